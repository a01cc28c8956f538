package policy

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"
	"unicode/utf8"
)

// globKind selects the separator rules of a glob.
type globKind uint8

const (
	nameGlob globKind = iota // tool names, customTypes: no separator
	pathGlob                 // gjson paths: '.' separates, '\x' is one escaped char
	fileGlob                 // argument values: '/' and '\' separate
)

type tokKind uint8

const (
	tLit      tokKind = iota // literal bytes
	tOne                     // '?': one character, not a separator
	tStar                    // '*': any run of characters without a separator
	tDStarSep                // "**" + sep: zero or more whole segments, each with its separator
	tDStarEnd                // final "**": anything
)

type token struct {
	kind tokKind
	lit  string
}

// unit is one NFA state: a wildcard or one literal character (a UTF-8
// sequence, or an escape pair in a gjson path).
type unit struct {
	kind tokKind
	n    uint8
	c    [4]byte
}

// glob is a compiled pattern. Matching never allocates.
type glob struct {
	src   string
	kind  globKind
	toks  []token
	units []unit // toks split into characters: the NFA states
	// prefix and suffix are literal text every match starts and ends
	// with (after the skipped leading "**/" of a tail glob): a cheap
	// rejection before the NFA runs.
	prefix, suffix string
	literal        bool   // the glob is exactly prefix
	needle         string // the longest literal, which every match contains
	oneStar        bool   // the glob is prefix, one "*", suffix
	// tail > 0 when a file glob is "**/" followed by exactly tail segments
	// without another "**": it can then only match the last tail
	// components of a value, which match tries directly instead of every
	// suffix (the common case: "*.pem", ".env", ".aws/credentials").
	tail int
}

// compileGlob parses src. For fileGlob a pattern that does not start with
// '/' is unanchored: it is matched against every suffix of whole path
// components (as if it started with "**/").
func compileGlob(src string, kind globKind) (*glob, error) {
	if src == "" {
		return nil, errors.New("empty glob matches nothing")
	}
	g := &glob{src: src, kind: kind}
	var sep byte
	switch kind {
	case pathGlob:
		sep = '.'
	case fileGlob:
		sep = '/'
		if src[0] != '/' && !strings.HasPrefix(src, "**/") {
			g.toks = append(g.toks, token{kind: tDStarSep})
		}
	}
	if sep != 0 {
		if src[len(src)-1] == sep && !(kind == pathGlob && strings.HasSuffix(src, `\.`)) {
			return nil, errors.New("glob ends with a separator and can never match")
		}
	}
	var lit strings.Builder
	flush := func() {
		if lit.Len() > 0 {
			g.toks = append(g.toks, token{kind: tLit, lit: lit.String()})
			lit.Reset()
		}
	}
	atSegStart := true
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '\\' && kind == pathGlob:
			if i+1 >= len(src) {
				return nil, errors.New(`trailing "\" escapes nothing`)
			}
			lit.WriteByte(c)
			lit.WriteByte(src[i+1])
			i++
			atSegStart = false
		case c == '*' && i+1 < len(src) && src[i+1] == '*':
			if sep == 0 {
				return nil, errors.New(`"**" is only allowed in path and args globs; use "*"`)
			}
			end := i + 2
			if !atSegStart || (end < len(src) && src[end] != sep) {
				return nil, errors.New(`"**" must be a whole segment`)
			}
			flush()
			if end == len(src) {
				g.toks = append(g.toks, token{kind: tDStarEnd})
				i = end - 1
			} else {
				g.toks = append(g.toks, token{kind: tDStarSep})
				i = end // skip the separator
				if i+1 < len(src) && src[i+1] == sep {
					return nil, errors.New("empty segment can never match")
				}
			}
			atSegStart = true
		case c == '*':
			flush()
			if n := len(g.toks); n > 0 && g.toks[n-1].kind == tStar {
				break
			}
			g.toks = append(g.toks, token{kind: tStar})
			atSegStart = false
		case c == '?':
			flush()
			g.toks = append(g.toks, token{kind: tOne})
			atSegStart = false
		case sep != 0 && c == sep:
			if atSegStart && !(kind == fileGlob && i == 0) {
				return nil, errors.New("empty segment can never match")
			}
			lit.WriteByte(c)
			atSegStart = true
		default:
			lit.WriteByte(c)
			atSegStart = false
		}
	}
	flush()
	for _, t := range g.toks {
		if t.kind != tLit {
			g.units = append(g.units, unit{kind: t.kind})
			continue
		}
		for i := 0; i < len(t.lit); {
			w := g.step(t.lit, i)
			u := unit{kind: tLit, n: uint8(w)}
			copy(u.c[:], t.lit[i:i+w])
			g.units = append(g.units, u)
			i += w
		}
	}
	lits := g.toks
	if kind == fileGlob && len(lits) > 0 && lits[0].kind == tDStarSep {
		lits = lits[1:]
	}
	safe := func(lit string) bool { return kind != fileGlob || !strings.ContainsAny(lit, "/\\") }
	if len(lits) > 0 && lits[0].kind == tLit && safe(lits[0].lit) {
		g.prefix = lits[0].lit
	}
	if n := len(lits); n > 0 && lits[n-1].kind == tLit && safe(lits[n-1].lit) {
		g.suffix = lits[n-1].lit
	}
	g.literal = len(lits) == 1 && g.prefix != ""
	switch {
	case len(lits) == 1 && lits[0].kind == tStar:
		g.oneStar = true
	case len(lits) == 2 && lits[0].kind == tStar && lits[1].kind == tLit:
		g.oneStar = g.suffix != ""
	case len(lits) == 2 && lits[0].kind == tLit && lits[1].kind == tStar:
		g.oneStar = g.prefix != ""
	case len(lits) == 3 && lits[1].kind == tStar && lits[0].kind == tLit && lits[2].kind == tLit:
		g.oneStar = g.prefix != "" && g.suffix != ""
	}
	for _, t := range lits {
		if t.kind == tLit && safe(t.lit) && len(t.lit) > len(g.needle) {
			g.needle = t.lit
		}
	}
	if len(g.units) > maxUnits {
		return nil, fmt.Errorf("glob longer than %d characters", maxUnits)
	}
	if kind == fileGlob && len(g.toks) > 1 && g.toks[0].kind == tDStarSep {
		g.tail = 1
		for _, t := range g.toks[1:] {
			switch t.kind {
			case tDStarSep, tDStarEnd:
				g.tail = 0
			case tLit:
				for i := 0; i < len(t.lit) && g.tail > 0; i++ {
					if g.isSep(t.lit[i]) {
						g.tail++
					}
				}
			}
			if g.tail == 0 {
				break
			}
		}
	}
	return g, nil
}

// isSep reports whether s[i] separates segments for this glob's kind.
func (g *glob) isSep(c byte) bool {
	switch g.kind {
	case pathGlob:
		return c == '.'
	case fileGlob:
		return c == '/' || c == '\\'
	}
	return false
}

// step returns the length of the character at s[i]: an escape pair in a
// gjson path, a UTF-8 sequence otherwise.
func (g *glob) step(s string, i int) int {
	if g.kind == pathGlob && s[i] == '\\' && i+1 < len(s) {
		return 2
	}
	if s[i] < utf8.RuneSelf {
		return 1
	}
	_, n := utf8.DecodeRuneInString(s[i:])
	return n
}

// match reports whether the whole of s matches the glob.
func (g *glob) match(s string) bool {
	if g.tail == 0 {
		return g.run(s, 0, 0)
	}
	// Find the start of the last g.tail components.
	n, start := 0, 0
	for i := len(s) - 1; i >= 0; i-- {
		if g.isSep(s[i]) {
			if n++; n == g.tail {
				start = i + 1
				break
			}
		}
	}
	if n < g.tail-1 {
		return false // fewer components than the glob has segments
	}
	return g.run(s[start:], 0, 1)
}

// maxUnits bounds a compiled glob so that its state set fits in a
// fixed-size bitset.
const maxUnits = 256

type stateSet [maxUnits/64 + 1]uint64

func (b *stateSet) has(i int) bool { return b[i>>6]&(1<<(i&63)) != 0 }
func (b *stateSet) set(i int)      { b[i>>6] |= 1 << (i & 63) }

// enter adds state j and, for a wildcard that may match nothing, the
// states after it.
func (g *glob) enter(b *stateSet, j int) {
	for ; j < len(g.units); j++ {
		b.set(j)
		switch g.units[j].kind {
		case tStar, tDStarSep, tDStarEnd:
			continue
		}
		return
	}
	b.set(len(g.units))
}

// run simulates the glob as an NFA over the characters of s starting in
// state first, i is the byte offset to start at. Time is linear in
// len(s) times the glob's length, whatever the pattern (no backtracking),
// and nothing is allocated.
func (g *glob) run(s string, i, first int) bool {
	if g.literal {
		return s[i:] == g.prefix
	}
	if !strings.HasPrefix(s[i:], g.prefix) || !strings.HasSuffix(s[i:], g.suffix) ||
		!strings.Contains(s[i:], g.needle) {
		return false
	}
	if g.oneStar && (g.kind != pathGlob || strings.IndexByte(s[i:], '\\') < 0) {
		// prefix*suffix: the star takes what lies between, which must
		// not hold a separator. (Escapes in a gjson path take the NFA.)
		mid := s[i:]
		if len(mid) < len(g.prefix)+len(g.suffix) {
			return false
		}
		mid = mid[len(g.prefix) : len(mid)-len(g.suffix)]
		for k := 0; k < len(mid); k++ {
			if g.isSep(mid[k]) {
				return false
			}
		}
		return true
	}
	var cur, next stateSet
	g.enter(&cur, first)
	end := len(g.units)
	nw := end>>6 + 1
	for i < len(s) {
		w := g.step(s, i)
		ch := s[i : i+w]
		sep := g.isSep(s[i])
		for k := 0; k < nw; k++ {
			next[k] = 0
		}
		any := false
		for wi := 0; wi < nw; wi++ {
			for word := cur[wi]; word != 0; word &= word - 1 {
				j := wi<<6 + bits.TrailingZeros64(word)
				if j >= end {
					break
				}
				u := &g.units[j]
				switch u.kind {
				case tLit:
					if g.litEq(u, ch) {
						g.enter(&next, j+1)
						any = true
					}
				case tOne:
					if !sep {
						g.enter(&next, j+1)
						any = true
					}
				case tStar:
					if !sep {
						g.enter(&next, j) // stay, or leave after this char
						any = true
					}
				case tDStarSep:
					next.set(j) // inside a segment: only a separator may end it
					if sep {
						g.enter(&next, j+1)
					}
					any = true
				case tDStarEnd:
					g.enter(&next, j)
					any = true
				}
			}
		}
		if !any {
			return false
		}
		cur = next
		i += w
	}
	return cur.has(end)
}

// litEq compares one literal unit with one character of the target; in
// file globs '/' also matches '\'.
func (g *glob) litEq(u *unit, ch string) bool {
	if len(ch) != int(u.n) {
		return false
	}
	if g.kind == fileGlob && u.n == 1 && u.c[0] == '/' {
		return ch[0] == '/' || ch[0] == '\\'
	}
	for k := 0; k < len(ch); k++ {
		if ch[k] != u.c[k] {
			return false
		}
	}
	return true
}
