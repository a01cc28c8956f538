package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"github.com/omp-redact/omp-redact/internal/durable"
	"github.com/omp-redact/omp-redact/internal/mmap"
	"github.com/omp-redact/omp-redact/internal/progress"
	"github.com/omp-redact/omp-redact/internal/workpool"
	"github.com/omp-redact/omp-redact/redact"
	"github.com/omp-redact/omp-redact/session"
)

// input is one file to process.
type input struct {
	path string // as found; "-" for standard input
	root string // the argument it was found under
	rel  string // path relative to root (the base name for a file argument)
	text bool   // a plain-text artifact, not a session

	// foreignAsText: a JSONL file that is not an omp session at all (no
	// session header, no title slot) is scanned as text instead of being
	// validated as a broken session (check --foreign-jsonl scan).
	foreignAsText bool
}

// collectInputs expands the PATH arguments: "-" is standard input, a file
// is itself, a directory is every session and plain-text artifact below it.
// Errors name their path; the other inputs are still returned. A path
// that is not a regular file (a FIFO, a device, a socket) is an error, as
// in validate: reading it could block forever or never end.
//
// Other files below a directory (neither sessions nor known text
// artifacts) are returned in others (see [splitOthers]); the caller
// scans them as text or says that it skipped them.
func collectInputs(args []string) (inputs []input, others []input, errs []error) {
	for _, a := range args {
		if a == "-" {
			inputs = append(inputs, input{path: "-", root: "-", rel: "-"})
			continue
		}
		fi, err := os.Stat(a)
		if err == nil && !fi.IsDir() {
			if !fi.Mode().IsRegular() {
				errs = append(errs, fmt.Errorf("%s: not a regular file (%s); pipe it to standard input (-) instead", a, fileType(fi.Mode())))
				continue
			}
			inputs = append(inputs, input{path: a, root: filepath.Dir(a), rel: filepath.Base(a), text: !looksLikeSession(a)})
			continue
		}
		sessions, texts, rest, es := session.FindAll(a)
		if len(rest) > 0 {
			// The directory is not empty: its other files are reported.
			es = slices.DeleteFunc(es, func(e error) bool { return errors.Is(e, session.ErrNoSessions) })
		}
		errs = append(errs, es...)
		for _, p := range sessions {
			inputs = append(inputs, input{path: p, root: a, rel: relTo(a, p)})
		}
		for _, p := range texts {
			inputs = append(inputs, input{path: p, root: a, rel: relTo(a, p), text: true})
		}
		for _, p := range rest {
			others = append(others, input{path: p, root: a, rel: relTo(a, p), text: true})
		}
	}
	return inputs, others, errs
}

// fileType names the kind of a file that is not regular.
func fileType(m os.FileMode) string {
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

// splitOthers sorts the other files of a directory input into text files,
// which are scanned as text, and binary ones (a NUL byte in the first 8
// KiB), which cannot be scanned.
func splitOthers(others []input) (text []input, binary []string) {
	for _, in := range others {
		if isBinaryFile(in.path) {
			binary = append(binary, in.path)
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

func relTo(root, p string) string {
	r, err := filepath.Rel(root, p)
	if err != nil {
		return filepath.Base(p)
	}
	return r
}

// looksLikeSession tells a session given by name on the command line from
// a text file: session names, or a first non-blank line that is a JSON
// object.
func looksLikeSession(path string) bool {
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

// outcome is the result of processing one input.
type outcome struct {
	in   input
	data []byte
	size int64
	res  *redact.Result
	err  error  // input error: unreadable, binary, unsupported version
	done func() // releases a mapped input; call when finished with the outcome

	// Set by a post step (redact writes files from the workers).
	posted   bool
	staged   *durable.File // written under a temporary name, to be committed
	dest     string
	writeErr error
}

// process runs the engine over inputs with bounded parallelism and calls
// each in input order, so output is deterministic. At most a few files are
// held in memory at once; large files are mapped and streamed.
// post, when not nil, runs in the worker right after an input is processed
// (redact verifies and writes files there, so writes overlap with work).
func process(io *IO, eng *redact.Engine, inputs []input, needOutput bool, post func(*outcome), each func(outcome) error) error {
	// Twice the cores: redact workers also wait on writes and fsync.
	workers := min(2*runtime.GOMAXPROCS(0), 8)
	finish := func(o outcome) {
		if o.done != nil {
			o.done()
		}
	}
	return workpool.Ordered(len(inputs), workers, workers*2, func(i int) outcome {
		o := runOne(io, eng, inputs[i], needOutput)
		if post != nil {
			post(&o)
		}
		return o
	}, func(o outcome) error {
		defer finish(o)
		err := each(o)
		if err != nil {
			discard(o)
		}
		return err
	}, func(o outcome) {
		discard(o) // the run failed: staged outputs are never committed
		finish(o)
	})
}

// runOne reads and processes one input; without needOutput (scan, check)
// the redacted bytes are never built.
func runOne(io *IO, eng *redact.Engine, in input, needOutput bool) outcome {
	o := outcome{in: in}
	var data []byte
	var err error
	var releaseFn func(off, n int64)
	switch {
	case in.path == "-":
		data, err = readAllFrom(io.In, maxStdin(io))
	case fileSize(in.path) >= mapLimit(io) && !in.text:
		data, releaseFn, o.done, err = mmap.Map(in.path)
	default:
		data, err = os.ReadFile(in.path)
	}
	if err != nil {
		o.err = fmt.Errorf("%s: %w", in.path, unwrapPath(err))
		return o
	}
	o.data, o.size = data, int64(len(data))
	name := in.path
	if name == "-" {
		name = "<stdin>"
	}
	if in.text {
		o.res = eng.Text(name, data)
		return o
	}
	s, err := session.ParseBytes(data, name, session.Options{Release: releaseFn})
	if err != nil {
		o.err = err
		return o
	}
	if in.foreignAsText && s.Header == nil && s.Title == nil && len(s.Lines) > 0 && s.Lines[0].IsRecord() {
		o.res = eng.Text(name, data)
		return o
	}
	if !looksLikeJSONL(s) {
		// As validate says: no line is a JSON object (a bare "null"), so
		// this is no session; writing it back unchanged as "verified"
		// would not fail closed.
		o.err = fmt.Errorf("%s: not a session file: no line is a JSON object", name)
		return o
	}
	if releaseFn != nil || !needOutput {
		o.res = eng.SessionStream(s, data) // WriteTo streams the output
		return o
	}
	o.res = eng.SessionParsed(s, data)
	return o
}

// discard removes what a worker staged for an outcome that will not be
// committed, so a failed run leaves no hidden temporary file.
func discard(o outcome) {
	if o.staged != nil {
		durable.Remove(o.staged.Tmp)
	}
}

func fileSize(path string) int64 {
	fi, err := os.Stat(path)
	if err != nil {
		return 0
	}
	return fi.Size()
}

// defaultMaxStdin bounds what is read from standard input, which has no
// size to check beforehand (a pipe, or /dev/zero redirected to it).
const defaultMaxStdin = 1 << 30

// maxStdin is defaultMaxStdin, or OMP_REDACT_MAX_STDIN (bytes) for tests.
func maxStdin(io *IO) int64 {
	if io.Getenv == nil {
		return defaultMaxStdin
	}
	if v := io.Getenv("OMP_REDACT_MAX_STDIN"); v != "" {
		if n, err := strconv.ParseInt(v, 10, 64); err == nil && n > 0 {
			return n
		}
	}
	return defaultMaxStdin
}

// readAllFrom reads r to its end, but at most limit bytes: more is an
// error, never an out-of-memory crash.
func readAllFrom(r io.Reader, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("standard input is larger than %s; give the file as a path instead", progress.Bytes(limit))
	}
	return data, nil
}

func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// mapLimit is the input size from which files are mapped and streamed;
// OMP_REDACT_MAP_THRESHOLD (bytes) lowers it so tests can take that path
// with small files.
func mapLimit(io *IO) int64 {
	if v := io.Getenv("OMP_REDACT_MAP_THRESHOLD"); v != "" {
		if n, err := strconv.ParseInt(v, 10, 64); err == nil {
			return n
		}
	}
	return mmap.Threshold
}
