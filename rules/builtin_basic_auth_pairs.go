package rules

import "strings"

// basicAuthPairsID is the rule of user:password lists named basic auth.
const basicAuthPairsID = "basic-auth-pairs"

// basicAuthPairs finds the passwords of a value named for basic
// authentication that lists user:password pairs, one or several apart by
// ',': Flower's --basic_auth=ops:pw,dev:pw, Solr's -Dbasicauth=user:pw,
// BASIC_AUTH_USERS=a:pw. The name says what the pairs are, so a weak
// password is one too (literalPassword); a hash ($apr1$…) is
// password-hash's.
type basicAuthPairs struct{ rule Rule }

func newBasicAuthPairs() *basicAuthPairs {
	return &basicAuthPairs{rule: Rule{ID: basicAuthPairsID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"basicauth", "basic_auth", "basic-auth"},
		Description: "Passwords of user:password pairs in a value named for basic authentication (--basic_auth=u:p,u2:p2, -Dbasicauth=u:p)."}}
}

func (b *basicAuthPairs) info() *Rule { return &b.rule }

func (b *basicAuthPairs) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, b.rule.Keywords)
	for _, h := range hits {
		// the rest of the name (basic_auth_users, basicAuthCredentials)
		i := h + len("basicauth")
		if i < len(text) && (text[h+5] == '_' || text[h+5] == '-') {
			i++
		}
		for i < len(text) && i-h < 40 && isKeyByte(text[i]) {
			i++
		}
		if i < len(text) && (text[i] == '"' || text[i] == '\'') {
			i++
		}
		i = skipSpaces(text, i)
		if i >= len(text) || text[i] != '=' && text[i] != ':' {
			continue
		}
		i = skipSpaces(text, i+1)
		if i < len(text) && (text[i] == '"' || text[i] == '\'') {
			i++
		}
		e := i
		for e < len(text) && e-i < 1024 && !isBlank(text[e]) && text[e] != '"' && text[e] != '\'' && text[e] != '`' {
			e++
		}
		out = basicAuthList(text, i, e, out)
	}
	return out, nil
}

// basicAuthList appends the passwords of the pairs in text[s:e].
func basicAuthList(text string, s, e int, out []Match) []Match {
	for s < e {
		n := strings.IndexByte(text[s:e], ',')
		pe := e
		if n >= 0 {
			pe = s + n
		}
		if c := strings.IndexByte(text[s:pe], ':'); c > 0 && isKeyName(text[s:s+c]) {
			vs := s + c + 1
			if v := text[vs:pe]; v != "" && !isPlaceholder(v) && positionPassword("", v) {
				out = append(out, Match{RuleID: basicAuthPairsID, Start: vs, End: pe, Secret: v})
			}
		}
		s = pe + 1
	}
	return out
}
