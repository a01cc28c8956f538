package rules

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// TestRowColumnsManyLikeRows: rowColumns reads a block of up to 401 rows
// for every match whose block starts at a new line (done[first] is keyed
// by the block's first line, which moves with the match), and
// rowColumnCells scans all password findings per cell (coveredBy): a run
// of like rows (aligned columns, a -p password each) is quadratic
// (0.13 s for 16 KB, 4.2 s for 64 KB, 66 s for 256 KB).
func TestRowColumnsManyLikeRows(t *testing.T) {
	if testing.Short() {
		t.Skip("long inputs")
	}
	s := testSet(t)
	r := rand.New(rand.NewSource(37201))
	var rows strings.Builder
	for i := range 64 {
		rows.WriteString(fmt.Sprintf("db%d  admin  mysql -u admin -p%s!%s\n", i, randToken(r, tAlnum, 10), randToken(r, tAlnum, 5)))
	}
	linearTime(t, "like rows", rows.String(), 16<<10, func(text string) {
		if _, err := s.Detect(text); err != nil {
			t.Fatal(err)
		}
	})
}

// TestTreeEntrySQLComment: treeEntry takes a bare "-- " lead for a
// tree's drawing, so a token alone on a SQL/Lua comment line is dropped.
func TestTreeEntrySQLComment(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(37202))
	for range 3 {
		v := randToken(r, tAlnum, 40)
		for _, text := range []string{
			"-- api key for the billing job\n-- " + v + "\n",
			"CREATE USER billing;\n-- " + v + "\n",
		} {
			ms := detectNoPanic(t, s, text)
			if i := strings.Index(text, v); !covers(ms, i, i+len(v)) {
				t.Errorf("%q: the token is not masked", strings.ReplaceAll(text, v, "<v>"))
			}
		}
	}
}

// TestRowColumnSecretReference: row-column-secret masks, in a password
// column, a cell that names where the password is kept (a Kubernetes
// secret's path, a secret's name), which column-secret itself leaves.
func TestRowColumnSecretReference(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(37203))
	for range 3 {
		pw := func() string { return randToken(r, tAlnum, 10) + "!" + randToken(r, tAlnum, 5) }
		for _, ref := range []string{"k8s/db-secret", "vault/prod-db"} {
			text := "username,password,email\nalice," + pw() + ",alice@example.com\nbob," + pw() +
				",bob@example.com\ncarol," + ref + ",carol@example.com\n"
			ms := detectNoPanic(t, s, text)
			for _, m := range ms {
				if text[m.Start:m.End] == ref {
					t.Errorf("%s masked the reference %q", m.RuleID, ref)
				}
			}
		}
	}
}
