package main

import (
	"strconv"
	"strings"
)

// detectSecretsExamples reads detect-secrets' plugin tests (dir =
// tests/plugins, files *_test.py), never run: the tables of
// `@pytest.mark.parametrize('<payload>, should_flag', [...])`. A row is
// read when it is a tuple of a string (adjacent literals concatenated)
// and True or False; any other row (a `.format(...)` call, a name, an
// f-string) is dropped and counted. True → positive, False → negative.
// Family = "detect-secrets." + plugin (the file name without _test.py).
func detectSecretsExamples(dir string) ([]candidate, extraction, error) {
	var ex extraction
	var out []candidate
	isTest := func(n string) bool { return strings.HasSuffix(n, "_test.py") }
	err := eachFile(dir, isTest, func(n string, b []byte) error {
		ex.Files++
		rows, dropped := pyFlagTables(string(b))
		ex.Dropped += dropped
		for _, r := range rows {
			out = append(out, candidate{Family: "detect-secrets." + strings.TrimSuffix(n, "_test.py"), Text: r.payload, Negative: !r.flag})
		}
		return nil
	})
	if err != nil {
		return nil, ex, err
	}
	return out, ex, nil
}

type pyRow struct {
	payload string
	flag    bool
}

// pyFlagTables returns the rows of every should_flag parametrize table in
// a Python test file, and how many rows could not be read as literals.
func pyFlagTables(src string) (rows []pyRow, dropped int) {
	const mark = "@pytest.mark.parametrize("
	for off := 0; ; {
		i := strings.Index(src[off:], mark)
		if i < 0 {
			return rows, dropped
		}
		off += i + len(mark)
		toks := pyTokens(src[off:])
		// names string, comma, then the table: [ ... ] or ( ... )
		if len(toks) < 3 || toks[0].kind != pyString || toks[1].text != "," || (toks[2].text != "[" && toks[2].text != "(") {
			continue
		}
		names := strings.Split(toks[0].text, ",")
		if len(names) != 2 || strings.TrimSpace(names[1]) != "should_flag" {
			continue
		}
		r, d := pyTable(toks[2:])
		rows = append(rows, r...)
		dropped += d
	}
}

// pyTable reads the rows of a table whose opening bracket is toks[0], up
// to its closing bracket.
func pyTable(toks []pyToken) (rows []pyRow, dropped int) {
	i := 1
	for i < len(toks) {
		t := toks[i]
		if t.text == "]" || t.text == ")" {
			return rows, dropped
		}
		if t.text == "," {
			i++
			continue
		}
		// one row: up to the comma or bracket that ends it at depth 0
		j, depth := i, 0
		for ; j < len(toks); j++ {
			switch toks[j].text {
			case "(", "[", "{":
				depth++
			case ")", "]", "}":
				depth--
			}
			if depth < 0 || depth == 0 && toks[j].text == "," {
				break
			}
		}
		if depth < 0 && j == i {
			return rows, dropped
		}
		if r, ok := pyFlagRow(toks[i:j]); ok {
			rows = append(rows, r)
		} else {
			dropped++
		}
		i = j
		if depth < 0 {
			return rows, dropped
		}
	}
	return rows, dropped
}

// pyFlagRow reads `( STRING... , True|False [,] )`.
func pyFlagRow(t []pyToken) (pyRow, bool) {
	if len(t) < 4 || t[0].text != "(" || t[len(t)-1].text != ")" {
		return pyRow{}, false
	}
	t = t[1 : len(t)-1]
	if n := len(t); n > 0 && t[n-1].text == "," {
		t = t[:n-1]
	}
	var b strings.Builder
	k := 0
	for ; k < len(t) && t[k].kind == pyString; k++ {
		b.WriteString(t[k].text)
	}
	if k == 0 || k+2 != len(t) || t[k].text != "," || (t[k+1].text != "True" && t[k+1].text != "False") {
		return pyRow{}, false
	}
	return pyRow{payload: b.String(), flag: t[k+1].text == "True"}, true
}

const (
	pyString = iota + 1
	pyName
	pyPunct
	pyBad // a literal this reader does not evaluate (f-string, bytes)
)

type pyToken struct {
	kind int
	text string // a string's value
}

// pyTokens tokenizes Python source up to the bracket that closes the
// call whose "(" precedes src: string literals (decoded), names and
// numbers, one-character punctuation; comments and white space skipped.
func pyTokens(src string) []pyToken {
	var out []pyToken
	depth := 0
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\\':
			i++
		case c == '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case isPyNameByte(c):
			j := i
			for j < len(src) && isPyNameByte(src[j]) {
				j++
			}
			if j < len(src) && (src[j] == '\'' || src[j] == '"') && j-i <= 2 {
				prefix := strings.ToLower(src[i:j])
				v, n, ok := pyStringLit(src[j:], strings.Contains(prefix, "r"))
				if !ok {
					return out
				}
				kind := pyString
				if strings.ContainsAny(prefix, "fb") {
					kind = pyBad
				}
				out = append(out, pyToken{kind, v})
				i = j + n
				continue
			}
			out = append(out, pyToken{pyName, src[i:j]})
			i = j
		case c == '\'' || c == '"':
			v, n, ok := pyStringLit(src[i:], false)
			if !ok {
				return out
			}
			out = append(out, pyToken{pyString, v})
			i += n
		default:
			out = append(out, pyToken{pyPunct, string(c)})
			i++
			switch c {
			case '(', '[', '{':
				depth++
			case ')', ']', '}':
				depth--
				if depth < 0 {
					return out
				}
			}
		}
	}
	return out
}

func isPyNameByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.'
}

// pyStringLit decodes the string literal at the start of s (after any
// prefix): its value, its length in s, and whether it is well formed.
func pyStringLit(s string, raw bool) (string, int, bool) {
	q := s[:1]
	if strings.HasPrefix(s, q+q+q) {
		q = q + q + q
	}
	var b strings.Builder
	for i := len(q); i < len(s); {
		if strings.HasPrefix(s[i:], q) {
			return b.String(), i + len(q), true
		}
		c := s[i]
		if c == '\n' && len(q) == 1 {
			return "", 0, false
		}
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			i++
			continue
		}
		if raw {
			b.WriteString(s[i : i+2])
			i += 2
			continue
		}
		e := s[i+1]
		i += 2
		switch e {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case '\\', '\'', '"':
			b.WriteByte(e)
		case '\n': // line continuation
		case 'x', 'u':
			n := 2
			if e == 'u' {
				n = 4
			}
			if i+n > len(s) {
				return "", 0, false
			}
			r, err := strconv.ParseUint(s[i:i+n], 16, 32)
			if err != nil {
				return "", 0, false
			}
			b.WriteRune(rune(r))
			i += n
		default:
			b.WriteByte('\\')
			b.WriteByte(e)
		}
	}
	return "", 0, false
}
