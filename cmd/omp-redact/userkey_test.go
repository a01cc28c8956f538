package main

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// TestUserKeyCreatedPrivateAndReused: the per-user key is created under
// $XDG_CONFIG_HOME with mode 0600 in a 0700 directory, and read back, not
// replaced, by the next run.
func TestUserKeyCreatedPrivateAndReused(t *testing.T) {
	cfg := t.TempDir()
	io, _, _, _ := testIO()
	io.Getenv = func(k string) string {
		if k == "XDG_CONFIG_HOME" {
			return cfg
		}
		return ""
	}
	var f engineFlags
	k1, src, err := f.key(io)
	if err != nil {
		t.Fatal(err)
	}
	if src != keyFromUser || len(k1) != 64 {
		t.Fatalf("key from %q, %d bytes; want the per-user key, 64 hex digits", src, len(k1))
	}
	path := filepath.Join(cfg, "omp-redact", "key")
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	di, err := os.Stat(filepath.Dir(path))
	if err != nil {
		t.Fatal(err)
	}
	if runtime.GOOS != "windows" && (fi.Mode().Perm() != 0o600 || di.Mode().Perm() != 0o700) {
		t.Errorf("key %v in directory %v, want 0600 in 0700", fi.Mode().Perm(), di.Mode().Perm())
	}
	k2, _, err := f.key(io)
	if err != nil {
		t.Fatal(err)
	}
	if string(k1) != string(k2) {
		t.Error("the second run got another key")
	}
	// No home directory at all: a random key, and no baseline.
	io.Getenv = func(string) string { return "" }
	if _, src, _ := f.key(io); src != keyFromRandom {
		t.Errorf("without a home directory the key is from %q", src)
	}
}
