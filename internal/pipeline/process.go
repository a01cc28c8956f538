package pipeline

import (
	"fmt"
	"io"
	"os"
	"runtime"

	"github.com/omp-redact/omp-redact/internal/durable"
	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/internal/mmap"
	"github.com/omp-redact/omp-redact/internal/workpool"
	"github.com/omp-redact/omp-redact/redact"
	"github.com/omp-redact/omp-redact/session"
)

// Outcome is the result of processing one input.
type Outcome struct {
	In   inputs.Input
	Data []byte
	Size int64
	Res  *redact.Result
	Err  error  // input error: unreadable, binary, unsupported version
	done func() // releases a mapped input; called when the caller is done with the outcome

	// Set by a post step (redact writes files from the workers).
	Posted   bool
	Staged   *durable.File // written under a temporary name, to be committed
	Dest     string
	WriteErr error
}

// Options say how inputs are read and processed.
type Options struct {
	Stdin  io.Reader // read for the input "-"
	Limits inputs.Limits
	// NeedOutput builds the redacted bytes; without it (scan, check) only
	// the report is made.
	NeedOutput bool
	// Post, when not nil, runs in the worker right after an input is
	// processed (redact verifies and writes files there, so writes overlap
	// with work).
	Post func(*Outcome)
}

// Process runs the engine over ins with bounded parallelism and calls
// each in input order, so output is deterministic. At most a few files are
// held in memory at once; large files are mapped and streamed. An error
// from each stops the run; what a worker staged for an outcome that is
// not committed is removed.
func Process(eng *redact.Engine, ins []inputs.Input, opts Options, each func(Outcome) error) error {
	// Twice the cores: redact workers also wait on writes and fsync.
	workers := min(2*runtime.GOMAXPROCS(0), 8)
	finish := func(o Outcome) {
		if o.done != nil {
			o.done()
		}
	}
	return workpool.Ordered(len(ins), workers, workers*2, func(i int) Outcome {
		o := runOne(eng, ins[i], opts)
		if opts.Post != nil {
			opts.Post(&o)
		}
		return o
	}, func(o Outcome) error {
		defer finish(o)
		err := each(o)
		if err != nil {
			discard(o)
		}
		return err
	}, func(o Outcome) {
		discard(o) // the run failed: staged outputs are never committed
		finish(o)
	})
}

// runOne reads and processes one input; without NeedOutput (scan, check)
// the redacted bytes are never built.
func runOne(eng *redact.Engine, in inputs.Input, opts Options) Outcome {
	o := Outcome{In: in}
	var data []byte
	var err error
	var releaseFn func(off, n int64)
	switch {
	case in.Path == "-":
		data, err = inputs.ReadAll(opts.Stdin, opts.Limits.MaxStdin)
	case inputs.Size(in.Path) >= opts.Limits.MapFrom && !in.Text:
		data, releaseFn, o.done, err = mmap.Map(in.Path)
	default:
		data, err = os.ReadFile(in.Path)
	}
	if err != nil {
		o.Err = fmt.Errorf("%s: %w", in.Path, inputs.UnwrapPath(err))
		return o
	}
	o.Data, o.Size = data, int64(len(data))
	name := in.Path
	if name == "-" {
		name = "<stdin>"
	}
	if in.Text {
		o.Res = eng.Text(name, data)
		return o
	}
	s, err := session.ParseBytes(data, name, session.Options{Release: releaseFn})
	if err != nil {
		o.Err = err
		return o
	}
	if in.ForeignAsText && s.Header == nil && s.Title == nil && len(s.Lines) > 0 && s.Lines[0].IsRecord() {
		o.Res = eng.Text(name, data)
		return o
	}
	if !inputs.LooksLikeJSONL(s) {
		// As validate says: no line is a JSON object (a bare "null"), so
		// this is no session; writing it back unchanged as "verified"
		// would not fail closed.
		o.Err = fmt.Errorf("%s: not a session file: no line is a JSON object", name)
		return o
	}
	if releaseFn != nil || !opts.NeedOutput {
		o.Res = eng.SessionStream(s, data) // WriteTo streams the output
		return o
	}
	o.Res = eng.SessionParsed(s, data)
	return o
}

// discard removes what a worker staged for an outcome that will not be
// committed, so a failed run leaves no hidden temporary file.
func discard(o Outcome) {
	if o.Staged != nil {
		durable.Remove(o.Staged.Tmp)
	}
}
