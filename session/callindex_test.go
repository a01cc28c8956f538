package session

import (
	"fmt"
	"testing"
)

// TestCallIndex checks find and add across several growths, with repeated
// ids (the first call keeps the slot) and ids that were never added.
func TestCallIndex(t *testing.T) {
	var x callIndex
	var calls []ToolCall
	if _, ok := x.find(calls, "none"); ok {
		t.Fatal("empty index finds an id")
	}
	for i := range 5000 {
		calls = append(calls, ToolCall{ID: fmt.Sprintf("call_%d", i%3000)})
		x.add(calls, len(calls)-1)
	}
	if x.t.n != 3000 {
		t.Errorf("n = %d, want 3000 distinct ids", x.t.n)
	}
	for i := range 3000 {
		id := fmt.Sprintf("call_%d", i)
		c, ok := x.find(calls, id)
		if !ok || c != i {
			t.Fatalf("find(%s) = %d, %v; want %d (the first call with the id)", id, c, ok, i)
		}
	}
	for _, id := range []string{"call_3000", "", "call_-1"} {
		if c, ok := x.find(calls, id); ok {
			t.Errorf("find(%q) = %d, want none", id, c)
		}
	}
}
