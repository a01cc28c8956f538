package redact

import (
	"strings"
	"sync"

	"github.com/omp-redact/omp-redact/rules"
	"github.com/omp-redact/omp-redact/session"
)

// Run is the first pass of a redaction over several files (a session
// directory with its subagent sessions, tool logs and .tmp/.bak copies):
// AddSession and AddText run detection over every file, then
// [Run.Engine] gives an engine whose plans mask every secret found in any
// file of the run, in every file, in every form [rules.KnownSecrets]
// knows. A secret a tool printed in one subagent's session is then also
// removed from the parent session that quoted it, and from the artifact
// log that holds the raw output.
//
// The second pass does not run the detectors again: each file's analysis
// is kept (without any reference to its bytes, which may be unmapped in
// between) and taken back when the same file, by name and size, is
// planned. Only the known-secret search runs twice.
type Run struct {
	e     *Engine
	mu    sync.Mutex
	found []rules.Match
	cache map[string]*prepared
}

// prepared is the kept analysis of one file.
type prepared struct {
	size   int64
	lines  int
	res    *analysis  // session
	chunks []textPart // text
}

// NewRun starts a multi-file run with e's detectors and policy.
func (e *Engine) NewRun() *Run {
	return &Run{e: e, cache: map[string]*prepared{}}
}

// AddSession analyzes s, named as it will be when redacted, and keeps the
// result. It is safe for concurrent use.
func (r *Run) AddSession(s *session.Session) {
	a := r.e.analyze(s, nil)
	p := &prepared{size: sessionSize(s), lines: len(s.Lines), res: a}
	var found []rules.Match
	for k, la := range a.lines {
		c := la.r.clone()
		a.lines[k].r = c
		found = append(found, c.text...)
		for _, h := range c.hits {
			found = append(found, h.matches...)
		}
	}
	r.keep(s.Name, p, found)
}

// AddText analyzes a plain-text artifact and keeps the result. It is safe
// for concurrent use.
func (r *Run) AddText(name string, data []byte) {
	chunks := r.e.textChunks(data)
	var found []rules.Match
	for i := range chunks {
		chunks[i].ms = cloneMatches(chunks[i].ms)
		found = append(found, chunks[i].ms...)
	}
	r.keep(name, &prepared{size: int64(len(data)), chunks: chunks}, found)
}

func (r *Run) keep(name string, p *prepared, found []rules.Match) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.cache[name] = p
	for _, m := range found {
		if len(m.Secret) > 0 {
			r.found = append(r.found, m)
		}
	}
}

// Engine returns the engine of the second pass. Call it once every file
// is added.
func (r *Run) Engine() *Engine {
	r.mu.Lock()
	defer r.mu.Unlock()
	e := *r.e
	e.run = r
	e.known, _ = rules.NewKnownSecrets(r.found)
	r.found = nil
	return &e
}

// takeSession returns, once, the kept analysis of s (nil when s is not
// the file that was analyzed).
func (r *Run) takeSession(s *session.Session) *analysis {
	p := r.take(s.Name, sessionSize(s))
	if p == nil || p.chunks != nil || p.lines != len(s.Lines) {
		return nil
	}
	return p.res
}

// takeText returns, once, the kept chunks of a text artifact.
func (r *Run) takeText(name string, data []byte) ([]textPart, bool) {
	p := r.take(name, int64(len(data)))
	if p == nil || p.res != nil {
		return nil, false
	}
	return p.chunks, true
}

func (r *Run) take(name string, size int64) *prepared {
	if r == nil {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	p := r.cache[name]
	if p == nil {
		return nil
	}
	delete(r.cache, name)
	if p.size != size {
		return nil
	}
	return p
}

func sessionSize(s *session.Session) int64 {
	if len(s.Lines) == 0 {
		return 0
	}
	l := s.Lines[len(s.Lines)-1]
	return l.Offset + int64(l.Len())
}

// clone copies r with every string it holds, so that it refers to no
// byte of the input.
func (r *lineResult) clone() *lineResult {
	c := &lineResult{images: r.images, text: cloneMatches(r.text)}
	for _, h := range r.hits {
		h.path = strings.Clone(h.path)
		h.matches = cloneMatches(h.matches)
		pv := make([]string, len(h.preview))
		for i, p := range h.preview {
			pv[i] = strings.Clone(p)
		}
		if h.preview != nil {
			h.preview = pv
		}
		c.hits = append(c.hits, h)
	}
	for _, o := range r.opaque {
		o.path, o.kind = strings.Clone(o.path), strings.Clone(o.kind)
		c.opaque = append(c.opaque, o)
	}
	for _, e := range r.errs {
		c.errs = append(c.errs, strings.Clone(e))
	}
	return c
}

func cloneMatches(ms []rules.Match) []rules.Match {
	if ms == nil {
		return nil
	}
	out := make([]rules.Match, len(ms))
	for i, m := range ms {
		m.RuleID, m.InnerPath, m.Encoding, m.Secret = strings.Clone(m.RuleID), strings.Clone(m.InnerPath), strings.Clone(m.Encoding), strings.Clone(m.Secret)
		out[i] = m
	}
	return out
}
