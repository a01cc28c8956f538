package rules

import (
	"regexp"
	"strings"
)

// Bounds of a value taken on context alone.
const (
	minContextValue = 6
	maxContextValue = 4096
)

var (
	// identifierValue: names, not secrets — env var names (GITHUB_TOKEN),
	// kebab and snake case (my-app-secret), type and MIME names
	// (application/json), dotted names (config.secret), without digits.
	identifierValue = regexp.MustCompile(`^[A-Za-z]+(?:[_.\-/:][A-Za-z]+)*$`)
	// envNameValue: an upper-case name with digits (AWS_KEY_2, S3_TOKEN).
	envNameValue = regexp.MustCompile(`^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$`)
	// versionOrDate: v1.2.3, 2024-05-01, 2024-05-01T10:00:00Z, 10:30:00.
	versionOrDate = regexp.MustCompile(`^(?:v?\d+(?:\.\d+)+(?:[-+][0-9A-Za-z.\-]+)?|\d{4}-\d{2}-\d{2}(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?|\d{1,2}:\d{2}(?::\d{2})?)$`)
	emailValue    = regexp.MustCompile(`^[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}$`)
	// pathValue: absolute, home, relative and Windows paths.
	pathValue = regexp.MustCompile(`^(?:~?/|\.{1,2}/|[A-Za-z]:[\\/]|\\\\)`)
)

// contextValue is the value gate of secrets found by context (a key, tag,
// flag or parameter name that says secret): the name alone is weak
// evidence, so the value must look like a secret too. It rejects
// placeholders, numbers, booleans, versions and dates, code (os.getenv(…),
// self.token), plain words and identifiers, env var names, paths, URLs,
// e-mail addresses, text with blanks, values shorter than 6 or longer
// than 4096 bytes, and values with a single character class unless long
// and random (a hex or lower-case token).
func contextValue(v string) bool {
	if len(v) < minContextValue || len(v) > maxContextValue {
		return false
	}
	if strings.ContainsAny(v, " \t\n\r\v\f") || codeText(v) {
		return false
	}
	if strings.ContainsAny(v[:1], "$%{<[(#") {
		// a variable, a format, a template, a comment; but a generated
		// password may start with '#' or '%' (heslo je #xhhYnO6lAuXq…):
		// the rest must then be long and of three classes
		return (v[0] == '#' || v[0] == '%') && markedPassword(v[1:])
	}
	if isPlaceholder(v) || numericValue.MatchString(v) || codeExpr(v) || wordValue.MatchString(v) || writtenName(v) || attrName(v) {
		return false
	}
	if identifierValue.MatchString(v) || envNameValue.MatchString(v) || versionOrDate.MatchString(v) ||
		emailValue.MatchString(v) || pathValue.MatchString(v) || strings.Contains(v, "://") {
		return false
	}
	switch c := classes(v); {
	case c >= 2:
		return shannon(v) >= 2.5
	default:
		return len(v) >= 16 && shannon(v) >= 3.0
	}
}

// attrName reports the name of the next attribute or parameter read as a
// value (API key" placeholder="sk-…"): lower-case letters, a word, and
// '='. Base64 with padding mixes cases and digits.
func attrName(v string) bool {
	n := strings.TrimSuffix(v, "=")
	return len(n) < len(v) && isLetters(n) && strings.ToLower(n) == n && identWord(n)
}

// codeText reports a value that is a line of a script or code: an
// assignment to an environment variable or a use of one (shellText), a
// substitution (PaxHeader/${header.name}), a keyword argument (argText). The cheap tests go first: contextValue
// runs at every hit, on values of up to 4 KB.
func codeText(v string) bool {
	if strings.Contains(v, "${") {
		return true // a template's or a shell's substitution
	}
	if (isUpper(v[0]) || strings.IndexByte(v, '$') >= 0) && shellText.MatchString(v) {
		return true
	}
	return isLower(v[0]) && strings.IndexByte(v, '=') > 0 && argText.MatchString(v)
}

// shellText is an assignment to an environment variable or a use of one
// (BACKUPFILE=/tmp/x.bz2, /tmp/blog-$NAME.sql, ${HOME}): a script's line
// (after a prompt's "password:"), not a credential. The variable's '$'
// follows no letter or digit and its name ends at one that is neither:
// a '$' after a letter or digit, then capitals, is a password's.
var shellText = regexp.MustCompile(`^[A-Z][A-Z0-9_]{2,}=|(?:^|[^A-Za-z0-9])\$(?:\{[A-Z_][A-Z0-9_]{2,}\}|[A-Z_][A-Z0-9_]{2,}(?:[^A-Za-z0-9_]|$))`)

// argText is a keyword argument or an assignment in code: a lower-case
// name, '=', then a name or a chain of them (quota_project_id=None,
// scopes=config.CLOUDSDK_SCOPES), not a credential.
var argText = regexp.MustCompile(`^[a-z][a-z0-9]*(?:_[a-z0-9]+)*=[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$`)

// markedPassword reports whether rest, a value after a leading '#' or
// '%', is a generated password: 16 bytes or more, no further '%' that
// starts a format's verb or a percent-escape, upper case, lower case
// and digits, and a value after a label on its own (contextValue). A
// generator's symbols include '%' (%gAgj+1=+jAUw3Rx%J7k9rFeat).
func markedPassword(rest string) bool {
	return len(rest) >= 16 && !formatOrEscape(rest) && classBits(rest)&7 == 7 && contextValue(rest)
}

// formatOrEscape reports a '%' in v that starts a percent-escape (%2F)
// or a format's verb ending a unit (%s, %d:, %(name)s, strftime's %Y-).
func formatOrEscape(v string) bool {
	for i := strings.IndexByte(v, '%'); i >= 0; {
		rest := v[i+1:]
		if len(rest) >= 2 && isHex(rest[0]) && isHex(rest[1]) ||
			rest == "" || rest[0] == '(' || rest[0] == '%' ||
			(isUpper(rest[0]) || isLower(rest[0])) && (len(rest) == 1 || !isAlnum(rest[1])) {
			return true
		}
		k := strings.IndexByte(rest, '%')
		if k < 0 {
			return false
		}
		i += 1 + k
	}
	return false
}

// dottedPassword reports a chosen password of words joined by dots and
// ended by a number (harbor.saffron51, Orbit.puffin.2024): code's member
// access (config.db_password, creds.key1) has the same letters and dots,
// but its names rarely end in two digits or more, except names of
// algorithms and types (hashlib.sha256, np.float64), which are refused.
func dottedPassword(v string) bool { return joinedWordsNumber(v, ".") }

// codeExpr reports a value that codeValue reads as an expression, unless
// it is a password of dotted words (dottedPassword) or its first name
// is garbled (garbledHead): <7 mixed characters>??<7 more> is a password with two '?',
// not a nullish coalescing.
func codeExpr(v string) bool {
	return codeValue.MatchString(v) && !dottedPassword(v) && !garbledHead(v)
}

// garbledHead reports a value whose leading name mixes capitals, small
// letters and digits and does not read as a name (identWord): the head
// of a generated password, not a variable (S3Client, getUTF8String and
// i18n are names). A '[' before more random text is the password's own
// (<13 mixed characters>[<7 more>), not an index.
func garbledHead(v string) bool {
	i := 0
	for i < len(v) && (isWordByte(v[i]) || v[i] == '$') {
		i++
	}
	if i < len(v) && (v[i] == '(' || v[i] == '[' && !garbledIndex(v[i+1:])) {
		return false // a call or an index: getUTF8String(x), buf2Hex[i]
	}
	h := v[:i]
	return classBits(h)&7 == 7 && !identWord(h)
}

// joinedWordsNumber reports words of three letters or more (the first
// maybe capitalized) joined by one of seps and ended by a number of two
// to four digits, a symbol maybe after it (cobalt_summer79,
// harbor.saffron51!): the password people make of words and a number. A
// technical word (techWords) or a name of code ending in a number
// (digitEndedName) makes it a name.
func joinedWordsNumber(v string, seps string) bool {
	if len(v) < 8 || len(v) > 40 {
		return false
	}
	if k := len(v) - 1; strings.IndexByte("!#$%&*?@", v[k]) >= 0 {
		v = v[:k]
	}
	words, i := 0, 0
	for {
		j := i
		if j < len(v) && (isLower(v[j]) || words == 0 && isUpper(v[j])) {
			j++
		}
		for j < len(v) && isLower(v[j]) {
			j++
		}
		if w := strings.ToLower(v[i:j]); j-i < 3 || techWords[w] || words == 0 && codeReceivers[w] {
			return false
		}
		words++
		if j < len(v) && strings.IndexByte(seps, v[j]) >= 0 {
			i = j + 1
			continue
		}
		d := j
		for j < len(v) && isDigit(v[j]) {
			j++
		}
		return words >= 2 && j == len(v) && j-d >= 2 && j-d <= 4 && !digitEndedName[strings.ToLower(v[i:])]
	}
}

var (
	// digitEndedName: names of code that end in a number (sha256, int64).
	digitEndedName = map[string]bool{}
	// codeReceivers: the names code reads settings and secrets from
	// (self.token22, config.key_v2).
	codeReceivers = map[string]bool{"self": true, "this": true, "cls": true, "config": true, "conf": true, "cfg": true, "settings": true,
		"env": true, "environ": true, "opts": true, "options": true, "params": true, "args": true, "props": true, "req": true,
		"request": true, "ctx": true, "context": true, "secrets": true, "creds": true, "credentials": true, "process": true,
		"app": true, "data": true, "vars": true, "values": true, "keys": true, "auth": true, "account": true, "user": true}
)

func init() {
	for _, p := range []struct {
		base string
		bits []string
	}{
		{"sha", []string{"224", "256", "384", "512"}}, {"base", []string{"16", "32", "58", "62", "64", "85"}},
		{"int", []string{"16", "32", "64", "128"}}, {"uint", []string{"16", "32", "64", "128"}}, {"float", []string{"16", "32", "64", "128"}},
		{"utf", []string{"16", "32"}}, {"aes", []string{"128", "192", "256"}}, {"crc", []string{"16", "32", "64"}},
		{"adler", []string{"32"}}, {"xxhash", []string{"32", "64", "128"}}, {"chacha", []string{"20"}}, {"salsa", []string{"20"}},
		{"poly", []string{"1305"}}, {"blake", []string{"256", "512"}}, {"hmacsha", []string{"256", "512"}}, {"pbkdf", []string{"2"}},
		{"complex", []string{"64", "128"}}, {"bfloat", []string{"16"}}, {"latin", []string{"1"}}, {"win", []string{"32", "64"}},
		{"amd", []string{"64"}}, {"arm", []string{"64"}}, {"ecdsa", []string{"256", "384", "521"}}, {"rsa", []string{"2048", "4096"}},
		{"secp", []string{"256", "384"}}, {"ripemd", []string{"160"}}, {"murmur", []string{"32", "64", "128"}}, {"decimal", []string{"32", "64", "128"}},
	} {
		for _, b := range p.bits {
			digitEndedName[p.base+b] = true
		}
	}
}

// garbledIndex reports what follows a '[' when it is no index: six
// characters or more, both cases among them, up to the end or a ']'.
func garbledIndex(r string) bool {
	if k := strings.IndexByte(r, ']'); k >= 0 {
		r = r[:k]
	}
	return len(r) >= 6 && classBits(r)&3 == 3
}
