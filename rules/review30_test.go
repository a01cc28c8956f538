package rules

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// TestCredentialIDKey: an id pairs with a secret when its name says it
// is a client's, an app's or a key's, or when a secret with the same
// prefix is near it; a thing's id does not.
func TestCredentialIDKey(t *testing.T) {
	for _, c := range []struct {
		key, near string
		want      bool
	}{
		{"CLIENT_ID", "", true}, {"appId", "", true}, {"APNS_KEY_ID", "", true}, {"clientid", "", true},
		{"PLAID_CLIENT_ID", "", true}, {"ACCESS_ID", "", true}, {"id", "", true}, {"connect.sid", "", true},
		{"TOKEN", "", true}, {"apikeyid", "", true},
		{"hive_id", "hive_secret: x", true}, {"HIVE_ID", "export HiveToken=x", true}, {"hive_id", "token: x", false},
		{"X-Machine-Id", "authorization: x", false}, {"historyId", "", false}, {"PatientID", "", false},
		{"SEPA_GLAEUBIGER_ID", "", false}, {"operation_Id", "", false}, {"playfabid", "", false},
	} {
		if got := credentialIDKey(c.key, c.near); got != c.want {
			t.Errorf("credentialIDKey(%q, %q) = %v, want %v", c.key, c.near, got, c.want)
		}
	}
}

// TestPairKeepsThingIDs: beside a found token, the ids of things (a
// machine, a history entry, a patient) keep their values; a client's
// id and a vendor's id named like its secret are still masked.
func TestPairKeepsThingIDs(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(301))
	for range 5 {
		tok := "ghp_" + randToken(r, tAlnum, 36)
		machine, history := randToken(r, tHex, 32), randToken(r, tHex, 24)
		client, hive := randToken(r, tAlnum, 20)+"7", randToken(r, tAlnum, 16)+"3"
		text := "{\"X-Machine-Id\":\"" + machine + "\",\n\"historyId\":\"" + history + "\",\n\"token\":\"" + tok + "\"}\n" +
			"CLIENT_ID=" + client + "\nHIVE_ID=" + hive + "\nHIVE_SECRET=" + tok + "\n"
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		hit := func(v string) bool {
			at := strings.Index(text, v)
			return covered(ms, at, at+len(v))
		}
		if !hit(tok) || !hit(client) || !hit(hive) {
			t.Errorf("token %v, client id %v, hive id %v masked; want all: %v", hit(tok), hit(client), hit(hive), ids(ms))
		}
		for _, v := range []string{machine, history} {
			at := strings.Index(text, v)
			for _, m := range ms {
				if m.Start < at+len(v) && at < m.End {
					t.Errorf("a thing's id masked by %s", m.RuleID)
				}
			}
		}
	}
}

// TestApplicationSalts: an application's configured salt (Drupal's
// hash_salt, Flask-Security's SECURITY_PASSWORD_SALT, Moodle's
// passwordsaltmain) is kept secret like a pepper; a stored record's own
// salt beside its hash stays.
func TestApplicationSalts(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(302))
	for range 5 {
		v := randToken(r, tAlnum, 24) + "9"
		for _, text := range []string{
			"$settings['hash_salt'] = '" + v + "';\n",
			"SECURITY_PASSWORD_SALT = \"" + v + "\"\n",
			"$CFG->passwordsaltmain = '" + v + "';\n",
			"app.config['SECURITY_PASSWORD_SALT'] = '" + v + "'\n",
		} {
			wantFound(t, s, text, v, "")
		}
		wantNoRule(t, s, "{\"salt\": \""+v+"\", \"iterations\": 600000}\n", "secret-assignment")
	}
}

// TestFlagServiceKeys: the server-side keys of feature-flag services in
// their documented forms are found; their client-side keys stay.
func TestFlagServiceKeys(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(303))
	const b64u = tAlnum + "-_"
	for range 5 {
		a, b := randToken(r, tAlnum, 20)+"a1", randToken(r, tAlnum, 20)+"B2"
		key := "configcat-sdk-1/" + a + "/" + b
		wantFound(t, s, `ConfigCatClient.Get("`+key+`", options => {});`, key, "configcat-sdk-key")
		old := randToken(r, b64u, 19) + "aZ9/" + randToken(r, b64u, 19) + "bY8"
		wantFound(t, s, "client := configcat.NewClient(\""+old+"\")\n", old, "configcat-legacy-sdk-key")
		ser := "ser." + randToken(r, tAlnum, 19) + "aZ9"
		wantFound(t, s, "environment_key: ENV.fetch('FLAGSMITH_KEY') { '"+ser+"' }\n", ser, "flagsmith-server-key")
		wantNoRule(t, s, "user."+randToken(r, tAlnum, 22)+"\n", "flagsmith-server-key")
		body := randToken(r, tHex, 8) + "_" + randToken(r, tHex, 4) + "_4" + randToken(r, tHex, 3) + "_" + randToken(r, tHex, 12) + "_" + randToken(r, tHex, 7)
		wantFound(t, s, "initializeDevCycle('dvc_server_"+body+"')\n", "dvc_server_"+body, "devcycle-server-key")
		wantNoRule(t, s, "NEXT_PUBLIC_DEVCYCLE_CLIENT_SDK_KEY=dvc_client_"+body+"\n", "devcycle-server-key")
		hex := randToken(r, tHex, 62) + "a1"
		wantFound(t, s, "customHeaders: { Authorization: 'default:production."+hex+"' },\n", "default:production."+hex, "unleash-api-token")
		wantNoRule(t, s, "const config = { clientKey: 'default:production."+hex+"', appName: 'web' };\n", "unleash-api-token")
		wantNoRule(t, s, "INIT_FRONTEND_API_TOKENS: \"default:development."+hex[:56]+"\"\n", "unleash-api-token")
	}
}

// TestCookieNamedInCode: a session cookie's name and value set in code
// (Puppeteer's setCookie, http.cookiejar's repr, tough-cookie's JSON) and
// Laravel's encrypted session cookie are found; a manifest's name/value
// pair, a HAR's headers and analytics cookies stay.
func TestCookieNamedInCode(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(304))
	for range 5 {
		v := randToken(r, tLower, 25) + "9"
		wantFound(t, s, "await page.setCookie({\n  name: 'PHPSESSID',\n  value: '"+v+"',\n  domain: 'example.org',\n});\n", v, "cookie-session")
		wantFound(t, s, "[Cookie(version=0, name='ASP.NET_SessionId', value='"+v+"', port=None)]\n", v, "cookie-session")
		wantFound(t, s, "\"cookies\": [\n  {\n    \"key\": \"auth_session\",\n    \"value\": \""+v+"\",\n    \"path\": \"/\"\n  }\n]\n", v, "cookie-session")
		lv := "eyJpdiI6I" + randToken(r, tAlnum, 120) + "%3D"
		wantFound(t, s, "Cookie: theme=dark; laravel_session="+lv+"\n", lv, "cookie-session")
		wantNoRule(t, s, `<meta-data android:name="com.facebook.sdk.ClientToken" android:value="@string/facebook_client_token_`+v+`" />`, "cookie-session")
		wantNoRule(t, s, `{"headers": [{"name": "x-session-token-hint", "value": "`+v+`"}]}`, "cookie-session")
		wantNoRule(t, s, "Cookie: _hjSessionUser_54337=eyJpZCI6I"+randToken(r, tAlnum, 60)+"\n", "cookie-session")
	}
}

// TestPackagePublishTokens: a repository CLI's short flag and bundle
// config's gem source credentials, set and listed.
func TestPackagePublishTokens(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(305))
	for range 5 {
		k := randToken(r, tHex, 39) + "a"
		wantFound(t, s, "$ cloudsmith push python acme/python dist/acme-1.0.whl -k "+k+"\n", k, "package-cli-token")
		tok := "md-" + randToken(r, tHex, 8) + "-" + randToken(r, tHex, 4) + "-4" + randToken(r, tHex, 3) + "-a" + randToken(r, tHex, 3) + "-" + randToken(r, tHex, 12)
		wantFound(t, s, "$ anaconda -t "+tok+" upload --user acme build/pkg.conda\n", tok, "package-cli-token")
		wantNoRule(t, s, "$ anaconda -t $ANACONDA_TOKEN upload build/pkg.conda\n", "package-cli-token")
		cred := randToken(r, tHex, 7) + "a:" + randToken(r, tHex, 7) + "b"
		wantFound(t, s, "$ bundle config set --global gems.contribsys.com "+cred+"\n", cred, "bundler-source-credentials")
		wantFound(t, s, "gems.contribsys.com\nSet for the current user (/home/a/.bundle/config): \""+cred+"\"\n", cred, "bundler-source-credentials")
		wantNoRule(t, s, "path\nSet for your local app (/home/a/src/.bundle/config): \"vendor/bundle\"\n", "bundler-source-credentials")
	}
}

// TestWaveOneFormats: formats the first wave of the thirtieth session's
// batches taught, each with its near misses.
func TestWaveOneFormats(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(306))
	for range 5 {
		crowdin := randToken(r, tHex, 79) + "a"
		wantFound(t, s, "Lena: can you give me a Crowdin token for the CLI?\nJonas: here, project scope only:\nJonas: "+crowdin+"\n", crowdin, "crowdin-personal-token")
		wantNoRule(t, s, "crowdin upload sources\nsha256: "+randToken(r, tHex, 64)+"\n", "crowdin-personal-token")
		tg := "tgpak_" + randToken(r, tLower, 38) + "7"
		wantFound(t, s, "$ npx @tolgee/cli login "+tg+"\n", tg, "tolgee-api-key")
		pw := randToken(r, tAlnum, 19) + "7"
		wantFound(t, s, "Changed password for user elastic\nPASSWORD elastic = "+pw+"\n", pw, "elasticsearch-setup-password")
		wantNoRule(t, s, "the password elastic = "+pw+"\n", "elasticsearch-setup-password")
		wantFound(t, s, "./securityadmin.sh -ks admin.jks -kspass "+pw+" -h os-1\n", pw, "cli-flag-secret")
		k := randToken(r, tHex, 32)
		wantFound(t, s, `api_key=Secret.from_token("`+k+`"),`, k, "credential-call")
		wantFound(t, s, `HS_URL = "https://dev-us-0.headspin.io:7003/v0/`+k+`/wd/hub"`, k, "url-path-secret")
		wantNoRule(t, s, `"https://ondemand.eu-central-1.saucelabs.com:443/wd/hub"`, "url-path-secret")
		wantFound(t, s, `<stringProp name="Authorization.password">`+pw+`</stringProp>`, pw, "xml-tag-secret")
		wantNoRule(t, s, `<stringProp name="Argument.name">token</stringProp><stringProp name="Argument.value">${TOKEN}</stringProp>`, "xml-tag-secret")
	}
}

// TestACMEChallengeValues: an ACME challenge's token and TXT value are
// published; a random value elsewhere is still found.
func TestACMEChallengeValues(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(307))
	const b64u = tAlnum + "-_"
	for range 5 {
		txt, tok, thumb := randToken(r, b64u, 41)+"a1", randToken(r, b64u, 41)+"B2", randToken(r, b64u, 41)+"c3"
		wantNoRule(t, s, "$ dig +short TXT _acme-challenge.example.org\n\""+txt+"\"\n", "generic-random-token")
		wantNoRule(t, s, "$ curl -s http://example.org/.well-known/acme-challenge/"+tok+"\n"+tok+"."+thumb+"\n", "generic-random-token")
		wantFound(t, s, "session key:\n"+txt+"\n", txt, "")
	}
}

// TestEscapedANSI: a terminal's colours stored as \u001b escapes (a
// notebook's traceback, an asciinema recording) do not hide the
// secret they colour.
func TestEscapedANSI(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(308))
	for range 5 {
		id := "AKIA" + randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
		cast := `[0.52, "o", "$ export AWS_ACCESS_KEY_ID\u001b[38;5;241m=\u001b[39m` + id + `\r\n"]` + "\n"
		wantFound(t, s, cast, id, "aws-access-token")
		nb := `"traceback": ["aws_access_key_id\u001b[38;5;241m=\u001b[39m\u001b[38;5;124m\"\u001b[39m\u001b[38;5;124m` + id + `\u001b[39m\u001b[38;5;124m\"\u001b[39m,\n"]`
		wantFound(t, s, nb, id, "aws-access-token")
	}
}

// TestWaveTwoFormats: formats the second wave of the thirtieth session's
// batches taught, each with its near misses.
func TestWaveTwoFormats(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(309))
	group := func() string { // a multiple of 11 below 720896, six digits
		n := 11 * (1 + r.Intn(65535))
		return strings.Repeat("0", 6-len(itoa(n))) + itoa(n)
	}
	for range 5 {
		pw := randToken(r, tAlnum, 14) + "7?"
		wantFound(t, s, "alex@web-02:~$ "+pw+"\n"+pw+": command not found\n", pw, "pasted-password-command")
		wantFound(t, s, "fish: Unknown command: "+pw+"\n", pw, "pasted-password-command")
		wantFound(t, s, "'"+pw+"' is not recognized as an internal or external command,\n", pw, "pasted-password-command")
		wantFound(t, s, ": 1719300014:0;"+pw+"\n", pw, "pasted-password-command")
		for _, typo := range []string{"bash: gti: command not found", "kubeclt: command not found", "zsh: command not found: pyhton3.11", ": 1719300000:0;htop", "fish: Unknown command: docker-compose2"} {
			wantNoRule(t, s, typo+"\n", "pasted-password-command")
		}
		var g []string
		for range 8 {
			g = append(g, group())
		}
		key := strings.Join(g, "-")
		wantFound(t, s, "LT-HR-0101,"+randToken(r, tHex, 8)+","+key+",1,2025-01-09\n", key, "bitlocker-recovery-key")
		bad := strings.Join(append(g[:7:7], "123457"), "-") // 123457 is no multiple of 11
		wantNoRule(t, s, "serial "+bad+"\n", "bitlocker-recovery-key")
		c1, c2 := itoa(10000000+r.Intn(89999999)), itoa(10000000+r.Intn(89999999))
		wantFound(t, s, "User: a@example.org, Backup Verification Codes (10)\n  1: "+c1+"  2: "+c2+"\n", c1+"|"+c2, "recovery-codes")
		laps := randToken(r, "bcdfghjklmnpqrstvwxz", 6) + "Q" + randToken(r, "BCDFGHJKLMNPQRSTVWXZ", 6)
		wantFound(t, s, "Name     ms-Mcs-AdmPwd        ms-Mcs-AdmPwdExpirationTime\n----     -------------        ---------------------------\nKIOSK-01 "+laps+"     133625607650271491\n", laps, "column-secret")
		wantNoRule(t, s, "Name     Password\n----     --------\nweb01    ChangeMeLater\n", "column-secret")
		sqlpw := randToken(r, tAlnum, 16) + "_"
		wantFound(t, s, "_HiStOrY_V2_\nCREATE\\040USER\\040'replica'@'10.0.%'\\040IDENTIFIED\\040BY\\040'"+sqlpw+"';\n", sqlpw, "")
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestVoipPasswords: Grandstream's password P-values, FreeSWITCH's event
// socket auth and SIPp's -ap; other P-values stay.
func TestVoipPasswords(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(310))
	for range 5 {
		pw := randToken(r, tAlnum, 14) + "9*"
		wantFound(t, s, "<config version=\"1\">\n  <P34>"+pw+"</P34>\n  <P35>230</P35>\n", pw, "grandstream-p-value-password")
		wantFound(t, s, "P2 = "+pw+"\n", pw, "grandstream-p-value-password")
		wantNoRule(t, s, "<P47>pbx01.office.lan</P47>\n<P270>Warehouse</P270>\n", "grandstream-p-value-password")
		wantFound(t, s, "Content-Type: auth/request\n\nauth "+pw+"\n\nContent-Type: command/reply\n", pw, "freeswitch-esl-auth")
		wantFound(t, s, "$ sipp -sf uac_auth.xml -au 313 -ap '"+pw+"' -r 2 pbx01:5060\n", pw, "cli-flag-secret")
	}
}

// TestGrandstreamNotCoefficients: a polynomial's coefficients named P2,
// P34 (Go's math/atan.go) are no phone's passwords.
func TestGrandstreamNotCoefficients(t *testing.T) {
	s := testSet(t)
	wantNoRule(t, s, "\tP0 = -8.750608600031904122785e-01\n\tP2 = -8.750608600031904122785e-01\n\tP34 = 1.5e+02\n", "grandstream-p-value-password")
}

// TestERPPasswords: a SAP route string's /W/ password, an EDIFACT UNB
// header's password and sapgenpse's -x PIN.
func TestERPPasswords(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(311))
	for range 5 {
		pw := randToken(r, tAlnum, 9) + "2a"
		wantFound(t, s, `router="/H/sr.partner.example/S/3299/W/`+pw+`/H/194.39.131.34/S/3299"`, pw, "saprouter-password")
		wantNoRule(t, s, `router="/H/sr.partner.example/S/3299/H/194.39.131.34/S/3299"`, "saprouter-password")
		up := randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 6) + "7Q2"
		wantFound(t, s, "UNA:+.? '\nUNB+UNOC:3+4012345000009:14+5412345000013:14+240612:0815+00000000000778+"+up+":AA++ORDERS'\n", up, "edifact-unb-password")
		wantNoRule(t, s, "UNB+UNOC:3+4012345000009:14+5412345000013:14+240612:0815+00000000000778'\n", "edifact-unb-password")
		wantFound(t, s, "sidadm> sapgenpse seclogin -p SAPSNCS.pse -x "+pw+" -O s4padm\n", pw, "cli-flag-secret")
	}
}

// TestNamedAuthTuple: the tuple kept for requests' auth= under a name of
// its own (HAPPYFOX_AUTH = ("key", "code")); words stay.
func TestNamedAuthTuple(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(312))
	for range 5 {
		k, c := randToken(r, tHex, 31)+"a", randToken(r, tHex, 31)+"b"
		wantFound(t, s, `HAPPYFOX_AUTH = ("`+k+`", "`+c+`")   # API key, auth code`+"\n", k+"|"+c, "credential-call")
		wantNoRule(t, s, `OAUTH_SCOPE_AUTH = ("read", "write")`+"\n", "credential-call")
	}
}

// TestURLKeyUserWithPassword: a key as a URL's user before a password
// (a scraping API's proxy port) is found; a user's name and a Sentry
// DSN's public key stay.
func TestURLKeyUserWithPassword(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(313))
	for range 5 {
		k := randToken(r, tHex, 39) + "a"
		wantFound(t, s, `curl -x "http://`+k+`:js_render=true&premium_proxy=true@api.example.com:8001" https://httpbin.org/get`, k+"|js_render=true&premium_proxy=true", "")
		wantNoRule(t, s, "http://brd-customer-hl_"+randToken(r, tHex, 8)+"-zone-datacenter_proxy1:"+randToken(r, tLower, 12)+"@brd.superproxy.io:22225\n", "url-token-user")
		wantNoRule(t, s, "postgres://analytics_readonly_user_2024:"+randToken(r, tAlnum, 16)+"@db/x\n", "url-token-user")
		wantNoRule(t, s, "https://"+randToken(r, tHex, 32)+":"+randToken(r, tHex, 32)+"@sentry.example.com/1\n", "url-token-user")
	}
}

// TestPlistDataSecret: a plist's <data> under a key that says secret (a
// VPN profile's SharedSecret) is found; a certificate's <data> stays.
func TestPlistDataSecret(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(314))
	for range 5 {
		v := randToken(r, tAlnum, 30) + "=="
		wantFound(t, s, "\t<key>AuthenticationMethod</key>\n\t<string>SharedSecret</string>\n\t<key>SharedSecret</key>\n\t<data>"+v+"</data>\n", v, "xml-tag-secret")
		wantNoRule(t, s, "\t<key>PayloadCertificateFileName</key>\n\t<string>ca.cer</string>\n\t<key>PayloadContent</key>\n\t<data>"+v+"</data>\n", "xml-tag-secret")
	}
}

// TestRegistryBinaryPassword: reg query's REG_BINARY value under a
// password's name (TeamViewer's SecurityPasswordAES); a client id and a
// version stay.
func TestRegistryBinaryPassword(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(315))
	for range 5 {
		v := strings.ToUpper(randToken(r, tHex, 63)) + "A"
		text := "    ClientID    REG_DWORD    0xe129037f\n    Version    REG_SZ    15.54.5\n    SecurityPasswordAES    REG_BINARY    " + v + "\n"
		wantFound(t, s, text, v, "secret-assignment")
	}
}
