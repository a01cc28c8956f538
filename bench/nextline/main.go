// Command nextline measures how often a secret at a line's end is glued
// to the next line by the fold views (folded-token and the rules that run
// on joined lines): it pairs every line of the files given with a secret
// line before it, in the line's own indentation, and counts the texts in
// which a finding reaches past the secret's line.
//
// A line of real text after a secret is a line of its own (a comment, a
// directive, a path, a call, a flag), so every such finding is a wrong
// fold that masks words the user needs. The secret heads are generated
// (seed 1): "password: ", "API_KEY=" and "token " before 20, 26 and 32
// random characters. Lines are taken once each (trimmed), up to 160 bytes.
//
//	go run ./bench/nextline $(find /etc -name '*.conf' -size -64k | head -300)
//	go run ./bench/nextline -show $(find ~/go/pkg/mod -name '*.yaml' | head -400)
//
// It prints the counts and, with -show, each line that lost bytes (the
// files are real text with no secret in them; nothing generated is
// printed).
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"strings"

	"github.com/omp-redact/omp-redact/rules"
)

func main() {
	show := flag.Bool("show", false, "print the rule and each line a finding reached into")
	flag.Parse()
	s, err := rules.New(rules.Config{})
	if err != nil {
		fmt.Fprintln(os.Stderr, "nextline:", err)
		os.Exit(1)
	}
	r := rand.New(rand.NewSource(1))
	const al = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"
	tok := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = al[r.Intn(len(al))]
		}
		return string(b)
	}
	seen := map[string]bool{}
	texts, bad := 0, 0
	for _, f := range flag.Args() {
		fh, err := os.Open(f)
		if err != nil {
			fmt.Fprintln(os.Stderr, "nextline:", err)
			continue
		}
		sc := bufio.NewScanner(fh)
		for sc.Scan() {
			l := sc.Text()
			t := strings.TrimSpace(l)
			if len(t) < 3 || len(l) > 160 || seen[t] {
				continue
			}
			seen[t] = true
			ind := l[:len(l)-len(strings.TrimLeft(l, " \t"))]
			for k, head := range []string{"password: ", "API_KEY=", "token "} {
				text := ind + head + tok(20+k*6) + "\n" + l + "\n"
				texts++
				ms, _ := s.Detect(text)
				nl := strings.IndexByte(text, '\n')
				for _, m := range ms {
					if m.End > nl+1 || m.Start > nl {
						bad++
						if *show {
							fmt.Printf("%s\t%q\n", m.RuleID, l)
						}
						break
					}
				}
			}
		}
		fh.Close()
	}
	fmt.Printf("%d texts, %d with a finding past the secret's line (%.1f %%)\n", texts, bad, 100*float64(bad)/float64(max(texts, 1)))
}
