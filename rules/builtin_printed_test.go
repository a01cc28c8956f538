package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestPrinted checks Set.Printed: the commands that print a secret, the
// outputs that are one token, and the commands and outputs that are not.
func TestPrinted(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(41))
	tok := randToken(r, tAlnum, 24)
	for _, cmd := range []string{
		"openssl rand -hex 32", "openssl rand -base64 24", `python3 -c "import secrets; print(secrets.token_urlsafe(32))"`,
		`node -e "console.log(require('crypto').randomBytes(32).toString('hex'))"`, "head -c 32 /dev/urandom | base64",
		"pwgen -s 24 1", "gh auth token", "heroku auth:token", "gcloud auth print-access-token",
		"gcloud auth application-default print-access-token", "az account get-access-token --query accessToken -o tsv",
		"aws ecr get-login-password --region eu-west-1", "aws configure get aws_secret_access_key",
		"vault print token", "vault kv get -field=password secret/db", `op read "op://vault/db/password"`,
		"bw get password github", "pass show db/prod", "pass db/prod", "security find-generic-password -s api -w",
		"secret-tool lookup service api", "kubectl create token deployer",
		"kubectl get secret db -o jsonpath='{.data.password}' | base64 -d", "doppler secrets get API_KEY --plain",
		"terraform output -raw db_password", "echo $OPENAI_API_KEY", `echo "${GITHUB_TOKEN}"`, "printenv DB_PASSWORD",
		`printf '%s' "$API_SECRET"`, "cd /srv && echo $STRIPE_SECRET_KEY", "set -e\necho $NPM_TOKEN",
		"cat ~/.vault-token", "cat /run/secrets/db_password", "cat .npm-token", "head -n1 secrets/api_key.txt",
		"cat /var/run/secrets/kubernetes.io/serviceaccount/token",
		"cat ~/.vault-token; echo", "docker exec api printenv DB_PASSWORD", "openssl rand -hex 32 | tr -d '\\n'",
		"jq -r '.access_token' token.json", "jq -r .auth.client_secret creds.json", `python3 -c 'import os; print(os.environ["API_KEY"])'`,
		`node -p process.env.GITHUB_TOKEN`, "heroku config:get STRIPE_SECRET_KEY", "gcloud secrets versions access latest --secret=db",
		"az keyvault secret show --vault-name kv --name db --query value -o tsv",
		"aws secretsmanager get-secret-value --secret-id db --query SecretString --output text",
		"aws ssm get-parameter --name /db/pw --with-decryption --query Parameter.Value --output text",
		"aws sts get-session-token --query Credentials.SessionToken --output text", "vault token create -field=token",
		"kubectl get secret db -o jsonpath='{.data.password}'", "wg genkey", "bin/rails secret", "mix phx.gen.secret",
		"php artisan key:generate --show", "terraform output db_password",
		"cat ~/.ansible/vault_pass.txt", "cat config/master.key", "cat .vault-pass",
		"argocd admin initial-password -n argocd", "sudo cat /etc/zabbix/zabbix_agent2.psk", "cat ~/.erlang.cookie", "cat /data/geth/pw.txt",
		"bitcoin-cli -rpcwallet=hot dumpprivkey bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh", "gaiad keys export validator --unarmored-hex --unsafe",
		"kwallet-query -f Passwords -r 'ssh-agent' kdewallet", "keyctl pipe 733901042; echo", "keyctl print 519923",
		"settings.SECRET_KEY", `settings.DATABASES["default"]["PASSWORD"]`, "heroku config:get SECRET_KEY_BASE -a shop",
		// one command continued over lines; Gitea's and Forgejo's new token
		"openssl rand \\\n    -hex 32", "docker exec -u git gitea gitea admin user generate-access-token \\\n    --username ci --token-name ci \\\n    --scopes all --raw",
	} {
		if !s.PrintsSecret(cmd) {
			t.Errorf("%q: prints no secret", cmd)
		}
	}
	for _, cmd := range []string{
		"git rev-parse HEAD", "uuidgen", "echo $HOME", "echo $PUBLIC_KEY", "printenv PATH", "echo $API_KEY_FILE",
		"openssl x509 -in cert.pem -noout -fingerprint", "cat README.md", "password-reset --help", "pass --version | head -1",
		"kubectl get secrets", "echo $TOKEN | wc -c",
		"cat VERSION", "cat tokenizer_config.json | wc -l", "cat checksums.md5", "cat compass.json", "cat bypass.txt",
		"cat pwd.txt.bak.d/", "cat cpw.txt", "cat psk.md", "argocd admin settings", "gaiad keys export validator", "kwallet-query -l kdewallet", "keyctl show",
		"settings.DEBUG", "settings.SECRET_KEY_FILE", `config["token_url"]`,
		// what a substitution prints is the variable's; the last command is what prints
		"docker run -d -e POSTGRES_PASSWORD=$(openssl rand -hex 16) postgres", "GH_TOKEN=$(gh auth token) gh api user --jq .login",
		"export API_KEY=`openssl rand -hex 16`\n./deploy.sh", "# generate with openssl rand -hex 32\ngit rev-parse HEAD",
		"openssl rand -hex 32 > key.txt && ls", "gitea admin user generate-access-token --username ci --token-name ci",
		"git rev-parse \\\n    HEAD",
		"jq -r '.name' package.json", `node -p process.env.HOME`, "heroku config:get DATABASE_URL_HOST", "terraform output vpc_id",
		"aws sts get-caller-identity --query Account --output text",
	} {
		if s.PrintsSecret(cmd) {
			t.Errorf("%q: prints a secret", cmd)
		}
	}
	if ms := s.Printed("  " + tok + "\n"); len(ms) != 1 || ms[0].Secret != tok || ms[0].RuleID != printedID {
		t.Errorf("%+v, want %s", ms, tok)
	}
	for _, out := range []string{"", "\n", "short\n", "null\n", "two words\n", tok + "\n" + tok + "\n", "<your-token-here>\n",
		"12345678901\n", "/home/dev/project\n", "https://example.com/x\n", tok + "\u2028", tok + "\u200b"} {
		if ms := s.Printed(out); len(ms) != 0 {
			t.Errorf("output %q: %+v reported", out, ms)
		}
	}
}

// TestPrintedDisabled checks that disabling the rule disables Printed.
func TestPrintedDisabled(t *testing.T) {
	s, err := New(Config{DisableRules: []string{printedID}})
	if err != nil {
		t.Fatal(err)
	}
	if s.PrintsSecret("openssl rand -hex 32") {
		t.Errorf("a disabled rule reads commands")
	}
}

// TestPrintedTranscript: in a terminal's transcript pasted or printed in
// one string, the one-token output of a command that prints a secret is
// found after a prompt's line; other commands' output, outputs of more
// than one line and lines that are no prompt are not.
func TestPrintedTranscript(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{printedID, func(r *rand.Rand) []sample {
		k := func() string { return randToken(r, tAlnum, 24) }
		k1, k2, k3, k4, k5, hex := k(), k(), k(), k(), k(), randToken(r, tHex, 64)
		return []sample{
			one("$ kubectl get secret db -o jsonpath='{.data.password}' | base64 -d\n"+k1+"\n$ ls\n", k1),
			one("bob@box:~/src$ op read op://vault/db/password\n"+k2, k2),
			one("Here is what I ran:\n\n$ openssl rand -hex 32\n"+hex+"\n\nThen I saved it.", hex),
			one(">>> import secrets\n>>> secrets.token_urlsafe(18)\n'"+k3+"'", k3),
			one("[root@db-1 ~]# cat /run/secrets/db_password\n"+k4+"\n", k4),
			one("% echo $OPENAI_API_KEY\n"+k5, k5),
			// found by review: fences, bare prompts after the output, zsh's
			// and virtualenv's prompts, root's prompt as the next line
			one("```console\n$ openssl rand -hex 32\n"+hex+"\n```\n", hex),
			one("$ gh auth token\n"+k1+"Q\n$", k1+"Q"),
			one("bob@mac ~ % op read op://v/db/password\n"+k2+"Q\n", k2+"Q"),
			one("(venv) bob@box:~/src$ python -c 'import secrets; print(secrets.token_hex(16))'\n"+k3+"Q\n", k3+"Q"),
			one("root@db:~# cat /run/secrets/api_key\n"+k4+"Q\nroot@db:~# exit\n", k4+"Q"),
			// a REPL's echo of a secret-named expression, terraform console
			one(">>> from django.conf import settings\n>>> settings.SECRET_KEY\n'"+k5+"Q'\n>>> settings.DEBUG\nFalse\n", k5+"Q"),
			one("$ terraform console\n> nonsensitive(random_password.admin.result)\n\""+k1+"Z\"\n> exit\n", k1+"Z"),
			// password managers: the password first, the entry's fields after it
			one("$ pass show email/fastmail\n"+k2+"!\nlogin: dana@example.com\nurl: https://app.example.com\n", k2+"!"),
			one("$ gopass show -f infra/nas\n"+k3+"#\n---\nuser: admin\n", k3+"#"),
			one("$ rbw get --full \"Home Assistant\"\n"+k4+"?\nUsername: dana\n", k4+"?"),
			one("$ keepassxc-cli show -a Password ~/vault.kdbx \"Homelab/Proxmox\"\n"+k5+"%\n", k5+"%"),
			// debuggers' and other languages' prompts and echoes, and
			// expressions that name a secret (found by the repl/ batch)
			one("(byebug) p ENV[\"STRIPE_WEBHOOK_SECRET\"]\n\""+k1+"\"\n(byebug) p ENV[\"RAILS_ENV\"]\n\"production\"\n", k1),
			one("(rabbit@mq-01)1> erlang:get_cookie().\n'"+k2+"'\n(rabbit@mq-01)2> os:getenv(\"RABBITMQ_DEFAULT_USER\").\n\"admin\"\n", k2),
			one("scala> conf.getString(\"slick.dbs.default.db.password\")\nres1: String = "+k3+"?\n\nscala> :quit\n", k3+"?"),
			one("ipdb> p self.client_secret\n'"+k4+"'\nipdb> p resp.json()\n", k4),
			one("(gdb) print cfg->api_token\n$1 = \""+k5+"\"\n(gdb) print len\n$2 = 20\n", k5),
			one("iex(1)> System.get_env(\"SECRET_KEY_BASE\")\n\""+k1+"Q\"\niex(2)> \n", k1+"Q"),
			// R's console: keyring's key_get, Sys.getenv, the next prompt after
			one("R version 4.4.1\n> keyring::key_get(\"redcap\", \"cardio_fu\")\n[1] \""+strings.ToUpper(hex[:32])+"\"\n> # oops\n", strings.ToUpper(hex[:32])),
			one("R version 4.4.1\n> Sys.getenv(\"REDCAP_TOKEN\")\n[1] \""+k2+"R\"\n>\n", k2+"R"),
			// a transcript's command continued over lines
			one("$ openssl rand \\\n    -hex 32\n"+hex+"\n$ ls\n", hex),
		}
	}, func(r *rand.Rand) []string {
		k := randToken(r, tAlnum, 24)
		return []string{
			"$ echo $HOME\n/home/bob", "$ openssl rand -hex 32\nerror: no entropy\nretrying", "$ gh auth token\n",
			"# Generate a key with openssl rand -hex 32\n" + k + " is what the docs show", // a heading, then prose
			"run `openssl rand -hex 32`\n" + k, "$ openssl version\n" + k,
			// found by review: comments are no prompts, and code or markup
			// after one is no printed value
			"# openssl rand -hex 32\nSECRET_KEY_BASE=\n\nPORT=3000\n", "# Generate with: openssl rand -base64 32\nNEXTAUTH_SECRET=\n\n",
			"    # token from os.urandom\n    continue\n", "#!/bin/bash\n# pwgen 16 1\nset_password\n\nexit 0\n",
			"# Using gh auth token\n```console\n$ gh auth token\n```\n", "% keys generated with openssl rand\n\\begin{document}\n\n",
			">>> settings.DEBUG\nFalse\n", "> random_password.admin.result\n(sensitive value)\n",
			">>> len(os.environ[\"API_KEY\"])\n40\n", "(byebug) p ENV[\"RAILS_ENV\"]\n\"" + k + "\"\n",
			"ipdb> p self.client_id\n'" + k + "'\nipdb> c\n", "scala> sys.env(\"KAFKA_SASL_PASSWORD\").length\nres0: Int = 24\n",
			"(gdb) print cfg->api_token\n$1 = 0x0\n",
			"$ pass ls\nPassword Store\nemail\nweb\n", "$ cat README.md\nHello world\nmore text\n",
		}
	}})
}
