package main

import (
	"bytes"
	"io"
	"os"
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
		ErrTTY: isTerminal(os.Stderr),
		Getenv: os.Getenv,
	}
}

// testIO returns an IO backed by buffers and an empty environment.
func testIO() (*IO, *bytes.Buffer, *bytes.Buffer, *bytes.Buffer) {
	in, out, errOut := &bytes.Buffer{}, &bytes.Buffer{}, &bytes.Buffer{}
	return &IO{In: in, Out: out, ErrOut: errOut, Getenv: func(string) string { return "" }}, in, out, errOut
}

// isTerminal reports whether f is a character device (a terminal), without
// pulling in a terminal library.
func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	if err != nil {
		return false
	}
	return fi.Mode()&os.ModeCharDevice != 0
}
