package rules

import (
	"math/rand"
	"strings"
	"testing"
	"time"
)

// TestQuotedPrintableLowerHexEscape: a '=' left as it is before two
// lower-case hex digits ("=ab") is no escape to qpDecode, but qpWidth
// took it for one three bytes wide: the next byte's span started before
// the last one's end, and lineSpans sliced backwards and panicked out of
// Detect (the views run outside findSafe), or a match ending at such a
// '=' was masked two bytes too far.
func TestQuotedPrintableLowerHexEscape(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3601))
	for range 3 {
		// the password holds an escaped '=' and a bare one
		pw := randToken(r, tAlnum, 8) + "=3D" + randToken(r, tAlnum, 4) + "=ab" + randToken(r, tAlnum, 6)
		text := "DB_PASSWORD=3D" + pw + " and the rest\n"
		func() {
			defer func() {
				if e := recover(); e != nil {
					t.Fatalf("Detect panicked: %v", e)
				}
			}()
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			checkSpans(t, text, ms)
			if i := strings.Index(text, pw); !covered(ms, i, i+len(pw)) {
				t.Errorf("%q not masked: %v", pw, ms)
			}
		}()
	}
	if got := qpWidth("x=ab", 1); got != 1 {
		t.Errorf("qpWidth of a '=' before lower-case hex = %d, want 1", got)
	}
}

// linearTime fails t when f takes more than ten times as long on 4n
// bytes of unit repeated as on n: a linear reader takes about four
// times as long, a quadratic one sixteen.
func linearTime(t *testing.T, name, unit string, n int, f func(text string)) {
	t.Helper()
	rep := func(m int) string { return strings.Repeat(unit, m/len(unit)+1)[:m] }
	small, large := rep(n), rep(4*n)
	timed := func(text string) time.Duration {
		start := time.Now()
		f(text)
		return time.Since(start)
	}
	timed(small) // warm up
	// the fastest of three runs each, and a floor of a second: a loaded
	// machine (CI, a parallel test) stretches one run, not three, and a
	// quadratic reader takes tens of seconds at these sizes
	d1 := min(timed(small), timed(small), timed(small))
	d4 := min(timed(large), timed(large), timed(large))
	if d4 > 10*d1 && d4 > time.Second {
		t.Errorf("%s: %v on %d bytes, %v on %d: super-linear", name, d1, n, d4, 4*n)
	}
}

// TestRedisAuthLongLines: redis-auth-password read back to the line's
// start at every AUTH (redisLineHead) and forward to its end (lineArgs,
// quotedArgs): a long line of them was quadratic.
func TestRedisAuthLongLines(t *testing.T) {
	if testing.Short() {
		t.Skip("long inputs")
	}
	r := newRedisAuth()
	for _, unit := range []string{"AUTH ", "HELLO 3 AUTH ", `"AUTH" `, "> AUTH x "} {
		linearTime(t, "redis-auth "+unit, unit, 128<<10, func(text string) { r.find(text, nil, nil) })
	}
}

// TestRegHexLongLine: scanRegValue looked for the value's name from the
// start of its line, at every value: a long line of values was quadratic.
func TestRegHexLongLine(t *testing.T) {
	if testing.Short() {
		t.Skip("long inputs")
	}
	s := testSet(t)
	linearTime(t, "reg hex values", `"a"=hex:01,02,03,04,05,06,07,08 `, 64<<10, func(text string) {
		if _, err := s.regHexValues(text, nil); err != nil {
			t.Fatal(err)
		}
	})
}

// TestErlangPromptLongLine: replPromptAt looked for the '(' of an
// Erlang node's prompt, (node@host)1>, from its line's start at every
// "1> " after a ')': quadratic on a long line of them.
func TestErlangPromptLongLine(t *testing.T) {
	if testing.Short() {
		t.Skip("long inputs")
	}
	p := newPrintedRule()
	for _, unit := range []string{")1> ", "(a@b)1> "} {
		linearTime(t, "erlang prompt "+unit, unit, 64<<10, func(text string) { p.find(text, nil, nil) })
	}
	s := testSet(t)
	r := rand.New(rand.NewSource(3602))
	for range 3 {
		v := randToken(r, tAlnum, 24)
		wantRule(t, s, "(rabbit@mq-0)1> os:getenv(\"RABBITMQ_DEFAULT_PASS\").\n\""+v+"\"\n", v, printedID)
	}
}

// TestEqualsRunLongLine: a line of "=3D" is decoded by the
// quoted-printable view into a run of '=', and credential-comparison's
// gates skipped all the '=' after each "==" of it (afterOperator):
// quadratic, minutes for a megabyte. An operator has three '=' at most.
func TestEqualsRunLongLine(t *testing.T) {
	if testing.Short() {
		t.Skip("long inputs")
	}
	s := testSet(t)
	for _, unit := range []string{"=3D", "="} {
		linearTime(t, "a run of "+unit, unit, 32<<10, func(text string) {
			if _, err := s.Detect(text); err != nil {
				t.Fatal(err)
			}
		})
	}
	r := rand.New(rand.NewSource(3603))
	for range 3 {
		v := randToken(r, tAlnum, 12) + "7"
		wantSecret(t, s, `if (req.api_token === "`+v+`") {`, v)
		wantSecret(t, s, `if ("`+v+`" == api_key) {`, v)
	}
}

// TestRedisMonitorEscapedQuote: MONITOR writes a '"' inside an argument
// as \" ("AUTH" "default" "ab\"cd"); quotedArgs ended the password at
// that quote and left the rest of it unmasked.
func TestRedisMonitorEscapedQuote(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3604))
	for range 3 {
		a, b := randToken(r, tAlnum, 8), randToken(r, tAlnum, 8)
		pw := a + `\"` + b
		text := `1717405964.118211 [0 10.0.3.17:53422] "AUTH" "default" "` + pw + `"` + "\n"
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		if i := strings.Index(text, pw); !covered(ms, i, i+len(pw)) {
			t.Errorf("%q not masked whole: %+v", pw, ms)
		}
	}
}

// TestRedisAuthQuotedReply: "> " is a prompt in Redis' documentation but
// also a quoted line of a mail or of Markdown (> AUTH failed); the word
// after AUTH was taken for a password as after host:port>. After a bare
// "> " the value must not be a word, as at a line's start.
func TestRedisAuthQuotedReply(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{
		"> AUTH failed\n", "> AUTH timeout\n", "> AUTH rejected\n", "> AUTH error\n", "> AUTH disabled\n", "> AUTH mandatory\n",
		"> Hi, the relay says\n> AUTH failed\n> after the upgrade.\n",
	} {
		wantNoRule(t, s, text, redisAuthID)
	}
	r := rand.New(rand.NewSource(3605))
	for range 3 {
		pw := randToken(r, tAlnum, 16)
		wantRule(t, s, "> AUTH "+pw+"\nOK\n", pw, redisAuthID)
		wantRule(t, s, "> AUTH default "+pw+"\nOK\n", pw, redisAuthID)
		wantRule(t, s, "127.0.0.1:6379> auth "+pw+"\nOK\n", pw, redisAuthID)
	}
}

// TestREPLEchoAddress: gdb echoes a pointer, or a number printed with
// p/x, as "$1 = 0x55555555a2c0"; the echo's value was taken for the
// secret the expression names (p/x token). A machine word in hex is an
// address or a number, not a token; a private key in hex is longer.
func TestREPLEchoAddress(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{
		"(gdb) p/x token\n$1 = 0x55555555a2c0\n(gdb) ",
		"(gdb) p/x session_key\n$2 = 0x7ffff7dd18e0\n",
		"(gdb) p/a cfg->api_token\n$3 = 0x5555555596b0\n",
		"(gdb) print/x secret\n$4 = 0xdeadbeef\n",
	} {
		wantNoRule(t, s, text, printedID)
	}
	r := rand.New(rand.NewSource(3606))
	for range 3 {
		k := "0x" + randToken(r, "0123456789abcdef", 64)
		wantSecret(t, s, ">>> private_key\n'"+k+"'\n", k)
		v := randToken(r, tAlnum, 24)
		wantRule(t, s, "(gdb) print cfg->api_token\n$1 = \""+v+"\"\n(gdb) ", v, printedID)
	}
}

// TestConnectProse: CONNECT's logon was read from any word after a
// line's first "connect" or "conn", and prose starting so (connect
// to/from the server, Connect input/output streams) gave a word after
// a '/' as a password. SQL*Plus and RMAN take the logon first (after
// TARGET, AUXILIARY or CATALOG) and only AS SYSDBA or the like after it.
func TestConnectProse(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{
		"connect to/from the server\n", "Connect input/output streams\n", "connect the frontend/backend@staging\n",
		"> connect read/write handles to the pipe\n", "conn pool size/timeout@startup are set below\n",
	} {
		wantNoRule(t, s, text, cliPasswordID)
	}
	r := rand.New(rand.NewSource(3607))
	for range 3 {
		pw := randToken(r, tAlnum, 14)
		for _, text := range []string{
			"SQL> conn scott/" + pw + "@orcl\n", "SQL> connect sys/" + pw + " as sysdba;\n", "RMAN> connect target sys/" + pw + "@prod\n",
			"connect hr/" + pw + "@//localhost:1521/XEPDB1\n", "RMAN> CONNECT CATALOG rman/" + pw + "@catdb;\n",
		} {
			wantRule(t, s, text, pw, cliPasswordID)
		}
	}
}

// TestExpImpProse: exp and imp are words too, and a line starting so
// (exp and imp read/write dump files, a bullet "- exp claim:
// seconds/epoch") gave any word after a '/' as a password. Their logon
// is the first argument or USERID=, and the rest are KEY=VALUE
// parameters.
func TestExpImpProse(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{
		"exp and imp read/write dump files\n", "imp now handles utf8/utf16 conversions\n", "- exp claim: seconds/epoch\n",
		"30 2 * * 0 exp read/write perms\n", "imp tables/views from the old schema\n",
	} {
		wantNoRule(t, s, text, cliPasswordID)
	}
	r := rand.New(rand.NewSource(3608))
	for range 3 {
		pw := randToken(r, tAlnum, 14)
		for _, text := range []string{
			"exp scott/" + pw + " file=x.dmp\n", "imp system/" + pw + "@orcl full=y\n", "exp file=x.dmp userid=scott/" + pw + " owner=scott\n",
			"30 2 * * 0 exp system/" + pw + " full=y file=/backup/full.dmp\n", "exp scott/" + pw + "\n",
		} {
			wantRule(t, s, text, pw, cliPasswordID)
		}
	}
}

// TestREPLTokenTypeName: at a debugger's prompt a lexer's or a parser's
// token names a secret by its name (p self.current_token), and its value
// is a token type's name (WHITESPACE, TokenType.IDENTIFIER, Ruby's
// :IDENTIFIER), which was masked as the secret.
func TestREPLTokenTypeName(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{
		"(Pdb) p token\nTokenType.IDENTIFIER\n", "(Pdb) p self.current_token\n'WHITESPACE'\n", ">>> parser.token\n'END_OF_FILE'\n",
		"(byebug) p token\n:IDENTIFIER\n", "ipdb> p tok.token\n'SEMICOLON'\n", "(pdb) p lexer.token\n'IDENTIFIER'\n",
	} {
		wantNoRule(t, s, text, printedID)
	}
	r := rand.New(rand.NewSource(3609))
	for range 3 {
		v := randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)
		wantRule(t, s, "(Pdb) p user.otp_secret\n'"+v+"'\n", v, printedID)
	}
}

// TestQuotedPrintableBareEquals: once "=3D" occurs anywhere, every '='
// ending a line was taken for a soft line break, and a base64 value's
// padding (PrivateKey = …=) joined its line to the next: the match ran
// on into it and its next key (Address, Endpoint) was masked. A line of
// quoted-printable writes every other '=' as =3D; one holding a bare
// '=' has no soft break.
func TestQuotedPrintableBareEquals(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3610))
	for range 3 {
		k1 := randToken(r, tAlnum+"+/", 43) + "="
		k2 := randToken(r, tAlnum+"+/", 43) + "="
		text := "The mail showed href=3D\"x\", anyway here is the config:\n[Interface]\nPrivateKey = " + k1 +
			"\nAddress = 10.0.0.2/32\n\n[Peer]\nPresharedKey = " + k2 + "\nEndpoint = vpn.example.com:51820\n"
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, word := range []string{"Address", "Endpoint"} {
			if i := strings.Index(text, word); covered(ms, i, i+1) {
				t.Errorf("%q masked: %+v", word, ms)
			}
		}
	}
	view, _, _ := qpDecode("a=3Db\nkey = abc=\nnext\nsoft=\nbreak\n")
	if got, want := string(view), "a=b\nkey = abc=\nnext\nsoftbreak\n"; got != want {
		t.Errorf("qpDecode = %q, want %q", got, want)
	}
}
