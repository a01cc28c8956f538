package rules

import (
	"math/rand"
	"testing"
)

func TestMySQLHash(t *testing.T) {
	s := testSet(t)
	const upHex = "0123456789ABCDEF"
	checkRuleCase(t, s, ruleCase{mysqlHashID, func(r *rand.Rand) []sample {
		a, b, c := "*"+randToken(r, upHex, 40), "*"+randToken(r, upHex, 40), "*"+randToken(r, upHex, 40)
		return []sample{
			one("GRANT USAGE ON *.* TO 'app'@'%' IDENTIFIED BY PASSWORD '"+a+"';", a),
			one("| root | localhost | "+b+" |", b),
			one(`{"authentication_string":"`+c+`"}`, c),
		}
	}, func(r *rand.Rand) []string {
		return []string{
			"*" + randToken(r, "0123456789abcdef", 40), // lower case: a digest, not MySQL's form
			"**" + randToken(r, upHex, 40) + "**",      // bold in Markdown
			"x*" + randToken(r, upHex, 40),
			"*" + randToken(r, upHex, 41),
			"*" + randToken(r, upHex, 20),
			"GRANT ALL ON *.* TO 'app'@'%';",
		}
	}})
}
