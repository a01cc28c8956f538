package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestListOutputSecret: secret-named fields of the aligned lists tools
// print; their near misses (a masked or empty value, a type name, a field
// that is no secret, prose).
func TestListOutputSecret(t *testing.T) {
	s := testSet(t)
	pad := func(n int) string { return strings.Repeat(" ", n) }
	checkRuleCase(t, s, ruleCase{"list-output-secret", func(r *rand.Rand) []sample {
		a := []string{"Orbit", "Winter", "Maple"}[r.Intn(3)] + []string{"Juniper", "Granite", "Otter"}[r.Intn(3)] + randToken(r, "0123456789", 4) + "_"
		b := randToken(r, tAlnum, 14) + "#"
		c := randToken(r, tAlnum, 20)
		return []sample{
			one("802-1x.identity:"+pad(24)+"dana\n802-1x.password:"+pad(24)+a+"\n802-1x.phase2-auth:"+pad(21)+"mschapv2\n", a),
			one("Security settings\r\n    Authentication         : WPA2-Personal\r\n    Key Content            : "+b+"\r\n", b),
			one("Name:          ci-deployer\nToken:         "+c+"\nExpires:       never\n", c),
		}
	}, func(r *rand.Rand) []string {
		v := randToken(r, tAlnum, 20)
		return []string{
			"802-1x.password:" + pad(24) + "<hidden>", "802-1x.password-flags:" + pad(18) + "0 (none)",
			"UserName : bob\nPassword : System.Security.SecureString", "Token:         --",
			"Hostname:        " + v, "the token:       is rotated daily by the job",
			"Key Content            : Absent",
		}
	}})
}
