package main

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/omp-redact/omp-redact/policy"
	"github.com/spf13/cobra"
)

func init() { registerPolicy(newCmdPolicyShow) }

type policyShowOptions struct {
	profile  string
	resolved bool
}

func newCmdPolicyShow(io *IO) *cobra.Command {
	opts := &policyShowOptions{}
	cmd := &cobra.Command{
		Use:   "show [--resolved] [FILE | --profile P]",
		Short: "Print a policy, or the effective policy after extends",
		Long: `Print a policy file or built-in profile (default: the default profile) after
checking it. With --resolved, print the effective policy instead: extends
merged away, every setting explicit, paths absolute. The resolved form is
itself a valid policy that behaves the same.`,
		Example: `  omp-redact policy show --profile strict
  omp-redact policy show --resolved omp-redact.yaml`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 && cmd.Flags().Changed("profile") {
				return usageError("give a FILE or --profile, not both")
			}
			return runPolicyShow(io, opts, args)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.profile, "profile", "default", "built-in `profile`: "+strings.Join(policy.ProfileNames(), ", "))
	fl.BoolVar(&opts.resolved, "resolved", false, "print the effective policy after extends")
	return cmd
}

func runPolicyShow(io *IO, opts *policyShowOptions, args []string) error {
	var p *policy.Policy
	var src []byte
	var err error
	if len(args) == 1 {
		if src, err = os.ReadFile(args[0]); err != nil {
			return err
		}
		p, err = policy.LoadBytes(args[0], src)
	} else {
		if src, err = policy.ProfileSource(opts.profile); err != nil {
			return usageError("--profile: " + err.Error())
		}
		p, err = policy.Profile(opts.profile)
	}
	var list policy.ErrorList
	if errors.As(err, &list) {
		for _, e := range list {
			fmt.Fprintln(io.ErrOut, e.Error())
		}
		return errNo
	} else if err != nil {
		return err
	}
	if opts.resolved {
		if src, err = p.Resolved(); err != nil {
			return err
		}
	}
	_, err = io.Out.Write(src)
	return err
}
