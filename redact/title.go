package redact

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/omp-redact/omp-redact/session"
	"github.com/tidwall/gjson"
)

// TitleWidth is the size of omp's title record, end-of-line included.
const TitleWidth = 256

// repadTitle rewrites an edited title record to exactly TitleWidth bytes
// with its end-of-line (eol bytes), as omp writes it: fields in omp's order
// (type, v, title, source if present, updatedAt, pad), pad of ASCII spaces,
// and the title cut to the longest prefix in code points that fits.
func repadTitle(raw []byte, eol int) ([]byte, error) {
	r := gjson.GetManyBytes(raw, "title", "source", "updatedAt")
	title := r[0].Str
	build := func(t string, pad int) []byte {
		b := []byte(`{"type":"title","v":1,"title":`)
		b = session.AppendString(b, t)
		if r[1].Exists() {
			b = append(b, `,"source":`...)
			b = session.AppendString(b, r[1].Str)
		}
		b = append(b, `,"updatedAt":`...)
		b = session.AppendString(b, r[2].Str)
		b = append(b, `,"pad":"`...)
		b = append(b, strings.Repeat(" ", pad)...)
		return append(b, `"}`...)
	}
	budget := TitleWidth - eol
	if len(build(title, 0)) > budget {
		runes := []rune(title)
		lo, hi := 0, len(runes)
		for lo < hi { // longest prefix that fits
			mid := (lo + hi + 1) / 2
			if len(build(string(runes[:mid]), 0)) <= budget {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		title = string(runes[:lo])
		if !utf8.ValidString(title) {
			return nil, fmt.Errorf("title record: invalid UTF-8 after cut")
		}
	}
	n := len(build(title, 0))
	if n > budget {
		return nil, fmt.Errorf("title record cannot fit in %d bytes", TitleWidth)
	}
	return build(title, budget-n), nil
}
