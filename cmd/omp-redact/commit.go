package main

// Batch bounds of redact's durable commits (see durable.NewCommitter);
// tests lower them.
var (
	commitBatchFiles       = 128
	commitBatchBytes int64 = 256 << 20
)
