package inputs

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"

	"github.com/omp-redact/omp-redact/session"
)

// Input is one file to process.
type Input struct {
	Path string // as found; "-" for standard input
	Root string // the argument it was found under
	Rel  string // path relative to Root (the base name for a file argument)
	Text bool   // a plain-text artifact, not a session

	// ForeignAsText: a JSONL file that is not an omp session at all (no
	// session header, no title slot) is scanned as text instead of being
	// validated as a broken session (check --foreign-jsonl scan).
	ForeignAsText bool
}

// Display is how the input is named in output and reports.
func (in Input) Display() string {
	if in.Path == "-" {
		return "<stdin>"
	}
	return in.Path
}

// Collect expands the PATH arguments: "-" is standard input, a file
// is itself, a directory is every session and plain-text artifact below it.
// Errors name their path; the other inputs are still returned. A path
// that is not a regular file (a FIFO, a device, a socket) is an error, as
// in validate: reading it could block forever or never end.
//
// Other files below a directory (neither sessions nor known text
// artifacts) are returned in others (see [SplitOthers]); the caller
// scans them as text or says that it skipped them.
func Collect(args []string) (inputs []Input, others []Input, errs []error) {
	for _, a := range args {
		if a == "-" {
			inputs = append(inputs, Input{Path: "-", Root: "-", Rel: "-"})
			continue
		}
		fi, err := os.Stat(a)
		if err == nil && !fi.IsDir() {
			if !fi.Mode().IsRegular() {
				errs = append(errs, fmt.Errorf("%s: not a regular file (%s); pipe it to standard input (-) instead", a, FileType(fi.Mode())))
				continue
			}
			inputs = append(inputs, Input{Path: a, Root: filepath.Dir(a), Rel: filepath.Base(a), Text: !LooksLikeSession(a)})
			continue
		}
		sessions, texts, rest, es := session.FindAll(a)
		if len(rest) > 0 {
			// The directory is not empty: its other files are reported.
			es = slices.DeleteFunc(es, func(e error) bool { return errors.Is(e, session.ErrNoSessions) })
		}
		errs = append(errs, es...)
		for _, p := range sessions {
			inputs = append(inputs, Input{Path: p, Root: a, Rel: relTo(a, p)})
		}
		for _, p := range texts {
			inputs = append(inputs, Input{Path: p, Root: a, Rel: relTo(a, p), Text: true})
		}
		for _, p := range rest {
			others = append(others, Input{Path: p, Root: a, Rel: relTo(a, p), Text: true})
		}
	}
	return inputs, others, errs
}

// FileType names the kind of a file that is not regular.
func FileType(m os.FileMode) string {
	switch {
	case m&os.ModeNamedPipe != 0:
		return "a FIFO"
	case m&os.ModeCharDevice != 0:
		return "a character device"
	case m&os.ModeDevice != 0:
		return "a device"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m.IsDir():
		return "a directory"
	}
	return "irregular"
}

// SplitOthers sorts the other files of a directory input into text files,
// which are scanned as text, and binary ones (a NUL byte in the first 8
// KiB), which cannot be scanned.
func SplitOthers(others []Input) (text []Input, binary []string) {
	for _, in := range others {
		if isBinaryFile(in.Path) {
			binary = append(binary, in.Path)
		} else {
			text = append(text, in)
		}
	}
	return text, binary
}

func isBinaryFile(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false // let the reader report the error
	}
	defer f.Close()
	buf := make([]byte, 8192)
	n, _ := io.ReadFull(f, buf)
	return bytes.IndexByte(buf[:n], 0) >= 0
}

func relTo(root, p string) string {
	r, err := filepath.Rel(root, p)
	if err != nil {
		return filepath.Base(p)
	}
	return r
}

// LooksLikeSession tells a session given by name on the command line from
// a text file: session names, or a first non-blank line that is a JSON
// object.
func LooksLikeSession(path string) bool {
	if session.KindOfName(filepath.Base(path)) != session.NotSession {
		return true
	}
	f, err := os.Open(path)
	if err != nil {
		return true // let the reader report the error
	}
	defer f.Close()
	buf := make([]byte, 4096)
	n, _ := io.ReadFull(f, buf)
	b := bytes.TrimLeft(bytes.TrimPrefix(buf[:n], []byte{0xEF, 0xBB, 0xBF}), " \t\r\n")
	return len(b) > 0 && b[0] == '{'
}
