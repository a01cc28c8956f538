package policy

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/omp-redact/omp-redact/rules"
)

func ruleNames(p *Policy) []string {
	var out []string
	for _, r := range p.Rules {
		out = append(out, r.Name+":"+string(r.Action))
	}
	return out
}

// policyOpts compares policies by meaning: positions and names differ
// between a file and its resolved form.
var policyOpts = cmp.Options{
	cmpopts.IgnoreUnexported(Policy{}, Selector{}),
	cmpopts.IgnoreFields(Policy{}, "Name"),
	cmpopts.IgnoreFields(Rule{}, "Pos"),
	cmpopts.EquateEmpty(),
}

// roundTrip checks that Resolved loads back into an equivalent policy and
// is a fixed point.
func roundTrip(t *testing.T, p *Policy) {
	t.Helper()
	out, err := p.Resolved()
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(out, []byte("\nextends:")) {
		t.Errorf("resolved policy still extends:\n%s", out)
	}
	q, err := LoadBytes(filepath.Join(t.TempDir(), "resolved.yaml"), out)
	if err != nil {
		t.Fatalf("resolved policy does not load: %v\n%s", err, out)
	}
	if d := cmp.Diff(p, q, policyOpts); d != "" {
		t.Errorf("policy changed through Resolved (-orig +reloaded):\n%s\n%s", d, out)
	}
	out2, err := q.Resolved()
	if err != nil {
		t.Fatal(err)
	}
	// The first line names the source file, which differs.
	_, body, _ := bytes.Cut(out, []byte("\n"))
	_, body2, _ := bytes.Cut(out2, []byte("\n"))
	if d := cmp.Diff(string(body), string(body2)); d != "" {
		t.Errorf("Resolved is not a fixed point (-first +second):\n%s", d)
	}
}

func TestProfiles(t *testing.T) {
	want := map[string]struct {
		rules                                           []string
		signatures, images, opaque, paths, removal, rep string
	}{
		"none":    {nil, "strip", "keep", "keep", "keep", "tombstone", "summary"},
		"default": {[]string{"mask-findings:mask"}, "strip", "keep", "keep", "keep", "tombstone", "detailed"},
		"share": {[]string{"secret-file-reads:remove-pair", "secret-file-reads-file-path:remove-pair", "mask-findings:hash"},
			"strip", "drop", "drop", "anonymize", "tombstone", "summary"},
		"strict": {[]string{"tool-call-findings:remove-pair", "tool-result-findings:remove-pair",
			"secret-file-reads:remove-pair", "secret-file-reads-file-path:remove-pair", "mask-findings:hash"},
			"strip", "drop", "deny", "anonymize", "tombstone", "detailed"},
	}
	if d := cmp.Diff([]string{"none", "default", "share", "strict"}, ProfileNames()); d != "" {
		t.Errorf("ProfileNames (-want +got):\n%s", d)
	}
	for _, name := range ProfileNames() {
		t.Run(name, func(t *testing.T) {
			p, err := Profile(name)
			if err != nil {
				t.Fatal(err)
			}
			w := want[name]
			if d := cmp.Diff(w.rules, ruleNames(p)); d != "" {
				t.Errorf("rules (-want +got):\n%s", d)
			}
			got := []string{string(p.Signatures), string(p.Images), string(p.Opaque), string(p.Paths), string(p.Removal), p.ReportLevel}
			if d := cmp.Diff([]string{w.signatures, w.images, w.opaque, w.paths, w.removal, w.rep}, got); d != "" {
				t.Errorf("settings (-want +got):\n%s", d)
			}
			roundTrip(t, p)
			// The rule set the profile configures builds.
			s, err := rules.New(p.Detectors)
			if err != nil {
				t.Fatalf("rules.New: %v", err)
			}
			if name == "none" && len(s.Rules()) != 0 {
				t.Errorf("profile none has %d active rules, want 0", len(s.Rules()))
			}
			if name != "none" && len(s.Rules()) < 100 {
				t.Errorf("profile %s has only %d active rules", name, len(s.Rules()))
			}
		})
	}
	if _, err := Profile("bogus"); err == nil || !strings.Contains(err.Error(), "unknown profile") {
		t.Errorf("Profile(bogus) = %v", err)
	}
}

func TestProfileDecisions(t *testing.T) {
	aws := []rules.Match{finding("aws-access-token", rules.SeverityCritical)}
	call := func(tool, arg, val string, ms []rules.Match) *Target {
		return &Target{EntryType: "message", Role: "assistant", BlockType: "toolCall", ToolName: tool,
			Path: "message.content.1.arguments." + arg, Args: map[string]string{arg: val}, Findings: ms}
	}
	result := func(tool, arg, val string, ms []rules.Match) *Target {
		return &Target{EntryType: "message", Role: "toolResult", BlockType: "text", ToolName: tool,
			Path: "message.content.0.text", Args: map[string]string{arg: val}, Findings: ms}
	}
	userText := &Target{EntryType: "message", Role: "user", BlockType: "text", Path: "message.content.0.text", Findings: aws}
	plain := &Target{EntryType: "message", Role: "user", BlockType: "text", Path: "message.content.0.text"}
	tests := []struct {
		profile string
		target  *Target
		want    string // "rule:action" or ""
	}{
		{"none", userText, ""},
		{"default", userText, "mask-findings:mask"},
		{"default", plain, ""},
		{"default", result("read", "path", "/w/.env", nil), ""},
		{"share", userText, "mask-findings:hash"},
		{"share", call("read", "path", "/w/app/.env", nil), "secret-file-reads:remove-pair"},
		{"share", result("read", "path", "/w/app/.env.local", nil), "secret-file-reads:remove-pair"},
		{"share", result("read_file", "path", "certs/server.pem", nil), "secret-file-reads:remove-pair"},
		{"share", result("Read", "file_path", "/home/u/.ssh/id_ed25519", nil), "secret-file-reads-file-path:remove-pair"},
		{"share", result("read", "path", "/home/u/.aws/credentials", nil), "secret-file-reads:remove-pair"},
		{"share", result("read", "path", `C:\Users\u\.git-credentials`, nil), "secret-file-reads:remove-pair"},
		{"share", result("read", "path", "/w/README.md", nil), ""},
		{"share", result("read", "path", "/w/prod.env", nil), ""},
		{"share", result("edit", "path", "/w/.env", nil), ""},
		// bash commands are not matched by the file globs; their findings are hashed.
		{"share", result("bash", "command", "cat .env", nil), ""},
		{"share", result("bash", "command", "cat .env", aws), "mask-findings:hash"},
		{"strict", call("bash", "command", "export K=...", aws), "tool-call-findings:remove-pair"},
		{"strict", result("bash", "command", "env", aws), "tool-result-findings:remove-pair"},
		{"strict", result("read", "path", "/w/.npmrc", nil), "secret-file-reads:remove-pair"},
		{"strict", userText, "mask-findings:hash"},
	}
	for _, tt := range tests {
		p, err := Profile(tt.profile)
		if err != nil {
			t.Fatal(err)
		}
		var got string
		if r, ok := p.Match(tt.target); ok {
			got = r.Name + ":" + string(r.Action)
		}
		if got != tt.want {
			t.Errorf("%s: %s %s %v: got %q, want %q", tt.profile, tt.target.Role, tt.target.ToolName, tt.target.Args, got, tt.want)
		}
	}
}

func TestExtendsMerge(t *testing.T) {
	p, err := Load("testdata/valid/full.yaml")
	if err != nil {
		t.Fatal(err)
	}
	wantRules := []string{"keep-ids:keep", "env:remove-pair", "ext:drop-entry", "critical:blank", "mask-findings:deny",
		"base-rule:remove-block", "secret-file-reads:remove-pair", "secret-file-reads-file-path:remove-pair"}
	if d := cmp.Diff(wantRules, ruleNames(p)); d != "" {
		t.Errorf("rules (-want +got):\n%s", d)
	}
	var ids []string
	for _, r := range p.Detectors.Regexes {
		ids = append(ids, r.ID)
	}
	if d := cmp.Diff([]string{"base-token", "acme-token"}, ids); d != "" {
		t.Errorf("detectors (-want +got):\n%s", d)
	}
	abs, _ := filepath.Abs("testdata/valid/known-secrets.txt")
	wantCfg := rules.Config{
		DisableRules: []string{"generic-api-key", "url-password"},
		Regexes: []rules.RegexSpec{
			{ID: "base-token", Pattern: "btok-[0-9]{12}", Severity: rules.SeverityLow},
			{ID: "acme-token", Description: "ACME API token", Pattern: "acme_([a-z0-9]{32})", SecretGroup: 1,
				Keywords: []string{"acme_"}, Entropy: 3, Timeout: 250e6, Severity: rules.SeverityCritical},
		},
		LiteralFiles: []string{abs},
		Allow:        rules.Allowlist{Stopwords: []string{"sample", "example"}, Regexes: []string{"^dummy"}, Values: []string{"changeme", "true", "1"}},
	}
	if d := cmp.Diff(wantCfg, p.Detectors, cmpopts.EquateEmpty()); d != "" {
		t.Errorf("detector config (-want +got):\n%s", d)
	}
	got := []string{string(p.Signatures), string(p.Images), string(p.Opaque), string(p.Paths), string(p.Removal), p.ReportLevel}
	if d := cmp.Diff([]string{"drop-block", "drop", "deny", "anonymize", "splice", "detailed"}, got); d != "" {
		t.Errorf("settings (-want +got):\n%s", d)
	}
	if d := cmp.Diff([]string{"fp:0011223344556677"}, p.AllowFingerprints); d != "" {
		t.Errorf("fingerprints: %s", d)
	}
	crit := p.Rules[3]
	if crit.With.Placeholder != "<secret>" || !cmp.Equal(crit.When.Finding, FindingCond{Kind: FindingSeverity, Op: ">=", Severity: rules.SeverityCritical}) {
		t.Errorf("critical rule: %+v", crit)
	}
	if _, err := rules.New(p.Detectors); err != nil {
		t.Errorf("rules.New on the loaded config: %v", err)
	}
	roundTrip(t, p)
}

func TestSamples(t *testing.T) {
	src := `version: 1
detectors:
  - id: tok
    pattern: 'tok_[0-9a-f]{16}'
    samples:
      match: ["x tok_0123456789abcdef", "tok_nope"]
      nomatch: ["none", "tok_fedcba9876543210"]
`
	if _, err := LoadBytes("p.yaml", []byte(src)); err == nil {
		t.Fatal("Load accepted failing samples")
	}
	p, err := Options{SkipSamples: true}.LoadBytes("p.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range p.Samples() {
		got = append(got, r.String())
	}
	want := []string{
		"p.yaml:6:15: detectors[0].samples.match[0]: ok",
		`p.yaml:6:41: detectors[0].samples.match[1]: detector "tok" does not match this sample`,
		"p.yaml:7:17: detectors[0].samples.nomatch[0]: ok",
		`p.yaml:7:25: detectors[0].samples.nomatch[1]: detector "tok" matches this sample at bytes 0-20`,
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("samples (-want +got):\n%s", d)
	}
	for _, line := range got {
		if strings.Contains(line, "0123456789abcdef") {
			t.Errorf("sample text leaked: %s", line)
		}
	}
}

func TestStarter(t *testing.T) {
	for _, name := range ProfileNames() {
		src, err := Starter(name)
		if err != nil {
			t.Fatal(err)
		}
		if first, _, _ := strings.Cut(string(src), "\n"); first != "# yaml-language-server: $schema="+SchemaURL {
			t.Errorf("%s: first line %q", name, first)
		}
		p, err := LoadBytes(filepath.Join(t.TempDir(), "omp-redact.yaml"), src)
		if err != nil {
			t.Fatalf("%s: starter does not lint clean:\n%v", name, err)
		}
		want, _ := Profile(name)
		if d := cmp.Diff(want, p, policyOpts); d != "" {
			t.Errorf("%s: starter differs from the profile:\n%s", name, d)
		}
		// Every commented example (but the gitleaks block, which needs a
		// TOML file) is valid too.
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, "known-secrets.txt"), []byte("not-a-secret-0123456789\n"), 0o600)
		os.WriteFile(filepath.Join(dir, ".env"), []byte("TOKEN=not-a-secret-0123456789\n"), 0o600)
		var b strings.Builder
		inGitleaks := false
		for _, line := range strings.Split(string(src), "\n") {
			rest, ok := strings.CutPrefix(line, "# ")
			switch {
			case line == "":
				inGitleaks = false
			case rest == "gitleaks:":
				inGitleaks = true
			case ok && !inGitleaks && (exampleKey.MatchString(rest) || strings.HasPrefix(rest, "  ")):
				line = rest
			}
			b.WriteString(line + "\n")
		}
		q, err := LoadBytes(filepath.Join(dir, "omp-redact.yaml"), []byte(b.String()))
		if err != nil {
			t.Fatalf("%s: uncommented starter:\n%v\n%s", name, err, b.String())
		}
		if len(q.Rules) != len(want.Rules)+3 || len(q.Detectors.Regexes) != 1 {
			t.Errorf("%s: uncommented starter has %d rules, %d detectors", name, len(q.Rules), len(q.Detectors.Regexes))
		}
	}
	if _, err := Starter("bogus"); err == nil {
		t.Error("Starter(bogus) succeeded")
	}
}

var exampleKey = regexp.MustCompile(`^[a-z]+:( |$)`)
