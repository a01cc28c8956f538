package progress

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestProgressConcurrentAdd(t *testing.T) {
	var buf bytes.Buffer
	p := New(&buf, true, 80, 1000, 1000, time.Now)
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 125; i++ {
				p.Add(1, 1)
			}
		}()
	}
	wg.Wait()
	p.Done()
	if p.files != 1000 || p.bytes != 1000 {
		t.Errorf("counted %d files, %d bytes; want 1000, 1000", p.files, p.bytes)
	}
	var nilBar *Bar
	nilBar.Add(1, 1) // a nil bar is a no-op
	nilBar.Done()
}

func TestHumanBytes(t *testing.T) {
	for n, want := range map[int64]string{0: "0 B", 1023: "1023 B", 1024: "1.0 KiB", 1536: "1.5 KiB", 5 << 20: "5.0 MiB", 3 << 30: "3.0 GiB"} {
		if got := Bytes(n); got != want {
			t.Errorf("Bytes(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestBarFitsColumns: every line drawn is shorter than the columns given,
// so a terminal never wraps it.
func TestBarFitsColumns(t *testing.T) {
	for _, cols := range []int{12, 40, 200} {
		var buf bytes.Buffer
		now := time.Unix(0, 0)
		p := New(&buf, true, cols, 400, 9<<30, func() time.Time { return now })
		for i := range 5 {
			now = now.Add(3 * time.Second)
			p.Add(1+i*50, 1<<30)
		}
		for _, l := range strings.Split(buf.String(), "\r") {
			if len(l) >= cols {
				t.Errorf("%d columns: a %d-character line: %q", cols, len(l), l)
			}
		}
	}
}
