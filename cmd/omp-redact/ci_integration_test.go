package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"go.yaml.in/yaml/v3"
)

var sampleSession = filepath.Join("..", "..", "testdata", "sample.jsonl")

// sampleSecrets returns the raw bytes of every finding in the sample
// session, read back from the file by position: the strings no report may
// contain.
func sampleSecrets(t *testing.T, detailedPolicy string) []string {
	t.Helper()
	io, _, out, errOut := testIO()
	if code := run(io, []string{"check", "--policy", detailedPolicy, "--format", "json", sampleSession}); code != exitNo {
		t.Fatalf("check exit %d, want 1; stderr %s", code, errOut)
	}
	var r struct {
		Files []struct {
			Findings []struct{ Line, Column, EndColumn int }
		}
	}
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(sampleSession)
	if err != nil {
		t.Fatal(err)
	}
	lines := bytes.Split(data, []byte("\n"))
	var secrets []string
	for _, f := range r.Files {
		for _, fd := range f.Findings {
			if fd.Column > 0 && fd.EndColumn > fd.Column && fd.Line <= len(lines) {
				secrets = append(secrets, string(lines[fd.Line-1][fd.Column-1:fd.EndColumn-1]))
			}
		}
	}
	if len(secrets) == 0 {
		t.Fatal("the sample session has no located findings")
	}
	return secrets
}

// TestCheckReportsHoldNoSecret runs check on the sample session in every
// format, at both report levels, and looks for the secrets in the output.
func TestCheckReportsHoldNoSecret(t *testing.T) {
	dir := t.TempDir()
	detailed := filepath.Join(dir, "detailed.yaml")
	if err := os.WriteFile(detailed, []byte("version: 1\nextends: strict\nreport: {level: detailed}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	secrets := sampleSecrets(t, detailed)
	for _, pol := range [][]string{{"--profile", "strict"}, {"--policy", detailed}} {
		for _, format := range []string{"text", "json", "sarif", "markdown"} {
			io, _, out, errOut := testIO()
			args := append(append([]string{"check"}, pol...), "--format", format, sampleSession)
			if code := run(io, args); code != exitNo {
				t.Fatalf("%v: exit %d, want 1: %s", args, code, errOut)
			}
			for _, s := range secrets {
				if strings.Contains(out.String(), s) || strings.Contains(errOut.String(), s) {
					t.Errorf("%v: output holds a secret (%d bytes)", args, len(s))
				}
			}
		}
	}
}

// TestCheckSARIFValidates: a SARIF log from check on a session with
// findings validates against the official SARIF 2.1.0 schema and has the
// fields GitHub code scanning uses.
func TestCheckSARIFValidates(t *testing.T) {
	io, _, out, errOut := testIO()
	if code := run(io, []string{"check", "--profile", "strict", "--format", "sarif", sampleSession}); code != exitNo {
		t.Fatalf("exit %d, want 1; stderr %s", code, errOut)
	}
	schemaPath := filepath.Join("..", "..", "testdata", "sarif-schema-2.1.0.json")
	f, err := os.Open(schemaPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource(schemaPath, doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile(schemaPath)
	if err != nil {
		t.Fatal(err)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(out.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if err := sch.Validate(inst); err != nil {
		t.Fatalf("SARIF from check does not validate: %v", err)
	}
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Name, Version, InformationURI string
					Rules                         []struct {
						ID, Name         string
						ShortDescription struct{ Text string }
						FullDescription  struct{ Text string }
						Help             struct{ Text, Markdown string }
						Properties       struct {
							Tags             []string
							SecuritySeverity string `json:"security-severity"`
						}
					}
				}
			}
			AutomationDetails struct{ ID string }
			Results           []struct {
				RuleID    string
				RuleIndex *int
				Level     string
				Message   struct{ Text string }
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string }
						Region           struct{ StartLine, StartColumn, EndColumn int }
					}
					LogicalLocations []struct{ FullyQualifiedName string }
				}
				PartialFingerprints map[string]string
			}
		}
	}
	if err := json.Unmarshal(out.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	run := log.Runs[0]
	d := run.Tool.Driver
	if d.Name == "" || d.Version == "" || d.InformationURI == "" || len(d.Rules) == 0 {
		t.Errorf("driver incomplete: %+v", d)
	}
	for _, r := range d.Rules {
		if r.ID == "" || r.Name == "" || r.ShortDescription.Text == "" || r.FullDescription.Text == "" ||
			r.Help.Text == "" || r.Help.Markdown == "" || len(r.Properties.Tags) == 0 || r.Properties.SecuritySeverity == "" {
			t.Errorf("rule incomplete: %+v", r)
		}
	}
	if run.AutomationDetails.ID == "" {
		t.Error("no runAutomationDetails.id")
	}
	located := 0
	for _, res := range run.Results {
		if res.RuleID == "" || res.RuleIndex == nil || res.Level == "" || res.Message.Text == "" || len(res.Locations) == 0 ||
			res.PartialFingerprints["primaryLocationLineHash"] == "" {
			t.Errorf("result incomplete: %+v", res)
			continue
		}
		loc := res.Locations[0]
		if loc.PhysicalLocation.ArtifactLocation.URI == "" || loc.PhysicalLocation.Region.StartLine < 1 {
			t.Errorf("result without a physical location: %+v", res)
		}
		if loc.PhysicalLocation.Region.EndColumn > loc.PhysicalLocation.Region.StartColumn && len(loc.LogicalLocations) > 0 {
			located++
		}
	}
	if located == 0 {
		t.Error("no result has a column range and a logical location")
	}
}

// TestIntegrationFilesUseRealFlags parses action.yml, the pre-commit hook
// and the example workflow, and checks that every flag they pass to
// omp-redact check exists.
func TestIntegrationFilesUseRealFlags(t *testing.T) {
	io, _, _, _ := testIO()
	root := newRootCmd(io)
	check, _, err := root.Find([]string{"check"})
	if err != nil || check.Name() != "check" {
		t.Fatalf("no check command: %v", err)
	}
	flagRE := regexp.MustCompile(`(?:^|[\s(])(--[a-z][a-z-]+|-[a-z])\b`)
	checkFlags := func(where, text string) {
		for _, m := range flagRE.FindAllStringSubmatch(text, -1) {
			name := strings.TrimLeft(m[1], "-")
			if len(m[1]) == 2 {
				if check.Flags().ShorthandLookup(name) == nil {
					t.Errorf("%s: check has no flag %s", where, m[1])
				}
			} else if check.Flags().Lookup(name) == nil {
				t.Errorf("%s: check has no flag %s", where, m[1])
			}
		}
	}
	read := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join("..", "..", name))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}

	var action struct {
		Inputs map[string]struct{ Default string }
		Runs   struct {
			Using string
			Steps []struct {
				Uses, Run string
				With      map[string]string
			}
		}
	}
	if err := yaml.Unmarshal(read("action.yml"), &action); err != nil {
		t.Fatalf("action.yml: %v", err)
	}
	if action.Runs.Using != "composite" {
		t.Errorf("action.yml: runs.using = %q", action.Runs.Using)
	}
	for _, in := range []string{"policy", "profile", "paths", "fail-on", "sarif-file", "upload-sarif"} {
		if _, ok := action.Inputs[in]; !ok {
			t.Errorf("action.yml: no input %q", in)
		}
	}
	// The flags of the check command line: the args array and the
	// omp-redact invocations of the run scripts.
	argsRE := regexp.MustCompile(`args\+?=\(([^)]*)\)`)
	var uses []string
	ran := false
	for _, s := range action.Runs.Steps {
		uses = append(uses, s.Uses)
		for _, m := range argsRE.FindAllStringSubmatch(s.Run, -1) {
			checkFlags("action.yml", m[1])
		}
		for _, line := range strings.Split(s.Run, "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "omp-redact \"${args[@]}\"") {
				checkFlags("action.yml", strings.SplitN(line, "||", 2)[0])
				ran = true
			}
		}
	}
	if !ran {
		t.Error("action.yml never runs omp-redact check")
	}
	joined := strings.Join(uses, " ")
	for _, want := range []string{"actions/setup-go@", "github/codeql-action/upload-sarif@"} {
		if !strings.Contains(joined, want) {
			t.Errorf("action.yml does not use %s", want)
		}
	}

	var hooks []struct {
		ID, Entry, Language, Files string
	}
	if err := yaml.Unmarshal(read(".pre-commit-hooks.yaml"), &hooks); err != nil {
		t.Fatalf(".pre-commit-hooks.yaml: %v", err)
	}
	if len(hooks) != 1 || hooks[0].ID != "omp-redact-check" || hooks[0].Language != "golang" ||
		!strings.HasPrefix(hooks[0].Entry, "omp-redact check") || !regexp.MustCompile(hooks[0].Files).MatchString("a/b.jsonl") {
		t.Errorf(".pre-commit-hooks.yaml: %+v", hooks)
	}
	checkFlags(".pre-commit-hooks.yaml", hooks[0].Entry)

	var wf map[string]any
	data := read("docs/github-workflow.yml")
	if err := yaml.Unmarshal(data, &wf); err != nil {
		t.Fatalf("docs/github-workflow.yml: %v", err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.Contains(line, "omp-redact check") {
			checkFlags("docs/github-workflow.yml", line)
		}
	}
}
