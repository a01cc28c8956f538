package main

import (
	"bytes"
	"fmt"
	"sync"

	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/internal/outfile"
	"github.com/omp-redact/omp-redact/internal/pipeline"
	"github.com/omp-redact/omp-redact/review"
	"github.com/spf13/cobra"
)

// reviewOptions are redact's review flags (--diff, --diff-context,
// --review). The review is built in the workers, from each file's input,
// output and report before the output is written and released, and
// printed once every file is done, in input order.
type reviewOptions struct {
	diff    bool
	context int
	html    string

	mu    sync.Mutex
	files map[string]*review.File // by input path
	errs  map[string]error
}

func (r *reviewOptions) register(cmd *cobra.Command) {
	fl := cmd.Flags()
	fl.BoolVar(&r.diff, "diff", false, "print what changes per file (redacted side only, never a secret): to stdout, or to stderr when the redacted session goes to stdout")
	fl.IntVar(&r.context, "diff-context", 3, "with --diff, `N` neighbouring lines shown around each change")
	fl.StringVar(&r.html, "review", "", "write a self-contained HTML review page to `file` (0600)")
}

// check validates the flags before anything runs.
func (r *reviewOptions) check() error {
	if r.context < 0 {
		return usageError("--diff-context must not be negative")
	}
	return nil
}

func (r *reviewOptions) on() bool { return r.diff || r.html != "" }

// capture builds the review of an outcome whose output is safe to write
// (verified, no violation); call it before the output is released.
func (r *reviewOptions) capture(o *pipeline.Outcome, mask func(string) string) {
	if !r.on() || o.Err != nil || o.Res == nil || o.Res.Fatal != nil {
		return
	}
	f, err := review.Build(o.Data, o.Res.Output, &o.Res.File, review.Options{Mask: mask})
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.files == nil {
		r.files, r.errs = map[string]*review.File{}, map[string]error{}
	}
	r.files[o.In.Path], r.errs[o.In.Path] = f, err
}

// finish prints the diffs and writes the page, in input order. Diffs go
// to stderr when the redacted session itself went to stdout (no -o, or
// -o -); -o naming a device or FIFO leaves stdout to the diff.
func (r *reviewOptions) finish(io *IO, ins []inputs.Input, sessionOnStdout bool, mask func(string) string) error {
	if !r.on() {
		return nil
	}
	var files []*review.File
	for _, in := range ins {
		if err := r.errs[in.Path]; err != nil {
			fmt.Fprintf(io.ErrOut, "omp-redact: review of %s: %s\n", mask(in.Display()), mask(err.Error()))
		}
		if f := r.files[in.Path]; f != nil {
			files = append(files, f)
		}
	}
	if r.diff {
		out := io.Out
		if sessionOnStdout {
			out = io.ErrOut
		}
		var buf bytes.Buffer
		for _, f := range files {
			if err := review.WriteDiff(&buf, f, review.DiffOptions{Context: r.context}); err != nil {
				return err
			}
		}
		if _, err := out.Write(buf.Bytes()); err != nil {
			return err
		}
	}
	if r.html == "" {
		return nil
	}
	w, closeFn, err := outfile.Open(io.Out, r.html)
	if err != nil {
		return err
	}
	err = review.WriteHTML(w, files)
	if cerr := closeFn(); err == nil {
		err = cerr
	}
	return err
}
