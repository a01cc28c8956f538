package rules

import (
	"math/rand"
	"testing"
)

// TestNearLoginPairPass: "pass", "pw" and "pwd" name a password in prose
// after a user's name and its label ("user deploy pass v"); alone after
// other words they stay a test's verdict or a compiler's pass.
func TestNearLoginPairPass(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3601))
	for range 6 {
		v := randToken(r, tAlnum, 4) + "9" + randToken(r, tAlnum, 5) + "x"
		for _, text := range []string{
			"login with user deploy pass " + v,
			"ssh to the box as username ops_admin, pw " + v,
			"account: svc-backup / pwd " + v,
		} {
			wantSecrets(t, s, text, nearID, v)
		}
		// a password that starts with a symbol
		wantSecrets(t, s, "rehearsal DB: sql.example, login cutover_admin, pw !"+v, nearID, "!"+v)
	}
	wantNothing(t, s, "the compiler runs pass Lower2x after user code")
	wantNothing(t, s, "for user deploy pass the --dry-run flag")
}

// TestNearChangedFromTo: a password's change told in prose names the old
// and the new value; a conversion of a password's encoding is no change.
func TestNearChangedFromTo(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3602))
	for range 6 {
		old := "Winter" + randToken(r, "0123456789", 4) + "!"
		nw := randToken(r, tAlnum, 5) + "#" + randToken(r, "0123456789", 2) + randToken(r, tAlnum, 3)
		wantSecrets(t, s, "I changed the db password from "+old+" to "+nw+" yesterday", nearID, old, nw)
		wantSecrets(t, s, "reset pass from '"+old+"' to '"+nw+"'.", nearID, old, nw)
	}
	wantNothing(t, s, "convert password from UTF-8 to UTF-16 before hashing")
	wantNothing(t, s, "we changed the password from ${OLD_PASSWORD} to ${NEW_PASSWORD}")
}

// TestNearIsColon: "The PFX password is: v" sets the value off with "is"
// and a colon both.
func TestNearIsColon(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3618))
	for range 6 {
		v := randToken(r, tAlnum, 17) + "^" + randToken(r, tAlnum, 2)
		wantSecrets(t, s, "The PFX password is: "+v, nearID, v)
		wantSecrets(t, s, "the old token was: "+randToken(r, tAlnum, 0)+v, nearID, v)
	}
}
