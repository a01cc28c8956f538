package rules

import "strings"

// redisReplyID is the rule of values in redis-cli's numbered replies
// whose field names a secret (see redisReply).
const redisReplyID = "redis-reply-secret"

// redisReply finds a secret in redis-cli's reply to CONFIG GET or
// HGETALL, which prints a field's name and its value on two numbered
// lines (`1) "requirepass"` then `2) "v"`, `5) "bot_token"` then
// `6) "v"`): the name is a line above its value, so no rule that reads a
// name and the value after it sees them. The value must pass what
// secret-assignment asks under that name; a key's or a token's must also
// look issued (labelledKeyValue).
type redisReply struct{ rule Rule }

func newRedisReply() *redisReply {
	return &redisReply{rule: Rule{ID: redisReplyID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{`) "`, "pass", "token", "secret", "auth"},
		Description: "Value of a field whose name says secret in redis-cli's numbered replies or in raw RESP bulk strings (CONFIG GET requirepass, HGETALL: the name on one line, its value on the next)."}}
}

func (r *redisReply) info() *Rule { return &r.rule }

func (r *redisReply) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	done := -1
	for _, h := range hits {
		if h < done {
			continue
		}
		if !strings.HasPrefix(text[h:], `) "`) {
			if vs, ve, ok := respBulkValue(text, h); ok {
				out = append(out, Match{RuleID: redisReplyID, Start: vs, End: ve, Secret: text[vs:ve]})
				done = ve
			}
			continue
		}
		n, ns, ne, le, ok := replyLine(text, h)
		if !ok || n%2 == 0 || le >= len(text) {
			continue // a value's line, or no line after it
		}
		done = le
		m, vs, ve, _, ok := replyLine(text, strings.Index(text[le:min(len(text), le+64)], `) "`)+le)
		if !ok || m != n+1 || strings.LastIndexByte(text[le+1:vs], '\n') >= 0 {
			continue
		}
		if !replySecret(text[ns:ne], text[vs:ve]) {
			continue
		}
		out = append(out, Match{RuleID: redisReplyID, Start: vs, End: ve, Secret: text[vs:ve]})
		done = ve
	}
	return out, nil
}

// replySecret reports whether v, the value of the field name in a
// reply, is a secret: what secret-assignment asks under that name, and
// for a key or a token a value that looks issued (labelledKeyValue).
func replySecret(name, v string) bool {
	if redisPasswords[strings.ToLower(name)] {
		name = "password" // Redis's own settings: requirepass, masterauth
	}
	if len(v) < 6 || strings.ContainsAny(v, " \t") || !secretKey(name) || benignKey(name) || isPlaceholder(v) || !acceptAssignment(name, v) {
		return false
	}
	return passKey(name) || passwordName(name) || labelledKeyValue(v)
}

// maxRespName bounds the field's name read around a keyword hit.
const maxRespName = 64

// respBulkValue reads the reply as the RESP protocol frames it, when a
// client without redis-cli's formatting (nc, socat, a proxy's log)
// prints it: the field's name as a bulk string, its length on the line
// above ("$11" then "requirepass"), and the value as the next bulk
// string ("$17" then v). The lengths must match the strings, so a
// document's lines that happen to start with '$' are no reply.
func respBulkValue(text string, h int) (int, int, bool) {
	// bounded reads: a hit in a long line costs no scan of it
	lo := max(0, h-maxRespName)
	k := strings.LastIndexByte(text[lo:h], '\n')
	if k < 0 {
		return 0, 0, false
	}
	ns := lo + k + 1
	k = strings.IndexByte(text[h:min(len(text), h+maxRespName)], '\n')
	if k < 0 {
		return 0, 0, false
	}
	ne := h + k
	name := strings.TrimSuffix(text[ns:ne], "\r")
	if ns < 2 || !respLength(text, ns, len(name)) {
		return 0, 0, false
	}
	ls := ne + 1 // the value's length line
	k = strings.IndexByte(text[ls:min(len(text), ls+8)], '\n')
	if k < 0 {
		return 0, 0, false
	}
	n, ok := respLengthLine(strings.TrimSuffix(text[ls:ls+k], "\r"))
	vs := ls + k + 1
	if !ok || vs+n > len(text) {
		return 0, 0, false
	}
	v := text[vs : vs+n]
	if strings.ContainsAny(v, "\r\n") || vs+n < len(text) && text[vs+n] != '\n' && text[vs+n] != '\r' || !replySecret(name, v) {
		return 0, 0, false
	}
	return vs, vs + n, true
}

// respLength reports that the line before the one starting at ls is
// "$n", the length of the bulk string on that line.
func respLength(text string, ls, n int) bool {
	lo := max(0, ls-1-8)
	k := strings.LastIndexByte(text[lo:ls-1], '\n')
	if k < 0 && lo > 0 {
		return false // a longer line: no bulk string's header
	}
	ps := k + 1 + lo
	m, ok := respLengthLine(strings.TrimSuffix(text[ps:ls-1], "\r"))
	return ok && m == n
}

// respLengthLine reads a bulk string's header line: '$' and its length
// in decimal (up to four digits: a secret's value is short).
func respLengthLine(l string) (int, bool) {
	if len(l) < 2 || len(l) > 5 || l[0] != '$' || !isDigits(l[1:]) {
		return 0, false
	}
	n := 0
	for i := 1; i < len(l); i++ {
		n = n*10 + int(l[i]-'0')
	}
	return n, true
}

// replyLine reads the numbered reply line whose `) "` is at h: blanks,
// the number, `) "`, the string and its closing quote ending the line.
// It returns the number, the string's span and the line's end.
func replyLine(text string, h int) (n, s, e, le int, ok bool) {
	if h < 1 || !strings.HasPrefix(text[h:], `) "`) {
		return 0, 0, 0, 0, false
	}
	d := h
	for d > 0 && isDigit(text[d-1]) {
		d--
	}
	if d == h || h-d > 4 || !lineStartBlanks(text, d) {
		return 0, 0, 0, 0, false
	}
	for i := d; i < h; i++ {
		n = n*10 + int(text[i]-'0')
	}
	le = lineEnd(text, h)
	line := strings.TrimRight(text[h+3:le], "\r")
	if len(line) < 1 || line[len(line)-1] != '"' || strings.IndexByte(line[:len(line)-1], '"') >= 0 {
		return 0, 0, 0, 0, false
	}
	return n, h + 3, h + 3 + len(line) - 1, le, true
}

// redisPasswords are Redis's settings that hold a password under a name
// that says none (CONFIG GET prints them by name).
var redisPasswords = map[string]bool{"requirepass": true, "masterauth": true, "sentinel-pass": true, "tls-key-file-pass": true}
