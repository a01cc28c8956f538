package rules

import (
	"math/rand"
	"strconv"
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
		chosen := words[r.Intn(len(words))] + strconv.Itoa(10+r.Intn(90)) + "!"                // a password people choose
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
		"no password\n12345678\n123456789\n",                  // a list under a heading
		"Public key\n" + randToken(r, "abcdef0123456789", 64) + "\n", // public
		"Access key ID\nAKIA" + randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) + "\n",
		"API key\nhelloworld\n", // a word, not a generated key
	} {
		wantNoRule(t, s, text, labelLineID)
	}
}
