package rules

import "strings"

// credentialFileID is the rule of passwords in the credential files of
// command-line clients.
const credentialFileID = "credential-file-password"

// credentialFilePassword finds the passwords of credential files whose
// syntax has no "key = value" for the assignment rules to read:
//
//   - .netrc / _netrc (curl, git, ftp, pip): "machine HOST login USER
//     password PASS", on one line or several, or "default login USER
//     password PASS";
//   - .pgpass (PostgreSQL): "host:port:database:user:password", the port
//     a number or *; a ':' inside the password is written "\:".
//
// The structure is strong evidence (a netrc entry, five pgpass fields with
// a port), so the value gate is loose: no placeholder, no variable, not a
// plain short word.
func credentialFilePassword() *reRule {
	d := newReRule(Rule{
		ID:          credentialFileID,
		Description: "Password of a .netrc entry (machine HOST login USER password PASS) or a .pgpass line (host:port:database:user:password).",
		Keywords:    []string{"machine", "default", ":5432:", ":5433:", ":6432:", ":*:"},
		Severity:    SeverityHigh,
	}, acceptFilePassword,
		`(?:^|\s)(?:machine[ \t]{1,8}[^\s]{1,253}|default)(?:\s{1,16}(?:login|account|port)[ \t]{1,8}[^\s]{1,253}){0,3}\s{1,16}password[ \t]{1,8}`,
		`(?m)(?:^|[\s"'\x60])(?:[A-Za-z0-9_.\-]{1,253}|\*|\[[0-9a-fA-F:]{2,39}\]):(?:\d{1,5}|\*):(?:[^:\s"'\x60]{1,63}|\*):(?:[^:\s"'\x60]{1,63}):`,
	)
	d.tails = []func(string, int) (int, int, bool){
		func(text string, at int) (int, int, bool) { return parseValue(text, at, "\"'`") },
		pgpassValue,
	}
	// "default" and "machine" are frequent words: a netrc entry needs
	// "password" after them on the same or the next lines
	netrc := func(text string, h int) bool {
		i := h + len("default")
		if hitIs("machine")(text, h) {
			// machine, blanks, a host name
			i = skipBlanks(text, h+len("machine"))
			if i == h+len("machine") {
				return false
			}
			for i < len(text) && !isBlank(text[i]) {
				i++
			}
		} else if !hitIs("default")(text, h) {
			return false
		}
		j := skipBlanks(text, i)
		if j == i {
			return false
		}
		for _, w := range []string{"login", "password", "account", "port"} {
			if strings.HasPrefix(text[j:], w) {
				return true
			}
		}
		return false
	}
	d.gates = []func(string, int) bool{netrc, hitIs(":5432:", ":5433:", ":6432:", ":*:")}
	d.before = []int{0, 320}
	return d
}

// pgpassValue reads the password field of a .pgpass line: up to the end
// of the line (or a blank or quote), "\:" and "\\" escaped. libpq stops
// the password at an unescaped ':', but people write passwords holding
// one without the escape, so the value runs on to the blank, unless a
// field after that ':' is empty, numeric or a path: then the line is
// /etc/passwd's or /etc/shadow's (name:*:uid:gid:gecos:/home:/bin/sh).
func pgpassValue(text string, at int) (int, int, bool) {
	e := at
	for e < len(text) && e-at < maxQuoted {
		c := text[e]
		if c == '\\' && e+1 < len(text) && (text[e+1] == ':' || text[e+1] == '\\') {
			e += 2
			continue
		}
		if c == ':' && !pgpassField(text[e+1:]) {
			return 0, 0, false
		}
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '"' || c == '\'' || c == '`' || c == '\\' {
			break
		}
		e++
	}
	return at, e, e-at >= 4
}

// pgpassField reports whether the field at the start of rest (up to the
// next ':' or blank) may be part of a password: not empty, not all
// digits, not a path.
func pgpassField(rest string) bool {
	e := strings.IndexAny(rest, ": \t\r\n\"'`")
	if e < 0 {
		e = len(rest)
	}
	f := rest[:e]
	return f != "" && f[0] != '/' && strings.Trim(f, "0123456789") != ""
}

// acceptFilePassword is the value gate of credential-file-password.
func acceptFilePassword(_, v string) bool {
	if len(v) > 1 && (v[0] == '%' || v[0] == '#') && markedPassword(v[1:]) {
		return true // a generated password may start with '%' (see contextValue)
	}
	if len(v) < 4 || strings.ContainsAny(v[:1], "$%{<[(") || wordValue.MatchString(v) || numericValue.MatchString(v) {
		return false
	}
	if emailValue.MatchString(v) {
		return false // anonymous FTP's password, by convention the user's address (default login anonymous password me@host)
	}
	return !codeValue.MatchString(v) && !benignValue(v) && !identifierValue.MatchString(v)
}

// skipBlanks returns the index of the first byte at or after i that is
// not a blank (space, tab, CR, LF), at most 16 bytes on.
func skipBlanks(text string, i int) int {
	for k := 0; k < 16 && i < len(text) && isBlank(text[i]); k++ {
		i++
	}
	return i
}
