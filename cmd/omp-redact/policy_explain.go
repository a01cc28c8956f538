package main

import (
	"github.com/omp-redact/omp-redact/internal/explain"
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
		Long:  longHelp("policy_explain"),
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
	return explain.Entry(io.Out, eng, pol, sessPath, opts.entry, opts.path)
}
