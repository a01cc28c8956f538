package redact

import (
	"strconv"
	"strings"

	"github.com/omp-redact/omp-redact/report"
)

// dropMootViolations removes the opaque-content violations (opaque: deny)
// of content the same plan removes: a signature on a removed block, the
// encrypted reasoning of a dropped entry. That content is not in the
// output, so it cannot make the output non-compliant (strict removes a
// tool call with its signature and must not fail for it).
func (p *Plan) dropMootViolations() {
	if len(p.File.Violations) == 0 {
		return
	}
	kept := p.File.Violations[:0]
	for _, v := range p.File.Violations {
		if v.Kind != report.ViolationOpaque || !p.removes(v.Line-1, v.Path) {
			kept = append(kept, v)
		}
	}
	p.File.Violations = kept
}

// removes says whether the plan takes path of line i out of the output:
// the line is dropped, or a removed block or deleted path holds it.
func (p *Plan) removes(i int, path string) bool {
	le := p.edits[i]
	if le == nil {
		return false
	}
	if le.remove || le.replace != nil {
		return true
	}
	under := func(prefix string) bool { return path == prefix || strings.HasPrefix(path, prefix+".") }
	cp := contentPath(p.s.Lines[i])
	for b := range le.blocks {
		if under(cp + "." + strconv.Itoa(b)) {
			return true
		}
	}
	for _, d := range le.deletes {
		if under(d) {
			return true
		}
	}
	return false
}
