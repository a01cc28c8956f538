package session

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkParse measures the whole read path a command pays per file:
// parse, tree, tool pairing and validation, on the large real session.
// Target: at least 150 MB/s on one core (go test -bench Parse -cpu 1).
// The cpu-MB/s metric divides by the CPU time used instead of wall time.
func BenchmarkParse(b *testing.B) {
	data, err := os.ReadFile(filepath.Join(sharedCorpus, "large-session.v3-titleslot.28997c0d.jsonl"))
	if err != nil {
		b.Skip("shared corpus not present:", err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	cpu0 := cpuTime()
	for b.Loop() {
		s, err := ParseBytes(data, "large", Options{})
		if err != nil {
			b.Fatal(err)
		}
		s.Tree()
		s.Pairing()
		if ps := Validate(s, ValidateOptions{}); HasErrors(ps) {
			b.Fatal(ps)
		}
	}
	// cpu-MB/s: throughput per CPU second of the process, robust to other
	// processes competing for the cores (with -cpu 1 it includes the GC).
	if d := cpuTime() - cpu0; d > 0 {
		b.ReportMetric(float64(len(data))*float64(b.N)/d.Seconds()/1e6, "cpu-MB/s")
	}
}
