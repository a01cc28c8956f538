package rules

import (
	"fmt"
	"hash/fnv"
	"math/rand"
	"strings"
	"testing"
)

// credentialForms are ways people and tools write a credential in the
// text a coding agent sees: commands, config files, code, connection
// strings, prose. {V} is the secret, built at run time; {AN}, {HEX} and
// {UUID} choose its shape. Any rule may find it, but its span must be
// the secret's, no more and no less (but for gitleaks' own rules, whose
// secret group parity keeps): the form, not the rule, is what this test
// keeps.
var credentialForms = []string{
	// commands
	"curl -u admin:{AN} https://example.com",
	`curl -H "X-API-KEY: {AN}" https://api.example.com`,
	`curl "https://api.example.com/v1?apikey={HEX}"`,
	"mysql -u root -p{AN} db",
	"PGPASSWORD={AN} psql -h db",
	"docker login -u me -p {AN}",
	"echo {AN} | docker login --password-stdin",
	"sshpass -p '{AN}' ssh root@host",
	"redis-cli -a {AN} ping",
	"aws configure set aws_secret_access_key {AN}",
	"npm config set //registry.npmjs.org/:_authToken {UUID}",
	"wandb login {HEX}",
	"snyk auth {UUID}",
	"ngrok config add-authtoken {AN}",
	"railway login --token {UUID}",
	"gpg --batch --passphrase {AN} -d file.gpg",
	"zip -P {AN} out.zip file",
	"openssl enc -aes-256-cbc -k {AN} -in a -out b",
	"keytool -genkey -storepass {AN} -alias k",
	"mongo -u admin -p {AN} --authenticationDatabase admin",
	"htpasswd -b .htpasswd admin {AN}",
	"kubectl create secret generic db --from-literal=password={AN}",
	"export GITHUB_TOKEN={AN}",
	"setx API_KEY {AN}",
	// URLs and connection strings
	"git clone https://oauth2:{AN}@gitlab.com/acme/repo.git",
	"mongodb+srv://admin:{AN}@cluster0.abcde.mongodb.net/test",
	"amqp://guest:{AN}@rabbit:5672/",
	"redis://:{AN}@cache:6379/0",
	"jdbc:postgresql://db:5432/app?user=app&password={AN}",
	"Server=tcp:db.example.net,1433;Database=app;User ID=sa;Password={AN};",
	"Driver={ODBC Driver 17};Server=x;UID=sa;PWD={AN}",
	// SQL
	"CREATE USER 'app'@'localhost' IDENTIFIED BY '{AN}';",
	"ALTER USER postgres WITH PASSWORD '{AN}';",
	"CREATE LOGIN app WITH PASSWORD = '{AN}';",
	// config files
	"password = {AN}",
	"spring.datasource.password={AN}",
	"db.password: {AN}",
	"client_secret: {AN}",
	`"refresh_token": "{AN}"`,
	"ENV DB_PASSWORD={AN}",
	"ARG NPM_TOKEN={UUID}",
	"  - POSTGRES_PASSWORD={AN}",
	"env:\n  - name: API_KEY\n    value: {AN}\n  - name: LOG_LEVEL\n    value: info",
	"api_key: |\n  {AN}\nlog_level: info",
	"stringData:\n  password: {AN}",
	`<add key="ApiKey" value="{AN}" />`,
	"<password>{AN}</password>",
	"machine api.heroku.com login me@x.com password {UUID}",
	"Set-Cookie: session={AN}; Path=/; HttpOnly",
	"[Interface]\nPrivateKey = {B64}",
	// code
	`requests.get(url, auth=("admin", "{AN}"))`,
	`client = OpenAI(api_key="{AN}")`,
	`Pinecone(api_key="{UUID}")`,
	`headers = {"X-API-Key": "{AN}"}`,
	`cfg := Config{User: "app", Passwd: "{AN}"}`,
	`smtp.PlainAuth("", "me@x.com", "{AN}", "smtp.gmail.com")`,
	`define('DB_PASSWORD', '{AN}');`,
	`$env:API_KEY = "{AN}"`,
	// prose
	"my openweather key is {HEX}",
	"Here's my Heroku API key {UUID}",
	"use this token {AN} for the staging env",
	"the secret is {AN}",
	`req.Header.Set("Authorization", "Basic {B64}")`,
	`await page.getByLabel("Password").fill("{AN}");`,
	// form fields, registry output, protocol transcripts
	"gh api repos/o/r/hooks/1 -f config[secret]={HEX}",
	`curl -d "user[password]={AN}" https://example.com/login`,
	"ldap_default_authtok = {AN}",
	"HKEY_CURRENT_USER\\Software\\SimonTatham\\PuTTY\\Sessions\\db\n    ProxyPassword    REG_SZ    {AN}\n",
	"250 AUTH PLAIN LOGIN\nAUTH PLAIN {B64}\n235 2.7.0 Authentication successful",
	"a1 LOGIN helpdesk@example.com {AN}\na1 OK LOGIN completed",
	`{"signingSecret": {"S": "{HEX}"}, "installedAt": {"N": "1727370012"}}`, // DynamoDB's typed attributes
}

// benignForms look like the forms above but hold no credential.
var benignForms = []string{
	"Last login: Tue Dec  1 16:22:40 2026 from 10.0.0.1",
	"github login octocat",
	"commit {HEX}",
	"Each row is identified by its primary key.",
	"CREATE USER app IDENTIFIED BY :pwd;",
	"password: ${DB_PASSWORD}",
	"api_key: |\n  first line\n  second line",
	"gpg: using RSA key {HEXUP}",
	"token id {UUID}",
	"if cfg[password] == expected {",
	"    Path    REG_SZ    C:\\Program Files\\Acme",
	"a1 LOGIN {5}",
	"  const login = p.login;\n  return policy.login;",
	"Please login first.\nYou must AUTH PLAIN before MAIL FROM",
}

// formValue builds the value of a form's placeholder: 20 letters and
// digits, 40 hex digits, a UUID or 32 bytes in base64.
func formValue(r *rand.Rand, form string) (string, string) {
	for _, p := range []struct{ ph, v string }{
		{"{AN}", randToken(r, tAlnum, 20)},
		{"{HEX}", randToken(r, tHex, 40)},
		{"{HEXUP}", strings.ToUpper(randToken(r, tHex, 16))},
		{"{UUID}", uuidStr(r)},
		{"{B64}", randToken(r, tB64, 43) + "="},
	} {
		if strings.Contains(form, p.ph) {
			return strings.Replace(form, p.ph, p.v, 1), p.v
		}
	}
	return form, ""
}

// formRand is the source of a form's values in a round of
// TestCredentialForms, seeded by both.
func formRand(round int, form string) *rand.Rand {
	h := fnv.New64a()
	fmt.Fprintf(h, "%d %s", round, form)
	return rand.New(rand.NewSource(int64(h.Sum64())))
}

func TestCredentialForms(t *testing.T) {
	s := testSet(t)
	for round := range 3 {
		for _, form := range credentialForms {
			// each form draws from its own source: a form added to the
			// list changes no other form's values
			text, v := formValue(formRand(round, form), form)
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			at := strings.Index(text, v)
			found := false
			for _, m := range ms {
				if m.Start <= at && m.End >= at+len(v) {
					found = true
					// a gitleaks rule's span is gitleaks' secret group
					// (curl-auth-user's is user:password): parity keeps it
					if rule, _ := s.Rule(m.RuleID); rule.Source != SourceGitleaks && (m.Start != at || m.End != at+len(v)) {
						t.Errorf("%q: %s masks %q, not the secret alone", form, m.RuleID, text[m.Start:m.End])
					}
				}
			}
			if !found {
				t.Errorf("%q: the secret %q is not found (%d other matches)", form, v, len(ms))
			}
		}
		for _, form := range benignForms {
			text, _ := formValue(formRand(round, form), form)
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range ms {
				t.Errorf("%q: %s reports %q", form, m.RuleID, text[m.Start:m.End])
			}
		}
	}
}
