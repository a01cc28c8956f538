package rules

import (
	"regexp"
	"strings"
)

// recoveryCodesID is the rule of two-factor recovery codes listed under
// the words that name them (see recoveryCodes).
const recoveryCodesID = "recovery-codes"

// recoveryCodes finds the one-time codes a service gives to sign in
// without the second factor, and the recovery keys of encrypted disks
// and accounts, as users save and paste them: a line naming them
// (recovery codes, backup verification codes, a file named
// github-recovery-codes.txt, BitLocker's recovery key and numerical
// password), then, within a few lines (blank lines and a line of
// advice may come first), lines that hold codes and nothing else: one
// per line, bulleted or numbered, or set in columns (Google's two).
// Each is a password that bypasses two-factor sign-in or unlocks a
// disk. A code is lower-case hex or digits in one group (8 to 12, or
// 16 to 64 as npm's), or 2 to 8 groups of one length (4 to 6 letters and digits, one case, two
// digits at least) set off by '-' or a blank: GitHub's 5c0d3-9f2a1,
// Discord's 1t3e-6lvh, Microsoft's five groups of five, Bitwarden's eight
// of four, BitLocker's eight of six digits. A list needs two codes of
// one length; one code alone needs four groups (a ticket's AUTH-4821 or
// a host's web01-prod is no code).
type recoveryCodes struct{ rule Rule }

func newRecoveryCodes() *recoveryCodes {
	return &recoveryCodes{rule: Rule{ID: recoveryCodesID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords: []string{"recovery code", "recovery-code", "recovery_code", "backup code", "backup-code", "backup_code",
			"backup verification code", "scratch code", "emergency code", "recovery key", "recovery password", "numerical password"},
		Description: "Two-factor recovery or backup codes listed under the words that name them (GitHub's xxxxx-xxxxx, Google's 8 digits, " +
			"Microsoft's and Bitwarden's groups) and BitLocker recovery keys (eight groups of six digits)."}}
}

func (r *recoveryCodes) info() *Rule { return &r.rule }

// recoveryCode reports a two-group code's shape: two digits or more, no
// word of four letters or more (web01-prod, jsmith01), not a date.
func recoveryCode(c string) bool {
	digits, run := 0, 0
	for i := 0; i < len(c); i++ {
		switch b := c[i] | 0x20; {
		case isDigit(c[i]):
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

// codeGroups returns the number of groups of a code (see recoveryCodes)
// and its length without separators, or 0 when c has no code's shape;
// strict is false for a code of two groups that could be words or a
// name (one digit, a run of four letters: l6ly-ahlf), which only a list
// of strict codes vouches for.
func codeGroups(c string) (groups, n int, strict bool) {
	sep := byte(0)
	if strings.IndexByte(c, '-') >= 0 {
		sep = '-'
	} else if strings.IndexByte(c, ' ') >= 0 {
		sep = ' '
	}
	if sep == 0 {
		if len(c) < 8 || len(c) > 64 || len(c) > 12 && len(c) < 16 || strings.Trim(c, "0123456789abcdef") != "" {
			return 0, 0, false
		}
		if len(c) >= 16 {
			return 1, len(c), isHexString(c) && classBits(c)&6 == 6 // npm's: 64 hex digits each
		}
		return 1, len(c), recoveryCode(c)
	}
	parts := strings.Split(c, string(sep))
	if len(parts) > 8 {
		return 0, 0, false
	}
	l := len(parts[0])
	if l < 4 || l > 6 {
		return 0, 0, false
	}
	digits := 0
	for _, p := range parts {
		if len(p) != l {
			return 0, 0, false
		}
		for i := 0; i < len(p); i++ {
			switch b := p[i]; {
			case isDigit(b):
				digits++
			case !isAlnum(b):
				return 0, 0, false
			}
		}
	}
	if classBits(c)&3 == 3 || len(parts) <= 3 && dateLike.MatchString(c) {
		return 0, 0, false // both cases: a name
	}
	if digits == 0 {
		// a code holds digits, most of the time: one of letters alone
		// (Discord's ozkw-murz) counts only in a list of strict ones
		return len(parts), l * len(parts), false
	}
	return len(parts), l * len(parts), len(parts) > 2 && digits >= 2 || recoveryCode(c)
}

// codeCells appends to codes the codes of the line text[ls:le] when it
// holds codes and nothing else (cells set off by two blanks or a tab,
// each maybe bulleted, numbered or marked used), and reports whether it
// did.
func codeCells(text string, ls, le int, codes []Match) ([]Match, bool) {
	line := strings.TrimSuffix(text[ls:le], "\r")
	cells := spacedCells(line)
	if len(cells) == 0 {
		return codes, false
	}
	n := len(codes)
	for _, c := range cells {
		s, e := c[0], c[1]
		cell := line[s:e]
		if m := codeMarker.FindStringIndex(cell + " "); m != nil && m[1] > len(cell) || cell == "(used)" {
			continue // a bullet or a mark cut from its code by the cells' split
		}
		if m := codeMarker.FindStringIndex(cell); m != nil {
			s += m[1]
		}
		for _, u := range [...]string{" (used)", "(used)", " ✓", " ✔"} {
			if strings.HasSuffix(line[s:e], u) {
				e -= len(u)
				break
			}
		}
		if s >= e {
			return codes[:n], false
		}
		if g, _, _ := codeGroups(line[s:e]); g == 0 {
			return codes[:n], false
		}
		codes = append(codes, Match{RuleID: recoveryCodesID, Start: ls + s, End: ls + e, Secret: line[s:e]})
	}
	return codes, len(codes) > n
}

// codeMarker is a list's bullet, number or check box before a code
// (Discord's and Slack's pages print the codes with boxes to tick).
var codeMarker = regexp.MustCompile(`^(?:[-*•☐☑☒□■✓✔][ \t]+|\d{1,2}[.):][ \t]+|\[[ xX]\][ \t]+)`)

// maxRecoveryCodes bounds the codes read under one name, and
// recoveryScan the lines looked at for them.
const (
	maxRecoveryCodes = 20
	recoveryScan     = 12
)

func (r *recoveryCodes) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	headLines(text, hits, func(_, at int) int {
		var codes []Match
		end := at
		for n := 0; n < recoveryScan && len(codes) < maxRecoveryCodes && at < len(text); n++ {
			ls := at + 1
			le := lineEnd(text, ls)
			at = le
			for q := quoteMarkLen(text, ls); q > 0 && ls+q <= le; q = quoteMarkLen(text, ls) {
				ls += q // a reply's quoting (> , > > ): the codes of the mail it quotes
			}
			if ls < le && text[ls] == '>' && strings.TrimSpace(text[ls+1:le]) == "" {
				continue // a quoted blank line
			}
			var ok bool
			if codes, ok = codeCells(text, ls, le, codes); ok {
				end = le
				continue
			}
			if len(codes) == 0 {
				if list := codeArrays(text, ls, le); len(list) > 0 {
					// {"codes":["…","…"]} in an API's response, a table's
					// {…,…} array column: a list of codes in one line
					out = append(out, list...)
					end = le
					continue
				}
			}
			if len(codes) > 0 && strings.TrimSpace(text[ls:le]) != "" {
				break // the list ended
			}
		}
		if len(codes) == 0 {
			return end
		}
		g, l, _ := codeGroups(codes[0].Secret)
		strict := 0
		for _, c := range codes {
			_, l2, st := codeGroups(c.Secret)
			if l2 != l { // 1234 5678 and 12345678 alike
				return end
			}
			if st {
				strict++
			}
		}
		// four codes of one shape under their name are a list whatever
		// their letters (random lower-case codes often run four letters:
		// 4x71i-7jxog); fewer need most of them strict
		if len(codes) >= 4 || len(codes) >= 2 && 2*strict > len(codes) || len(codes) == 1 && g >= 4 && strict == 1 {
			out = append(out, codes...)
		}
		return end
	})
	return out, nil
}

// codeArrays returns the codes of the lists in the line text[ls:le]: a
// JSON array or a database's {…} array whose elements (quoted or not)
// are two or more codes of one shape.
func codeArrays(text string, ls, le int) []Match {
	var out []Match
	for at := ls; at < le; {
		k := strings.IndexAny(text[at:le], "[{")
		if k < 0 {
			break
		}
		open := at + k
		closer := byte(']')
		if text[open] == '{' {
			closer = '}'
		}
		c := strings.IndexByte(text[open+1:le], closer)
		if c < 0 {
			break
		}
		body := text[open+1 : open+1+c]
		var list []Match
		shape, ok := -1, true
		p := open + 1
		for _, part := range strings.Split(body, ",") {
			v := strings.Trim(strings.TrimSpace(part), `"'`)
			g, n, _ := codeGroups(v)
			if g == 0 || shape >= 0 && n != shape {
				ok = false
				break
			}
			shape = n
			s := p + strings.Index(part, v)
			list = append(list, Match{RuleID: recoveryCodesID, Start: s, End: s + len(v), Secret: v})
			p += len(part) + 1
		}
		if ok && len(list) >= 2 {
			out = append(out, list...)
			at = open + 1 + c + 1
			continue
		}
		at = open + 1 // an object around the list: look inside it
	}
	return out
}
