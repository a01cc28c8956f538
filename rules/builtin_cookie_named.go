package rules

import (
	"regexp"
	"strings"
)

// cookieValueKey finds the value member that follows a cookie's name in
// code: value: '…', value='…', "value": "…" (Puppeteer's setCookie,
// Selenium's add_cookie, http.cookiejar's Cookie repr).
var cookieValueKey = regexp.MustCompile(`\bvalue["']?[ \t]*[:=][ \t]*["']`)

// cookieNamedReach bounds how far after a cookie's name its value is
// looked for: the members between them (domain, path) are few and short.
const cookieNamedReach = 300

// cookieNamedValue reads, at the hit h of name='…' or "name": "…", a
// cookie named in code by its name member and the value member after it,
// as a session cookie's (sessionCookie) when its name says so. Only
// literals count: value: process.env.SID is code.
func cookieNamedValue(text string, h int, out []Match) []Match {
	if h > 0 && (isWordByte(text[h-1]) || text[h-1] == ':') {
		return out // hostname=, username: a longer key; android:name=
	}
	if !cookieContext(text[max(0, h-cookieNamedReach):h]) {
		return out
	}
	i := h + len("name")
	if i < len(text) && (text[i] == '"' || text[i] == '\'') {
		i++
	}
	i = skipBlanks(text, i)
	if i >= len(text) || text[i] != ':' && text[i] != '=' {
		return out
	}
	i = skipBlanks(text, i+1)
	if i >= len(text) || text[i] != '"' && text[i] != '\'' {
		return out
	}
	q := text[i]
	ns := i + 1
	ne := strings.IndexByte(text[ns:min(len(text), ns+65)], q)
	if ne <= 0 {
		return out
	}
	name := text[ns : ns+ne]
	if !cookieName(name) {
		return out
	}
	rest := text[ns+ne+1 : min(len(text), ns+ne+1+cookieNamedReach)]
	if b := strings.IndexAny(rest, "{}"); b >= 0 {
		rest = rest[:b] // the next object's members are another cookie's
	}
	loc := cookieValueKey.FindStringIndex(rest)
	if loc == nil {
		return out
	}
	vs := ns + ne + 1 + loc[1]
	vq := text[vs-1]
	ve := strings.IndexByte(text[vs:min(len(text), vs+maxCookieHeader)], vq)
	if ve <= 0 {
		return out
	}
	if v := text[vs : vs+ve]; sessionCookie(name, v) && !strings.Contains(v, "://") && !strings.Contains(strings.ToLower(v), "%3a%2f%2f") {
		out = append(out, Match{RuleID: cookieSessionID, Start: vs, End: vs + ve, Secret: v})
	}
	return out
}

// cookieContext reports text before a name member that makes it a
// cookie's: a cookie call or list (setCookie, add_cookie, "cookies": [)
// after any headers list, whose members are a HAR's headers.
func cookieContext(before string) bool {
	c := lastIndexFold(before, "cookie")
	return c >= 0 && c > lastIndexFold(before, "headers")
}
