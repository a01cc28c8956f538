package main

import (
	"embed"
	"strings"
)

// The long help of each command is prose, read and reviewed like the
// README: it lives in help/<file>.txt, named after the Go file of the
// command, rather than in string literals among the flags.
//
//go:embed help/*.txt
var helpFiles embed.FS

// longHelp is the text of help/<name>.txt without its final newline. The
// files are embedded at build time, so a missing one is a programming
// error: every test that builds the root command constructs every
// command and fails on it.
func longHelp(name string) string {
	b, err := helpFiles.ReadFile("help/" + name + ".txt")
	if err != nil {
		panic("omp-redact: no help text " + name + ": " + err.Error())
	}
	return strings.TrimSuffix(string(b), "\n")
}
