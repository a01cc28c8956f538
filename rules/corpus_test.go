package rules

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/omp-redact/omp-redact/session"
)

const fixtureDir = "../../shared/corpus/omp-fixtures"

// fixtureStrings returns the scannable string leaves of the real sessions,
// as the scan command would pass them to Detect.
func fixtureStrings(tb testing.TB) (names []string, values [][]string) {
	tb.Helper()
	files, _ := filepath.Glob(filepath.Join(fixtureDir, "*.jsonl"))
	if len(files) == 0 {
		tb.Skip("no fixtures in " + fixtureDir)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		s, err := session.ParseBytes(data, f, session.Options{})
		if err != nil {
			tb.Fatal(err)
		}
		var vs []string
		for _, l := range s.Lines {
			if l.Kind != session.KindEntry && l.Kind != session.KindTitle && l.Kind != session.KindHeader {
				continue
			}
			session.Walk(l.Raw, func(leaf *session.Leaf) bool {
				if c, _ := session.Classify(l.Raw, leaf); c == session.Scannable {
					vs = append(vs, string([]byte(leaf.Value())))
				}
				return true
			})
		}
		names = append(names, filepath.Base(f))
		values = append(values, vs)
	}
	return names, values
}
