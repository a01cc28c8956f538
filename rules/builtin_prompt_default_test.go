package rules

import (
	"math/rand"
	"testing"
)

// TestPromptDefault: the answer at a configure prompt that shows its
// current value in brackets is found when the label names a secret and
// the answer reads as one; an id's prompt, a region, a word and a
// Python line ending in "]:" are not.
func TestPromptDefault(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(72))
	for range 3 {
		tok := randToken(r, tAlnum, 30)
		pw := randToken(r, tAlnum, 9) + "!" + randToken(r, "0123456789", 2)
		for _, c := range []struct{ text, secret string }{
			{"Access Key Id []: LTAI" + randToken(r, tAlnum, 20) + "\nAccess Key Secret []: " + tok + "\nDefault Region Id []: cn-hangzhou", tok},
			{"API token [****abcd]: " + tok, tok},
			{"Enter password [hidden]: " + pw, pw},
			{"SecretKey [None]: " + tok + "\n", tok},
		} {
			wantRuleSecret(t, s, c.text, promptDefaultID, c.secret)
		}
		for _, text := range []string{
			"Access Key Id []: " + tok, "Default Region Id []: cn-hangzhou", "API token [****abcd]: skip",
			"for k in d[" + tok + "]: pass", "Secret name [db]: production-database", "[INFO]: token " + tok,
		} {
			wantNoRule(t, s, text, promptDefaultID)
		}
	}
}
