package rules

import (
	"math/rand"
	"testing"
)

// TestCFNNoEchoDefault: the Default of a NoEcho parameter in YAML and
// JSON templates; a parameter without NoEcho, or NoEcho false, keeps its
// default.
func TestCFNNoEchoDefault(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{"cloudformation-noecho-default", func(r *rand.Rand) []sample {
		a, b, c := randToken(r, tAlnum, 20), randToken(r, tHex, 32), randToken(r, tAlnum, 16)+"x9"
		return []sample{
			one("Parameters:\n  DBPassword:\n    Type: String\n    NoEcho: true\n    MinLength: 12\n    AllowedPattern: \"[a-zA-Z0-9]+\"\n    Default: "+a+"\nResources:\n", a),
			one("Parameters:\n  Key:\n    Default: '"+b+"'\n    Type: String\n    NoEcho: \"true\"\n  Env:\n    Type: String\n    Default: prod\n", b),
			one(`{"Parameters": {"AdminPassword": {"Type": "String", "NoEcho": "true", "Default": "`+c+`"}, "Env": {"Default": "prod"}}}`, c),
		}
	}, func(r *rand.Rand) []string {
		v := randToken(r, tAlnum, 20)
		return []string{
			"Parameters:\n  Name:\n    Type: String\n    Default: " + v + "\n  Password:\n    Type: String\n    NoEcho: true\n",
			"Parameters:\n  Key:\n    NoEcho: false\n    Default: " + v + "\n",
			`{"Env": {"Default": "` + v + `"}, "Pw": {"NoEcho": "true"}}`,
			"NoEcho parameters hide their value; Default: " + v,
		}
	}})
}
