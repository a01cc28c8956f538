package rules

import "strings"

// dnssecPrivateID is the rule of the private fields of a DNSSEC or TSIG
// key file.
const dnssecPrivateID = "dnssec-private-key"

// dnssecPrivate finds the private fields of the key files BIND's
// dnssec-keygen and tsig tools, Knot and ldns write
// (K<zone>.+<alg>+<id>.private): after "Private-key-format: v1.x", an
// RSA key's PrivateExponent, Prime1, Prime2, Exponent1, Exponent2 and
// Coefficient, an ECDSA or EdDSA key's PrivateKey, an HMAC key's Key and
// a GOST key's GostAsn1. Modulus and PublicExponent are the public key
// and stay. Each field is one line of base64; the file ends at a line
// that is no "Name: value".
type dnssecPrivate struct{ rule Rule }

func newDNSSECPrivate() *dnssecPrivate {
	return &dnssecPrivate{rule: Rule{ID: dnssecPrivateID, Source: SourceBuiltin, Severity: SeverityCritical,
		Keywords:    []string{"private-key-format:"},
		Description: "Private fields of a DNSSEC or TSIG key file (Private-key-format: v1.x; PrivateExponent, Prime1…, PrivateKey, Key): they sign the zone or its updates."}}
}

func (r *dnssecPrivate) info() *Rule { return &r.rule }

// dnssecPrivateFields are the fields of a key file that hold the key's
// private part.
var dnssecPrivateFields = map[string]bool{
	"PrivateExponent": true, "Prime1": true, "Prime2": true, "Exponent1": true, "Exponent2": true,
	"Coefficient": true, "PrivateKey": true, "Key": true, "GostAsn1": true,
}

func (r *dnssecPrivate) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	done := -1
	for _, h := range hits {
		if h < done || !lineStartBlanks(text, h) {
			continue
		}
		i := lineEnd(text, h)
		for n := 0; i < len(text) && n < 24; n++ {
			ls := i + 1
			le := lineEnd(text, ls)
			line := text[ls:le]
			c := strings.Index(line, ": ")
			if c <= 0 || c > 24 || strings.ContainsAny(line[:c], " \t") {
				break // the file ends: a line that is no field
			}
			if dnssecPrivateFields[line[:c]] {
				vs := ls + c + 2
				if v := strings.TrimRight(text[vs:le], " \t\r"); len(v) >= 16 && strings.Trim(v, stdB64Letters+"=") == "" {
					out = append(out, Match{RuleID: dnssecPrivateID, Start: vs, End: vs + len(v), Secret: v})
				}
			}
			i = le
		}
		done = i
	}
	return out, nil
}
