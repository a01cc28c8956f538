// Command omp-redact sanitizes the session journals of the omp coding agent.
package main

import "os"

func main() { os.Exit(Main()) }
