package policy

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/omp-redact/omp-redact/report"
	"go.yaml.in/yaml/v3"
)

// The loader's tables (objectKeys, enums, actions; enums from the typed
// constants of settings.go) are the one source of the policy's keys and
// words. TestSchemaMatchesLoader checks schema.json against them; the
// tests below check the three texts written by hand: the package
// documentation (doc.go), the README's policy section and the annotated
// starter `policy init` writes. A key, setting value or action added to
// the loader and not documented fails here, instead of being hand-synced.

// policyDoc is one hand-written description of the policy file.
type policyDoc struct {
	name    string
	schema  string   // its schema example, as YAML
	full    bool     // the example shows every key of every object but when's
	when    []string // the keys its when-conditions table lists, nil if none
	actions []string // the actions it lists, in its order
}

func policyDocs(t *testing.T) []policyDoc {
	t.Helper()
	return []policyDoc{docGoDoc(t), readmeDoc(t), starterDoc(t)}
}

// docGoDoc reads doc.go's comment as godoc text.
func docGoDoc(t *testing.T) policyDoc {
	b, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(b), "\n") {
		if c, ok := strings.CutPrefix(l, "//"); ok {
			lines = append(lines, strings.TrimPrefix(c, " "))
		}
	}
	text := strings.Join(lines, "\n")
	section := func(from, to string) string {
		_, s, ok := strings.Cut(text, from)
		s, _, ok2 := strings.Cut(s, to)
		if !ok || !ok2 {
			t.Fatalf("doc.go: no text between %q and %q", from, to)
		}
		return s
	}
	var schema []string
	for _, l := range strings.Split(section("# Schema (version 1)", "Unknown keys"), "\n") {
		if c, ok := strings.CutPrefix(l, "\t"); ok {
			schema = append(schema, c)
		}
	}
	item := regexp.MustCompile(`(?m)^\t([a-zA-Z-]+)\s{2,}`)
	return policyDoc{
		name:    "doc.go",
		schema:  strings.Join(schema, "\n"),
		full:    true,
		when:    firstGroups(item, section("A rule's when lists conditions", "# Globs")),
		actions: firstGroups(item, section("# Actions", "# Settings")),
	}
}

// readmeDoc reads the README's policy section.
func readmeDoc(t *testing.T) policyDoc {
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, sec, ok := strings.Cut(string(b), "<!-- section:policy -->")
	sec, _, ok2 := strings.Cut(sec, "<!-- /section:policy -->")
	_, schema, ok3 := strings.Cut(sec, "#### Schema\n\n```yaml\n")
	schema, _, ok4 := strings.Cut(schema, "```")
	_, table, ok5 := strings.Cut(sec, "`when` conditions must all hold")
	_, acts, ok6 := strings.Cut(sec, "**Actions:**")
	acts, _, _ = strings.Cut(acts, "\n\n")
	if !ok || !ok2 || !ok3 || !ok4 || !ok5 || !ok6 {
		t.Fatal("README: policy section, its schema, when table or actions not found")
	}
	var when []string
	started := false
	for _, l := range strings.Split(table, "\n")[1:] {
		if !strings.HasPrefix(l, "|") {
			if started {
				break
			}
			continue
		}
		started = true
		cell := strings.SplitN(l, "|", 3)[1]
		when = append(when, firstGroups(regexp.MustCompile("`([a-zA-Z]+)`"), cell)...)
	}
	return policyDoc{
		name:    "README.md",
		schema:  schema,
		full:    true,
		when:    when,
		actions: firstGroups(regexp.MustCompile("`([a-z][a-z-]*)`\\s*[(,]"), acts),
	}
}

// starterDoc uncomments the starter's commented example lines (a key or a
// list item after "# "); prose comments stay comments.
func starterDoc(t *testing.T) policyDoc {
	b, err := Starter("default")
	if err != nil {
		t.Fatal(err)
	}
	yamlLine := regexp.MustCompile(`^\s*([a-z][A-Za-z]*:(\s|$)|- )`)
	var schema []string
	for _, l := range strings.Split(string(b), "\n") {
		if c, ok := strings.CutPrefix(l, "# "); ok && yamlLine.MatchString(c) {
			l = c
		}
		schema = append(schema, l)
	}
	_, acts, ok := strings.Cut(string(b), "Actions:")
	acts, _, ok2 := strings.Cut(acts, ".")
	if !ok || !ok2 {
		t.Fatal("starter: no list of actions")
	}
	var actions []string
	for _, a := range strings.Split(strings.ReplaceAll(acts, "\n#", ""), ",") {
		actions = append(actions, strings.TrimSpace(a))
	}
	return policyDoc{name: "starter", schema: strings.Join(schema, "\n"), actions: actions}
}

func firstGroups(re *regexp.Regexp, s string) []string {
	var out []string
	for _, m := range re.FindAllStringSubmatch(s, -1) {
		if !slices.Contains(out, m[1]) {
			out = append(out, m[1])
		}
	}
	return out
}

// childKinds names the object kind of each object-valued key (the items
// of a list) of an object kind.
var childKinds = map[string]string{
	"policy.detectors": "detector", "policy.literals": "literals", "policy.gitleaks": "gitleaks",
	"policy.allow": "allow", "policy.rules": "rule", "policy.report": "report",
	"detector.samples": "samples", "rule.when": "when", "rule.with": "with",
}

// schemaKeys collects the keys each object kind shows in a YAML example.
func schemaKeys(t *testing.T, name, src string) map[string][]string {
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(src), &doc); err != nil || len(doc.Content) != 1 {
		t.Fatalf("%s: the schema example is not one YAML document: %v", name, err)
	}
	seen := map[string][]string{}
	var walk func(kind string, n *yaml.Node)
	walk = func(kind string, n *yaml.Node) {
		if n.Kind == yaml.SequenceNode {
			for _, c := range n.Content {
				walk(kind, c)
			}
			return
		}
		if n.Kind != yaml.MappingNode {
			return
		}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := n.Content[i].Value
			if !slices.Contains(seen[kind], k) {
				seen[kind] = append(seen[kind], k)
			}
			if child, ok := childKinds[kind+"."+k]; ok {
				walk(child, n.Content[i+1])
			}
		}
	}
	walk("policy", doc.Content[0])
	return seen
}

// TestDocsShowEveryKey: the schema example of doc.go and of the README
// shows every key of every object (when's keys are in the conditions
// table instead), and the starter every top-level section; no example
// shows a key the loader rejects.
func TestDocsShowEveryKey(t *testing.T) {
	for _, d := range policyDocs(t) {
		seen := schemaKeys(t, d.name, d.schema)
		for kind, keys := range seen {
			for _, k := range keys {
				if !slices.Contains(objectKeys[kind], k) {
					t.Errorf("%s: shows %s key %q, which the loader rejects", d.name, kind, k)
				}
			}
		}
		for kind, keys := range objectKeys {
			if kind == "when" || !d.full && kind != "policy" {
				continue
			}
			for _, k := range keys {
				if !slices.Contains(seen[kind], k) {
					t.Errorf("%s: the schema example does not show %s key %q", d.name, kind, k)
				}
			}
		}
		if d.when != nil {
			if diff := cmp.Diff(objectKeys["when"], d.when); diff != "" {
				t.Errorf("%s: when conditions (-loader +docs):\n%s", d.name, diff)
			}
		}
	}
}

// TestDocsListEverySettingValue: each keyword setting appears in every
// example with its default as the value and a "# a | b | c" comment
// listing exactly the loader's values, in order.
func TestDocsListEverySettingValue(t *testing.T) {
	line := regexp.MustCompile(`(?m)^\s*([a-z]+):\s*(?:\{level:\s*)?([a-z-]+)\}?\s+#\s*(.*)$`)
	for _, d := range policyDocs(t) {
		found := map[string]bool{}
		for _, m := range line.FindAllStringSubmatch(d.schema, -1) {
			key := m[1]
			if key == "report" || key == "level" {
				key = "report.level"
			}
			want, ok := enums[key]
			if !ok {
				continue
			}
			found[key] = true
			var got []string
			for _, alt := range strings.Split(m[3], "|") {
				if f := strings.Fields(alt); len(f) > 0 {
					got = append(got, f[0])
				}
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s: values of %s (-loader +docs):\n%s", d.name, key, diff)
			}
			if m[2] != want[0] {
				t.Errorf("%s: %s shows %q, but its default is %q", d.name, key, m[2], want[0])
			}
		}
		for key := range enums {
			if !found[key] {
				t.Errorf("%s: no %q line listing its values", d.name, key)
			}
		}
	}
}

// TestDocsListEveryAction: doc.go, the README and the starter list the
// actions the loader accepts, in its order.
func TestDocsListEveryAction(t *testing.T) {
	var want []string
	for _, a := range actions {
		want = append(want, string(a))
	}
	for _, d := range policyDocs(t) {
		if diff := cmp.Diff(want, d.actions); diff != "" {
			t.Errorf("%s: actions (-loader +docs):\n%s", d.name, diff)
		}
	}
}

// TestStarterExampleLoads: the starter with every commented example
// uncommented is a valid policy (it lints clean as written, see
// TestStarter*; uncommenting must not break it).
func TestStarterExampleLoads(t *testing.T) {
	dir := referencedFiles(t)
	d := starterDoc(t)
	if _, err := LoadBytes(filepath.Join(dir, "starter.yaml"), []byte(d.schema)); err != nil {
		t.Errorf("the uncommented starter does not load:\n%v\n%s", err, d.schema)
	}
}

// TestReportLevelsMatchReport: the report.level words are the levels the
// report package writes (its constants; the policy keeps them as words so
// that it does not depend on the report package).
func TestReportLevelsMatchReport(t *testing.T) {
	if diff := cmp.Diff([]string{report.LevelSummary, report.LevelDetailed}, enums["report.level"]); diff != "" {
		t.Errorf("report.level (-report +policy):\n%s", diff)
	}
}
