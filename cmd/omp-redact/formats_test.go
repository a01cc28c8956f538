package main

import (
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/report"
)

// TestFormatFlagsNameEveryFormat: the help of every report format flag
// names every format of report's registry, and each name is accepted; a
// format added to the registry and not to a flag's help fails here.
func TestFormatFlagsNameEveryFormat(t *testing.T) {
	io, _, _, _ := testIO()
	root := newRootCmd(io)
	for _, c := range []struct{ cmd, flag string }{{"scan", "format"}, {"check", "format"}, {"redact", "report-format"}} {
		cmd, _, err := root.Find([]string{c.cmd})
		if err != nil || cmd.Name() != c.cmd {
			t.Fatalf("no %s command: %v", c.cmd, err)
		}
		f := cmd.Flags().Lookup(c.flag)
		if f == nil {
			t.Fatalf("%s has no --%s", c.cmd, c.flag)
		}
		for _, name := range report.Formats {
			if !strings.Contains(f.Usage, name) {
				t.Errorf("%s --%s: help %q does not name %s", c.cmd, c.flag, f.Usage, name)
			}
			if got, err := reportFormat(cmd, c.flag, name, ""); err != nil || got != name {
				t.Errorf("%s --%s %s: %q, %v", c.cmd, c.flag, name, got, err)
			}
		}
	}
}
