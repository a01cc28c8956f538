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
