package session

import (
	"testing"
	"unsafe"
)

// TestLineSize guards the size of Line: a 1 GB session of short entries
// has 1.5 M of them, so 16 bytes more per line cost 24 MB of heap, twice
// while a redaction is verified.
func TestLineSize(t *testing.T) {
	if n := unsafe.Sizeof(Line{}); n > 96 {
		t.Errorf("Line is %d bytes, want at most 96", n)
	}
}
