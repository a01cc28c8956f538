package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Rust/Hyperscan patterns as the two rule sets write them, and what Go
// must make of them.
func TestGoPattern(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"(?x)\n  acme   # the provider\n  _ ( [a-z]{4} )  \\b\n", `acme_([a-z]{4})\b`},
		{"(?xi) key \\  = (\\d+)", `(?i)key\ =(\d+)`},
		{"(?i)(?x) a [ A-Z 0-9 ] b", `(?i)a[A-Z0-9]b`},
		{"(?x) [#/] x # tail", `[#/]x`},
		{"(?x) [[:alpha:] _]+", `[[:alpha:]_]+`},
		{"(?x) []a ] [^] b]", `[]a][^]b]`},
		{"a (?# a comment ) b", "a  b"},         // no x flag: spaces stay
		{"(?-u:\\xff)(?s-u).", `(?:\xff)(?s).`}, // u has no meaning in Go
		{"(?P<TOKEN>t) (?:x)", "(?P<TOKEN>t) (?:x)"},
	} {
		got, err := goPattern(c.in)
		if err != nil || got != c.want {
			t.Errorf("goPattern(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{`x{20,1024}`, `[a-z&&[^aeiou]]`, `a\`} {
		if _, err := compileRustPattern(bad); err == nil {
			t.Errorf("compileRustPattern(%q) compiled; want an error (the rule is skipped)", bad)
		}
	}
}

func TestSecretsOf(t *testing.T) {
	tok := "Qx7" + testToken(11, 29)
	pass := "Pw9" + testToken(12, 9)
	for _, c := range []struct {
		name, pattern, text string
		want                []string
	}{
		{"one group", `(?x) acme_key \s* = \s* ([A-Za-z0-9]{32})`, "acme_key = " + tok, []string{tok}},
		{"no group: the whole match", `acme_[A-Za-z0-9]{32}`, "x acme_" + tok, []string{"acme_" + tok}},
		{"TOKEN group wins", `(id)=(\w+) (?P<TOKEN>[A-Za-z0-9]{32})`, "id=ab12 " + tok, []string{tok}},
		{"user, password, host: the password", `postgres://([^:]+):([^@]+)@([^/]+)/`, "postgres://app:" + pass + "@db.example.com:5432/x", []string{pass}},
		{"id and secret: the secret", `client_id=(\w+) client_secret=(\w+)`, "client_id=" + pass + " client_secret=" + tok, []string{tok}},
		{"every match", `k=([A-Za-z0-9]{32})`, "k=" + tok + " k=" + strings.ToLower(tok), []string{tok, strings.ToLower(tok)}},
		{"a placeholder is not measurable", `password = "(\w+)"`, `password = "password"`, nil},
		{"a short word is not", `token: (\w+)`, "token: 12345", nil},
		{"a value also outside the capture cannot be scored", `secret=(\w+)`, "secret=" + tok + " # was " + tok[:20] + "…" + " " + tok, nil},
		{"no match", `nomatch_(\w+)`, "acme_key = " + tok, nil},
	} {
		re, err := compileRustPattern(c.pattern)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := secretsOf(re, c.text); !slices.Equal(got, c.want) {
			t.Errorf("%s: secretsOf = %q, want %q", c.name, got, c.want)
		}
	}
}

func TestParseRuleFile(t *testing.T) {
	tok := "Ab1" + testToken(21, 29)
	data := fmt.Sprintf(`rules:
- name: Acme Token
  id: np.acme.1
  pattern: |
    (?x)
    \b (acme_[A-Za-z0-9]{32}) \b   # the token
  categories: [api, secret]
  examples:
  - '  ACME=acme_%s'
  - |
      # config
      token: acme_%s
  negative_examples:
  - 'acme_short'
  non_examples:
  - 'acme_tooshort'
- name: Acme Account
  id: kingfisher.acme.2
  pattern: '\bacct-(\d{6})\b'
  visible: false
  min_entropy: 3.5
  validation:
    type: Http
`, tok, tok)
	rules, err := parseRuleFile([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(rules) != 2 {
		t.Fatalf("got %d rules, want 2", len(rules))
	}
	r := rules[0]
	if r.ID != "np.acme.1" || len(r.Examples) != 2 || !strings.Contains(r.Examples[1], "\n") ||
		!slices.Equal(r.Negative, []string{"acme_short"}) || !slices.Equal(r.NonExamples, []string{"acme_tooshort"}) || r.Visible != nil {
		t.Errorf("rule 1 = %+v", r)
	}
	if rules[1].Visible == nil || *rules[1].Visible {
		t.Errorf("rule 2: visible: false not read: %+v", rules[1])
	}
	if _, err := parseRuleFile([]byte("rules:\n- name: x\n  pattern: a\n")); err == nil {
		t.Error("a rule without an id was accepted")
	}
	if _, err := parseRuleFile([]byte("rules: [")); err == nil {
		t.Error("malformed YAML was accepted")
	}
}

// writeRules writes a rule file under root/dir.
func writeRules(t *testing.T, root, dir, name, body string) {
	t.Helper()
	d := filepath.Join(root, filepath.FromSlash(dir))
	if err := os.MkdirAll(d, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(d, name), []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
}

// Corpus C from two small rule sets: one example per distinct text and
// secret across both (Kingfisher's copies of Nosey Parker's examples count
// once, even with the text around the secret edited), hidden and
// uncompilable rules skipped and counted, negatives as decoys unless they
// hold a kept secret.
func TestRuleSetExamples(t *testing.T) {
	t1, t2, t3 := "Ab1"+testToken(31, 29), "Cd2"+testToken(32, 29), "Ef3"+testToken(33, 29)
	np, kf := t.TempDir(), t.TempDir()
	writeRules(t, np, noseyparkerRules, "acme.yml", fmt.Sprintf(`rules:
- name: Acme Token
  id: np.acme.1
  pattern: '\b(acme_[A-Za-z0-9]{32})\b'
  examples:
  - 'ACME_KEY=acme_%s'
  - '## devaloper settings acme_%s'
  negative_examples:
  - 'ACME_KEY=acme_${ACME}'
  - 'see acme_%s'
- name: Broken
  id: np.broken.1
  pattern: '(x{1,2000})'
  examples: ['xx']
`, t1, t2, t1))
	writeRules(t, kf, kingfisherRules, "acme.yml", fmt.Sprintf(`rules:
- name: Acme Token
  id: kingfisher.acme.1
  pattern: |
    (?xi)
    \b ( acme_ [a-z0-9]{32} ) \b
  examples:
  - '   ACME_KEY=acme_%s   '
  - '## developer settings acme_%s'
  - 'acme_%s'
  - 'no token here'
  negative_examples:
  - 'ACME_KEY=acme_${ACME}'
- name: Acme Org
  id: kingfisher.acme.2
  pattern: 'org-(\d{8})'
  visible: false
  examples: ['org-12345678']
`, t1, t2, t3))
	writeRules(t, kf, kingfisherRules, "README.md", "not a rule file")

	exs, st, err := ruleSetExamples([]ruleSource{
		{Name: "Nosey Parker", Root: np, Dir: noseyparkerRules},
		{Name: "Kingfisher", Root: kf, Dir: kingfisherRules},
	})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range exs {
		if e.Corpus != corpusRules {
			t.Errorf("corpus = %q", e.Corpus)
		}
		for _, s := range e.Secrets {
			if !strings.Contains(e.Text, s) {
				t.Errorf("%s: secret not inside its example", e.Family)
			}
		}
		kind := "pos"
		if e.Decoy {
			kind = "neg"
		}
		got = append(got, fmt.Sprintf("%s %s %d", kind, e.Family, len(e.Secrets)))
	}
	want := []string{
		"pos np.acme.1 1",         // t1
		"pos np.acme.1 1",         // t2
		"pos kingfisher.acme.1 1", // t3: the only new secret in Kingfisher's file
		"neg np.acme.1 0",         // ${ACME}; "see acme_<t1>" holds a kept secret
	}
	if !slices.Equal(got, want) {
		t.Errorf("examples:\n got %q\nwant %q", got, want)
	}
	if len(st) != 2 {
		t.Fatalf("%d extractions, want 2", len(st))
	}
	n, k := st[0], st[1]
	if n.Rules != 2 || n.Positive != 2 || n.Negative != 1 || !slices.Equal(n.Uncompiled, []string{"np.broken.1"}) || n.Dropped != 2 {
		t.Errorf("Nosey Parker: %+v (want 2 rules, 2 positive, 1 negative, np.broken.1 uncompiled, 2 dropped: its example and a negative holding a secret)", n)
	}
	if k.Files != 1 || k.Rules != 2 || k.Hidden != 1 || k.Positive != 1 || k.Duplicates != 2 || k.Dropped != 1 || k.Negative != 0 {
		t.Errorf("Kingfisher: %+v (want 1 file, 2 rules, 1 hidden, 1 positive, 2 duplicates, 1 dropped)", k)
	}

	// one source alone is a corpus; none is an error
	if exs, _, err := ruleSetExamples([]ruleSource{{Name: "Kingfisher", Root: kf, Dir: kingfisherRules}}); err != nil || len(exs) != 4 {
		t.Errorf("Kingfisher alone: %d examples, %v (want 3 positives and 1 negative)", len(exs), err)
	}
	if _, _, err := ruleSetExamples([]ruleSource{{Name: "Kingfisher", Root: t.TempDir(), Dir: kingfisherRules}}); err == nil {
		t.Error("a tree without the rule directory was accepted")
	}
}
