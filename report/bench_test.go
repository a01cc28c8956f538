package report

import (
	"io"
	"testing"
)

// BenchmarkWrite measures each writer on a report with 100,000 findings
// (SARIF truncates to 25,000 results).
func BenchmarkWrite(b *testing.B) {
	r := generated(100000, "high")
	for _, format := range Formats {
		b.Run(format, func(b *testing.B) {
			var n countWriter
			for i := 0; i < b.N; i++ {
				n = 0
				if err := Write(&n, r, format, Options{}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(n), "bytes/op-out")
		})
	}
	b.Run("baseline", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if err := WriteBaseline(io.Discard, r); err != nil {
				b.Fatal(err)
			}
		}
	})
}
