package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestTokenTail: a span that stops inside a token runs on to the token's
// end (and its '=' padding); a span that ends where the token ends, or
// before a separator, stays.
func TestTokenTail(t *testing.T) {
	for _, c := range []struct {
		text       string
		start, end int
		want       string // the span's text after tokenTail
	}{
		{"k='abcd1234-5678efgh' x", 3, 11, "abcd1234-5678efgh"},
		{"k='abcd1234_5678efgh' x", 3, 11, "abcd1234_5678efgh"},
		{"k=abcd1234efgh== x", 2, 8, "abcd1234efgh=="},
		{"k='abcd1234' x", 3, 11, "abcd1234"},
		{"k=abcd1234- x", 2, 10, "abcd1234"},
		{"k=abcd1234-- next", 2, 10, "abcd1234"},
		{"k=abcd1234.json", 2, 10, "abcd1234"},
		{"k=abcd1234&page=2", 2, 10, "abcd1234"},
		{"k=abcd1234:secret", 2, 10, "abcd1234"},
		{"k=abcd1234\\nNEXT=1", 2, 10, "abcd1234"},
		{"k=abcd1234。下一步", 2, 10, "abcd1234"},
		{"k=abcd1234-x-y_z", 2, 10, "abcd1234-x-y_z"},
	} {
		e := tokenTail(c.text, c.start, c.end)
		if got := c.text[c.start:e]; got != c.want {
			t.Errorf("%q [%d,%d): span %q, want %q", c.text, c.start, c.end, got, c.want)
		}
	}
}

// TestTokenTailOnRules: a token of a known format whose rule stops at a
// '-' the rest of the token continues after (a Slack legacy token with a
// third part) is masked to its end, in the surroundings of
// TestSpansArePrecise.
func TestTokenTailOnRules(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1020))
	digits := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte('0' + r.Intn(10))
		}
		return string(b)
	}
	for i := 0; i < 30; i++ {
		tok := "xox" + "a-" + digits(11) + "-" + digits(11) + "c"
		for _, c := range [][2]string{{"slack token - '", "'\nREADY"}, {"SLACK=", "\nLOG_LEVEL=info"}, {"use ", " then restart."}} {
			text := c[0] + tok + c[1]
			ms, _ := s.Detect(text)
			if v := spanViolation(text, len(c[0]), len(c[0])+len(tok), ms, nil, false); v != "" {
				t.Fatalf("%q: %s", strings.ReplaceAll(text, tok, "<TOKEN>"), v)
			}
		}
	}
}
