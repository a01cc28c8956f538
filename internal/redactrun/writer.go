package redactrun

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/omp-redact/omp-redact/internal/blobcopy"
	"github.com/omp-redact/omp-redact/internal/durable"
	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/internal/mmap"
	"github.com/omp-redact/omp-redact/internal/outfile"
	"github.com/omp-redact/omp-redact/redact"
)

// writer writes outputs where the options say.
type writer struct {
	opts     *Options
	log      io.Writer
	stdout   io.Writer
	stream   *os.File          // -o names a device or FIFO: written like stdout
	blobDirs map[string]string // input blob dir → output blob dir
	blobRefs map[string]bool   // hashes the written outputs reference
	mask     func(string) string
	// artifacts are the tool logs of removed entries (see dropArtifacts);
	// wroteText the text outputs this run wrote.
	artifacts []artifactDrop
	wroteText map[string]bool
}

// openFileOutput settles -o FILE: a device or FIFO is written as a
// stream, a symlink is followed; neither is ever replaced by a file.
func (w *writer) openFileOutput() error {
	opts := w.opts
	if opts.DirMode || opts.InPlace || opts.Output == "" || opts.Output == "-" || isDir(opts.Output) {
		return nil
	}
	dest, stream, err := outfile.Resolve(opts.Output)
	if err != nil {
		return err
	}
	if stream && !opts.DryRun {
		f, err := outfile.OpenStream(dest)
		if err != nil {
			return err
		}
		w.stream = f
	}
	opts.Output = dest
	return nil
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
func (w *writer) write(in inputs.Input, res *redact.Result, size int64, verify func(tmp string) error) (string, error) {
	if res.Output != nil {
		verify = nil // verified in memory already
	}
	emit := func(out io.Writer) error { _, err := res.WriteTo(out); return err }
	switch {
	case in.Path == "-" && (w.opts.Output == "" || w.opts.Output == "-"):
		return w.toStdoutVia(res, verify)
	case w.opts.InPlace:
		if !res.Changed() {
			return in.Path, nil
		}
		return in.Path, w.inPlace(in.Path, size, emit, verify)
	case w.toStdout():
		return w.toStdoutVia(res, verify)
	}
	dest, err := w.destination(in)
	if err != nil {
		return "", err
	}
	if err := durable.Write(dest, w.opts.Force, emit, verify); err != nil {
		return "", err
	}
	return dest, nil
}

// toStdoutVia writes the output of res to stdout or the -o stream; a
// streamed result goes through a verified temporary file first.
func (w *writer) toStdoutVia(res *redact.Result, verify func(string) error) (string, error) {
	out, outName := w.stdout, "<stdout>"
	if w.stream != nil {
		out, outName = w.stream, w.opts.Output
	}
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
	if _, err := res.WriteTo(tmp); err != nil {
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

// stage verifies and writes the output of res under a temporary name
// beside its destination, for the caller to commit (see durable.Committer).
func (w *writer) stage(in inputs.Input, res *redact.Result, verify func(tmp string) error) (*durable.File, error) {
	if res.Output != nil {
		verify = nil // verified in memory already
	}
	dest, err := w.destination(in)
	if err != nil {
		return nil, err
	}
	return durable.Stage(dest, w.opts.Force, func(out io.Writer) error { _, err := res.WriteTo(out); return err }, verify)
}

// destination is the output path of in under -o FILE or DIR, its
// directory created (0700) when needed.
func (w *writer) destination(in inputs.Input) (string, error) {
	dest := w.opts.Output
	if w.treeOutput() {
		dest = filepath.Join(w.opts.Output, w.outName(in))
		if in.Path == "-" {
			dest = filepath.Join(w.opts.Output, "stdin.jsonl")
		}
		if err := os.MkdirAll(filepath.Dir(dest), 0o700); err != nil {
			return "", err
		}
	}
	if same(in.Path, dest) {
		return "", fmt.Errorf("%s: output is the input; use --in-place", dest)
	}
	return dest, nil
}

// treeOutput reports whether outputs go below -o DIR.
func (w *writer) treeOutput() bool { return w.opts.DirMode || isDir(w.opts.Output) }

// toStdout reports whether outputs go to standard output (or the -o
// stream).
func (w *writer) toStdout() bool {
	if w.opts.InPlace {
		return false
	}
	return w.opts.Output == "" || w.opts.Output == "-" || w.stream != nil
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

func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}

// noteBlobs remembers the blob store of a directory input.
func (w *writer) noteBlobs(in inputs.Input) {
	if w.blobDirs == nil {
		w.blobDirs = map[string]string{}
	}
	src := w.opts.Blobs
	if src == "" {
		for _, c := range []string{filepath.Join(in.Root, "blobs"), filepath.Join(filepath.Dir(filepath.Clean(in.Root)), "blobs")} {
			if isDir(c) {
				src = c
				break
			}
		}
	}
	if src == "" {
		return
	}
	dst := w.opts.OutBlobs
	if dst == "" {
		dst = filepath.Join(w.opts.Output, "blobs")
	}
	w.blobDirs[src] = dst
}

// copyBlobs copies the blobs still referenced by the outputs (and their
// typed sidecars) to the output blob store; missing blobs are reported.
func (w *writer) copyBlobs() {
	hashes := make([]string, 0, len(w.blobRefs))
	for h := range w.blobRefs {
		hashes = append(hashes, h)
	}
	for _, err := range blobcopy.Copy(w.blobDirs, hashes) {
		fmt.Fprintf(w.log, "omp-redact: %v\n", err)
	}
}
