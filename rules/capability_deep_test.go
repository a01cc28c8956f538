package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// mixedCaseToken returns n characters of base62 holding both cases and a
// digit, as a capability link's generator writes them.
func mixedCaseToken(r *rand.Rand, n int) string {
	for {
		v := randToken(r, tAlnum, n)
		if classBits(v)&7 == 7 {
			return v
		}
	}
}

// TestCapabilityLinksDeep: a capability link's token is masked where the
// link's kind names it, also when a version or a kind sits between
// (…/integrations/v1/alertmanager/<token>/), when the token starts with
// '-' (token_urlsafe), when the hook is a host (hooks.<domain>/<token>)
// and in a private group's invite link; the same links' public and
// documentation forms keep every byte.
func TestCapabilityLinksDeep(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3801))
	for range 4 {
		tok := mixedCaseToken(r, 25)
		short := mixedCaseToken(r, 16)
		for _, c := range []struct{ text, secret string }{
			{"  url: https://oncall.example.net/oncall/integrations/v1/alertmanager/" + tok + "/\n", tok},
			{"URL: http://homeassistant.local:8123/api/webhook/-" + tok + "\n", "-" + tok},
			{"# https://hooks.example.casa/gAAAAA" + tok + tok + "\n", "gAAAAA" + tok + tok},
			{"Join: https://chat.whatsapp.com/" + tok[:22] + "\n", tok[:22]},
			{"private channel: https://t.me/+" + short + "\n", short},
			{"Slack: https://join.slack.com/t/acme/shared_invite/zt-" + strings.ToLower(short[:12]) + "-" + tok + "\n", "zt-" + strings.ToLower(short[:12]) + "-" + tok},
			{"fatal: Authentication failed for 'https://deploy:" + short + "?@git.example.io/acme/site.git/'\n", short + "?"},
		} {
			ms := detectNoPanic(t, s, c.text)
			i := strings.Index(c.text, c.secret)
			if !covers(ms, i, i+len(c.secret)) {
				t.Errorf("%q: %q is not masked (%v)", c.text, c.secret, ms)
			}
		}
	}
	for _, text := range []string{
		"see https://grafana.com/docs/oncall/latest/integrations/v1/alertmanager/configure/\n",
		"https://github.com/acme/app/integrations/github/commits/" + strings.Repeat("3f9a", 10) + "\n",
		"community: https://t.me/golang_news and https://chat.whatsapp.com/invite\n",
		"curl http://example.com:8080?next=a@example.org\n",
		"curl 'http://example.com:8080?next=a&x=1@example.org'\n",
	} {
		if ms := detectNoPanic(t, s, text); len(ms) > 0 {
			t.Errorf("%q: found %v", text, ms)
		}
	}
}

// TestSecretListBlockMapping: a block sequence's element that opens a
// mapping (Jenkins CasC's domainCredentials: - credentials:) is a key,
// not a secret; its elements that are values are.
func TestSecretListBlockMapping(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3804))
	for range 3 {
		a, b := mixedCaseToken(r, 18), mixedCaseToken(r, 20)
		text := "keyring:\n  - " + a + "\n  - " + b + "\nbasic_auth:\n  - \"demo:" + b + "\"\n"
		ms := detectNoPanic(t, s, text)
		for _, v := range []string{a, b} {
			if i := strings.Index(text, v); !covers(ms, i, i+len(v)) {
				t.Errorf("%q: %q is not masked", text, v)
			}
		}
		if i := strings.LastIndex(text, b); !covers(ms, i, i+len(b)) {
			t.Errorf("%q: the basic_auth pair's password is not masked", text)
		}
	}
	for _, text := range []string{
		"credentials:\n  system:\n    domainCredentials:\n      - credentials:\n          - string:\n              scope: GLOBAL\n",
		"secrets:\n  - db_password\n  - API_TOKEN\n",
		"credentials:\n  - aws\n  - gcp\n",
		"    secrets:\n      - n8n_basic_auth\n      - s3-access-key\n",
	} {
		if ms := detectNoPanic(t, s, text); len(ms) > 0 {
			t.Errorf("%q: found %v", text, ms)
		}
	}
}
