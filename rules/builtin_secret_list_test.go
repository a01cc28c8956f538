package rules

import (
	"math/rand"
	"testing"
)

// TestSecretListPluralNames: every element of a list a secret's name holds, under a
// singular name, a plural one or a FALLBACKS name; lists of names and
// placeholders, and lists under names of other things, are not taken.
func TestSecretListPluralNames(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(343))
	for range 4 {
		a, b := randToken(r, tHex, 32), randToken(r, tAlnum, 24)
		for _, c := range []struct{ text, first, second string }{
			{"app.use(session({ secrets: [\"" + a + "\", \"" + b + "\"], resave: false }))\n", a, b},
			{"API_KEYS = [\"" + b + "\", \"" + a + "\"]\n", b, a},
			{"SECRET_KEY_FALLBACKS = ['" + a + "', '" + b + "']\n", a, b},
			{"  \"apiTokens\": [\"" + b + "\", \"" + a + "\"]\n", b, a},
			{"    secret: [\"" + b + "\", \"" + a + "\"],\n", b, a},
			{"  secrets   => ['" + a + "', '" + b + "'],\n", a, b},
		} {
			for _, v := range []string{c.first, c.second} {
				ms, err := s.Detect(c.text)
				if err != nil {
					t.Fatal(err)
				}
				found := false
				for _, m := range ms {
					found = found || m.Secret == v
				}
				if !found {
					t.Errorf("%q: an element is not found", c.text[:12])
				}
			}
		}
	}
	for _, text := range []string{
		"secrets: [\"DB_PASSWORD\", \"API_KEY\"]\n",
		"tokens: [\"IDENT\", \"NUMBER\", \"STRING\"]\n",
		"passwords: [\"changeme\", \"<your-password>\"]\n",
		"addresses: [\"10.0.0.1\", \"10.0.0.2\"]\n",
		"classes: [\"" + randToken(r, tAlnum, 24) + "\"]\n",
		"{\"invalidated_api_keys\":[\"" + randToken(r, tAlnum, 20) + "\"],\"previously_invalidated_api_keys\":[],\"error_count\":0}\n",
	} {
		wantNoRule(t, s, text, secretListID)
	}
}
