package main

import (
	"fmt"
	stdio "io"
	"os"

	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/internal/outfile"
	"github.com/omp-redact/omp-redact/internal/scanrun"
	"github.com/omp-redact/omp-redact/internal/userkey"
	"github.com/omp-redact/omp-redact/redact"
	"github.com/omp-redact/omp-redact/report"
	"github.com/omp-redact/omp-redact/rules"
	"github.com/spf13/cobra"
)

func init() { register(newCmdCheck) }

type checkOptions struct {
	engineFlags
	baseline      string
	writeBaseline string
	failOn        string
	foreignJSONL  string
}

func newCmdCheck(io *IO) *cobra.Command {
	opts := &checkOptions{}
	cmd := &cobra.Command{
		Use:   "check [flags] PATH...",
		Short: "Gate sessions against a policy (for CI); writes nothing",
		Long:  longHelp("check"),
		Example: `  omp-redact check sessions/
  omp-redact check --profile strict --fail-on high --format sarif -o results.sarif sessions/
  omp-redact check --write-baseline .omp-redact-baseline.json sessions/
  omp-redact check --baseline .omp-redact-baseline.json --format markdown sessions/ >> "$GITHUB_STEP_SUMMARY"`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error { return runCheck(cmd, io, opts, args) },
	}
	opts.register(cmd, "default")
	fl := cmd.Flags()
	fl.StringVar(&opts.baseline, "baseline", "", "suppress the findings recorded in baseline `file`")
	fl.StringVar(&opts.writeBaseline, "write-baseline", "", "record the current findings in baseline `file` and exit 0")
	fl.StringVar(&opts.foreignJSONL, "foreign-jsonl", "invalid", "a JSONL file that is no omp session (no session header): `invalid` (a violation) or scan (for secrets, as text)")
	fl.StringVar(&opts.failOn, "fail-on", "low", "lowest finding `severity` that fails: low, medium, high or critical")
	opts.registerResult(cmd)
	opts.registerQuiet(cmd, "no summary on stderr and no progress")
	return cmd
}

func runCheck(cmd *cobra.Command, io *IO, opts *checkOptions, args []string) error {
	format, err := reportFormat(cmd, "format", opts.format, opts.output)
	if err != nil {
		return err
	}
	opts.format = format
	if opts.foreignJSONL != "invalid" && opts.foreignJSONL != "scan" {
		return usageError(fmt.Sprintf("unknown --foreign-jsonl %q (want invalid or scan)", opts.foreignJSONL))
	}
	failOn, err := rules.ParseSeverity(opts.failOn)
	if err != nil {
		return usageError(fmt.Sprintf("--fail-on: %v", err))
	}
	eng, pol, set, err := opts.engine(cmd, io)
	if err != nil {
		return err
	}
	keyID := report.KeyID(opts.usedKey)
	base, err := loadCheckBaseline(io, opts, keyID)
	if err != nil {
		return err
	}
	if opts.writeBaseline != "" && opts.keySource == userkey.FromRandom {
		return fmt.Errorf("--write-baseline needs a stable fingerprint key: give --key-file or $OMP_REDACT_KEY (no home directory for a per-user key)")
	}
	ins, inErrs := scanInputs(io, args, "not checked (binary, not a session):", opts.foreignJSONL == "scan")
	b := newReportBuilder("check", pol, set, eng.Mask)
	if err := checkFiles(io, opts, eng, b, ins, failOn); err != nil {
		return err
	}
	r := b.Finish()
	incomplete := r.Summary.Errors > 0 || len(inErrs) > 0
	if opts.writeBaseline != "" {
		return writeCheckBaseline(io, opts, r, keyID, incomplete)
	}
	if base != nil {
		stats := base.Apply(r)
		stats.Path = opts.baseline
		r.Baseline = &stats
	}
	err = outfile.Write(io.Out, opts.output, func(w stdio.Writer) error {
		return report.Write(w, r, opts.format, report.Options{Level: pol.ReportLevel, Source: os.ReadFile, Mask: eng.Masker()})
	})
	if err != nil {
		return err
	}
	violations := r.OpenViolations()
	printCheckSummary(io, opts, r, violations)
	switch {
	case incomplete:
		return silentError{code: exitError}
	case violations > 0:
		return errNo
	}
	return nil
}

// loadCheckBaseline loads --baseline, if given, and refuses one written
// with another fingerprint key.
func loadCheckBaseline(io *IO, opts *checkOptions, keyID string) (*report.Baseline, error) {
	if opts.baseline == "" {
		return nil, nil
	}
	base, err := report.LoadBaselineKeyed(opts.baseline, keyID)
	if err != nil {
		return nil, err
	}
	if base.KeyID == "" && !opts.quiet {
		fmt.Fprintf(io.ErrOut, "omp-redact: %s has no key id (an older baseline): it matches only if this run uses the key it was written with (%s now)\n", opts.baseline, opts.keySource)
	}
	return base, nil
}

// checkFiles scans the inputs and adds each file, with its violations,
// to b.
func checkFiles(io *IO, opts *checkOptions, eng *redact.Engine, b *report.Builder, ins []inputs.Input, failOn rules.Severity) error {
	bar := newProgressFor(io, ins, opts.quiet, opts.noProgress)
	return scanrun.Run(eng, ins, pipelineOptions(io, false, nil), bar, b, func(f *report.File) {
		f.Output, f.OutputSHA256 = "", ""
		f.Violations = append(f.Violations, redact.GateViolations(f, failOn)...)
	})
}

// writeCheckBaseline writes --write-baseline; check then exits 0 unless
// a file could not be checked.
func writeCheckBaseline(io *IO, opts *checkOptions, r *report.Report, keyID string, incomplete bool) error {
	err := outfile.Write(io.Out, opts.writeBaseline, func(w stdio.Writer) error { return report.WriteBaselineKey(w, r, keyID) })
	if err != nil {
		return err
	}
	if !opts.quiet {
		fmt.Fprintf(io.ErrOut, "omp-redact: baseline of %d finding(s) written to %s (key id %s, %s)\n", r.Summary.Findings, opts.writeBaseline, keyID, opts.keySource)
	}
	if incomplete {
		return silentError{code: exitError}
	}
	return nil
}

// printCheckSummary prints the totals (unless --quiet) and every file
// error on stderr.
func printCheckSummary(io *IO, opts *checkOptions, r *report.Report, violations int) {
	if !opts.quiet {
		fmt.Fprintf(io.ErrOut, "omp-redact: %d file(s), %d violation(s), %d finding(s)", r.Summary.Files, violations, r.Summary.Findings)
		if r.Baseline != nil {
			fmt.Fprintf(io.ErrOut, ", %d suppressed by the baseline, %d stale baseline entr(ies)", r.Baseline.Suppressed, r.Baseline.Stale)
		}
		fmt.Fprintln(io.ErrOut)
	}
	printFileErrors(io, r)
}
