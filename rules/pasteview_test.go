package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestPastedMarks: a rich-text editor's dashes before flags, Markdown's
// "\_" and invisible marks inside a value do not hide a secret, and the
// mask covers the value where it is written, mark included, no more;
// prose with dashes and curly quotes stays.
func TestPastedMarks(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3615))
	for range 6 {
		pw := randToken(r, tAlnum, 10) + "^" + randToken(r, tAlnum, 8)
		key := "AIza" + randToken(r, tAlnum, 20) + `\_` + randToken(r, tAlnum, 10)
		tok := "ghp_" + randToken(r, tAlnum, 12) + "\u2060" + randToken(r, tAlnum, 24) // a word joiner
		for _, c := range []struct{ text, secret string }{
			{"$ redis-cli –h cache-01.example –a " + pw + " PING", pw},
			{"$ mongosh “mongodb+srv://cluster0.example/events” —username etl —password " + pw, pw},
			{`API key \[server, unrestricted\]: ` + key, key},
			{"token: " + tok + "\n", tok},
		} {
			ms, err := s.Detect(c.text)
			if err != nil {
				t.Fatal(err)
			}
			at := strings.Index(c.text, c.secret)
			if !covers(ms, at, at+len(c.secret)) {
				t.Errorf("a pasted secret is not masked whole")
			}
			for _, m := range ms {
				if m.Start < at || m.End > at+len(c.secret) {
					t.Errorf("%s masks more than the secret", m.RuleID)
				}
			}
		}
	}
	wantNothing(t, s, "It’s a nice day — really – and “quoted” words\u200e stay.\n")
}
