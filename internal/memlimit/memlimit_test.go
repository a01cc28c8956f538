package memlimit

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"testing"
)

func TestFor(t *testing.T) {
	for _, tt := range []struct{ live, floor, want int64 }{
		{0, 256, 256},
		{100, 256, 256},
		{300, 256, 337},
		{800 << 20, 256 << 20, 900 << 20},
	} {
		if got := For(tt.live, tt.floor); got != tt.want {
			t.Errorf("For(%d, %d) = %d, want %d", tt.live, tt.floor, got, tt.want)
		}
	}
}

// TestUpdateFollowsLiveHeap holds more live data than the floor and checks
// that the limit is raised above it, then lowered back once it is freed.
func TestUpdateFollowsLiveHeap(t *testing.T) {
	old := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(old)
	const floor = 8 << 20
	debug.SetMemoryLimit(floor)
	sample := []metrics.Sample{{Name: liveMetric}}

	live := make([][]byte, 64)
	for i := range live {
		live[i] = make([]byte, 1<<20) // 64 MB live, 8 times the floor
	}
	runtime.GC()
	Update(sample, floor)
	if got := debug.SetMemoryLimit(-1); got < 64<<20 {
		t.Errorf("with 64 MB live the limit is %d, want it above the live heap", got)
	}
	runtime.KeepAlive(live)

	live = nil
	runtime.GC()
	runtime.GC()
	Update(sample, floor)
	if got := debug.SetMemoryLimit(-1); got > 32<<20 {
		t.Errorf("with the data freed the limit stays at %d, want it back near the floor", got)
	}
}

func TestStartKeepsUserLimit(t *testing.T) {
	old := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(old)
	t.Setenv("GOMEMLIMIT", "1GiB")
	debug.SetMemoryLimit(1 << 30)
	stop := Start(8 << 20)
	defer stop()
	if got := debug.SetMemoryLimit(-1); got != 1<<30 {
		t.Errorf("with GOMEMLIMIT set, the limit became %d", got)
	}
}
