package main

import (
	"fmt"
	"strings"

	"github.com/omp-redact/omp-redact/internal/durable"
	"github.com/omp-redact/omp-redact/policy"
	"github.com/spf13/cobra"
)

func init() { registerPolicy(newCmdPolicyInit) }

type policyInitOptions struct {
	profile string
	output  string
	force   bool
}

func newCmdPolicyInit(io *IO) *cobra.Command {
	opts := &policyInitOptions{}
	cmd := &cobra.Command{
		Use:     "init [--profile P] [-o FILE]",
		Short:   "Write an annotated starter policy",
		Long:    longHelp("policy_init"),
		Example: `  omp-redact policy init --profile share -o omp-redact.yaml`,
		Args:    cobra.NoArgs,
		RunE:    func(_ *cobra.Command, _ []string) error { return runPolicyInit(io, opts) },
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.profile, "profile", "default", "built-in `profile` to extend: "+strings.Join(policy.ProfileNames(), ", "))
	fl.StringVarP(&opts.output, "output", "o", "", "write the policy to `file` instead of stdout")
	fl.BoolVar(&opts.force, "force", false, "overwrite an existing file")
	return cmd
}

func runPolicyInit(io *IO, opts *policyInitOptions) error {
	src, err := policy.Starter(opts.profile)
	if err != nil {
		return usageError("--profile: " + err.Error())
	}
	if opts.output == "" || opts.output == "-" {
		_, err := io.Out.Write(src)
		return err
	}
	if err := durable.WriteFile(opts.output, src, opts.force); err != nil {
		return err
	}
	fmt.Fprintf(io.ErrOut, "wrote %s (extends %s); check it with: omp-redact policy lint %s\n", opts.output, opts.profile, opts.output)
	return nil
}
