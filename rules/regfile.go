package rules

import (
	"errors"
	"strings"
)

// regHexValues scans again the values that a Windows registry export
// (.reg, reg export, regedit) writes in hex: "NAME"=hex(2):67,00,68,00,…
// for REG_EXPAND_SZ, hex(7) for REG_MULTI_SZ (both UTF-16LE text) and
// hex: for REG_BINARY, wrapped at 80 columns with a trailing '\'. An
// environment variable set with setx or the System dialog is exported so
// (HKCU\Environment), and no rule reads a token whose every other byte
// is 00 and whose lines break anywhere. Each value is decoded and scanned
// as NAME=value, so that its name counts as an assignment's; a match
// becomes one span per line of the hex it covers.
func (s *Set) regHexValues(text string, out []Match) ([]Match, error) {
	if !strings.Contains(text, "=hex") {
		return out, nil
	}
	var errs []error
	for i := 0; ; {
		k := strings.Index(text[i:], "=hex")
		if k < 0 {
			break
		}
		at := i + k
		i = at + len("=hex")
		v, ok := readRegHex(text, at)
		if !ok {
			continue
		}
		i = v.end
		var err error
		out, err = s.scanRegValue(text, at, v, out)
		if err != nil {
			errs = append(errs, err)
		}
	}
	return out, errors.Join(errs...)
}

// regValue is a hex value of a .reg file: its decoded text, the offset of
// the hex digits of each of its bytes, which bytes each character of the
// text came from (two in UTF-16), and where the value ends.
type regValue struct {
	view []byte
	pos  []int32 // the first hex digit of each byte of the value
	from []int32 // the index in pos of each view byte's first byte
	size int32   // the bytes of a view byte: 2 in UTF-16, 1 otherwise
	end  int
}

// maxRegValue bounds the bytes of a value read (a token or a connection
// string, not a binary blob).
const maxRegValue = 4096

// readRegHex reads the hex value whose "=hex" is at at: an optional type
// in parentheses, ':', then pairs of hex digits set apart by ',', a '\'
// and a line break between lines.
func readRegHex(text string, at int) (regValue, bool) {
	var v regValue
	i := at + len("=hex")
	utf16 := false
	if i < len(text) && text[i] == '(' {
		c := strings.IndexByte(text[i:min(len(text), i+6)], ')')
		if c < 0 {
			return v, false
		}
		t := text[i+1 : i+c]
		utf16 = t == "2" || t == "7"
		i += c + 1
	}
	if i >= len(text) || text[i] != ':' {
		return v, false
	}
	i++
	var raw []byte
	var pos []int32
	for len(raw) < maxRegValue && i+1 < len(text) && isHex(text[i]) && isHex(text[i+1]) {
		raw = append(raw, unhex(text[i])<<4|unhex(text[i+1]))
		pos = append(pos, int32(i))
		i += 2
		if i < len(text) && text[i] == ',' {
			i++
			if i < len(text) && text[i] == '\\' {
				// the line goes on below, indented
				j := i + 1
				if j < len(text) && text[j] == '\r' {
					j++
				}
				if j >= len(text) || text[j] != '\n' {
					break
				}
				i = skipSpaces(text, j+1)
			}
		}
	}
	v.end = i
	if len(raw) < 8 {
		return v, false
	}
	v.pos = pos
	if !utf16 {
		v.size = 1
		for k, b := range raw {
			v.view = append(v.view, b)
			v.from = append(v.from, int32(k))
		}
		return v, true
	}
	v.size = 2
	for k := 0; k+1 < len(raw); k += 2 {
		lo, hi := raw[k], raw[k+1]
		switch {
		case lo == 0 && hi == 0:
			lo = '\n' // the end of a string (REG_MULTI_SZ has several)
		case hi != 0 || lo < 0x20 || lo >= 0x7f:
			lo = '.' // a character outside ASCII
		}
		v.view = append(v.view, lo)
		v.from = append(v.from, int32(k))
	}
	return v, true
}

// maxRegName bounds the line before a value that scanRegValue reads for
// its name (an environment variable's, "NAME"=hex(2):…).
const maxRegName = 512

// scanRegValue scans "NAME=<value>" and appends each match inside the
// value as spans of its hex digits, one per line (a character of UTF-16
// may have its two bytes on two lines).
func (s *Set) scanRegValue(text string, at int, v regValue, out []Match) ([]Match, error) {
	name := ""
	// the name is read within maxRegName bytes before at: looking for the
	// line's start at every value of a long line was quadratic
	lo := max(0, at-maxRegName)
	if ls := lo + strings.LastIndexByte(text[lo:at], '\n') + 1; at-ls >= 3 && text[at-1] == '"' && (ls > lo || lo == 0 || text[lo-1] == '\n') {
		if q := strings.IndexByte(text[ls:at-1], '"'); q >= 0 {
			name = text[ls+q+1 : at-1]
		}
	}
	if strings.ContainsAny(name, "\"\n=") {
		name = ""
	}
	prefix := 0
	view := string(v.view)
	if name != "" {
		prefix = len(name) + 1
		view = name + "=" + view
	}
	inner, err := s.scan(view, maxDepth, nil)
	for _, m := range inner {
		ms, me := max(m.Start, prefix)-prefix, m.End-prefix
		if me <= ms {
			continue
		}
		// the match's bytes, one span per line of their hex digits
		piece := func(k int) (int, int) { return int(v.pos[k]), int(v.pos[k]) + 2 }
		lineSpans(text, int(v.from[ms]), int(v.from[me-1]+v.size), piece, func(s, e int) {
			out = append(out, Match{RuleID: m.RuleID, Start: s, End: e, Severity: m.Severity, Encoding: "hex", Secret: m.Secret})
		})
	}
	return out, err
}
