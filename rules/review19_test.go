package rules

import (
	"encoding/hex"
	"fmt"
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// bip39Words is BIP-39's English list, in order.
var bip39Words = strings.Fields(bip39English)

// randUUID is a random version-4 UUID in lower case.
func randUUID(r *rand.Rand) string {
	h := randToken(r, tHex, 32)
	return fmt.Sprintf("%s-%s-4%s-a%s-%s", h[:8], h[8:12], h[13:16], h[17:20], h[20:])
}

// TestNineteenthSessionShapes: forms found missed in the nineteenth
// session.
func TestNineteenthSessionShapes(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(19))
	for range 3 {
		id, acc := randUUID(r), randUUID(r)
		for _, c := range []struct{ text, secret string }{
			// the table of "vault write -f auth/approle/role/NAME/secret-id",
			// without the command
			{"Key                   Value\n---                   -----\nsecret_id             " + id +
				"\nsecret_id_accessor    " + acc + "\nsecret_id_num_uses    0\nsecret_id_ttl         0s", id},
		} {
			wantSecret(t, s, c.text, c.secret)
		}
		// an inventory's column of seeds or keys: a hex private key, a
		// BIP-39 phrase (its checksum need not hold), a keypair's bytes
		hexKey := "0x" + randToken(r, tHex, 64)
		var words []string
		for i := range 12 {
			words = append(words, bip39Words[(i*97+r.Intn(2048))%2048])
		}
		phrase := strings.Join(words, " ")
		var nums []string
		for range 64 {
			nums = append(nums, strconv.Itoa(r.Intn(256)))
		}
		arr := "[" + strings.Join(nums, ",") + "]"
		inv := "wallet,chain,address,seed_or_key,location\n" +
			"hot,ethereum,0x" + randToken(r, tHex, 40) + "," + hexKey + ",vault\n" +
			"cold,bitcoin,bc1q" + randToken(r, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38) + "," + phrase + ",safe\n" +
			"faucet,solana,x,\"" + arr + "\",k8s\n"
		for _, secret := range []string{hexKey, phrase, arr} {
			wantSecret(t, s, inv, secret)
		}
		wantSecret(t, s, "| wallet | seed phrase |\n|---|---|\n| cold | "+phrase+" |\n", phrase)
		// a spreadsheet's strings, one per line, under a password's
		// header cell
		pw1, pw2 := "Falcon"+randToken(r, tAlnum, 6)+"7%", randToken(r, tAlnum, 20)+"aZ9"
		sheet := `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="8" uniqueCount="8">
  <si><t>Tool</t></si>
  <si><t>Password</t></si>
  <si><t>Google Ads</t></si>
  <si><t>` + pw1 + `</t></si>
  <si><t xml:space="preserve">Meta Business</t></si>
  <si><t>` + pw2 + `</t></si>
</sst>`
		wantSecret(t, s, sheet, pw1)
		wantSecret(t, s, sheet, pw2)
		ods := "<table:table-cell office:value-type=\"string\">\n  <text:p>Kennwort</text:p>\n</table:table-cell>\n--\n" +
			"<table:table-cell office:value-type=\"string\">\n  <text:p>" + pw1 + "</text:p>\n</table:table-cell>\n"
		wantSecret(t, s, ods, pw1)
		// a generated password may start with '%' and hold another '%'
		// that starts no escape nor format verb
		pct := "%" + randToken(r, tAlnum, 8) + "aZ3+" + "%J" + randToken(r, tAlnum, 8)
		for _, text := range []string{"Root password: " + pct, "DB_PASSWORD=" + pct, `password: "` + pct + `"`} {
			wantSecret(t, s, text, pct)
		}
		for _, text := range []string{
			// the accessor alone is public
			"secret_id_accessor    " + acc,
			// the other strings of a sheet that names passwords
			"<sst>\n  <si><t>Password</t></si>\n  <si><t>marketing@acme.example</t></si>\n  <si><t>2024-01-15</t></si>\n" +
				"  <si><t>v1.2.3-rc1</t></si>\n  <si><t>2FA via phone</t></si>\n  <si><t>ACME-4711</t></si>\n</sst>",
			// strings of a sheet that names none
			"<sst>\n  <si><t>Tool</t></si>\n  <si><t>Release2024x</t></si>\n</sst>",
			// a model's random seed is no wallet's
			"model,seed,accuracy\nresnet50,42,0.931\nvit-b16,1337,0.948\n",
			"| run | seed | loss |\n|---|---|---|\n| a | 20240601 | 0.12 |\n",
			// a format or a percent-escape after the leading '%'
			"password: %Ab3dEf9hIjkLmn%s",
			"password: %Ab3dEf9hIjkLmn%2Fx",
			"password: %Y-%m-%dT%H:%M:%S9aB",
		} {
			wantNothing(t, s, text)
		}
	}
}

// TestBasicAuthLiteral: the password of a user:password literal that
// code encodes for a Basic header, in each language's spelling; the
// literal of anything else, a placeholder or a template stays.
func TestBasicAuthLiteral(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1919))
	for range 3 {
		user, pw := "1"+randToken(r, "0123456789", 14), randToken(r, tAlnum, 24)+"aZ7"
		up := user + ":" + pw
		for _, text := range []string{
			`const auth = btoa("` + up + `");`,
			`auth = base64.b64encode(b"` + up + `").decode()`,
			`enc := base64.StdEncoding.EncodeToString([]byte("` + up + `"))`,
			`var b = Convert.ToBase64String(Encoding.UTF8.GetBytes("` + up + `"));`,
			`const h = "Basic " + Buffer.from("` + up + `").toString("base64");`,
			`String enc = Base64.getEncoder().encodeToString("` + up + `".getBytes());`,
			`header = "Basic #{Base64.strict_encode64('` + up + `')}"`,
			`$h = 'Basic ' . base64_encode('` + up + `');`,
			`my $auth = encode_base64('` + up + `', '');`,
			`set auth [base64::encode "` + up + `"]`, `set auth [base64::encode -wrapchar "" "` + up + `"]`,
		} {
			wantSecret(t, s, text, pw)
		}
		for _, text := range []string{
			`btoa("user:password")`,
			"btoa(`${user}:${pass}`)",
			`btoa("localhost:8080")`,
			`const b = Buffer.from("` + up + `");`,
			`base64.b64encode(b"` + user + `:")`,
		} {
			wantNothing(t, s, text)
		}
	}
}

// TestAuthorizationAnyScheme: an Authorization header's credentials
// under a scheme no rule lists, or under none; a scheme's parameters,
// prose and code stay.
func TestAuthorizationAnyScheme(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1920))
	for range 3 {
		hex, id := randToken(r, tHex, 32), randUUID(r)
		key := "sk_" + randToken(r, tLower, 26)
		pub, sec := randToken(r, tHex, 20), randToken(r, tHex, 20)
		for _, c := range []struct{ text, secret string }{
			{"curl -H 'Authorization: App " + hex + "-" + id + "' https://x.api.infobip.com/sms/2/text", hex + "-" + id},
			{`curl -H "Authorization: Uploadcare.Simple ` + pub + ":" + sec + `" https://api.uploadcare.com/files/`, sec},
			{"POST https://api.checkout.example/payments\nAuthorization: " + key + "\nContent-Type: application/json", key},
			{`.header("Authorization", "` + key + `")`, key},
			{`headers = {"Authorization": "DeepL-Auth-Key ` + id + `:fx"}`, id + ":fx"},
			{"X-Braze-Authorization: " + key, key},
		} {
			wantSecret(t, s, c.text, c.secret)
		}
		for _, text := range []string{
			"Authorization: Required",
			`Authorization: Digest username="Mufasa", realm="testrealm@host.com", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093"`,
			"authorization = getAuthorization(request)",
			"authorization: this.authService.currentToken",
			"Authorization: OAuth2 flow with PKCE",
			`Authorization: Token token="` + "${API_TOKEN}" + `"`,
			"Authorization: <your-api-key>",
			`headers: { Authorization: "Client-ID 6e83ca9107145f0" },`,
		} {
			wantNothing(t, s, text)
		}
	}
}

// TestApiClientShapes: forms the tenth batch of contexts (api/) showed
// missed: a session cookie in a dictionary of cookies, a header set by
// index in Ruby, Postman's apikey auth entry, Swagger UI's and paho
// MQTT's user and password by position, SDK factories taking keys by
// position, and a secret literal converted to bytes.
func TestApiClientShapes(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1921))
	for range 3 {
		sid := randToken(r, tLower, 26)
		hex, id := randToken(r, tHex, 32), randUUID(r)
		pw := "Otter" + randToken(r, tAlnum, 8) + "4!"
		for _, c := range []struct{ text, secret string }{
			{`cookies = {"PHPSESSID": "` + sid + `", "lang": "de"}`, sid},
			{`$cookies = array('laravel_session' => '` + sid + `');`, sid},
			{`  f.headers["Authorization"] = "OAuth ` + id + `"`, id},
			{`{ "key": "value", "value": "` + hex + `", "type": "string" },`, hex},
			{`ui.preauthorizeBasic("BasicAuth", "admin", "` + pw + `");`, pw},
			{`client.username_pw_set("gw-07", "` + pw + `")`, pw},
			{`const client = algoliasearch("TTKWEEVKI4", "` + hex + `");`, hex},
			{`validator = RequestValidator("` + hex + `")`, hex},
			{`var webhookSecret = []byte("` + hex + `")`, hex},
		} {
			wantSecret(t, s, c.text, c.secret)
		}
		for _, text := range []string{
			`cookies = {"theme": "dark-mode-enabled-v2", "lang": "de"}`,
			"r = requests.get(url, cookies=cookies, timeout=15)",
			`{ "key": "value", "value": "X-API-KEY", "type": "string" },`,
			`client.username_pw_set(user, password)`,
			`var greeting = []byte("hello world")`,
			// a search-only key, public by design
			"import { liteClient as algoliasearch } from \"algoliasearch/lite\";\nconst searchClient = algoliasearch(\"0J0V3OBDFU\", \"" + hex + "\");",
		} {
			wantNothing(t, s, text)
		}
	}
}

// TestNumericPasscode: digits alone after a label naming a PIN or a
// passcode; pins of a board, dates, versions, phone numbers and words
// holding "pin" stay.
func TestNumericPasscode(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1922))
	for range 3 {
		pin := strconv.Itoa(100000 + r.Intn(900000))
		for _, text := range []string{
			"- Kiosk app PIN: " + pin,
			"Meeting ID: 472 7892 6330\nPasscode: " + pin + "\n",
			"Host key (for the panel lead only): " + pin,
			"- Chrome Remote Desktop PIN for the windows build box: " + pin,
			"the door code is " + pin + ".",
			"SIM_PIN=" + pin,
			"- [ ] Phone system: voicemail PIN " + pin,
			`{"desc": "- Guided access passcode: ` + pin + `\n- Wi-Fi: see vault"}`,
		} {
			wantSecret(t, s, text, pin)
		}
		// a PIN is a record's one secret: the ids beside it are no part of it
		wantOnly(t, s, "{\n  \"id\": \""+randToken(r, tHex, 24)+"\",\n  \"desc\": \"Kiosk app PIN: "+pin+"\"\n}", pin)
	}
	for _, text := range []string{
		"const LED_PIN = 13;",
		"pinMode(PIN_LED, OUTPUT);",
		"PIN: 2024-06-01",
		"Pinned version: 1234",
		"spinner: 12345",
		"host key: SHA256:abcd",
		"Passcode: 0800 123 456",
		"PIN codes are 4 to 8 digits long: 1234 is a weak one",
		"opinion: 4711",
		"pin the version to 1234",
		"pin 13",
		"PIN 2024-06-01",
	} {
		wantNothing(t, s, text)
	}
}

// TestCalendarPropertyNotUserinfo: an iCalendar property's value at a
// domain (UID:<id>@zoom.us) is no user:password@host.
func TestCalendarPropertyNotUserinfo(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1923))
	hex := randToken(r, tHex, 32)
	wantNothing(t, s, "BEGIN:VEVENT\nUID:"+hex+"@zoom.us\nEND:VEVENT")
	wantNothing(t, s, "X-GOOGLE-CONFERENCE:"+hex+"@meet.google.com")
	wantSecret(t, s, "HTTPS_PROXY=proxyuser:"+hex+"@proxy.corp.example", hex)
}

// wantOnly fails t unless Detect reports secret in text and nothing else.
func wantOnly(t *testing.T, s *Set, text, secret string) {
	t.Helper()
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != 1 || ms[0].Secret != secret {
		t.Errorf("%q: want only %q, got %+v", text, secret, ms)
	}
}

// TestLoginRow: a password manager's CSV rows read without their header
// (a diff of two exports, a row alone, KeePass's order); rows of other
// CSVs holding URLs stay.
func TestLoginRow(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1924))
	for range 3 {
		pw := "Cactus" + randToken(r, tAlnum, 6) + "52."
		rnd := randToken(r, tAlnum, 21) + "aZ1"
		for _, c := range []struct{ text, secret string }{
			{"3c3\n< \"Grafana Cloud\",\"https://grafana.com/login\",\"ops@acme.example\",\"" + pw + "\",\"\",\"false\"\n---\n", pw},
			{"> \"Linear\",\"https://linear.app\",\"dana@acme.example\",\"" + rnd + "\",\"\",\"false\",\"dev\"", rnd},
			{"https://portal.azure.com,ops@acme.example,@" + rnd + ",,,Azure portal,Shared,0", "@" + rnd},
			{"\"Internet\",\"Router\",\"admin\",\"" + pw + "\",\"http://192.168.1.1\",\"\"", pw},
		} {
			wantSecret(t, s, c.text, c.secret)
		}
	}
	for _, text := range []string{
		"name,https://github.com/acme/widgets,v1.2.3,MIT",
		"https://example.com/a,https://example.com/b,301",
		"2024-06-01,https://shop.example/orders/4711,dana@acme.example,shipped,EUR 12.90",
		"https://example.com,admin,changeme",
	} {
		wantNothing(t, s, text)
	}
	// a category after the URL: the phone number starting the next row
	// is no password's tail
	text := "dana.k,,,Hostinger,,,https://hpanel.hostinger.example,Business," + randToken(r, tB32, 32) + "\n+4915112345678,,,Telegram,,,https://web.telegram.org,Social,"
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		if strings.Contains(text[m.Start:m.End], "4915112345678") {
			t.Errorf("%q: reports %s %q", text, m.RuleID, m.Secret)
		}
	}
}

// TestLoginNote: logins as notes write them, with no word naming the
// password; paths, /etc/passwd, URLs and sentences stay.
func TestLoginNote(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1925))
	for range 3 {
		pw := "Summer" + randToken(r, tAlnum, 5) + "9Thunder17"
		rnd := randToken(r, tAlnum, 28) + "aZ1"
		for _, c := range []struct{ text, secret string }{
			{"prod db   → pg-main.acme.internal:5432 / app_rw / " + rnd + "\n", rnd},
			{"read-only → 10.0.4.12:5432 / bi_ro / " + pw, pw},
			{"- the printer's web UI is admin:" + pw + ".", pw},
			{"ssh in as root:" + pw, pw},
			{"[03.06.24, 19:08:02] Dana: koch.familie@example.de\n[03.06.24, 19:08:05] Dana: " + pw + "%\n", pw + "%"},
			{"11/06/24, 10:41 - Ravi: ravi@studio.example\n11/06/24, 10:41 - Ravi: " + pw + "?\n", pw + "?"},
			{"hetzner\n  ops@acme.example\n  " + rnd + "\n", rnd},
		} {
			wantSecret(t, s, c.text, c.secret)
		}
	}
	for _, text := range []string{
		"cp a / b / c",
		"root:x:0:0:root:/root:/bin/bash",
		"admin:read admin:write",
		"https://admin:8080/status",
		"ops@acme.example\nThanks, see you tomorrow",
		"Author: Dana Koch <dana@acme.example>\nDate:   Tue Jun 11 10:41:00 2024 +0200",
		"dana@acme.example\nReleaseNotes2024",
		"images / 2024 / IMG_4711.jpg",
		"51e8c638b2e8 postgres:16\n" + randToken(r, tHex, 64) + " redis:7.2-alpine",
	} {
		wantNothing(t, s, text)
	}
}

// TestWordSecretNotPropagated: a password that is a word in one case
// (postgres of postgres:postgres@localhost) is masked where found but
// not searched for elsewhere, where it is the word; a longer or mixed
// secret is.
func TestWordSecretNotPropagated(t *testing.T) {
	for _, c := range []struct {
		secret string
		want   bool
	}{
		{"postgres", false}, {"CHANGEME", false}, {"password", false},
		{"Postgres", true}, {"admin123", true}, {"qwhdkzyxprtmvbnc", true}, {"short", false},
	} {
		if got := propagated(c.secret); got != c.want {
			t.Errorf("propagated(%q) = %v, want %v", c.secret, got, c.want)
		}
	}
	k, err := NewKnownSecrets([]Match{{RuleID: "url-password", Secret: "postgres"}})
	if err != nil || k != nil {
		t.Fatalf("NewKnownSecrets of a word: %v, %v; want nil, nil", k, err)
	}
}

// TestDataShapes: forms the eleventh batch of contexts (data/) showed
// missed: a data frame printed without its index, and Trino's
// BasicAuthentication("u", "p").
func TestDataShapes(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1926))
	for range 3 {
		pw1, pw2 := randToken(r, tAlnum, 22)+"a.", "Cobalt"+randToken(r, tAlnum, 7)+"4_"
		frame := ">>> print(creds.to_string(index=False))\n" +
			"  system      username                 password  rotated_at\n" +
			" airflow         admin  " + pw1 + "  2024-05-01\n" +
			"metabase  dana@acme.io          " + pw2 + "  2024-03-12\n"
		wantSecret(t, s, frame, pw1)
		wantSecret(t, s, frame, pw2)
		wantSecret(t, s, `    auth=BasicAuthentication("analyst", "`+pw2+`"),`, pw2)
		// Terraform's error prints a value in cty.StringVal
		wantSecret(t, s, `produced an invalid new value for .administrator_login_password: was cty.StringVal("`+pw1+`"), but now`, pw1)
		// Jira's monospace around a token; a template's variable stays
		tok := "nlk_" + randToken(r, tAlnum, 32)
		wantSecret(t, s, "Using their integration key from the settings page: {{"+tok+"}}", tok)
	}
	wantNothing(t, s, "  system  username  rotated_at\n airflow     admin  2024-05-01\n")
	wantNothing(t, s, "api key: {{api_key}}")
	wantNothing(t, s, "token: {{ .Values.token }}")
}

// TestWalletAndClientShapes: a seed phrase alone under the line naming
// it, a Solana keypair's bytes, and hex keys passed to an SDK's client.
func TestWalletAndClientShapes(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1927))
	for range 3 {
		var words []string
		for range 12 {
			words = append(words, bip39Words[r.Intn(2048)])
		}
		phrase := strings.Join(words, " ")
		wantSecret(t, s, "pubkey: "+randToken(r, tB58, 44)+"\n"+
			"===============================================================================\n"+
			"Save this seed phrase and your BIP39 passphrase to recover your new keypair:\n"+phrase+"\n"+
			"===============================================================================\n", phrase)
		var nums []string
		for range 64 {
			nums = append(nums, strconv.Itoa(r.Intn(256)))
		}
		arr := strings.Join(nums, ",")
		wantSecret(t, s, "$ cat ~/.config/solana/devnet.json\n["+arr+"]", arr)
		hex20, hex32 := randToken(r, tHex, 19)+"a", randToken(r, tHex, 31)+"b"
		wantSecret(t, s, `$customerio = Customerio::Client.new("`+randToken(r, tHex, 20)+`", "`+hex20+`", region: Customerio::Regions::EU)`, hex20)
		wantSecret(t, s, `$app = Customerio::APIClient.new("`+hex32+`", region: Customerio::Regions::EU)`, hex32)
	}
	var nums []string
	for i := range 64 {
		nums = append(nums, strconv.Itoa(i*3))
	}
	// a digest's 64 bytes with no word saying Solana or keypair
	wantNothing(t, s, "sha512 = ["+strings.Join(nums, ",")+"]")
}

// TestArgvHex: a command line hex-encoded with NULs between its
// arguments (auditd's proctitle) is read as the command line; binary
// data with runs of NULs is not text.
func TestArgvHex(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1928))
	pw := "Thunder" + randToken(r, tAlnum, 6) + "4Walnut18"
	h := strings.ToUpper(hex.EncodeToString([]byte("mysql\x00-h\x00db01\x00-u\x00root\x00-p" + pw)))
	text := "type=PROCTITLE msg=audit(1717582371.118:44130): proctitle=" + h
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != 1 || text[ms[0].Start:ms[0].End] != h || ms[0].Secret != pw || ms[0].Encoding != "hex" {
		t.Errorf("%q: want the hex run holding %q, got %+v", text, pw, ms)
	}
	if got := string(argvText([]byte("a\x00\x00b"))); got != "a\x00\x00b" {
		t.Errorf("argvText of NUL runs = %q", got)
	}
}

// TestWindowsCredentialDump: hashes, keys and cleartext as secretsdump,
// john, hashcat, mimikatz and pass-the-hash commands print them; the
// empty password's hashes stay.
func TestWindowsCredentialDump(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1929))
	for range 3 {
		lm, nt := randToken(r, tHex, 32), randToken(r, tHex, 32)
		aes, dpapi := randToken(r, tHex, 64), randToken(r, tHex, 40)
		pw := "Winter" + randToken(r, tAlnum, 5) + "4!"
		for _, c := range []struct{ text, secret string }{
			{"Administrator:500:" + emptyLMHash + ":" + nt + ":::", nt},
			{"svc:1104:" + lm + ":" + nt + ":::", lm},
			{"bnovak:" + pw + ":1188:" + emptyLMHash + ":" + nt + ":::", pw},
			{"ACME.LOCAL/jdoe:$DCC2$10240#jdoe#" + nt + ": (2024-06-01 08:12:44)", nt},
			{`ACME\WS-0177$:aes256-cts-hmac-sha1-96:` + aes, aes},
			{"dpapi_machinekey:0x" + dpapi, dpapi},
			{"[*] DefaultPassword\nACME\\kiosk:" + pw + "\n", pw},
			{"  Hash NTLM: " + nt + "\n    ntlm- 0: " + nt, nt},
			{"      aes256_hmac       (4096) : " + aes, aes},
			{"\t * Password : " + pw, pw},
			{"$ impacket-psexec -hashes :" + nt + " ACME/admin@10.0.4.77", nt},
			{"$ evil-winrm -i 10.0.4.77 -u admin -H " + nt, nt},
			{"$ cat ~/.local/share/hashcat/hashcat.potfile\n" + nt + ":" + pw + "\n", pw},
		} {
			wantSecret(t, s, c.text, c.secret)
		}
	}
	for _, text := range []string{
		"Guest:501:" + emptyLMHash + ":" + emptyNTHash + ":::",
		"\t * Password : (null)",
		"a:::b",
	} {
		wantNothing(t, s, text)
	}
}

// TestNetworkDeviceSecret: keys of AAA, IKE, routing, first-hop and
// SNMP statements, type 7 and Junos $9$ strings; factory communities
// and statements without a value stay.
func TestNetworkDeviceSecret(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1930))
	for range 3 {
		t7 := "0" + randToken(r, "0123456789ABCDEF", 23)
		k := randToken(r, tAlnum, 14) + "9"
		j9 := "$9$" + randToken(r, tAlnum+"./-", 40)
		for _, c := range []struct{ text, secret string }{
			{" ip ospf message-digest-key 1 md5 7 " + t7, t7},
			{" neighbor 192.0.2.1 password 7 " + t7, t7},
			{" standby 20 authentication md5 key-string 7 " + t7, t7},
			{" vrrp 30 authentication text " + k, k},
			{`tacacs-server host 10.30.0.5 key 7 "` + k + `"`, k},
			{"crypto isakmp key " + k + " address 203.0.113.9", k},
			{"snmp-server user librenms network-operator auth sha 0x" + t7 + " priv aes-128 0x" + k + " localizedkey", k},
			{`createUser librenms SHA "` + k + `" AES "` + t7 + `"`, t7},
			{"rocommunity " + k + " 10.10.0.0/24", k},
			{"set snmp community " + k + " authorization read-only", k},
			{`set system radius-server 10.0.0.15 secret "` + j9 + `"`, j9},
			{"lnms device:add --v3 --authlevel authPriv --authname librenms --authpass " + k + " --authalgo SHA sw-acc-114", k},
			{"lnms device:add --v2c -c " + k + " ups-dc1-a.acme.lan", k},
		} {
			wantSecret(t, s, c.text, c.secret)
		}
	}
	for _, text := range []string{
		"rocommunity public 127.0.0.1",
		"snmp-server community public RO",
		"tacacs-server host 10.30.0.5",
		"gcc -c main.c -o main.o",
		"the radius of the circle",
	} {
		wantNothing(t, s, text)
	}
}

// TestOpsShapes: a keytab's keys as klist -K prints them, Responder's
// NetNTLMv2 hashes, LAPS' password column and sqlmap's cracked cells.
func TestOpsShapes(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1931))
	for range 3 {
		key, proof, blob := randToken(r, tHex, 64), strings.ToUpper(randToken(r, tHex, 32)), strings.ToUpper(randToken(r, tHex, 120))
		hash, pw := randToken(r, tHex, 32), "Cactus"+randToken(r, tAlnum, 4)+"68"
		laps := randToken(r, tAlnum, 14) + "!B{"
		for _, c := range []struct{ text, secret string }{
			{"   3 host/web01.acme.local@ACME.LOCAL (aes256-cts-hmac-sha1-96)  (0x" + key + ")", key},
			{"[SMB] NTLMv2-SSP Hash     : jdoe::ACME:" + randToken(r, tHex, 16) + ":" + proof + ":" + blob, proof + ":" + blob},
			{"Name       ms-Mcs-AdmPwd\n----       -------------\nSRV-FS01   " + laps + "\n", laps},
			{"| id | email             | password                                    |\n" +
				"+----+-------------------+---------------------------------------------+\n" +
				"| 1  | admin@shop.local  | " + hash + " (" + pw + ")  |\n", pw},
		} {
			wantSecret(t, s, c.text, c.secret)
		}
	}
}

// TestNetworkDeviceMoreStatements: WLC, PPP, FortiOS, ArubaOS-CX,
// strongSwan, Dovecot, Nagios and Zabbix forms.
func TestNetworkDeviceMoreStatements(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1932))
	for range 3 {
		k := randToken(r, tAlnum, 14) + "9!"
		hx := randToken(r, tHex, 64)
		for _, c := range []struct{ text, secret string }{
			{" security wpa psk set-key ascii 0 " + k, k},
			{" ppp chap password 7 " + hx[:22], hx[:22]},
			{"        set psksecret " + k, k},
			{"user admin group administrators password ciphertext " + k, k},
			{`carol@acme.io : EAP "` + k + `"`, k},
			{"%any : PSK 0x" + hx, hx},
			{"noreply@acme.io:{PLAIN}" + k + "::::::", k},
			{"$USER4$=" + k, k},
			{"{$SNMPV3_AUTHPASS} = " + k, k},
		} {
			wantSecret(t, s, c.text, c.secret)
		}
	}
	for _, text := range []string{
		"$USER1$=/usr/lib/nagios/plugins",
		"$USER3$=nagios",
		"{$SNMP_TIMEOUT} = 5s",
	} {
		wantNothing(t, s, text)
	}
}

// TestDeviceAndTicketForms: a local user's password in a diff and after
// ASA's trailing words, NTP's key, ProCurve's manager password, SNMP
// secrets in a Nagios command, Rubeus' and mimikatz's keys.
func TestDeviceAndTicketForms(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1933))
	for range 3 {
		t7 := "1" + randToken(r, "0123456789ABCDEF", 23)
		h40, h32 := randToken(r, tHex, 40), strings.ToUpper(randToken(r, tHex, 32))
		k := randToken(r, tAlnum, 12) + "#9"
		asa := "$sha512$5000$" + randToken(r, tAlnum, 22) + "==$" + randToken(r, tAlnum, 22) + "=="
		for _, c := range []struct{ text, secret string }{
			{"-username helpdesk privilege 7 password 7 " + t7, t7},
			{"+ntp authentication-key 10 md5 " + t7 + " 7", t7},
			{"username admin password " + asa + " pbkdf2 privilege 15", asa},
			{`password manager user-name "admin" sha1 "` + h40 + `"`, h40},
			{"    command_line    $USER1$/check_snmp -H $HOSTADDRESS$ -P 3 -L authPriv -U nms -a SHA -A '" + k + "' -x AES", k},
			{`PS C:\Tools> .\Rubeus.exe asktgt /user:svc_sql /rc4:` + h32 + ` /domain:acme.local /nowrap`, h32},
			{"[*] Using rc4_hmac hash: " + h32, h32},
		} {
			wantSecret(t, s, c.text, c.secret)
		}
	}
	wantNothing(t, s, "username admin password $PASSWORD privilege 15")
}

// TestSlashPair: "user / password" in notes and chats; alternatives,
// dates and paths stay.
func TestSlashPair(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1934))
	for range 3 {
		pw := "Winter" + randToken(r, tAlnum, 4) + "23!"
		for _, text := range []string{
			"- 10:41 attacker used jdoe / " + pw + " from 185.220.101.x",
			"[09:03] marta: iDRAC on r740-03 was reset, root / " + pw + " until Dell swaps the board",
			"vendor portal creds svc_vendor / " + pw,
		} {
			wantSecret(t, s, text, pw)
		}
	}
	for _, text := range []string{
		"TCP / UDP", "2024 / 2025", "cd usr / local / bin", "ratio 3 / 4", "and / or",
		"docs / README.md", "read / write access",
		"n := len(b) / Uint16Array.BYTES_PER_ELEMENT", "x / argBegin=2", "total / f(x)",
	} {
		wantNothing(t, s, text)
	}
}

// TestSecretStoreValue: the value a secret manager's CLI stores, quoted
// or not; file references and variables stay.
func TestSecretStoreValue(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1935))
	for range 3 {
		v := "Tiger" + randToken(r, tAlnum, 8) + "41-"
		for _, text := range []string{
			"$ databricks secrets put-secret kv-etl snowflake-password --string-value '" + v + "'",
			"aws secretsmanager create-secret --name prod/db --secret-string '" + v + "'",
			"aws ssm put-parameter --name /prod/db/conn --type SecureString --value " + v,
			"az keyvault secret set --vault-name kv --name db --value \"" + v + "\"",
			"gcloud secrets versions add db-pass --data-file=- <<< '" + v + "'",
			"echo -n '" + v + "' | gcloud secrets create db-pass --data-file=-",
		} {
			wantSecret(t, s, text, v)
		}
	}
	for _, text := range []string{
		"aws secretsmanager create-secret --name prod/db --secret-string file://creds.json",
		"az keyvault secret set --vault-name kv --name db --value @secret.txt",
		"aws ssm put-parameter --name /app/region --type String --value eu-west-1",
		`aws secretsmanager create-secret --name prod/db --secret-string "$DB_SECRET"`,
		"gcloud secrets versions add db-pass --data-file=secret.txt",
	} {
		wantNothing(t, s, text)
	}
}
