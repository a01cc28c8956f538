package report

import (
	"sort"
	"strings"
)

// Builder accumulates per-file results into a [Report]: it masks what
// the report would print of its inputs, names every rule that found
// something and sums up the files.
type Builder struct {
	r    *Report
	rule func(id string) (RuleMeta, bool)
	// Mask masks secrets in file names and error messages (see
	// redact.Engine.Mask); nil leaves them.
	Mask func(string) string
}

// NewBuilder starts the report of command (scan, check, redact) run by
// tool with the named policy; file paths are relative to root. rule
// describes a rule by id for the report's rule list (nil: only what a
// finding says).
func NewBuilder(tool Tool, command, policy, root string, rule func(id string) (RuleMeta, bool)) *Builder {
	return &Builder{rule: rule, r: &Report{
		SchemaVersion: SchemaVersion,
		Tool:          tool,
		Command:       command,
		Policy:        policy,
		Root:          root,
		Rules:         []RuleMeta{},
		Files:         []File{},
	}}
}

// Add appends a file's report (its path relative to the scan root).
func (b *Builder) Add(f File) {
	if b.Mask != nil {
		f.Path, f.Output = b.Mask(f.Path), b.Mask(f.Output)
		for i, e := range f.Errors {
			f.Errors[i] = b.Mask(e)
		}
	}
	if f.Findings == nil {
		f.Findings = []Finding{}
	}
	b.r.Files = append(b.r.Files, f)
}

// AddError records a file that could not be processed at all. The file's
// path is its report name, so the message does not repeat it.
func (b *Builder) AddError(path string, err error) {
	msg := WithoutPath(path, err.Error())
	if b.Mask != nil {
		path, msg = b.Mask(path), b.Mask(msg)
	}
	b.r.Files = append(b.r.Files, File{Path: path, Kind: FileError, Findings: []Finding{}, Errors: []string{msg}})
}

// WithoutPath drops a leading "path: " from msg, and turns a leading
// "path:12: " into "line 12: " (as other per-file errors say it): the
// report names the file already.
func WithoutPath(path, msg string) string {
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

// Finish fills the rule metadata and the summary, and sorts files.
func (b *Builder) Finish() *Report {
	r := b.r
	sort.SliceStable(r.Files, func(i, j int) bool { return r.Files[i].Path < r.Files[j].Path })
	seen := map[string]bool{}
	s := Summary{Files: len(r.Files)}
	for _, f := range r.Files {
		if f.Kind == FileSession {
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
			meta := RuleMeta{ID: fd.RuleID, Severity: fd.Severity, Source: "builtin"}
			if b.rule != nil {
				if m, ok := b.rule(fd.RuleID); ok {
					meta = m
				}
			}
			r.Rules = append(r.Rules, meta)
		}
	}
	sort.Slice(r.Rules, func(i, j int) bool { return r.Rules[i].ID < r.Rules[j].ID })
	r.Summary = s
	return r
}
