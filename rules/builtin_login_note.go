package rules

import "strings"

// loginNoteID is the rule of logins written as notes write them (see
// loginNote).
const loginNoteID = "login-note"

// loginNote finds the password of a login written the short ways notes,
// cheat sheets and chats write one, with no word naming the password:
//
//   - a host, a user and a password set apart by slashes, as a runbook's
//     table of accesses lists them ("prod db → pg-main:5432 / app_rw / v"),
//     or a user and a password alone ("used jdoe / v", "root / v");
//   - a well-known administrator's name, a colon and the password
//     ("the printer's web UI is admin:v", root:v, sa:v);
//   - an e-mail address alone on its line, and the password alone on
//     the next (a sticky note's login, two chat messages in a row),
//     with a symbol in it, or strongly random and 20 bytes or more.
//
// The password must have a password's shape and mix letters and digits
// (passwordValue with a digit), or be strongly random (nearValue), so a
// path (/ usr / local), a field of /etc/passwd (root:x:0:0) or a sentence
// after an address stays.
type loginNote struct{ rule Rule }

func newLoginNote() *loginNote {
	return &loginNote{rule: Rule{ID: loginNoteID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{" / ", "@", "admin:", "root:", "sa:", "administrator:", "postgres:", "pi:", "ubnt:", "elastic:", "guest:"},
		Description: "Password of a login written as notes write it: host / user / password, admin:password (a well-known administrator's name), or an e-mail address alone on its line and the password alone on the next."}}
}

func (l *loginNote) info() *Rule { return &l.rule }

// adminUsers are the administrators' names that, before a colon, make
// the next word a password.
var adminUsers = []string{"administrator", "admin", "root", "sa", "postgres", "pi", "ubnt", "elastic", "guest"}

func (l *loginNote) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, l.rule.Keywords)
	first, done := len(out), -1
	for _, h := range hits {
		switch {
		case strings.HasPrefix(text[h:], " / "):
			// the line is read as host / user / password once; each " / "
			// of it is a user / password pair's (each reads ≤ 192 bytes)
			if h >= done {
				var ok bool
				var s, e int
				if s, e, done, ok = slashLogin(text, h); ok {
					out = append(out, Match{RuleID: loginNoteID, Start: s, End: e, Secret: text[s:e]})
					continue
				}
			}
			if s, e, ok := slashPair(text, h); ok {
				out = append(out, Match{RuleID: loginNoteID, Start: s, End: e, Secret: text[s:e]})
			}
		case text[h] == '@':
			if s, e, ok := lineAfterEmail(text, h); ok {
				out = append(out, Match{RuleID: loginNoteID, Start: s, End: e, Secret: text[s:e]})
			}
		default:
			if s, e, ok := adminColon(text, h); ok {
				out = append(out, Match{RuleID: loginNoteID, Start: s, End: e, Secret: text[s:e]})
			}
		}
	}
	return dedupSpans(out, first), nil
}

// notePassword is the gate of a password written in a note with no
// label: a password's shape with a letter and a digit, or strongly
// random.
func notePassword(v string) bool {
	if len(v) < 8 || len(v) > 128 || strings.Contains(v, "://") || emailValue.MatchString(v) {
		return false
	}
	return passwordValue(v) && classBits(v)&4 != 0 && classBits(v)&3 != 0 || nearValue(v)
}

// slashLogin reads "host / user / password" around the " / " at h: the
// line holds exactly two " / " after a host (a name with a dot or a
// port, an IP address), the user is a login's name and the password
// ends the line or stands before a blank. It returns the password's
// span and where the line ends.
func slashLogin(text string, h int) (s, e, le int, ok bool) {
	ls := strings.LastIndexByte(text[:h], '\n') + 1
	le = lineEnd(text, h)
	line := text[ls:le]
	parts := strings.Split(strings.TrimRight(line, "\r"), " / ")
	if len(parts) != 3 {
		return 0, 0, le, false
	}
	fields := strings.Fields(parts[0])
	if len(fields) == 0 {
		return 0, 0, le, false
	}
	host := fields[len(fields)-1]
	if !noteHost(host) || !loginUser(strings.TrimSpace(parts[1])) {
		return 0, 0, le, false
	}
	v := parts[2]
	vs := ls + len(parts[0]) + len(" / ") + len(parts[1]) + len(" / ")
	if k := strings.IndexAny(v, " \t"); k >= 0 {
		v = v[:k]
	}
	if !notePassword(v) {
		return 0, 0, le, false
	}
	return vs, vs + len(v), le, true
}

// slashPair reads "user / password" around the " / " at h, as notes and
// chats write a login ("attacker used jdoe / v", "root / v"): a
// login's name right before, a password right after,
// with letters, a digit and a symbol, standing alone (a blank, a
// sentence's mark or the line's end after it). Paths, dates and
// alternatives (TCP / UDP, 2024 / 2025) hold no such pair.
func slashPair(text string, h int) (int, int, bool) {
	us := h
	for us > 0 && h-us < 64 && !isBlank(text[us-1]) && text[us-1] != '(' && text[us-1] != '"' {
		us--
	}
	if us == h || us > 0 && !isBlank(text[us-1]) && text[us-1] != '(' && text[us-1] != '"' || !loginUser(text[us:h]) {
		return 0, 0, false
	}
	s := h + len(" / ")
	e := s
	for e < len(text) && e-s < 128 && !isBlank(text[e]) && strings.IndexByte("\"'`)", text[e]) < 0 {
		e++
	}
	for e > s && strings.IndexByte(",;", text[e-1]) >= 0 {
		e--
	}
	// a person's symbol, not code's: a / b.BYTES_PER_ELEMENT, x / y=2,
	// n / f(x) divide
	v := text[s:e]
	if !notePassword(v) || classBits(v)&4 == 0 || strings.ContainsAny(v, "/=()[]{}<>.") {
		return 0, 0, false
	}
	if strings.IndexAny(v, "!@#$%^&*?~+-") < 0 && !(adminUser(text[us:h]) && len(v) >= 8 && classBits(v)&6 == 6 && !wordShaped(v)) {
		return 0, 0, false // no symbol: only an administrator's name makes letters and digits a password (admin / v)
	}
	return s, e, true
}

// adminUser reports one of adminUsers, case ignored.
func adminUser(u string) bool {
	for _, a := range adminUsers {
		if strings.EqualFold(u, a) {
			return true
		}
	}
	return false
}

// noteHost reports a host as notes write it: host:port, an IPv4
// address (with a port), or a name with a dot.
func noteHost(h string) bool {
	name := h
	if i := strings.LastIndexByte(h, ':'); i > 0 {
		if !isDigits(h[i+1:]) {
			return false
		}
		name = h[:i]
	}
	if name == "" || !isAlnum(name[0]) {
		return false
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; !isAlnum(c) && c != '.' && c != '-' && c != '_' {
			return false
		}
	}
	return strings.Contains(name, ".") || len(name) < len(h)
}

// adminColon reads "admin:password" at the hit h of an administrator's
// name and its colon: the name starts a word, the password runs to a
// blank or a line's end (a sentence's closing mark stays) and no '@'
// or further ':' follows it (user:password@host, /etc/passwd's fields).
func adminColon(text string, h int) (int, int, bool) {
	// the name starts a word inside a text: "admin:v" as a whole is
	// what a Basic header's value decodes to (basic-auth-header's)
	if h == 0 || isWordByte(text[h-1]) || strings.IndexByte("/.-:@", text[h-1]) >= 0 {
		return 0, 0, false
	}
	c := strings.IndexByte(text[h:min(len(text), h+16)], ':')
	if c < 0 {
		return 0, 0, false
	}
	if !adminUser(text[h : h+c]) {
		return 0, 0, false
	}
	s := h + c + 1
	e := s
	for e < len(text) && e-s < 128 && !isBlank(text[e]) && text[e] != '\n' && text[e] != '\r' &&
		strings.IndexByte("\"'`)(,;", text[e]) < 0 {
		e++
	}
	if e-s > 8 && text[e-1] == '.' {
		e-- // a sentence's full stop
	}
	// hex alone is an image's tag and the digest after it (postgres:16
	// then a sha256 on the next line, joined as a fold), not a password
	if v := text[s:e]; strings.ContainsAny(v, "@:/") || isHexString(strings.ToLower(v)) || imageTag(v) || !notePassword(v) {
		return 0, 0, false
	}
	return s, e, true
}

// imageTag reports a container image's tag as the administrators' names
// that are also images' carry it (postgres:16-alpine, elastic:8.11-amd64,
// pi:2024-05-arm64): a version's digits and dots, then words of small
// letters and digits after dashes. A password of that shape (digits,
// then lower-case words) is rare and weak; an image's tag in a compose
// file or a `docker ps` table is everywhere.
func imageTag(v string) bool {
	i := 0
	if strings.HasPrefix(v, "v") {
		i++
	}
	d := i
	for i < len(v) && (isDigit(v[i]) || v[i] == '.' && i > d) {
		i++
	}
	if i == d || i < len(v) && v[i] != '-' {
		return false
	}
	for ; i < len(v); i++ {
		if c := v[i]; !(c >= 'a' && c <= 'z' || isDigit(c) || c == '-' || c == '.' || c == '_') {
			return false
		}
	}
	return true
}

// maxEmailLine bounds the line of an address alone and what is read of
// it.
const maxEmailLine = 256

// lineAfterEmail reads an e-mail address alone on its line (after a
// chat's or a list's prefix) at the '@' h, and returns the value alone
// on the next line when it is a password.
func lineAfterEmail(text string, h int) (int, int, bool) {
	// the line is short: read at most maxEmailLine bytes each way, so a
	// long line of addresses costs no scan per '@'
	lo := max(0, h-maxEmailLine)
	ls := strings.LastIndexByte(text[lo:h], '\n') + 1 + lo
	if ls == lo && lo > 0 {
		return 0, 0, false
	}
	k := strings.IndexByte(text[h:min(len(text), h+maxEmailLine)], '\n')
	if k < 0 {
		return 0, 0, false
	}
	le := h + k
	if le > ls && text[le-1] == '\r' {
		le--
	}
	if v := noteLineValue(text[ls:le]); !emailValue.MatchString(v) {
		return 0, 0, false
	}
	ns := h + k + 1
	ne := lineEnd(text, ns)
	line := text[ns:ne]
	// an address then a word is also a signature's, a list's: the value
	// must hold a symbol too, or be long and strongly random
	v := noteLineValue(line)
	if v == "" || !notePassword(v) || classBits(v)&8 == 0 && (len(v) < 20 || !nearValue(v)) {
		return 0, 0, false
	}
	s := ns + strings.LastIndex(line, v)
	return s, s + len(v), true
}

// noteLineValue returns a line's text without its indentation, a list's
// marker or a chat export's prefix ("[03.06.24, 19:08:05] Dana: ",
// "11/06/24, 10:41 - Ravi: "), trimmed; "" when blanks remain inside.
func noteLineValue(line string) string {
	t := strings.TrimSpace(line)
	if i := strings.Index(t, ": "); i > 0 && i < 64 && chatPrefix(t[:i]) {
		t = strings.TrimSpace(t[i+2:])
	}
	t = strings.TrimSpace(strings.TrimLeft(t, "-*•"))
	if strings.ContainsAny(t, " \t") {
		return ""
	}
	return t
}

// chatPrefix reports a chat export's line head before ": ": a date and
// a time, then a sender's name.
func chatPrefix(p string) bool {
	if p == "" || !isDigit(p[0]) && p[0] != '[' {
		return false
	}
	return strings.ContainsAny(p, ":") && strings.ContainsAny(p, "/.")
}
