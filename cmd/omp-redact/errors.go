package main

import (
	"errors"
	"strings"
)

// flagError is a usage error: a bad flag or argument. Main prints a hint to
// --help and exits 2.
type flagError struct{ err error }

func (e flagError) Error() string { return e.err.Error() }
func (e flagError) Unwrap() error { return e.err }

// usageErrorf reports a usage error found by a command's own checks.
func usageError(msg string) error { return flagError{errors.New(msg)} }

// silentError ends the command with code without printing anything more: the
// command has already said what happened (findings, problems, violations).
type silentError struct{ code int }

func (e silentError) Error() string { return "exit status" }

// errNo is the "answer is no" outcome (exit 1) for commands that printed
// their own result.
var errNo = silentError{code: exitNo}

// codedError carries an explicit exit code together with a message to print.
type codedError struct {
	code int
	err  error
}

func (e codedError) Error() string { return e.err.Error() }
func (e codedError) Unwrap() error { return e.err }

// isArgsError recognizes cobra's positional-argument validation errors,
// which it returns as plain errors.
func isArgsError(err error) bool {
	s := err.Error()
	return strings.HasPrefix(s, "accepts ") || strings.HasPrefix(s, "requires at least") ||
		strings.HasPrefix(s, "unknown command") || strings.HasPrefix(s, "unknown flag") ||
		strings.HasPrefix(s, "unknown shorthand flag")
}
