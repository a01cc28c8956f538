package policy

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

type schemaNode struct {
	ID         string                 `json:"$id"`
	Ref        string                 `json:"$ref"`
	Type       any                    `json:"type"`
	Properties map[string]*schemaNode `json:"properties"`
	Defs       map[string]*schemaNode `json:"$defs"`
	Enum       []any                  `json:"enum"`
	Additional any                    `json:"additionalProperties"`
	Items      *schemaNode            `json:"items"`
}

func readSchema(t *testing.T) *schemaNode {
	t.Helper()
	b, err := os.ReadFile("schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var s schemaNode
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	return &s
}

// TestSchemaMatchesLoader walks schema.json from the root and checks that
// every object it describes accepts exactly the keys the loader accepts
// (objectKeys), that every loader object is reachable in the schema, and
// that enums agree.
func TestSchemaMatchesLoader(t *testing.T) {
	s := readSchema(t)
	if s.ID != SchemaURL {
		t.Errorf("schema $id = %q, SchemaURL = %q", s.ID, SchemaURL)
	}
	seen := map[string]bool{}
	var walk func(kind string, n *schemaNode, field string)
	walk = func(kind string, n *schemaNode, field string) {
		seen[kind] = true
		if n.Additional != false {
			t.Errorf("schema object %s (%s) allows additional properties", kind, field)
		}
		var keys []string
		for k := range n.Properties {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		want := slices.Sorted(slices.Values(objectKeys[kind]))
		if d := cmp.Diff(want, keys); d != "" {
			t.Errorf("object %s (%s): loader keys (-) vs schema properties (+):\n%s", kind, field, d)
		}
		for k, p := range n.Properties {
			f := join(field, k)
			if p.Items != nil {
				p = p.Items
				f += "[]"
			}
			if ref, ok := strings.CutPrefix(p.Ref, "#/$defs/"); ok && objectKeys[ref] != nil {
				walk(ref, s.Defs[ref], f)
				continue
			}
			if e, ok := enums[strings.TrimSuffix(f, "[]")]; ok {
				var got []string
				for _, v := range p.Enum {
					got = append(got, v.(string))
				}
				if d := cmp.Diff(e, got); d != "" {
					t.Errorf("enum %s (-loader +schema):\n%s", f, d)
				}
			}
		}
	}
	walk("policy", s, "")
	for kind := range objectKeys {
		if !seen[kind] {
			t.Errorf("loader object %s is not reachable in the schema", kind)
		}
	}
	var acts []string
	for _, v := range s.Defs["rule"].Properties["action"].Enum {
		acts = append(acts, v.(string))
	}
	var want []string
	for _, a := range actions {
		want = append(want, string(a))
	}
	if d := cmp.Diff(want, acts); d != "" {
		t.Errorf("actions (-loader +schema):\n%s", d)
	}
}

// TestLoaderAcceptsEveryKey checks the other direction at run time: for
// each object, a document using every key of objectKeys draws no "unknown
// field" error, so the table and the decoder's switches agree.
func TestLoaderAcceptsEveryKey(t *testing.T) {
	paths := map[string]string{
		"policy":   "%s",
		"detector": "detectors: [{%s}]",
		"samples":  "detectors: [{samples: {%s}}]",
		"literals": "literals: {%s}",
		"gitleaks": "gitleaks: {%s}",
		"allow":    "allow: {%s}",
		"rule":     "rules: [{%s}]",
		"when":     "rules: [{when: {%s}}]",
		"with":     "rules: [{with: {%s}}]",
		"report":   "report: {%s}",
	}
	for kind, keys := range objectKeys {
		tmpl, ok := paths[kind]
		if !ok {
			t.Errorf("no test document for object %s", kind)
			continue
		}
		var kv []string
		for _, k := range keys {
			kv = append(kv, k+": ~")
		}
		doc := strings.Replace(tmpl, "%s", strings.Join(kv, ", "), 1)
		doc = "{" + doc + "}"
		var errs ErrorList
		d := &decoder{name: "p.yaml", errs: &errs}
		n := d.parseYAML([]byte(doc))
		if n == nil {
			t.Fatalf("%s: %v", doc, errs)
		}
		d.decode(n)
		for _, e := range errs {
			if strings.Contains(e.Msg, "unknown field") {
				t.Errorf("%s: %v", kind, e)
			}
		}
		// And an unknown key in the same object is rejected.
		errs = nil
		bad := strings.Replace(tmpl, "%s", "bogusKey: 1", 1)
		n = d.parseYAML([]byte("{" + bad + "}"))
		d.decode(n)
		if !strings.Contains(errs.Error(), "bogusKey: unknown field") {
			t.Errorf("%s: unknown key not rejected: %v", kind, errs)
		}
	}
}
