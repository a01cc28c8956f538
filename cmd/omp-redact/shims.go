package main

import (
	"github.com/omp-redact/omp-redact/internal/durable"
	"github.com/omp-redact/omp-redact/internal/mmap"
)

// Short names for internal/durable and internal/mmap used by redact.go (kept while other
// work edits that file; see issue 12).
type stagedFile = durable.File

var (
	errExists           = durable.ErrExists
	stageFile           = durable.Stage
	writeAtomic         = durable.Write
	syncStaged          = durable.Sync
	syncDir             = durable.SyncDir
	trackTemp           = durable.Track
	removeTemp          = durable.Remove
	forgetTemp          = durable.Forget
	removeTempsOnSignal = durable.HandleInterrupts
)

// Batch bounds of redact's committer (see durable.NewCommitter); tests
// lower them.
var (
	commitBatchFiles       = 128
	commitBatchBytes int64 = 256 << 20
)

func newCommitter() *durable.Committer {
	return durable.NewCommitter(commitBatchFiles, commitBatchBytes)
}

// mapFile is mmap.Map, for redact.go.
var mapFile = mmap.Map
