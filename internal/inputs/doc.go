// Package inputs finds and reads the files a command works on: it
// expands PATH arguments ("-", a file, a directory of sessions and
// artifacts) into [Input]s, refuses what is not a regular file (a FIFO or
// a device could block or never end), tells sessions from text files, and
// reads an input whole, mapped, or from standard input within a bound.
// It changes nothing and prints nothing: callers say what was skipped.
package inputs
