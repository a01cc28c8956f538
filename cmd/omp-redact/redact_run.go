package main

import (
	"errors"
	"fmt"
	stdio "io"
	"os"

	"github.com/omp-redact/omp-redact/internal/durable"
	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/internal/outfile"
	"github.com/omp-redact/omp-redact/internal/pipeline"
	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/redact"
	"github.com/omp-redact/omp-redact/report"
	"github.com/spf13/cobra"
)

// redactRun is one run of redact: its options, engine, writer and report,
// and the counts that decide its exit status.
type redactRun struct {
	io     *IO
	opts   *redactOptions
	eng    *redact.Engine
	pol    *policy.Policy
	w      *redactWriter
	b      *reportBuilder
	com    *durable.Committer
	inErrs []error // inputs not found or unreadable before the run
	// failed: unsafe to redact (exit 1); inputFailed: unreadable or not
	// fully scanned (exit 2).
	failed, inputFailed int
}

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
	eng = pipeline.FirstPass(eng, ins, inputs.LimitsFromEnv(io.Getenv)) // every file's secrets, before any is written
	w := &redactWriter{io: io, opts: opts, dirMode: dirMode || len(args) > 1, blobRefs: map[string]bool{}, mask: eng.Mask}
	closeStream, err := w.openFileOutput()
	if err != nil {
		return err
	}
	defer closeStream()
	rr := &redactRun{io: io, opts: opts, eng: eng, pol: pol, w: w, b: newReportBuilder("redact", pol, set, commonRoot(args)), inErrs: inErrs}
	rr.b.mask = eng.Mask
	r, err := rr.process(ins)
	if err != nil {
		return err
	}
	if !opts.dryRun && w.blobDirs != nil {
		w.copyBlobs()
	}
	if !opts.dryRun {
		w.dropArtifacts()
	}
	if err := opts.review.finish(io, ins, !opts.dryRun && w.toStdout(inputs.Input{}) && w.stream == nil, eng.Mask); err != nil {
		return err
	}
	if err := rr.writeReport(r); err != nil {
		return err
	}
	if !opts.quiet {
		rr.printSummary(r)
	}
	switch {
	case len(inErrs) > 0 || rr.inputFailed > 0:
		return silentError{code: exitError}
	case rr.failed > 0 || r.Summary.Violations > 0:
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
	if opts.inPlace && opts.output != "" {
		return false, usageError("--in-place and --output are mutually exclusive")
	}
	if opts.backup != "" && !opts.inPlace {
		return false, usageError("--backup needs --in-place")
	}
	if err := opts.review.check(); err != nil {
		return false, err
	}
	for _, a := range args {
		if fi, err := os.Stat(a); err == nil && fi.IsDir() {
			dirMode = true
		}
		if a == "-" && opts.inPlace {
			return false, usageError("cannot redact standard input in place")
		}
	}
	if dirMode && opts.output == "" && !opts.inPlace && !opts.dryRun {
		return false, usageError("a directory needs -o DIR or --in-place")
	}
	if !dirMode && len(args) > 1 && !opts.inPlace && !opts.dryRun && !isDir(opts.output) {
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
	ins, backups := withoutBackups(ins, args, opts)
	noteSkipped(io.ErrOut, "kept as they are (backups made by --backup "+opts.backup+"):", backups)
	return ins, inErrs
}

// openFileOutput settles -o FILE: a device or FIFO is written as a
// stream, a symlink is followed; neither is ever replaced by a file. The
// returned func closes the stream.
func (w *redactWriter) openFileOutput() (func() error, error) {
	opts := w.opts
	if w.dirMode || opts.inPlace || opts.output == "" || opts.output == "-" || isDir(opts.output) {
		return func() error { return nil }, nil
	}
	dest, stream, err := outfile.Resolve(opts.output)
	if err != nil {
		return nil, err
	}
	closeStream := func() error { return nil }
	if stream && !opts.dryRun {
		f, err := outfile.OpenStream(dest)
		if err != nil {
			return nil, err
		}
		w.stream, closeStream = f, f.Close
	}
	opts.output = dest
	return closeStream, nil
}

// process redacts the inputs: files are verified and staged by the
// workers, committed in batches (see durable.Committer) and only then
// enter the report, in input order.
func (rr *redactRun) process(ins []inputs.Input) (*report.Report, error) {
	prog := newProgressFor(rr.io, ins, rr.opts.quiet, rr.opts.noProgress)
	durable.HandleInterrupts()
	rr.com = newCommitter()
	err := pipeline.Process(rr.eng, ins, pipelineOptions(rr.io, true, rr.verifyAndWrite), func(o pipeline.Outcome) error {
		defer prog.Add(1, o.Size)
		return rr.consume(o)
	})
	if cerr := rr.com.Close(err != nil); err == nil {
		err = cerr
	}
	prog.Done()
	if err != nil {
		return nil, err
	}
	return rr.b.finish(), nil
}

// verify returns the check of a written output of res (see verifyFile).
func (rr *redactRun) verify(res *redact.Result) func(string) error {
	return func(tmp string) error { return verifyFile(rr.eng, res, tmp) }
}

// verifyAndWrite runs in the workers: outputs to files are verified and
// written under temporary names there (stdout keeps input order, so it
// is written by the consumer, see consume).
func (rr *redactRun) verifyAndWrite(o *pipeline.Outcome) {
	if o.Err != nil || o.Res == nil {
		return
	}
	res, w := o.Res, rr.w
	res.File.Path = rr.eng.Mask(o.In.Display())
	if res.Fatal == nil && res.Output != nil {
		if err := rr.eng.Verify(res); err != nil {
			res.Fatal = err
			res.File.Errors = append(res.File.Errors, err.Error())
		}
	}
	if res.Fatal == nil && !rr.opts.dryRun {
		res.Fatal = violationsFatal(res)
	}
	rr.opts.review.capture(o, rr.eng.Mask)
	if res.Fatal != nil || rr.opts.dryRun || w.toStdout(o.In) {
		return
	}
	o.Posted = true
	if w.opts.inPlace {
		o.Dest, o.WriteErr = w.write(o.In, res, o.Size, rr.verify(res))
		return
	}
	o.Staged, o.WriteErr = w.stage(o.In, res, rr.verify(res))
	if o.Staged != nil {
		o.Dest = o.Staged.Path
		res.Release()
	}
}

// consume takes the outcomes in input order: a staged output goes to the
// committer, everything else is written (stdout) or recorded now.
func (rr *redactRun) consume(o pipeline.Outcome) error {
	if err := rr.com.Failed(); err != nil {
		return err
	}
	if o.Staged != nil {
		in, res, dest := o.In, o.Res, o.Staged.Path // not o: it holds the input
		rr.com.Add(durable.Output{File: o.Staged, Size: o.Size, Done: func(err error) error {
			return rr.written(in, res, dest, err)
		}})
		return nil
	}
	rr.com.Lock()
	defer rr.com.Unlock()
	if o.Err != nil {
		fmt.Fprintf(rr.io.ErrOut, "omp-redact: %s\n", rr.eng.Mask(o.Err.Error()))
		rr.b.addError(o.In.Path, o.Err)
		rr.inputFailed++
		return nil
	}
	res := o.Res
	if res.Fatal != nil {
		fmt.Fprintf(rr.io.ErrOut, "omp-redact: %s; nothing written for this file\n", rr.eng.Mask(res.Fatal.Error()))
		if errors.Is(res.Fatal, redact.ErrIncomplete) {
			rr.inputFailed++ // could not do its job (a regex timed out): 2, as scan and check
		} else {
			rr.failed++
		}
		rr.b.add(res.File)
		return nil
	}
	if rr.opts.dryRun {
		printPlan(rr.io, res)
		rr.b.add(res.File)
		return nil
	}
	dest, err := o.Dest, o.WriteErr
	if !o.Posted {
		dest, err = rr.w.write(o.In, res, o.Size, rr.verify(res))
	}
	return rr.written(o.In, res, dest, err)
}

// written records an output in the report, in input order.
func (rr *redactRun) written(in inputs.Input, res *redact.Result, dest string, err error) error {
	w := rr.w
	if errors.Is(err, errVerify) || errors.Is(err, errChanged) {
		fmt.Fprintf(rr.io.ErrOut, "omp-redact: %s; nothing written for this file\n", rr.eng.Mask(err.Error()))
		res.File.Errors = append(res.File.Errors, err.Error())
		rr.failed++
		rr.b.add(res.File)
		return nil
	}
	if err != nil {
		return err
	}
	if w.dirMode || isDir(w.opts.output) {
		w.noteBlobs(in)
	}
	w.noteSecretName(in, &res.File)
	res.File.Output = dest
	w.noteArtifacts(in, res, dest)
	if res.File.Kind == "session" {
		for _, h := range res.BlobRefs {
			w.blobRefs[h] = true
		}
	}
	rr.b.add(res.File)
	return nil
}

// writeReport writes --report, if given.
func (rr *redactRun) writeReport(r *report.Report) error {
	if rr.opts.reportFile == "" {
		return nil
	}
	ro := report.Options{Level: rr.pol.ReportLevel, Mask: rr.eng.Masker()}
	if !rr.opts.inPlace {
		ro.Source = os.ReadFile // columns in UTF-16 units for SARIF
	}
	return outfile.Write(rr.io.Out, rr.opts.reportFile, func(w stdio.Writer) error {
		return report.Write(w, r, rr.opts.reportFormat, ro)
	})
}

// printSummary prints the run's totals and what was not written.
func (rr *redactRun) printSummary(r *report.Report) {
	verb := "written and verified"
	notWritten, inErrs := rr.failed+rr.inputFailed, len(rr.inErrs)
	switch {
	case rr.opts.dryRun:
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
	fmt.Fprintf(rr.io.ErrOut, "omp-redact: %d file(s), %d finding(s), %d change(s), %d invalidation(s), %d violation(s); %s\n",
		r.Summary.Files, r.Summary.Findings, r.Summary.Changes, r.Summary.Invalidations, r.Summary.Violations, verb)
}
