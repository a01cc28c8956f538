package rules

import (
	"math/rand"
	"testing"
)

// TestCredentialShapes checks the configuration and URL shapes that name a
// credential by their structure: a subscript assignment, the key/value
// attribute pair of .NET and Java configuration files, an OAuth
// Authorization header and a token written as a URL's userinfo; and their
// near misses.
func TestCredentialShapes(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(29))
	for range 3 {
		v := randToken(r, tAlnum, 28) + "aZ9"
		for _, c := range []struct{ text, rule string }{
			{`os.environ["ACME_TOKEN"] = "` + v + `"`, nearID},
			{`$config['api_key'] = '` + v + `';`, nearID},
			{`<add key="ApiKey" value="` + v + `" />`, nearID},
			{`<setting name="ClientSecret" value="` + v + `"/>`, nearID},
			{"Authorization: OAuth " + v, "authorization-header"},
			{"git clone https://" + v + "@github.com/acme/r.git", "url-token-user"},
		} {
			ms, err := s.Detect(c.text)
			if err != nil {
				t.Fatal(err)
			}
			if len(ms) != 1 || ms[0].RuleID != c.rule || ms[0].Secret != v {
				t.Errorf("%q: want %s %q, got %+v", c.text, c.rule, v, ms)
			}
		}
		for _, text := range []string{
			`os.environ["ACME_TOKEN"] = os.environ["OTHER"]`,
			`<add key="ApiKey" value="" />`,
			`<add key="Title" value="` + v + `" />`,
			`<input name="password" value="hunter">`,
			`Authorization: OAuth oauth_consumer_key="` + v + `", oauth_nonce="` + randToken(r, tAlnum, 16) + `"`,
			"git clone https://git@github.com/acme/r.git",
			"https://deploy-bot-for-the-acme-project@example.com",
			"https://" + randToken(r, "abcdefghijklmnopqrstuvwxyz", 24) + "@example.com",
		} {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range ms {
				if m.RuleID == nearID || m.RuleID == "url-token-user" || m.RuleID == "authorization-header" {
					t.Errorf("%q: reports %s %q", text, m.RuleID, m.Secret)
				}
			}
		}
	}
}
