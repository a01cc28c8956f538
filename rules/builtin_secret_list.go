package rules

import "strings"

// secretListID is the rule of the lists a secret's name holds.
const secretListID = "secret-list"

// secretList finds the elements of a list assigned to a name that says
// secret: key rotation keeps the old secrets next to the new one
// (express-session's secret: ["new", "old"], Django's
// SECRET_KEY_FALLBACKS = ["…"], Keycloak's config.bindCredential=["…"]).
// secret-assignment reads the first element as the value; this rule reads
// the others. Each must pass contextValue.
type secretList struct{ rule Rule }

func newSecretList() *secretList {
	return &secretList{rule: Rule{ID: secretListID, Source: SourceBuiltin, Severity: SeverityMedium,
		Keywords:    []string{"secret", "token", "passw", "credential", "api_key", "apikey", "private_key"},
		Description: "The elements after the first of a list assigned to a name that says secret (secret: [\"new\", \"old\"], SECRET_KEY_FALLBACKS = […]); each must look like a secret."}}
}

func (l *secretList) info() *Rule { return &l.rule }

// maxSecretList bounds the bytes of a list read.
const maxSecretList = 4096

func (l *secretList) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, l.rule.Keywords)
	done := -1
	for _, h := range hits {
		if h < done {
			continue
		}
		// the name around the hit, then an operator and '['
		s := h
		for s > 0 && h-s < 40 && isKeyByte(text[s-1]) {
			s--
		}
		e := h
		for e < len(text) && e-h < 40 && isKeyByte(text[e]) {
			e++
		}
		name := text[s:e]
		i := e
		if i < len(text) && (text[i] == '"' || text[i] == '\'') {
			i++
		}
		i = skipSpaces(text, i)
		if i < len(text) && text[i] == ':' && i+1 < len(text) && text[i+1] == '=' {
			i++
		}
		if i >= len(text) || text[i] != ':' && text[i] != '=' {
			continue
		}
		i = skipSpaces(text, i+1)
		if i >= len(text) || text[i] != '[' || !contextKey(name) {
			continue
		}
		var n int
		out, n = listElements(text, i, out)
		done = i + n
	}
	return out, nil
}

// listElements appends the quoted elements after the first of the list
// opening at text[open], and returns the list's length.
func listElements(text string, open int, out []Match) ([]Match, int) {
	lim := min(len(text), open+maxSecretList)
	k := 0
	i := open + 1
	for i < lim {
		for i < lim && (isBlank(text[i]) || text[i] == ',') {
			i++
		}
		if i >= lim || text[i] == ']' {
			break
		}
		q := text[i]
		if q != '"' && q != '\'' {
			break // not a list of strings
		}
		e := strings.IndexByte(text[i+1:lim], q)
		if e < 0 || strings.IndexByte(text[i+1:i+1+e], '\n') >= 0 {
			break
		}
		v := text[i+1 : i+1+e]
		if k > 0 && !isPlaceholder(v) && contextValue(v) {
			out = append(out, Match{RuleID: secretListID, Start: i + 1, End: i + 1 + e, Secret: v})
		}
		k++
		i += e + 2
	}
	return out, i - open
}

// skipSpaces returns the index of the first byte at or after i that is
// not a space or a tab.
func skipSpaces(text string, i int) int {
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	return i
}
