package redactrun

import (
	"fmt"
	"io"
	"strings"

	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/redact"
)

// printPlan lists what redact would change, for --dry-run. It names
// paths and rules, never content.
func printPlan(out io.Writer, res *redact.Result) {
	for _, c := range res.File.Changes {
		id := c.EntryID
		if id == "" {
			id = "-"
		}
		line := fmt.Sprintf("%s:%d: %s %s %s", res.File.Path, c.Line, id, orDash(c.Path), c.What)
		if c.Rule != "" {
			line += " (rule " + c.Rule + ")"
		}
		fmt.Fprintln(out, line)
	}
	for _, inv := range res.File.Invalidations {
		if inv.Line == 0 {
			continue
		}
		fmt.Fprintf(out, "%s:%d: %s %s invalidates %s (%s)\n", res.File.Path, inv.Line, orDash(inv.EntryID), inv.Path, inv.Kind, inv.Outcome)
	}
}

func orDash(s string) string {
	if s == "" || s == "0" {
		return "-"
	}
	return s
}

// WithoutBackups leaves out, with --in-place --backup SUFFIX, the files
// of a directory whose name ends with SUFFIX: the backups an earlier run
// kept on purpose. Redacting them in place would destroy the originals
// the option promised to keep. A backup named on the command line (in
// args) is redacted like any other file.
func WithoutBackups(ins []inputs.Input, args []string, inPlace bool, suffix string) (kept []inputs.Input, backups []string) {
	if !inPlace || suffix == "" {
		return ins, nil
	}
	named := map[string]bool{}
	for _, a := range args {
		named[a] = true
	}
	for _, in := range ins {
		if !named[in.Path] && strings.HasSuffix(in.Path, suffix) {
			backups = append(backups, in.Path)
			continue
		}
		kept = append(kept, in)
	}
	return kept, backups
}
