package rules

import (
	"regexp"
	"strings"
)

var (
	twilioSID   = regexp.MustCompile(`\bAC[0-9a-f]{32}\b`)
	twilioToken = regexp.MustCompile(`(?:^|[^0-9A-Za-z])([0-9a-f]{32})(?:[^0-9A-Za-z]|$)`)
)

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
	for _, sid := range twilioSID.FindAllStringIndex(text, -1) {
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
