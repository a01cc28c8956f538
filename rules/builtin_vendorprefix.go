package rules

import (
	"sort"
	"strings"
)

// vendorPrefixID is the rule of tokens that keep a known vendor's prefix
// in a form its provider rule refuses (see vendorPrefixToken).
const vendorPrefixID = "generic-known-prefix-token"

// vendorPrefixToken finds a token that starts with a prefix a provider
// rule reads (ghp_, xoxb-, glpat-, npm_, dckr_pat_…) but that the
// rule refused: another length, another number of parts, a truncated
// copy, a new version of the format, a made-up example. A vendor puts
// the prefix there so that scanners find the token; keeping it says
// "token" more surely than any shape does, so the body needs only look
// generated (vendorBody), and the prefix must be followed by its
// vendor's own separator (vendorPrefixes).
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
	for p, sep := range vendorPrefixes {
		kws = append(kws, strings.ToLower(p+string(sep)))
	}
	kws = append(kws, vendorLongPrefixes...)
	kws = append(kws, "sk-", "sk_") // skLabelled
	sort.Strings(kws)
	return &vendorPrefixToken{rule: Rule{ID: vendorPrefixID, Source: SourceBuiltin, Severity: SeverityHigh, Keywords: kws,
		Description: "Token with a known vendor's prefix (ghp_, xoxb-, glpat-, npm_, …) in a form its provider rule refuses (another length or number of parts); the body must look generated."},
		kw: newKeywordIndex(kws)}
}

func (v *vendorPrefixToken) info() *Rule { return &v.rule }

// vendorPrefixes are the prefixes of knownPrefixes that only a token
// starts with, each with the one separator its vendor writes after it
// (ghp_, glpat-): "npm-linux-<sha256>", "hf-cache-<hex>" and "rnd-<hex>"
// are cache keys and names. Left out: "api" (api-gateway), "pk" and
// "phc" (Stripe's publishable and PostHog's project keys are public),
// "pat" and "oat" (words and ids), "sk", "rk", "sb" and "sbp" (two
// letters: slugs and hashes hold them), and Vault's hvs., hvb., hvr.,
// whose separator is a '.'.
var vendorPrefixes = func() map[string]byte {
	m := map[string]byte{}
	for _, p := range strings.Fields(`ghp gho ghu ghs ghr github glsa npm hf dckr shpat shpss shpca shppa sgp dop doo dor
		lin figd phx pcsk whsec lsv2 napi rnd gsk vcp vci vca vcr vck nfp e2b bkua tgp`) {
		m[p] = '_'
	}
	for _, p := range strings.Fields(`glpat gldt glrt glptt glcbt glsoat glffct glimt glagent gloas glft
		xoxb xoxp xoxa xoxe xoxs xoxr xapp pypi tvly csk tskey xai sq0atp sq0csp`) {
		m[p] = '-'
	}
	return m
}()

// vendorLongPrefixes are prefixes of two parts whose first part alone is
// too short to be a vendor's (sk-, rk_): OpenAI's and Anthropic's keys,
// OpenRouter's, Stripe's secret and restricted keys. The publishable
// pk_live_ is public and left out. Atlassian's API tokens (ATATT3…) have
// no separator after their prefix; gitleaks reads them at one length
// only.
var vendorLongPrefixes = []string{"sk-proj-", "sk-ant-", "sk-svcacct-", "sk-admin-", "sk-or-", "sk_live_", "sk_test_",
	"rk_live_", "rk_test_", "ATATT3"}

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
		if h < next || h > 0 && isTokenByte(text[h-1]) {
			continue
		}
		e := h
		for e < len(text) && e-h <= maxVendorRun && isTokenByte(text[e]) {
			e++
		}
		e = atlassianChecksum(text, h, e)
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
		// sk- and a label, then hex, is a build's or a fix's name with a
		// hash (sk-dev-20240115abcdef…), not a secret key
		if vendorBody(text[h+at:e]) && !(skLabelled(text[h:e]) && isHexString(text[h+at:e])) {
			out = append(out, Match{RuleID: vendorPrefixID, Start: h, End: e, Secret: text[h:e]})
		}
	}
	return out, nil
}

// atlassianChecksum returns the end of an Atlassian API token whose run
// stops at e, past the "=" and 8 hex digits of its checksum
// (ATATT3…=1A2B3C4D), or e.
func atlassianChecksum(text string, h, e int) int {
	const sum = 9 // '=' and 8 hex digits
	if !strings.HasPrefix(text[h:], "ATATT3") || e+sum > len(text) || text[e] != '=' || !isHexString(text[e+1:e+sum]) ||
		e+sum < len(text) && isTokenByte(text[e+sum]) {
		return e
	}
	return e + sum
}

// vendorBodyAt returns where the body of run starts: after the prefix,
// a lower-case vendor name that must be the whole first part (xoxb-, not
// xoxbox-), and up to two more short lower-case parts (dckr_pat_,
// sk-proj-, glpat-v2-); -1 if the first part is not a vendor's.
func vendorBodyAt(run string) int {
	at := vendorPrefixLen(run)
	if at < 0 {
		return -1
	}
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

// vendorPrefixLen returns the length of the vendor's prefix run starts
// with, its separator included (a first part of vendorPrefixes, or one of
// vendorLongPrefixes), or -1.
func vendorPrefixLen(run string) int {
	if k := strings.IndexAny(run, "_-"); k > 0 && vendorPrefixes[run[:k]] == run[k] {
		return k + 1
	}
	for _, p := range vendorLongPrefixes {
		if strings.HasPrefix(run, p) {
			return len(p)
		}
	}
	if skLabelled(run) {
		return 3
	}
	return -1
}

// skLabelled reports a run that starts with "sk", its separator, and a
// lower-case label ended by the same separator (sk-acme-, sk_acme_):
// "sk" says secret key in many vendors' formats (OpenAI's sk-proj-,
// Anthropic's sk-ant-, OpenRouter's sk-or-, Stripe's sk_live_), and a
// new vendor's label is unknown to every list. Alone, two letters and a
// separator are common in slugs and digests; the label part is the
// vendor's mark, short as vendors write it (ant, or, proj, svcacct): a
// longer one is a word (sk-projection-…).
func skLabelled(run string) bool {
	const maxLabel = 7
	if len(run) < 6 || run[0] != 's' || run[1] != 'k' || run[2] != '-' && run[2] != '_' {
		return false
	}
	j := 3
	for j < len(run) && j-3 <= maxLabel && (isLower(run[j]) || j > 3 && isDigit(run[j])) {
		j++
	}
	return j-3 >= 2 && j-3 <= maxLabel && j < len(run) && run[j] == run[2]
}

// vendorBody reports a body that a generator wrote: 16 letters and
// digits or more, both present, its longest part between separators 10
// or more and of two classes (Slack's 1234-5678-<random> ends with its
// random part), the entropy of random text, and not made of words, a
// counting run nor the base64 of text (xoxb-your-token-here,
// ghp_EXAMPLE_TOKEN_VALUE).
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
	// names and placeholders (ThisIsMyToken2024, Token1234567890abcdef):
	// camel humps that read as words, not either alone, which each refuse
	// 2 to 3 % of random bodies this short (TestVendorBodyRandom)
	if shannon(b) < 3.0 || camelName(b) && wordy(b) || nameLike(b) || wordShaped(b) || identWord(long) || ascending(b, 8) {
		return false
	}
	return !base64Text(b)
}
