package rules

import (
	"encoding/base64"
	"math/rand"
	"strings"
	"testing"
)

// randToken returns n characters of alphabet drawn from r, with at least
// an upper-case letter, a lower-case letter and a digit when n >= 8 and
// the alphabet has them.
func randToken(r *rand.Rand, alphabet string, n int) string {
	for {
		b := make([]byte, n)
		for i := range b {
			b[i] = alphabet[r.Intn(len(alphabet))]
		}
		s := string(b)
		if n < 8 || classBits(s)&7 == classBits(alphabet)&7 {
			return s
		}
	}
}

const (
	tAlnum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	tHex    = "0123456789abcdef"
	tLower  = "abcdefghijklmnopqrstuvwxyz0123456789"
	tB64    = tAlnum + "+/"
	tURLB64 = tAlnum + "-_"
	tB58    = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
	tB32    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
)

// onlyRule returns the matches of rule id in ms.
func onlyRule(ms []Match, id string) []Match {
	var out []Match
	for _, m := range ms {
		if m.RuleID == id {
			out = append(out, m)
		}
	}
	return out
}

func TestStructuredSecret(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(11))
	pw := randToken(r, tAlnum, 14) + "!"
	tok := randToken(r, tAlnum, 32)
	hexTok := randToken(r, tHex, 40)
	auth := base64.StdEncoding.EncodeToString([]byte("deploy:" + pw))
	for _, c := range []struct {
		name, value string
		start, end  int // -1: no match
	}{
		{"AWS_SECRET_ACCESS_KEY", tok, 0, len(tok)},
		{"db_password", pw, 0, len(pw)},
		{"clientSecret", tok, 0, len(tok)},
		{"--password", pw, 0, len(pw)},
		{"ID_TOKEN", hexTok, 0, len(hexTok)},
		{"Authorization", "Basic " + auth, 6, 6 + len(auth)},
		{"authorization", "token " + tok, 6, 6 + len(tok)},
		{"auth", auth, 0, len(auth)},
		// names that do not say secret
		{"command", tok, -1, -1},
		{"nextPageToken", tok, -1, -1},
		{"eos_token", tok, -1, -1},
		{"-p", pw, -1, -1},
		{"auth", base64.StdEncoding.EncodeToString([]byte("no colon here")), -1, -1},
		// values that do not look like secrets
		{"password", "${DB_PASSWORD}", -1, -1},
		{"password", "changeme", -1, -1},
		{"api_key", "YOUR_API_KEY", -1, -1},
		{"token", "GITHUB_TOKEN", -1, -1},
		{"secret", "my-app-secret", -1, -1},
		{"token", "process.env.TOKEN", -1, -1},
		{"password", "os.getenv(\"DB_PASSWORD\")", -1, -1},
		{"secret", "/etc/app/secret.key", -1, -1},
		{"secret", "./secrets/dev.json", -1, -1},
		{"token", "123456789", -1, -1},
		{"token", "2024-05-01T10:00:00Z", -1, -1},
		{"token", "v1.2.3", -1, -1},
		{"password", "The password of the staging database", -1, -1},
		{"password", "admin@example.com", -1, -1},
		{"secret", "https://vault.example.com/v1/secret/data/app", -1, -1},
		{"token", "abcdefghij", -1, -1},
		{"password", "xK9", -1, -1},
		{"token", "AWS_KEY_2", -1, -1},
		{"authorization", "Bearer", -1, -1},
	} {
		ms, err := s.DetectNamed(c.value, c.name)
		if err != nil {
			t.Fatal(err)
		}
		got := onlyRule(ms, structuredID)
		if c.start < 0 {
			if len(got) > 0 {
				t.Errorf("%s=%q: unexpected %s match", c.name, c.value, structuredID)
			}
			continue
		}
		if len(ms) != 1 || ms[0].Start != c.start || ms[0].End != c.end {
			t.Errorf("%s=%q: got %+v, want one match [%d,%d)", c.name, c.value, ms, c.start, c.end)
		}
	}
}

// TestStructuredSecretNested checks that the names of a JSON document held
// in a string (tool output) are used: a name/value pair and an argv flag.
func TestStructuredSecretNested(t *testing.T) {
	// the text rules that also read these pairs are left out, so that
	// what is found here is found by the nested JSON walk
	s, err := New(Config{DisableRules: []string{"name-value-secret", "generic-api-key"}})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewSource(12))
	v1 := randToken(r, tAlnum, 24)
	v2 := randToken(r, tAlnum, 20)
	doc := `{"containers":[{"env":[{"name":"STRIPE_WEBHOOK_SECRET","value":"` + v1 + `"},{"name":"LOG_LEVEL","value":"debug-verbose"}]}],` +
		`"args":["login","--password","` + v2 + `"]}`
	ms, err := s.Detect(doc)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range ms {
		got = append(got, doc[m.Start:m.End])
	}
	if len(ms) != 2 || got[0] != v1 || got[1] != v2 || ms[0].InnerPath != "containers.0.env.0.value" {
		t.Errorf("got %q (%+v), want the two values", got, ms)
	}
	// Detect without a name finds nothing in the bare value.
	if ms, _ := s.Detect(v1); len(onlyRule(ms, structuredID)) != 0 {
		t.Errorf("structured-secret without a name: %+v", ms)
	}
	if !strings.Contains(doc, v1) {
		t.Fatal("bad test document")
	}
}
