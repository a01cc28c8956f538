package rules

import (
	"regexp"
	"regexp/syntax"
)

// A provider's token of a fixed format (ghp_ and 36 characters) is whole
// when a rule finds it: a short word of the same characters on the next
// line is no rest of it. fixedSecretLen tells foldTails which rules have
// such a format: one width, and a literal prefix that delimits it (32 hex
// digits after a keyword are no such format).

// fixedSecretLen returns the length every secret of d has, when its
// patterns fix it (each pattern's secret group has one width, the same
// for all, and starts with a literal prefix), or -1.
func fixedSecretLen(d detector) int {
	var res []*regexp.Regexp
	var groups []int
	switch r := d.(type) {
	case *gitleaksRule:
		if r.r.Regex == nil {
			return -1
		}
		g := r.r.SecretGroup
		if g == 0 && r.r.Regex.NumSubexp() == 1 {
			g = 1 // gitleaks takes the only group as the secret
		}
		res, groups = []*regexp.Regexp{r.r.Regex}, []int{g}
	case *reRule:
		for _, re := range r.res {
			if re.NumSubexp() != 1 {
				return -1 // several groups: the secret is one of them
			}
			res, groups = append(res, re), append(groups, 1)
		}
	default:
		return -1
	}
	n := -1
	for i, re := range res {
		lo, hi, prefixed := groupWidths(re.String(), groups[i])
		if lo < 0 || lo != hi || !prefixed || n >= 0 && lo != n {
			return -1
		}
		n = lo
	}
	return n
}

// groupWidths returns the least and the most bytes that capture group g
// (0: the whole match) of pattern matches, and whether the group starts
// with a literal prefix of minFixedPrefix bytes or more (ghp_, AKIA|ASIA):
// hi is -1 when unbounded, both are -1 when the pattern does not parse or
// has no such group.
func groupWidths(pattern string, g int) (lo, hi int, prefixed bool) {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return -1, -1, false
	}
	re = re.Simplify()
	if g > 0 {
		if re = findCapture(re, g); re == nil {
			return -1, -1, false
		}
	}
	lo, hi = widths(re)
	return lo, hi, literalPrefix(re) >= minFixedPrefix
}

// minFixedPrefix is the shortest literal prefix that makes a format self-
// delimiting: a rule that reads 32 hex digits after a keyword has no
// prefix, and the same digits may be the half of a folded 64.
const minFixedPrefix = 3

// literalPrefix returns the number of literal bytes every match of re
// starts with (the shortest, over an alternation).
func literalPrefix(re *syntax.Regexp) int {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return 0 // (?i)ghp_ is a prefix too, but rare; keep it simple
		}
		n := 0
		for _, r := range re.Rune {
			n += utf8Len(r)
		}
		return n
	case syntax.OpCapture:
		return literalPrefix(re.Sub[0])
	case syntax.OpConcat:
		n := 0
		for _, s := range re.Sub {
			k := literalPrefix(s)
			n += k
			if s.Op != syntax.OpLiteral || k == 0 {
				return n
			}
		}
		return n
	case syntax.OpAlternate:
		n := -1
		for _, s := range re.Sub {
			if k := literalPrefix(s); n < 0 || k < n {
				n = k
			}
		}
		return max(n, 0)
	}
	return 0
}

func findCapture(re *syntax.Regexp, g int) *syntax.Regexp {
	if re.Op == syntax.OpCapture && re.Cap == g {
		return re
	}
	for _, s := range re.Sub {
		if c := findCapture(s, g); c != nil {
			return c
		}
	}
	return nil
}

// wholeTokens returns the spans of the matches of ms that a rule of a
// fixed, prefixed format took at its one length (see fixedSecretLen):
// whole tokens, whatever other rules say of them. It is nil when there is
// none.
func wholeTokens(ms []Match, fixedLen map[string]int) map[span]bool {
	var whole map[span]bool
	for _, m := range ms {
		if fixedLen[m.RuleID] == m.End-m.Start {
			if whole == nil {
				whole = map[span]bool{}
			}
			whole[span{m.Start, m.End}] = true
		}
	}
	return whole
}
