package rules

import (
	"regexp"
	"strings"
)

var twilioToken = regexp.MustCompile(`(?:^|[^0-9A-Za-z])([0-9a-f]{32})(?:[^0-9A-Za-z]|$)`)

const twilioNear = 300

// twilioAuth finds Twilio auth tokens (32 lower-case hex digits) within
// twilioNear bytes of an AC… account SID. It has no keyword ("ac" occurs
// everywhere); a case-sensitive search for "AC" gates it instead.
type twilioAuth struct{ rule Rule }

func (t *twilioAuth) info() *Rule { return &t.rule }

func (t *twilioAuth) find(text string, _ []int, out []Match) ([]Match, error) {
	if !strings.Contains(text, "AC") {
		return out, nil
	}
	lastEnd := 0
	for _, sid := range twilioSIDs(text) {
		ws, we := max(lastEnd, sid[0]-twilioNear), min(len(text), sid[1]+twilioNear)
		if ws >= we {
			continue
		}
		for _, m := range twilioToken.FindAllStringSubmatchIndex(text[ws:we], -1) {
			s, e := ws+m[2], ws+m[3]
			if s >= 2 && (text[s-2:s] == "AC" || text[s-2:s] == "SK") {
				continue
			}
			secret := text[s:e]
			if !hasClasses(secret, 2) || shannon(secret) < 3.0 {
				continue
			}
			out = append(out, Match{RuleID: t.rule.ID, Start: s, End: e, Secret: secret})
		}
		lastEnd = we
	}
	return out, nil
}

// twilioSIDs returns the spans of account SIDs in text, the matches of
// \bAC[0-9a-f]{32}\b. The rule runs on every string that holds "AC", and
// Go's regexp finds no literal prefix behind \b, so it would run its
// automaton over the whole string; an index search for "AC" does not.
func twilioSIDs(text string) [][2]int {
	var out [][2]int
	for i := 0; ; {
		k := strings.Index(text[i:], "AC")
		if k < 0 {
			return out
		}
		s := i + k
		e := s + 34
		i = s + 1
		if s > 0 && isWordByte(text[s-1]) || e > len(text) || e < len(text) && isWordByte(text[e]) {
			continue
		}
		hex := true
		for _, c := range []byte(text[s+2 : e]) {
			if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
				hex = false
				break
			}
		}
		if hex {
			out = append(out, [2]int{s, e})
			i = e
		}
	}
}
