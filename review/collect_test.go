package review

import (
	"bytes"
	"errors"
	"testing"
)

// errWriter fails every write.
type errWriter struct{}

func (errWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// TestCollectorAndDiffs: reviews are kept by key; a key never added has
// neither review nor error; diffs are written in the given order.
func TestCollectorAndDiffs(t *testing.T) {
	var c Collector
	if f, err := c.Get("none"); f != nil || err != nil {
		t.Fatalf("Get of a missing key = %v, %v", f, err)
	}
	a := &File{Path: "a.jsonl", Lines: []Line{{In: 1, Out: 1, ID: "e1", Entry: true, Changed: true, Changes: []Change{{Path: "message", What: "mask"}}}}}
	b := &File{Path: "b.jsonl", Lines: []Line{{In: 1, Out: 0, ID: "e2", Entry: true, Removed: "drop-entry", Changed: true}}}
	var one, two bytes.Buffer
	if err := WriteDiff(&one, a, DiffOptions{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteDiff(&one, b, DiffOptions{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteDiffs(&two, []*File{a, b}, DiffOptions{}); err != nil {
		t.Fatal(err)
	}
	if one.String() != two.String() || one.Len() == 0 {
		t.Errorf("WriteDiffs wrote %q, want %q", two.String(), one.String())
	}
	if err := WriteDiffs(errWriter{}, []*File{a}, DiffOptions{}); err == nil {
		t.Error("a failed write was not reported")
	}
}
