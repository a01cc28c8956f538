package rules

import (
	"sort"
	"strings"
)

// jwkPrivate finds the private members of a JSON Web Key (RFC 7517/7518):
// "d" of an EC, OKP or RSA key, the RSA primes and CRT values "p", "q",
// "dp", "dq", "qi", and "k" of a symmetric ("oct") key. Their names are one
// or two letters, which say nothing outside a JWK, so the rule reads them
// only inside the JSON object that holds the "kty" member; public members
// (x, y, n, e) stay.
type jwkPrivate struct{ rule Rule }

func newJWKPrivate() *jwkPrivate {
	return &jwkPrivate{rule: Rule{ID: "jwk-private-key", Source: SourceBuiltin, Severity: SeverityCritical,
		Keywords:    []string{`"kty"`},
		Description: "Private members (d, p, q, dp, dq, qi, k) of a JSON Web Key, inside the object with its \"kty\"."}}
}

func (j *jwkPrivate) info() *Rule { return &j.rule }

// jwkPrivateNames are the members of a JWK that hold secret key material.
var jwkPrivateNames = []string{"d", "p", "q", "dp", "dq", "qi", "k"}

// maxJWK bounds the object read around "kty": an RSA-4096 private JWK is
// about 3.3 KB.
const maxJWK = 8192

func (j *jwkPrivate) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits == nil { // run without the prefilter: find the hits
		hits = literalHits(text, `"kty"`)
	}
	lastEnd := -1
	for _, h := range hits {
		if h < lastEnd {
			continue // inside an object already read
		}
		lo := max(0, h-maxJWK)
		s := strings.LastIndexByte(text[lo:h], '{')
		if s < 0 || strings.ContainsAny(text[lo+s+1:h], "{}") {
			continue
		}
		s += lo
		e := strings.IndexAny(text[h:min(len(text), h+maxJWK)], "{}")
		if e < 0 || text[h+e] != '}' {
			continue
		}
		e += h
		obj := text[s:e]
		var found []Match
		for _, name := range jwkPrivateNames {
			if vs, ve, ok := jsonMember(obj, name); ok {
				found = append(found, Match{RuleID: j.rule.ID, Start: s + vs, End: s + ve, Secret: obj[vs:ve]})
			}
		}
		sort.Slice(found, func(a, b int) bool { return found[a].Start < found[b].Start })
		out = append(out, found...)
		lastEnd = e
	}
	return out, nil
}

// jsonMember returns the span of the string value of member name in the
// flat JSON object obj when it is base64url of 16 characters or more.
func jsonMember(obj, name string) (int, int, bool) {
	return jsonStringWhere(obj, name, func(v string) bool {
		if len(v) < 16 {
			return false
		}
		for i := 0; i < len(v); i++ {
			if c := v[i]; !isB64URL(c) && c != '+' && c != '/' && c != '=' {
				return false
			}
		}
		return true
	})
}

// jsonStringWhere returns the span of the first string value of a member
// "key" of a flat JSON object's text that accept takes ("key" written as
// a value, or with another type of value, is passed over).
func jsonStringWhere(obj, key string, accept func(v string) bool) (int, int, bool) {
	q := `"` + key + `"`
	for at := 0; ; {
		k := strings.Index(obj[at:], q)
		if k < 0 {
			return 0, 0, false
		}
		at += k + len(q)
		i := skipBlanks(obj, at)
		if i >= len(obj) || obj[i] != ':' {
			continue // the name was a value ("alg":"d")
		}
		i = skipBlanks(obj, i+1)
		if i >= len(obj) || obj[i] != '"' {
			continue
		}
		if j := quoteClose(obj, i, len(obj)); j > 0 && accept(obj[i+1:j]) {
			return i + 1, j, true
		}
	}
}
