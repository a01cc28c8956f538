package main

import (
	"fmt"
	"strings"

	"github.com/omp-redact/omp-redact/internal/sessionlist"
	"github.com/spf13/cobra"
)

func init() { register(newCmdSessions) }

// SessionsOptions are the flags of sessions.
type SessionsOptions struct {
	Root string
	JSON bool
}

func newCmdSessions(io *IO) *cobra.Command {
	opts := &SessionsOptions{}
	cmd := &cobra.Command{
		Use: "sessions [--root <dir>] [--json]",
		Example: `  omp-redact sessions
  omp-redact sessions --root ~/.omp/agent/sessions --json
  OMP_PROFILE=work omp-redact sessions`,
		Short: "List the omp session files on this machine",
		Long:  longHelp("sessions"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runSessions(io, opts)
		},
	}
	cmd.Flags().StringVar(&opts.Root, "root", "", "list the sessions under this directory only")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	return cmd
}

func runSessions(io *IO, opts *SessionsOptions) error {
	roots, err := sessionlist.Roots(opts.Root, io.Getenv)
	if err != nil {
		return codedError{exitError, err}
	}
	rep, errs, copies := sessionlist.List(roots)
	if opts.JSON {
		err = rep.WriteJSON(io.Out)
	} else {
		err = rep.WriteTable(io.Out, outColumns(io))
	}
	if err != nil {
		return err
	}
	existing := rep.Dirs(true)
	if len(existing) > 0 && len(rep.Sessions) == 0 {
		fmt.Fprintf(io.ErrOut, "sessions: no session files in %s\n", strings.Join(existing, ", "))
	}
	if len(existing) == 0 {
		fmt.Fprintf(io.ErrOut, "sessions: no omp session directory found (looked in: %s)\n", strings.Join(rep.Dirs(false), ", "))
	}
	if copies > 0 {
		fmt.Fprintf(io.ErrOut, "sessions: %d .tmp/.bak %s of sessions found: they hold the same data as the session and must be redacted or deleted too\n",
			copies, countNoun(copies, "copy", "copies"))
	}
	if len(errs) > 0 {
		for _, e := range errs {
			fmt.Fprintf(io.ErrOut, "omp-redact: %v\n", e)
		}
		return silentError{code: exitError}
	}
	return nil
}

func orDash(s string) string {
	if s == "" || s == "0" {
		return "-"
	}
	return s
}
