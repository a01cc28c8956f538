package rules

import (
	"encoding/base64"
	"math/rand"
	"strings"
	"testing"
	"unicode/utf16"
)

// TestBase64UTF16: PowerShell's -EncodedCommand is base64 of UTF-16LE
// text; the password in the script it encodes is found, the whole run
// masked. A benign script so encoded gives nothing.
func TestBase64UTF16(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(353))
	enc := func(script string, bom bool) string {
		var b []byte
		if bom {
			b = append(b, 0xff, 0xfe)
		}
		for _, u := range utf16.Encode([]rune(script)) {
			b = append(b, byte(u), byte(u>>8))
		}
		return base64.StdEncoding.EncodeToString(b)
	}
	for i := range 4 {
		pw := randToken(r, tAlnum, 12) + "?" + randToken(r, tAlnum, 5)
		e := enc("$p = ConvertTo-SecureString '"+pw+"' -AsPlainText -Force; New-PSDrive -Name R -Root \\\\fs01\\r -Credential (New-Object PSCredential('ACME\\svc', $p))", i%2 == 1)
		for _, text := range []string{
			`C:\> powershell.exe -NoProfile -NonInteractive -EncodedCommand ` + e + "\n",
			`PS> [Text.Encoding]::Unicode.GetString([Convert]::FromBase64String('` + e + `'))` + "\n",
		} {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			at := strings.Index(text, e)
			covered := false
			for _, m := range ms {
				covered = covered || m.Start <= at && at+len(e) <= m.End
			}
			if !covered {
				t.Errorf("%q: the encoded script's password is not found", text[:30])
			}
		}
	}
	wantNothing(t, s, "powershell -EncodedCommand "+enc("Get-ChildItem -Path C:\\Logs -Recurse | Where-Object { $_.Length -gt 1MB } | Remove-Item -WhatIf", false)+"\n")
}
