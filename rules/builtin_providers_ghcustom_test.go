package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// apolloBody draws the random part of an Apollo GraphOS API key: 22
// base64url characters with upper and lower case.
func apolloBody(r *rand.Rand) string {
	return randToken(r, tURLB64, 20) + "aZ"
}

func TestGhcustomRules(t *testing.T) {
	s := testSet(t)
	cases := []ruleCase{
		{"apollo-graphos-api-key", func(r *rand.Rand) []sample {
			a := "service:shop-graph-" + randToken(r, "0123456789", 2) + ":" + apolloBody(r)
			b := "user:gh." + randToken(r, tLower, 8) + ":" + apolloBody(r)
			c := "user:fp." + uuidStr(r) + ":" + apolloBody(r)
			d := "service:Docs_Example:" + apolloBody(r)
			return append(inThree(a),
				one("the personal key "+b+" was revoked", b),
				one("export APOLLO_KEY="+c+"\nrover subgraph check g@main --name products", c),
				one("apollo client:check --graph=MyGraph --key="+d+" --endpoint=http://localhost:4000", d))
		}, func(r *rand.Rand) []string {
			return []string{
				"service:shop-graph:" + randToken(r, tURLB64, 18),                                 // too short
				"service:shop-graph:" + randToken(r, tURLB64, 24),                                 // too long
				"myservice:shop-graph:" + apolloBody(r),                                           // glued to a word
				"_user:gh.jdoe:" + apolloBody(r),                                                  // glued to a word
				"service:shop-graph:" + strings.Repeat("x", 22),                                   // placeholder
				"service:shop-graph:" + strings.Repeat("aB3", 7) + "a",                            // repeated unit
				"service:shop-graph:" + randToken(r, tAlnum, 10) + "+" + randToken(r, tAlnum, 11), // wrong alphabet
				"user:root:" + apolloBody(r),                                                      // not a user key's id
				"service: web\nuser: " + randToken(r, tAlnum, 22),                                 // YAML words
				"SERVICE:shop-graph:" + apolloBody(r),                                             // upper case prefix
			}
		}},
		{"okta-ssws-token", func(r *rand.Rand) []sample {
			a := "00" + randToken(r, tURLB64, 38) + "aZ"
			b := "00" + randToken(r, tURLB64, 38) + "Qx"
			c := "00" + randToken(r, tURLB64, 38) + "mK"
			return []sample{
				one("okta replied to SSWS "+a+" with 401", a),
				one(`$headers = @{ Accept = "application/json"; Auth = "SSWS `+b+`" }`, b),
				one("token scheme SSWS\t"+c+"\n", c),
			}
		}, func(r *rand.Rand) []string {
			return []string{
				"SSWS 00" + randToken(r, tURLB64, 30),                                 // too short
				"SSWS 00" + randToken(r, tURLB64, 44),                                 // too long
				"XSSWS 00" + randToken(r, tURLB64, 38) + "aZ",                         // glued to a word
				"SSWS 01" + randToken(r, tURLB64, 38) + "aZ",                          // not 00
				"SSWS 00" + strings.Repeat("x", 40),                                   // placeholder
				"SSWS 00" + randToken(r, tAlnum, 20) + "." + randToken(r, tAlnum, 19), // wrong alphabet
				"SSWS" + "00" + randToken(r, tURLB64, 38) + "aZ",                      // no space
			}
		}},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) { checkRuleCase(t, s, c) })
	}
}
