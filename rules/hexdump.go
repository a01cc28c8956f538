package rules

import (
	"errors"
	"strings"
)

// hexDumps scans again the bytes that a hex dump shows: xxd's "00000020:
// 705f 6541 …  p_eAcHdP…", hexdump -C's and hd's "00000010  65 72 …
// |ernal:54…|", od -t x1z's ">…<" and Format-Hex's rows. A dump of a
// .env, .npmrc or credentials file cuts every value into rows of sixteen
// bytes, written twice (hex and text), so no rule reads one whole. The
// rows of a dump are decoded back into the file's bytes and scanned; a
// match becomes one span per row it crosses in the hex columns, and one
// in the text column when the row has it.
func (s *Set) hexDumps(text string, out []Match) ([]Match, error) {
	if !strings.Contains(text, "0000") && !strings.Contains(text, "od ") {
		return out, nil
	}
	var errs []error
	var rows []dumpRow
	flush := func() {
		if len(rows) >= 2 {
			var err error
			out, err = s.scanDump(text, rows, out)
			if err != nil {
				errs = append(errs, err)
			}
		}
		rows = rows[:0]
	}
	eachLine(text, func(ls, le int) {
		if r, ok := parseDumpRow(text, ls, le); ok {
			rows = append(rows, r)
		} else if r, ok := parseCharDumpRow(text, ls, le); ok {
			rows = append(rows, r)
		} else {
			flush()
		}
	})
	flush()
	return out, errors.Join(errs...)
}

// dumpRow is one row of a hex dump: the bytes it shows, the offset in the
// text of each byte's two hex digits, and of its character in the text
// column (-1 when the row has none).
type dumpRow struct {
	b     []byte
	hex   []int32
	width int32 // the bytes written for one: 2 in hex, 3 in od -c's columns
	ascii int32 // the text column's start, or -1
}

// maxDumpRow bounds the bytes of a row (xxd -c 32 at most is read).
const maxDumpRow = 32

// parseDumpRow reads a hex dump's row in text[ls:le]: an offset of 4 to
// 16 hex digits ("0x" before it and a colon after it allowed), the bytes in hex, alone or in
// groups of 2 or 4 (xxd), then, after blanks, the text column (bare, in
// |…| or in >…<), whose printable characters must be the bytes'.
func parseDumpRow(text string, ls, le int) (dumpRow, bool) {
	var r dumpRow
	i := skipSpaces(text, ls)
	if i+2 < le && text[i] == '0' && text[i+1] == 'x' {
		i += 2 // tcpdump -X's and -XX's "0x0040:  4f0d 0a24 …"
	}
	o := i
	for i < le && isHex(text[i]) {
		i++
	}
	if i-o < 4 || i-o > 16 {
		return r, false
	}
	if i < le && text[i] == ':' {
		i++
	}
	if i >= le || text[i] != ' ' {
		return r, false
	}
	for {
		j := i
		for j < le && text[j] == ' ' {
			j++
		}
		if j-i > 2 && len(r.b) > 0 {
			i = j // three blanks or more: the text column after a short row
			break
		}
		k := j
		for k < le && isHex(text[k]) {
			k++
		}
		n := k - j
		if n == 0 || n%2 != 0 || n > 8 || k < le && text[k] != ' ' || len(r.b)+n/2 > maxDumpRow {
			i = j
			break
		}
		if len(r.b) >= 16 && n == 2 && j-i >= 2 {
			// a full row of sixteen: what follows two blanks is its text
			// column, even if it looks like hex ("ab cd")
			i = j
			break
		}
		for p := j; p < k; p += 2 {
			r.b = append(r.b, unhex(text[p])<<4|unhex(text[p+1]))
			r.hex = append(r.hex, int32(p))
		}
		i = k
	}
	if len(r.b) < 4 {
		return r, false
	}
	r.width = 2
	r.ascii = -1
	a := i
	if a < le && (text[a] == '|' || text[a] == '>') {
		a++
	}
	// the text column after the blanks, or one or two bytes after the
	// last hex digit when it starts with a blank (curl --trace's row
	// " ZWxh…" after one blank)
	end := int(r.hex[len(r.hex)-1]) + 2
	for _, c := range [...]int{a, end + 1, end + 2} {
		if (c == a || c < a) && dumpText(text, c, le, r.b) {
			r.ascii = int32(c)
			break
		}
	}
	if r.ascii < 0 && strings.TrimSpace(text[i:le]) != "" {
		return r, false // something after the bytes that is no text column of them
	}
	return r, true
}

// dumpText reports whether text[a:le] starts with the text column of
// the bytes b: each printable byte itself, every other one a '.'.
func dumpText(text string, a, le int, b []byte) bool {
	if a+len(b) > le {
		return false
	}
	for k, c := range b {
		if d := text[a+k]; 0x20 <= c && c < 0x7f && d != c || (c < 0x20 || c >= 0x7f) && d != '.' {
			return false
		}
	}
	return true
}

// scanDump scans the bytes of a dump's rows and appends each match as
// spans of the rows' hex and text columns, each with the whole secret
// (as a folded token's pieces: a piece's bytes alone are no secret to
// look for elsewhere).
func (s *Set) scanDump(text string, rows []dumpRow, out []Match) ([]Match, error) {
	var view []byte
	type at struct{ row, col int }
	var where []at
	for ri, r := range rows {
		view = append(view, r.b...)
		for c := range r.b {
			where = append(where, at{ri, c})
		}
	}
	inner, err := s.scan(string(view), maxDepth, nil)
	for _, m := range inner {
		for k := m.Start; k < m.End; {
			w := where[k]
			r := rows[w.row]
			last := min(m.End-1, k+len(r.b)-1-w.col) // the match's last byte in this row
			lc := where[last].col
			hs, he := int(r.hex[w.col]), int(r.hex[lc]+r.width)
			out = append(out, Match{RuleID: m.RuleID, Start: hs, End: he, Severity: m.Severity, Encoding: "hex", Secret: m.Secret})
			if r.ascii >= 0 {
				as, ae := int(r.ascii)+w.col, int(r.ascii)+lc+1
				out = append(out, Match{RuleID: m.RuleID, Start: as, End: ae, Severity: m.Severity, Secret: m.Secret})
			}
			k = last + 1
		}
	}
	return out, err
}

// parseCharDumpRow reads a row of od -c in text[ls:le]: an optional
// offset of 7 octal digits, then one column of four characters per byte,
// the byte right-aligned in it (m, \n, 001, four blanks for a blank).
func parseCharDumpRow(text string, ls, le int) (dumpRow, bool) {
	var r dumpRow
	i := ls
	if le-ls >= 7 && strings.Trim(text[ls:ls+7], "01234567") == "" {
		i += 7
	}
	if (le-i)%4 != 0 || (le-i)/4 < 4 || (le-i)/4 > maxDumpRow {
		return r, false
	}
	for f := i; f < le; f += 4 {
		if text[f] != ' ' {
			return r, false
		}
		c, ok := odChar(text[f+1 : f+4])
		if !ok {
			return r, false
		}
		r.b = append(r.b, c)
		r.hex = append(r.hex, int32(f+1))
	}
	r.width = 3
	r.ascii = -1
	return r, true
}

// odChar decodes one of od -c's columns, right-aligned in three bytes.
func odChar(f string) (byte, bool) {
	t := strings.TrimLeft(f, " ")
	switch {
	case t == "":
		return ' ', true
	case len(t) == 1:
		return t[0], true
	case len(t) == 2 && t[0] == '\\':
		switch t[1] {
		case 'n':
			return '\n', true
		case 't':
			return '\t', true
		case 'r':
			return '\r', true
		case '0':
			return 0, true
		case '\\':
			return '\\', true
		case 'a', 'b', 'f', 'v':
			return map[byte]byte{'a': 7, 'b': 8, 'f': 12, 'v': 11}[t[1]], true
		}
	case len(t) == 3 && strings.Trim(t, "01234567") == "":
		return (t[0]-'0')<<6 | (t[1]-'0')<<3 | (t[2] - '0'), true
	}
	return 0, false
}
