// Package blobcopy copies the blobs a redacted session still references
// from an input blob store to the output one: content-addressed files
// (named by hash, with typed sidecars such as <hash>.meta), copied 0600
// and committed durably in one batch (see internal/durable).
package blobcopy
