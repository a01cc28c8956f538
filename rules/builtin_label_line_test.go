package rules

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// TestLabelLine: a value alone on the line under its field's label (with
// or without a colon, a blank line between, Markdown's emphasis and a
// bullet around the label) or after a tab on the label's line is found;
// a password may be a word with digits, a key must look generated.
func TestLabelLine(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(25))
	words := []string{"Harbor", "Velvet", "Orchid", "Tundra", "Saffron", "Meadow"}
	for range 5 {
		chosen := words[r.Intn(len(words))] + strconv.Itoa(10+r.Intn(90)) + "!"                  // a password people choose
		short := randToken(r, "abcdefghijklmnopqrstuvwxyz", 6) + strconv.Itoa(1000+r.Intn(9000)) // letters then digits, 10 bytes
		key := randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/+", 40)
		for _, c := range []struct{ text, secret, rule string }{
			{"Password\n" + chosen + "\n", chosen, labelLineID},
			{"Password:\n\t" + short + "\n\nSW-CORE-03>\n", short, labelLineID},
			{"**Admin password**\n\n" + chosen + "\n", chosen, labelLineID},
			{"- Password:\n  `" + short + "`\n", short, labelLineID},
			{"Password\t" + chosen + "\n", chosen, labelLineID},
			{"DB_PASSWORD\t" + short + "\n", short, labelLineID},
			{"Access key ID\tAKIA" + randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) + "\nSecret access key\n" + key + "\nCopied!\n", key, ""},
		} {
			ms, err := s.Detect(c.text)
			if err != nil {
				t.Fatal(err)
			}
			found := false
			for _, m := range ms {
				if m.Secret == c.secret && (c.rule == "" || m.RuleID == c.rule) {
					found = true
				}
			}
			if !found {
				t.Errorf("case %q: the value is not found (rule %q)", c.text[:min(len(c.text), 12)], c.rule)
			}
		}
	}
	for _, text := range []string{
		"Password\n••••••••\n",
		"Password\n********\nShow\n",
		"API token\nCopy\n",
		"## Password\nrequired\n",
		"case password:\n  break\n",
		"password:\n  environment:\n",
		"auth:\n  password:\n    ADMIN_TOKEN=abc123\n",
		"Token\n-----\n",
		"password\tstring\n",
		"no password\n12345678\n123456789\n",                         // a list under a heading
		"Public key\n" + randToken(r, "abcdef0123456789", 64) + "\n", // public
		"Access key ID\nAKIA" + randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) + "\n",
		"API key\nhelloworld\n", // a word, not a generated key
	} {
		wantNoRule(t, s, text, labelLineID)
	}
}

// TestLabelLineForms: labels in other languages, glued compounds, a
// plural heading one value, an aligned vendor's name and a token issued
// as hex or a UUID.
func TestLabelLineForms(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(251))
	for range 4 {
		pw := []string{"Rocket", "Walnut", "Juniper"}[r.Intn(3)] + []string{"Otter", "Cactus", "Orbit"}[r.Intn(3)] + strconv.Itoa(100+r.Intn(900)) + "-"
		mixed := randToken(r, "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 8) + strconv.Itoa(1000+r.Intn(9000))
		hex := randToken(r, "0123456789abcdef", 20)
		for _, c := range []struct{ text, secret string }{
			{"Identifiant\nacme-boutique\nMot de passe\n" + pw + "\n", pw},
			{"  Mot de passe provisoire\n  " + pw + "\n", pw},
			{"Benutzername\nlberg\nInitialpasswort\n" + mixed + "\n", mixed},
			{"Senha provisória\n" + pw + "\n", pw},
			{"ログインID\nacme-admin\n初期パスワード\n" + mixed + "\n", mixed},
			{"app_id = 4752005\nsecret\n" + hex + "\ncluster = eu\n", hex},
			{"Server API tokens\n" + uuidStr(r) + "\nCopy   Regenerate token\n", ""},
			{"Checkout.com        secret\nsk_" + randToken(r, "abcdefghijklmnopqrstuvwxyz0123456789", 32) + "\n", ""},
		} {
			want := c.secret
			if want == "" {
				want = c.text[strings.IndexByte(c.text, '\n')+1 : strings.IndexByte(c.text[strings.IndexByte(c.text, '\n')+1:], '\n')+strings.IndexByte(c.text, '\n')+1]
			}
			wantFound(t, s, c.text, want, labelLineID)
		}
	}
	for _, text := range []string{
		"var\tpass\tstring;\n",
		"10.60.2.31\t10.60.1.5\tPASS\tanonymous@\n",
		"Search-Only API Key\n" + randToken(r, "0123456789abcdef", 32) + "\n",
		"Antwort\nKq8mPz7x2bNw\n", // "answer" in German, no password
	} {
		wantNoRule(t, s, text, labelLineID)
	}
}
