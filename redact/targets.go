package redact

import (
	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/session"
)

// LeafTarget is one string leaf of a line as the engine sees it: its class
// and, for scannable leaves, the policy target with its findings.
type LeafTarget struct {
	Path   string
	Class  session.Class
	Opaque string // opaque kind, for Class == session.Opaque
	Target policy.Target
	Err    error // the leaf could not be scanned completely
}

// Targets returns every string leaf of line l of s with the target the
// engine would hand to the policy (policy explain uses it).
func (e *Engine) Targets(s *session.Session, l *session.Line) []LeafTarget {
	if !l.IsRecord() {
		return nil
	}
	// A secret found anywhere in the session is masked wherever it occurs
	// (see propagate); the targets hold those findings too, as redact sees
	// them, or explain would say "kept" where redact masks.
	known := e.knownFrom(e.analyze(s, nil))
	c := newEntryCtx(s, l)
	var out []LeafTarget
	session.Walk(l.Raw, func(lf *session.Leaf) bool {
		lt := LeafTarget{Path: lf.Path()}
		lt.Class, lt.Opaque = session.Classify(l.Raw, lf)
		if lt.Class == session.Scannable {
			c.target(&lt.Target, lf, lt.Path, c.blockOf(lf))
			lt.Target.Findings, lt.Err = e.detectNamed(lf.Value(), lf.Name())
			if known != nil {
				lt.Target.Findings = mergeKnown(lt.Target.Findings, known.Detect(lf.Value()))
			}
		}
		out = append(out, lt)
		return true
	})
	return out
}
