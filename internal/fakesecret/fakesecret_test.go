package fakesecret

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func generate(seed int64) []Secret {
	r := rand.New(rand.NewSource(seed))
	var out []Secret
	for _, g := range Generators() {
		out = append(out, g.Gen(r))
	}
	return out
}

func TestDeterministic(t *testing.T) {
	if diff := cmp.Diff(generate(1), generate(1)); diff != "" {
		t.Errorf("same seed, different secrets")
	}
	if cmp.Equal(generate(1), generate(2)) {
		t.Errorf("different seeds, same secrets")
	}
}

// TestShape checks what the rules tests rely on: each snippet holds its
// value exactly once, kinds are unique, and at least 25 gitleaks rule
// families are covered. That each value matches its rule is checked in
// package rules (TestFamilies).
func TestShape(t *testing.T) {
	kinds := map[string]bool{}
	families := map[string]bool{}
	for _, g := range Generators() {
		if kinds[g.Kind] {
			t.Errorf("duplicate kind %s", g.Kind)
		}
		kinds[g.Kind] = true
		if g.Gitleaks {
			families[g.RuleID] = true
		}
		s := g.Gen(rand.New(rand.NewSource(3)))
		if s.Kind != g.Kind || s.RuleID != g.RuleID || strings.Count(s.Text, s.Value) != 1 {
			t.Errorf("%s: value not exactly once in its snippet", g.Kind)
		}
	}
	if len(families) < 25 {
		t.Errorf("%d gitleaks families", len(families))
	}
	for _, d := range Decoys(rand.New(rand.NewSource(4))) {
		if d.Kind == "" || d.Text == "" {
			t.Errorf("empty decoy")
		}
	}
}
