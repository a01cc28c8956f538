package rules

import (
	"sync/atomic"
	"time"

	"github.com/zricethezav/gitleaks/v8/config"
)

// Gitleaks rules run on Go's regexp, which is linear in the input but not
// in the pattern: a large user pattern (nested counted repetitions) can
// take minutes on one long string. The embedded rules are known and
// windowed; every other rule (a rule of a user's --gitleaks-config, a
// default rule whose regex it changed, or any rule when it adds
// allowlists) runs under a time limit, and fails closed when it runs out:
// the string was not scanned, which is an error, never "clean".
var (
	// GitleaksTimeout is the time limit of a user gitleaks rule on a string,
	// plus GitleaksTimeoutPerMiB for each MiB of the string.
	GitleaksTimeout       = 2 * time.Second
	GitleaksTimeoutPerMiB = 2 * time.Second
)

// timedRule runs a gitleaks rule with a time limit. Go's regexp cannot be
// stopped, so a rule that ran out of time keeps running on its goroutine
// until it ends. Its time is linear in the string's length, so the rule
// remembers the shortest string it ran out of time on, and every later
// string at least half as long fails at once instead of starting another
// runaway match; shorter strings (the file names and messages omp-redact
// masks before printing them) still run, under the limit. Each runaway
// match thus halves the length of the next: at most log2 of the longest
// string's length of them run at once.
type timedRule struct {
	*gitleaksRule
	timedOutLen atomic.Int64 // shortest string that ran out of time; 0 = none
}

func (t *timedRule) find(text string, hits []int, out []Match) ([]Match, error) {
	limit := GitleaksTimeout + time.Duration(int64(GitleaksTimeoutPerMiB)*int64(len(text))>>20)
	if n := t.timedOutLen.Load(); n > 0 && int64(len(text)) >= n/2 {
		return out, &TimeoutError{RuleID: t.rule.ID, Timeout: limit.Round(time.Millisecond)}
	}
	type result struct {
		ms  []Match
		err error
	}
	done := make(chan result, 1)
	go func() {
		ms, err := t.gitleaksRule.find(text, hits, nil)
		done <- result{ms, err}
	}()
	timer := time.NewTimer(limit)
	defer timer.Stop()
	select {
	case r := <-done:
		return append(out, r.ms...), r.err
	case <-timer.C:
		for n := int64(len(text)); ; {
			old := t.timedOutLen.Load()
			if old > 0 && old <= n || t.timedOutLen.CompareAndSwap(old, n) {
				break
			}
		}
		return out, &TimeoutError{RuleID: t.rule.ID, Timeout: limit.Round(time.Millisecond)}
	}
}

// needsTimeout says whether a rule of a user config runs anything the
// embedded config does not: its own regex, or allowlists of its own
// (rule or global). def is the embedded rule of the same id, if any.
func needsTimeout(r config.Rule, def config.Rule, hasDef bool, global []*config.Allowlist, defaults config.Config) bool {
	if !hasDef || def.Regex == nil || r.Regex.String() != def.Regex.String() {
		return true
	}
	if !sameAllowlists(r.Allowlists, def.Allowlists) {
		return true
	}
	return !sameAllowlists(global, defaults.Allowlists)
}

// sameAllowlists: every allowlist of a is one of b's (the embedded
// config's, shared by pointer when a config extends it).
func sameAllowlists(a, b []*config.Allowlist) bool {
	known := make(map[*config.Allowlist]bool, len(b))
	for _, x := range b {
		known[x] = true
	}
	for _, x := range a {
		if !known[x] {
			return false
		}
	}
	return true
}
