package report

import (
	"bytes"
	"unicode/utf8"
)

// columnMapper turns 1-based byte columns into 1-based UTF-16 code unit
// columns, reading the file once, lazily. Without a source, or when the
// file cannot be read or no longer has the line, columns stay as they are.
type columnMapper struct {
	source func(string) ([]byte, error)
	path   string
	loaded bool
	data   []byte
	starts []int // byte offset of each line
}

func newColumnMapper(source func(string) ([]byte, error), path string) *columnMapper {
	return &columnMapper{source: source, path: path}
}

func (m *columnMapper) utf16(line, col, end int) (int, int) {
	if m.source == nil || line <= 0 || col <= 0 {
		return col, end
	}
	if !m.loaded {
		m.loaded = true
		data, err := m.source(m.path)
		if err == nil {
			m.data = data
			m.starts = []int{0}
			for i, c := range data {
				if c == '\n' {
					m.starts = append(m.starts, i+1)
				}
			}
		}
	}
	if line > len(m.starts) {
		return col, end
	}
	text := m.data[m.starts[line-1]:]
	if i := bytes.IndexByte(text, '\n'); i >= 0 {
		text = text[:i]
	}
	if col-1 > len(text) || end-1 > len(text) {
		return col, end // the file changed since the scan
	}
	c := units16(text[:col-1]) + 1
	if end > col {
		end = c + units16(text[col-1:end-1])
	}
	return c, end
}

// units16 counts the UTF-16 code units of b (invalid bytes count one each,
// as U+FFFD).
func units16(b []byte) int {
	n := 0
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		b = b[size:]
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
	}
	return n
}
