package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// ghsStateless draws a GitHub App installation token of the stateless
// format: ghs_, the App's id, '_' and a signed JWT.
func ghsStateless(r *rand.Rand) string {
	head := b64url(`{"alg":"RS256","typ":"JWT","kid":"` + randToken(r, tHex, 16) + `"}`)
	claims := b64url(`{"iss":"` + digitsN(r, 7) + `","iid":` + digitsN(r, 8) + `,"exp":` + digitsN(r, 10) + `,"jti":"` + randToken(r, tAlnum, 24) + `"}`)
	return "ghs_" + digitsN(r, 6) + "_" + head + "." + claims + "." + randToken(r, tURLB64, 342)
}

// mailgunTok draws a Mailgun API key: 32 hex digits and two groups of 8.
func mailgunTok(r *rand.Rand) string {
	return randToken(r, tHex, 30) + "a1" + "-" + randToken(r, tHex, 8) + "-" + randToken(r, tHex, 8)
}

func TestTrivyRules(t *testing.T) {
	s := testSet(t)
	cases := []ruleCase{
		{"github-app-token-stateless", func(r *rand.Rand) []sample {
			k, c := ghsStateless(r), ghsStateless(r)
			return append(inThree(ghsStateless(r)),
				one("git clone https://x-access-token:"+k+"@github.com/acme/app.git", k),
				one("GITHUB_TOKEN="+c+"\n", c))
		}, func(r *rand.Rand) []string {
			jws := ghsStateless(r)
			jws = jws[strings.IndexByte(jws[4:], '_')+5:]
			return []string{
				"ghs_" + randToken(r, tAlnum, 36),    // the classic format, another rule's
				"ghs_abc_" + jws,                     // not an App id
				"myghs_" + digitsN(r, 6) + "_" + jws, // inside a word
				"ghs_" + digitsN(r, 6) + "_eyJ" + randToken(r, tURLB64, 60) + "." + randToken(r, tURLB64, 80) + "." + randToken(r, tURLB64, 40), // header does not decode
				"ghs_" + digitsN(r, 6) + "_eyJhbGciOi...",                         // elided
				"ghs_" + digitsN(r, 6) + "_" + b64url(`{"alg":"none"}`) + ".e30.", // too short to be one
			}
		}},
		{"openai-realtime-client-secret", func(r *rand.Rand) []sample {
			k := "ek_" + randToken(r, tHex, 30) + "a1"
			return append(inThree("ek_"+randToken(r, tHex, 30)+"c7"),
				one(`{"value": "`+k+`", "expires_at": `+digitsN(r, 10)+`, "session": {"type": "realtime"}}`, k))
		}, func(r *rand.Rand) []string {
			return []string{"ek_" + randToken(r, tHex, 31), "ek_" + randToken(r, tHex, 33), "check_" + randToken(r, tHex, 32),
				"ek_" + strings.Repeat("0", 32), "ek_" + digitsN(r, 32), "ek_" + strings.Repeat("ab12", 8),
				"ek_" + strings.Repeat("x", 32), "EK_" + strings.ToUpper(randToken(r, tHex, 32)), "ek_test_not_a_real_secret"}
		}},
		{"flutterwave-test-enc-key", func(r *rand.Rand) []sample {
			k := "FLWSECK_TEST" + randToken(r, tHex, 10) + "e4"
			return append(inThree("FLWSECK_TEST"+randToken(r, tHex, 10)+"9c"),
				one("FLUTTERWAVE_ENCRYPTION_KEY="+k+"\nFLUTTERWAVE_ENVIRONMENT=test\n", k))
		}, func(r *rand.Rand) []string {
			return []string{"FLWSECK_TEST" + randToken(r, tHex, 10), "FLWSECK_TEST" + randToken(r, tHex, 14),
				"ABCFLWSECK_TEST" + randToken(r, tHex, 12), "FLWSECK_TEST" + digitsN(r, 12), "FLWSECK_TESTxxxxxxxxxxxx",
				"FLWSECK_TEST-" + randToken(r, tHex, 32) + "-X", "FLWSECK_TEST" + strings.ToUpper(randToken(r, tHex, 12))}
		}},
		{"mailgun-token-format", func(r *rand.Rand) []sample {
			k := mailgunTok(r)
			return append(inThree(mailgunTok(r)),
				one("mg = Client(auth=(\"api\", \""+k+"\"))", k))
		}, func(r *rand.Rand) []string {
			k := mailgunTok(r)
			return []string{
				strings.ToUpper(k),                 // upper-case hex
				k[1:],                              // 31 digits
				k + "-" + randToken(r, tHex, 4),    // a longer dashed name
				"x" + k,                            // inside a word
				k[:len(k)-1],                       // 7 digits in the last group
				digitsN(r, 32) + k[32:],            // no letter in the 32
				strings.Repeat("ab12", 8) + k[32:], // a repeated unit
				strings.Repeat("0", 32) + "-00000000-00000000",       // zeros
				randToken(r, tHex, 32) + "-" + randToken(r, tHex, 8), // one group
			}
		}},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) { checkRuleCase(t, s, c) })
	}
}

// TestTrivyRulesBesideGitleaks: after the word mailgun, gitleaks' own rules
// read the same span and keep their labels; the key is masked either way.
func TestTrivyRulesBesideGitleaks(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(51))
	for range 3 {
		k := mailgunTok(r)
		wantSecret(t, s, "MAILGUN_API_KEY='"+k+"'", k)
		wantSecret(t, s, `mailgun_signing_key: "`+k+`"`, k)
		e := "ek_" + randToken(r, tHex, 30) + "b2"
		wantSecret(t, s, "OPENAI_CLIENT_SECRET="+e, e)
	}
}
