package rules

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestGitleaksUserRuleTimeout: a slow regex of a user gitleaks config runs
// out of time and Detect fails closed with a *TimeoutError (the string was
// not scanned); embedded rules are not wrapped, and a config that only
// extends the defaults adds no time limit to them.
func TestGitleaksUserRuleTimeout(t *testing.T) {
	defer func(a, b time.Duration) { GitleaksTimeout, GitleaksTimeoutPerMiB = a, b }(GitleaksTimeout, GitleaksTimeoutPerMiB)
	GitleaksTimeout, GitleaksTimeoutPerMiB = time.Millisecond, 0

	dir := t.TempDir()
	slow := filepath.Join(dir, "slow.toml")
	if err := os.WriteFile(slow, []byte("[extend]\nuseDefault = true\n\n[[rules]]\nid = \"slow-rule\"\nregex = '''(?:[a-z0-9_]{1,40}\\s?){1,25}ZQX'''\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	set, err := New(Config{GitleaksConfig: slow})
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Repeat("ab ", 200000)
	start := time.Now()
	_, err = set.Detect(text)
	var te *TimeoutError
	if !errors.As(err, &te) || te.RuleID != "slow-rule" {
		t.Fatalf("Detect: %v, want a timeout of slow-rule", err)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("Detect took %v despite the limit", d)
	}
	// Later strings fail at once: no second runaway match.
	if _, err := set.Detect(text); !errors.As(err, &te) {
		t.Errorf("second Detect: %v, want a timeout", err)
	}
	if _, err := set.Detect(text[:len(text)/2+1]); !errors.As(err, &te) {
		t.Errorf("Detect of a string half as long: %v, want a timeout at once", err)
	}
	// A short string (a file name, a message to mask before printing) is
	// still scanned by the rule, and its match found: one slow string does
	// not make every later one unscannable.
	GitleaksTimeout = 5 * time.Second
	ms, err := set.Detect("token abc ZQX")
	if err != nil {
		t.Fatalf("Detect of a short string after a timeout: %v", err)
	}
	found := false
	for _, m := range ms {
		found = found || m.RuleID == "slow-rule"
	}
	if !found {
		t.Errorf("the short string's match of slow-rule was not found: %+v", ms)
	}
	timed := 0
	for _, d := range set.dets {
		if tr, ok := d.(*timedRule); ok {
			timed++
			if tr.rule.ID != "slow-rule" {
				t.Errorf("unchanged default rule %s runs under a time limit", tr.rule.ID)
			}
		}
	}
	if timed != 1 {
		t.Errorf("%d timed rules, want 1", timed)
	}

	// The embedded rules alone: nothing timed.
	def, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range def.dets {
		if _, ok := d.(*timedRule); ok {
			t.Fatalf("embedded rule %s is timed", d.info().ID)
		}
	}

	// A user allowlist runs on every rule's matches: every rule is timed.
	allow := filepath.Join(dir, "allow.toml")
	if err := os.WriteFile(allow, []byte("[extend]\nuseDefault = true\n\n[[allowlists]]\nregexes = ['''^x+$''']\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	al, err := New(Config{GitleaksConfig: allow})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range al.dets {
		if g, ok := d.(*gitleaksRule); ok {
			t.Fatalf("rule %s runs a user allowlist without a time limit", g.rule.ID)
		}
	}
}
