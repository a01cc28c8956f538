package rules

import (
	"math/rand"
	"testing"
)

// TestHumanPasswords: under a password's key, letters no language spells
// and words no code names, joined, are passwords; a name of code, a
// reference, a word of configuration and the key's own name are not.
func TestHumanPasswords(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(77))
	const consonants = "bcdfghjklmnpqrstvwxz"
	nouns := []string{"anchor", "hornet", "banana", "violin", "candle", "walrus", "orchid", "parrot", "tractor", "lobster", "pickle", "trumpet"}
	for range 5 {
		mash := randToken(r, consonants, 7+r.Intn(5))
		a, b, c := nouns[r.Intn(len(nouns))], nouns[r.Intn(len(nouns))], nouns[r.Intn(len(nouns))]
		camel := string(a[0]-32) + a[1:] + string(b[0]-32) + b[1:] + string(c[0]-32) + c[1:]
		kebab := a + "-" + b + "-" + c + "-" + randToken(r, "0123456789", 2)
		for _, c := range []struct{ text, secret string }{
			{"POSTGRES_PASSWORD: " + mash + "\n", mash},
			{"db_password = " + mash + "\n", mash},
			{"signing.password=" + camel + "\n", camel},
			{"ADMIN_PASSWORD: " + kebab + "\n", kebab},
			{`"password": "` + camel + `",`, camel},
		} {
			wantFound(t, s, c.text, c.secret, "")
		}
	}
	for _, text := range []string{
		"password: DefaultPassword\n",
		"password = hashedInput\n",
		"DB_PASSWORD: db-credentials\n",
		"password: required\n",
		`"htpasswd": htpasswd,`,
		"password: postgres\n",
		"password = qwerty\n",
		"secret_key = monkey-violin\n",
	} {
		wantNothing(t, s, text)
	}
}
