package redactrun

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
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

// TestInPlaceHardLinkWarning: an input with another hard link is replaced
// under its own name only; the other name keeps the original, and the run
// says so on stderr.
func TestInPlaceHardLinkWarning(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.jsonl")
	orig := []byte("{\"type\":\"session\",\"version\":3,\"id\":\"s\",\"timestamp\":\"t\",\"cwd\":\"/w\"}\n")
	if err := os.WriteFile(path, orig, 0o600); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(dir, "other.jsonl")
	if err := os.Link(path, other); err != nil {
		t.Skip("no hard links here:", err)
	}
	var log bytes.Buffer
	w := &writer{opts: &Options{InPlace: true}, log: &log}
	emit := func(out io.Writer) error { _, err := out.Write([]byte("{}\n")); return err }
	if err := w.inPlace(path, int64(len(orig)), emit, nil); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(other); !bytes.Equal(b, orig) {
		t.Fatalf("the other link holds %q, want the original", b)
	}
	if linkCount(mustStat(t, path)) > 1 && runtime.GOOS != "windows" {
		t.Errorf("the redacted file still has other names")
	}
	if runtime.GOOS != "windows" && !strings.Contains(log.String(), "1 other hard link(s)") {
		t.Errorf("stderr = %q, want a warning about the other hard link", log.String())
	}
	// a file with one name gets no warning
	log.Reset()
	os.Remove(other)
	b, _ := os.ReadFile(path)
	if err := w.inPlace(path, int64(len(b)), emit, nil); err != nil {
		t.Fatal(err)
	}
	if log.Len() != 0 {
		t.Errorf("stderr = %q, want nothing", log.String())
	}
}

func mustStat(t *testing.T, p string) os.FileInfo {
	t.Helper()
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	return fi
}
