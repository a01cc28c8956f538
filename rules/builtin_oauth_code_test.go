package rules

import (
	"math/rand"
	"testing"
)

// TestOAuthCodeOneTimeLink: the code of a link that acts once (a password
// reset, a magic sign-in, a verification mail) is found without state=
// on its line; a code= of other URLs (an error's, a country's) is not.
func TestOAuthCodeOneTimeLink(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3603))
	for range 6 {
		v := randToken(r, tHex, 48)
		for _, text := range []string{
			"https://login.acme-hr.example/account/reset?code=" + v + "&lang=en",
			`<a href="https://app.example/auth/magic?email=a%40b.example&code=` + v + `">Sign in</a>`,
			"Verify: https://id.example/Email/Verify?code=" + v,
		} {
			wantSecrets(t, s, text, oauthCodeID, v)
		}
		wantNoRule(t, s, "https://docs.example/errors?code="+v, oauthCodeID)
		wantNoRule(t, s, "see https://status.example/reset-history?code="+v[:8], oauthCodeID)
	}
}
