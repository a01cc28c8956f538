package rules

import "testing"

func TestGroupWidths(t *testing.T) {
	for _, c := range []struct {
		pattern string
		group   int
		lo, hi  int
	}{
		{`\b(ghp_[0-9a-zA-Z]{36})\b`, 1, 40, 40},
		{`key=(sk_live_[a-z0-9]{24,99})`, 1, 32, 107},
		{`(?i)token[:=]\s*([a-f0-9]{32})`, 1, 32, 32},
		{`(?i)token[:=]\s*([a-f0-9]{32})`, 0, 38, -1}, // \s* is unbounded
		{`(AKIA|ASIA)([A-Z0-9]{16})`, 1, 4, 4},
		{`(x+)`, 1, 1, -1},
		{`(ab|abc)`, 1, 2, 3},
		{`(é{2})`, 1, 4, 4},
		{`([^"]{10})`, 1, 10, 40}, // a class of non-ASCII runes too
		{`(a)`, 2, -1, -1},        // no such group
		{`(`, 1, -1, -1},          // does not parse
	} {
		lo, hi := groupWidths(c.pattern, c.group)
		if lo != c.lo || hi != c.hi {
			t.Errorf("groupWidths(%q, %d) = %d, %d; want %d, %d", c.pattern, c.group, lo, hi, c.lo, c.hi)
		}
	}
}

// TestFixedSecretLen: the rules of fixed formats know their one length;
// rules of variable formats have none.
func TestFixedSecretLen(t *testing.T) {
	s := testSet(t)
	for id, want := range map[string]int{"github-pat": 40, "aws-secret-access-key": 40, "stripe-access-token": 0, "generic-api-key": 0, "jwt": 0} {
		if got := s.fixedLen[id]; got != want {
			t.Errorf("fixedLen[%s] = %d, want %d", id, got, want)
		}
	}
}
