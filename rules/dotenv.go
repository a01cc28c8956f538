package rules

import (
	"fmt"
	"os"
	"strings"
)

// dotenvValues returns the values of a dotenv file of at least
// minDotenvValue characters; see [parseDotenv].
func dotenvValues(path string) ([]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("dotenv file: %w", err)
	}
	vars, err := parseDotenv(string(data))
	if err != nil {
		return nil, fmt.Errorf("dotenv file %s:%w", path, err)
	}
	var out []string
	for _, v := range vars {
		if len(v.value) >= minDotenvValue {
			out = append(out, v.value)
		}
	}
	return out, nil
}

// dotenvVar is one assignment of a dotenv file.
type dotenvVar struct {
	key, value string
	line       int
}

// parseDotenv reads a dotenv file as the common loaders (dotenv for Ruby
// and Node, docker compose) do, taking values literally (no ${VAR}
// expansion: every value is a candidate secret itself):
//   - blank lines and lines starting with # are skipped; "export " may
//     precede a key;
//   - an unquoted value ends at the end of the line or at a # preceded by
//     white space (an inline comment), and is trimmed; a # inside a word
//     (pa#ss) is part of it;
//   - '…' and `…` values are literal, "…" values understand \n, \r, \t,
//     \", \\ and \$; quoted values may span lines; what follows the
//     closing quote (a comment) is ignored.
//
// A line that is no assignment is skipped, as the loaders skip it. An
// unterminated quote is an error ("line:col: …"): the rest of the file
// would be misread, and a known secret missed.
func parseDotenv(data string) ([]dotenvVar, error) {
	var out []dotenvVar
	lines := strings.Split(data, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	for i := 0; i < len(lines); i++ {
		num := i + 1
		line := strings.TrimLeft(lines[i], " \t")
		if line == "" || line[0] == '#' {
			continue
		}
		if rest, ok := strings.CutPrefix(line, "export"); ok && rest != "" && (rest[0] == ' ' || rest[0] == '\t') {
			line = strings.TrimLeft(rest, " \t")
		}
		key, v, ok := strings.Cut(line, "=")
		key = strings.TrimRight(key, " \t")
		if !ok || !isDotenvKey(key) {
			continue
		}
		v = strings.TrimLeft(v, " \t")
		col := len(lines[i]) - len(v) + 1
		if v == "" || (v[0] != '"' && v[0] != '\'' && v[0] != '`') {
			out = append(out, dotenvVar{key, unquotedValue(v), num})
			continue
		}
		q := v[0]
		body := v[1:]
		var sb strings.Builder
		for {
			end, val := quotedEnd(body, q)
			if end >= 0 {
				sb.WriteString(val)
				break
			}
			sb.WriteString(val)
			if i+1 >= len(lines) {
				return nil, fmt.Errorf("%d:%d: %s: the value's %c quote is never closed", num, col, key, q)
			}
			sb.WriteByte('\n')
			i++
			body = lines[i]
		}
		out = append(out, dotenvVar{key, sb.String(), num})
	}
	return out, nil
}

// unquotedValue cuts an inline comment (white space, then #) and trims.
func unquotedValue(v string) string {
	for i := 1; i < len(v); i++ {
		if v[i] == '#' && (v[i-1] == ' ' || v[i-1] == '\t') {
			v = v[:i]
			break
		}
	}
	return strings.TrimRight(v, " \t")
}

// quotedEnd scans s (after an opening quote q) for the closing quote and
// returns its index, or -1 when the line ends first, and the value read
// (escapes resolved in "…").
func quotedEnd(s string, q byte) (int, string) {
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == q {
			return i, sb.String()
		}
		if q == '"' && c == '\\' && i+1 < len(s) {
			switch s[i+1] {
			case 'n':
				sb.WriteByte('\n')
			case 'r':
				sb.WriteByte('\r')
			case 't':
				sb.WriteByte('\t')
			case '"', '\\', '$':
				sb.WriteByte(s[i+1])
			default:
				sb.WriteByte('\\')
				sb.WriteByte(s[i+1])
			}
			i++
			continue
		}
		sb.WriteByte(c)
	}
	return -1, sb.String()
}

func isDotenvKey(k string) bool {
	if k == "" {
		return false
	}
	for i := 0; i < len(k); i++ {
		c := k[i]
		if c == '_' || c == '.' || c == '-' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9' {
			continue
		}
		return false
	}
	return true
}
