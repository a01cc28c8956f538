package rules

import "testing"

// BenchmarkDetect scans the scannable strings of the real sessions; the
// reported MB/s is per core (the benchmark runs on one goroutine).
func BenchmarkDetect(b *testing.B) {
	s, err := New(Config{})
	if err != nil {
		b.Fatal(err)
	}
	_, vals := fixtureStrings(b)
	var all []string
	n := 0
	for _, vs := range vals {
		for _, v := range vs {
			all = append(all, v)
			n += len(v)
		}
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		for _, v := range all {
			if _, err := s.Detect(v); err != nil {
				b.Fatal(err)
			}
		}
	}
}
