package rules

import (
	"regexp"
	"sort"
)

// awsSecret finds AWS secret access keys (40 base64 characters) by their
// key name, or anywhere within awsNear bytes of an access key id
// (AKIA…/ASIA…), where gitleaks has only its generic rule.
type awsSecret struct {
	rule   Rule
	byName *regexp.Regexp
	token  *regexp.Regexp
	keyID  *regexp.Regexp
}

const awsNear = 400

func newAWSSecret() *awsSecret {
	kw := []string{"secret_access_key", "secretaccesskey", "secret-access-key", "aws_secret", "akia", "asia"}
	sort.Strings(kw)
	return &awsSecret{
		rule: Rule{ID: "aws-secret-access-key", Source: SourceBuiltin, Severity: SeverityCritical, Keywords: kw,
			Description: "AWS secret access key, by key name or next to an AKIA…/ASIA… access key id."},
		byName: regexp.MustCompile(`(?i)(?:aws)?[_.\- ]?secret[_.\- ]?access[_.\- ]?key["']?\s{0,4}(?:=|:=|=>|:|,)\s{0,4}["']?([A-Za-z0-9/+]{40})(?:[^A-Za-z0-9/+=]|$)`),
		token:  regexp.MustCompile(`(?:^|[^A-Za-z0-9/+=])([A-Za-z0-9/+]{40})(?:[^A-Za-z0-9/+=]|$)`),
		keyID:  regexp.MustCompile(`\b(?:AKIA|ASIA)[A-Z2-7]{16}\b`),
	}
}

func (a *awsSecret) info() *Rule { return &a.rule }

func (a *awsSecret) find(text string, hits []int, out []Match) ([]Match, error) {
	add := func(s, e int) {
		secret := text[s:e]
		if isPlaceholder(secret) || !hasClasses(secret, 3) || shannon(secret) < 4.0 {
			return
		}
		out = append(out, Match{RuleID: a.rule.ID, Start: s, End: e, Secret: secret})
	}
	for _, m := range a.byName.FindAllStringSubmatchIndex(text, -1) {
		add(m[2], m[3])
	}
	lastEnd := 0
	for _, id := range a.keyID.FindAllStringIndex(text, -1) {
		ws, we := max(lastEnd, id[0]-awsNear), min(len(text), id[1]+awsNear)
		if ws >= we {
			continue
		}
		for _, m := range a.token.FindAllStringSubmatchIndex(text[ws:we], -1) {
			add(ws+m[2], ws+m[3])
		}
		lastEnd = we
	}
	return out, nil
}
