package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/omp-redact/omp-redact/redact"
	"github.com/omp-redact/omp-redact/report"
	"github.com/spf13/cobra"
)

func init() { register(newCmdRedact) }

type redactOptions struct {
	engineFlags
	output       string
	inPlace      bool
	backup       string
	force        bool
	dryRun       bool
	reportFile   string
	reportFormat string
	blobs        string
	outBlobs     string
	quiet        bool
	noProgress   bool
	review       reviewOptions // --diff, --review (review.go)
}

func newCmdRedact(io *IO) *cobra.Command {
	opts := &redactOptions{}
	cmd := &cobra.Command{
		Use:   "redact [flags] PATH...",
		Short: "Write redacted copies of sessions",
		Long: `Redact session files, directories of sessions or standard input ("-") with a
policy (default: the built-in "default" profile, which masks every finding).

Only lines that change are rewritten; every other line is copied byte for
byte, and every remaining entry keeps its id and parent link. After
redacting, each output is re-read, validated and scanned again: a residual
finding fails the run and nothing is written for that file.

Where the output goes:
  a single file or "-"  to stdout, or to -o FILE
  a directory           to -o DIR, mirroring the input tree (sessions,
                        subagent sessions and text artifacts); referenced
                        blobs of kept images are copied to DIR/blobs
  --in-place            over the input, through a synced temporary file and
                        an atomic rename (--backup SUFFIX keeps the original)

Outputs are created with mode 0600 (directories 0700) and never overwrite an
existing file without --force.

Exit status: 0 written and verified, 1 residual findings, policy violations
or a file that could not be redacted safely, 2 usage, policy or input error.`,
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
	fl.StringVarP(&opts.output, "output", "o", "", "output `file` or directory")
	fl.BoolVarP(&opts.inPlace, "in-place", "i", false, "rewrite the inputs in place (atomic rename)")
	fl.StringVar(&opts.backup, "backup", "", "with --in-place, keep the original as PATH`SUFFIX`")
	fl.BoolVar(&opts.force, "force", false, "overwrite existing outputs")
	fl.BoolVarP(&opts.dryRun, "dry-run", "n", false, "print the plan and write nothing")
	fl.StringVar(&opts.reportFile, "report", "", "write a redaction report to `file`")
	fl.StringVar(&opts.reportFormat, "report-format", "json", "report `format`: json, markdown, text or sarif (default: from the --report file's extension, else json)")
	fl.StringVar(&opts.blobs, "blobs", "", "blob store `dir` of the inputs (default: blobs/ in or beside the input directory)")
	fl.StringVar(&opts.outBlobs, "out-blobs", "", "where to copy referenced blobs (default: OUTPUT/blobs)")
	fl.BoolVarP(&opts.quiet, "quiet", "q", false, "no summary line and no progress on stderr")
	fl.BoolVar(&opts.noProgress, "no-progress", false, "no progress bar")
	opts.review.register(cmd)
	return cmd
}

func runRedact(cmd *cobra.Command, io *IO, opts *redactOptions, args []string) error {
	if f, ok := formatFromExt(opts.reportFile); ok && !cmd.Flags().Changed("report-format") {
		opts.reportFormat = f // --report x.md writes Markdown
	}
	switch opts.reportFormat {
	case "json", "markdown", "md", "text", "sarif":
	default:
		return usageError(fmt.Sprintf("unknown --report-format %q", opts.reportFormat))
	}
	if opts.inPlace && opts.output != "" {
		return usageError("--in-place and --output are mutually exclusive")
	}
	if opts.backup != "" && !opts.inPlace {
		return usageError("--backup needs --in-place")
	}
	if err := opts.review.check(); err != nil {
		return err
	}
	dirMode := false
	for _, a := range args {
		if fi, err := os.Stat(a); err == nil && fi.IsDir() {
			dirMode = true
		}
		if a == "-" && opts.inPlace {
			return usageError("cannot redact standard input in place")
		}
	}
	if dirMode && opts.output == "" && !opts.inPlace && !opts.dryRun {
		return usageError("a directory needs -o DIR or --in-place")
	}
	if !dirMode && len(args) > 1 && !opts.inPlace && !opts.dryRun && !isDir(opts.output) {
		return usageError("several inputs need -o DIR (an existing directory) or --in-place")
	}
	opts.fixpoint = true
	eng, pol, set, err := opts.engine(cmd, io)
	if err != nil {
		return err
	}
	inputs, others, inErrs := collectInputs(args)
	for _, e := range inErrs {
		fmt.Fprintf(io.ErrOut, "omp-redact: %v\n", e)
	}
	var skipped []string
	for _, o := range others {
		skipped = append(skipped, o.path)
	}
	noteSkipped(io.ErrOut, "not copied (neither a session nor a text artifact):", skipped)
	inputs, backups := withoutBackups(inputs, args, opts)
	noteSkipped(io.ErrOut, "kept as they are (backups made by --backup "+opts.backup+"):", backups)
	eng = firstPass(io, eng, inputs) // every file's secrets, before any is written
	w := &redactWriter{io: io, opts: opts, dirMode: dirMode || len(args) > 1, blobRefs: map[string]bool{}, mask: eng.Mask}
	if !w.dirMode && !opts.inPlace && opts.output != "" && opts.output != "-" && !isDir(opts.output) {
		// -o FILE: a device or FIFO is written as a stream, a symlink is
		// followed; neither is ever replaced by a file.
		dest, stream, err := resolveOutput(opts.output)
		if err != nil {
			return err
		}
		if stream && !opts.dryRun {
			f, err := openStream(dest)
			if err != nil {
				return err
			}
			defer f.Close()
			w.stream = f
		}
		opts.output = dest
	}
	b := newReportBuilder("redact", pol, set, commonRoot(args))
	b.mask = eng.Mask
	failed, inputFailed := 0, 0 // unsafe to redact (exit 1); unreadable or not fully scanned (exit 2)
	prog := newProgressFor(io, inputs, opts.quiet, opts.noProgress)
	removeTempsOnSignal()
	verify := func(res *redact.Result) func(string) error {
		return func(tmp string) error { return verifyFile(eng, res, tmp) }
	}
	// verifyAndWrite runs in the workers: outputs to files are verified
	// and written under temporary names there (stdout keeps input order,
	// so it is written by the consumer below).
	verifyAndWrite := func(o *outcome) {
		if o.err != nil || o.res == nil {
			return
		}
		res := o.res
		res.File.Path = eng.Mask(displayPath(o.in))
		if res.Fatal == nil && res.Output != nil {
			if err := eng.Verify(res); err != nil {
				res.Fatal = err
				res.File.Errors = append(res.File.Errors, err.Error())
			}
		}
		if res.Fatal == nil && !opts.dryRun {
			res.Fatal = violationsFatal(res)
		}
		opts.review.capture(o, eng.Mask)
		if res.Fatal != nil || opts.dryRun || w.toStdout(o.in) {
			return
		}
		o.posted = true
		if w.opts.inPlace {
			o.dest, o.writeErr = w.write(o.in, res, o.size, verify(res))
			return
		}
		o.staged, o.writeErr = w.stage(o.in, res, verify(res))
		if o.staged != nil {
			o.dest = o.staged.path
			res.Release()
		}
	}
	// written records an output in the report, in input order.
	written := func(in input, res *redact.Result, dest string, err error) error {
		if errors.Is(err, errVerify) || errors.Is(err, errChanged) {
			fmt.Fprintf(io.ErrOut, "omp-redact: %s; nothing written for this file\n", eng.Mask(err.Error()))
			res.File.Errors = append(res.File.Errors, err.Error())
			failed++
			b.add(res.File)
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
		b.add(res.File)
		return nil
	}
	// Staged outputs get their final names in batches (see committer), and
	// only then enter the report.
	com := newCommitter()
	err = process(io, eng, inputs, true, verifyAndWrite, func(o outcome) error {
		defer prog.Add(1, o.size)
		if err := com.failed(); err != nil {
			return err
		}
		if o.staged != nil {
			in, res, dest := o.in, o.res, o.staged.path // not o: it holds the input
			com.add(stagedOutput{file: o.staged, size: o.size, done: func(err error) error {
				return written(in, res, dest, err)
			}})
			return nil
		}
		com.mu.Lock()
		defer com.mu.Unlock()
		if o.err != nil {
			fmt.Fprintf(io.ErrOut, "omp-redact: %s\n", eng.Mask(o.err.Error()))
			b.addError(o.in.path, o.err)
			inputFailed++
			return nil
		}
		res := o.res
		if res.Fatal != nil {
			fmt.Fprintf(io.ErrOut, "omp-redact: %s; nothing written for this file\n", eng.Mask(res.Fatal.Error()))
			if errors.Is(res.Fatal, redact.ErrIncomplete) {
				inputFailed++ // could not do its job (a regex timed out): 2, as scan and check
			} else {
				failed++
			}
			b.add(res.File)
			return nil
		}
		if opts.dryRun {
			printPlan(io, res)
			b.add(res.File)
			return nil
		}
		dest, err := o.dest, o.writeErr
		if !o.posted {
			dest, err = w.write(o.in, res, o.size, verify(res))
		}
		return written(o.in, res, dest, err)
	})
	if cerr := com.close(err != nil); err == nil {
		err = cerr
	}
	prog.Done()
	if err != nil {
		return err
	}
	r := b.finish()
	if !opts.dryRun && w.blobDirs != nil {
		w.copyBlobs()
	}
	if !opts.dryRun {
		w.dropArtifacts()
	}
	if err := opts.review.finish(io, inputs, !opts.dryRun && w.toStdout(input{}) && w.stream == nil, eng.Mask); err != nil {
		return err
	}
	if opts.reportFile != "" {
		rw, closeRep, err := openOutput(io, opts.reportFile)
		if err != nil {
			return err
		}
		ro := report.Options{Level: pol.ReportLevel, Mask: eng.Masker()}
		if !opts.inPlace {
			ro.Source = os.ReadFile // columns in UTF-16 units for SARIF
		}
		err = report.Write(rw, r, opts.reportFormat, ro)
		if cerr := closeRep(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
	if !opts.quiet {
		verb := "written and verified"
		switch {
		case opts.dryRun:
			verb = "dry run, nothing written"
		case failed+inputFailed > 0 && len(inErrs) > 0:
			verb = fmt.Sprintf("%d file(s) not written, %d input(s) not found or unreadable", failed+inputFailed, len(inErrs))
		case failed+inputFailed > 0:
			verb = fmt.Sprintf("%d file(s) not written", failed+inputFailed)
		case len(inErrs) > 0:
			verb = fmt.Sprintf("%d input(s) not found or unreadable", len(inErrs))
		case r.Summary.Files == 0:
			verb = "nothing to write"
		}
		fmt.Fprintf(io.ErrOut, "omp-redact: %d file(s), %d finding(s), %d change(s), %d invalidation(s), %d violation(s); %s\n",
			r.Summary.Files, r.Summary.Findings, r.Summary.Changes, r.Summary.Invalidations, r.Summary.Violations, verb)
	}
	switch {
	case len(inErrs) > 0 || inputFailed > 0:
		return silentError{code: exitError}
	case failed > 0 || r.Summary.Violations > 0:
		return errNo
	}
	return nil
}

// withoutBackups leaves out, with --in-place --backup SUFFIX, the files
// of a directory whose name ends with SUFFIX: the backups an earlier run
// kept on purpose. Redacting them in place would destroy the originals
// the option promised to keep. A backup named on the command line is
// redacted like any other file.
func withoutBackups(inputs []input, args []string, opts *redactOptions) ([]input, []string) {
	if !opts.inPlace || opts.backup == "" {
		return inputs, nil
	}
	named := map[string]bool{}
	for _, a := range args {
		named[a] = true
	}
	var kept []input
	var backups []string
	for _, in := range inputs {
		if !named[in.path] && strings.HasSuffix(in.path, opts.backup) {
			backups = append(backups, in.path)
			continue
		}
		kept = append(kept, in)
	}
	return kept, backups
}

func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}

// printPlan lists what redact would change, for --dry-run. It names
// paths and rules, never content.
func printPlan(io *IO, res *redact.Result) {
	for _, c := range res.File.Changes {
		id := c.EntryID
		if id == "" {
			id = "-"
		}
		line := fmt.Sprintf("%s:%d: %s %s %s", res.File.Path, c.Line, id, orDash(c.Path), c.What)
		if c.Rule != "" {
			line += " (rule " + c.Rule + ")"
		}
		fmt.Fprintln(io.Out, line)
	}
	for _, inv := range res.File.Invalidations {
		if inv.Line == 0 {
			continue
		}
		fmt.Fprintf(io.Out, "%s:%d: %s %s invalidates %s (%s)\n", res.File.Path, inv.Line, orDash(inv.EntryID), inv.Path, inv.Kind, inv.Outcome)
	}
}

// redactWriter writes outputs where the options say.
type redactWriter struct {
	io       *IO
	stream   io.Writer // -o names a device or FIFO: written like stdout
	opts     *redactOptions
	dirMode  bool
	blobDirs map[string]string // input blob dir → output blob dir
	blobRefs map[string]bool   // hashes the written outputs reference
	mask     func(string) string
	// artifacts are the tool logs of removed entries (see dropArtifacts);
	// wroteText the text outputs this run wrote.
	artifacts []artifactDrop
	wroteText map[string]bool
}

// violationsFatal fails a file the policy has violations for (a deny rule,
// opaque: deny): the policy says it must not be shared as it is, so no
// output is written for it, not even to stdout or over the input.
func violationsFatal(res *redact.Result) error {
	vs := res.File.Violations
	if len(vs) == 0 {
		return nil
	}
	err := fmt.Errorf("%s:%d: %d policy violation(s) (first: %s %s: %s)", res.File.Path, vs[0].Line, len(vs), vs[0].Kind, orDash(vs[0].Path), vs[0].Message)
	res.File.Errors = append(res.File.Errors, err.Error())
	return err
}

// write puts the output of res where the options say. A streamed result
// (a large input) is written to a temporary file first, verified there
// with verify, and only then given its final name or copied to stdout.
// size is the number of input bytes the result was made from: --in-place
// refuses to replace a file that no longer has that size.
func (w *redactWriter) write(in input, res *redact.Result, size int64, verify func(tmp string) error) (string, error) {
	if res.Output != nil {
		verify = nil // verified in memory already
	}
	emit := func(out io.Writer) error { _, err := res.WriteTo(out); return err }
	out, outName := w.io.Out, "<stdout>"
	if w.stream != nil {
		out, outName = w.stream, w.opts.output
	}
	toStdout := func() (string, error) {
		if res.Output != nil {
			_, err := res.WriteTo(out)
			return outName, err
		}
		tmp, err := os.CreateTemp("", "omp-redact-*.jsonl")
		if err != nil {
			return "", err
		}
		trackTemp(tmp.Name()) // an interrupt removes it too
		defer removeTemp(tmp.Name())
		defer tmp.Close()
		if err := emit(tmp); err != nil {
			return "", err
		}
		if err := verify(tmp.Name()); err != nil {
			return "", err
		}
		if _, err := tmp.Seek(0, io.SeekStart); err != nil {
			return "", err
		}
		_, err = io.Copy(out, tmp)
		return outName, err
	}
	switch {
	case in.path == "-" && (w.opts.output == "" || w.opts.output == "-"):
		return toStdout()
	case w.opts.inPlace:
		if !res.Changed() {
			return in.path, nil
		}
		return in.path, w.inPlace(in.path, size, emit, verify)
	case w.opts.output == "" || w.opts.output == "-" || w.stream != nil:
		return toStdout()
	}
	dest, err := w.destination(in)
	if err != nil {
		return "", err
	}
	if err := writeAtomic(dest, w.opts.force, emit, verify); err != nil {
		return "", err
	}
	return dest, nil
}

// stage verifies and writes the output of res under a temporary name
// beside its destination, for the caller to commit (see commitFiles).
func (w *redactWriter) stage(in input, res *redact.Result, verify func(tmp string) error) (*stagedFile, error) {
	if res.Output != nil {
		verify = nil // verified in memory already
	}
	dest, err := w.destination(in)
	if err != nil {
		return nil, err
	}
	return stageFile(dest, w.opts.force, func(out io.Writer) error { _, err := res.WriteTo(out); return err }, verify)
}

// destination is the output path of in under -o FILE or DIR, its
// directory created (0700) when needed.
func (w *redactWriter) destination(in input) (string, error) {
	dest := w.opts.output
	if w.dirMode || isDir(dest) {
		dest = filepath.Join(w.opts.output, w.outName(in))
		if in.path == "-" {
			dest = filepath.Join(w.opts.output, "stdin.jsonl")
		}
		if err := os.MkdirAll(filepath.Dir(dest), 0o700); err != nil {
			return "", err
		}
	}
	if same(in.path, dest) {
		return "", fmt.Errorf("%s: output is the input; use --in-place", dest)
	}
	return dest, nil
}

// toStdout reports whether the output of in goes to standard output.
func (w *redactWriter) toStdout(in input) bool {
	if w.opts.inPlace {
		return false
	}
	return w.opts.output == "" || w.opts.output == "-" || w.stream != nil
}

// errVerify marks a streamed output that failed verification.
var errVerify = errors.New("verification failed")

// verifyFile maps a written output and verifies it (see redact.VerifyOutput).
func verifyFile(eng *redact.Engine, res *redact.Result, path string) error {
	data, release, unmap, err := mapFile(path)
	if err != nil {
		return err
	}
	defer unmap()
	if err := eng.VerifyOutput(res, data, release); err != nil {
		return fmt.Errorf("%w: %v", errVerify, err)
	}
	return nil
}

func same(a, b string) bool {
	fa, err1 := os.Stat(a)
	fb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(fa, fb)
}

// inPlace replaces path through a temporary file and an atomic rename,
// keeping the original's permission bits (at most 0600). size is the
// length of the input the output was made from: a file that grew or
// shrank since (omp appended a line to a live session) is not replaced,
// or that line would be lost. With --backup the original is kept as
// path+suffix: a hard link (exact, and free), made 0600 once the original
// name points to the redacted copy, because it holds every secret.
func (w *redactWriter) inPlace(path string, size int64, emit func(io.Writer) error, verify func(string) error) error {
	// A symlink is followed: the file it points to is the one that holds
	// the secrets, and replacing the link would leave that file as it was.
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return err
	}
	path = real
	fi, err := os.Stat(path)
	if err != nil {
		return err
	}
	if fi.Size() != size {
		return changedError(path, size, fi.Size())
	}
	// unchanged runs last before the rename, once the redacted copy is on
	// stable storage: the file must still be the one that was read (same
	// size, same modification time as when the write began).
	unchanged := func() error {
		now, err := os.Stat(path)
		if err != nil {
			return err
		}
		if now.Size() != size || !now.ModTime().Equal(fi.ModTime()) {
			return changedError(path, size, now.Size())
		}
		return nil
	}
	bak := ""
	if w.opts.backup != "" {
		bak = path + w.opts.backup
		if _, err := os.Lstat(bak); err == nil && !w.opts.force {
			return fmt.Errorf("%s: %w", bak, errExists)
		}
		os.Remove(bak)
		if err := os.Link(path, bak); err != nil {
			return fmt.Errorf("backup %s: %w", bak, err)
		}
	}
	if err := replaceChecked(path, emit, verify, unchanged); err != nil {
		if bak != "" {
			os.Remove(bak) // the original is still under its own name
		}
		return err
	}
	if bak != "" {
		if err := os.Chmod(bak, 0o600); err != nil {
			return fmt.Errorf("backup %s: %w", bak, err)
		}
	}
	// Never more permissive than the original, never more than 0600.
	perm := fi.Mode().Perm() & 0o600
	if perm == 0 {
		perm = 0o600
	}
	return os.Chmod(path, perm)
}

// replaceChecked writes a temporary copy of path with emit, verifies it,
// makes it durable, runs check and only then renames it over path: the
// check sees the file as close as possible to the rename.
func replaceChecked(path string, emit func(io.Writer) error, verify func(string) error, check func() error) error {
	f, err := stageFile(path, true, emit, verify)
	if err != nil {
		return err
	}
	if err := syncStaged([]*stagedFile{f}); err != nil {
		removeTemp(f.tmp)
		return err
	}
	if err := check(); err != nil {
		removeTemp(f.tmp)
		return err
	}
	if err := os.Rename(f.tmp, path); err != nil {
		removeTemp(f.tmp)
		return err
	}
	forgetTemp(f.tmp)
	syncDir(filepath.Dir(path))
	return nil
}

// errChanged marks an --in-place input that changed while it was
// redacted: that file is not written, the others are.
var errChanged = errors.New("changed while it was being redacted")

func changedError(path string, read, now int64) error {
	return fmt.Errorf("%s: %w (%d bytes read, %d bytes now; is omp still writing to it?)", path, errChanged, read, now)
}

// noteBlobs remembers the blob store of a directory input.
func (w *redactWriter) noteBlobs(in input) {
	if w.blobDirs == nil {
		w.blobDirs = map[string]string{}
	}
	src := w.opts.blobs
	if src == "" {
		for _, c := range []string{filepath.Join(in.root, "blobs"), filepath.Join(filepath.Dir(filepath.Clean(in.root)), "blobs")} {
			if isDir(c) {
				src = c
				break
			}
		}
	}
	if src == "" {
		return
	}
	dst := w.opts.outBlobs
	if dst == "" {
		dst = filepath.Join(w.opts.output, "blobs")
	}
	w.blobDirs[src] = dst
}

// copyBlobs copies the blobs still referenced by the outputs (and their
// typed sidecars) to the output blob store; missing blobs are reported.
func (w *redactWriter) copyBlobs() {
	hashes := make([]string, 0, len(w.blobRefs))
	for h := range w.blobRefs {
		hashes = append(hashes, h)
	}
	sort.Strings(hashes)
	srcs := make([]string, 0, len(w.blobDirs))
	for src := range w.blobDirs {
		srcs = append(srcs, src)
	}
	sort.Strings(srcs)
	type job struct{ src, dst string }
	var jobs []job
	for _, src := range srcs {
		dst := w.blobDirs[src]
		if err := os.MkdirAll(dst, 0o700); err != nil {
			fmt.Fprintf(w.io.ErrOut, "omp-redact: %v\n", err)
			return
		}
		for _, h := range hashes {
			matches, _ := filepath.Glob(filepath.Join(src, h+"*"))
			if len(matches) == 0 {
				fmt.Fprintf(w.io.ErrOut, "omp-redact: blob %s is referenced but missing from %s\n", h, src)
				continue
			}
			for _, m := range matches {
				base := filepath.Base(m)
				if base == h || strings.HasPrefix(base, h+".") {
					jobs = append(jobs, job{m, filepath.Join(dst, base)})
				}
			}
		}
	}
	// Copies are independent: stage a few at once, then commit them all
	// with one flush.
	errs := make([]error, len(jobs))
	staged := make([]*stagedFile, len(jobs))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 8)
	for i, j := range jobs {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			staged[i], errs[i] = stageBlob(j.src, j.dst)
		}()
	}
	wg.Wait()
	var batch []*stagedFile
	for _, f := range staged {
		if f != nil {
			batch = append(batch, f)
		}
	}
	errs = append(errs, commitFiles(batch)...)
	for _, err := range errs {
		if err != nil && !errors.Is(err, errExists) {
			fmt.Fprintf(w.io.ErrOut, "omp-redact: %v\n", err)
		}
	}
}

// stageBlob stages a 0600 copy of a blob for the output store (a hard
// link would share the source's mode); nil when the destination exists,
// which then holds the same content: blobs are content-addressed.
func stageBlob(src, dst string) (*stagedFile, error) {
	if _, err := os.Lstat(dst); err == nil {
		return nil, nil
	}
	data, err := os.ReadFile(src)
	if err != nil {
		return nil, err
	}
	return stageFile(dst, false, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}, nil)
}
