package main

import (
	"github.com/omp-redact/omp-redact/internal/rulelist"
	"github.com/omp-redact/omp-redact/rules"
	"github.com/spf13/cobra"
)

func init() { register(newCmdRules) }

// rulesListOptions holds the flags of `rules list`.
type rulesListOptions struct {
	json           bool
	gitleaksConfig string
	noGitleaks     bool
}

func newCmdRules(io *IO) *cobra.Command {
	cmd := &cobra.Command{
		Use:     "rules <command>",
		Example: `  omp-redact rules list`,
		Short:   "Inspect the detection rules",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return usageError("missing command: rules list")
		},
	}
	cmd.AddCommand(newCmdRulesList(io))
	return cmd
}

func newCmdRulesList(io *IO) *cobra.Command {
	opts := &rulesListOptions{}
	cmd := &cobra.Command{
		Use: "list [--json]",
		Example: `  omp-redact rules list
  omp-redact rules list --json | jq -r '.rules[] | select(.source == "builtin") | .id'`,
		Short: "List every detector with its id, source, severity, description and keywords",
		Long:  longHelp("rules"),
		Args:  cobra.NoArgs,
		RunE: func(_ *cobra.Command, _ []string) error {
			set, err := rules.New(rules.Config{GitleaksConfig: opts.gitleaksConfig, DisableGitleaks: opts.noGitleaks})
			if err != nil {
				return err
			}
			return rulelist.Write(io.Out, set.Rules(), opts.json)
		},
	}
	fl := cmd.Flags()
	fl.BoolVar(&opts.json, "json", false, "print JSON")
	fl.StringVar(&opts.gitleaksConfig, "gitleaks-config", "", "gitleaks TOML `file` that replaces or [extend]s the default rules")
	fl.BoolVar(&opts.noGitleaks, "no-gitleaks", false, "leave out the gitleaks rules")
	return cmd
}
