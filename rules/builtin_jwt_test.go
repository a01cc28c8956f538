package rules

import (
	"encoding/base64"
	"math/rand"
	"strings"
	"testing"
)

func b64url(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

// TestJWTFinds: signed tokens with short claims, unsigned ones, ones cut
// before their signature and encrypted ones are found whole, in prose,
// JSON and headers.
func TestJWTFinds(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(51))
	sig := func(n int) string { return randToken(r, tAlnum+"-_", n) }
	toks := map[string]string{
		"short claims": b64url(`{"alg":"HS256"}`) + "." + b64url(`{"sub":"1"}`) + "." + sig(43),
		"unsigned":     b64url(`{"alg":"none","typ":"JWT"}`) + "." + b64url(`{"user":"ann","admin":true}`) + ".",
		"encrypted": b64url(`{"alg":"RSA-OAEP","enc":"A256GCM"}`) + "." + sig(342) + "." + sig(16) + "." +
			sig(120) + "." + sig(22),
		// "alg":"dir" (Auth.js's session cookie): no encrypted key, the
		// IV right after two dots
		"direct encryption": b64url(`{"alg":"dir","enc":"A256CBC-HS512","kid":"`+sig(16)+`"}`) + ".." + sig(22) + "." + sig(300) + "." + sig(43),
		"spaced header":     b64url(`{ "typ": "JWT", "alg": "ES256" }`) + "." + b64url(`{"iss":"x"}`) + "." + sig(86),
		"no signature":      b64url(`{"alg":"HS256","typ":"JWT"}`) + "." + b64url(`{"sub":"1234","email":"ann@example.com"}`),
	}
	for name, tok := range toks {
		for _, f := range []string{"token: %s", `{"id_token":"%s"}`, "Cookie: s=%s; path=/", "%s"} {
			text := strings.Replace(f, "%s", tok, 1)
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			at := strings.Index(text, tok)
			ok := false
			for _, m := range ms {
				ok = ok || m.Start <= at && at+len(tok) <= m.End
			}
			if !ok {
				t.Errorf("%s: not masked whole in %q: %v", name, text, spans(ms, text))
			}
		}
	}
}

// TestJWTRefuses: base64 JSON that is no token header, two segments
// whose second is not claims, and a token glued into a longer dotted
// name.
func TestJWTRefuses(t *testing.T) {
	r := rand.New(rand.NewSource(52))
	d := newJWTToken()
	for name, text := range map[string]string{
		"no header member": b64url(`{"name":"ann"}`) + "." + b64url(`{"sub":"1"}`) + "." + randToken(r, tAlnum, 43),
		"two, not claims":  b64url(`{"alg":"HS256"}`) + "." + b64url("plain text here"),
		"four segments":    b64url(`{"alg":"HS256"}`) + ".a1b2.c3d4.e5f6",
		"dotted name":      b64url(`{"alg":"HS256"}`) + "." + b64url(`{"sub":"1"}`) + ".sig.more.parts.here",
		"not json":         b64url("plain text here") + ".abcd.efgh",
		"JWE, no IV":       b64url(`{"alg":"dir","enc":"A256GCM"}`) + "..." + randToken(r, tAlnum, 40) + "." + randToken(r, tAlnum, 22),
	} {
		var hits []int
		for i := 0; i+3 <= len(text); i++ {
			if strings.EqualFold(text[i:i+3], "eyj") {
				hits = append(hits, i)
			}
		}
		if ms, _ := d.find(text, hits, nil); len(ms) > 0 {
			t.Errorf("%s: found %v in %q", name, spans(ms, text), text)
		}
	}
}

// TestJWTSentenceEnd: a token that ends a sentence keeps its rule and
// leaves the full stop.
func TestJWTSentenceEnd(t *testing.T) {
	r := rand.New(rand.NewSource(53))
	tok := b64url(`{"alg":"HS256"}`) + "." + b64url(`{"sub":"1"}`) + "." + randToken(r, tAlnum, 43)
	text := "the token is " + tok + ". Done"
	at := strings.Index(text, "eyJ")
	ms, _ := newJWTToken().find(text, []int{at}, nil)
	if len(ms) != 1 || text[ms[0].Start:ms[0].End] != tok {
		t.Errorf("matches %v, want the token without the full stop", spans(ms, text))
	}
}
