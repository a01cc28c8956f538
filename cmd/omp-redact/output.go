package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// errExists is returned when an output exists and --force was not given.
var errExists = errors.New("already exists (use --force to overwrite)")

// writeFileAtomic writes data to path so that a crash at any moment leaves
// either the old file or the new one, never a half-written file under the
// final name: a temporary file in the same directory (mode 0600) is
// written, synced and renamed. Without overwrite an existing path is an
// error, checked atomically with a hard link.
func writeFileAtomic(path string, data []byte, overwrite bool) error {
	return writeAtomic(path, overwrite, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}, nil)
}

// writeAtomic is [writeFileAtomic] with the content produced by write and
// an optional check of the finished temporary file (by name) before it
// takes the final name.
func writeAtomic(path string, overwrite bool, write func(io.Writer) error, check func(tmp string) error) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.omp-redact.tmp")
	if err != nil {
		return err
	}
	name := tmp.Name()
	cleanup := func(e error) error {
		tmp.Close()
		os.Remove(name)
		return e
	}
	if err := tmp.Chmod(0o600); err != nil {
		return cleanup(err)
	}
	if err := write(tmp); err != nil {
		return cleanup(err)
	}
	if err := tmp.Sync(); err != nil {
		return cleanup(err)
	}
	if err := tmp.Close(); err != nil {
		return cleanup(err)
	}
	if check != nil {
		if err := check(name); err != nil {
			os.Remove(name)
			return err
		}
	}
	if overwrite {
		err = os.Rename(name, path)
	} else {
		err = os.Link(name, path)
		os.Remove(name)
		if errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("%s: %w", path, errExists)
		}
	}
	if err != nil {
		os.Remove(name)
		return err
	}
	if overwrite {
		// Replacing a file (--in-place, --force): make the rename itself
		// durable. A new file needs no directory sync for the guarantee
		// that matters: its name never shows a half-written file.
		syncDir(dir)
	}
	return nil
}

// syncDir makes a rename durable; errors are ignored (not every file
// system supports it).
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// openOutput returns a writer for a result file: stdout when path is "",
// else a buffer written atomically (mode 0600) by the returned close func.
func openOutput(io *IO, path string) (io.Writer, func() error, error) {
	if path == "" || path == "-" {
		return io.Out, func() error { return nil }, nil
	}
	var buf bytes.Buffer
	return &buf, func() error { return writeFileAtomic(path, buf.Bytes(), true) }, nil
}

// displayPath is how a file is named in output and reports.
func displayPath(in input) string {
	if in.path == "-" {
		return "<stdin>"
	}
	return in.path
}

// commonRoot is the root that artifact URIs in reports are relative to:
// the current directory, which is the repository root when run in CI, so
// that GitHub code scanning can resolve them against %SRCROOT%.
func commonRoot([]string) string { return "." }
