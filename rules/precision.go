package rules

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file holds the shapes of values that sit under secret-sounding keys
// without being secrets: code, identifiers, versions, paths, URLs without
// credentials. Key-name rules (secret-assignment, generic-api-key) see
// them all the time in code and config; a real secret is random and has
// none of these shapes.

var (
	// 1.2.3-beta.4, v2.0.0, 2024.01.15-rc1, 17.0.2+8
	versionValue = regexp.MustCompile(`^[vV]?[0-9]+(?:\.[0-9]+)+(?:[-+][0-9A-Za-z]+(?:[.+-][0-9A-Za-z]+)*)?$`)
	// a URL without userinfo: the credentials of a URL are url-password's
	credlessURL = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]{1,20}://[^\s@]*$`)
	uuidValue   = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)
)

// benignValue reports values that are not secrets whatever key they are
// assigned to: code (getPassword(), this.token, os.environ["X"],
// &cfg.Password, base64.b64decode(data)), identifiers and names
// (userPassword, reset_token_expiry, MIN_PASSWORD_LENGTH, not-a-real-secret),
// versions, paths and URLs without credentials.
func benignValue(v string) bool {
	if versionValue.MatchString(v) || credlessURL.MatchString(v) {
		return true
	}
	return codeLike(v) || pathLike(v) || typeLike(v) || writtenName(v)
}

// writtenName reports text no secret is written as, which both value
// gates (benignValue, contextValue) refuse: prose in another script, a
// versioned name, a name a compiler joined.
func writtenName(v string) bool {
	return proseValue(v) || versionedName(v) || compiledName.MatchString(v)
}

// escapedProse reports a value holding a \u escape of a character that
// is not ASCII (n\u00E3o, \uBC0F): the text of a localized message in
// Java or JSON source, as proseValue's are. Secrets are ASCII.
func escapedProse(v string) bool {
	for i := strings.Index(v, `\u`); i >= 0 && i+6 <= len(v); {
		if c, err := strconv.ParseUint(v[i+2:i+6], 16, 32); err == nil && c >= 0x80 {
			return true
		}
		k := strings.Index(v[i+2:], `\u`)
		if k < 0 {
			break
		}
		i += 2 + k
	}
	return false
}

// compiledName is a name a compiler wrote by joining lower-case names
// with '$' (Closure's module$contents$google3$third_party$…, then maybe
// tokens_WhitespaceToken or .NumberToken). A password with '$' in it
// mixes cases or digits into its first parts.
var compiledName = regexp.MustCompile(`^[a-z_][a-z0-9_]{2,}(?:\$[a-z_][a-z0-9_]{2,}){2,}(?:[$_.][A-Za-z_][A-Za-z0-9_]*)*$`)

// versionedName reports a lower-case name of words with version or size
// marks, as storage keys, migration markers and model ids are written
// (user_messages_v8, pi-share:v1:sidebar-width, parakeet-tdt-0.6b-v3,
// deepseek/deepseek-v4-pro-0813): parts between _ - : . / that are words
// of four letters or more that read as words, short parts of up to three
// letters and digits (r1, 4o), or numbers with an optional v before and
// up to two letters after, with a word and a version (v8) among them. A
// random token's parts are neither, and words alone or a word and a year
// are a passphrase's (fancy-bread-tulip, sunshine-2024).
func versionedName(v string) bool {
	if len(v) > 96 || strings.IndexAny(v, "_-:./") < 0 {
		return false
	}
	words, versions := 0, 0
	for _, p := range strings.FieldsFunc(v, func(r rune) bool { return strings.ContainsRune("_-:./", r) }) {
		switch {
		case len(p) >= 4 && isLetters(p) && strings.ToLower(p) == p && identWord(p):
			words++
		case sizeMark(p):
			if p[0] == 'v' {
				versions++
			}
		case len(p) <= 3 && strings.ToLower(p) == p && isKeyName(p) && !strings.Contains(p, "$") && !strings.Contains(p, "#"):
		default:
			return false
		}
	}
	return words >= 1 && versions >= 1 // not sunshine-2024 nor fancy-bread-tulip: passwords
}

// sizeMark reports a version or size mark: digits with an optional v
// before and up to two lower-case letters after (v8, 0813, 6b, 7b, 32k).
func sizeMark(p string) bool {
	p = strings.TrimPrefix(p, "v")
	i := 0
	for i < len(p) && isDigit(p[i]) {
		i++
	}
	return i > 0 && len(p)-i <= 2 && isLetters(p[i:]) || i > 0 && i == len(p)
}

// typeLike reports a type in TypeScript's, Java's or C#'s syntax, as a
// parameter's or a field's annotation has it (key: ApiKey, credentials:
// OAuthCredentials, Record<string, Omit<OAuthCredential, OAuthCredential>,
// ApiKey[]) or a variable's name (apiKey: apiKey): a generic's head or
// tail, a nullable or array type (String?), or a compound name made of
// the words names are made of (nameLike), with digits only in a
// capitalized one (OAuth2Credentials). A secret is not made of such
// words.
func typeLike(v string) bool {
	if t := strings.TrimRight(v, "?[]"); len(t) < len(v) && len(t) >= 3 && isUpper(t[0]) && isLetters(t) {
		return true // String?, Integer[]: a nullable or array type
	}
	v = strings.TrimRight(strings.TrimLeft(v, "_"), ">[]?;,") // _RSAPrivateKey: a private class
	if k := strings.LastIndexByte(v, '<'); k >= 0 {
		if k == 0 || k < len(v)-1 && !isUpper(v[k+1]) && !isLower(v[k+1]) && strings.IndexByte("{[_", v[k+1]) < 0 {
			return false
		}
		v = v[:k] // Record<string, Readonly<Record<string, Array<{: the outer type's name
		if i := strings.LastIndexByte(v, '<'); i >= 0 {
			v = v[i+1:]
		}
		return v != "" && isASCIILetter(v[0]) && isKeyName(v)
	}
	if i := strings.LastIndexByte(v, '.'); i > 0 && isKeyName(v[:i]) {
		v = v[i+1:] // a qualified name: ed25519.Ed25519PrivateKey
	}
	return len(v) >= 4 && isASCIILetter(v[0]) && isKeyName(v) && compound(v) && nameLike(v) && (isLetters(v) || isUpper(v[0]))
}

// proseValue reports a value written in a script other than Latin (a
// message of a localized UI: "要素のtitle属性が一意です", "Пароль
// неверный"), whose text often has no blank a rule could tell a sentence
// by: generated secrets are ASCII, and a chosen password of another
// script is short and mixes in digits.
func proseValue(v string) bool {
	if escapedProse(v) || !hasAlnum(v) {
		return true // no ASCII letter or digit: an emoji, a symbol (㊙️)
	}
	// letters of another script: a message, unless a few of them come
	// with ASCII digits, as a password's may (Пароль2024!xK)
	other, marks := 0, false
	for i, r := range v {
		switch {
		case r >= 0x370 && unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r):
			other++
		case r < utf8.RuneSelf && isDigit(byte(r)):
			marks = true
		}
		if i > maxContextValue {
			break
		}
	}
	return other > 0 && (!marks || other >= 8)
}

// codeLike reports an expression: an optional & * or !, a chain of
// identWords joined by '.', '::' or '->', then a call or an index, or the
// end after at least two of them.
func codeLike(v string) bool {
	v = strings.TrimLeft(v, "&*!")
	i, long := 0, false
	for segs := 1; ; segs++ {
		s := i
		for i < len(v) && (isWordByte(v[i]) || v[i] == '$' || v[i] == '-' && i > s) {
			i++
		}
		if i == s || !codePart(v[s:i]) {
			return false
		}
		if i-s > 3 {
			long = true
		}
		if i == len(v) {
			return segs >= 2 && long // a bare name is wordShaped's to judge
		}
		if v[i] == '(' || v[i] == '[' {
			return long || segs == 1
		}
		if v[i] != '.' && !(v[i] == ':' && i+1 < len(v) && v[i+1] == ':') && !(v[i] == '-' && i+1 < len(v) && v[i+1] == '>') {
			return false
		}
		if v[i] == '.' {
			i++
		} else {
			i += 2
		}
	}
}

// pathLike reports a file path: segments separated by '/' or '\' (after
// an optional ~, $HOME, a drive letter or file://), each made of names
// (identWord) or short parts in one case, rooted or with one name of four
// letters or more, and at least one separator.
func pathLike(v string) bool {
	v = strings.TrimPrefix(v, "file://")
	if len(v) >= 3 && v[1] == ':' && (v[2] == '\\' || v[2] == '/') {
		v = "/" + v[3:]
	}
	if !strings.ContainsAny(v, `/\`) {
		return false
	}
	// a rooted path, or one with a name of four letters or more
	rooted := strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~/") || strings.HasPrefix(v, "$HOME/")
	named := rooted || strings.HasPrefix(v, "./") || strings.HasPrefix(v, "../")
	for _, seg := range strings.FieldsFunc(v, func(r rune) bool { return r == '/' || r == '\\' }) {
		seg = strings.TrimPrefix(seg, "$")
		if seg == "~" || seg == "." || seg == ".." {
			continue
		}
		for _, part := range strings.FieldsFunc(seg, func(r rune) bool { return r == '.' || r == '_' || r == '-' }) {
			switch {
			case len(part) <= 3:
				if !shortName(part) && !isDigits(part) {
					return false
				}
			case !identWord(part) && !(rooted && isLowerWord(part)):
				return false // a rooted path's name may join words (/root/.smbcredentials)
			default:
				named = true
			}
		}
	}
	return named
}

func isDigits(s string) bool { return strings.Trim(s, "0123456789") == "" }

// isLowerWord reports lower-case letters with a vowel among them: words
// joined (smbcredentials), not a random run of one case and digits.
func isLowerWord(s string) bool {
	return strings.Trim(s, "abcdefghijklmnopqrstuvwxyz") == "" && strings.ContainsAny(s, "aeiouy")
}

// wordShaped reports whether a value is a compound name made of words
// (userPassword, reset_token_expiry, MIN_PASSWORD_LENGTH, getAccessToken,
// oauth2AccessToken, not-a-real-secret). A random secret is not: its humps
// are short, its digits many, its letters unpronounceable, its case mixed
// where names keep one.
func wordShaped(s string) bool {
	if appSpecificPassword.MatchString(s) {
		return false // an Apple ID's app-specific password: xxxx-xxxx-xxxx-xxxx
	}
	h, ok := humps(s)
	if !ok || h.letterHumps < 2 || !compound(s) || 5*h.vowels < h.letters {
		return false // a fifth of the letters of words are vowels
	}
	if strings.ContainsAny(s, "_-") && h.lower && h.upper {
		return false // snake, kebab and SCREAMING case keep one case
	}
	if len(s) < 13 && h.lower && (h.innerTwos > 0 || h.acronyms > 0 || h.digitRuns > 0 || h.threes > 1 && !strings.ContainsAny(s, "_-")) {
		// a short name is made of words of three letters or more: at
		// this length random tokens often pass the other tests
		return false
	}
	return true
}

// compound reports a name joined the way names are: by '_', '-' or a
// change of case (digits alone do not join words).
func compound(s string) bool {
	for i := 1; i < len(s); i++ {
		if isSep(s[i]) || isUpper(s[i]) && (isLower(s[i-1]) || i+1 < len(s) && isUpper(s[i-1]) && isLower(s[i+1])) {
			return true
		}
	}
	return false
}

func isSep(c byte) bool { return c == '_' || c == '-' || c == '$' }

// identWord is the looser test for one part of code or a path (environ,
// b64decode, getPassword, server): see humps.
func identWord(s string) bool {
	_, ok := humps(s)
	return ok
}

// humpStats describes the humps of a name (see humps).
type humpStats struct {
	letters, letterHumps, digitRuns, acronyms, noVowel, twos, innerTwos, threes int
	vowels                                                                      int
	lower, upper                                                                bool // some letter is lower / upper case
}

// humps splits an identifier at '_', '-', '$', case changes and digits
// and reports whether its humps look like words: it starts with a letter;
// one run of digits at most, of at most three; a run of capitals touches
// digits only at the end (HTTP2, not JBSWY3DP); no lone letter but an
// initial x_ or b64 and a lower-case one-letter word between separators;
// in a mixed-case name one acronym at most; one short hump without a vowel
// at most (Str, Cfg), one of two letters at most; letter humps average
// three letters or more; a hump of four letters or more has a vowel (y
// counts) in every six letters and no run of four consonants but at its
// end (length).
func humps(s string) (humpStats, bool) {
	var st humpStats
	if s == "" || !isUpper(s[0]) && !isLower(s[0]) && s[0] != '_' && s[0] != '$' {
		return st, false
	}
	prevUpper := false // the previous hump was all capitals
	// add counts the hump s[i:j]; an acronym before a capitalized word
	// (HTTP in HTTPClient) may lack vowels
	add := func(i, j int, acronym, beforeWord bool) bool {
		h := s[i:j]
		switch {
		case len(h) > 1:
			st.letters += len(h)
		case st.letterHumps == 0 && j < len(s) && (isSep(s[j]) || isDigit(s[j])):
			st.letters += 3 // an initial one-letter word: x_api_key, b64decode
		case i > 0 && isSep(s[i-1]) && (j == len(s) || isSep(s[j])) && isLower(h[0]):
			st.letters++ // a one-letter word: not-a-real-secret
		default:
			return false // a lone letter inside: iTio9ujito2c, 3KbZDozpif
		}
		switch len(h) {
		case 2:
			st.twos++
			if st.letterHumps > 0 || !isLower(h[0]) || strings.IndexAny(h, "aeiouy") < 0 {
				st.innerTwos++ // not a leading my, is, on, to
			}
		case 3:
			st.threes++
		}
		if acronym {
			st.acronyms++
		}
		if len(h) > 1 && len(h) < 4 && strings.IndexAny(h, "aeiouyAEIOUY") < 0 {
			st.noVowel++
		}
		st.letterHumps++
		return beforeWord && len(h) <= 5 || letterHump(h)
	}
	for i := 0; i < len(s); {
		c := s[i]
		j := i + 1
		switch {
		case c == '_' || c == '-' || c == '$':
			i, prevUpper = j, false
			continue
		case isDigit(c):
			for j < len(s) && isDigit(s[j]) {
				j++
			}
			if st.digitRuns++; st.digitRuns > 1 || j-i > 3 || prevUpper && j < len(s) {
				return st, false
			}
			i = j
			continue
		case isUpper(c):
			st.upper = true
			for j < len(s) && isUpper(s[j]) {
				j++
			}
			if j < len(s) && isLower(s[j]) {
				if j-i > 1 { // HTTPClient: the acronym, then Client
					if !add(i, j-1, true, true) {
						return st, false
					}
					i = j - 1
				}
				for j < len(s) && isLower(s[j]) {
					j++
				}
				st.lower, prevUpper = true, false
			} else {
				if i > 0 && isDigit(s[i-1]) {
					return st, false // 3DPEHPK
				}
				if !add(i, j, true, false) {
					return st, false
				}
				prevUpper = true
				i = j
				continue
			}
		case isLower(c):
			for j < len(s) && isLower(s[j]) {
				j++
			}
			st.lower, prevUpper = true, false
		default:
			return st, false
		}
		if !add(i, j, false, false) {
			return st, false
		}
		i = j
	}
	if st.lower && st.acronyms > 1 || st.noVowel > 1 || st.twos > 1 {
		return st, false
	}
	for i := 0; i < len(s); i++ {
		if strings.IndexByte("aeiouyAEIOUY", s[i]) >= 0 {
			st.vowels++
		}
	}
	return st, st.letterHumps > 0 && st.letters >= 3*st.letterHumps
}

// letterHump reports whether a run of letters of one word could be a
// word (see humps).
func letterHump(h string) bool {
	if len(h) < 4 {
		return true
	}
	vowels, run := 0, 0
	for i := 0; i < len(h); i++ {
		if strings.IndexByte("aeiouyAEIOUY", h[i]) >= 0 {
			vowels, run = vowels+1, 0
		} else if run++; run >= 4 && i < len(h)-1 {
			return false
		}
	}
	return vowels > 0 && 6*vowels >= len(h)
}

// codePart reports whether one part of a chain of names (os, environ,
// getPassword, Token, SECRET_KEY, b64decode, _) looks like a name: a short
// one is in one case, a capitalized one a word of four letters or more, a
// mixed-case one a compound name (wordShaped), any other an identWord.
func codePart(p string) bool {
	lower, upper := true, true
	for i := 0; i < len(p); i++ {
		lower = lower && !isUpper(p[i])
		upper = upper && !isLower(p[i])
	}
	switch {
	case p == "_" || p == "$":
		return true
	case len(p) == 1:
		return false
	case len(p) <= 3:
		return strings.Trim(p, "abcdefghijklmnopqrstuvwxyz_") == "" || strings.Trim(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZ_") == ""
	case lower || upper:
		return identWord(p)
	case isUpper(p[0]) && !isUpper(p[1]) && strings.IndexFunc(p[1:], func(r rune) bool { return 'A' <= r && r <= 'Z' }) < 0:
		return len(p) >= 4 && identWord(p) // Token, Password
	}
	return wordShaped(p)
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }
func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }
func isLower(c byte) bool { return 'a' <= c && c <= 'z' }

// asciiLower is strings.ToLower of the ASCII letters only: the result has
// s's length, so an offset found in it is one in s. (strings.ToLower
// shortens İ and the Kelvin sign, and an offset past them is off.)
func asciiLower(s string) string {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if 'A' <= b[j] && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// idKeyUUID reports a UUID assigned to a key naming an id (tokenId,
// secret_id, passwordResetId): generic key-name rules see "token" or
// "secret" in the key, but the value identifies, it does not authenticate.
func idKeyUUID(text string, m Match) bool {
	v := text[m.Start:m.End]
	if !uuidValue.MatchString(v) {
		return false
	}
	i := m.Start
	for i > 0 && m.Start-i < 8 && strings.IndexByte(" \t\"'`=:>,", text[i-1]) >= 0 {
		i--
	}
	e := i
	for i > 0 && e-i < 64 && (isWordByte(text[i-1]) || text[i-1] == '-' || text[i-1] == '.') {
		i--
	}
	k := strings.ToLower(text[i:e])
	return strings.HasSuffix(k, "id")
}

// dropBenign removes, in place, the matches of generic rules that are ids
// under id keys (see idKeyUUID), go.sum hashes and values whose wrapping
// says they are no secret (see wrappedNonSecret).
func dropBenign(text string, ms []Match) []Match {
	out := ms[:0]
	for _, m := range ms {
		if isGeneric(m.RuleID) && (idKeyUUID(text, m) || goSumHash(text, m) || wrappedNonSecret(text, m) || listedPublicName(text, m)) {
			continue
		}
		if isGeneric(m.RuleID) && m.RuleID != "generic-api-key" && nonSecretShape(m.Secret) {
			continue // gitleaks' own rule reports what gitleaks does
		}
		if m.RuleID != "generic-api-key" && isGeneric(m.RuleID) && publicKeyValue(m.Secret) {
			continue // a publishable key; gitleaks' own rule reports it as gitleaks does
		}
		out = append(out, m)
	}
	return out
}

// nonSecretShapes are values no generator and no person writes as a
// secret, which the generic rules took where a value stands (each was
// then masked in every copy in its session): a call's start
// (System.fetch_env!(), a marked-up placeholder (**REDACTED**), a shell
// prompt (librenms@nms01:~$, netops@ex4300-b2#), a user at a machine
// (root@slurmctld01), a directory (/etc/slurm/), a JVM option
// (-Xmx2048m), a placeholder's x's (sk_test_xxx), .NET's configuration
// path (ConnectionStrings__Default), a setting's snake-case name that
// ends with a credential's word (mc4wp_api_key) and a Java method's
// reference (GitHubClient#createIssue).
var nonSecretShapes = regexp.MustCompile(`\($|^\*\*[^*\s][^*]*\*\*$|` +
	`^[a-z_][a-z0-9_.-]*@[a-z0-9][a-z0-9.-]*(?::[~/\w.-]*)?[$#]$|` +
	`^[a-z_][a-z0-9_.-]*@[a-z][a-z0-9-]*[0-9-][a-z0-9.-]*$|` +
	`^/(?:[\w.-]+/)+$|^-X[a-zA-Z]+[0-9]*[kmgKMG]?$|[_-](?i:x{3,})$|` +
	`^[A-Z][a-z]+[A-Za-z]*(?:__[A-Z][a-z]+[A-Za-z0-9]*)+$|` +
	`^[a-z][a-z0-9]*(?:_[a-z0-9]+)*_(?:api_key|apikey|key|token|secret|password)$|` +
	// a Java method's reference in a logger's line (GitHubClient#createIssue)
	`^(?:[A-Z][a-z]{2,}){2,}#[a-z]{2,}(?:[A-Z][a-z]{2,})+$`)

// nonSecretShape reports a value of nonSecretShapes.
func nonSecretShape(v string) bool { return nonSecretShapes.MatchString(v) }

// shortName reports a short name in one case: os, db, cfg, ENV.
func shortName(s string) bool {
	return strings.Trim(s, "abcdefghijklmnopqrstuvwxyz") == "" || strings.Trim(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == ""
}

// goSumHash reports a generic match on the checksum of a go.sum line
// ("<module> <version>[/go.mod] h1:<base64 SHA-256>="): a module path
// such as oauth2 or secretmanager puts a secret-sounding word before a
// random-looking value, but the value is a public hash of public code.
func goSumHash(text string, m Match) bool {
	start, end := m.Start, m.End
	if strings.HasPrefix(text[start:end], "h1:") {
		start += 3
	}
	if end-start != 44 || text[end-1] != '=' || start < 4 || text[start-3:start] != "h1:" || text[start-4] != ' ' {
		return false
	}
	for i := start; i < end-1; i++ {
		if c := text[i]; !isWordByte(c) && c != '+' && c != '/' {
			return false
		}
	}
	if end < len(text) && isWordByte(text[end]) {
		return false
	}
	// the version before: " v1.2.3 " or " v1.2.3/go.mod "
	line := text[:start-4]
	if i := strings.LastIndexAny(line, " \t\n"); i >= 0 {
		line = line[i+1:]
	}
	line = strings.TrimSuffix(line, "/go.mod")
	return len(line) > 1 && line[0] == 'v' && line[1] >= '0' && line[1] <= '9'
}

// wrappedNonSecret reports a generic match whose value the text around it
// marks as no secret, though it sits under a secret's name and looks
// random: ciphertext inside SOPS's ENC[AES256_GCM,data:…,iv:…,tag:…]
// (the file is made to be committed), a keyed hash in Vault's audit log
// (hmac-sha256:…), a reference to a stored credential (TeamCity's
// credentialsJSON:<uuid>), the fingerprint gpg prints after "using RSA
// key", and an Ethereum address (0x and 40 hex digits: public; a private
// key has 64).
func wrappedNonSecret(text string, m Match) bool {
	v := text[m.Start:m.End]
	before := text[max(0, m.Start-len("credentialsJSON:")):m.Start]
	for _, p := range [...]string{"hmac-sha256:", "credentialsJSON:"} {
		if strings.HasPrefix(v, p) || strings.HasSuffix(before, p) {
			return true
		}
	}
	if len(v) == 42 && v[0] == '0' && v[1]|0x20 == 'x' && isHexString(v[2:]) && (m.End == len(text) || !isAlnum(text[m.End])) {
		return true
	}
	if isHexString(v) && (len(v) == 16 || len(v) == 40) {
		lo := max(0, m.Start-len("using ecdsa key "))
		b := strings.ToLower(text[lo:m.Start])
		for _, p := range [...]string{"using rsa key ", "using dsa key ", "using eddsa key ", "using ecdsa key "} {
			if strings.HasSuffix(b, p) {
				return true
			}
		}
	}
	return insideSOPS(text, m.Start) || codecovBadgeToken(text, m)
}

// codecovBadgeToken reports the token of a Codecov badge or graph URL
// (codecov.io/gh/org/repo/branch/main/graph/badge.svg?token=…): Codecov
// makes it a read-only "graphing token" to be published in READMEs.
func codecovBadgeToken(text string, m Match) bool {
	if m.Start < len("?token=") || text[m.Start-len("token="):m.Start] != "token=" {
		return false
	}
	lo := max(0, m.Start-256)
	if i := strings.LastIndexAny(text[lo:m.Start], " \t\n\"'(<"); i >= 0 {
		lo += i + 1
	}
	u := text[lo:m.Start]
	return strings.Contains(u, "codecov.io/") && strings.Contains(u, "/graph") && strings.IndexByte(u, '?') > 0
}

// insideSOPS reports whether offset i lies inside a SOPS value,
// ENC[AES256_GCM,data:…,iv:…,tag:…,type:str], of at most a few kB and
// on one line: a marker cut short (a truncated line, a grep pattern)
// covers nothing on the lines after it.
func insideSOPS(text string, i int) bool {
	lo := max(0, i-4096)
	if nl := strings.LastIndexByte(text[lo:i], '\n'); nl >= 0 {
		lo += nl + 1
	}
	k := strings.LastIndex(text[lo:i], "ENC[AES256_GCM,")
	return k >= 0 && strings.IndexByte(text[lo+k:i], ']') < 0
}
