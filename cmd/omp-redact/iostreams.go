package main

import (
	"io"
	"os"

	"github.com/omp-redact/omp-redact/internal/progress"
)

// IO holds the streams a command uses, so tests can run commands against
// buffers. ErrTTY says whether ErrOut is an interactive terminal (progress
// bars are only drawn there).
type IO struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer
	ErrTTY bool
	Getenv func(string) string
}

func systemIO() *IO {
	return &IO{
		In:     os.Stdin,
		Out:    os.Stdout,
		ErrOut: os.Stderr,
		ErrTTY: progress.IsTerminal(os.Stderr),
		Getenv: os.Getenv,
	}
}
