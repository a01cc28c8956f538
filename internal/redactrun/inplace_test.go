package redactrun

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// TestInPlaceRefusesChangedInput: a line omp appends to a live session
// while --in-place writes the redacted copy must not be lost. The input is
// not replaced, its backup link is removed, and no temporary file is left.
func TestInPlaceRefusesChangedInput(t *testing.T) {
	orig := []byte("{\"type\":\"session\",\"version\":3,\"id\":\"s\",\"timestamp\":\"t\",\"cwd\":\"/w\"}\n")
	appended := []byte("{\"type\":\"label\",\"id\":\"l1\",\"parentId\":null,\"timestamp\":\"t\",\"targetId\":\"x\"}\n")
	for _, tc := range []struct {
		name string
		// grown appends to the input at read time (before inPlace starts)
		// or while the output is being written.
		beforeWrite bool
	}{{"appended-before-write", true}, {"appended-during-write", false}} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "s.jsonl")
			if err := os.WriteFile(path, orig, 0o600); err != nil {
				t.Fatal(err)
			}
			appendLine := func() {
				f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
				if err != nil {
					t.Fatal(err)
				}
				f.Write(appended)
				f.Close()
			}
			if tc.beforeWrite {
				appendLine()
			}
			w := &writer{opts: &Options{InPlace: true, Backup: ".orig"}}
			emit := func(out io.Writer) error {
				if !tc.beforeWrite {
					appendLine()
				}
				_, err := out.Write([]byte("{\"type\":\"session\",\"version\":3,\"id\":\"s\",\"timestamp\":\"t\",\"cwd\":\"/x\"}\n"))
				return err
			}
			err := w.inPlace(path, int64(len(orig)), emit, nil)
			if !errors.Is(err, ErrChanged) {
				t.Fatalf("inPlace = %v, want ErrChanged", err)
			}
			got, _ := os.ReadFile(path)
			if want := append(append([]byte{}, orig...), appended...); !bytes.Equal(got, want) {
				t.Errorf("input is %q, want the original with omp's line", got)
			}
			ents, _ := os.ReadDir(dir)
			if len(ents) != 1 {
				var names []string
				for _, e := range ents {
					names = append(names, e.Name())
				}
				t.Errorf("directory holds %v, want only the input", names)
			}
		})
	}
}

// TestInPlaceBackupMode: the backup is 0600 even when the input was 0644.
func TestInPlaceBackupMode(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.jsonl")
	orig := []byte("{\"type\":\"session\",\"version\":3,\"id\":\"s\",\"timestamp\":\"t\",\"cwd\":\"/w\"}\n")
	if err := os.WriteFile(path, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chmod(path, 0o644) // whatever the umask
	w := &writer{opts: &Options{InPlace: true, Backup: ".orig"}}
	emit := func(out io.Writer) error { _, err := out.Write([]byte("{}\n")); return err }
	if err := w.inPlace(path, int64(len(orig)), emit, nil); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{path, path + ".orig"} {
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if m := fi.Mode().Perm(); m != 0o600 {
			t.Errorf("%s has mode %o, want 600", filepath.Base(p), m)
		}
	}
	if b, _ := os.ReadFile(path + ".orig"); !bytes.Equal(b, orig) {
		t.Errorf("backup is %q", b)
	}
}
