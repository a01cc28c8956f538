package userkey

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
	getenv := func(k string) string {
		if k == "XDG_CONFIG_HOME" {
			return cfg
		}
		return ""
	}
	k1, src, err := Resolve("", getenv)
	if err != nil {
		t.Fatal(err)
	}
	if src != FromUser || len(k1) != 64 {
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
	k2, _, err := Resolve("", getenv)
	if err != nil {
		t.Fatal(err)
	}
	if string(k1) != string(k2) {
		t.Error("the second run got another key")
	}
	// No home directory at all: a random key, and no baseline.
	if _, src, _ := Resolve("", func(string) string { return "" }); src != FromRandom {
		t.Errorf("without a home directory the key is from %q", src)
	}
}

// TestResolveOrder: --key-file wins over $OMP_REDACT_KEY, which wins over
// the per-user key; a key shorter than 16 bytes is refused from either.
func TestResolveOrder(t *testing.T) {
	cfg := t.TempDir()
	env := map[string]string{"XDG_CONFIG_HOME": cfg, "OMP_REDACT_KEY": "0123456789abcdef-env"}
	getenv := func(k string) string { return env[k] }
	file := filepath.Join(t.TempDir(), "key")
	if err := os.WriteFile(file, []byte("  0123456789abcdef-file \n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if k, src, err := Resolve(file, getenv); err != nil || src != FromFile || string(k) != "0123456789abcdef-file" {
		t.Errorf("with --key-file: %q from %q, %v", k, src, err)
	}
	if k, src, err := Resolve("", getenv); err != nil || src != FromEnv || string(k) != env["OMP_REDACT_KEY"] {
		t.Errorf("with $OMP_REDACT_KEY: %q from %q, %v", k, src, err)
	}
	if _, err := os.Stat(filepath.Join(cfg, "omp-redact", "key")); err == nil {
		t.Error("a per-user key was created although another key was given")
	}
	env["OMP_REDACT_KEY"] = "short"
	if _, _, err := Resolve("", getenv); err == nil {
		t.Error("a 5-byte $OMP_REDACT_KEY was accepted")
	}
	if err := os.WriteFile(file, []byte("short\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, err := Resolve(file, getenv); err == nil {
		t.Error("a 5-byte --key-file was accepted")
	}
}
