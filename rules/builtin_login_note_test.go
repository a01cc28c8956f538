package rules

import (
	"math/rand"
	"testing"
)

// TestLoginNoteAdminPair: after an administrator's name and " / ", a
// generated password of letters and digits with no symbol counts; after
// another name it needs a symbol.
func TestLoginNoteAdminPair(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(261))
	for range 4 {
		v := randToken(r, "BCDFGHJKLMNPQRSTVWXZ", 2) + randToken(r, "bcdfghjkmnpqrstvwxz", 5) + randToken(r, "23456789", 1) + randToken(r, "bcdfghjkmnpqrstvwxz", 4)
		wantFound(t, s, "[03/12/2026, 10:15:02] Ravi: admin / "+v+"\n", v, loginNoteID)
		wantNoRule(t, s, "[03/12/2026, 10:15:02] Ravi: jdoe / "+v+"\n", loginNoteID)
	}
}
