package workpool

import (
	"errors"
	"math/rand"
	"sync/atomic"
	"testing"
	"time"
)

// TestOrderedKeepsOrder: results arrive in job order whatever order the
// jobs finish in, and no more than window jobs are ever in flight.
func TestOrderedKeepsOrder(t *testing.T) {
	const n, window = 200, 4
	var inFlight, peak atomic.Int32
	var got []int
	err := Ordered(n, 3, window, func(i int) int {
		if v := inFlight.Add(1); v > peak.Load() {
			peak.Store(v)
		}
		time.Sleep(time.Duration(rand.Intn(200)) * time.Microsecond)
		return i
	}, func(i int) error {
		inFlight.Add(-1)
		got = append(got, i)
		return nil
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range got {
		if v != i {
			t.Fatalf("result %d is job %d", i, v)
		}
	}
	if len(got) != n {
		t.Fatalf("%d results, want %d", len(got), n)
	}
	if p := peak.Load(); p > window {
		t.Errorf("%d jobs in flight, window is %d", p, window)
	}
}

// TestOrderedStopsAtFirstError: after each fails, every later result is
// skipped, none is lost, and the first error is returned.
func TestOrderedStopsAtFirstError(t *testing.T) {
	boom := errors.New("boom")
	var each, skipped []int
	err := Ordered(50, 4, 8, func(i int) int { return i }, func(i int) error {
		each = append(each, i)
		if i == 10 {
			return boom
		}
		return nil
	}, func(i int) { skipped = append(skipped, i) })
	if !errors.Is(err, boom) {
		t.Fatalf("err = %v", err)
	}
	if len(each) != 11 || len(skipped) != 39 || skipped[0] != 11 {
		t.Errorf("each saw %d, skip saw %d (first %v)", len(each), len(skipped), skipped[:1])
	}
}

func TestRunRunsEveryJob(t *testing.T) {
	var seen [100]atomic.Int32
	Run(len(seen), 5, func(i int) { seen[i].Add(1) })
	for i := range seen {
		if v := seen[i].Load(); v != 1 {
			t.Errorf("job %d ran %d times", i, v)
		}
	}
	Run(0, 5, func(int) { t.Error("ran a job of none") })
}
