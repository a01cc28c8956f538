package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// sarifSchemaPath is the official SARIF 2.1.0 (Errata 01) schema, committed
// at the repository root: the spec, rather than our reading of it.
var sarifSchemaPath = filepath.Join("..", "testdata", "sarif-schema-2.1.0.json")

var sarifSchema *jsonschema.Schema

func sarifValidator(t testing.TB) *jsonschema.Schema {
	if sarifSchema == nil {
		sarifSchema = compileSchema(t, sarifSchemaPath)
	}
	return sarifSchema
}

func writeSARIFLog(t testing.TB, r *Report, opts Options) ([]byte, map[string]any) {
	t.Helper()
	var buf bytes.Buffer
	if err := Write(&buf, r, "sarif", opts); err != nil {
		t.Fatal(err)
	}
	if err := validate(t, sarifValidator(t), buf.Bytes()); err != nil {
		t.Fatalf("SARIF does not validate against the 2.1.0 schema: %v", err)
	}
	var m map[string]any
	if err := json.Unmarshal(buf.Bytes(), &m); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), m
}

// get follows a path of keys and indexes ("runs", 0, "tool") in decoded JSON.
func get(t testing.TB, v any, path ...any) any {
	t.Helper()
	for _, p := range path {
		switch k := p.(type) {
		case string:
			m, ok := v.(map[string]any)
			if !ok || m[k] == nil {
				t.Fatalf("missing %v (at %q)", path, k)
			}
			v = m[k]
		case int:
			a, ok := v.([]any)
			if !ok || k >= len(a) {
				t.Fatalf("missing %v (at %d)", path, k)
			}
			v = a[k]
		}
	}
	return v
}

func TestSARIFValidatesAndHasGitHubFields(t *testing.T) {
	_, log := writeSARIFLog(t, fixture(), Options{})
	run := get(t, log, "runs", 0)
	driver := get(t, run, "tool", "driver")
	for _, k := range []string{"name", "version", "informationUri"} {
		get(t, driver, k)
	}
	rules := get(t, driver, "rules").([]any)
	ids := map[string]int{}
	for i, r := range rules {
		for _, p := range [][]any{{"id"}, {"name"}, {"shortDescription", "text"}, {"fullDescription", "text"},
			{"help", "text"}, {"help", "markdown"}, {"properties", "tags"}, {"properties", "security-severity"}} {
			get(t, r, p...)
		}
		ids[get(t, r, "id").(string)] = i
		help := get(t, r, "help", "markdown").(string)
		if !strings.Contains(help, "omp-redact") {
			t.Errorf("rule %v: help does not say how to fix: %q", ids, help)
		}
	}
	for _, id := range []string{"policy-deny", "opaque-content", "invalid-session"} {
		if _, ok := ids[id]; !ok {
			t.Errorf("pseudo-rule %s is not declared", id)
		}
	}
	if got := get(t, run, "automationDetails", "id"); got != "omp-redact/check/" {
		t.Errorf("automationDetails.id = %v", got)
	}
	if get(t, run, "invocations", 0, "executionSuccessful") != false {
		t.Error("executionSuccessful is true although a file has an error")
	}
	results := get(t, run, "results").([]any)
	if len(results) != 4+3 { // 4 findings + deny, opaque, invalid
		t.Errorf("%d results, want 7", len(results))
	}
	for i, res := range results {
		id := get(t, res, "ruleId").(string)
		if idx := int(get(t, res, "ruleIndex").(float64)); idx != ids[id] {
			t.Errorf("result %d: ruleIndex %d, but rule %s is at %d", i, idx, id, ids[id])
		}
		get(t, res, "level")
		get(t, res, "message", "text")
		get(t, res, "locations", 0, "physicalLocation", "artifactLocation", "uri")
		get(t, res, "locations", 0, "physicalLocation", "region", "startLine")
		get(t, res, "partialFingerprints", "primaryLocationLineHash")
	}

	// The first finding: exact location, logical location, level.
	first := results[0]
	want := map[string]any{
		"artifactLocation": map[string]any{"uri": "sessions/2026-11-29_a%7Cb.jsonl", "uriBaseId": "%SRCROOT%"},
		"region":           map[string]any{"startLine": 7.0, "startColumn": 118.0, "endColumn": 138.0},
	}
	if diff := cmp.Diff(want, get(t, first, "locations", 0, "physicalLocation")); diff != "" {
		t.Errorf("physicalLocation (-want +got):\n%s", diff)
	}
	wantLogical := []any{map[string]any{"name": "message.content.0.text", "fullyQualifiedName": "a1b2c3d4/message.content.0.text", "kind": "member"}}
	if diff := cmp.Diff(wantLogical, get(t, first, "locations", 0, "logicalLocations")); diff != "" {
		t.Errorf("logicalLocations (-want +got):\n%s", diff)
	}
	// Column 0 means the whole line.
	if diff := cmp.Diff(map[string]any{"startLine": 9.0, "startColumn": 1.0}, get(t, results[1], "locations", 0, "physicalLocation", "region")); diff != "" {
		t.Errorf("whole-line region (-want +got):\n%s", diff)
	}
	// The suppressed finding carries an external suppression.
	if got := get(t, results[1], "suppressions", 0, "kind"); got != "external" {
		t.Errorf("suppression kind = %v", got)
	}
	// A file outside the root gets an absolute file URI and no base id.
	if got := get(t, results[6], "locations", 0, "physicalLocation", "artifactLocation"); !cmp.Equal(got, map[string]any{"uri": "file:///elsewhere/notes.txt"}) {
		t.Errorf("outside root: artifactLocation = %v", got)
	}
	// Messages name the file relative to the root, not the local layout.
	if msg := get(t, first, "message", "text").(string); strings.Contains(msg, "/work/repo") {
		t.Errorf("message carries the absolute root: %q", msg)
	}
}

func TestSARIFLevelsAndSeverity(t *testing.T) {
	tests := []struct{ sev, level, score string }{
		{"critical", "error", "9.5"}, {"high", "error", "8.0"}, {"medium", "warning", "5.5"}, {"low", "note", "3.0"},
	}
	for _, tt := range tests {
		r := &Report{Command: "scan", Rules: []RuleMeta{{ID: "r", Source: "user", Description: "d", Severity: tt.sev}},
			Files: []File{{Path: "s.jsonl", Findings: []Finding{{Line: 1, RuleID: "r", Severity: tt.sev, Fingerprint: "f"}}}}}
		_, log := writeSARIFLog(t, r, Options{})
		if got := get(t, log, "runs", 0, "results", 0, "level"); got != tt.level {
			t.Errorf("%s: level %v, want %s", tt.sev, got, tt.level)
		}
		if got := get(t, log, "runs", 0, "tool", "driver", "rules", 0, "properties", "security-severity"); got != tt.score {
			t.Errorf("%s: security-severity %v, want %s", tt.sev, got, tt.score)
		}
	}
}

// TestSARIFLineHashIgnoresLine: appending to a session moves nothing, but
// if an edit shifts lines the alert must stay the same alert.
func TestSARIFLineHashIgnoresLine(t *testing.T) {
	hash := func(line int, entry string) string {
		r := &Report{Files: []File{{Path: "s.jsonl", SessionID: "s", Findings: []Finding{
			{Line: line, EntryID: entry, Path: "message.content.0.text", RuleID: "r", Fingerprint: "fp"}}}}}
		_, log := writeSARIFLog(t, r, Options{})
		return get(t, log, "runs", 0, "results", 0, "partialFingerprints", "primaryLocationLineHash").(string)
	}
	if hash(3, "e1") != hash(40, "e1") {
		t.Error("hash changes with the line number")
	}
	if hash(3, "e1") == hash(3, "e2") {
		t.Error("hash ignores the entry id")
	}
}

func TestSARIFTruncatesAtMaxResults(t *testing.T) {
	r := generated(50, "medium")
	// Make two findings critical: they must survive truncation.
	r.Files[0].Findings[30].Severity = "critical"
	r.Files[0].Findings[45].Severity = "critical"
	_, log := writeSARIFLog(t, r, Options{MaxResults: 10})
	results := get(t, log, "runs", 0, "results").([]any)
	if len(results) != 10 {
		t.Fatalf("%d results, want 10", len(results))
	}
	var lines []float64
	for _, res := range results {
		lines = append(lines, get(t, res, "locations", 0, "physicalLocation", "region", "startLine").(float64))
	}
	// Report order is kept; the critical ones (lines 31, 46) are in.
	want := []float64{1, 2, 3, 4, 5, 6, 7, 8, 31, 46}
	if diff := cmp.Diff(want, lines); diff != "" {
		t.Errorf("kept lines (-want +got):\n%s", diff)
	}
	note := get(t, log, "runs", 0, "invocations", 0, "toolExecutionNotifications", 0, "message", "text").(string)
	if !strings.HasPrefix(note, "40 of 50 results were dropped") {
		t.Errorf("notification = %q", note)
	}
	if get(t, log, "runs", 0, "invocations", 0, "executionSuccessful") != true {
		t.Error("truncation is not a failed execution")
	}
}

func TestSARIFTruncatesAtGitHubResultLimit(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 26,000 results")
	}
	r := generated(DefaultMaxResults+1000, "high")
	data, log := writeSARIFLog(t, r, Options{})
	if n := len(get(t, log, "runs", 0, "results").([]any)); n != DefaultMaxResults {
		t.Errorf("%d results, want %d", n, DefaultMaxResults)
	}
	if gz := gzipSize(data); gz > DefaultMaxSARIFBytes {
		t.Errorf("gzipped size %d over the limit", gz)
	}
}

func TestSARIFTruncatesAtGzipLimit(t *testing.T) {
	r := generated(3000, "high")
	var full bytes.Buffer
	if err := Write(&full, r, "sarif", Options{}); err != nil {
		t.Fatal(err)
	}
	limit := gzipSize(full.Bytes()) / 3
	data, log := writeSARIFLog(t, r, Options{MaxSARIFBytes: limit})
	if gz := gzipSize(data); gz > limit {
		t.Errorf("gzipped size %d over the limit %d", gz, limit)
	}
	n := len(get(t, log, "runs", 0, "results").([]any))
	if n == 0 || n >= 3000 {
		t.Errorf("%d results kept", n)
	}
	note := get(t, log, "runs", 0, "invocations", 0, "toolExecutionNotifications", 0, "message", "text").(string)
	if !strings.HasPrefix(note, fmt.Sprintf("%d of 3000 results were dropped", 3000-n)) {
		t.Errorf("notification = %q", note)
	}
}

// generated is a report with n findings in one session, distinct fingerprints.
func generated(n int, severity string) *Report {
	r := &Report{Command: "scan", Tool: Tool{Name: "omp-redact", Version: "v1"}, Root: "/r",
		Rules: []RuleMeta{{ID: "generic-api-key", Source: "gitleaks", Description: "Detected a Generic API Key", Severity: severity}}}
	f := File{Path: "/r/s.jsonl", SessionID: "sess", Kind: "session", InputSHA256: strings.Repeat("0", 64), Entries: n}
	for i := 0; i < n; i++ {
		f.Findings = append(f.Findings, Finding{
			Line: i + 1, Column: 10, EndColumn: 50, EntryID: fmt.Sprintf("%08x", i*2654435761), Path: "message.content.0.text",
			RuleID: "generic-api-key", Severity: severity, Start: 5, End: 45, Fingerprint: fmt.Sprintf("%016x", uint64(i)*0x9E3779B97F4A7C15),
			Action: "mask", PolicyRule: "default",
		})
	}
	f.Counts.Findings = n
	r.Files = []File{f}
	r.Summary = Summary{Files: 1, Sessions: 1, Findings: n}
	return r
}

// TestSARIFSchemaCatchesMistakes makes sure the schema validation can fail:
// each mutation of a valid log breaks a rule of SARIF 2.1.0.
func TestSARIFSchemaCatchesMistakes(t *testing.T) {
	data, _ := writeSARIFLog(t, fixture(), Options{})
	tests := []struct {
		name   string
		mutate func(run map[string]any)
	}{
		{"bad level", func(run map[string]any) { run["results"].([]any)[0].(map[string]any)["level"] = "fatal" }},
		{"region without start", func(run map[string]any) {
			loc := run["results"].([]any)[0].(map[string]any)["locations"].([]any)[0].(map[string]any)
			loc["physicalLocation"].(map[string]any)["region"] = map[string]any{"endColumn": 3}
		}},
		{"zero start line", func(run map[string]any) {
			loc := run["results"].([]any)[0].(map[string]any)["locations"].([]any)[0].(map[string]any)
			loc["physicalLocation"].(map[string]any)["region"] = map[string]any{"startLine": 0}
		}},
		{"rule without id", func(run map[string]any) {
			delete(run["tool"].(map[string]any)["driver"].(map[string]any)["rules"].([]any)[0].(map[string]any), "id")
		}},
		{"message without text", func(run map[string]any) { run["results"].([]any)[0].(map[string]any)["message"] = map[string]any{} }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var log map[string]any
			if err := json.Unmarshal(data, &log); err != nil {
				t.Fatal(err)
			}
			tt.mutate(log["runs"].([]any)[0].(map[string]any))
			out, _ := json.Marshal(log)
			if err := validate(t, sarifValidator(t), out); err == nil {
				t.Error("the SARIF schema accepted the mutated log")
			}
		})
	}
}
