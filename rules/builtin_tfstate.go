package rules

import (
	"strings"

	"github.com/tidwall/gjson"
)

// tfstateSensitive finds the values Terraform's state file marks
// sensitive. Each resource instance lists, under "sensitive_attributes",
// the paths of its sensitive attributes ([{"type": "get_attr", "value":
// "result"}]); their values in the same instance's "attributes" are
// secrets whatever the resource: random_password's result and
// bcrypt_hash, a database's password, tls_private_key's private_key_pem.
// An agent reads state with `cat terraform.tfstate` or `terraform state
// pull`, and most of those names say nothing (result, value, content).
type tfstateSensitive struct{ rule Rule }

func newTFStateSensitive() *tfstateSensitive {
	return &tfstateSensitive{rule: Rule{ID: "terraform-state-sensitive", Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{`"sensitive_attributes"`},
		Description: "String value of a Terraform state attribute that its instance's sensitive_attributes lists (random_password's result, a password, a private key)."}}
}

func (d *tfstateSensitive) info() *Rule { return &d.rule }

// maxTFInstance bounds the state instance read on either side of its
// sensitive_attributes.
const maxTFInstance = 64 << 10

func (d *tfstateSensitive) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits == nil { // run without the prefilter: find the hits
		hits = literalHits(text, `"sensitive_attributes"`)
	}
	floor := 0 // no instance object opens before it holding a later hit
	for _, h := range hits {
		// the instance's object, read with gjson: its attributes, and
		// the paths its sensitive_attributes lists
		open, close := jsonObjectAroundFrom(text, h, maxTFInstance, floor)
		if open < 0 {
			floor = h // a line of such lists outside any object reads back once
			continue
		}
		inst := gjson.Parse(text[open:close])
		attrs := inst.Get("attributes")
		if !attrs.IsObject() {
			continue
		}
		found := map[int]bool{}
		inst.Get("sensitive_attributes").ForEach(func(_, path gjson.Result) bool {
			v := attrs.Get(tfAttrPath(path))
			if v.Type != gjson.String || v.Index == 0 {
				return true
			}
			s, e := open+v.Index+1, open+v.Index+len(v.Raw)-1
			if !found[s] && e-s >= 4 && !isPlaceholder(text[s:e]) {
				found[s] = true
				out = append(out, Match{RuleID: d.rule.ID, Start: s, End: e, Secret: text[s:e]})
			}
			return true
		})
	}
	return out, nil
}

// tfAttrPath returns the gjson path of a sensitive attribute's path in
// the state ([{"type": "get_attr", "value": "connection"}, {"type":
// "get_attr", "value": "password"}] is connection.password), or "" for a
// path with another kind of step.
func tfAttrPath(path gjson.Result) string {
	var parts []string
	ok := true
	path.ForEach(func(_, step gjson.Result) bool {
		name := step.Get("value")
		if step.Get("type").String() != "get_attr" || name.Type != gjson.String || name.Str == "" {
			ok = false
			return false
		}
		parts = append(parts, gjson.Escape(name.Str))
		return true
	})
	if !ok {
		return ""
	}
	return strings.Join(parts, ".")
}
