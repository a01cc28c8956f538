package rules

import "strings"

// literalPassword reports a value that its syntax alone makes a password,
// whatever it looks like: a string literal where a statement or a command
// takes the password (CREATE USER … PASSWORD 'v', IDENTIFIED BY 'v',
// sshpass -p v). There a weak password (a word, digits, a phrase: koalas,
// 4520885672, one shadow eats nine koalas!) is still the password, and
// the value gates' refusal of words and numbers, made for keys that may
// name anything, only loses it. What such a position also holds is a
// stand-in: a placeholder, a variable or a template, an expression that
// builds the value, or the name of one (your_password, db_pwd).
func literalPassword(v string) bool {
	if len(v) < 4 || len(v) > 128 || isPlaceholder(v) || strings.ContainsAny(v[:1], "$%{<[(:&@?\\") ||
		strings.ContainsAny(v, "\n\r\t") {
		return false
	}
	for _, s := range [...]string{"{{", "${", "%s", "%(", "||", " + ", "$(", "`"} {
		if strings.Contains(v, s) {
			return false // a template, a format, a concatenation, a command
		}
	}
	l := strings.ToLower(v)
	if l == "changeit" || l == "android" {
		return false // the JDK's default keystore password, the Android debug keystore's: every guide prints them
	}
	if credWordIn(l) || strings.Contains(l, "pass") || strings.Contains(l, "pwd") {
		return false // the name of one, or a word standing for it (your_password, newpass)
	}
	if isLetters(v) && (codeWords[l] || nameWords[l]) {
		return false // a word of code or configuration (root, default, none, required): a default or a stand-in
	}
	if strings.IndexByte(v, ' ') >= 0 {
		return literalPhrase(l)
	}
	return true
}

// literalPhrase reports three to ten words of letters or digits joined by
// single spaces (the last maybe ending in punctuation), none of them a
// word of an instruction to write one ("enter your new one here").
func literalPhrase(l string) bool {
	words := strings.Split(l, " ")
	if len(words) < 3 || len(words) > 10 {
		return false
	}
	for i, w := range words {
		if i == len(words)-1 {
			w = strings.TrimRight(w, "!?.,;")
		}
		if w == "" || !isAlnumString(w) || instructionWords[w] {
			return false
		}
	}
	return true
}

// instructionWords are the words of a description that stands where a
// passphrase would.
var instructionWords = map[string]bool{"your": true, "here": true, "enter": true, "example": true, "placeholder": true,
	"change": true, "changeme": true, "replace": true, "insert": true, "todo": true, "fixme": true, "secure": true,
	"strong": true, "some": true, "new": true, "the": true, "this": true, "that": true, "value": true}

// isAlnumString reports a non-empty run of ASCII letters and digits.
func isAlnumString(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isAlnum(s[i]) {
			return false
		}
	}
	return true
}
