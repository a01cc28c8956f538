package rules

// What a review of the fifteenth session's rules found (each test failed
// before its fix), and FuzzNewRules: every builtin detector run on its
// own (keyword hits computed here) on fuzzed text must not panic and must
// report spans whose Secret is text[Start:End].

import (
	"encoding/base64"
	"math/rand"
	"strings"
	"testing"
)

// reviewFlagged returns the matches of Detect that overlap want in text.
func reviewFlagged(t *testing.T, text, want string) []Match {
	t.Helper()
	i := strings.Index(text, want)
	if i < 0 {
		t.Fatalf("%q not in %q", want, text)
	}
	ms, err := testSet(t).Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	var got []Match
	for _, m := range ms {
		if m.Start < i+len(want) && m.End > i {
			got = append(got, m)
		}
	}
	return got
}

// reviewNotFlagged fails when Detect reports anything overlapping benign.
func reviewNotFlagged(t *testing.T, text, benign string) {
	t.Helper()
	for _, m := range reviewFlagged(t, text, benign) {
		t.Errorf("false positive in %q: %s %q", text, m.RuleID, text[m.Start:m.End])
	}
}

// reviewCovered fails when some byte of secret in text is left unmasked.
func reviewCovered(t *testing.T, text, secret string) {
	t.Helper()
	i := strings.Index(text, secret)
	ms, err := testSet(t).Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	for k := i; k < i+len(secret); k++ {
		covered := false
		for _, m := range ms {
			if m.Start <= k && k < m.End {
				covered = true
				break
			}
		}
		if !covered {
			t.Errorf("secret leaks from byte %d (%q left) in %q", k-i, text[k:i+len(secret)], text)
			return
		}
	}
}

// wordDiff reads a regular expression's character class as a word
// diff: "[-…-]" followed by a quantifier.
func TestReviewWordDiffRegexClass(t *testing.T) {
	reviewNotFlagged(t, `password: "[-_a-zA-Z0-9-]{8,}"`, "_a-zA-Z0-9")
}

// plausibleLine's new column-row check refuses the fold of a token
// whose tail line goes on after two blanks (a trailing comment, the next
// cell of a wrapped table row): the head is masked, the tail leaks.
// 9d86ee3 joined both.
func TestReviewFoldColumnTail(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	tok := randToken(r, tAlnum, 40)
	for _, c := range []struct{ text, secret string }{
		{"export API_TOKEN=" + tok[:25] + "\n" + tok[25:] + "  # rotated 2024-01-15\n", tok[25:]},
		{"API_TOKEN=" + tok[:25] + "\n" + tok[25:] + "   prod\n", tok[25:]},
		{"| api_token | " + tok[:20] + "\n" + tok[20:] + "   |\n", tok[20:]},
	} {
		reviewCovered(t, c.text, c.secret)
	}
}

// basic-auth-header's new ',' separator (for Header.Set("Authorization",
// "Basic v")) reads prose: "authorization, basic authentication".
func TestReviewBasicAuthProse(t *testing.T) {
	reviewNotFlagged(t, "Supports authorization, basic authentication and OAuth", "authentication")
	reviewNotFlagged(t, "Authorization, Basic Authentication, Digest", "Authentication")
}

// mail-protocol-auth's IMAP pattern takes any "WORD LOGIN user x" line
// of a log: an IP address or a timestamp becomes the password.
func TestReviewLoginLogLine(t *testing.T) {
	reviewNotFlagged(t, "EVENT LOGIN svc_backup 10.0.0.5", "10.0.0.5")
	reviewNotFlagged(t, "AUDIT LOGIN admin 2024-01-15T10:00:00Z", "2024-01-15T10:00:00Z")
}

// keyQualifierIn lifts brandValue's refusal of 40+ hex digits after a
// service's name when "API" (or access, private) follows the name: a
// commit hash in a build or deploy log is taken.
func TestReviewBrandAPIHex(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	sha := randToken(r, tHex, 40)
	reviewNotFlagged(t, "Building Sentry API "+sha, sha)
	reviewNotFlagged(t, "Deploying Vercel API "+sha+" to production", sha)
}

// labelWords now stops at a copula after up to four words, and the
// copulas include the dashes: a German heading's dash becomes "is".
func TestReviewLocalizedDash(t *testing.T) {
	reviewNotFlagged(t, "Passwort wird in Datei - config2024.yml", "config2024.yml")
}

func TestReviewSpans(t *testing.T) {
	for _, s := range newRuleSeeds() {
		runAllDetectors(t, s)
	}
}

// runAllDetectors runs every builtin detector on text with its keyword hits and
// fails on a span whose Secret is not text[Start:End].
func runAllDetectors(t *testing.T, text string) {
	for _, d := range allBuiltins {
		var hits []int
		if kws := d.info().Keywords; len(kws) > 0 {
			lk := make([]string, len(kws))
			for i, k := range kws {
				lk[i] = strings.ToLower(k)
			}
			hits = keywordHitsFold(text, lk)
			if hits == nil {
				continue
			}
		}
		ms, err := d.find(text, hits, nil)
		if err != nil {
			continue
		}
		for _, m := range ms {
			if m.Start < 0 || m.End > len(text) || m.Start >= m.End || text[m.Start:m.End] != m.Secret {
				t.Fatalf("%s: bad match [%d,%d) %q in %q", d.info().ID, m.Start, m.End, m.Secret, text)
			}
		}
	}
}

var allBuiltins = builtinDetectors()

// newRuleSeeds are the forms the new rules read, and pieces of them: {PW}
// (a chosen password), {TOK} (a random token), {HEX} (40 hex digits),
// {ID} (an access key id) and {B64} (base64 of user:password) are
// generated, never written here.
func newRuleSeeds() []string {
	r := rand.New(rand.NewSource(15))
	pw := randToken(r, "BCDFGHJKLM", 1) + randToken(r, "aeioubcdfg", 5) + randToken(r, "23456789", 2) + "!"
	rep := strings.NewReplacer("{PW}", pw, "{TOK}", randToken(r, tAlnum, 20), "{HEX}", randToken(r, tHex, 40),
		"{ID}", randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 20), "{B64}", base64.StdEncoding.EncodeToString([]byte("user:"+pw)))
	var out []string
	for _, f := range []string{
		`password: [-"{PW}"-]{+'{PW}'+}`, "apiKey: [-old-]{+new+}", `password: [-""""-]`,
		`await page.getByLabel("Password").fill("{PW}")`, `fill_in "Password", with: "{PW}"`, `page.fill('#password', '{PW}')`,
		"a001 LOGIN user {PW}\r\n", "AUTH PLAIN {B64}",
		`{"cookies": [{"name": "sessionid", "value": "{TOK}"}]}`, `new Cookie("JSESSIONID", "{TOK}")`,
		".x.com\tTRUE\t/\tFALSE\t17\tsessionid\t{TOK}\r", ".x.com\tTRUE\t/\tFALSE\t17\tsessionid\t",
		"   user  password\n0  bob  {PW}\n", "   user  password\n0\tbob\t{PW}\r\n", "INSERT INTO `api_keys` VALUES ('{TOK}'),('x')",
		`{"k":{"password": {"S": "v"}}}`, `password: {"S"`, "user[password]={PW}", "[password]", "    ProxyPassword    REG_SZ    {PW}",
		"sk-acme-{TOK}", "acme-SECRET-{TOK}", "acme-access-token-key-{TOK}",
		"lösenordet för playground är {PW}", "lösenordet för playground är", "Mailgun ACCESS {HEX}",
		"mc alias set s3 https://x {ID} {TOK}", "SB-Mid-server-{TOK}",
		"authorization\", \"Basic {B64}", "signing.keyId=2E20398A\nsigning.password={PW}\n",
		"fill_in", "x.fill(", "Cookie(", `"cookies"`, `"cookies": [`, "[-", "{+",
	} {
		out = append(out, rep.Replace(f))
	}
	return out
}

func FuzzNewRules(f *testing.F) {
	for _, s := range newRuleSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		runAllDetectors(t, text)
	})
}
