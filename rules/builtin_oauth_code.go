package rules

import "strings"

// oauthCodeID is the rule of OAuth 2.0 authorization codes.
const oauthCodeID = "oauth-authorization-code"

// oauthCode finds an OAuth 2.0 authorization code (RFC 6749 §4.1) in
// the redirect to the client's callback (/callback?code=v&state=…), as a
// user pastes the page that did not load or a CLI prints what it
// received: until the client redeems it, whoever holds it and the
// client's credentials gets the user's tokens. A code in the token
// request itself (grant_type=authorization_code&code=v) is spent by that
// request, and the client's secret or PKCE verifier beside it is what
// other rules mask; it stays. "code" names many things, so the code's
// line must hold state= or a callback's path and no grant_type (or the
// URL be a one-time link's: see oneTimeQuery), and the
// value must be sixteen bytes or more of a token's characters, not a
// number, a word or a placeholder (?code=200, code=SUMMER2024).
type oauthCode struct{ rule Rule }

func newOAuthCode() *oauthCode {
	return &oauthCode{rule: Rule{ID: oauthCodeID, Source: SourceBuiltin, Severity: SeverityMedium,
		Keywords:    []string{"code="},
		Description: "OAuth 2.0 authorization code in the redirect to a client's callback (?code=v&state=…), not yet redeemed; not the code of a token request (grant_type=authorization_code), which that request spends."}}
}

func (r *oauthCode) info() *Rule { return &r.rule }

func (r *oauthCode) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	for _, h := range hits {
		if h == 0 || text[h-1] != '?' && text[h-1] != '&' || text[h:h+4] != "code" {
			continue // a query's parameter: not error_code=, zipcode=, Code=
		}
		vs, ok := oauthCodeValueAt(text, h+4)
		if !ok {
			continue
		}
		ve := vs
		for ve < len(text) && ve-vs <= 512 && (isB64URL(text[ve]) || strings.IndexByte(".~/+%", text[ve]) >= 0) {
			ve++
		}
		v := text[vs:ve]
		if len(v) < 16 || len(v) > 512 || isDigits(v) || isPlaceholder(v) || classes(strings.ReplaceAll(v, "%2F", "/")) < 2 && len(v) < 32 {
			continue
		}
		if !oauthRedirect(text, h) && !oneTimeQuery(text, h) {
			continue
		}
		out = append(out, Match{RuleID: oauthCodeID, Start: vs, End: ve, Secret: v})
	}
	return out, nil
}

// oauthCodeValueAt returns where a code parameter's value starts after
// its name ending at at: after the '=' of a query.
func oauthCodeValueAt(text string, at int) (int, bool) {
	return at + 1, at < len(text) && text[at] == '='
}

// oauthRedirect reports the line of the hit h as a redirect to a
// callback: state= or a callback's path on it, and no grant_type (a
// token request's body).
func oauthRedirect(text string, h int) bool {
	// the line around h, at most 2 KB each way: reading the whole line at
	// every code= of a long one was quadratic
	lo, hi := max(0, h-2048), min(len(text), h+2048)
	l := text[lineStartAt(text[lo:hi], h-lo)+lo : lineEnd(text[:hi], h)]
	return (strings.Contains(l, "state=") || strings.Contains(l, "/callback")) && !strings.Contains(l, "grant_type")
}

// oneTimeLinkWords are the words of the paths of links that act once for
// whoever opens them: a password reset, an e-mail's verification, an
// invitation, a magic sign-in link.
var oneTimeLinkWords = []string{"reset", "verify", "verification", "confirm", "activate", "recover", "magic", "invite", "invitation", "unlock", "signin", "sign-in", "passwordless", "onetime", "one-time"}

// oneTimeQuery reports the code= parameter at h as the query of a link
// whose path says it acts once (see oneTimeLinkWords): its code is the
// credential that resets the password or signs the holder in
// (/account/reset?code=v, /auth/magic?code=v), sent in a mail the user
// pasted.
func oneTimeQuery(text string, h int) bool {
	lo := max(0, h-2048) // bounded: a hit in a long line costs no scan of it
	ls := strings.LastIndexByte(text[lo:h], '\n') + 1 + lo
	q := h - 1 // the '?' or '&' before code=
	if text[q] == '&' {
		q = strings.LastIndexByte(text[ls:q], '?')
		if q < 0 {
			return false
		}
		q += ls
	}
	ps := q
	for ps > ls && !isBlank(text[ps-1]) && strings.IndexByte("\"'<>(", text[ps-1]) < 0 {
		ps--
	}
	path := text[ps:q]
	if k := strings.Index(path, "://"); k >= 0 {
		path = path[k+3:]
		if k = strings.IndexByte(path, '/'); k < 0 {
			return false
		}
		path = path[k:]
	}
	// asciiLower keeps path's length: pathWord reads path at low's
	// offsets (strings.ToLower writes an invalid byte as three)
	low := asciiLower(path)
	for _, w := range oneTimeLinkWords {
		if pathWord(path, low, w) {
			return true
		}
	}
	return false
}

// pathWord reports w (lower case) in path as a word of its own: no
// letter before it (or its first letter upper case: emailVerify), and
// no lower-case letter after it in path itself
// (resetPassword, /reset-password and /verify_email hold one; /presets
// and /deactivate do not). low is path in lower case.
func pathWord(path, low, w string) bool {
	for at := 0; ; {
		k := strings.Index(low[at:], w)
		if k < 0 {
			return false
		}
		k += at
		e := k + len(w)
		if (k == 0 || !isASCIILetter(low[k-1]) || isUpper(path[k])) && (e == len(path) || !isLower(path[e])) {
			return true
		}
		at = k + 1
	}
}
