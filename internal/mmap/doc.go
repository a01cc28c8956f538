// Package mmap maps large input files read-only and keeps their resident
// memory bounded (see [Map]): a 1 GB session is parsed and redacted
// without costing 1 GB of memory. Platforms without mmap read the file.
package mmap
