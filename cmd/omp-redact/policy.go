package main

import (
	"github.com/spf13/cobra"
)

func init() { register(newCmdPolicy) }

// newCmdPolicy groups the commands that write, check and explain policy
// files. Each subcommand lives in its own policy_*.go file and adds itself
// to policySubcommands, like the top-level commands do with register.
func newCmdPolicy(io *IO) *cobra.Command {
	cmd := &cobra.Command{
		Use: "policy <command>",
		Example: `  omp-redact policy init --profile share -o policy.yaml
  omp-redact policy lint policy.yaml
  omp-redact policy show --resolved policy.yaml
  omp-redact policy explain policy.yaml session.jsonl --entry 3f2a9c1d`,
		Short: "Write, check and inspect redaction policies",
		Long:  longHelp("policy"),
		Args:  cobra.NoArgs,
		RunE:  func(cmd *cobra.Command, _ []string) error { return cmd.Help() },
	}
	for _, f := range policySubcommands {
		cmd.AddCommand(f(io))
	}
	return cmd
}

// policySubcommands holds the constructors of the policy subcommands.
var policySubcommands []func(*IO) *cobra.Command

func registerPolicy(f func(*IO) *cobra.Command) { policySubcommands = append(policySubcommands, f) }
