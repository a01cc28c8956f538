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
	f, err := stageFile(path, overwrite, write, check)
	if err != nil {
		return err
	}
	return commitFiles([]*stagedFile{f})[0]
}

// stagedFile is a finished file under a temporary name beside its final
// path, not yet synced nor renamed: see [commitFiles].
type stagedFile struct {
	tmp, path string
	overwrite bool
	dev       uint64 // its file system (see syncStaged)
}

// stageFile writes a temporary file (mode 0600, as os.CreateTemp makes
// it) in the directory of path with write, closes it and runs check on
// it. On error nothing is left behind.
func stageFile(path string, overwrite bool, write func(io.Writer) error, check func(tmp string) error) (*stagedFile, error) {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.omp-redact.tmp")
	if err != nil {
		return nil, err
	}
	f := &stagedFile{tmp: tmp.Name(), path: path, overwrite: overwrite}
	trackTemp(f.tmp)
	fail := func(e error) (*stagedFile, error) {
		tmp.Close()
		removeTemp(f.tmp)
		return nil, e
	}
	if err := write(tmp); err != nil {
		return fail(err)
	}
	if fi, err := tmp.Stat(); err == nil {
		f.dev = fileDev(fi)
	}
	if err := tmp.Close(); err != nil {
		return fail(err)
	}
	if check != nil {
		if err := check(f.tmp); err != nil {
			removeTemp(f.tmp)
			return nil, err
		}
	}
	return f, nil
}

// commitFiles makes staged files durable, then gives them their final
// names in order; errs[i] is the outcome of files[i]. Nothing is renamed
// before every file is synced, so a crash at any moment, a power loss
// included, never shows a half-written file under a final name; a batch
// costs one flush per file system instead of one fsync per file (see
// syncStaged). Without overwrite an existing path is an error, checked
// atomically with a hard link.
func commitFiles(files []*stagedFile) []error {
	errs := make([]error, len(files))
	if err := syncStaged(files); err != nil {
		for i, f := range files {
			removeTemp(f.tmp)
			errs[i] = err
		}
		return errs
	}
	dirs := map[string]bool{}
	for i, f := range files {
		var err error
		if f.overwrite {
			err = os.Rename(f.tmp, f.path)
			dirs[filepath.Dir(f.path)] = true
		} else {
			err = os.Link(f.tmp, f.path)
			if errors.Is(err, fs.ErrExist) {
				err = fmt.Errorf("%s: %w", f.path, errExists)
			}
		}
		if err == nil && f.overwrite {
			forgetTemp(f.tmp) // renamed: the name is gone
		} else {
			removeTemp(f.tmp)
		}
		errs[i] = err
	}
	// Replacing a file (--in-place, --force): make the rename itself
	// durable. A new file needs no directory sync for the guarantee that
	// matters: its name never shows a half-written file.
	for dir := range dirs {
		syncDir(dir)
	}
	return errs
}

// syncDir makes a rename durable; errors are ignored (not every file
// system supports it).
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// fsyncPath syncs the file at path to stable storage.
func fsyncPath(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	err = f.Sync()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// openOutput returns a writer for a result file (-o, --report,
// --write-baseline): stdout when path is "" or "-"; a device or FIFO is
// written as a stream, never replaced; a symlink is followed, so the file
// it points to gets the result and the link stays; a regular file (or a
// new one) is a buffer written atomically (mode 0600) by the returned
// close func. Anything else (a directory, a socket, a dangling symlink) is
// an error.
func openOutput(io *IO, path string) (io.Writer, func() error, error) {
	if path == "" || path == "-" {
		return io.Out, func() error { return nil }, nil
	}
	dest, stream, err := resolveOutput(path)
	if err != nil {
		return nil, nil, err
	}
	if stream {
		f, err := openStream(dest)
		if err != nil {
			return nil, nil, err
		}
		return f, f.Close, nil
	}
	var buf bytes.Buffer
	return &buf, func() error { return writeFileAtomic(dest, buf.Bytes(), true) }, nil
}

// resolveOutput says where an output named path goes: the path to write
// (symlinks followed, as a shell's ">" follows them: a link to a file not
// there yet creates that file) and whether it is a stream (a character
// device such as /dev/null or /dev/stdout, or a FIFO) rather than a
// regular file to replace atomically. A path that does not exist yet is a
// new regular file.
func resolveOutput(path string) (dest string, stream bool, err error) {
	dest = path
	for range 40 {
		fi, err := os.Lstat(dest)
		if errors.Is(err, fs.ErrNotExist) {
			return dest, false, nil
		}
		if err != nil {
			return "", false, err
		}
		m := fi.Mode()
		switch {
		case m&fs.ModeSymlink != 0:
			t, err := os.Readlink(dest)
			if err != nil {
				return "", false, err
			}
			if !filepath.IsAbs(t) {
				t = filepath.Join(filepath.Dir(dest), t)
			}
			dest = t
			continue
		case m.IsRegular():
			return dest, false, nil
		case m&os.ModeNamedPipe != 0, m&os.ModeCharDevice != 0:
			return dest, true, nil
		}
		return "", false, fmt.Errorf("%s: is %s, not a file to write", path, fileType(m))
	}
	return "", false, fmt.Errorf("%s: too many levels of symbolic links", path)
}

// openStream opens a device or FIFO for writing, without creating or
// truncating anything.
func openStream(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_WRONLY, 0)
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
