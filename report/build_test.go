package report

import (
	"errors"
	"strings"
	"testing"
)

func TestWithoutPath(t *testing.T) {
	for _, c := range []struct{ path, in, want string }{
		{"a.jsonl", "a.jsonl: not a session file: binary data", "not a session file: binary data"},
		{"a.jsonl", "a.jsonl:1: session version 99 is newer", "line 1: session version 99 is newer"},
		{"a.jsonl", "a.jsonl:3:7: bad", "line 3 column 7: bad"},
		{"a.jsonl", "b.jsonl: other file", "b.jsonl: other file"},
		{"a.jsonl", "a.jsonlx: other", "a.jsonlx: other"},
		{"a.jsonl", "a.jsonl:x: odd", "a.jsonl:x: odd"},
	} {
		if got := WithoutPath(c.path, c.in); got != c.want {
			t.Errorf("WithoutPath(%q, %q) = %q, want %q", c.path, c.in, got, c.want)
		}
	}
}

// TestBuilderFinish: files are sorted, the summary counts them, every
// rule that found something is listed once (described by the lookup when
// it knows the rule) and Mask reaches paths and errors.
func TestBuilderFinish(t *testing.T) {
	lookup := func(id string) (RuleMeta, bool) {
		if id == "known" {
			return RuleMeta{ID: id, Source: "gitleaks", Description: "a known rule", Severity: "high"}, true
		}
		return RuleMeta{}, false
	}
	b := NewBuilder(Tool{Name: "t"}, "scan", "default", ".", lookup)
	b.Mask = func(s string) string { return strings.ReplaceAll(s, "SECRET", "[M]") }
	b.Add(File{Path: "b-SECRET.jsonl", Kind: "session", Findings: []Finding{{RuleID: "known"}, {RuleID: "other", Severity: "low", Suppressed: true}}})
	b.Add(File{Path: "a.txt", Kind: "text", Findings: []Finding{{RuleID: "known"}}})
	b.AddError("c.jsonl", errors.New("c.jsonl:3: SECRET broke"))
	r := b.Finish()
	var paths []string
	for _, f := range r.Files {
		paths = append(paths, f.Path)
	}
	if want := "a.txt b-[M].jsonl c.jsonl"; strings.Join(paths, " ") != want {
		t.Errorf("files %q, want %q", paths, want)
	}
	if got := r.Files[2].Errors; len(got) != 1 || got[0] != "line 3: [M] broke" {
		t.Errorf("error %q", got)
	}
	want := Summary{Files: 3, Sessions: 1, Findings: 3, Suppressed: 1, Errors: 1}
	if r.Summary != want {
		t.Errorf("summary %+v, want %+v", r.Summary, want)
	}
	if len(r.Rules) != 2 || r.Rules[0].Description != "a known rule" || r.Rules[1].ID != "other" || r.Rules[1].Source != "builtin" {
		t.Errorf("rules %+v", r.Rules)
	}
}
