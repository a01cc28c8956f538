package rulelist

import (
	"fmt"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/rules"
)

// TestWrite: the table has a header and one line per rule, "-" for no
// keywords; JSON has "keywords": [] rather than null.
func TestWrite(t *testing.T) {
	rs := []rules.Rule{{ID: "a-rule", Source: "builtin", Description: "A", Keywords: []string{"k1", "k2"}}, {ID: "b-rule", Source: "gitleaks", Description: "B"}}
	var table strings.Builder
	if err := Write(&table, rs, false); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(table.String(), "\n"), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "ID") || !strings.Contains(lines[1], "k1,k2") || !strings.Contains(lines[2], " - ") {
		t.Errorf("table:\n%s", table.String())
	}
	var js strings.Builder
	if err := Write(&js, rs, true); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(js.String(), "null") || !strings.Contains(js.String(), `"keywords": []`) {
		t.Errorf("json:\n%s", js.String())
	}
}

// TestKeywordCell: long keyword lists are cut with the count of the rest.
func TestKeywordCell(t *testing.T) {
	var many []string
	for i := range 100 {
		many = append(many, fmt.Sprintf("kw%02d", i))
	}
	got := keywordCell(many)
	if len(got) > maxKeywordCell+12 || !strings.HasPrefix(got, "kw00,kw01,") || !strings.HasSuffix(got, ",…+84") {
		t.Errorf("cell: %q", got)
	}
	if got := keywordCell([]string{"a", "b"}); got != "a,b" {
		t.Errorf("short: %q", got)
	}
	if got := keywordCell(nil); got != "-" {
		t.Errorf("none: %q", got)
	}
}

// TestKeywordCellEscapes: a keyword's line break or tab is written as an
// escape, so each rule stays one row of the table.
func TestKeywordCellEscapes(t *testing.T) {
	got := keywordCell([]string{"value\n", "\ttrue\t", "key"})
	if want := `value\n,\ttrue\t,key`; got != want {
		t.Errorf("keywordCell = %q, want %q", got, want)
	}
}
