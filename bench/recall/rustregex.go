package main

import (
	"fmt"
	"regexp"
	"strings"
)

// rustComment is a Hyperscan-style comment group, which Nosey Parker
// strips before compiling a rule (Rust's regex crate rejects it).
var rustComment = regexp.MustCompile(`\(\?#[^)]*\)`)

// compileRustPattern compiles a rule pattern written for Rust's regex
// crate and Hyperscan (Nosey Parker, Kingfisher) with Go's regexp, whose
// RE2 syntax is nearly the same: both lack lookaround and backreferences
// and both match leftmost-first. What differs is translated here:
//
//   - (?# …) comments are removed, as Nosey Parker does;
//   - the x (verbose) flag, which Go lacks, is applied by hand: from the
//     flag group on, unescaped white space is dropped (Rust drops it inside
//     character classes too) and `#` outside a class starts a comment that
//     runs to the end of the line; the flag itself is removed;
//   - the u flag (Unicode on/off) is removed: Go always matches UTF-8.
//
// Nested classes and class set operations (`[a-z&&[^aeiou]]`), which Go
// would read as literals, are refused; so is anything Go does not accept
// (repeat counts over 1000): the caller skips the rule.
func compileRustPattern(p string) (*regexp.Regexp, error) {
	g, err := goPattern(p)
	if err != nil {
		return nil, err
	}
	return regexp.Compile(g)
}

// goPattern is the translation compileRustPattern compiles.
func goPattern(p string) (string, error) {
	p = rustComment.ReplaceAllString(p, "")
	var b strings.Builder
	verbose := false
	inClass := 0 // 1 inside a character class
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case c == '\\':
			if i+1 >= len(p) {
				return "", fmt.Errorf("trailing backslash")
			}
			b.WriteByte(c)
			b.WriteByte(p[i+1])
			i++
		case inClass > 0:
			switch {
			case verbose && isSpace(c):
			case c == '[' && strings.HasPrefix(p[i:], "[:"):
				// a POSIX class such as [:alpha:] is copied whole
				end := strings.Index(p[i:], ":]")
				if end < 0 {
					return "", fmt.Errorf("unterminated POSIX class at %d", i)
				}
				b.WriteString(p[i : i+end+2])
				i += end + 1
			case c == '[' || strings.HasPrefix(p[i:], "&&") || strings.HasPrefix(p[i:], "--") || strings.HasPrefix(p[i:], "~~"):
				// Rust's class set syntax: Go would read it as literals
				return "", fmt.Errorf("nested class or class set operation at %d", i)
			case c == ']':
				inClass = 0
				b.WriteByte(c)
			default:
				b.WriteByte(c)
			}
		case verbose && isSpace(c):
		case verbose && c == '#':
			for i+1 < len(p) && p[i+1] != '\n' {
				i++
			}
		case c == '[':
			inClass = 1
			b.WriteByte(c)
			// a `]` right after `[` or `[^` is a literal, not the end
			j := i + 1
			if j < len(p) && p[j] == '^' {
				b.WriteByte('^')
				j++
			}
			if j < len(p) && p[j] == ']' {
				b.WriteByte(']')
				j++
			}
			i = j - 1
		case c == '(' && strings.HasPrefix(p[i:], "(?"):
			flags, n, ok := flagGroup(p[i:])
			if !ok {
				b.WriteByte(c) // (?: (?P< (?< and the like
				continue
			}
			on, _, _ := strings.Cut(flags, "-")
			if strings.Contains(on, "x") {
				verbose = true
			}
			kept := strings.NewReplacer("x", "", "u", "").Replace(flags)
			kept = strings.TrimSuffix(kept, "-")
			scoped := p[i+n-1] == ':'
			switch {
			case kept == "" && scoped:
				b.WriteString("(?:")
			case kept == "":
			case scoped:
				b.WriteString("(?" + kept + ":")
			default:
				b.WriteString("(?" + kept + ")")
			}
			i += n - 1
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), nil
}

// flagGroup reads a flag group at the start of s, `(?flags)` or
// `(?flags:`, and returns its flags and length.
func flagGroup(s string) (flags string, n int, ok bool) {
	for j := 2; j < len(s); j++ {
		switch c := s[j]; {
		case c == ')' || c == ':':
			if j == 2 {
				return "", 0, false // (?: is a plain group
			}
			return s[2:j], j + 1, true
		case c == '-' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
		default:
			return "", 0, false
		}
	}
	return "", 0, false
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}
