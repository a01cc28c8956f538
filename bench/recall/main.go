// Command recall measures how much of other secret scanners' own examples
// omp-redact finds and removes from omp sessions, next to gitleaks.
//
//	recall build -gitleaks-src DIR -trufflehog-src DIR -noseyparker-src DIR -kingfisher-src DIR \
//		-semgrep-src DIR -detect-secrets-src DIR -secretlint-src DIR -ripsecrets-src DIR -out CORPUS -manifest FILE
//	recall score -corpus CORPUS -manifest FILE -scan F -gitleaks F -redact default=DIR ...
//
// build writes valid omp sessions with every example planted in several
// encodings and locations (corpus A: gitleaks v8.30.1's per-rule samples;
// corpus B: trufflehog's detector pattern tests; corpus C: the examples in
// Nosey Parker's and Kingfisher's rule files; corpus D: the test examples
// of semgrep-rules' secrets rules, detect-secrets, secretlint and
// ripsecrets; corpus R: the project's
// own fake secrets, as a regression check; plus benign decoys). The
// examples are read from source text, never built or run. score prints a
// Markdown summary. bench/recall.sh runs the whole thing; see
// bench/RECALL.md.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
)

func main() { os.Exit(run(os.Args[1:])) }

type multi []string

func (m *multi) String() string     { return strings.Join(*m, ",") }
func (m *multi) Set(s string) error { *m = append(*m, s); return nil }

func run(args []string) int {
	if len(args) == 0 {
		fmt.Fprintln(os.Stderr, "usage: recall build|score [flags]")
		return 2
	}
	fs := flag.NewFlagSet("recall "+args[0], flag.ContinueOnError)
	switch args[0] {
	case "build":
		var o buildOptions
		fs.StringVar(&o.GitleaksSrc, "gitleaks-src", "", "gitleaks v8.30.1 module source (default: $GOMODCACHE/github.com/zricethezav/gitleaks/v8@v8.30.1)")
		fs.StringVar(&o.TrufflehogSrc, "trufflehog-src", "", "trufflehog source tree holding pkg/detectors (empty: no corpus B)")
		fs.StringVar(&o.NoseyParker, "noseyparker-src", "", "Nosey Parker source tree holding "+noseyparkerRules+" (empty: not in corpus C)")
		fs.StringVar(&o.Kingfisher, "kingfisher-src", "", "Kingfisher source tree holding "+kingfisherRules+" (empty: not in corpus C)")
		fs.StringVar(&o.Semgrep, "semgrep-src", "", "semgrep-rules tree holding "+semgrepDir+" (empty: not in corpus D)")
		fs.StringVar(&o.DetectSecrets, "detect-secrets-src", "", "detect-secrets tree holding "+detectSecretsDir+" (empty: not in corpus D)")
		fs.StringVar(&o.Secretlint, "secretlint-src", "", "secretlint tree holding "+secretlintDir+" (empty: not in corpus D)")
		fs.StringVar(&o.Ripsecrets, "ripsecrets-src", "", "ripsecrets tree holding "+ripsecretsDir+" (empty: not in corpus D)")
		fs.StringVar(&o.Out, "out", "", "corpus directory to (re)create")
		fs.StringVar(&o.Manifest, "manifest", "", "manifest file (outside -out)")
		fs.Uint64Var(&o.Seed, "seed", 1, "random seed")
		fs.IntVar(&o.PerRule, "per-rule", 3, "gitleaks true positives per rule")
		fs.IntVar(&o.PerDetector, "per-detector", 1, "trufflehog positive cases per detector")
		fs.IntVar(&o.PerKind, "per-kind", 2, "fakesecret values per generator")
		fs.IntVar(&o.Benign, "benign", 400, "generated benign decoys")
		fs.IntVar(&o.PerFile, "per-file", 12, "plants per session file")
		if err := fs.Parse(args[1:]); err != nil {
			return 2
		}
		if o.Out == "" || o.Manifest == "" || o.PerFile < 1 {
			fmt.Fprintln(os.Stderr, "recall build: -out and -manifest are required")
			return 2
		}
		var err error
		if o.GitleaksSrc, err = gitleaksModDir(o.GitleaksSrc); err != nil {
			fmt.Fprintln(os.Stderr, "recall build:", err)
			return 2
		}
		m, err := build(o)
		if err != nil {
			fmt.Fprintln(os.Stderr, "recall build:", err)
			return 2
		}
		n := map[string]int{}
		for _, p := range m.Plants {
			n[p.Corpus]++
		}
		fmt.Fprintf(os.Stderr, "recall build: %d plants (%v)\n", len(m.Plants), n)
		return 0
	case "score":
		var o scoreOptions
		fs.StringVar(&o.Corpus, "corpus", "", "corpus directory")
		fs.StringVar(&o.Manifest, "manifest", "", "manifest file")
		fs.StringVar(&o.Scan, "scan", "", "omp-redact scan --format json report")
		fs.StringVar(&o.Gitleaks, "gitleaks", "", "gitleaks JSON report")
		fs.Var((*multi)(&o.Redact), "redact", "NAME=DIR: output tree of a redact run (repeatable)")
		fs.StringVar(&o.Families, "families", "", "write the per-family tables here")
		fs.StringVar(&o.Misses, "misses", "", "write positions of misses (no values) here")
		fs.StringVar(&o.Shapes, "shapes", "", "write counts of the features of the secrets the first redact run left in plain plants (no values, no families) here")
		if err := fs.Parse(args[1:]); err != nil {
			return 2
		}
		if o.Corpus == "" || o.Manifest == "" {
			fmt.Fprintln(os.Stderr, "recall score: -corpus and -manifest are required")
			return 2
		}
		s, err := score(o)
		if err != nil {
			fmt.Fprintln(os.Stderr, "recall score:", err)
			return 2
		}
		fmt.Print(s)
		return 0
	}
	fmt.Fprintln(os.Stderr, "usage: recall build|score [flags]")
	return 2
}
