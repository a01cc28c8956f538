package rules

import (
	"math/rand"
	"sort"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
)

// TestBenignValueShapes: code, names, versions, paths and URLs are benign;
// random tokens of every common alphabet and length almost never are (a
// benign random token would be a secret left unmasked).
func TestBenignValueShapes(t *testing.T) {
	for _, v := range []string{
		"getPassword()", "this.token", `os.environ["X"]`, "&cfg.Password", "base64.b64decode(data)",
		"userPassword", "reset_token_expiry", "MIN_PASSWORD_LENGTH", "HTTPClientFactory", "oauth2AccessTokenResponse",
		"x_api_key_header", "not-a-real-secret", "1.2.3-beta.4", "v1.30.0-rc.2", "/etc/ssl/private/server.key",
		"~/.ssh/id_rsa", `C:\Users\me\secrets.json`, "https://auth.example.com/oauth/token", "Config::load()",
	} {
		if !benignValue(v) && !wordShaped(v) {
			t.Errorf("%q: not benign", v)
		}
	}
	r := rand.New(rand.NewSource(1))
	alphabets := map[string]string{
		"alnum": "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
		"lower": "abcdefghijklmnopqrstuvwxyz", "base32": "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567",
		"hex": "0123456789abcdef", "lowernum": "abcdefghijklmnopqrstuvwxyz0123456789",
		"pass": "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-.",
	}
	names := make([]string, 0, len(alphabets))
	for name := range alphabets {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		a := alphabets[name]
		for _, n := range []int{8, 12, 16, 24, 32, 40} {
			benign := 0
			for range 2000 {
				b := make([]byte, n)
				for i := range b {
					b[i] = a[r.Intn(len(a))]
				}
				if v := string(b); benignValue(v) || wordShaped(v) {
					benign++
				}
			}
			// short random tokens are the hard case: an 8-letter one
			// may spell two pronounceable humps (mhOmrok)
			if benign > 15 { // 0.75 %
				t.Errorf("%s/%d: %d of 2000 random tokens look benign", name, n, benign)
			}
		}
	}
	benign := 0
	for range 5000 {
		if v := fakesecret.Password(r); benignValue(v) || wordShaped(v) {
			benign++
		}
	}
	if benign > 25 {
		t.Errorf("%d of 5000 generated passwords look benign", benign)
	}
}
