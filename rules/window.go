package rules

import (
	"regexp"
	"regexp/syntax"
	"strings"
)

// windowSlack is added on each side of a window, beyond the longest
// possible match, so anchors such as \b see their real neighbours.
const windowSlack = 16

// maxWidth returns the longest match, in bytes, of the regular expression
// pattern, or -1 when it is unbounded or too long to be worth windowing.
// The parsed pattern is not simplified: widths reads a repetition's bounds
// itself, and Simplify would first spell {4,300} out as 300 nested nodes,
// which made this analysis a sixth of startup.
func maxWidth(pattern string) int {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return -1
	}
	w := width(re)
	if w > 4096 {
		return -1
	}
	return w
}

// width is the most bytes a match of re spans, -1 when unbounded (see
// widths).
func width(re *syntax.Regexp) int {
	_, hi := widths(re)
	return hi
}

// widths returns the least and the most bytes a match of re spans (hi
// -1 when unbounded, both -1 for an operator it does not know); a
// character class that holds a non-ASCII rune matches one to four bytes.
func widths(re *syntax.Regexp) (lo, hi int) {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary, syntax.OpNoMatch:
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

func utf8Len(r rune) int {
	switch {
	case r < 0x80:
		return 1
	case r < 0x800:
		return 2
	case r < 0x10000:
		return 3
	}
	return 4
}

// findAll runs re over text, or only over windows around the keyword hits
// when the rule's matches are bounded (maxW >= 0) and the windows are much
// smaller than text. A match touching the edge of a window that is not the
// edge of text may be cut, so the rule is then run over the whole text: the
// result is always the same as re.FindAllStringSubmatchIndex(text, -1)
// restricted to matches near a keyword, which is all a keyword-gated rule
// may report anyway.
//
// before, when positive, bounds how far before a keyword hit a match can
// start (the key-name prefix of gated rules); otherwise maxW is used.
// ends, when not nil, bounds where a match through hits[i] can end (see
// ruleBounds); otherwise maxW after the hit is used, and a rule without
// bounded width runs over the whole text.
func findAll(re *regexp.Regexp, text string, hits, ends []int, maxW, before int, fn func(m []int)) {
	if maxW < 0 && ends == nil || hits == nil || maxW >= 0 && len(text) <= maxW+2*windowSlack {
		for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
			fn(m)
		}
		return
	}
	reach, back := maxW+windowSlack, maxW+windowSlack
	if maxW < 0 { // unbounded: ends bound the windows, matches start at hits
		reach, back = len(text), windowSlack
	}
	if before > 0 {
		back = before + windowSlack
	}
	var wins [][2]int
	for i, h := range hits {
		s, e := max(0, h-back), min(len(text), h+reach)
		if ends != nil {
			e = min(e, ends[i]+windowSlack)
		}
		if n := len(wins); n > 0 && s <= wins[n-1][1] {
			wins[n-1][1] = max(wins[n-1][1], e)
			continue
		}
		wins = append(wins, [2]int{s, e})
	}
	var found [][]int
	lastEnd := -1
	for _, w := range wins {
		sub := text[w[0]:w[1]]
		for _, m := range re.FindAllStringSubmatchIndex(sub, -1) {
			if (m[0] == 0 && w[0] > 0) || (m[1] == len(sub) && w[1] < len(text)) {
				// cut by the window: fall back to the whole text
				for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
					fn(m)
				}
				return
			}
			for i := range m {
				if m[i] >= 0 {
					m[i] += w[0]
				}
			}
			if m[0] < lastEnd {
				continue // already found through an overlapping window
			}
			lastEnd = m[1]
			found = append(found, m)
		}
	}
	for _, m := range found {
		fn(m)
	}
}

// assignGate is a necessary condition for key-name rules shaped like
// gitleaks' generic ones (keyword, up to 20 key characters, up to three
// quotes or spaces, an assignment operator): from the keyword hit at h,
// identifier characters, then quotes and blanks, then an operator. Hits
// that fail it cannot start a match, so their windows are skipped.
func assignGate(text string, h int) bool {
	// Under (?i), \w also takes 'ſ' and the Kelvin sign: non-ASCII bytes
	// count as key characters (20 of them take up to 60 bytes).
	i, n := h, 0
	for i < len(text) && n < 80 {
		c := text[i]
		if !(c == ' ' || c == '\t' || c == '.' || c == '-' || c == '_' || c >= 0x80 || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			break
		}
		i++
		n++
	}
	for k := 0; k < 5 && i < len(text); k++ {
		c := text[i]
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\'' && c != '"' {
			break
		}
		i++
	}
	if i >= len(text) {
		return false
	}
	switch text[i] {
	case '=', '>', ':', '|', '?', ',':
		return true
	}
	return false
}

// valueEnd extends assignGate for generic-api-key, whose value is
// ([\w.=-]{10,150}|[a-z0-9][a-z0-9+/]{11,}={0,3}) right after the operator
// and up to five of [`'"\s=], and must be followed by a terminator
// ([`'"\s;], \n or \r written as an escape, or the end of the text).
// Terminators are not value characters, so a value always ends where the
// run of value characters ([\w.=+/-]) after the operator ends: that run
// must be followed by a terminator and hold at least minValue characters
// counted from just after the operator (an upper bound on the value's
// length). In code, `token := compute(x)` passes assignGate but not this.
// It returns -1 when the hit at h cannot start a match, else a bound on
// the end of any match through it: the terminator ends it by j+2.
func valueEnd(minValue int) func(string, int) int {
	return func(text string, h int) int {
		if !assignGate(text, h) {
			return -1
		}
		o := h
		for o < len(text) && strings.IndexByte("=>:|?,", text[o]) < 0 {
			o++
		}
		i := o
		for k := 0; i < len(text) && k < 12 && strings.IndexByte("=>:|?,`'\" \t\r\n\f", text[i]) >= 0; k++ {
			i++
		}
		// Non-ASCII bytes are not terminators and, under (?i), [a-z] takes
		// 'ſ' and the Kelvin sign: they continue the run.
		j := i
		for j < len(text) && valueRunByte(text[j]) {
			// Past the reach of the first form (150 characters after at
			// most 10 of operator and quotes), only the second can end at
			// the run's end, and it holds no '.', '_' or '-', and '=' only
			// at its end: a run that has one there cannot end a match.
			// Without this, every hit in one long run (password=a.b…)
			// read the run to its end.
			if j-o > genericReach && (text[j] == '.' || text[j] == '_' || text[j] == '-' ||
				text[j] == '=' && j+1 < len(text) && text[j+1] != '=' && valueRunByte(text[j+1])) {
				return -1
			}
			j++
		}
		if j-(o+1) < minValue {
			return -1
		}
		if j == len(text) {
			return j
		}
		switch text[j] {
		case '`', '\'', '"', ' ', '\t', '\n', '\f', '\r', ';':
			return j + 1
		case '\\':
			if j+1 < len(text) && strings.IndexByte("nNrR", text[j+1]) >= 0 {
				return j + 2
			}
		}
		return -1
	}
}

// genericReach bounds how far after its operator the first form of
// generic-api-key's value, [\w.=-]{10,150}, can end: the operator's
// other characters (:::=) and up to five quotes or blanks, then 150.
const genericReach = 3 + 5 + 150 + 2

// valueRunByte is a byte of the run valueEnd reads.
func valueRunByte(c byte) bool {
	return isWordByte(c) || c >= 0x80 || strings.IndexByte(".=-+/", c) >= 0
}

// jwtEnd bounds jwt, \b(ey[a-zA-Z0-9]{17,}\.ey[a-zA-Z0-9\/\\_-]{17,}\.
// (?:[a-zA-Z0-9\/\\_-]{10,}={0,2})?) then a terminator, which starts at
// its keyword "ey" and has no bounded width: a JWT of 300 bytes cut by a
// fixed window matches nothing in it, and was lost. A match through the
// hit at h needs 17 alphanumerics and ".ey" after "ey"; it is made of
// [a-zA-Z0-9/\\_.=-] (the escape terminator \n or \r too), so it ends at
// most one byte (a one-byte terminator) after that run. It returns -1
// when the hit cannot start a match, else that bound.
func jwtEnd(text string, h int) int {
	if !strings.HasPrefix(text[h:], "ey") || h > 0 && isWordByte(text[h-1]) {
		return -1
	}
	i := h + 2
	for i < len(text) && isWordByte(text[i]) && text[i] != '_' {
		i++
	}
	if i-h-2 < 17 || !strings.HasPrefix(text[i:], ".ey") {
		return -1
	}
	for i < len(text) && (isWordByte(text[i]) || strings.IndexByte("/\\.=-", text[i]) >= 0) {
		i++
	}
	return min(i+1, len(text))
}

// gateHits returns the hits that pass gate, reusing hits' storage.
func gateHits(text string, hits []int, gate func(string, int) bool) []int {
	out := hits[:0:0]
	for _, h := range hits {
		if gate(text, h) {
			out = append(out, h)
		}
	}
	return out
}

// privateKeyEnd bounds private-key, -----BEGIN[ A-Z0-9_-]{0,100}PRIVATE
// KEY(?: BLOCK)?-----[\s\S-]{64,}?KEY(?: BLOCK)?-----, which has no bounded
// width and starts at its keyword: the header must hold "PRIVATE KEY"
// within 100 header characters, and the lazy body ends at the first
// closing "KEY-----" or "KEY BLOCK-----" at least 64 bytes after the
// header, so never after the first closing 196 bytes (the longest header,
// 132, plus 64) after the hit. It returns -1 when the hit cannot start a
// match, len(text) when it cannot tell (non-ASCII bytes, which (?i) may
// fold into ASCII letters, or no closing that far).
func privateKeyEnd(text string, h int) int {
	i := h + len("-----begin")
	for n := 0; ; i, n = i+1, n+1 {
		if hasPrefixFold(text[i:], "private key") {
			break
		}
		if i >= len(text) || n == 100 {
			return -1
		}
		c := text[i]
		if c >= 0x80 {
			return len(text)
		}
		if !isWordByte(c) && c != ' ' && c != '-' { // [ A-Z0-9_-] under (?i)
			return -1
		}
	}
	for q := h + 196; q < len(text); {
		k := strings.Index(text[q:], "-----")
		if k < 0 {
			break
		}
		d := q + k // the closing's dashes; it starts 3 or 9 bytes before
		if d-3 >= h+196 && hasPrefixFold(text[d-3:], "key") || d-9 >= h+196 && hasPrefixFold(text[d-9:], "key block") {
			return d + len("-----")
		}
		q = d + 1
	}
	return len(text)
}

// kindSecretGate is a necessary condition for kubernetes-secret-yaml at a
// hit of its keyword "secret": the rule needs \bkind:[ \t]*["']?\bsecret\b,
// so some hit is preceded by "kind:", blanks and a quote. Non-ASCII bytes
// just before pass (under (?i) the Kelvin sign is a 'k').
func kindSecretGate(text string, h int) bool {
	i := h
	if i > 0 && (text[i-1] == '"' || text[i-1] == '\'') {
		i--
	}
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	if i < len("kind:") {
		return false
	}
	for _, c := range []byte(text[i-len("kind:") : i]) {
		if c >= 0x80 {
			return true
		}
	}
	return strings.EqualFold(text[i-len("kind:"):i], "kind:")
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}
