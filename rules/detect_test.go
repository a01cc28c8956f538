package rules

import (
	"encoding/base64"
	"errors"
	"math/rand"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/omp-redact/omp-redact/internal/fakesecret"
	"github.com/omp-redact/omp-redact/session"
	"github.com/tidwall/gjson"
)

var (
	defaultSetOnce sync.Once
	defaultSet     *Set
)

func testSet(t testing.TB) *Set {
	t.Helper()
	defaultSetOnce.Do(func() {
		s, err := New(Config{})
		if err != nil {
			t.Fatal(err)
		}
		defaultSet = s
	})
	return defaultSet
}

func jsonStr(s string) string { return string(session.AppendString(nil, s)) }

// encoding turns a snippet into the string Detect sees and returns the span
// of that string that must be covered for the secret to be removed.
type encoding struct {
	name string
	wrap func(text, secret string) (scanned string, start, end int)
}

func plainSpan(text, secret string) (string, int, int) {
	i := strings.Index(text, secret)
	return text, i, i + len(secret)
}

var encodings = []encoding{
	{"plain", plainSpan},
	{"json-document", func(text, secret string) (string, int, int) {
		// a tool argument or `cat config.json` output: a JSON document as text
		doc := `{"command": "run", "env": ` + jsonStr(text) + `}`
		enc := jsonStr(secret)
		i := strings.Index(doc, enc[1:len(enc)-1])
		return doc, i, i + len(enc) - 2
	}},
	{"escaped-twice", func(text, secret string) (string, int, int) {
		inner := `{"env": ` + jsonStr(text) + `}`
		doc := `{"output": ` + jsonStr(inner) + `}`
		enc := jsonStr(jsonStr(secret))
		enc = enc[3 : len(enc)-3] // drop \" and " on both sides
		i := strings.Index(doc, enc)
		return doc, i, i + len(enc)
	}},
	{"unicode-escapes", func(text, secret string) (string, int, int) {
		// the session line escapes every byte as \u00XX; the walker decodes it
		var b strings.Builder
		b.WriteByte('"')
		for i := 0; i < len(text); i++ {
			b.WriteString(`\u00`)
			b.WriteString(hexByte(text[i]))
		}
		b.WriteByte('"')
		return plainSpan(session.DecodeString([]byte(b.String())), secret)
	}},
	{"json-in-prose", func(text, secret string) (string, int, int) {
		// a config printed inside prose, with a JSON string holding JSON:
		// the secret is followed by \" in the decoded string
		inner := `{"env":` + jsonStr(text) + `,"retries":3}`
		doc := "The request was:\n{\n  \"requestBody\": " + jsonStr(inner) + "\n}\nand it failed."
		enc := jsonStr(jsonStr(secret))
		enc = enc[3 : len(enc)-3]
		i := strings.Index(doc, enc)
		return doc, i, i + len(enc)
	}},
	{"folded", func(text, secret string) (string, int, int) {
		// the whole snippet wrapped at 64 columns, the wrap inside the secret
		// (only the line holding the secret, as a terminal would)
		const w = 64
		i := strings.Index(text, secret)
		ls := strings.LastIndexByte(text[:i], '\n') + 1
		le := strings.IndexByte(text[i:], '\n')
		if le < 0 {
			le = len(text)
		} else {
			le += i
		}
		off := i - ls
		pad := (w - len(secret)/2 - off%w + 2*w) % w
		line := strings.Repeat(" ", pad) + text[ls:le]
		var b strings.Builder
		for len(line) > w {
			b.WriteString(line[:w] + "\n")
			line = line[w:]
		}
		b.WriteString(line)
		pre := "output:\n" + text[:ls]
		out := pre + b.String() + text[le:] + "\nexit 0"
		q, qe := pad+off, pad+off+len(secret)
		return out, len(pre) + q + q/w, len(pre) + (qe - 1) + (qe-1)/w + 1
	}},
	{"base64", func(text, secret string) (string, int, int) {
		b := base64.StdEncoding.EncodeToString([]byte(text))
		s := "echo " + b + " | base64 -d > .env"
		return s, 5, 5 + len(b)
	}},
	{"percent", func(text, secret string) (string, int, int) {
		q := url.QueryEscape(text)
		s := "GET https://hooks.internal/cb?payload=" + q + " HTTP/1.1"
		e := url.QueryEscape(secret)
		i := strings.Index(s, e)
		return s, i, i + len(e)
	}},
}

func hexByte(c byte) string {
	const h = "0123456789abcdef"
	return string([]byte{h[c>>4], h[c&15]})
}

func covered(ms []Match, start, end int) bool {
	for _, m := range ms {
		if m.Start <= start && m.End >= end {
			return true
		}
	}
	return false
}

// TestFamilies plants every fake secret family in every encoding and
// checks that a match covers exactly what must be removed.
func TestFamilies(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(42))
	gitleaksFamilies := map[string]bool{}
	for _, g := range fakesecret.Generators() {
		for _, enc := range encodings {
			sec := g.Gen(r)
			if (enc.name == "percent" || enc.name == "folded") && strings.Contains(sec.Value, "\n") {
				continue // PEM in a query string or refolded: covered by TestPEM
			}
			text, start, end := enc.wrap(sec.Text, sec.Value)
			if start < 0 {
				t.Fatalf("%s/%s: bad test setup", g.Kind, enc.name)
			}
			ms, err := s.Detect(text)
			if err != nil {
				t.Errorf("%s/%s: %v", g.Kind, enc.name, err)
			}
			if enc.name == "folded" && !coveredPieces(ms, text, start, end) || enc.name != "folded" && !covered(ms, start, end) {
				t.Errorf("%s/%s: secret [%d,%d) not covered; got %v", g.Kind, enc.name, start, end, ids(ms))
				continue
			}
			if strings.HasPrefix(text, "{") {
				// masking every span keeps a nested document valid JSON
				red := text
				for i := len(ms) - 1; i >= 0; i-- {
					red = red[:ms[i].Start] + "[REDACTED:" + ms[i].RuleID + "]" + red[ms[i].End:]
				}
				if !gjson.Valid(red) || strings.Contains(red, sec.Value) {
					t.Errorf("%s/%s: masked document invalid or still holds the secret", g.Kind, enc.name)
				}
			}
			if enc.name == "plain" {
				// the exact span, by the expected rule (or a merged union
				// with one that found the same secret)
				found := false
				for _, m := range ms {
					if m.Start == start && m.End == end || m.Start <= start && m.End >= end && m.RuleID == g.RuleID {
						found = true
					}
				}
				if !found {
					t.Errorf("%s/plain: no match with the exact span; got %v", g.Kind, ids(ms))
				}
				if g.Gitleaks {
					gitleaksFamilies[g.RuleID] = true
				}
			}
		}
	}
	if len(gitleaksFamilies) < 25 {
		t.Errorf("only %d gitleaks rule families covered", len(gitleaksFamilies))
	}
}

func ids(ms []Match) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.RuleID)
	}
	return out
}

func TestDecoys(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(7))
	for i := 0; i < 5; i++ {
		for _, d := range fakesecret.Decoys(r) {
			for _, text := range []string{d.Text, `{"output": ` + jsonStr(d.Text) + `}`} {
				ms, err := s.Detect(text)
				if err != nil || len(ms) > 0 {
					t.Errorf("decoy %s: %v %v", d.Kind, ids(ms), err)
				}
			}
		}
	}
}

func TestPlaceholders(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{
		"password=changeme", "DB_PASSWORD=${DB_PASSWORD}", "token: $GITHUB_TOKEN", "password: <password>",
		"api_key = ***", "secret: xxxxxxxx", `"apiKey": "your-api-key"`, "password = example",
		"postgres://user:${PGPASSWORD}@db:5432/app", "mysql://root:<password>@localhost/db",
		"credentials=/root/.smbcredentials", "docker buildx build --secret id=npmrc,src=$HOME/.npmrc -t x .", "PWD=/home/mei/research/rlhf", "LoadCredential=tls-key:/etc/caddy/private/site.key",
		`"ARN": "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/billing/db-AbCdEf",`, "token=a[10]=b", "postgres://user:${PGPASSWORD}@${PGHOST}:5432/app", `postgres://user:{{PGPASSWORD}}@{{ env "HOST" }}/app`,
		"export ANTHROPIC_API_KEY=sk-ant-...", "password: aaaaaaaaaaaa", `"totalTokens": 12345`,
		"max_tokens = 4096", "token = os.getenv(\"TOKEN\")", "password: str", "secret = self.secret",
		"Authorization: Bearer <token>", "Authorization: Bearer $TOKEN",
		`const charset = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"`, `alphabet := "ybndrfg8ejkmcpqxot1uwisza345h769"`,
	} {
		ms, err := s.Detect(text)
		if err != nil || len(ms) > 0 {
			t.Errorf("%q: %v %v", text, ids(ms), err)
		}
	}
}

// TestPlaceholderWordLength keeps maxPlaceholderWord, which lets long
// values skip the word lookup, no shorter than the longest word.
func TestPlaceholderWordLength(t *testing.T) {
	for w := range placeholderWords {
		if len(w) > maxPlaceholderWord {
			t.Errorf("placeholder word %q is longer than maxPlaceholderWord (%d)", w, maxPlaceholderWord)
		}
	}
}

// TestPEM checks private keys with real, indented and escaped newlines.
func TestPEM(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3))
	for _, typ := range []string{"RSA", "EC", "OPENSSH", ""} {
		begin, end := fakesecret.PEMArmour(typ)
		body := fakesecret.PEMBody(r, typ)
		key := begin + "\n" + body + "\n" + end
		indented := strings.ReplaceAll(key, "\n", "\n    ")
		sa := `{"type": "service_account", "project_id": "demo", "private_key": ` + jsonStr(key+"\n") + `, "client_email": "a@b.iam.gserviceaccount.com"}`
		cases := []struct {
			name, text, secret string
		}{
			{"real", "$ cat key.pem\n" + key + "\n", key},
			{"indented", "tls:\n  key: |\n    " + indented + "\n", indented},
			{"json", sa, jsonStr(key)[1 : len(jsonStr(key))-1]},
			{"double-json", `{"stdout": ` + jsonStr(sa) + `}`, strings.ReplaceAll(jsonStr(key)[1:len(jsonStr(key))-1], `\`, `\\`)},
			{"truncated", "key:\n" + begin + "\n" + body[:len(body)/2], begin + "\n" + body[:len(body)/2]},
		}
		for _, c := range cases {
			ms, err := s.Detect(c.text)
			i := strings.Index(c.text, c.secret)
			if err != nil || i < 0 || !covered(ms, i, i+len(c.secret)) {
				t.Errorf("%s/%s: not covered (%d): %v %v", typ, c.name, i, ids(ms), err)
			}
		}
	}
}

func TestFolded(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(5))
	tok := "ghp_" + strings.Repeat("x", 0)
	for _, g := range fakesecret.Generators() {
		if g.Kind == "github-pat" {
			tok = g.Gen(r).Value
		}
	}
	for _, w := range []int{20, 24} {
		var lines []string
		for i := 0; i < len(tok); i += w {
			lines = append(lines, tok[i:min(len(tok), i+w)])
		}
		text := "token printed by the tool:\n" + strings.Join(lines, "\n") + "\ndone"
		ms, err := s.Detect(text)
		start := strings.Index(text, lines[0])
		end := strings.Index(text, "\ndone")
		if err != nil || !coveredPieces(ms, text, start, end) {
			t.Errorf("width %d: not covered: %v %v", w, ids(ms), err)
		}
	}
}

func TestURLPasswordWithAt(t *testing.T) {
	s := testSet(t)
	text := "DATABASE_URL=postgres://app:p4ss@w0rd-9Zq@db.internal:5432/app"
	ms, _ := s.Detect(text)
	want := "p4ss@w0rd-9Zq"
	i := strings.Index(text, want)
	if !covered(ms, i, i+len(want)) {
		t.Errorf("got %v", ms)
	}
}

// TestValueForms: values whose host is a template's, written as Python
// bytes or raw literals, or ending with a dash, are read whole.
func TestValueForms(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(17))
	pw := randToken(r, "BCDFGHJKLM", 1) + randToken(r, "aeioubcdfg", 6) + randToken(r, "23456789", 2)
	hex := randToken(r, tHex, 40)
	for text, want := range map[string]string{
		`DB_URL="postgres://billing:` + pw + `@{{ env "attr.unique.network.ip-address" }}:5432/billing"`: pw,
		"DB_URL=postgres://billing:" + pw + "Q@${DB_HOST}:5432/billing":                                  pw + "Q",
		`GITHUB_WEBHOOK_SECRET = b"` + hex + `"`:                                                         hex,
		`API_SECRET = rb'` + hex + `'`:                                                                   hex,
		"        - key: /courier/db-password\n          value: \"" + pw + "Z\"\n":                        pw + "Z", // ExternalSecrets' fake provider
		`"PASSWORD": "` + pw + `-",`:                                                                     pw + "-",
		"  secretKey: -k@g%j%" + hex[:12] + "^+" + pw + ")#" + hex[:6] + "\n  url: https://x.io":         "-k@g%j%" + hex[:12] + "^+" + pw + ")#" + hex[:6],
	} {
		ms, _ := s.Detect(text)
		i := strings.Index(text, want)
		if !covered(ms, i, i+len(want)) {
			t.Errorf("%q: got %v", text, ms)
		}
	}
}

func TestTwilioAndAWSContext(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(9))
	key := fakesecret.AWSSecretAccessKey(r)
	text := "[default]\nregion = eu-west-1\nkey id " + fakesecret.AWSAccessKeyID(r) + "\nsecret " + key + "\n"
	ms, _ := s.Detect(text)
	i := strings.Index(text, key)
	if !covered(ms, i, i+len(key)) {
		t.Errorf("aws next to id: %v", ids(ms))
	}
	// a git SHA next to an access key id is not a secret key
	sha := strings.Repeat("3f9a1c0b7d", 4)
	ms, _ = s.Detect("AKIA" + "Z7Q2M4K6P3R5T2W7 was rotated in commit " + sha)
	for _, m := range ms {
		if m.RuleID == "aws-secret-access-key" {
			t.Errorf("SHA flagged as AWS secret")
		}
	}
}

func TestFixtureSessions(t *testing.T) {
	// Investigated: the two real sessions hold only elided examples
	// (export ANTHROPIC_API_KEY=sk-ant-...), which are placeholders.
	s := testSet(t)
	names, vals := fixtureStrings(t)
	for i, n := range names {
		var got []string
		for _, v := range vals[i] {
			ms, err := s.Detect(v)
			if err != nil {
				t.Errorf("%s: %v", n, err)
			}
			got = append(got, ids(ms)...)
		}
		if diff := cmp.Diff([]string(nil), got); diff != "" {
			t.Errorf("%s findings (-want +got):\n%s", n, diff)
		}
	}
}

func TestNestedInnerPath(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(11))
	var tok string
	for _, g := range fakesecret.Generators() {
		if g.Kind == "gitlab-pat" {
			tok = g.Gen(r).Value
		}
	}
	doc := `{"a": [1, {"b": "x\u00e9 ` + tok + `"}]}`
	ms, err := s.Detect(doc)
	if err != nil || len(ms) == 0 {
		t.Fatalf("no match: %v", err)
	}
	m := ms[0]
	if m.InnerPath != "a.1.b" || doc[m.Start:m.End] != tok || m.RuleID != "gitlab-pat" {
		t.Errorf("got %+v", Match{RuleID: m.RuleID, Start: m.Start, End: m.End, InnerPath: m.InnerPath})
	}
	// replacing the span keeps the document valid
	red := doc[:m.Start] + "[REDACTED:gitlab-pat]" + doc[m.End:]
	if !strings.HasPrefix(red, `{"a": [1, {"b": "x\u00e9 [REDACTED`) {
		t.Errorf("redacted: %s", red)
	}
}

func TestResolve(t *testing.T) {
	tests := []struct {
		name string
		in   []Match
		want []Match
	}{
		{"specific beats generic", []Match{{RuleID: "generic-api-key", Start: 5, End: 25}, {RuleID: "github-pat", Start: 5, End: 25}},
			[]Match{{RuleID: "github-pat", Start: 5, End: 25}}},
		{"a generic overlapping a specific is dropped", []Match{{RuleID: "generic-api-key", Start: 0, End: 10}, {RuleID: "jwt", Start: 5, End: 30}},
			[]Match{{RuleID: "jwt", Start: 5, End: 30}}},
		{"a generic longer than a specific is dropped", []Match{{RuleID: "secret-assignment", Start: 5, End: 60}, {RuleID: "github-pat", Start: 5, End: 45}},
			[]Match{{RuleID: "github-pat", Start: 5, End: 45}}},
		{"overlapping specifics merge to the union", []Match{{RuleID: "b-rule", Start: 0, End: 10}, {RuleID: "jwt", Start: 5, End: 30}},
			[]Match{{RuleID: "jwt", Start: 0, End: 30}}},
		{"overlapping generics merge to the union", []Match{{RuleID: "generic-api-key", Start: 0, End: 10}, {RuleID: "secret-assignment", Start: 5, End: 30}},
			[]Match{{RuleID: "secret-assignment", Start: 0, End: 30}}},
		{"a generic running on past a specific merges", []Match{{RuleID: "secret-assignment", Start: 5, End: 13, Secret: "ghp1234x"}, {RuleID: "github-pat", Start: 5, End: 12}},
			[]Match{{RuleID: "github-pat", Start: 5, End: 13}}},
		{"a generic going on after a break is dropped", []Match{{RuleID: "secret-assignment", Start: 5, End: 14, Secret: "ghp1234&x"}, {RuleID: "github-pat", Start: 5, End: 12}},
			[]Match{{RuleID: "github-pat", Start: 5, End: 12}}},
		{"a generic apart from a specific stays", []Match{{RuleID: "generic-api-key", Start: 0, End: 10}, {RuleID: "jwt", Start: 10, End: 30}},
			[]Match{{RuleID: "generic-api-key", Start: 0, End: 10}, {RuleID: "jwt", Start: 10, End: 30}}},
		{"containing wins", []Match{{RuleID: "b-rule", Start: 2, End: 8}, {RuleID: "a-rule", Start: 0, End: 20}},
			[]Match{{RuleID: "a-rule", Start: 0, End: 20}}},
		{"disjoint kept sorted", []Match{{RuleID: "z", Start: 10, End: 12}, {RuleID: "a", Start: 0, End: 2}},
			[]Match{{RuleID: "a", Start: 0, End: 2}, {RuleID: "z", Start: 10, End: 12}}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, resolve(tt.in)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
}

func TestRuneOffsets(t *testing.T) {
	text := "héllo wörld 🎉 password=Zq9-x7Yk2Lp and 日本語 key=Ab3$Cd5%"
	re, err := NewRegex(RegexSpec{ID: "custom", Pattern: `(?:password|key)=(\S+)`, SecretGroup: 1, Keywords: []string{"PASSWORD", "key"}})
	if err != nil {
		t.Fatal(err)
	}
	ms, err := re.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range ms {
		got = append(got, text[m.Start:m.End])
	}
	if diff := cmp.Diff([]string{"Zq9-x7Yk2Lp", "Ab3$Cd5%"}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	var c runeBytes
	for i, want := range []int{0, 1, 3} { // h é l
		if got := c.offset("hél", i); got != want {
			t.Errorf("rune %d: byte %d, want %d", i, got, want)
		}
	}
}

func TestRegexTimeoutFailsClosed(t *testing.T) {
	secret := "Zq9x7Yk2LpQQQQ"
	s, err := New(Config{DisableGitleaks: true, Regexes: []RegexSpec{{ID: "slow", Pattern: `(a+)+$`, Timeout: time.Millisecond}}})
	if err != nil {
		t.Fatal(err)
	}
	text := secret + " " + strings.Repeat("a", 50000) + "!"
	_, err = s.Detect(text)
	var te *TimeoutError
	if !errors.As(err, &te) || te.RuleID != "slow" {
		t.Fatalf("err = %v, want *TimeoutError", err)
	}
	if strings.Contains(err.Error(), secret) || strings.Contains(err.Error(), "aaaa") {
		t.Errorf("error message leaks text: %v", err)
	}
}

func TestUserRegexErrors(t *testing.T) {
	secret := "Zq9x7Yk2LpSECRET"
	for _, spec := range []RegexSpec{{ID: "bad", Pattern: "(" + secret}, {ID: "grp", Pattern: "x", SecretGroup: 2}, {Pattern: "x"}} {
		_, err := New(Config{Regexes: []RegexSpec{spec}})
		if err == nil {
			t.Errorf("%+v: no error", spec.ID)
			continue
		}
		if spec.ID != "" && !strings.Contains(err.Error(), spec.ID) {
			t.Errorf("error does not name the rule: %v", err)
		}
	}
	if _, err := New(Config{DisableRules: []string{"no-such-rule"}}); err == nil || !strings.Contains(err.Error(), "no-such-rule") {
		t.Errorf("unknown disabled rule: %v", err)
	}
}

func TestLiterals(t *testing.T) {
	dir := t.TempDir()
	lit := "hunter2-Zq9/x7+Yk"
	env := filepath.Join(dir, ".env")
	os.WriteFile(env, []byte("# comment\nSHORT=abc\nexport DB_PASS=\"Lp0-dotenv-9xQ\"\n"), 0o600)
	s, err := New(Config{DisableGitleaks: true, Literals: []string{lit}, DotenvFiles: []string{env}})
	if err != nil {
		t.Fatal(err)
	}
	escaped := jsonStr(lit)
	for _, c := range []struct{ name, text, cover string }{
		{"plain", "pw is " + lit + ".", lit},
		{"json-escaped", `{"a":` + escaped + `}`, escaped[1 : len(escaped)-1]},
		{"percent", "?p=" + url.QueryEscape(lit) + "&x=1", url.QueryEscape(lit)},
		{"base64", "data " + base64.StdEncoding.EncodeToString([]byte("x="+lit+";")) + " end", base64.StdEncoding.EncodeToString([]byte("x=" + lit + ";"))},
		{"dotenv", "connecting with Lp0-dotenv-9xQ now", "Lp0-dotenv-9xQ"},
	} {
		ms, err := s.Detect(c.text)
		i := strings.Index(c.text, c.cover)
		if err != nil || !covered(ms, i, i+len(c.cover)) {
			t.Errorf("%s: %v %v", c.name, ids(ms), err)
		}
	}
	if ms, _ := s.Detect("abc is short"); len(ms) != 0 {
		t.Errorf("short dotenv value matched")
	}
}

func TestAllowlist(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	tok := "glpat-" + fakesecret.Password(r)[:0]
	for _, g := range fakesecret.Generators() {
		if g.Kind == "gitlab-pat" {
			tok = g.Gen(r).Value
		}
	}
	s, err := New(Config{Allow: Allowlist{Values: []string{tok}}})
	if err != nil {
		t.Fatal(err)
	}
	if ms, _ := s.Detect("GITLAB_TOKEN=" + tok); len(ms) != 0 {
		t.Errorf("allowlisted value reported: %v", ids(ms))
	}
}

func TestConcurrentDetect(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2))
	var texts []string
	for _, g := range fakesecret.Generators() {
		texts = append(texts, g.Gen(r).Text)
	}
	want := make([][]Match, len(texts))
	for i, x := range texts {
		want[i], _ = s.Detect(x)
	}
	var wg sync.WaitGroup
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i, x := range texts {
				got, _ := s.Detect(x)
				if diff := cmp.Diff(want[i], got); diff != "" {
					t.Errorf("concurrent result differs:\n%s", diff)
					return
				}
			}
		}()
	}
	wg.Wait()
}

func TestFingerprint(t *testing.T) {
	a := Fingerprint([]byte("k1"), "r", "s")
	if len(a) != 32 || a == Fingerprint([]byte("k2"), "r", "s") || a == Fingerprint([]byte("k1"), "r2", "s") || a != Fingerprint([]byte("k1"), "r", "s") {
		t.Errorf("fingerprint not keyed/deterministic: %s", a)
	}
}

func TestSeverity(t *testing.T) {
	for _, sv := range []Severity{SeverityInfo, SeverityLow, SeverityMedium, SeverityHigh, SeverityCritical} {
		got, err := ParseSeverity(sv.String())
		if err != nil || got != sv {
			t.Errorf("%v: %v %v", sv, got, err)
		}
	}
	if _, err := ParseSeverity("urgent"); err == nil {
		t.Error("ParseSeverity accepted urgent")
	}
	s := testSet(t)
	for id, want := range map[string]Severity{"private-key": SeverityCritical, "aws-access-token": SeverityCritical, "generic-api-key": SeverityMedium, "slack-bot-token": SeverityHigh} {
		if r, ok := s.Rule(id); !ok || r.Severity != want {
			t.Errorf("%s: %v %v", id, r.Severity, ok)
		}
	}
}

// TestGitleaksConfigs loads different gitleaks configs in one process, in
// both orders and twice: gitleaks' own [extend] keeps a global depth
// counter, which this package must not depend on.
func TestGitleaksConfigs(t *testing.T) {
	dir := t.TempDir()
	ext := filepath.Join(dir, "extend.toml")
	only := filepath.Join(dir, "only.toml")
	os.WriteFile(ext, []byte("[extend]\nuseDefault = true\n\n[[rules]]\nid = \"acme-token\"\nregex = '''acme_[a-z0-9]{32}'''\nkeywords = [\"acme_\"]\n"), 0o600)
	os.WriteFile(only, []byte("[[rules]]\nid = \"only-rule\"\nregex = '''only_[a-z0-9]{32}'''\nkeywords = [\"only_\"]\n"), 0o600)
	for round := 0; round < 3; round++ {
		for _, c := range []struct {
			path       string
			has, hasnt string
		}{{ext, "acme-token", "only-rule"}, {only, "only-rule", "github-pat"}, {ext, "github-pat", "only-rule"}} {
			s, err := New(Config{GitleaksConfig: c.path})
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := s.Rule(c.has); !ok {
				t.Errorf("round %d %s: missing %s", round, filepath.Base(c.path), c.has)
			}
			if _, ok := s.Rule(c.hasnt); ok {
				t.Errorf("round %d %s: unexpected %s", round, filepath.Base(c.path), c.hasnt)
			}
		}
	}
	s, _ := New(Config{GitleaksConfig: ext})
	text := "ACME=acme_" + strings.Repeat("a1b2c3d4", 4)
	if ms, _ := s.Detect(text); len(ms) != 1 || ms[0].RuleID != "acme-token" {
		t.Errorf("acme rule: %v", ids(ms))
	}
	bad := filepath.Join(dir, "bad.toml")
	os.WriteFile(bad, []byte("[[rules]]\nid = \"broken\"\nregex = '''(x'''\n"), 0o600)
	if _, err := New(Config{GitleaksConfig: bad}); err == nil {
		t.Error("invalid regex accepted")
	}
}

func TestQueryPlusEncoding(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(13))
	for _, g := range fakesecret.Generators() {
		if g.Kind != "stripe-restricted-key" {
			continue
		}
		v := g.Gen(r).Value
		text := "GET /oauth/callback?state=stripe+key+" + v + "&ok=1 HTTP/1.1"
		ms, _ := s.Detect(text)
		i := strings.Index(text, v)
		if !covered(ms, i, i+len(v)) {
			t.Errorf("not covered: %v", ids(ms))
		}
	}
}

// TestFoldedNoFalsePositive: joining real lines must not turn a
// placeholder and the next line into a value.
func TestFoldedNoFalsePositive(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{
		"Set these in the environment first\nDB_PASSWORD=changeme\nabcdefghijklmnopqrstuvwxyzABCDEFG",
		"api_key: xxxxxxxxxxxxxxxxxxxxxxxxxx\nSecond line of the same width!!!!!",
	} {
		if ms, _ := s.Detect(text); len(ms) > 0 {
			t.Errorf("%q: %v", text, ids(ms))
		}
	}
}

func TestManyLiterals(t *testing.T) {
	r := rand.New(rand.NewSource(21))
	var lits []string
	for i := 0; i < 400; i++ {
		lits = append(lits, fakesecret.Password(r))
	}
	d, err := newLiteralDetector(lits, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	text := "x " + strings.Join(lits, " | ") + " y"
	ms, _ := d.find(text, nil, nil)
	found := map[string]bool{}
	for _, m := range ms {
		if text[m.Start:m.End] != m.Secret {
			t.Fatalf("span does not hold its secret")
		}
		found[m.Secret] = true
	}
	if len(found) != len(lits) {
		t.Errorf("found %d of %d literals", len(found), len(lits))
	}
}

func BenchmarkKnownSecretsBuild(b *testing.B) {
	r := rand.New(rand.NewSource(22))
	var found []Match
	for i := 0; i < 200; i++ {
		found = append(found, Match{RuleID: "x", Secret: fakesecret.AWSSecretAccessKey(r)})
	}
	b.ReportAllocs()
	for range b.N {
		if _, err := NewKnownSecrets(found); err != nil {
			b.Fatal(err)
		}
	}
}

// TestGitleaksAllowlists: gitleaks' own allowlists still apply (global
// stopword and regexes, rule stopwords, line regexes).
func TestGitleaksAllowlists(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{
		"aws_access_key_id = AKIAIOSFODNN7" + "EXAMPLE",             // documented example (rule allowlist)
		"password = abcdefghijklmnopqrstuvwxyz0123",                 // global stopword
		`RUN --mount=type=secret,id=api_key,env=API_KEY=Ab3dEf9hIj`, // generic-api-key line allowlist
		"api_version: 2023-06-01T12:00:00Z",                         // generic-api-key match allowlist
	} {
		ms, _ := s.Detect(text)
		for _, m := range ms {
			if m.RuleID == "aws-access-token" || m.RuleID == "generic-api-key" {
				t.Errorf("%q: %s reported", text, m.RuleID)
			}
		}
	}
}

// TestGitleaksExtendMerges checks [extend] as gitleaks does it: a rule
// with a default rule's id changes only what it sets (an allowlist, the
// entropy, the regex), a top-level [[allowlists]] may target default
// rules, and a changed regex is run as written, without the hand-written
// gates and windows of the default rule.
func TestGitleaksExtendMerges(t *testing.T) {
	r := rand.New(rand.NewSource(21))
	var pats []string
	for _, g := range fakesecret.Generators() {
		if g.Kind == "github-pat" {
			for range 3 {
				pats = append(pats, g.Gen(r).Value)
			}
		}
	}
	if len(pats) != 3 {
		t.Fatal("no github-pat generator")
	}
	dir := t.TempDir()
	cfg := filepath.Join(dir, "ext.toml")
	toml := `[extend]
useDefault = true

[[rules]]
id = "github-pat"
[[rules.allowlists]]
regexes = ['''` + pats[0] + `''']

[[allowlists]]
targetRules = ["github-pat"]
regexes = ['''` + pats[1] + `''']

[[rules]]
id = "generic-api-key"
regex = '''mykey=([a-z0-9]{14})'''
keywords = ["mykey"]
`
	if err := os.WriteFile(cfg, []byte(toml), 0o600); err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{GitleaksConfig: cfg})
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []bool{false, false, true} {
		ms, _ := s.Detect("GITHUB_TOKEN=" + pats[i])
		if got := len(ms) == 1 && ms[0].RuleID == "github-pat"; got != want {
			t.Errorf("pat %d: found %v, want %v (%v)", i, got, want, ids(ms))
		}
	}
	r0, _ := s.Rule("github-pat")
	if len(r0.Keywords) == 0 {
		t.Error("github-pat lost its keywords")
	}
	// the default gate would reject this value: "(" is no terminator (an
	// all-letter value would be allowlisted by the default rule)
	ms, _ := s.Detect("mykey=a1b2c3d4e5f6g7(")
	if len(ms) != 1 || ms[0].RuleID != "generic-api-key" {
		t.Errorf("changed regex: %v", ids(ms))
	}
	// entropy 3.5 comes from the default rule
	if ms, _ := s.Detect("mykey=a1a1a1a1a1a1a1 "); len(ms) != 0 {
		t.Errorf("low entropy value reported: %v", ids(ms))
	}
}

// panicky is a detector whose find panics, as a bug would.
type panicky struct{ rule Rule }

func (p *panicky) info() *Rule { return &p.rule }

func (*panicky) find(text string, _ []int, out []Match) ([]Match, error) {
	out = append(out, Match{RuleID: "panicky", Start: 0, End: 1, Secret: text[:1]})
	var ws []int
	_ = ws[len(text)] // index out of range
	return out, nil
}

// TestDetectRulePanic: a rule that panics ends neither the run nor
// Detect: Detect returns the other rules' matches and an error naming
// the rule, not the text, and the panicking rule's partial matches are
// dropped.
func TestDetectRulePanic(t *testing.T) {
	s, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	s.dets = append(s.dets, &panicky{rule: Rule{ID: "panicky", Source: SourceBuiltin}})
	s.always = append(s.always, len(s.dets)-1)
	secret := "ghp_" + strings.Repeat("aB3dE5fG7h", 3) + "J9kL2m"
	text := "token " + secret
	ms, err := s.Detect(text)
	if err == nil || !strings.Contains(err.Error(), "rule panicky failed") || strings.Contains(err.Error(), secret) {
		t.Fatalf("error = %v", err)
	}
	for _, m := range ms {
		if m.RuleID == "panicky" {
			t.Errorf("the panicking rule's match was kept: %+v", m)
		}
	}
	if len(ms) == 0 {
		t.Errorf("the other rules' matches were lost")
	}
}
