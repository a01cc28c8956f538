package rules

import "strings"

// listOutputSecret finds the value of a secret-named field in the
// aligned "label : value" lists that tools print: nmcli's `-s connection
// show` (802-1x.password:        v), PowerShell's Format-List
// (Password   : v), netsh's `wlan show profile key=clear` (Key Content
// : v), `describe` and `info` commands, Laravel's artisan config:show
// (password ........ v, a dotted leader). The alignment, blanks before
// the colon or five and more after it, says a tool printed the line;
// key-name rules stop at four blanks, as gitleaks' do. The label is up to
// four words; the value runs to the end of the line. An environment
// variable's name in capitals may stand in a column of its own, its
// value in the next (Get-ChildItem Env:).
func listOutputSecret() *reRule {
	d := newReRule(Rule{
		ID:          "list-output-secret",
		Description: "Value of a secret-named field in an aligned list a tool prints (nmcli -s, PowerShell Format-List, netsh's Key Content, describe/info output); the value must look like a secret.",
		Keywords:    []string{"passw", "passphrase", "secret", "token", "key content", "psk", "api key", "apikey", "api_key"},
		Severity:    SeverityMedium,
	}, func(key, v string) bool {
		return contextKey(key) && contextValue(v) || strings.EqualFold(key, "key content") && (contextValue(v) || wifiKeyValue(v))
	},
		`(?m)^[ \t]{0,16}(?P<key>[A-Za-z0-9][A-Za-z0-9._\-]{0,40}(?: [A-Za-z0-9_\-][A-Za-z0-9._\-]{0,39}){0,3})(?:[ \t]{2,40}:[ \t]{1,60}|:[ \t]{5,60}| \.{3,240} {1,4})`,
		// an environment variable's name and value in columns, no colon
		// (PowerShell's Get-ChildItem Env:, Laravel's and Whoops' error
		// pages, a TSV export): the value is one word ending its line,
		// its quotes left out; an empty default's column may stand
		// between (Symfony's debug:container --env-vars: NAME  n/a  "v")
		`(?m)^[ \t]{0,16}(?P<key>[A-Z][A-Z0-9_]{2,63})(?:[ \t]{2,60}|\t)(?:(?:n/a|N/A|-|null|~|\(none\)|""|'')(?:[ \t]{2,60}|\t))?["']?([^\s"']\S{4,298}[^\s"'])["']?[ \t]*\r?$`)
	d.gates[1] = envColumnGate
	d.before[1] = 16 + 64
	// the expression matches the label and the colon; the value runs to
	// the end of its line, trailing blanks cut (listOutputField parses
	// the same by hand, where the keyword hits are known)
	d.tails[0] = func(text string, at int) (int, int, bool) {
		s, e := listValue(text, at)
		return s, e, e-s >= minContextValue
	}
	d.hands[0] = listOutputField
	return d
}

// listOutputField parses the list line holding the keyword hit h as the
// expression reads it, by hand (a regexp run per hit costs more: the
// keywords are frequent): up to 16 blanks, a label of one to four words
// (the first of 1 to 41 bytes, the others of 1 to 40, single spaces
// between), then 2 to 40 blanks, ':' and 1 to 60 blanks, or ':' and 5 to
// 60 blanks; the value is the rest of the line, trailing blanks cut.
func listOutputField(text string, h int) (key string, vs, ve int, ok bool) {
	ls := h
	for ls > 0 && text[ls-1] != '\n' {
		if h-ls > 16+41+3*41 {
			return "", 0, 0, false // the label cannot reach the hit
		}
		ls--
	}
	i := ls
	for i < len(text) && i-ls <= 16 && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i-ls > 16 || i >= len(text) || !isAlnum(text[i]) {
		return "", 0, 0, false
	}
	ks := i
	labelByte := func(c byte) bool { return isAlnum(c) || c == '.' || c == '_' || c == '-' }
	for w := 0; ; w++ {
		s := i
		for i < len(text) && labelByte(text[i]) {
			i++
		}
		if n := i - s; n == 0 || w == 0 && n > 41 || w > 0 && n > 40 {
			return "", 0, 0, false
		}
		// another word after a single space?
		if w < 3 && i+1 < len(text) && text[i] == ' ' && labelByte(text[i+1]) && text[i+1] != '.' {
			i++
			continue
		}
		break
	}
	key = text[ks:i]
	b := 0
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
		b++
	}
	if b == 1 && i+2 < len(text) && text[i] == '.' && text[i+1] == '.' && text[i+2] == '.' {
		// a dotted leader (Laravel's artisan config:show and about:
		// "password ........ v"): dots, then one to four spaces
		d := i
		for d < len(text) && d-i < 240 && text[d] == '.' {
			d++
		}
		sp := d
		for sp < len(text) && sp-d < 4 && text[sp] == ' ' {
			sp++
		}
		if d-i > 240 || sp == d || sp < len(text) && text[sp] == ' ' {
			return "", 0, 0, false
		}
		s, e := listValue(text, sp)
		return key, s, e, e-s >= minContextValue
	}
	if i >= len(text) || text[i] != ':' || b == 1 || b > 40 {
		return "", 0, 0, false
	}
	i++
	a := 0
	for i < len(text) && a < 60 && (text[i] == ' ' || text[i] == '\t') {
		i++
		a++
	}
	if b == 0 && a < 5 || b >= 2 && a < 1 {
		return "", 0, 0, false
	}
	s, e := listValue(text, i)
	return key, s, e, e-s >= minContextValue
}

// listValue returns the span of a list line's value at text[s]: the rest
// of the line, trailing blanks cut, and, for a line that code wrote in
// the shape of a list (aligned struct and dict literals: Secret:   "v",),
// a comma or semicolon ending it, then quotes around it.
func listValue(text string, s int) (int, int) {
	e := s
	for e < len(text) && text[e] != '\n' && text[e] != '\r' {
		e++
	}
	for e > s && isBlank(text[e-1]) {
		e--
	}
	if e > s && (text[e-1] == ',' || text[e-1] == ';') {
		e--
	}
	if e-s >= 2 && strings.IndexByte("\"'`", text[s]) >= 0 && text[e-1] == text[s] {
		s, e = s+1, e-1
	}
	return s, e
}

// envColumnGate passes a keyword hit inside a capitals name that starts
// its line, as the environment column expression requires: code names
// its variables in lower case, and its keywords are frequent.
func envColumnGate(text string, h int) bool {
	if h >= len(text) || !isUpper(text[h]) {
		return false
	}
	i := h
	for i > 0 && h-i <= 64 && (isUpper(text[i-1]) || isDigit(text[i-1]) || text[i-1] == '_') {
		i--
	}
	for k := 0; k <= 16 && i > 0 && (text[i-1] == ' ' || text[i-1] == '\t'); k++ {
		i--
	}
	return i == 0 || text[i-1] == '\n'
}
