// Package validation is what validate reports: each session file parsed
// and checked against the omp session format (see session.Validate), its
// problems scrubbed of secrets (ids and key paths come from the file),
// written as "path:line: problem" text or JSON, and counted. A file that
// is not a session at all (binary, no JSON object) is an error, "could
// not validate", not an invalid session.
package validation
