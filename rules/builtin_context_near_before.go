package rules

import (
	"regexp"
	"strings"
)

// beforeName is what precedes a password's name when the value comes
// first: the value (quoted maybe), "as" or "is" or "was", an article or a
// possessive maybe, and up to two words ("use v as the password", "v is
// the new admin password", "`v` is my password").
var beforeName = regexp.MustCompile("(?:^|[\\s(])([\"'`]?)([^\\s\"'`(][^\\s\"'`]{7,127})([\"'`]?) (?:as|is|was)(?: (?:the|my|your|our|his|her|their|a|an))?(?: [a-z]{2,12}){0,2} $")

// maxBeforeName bounds how far before a name beforeName looks.
const maxBeforeName = 200

// valueBeforeName reads a password written before its name, as people
// say it: "use v as the password", "v is the password for staging". The
// name must be the plain word (password, passphrase, passwd, capitalized
// maybe), and the value a password's shape by sentenceValue: the words
// before a name are prose far more often than a value.
func valueBeforeName(text string, h int) (int, int, bool) {
	e := nameEnd(text, h)
	if !plainPasswordWord(text[h:e]) || h > 0 && !isBlank(text[h-1]) || !nameEndsPhrase(text, e) {
		return 0, 0, false
	}
	lo := max(0, h-maxBeforeName)
	m := beforeName.FindStringSubmatchIndex(text[lo:h])
	if m == nil || m[3]-m[2] != m[7]-m[6] || m[2] < m[3] && text[lo+m[2]] != text[lo+m[6]] {
		return 0, 0, false // quotes that do not pair
	}
	vs, ve := lo+m[4], lo+m[5]
	v := text[vs:ve]
	if !isAlnum(v[0]) || strings.ContainsAny(v[len(v)-1:], ".,;:") {
		return 0, 0, false
	}
	if !cliValue(v) || !sentenceValue(v) {
		return 0, 0, false
	}
	return vs, ve, true
}

// nameEndsPhrase reports that the name ending at e ends its noun phrase:
// punctuation, the end, or a word that is no noun follows ("v is the
// password for staging"), not a compound's next noun ("v as the password
// encoder", "the password hash").
func nameEndsPhrase(text string, e int) bool {
	if e == len(text) || strings.IndexByte(".,;:!?)\"'`\r\n", text[e]) >= 0 {
		return true
	}
	if text[e] != ' ' {
		return false
	}
	w := e + 1
	for w < len(text) && isLower(text[w]) {
		w++
	}
	return phraseEnders[text[e+1:w]]
}

// phraseEnders are words that follow a noun phrase without extending it.
var phraseEnders = map[string]bool{"for": true, "of": true, "to": true, "on": true, "in": true, "at": true, "here": true,
	"now": true, "and": true, "then": true, "when": true, "if": true, "from": true, "with": true, "so": true, "but": true,
	"or": true, "that": true, "which": true, "please": true, "instead": true, "too": true, "again": true}

// onlyWords reports text of letters, blanks and hyphens only: the words
// between a name and its verb.
func onlyWords(t string) bool {
	for i := 0; i < len(t); i++ {
		if c := t[i]; !isASCIILetter(c) && c != ' ' && c != '-' {
			return false
		}
	}
	return true
}

// spacedPair reads the password of a user and a password written after
// a label that names both, split by a spaced slash or colon as docs and
// notes write default and shared logins ("Login: admin / v", "creds:
// bob / v", "credentials - deploy : v", "login with admin / v", "the
// admin login is admin / v", "the basic-auth on staging is preview:v").
// Glued after ':' (Login: admin/v) the pair is one value nearValueAt
// reads whole. The user is a name (letters, digits and
// . _ - @), the password has a password's shape (sentenceValue and
// cliValue) or is strongly random: "admin / admin" and a breadcrumb
// (Home / Dashboard) stay.
func spacedPair(text string, h int) (int, int, bool) {
	e := nameEnd(text, h)
	s := h
	for s > 0 && h-s < 8 && isKeyByte(text[s-1]) {
		s-- // the hit may be "auth" in basic-auth
	}
	switch strings.ToLower(text[s:e]) {
	case "login", "credentials", "creds", "logins", "credential", "basic-auth", "basicauth":
	default:
		return 0, 0, false
	}
	if s > 0 && isKeyByte(text[s-1]) {
		return 0, 0, false
	}
	at := -1
	for _, w := range []string{" with ", " as ", " using ", " is ", " are "} {
		if hasPrefixFold(text[e:], w) {
			at = e + len(w) // "log in with admin / v", "login as root : v"
			break
		}
	}
	if at < 0 {
		// "the basic-auth on the preview site is v": a few words, then is
		if k := strings.Index(text[e:min(len(text), e+48)], " is "); k > 0 && onlyWords(text[e:e+k]) {
			at = e + k + 4
		} else if k := strings.Index(text[e:min(len(text), e+24)], ": "); k > 1 && text[e] == ' ' && onlyWords(text[e:e+k]) {
			at = e + k + 2 // "Credentials used: admin / v", "login for staging: bob / v"
		}
	}
	if at < 0 {
		var q byte
		var ok bool
		if at, q, ok = nearGap(text, e); !ok || q != 0 || !strings.ContainsAny(text[e:at], ":=-") {
			if e+1 >= len(text) || text[e] != ' ' || !isASCIILetter(text[e+1]) {
				return 0, 0, false
			}
			at = e + 1 // "login moderators / v": the pair right after the label; the slash below must follow
		}
	}
	for _, w := range []string{"user ", "username ", "User "} {
		if strings.HasPrefix(text[at:], w) {
			at += len(w) // "Credentials used: user admin / v"
			break
		}
	}
	u := at
	for u < len(text) && u-at <= 64 && (isAlnum(text[u]) || strings.IndexByte("._-@", text[u]) >= 0) {
		u++
	}
	if u == at || !isASCIILetter(text[at]) {
		return 0, 0, false
	}
	var sep string
	for _, p := range []string{" / ", " : "} {
		if strings.HasPrefix(text[u:], p) {
			sep = p
			break
		}
	}
	if sep == "" && strings.HasPrefix(text[u:], ":") && at > e+1 && text[at-1] == ' ' && !strings.ContainsAny(text[e:at], ":=") {
		sep = ":" // "the basic-auth is preview:v": user:password after a verb, glued
	}
	if sep == "" {
		return 0, 0, false
	}
	vs, ve, ok := nearRead(text, u+len(sep), 0)
	if !ok {
		return 0, 0, false
	}
	v := text[vs:ve]
	if strings.IndexByte(v, '=') >= 0 || !(cliValue(v) && sentenceValue(v) || nearValue(v)) {
		return 0, 0, false // key=value: the next field of a log line
	}
	if sep == ":" && (classBits(v)&7 != 7 || strings.IndexByte(v, '.') >= 0) {
		return 0, 0, false // "the login frontend is nginx:stable-alpine3.19": an image's tag
	}
	return vs, ve, true
}
