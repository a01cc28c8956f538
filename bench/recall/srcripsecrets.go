package main

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// ripsecretsExamples reads ripsecrets' test data (dir = its test/): each
// line of a file in one_per_line/ is a positive (family "ripsecrets." +
// file name); a file of one_per_file/ is one positive when it holds a
// private key block (the other files put their one secret among lines of
// other values no rule here can tell apart, and are dropped); each line
// of the file none is a negative.
func ripsecretsExamples(dir string) ([]candidate, extraction, error) {
	var ex extraction
	var out []candidate
	for _, sub := range []string{"one_per_line", "one_per_file"} {
		ents, err := os.ReadDir(filepath.Join(dir, sub))
		if err != nil {
			return nil, ex, err
		}
		var files []string
		for _, e := range ents {
			if !e.IsDir() {
				files = append(files, e.Name())
			}
		}
		sort.Strings(files)
		for _, n := range files {
			b, err := os.ReadFile(filepath.Join(dir, sub, n))
			if err != nil {
				return nil, ex, err
			}
			ex.Files++
			if sub == "one_per_file" {
				if pemBlock.Match(b) {
					out = append(out, candidate{Family: "ripsecrets." + n, Text: string(b)})
				} else {
					ex.Dropped++
				}
				continue
			}
			for _, l := range strings.Split(string(b), "\n") {
				out = append(out, candidate{Family: "ripsecrets." + n, Text: l})
			}
		}
	}
	b, err := os.ReadFile(filepath.Join(dir, "none"))
	if err != nil {
		return nil, ex, err
	}
	ex.Files++
	for _, l := range strings.Split(string(b), "\n") {
		out = append(out, candidate{Family: "ripsecrets.none", Text: l, Negative: true})
	}
	return out, ex, nil
}
