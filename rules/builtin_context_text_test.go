package rules

import (
	"encoding/base64"
	"math/rand"
	"net/url"
	"slices"
	"strings"
	"testing"
)

const tCrypt = "./" + tAlnum

func TestContextRules(t *testing.T) {
	s := testSet(t)
	b64 := base64.StdEncoding.EncodeToString
	cases := []ruleCase{
		{"xml-tag-secret", func(r *rand.Rand) []sample {
			a := randToken(r, tB64, 86) + "=="
			p := randToken(r, tAlnum, 14) + "!"
			k := randToken(r, tAlnum, 32)
			return []sample{
				one("<storage><account_key>"+a+"</account_key></storage>", a),
				one("<server>\n  <id>repo</id>\n  <password>\n    "+p+"\n  </password>\n</server>", p),
				one(`<cfg:ApiToken type="bearer">`+k+`</cfg:ApiToken>`, k),
			}
		}, func(r *rand.Rand) []string {
			p := randToken(r, tAlnum, 14)
			return []string{
				"<password>${DB_PASSWORD}</password>", "<token></token>", "<password/>" + p + "</password>",
				"<pass>" + p + "</password>", "<name>" + p + "</name>", "<password>Enter your password here</password>",
				"<secretName>app-secrets</secretName>", "<p>" + p + "</p>",
			}
		}},
		{"url-query-secret", func(r *rand.Rand) []sample {
			sig := randToken(r, tAlnum, 44) // percent-encoded signatures: TestQuerySecretEncoded
			tok := randToken(r, tAlnum, 40)
			amz := randToken(r, tHex, 64)
			return []sample{
				one("GET https://acct1.blob.core.windows.net/c/b.txt?sv=2022-11-02&ss=b&srt=o&sp=r&se=2030-01-01T00:00:00Z&spr=https&sig="+sig+" 200", sig),
				one("curl 'https://api.example.org/v1/items?api_key="+tok+"'", tok),
				one("https://b1.s3.amazonaws.com/k?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20240101T000000Z&X-Amz-Expires=300&X-Amz-SignedHeaders=host&X-Amz-Signature="+amz, amz),
				// Swift's TempURL, Synology's DSM session
				one("/v1/AUTH_"+amz[:32]+"/releases/app.tar.gz?temp_url_sig="+amz[1:]+"0&temp_url_expires=1726251630", amz[1:]+"0"),
				one("https://nas.lan:5001/webapi/entry.cgi?api=SYNO.FileStation.Download&version=2&method=download&_sid="+tok+"-6bVx", tok+"-6bVx"),
			}
		}, func(r *rand.Rand) []string {
			tok := randToken(r, tAlnum, 40)
			return []string{
				"https://api.example.org/Calls?account_sid=AC" + tok[:32] + "&x=1",
				"https://nas.lan:5001/webapi/entry.cgi?api=SYNO.API.Auth&_sid=dummy_session",
				"https://api.example.org/list?page_token=" + tok,
				"https://maps.example.org/?key=abc123",
				"f(key=" + tok + ")",
				"https://x.example.org/?signature=${SIG}",
				"https://x.example.org/?auth=basic&mode=full",
				"https://x.example.org/?token=true",
			}
		}},
		{"cli-flag-secret", func(r *rand.Rand) []sample {
			p1 := randToken(r, tAlnum, 16)
			p2 := randToken(r, tAlnum, 12) + "_x"
			p3 := randToken(r, tAlnum, 18)
			p4 := randToken(r, tAlnum, 20)
			p5 := randToken(r, tAlnum, 15)
			return []sample{
				one("docker login -u ci -p "+p1+" registry.example.com", p1),
				one("keytool -importkeystore -srckeystore a.p12 -srcstorepass "+p2+" -destkeystore b.jks", p2),
				one("openssl pkcs12 -export -in c.pem -out c.p12 -passout pass:"+p3, p3),
				one("redis-cli -h cache -a '"+p4+"' ping", p4),
				one("ldapsearch -x -D cn=admin,dc=example -w "+p5+" -b dc=example", p5),
			}
		}, func(r *rand.Rand) []string {
			return []string{
				"docker login -u ci --password-stdin registry.example.com", "ssh -p 2222 host",
				"docker run -p 8080:80 nginx", "keytool -list -storepass $STOREPASS", "openssl enc -pass env:PASSPHRASE",
				"mkdir -p build/output && cd build", "podman login -p changeme quay.io",
			}
		}},
		{"password-hash", func(r *rand.Rand) []sample {
			bc := "$2b$12$" + randToken(r, tCrypt, 53)
			s512 := "$6$" + randToken(r, tCrypt, 16) + "$" + randToken(r, tCrypt, 86)
			s256 := "$5$rounds=5000$" + randToken(r, tCrypt, 12) + "$" + randToken(r, tCrypt, 43)
			md5 := "$apr1$" + randToken(r, tCrypt, 8) + "$" + randToken(r, tCrypt, 22)
			yes := "$y$j9T$" + randToken(r, tCrypt, 22) + "$" + randToken(r, tCrypt, 43)
			argon := "$argon2id$v=19$m=65536,t=3,p=4$" + base64.RawStdEncoding.EncodeToString([]byte(randToken(r, tAlnum, 16))) + "$" +
				base64.RawStdEncoding.EncodeToString([]byte(randToken(r, tAlnum, 32)))
			asrep := "$krb5asrep$23$svc@EXAMPLE.COM:" + randToken(r, tHex, 32) + "$" + randToken(r, tHex, 220)
			tgs := "$krb5tgs$23$*svc$EXAMPLE.COM$http/web*$" + randToken(r, tHex, 32) + "$" + randToken(r, tHex, 300)
			dj := "pbkdf2_sha256$600000$" + randToken(r, tAlnum, 22) + "$" + b64([]byte(randToken(r, tAlnum, 32)))
			wz := "pbkdf2:sha256:600000$" + randToken(r, tAlnum, 16) + "$" + randToken(r, tHex, 64)
			ldap := "{SSHA}" + b64([]byte(randToken(r, tAlnum, 24)))

			wp := "$P$B" + randToken(r, tCrypt, 30)
			bb := "$H$9" + randToken(r, tCrypt, 30)
			dr := "$S$D" + randToken(r, tCrypt, 51)
			dsha := "sha1$" + randToken(r, tAlnum, 5) + "$" + randToken(r, tHex, 40)
			ab64 := tCrypt // passlib's adapted base64 is the crypt alphabet
			plp := "$pbkdf2-sha256$29000$" + randToken(r, ab64, 22) + "$" + randToken(r, ab64, 43)
			pls := "$scrypt$ln=16,r=8,p=1$" + base64.RawStdEncoding.EncodeToString([]byte(randToken(r, tAlnum, 16))) + "$" + randToken(r, tAlnum, 43)
			plb := "$bcrypt-sha256$v=2,t=2b,r=12$" + randToken(r, tCrypt, 22) + "$" + randToken(r, tCrypt, 31)
			nb := "$sha1$40000$" + randToken(r, tCrypt, 8) + "$" + randToken(r, tCrypt, 28)
			sun := "$md5,rounds=904$" + randToken(r, tCrypt, 8) + "$" + randToken(r, tCrypt, 22)
			cis := "$9$" + randToken(r, tCrypt, 14) + "$" + randToken(r, tCrypt, 43)
			olp := "{PBKDF2-SHA256}10000$" + randToken(r, tCrypt, 22) + "$" + randToken(r, tCrypt, 43)
			atl := "{PKCS5S2}" + b64([]byte(randToken(r, tAlnum, 48)))
			pgm := "md5" + randToken(r, tHex, 32)
			ntH := strings.ToUpper(randToken(r, tHex, 32))
			mq7 := "$7$101$" + b64([]byte(randToken(r, tAlnum, 12))) + "$" + b64([]byte(randToken(r, tAlnum, 64)))
			mq6 := "$6$" + b64([]byte(randToken(r, tAlnum, 12))) + "$" + b64([]byte(randToken(r, tAlnum, 64)))
			scram := "SCRAM-SHA-256$4096:" + b64([]byte(randToken(r, tAlnum, 16))) + "$" + b64([]byte(randToken(r, tAlnum, 32))) + ":" + b64([]byte(randToken(r, tAlnum, 32)))
			return []sample{
				one("INSERT INTO wp_users VALUES (1,'admin','"+wp+"');", wp), one("user_password: "+bb, bb), one(dr+"\n", dr),
				one("password = "+dsha, dsha), one("CREATE ROLE app PASSWORD '"+scram+"';", scram),
				one(`$hash = "`+bc+`";`, bc), one("root:"+s512+":19000:0:99999:7:::", s512), one("u:"+s256+":1", s256),
				one("admin:"+md5, md5), one("alice:"+yes+":19700::", yes), one("stored "+argon+" ok", argon),
				one(asrep, asrep), one(tgs+"\n", tgs), one("password = '"+dj+"'", dj), one(wz, wz),
				one("userPassword: "+ldap, ldap),
				one("hash = '"+plp+"'", plp), one(pls, pls), one(plb+"\n", plb), one("root:"+nb+":0", nb),
				one("root:"+sun+":6445::::::", sun), one("hash: "+cis, cis),
				one("userPassword: "+olp, olp), one(`<password>`+atl+`</password>`, atl),
				one("app | "+pgm+" | t", pgm),
				// Compose and Traefik write each '$' twice
				one(`- "traefik.http.middlewares.auth.basicauth.users=admin:`+strings.ReplaceAll(md5, "$", "$$")+`"`, strings.ReplaceAll(md5, "$", "$$")),
				one("HTPASSWD: admin:"+strings.ReplaceAll(bc, "$", "$$"), strings.ReplaceAll(bc, "$", "$$")),
				// mosquitto_passwd's files
				one("homeassistant:"+mq7+"\nzigbee2mqtt:"+mq6+"\n", mq7, mq6),
				// Samba's smbpasswd (pdbedit -Lw)
				one("dana:1000:XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX:"+ntH+":[U          ]:LCT-66601234:\n", ntH),
			}
		}, func(r *rand.Rand) []string {
			return []string{"$2b$12$" + randToken(r, tCrypt, 20), "$6$salt$" + randToken(r, tCrypt, 20),
				"costs $5$ and $6$ each", "a:::b", "pbkdf2_sha256$600000$salt$short",
				"echo $P$HOME_DIR_FOR_THE_CURRENT_USER_ACCOUNT", "$S$" + randToken(r, tCrypt, 20), "md5$salt$" + randToken(r, tHex, 20),
				"md5sum " + randToken(r, tHex, 32), "md5:" + randToken(r, tHex, 32), "$9$" + randToken(r, tCrypt, 10) + "$" + randToken(r, tCrypt, 43),
				"enable secret 9 $9$ (see the docs)", "$pbkdf2-sha256$29000$salt$short", "$7$101$short$short", "dana:1000:XXXX:" + strings.ToUpper(randToken(r, tHex, 32)) + ":[U]:LCT-1:", "$6$" + randToken(r, tAlnum, 16) + "$" + randToken(r, tAlnum, 40)}
		}},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) { checkRuleCase(t, s, c) })
	}
	if !strings.HasPrefix(tCrypt, "./") {
		t.Fatal("crypt alphabet")
	}
}

// TestQuerySecretEncoded checks that a percent-encoded SAS signature is
// covered: the percent decoder reports the whole URL run (it decodes the
// run with its key names), which covers the signature.
func TestQuerySecretEncoded(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(5))
	sig := url.QueryEscape(base64.StdEncoding.EncodeToString([]byte(randToken(r, tAlnum, 32))))
	text := "GET https://acct1.blob.core.windows.net/c/b.txt?sv=2022-11-02&sp=r&sig=" + sig + " 200"
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(text, sig)
	if !slices.ContainsFunc(ms, func(m Match) bool { return m.Start <= i && m.End >= i+len(sig) && m.RuleID == "url-query-secret" }) {
		t.Errorf("signature not covered: %+v", ms)
	}
	// a Power Automate / Logic Apps trigger URL: the sig parameter is the
	// credential; sp is percent-encoded
	lsig := randToken(r, tURLB64, 43)
	logic := "POST https://prod-12.westus.logic.azure.com:443/workflows/" + randToken(r, tHex, 32) +
		"/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=" + lsig + " HTTP/1.1"
	ms, err = s.Detect(logic)
	if err != nil {
		t.Fatal(err)
	}
	i = strings.Index(logic, lsig)
	if !slices.ContainsFunc(ms, func(m Match) bool { return m.Start <= i && m.End >= i+len(lsig) }) {
		t.Errorf("logic apps signature not covered: %+v", ms)
	}
}

func TestPairRules(t *testing.T) {
	s := testSet(t)
	cases := []ruleCase{
		{"name-value-secret", func(r *rand.Rand) []sample {
			a, b, c := randToken(r, tAlnum, 20), randToken(r, tAlnum, 24), randToken(r, tAlnum, 18)
			d := randToken(r, tAlnum, 6) + "#" + randToken(r, tAlnum, 6) // '#' inside a bare YAML value is no comment
			return []sample{
				one("env:\n  - name: DB_PASSWORD\n    value: "+a+"\n  - name: LOG_LEVEL\n    value: debug\n", a),
				one("- name: SMTP_PASSWORD\n  value: "+d+" # rotated\n", d),
				one("        - name: \"STRIPE_SECRET\"\n          value: '"+b+"'\n", b),
				// a truncated document: not valid JSON, so no JSON walk
				one(`... "env": [{"name": "API_TOKEN", "value": "`+c+`"}, {"name": "RE`, c),
				// aws ecs describe-task-definition: the value on the next line
				one("\"environment\": [\n    {\n        \"name\": \"SPRING_DATASOURCE_PASSWORD\",\n        \"value\": \""+a+"x\"\n    }", a+"x"),
				// Hoppscotch's environment export, cut short
				one(`{ "key": "adminPassword", "initialValue": "`+b+`", "currentValue": "`, b),
			}
		}, func(r *rand.Rand) []string {
			v := randToken(r, tAlnum, 20)
			return []string{
				"  - name: REGION\n    value: " + v + "\n",
				"  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef: {name: db, key: password}\n",
				"  - name: DB_PASSWORD\n    value: ${DB_PASSWORD}\n",
				`{"name": "page_token", "value": "` + v + `"`,
				`{"key": "baseUrl", "initialValue": "` + v + `"`,
			}
		}},
		{"authorization-header", func(r *rand.Rand) []sample {
			a, b := randToken(r, tAlnum, 40), randToken(r, tURLB64, 30)
			return []sample{
				one("curl -H 'Authorization: token "+a+"' https://api.github.com/user", a),
				one(`headers = {"Authorization": "SSWS `+b+`"}`, b),
			}
		}, func(r *rand.Rand) []string {
			return []string{"Authorization: token ${GITHUB_TOKEN}", "the authorization token expired", "Authorization: Bearer"}
		}},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) { checkRuleCase(t, s, c) })
	}
}
