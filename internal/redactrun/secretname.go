package redactrun

import (
	"fmt"
	"strings"

	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/report"
)

// A file name can hold a secret: omp names tool logs <n>.<tool>.log and
// session files after their session id, and a tool or id can be anything.
// redact never copies such a name into its output tree nor prints it:
//
//   - with -o DIR the output is written under the name with each secret
//     replaced by REDACTED-<rule> (no brackets or colon, which some file
//     systems refuse), and the rename is reported (a "rename" change and a
//     line on stderr): it is never silent, because omp finds artifacts by
//     name and a renamed one is no longer linked to its session;
//   - with --in-place the file keeps its name (renaming the user's files
//     is not redaction's call) and a "file-name" violation is reported,
//     so the run fails until the file is renamed.
//
// Reports and logs show the masked name in both cases.

// outName is the path of in's output relative to the output directory:
// in.Rel with the secrets of its name masked.
func (w *writer) outName(in inputs.Input) string {
	if w.mask == nil {
		return in.Rel
	}
	m := w.mask(in.Rel)
	if m == in.Rel {
		return in.Rel
	}
	return fileSafeTokens(m)
}

// fileSafeTokens rewrites the redaction tokens of s ("[REDACTED:rule]",
// "[REDACTED:rule:hash]") as "REDACTED-rule".
func fileSafeTokens(s string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, "[REDACTED")
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		s = s[i+1:]
		end := strings.IndexByte(s, ']')
		if end < 0 {
			end = len(s)
		}
		tok := strings.Split(s[:end], ":")
		b.WriteString(strings.Join(tok[:min(2, len(tok))], "-"))
		s = s[min(end+1, len(s)):]
	}
}

// noteSecretName reports, in f and on stderr, a file name that holds a
// secret (see above).
func (w *writer) noteSecretName(in inputs.Input, f *report.File) {
	if in.Path == "-" || w.mask == nil || w.mask(in.Rel) == in.Rel {
		return
	}
	shown := w.mask(in.Display())
	if w.opts.InPlace {
		f.Violations = append(f.Violations, report.Violation{Kind: report.ViolationFileName,
			Message: "the file name holds a secret; rename the file (omp finds sessions and artifacts by name)"})
		fmt.Fprintf(w.log, "omp-redact: %s: the file name holds a secret; it was kept: rename the file\n", shown)
		return
	}
	if !w.treeOutput() {
		return // -o FILE: the output name is the user's
	}
	f.Changes = append(f.Changes, report.Change{What: report.ChangeRename, Reason: "the file name holds a secret; written as " + w.outName(in)})
	fmt.Fprintf(w.log, "omp-redact: %s: the file name holds a secret; written as %s\n", shown, w.outName(in))
}
