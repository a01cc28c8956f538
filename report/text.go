package report

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// writeText writes one line per finding,
//
//	file:line: entryId path ruleId fingerprint
//
// then violations that are not findings, file errors, and a summary line.
// At the summary level the per-finding lines become one count line per
// file; violations that are not findings are listed at both levels.
// It is the scan command's format: greppable, one record per line, with "-"
// for an empty field so the columns stay aligned for cut and awk.
func writeText(w io.Writer, r *Report, opts Options) error {
	bw := bufio.NewWriter(w)
	for _, f := range r.Files {
		if opts.Level != LevelSummary {
			for _, fd := range f.Findings {
				fmt.Fprintf(bw, "%s:%d: %s %s %s %s", oneLine(f.Path), fd.Line, dash(fd.EntryID), dash(fieldPath(fd.Path, fd.InnerPath)), fd.RuleID, dash(fd.Fingerprint))
				if fd.Suppressed {
					bw.WriteString(" suppressed")
				}
				if fd.Preview != "" {
					bw.WriteString(" preview=" + fd.Preview)
				}
				bw.WriteByte('\n')
			}
		}
		// Violations of kind finding are the finding lines above.
		for _, v := range summaryViolations(f.Violations) {
			fmt.Fprintf(bw, "%s:%d: %s %s %s: %s", oneLine(f.Path), v.Line, dash(v.EntryID), dash(v.Path), v.Kind, oneLine(v.Message))
			if v.Suppressed {
				bw.WriteString(" (suppressed)")
			}
			bw.WriteByte('\n')
		}
		for _, w := range warnings(f) {
			fmt.Fprintf(bw, "%s:%d: %s warning: %s\n", oneLine(f.Path), w.Line, dash(w.EntryID), w.Message)
		}
	}
	if opts.Level == LevelSummary {
		// Counts per file, without positions: what a summary may say.
		for _, f := range r.Files {
			n, v := countFindings(f), countViolations(f)
			if n > 0 || v > 0 {
				fmt.Fprintf(bw, "%s: %s, %s\n", oneLine(f.Path), plural(n, "finding"), plural(v, "violation"))
			}
		}
	}
	for _, f := range r.Files {
		for _, e := range f.Errors {
			fmt.Fprintf(bw, "%s: error: %s\n", oneLine(f.Path), oneLine(e))
		}
	}
	bw.WriteString(summaryLine(r) + "\n")
	return bw.Flush()
}

// summaryLine is the one-line total, e.g. "3 findings in 2 of 5 files
// (1 suppressed); 2 violations; 0 errors".
func summaryLine(r *Report) string {
	s := r.Summary
	withFindings := 0
	for _, f := range r.Files {
		if len(f.Findings) > 0 || f.Counts.Findings > 0 {
			withFindings++
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s in %d of %s", plural(s.Findings, "finding"), withFindings, plural(s.Files, "file"))
	if s.Suppressed > 0 {
		fmt.Fprintf(&b, " (%d suppressed)", s.Suppressed)
	}
	if r.Command == "redact" {
		fmt.Fprintf(&b, "; %s; %s", plural(s.Changes, "change"), plural(s.Invalidations, "invalidation"))
	}
	if r.Command == "check" || s.Violations > 0 {
		fmt.Fprintf(&b, "; %s", plural(s.Violations, "violation"))
	}
	fmt.Fprintf(&b, "; %s", plural(s.Errors, "error"))
	if r.Baseline != nil {
		fmt.Fprintf(&b, "; baseline: %d suppressed, %d stale", r.Baseline.Suppressed, r.Baseline.Stale)
	}
	return b.String()
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return strings.ReplaceAll(oneLine(s), " ", "\\x20")
}

// fieldPath joins a JSON path and the path inside nested JSON found there.
func fieldPath(path, inner string) string {
	if inner == "" {
		return path
	}
	return path + ">" + inner
}

// oneLine keeps a record on one line whatever a message contains, and
// keeps control characters (terminal escapes in a file name) off the
// terminal: they are written as \xNN.
func oneLine(s string) string {
	clean := true
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] == 0x7f {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c == 0x7f {
			fmt.Fprintf(&b, "\\x%02x", c)
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}
