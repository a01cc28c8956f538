package rules

import (
	"encoding/base64"
	"math/rand"
	"strings"
	"testing"
)

// TestAnalyticsRules: SAS's encoded passwords and Phabricator's Conduit
// tokens are found by their formats wherever they stand; kebab-case
// names after api- and cli-, too short runs and other SAS braces are not.
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
	}
	for _, c := range cases {
		checkRuleCase(t, s, c)
	}
}
