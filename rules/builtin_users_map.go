package rules

import "strings"

// usersMapID is the rule of passwords kept as the values of a map of
// users (see usersMap).
const usersMapID = "users-map-password"

// usersMap finds the passwords of a map whose key names users and whose
// members map a login to its password: Orthanc's "RegisteredUsers": {
// "admin": "v" }, Prometheus' and Traefik's basic_auth_users, a Python
// dict USERS = {"alice": "v"}, a YAML users: block of "name: v" lines.
// The member's key is a login, so no key says password; the map's name
// and the value's shape do. A map of roles, display names or objects
// (users: {alice: {…}}) has no password-shaped value and stays.
type usersMap struct{ rule Rule }

func newUsersMap() *usersMap {
	return &usersMap{rule: Rule{ID: usersMapID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"users", "accounts", "logins"},
		Description: "Password as the value of a map of users: \"RegisteredUsers\": {\"admin\": \"v\"}, basic_auth_users, USERS = {\"alice\": \"v\"}, a YAML users: block of name: v lines."}}
}

func (u *usersMap) info() *Rule { return &u.rule }

// maxUsersMembers bounds the members read in one map.
const maxUsersMembers = 64

func (u *usersMap) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits == nil {
		hits = keywordHitsFold(text, u.rule.Keywords)
	}
	next := 0
	for _, h := range hits {
		if h < next {
			continue
		}
		e := h
		for e < len(text) && isASCIILetter(text[e]) {
			e++
		}
		w := strings.ToLower(text[h:e])
		if w != "users" && w != "accounts" && w != "logins" {
			continue // usersettings, accountsService
		}
		if h > 0 && isLower(text[h-1]) && isLower(text[h]) {
			continue // superusers: another word; RegisteredUsers, basic_auth_users: one of the key's
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
				out, next = usersBraced(text, j+1, out)
			}
			continue
		}
		if i < len(text) && text[i] == '{' {
			out, next = usersBraced(text, i+1, out)
		} else if i >= len(text) || text[i] == '\n' || text[i] == '\r' {
			out, next = usersBlock(text, i, out)
		}
	}
	return out, nil
}

// usersBraced reads the members "login": "v" of a braced map whose body
// starts at text[i], up to its '}'; a nested map or list ends the read.
func usersBraced(text string, i int, out []Match) ([]Match, int) {
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
		out = usersMember(text, ks, ke, vs, ve, out)
		i = skipSpace(text, j2)
		if i < len(text) && text[i] == ',' {
			i++
		}
	}
	return out, i
}

// usersBlock reads the indented "login: v" lines of a YAML block that
// starts after the line break at text[i].
func usersBlock(text string, i int, out []Match) ([]Match, int) {
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
			out = usersMember(text, ks, ke, vs, end, out)
		}
		at = le + 1
	}
	return out, at
}

// usersMember appends text[vs:ve] when the member's key reads as a login
// and the value as a password.
func usersMember(text string, ks, ke, vs, ve int, out []Match) []Match {
	k, v := text[ks:ke], text[vs:ve]
	if len(k) == 0 || len(k) > 64 || strings.ContainsAny(k, " \t") || benignKey(k) || secretKey(k) {
		return out // a setting's name, or a key that says secret (another rule's)
	}
	if strings.ContainsAny(v, " \t") || isPlaceholder(v) || uuidValue.MatchString(v) {
		return out
	}
	if passwordValue(v) || nearValue(v) || joinedWordsNumber(v, "._-") {
		out = append(out, Match{RuleID: usersMapID, Start: vs, End: ve, Secret: v})
	}
	return out
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
