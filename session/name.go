package session

import (
	"strings"

	"github.com/tidwall/gjson"
)

// pairValueKeys are the member names (lower case) that hold the value of a
// name/value pair: {"name":"API_KEY","value":…} (Kubernetes env, HAR
// headers, ECS), {"ParameterKey":…,"ParameterValue":…} (CloudFormation),
// {"OptionName":…,"Value":…} (Elastic Beanstalk), {"key":…,
// "initialValue":…,"currentValue":…} (Hoppscotch's and Postman's
// environment exports).
var pairValueKeys = []string{"value", "parametervalue", "secretvalue", "initialvalue", "currentvalue"}

// pairNameKeys are the members that name such a pair, most specific first.
var pairNameKeys = []string{"name", "key", "Name", "Key", "ParameterKey", "OptionName", "variable", "header"}

// maxPairObject bounds the object searched for a pair's name: a pair is a
// small object, and the search must not make a long line quadratic.
const maxPairObject = 4096

// Name returns the name the document gives to the leaf's value, which
// says what the value is even when the value alone cannot:
//
//   - for the value of a name/value pair ({"name":"API_KEY","value":…},
//     {"key":"ID_TOKEN","value":…}), the pair's name, or without one the
//     key of the object holding the pair ({"db_password":{"value":…}});
//   - for a DynamoDB string attribute ({"api_key":{"S":…}}), the
//     attribute's name;
//   - for an array element that follows a command-line flag
//     (["--password","…"]), the flag, dashes included;
//   - otherwise the innermost object key (LastKey), or "".
//
// It costs a key decode for most leaves; only pair values read their
// object (bounded by maxPairObject).
func (l *Leaf) Name() string {
	n := len(l.stack)
	if n == 0 {
		return ""
	}
	f := &l.stack[n-1]
	if !f.obj {
		if f.prevIdx == f.index && f.index > 0 && f.prevE-f.prevS >= 4 && l.line[f.prevS+1] == '-' {
			if flag := DecodeString(l.line[f.prevS:f.prevE]); !strings.ContainsAny(flag, " =\t\n") {
				return flag
			}
		}
		return l.LastKey()
	}
	key := DecodeString(f.key)
	if key == "S" && n >= 2 && l.stack[n-2].obj && len(l.stack[n-2].key) > 0 {
		// DynamoDB's typed attribute, {"signingSecret": {"S": …}}: the
		// type descriptor names no value, the attribute does
		return DecodeString(l.stack[n-2].key)
	}
	if !isPairValueKey(key) {
		return key
	}
	obj := l.line[f.start:]
	if len(obj) > maxPairObject {
		obj = obj[:maxPairObject]
	}
	for _, k := range pairNameKeys {
		if r := gjson.GetBytes(obj, k); r.Type == gjson.String && r.Str != "" {
			return r.Str
		}
	}
	// no member names the pair: the object is the value of its parent's
	// member, which does (Terraform outputs {"db_password": {"sensitive":
	// true, "value": …}}, ARM parameters {"adminPassword": {"value": …}})
	if n >= 2 && l.stack[n-2].obj && len(l.stack[n-2].key) > 0 {
		return DecodeString(l.stack[n-2].key)
	}
	return key
}

func isPairValueKey(key string) bool {
	for _, k := range pairValueKeys {
		if strings.EqualFold(key, k) {
			return true
		}
	}
	return false
}
