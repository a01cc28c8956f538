package rules

// What a review of the fifteenth session's rules found (each test failed
// before its fix), and FuzzNewRules: every builtin detector run on its
// own (keyword hits computed here) on fuzzed text must not panic and must
// report spans whose Secret is text[Start:End].

import (
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
	for _, s := range newRuleSeeds {
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

var newRuleSeeds = []string{
	`password: [-"abcdefgh12"-]{+'x9Kq2Lm8Zt'+}`, "apiKey: [-old-]{+new+}", `password: [-""""-]`,
	`await page.getByLabel("Password").fill("Xk29!pQ")`, `fill_in "Password", with: "Zz8#kQ1"`, `page.fill('#password', 'p9Q!xk2')`,
	"a001 LOGIN user pass1234\r\n", "AUTH PLAIN AHVzZXIAcGFzcw==",
	`{"cookies": [{"name": "sessionid", "value": "AbCdEf0123456789xyz"}]}`, `new Cookie("JSESSIONID", "AbCdEf0123456789xyz")`,
	".x.com\tTRUE\t/\tFALSE\t17\tsessionid\tAbCdEf0123456789xyz\r", ".x.com\tTRUE\t/\tFALSE\t17\tsessionid\t",
	"   user  password\n0  bob  Xk29!pQz\n", "   user  password\n0\tbob\tXk29!pQz\r\n", "INSERT INTO `api_keys` VALUES ('Ab12Cd34Ef56Gh78Ij90'),('x')",
	`{"k":{"password": {"S": "v"}}}`, `password: {"S"`, "user[password]=Xk29!pQz", "[password]", "    ProxyPassword    REG_SZ    Xk29!pQz",
	"sk-acme-AbCd1234EfGh5678IjKl", "acme-SECRET-AbCd1234EfGh5678IjKl", "acme-access-token-key-AbCd1234EfGh5678IjKl",
	"lösenordet för playground är Xk29!pQz", "lösenordet för playground är", "Mailgun ACCESS 0123456789abcdef0123456789abcdef01234567",
	"mc alias set s3 https://x AKIA0123456789ABCDEF Xk29pQzAbCd1234EfGh5678", "SB-Mid-server-AbCd1234EfGh5678IjKlMn",
	"authorization\", \"Basic dXNlcjpwYXNzd29yZA==", "signing.keyId=2E20398A\nsigning.password=Xk29pQ\n",
	"fill_in", "x.fill(", "Cookie(", `"cookies"`, `"cookies": [`, "[-", "{+",
}

func FuzzNewRules(f *testing.F) {
	for _, s := range newRuleSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		runAllDetectors(t, text)
	})
}
