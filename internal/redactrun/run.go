package redactrun

import (
	"errors"
	"fmt"
	"io"

	"github.com/omp-redact/omp-redact/internal/durable"
	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/internal/pipeline"
	"github.com/omp-redact/omp-redact/internal/progress"
	"github.com/omp-redact/omp-redact/redact"
	"github.com/omp-redact/omp-redact/report"
)

// Options say where a run's outputs go and what it reports on the way.
type Options struct {
	Output   string // -o: "" or "-" for stdout, a file, a device or FIFO, or a directory
	InPlace  bool   // over the inputs, through an atomic rename
	Backup   string // with InPlace, keep the original as PATH+Backup
	Force    bool   // replace existing outputs
	DryRun   bool   // print the plan to Stdout and write nothing
	Blobs    string // blob store of the inputs ("" looks beside them)
	OutBlobs string // where referenced blobs are copied ("" is Output/blobs)
	DirMode  bool   // outputs go below Output as a tree

	Stdout io.Writer // redacted sessions without -o, and the --dry-run plan
	Log    io.Writer // per-file messages (stderr)

	// Read says how inputs are read (NeedOutput and Post are the run's).
	Read pipeline.Options
	// Progress, if not nil, advances once per file.
	Progress *progress.Bar
	// Capture, if not nil, runs in the worker for every outcome before
	// its output is written and released (redact --diff, --review).
	Capture func(*pipeline.Outcome)
}

// Batch bounds of the run's durable commits (see durable.NewCommitter);
// tests lower them.
var (
	BatchFiles       = 128
	BatchBytes int64 = 256 << 20
)

// Run is one redact run. Failed counts files unsafe to redact (exit 1),
// InputFailed inputs unreadable or not fully scanned (exit 2).
type Run struct {
	opts Options
	eng  *redact.Engine
	b    *report.Builder
	w    *writer
	com  *durable.Committer

	Failed, InputFailed int
}

// New starts a run that redacts with eng and reports to b. -o FILE is
// settled here: a device or FIFO is opened as a stream (see Close).
func New(eng *redact.Engine, b *report.Builder, opts Options) (*Run, error) {
	w := &writer{opts: &opts, log: opts.Log, stdout: opts.Stdout, blobRefs: map[string]bool{}, mask: eng.Mask}
	if err := w.openFileOutput(); err != nil {
		return nil, err
	}
	return &Run{opts: opts, eng: eng, b: b, w: w}, nil
}

// Close closes the stream -o named, if any.
func (rr *Run) Close() error {
	if rr.w.stream != nil {
		return rr.w.stream.Close()
	}
	return nil
}

// SessionOnStdout reports whether redacted sessions went to standard
// output (no -o, or -o -), which leaves stdout to nothing else.
func (rr *Run) SessionOnStdout() bool {
	return !rr.opts.DryRun && rr.w.toStdout() && rr.w.stream == nil
}

// Process redacts ins: files are verified and staged by the workers,
// committed in batches (see durable.Committer) and only then enter the
// report, in input order. Then, unless it is a dry run, the referenced
// blobs are copied and removed entries' logs dropped from the output tree.
func (rr *Run) Process(ins []inputs.Input) (*report.Report, error) {
	durable.HandleInterrupts()
	rr.com = durable.NewCommitter(BatchFiles, BatchBytes)
	read := rr.opts.Read
	read.NeedOutput, read.Post = true, rr.verifyAndWrite
	err := pipeline.Process(rr.eng, ins, read, func(o pipeline.Outcome) error {
		if rr.opts.Progress != nil {
			defer rr.opts.Progress.Add(1, o.Size)
		}
		return rr.consume(o)
	})
	if cerr := rr.com.Close(err != nil); err == nil {
		err = cerr
	}
	if rr.opts.Progress != nil {
		rr.opts.Progress.Done()
	}
	if err != nil {
		return nil, err
	}
	if !rr.opts.DryRun {
		if rr.w.blobDirs != nil {
			rr.w.copyBlobs()
		}
		rr.w.dropArtifacts()
	}
	return rr.b.Finish(), nil
}

// verify returns the check of a written output of res (see verifyFile).
func (rr *Run) verify(res *redact.Result) func(string) error {
	return func(tmp string) error { return verifyFile(rr.eng, res, tmp) }
}

// verifyAndWrite runs in the workers: outputs to files are verified and
// written under temporary names there (stdout keeps input order, so it
// is written by the consumer, see consume).
func (rr *Run) verifyAndWrite(o *pipeline.Outcome) {
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
	if res.Fatal == nil && !rr.opts.DryRun {
		res.Fatal = violationsFatal(res)
	}
	if rr.opts.Capture != nil {
		rr.opts.Capture(o)
	}
	if res.Fatal != nil || rr.opts.DryRun || w.toStdout() {
		return
	}
	o.Posted = true
	if w.opts.InPlace {
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
func (rr *Run) consume(o pipeline.Outcome) error {
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
		fmt.Fprintf(rr.opts.Log, "omp-redact: %s\n", rr.eng.Mask(o.Err.Error()))
		rr.b.AddError(o.In.Path, o.Err)
		rr.InputFailed++
		return nil
	}
	res := o.Res
	if res.Fatal != nil {
		fmt.Fprintf(rr.opts.Log, "omp-redact: %s; nothing written for this file\n", rr.eng.Mask(res.Fatal.Error()))
		if errors.Is(res.Fatal, redact.ErrIncomplete) {
			rr.InputFailed++ // could not do its job (a regex timed out): 2, as scan and check
		} else {
			rr.Failed++
		}
		rr.b.Add(res.File)
		return nil
	}
	if rr.opts.DryRun {
		printPlan(rr.opts.Stdout, res)
		rr.b.Add(res.File)
		return nil
	}
	dest, err := o.Dest, o.WriteErr
	if !o.Posted {
		dest, err = rr.w.write(o.In, res, o.Size, rr.verify(res))
	}
	return rr.written(o.In, res, dest, err)
}

// written records an output in the report, in input order.
func (rr *Run) written(in inputs.Input, res *redact.Result, dest string, err error) error {
	w := rr.w
	if errors.Is(err, errVerify) || errors.Is(err, ErrChanged) {
		fmt.Fprintf(rr.opts.Log, "omp-redact: %s; nothing written for this file\n", rr.eng.Mask(err.Error()))
		res.File.Errors = append(res.File.Errors, err.Error())
		rr.Failed++
		rr.b.Add(res.File)
		return nil
	}
	if err != nil {
		return err
	}
	if w.treeOutput() {
		w.noteBlobs(in)
	}
	w.noteSecretName(in, &res.File)
	res.File.Output = dest
	w.noteArtifacts(in, res, dest)
	if res.File.Kind == report.FileSession {
		for _, h := range res.BlobRefs {
			w.blobRefs[h] = true
		}
	}
	rr.b.Add(res.File)
	return nil
}
