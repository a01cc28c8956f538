package rules

import (
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/omp-redact/omp-redact/internal/fakesecret"
)

// TestWindowsAndGatesChangeNothing checks that keyword gates and windows
// are only an optimisation: every rule finds the same matches as when it
// runs ungated over the whole string (what gitleaks does).
func TestWindowsAndGatesChangeNothing(t *testing.T) {
	s := testSet(t)
	_, vals := fixtureStrings(t)
	var texts []string
	for _, vs := range vals {
		texts = append(texts, vs...)
	}
	r := rand.New(rand.NewSource(99))
	for i := 0; i < 3; i++ {
		for _, g := range fakesecret.Generators() {
			sec := g.Gen(r)
			texts = append(texts, sec.Text, `{"a": `+jsonStr(sec.Text)+`, "totalTokens": 12, "api": "x"}`)
		}
	}
	checked := 0
	for _, text := range texts {
		hits := map[int][]int{}
		s.kw.find(text, func(start int, p int32) {
			for _, d := range s.kwDets[p] {
				hits[d] = append(hits[d], start)
			}
		})
		for d, h := range hits {
			var full detector
			switch x := s.dets[d].(type) {
			case *gitleaksRule:
				c := *x
				c.gate, c.maxW = nil, -1
				full = &c
			case *reRule:
				c := *x
				c.gates = make([]func(string, int) bool, len(x.gates))
				c.maxW = make([]int, len(x.maxW))
				for i := range c.maxW {
					c.maxW[i] = -1
				}
				full = &c
			default:
				continue
			}
			want, _ := full.find(text, nil, nil)
			got, _ := s.dets[d].find(text, append([]int(nil), h...), nil)
			checked++
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("rule %s: windowed result differs (-full +windowed):\n%s", s.dets[d].info().ID, diff)
			}
		}
	}
	if checked < 1000 {
		t.Errorf("only %d rule runs checked", checked)
	}
}
