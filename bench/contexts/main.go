// Command contexts prints the realistic-context corpus of
// bench/contexts/cases as JSON: each case's text, the secrets a
// redaction must remove and the benign strings it must keep.
//
//	go run ./bench/contexts -seed 1 > contexts.json
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"github.com/omp-redact/omp-redact/bench/contexts/cases"
)

func main() {
	seed := flag.Uint64("seed", 1, "random seed")
	flag.Parse()
	out, err := json.MarshalIndent(cases.Generate(*seed), "", "  ")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Stdout.Write(append(out, '\n'))
}
