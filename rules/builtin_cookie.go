package rules

import "strings"

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

func newCookieSession() *cookieSession {
	return &cookieSession{rule: Rule{ID: "cookie-session", Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"cookie:", `cookie"`, "cookie'"},
		Description: "Session or auth cookie value in a Cookie or Set-Cookie header (sessionid=, PHPSESSID=, connect.sid=, remember_token=…)."}}
}

func (c *cookieSession) info() *Rule { return &c.rule }

// cookieNameWords are the parts of a cookie name (lower case) that say it
// holds a session or a credential.
var cookieNameWords = []string{"sess", "sid", "token", "auth", "jwt", "remember", "login", "credential"}

// maxCookieHeader bounds the header line read after "cookie:".
const maxCookieHeader = 4096

func (c *cookieSession) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits == nil { // run without the prefilter: find the hits
		hits = keywordHitsFold(text, c.rule.Keywords)
	}
	for _, h := range hits {
		i, ok := cookieValueAt(text, h+len("cookie"))
		if !ok {
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
			if v := text[vs:i]; cookieName(name) && len(v) >= 16 && !strings.HasPrefix(v, "eyJ") && contextValue(v) {
				out = append(out, Match{RuleID: c.rule.ID, Start: vs, End: i, Secret: v})
			}
			if i >= lim || text[i] != ';' {
				break
			}
		}
	}
	return out, nil
}

// cookieValueAt returns where the header's value starts after the name
// "cookie" ending at text[at]: after ':' (a header), after a quoted key
// ("Cookie": "…", 'cookie': '…') or a HAR pair's name ({"name":
// "Cookie", "value": "…"}).
func cookieValueAt(text string, at int) (int, bool) {
	if at >= len(text) {
		return 0, false
	}
	if text[at] == ':' {
		return at + 1, true
	}
	q := text[at]
	i := skipBlanks(text, at+1)
	switch {
	case i < len(text) && text[i] == ':':
		i = skipBlanks(text, i+1)
	case i < len(text) && text[i] == ',':
		i = skipBlanks(text, i+1)
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
