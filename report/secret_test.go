package report

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// fakeSecret builds a token shaped like a GitHub personal access token
// (prefix + 36 alphanumerics) at run time, so no secret-looking literal is
// committed.
func fakeSecret(seed byte) string {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b := []byte("gh" + "p_")
	x := uint32(seed) + 7
	for i := 0; i < 36; i++ {
		x = x*1664525 + 1013904223
		b = append(b, alphabet[x>>24%uint32(len(alphabet))])
	}
	return string(b)
}

// TestPreviewOnlyWhereAllowed plants a preview that holds a whole fake
// secret (worse than the real 4-character preview) and checks where it
// may appear: json and text at the detailed level, because scan
// --show-preview asked for it, and nowhere else.
func TestPreviewOnlyWhereAllowed(t *testing.T) {
	secret := fakeSecret(1)
	r := fixture()
	r.Files[0].Findings[0].Preview = secret
	tests := []struct {
		format, level string
		want          bool
	}{
		{"json", LevelDetailed, true},
		{"text", LevelDetailed, true},
		{"json", LevelSummary, false},
		{"text", LevelSummary, false},
		{"sarif", LevelDetailed, false},
		{"markdown", LevelDetailed, false},
		{"markdown", LevelSummary, false},
	}
	for _, tt := range tests {
		var buf bytes.Buffer
		if err := Write(&buf, r, tt.format, Options{Level: tt.level}); err != nil {
			t.Fatal(err)
		}
		if got := bytes.Contains(buf.Bytes(), []byte(secret)); got != tt.want {
			t.Errorf("%s/%s: preview in output = %v, want %v", tt.format, tt.level, got, tt.want)
		}
		// Nor any 8-character piece of it.
		if !tt.want {
			for i := 0; i+8 <= len(secret); i++ {
				if bytes.Contains(buf.Bytes(), []byte(secret[i:i+8])) {
					t.Errorf("%s/%s: output contains %q, a piece of the secret", tt.format, tt.level, secret[i:i+8])
					break
				}
			}
		}
	}
	// Without a preview, nothing in any format says "preview".
	for _, format := range Formats {
		var buf bytes.Buffer
		if err := Write(&buf, fixture(), format, Options{}); err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(bytes.ToLower(buf.Bytes()), []byte("preview")) {
			t.Errorf("%s: mentions a preview although none is set", format)
		}
	}
}

// TestSARIFCopiesNoFreeText checks that SARIF holds no snippet and that
// every string it writes comes from the report's own identifiers or from
// the writer's fixed texts: it walks the log and collects every string,
// then plants a secret in the one report field no SARIF string may come
// from (Preview) and in Output, a path SARIF does not use.
func TestSARIFCopiesNoFreeText(t *testing.T) {
	secret := fakeSecret(2)
	r := fixture()
	for i := range r.Files[0].Findings {
		r.Files[0].Findings[i].Preview = secret
	}
	r.Files[0].Output = "/tmp/" + secret + ".jsonl"
	data, log := writeSARIFLog(t, r, Options{})
	if bytes.Contains(data, []byte(secret)) {
		t.Fatal("SARIF contains the planted secret")
	}
	var keys []string
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				keys = append(keys, k)
				walk(e)
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	walk(log)
	for _, k := range keys {
		switch strings.ToLower(k) {
		case "snippet", "contextregion", "preview", "secret", "match":
			t.Errorf("SARIF has a %q property", k)
		}
	}
	// Round trip: the JSON stays valid JSON when re-encoded.
	if _, err := json.Marshal(log); err != nil {
		t.Fatal(err)
	}
}

// TestMaskReachesEveryString plants a fake secret in every string field of
// a report, found by reflection so that fields added later are covered
// too, and checks that with Options.Mask no format prints it, and that
// without a mask the planting reaches the output (the test can fail).
func TestMaskReachesEveryString(t *testing.T) {
	secret := fakeSecret(3)
	r := fixture()
	r.Baseline = &BaselineStats{}
	r.Files[0].Problems = append(r.Files[0].Problems, Problem{Check: "x"})
	r.Files[0].Errors = append(r.Files[0].Errors, "e")
	planted := 0
	plantStrings(reflect.ValueOf(r).Elem(), func(s string) string { planted++; return s + " " + secret }, "")
	if planted < 40 {
		t.Fatalf("only %d strings planted", planted)
	}
	mask := func(s string) string { return strings.ReplaceAll(s, secret, "[REDACTED:github-pat]") }
	for _, format := range Formats {
		var plain, safe bytes.Buffer
		if err := Write(&plain, r, format, Options{}); err != nil {
			t.Fatal(err)
		}
		if err := Write(&safe, r, format, Options{Mask: mask}); err != nil {
			t.Fatal(err)
		}
		// markdown escapes the underscore: look for the 36 characters after it
		if !bytes.Contains(plain.Bytes(), []byte(secret[4:])) {
			t.Errorf("%s: the planted secret is not printed without a mask: the test plants nothing this format shows", format)
		}
		if bytes.Contains(safe.Bytes(), []byte(secret[4:])) {
			t.Errorf("%s: the secret is printed despite Options.Mask", format)
		}
	}
	// The report itself is unchanged.
	if !strings.Contains(r.Files[0].Path, secret) {
		t.Error("Write changed the report")
	}
}

// plantStrings rewrites every settable string in v with f (map keys
// excepted), skipping Report.Root and the computed fields tagged mask:"-".
func plantStrings(v reflect.Value, f func(string) string, name string) {
	switch v.Kind() {
	case reflect.String:
		if name != "Root" && v.CanSet() {
			v.SetString(f(v.String()))
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).Tag.Get("mask") != "-" {
				plantStrings(v.Field(i), f, v.Type().Field(i).Name)
			}
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			plantStrings(v.Index(i), f, name)
		}
	case reflect.Pointer:
		if !v.IsNil() {
			plantStrings(v.Elem(), f, name)
		}
	}
}
