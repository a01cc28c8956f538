package rules

import (
	"math/rand"
	"testing"
)

// TestWordDiff: both values of a secret-named key in git's word diff are
// found, each alone; a key that says nothing secret, a version and a
// marker without a key are not.
func TestWordDiff(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(31))
	old, cur := randToken(r, tHex, 32), randToken(r, tAlnum, 28)
	for _, c := range []struct {
		text string
		want []string
	}{
		{"    apiKey: [-" + old + "-]{+" + cur + "+}\n", []string{old, cur}},
		{"DB_PASSWORD=[-\"" + old + "\"-]{+\"" + cur + "\"+}\n", []string{old, cur}},
		{"client_secret: {+" + cur + "+}\n", []string{cur}},
		{"    tag: [-1.18.3-]{+1.18.4+}\n", nil},
		{"    region: [-" + old + "-]{+" + cur + "+}\n", nil},
		{"the [-old-]{+" + cur + "+} wording\n", nil},
		{"token: [-${OLD_TOKEN}-]{+${NEW_TOKEN}+}\n", nil},
	} {
		ms, err := s.Detect(c.text)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, m := range onlyRule(ms, wordDiffID) {
			got = append(got, m.Secret)
		}
		if len(got) != len(c.want) {
			t.Errorf("%q: found %q, want %q", c.text, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%q: found %q, want %q", c.text, got, c.want)
			}
		}
	}
}
