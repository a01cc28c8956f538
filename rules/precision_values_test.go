package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestPathRestrictedRules: the gitleaks rules that gitleaks runs only on
// one kind of file run on every string here, and still take only values:
// HCL's password = "v" is hashicorp-tf-password's, while the next key of
// a JSON object after "password", (an OAuth grant's type) is not, nor is
// a quoted word followed by ':'.
func TestPathRestrictedRules(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2334))
	for range 3 {
		pw := randToken(r, "abcdefghijkmnpqrstuvwxyz", 6) + randToken(r, "23456789", 4)
		wantFound(t, s, "resource \"azurerm_sql_server\" \"x\" {\n  administrator_login_password = \""+pw+"\"\n}\n", "\""+pw+"\"", "hashicorp-tf-password")
		wantFound(t, s, "password       = \"rootpasswd\"\n", "\"rootpasswd\"", "hashicorp-tf-password") // gitleaks' own sample: a word with passwd is a password
		for _, text := range []string{
			"POST /_security/api_key/grant\n{\n  \"grant_type\": \"password\",\n  \"username\" : \"svc-" + pw + "\",\n",
			"fields = [\"password\", \"username\"]\n",
			"{\"type\": \"password\", \"postgres\": {\"host\": \"db\"}}",
			"{\n  \"dbPassword\": \"postgres\"\n}",
			"static let dbPasswordKey = \"db_password\"\n",
			"public static final String DB_PASSWORD_ENV = \"DB_PASSWORD\";\n",
			"read: jest.fn().mockResolvedValue({ password: \"changeme\" })",
		} {
			wantNoRule(t, s, text, "hashicorp-tf-password")
		}
	}
}

// TestPublicKeysBesideSecrets: a public key's type, its body and a host
// key's fingerprint stay beside a found secret, whatever their names say
// (sshKey, HostKey).
func TestPublicKeysBesideSecrets(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(25519))
	for range 3 {
		pw := randToken(r, "ABCDEF0123456789", 80)
		body := "AAAAC3NzaC1lZDI1NTE5AAAAI" + randToken(r, tAlnum, 43)
		fp := randToken(r, tAlnum, 43)
		for _, c := range []struct{ text, kept string }{
			{"[Sessions/x]\nHostName=sftp.example\nPassword=" + pw + "\nFSProtocol=2\nHostKey=ssh-ed25519 255 " + fp + "\n", fp},
			{"[Sessions/x]\nPassword=" + pw + "\nHostKey=ssh-ed25519 255 " + fp + "\n", "ssh-ed25519"},
			{"pullSecret: '{\"auths\":{\"x\":{\"auth\":\"" + pw + "\"}}}'\nsshKey: 'ssh-ed25519 " + body + " ops@corp'\n", body},
		} {
			wantKept(t, s, c.text, c.kept)
		}
	}
}

// TestLabelsAndPathsAreNoValues: what stands in a value's place but is
// none — a message's next label, a JSONPath, a registry number, the word
// for password itself, a client's readable name — is not masked, so it
// is not masked everywhere else in the session either.
func TestLabelsAndPathsAreNoValues(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{
		"Docker Credentials: security: SecKeychainSearchCopyNext: The specified item could not be found in the keychain.",
		"$ kubectl get secret db -o custom-columns=USER:.data.username,PASS:.data.password",
		"\"UserName\"=\"erp_support\"\n\"SavePassword\"=dword:00000001\n",
		"conexion = mysql.connector.connect(host=\"localhost\", user=usuario, password=contraseña, database=x)",
		"acme: error presenting token: cloudflare: failed to find zone",
	} {
		wantNothing(t, s, text)
	}
	r := rand.New(rand.NewSource(8080))
	ms, _ := s.Detect("client_id = \"oauth2-proxy\"\nclient_secret = \"" + randToken(r, tAlnum, 31) + "\"\n")
	for _, m := range ms {
		if m.Secret == "oauth2-proxy" {
			t.Errorf("%s masks a client's readable name", m.RuleID)
		}
	}
}

// TestSettingsBesideCredentials: settings that stand where a credential
// might — Oracle's thin driver path, a masked token's prefix, an
// endpoint's host, a peer's network, a template's word for the password,
// anonymous FTP's address, a Perforce server — are not masked.
func TestSettingsBesideCredentials(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{
		"    url: jdbc:oracle:thin:@(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=db1)(PORT=1521)))\n",
		"litellm-1  | -H 'Authorization: Bearer sk-proj-********************' \\\n",
		"export ZEPPELIN_NOTEBOOK_S3_ENDPOINT=s3.eu-central-1.amazonaws.com\n",
		"kind: Secret\nstringData:\n  wg0.conf: |\n    [Peer]\n    AllowedIPs = 10.20.0.0/16\n",
		"# DATABASE_URL='mysql://database_user:database_password@database_host:database_port/database_name'\n",
		"default login anonymous password dana@danak.dev\n",
		"$ p4 -p ssl:perforce.ironbell.local:1666 -u build.svc info\n",
	} {
		wantNothing(t, s, text)
	}
}

// TestNamesBesideCredentials: a password manager's read of a username,
// an empty attribute's next name, an iSCSI initiator's name and a
// timestamp stay beside the credentials they come with.
func TestNamesBesideCredentials(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3260))
	pw := randToken(r, tAlnum, 18)
	for _, c := range []struct{ text, kept string }{
		{"$ op item get \"Fastmail SMTP\" --fields label=username\ndana@danak.dev\n", "dana@danak.dev"},
		{"<Node Name=\"x\" Username=\"\" Domain=\"\" Password=\"\" Hostname=\"\" Protocol=\"RDP\">", "Hostname="},
		{"node.session.auth.username = iqn.1994-05.com.redhat:db-node-03\nnode.session.auth.password = " + pw + "\n", "db-node-03"},
		{"{\"data\":{\"webhook_secret\":\"" + pw + "\"},\"metaSortKey\":1741900000000}", "1741900000000"},
	} {
		wantKept(t, s, c.text, c.kept)
	}
	wantFound(t, s, "$ op item get \"Fastmail SMTP\" --fields label=password\n"+pw+"\n", pw, printedID)
}

// wantKept fails when a finding in text overlaps kept (which must occur
// in text).
func wantKept(t *testing.T, s *Set, text, kept string) {
	t.Helper()
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(text, kept)
	if i < 0 {
		t.Fatalf("bad test: %q not in its text", kept)
	}
	for _, m := range ms {
		if m.Start < i+len(kept) && i < m.End {
			t.Errorf("%s masks %q in %q", m.RuleID, kept, text)
		}
	}
}

// TestNonSecretShapes: values no one writes as a secret stay under a
// credential's name (a call's start, a marked-up placeholder, a prompt,
// a user at a machine, a directory, a JVM option, a placeholder's x's,
// .NET's configuration path, a setting's name); passwords and tokens of
// like characters are still found.
func TestNonSecretShapes(t *testing.T) {
	for _, v := range []string{"System.fetch_env!(", "**REDACTED**", "**MetabasePass**", "librenms@nms01:~$", "netops@ex4300-b2#",
		"root@slurmctld01", "/etc/slurm/", "-Xmx2048m", "sk_test_xxx", "ConnectionStrings__Default", "mc4wp_api_key", "GitHubClient#createIssue"} {
		if !nonSecretShape(v) {
			t.Errorf("%q: not read as no secret", v)
		}
	}
	r := rand.New(rand.NewSource(4096))
	upperDigits := "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	chosen := "Cobbler" + randToken(r, "0123456789", 2) + "@Noodle#" // a chosen password: '@' and a closing '#'
	for _, v := range []string{chosen, randToken(r, upperDigits, 20) + "__" + randToken(r, upperDigits, 23), "AQ__" + randToken(r, tAlnum, 29),
		"P@ssw0rd!", "admin@Home2024#", mixedCaseToken(r, 10) + "#" + mixedCaseToken(r, 8), "Falcon#sunsetRiver", randToken(r, tAlnum, 24) + "__" + randToken(r, tAlnum, 8)} {
		if nonSecretShape(v) {
			t.Errorf("%q: read as no secret", v)
		}
	}
	s := testSet(t)
	wantNothing(t, s, "export SECRET_KEY_BASE=System.fetch_env!(\"SECRET_KEY_BASE\")\n")
	wantFound(t, s, "creds := map[string]string{\n\t\"username\": \"exporter\",\n\t\"password\": \""+chosen+"\",\n}\n", chosen, "")
}

// TestReferencesAndMasks: a reference (an Elixir or Ruby attribute, a
// credential's alias in capitals, an auth scheme's word), a tool's mask
// word, unattend.xml's pass names, a translation's label and a Secret's
// base64 setting are no values.
func TestReferencesAndMasks(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{
		"  Req.post!(url, form: [client_secret: @api_key]).body\n",
		"Title: Fastmail\nUserName: dana@danak.dev\nPassword: PROTECTED\n",
		"Receiver_Credential=S4_BASIC\n",
		"  <settings pass=\"oobeSystem\">\n",
		"  \"settings.api_key\": \"API-Schlüssel\"\n",
		"apiVersion: v1\nkind: Secret\ndata:\n  LOG_LEVEL: aW5mbw==\n  PORT: NTQzMg==\n",
	} {
		wantNothing(t, s, text)
	}
	at := "@" + randToken(rand.New(rand.NewSource(64)), "abcdefghijklmnopqrstuvwxyz", 12)
	wantFound(t, s, "partner_api:\n  api_key: \""+at+"\"\n", at, "") // a password starting with '@'
}
