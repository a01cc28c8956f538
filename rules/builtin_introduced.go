package rules

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// introducedID is the rule of tokens alone on their line under a line
// that introduces them (see introducedToken).
const introducedID = "introduced-token"

// introducedToken finds a token pasted alone on its line under a line
// that says what it is and ends with a colon: "Here is the Acme API
// key:⏎<token>", "Wygenerowałem nowy token w KSeF …:⏎<hex>". People and
// tools write credentials so in chats, notes, tickets and README files,
// and the token's own shape is often one other rules must refuse
// elsewhere (a UUID, a run of hex, lower-case base36): the line before
// is its context. That line must name a credential (introWords, or a
// word of localizedWords) and not a digest, an id or a public key
// (introRefused); the token must fill its line (quotes and backticks
// aside) and look generated (introducedValue).
type introducedToken struct{ rule Rule }

func newIntroducedToken() *introducedToken {
	return &introducedToken{rule: Rule{ID: introducedID, Source: SourceBuiltin, Severity: SeverityMedium,
		Description: "Token alone on its line under a line that names a credential and ends with a colon (\"Here is the API key:\" then the key): a UUID, hex or a generated run; not under a line naming a hash, an id or a public key."}}
}

func (t *introducedToken) info() *Rule { return &t.rule }

// Bounds of an introduced token and of the line before it.
const (
	minIntroduced  = 16
	maxIntroduced  = 256
	maxIntroLine   = 400
	introTokenByte = "-_.~+/="
)

var introducedByte = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = isAlnum(byte(c)) || strings.IndexByte(introTokenByte, byte(c)) >= 0
	}
	return t
}()

func (t *introducedToken) find(text string, _ []int, out []Match) ([]Match, error) {
	longRuns(text, minIntroduced, &introducedByte, func(s, e int) {
		if e-s > maxIntroduced {
			return
		}
		ls, le := s, e
		for ls > 0 && strings.IndexByte(" \t\"'`", text[ls-1]) >= 0 {
			ls--
		}
		for le < len(text) && strings.IndexByte(" \t\"'`\r", text[le]) >= 0 {
			le++
		}
		if ls > 0 && text[ls-1] != '\n' || le < len(text) && text[le] != '\n' {
			return // not alone on its line
		}
		if ls == 0 || !introLine(text, ls-1) {
			return
		}
		v := strings.TrimRight(text[s:e], ".")
		if introducedValue(v) {
			out = append(out, Match{RuleID: introducedID, Start: s, End: s + len(v), Secret: v})
		}
	})
	return out, nil
}

// introLine reports whether the line that ends at the newline text[nl],
// or the one before it when that line is blank, introduces a credential.
func introLine(text string, nl int) bool {
	e := nl
	if e > 0 && text[e-1] == '\r' {
		e--
	}
	s := strings.LastIndexByte(text[max(0, e-maxIntroLine):e], '\n') + max(0, e-maxIntroLine) + 1
	if strings.TrimSpace(text[s:e]) == "" && s >= 1 {
		// one blank line between
		e = s - 1
		if e > 0 && text[e-1] == '\r' {
			e--
		}
		s = strings.LastIndexByte(text[max(0, e-maxIntroLine):e], '\n') + max(0, e-maxIntroLine) + 1
	}
	if s > 0 && e-s >= maxIntroLine {
		return false
	}
	line := strings.TrimRight(text[s:e], " \t")
	line = strings.TrimRight(line, "*_`") // **API key:**
	if !strings.HasSuffix(line, ":") && !strings.HasSuffix(line, "：") {
		return false
	}
	l := strings.ToLower(line)
	return introNames(l) && !introRefused(l)
}

// introWords name a credential in English; introRefusedWords name what
// is not one, or is public.
var (
	introWords = []string{"key", "keys", "token", "tokens", "secret", "secrets", "password", "passwords", "passphrase", "pat",
		"credential", "credentials", "creds", "api", "apikey", "api_key", "passwd", "pwd", "auth"}
	introRefusedWords = []string{"hash", "hashes", "checksum", "checksums", "digest", "digests", "fingerprint", "sha", "sha1", "sha256",
		"sha512", "md5", "commit", "commits", "revision", "rev", "id", "ids", "uuid", "guid", "request", "trace", "correlation",
		"order", "transaction", "build", "version", "public", "publishable", "pub", "example", "sample", "placeholder", "format",
		"regex", "pattern", "length", "prefix", "hint", "keyid", "kid", "serial", "thumbprint", "nonce", "salt", "iv",
		"name", "file", "filename", "path", "location", "url", "algorithm", "type"}
)

// introNames reports a lower-cased line that names a credential: one of
// introWords as a word of its own, or a word of another language
// (localizedWords).
func introNames(l string) bool {
	if hasWord(l, introWords) {
		return true
	}
	for _, w := range localizedWords {
		i := strings.Index(l, w.word)
		if i < 0 {
			continue
		}
		if w.noBound {
			return true
		}
		j := i + len(w.word)
		if (i == 0 || !wordRune(l[:i], true)) && (j == len(l) || !wordRune(l[j:], false) || w.stem) {
			return true
		}
	}
	return false
}

// introRefused reports a line that names a digest, an id or public
// material: the token under it is that.
func introRefused(l string) bool { return hasWord(l, introRefusedWords) }

// hasWord reports whether l holds one of words as a word of its own
// (ASCII letters and digits around it end it; '_' and '.' join: a
// logger's botocore.auth is no "auth").
func hasWord(l string, words []string) bool {
	for i := 0; i < len(l); {
		for i < len(l) && !isAlnum(l[i]) {
			i++
		}
		j := i
		for j < len(l) && (isAlnum(l[j]) || l[j] == '_' || l[j] == '.') {
			j++
		}
		if j > i {
			w := strings.TrimRight(l[i:j], ".") // a sentence's full stop; botocore.auth is one name
			for _, x := range words {
				if w == x {
					return true
				}
			}
		}
		i = j
	}
	return false
}

// wordRune reports whether the rune before (before) or after s's edge
// is a letter or digit.
func wordRune(s string, before bool) bool {
	var r rune
	if before {
		r, _ = utf8.DecodeLastRuneInString(s)
	} else {
		r, _ = utf8.DecodeRuneInString(s)
	}
	return r != utf8.RuneError && (r < utf8.RuneSelf && isAlnum(byte(r)) || r >= utf8.RuneSelf && unicode.IsLetter(r))
}

// introducedValue reports a token that looks generated: a UUID, hex of
// 32 digits or more mixing letters and digits, or a run of 20 bytes or
// more, '=' only as padding, that passes nearValue (the gate of values
// after a credential word).
func introducedValue(v string) bool {
	if len(v) < minIntroduced || isPlaceholder(v) || pathLike(v) || strings.IndexByte(v, '/') >= 0 && strings.IndexByte(v, '.') >= 0 {
		return false // a file's path (build-aux/m4/ax_check_vscript.m4)
	}
	if uuidValue.MatchString(v) {
		return true
	}
	if len(v) >= 32 && isHexString(strings.ToLower(v)) {
		return classBits(v)&4 != 0 && classBits(v)&3 != 0 && shannon(v) >= 3.0
	}
	if len(v) < 20 || strings.IndexByte(strings.TrimRight(v, "="), '=') >= 0 {
		return false // a setting (session.timeout.ms=45000), a label (AWS4-HMAC-SHA256)
	}
	return nearValue(v)
}
