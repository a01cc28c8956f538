package rules

import (
	"math/rand"
	"testing"
)

// TestBlockSecret: the values under a block named tokens, secrets,
// passwords or credentials are found in HCL, YAML and JSON when they look
// like credentials; ids, users, URLs, settings and words are not.
func TestBlockSecret(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{blockSecretID, func(r *rand.Rand) []sample {
		u := uuidStr(r)
		k := randToken(r, tAlnum, 32)
		pw := randToken(r, "BCDFGHJKLM", 1) + randToken(r, "aeioubcdfg", 5) + randToken(r, "23456789", 3) + "#"
		return []sample{
			one("acl {\n  enabled = true\n  tokens {\n    agent = \""+u+"\"\n  }\n}\n", u),
			one("secrets:\n  github: "+k+"\n  region: eu-west-1\nother: 1\n", k),
			one("passwords:\n  db: "+pw+"\n  note: required\n", pw),
			one("{\n  \"credentials\": {\n    \"acme\": \""+k+"\",\n    \"user_id\": \""+u+"\"\n  }\n}", k),
		}
	}, func(r *rand.Rand) []string {
		u := uuidStr(r)
		return []string{
			"tokens:\n  user_id: " + u + "\n  url: https://acme.io/x\n  ttl: 3600\n",
			"secrets:\n  db: required\n  api: ${API_KEY}\n",
			"passwords:\n  policy: strong\n  min_length: 12\n",
			"tokens:\n  - " + u + "\n", // a list: no names, a list of ids as often as of tokens
			"description: the tokens:\n  agent: " + u,
			"tokens:\n  agent: " + randToken(r, tAlnum, 10) + "\n",
			"secrets:\nroot_id: " + u + "\n", // not inside: same indentation
			`"credentials":{` + "\n" + `  "shape":"stringValueLength1to255",` + "\n" + `  "other":"maxLength255ForName"` + "\n}", // an API model
		}
	}})
}
