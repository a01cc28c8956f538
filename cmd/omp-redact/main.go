// Command omp-redact sanitizes the session journals of the omp coding agent.
package main

import (
	"os"

	"github.com/omp-redact/omp-redact/internal/memlimit"
)

// defaultMemoryLimit is the floor of the Go heap's soft limit when
// GOMEMLIMIT is not set. A run's heap is small (the session model and the
// report) except for very large sessions, where the garbage collector
// would otherwise let the heap double before collecting; the limit
// follows the live heap above this floor (see package memlimit).
const defaultMemoryLimit = 256 << 20

func main() {
	memlimit.Start(defaultMemoryLimit)
	os.Exit(Main())
}
