package main

import (
	"errors"
	"fmt"
	stdio "io"
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
		Long:  longHelp("policy_show"),
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
	path := ""
	if len(args) == 1 {
		path = args[0]
	}
	src, err := policy.Show(path, opts.profile, opts.resolved)
	if errors.As(err, new(policy.ErrUnknownProfile)) {
		return usageError("--profile: " + err.Error())
	}
	if printProblems(io.ErrOut, err) > 0 {
		return errNo
	} else if err != nil {
		return err
	}
	_, err = io.Out.Write(src)
	return err
}

// printProblems prints the problems of a policy that has some (err is a
// policy.ErrorList), one positioned line each, and returns how many.
func printProblems(w stdio.Writer, err error) int {
	var list policy.ErrorList
	if !errors.As(err, &list) {
		return 0
	}
	for _, e := range list {
		fmt.Fprintln(w, e.Error())
	}
	return len(list)
}
