package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

// Progress bar timing: nothing is drawn for work that ends within
// progressDelay, and the bar is redrawn at most every progressInterval.
const (
	progressDelay    = 2 * time.Second
	progressInterval = 100 * time.Millisecond
)

// progress draws a one-line progress bar on stderr for long runs: files
// and bytes done, rate and ETA. It draws only when stderr is a terminal,
// CI is unset and neither --quiet nor --no-progress was given, so logs and
// pipes never see its carriage returns. A nil or disabled progress
// accepts every call and writes nothing. Add may be called from several
// goroutines.
type progress struct {
	mu      sync.Mutex
	w       io.Writer
	enabled bool
	now     func() time.Time

	totalFiles int
	totalBytes int64
	files      int
	bytes      int64
	start      time.Time
	last       time.Time // last draw; zero before the first
	width      int       // length of the last line drawn
	columns    int       // the terminal's width: lines stay shorter, so they never wrap
}

func newProgress(io *IO, totalFiles int, totalBytes int64, quiet, noProgress bool) *progress {
	return newProgressClock(io, totalFiles, totalBytes, quiet, noProgress, time.Now)
}

func newProgressClock(io *IO, totalFiles int, totalBytes int64, quiet, noProgress bool, now func() time.Time) *progress {
	ci := ""
	if io.Getenv != nil {
		ci = io.Getenv("CI")
	}
	p := &progress{
		w:          io.ErrOut,
		enabled:    io.ErrTTY && ci == "" && !quiet && !noProgress,
		now:        now,
		totalFiles: totalFiles,
		totalBytes: totalBytes,
		start:      now(),
		columns:    columns(io),
	}
	if p.enabled {
		onInterrupt(p.Done) // Ctrl-C leaves a clean line too
	}
	return p
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

// Add records files and bytes done and redraws the bar when it is due.
func (p *progress) Add(files int, bytes int64) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.files += files
	p.bytes += bytes
	if !p.enabled {
		return
	}
	now := p.now()
	if now.Sub(p.start) < progressDelay || (!p.last.IsZero() && now.Sub(p.last) < progressInterval) {
		return
	}
	p.last = now
	line := p.fit(now.Sub(p.start))
	pad := ""
	if n := p.width - len(line); n > 0 {
		pad = fmt.Sprintf("%*s", n, "")
	}
	p.width = len(line)
	fmt.Fprintf(p.w, "\r%s%s", line, pad)
}

// Done erases the bar, if one was drawn, so that what follows starts on a
// clean line.
func (p *progress) Done() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.width > 0 {
		fmt.Fprintf(p.w, "\r%*s\r", p.width, "")
		p.width = 0
	}
	p.enabled = false
}

// fit is the bar's line shortened to fewer characters than the terminal
// has columns (a line as wide as the terminal wraps on some terminals,
// and "\r" then redraws only its last row): parts are dropped from the
// right, the bar last.
func (p *progress) fit(elapsed time.Duration) string {
	parts := p.parts(elapsed)
	for n := len(parts); n > 0; n-- {
		line := strings.Join(parts[:n], "  ")
		if utf8.RuneCountInString(line) < p.columns {
			return line
		}
	}
	files := fmt.Sprintf("%d/%d", p.files, p.totalFiles)
	if len(files) < p.columns {
		return files
	}
	return ""
}

// line is the bar's full text, e.g.
// "[#######.............]  12/40 files  1.2 MiB/8.0 MiB  3.4 MiB/s  ETA 0:05".
func (p *progress) line(elapsed time.Duration) string {
	return strings.Join(p.parts(elapsed), "  ")
}

// parts are the pieces of the bar's line, most important first.
func (p *progress) parts(elapsed time.Duration) []string {
	frac := 0.0
	switch {
	case p.totalBytes > 0:
		frac = float64(p.bytes) / float64(p.totalBytes)
	case p.totalFiles > 0:
		frac = float64(p.files) / float64(p.totalFiles)
	}
	if frac > 1 {
		frac = 1
	}
	const barWidth = 20
	filled := int(frac * barWidth)
	bar := make([]byte, barWidth)
	for i := range bar {
		bar[i] = '.'
		if i < filled {
			bar[i] = '#'
		}
	}
	secs := elapsed.Seconds()
	rate := float64(p.bytes) / secs
	eta := "--:--"
	if frac > 0 && frac < 1 {
		eta = progressClock(time.Duration(secs * (1 - frac) / frac * float64(time.Second)))
	} else if frac >= 1 {
		eta = "0:00"
	}
	return []string{
		fmt.Sprintf("[%s] %d/%d files", bar, p.files, p.totalFiles),
		fmt.Sprintf("%s/%s", humanBytes(p.bytes), humanBytes(p.totalBytes)),
		fmt.Sprintf("%s/s", humanBytes(int64(rate))),
		"ETA " + eta,
	}
}

func progressClock(d time.Duration) string {
	s := int(d.Round(time.Second).Seconds())
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// humanBytes formats a byte count with binary units.
func humanBytes(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %ciB", float64(n)/float64(div), "KMGTPE"[exp])
}
