package main

import (
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeClock is a settable clock for the progress bar tests.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// runProgress drives a bar through 5 s of work in 50 ms steps.
func runProgress(t *testing.T, tty bool, env map[string]string, quiet, noProgress bool) string {
	t.Helper()
	io, _, _, errOut := testIO()
	io.ErrTTY = tty
	io.Getenv = func(k string) string { return env[k] }
	clk := &fakeClock{t: time.Unix(1_700_000_000, 0)}
	p := newProgressClock(io, 100, 100<<20, quiet, noProgress, clk.now)
	for i := 0; i < 100; i++ {
		clk.advance(50 * time.Millisecond)
		p.Add(1, 1<<20)
	}
	p.Done()
	return errOut.String()
}

func TestProgressSilentUnlessInteractive(t *testing.T) {
	tests := []struct {
		name              string
		tty               bool
		env               map[string]string
		quiet, noProgress bool
	}{
		{"not a terminal", false, nil, false, false},
		{"CI set", true, map[string]string{"CI": "true"}, false, false},
		{"--quiet", true, nil, true, false},
		{"--no-progress", true, nil, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := runProgress(t, tt.tty, tt.env, tt.quiet, tt.noProgress)
			if out != "" {
				t.Errorf("wrote %q", out)
			}
			for _, c := range out {
				if c < 0x20 && c != '\n' {
					t.Errorf("control character %q in non-interactive output", c)
				}
			}
		})
	}
}

func TestProgressDrawsOnTerminal(t *testing.T) {
	out := runProgress(t, true, nil, false, false)
	// 5 s of work: nothing for the first 2 s, then at most one draw per
	// 100 ms (every other 50 ms step): 31 draws, plus the erase by Done.
	draws := strings.Count(out, "\r[")
	if draws != 31 {
		t.Errorf("%d draws, want 31", draws)
	}
	if !strings.Contains(out, "[########............] 40/100 files  40.0 MiB/100.0 MiB  20.0 MiB/s  ETA 0:03") {
		t.Errorf("no draw at 2 s with the expected text:\n%q", out)
	}
	last := out[strings.LastIndex(out, "\r[")+1:]
	if !strings.HasPrefix(last, "[####################] 100/100 files  100.0 MiB/100.0 MiB  20.0 MiB/s  ETA 0:00") {
		t.Errorf("last draw %q", last)
	}
	if !strings.HasSuffix(out, "\r") || strings.TrimRight(out[strings.LastIndex(strings.TrimSuffix(out, "\r"), "\r")+1:], "\r ") != "" {
		t.Errorf("Done did not erase the bar: %q", out[len(out)-40:])
	}
}

func TestProgressShortWorkDrawsNothing(t *testing.T) {
	io, _, _, errOut := testIO()
	io.ErrTTY = true
	clk := &fakeClock{t: time.Unix(0, 0)}
	p := newProgressClock(io, 3, 300, false, false, clk.now)
	for i := 0; i < 3; i++ {
		clk.advance(500 * time.Millisecond)
		p.Add(1, 100)
	}
	p.Done()
	if errOut.Len() != 0 {
		t.Errorf("wrote %q for 1.5 s of work", errOut.String())
	}
}
