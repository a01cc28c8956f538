package rules

import (
	"regexp"
	"strings"
)

// recoveryCodesID is the rule of two-factor recovery codes listed under
// the words that name them (see recoveryCodes).
const recoveryCodesID = "recovery-codes"

// recoveryCodes finds the one-time codes a service gives to sign in
// without the second factor, as users save and paste them: a line naming
// them (recovery codes, backup codes), then one code per line (GitHub's
// 5c0d3-9f2a1, Google's 8 digits, bulleted or numbered). Each is a
// password that bypasses two-factor sign-in. A code must hold a digit;
// the list ends at the first line that is no code.
type recoveryCodes struct{ rule Rule }

func newRecoveryCodes() *recoveryCodes {
	return &recoveryCodes{rule: Rule{ID: recoveryCodesID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"recovery code", "backup code"},
		Description: "Two-factor recovery or backup codes listed one per line under the words that name them (GitHub's xxxxx-xxxxx, Google's 8 digits)."}}
}

func (r *recoveryCodes) info() *Rule { return &r.rule }

// codeLine is a line holding one recovery code, maybe bulleted or
// numbered: letters and digits, 8 to 12, in one or two groups.
var codeLine = regexp.MustCompile(`^[ \t]*(?:[-*•][ \t]+|\d{1,2}[.)][ \t]+)?([0-9A-Za-z]{4,6}[- ]?[0-9A-Za-z]{4,6})[ \t]*\r?$`)

// maxRecoveryCodes bounds the codes read under one name.
const maxRecoveryCodes = 20

func (r *recoveryCodes) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits == nil {
		hits = keywordHitsFold(text, r.rule.Keywords)
	}
	headLines(text, hits, func(_, at int) int {
		for n := 0; n < maxRecoveryCodes && at < len(text); n++ {
			ls := at + 1
			le := lineEnd(text, ls)
			m := codeLine.FindStringSubmatchIndex(text[ls:le])
			if m == nil {
				break
			}
			s, e := ls+m[2], ls+m[3]
			if c := text[s:e]; strings.ContainsAny(c, "0123456789") && !isPlaceholder(c) && !dateLike.MatchString(c) {
				out = append(out, Match{RuleID: recoveryCodesID, Start: s, End: e, Secret: c})
			}
			at = le
		}
		return at
	})
	return out, nil
}
