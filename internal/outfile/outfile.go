package outfile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/omp-redact/omp-redact/internal/durable"
	"github.com/omp-redact/omp-redact/internal/inputs"
)

// Open returns a writer for a result file (-o, --report,
// --write-baseline): stdout when path is "" or "-"; a device or FIFO is
// written as a stream, never replaced; a symlink is followed, so the file
// it points to gets the result and the link stays; a regular file (or a
// new one) is a buffer written atomically (mode 0600) by the returned
// close func. Anything else (a directory, a socket, a dangling symlink) is
// an error.
func Open(stdout io.Writer, path string) (io.Writer, func() error, error) {
	w, closeOut, _, err := open(stdout, path)
	return w, closeOut, err
}

// open is Open, and says whether the result is buffered: a buffered
// result that could not be made whole is dropped, not committed.
func open(stdout io.Writer, path string) (w io.Writer, closeOut func() error, buffered bool, err error) {
	if path == "" || path == "-" {
		return stdout, func() error { return nil }, false, nil
	}
	dest, stream, err := Resolve(path)
	if err != nil {
		return nil, nil, false, err
	}
	if stream {
		f, err := OpenStream(dest)
		if err != nil {
			return nil, nil, false, err
		}
		return f, f.Close, false, nil
	}
	var buf bytes.Buffer
	return &buf, func() error { return durable.WriteFile(dest, buf.Bytes(), true) }, true, nil
}

// Write writes a result file (see [Open]) with write. When write fails,
// a file is left as it was: the half-made result is never committed.
func Write(stdout io.Writer, path string, write func(io.Writer) error) error {
	w, closeOut, buffered, err := open(stdout, path)
	if err != nil {
		return err
	}
	err = write(w)
	if err != nil && buffered {
		return err
	}
	if cerr := closeOut(); err == nil {
		err = cerr
	}
	return err
}

// Resolve says where an output named path goes: the path to write
// (symlinks followed, as a shell's ">" follows them: a link to a file not
// there yet creates that file) and whether it is a stream (a character
// device such as /dev/null or /dev/stdout, or a FIFO) rather than a
// regular file to replace atomically. A path that does not exist yet is a
// new regular file.
func Resolve(path string) (dest string, stream bool, err error) {
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
		return "", false, fmt.Errorf("%s: is %s, not a file to write", path, inputs.FileType(m))
	}
	return "", false, fmt.Errorf("%s: too many levels of symbolic links", path)
}

// OpenStream opens a device or FIFO for writing, without creating or
// truncating anything.
func OpenStream(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_WRONLY, 0)
}
