package rules

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
)

// pairID generates a credential identifier: lower-case letters and
// digits, with a digit in it.
func pairID(r *rand.Rand) string {
	const abc = "abcdefghijklmnopqrstuvwxyz0123456789"
	b := make([]byte, 20+r.Intn(12))
	for i := range b {
		b[i] = abc[r.Intn(len(abc))]
	}
	b[r.Intn(len(b))] = byte('0' + r.Intn(10))
	return string(b)
}

// pairLayout writes an identifier line (key, id) next to the line of a
// found secret, among unrelated lines that must stay whole.
type pairLayout struct {
	name  string
	build func(key, id, secret string) string
}

var pairLayouts = []pairLayout{
	{"env", func(k, id, sec string) string {
		return "APP_ENV=production\n" + k + "=" + id + "\n" + sec + "\nLOG_LEVEL=info\n"
	}},
	{"env-after", func(k, id, sec string) string {
		return "PORT=8080\n" + sec + "\n" + k + "=" + id + "\nLOG_LEVEL=info\n"
	}},
	{"yaml", func(k, id, sec string) string {
		return "app:\n  name: billing\n  " + k + ": " + id + "\n  " + sec + "\n  replicas: 2\n"
	}},
	{"two-away", func(k, id, sec string) string {
		return k + ": \"" + id + "\"\nregion: eu-west-1\n" + sec + "\ndebug: false\n"
	}},
	{"same-line", func(k, id, sec string) string {
		return "export " + k + "=" + id + " " + sec + "\nLOG_LEVEL=info\n"
	}},
	{"log", func(k, id, sec string) string {
		return "[INFO] connecting\n\t[DEBUG] Using " + k + "=" + id + "\n\t[DEBUG] " + sec + "\n[INFO] Response received: 200 OK\n"
	}},
	{"json-in-prose", func(k, id, sec string) string {
		// a JSON document pasted in a message: its string holds the
		// lines with \n escapes
		inner := "WORKERS=4\n" + k + "=" + id + "\n" + sec + "\nLOG_LEVEL=info"
		return "The config was:\n```json\n{\"service\": \"billing\", \"CONFIG\": " + jsonStr(inner) + "}\n```\nthen it failed."
	}},
	{"json-in-json", func(k, id, sec string) string {
		// a pretty JSON document quoted in a JSON string: \" and \n\t
		inner := "{\n\t\"" + k + "\": \"" + id + "\",\n\t\"note\": " + jsonStr(sec) + "\n}"
		return "```json\n{\"CONFIG\": " + jsonStr(inner) + "}\n```"
	}},
	{"first-in-value", func(k, id, sec string) string {
		// a whole JSON document whose string starts with the assignment
		return "{\"CONFIG\": " + jsonStr(k+"="+id+"\n"+sec) + ", \"LOG_LEVEL\": \"info\"}"
	}},
}

var pairKeys = []string{"CLIENT_ID", "aws_access_key_id", "user", "clientId", "app-id", "username", "KEY_ID", "account"}

// identityPairKeys are the keys of pairKeys that name whom a credential is
// for: their values stay beside a secret.
var identityPairKeys = map[string]bool{"user": true, "username": true, "account": true}

// unrelated are lines of the layouts that a mask must never reach.
var unrelated = []string{"APP_ENV=production", "LOG_LEVEL=info", "PORT=8080", "name: billing", "replicas: 2",
	"region: eu-west-1", "debug: false", "[INFO] connecting", "[INFO] Response received: 200 OK", "WORKERS=4"}

// TestPairsMaskPartners plants the secret of every generator that a rule
// finds next to a credential identifier (CLIENT_ID=…, user: …) in env,
// YAML, log and JSON-in-prose layouts: a key's or a client's id, which no
// rule finds alone, is masked too, a user or account name is not, and no
// unrelated line is touched.
func TestPairsMaskPartners(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1010))
	paired, kept := 0, 0
	for gi, g := range fakesecret.Generators() {
		for li, l := range pairLayouts {
			sec := g.Gen(r)
			if strings.Contains(sec.Text, "\n") {
				continue
			}
			key := pairKeys[(gi+li)%len(pairKeys)]
			id := pairID(r)
			alone, _ := s.Detect(l.build(key, id, "note: nothing here"))
			text := l.build(key, id, sec.Text)
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			vs := strings.Index(text, sec.Value)
			if vs < 0 || !covered(ms, vs, vs+len(sec.Value)) {
				continue // not found here: nothing to pair with
			}
			is := strings.Index(text, id)
			switch {
			case identityPairKeys[key]:
				if touches(ms, is, is+len(id)) && !touches(alone, is, is+len(id)) {
					t.Errorf("%s/%s: the name %s= next to the secret is masked: %v", g.Kind, l.name, key, ids(ms))
				}
				kept++
			case !covered(ms, is, is+len(id)):
				t.Errorf("%s/%s: the identifier %s= next to the secret is not masked: %v", g.Kind, l.name, key, ids(ms))
			case !covered(alone, is, is+len(id)):
				paired++
			}
			for _, u := range unrelated {
				if k := strings.Index(text, u); k >= 0 && touches(ms, k, k+len(u)) {
					t.Errorf("%s/%s: a match reaches the unrelated %q: %v", g.Kind, l.name, u, ids(ms))
				}
			}
		}
	}
	if paired < 100 || kept < 50 {
		t.Errorf("only %d identifiers masked by pairing and %d names kept: the test no longer tests it", paired, kept)
	}
}

// TestPairsStayInTheBlock: an identifier is masked only in the block of a
// found secret (three lines, no blank line between), only under a
// credential-named key, and only when it can be a value.
func TestPairsStayInTheBlock(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1011))
	for i := 0; i < 20; i++ {
		g := fakesecret.Generators()[1] // github-pat: GITHUB_TOKEN=ghp_…
		sec := g.Gen(r)
		id := pairID(r)
		cases := map[string]string{
			"no secret":       "CLIENT_ID=" + id + "\nLOG_LEVEL=info\n",
			"blank line":      "CLIENT_ID=" + id + "\n\n" + sec.Text + "\n",
			"four lines away": "CLIENT_ID=" + id + "\na=1\nb=2\nc=3\n" + sec.Text + "\n",
			"not a cred key":  "build_number=" + id + "\n" + sec.Text + "\n",
		}
		for name, text := range cases {
			ms, _ := s.Detect(text)
			is := strings.Index(text, id)
			if touches(ms, is, is+len(id)) {
				t.Errorf("%s: %s masked: %v", name, id, ids(ms))
			}
		}
		for _, v := range []string{"${CLIENT_ID}", "https://auth.example.com/a1", "2025-04-04T15:24:52Z", "ClearTextPassword",
			"MY_CLIENT_ID_2", "ab12", "<client-id-1>", "/etc/app/key1.pem", "v1.2.3"} {
			text := "client_id: " + v + "\n" + sec.Text + "\n"
			ms, _ := s.Detect(text)
			if k := strings.Index(text, v); touches(ms, k, k+len(v)) {
				t.Errorf("value %q is not an identifier but was masked: %v", v, ids(ms))
			}
		}
	}
}

// TestPairsTakeTheWholeValue: a credential-named value of which a rule
// found only a part (a token between an id prefix and a signature) is
// masked whole.
func TestPairsTakeTheWholeValue(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1012))
	gen := fakesecret.Generators()[1] // github-pat
	for i := 0; i < 20; i++ {
		v := pairID(r)[:17] + ".v1." + gen.Gen(r).Value + "." + strings.Repeat(pairID(r)[:16], 4)
		text := "[DEBUG] Using Key=" + v + "\n[INFO] Response received: 200 OK"
		ms, _ := s.Detect(text)
		vs := strings.Index(text, v)
		if !covered(ms, vs, vs+len(v)) {
			t.Fatalf("part of the value left: %v", ids(ms))
		}
		if touches(ms, 0, len("[DEBUG] Using Key=")) || touches(ms, vs+len(v), len(text)) {
			t.Fatalf("a match reaches outside the value: %v", ids(ms))
		}
	}
}

// TestPairsOfOneLabel: tokens listed under the same label ("slack token -
// '…'"), of which rules find some, are all masked.
func TestPairsOfOneLabel(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1013))
	gen := fakesecret.Generators()[1]
	for i := 0; i < 20; i++ {
		a, b := gen.Gen(r).Value, gen.Gen(r).Value
		odd := "xq" + pairID(r) // a token of a format no rule knows
		text := "service token - '" + a + "'\nservice token - '" + odd + "'\nservice token - '" + b + "'\nREADY\n"
		ms, _ := s.Detect(text)
		for _, v := range []string{a, odd, b} {
			k := strings.Index(text, v)
			if !covered(ms, k, k+len(v)) {
				t.Fatalf("token %d of the list left: %v", strings.Index(text, v), ids(ms))
			}
		}
		if k := strings.Index(text, "READY"); touches(ms, k, k+5) {
			t.Fatalf("READY masked: %v", ids(ms))
		}
	}
}

// touches reports whether a match overlaps [s, e).
func touches(ms []Match, s, e int) bool {
	for _, m := range ms {
		if m.Start < e && s < m.End {
			return true
		}
	}
	return false
}

// TestPairsFollowAQuotedFold: a quoted identifier cut by a line break
// (the quote closes on the next line, after one token) is masked across
// the break; a next line that is not the rest of the value stays.
func TestPairsFollowAQuotedFold(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1014))
	gen := fakesecret.Generators()[1] // github-pat
	for i := 0; i < 20; i++ {
		id := pairID(r)
		a, b := id[:10], id[10:]
		sec := gen.Gen(r).Text
		for _, text := range []string{
			"{\n\t\"client_id\": \"" + a + "\n" + b + "\",\n\t\"region\": \"eu-west-1\"\n" + sec + "\n}\nREADY\n",
			"service key id - '" + a + "\n" + b + "'\n" + sec + "\nREADY\n",
			"service key id - '" + a + "\n    " + b + "'\n" + sec + "\nREADY\n",
			"{\n\t\"client_id\": \"" + a + "\n\t\t" + b + "\",\n\t\"region\": \"eu-west-1\"\n" + sec + "\n}\nREADY\n",
			"```json\n{\"CONFIG\": " + jsonStr("{\n\t\"key_id\": \""+a+"\n"+b+"\",\n\t\"token\": \""+sec+"\"\n}") + "}\n```\nREADY",
		} {
			ms, _ := s.Detect(text)
			as := strings.Index(text, a)
			be := strings.Index(text, b) + len(b)
			if !covered(ms, as, be) {
				t.Fatalf("folded identifier not masked whole: %v in %q", ids(ms), strings.ReplaceAll(strings.ReplaceAll(text, a, "<A>"), b, "<B>"))
			}
			for _, u := range []string{"READY", "region", "eu-west-1"} {
				if k := strings.Index(text, u); k >= 0 && touches(ms, k, k+len(u)) {
					t.Fatalf("%q masked: %v", u, ids(ms))
				}
			}
		}
		// the quote does not close after one token: the next line is not
		// part of the value
		for _, gap := range []string{"\n", "\n    "} {
			text := "client_id: \"" + a + gap + "READY now\"\n" + sec + "\n"
			ms, _ := s.Detect(text)
			if k := strings.Index(text, "READY now"); touches(ms, k, k+9) {
				t.Fatalf("the next line was taken as the rest of the value: %v", ids(ms))
			}
		}
	}
}

// TestPairsFollowABareFold: an unquoted identifier cut at the line end
// whose next line is the rest of the token alone is masked across the
// break; a next line that is a word, a status, an assignment or
// indented stays.
func TestPairsFollowABareFold(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1015))
	gen := fakesecret.Generators()[1] // github-pat
	for i := 0; i < 20; i++ {
		id := pairID(r)
		a, b := id[:10], id[10:]+"9k"
		sec := gen.Gen(r).Text
		for _, text := range []string{
			"aws credentials{\n\tkey_id: " + a + "\n" + b + "\n\t" + sec + "\n}\nREADY",
			"CLIENT_ID=" + a + "\n" + b + "\n" + sec + "\nREADY\n",
		} {
			ms, _ := s.Detect(text)
			as := strings.Index(text, a)
			be := strings.Index(text, b) + len(b)
			if !covered(ms, as, be) {
				t.Fatalf("folded identifier not masked whole: %v in %q", ids(ms), strings.ReplaceAll(strings.ReplaceAll(text, a, "<A>"), b, "<B>"))
			}
			if k := strings.Index(text, "READY"); touches(ms, k, k+5) {
				t.Fatalf("READY masked: %v", ids(ms))
			}
		}
		for _, next := range []string{"READY", "exit 0", "\tindented9x", "status=200ok", "ab12", "2024-05-01"} {
			text := "client_id: " + a + "\n" + next + "\n" + sec + "\n"
			ms, _ := s.Detect(text)
			if k := strings.Index(text, next); touches(ms, k, k+len(next)) {
				t.Fatalf("the next line %q was taken as the rest of the value: %v", next, ids(ms))
			}
		}
	}
}

// TestPairWholeToken: a token of a fixed, prefixed format that a rule
// found whole keeps its span when a credential-named value around it
// ends with a sentence's or Markdown's marks (GITHUB_TOKEN=ghp_…? and
// **ghp_…**).
func TestPairWholeToken(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(67))
	for range 5 {
		tok := "ghp_" + randToken(r, tAlnum, 36)
		for _, text := range []string{"GITHUB_TOKEN=" + tok + "?", "token: **" + tok + "**", "GITHUB_TOKEN=" + tok + "!\nnext"} {
			ms, _ := s.Detect(text)
			at := strings.Index(text, tok)
			for _, m := range ms {
				if m.Start < at || m.End > at+len(tok) {
					t.Errorf("%q: %s span %q is more than the token", text, m.RuleID, text[m.Start:m.End])
				}
			}
			if !covered(ms, at, at+len(tok)) {
				t.Errorf("%q: token not covered: %v", text, ids(ms))
			}
		}
	}
}

// TestPairKeyIDs: an id pairs with a secret found next to it when it can
// be the credential's own id (client, key, a vendor's, a lone id); a
// request's, an event's, a job's id and a public key do not.
func TestPairKeyIDs(t *testing.T) {
	for key, want := range map[string]bool{
		"CLIENT_ID": true, "aws_access_key_id": true, "hive_id": true, "id": true, "TWILIO_ACCOUNT_SID": true, "appId": true,
		"X-Request-Id": false, "X-Trace-Id": false, "event_id": false, "MessageID": false, "chat_id": false,
		"cart_id": false, "STYTCH_PROJECT_ID": false, "CONTENTFUL_SPACE_ID": false, "GITHUB_APP_INSTALLATION_ID": false,
		"PublicKey": false, "public_key_id": false, "dedup_key": false, "fbtrace_id": false, "Key-Pair-Id": false,
		"MAILOSAUR_SERVER_ID": false, "cloud_id": false, "logID": false,
	} {
		if got := pairKey(key); got != want {
			t.Errorf("pairKey(%q) = %v, want %v", key, got, want)
		}
	}
}

// TestPairSkipsOtherIDs: the request id logged next to a token keeps its
// value.
func TestPairSkipsOtherIDs(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(7))
	tok := "ghp_" + randToken(r, tAlnum, 36)
	reqID := "9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f"
	text := "X-Request-Id: " + reqID + "\nAuthorization: token " + tok + "\nevent_id=evt_" + randToken(r, tLower, 12) + "7\n"
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	covered := func(v string) bool {
		at := strings.Index(text, v)
		for _, m := range ms {
			if m.Start < at+len(v) && at < m.End {
				return true
			}
		}
		return false
	}
	if !covered(tok) {
		t.Fatalf("token not found: %v", ms)
	}
	if covered(reqID) || covered("evt_") {
		t.Errorf("ids around the token masked: %v", ms)
	}
}

// TestPairLeavesPublicIDs: a UUID, a number, a Twilio account SID or a
// Google client id under an id key next to a secret keeps its value; a
// random key id does not.
func TestPairLeavesPublicIDs(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(11))
	sec := randToken(r, tAlnum, 40)
	for _, c := range []struct {
		id     string
		masked bool
		keyID  bool // under signing.keyId, not HIVE_CLIENT_ID
	}{
		{uuidStr(r), false, false},
		{"547202", false, false},
		{"AC" + randToken(r, tHex, 32), false, false},
		{"123456789012-" + randToken(r, tLower, 32) + ".apps.googleusercontent.com", false, false},
		{"Ov23li" + randToken(r, tAlnum, 14), false, false}, // a GitHub OAuth app's client id
		{randToken(r, tAlnum, 17), true, false},
		{strings.ToUpper(randToken(r, tHex, 8)), false, true}, // a signing key's id (gpg's short form)
		{randToken(r, tAlnum, 17), true, true},                // not hex: a key id that is half a credential
		{strings.ToUpper(randToken(r, tHex, 8)), true, false}, // hex under a client id: the client's
		{"eleven_multilingual_v2", false, false},              // a name, not an id's random value
		{"u-s4t2ud-" + randToken(r, tHex, 40), true, false},   // a random part is no name's word
		{randToken(r, tAlnum, 20), false, true},               // under voice_id: content an API serves
	} {
		text := "HIVE_CLIENT_ID=" + c.id + "\nHIVE_CLIENT_SECRET=" + sec + "\n"
		if c.keyID {
			text = "signing.keyId=" + c.id + "\nsigning.password=" + sec + "\n"
		}
		if c.keyID && !c.masked && !isHexString(c.id) {
			text = "voice_id=" + c.id + "\nELEVEN_API_KEY=" + sec + "\n"
		}
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		i := strings.Index(text, c.id)
		if got := covered(ms, i, i+len(c.id)); got != c.masked {
			t.Errorf("%d-byte id masked %v, want %v: %v", len(c.id), got, c.masked, ids(ms))
		}
	}
}

// TestPairsInGrepContext: grep -C writes a file's path before each line,
// with '-' after the line number of a context line; the key id on such a
// line is paired with the secret found on the matching line.
func TestPairsInGrepContext(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(13))
	pw := randToken(r, tAlnum, 18) + "#"
	id := randToken(r, "0123456789abcdef", 25)
	text := "deploy/backup/restic.env-1-RESTIC_REPOSITORY=s3:https://s3.example.com/restic\n" +
		"deploy/backup/restic.env:2:RESTIC_PASSWORD=" + pw + "\n" +
		"deploy/backup/restic.env-3-AWS_ACCESS_KEY_ID=" + id + "\n"
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(text, id)
	if !covered(ms, i, i+len(id)) {
		t.Errorf("the key id beside the password is not paired: %v", ids(ms))
	}
}

// TestPairsLeaveIssueKeysAndULIDs: a tracker's issue key, a ULID and a
// Syncthing device id next to a found secret name an issue, a record and
// a device, not a credential's part.
func TestPairsLeaveIssueKeysAndULIDs(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1015))
	gen := fakesecret.Generators()[1] // github-pat
	for i := 0; i < 10; i++ {
		sec := gen.Gen(r).Text
		key := "ENG-" + randToken(r, "0123456789", 4)
		id := "01" + randToken(r, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24)
		dev := ""
		for g := 0; g < 8; g++ {
			if g > 0 {
				dev += "-"
			}
			dev += randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 7)
		}
		for _, text := range []string{
			sec + "\n-d '{\"query\":\"{ issue(id: \\\"" + key + "\\\") { id } }\"}'\n",
			sec + "\nid: " + id + "\n",
			"<device id=\"" + dev + "\" name=\"nas\"></device>\n<apikey>" + sec + "</apikey>\n",
		} {
			ms, _ := s.Detect(text)
			for _, v := range []string{key, id, dev} {
				if k := strings.Index(text, v); k >= 0 && touches(ms, k, k+len(v)) {
					t.Errorf("%q masked next to a secret: %v", v, ids(ms))
				}
			}
		}
	}
}

// TestPairsKeepNamesTakePasswords: beside a found secret, a user's or an
// account's name and an object's id stay, but a "name:password" value
// under such a key (coturn's user=, a browser's saved login) loses its
// password, and an id named a client's or shaped as an access key's id
// is masked.
func TestPairsKeepNamesTakePasswords(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1016))
	gen := fakesecret.Generators()[1] // github-pat
	for i := 0; i < 20; i++ {
		sec := gen.Gen(r).Text
		name := "svc-" + pairID(r)[:8]
		pw := pairID(r)[:14]
		keyID := "AKIA" + strings.ToUpper(pairID(r)[:16])
		cid := pairID(r)
		for _, tc := range []struct{ text, masked, kept string }{
			{"user=" + name + ":" + pw + "\n" + sec + "\n", pw, name},
			{"{\"username\": \"" + name + "\",\n\"token\": \"" + sec + "\"}", "", name},
			{"account: " + name + "\n" + sec + "\n", "", name},
			{"SERVICE_USER_ID=" + name + "\n" + sec + "\n", "", name},
			{"login: arn:aws:iam::123456789012:user/" + name + "\n" + sec + "\n", "", name},
			{"{\"id\": \"" + name + "\",\n\"token\": \"" + sec + "\"}", "", name},
			{"aws credentials {\n  id: " + keyID + "\n  " + sec + "\n}", keyID, "aws credentials"},
			{"acme client id - '" + cid + "'\n" + sec + "\n", cid, "acme client"},
		} {
			ms, _ := s.Detect(tc.text)
			if k := strings.Index(tc.text, tc.kept); touches(ms, k, k+len(tc.kept)) {
				t.Errorf("name masked in %q: %v", tc.text, ids(ms))
			}
			if tc.masked != "" {
				if k := strings.Index(tc.text, tc.masked); !covered(ms, k, k+len(tc.masked)) {
					t.Errorf("password left in %q: %v", tc.text, ids(ms))
				}
			}
		}
	}
}
