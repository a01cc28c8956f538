package rules

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
	"github.com/tidwall/gjson"
)

// coveredPieces reports whether the matches cover every byte of
// text[start:end] but the line breaks of its folds (with a continuation
// backslash before and the indentation after them), and none of those:
// a folded secret is masked piece by piece, the line structure stays.
func coveredPieces(ms []Match, text string, start, end int) bool {
	for i := start; i < end; i++ {
		in := false
		for _, m := range ms {
			if m.Start <= i && i < m.End {
				in = true
				break
			}
		}
		if in == foldGapByte(text, i) {
			return false
		}
	}
	return true
}

// foldGapByte reports whether text[i] belongs to a line break: '\r',
// '\n', a backslash right before them, or a blank after one.
func foldGapByte(text string, i int) bool {
	switch c := text[i]; c {
	case '\n', '\r':
		return true
	case '\\':
		return i+1 < len(text) && (text[i+1] == '\n' || text[i+1] == '\r')
	case ' ', '\t':
		for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
			i--
		}
		return i > 0 && text[i-1] == '\n'
	}
	return false
}

// genKind returns a secret of the fakesecret generator kind.
func genKind(t *testing.T, r *rand.Rand, kind string) fakesecret.Secret {
	t.Helper()
	for _, g := range fakesecret.Generators() {
		if g.Kind == kind {
			return g.Gen(r)
		}
	}
	t.Fatalf("no generator %s", kind)
	return fakesecret.Secret{}
}

// foldAt returns text with sep inserted into value (which text holds
// once) at the offsets cuts, and the span of the folded value.
func foldAt(text, value string, cuts []int, sep string) (string, int, int) {
	i := strings.Index(text, value)
	var b strings.Builder
	prev := 0
	for _, c := range cuts {
		b.WriteString(value[prev:c] + sep)
		prev = c
	}
	b.WriteString(value[prev:])
	f := b.String()
	return text[:i] + f + text[i+len(value):], i, i + len(f)
}

// TestFoldJoins: a secret cut by a line break at any place, not at a fixed
// width, is found by the rule that knows it (a provider token, a key-name
// rule with the key on the first line, a URL password, a token over three
// lines) and masked piece by piece: every byte of the secret is covered,
// the line break, a continuation backslash and the indentation are not.
func TestFoldJoins(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(21))
	seps := []string{"\n", "\r\n", "\n      ", "\\\n    "}
	type fcase struct {
		name, text, value string
		cuts              []int
	}
	var cases []fcase
	for k := range 4 {
		sep := seps[k]
		pat := genKind(t, r, "github-pat")
		cases = append(cases, fcase{"provider", "the tool printed " + pat.Text + " and exited", pat.Value, []int{9 + k}})
		tok := randToken(r, tAlnum, 32)
		cases = append(cases, fcase{"keyword-first-line", "billing_api_key = \"" + tok + "\"\nnext step", tok, []int{8 + 3*k}})
		u := genKind(t, r, "postgres-url")
		cases = append(cases, fcase{"url-password", "connect with " + u.Text + " then", u.Value, []int{8}})
		jwt := genKind(t, r, "jwt")
		cases = append(cases, fcase{"three-way", "Authorization header: " + jwt.Text + "\nok", jwt.Value, []int{30, 30 + 40 + k}})
		// a tail starting with digits and a dash, as a date does
		sl := genKind(t, r, "slack-user-token")
		d := strings.LastIndexByte(sl.Value, '-')
		cases = append(cases, fcase{"digits-dash-tail", "slack token " + sl.Value + "\nnext", sl.Value, []int{d - 6}})
		for i := range cases[len(cases)-5:] {
			c := &cases[len(cases)-5+i]
			c.name += fmt.Sprintf("/%q", sep)
			text, start, end := foldAt(c.text, c.value, c.cuts, sep)
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			if !coveredPieces(ms, text, start, end) {
				t.Errorf("%s: folded secret not masked piece by piece: %v", c.name, spans(ms, text))
			}
			// the bytes around the secret are not taken
			for _, m := range ms {
				if m.Start < start-len("billing_api_key = \"") || m.End > end {
					t.Errorf("%s: span [%d,%d) outside the secret [%d,%d)", c.name, m.Start, m.End, start, end)
				}
			}
		}
	}
}

// spans describes matches without their text.
func spans(ms []Match, text string) []string {
	var out []string
	for _, m := range ms {
		out = append(out, fmt.Sprintf("%s[%d,%d)", m.RuleID, m.Start, m.End))
	}
	return out
}

// TestFoldInEscapedJSON: a tool printed a JSON document whose value is
// \u-escaped and folded (the break itself written as \n): the nested
// document is decoded, the fold joined, and the spans map back to the
// escaped bytes of both pieces, leaving the escaped break.
func TestFoldInEscapedJSON(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(22))
	pat := genKind(t, r, "github-pat")
	head, tail := pat.Value[:14], pat.Value[14:]
	esc := func(v string) string {
		var b strings.Builder
		for i := 0; i < len(v); i++ {
			if i%2 == 0 {
				fmt.Fprintf(&b, `\u%04x`, v[i])
			} else {
				b.WriteByte(v[i])
			}
		}
		return b.String()
	}
	text := `{"note": "token ` + esc(head) + `\n` + esc(tail) + `", "level": "info"}`
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	hs := strings.Index(text, esc(head))
	ts := strings.Index(text, esc(tail))
	if !covered(ms, hs, hs+len(esc(head))) || !covered(ms, ts, ts+len(esc(tail))) {
		t.Fatalf("pieces not covered: %v", spans(ms, text))
	}
	masked := text
	for i := len(ms) - 1; i >= 0; i-- {
		masked = masked[:ms[i].Start] + "[M]" + masked[ms[i].End:]
	}
	if !strings.Contains(masked, `[M]\n[M]`) || !gjson.Valid(masked) {
		t.Errorf("the escaped break or the document did not survive: %q", strings.ReplaceAll(masked, text[hs:ts], "…"))
	}
}

// TestFoldNoJoin: line breaks between whole words, names, numbers and
// commands are not folds, and joining nothing finds nothing.
func TestFoldNoJoin(t *testing.T) {
	s := testSet(t)
	texts := []string{
		"the worker read the configuration\nrestarted the scheduler",
		"const nowCount = 90110\nnormalizeKey(\"merge string\", opts)",
		"9f2c1de user: walk visit buildTree\n62a7480 remove: it array build",
		"ok  \tgithub.com/acme/parser/buffer\t2.885s\n2026-06-25T13:46:01.656Z DEBUG start",
		"cat > .env <<'EOF'\nAPI_TOKEN=${API_TOKEN}\nEOF\n./scripts/deploy.sh --env staging",
		"kind: Deployment\nmetadata:\n  name: billing",
		"-rw-r--r-- 1 dev dev 120 Nov  1 config.yaml\n-rw-r--r-- 1 dev dev 988 Nov  1 secrets.example",
		"  TestConfigParser/also_first_case\n--- PASS: TestEvent (0.04s)",
		"env:\n  - name: LOG_LEVEL\n    value: debugVerbose2\n  - name: REGION\n    value: eu-west-1",
		"    return defaultHandlerName\n@Override public void run() {",
		"  handled by requestHandler\n@Test(expected = Error.class)",
		"status = resultPending42\n:ok\nend",
	}
	for _, text := range texts {
		if b := foldBreaks(text, nil); len(b) > 0 {
			t.Errorf("%q: joined at %v", text, b)
		}
		if ms, _ := s.Detect(text); len(ms) > 0 {
			t.Errorf("%q: found %v", text, spans(ms, text))
		}
	}
}

// TestFoldNotGluedToNextLine: a folded secret whose tail ends a line is
// joined to its head only, not to the word starting the next line (EOF),
// and the next line survives.
func TestFoldNotGluedToNextLine(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(23))
	for range 10 {
		tok := genKind(t, r, "github-pat").Value
		for _, next := range []string{"EOF", "done", "Z9", "exit 0"} {
			text := "cat > app.env <<'EOF'\n" + tok[:20] + "\n" + tok[20:] + "\n" + next + "\n"
			ms, _ := s.Detect(text)
			start := strings.Index(text, tok[:20])
			end := start + len(tok) + 1
			if !coveredPieces(ms, text, start, end) {
				t.Errorf("before %q: not masked piece by piece: %v", next, spans(ms, text))
			}
			for _, m := range ms {
				if m.End > end {
					t.Errorf("before %q: span [%d,%d) reaches into the next line", next, m.Start, m.End)
				}
			}
		}
	}
}

// TestFoldKeepsLogAndListingLines: a secret ending a line is not joined
// to the next line when that line is a log record (a timestamp), an item
// of a listing (it starts like the line after it) or a test report, even
// though both sides of the break are token characters: nothing of the next
// line is masked.
func TestFoldKeepsLogAndListingLines(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(24))
	nexts := []string{
		"2026-05-26T15:21:38.362Z INFO [report] Result visit buffer\n2026-05-26T15:21:39.001Z INFO done",
		"-rw-r--r--  1 dev staff 72423 Nov 22 12:51 scripts\n-rw-r--r--  1 dev staff 100 Nov 22 12:51 tools",
		"2026-07-06T21:47:56.492Z DEBUG [parser] start",
		"=== RUN   TestSessionParser/call_direct",
	}
	for _, kind := range []string{"aws-secret-access-key", "github-pat", "stripe-secret-key", "password-assignment"} {
		for _, next := range nexts {
			sec := genKind(t, r, kind)
			text := "$ cat .env\n" + sec.Text + "\n" + next
			ms, _ := s.Detect(text)
			i := strings.Index(text, sec.Value)
			nl := i + len(sec.Value)
			if !covered(ms, i, nl) {
				t.Errorf("%s before %q: secret not covered: %v", kind, next[:10], spans(ms, text))
			}
			for _, m := range ms {
				if m.End > nl {
					t.Errorf("%s before %q: span [%d,%d) reaches into the next line (ends at %d)", kind, next[:10], m.Start, m.End, nl)
				}
			}
		}
	}
}

// TestFoldBeforeSeparator: a value broken right before the '@' of
// user:password@host or the ':' of an id:secret pair (the next line starts
// with the separator) is joined and found, and a token folded right after
// a command line ending in a path (cat deploy/app.env) is not lost to
// the path being glued to it.
func TestFoldBeforeSeparator(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(25))
	for _, sep := range []string{"\n", "\r\n", "\n    "} {
		for range 5 {
			pw := fakesecret.Password(r)
			text := "connect with postgres://app_user:" + pw + sep + "@db.internal:5432/app then\nexit 0"
			i := strings.Index(text, pw)
			if ms, _ := s.Detect(text); !covered(ms, i, i+len(pw)) {
				t.Errorf("password before %q@: not covered: %v", sep, spans(ms, text))
			}
			tg := genKind(t, r, "telegram-bot-token").Value
			c := strings.IndexByte(tg, ':')
			text, start, end := foldAt("TELEGRAM_BOT_TOKEN="+tg+"\nexit 0", tg, []int{c}, sep)
			if ms, _ := s.Detect(text); !coveredPieces(ms, text, start, end) {
				t.Errorf("telegram token broken before %q: not masked piece by piece: %v", sep+":", spans(ms, text))
			}
			pat := genKind(t, r, "github-pat").Value
			text, start, end = foldAt("$ cat deploy/app.env\n"+pat+"\n$ exit 0", pat, []int{20}, sep)
			if ms, _ := s.Detect(text); !coveredPieces(ms, text, start, end) {
				t.Errorf("token after a path line, folded with %q: not masked piece by piece: %v", sep, spans(ms, text))
			}
		}
	}
}

// TestFoldQuotedNames: a quoted value folded so that its halves read like
// names (sm_pat_yrhd / vrafkojye8iy: lower-case letters with vowels) is
// still joined, since the quote opened before the head closes right after
// the tail; names of code meeting at a break are not quoted together.
func TestFoldQuotedNames(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(26))
	syl := func(n int) string {
		var b strings.Builder
		for b.Len() < n {
			b.WriteByte("bcdfghklmnprstvz"[r.Intn(16)])
			b.WriteByte("aeiou"[r.Intn(5)])
		}
		return b.String()[:n]
	}
	for _, sep := range []string{"\n", "\r\n", "\n    "} {
		for range 5 {
			tok := "sm_pat_" + syl(4) + syl(7) + "7" + syl(4)
			text, start, end := foldAt(`settlemintToken := "`+tok+`"`+"\nexit 0", tok, []int{11}, sep)
			if ms, _ := s.Detect(text); !coveredPieces(ms, text, start, end) {
				t.Errorf("quoted token folded with %q: not masked piece by piece: %v", sep, spans(ms, text))
			}
		}
	}
}

// TestFoldQuotedAssignmentTail: a quoted token whose tail reads like an
// assignment (syneanhc81_=-fp=…) is joined inside its quotes, while the
// same tail unquoted, the next line of an env file, is not glued.
func TestFoldQuotedAssignmentTail(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(27))
	for range 5 {
		head := strings.ToLower(randToken(r, tAlnum, 24))
		tail := "v" + strings.ToLower(randToken(r, tAlnum, 9)) + "_=-fp=" + strings.ToLower(randToken(r, tAlnum, 20))
		tok := "pscale_oauth_" + head + tail
		text, start, end := foldAt(`planetScaleToken = "`+tok+`";`+"\nexit 0", tok, []int{len("pscale_oauth_") + len(head)}, "\n")
		if ms, _ := s.Detect(text); !coveredPieces(ms, text, start, end) {
			t.Errorf("quoted token with an assignment-like tail: not masked piece by piece: %v", spans(ms, text))
		}
	}
	// lines of a document quoted whole are no quoted value
	for _, text := range []string{"DB_HOST=db.internal.example\nLOG_LEVEL=info\n", `"output": "DB_HOST=db7.internal\nLOG_LEVEL=info"`} {
		if b := foldBreaks(text, nil); len(b) > 0 {
			t.Errorf("%q: joined at %v", text, b)
		}
	}
}

// TestFoldBeforeTheSecret: a URL folded before the part a rule reports
// (a webhook's path token) is joined, and the part on the next line is
// masked though no match crosses the join: the rule needed the head.
func TestFoldBeforeTheSecret(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(28))
	for _, sep := range []string{"\n", "\r\n", "\n    "} {
		for range 5 {
			tok := randToken(r, tAlnum, 16)
			url := "https://hooks.zapier.com/hooks/catch/" + tok
			text, _, _ := foldAt("zapier hook = '"+url+"'\nIt worked yesterday.", url, []int{len("https://hooks.zapier.com/h")}, sep)
			i := strings.Index(text, tok)
			if ms, _ := s.Detect(text); !covered(ms, i, i+len(tok)) {
				t.Errorf("webhook folded with %q before its token: not covered: %v", sep, spans(ms, text))
			}
		}
	}
}

// TestFoldPunctuatedPassword: a password broken next to punctuation
// (Xy!9#a&<NL>b;Q2…) is joined when it is quoted whole or assigned to a
// key and runs to the end of the next line, and masked piece by piece;
// code, phrases and env lines that break at punctuation are not joined.
func TestFoldPunctuatedPassword(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(29))
	const alnum = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	const punct = "!#$&*()[]{}|;,<>?^"
	checked := 0
	for _, ctx := range []string{"password = \"%s\"\nnext step", "DB_PASSWORD=%s\nexit 0", "mysql -u root -p'%s' billing\nexit 0", "Use this password: %s\nexit 0",
		// keys that name a secret though their words fail keyName's shape tests
		"  postgresPassword: %s\n  database: app", "mqtt_password: %s\nlatitude: 52.3"} {
		for _, sep := range []string{"\n", "\r\n", "\n    "} {
			for k := range 6 {
				b := []byte(randToken(r, tAlnum, 18))
				for i := range b {
					b[i] = alnum[r.Intn(len(alnum))]
				}
				b[3] = "0123456789"[r.Intn(10)]
				b[8+k%2] = punct[r.Intn(len(punct))] // at the cut's head end or tail start
				pw := string(b)
				plain := fmt.Sprintf(ctx, pw)
				if ms, _ := s.Detect(plain); !covered(ms, strings.Index(plain, pw), strings.Index(plain, pw)+len(pw)) {
					continue // a mark the rules end a value at (a ',' after a key): not found whole unfolded either
				}
				checked++
				text, start, end := foldAt(plain, pw, []int{9}, sep)
				if !strings.HasPrefix(ctx, "password") && !strings.HasPrefix(ctx, "mysql") && sep != "\n" && sep != "\r\n" {
					continue // an indented next line is not the rest of an env value
				}
				// credential-pair masks an assigned value with the break
				if ms, _ := s.Detect(text); !covered(ms, start, start+9) || !covered(ms, end-9, end) {
					t.Errorf("%q folded with %q: not masked: %v in %q", ctx[:8], sep, spans(ms, text), text)
				}
			}
		}
	}
	if checked < 30 {
		t.Errorf("only %d passwords found whole unfolded: the cases no longer test folds", checked)
	}
	// a comment's token wrapped to the next line's start is still joined
	if tok := randToken(r, tAlnum, 24); len(foldBreaks("# api key: "+tok[:12]+"\n"+tok[12:]+"\n", nil)) != 1 {
		t.Errorf("a wrapped comment's token is not joined")
	}
	for _, text := range []string{
		"	fmt.Println(\"Hello,\nWorld!\")",
		"DB_HOST=db7.example.com;\nLOG_LEVEL=info",
		"host: db7.example.com;\nport: 5432",
		"x := map[string]int{\"a1\": 1,\n\"b2\": 2}",
		"if (a1 && b2) {\n}",
		// the next assignment of a properties file, of grep -C's lines, of a diff
		"ossrhPassword=" + randToken(r, tAlnum, 4) + "!+*F." + randToken(r, tAlnum, 5) + ":" + randToken(r, tAlnum, 6) + "\nsigning.keyId=" + strings.ToUpper(randToken(r, tHex, 8)),
		"b/restic.env:2:RESTIC_PASSWORD=?W@-" + randToken(r, tAlnum, 4) + "!#" + randToken(r, tAlnum, 8) + "%9:" + randToken(r, tAlnum, 4) +
			"\nb/restic.env-3-AWS_ACCESS_KEY_ID=" + randToken(r, tHex, 15),
		"+SMTP_PASSWORD=" + uuidStr(r) + "\n S3_BUCKET=acme-shop-staging",
		"entity_id           2a92b421-bac0-4a19-8d70-d42eb49d26a6\nexpire_time         2025-10-15T09:25:01Z", // vault's columns
		// a comment's line, then indented code
		"\t// v128CmpTypeI8x16LtS corresponds to wasm.OpcodeVecI8x16LtSName.\n\tv128CmpTypeI8x16LtS",
	} {
		if b := foldBreaks(text, nil); len(b) > 0 {
			t.Errorf("%q: joined at %v", text, b)
		}
	}
}

// TestFoldQuotedOneClass: a quoted password of one letter case folded in
// two short halves (password = "rootpas<NL>swd") is joined: the quotes
// make it one value, though either half alone reads as a word; the same
// halves unquoted stay two words.
func TestFoldQuotedOneClass(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(29))
	for range 5 {
		pw := randToken(r, "abcdefghijklmnopqrstuvwxyz", 12)
		text, start, end := foldAt(`password       = "`+pw+`"`+"\nEOF", pw, []int{7}, "\n")
		if ms, _ := s.Detect(text); !coveredPieces(ms, text, start, end) {
			t.Errorf("%q: not masked piece by piece: %v", text, spans(ms, text))
		}
		plain := "the " + pw[:7] + "\n" + pw[7:] + " went on"
		if b := foldBreaks(plain, nil); len(b) > 0 {
			t.Errorf("%q: unquoted words joined at %v", plain, b)
		}
	}
}
