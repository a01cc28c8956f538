package main

import (
	"math/rand/v2"
	"regexp/syntax"
	"strings"
)

// sampleRegex returns a random string matching re, as gitleaks' own
// secrets.NewSecret does for its rule samples (that package needs a module
// this project does not depend on, so the generator is ours). Unbounded
// repeats produce up to 8 more items than their minimum; character classes
// draw uniformly over their ranges, within printable ASCII when the class
// allows it.
func sampleRegex(r *rand.Rand, re string) (string, error) {
	t, err := syntax.Parse(re, syntax.Perl)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	genRegex(r, t.Simplify(), &b)
	return b.String(), nil
}

func genRegex(r *rand.Rand, t *syntax.Regexp, b *strings.Builder) {
	switch t.Op {
	case syntax.OpLiteral:
		for _, c := range t.Rune {
			b.WriteRune(c)
		}
	case syntax.OpCharClass:
		b.WriteRune(pickClass(r, t.Rune))
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
		b.WriteByte(alnum[r.IntN(len(alnum))])
	case syntax.OpCapture:
		genRegex(r, t.Sub[0], b)
	case syntax.OpConcat:
		for _, s := range t.Sub {
			genRegex(r, s, b)
		}
	case syntax.OpAlternate:
		genRegex(r, t.Sub[r.IntN(len(t.Sub))], b)
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		lo, hi := 0, 8
		switch t.Op {
		case syntax.OpPlus:
			lo, hi = 1, 8
		case syntax.OpQuest:
			hi = 1
		case syntax.OpRepeat:
			lo, hi = t.Min, t.Max
			if hi < 0 {
				hi = lo + 8
			}
		}
		n := lo
		if hi > lo {
			n += r.IntN(hi - lo + 1)
		}
		for i := 0; i < n; i++ {
			genRegex(r, t.Sub[0], b)
		}
	}
	// anchors, word boundaries and empty matches write nothing
}

// pickClass draws a rune from the class ranges (pairs lo, hi), preferring
// printable ASCII.
func pickClass(r *rand.Rand, ranges []rune) rune {
	var ascii []rune
	for i := 0; i+1 < len(ranges); i += 2 {
		lo, hi := max(ranges[i], 0x21), min(ranges[i+1], 0x7e)
		for c := lo; c <= hi; c++ {
			ascii = append(ascii, c)
		}
	}
	if len(ascii) > 0 {
		return ascii[r.IntN(len(ascii))]
	}
	if len(ranges) >= 2 {
		return ranges[0]
	}
	return 'x'
}
