package main

import (
	"errors"
	"fmt"

	"github.com/omp-redact/omp-redact/policy"
	"github.com/spf13/cobra"
)

func init() { registerPolicy(newCmdPolicyTest) }

func newCmdPolicyTest(io *IO) *cobra.Command {
	return &cobra.Command{
		Use:   "test FILE",
		Short: "Run the samples of every custom detector",
		Long: `Run each custom detector on its samples: every "match" sample must yield a
match and every "nomatch" sample none. Each failing sample is printed on
stdout as "file:line:col: field: message" (the sample text is never shown),
followed by a summary on stderr. Other problems in the file are reported
as by "policy lint".

Exit status: 0 all samples pass, 1 a sample fails or the policy has
problems, 2 the file could not be read.`,
		Example: `  omp-redact policy test omp-redact.yaml`,
		Args:    cobra.ExactArgs(1),
		RunE:    func(_ *cobra.Command, args []string) error { return runPolicyTest(io, args[0]) },
	}
}

func runPolicyTest(io *IO, file string) error {
	p, err := policy.Options{SkipSamples: true}.Load(file)
	var list policy.ErrorList
	if errors.As(err, &list) {
		for _, e := range list {
			fmt.Fprintln(io.Out, e.Error())
		}
		fmt.Fprintf(io.ErrOut, "%d problem(s) in %s\n", len(list), file)
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
