package rules

import (
	"regexp"
	"strings"
)

// totpKeyID is the rule of two-factor setup keys written in groups (see
// totpKey).
const totpKeyID = "totp-setup-key"

// totpKey finds the secret of a time-based one-time password as a setup
// page shows it to those who cannot scan its QR code: base32 in groups
// of four set off by blanks ("yen2 xye7 pzpy …", Google's and
// Cloudflare's pages, in either case), under or after the words that
// name it (a key, a code, a secret, an authenticator). Whoever holds it
// generates the account's codes for ever. A run of the same key without
// blanks is a generated token the random-token rules find; the groups
// are what they cannot read as one value. The groups must be base32's
// own letters and digits (no 0, 1, 8 or 9), hold a digit in two groups
// at least and a letter past 'f' (not hex words), and fill their line
// or follow its colon.
type totpKey struct{ rule Rule }

func newTOTPKey() *totpKey {
	return &totpKey{rule: Rule{ID: totpKeyID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords: []string{"key", "code", "secret", "authenticator", "2fa", "totp", "mfa", "otp"},
		Description: "A two-factor (TOTP) setup key in base32 groups of four (\"abcd 2efg …\"), on its line or after its colon, " +
			"under or after a word naming a key, a code, a secret or an authenticator, as setup pages show it for manual entry."}}
}

func (r *totpKey) info() *Rule { return &r.rule }

// totpGroups is a setup key's groups in one case: four groups at least
// (16 characters, the shortest key services issue), the last one maybe
// shorter.
var totpGroups = regexp.MustCompile(`^(?:(?:[A-Z2-7]{4} ){3,15}[A-Z2-7]{2,4}|(?:[a-z2-7]{4} ){3,15}[a-z2-7]{2,4})$`)

// totpLines bounds the lines read after a hit's line for the key.
const totpLines = 2

func (r *totpKey) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	done := -1
	for _, h := range hits {
		if h < done {
			continue
		}
		ls := h
		for n := 0; n <= totpLines && ls < len(text); n++ {
			le, ok := lineEndWithin(text, ls, 120)
			if !ok {
				break // a long line holds no key alone, nor a label's short one
			}
			done = le
			if s, e, ok := totpOnLine(text, ls, le, n == 0); ok {
				out = append(out, Match{RuleID: totpKeyID, Start: s, End: e, Secret: text[s:e]})
				break
			}
			ls = le + 1
		}
	}
	return out, nil
}

// totpOnLine returns the span of a setup key that fills text[ls:le]
// (blanks, quotes and backticks aside) or follows its last ": ". On the
// hit's own line (first) only the part after a colon is read: the words
// before it name the key.
func totpOnLine(text string, ls, le int, first bool) (int, int, bool) {
	if le-ls > 120 {
		return 0, 0, false
	}
	s, e := ls, le
	if c := strings.LastIndex(text[ls:le], ": "); c >= 0 {
		s = ls + c + 2
	} else if first {
		return 0, 0, false
	}
	for s < e && strings.IndexByte(" \t\"'`*", text[s]) >= 0 {
		s++
	}
	for e > s && strings.IndexByte(" \t\r\"'`*.", text[e-1]) >= 0 {
		e--
	}
	v := text[s:e]
	if len(v) < 19 || !totpGroups.MatchString(v) {
		return 0, 0, false
	}
	digitGroups, pastF := 0, false
	for g := range strings.SplitSeq(v, " ") {
		if strings.ContainsAny(g, "234567") {
			digitGroups++
		}
		for i := 0; i < len(g); i++ {
			if c := g[i] | 0x20; c > 'f' && c <= 'z' {
				pastF = true
			}
		}
	}
	return s, e, digitGroups >= 2 && pastF
}
