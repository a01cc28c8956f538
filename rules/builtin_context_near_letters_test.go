package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// randLetters returns n letters of one case drawn from r, redrawn until
// at most a quarter are vowels, as about two draws in three are: the
// keys some services draw from the 26 letters alone.
func randLetters(r *rand.Rand, n int, upper bool) string {
	for {
		v := randToken(r, "abcdefghijklmnopqrstuvwxyz", n)
		if upper {
			v = strings.ToUpper(v)
		}
		vowels := 0
		for i := 0; i < len(v); i++ {
			if strings.IndexByte("aeiouAEIOU", v[i]) >= 0 {
				vowels++
			}
		}
		if 4*vowels <= n {
			return v
		}
	}
}

// TestOneCaseLettersNearWord: letters of one case drawn at random after
// a word naming a credential are a key; words joined in one case, an
// alphabet, a letter repeated and words of the dictionaries are not.
func TestOneCaseLettersNearWord(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(24))
	for range 4 {
		up, lo := randLetters(r, 17+r.Intn(12), true), randLetters(r, 20+r.Intn(12), false)
		for _, c := range []struct{ text, secret string }{
			{"use the secret " + up + " for staging", up},
			{"token " + up + "\n", up},
			{"the key: " + lo + " (rotated monthly)", lo},
			{"secret - '" + lo + "'", lo},
		} {
			wantFound(t, s, c.text, c.secret, nearID)
		}
	}
	for _, text := range []string{
		"the secret ABCDEFGHIJKLMNOPQRSTUVWXYZ is the alphabet",
		"token XXXXXXXXXXXXXXXXXXXXXXXX",
		"key useraccountsettingsmanager",
		"secret DEFAULTCONFIGURATIONVALUE",
		"the token expirationnotification fires daily",
		"key abcdefghijklmnopqrstuvwxyz",
	} {
		wantNothing(t, s, text)
	}
}

// TestSecretDigits: a key of 20 digits or more under a secret's name is
// a secret; numbers under other names, counts and timestamps, a run of
// ascending digits and zeros are not.
func TestSecretDigits(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(240))
	for range 4 {
		d := randToken(r, "0123456789", 20+r.Intn(20))
		for _, text := range []string{
			"SECRET_KEY=" + d + "\n",
			"api_token: '" + d + "'\n",
			`{"access_key": "` + d + `"}`,
		} {
			wantFound(t, s, text, d, "")
		}
	}
	for _, text := range []string{
		"SECRET_KEY=00000000000000000000\n",
		"api_key = 12345678901234567890\n",
		"token_count = " + randToken(r, "0123456789", 20) + "\n",
		"secret_key: 1700000000000\n",
	} {
		wantNothing(t, s, text)
	}
}

// randSyllables returns n syllables of a consonant and a vowel drawn from
// r: letters of one case that read as a name (half of them vowels), not
// as a key drawn from the alphabet.
func randSyllables(r *rand.Rand, n int) string {
	const cons, vows = "bdfgklmnprstvz", "aeiou"
	b := make([]byte, 0, 2*n)
	for range n {
		b = append(b, cons[r.Intn(len(cons))], vows[r.Intn(len(vows))])
	}
	return string(b)
}
