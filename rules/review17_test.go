package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// rules17Seeds are the forms this session's rules read (field pairs,
// Wi-Fi codes, numbered phrases, recovery codes, HTML, wiki and list
// tables, SDK clients, C declarations, localized compounds) and pieces
// of them, for FuzzRules17; {PW}, {TOK}, {HEX}, {BITLOCKER} and the
// {CODE}s are generated.
func rules17Seeds() []string {
	r := rand.New(rand.NewSource(17))
	var bl []string
	for range 8 {
		bl = append(bl, randToken(r, "0123456789", 6))
	}
	code := func() string { return randToken(r, tHex, 4) + "-" + randToken(r, tHex, 4) }
	rep := strings.NewReplacer("{PW}", randToken(r, tAlnum, 12)+"#7", "{TOK}", randToken(r, tAlnum, 24), "{HEX}", randToken(r, tHex, 40),
		"{BITLOCKER}", strings.Join(bl, "-"), "{CODE1}", code(), "{CODE2}", code())
	var out []string
	for _, f := range []string{
		`{"value": "{PW}", "name": "password", "designation": "password"}`, `"passwordHistory": [{"value": "{PW}"}]`,
		`{"fieldName": "API key", "data": {"content": "{TOK}"}}`, `{"content"`, `"value":`, `{"value": "\"}`,
		"<property><name>db.password</name><value>{PW}</value></property>", "<Value ", "<value>x</VALUE>", "<Key>Password</Key><Value>",
		"WIFI:T:WPA;S:x;P:{PW};;", "WIFI:P:\\", "WIFI:", "wifi:S:a;P:",
		"recovery sheet\n1. abandon\n2. ability\n", "1. ", "1.\n2.", "seed\n1) zoo\n",
		"Recovery codes:\n * {CODE1}\n * {CODE2}\n", "Recovery Key:\n\n\t{BITLOCKER}\n",
		"backup codes\n1. 1234 5678        2. ", "recovery code\n(used)\n",
		"<tr><th>Password</th><th>x</th></tr>\n<tr><td><code>{PW}</code></td><td>y</td></tr>\n", "<th>", "<td>", "<th></th><th>token",
		"! A !! Password\n|-\n| x || {PW}\n|}", "!!", "||User||Password||\n|a|{PW}|\n", "|_. Kennwort |\n| @{PW}@ |",
		`["User", "Password"]` + "\n" + `["bob", "{PW}"]`, "('a', 'secret')\n('b', '{TOK}')", "[\"", "('",
		"Kunde;Kennwort\nx;{PW}", "| Credentials |\n|---|\n| admin / {PW} |",
		`new DadataClient("{HEX}", "{HEX}")`, "Client.new(", "createClient(", `DBI->connect("d", "u", "{PW}")`,
		`#define AUTH_TOKEN "{TOK}"`, "char pass[] = \"{PW}\";", "pass[", "#define",
		"Initialpasswort: {PW}", "parolası: {PW}", "비번: {PW}", "x, heslo {PW}", "a / mdp {PW}",
		`"PWD="+dir`, "token=", "[![x](https://codecov.io/gh/a/b/graph/badge.svg?token={TOK})]",
	} {
		out = append(out, rep.Replace(f))
	}
	return out
}

// FuzzRules17 runs every builtin detector on its own over this session's
// forms (runAllDetectors: no panic, every span its secret).
func FuzzRules17(f *testing.F) {
	for _, s := range rules17Seeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		runAllDetectors(t, text)
	})
}

// TestRules17Seeds runs the seeds through the whole set, so the forms are
// exercised without -fuzz.
func TestRules17Seeds(t *testing.T) {
	s := testSet(t)
	for _, text := range rules17Seeds() {
		runAllDetectors(t, text)
		if _, err := s.Detect(text); err != nil {
			t.Fatal(err)
		}
	}
}
