package redact

import (
	"fmt"
	"sort"

	"github.com/omp-redact/omp-redact/report"
)

func reportPromptCache() report.Invalidation {
	return report.Invalidation{Path: "", Kind: "prompt-cache", Cause: "any edit", Outcome: "informational"}
}

// finish sorts the report, counts and gives the resumability verdict.
func (p *Plan) finish() {
	f := &p.File
	sort.SliceStable(f.Findings, func(a, b int) bool {
		x, y := f.Findings[a], f.Findings[b]
		if x.Line != y.Line {
			return x.Line < y.Line
		}
		if x.Path != y.Path {
			return x.Path < y.Path
		}
		if x.Start != y.Start {
			return x.Start < y.Start
		}
		return x.RuleID < y.RuleID
	})
	sort.SliceStable(f.Changes, func(a, b int) bool {
		x, y := f.Changes[a], f.Changes[b]
		if x.Line != y.Line {
			return x.Line < y.Line
		}
		if x.Path != y.Path {
			return x.Path < y.Path
		}
		return x.What < y.What
	})
	sort.SliceStable(f.Invalidations, func(a, b int) bool {
		x, y := f.Invalidations[a], f.Invalidations[b]
		if x.Line != y.Line {
			return x.Line < y.Line
		}
		if x.Path != y.Path {
			return x.Path < y.Path
		}
		return x.Kind < y.Kind
	})
	sort.SliceStable(f.Violations, func(a, b int) bool {
		x, y := f.Violations[a], f.Violations[b]
		if x.Line != y.Line {
			return x.Line < y.Line
		}
		return x.Path < y.Path
	})
	f.Counts = report.Counts{Findings: len(f.Findings)}
	for _, x := range f.Findings {
		if f.Counts.ByRule == nil {
			f.Counts.ByRule = map[string]int{}
		}
		f.Counts.ByRule[x.RuleID]++
	}
	for _, c := range f.Changes {
		if f.Counts.ByAction == nil {
			f.Counts.ByAction = map[string]int{}
		}
		f.Counts.ByAction[c.What]++
	}
	f.Resumable = p.verdict()
}

// verdict says whether the redacted session can be resumed with the same
// provider. Signed content that changed but kept its signature is rejected
// by Anthropic and Google ("Invalid signature"); stripped or dropped
// signatures and removed replay items are accepted, at the cost of the
// provider's reasoning continuity and prompt cache.
func (p *Plan) verdict() *report.Verdict {
	v := &report.Verdict{SameProvider: true}
	kept, stripped := 0, 0
	for _, inv := range p.File.Invalidations {
		switch inv.Outcome {
		case "kept":
			if inv.Kind == "provider-payload" {
				continue
			}
			kept++
		case "stripped", "dropped":
			stripped++
		}
	}
	if kept > 0 {
		v.SameProvider = false
		v.Because = append(v.Because, fmt.Sprintf("%d signed block(s) changed but kept their signature; the provider will reject them", kept))
	}
	if stripped > 0 {
		v.Because = append(v.Because, fmt.Sprintf("%d signature(s) or replay item(s) were stripped or dropped; the provider replays the redacted text without them", stripped))
	}
	if len(p.File.Changes) == 0 {
		v.Because = append(v.Because, "nothing was changed")
	} else if v.SameProvider {
		v.Because = append(v.Because, "no signed content that is still signed was changed; the prompt cache is invalidated")
	}
	return v
}
