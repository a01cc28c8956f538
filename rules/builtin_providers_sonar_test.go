package rules

import (
	"encoding/base64"
	"math/rand"
	"strings"
	"testing"
)

// derLen encodes a DER length.
func derLen(n int) []byte {
	switch {
	case n < 0x80:
		return []byte{byte(n)}
	case n < 0x100:
		return []byte{0x81, byte(n)}
	}
	return []byte{0x82, byte(n >> 8), byte(n)}
}

// derTLV encodes a DER element of tag t.
func derTLV(t byte, body []byte) []byte {
	return append(append([]byte{t}, derLen(len(body))...), body...)
}

// derRandInt is a positive INTEGER of n random bytes.
func derRandInt(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	r.Read(b)
	b[0] |= 0x80
	return derTLV(0x02, append([]byte{0}, b...))
}

func randBytes(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	r.Read(b)
	return b
}

func cat(parts ...[]byte) []byte {
	var out []byte
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// pkcs1Fake draws an RSA private key of the PKCS#1 structure with random
// numbers of a bits (not a working key: the rule reads the structure).
func pkcs1Fake(r *rand.Rand, bits int) []byte {
	n, h := bits/8, bits/16
	return derTLV(0x30, cat([]byte{2, 1, 0}, derRandInt(r, n), []byte{2, 3, 1, 0, 1}, derRandInt(r, n),
		derRandInt(r, h), derRandInt(r, h), derRandInt(r, h), derRandInt(r, h), derRandInt(r, h)))
}

// pkcs8RSAFake wraps pkcs1Fake in PKCS#8's PrivateKeyInfo.
func pkcs8RSAFake(r *rand.Rand) []byte {
	alg := []byte{0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00}
	return derTLV(0x30, cat([]byte{2, 1, 0}, alg, derTLV(0x04, pkcs1Fake(r, 2048))))
}

// sec1P256Fake draws an EC P-256 private key of SEC1's structure.
func sec1P256Fake(r *rand.Rand) []byte {
	oid := []byte{0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07}
	return derTLV(0x30, cat([]byte{2, 1, 1}, derTLV(0x04, randBytes(r, 32)), derTLV(0xa0, oid),
		derTLV(0xa1, derTLV(0x03, append([]byte{0, 4}, randBytes(r, 64)...)))))
}

// ed25519Fake draws an Ed25519 private key in PKCS#8.
func ed25519Fake(r *rand.Rand) []byte {
	return derTLV(0x30, cat([]byte{2, 1, 0, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70}, derTLV(0x04, derTLV(0x04, randBytes(r, 32)))))
}

// rsaXML writes a .NET RSA key in XML; with private, it returns the
// private parameters' values too.
func rsaXML(r *rand.Rand, private bool) (string, []string) {
	b := func(n int) string { return base64.StdEncoding.EncodeToString(randBytes(r, n)) }
	x := "<RSAKeyValue><Modulus>" + b(256) + "</Modulus><Exponent>AQAB</Exponent>"
	var vals []string
	if private {
		for _, tag := range rsaPrivateTags {
			n := 128
			if tag == "D" {
				n = 256
			}
			v := b(n)
			vals = append(vals, v)
			x += "<" + tag + ">" + v + "</" + tag + ">"
		}
	}
	return x + "</RSAKeyValue>", vals
}

func TestSonarRules(t *testing.T) {
	s := testSet(t)
	b64 := base64.StdEncoding.EncodeToString
	cases := []ruleCase{
		{"azure-bot-directline-secret", func(r *rand.Rand) []sample {
			k := randToken(r, tURLB64, 10) + "a." + randToken(r, tURLB64, 40) + "Z9_"
			k2 := randToken(r, tURLB64, 11) + "." + randToken(r, tURLB64, 40) + "q8-"
			return []sample{
				one("xhr.setRequestHeader('Authorization', 'BotConnector ' + '"+k+"');", k),
				one("curl -H \"Authorization: BotConnector "+k2+"\" https://webchat.botframework.com/api/tokens", k2),
			}
		}, func(r *rand.Rand) []string {
			return []string{"Authorization: BotConnector " + randToken(r, tURLB64, 11) + "." + randToken(r, tURLB64, 20),
				"Authorization: BotConnector " + randToken(r, tURLB64, 54),
				"BotConnector " + randToken(r, tURLB64, 11) + "." + randToken(r, tURLB64, 50)}
		}},
		{"azure-logic-app-sig", func(r *rand.Rand) []sample {
			k := randToken(r, tURLB64, 40) + "aZ9"
			k2 := randToken(r, tURLB64, 40) + "_Q1"
			k3 := randToken(r, tURLB64, 40) + "x7C"
			return []sample{
				one("params = {\n    'api-version': '2022-05-01',\n    'sv': '1.0',\n    'sig': '"+k+"'\n}", k),
				one("curl -G https://x.azurewebsites.net:443/api/wf/triggers/manual/invoke -d \"sv=1.0\" -d \"sig="+k2+"\"", k2),
				one(`{"sp": "/triggers/manual/run", "sig": "`+k3+`"}`, k3),
			}
		}, func(r *rand.Rand) []string {
			return []string{"'sig': '" + randToken(r, tURLB64, 30) + "'", "design='" + randToken(r, tURLB64, 40) + "aZ9'",
				"'signature': '" + randToken(r, tURLB64, 40) + "aZ9'", "sig=" + randToken(r, tURLB64, 40) + "%2B" + randToken(r, tB64, 3),
				"'sig': '" + strings.Repeat("a", 43) + "'"}
		}},
		{"google-oauth-client-secret-legacy", func(r *rand.Rand) []sample {
			id := digitsN(r, 12) + "-" + randToken(r, tLower, 32) + ".apps.googleusercontent.com"
			k := randToken(r, tURLB64, 21) + "aZ9"
			k2 := randToken(r, tURLB64, 21) + "Qb4"
			return []sample{
				one("return new google.auth.OAuth2(\n  \""+id+"\",\n  \""+k+"\",\n  \"http://localhost\");", k),
				one("flow = OAuth2WebServerFlow('"+id+"', '"+k2+"', scope)", k2),
			}
		}, func(r *rand.Rand) []string {
			id := digitsN(r, 12) + "-" + randToken(r, tLower, 32) + ".apps.googleusercontent.com"
			return []string{"new OAuth2(\"" + id + "\", \"" + randToken(r, tAlnum, 20) + "\")",
				"new OAuth2(\"" + id + "\", \"http://localhost:8080/callback\")",
				"new OAuth2(\"" + id + "\", \"abcdefghijklmnopqrstuvwx\")",
				"f(\"" + randToken(r, tLower, 20) + "\", \"" + randToken(r, tAlnum, 21) + "aZ9\")"}
		}},
		{"sonarqube-legacy-token", func(r *rand.Rand) []sample {
			k := randToken(r, tHex, 38) + "a1"
			k2 := randToken(r, tHex, 38) + "f0"
			k3 := randToken(r, tHex, 38) + "9c"
			return []sample{
				one("params:\n- name: SONAR_PROJECT_KEY\n  value: my_project_key\n- name: SONAR_LOGIN\n  value: "+k+"\n", k),
				one("env:\n  - name: SONAR_TOKEN\n    value: \""+k2+"\"\n", k2),
				one("- name: sonar.login\n  value: '"+k3+"'\n", k3),
			}
		}, func(r *rand.Rand) []string {
			return []string{"- name: SONAR_LOGIN\n  value: admin", "- name: SONAR_PROJECT_KEY\n  value: " + randToken(r, tHex, 40),
				"- name: SONAR_LOGIN\n  value: " + randToken(r, tHex, 39), "- name: SONAR_LOGIN\n  value: " + strings.Repeat("1234567890", 4)}
		}},
		{"der-private-key-base64", func(r *rand.Rand) []sample {
			k1 := b64(pkcs1Fake(r, 2048))
			k2 := b64(pkcs8RSAFake(r))
			k3 := b64(sec1P256Fake(r))
			k4 := b64(ed25519Fake(r))
			k5 := b64(pkcs1Fake(r, 4096))
			return []sample{
				one(`private static final String RSA_KEY = "`+k1+`";`, k1),
				one("static String privateKeyString = \""+k2+"\";", k2),
				one("EC_KEY="+k3+"\n", k3),
				one(`{"signing_key": "`+k4+`"}`, k4),
				one("key: "+k5+"\n", k5),
			}
		}, func(r *rand.Rand) []string {
			k := b64(pkcs1Fake(r, 2048))
			pem := "-----BEGIN RSA PRIVATE KEY-----\n"
			for i := 0; i < len(k); i += 64 {
				pem += k[i:min(i+64, len(k))] + "\n"
			}
			spki := b64(cat([]byte{0x30, 0x82, 0x01, 0x22, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00, 0x03, 0x82, 0x01, 0x0f, 0x00}, randBytes(r, 0x10f-1)))
			return []string{
				k[:64] + " and more text",                               // a PEM body's first line
				b64(append(pkcs1Fake(r, 2048), randBytes(r, 6)...)),     // trailing data
				b64(pkcs1Fake(r, 2048))[:200] + "JustSomeUnrelatedData", // cut
				"PUBLIC_KEY=" + spki,
				pem + "-----END RSA PRIVATE KEY-----",
			}
		}},
		{"dotnet-rsa-private-key-xml", func(r *rand.Rand) []sample {
			x, vals := rsaXML(r, true)
			x2, vals2 := rsaXML(r, true)
			return []sample{one("string xmlKey = \""+x+"\";", vals...), one("<?xml version=\"1.0\"?>\n"+strings.ReplaceAll(x2, "><", ">\n  <"), vals2...)}
		}, func(r *rand.Rand) []string {
			x, _ := rsaXML(r, false)
			return []string{x, "rsa.FromXmlString(\"<RSAKeyValue><Modulus>...</Modulus><Exponent>AQAB</Exponent><P>...</P><D>...</D></RSAKeyValue>\")"}
		}},
		{"env-default-secret", func(r *rand.Rand) []sample {
			k := randToken(r, tAlnum+"!@#%^&*(-_=+)", 47) + "aZ9"
			k2 := randToken(r, tAlnum+"!@#%^&*(-_=+)", 47) + "Qb4"
			return []sample{
				one(`SECRET_KEY = env("SECRET_KEY", default="`+k+`")`, k),
				one(`SECRET_KEY = env.str("DJANGO_SECRET_KEY", "`+k2+`")`, k2),
				// a validation schema's default
				one(`  JWT_ACCESS_SECRET: Joi.string().min(32).default("`+k2[:30]+`"),`, k2[:30]),
			}
		}, func(r *rand.Rand) []string {
			return []string{`DEBUG = env("DEBUG", default=False)`, `SECRET_KEY = env.str("SECRET_KEY")`,
				`ALLOWED = env.str("ALLOWED_HOSTS", default="localhost")`,
				`  PORT: Joi.number().default(3000),`, `  JWT_SECRET: Joi.string().default("change-me"),`, `  LOG_LEVEL: z.string().default("info"),`}
		}},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) { checkRuleCase(t, s, c) })
	}
}

// TestSonarPlaceholders checks the template slots and secret references
// that stand for a secret without being one. (A token filled in with one
// repeated character, sk-proj-111…, is masked: other scanners' examples
// count such values as secrets, and masking one costs nothing.)
func TestSonarPlaceholders(t *testing.T) {
	for _, v := range []string{"#{db-password}", "#{azure-replacement-token}#", "$env{admin_pwd}", "$DB_PASS$", "{password}", "{1}", "%s",
		"op://vault/db/secret", "arn:aws:secretsmanager:eu-west-2:123456789012:secret:dev/db-AbC123"} {
		if !isPlaceholder(v) {
			t.Errorf("%q is not a placeholder", v)
		}
	}
	r := rand.New(rand.NewSource(41))
	for _, v := range []string{"npm_" + randToken(r, tAlnum, 36), "x7#Kq2" + strings.Repeat("0", 6), "{" + randToken(r, tAlnum, 20) + "!}",
		"sk-" + randToken(r, tAlnum, 30) + strings.Repeat("A", 12)} {
		if isPlaceholder(v) {
			t.Errorf("%q is a placeholder", v)
		}
	}
	s := testSet(t)
	for _, text := range []string{
		`SqlSettingsDefaultDataSource = "mongodb+srv://mmuser:#{db-password}@localhost/test"`,
		`const MQURL = "amqp://admin:%s@host:5672"`,
		`const REDISURL = "redis://admin:$env{admin_pwd}@host"`,
		`uri = f"postgres://{user}:{password}@example.com/testdb"`,
		`create_engine('postgresql+psycopg2://{0}:{1}@localhost/db'.format(u, p))`,
		`conn_str = "postgres://$DB_USER$:$DB_PASS$@database.example/tf"`,
		`Regex regex("(postgres://.*:)(.*)(@.*)");`,
		`assert_equal "postgres://test:test@#{@host}:#{@port}/test", url`,
	} {
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		if got := onlyRule(ms, "url-password"); len(got) > 0 {
			t.Errorf("url-password reports %q in %q", text[got[0].Start:got[0].End], text)
		}
	}
	k := randToken(r, tAlnum, 14) + "aZ9"
	ms, _ := s.Detect("postgres://app:" + k + "@db:5432/app")
	if got := onlyRule(ms, "url-password"); len(got) != 1 || got[0].Secret != k {
		t.Errorf("url-password misses %q: %v", k, ms)
	}
}
