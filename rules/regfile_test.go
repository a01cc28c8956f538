package rules

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// regHex writes v as regedit exports it: hex(2) is UTF-16LE with its
// terminating 00,00, hex: the bytes; 25 bytes on the first line, then
// lines of two blanks and 25 bytes, each but the last ending in ",\".
func regHex(name, kind, v string) string {
	var bs []byte
	if kind == "hex(2)" {
		for _, c := range []byte(v) {
			bs = append(bs, c, 0)
		}
		bs = append(bs, 0, 0)
	} else {
		bs = []byte(v)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\"%s\"=%s:", name, kind)
	for i, c := range bs {
		if i > 0 {
			b.WriteByte(',')
			if i%25 == 0 {
				b.WriteString("\\\n  ")
			}
		}
		fmt.Fprintf(&b, "%02x", c)
	}
	return b.String() + "\n"
}

// TestRegHexValues: a token or a password exported in a .reg file's hex
// values is found, and masked in every line of its hex; a path or a
// benign binary value is not.
func TestRegHexValues(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(35))
	tok := "ghp_" + randToken(r, tAlnum, 36)
	pw := randToken(r, tAlnum, 14) + "#7"
	text := "Windows Registry Editor Version 5.00\n\n[HKEY_CURRENT_USER\\Environment]\n" +
		regHex("Path", "hex(2)", `%USERPROFILE%\AppData\Local\Microsoft\WindowsApps;`) +
		regHex("GITHUB_TOKEN", "hex(2)", tok) + regHex("DB_PASSWORD", "hex", pw) +
		regHex("TEMP", "hex(2)", `%USERPROFILE%\AppData\Local\Temp`)
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{tok, pw} {
		var lines int
		for _, m := range ms {
			if m.Secret == want {
				lines++
				if strings.Contains(text[m.Start:m.End], "\n") {
					t.Errorf("span %q crosses a line", text[m.Start:m.End])
				}
			}
		}
		if lines == 0 {
			t.Errorf("%q not found in %v", want, ms)
		}
	}
	for _, m := range ms {
		if m.Secret != tok && m.Secret != pw {
			t.Errorf("unexpected %s %q", m.RuleID, text[m.Start:m.End])
		}
	}
}
