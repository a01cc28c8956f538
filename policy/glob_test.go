package policy

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestGlobMatch(t *testing.T) {
	tests := []struct {
		kind    globKind
		pattern string
		yes, no []string
	}{
		{nameGlob, "read", []string{"read"}, []string{"Read", "read_file", "", "xread"}},
		{nameGlob, "read*", []string{"read", "read_file", "readme"}, []string{"Read", "xread"}},
		{nameGlob, "mcp_*_get", []string{"mcp_github_get", "mcp__get", "mcp_a.b/c_get"}, []string{"mcp_github_list"}},
		{nameGlob, "r?ad", []string{"read", "rXad", "réad"}, []string{"rad", "reead"}},
		{pathGlob, "message.content.*.text", []string{"message.content.0.text", "message.content.12.text"},
			[]string{"message.content.text", "message.content.0.1.text", "message.content.0.texts", "xmessage.content.0.text"}},
		{pathGlob, "**.arguments.**", []string{"message.content.1.arguments.command", "arguments.x", "a.b.arguments.c.d"},
			[]string{"message.content.1.arguments", "message.content.1.argumentsx.y"}},
		{pathGlob, "**", []string{"a", "a.b.c"}, nil},
		{pathGlob, "message.**", []string{"message.content", "message.content.0.text"}, []string{"message", "messages.x"}},
		{pathGlob, "a.**.b", []string{"a.b", "a.x.b", "a.x.y.b"}, []string{"a.x.c", "ab"}},
		{pathGlob, "data.*", []string{"data.key", `data.a\.b`}, []string{"data.a.b"}},
		{pathGlob, `data.a\.b`, []string{`data.a\.b`}, []string{"data.a.b", `data.a\.bc`}},
		{pathGlob, "data.*x", []string{"data.x", `data.a\.x`, "data.yyx"}, []string{"data.a.x", "data.xy"}},
		{fileGlob, ".env", []string{".env", "/home/u/.env", `C:\w\.env`, "./.env", "a/b/.env"}, []string{"prod.env", ".envrc", ".env/x", "x.env"}},
		{fileGlob, "**/.env", []string{".env", "/home/u/.env"}, []string{".envrc"}},
		{fileGlob, ".env.*", []string{".env.local", "/p/.env.production"}, []string{".env", ".env/x"}},
		{fileGlob, "*.pem", []string{"key.pem", "/etc/ssl/key.pem", ".pem"}, []string{"key.pem.bak", "/etc/pem/key"}},
		{fileGlob, "id_rsa*", []string{"id_rsa", "/home/u/.ssh/id_rsa.pub"}, []string{"my_id_rsa"}},
		{fileGlob, "credentials*.json", []string{"credentials.json", "/x/credentials-prod.json"}, []string{"credentials.yaml", "mycredentials.json"}},
		{fileGlob, ".aws/credentials", []string{".aws/credentials", "/home/u/.aws/credentials", `C:\Users\u\.aws\credentials`}, []string{"credentials", "/x/aws/credentials", ".aws/credentials.bak"}},
		{fileGlob, "/etc/*", []string{"/etc/passwd"}, []string{"/etc/a/b", "/x/etc/passwd", "etc/passwd"}},
		{fileGlob, "/etc/**", []string{"/etc/passwd", "/etc/a/b"}, []string{"/x/etc/passwd"}},
		{fileGlob, "src/**/*.go", []string{"src/a.go", "/r/src/a/b/c.go"}, []string{"src/a.txt", "/r/srcx/a.go"}},
	}
	for _, tt := range tests {
		g, err := compileGlob(tt.pattern, tt.kind)
		if err != nil {
			t.Fatalf("compileGlob(%q): %v", tt.pattern, err)
		}
		for _, s := range tt.yes {
			if !g.match(s) {
				t.Errorf("glob %q (kind %d) does not match %q, want match", tt.pattern, tt.kind, s)
			}
		}
		for _, s := range tt.no {
			if g.match(s) {
				t.Errorf("glob %q (kind %d) matches %q, want no match", tt.pattern, tt.kind, s)
			}
		}
	}
}

func TestGlobErrors(t *testing.T) {
	tests := []struct {
		kind    globKind
		pattern string
		want    string
	}{
		{nameGlob, "", "empty glob"},
		{nameGlob, "read**", `"**" is only allowed`},
		{pathGlob, "a..b", "empty segment"},
		{pathGlob, ".a", "empty segment"},
		{pathGlob, "a.", "ends with a separator"},
		{pathGlob, "a**.b", `"**" must be a whole segment`},
		{pathGlob, "**b", `"**" must be a whole segment`},
		{pathGlob, `a\`, `trailing "\"`},
		{pathGlob, "**..a", "empty segment"},
		{fileGlob, "a//b", "empty segment"},
		{fileGlob, "dir/", "ends with a separator"},
	}
	for _, tt := range tests {
		_, err := compileGlob(tt.pattern, tt.kind)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("compileGlob(%q) = %v, want error containing %q", tt.pattern, err, tt.want)
		}
	}
}

// TestGlobNoBacktracking guards against exponential matching: a glob with
// many stars against a long near-miss must finish at once.
func TestGlobNoBacktracking(t *testing.T) {
	pat := strings.Repeat("*a", 30) + "*b"
	long := strings.Repeat("a", 4000)
	for _, kind := range []globKind{nameGlob, pathGlob, fileGlob} {
		g, err := compileGlob(pat, kind)
		if err != nil {
			t.Fatal(err)
		}
		if g.match(long) {
			t.Errorf("kind %d: matched", kind)
		}
		if !g.match(long + "b") {
			t.Errorf("kind %d: no match", kind)
		}
	}
	g, _ := compileGlob("**/"+strings.Repeat("*a/", 20)+"x", fileGlob)
	if g.match(strings.Repeat("aaaa/", 800) + "y") {
		t.Error("matched")
	}
	if _, err := compileGlob(strings.Repeat("x", maxUnits+1), nameGlob); err == nil {
		t.Error("overlong glob accepted")
	}
}

// TestGlobFastPaths checks the shortcuts (tail, prefix, suffix, needle,
// literal, one star) against the plain NFA on random patterns and values.
func TestGlobFastPaths(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	pick := func(alpha []string, n int) string {
		var b strings.Builder
		for range n {
			b.WriteString(alpha[r.IntN(len(alpha))])
		}
		return b.String()
	}
	patAlpha := []string{"a", "b", ".", "/", "*", "?", "**/", "**.", "é", `\.`}
	valAlpha := []string{"a", "b", ".", "/", `\`, "é", "ab", `\.`}
	checked := 0
	for i := 0; i < 20000; i++ {
		kind := globKind(r.IntN(3))
		pat := pick(patAlpha, 1+r.IntN(6))
		g, err := compileGlob(pat, kind)
		if err != nil {
			continue
		}
		slow := *g
		slow.tail, slow.prefix, slow.suffix, slow.needle, slow.literal, slow.oneStar = 0, "", "", "", false, false
		for j := 0; j < 20; j++ {
			v := pick(valAlpha, r.IntN(8))
			if got, want := g.match(v), slow.match(v); got != want {
				t.Fatalf("kind %d glob %q value %q: fast %v, NFA %v", kind, pat, v, got, want)
			}
			checked++
		}
	}
	if checked < 10000 {
		t.Errorf("only %d checks", checked)
	}
}
