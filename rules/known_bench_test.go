package rules

import (
	"encoding/base64"
	"encoding/hex"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
)

// knownSecretsFixture returns n generated secrets of every kind, as a run's
// detectors report them, in a fixed order.
func knownSecretsFixture(n int, seed int64) []Match {
	r := rand.New(rand.NewSource(seed))
	gens := fakesecret.Generators()
	out := make([]Match, 0, n)
	for i := 0; len(out) < n; i++ {
		g := gens[i%len(gens)]
		s := g.Gen(r)
		out = append(out, Match{RuleID: s.RuleID, Severity: SeverityHigh, Secret: s.Value})
	}
	return out
}

// knownBenchLines returns the raw lines of the real sessions (what
// Engine.propagate hands to Contains), with a copy of one of found, in a
// form a rule would not see (plain, base64, hex, folded, \u-escaped), in
// the middle of every 40th line, so the benchmarks also pay for hits.
func knownBenchLines(tb testing.TB, found []Match) (lines []string, n int) {
	tb.Helper()
	files, _ := filepath.Glob(filepath.Join(fixtureDir, "*.jsonl"))
	if len(files) == 0 {
		tb.Skip("no fixtures in " + fixtureDir)
	}
	r := rand.New(rand.NewSource(5))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		for _, l := range strings.Split(string(data), "\n") {
			if len(l) == 0 {
				continue
			}
			if len(lines)%40 == 39 {
				sec := found[r.Intn(len(found))].Secret
				var form string
				switch r.Intn(5) {
				case 0:
					form = sec
				case 1:
					form = base64.StdEncoding.EncodeToString([]byte("x" + sec))
				case 2:
					form = hex.EncodeToString([]byte(sec))
				case 3:
					form = sec[:len(sec)/2] + `\n    ` + sec[len(sec)/2:]
				default:
					form = strings.ReplaceAll(sec, "_", `\u005f`)
				}
				mid := len(l) / 2
				l = l[:mid] + " " + form + " " + l[mid:]
			}
			lines = append(lines, l)
			n += len(l)
		}
	}
	return lines, n
}

// BenchmarkKnownContains is Engine.propagate's test of every line of a
// session against a run's 3,000 known secrets (in /with, a file's own few
// on top of them; in /short, with an 8-byte secret among them).
func BenchmarkKnownContains(b *testing.B) {
	found := knownSecretsFixture(3000, 1)
	run, _ := NewKnownSecrets(found)
	file := run.With(knownSecretsFixture(20, 2))
	// one secret of 8 bytes gives its forms a table of their own
	short, _ := NewKnownSecrets(append(found[:len(found):len(found)], Match{RuleID: "x", Secret: "Zq8-wX3k"}))
	lines, n := knownBenchLines(b, found)
	for _, c := range []struct {
		name string
		k    *KnownSecrets
	}{{"run", run}, {"with", file}, {"short", short}} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(n))
			b.ReportAllocs()
			hits := 0
			for range b.N {
				hits = 0
				for _, l := range lines {
					if c.k.Contains(l) {
						hits++
					}
				}
			}
			b.ReportMetric(float64(hits), "hits")
		})
	}
}

// BenchmarkKnownDetect is withKnown's search of a line's text for copies
// of a run's and a file's known secrets, on every line.
func BenchmarkKnownDetect(b *testing.B) {
	found := knownSecretsFixture(3000, 1)
	run, _ := NewKnownSecrets(found)
	file := run.With(knownSecretsFixture(20, 2))
	lines, n := knownBenchLines(b, found)
	b.SetBytes(int64(n))
	b.ReportAllocs()
	ms := 0
	for range b.N {
		ms = 0
		for _, l := range lines {
			ms += len(file.Detect(l))
		}
	}
	b.ReportMetric(float64(ms), "matches")
}
