package main

import (
	"os"
	"path/filepath"
	"testing"
)

func TestPolicyInitFileMode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "omp-redact.yaml")
	io, _, _, errOut := testIO()
	if code := run(io, []string{"policy", "init", "--profile", "strict", "-o", path}); code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if m := fi.Mode().Perm(); m != 0o600 {
		t.Errorf("mode %o, want 600", m)
	}
	io, _, _, _ = testIO()
	if code := run(io, []string{"policy", "init", "-o", path}); code != exitError {
		t.Errorf("overwrite without --force: exit %d, want %d", code, exitError)
	}
}

func TestPolicyExitCodes(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.yaml")
	bad := filepath.Join(dir, "bad.yaml")
	os.WriteFile(good, []byte("version: 1\nextends: strict\n"), 0o600)
	os.WriteFile(bad, []byte("version: 1\nrules: [{name: x, action: nope}]\n"), 0o600)
	tests := []struct {
		args []string
		want int
	}{
		{[]string{"policy", "lint", good}, exitOK},
		{[]string{"policy", "lint", bad}, exitNo},
		{[]string{"policy", "lint", filepath.Join(dir, "missing.yaml")}, exitError},
		{[]string{"policy", "lint", bad, filepath.Join(dir, "missing.yaml")}, exitError},
		{[]string{"policy", "test", good}, exitOK},
		{[]string{"policy", "test", bad}, exitNo},
		{[]string{"policy", "show", good}, exitOK},
		{[]string{"policy", "show", "--resolved", bad}, exitNo},
		{[]string{"policy", "show", "--profile", "nope"}, exitError},
		{[]string{"policy", "init", "--profile", "nope"}, exitError},
		{[]string{"policy", "lint"}, exitError},
	}
	for _, tt := range tests {
		io, _, _, errOut := testIO()
		if got := run(io, tt.args); got != tt.want {
			t.Errorf("%v: exit %d, want %d (stderr %q)", tt.args[1:], got, tt.want, errOut)
		}
	}
}
