package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestPairKeyFileName: a key's file name beside a found password
// ("ssh_key": "id_ed25519") is where the key is, not its half; one copy
// masked would mask every copy of the name in the session.
func TestPairKeyFileName(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(292))
	for range 5 {
		pw := randToken(r, tAlnum, 12) + "+!" + randToken(r, tAlnum, 6)
		for _, name := range []string{"id_ed25519", "id_rsa.pub", "id_ecdsa_sk", "deploy.pem"} {
			text := "{\n  \"ssh_key\": \"" + name + "\",\n  \"password\": \"" + pw + "\",\n  \"compression\": \"lz4\"\n}\n"
			wantFound(t, s, text, pw, "")
		}
	}
}

// TestPrintedJOSEHeader: what `| cut -c1-20` leaves of a printed token
// is its JOSE header's head, the same for every token signed alike: not
// a secret. A cut access token of another shape still is.
func TestPrintedJOSEHeader(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(293))
	cmd := "$ curl -s -X POST https://auth.example.org/token -d grant_type=client_credentials | jq -r .access_token | cut -c1-20\n"
	for _, head := range []string{"eyJhbGciOiJSUzI1NiIs", "eyJ0eXAiOiJKV1QiLCJh", "eyJraWQiOiIxMjM0NTYi"} {
		wantNoRule(t, s, cmd+head+"\n", "command-output-secret")
	}
	for range 3 {
		tok := "ya29." + randToken(r, tAlnum, 15)
		wantFound(t, s, "$ gcloud auth print-access-token | cut -c1-20\n"+tok+"\n", tok, "command-output-secret")
	}
}

// TestNearLoginThenSecret: a user's name and a secret set apart by ':'
// after a credential flag (--auth user:password) lose the secret alone.
func TestNearLoginThenSecret(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(294))
	for range 5 {
		pw := randToken(r, tAlnum, 18)
		for _, user := range []string{"annotator-lead", "svc_backup", "bob.smith", "deploy2"} {
			wantFound(t, s, "$ cvat-cli --server-host https://cvat.example.edu --auth "+user+":"+pw+" task ls\n", pw, "")
		}
	}
}

// TestFrameworkKeys: WordPress's keys and salts in a .env file and in wp
// config list's table, and Django's SECRET_KEY from its generator's
// alphabet even when it starts with '='; the placeholders stay.
func TestFrameworkKeys(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(295))
	const wpAlphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*()-_[]{}<>~`+=,.;:/?|"
	const djAlphabet = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"
	for range 5 {
		salt, salt2 := randToken(r, wpAlphabet, 64), randToken(r, wpAlphabet, 64)
		// salts hold '|', which wantFound splits secrets on
		wantSecrets(t, s, "NONCE_KEY='"+salt+"'\nAUTH_SALT='"+salt2+"'\n", "wordpress-salt", salt, salt2)
		wantSecrets(t, s, "| LOGGED_IN_SALT   | "+salt+" | constant |\n", "wordpress-salt", salt)
		wantSecrets(t, s, "define('SECURE_AUTH_KEY', '"+salt2+"');", "wordpress-salt", salt2)
		dj := "=" + randToken(r, djAlphabet, 45) + "#!%(" // a symbol first, and some in it
		wantFound(t, s, "      - SECRET_KEY="+dj+"\n", dj, "django-secret-key")
	}
	for _, text := range []string{
		"define( 'AUTH_KEY', 'put your unique phrase here' );",
		"NONCE_SALT=generateme\n",
		"SECRET_KEY = 'change_me_to_something_long_and_random_in_prod_ok'\n",
	} {
		wantNoRule(t, s, text, "wordpress-salt")
		wantNoRule(t, s, text, "django-secret-key")
	}
}

// TestBackblazeKeys: a B2 application key and its key ID, as env files
// and rclone write them; hex runs with zeros elsewhere stay.
func TestBackblazeKeys(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(296))
	for range 5 {
		id := "00" + randToken(r, "0123456789abcdef", 5) + "a1" + randToken(r, "0123456789abcdef", 6) + "0000000" + randToken(r, "0123456789", 3)
		key := "K00" + randToken(r, "0123456789", 1) + randToken(r, tAlnum, 25) + "a1"
		wantFound(t, s, "export B2_ACCOUNT_ID="+id+"\n", id, "backblaze-key-id")
		wantFound(t, s, "[b2]\ntype = b2\naccount = "+id+"\nkey = "+key+"\n", id+"|"+key, "")
	}
	for _, text := range []string{
		"addr 0x0000000000000000000000000000000000000000",
		"sha 3f00a1b2c3d4e0000000123 and 00000000000000000000000000",
	} {
		wantNoRule(t, s, text, "backblaze-key-id")
	}
}

// TestCapabilityHosts: a Healthchecks ping URL, a conda channel's token
// path and a Pritunl import link open what they name; a forum topic's
// slug does not.
func TestCapabilityHosts(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(297))
	for range 5 {
		u := randUUID(r)
		tok := randToken(r, "abcdefghijklmnopqrstuvwxyz0123456789", 32)
		ku := randToken(r, tAlnum, 32)
		wantFound(t, s, "curl -fsS -m 10 --retry 5 https://hc-ping.com/"+u+"/fail\n", u, urlPathSecretID)
		wantFound(t, s, "  - https://conda-mirror.example.edu/t/"+tok+"/lab-internal\n", tok, "")
		wantFound(t, s, "$ pritunl-client add pritunl://vpn.example.dev/ku/"+ku+"\n", ku, urlPathSecretID)
	}
	wantNoRule(t, s, "https://meta.discourse.org/t/how-to-configure-smtp-settings/123456", urlPathSecretID)
}

// TestMemorableQuoted: a last '.' or '?' is the password's before a
// closing quote, a sentence's elsewhere.
func TestMemorableQuoted(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(298))
	for range 5 {
		pw := memorableWord(r) + memorableWord(r) + randToken(r, "0123456789", 3) + string(".?"[r.Intn(2)])
		wantFound(t, s, `conn.connect("reporting", "`+pw+`", wait=True)`, pw, memorableID)
		wantFound(t, s, `"system","root","`+pw+`",,,,`, pw, memorableID)
	}
	wantNoRule(t, s, "We shipped Release2024. Next up: Roadmap2025?", memorableID)
}

// wantSecrets checks that text's findings are the secrets, in order,
// each by rule: wantFound for secrets that may hold '|'.
func wantSecrets(t *testing.T, s *Set, text, rule string, secrets ...string) {
	t.Helper()
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != len(secrets) {
		t.Errorf("want %d findings, got %d", len(secrets), len(ms))
		return
	}
	for i, m := range ms {
		if m.Secret != secrets[i] || m.RuleID != rule {
			t.Errorf("finding %d by %s is not the value by %s", i, m.RuleID, rule)
		}
	}
}

// TestExecArraySecrets: a password or token flag and its value as two
// elements of an exec-form list (Compose's command:, a container's
// args, subprocess); references and flags' words stay.
func TestExecArraySecrets(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(299))
	for range 5 {
		pw := randToken(r, tAlnum, 18)
		wantFound(t, s, `    command: ["valkey-server", "--requirepass", "`+pw+`", "--appendonly", "yes"]`, pw, "exec-array-secret")
		wantFound(t, s, `      test: ["CMD", "redis-cli", "-a", "`+pw+`", "ping"]`, pw, "exec-array-secret")
		wantFound(t, s, `        args: ['--db-password', '`+pw+`', '--port', '8080']`, pw, "exec-array-secret")
	}
	for _, text := range []string{
		`args: ["--db-password", "$(DB_PASSWORD)", "--token", "${TOKEN}"]`,
		`["--pass", "through"]`,
		`["--password-file", "/run/secrets/db"]`,
	} {
		wantNoRule(t, s, text, "exec-array-secret")
	}
}

// TestCookieFlagEquals: openconnect's and curl's --cookie="name=v".
func TestCookieFlagEquals(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(300))
	for range 3 {
		v := randToken(r, "0123456789abcdef", 32)
		wantFound(t, s, `$ openconnect --protocol=pulse --cookie="DSID=`+v+`" https://ra.example.com/dana-na/`, v, "cookie-session")
	}
}

// TestSigningKeysListed: Express's cookieParser("k") signs cookies with
// its literal; Strapi's APP_KEYS lists its keys, each masked; sort_keys
// and public keys' lists stay.
func TestSigningKeysListed(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(301))
	for range 3 {
		k := randToken(r, tAlnum, 24)
		wantFound(t, s, `app.use(cookieParser("`+k+`"));`, k, hmacKeyID)
		k1, k2 := randToken(r, tAlnum, 22)+"==", randToken(r, tAlnum, 22)+"=="
		wantFound(t, s, "APP_KEYS="+k1+","+k2+"\n", k1+"|"+k2, nearID)
	}
	for _, text := range []string{
		"app.use(cookieParser());",
		"app.use(cookieParser(process.env.COOKIE_SECRET));",
		"json.dumps(x, sort_keys=True)",
	} {
		wantNoRule(t, s, text, hmacKeyID)
		wantNoRule(t, s, text, nearID)
	}
}

// TestQueryStringValue: a SAS token set as a value (?sv=…&…&sig=…) is a
// query string: its signature goes, its first parameter is no secret
// nor a secret's partner; gpg --export-secret-keys names a key.
func TestQueryStringValue(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(302))
	for range 3 {
		sig := randToken(r, tAlnum, 20) + "%2B" + randToken(r, tAlnum, 20) + "%3D"
		text := "credentials:\n  sas_token: ?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-06-30T18:00:00Z&spr=https&sig=" + sig + "\n"
		// the finding's secret is the signature percent-decoded
		wantFound(t, s, text, strings.NewReplacer("%2B", "+", "%3D", "=").Replace(sig), "url-query-secret")
	}
	wantNoRule(t, s, "$ gpg --armor --export-secret-keys B346351FD66B644D0F5B9F540C604E018D1B4D47 > backup.asc", nearID)
}

// TestMailProviderKeys: a SendGrid key as a DSN's user and a Mandrill
// key; file names with md- stay.
func TestMailProviderKeys(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(303))
	for range 3 {
		sg := "SG." + randToken(r, tAlnum, 22) + "." + randToken(r, tAlnum, 43)
		wantFound(t, s, "MAILER_DSN=sendgrid://"+sg+"@default\n", sg, "sendgrid-key-in-url")
		md := "md-" + randToken(r, tAlnum, 20) + "a1"
		wantFound(t, s, `mandrill = Mandrill::API.new("`+md+`")`, md, "")
	}
	wantNoRule(t, s, "see docs/md-installation-guide-v2.md and md-5 hashes", "mandrill-api-key")
}

// TestWandbLogin: a W&B key after wandb login's flags, a self-hosted
// server's local- key too.
func TestWandbLogin(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(304))
	for range 3 {
		k := randToken(r, "0123456789abcdef", 40)
		wantFound(t, s, "$ wandb login --relogin "+k+"\n", k, "wandb-login-key")
		wantFound(t, s, "$ wandb login --host https://wandb.example.dev local-"+k+"\n", "local-"+k, "wandb-login-key")
	}
	wantNoRule(t, s, "$ wandb login --relogin\nwandb: Logging into wandb.ai.", "wandb-login-key")
}
