package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/internal/pipeline"
	"github.com/omp-redact/omp-redact/report"
)

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

// scanInputs collects the files to scan or check, with the other files
// below a directory scanned as text, and says which were not (skipped:
// the binary ones). foreignAsText scans JSONL files that are no omp
// session as text (check --foreign-jsonl scan).
func scanInputs(io *IO, args []string, skipped string, foreignAsText bool) ([]inputs.Input, []error) {
	ins, others, inErrs := inputs.Collect(args)
	texts, binary := inputs.SplitOthers(others)
	ins = append(ins, texts...)
	for i := range ins {
		ins[i].ForeignAsText = foreignAsText
	}
	for _, e := range inErrs {
		fmt.Fprintf(io.ErrOut, "omp-redact: %v\n", e)
	}
	noteSkipped(io.ErrOut, skipped, binary)
	return ins, inErrs
}

// printFileErrors prints every file error of r on stderr.
func printFileErrors(io *IO, r *report.Report) {
	for _, f := range r.Files {
		for _, e := range f.Errors {
			fmt.Fprintf(io.ErrOut, "omp-redact: %s: %s\n", f.Path, e)
		}
	}
}
