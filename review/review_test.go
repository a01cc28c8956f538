package review

import (
	"html"
	"math/rand"
	"regexp"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
	"github.com/omp-redact/omp-redact/session"
)

// TestNoSecretInReview plants generated secrets of every generator in a
// session (user text, a tool call's arguments, a tool result, a long
// line) and checks that neither the diff nor the page holds any of them,
// in any of the forms a reader could recover (raw, JSON-escaped,
// HTML-escaped), while both show the redaction tokens.
func TestNoSecretInReview(t *testing.T) {
	r := rand.New(rand.NewSource(12))
	var secrets []fakesecret.Secret
	for _, g := range fakesecret.Generators() {
		if !g.Gitleaks {
			continue
		}
		secrets = append(secrets, g.Gen(r))
	}
	if len(secrets) < 10 {
		t.Fatalf("only %d generators", len(secrets))
	}
	s := newSession()
	for i, sec := range secrets {
		switch i % 3 {
		case 0:
			s.text("user", "please use "+sec.Text+" for the deploy")
		case 1:
			s.entry("assistant", `[{"type":"toolCall","id":"c`+string(rune('a'+i%26))+`","name":"bash","arguments":{"command":`+jstr("echo "+sec.Text)+`}}]`,
				`,"api":"anthropic-messages","provider":"anthropic","model":"m","stopReason":"toolUse"`)
		default:
			s.text("assistant", strings.Repeat("lorem ipsum ", 4000)+sec.Text+strings.Repeat(" dolor", 4000))
		}
	}
	e := engine(t, "default", "")
	res, f := redactBytes(t, e, "s.jsonl", s.bytes())
	if len(res.File.Findings) < len(secrets) {
		t.Fatalf("%d findings for %d secrets", len(res.File.Findings), len(secrets))
	}
	diff, page := render(t, f, 3)
	for _, sec := range secrets {
		forms := []string{sec.Value, strings.Trim(jstr(sec.Value), `"`), html.EscapeString(sec.Value)}
		for _, form := range forms {
			if strings.Contains(diff, form) {
				t.Errorf("diff holds the %s secret", sec.Kind)
			}
			if strings.Contains(page, form) {
				t.Errorf("page holds the %s secret", sec.Kind)
			}
		}
	}
	if n := strings.Count(diff, "[REDACTED:"); n < len(secrets) {
		t.Errorf("diff shows %d tokens for %d secrets", n, len(secrets))
	}
	if n := strings.Count(page, "<mark>[REDACTED:"); n < len(secrets) {
		t.Errorf("page marks %d tokens for %d secrets", n, len(secrets))
	}
	// Same input, same bytes.
	_, f2 := redactBytes(t, e, "s.jsonl", s.bytes())
	diff2, page2 := render(t, f2, 3)
	if diff != diff2 || page != page2 {
		t.Error("review output is not deterministic")
	}
}

// TestDiffLongLine: a 100 KB line shows as a window around the token, not
// the line.
func TestDiffLongLine(t *testing.T) {
	s := newSession()
	s.text("user", "hi")
	s.text("assistant", strings.Repeat("a", 50_000)+" SECRET-ZZ"+"QQ1234 "+strings.Repeat("b", 50_000))
	_, f := redactBytes(t, engine(t, "", testPolicy("mask")), "long.jsonl", s.bytes())
	diff, page := render(t, f, 3)
	for _, l := range strings.Split(diff, "\n") {
		if len(l) > 300 {
			t.Errorf("diff line of %d bytes: %.80s…", len(l), l)
		}
	}
	want := `      + "…` + strings.Repeat("a", DefaultWindow-1) + ` [REDACTED:test-secret] ` + strings.Repeat("b", DefaultWindow-1) + `…"`
	if !strings.Contains(diff, want) {
		t.Errorf("no context window in\n%s", diff)
	}
	if len(page) > 20_000 {
		t.Errorf("page of %d bytes for one long entry", len(page))
	}
	if !strings.Contains(page, "<mark>[REDACTED:test-secret]</mark>") {
		t.Error("the long entry's token is not shown on the page")
	}
}

// testPolicy masks or removes (action) SECRET-XXXXXXXX findings.
func testPolicy(action string) string {
	return `version: 1
extends: none
detectors:
  - id: test-secret
    description: test secret
    pattern: 'SECRET-[A-Z0-9]{8}'
    keywords: [SECRET-]
    severity: high
rules:
  - name: r
    when: {finding: any}
    action: ` + action + `
report: {level: detailed}
`
}

// removePairSession: e2 calls c1 (with a secret) and c2; e3 answers c1.
func removePairSession() []byte {
	s := newSession()
	s.text("user", "go")
	s.entry("assistant", `[{"type":"text","text":"running"},{"type":"toolCall","id":"c1","name":"bash","arguments":{"command":"env | grep SECRET-AB12`+`CD34"}},{"type":"toolCall","id":"c2","name":"bash","arguments":{"command":"ls"}}]`,
		`,"api":"anthropic-messages","provider":"anthropic","model":"m","stopReason":"toolUse"`)
	s.entry("toolResult", `[{"type":"text","text":"TOKEN=x"}]`, `,"toolCallId":"c1","toolName":"bash","isError":false`)
	s.entry("toolResult", `[{"type":"text","text":"a b"}]`, `,"toolCallId":"c2","toolName":"bash","isError":false`)
	s.text("assistant", "done")
	return s.bytes()
}

// TestRemovePair: the removed toolResult is named (line, id, role, why)
// and struck through on the page; the call block's removal is listed on
// its entry; the removed content is not shown.
func TestRemovePair(t *testing.T) {
	_, f := redactBytes(t, engine(t, "", testPolicy("remove-pair")), "p.jsonl", removePairSession())
	diff, page := render(t, f, 3)
	for _, want := range []string{
		"--- p.jsonl\n+++ p.jsonl (redacted)\n",
		"@@ -1,6 +1,6 @@\n",
		"  2 e1 message user\n~ 3 e2 message assistant\n    message.content.1: remove-pair (rule r)\n",
		"- 4 e3 message toolResult  removed: remove-pair\n",
		"  5 e4 message toolResult\n  6 e5 message assistant\n",
	} {
		if !strings.Contains(diff, want) {
			t.Errorf("diff lacks %q:\n%s", want, diff)
		}
	}
	if strings.Contains(diff, "TOKEN=x") || strings.Contains(page, "TOKEN=x") || strings.Contains(page, "SECRET-") {
		t.Error("removed content is shown")
	}
	for _, re := range []string{
		`<li class="entry changed removed" data-line="4">\s*<div class="head">line 4 · e3 · message · <span class="role">toolResult</span> <span class="label">removed: remove-pair</span>`,
		`<li class="entry changed" data-line="3">[\s\S]*?\[tool call bash\] \{&#34;command&#34;:&#34;ls&#34;\}`,
		`<h3>Active branch: 5 entries, root first</h3>`,
		`<dt>Resumable</dt><dd class="resumable">same provider: `,
	} {
		if !regexp.MustCompile(re).MatchString(page) {
			t.Errorf("page does not match %s", re)
		}
	}
}

// TestDiffContext: --diff-context N shows N neighbouring lines each side,
// and separate hunks for changes further apart.
func TestDiffContext(t *testing.T) {
	s := newSession()
	s.text("user", "key SECRET-AAAA1111")
	for i := 0; i < 8; i++ {
		s.text("assistant", "plain")
	}
	s.text("user", "again SECRET-BBBB2222")
	_, f := redactBytes(t, engine(t, "", testPolicy("mask")), "c.jsonl", s.bytes())
	d0, _ := render(t, f, 0)
	if got := len(regexp.MustCompile(`(?m)^  \d`).FindAllString(d0, -1)); got != 0 {
		t.Errorf("context 0 shows %d context lines:\n%s", got, d0)
	}
	if got := strings.Count(d0, "@@ -"); got != 2 {
		t.Errorf("context 0: %d hunks, want 2:\n%s", got, d0)
	}
	d1, _ := render(t, f, 1)
	for _, want := range []string{"@@ -1,3 +1,3 @@\n  1 s1 session\n~ 2 e1 message user\n", "  3 e2 message assistant\n@@ -10,2 +10,2 @@\n  10 e9 message assistant\n~ 11 e10 message user\n"} {
		if !strings.Contains(d1, want) {
			t.Errorf("context 1 lacks %q:\n%s", want, d1)
		}
	}
	d5, _ := render(t, f, 5)
	if got := strings.Count(d5, "@@ -"); got != 1 {
		t.Errorf("context 5: %d hunks, want 1 (merged):\n%s", got, d5)
	}
}

// TestUnchanged: a file nothing changed in gives no diff.
func TestUnchanged(t *testing.T) {
	s := newSession()
	s.text("user", "nothing to see")
	_, f := redactBytes(t, engine(t, "", testPolicy("mask")), "u.jsonl", s.bytes())
	if d, _ := render(t, f, 3); d != "" {
		t.Errorf("diff of an unchanged file:\n%s", d)
	}
}

// TestExcerpt: a short string is whole, a long one keeps the head and a
// window around each token, cut on rune boundaries.
func TestExcerpt(t *testing.T) {
	if got := plain(excerpt("a [REDACTED:x] b", 100, 5, true)); got != "a [REDACTED:x] b" {
		t.Errorf("short: %q", got)
	}
	s := strings.Repeat("é", 100) + "[REDACTED:r]" + strings.Repeat("z", 100)
	segs := excerpt(s, 60, 10, true)
	got := plain(segs)
	want := strings.Repeat("é", 15) + " … ééééé[REDACTED:r]zzzzzzzzzz…"
	if got != want {
		t.Errorf("long: %q, want %q", got, want)
	}
	marked := 0
	for _, sg := range segs {
		if sg.Mark {
			marked++
			if sg.Text != "[REDACTED:r]" {
				t.Errorf("marked %q", sg.Text)
			}
		}
	}
	if marked != 1 {
		t.Errorf("%d marks", marked)
	}
	// No token: a page entry shows its start, up to the limit.
	if got := plain(excerpt(strings.Repeat("a", 100), 60, 10, true)); got != strings.Repeat("a", 60)+"…" {
		t.Errorf("no token: %q", got)
	}
}

// TestNoOutput: a streamed result (no output bytes) is reviewed from the
// report alone: the removed entry is named, nothing else is marked
// removed, and no text is shown.
func TestNoOutput(t *testing.T) {
	data := removePairSession()
	res, _ := redactBytes(t, engine(t, "", testPolicy("remove-pair")), "p.jsonl", data)
	f, err := Build(data, nil, &res.File, Options{})
	if err != nil {
		t.Fatal(err)
	}
	diff, page := render(t, f, 1)
	for _, want := range []string{"~ 3 e2 message assistant\n    message.content.1: remove-pair (rule r)\n", "- 4 e3 message toolResult  removed: remove-pair\n", "  5 e4 message toolResult\n"} {
		if !strings.Contains(diff, want) {
			t.Errorf("diff lacks %q:\n%s", want, diff)
		}
	}
	if strings.Contains(page, `<pre class="text">`) || !strings.Contains(page, "streamed") {
		t.Error("a page without output shows text or does not say why")
	}
}

// TestEdited: the edited region of an output string (an anonymized path
// has no token) is found from the input without keeping any of it.
func TestEdited(t *testing.T) {
	in := strings.Repeat("x", 200) + " /home/alice/src " + strings.Repeat("y", 200)
	out := strings.Repeat("x", 200) + " /home/user/src " + strings.Repeat("y", 200)
	got := plain(excerpt(out, 100, 10, false, edited(in, out, 10)...))
	if want := "…xxx /home/user/src yyyyy…"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if sp := edited("same", "same", 10); sp != nil {
		t.Errorf("identical strings: %v", sp)
	}
	if sp := edited("abcdef", "abef", 10); len(sp) != 1 || sp[0] != (span{2, 2}) {
		t.Errorf("deletion: %v", sp)
	}
}

// TestTextArtifact: a text artifact's changed lines are listed with their
// redacted text; its secret is not shown.
func TestTextArtifact(t *testing.T) {
	data := []byte("build ok\ntoken SECRET-TX" + "TX9999 used\nbye\n")
	res := engine(t, "", testPolicy("mask")).Text("1.bash.log", data)
	if res.Fatal != nil {
		t.Fatal(res.Fatal)
	}
	f, err := Build(data, res.Output, &res.File, Options{})
	if err != nil {
		t.Fatal(err)
	}
	diff, page := render(t, f, 1)
	if !strings.Contains(diff, "~ 2 - text\n") || !strings.Contains(diff, `+ "token [REDACTED:test-secret] used"`) {
		t.Errorf("diff:\n%s", diff)
	}
	if strings.Contains(diff+page, "SECRET-") {
		t.Error("the secret is shown")
	}
	if !strings.Contains(page, "<h3>Changed lines</h3>") || !strings.Contains(page, "<mark>[REDACTED:test-secret]</mark>") {
		t.Error("page lacks the changed line")
	}
}

// TestSecretID: a secret used as an entry id (or parent link) is masked in
// the review with the engine's Mask, as the report masks it.
func TestSecretID(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	var sec fakesecret.Secret
	for _, g := range fakesecret.Generators() {
		if g.Kind == "github-pat" {
			sec = g.Gen(r)
		}
	}
	if sec.Value == "" {
		t.Fatal("no github-pat generator")
	}
	data := []byte(`{"type":"session","version":3,"id":"s1","timestamp":"2026-11-02T10:00:00.000Z","cwd":"/w"}
{"type":"message","id":` + jstr(sec.Value) + `,"parentId":null,"timestamp":"2026-11-02T10:00:01.000Z","message":{"role":"user","content":[{"type":"text","text":"token ` + sec.Value + `"}],"timestamp":1}}
`)
	e := engine(t, "default", "")
	res, err := e.Session("id.jsonl", data, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Fatal != nil {
		t.Skipf("the engine refuses a secret id: %v", res.Fatal)
	}
	f, err := Build(data, res.Output, &res.File, Options{Mask: e.Mask})
	if err != nil {
		t.Fatal(err)
	}
	diff, page := render(t, f, 3)
	if strings.Contains(diff+page, sec.Value) {
		t.Errorf("the secret id is shown:\n%s", diff)
	}
	if !strings.Contains(diff, "~ 2 [REDACTED") {
		t.Errorf("the changed entry is not listed with a masked id:\n%s", diff)
	}
}
