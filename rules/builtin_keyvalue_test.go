package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestKeyValueFinds: a random value of a key named <vendor> key, in the
// ways configs and code write it, is found alone (the quotes and the
// name stay).
func TestKeyValueFinds(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(61))
	for _, f := range []string{
		"CONVERTKIT_KEY=%s",
		"  mailer_key: \"%s\"",
		`{"acme-key": "%s"}`,
		"const widgetKey = '%s';",
		"settings.zeta_key => \"%s\",",
	} {
		for range 20 {
			v := randToken(r, tAlnum, 16+r.Intn(30))
			text := strings.Replace(f, "%s", v, 1)
			if _, ok := randomFound(t, s, text, v); !ok {
				t.Errorf("not found: %q", text)
			}
		}
	}
	v := randToken(r, tAlnum, 20)
	wantAlone(t, s, "ZETA_KEY="+v+"\nLOG_LEVEL=info", v)
}

// TestKeyValueRefuses: words, names, paths, hex ids and public keys under
// a *_key name.
func TestKeyValueRefuses(t *testing.T) {
	r := rand.New(rand.NewSource(62))
	d := newKeyValue()
	for _, text := range []string{
		"sort_key: createdAtTimestamp",
		"partition_key = \"tenantIdentifierV2\"",
		"cache_key: 9f86d081884c7d659a2feaa0c55ad015",
		"object_key: uploads/2024/05/report-final.pdf",
		"translation_key: \"settings.profile.titleText\"",
		"stripe_publishable_key = \"" + randToken(r, tAlnum, 32) + "\"",
		"recaptcha_site_key: " + randToken(r, tAlnum, 40),
		"ssh_public_key: " + randToken(r, tAlnum, 40),
		"primary_key == " + randToken(r, tAlnum, 20),
		"key: " + randToken(r, tAlnum, 20), // "key" alone
		"${API_KEY}: " + randToken(r, tAlnum, 20),
		"idempotency_key: 3f2c1a9e-7b4d-4e8f-9a6b-2c1d0e9f8a7b",
	} {
		var hits []int
		low := strings.ToLower(text)
		for i := 0; i+3 <= len(low); i++ {
			if low[i:i+3] == "key" {
				hits = append(hits, i)
			}
		}
		if ms, _ := d.find(text, hits, nil); len(ms) > 0 {
			t.Errorf("found %v in %q", spans(ms, text), text)
		}
	}
}
