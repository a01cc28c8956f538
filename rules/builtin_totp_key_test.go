package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestTOTPKey: a base32 setup key in groups of four, in either case,
// under or after the words that name it, is found whole; hex words,
// English words and groups with no digit are not.
func TestTOTPKey(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(252))
	for range 5 {
		raw := randToken(r, "abcdefghijklmnopqrstuvwxyz234567", 32)
		raw = raw[:3] + "7" + raw[4:7] + "3" + raw[8:] // a digit in two groups at least
		var g []string
		for i := 0; i < len(raw); i += 4 {
			g = append(g, raw[i:i+4])
		}
		lower := strings.Join(g, " ")
		upper := strings.ToUpper(lower)
		for _, c := range []struct{ text, secret string }{
			{"3. Enter your email address and this key (spaces don't matter):\n" + lower + "\n4. Tap Add\n", lower},
			{"Or enter this code manually:\n" + upper + "\n", upper},
			{"Secret key: " + upper + "\n", upper},
			{"Can't scan it? Use the setup key\n\n`" + lower + "`\n", lower},
		} {
			wantFound(t, s, c.text, c.secret, totpKeyID)
		}
	}
	for _, text := range []string{
		"The code is dead beef cafe babe face\n",
		"key\nthis that with from also\n",
		"Secret key: abcd efgh ijkl mnop\n", // no digit: letters of a sample
		"Enter this key: ab12 cd34 ef56 0a9b\n",
	} {
		wantNoRule(t, s, text, totpKeyID)
	}
}
