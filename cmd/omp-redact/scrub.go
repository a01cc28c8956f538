package main

import (
	"strings"
	"sync"

	"github.com/omp-redact/omp-redact/rules"
)

// defaultDetectors is the built-in detector set, built on first use.
var defaultDetectors = sync.OnceValues(func() (*rules.Set, error) { return rules.New(rules.Config{}) })

// scrub masks what the default detectors find in text that a command
// prints from its input outside of redaction: session titles and ids
// (sessions) and validation messages, which quote ids and keys
// (validate). omp-redact never prints a secret, even where it redacts
// nothing. Fail closed: text that cannot be scanned is not printed.
func scrub(s string) string {
	if s == "" {
		return s
	}
	set, err := defaultDetectors()
	if err != nil {
		return "[REDACTED:unscanned]"
	}
	ms, err := set.Detect(s)
	if err != nil {
		return "[REDACTED:unscanned]"
	}
	if len(ms) == 0 {
		return s
	}
	var b strings.Builder
	pos := 0
	for _, m := range ms { // sorted, without overlaps
		if m.Start < pos {
			continue
		}
		b.WriteString(s[pos:m.Start])
		b.WriteString("[REDACTED:" + m.RuleID + "]")
		pos = m.End
	}
	b.WriteString(s[pos:])
	return b.String()
}
