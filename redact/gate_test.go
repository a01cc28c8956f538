package redact

import (
	"testing"

	"github.com/omp-redact/omp-redact/report"
	"github.com/omp-redact/omp-redact/rules"
)

// TestGateViolations: a finding is a violation when the policy acts on it
// and it is at or above the threshold; kept and denied findings are not
// (deny has its own violation), validation errors are, warnings are not.
func TestGateViolations(t *testing.T) {
	f := &report.File{
		Findings: []report.Finding{
			{RuleID: "a", Severity: "high", Action: "mask", Line: 1},
			{RuleID: "b", Severity: "low", Action: "mask", Line: 2},
			{RuleID: "c", Severity: "critical", Action: "keep", Line: 3},
			{RuleID: "d", Severity: "critical", Action: "deny", Line: 4},
			{RuleID: "e", Severity: "critical", Line: 5},
			{RuleID: "f", Severity: "medium", Action: "remove-pair", Line: 6},
		},
		Problems: []report.Problem{
			{Line: 7, Check: "parent", Severity: "error", Message: "dangling"},
			{Line: 8, Check: "order", Severity: "warning", Message: "late"},
		},
	}
	got := GateViolations(f, rules.SeverityMedium)
	var lines []int
	for _, v := range got {
		lines = append(lines, v.Line)
	}
	if len(got) != 3 || lines[0] != 1 || lines[1] != 6 || lines[2] != 7 {
		t.Fatalf("violations on lines %v, want [1 6 7]", lines)
	}
	if got[0].Kind != "finding" || got[0].Message != "a finding the policy would mask" || got[2].Kind != "invalid" || got[2].Message != "parent: dangling" {
		t.Errorf("violations %+v", got)
	}
	if n := len(GateViolations(f, rules.SeverityLow)); n != 4 {
		t.Errorf("%d violations at low, want 4", n)
	}
}
