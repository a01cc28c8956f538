package rules

import (
	"fmt"
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
		wantNothing(t, s, text)
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
		wantNothing(t, s, text)
	}
}

// TestKeysInCallsAndFlags: an HMAC's key written into its call, a token
// given by a short flag or after login, a token as curl's user with an
// empty or dummy password (also -su and after a continued line) and as
// a URL's user with an empty password; and what stays: variables,
// placeholders, tags, commits, ports, a user name.
func TestKeysInCallsAndFlags(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(28))
	for range 3 {
		k := randToken(r, tAlnum, 10) + "9" + randToken(r, tAlnum, 9)
		hex := randToken(r, tHex, 63) + "b"
		uuid := randToken(r, tHex, 8) + "-" + randToken(r, tHex, 4) + "-4" + randToken(r, tHex, 3) + "-a" + randToken(r, tHex, 3) + "-" + randToken(r, tHex, 12)
		tok := "Q" + randToken(r, tAlnum, 8) + "7x" + randToken(r, tAlnum, 14) + "a4"
		b64 := randToken(r, tAlnum, 30) + "/" + randToken(r, tAlnum, 20) + "+" + randToken(r, tAlnum, 12)
		for _, c := range []struct{ text, secret, rule string }{
			{`sig = hmac.new(b"` + k + `", msg, hashlib.sha256).hexdigest()`, k, hmacKeyID},
			{"const sig = crypto.createHmac('sha256', '" + k + "').update(body).digest('hex');", k, hmacKeyID},
			{`mac := hmac.New(sha256.New, []byte("` + k + `"))`, k, hmacKeyID},
			{"$sig = hash_hmac('sha256', $payload, '" + k + "');", k, hmacKeyID},
			{`SecretKeySpec key = new SecretKeySpec("` + k + `".getBytes(UTF_8), "HmacSHA256");`, k, hmacKeyID},
			{`var h = new HMACSHA256(Encoding.UTF8.GetBytes("` + k + `"));`, k, hmacKeyID},
			{"OpenSSL::HMAC.hexdigest('sha256', '" + k + "', data)", k, hmacKeyID},
			{"$ debricked scan . -r acme/web -t " + hex + " --json-path out.json", hex, cliTokenID},
			{"$ vcert enroll -k " + uuid + " --cn api.acme.io", uuid, cliTokenID},
			{"$ npx genezio login " + hex, hex, cliTokenID},
			{"$ sem connect acme.semaphoreci.com " + tok, tok, cliTokenID},
			{`$ curl -s -u "` + b64 + `:x" https://api.createsend.com/api/v3.3/clients.json`, b64, "curl-user-token"},
			{"curl \"https://api.scale.com/v1/tasks\" \\\n  -u live_" + hex[:32] + ":", "live_" + hex[:32], "curl-user-token"},
			{"curl -su secret_acme-ci_" + hex[:32] + "." + tok + ": https://cloud.lambdalabs.com/api/v1/instance-types", "secret_acme-ci_" + hex[:32] + "." + tok, "curl-user-token"},
			{"deb https://" + hex[:48] + ":@packagecloud.io/acme/private/ubuntu/ jammy main", hex[:48], "url-token-user"},
		} {
			wantFound(t, s, c.text, c.secret, c.rule)
		}
	}
	for _, text := range []string{
		"mac := hmac.New(sha256.New, []byte(secret))",
		"h = hmac.new(key, msg, hashlib.sha256)",
		"crypto.createHmac('sha256', 'your-secret-here')",
		"docker build -t registry.acme.io/web:" + randToken(r, tHex, 40) + " .",
		"git commit -t " + randToken(r, tHex, 40),
		"ssh -t bastion.acme.io",
		"sort -k 2 -t , data.csv",
		"docker login registry.acme.io",
		"curl --user dana https://example.com",
		"git clone https://deploy:@git.acme.io/app.git",
		"mosquitto_sub -h 192.168.1.91 -p 8883 -t \"device/01S00CVXJN2L3XQ/report\" -C 1", // an MQTT topic
	} {
		wantNothing(t, s, text)
	}
}

// TestVendorConstants: a code constant named after a service holding a
// key (OST = "<hex>", upper-case hex too), a Dutch compound key name;
// and what stays: names of digests, an unquoted expression.
func TestVendorConstants(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(29))
	for range 3 {
		hexU := strings.ToUpper(randToken(r, tHex, 31)) + "A"
		k := randToken(r, tAlnum, 12) + "#7" + randToken(r, tAlnum, 8)
		for _, c := range []struct{ text, secret, rule string }{
			{`OST = "` + hexU + `"`, hexU, envRandomID},
			{"OST=" + hexU, hexU, envRandomID},
			{`  "Koppelsleutel": "` + k + `",`, k, ""},
			{`Koppelsleutel = "` + k + `"`, k, "secret-assignment"},
		} {
			wantFound(t, s, c.text, c.secret, c.rule)
		}
	}
	for _, text := range []string{
		`EMPTY_MD5 = "d41d8cd98f00b204e9800998ecf8427e"`,
		"OST = " + strings.ToUpper(randToken(r, tHex, 32)),
		`BUILD_SHA = "` + randToken(r, tHex, 40) + `"`,
	} {
		wantNothing(t, s, text)
	}
}

// TestConstructorKeys: every key among a constructor's literal arguments
// (beside a URL, a number, an enum or a callback) and a module called as
// its client's factory; and what stays: Twilio's account SID, names,
// a temporary directory's pattern.
func TestConstructorKeys(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(30))
	for range 3 {
		h1, h2 := randToken(r, tHex, 31)+"a", randToken(r, tHex, 31)+"b"
		uuid := randToken(r, tHex, 8) + "-" + randToken(r, tHex, 4) + "-4" + randToken(r, tHex, 3) + "-a" + randToken(r, tHex, 3) + "-" + randToken(r, tHex, 12)
		k := randToken(r, tAlnum, 12) + "7" + randToken(r, tAlnum, 9)
		for _, c := range []struct{ text, secret string }{
			{`const sms = require("smsglobal")("` + h1 + `", "` + h2 + `");`, h1 + "|" + h2},
			{`const misa = new MisaClient("https://api.meinvoice.vn/api/integration", "0101243150", "` + uuid + `");`, uuid},
			{`const c = new smileIdentityCore.WebApi("7603", "https://kyc.acme.ng/cb", "` + uuid + `", 1);`, uuid},
			{`	conn, err := eslgo.Dial("127.0.0.1:8021", "` + k + `", func() {`, k},
		} {
			wantFound(t, s, c.text, c.secret, clientKeyID)
		}
	}
	for _, text := range []string{
		`$twilio = new Client('AC` + randToken(r, tHex, 32) + `', $token);`,
		`tmpdir, err := os.MkdirTemp("", "cshared-TestGo2C2Go")`,
		`x = new TextField("label", "placeholder text")`,
		`const x = require("lodash")("abc")`,
	} {
		wantNothing(t, s, text)
	}
}

// TestFallbackAndDevice: a secret as the fallback of an environment
// lookup, an MQTT client's password by position, numbered #define
// passwords, a Thread network's PSKc, a JWT signed with a literal; and
// what stays: fallbacks that are ports, empty or placeholders, a JWT
// signed with a variable.
func TestFallbackAndDevice(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(31))
	for range 3 {
		pw := "Violet" + randToken(r, "0123456789", 3) + "Falcon%" + randToken(r, tAlnum, 3)
		k := randToken(r, tAlnum, 12) + "7" + randToken(r, tAlnum, 9)
		hex := randToken(r, tHex, 31) + "c"
		for _, c := range []struct{ text, secret, rule string }{
			{`        storePassword = System.getenv("UPLOAD_STORE_PASSWORD") ?: "` + pw + `"`, pw, envDefaultID},
			{`DB_PASS = os.getenv("DB_PASSWORD", "` + pw + `")`, pw, envDefaultID},
			{`'password' => env('DB_PASSWORD', '` + pw + `'),`, pw, envDefaultID},
			{`const key = process.env.API_KEY || "` + k + `";`, k, envDefaultID},
			{`const key = process.env["API_TOKEN"] ?? "` + k + `";`, k, envDefaultID},
			{`  mqtt.connect("bench-07", "bench07", "` + pw + `");`, pw, credentialCallID},
			{`#define STA_PASS1         "` + pw + `"`, pw, "secret-assignment"},
			{"PSKc: " + hex, hex, "secret-assignment"},
			{`token = jwt.encode({"iss": "u:1", "iat": now}, "` + hex + `", algorithm="HS256")`, hex, hmacKeyID},
			{"const t = jwt.sign(payload, '" + k + "', { expiresIn: '1h' });", k, hmacKeyID},
		} {
			wantFound(t, s, c.text, c.secret, c.rule)
		}
	}
	for _, text := range []string{
		`port = os.getenv("PORT", "8080")`,
		`pw = os.getenv("DB_PASSWORD", "")`,
		`pw = os.getenv("DB_PASSWORD", "changeme")`,
		`const t = jwt.sign(payload, process.env.JWT_SECRET);`,
		`  mqtt.connect("bench-07");`,
	} {
		wantNothing(t, s, text)
	}
}

// TestEscapedViews: secrets written with \u and \x escapes, properties'
// \: and \=, HTML and XML character references (also an XML document
// escaped inside XML) are found and reported at the bytes that encode
// them; a terminal colour's \x1b and a mark's \ufe0f stay escapes.
func TestEscapedViews(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(32))
	for range 3 {
		ghp := "ghp_" + randToken(r, tAlnum, 36)
		var esc strings.Builder
		for i := 0; i < len(ghp); i++ {
			fmt.Fprintf(&esc, `\u%04x`, ghp[i])
		}
		pw := "Ma" + randToken(r, tAlnum, 6) + `\u00F1ana.Saffron` + randToken(r, "0123456789", 4) + `\:`
		b64 := randToken(r, tAlnum, 10) + "&#x2b;" + randToken(r, tAlnum, 10) + "&#x2f;" + randToken(r, tAlnum, 20)
		xpw := randToken(r, tAlnum, 10) + "7q" + randToken(r, tAlnum, 5)
		for _, c := range []struct{ text, secret, rule string }{
			{`headers:{Authorization:"token ` + esc.String() + `"}`, esc.String(), ""},
			{"spring.datasource.password=" + pw, pw, "secret-assignment"},
			{"  <tr><th>aws.secretKey</th><td>" + b64 + "</td></tr>", b64, ""},
			{"  <loginInfo>&lt;LoginInfo&gt;&lt;Password&gt;" + xpw + "&lt;/Password&gt;&lt;/LoginInfo&gt;</loginInfo>", xpw, "xml-tag-secret"},
		} {
			// a match found in a decoded view holds the decoded secret; its
			// span is the bytes that encode it
			ms, err := s.Detect(c.text)
			if err != nil {
				t.Fatal(err)
			}
			if len(ms) != 1 || c.text[ms[0].Start:ms[0].End] != c.secret || c.rule != "" && ms[0].RuleID != c.rule {
				t.Errorf("%q: %d findings, want the encoded value's span by %q", strings.ReplaceAll(c.text, c.secret, "<v>"), len(ms), c.rule)
			}
		}
	}
	for _, text := range []string{
		`PASS="\x1b[32mPASS"`,
		`emoji = "\U0001f336\ufe0f"`,
		"<p>Tom &amp; Jerry &lt;3</p>",
	} {
		wantNothing(t, s, text)
	}
}

// TestQuotedEscapes: a quote inside a quoted value, written as SQL's and
// CSV's doubled quote, code's \' or the shell's '\”; and what stays
// apart: an empty literal, two literals on a line.
func TestQuotedEscapes(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(33))
	for range 3 {
		a, b := "Meadow"+randToken(r, tAlnum, 3), "Badger"+randToken(r, "0123456789", 2)+"!"
		for _, c := range []struct{ text, secret string }{
			{"ALTER USER reporting WITH PASSWORD '" + a + "''" + b + "';", a + "''" + b},
			{"{'username': 'svc', 'password': '" + a + `\'` + b + "', 'base_dn': 'ou=people'}", a + `\'` + b},
			{"+ PGPASSWORD='" + a + `'\''` + b + "'", a + `'\''` + b},
		} {
			wantFound(t, s, c.text, c.secret, "")
		}
	}
	for _, text := range []string{"password = ''", `password = ""`, "password = '' # none yet"} {
		if ms, err := s.Detect(text); err != nil || len(ms) > 0 {
			t.Errorf("%q: %d findings (%v), want none", text, len(ms), err)
		}
	}
}

// TestConstructorNumbersAndBase64: a key after a number among a
// constructor's arguments and a base64 key; and what stays: a path.
func TestConstructorNumbersAndBase64(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(34))
	for range 3 {
		hex := randToken(r, tHex, 31) + "d"
		b64 := randToken(r, tAlnum, 14) + "7" + randToken(r, tAlnum, 7) + "+" + randToken(r, tAlnum, 9) + "=="
		for _, c := range []struct{ text, secret string }{
			{`universe = acme.Experience(6530939464, "` + hex + `")`, hex},
			{`var c = new Acme.Client(43053, "` + b64 + `");`, b64},
		} {
			wantFound(t, s, c.text, c.secret, clientKeyID)
		}
	}
	for _, text := range []string{`x = Foo(1, "a/b/c/d/e/f/ghijklmnop")`, `img = Image(640, "assets/sprites/hero/idle")`} {
		wantNothing(t, s, text)
	}
}

// TestFarTailForms: Mapillary's client token, Couchbase's
// PasswordAuthenticator and a key before an options object.
func TestFarTailForms(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(35))
	for range 3 {
		mly := "MLY|" + randToken(r, "123456789", 1) + randToken(r, "0123456789", 15) + "|" + randToken(r, tHex, 32)
		pw := randToken(r, tAlnum, 10) + "~" + randToken(r, tAlnum, 4) + "!3" + randToken(r, tAlnum, 4)
		k := randToken(r, tAlnum, 13) + "0" + randToken(r, tAlnum, 13)
		// the token holds '|', wantFound's separator of several secrets
		if ms, err := s.Detect(`Imagery pull uses Mapillary ` + mly + ` (app "acme-audit").`); err != nil || len(ms) != 1 || ms[0].Secret != mly || ms[0].RuleID != "mapillary-access-token" {
			t.Errorf("Mapillary token: %d findings (%v), want the token", len(ms), err)
		}
		for _, c := range []struct{ text, secret, rule string }{
			{`auth = PasswordAuthenticator("app_orders", "` + pw + `")`, pw, credentialCallID},
			{"const client = new Analytics('" + k + "', {", k, clientKeyID},
		} {
			wantFound(t, s, c.text, c.secret, c.rule)
		}
	}
	wantNothing(t, s, "const client = new Analytics('segment', { flushAt: 20 })")
}

// TestQueryStringInCommand: a command's flags after a quoted URL with a
// query string (its '&' joins parameters, it ends no command); an '&&'
// still does.
func TestQueryStringInCommand(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(36))
	k := "live_" + randToken(r, tHex, 32)
	wantFound(t, s, "curl \"https://api.scale.com/v1/tasks?project=signs&status=done&limit=5\" \\\n  -u "+k+":", k, "curl-user-token")
	wantNothing(t, s, "curl \"https://x.example/a?b=1\" && ls -u "+k+":")
}
