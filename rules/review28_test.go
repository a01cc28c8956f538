package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestFIXLogonPasswords: the Password, NewPassword and RawData fields of
// a logged FIX Logon, with SOH printed as '|', ^A or <SOH>, and the
// password set in code; tags that merely end in 554 or a RawData outside
// a Logon stay.
func TestFIXLogonPasswords(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(281))
	for range 5 {
		p1, p2 := testPassword(r)+"^=A", testPassword(r)
		for _, c := range []struct{ text, secret string }{
			{"8=FIX.4.4|9=129|35=A|34=1|49=ACMECAP|56=VENUEX|98=0|108=30|553=acmecap|925=" + p1 + "|10=240|", p1},
			{"8=FIX.4.4|9=129|35=A|34=1|49=ACMECAP|56=VENUEX|98=0|108=30|553=acmecap|554=" + p2 + "|10=240|", p2},
			{"8=FIX.4.2^A9=95^A35=A^A34=1^A49=ACME^A56=EXEC^A96=" + p2 + "^A95=14^A98=0^A108=30^A10=198^A", p2},
			{"8=FIX.4.4<SOH>9=80<SOH>35=A<SOH>553=desk1<SOH>554=" + p2 + "<SOH>10=001<SOH>", p2},
			{"msg.append_pair(553, \"acmefx01\")\nmsg.append_pair(554, \"" + p2 + "\")\n", p2},
			{"logon.setField(new Password(\"" + p2 + "\"));", p2},
		} {
			wantFound(t, s, c.text, c.secret, "fix-logon-password")
		}
	}
	for _, text := range []string{
		"8=FIX.4.4|9=71|35=8|34=1|49=PBX|11=ORD-554=1|96=abcdefgh|10=044|",
		"550 5.1.1 mailbox unavailable; 554 transaction failed",
		"8=FIX.4.4|9=71|35=A|34=1|49=PBX|108=30|141=Y|10=044|",
	} {
		wantNoRule(t, s, text, "fix-logon-password")
	}
}

// TestSqliteListRows: a row sqlite3 prints in its list mode, name|value,
// under a secret's name; rows of a Markdown table and placeholders stay.
func TestSqliteListRows(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(282))
	for range 5 {
		hex := randToken(r, tHex, 64)
		pw := testPassword(r)
		head := "$ sqlite3 server-files/account.sqlite \"select * from secrets;\"\n"
		wantFound(t, s, head+"bank_secret_key|"+hex+"\nschema_version|12\n", hex, labelLineID)
		wantFound(t, s, head+"admin_password|"+pw+"\n", pw, labelLineID)
	}
	for _, text := range []string{
		"| api_token | ${API_TOKEN} |\n",
		"api_token|${API_TOKEN}\n",
		"secret_key|secret_key_base|other\n",
	} {
		wantNoRule(t, s, text, labelLineID)
	}
}

// TestHealthFormats: an X12 interchange's ISA04 password, a Kaltura
// session, stunnel's PSK file and Mirth's database connection call.
func TestHealthFormats(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(283))
	for range 5 {
		pw := randToken(r, tAlnum, 10)
		ks := "djJ8" + randToken(r, tB64, 120)
		psk := randToken(r, tHex, 64)
		db := testPassword(r)
		wantFound(t, s, "ISA*00*          *01*"+pw+"*ZZ*ACMEFAMMED     *ZZ*OFFICEALLY     *250211*0915*^*00501*523088791*0*P*:~", pw, "x12-isa-password")
		wantFound(t, s, ">>> ks\n'"+ks+"'\n", ks, "kaltura-session")
		wantFound(t, s, "$ sudo cat /etc/stunnel/psk-lab.txt\nacme-gen-mllp:"+psk+"\n", psk, secretFileID)
		wantFound(t, s, "var conn = DatabaseConnectionFactory.createDatabaseConnection('net.sourceforge.jtds.jdbc.Driver', 'jdbc:jtds:sqlserver://ehr:1433/x', 'svc_mirth', '"+db+"');", db, "credential-call")
	}
	for _, text := range []string{
		"ISA*00*          *00*          *ZZ*ACMEFAMMED     *ZZ*OFFICEALLY     *250211*0915*^*00501*523088791*0*P*:~",
	} {
		wantNoRule(t, s, text, "x12-isa-password")
	}
}

// TestAmazonLWATokens: Login with Amazon's refresh and access tokens in a
// credentials file and a header; the Atza| of a word stays.
func TestAmazonLWATokens(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(284))
	for range 5 {
		rt := "Atzr|IwEB" + randToken(r, tAlnum+"-_", 300)
		at := "Atza|IwEB" + randToken(r, tAlnum+"-_", 300)
		for _, c := range []struct{ text, secret string }{
			{"default:\n  refresh_token: '" + rt + "'\n  profile_id: '1351174263077291'\n", rt},
			{"$ curl -s https://advertising-api.amazon.com/v2/profiles -H \"Authorization: Bearer " + at + "\"", at},
		} {
			ms, _ := s.Detect(c.text)
			found := false
			for _, m := range ms {
				found = found || m.RuleID == "amazon-lwa-token" && m.Secret == c.secret
			}
			if !found {
				t.Errorf("LWA token not found whole: %v", ids(ms))
			}
		}
	}
	wantNoRule(t, s, "the Atza| prefix marks an access token", "amazon-lwa-token")
}

// TestFinanceCallsAndPairs: a client certificate's password in
// blpapi's createFromFiles and sped-nfe's readPfx; a secret's UUID id
// beside its key and a key id set by subscript (os.environ["K"] = "v")
// are the credential's halves; a publishable key beside a secret stays.
func TestFinanceCallsAndPairs(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(285))
	for range 5 {
		pw := testPassword(r)
		wantFound(t, s, "tls = blpapi.TlsOptions.createFromFiles(\"/etc/bpipe/client.p12\", \""+pw+"\", \"/etc/bpipe/root.pk7\")", pw, "credential-call")
		wantFound(t, s, "$certificate = Certificate::readPfx(file_get_contents(__DIR__ . '/certs/a1.pfx'), '"+pw+"');", pw, "credential-call")
		id := randUUID(r)
		key := randToken(r, tHex, 128)
		kid := "PK" + strings.ToUpper(randToken(r, tAlnum, 18))
		sec := randToken(r, tAlnum, 40)
		pk := "pk_test_" + randToken(r, tAlnum, 99)
		sk := "sk_test_" + randToken(r, tAlnum, 99)
		for _, c := range []struct{ text, masked, kept string }{
			{`-d '{"secret_id":"` + id + `", "secret_key":"` + key + `"}'`, id, ""},
			{"os.environ[\"APCA_API_KEY_ID\"] = \"" + kid + "\"\nos.environ[\"APCA_API_SECRET_KEY\"] = \"" + sec + "\"\n", kid, ""},
			{"    [test_publishable_key] => " + pk + "\n    [test_secret_key] => " + sk + "\n", sk, pk},
		} {
			ms, _ := s.Detect(c.text)
			if k := strings.Index(c.text, c.masked); !covered(ms, k, k+len(c.masked)) {
				t.Errorf("%q left in %q: %v", c.masked, c.text, ids(ms))
			}
			if c.kept != "" {
				if k := strings.Index(c.text, c.kept); touches(ms, k, k+len(c.kept)) {
					t.Errorf("%q masked in %q: %v", c.kept, c.text, ids(ms))
				}
			}
		}
	}
}

// TestKeySetters: a package's own key setter (census_api_key("k"),
// fredr_set_key("k")) takes the key first; a getter's argument is a name.
func TestKeySetters(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(286))
	for range 5 {
		k := randToken(r, tHex, 40)
		wantFound(t, s, "> census_api_key(\""+k+"\", install = TRUE)", k, "credential-call")
		wantFound(t, s, "fredr_set_key(\""+k[:32]+"\")", k[:32], "credential-call")
	}
	wantNoRule(t, s, "key = get_api_key(\"OPENAI_API_KEY_PROD\")", "credential-call")
}

// TestLicensesAndAuthenticate: a signed license blob or a random license
// key under a license's name, and robot.authenticate("u", "p"); a
// license's name (MIT, GPL-3.0-or-later, SEE LICENSE IN …) stays.
func TestLicensesAndAuthenticate(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(287))
	for range 5 {
		blob := randToken(r, tB64, 180)
		pw := testPassword(r)
		wantFound(t, s, "  appLicense: '"+blob+"',", blob, "secret-assignment")
		wantFound(t, s, "robot.authenticate(\"inspection-svc\", \""+pw+"\")", pw, "credential-call")
	}
	for _, text := range []string{
		`  "license": "MIT",`,
		`  "license": "SEE LICENSE IN LICENSE.md", "licence": "GPL-3.0-or-later"`,
		"License: GPL-2+\n",
		"License: LGPLv3+_or_GPLv2+\n",
		"License: APACHE-2-LLVM-EXCEPTIONS\n",
	} {
		if ms, _ := s.Detect(text); len(ms) > 0 {
			t.Errorf("a license's name masked: %v in %q", ids(ms), text)
		}
	}
}

// TestMarketplaceTokens: eBay's OAuth and Auth'n'Auth tokens and Cert
// ID, Mercado Libre's refresh token and the SP-API's restricted data
// token; an eBay App ID (public) and a ticket number stay.
func TestMarketplaceTokens(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(288))
	for range 5 {
		oauth := "v^1.1#i^1#p^3#r^1#I^3#f^0#t^H4sIAAAAAAAA" + randToken(r, tB64, 400)
		aa := "AgAAAA**AQAAAA**aAAAAA**" + randToken(r, tB64, 200)
		appID := ebayAppID(r)
		cert := "PRD-" + randToken(r, tHex, 12) + "-" + randToken(r, tHex, 4) + "-" + randToken(r, tHex, 4) + "-" + randToken(r, tHex, 4) + "-" + randToken(r, tHex, 4)
		tg := "TG-" + randToken(r, tHex, 24) + "-665884410"
		rdt := "Atz.sprdt|IQEB" + randToken(r, tAlnum+"-_", 200)
		for _, c := range []struct{ text, secret, rule string }{
			{"-H \"Authorization: Bearer " + oauth + "\"", oauth, "ebay-token"},
			{"<eBayAuthToken>" + aa + "</eBayAuthToken>", aa, "ebay-token"},
			{"    appid: " + appID + "\n    certid: " + cert + "\n", cert, "ebay-token"},
			{"y el refresh por si acaso: " + tg, tg, "mercadolibre-refresh-token"},
			{`{"restrictedDataToken":"` + rdt + `"}`, rdt, "amazon-lwa-token"},
		} {
			ms, _ := s.Detect(c.text)
			found := false
			for _, m := range ms {
				found = found || m.RuleID == c.rule && m.Secret == c.secret
			}
			if !found {
				t.Errorf("%s: not found whole: %v", c.rule, ids(ms))
			}
		}
	}
	wantNoRule(t, s, "appid: "+ebayAppID(r)+"\nticket PRD-1234 closed\n", "ebay-token")
}

// TestPushoverKeys: Pushover's application token and user key under
// Pushover names, in its query and form fields and in Apprise's URL; a
// 30-character value elsewhere is not Pushover's.
func TestPushoverKeys(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(289))
	const lowNum = "abcdefghijklmnopqrstuvwxyz0123456789"
	for range 5 {
		tok, usr := "a"+randToken(r, lowNum, 29), "u"+randToken(r, lowNum, 29)
		for _, text := range []string{
			"const char* PUSHOVER_TOKEN = \"" + tok + "\";\nconst char* PUSHOVER_USER  = \"" + usr + "\";",
			"GET https://api.pushover.net/1/messages.json?token=" + tok + "&user=" + usr + "&title=UPS",
			"curl -s \\\n    --form-string \"token=" + tok + "\" \\\n    --form-string \"user=" + usr + "\" \\\n    https://api.pushover.net/1/messages.json",
			"  - pover://" + usr + "@" + tok,
			"curl -s -X POST https://api.pushover.net/1/messages.json -d token=" + tok + " -d user=" + usr + " -d message=hi",
		} {
			ms, _ := s.Detect(text)
			for _, v := range []string{tok, usr} {
				if k := strings.Index(text, v); !covered(ms, k, k+len(v)) {
					t.Errorf("pushover value left in %q: %v", strings.ReplaceAll(strings.ReplaceAll(text, tok, "<tok>"), usr, "<usr>"), ids(ms))
				}
			}
		}
	}
	wantNoRule(t, s, "build id: abcdefghijklmnopqrstuvwxyz0123", "pushover-key")
}

// TestLabelWithNote: a console's field label with a note in parentheses
// ("Channel access token (long-lived)") still labels the value under it.
func TestLabelWithNote(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(290))
	for range 5 {
		v := randToken(r, tB64, 170) + "="
		wantFound(t, s, "Messaging API\n  Channel access token (long-lived)\n  "+v+"\n", v, labelLineID)
	}
	wantNoRule(t, s, "Token (optional)\nnone\n", labelLineID)
}

// TestCLIOutputAfterWarnings: heroku auth:token's token after the CLI's
// warnings, and a DigitalOcean managed database's AVNS_ password.
func TestCLIOutputAfterWarnings(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(291))
	for range 5 {
		tok := randUUID(r)
		wantFound(t, s, "$ heroku auth:token\n ›   Warning: token will expire 06/10/2025\n ›   Use heroku authorizations:create to generate a long-term token\n"+tok+"\n", tok, printedID)
		pw := "AVNS_" + randToken(r, tAlnum+"_", 20)
		wantFound(t, s, "Host  Port  User  Password\ndb-postgresql-fra1-57664-do-user-1656857-0.c.db.ondigitalocean.com  25060  doadmin  "+pw+"  defaultdb  true\n", pw, "")
	}
	wantNoRule(t, s, "$ heroku auth:token\n ›   Warning: token will expire 06/10/2025\n", printedID)
}

// ebayAppID returns an eBay App ID (public): the app's name, "-PRD-" and
// two hex groups.
func ebayAppID(r *rand.Rand) string {
	return "AcmeOutf-acmeoutfli-PRD-" + randToken(r, tHex, 9) + "-" + randToken(r, tHex, 8)
}
