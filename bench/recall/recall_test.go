package main

import (
	"encoding/base64"
	"encoding/json"
	"go/parser"
	"go/token"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/bench/encodings"
)

func TestSampleRegexMatches(t *testing.T) {
	r := rng(1, "t")
	for _, re := range []string{
		`ghp_[0-9a-zA-Z]{36}`,
		`(?:ghu|ghs)_[0-9a-zA-Z]{36}`,
		`xox[baprs]-[0-9]{10,13}-[a-zA-Z0-9-]*`,
		`(?i)AKIA[A-Z2-7]{16}`,
		`[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}`,
		`sk-ant-api03-[a-zA-Z0-9_\-]{93}AA`,
	} {
		for i := 0; i < 20; i++ {
			s, err := sampleRegex(r, re)
			if err != nil {
				t.Fatal(err)
			}
			if !regexp.MustCompile(`^(?:` + re + `)$`).MatchString(s) {
				t.Errorf("%s: sample %q does not match", re, s)
			}
		}
	}
}

const evalSrc = `package p

import "fmt"

const keyword = "acme"

var (
	valid   = "AbC" + "123"
	invalid = fmt.Sprintf("%s-%d", "x", 7)
)

func wrap(s string) string { return fmt.Sprintf("%s_token = %q", keyword, s) }

func TestX(t *testing.T) {
	local := valid + "!"
	tests := []struct {
		input string
		want  []string
	}{
		{input: wrap(local), want: []string{local}},
		{input: invalid, want: nil},
	}
	more := append([]string{"a"}, "b", "c")
	m := map[string]string{"z": "last", "a": "first"}
	_, _, _ = tests, more, m
}
`

func TestEvaluator(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "x.go", evalSrc, 0)
	if err != nil {
		t.Fatal(err)
	}
	e := newEvaluator()
	e.addFile(f, "")
	sc := scope{}
	for _, st := range e.funcs["TestX"].Body.List {
		e.exec(st, sc)
	}
	if got := sc["local"].s; got != "AbC123!" {
		t.Errorf("local = %q", got)
	}
	if got := sc["more"].list; strings.Join(got, ",") != "a,b,c" {
		t.Errorf("append = %q", got)
	}
	if got := sc["m"].list; strings.Join(got, ",") != "first,last" {
		t.Errorf("map values = %q (want ordered by key)", got)
	}
	pos, neg, dropped := testCases(f, "acme")
	if len(pos) != 1 || len(neg) != 1 || dropped != 0 {
		t.Fatalf("cases: %d positive, %d negative, %d dropped", len(pos), len(neg), dropped)
	}
	if pos[0].Text != `acme_token = "AbC123!"` || len(pos[0].Secrets) != 1 || pos[0].Secrets[0] != "AbC123!" {
		t.Errorf("positive = %q %q", pos[0].Text, pos[0].Secrets)
	}
	if neg[0].Text != "x-7" || !neg[0].Decoy {
		t.Errorf("negative = %+v", neg[0])
	}
}

// testToken returns a fake token of n letters and digits, made at test
// time so that no token-shaped literal is committed.
func testToken(seed int64, n int) string {
	const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	r := rand.New(rand.NewSource(seed))
	b := make([]byte, n)
	for i := range b {
		b[i] = alnum[r.Intn(len(alnum))]
	}
	return string(b)
}

func TestSecretsIn(t *testing.T) {
	tok := "Zq8" + testToken(1, 13) // two character classes for sure
	text := `user=alice host=db.example.com secret=` + tok
	got := secretsIn(text, []string{"alice:" + tok + ":db.example.com"})
	if len(got) != 1 || got[0] != tok {
		t.Errorf("secretsIn = %q, want only the token-like part", got)
	}
	if got := secretsIn(text, []string{tok}); len(got) != 1 {
		t.Errorf("verbatim want not found: %q", got)
	}
}

// A line left untouched must count as surviving in every encoding, and a
// line where the secret was replaced must count as removed.
func TestEncodingsNeedles(t *testing.T) {
	key := "sk_" + "live_" + testToken(2, 24)
	ex := example{Text: `STRIPE_KEY="` + key + `"` + "\nother=1", Secrets: []string{key}}
	for _, enc := range encodingNames {
		for _, loc := range locations {
			pre, post := context(loc)
			c := encode(ex, enc, loc, pre, post)
			var decoded string
			if err := json.Unmarshal([]byte(c.literal), &decoded); err != nil {
				t.Fatalf("%s/%s: literal is not a JSON string: %v", enc, loc, err)
			}
			line := `{"text":` + c.literal + `}`
			if !found(line, c.needles[0]) {
				t.Errorf("%s/%s: untouched line not seen as surviving", enc, loc)
			}
			masked := maskAll(decoded, ex.Secrets[0], enc)
			if found(`{"text":`+encodings.JSONLit(masked)+`}`, c.needles[0]) {
				t.Errorf("%s/%s: masked line still seen as surviving", enc, loc)
			}
		}
	}
}

func found(line string, needles []string) bool {
	for _, n := range needles {
		if strings.Contains(line, n) {
			return true
		}
	}
	return false
}

// maskAll replaces the secret (in the form the encoding gives it) the way
// a redactor would.
func maskAll(decoded, secret, enc string) string {
	switch enc {
	case encBase64:
		i := strings.Index(decoded, "echo ")
		if i < 0 {
			i = strings.Index(decoded, "notes.txt\n") + len("notes.txt\n")
		} else {
			i += len("echo ")
		}
		j := i
		for j < len(decoded) && decoded[j] != ' ' && decoded[j] != '\n' {
			j++
		}
		b, _ := base64.StdEncoding.DecodeString(decoded[i:j])
		out := strings.ReplaceAll(string(b), secret, "[REDACTED]")
		return decoded[:i] + base64.StdEncoding.EncodeToString([]byte(out)) + decoded[j:]
	case encFolded:
		folded, _ := encodings.Fold(secret, []string{secret})
		return strings.ReplaceAll(decoded, folded, "[REDACTED]")
	case encJSON:
		return strings.ReplaceAll(decoded, encodings.JSONEsc(secret), "[REDACTED]")
	}
	return strings.ReplaceAll(decoded, secret, "[REDACTED]")
}

func TestUEscapeDecodes(t *testing.T) {
	s := `tok="a\b" ünï 😀`
	var got string
	if err := json.Unmarshal([]byte(`"`+encodings.UEscape(s, 0)+`"`), &got); err != nil || got != s {
		t.Errorf("uEscape round trip = %q, %v", got, err)
	}
	if strings.Contains(encodings.UEscape("abcdef", 0), "abcdef") || !strings.Contains(encodings.UEscape("abcdef", 0), `\u`) {
		t.Errorf("uEscape left the run unescaped: %s", encodings.UEscape("abcdef", 0))
	}
}

func TestFoldCutsInsideSecret(t *testing.T) {
	text, pieces := encodings.Fold("key=0123456789abcdefXYZ end", []string{"0123456789abcdefXYZ"})
	if strings.Contains(text, "0123456789abcdefXYZ") || !strings.Contains(text, "\n") {
		t.Errorf("fold did not cut the secret: %q", text)
	}
	for _, p := range pieces[0] {
		if !strings.Contains(text, p) {
			t.Errorf("piece %q not in folded text", p)
		}
	}
}

// The gitleaks module source is in the module cache after go mod
// download (CI does it): corpus A must come out of it with samples for
// nearly every default rule, each secret inside its sample.
func TestGitleaksCorpus(t *testing.T) {
	out, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil {
		t.Skip("go env:", err)
	}
	dir := filepath.Join(strings.TrimSpace(string(out)), "github.com/zricethezav/gitleaks/v8@v8.30.1")
	if _, err := os.Stat(filepath.Join(dir, "cmd/generate/config/rules")); err != nil {
		t.Skip("gitleaks module source not downloaded")
	}
	exs, st, err := gitleaksExamples(dir, 1, 3)
	if err != nil {
		t.Fatal(err)
	}
	fams := map[string]bool{}
	for _, e := range exs {
		if e.Decoy {
			continue
		}
		fams[e.Family] = true
		for _, s := range e.Secrets {
			if !strings.Contains(e.Text, s) {
				t.Errorf("%s: secret not inside its sample", e.Family)
			}
		}
	}
	if len(fams) < 200 || st.Positive < 500 || st.Negative < 50 {
		t.Errorf("corpus A too small: %d families, %+v", len(fams), st)
	}
}

// redacted reads an output tree: a secret still on its entry's line
// survives, a masked or removed one does not, a decoy counts as masked
// when its line changed, and a file not written is -1.
func TestRedacted(t *testing.T) {
	dir := t.TempDir()
	orig := `{"type":"message","id":"d1","text":"token: none"}`
	m := &manifest{Plants: []plant{
		{example: example{Secrets: []string{"S3cr3tValue99"}}, File: "a.jsonl", Entry: "e1", Needles: [][]string{{"S3cr3tValue99"}}},
		{example: example{Secrets: []string{"Other77Secret"}}, File: "a.jsonl", Entry: "e2", Needles: [][]string{{"Other77Secret"}}},
		{example: example{Secrets: []string{"Gone55Secret"}}, File: "a.jsonl", Entry: "e3", Needles: [][]string{{"Gone55Secret"}}},
		{example: example{Decoy: true}, File: "a.jsonl", Entry: "d1", Orig: orig},
		{example: example{Decoy: true}, File: "a.jsonl", Entry: "d2", Orig: `{"type":"message","id":"d2","text":"v1.2.3"}`},
		{example: example{Secrets: []string{"x"}}, File: "missing.jsonl", Entry: "e9", Needles: [][]string{{"x"}}},
	}}
	out := strings.Join([]string{
		`{"type":"message","id":"e1","text":"key S3cr3tValue99"}`,
		`{"type":"message","id":"e2","text":"key [REDACTED]"}`,
		orig,
		`{"type":"message","id":"d2","text":"[REDACTED]"}`,
	}, "\n") + "\n"
	if err := os.WriteFile(filepath.Join(dir, "a.jsonl"), []byte(out), 0o600); err != nil {
		t.Fatal(err)
	}
	got, err := redacted(m, dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []int8{0, 1, 1, 0, 1, -1}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("plant %d: got %d, want %d", i, got[i], want[i])
		}
	}
}
