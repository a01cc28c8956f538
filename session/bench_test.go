package session

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkParse measures the whole read path a command pays per file:
// parse, tree, tool pairing and validation, on the large real session.
// Target: at least 150 MB/s on one core (go test -bench Parse -cpu 1).
func BenchmarkParse(b *testing.B) {
	data, err := os.ReadFile(filepath.Join(sharedCorpus, "large-session.v3-titleslot.28997c0d.jsonl"))
	if err != nil {
		b.Skip("shared corpus not present:", err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		s, err := ParseBytes(data, "large", Options{})
		if err != nil {
			b.Fatal(err)
		}
		s.Tree()
		s.Pairing()
		if ps := Validate(s, ValidateOptions{}); HasErrors(ps) {
			b.Fatal(ps)
		}
	}
}
