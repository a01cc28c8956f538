package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// writeFile writes body to root/rel, creating its directories.
func writeFile(t *testing.T, root, rel, body string) {
	t.Helper()
	p := filepath.Join(root, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
}

// The uniform rule that says which part of a line is the secret.
func TestLineSecret(t *testing.T) {
	tok := "Qx7" + testToken(41, 29)
	for _, c := range []struct{ text, want string }{
		{tok, tok},
		{"ACME_TOKEN=" + tok, tok},
		{"export ACME_TOKEN=" + tok, tok},
		{"acme_key : " + tok, tok},
		{"apiKey := `" + tok + "`", tok},
		{"secret => '" + tok + "';", tok},
		{`"password": "` + tok + `",`, tok},
		{"define('ACME_TOKEN', '" + tok + "');", tok},
		{"x:_password=" + tok, tok},
		{"//registry.npmjs.org/:_authToken=" + tok, tok},
		{"_auth = " + tok + "==", tok + "=="},
		{"https://deploy:" + tok + "@git.example.com/x.git", tok},
		{"mongodb+srv://app:p@" + tok + "@cluster0.example.net/db", "p@" + tok},
		{"see https://api.example.com/v1/me?fields=id&access_token=" + tok + "&x=1", tok},
		{`<string name="acme_key">` + tok + `</string>`, tok},
		{"<password>" + tok + "</password>", tok},
		{"ACME  " + tok, tok},
		{"https://hooks.example.com/services/" + tok, "https://hooks.example.com/services/" + tok},
		{"12345678:" + tok, "12345678:" + tok}, // a name holds a letter
		{"root::17431:0:99999:7:::", ""},       // the value starts with a separator
		{armour("BEGIN", "PGP PRIVATE KEY BLOCK") + "\nVersion: x\n", ""},
	} {
		if got := lineSecret(c.text); got != c.want {
			t.Errorf("lineSecret(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

func TestPEMSecret(t *testing.T) {
	l1, l2 := testToken(42, 64), testToken(43, 20)
	armoured := armour("BEGIN", "PGP PRIVATE KEY BLOCK") + "\nVersion: Acme 1.0\nComment: https://acme.example\n\n" + l1 + "\n" + l2 + "\n" + armour("END", "PGP PRIVATE KEY BLOCK") + "\n"
	if got, ok := pemSecret(armoured); !ok || got != l1+"\n"+l2 {
		t.Errorf("armoured: %q, %v; want the two lines of material", got, ok)
	}
	escaped := `{"private_key": "` + armour("BEGIN", "PRIVATE KEY") + `\n` + l1 + `\n` + l2 + `\n` + armour("END", "PRIVATE KEY") + `\n"}`
	if got, ok := pemSecret(escaped); !ok || got != l1+`\n`+l2 {
		t.Errorf("escaped: %q, %v; want the material as written, with its \\n escapes", got, ok)
	}
	if got, ok := pemSecret(armour("BEGIN", "RSA PRIVATE KEY") + "\n" + l1); !ok || got != l1 {
		t.Errorf("no END line: %q, %v", got, ok)
	}
	if _, ok := pemSecret(armour("BEGIN", "PUBLIC KEY") + "\n" + l1 + "\n" + armour("END", "PUBLIC KEY")); ok {
		t.Error("a public key was read as a private one")
	}
}

func TestPlaceholder(t *testing.T) {
	for _, s := range []string{"sk_live_" + strings.Repeat("x", 24), "AKIAIOSFODNN7EXAMPLE", "${ACME_TOKEN}", "{{ .Values.token }}",
		"your_api_key_here", "tok_AAAAAAbc12", "******", "SAMPLEUtnFEMI/K7MDENG"} {
		if !placeholder(s) {
			t.Errorf("placeholder(%q) = false", s)
		}
	}
	for _, s := range []string{"Qx7" + testToken(44, 29), "sk_test_" + testToken(45, 24), "aaa111bbb222"} {
		if placeholder(s) {
			t.Errorf("placeholder(%q) = true", s)
		}
	}
}

func TestSemgrepAnnotated(t *testing.T) {
	tok, tok2 := "Ab1"+testToken(46, 29), "Cd2"+testToken(47, 29)
	src := fmt.Sprintf(`# ruleid: acme-token
ACME_TOKEN=%s

// ok: acme-token
ACME_TOKEN=${ACME}
<!-- todoruleid: acme-token -->
<!-- ruleid: acme-other -->

  acme = "%s"
# ruleid: acme-key
%s
%s

%s
%s
not part of it
# todook: acme-token
`, tok, tok2, armour("BEGIN", "RSA PRIVATE KEY"), tok, tok2, armour("END", "RSA PRIVATE KEY"))
	var got []string
	for _, c := range semgrepAnnotated(src) {
		got = append(got, fmt.Sprintf("%s %v %d", c.Family, c.Negative, strings.Count(c.Text, "\n")+1))
	}
	want := []string{
		"semgrep.acme-token false 1",
		"semgrep.acme-token true 1",
		"semgrep.acme-token false 1", // todoruleid: a known miss, still a secret
		"semgrep.acme-other false 1",
		"semgrep.acme-key false 5", // through the END line, across the blank line
	}
	if !slices.Equal(got, want) {
		t.Errorf("semgrepAnnotated:\n got %q\nwant %q", got, want)
	}
}

func TestPyFlagTables(t *testing.T) {
	tok := "Ab1" + testToken(48, 29)
	src := fmt.Sprintf(`import pytest

KEY = 'x'


class TestAcme:
    @pytest.mark.parametrize(
        'payload, should_flag',
        [
            ('acme_%s', True),
            # a comment
            (
                'acme_' 'short'
                "_and_long",
                False,
            ),
            ('token = "{}"'.format(KEY), True),
            (r'acme\d', True),
            (f'acme_{KEY}', True),
            ('''triple
quoted''', False),
            ('\x41cme\n', True),
        ],
    )
    def test_analyze(self, payload, should_flag):
        pass

    @pytest.mark.parametrize('line', ['acme_ignored'])
    def test_other(self, line):
        pass

    @pytest.mark.parametrize(
        'content, expected_output', (('a', 'b'),),
    )
    def test_third(self, content, expected_output):
        pass
`, tok)
	rows, dropped := pyFlagTables(src)
	want := []pyRow{{"acme_" + tok, true}, {"acme_short_and_long", false}, {`acme\d`, true}, {"triple\nquoted", false}, {"Acme\n", true}}
	if !slices.Equal(rows, want) || dropped != 2 {
		t.Errorf("pyFlagTables = %+v, %d dropped; want %+v, 2 dropped (.format, f-string)", rows, dropped, want)
	}
}

func TestSecretlintExamples(t *testing.T) {
	tok, tok2, pass := "Ab1"+testToken(49, 29), "Cd2"+testToken(50, 29), "Pw9"+testToken(51, 9)
	root := t.TempDir()
	snap := func(pkg, name, out string) {
		writeFile(t, root, secretlintDir+"/secretlint-rule-"+pkg+"/test/snapshots/"+name+"/output.json", out)
	}
	msg := func(id string, rng [2]int, data string) string {
		return fmt.Sprintf(`{"message":"found","range":[%d,%d],"messageId":%q,"data":%s}`, rng[0], rng[1], id, data)
	}
	src := "# config\nACME_KEY = " + tok + "\n"
	// the range is off (secretlint gives it relative to a match at
	// times): the data value, found in the input, wins
	snap("acme", "ng.key", fmt.Sprintf(`{"messages":[%s],"sourceContent":%q}`, msg("ACME_KEY", [2]int{0, 32}, fmt.Sprintf(`{"KEY":%q}`, tok)), src))
	dbsrc := "DB=postgres://app:" + pass + "@db.example.com/x"
	snap("db", "ng.uri", fmt.Sprintf(`{"messages":[%s],"sourceContent":%q}`, msg("PostgreSQL", [2]int{3, len(dbsrc)}, `{}`), dbsrc))
	snap("acme", "ok.other", fmt.Sprintf(`{"messages":[],"sourceContent":%q}`, "acme_short\n\n# not a key"))
	snap("acme", "ok.options", fmt.Sprintf(`{"messages":[],"sourceContent":%q}`, "ACME_KEY = "+tok2))
	writeFile(t, root, secretlintDir+"/secretlint-rule-acme/test/snapshots/ok.options/.secretlintrc.json", "{}")
	writeFile(t, root, secretlintDir+"/secretlint-rule-acme/package.json", "{}")
	writeFile(t, root, secretlintDir+"/core/test/snapshots/x/output.json", "not read")

	cands, ex, err := secretlintExamples(filepath.Join(root, secretlintDir))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range cands {
		got = append(got, fmt.Sprintf("%s %v %q %q", c.Family, c.Negative, c.Text, c.Secret))
	}
	want := []string{
		fmt.Sprintf("secretlint.acme.ACME_KEY false %q %q", "ACME_KEY = "+tok, tok),
		`secretlint.acme true "acme_short" ""`,
		`secretlint.acme true "" ""`,
		`secretlint.acme true "# not a key" ""`,
		fmt.Sprintf("secretlint.db.PostgreSQL false %q %q", dbsrc, dbsrc[3:]),
	}
	if !slices.Equal(got, want) {
		t.Errorf("secretlintExamples:\n got %q\nwant %q", got, want)
	}
	if ex.Files != 4 {
		t.Errorf("%d snapshot files read, want 4", ex.Files)
	}
	if s := valueSecret(dbsrc[3:]); s != pass {
		t.Errorf("valueSecret of the URI = %q, want its password", s)
	}
}

func TestRipsecretsExamples(t *testing.T) {
	tok, tok2, body := "Ab1"+testToken(52, 29), "Cd2"+testToken(53, 29), testToken(54, 64)
	root := t.TempDir()
	writeFile(t, root, "test/one_per_line/acme", "ACME_KEY = '"+tok+"'\n"+tok2+"\n")
	writeFile(t, root, "test/one_per_file/pem", armour("BEGIN", "PRIVATE KEY")+"\n"+body+"\n"+armour("END", "PRIVATE KEY")+"\n")
	writeFile(t, root, "test/one_per_file/json", `{"k": "`+tok2+`", "region": "us-west-2"}`)
	writeFile(t, root, "test/none", "ACME_KEY = settings.ACME_KEY\n")
	cands, ex, err := ripsecretsExamples(filepath.Join(root, "test"))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range cands {
		if strings.TrimSpace(c.Text) != "" {
			got = append(got, fmt.Sprintf("%s %v", c.Family, c.Negative))
		}
	}
	want := []string{"ripsecrets.acme false", "ripsecrets.acme false", "ripsecrets.pem false", "ripsecrets.none true"}
	if !slices.Equal(got, want) || ex.Files != 4 || ex.Dropped != 1 {
		t.Errorf("ripsecretsExamples = %q, %+v; want %q, 4 files, 1 dropped (no key block)", got, ex, want)
	}
}

// Corpus D from two small sources: each source's secret rule, the uniform
// filters (placeholder, not measurable, not a credential family), one
// example per distinct text and secret across sources, negatives as
// decoys unless they hold a kept secret or are suppressed.
func TestScannerTestExamples(t *testing.T) {
	t1, t2 := "Ab1"+testToken(55, 29), "Cd2"+testToken(56, 29)
	one := func(cands ...candidate) func(string) ([]candidate, extraction, error) {
		return func(string) ([]candidate, extraction, error) { return cands, extraction{Files: 1}, nil }
	}
	srcs := []scannerSource{
		{Name: "first", Root: "/x", Dir: "d", Read: one(
			candidate{Family: "first.acme", Text: "ACME_KEY=" + t1},
			candidate{Family: "first.acme", Text: "ACME_KEY=" + strings.Repeat("x", 32)},       // placeholder
			candidate{Family: "first.acme", Text: "ACME_KEY=secret"},                           // not measurable
			candidate{Family: "first.acme", Text: "ACME_KEY=" + t2 + " # was " + t2},           // occurs twice
			candidate{Family: "semgrep.detected-aws-account-id", Text: "acct: 123456789012"},   // not a credential
			candidate{Family: "first.acme", Text: "ACME_KEY=${ACME}", Negative: true},          // decoy
			candidate{Family: "first.acme", Text: "see " + t1, Negative: true},                 // holds a kept secret
			candidate{Family: "first.acme", Text: t2 + " # pragma: allowlist", Negative: true}, // suppressed
		)},
		{Name: "absent", Read: one(candidate{Family: "absent.x", Text: t2})},
		{Name: "second", Root: "/y", Dir: "d", Read: one(
			candidate{Family: "second.acme", Text: "key: " + t1},           // a secret already kept
			candidate{Family: "second.acme", Text: "ACME_KEY=" + t1},       // a text already kept
			candidate{Family: "second.acme", Text: "x", Secret: "k=" + t2}, // the source names the secret: not inside the text
			candidate{Family: "second.acme", Text: "token " + t2, Secret: t2},
		)},
	}
	exs, sts, err := scannerTestExamples(srcs)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range exs {
		if e.Corpus != corpusScanners {
			t.Errorf("corpus = %q", e.Corpus)
		}
		got = append(got, fmt.Sprintf("%s %v %d", e.Family, e.Decoy, len(e.Secrets)))
		for _, s := range e.Secrets {
			if strings.Count(e.Text, s) != 1 {
				t.Errorf("%s: secret not once in its example", e.Family)
			}
		}
	}
	want := []string{"first.acme false 1", "second.acme false 1", "first.acme true 0"}
	if !slices.Equal(got, want) {
		t.Errorf("examples:\n got %q\nwant %q", got, want)
	}
	if len(sts) != 2 {
		t.Fatalf("%d extractions, want 2 (the absent source is left out)", len(sts))
	}
	f, s := sts[0], sts[1]
	if f.Positive != 1 || f.Placeholders != 1 || f.Excluded != 1 || f.Dropped != 4 || f.Negative != 1 || f.Source != "first d" {
		t.Errorf("first: %+v (want 1 positive, 1 placeholder, 1 excluded, 4 dropped: not measurable, twice, 2 negatives; 1 negative)", f)
	}
	if s.Positive != 1 || s.Duplicates != 2 || s.Dropped != 1 {
		t.Errorf("second: %+v (want 1 positive, 2 duplicates, 1 dropped)", s)
	}
	if _, _, err := scannerTestExamples([]scannerSource{{Name: "absent"}}); err == nil {
		t.Error("no source at all was accepted")
	}
}

// armour returns a PEM armour line, "-----BEGIN <kind>-----" or END: the
// test keys' bodies are generated, and a private-key header spelled out in
// the source would read as a committed key to secret scanners.
func armour(edge, kind string) string { return "-----" + edge + " " + kind + "-----" }
