package rules

import (
	"errors"
	"strings"
	"unicode/utf8"
)

// pastedMarks scans again the lines of text that a rich-text editor or
// a chat client changed on the way to the terminal, undone: a dash that
// an editor turned into an en or em dash before a flag (redis-cli –a v,
// mongosh —password v), invisible marks inside or around a value (the
// byte-order mark, left-to-right and right-to-left marks, the word
// joiner) and Markdown's
// escapes of an exporter (AIza…\_Lp…). A zero-width space or a soft
// hyphen still parts a token. Only those lines, and the line
// before each for its label, are read again; each match is masked
// where its bytes are written, one span per line.
func (s *Set) pastedMarks(text string, out []Match) ([]Match, error) {
	if strings.IndexByte(text, 0xE2) < 0 && strings.IndexByte(text, 0xEF) < 0 &&
		!strings.Contains(text, `\_`) {
		return out, nil
	}
	var errs []error
	for ls := 0; ls < len(text); {
		le := lineEnd(text, ls)
		if !pastedLine(text[ls:le]) {
			ls = le + 1
			continue
		}
		rs := ls // the region: the line before for its label, then the changed lines
		if ls > 0 {
			rs = lineStartAt(text, ls-1)
		}
		re := le
		for re < len(text) {
			ne := lineEnd(text, re+1)
			if !pastedLine(text[re+1 : ne]) {
				break
			}
			re = ne
		}
		view, from, to := pastedView(text, rs, re)
		inner, err := s.scan(string(view), maxDepth, nil)
		errs = append(errs, err)
		piece := func(k int) (int, int) { return int(from[k]), int(to[k]) }
		out = viewMatches(out, text, inner, "pasted", piece, nil)
		ls = re + 1
	}
	return out, errors.Join(errs...)
}

// pastedLine reports a line that pastedView changes.
func pastedLine(l string) bool {
	for i := 0; i < len(l); i++ {
		switch l[i] {
		case '\\':
			if i+1 < len(l) && l[i+1] == '_' {
				return true
			}
		case 0xE2, 0xEF:
			if _, n, ok := pastedRune(l, i); ok && n > 0 {
				return true
			}
		}
	}
	return false
}

// pastedRune reads the mark at l[i]: what it stands for (a flag's "-" or
// "--", or nothing for an invisible mark) and its width in l. ok is
// false when l[i] starts no such mark.
func pastedRune(l string, i int) (repl string, n int, ok bool) {
	r, n := utf8.DecodeRuneInString(l[i:])
	switch r {
	case '\u200E', '\u200F', '\u2060', '\uFEFF':
		// marks of direction and joining, not of a break: a zero-width
		// space or a soft hyphen parts a token (see isTokenBreak), these
		// do not
		return "", n, true
	case '\u2013', '\u2014':
		// a flag's dash: a blank before, a letter after (–a, —password)
		if i > 0 && (l[i-1] == ' ' || l[i-1] == '\t') && i+n < len(l) && isASCIILetter(l[i+n]) {
			if r == '\u2013' && i+n+1 < len(l) && isASCIILetter(l[i+n+1]) {
				return "--", n, true // an en dash for "--" before a long flag (–password)
			}
			if r == '\u2014' {
				return "--", n, true
			}
			return "-", n, true
		}
	}
	return "", 0, false
}

// pastedView returns text[s:e] with its pasted marks undone (see
// pastedRune) and Markdown's "\_" read as '_'; view byte k comes from
// text[from[k]:to[k]].
func pastedView(text string, s, e int) (view []byte, from, to []int32) {
	for i := s; i < e; {
		if text[i] == '\\' && i+1 < e && text[i+1] == '_' {
			view = append(view, '_')
			from = append(from, int32(i))
			to = append(to, int32(i+2))
			i += 2
			continue
		}
		if c := text[i]; c == 0xE2 || c == 0xEF {
			if repl, n, ok := pastedRune(text[:e], i); ok {
				for k := 0; k < len(repl); k++ {
					view = append(view, repl[k])
					from = append(from, int32(i))
					to = append(to, int32(i+n))
				}
				i += n
				continue
			}
		}
		view = append(view, text[i])
		from = append(from, int32(i))
		to = append(to, int32(i+1))
		i++
	}
	return view, from, to
}
