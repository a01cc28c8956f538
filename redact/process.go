package redact

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"strconv"

	"github.com/omp-redact/omp-redact/report"
	"github.com/omp-redact/omp-redact/rules"
	"github.com/omp-redact/omp-redact/session"
)

// Result is the outcome of redacting one file.
type Result struct {
	File report.File
	// Output is the redacted file, equal to the input when nothing changed.
	// It is nil for a streamed result (see [Engine.SessionStream]): call
	// WriteTo.
	Output []byte
	// Fatal is set when the file cannot be redacted safely (fail closed):
	// no output may be written for it.
	Fatal error

	// BlobRefs lists the well-formed blob hashes the output references, as
	// found by verification (redact copies those blobs).
	BlobRefs []string

	plan *Plan
	data []byte
}

// Release drops the output, the input and the plan once the output is
// written: a caller that keeps results until a batch of outputs is
// committed then holds only their reports (File and BlobRefs stay).
// Changed and WriteTo must not be called after it.
func (r *Result) Release() {
	r.Output, r.data, r.plan = nil, nil, nil
}

// Changed reports whether the output differs from the input.
func (r *Result) Changed() bool {
	if r.plan != nil && r.Output == nil {
		return r.plan.Changed()
	}
	return r.File.OutputSHA256 != "" && r.File.OutputSHA256 != r.File.InputSHA256
}

// WriteTo writes the redacted file to w and records its SHA-256 in the
// report. An output that is the input, or that was built and hashed in
// memory already, is not hashed again.
func (r *Result) WriteTo(w io.Writer) (int64, error) {
	if r.Fatal != nil {
		return 0, r.Fatal
	}
	var k int
	var err error
	switch {
	case r.plan != nil && !r.plan.Changed():
		r.File.OutputSHA256 = r.File.InputSHA256
		k, err = w.Write(r.data)
		return int64(k), err
	case r.Output != nil && r.File.OutputSHA256 != "":
		k, err = w.Write(r.Output)
		return int64(k), err
	}
	h := sha256.New()
	mw := io.MultiWriter(w, h)
	var n int64
	switch {
	case r.Output != nil:
		k, err = mw.Write(r.Output)
		n = int64(k)
	case r.plan != nil:
		n, err = r.plan.WriteTo(mw)
	}
	if err != nil {
		return n, err
	}
	r.File.OutputSHA256 = hex.EncodeToString(h.Sum(nil))
	return n, nil
}

func sum(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// sumReleasing is sum over a mapped input, giving its pages back as the
// hash moves through it (see session.Session.Release): hashing reads a
// 1 GB file in about a second, far ahead of the pager.
func sumReleasing(b []byte, release func(off, n int64)) string {
	if release == nil {
		return sum(b)
	}
	const step = 8 << 20
	h := sha256.New()
	for off := 0; off < len(b); off += step {
		end := min(off+step, len(b))
		h.Write(b[off:end])
		release(int64(off), int64(end-off))
	}
	return hex.EncodeToString(h.Sum(nil))
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
	r := e.SessionStream(s, data)
	if r.Fatal != nil {
		return r
	}
	var buf bytes.Buffer
	buf.Grow(len(data))
	if _, err := r.WriteTo(&buf); err != nil {
		r.Fatal = err
		r.File.Errors = append(r.File.Errors, err.Error())
		return r
	}
	r.Output = buf.Bytes()
	if !r.plan.Changed() {
		r.Output = data
	}
	return r
}

// SessionStream plans the redaction of s without building the output in
// memory: the result's WriteTo streams it. Large files use it, with
// s.Release giving their pages back.
func (e *Engine) SessionStream(s *session.Session, data []byte) *Result {
	var before []report.Problem
	if !e.opts.SkipValidation {
		before = problems(session.Validate(s, session.ValidateOptions{}))
	}
	p := e.Plan(s)
	r := &Result{data: data, plan: p, File: p.File}
	r.File.Problems = before
	r.File.Path = s.Name
	if !e.opts.SkipHashes {
		r.File.InputSHA256 = sumReleasing(data, s.Release)
	}
	switch {
	case p.Fatal != nil:
		r.Fatal = p.Fatal
		r.File.Errors = append(r.File.Errors, p.Fatal.Error())
	case len(p.File.Errors) > 0:
		// Fail closed: a string that could not be scanned completely may
		// hold a secret; no output is written for this file.
		r.Fatal = fmt.Errorf("%s: %d string(s) %w (first: %s); nothing can be written safely", s.Name, len(p.File.Errors), ErrIncomplete, p.File.Errors[0])
	}
	e.detach(&r.File, p.known)
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
	return e.VerifyOutput(r, r.Output, nil)
}

// VerifyOutput is [Engine.Verify] on output bytes read back from where
// they were written (a streamed result); release, if not nil, gives mapped
// pages back as they are scanned (see session.Session.Release).
func (e *Engine) VerifyOutput(r *Result, output []byte, release func(off, n int64)) error {
	if r.Fatal != nil {
		return r.Fatal
	}
	if r.File.Kind == report.FileText {
		if len(r.File.Changes) == 0 {
			return nil // the output is the input, already scanned
		}
		again := e.Text(r.File.Path, output)
		if !bytes.Equal(again.Output, output) {
			return fmt.Errorf("%s: verify: %d residual finding(s) after redaction", r.File.Path, len(again.File.Findings))
		}
		return nil
	}
	// Lines equal to the input's take its parsed fields (ParseBytes
	// compares their bytes): only the edited lines are parsed again. The
	// input's model is not needed once its output is written (WriteTo
	// streamed it, or Output holds it): the output's lines are written
	// over it, so that a large session is held once, not twice.
	popts := session.Options{AllowUnknownVersion: true, Release: release}
	if r.plan != nil && !r.plan.recycled {
		popts.Reuse, popts.Recycle = r.plan.s, r.Output != nil || r.plan.written
		r.plan.recycled = popts.Recycle
	}
	s, err := session.ParseBytes(output, r.File.Path, popts)
	if err != nil {
		return fmt.Errorf("%s: verify: output does not parse: %w", r.File.Path, err)
	}
	r.BlobRefs = r.BlobRefs[:0]
	for _, b := range s.BlobRefs() {
		if b.Err == "" {
			r.BlobRefs = append(r.BlobRefs, b.Hash)
		}
	}
	after := session.Validate(s, session.ValidateOptions{})
	r.File.ProblemsAfter = problems(after)
	var known *rules.KnownSecrets
	var inLine func(int) int
	if r.plan != nil {
		known, inLine = r.plan.known, r.plan.inputLine
	}
	e.detach(&r.File, known)
	if n := newErrors(r.File.Problems, r.File.ProblemsAfter, inLine); n > 0 {
		return fmt.Errorf("%s: verify: the output has %d validation error(s) the input did not have", r.File.Path, n)
	}
	// Lines the plan left alone are the input's own bytes, already scanned
	// with the same detectors and policy: only edited lines are scanned
	// again. Without a plan (a text result, a caller's own bytes) every
	// line is.
	var only []int
	switch {
	case r.plan != nil && !r.plan.Changed():
		only = []int{} // the output is the input
	case r.plan != nil && r.plan.written:
		only = append([]int{}, r.plan.changedOut...)
		if only == nil {
			only = []int{}
		}
	}
	p := e.plan(s, only)
	if p.Fatal != nil {
		return fmt.Errorf("%s: verify: %w", r.File.Path, p.Fatal)
	}
	if p.Changed() {
		out, err := p.Output()
		if err != nil || !bytes.Equal(out, output) {
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

// newErrors counts the errors of after that before does not have. Errors
// are compared by identity, not by count per check: an output that fixes
// one tool-pairing error and adds another on another entry has a new
// error. A problem is identified by its check and its entry id (else its
// line, mapped back to the input with inLine when lines were removed); the
// message may differ (a result whose call is only on another branch has no
// call at all once the call is removed).
func newErrors(before, after []report.Problem, inLine func(int) int) int {
	seen := map[string]int{}
	for _, p := range before {
		if p.Severity == "error" {
			seen[problemKey(p, nil)]++
		}
	}
	n := 0
	for _, p := range after {
		if p.Severity != "error" {
			continue
		}
		if k := problemKey(p, inLine); seen[k] > 0 {
			seen[k]--
			continue
		}
		n++
	}
	return n
}

func problemKey(p report.Problem, inLine func(int) int) string {
	if p.EntryID != "" {
		return p.Check + "\x00id:" + p.EntryID
	}
	l := p.Line
	if inLine != nil && l > 0 {
		l = inLine(l)
	}
	return p.Check + "\x00line:" + strconv.Itoa(l)
}
