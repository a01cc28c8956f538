package rules

import (
	"math/rand"
	"testing"
)

// TestTFStateSensitive: the attributes an instance's sensitive_attributes
// lists, in a state file as `cat terraform.tfstate` prints it; the other
// attributes, and a list naming no string attribute, are left.
func TestTFStateSensitive(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{"terraform-state-sensitive", func(r *rand.Rand) []sample {
		res := randToken(r, tAlnum, 24) + "!Q"
		pw := randToken(r, tAlnum, 18) + "#"
		inst := func(attrs, sens string) string {
			return `{"resources": [{"mode": "managed", "type": "x", "name": "db", "instances": [{"schema_version": 0,` + "\n" +
				`  "attributes": {` + attrs + `},` + "\n" + `  "sensitive_attributes": ` + sens + `}]}]}`
		}
		return []sample{
			one(inst(`"id": "none", "length": 26, "override_special": "_%", "result": "`+res+`", "special": true`,
				`[[{"type": "get_attr", "value": "result"}]]`), res),
			one(inst(`"identifier": "orders", "username": "app", "password": "`+pw+`", "port": 5432`,
				"[\n  [\n    {\"type\": \"get_attr\", \"value\": \"password\"}\n  ]\n]"), pw),
		}
	}, func(r *rand.Rand) []string {
		v := randToken(r, tAlnum, 24)
		return []string{
			`"attributes": {"result": "` + v + `"}, "sensitive_attributes": []`,
			`"attributes": {"connection": {"password": "x"}, "name": "` + v + `"}, "sensitive_attributes": [[{"type": "get_attr", "value": "connection"}]]`,
			`"sensitive_attributes": [[{"type": "get_attr", "value": "result"}]]`,
		}
	}})
}
