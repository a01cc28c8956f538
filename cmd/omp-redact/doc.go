// Command omp-redact is the command-line front end of the omp-redact library.
//
// Every subcommand lives in its own file as newCmdX(*IO) *cobra.Command and
// registers itself with [register]. Subcommands return errors; only [Main]
// turns them into exit codes:
//
//	0  success: clean, compliant, written and verified
//	1  the answer is "no": findings, violations, invalid sessions, lint problems
//	2  the command could not do its job: usage, policy, input or I/O error
//
// Data goes to stdout, status and errors to stderr. Nothing a subcommand
// prints may contain a secret.
package main
