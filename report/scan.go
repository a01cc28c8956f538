package report

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// scanJSON is the JSON shape of scan's output.
type scanJSON struct {
	Findings []scanFinding  `json:"findings"`
	Opaque   map[string]int `json:"opaque"`
	Summary  scanSummary    `json:"summary"`
	Errors   []string       `json:"errors,omitempty"`
}

type scanFinding struct {
	File        string `json:"file"`
	Line        int    `json:"line"`
	EntryID     string `json:"entryId,omitempty"`
	Path        string `json:"path,omitempty"`
	InnerPath   string `json:"innerPath,omitempty"`
	Encoding    string `json:"encoding,omitempty"`
	RuleID      string `json:"ruleId"`
	Severity    string `json:"severity"`
	Start       int    `json:"start"`
	End         int    `json:"end"`
	Fingerprint string `json:"fingerprint"`
	Preview     string `json:"preview,omitempty"`
}

type scanSummary struct {
	Files    int            `json:"files"`
	Findings int            `json:"findings"`
	ByRule   map[string]int `json:"byRule"`
	Errors   int            `json:"errors"`
}

// WriteScanText writes scan's text output: one line per finding
// ("file:line: entry path rule fingerprint [preview]") and a total that
// says when the scan is incomplete (inErrs inputs not read).
func WriteScanText(w io.Writer, r *Report, inErrs int) error {
	var sb strings.Builder
	for _, f := range r.Files {
		for _, fd := range f.Findings {
			entry := fd.EntryID
			if entry == "" {
				entry = "-"
			}
			path := fd.Path
			if path == "" {
				path = "-"
			}
			fmt.Fprintf(&sb, "%s:%d: %s %s %s %s", f.Path, fd.Line, entry, path, fd.RuleID, fd.Fingerprint)
			if fd.Preview != "" {
				fmt.Fprintf(&sb, " %s", fd.Preview)
			}
			sb.WriteByte('\n')
		}
	}
	fmt.Fprintf(&sb, "%d finding(s) in %d file(s)", r.Summary.Findings, r.Summary.Files)
	if n := r.Summary.Errors + inErrs; n > 0 {
		fmt.Fprintf(&sb, ", %d error(s): scan incomplete", n)
	}
	sb.WriteByte('\n')
	_, err := w.Write([]byte(sb.String()))
	return err
}

// WriteScanJSON writes scan's JSON output: the findings, opaque content
// counts, totals and errors (inErrs: inputs not read).
func WriteScanJSON(w io.Writer, r *Report, inErrs []error) error {
	out := scanJSON{Findings: []scanFinding{}, Opaque: map[string]int{}, Summary: scanSummary{Files: r.Summary.Files, Findings: r.Summary.Findings, ByRule: map[string]int{}, Errors: r.Summary.Errors + len(inErrs)}}
	for _, f := range r.Files {
		for _, fd := range f.Findings {
			out.Findings = append(out.Findings, scanFinding{File: f.Path, Line: fd.Line, EntryID: fd.EntryID, Path: fd.Path, InnerPath: fd.InnerPath,
				Encoding: fd.Encoding, RuleID: fd.RuleID, Severity: fd.Severity, Start: fd.Start, End: fd.End, Fingerprint: fd.Fingerprint, Preview: fd.Preview})
			out.Summary.ByRule[fd.RuleID]++
		}
		for k, n := range f.Opaque {
			out.Opaque[k] += n
		}
		for _, e := range f.Errors {
			out.Errors = append(out.Errors, f.Path+": "+e)
		}
	}
	for _, e := range inErrs {
		out.Errors = append(out.Errors, e.Error())
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// WriteScan writes scan's output in format: its own text and JSON forms
// (see [WriteScanText], [WriteScanJSON]), else the report format's
// writer (see [Write]). inErrs are the inputs that could not be read.
func WriteScan(w io.Writer, r *Report, format string, inErrs []error, o Options) error {
	switch format {
	case "json":
		return WriteScanJSON(w, r, inErrs)
	case "text":
		return WriteScanText(w, r, len(inErrs))
	}
	return Write(w, r, format, o)
}
