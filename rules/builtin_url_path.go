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
		Description: "Credential in a URL path segment named for it (/token/<token>/, /apikey/<key>/, /access_token/<token>); it must look generated."}}
}

// urlPathNames are the segments that name the next one a credential.
var urlPathNames = []string{"/token/", "/apitoken/", "/api_token/", "/api-token/", "/apikey/", "/api_key/", "/api-key/",
	"/access_token/", "/access-token/", "/secret/", "/client_secret/"}

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
		e := s
		for e < len(text) && e-s <= 256 && !strings.ContainsRune("/?#&\"'` \t\r\n<>)]}", rune(text[e])) {
			e++
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
