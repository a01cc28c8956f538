package rules

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	"github.com/omp-redact/omp-redact/session"
	"github.com/tidwall/gjson"
)

// nested scans the string leaves of text when text is itself a JSON
// document (tool arguments as text, `cat config.json` output) and maps each
// inner match to the span of text that encodes the secret, so replacing
// that span with plain text keeps the inner document valid.
func (s *Set) nested(text string, depth int, gates viewGate, out []Match) ([]Match, error) {
	t := strings.TrimSpace(text)
	if len(t) < 2 {
		return out, nil
	}
	if (t[0] == '{' && t[len(t)-1] == '}' || t[0] == '[' && t[len(t)-1] == ']') && gjson.Valid(t) {
		return s.nestedDoc(text, t, depth, out)
	}
	if gates&gateDoc == 0 {
		return out, nil // no "{" or "[" alone on a line
	}
	return s.embeddedDocs(text, depth, out)
}

// maxEmbeddedDocs bounds the documents embeddedDocs reads in one text.
const maxEmbeddedDocs = 8

// embeddedDocs scans, as nested does, the pretty-printed JSON documents
// inside text that is not one: a command's output after its prompt's line
// (`$ terraform output -json` then the document), a log's dumped object.
// A document opens with a line that is "{" or "[" alone and closes at the
// next line that is "}" or "]" alone, and must be valid JSON; the names
// of its members then say what its values are (session.Leaf.Name). Its
// text was scanned with the host's: only what the names add is read.
func (s *Set) embeddedDocs(text string, depth int, out []Match) ([]Match, error) {
	var errs []error
	for n, i := 0, 0; n < maxEmbeddedDocs && i < len(text); n++ {
		k := strings.Index(text[i:], "\n{\n")
		if j := strings.Index(text[i:], "\n[\n"); j >= 0 && (k < 0 || j < k) {
			k = j
		}
		if k < 0 {
			break
		}
		start := i + k + 1
		closer := "\n}"
		if text[start] == '[' {
			closer = "\n]"
		}
		e := strings.Index(text[start:], closer)
		for e >= 0 && start+e+2 < len(text) && text[start+e+2] != '\n' && text[start+e+2] != '\r' {
			next := strings.Index(text[start+e+2:], closer)
			if next < 0 {
				e = -1
				break
			}
			e += 2 + next
		}
		if e < 0 {
			break
		}
		end := start + e + 2
		doc := text[start:end]
		i = end
		if !gjson.Valid(doc) {
			continue
		}
		var err error
		out, err = s.walkDoc(doc, start, depth, true, out)
		errs = append(errs, err)
	}
	return out, errors.Join(errs...)
}

// nestedDoc is the slow path of nested, split off so that the closure's
// captures are only allocated for real documents.
func (s *Set) nestedDoc(text, t string, depth int, out []Match) ([]Match, error) {
	return s.walkDoc(t, strings.Index(text, t), depth, false, out)
}

// walkDoc scans the string leaves of the JSON document t at text[off:]
// and maps each inner match to the span that encodes it. namesOnly adds
// only what a leaf's name says (structured-secret): the document's text
// was scanned already as part of its host's (embeddedDocs).
func (s *Set) walkDoc(t string, off, depth int, namesOnly bool, out []Match) ([]Match, error) {
	raw := unsafe.Slice(unsafe.StringData(t), len(t))
	var errs []error
	session.Walk(raw, func(l *session.Leaf) bool {
		v := l.Value()
		if len(v) < 6 {
			return true
		}
		var inner []Match
		if !namesOnly {
			var err error
			if inner, err = s.scan(v, depth+1, nil); err != nil {
				errs = append(errs, err)
			}
		}
		inner = s.named(l.Name(), v, inner)
		if len(inner) == 0 {
			return true
		}
		path := l.Path()
		lraw := l.Raw()
		for _, m := range inner {
			rs, re := session.RawSpan(lraw, m.Start, m.End)
			m.Start, m.End = off+l.Start+rs, off+l.Start+re
			if m.InnerPath != "" {
				m.InnerPath = path + "." + m.InnerPath
			} else {
				m.InnerPath = path
			}
			out = append(out, m)
		}
		return true
	})
	return out, errors.Join(errs...)
}

// encoded decodes base64 (standard and URL alphabets, at least 16
// characters), hex (at least 32 digits) and percent-encoded runs of text
// and scans what they hide. A match inside maps back to the whole run.
// Decodings that are not mostly printable text (images, random bytes,
// signatures) are skipped.
func (s *Set) encoded(text string, depth int, out []Match) ([]Match, error) {
	em := emitter{s: s, text: text, depth: depth, out: out}
	b64Runs(text, func(i, k int) {
		run := text[i:k]
		if len(run) >= 32 && isHexRun(run) && len(run)%2 == 0 {
			if b, err := hex.DecodeString(run); err == nil && printable(argvText(b)) {
				em.emit(i, k, "hex", string(b))
			}
		} else if b64Head(run) {
			if b, ok := decodeB64(run); ok && printable(b) {
				em.emit(i, k, "base64", string(b))
			} else if ok {
				if u, ok := utf16Text(b); ok {
					em.emit(i, k, "base64", u) // PowerShell's -EncodedCommand
				}
			}
		}
	})
	if strings.IndexByte(text, '%') >= 0 || strings.IndexByte(text, '+') >= 0 && strings.IndexByte(text, '=') >= 0 {
		// the next '%' and the next '+' at or after i, each found by
		// IndexByte and kept until i passes it: strings.IndexAny read the
		// text a byte at a time from every '+' of a diff or an expression
		// on, and cost 2 % of a scan
		nextByte := func(c byte, from int) int {
			if k := strings.IndexByte(text[from:], c); k >= 0 {
				return from + k
			}
			return len(text)
		}
		pct, plus := nextByte('%', 0), nextByte('+', 0)
		for i := 0; i < len(text); {
			if pct < i {
				pct = nextByte('%', i)
			}
			if plus < i {
				plus = nextByte('+', i)
			}
			p := min(pct, plus)
			if p == len(text) {
				break
			}
			if text[p] == '%' && (p+2 >= len(text) || !isHex(text[p+1]) || !isHex(text[p+2])) {
				i = p + 1
				continue
			}
			st, en := p, p
			for st > 0 && isURLChar(text[st-1]) {
				st--
			}
			for en < len(text) && isURLChar(text[en]) {
				en++
			}
			if text[p] == '+' && !strings.ContainsAny(text[st:en], "?&") {
				// a '+' is a space only in a query string
				i = en + 1
				continue
			}
			em.percent(st, en)
			// each query parameter alone, so that a value followed by
			// &next=… still ends where terminator-anchored rules expect
			for ps := st; ps < en; {
				pe := ps
				for pe < en && text[pe] != '&' && text[pe] != '?' && text[pe] != '=' {
					pe++
				}
				if (ps > st || pe < en) && strings.ContainsAny(text[ps:pe], "%+") {
					em.percent(ps, pe)
				}
				ps = pe + 1
			}
			i = en + 1
		}
	}
	return em.out, errors.Join(em.errs...)
}

// b64Runs calls fn(start, end) for every run of base64 characters (both
// alphabets) in text, with up to two '=' of padding, that is at least 16
// bytes long: the shortest run the base64 and hex decoders look at. Every
// scanned byte goes through here, and most text has no such run, so it
// looks at every 14th byte first: a run of 14 characters (16 with its
// padding) must hold it, and when it is no base64 character the 14 bytes
// up to it need not be read at all.
func b64Runs(text string, fn func(start, end int)) {
	const minChars = 14
	for i := 0; i+minChars <= len(text); {
		p := i + minChars - 1
		if !isB64(text[p]) {
			i = p + 1
			continue
		}
		s := p // runs never reach back before i: text[i-1] is no base64 character
		for s > i && isB64(text[s-1]) {
			s--
		}
		j := p + 1
		for j < len(text) && isB64(text[j]) {
			j++
		}
		k := j
		for k < len(text) && k-j < 2 && text[k] == '=' {
			k++
		}
		if k-s >= 16 {
			fn(s, k)
		}
		i = k
		if i == j {
			i++
		}
	}
}

// emitter scans decoded runs of one string and maps their matches to the
// encoded run; a value type so the fast path allocates nothing.
type emitter struct {
	s     *Set
	text  string
	depth int
	out   []Match
	errs  []error
}

func (em *emitter) emit(start, end int, enc, decoded string) {
	inner, err := em.s.scan(decoded, em.depth+1, nil)
	if err != nil {
		em.errs = append(em.errs, err)
	}
	for _, m := range inner {
		if m.Encoding == "" {
			m.Encoding = enc
		}
		m.Start, m.End = start, end
		m.InnerPath = ""
		em.out = append(em.out, m)
	}
}

// percent decodes text[st:en] as a query component, else as a path, and
// maps each match back to the exact bytes encoding it (not the whole run:
// a secret in one query parameter must not take the URL with it).
func (em *emitter) percent(st, en int) {
	t := em.text[st:en]
	dec, orig, ok := percentDecode(t, true)
	if !ok {
		if dec, orig, ok = percentDecode(t, false); !ok {
			return
		}
	}
	inner, err := em.s.scan(dec, em.depth+1, nil)
	if err != nil {
		em.errs = append(em.errs, err)
	}
	for _, m := range inner {
		if m.Encoding == "" {
			m.Encoding = "percent"
		}
		m.Start, m.End = st+orig[m.Start], st+orig[m.End]
		if weakID(m.RuleID) && (m.Start > 0 && em.text[m.Start-1] == '+' || m.End < len(em.text) && em.text[m.End] == '+') {
			// a query's '+' decodes to a blank: the piece of a base64
			// value between two of them is not a token of its own
			continue
		}
		m.InnerPath = ""
		em.out = append(em.out, m)
	}
}

// b64Head reports whether the first 16 characters of a base64 run decode,
// in either alphabet, to printable text, without allocating: most runs are
// identifiers, paths or random data and stop here.
func b64Head(run string) bool {
	var buf [12]byte
	h := run[:16]
	enc := base64.RawStdEncoding
	if strings.ContainsAny(h, "-_") {
		enc = base64.RawURLEncoding
	}
	n, err := enc.Decode(buf[:], []byte(h))
	if err != nil {
		return false
	}
	return printable(buf[:n]) || utf16Head(buf[:n])
}

// utf16Head reports bytes that open UTF-16LE text of ASCII: a printable
// byte, then a zero, each time (a byte-order mark first allowed).
func utf16Head(b []byte) bool {
	if len(b) >= 2 && b[0] == 0xff && b[1] == 0xfe {
		b = b[2:]
	}
	if len(b) < 4 {
		return false
	}
	for i := 0; i+1 < len(b); i += 2 {
		if b[i+1] != 0 || b[i] < 0x20 && b[i] != '\n' && b[i] != '\r' && b[i] != '\t' || b[i] >= 0x7f {
			return false
		}
	}
	return true
}

func isB64(c byte) bool { return b64Chars[c] }

// b64Chars holds the standard and URL-safe base64 alphabets: the run
// finder tests every byte of every scanned string, and a table load is
// cheaper than the chain of range tests.
var b64Chars = func() (t [256]bool) {
	for c := range 256 {
		t[c] = 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '+' || c == '/' || c == '-' || c == '_'
	}
	return t
}()

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func isHexRun(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isHex(s[i]) {
			return false
		}
	}
	return true
}

// isURLChar reports bytes that may appear in a percent-encoded token.
func isURLChar(c byte) bool {
	return c > ' ' && c < 0x7f && c != '"' && c != '\'' && c != '`' && c != '<' && c != '>' && c != '\\'
}

// decodeB64 decodes s in whichever of the standard or URL alphabets it is
// written, with or without padding. A long run whose first 48 bytes do not
// decode to text (an image, a signature) is rejected before decoding the
// rest.
func decodeB64(s string) ([]byte, bool) {
	t := strings.TrimRight(s, "=")
	if len(t) > 256 {
		if head, ok := decodeB64(t[:64]); !ok || !printable(head) && !utf16Head(head) {
			return nil, false
		}
	}
	enc := base64.RawStdEncoding
	if strings.ContainsAny(t, "-_") {
		if strings.ContainsAny(t, "+/") {
			return nil, false
		}
		enc = base64.RawURLEncoding
	}
	if len(t)%4 == 1 {
		return nil, false
	}
	b, err := enc.DecodeString(t)
	return b, err == nil
}

// printable reports whether b is valid UTF-8 made mostly (95 %) of
// printable characters and common whitespace.
// argvText returns b with the NUL bytes that separate a command line's
// arguments written as blanks, in place: auditd's proctitle and a
// /proc/PID/cmdline are argv joined by NULs (mysql\0-u\0root\0-pv), which
// the rules read as the command line it was. b is returned unchanged
// when it holds two NULs in a row or starts with one (binary data).
func argvText(b []byte) []byte {
	if bytes.IndexByte(b, 0) < 0 || b[0] == 0 || bytes.Contains(b, []byte{0, 0}) {
		return b
	}
	for i, c := range b {
		if c == 0 {
			b[i] = ' '
		}
	}
	return b
}

func printable(b []byte) bool {
	if len(b) == 0 || !utf8.Valid(b) {
		return false
	}
	bad := 0
	for _, c := range b {
		if c < 0x20 && c != '\n' && c != '\r' && c != '\t' || c == 0x7f {
			bad++
		}
	}
	return bad*20 <= len(b)
}

func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// utf16Text returns b read as UTF-16LE text (a byte-order mark allowed)
// in UTF-8, when it is that: PowerShell's -EncodedCommand is the base64
// of a script in UTF-16LE, and Windows writes other blobs so (a .reg
// export, a registry value shown in hex). Text mostly of ASCII has every
// second byte zero; that and printable() of the result tell it from
// random bytes.
func utf16Text(b []byte) (string, bool) {
	if len(b) >= 2 && b[0] == 0xff && b[1] == 0xfe {
		b = b[2:]
	}
	if len(b) < 8 || len(b)%2 != 0 {
		return "", false
	}
	zeros := 0
	for i := 1; i < len(b); i += 2 {
		if b[i] == 0 {
			zeros++
		}
	}
	if zeros*10 < len(b)/2*9 {
		return "", false // under nine in ten: not text of mostly ASCII
	}
	u := make([]uint16, len(b)/2)
	for i := range u {
		u[i] = uint16(b[2*i]) | uint16(b[2*i+1])<<8
	}
	t := []byte(string(utf16.Decode(u)))
	if !printable(t) {
		return "", false
	}
	return string(t), true
}

// unescaped scans text with JSON/code string escapes decoded (\" \\ \n
// \t \r \/ \'), when text holds an escaped quote or an \n, \t or \r
// escape glued to a letter or digit: a JSON document embedded in prose,
// or a string literal in code, hides secrets behind \" that
// terminator-anchored rules do not accept, and "\nfo1_…" has no word
// boundary before the token. The lines that also hold \uXXXX or \xXX
// escapes of printable characters, or a backslash before ':', '=' or
// '$' (properties, Kotlin), are scanned again with those decoded too
// (lineView). Matches map back to the span encoding the secret.
func (s *Set) unescaped(text string, depth int, out []Match) ([]Match, error) {
	var err error
	if wholeTextEscape(text) {
		buf, orig := appendDecoded(make([]byte, 0, len(text)), make([]int32, 0, len(text)+1), text, 0, len(text), simpleEscape)
		out, err = s.scanMapped(buf, append(orig, int32(len(text))), depth+1, out)
	}
	if strings.IndexByte(text, '\\') < 0 {
		return out, err
	}
	var lerr error
	out, lerr = s.lineView(text, out, otherEscape, decodeEscape)
	return out, errors.Join(err, lerr)
}

// simpleEscape decodes the escape at text[i] when it is one of JSON's and
// code's one-letter escapes unescaped decodes in a whole text: \" \\ \/
// \' \n \t \r.
func simpleEscape(text string, i int) (int, rune) {
	if text[i] != '\\' || i+1 >= len(text) {
		return 0, 0
	}
	switch c := text[i+1]; c {
	case '"', '\\', '/', '\'':
		return 2, rune(c)
	case 'n':
		return 2, '\n'
	case 't':
		return 2, '\t'
	case 'r':
		return 2, '\r'
	case '0':
		// libedit's blank in a history file (.mysql_history's
		// CREATE\040USER…), so that the statement reads as written
		if i+4 <= len(text) && text[i+2:i+4] == "40" {
			return 4, ' '
		}
	case 'u':
		// the escape character of a terminal's colours, as a notebook's
		// traceback or an asciinema recording stores it, so that the ansi
		// view drops the sequences it starts
		if i+6 <= len(text) && strings.EqualFold(text[i+2:i+6], "001b") {
			return 6, 0x1b
		}
	}
	return 0, 0
}

// appendDecoded appends text[from:to] to buf with decode applied, and to
// orig the offset in text of each byte appended: a decoded character's
// bytes all map to the start of its escape. decode sees text up to to.
func appendDecoded(buf []byte, orig []int32, text string, from, to int, decode func(string, int) (int, rune)) ([]byte, []int32) {
	var rb [utf8.UTFMax]byte
	for i := from; i < to; {
		if n, r := decode(text[:to], i); n > 0 {
			k := utf8.EncodeRune(rb[:], r)
			for _, b := range rb[:k] {
				buf = append(buf, b)
				orig = append(orig, int32(i))
			}
			i += n
			continue
		}
		buf = append(buf, text[i])
		orig = append(orig, int32(i))
		i++
	}
	return buf, orig
}

// scanMapped scans a decoded view, whose bytes come from the offsets orig
// of the text (one more offset than bytes: the text's end), and appends
// the matches mapped back to the bytes that encode them.
func (s *Set) scanMapped(view []byte, orig []int32, depth int, out []Match) ([]Match, error) {
	inner, err := s.scan(string(view), depth, nil)
	for _, m := range inner {
		m.Start, m.End = int(orig[m.Start]), int(orig[m.End])
		if m.End > m.Start {
			out = append(out, m)
		}
	}
	return out, err
}

// lineView scans again, with decode applied, the lines of text for
// which has is true, joined by line breaks into one view, and appends the
// matches mapped back to text. Only those lines are decoded and scanned:
// a file of code holds such escapes here and there, and scanning it
// whole twice would double the cost of every one. The view's lines are
// not neighbours: no fold joins them, and no further decoding runs on
// them (the view is scanned at maxDepth).
func (s *Set) lineView(text string, out []Match, has func(string) bool, decode func(string, int) (int, rune)) ([]Match, error) {
	var buf []byte
	var orig []int32
	for ls := 0; ls < len(text); {
		le := strings.IndexByte(text[ls:], '\n')
		if le < 0 {
			le = len(text)
		} else {
			le += ls
		}
		if has(text[ls:le]) {
			buf, orig = appendDecoded(buf, orig, text, ls, le, decode)
			buf = append(buf, '\n')
			orig = append(orig, int32(le))
		}
		ls = le + 1
	}
	if buf == nil {
		return out, nil
	}
	return s.scanMapped(buf, append(orig, int32(len(text))), maxDepth, out)
}

// decodeEscape decodes the escape at text[i] for lineView: \uXXXX and
// \xXX of a printable character (a control byte or a lone mark stays
// written: "\x1b[32m" is a terminal's colour), the escapes escapeAt knows,
// and a backslash before ':', '=' or '$'.
func decodeEscape(text string, i int) (int, rune) {
	if text[i] != '\\' || i+1 >= len(text) {
		return 0, 0
	}
	switch c := text[i+1]; c {
	case ':', '=', '$':
		return 2, rune(c)
	case 'u', 'x':
		n, r := escapeAt(text, i)
		if n == 0 || !printableRune(r) {
			return 0, 0
		}
		return n, r
	}
	return escapeAt(text, i)
}

// printableRune reports a printable ASCII character or a letter.
func printableRune(r rune) bool {
	return 0x20 <= r && r < 0x7f || r >= 0xa0 && unicode.IsLetter(r)
}

// otherEscape reports whether line holds a \uXXXX or \xXX escape of a
// printable character, or a backslash before ':', '=' or '$'.
func otherEscape(line string) bool {
	for i := strings.IndexByte(line, '\\'); i >= 0 && i+1 < len(line); {
		switch c := line[i+1]; c {
		case ':', '=', '$':
			return true
		case 'u', 'x':
			if n, r := escapeAt(line, i); n > 0 && printableRune(r) {
				return true
			}
		}
		j := strings.IndexByte(line[i+2:], '\\')
		if j < 0 {
			break
		}
		i += 2 + j
	}
	return false
}

// entities scans again the lines of text that hold HTML and XML
// character references (&amp; &quot; &lt; &gt; &apos; &#NN; &#xHH;), with
// them decoded: a page, an XML config or an escaped XML document inside
// XML (&lt;Password&gt;v) writes a secret's '+', '/' or '=' so (ESAPI's
// &#x2f;, mustache's &#x3D;), and its markup too. Matches map back to
// the span encoding the secret.
func (s *Set) entities(text string, depth int, out []Match) ([]Match, error) {
	if strings.IndexByte(text, '&') < 0 {
		return out, nil
	}
	return s.lineView(text, out, hasEntity, func(t string, i int) (int, rune) {
		if t[i] != '&' {
			return 0, 0
		}
		return entityAt(t, i)
	})
}

// hasEntity reports whether text holds a character reference entityAt
// decodes.
func hasEntity(text string) bool {
	for i := strings.IndexByte(text, '&'); i >= 0; {
		if n, _ := entityAt(text, i); n > 0 {
			return true
		}
		j := strings.IndexByte(text[i+1:], '&')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// entityAt decodes the character reference at text[i] (a '&'): its
// length and the rune it stands for, or 0.
func entityAt(text string, i int) (int, rune) {
	rest := text[i+1:]
	for _, e := range [...]struct {
		name string
		r    rune
	}{{"amp;", '&'}, {"quot;", '"'}, {"lt;", '<'}, {"gt;", '>'}, {"apos;", '\''}, {"nbsp;", ' '}} {
		if strings.HasPrefix(rest, e.name) {
			return 1 + len(e.name), e.r
		}
	}
	if len(rest) < 3 || rest[0] != '#' {
		return 0, 0
	}
	j, base := 1, rune(10)
	if rest[1] == 'x' || rest[1] == 'X' {
		j, base = 2, 16
	}
	var r rune
	k := j
	for k < len(rest) && k-j < 7 && (isDigit(rest[k]) || base == 16 && isHex(rest[k])) {
		r = r*base + rune(unhex(rest[k]))
		k++
	}
	if k == j || k >= len(rest) || rest[k] != ';' || r == 0 || r > utf8.MaxRune {
		return 0, 0
	}
	return 1 + k + 1, r
}

// wholeTextEscape reports whether unescaped decodes text as a whole: it
// holds \", a terminal colour's \u001b, libedit's \040, or an escape
// glued to a word (gluedEscape). One walk over the backslashes.
func wholeTextEscape(text string) bool {
	for i := strings.IndexByte(text, '\\'); i >= 0; {
		r := text[i+1:]
		if r != "" && r[0] == '"' || strings.HasPrefix(r, "040") || len(r) >= 5 && strings.EqualFold(r[:5], "u001b") {
			return true
		}
		j := strings.IndexByte(r, '\\')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return gluedEscape(text)
}

// gluedEscape reports whether text holds an \n, \t or \r escape directly
// followed by an ASCII letter or digit.
func gluedEscape(text string) bool {
	for i := strings.IndexByte(text, '\\'); i >= 0 && i+2 < len(text); {
		if c := text[i+1]; (c == 'n' || c == 't' || c == 'r') && isAlnum(text[i+2]) {
			return true
		}
		j := strings.IndexByte(text[i+2:], '\\')
		if j < 0 {
			break
		}
		i += 2 + j
	}
	return false
}
