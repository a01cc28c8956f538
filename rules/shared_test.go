package rules

import (
	"fmt"
	"slices"
	"testing"
)

func ruleIDs(s *Set) []string {
	var ids []string
	for _, r := range s.Rules() {
		ids = append(ids, r.ID)
	}
	return ids
}

// Sets built from one configuration share their keyword automaton, and a
// Set built with rules disabled neither sees nor changes what the others
// run.
func TestSetsShareCompiledParts(t *testing.T) {
	a, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	d, err := New(Config{DisableRules: []string{"generic-api-key", randomID}})
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	if a.kw != b.kw {
		t.Error("two Sets of the default configuration built two keyword automata")
	}
	if d.kw == a.kw {
		t.Error("a Set with rules disabled shares the default keyword automaton")
	}
	for _, id := range []string{"generic-api-key", randomID} {
		if !slices.Contains(ruleIDs(a), id) || !slices.Contains(ruleIDs(b), id) {
			t.Errorf("%s missing from a default Set after a Set disabled it", id)
		}
		if slices.Contains(ruleIDs(d), id) {
			t.Errorf("%s still active in the Set that disabled it", id)
		}
	}
	if !slices.Equal(ruleIDs(a), ruleIDs(b)) {
		t.Error("two default Sets list different rules")
	}
}

// The automaton cache keeps a bounded number of keyword lists: a caller
// building Sets from ever new configurations does not grow it.
func TestKeywordIndexCacheIsBounded(t *testing.T) {
	for i := range maxSharedIndexes + 4 {
		spec := RegexSpec{ID: fmt.Sprintf("user-%d", i), Pattern: `tok_[a-z]{8}`, Keywords: []string{fmt.Sprintf("kw%dword", i)}}
		if _, err := New(Config{DisableGitleaks: true, Regexes: []RegexSpec{spec}}); err != nil {
			t.Fatal(err)
		}
	}
	keywordIndexes.Lock()
	n := len(keywordIndexes.m)
	keywordIndexes.Unlock()
	if n > maxSharedIndexes {
		t.Errorf("%d keyword automata cached, want at most %d", n, maxSharedIndexes)
	}
}
