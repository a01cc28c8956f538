package session

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/tidwall/gjson"
)

// FuzzParse: parsing never panics, never fails except on binary data or an
// unknown version, reproduces its input byte for byte, and everything built
// on it (tree, pairing, walker, validation) terminates and renders.
// Seeds: testdata/fuzz/FuzzParse plus the valid and invalid fixtures.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("../testdata/*/*.jsonl")
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil && len(data) < 64<<10 {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if _, err := ParseBytes(data, "fuzz", Options{}); err != nil {
			var ve *VersionError
			if !errors.Is(err, ErrBinary) && !errors.As(err, &ve) {
				t.Fatalf("unexpected error type: %v", err)
			}
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
		}
		s, err := ParseBytes(data, "fuzz", Options{AllowUnknownVersion: true})
		if err != nil {
			if !errors.Is(err, ErrBinary) {
				t.Fatalf("AllowUnknownVersion: %v", err)
			}
			return
		}
		if got := s.Bytes(); !bytes.Equal(got, data) {
			t.Fatalf("round trip differs:\n got %q\nwant %q", got, data)
		}
		for _, l := range s.Lines {
			if !l.IsRecord() {
				continue
			}
			checkEnvelope(t, l)
			Walk(l.Raw, func(leaf *Leaf) bool {
				_ = leaf.Path()
				v := leaf.Value()
				rs, re := RawSpan(leaf.Raw(), 0, len(v))
				if rs != 1 || re != len(leaf.Raw())-1 {
					t.Fatalf("RawSpan of the whole value = %d,%d for %q", rs, re, leaf.Raw())
				}
				return true
			})
		}
		for _, p := range Validate(s, ValidateOptions{}) {
			if p.Line < 0 || p.Line > len(s.Lines) || p.Check == "" || p.Message == "" || p.String() == "" {
				t.Fatalf("bad problem %+v", p)
			}
		}
	})
}

// checkEnvelope compares the envelope read by the parser's single pass with
// what gjson reads (first occurrence of each key).
func checkEnvelope(t *testing.T, l *Line) {
	t.Helper()
	r := gjson.GetManyBytes(l.Raw, "type", "id", "parentId", "timestamp", "message.role")
	str := func(r gjson.Result) string {
		if r.Type == gjson.String {
			return r.Str
		}
		return ""
	}
	role := ""
	if l.Kind == KindEntry && str(r[0]) == "message" {
		role = str(r[4])
	}
	got := []any{l.Type(), l.ID, l.HasID, l.ParentID, l.HasParent, l.Stamped, l.Role()}
	want := []any{str(r[0]), str(r[1]), r[1].Type == gjson.String, str(r[2]), r[2].Exists(), str(r[3]) != "", role}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("line %d: envelope field %d = %v, gjson reads %v\n%q", l.Num, i, got[i], want[i], l.Raw)
		}
	}
}
