package redact

import (
	"fmt"

	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/report"
	"github.com/omp-redact/omp-redact/rules"
)

// GateViolations is check's rule for a file that was scanned but not
// redacted: the findings the policy would act on (any action but keep;
// deny has its own violation from the plan) at or above failOn, and the
// validation errors of the file. Deny and opaque violations come from the
// engine's plan and are in f.Violations already.
func GateViolations(f *report.File, failOn rules.Severity) []report.Violation {
	var out []report.Violation
	for _, fd := range f.Findings {
		switch policy.Action(fd.Action) {
		case policy.Keep, policy.Deny, "":
			continue
		}
		sev, err := rules.ParseSeverity(fd.Severity)
		if err == nil && sev < failOn {
			continue
		}
		out = append(out, report.Violation{Line: fd.Line, EntryID: fd.EntryID, Path: fd.Path, Kind: report.ViolationFinding, RuleID: fd.RuleID, Severity: fd.Severity,
			Message: fmt.Sprintf("%s finding the policy would %s", fd.RuleID, fd.Action)})
	}
	for _, p := range f.Problems {
		if p.Severity == "error" {
			out = append(out, report.Violation{Line: p.Line, EntryID: p.EntryID, Kind: report.ViolationInvalid, Message: p.Check + ": " + p.Message})
		}
	}
	return out
}
