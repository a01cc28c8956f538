package session

import (
	"bytes"
	"encoding/json"
	"fmt"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"
)

// stringEnd returns the index just after the closing quote of the JSON
// string whose opening quote is at raw[i], and whether it holds escapes.
// raw must be valid JSON.
func stringEnd(raw []byte, i int) (end int, escaped bool) {
	j := i + 1
	for {
		k := bytes.IndexByte(raw[j:], '"')
		if k < 0 {
			return len(raw), escaped
		}
		q := j + k
		// count backslashes before the quote
		b := q - 1
		for b > i && raw[b] == '\\' {
			b--
		}
		if bytes.IndexByte(raw[j:q], '\\') >= 0 {
			escaped = true
		}
		if (q-1-b)%2 == 0 {
			return q + 1, escaped
		}
		j = q + 1
	}
}

// DecodeString decodes an encoded JSON string (with its quotes). Without
// escapes the result aliases raw and costs no allocation. A lone UTF-16
// surrogate escape decodes to U+FFFD, as Go does; callers that edit strings
// splice raw bytes (see [RawSpan]) so such escapes survive untouched.
func DecodeString(raw []byte) string {
	if len(raw) < 2 {
		return ""
	}
	body := raw[1 : len(raw)-1]
	i := bytes.IndexByte(body, '\\')
	if i < 0 {
		return unsafe.String(unsafe.SliceData(body), len(body))
	}
	buf := append(make([]byte, 0, len(body)), body[:i]...)
	for i < len(body) {
		// copy the run up to the next escape at once: tool output is
		// long lines between "\n"s, and a byte at a time cost a scan of
		// 6 % of the CPU of a bench corpus scan
		k := bytes.IndexByte(body[i:], '\\')
		if k < 0 {
			buf = append(buf, body[i:]...)
			break
		}
		buf = append(buf, body[i:i+k]...)
		i += k
		r, n := decodeEscape(body[i:])
		buf = utf8.AppendRune(buf, r)
		i += n
	}
	return unsafe.String(unsafe.SliceData(buf), len(buf))
}

// decodeEscape decodes the escape at the start of b and returns the rune and
// the number of encoded bytes consumed.
func decodeEscape(b []byte) (rune, int) {
	if len(b) < 2 {
		return utf8.RuneError, len(b)
	}
	switch b[1] {
	case '"', '\\', '/':
		return rune(b[1]), 2
	case 'b':
		return '\b', 2
	case 'f':
		return '\f', 2
	case 'n':
		return '\n', 2
	case 'r':
		return '\r', 2
	case 't':
		return '\t', 2
	case 'u':
		r1 := hex4(b[2:])
		if r1 < 0 {
			return utf8.RuneError, 2
		}
		if utf16.IsSurrogate(rune(r1)) && len(b) >= 12 && b[6] == '\\' && b[7] == 'u' {
			if r2 := hex4(b[8:]); r2 >= 0 {
				if r := utf16.DecodeRune(rune(r1), rune(r2)); r != utf8.RuneError {
					return r, 12
				}
			}
		}
		if utf16.IsSurrogate(rune(r1)) {
			return utf8.RuneError, 6
		}
		return rune(r1), 6
	}
	return utf8.RuneError, 2
}

func hex4(b []byte) int {
	if len(b) < 4 {
		return -1
	}
	v := 0
	for _, c := range b[:4] {
		v <<= 4
		switch {
		case c >= '0' && c <= '9':
			v |= int(c - '0')
		case c >= 'a' && c <= 'f':
			v |= int(c-'a') + 10
		case c >= 'A' && c <= 'F':
			v |= int(c-'A') + 10
		default:
			return -1
		}
	}
	return v
}

// RawSpan maps the byte span [start, end) of the decoded value of the
// encoded JSON string raw (with quotes) to the span of raw that encodes it.
// The returned span never splits an escape: a span that starts or ends
// inside the decoding of an escape is widened to cover the whole escape.
func RawSpan(raw []byte, start, end int) (rs, re int) {
	body := raw[1 : len(raw)-1]
	d := 0 // decoded offset
	rs, re = -1, -1
	for i := 0; i <= len(body); {
		if rs < 0 && d >= start {
			rs = i
		}
		if d >= end {
			re = i
			break
		}
		if i == len(body) {
			break
		}
		n, dn := 1, 1
		if body[i] == '\\' {
			r, k := decodeEscape(body[i:])
			n, dn = k, utf8.RuneLen(r)
			if dn < 0 {
				dn = 3
			}
		}
		if rs < 0 && d+dn > start {
			rs = i
		}
		i += n
		d += dn
	}
	if rs < 0 {
		rs = len(body)
	}
	if re < 0 {
		re = len(body)
	}
	return rs + 1, re + 1
}

// AppendString appends s encoded as a JSON string the way JavaScript's
// JSON.stringify writes it: no HTML escaping, non-ASCII raw, control
// characters as \b \f \n \r \t or \u00XX. Invalid UTF-8 bytes become U+FFFD.
func AppendString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c < utf8.RuneSelf {
			i++
			continue
		}
		if c >= utf8.RuneSelf {
			r, n := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && n == 1 {
				dst = append(dst, s[start:i]...)
				dst = append(dst, "\uFFFD"...)
				i++
				start = i
				continue
			}
			i += n
			continue
		}
		dst = append(dst, s[start:i]...)
		switch c {
		case '"':
			dst = append(dst, '\\', '"')
		case '\\':
			dst = append(dst, '\\', '\\')
		case '\b':
			dst = append(dst, '\\', 'b')
		case '\f':
			dst = append(dst, '\\', 'f')
		case '\n':
			dst = append(dst, '\\', 'n')
		case '\r':
			dst = append(dst, '\\', 'r')
		case '\t':
			dst = append(dst, '\\', 't')
		default:
			dst = append(dst, '\\', 'u', '0', '0', hexDigit[c>>4], hexDigit[c&0xF])
		}
		i++
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

const hexDigit = "0123456789abcdef"

// syntaxError describes why raw is not valid JSON, with a 1-based column.
// It runs only on the failure path.
func syntaxError(raw []byte) string {
	var v json.RawMessage
	err := json.Unmarshal(raw, &v)
	var se *json.SyntaxError
	switch {
	case err == nil:
		return "invalid JSON"
	case asSyntax(err, &se):
		return fmt.Sprintf("col %d: %s", se.Offset, se.Error())
	}
	return err.Error()
}

func asSyntax(err error, se **json.SyntaxError) bool {
	s, ok := err.(*json.SyntaxError)
	if ok {
		*se = s
	}
	return ok
}

func unsafeString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }
