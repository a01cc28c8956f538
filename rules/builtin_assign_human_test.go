package rules

import (
	"math/rand"
	"strings"
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
		"password: " + randSyllables(r, 4) + "\n", // words one can say
		"password = " + randSyllables(r, 3) + "\n",
		"secret_key = " + nouns[r.Intn(len(nouns))] + "-" + nouns[r.Intn(len(nouns))] + "\n",
	} {
		wantNothing(t, s, text)
	}
}

// TestChosenPasswordPlaces: the same passwords in a password's place on a
// command line or in an XML element, and a setting's value that holds
// '&' (an environment or properties file's line), which a query string's
// parameters still end.
func TestChosenPasswordPlaces(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(78))
	const consonants = "bcdfghjklmnpqrstvwxz"
	for range 5 {
		mash := randToken(r, consonants, 8+r.Intn(4))
		up := randToken(r, "BCDFGHJKLMNPQRSTVWXZ", 10+r.Intn(4))
		words := "butter-dragon-parrot-" + randToken(r, "0123456789", 2)
		amp := "Anchor&Football=" + randToken(r, "0123456789", 2)
		for _, c := range []struct{ text, secret string }{
			{"+ mysql -u root -p" + mash + " -e 'SHOW DATABASES'\n", mash},
			{"$ sshpass -p '" + mash + "' ssh pi@192.168.1.50 uptime\n", mash},
			{"$ redis-cli -h cache01 -a " + up + " INFO keyspace\n", up},
			{"$ docker login registry.corp.local -u ci -p " + words + "\n", words},
			{"      <password>" + mash + "</password>\n", mash},
			{"DB_PASSWORD=" + amp + "\n", amp},
			{"mail.smtp.password=" + amp + "\n", amp},
		} {
			wantFound(t, s, c.text, c.secret, "")
		}
		pw := randToken(r, tAlnum, 14)
		text := "token=" + randToken(r, tAlnum, 32) + "&username=anna.berg&password=" + pw + "&next=%2Fadmin%2F"
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range ms {
			if strings.Contains(m.Secret, "username") || strings.Contains(m.Secret, "next=") {
				t.Errorf("a form body's parameter masked with a value: %q", m.Secret)
			}
		}
	}
	for _, text := range []string{
		`db.createConnection("main", "sqlite")`,
		// -a takes nothing but the password: a word there is one
		// (literalPassword), a variable names where it is
		"$ redis-cli -h cache01 -a $REDIS_AUTH INFO\n",
		"      <password>required</password>\n",
	} {
		wantNothing(t, s, text)
	}
}
