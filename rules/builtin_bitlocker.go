package rules

// bitlockerKey finds BitLocker recovery passwords: eight groups of six
// digits set apart by '-', each group a multiple of 11 below 720896
// (Microsoft's check). The check leaves about one random run in 11^8 to
// pass, so the key is found wherever it stands: manage-bde's output, a
// CSV export, a ticket. It has no keyword: a digit-only format, read by
// a scan for its dashes rather than a regular expression.
type bitlockerKey struct{ rule Rule }

func newBitlockerKey() *bitlockerKey {
	return &bitlockerKey{rule: Rule{ID: "bitlocker-recovery-key", Source: SourceBuiltin, Severity: SeverityCritical,
		Description: "BitLocker recovery password: eight groups of six digits, each a multiple of 11 below 720896; it unlocks the encrypted volume."}}
}

func (b *bitlockerKey) info() *Rule { return &b.rule }

// bitlockerLen is the length of a recovery password: 8 groups of 6
// digits and 7 dashes.
const bitlockerLen = 8*6 + 7

func (b *bitlockerKey) find(text string, _ []int, out []Match) ([]Match, error) {
	for i := 6; i+bitlockerLen-6 <= len(text); {
		k := indexFrom(text, i, '-')
		if k == len(text) {
			break
		}
		s := k - 6
		if s >= 0 && s+bitlockerLen <= len(text) && bitlockerAt(text, s) &&
			(s == 0 || !isWordByte(text[s-1]) && text[s-1] != '-') &&
			(s+bitlockerLen == len(text) || !isWordByte(text[s+bitlockerLen]) && text[s+bitlockerLen] != '-') {
			v := text[s : s+bitlockerLen]
			out = append(out, Match{RuleID: b.rule.ID, Start: s, End: s + bitlockerLen, Secret: v})
			i = s + bitlockerLen + 6
			continue
		}
		i = k + 1
	}
	return out, nil
}

// bitlockerAt reports a recovery password at text[s:].
func bitlockerAt(text string, s int) bool {
	for g := 0; g < 8; g++ {
		p := s + g*7
		n := 0
		for j := p; j < p+6; j++ {
			if !isDigit(text[j]) {
				return false
			}
			n = n*10 + int(text[j]-'0')
		}
		if n%11 != 0 || n >= 720896 || g < 7 && text[p+6] != '-' {
			return false
		}
	}
	return true
}
