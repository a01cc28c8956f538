package main

import (
	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/report"
	"github.com/omp-redact/omp-redact/rules"
)

// newReportBuilder starts the report of a command (see report.Builder),
// its rules described by set.
func newReportBuilder(command string, pol *policy.Policy, set *rules.Set, root string) *reportBuilder {
	b := report.NewBuilder(report.Tool{Name: "omp-redact", Version: buildVersion()}, command, pol.Name, root, func(id string) (report.RuleMeta, bool) {
		if set == nil {
			return report.RuleMeta{}, false
		}
		rule, ok := set.Rule(id)
		return report.RuleMeta{ID: rule.ID, Source: rule.Source, Description: rule.Description, Severity: rule.Severity.String(), Tags: rule.Tags}, ok
	})
	return &reportBuilder{Builder: b}
}

// reportBuilder is report.Builder under the names redact.go uses (kept
// while other work edits that file; see issue 12).
type reportBuilder struct {
	*report.Builder
	mask func(string) string
}

func (b *reportBuilder) add(f report.File) { b.Builder.Mask = b.mask; b.Add(f) }

func (b *reportBuilder) addError(path string, err error) {
	b.Builder.Mask = b.mask
	b.AddError(path, err)
}

func (b *reportBuilder) finish() *report.Report { return b.Finish() }
