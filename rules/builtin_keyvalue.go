package rules

import "strings"

// keyValueID is the rule of random values assigned to a key named
// <something> key (see keyValue).
const keyValueID = "generic-key-value"

// keyValue finds the value of a key whose name ends with the word key
// (CONVERTKIT_KEY=, mailerKey:, "acme-key": …) when the value is a random
// token of 16 to 128 characters. secret-assignment does not take such
// names alone: sort_key, cache_key, partition_key and primary_key name
// words, paths and ids, so the value must be what only a generator
// writes, judged as generic-random-token judges its runs (mixed case,
// the entropy of its length, no words), and names of public keys
// (public_key, publishable_key, site_key) are refused.
type keyValue struct{ rule Rule }

func newKeyValue() *keyValue {
	return &keyValue{rule: Rule{ID: keyValueID, Source: SourceBuiltin, Severity: SeverityMedium, Keywords: []string{"key"},
		Description: "Random value (16 to 128 characters, mixed case, the entropy of a generated string) of a key whose name ends with 'key' (ACME_KEY=, acmeKey:, \"acme-key\":); public and publishable keys are refused."}}
}

func (k *keyValue) info() *Rule { return &k.rule }

// Bounds of a key-named value.
const (
	minKeyValue = 16
	maxKeyValue = 128
)

func (k *keyValue) find(text string, hits []int, out []Match) ([]Match, error) {
	for _, h := range hits {
		e := h + 3 // "key" ends the name: next, an optional quote and an operator
		if e < len(text) && (isWordByte(text[e]) || text[e] == '-' || text[e] == '.') {
			continue
		}
		s := h
		for s > 0 && h-s < 40 && isKeyByte(text[s-1]) {
			s--
		}
		if s == h || s > 0 && strings.IndexByte("$%{@", text[s-1]) >= 0 {
			continue // "key" alone, a variable reference
		}
		at, ok := assignOperator(text, e)
		if !ok || at < len(text) && (text[at] == '=' || text[at] == ':') {
			continue // no operator, or a comparison (==) or a scope (::)
		}
		// lower-cased only now: "key" occurs often, assignments to it less
		if publicKeyName(strings.ToLower(text[s:e])) {
			continue
		}
		// the value is short: parse no further than its bound
		vs, ve, ok := parseValue(text[:min(len(text), at+maxKeyValue+2)], at, "\"'`,;)}]")
		if !ok || ve-vs < minKeyValue || ve-vs > maxKeyValue || !keyRandom(text[vs:ve]) {
			continue
		}
		out = append(out, Match{RuleID: keyValueID, Start: vs, End: ve, Secret: text[vs:ve]})
	}
	return out, nil
}

// publicKeyName reports key names (lower case) whose keys are public:
// publishable, site, public keys.
func publicKeyName(k string) bool {
	for _, w := range [...]string{"public", "publishable", "pubkey", "pub_key", "pub-key", "sitekey", "site_key", "site-key"} {
		if strings.Contains(k, w) {
			return true
		}
	}
	return false
}

// keyRandom reports a value that only a generator writes: letters and
// digits (and '_', '-', '.'), upper and lower case mixed or letters and
// digits plentiful, the entropy of a random string of its length, not
// hex (digests, ids), not words.
func keyRandom(v string) bool {
	if strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-.") != "" {
		return false
	}
	cc := countClasses(v)
	up, lo, dg, hex := cc.up, cc.lo, cc.dg, cc.hex
	if hex || !(up >= 2 && lo >= 2 || dg >= 3 && up+lo >= 6) || isPlaceholder(v) {
		return false
	}
	long := longestPart(v)
	if len(long) < minKeyValue || shannon(long) < randomEntropy(len(long))-0.2 {
		return false
	}
	return !ascending(v, 6) && !wordy(v) && !nameLike(v) && !wordShaped(v) && !identWord(long) && !sizedName(long) && !base64Text(v)
}
