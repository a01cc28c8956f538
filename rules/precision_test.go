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
		"pass":   "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-.",
		"base64": "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/",
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

// FuzzShapes: the value-shape tests and the break view never panic, and
// the view keeps every offset and every ASCII byte.
func FuzzShapes(f *testing.F) {
	for _, s := range []string{"userPassword", "a.b(c)", "x_", "_", "$", "iPhone", "HTTP2", "/etc/x", "C:\\", "tok。x", "’s", "a\u00a0b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		benignValue(s)
		wordShaped(s)
		v := breakView(s)
		if len(v) != len(s) {
			t.Fatalf("view changed the length")
		}
		for i := 0; i < len(s); i++ {
			if s[i] < 0x80 && v[i] != s[i] {
				t.Fatalf("view changed ASCII byte %d", i)
			}
		}
		if dec, orig, ok := percentDecode(s, true); ok {
			if len(orig) != len(dec)+1 || orig[len(dec)] != len(s) {
				t.Fatalf("bad offset map")
			}
		}
	})
}
