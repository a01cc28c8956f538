// Package durable writes output files so that no reader ever sees a
// half-written file under a final name, not after a crash, a power loss
// or Ctrl-C: content goes to a 0600 temporary file beside its
// destination (see [Stage]), is flushed to stable storage and only then
// renamed or linked into place (see [Commit]), in batches that cost one
// flush per file system (see [Committer]). Temporary files are tracked
// (see [Track]) so that an interrupt removes them.
//
// It knows nothing about sessions or reports: it moves bytes to disk.
package durable
