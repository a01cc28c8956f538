package main

import (
	"fmt"
	stdio "io"

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

	col review.Collector // by input path
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
func (r *reviewOptions) capture(o *pipeline.Outcome) {
	if !r.on() || o.Err != nil || o.Res == nil || o.Res.Fatal != nil {
		return
	}
	r.col.Add(o.In.Path, o.Data, o.Res.Output, &o.Res.File)
}

// finish prints the diffs and writes the page, in input order. Diffs go
// to stderr when the redacted session itself went to stdout (no -o, or
// -o -); -o naming a device or FIFO leaves stdout to the diff.
func (r *reviewOptions) finish(io *IO, ins []inputs.Input, sessionOnStdout bool, mask func(string) string) error {
	if !r.on() {
		return nil
	}
	files := r.col.Files(len(ins), func(i int) string { return ins[i].Path }, func(i int, err error) {
		fmt.Fprintf(io.ErrOut, "omp-redact: review of %s: %s\n", mask(ins[i].Display()), mask(err.Error()))
	})
	if r.diff {
		out := io.Out
		if sessionOnStdout {
			out = io.ErrOut
		}
		if err := review.WriteDiffs(out, files, review.DiffOptions{Context: r.context}); err != nil {
			return err
		}
	}
	if r.html == "" {
		return nil
	}
	return outfile.Write(io.Out, r.html, func(w stdio.Writer) error { return review.WriteHTML(w, files) })
}
