package redact

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"github.com/omp-redact/omp-redact/report"
	"github.com/omp-redact/omp-redact/session"
)

// Result is the outcome of redacting one file in memory.
type Result struct {
	File   report.File
	Output []byte // the redacted file; equal to the input when nothing changed
	// Fatal is set when the file cannot be redacted safely (fail closed):
	// no output may be written for it.
	Fatal error
	// Violations or residual findings make the run fail even though an
	// output exists.
}

// Changed reports whether the output differs from the input.
func (r *Result) Changed() bool {
	return r.File.OutputSHA256 != "" && r.File.OutputSHA256 != r.File.InputSHA256
}

func sum(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// Session redacts a session file held in memory. The returned error is an
// input error (binary data, an unsupported version); problems found while
// redacting are in the result.
func (e *Engine) Session(name string, data []byte, opts session.Options) (*Result, error) {
	s, err := session.ParseBytes(data, name, opts)
	if err != nil {
		return nil, err
	}
	return e.SessionParsed(s, data), nil
}

// SessionParsed redacts a parsed session; data is its original bytes.
func (e *Engine) SessionParsed(s *session.Session, data []byte) *Result {
	p := e.Plan(s)
	r := &Result{File: p.File}
	r.File.Path = s.Name
	r.File.InputSHA256 = sum(data)
	r.File.Problems = problems(session.Validate(s, session.ValidateOptions{}))
	if p.Fatal != nil {
		r.Fatal = p.Fatal
		r.File.Errors = append(r.File.Errors, p.Fatal.Error())
		return r
	}
	if !p.Changed() {
		r.Output = data
	} else {
		out, err := p.Output()
		if err != nil {
			r.Fatal = err
			r.File.Errors = append(r.File.Errors, err.Error())
			return r
		}
		r.Output = out
	}
	r.File.OutputSHA256 = sum(r.Output)
	return r
}

func problems(ps []session.Problem) []report.Problem {
	out := make([]report.Problem, 0, len(ps))
	for _, p := range ps {
		out = append(out, report.Problem{Line: p.Line, EntryID: p.EntryID, Check: p.Check, Severity: p.Severity.String(), Message: p.Message})
	}
	return out
}

// Verify re-reads the output of r, validates it and plans it again with the
// same detectors and policy. It fails when the output has validation errors
// that the input did not have, or when a second pass would still change
// something (a residual finding the policy says must go); redacting an
// output again must change nothing.
func (e *Engine) Verify(r *Result) error {
	if r.Fatal != nil || r.Output == nil {
		return r.Fatal
	}
	if r.File.Kind == "text" {
		again := e.Text(r.File.Path, r.Output)
		if !bytes.Equal(again.Output, r.Output) {
			return fmt.Errorf("%s: verify: %d residual finding(s) after redaction", r.File.Path, len(again.File.Findings))
		}
		return nil
	}
	s, err := session.ParseBytes(r.Output, r.File.Path, session.Options{AllowUnknownVersion: true})
	if err != nil {
		return fmt.Errorf("%s: verify: output does not parse: %w", r.File.Path, err)
	}
	after := session.Validate(s, session.ValidateOptions{})
	r.File.ProblemsAfter = problems(after)
	if n := newErrors(r.File.Problems, r.File.ProblemsAfter); n > 0 {
		return fmt.Errorf("%s: verify: the output has %d validation error(s) the input did not have", r.File.Path, n)
	}
	p := e.Plan(s)
	if p.Fatal != nil {
		return fmt.Errorf("%s: verify: %w", r.File.Path, p.Fatal)
	}
	if p.Changed() {
		out, err := p.Output()
		if err != nil || !bytes.Equal(out, r.Output) {
			var where string
			if len(p.File.Findings) > 0 {
				f := p.File.Findings[0]
				where = fmt.Sprintf(" (first at line %d %s %s, rule %s)", f.Line, f.EntryID, f.Path, f.RuleID)
			}
			return fmt.Errorf("%s: verify: a second pass would change the output again: %d residual finding(s)%s", r.File.Path, len(p.File.Findings), where)
		}
	}
	return nil
}

func newErrors(before, after []report.Problem) int {
	count := map[string]int{}
	for _, p := range before {
		if p.Severity == "error" {
			count[p.Check]++
		}
	}
	n := 0
	for _, p := range after {
		if p.Severity != "error" {
			continue
		}
		if count[p.Check] > 0 {
			count[p.Check]--
			continue
		}
		n++
	}
	return n
}
