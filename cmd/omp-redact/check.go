package main

import (
	"fmt"
	"os"

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
	format        string
	output        string
	quiet         bool
	noProgress    bool
}

func newCmdCheck(io *IO) *cobra.Command {
	opts := &checkOptions{}
	cmd := &cobra.Command{
		Use:   "check [flags] PATH...",
		Short: "Gate sessions against a policy (for CI); writes nothing",
		Long: `Evaluate the policy on sessions without changing them, and fail when they are
not compliant. Violations are:
  - findings the policy would act on (any action but keep) at or above --fail-on,
  - content selected by a deny rule,
  - opaque content (signatures, encrypted reasoning) under "opaque: deny",
  - validation errors of a session file.

A baseline (--write-baseline, then --baseline) records accepted findings by
keyed fingerprint, session id, entry id and JSON path, so that appending to a
session does not shift them. It records the id of the fingerprint key too,
and a run with another key is refused (exit 2) rather than matching nothing:
on one machine the per-user key (created in $XDG_CONFIG_HOME/omp-redact/key,
else ~/.config/omp-redact/key) keeps it stable; in CI pass the same key with
--key-file or $OMP_REDACT_KEY from a secret.

Exit status: 0 compliant, 1 violations, 2 error or incomplete work (an
unreadable file or a line that could not be scanned is never compliant).`,
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
	fl.StringVarP(&opts.format, "format", "f", "text", "output `format`: text, json, sarif or markdown (default: from the -o file's extension, else text)")
	fl.StringVarP(&opts.output, "output", "o", "", "write the result to `file` (mode 0600) instead of stdout")
	fl.BoolVarP(&opts.quiet, "quiet", "q", false, "no summary on stderr and no progress")
	fl.BoolVar(&opts.noProgress, "no-progress", false, "no progress bar")
	return cmd
}

func runCheck(cmd *cobra.Command, io *IO, opts *checkOptions, args []string) error {
	if f, ok := formatFromExt(opts.output); ok && !cmd.Flags().Changed("format") {
		opts.format = f // -o x.sarif writes SARIF
	}
	switch opts.format {
	case "text", "json", "sarif", "markdown", "md":
	default:
		return usageError(fmt.Sprintf("unknown --format %q (want text, json, sarif or markdown)", opts.format))
	}
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
	var base *report.Baseline
	if opts.baseline != "" {
		if base, err = report.LoadBaseline(opts.baseline); err != nil {
			return err
		}
		if err := base.CheckKey(keyID); err != nil {
			return err
		}
		if base.KeyID == "" && !opts.quiet {
			fmt.Fprintf(io.ErrOut, "omp-redact: %s has no key id (an older baseline): it matches only if this run uses the key it was written with (%s now)\n", opts.baseline, opts.keySource)
		}
	}
	if opts.writeBaseline != "" && opts.keySource == keyFromRandom {
		return fmt.Errorf("--write-baseline needs a stable fingerprint key: give --key-file or $OMP_REDACT_KEY (no home directory for a per-user key)")
	}
	inputs, others, inErrs := collectInputs(args)
	texts, binary := splitOthers(others)
	inputs = append(inputs, texts...)
	for i := range inputs {
		inputs[i].foreignAsText = opts.foreignJSONL == "scan"
	}
	for _, e := range inErrs {
		fmt.Fprintf(io.ErrOut, "omp-redact: %v\n", e)
	}
	noteSkipped(io.ErrOut, "not checked (binary, not a session):", binary)
	prog := newProgressFor(io, inputs, opts.quiet, opts.noProgress)
	b := newReportBuilder("check", pol, set, commonRoot(args))
	b.mask = eng.Mask
	err = process(io, eng, inputs, false, nil, func(o outcome) error {
		defer prog.Add(1, o.size)
		if o.err != nil {
			b.addError(displayPath(o.in), o.err)
			return nil
		}
		f := o.res.File
		f.Path = displayPath(o.in)
		f.Output, f.OutputSHA256 = "", ""
		f.Violations = append(f.Violations, checkViolations(&f, failOn)...)
		b.add(f)
		return nil
	})
	prog.Done()
	if err != nil {
		return err
	}
	r := b.finish()
	if opts.writeBaseline != "" {
		w, closeOut, err := openOutput(io, opts.writeBaseline)
		if err != nil {
			return err
		}
		err = report.WriteBaselineKey(w, r, keyID)
		if cerr := closeOut(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
		if !opts.quiet {
			fmt.Fprintf(io.ErrOut, "omp-redact: baseline of %d finding(s) written to %s (key id %s, %s)\n", r.Summary.Findings, opts.writeBaseline, keyID, opts.keySource)
		}
		if r.Summary.Errors > 0 || len(inErrs) > 0 {
			return silentError{code: exitError}
		}
		return nil
	}
	if base != nil {
		stats := base.Apply(r)
		stats.Path = opts.baseline
		r.Baseline = &stats
	}
	violations := 0
	for _, f := range r.Files {
		for _, v := range f.Violations {
			if !v.Suppressed {
				violations++
			}
		}
	}
	w, closeOut, err := openOutput(io, opts.output)
	if err != nil {
		return err
	}
	err = report.Write(w, r, opts.format, report.Options{Level: pol.ReportLevel, Source: os.ReadFile, Mask: eng.Masker()})
	if cerr := closeOut(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	if !opts.quiet {
		fmt.Fprintf(io.ErrOut, "omp-redact: %d file(s), %d violation(s), %d finding(s)", r.Summary.Files, violations, r.Summary.Findings)
		if r.Baseline != nil {
			fmt.Fprintf(io.ErrOut, ", %d suppressed by the baseline, %d stale baseline entr(ies)", r.Baseline.Suppressed, r.Baseline.Stale)
		}
		fmt.Fprintln(io.ErrOut)
	}
	for _, f := range r.Files {
		for _, e := range f.Errors {
			fmt.Fprintf(io.ErrOut, "omp-redact: %s: %s\n", f.Path, e)
		}
	}
	switch {
	case r.Summary.Errors > 0 || len(inErrs) > 0:
		return silentError{code: exitError}
	case violations > 0:
		return errNo
	}
	return nil
}

// checkViolations turns what the policy would do into violations: findings
// it acts on at or above failOn, and validation errors. Deny and opaque
// violations come from the engine's plan.
func checkViolations(f *report.File, failOn rules.Severity) []report.Violation {
	var out []report.Violation
	for _, fd := range f.Findings {
		if fd.Action == "keep" || fd.Action == "deny" || fd.Action == "" {
			continue
		}
		sev, err := rules.ParseSeverity(fd.Severity)
		if err == nil && sev < failOn {
			continue
		}
		out = append(out, report.Violation{Line: fd.Line, EntryID: fd.EntryID, Path: fd.Path, Kind: "finding", RuleID: fd.RuleID, Severity: fd.Severity,
			Message: fmt.Sprintf("%s finding the policy would %s", fd.RuleID, fd.Action)})
	}
	for _, p := range f.Problems {
		if p.Severity == "error" {
			out = append(out, report.Violation{Line: p.Line, EntryID: p.EntryID, Kind: "invalid", Message: p.Check + ": " + p.Message})
		}
	}
	return out
}

// newProgressFor sizes a progress bar for the inputs.
func newProgressFor(io *IO, inputs []input, quiet, noProgress bool) *progress {
	var total int64
	for _, in := range inputs {
		if fi, err := os.Stat(in.path); err == nil {
			total += fi.Size()
		}
	}
	return newProgress(io, len(inputs), total, quiet, noProgress)
}
