package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// randFrom returns n characters of alphabet drawn from r.
func randFrom(r *rand.Rand, alphabet string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[r.Intn(len(alphabet))]
	}
	return string(b)
}

// TestPublicMaterialStays: a wallet's extended public key, a NATS
// public nkey, a Sparkle update signature, a key under a table's
// "public key" column, S3's host id, a completion's id in psql's
// expanded display, an HTTP digest, a transparency log's timestamp,
// Gmail's header and a torrent's info hash are public,
// and no rule masks them; their secret twins (xprv, an nkey seed, a
// "private key" column, a secret_token field) are still found.
func TestPublicMaterialStays(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2701))
	const b58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
	const b32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	const b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	for i := 0; i < 20; i++ {
		xpub := "xpub661MyMwAqRbc" + randFrom(r, b58, 95)
		nkey := string("UANOC"[i%5]) + randFrom(r, b32, 55)
		sig := randFrom(r, b64, 86) + "=="
		wg := randFrom(r, b64, 43) + "="
		table := "| peer | address | %s |\n|------|---------|-----|\n| phone | 10.8.0.2/32 | " + wg + " |\n"
		for _, text := range []string{
			"{\n  \"xpub\": \"" + xpub + "\",\n  \"wallet_type\": \"standard\"\n}",
			"Donations (watch-only): " + xpub,
			"| acme | " + nkey + " | | * |",
			`<enclosure url="https://releases.example.com/App-1.2.zip" length="91822148" sparkle:edSignature="` + sig + `"/>`,
			strings.Replace(table, "%s", "public key", 1),
			"DEBUG Response headers: {'x-amz-request-id': 'R4ND0M1D', 'x-amz-id-2': '" + randFrom(r, b64, 76) + "', 'Server': 'AmazonS3'}",
			"-[ RECORD 1 ]---\nrequest_id | chatcmpl-" + randFrom(r, b58, 29) + "\nmodel      | gpt-4o",
			"< Digest: sha-256=" + wg + "\n< Server: nginx",
			"  \"SignedEntryTimestamp\": \"" + sig + "\",",
			"X-Gm-Message-State: AOJu0Y" + randFrom(r, b58, 56),
			"magnet:?xt=urn:btih:" + randFrom(r, b32, 32) + "&dn=debian.iso",
			"WARN jwt verify failed kid=-" + randFrom(r, b58, 41) + " iss=https://auth.example.com/",
		} {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			if len(ms) > 0 {
				t.Errorf("public material masked: %v in %q", ids(ms), text)
			}
		}
		tok := "tk" + randFrom(r, b58, 40)
		for _, tc := range []struct{ text, secret string }{
			{strings.Replace(table, "%s", "private key", 1), wg},
			{"SUA" + randFrom(r, b32, 55), ""},
			{"-[ RECORD 1 ]---\nsecret_token | " + tok + "\nmodel | gpt-4o", tok},
		} {
			ms, _ := s.Detect(tc.text)
			sec := tc.secret
			if sec == "" {
				sec = tc.text
			}
			if k := strings.Index(tc.text, sec); !covered(ms, k, k+len(sec)) {
				t.Errorf("secret twin not found: %v in %q", ids(ms), tc.text)
			}
		}
	}
}

// TestPublicNamesStay: values under names their vendor calls public
// (AFFIRM_PUBLIC_API_KEY) and a browser SDK's project token
// (mixpanel.init("…")) are not masked; the same values under secret
// names are.
func TestPublicNamesStay(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2702))
	const hexd = "0123456789abcdef"
	const an = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	for i := 0; i < 20; i++ {
		v := randFrom(r, hexd, 32)
		tok := randFrom(r, an, 40)
		for _, text := range []string{
			"AFFIRM_PUBLIC_API_KEY=" + strings.ToUpper(v[:16]),
			"  mixpanel.init(\"" + v + "\", {track_pageview: true});",
			"  amplitude.init('" + v + "');",
		} {
			if ms, _ := s.Detect(text); len(ms) > 0 {
				t.Errorf("public value masked: %v in %q", ids(ms), text)
			}
		}
		for _, text := range []string{
			"AFFIRM_PRIVATE_API_KEY=" + v,
			"const adminApiKey = \"" + v + "\";",
			"MIXPANEL_API_SECRET=" + v,
			"<input type=\"hidden\" name=\"api_token\" value=\"" + tok + "\">",
		} {
			k := strings.Index(text, v)
			if k < 0 {
				k = strings.Index(text, tok)
			}
			if ms, _ := s.Detect(text); len(ms) == 0 || !touches(ms, k, k+8) {
				t.Errorf("secret not found: %v in %q", ids(ms), text)
			}
		}
	}
}

// TestPublicEnvName: the names whose values are public by their vendor's
// word or by design, and names that say secret despite a public part.
func TestPublicEnvName(t *testing.T) {
	for name, want := range map[string]bool{
		"NEXT_PUBLIC_SUPABASE_ANON_KEY": true, "AFFIRM_PUBLIC_API_KEY": true, "STRIPE_PUBLISHABLE_KEY": true,
		"searchOnlyApiKey": true, "X-CSRFToken": true, "csrfmiddlewaretoken": true, "authenticity_token": true,
		"NEXT_PUBLIC_API_SECRET": false, "PUBLIC_KEY_PASSWORD": false, "AFFIRM_PRIVATE_API_KEY": false,
		"API_TOKEN": false, "ALGOLIA_ADMIN_KEY": false,
	} {
		if got := publicEnvName(name); got != want {
			t.Errorf("publicEnvName(%q) = %v, want %v", name, got, want)
		}
	}
}
