package main

import (
	"github.com/omp-redact/omp-redact/internal/enginebuild"
	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/report"
	"github.com/omp-redact/omp-redact/rules"
)

// newReportBuilder starts the report of a command (see enginebuild.NewReport).
func newReportBuilder(command string, pol *policy.Policy, set *rules.Set, root string, mask func(string) string) *report.Builder {
	return enginebuild.NewReport(report.Tool{Name: "omp-redact", Version: buildVersion()}, command, pol, set, root, mask)
}
