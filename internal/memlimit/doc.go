// Package memlimit keeps the Go heap's soft memory limit just above the
// live heap.
//
// omp-redact runs with a small soft limit (see cmd/omp-redact) so that
// the heap of an ordinary run does not double before each collection. A
// very large session's model can hold more live data than that limit,
// and a fixed limit below the live heap makes the garbage collector run
// back to back: a 1 GB session of short entries took 873 CPU seconds
// instead of about 300. So the limit follows the live heap: it is raised
// to an eighth above it when the live heap grows past the floor, and
// falls back as the heap shrinks, never below the floor.
package memlimit
