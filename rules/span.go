package rules

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file keeps spans to the secret: a mask must never eat text that is
// not the secret (the next line, a closing quote, the punctuation of a
// Chinese sentence).

// isTokenBreak reports non-ASCII characters that end a token the way a
// blank or an ASCII punctuation mark does: Unicode spaces (NBSP, the
// ideographic space), punctuation (。，、“”「」, fullwidth ：；！（）) and
// invisible format characters (the zero-width space and joiners, the BOM).
// Secrets are written in ASCII; these characters come from the prose or
// the markup around them.
func isTokenBreak(r rune) bool {
	switch r {
	case '…', '⋯', '•', '●', '∗':
		// they elide or mask a value (sk-…, ••••): kept in the token,
		// the placeholder filter sees them
		return false
	}
	if r < utf8.RuneSelf || r == utf8.RuneError {
		return false
	}
	return unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.Is(unicode.Cf, r) ||
		unicode.Is(unicode.Sm, r) || unicode.Is(unicode.So, r)
}

// tokenBreakAt reports whether a token break (isTokenBreak) starts at
// text[i], a byte of at least 0x80.
func tokenBreakAt(text string, i int) bool {
	r, _ := utf8.DecodeRuneInString(text[i:])
	return isTokenBreak(r)
}

// breakView returns text with every token break (isTokenBreak) replaced by
// as many ASCII spaces as it has bytes, so offsets are unchanged, or text
// itself when it has none. The built-in and gitleaks rules scan this view:
// their value classes and terminators know only ASCII, so "token。" would
// otherwise either swallow the '。' or, where a terminator is required,
// not match at all.
func breakView(text string) string {
	i := 0
	for i < len(text) && text[i] < utf8.RuneSelf {
		i++
	}
	if i == len(text) {
		return text
	}
	var b []byte
	for i < len(text) {
		c := text[i]
		if c < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(text[i:])
		if isTokenBreak(r) {
			if b == nil {
				b = []byte(text)
			}
			for k := range n {
				b[i+k] = ' '
			}
		}
		i += n
	}
	if b == nil {
		return text
	}
	return string(b)
}

// trimEscapeTail shortens a span [s, e) of text that ends with a string
// escape for a line break or tab (\n, \r, \t), which some gitleaks rules
// take into a secret whose class admits '\' (jwt): in JSON text, masking
// the escape would glue the next line to the mask.
func trimEscapeTail(text string, s, e int) int {
	for e-s > 2 && text[e-2] == '\\' && strings.IndexByte("nrt", text[e-1]) >= 0 && (e-3 < s || text[e-3] != '\\') {
		e -= 2
	}
	return e
}

// percentDecode decodes the percent-escapes of t, and '+' as a space when
// query is set, and returns the decoded text and, for each decoded byte
// and one past the end, the offset in t where it starts, so that a match
// in the decoded text maps back to exactly the bytes that encode it. ok is
// false when t has an invalid escape or decodes to itself.
func percentDecode(t string, query bool) (dec string, orig []int, ok bool) {
	b := make([]byte, 0, len(t))
	orig = make([]int, 0, len(t)+1)
	changed := false
	for i := 0; i < len(t); {
		switch c := t[i]; {
		case c == '%':
			if i+2 >= len(t) || !isHex(t[i+1]) || !isHex(t[i+2]) {
				return "", nil, false
			}
			b = append(b, unhex(t[i+1])<<4|unhex(t[i+2]))
			orig = append(orig, i)
			i += 3
			changed = true
		case c == '+' && query:
			b = append(b, ' ')
			orig = append(orig, i)
			i++
			changed = true
		default:
			b = append(b, c)
			orig = append(orig, i)
			i++
		}
	}
	orig = append(orig, len(t))
	return string(b), orig, changed
}

// viewed fixes the matches a detector found in view (breakView of text):
// a secret taken from the view is taken from text instead.
func viewed(text, view string, ms []Match) {
	for i := range ms {
		if m := &ms[i]; m.Secret == view[m.Start:m.End] {
			m.Secret = text[m.Start:m.End]
		}
	}
}

// plausibleFold reports whether a generic rule's match [s, e) of joined
// (lines of width w joined) may really be one token folded across lines:
// the part of every line after the first must not start a line of its
// own, that is an assignment (LOG_LEVEL=info, name: app) or a plain word
// (READY, Done, "the" before more words). A secret's folded tail is a fragment of a random
// token; these are what the next line of an env file or prose begins with.
func plausibleFold(joined string, s, e, w int) bool {
	for q := (s/w + 1) * w; q < e; q += w {
		le := min(q+w, len(joined))
		i := q
		for i < le && (isWordByte(joined[i]) || joined[i] == '.' || joined[i] == '-') {
			i++
		}
		if i > q && i+1 < le && (joined[i] == '=' || joined[i] == ':') && joined[i+1] != '=' {
			return false
		}
		j := q
		for j < le && isFoldChar(joined[j]) { // the whole token of the line
			j++
		}
		// a short fragment of a random token may be one plain word; a
		// word of four letters, or one followed by more text, is prose
		if plainWord(joined[q:j]) && (j-q >= 4 || j < le && isBlank(joined[j])) {
			return false
		}
	}
	return true
}

// plainWord reports a word of letters in one case (ready, READY,
// LOG_LEVEL) or capitalized (Done).
func plainWord(t string) bool {
	if t == "" {
		return false
	}
	lower, upper := true, true
	for i := 0; i < len(t); i++ {
		c := t[i]
		lower = lower && 'a' <= c && c <= 'z'
		upper = upper && ('A' <= c && c <= 'Z' || c == '_' && i > 0)
	}
	if lower || upper {
		return true
	}
	if t[0] < 'A' || t[0] > 'Z' {
		return false
	}
	for i := 1; i < len(t); i++ {
		if t[i] < 'a' || t[i] > 'z' {
			return false
		}
	}
	return true
}
