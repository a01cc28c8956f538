package main

import (
	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/report"
	"github.com/omp-redact/omp-redact/rules"
)

// newReportBuilder starts the report of a command (see report.Builder),
// its rules described by set, file names and errors masked with mask.
func newReportBuilder(command string, pol *policy.Policy, set *rules.Set, root string, mask func(string) string) *report.Builder {
	b := report.NewBuilder(report.Tool{Name: "omp-redact", Version: buildVersion()}, command, pol.Name, root, func(id string) (report.RuleMeta, bool) {
		if set == nil {
			return report.RuleMeta{}, false
		}
		rule, ok := set.Rule(id)
		return report.RuleMeta{ID: rule.ID, Source: rule.Source, Description: rule.Description, Severity: rule.Severity.String(), Tags: rule.Tags}, ok
	})
	b.Mask = mask
	return b
}
