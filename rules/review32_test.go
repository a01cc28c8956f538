package rules

import (
	"math/rand"
	"testing"
)

// TestTokenBeforePunctuation: a token of a gitleaks rule that ends it
// with gitleaks' terminator, followed by what ends a cell, a column or an
// argument instead of a blank. gitleaks misses these; the span found must
// stop at the token.
func TestTokenBeforePunctuation(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(321))
	for range 4 {
		tok := "sntryu_" + randToken(r, tHex, 64)
		for _, text := range []string{
			"Engineering/Prod,note,Sentry auth token (releases)," + tok + ",,0,,,,\n",
			"| sentry | " + tok + "|\n",
			"| sentry |" + tok + "|\n",
			"client = Sentry(" + tok + ")\n",
			"<token>" + tok + "</token>\n",
			"[" + tok + "]\n",
		} {
			wantFound(t, s, text, tok, "sentry-user-token")
		}
		// a longer run of the token's class is not the token
		wantNoRule(t, s, "x,sntryu_"+randToken(r, tHex, 70)+",y\n", "sentry-user-token")
	}
}

// TestPunctView checks the view's blanks: only after a word byte, offsets
// kept, the text itself when nothing changes.
func TestPunctView(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"a,b|c)d", "a b c d"},
		{", |x", ", |x"},
		{"f(x),", "f(x ,"},
		{"plain text", "plain text"},
	} {
		if got := punctView(c.in); got != c.want {
			t.Errorf("punctView(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if !endsWithTerminator(`\b(sntryu_[a-f0-9]{64})` + tokenTerminator) {
		t.Error("a prefixed token's pattern not recognised")
	}
	if endsWithTerminator(`(?i)[\w.-]{0,50}?(?:adafruit)` + genericShape + `[\x60'"\s=]{0,5}([a-z0-9_-]{32})` + tokenTerminator) {
		t.Error("a key-name pattern taken for a lone token's")
	}
}
