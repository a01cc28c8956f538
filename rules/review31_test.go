package rules

import (
	"encoding/base64"
	"math/rand"
	"testing"
)

// TestProxyListPassword: a proxy list's host:port:user:password lines,
// in a file, in code and after a scheme, and the colon-joined texts that
// are no proxy (compiler and grep positions, pgpass' five fields, port
// maps, times).
func TestProxyListPassword(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(311))
	ip := func() string {
		return itoa(1+r.Intn(223)) + "." + itoa(r.Intn(256)) + "." + itoa(r.Intn(256)) + "." + itoa(1+r.Intn(254))
	}
	for range 5 {
		user := randToken(r, tLower, 8)
		p1, p2 := randToken(r, tAlnum, 12), randToken(r, tLower, 14)
		list := "$ head -3 proxies.txt\n" + ip() + ":6712:" + user + ":" + p1 + "\n" + ip() + ":5398:" + user + ":" + p1 + "\n"
		wantFound(t, s, list, p1+"|"+p1, "proxy-list-password")
		wantFound(t, s, `PROXIES = ["gate.smartproxy.com:7000:user-sp`+randToken(r, tLower, 6)+`-country-us:`+p2+`"]`+"\n", p2, "proxy-list-password")
		wantFound(t, s, "curl -x socks5://pr.oxylabs.io:7777:customer-"+user+":"+p1+" https://ip.oxylabs.io\n", p1, "proxy-list-password")
		for _, benign := range []string{
			"main.go:12:5:undefinedVariable\n",
			"notes.md:3:TODO:fixlater-please\n",
			"10.0.0.1:80:svc:8080\n",
			ip() + ":5432:appdb:postgres:" + p1 + "\n", // pgpass: its own rule
			"2024.01.02:12:34:56789abc\n",
			"[::ffff:" + ip() + "]:443:tls:handshake\n",
			ip() + ":8080:" + user + ":changeme\n",
		} {
			wantNoRule(t, s, benign, "proxy-list-password")
		}
	}
}

// TestQualifiedSecretName: a secret word followed by what the secret is
// for (CONAN_PASSWORD_<REMOTE>), and the settings about a secret that
// share the shape.
func TestQualifiedSecretName(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(312))
	for range 5 {
		pw := randToken(r, tAlnum, 14) + "^~"
		tok := randToken(r, tAlnum, 32)
		wantFound(t, s, "CONAN_LOGIN_USERNAME_NEBULA_CONAN=ci-conan\nCONAN_PASSWORD_NEBULA_CONAN="+pw+"\n", pw, "secret-assignment")
		wantFound(t, s, "export DB_PASSWORD_PROD=\""+pw+"\"\n", pw, "secret-assignment")
		wantFound(t, s, "NPM_TOKEN_PUBLISH: "+tok+"\n", tok, "")
		for _, benign := range []string{
			"PASSWORD_MIN_LENGTH=12\n",
			"SECRET_NAME=" + pw + "\n",
			"TOKEN_EXPIRY_SECONDS=3600\n",
			"DB_PASSWORD_PROD=hunter22\n",
			"  DOCKER_PASSWORD_STAGING: ${{ secrets.DOCKER_PASSWORD_STAGING }}\n",
			"Db_Password_Prod=" + pw + "\n", // not an environment variable's capitals: code
		} {
			wantNoRule(t, s, benign, "secret-assignment")
		}
	}
}

// TestSecretFileWrite: a value echoed or printed into a file whose name
// says secret, and the writes that are no secret (a variable, a public
// key, a placeholder, a note).
func TestSecretFileWrite(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(313))
	for range 5 {
		pw := randToken(r, tAlnum, 12) + "#?"
		hex := randToken(r, tHex, 32)
		wantFound(t, s, "$ printf '%s\\n' '"+pw+"' > /tmp/newpass && restic key add --new-password-file /tmp/newpass\n", pw, echoFileID)
		wantFound(t, s, "alex@web-02:~$ echo -n "+pw+" > ~/.ansible/vault_pass.txt\n", pw, echoFileID)
		wantFound(t, s, "echo '"+pw+"' | sudo tee -a /etc/rsyncd.secrets >/dev/null\n", pw, "")
		wantFound(t, s, "echo "+hex+" > config/master.key\n", hex, echoFileID)
		for _, benign := range []string{
			"echo $DB_PASSWORD > /run/secrets/db_password\n",
			"echo 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + randToken(r, tAlnum, 43) + "' > ~/.ssh/id_ed25519.pub\n",
			"echo changeme > pass.txt\n",
			"echo '" + pw + "' > notes.txt\n",
			"echo '" + pw + "' | tee /tmp/password.txt other.txt\n",
		} {
			wantNoRule(t, s, benign, echoFileID)
		}
	}
}

// TestOAuthAuthorizationCode: the code of a redirect to a callback, not
// yet redeemed; and the code parameters that are no such code, the code
// a token request spends among them.
func TestOAuthAuthorizationCode(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(314))
	for range 5 {
		hex, b64 := randToken(r, tHex, 40), randToken(r, tAlnum, 43)
		wantFound(t, s, "> http://localhost:33418/callback?code="+b64+"&state=4RdI3HoZb1&iss=https%3A%2F%2Fmcp.sentry.dev\n", b64, oauthCodeID)
		wantFound(t, s, "GET /oauth/cb?state=xyz123&code="+hex+" HTTP/1.1\n", hex, oauthCodeID)
		for _, benign := range []string{
			"$ curl -s -X POST https://mcp.example.com/oauth/token -d grant_type=authorization_code -d code=" + hex + " -d state=x\n",
			"https://shop.example/checkout?code=SUMMER2024DISCOUNTS&ref=mail\n",
			"error_code=" + hex + " state=x\n",
			"https://api.example.com/v1/items?code=" + hex + "\n", // no callback, no state
			"/callback?code=200&state=x\n",
		} {
			wantNoRule(t, s, benign, oauthCodeID)
		}
	}
}

// TestWaveThreeFormats: formats and contexts the thirty-first session's
// batches taught, each with its near misses.
func TestWaveThreeFormats(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(315))
	for range 5 {
		b64 := func(n int) string { return randToken(r, tAlnum+"+/", n) + "=" }
		p1, p2, pk := b64(87), b64(87), b64(43)
		wantFound(t, s, "Private-key-format: v1.3\nAlgorithm: 8 (RSASHA256)\nModulus: "+b64(171)+"\nPublicExponent: AQAB\nPrime1: "+p1+"\nPrime2: "+p2+"\nCreated: 20230102110000\n", p1+"|"+p2, dnssecPrivateID)
		wantFound(t, s, "Private-key-format: v1.3\nAlgorithm: 13 (ECDSAP256SHA256)\nPrivateKey: "+pk+"\n", pk, dnssecPrivateID)
		wantNoRule(t, s, "Algorithm: 8 (RSASHA256)\nPrime1: "+p1+"\n", dnssecPrivateID) // no key file's header

		sess := randToken(r, tAlnum, 48)
		wantFound(t, s, `      "cookie": ["SESSION=`+sess+`"],`+"\n", sess, cookieSessionID)
		wantFound(t, s, `<var key="HTTP_COOKIE">_legacy_session=`+sess+`</var>`+"\n", sess, cookieSessionID)
		wantNoRule(t, s, `      "cookie": ["theme=dark"],`+"\n", cookieSessionID)

		key := randToken(r, tHex, 40)
		wantFound(t, s, `RestClient.post "https://api.example.com/v1/send", "{}", "Accept"=>"*/*", "Authorization"=>"`+key+`"`+"\n", key, "authorization-header")

		pw := randToken(r, tAlnum, 16)
		wantFound(t, s, "RuntimeError: cannot parse SMTP url smtps://mailer@acme.example:"+pw+"@smtp.fastmail.com:465\n", pw, "url-password")
		wantNoRule(t, s, "see https://user@example.com:443/path@x\n", "url-password")

		wantFound(t, s, `store.addCredentials(Domain.global(), new StringCredentialsImpl(CredentialsScope.GLOBAL, "api", "API", Secret.fromString("`+key+`")))`+"\n", key, credentialCallID)
		wantFound(t, s, `{ "SchemaName": "cr4f2_ErpApiKey", "Value": "`+key+`" },`+"\n", key, "name-value-secret")
		wantNoRule(t, s, `{ "SchemaName": "cr4f2_ApiBaseUrl", "Value": "https://erp.example/api" },`+"\n", "name-value-secret")

		wantFound(t, s, "Failed to bind properties under 'payments.adyen':\n\n    Property: payments.adyen.api-key\n    Value: \""+key+"\"\n    Origin: class path resource [application-prod.yml] - 41:16\n", key, springBindID)
		wantNoRule(t, s, "    Property: server.port\n    Value: \""+key+"\"\n", springBindID)

		g := func() string { return randToken(r, "abcdefghijklmnopqrstuvwxyz0123456789", 4) }
		yt := g() + "-" + g() + "-" + g() + "-" + g() + "-" + g()
		for classBits(yt)&6 != 6 {
			yt = g() + "-" + g() + "-" + g() + "-" + g() + "-" + g()
		}
		wantFound(t, s, "Stream settings\nStream key (paste in encoder)\n"+yt+"      COPY\nStream URL\nrtmp://a.rtmp.youtube.com/live2\n", yt, youtubeStreamKeyID)
		wantNoRule(t, s, "Ticket "+yt+" was closed.\n", youtubeStreamKeyID)                                // nothing of a stream around
		wantNoRule(t, s, "rtmp://a.rtmp.youtube.com/live2/abcd-1234-efgh-5678-ijkl\n", youtubeStreamKeyID) // an example's run

		a := "Ab" + randToken(r, tAlnum+"-_", 24)
		wantFound(t, s, "Stream key:  69989436005410581?s_bl=1&s_fbp=ord5-1&s_sw=0&s_vt=ig&a="+a+"\n", a, metaLiveKeyID)

		wantFound(t, s, "C:\\app\\conf> type master.key\n"+key+"\n", key, printedID)

		sign := randToken(r, tHex, 32)
		wantFound(t, s, `  "stream_key": "stream-224377864838745933?expire=1733829385&sign=`+sign+`",`+"\n", sign, "url-query-secret")
		wantNoRule(t, s, "https://x.example/?design=modern&assign="+sign+"\n", "url-query-secret")
	}
}

// TestAuthBlobs: a SAML response posted to a service provider, a
// Kerberos keytab and credential cache in base64, a Roblox session
// cookie, FreeRADIUS's logged passwords and a device's access code; and
// their look-alikes (a SAMLRequest, other base64, a log without the
// password).
func TestAuthBlobs(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(316))
	b64 := base64.StdEncoding.EncodeToString
	for range 5 {
		resp := b64([]byte(`<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_` + randToken(r, tHex, 32) + `"><saml:Assertion>` + randToken(r, tAlnum, 200) + `</saml:Assertion></samlp:Response>`))
		wantFound(t, s, "Form Data\nSAMLResponse: "+resp+"\nRelayState: /\n", resp, samlResponseID)
		wantFound(t, s, "aws sts assume-role-with-saml --role-arn arn:aws:iam::1:role/x --saml-assertion \""+resp+"\"\n", resp, samlResponseID)
		req := b64([]byte(`<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_` + randToken(r, tHex, 32) + `" Version="2.0">` + randToken(r, tAlnum, 120) + `</samlp:AuthnRequest>`))
		wantNoRule(t, s, "SAMLRequest="+req+"\n", samlResponseID)

		realm := "CORP.EXAMPLE.COM"
		kt := []byte{5, 2, 0, 0, 0, 0x60, 0, 2, 0, byte(len(realm))}
		kt = append(kt, realm...)
		kt = append(kt, randToken(r, tAlnum, 80)...)
		keytab := b64(kt)
		wantFound(t, s, "+ echo "+keytab+"\n", keytab, kerberosBlobID)
		bad := append([]byte{5, 2, 0, 0, 0, 0x60, 0, 2, 0, 16}, make([]byte, 90)...) // a realm of NULs
		wantNoRule(t, s, "+ echo "+b64(bad)+"\n", kerberosBlobID)

		hex := randToken(r, "0123456789ABCDEF", 600)
		cookie := "_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-ROBUX-and-items.|_" + hex
		// the cookie holds '|', which wantFound splits secrets at
		if ms, err := s.Detect("$ export ROBLOSECURITY='" + cookie + "'\n"); err != nil || len(ms) != 1 || ms[0].RuleID != "roblox-security-cookie" || ms[0].Secret != cookie {
			t.Errorf("roblox cookie: %d findings, %v", len(ms), err)
		}

		pw := randToken(r, tAlnum, 12) + "#"
		wantFound(t, s, "Tue Jun 11 07:58:20 2024 : Auth: (1823) Login OK: [j.meyer/"+pw+"] (from client wlc-campus port 0 cli 19-c0-89-0d-54-44)\n", pw, radiusLogID)
		wantNoRule(t, s, "Tue Jun 11 07:58:20 2024 : Auth: (1823) Login OK: [j.meyer] (from client wlc-campus port 0)\n", radiusLogID)
		wantNoRule(t, s, "Auth: (9) Login OK: [j.meyer/<via Auth-Type = eap>] (from client ap1 port 0)\n", radiusLogID)

		code := itoa(10000000 + r.Intn(89999999))
		wantFound(t, s, `      "dev_access_code": "`+code+`",`+"\n", code, "secret-assignment")
		wantNoRule(t, s, "export ACCESS_CODE_TTL=3600\n", "secret-assignment")
	}
}

// TestNotificationAndRelayPasswords: Apprise's notification URLs,
// Postfix's sasl_passwd map and RepRapFirmware's password G-codes, with
// the ids, hosts and defaults that stay.
func TestNotificationAndRelayPasswords(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(317))
	for range 5 {
		tok := randToken(r, tAlnum+"-_", 68)
		wantFound(t, s, "[notifier print_error]\nurl: discord://"+itoa(100000000+r.Intn(899999999))+"/"+tok+"\n", tok, appriseURLID)
		u, p := randToken(r, tAlnum, 30), randToken(r, tAlnum, 30)
		wantFound(t, s, `apprise -b done "pover://`+u+"@"+p+`/"`+"\n", u+"|"+p, appriseURLID)
		wantNoRule(t, s, "slack://T1JJ3T3L2/A1BRTD4JD/\n", appriseURLID)

		pw := randToken(r, "abcdefghijklmnopqrstuvwxyz", 16)
		wantFound(t, s, "$ sudo cat /etc/postfix/sasl_passwd\n[smtp.gmail.com]:587 scanner@example.com:"+pw+"\n$ sudo postmap /etc/postfix/sasl_passwd\n", pw, saslPasswdID)
		wantNoRule(t, s, "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd\nsmtp_sasl_auth_enable = yes\n", saslPasswdID)

		gt := "A" + randToken(r, tAlnum, 6) + "." + randToken(r, tAlnum, 7)
		wantFound(t, s, `    "gotifys://push.example.net/`+gt+`" \`+"\n", gt, appriseURLID)

		comm := randToken(r, tAlnum, 16)
		wantFound(t, s, "modules:\n  office_printers:\n    community: "+comm+"\n", comm, "secret-assignment")
		for _, benign := range []string{"community: public\n", `community: "Home Assistant Community"` + "\n"} {
			wantNoRule(t, s, benign, "secret-assignment")
		}

		gp := randToken(r, tAlnum, 14)
		wantFound(t, s, "M550 P\"Duet\"\nM551 P\""+gp+"\"   ; set password\n", gp, "reprap-gcode-password")
		wantNoRule(t, s, "M551 P\"reprap\"\n", "reprap-gcode-password")
	}
}

// TestIRCAndTokenPins: IRC's SASL PLAIN and NickServ logins, a PKCS#11
// URI's PIN, a steamcmd launcher script and Ruby's SAMLResponse
// parameter; and what stays (AUTHENTICATE +, a variable, prose).
func TestIRCAndTokenPins(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(318))
	for range 5 {
		pw := randToken(r, tAlnum, 14) + "!"
		plain := base64.StdEncoding.EncodeToString([]byte("ghbot\x00ghbot\x00" + pw))
		wantFound(t, s, "[14:31:02] << AUTHENTICATE +\n[14:31:02] >> AUTHENTICATE "+plain+"\n", plain, ircAuthID)
		wantFound(t, s, `        c.privmsg("NickServ", "IDENTIFY trivbot `+pw+`")`+"\n", pw, ircAuthID)
		for _, benign := range []string{"/msg NickServ IDENTIFY $NICKSERV_PASS\n", "please identify yourself to the bot\n", "AUTHENTICATE PLAIN\n",
			"NickServ's IDENTIFY [nick] password.\n", "PRIVMSG NickServ :IDENTIFY <password>\n"} {
			wantNoRule(t, s, benign, ircAuthID)
		}
		wantFound(t, s, `    -key "pkcs11:token=ci-signer;object=codesign;type=private;pin-value=`+pw+`" \`+"\n", pw, "pkcs11-uri-pin")
		wantFound(t, s, "./steamcmd.sh +login build_bot "+pw+" +run_app_build app.vdf +quit\n", pw, cliPasswordID)
	}
}

// TestVendorAccountsAndKeyValueFlags: Mullvad account numbers and
// Perforce tickets near their product, a --key NAME --value V setting,
// and a dotted setting's name that is no value.
func TestVendorAccountsAndKeyValueFlags(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(319))
	for range 5 {
		acct := itoa(1000000000+r.Intn(899999999)) + itoa(100000+r.Intn(899999))
		wantFound(t, s, "$ mullvad account login "+acct+"\n", acct, mullvadAccountID)
		wantNoRule(t, s, "order "+acct+" shipped\n", mullvadAccountID)
		tk := randToken(r, "0123456789ABCDEF", 32)
		for classBits(tk)&5 != 5 {
			tk = randToken(r, "0123456789ABCDEF", 32)
		}
		wantFound(t, s, "PS C:\\> p4 tickets\nperforce.example.local:1666 (jmarsh) "+tk+"\n", tk, perforceTicketID)
		wantNoRule(t, s, "commit "+tk+"\n", perforceTicketID)
		pw := randToken(r, tAlnum, 20) + "^"
		wantFound(t, s, `root@as01:~# sacli --key "auth.ldap.0.bind_pw" --value "`+pw+`" ConfigPut`+"\n", pw, cliPasswordID)
		wantNoRule(t, s, `sacli --key "vpn.server.port_share.port" --value "`+pw+`" ConfigPut`+"\n", cliPasswordID)
	}
}

// TestGoogleAuthenticatorFileAndKeyring: PAM google-authenticator's file
// (its seed and scratch codes) and Python's keyring read out; and a
// file of other options and a keyring that sets.
func TestGoogleAuthenticatorFileAndKeyring(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(320))
	for range 5 {
		seed := randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 26)
		c1, c2 := itoa(10000000+r.Intn(89999999)), itoa(10000000+r.Intn(89999999))
		wantFound(t, s, "$ cat ~/.google_authenticator\n"+seed+"\n\" RATE_LIMIT 3 30 1718200000\n\" WINDOW_SIZE 3\n\" TOTP_AUTH\n"+c1+"\n"+c2+"\n$ ls\n", seed+"|"+c1+"|"+c2, googleAuthFileID)
		wantNoRule(t, s, "# \" TOTP_AUTH is set by the tool\n"+c1+"\n", googleAuthFileID)
		k := randToken(r, tHex, 32)
		wantFound(t, s, "$ python -c 'import keyring; print(keyring.get_password(\"svc\", \"api\"))'\n"+k+"\n", k, printedID)
		wantNoRule(t, s, "$ python -c 'import keyring; keyring.set_password(\"svc\", \"api\", input())'\n"+k+"\n", printedID)
	}
}
