package outfile

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// TestResolve: a new path and a regular file are replaced; a symlink is
// followed (also to a file not there yet); /dev/null is a stream; a
// directory is refused.
func TestResolve(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "f")
	if err := os.WriteFile(file, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link")
	if err := os.Symlink("new", link); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		path, dest string
		stream     bool
	}{
		{filepath.Join(dir, "absent"), filepath.Join(dir, "absent"), false},
		{file, file, false},
		{link, filepath.Join(dir, "new"), false},
	} {
		dest, stream, err := Resolve(tc.path)
		if err != nil || dest != tc.dest || stream != tc.stream {
			t.Errorf("Resolve(%s) = %s, %v, %v; want %s, %v", tc.path, dest, stream, err, tc.dest, tc.stream)
		}
	}
	if runtime.GOOS != "windows" {
		if _, stream, err := Resolve("/dev/null"); err != nil || !stream {
			t.Errorf("/dev/null: stream %v, %v", stream, err)
		}
	}
	if _, _, err := Resolve(dir); err == nil {
		t.Error("a directory was accepted as an output")
	}
}

// TestWrite: stdout for "" and "-"; a file gets the result only when the
// write succeeds, with mode 0600, through the link that names it.
func TestWrite(t *testing.T) {
	var stdout bytes.Buffer
	for _, p := range []string{"", "-"} {
		if err := Write(&stdout, p, func(w io.Writer) error { _, err := io.WriteString(w, "a"); return err }); err != nil {
			t.Fatal(err)
		}
	}
	if stdout.String() != "aa" {
		t.Errorf("stdout got %q", stdout.String())
	}
	dir := t.TempDir()
	target := filepath.Join(dir, "target")
	if err := os.Symlink("target", filepath.Join(dir, "link")); err != nil {
		t.Fatal(err)
	}
	if err := Write(nil, filepath.Join(dir, "link"), func(w io.Writer) error { _, err := io.WriteString(w, "result"); return err }); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(target)
	if err != nil || string(b) != "result" {
		t.Fatalf("target holds %q, %v", b, err)
	}
	if fi, _ := os.Stat(target); runtime.GOOS != "windows" && fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600", fi.Mode().Perm())
	}
	if fi, _ := os.Lstat(filepath.Join(dir, "link")); fi.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced by a file")
	}
	failed := filepath.Join(dir, "failed")
	_ = Write(nil, failed, func(w io.Writer) error { io.WriteString(w, "half"); return io.ErrUnexpectedEOF })
	if _, err := os.Stat(failed); err == nil {
		t.Error("a failed write left a file")
	}
}
