package session

import (
	"fmt"
	"testing"
)

// TestIDIndex checks the index against a Go map on ids with duplicates,
// absent ids and enough entries to force long probe runs.
func TestIDIndex(t *testing.T) {
	var es []*Line
	want := map[string]int{}
	for i := 0; i < 5000; i++ {
		id := fmt.Sprintf("%x", i%3100) // ids repeat: the later wins
		l := &Line{ID: id, HasID: i%7 != 0}
		es = append(es, l)
		if l.HasID {
			want[id] = i
		}
	}
	x := newIDIndex(es)
	for id, i := range want {
		if got, ok := x.lookup(es, id); !ok || got != i {
			t.Errorf("lookup(%q) = %d, %v; want %d", id, got, ok, i)
		}
	}
	for _, id := range []string{"", "zz", "fffff"} {
		if got, ok := x.lookup(es, id); ok {
			t.Errorf("lookup(%q) = %d, want none", id, got)
		}
	}
	var empty idIndex
	if _, ok := empty.lookup(nil, "a"); ok {
		t.Error("an empty index found an id")
	}
}
