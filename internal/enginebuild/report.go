package enginebuild

import (
	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/report"
	"github.com/omp-redact/omp-redact/rules"
)

// NewReport starts the report of a run (see report.Builder) by tool, its
// rules described by set, file names and errors masked with mask.
func NewReport(tool report.Tool, command string, pol *policy.Policy, set *rules.Set, root string, mask func(string) string) *report.Builder {
	b := report.NewBuilder(tool, command, pol.Name, root, func(id string) (report.RuleMeta, bool) {
		if set == nil {
			return report.RuleMeta{}, false
		}
		rule, ok := set.Rule(id)
		return report.RuleMeta{ID: rule.ID, Source: rule.Source, Description: rule.Description, Severity: rule.Severity.String(), Tags: rule.Tags}, ok
	})
	b.Mask = mask
	return b
}
