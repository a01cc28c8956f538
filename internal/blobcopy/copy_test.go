package blobcopy

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCopy: referenced blobs and their sidecars are copied 0600, other
// blobs are not, an existing destination is kept and a missing blob is a
// problem.
func TestCopy(t *testing.T) {
	src, dst := t.TempDir(), filepath.Join(t.TempDir(), "blobs")
	for name, content := range map[string]string{"aaa": "A", "aaa.meta": "{}", "aaab": "other", "bbb": "B", "ccc": "C"} {
		if err := os.WriteFile(filepath.Join(src, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(dst, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dst, "bbb"), []byte("B"), 0o600); err != nil {
		t.Fatal(err)
	}
	problems := Copy(map[string]string{src: dst}, []string{"bbb", "aaa", "zzz"})
	if len(problems) != 1 || !strings.Contains(problems[0].Error(), "blob zzz is referenced but missing") {
		t.Errorf("problems %v", problems)
	}
	entries, err := os.ReadDir(dst)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		fi, _ := e.Info()
		got = append(got, e.Name()+" "+fi.Mode().Perm().String())
	}
	if want := "aaa -rw------- aaa.meta -rw------- bbb -rw-------"; strings.Join(got, " ") != want {
		t.Errorf("destination %q, want %q", got, want)
	}
}
