package redact

import (
	"strings"

	"github.com/omp-redact/omp-redact/report"
	"github.com/omp-redact/omp-redact/rules"
	"github.com/omp-redact/omp-redact/session"
)

// detach copies every string of a file report that comes from the input
// (entry ids, JSON paths with their object keys, inner paths of nested
// documents, validation messages quoting ids and types), so that none
// aliases the input bytes (the session model's ids point into them; a
// report outlives its input), and masks in each what the detectors or the
// known secrets of the file and run find: a secret used as an id, a type,
// a customType or an object key is never printed by any report format or
// log line.
func (e *Engine) detach(f *report.File, known *rules.KnownSecrets) {
	m := e.masker(known)
	f.SessionID = m(f.SessionID)
	for i := range f.Findings {
		x := &f.Findings[i]
		x.EntryID, x.Path, x.InnerPath = m(x.EntryID), m(x.Path), m(x.InnerPath)
	}
	for i := range f.Changes {
		x := &f.Changes[i]
		x.EntryID, x.Path, x.Reason = m(x.EntryID), m(x.Path), m(x.Reason)
	}
	for i := range f.Invalidations {
		x := &f.Invalidations[i]
		x.EntryID, x.Path, x.Provider, x.API, x.Cause = m(x.EntryID), m(x.Path), m(x.Provider), m(x.API), m(x.Cause)
	}
	for i := range f.Violations {
		x := &f.Violations[i]
		x.EntryID, x.Path, x.Message = m(x.EntryID), m(x.Path), m(x.Message)
	}
	for _, ps := range [][]report.Problem{f.Problems, f.ProblemsAfter} {
		for i := range ps {
			ps[i].EntryID, ps[i].Message = m(ps[i].EntryID), m(ps[i].Message)
		}
	}
	for i := range f.Errors {
		f.Errors[i] = m(f.Errors[i])
	}
}

// Mask returns s (a file name, an error message) with what the detectors
// and the secrets known to the engine's run find in it masked.
func (e *Engine) Mask(s string) string { return e.masker(e.known)(s) }

// masker returns a function that copies a string and masks its secrets;
// it remembers its answers (the same ids and paths recur).
func (e *Engine) masker(known *rules.KnownSecrets) func(string) string {
	seen := map[string]string{}
	return func(s string) string {
		if s == "" {
			return s
		}
		if out, ok := seen[s]; ok {
			return out
		}
		out := e.maskText(s, known)
		seen[out] = out
		seen[s] = out
		return out
	}
}

// maskText masks in s every span the detectors (without the redaction
// fixpoint) or known find. Text that cannot be scanned is not printed.
func (e *Engine) maskText(s string, known *rules.KnownSecrets) string {
	var ms []rules.Match
	if e.det != nil {
		var err error
		if ms, err = e.det.Detect(s); err != nil {
			return TokenPrefix + ":unscanned]"
		}
	}
	ms = mergeKnown(ms, known.Detect(s))
	if len(ms) == 0 {
		return strings.Clone(s)
	}
	return maskMatches(s, ms)
}

// SessionMasker returns a function that masks, in text printed about s
// (policy explain's paths, types and tool names), what the detectors and
// every secret found in s find.
func (e *Engine) SessionMasker(s *session.Session) func(string) string {
	return e.masker(e.Plan(s).known)
}

// Masker returns a function like [Engine.Mask] that remembers its answers,
// for masking a whole report (report.Options.Mask).
func (e *Engine) Masker() func(string) string { return e.masker(e.known) }
