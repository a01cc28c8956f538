package rules

import (
	"regexp"
	"strings"
)

// cookieSession finds session and auth cookies in Cookie and Set-Cookie
// headers (as curl -H, browser devtools and HTTP logs print them): a
// cookie whose name says session or credential (PHPSESSID, JSESSIONID,
// sessionid, connect.sid, laravel_session, .ASPXAUTH, remember_token,
// next-auth.session-token, jwt) and whose value looks like a secret
// (contextValue, 16 bytes or more). A session cookie is a credential: it
// logs its holder in. A JWT (eyJ…) is left to the jwt rule, which reads
// its exact grammar: a run of cookie bytes would also take the next word
// of a line a fold joined to it.
type cookieSession struct{ rule Rule }

const cookieSessionID = "cookie-session"

func newCookieSession() *cookieSession {
	return &cookieSession{rule: Rule{ID: cookieSessionID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords: []string{"cookie:", "cookie\t", `cookie"`, "cookie'", `"cookies"`, "cookie(", "\ttrue\t", "\tfalse\t", "cookies", " -b '", ` -b "`, " -b $'", "--cookie '", `--cookie "`, "--cookie='", `--cookie="`,
			"; path=", "; domain=", "; expires=", "; max-age=", "; httponly", "; secure",
			"name='", `name="`, "name: '", `name: "`, `name':`, `name":`, `name': `, `name": `,
			"jsessionid", "phpsessid", "connect.sid", "_session", "_sess", "sessionid="},
		Description: "Session or auth cookie value in a Cookie or Set-Cookie header (sessionid=, PHPSESSID=, connect.sid=, remember_token=…), " +
			"a cookie jar (Netscape cookies.txt, a JSON \"cookies\" list: Playwright's storage state, HTTPie's session, tough-cookie's), a Cookie(\"name\", \"value\") call " +
			"or a cookie's name and value set in code (Puppeteer's setCookie({name, value}), Selenium's add_cookie, Python's Cookie(name='…', value='…'))."}}
}

func (c *cookieSession) info() *Rule { return &c.rule }

// cookieNameWords are the parts of a cookie name (lower case) that say it
// holds a session or a credential.
var cookieNameWords = []string{"sess", "sid", "token", "auth", "jwt", "remember", "login", "credential", "aspnetcore"}

// maxCookieHeader bounds the header line read after "cookie:".
const maxCookieHeader = 4096

func (c *cookieSession) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, c.rule.Keywords)
	done := -1
	for _, h := range hits {
		switch {
		case h < done:
			continue
		case hitIs(`"cookies"`)(text, h):
			out, done = cookieObjects(text, h, out)
			continue
		case text[h] == 'n' || text[h] == 'N':
			out = cookieNamedValue(text, h, out)
			continue
		case hitIs("cookie(")(text, h):
			out = cookieCall(text, h, out)
			continue
		case hitIs("cookies")(text, h):
			out, done = cookieDict(text, h, out)
			continue
		case text[h] == '\t':
			out, done = cookieJarLine(text, h, out)
			continue
		case text[h] == ';':
			out = cookieBeforeAttrs(text, h, out)
			continue
		case hitIs("jsessionid", "phpsessid", "connect.sid", "_session", "_sess", "sessionid=")(text, h):
			out = sessionNamePair(text, h, out)
			continue
		}
		var (
			i  int
			ok bool
		)
		if text[h] == ' ' || text[h] == '-' {
			// curl's -b and --cookie: the quoted list of name=value pairs
			i, ok = h+strings.IndexAny(text[h:], "'\"")+1, true
		} else if i, ok = cookieValueAt(text, h+len("cookie")); !ok {
			continue
		}
		lim := min(len(text), i+maxCookieHeader)
		for i < lim {
			for i < lim && (text[i] == ' ' || text[i] == '\t' || text[i] == ';') {
				i++
			}
			ns := i
			for i < lim && text[i] != '=' && text[i] != ';' && !isHeaderEnd(text[i]) {
				i++
			}
			if i >= lim || text[i] != '=' {
				break
			}
			name := text[ns:i]
			i++
			vs := i
			for i < lim && isCookieValueChar(text[i]) {
				i++
			}
			if v := text[vs:i]; sessionCookie(name, v) {
				out = append(out, Match{RuleID: c.rule.ID, Start: vs, End: i, Secret: v})
			}
			if i >= lim || text[i] != ';' {
				break
			}
		}
	}
	return out, nil
}

// cookieBeforeAttrs reads the cookie whose attributes start at the hit
// h ("; Path=/", "; HttpOnly"): a Set-Cookie header's value with no
// header name before it, as a test's expected value, a recorded
// response's list or a log prints it ("sid=v; Path=/; HttpOnly").
// The attributes say it is a cookie; its name must say session.
func cookieBeforeAttrs(text string, h int, out []Match) []Match {
	ns := h // the start of name=value: cookie bytes back from h ('=' of base64 included)
	for ns > 0 && h-ns <= maxCookieHeader && isCookieValueChar(text[ns-1]) {
		ns--
	}
	if ns > 0 && strings.IndexByte(" \t\n\"'`[(,", text[ns-1]) < 0 {
		return out
	}
	eq := strings.IndexByte(text[ns:h], '=')
	if eq <= 0 || eq > 64 {
		return out
	}
	vs := ns + eq + 1
	if v := text[vs:h]; sessionCookie(text[ns:vs-1], v) {
		out = append(out, Match{RuleID: cookieSessionID, Start: vs, End: h, Secret: v})
	}
	return out
}

// cookieValueAt returns where the header's value starts after the name
// "cookie" ending at text[at]: after ':' (a header), after a quoted key
// ("Cookie": "…", 'cookie': '…', "cookie": ["…"]), a HAR pair's name
// ({"name": "Cookie", "value": "…"}) or an element's attribute (<var
// key="HTTP_COOKIE">…).
func cookieValueAt(text string, at int) (int, bool) {
	if at >= len(text) {
		return 0, false
	}
	if text[at] == '\t' && (at == len("cookie") || text[at-len("cookie")-1] == '\n') {
		// devtools' copy of the request headers: the name, a tab, the
		// value, at a line's start
		return at + 1, true
	}
	if text[at] == ':' {
		i := at + 1
		for i < len(text) && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r') {
			i++
		}
		if i+1 < len(text) && text[i] == '\n' {
			// a recorded request's headers in YAML (VCR): the values
			// are a list under the name, "Cookie:\n  - a=v; b=w"
			j := i + 1
			for j < len(text) && j-i < 32 && (text[j] == ' ' || text[j] == '\t') {
				j++
			}
			if j+1 < len(text) && text[j] == '-' && text[j+1] == ' ' {
				return j + 2, true
			}
		}
		return at + 1, true
	}
	q := text[at]
	i := skipBlanks(text, at+1)
	switch {
	case i < len(text) && text[i] == ':':
		i = skipBlanks(text, i+1)
		if i < len(text) && text[i] == '[' {
			i = skipBlanks(text, i+1) // a header's values as a list: "cookie": ["…"] (Spring's httpexchanges, ASP.NET's problem details)
		}
	case q == '"' && i == at+1 && i < len(text) && text[i] == '>':
		return i + 1, true // an element named for the header: <var key="HTTP_COOKIE">…</var> (Airbrake's CGI data)
	case i < len(text) && text[i] == ',':
		i = skipSpace(text, i+1) // a HAR file's pairs are printed one member a line
		if !strings.HasPrefix(text[i:], string(q)+"value"+string(q)) {
			return 0, false
		}
		i = skipBlanks(text, i+7)
		if i >= len(text) || text[i] != ':' {
			return 0, false
		}
		i = skipBlanks(text, i+1)
	default:
		return 0, false
	}
	if i >= len(text) || text[i] != q {
		return 0, false
	}
	return i + 1, true
}

// isHeaderEnd ends a header value: a line break, a quote or a blank
// (cookie values have none; a blank after "; " is skipped before).
func isHeaderEnd(c byte) bool {
	return c == '\n' || c == '\r' || c == '"' || c == '\'' || c == '`' || c == ' ' || c == '\t' || c == '\\'
}

// cookieName reports whether a cookie's name says session or credential.
func cookieName(name string) bool {
	if len(name) == 0 || len(name) > 64 {
		return false
	}
	n := strings.ToLower(name)
	for _, w := range cookieNameWords {
		if strings.Contains(n, w) {
			return true
		}
	}
	return false
}

// isCookieValueChar is a byte of the tokens servers put in session
// cookies: letters, digits and - . _ ~ + / = % : ! * (base64, URL-encoded
// and signed values such as s%3A….sig); the bytes of the text around a
// header (, ) ] & <) end the value.
func isCookieValueChar(c byte) bool {
	return isAlnum(c) || strings.IndexByte("-._~+/=%:!*", c) >= 0
}

// sessionCookie reports a session or credential cookie's value: a name
// that says so (cookieName) and a value that looks like a secret
// (contextValue, or the hex or UUID of labelledKeyValue: JSESSIONID,
// Rails' and Flask's hex ids; 16 bytes or more; a JWT is the jwt rule's).
func sessionCookie(name, v string) bool {
	return cookieName(name) && len(v) >= 16 && !jwtShaped(v) && (contextValue(v) || labelledKeyValue(v))
}

// maxCookieName bounds the bytes of a session cookie's name read on
// each side of a hit.
const maxCookieName = 64

// sessionNamePair reads, at the hit h inside a session cookie's
// well-known name (JSESSIONID, PHPSESSID, connect.sid, *_session,
// *_sess), the value given to it however a tool writes the pair: name=v,
// name: v, name<TAB>v (a cookie store's table), name = v, Go's
// {Name:name Value:v}. The name alone says cookie here: a log's
// sessionId or session_id is a name of its own, not read.
func sessionNamePair(text string, h int, out []Match) []Match {
	s, e := h, h
	for s > 0 && h-s <= maxCookieName && (isWordByte(text[s-1]) || text[s-1] == '.' || text[s-1] == '-') {
		s--
	}
	for e < len(text) && e-h <= maxCookieName && (isWordByte(text[e]) || text[e] == '.' || text[e] == '-') {
		e++
	}
	if h-s > maxCookieName || e-h > maxCookieName {
		return out // a run longer than a cookie's name; reading it whole at each hit was quadratic
	}
	if p := strings.TrimRight(text[max(0, s-8):s], " "); s == 0 || p != "" && strings.IndexByte(";&?", p[len(p)-1]) >= 0 {
		// a Cookie header's or a URL's pair: their own readers'; nor at
		// a text's start, where a decoded run's window (a cookie's
		// percent-encoded value read again) begins
		return out
	}
	name := text[s:e]
	l := strings.ToLower(name)
	switch {
	case l == "jsessionid" || l == "phpsessid" || l == "connect.sid" || name == "sessionid":
		// Django's session cookie is named sessionid, in lower case
	case (strings.HasSuffix(name, "_session") || strings.HasSuffix(name, "_sess")) && len(name) > len("_sess")+1 && name == l:
		// grafana_session, _gitlab_session, _buildkite_sess: lower case, as cookies are named
	default:
		return out
	}
	i := e
	if strings.HasPrefix(text[i:], " Value:") {
		i += len(" Value:") // Go's %+v of an http.Cookie
	} else {
		for i < len(text) && i-e < 4 && (text[i] == '"' || text[i] == '\'' || text[i] == ' ') {
			i++
		}
		if i >= len(text) || text[i] != '=' && text[i] != ':' && text[i] != '\t' {
			return out
		}
		i++
	}
	for i < len(text) && i-e < 12 && (text[i] == ' ' || text[i] == '\t' || text[i] == '"' || text[i] == '\'') {
		i++
	}
	vs, ve := i, i
	for ve < len(text) && ve-vs < maxCookieHeader && isCookieValueChar(text[ve]) {
		ve++
	}
	v := text[vs:ve]
	if len(v) >= 16 && v[0] != '+' && !jwtShaped(v) && (contextValue(v) || labelledKeyValue(v) || len(v) >= 24 && isHexString(strings.ToLower(v))) {
		// (a '+' first joins a string literal to code: "_gitlab_session="+secrets.NewSecret(…))
		out = append(out, Match{RuleID: cookieSessionID, Start: vs, End: ve, Secret: v})
	}
	return out
}

// jwtShaped reports a value that is not a session's though it starts as
// base64 of JSON (eyJ…): a JWT, which the jwt rule reads, or an
// analytics cookie's JSON ({"id":…}, Hotjar's). Laravel's encrypted
// cookies ({"iv":…, "value":…, "mac":…}, eyJpdiI6…) are sessions.
func jwtShaped(v string) bool {
	return strings.HasPrefix(v, "eyJ") && !strings.HasPrefix(v, "eyJpdiI6")
}

// cookieDict reads a dictionary of cookies in code at the hit h of
// "cookies" (requests' cookies={"PHPSESSID": "v"}, a JS object, a Ruby
// hash, PHP's array): the string values of its string keys that name a
// session cookie. It returns where its reading ended.
func cookieDict(text string, h int, out []Match) ([]Match, int) {
	i := skipBlanks(text, h+len("cookies"))
	if i < len(text) && (text[i] == '"' || text[i] == '\'') {
		i = skipBlanks(text, i+1) // a key in quotes: {"cookies": {…}}
	}
	if i >= len(text) || text[i] != '=' && text[i] != ':' {
		return out, h + 1
	}
	i++
	if i < len(text) && text[i] == '>' {
		i++ // Ruby's and PHP's =>
	}
	i = skipBlanks(text, i)
	if strings.HasPrefix(text[i:], "array(") {
		i += len("array")
	}
	if i >= len(text) || text[i] != '{' && text[i] != '[' && text[i] != '(' {
		return out, h + 1
	}
	lim := min(len(text), i+maxCookieHeader)
	end := strings.IndexAny(text[i+1:lim], "})]")
	if end < 0 {
		return out, h + 1
	}
	body := i + 1
	for _, m := range cookieMember.FindAllStringSubmatchIndex(text[body:body+end], -1) {
		name, vs, ve := text[body+m[2]:body+m[3]], body+m[4], body+m[5]
		if sessionCookie(name, text[vs:ve]) {
			out = append(out, Match{RuleID: "cookie-session", Start: vs, End: ve, Secret: text[vs:ve]})
		}
	}
	return out, body + end
}

// cookieMember is a member of a dictionary in code: a quoted name, ':',
// '=>' or ',' (a tuple), and a quoted value.
var cookieMember = regexp.MustCompile(`["']([^"'\n]{1,64})["'][ \t]{0,4}(?::|=>|,)[ \t]{0,4}["']([^"'\s]+)["']`)

// maxCookieList bounds the JSON text read after "cookies".
const maxCookieList = 16 << 10

// cookieObjects reads the objects of a JSON "cookies" list at the hit h
// (Playwright's storage state, HTTPie's session, a browser extension's
// export): in each flat object, a "value" whose "name" is a session
// cookie's, wherever the two stand among its members. It returns where
// the list's reading ended.
func cookieObjects(text string, h int, out []Match) ([]Match, int) {
	i := skipBlanks(text, h+len(`"cookies"`))
	if i >= len(text) || text[i] != ':' {
		return out, h + 1
	}
	i = skipBlanks(text, i+1)
	if i >= len(text) || text[i] != '[' {
		return out, h + 1
	}
	lim := min(len(text), i+maxCookieList)
	for i < lim {
		o := strings.IndexAny(text[i:lim], "{]")
		if o < 0 {
			return out, lim
		}
		if text[i+o] == ']' {
			return out, i + o
		}
		os := i + o
		oe := strings.IndexAny(text[os+1:lim], "{}")
		if oe < 0 || text[os+1+oe] == '{' {
			return out, os + 1 // a nested object: not a flat cookie
		}
		obj := text[os : os+1+oe+1]
		name, _, _, nok := jsonString(obj, "name")
		if !nok {
			name, _, _, nok = jsonString(obj, "key") // tough-cookie's (Crawlee's session pool, got's jar)
		}
		v, vs, ve, vok := jsonString(obj, "value")
		if nok && vok && sessionCookie(name, v) {
			out = append(out, Match{RuleID: "cookie-session", Start: os + vs, End: os + ve, Secret: v})
		}
		i = os + 1 + oe + 1
	}
	return out, lim
}

// jsonString returns the first string value of the member "key" of a
// flat JSON object's text, with its span in obj.
func jsonString(obj, key string) (string, int, int, bool) {
	vs, ve, ok := jsonStringWhere(obj, key, func(string) bool { return true })
	return obj[vs:ve], vs, ve, ok
}

// cookieCall reads a cookie built in code from literals, name then value:
// PowerShell's New-Object System.Net.Cookie("name", "v", "/", "host")
// (what DevTools' "Copy as PowerShell" writes), Java's new
// Cookie("JSESSIONID", "v").
func cookieCall(text string, h int, out []Match) []Match {
	args, _, ok := callArgs(text, h+len("cookie("))
	if !ok || len(args) < 2 || !args[0].lit || !args[1].lit {
		return out
	}
	if name, v := text[args[0].s:args[0].e], text[args[1].s:args[1].e]; sessionCookie(name, v) {
		out = append(out, Match{RuleID: "cookie-session", Start: args[1].s, End: args[1].e, Secret: v})
	}
	return out
}

// cookieJarLine reads the line of a Netscape cookie file (curl's -c,
// wget's, yt-dlp's cookies.txt) holding the hit h, a tab before TRUE or
// FALSE: domain, subdomains flag, path, secure flag, expiry, name, value,
// tab-separated. It returns the line's end.
func cookieJarLine(text string, h int, out []Match) ([]Match, int) {
	ls := strings.LastIndexByte(text[:h], '\n') + 1
	le := lineEnd(text, h)
	f := strings.Split(strings.TrimSuffix(text[ls:le], "\r"), "\t")
	if len(f) != 7 || !jarFlag(f[1]) || !jarFlag(f[3]) || !isDigits(f[4]) {
		return out, le
	}
	vs := le - len(f[6])
	if strings.HasSuffix(text[ls:le], "\r") {
		vs--
	}
	if sessionCookie(f[5], f[6]) {
		out = append(out, Match{RuleID: "cookie-session", Start: vs, End: vs + len(f[6]), Secret: f[6]})
	}
	return out, le
}

func jarFlag(f string) bool { return f == "TRUE" || f == "FALSE" }
