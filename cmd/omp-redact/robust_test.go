package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/omp-redact/omp-redact/internal/redactrun"
)

// TestLostOutputRaceLeavesNoTemps: another run wrote one of the outputs of
// -o DIR first, so committing it fails and the run stops; outputs staged
// by the workers after that are removed, not left as hidden temporary
// files.
func TestLostOutputRaceLeavesNoTemps(t *testing.T) {
	defer func(n int) { redactrun.BatchFiles = n }(redactrun.BatchFiles)
	redactrun.BatchFiles = 1
	in := t.TempDir()
	for i := range 12 {
		data, _ := plantedSession(t, int64(i+1))
		if err := os.WriteFile(filepath.Join(in, fmt.Sprintf("s%02d.jsonl", i)), data, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	out := filepath.Join(t.TempDir(), "out")
	if err := os.MkdirAll(out, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(out, "s01.jsonl"), []byte("the other run's\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	io, _, _, stderr := testIO()
	if code := run(io, []string{"redact", "-q", "-o", out, in}); code != exitError {
		t.Fatalf("exit %d, want %d: %s", code, exitError, stderr)
	}
	if !strings.Contains(stderr.String(), "already exists") {
		t.Errorf("stderr does not say why: %s", stderr)
	}
	for _, f := range dirState(t, out) {
		if strings.Contains(f, ".tmp") {
			t.Errorf("temporary file left behind: %.60s", f)
		}
	}
	if got, err := os.ReadFile(filepath.Join(out, "s01.jsonl")); err != nil || string(got) != "the other run's\n" {
		t.Errorf("the other run's output was changed: %q %v", got, err)
	}
}

// TestProgressFitsNarrowTerminal: in a 40-column terminal every redraw of
// the bar is shorter than the terminal, so it never wraps (a wrapped line
// is redrawn on a new row at every tick).
func TestProgressFitsNarrowTerminal(t *testing.T) {
	for _, cols := range []int{12, 40, 60, 200} {
		io, _, _, stderr := testIO()
		io.ErrTTY = true
		io.Getenv = func(k string) string {
			if k == "COLUMNS" {
				return fmt.Sprint(cols)
			}
			return ""
		}
		now := time.Unix(0, 0)
		p := newProgressClock(io, 400, 9<<30, false, false, func() time.Time { return now })
		for i := range 5 {
			now = now.Add(3 * time.Second)
			p.Add(1+i*50, 1<<30)
		}
		p.Done()
		drawn := 0
		for _, l := range strings.Split(stderr.String(), "\r") {
			if strings.TrimSpace(l) != "" {
				drawn++
			}
			if len(l) >= cols {
				t.Errorf("%d columns: a %d-character line: %q", cols, len(l), l)
			}
		}
		if drawn == 0 {
			t.Errorf("%d columns: nothing drawn", cols)
		}
		if cols == 200 && !strings.Contains(stderr.String(), "ETA") {
			t.Errorf("a wide terminal lost the ETA: %q", stderr)
		}
	}
}
