package durable

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// ErrExists is returned when an output exists and overwriting was not
// asked for.
var ErrExists = errors.New("already exists (use --force to overwrite)")

// WriteFile writes data to path so that a crash at any moment leaves
// either the old file or the new one, never a half-written file under the
// final name: a temporary file in the same directory (mode 0600) is
// written, synced and renamed. Without overwrite an existing path is an
// error, checked atomically with a hard link.
func WriteFile(path string, data []byte, overwrite bool) error {
	return Write(path, overwrite, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}, nil)
}

// Write is [WriteFile] with the content produced by write and an
// optional check of the finished temporary file (by name) before it
// takes the final name.
func Write(path string, overwrite bool, write func(io.Writer) error, check func(tmp string) error) error {
	f, err := Stage(path, overwrite, write, check)
	if err != nil {
		return err
	}
	return Commit([]*File{f})[0]
}

// File is a finished file under a temporary name (Tmp) beside its final
// path (Path), not yet synced nor renamed: see [Commit].
type File struct {
	Tmp, Path string
	overwrite bool
	dev       uint64 // its file system (see Sync)
}

// Stage writes a temporary file (mode 0600, as os.CreateTemp makes it)
// in the directory of path with write, closes it and runs check on it.
// On error nothing is left behind.
func Stage(path string, overwrite bool, write func(io.Writer) error, check func(tmp string) error) (*File, error) {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.omp-redact.tmp")
	if err != nil {
		return nil, nameOutput(err, path)
	}
	f := &File{Tmp: tmp.Name(), Path: path, overwrite: overwrite}
	Track(f.Tmp)
	fail := func(e error) (*File, error) {
		tmp.Close()
		Remove(f.Tmp)
		return nil, nameOutput(e, path)
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
		if err := check(f.Tmp); err != nil {
			Remove(f.Tmp)
			return nil, err
		}
	}
	return f, nil
}

// nameOutput makes an error about the temporary file (a full disk, a
// file size limit, a directory that refuses new files) name the output
// path instead: the temporary file is gone when the message is read.
func nameOutput(err error, path string) error {
	var pe *fs.PathError
	if errors.As(err, &pe) && strings.HasSuffix(pe.Path, ".omp-redact.tmp") {
		return &fs.PathError{Op: pe.Op, Path: path, Err: pe.Err}
	}
	return err
}

// Commit makes staged files durable, then gives them their final names
// in order; errs[i] is the outcome of files[i]. Nothing is renamed
// before every file is synced, so a crash at any moment, a power loss
// included, never shows a half-written file under a final name; a batch
// costs one flush per file system instead of one fsync per file (see
// Sync). Without overwrite an existing path is an error ([ErrExists]),
// checked atomically with a hard link.
func Commit(files []*File) []error {
	errs := make([]error, len(files))
	if err := Sync(files); err != nil {
		for i, f := range files {
			Remove(f.Tmp)
			errs[i] = err
		}
		return errs
	}
	dirs := map[string]bool{}
	for i, f := range files {
		var err error
		if f.overwrite {
			if err = replaceable(f.Path); err == nil {
				err = os.Rename(f.Tmp, f.Path)
				dirs[filepath.Dir(f.Path)] = true
			}
		} else {
			err = os.Link(f.Tmp, f.Path)
			if errors.Is(err, fs.ErrExist) {
				err = fmt.Errorf("%s: %w", f.Path, ErrExists)
			}
		}
		if err == nil && f.overwrite {
			Forget(f.Tmp) // renamed: the name is gone
		} else {
			Remove(f.Tmp)
		}
		errs[i] = err
	}
	// Replacing a file (--in-place, --force): make the rename itself
	// durable. A new file needs no directory sync for the guarantee that
	// matters: its name never shows a half-written file.
	for dir := range dirs {
		SyncDir(dir)
	}
	return errs
}

// replaceable reports why path must not be replaced by a rename: it is
// a symbolic link, a FIFO, a device or a directory. --force overwrites a
// file; renaming over a link would cut it (its target kept the old
// content while the user believes it replaced), and a FIFO or a device
// is someone's channel, not an output.
func replaceable(path string) error {
	fi, err := os.Lstat(path)
	if err != nil || fi.Mode().IsRegular() {
		return nil // absent (the rename creates it) or a regular file
	}
	kind := "not a regular file"
	switch m := fi.Mode(); {
	case m&fs.ModeSymlink != 0:
		kind = "a symbolic link"
	case m&fs.ModeNamedPipe != 0:
		kind = "a FIFO"
	case m&fs.ModeDevice != 0:
		kind = "a device"
	case m.IsDir():
		kind = "a directory"
	}
	return fmt.Errorf("%s: exists and is %s; not replacing it (remove it, or write elsewhere)", path, kind)
}

// SyncDir makes a rename durable; errors are ignored (not every file
// system supports it).
func SyncDir(dir string) {
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
