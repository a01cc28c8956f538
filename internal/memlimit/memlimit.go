package memlimit

import (
	"os"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"time"
)

// liveMetric is the heap the last collection marked live.
const liveMetric = "/gc/heap/live:bytes"

// period is how often the live heap is read. A collection of a heap of a
// few hundred MB takes longer than this, so the limit moves with each.
const period = 20 * time.Millisecond

// For returns the soft limit for a live heap: an eighth above it, and
// never below floor. An eighth, not the quarter or the doubling of
// GOGC=100: on a 1 GB session of short entries (about 360 MB live at its
// peak) the heap's slack is what stands between the run and a 400 MB
// bound. It costs collector CPU on such sessions only (bench/RESULTS.md:
// 75 -> 131 CPU-s there); sessions whose live heap stays under the floor
// are not affected.
func For(live, floor int64) int64 {
	return max(floor, live+live/8)
}

// Start sets the soft limit to floor and keeps it at For(live, floor)
// until stop is called. It does nothing when the user set GOMEMLIMIT:
// their limit is kept as given.
func Start(floor int64) (stop func()) {
	if os.Getenv("GOMEMLIMIT") != "" {
		return func() {}
	}
	debug.SetMemoryLimit(floor)
	done := make(chan struct{})
	var once sync.Once
	go func() {
		t := time.NewTicker(period)
		defer t.Stop()
		sample := []metrics.Sample{{Name: liveMetric}}
		for {
			select {
			case <-done:
				return
			case <-t.C:
				Update(sample, floor)
			}
		}
	}()
	return func() { once.Do(func() { close(done) }) }
}

// Update reads the live heap into sample (one Sample named
// "/gc/heap/live:bytes") and sets the soft limit for it.
func Update(sample []metrics.Sample, floor int64) {
	metrics.Read(sample)
	if sample[0].Value.Kind() != metrics.KindUint64 {
		return // an older runtime without the metric: keep the floor
	}
	live := int64(sample[0].Value.Uint64())
	want := For(live, floor)
	// Set only on a real change: SetMemoryLimit is cheap, but a limit that
	// moves by a few bytes at every tick tells nothing.
	if cur := debug.SetMemoryLimit(-1); want > cur+cur/16 || want < cur-cur/8 {
		debug.SetMemoryLimit(want)
	}
}
