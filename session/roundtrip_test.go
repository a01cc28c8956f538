package session

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// corpusFiles returns the session files of testdata/ and the shared corpus.
func corpusFiles(t testing.TB) []string {
	var files []string
	for _, pat := range []string{"../testdata/*.jsonl", "../testdata/*/*.jsonl", "../../shared/corpus/omp-fixtures/*.jsonl"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	if len(files) == 0 {
		t.Fatal("no session files found")
	}
	return files
}

func TestRoundTripCorpus(t *testing.T) {
	for _, f := range corpusFiles(t) {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			s, err := ParseBytes(data, f, Options{AllowUnknownVersion: true})
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Bytes(); !bytes.Equal(got, data) {
				t.Fatalf("round trip differs: got %d bytes, want %d", len(got), len(data))
			}
		})
	}
}
