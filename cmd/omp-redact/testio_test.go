package main

import "bytes"

// testIO returns an IO backed by buffers and an empty environment.
func testIO() (*IO, *bytes.Buffer, *bytes.Buffer, *bytes.Buffer) {
	in, out, errOut := &bytes.Buffer{}, &bytes.Buffer{}, &bytes.Buffer{}
	return &IO{In: in, Out: out, ErrOut: errOut, Getenv: func(string) string { return "" }}, in, out, errOut
}
