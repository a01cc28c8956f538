package rules

import "testing"

func TestGroupWidths(t *testing.T) {
	for _, c := range []struct {
		pattern  string
		group    int
		lo, hi   int
		prefixed bool
	}{
		{`\b(ghp_[0-9a-zA-Z]{36})\b`, 1, 40, 40, true},
		{`key=(sk_live_[a-z0-9]{24,99})`, 1, 32, 107, true},
		{`(?i)token[:=]\s*([a-f0-9]{32})`, 1, 32, 32, false}, // a keyword, then no prefix
		{`(?i)token[:=]\s*([a-f0-9]{32})`, 0, 38, -1, false}, // \s* is unbounded
		{`((?:AKIA|ASIA)[A-Z0-9]{16})`, 1, 20, 20, true},
		{`((?:AKIA|A)[A-Z0-9]{16})`, 1, 17, 20, false}, // one branch too short a prefix
		{`(x+)`, 1, 1, -1, false},
		{`(ab|abc)`, 1, 2, 3, false},
		{`(é{2})`, 1, 4, 4, true},        // a literal once simplified
		{`([^"]{10})`, 1, 10, 40, false}, // a class of non-ASCII runes too
		{`(a)`, 2, -1, -1, false},        // no such group
		{`(`, 1, -1, -1, false},          // does not parse
	} {
		lo, hi, prefixed := groupWidths(c.pattern, c.group)
		if lo != c.lo || hi != c.hi || prefixed != c.prefixed {
			t.Errorf("groupWidths(%q, %d) = %d, %d, %v; want %d, %d, %v", c.pattern, c.group, lo, hi, prefixed, c.lo, c.hi, c.prefixed)
		}
	}
}

// TestFixedSecretLen: the rules of fixed, prefixed formats know their
// one length; rules of variable formats, and fixed widths after a keyword
// (facebook-secret's 32 hex digits), have none.
func TestFixedSecretLen(t *testing.T) {
	s := testSet(t)
	for id, want := range map[string]int{"github-pat": 40, "aws-access-token": 20, "aws-secret-access-key": 0, "facebook-secret": 0,
		"stripe-access-token": 0, "generic-api-key": 0, "jwt": 0} {
		if got := s.fixedLen[id]; got != want {
			t.Errorf("fixedLen[%s] = %d, want %d", id, got, want)
		}
	}
}
