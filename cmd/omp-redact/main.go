// Command omp-redact sanitizes the session journals of the omp coding agent.
package main

import (
	"os"
	"runtime/debug"
)

// defaultMemoryLimit is the Go heap's soft limit when GOMEMLIMIT is not
// set. A run's heap is small (the session model and the report) except for
// very large sessions, where the garbage collector would otherwise let the
// heap double before collecting; near the limit it collects more often
// instead.
const defaultMemoryLimit = 256 << 20

func main() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(defaultMemoryLimit)
	}
	os.Exit(Main())
}
