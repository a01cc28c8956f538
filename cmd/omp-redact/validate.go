package main

import (
	"errors"
	"fmt"
	stdio "io"

	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/internal/validation"
	"github.com/omp-redact/omp-redact/session"
	"github.com/spf13/cobra"
)

func init() { register(newCmdValidate) }

// ValidateOptions are the flags and arguments of validate.
type ValidateOptions struct {
	BlobDir string
	Format  string
	Paths   []string
}

func newCmdValidate(io *IO) *cobra.Command {
	opts := &ValidateOptions{}
	cmd := &cobra.Command{
		Use: "validate [--blobs <dir>] [--format text|json] <path>...",
		Example: `  omp-redact validate session.jsonl
  omp-redact validate --blobs ~/.omp/agent/blobs ~/.omp/agent/sessions
  omp-redact validate --format json redacted/ > problems.json
  cat session.jsonl | omp-redact validate -`,
		Short: "Check session files against the omp session format",
		Long:  longHelp("validate"),
		Args:  cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Paths = args
			if opts.Format != "text" && opts.Format != "json" {
				return usageError(fmt.Sprintf("--format must be text or json, not %q", opts.Format))
			}
			return runValidate(io, opts)
		},
	}
	cmd.Flags().StringVar(&opts.BlobDir, "blobs", "", "blob directory to check blob:sha256: references against")
	cmd.Flags().StringVar(&opts.Format, "format", "text", "output format: text or json")
	return cmd
}

func runValidate(stdio *IO, opts *ValidateOptions) error {
	maxStdin := inputs.LimitsFromEnv(stdio.Getenv).MaxStdin
	rep, failed, err := validation.Run(opts.Paths, stdio.In, maxStdin, session.ValidateOptions{BlobDir: opts.BlobDir})
	if errors.Is(err, validation.ErrStdinTwice) {
		return usageError(err.Error())
	} else if err != nil {
		return err
	}
	if err := rep.Write(stdio.Out, opts.Format); err != nil {
		return err
	}
	return validateSummary(stdio.ErrOut, rep, failed)
}

// validateSummary prints the status line and the files that could not be
// validated, and picks the outcome: 2 if any file failed, else 1 if any
// file is invalid.
func validateSummary(w stdio.Writer, rep *validation.Report, failed []error) error {
	invalid, errs, warns := rep.Counts()
	fmt.Fprintf(w, "validate: %d %s checked: %d valid, %d invalid (%d %s, %d %s)\n",
		len(rep.Files), countNoun(len(rep.Files), "file", "files"), len(rep.Files)-invalid, invalid,
		errs, countNoun(errs, "error", "errors"), warns, countNoun(warns, "warning", "warnings"))
	if len(failed) > 0 {
		fmt.Fprintf(w, "validate: %d %s could not be validated:\n", len(failed), countNoun(len(failed), "input", "inputs"))
		for _, err := range failed {
			fmt.Fprintf(w, "  %v\n", err)
		}
		return silentError{code: exitError}
	}
	if invalid > 0 {
		return errNo
	}
	return nil
}

func countNoun(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
