package rules

import (
	"math/rand"
	"strings"
	"testing"
)

func TestSectionAndMaskRules(t *testing.T) {
	s := testSet(t)
	cases := []ruleCase{
		{sectionSecretID, func(r *rand.Rand) []sample {
			a := randToken(r, tAlnum, 24) + "/" + randToken(r, tAlnum, 7)
			b := randToken(r, tAlnum, 32)
			c := randToken(r, tAlnum, 20)
			return []sample{
				one("[Bookmarks]\nImgNum=42\n[Passwords]\nssh21:ubuntu@10.0.3.11="+a+"\n[Colors]\nx=1\n", a),
				one("[Credentials]\nacme-jump=dana:"+b+"\n", b),
				one("[secrets]\nOPENAI_KEY = \""+c+"\"\nregion = \"eu-west-1\"\ntimeout = 30\n", c),
			}
		}, func(r *rand.Rand) []string {
			return []string{
				"[credentials]\npath = /etc/app/creds.json\nuser = admin\nhost: db.internal.example.com\n",
				"[secrets]\nkey = ${API_KEY}\n[server]\ntoken = " + randToken(r, tAlnum, 10) + "\n",
				"see the [secrets] page of the docs: region = eu-west-1\n",
			}
		}},
		{"ci-masked-value", func(r *rand.Rand) []sample {
			v := randToken(r, tAlnum, 17) + ":" + randToken(r, tAlnum, 5) + "!"
			w := randToken(r, tAlnum, 30)
			return []sample{
				one("2025-03-14T10:06:40.9912001Z + echo '::add-mask::"+v+"'\n", v),
				one("##vso[task.setvariable variable=dbPassword;issecret=true]"+w+"\n", w),
			}
		}, func(r *rand.Rand) []string {
			return []string{"echo \"::add-mask::$TOKEN\"\n", "echo '::add-mask::${{ steps.x.outputs.token }}'\n", "::add-mask::***\n"}
		}},
		{"preseed-password", func(r *rand.Rand) []sample {
			a := randToken(r, tAlnum, 14) + "-"
			b := randToken(r, tAlnum, 12) + "!"
			return []sample{
				one("d-i mirror/http/directory string /debian\nd-i partman-crypto/passphrase password "+a+"\n", a),
				one("d-i passwd/root-password password "+b+"\nd-i passwd/make-user boolean false\n", b),
			}
		}, func(r *rand.Rand) []string {
			return []string{"d-i passwd/root-password-crypted password $6$" + randToken(r, tAlnum, 16) + "$" + randToken(r, tAlnum, 40) + "\n",
				"d-i passwd/root-login boolean true\n", "the installer asks for the root password twice\n"}
		}},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) { checkRuleCase(t, s, c) })
	}
}

// TestDirectivesAndPipedStdin: a daemon's directive "name value" alone on
// its line under a password's name (bindpw, rootpw, requirepass, after
// grep -n's prefix), and a password piped into sshfs -o password_stdin,
// adcli --stdin-password or podman secret create NAME -.
func TestDirectivesAndPipedStdin(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(307))
	for range 4 {
		pw := randToken(r, tAlnum, 14) + "?"
		hex := strings.ToLower(randToken(r, tHex, 48))
		wantFound(t, s, "binddn cn=nslcd,ou=system,dc=campus,dc=example\nbindpw "+pw+"\n", pw, "secret-assignment")
		wantFound(t, s, "63:rootpw\t\t"+pw+"\n", pw, "secret-assignment")
		wantFound(t, s, "1036:requirepass "+hex+"\n", hex, "network-config-secret") // redis.conf's own rule reads grep's line
		wantFound(t, s, "$ echo '"+pw+"' | sshfs -o password_stdin u1@box.example:/ /mnt/sb\n", pw, cliPasswordID)
		wantFound(t, s, "$ echo -n '"+pw+"' | sudo adcli join --domain=ad.corp.example --stdin-password\n", pw, cliPasswordID)
		wantFound(t, s, "$ printf '%s' '"+pw+"' | podman secret create pg_password -\n", pw, cliPasswordID)
	}
	for _, text := range []string{
		"password required for root\nsecret sauce\nPassword reset\ntoken expired\n",
		"echo hello | podman secret create x -\n",
		"printf '%s' 'hello world' | wc -c\n",
	} {
		if ms, _ := s.Detect(text); len(ms) != 0 {
			t.Errorf("%q: %v", text, spans(ms, text))
		}
	}
}

// TestRawBasicAndKeyFiles: user:password left unencoded after Basic, and
// the output of cat on a Rails per-environment credentials key.
func TestRawBasicAndKeyFiles(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(306))
	for range 4 {
		pw := strings.ToLower(randToken(r, tHex, 34))
		wantFound(t, s, "POST https://ci.acme.io/job/x\nAuthorization: Basic dana.k:"+pw+"\n", pw, "basic-auth-header")
		key := strings.ToLower(randToken(r, tHex, 32))
		wantFound(t, s, "$ cat config/credentials/test.key\n"+key+"\n", key, printedID)
	}
	if ms, _ := s.Detect("Authorization: Basic {{user}}:{{password}}\n"); len(ms) != 0 {
		t.Errorf("a template's Basic header: %v", ms)
	}
}

// TestDirectiveRefusals: what a line "name value" holds in code and
// listings is no directive's password.
func TestDirectiveRefusals(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{
		"type conn struct {\n\thandshakeSecret *tls13.HandshakeSecret\n\tpassword []byte\n}\n",
		"CREATE TABLE clients (\n  api_secret TEXT\n);\n",
		"    AuthLDAPBindPassword \"exec:/usr/local/bin/get-ldap-bind-pw.sh\"\n",
		"POSTGRES_PASSWORD postgres:16\n",
	} {
		if ms, _ := s.Detect(text); len(ms) != 0 {
			t.Errorf("%q: %v", text, spans(ms, text))
		}
	}
}

// TestSQLKeysAndLogons: the key given to SQL's symmetric ciphers, MySQL's
// temporary root password in its log, every logon of an rman command
// line, MongoDB's changeUserPassword and a seed's hash("p") under a
// password's name.
func TestSQLKeysAndLogons(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(308))
	for range 4 {
		k := randToken(r, tAlnum, 24) + "/" + randToken(r, tAlnum, 7)
		pw := randToken(r, tAlnum, 12) + "*_1"
		pw2 := randToken(r, tAlnum, 16) + "@"
		wantFound(t, s, "UPDATE patients SET ssn_enc = pgp_sym_encrypt(ssn, '"+k+"', 'cipher-algo=aes256');\n", k, credentialCallID)
		wantFound(t, s, "SELECT AES_DECRYPT(token_enc, '"+k+"') FROM t;\n", k, credentialCallID)
		wantFound(t, s, "2025-02-11T08:14:52.118203Z 6 [Note] [MY-010454] [Server] A temporary password is generated for root@localhost: "+pw+"\n", pw, "mysql-temporary-password")
		pw3 := randToken(r, tAlnum, 16) + "!"
		wantFound(t, s, "$ rman target sys/"+pw3+"@PRODDB auxiliary sys/"+pw+"@STBYDB\n", pw3+"|"+pw, cliPasswordID)
		wantFound(t, s, "shop> db.changeUserPassword(\"reporting\", \""+pw2+"\")\n", pw2, credentialCallID)
		wantFound(t, s, "      passwordHash: await hash('"+pw2+"'),\n", pw2, credentialCallID)
	}
	if ms, _ := s.Detect("const h = hash('some file content here')\n"); len(ms) != 0 {
		t.Errorf("a digest of a literal: %v", ms)
	}
}
