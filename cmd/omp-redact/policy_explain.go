package main

import (
	"fmt"
	"strings"

	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/session"
	"github.com/spf13/cobra"
)

func init() { registerPolicy(newCmdPolicyExplain) }

type explainOptions struct {
	engineFlags
	entry string
	path  string
}

func newCmdPolicyExplain(io *IO) *cobra.Command {
	opts := &explainOptions{}
	cmd := &cobra.Command{
		Use:   "explain FILE SESSION --entry ID [--path P]",
		Short: "Say which rule and action apply to the leaves of an entry, and why",
		Long: `Load the policy FILE (or "-" with --profile), read SESSION, and for every
string leaf of the entry ID (or only the leaf at --path) print its class,
the rules of its findings, the rule that wins and what every earlier rule
failed on. Legacy v1 entries without ids are named "line:N". No content of
the session is printed.`,
		Example: `  omp-redact policy explain policy.yaml session.jsonl --entry 3f2a9c1d
  omp-redact policy explain policy.yaml session.jsonl --entry 3f2a9c1d --path message.content.1.arguments.command
  omp-redact policy explain - session.jsonl --profile share --entry line:12`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			if args[0] != "-" {
				opts.policyFile = args[0]
			}
			return runPolicyExplain(cmd, io, opts, args[1])
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.profile, "profile", "default", "built-in profile, when FILE is -")
	fl.StringVar(&opts.keyFile, "key-file", "", "fingerprint key `file`")
	fl.StringVar(&opts.entry, "entry", "", "entry `id` (or line:N)")
	fl.StringVar(&opts.path, "path", "", "only the leaf at this gjson `path`")
	cmd.MarkFlagRequired("entry")
	return cmd
}

func runPolicyExplain(cmd *cobra.Command, io *IO, opts *explainOptions, sessPath string) error {
	eng, pol, _, err := opts.engine(cmd, io)
	if err != nil {
		return err
	}
	data, err := inputs.ReadRegular(sessPath) // a FIFO would block
	if err != nil {
		return err
	}
	s, err := session.ParseBytes(data, sessPath, session.Options{AllowUnknownVersion: true})
	if err != nil {
		return err
	}
	var line *session.Line
	if n, ok := strings.CutPrefix(opts.entry, "line:"); ok {
		var num int
		fmt.Sscan(n, &num)
		if num >= 1 && num <= len(s.Lines) {
			line = s.Lines[num-1]
		}
	} else {
		line = s.Lookup(opts.entry)
	}
	if line == nil {
		return fmt.Errorf("%s: no entry %q", sessPath, opts.entry)
	}
	// Paths carry object keys, and types and tool names come from the
	// session: a secret in any of them is masked.
	mask := eng.SessionMasker(s)
	found := false
	for _, lt := range eng.Targets(s, line) {
		if opts.path != "" && lt.Path != opts.path {
			continue
		}
		found = true
		path := mask(lt.Path)
		switch lt.Class {
		case session.Structural:
			fmt.Fprintf(io.Out, "%s: structural (scanned only for secrets, masked with keyed tokens)\n", path)
			continue
		case session.Opaque:
			fmt.Fprintf(io.Out, "%s: opaque %s (not scannable; opaque: %s)\n", path, lt.Opaque, pol.Opaque)
			continue
		}
		t := &lt.Target
		var ids []string
		for _, m := range t.Findings {
			ids = append(ids, m.RuleID)
		}
		fmt.Fprintf(io.Out, "%s: entry=%s role=%s block=%s tool=%s findings=[%s]\n", path, orDash(mask(t.EntryType)), orDash(mask(t.Role)), orDash(mask(t.BlockType)), orDash(mask(t.ToolName)), strings.Join(ids, ","))
		if lt.Err != nil {
			fmt.Fprintf(io.Out, "  error: %s (fails closed)\n", mask(lt.Err.Error()))
		}
		decided := false
		for _, d := range pol.Explain(t) {
			switch {
			case d.Matched && !decided:
				fmt.Fprintf(io.Out, "  -> rule %q (%s): %s\n", d.Rule, d.Pos, d.Action)
				decided = true
			case d.Matched:
				fmt.Fprintf(io.Out, "     rule %q would also match (shadowed)\n", d.Rule)
			case !decided:
				fmt.Fprintf(io.Out, "     rule %q: no: %s: %s\n", d.Rule, d.Field, d.Reason)
			}
		}
		if !decided {
			fmt.Fprintln(io.Out, "  -> no rule matches: kept")
		}
	}
	if !found {
		return fmt.Errorf("%s: entry %s has no leaf %q", sessPath, opts.entry, opts.path)
	}
	return nil
}
