package rules

import (
	"crypto/sha256"
	"fmt"
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
		"cache_key: " + fmt.Sprintf("%x", sha256.Sum256([]byte("cache")))[:32],
		"object_key: uploads/2024/05/report-final.pdf",
		"translation_key: \"settings.profile.titleText\"",
		"stripe_publishable_key = \"" + randToken(r, tAlnum, 32) + "\"",
		"recaptcha_site_key: " + randToken(r, tAlnum, 40),
		"ssh_public_key: " + randToken(r, tAlnum, 40),
		"primary_key == " + randToken(r, tAlnum, 20),
		"key: " + randToken(r, tAlnum, 20), // "key" alone
		"${API_KEY}: " + randToken(r, tAlnum, 20),
		"idempotency_key: " + uuidLike(r),
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

// uuidLike returns a random version-4-shaped UUID.
func uuidLike(r *rand.Rand) string {
	h := randToken(r, "0123456789abcdef", 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-a" + h[17:20] + "-" + h[20:]
}
