package main

import (
	"sort"
	"strings"

	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/report"
	"github.com/omp-redact/omp-redact/rules"
)

// reportBuilder accumulates per-file results into a report.Report.
type reportBuilder struct {
	r   *report.Report
	set *rules.Set
	// mask masks secrets in file names and error messages (see
	// redact.Engine.Mask); nil leaves them.
	mask func(string) string
}

func newReportBuilder(command string, pol *policy.Policy, set *rules.Set, root string) *reportBuilder {
	return &reportBuilder{set: set, r: &report.Report{
		SchemaVersion: report.SchemaVersion,
		Tool:          report.Tool{Name: "omp-redact", Version: buildVersion()},
		Command:       command,
		Policy:        pol.Name,
		Root:          root,
		Rules:         []report.RuleMeta{},
		Files:         []report.File{},
	}}
}

// add appends a file's report (its path relative to the scan root).
func (b *reportBuilder) add(f report.File) {
	if b.mask != nil {
		f.Path, f.Output = b.mask(f.Path), b.mask(f.Output)
		for i, e := range f.Errors {
			f.Errors[i] = b.mask(e)
		}
	}
	if f.Findings == nil {
		f.Findings = []report.Finding{}
	}
	b.r.Files = append(b.r.Files, f)
}

// addError records a file that could not be processed at all. The file's
// path is its report name, so the message does not repeat it.
func (b *reportBuilder) addError(path string, err error) {
	msg := withoutPath(path, err.Error())
	if b.mask != nil {
		path, msg = b.mask(path), b.mask(msg)
	}
	b.r.Files = append(b.r.Files, report.File{Path: path, Kind: "error", Findings: []report.Finding{}, Errors: []string{msg}})
}

// withoutPath drops a leading "path: " from msg, and turns a leading
// "path:12: " into "line 12: " (as other per-file errors say it): the
// report names the file already.
func withoutPath(path, msg string) string {
	if rest, ok := strings.CutPrefix(msg, path+": "); ok {
		return rest
	}
	rest, ok := strings.CutPrefix(msg, path+":")
	if !ok {
		return msg
	}
	num, after, ok := strings.Cut(rest, ":")
	if !ok || num == "" || strings.Trim(num, "0123456789") != "" {
		return msg
	}
	if col, tail, ok := strings.Cut(after, ":"); ok && col != "" && strings.Trim(col, "0123456789") == "" {
		return "line " + num + " column " + col + ":" + tail
	}
	return "line " + num + ":" + after
}

// finish fills the rule metadata and the summary, and sorts files.
func (b *reportBuilder) finish() *report.Report {
	r := b.r
	sort.SliceStable(r.Files, func(i, j int) bool { return r.Files[i].Path < r.Files[j].Path })
	seen := map[string]bool{}
	s := report.Summary{Files: len(r.Files)}
	for _, f := range r.Files {
		if f.Kind == "session" {
			s.Sessions++
		}
		s.Findings += len(f.Findings)
		s.Changes += len(f.Changes)
		s.Invalidations += len(f.Invalidations)
		s.Violations += len(f.Violations)
		s.Errors += len(f.Errors)
		for _, fd := range f.Findings {
			if fd.Suppressed {
				s.Suppressed++
			}
			if seen[fd.RuleID] {
				continue
			}
			seen[fd.RuleID] = true
			meta := report.RuleMeta{ID: fd.RuleID, Severity: fd.Severity, Source: "builtin"}
			if b.set != nil {
				if rule, ok := b.set.Rule(fd.RuleID); ok {
					meta = report.RuleMeta{ID: rule.ID, Source: rule.Source, Description: rule.Description, Severity: rule.Severity.String(), Tags: rule.Tags}
				}
			}
			r.Rules = append(r.Rules, meta)
		}
	}
	sort.Slice(r.Rules, func(i, j int) bool { return r.Rules[i].ID < r.Rules[j].ID })
	r.Summary = s
	return r
}
