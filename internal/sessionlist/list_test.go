package sessionlist

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestWriteTableFits: every row fits the width, a title with control
// characters cannot break a row, and the path is kept whole.
func TestWriteTableFits(t *testing.T) {
	path := "/home/u/.omp/agent/sessions/--work-app--/2026-01-01T00-00-00-000Z_0123456789abcdef.jsonl"
	rep := &Report{Sessions: []Entry{{Path: path, Kind: "session", Title: "a title\nwith a newline and a tab\t" + strings.Repeat("long ", 30), Entries: 12, Size: 2048, Modified: "2026-01-01T00:00:00Z"}}}
	var b strings.Builder
	if err := rep.WriteTable(&b, 80); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	if len(lines) != 3 {
		t.Fatalf("%d lines, want header, row, path:\n%s", len(lines), b.String())
	}
	for _, l := range lines[:2] {
		if n := utf8.RuneCountInString(l); n > 79 {
			t.Errorf("line of %d runes exceeds 80 columns: %q", n, l)
		}
	}
	if !strings.HasSuffix(lines[1], "…") || !strings.HasPrefix(lines[1], "2026-01-01 00:00Z") {
		t.Errorf("row %q", lines[1])
	}
	if lines[2] != "    "+path {
		t.Errorf("path line %q", lines[2])
	}
}
