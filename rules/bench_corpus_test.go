package rules

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/session"
)

// BenchmarkDetectCorpus scans the scannable strings of the sessions of a
// generated bench corpus (go run ./bench/gen -size 30MB -out DIR, then
// OMP_REDACT_BENCH_CORPUS=DIR go test -bench DetectCorpus ./rules).
func BenchmarkDetectCorpus(b *testing.B) {
	dir := os.Getenv("OMP_REDACT_BENCH_CORPUS")
	if dir == "" {
		b.Skip()
	}
	// OMP_REDACT_BENCH_DISABLE (rule ids, comma-separated) measures what
	// those rules cost: compare with and without
	var off []string
	if d := os.Getenv("OMP_REDACT_BENCH_DISABLE"); d != "" {
		off = strings.Split(d, ",")
	}
	s, _ := New(Config{DisableRules: off})
	var vals []string
	n := 0
	filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if !strings.HasSuffix(p, ".jsonl") {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		ss, err := session.ParseBytes(data, p, session.Options{})
		if err != nil {
			return nil // not a session: the scan command reads it as text
		}
		for _, l := range ss.Lines {
			if l.Kind > session.KindHeader {
				continue
			}
			session.Walk(l.Raw, func(leaf *session.Leaf) bool {
				if c, _ := session.Classify(l.Raw, leaf); c == session.Scannable {
					v := string([]byte(leaf.Value()))
					vals = append(vals, v)
					n += len(v)
				}
				return true
			})
		}
		return nil
	})
	b.SetBytes(int64(n))
	b.ReportAllocs()
	b.ResetTimer()
	c0 := cpuTime()
	for range b.N {
		for _, v := range vals {
			s.Detect(v)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/(cpuTime()-c0).Seconds()/1e6, "MB/cpu-s")
}
