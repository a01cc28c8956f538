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
// password that bypasses two-factor sign-in. Codes are lower-case hex or
// digits in one or two groups, or two groups of 4 or 5 lower-case
// letters and digits, all of one length, two at least; the list ends at
// the first line that is no code.
type recoveryCodes struct{ rule Rule }

func newRecoveryCodes() *recoveryCodes {
	return &recoveryCodes{rule: Rule{ID: recoveryCodesID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"recovery code", "backup code"},
		Description: "Two-factor recovery or backup codes listed one per line under the words that name them (GitHub's xxxxx-xxxxx, Google's 8 digits)."}}
}

func (r *recoveryCodes) info() *Rule { return &r.rule }

// codeLine is a line holding one recovery code, maybe bulleted or
// numbered: letters and digits, 8 to 12, in one or two groups.
var codeLine = regexp.MustCompile(`^[ \t]*(?:[-*•][ \t]+|\d{1,2}[.)][ \t]+)?([0-9a-f]{4,6}[- ]?[0-9a-f]{4,6}|[0-9a-z]{4,5}-[0-9a-z]{4,5})[ \t]*\r?$`)

// recoveryCode reports a code's shape: two digits or more, no word of
// four letters or more (web01-prod, jsmith01), not a date.
func recoveryCode(c string) bool {
	digits, run := 0, 0
	for i := 0; i < len(c); i++ {
		switch b := c[i]; {
		case isDigit(b):
			digits++
			run = 0
		case isLower(b):
			if run++; run >= 4 && !isHex(b) {
				return false
			}
		default:
			run = 0
		}
	}
	return digits >= 2 && !isPlaceholder(c) && !dateLike.MatchString(c)
}

// codeLen is a code's length without its group separator.
func codeLen(c string) int {
	if strings.ContainsAny(c, " -") {
		return len(c) - 1
	}
	return len(c)
}

// maxRecoveryCodes bounds the codes read under one name.
const maxRecoveryCodes = 20

func (r *recoveryCodes) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits == nil {
		hits = keywordHitsFold(text, r.rule.Keywords)
	}
	headLines(text, hits, func(_, at int) int {
		var codes []Match
		for n := 0; n < maxRecoveryCodes && at < len(text); n++ {
			ls := at + 1
			le := lineEnd(text, ls)
			m := codeLine.FindStringSubmatchIndex(text[ls:le])
			if m == nil {
				break
			}
			s, e := ls+m[2], ls+m[3]
			if c := text[s:e]; recoveryCode(c) && (len(codes) == 0 || codeLen(c) == codeLen(codes[0].Secret)) {
				codes = append(codes, Match{RuleID: recoveryCodesID, Start: s, End: e, Secret: c})
			}
			at = le
		}
		if len(codes) >= 2 { // a list of one is a ticket, a host, a name
			out = append(out, codes...)
		}
		return at
	})
	return out, nil
}
