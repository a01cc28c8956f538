package main

import (
	"errors"
	"fmt"
	"github.com/omp-redact/omp-redact/internal/durable"
	"github.com/omp-redact/omp-redact/internal/mmap"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/omp-redact/omp-redact/internal/blobcopy"
	"github.com/omp-redact/omp-redact/redact"
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
		durable.Track(tmp.Name()) // an interrupt removes it too
		defer durable.Remove(tmp.Name())
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
	if err := durable.Write(dest, w.opts.force, emit, verify); err != nil {
		return "", err
	}
	return dest, nil
}

// stage verifies and writes the output of res under a temporary name
// beside its destination, for the caller to commit (see commitFiles).
func (w *redactWriter) stage(in input, res *redact.Result, verify func(tmp string) error) (*durable.File, error) {
	if res.Output != nil {
		verify = nil // verified in memory already
	}
	dest, err := w.destination(in)
	if err != nil {
		return nil, err
	}
	return durable.Stage(dest, w.opts.force, func(out io.Writer) error { _, err := res.WriteTo(out); return err }, verify)
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
	data, release, unmap, err := mmap.Map(path)
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
			return fmt.Errorf("%s: %w", bak, durable.ErrExists)
		}
		os.Remove(bak)
		if err := os.Link(path, bak); err != nil {
			return fmt.Errorf("backup %s: %w", bak, err)
		}
		// Until the rename the backup is a second name of the untouched
		// input: an interrupt removes it like a temporary file (a later
		// run would find it in the way). From the rename on, it holds
		// the only copy of the original and stays.
		durable.Track(bak)
		check := unchanged
		unchanged = func() error {
			err := check()
			if err == nil {
				durable.Forget(bak)
			}
			return err
		}
	}
	if err := replaceChecked(path, emit, verify, unchanged); err != nil {
		durable.Forget(bak)
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
	f, err := durable.Stage(path, true, emit, verify)
	if err != nil {
		return err
	}
	if err := durable.Sync([]*durable.File{f}); err != nil {
		durable.Remove(f.Tmp)
		return err
	}
	if err := check(); err != nil {
		durable.Remove(f.Tmp)
		return err
	}
	if err := os.Rename(f.Tmp, path); err != nil {
		durable.Remove(f.Tmp)
		return err
	}
	durable.Forget(f.Tmp)
	durable.SyncDir(filepath.Dir(path))
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
	for _, err := range blobcopy.Copy(w.blobDirs, hashes) {
		fmt.Fprintf(w.io.ErrOut, "omp-redact: %v\n", err)
	}
}
