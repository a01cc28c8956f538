package cases_test

import (
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/bench/contexts/cases"
	"github.com/omp-redact/omp-redact/internal/enginetest"
	"github.com/omp-redact/omp-redact/session"
)

// TestCasesWellFormed: every case's secrets and benign strings are in its
// text, apart, and a seed gives the same cases.
func TestCasesWellFormed(t *testing.T) {
	a, b := cases.Generate(3), cases.Generate(3)
	if len(a) < 900 || len(a) != len(b) {
		t.Fatalf("%d and %d cases", len(a), len(b))
	}
	for i, c := range a {
		if c.Text != b[i].Text {
			t.Fatalf("%s: not deterministic", c.Name)
		}
		for _, s := range append(append([]string(nil), c.Secrets...), c.Benign...) {
			if !strings.Contains(c.Text, s) {
				t.Errorf("%s: %d-byte string not in its text", c.Name, len(s))
			}
		}
	}
}

// TestRedactGeneralizes: redact (default profile) removes the secrets of
// the realistic-context cases, written apart from the detectors, and
// keeps their benign strings. The bounds are a regression floor under
// what the engine reaches today (97.2 % and 95.3 % at seed 1, 97.1 % and
// 95.2 % at seed 2, 1332 cases; the fifth and sixth batches, written
// apart after the rest, came in at 84.1 % and 86.3 % of their own
// secrets removed); a miss names its case, never its value.
func TestRedactGeneralizes(t *testing.T) {
	if testing.Short() {
		t.Skip("redacts two sessions of 1332 cases")
	}
	b := enginetest.Build(t, "default")
	for _, seed := range []uint64{1, 2} {
		cs := cases.Generate(seed)
		res, err := b.Engine.Session("contexts.jsonl", cases.Session(cs), session.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Fatal != nil {
			t.Fatal(res.Fatal)
		}
		texts, err := cases.Texts(res.Output)
		if err != nil {
			t.Fatal(err)
		}
		sc := cases.Measure(cs, texts)
		gone := float64(sc.SecretsGone) / float64(sc.Secrets)
		kept := float64(sc.BenignKept) / float64(sc.Benign)
		t.Logf("seed %d: secrets removed %.1f %%, benign kept %.1f %%", seed, 100*gone, 100*kept)
		if gone < 0.96 || kept < 0.94 {
			for _, m := range sc.Misses {
				t.Log(m)
			}
			t.Errorf("seed %d: removed %.3f (floor 0.96), kept %.3f (floor 0.94)", seed, gone, kept)
		}
	}
}
