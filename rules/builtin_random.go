package rules

import (
	"encoding/base64"
	"strings"
	"unicode"
	"unicode/utf8"
)

// randomID is the rule of long random tokens that stand alone, with no
// prefix or key name a rule knows (see randomToken).
const randomID = "generic-random-token"

// randomToken finds a credential by its randomness alone: a run of 32 to
// 256 letters and digits (with '_', '-', '.' or '~' between parts) that
// stands by itself, as a pasted token does on its own line, after a
// label, in quotes or after '=' or ':'. Every service's new token format,
// every name no keyword list has, comes down to this shape, and a
// session's other text rarely has it: words, identifiers, paths, hashes
// and ids are refused by the tests below.
//
// The run must be random the way generated tokens are (randomRun): upper
// case, lower case and digits mixed, or one case with letters and digits
// spread (base36, base32); a long part (16 or more), or groups judged
// together; the entropy 99 % of random strings of its length reach; not
// made of words or names (wordy, camelName, nameLike, wordShaped,
// sizedName), not the base64 of text, not hex, not an alphabet. Runs
// holding '+' or '/', or followed by '=', are judged as standard base64
// (base64Token). It must not be public material or a digest
// (randomPublic): a line of a wrapped base64 block, an SSH public key, a
// checksum after its label, XML signature or certificate text, or the
// value of a key naming an id, a hash, a nonce or a public key.
//
// Runs of 20 to 31 characters, and runs of letters alone, are judged by
// shortRandomRun and shortRandomPublic: people paste keys of those
// lengths into chat with no word naming them, and ids, names of code,
// table cells and command arguments of those lengths are refused by
// where they stand.
type randomToken struct{ rule Rule }

func newRandomToken() *randomToken {
	return &randomToken{rule: Rule{ID: randomID, Source: SourceBuiltin, Severity: SeverityMedium,
		Description: "A random token standing alone (mixed case and digits, 32 characters or more, the entropy of a generated string; 20 to 31, or letters alone, in prose), of a format no provider rule knows; digests, public keys, ids, names of code, table cells and command arguments are refused."}}
}

func (r *randomToken) info() *Rule { return &r.rule }

// Bounds of a random token.
const (
	minRandomRun  = 32
	maxRandomRun  = 256
	minRandomPart = 16
)

// candidateByte marks the bytes of a run: letters, digits, the
// separators tokens use between their parts, and base64's '+' and '/'.
var candidateByte = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		t[c] = isAlnum(b) || strings.IndexByte("_-.~+/", b) >= 0
	}
	return t
}()

func (r *randomToken) find(text string, _ []int, out []Match) ([]Match, error) {
	longRuns(text, minShortRandom, &candidateByte, func(s, e int) {
		if strings.IndexAny(text[s:e], "+/") >= 0 || e < len(text) && text[e] == '=' {
			// base64: '+' or '/' inside, or padding after
			out = base64Tokens(text, s, e, out)
			return
		}
		if m, ok := randomAt(text, s, e); ok {
			out = append(out, m)
		}
	})
	return out, nil
}

// longRuns calls fn with each maximal run of member bytes of text that
// is minRun bytes long or more, in order. Only such runs matter, so it
// looks at every minRun-th byte: when that byte is not a member, no long
// run starts before it (i always follows a non-member byte).
func longRuns(text string, minRun int, member *[256]bool, fn func(s, e int)) {
	for i := 0; i+minRun <= len(text); {
		w := i + minRun - 1
		if !member[text[w]] {
			i = w + 1
			continue
		}
		s := w
		for s > i && member[text[s-1]] {
			s--
		}
		e := w + 1
		for e < len(text) && member[text[e]] {
			e++
		}
		i = e
		if e-s >= minRun {
			fn(s, e)
		}
	}
}

// randomAt judges the run text[s:e] (no '+' nor '/').
func randomAt(text string, s, e int) (Match, bool) {
	// a sentence's full stop, an ellipsis, separators at the edges are
	// not part of the token
	for e > s && strings.IndexByte("._-~", text[e-1]) >= 0 {
		e--
	}
	for s < e && strings.IndexByte("._-~", text[s]) >= 0 {
		s++
	}
	if e-s < minShortRandom || e-s > maxRandomRun || !randomAlone(text, s, e) || hashedFileName(text[s:e]) ||
		!randomRun(text[s:e]) && (!shortRandomRun(text[s:e]) || shortRandomPublic(text, s, e)) || randomPublic(text, s, e) || publicKeyValue(text[s:e]) || base64Binary(text[s:e]) || snakeName(text[s:e]) || publicAlphabet(text[s:e]) ||
		qualifiedName(text[s:e]) {
		return Match{}, false
	}
	return Match{RuleID: randomID, Start: s, End: e, Secret: text[s:e]}, true
}

// qualifiedName reports a package-qualified name of code, as generated
// code lists them (ssa.OpAMD64VADDPSMasked128Merging): a lower-case
// package name of 2 to 12 letters, '.', and an exported name holding two
// capitalized words of five letters or more (Masked, Merging) and one
// run of one or two lower-case letters at most (Op): a random token's
// letters switch case every few bytes.
func qualifiedName(v string) bool {
	dot := strings.IndexByte(v, '.')
	if dot < 2 || dot > 12 || dot+1 >= len(v) || !isUpper(v[dot+1]) || strings.IndexByte(v[dot+1:], '.') >= 0 ||
		strings.Trim(v[:dot], "abcdefghijklmnopqrstuvwxyz") != "" {
		return false
	}
	words, short := 0, 0
	name := v[dot+1:]
	for i := 0; i < len(name); i++ {
		if !isLower(name[i]) {
			continue
		}
		j := i
		vowel := false
		for j < len(name) && isLower(name[j]) {
			vowel = vowel || strings.IndexByte("aeiouy", name[j]) >= 0
			j++
		}
		switch {
		case j-i <= 2:
			short++
		case j-i >= 4 && vowel && isUpper(name[i-1]):
			words++
		}
		i = j - 1
	}
	return words >= 2 && short <= 1
}

// base64Tokens appends the standard base64 tokens among the runs of
// text[s:e], a run holding '+' or '/': its parts between '-', '_', '.'
// and '~' that hold one of them. No run cut by '+' or '/' is a token of
// its own (randomAlone).
func base64Tokens(text string, s, e int, out []Match) []Match {
	for k := s; k < e; {
		j := k
		for j < e && isStdB64(text[j]) {
			j++
		}
		// OkHttp's pin "sha256/…": the digest after the prefix, read as
		// one; the run is read once, whatever the prefixes (a run of
		// "sha256/" read again after each was quadratic)
		for p := certPinPrefix(text[k:j]); p > 0; p = certPinPrefix(text[k:j]) {
			k += p
		}
		if j-k >= minBase64Token && (strings.IndexAny(text[k:j], "+/") >= 0 || j < len(text) && text[j] == '=') {
			if end, ok := base64Token(text, k, j); ok {
				out = append(out, Match{RuleID: randomID, Start: k, End: end, Secret: text[k:end]})
			}
		}
		k = j + 1
	}
	return out
}

// certPinPrefix returns the length of a certificate pin's algorithm
// prefix at the start of run ("sha256/", "sha1/"), or 0: the base64 after
// it is a public key's digest (digestLabels), read with its prefix.
func certPinPrefix(run string) int {
	for _, p := range [...]string{"sha256/", "sha1/"} {
		if strings.HasPrefix(run, p) {
			return len(p)
		}
	}
	return 0
}

// Bounds of a standard base64 token, padding aside: 30 to 96 bytes
// encoded.
const (
	minBase64Token = 40
	maxBase64Token = 128
)

// binaryStruct reports bytes of packed small integers (a font's glyph
// outlines, a file header) rather than a key: three zero bytes or more
// and a quarter of the bytes below 0x20. A random key of 32 bytes has
// three zeros once in 3000, and a quarter of low bytes once in 50.
func binaryStruct(b []byte) bool {
	zero, low := 0, 0
	for _, c := range b {
		if c == 0 {
			zero++
		}
		if c < 0x20 {
			low++
		}
	}
	return zero >= 3 && 4*low >= len(b)
}

// snakeName reports a snake_case name of three parts or more, two thirds
// of them words (sodium_crypto_secretstream_xchacha20poly1305_rekey,
// ossl_check_ASN1_UTF8STRING_compfunc_type, DER_OID_SZ_sha512_256WithRSAEncryption,
// XMLSEC_KEYINFO_FLAGS_X509DATA_SKIP_STRICT_CHECKS): a function's, a
// type's or a constant's name. A part is a word when, its numbers at
// either end aside, it is letters that read as a word in one case (lower,
// upper or capitalized), a name of such words (WithRSAEncryption), or up
// to three letters (DER, OID). A random token's parts are not words, and
// one long part that is no word (acme_prod_<random>) makes the run a
// token.
func snakeName(run string) bool {
	parts := strings.Split(strings.Trim(run, "_"), "_")
	if len(parts) < 3 {
		return false
	}
	words := 0
	for _, p := range parts {
		w := strings.Trim(p, "0123456789") // sha512, 256WithRSAEncryption, x509: a word and a number
		switch {
		case len(w) >= 2 && isLetters(w) && (identWord(strings.ToLower(w)) || identWord(w) && compound(w)):
			words++
		case len(w) <= 3 && isLetters(w):
			words++ // DER, OID, SZ
		case len(p) >= minRandomPart && !wordRuns(p):
			return false // a long part that is no word: a token's random body (acme_prod_<random>)
		}
	}
	return 3*words >= 2*len(parts)
}

// wordRuns reports a part whose letters, between its digits, read as
// words (xchacha20poly1305: xchacha, poly): every run of letters is
// three letters or fewer or reads as a word, and one reads as a word of
// four or more. A random part has runs like jdlq or pzxv.
func wordRuns(p string) bool {
	long := false
	for _, w := range strings.FieldsFunc(p, func(r rune) bool { return r < 'A' || r > 'z' || r > 'Z' && r < 'a' }) {
		if len(w) <= 3 {
			continue
		}
		if !identWord(strings.ToLower(w)) && !(identWord(w) && compound(w)) {
			return false // PointerToPKCS: a camel-case name reads as words too
		}
		long = true
	}
	return long
}

// base64Binary reports a run that is whole base64 (its length a multiple
// of four) of a binary structure (binaryStruct).
func base64Binary(run string) bool {
	if len(run)%4 != 0 {
		return false
	}
	d, err := base64.StdEncoding.DecodeString(run)
	return err == nil && binaryStruct(d)
}

// base64Token reports whether text[s:e], a run of standard base64
// characters, is a token, and returns its end with its padding: it holds
// '+' or '/' or ends with padding that completes it, stands alone (after
// a blank, a quote, '=' or ':'; before a blank, a quote or punctuation),
// is not a path or a URL, and decodes to random bytes: the encoding of a
// key, as openssl rand -base64 writes it.
func base64Token(text string, s, e int) (int, bool) {
	body := text[s:e]
	pad := 0
	for ; pad < 2 && e < len(text) && text[e] == '='; pad++ {
		e++
	}
	if len(body) < minBase64Token || len(body) > maxBase64Token {
		return e, false
	}
	// '+' or '/' inside, or padding that completes the encoding: a run
	// of letters and digits before "=" is otherwise a key name (KEY=v)
	if !strings.ContainsAny(body, "+/") && (pad == 0 || (len(body)+pad)%4 != 0) {
		return e, false
	}
	// a path (/usr/…, a/b/c/d/e/f) or a URL's "//": a key starts with
	// '/' or holds "//" now and then, but seldom holds many '/' (0.7 on
	// average in 43 characters)
	if strings.Count(body, "/") > 5 || strings.HasPrefix(body, "//") {
		return e, false
	}
	if s > 0 && strings.IndexByte(" \t\r\n\"'`=:([{,>", text[s-1]) < 0 {
		return e, false
	}
	if e < len(text) && strings.IndexByte(" \t\r\n\"'`,;)]}<&", text[e]) < 0 &&
		!(text[e] == '.' && (e+1 == len(text) || !isAlnum(text[e+1]))) {
		return e, false
	}
	// upper and lower case (digits may lack: 0.07 % of 32-byte keys)
	if classBits(body)&3 != 3 || shannon(body) < randomEntropy(len(body)) || wordy(body) {
		return e, false
	}
	padded := body + strings.Repeat("=", (4-len(body)%4)%4)
	d, err := base64.StdEncoding.DecodeString(padded)
	if err != nil || 4*textBytes(d) >= 3*len(d) {
		return e, false // not base64, or the encoding of text
	}
	if binaryStruct(d) {
		return e, false // a font's glyph outlines, a header: not a key
	}
	if randomPublic(text, s, e) {
		return e, false
	}
	return e, true
}

func isStdB64(c byte) bool { return isAlnum(c) || c == '+' || c == '/' }

// hashedFileName reports a bundler's output file named with a content
// hash (chunk-vendors.2f8ae7b0422609c217e3.js, main.3f9a1c2b.css): a name
// and a hex hash before a file extension.
func hashedFileName(run string) bool {
	i := strings.LastIndexByte(run, '.')
	if i < 0 {
		return false
	}
	switch run[i+1:] {
	case "js", "mjs", "cjs", "css", "map", "html", "json", "wasm", "woff", "woff2", "ttf", "png", "svg", "jpg", "gif", "webp", "ico":
	default:
		return false
	}
	j := strings.LastIndexAny(run[:i], ".-_")
	return j >= 0 && i-j-1 >= 8 && isHexString(run[j+1:i])
}

// randomAlone reports whether the run text[s:e] stands by itself: not
// glued to an e-mail address, a variable, an escape or another script's
// letters. ('/', '+' and '=' cannot border it: find takes the first two
// into the run, and sends runs before '=' to base64Tokens.)
func randomAlone(text string, s, e int) bool {
	// Markdown emphasis (**k3Xq…**, *k3Xq…*) sets a token off; a '*' on
	// one side only is a pointer, a glob or a footnote mark.
	emphasis := s > 0 && e < len(text) && text[s-1] == '*' && text[e] == '*'
	if s > 0 && (strings.IndexByte("\\@%$&#", text[s-1]) >= 0 || text[s-1] == '*' && !emphasis || !spaceOrPunctBefore(text, s)) {
		return false
	}
	if e < len(text) && (strings.IndexByte("\\@%", text[e]) >= 0 || text[e] == '*' && !emphasis || !spaceOrPunctAfter(text, e)) {
		return false
	}
	// a C++ mangled name (_ZNSt13basic_fstream…) is a run of names
	return !strings.Contains(text[s:e], "..") && !(s > 0 && text[s-1] == '_' && text[s] == 'Z')
}

// spaceOrPunctBefore reports whether the rune ending at text[:s] is ASCII,
// or Unicode space or punctuation (NBSP, '。', '：'): a token glued to
// letters or symbols of another script is part of binary or encoded
// text, not a token.
func spaceOrPunctBefore(text string, s int) bool {
	if text[s-1] < utf8.RuneSelf {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(text[:s])
	return unicode.IsSpace(r) || unicode.IsPunct(r)
}

// spaceOrPunctAfter is spaceOrPunctBefore for the rune at text[e].
func spaceOrPunctAfter(text string, e int) bool {
	if text[e] < utf8.RuneSelf {
		return true
	}
	r, _ := utf8.DecodeRuneInString(text[e:])
	return unicode.IsSpace(r) || unicode.IsPunct(r)
}

// randomRun reports whether run, a standalone run of letters, digits and
// separators, is a generated token's.
func randomRun(run string) bool {
	cc := countClasses(run)
	up, lo, dg, hex := cc.up, cc.lo, cc.dg, cc.hex
	n := up + lo + dg
	mixed := up >= 2 && lo >= 2 && dg >= 2
	// one case (base36, base32: a9x…, A9X…): letters and digits both
	// plentiful, as a generator spreads them
	single := (up == 0) != (lo == 0) && dg >= 3 && up+lo >= 8
	if n < minRandomRun || hex || !mixed && !single {
		return false
	}
	if ascending(run, 10) {
		return false // an alphabet (ABCDEF…, 0123456789): a sample, a charset
	}
	if ipfsCID(run) {
		return false
	}
	long := longestPart(run)
	if len(long) < minRandomPart {
		// a token in groups (k3Xq9-Wm2Zt-…): every group random, judged
		// together; a name's groups are words
		if long = groupedBody(run, !mixed); long == "" {
			return false
		}
	}
	if mixed && len(long) >= minRandomRun && classBits(long)&3 != 3 {
		// a lower-case prefix on an upper-case base36 body (acme_K3Q9…):
		// the body is the token, judged in its one case
		mixed = false
	}
	if mixed {
		if classBits(long)&7 != 7 || shannon(long) < randomEntropy(len(long)) {
			return false
		}
	} else if cb := classBits(long); cb&4 == 0 || cb&3 == 0 || shannon(long) < randomEntropy36(len(long)) || bech32(run) {
		return false
	}
	// (one case: a base36 run's letters come in long runs with vowels;
	// its long part and digits already tell it from names)
	if strings.Count(run, ".") > 2 || mixed && (wordy(run) || camelName(run)) || nameLike(run) || wordShaped(run) || sizedName(long) || identWord(long) {
		return false
	}
	return !base64Text(strings.Map(func(r rune) rune {
		if r == '.' || r == '~' {
			return -1
		}
		return r
	}, run))
}

// wordy reports a run whose letters are mostly (two thirds) in humps
// that read as words: between case changes, digits and separators, four
// letters or more, or a capitalized three, with vowels
// (BenchmarkEncodeDigitsCompress1e4, xmlSecTmplX509DataAddSubjectName).
// A random token's humps are short: in mixed-case base62 a letter keeps
// the case of the one before it half the time.
func wordy(run string) bool {
	letters, inWords, words := 0, 0, 0
	for i := 0; i < len(run); {
		if !isUpper(run[i]) && !isLower(run[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(run) && isLower(run[j]) {
			j++
		}
		if j == i+1 && isUpper(run[i]) {
			for j < len(run) && isUpper(run[j]) {
				j++
			}
			if j < len(run) && isLower(run[j]) && j-i > 1 {
				j-- // HTTPClient: HTTP, then Client
			}
		}
		letters += j - i
		h := run[i:j]
		if (len(h) >= 4 || len(h) == 3 && isUpper(h[0]) && isLower(h[1])) && vowelShare(h) {
			inWords += len(h)
			words++
		}
		i = j
	}
	return words >= 2 && 3*inWords >= 2*letters
}

// camelName reports a CamelCase name whose words need not read as words
// (OpcodeAtomicI32Rmw16CmpxchgU, wasm.OpcodeAtomicI64RmwCmpxchgName):
// three humps or more that are a capital and two lower-case letters or
// more (or a lower-case head of three or more) hold 70 % of the letters.
// In random base62 a capital is followed by two lower-case letters a
// sixth of the time.
func camelName(run string) bool {
	letters, inHumps, humps := 0, 0, 0
	for i := 0; i < len(run); {
		c := run[i]
		if !isUpper(c) && !isLower(c) {
			i++
			continue
		}
		j := i + 1
		for j < len(run) && isLower(run[j]) {
			j++
		}
		head := i == 0 || !isAlnum(run[i-1])
		if isUpper(c) && j-i >= 3 || isLower(c) && head && j-i >= 3 {
			inHumps += j - i
			humps++
		}
		letters += j - i
		i = j
	}
	return humps >= 3 && 10*inHumps >= 7*letters
}

// vowelShare reports a hump with a vowel (y counts) in every five
// letters or fewer, as words have.
func vowelShare(h string) bool {
	v := 0
	for i := 0; i < len(h); i++ {
		switch h[i] | 0x20 {
		case 'a', 'e', 'i', 'o', 'u', 'y':
			v++
		}
	}
	return 5*v >= len(h)
}

// ascending reports whether s holds n characters or more that go up one
// by one (abcde, 12345, KLMNO).
func ascending(s string, n int) bool {
	k := 1
	for i := 1; i < len(s); i++ {
		if s[i] == s[i-1]+1 && isAlnum(s[i]) {
			if k++; k >= n {
				return true
			}
		} else {
			k = 1
		}
	}
	return false
}

// classCount counts the letters and digits of a string by class.
type classCount struct {
	up, lo, dg, other int
	hex               bool // every letter is a hex digit
}

// countClasses counts the upper-case letters, lower-case letters, digits
// and other bytes of s, and says whether its letters are all hex digits.
func countClasses(s string) classCount {
	c := classCount{hex: true}
	for i := 0; i < len(s); i++ {
		switch b := s[i]; {
		case isUpper(b):
			c.up++
			c.hex = c.hex && b <= 'F'
		case isLower(b):
			c.lo++
			c.hex = c.hex && b <= 'f'
		case isDigit(b):
			c.dg++
		default:
			c.other++
		}
	}
	return c
}

// groupedBody returns the letters and digits of a run made of three
// groups or more, of 4 characters or more each, joined by one kind of
// separator, or "". With oneCase, half the groups or more must not read
// as words (letters alone, with vowels): SCREAMING_SNAKE and kebab-case
// names are one-case groups of words.
func groupedBody(run string, oneCase bool) string {
	sep := byte(0)
	var b strings.Builder
	parts, cur, words := 0, 0, 0
	for i := 0; i <= len(run); i++ {
		if i < len(run) && isAlnum(run[i]) {
			b.WriteByte(run[i])
			cur++
			continue
		}
		if cur < 4 {
			return ""
		}
		if g := run[i-cur : i]; strings.IndexAny(g, "0123456789") < 0 && vowelShare(g) && oddPairs(strings.ToLower(g)) == 0 {
			words++
		}
		if i < len(run) {
			if sep != 0 && run[i] != sep {
				return ""
			}
			sep = run[i]
		}
		parts++
		cur = 0
	}
	if parts < 3 || oneCase && 2*words >= parts {
		return ""
	}
	return b.String()
}

// longestPart returns the longest part of run between '_', '-', '.' and
// '~'.
func longestPart(run string) string {
	long := ""
	for _, p := range strings.FieldsFunc(run, func(r rune) bool { return r == '_' || r == '-' || r == '.' || r == '~' }) {
		if len(p) > len(long) {
			long = p
		}
	}
	return long
}

// randomEntropy is the Shannon entropy (bits per byte) that 99 % of
// random base62 strings of length n reach (measured on 20,000 strings per
// length): 3.65 at 20, 3.86 at 24, 4.20 at 32, 4.45 at 40, 4.90 at 64.
// It is capped at 4.9: longer tokens often use a smaller alphabet.
func randomEntropy(n int) float64 {
	return interpolate(n, [][2]float64{{16, 3.4}, {20, 3.65}, {24, 3.86}, {32, 4.2}, {40, 4.45}, {64, 4.9}})
}

// randomEntropy36 is randomEntropy for one-case base36 strings: 3.41
// at 20, 3.61 at 24, 3.90 at 32, 4.11 at 40, 4.47 at 64, capped there.
func randomEntropy36(n int) float64 {
	return interpolate(n, [][2]float64{{16, 3.2}, {20, 3.41}, {24, 3.61}, {32, 3.9}, {40, 4.11}, {64, 4.47}})
}

// interpolate is the piecewise-linear function through pts at n, flat
// before the first point and after the last.
func interpolate(n int, pts [][2]float64) float64 {
	x := float64(n)
	if x <= pts[0][0] {
		return pts[0][1]
	}
	for i := 1; i < len(pts); i++ {
		if x <= pts[i][0] {
			a, b := pts[i-1], pts[i]
			return a[1] + (b[1]-a[1])*(x-a[0])/(b[0]-a[0])
		}
	}
	return pts[len(pts)-1][1]
}

// ipfsCID reports an IPFS content id: CIDv0 (Qm and 44 base58
// characters) or CIDv1 in base32 (bafy…, bafk…): the address of public
// content.
func ipfsCID(run string) bool {
	return len(run) == 46 && strings.HasPrefix(run, "Qm") ||
		len(run) >= 59 && (strings.HasPrefix(run, "bafy") || strings.HasPrefix(run, "bafk"))
}

// bech32 reports a Bech32 string (age1…, bc1q…, npub1…): public keys and
// addresses, a lower-case prefix, '1', and a body without 1, b, i, o.
func bech32(run string) bool {
	k := strings.IndexByte(run, '1')
	if k < 1 || k > 10 || len(run)-k < 39 {
		return false
	}
	for i := 0; i < k; i++ {
		if !isLower(run[i]) {
			return false
		}
	}
	for i := k + 1; i < len(run); i++ {
		if c := run[i]; !isLower(c) && !isDigit(c) || c == '1' || c == 'b' || c == 'i' || c == 'o' {
			return false
		}
	}
	return true
}

// randomPublic reports a random run that is public material or a
// digest: one line of a wrapped base64 block (certificates, public keys),
// an SSH public key, a checksum after its label (sha512-, h1:), or the
// value of a key that names an id, a hash, a public key member or a
// nonce.
func randomPublic(text string, s, e int) bool {
	if wrappedBlockLine(text, s, e) || sshWire(text[s:e]) || mangledSymbol(text, s, e) || punycode(text[s:e]) || syncthingID(text[s:e]) ||
		acmeChallenge(text, s, e) {
		return true
	}
	head := text[max(0, s-40):s]
	low := strings.ToLower(head)
	cut := strings.TrimRight(low, "-_.~")      // the digest's own first bytes (sha256=-0oPT…), trimmed off the run
	blank := strings.TrimRight(low, " \t\r\n") // an element's text on its own line: <pin digest="SHA-256">⏎  …
	for _, l := range publicLabels {
		if strings.HasSuffix(low, l) || strings.HasSuffix(cut, l) || l[len(l)-1] == '>' && strings.HasSuffix(blank, l) {
			return true
		}
	}
	if strings.HasSuffix(low, "@openssh.com ") {
		return true // sk-ssh-ed25519@openssh.com AAAA…: a security key's public key
	}
	if tag := tagBefore(text, s); tag != "" && (publicName(tag) || publicTag(strings.ToLower(tag))) {
		return true
	}
	k := s
	for k > 0 && s-k < 3 && strings.IndexByte("-_.~", text[k-1]) >= 0 {
		k-- // the separators randomAt trimmed off the run (kid=-B35K…)
	}
	return publicName(valueKey(text, k)) || publicName(expandedKey(text, s)) || printsPublicKey(text, s) || pulumiCiphertext(text, s) || publicColumn(text, s)
}

// expandedKey returns the name of the field that text[s:] is the value of
// in psql's expanded display (\x: "request_id | chatcmpl-…", a field a
// line), or "": the line starts with a name, blanks, '|' and a blank.
func expandedKey(text string, s int) string {
	ls, _ := lineWindow(text, s, s, 256)
	if ls > 0 && text[ls-1] != '\n' {
		return "" // no line start within a name's reach
	}
	name, rest, ok := strings.Cut(text[ls:s], " |")
	if !ok || rest != " " {
		return ""
	}
	name = strings.TrimRight(name, " ")
	for i := 0; i < len(name); i++ {
		if !isWordByte(name[i]) {
			return ""
		}
	}
	return name
}

// syncthingID reports a Syncthing device id: eight groups of seven
// base32 characters joined by '-', the hash of a device's public
// certificate that users share to pair devices.
func syncthingID(run string) bool {
	if len(run) != 63 {
		return false
	}
	for i := 0; i < len(run); i++ {
		c := run[i]
		if i%8 == 7 {
			if c != '-' {
				return false
			}
		} else if !isUpper(c) && (c < '2' || c > '7') {
			return false
		}
	}
	return true
}

// pulumiCiphertext reports a token inside a Pulumi stack's encrypted
// value or salt (secure: v1:<nonce>:<ciphertext>): encrypted, not secret.
func pulumiCiphertext(text string, s int) bool {
	ls := strings.LastIndexByte(text[max(0, s-256):s], '\n') + 1
	line := text[max(0, s-256)+ls : s]
	return strings.Contains(line, "secure: v1:") || strings.Contains(line, "encryptionsalt: v1:")
}

// printsPublicKey reports a token alone on its line under a command
// that prints a public key (wg pubkey, wg show wg0 public-key, openssl
// … -pubout) or an id (jq -r .cluster_uuid).
func printsPublicKey(text string, s int) bool {
	ls := s
	for ls > 0 && isBlank(text[ls-1]) && text[ls-1] != '\n' {
		ls--
	}
	if ls == 0 || text[ls-1] != '\n' {
		return false
	}
	ls--
	ps, _ := lineWindow(text, ls, ls, 512) // the command's line, its last 512 bytes: a token's check must not cost a long line's length
	prev := strings.ToLower(text[ps:ls])
	for _, w := range [...]string{"wg pubkey", "public-key", "pubkey", "-pubout", "uuid"} {
		if strings.Contains(prev, w) {
			return true
		}
	}
	return false
}

// mangledSymbol reports a symbol name mangled by Rust (v0: _RNvCs…) or
// a C++ compiler (Itanium: _ZN…), which backtraces, nm, perf and
// rustfilt print: text[s:e] follows '_', starts with R or Z, and holds
// a length-prefixed identifier (7mycrate, 16example_function) whose
// length is exact.
func mangledSymbol(text string, s, e int) bool {
	if s == 0 || text[s-1] != '_' || text[s] != 'R' && text[s] != 'Z' {
		return false
	}
	for i := s + 1; i < e; i++ {
		if !isDigit(text[i]) || isDigit(text[i-1]) {
			continue
		}
		j, n := i, 0
		for j < e && isDigit(text[j]) && n < 1000 {
			n = n*10 + int(text[j]-'0')
			j++
		}
		if n < 3 || j+n > e {
			continue
		}
		k := j
		for k < j+n && (isLower(text[k]) || text[k] == '_') {
			k++
		}
		if k == j+n {
			return true
		}
	}
	return false
}

// punycode reports an internationalized domain name in its ASCII form
// (xn--4xa656hp23pxmc.xn--es5a888tvjc2u15h): a host, not a token.
func punycode(run string) bool {
	return strings.HasPrefix(run, "xn--") || strings.Contains(run, ".xn--")
}

// sshWire reports the base64 of an SSH public key blob (the length of
// its type name, then ssh-rsa, ssh-ed25519, ecdsa-…, sk-…), written
// without its type label.
func sshWire(v string) bool {
	if !strings.HasPrefix(v, "AAAA") {
		return false
	}
	for _, p := range [...]string{"B3NzaC1", "C3NzaC1", "E2VjZHNh", "GnNrLXNz", "InNrLWVj"} {
		if strings.HasPrefix(v[4:], p) {
			return true
		}
	}
	return false
}

// tagBefore returns the name of the XML element whose text starts at
// text[s] (<ds:SignatureValue>…), or "".
func tagBefore(text string, s int) string {
	i := s
	for i > 0 && s-i < 8 && (text[i-1] == ' ' || text[i-1] == '\t' || text[i-1] == '\n') {
		i--
	}
	if i == 0 || text[i-1] != '>' {
		return ""
	}
	j := strings.LastIndexByte(text[max(0, i-80):i-1], '<')
	if j < 0 {
		return ""
	}
	name := text[max(0, i-80)+j+1 : i-1]
	if k := strings.IndexAny(name, " \t/"); k >= 0 {
		name = name[:k]
	}
	if k := strings.LastIndexByte(name, ':'); k >= 0 {
		name = name[k+1:]
	}
	return name
}

// publicTag reports XML element names (lower case) whose text is a
// signature, a ciphertext, a digest or a certificate: XML-DSig and
// XML-Enc write them in base64.
func publicTag(t string) bool {
	for _, w := range [...]string{"signature", "cipher", "digest", "certificate", "x509", "modulus", "exponent"} {
		if strings.Contains(t, w) {
			return true
		}
	}
	return false
}

// publicName reports a key name whose value is public or a digest (an
// id, a hash, a JWK public member, a nonce), unless it also names a
// credential (token_hash is still named for a token).
func publicName(k string) bool {
	if k == "" {
		return false
	}
	lk := strings.ToLower(k)
	if credWordIn(lk) {
		return false
	}
	if publicKeys[lk] {
		return true
	}
	for _, w := range [...]string{"pubkey", "publickey", "public_key", "public-key", "fingerprint", "thumbprint", "checksum", "digest"} {
		if strings.Contains(lk, w) {
			return true
		}
	}
	for _, suf := range publicKeySuffixes {
		if strings.HasSuffix(lk, suf) {
			return true
		}
	}
	return false
}

// publicLabels end the text before a digest or a public key.
var publicLabels = append([]string{"ssh-rsa ", "ssh-dss ", "ssh-ed25519 ", "ecdsa-sha2-nistp256 ", "ecdsa-sha2-nistp384 ",
	"ecdsa-sha2-nistp521 ", "integrity ",
	// a host key's type and size before its fingerprint (WinSCP's and
	// PuTTY's HostKey=ssh-ed25519 255 <SHA-256 in base64>)
	"ssh-ed25519 255 ", "ssh-rsa 2048 ", "ssh-rsa 3072 ", "ssh-rsa 4096 ", "ecdsa-sha2-nistp256 256 ", "ecdsa-sha2-nistp384 384 ", "ecdsa-sha2-nistp521 521 ", "etag: ", `etag: w/"`, "peer: ", "public key: ", "code_challenge=", "x-request-id: ", "x-amz-request-id: ", "x-amz-id-2: ",
	"x-gm-message-state: ", "urn:btih:", // Gmail's header; a torrent's info hash
	// Solana program ids and public keys (base58)
	"publickey(\"", "publickey('", "declare_id!(\"", "pubkey!(\""}, digestLabels...)

// digestLabels end the text before a digest: SRI, go.sum, a wheel's
// RECORD, pip's --hash and URL fragments (lower case).
var digestLabels = []string{"sha1-", "sha256-", "sha384-", "sha512-", "h1:", "sha256:", "sha512:", "sha1:", "md5:",
	"sha256=", "sha384=", "sha512=", "sha1=", "md5=",
	"sha-256=", "sha-512=", "sha-256=:", "sha-512=:", // HTTP's Digest and Content-Digest
	// certificate pins: OkHttp's "sha256/…", HPKP's pin-sha256="…",
	// Android's <pin digest="SHA-256">…</pin>
	"sha256/", "sha1/", `pin-sha256="`, `digest="sha-256">`}

// publicKeys are key names whose values are public: JWK public members,
// ids, digests.
var publicKeys = map[string]bool{"n": true, "x": true, "y": true, "e": true, "kid": true, "x5t": true, "x5c": true,
	"nonce": true, "etag": true, "integrity": true, "checksum": true, "hash": true, "digest": true, "sha": true,
	"fingerprint": true, "thumbprint": true, "publickey": true, "public_key": true, "pubkey": true, "id": true,
	"uid": true, "uuid": true, "ref": true, "commit": true, "rev": true, "revision": true, "version": true,
	"iv": true, "tag": true, "mac": true, "signature": true, "sig": true, "salt": true,
	"secure": true, "encryptionsalt": true, // Pulumi's ciphertexts (secure: v1:…) and its stack's salt
	"xpub": true, "ypub": true, "zpub": true, "tpub": true, // wallets' extended public keys
	"edsignature": true, "dsasignature": true, // Sparkle's update signatures (sparkle:edSignature="…")
	"signedentrytimestamp": true, "x-amz-id-2": true} // a transparency log's signed timestamp; S3's host id

// publicKeySuffixes end key names whose values are public ids or digests
// (userId, request_id, contentHash, imageDigest).
var publicKeySuffixes = []string{"id", "ids", "hash", "digest", "checksum", "sha", "sha256", "fingerprint", "nonce", "etag"}

// credWordIn reports a key name holding a credential word: its value is
// a secret whatever the name's end says (token_hash is still named for a
// token; keep it).
func credWordIn(k string) bool {
	for _, w := range [...]string{"secret", "token", "passw", "apikey", "api_key", "api-key", "cred", "private"} {
		if strings.Contains(k, w) {
			return true
		}
	}
	// auth, not author (author_id)
	for i := strings.Index(k, "auth"); i >= 0; {
		if !strings.HasPrefix(k[i+4:], "or") {
			return true
		}
		j := strings.Index(k[i+4:], "auth")
		if j < 0 {
			break
		}
		i += 4 + j
	}
	return false
}

// valueKey returns the name of the key that text[s:] is the value of
// ("key": "…", key=…, key: …), or "".
func valueKey(text string, s int) string {
	i := s
	for i > 0 && s-i < 8 && strings.IndexByte(" \t\"'`", text[i-1]) >= 0 {
		i--
	}
	if i == 0 || (text[i-1] != '=' && text[i-1] != ':') {
		return ""
	}
	i--
	for i > 0 && strings.IndexByte(" \t\"'`:", text[i-1]) >= 0 {
		i--
	}
	j := i
	for i > 0 && (isAlnum(text[i-1]) || text[i-1] == '_' || text[i-1] == '-' || text[i-1] == '.') {
		i--
	}
	k := text[i:j]
	if d := strings.LastIndexByte(k, '.'); d >= 0 {
		k = k[d+1:]
	}
	return k
}

// wrappedBlockLine reports whether the run text[s:e] is a line of a
// wrapped base64 block (a certificate, a public key, a signature, MIME)
// rather than a token on its own line: the block's header (-----BEGIN) or
// footer is next to its lines of one width; or two lines or more of one
// width end with a shorter one; or three lines or more have the width
// PEM (64) or MIME (76) wraps at; or the run is the last, shorter line
// after full-width ones, maybe followed by a closing tag or quote
// (…xga</X509Certificate>). A list of keys of one length on their own
// lines is not a block: it has no header and no shorter last line. The
// walk reads at most blockWalk lines of at most blockLineMax bytes each
// way, so a long line costs nothing more.
func wrappedBlockLine(text string, s, e int) bool {
	ls := s
	for ls > 0 && text[ls-1] != '\n' {
		if strings.IndexByte(lineTrim, text[ls-1]) < 0 {
			return false // the run does not start its line
		}
		ls--
	}
	le := e
	whole := true
	for le < len(text) && text[le] != '\n' && le-e <= blockLineMax {
		if strings.IndexByte(lineTrim, text[le]) < 0 {
			whole = false
		}
		le++
	}
	n := e - s
	prev, okPrev := lineBefore(text, ls)
	pb := blockLine(prev)
	if !whole {
		// the last line of a block, a closing tag after it
		return okPrev && len(pb) >= 48 && len(pb) > n
	}
	// the lines of the run's width above and below it
	up, above, upLines := ls, "", 0
	for k := 0; k < blockWalk; k++ {
		l, ok := lineBefore(text, up)
		if !ok {
			break
		}
		if len(blockLine(l)) != n {
			above = l
			break
		}
		up -= len(l) + 1
		upLines++
	}
	down, below, lines := le, "", 1+upLines
	for k := 0; k < blockWalk; k++ {
		l, ok := lineAfter(text, down)
		if !ok {
			break
		}
		if len(blockLine(l)) != n {
			below = l
			break
		}
		down += len(l) + 1
		lines++
	}
	switch {
	case armourLine(above) || armourLine(below):
		return true
	case lines >= 2 && len(blockLine(below)) >= 4 && len(blockLine(below)) < n:
		return true // a shorter last line
	case lines >= 3 && (n == 64 || n == 76):
		return true
	}
	// the run as the shorter last line of full-width lines
	if len(pb) > n && len(pb) >= 60 && okPrev {
		l, ok := lineBefore(text, ls-len(prev)-1)
		return ok && (len(blockLine(l)) == len(pb) || armourLine(l))
	}
	return false
}

// Bounds of the walk of wrappedBlockLine.
const (
	blockWalk    = 64
	blockLineMax = 200
)

// lineBefore returns the line that ends just before text[ls] (ls is the
// start of a line), if there is one and it is at most blockLineMax bytes.
func lineBefore(text string, ls int) (string, bool) {
	if ls < 1 {
		return "", false
	}
	end := ls - 1 // its '\n'
	from := max(0, end-blockLineMax-1)
	k := strings.LastIndexByte(text[from:end], '\n')
	if k < 0 && from > 0 {
		return "", false // longer than blockLineMax
	}
	return text[from+k+1 : end], true
}

// lineAfter returns the line that starts after the '\n' at text[le], if
// there is one and it is at most blockLineMax bytes.
func lineAfter(text string, le int) (string, bool) {
	if le >= len(text) {
		return "", false
	}
	rest := text[le+1:]
	if len(rest) > blockLineMax+1 {
		rest = rest[:blockLineMax+1]
	}
	k := strings.IndexByte(rest, '\n')
	if k < 0 {
		if le+1+len(rest) < len(text) {
			return "", false // longer than blockLineMax
		}
		k = len(rest)
	}
	return rest[:k], true
}

// armourLine reports the line that opens or closes a key file's base64
// block: PEM and PGP armour (-----BEGIN …-----, -----END …-----, SSH2's
// ---- BEGIN), PuTTY's Public-Lines: and Private-Lines:.
func armourLine(l string) bool {
	l = strings.TrimSpace(strings.Trim(l, lineTrim))
	for _, p := range [...]string{"-----BEGIN ", "-----END ", "---- BEGIN ", "---- END ", "Public-Lines:", "Private-Lines:", "Private-MAC:"} {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return false
}

// lineTrim are the bytes around a line of a block: indentation, quotes
// and the operators of a constant written over several lines ("…" +).
const lineTrim = "\"'`+, \t\r\\;"

// quoteTrim is lineTrim without '+'.
const quoteTrim = "\"'`, \t\r\\;"

// blockLine returns line, trimmed, when it is made of standard base64
// alone (padding at its end), else "".
func blockLine(line string) string {
	// '+' is base64's too: trimmed only as an operator, next to a quote
	// or a blank ("…" +), never from the data (…/SktoA+)
	l := strings.Trim(line, quoteTrim)
	for len(l) >= 2 && l[len(l)-1] == '+' && strings.IndexByte(quoteTrim, l[len(l)-2]) >= 0 {
		l = strings.Trim(l[:len(l)-1], quoteTrim)
	}
	for len(l) >= 2 && l[0] == '+' && strings.IndexByte(quoteTrim, l[1]) >= 0 {
		l = strings.Trim(l[1:], quoteTrim)
	}
	b := strings.TrimRight(l, "=")
	for i := 0; i < len(b); i++ {
		if c := b[i]; !isAlnum(c) && c != '+' && c != '/' {
			return ""
		}
	}
	return l
}

// acmeChallengeReach bounds how far before a value the name of an ACME
// challenge is looked for: its command, record or path.
const acmeChallengeReach = 400

// acmeChallenge reports an ACME challenge's public value: 43 characters
// of base64url (a token, or the SHA-256 of a key authorization published
// as a TXT record), maybe as token.thumbprint, after _acme-challenge or
// .well-known/acme-challenge/. Both are served to anyone who asks; the
// account key that signs them is the secret.
func acmeChallenge(text string, s, e int) bool {
	v := text[s:e]
	if len(v) != 43 && (len(v) != 87 || v[43] != '.') {
		return false
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; !isAlnum(c) && c != '-' && c != '_' && !(i == 43 && c == '.') {
			return false
		}
	}
	return containsFold(text[max(0, s-acmeChallengeReach):s], "acme-challenge")
}
