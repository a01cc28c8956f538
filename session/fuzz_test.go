package session

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"
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
