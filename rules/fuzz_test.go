package rules

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
)

// checkSpans fails when a match lies outside text or is empty.
func checkSpans(t *testing.T, text string, ms []Match) {
	t.Helper()
	prevEnd := 0
	for _, m := range ms {
		if m.Start < prevEnd || m.Start >= m.End || m.End > len(text) {
			t.Fatalf("bad span [%d,%d) in %d bytes (previous end %d)", m.Start, m.End, len(text), prevEnd)
		}
		prevEnd = m.End
	}
}

func FuzzDetect(f *testing.F) {
	r := rand.New(rand.NewSource(1))
	for _, g := range fakesecret.Generators() {
		f.Add(g.Gen(r).Text)
	}
	for _, seed := range []string{
		"", "\\", `\"`, "%", "%4", "a%zz", "-----BEGIN " + "RSA PRIVATE KEY-----", "-----BEGIN " + "PRIVATE KEY-----\nAAAA\\",
		`{"a":"\u00`, "{", "[]", `{"a":"b"}`, "\xff\xfe password=\xff\xfe\xff\xfe", "postgres://:@", "x://a:b@",
		"AKIA" + "AAAAAAAAAAAAAAAA\n" + "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
		"-----begin", "-----BEGIN é PRIVATE KEY", "kind:'secret'", "kind:\tsecret\ndata:\n  a: b", "secret",
		"token := f(x, 82)", "api_key=", "api_key=\\", "ACAC0123456789abcdef0123456789abcdef",
		"abcdefghijklmn==", "0123456789abcdef0123456789abcdef\n" + "0123456789abcdef0123456789abcd",
		// the twenty-fourth session's forms: short runs in prose, passphrases, capability links
		"wpa_passphrase=", "Environment=\"X_PASSWORD=a b c", "for prod: 123456789012345678901234", "https://a/s/", "https://a/feeds/.ics",
		"case OpAMD64VPMOVVec32x8ToM:", "  a  kwhkpkoembkgymoyquh  b", "$ op item get", "DB_PASSWORD=a&b=1", "<password>\n</password>",
		// the thirty-fourth session's: a command name ending a line, bound SQL parameters, lists under plural names
		"Sign-In and Security\nCreate", "sudo security", "insert into u (email, password) values (?, ?)\nbinding parameter [2] as [VARCHAR] - [",
		"UPDATE a SET api_secret = $1\nDETAIL:  parameters: $1 = '", "VALUES (@p0, @p1)", "==> Parameters: a(String), ", "secrets: [\"", "API_KEYS = ['a', ",
		"argc=3 a0=\"a\" a1=2D70", "argc=2 a1[0]=\"x\" a1[1]=", "msg=audit(1.2:3): proctitle=6D00", "proctitle=",
		`spawn('curl', ['-u', 'a:b', 'x'])`, `["a", "-p", "b c"]`, `x, ["-a"`,
		"00000000: 2320 6c6f  # l\n00000010: 0a47 4954  .GIT\n", "0000  61 62 63 64  |abcd|\n0001  65 66 67 68  |", "000000 41 42 43 44  >AB",
		// the thirty-fifth session's: CRLF records and rows, a quote closing the word around mysql -p, runs of statements and brackets
		"argc=2 a0=\"x\" a1=2D70\r\n", "0000000   a   b   c   d\r\n0000020   e   f   g   h\r\n", "@@ -1,2 +1,2 @@\r\n\r\n+a\r\n",
		"'mysql -p' && echo 'x'", "where password = @p;where password = @p;", "where password = ?\n(((\n[", `["-["-["-`, "1) \"user a on #",
		// the thirty-sixth session's: a bare '=' before lower-case hex in a quoted-printable match, padding at a line's end,
		// MONITOR's escaped quote, Erlang's node prompt
		"DB_PASSWORD=" + "3Dabcd=3Defgh=abijkl\n", "x=3D\nk = abc=\nnext\n", `"AUTH" "a\"b"`, "(a@b)1> )1> ", "> AUTH x\n",
		// the thirty-seventh session's: a pasted dash read as "--", a chunked body after curl -v's headers, runs of pin prefixes
		"password: \u2014abc\n", "DB_PASSWORD= \u2013v\n", "< Transfer-Encoding: chunked\r\n< \r\n4\r\nabcd\r\n0\r\n\r\n",
		"nNCODING: chunked nNCODING: chunked ", "sha256/sha256/sha256/", "/presets?code=x&state=y /callback",
		"a,b,c\na,b,c\na,b,c\n", "(\"a\", \"b\", \"c\"),\n(\"a\", \"b\"),\n", "├── x\n`-- y\n-- z\n",
		// the thirty-ninth session's: a scheme at a hit, unicode and DokuWiki tables, UCI keys, CephX's tail, grouped digits
		"webcal://", "x://.ics", "//ical.", "https://a/calendar/private-", "vmess://", "trojan://a@", "tuic://:@", "vless xtls- id: ",
		" a │ password\n──┼──\n b │ ", "^ a ^ password ^\n| b | %%", "^ ^\n", "option key 'abcdefgh'\nencryption ssid",
		"AQ" + "AAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAA==", "a==", "wlan 1234 5678 9012 3456 7890 ", "wifi 1234 5678 9012 3456",
		"setenv", "setenv password", "mc admin user add", "{$SNMP_COMMUNITY}\",\"value\":",
	} {
		f.Add(seed)
	}
	s, err := New(Config{})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		ms, err := s.Detect(text)
		noRuleFailure(t, err)
		checkSpans(t, text, ms)
	})
}

// noRuleFailure fails t when Detect's error says a rule failed: a
// panicking detector is turned into that error (findSafe), which the
// tests must still see as a bug. (A regexp2 timeout is no failure.)
func noRuleFailure(t *testing.T, err error) {
	t.Helper()
	if err != nil && strings.Contains(err.Error(), " failed: ") {
		t.Fatalf("a rule failed: %v", err)
	}
}

// TestDetectRandomText runs Detect on random mixtures of secrets,
// separators and broken encodings; it must neither panic nor return
// overlapping or out-of-range spans.
func TestDetectRandomText(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(17))
	gens := fakesecret.Generators()
	pieces := []string{"\n", " ", `\"`, `\n`, "%2", "%41", "=", ":", "{", "}", `"`, "\xff", "é", "-----END ", "://", "@"}
	for i := 0; i < 300; i++ {
		var b []byte
		for k := r.Intn(12); k >= 0; k-- {
			if r.Intn(3) == 0 {
				b = append(b, gens[r.Intn(len(gens))].Gen(r).Text...)
			} else {
				b = append(b, pieces[r.Intn(len(pieces))]...)
			}
		}
		text := string(b)
		if r.Intn(4) == 0 && len(text) > 2 {
			text = text[:r.Intn(len(text))] // cut anywhere, even inside a rune
		}
		ms, err := s.Detect(text)
		noRuleFailure(t, err)
		checkSpans(t, text, ms)
	}
}
