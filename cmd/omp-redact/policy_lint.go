package main

import (
	"errors"
	"fmt"

	"github.com/omp-redact/omp-redact/policy"
	"github.com/spf13/cobra"
)

func init() { registerPolicy(newCmdPolicyLint) }

func newCmdPolicyLint(io *IO) *cobra.Command {
	return &cobra.Command{
		Use:   "lint FILE...",
		Short: "Check policy files and report every problem with its position",
		Long: `Load each policy file as redact would: parse the YAML, follow extends, compile
every regex and glob, check rule ids against the detector set and run the
detector samples. Every problem is printed on stdout as
"file:line:col: field: message", sorted.

Exit status: 0 all files clean, 1 problems found, 2 a file could not be read.`,
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
		var list policy.ErrorList
		switch {
		case err == nil:
		case errors.As(err, &list):
			for _, e := range list {
				fmt.Fprintln(io.Out, e.Error())
			}
			problems += len(list)
			code = max(code, exitNo)
		default:
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
