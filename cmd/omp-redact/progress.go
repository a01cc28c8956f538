package main

import (
	"strconv"
	"time"

	"github.com/omp-redact/omp-redact/internal/progress"
)

// newProgress returns the bar of a run on stderr (see progress.Bar). It
// draws only when stderr is a terminal, CI is unset and neither --quiet
// nor --no-progress was given, so logs and pipes never see its carriage
// returns.
func newProgress(io *IO, totalFiles int, totalBytes int64, quiet, noProgress bool) *progress.Bar {
	return newProgressClock(io, totalFiles, totalBytes, quiet, noProgress, time.Now)
}

func newProgressClock(io *IO, totalFiles int, totalBytes int64, quiet, noProgress bool, now func() time.Time) *progress.Bar {
	ci := ""
	if io.Getenv != nil {
		ci = io.Getenv("CI")
	}
	enabled := io.ErrTTY && ci == "" && !quiet && !noProgress
	return progress.New(io.ErrOut, enabled, columns(io), totalFiles, totalBytes, now)
}

// columns is the width the bar must fit in: $COLUMNS, else the width of
// the terminal on stderr, else 80.
func columns(io *IO) int { return widthOf(io, io.ErrOut) }

// outColumns is the width of standard output's terminal, likewise.
func outColumns(io *IO) int { return widthOf(io, io.Out) }

func widthOf(io *IO, w any) int {
	if io.Getenv != nil {
		if n, err := strconv.Atoi(io.Getenv("COLUMNS")); err == nil && n > 0 {
			return n
		}
	}
	if n := terminalWidth(w); n > 0 {
		return n
	}
	return 80
}
