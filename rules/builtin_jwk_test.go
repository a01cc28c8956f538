package rules

import (
	"math/rand"
	"testing"
)

// TestJWKPrivate: the private members of a JWK are found inside the object
// with "kty"; its public members, and one-letter names elsewhere, are not.
func TestJWKPrivate(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(41))
	for range 3 {
		d := randToken(r, tURLB64, 43)
		x, y := randToken(r, tURLB64, 43), randToken(r, tURLB64, 43)
		k := randToken(r, tURLB64, 22)
		for _, c := range []struct {
			text string
			want []string
		}{
			{`{"kty":"EC","crv":"P-256","x":"` + x + `","y":"` + y + `","d":"` + d + `"}`, []string{d}},
			{`{"kty": "OKP", "crv": "Ed25519", "d": "` + d + `", "x": "` + x + `"}`, []string{d}},
			{`{"keys":[{"kty":"oct","alg":"HS256","k":"` + k + `"}]}`, []string{k}},
		} {
			ms, err := s.Detect(c.text)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, m := range onlyRule(ms, "jwk-private-key") {
				got = append(got, m.Secret)
			}
			if len(got) != len(c.want) || len(got) > 0 && got[0] != c.want[0] {
				t.Errorf("%q: got %q, want %q", c.text, got, c.want)
			}
		}
		for _, text := range []string{
			`{"kty":"EC","crv":"P-256","x":"` + x + `","y":"` + y + `"}`,
			`{"d":"` + d + `","kid":"a"}`,
			`{"kty":"RSA","n":"` + randToken(r, tURLB64, 342) + `","e":"AQAB","alg":"d"}`,
		} {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			if got := onlyRule(ms, "jwk-private-key"); len(got) > 0 {
				t.Errorf("%q: reports %q", text, got[0].Secret)
			}
		}
	}
}
