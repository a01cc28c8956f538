package rules

import (
	"slices"
	"strings"
)

// usersMapID is the rule of passwords kept as the values of a map of
// users, keysMapID of secrets kept as the values of a map of keys (see
// usersMap).
const (
	usersMapID = "users-map-password"
	keysMapID  = "keys-map-secret"
)

// usersMap finds the passwords of a map whose key names users and whose
// members map a login to its password: Orthanc's "RegisteredUsers": {
// "admin": "v" }, Prometheus' and Traefik's basic_auth_users, a Python
// dict USERS = {"alice": "v"}, a YAML users: block of "name: v" lines.
// The member's key is a login, so no key says password; the map's name
// and the value's shape do. A map of roles, display names or objects
// (users: {alice: {…}}) has no password-shaped value and stays.
//
// The same reading finds the secrets of a map of keys, named after what
// each opens: "pluginKeys": {"Yolo": "v"}, api_keys: {stripe: v},
// TOKENS = {"github": "v"}, a YAML secrets: block. A member whose key
// names something public (user, host, region, an id) is left.
type usersMap struct {
	rule  Rule
	words []string // the map's name ends with one of them, a word of its own
	keys  bool     // a map of keys: members naming public things are left
}

func newUsersMap() *usersMap {
	return &usersMap{rule: Rule{ID: usersMapID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"users", "accounts", "logins"},
		Description: "Password as the value of a map of users: \"RegisteredUsers\": {\"admin\": \"v\"}, basic_auth_users, USERS = {\"alice\": \"v\"}, a YAML users: block of name: v lines."},
		words: []string{"users", "accounts", "logins"}}
}

func newKeysMap() *usersMap {
	return &usersMap{rule: Rule{ID: keysMapID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"keys", "tokens", "secrets", "passwords", "credentials"},
		Description: "Secret as the value of a map of keys named after what they open: \"pluginKeys\": {\"Yolo\": \"v\"}, api_keys: {stripe: v}, TOKENS = {\"github\": \"v\"}, a YAML secrets: block of name: v lines."},
		words: []string{"keys", "tokens", "secrets", "passwords", "credentials"}, keys: true}
}

func (u *usersMap) info() *Rule { return &u.rule }

// maxUsersMembers bounds the members read in one map.
const maxUsersMembers = 64

func (u *usersMap) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, u.rule.Keywords)
	next := 0
	for _, h := range hits {
		if h < next {
			continue
		}
		e := h
		for e < len(text) && isASCIILetter(text[e]) {
			e++
		}
		if !slices.Contains(u.words, strings.ToLower(text[h:e])) {
			continue // usersettings, accountsService
		}
		if h > 0 && isLower(text[h-1]) && isLower(text[h]) {
			continue // superusers: another word; RegisteredUsers, basic_auth_users: one of the key's
		}
		if u.keys {
			s := h
			for s > 0 && h-s < 64 && isKeyByte(text[s-1]) {
				s--
			}
			if s > 0 && (text[s-1] == '/' || text[s-1] == '@') {
				continue // "node_modules/js-tokens": a package, not a map of keys
			}
		}
		i := e
		if i < len(text) && (text[i] == '"' || text[i] == '\'') {
			i++
		}
		i = skipBlanks(text, i)
		if i >= len(text) || text[i] != ':' && text[i] != '=' {
			continue
		}
		i = skipSpaces(text, i+1)
		if i+1 < len(text) && (text[i] == '|' || text[i] == '>') && (text[i+1] == '\n' || text[i+1] == '\r') {
			// a YAML block scalar holding the map as JSON
			// (ORTHANC__REGISTERED_USERS: |\n  {"u": "v"})
			if j := skipSpace(text, i+1); j < len(text) && text[j] == '{' {
				out, next = u.braced(text, j+1, out)
			}
			continue
		}
		if i < len(text) && text[i] == '{' {
			out, next = u.braced(text, i+1, out)
		} else if i >= len(text) || text[i] == '\n' || text[i] == '\r' {
			out, next = u.block(text, i, out)
		}
	}
	return out, nil
}

// braced reads the members "login": "v" of a braced map whose body
// starts at text[i], up to its '}'; a nested map or list ends the read.
func (u *usersMap) braced(text string, i int, out []Match) ([]Match, int) {
	for n := 0; n < maxUsersMembers; n++ {
		i = skipSpace(text, i)
		if i >= len(text) || text[i] == '}' {
			return out, i
		}
		ks, ke, j, ok := quotedAt(text, i)
		if !ok {
			return out, i
		}
		j = skipBlanks(text, j)
		if j >= len(text) || text[j] != ':' && text[j] != '=' {
			return out, i
		}
		if j+1 < len(text) && text[j] == '=' && text[j+1] == '>' {
			j++ // Ruby and PHP: "login" => "v"
		}
		vs, ve, j2, ok := quotedAt(text, skipBlanks(text, j+1))
		if !ok {
			return out, i
		}
		out = u.member(text, ks, ke, vs, ve, out)
		i = skipSpace(text, j2)
		if i < len(text) && text[i] == ',' {
			i++
		}
	}
	return out, i
}

// block reads the indented "login: v" lines of a YAML block that
// starts after the line break at text[i].
func (u *usersMap) block(text string, i int, out []Match) ([]Match, int) {
	at := i
	if at < len(text) && text[at] == '\r' {
		at++
	}
	at++
	indent := -1
	for n := 0; n < maxUsersMembers && at < len(text); n++ {
		le := lineEnd(text, at)
		line := text[at:le]
		d := len(line) - len(strings.TrimLeft(line, " \t"))
		if d == 0 || indent >= 0 && d != indent {
			break
		}
		indent = d
		ks := at + d
		ke := ks
		for ke < le && (isKeyByte(text[ke]) || text[ke] == '@') {
			ke++
		}
		if ke == ks || ke+1 >= le || text[ke] != ':' || text[ke+1] != ' ' {
			break
		}
		vs := skipBlanks(text, ke+1)
		ve := strings.TrimRight(text[:le], " \t\r")
		end := len(ve)
		if vs < end && (text[vs] == '"' || text[vs] == '\'') && end-vs >= 2 && text[end-1] == text[vs] {
			vs, end = vs+1, end-1
		}
		if vs < end {
			out = u.member(text, ks, ke, vs, end, out)
		}
		at = le + 1
	}
	return out, at
}

// member appends text[vs:ve] when the member's key reads as a login
// (or, in a map of keys, as what the key opens) and the value as a
// password or a key.
func (u *usersMap) member(text string, ks, ke, vs, ve int, out []Match) []Match {
	k, v := text[ks:ke], text[vs:ve]
	if len(k) == 0 || len(k) > 64 || strings.ContainsAny(k, " \t") || benignKey(k) || secretKey(k) || u.keys && publicMember(k) {
		return out // a setting's name, or a key that says secret (another rule's)
	}
	if strings.ContainsAny(v, " \t") || isPlaceholder(v) || uuidValue.MatchString(v) {
		return out
	}
	if u.keys && strings.ContainsAny(strings.TrimRight(v, "="), ":=") {
		return out // Target: Domain:target=host (cmdkey /list): a setting, not a key
	}
	if passwordValue(v) || nearValue(v) || !u.keys && joinedWordsNumber(v, "._-") {
		out = append(out, Match{RuleID: u.rule.ID, Start: vs, End: ve, Secret: v})
	}
	return out
}

// publicMember reports a member of a map of keys that names something
// public: who logs in, where, which account (credentials: {username: …,
// host: …, region: …, project_id: …}).
func publicMember(k string) bool {
	var buf [32]byte
	n := normTail(k, &buf)
	for _, e := range [...]string{"user", "username", "login", "email", "mail", "name", "id", "host", "hostname", "url", "uri",
		"endpoint", "region", "zone", "type", "kind", "mode", "port", "account", "project", "tenant", "domain", "path", "file",
		"version", "scope", "scopes", "target", "integrity", "checksum", "hash", "digest", "resolved", "sha", "issuer", "audience", "expires", "expiry", "ttl", "enabled", "provider", "algorithm"} {
		if hasSuffixBytes(n, e) {
			return true
		}
	}
	return false
}

// quotedAt reads a quoted string at text[i] (quoteClose's rules: one
// line, escapes skipped): its content's span and the index after its
// closing quote.
func quotedAt(text string, i int) (int, int, int, bool) {
	if i >= len(text) || text[i] != '"' && text[i] != '\'' {
		return 0, 0, 0, false
	}
	j := quoteClose(text, i, maxQuoted)
	if j < 0 {
		return 0, 0, 0, false
	}
	return i + 1, j, j + 1, true
}

// skipSpace skips blanks and line breaks.
func skipSpace(text string, i int) int {
	for i < len(text) && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r') {
		i++
	}
	return i
}
