package rules

import (
	"syscall"
	"testing"
	"time"
)

// cpuTime returns the user+system CPU time of the process: on a shared,
// loaded machine wall-clock MB/s says little, MB per CPU-second is stable.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkDetect scans the scannable strings of the real sessions; the
// reported MB/s is per core (the benchmark runs on one goroutine).
func BenchmarkDetect(b *testing.B) {
	s, err := New(Config{})
	if err != nil {
		b.Fatal(err)
	}
	all, n := fixtureAll(b)
	b.SetBytes(int64(n))
	b.ReportAllocs()
	b.ResetTimer()
	c0 := cpuTime()
	for range b.N {
		for _, v := range all {
			if _, err := s.Detect(v); err != nil {
				b.Fatal(err)
			}
		}
	}
	if cpu := (cpuTime() - c0).Seconds(); cpu > 0 {
		b.ReportMetric(float64(n)*float64(b.N)/cpu/1e6, "MB/cpu-s")
	}
}

// fixtureAll returns the scannable strings of the real sessions in one
// list, and their size in bytes.
func fixtureAll(b *testing.B) ([]string, int) {
	_, vals := fixtureStrings(b)
	var all []string
	n := 0
	for _, vs := range vals {
		for _, v := range vs {
			all = append(all, v)
			n += len(v)
		}
	}
	return all, n
}
