package report

import (
	"fmt"
	"io"
	"sort"
)

// Levels of detail for [Options.Level].
const (
	// LevelDetailed lists every finding, change, violation and invalidation.
	LevelDetailed = "detailed"
	// LevelSummary keeps totals, per-rule and per-file counts, and the
	// violations that are not findings (deny, opaque, invalid): even
	// without secrets, a list of where secrets were says more than an
	// auditor may need to see.
	LevelSummary = "summary"
)

// DefaultMaxResults is GitHub code scanning's limit of results per SARIF
// run; results past it are rejected, so the writer truncates instead.
const DefaultMaxResults = 25000

// DefaultMaxSARIFBytes is GitHub's limit on a gzipped SARIF upload (10 MB),
// less a margin for the gzip level GitHub's uploader uses.
const DefaultMaxSARIFBytes = 10*1000*1000 - 256*1024

// DefaultInformationURI is the tool's home page in SARIF tool.driver.
const DefaultInformationURI = "https://github.com/omp-redact/omp-redact"

// Options tune the writers. The zero value is valid: detailed level, the
// project URL, automation id "omp-redact/<command>/", GitHub's limits.
type Options struct {
	// Level is LevelDetailed (default) or LevelSummary. SARIF ignores it:
	// its results are the point of the format.
	Level string
	// InformationURI is SARIF tool.driver.informationUri.
	InformationURI string
	// AutomationID is SARIF runAutomationDetails.id; GitHub uses it as the
	// analysis category, so two runs with different ids do not close each
	// other's alerts.
	AutomationID string
	// MaxResults caps SARIF results (default DefaultMaxResults).
	MaxResults int
	// MaxSARIFBytes caps the gzipped size of the SARIF log (default
	// DefaultMaxSARIFBytes).
	MaxSARIFBytes int
	// Source, when set, returns the bytes of an input file as it was
	// scanned (File.Path). SARIF then gives columns in UTF-16 code units,
	// as SARIF consumers such as GitHub count them, instead of the report's
	// byte columns; the two differ only after non-ASCII text on the line.
	// Leave it nil when the input may have changed since (redact -w).
	Source func(path string) ([]byte, error)
	// Mask, when set, is applied to every string of the report before it
	// is written (see masked): the commands pass the engine's masker, so a
	// secret that reached a report field unmasked (an id, a key, a file
	// name) is still not printed.
	Mask func(string) string
}

func (o Options) withDefaults(r *Report) (Options, error) {
	switch o.Level {
	case "":
		o.Level = LevelDetailed
	case LevelDetailed, LevelSummary:
	default:
		return o, fmt.Errorf("report: unknown level %q (want %s or %s)", o.Level, LevelSummary, LevelDetailed)
	}
	if o.InformationURI == "" {
		o.InformationURI = DefaultInformationURI
	}
	if o.AutomationID == "" {
		cmd := r.Command
		if cmd == "" {
			cmd = "scan"
		}
		o.AutomationID = "omp-redact/" + cmd + "/"
	}
	if o.MaxResults <= 0 {
		o.MaxResults = DefaultMaxResults
	}
	if o.MaxSARIFBytes <= 0 {
		o.MaxSARIFBytes = DefaultMaxSARIFBytes
	}
	return o, nil
}

// Write writes r to w in format (one of [Formats] or an alias; "" is text). It does not
// change r. No format emits a secret: Finding.Preview, the only field that
// may hold part of one, is written by json and text only when it is set
// (scan --show-preview) and never by sarif or markdown, which are meant to
// be uploaded or posted.
func Write(w io.Writer, r *Report, format string, opts Options) error {
	if r == nil {
		return fmt.Errorf("report: nil report")
	}
	if opts.Mask != nil {
		r = masked(r, opts.Mask)
	}
	opts, err := opts.withDefaults(r)
	if err != nil {
		return err
	}
	if format == "" {
		format = "text"
	}
	f, ok := LookupFormat(format)
	if !ok {
		return fmt.Errorf("report: unknown format %q (want one of %v)", format, Formats)
	}
	return f.write(w, r, opts)
}

// summaryViolations keeps the violations that do not point at a finding.
func summaryViolations(vs []Violation) []Violation {
	var out []Violation
	for _, v := range vs {
		if v.Kind != ViolationFinding {
			out = append(out, v)
		}
	}
	return out
}

// ruleTable indexes r.Rules by id and adds a minimal entry for any rule a
// finding names that r.Rules lacks, so every result has a rule to point at.
// The returned slice is sorted by id.
func ruleTable(r *Report) ([]RuleMeta, map[string]int) {
	rules := append([]RuleMeta(nil), r.Rules...)
	seen := make(map[string]bool, len(rules))
	for _, m := range rules {
		seen[m.ID] = true
	}
	for _, f := range r.Files {
		for _, fd := range f.Findings {
			if !seen[fd.RuleID] {
				seen[fd.RuleID] = true
				rules = append(rules, RuleMeta{ID: fd.RuleID, Severity: fd.Severity})
			}
		}
	}
	sort.SliceStable(rules, func(i, j int) bool { return rules[i].ID < rules[j].ID })
	index := make(map[string]int, len(rules))
	for i, m := range rules {
		index[m.ID] = i
	}
	return rules, index
}
