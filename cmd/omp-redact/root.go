package main

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"sort"

	"github.com/spf13/cobra"
)

// Exit codes of the omp-redact command. See the package documentation.
const (
	exitOK    = 0
	exitNo    = 1
	exitError = 2
)

// version is set at link time (-ldflags "-X main.version=…"); otherwise the
// module version recorded by go install is used.
var version = ""

func buildVersion() string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "devel"
}

// subcommands holds the constructors registered by the command files.
var subcommands []func(*IO) *cobra.Command

// register adds a subcommand constructor. It is called from init functions
// so that each command stays in its own file.
func register(f func(*IO) *cobra.Command) { subcommands = append(subcommands, f) }

func newRootCmd(io *IO) *cobra.Command {
	root := &cobra.Command{
		Use:           "omp-redact <command> [flags]",
		Short:         "Find and redact secrets in omp session journals",
		Long:          longHelp("root"),
		Version:       buildVersion(),
		SilenceErrors: true,
		SilenceUsage:  true,
	}
	root.SetIn(io.In)
	root.SetOut(io.Out)
	root.SetErr(io.ErrOut)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return flagError{err} })
	cmds := make([]*cobra.Command, 0, len(subcommands))
	for _, f := range subcommands {
		cmds = append(cmds, f(io))
	}
	sort.Slice(cmds, func(i, j int) bool { return cmds[i].Name() < cmds[j].Name() })
	root.AddCommand(cmds...)
	return root
}

// Main runs the command line in os.Args and returns the process exit code.
// It is the only place that maps errors to exit codes.
func Main() int {
	return run(systemIO(), os.Args[1:])
}

func run(io *IO, args []string) int {
	root := newRootCmd(io)
	root.SetArgs(args)
	cmd, err := root.ExecuteC()
	if err == nil {
		return exitOK
	}
	var silent silentError
	if errors.As(err, &silent) {
		return silent.code
	}
	fmt.Fprintf(io.ErrOut, "omp-redact: %v\n", err)
	var fe flagError
	if errors.As(err, &fe) || isArgsError(err) {
		if cmd != nil {
			fmt.Fprintf(io.ErrOut, "Run '%s --help' for usage.\n", cmd.CommandPath())
		}
		return exitError
	}
	var ce codedError
	if errors.As(err, &ce) {
		return ce.code
	}
	return exitError
}
