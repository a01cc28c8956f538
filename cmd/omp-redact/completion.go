package main

import (
	"github.com/spf13/cobra"
)

func init() { register(newCmdCompletion) }

// newCmdCompletion replaces cobra's default completion command (cobra adds
// none when a command named "completion" exists), so that it has our help
// style, an Examples block, and only the shells we document.
func newCmdCompletion(io *IO) *cobra.Command {
	return &cobra.Command{
		Use:   "completion {bash|zsh|fish}",
		Short: "Print a shell completion script",
		Long:  longHelp("completion"),
		Example: `  # bash (needs the bash-completion package)
  omp-redact completion bash > /etc/bash_completion.d/omp-redact
  source <(omp-redact completion bash)

  # zsh
  omp-redact completion zsh > "${fpath[1]}/_omp-redact"

  # fish
  omp-redact completion fish > ~/.config/fish/completions/omp-redact.fish`,
		Args:                  cobra.ExactArgs(1),
		ValidArgs:             []string{"bash", "zsh", "fish"},
		DisableFlagsInUseLine: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			root := cmd.Root()
			switch args[0] {
			case "bash":
				return root.GenBashCompletionV2(io.Out, true)
			case "zsh":
				return root.GenZshCompletion(io.Out)
			case "fish":
				return root.GenFishCompletion(io.Out, true)
			}
			return usageError("unknown shell " + args[0] + " (want bash, zsh or fish)")
		},
	}
}
