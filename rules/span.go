package rules

import (
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"
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

// breakView returns text with every token break (isTokenBreak) that ends
// a token replaced by as many ASCII spaces as it has bytes, so offsets
// are unchanged, or text itself when it has none. The built-in and
// gitleaks rules scan this view: their value classes and terminators know
// only ASCII, so "token。" would otherwise either swallow the '。' or,
// where a terminator (or a delimiter before the secret) is required, not
// match at all. Only breaks next to an ASCII byte a secret may begin or
// end with matter; one between spaces, quotes, brackets or non-ASCII
// characters, or an apostrophe inside a word (don’t), is left alone, so
// most text is not copied. A full-width colon or equals sign after a
// Latin word (labelBefore) ends a label, not a token: it becomes its
// ASCII sign and blanks, so rules that want a separator after a label
// see one.
func breakView(text string) string { return breakViewFrom(text, asciiPrefix(text)) }

// breakViewFrom is breakView for a caller that knows text's ASCII prefix
// (i = asciiPrefix(text)) already.
func breakViewFrom(text string, i int) string {
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
		if !(i > 0 && tokenByte(text[i-1])) && !nextIsToken(text, i) {
			i++ // not next to a token; continuation bytes are skipped alike
			continue
		}
		r, n := utf8.DecodeRuneInString(text[i:])
		if (i > 0 && tokenByte(text[i-1]) || i+n < len(text) && tokenByte(text[i+n])) && isTokenBreak(r) &&
			!(r == '’' && i > 0 && i+n < len(text) && isASCIILetter(text[i+n]) && isASCIILetter(text[i-1])) {
			if b == nil {
				b = make([]byte, len(text))
				copy(b, text)
			}
			for k := range n {
				b[i+k] = ' '
			}
			if (r == '：' || r == '＝') && labelBefore(text, i) {
				b[i] = byte(r - '：' + ':') // a label's full-width colon or equals sign: "Passwort：v" reads as "Passwort:  v"
			}
		}
		i += n
	}
	if b == nil {
		return text
	}
	return unsafe.String(&b[0], len(b)) // b is never written again
}

// labelBefore reports whether text[:i] ends with a label: a word of 2 to
// 32 ASCII letters, '_' and '-', ending with a letter (Passwort, API_KEY),
// not a value (a secret mixes in digits).
func labelBefore(text string, i int) bool {
	j := i
	for j > 0 && i-j <= 32 && (isASCIILetter(text[j-1]) || text[j-1] == '_' || text[j-1] == '-') {
		j--
	}
	return i-j >= 2 && i-j <= 32 && isASCIILetter(text[i-1]) && (j == 0 || !tokenByte(text[j-1]))
}

// nextIsToken reports whether the character starting at text[i], a byte
// of at least 0x80, is followed by a token byte.
func nextIsToken(text string, i int) bool {
	j := i + 1
	for j < len(text) && j-i < 4 && text[j]&0xC0 == 0x80 {
		j++
	}
	return j < len(text) && tokenByte(text[j])
}

// tokenByte reports ASCII bytes a secret may begin or end with.
func tokenByte(c byte) bool { return isWordByte(c) || strings.IndexByte("+/=-.~%!*#$&@:", c) >= 0 }

// asciiPrefix returns the length of the ASCII prefix of text, reading
// eight bytes at a time: every scanned string goes through breakView, and
// most are all ASCII.
func asciiPrefix(text string) int {
	i := 0
	if len(text) >= 8 {
		p := unsafe.Pointer(unsafe.StringData(text))
		for ; i+8 <= len(text); i += 8 {
			if *(*uint64)(unsafe.Add(p, i))&0x8080808080808080 != 0 {
				break
			}
		}
	}
	for i < len(text) && text[i] < utf8.RuneSelf {
		i++
	}
	return i
}

func isASCIILetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

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

// keyName reports whether k, before an '=' or ':', reads as the name of a
// key (LOG_LEVEL, apiVersion, spring.datasource.url) rather than as a
// fragment of a token that holds an '='.
func keyName(k string) bool {
	for {
		p, rest, more := strings.Cut(k, ".")
		if !codePart(p) {
			return false
		}
		if !more {
			return true
		}
		k = rest
	}
}

// plausibleLine reports whether view[q:le], the line going on after a
// join, may be the rest of a token folded across lines: it must not start
// a line of its own, that is a list item (- name: x), an assignment
// (LOG_LEVEL=info, name: app, SL_API_KEY: v, api_key = v), a URL, a shell prompt, a plain word or kebab-case words followed by more text (the
// worker restarted, max-connections 10) or a plain word alone that reads like one (READY,
// Done, EOF). A secret's folded tail is a
// fragment of a random token; these are what the next line of an env
// file, a log or prose begins with.
func plausibleLine(view string, q, le int) bool {
	if q+1 < le && strings.IndexByte("-*+", view[q]) >= 0 && isBlank(view[q+1]) {
		return false // a list item
	}
	if d := q; d < le && isDigit(view[d]) {
		for d < le && d-q < 3 && isDigit(view[d]) {
			d++
		}
		if d+1 < le && (view[d] == '.' || view[d] == ')') && view[d+1] == ' ' {
			return false // a numbered list item (2. second, 3) third)
		}
	}
	if markupLine(view[q:le]) || lineMarker(view[q:le]) {
		return false // an INI section, a tag, a shebang, a CI log command, a home path, a variable
	}
	if view[q] == '#' && commentLine(view[q+1:le]) {
		return false // a comment (# note), a setting commented out (#DumpCore=yes)
	}
	if strings.IndexByte(view[q:min(le, q+64)], '@') > 0 && promptLine(view[q:le]) {
		return false // a shell prompt after a command's output (bob@box:~$ exit)
	}
	i := q
	for i < le && (isWordByte(view[i]) || view[i] == '.' || view[i] == '-') {
		i++
	}
	if i > q && strings.HasPrefix(view[i:le], "://") {
		return false // a URL starts the line
	}
	k := i // the operator, after the blanks of "key = value"
	for k < le && k-i < 4 && (view[k] == ' ' || view[k] == '\t') {
		k++
	}
	if i > q && k+1 < le && (view[k] == '=' || view[k] == ':') && view[k+1] != '=' &&
		(keyName(view[q:i]) || (k > i || view[k] == ':' && (view[k+1] == ' ' || view[k+1] == '\t')) && classBits(view[q:i])&3 != 0) {
		// LOG_LEVEL=info, or any name spaced from its operator
		// (SL_API_KEY: v, api_key = v): no token's tail is (base64's
		// tail "…6C= / next" is, so '=' needs the blank before it)
		return false
	}
	if i-q >= 3 && k == i && i+1 < le && view[i] == '=' && view[i+1] != '=' && !isBlank(view[i+1]) && oneCaseName(view[q:i]) {
		return false // TMPDIR=$(mktemp -d), zsysctl="…": base64 writes '=' only at its end, and other tokens none
	}
	if flagLine(view[q:le]) {
		return false // a command's flags continued on their own line (-Wl,--export=f \, -include custom.mk)
	}
	if i > q && i < le && view[i] == '(' && codeChain(view[q:i]) {
		return false // a call starts the line (cc.idleTimer.Reset(…), w.Write(…), print(…)): a token's tail runs on, no '(' after names
	}
	if i > q && i+1 == le && view[i] == ':' && keyName(view[q:i]) {
		return false // a key opening a block (metadata:)
	}
	if i > q && k+1 == le && view[k] == '=' && upperSnake(view[q:i]) {
		return false // an env file's variable left empty (GROQ_API_KEY=); base64's padded tail has no '_'
	}
	j := q // the line's first word: up to a blank or the line end
	for j < le && !isBlank(view[j]) {
		j++
	}
	if j+2 < le && (view[j] == '\t' || view[j+1] == ' ') && strings.TrimLeft(view[j:le], " \t") != "" && keyName(view[q:j]) {
		return false // a row of a table set in columns (vault's "expire_time   2025-…", "system.nfs4_acl<TAB>permissions"); a token's tail is no name
	}
	// a word followed by more text is prose; a word alone on its line may
	// be the tail of a random token, unless it reads like a word (a
	// sign-off's comma or '!' after it: Thanks,; a question, a label, a
	// parenthesis: gone?, End:, option)). Lower-case words joined
	// by '-' and followed by more text are a directive and its value
	// (initiator-address 10.0.0.21, backing-store /dev/vg0/backup)
	w := strings.TrimRight(view[q:j], ",.!?:;)")
	return !(plainWord(w) && (j < le || lineWord(w))) && !((kebabWords(w) || versionedWord(w)) && j < le) && !(namedWords(w) && j < le && proseAfter(view[j:le])) && !dottedNumber(w) && !filePosition(w) &&
		!pathLike(w) && !pathHead(w) && !filePathWord(w) // a path of names (/usr/local/lib, /lib/x86_64-linux-gnu, mozilla/GTS_Root_R1.crt): a token's tail mixes cases and digits in its pieces
}

// upperSnake reports a SCREAMING_SNAKE_CASE name with at least one '_'.
func upperSnake(w string) bool {
	if !oneCaseSnake(w) {
		return false
	}
	for i := 0; i < len(w); i++ {
		if isLower(w[i]) {
			return false
		}
	}
	return true
}

// lineMarker reports a line that starts the way only a line of its own
// does: a shebang (#!/bin/sh), a CI log command (::error::, ##[error]),
// a path from the home directory (~/.ssh) or a variable ($HOME/bin,
// ${DIR}, %APPDATA%).
func lineMarker(l string) bool {
	if len(l) < 3 {
		return false
	}
	switch {
	case strings.HasPrefix(l, "#!"), strings.HasPrefix(l, "::"), strings.HasPrefix(l, "##["), strings.HasPrefix(l, "~/"):
		return true
	case l[0] == '$':
		// ${DIR}, $HOME/bin: a variable's name is upper case, where a
		// password's rest ($BhwamknC) mixes cases
		if l[1] == '{' {
			return true
		}
		i := 1
		for i < len(l) && (isUpper(l[i]) || isDigit(l[i]) || l[i] == '_') {
			i++
		}
		return i > 2 && isUpper(l[1]) && (i == len(l) || strings.IndexByte("/:\r ", l[i]) >= 0)
	case l[0] == '%':
		i := 1
		for i < len(l) && (isUpper(l[i]) || isLower(l[i]) || l[i] == '_') {
			i++
		}
		return i > 2 && i < len(l) && l[i] == '%'
	}
	return false
}

// markupLine reports a line that is an INI section header ([server],
// [profile prod]) or starts with an XML or HTML tag closed on the line
// (<password>, </add>, <?xml): markup, not a token's rest.
func markupLine(l string) bool {
	l = strings.TrimRight(l, " \t\r")
	if len(l) < 3 {
		return false
	}
	switch l[0] {
	case '[':
		return l[len(l)-1] == ']' && (isUpper(l[1]) || isLower(l[1]))
	case '<':
		return (isUpper(l[1]) || isLower(l[1]) || strings.IndexByte("/?!", l[1]) >= 0) && strings.IndexByte(l, '>') > 1
	}
	return false
}

// dottedNumber reports a version or an address starting a line (1.2.3,
// v1.2.3-rc1, 127.0.0.1, 0.0.0.0:8080): three numbers or more between
// dots. No token's tail is one: base64 has no dot, and the parts of a
// dotted token (a JWT) are long and mixed.
func dottedNumber(w string) bool {
	if i := strings.IndexByte(w, ':'); i >= 0 {
		w = w[:i] // a port
	}
	if i := strings.IndexAny(w, "-+"); i >= 0 {
		w = w[:i] // a pre-release or build suffix
	}
	n := 0
	for p := range strings.SplitSeq(strings.TrimPrefix(w, "v"), ".") {
		if p == "" || len(p) > 5 || strings.Trim(p, "0123456789") != "" {
			return false
		}
		n++
	}
	return n >= 3
}

// filePosition reports a compiler's or a linter's position starting a
// line (src/main.go:12:3:, app.py:40:): a file name with an extension,
// then a line number between ':' and ':' (host.example.com:5432 is a
// folded URL's rest, no position).
func filePosition(w string) bool {
	i := strings.IndexByte(w, ':')
	if i <= 0 || i+1 == len(w) || !isDigit(w[i+1]) {
		return false
	}
	n := i + 1
	for n < len(w) && isDigit(w[n]) {
		n++
	}
	if n == len(w) || w[n] != ':' {
		return false
	}
	name := w[:i]
	dot := strings.LastIndexByte(name, '.')
	if dot <= 0 || dot == len(name)-1 || len(name)-dot > 6 || strings.LastIndexByte(name, '/') > dot {
		return false
	}
	return classBits(name[dot+1:])&^3 == 0 // letters only: .go, .py, .tsx
}

// wordLike reports a plain word of four letters or more with a vowel in
// every three letters (ready, Done, ERROR): a random fragment of a token
// rarely is one.
func wordLike(t string) bool {
	vowels := 0
	for i := 0; i < len(t); i++ {
		if strings.IndexByte("aeiouyAEIOUY", t[i]) >= 0 {
			vowels++
		}
	}
	return len(t) >= 4 && 3*vowels >= len(t) && letterHump(t)
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

// lineStartBlanks reports that only blanks stand before text[h] on its
// line.
func lineStartBlanks(text string, h int) bool {
	for i := h - 1; i >= 0; i-- {
		switch text[i] {
		case '\n':
			return true
		case ' ', '\t':
		default:
			return false
		}
	}
	return true
}

// lineEnd returns the offset of the line break that ends the line
// holding text[i], or len(text) on the last line.
func lineEnd(text string, i int) int {
	if k := strings.IndexByte(text[i:], '\n'); k >= 0 {
		return i + k
	}
	return len(text)
}
