package rules

import (
	"encoding/base64"
	"strings"
)

// jwtID is the rule of JSON Web Tokens read by their structure. Where
// gitleaks' jwt finds the same span, its name wins the tie (it sorts
// first; see better), so reports keep the name users know.
const jwtID = "jwt-structured"

// jwtToken finds JSON Web Tokens by what RFC 7515 and RFC 7516 say they
// are: base64url segments joined by dots, three for a signed token (JWS,
// the signature may be empty for "alg":"none") or five for an encrypted
// one (JWE), the first the encoding of a JSON object naming its "alg",
// "enc" or "typ". A JWT is a bearer credential: whoever holds it is its
// subject until it expires. gitleaks' jwt rule wants 17 characters or
// more in the header and the payload, so it misses short payloads
// ({"sub":"1"}) and every JWE; this rule needs the header to decode.
type jwtToken struct{ rule Rule }

func newJWTToken() *jwtToken {
	return &jwtToken{rule: Rule{ID: jwtID, Source: SourceBuiltin, Severity: SeverityMedium, Keywords: []string{"eyj"},
		Description: "JSON Web Token (signed or encrypted): base64url segments joined by dots whose first decodes to a JSON header naming alg, enc or typ."}}
}

func (j *jwtToken) info() *Rule { return &j.rule }

// maxJWT bounds a token's length: real ones carry a few kilobytes of
// claims at most.
const maxJWT = 16 << 10

func (j *jwtToken) find(text string, hits []int, out []Match) ([]Match, error) {
	last := -1
	for _, h := range hits {
		if h < last || h+3 > len(text) || text[h:h+3] != "eyJ" || h > 0 && isB64URL(text[h-1]) {
			continue // inside the token before, or not a segment's start
		}
		end, ok := jwtAt(text, h)
		if !ok {
			continue
		}
		out = append(out, Match{RuleID: jwtID, Start: h, End: end, Secret: text[h:end]})
		last = end
	}
	return out, nil
}

// jwtAt parses a JWT starting at text[s] and returns its end.
func jwtAt(text string, s int) (int, bool) {
	var seg [5][2]int
	n, i := 0, s
	for n < 5 {
		k := i
		for k < len(text) && k-s < maxJWT && isB64URL(text[k]) {
			k++
		}
		seg[n] = [2]int{i, k}
		n++
		if k >= len(text) || text[k] != '.' || n == 5 {
			i = k
			break
		}
		i = k + 1
	}
	if n == 4 && seg[3][0] == seg[3][1] {
		// a sentence's full stop after a JWS: "the token is <jws>."
		n, i = 3, seg[2][1]
	} else if i < len(text) && strings.IndexByte(".=+/%\\", text[i]) >= 0 {
		return 0, false // not its end: a longer dotted name, base64, a path
	}
	// 3 segments (JWS) or 5 (JWE); the segments but a JWS signature and
	// a JWE's encrypted key are not empty (a JWE of "alg":"dir" or
	// ECDH-ES has none: Auth.js's session cookie, eyJ….. then the IV).
	// Two are a JWS cut before its signature (a copy that lost it, an
	// unsecured token without its last dot): its claims are still the
	// subject's, when they decode to a JSON object too.
	if n != 2 && n != 3 && n != 5 || n != 5 && seg[1][1]-seg[1][0] < 2 || n == 5 && (seg[2][1]-seg[2][0] < 2 || seg[3][1]-seg[3][0] < 2) {
		return 0, false
	}
	if n == 2 {
		if _, ok := jsonObjectB64(text[seg[1][0]:seg[1][1]]); !ok {
			return 0, false
		}
	}
	hs, ok := jsonObjectB64(text[seg[0][0]:seg[0][1]])
	if !ok || !namesJOSE(hs) {
		return 0, false
	}
	return i, true
}

// jsonObjectB64 returns the text seg decodes to (base64url without
// padding, blanks trimmed) and whether it is a JSON object's ({…}): a
// header, or the claims.
func jsonObjectB64(seg string) (string, bool) {
	d, err := base64.RawURLEncoding.DecodeString(seg)
	if err != nil {
		return "", false
	}
	t := strings.TrimSpace(string(d))
	return t, strings.HasPrefix(t, "{") && strings.HasSuffix(t, "}")
}

// joseHeaderPiece reports a JOSE header alone, or the first part of one
// (eyJhbGciOiJSUzI1NiIs, what `| cut -c1-20` leaves of a token): the
// base64url of a JSON object that names its "alg", "enc", "typ" or
// "kid", and nothing after it. Every token signed the same way starts
// with it; it is public.
func joseHeaderPiece(v string) bool {
	if !strings.HasPrefix(v, "eyJ") || strings.IndexByte(v, '.') >= 0 || len(v) < 8 {
		return false
	}
	d, err := base64.RawURLEncoding.DecodeString(v[:len(v)/4*4])
	if err != nil {
		return false
	}
	h := string(d)
	return strings.HasPrefix(h, "{") && (namesJOSE(h) || strings.Contains(h, `"kid"`))
}

// namesJOSE reports a decoded JOSE header's JSON: it names its "alg",
// "enc" or "typ".
func namesJOSE(h string) bool {
	return strings.Contains(h, `"alg"`) || strings.Contains(h, `"enc"`) || strings.Contains(h, `"typ"`)
}
