package rules

import "strings"

// secretListID is the rule of the lists a secret's name holds.
const secretListID = "secret-list"

// secretList finds the elements of a list assigned to a name that says
// secret: key rotation keeps the old secrets next to the new one
// (express-session's secret: ["new", "old"], Django's
// SECRET_KEY_FALLBACKS = ["…"], Keycloak's config.bindCredential=["…"],
// Koa's app.keys = [...], Mojolicious' secrets => [...]). Every element must pass contextValue; the
// first is read too, since secret-assignment reads it after a singular
// name only (secret: ["v"], not secrets: ["v"] nor API_KEYS = ["v"]),
// and a finding of both is merged. A YAML block sequence under such a
// name is read as the list (secrets:\n  - v\n  - v); in a list of
// basic_auth or credentials pairs the element's password is.
type secretList struct{ rule Rule }

func newSecretList() *secretList {
	return &secretList{rule: Rule{ID: secretListID, Source: SourceBuiltin, Severity: SeverityMedium,
		Keywords:    []string{"secret", "token", "passw", "credential", "api_key", "apikey", "private_key", "keyring", "basic_auth", "basicauth", "basic-auth"},
		Description: "The elements of a list assigned to a name that says secret (secret: [\"new\", \"old\"], SECRET_KEY_FALLBACKS = […], API_KEYS = […]); each must look like a secret."}}
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
		} else if i+1 < len(text) && text[i] == '=' && text[i+1] == '>' {
			i++ // Perl's and Ruby's secrets => [...]
		}
		if i >= len(text) || text[i] != ':' && text[i] != '=' && text[i] != '>' {
			continue
		}
		i = skipSpaces(text, i+1)
		pairs := pairListKey(name)
		if i < len(text) && (text[i] == '\n' || text[i] == '\r') && (pairs || listKey(name)) {
			var n int
			out, n = blockElements(text, i, s, pairs, out)
			done = i + n
			continue
		}
		if i >= len(text) || text[i] != '[' || !(pairs || listKey(name)) {
			continue
		}
		var n int
		out, n = listElements(text, i, pairs, out)
		done = i + n
	}
	return out, nil
}

// pairListKey reports a name whose list holds user:password pairs
// (ngrok's basic_auth: ["user:pass"], a traffic policy's credentials:)
// or keys (APISIX's data_encryption keyring).
func pairListKey(name string) bool {
	switch strings.ToLower(name) {
	case "basic_auth", "basicauth", "basic-auth", "credentials", "keyring":
		return true
	}
	return false
}

// listElement appends v at s when it looks like a secret; in a list of
// pairs, the part after a user's "name:".
func listElement(v string, s int, pairs bool, out []Match) []Match {
	if pairs {
		if c := strings.IndexByte(v, ':'); c > 0 && isKeyName(v[:c]) {
			v, s = v[c+1:], s+c+1
		}
	}
	if v != "" && !isPlaceholder(v) && (contextValue(v) || pairs && chosenPassword(v)) {
		out = append(out, Match{RuleID: secretListID, Start: s, End: s + len(v), Secret: v})
	}
	return out
}

// blockElements appends the elements of the YAML block sequence after a
// name (its line starting at key, the line's end at eol): lines of "- v",
// v quoted or bare, indented at least as the name. It returns the bytes
// read.
func blockElements(text string, eol, key int, pairs bool, out []Match) ([]Match, int) {
	ls := strings.LastIndexByte(text[:key], '\n') + 1
	indent := key - ls
	lim := min(len(text), eol+maxSecretList)
	i := eol
	for n := 0; i < lim && n < 64; n++ {
		if text[i] == '\r' {
			i++
		}
		if i >= lim || text[i] != '\n' {
			break
		}
		j := skipSpaces(text, i+1)
		if j-(i+1) < indent || j+1 >= lim || text[j] != '-' || text[j+1] != ' ' {
			break
		}
		vs := skipSpaces(text, j+2)
		ve := vs
		for ve < lim && text[ve] != '\n' && text[ve] != '\r' {
			ve++
		}
		v := strings.TrimRight(text[vs:ve], " \t")
		if k := strings.Index(v, " #"); k >= 0 {
			v = strings.TrimRight(v[:k], " \t")
		}
		if len(v) >= 2 && (v[0] == '"' || v[0] == '\'') && v[len(v)-1] == v[0] {
			v, vs = v[1:len(v)-1], vs+1
		}
		// "- credentials:" opens a mapping; a bare name of words
		// (Compose's secrets: - n8n_basic_auth) names a secret
		if !strings.ContainsAny(v, " \t\"'{}[]") && !strings.HasSuffix(v, ":") && !(vs > 0 && text[vs-1] != '"' && text[vs-1] != '\'' && secretName(v)) {
			out = listElement(v, vs, pairs, out)
		}
		i = ve
	}
	return out, i - eol
}

// listElements appends the quoted elements of the list opening at
// text[open], and returns the list's length.
func listElements(text string, open int, pairs bool, out []Match) ([]Match, int) {
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
		out = listElement(text[i+1:i+1+e], i+1, pairs, out)
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

// listKey reports a name of secrets that holds a list: a secret's name
// (secret: [...]), its plural (secrets, API_KEYS, apiTokens) or a
// secret's name then FALLBACKS (Django's SECRET_KEY_FALLBACKS), unless a
// word before it says the list is about keys (listAboutKeys).
func listKey(name string) bool {
	low := strings.ToLower(name)
	for _, q := range listAboutKeys {
		if strings.HasPrefix(low, q) {
			return false
		}
	}
	if contextKey(name) {
		return true
	}
	n := len(name)
	if n > 10 && strings.EqualFold(name[n-9:], "fallbacks") {
		return contextKey(strings.TrimRight(name[:n-9], "_-."))
	}
	return n > 4 && (name[n-1] == 's' || name[n-1] == 'S') && name[n-2] != 's' && name[n-2] != 'S' && contextKey(name[:n-1])
}

// listAboutKeys start names of lists about keys, not of them: the ids an
// API invalidated (Elasticsearch's invalidated_api_keys), the scopes a
// token is allowed.
var listAboutKeys = []string{"invalidated", "revoked", "expired", "deleted", "disabled", "removed", "allowed", "required", "missing", "unused", "previously"}

// secretName reports lower-case words of letters and digits joined by
// '_' or '-' (n8n_basic_auth, s3-access-key), each holding a letter: a
// name a list gives a secret by, not its value.
func secretName(v string) bool {
	if strings.Trim(v, "abcdefghijklmnopqrstuvwxyz0123456789_-") != "" || !strings.ContainsAny(v, "_-") {
		return false
	}
	for _, p := range strings.FieldsFunc(v, func(r rune) bool { return r == '_' || r == '-' }) {
		if strings.Trim(p, "0123456789") == "" || len(p) > 12 {
			return false // a number or a long random run: a generated value's part
		}
	}
	return true
}
