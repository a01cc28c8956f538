package redact

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/omp-redact/omp-redact/report"
)

func reportPromptCache() report.Invalidation {
	return report.Invalidation{Path: "", Kind: "prompt-cache", Cause: "any edit", Outcome: "informational"}
}

// finish sorts the report, counts and gives the resumability verdict.
func (p *Plan) finish() {
	f := &p.File
	slices.SortStableFunc(f.Findings, func(x, y report.Finding) int {
		return cmp.Or(cmp.Compare(x.Line, y.Line), cmp.Compare(x.Path, y.Path), cmp.Compare(x.Start, y.Start), cmp.Compare(x.RuleID, y.RuleID))
	})
	slices.SortStableFunc(f.Changes, func(x, y report.Change) int {
		return cmp.Or(cmp.Compare(x.Line, y.Line), cmp.Compare(x.Path, y.Path), cmp.Compare(x.What, y.What))
	})
	slices.SortStableFunc(f.Invalidations, func(x, y report.Invalidation) int {
		return cmp.Or(cmp.Compare(x.Line, y.Line), cmp.Compare(x.Path, y.Path), cmp.Compare(x.Kind, y.Kind))
	})
	slices.SortStableFunc(f.Violations, func(x, y report.Violation) int {
		return cmp.Or(cmp.Compare(x.Line, y.Line), cmp.Compare(x.Path, y.Path))
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
		f.Counts.ByAction[string(c.What)]++
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
		if inv.Kind == "compaction" {
			continue // said in p.because
		}
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
	if line, broken := p.openLoopBroken(); broken {
		v.SameProvider = false
		v.Because = append(v.Because, fmt.Sprintf("line %d, the latest assistant turn of an open tool loop, lost its signed thinking or encrypted reasoning; omp drops unsigned thinking on replay and the provider rejects the loop's continuation without it", line))
	}
	if stripped > 0 {
		v.Because = append(v.Because, fmt.Sprintf("%d signature(s) or replay item(s) were stripped or dropped; the provider replays the redacted text without them", stripped))
	}
	v.Because = append(v.Because, p.because...)
	if len(p.File.Changes) == 0 {
		v.Because = append(v.Because, "nothing was changed")
	} else if v.SameProvider {
		v.Because = append(v.Because, "no signed content that is still signed was changed; the prompt cache is invalidated")
	}
	return v
}
