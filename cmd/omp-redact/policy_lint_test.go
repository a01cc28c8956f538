package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestPolicyLintInvalidFixtures runs `policy lint` on every invalid policy
// fixture of package policy: each must exit 1 and print only positioned
// problems.
func TestPolicyLintInvalidFixtures(t *testing.T) {
	files, err := filepath.Glob("../../policy/testdata/invalid/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	positioned := regexp.MustCompile(`^[^:]+\.yaml:\d+:\d+: \S`)
	for _, f := range files {
		io, _, out, errOut := testIO()
		if code := run(io, []string{"policy", "lint", f}); code != exitNo {
			t.Errorf("%s: exit %d, want %d (stderr %q)", f, code, exitNo, errOut)
		}
		lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		if len(lines) == 0 || lines[0] == "" {
			t.Errorf("%s: no problems printed", f)
		}
		for _, l := range lines {
			if !positioned.MatchString(l) {
				t.Errorf("%s: unpositioned problem %q", f, l)
			}
		}
	}
}
