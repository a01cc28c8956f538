package main

import (
	"fmt"
	stdio "io"
	"os"

	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/internal/outfile"
	"github.com/omp-redact/omp-redact/internal/pipeline"
	"github.com/omp-redact/omp-redact/internal/redactrun"
	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/redact"
	"github.com/omp-redact/omp-redact/report"
	"github.com/spf13/cobra"
)

func init() { register(newCmdRedact) }

type redactOptions struct {
	engineFlags
	run          redactrun.Options // where outputs go (-o, --in-place, --backup, --force, --dry-run, --blobs, --out-blobs)
	reportFile   string
	reportFormat string
	review       reviewOptions // --diff, --review (review.go)
}

func newCmdRedact(io *IO) *cobra.Command {
	opts := &redactOptions{}
	cmd := &cobra.Command{
		Use:   "redact [flags] PATH...",
		Short: "Write redacted copies of sessions",
		Long:  longHelp("redact"),
		Example: `  omp-redact redact session.jsonl > shared.jsonl
  omp-redact redact --profile share -o shared/ ~/.omp/agent/sessions/--work-app--
  omp-redact redact --in-place --backup .orig session.jsonl
  omp-redact redact --dry-run --policy policy.yaml session.jsonl
  omp-redact redact -o out.jsonl --report report.md --report-format markdown session.jsonl`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error { return runRedact(cmd, io, opts, args) },
	}
	opts.register(cmd, "default")
	fl := cmd.Flags()
	fl.StringVarP(&opts.run.Output, "output", "o", "", "output `file` or directory")
	fl.BoolVarP(&opts.run.InPlace, "in-place", "i", false, "rewrite the inputs in place (atomic rename)")
	fl.StringVar(&opts.run.Backup, "backup", "", "with --in-place, keep the original as PATH`SUFFIX`")
	fl.BoolVar(&opts.run.Force, "force", false, "overwrite existing outputs")
	fl.BoolVarP(&opts.run.DryRun, "dry-run", "n", false, "print the plan and write nothing")
	fl.StringVar(&opts.reportFile, "report", "", "write a redaction report to `file`")
	fl.StringVar(&opts.reportFormat, "report-format", "json", "report `format`: json, markdown, text or sarif (default: from the --report file's extension, else json)")
	fl.StringVar(&opts.run.Blobs, "blobs", "", "blob store `dir` of the inputs (default: blobs/ in or beside the input directory)")
	fl.StringVar(&opts.run.OutBlobs, "out-blobs", "", "where to copy referenced blobs (default: OUTPUT/blobs)")
	opts.registerQuiet(cmd, "no summary line and no progress on stderr")
	opts.review.register(cmd)
	return cmd
}

// runRedact redacts the inputs (see redactrun) and prints what was done.
func runRedact(cmd *cobra.Command, io *IO, opts *redactOptions, args []string) error {
	dirMode, err := checkRedactFlags(cmd, opts, args)
	if err != nil {
		return err
	}
	opts.fixpoint = true
	eng, pol, set, err := opts.engine(cmd, io)
	if err != nil {
		return err
	}
	ins, inErrs := redactInputs(io, opts, args)
	read := pipelineOptions(io, true, nil)
	eng = pipeline.FirstPass(eng, ins, read.Limits) // every file's secrets, before any is written
	opts.review.col.Mask = eng.Mask
	ro := opts.run
	ro.DirMode, ro.Stdout, ro.Log, ro.Read = dirMode || len(args) > 1, io.Out, io.ErrOut, read
	ro.Progress, ro.Capture = newProgressFor(io, ins, opts.quiet, opts.noProgress), opts.review.capture
	run, err := redactrun.New(eng, newReportBuilder("redact", pol, set, eng.Mask), ro)
	if err != nil {
		return err
	}
	defer run.Close()
	r, err := run.Process(ins)
	if err != nil {
		return err
	}
	if err := opts.review.finish(io, ins, run.SessionOnStdout(), eng.Mask); err != nil {
		return err
	}
	if err := writeRedactReport(io, opts, pol, eng, r); err != nil {
		return err
	}
	if !opts.quiet {
		printRedactSummary(io, opts, r, run.Failed+run.InputFailed, len(inErrs))
	}
	switch {
	case len(inErrs) > 0 || run.InputFailed > 0:
		return silentError{code: exitError}
	case run.Failed > 0 || r.Summary.Violations > 0:
		return errNo
	}
	return nil
}

// checkRedactFlags refuses flag combinations that cannot work, before
// anything is read; dirMode is whether an argument is a directory.
func checkRedactFlags(cmd *cobra.Command, opts *redactOptions, args []string) (dirMode bool, err error) {
	if opts.reportFormat, err = reportFormat(cmd, "report-format", opts.reportFormat, opts.reportFile); err != nil {
		return false, err
	}
	if opts.run.InPlace && opts.run.Output != "" {
		return false, usageError("--in-place and --output are mutually exclusive")
	}
	if opts.run.Backup != "" && !opts.run.InPlace {
		return false, usageError("--backup needs --in-place")
	}
	if err := opts.review.check(); err != nil {
		return false, err
	}
	for _, a := range args {
		if fi, err := os.Stat(a); err == nil && fi.IsDir() {
			dirMode = true
		}
		if a == "-" && opts.run.InPlace {
			return false, usageError("cannot redact standard input in place")
		}
	}
	if dirMode && opts.run.Output == "" && !opts.run.InPlace && !opts.run.DryRun {
		return false, usageError("a directory needs -o DIR or --in-place")
	}
	if fi, err := os.Stat(opts.run.Output); !dirMode && len(args) > 1 && !opts.run.InPlace && !opts.run.DryRun && (err != nil || !fi.IsDir()) {
		return false, usageError("several inputs need -o DIR (an existing directory) or --in-place")
	}
	return dirMode, nil
}

// redactInputs collects the files to redact and says which are not.
func redactInputs(io *IO, opts *redactOptions, args []string) ([]inputs.Input, []error) {
	ins, others, inErrs := inputs.Collect(args)
	for _, e := range inErrs {
		fmt.Fprintf(io.ErrOut, "omp-redact: %v\n", e)
	}
	var skipped []string
	for _, o := range others {
		skipped = append(skipped, o.Path)
	}
	noteSkipped(io.ErrOut, "not copied (neither a session nor a text artifact):", skipped)
	ins, backups := redactrun.WithoutBackups(ins, args, opts.run.InPlace, opts.run.Backup)
	noteSkipped(io.ErrOut, "kept as they are (backups made by --backup "+opts.run.Backup+"):", backups)
	return ins, inErrs
}

// writeRedactReport writes --report, if given.
func writeRedactReport(io *IO, opts *redactOptions, pol *policy.Policy, eng *redact.Engine, r *report.Report) error {
	if opts.reportFile == "" {
		return nil
	}
	ro := report.Options{Level: pol.ReportLevel, Mask: eng.Masker()}
	if !opts.run.InPlace {
		ro.Source = os.ReadFile // columns in UTF-16 units for SARIF
	}
	return outfile.Write(io.Out, opts.reportFile, func(w stdio.Writer) error {
		return report.Write(w, r, opts.reportFormat, ro)
	})
}

// printRedactSummary prints the run's totals and what was not written.
func printRedactSummary(io *IO, opts *redactOptions, r *report.Report, notWritten, inErrs int) {
	verb := "written and verified"
	switch {
	case opts.run.DryRun:
		verb = "dry run, nothing written"
	case notWritten > 0 && inErrs > 0:
		verb = fmt.Sprintf("%d file(s) not written, %d input(s) not found or unreadable", notWritten, inErrs)
	case notWritten > 0:
		verb = fmt.Sprintf("%d file(s) not written", notWritten)
	case inErrs > 0:
		verb = fmt.Sprintf("%d input(s) not found or unreadable", inErrs)
	case r.Summary.Files == 0:
		verb = "nothing to write"
	}
	fmt.Fprintf(io.ErrOut, "omp-redact: %d file(s), %d finding(s), %d change(s), %d invalidation(s), %d violation(s); %s\n",
		r.Summary.Files, r.Summary.Findings, r.Summary.Changes, r.Summary.Invalidations, r.Summary.Violations, verb)
}
