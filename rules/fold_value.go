package rules

import "strings"

// This file joins a password folded where a token's break is not looked
// for: next to punctuation that code and prose break lines at too
// (Xy!9#a&<NL>b;Q2…, a line ending in ',' or a line starting with '{').
// foldBreak refuses such breaks everywhere; valueBreak accepts one only
// where the run of printable characters across it is one value by its
// surroundings: quoted whole ('…<NL>…' with the quote opened before the
// head and closed right after the tail) or assigned to a key name
// (KEY=…, key: …) and running to the end of the next line
// (DB_PASSWORD=…<NL>…).

// valueBreak reports whether the line break at text[n] folds a quoted or
// assigned value (see above), and the span [gs, ge) a join removes: a
// '\r' before the break and the indentation after it. The value across
// the break must hold minFoldRun characters, two after the break, a
// letter or a digit on each side and three character classes (upper,
// lower, digit, other) with digits among them, or all four: a password,
// not a phrase ("Hello,<NL>World!").
func valueBreak(text string, n int) (gs, ge int, ok bool) {
	gs = n
	if gs > 0 && text[gs-1] == '\r' {
		gs--
	}
	ge = n + 1
	for ge < len(text) && (text[ge] == ' ' || text[ge] == '\t') {
		ge++
	}
	if gs == 0 || ge == len(text) || !valueChar(text[gs-1]) || !valueChar(text[ge]) {
		return 0, 0, false
	}
	q := ge
	for q < len(text) && q-ge < maxFoldRun && valueChar(text[q]) {
		q++
	}
	if q < len(text) && text[q] != '\n' && text[q] != '\r' && strings.IndexByte("\"'`", text[q]) < 0 {
		// the tests below take the value's tail to end its line or to
		// close its quote: look no further back (most breaks end here)
		return 0, 0, false
	}
	p := gs
	for p > 0 && gs-p < maxFoldRun && valueChar(text[p-1]) {
		p--
	}
	if p > 0 && !isBlank(text[p-1]) && strings.IndexByte("\"'`", text[p-1]) < 0 {
		return 0, 0, false // the run is cut by maxFoldRun or glued to text
	}
	quoted := p > 0 && q < len(text) && text[q] == text[p-1] && !isBlank(text[q])
	if quoted && q-ge < 2 && gs-p >= 4 && hasAlnum(text[ge:q]) {
		// a quoted value cut before its last character ("…<NL>v";
		// two characters or more are any fold's): its key's name and the
		// value gate of secret-assignment decide
		if key := quotedKeyBefore(text, p-1); key != "" && acceptAssignment(key, text[p:gs]+text[ge:q]) {
			return gs, ge, true
		}
	}
	// the cheap checks first: valueBreak sees almost every line break
	if !quoted && q < len(text) && text[q] != '\n' && text[q] != '\r' ||
		gs-p+q-ge < minFoldRun || q-ge < 2 || !hasAlnum(text[ge:q]) {
		return 0, 0, false
	}
	vs := p
	if quoted {
		// quoted: a head that assigns is a line of a document quoted
		// whole ("output": "DB_PASSWORD=…<NL>LOG_LEVEL=info")
		if assignAt(text, p, gs) >= 0 {
			return 0, 0, false
		}
	} else {
		if identAssign(text, ge, q) && strings.IndexByte(text[p:gs], '=') > 0 {
			return 0, 0, false // the next line of a properties file or grep's output (signing.keyId=…)
		}
		i := assignAt(text, p, gs)
		if i >= 0 && text[i] == '=' {
			vs = i + 1
		} else if !keyBefore(text, p) {
			return 0, 0, false
		}
		if !plausibleLine(text, ge, q) {
			return 0, 0, false // the next line of an env file
		}
	}
	head, tail := text[vs:gs], text[ge:q]
	cls := classBits(head) | classBits(tail)
	if len(head)+len(tail) < minFoldRun || len(tail) < 2 || !hasAlnum(head) || !hasAlnum(tail) ||
		cls != 15 && (cls&4 == 0 || !hasClasses2(head, tail, 3)) {
		return 0, 0, false
	}
	return gs, ge, true
}

// identAssign reports whether text[ge:q] starts with a name and '='
// (signing.keyId=, gpr.key=): after a line assigned with '=', the next
// assignment of the same file, whatever its name's shape (keyName
// refuses keyId), not a value's tail. A folded value's tail is random:
// parts that turn from letters to digits at most once (S3_BUCKET,
// OAUTH2), then '=', end it seldom.
func identAssign(text string, ge, q int) bool {
	if ge+1 < q && (text[ge] == '+' || text[ge] == '-') {
		ge++ // a diff's added or removed line (+SMTP_PASSWORD=…)
	}
	if ge >= q || !isLower(text[ge]|0x20) {
		return false
	}
	i := ge + 1
	for i < q && (isAlnum(text[i]) || text[i] == '.' || text[i] == '_' || text[i] == '-') {
		i++
	}
	if i-ge < 3 || i+1 >= q || text[i] != '=' || text[i+1] == '=' {
		return false
	}
	// a name's parts are words or numbers (restic.env-3-AWS_KEY_ID,
	// keyId); a token's tail mixes letters and digits (aB3xY9=)
	return fewDigitTurns(text[ge:i])
}

// fewDigitTurns reports a name whose parts between '.', '_' and '-' each
// turn from letters to digits or back at most once (S3, OAUTH2, IPv6,
// TLS13); a token's random characters turn often (aB3xY9).
func fewDigitTurns(name string) bool {
	for _, p := range strings.FieldsFunc(name, func(r rune) bool { return r == '.' || r == '_' || r == '-' }) {
		turns := 0
		for k := 1; k < len(p); k++ {
			if isDigit(p[k]) != isDigit(p[k-1]) {
				turns++
			}
		}
		if turns > 1 {
			return false
		}
	}
	return true
}

// assignEq reports whether the line text[ls:gs] assigns with '=' (after
// a key name, or a grep prefix and a key name: env:2:DB_PASSWORD=…).
func assignEq(text string, ls, gs int) bool {
	return strings.IndexByte(text[ls:gs], '=') > 0
}

// assignAt returns the offset of the first '=' or ':' in text[p:gs] that
// follows a key name from p (DB_PASSWORD=, token:), or -1.
func assignAt(text string, p, gs int) int {
	for i := p; i < gs; i++ {
		if (text[i] == '=' || text[i] == ':') && i > p && keyName(text[p:i]) {
			return i
		}
	}
	return -1
}

// keyBefore reports whether the run at text[p] follows "key: " (a YAML
// mapping, a note "Use this password: …"), the key a key name or one
// that names a secret whatever its shape (postgresPassword and
// mqtt_password fail keyName's word tests on postgres' and mqtt's
// consonants).
func keyBefore(text string, p int) bool {
	if p < 3 || text[p-1] != ' ' || text[p-2] != ':' {
		return false
	}
	k := p - 2
	for k > 0 && p-2-k < maxNearName && (isWordByte(text[k-1]) || text[k-1] == '.' || text[k-1] == '-') {
		k--
	}
	return k < p-2 && (keyName(text[k:p-2]) || secretKey(text[k:p-2]))
}

// valueChar reports the characters of a quoted or assigned value: any
// printable ASCII character but blanks, quotes and the backslash.
func valueChar(c byte) bool { return byteClass[c]&classValue != 0 }

// quotedKeyBefore returns the name of the secret key that the quoted
// value opening at text[o] (its quote) is assigned to (password = "…",
// "token": "…", api_key => '…'), or "".
func quotedKeyBefore(text string, o int) string {
	i := o
	for i > 0 && o-i < 4 && isBlank(text[i-1]) && text[i-1] != '\n' {
		i--
	}
	op := i
	for i > 0 && op-i < 2 && strings.IndexByte("=:>", text[i-1]) >= 0 {
		i--
	}
	if i == op {
		return ""
	}
	for i > 0 && op-i < 8 && (text[i-1] == ' ' || text[i-1] == '\t' || text[i-1] == '"' || text[i-1] == '\'') {
		i--
	}
	e := i
	for i > 0 && e-i < maxNearName && (isWordByte(text[i-1]) || text[i-1] == '.' || text[i-1] == '-') {
		i--
	}
	if k := text[i:e]; k != "" && secretKey(k) {
		return k
	}
	return ""
}
