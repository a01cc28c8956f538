package report

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// update rewrites the golden files: go test ./report -update.
var update = flag.Bool("update", false, "update golden files")

// fixture is a hand-built report that sets every field of the model, so
// that the golden files and the schema tests cover all of it. It holds no
// secret; previewSecret (below) is only added by the no-secret test.
func fixture() *Report {
	return &Report{
		SchemaVersion: SchemaVersion,
		Tool:          Tool{Name: "omp-redact", Version: "v0.3.0"},
		Command:       "check",
		Policy:        "profile:share",
		Root:          "/work/repo",
		Rules: []RuleMeta{
			{ID: "aws-access-token", Source: "gitleaks", Description: "Identified a pattern that may indicate AWS credentials", Severity: "critical", Tags: []string{"aws", "cloud"}},
			{ID: "generic-api-key", Source: "gitleaks", Description: "Detected a Generic API Key", Severity: "medium"},
			{ID: "home-path", Source: "builtin", Description: "A home directory path that names a user", Severity: "low"},
		},
		Files: []File{
			{
				Path: "/work/repo/sessions/2026-11-29_a|b.jsonl", Output: "/work/repo/out/a.jsonl",
				InputSHA256:  "3f1c0a6fa4b1d5cf2f6b6f5b3b9d7a3f6c2a1e0d9b8c7a6f5e4d3c2b1a098765",
				OutputSHA256: "8e2b7d1c0a9f8e7d6c5b4a39281706f5e4d3c2b1a0f9e8d7c6b5a49382716050",
				Kind:         "session", SessionID: "019a0b1c-7d2e-7f00-8a11-223344556677", Version: 3, Entries: 42,
				Findings: []Finding{
					{Line: 7, Column: 118, EndColumn: 138, EntryID: "a1b2c3d4", Path: "message.content.0.text", RuleID: "aws-access-token",
						Severity: "critical", Start: 31, End: 51, Fingerprint: "fp:1f2e3d4c5b6a7988", Action: "mask", PolicyRule: "mask-cloud-keys"},
					{Line: 9, Column: 0, EntryID: "b2c3d4e5", Path: "message.content.1.arguments.command", InnerPath: "env.TOKEN", Encoding: "base64",
						RuleID: "generic-api-key", Severity: "medium", Start: 4, End: 44, Fingerprint: "fp:aa00bb11cc22dd33", Action: "blank", PolicyRule: "tool-args", Suppressed: true},
					{Line: 12, Column: 40, EndColumn: 58, EntryID: "c3d4e5f6", Path: "message.content.0.text", RuleID: "home-path",
						Severity: "low", Start: 3, End: 21, Fingerprint: "fp:0102030405060708", Action: "anonymize-path", PolicyRule: "paths"},
				},
				Changes: []Change{
					{Line: 7, EntryID: "a1b2c3d4", Path: "message.content.0.text", What: "mask", Rule: "aws-access-token", Reason: "policy rule mask-cloud-keys"},
					{Line: 8, EntryID: "d4e5f6a7", Path: "message.content.2", What: "strip-signature", Rule: "mask-cloud-keys", Reason: "thinking signature covers an edited block"},
				},
				Invalidations: []Invalidation{
					{Line: 8, EntryID: "d4e5f6a7", Path: "message.content.2.thinkingSignature", Kind: "thinking-signature", Provider: "anthropic",
						API: "anthropic-messages", Cause: "message.content.0.text", Outcome: "stripped"},
				},
				Opaque: map[string]int{"signature": 2, "encrypted": 1},
				Violations: []Violation{
					{Line: 7, EntryID: "a1b2c3d4", Path: "message.content.0.text", Kind: "finding", RuleID: "aws-access-token", Severity: "critical", Message: "finding of aws-access-token must be masked"},
					{Line: 9, EntryID: "b2c3d4e5", Path: "message.content.1.arguments.command", Kind: "finding", RuleID: "generic-api-key", Severity: "medium", Message: "finding of generic-api-key must be blanked", Suppressed: true},
					{Line: 15, EntryID: "e5f6a7b8", Path: "message.content.0", Kind: "deny", RuleID: "no-env-dumps", Severity: "high", Message: "tool result of `env` is denied | by policy <rule>"},
					{Line: 18, EntryID: "f6a7b8c9", Path: "message.content.1.encrypted_content", Kind: "opaque", Severity: "medium", Message: "encrypted reasoning cannot be scanned"},
				},
				Problems:      []Problem{{Line: 30, EntryID: "0a1b2c3d", Check: "dangling-parent", Severity: "error", Message: "parentId 99aa88bb names no entry"}},
				ProblemsAfter: []Problem{{Line: 30, EntryID: "0a1b2c3d", Check: "dangling-parent", Severity: "error", Message: "parentId 99aa88bb names no entry"}},
				Resumable:     &Verdict{SameProvider: false, Because: []string{"a thinking signature was stripped", "encrypted reasoning is kept but stale"}},
				Counts: Counts{Findings: 3, ByRule: map[string]int{"aws-access-token": 1, "generic-api-key": 1, "home-path": 1},
					ByAction: map[string]int{"mask": 1, "blank": 1, "anonymize-path": 1}},
				Errors: []string{"line 41: regex timeout in rule generic-api-key"},
			},
			{
				Path: "/work/repo/sessions/b.jsonl", InputSHA256: "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
				Kind: "session", SessionID: "019a0b1c-0000-7000-8000-000000000002", Version: 3, Entries: 5,
				Findings: []Finding{},
				Violations: []Violation{
					{Line: 3, EntryID: "11aa22bb", Kind: "invalid", Severity: "medium", Message: "line 3: duplicate key \"text\""},
				},
				Counts: Counts{Findings: 0},
			},
			{
				Path: "/elsewhere/notes.txt", InputSHA256: "ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100",
				Kind: "text", Entries: 0,
				Findings: []Finding{
					{Line: 2, Column: 5, EndColumn: 25, RuleID: "generic-api-key", Severity: "medium", Start: 4, End: 24, Fingerprint: "fp:9999888877776666", Action: "mask"},
				},
				Counts: Counts{Findings: 1, ByRule: map[string]int{"generic-api-key": 1}, ByAction: map[string]int{"mask": 1}},
			},
		},
		Summary:  Summary{Files: 3, Sessions: 2, Findings: 4, Suppressed: 1, Changes: 2, Invalidations: 1, Violations: 4, Errors: 1},
		Baseline: &BaselineStats{Path: ".omp-redact-baseline.json", Suppressed: 1, Stale: 2},
	}
}

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./report -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("%s mismatch (-want +got):\n%s", path, diff)
	}
}
