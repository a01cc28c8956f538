package policy

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/omp-redact/omp-redact/rules"
)

// mustLoad loads a policy from YAML text or fails the test.
func mustLoad(t testing.TB, src string) *Policy {
	t.Helper()
	p, err := LoadBytes("policy.yaml", []byte(src))
	if err != nil {
		t.Fatalf("LoadBytes:\n%v", err)
	}
	return p
}

// oneRule builds a policy with a single rule whose when is given as YAML
// flow mapping text.
func oneRule(t testing.TB, when string) *Policy {
	return mustLoad(t, "version: 1\nrules:\n  - name: r\n    when: "+when+"\n    action: mask\n")
}

func finding(id string, sev rules.Severity) rules.Match {
	return rules.Match{RuleID: id, Start: 0, End: 4, Severity: sev}
}

// readCall is the target of the path argument of a read tool call.
func readCall(path string) *Target {
	return &Target{
		EntryType: "message", Role: "assistant", BlockType: "toolCall", ToolName: "read",
		Provider: "anthropic", API: "anthropic-messages",
		Path: "message.content.1.arguments.path",
		Args: map[string]string{"path": path},
	}
}

func TestSelectors(t *testing.T) {
	text := &Target{EntryType: "message", Role: "user", BlockType: "text", Path: "message.content.0.text"}
	custom := &Target{EntryType: "custom", CustomType: "tool_execution_start", ToolName: "bash", Path: "data.args.command"}
	withAWS := &Target{EntryType: "message", Role: "toolResult", BlockType: "text", ToolName: "bash", Path: "message.content.0.text",
		Findings: []rules.Match{finding("aws-access-token", rules.SeverityCritical)}}
	withGeneric := &Target{EntryType: "message", Role: "toolResult", BlockType: "text", ToolName: "bash", Path: "message.content.0.text",
		Findings: []rules.Match{finding("generic-api-key", rules.SeverityMedium)}}
	tests := []struct {
		name    string
		when    string
		yes, no []*Target
	}{
		{"empty", "{}", []*Target{text, custom, withAWS}, nil},
		{"entry", "{entry: custom}", []*Target{custom}, []*Target{text}},
		{"entry list", "{entry: [custom, message]}", []*Target{custom, text}, []*Target{{EntryType: "compaction"}}},
		{"role", "{role: [user, developer]}", []*Target{text}, []*Target{withAWS, custom}},
		{"block", "{block: toolCall}", []*Target{readCall("a")}, []*Target{text, custom}},
		{"tool glob", "{tool: 'rea*'}", []*Target{readCall("a")}, []*Target{custom, text}},
		{"tool exact", "{tool: bash}", []*Target{custom, withAWS}, []*Target{readCall("a"), text}},
		{"tool star needs a tool", "{tool: '*'}", []*Target{custom, readCall("a")}, []*Target{text}},
		{"customType star needs a custom entry", "{customType: '*'}", []*Target{custom}, []*Target{text, readCall("a")}},
		{"customType", "{customType: 'tool_execution_*'}", []*Target{custom}, []*Target{text}},
		{"provider", "{provider: anthropic}", []*Target{readCall("a")}, []*Target{text}},
		{"api", "{api: [openai-responses, anthropic-messages]}", []*Target{readCall("a")}, []*Target{text}},
		{"path", "{path: 'message.content.*.text'}", []*Target{text, withAWS}, []*Target{readCall("a"), custom}},
		{"path doublestar", "{path: '**.arguments.**'}", []*Target{readCall("a")}, []*Target{text, custom}},
		{"args", "{args: {path: ['.env', '*.pem']}}", []*Target{readCall("/w/.env"), readCall("k.pem")}, []*Target{readCall("/w/.envrc"), text}},
		{"args all names", "{args: {path: '*.go', mode: x}}", nil, []*Target{readCall("a.go")}},
		{"finding any", "{finding: any}", []*Target{withAWS, withGeneric}, []*Target{text}},
		{"finding none", "{finding: none}", []*Target{text, custom}, []*Target{withAWS}},
		{"finding id", "{finding: aws-access-token}", []*Target{withAWS}, []*Target{withGeneric, text}},
		{"finding ids", "{finding: [generic-api-key, aws-access-token]}", []*Target{withAWS, withGeneric}, []*Target{text}},
		{"severity >=", "{finding: severity >= high}", []*Target{withAWS}, []*Target{withGeneric, text}},
		{"severity >", "{finding: severity > medium}", []*Target{withAWS}, []*Target{withGeneric}},
		{"severity =", "{finding: severity = medium}", []*Target{withGeneric}, []*Target{withAWS}},
		{"severity ==", "{finding: severity == medium}", []*Target{withGeneric}, []*Target{withAWS}},
		{"severity <=", "{finding: 'severity <= medium'}", []*Target{withGeneric}, []*Target{withAWS, text}},
		{"severity <", "{finding: 'severity < critical'}", []*Target{withGeneric}, []*Target{withAWS}},
		{"all fields must match", "{role: toolResult, tool: bash, finding: aws-access-token}", []*Target{withAWS}, []*Target{withGeneric, custom}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := oneRule(t, tt.when)
			for _, tg := range tt.yes {
				if _, ok := p.Match(tg); !ok {
					t.Errorf("when %s does not match %+v; explain: %+v", tt.when, *tg, p.Explain(tg))
				}
			}
			for _, tg := range tt.no {
				if r, ok := p.Match(tg); ok {
					t.Errorf("when %s matches %+v (rule %s), want no match", tt.when, *tg, r.Name)
				}
			}
		})
	}
}

func TestFirstMatchWins(t *testing.T) {
	p := mustLoad(t, `version: 1
rules:
  - name: keep-user
    when: {role: user}
    action: keep
  - name: pair-env
    when: {tool: read, args: {path: .env}}
    action: remove-pair
  - name: blank-critical
    when: {finding: severity >= critical}
    action: blank
    with: {placeholder: "<gone>"}
  - name: mask-rest
    when: {finding: any}
    action: mask
`)
	aws := []rules.Match{finding("aws-access-token", rules.SeverityCritical)}
	gen := []rules.Match{finding("generic-api-key", rules.SeverityMedium)}
	env := readCall("/w/.env")
	env.Findings = aws
	tests := []struct {
		name   string
		target *Target
		want   string // rule name, "" for no match
		action Action
	}{
		{"user text with a finding is kept by the first rule", &Target{EntryType: "message", Role: "user", Findings: aws}, "keep-user", Keep},
		{"env read beats the finding rules", env, "pair-env", RemovePair},
		{"critical finding", &Target{EntryType: "message", Role: "assistant", Findings: aws}, "blank-critical", Blank},
		{"medium finding", &Target{EntryType: "message", Role: "assistant", Findings: gen}, "mask-rest", Mask},
		{"nothing", &Target{EntryType: "message", Role: "assistant"}, "", ""},
	}
	for _, tt := range tests {
		r, ok := p.Match(tt.target)
		var got string
		var act Action
		if ok {
			got, act = r.Name, r.Action
		}
		if got != tt.want || act != tt.action {
			t.Errorf("%s: Match = %q %q, want %q %q", tt.name, got, act, tt.want, tt.action)
		}
	}
	if r, _ := p.Match(&Target{Role: "assistant", Findings: aws}); r.With.Placeholder != "<gone>" {
		t.Errorf("placeholder = %q", r.With.Placeholder)
	}
}

func TestExplain(t *testing.T) {
	p := mustLoad(t, `version: 1
rules:
  - name: env
    when: {tool: read, args: {path: .env}}
    action: remove-pair
  - name: results
    when: {role: toolResult}
    action: keep
  - name: findings
    when: {finding: [aws-access-token]}
    action: mask
`)
	tg := readCall("/home/alice/SECRETPATH/config.yaml")
	tg.Findings = []rules.Match{finding("generic-api-key", rules.SeverityMedium)}
	got := p.Explain(tg)
	want := []Decision{
		{Rule: "env", Index: 0, Pos: Pos{"policy.yaml", 3, 5}, Action: RemovePair, Field: "args",
			Reason: `argument "path" (value not shown) matches none of [.env]`},
		{Rule: "results", Index: 1, Pos: Pos{"policy.yaml", 6, 5}, Action: Keep, Field: "role",
			Reason: `role "assistant" is not one of [toolResult]`},
		{Rule: "findings", Index: 2, Pos: Pos{"policy.yaml", 9, 5}, Action: Mask, Field: "finding",
			Reason: "wants a finding of aws-access-token; the leaf has findings [generic-api-key(medium)]"},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Explain (-want +got):\n%s", d)
	}
	for _, d := range got {
		if strings.Contains(d.Reason, "SECRETPATH") {
			t.Errorf("Explain shows an argument value: %q", d.Reason)
		}
	}
	if s := got[0].String(); s != `policy.yaml:3:5: rules[0] env (remove-pair): no: args: argument "path" (value not shown) matches none of [.env]` {
		t.Errorf("Decision.String = %q", s)
	}
	tg.Args = nil
	if d := p.Explain(tg)[0]; d.Reason != `the call has no string argument "path"` {
		t.Errorf("missing argument reason = %q", d.Reason)
	}
	tg.Findings[0].RuleID = "aws-access-token"
	if d := p.Explain(tg)[2]; !d.Matched || d.Field != "" {
		t.Errorf("matching rule: %+v", d)
	}
}

// BenchmarkMatch measures Match on a typical leaf of a tool result under
// the strict profile (five rules, globs on tool names and args).
func BenchmarkMatch(b *testing.B) {
	p, err := Profile("strict")
	if err != nil {
		b.Fatal(err)
	}
	tg := &Target{
		EntryType: "message", Role: "toolResult", BlockType: "text", ToolName: "read",
		Provider: "anthropic", API: "anthropic-messages", Path: "message.content.0.text",
		Args: map[string]string{"path": "/home/user/project/src/main.go"},
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := p.Match(tg); ok {
			b.Fatal("unexpected match")
		}
	}
}

func TestMatchAllocs(t *testing.T) {
	p, err := Profile("strict")
	if err != nil {
		t.Fatal(err)
	}
	tg := readCall("/home/user/project/.env.local")
	tg.Findings = []rules.Match{finding("generic-api-key", rules.SeverityMedium)}
	if n := testing.AllocsPerRun(100, func() { p.Match(tg) }); n != 0 {
		t.Errorf("Match allocates %v times per call, want 0", n)
	}
}

// BenchmarkMatchPaths measures a hand-written policy of ten rules on path
// globs and tool globs, none of which match, on a deep leaf.
func BenchmarkMatchPaths(b *testing.B) {
	var src strings.Builder
	src.WriteString("version: 1\nrules:\n")
	for i, g := range []string{"**.arguments.**", "message.content.*.thinking", "data.args.*", "message.content.*.arguments.command",
		"details.**", "message.errorMessage", "summary", "**.env.*", "message.content.*.rawBlock", "data.pendingToolCalls.*.args.**"} {
		fmt.Fprintf(&src, "  - name: r%d\n    when: {path: %q, tool: ['mcp_*']}\n    action: blank\n", i, g)
	}
	p := mustLoad(b, src.String())
	tg := &Target{EntryType: "message", Role: "toolResult", BlockType: "text", ToolName: "mcp_github_search",
		Path: "message.details.results.12.items.3.body.text"}
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := p.Match(tg); ok {
			b.Fatal("unexpected match")
		}
	}
}
