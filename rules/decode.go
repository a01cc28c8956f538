package rules

import (
	"encoding/base64"
	"encoding/hex"
	"errors"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/omp-redact/omp-redact/session"
	"github.com/tidwall/gjson"
)

// nested scans the string leaves of text when text is itself a JSON
// document (tool arguments as text, `cat config.json` output) and maps each
// inner match to the span of text that encodes the secret, so replacing
// that span with plain text keeps the inner document valid.
func (s *Set) nested(text string, depth int, out []Match) ([]Match, error) {
	t := strings.TrimSpace(text)
	if len(t) < 2 || !(t[0] == '{' && t[len(t)-1] == '}' || t[0] == '[' && t[len(t)-1] == ']') || !gjson.Valid(t) {
		return out, nil
	}
	return s.nestedDoc(text, t, depth, out)
}

// nestedDoc is the slow path of nested, split off so that the closure's
// captures are only allocated for real documents.
func (s *Set) nestedDoc(text, t string, depth int, out []Match) ([]Match, error) {
	off := strings.Index(text, t)
	raw := unsafe.Slice(unsafe.StringData(t), len(t))
	var errs []error
	session.Walk(raw, func(l *session.Leaf) bool {
		v := l.Value()
		if len(v) < 6 {
			return true
		}
		inner, err := s.scan(v, depth+1, nil)
		if err != nil {
			errs = append(errs, err)
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
			if b, err := hex.DecodeString(run); err == nil && printable(b) {
				em.emit(i, k, "hex", string(b))
			}
		} else if b64Head(run) {
			if b, ok := decodeB64(run); ok && printable(b) {
				em.emit(i, k, "base64", string(b))
			}
		}
	})
	if strings.IndexByte(text, '%') >= 0 || strings.IndexByte(text, '+') >= 0 && strings.IndexByte(text, '=') >= 0 {
		for i := 0; i < len(text); {
			p := strings.IndexAny(text[i:], "%+")
			if p < 0 {
				break
			}
			p += i
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
	return printable(buf[:n])
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
		if head, ok := decodeB64(t[:64]); !ok || !printable(head) {
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

// folded scans text folded across lines at a fixed width (a terminal or
// a tool wrapping output at 64, 76 or 80 columns): runs of at least two
// lines of the same width (at least 16; the last may be shorter) are
// joined and scanned again. A match that crosses a line break is reported
// as folded-token with the span of the folded secret, line breaks
// included; matches within one line were already found directly.
func (s *Set) folded(text string, depth int, out []Match) ([]Match, error) {
	if _, on := s.byID["folded-token"]; !on || strings.IndexByte(text, '\n') < 0 {
		return out, nil
	}
	var errs []error
	sc := s.pool.Get().(*scratch)
	defer s.pool.Put(sc)
	sc.lines = appendLines(sc.lines[:0], text)
	lines := sc.lines
	for i := 0; i < len(lines); {
		w := lines[i].e - lines[i].s
		if w < 16 {
			i++
			continue
		}
		j, short := i+1, false
		for j < len(lines) {
			lw := lines[j].e - lines[j].s
			if lw == 0 || lw > w {
				break
			}
			j++
			if lw < w {
				short = true
				break
			}
		}
		if j-i < 2 {
			i++
			continue
		}
		sc.brks = foldBreaks(text, lines[i:j], sc.brks[:0])
		if len(sc.brks) == 0 {
			i = j
			if short {
				i = j - 1
			}
			continue
		}
		var b strings.Builder
		b.Grow(lines[j-1].e - lines[i].s)
		for k := i; k < j; k++ {
			b.WriteString(text[lines[k].s:lines[k].e])
		}
		inner, err := s.scanFolded(b.String(), w, sc.brks, depth)
		if err != nil {
			errs = append(errs, err)
		}
		orig := func(o int) int {
			k := min(o/w, j-i-1)
			return lines[i+k].s + o - k*w
		}
		for _, m := range inner {
			if m.Start/w == (m.End-1)/w {
				continue // within one line: found directly
			}
			first := lines[i+m.Start/w]
			if isGeneric(m.RuleID) && !cutAtLineEnd(out, first) {
				// a key-name rule may just glue a value to the next real
				// line; believe it only when the direct scan saw a value
				// cut by the end of the line
				continue
			}
			if (isGeneric(m.RuleID) || endsAt(out, first, m.RuleID)) && !plausibleFold(b.String(), m.Start, m.End, w) {
				// the rule already matched up to the line end (a value of
				// any length): the fold is only an extension, believed
				// when the next line goes on with a token, not with a word
				// or an assignment of its own
				continue
			}
			out = append(out, Match{RuleID: "folded-token", Start: orig(m.Start), End: orig(m.End-1) + 1,
				Encoding: m.Encoding, Secret: m.Secret, Severity: m.Severity})
		}
		i = j
		if short {
			i = j - 1 // the shorter last line may start the next run
		}
	}
	return out, errors.Join(errs...)
}

// foldBreaks appends to out the indexes k of the breaks of the run (after
// its line k) that fall inside a token that could be a secret: at least 12
// non-blank characters across the break, of at least two character
// classes (a 16-character password folded in its middle has 8 on each
// side). Ordinary text, code and listings break lines between words or
// after punctuation, so most runs of equal-width lines have none and are
// not joined at all.
func foldBreaks(text string, run []span, out []int) []int {
	for k := 0; k+1 < len(run); k++ {
		a, b := run[k], run[k+1]
		p, q := a.e, b.s
		// A fold cuts a token: only token characters count on both sides
		// of the break (code punctuation at line ends is not a fold).
		for p > a.s && a.e-p < 16 && isFoldChar(text[p-1]) {
			p--
		}
		for q < b.e && q-b.s < 16 && isFoldChar(text[q]) {
			q++
		}
		if a.e-p < 1 || q-b.s < 1 || (a.e-p)+(q-b.s) < 12 {
			continue
		}
		if hasClasses2(text[p:a.e], text[b.s:q], 2) {
			out = append(out, k)
		}
	}
	return out
}

// foldWindows is off only in tests, which compare windows with whole
// scans.
var foldWindows = true

// foldContext is how far before a folded token a window of the joined
// text starts (a key name, an operator and quotes: generic-api-key allows
// about 90 bytes), and foldSlack how far after it the window ends.
const (
	foldContext = 128
	foldSlack   = 32
)

// scanFolded scans joined, lines of width w joined at the breaks brks (see
// foldBreaks), with the rules and the base64/hex/percent decoders; JSON
// and folds inside a fold are not looked for. Only matches across a break
// are wanted, so only windows around the folded tokens are scanned: each
// token (the run of non-blank bytes across a break) with foldContext bytes
// before and foldSlack after. A match touching the edge of a window
// that is not the edge of joined may be cut: joined is then scanned whole.
func (s *Set) scanFolded(joined string, w int, brks []int, depth int) ([]Match, error) {
	whole := func() ([]Match, error) {
		inner, err := s.direct(joined, nil)
		if depth+1 < maxDepth {
			var derr error
			inner, derr = s.encoded(joined, depth+1, inner)
			err = errors.Join(err, derr)
		}
		return inner, err
	}
	var wins []span
	for _, k := range brks {
		// the token reaches to blanks, not just token characters: a
		// decoder's run (a URL with %-escapes) must not be cut
		ts, te := (k+1)*w, (k+1)*w
		for ts > 0 && joined[ts-1] != ' ' && joined[ts-1] != '\t' {
			ts--
		}
		for te < len(joined) && joined[te] != ' ' && joined[te] != '\t' {
			te++
		}
		ws, we := max(0, ts-foldContext), min(len(joined), te+foldSlack)
		if n := len(wins); n > 0 && ws <= wins[n-1].e {
			wins[n-1].e = max(wins[n-1].e, we)
			continue
		}
		wins = append(wins, span{ws, we})
	}
	if !foldWindows || len(wins) == 1 && wins[0].s == 0 && wins[0].e == len(joined) {
		return whole()
	}
	var out []Match
	var errs []error
	for _, win := range wins {
		sub := joined[win.s:win.e]
		inner, err := s.direct(sub, nil)
		errs = append(errs, err)
		if depth+1 < maxDepth {
			inner, err = s.encoded(sub, depth+1, inner)
			errs = append(errs, err)
		}
		for _, m := range inner {
			if m.Start == 0 && win.s > 0 || m.End == len(sub) && win.e < len(joined) {
				return whole()
			}
			m.Start += win.s
			m.End += win.s
			out = append(out, m)
		}
	}
	return out, errors.Join(errs...)
}

func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// isFoldChar reports whether c can be part of a token folded across lines.
func isFoldChar(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		c == '+' || c == '/' || c == '=' || c == '_' || c == '-' || c == '.' || c == '~'
}

// cutAtLineEnd reports whether a generic match in ms ends exactly at the
// end of line l, and no specific one does: a specific rule that matched up
// to the line end found a whole token, which a generic fold would glue to
// the next line.
func cutAtLineEnd(ms []Match, l span) bool {
	cut := false
	for _, m := range ms {
		if m.End == l.e && m.Start >= l.s {
			if !isGeneric(m.RuleID) {
				return false
			}
			cut = true
		}
	}
	return cut
}

// endsAt reports whether a match of rule id in ms ends exactly at the end
// of line l.
func endsAt(ms []Match, l span, id string) bool {
	for _, m := range ms {
		if m.End == l.e && m.Start >= l.s && m.RuleID == id {
			return true
		}
	}
	return false
}

type span struct{ s, e int }

// appendLines appends the lines of text without their terminators.
func appendLines(out []span, text string) []span {
	for start := 0; start <= len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		e := end
		if e > start && text[e-1] == '\r' {
			e--
		}
		out = append(out, span{start, e})
		start = end + 1
	}
	return out
}

// unescaped scans text with JSON/code string escapes (\" \\ \n \t \r \/
// \') decoded, when text holds an escaped quote or an \n, \t or \r escape
// glued to a letter or digit: a JSON document embedded in prose, or a
// string literal in code, hides secrets behind \" that
// terminator-anchored rules do not accept, and "\nfo1_…" has no word
// boundary before the token. Matches map back to the span encoding the
// secret.
func (s *Set) unescaped(text string, depth int, out []Match) ([]Match, error) {
	if !strings.Contains(text, `\"`) && !gluedEscape(text) {
		return out, nil
	}
	buf := make([]byte, 0, len(text))
	orig := make([]int32, 0, len(text)+1)
	for i := 0; i < len(text); {
		c := text[i]
		if c == '\\' && i+1 < len(text) {
			d, ok := byte(0), true
			switch text[i+1] {
			case '"', '\\', '/', '\'':
				d = text[i+1]
			case 'n':
				d = '\n'
			case 't':
				d = '\t'
			case 'r':
				d = '\r'
			default:
				ok = false
			}
			if ok {
				buf = append(buf, d)
				orig = append(orig, int32(i))
				i += 2
				continue
			}
		}
		buf = append(buf, c)
		orig = append(orig, int32(i))
		i++
	}
	orig = append(orig, int32(len(text)))
	inner, err := s.scan(string(buf), depth+1, nil)
	for _, m := range inner {
		m.Start, m.End = int(orig[m.Start]), int(orig[m.End])
		out = append(out, m)
	}
	return out, err
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
