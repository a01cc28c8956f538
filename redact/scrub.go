package redact

import (
	"sync"

	"github.com/omp-redact/omp-redact/rules"
)

// defaultDetectors is the built-in detector set, built on first use.
var defaultDetectors = sync.OnceValues(func() (*rules.Set, error) { return rules.New(rules.Config{}) })

// Scrub masks what the default detectors find in text that a command
// prints from its input outside of redaction, where no policy or engine
// applies: session titles and ids (sessions), validation messages, which
// quote ids and keys (validate). omp-redact never prints a secret, even
// where it redacts nothing. Fail closed: text that cannot be scanned is
// not printed.
func Scrub(s string) string {
	if s == "" {
		return s
	}
	set, err := defaultDetectors()
	if err != nil {
		return TokenPrefix + ":unscanned]"
	}
	ms, err := set.Detect(s)
	if err != nil {
		return TokenPrefix + ":unscanned]"
	}
	if len(ms) == 0 {
		return s
	}
	return maskMatches(s, ms)
}

// maskMatches replaces each match (sorted; one that overlaps the one
// before is skipped) by its mask token.
func maskMatches(s string, ms []rules.Match) string {
	out, _ := maskForRescan(s, ms)
	return out
}
