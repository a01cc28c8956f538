package rules

import (
	"math/rand"
	"testing"
)

// TestAssignBlockScalar checks that a secret key's YAML block scalar of
// one line is read as its value, and that a block of more lines, a
// non-secret key's block and a block without indentation are not.
func TestAssignBlockScalar(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{"secret-assignment", func(r *rand.Rand) []sample {
		a, b, c := randToken(r, tAlnum, 12), randToken(r, tAlnum, 10)+"#1", randToken(r, tAlnum, 14)
		return []sample{
			one("stringData:\n  db_password: |\n    "+a+"\n  user: app\n", a),
			one("api_secret: >-\n  "+b+"  \nnext: 1", b),
			one("  auth_token: |2\n     "+c, c),
		}
	}, func(r *rand.Rand) []string {
		a, b := randToken(r, tAlnum, 12), randToken(r, tAlnum, 12)
		return []string{
			"db_password: |\n  " + a + "\n  " + b + "\n", // two lines: a script or a blob
			"description: |\n  " + a + "\n",              // not a secret key
			"db_password: |\n" + a + "\n",                // not indented: not the block's
			"db_password: |\n  \n",                       // empty
			"db_password: |\n  <your password here>\n",   // a placeholder
		}
	}})
}
