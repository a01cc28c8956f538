package rules

import (
	"math/rand"
	"testing"
)

// TestContextValueMarked: a generated password may start with '#' or '%'
// after a label; a comment, a format, percent-encoding and a template do
// not pass.
func TestContextValueMarked(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for range 20 {
		v := randToken(r, tAlnum, 20) + "aZ9"
		for _, ok := range []string{"#" + v, "%" + v, "%g!" + v} {
			if !contextValue(ok) {
				t.Errorf("%q refused", ok)
			}
		}
		for _, no := range []string{"#changeme", "%s", "#" + v[:10] + "aZ9", "%" + v + "%2F", "#{" + v + "}", "#" + randToken(r, tHex, 24),
			"$" + v, "{" + v, "<" + v} {
			if contextValue(no) {
				t.Errorf("%q taken", no)
			}
		}
	}
}
