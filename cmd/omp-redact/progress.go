package main

import (
	"time"

	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/internal/progress"
)

// newProgressClock returns the bar of a run on stderr (see progress.Bar)
// timed by now. It draws only when stderr is a terminal, CI is unset and
// neither --quiet nor --no-progress was given, so logs and pipes never
// see its carriage returns.
func newProgressClock(io *IO, totalFiles int, totalBytes int64, quiet, noProgress bool, now func() time.Time) *progress.Bar {
	ci := ""
	if io.Getenv != nil {
		ci = io.Getenv("CI")
	}
	enabled := io.ErrTTY && ci == "" && !quiet && !noProgress
	return progress.New(io.ErrOut, enabled, progress.Width(io.Getenv, io.ErrOut), totalFiles, totalBytes, now)
}

// outColumns is the width of standard output's terminal (see
// progress.Width).
func outColumns(io *IO) int { return progress.Width(io.Getenv, io.Out) }

// newProgressFor sizes a progress bar for the inputs (see
// newProgressClock).
func newProgressFor(io *IO, ins []inputs.Input, quiet, noProgress bool) *progress.Bar {
	var total int64
	for _, in := range ins {
		total += inputs.Size(in.Path)
	}
	return newProgressClock(io, len(ins), total, quiet, noProgress, time.Now)
}
