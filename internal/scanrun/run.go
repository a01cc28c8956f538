package scanrun

import (
	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/internal/pipeline"
	"github.com/omp-redact/omp-redact/internal/progress"
	"github.com/omp-redact/omp-redact/redact"
	"github.com/omp-redact/omp-redact/report"
)

// Run analyses ins with eng and adds each file's report to b, named as
// the input is displayed; adjust, if not nil, edits a file's report
// first (scan keeps only detection, check adds its gate's violations).
// read says how inputs are read; bar, if not nil, advances per file.
func Run(eng *redact.Engine, ins []inputs.Input, read pipeline.Options, bar *progress.Bar, b *report.Builder, adjust func(*report.File)) error {
	if bar != nil {
		defer bar.Done()
	}
	read.NeedOutput, read.Post = false, nil
	return pipeline.Process(eng, ins, read, func(o pipeline.Outcome) error {
		if bar != nil {
			defer bar.Add(1, o.Size)
		}
		if o.Err != nil {
			b.AddError(o.In.Display(), o.Err)
			return nil
		}
		f := o.Res.File
		f.Path = o.In.Display()
		if adjust != nil {
			adjust(&f)
		}
		b.Add(f)
		return nil
	})
}
