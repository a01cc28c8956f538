package main

import (
	"fmt"

	"github.com/omp-redact/omp-redact/policy"
	"github.com/spf13/cobra"
)

func init() { registerPolicy(newCmdPolicyLint) }

func newCmdPolicyLint(io *IO) *cobra.Command {
	return &cobra.Command{
		Use:     "lint FILE...",
		Short:   "Check policy files and report every problem with its position",
		Long:    longHelp("policy_lint"),
		Example: `  omp-redact policy lint omp-redact.yaml`,
		Args:    cobra.MinimumNArgs(1),
		RunE:    func(_ *cobra.Command, args []string) error { return runPolicyLint(io, args) },
	}
}

func runPolicyLint(io *IO, files []string) error {
	code := exitOK
	problems := 0
	for _, f := range files {
		_, err := policy.Load(f)
		if n := printProblems(io.Out, err); n > 0 {
			problems += n
			code = max(code, exitNo)
		} else if err != nil {
			fmt.Fprintf(io.ErrOut, "omp-redact: %v\n", err)
			code = exitError
		}
	}
	if problems > 0 {
		fmt.Fprintf(io.ErrOut, "%d problem(s) in %d file(s)\n", problems, len(files))
	}
	if code == exitOK {
		return nil
	}
	return silentError{code: code}
}
