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

// widths is width's least and most, in bytes; a character class that
// holds a non-ASCII rune matches one to four bytes.
func widths(re *syntax.Regexp) (lo, hi int) {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return 0, 0
	case syntax.OpLiteral:
		n := 0
		for _, r := range re.Rune {
			n += utf8Len(r)
		}
		return n, n
	case syntax.OpCharClass:
		if len(re.Rune) > 0 && re.Rune[len(re.Rune)-1] < 0x80 {
			return 1, 1
		}
		return 1, 4
	case syntax.OpAnyCharNotNL, syntax.OpAnyChar:
		return 1, 4
	case syntax.OpCapture:
		return widths(re.Sub[0])
	case syntax.OpStar:
		return 0, -1
	case syntax.OpPlus:
		l, _ := widths(re.Sub[0])
		return l, -1
	case syntax.OpQuest:
		_, h := widths(re.Sub[0])
		return 0, h
	case syntax.OpRepeat:
		l, h := widths(re.Sub[0])
		lo = l * re.Min
		if re.Max < 0 || h < 0 {
			return lo, -1
		}
		return lo, h * re.Max
	case syntax.OpConcat:
		for _, s := range re.Sub {
			l, h := widths(s)
			lo += l
			if hi >= 0 {
				if h < 0 {
					hi = -1
				} else {
					hi += h
				}
			}
		}
		return lo, hi
	case syntax.OpAlternate:
		lo, hi = -1, 0
		for _, s := range re.Sub {
			l, h := widths(s)
			if lo < 0 || l < lo {
				lo = l
			}
			if hi >= 0 && (h < 0 || h > hi) {
				hi = h
			}
		}
		return lo, hi
	}
	return -1, -1
}
