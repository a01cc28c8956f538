package main

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// TestEveryCommandHasExamples: every command's help has an Examples block
// and a one-line Short without a final period, as in the GitHub CLI.
func TestEveryCommandHasExamples(t *testing.T) {
	io, _, _, _ := testIO()
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, sub := range c.Commands() {
			if sub.Hidden || sub.Name() == "help" {
				continue
			}
			if strings.TrimSpace(sub.Example) == "" {
				t.Errorf("%s has no Examples", sub.CommandPath())
			}
			if strings.HasSuffix(sub.Short, ".") || sub.Short == "" {
				t.Errorf("%s: Short %q should be one line without a final period", sub.CommandPath(), sub.Short)
			}
			walk(sub)
		}
	}
	walk(newRootCmd(io))
}
