package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestRowColumns: in a run of like rows whose column holds two
// passwords the rules read, the column's other password is masked too;
// name/value tables, settings and cookie files do not spread.
func TestRowColumns(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3703))
	words := []string{"Sunset", "Otter", "Badger", "Summer", "Meadow", "Walnut", "Granite", "Saffron"}
	human := func() string {
		return words[r.Intn(len(words))] + words[r.Intn(len(words))] + randToken(r, "23456789", 4) + "#"
	}
	random := func() string {
		return randToken(r, tAlnum, 6) + "!" + randToken(r, tAlnum, 6) + "@" + randToken(r, tAlnum, 8)
	}
	for range 3 {
		h1, h2, rnd := human(), human(), random()
		tuples := "ROUTERS = [\n    (\"10.1.0.1\", \"admin\", \"" + h1 + "\"),\n    (\"10.2.0.1\", \"admin\", \"" + h2 +
			"\"),\n    (\"10.3.0.1\", \"netops\", \"" + rnd + "\"),\n]\n"
		h3, h4, rnd2 := human(), human(), random()
		csv := "Jana,Kral,jana.kral@example.cz," + h3 + ",/Engineering,TRUE\nPetr,Svoboda,petr.svoboda@example.cz," + h4 +
			",/Engineering,TRUE\nEva,Novakova,eva.novakova@example.cz," + rnd2 + ",/Sales,TRUE\n"
		for _, c := range []struct{ text, want string }{{tuples, rnd}, {csv, rnd2}} {
			ms := detectNoPanic(t, s, c.text)
			if i := strings.Index(c.text, c.want); !covers(ms, i, i+len(c.want)) {
				t.Errorf("%q: the column's third password is not masked", strings.ReplaceAll(c.text, c.want, "<v>"))
			}
		}
		// a settings table: each value is its name's
		user := "acme_web_" + randToken(r, "abcdefghij", 4)
		kv := "Name\tValue\nRDS_PASSWORD\t" + human() + "\nRDS_USERNAME\t" + user + "\nSECRET_KEY_BASE\t" + randToken(r, tHex, 64) + "\n"
		wantNoSpan(t, s, kv, user)
		// rows of two cells: a name and its value
		sid := randToken(r, tHex, 8) + "-" + randToken(r, tHex, 4) + "-4" + randToken(r, tHex, 3) + "-a" + randToken(r, tHex, 3) + "-" + randToken(r, tHex, 12)
		two := "[\"root\", \"" + human() + "\"],\n[\"ops\", \"" + human() + "\"],\n[\"session\", \"" + sid + "\"],\n"
		wantNoSpan(t, s, two, sid)
	}
}

// wantNoSpan fails when a match of text covers any byte of v.
func wantNoSpan(t *testing.T, s *Set, text, v string) {
	t.Helper()
	i := strings.Index(text, v)
	for _, m := range detectNoPanic(t, s, text) {
		if m.Start < i+len(v) && i < m.End {
			t.Errorf("%q: %s masks %q", text, m.RuleID, v)
		}
	}
}
