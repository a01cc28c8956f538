package policy

import (
	"errors"
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

// glob is a compiled pattern. Matching never allocates.
type glob struct {
	src  string
	kind globKind
	toks []token
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
		return g.matchAt(0, s, 0)
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
	return g.matchAt(1, s, start)
}

func (g *glob) matchAt(ti int, s string, i int) bool {
	for ; ti < len(g.toks); ti++ {
		t := &g.toks[ti]
		switch t.kind {
		case tLit:
			if !g.hasLit(s, i, t.lit) {
				return false
			}
			i += len(t.lit)
		case tOne:
			if i >= len(s) || g.isSep(s[i]) {
				return false
			}
			i += g.step(s, i)
		case tStar:
			for j := i; ; j += g.step(s, j) {
				if g.matchAt(ti+1, s, j) {
					return true
				}
				if j >= len(s) || g.isSep(s[j]) {
					return false
				}
			}
		case tDStarSep:
			if g.matchAt(ti+1, s, i) {
				return true
			}
			for j := i; j < len(s); j += g.step(s, j) {
				if g.isSep(s[j]) && g.matchAt(ti+1, s, j+1) {
					return true
				}
			}
			return false
		case tDStarEnd:
			return true
		}
	}
	return i == len(s)
}

// hasLit compares a literal at s[i:]; in file globs '/' also matches '\'.
func (g *glob) hasLit(s string, i int, lit string) bool {
	if len(s)-i < len(lit) {
		return false
	}
	if g.kind != fileGlob {
		return s[i:i+len(lit)] == lit
	}
	for k := 0; k < len(lit); k++ {
		c, d := lit[k], s[i+k]
		if c != d && !(c == '/' && d == '\\') {
			return false
		}
	}
	return true
}
