package rules

import (
	"encoding/base64"
	"math/rand"
	"strings"
	"testing"
)

// TestAssignBlockScalar checks that a secret key's YAML block scalar of
// one line is read as its value, and that a block of more lines, a
// non-secret key's block and a block without indentation are not.
func TestAssignBlockScalar(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{"secret-assignment", func(r *rand.Rand) []sample {
		a, b, c := randToken(r, tAlnum, 12), randToken(r, tAlnum, 10)+"#1", randToken(r, tAlnum, 14)
		d, e, f := randToken(r, tAlnum, 16), randToken(r, tAlnum, 13), "|"+randToken(r, tAlnum, 15)
		return []sample{
			one("stringData:\n  db_password: |\n    "+a+"\n  user: app\n", a),
			one("api_secret: >-\n  "+b+"  \nnext: 1", b),
			one("  auth_token: |2\n     "+c, c),
			one("db_password: | # from the vault\n  "+d+"\n\nnext: 1", d), // a comment, a blank line after
			one("db_password: |\n  \t"+e+"\n", e),                         // a tab after the indentation
			one("DB_PASSWORD="+f, f),                                      // '|' is the value's own after '='
			one("db:\n  password: !!str "+a+"\n", a),                      // a core tag types the value after it
			one("token: !!binary "+base64.StdEncoding.EncodeToString([]byte(c)), base64.StdEncoding.EncodeToString([]byte(c))),
			// /proc/<pid>/environ shown by cat -v: NULs as ^@; Rails' key base
			one("RAILS_ENV=production^@SECRET_KEY_BASE="+d+"f0^@PATH=/usr/bin", d+"f0"),
			// go-spew's dump (testify's failure diffs): the type and length before the string
			one(" DB: (config.DB) {\n  User: (string) (len=7) \"billing\",\n  Password: (string) (len=18) \""+e+"q9!\"\n },", e+"q9!"),
		}
	}, func(r *rand.Rand) []string {
		a := randToken(r, tAlnum, 12)
		return []string{
			"description: |\n  " + a + "\n",            // not a secret key
			"db_password: |\n" + a + "\n",              // not indented: not the block's
			"db_password: |\n  \n",                     // empty
			"db_password: |\n  <your password here>\n", // a placeholder
			// the next key, as deep as the block's key: an empty block
			"env:\n  DB_PASSWORD: |\n  API_URL: x" + a,
			"data:\n    db_password: |\n  other_key: " + a,
			"password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256", "password: !!str", "password: !!str\n  next: " + a,
			"Password: (string) (len=0) \"\"", "Password: (string) (len=8) \"<secret>\"",
		}
	}})
}

// TestBlockScalarLines checks blockScalarValue on blocks of more lines,
// which it must leave to other rules: a second line, a second line after
// a blank one, a deeper second line.
func TestBlockScalarLines(t *testing.T) {
	for _, text := range []string{
		"k: |\n  value-one-line\n  echo done\n",
		"k: |\n  value-one-line\n\n  echo second line\n",
		"k: >\n  value-one-line\n     more\n",
		"  k: |\n  value-one-line\n",
	} {
		at := strings.IndexAny(text, "|>")
		if s, e, ok := blockScalarValue(text, at); ok {
			t.Errorf("%q: read %q", text, text[s:e])
		}
	}
	text := "  k: |\n    value-one-line\n  next: 1\n"
	if s, e, ok := blockScalarValue(text, strings.IndexByte(text, '|')); !ok || text[s:e] != "value-one-line" {
		t.Errorf("%q: got %v %q", text, ok, text[s:e])
	}
}
