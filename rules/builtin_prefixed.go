package rules

import (
	"encoding/base64"
	"strings"
)

// prefixedID is the rule of random tokens behind a short vendor prefix
// that no provider rule knows (see prefixedToken).
const prefixedID = "generic-prefixed-token"

// prefixedToken finds tokens of the shape most services now issue: a
// short lower-case prefix naming the vendor and the kind of token, a
// separator, and a long random body (ghp_…, glpat-…, dckr_pat_…, npm_…,
// hf_…, sk-proj-…, lin_api_…): the prefix exists so that scanners can
// find the token, and a new vendor's is unknown to every rule list.
//
// The shape alone is weak evidence, so the body must be strongly random:
// 30 letters and digits or more (the object ids of APIs, msg_…, toolu_…,
// call_…, cus_…, chatcmpl-…, have 24 to 29), upper case, lower case and
// digits mixed, the entropy of random base62, not made of words, not the
// base64 of text, and not hex (hashes, commit and build ids) unless the
// prefix names an environment (envHexBody) or a credential
// (credHexBody: secret-<hex>, token-<uuid>). A prefix that names a
// credential (credPrefix: acme_token_, acme-SECRET-, a vendor's name of
// up to 16 letters before it) needs only a generated body of 16 or more
// (vendorBody), as a known vendor's prefix does. Prefixes of
// public ids and digests (sha512-, cs_test_, file-, org-) are refused.
// The token must stand alone: not inside a path, a base64 blob or a
// URL's host.
type prefixedToken struct{ rule Rule }

func newPrefixedToken() *prefixedToken {
	return &prefixedToken{rule: Rule{ID: prefixedID, Source: SourceBuiltin, Severity: SeverityMedium,
		Description: "Token made of a short lower-case vendor prefix, '_' or '-', and a long random body (ghp_…, glpat-…, lin_api_…) of a vendor no provider rule knows; the body must be strongly random."}}
}

func (p *prefixedToken) info() *Rule { return &p.rule }

// Bounds of a prefixed token.
const (
	minPrefixedBody = 30
	maxPrefixedRun  = 256
	maxPrefixPart   = 10
	maxPrefixName   = 16 // a vendor's name before a credential's word
	minCredHexRun   = 28 // auth-<24 hex digits> (see credHexBody)
)

func (p *prefixedToken) find(text string, _ []int, out []Match) ([]Match, error) {
	// a token holds a separator: look only around '_' and '-' (found
	// with IndexByte), each run once
	nu, nd := nextByte(text, 0, '_'), nextByte(text, 0, '-')
	for {
		k := min(nu, nd)
		if k >= len(text) {
			return out, nil
		}
		i := k
		for i > 0 && k-i < maxPrefixedRun && isTokenByte(text[i-1]) {
			i--
		}
		j := k + 1
		for j < len(text) && j-i <= maxPrefixedRun && isTokenByte(text[j]) {
			j++
		}
		if j-i >= minCredHexRun && j-i <= maxPrefixedRun && isLower(text[i]) && (i == 0 || !isTokenByte(text[i-1])) && prefixedAlone(text, i, j) &&
			!digestAfterLabel(text, i) {
			if _, ok := prefixedBody(text[i:j]); ok {
				out = append(out, Match{RuleID: prefixedID, Start: i, End: j, Secret: text[i:j]})
			}
		}
		if nu < j {
			nu = nextByte(text, j, '_')
		}
		if nd < j {
			nd = nextByte(text, j, '-')
		}
	}
}

// nextByte is the index of the first c at or after i, or len(text).
func nextByte(text string, i int, c byte) int {
	if i >= len(text) {
		return len(text)
	}
	if k := strings.IndexByte(text[i:], c); k >= 0 {
		return i + k
	}
	return len(text)
}

func isTokenByte(c byte) bool { return isAlnum(c) || c == '_' || c == '-' }

// prefixedAlone reports whether the run text[s:e] stands alone: not
// glued to a path, a base64 blob, a host name or an e-mail address.
func prefixedAlone(text string, s, e int) bool {
	if s > 0 && strings.IndexByte("/+.@\\%$", text[s-1]) >= 0 {
		return false
	}
	if e < len(text) {
		switch c := text[e]; c {
		case '/', '+', '=', '@', '\\', '%':
			return false
		case '.':
			return e+1 >= len(text) || !isAlnum(text[e+1]) // the end of a sentence, not a host
		}
	}
	return true
}

// prefixedBody splits a run into its lower-case prefix (up to three
// parts of at most maxPrefixPart bytes, each lower-case letters then
// maybe digits: sk-ant-api03-, r8_) and its body, and reports whether the body is a random
// token's; it returns where the body starts.
func prefixedBody(run string) (int, bool) {
	var ends [4]int // where the body would start after 1, 2, 3, 4 parts
	at, parts := 0, 0
	for parts < len(ends) {
		// a part is lower-case letters, then maybe digits (api03, r8); a
		// vendor's name may be longer when a credential's word follows
		// (contentstack-secret-); a credential's word may be upper case
		// (acme-SECRET-)
		limit := maxPrefixPart
		if parts == 0 {
			limit = maxPrefixName
		}
		k := at
		for k < len(run) && k-at <= limit && isLower(run[k]) {
			k++
		}
		for k > at && k < len(run) && k-at <= limit && isDigit(run[k]) {
			k++
		}
		if k == at && parts > 0 {
			for k < len(run) && k-at <= maxPrefixPart && isUpper(run[k]) {
				k++
			}
			if !credPartWords[strings.ToLower(run[at:k])] {
				k = at
			}
		}
		if k == at || k-at > limit || k >= len(run) || (run[k] != '_' && run[k] != '-') {
			break
		}
		at = k + 1
		ends[parts] = at
		parts++
	}
	// a fourth part, a long name or an upper-case word only when the
	// prefix names a credential (acme-access-token-key-<uuid>); three
	// parts otherwise (sk-ant-api03-)
	if parts == 4 && !credPrefix(run[:at]) {
		at, parts = ends[2], 3
	}
	if parts == 0 || at >= len(run) || (ends[0] > maxPrefixPart+1 || classBits(run[:at])&1 != 0) && !credPrefix(run[:at]) {
		return 0, false
	}
	// three letters or more (ghp_, sk_live_): in random base64url text
	// (digests, nonces, public keys) two lower-case letters and a
	// separator come up often
	letters := 0
	for i := 0; i < at; i++ {
		if isLower(run[i]) {
			letters++
		}
	}
	first := strings.TrimRight(run[:strings.IndexAny(run, "_-")], "0123456789")
	if len(first) < 2 || letters < 3 || prefixDenied(run[:at]) {
		return 0, false
	}
	if strings.Count(run, "_") >= 3 && sizedName(longestSegment(run[at:])) {
		// a camelCase name in a chain of snake-case words, as generated
		// code names its labels (memmove_long_emit_remainder_
		// encodeBlockAsm64K); a vendor's prefix has one or two '_' and a
		// random body rarely more than one
		return 0, false
	}
	if slugWords(run[at:]) {
		return 0, false // an anchor or a label made of words (impl-UnsafeUnpin-for-DecodeUtf16Error)
	}
	return at, randomBody(run[at:]) && !base64Text(run) || envHexBody(run[:at], run[at:]) || credHexBody(run[:at], run[at:]) ||
		credPrefix(run[:at]) && vendorBody(run[at:])
}

// credPrefix reports a prefix that says its token is a credential: its
// first or last part is a credential's word (secret-, acme_token_), or
// its last two parts are (acme-access-key-, acme_api_key_). Named so, a
// body needs only look generated (vendorBody: 16 letters and digits or
// more), as behind a known vendor's prefix; the body of a run the
// prefix does not name must be longer (randomBody), since object ids
// (msg_…, cus_…) are random too.
func credPrefix(prefix string) bool {
	// no slice: this runs for every candidate run (strings.ToLower
	// allocates only for a part in upper case)
	var first, prev, last string
	n := 0
	for p := range strings.FieldsFuncSeq(prefix, func(r rune) bool { return r == '_' || r == '-' }) {
		if n == 0 {
			first = p
		}
		prev, last = last, p
		n++
	}
	if n == 0 {
		return false
	}
	if credPrefixWords[strings.ToLower(first)] || credPrefixWords[strings.ToLower(last)] {
		return true
	}
	return n >= 2 && strings.EqualFold(last, "key") && credKeyQualifiers[strings.ToLower(prev)]
}

// credPartWords are the credential words a prefix may write in upper
// case (acme-SECRET-, acme_PRIVATE_KEY_): words of credPrefix.
var credPartWords = func() map[string]bool {
	m := map[string]bool{"key": true}
	for w := range credPrefixWords {
		m[w] = true
	}
	for w := range credKeyQualifiers {
		m[w] = true
	}
	return m
}()

// credKeyQualifiers are the words that make "key" a credential's name
// (api_key, access-key, secret_key): a key alone is also a cache's, a
// sort's or an idempotency key.
var credKeyQualifiers = map[string]bool{"api": true, "access": true, "secret": true, "private": true, "auth": true,
	"token": true, "signing": true, "master": true, "license": true}

// credHexBody reports a hex, base36 or UUID body behind a prefix that
// names a credential (credPrefix: secret-<hex>, token-<uuid>,
// apikey_<base36>, acme-access-key-<uuid>): a digest, a commit or a build id is not named a
// secret or a token. The body is one case, 24 to 128 letters and digits
// mixed, or a UUID.
func credHexBody(prefix, body string) bool {
	if !credPrefix(prefix) {
		return false
	}
	if len(body) == 36 && uuidDashesAt(body, 0) {
		body = strings.ReplaceAll(body, "-", "")
	}
	if len(body) < 24 || len(body) > 128 {
		return false
	}
	c := countClasses(body)
	if c.dg == 0 || c.up+c.lo == 0 || c.up > 0 && c.lo > 0 || c.up+c.lo+c.dg != len(body) {
		return false
	}
	if c.hex {
		return shannon(body) >= 3.0
	}
	// base36 (one case, any letter): the entropy of random text of that
	// alphabet, not a name with a number
	return shannon(body) >= 3.8 && !nameLike(body) && !wordShaped(body)
}

// credPrefixWords name a credential in a token's prefix.
var credPrefixWords = map[string]bool{"secret": true, "token": true, "apikey": true, "apitoken": true, "authtoken": true,
	"accesstoken": true, "auth": true, "private": true, "privkey": true, "pass": true, "passwd": true, "password": true,
	"pwd": true, "credential": true, "cred": true}

// longestSegment returns the longest part of b between '_' and '-'.
func longestSegment(b string) string {
	long := ""
	for _, seg := range strings.FieldsFunc(b, func(r rune) bool { return r == '_' || r == '-' }) {
		if len(seg) > len(long) {
			long = seg
		}
	}
	return long
}

// envHexBody reports a hex body behind a prefix that names an
// environment after the vendor (shippo_live_<40 hex>, acme_test_<hex>):
// some vendors issue hex keys, which randomBody refuses because hashes,
// commit and build ids are hex, but a hash is not named live, test, prod
// or sandbox after a vendor's name. The body is one case, 32 to 128
// digits, letters and digits mixed.
func envHexBody(prefix, body string) bool {
	parts := strings.FieldsFunc(prefix, func(r rune) bool { return r == '_' || r == '-' })
	if len(parts) < 2 || len(body) < 32 || len(body) > 128 {
		return false
	}
	env := false
	for _, p := range parts[1:] {
		env = env || hexEnvWords[p]
	}
	if !env {
		return false
	}
	lower, upper, digits := 0, 0, 0
	for i := 0; i < len(body); i++ {
		switch c := body[i]; {
		case isDigit(c):
			digits++
		case c >= 'a' && c <= 'f':
			lower++
		case c >= 'A' && c <= 'F':
			upper++
		default:
			return false
		}
	}
	return digits > 0 && (lower > 0) != (upper > 0) && shannon(body) >= 3.0
}

// hexEnvWords name the environment of a key in vendors' prefixes.
var hexEnvWords = map[string]bool{"live": true, "test": true, "prod": true, "sandbox": true}

// randomBody reports a body that only a random generator writes.
func randomBody(b string) bool {
	cc := countClasses(b)
	n, up, lo, dg, hex := cc.up+cc.lo+cc.dg, cc.up, cc.lo, cc.dg, cc.hex
	if n < minPrefixedBody || up < 3 || lo < 3 || dg < 2 || hex {
		return false
	}
	if shannon(b) < 3.8 || nameLike(b) || wordShaped(b) {
		return false
	}
	// the random part is one long run: an identifier's parts are short
	// words (Many_Words_And_Numbers_123)
	long := longestSegment(b)
	if len(long) < 16 || classBits(long)&7 != 7 {
		return false
	}
	return !base64Text(b)
}

// sizedName reports a name of words (identWord) that may go on with a
// size or a number (encodeBlockAsm4MB, encodeBlockAsm4MBlarge,
// encodeBetterBlockAsm512K, emitCopy3): generated code suffixes its
// labels so, and humps refuses capitals after digits. The suffix is the
// digits, a unit of at most two capitals, and lower-case letters.
func sizedName(s string) bool {
	k := strings.IndexAny(s, "0123456789")
	if k <= 0 {
		return identWord(s)
	}
	j := k
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	for u := j; j < len(s) && j-u < 2 && isUpper(s[j]); {
		j++ // a unit: K, MB, B
	}
	for j < len(s) && isLower(s[j]) {
		j++
	}
	return j == len(s) && identWord(s[:k])
}

// base64Text reports a body that decodes, as base64, to text: an encoded
// string (data-SGVsbG8g…), not a token.
func base64Text(b string) bool {
	for _, enc := range []*base64.Encoding{base64.RawStdEncoding, base64.RawURLEncoding} {
		d, err := enc.DecodeString(strings.TrimRight(b[:len(b)/4*4], "="))
		if err != nil || len(d) == 0 {
			continue
		}
		if 10*textBytes(d) >= 9*len(d) {
			return true
		}
	}
	return false
}

// textBytes counts the bytes of b that text is made of: printable ASCII,
// newlines and tabs (about 37 % of random bytes).
func textBytes(b []byte) int {
	n := 0
	for _, c := range b {
		if c >= 0x20 && c < 0x7f || c == '\n' || c == '\t' {
			n++
		}
	}
	return n
}

// prefixDenied reports prefixes of public ids and digests: API object
// ids (Stripe's cs_test_, OpenAI's file-, org-), hash labels (sha512-),
// and tracing or request ids; and the prefixes of tokens that provider
// rules know (ghp_, glpat-, xoxb-, npm_): those rules know where the
// token ends, where this one would run on into a folded line's next word.
func prefixDenied(prefix string) bool {
	p := strings.TrimRight(prefix, "_-")
	if i := strings.IndexAny(p, "_-"); i >= 0 {
		p = p[:i]
	}
	return deniedPrefixes[p] || knownPrefixes[p]
}

var knownPrefixes = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`ghp gho ghu ghs ghr github glpat gldt glrt glptt glcbt glsoat glffct glimt glagent gloas glft glsa
		xoxb xoxp xoxa xoxe xoxs xoxr xapp npm pypi hf api dckr sk pk rk shpat shpss shpca shppa sgp dop doo dor lin figd
		phx phc tvly pcsk whsec hvs hvb hvr lsv2 napi rnd gsk csk sb sbp vcp vci vca vcr vck nfp e2b bkua tskey xai tgp
		sq0atp sq0csp pat oat`) {
		m[w] = true
	}
	return m
}()

var deniedPrefixes = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`sha1 sha224 sha256 sha384 sha512 md5 blake2b blake3 xxh3 crc32 sri
		msg toolu srvtoolu call req request resp rs fc chatcmpl cmpl asst thread run step file batch ft org proj
		cus pi ch txn price prod sub si in ii pm seti src evt acct card ba re po cs ws ic ipi py pyr il sched
		id uid uuid guid ref trace span session sess job task build commit rev img image vol snap vpc subnet
		sg ami eni igw rtb acl nat vpce lt tgw dopt data test example sample fake dummy mock`) {
		m[w] = true
	}
	return m
}()

// slugWords reports a run whose parts between '-' and '_' include a
// function word of English (for, of, and…): a slug or an anchor
// (impl-Send-for-Vec, how-to-rotate-keys), not a token's random body.
func slugWords(run string) bool {
	for _, p := range strings.FieldsFunc(run, func(r rune) bool { return r == '-' || r == '_' }) {
		switch p {
		case "for", "of", "and", "to", "in", "with", "from", "by", "on", "as", "the", "or", "is":
			return true
		}
	}
	return false
}

// digestAfterLabel reports a run at text[i] written after a digest's
// label (a wheel's RECORD: path,sha256=cvf_-hnTAjQ…): a urlsafe base64
// digest may start with a lower-case word and '_' as a vendor's prefix
// does.
func digestAfterLabel(text string, i int) bool {
	low := strings.ToLower(text[max(0, i-8):i])
	for _, l := range digestLabels {
		if strings.HasSuffix(low, l) {
			return true
		}
	}
	return false
}
