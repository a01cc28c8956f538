package main

import (
	stdio "io"
	"os"

	"github.com/omp-redact/omp-redact/internal/outfile"
	"github.com/omp-redact/omp-redact/internal/scanrun"
	"github.com/omp-redact/omp-redact/report"
	"github.com/spf13/cobra"
)

func init() { register(newCmdScan) }

type scanOptions struct {
	engineFlags
}

func newCmdScan(io *IO) *cobra.Command {
	opts := &scanOptions{}
	cmd := &cobra.Command{
		Use:   "scan [flags] PATH...",
		Short: "Find secrets in sessions without changing anything",
		Long:  longHelp("scan"),
		Example: `  omp-redact scan ~/.omp/agent/sessions
  omp-redact scan --format json session.jsonl > findings.json
  omp-redact scan --format sarif -o results.sarif sessions/
  cat session.jsonl | omp-redact scan -`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error { return runScan(cmd, io, opts, args) },
	}
	opts.register(cmd, "default")
	cmd.Flags().BoolVar(&opts.showPreview, "show-preview", false, "add the first 4 characters and the length of each secret")
	opts.registerResult(cmd)
	opts.registerQuiet(cmd, "no progress bar")
	return cmd
}

func runScan(cmd *cobra.Command, io *IO, opts *scanOptions, args []string) error {
	format, err := reportFormat(cmd, "format", opts.format, opts.output)
	if err != nil {
		return err
	}
	opts.format = format
	opts.skipValidation = true
	// scan's own json and text writers (report.WriteScan) show no file's
	// SHA-256; the report formats (sarif, markdown) may.
	opts.skipHashes = format == "json" || format == "text"
	eng, pol, set, err := opts.engine(cmd, io)
	if err != nil {
		return err
	}
	ins, inErrs := scanInputs(io, args, "not scanned (binary, not a session):", false)
	b := newReportBuilder("scan", pol, set, eng.Mask)
	bar := newProgressFor(io, ins, opts.quiet, opts.noProgress)
	err = scanrun.Run(eng, ins, pipelineOptions(io, false, nil), bar, b, func(f *report.File) {
		f.Changes, f.Invalidations, f.Resumable = nil, nil, nil // scan only detects
	})
	if err != nil {
		return err
	}
	r := b.Finish()
	incomplete := len(inErrs) > 0 || r.Summary.Errors > 0
	err = outfile.Write(io.Out, opts.output, func(w stdio.Writer) error {
		return report.WriteScan(w, r, opts.format, inErrs, report.Options{Source: os.ReadFile, Mask: eng.Masker()})
	})
	if err != nil {
		return err
	}
	printFileErrors(io, r)
	switch {
	case incomplete:
		return silentError{code: exitError}
	case r.Summary.Findings > 0:
		return errNo
	}
	return nil
}
