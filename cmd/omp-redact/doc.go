// Command omp-redact is the command-line front end of the omp-redact library.
//
// Every subcommand lives in its own file as newCmdX(*IO) *cobra.Command and
// registers itself with [register]; its long help is help/<file>.txt. A
// command parses its flags, calls the library packages (internal/redactrun,
// internal/scanrun, internal/validation, …) and prints: logic that is not
// about flags or printing belongs in a package (layout_test.go keeps this
// layer under 1,500 lines, no function over 80). Subcommands return errors; only [Main]
// turns them into exit codes:
//
//	0  success: clean, compliant, written and verified
//	1  the answer is "no": findings, violations, invalid sessions, lint problems
//	2  the command could not do its job: usage, policy, input or I/O error
//
// Data goes to stdout, status and errors to stderr. Nothing a subcommand
// prints may contain a secret.
package main
