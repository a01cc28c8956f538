package rules

import (
	"math"
	"strings"
)

// minNearValue is the shortest value taken on a credential word alone:
// shorter random-looking strings (short ids, short hashes, counters with
// letters) are too common in text to be believed on one word.
const minNearValue = 16

// nearValue is the value gate of generic-credential-value, stricter than
// contextValue because the evidence before the value is one word in free
// text, not a name the structure gives: at least 16 bytes, letters and
// digits mixed, entropy rising with length, and none of the shapes of
// names, code, paths, versions, URLs, hashes with a label (sha256:…,
// Linux-node-modules-<hex>), MAC addresses and colon-separated
// fingerprints. A value of hex digits alone must be 32 or longer (a
// 16-digit GPG key id or a short commit is not a secret).
func nearValue(v string) bool {
	if len(v) < minNearValue || len(v) > maxContextValue || !isAlnum(v[0]) || !contextValue(v) {
		return false
	}
	if wordShaped(v) || benignValue(v) || labelledHash(v) || hashPrefixed(v) || colonHex(v) {
		return false
	}
	letters, digits, hex := false, false, true
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case isDigit(c):
			digits = true
		case isLower(c) || isUpper(c):
			letters = true
			if l := c | 0x20; l > 'f' {
				hex = false
			}
		default:
			hex = false
		}
	}
	if !letters || !digits {
		return false
	}
	if hex {
		return len(v) >= 32 && shannon(v) >= 3.0
	}
	return shannon(v) >= nearEntropy(len(v))
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
