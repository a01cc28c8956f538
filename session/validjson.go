package session

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// ValidJSON reports whether b is one JSON value with blanks around it,
// exactly as gjson.ValidBytes does (the session's invariants are stated
// in its terms, see the package doc): the same grammar, string bodies
// checked for control bytes and escapes only (not for UTF-8), numbers as
// gjson reads them. It differs in speed alone: a string's body, most of a
// session's bytes, is skipped eight bytes at a time while no byte of
// them is a quote, a backslash or a control byte (gjson looked at each
// byte in turn: 4 % of a scan's instructions). The grammar functions
// below follow gjson v1.20.2's validpayload and the functions it calls
// (MIT licence, Copyright (c) 2016 Josh Baker); FuzzValidJSON checks the
// two agree.
func ValidJSON(b []byte) bool {
	_, ok := validPayload(b, 0)
	return ok
}

// ValidJSONString is [ValidJSON] of a string's bytes (not copied).
func ValidJSONString(s string) bool {
	return ValidJSON(unsafe.Slice(unsafe.StringData(s), len(s)))
}

func validPayload(data []byte, i int) (int, bool) {
	for ; i < len(data); i++ {
		switch data[i] {
		default:
			var ok bool
			i, ok = validAny(data, i)
			if !ok {
				return i, false
			}
			for ; i < len(data); i++ {
				switch data[i] {
				default:
					return i, false
				case ' ', '\t', '\n', '\r':
					continue
				}
			}
			return i, true
		case ' ', '\t', '\n', '\r':
			continue
		}
	}
	return i, false
}

func validAny(data []byte, i int) (int, bool) {
	for ; i < len(data); i++ {
		switch data[i] {
		default:
			return i, false
		case ' ', '\t', '\n', '\r':
			continue
		case '{':
			return validObject(data, i+1)
		case '[':
			return validArray(data, i+1)
		case '"':
			return validString(data, i+1)
		case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
			return validNumber(data, i+1)
		case 't':
			return validWord(data, i+1, "rue")
		case 'f':
			return validWord(data, i+1, "alse")
		case 'n':
			return validWord(data, i+1, "ull")
		}
	}
	return i, false
}

func validObject(data []byte, i int) (int, bool) {
	var ok bool
	for ; i < len(data); i++ {
		switch data[i] {
		default:
			return i, false
		case ' ', '\t', '\n', '\r':
			continue
		case '}':
			return i + 1, true
		case '"':
		key:
			if i, ok = validString(data, i+1); !ok {
				return i, false
			}
			if i, ok = validColon(data, i); !ok {
				return i, false
			}
			if i, ok = validAny(data, i); !ok {
				return i, false
			}
			if i, ok = validComma(data, i, '}'); !ok {
				return i, false
			}
			if data[i] == '}' {
				return i + 1, true
			}
			i++
			for ; i < len(data); i++ {
				switch data[i] {
				default:
					return i, false
				case ' ', '\t', '\n', '\r':
					continue
				case '"':
					goto key
				}
			}
			return i, false
		}
	}
	return i, false
}

func validColon(data []byte, i int) (int, bool) {
	for ; i < len(data); i++ {
		switch data[i] {
		default:
			return i, false
		case ' ', '\t', '\n', '\r':
			continue
		case ':':
			return i + 1, true
		}
	}
	return i, false
}

func validComma(data []byte, i int, end byte) (int, bool) {
	for ; i < len(data); i++ {
		switch data[i] {
		default:
			return i, false
		case ' ', '\t', '\n', '\r':
			continue
		case ',':
			return i, true
		case end:
			return i, true
		}
	}
	return i, false
}

func validArray(data []byte, i int) (int, bool) {
	var ok bool
	for ; i < len(data); i++ {
		switch data[i] {
		default:
			for ; i < len(data); i++ {
				if i, ok = validAny(data, i); !ok {
					return i, false
				}
				if i, ok = validComma(data, i, ']'); !ok {
					return i, false
				}
				if data[i] == ']' {
					return i + 1, true
				}
			}
		case ' ', '\t', '\n', '\r':
			continue
		case ']':
			return i + 1, true
		}
	}
	return i, false
}

// Byte masks of the word-at-a-time string skip.
const (
	swarOnes  = 0x0101010101010101
	swarHighs = 0x8080808080808080
)

// specialBytes marks, in the high bit of its byte, the first byte of x
// (little-endian) that is a control byte (< 0x20), '"' or '\\', and maybe
// bytes after it; 0 when there is none. Each test is the classic "has a
// byte less than n" (a byte of value zero, for the two compared by xor),
// exact up to the first byte it marks: a borrow only starts there.
func specialBytes(x uint64) uint64 {
	q := x ^ (swarOnes * '"')
	b := x ^ (swarOnes * '\\')
	return ((x-swarOnes*0x20)&^x | (q-swarOnes)&^q | (b-swarOnes)&^b) & swarHighs
}

// validString reads a string's body after its opening quote, as gjson's
// validstring: every byte that matters is checked as it does, the plain
// bytes before it are skipped a word at a time.
func validString(data []byte, i int) (int, bool) {
	for i < len(data) {
		for i+8 <= len(data) {
			if m := specialBytes(binary.LittleEndian.Uint64(data[i:])); m != 0 {
				i += bits.TrailingZeros64(m) >> 3
				break
			}
			i += 8
		}
		if i == len(data) {
			break
		}
		c := data[i]
		switch {
		case c < ' ':
			return i, false
		case c == '\\':
			i++
			if i == len(data) {
				return i, false
			}
			switch data[i] {
			default:
				return i, false
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				for range 4 {
					i++
					if i >= len(data) || !isHexDigit(data[i]) {
						return i, false
					}
				}
			}
		case c == '"':
			return i + 1, true
		}
		i++
	}
	return i, false
}

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func validNumber(data []byte, i int) (int, bool) {
	i--
	// sign
	if data[i] == '-' {
		i++
		if i == len(data) {
			return i, false
		}
		if data[i] < '0' || data[i] > '9' {
			return i, false
		}
	}
	// int
	if i == len(data) {
		return i, false
	}
	if data[i] == '0' {
		i++
	} else {
		for ; i < len(data); i++ {
			if data[i] >= '0' && data[i] <= '9' {
				continue
			}
			break
		}
	}
	// frac
	if i == len(data) {
		return i, true
	}
	if data[i] == '.' {
		i++
		if i == len(data) {
			return i, false
		}
		if data[i] < '0' || data[i] > '9' {
			return i, false
		}
		i++
		for ; i < len(data); i++ {
			if data[i] >= '0' && data[i] <= '9' {
				continue
			}
			break
		}
	}
	// exp
	if i == len(data) {
		return i, true
	}
	if data[i] == 'e' || data[i] == 'E' {
		i++
		if i == len(data) {
			return i, false
		}
		if data[i] == '+' || data[i] == '-' {
			i++
		}
		if i == len(data) {
			return i, false
		}
		if data[i] < '0' || data[i] > '9' {
			return i, false
		}
		i++
		for ; i < len(data); i++ {
			if data[i] >= '0' && data[i] <= '9' {
				continue
			}
			break
		}
	}
	return i, true
}

// validWord reads the rest of true, false or null.
func validWord(data []byte, i int, rest string) (int, bool) {
	if i+len(rest) <= len(data) && string(data[i:i+len(rest)]) == rest {
		return i + len(rest), true
	}
	return i, false
}
