package redact

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/omp-redact/omp-redact/session"
	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// Changed reports whether the plan edits anything.
func (p *Plan) Changed() bool { return len(p.edits) > 0 }

// errRecycled is returned by WriteTo on a plan whose session model was
// reused by verification (see VerifyOutput).
var errRecycled = errors.New("redact: the plan's session was recycled by verification; its output cannot be written again")

// Output applies the plan and returns the redacted file. Lines without
// edits are copied byte for byte. It fails when the plan is fatal or when an
// edited line would not be valid JSON.
func (p *Plan) Output() ([]byte, error) {
	var buf bytes.Buffer
	if _, err := p.WriteTo(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// WriteTo streams the redacted file to w, line by line, giving the input
// back (session.Session.Release) as it goes. On error w holds a partial
// file: callers write to a temporary file and rename it only on success.
func (p *Plan) WriteTo(w io.Writer) (int64, error) {
	if p.Fatal != nil {
		return 0, p.Fatal
	}
	if p.recycled {
		return 0, errRecycled
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	var n int64
	put := func(b []byte) {
		k, _ := bw.Write(b)
		n += int64(k)
	}
	if p.s.BOM {
		put([]byte{0xEF, 0xBB, 0xBF})
	}
	from, outLine := 0, 0
	p.changedOut = p.changedOut[:0]
	for i, l := range p.s.Lines {
		if i-from >= 4096 {
			release(p.s, from, i)
			from = i
		}
		le := p.edits[i]
		if le == nil {
			put(l.Raw)
			put([]byte(l.EOL()))
			outLine++
			continue
		}
		if le.remove {
			continue
		}
		out, err := p.applyLine(l, le)
		if err != nil {
			return n, err
		}
		put(out)
		put([]byte(l.EOL()))
		p.changedOut = append(p.changedOut, outLine)
		outLine++
	}
	release(p.s, from, len(p.s.Lines))
	if err := bw.Flush(); err != nil {
		return n, err
	}
	p.written = true
	return n, nil
}

// inputLine maps a 1-based line number of the output back to the input's:
// removal: splice deletes lines, so the numbers after them shift.
func (p *Plan) inputLine(out int) int {
	n := 0
	for i := range p.lines {
		if le := p.edits[i]; le != nil && le.remove {
			continue
		}
		n++
		if n == out {
			return i + 1
		}
	}
	return out
}

func (p *Plan) applyLine(l *session.Line, le *lineEdit) ([]byte, error) {
	var out []byte
	if le.replace != nil {
		out = append([]byte(nil), le.replace...) // a tombstone; re-parenting still applies
	} else {
		out = applySplices(l.Raw, le.splices)
	}
	if !l.IsRecord() {
		return out, nil // malformed line: raw masking only
	}
	var err error
	setPaths := make([]string, 0, len(le.sets))
	for k := range le.sets {
		setPaths = append(setPaths, k)
	}
	sort.Strings(setPaths)
	for _, k := range setPaths {
		if le.replace != nil && k != "parentId" {
			continue // a tombstone keeps only its envelope
		}
		if out, err = sjson.SetRawBytes(out, k, le.sets[k]); err != nil {
			return nil, fmt.Errorf("%s:%d: set %s: %w", p.s.Name, l.Num, k, err)
		}
	}
	if le.replace != nil {
		return out, nil
	}
	dels := append([]string(nil), le.deletes...)
	cp := contentPath(l)
	for b := range le.blocks {
		dels = append(dels, cp+"."+strconv.Itoa(b))
	}
	for _, d := range orderDeletes(dels) {
		if out, err = sjson.DeleteBytes(out, d); err != nil {
			return nil, fmt.Errorf("%s:%d: delete %s: %w", p.s.Name, l.Num, d, err)
		}
	}
	if l.Kind == session.KindTitle {
		if out, err = repadTitle(out, len(l.EOL())); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", p.s.Name, l.Num, err)
		}
	}
	if !gjson.ValidBytes(out) {
		return nil, fmt.Errorf("%s:%d: internal error: edited line is not valid JSON; nothing written", p.s.Name, l.Num)
	}
	return out, nil
}

// applySplices replaces non-overlapping spans of raw, keeping the outer of
// two overlapping spans.
func applySplices(raw []byte, sp []splice) []byte {
	if len(sp) == 0 {
		return append([]byte(nil), raw...)
	}
	sort.Slice(sp, func(a, b int) bool {
		if sp[a].start != sp[b].start {
			return sp[a].start < sp[b].start
		}
		return sp[a].end > sp[b].end
	})
	out := make([]byte, 0, len(raw))
	pos := 0
	for _, s := range sp {
		if s.start < pos {
			continue // inside a span already replaced
		}
		out = append(out, raw[pos:s.start]...)
		out = append(out, s.with...)
		pos = s.end
	}
	return append(out, raw[pos:]...)
}

// orderDeletes dedups paths, drops paths below another deleted path, and
// orders them so that deleting one never shifts the index of another:
// reverse order with numeric comparison of array indexes.
func orderDeletes(paths []string) []string {
	sort.Slice(paths, func(a, b int) bool { return comparePaths(paths[a], paths[b]) > 0 })
	out := paths[:0]
	for _, p := range paths {
		if len(out) > 0 && out[len(out)-1] == p {
			continue
		}
		out = append(out, p)
	}
	// remove paths nested under another deleted path
	final := out[:0:0]
	for _, p := range out {
		nested := false
		for _, q := range out {
			if q != p && strings.HasPrefix(p, q+".") {
				nested = true
				break
			}
		}
		if !nested {
			final = append(final, p)
		}
	}
	return final
}

func comparePaths(a, b string) int {
	as, bs := splitPath(a), splitPath(b)
	for i := 0; i < len(as) && i < len(bs); i++ {
		if as[i] == bs[i] {
			continue
		}
		an, aerr := strconv.Atoi(as[i])
		bn, berr := strconv.Atoi(bs[i])
		if aerr == nil && berr == nil {
			if an < bn {
				return -1
			}
			return 1
		}
		return strings.Compare(as[i], bs[i])
	}
	return len(as) - len(bs)
}

// splitPath splits a gjson path at unescaped dots.
func splitPath(p string) []string {
	var parts []string
	start := 0
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case '\\':
			i++
		case '.':
			parts = append(parts, p[start:i])
			start = i + 1
		}
	}
	return append(parts, p[start:])
}
