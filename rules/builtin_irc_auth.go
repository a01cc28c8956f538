package rules

import (
	"encoding/base64"
	"strings"
)

// ircAuthID is the rule of IRC logins: SASL PLAIN's AUTHENTICATE and
// NickServ's IDENTIFY.
const ircAuthID = "irc-login-password"

// ircAuth finds the password of an IRC login in a client's or a bot's raw
// log or code: SASL PLAIN's "AUTHENTICATE <base64>", whose base64
// decodes to authzid NUL user NUL password (the whole is masked), and
// "IDENTIFY [nick] password" sent to NickServ (/msg NickServ IDENTIFY v,
// PRIVMSG NickServ :IDENTIFY v, privmsg("NickServ", "IDENTIFY nick v")).
type ircAuth struct{ rule Rule }

func newIRCAuth() *ircAuth {
	return &ircAuth{rule: Rule{ID: ircAuthID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"authenticate ", "identify "},
		Description: "Password of an IRC login: SASL PLAIN's AUTHENTICATE <base64 of user NUL user NUL password>, NickServ's IDENTIFY [nick] password."}}
}

func (r *ircAuth) info() *Rule { return &r.rule }

func (r *ircAuth) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	for _, h := range hits {
		le := lineEnd(text, h)
		if text[h] == 'A' || text[h] == 'a' {
			s := h + len("authenticate ")
			e := s
			for e < le && (isAlnum(text[e]) || text[e] == '+' || text[e] == '/' || text[e] == '=') {
				e++
			}
			if e-s < 12 || e < le && !isBlank(text[e]) && text[e] != '\r' {
				continue
			}
			b, err := base64.StdEncoding.DecodeString(text[s:e])
			if err == nil && strings.Count(string(b), "\x00") == 2 && !strings.HasSuffix(string(b), "\x00") {
				out = append(out, Match{RuleID: ircAuthID, Start: s, End: e, Secret: text[s:e]})
			}
			continue
		}
		ls := lineStartAt(text, h)
		if !containsFold(text[ls:h], "nickserv") {
			continue
		}
		// the password is the last word before the line's end or a
		// closing quote: IDENTIFY v, IDENTIFY nick v
		e := h + len("identify ")
		for e < le && !isBlank(text[e]) && text[e] != '"' && text[e] != '\'' && text[e] != '\r' {
			e++
		}
		s := h + len("identify ")
		if e < le && text[e] == ' ' { // IDENTIFY nick v
			s = e + 1
			for e = s; e < le && !isBlank(text[e]) && text[e] != '"' && text[e] != '\'' && text[e] != '\r'; e++ {
			}
		}
		if s > h+len("identify ") && strings.IndexByte("[<{", text[h+len("identify ")]) >= 0 {
			continue // a syntax's slots, IDENTIFY [nick] password: documentation
		}
		if v := text[s:e]; len(v) >= 6 && !isPlaceholder(strings.TrimRight(v, ".,;:)")) && strings.IndexByte("$<%{[", v[0]) < 0 {
			out = append(out, Match{RuleID: ircAuthID, Start: s, End: e, Secret: v})
		}
	}
	return out, nil
}
