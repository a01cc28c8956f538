package rules

import (
	"math/rand"
	"testing"
)

// TestAssignPercentPassword: a generated password that starts with '%'
// is taken after a secret's name; %VAR%, formats and escapes are not.
func TestAssignPercentPassword(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(37))
	pw := "%" + randToken(r, "abcdefghijkmnopqrstuvwxyz", 6) + "~" + randToken(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 5) + randToken(r, "23456789", 3) + "." + randToken(r, tAlnum, 8)
	checkFoundAlone(t, s, []foundCase{
		{`{"headers":{"x-hasura-admin-secret":"` + pw + `"}}`, pw},
		{"DB_PASSWORD=%DB_PASSWORD%", ""},
		{`api_key: "%s"`, ""},
		{`secret = "%(secret)s"`, ""},
		{`token = "%2Fpath%2Fto%2Fthing"`, ""},
	})
}
