package redact

import (
	"testing"

	"github.com/omp-redact/omp-redact/report"
	"github.com/omp-redact/omp-redact/session"
)

// TestNewErrorsByIdentity: verify compares validation errors by check and
// entry, not by count per check: an output that trades one entry's
// tool-pairing error for another's has a new error; the same entry's error
// with another message (other-branch became no-call) is not new; lines of
// problems without an entry id are mapped back to the input's.
func TestNewErrorsByIdentity(t *testing.T) {
	pe := func(line int, id, check, msg string) report.Problem {
		return report.Problem{Line: line, EntryID: id, Check: check, Severity: "error", Message: msg}
	}
	before := []report.Problem{
		pe(4, "e3", "tool-pairing", "toolResult for call c1: the call is only on another branch (line 3)"),
		pe(9, "", "json", "line does not parse"),
		{Line: 5, EntryID: "e9", Check: "tool-pairing", Severity: "warning", Message: "x"},
	}
	tests := []struct {
		name  string
		after []report.Problem
		in    func(int) int
		want  int
	}{
		{"same error", before, nil, 0},
		{"same entry, other message", []report.Problem{pe(4, "e3", "tool-pairing", "toolResult for call c1 has no toolCall with that id")}, nil, 0},
		{"another entry", []report.Problem{pe(5, "e4", "tool-pairing", "toolResult for call c1 has no toolCall with that id")}, nil, 1},
		{"traded", []report.Problem{pe(5, "e4", "tool-pairing", "x"), pe(9, "", "json", "line does not parse")}, nil, 1},
		{"warning became an error", []report.Problem{pe(5, "e9", "tool-pairing", "x")}, nil, 1},
		{"line moved up by a splice", []report.Problem{pe(8, "", "json", "line does not parse")}, func(l int) int { return l + 1 }, 0},
		{"line moved, not mapped", []report.Problem{pe(8, "", "json", "line does not parse")}, nil, 1},
	}
	for _, tt := range tests {
		if got := newErrors(before, tt.after, tt.in); got != tt.want {
			t.Errorf("%s: %d new errors, want %d", tt.name, got, tt.want)
		}
	}
}

// TestInputLine: after removal: splice deletes line 4 (e3), output lines
// from 4 on are the input's lines from 5 on.
func TestInputLine(t *testing.T) {
	e := newTestEngine(t, "policy.yaml", removalPolicy("drop-entry", "splice", "strip", "keep"))
	in := []byte(`{"type":"session","version":3,"id":"s","timestamp":"t","cwd":"/w"}
{"type":"message","id":"e1","parentId":null,"timestamp":"t","message":{"role":"user","content":[{"type":"text","text":"a"}],"timestamp":1}}
{"type":"message","id":"e2","parentId":"e1","timestamp":"t","message":{"role":"user","content":[{"type":"text","text":"b"}],"timestamp":1}}
{"type":"message","id":"e3","parentId":"e2","timestamp":"t","message":{"role":"user","content":[{"type":"text","text":"SECRET-AB12CD34"}],"timestamp":1}}
{"type":"message","id":"e4","parentId":"e3","timestamp":"t","message":{"role":"user","content":[{"type":"text","text":"c"}],"timestamp":1}}
{"type":"message","id":"e5","parentId":"e4","timestamp":"t","message":{"role":"user","content":[{"type":"text","text":"d"}],"timestamp":1}}
`)
	res, err := e.Session("in", in, session.Options{})
	if err != nil || res.Fatal != nil {
		t.Fatal(err, res.Fatal)
	}
	for out, want := range map[int]int{1: 1, 3: 3, 4: 5, 5: 6} {
		if got := res.plan.inputLine(out); got != want {
			t.Errorf("output line %d is input line %d, want %d", out, got, want)
		}
	}
}
