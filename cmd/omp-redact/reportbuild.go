package main

import (
	"github.com/omp-redact/omp-redact/internal/enginebuild"
	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/report"
	"github.com/omp-redact/omp-redact/rules"
)

// newReportBuilder starts the report of a command (see
// enginebuild.NewReport). Artifact URIs are relative to the current
// directory, which is the repository root when run in CI, so that GitHub
// code scanning can resolve them against %SRCROOT%.
func newReportBuilder(command string, pol *policy.Policy, set *rules.Set, mask func(string) string) *report.Builder {
	return enginebuild.NewReport(report.Tool{Name: "omp-redact", Version: buildVersion()}, command, pol, set, ".", mask)
}
