package durable

import (
	"errors"
	"path/filepath"
	"strconv"
	"testing"
)

// TestCommitterOrderAndFirstError: Done callbacks run in the order the
// outputs were added, batch after batch; the first error a callback
// returns is what Failed and Close report.
func TestCommitterOrderAndFirstError(t *testing.T) {
	dir := t.TempDir()
	c := NewCommitter(3, 1<<30)
	var order []int
	boom := errors.New("boom")
	for i := range 8 {
		f, err := stageString(t, filepath.Join(dir, strconv.Itoa(i)), "x", false, nil)
		if err != nil {
			t.Fatal(err)
		}
		c.Add(Output{File: f, Size: 1, Done: func(err error) error {
			if err != nil {
				t.Errorf("output %d: %v", i, err)
			}
			order = append(order, i)
			if i == 5 {
				return boom
			}
			return nil
		}})
	}
	if err := c.Close(false); !errors.Is(err, boom) {
		t.Fatalf("Close = %v, want boom", err)
	}
	// Batches of 3: 0-2 and 3-5 are committed; 6-7 come after the error
	// and are removed instead.
	if len(order) != 6 {
		t.Fatalf("callbacks %v", order)
	}
	for i, v := range order {
		if v != i {
			t.Fatalf("callbacks out of order: %v", order)
		}
	}
	if got := len(dirState(t, dir)); got != 6 {
		t.Errorf("%d files in the directory, want 6", got)
	}
	if n := Tracked(); n != 0 {
		t.Errorf("%d temporary files still tracked", n)
	}
}

// TestCommitterAbort: an aborted committer commits nothing it still
// holds and leaves no temporary file.
func TestCommitterAbort(t *testing.T) {
	dir := t.TempDir()
	c := NewCommitter(100, 1<<30)
	f, err := stageString(t, filepath.Join(dir, "out"), "x", false, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.Add(Output{File: f, Done: func(error) error { t.Error("an aborted output was recorded"); return nil }})
	if err := c.Close(true); err != nil {
		t.Fatal(err)
	}
	if got := dirState(t, dir); len(got) != 0 {
		t.Errorf("left behind: %q", got)
	}
}
