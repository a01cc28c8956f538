package redact

import (
	"os"
	"testing"

	"github.com/omp-redact/omp-redact/session"
)

// BenchmarkPlan measures detection + planning with the default profile on
// the real v3 fixture (throughput in MB/s).
func BenchmarkPlan(b *testing.B) {
	data, err := os.ReadFile("../../shared/corpus/omp-fixtures/large-session.v3-titleslot.28997c0d.jsonl")
	if err != nil {
		b.Skip("fixture not available:", err)
	}
	e := newTestEngine(b, "default", nil)
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s, _ := session.ParseBytes(data, "x", session.Options{})
		e.Plan(s)
	}
}
