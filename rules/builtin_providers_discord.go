package rules

import (
	"encoding/base64"
	"strings"
)

// discordBot finds Discord bot tokens: base64 of the bot's numeric user id
// (17 to 20 digits), a 6-character timestamp and a 27- or 38-character
// HMAC, separated by dots. There is no prefix to use as a keyword, so the
// rule runs on every string, but only dots are visited (an index search)
// and a dot is a candidate only when another dot follows 7 bytes later.
// The id must decode to digits, which nothing else does by chance, or
// else both the id part and the HMAC mix upper case, lower case and
// digits (a made-up token; see discordID).
type discordBot struct{ rule Rule }

func (d *discordBot) info() *Rule { return &d.rule }

func (d *discordBot) find(text string, _ []int, out []Match) ([]Match, error) {
	for i := 0; i < len(text); {
		k := strings.IndexByte(text[i:], '.')
		if k < 0 {
			break
		}
		p := i + k
		i = p + 1
		if p < 23 || p+35 > len(text) || text[p+7] != '.' {
			continue // the cheap necessary conditions, inline: most dots end here
		}
		if s, e, ok := discordTokenAt(text, p); ok {
			out = append(out, Match{RuleID: d.rule.ID, Start: s, End: e, Secret: text[s:e]})
			i = e
		}
	}
	return out, nil
}

// discordTokenAt checks the token whose first dot is at p.
func discordTokenAt(text string, p int) (int, int, bool) {
	if p < 23 || p+8+27 > len(text) || text[p+7] != '.' {
		return 0, 0, false
	}
	for j := p + 1; j < p+7; j++ {
		if !isB64URL(text[j]) {
			return 0, 0, false
		}
	}
	s := p
	for s > 0 && p-s <= 28 && isB64URL(text[s-1]) {
		s--
	}
	if n := p - s; n < 23 || n > 28 {
		return 0, 0, false
	}
	e := p + 8
	for e < len(text) && e-(p+8) <= 38 && isB64URL(text[e]) {
		e++
	}
	if n := e - (p + 8); n != 27 && n != 38 {
		return 0, 0, false
	}
	if e < len(text) && (isB64URL(text[e]) || text[e] == '.') {
		return 0, 0, false
	}
	if !hasClasses(text[p+8:e], 2) {
		return 0, 0, false
	}
	if id := text[s:p]; !discordID(id) && (classes(id) < 3 || classes(text[p+8:e]) < 3) {
		return 0, 0, false
	}
	return s, e, true
}

// discordID reports whether the first part of a Discord token is the
// base64 of a user id (17 to 20 digits), as in every real token. A made-up
// one (documentation, tests, a redacted copy with characters changed)
// keeps the shape but not the id; it is taken too when both its id part
// and its HMAC mix upper case, lower case and digits: nothing else of
// this shape (24, 6 and 27 or 38 characters between dots) does.
func discordID(b string) bool {
	if b[0] < 'M' || b[0] > 'O' {
		return false
	}
	id, err := base64.RawURLEncoding.DecodeString(b)
	if err != nil || len(id) < 17 || len(id) > 20 {
		return false
	}
	for _, c := range id {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func isB64URL(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_'
}
