package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/omp-redact/omp-redact/internal/durable"
	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/internal/pipeline"
)

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
	return &buf, func() error { return durable.WriteFile(dest, buf.Bytes(), true) }, nil
}

// writeOutput writes a result file (see openOutput) with write.
func writeOutput(io *IO, path string, write func(io.Writer) error) error {
	w, closeOut, err := openOutput(io, path)
	if err != nil {
		return err
	}
	err = write(w)
	if cerr := closeOut(); err == nil {
		err = cerr
	}
	return err
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
		return "", false, fmt.Errorf("%s: is %s, not a file to write", path, inputs.FileType(m))
	}
	return "", false, fmt.Errorf("%s: too many levels of symbolic links", path)
}

// openStream opens a device or FIFO for writing, without creating or
// truncating anything.
func openStream(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_WRONLY, 0)
}

// commonRoot is the root that artifact URIs in reports are relative to:
// the current directory, which is the repository root when run in CI, so
// that GitHub code scanning can resolve them against %SRCROOT%.
func commonRoot([]string) string { return "." }

// noteSkipped says which files below a directory were not scanned, so
// that nothing is skipped silently.
func noteSkipped(w io.Writer, what string, paths []string) {
	if len(paths) == 0 {
		return
	}
	const show = 5
	list := strings.Join(paths[:min(len(paths), show)], ", ")
	if len(paths) > show {
		list += fmt.Sprintf(", … (%d more)", len(paths)-show)
	}
	fmt.Fprintf(w, "omp-redact: %s %d file(s): %s\n", what, len(paths), list)
}

// pipelineOptions are the pipeline's options for a command: standard
// input, the read limits from the environment, and redact's post step.
func pipelineOptions(io *IO, needOutput bool, post func(*pipeline.Outcome)) pipeline.Options {
	return pipeline.Options{Stdin: io.In, Limits: inputs.LimitsFromEnv(io.Getenv), NeedOutput: needOutput, Post: post}
}
