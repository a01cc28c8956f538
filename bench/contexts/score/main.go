// Command score measures an omp-redact binary on the realistic-context
// cases of bench/contexts: it plants every case in a valid omp session
// twice (a user's message, and the output of a tool call), runs the
// binary's redact on it, and reports how many secrets are gone and how
// many benign strings are kept: for the first six batches, for each later
// batch (cases.Batches) and for all cases.
//
//	go run ./bench/contexts/score -bin ./omp-redact -seed 1 -out dir
//
// It prints no secret: a miss names its case and place. The session and
// its redaction are written to dir (keep it out of the tree). With -enc
// the texts are planted in another encoding (nested-json, base64,
// u-escaped, folded; see encode.go).
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/omp-redact/omp-redact/bench/contexts/cases"
)

func main() {
	bin := flag.String("bin", "omp-redact", "omp-redact binary")
	seed := flag.Uint64("seed", 1, "seed of the cases")
	out := flag.String("out", "", "work directory (git-ignored)")
	profile := flag.String("profile", "default", "redact profile")
	enc := flag.String("enc", "plain", "encoding of the case texts: "+strings.Join(encodingNames, ", "))
	flag.Parse()
	if !slices.Contains(encodingNames, *enc) {
		fmt.Fprintf(os.Stderr, "score: unknown encoding %q\n", *enc)
		os.Exit(2)
	}
	if *out == "" {
		fmt.Fprintln(os.Stderr, "score: -out is required")
		os.Exit(2)
	}
	if err := run(*bin, *seed, *out, *profile, *enc); err != nil {
		fmt.Fprintln(os.Stderr, "score:", err)
		os.Exit(1)
	}
}

func run(bin string, seed uint64, out, profile, enc string) error {
	var cs []planted
	var planted []cases.Case // the cases as planted: their texts in the encoding
	for _, c := range cases.Generate(seed) {
		p := plant(c, enc)
		cs = append(cs, p)
		planted = append(planted, p.Case)
	}
	if err := os.MkdirAll(out, 0o700); err != nil {
		return err
	}
	session := cases.Session(planted)
	if enc == "u-escaped" {
		session = escapeLines(session, cs)
	}
	in := filepath.Join(out, "session.jsonl")
	if err := os.WriteFile(in, session, 0o600); err != nil {
		return err
	}
	red := filepath.Join(out, "redacted.jsonl")
	os.Remove(red)
	cmd := exec.Command(bin, "redact", "-q", "--profile", profile, "-o", red, in)
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		var exit *exec.ExitError
		if !errors.As(err, &exit) {
			return err
		}
	}
	b, err := os.ReadFile(red)
	if err != nil {
		return err
	}
	got, err := cases.Texts(b)
	if err != nil {
		return err
	}
	all := measure(cs, planted, got, "")
	sort.Strings(all.Misses)
	for _, m := range all.Misses {
		fmt.Println(m)
	}
	groups := [][]string{nil}
	for _, p := range cases.Batches {
		groups = append(groups, []string{p})
	}
	groups = append(groups, []string{""})
	for _, g := range groups {
		sc := measure(cs, planted, got, g...)
		name := "first six batches"
		switch {
		case len(g) == 1 && g[0] == "":
			name = "all cases"
		case len(g) == 1:
			name = g[0]
		}
		fmt.Printf("%-18s secrets removed %.1f %% (%d/%d), benign kept %.1f %% (%d/%d)\n", name+":",
			pct(sc.SecretsGone, sc.Secrets), sc.SecretsGone, sc.Secrets, pct(sc.BenignKept, sc.Benign), sc.BenignKept, sc.Benign)
	}
	return nil
}

func pct(a, b int) float64 {
	if b == 0 {
		return 100
	}
	return 100 * float64(a) / float64(b)
}
