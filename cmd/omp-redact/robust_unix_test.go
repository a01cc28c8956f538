//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestInterruptRemovesTempsAndClearsProgress sends the process a real
// SIGINT: the handler erases a drawn progress bar, removes the staged
// temporary files and exits 130.
func TestInterruptRemovesTempsAndClearsProgress(t *testing.T) {
	codes := make(chan int, 1)
	defer func(f func(int)) { exitProcess = f }(exitProcess)
	exitProcess = func(code int) { codes <- code }

	dir := t.TempDir()
	if _, err := stageString(t, filepath.Join(dir, "x.jsonl"), "partial", false, nil); err != nil {
		t.Fatal(err)
	}
	io, _, _, stderr := testIO()
	io.ErrTTY = true
	now := time.Unix(0, 0)
	p := newProgressClock(io, 10, 1000, false, false, func() time.Time { return now })
	now = now.Add(5 * time.Second)
	p.Add(1, 100)
	if !strings.Contains(stderr.String(), "1/10 files") {
		t.Fatalf("no bar drawn: %q", stderr)
	}
	if err := syscall.Kill(os.Getpid(), syscall.SIGINT); err != nil {
		t.Skip("cannot signal this process:", err)
	}
	select {
	case code := <-codes:
		if code != 130 {
			t.Errorf("exit %d, want 130", code)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the interrupt was not handled")
	}
	if got := dirState(t, dir); len(got) != 0 {
		t.Errorf("left behind after the interrupt: %q", got)
	}
	s := stderr.String()
	if !strings.HasSuffix(s, "\r") || strings.TrimRight(s[strings.LastIndex(strings.TrimSuffix(s, "\r"), "\r")+1:], " \r") != "" {
		t.Errorf("the bar was not erased: %q", s)
	}
}
