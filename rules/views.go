package rules

import (
	"sort"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// maxViewDepth bounds how many times a text is decoded by viewOf: a JSON
// line whose string holds a JSON document that quotes \u-escaped text
// needs three.
const maxViewDepth = 3

// needsView reports whether viewOf could change text.
// (Three vectorized byte searches are faster than ContainsAny's loop over
// every byte, and a JSON line usually has a backslash early.)
func needsView(text string) bool {
	return strings.IndexByte(text, '\\') >= 0 || strings.IndexByte(text, '\n') >= 0 || strings.IndexByte(text, '%') >= 0
}

// viewOf returns text with one level of escapes decoded and folds joined,
// so that a known secret written with some or all of its characters
// escaped, or cut by a line break, reads as itself:
//
//   - JSON and code escapes: \uXXXX (surrogate pairs joined), \xXX, \n, \r,
//     \t, \", \\, \/ and \';
//   - percent-encoding: %XX;
//   - a line break (real or decoded) is removed together with the blanks
//     around it and a backslash continuation before it ("abc \<NL>   def"
//     reads "abcdef").
//
// One call decodes one level: text escaped twice needs two. With offsets,
// the returned viewMap gives the span of text that each view byte comes
// from, so a match in the view maps back to the bytes that encode it. The view is
// for matching known secrets only: joining every line also joins words,
// which only an exact known secret can match by accident.
func viewOf(text string, offsets bool) (view string, m viewMap) {
	v := viewBuilder{buf: make([]byte, 0, len(text)), offsets: offsets}
	if !v.build(text) {
		return text, nil
	}
	return string(v.buf), v.segs
}

// viewMap maps the bytes of a view back to text. It is a list of
// segments, not two offsets per byte: a 100 MB tool output would
// otherwise need 800 MB of offsets, where its segments (one per escape
// and per plain run between them) take a few percent of its size.
type viewMap []viewSeg

// viewSeg covers view bytes [v, v+n). A plain segment copies text from t
// on, one byte each; a decoded one (an escape) maps each of its bytes to
// the whole encoding text[t:e].
type viewSeg struct {
	v, n, t, e int32
	plain      bool
}

// span returns the span of text that view byte i comes from.
func (m viewMap) span(i int) (from, to int) {
	k := sort.Search(len(m), func(k int) bool { return int(m[k].v+m[k].n) > i })
	s := m[k]
	if s.plain {
		from = int(s.t) + i - int(s.v)
		return from, from + 1
	}
	return int(s.t), int(s.e)
}

// viewSeam is a view's map with the text it was built from, to tell
// where the view joined lines.
type viewSeam struct {
	m    viewMap
	text string
}

// runsOn reports whether view bytes i and i+1 are one run of in's bytes
// in the text: they are adjacent there, or they are the two sides of a
// fold the view joined (one line break, real or escaped, and blanks)
// with such bytes before it and, on the next line, a run of them that
// ends the line or a quoted value and is not a word alone: a wrapped
// block's next line or a folded token's tail, not a heredoc's EOF nor
// a key's name ("kind: Secret"). A nil seam is a text that is its own
// view.
func (j *viewSeam) runsOn(i int, in func(byte) bool) bool {
	if j == nil {
		return true
	}
	_, to := j.m.span(i)
	from, _ := j.m.span(i + 1)
	if from <= to {
		return true
	}
	gap := gapEscapes.Replace(j.text[to:from]) // a line break, real or escaped (\n in a JSON string), and blanks
	if strings.Count(gap, "\n") != 1 || strings.TrimLeft(gap, " \t\r\n") != "" {
		return false
	}
	b := to
	for b > 0 && to-b < 16 && in(j.text[b-1]) {
		b--
	}
	if !foldPiece(j.text[b:to], to-b == 16) {
		return false // a word before the break: "$ base64 .env.production"
	}
	// the line after: the run, then its padding, then the line's end,
	// a blank, a quote or a closing bracket; not a key's ':' or '='
	k := from
	for k < len(j.text) && in(j.text[k]) {
		k++
	}
	for k < len(j.text) && j.text[k] == '=' {
		k++
	}
	if !foldPiece(strings.TrimRight(j.text[from:k], "="), false) {
		return false // a word alone: a heredoc's EOF, a key's name
	}
	return k == len(j.text) || strings.IndexByte(" \t\r\n\"'`,;)]}>\\", j.text[k]) >= 0
}

// gapEscapes reads a JSON string's escaped line break and blanks as
// the characters they stand for.
var gapEscapes = strings.NewReplacer(`\n`, "\n", `\r`, "", `\t`, " ")

// foldPiece reports whether run, on one side of a line break, can be a
// piece of an encoded value: it holds a letter or a digit, no armor's
// dashes ("-----END"), and is no word or path alone unless long (cut:
// the run goes on before it).
func foldPiece(run string, cut bool) bool {
	if run == "" || strings.Contains(run, "---") || strings.IndexFunc(run, func(r rune) bool { return r < 0x80 && isAlnum(byte(r)) }) < 0 {
		return false
	}
	return cut || len(run) >= 16 || !identWord(run) && !wordShaped(run) && !strings.Contains(run, "/")
}

// viewBytes is viewOf into buf, without offsets; ok is false when the
// view is text itself. Contains uses it with pooled buffers: it runs on
// every line of a run.
func viewBytes(buf []byte, text string) (view []byte, ok bool) {
	v := viewBuilder{buf: buf[:0]}
	ok = v.build(text)
	return v.buf, ok
}

// build appends the view of text to v.buf and reports whether it differs
// from text.
func (v *viewBuilder) build(text string) bool {
	next := [3]int{-1, -1, -1} // next '\\', '%' and '\n' at or after i
	for i := 0; i < len(text); {
		if !v.fold {
			// copy the plain run up to the next special byte in bulk
			// each of the three looked for again only once i passed it
			// (written out: the loop over them cost as much as the search)
			if next[0] < i && next[0] != len(text) {
				next[0] = indexFrom(text, i, '\\')
			}
			if next[1] < i && next[1] != len(text) {
				next[1] = indexFrom(text, i, '%')
			}
			if next[2] < i && next[2] != len(text) {
				next[2] = indexFrom(text, i, '\n')
			}
			j := min(len(text), next[0], next[1], next[2])
			if j > i {
				if v.offsets {
					v.mapPlain(len(v.buf), i, j-i)
				}
				v.buf = append(v.buf, text[i:j]...)
				i = j
				continue
			}
		}
		c := text[i]
		switch {
		case c == '\\' && i+1 < len(text):
			if n, r := escapeAt(text, i); n > 0 {
				if r < utf8.RuneSelf {
					v.put(byte(r), i, i+n)
				} else {
					var b [4]byte
					for _, x := range b[:utf8.EncodeRune(b[:], r)] {
						v.put(x, i, i+n)
					}
				}
				v.changed = true
				i += n
				continue
			}
		case c == '%' && i+2 < len(text) && isHex(text[i+1]) && isHex(text[i+2]):
			v.put(unhex(text[i+1])<<4|unhex(text[i+2]), i, i+3)
			v.changed = true
			i += 3
			continue
		}
		v.put(c, i, i+1)
		i++
	}
	return v.changed
}

// indexFrom is the offset of the first c in text at or after i, len(text)
// when there is none.
func indexFrom(text string, i int, c byte) int {
	if p := strings.IndexByte(text[i:], c); p >= 0 {
		return i + p
	}
	return len(text)
}

type viewBuilder struct {
	buf     []byte
	segs    viewMap
	offsets bool
	fold    bool // after a line break: blanks are dropped
	changed bool
}

// mapPlain records that view bytes from at on copy text[t:t+n].
func (v *viewBuilder) mapPlain(at, t, n int) {
	if k := len(v.segs) - 1; k >= 0 {
		if s := &v.segs[k]; s.plain && int(s.v+s.n) == at && int(s.t+s.n) == t {
			s.n += int32(n) // continues the last run
			return
		}
	}
	v.segs = append(v.segs, viewSeg{v: int32(at), n: int32(n), t: int32(t), e: int32(t + n), plain: true})
}

// mapDecoded records that view byte at comes from the encoding text[s:e].
func (v *viewBuilder) mapDecoded(at, s, e int) {
	if e-s == 1 {
		v.mapPlain(at, s, 1)
		return
	}
	if k := len(v.segs) - 1; k >= 0 {
		if g := &v.segs[k]; !g.plain && int(g.v+g.n) == at && int(g.t) == s && int(g.e) == e {
			g.n++ // the next byte of a multi-byte rune
			return
		}
	}
	v.segs = append(v.segs, viewSeg{v: int32(at), n: 1, t: int32(s), e: int32(e)})
}

// put appends byte c that text[s:e] encodes, joining folds.
func (v *viewBuilder) put(c byte, s, e int) {
	switch {
	case c == '\n':
		// drop the blanks before the break, a continuation backslash and
		// the blanks before it
		v.trim(func(b byte) bool { return b == ' ' || b == '\t' || b == '\r' })
		if n := len(v.buf); n > 0 && v.buf[n-1] == '\\' {
			v.pop()
			v.trim(func(b byte) bool { return b == ' ' || b == '\t' })
		}
		v.fold = true
		v.changed = true
		return
	case v.fold && (c == ' ' || c == '\t' || c == '\r'):
		return
	}
	v.fold = false
	if v.offsets {
		v.mapDecoded(len(v.buf), s, e)
	}
	v.buf = append(v.buf, c)
}

func (v *viewBuilder) trim(blank func(byte) bool) {
	for n := len(v.buf); n > 0 && blank(v.buf[n-1]); n-- {
		v.pop()
	}
}

func (v *viewBuilder) pop() {
	v.buf = v.buf[:len(v.buf)-1]
	if v.offsets {
		k := len(v.segs) - 1
		if v.segs[k].n--; v.segs[k].n == 0 {
			v.segs = v.segs[:k]
		} else if v.segs[k].plain {
			v.segs[k].e--
		}
	}
}

// escapeAt decodes the escape at text[i] (a backslash): its length and the
// rune it stands for, or 0 when it is not one viewOf decodes.
func escapeAt(text string, i int) (int, rune) {
	switch text[i+1] {
	case 'n':
		return 2, '\n'
	case 'r':
		return 2, '\r'
	case 't':
		return 2, '\t'
	case '"', '\\', '/', '\'':
		return 2, rune(text[i+1])
	case 'x':
		if i+4 <= len(text) && isHex(text[i+2]) && isHex(text[i+3]) {
			return 4, rune(unhex(text[i+2])<<4 | unhex(text[i+3]))
		}
	case 'u':
		r, ok := hex4(text, i+2)
		if !ok {
			return 0, 0
		}
		if utf16.IsSurrogate(r) && i+12 <= len(text) && text[i+6] == '\\' && text[i+7] == 'u' {
			if lo, ok := hex4(text, i+8); ok {
				if p := utf16.DecodeRune(r, lo); p != utf8.RuneError {
					return 12, p
				}
			}
		}
		return 6, r
	}
	return 0, 0
}

func hex4(text string, i int) (rune, bool) {
	if i+4 > len(text) {
		return 0, false
	}
	var r rune
	for _, c := range []byte(text[i : i+4]) {
		if !isHex(c) {
			return 0, false
		}
		r = r<<4 | rune(unhex(c))
	}
	return r, true
}

func unhex(c byte) byte {
	switch {
	case '0' <= c && c <= '9':
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}
