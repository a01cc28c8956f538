package rules

import (
	"math/rand"
	"regexp"
	"testing"
)

// TestDefaultGlobalMiss: a target the prefilter lets skip matches none of
// gitleaks' default global regexes, on crafted edge cases and on random
// strings over the bytes the regexes test; and the default config's
// global allowlist is recognized as such.
func TestDefaultGlobalMiss(t *testing.T) {
	var res []*regexp.Regexp
	for _, p := range defaultGlobalRegexes {
		res = append(res, regexp.MustCompile(p))
	}
	check := func(s string) {
		if !defaultGlobalMiss(s) {
			return
		}
		for _, re := range res {
			if re.MatchString(s) {
				t.Errorf("%q: skipped, but %s matches it", s, re)
			}
		}
	}
	for _, s := range []string{"True", "xFALSEx", "abcNULL", "aaaa", "AaAa", "***", "...", "$1", "${2}", "$HOME", "${PATH}",
		"{{ x }}", "${{ secrets.X }}", "%APPDATA%", "%s", "{0}", "@VAR@", "/Users/a/b", "/usr/lib/x", "faLse", "nul", "tru",
		"fal\u017fe", "\u212aeep"} {
		check(s)
	}
	r := rand.New(rand.NewSource(71))
	const alphabet = "aAbeflnrstuFLNRSTUE$%{}@/*. 0123456789_"
	for range 200000 {
		b := make([]byte, 1+r.Intn(12))
		for i := range b {
			b[i] = alphabet[r.Intn(len(alphabet))]
		}
		check(string(b))
	}
	found := false
	for _, d := range testSet(t).dets {
		if g, ok := d.(*gitleaksRule); ok {
			for _, d := range g.globalDefault {
				found = found || d
			}
		}
	}
	if !found {
		t.Error("the default config's global allowlist is not recognized: the prefilter never runs")
	}
}
