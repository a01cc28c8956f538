package main

import (
	"os"
	"path/filepath"
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
		all := func(string) bool { return true }
		err := eachFile(filepath.Join(dir, sub), all, func(n string, b []byte) error {
			ex.Files++
			if sub == "one_per_file" {
				if pemBlock.Match(b) {
					out = append(out, candidate{Family: "ripsecrets." + n, Text: string(b)})
				} else {
					ex.Dropped++
				}
				return nil
			}
			for _, l := range strings.Split(string(b), "\n") {
				out = append(out, candidate{Family: "ripsecrets." + n, Text: l})
			}
			return nil
		})
		if err != nil {
			return nil, ex, err
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
