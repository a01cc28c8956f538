package rules

import "strings"

// ansi scans again, with its terminal escape sequences removed, a text
// that holds any: colored tool output, CI logs, terminal recordings.
// Escapes cut a line's words apart ("ESC[33mSESSION_SECRETESC[39m=
// ESC[32m"…"", "ESC[36mpass=ESC[0m…"), so no rule reads the name, the
// sign and the value as one assignment. The whole text is scanned, not
// only the lines that hold escapes, so rules that read a label on one
// line and a value on the next still see both. Matches map back to the
// bytes of text, escapes inside a secret included.
func (s *Set) ansi(text string, depth int, out []Match) ([]Match, error) {
	if strings.IndexByte(text, 0x1b) < 0 {
		return out, nil
	}
	buf := make([]byte, 0, len(text))
	orig := make([]int32, 0, len(text))
	for i := 0; i < len(text); {
		if text[i] != 0x1b {
			buf = append(buf, text[i])
			orig = append(orig, int32(i))
			i++
			continue
		}
		n, payload := ansiEscape(text, i)
		if payload > 0 {
			// an OSC's text (a hyperlink's target, a clipboard copy)
			// is kept, set off by a blank from what follows
			buf = append(buf, text[i+n-payload:i+n]...)
			for k := i + n - payload; k < i+n; k++ {
				orig = append(orig, int32(k))
			}
			i += n
			if t := oscEnd(text, i); t > 0 {
				buf = append(buf, ' ')
				orig = append(orig, int32(i))
				i += t
			}
			continue
		}
		i += n
	}
	if len(buf) == len(text) {
		return out, nil
	}
	inner, err := s.scan(string(buf), depth+1, nil)
	for _, m := range inner {
		if m.End <= m.Start {
			continue
		}
		// each byte kept maps to one byte of text, so a match ends
		// right after its last byte, not at the next escape's end
		m.Start, m.End = int(orig[m.Start]), int(orig[m.End-1])+1
		out = append(out, m)
	}
	return out, err
}

// ansiEscape returns the length of the escape sequence at text[i]
// (text[i] == ESC), and for an OSC the length of its text, which ends
// the sequence: the terminator is read by oscEnd. CSI: ESC [ parameter
// bytes, intermediate bytes and a final byte (colors, cursor moves,
// erases); OSC: ESC ] number ; text, up to BEL or ESC \ (titles,
// hyperlinks, clipboard); a charset designation ESC ( B; any other:
// ESC and one byte.
func ansiEscape(text string, i int) (n, payload int) {
	if i+1 >= len(text) {
		return 1, 0
	}
	switch text[i+1] {
	case '[':
		j := i + 2
		for j < len(text) && text[j] >= 0x20 && text[j] <= 0x3f {
			j++
		}
		if j < len(text) && text[j] >= 0x40 && text[j] <= 0x7e {
			j++
		}
		return j - i, 0
	case ']':
		j := i + 2
		for j < len(text) && text[j] >= '0' && text[j] <= '9' {
			j++
		}
		num := text[i+2 : j]
		if j < len(text) && text[j] == ';' {
			j++
			if num == "8" || num == "52" {
				// a hyperlink's parameters (id=…), a clipboard's
				// selection (c, p): the text comes after them
				for j < len(text) && text[j] != ';' && text[j] != 0x07 && text[j] != 0x1b && text[j] != '\n' {
					j++
				}
				if j < len(text) && text[j] == ';' {
					j++
				}
			}
		}
		e := j
		for e < len(text) && text[e] != 0x07 && text[e] != 0x1b && text[e] != '\n' {
			e++
		}
		return e - i, e - j
	case '(', ')', '*', '+':
		return min(3, len(text)-i), 0
	}
	return 2, 0
}

// oscEnd returns the length of an OSC terminator at text[i] (BEL or
// ESC \), 0 if there is none.
func oscEnd(text string, i int) int {
	switch {
	case i < len(text) && text[i] == 0x07:
		return 1
	case i+1 < len(text) && text[i] == 0x1b && text[i+1] == '\\':
		return 2
	}
	return 0
}
