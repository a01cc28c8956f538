package rules

import (
	"math"
	"regexp"
	"strings"
)

// versionInside finds a version number inside a value (app-1.4.2,
// lib_v2.10): names of artifacts and builds, not secrets.
// hostPath finds a value that starts with a host name and a path
// (github.com/acme/tool, registry.example.org/team/image): module
// paths, image names and URLs without a scheme.
var hostPath = regexp.MustCompile(`^[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}(?::\d+)?/`)

var versionInside = regexp.MustCompile(`(?:^|[^A-Za-z0-9.])[vV]?\d{1,4}\.\d{1,4}(?:\.\d{1,4})?(?:$|[^A-Za-z0-9.])`)

// datePrefix: a dated version or name (2023-10-16.acacia, 20240101-build).
var datePrefix = regexp.MustCompile(`^(?:19|20)\d\d-?[01]\d-?[0-3]\d(?:[^0-9]|$)`)

// dateInside: a dated name after a separator (gpt-4o-2024-08-06,
// compact_20260112, a model or an API beta): a generator does not write a
// calendar date between separators.
var dateInside = regexp.MustCompile(`[_\-.](?:19|20)\d\d-?(?:0[1-9]|1[0-2])-?(?:0[1-9]|[12]\d|3[01])(?:[^0-9]|$)`)

// minNearValue is the shortest value taken on a credential word alone:
// shorter random-looking strings (short ids, short hashes, counters with
// letters) are too common in text to be believed on one word.
const minNearValue = 16

// nearValue is the value gate of generic-credential-value, stricter than
// contextValue because the evidence before the value is one word in free
// text, not a name the structure gives: at least 16 bytes, letters and
// digits mixed (or, from 20 bytes, upper and lower case letters at 3.8
// bits), entropy rising with length, and none of the shapes of
// names, code, paths, versions, URLs, hashes with a label (sha256:…,
// Linux-node-modules-<hex>), MAC addresses and colon-separated
// fingerprints, code (brackets, backslashes, semicolons, quotes, commas),
// module paths (github.com/…), templates and
// values mostly made of words (nameLike). A value of hex digits alone must be 32 or longer (a
// 16-digit GPG key id or a short commit is not a secret). A numeric id
// and '|' before the value (Laravel Sanctum's <id>|<token>) are taken with
// it.
func nearValue(v string) bool {
	if i := strings.IndexByte(v, '|'); i > 0 && i <= 10 && digitsAt(v, 0, i) {
		return nearValue(v[i+1:]) // a Laravel Sanctum token, <id>|<token>
	}
	// the cheap tests first: this runs at every credential word followed
	// by a separator
	if len(v) < minNearValue || len(v) > maxContextValue || !isAlnum(v[0]) {
		return false
	}
	if dottedName(v) {
		return false // a setting's dotted path (auth.ldap.0.bind_pw), not a token
	}
	if q := strings.IndexByte(v, '?'); q > 0 && queryStart.MatchString(v[q:]) {
		return false // an id and a query (<id>?s_bl=1&…, a Meta stream key's public half): the query's own rules read its secrets
	}
	upper, lower, digits, hex := false, false, false, true
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case isDigit(c):
			digits = true
		case isLower(c) || isUpper(c):
			upper, lower = upper || isUpper(c), lower || isLower(c)
			if l := c | 0x20; l > 'f' {
				hex = false
			}
		case c <= ' ' || strings.IndexByte("\\(){}[];,|\"'`", c) >= 0:
			return false // code, struct tags, lists, alternations, templates (${{ }})
		default:
			hex = false
		}
	}
	switch {
	case !upper && !lower:
		return false
	case !digits && upper && lower:
		// letters alone: only a long mixed-case run as random as base62
		// (names have long humps and are caught below too)
		if len(v) < 20 || shannon(v) < 3.8 {
			return false
		}
	case !digits:
		return oneCaseLetters(v) // ABCD… or abcd… drawn at random, not a word
	}
	if hex {
		if len(v) < 32 || shannon(v) < 3.0 {
			return false
		}
	} else if shannon(v) < nearEntropy(len(v)) {
		return false
	}
	if !contextValue(v) || versionInside.MatchString(v) || hostPath.MatchString(v) || datePrefix.MatchString(v) || dateInside.MatchString(v) {
		return false // artifact names (jjwt-jackson-0.11.2), module paths
	}
	return !wordShaped(v) && !benignValue(v) && !labelledHash(v) && !hashPrefixed(v) && !colonHex(v) && !nameLike(v)
}

// nearEntropy is the entropy a random value of n bytes reaches easily: a
// random string of n distinct-ish characters has about log2(n) bits per
// byte; three quarters of that, capped at 3.4 bits (what base64 and
// base62 tokens exceed at any length from 20 on).
func nearEntropy(n int) float64 {
	return min(3.4, 0.75*math.Log2(float64(n)))
}

// hashPrefixes label a digest or checksum: the value is public.
var hashPrefixes = []string{"sha1:", "sha224:", "sha256:", "sha384:", "sha512:", "md5:", "sha1-", "sha256-", "sha384-", "sha512-",
	"h1:", "blake2b:", "blake3:", "crc32:", "etag:", "git:"}

func hashPrefixed(v string) bool {
	for _, p := range hashPrefixes {
		if len(v) > len(p) && strings.EqualFold(v[:len(p)], p) {
			return true
		}
	}
	return false
}

// colonHex reports hex groups joined by ':' (MAC addresses, SSH and TLS
// fingerprints, IPv6 addresses): identifiers of public things.
func colonHex(v string) bool {
	if !strings.Contains(v, ":") {
		return false
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; c != ':' && !isHexDigit(c) {
			return false
		}
	}
	return true
}

func isHexDigit(c byte) bool { return isDigit(c) || 'a' <= c|0x20 && c|0x20 <= 'f' }

// labelledHash reports a name followed by a hash, as cache keys, build ids
// and artifact names are written (Linux-node-modules-3f9a…,
// app_release_2024_9c1e…): at least two parts are words (identWord, three
// letters or more) and every other part is hex digits. A token's prefix
// has at most one word (sk_live_, xoxb-) and its random part is not hex
// alone.
func labelledHash(v string) bool {
	words := 0
	for _, p := range strings.FieldsFunc(v, func(r rune) bool { return strings.ContainsRune("-_.:/+", r) }) {
		switch {
		case len(p) >= 3 && isLetters(p) && identWord(p):
			words++
		case isHexString(p):
		default:
			return false
		}
	}
	return words >= 2
}

func isHexString(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isHexDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

// nameLike reports a value mostly made of the words names are made of:
// its humps (runs of letters split at case changes and separators:
// openSSHEd25519PrivateKey is open, SSH, Ed, Private, Key) that are
// common words of code and infrastructure (nameWords) cover half of it or
// more. A random token's humps are not words.
func nameLike(v string) bool {
	if i := strings.LastIndexByte(v, '.'); i >= 0 && len(v)-i > 6 && nameLike(v[i+1:]) {
		return true // a qualified name: ed25519.Ed25519PrivateKey
	}
	words := 0
	for i := 0; i < len(v); {
		if !isLower(v[i]) && !isUpper(v[i]) {
			i++
			continue
		}
		j := i + 1
		if isUpper(v[i]) {
			for j < len(v) && isUpper(v[j]) {
				j++
			}
			if j < len(v) && isLower(v[j]) {
				if j-i > 1 {
					j-- // HTTPClient: HTTP, then Client
				}
				for j < len(v) && isLower(v[j]) {
					j++
				}
			}
		} else {
			for j < len(v) && isLower(v[j]) {
				j++
			}
		}
		if h := v[i:j]; len(h) >= 3 && nameWords[strings.ToLower(h)] {
			words += len(h)
		}
		i = j
	}
	return 2*words >= len(v)
}

// nameWords are words identifiers, artifact and cache key names are made
// of.
var nameWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`key keys private public token secret password config client server handler manager
		service provider factory builder request response error value name type data info test user auth access session
		cache build cluster node module modules linux darwin windows macos ubuntu release debug main master default local
		remote prod production staging dev version binary binaries image docker github gitlab action actions workflow
		deploy store state context options params result method object string bytes buffer reader writer stream file
		path root home temp list map set get new open read write close parse encode decode hash sign signer signature
		verify cert certificate crypto cipher random util utils helper wrapper base core common internal api http https
		json yaml xml html url uri ssh rsa ecdsa npm yarn pnpm pip cargo gradle maven go gomod golang python node java
		rust ruby php swift kotlin setup install cmake make target dist bundle assets vendor deps dependencies lock
		primary secondary account storage bucket region zone host port proxy gateway router route index field column
		table schema query model view controller component widget page app application event message queue topic
		worker job task runner pipeline step stage env environment variable secrets credentials credential tokens
		signing encryption impl interface struct func function class enum const static final abstract async await
		array slice vector item items entry entries element elements sha nistp aes gcm cbc hmac pkcs ecdh`) {
		m[w] = true
	}
	return m
}()

// oneCaseLetters reports a run of 17 to 64 letters of one case that no
// words make: some services draw their keys from the 26 letters alone
// (a key of capitals, a lower-case access code). A run of words joined
// in one case (accountsettings, DEFAULTREGION) holds vowels in two letters
// of five and words of the dictionaries; a random one about one in five
// letters a vowel (y aside), and only words of three letters by chance.
func oneCaseLetters(v string) bool {
	if len(v) < 17 || len(v) > 64 || !isLetters(v) || isPlaceholder(v) || ascending(v, 5) || shannon(v) < 3.3 {
		return false
	}
	run, maxRun := 0, 0
	for i := 1; i < len(v); i++ {
		if v[i] == v[i-1] {
			run++
			maxRun = max(maxRun, run)
		} else {
			run = 0
		}
	}
	return 3*vowelCount(v) <= len(v) && maxRun < 3 && dictionaryCover(strings.ToLower(v))*5 < 2*len(v)
}

// dictionaryCover counts the letters of the lower-case run v inside words
// of four letters or more of the word lists (bip39Index, nameWords),
// taking the longest word at each position.
func dictionaryCover(v string) int {
	covered := 0
	for i := 0; i < len(v); {
		best := 0
		for j := min(len(v), i+12); j >= i+4; j-- {
			if _, ok := bip39Index[v[i:j]]; ok || nameWords[v[i:j]] {
				best = j - i
				break
			}
		}
		if best == 0 {
			i++
			continue
		}
		covered += best
		i += best
	}
	return covered
}

// dottedName reports a setting's or a module's dotted path: lower-case
// words, digits and '_' in three parts or more set apart by '.'
// (auth.ldap.0.bind_pw, spring.datasource.password), each part short.
func dottedName(v string) bool {
	if strings.Count(v, ".") < 2 || strings.Trim(v, "abcdefghijklmnopqrstuvwxyz0123456789_.") != "" {
		return false
	}
	for p := range strings.SplitSeq(v, ".") {
		if p == "" || len(p) > 24 {
			return false
		}
	}
	return true
}
