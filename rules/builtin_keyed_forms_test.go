package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestKeyedPasswords: values the value gates read as names or numbers
// that a password's own key makes passwords — letters alone cased at
// random, a PIN of digits, a password holding "??" — and what stays:
// names of code, counts and lengths, a nullish coalescing, a call.
func TestKeyedPasswords(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(23))
	for range 3 {
		letters := randCased(r, "ULLUULULULUL")
		short := randCased(r, "LULLULUULU")
		pin := randToken(r, "123456789", 1) + randToken(r, "0123456789", 4)
		q := randToken(r, "abcdefghjk", 1) + randToken(r, "ABCDEFGHJK", 1) + "7" + randToken(r, tAlnum, 4) + "??" + randToken(r, tAlnum, 6) + "3"
		for _, c := range []struct{ text, secret, rule string }{
			{"keystore.storepass = " + letters, letters, "secret-assignment"},
			{"  <Password_1_>" + short + "</Password_1_>", short, "xml-tag-secret"},
			{`    <admin_mode_password perm="R">` + pin + `</admin_mode_password>`, pin, "xml-tag-secret"},
			{`  "password": "` + pin + `",`, pin, ""},
			{"admin_password = " + q, q, ""},
			{"  <admin-password>" + q + "</admin-password>", q, "xml-tag-secret"},
		} {
			wantFound(t, s, c.text, c.secret, c.rule)
		}
	}
	for _, text := range []string{
		"password_length = 12345",
		"min_password_length: 20480",
		"<password_length>1234</password_length>",
		"<passwordHistory>2400</passwordHistory>",
		`password = t.pad_token??""`,
		"password = getUTF8String(x)",
		"password: XMLHttpRequest",
		"storepass = KeyStorePassword",
		"Passcode: 0800 123 456",
		"<tokenCount>4096</tokenCount>",
	} {
		if ms, err := s.Detect(text); err != nil || len(ms) > 0 {
			t.Errorf("%q: %d findings (%v), want none", text, len(ms), err)
		}
	}
}

// TestKeysMap: the values of a map of keys named after what they open
// (keys-map-secret), in JSON, YAML and code; and what stays: a package
// lock's entries, cmdkey's listing, logins and hosts, key bindings.
func TestKeysMap(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(24))
	for range 3 {
		k := randToken(r, tAlnum, 24)
		for _, c := range []struct{ text, secret, rule string }{
			{`  "pluginKeys": {"Yolo": "` + k + `"},`, k, keysMapID},
			{"api_keys:\n  stripe: " + k + "\n  region: eu-west-1\n", k, keysMapID},
			{`TOKENS = {"github": "` + k + `", "user": "octo-bot"}`, k, keysMapID},
			{"secrets:\n  mailgun: '" + k + "'\n", k, ""}, // block-secret's too
		} {
			wantFound(t, s, c.text, c.secret, c.rule)
		}
	}
	k := randToken(r, tAlnum, 24)
	for _, text := range []string{
		`"node_modules/js-tokens": {"version": "4.0.0", "resolved": "https://registry.npmjs.org/js-tokens/-/js-tokens-4.0.0.tgz", "integrity": "sha512-` + k + `"}`,
		"Currently stored credentials:\n    Target: Domain:target=fs01.acme.local\n    Type: Domain Password\n",
		"keys: {ArrowUp: \"up\", Enter: \"submit\"}",
		"credentials:\n  host: db01.internal\n  project_id: acme-prod-4821\n",
		"secrets:\n  GH_TOKEN: ${{ secrets.GH_TOKEN }}\n",
	} {
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range ms {
			if m.RuleID == keysMapID {
				t.Errorf("%q: keys-map-secret reports %d bytes", strings.ReplaceAll(text, k, "<v>"), len(m.Secret))
			}
		}
	}
}

// randCased draws letters in the cases of pattern (U upper, L lower).
func randCased(r *rand.Rand, pattern string) string {
	b := make([]byte, len(pattern))
	for i := range b {
		c := byte('a' + r.Intn(26))
		if pattern[i] == 'U' {
			c -= 'a' - 'A'
		}
		b[i] = c
	}
	return string(b)
}

// TestKeyAfterAccount: a key given to a constructor after an account's
// name, a Basic header holding a key that is no base64, a password with
// a '[' of its own; and what stays (a pair of words, a label and its
// placeholder, a sample generator, a placeholder header, an index).
func TestKeyAfterAccount(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(25))
	for range 3 {
		k := randToken(r, tAlnum, 30)
		hexU := strings.ToUpper(randToken(r, tHex, 63)) + "A"
		basic := "na1." + randToken(r, tAlnum, 40) + "/" + randToken(r, tAlnum, 20)
		br := randToken(r, "ABCDEFGH", 1) + randToken(r, "abcdefgh", 1) + "3" + randToken(r, tAlnum, 9) + "[" + randToken(r, "abcdef", 2) + randToken(r, "ABCDEF", 3) + "9"
		for _, c := range []struct{ text, secret, rule string }{
			{"$payrexx = new \\Payrexx\\Payrexx('acme', '" + k + "');", k, clientKeyID},
			{`tx = Transaction(WebpayOptions("597094132424", "` + hexU + `", IntegrationType.LIVE))`, hexU, clientKeyID},
			{"Authorization: Basic " + basic, basic, "basic-auth-header"},
			{"MERCHANT_SECRET_KEY=" + br, br, "secret-assignment"},
		} {
			wantFound(t, s, c.text, c.secret, c.rule)
		}
	}
	for _, text := range []string{
		`x = new TextField("label", "placeholder text")`,
		`tps := utils.GenerateSampleSecrets("snyk", "12345678-ABCD-ABCD-ABCD-1234567890AB")`,
		"Authorization: Basic YOUR_BASE64_STRING",
		"Authorization: Basic base64_encoded_credentials",
		"token = aB3cD[i]",
		"password = getUTF8String(x)",
	} {
		if ms, err := s.Detect(text); err != nil || len(ms) > 0 {
			t.Errorf("%q: %d findings (%v), want none", text, len(ms), err)
		}
	}
}
