package rules

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strings"
)

// minDotenvValue is the shortest dotenv value taken as a known secret.
const minDotenvValue = 8

// literalDetector finds configured secrets (--secrets-file,
// --secrets-from) in every form a [KnownSecrets] matcher knows: exactly,
// JSON-escaped, percent-encoded, base64, hex, escaped character by
// character and folded across lines.
type literalDetector struct {
	rule  Rule
	known *KnownSecrets
}

func newLiteralDetector(lits, files, dotenvs []string) (*literalDetector, error) {
	values := append([]string(nil), lits...)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, fmt.Errorf("secrets file: %w", err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			if line = strings.TrimRight(line, "\r"); strings.TrimSpace(line) != "" {
				values = append(values, line)
			}
		}
	}
	for _, f := range dotenvs {
		vs, err := dotenvValues(f)
		if err != nil {
			return nil, err
		}
		values = append(values, vs...)
	}
	if len(values) == 0 {
		return nil, nil
	}
	d := &literalDetector{rule: Rule{ID: "literal-secret", Source: SourceLiteral, Severity: SeverityCritical,
		Description: fmt.Sprintf("%d known secret(s) from the configuration, plain, JSON-escaped, percent-encoded, base64, hex, escaped or folded.", len(values))}}
	d.known = newKnown()
	for _, v := range values {
		d.known.add(Match{RuleID: d.rule.ID, Severity: d.rule.Severity, Secret: v})
	}
	d.known.finish()
	return d, nil
}

func dotenvValues(path string) ([]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("dotenv file: %w", err)
	}
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		line = strings.TrimPrefix(line, "export ")
		_, v, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		v = strings.TrimSpace(v)
		if len(v) >= 2 && (v[0] == '"' || v[0] == '\'') && v[len(v)-1] == v[0] {
			v = v[1 : len(v)-1]
		}
		if len(v) >= minDotenvValue {
			out = append(out, v)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("dotenv file %s: %w", path, err)
	}
	return out, nil
}

func (d *literalDetector) info() *Rule { return &d.rule }

func (d *literalDetector) find(text string, _ []int, out []Match) ([]Match, error) {
	return append(out, d.known.Detect(text)...), nil
}
