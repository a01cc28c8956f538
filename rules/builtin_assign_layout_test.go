package rules

import (
	"math/rand"
	"testing"
)

// TestAssignLayouts: a definition whose literal stands alone on the next
// line (Elm, Haskell, OCaml, F#), Ada's and Pascal's typed constant
// (Name : constant String := "v") and a flag spelled out after one dash
// (-password v) are assignments, and a value ends before a Japanese
// word glued to it; a literal that goes on after it, one
// that is not indented, a name that is no secret's, a password file's
// flag and openssl's pass phrase source are not.
func TestAssignLayouts(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(73))
	for range 3 {
		hex := randToken(r, "0123456789abcdef", 32)
		tok := randToken(r, tAlnum, 28)
		num := randToken(r, "0123456789", 4)
		for _, c := range []struct{ text, secret string }{
			{"apiKey : String\napiKey =\n    \"" + hex + "\"\n\n\ngetForecast : String", hex},
			{"let apiToken =\n    \"" + tok + "\"\n", tok},
			{"  Api_Key         : constant String := \"" + hex + "\";\nend Credentials;", hex},
			{"const\n  ApiSecret: string := '" + tok + "';", tok},
			{"% set h [mysql::connect -host db01 -user report -password thunder" + num + " -db sales]", "thunder" + num},
			{"java -jar signer.jar -passphrase=" + tok + " -in a.pdf", tok},
		} {
			wantSecret(t, s, c.text, c.secret)
		}
		// a value ends before a word of a script without blanks glued to
		// it: the sentence's rest is not masked
		text := ".envにDB_PASSWORD＝Haruka" + num + "?って書いたら読めなかった"
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		if len(ms) == 0 {
			t.Errorf("%q: nothing found", text)
		}
		for _, m := range ms {
			if m.Secret != "Haruka"+num+"?" {
				t.Errorf("%q: %s reports %d bytes, not the value", text, m.RuleID, len(m.Secret))
			}
		}
		for _, text := range []string{
			"apiKey =\n    \"" + tok + "\" ++ suffix\n", "apiKey =\n\"" + tok + "\"\n", "description =\n    \"" + tok + "\"\n",
			"  Broker_Host : constant String := \"mqtt.rail.local\";",
			"tool -password-file /run/secrets/db -user report", "openssl enc -pass pass:$PW",
		} {
			wantNoRule(t, s, text, "secret-assignment")
		}
	}
}
