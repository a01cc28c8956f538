package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// review16Covers reports whether a match of ms covers secret in text.
func review16Covers(t *testing.T, text, secret string) bool {
	t.Helper()
	ms, err := testSet(t).Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(text, secret)
	if i < 0 {
		t.Fatalf("secret not in text")
	}
	for _, m := range ms {
		if m.Start <= i && m.End >= i+len(secret) {
			return true
		}
	}
	t.Logf("%q -> %v", text, ms)
	return false
}

// app-password's first expression takes application-password and
// app-specific-password (a '-' before "password"), but the gate added in
// 2d514a3 keeps only hits starting with "app", and no keyword but "pass"
// occurs there: the match is lost (it was found before the gate).
func TestReview16AppPasswordHyphenLabel(t *testing.T) {
	r := rand.New(rand.NewSource(16))
	g := func() string { return randToken(r, "bcdfghjklmnpqrstvwxz", 4) }
	for _, label := range []string{"application-password", "app-specific-password", "App Specific-Password"} {
		a := g() + " " + g() + " " + g() + " " + g()
		if text := "my " + label + ": " + a + " ok"; !review16Covers(t, text, a) {
			t.Errorf("%s: value not found", label)
		}
	}
}

// insideSOPS looks back 4 kB for "ENC[AES256_GCM," without a ']' after
// it, across lines: an unclosed marker (a truncated SOPS value, a script
// or a comment naming the marker) hides every generic secret after it.
func TestReview16SOPSMarkerAcrossLines(t *testing.T) {
	r := rand.New(rand.NewSource(16))
	sec := randToken(r, tAlnum, 24)
	enc := randToken(r, tB64, 40)
	if !review16Covers(t, "DB_PASSWORD="+sec+"\n", sec) {
		t.Fatal("baseline: DB_PASSWORD not found")
	}
	for _, before := range []string{
		"token: ENC[AES256_GCM,data:" + enc + "… (output truncated)\n",
		"grep -L 'ENC[AES256_GCM,' *.env\nprod.env\ncat prod.env\n",
	} {
		if text := before + "DB_PASSWORD=" + sec + "\n"; !review16Covers(t, text, sec) {
			t.Errorf("secret after %q dropped", before)
		}
	}
}

// mosquitto_passwd was added to cliCommand, but cliHitWorth refuses the
// "passwd" hit inside "mosquitto_passwd": the line is read only when the
// file's name holds another keyword (/etc/mosquitto/passwd).
func TestReview16MosquittoPasswd(t *testing.T) {
	r := rand.New(rand.NewSource(16))
	p := randToken(r, tAlnum, 16)
	for _, text := range []string{
		"mosquitto_passwd -b /etc/mosquitto/users sensor " + p,
		"sudo mosquitto_passwd -b pwfile sensor " + p,
	} {
		if !review16Covers(t, text, p) {
			t.Errorf("%q: password not found", text)
		}
	}
}

// name-value-secret's JSON expression needs the value member right after
// the name; Hoppscotch's and Postman's exports write key, initialValue,
// currentValue, so in a fragment (truncated output) currentValue, the
// local secret (initialValue is often empty), is never taken.
func TestReview16CurrentValueFragment(t *testing.T) {
	r := rand.New(rand.NewSource(16))
	p := randToken(r, tAlnum, 24)
	for _, init := range []string{"", randToken(r, tAlnum, 24)} {
		text := `[{"key":"API_TOKEN","initialValue":"` + init + `","currentValue":"` + p + `","secret":true},{"key":"BASE_URL"`
		if !review16Covers(t, text, p) {
			t.Errorf("initialValue %q: currentValue not found", init)
		}
	}
}

// url-password's '#' expression needs a byte before the '#': a generated
// password starting with '#' is missed.
func TestReview16URLPasswordLeadingHash(t *testing.T) {
	r := rand.New(rand.NewSource(16))
	p := "#" + randToken(r, tAlnum, 10) + "7x"
	if text := "DATABASE_URL=postgres://app:" + p + "@db.internal:5432/app"; !review16Covers(t, text, p) {
		t.Error("password not found")
	}
}

// rules16Seeds are the forms the sixteenth session's rules read, for
// FuzzRules16: Redis ACLs, aligned lists, nkey seeds, extended private
// keys, app passwords, keystores fed by a pipe, SOPS values, URL
// passwords with '#', unattend.xml values, environment exports, Terraform
// state, CloudFormation's NoEcho parameters.
func rules16Seeds() []string {
	r := rand.New(rand.NewSource(16))
	tok := randToken(r, tAlnum, 20)
	hx := randToken(r, tHex, 64)
	rep := strings.NewReplacer("{TOK}", tok, "{HEX}", hx, "{SEED}", "SU"+randToken(r, tB32, 56),
		"{XPRV}", "xprv9s21ZrQH143K"+randToken(r, tB58, 95), "{APP}", "abcd efgh ijkl mnop")
	var out []string
	for _, f := range []string{
		"user app on ~app:* &* +@all #{HEX}\n", "127.0.0.1:6379> ACL SETUSER w on >{TOK} ~jobs:* +@list", "user ", "acl setuser",
		"802-1x.password:                        {TOK}\n", "    Key Content            : {TOK}\r\n", "Token:      ", "Password  :",
		"-----BEGIN USER NKEY SEED-----\n{SEED}\n", "nkey", "seed: S", "wpkh({XPRV}/84h/0h/0h/0/*)", "xprv",
		`pass: "{APP}"`, "application-password: {APP}", "password :\t'", `echo "{TOK}" | elasticsearch-keystore add --stdin x`,
		"DB=ENC[AES256_GCM,data:{TOK},iv:{TOK},tag:x,type:str]\nAPI_TOKEN={TOK}", "ENC[AES256_GCM,",
		"postgres://app:#{TOK}@db/app", "postgres://app:x#{TOK}@db:5432/app", "https://h:8443#a@b",
		"<AdministratorPassword>\r\n<Value>{TOK}</Value>", "<Password><Value>", `{"key": "adminPassword", "initialValue": "{TOK}", "currentValue": "{TOK}x"}`,
		"hmac-sha256:{HEX}", "credentialsJSON:", "using RSA key {HEX}", "0x{HEX}", "mosquitto_passwd -b f u {TOK}",
		`"attributes": {"result": "{TOK}"}, "sensitive_attributes": [[{"type": "get_attr", "value": "result"}]]`, `"sensitive_attributes": [`,
		"  P:\n    NoEcho: true\n    Default: {TOK}\n", `{"NoEcho": "true", "Default": "{TOK}"}`, "NoEcho",
	} {
		out = append(out, rep.Replace(f))
	}
	return out
}

// FuzzRules16 runs every builtin detector on its own over mutations of
// rules16Seeds and checks each match's span (runAllDetectors), and that
// the rules parsed by hand agree with their expressions (handAgrees).
func FuzzRules16(f *testing.F) {
	for _, s := range rules16Seeds() {
		f.Add(s)
	}
	s := testSet(f)
	f.Fuzz(func(t *testing.T, text string) {
		runAllDetectors(t, text)
		handAgrees(t, s, text)
	})
}

// handAgrees fails when a rule parsed by hand at its keyword hits finds
// other matches than its expressions run over the whole text.
func handAgrees(t *testing.T, s *Set, text string) {
	for _, id := range []string{"app-password", "network-config-secret", "list-output-secret"} {
		checkHandParsed(t, s, id, text)
	}
}
