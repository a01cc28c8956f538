package rules

import (
	"math/rand"
	"testing"
)

// TestRecoveryCodes: codes listed under the words that name them are
// found, each alone; prose, versions and lists of words are not.
func TestRecoveryCodes(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{recoveryCodesID, func(r *rand.Rand) []sample {
		gh := func() string { return randToken(r, tHex, 5) + "-" + randToken(r, tHex, 5) }
		a, b, c := gh(), gh(), gh()
		g1, g2 := randToken(r, "0123456789", 4)+" "+randToken(r, "0123456789", 4), randToken(r, "0123456789", 8)
		return []sample{
			one("GitHub recovery codes for the acme-bot account:\n"+a+"\n"+b+"\n"+c+"\n", a, b, c),
			one("Backup codes:\n1. "+g1+"\n2. "+g2+"\nthanks", g1, g2),
		}
	}, func(r *rand.Rand) []string {
		return []string{
			"recovery codes are stored in 1Password\nversion 1.2.3\n",
			"backup codes:\n- rotate yearly\n- keep offline\n",
			"recovery codes:\nabcdefgh\n", // no digit
			"fixed recovery code validation:\n- AUTH-4821\n",
			"Backup codes were regenerated for these accounts:\n- jsmith01\n- web01-prod\n",
			"recovery codes:\n" + randToken(r, tHex, 5) + "-" + randToken(r, tHex, 5) + "\n", // one code alone
		}
	}})
}
