// Package redactrun is one run of redact over many inputs: each file is
// redacted and verified by the pipeline's workers, its output staged
// beside its destination and committed in durable batches (or written to
// stdout, a stream, or over the input with an atomic rename), and only
// then entered in the report, in input order. It also keeps what a
// file's redaction implies for the output tree: file names that hold a
// secret, the tool logs of removed entries, the blobs still referenced.
//
// Per-file messages (a file not written, a renamed output) go to
// Options.Log; the caller prints the summary and maps the counts to an
// exit status.
package redactrun
