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
		Keywords:    []string{`) "`},
		Description: "Value of a field whose name says secret in redis-cli's numbered replies (CONFIG GET requirepass, HGETALL: the name on one line, its value on the next)."}}
}

func (r *redisReply) info() *Rule { return &r.rule }

func (r *redisReply) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	done := -1
	for _, h := range hits {
		if h < done {
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
		name, v := text[ns:ne], text[vs:ve]
		if redisPasswords[strings.ToLower(name)] {
			name = "password" // Redis's own settings: requirepass, masterauth
		}
		if len(v) < 6 || strings.ContainsAny(v, " \t") || !secretKey(name) || benignKey(name) || isPlaceholder(v) || !acceptAssignment(name, v) {
			continue
		}
		if !passKey(name) && !passwordName(name) && !labelledKeyValue(v) {
			continue
		}
		out = append(out, Match{RuleID: redisReplyID, Start: vs, End: ve, Secret: v})
		done = ve
	}
	return out, nil
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
