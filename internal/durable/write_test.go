package durable

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func stageString(t *testing.T, path, content string, overwrite bool, check func(string) error) (*File, error) {
	t.Helper()
	return Stage(path, overwrite, func(w io.Writer) error {
		_, err := io.WriteString(w, content)
		return err
	}, check)
}

// dirState lists the files of dir with their mode and content.
func dirState(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		fi, err := e.Info()
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, e.Name()+" "+fi.Mode().Perm().String()+" "+string(b))
	}
	sort.Strings(out)
	return out
}

func TestCommitFilesBatch(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "kept"), []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "replaced"), []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	var files []*File
	for _, c := range []struct {
		name, content string
		overwrite     bool
	}{
		{"a", "A", false},
		{"kept", "new", false},
		{"replaced", "new", true},
		{"b", "B", false},
	} {
		f, err := stageString(t, filepath.Join(dir, c.name), c.content, c.overwrite, nil)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	// Staged files are invisible under their final names.
	if _, err := os.Stat(filepath.Join(dir, "a")); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("a staged file has its final name before the commit: %v", err)
	}
	errs := Commit(files)
	for i, err := range errs {
		if want := i == 1; errors.Is(err, ErrExists) != want {
			t.Errorf("file %d: err = %v, want ErrExists %v", i, err, want)
		}
	}
	want := []string{"a -rw------- A", "b -rw------- B", "kept -rw------- old", "replaced -rw------- new"}
	if diff := cmp.Diff(want, dirState(t, dir)); diff != "" {
		t.Errorf("directory after commit (-want +got):\n%s", diff)
	}
	n := Tracked()
	if n != 0 {
		t.Errorf("%d temporary files still tracked after the commit", n)
	}
}

func TestStageFileFailureLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	_, err := stageString(t, filepath.Join(dir, "out"), "x", false, func(string) error { return errors.New("check failed") })
	if err == nil || !strings.Contains(err.Error(), "check failed") {
		t.Fatalf("err = %v", err)
	}
	_, err = Stage(filepath.Join(dir, "out"), false, func(io.Writer) error { return errors.New("write failed") }, nil)
	if err == nil {
		t.Fatal("a failed write was staged")
	}
	if got := dirState(t, dir); len(got) != 0 {
		t.Errorf("left behind: %q", got)
	}
}

// TestRemoveTemps is what an interrupt does (HandleInterrupts): staged
// files not yet committed are removed, committed ones stay.
func TestRemoveTemps(t *testing.T) {
	dir := t.TempDir()
	done, err := stageString(t, filepath.Join(dir, "done"), "D", false, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := Commit([]*File{done})[0]; err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"x", "y"} {
		if _, err := stageString(t, filepath.Join(dir, name), "tmp", false, nil); err != nil {
			t.Fatal(err)
		}
	}
	if got := len(dirState(t, dir)); got != 3 {
		t.Fatalf("%d files before the interrupt, want 3", got)
	}
	temps.Lock()
	removeTempsLocked()
	temps.Unlock()
	if diff := cmp.Diff([]string{"done -rw------- D"}, dirState(t, dir)); diff != "" {
		t.Errorf("after the interrupt (-want +got):\n%s", diff)
	}
}

// TestStageFailedWriteLeavesNoTemp is a full disk: the write of a staged
// output fails half way; the temporary file is gone and nothing has the
// final name.
func TestStageFailedWriteLeavesNoTemp(t *testing.T) {
	dir := t.TempDir()
	_, err := Stage(filepath.Join(dir, "out.jsonl"), false, func(w io.Writer) error {
		if _, err := io.WriteString(w, "half"); err != nil {
			return err
		}
		return errors.New("write: no space left on device")
	}, nil)
	if err == nil {
		t.Fatal("a failed write was staged")
	}
	if got := dirState(t, dir); len(got) != 0 {
		t.Errorf("left behind: %q", got)
	}
	n := Tracked()
	if n != 0 {
		t.Errorf("%d temporary file(s) still tracked", n)
	}
}

// TestStageErrorNamesOutput: an error of the temporary file (a full disk,
// a file size limit) names the output path, not the temporary file that
// is gone by the time the message is read.
func TestStageErrorNamesOutput(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.jsonl")
	_, err := Stage(out, false, func(w io.Writer) error {
		w.(*os.File).Close()
		_, err := w.Write([]byte("x"))
		return err
	}, nil)
	if err == nil || !strings.Contains(err.Error(), "write "+out+": ") || strings.Contains(err.Error(), ".tmp") {
		t.Errorf("err = %v, want a write error naming %s", err, out)
	}
	if got := dirState(t, dir); len(got) != 0 {
		t.Errorf("left behind: %q", got)
	}
}

// TestForceKeepsLinksAndFIFOs: overwriting replaces a regular file, but a
// symbolic link, a FIFO or a directory at the output path is refused and
// left as it was, with the link's target untouched and no temporary file
// left behind.
func TestForceKeepsLinksAndFIFOs(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target.txt")
	if err := os.WriteFile(target, []byte("keep"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.jsonl")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "fifo.jsonl")
	if err := mkfifo(fifo); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	sub := filepath.Join(dir, "sub.jsonl")
	if err := os.Mkdir(sub, 0o700); err != nil {
		t.Fatal(err)
	}
	regular := filepath.Join(dir, "regular.jsonl")
	if err := os.WriteFile(regular, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{link: "a symbolic link", fifo: "a FIFO", sub: "a directory", regular: ""} {
		err := WriteFile(path, []byte("new"), true)
		switch {
		case want == "" && err != nil:
			t.Errorf("%s: %v", filepath.Base(path), err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("%s: err %v, want one saying %q", filepath.Base(path), err, want)
		}
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v %v", fi, err)
	}
	if b, _ := os.ReadFile(target); string(b) != "keep" {
		t.Errorf("the link's target was written: %q", b)
	}
	if b, _ := os.ReadFile(regular); string(b) != "new" {
		t.Errorf("the regular file was not replaced: %q", b)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".omp-redact.tmp") {
			t.Errorf("temporary file left: %s", e.Name())
		}
	}
}
