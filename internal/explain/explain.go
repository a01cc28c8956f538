package explain

import (
	"fmt"
	"io"
	"strings"

	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/redact"
	"github.com/omp-redact/omp-redact/session"
)

// Entry reads the session at sessPath and writes to w, for every string
// leaf of the entry with id entry (or "line:N"), or only the leaf at
// path, its class, its findings' rules, the policy rule that wins and
// what every earlier rule failed on.
func Entry(w io.Writer, eng *redact.Engine, pol *policy.Policy, sessPath, entry, path string) error {
	data, err := inputs.ReadRegular(sessPath) // a FIFO would block
	if err != nil {
		return err
	}
	s, err := session.ParseBytes(data, sessPath, session.Options{AllowUnknownVersion: true})
	if err != nil {
		return err
	}
	var line *session.Line
	if n, ok := strings.CutPrefix(entry, "line:"); ok {
		var num int
		fmt.Sscan(n, &num)
		if num >= 1 && num <= len(s.Lines) {
			line = s.Lines[num-1]
		}
	} else {
		line = s.Lookup(entry)
	}
	if line == nil {
		return fmt.Errorf("%s: no entry %q", sessPath, entry)
	}
	// Paths carry object keys, and types and tool names come from the
	// session: a secret in any of them is masked.
	mask := eng.SessionMasker(s)
	found := false
	for _, lt := range eng.Targets(s, line) {
		if path != "" && lt.Path != path {
			continue
		}
		found = true
		shown := mask(lt.Path)
		switch lt.Class {
		case session.Structural:
			fmt.Fprintf(w, "%s: structural (scanned only for secrets, masked with keyed tokens)\n", shown)
			continue
		case session.Opaque:
			fmt.Fprintf(w, "%s: opaque %s (not scannable; opaque: %s)\n", shown, lt.Opaque, pol.Opaque)
			continue
		}
		t := &lt.Target
		var ids []string
		for _, m := range t.Findings {
			ids = append(ids, m.RuleID)
		}
		fmt.Fprintf(w, "%s: entry=%s role=%s block=%s tool=%s findings=[%s]\n", shown, orDash(mask(t.EntryType)), orDash(mask(t.Role)), orDash(mask(t.BlockType)), orDash(mask(t.ToolName)), strings.Join(ids, ","))
		if lt.Err != nil {
			fmt.Fprintf(w, "  error: %s (fails closed)\n", mask(lt.Err.Error()))
		}
		decided := false
		for _, d := range pol.Explain(t) {
			switch {
			case d.Matched && !decided:
				fmt.Fprintf(w, "  -> rule %q (%s): %s\n", d.Rule, d.Pos, d.Action)
				decided = true
			case d.Matched:
				fmt.Fprintf(w, "     rule %q would also match (shadowed)\n", d.Rule)
			case !decided:
				fmt.Fprintf(w, "     rule %q: no: %s: %s\n", d.Rule, d.Field, d.Reason)
			}
		}
		if !decided {
			fmt.Fprintln(w, "  -> no rule matches: kept")
		}
	}
	if !found {
		return fmt.Errorf("%s: entry %s has no leaf %q", sessPath, entry, path)
	}
	return nil
}

func orDash(s string) string {
	if s == "" || s == "0" {
		return "-"
	}
	return s
}
