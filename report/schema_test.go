package report

import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// compileSchema compiles a JSON schema file with format assertions on, so
// that "uri" and "uri-reference" values are checked too.
func compileSchema(t testing.TB, path string) *jsonschema.Schema {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource(path, doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile(path)
	if err != nil {
		t.Fatalf("compile %s: %v", path, err)
	}
	return sch
}

func validate(t testing.TB, sch *jsonschema.Schema, data []byte) error {
	t.Helper()
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("output is not JSON: %v", err)
	}
	return sch.Validate(inst)
}

func TestJSONReportMatchesSchema(t *testing.T) {
	sch := compileSchema(t, "schema.json")
	for _, level := range []string{LevelDetailed, LevelSummary} {
		r := fixture()
		r.Files[0].Findings[0].Preview = "AKIA…(20)"
		var buf bytes.Buffer
		if err := Write(&buf, r, "json", Options{Level: level}); err != nil {
			t.Fatal(err)
		}
		if err := validate(t, sch, buf.Bytes()); err != nil {
			t.Errorf("level %s: %v", level, err)
		}
	}
	// An empty report is valid too: nil lists are written as [].
	var buf bytes.Buffer
	if err := Write(&buf, &Report{Command: "scan"}, "json", Options{}); err != nil {
		t.Fatal(err)
	}
	if err := validate(t, sch, buf.Bytes()); err != nil {
		t.Errorf("empty report: %v\n%s", err, buf.String())
	}
}

// TestJSONSchemaRejects makes sure the schema is strict enough to catch
// drift between the model and schema.json.
func TestJSONSchemaRejects(t *testing.T) {
	sch := compileSchema(t, "schema.json")
	var buf bytes.Buffer
	if err := Write(&buf, fixture(), "json", Options{}); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		mutate func(m map[string]any)
	}{
		{"unknown top-level field", func(m map[string]any) { m["secret"] = "x" }},
		{"unknown finding field", func(m map[string]any) { finding(m)["match"] = "x" }},
		{"wrong schema version", func(m map[string]any) { m["schemaVersion"] = 2 }},
		{"missing summary", func(m map[string]any) { delete(m, "summary") }},
		{"bad severity", func(m map[string]any) { finding(m)["severity"] = "urgent" }},
		{"negative line", func(m map[string]any) { finding(m)["line"] = -1 }},
		{"bad violation kind", func(m map[string]any) {
			m["files"].([]any)[0].(map[string]any)["violations"].([]any)[0].(map[string]any)["kind"] = "other"
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var m map[string]any
			if err := json.Unmarshal(buf.Bytes(), &m); err != nil {
				t.Fatal(err)
			}
			tt.mutate(m)
			data, _ := json.Marshal(m)
			if err := validate(t, sch, data); err == nil {
				t.Error("schema accepted the mutated report")
			}
		})
	}
}

func finding(m map[string]any) map[string]any {
	return m["files"].([]any)[0].(map[string]any)["findings"].([]any)[0].(map[string]any)
}

// TestFixtureSetsEveryField guards the schema and golden tests: every field
// of every model type is non-zero somewhere in the fixture (Preview is
// added by the tests that need it), so a field added to the model without
// a schema entry fails TestJSONReportMatchesSchema.
func TestFixtureSetsEveryField(t *testing.T) {
	seen := map[string]bool{}
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer:
			if !v.IsNil() {
				walk(v.Elem())
			}
		case reflect.Slice:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i))
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				name := v.Type().Name() + "." + v.Type().Field(i).Name
				if _, ok := seen[name]; !ok {
					seen[name] = false
				}
				if !v.Field(i).IsZero() {
					seen[name] = true
				}
				walk(v.Field(i))
			}
		}
	}
	walk(reflect.ValueOf(fixture()))
	// Zero values that are meaningful: a false verdict, an empty findings list.
	allowed := map[string]bool{"Finding.Preview": true, "Verdict.SameProvider": true}
	for name, ok := range seen {
		if !ok && !allowed[name] {
			t.Errorf("fixture never sets %s", name)
		}
	}
}

// TestModelHasNoSecretField fails when someone adds a field whose name says
// it holds secret text: reports must carry fingerprints and positions only.
func TestModelHasNoSecretField(t *testing.T) {
	for _, typ := range []any{Report{}, RuleMeta{}, File{}, Finding{}, Change{}, Invalidation{}, Violation{}, Problem{}, Verdict{}, Counts{}, Summary{}, BaselineStats{}, BaselineEntry{}} {
		rt := reflect.TypeOf(typ)
		for i := 0; i < rt.NumField(); i++ {
			name := strings.ToLower(rt.Field(i).Name)
			for _, bad := range []string{"secret", "match", "snippet", "value", "raw"} {
				if strings.Contains(name, bad) {
					t.Errorf("%s.%s: a report field must not hold secret text", rt.Name(), rt.Field(i).Name)
				}
			}
		}
	}
}
