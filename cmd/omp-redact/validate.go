package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/redact"
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
		Long: `Validate checks omp session files and reports every problem found: lines
that are not JSON objects, a bad title record or header, entries without
their envelope, duplicate ids, missing parents, cycles, dangling
references, unpaired tool calls, duplicate JSON keys, malformed or missing
blobs. Each path is a session file, a directory (searched recursively for
*.jsonl files and their .tmp/.bak copies) or - for standard input.

The input is never modified. Exit status: 0 when no file has an error
(warnings allowed), 1 when any file has an error, 2 when a file could not
be read or is not a session file at all.`,
		Args: cobra.MinimumNArgs(1),
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

// validateReport is the JSON output of validate.
type validateReport struct {
	Files []validateFile `json:"files"`
}

type validateFile struct {
	Path     string            `json:"path"`
	Valid    bool              `json:"valid"`
	Version  int               `json:"version"`
	Entries  int               `json:"entries"`
	Problems []validateProblem `json:"problems"`
}

type validateProblem struct {
	Line     int              `json:"line"`
	EntryID  string           `json:"entryId"`
	Check    string           `json:"check"`
	Severity session.Severity `json:"severity"`
	Message  string           `json:"message"`
}

func runValidate(stdio *IO, opts *ValidateOptions) error {
	if opts.BlobDir != "" {
		if fi, err := os.Stat(opts.BlobDir); err != nil || !fi.IsDir() {
			return codedError{exitError, fmt.Errorf("--blobs %s: not a readable directory", opts.BlobDir)}
		}
	}
	var (
		rep    = validateReport{Files: []validateFile{}}
		failed []error
		stdin  bool
	)
	vopts := session.ValidateOptions{BlobDir: opts.BlobDir}
	for _, arg := range opts.Paths {
		if arg == "-" {
			if stdin {
				return usageError("- (standard input) given more than once")
			}
			stdin = true
			data, err := inputs.ReadAll(stdio.In, inputs.LimitsFromEnv(stdio.Getenv).MaxStdin)
			if err != nil {
				failed = append(failed, fmt.Errorf("-: %v", err))
				continue
			}
			f, err := validateData(data, "-", vopts)
			if err != nil {
				failed = append(failed, err)
				continue
			}
			rep.Files = append(rep.Files, f)
			continue
		}
		files, errs := session.FindFiles(arg)
		failed = append(failed, errs...)
		for _, path := range files {
			data, err := os.ReadFile(path)
			if err != nil {
				failed = append(failed, describeReadError(path, err))
				continue
			}
			f, err := validateData(data, path, vopts)
			if err != nil {
				failed = append(failed, err)
				continue
			}
			rep.Files = append(rep.Files, f)
		}
	}
	if err := writeValidateReport(stdio.Out, &rep, opts.Format); err != nil {
		return err
	}
	return validateSummary(stdio.ErrOut, &rep, failed)
}

func describeReadError(path string, err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%s: %v", path, err)
}

// validateData parses and validates one file. It returns an error when the
// data is not a session file at all (binary, or no line is a JSON object):
// that is "could not validate", not "invalid".
func validateData(data []byte, path string, opts session.ValidateOptions) (validateFile, error) {
	s, err := session.ParseBytes(data, path, session.Options{AllowUnknownVersion: true})
	if err != nil {
		return validateFile{}, err
	}
	if !inputs.LooksLikeJSONL(s) {
		return validateFile{}, fmt.Errorf("%s: not a session file: no line is a JSON object", path)
	}
	ps := session.Validate(s, opts)
	f := validateFile{
		Path:     path,
		Valid:    !session.HasErrors(ps),
		Version:  s.Version,
		Entries:  len(s.Entries),
		Problems: make([]validateProblem, 0, len(ps)),
	}
	for _, p := range ps {
		// ids and key paths come from the file: a secret there is masked
		f.Problems = append(f.Problems, validateProblem{p.Line, redact.Scrub(p.EntryID), p.Check, p.Severity, redact.Scrub(p.Message)})
	}
	return f, nil
}

func writeValidateReport(w io.Writer, rep *validateReport, format string) error {
	if format == "json" {
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	var b strings.Builder
	for _, f := range rep.Files {
		for _, p := range f.Problems {
			sp := session.Problem{Line: p.Line, Check: p.Check, Severity: p.Severity, Message: p.Message}
			b.WriteString(f.Path)
			b.WriteString(":")
			b.WriteString(sp.String())
			b.WriteString("\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// validateSummary prints the status line and the files that could not be
// validated, and picks the outcome: 2 if any file failed, else 1 if any
// file is invalid.
func validateSummary(w io.Writer, rep *validateReport, failed []error) error {
	invalid, errs, warns := 0, 0, 0
	for _, f := range rep.Files {
		if !f.Valid {
			invalid++
		}
		for _, p := range f.Problems {
			if p.Severity == session.SeverityError {
				errs++
			} else {
				warns++
			}
		}
	}
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
