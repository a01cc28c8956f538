package main

import (
	"hash/fnv"
	"math/rand/v2"
)

// example is one value to plant: a snippet of text as a scanner's own
// tests present it, the secret values inside it that a redactor must
// remove, or none for a benign decoy that must stay unchanged.
type example struct {
	Corpus  string   `json:"corpus"` // gitleaks, trufflehog, rulesets, fakesecret, benign
	Family  string   `json:"family"` // gitleaks rule id, trufflehog detector, rule id, fakesecret kind, decoy kind
	Text    string   `json:"-"`
	Secrets []string `json:"-"`
	Decoy   bool     `json:"decoy"`
}

// extraction counts what a source yielded and what it had to drop, so a
// change upstream that silently empties a corpus shows in the report.
type extraction struct {
	Source   string
	Files    int
	Positive int
	Negative int
	Dropped  int // samples whose value could not be evaluated or located
	// rule sets (corpus C) only
	Rules      int      // rules read
	Hidden     int      // rules never reported by their tool (visible: false), skipped
	Uncompiled []string // ids of rules whose pattern Go cannot compile, skipped
	Duplicates int      // examples already taken from an earlier rule or source
	// scanner tests (corpus D) only
	Placeholders int // positives whose value stands in for a secret (xxxxxx, EXAMPLE, ${VAR}), skipped
	Excluded     int // examples of families that are not credentials (account ids, IP addresses), skipped
}

// rng returns a generator seeded from the seed and a name, so one rule's
// samples do not change when another rule is added upstream.
func rng(seed uint64, name string) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(name))
	return rand.New(rand.NewPCG(seed, h.Sum64()))
}

// spread picks at most k items of l, evenly spaced, so the first and the
// later (hand-written) samples of a list are both represented.
func spread[T any](l []T, k int) []T {
	if len(l) <= k {
		return l
	}
	out := make([]T, 0, k)
	for i := 0; i < k; i++ {
		out = append(out, l[i*len(l)/k])
	}
	return out
}
