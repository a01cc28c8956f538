package rules

import (
	"strings"
	"testing"
)

// contextDecoys are benign texts of the kind coding-agent sessions hold,
// full of secret-sounding names next to values that are not secrets:
// schemas, manifests that reference secrets, code reading them, docs with
// placeholders, test output, tokenizer configs, paginated API responses.
var contextDecoys = []string{
	`{"type":"object","properties":{"password":{"type":"string","minLength":8},"api_key":{"type":"string","description":"Your API key"}},"required":["password"]}`,
	"env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password\n  - name: LOG_LEVEL\n    value: info\n",
	`{"env":[{"name":"API_TOKEN","valueFrom":{"secretKeyRef":{"name":"api","key":"token"}}},{"name":"PORT","value":"8080"}]}`,
	`{"nextPageToken":"CgYIgICAgICAgAE","items":[],"continuation_token":"eyJvZmZzZXQiOjEwMH0"}`,
	`{"bos_token":"<s>","eos_token":"</s>","pad_token":"<pad>","unk_token":"<unk>","model_max_length":4096}`,
	"token := os.Getenv(\"GITHUB_TOKEN\")\nif token == \"\" { return errNoToken }",
	"parser.add_argument('--password', default=os.environ.get('DB_PASSWORD'))\nconn = connect(password=args.password)",
	"Usage: tool login --username <USER> --password <PASSWORD> [--token TOKEN]",
	"=== RUN   TestLogin\n--- PASS: TestLogin (0.01s)\n--- PASS: TestTokenRefresh (0.00s)\nPASS\nok  \tgithub.com/acme/auth\t0.2s",
	"https://api.example.com/v1/items?page_token=abc&limit=50&sort=created",
	"DefaultEndpointsProtocol=https;AccountName=<account>;AccountKey=<key>;EndpointSuffix=core.windows.net",
	"<settings><servers><server><id>central</id><username>${env.USER}</username><password>${env.PASS}</password></server></servers></settings>",
	`{"secret":"my-app-secret","secretName":"tls-cert","token_type":"Bearer","expires_in":3600,"scope":"repo user"}`,
	`{"client_secret":"YOUR_CLIENT_SECRET","redirect_uris":["http://localhost"]}`,
	"docker run -p 8080:80 -e POSTGRES_PASSWORD=$POSTGRES_PASSWORD postgres:16",
	"ssh -p 2222 deploy@host 'mkdir -p /srv/app'",
	`{"headers":[{"name":"Content-Type","value":"application/json"},{"name":"Authorization","value":"Bearer ${TOKEN}"}]}`,
	"Authorization: token <your-token>",
	`{"password": true, "token": 12345, "secret": null, "api_key": "", "credentials": "./creds/dev.json"}`,
	"keytool -list -keystore app.jks -storepass:env STOREPASS",
	"model.generate(max_tokens=512, stop_token='<|end|>')",
	`{"access_token_url":"https://github.com/login/oauth/access_token","token_endpoint":"https://oauth2.googleapis.com/token"}`,
	"The secret to good tests is isolation; the password policy requires 12 characters.",
	`<config><token_lifetime>3600</token_lifetime><secret_ref>vault:kv/app#key</secret_ref></config>`,
	`{"commit":"9f2c4e1d8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e","tree":"4b825dc642cb6eb9a060e54bf8d69288fbee4904"}`,
	`{"sessionId":"3f2b8c1e-4d5a-4b6c-9e8f-1a2b3c4d5e6f","api":"openai-responses","totalTokens":123456}`,
	"const stripe = Stripe(process.env.STRIPE_SECRET_KEY); // sk_live_... in prod",
	"password: \"{{ vault_db_password }}\"\napi_key: \"{{ lookup('env', 'API_KEY') }}\"",
}

// contextRuleIDs are the rules of this change whose precision the decoys
// check (the provider rules have fixed formats; the context rules read
// names).
var contextRuleIDs = []string{structuredID, "xml-tag-secret", "url-query-secret", "cli-flag-secret",
	cliPasswordID, credentialFileID, credentialCallID, "name-value-secret", "authorization-header", "password-hash", nearID}

func TestContextDecoys(t *testing.T) {
	s := testSet(t)
	for _, text := range contextDecoys {
		for _, doc := range []string{text, `{"output":` + jsonStr(text) + `}`} {
			ms, err := s.Detect(doc)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range ms {
				for _, id := range contextRuleIDs {
					if m.RuleID == id {
						t.Errorf("%s reports %q in decoy %.80q", m.RuleID, doc[m.Start:m.End], doc)
					}
				}
				if !strings.HasPrefix(m.RuleID, "generic") && m.RuleID != "secret-assignment" {
					if r, _ := s.Rule(m.RuleID); r.Source == SourceBuiltin {
						t.Errorf("built-in %s reports %q in decoy %.80q", m.RuleID, doc[m.Start:m.End], doc)
					}
				}
			}
		}
	}
	// names the walker gives, with benign values
	for name, v := range map[string]string{
		"password": "{{ vault_db_password }}", "client_secret": "YOUR_CLIENT_SECRET", "token": "Bearer",
		"nextPageToken": "CgYIgICAgICAgAE", "secret": "tls-cert", "--token": "$(cat token.txt)",
		"api_key": "os.environ['API_KEY']", "private_key": "~/.ssh/id_ed25519", "AccountKey": "<key>",
	} {
		if ms, _ := s.DetectNamed(v, name); len(onlyRule(ms, structuredID)) > 0 {
			t.Errorf("structured-secret reports %s=%q", name, v)
		}
	}
}
