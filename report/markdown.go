package report

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// maxMarkdownRows caps each per-item table: a PR comment holds 65,536
// characters and a step summary 1 MiB. The JSON report has everything.
const maxMarkdownRows = 200

// writeMarkdown writes a report for people: a verdict, totals, findings by
// rule and action, one row per file, then (at the detailed level)
// violations, findings, invalidations, resumability verdicts, validation
// problems and errors. It is meant for PR comments and
// $GITHUB_STEP_SUMMARY, so it never contains a preview, and every cell is
// escaped: a JSON path or file name cannot break the table or inject HTML.
func writeMarkdown(w io.Writer, r *Report, opts Options) error {
	bw := bufio.NewWriter(w)
	s := r.Summary
	cmd := orDefault(r.Command, "scan")
	fmt.Fprintf(bw, "## omp-redact %s\n\n", cell(cmd))
	fmt.Fprintf(bw, "%s — %s.\n\n", verdict(r), cell(summaryLine(r)))
	if r.Policy != "" {
		fmt.Fprintf(bw, "Policy: %s. ", cell(r.Policy))
	}
	fmt.Fprintf(bw, "Tool: %s %s.\n\n", cell(orDefault(r.Tool.Name, "omp-redact")), cell(orDefault(r.Tool.Version, "devel")))

	table(bw, []string{"Files", "Sessions", "Findings", "Suppressed", "Violations", "Changes", "Invalidations", "Errors"}, "r",
		[][]string{{itoa(s.Files), itoa(s.Sessions), itoa(s.Findings), itoa(s.Suppressed), itoa(s.Violations), itoa(s.Changes), itoa(s.Invalidations), itoa(s.Errors)}})

	if r.Baseline != nil {
		fmt.Fprintf(bw, "Baseline %s: %s suppressed; stale baseline entries (matching nothing): %d.\n\n",
			cell(r.Baseline.Path), plural(r.Baseline.Suppressed, "finding"), r.Baseline.Stale)
	}

	if rows := ruleActionRows(r); len(rows) > 0 {
		bw.WriteString("### Findings by rule and action\n\n")
		table(bw, []string{"Rule", "Severity", "Action", "Findings", "Suppressed"}, "lllrr", rows)
	}

	if len(r.Files) > 0 {
		bw.WriteString("### Files\n\n")
		var rows [][]string
		for _, f := range r.Files {
			rows = append(rows, []string{cell(displayPath(r.Root, f.Path)), cell(f.SessionID), itoa(f.Entries), itoa(countFindings(f)),
				itoa(countViolations(f)), itoa(len(f.Changes)), itoa(len(f.Invalidations)), cell(opaqueSummary(f.Opaque)),
				resumable(f.Resumable), fileStatus(f)})
		}
		limitedTable(bw, []string{"File", "Session", "Entries", "Findings", "Violations", "Changes", "Invalidations", "Opaque", "Resumable", "Status"},
			"llrrrrrlll", rows)
	}

	writeMarkdownDetails(bw, r, opts.Level == LevelSummary)

	var warns [][]string
	for _, f := range r.Files {
		for _, w := range warnings(f) {
			warns = append(warns, []string{cell(displayPath(r.Root, f.Path)), itoa(w.Line), cell(w.EntryID), cell(w.Message)})
		}
	}
	if len(warns) > 0 {
		bw.WriteString("### Warnings\n\n")
		limitedTable(bw, []string{"File", "Line", "Entry", "Warning"}, "lrll", warns)
	}

	var errs []string
	for _, f := range r.Files {
		for _, e := range f.Errors {
			errs = append(errs, "- "+cell(displayPath(r.Root, f.Path))+": "+cell(e))
		}
	}
	if len(errs) > 0 {
		bw.WriteString("### Errors\n\nThese files could not be checked completely; they are not compliant.\n\n")
		bw.WriteString(strings.Join(errs, "\n") + "\n\n")
	}
	return bw.Flush()
}

// writeMarkdownDetails writes the per-item tables; a summary keeps only the
// violations that are not findings.
func writeMarkdownDetails(bw *bufio.Writer, r *Report, summary bool) {
	var rows [][]string
	for _, f := range r.Files {
		vs := f.Violations
		if summary {
			vs = summaryViolations(vs)
		}
		for _, v := range vs {
			kind := v.Kind
			if v.Suppressed {
				kind += " (suppressed)"
			}
			rows = append(rows, []string{cell(displayPath(r.Root, f.Path)), itoa(v.Line), cell(v.EntryID), cell(v.Path), cell(string(kind)), cell(v.RuleID), cell(v.Severity), cell(v.Message)})
		}
	}
	if len(rows) > 0 {
		bw.WriteString("### Violations\n\n")
		limitedTable(bw, []string{"File", "Line", "Entry", "Path", "Kind", "Rule", "Severity", "Message"}, "lrllllll", rows)
	}
	if summary {
		return
	}

	rows = nil
	for _, f := range r.Files {
		for _, fd := range f.Findings {
			action := fd.Action
			if fd.Suppressed {
				action += " (suppressed)"
			}
			rows = append(rows, []string{cell(displayPath(r.Root, f.Path)), itoa(fd.Line), cell(fd.EntryID), cell(fieldPath(fd.Path, fd.InnerPath)),
				cell(fd.RuleID), cell(fd.Severity), cell(action), cell(fd.Fingerprint)})
		}
	}
	if len(rows) > 0 {
		bw.WriteString("### Findings\n\n")
		limitedTable(bw, []string{"File", "Line", "Entry", "Path", "Rule", "Severity", "Action", "Fingerprint"}, "lrllllll", rows)
	}

	rows = nil
	for _, f := range r.Files {
		for _, in := range f.Invalidations {
			rows = append(rows, []string{cell(displayPath(r.Root, f.Path)), itoa(in.Line), cell(in.EntryID), cell(in.Path), cell(in.Kind),
				cell(strings.Trim(in.Provider+"/"+in.API, "/")), cell(in.Cause), cell(in.Outcome)})
		}
	}
	if len(rows) > 0 {
		bw.WriteString("### Invalidated metadata\n\nSigned or replay metadata that an edit made stale.\n\n")
		limitedTable(bw, []string{"File", "Line", "Entry", "Path", "Kind", "Provider", "Caused by", "Outcome"}, "lrllllll", rows)
	}

	rows = nil
	for _, f := range r.Files {
		if f.Resumable != nil {
			rows = append(rows, []string{cell(displayPath(r.Root, f.Path)), resumable(f.Resumable), cell(strings.Join(f.Resumable.Because, "; "))})
		}
	}
	if len(rows) > 0 {
		bw.WriteString("### Resumability\n\nWhether the output can be resumed with the same provider.\n\n")
		limitedTable(bw, []string{"File", "Same provider", "Because"}, "lll", rows)
	}

	rows = nil
	for _, f := range r.Files {
		for _, p := range f.Problems {
			rows = append(rows, []string{cell(displayPath(r.Root, f.Path)), "input", itoa(p.Line), cell(p.EntryID), cell(p.Check), cell(p.Severity), cell(p.Message)})
		}
		for _, p := range f.ProblemsAfter {
			rows = append(rows, []string{cell(displayPath(r.Root, f.Path)), "output", itoa(p.Line), cell(p.EntryID), cell(p.Check), cell(p.Severity), cell(p.Message)})
		}
	}
	if len(rows) > 0 {
		bw.WriteString("### Validation problems\n\n")
		limitedTable(bw, []string{"File", "Of", "Line", "Entry", "Check", "Severity", "Message"}, "llrllll", rows)
	}
}

// verdict is the first words of the report, what a reviewer looks for.
func verdict(r *Report) string {
	s := r.Summary
	switch {
	case s.Errors > 0:
		return "**Incomplete**"
	case r.Command == "check" && s.Violations > 0:
		return "**Not compliant**"
	case r.Command == "check":
		return "**Compliant**"
	case r.Command == "redact":
		return "**Redacted**"
	case s.Findings-s.Suppressed > 0:
		return "**Secrets found**"
	}
	return "**Clean**"
}

// ruleActionRows counts findings by (rule, action), sorted by rule then
// action.
func ruleActionRows(r *Report) [][]string {
	type key struct{ rule, sev, action string }
	counts := map[key][2]int{}
	for _, f := range r.Files {
		for _, fd := range f.Findings {
			k := key{fd.RuleID, fd.Severity, orDefault(fd.Action, "-")}
			c := counts[k]
			c[0]++
			if fd.Suppressed {
				c[1]++
			}
			counts[k] = c
		}
	}
	keys := make([]key, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if a.rule != b.rule {
			return a.rule < b.rule
		}
		if a.action != b.action {
			return a.action < b.action
		}
		return a.sev < b.sev
	})
	rows := make([][]string, len(keys))
	for i, k := range keys {
		rows[i] = []string{cell(k.rule), cell(k.sev), cell(k.action), itoa(counts[k][0]), itoa(counts[k][1])}
	}
	return rows
}

func countFindings(f File) int {
	if len(f.Findings) > 0 {
		return len(f.Findings)
	}
	return f.Counts.Findings
}

func countViolations(f File) int {
	n := 0
	for _, v := range f.Violations {
		if !v.Suppressed {
			n++
		}
	}
	return n
}

func fileStatus(f File) string {
	switch {
	case len(f.Errors) > 0:
		return "incomplete"
	case countViolations(f) > 0:
		return "violations"
	case len(f.Findings) > 0 || f.Counts.Findings > 0:
		return "findings"
	}
	return "clean"
}

func resumable(v *Verdict) string {
	switch {
	case v == nil:
		return "-"
	case v.SameProvider:
		return "yes"
	}
	return "no"
}

func opaqueSummary(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + " " + strconv.Itoa(m[k])
	}
	return strings.Join(parts, ", ")
}

func limitedTable(bw *bufio.Writer, head []string, align string, rows [][]string) {
	more := 0
	if len(rows) > maxMarkdownRows {
		more = len(rows) - maxMarkdownRows
		rows = rows[:maxMarkdownRows]
	}
	table(bw, head, align, rows)
	if more > 0 {
		fmt.Fprintf(bw, "_%d more rows not shown; see the JSON report._\n\n", more)
	}
}

// table writes a GitHub table; align has one letter per column (l or r),
// or a single letter for all. Cells must already be escaped.
func table(bw *bufio.Writer, head []string, align string, rows [][]string) {
	bw.WriteString("| " + strings.Join(head, " | ") + " |\n|")
	for i := range head {
		a := align[0]
		if len(align) == len(head) {
			a = align[i]
		}
		if a == 'r' {
			bw.WriteString(" ---: |")
		} else {
			bw.WriteString(" --- |")
		}
	}
	bw.WriteByte('\n')
	for _, row := range rows {
		for i := range row {
			if row[i] == "" {
				row[i] = "-"
			}
		}
		bw.WriteString("| " + strings.Join(row, " | ") + " |\n")
	}
	bw.WriteByte('\n')
}

// cellEscaper escapes what could end a table cell, open a code span or
// emphasis, start a link, or be read as HTML.
var cellEscaper = strings.NewReplacer(
	"\\", "\\\\", "|", "\\|", "`", "\\`", "*", "\\*", "_", "\\_", "[", "\\[", "]", "\\]",
	"<", "&lt;", ">", "&gt;", "&", "&amp;", "\r\n", " ", "\n", " ", "\r", " ",
)

func cell(s string) string { return cellEscaper.Replace(oneLineKeepNL(s)) }

// oneLineKeepNL removes control characters other than line breaks, which
// cellEscaper turns into spaces.
func oneLineKeepNL(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\n' || r == '\r' {
			return r
		}
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, s)
}

func itoa(n int) string { return strconv.Itoa(n) }
