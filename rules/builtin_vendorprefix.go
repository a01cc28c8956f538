package rules

import (
	"sort"
	"strings"
)

// vendorPrefixID is the rule of tokens that keep a known vendor's prefix
// in a form its provider rule refuses (see vendorPrefixToken).
const vendorPrefixID = "generic-known-prefix-token"

// vendorPrefixToken finds a token that starts with a prefix a provider
// rule reads (ghp_, xoxb-, glpat-, npm_, dckr_pat_, hvs_…) but that the
// rule refused: another length, another number of parts, a truncated
// copy, a new version of the format, a made-up example. A vendor puts
// the prefix there so that scanners find the token; keeping it says
// "token" more surely than any shape does, so the body needs only look
// generated: 16 letters and digits or more, both present, not made of
// words, the entropy of random text.
//
// A provider rule knows where its token ends; this one does not, so it
// loses every overlap and, in folded text, joins no lines a provider
// rule read (randomnessOnly): it only stands where no provider rule
// matched.
type vendorPrefixToken struct {
	rule Rule
	kw   *keywordIndex // the prefilter's hits, for a run without it
}

func newVendorPrefixToken() *vendorPrefixToken {
	var kws []string
	for p := range vendorPrefixes {
		kws = append(kws, p+"_", p+"-")
	}
	sort.Strings(kws)
	return &vendorPrefixToken{rule: Rule{ID: vendorPrefixID, Source: SourceBuiltin, Severity: SeverityHigh, Keywords: kws,
		Description: "Token with a known vendor's prefix (ghp_, xoxb-, glpat-, npm_, …) in a form its provider rule refuses (another length or number of parts); the body must look generated."},
		kw: newKeywordIndex(kws)}
}

func (v *vendorPrefixToken) info() *Rule { return &v.rule }

// vendorPrefixes are the prefixes of knownPrefixes that only a token
// starts with: without "api" (api-gateway), "pk" (Stripe's publishable,
// public keys), "pat" and "oat" (words and ids), "github" (names), "sk",
// "rk", "sb" and "sbp" (two letters: slugs and hashes hold them).
var vendorPrefixes = func() map[string]bool {
	m := map[string]bool{}
	for p := range knownPrefixes {
		switch p {
		case "api", "pk", "pat", "oat", "github", "sk", "rk", "sb", "sbp":
			continue
		}
		m[p] = true
	}
	return m
}()

// Bounds of a vendor-prefixed token's body.
const (
	minVendorBody = 16
	maxVendorRun  = 256
)

func (v *vendorPrefixToken) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits == nil { // run without the prefilter: find the hits
		v.kw.find(text, func(start int, _ int32) { hits = append(hits, start) })
		sort.Ints(hits)
	}
	next := 0
	for _, h := range hits {
		if h < next || h > 0 && (isTokenByte(text[h-1]) || !prefixedAlone(text, h, h)) {
			continue
		}
		e := h
		for e < len(text) && e-h <= maxVendorRun && isTokenByte(text[e]) {
			e++
		}
		next = e
		if e-h > maxVendorRun || !prefixedAlone(text, h, e) {
			continue
		}
		at := vendorBodyAt(text[h:e])
		if at < 0 {
			continue
		}
		// the body ends at its last letter or digit ("ghp_…-" in a list)
		for e > h+at && !isAlnum(text[e-1]) {
			e--
		}
		if vendorBody(text[h+at : e]) {
			out = append(out, Match{RuleID: vendorPrefixID, Start: h, End: e, Secret: text[h:e]})
		}
	}
	return out, nil
}

// vendorBodyAt returns where the body of run starts: after the prefix,
// a lower-case vendor name that must be the whole first part (xoxb-, not
// xoxbox-), and up to two more short lower-case parts (dckr_pat_,
// sk-proj-, glpat-v2-); -1 if the first part is not a vendor's.
func vendorBodyAt(run string) int {
	k := strings.IndexAny(run, "_-")
	if k <= 0 || !vendorPrefixes[run[:k]] {
		return -1
	}
	at := k + 1
	for parts := 0; parts < 2; parts++ {
		j := at
		for j < len(run) && j-at <= maxPrefixPart && (isLower(run[j]) || j > at && isDigit(run[j])) {
			j++
		}
		if j == at || j-at > maxPrefixPart || j >= len(run) || run[j] != '_' && run[j] != '-' {
			break
		}
		at = j + 1
	}
	return at
}

// vendorBody reports a body that a generator wrote: 16 letters and
// digits or more, both present, its longest part between separators 10
// or more and of two classes (Slack's 1234-5678-<random> ends with its
// random part), the entropy of random text, and not made of words nor
// the base64 of text (xoxb-your-token-here, ghp_EXAMPLE_TOKEN_VALUE).
func vendorBody(b string) bool {
	cc := countClasses(b)
	n := cc.up + cc.lo + cc.dg
	if n < minVendorBody || cc.dg == 0 || cc.up+cc.lo == 0 {
		return false
	}
	long := longestSegment(b)
	if cb := classBits(long); len(long) < 10 || cb&(cb-1) == 0 {
		return false
	}
	if shannon(b) < 3.3 || wordy(b) || nameLike(b) || wordShaped(b) || identWord(long) {
		return false
	}
	return !base64Text(b)
}
