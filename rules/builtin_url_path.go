package rules

import "strings"

// urlPathSecretID is the rule of credentials in a URL's path.
const urlPathSecretID = "url-path-secret"

// urlPathSecret finds a credential that an API takes as a path segment
// named for it: …/token/<token>/send-text (Z-API), …/apikey/<key>/…,
// …/access_token/<token>. The query-parameter form is url-query-secret's.
// The segment after the name must look generated (nearValue): a path's
// next segment is usually a word or an id.
type urlPathSecret struct{ rule Rule }

func newURLPathSecret() *urlPathSecret {
	return &urlPathSecret{rule: Rule{ID: urlPathSecretID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    urlPathNames,
		Description: "Credential in a URL path segment named for it (/token/<token>/, /apikey/<key>/, /access_token/<token>) or the token of a one-time link (/reset-password/<token>, /magic-link/<token>); it must look generated."}}
}

// urlPathNames are the segments that name the next one a credential.
var urlPathNames = []string{"/token/", "/apitoken/", "/api_token/", "/api-token/", "/apikey/", "/api_key/", "/api-key/",
	"/access_token/", "/access-token/", "/secret/", "/client_secret/",
	// one-time links: a password reset's, a sign-in link's, an
	// e-mail confirmation's, an unlock's (the token, maybe after a
	// short user id: Django's /reset/<uidb64>/<token>/)
	"/reset/", "/reset-password/", "/reset_password/", "/password-reset/", "/password_reset/", "/password/reset/",
	"/magic-link/", "/magic_link/", "/verify-email/", "/confirm-email/", "/email/verify/", "/unlock/"}

// oneTimeLink reports a name of urlPathNames that opens a one-time
// link, whose token may follow a short id segment.
func oneTimeLink(name string) bool {
	return !strings.Contains(name, "token") && !strings.Contains(name, "key") && !strings.Contains(name, "secret")
}

func (u *urlPathSecret) info() *Rule { return &u.rule }

func (u *urlPathSecret) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits == nil {
		hits = keywordHitsFold(text, u.rule.Keywords)
	}
	for _, h := range hits {
		name := ""
		for _, n := range urlPathNames {
			if hitIs(n)(text, h) {
				name = n
				break
			}
		}
		if name == "" || !inURL(text, h) {
			continue
		}
		s := h + len(name)
		e := pathSegmentEnd(text, s)
		if oneTimeLink(name) && e-s <= 12 && e < len(text) && text[e] == '/' {
			s = e + 1 // a user's id first (Django's uidb64)
			e = pathSegmentEnd(text, s)
		}
		if v := text[s:e]; len(v) >= 16 && (nearValue(v) || shortHexSecret(strings.Trim(name, "/"), v)) && !isPlaceholder(v) {
			out = append(out, Match{RuleID: urlPathSecretID, Start: s, End: e, Secret: v})
		}
	}
	return out, nil
}

// inURL reports whether text[h] is in the path of a URL: "://" before it
// on the same token (no blank or quote between).
func inURL(text string, h int) bool {
	lo := max(0, h-512)
	k := strings.LastIndex(text[lo:h], "://")
	if k < 0 {
		return false
	}
	return !strings.ContainsAny(text[lo+k:h], " \t\r\n\"'`<>")
}

// pathSegmentEnd returns where the URL path segment starting at s ends.
func pathSegmentEnd(text string, s int) int {
	e := s
	for e < len(text) && e-s <= 256 && !strings.ContainsRune("/?#&\"'` \t\r\n<>)]}", rune(text[e])) {
		e++
	}
	return e
}
