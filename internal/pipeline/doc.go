// Package pipeline runs the redaction engine over many inputs: [Process]
// reads and processes them on a bounded pool of workers and hands each
// [Outcome] back in input order, so output is deterministic and only a
// few files are in memory at once (large sessions are mapped and
// streamed); [FirstPass] analyses every file of a multi-file redact before
// any is written, so a secret found in one file is removed from all.
// It prints nothing: the caller reports each outcome.
package pipeline
