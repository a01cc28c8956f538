package main

import "github.com/omp-redact/omp-redact/internal/durable"

// Batch bounds of redact's committer (see durable.NewCommitter); tests
// lower them.
var (
	commitBatchFiles       = 128
	commitBatchBytes int64 = 256 << 20
)

func newCommitter() *durable.Committer {
	return durable.NewCommitter(commitBatchFiles, commitBatchBytes)
}
