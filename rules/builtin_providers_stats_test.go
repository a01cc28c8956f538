package rules

import (
	"encoding/base64"
	"math/rand"
	"strings"
	"testing"
)

// TestAnalyticsRules: SAS's encoded passwords, Phabricator's Conduit
// tokens and Gitea's API tokens are found by their formats wherever they
// stand; kebab-case names after api- and cli-, too short runs, other SAS
// braces and a "sha1" of another object are not.
func TestAnalyticsRules(t *testing.T) {
	s := testSet(t)
	const lowNum = "abcdefghijklmnopqrstuvwxyz0123456789"
	upHex := strings.ToUpper(tHex)
	conduit := func(r *rand.Rand) string {
		for {
			v := randToken(r, lowNum, 28)
			if conduitToken(v) {
				return v
			}
		}
	}
	cases := []ruleCase{
		{"sas-encoded-password", func(r *rand.Rand) []sample {
			e2, e5 := randToken(r, upHex, 40), randToken(r, upHex, 80)
			b := make([]byte, 12)
			r.Read(b)
			e1 := base64.StdEncoding.EncodeToString(b)
			return []sample{
				one(`libname cdw oracle user=epi_read password="{SAS002}`+e2+`" path=EPIPRD;`, e2),
				one("NOTE: The encoded string is\n{SAS005}"+e5+"\n", e5),
				one(`-METAPASS "{sas001}`+e1+`"`, e1),
			}
		}, func(r *rand.Rand) []string {
			return []string{
				"{SAS002}" + randToken(r, upHex, 6),
				"{SAS009}" + randToken(r, upHex, 40),
				"proc pwencode in='XXXXXXXX' method=sas005; run;",
			}
		}},
		{"phabricator-conduit-token", func(r *rand.Rand) []sample {
			a, c := "api-"+conduit(r), "cli-"+conduit(r)
			return []sample{
				one("Token in ~/.arcrc there is "+a+", it worked last week.", a),
				one(`{"hosts":{"https://phab.example.com/api/":{"token":"`+c+`"}}}`, c),
			}
		}, func(r *rand.Rand) []string {
			return []string{
				"see api-gateway-service-deployment-v2 and cli-reference-documentation-pages",
				"api-" + randToken(r, lowNum, 20),
				"api-" + strings.Repeat("a", 28),
				"x-api-" + conduit(r),
			}
		}},
		{"gitea-api-token", func(r *rand.Rand) []sample {
			a, b := randToken(r, tHex, 40), randToken(r, tHex, 40)
			return []sample{
				one(`{"id":31,"name":"laptop-cli","sha1":"`+a+`","token_last_eight":"`+a[32:]+`","scopes":["read:user"]}`, a),
				one("{\n  \"id\": 7,\n  \"token_last_eight\": \""+b[32:]+"\",\n  \"sha1\": \""+b+"\"\n}", b),
			}
		}, func(r *rand.Rand) []string {
			return []string{
				`{"sha1":"` + randToken(r, tHex, 40) + `","url":"https://api.github.com/repos/x/y/commits/1"}`,
				`[{"sha1":"` + randToken(r, tHex, 40) + `"},{"token_last_eight":"4630a91d"}]`,
			}
		}},
	}
	for _, c := range cases {
		checkRuleCase(t, s, c)
	}
}
