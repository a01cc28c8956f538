package mmap

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestMapReadsAfterRelease: a mapped file reads as its content, also
// after its pages were dropped (they come back from the file).
func TestMapReadsAfterRelease(t *testing.T) {
	want := bytes.Repeat([]byte("0123456789abcdef\n"), 4096)
	path := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(path, want, 0o600); err != nil {
		t.Fatal(err)
	}
	data, release, done, err := Map(path)
	if err != nil {
		t.Fatal(err)
	}
	defer done()
	if release != nil {
		release(100, 20000)
	}
	if !bytes.Equal(data, want) {
		t.Fatal("mapped bytes differ from the file")
	}
}

func TestMapEmptyAndMissing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "empty")
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	data, _, done, err := Map(path)
	if err != nil || len(data) != 0 {
		t.Fatalf("empty file: %d bytes, %v", len(data), err)
	}
	done()
	if _, _, _, err := Map(path + ".missing"); !os.IsNotExist(err) {
		t.Errorf("missing file: err = %v", err)
	}
}
