package main

import (
	"fmt"

	"github.com/omp-redact/omp-redact/policy"
	"github.com/spf13/cobra"
)

func init() { registerPolicy(newCmdPolicyTest) }

func newCmdPolicyTest(io *IO) *cobra.Command {
	return &cobra.Command{
		Use:     "test FILE",
		Short:   "Run the samples of every custom detector",
		Long:    longHelp("policy_samples"),
		Example: `  omp-redact policy test omp-redact.yaml`,
		Args:    cobra.ExactArgs(1),
		RunE:    func(_ *cobra.Command, args []string) error { return runPolicyTest(io, args[0]) },
	}
}

func runPolicyTest(io *IO, file string) error {
	p, err := policy.Options{SkipSamples: true}.Load(file)
	if n := printProblems(io.Out, err); n > 0 {
		fmt.Fprintf(io.ErrOut, "%d problem(s) in %s\n", n, file)
		return errNo
	} else if err != nil {
		return err
	}
	results := p.Samples()
	failed, detectors := 0, map[string]bool{}
	for _, r := range results {
		detectors[r.Detector] = true
		if !r.OK {
			failed++
			fmt.Fprintln(io.Out, r.String())
		}
	}
	fmt.Fprintf(io.ErrOut, "%d sample(s) of %d detector(s): %d passed, %d failed\n",
		len(results), len(detectors), len(results)-failed, failed)
	if failed > 0 {
		return errNo
	}
	return nil
}
