package main

import (
	"regexp"
	"strings"
)

// semgrepAnnotation is semgrep's test annotation on a line of its own, in
// any comment syntax: `ruleid: ID` (the next code line must be flagged),
// `ok: ID` (must not be), and their `todo` forms (a known miss, still a
// secret; a known false alarm, still not one).
var semgrepAnnotation = regexp.MustCompile(`^\s*(?:#|//|<!--|/\*|--|;)\s*(todoruleid|ruleid|todook|ok)\s*:\s*([\w.-]+)`)

// semgrepExamples reads the test files beside semgrep-rules' secrets rules
// (every file of dir that is not a rule's .yaml): the example of an
// annotation is the next line that is neither blank nor an annotation,
// through its END line (or the next annotation) when it opens a private
// key block. Family =
// "semgrep." + rule id.
func semgrepExamples(dir string) ([]candidate, extraction, error) {
	var ex extraction
	var out []candidate
	notRule := func(n string) bool { return !strings.HasSuffix(n, ".yaml") && !strings.HasSuffix(n, ".yml") }
	err := eachFile(dir, notRule, func(_ string, b []byte) error {
		ex.Files++
		out = append(out, semgrepAnnotated(string(b))...)
		return nil
	})
	if err != nil {
		return nil, ex, err
	}
	return out, ex, nil
}

// semgrepAnnotated returns the annotated examples of one test file.
func semgrepAnnotated(src string) []candidate {
	lines := strings.Split(src, "\n")
	var out []candidate
	for i, l := range lines {
		m := semgrepAnnotation.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		j := i + 1
		for j < len(lines) && (strings.TrimSpace(lines[j]) == "" || semgrepAnnotation.MatchString(lines[j])) {
			j++
		}
		if j == len(lines) {
			continue
		}
		k := j
		if strings.Contains(lines[j], "-----BEGIN") && !strings.Contains(lines[j], "-----END") {
			for k+1 < len(lines) && !semgrepAnnotation.MatchString(lines[k+1]) {
				k++
				if strings.Contains(lines[k], "-----END") {
					break
				}
			}
		}
		out = append(out, candidate{
			Family:   "semgrep." + m[2],
			Text:     strings.Join(lines[j:k+1], "\n"),
			Negative: m[1] == "ok" || m[1] == "todook",
		})
	}
	return out
}
