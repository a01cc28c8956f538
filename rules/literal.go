package rules

import (
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

func (d *literalDetector) info() *Rule { return &d.rule }

func (d *literalDetector) find(text string, _ []int, out []Match) ([]Match, error) {
	return append(out, d.known.Detect(text)...), nil
}
