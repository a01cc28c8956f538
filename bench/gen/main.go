// Command gen writes the benchmark corpus of omp-redact and scores tools
// against it.
//
//	go run ./bench/gen -seed 1 -size 200MB -out DIR      generate a corpus
//	go run ./bench/gen -seed 1 -single -size 1GB -out DIR one huge session
//	go run ./bench/gen -single -shape many -size 1GB -out DIR  1.5 M short entries
//	go run ./bench/gen -check DIR [tool outputs...]      score tools (Markdown)
//
// The corpus is deterministic: the same seed and size give the same bytes.
// DIR/manifest.json lists every planted secret and decoy with its file,
// line, entry id, JSON path, location, encoding, family and SHA-256, but
// never the value: the checker regenerates the values in memory from the
// seed to look for survivors in redacted output.
package main

import (
	"flag"
	"fmt"
	"os"
	"time"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	seed := fs.Uint64("seed", 1, "random seed")
	sizeFlag := fs.String("size", "200MB", "approximate corpus size (e.g. 2MB, 200MB, 1GB)")
	out := fs.String("out", "", "output directory (must not exist or be empty)")
	single := fs.Bool("single", false, "write one session of -size instead of a tree of sessions")
	shape := fs.String("shape", shapeBig, "shape of the sessions: big (real turns), many (short entries, ~700 bytes each) or huge (a few 30–100 MB lines)")
	density := fs.Int64("bytes-per-plant", 48<<10, "benign bytes between two planted values")
	check := fs.String("check", "", "score tool outputs against the corpus in this directory")
	var co checkOptions
	fs.StringVar(&co.gitleaksReport, "gitleaks-report", "", "gitleaks JSON report")
	fs.StringVar(&co.gitleaksTime, "gitleaks-time", "", "/usr/bin/time -v output of the gitleaks run")
	fs.StringVar(&co.scanReport, "scan-report", "", "omp-redact scan --format json output")
	fs.StringVar(&co.scanTime, "scan-time", "", "/usr/bin/time -v output of the scan run")
	fs.StringVar(&co.redactOut, "redact-out", "", "output tree of omp-redact redact")
	fs.StringVar(&co.redactTime, "redact-time", "", "/usr/bin/time -v output of the redact run")
	fs.StringVar(&co.manifest, "manifest", "", "manifest of the corpus (default: CORPUS/manifest.json)")
	fs.StringVar(&co.misses, "misses", "", "write the positions of missed secrets, flagged decoys and survivors to this file")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *check != "" {
		co.corpus = *check
		if err := runCheck(os.Stdout, co); err != nil {
			fmt.Fprintln(os.Stderr, "gen -check:", err)
			return 2
		}
		return 0
	}
	if *out == "" {
		fmt.Fprintln(os.Stderr, "gen: -out DIR is required")
		return 2
	}
	if err := checkShape(*shape); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		return 2
	}
	n, err := parseSize(*sizeFlag)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		return 2
	}
	if ents, err := os.ReadDir(*out); err == nil && len(ents) > 0 {
		fmt.Fprintf(os.Stderr, "gen: %s is not empty\n", *out)
		return 2
	}
	start := time.Now()
	c := newCorpus(*out, *seed, n, *single, *density)
	c.shape = *shape
	if err := c.generate(); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		return 2
	}
	m := c.manifest()
	fmt.Fprintf(os.Stderr, "gen: %d files, %.1f MB, %d plants in %s\n", c.files, float64(c.written)/(1<<20), len(m.Plants), time.Since(start).Round(time.Millisecond))
	return 0
}
