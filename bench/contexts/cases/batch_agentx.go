package cases

import (
	"strings"
)

// agentxCases adds what a coding agent itself writes and reads around
// secrets during a session, in its own words and tool calls, as a second
// author of the agent-related batches (see agent/ and agentlog/).
// Situations: the assistant's replies and reasoning quoting a secret it
// found (a live key in a config file, a password in a compose file, a
// private key committed to a repo, a token in CI history) with advice to
// rotate it; summaries of what it changed and plans that carry the value
// ("I'll export GITHUB_TOKEN=… and rerun"); the shell commands it writes
// (heredocs creating .env, .pgpass and .npmrc files, sed -i replacing a
// password, docker run -e and --build-arg, kubectl create secret and
// patch, helm --set, psql with PGPASSWORD, mysql -p, redis-cli -a,
// mongosh URIs, curl with Authorization and x-api-key headers and -u,
// gh secret set, aws configure set, vault kv put, htpasswd, openssl and
// ssh-keygen passphrases, git remote set-url with a token); its file
// writes and edits (edit calls whose old and new text both hold a secret,
// patches moving a hardcoded key into an environment variable, new
// config files, settings JSON, Kubernetes manifests); the results it
// reads back (test failures printing a config, assertion diffs, grep and
// ripgrep hits, git diff and git log -p, cat of credential files,
// env | sort and printenv, docker inspect, kubectl get secret -o yaml
// decoded, a debugger's variables view, a REPL echo, stack traces and
// HTTP client debug output); the user's messages pasting secrets with
// little context ("here's the key", "use this one instead", "pw is …"),
// corrections and follow-ups with typos and in German, French, Spanish,
// Portuguese, Italian, Dutch, Polish, Russian, Turkish, Chinese, Japanese
// and Korean; and masked or rotated values the agent must keep.
// Secrets: provider tokens (Stripe, GitHub, GitLab, OpenAI, Anthropic,
// AWS, Google, Slack, SendGrid, Twilio, npm, PyPI, Docker Hub, Hugging
// Face, Vercel, Netlify, DigitalOcean, Cloudflare, Shopify, Vault, and
// others), passwords people choose, random keys and secrets, private
// keys, connection strings, JWTs and session cookies.
// Benign look-alikes: commit SHAs, request, trace and object ids, UUIDs,
// usernames, hostnames, public keys and fingerprints, file hashes,
// version strings, placeholders (<your-key>, ${VAR}, changeme), masked
// values (***, <redacted>, sk_live_…4f2a, "the old key ending in …"),
// secret references and code identifiers. The case names start with
// "agentx/".
func (g *G) agentxCases() {
	g.agxFindings()
	g.agxPlans()
	g.agxBash()
	g.agxEdits()
	g.agxResults()
	g.agxUser()
	g.agxIntl()
	g.agxMasked()
	g.agxBenign()
}

// ---- helpers used only here ----

// agxAdd is add with the "agentx/" prefix and "ˋ" standing for a backtick.
func (g *G) agxAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("agentx/"+name, bt(tmpl), v, benign...)
}

// agxCookie is a Rails-style signed session cookie value.
func (g *G) agxCookie() string { return g.b64(96) + "--" + g.hex(40) }

// agxColons puts a colon between each pair of characters, as fingerprints show.
func agxColons(h string) string {
	var p []string
	for i := 0; i+2 <= len(h); i += 2 {
		p = append(p, h[i:i+2])
	}
	return strings.Join(p, ":")
}

// agxShort is a short commit or object id.
func (g *G) agxShort() string { return g.hex(7) }

// ---- the assistant quoting what it found ----

func (g *G) agxFindings() {
	g.agxAdd("found-stripe-key-prod-rb", `
⏺ Read(config/initializers/stripe.rb)
  ⎿  Read 14 lines

⏺ I found a hardcoded Stripe live secret key in config/initializers/stripe.rb
  on line 3:

    Stripe.api_key = "«a»"

  This is a live-mode key (sk_live_), so it can create charges and refunds
  on the real account. It has been in the repo since commit «_c». I'd
  strongly recommend rotating it in the Stripe dashboard (Developers → API
  keys → Roll key) and loading it from ENV["STRIPE_SECRET_KEY"] instead.
  Want me to make that change?
`, V{"a": g.skLive(), "_c": g.agxShort()}, `ENV["STRIPE_SECRET_KEY"]`)

	g.agxAdd("found-aws-pair-in-test-fixture", `
I searched the repo for anything that looks like AWS credentials:

  tests/fixtures/s3_upload.py:12:    aws_access_key_id="«a»",
  tests/fixtures/s3_upload.py:13:    aws_secret_access_key="«b»",

These aren't the documented example keys (AKIAIOSFODNN7EXAMPLE); they look
like a real IAM user's keys. The test mocks S3 with moto, so it doesn't
need real ones at all. I'll replace them with "testing"/"testing" and you
should deactivate the key pair in IAM (user: «_u»).
`, V{"a": g.awsID(), "b": g.awsSecret(), "_u": "ci-uploader-" + g.s(alLower, 4)}, "AKIAIOSFODNN7EXAMPLE")

	g.agxAdd("found-compose-postgres-password", `
Looking at docker-compose.yml, the database password is set in two places
and they don't match, which explains the "password authentication failed"
error:

- service ˋdbˋ: POSTGRES_PASSWORD=«a»
- service ˋapiˋ: DATABASE_URL=postgres://app:«b»@db:5432/app

The api container is still using the old one. I'll update DATABASE_URL to
use «a» so they agree, then restart both services.
`, V{"a": g.pwURL(), "b": g.pwURL()}, "postgres://app:")

	g.agxAdd("found-ssh-key-committed", `
⏺ Bash(git log --diff-filter=A --format='%h %an %s' -- deploy/id_ed25519)
  ⎿  «_c» Dana Whitfield add deploy key for staging

⏺ Bash(cat deploy/id_ed25519)
  ⎿  «k»

⏺ There's an unencrypted OpenSSH private key committed at deploy/id_ed25519
  (added in «_c»). Its public half is in deploy/id_ed25519.pub:
  «_p»
  Anyone with read access to the repo can use it. Remove it from history
  with git filter-repo and replace the key in the server's authorized_keys.
`, func() V {
		k, pub := g.sshEd25519("deploy@staging")
		return V{"_c": g.agxShort(), "k": k.block(), "_p": pub + " deploy@staging"}
	}())

	g.agxAdd("found-github-token-in-git-remote", `
Ran ˋgit remote -vˋ to see why pushes go to the wrong account:

origin	https://«a»@github.com/northwind-labs/billing-api.git (fetch)
origin	https://«a»@github.com/northwind-labs/billing-api.git (push)

The remote URL has a personal access token embedded in it. That token
ends up in .git/config and in any shell history that printed it. I'll
switch the remote to plain https://github.com/northwind-labs/billing-api.git
and let the credential helper (gh auth) handle auth. Please revoke the
token at github.com/settings/tokens.
`, V{"a": g.ghp()}, "https://github.com/northwind-labs/billing-api.git")

	g.agxAdd("found-openai-key-in-notebook-output", `
The notebook analysis.ipynb has the key in a cell's saved output, not
just in the source. Cell 4 ran ˋ!env | grep OPENAIˋ and the output was
saved:

    OPENAI_API_KEY=«a»
    OPENAI_ORG_ID=«_o»

Clearing outputs (ˋjupyter nbconvert --clear-output --inplace analysis.ipynbˋ)
fixes the file, but the key is already in two pushed commits, so it needs
to be rotated.
`, V{"a": g.openai(), "_o": "org-" + g.an(24)})

	g.agxAdd("found-jwt-secret-weak", `
Reviewing auth/jwt.go — the HMAC secret is a constant:

    var signingKey = []byte("«a»")

and the same string is in .env.example, so every environment that copied
the example file signs tokens with the same key. Anyone who reads the repo
can mint admin tokens. I'd generate a fresh one per environment (ˋopenssl
rand -base64 48ˋ) and read it from JWT_SIGNING_KEY.
`, V{"a": g.pw()}, "JWT_SIGNING_KEY", "openssl\nrand -base64 48")

	g.agxAdd("found-slack-webhook-and-bot", `
Both Slack credentials used by the alerting job are inline in
scripts/notify.sh:

  WEBHOOK="https://hooks.slack.com/services/«=t»/«=b»/«w»"
  SLACK_BOT_TOKEN=«x»

The webhook URL alone is enough to post into #ops-alerts. Since this repo
is public on GitHub, treat both as leaked: regenerate the webhook and
reinstall the app to get a new bot token.
`, V{"=t": g.slackT(), "=b": g.slackB(), "w": g.an(24), "x": g.xoxb()}, "#ops-alerts")

	g.agxAdd("found-sendgrid-in-settings-py", `
Found it — the email failures aren't a SendGrid outage. settings/prod.py
has two EMAIL_HOST_PASSWORD assignments; the second one wins:

  118  EMAIL_HOST_PASSWORD = os.environ.get("SENDGRID_API_KEY")
  ...
  241  EMAIL_HOST_PASSWORD = "«a»"  # TODO remove

That hardcoded key was revoked (SendGrid returns 401 for it). Deleting
line 241 makes it fall back to the env var, which holds the current key.
`, V{"a": g.sendgrid()}, `os.environ.get("SENDGRID_API_KEY")`)

	g.agxAdd("found-kubeconfig-client-key", `
The kubeconfig you pointed me at (~/Downloads/prod-admin.kubeconfig) uses
client certificate auth rather than OIDC:

users:
- name: prod-admin
  user:
    client-certificate-data: «_cert»
    client-key-data: «k»

The client-key-data is the private key for the cluster-admin identity, so
this file is effectively a root password for the prod cluster. Please
don't commit it; I've added *.kubeconfig to .gitignore.
`, V{"_cert": b64s(g.certPEM().block()), "k": b64s(g.rsaPEM().block())}, "*.kubeconfig")

	g.agxAdd("found-npmrc-token-home", `
The 401 from the registry comes from ~/.npmrc, which overrides the
project's .npmrc:

  //registry.npmjs.org/:_authToken=«a»
  @acme:registry=https://npm.pkg.github.com
  //npm.pkg.github.com/:_authToken=«b»

The first token is for npmjs.org and works; the GitHub Packages one is
expired. Generate a new classic PAT with read:packages and put it on the
third line.
`, V{"a": g.npmTok(), "b": g.ghp()}, "@acme:registry=https://npm.pkg.github.com")

	g.agxAdd("found-db-url-in-ci-log", `
I pulled the failed job log with ˋgh run view 9813320457 --log-failedˋ and
the migration step prints the full connection string before connecting:

migrate	Run alembic upgrade head	2025-03-04T10:21:07.1Z Connecting to postgresql+psycopg://billing_rw:«a»@billing-prod.cluster-c8x2ab1.eu-west-1.rds.amazonaws.com:5432/billing
migrate	Run alembic upgrade head	2025-03-04T10:21:37.4Z sqlalchemy.exc.OperationalError: timeout expired

Since the logs of this repo are visible to all org members, that password
should be changed. The timeout itself is the security group: the runner's
IP isn't allowed.
`, V{"a": g.pwURL()}, "gh run view 9813320457 --log-failed")

	g.agxAdd("found-anthropic-key-twice", `
Two different Anthropic keys are configured:

- .env:            ANTHROPIC_API_KEY=«a»
- ~/.zshrc line 88: export ANTHROPIC_API_KEY="«b»"

Because direnv loads .env after your shell starts, the project uses the
first one. The 'credit balance too low' error suggests that key belongs to
the workspace without billing. Which one should I keep?
`, V{"a": g.anthropic(), "b": g.anthropic()})

	g.agxAdd("found-twilio-in-js-bundle", `
The built bundle leaks server credentials. In dist/assets/index-«_h».js:

  const client = twilio("«s»", "«a»");

That's the Account SID and Auth Token, and the bundle is served publicly
from the CDN. Twilio calls have to move behind the /api/sms endpoint; the
auth token must be rotated in the console since anyone who loaded the site
could read it.
`, V{"_h": g.s(alAlnum, 8), "s": g.twilioSID(), "a": g.hex(32)}, "/api/sms")

	g.agxAdd("found-gcp-sa-json-in-repo", `
ˋgit ls-files | grep -i jsonˋ shows credentials/gcp-sa.json tracked. It's a
service account key:

{
  "type": "service_account",
  "project_id": "harvest-analytics-prod",
  "private_key_id": "«_kid»",
  "private_key": "«k»",
  "client_email": "etl-runner@harvest-analytics-prod.iam.gserviceaccount.com",
  "client_id": "«_cid»"
}

I'll remove it from the index, add it to .gitignore and switch the loader
to GOOGLE_APPLICATION_CREDENTIALS. The key (id «_kid») should be disabled
in IAM → Service accounts.
`, V{"_kid": g.hex(40), "k": jsonEsc(g.pkcs8RSAPEM().block()), "_cid": g.digits(21)},
		"etl-runner@harvest-analytics-prod.iam.gserviceaccount.com")

	g.agxAdd("found-reasoning-vault-root", `
<thinking>
The user wants the Helm chart to read from Vault. The values file already
has vault.token set to «a» — that's a root-looking token (hvs. prefix)
checked into values-prod.yaml. I should not copy it into the new
template; instead use the Vault agent injector annotations. Also mention
it should be revoked.
</thinking>

I'll switch the chart to the Vault agent injector. Note: values-prod.yaml
contains a Vault token in plain text (vault.token); please revoke it with
ˋvault token revoke -selfˋ after we move over.
`, V{"a": g.vaultTok()}, "vault token revoke -self")

	g.agxAdd("found-mongo-uri-in-readme", `
The README's "Quick start" section has a working Atlas connection string:

> mongodb+srv://admin:«a»@cluster0.x7bq2.mongodb.net/shop?retryWrites=true&w=majority

I tried it read-only (ˋmongosh "$URI" --eval 'db.runCommand({ping:1})'ˋ)
and it connects, so it's live. I'll replace it in the README with
mongodb+srv://<user>:<password>@<cluster>/shop and you should change the
admin user's password in Atlas.
`, V{"a": g.pwURL()}, "mongodb+srv://<user>:<password>@<cluster>/shop")

	g.agxAdd("found-cookie-in-har", `
The HAR you attached (login-bug.har) includes your session. Entry 14's
request headers:

  Cookie: _shop_session=«a»; cart_id=«_cart»; locale=en-GB

With that cookie anyone can act as you on staging until it expires. I
only needed the response timing; next time export with "Sanitize" on, or
log out after sharing so the session is invalidated.
`, V{"a": g.agxCookie(), "_cart": g.uuid()}, "locale=en-GB")

	g.agxAdd("found-huggingface-token-in-script", `
train.sh logs in non-interactively:

  huggingface-cli login --token «a» --add-to-git-credential

That stores the token in ~/.cache/huggingface/token and in git's
credential store, and puts it in your shell history. Use
ˋhuggingface-cli login --token "$HF_TOKEN"ˋ with HF_TOKEN from the job's
secrets instead.
`, V{"a": g.hfTok()}, `huggingface-cli login --token "$HF_TOKEN"`)

	g.agxAdd("found-rds-password-terraform-state", `
terraform.tfstate is committed and it contains the generated master
password in clear text:

      "attributes": {
            "identifier": "orders-db",
            "username": "orders_admin",
            "password": "«a»",
            "endpoint": "orders-db.c3kq1xv9.us-east-2.rds.amazonaws.com:5432",

State should live in the S3 backend (it's already declared in backend.tf
but was never migrated). After ˋterraform init -migrate-stateˋ, delete the
local file and rotate the password.
`, V{"a": g.pwStrong()}, "orders-db.c3kq1xv9.us-east-2.rds.amazonaws.com:5432")

	g.agxAdd("found-shopify-and-webhook-secret", `
Summary of credentials I found while tracing the webhook bug:

1. .env → SHOPIFY_ADMIN_TOKEN=«a» (Admin API, write_orders scope)
2. .env → SHOPIFY_WEBHOOK_SECRET=«b»
3. app/webhooks.ts compares HMACs with ===, not timingSafeEqual

The bug is (3) plus the secret being read from the wrong variable name
(SHOPIFY_API_SECRET, which is undefined in production). Neither credential
leaked outside .env as far as I can tell.
`, V{"a": g.shpat(), "b": g.hex(64)}, "SHOPIFY_API_SECRET")

	g.agxAdd("found-pem-in-env-multiline", `
The reason dotenv fails to parse .env is the multiline private key on
line 7; it isn't quoted:

  APPLE_PRIVATE_KEY=«k»
  APPLE_KEY_ID=«_kid»
  APPLE_TEAM_ID=«_t»

dotenv needs it in double quotes with \n escapes, or on separate lines
inside quotes. I'll convert it to a single line with \n.
`, V{"k": g.ecPKCS8().block(), "_kid": g.s(alUpNum, 10), "_t": g.s(alUpNum, 10)})

	g.agxAdd("found-docker-config-auths", `
ˋcat ~/.docker/config.jsonˋ:

{
  "auths": {
    "ghcr.io": { "auth": "«a»" },
    "registry.gitlab.com": { "auth": "«b»" }
  },
  "credsStore": ""
}

Both entries are base64 of user:token in clear text because credsStore is
empty. The ghcr.io one decodes to your GitHub username and a PAT. Setting
"credsStore": "osxkeychain" and logging in again would keep them out of
this file.
`, V{"a": b64s("mkowalczyk:" + g.ghp()), "b": b64s("mkowalczyk:" + g.glpat())}, `"credsStore": "osxkeychain"`)

	g.agxAdd("found-netlify-token-package-json", `
package.json has the deploy token inside a script:

  "scripts": {
    "deploy": "netlify deploy --prod --auth «a» --site «_s»"
  }

The site id is fine to keep, but the auth token gives full access to your
Netlify account. I'll change the script to use NETLIFY_AUTH_TOKEN from the
environment (the CLI reads it automatically).
`, V{"a": g.netlify(), "_s": g.uuid()}, "NETLIFY_AUTH_TOKEN")
}

// ---- plans and summaries that carry the value ----

func (g *G) agxPlans() {
	g.agxAdd("plan-export-github-token-rerun", `
The release script failed with "Bad credentials" because GITHUB_TOKEN in
your shell is the expired one. Plan:

1. export GITHUB_TOKEN=«a»   (the token you pasted above)
2. rerun ˋnpm run releaseˋ
3. if it passes, store the token with ˋgh secret set RELEASE_TOKENˋ so CI
   uses it too

Running step 1 and 2 now.
`, V{"a": g.ghFine()}, "gh secret set RELEASE_TOKEN")

	g.agxAdd("summary-changes-env-and-config", `
## Summary of changes

- Added .env.local with:
  - DATABASE_URL=postgresql://postgres:«a»@localhost:54322/postgres
  - NEXT_PUBLIC_SUPABASE_URL=http://127.0.0.1:54321
  - SUPABASE_SERVICE_ROLE_KEY=«b»
- lib/supabase/server.ts now reads the service role key from the env
- Removed the hardcoded anon key from components/Login.tsx

All 42 tests pass (ˋpnpm test --runˋ).
`, V{"a": g.pwURL(), "b": g.supabaseService()}, "http://127.0.0.1:54321", "pnpm test --run")

	g.agxAdd("plan-rotate-then-update-secrets", `
Here's what I'll do to finish the rotation:

  aws iam create-access-key --user-name deploy-bot      # done, new key below
  AccessKeyId:     «a»
  SecretAccessKey: «b»

  gh secret set AWS_ACCESS_KEY_ID --body "«a»"
  gh secret set AWS_SECRET_ACCESS_KEY --body "«b»"
  aws iam update-access-key --user-name deploy-bot --access-key-id «_old» --status Inactive

I'll wait for the next deploy to go green before deleting the old key.
`, V{"a": g.awsID(), "b": g.awsSecret(), "_old": "AKIA" + strings.Repeat("X", 12) + "7Q2M"})

	g.agxAdd("reply-used-password-you-gave", `
Done. I logged into the staging admin with the credentials you gave
(username ˋops-adminˋ, password ˋ«a»ˋ) and toggled the "maintenance
banner" flag off. The banner is gone on https://staging.lumenfield.app.

I didn't change anything else. You may want to change that password since
it's now in this chat log.
`, V{"a": g.pw()}, "https://staging.lumenfield.app", "ops-admin")

	g.agxAdd("summary-table-of-env-vars", `
Here's the final environment for the worker (Railway → Variables):

| Variable             | Value                                |
|----------------------|--------------------------------------|
| REDIS_URL            | redis://default:«a»@redis.railway.internal:6379 |
| QUEUE_CONCURRENCY    | 8                                    |
| OPENAI_API_KEY       | «b» |
| SENTRY_ENVIRONMENT   | production                           |

Redeploy picked them up (deployment «_d»).
`, V{"a": g.an(32), "b": g.openai(), "_d": g.uuid()}, "redis.railway.internal:6379")

	g.agxAdd("plan-in-todo-list", `
Todos
  ☒ Reproduce 403 from /v2/orders
  ☒ Check which key the client sends (x-api-key: «a»)
  ☐ Ask user whether «a» is the sandbox or live key
  ☐ Swap to the key from 1Password item "Orders API (live)"
  ☐ Re-run integration tests
`, V{"a": "ok_live_" + g.an(32)}, `"Orders API (live)"`)

	g.agxAdd("reply-curl-command-for-user", `
You can verify the new key works before we wire it in:

ˋˋˋbash
curl -sS https://api.mailgun.net/v3/mg.brightcove-dental.com/messages \
  -u "api:«a»" \
  -F from='Clinic <noreply@mg.brightcove-dental.com>' \
  -F to='you@example.com' \
  -F subject='test' -F text='hello'
ˋˋˋ

A 200 with "Queued. Thank you." means it's good.
`, V{"a": g.mailgun()}, "noreply@mg.brightcove-dental.com")

	g.agxAdd("summary-pr-description-with-key", `
I drafted the PR description:

> **Move payment keys to Secrets Manager**
>
> Previously ˋPAYMENTS_KEYˋ was hardcoded in app/config.py as
> ˋ«a»ˋ. This PR reads it from the secret ˋprod/payments/keyˋ at
> startup and caches it for 10 minutes.
>
> ⚠️ Rotate the old key after merge.

Should I remove the old value from the description before opening it? It
would otherwise be visible to everyone with repo access.
`, V{"a": g.rkLive()}, "prod/payments/key")

	g.agxAdd("plan-reasoning-which-key", `
Thinking: The test suite uses STRIPE_SECRET_KEY. The user pasted two keys:
«a» (test mode, starts with sk_test_) and «b» (restricted live key,
rk_live_). Integration tests must never hit live mode, so I'll put the
test key in .env.test and leave the restricted one for .env.production,
which is gitignored.
`, V{"a": g.skTest(), "b": g.rkLive()})

	g.agxAdd("summary-deploy-notes-ssh", `
Deployed v2.14.3 to app-02.

What I ran:
  ssh deploy@app-02.internal 'cd /srv/app && git fetch && git checkout v2.14.3'
  ssh deploy@app-02.internal 'sudo systemctl restart app'
  sshpass -p '«a»' ssh root@app-02.internal 'journalctl -u app -n 20'

The last one used the root password you gave me because deploy can't read
the journal. Consider adding deploy to the systemd-journal group instead.
`, V{"a": g.pw()}, "v2.14.3", "deploy@app-02.internal")

	g.agxAdd("plan-set-cloudflare-token-wrangler", `
To publish the worker I need the API token in the environment; wrangler
won't prompt in CI mode:

  CLOUDFLARE_API_TOKEN=«a» CLOUDFLARE_ACCOUNT_ID=«_acc» npx wrangler deploy

Running it now with the token you just created ("Edit Workers" template).
`, V{"a": g.cfToken(), "_acc": g.hex(32)}, "npx wrangler deploy")

	g.agxAdd("summary-what-i-stored-keychain", `
I stored the credentials where the tools expect them:

- macOS Keychain: ˋsecurity add-generic-password -a "$USER" -s openrouter -w '«a»'ˋ
- ~/.config/llm/keys.json: {"openrouter": "«a»"}
- fish universal var: ˋset -Ux OPENROUTER_BASE https://openrouter.ai/api/v1ˋ

ˋllm -m openrouter/anthropic/claude-3.5-sonnet 'hi'ˋ now answers.
`, V{"a": g.openrouter()}, "https://openrouter.ai/api/v1")

	g.agxAdd("reply-explaining-jwt-contents", `
I decoded the token from the failing request (it's not encrypted, only
signed):

  «a»

  header:  {"alg":"HS256","typ":"JWT"}
  payload: sub, email, iat, exp

exp is one hour after iat, and the request was made 3h later, so the API
correctly rejects it. The refresh flow isn't running because
refreshToken is undefined in the store.
`, V{"a": g.userJWT()}, `{"alg":"HS256","typ":"JWT"}`)

	g.agxAdd("plan-helm-set-passwords", `
I'll install the chart with the passwords you chose so they match the
existing volumes:

  helm upgrade --install keycloak bitnami/keycloak -n auth \
    --set auth.adminUser=admin \
    --set auth.adminPassword='«a»' \
    --set postgresql.auth.password='«b»' \
    --version 24.4.10

Note that helm stores these values in the release secret; ˋhelm get values
keycloak -n authˋ will print them.
`, V{"a": g.pw(), "b": g.pwStrong()}, "--version 24.4.10")

	g.agxAdd("summary-fixed-flaky-auth-test", `
Fixed the flaky auth test. The cause: tests/conftest.py generated a random
SECRET_KEY per worker, but pytest-xdist shares the session store, so
sessions signed by worker gw0 failed on gw1. I pinned it for tests only:

  app.config["SECRET_KEY"] = "«a»"

This value only exists in the test config; production still reads
SECRET_KEY from the environment.
`, V{"a": g.hex(64)}, "pytest-xdist")

	g.agxAdd("reply-connection-string-for-dbeaver", `
For DBeaver, use these settings (taken from the .env you showed me):

  Host:     pg-main.tail3c9a1.ts.net
  Port:     5432
  Database: inventory
  Username: inv_readonly
  Password: «a»

or paste the whole URL: postgresql://inv_readonly:«a»@pg-main.tail3c9a1.ts.net:5432/inventory?sslmode=require
`, V{"a": g.pwURL()}, "pg-main.tail3c9a1.ts.net", "inv_readonly")

	g.agxAdd("plan-codex-style-exec", `
codex
I'll set the Doppler token for the CLI and pull the secrets to check which
one is missing.

exec
bash -lc 'export DOPPLER_TOKEN=«a» && doppler secrets --project api --config prd --only-names'
 succeeded in 912ms:
┌─────────────────────┐
│ NAME                │
├─────────────────────┤
│ DATABASE_URL        │
│ DOPPLER_CONFIG      │
│ STRIPE_SECRET_KEY   │
└─────────────────────┘
`, V{"a": g.doppler()}, "--only-names")

	g.agxAdd("summary-telegram-bot-setup", `
The bot is live. Recap:

• Created via @BotFather, username @lindenmoor_alerts_bot
• Token: «a»
• Chat id for the ops group: «_chat»
• systemd unit /etc/systemd/system/tg-alerts.service has
  Environment=TELEGRAM_TOKEN=«a»

Test message "hello from the server" arrived in the group.
`, V{"a": g.telegram(), "_chat": "-100" + g.digits(10)}, "@lindenmoor_alerts_bot")

	g.agxAdd("reply-sorry-printed-secret", `
Sorry — my last command printed the whole secret to the terminal:

  $ kubectl get secret api-env -o jsonpath='{.data.DATABASE_PASSWORD}' | base64 -d
  «a»

I should have checked only that the key exists. Since this session's
output may be logged, consider rotating it. From now on I'll use
ˋkubectl get secret api-env -o jsonpath='{.data}' | jq keysˋ.
`, V{"a": g.pwStrong()}, "kubectl get secret api-env -o jsonpath='{.data}' | jq keys")
}

// ---- shell commands the agent writes ----

func (g *G) agxBash() {
	g.agxAdd("heredoc-create-dotenv", `
⏺ Bash(cat > .env <<'EOF'
      NODE_ENV=development
      PORT=3000
      DATABASE_URL=postgres://shop:«a»@localhost:5432/shop_dev
      JWT_SECRET=«b»
      RESEND_API_KEY=«c»
      EOF)
  ⎿  (No content)
`, V{"a": g.pwURL(), "b": g.hex(64), "c": "re_" + g.an(8) + "_" + g.an(24)}, "NODE_ENV=development")

	g.agxAdd("sed-i-replace-password", `
⏺ Bash(sed -i 's/^DB_PASSWORD=.*/DB_PASSWORD=«a»/' .env && grep -n DB_ .env)
  ⎿  4:DB_HOST=127.0.0.1
     5:DB_PORT=3306
     6:DB_USERNAME=laravel
     7:DB_PASSWORD=«a»
`, V{"a": g.pwURL()}, "DB_USERNAME=laravel")

	g.agxAdd("sed-i-macos-old-new-password", `
$ sed -i '' 's|spring.datasource.password=«a»|spring.datasource.password=«b»|' src/main/resources/application-local.properties
$ git diff --stat
 src/main/resources/application-local.properties | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)
`, V{"a": g.pw(), "b": g.pw()}, "src/main/resources/application-local.properties")

	g.agxAdd("docker-run-e-flags", `
⏺ Bash(docker run -d --name metabase -p 3000:3000 \
        -e MB_DB_TYPE=postgres \
        -e MB_DB_DBNAME=metabase \
        -e MB_DB_USER=metabase \
        -e MB_DB_PASS='«a»' \
        -e MB_DB_HOST=10.0.4.12 \
        -e MB_ENCRYPTION_SECRET_KEY=«b» \
        metabase/metabase:v0.50.21)
  ⎿  «_cid»
`, V{"a": g.pw(), "b": g.b64(32), "_cid": g.hex(64)}, "metabase/metabase:v0.50.21")

	g.agxAdd("docker-build-arg-npm-token", `
$ docker build --build-arg NPM_TOKEN=«a» -t registry.acme.io/web:«_t» .
[+] Building 41.3s (14/14) FINISHED
 => [internal] load build definition from Dockerfile
 => [deps 3/4] RUN echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc && npm ci
 => exporting to image
 => => naming to registry.acme.io/web:«_t»

Build arg values end up in the image history (docker history --no-trunc),
so I'd switch this to a BuildKit secret mount next.
`, V{"a": g.npmTok(), "_t": g.agxShort()}, "${NPM_TOKEN}")

	g.agxAdd("kubectl-create-secret-generic", `
⏺ Bash(kubectl create secret generic api-secrets -n payments \
        --from-literal=STRIPE_SECRET_KEY=«a» \
        --from-literal=STRIPE_WEBHOOK_SECRET=«b» \
        --from-literal=DATABASE_URL='postgres://payments:«c»@pg-payments.payments.svc:5432/payments' \
        --dry-run=client -o yaml | kubectl apply -f -)
  ⎿  secret/api-secrets configured
`, V{"a": g.skLive(), "b": g.whsec(), "c": g.pwURL()}, "secret/api-secrets configured")

	g.agxAdd("kubectl-create-docker-registry", `
$ kubectl create secret docker-registry regcred \
    --docker-server=registry.gitlab.com \
    --docker-username=gitlab+deploy-token-4417 \
    --docker-password=«a» \
    -n web
secret/regcred created
`, V{"a": g.fgGldt()}, "gitlab+deploy-token-4417")

	g.agxAdd("psql-pgpassword-inline", `
⏺ Bash(PGPASSWORD='«a»' psql -h db.internal.fernhill.io -U reporting -d warehouse -c "select count(*) from orders where created_at > now() - interval '1 day'")
  ⎿   count
     -------
      18234
     (1 row)
`, V{"a": g.pw()}, "db.internal.fernhill.io")

	g.agxAdd("mysql-p-no-space", `
$ mysql -h 127.0.0.1 -P 3307 -u root -p«a» -e 'SHOW DATABASES;'
mysql: [Warning] Using a password on the command line interface can be insecure.
+--------------------+
| Database           |
+--------------------+
| information_schema |
| wp_blog            |
+--------------------+
`, V{"a": g.pwURL()}, "information_schema")

	g.agxAdd("redis-cli-a-flag", `
⏺ Bash(redis-cli -h cache-01.int -p 6380 --tls -a '«a»' --no-auth-warning INFO keyspace)
  ⎿  # Keyspace
     db0:keys=120391,expires=118002,avg_ttl=3521876
     db2:keys=88,expires=0,avg_ttl=0
`, V{"a": g.an(40)}, "cache-01.int")

	g.agxAdd("curl-bearer-header-api", `
⏺ Bash(curl -s https://api.openai.com/v1/models -H "Authorization: Bearer «a»" | jq -r '.data[].id' | head -5)
  ⎿  gpt-4o-mini
     gpt-4o
     o3-mini
     text-embedding-3-small
     whisper-1
`, V{"a": g.openai()}, "text-embedding-3-small")

	g.agxAdd("curl-x-api-key-anthropic", `
$ curl https://api.anthropic.com/v1/messages \
    -H "x-api-key: «a»" \
    -H "anthropic-version: 2023-06-01" \
    -H "content-type: application/json" \
    -d '{"model":"claude-3-5-haiku-latest","max_tokens":32,"messages":[{"role":"user","content":"ping"}]}'
{"id":"msg_«_m»","type":"message","role":"assistant","content":[{"type":"text","text":"pong"}]}
`, V{"a": g.anthropic(), "_m": g.an(24)}, "anthropic-version: 2023-06-01")

	g.agxAdd("curl-u-basic-jira", `
⏺ Bash(curl -s -u "r.okafor@tidewater.co:«a»" "https://tidewater.atlassian.net/rest/api/3/search?jql=project=OPS+AND+status=Open&maxResults=3" | jq '.issues[].key')
  ⎿  "OPS-1182"
     "OPS-1179"
     "OPS-1166"
`, V{"a": g.atlassian()}, "r.okafor@tidewater.co")

	g.agxAdd("gh-secret-set-body", `
$ gh secret set SENTRY_AUTH_TOKEN --repo tidewater/web --body «a»
✓ Set Actions secret SENTRY_AUTH_TOKEN for tidewater/web
$ gh secret set DEPLOY_SSH_KEY --repo tidewater/web < ~/.ssh/deploy_tidewater
✓ Set Actions secret DEPLOY_SSH_KEY for tidewater/web
`, V{"a": "sntrys_" + g.b64u(160)}, "✓ Set Actions secret SENTRY_AUTH_TOKEN for tidewater/web")

	g.agxAdd("aws-configure-set", `
⏺ Bash(aws configure set aws_access_key_id «a» --profile ingest && aws configure set aws_secret_access_key «b» --profile ingest && aws sts get-caller-identity --profile ingest)
  ⎿  {
         "UserId": "AIDA«_uid»",
         "Account": "«_acct»",
         "Arn": "arn:aws:iam::«_acct»:user/ingest-bot"
     }
`, V{"a": g.awsID(), "b": g.awsSecret(), "_uid": g.s(alAWS, 17), "_acct": g.digits(12)})

	g.agxAdd("vault-kv-put", `
$ vault kv put secret/apps/ledger db_password='«a»' api_signing_key=«b»
====== Secret Path ======
secret/data/apps/ledger

======= Metadata =======
Key                Value
---                -----
created_time       2025-02-11T09:14:03.112Z
deletion_time      n/a
destroyed          false
version            4
`, V{"a": g.pw(), "b": g.b64u(43)}, "secret/data/apps/ledger")

	g.agxAdd("htpasswd-b-flag", `
⏺ Bash(htpasswd -bB /etc/nginx/.htpasswd grafana-viewer '«a»' && sudo nginx -t && sudo systemctl reload nginx)
  ⎿  Adding password for user grafana-viewer
     nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
     nginx: configuration file /etc/nginx/nginx.conf test is successful
`, V{"a": g.pw()}, "grafana-viewer")

	g.agxAdd("openssl-pass-pkcs12", `
$ openssl pkcs12 -export -in tls.crt -inkey tls.key -out keystore.p12 -name tomcat -passout pass:«a»
$ keytool -importkeystore -srckeystore keystore.p12 -srcstoretype PKCS12 -srcstorepass «a» -destkeystore keystore.jks -deststorepass «b»
Importing keystore keystore.p12 to keystore.jks...
Entry for alias tomcat successfully imported.
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "Entry for alias tomcat successfully imported.")

	g.agxAdd("ssh-keygen-passphrase", `
⏺ Bash(ssh-keygen -t ed25519 -C "ci@quarry" -f ~/.ssh/quarry_ci -N '«a»')
  ⎿  Generating public/private ed25519 key pair.
     Your identification has been saved in /home/dev/.ssh/quarry_ci
     Your public key has been saved in /home/dev/.ssh/quarry_ci.pub
     The key fingerprint is:
     «_fp» ci@quarry
`, V{"a": g.pw(), "_fp": g.fgFP()}, "ci@quarry")

	g.agxAdd("git-remote-set-url-token", `
$ git remote set-url origin https://oauth2:«a»@gitlab.com/fernhill/infra/terraform-modules.git
$ git push -u origin fix/vpc-cidr
Enumerating objects: 9, done.
To https://gitlab.com/fernhill/infra/terraform-modules.git
 * [new branch]      fix/vpc-cidr -> fix/vpc-cidr
`, V{"a": g.glpat()}, "https://gitlab.com/fernhill/infra/terraform-modules.git")

	g.agxAdd("mongosh-uri-eval", `
⏺ Bash(mongosh "mongodb://admin:«a»@10.1.0.21:27017,10.1.0.22:27017/?replicaSet=rs0&authSource=admin" --quiet --eval 'rs.status().members.map(m => m.stateStr)')
  ⎿  [ 'PRIMARY', 'SECONDARY' ]
`, V{"a": g.pwURL()}, "replicaSet=rs0")

	g.agxAdd("heredoc-pgpass", `
cat > ~/.pgpass <<EOF
analytics-db.int:5432:analytics:etl:«a»
analytics-db.int:5432:*:postgres:«b»
EOF
chmod 600 ~/.pgpass
psql -h analytics-db.int -U etl analytics -c '\dt'
`, V{"a": g.pw(), "b": g.pwStrong()}, "analytics-db.int")

	g.agxAdd("printf-npmrc-ci", `
⏺ Bash(printf '%s\n' '@fernhill:registry=https://npm.pkg.github.com' '//npm.pkg.github.com/:_authToken=«a»' > .npmrc && npm ci --silent && echo OK)
  ⎿  OK
`, V{"a": g.ghp()}, "@fernhill:registry=https://npm.pkg.github.com")

	g.agxAdd("docker-login-password-stdin", `
$ echo «a» | docker login -u tidewaterci --password-stdin
WARNING! Your password will be stored unencrypted in /home/runner/.docker/config.json.
Login Succeeded
`, V{"a": g.dockerPAT()}, "tidewaterci")

	g.agxAdd("export-several-then-run", `
⏺ Bash(export TWILIO_ACCOUNT_SID=«s» TWILIO_AUTH_TOKEN=«a» TWILIO_FROM=+14155550123 && python scripts/send_test_sms.py --to +14155550199)
  ⎿  Sent SM«_m» status=queued
`, V{"s": g.twilioSID(), "a": g.hex(32), "_m": g.hex(32)}, "+14155550123")

	g.agxAdd("sqlcmd-sa-password", `
PS> sqlcmd -S localhost,1433 -U sa -P "«a»" -C -Q "SELECT name FROM sys.databases"
name
--------------------
master
tempdb
model
msdb
Northwind

(5 rows affected)
`, V{"a": g.pwStrong()}, "Northwind")

	g.agxAdd("powershell-setx-env", `
PS C:\src\invoicer> setx AZURE_CLIENT_SECRET "«a»"
SUCCESS: Specified value was saved.
PS C:\src\invoicer> $env:AZURE_CLIENT_ID = "«_cid»"
PS C:\src\invoicer> $env:AZURE_TENANT_ID = "«_tid»"
PS C:\src\invoicer> dotnet run --project src/Invoicer.Api
`, V{"a": g.azSecret(), "_cid": g.uuid(), "_tid": g.uuid()})

	g.agxAdd("wp-cli-user-update", `
⏺ Bash(ssh web@wp-prod-1 'cd /var/www/html && wp user update editor-jana --user_pass="«a»" --skip-email')
  ⎿  Success: Updated user 14.
`, V{"a": g.pw()}, "editor-jana")

	g.agxAdd("rabbitmqctl-add-user", `
$ sudo rabbitmqctl add_user orders_svc '«a»'
Adding user "orders_svc" ...
Done. Don't forget to grant the user permissions to some virtual hosts! See 'rabbitmqctl help set_permissions' to learn more.
$ sudo rabbitmqctl set_permissions -p /orders orders_svc ".*" ".*" ".*"
`, V{"a": g.pwURL()}, "orders_svc")

	g.agxAdd("terraform-var-flags", `
⏺ Bash(terraform plan -var="db_password=«a»" -var="datadog_api_key=«b»" -out=tfplan)
  ⎿  Plan: 3 to add, 1 to change, 0 to destroy.

     Saved the plan to: tfplan
`, V{"a": g.pwStrong(), "b": g.hex(32)}, "Saved the plan to: tfplan")

	g.agxAdd("ansible-extra-vars", `
$ ansible-playbook site.yml -i inventories/prod -l web -e "ansible_become_password=«a» app_secret_key=«b»" --check
PLAY [web] *******************************************************
TASK [Gathering Facts] *******************************************
ok: [web-01]
ok: [web-02]
`, V{"a": g.pw(), "b": g.djangoKey()}, "inventories/prod")

	g.agxAdd("mount-cifs-password", `
⏺ Bash(sudo mount -t cifs //nas01/backups /mnt/backups -o username=svc-backup,password='«a»',vers=3.0 && ls /mnt/backups | tail -3)
  ⎿  2025-03-01.tar.zst
     2025-03-02.tar.zst
     2025-03-03.tar.zst
`, V{"a": g.pw()}, "//nas01/backups")

	g.agxAdd("heroku-config-set", `
$ heroku config:set -a lumen-api SECRET_KEY_BASE=«a» SENDGRID_API_KEY=«b»
Setting SECRET_KEY_BASE, SENDGRID_API_KEY and restarting ⬢ lumen-api... done, v212
SECRET_KEY_BASE:  «a»
SENDGRID_API_KEY: «b»
`, V{"a": g.hex(128), "b": g.sendgrid()}, "⬢ lumen-api")

	g.agxAdd("flyctl-secrets-set", `
⏺ Bash(fly secrets set -a quarry-web DATABASE_URL="postgres://quarry:«a»@quarry-db.flycast:5432/quarry?sslmode=disable" SESSION_SECRET=«b»)
  ⎿  Updating existing machines in 'quarry-web' with rolling strategy
     [1/2] Machine «_m» [app] update finished: success
     [2/2] Machine «_n» [app] update finished: success
`, V{"a": g.pwURL(), "b": g.b64u(64), "_m": g.hex(14), "_n": g.hex(14)}, "quarry-db.flycast:5432")

	g.agxAdd("wget-private-token-header", `
$ wget --header="PRIVATE-TOKEN: «a»" -O artifacts.zip "https://gitlab.fernhill.io/api/v4/projects/88/jobs/artifacts/main/download?job=build"
--2025-03-04 11:02:19--  https://gitlab.fernhill.io/api/v4/projects/88/jobs/artifacts/main/download?job=build
HTTP request sent, awaiting response... 200 OK
Saving to: 'artifacts.zip'
`, V{"a": g.glpat()}, "https://gitlab.fernhill.io/api/v4/projects/88/jobs/artifacts/main/download?job=build")

	g.agxAdd("pip-index-url-token", `
⏺ Bash(pip install --index-url https://__token__:«a»@gitlab.fernhill.io/api/v4/projects/121/packages/pypi/simple fernhill-common==3.2.0)
  ⎿  Looking in indexes: https://__token__:****@gitlab.fernhill.io/api/v4/projects/121/packages/pypi/simple
     Successfully installed fernhill-common-3.2.0
`, V{"a": g.glpat()}, "https://__token__:****@gitlab.fernhill.io/api/v4/projects/121/packages/pypi/simple", "fernhill-common==3.2.0")

	g.agxAdd("stripe-cli-api-key-flag", `
$ stripe listen --api-key «a» --forward-to localhost:4242/webhook
> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is «b» (^C to quit)
2025-03-04 12:01:33   --> checkout.session.completed [evt_«_e»]
`, V{"a": g.skTest(), "b": g.whsec(), "_e": g.an(24)}, "localhost:4242/webhook")

	g.agxAdd("doctl-auth-init-token", `
⏺ Bash(doctl auth init --context fernhill -t «a» && doctl account get)
  ⎿  Validating token... OK
     User Email              Team        Droplet Limit    Email Verified    User UUID                               Status
     ops@fernhill.io         Fernhill    25               true              «_u»    active
`, V{"a": g.doToken(), "_u": g.uuid()}, "ops@fernhill.io")

	g.agxAdd("vercel-env-add-stdin", `
$ printf '%s' '«a»' | vercel env add OPENAI_API_KEY production --token «b»
Vercel CLI 39.1.1
✅  Added Environment Variable OPENAI_API_KEY to Project lumen-web [312ms]
`, V{"a": g.openai(), "b": g.vercel()}, "Vercel CLI 39.1.1")

	g.agxAdd("ldapsearch-bind-password", `
⏺ Bash(ldapsearch -x -H ldaps://dc01.corp.kestrel.local -D "CN=svc-jira,OU=Service,DC=corp,DC=kestrel,DC=local" -w '«a»' -b "OU=Staff,DC=corp,DC=kestrel,DC=local" "(sAMAccountName=lbraun)" mail memberOf)
  ⎿  # lbraun, Staff, corp.kestrel.local
     dn: CN=Lena Braun,OU=Staff,DC=corp,DC=kestrel,DC=local
     mail: lena.braun@kestrel.de
`, V{"a": g.pw()}, "CN=svc-jira,OU=Service,DC=corp,DC=kestrel,DC=local")

	g.agxAdd("git-clone-bitbucket-app-password", `
$ git clone https://jmorales:«a»@bitbucket.org/kestrel-dev/mobile-app.git
Cloning into 'mobile-app'...
remote: Enumerating objects: 18213, done.
Receiving objects: 100% (18213/18213), 41.02 MiB | 9.80 MiB/s, done.
`, V{"a": g.agBitbucket()}, "kestrel-dev/mobile-app.git")

	g.agxAdd("python-one-liner-token", `
⏺ Bash(python3 -c "import requests; r=requests.get('https://api.notion.com/v1/users/me', headers={'Authorization':'Bearer «a»','Notion-Version':'2022-06-28'}); print(r.status_code, r.json().get('name'))")
  ⎿  200 Docs Sync
`, V{"a": g.notion()}, "Notion-Version")
}

// ---- file writes and edits ----

func (g *G) agxEdits() {
	g.agxAdd("edit-move-key-to-env-python", `
⏺ Update(app/clients/openai_client.py)
  ⎿  Updated app/clients/openai_client.py with 2 additions and 1 removal
       1    import os
       2    from openai import OpenAI
       3    
       4 -  client = OpenAI(api_key="«a»")
       4 +  client = OpenAI(api_key=os.environ["OPENAI_API_KEY"])
`, V{"a": g.openai()}, `os.environ["OPENAI_API_KEY"]`)

	g.agxAdd("edit-json-old-new-both-secret", `
{"type":"tool_use","name":"Edit","input":{"file_path":"/home/sam/code/relay/config/default.json","old_string":"\"smtpPassword\": \"«a»\"","new_string":"\"smtpPassword\": \"«b»\""}}
`, V{"a": g.pw(), "b": g.pw()}, "/home/sam/code/relay/config/default.json")

	g.agxAdd("write-tool-new-env-file", `
⏺ Write(.env.production)
  ⎿  Wrote 7 lines to .env.production
     APP_URL=https://app.brightpath.health
     DB_CONNECTION=pgsql
     DB_HOST=10.12.0.8
     DB_PASSWORD=«a»
     REDIS_PASSWORD=«b»
     MAIL_PASSWORD=«c»
     APP_KEY=«d»
`, V{"a": g.pwStrong(), "b": g.an(32), "c": g.pw(), "d": g.laravelKey()}, "https://app.brightpath.health")

	g.agxAdd("patch-hardcoded-to-getenv-go", `
*** Begin Patch
*** Update File: internal/notify/slack.go
@@
-const slackToken = "«a»"
+var slackToken = os.Getenv("SLACK_BOT_TOKEN")
@@ func New() *Notifier {
-	return &Notifier{client: slack.New(slackToken)}
+	if slackToken == "" {
+		log.Fatal("SLACK_BOT_TOKEN is not set")
+	}
+	return &Notifier{client: slack.New(slackToken)}
*** End Patch
`, V{"a": g.xoxb()}, `os.Getenv("SLACK_BOT_TOKEN")`)

	g.agxAdd("edit-yaml-values-password-change", `
⏺ Update(charts/app/values-staging.yaml)
  ⎿  Updated charts/app/values-staging.yaml with 1 addition and 1 removal
       22    postgresql:
       23      auth:
       24        username: app
       25 -      password: «a»
       25 +      password: «b»
       26        database: app_staging
`, V{"a": g.pw(), "b": g.pwStrong()}, "app_staging")

	g.agxAdd("multiedit-ts-config", `
⏺ MultiEdit(src/config.ts)
  ⎿  Applied 2 edits to src/config.ts:
     1. Replaced "  mapboxToken: 'pk.eyJ1..." with "  mapboxToken: process.env.NEXT_PUBLIC_M..."
     2. Replaced "  algoliaAdminKey: '«a»',..." with "  algoliaAdminKey: process.env.ALGOLIA_A..."
`, V{"a": g.hex(32)}, "process.env.NEXT_PUBLIC_M", "process.env.ALGOLIA_A")

	g.agxAdd("str-replace-settings-py-secret-key", `
<invoke name="str_replace_based_edit_tool">
<parameter name="command">str_replace</parameter>
<parameter name="path">/srv/portal/portal/settings.py</parameter>
<parameter name="old_str">SECRET_KEY = '«a»'</parameter>
<parameter name="new_str">SECRET_KEY = os.environ['DJANGO_SECRET_KEY']</parameter>
</invoke>
`, V{"a": g.djangoKey()}, "os.environ['DJANGO_SECRET_KEY']")

	g.agxAdd("write-k8s-secret-manifest", `
⏺ Write(k8s/overlays/prod/secret.yaml)
  ⎿  Wrote 11 lines to k8s/overlays/prod/secret.yaml
     apiVersion: v1
     kind: Secret
     metadata:
       name: worker-env
       namespace: prod
     type: Opaque
     stringData:
       REDIS_URL: rediss://default:«a»@redis-prod.fernhill.io:6380/0
       S3_ACCESS_KEY_ID: «b»
       S3_SECRET_ACCESS_KEY: «c»
`, V{"a": g.an(32), "b": g.awsID(), "c": g.awsSecret()}, "redis-prod.fernhill.io:6380")

	g.agxAdd("edit-java-properties-jdbc", `
Edit src/main/resources/application-prod.properties
- spring.datasource.url=jdbc:postgresql://10.3.1.40:5432/claims?user=claims_app&password=«a»
+ spring.datasource.url=jdbc:postgresql://10.3.1.40:5432/claims
+ spring.datasource.username=claims_app
+ spring.datasource.password=${CLAIMS_DB_PASSWORD}
`, V{"a": g.pwURL()}, "${CLAIMS_DB_PASSWORD}", "claims_app")

	g.agxAdd("write-mcp-settings-env", `
⏺ Write(.cursor/mcp.json)
  ⎿  Wrote 14 lines to .cursor/mcp.json
     {
       "mcpServers": {
         "github": {
           "command": "npx",
           "args": ["-y", "@modelcontextprotocol/server-github"],
           "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "«a»" }
         },
         "linear": {
           "command": "npx",
           "args": ["-y", "linear-mcp-server"],
           "env": { "LINEAR_API_KEY": "«b»" }
         }
       }
     }
`, V{"a": g.ghp(), "b": g.linear()}, "@modelcontextprotocol/server-github")

	g.agxAdd("edit-ruby-credentials-yml", `
⏺ Update(config/credentials/development.yml)
  ⎿  Updated config/credentials/development.yml with 3 additions
        1    secret_key_base: «a»
        2 +  aws:
        3 +    access_key_id: «b»
        4 +    secret_access_key: «c»
`, V{"a": g.hex(128), "b": g.awsID(), "c": g.awsSecret()})

	g.agxAdd("apply-patch-dockerfile-env-to-secret", `
diff --git a/Dockerfile b/Dockerfile
index «_a»..«_b» 100644
--- a/Dockerfile
+++ b/Dockerfile
@@ -8,7 +8,7 @@ WORKDIR /app
 COPY requirements.txt .
-ENV PIP_EXTRA_INDEX_URL=https://deploy:«a»@pypi.fernhill.io/simple
-RUN pip install -r requirements.txt
+RUN --mount=type=secret,id=pip_index_url \
+    PIP_EXTRA_INDEX_URL=$(cat /run/secrets/pip_index_url) pip install -r requirements.txt
 COPY . .
`, V{"_a": g.agxShort(), "_b": g.agxShort(), "a": g.pwURL()}, "/run/secrets/pip_index_url")

	g.agxAdd("write-appsettings-development", `
⏺ Write(src/Api/appsettings.Development.json)
  ⎿  Wrote 12 lines to src/Api/appsettings.Development.json
     {
       "ConnectionStrings": {
         "Default": "Server=localhost,1433;Database=Claims;User Id=sa;Password=«a»;TrustServerCertificate=True"
       },
       "Jwt": {
         "Issuer": "claims-api",
         "Key": "«b»"
       },
       "Logging": { "LogLevel": { "Default": "Information" } }
     }
`, V{"a": g.pwStrong(), "b": g.b64(48)}, `"Issuer": "claims-api"`)

	g.agxAdd("edit-docker-compose-env-rotate", `
⏺ Update(docker-compose.yml)
  ⎿  Updated docker-compose.yml with 2 additions and 2 removals
       14        environment:
       15 -        MINIO_ROOT_USER: minioadmin
       16 -        MINIO_ROOT_PASSWORD: «a»
       15 +        MINIO_ROOT_USER: ${MINIO_ROOT_USER}
       16 +        MINIO_ROOT_PASSWORD: ${MINIO_ROOT_PASSWORD}
`, V{"a": g.pwURL()}, "${MINIO_ROOT_PASSWORD}", "${MINIO_ROOT_USER}")

	g.agxAdd("write-netrc", `
⏺ Write(/home/ana/.netrc)
  ⎿  Wrote 3 lines to /home/ana/.netrc
     machine api.heroku.com login ana@quarry.dev password «a»
     machine git.heroku.com login ana@quarry.dev password «a»
     machine urs.earthdata.nasa.gov login ana_q password «b»
`, V{"a": g.heroku(), "b": g.pw()}, "ana@quarry.dev")

	g.agxAdd("edit-php-wp-config", `
⏺ Update(wp-config.php)
  ⎿  Updated wp-config.php with 2 additions and 2 removals
       23  - define( 'DB_PASSWORD', '«a»' );
       23  + define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );
       51  - define( 'AUTH_KEY',         '«b»' );
       51  + define( 'AUTH_KEY',         getenv('WP_AUTH_KEY') );
`, V{"a": g.pw(), "b": g.s(alSalt, 64)}, "getenv('WP_AUTH_KEY')")

	g.agxAdd("write-github-actions-workflow-inline", `
⏺ Write(.github/workflows/deploy.yml)
  ⎿  Wrote 16 lines to .github/workflows/deploy.yml
     name: deploy
     on: { push: { branches: [main] } }
     jobs:
       deploy:
         runs-on: ubuntu-latest
         env:
           RENDER_API_KEY: «a»
           SERVICE_ID: srv-«_s»
         steps:
           - uses: actions/checkout@v4
           - run: curl -X POST -H "Authorization: Bearer $RENDER_API_KEY" https://api.render.com/v1/services/$SERVICE_ID/deploys

I put the key inline to get it working; I'll move it to secrets.RENDER_API_KEY
once you confirm the deploy succeeds.
`, V{"a": "rnd_" + g.an(32), "_s": g.s(alLowNum, 20)}, "secrets.RENDER_API_KEY", "actions/checkout@v4")

	g.agxAdd("edit-jest-setup-test-token", `
⏺ Update(test/setup.ts)
  ⎿  Updated test/setup.ts with 1 addition and 1 removal
        3 -  process.env.GH_TOKEN = '«a»';
        3 +  process.env.GH_TOKEN = 'ghp_' + 'x'.repeat(36); // fake token, API is mocked
`, V{"a": g.ghp()}, "'ghp_' + 'x'.repeat(36)")

	g.agxAdd("write-pem-file-then-chmod", `
⏺ Write(certs/server.key)
  ⎿  Wrote 28 lines to certs/server.key
     «k»

⏺ Bash(chmod 600 certs/server.key && openssl rsa -in certs/server.key -check -noout)
  ⎿  RSA key ok
`, V{"k": g.rsaPEM().block()}, "RSA key ok")

	g.agxAdd("edit-rust-const-to-env", `
--- a/src/auth.rs
+++ b/src/auth.rs
@@ -1,5 +1,7 @@
-const HMAC_KEY: &[u8] = b"«a»";
+fn hmac_key() -> Vec<u8> {
+    std::env::var("HMAC_KEY").expect("HMAC_KEY must be set").into_bytes()
+}
`, V{"a": g.an(48)}, `std::env::var("HMAC_KEY")`)

	g.agxAdd("write-rclone-conf", `
⏺ Write(~/.config/rclone/rclone.conf)
  ⎿  Wrote 9 lines to ~/.config/rclone/rclone.conf
     [b2-backups]
     type = b2
     account = «_acc»
     key = «a»

     [r2]
     type = s3
     provider = Cloudflare
     access_key_id = «b»
     secret_access_key = «c»
`, V{"_acc": "005" + g.hex(9) + "0000000003", "a": "K005" + g.an(27), "b": g.hex(32), "c": g.hex(64)}, "provider = Cloudflare")

	g.agxAdd("edit-ini-alembic-url", `
Edit(alembic.ini)
  old: sqlalchemy.url = postgresql://ledger:«a»@localhost/ledger
  new: sqlalchemy.url = postgresql://ledger:«b»@localhost/ledger
Result: The file alembic.ini has been updated.
`, V{"a": g.pwURL(), "b": g.pwURL()}, "alembic.ini")

	g.agxAdd("notebook-edit-cell-key", `
⏺ NotebookEdit(notebooks/eda.ipynb@cell-3)
  ⎿  Updated cell 3:
     import os
     os.environ["GOOGLE_API_KEY"] = "«a»"
     import google.generativeai as genai
     genai.configure(api_key=os.environ["GOOGLE_API_KEY"])
`, V{"a": g.googleKey()}, `genai.configure(api_key=os.environ["GOOGLE_API_KEY"])`)

	g.agxAdd("edit-terraform-tfvars", `
⏺ Update(envs/prod/terraform.tfvars)
  ⎿  Updated envs/prod/terraform.tfvars with 2 additions
       7    region       = "eu-central-1"
       8 +  grafana_sa_token = "«a»"
       9 +  pagerduty_key    = "«b»"
`, V{"a": g.grafanaSA(), "b": g.s(alAlnum+"_+-", 20)}, `region       = "eu-central-1"`)
}

// ---- results the agent reads back ----

func (g *G) agxResults() {
	g.agxAdd("pytest-failure-prints-settings", `
⏺ Bash(pytest tests/test_payments.py -x -q)
  ⎿  F
     =================================== FAILURES ===================================
     _____________________________ test_refund_partial ______________________________
     settings = Settings(env='test', stripe_key='«a»', db_url='postgresql://app:«b»@localhost:5433/app_test', debug=True)

         def test_refund_partial(settings):
     >       assert refund(settings, "ch_«_ch»", 500).status == "succeeded"
     E       AssertionError: assert 'pending' == 'succeeded'
     1 failed in 0.84s
`, V{"a": g.skTest(), "b": g.pwURL(), "_ch": g.an(24)}, "test_refund_partial")

	g.agxAdd("grep-rn-hits-password", `
⏺ Search(pattern: "password", path: "deploy", output_mode: "content")
  ⎿  deploy/ansible/group_vars/db.yml:4:postgres_password: "«a»"
     deploy/ansible/group_vars/db.yml:9:replication_password: "«b»"
     deploy/ansible/roles/db/tasks/main.yml:12:    password: "{{ postgres_password }}"
     deploy/README.md:40:Set ˋpostgres_passwordˋ in group_vars before running.
`, V{"a": g.pw(), "b": g.pwStrong()}, "{{ postgres_password }}")

	g.agxAdd("env-sort-output", `
$ env | sort | head -20
COLORTERM=truecolor
DATABASE_URL=postgres://app:«a»@127.0.0.1:5432/app
EDITOR=nvim
GITHUB_TOKEN=«b»
GOPATH=/home/rk/go
HOME=/home/rk
LANG=en_US.UTF-8
NPM_CONFIG_PREFIX=/home/rk/.npm-global
OPENAI_API_KEY=«c»
PATH=/home/rk/.local/bin:/usr/local/go/bin:/usr/bin:/bin
PWD=/home/rk/src/ledger
SHELL=/bin/zsh
SSH_AUTH_SOCK=/run/user/1000/gnupg/S.gpg-agent.ssh
TERM=xterm-256color
`, V{"a": g.pwURL(), "b": g.gho(), "c": g.openai()}, "SSH_AUTH_SOCK=/run/user/1000/gnupg/S.gpg-agent.ssh")

	g.agxAdd("cat-aws-credentials", `
⏺ Read(~/.aws/credentials)
  ⎿  Read 9 lines
     [default]
     aws_access_key_id = «a»
     aws_secret_access_key = «b»

     [sandbox]
     aws_access_key_id = «c»
     aws_secret_access_key = «d»
     aws_session_token = «e»
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.awsTempID(), "d": g.awsSecret(), "e": g.awsSession()})

	g.agxAdd("git-diff-reads-back-secret", `
$ git diff HEAD~1 -- config/
diff --git a/config/mail.yml b/config/mail.yml
index «_a»..«_b» 100644
--- a/config/mail.yml
+++ b/config/mail.yml
@@ -2,6 +2,6 @@ production:
   address: smtp.postmarkapp.com
   port: 587
-  user_name: «u»
-  password: «u»
+  user_name: «v»
+  password: «v»
   authentication: :plain
`, V{"_a": g.agxShort(), "_b": g.agxShort(), "u": g.uuid(), "v": g.uuid()}, "smtp.postmarkapp.com")

	g.agxAdd("docker-inspect-env", `
⏺ Bash(docker inspect api --format '{{json .Config.Env}}' | jq -r '.[]')
  ⎿  PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
     NODE_VERSION=20.18.0
     YARN_VERSION=1.22.22
     MONGO_URL=mongodb://api:«a»@mongo:27017/api?authSource=admin
     SESSION_SECRET=«b»
     PORT=8080
`, V{"a": g.pwURL(), "b": g.hex(48)}, "NODE_VERSION=20.18.0")

	g.agxAdd("kubectl-secret-decoded", `
$ kubectl get secret grafana -n monitoring -o json | jq -r '.data | map_values(@base64d)'
{
  "admin-password": "«a»",
  "admin-user": "admin",
  "ldap-toml": ""
}
`, V{"a": g.an(40)}, `"admin-user": "admin"`)

	g.agxAdd("kubectl-secret-yaml-base64", `
$ kubectl get secret app-env -o yaml
apiVersion: v1
data:
  API_KEY: «a»
  LOG_LEVEL: aW5mbw==
kind: Secret
metadata:
  name: app-env
  namespace: default
  resourceVersion: "«_rv»"
  uid: «_uid»
type: Opaque
`, V{"a": b64s(g.sendgrid()), "_rv": g.digits(8), "_uid": g.uuid()}, "aW5mbw==")

	g.agxAdd("debugger-variables-view", `
Variables (Python Debugger: FastAPI)
  ▾ Locals
      request = <starlette.requests.Request object at 0x7f3c2a1d9e50>
    ▾ cfg = AppConfig
        env = 'staging'
        db_dsn = 'postgresql://svc:«a»@pg-staging:5432/core'
        hubspot_token = '«b»'
        retry = 3
      user_id = 48211
`, V{"a": g.pwURL(), "b": g.hubspot()}, "0x7f3c2a1d9e50")

	g.agxAdd("node-repl-echo-config", `
$ node -e "console.log(require('./config'))"
{
  port: 4000,
  mongo: 'mongodb+srv://app:«a»@cluster1.q8d7z.mongodb.net/prod',
  jwt: { secret: '«b»', expiresIn: '7d' },
  sentryDsn: 'https://«=d»@o«_o».ingest.sentry.io/«_p»'
}
`, V{"a": g.pwURL(), "b": g.b64(32), "=d": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)}, "expiresIn: '7d'")

	g.agxAdd("cat-gh-hosts-yml", `
⏺ Bash(cat ~/.config/gh/hosts.yml)
  ⎿  github.com:
         users:
             priya-n:
                 oauth_token: «a»
         git_protocol: https
         oauth_token: «a»
         user: priya-n
`, V{"a": g.gho()}, "priya-n")

	g.agxAdd("traceback-with-url-in-exception", `
⏺ Bash(python manage.py migrate)
  ⎿  Traceback (most recent call last):
       File "/app/.venv/lib/python3.12/site-packages/redis/connection.py", line 357, in connect
         sock = self.retry.call_with_retry(
     redis.exceptions.ConnectionError: Error 111 connecting to redis://:«a»@cache.internal:6379/1. Connection refused.
`, V{"a": g.an(32)}, "python3.12")

	g.agxAdd("git-log-p-shows-old-secret", `
$ git log -p -S 'MAILCHIMP' --oneline -- src/
«_c» chore: remove mailchimp
diff --git a/src/newsletter.js b/src/newsletter.js
-const MAILCHIMP_API_KEY = '«a»';
-const LIST_ID = '«_l»';
«_d» feat: newsletter signup
+const MAILCHIMP_API_KEY = '«a»';
+const LIST_ID = '«_l»';
`, V{"_c": g.agxShort(), "a": g.mailchimp(), "_l": g.hex(10), "_d": g.agxShort()})

	g.agxAdd("printenv-single-var", `
⏺ Bash(printenv HF_TOKEN; printenv WANDB_API_KEY; printenv CUDA_VISIBLE_DEVICES)
  ⎿  «a»
     «b»
     0,1
`, V{"a": g.hfTok(), "b": g.hex(40)})

	g.agxAdd("go-test-verbose-config-dump", `
=== RUN   TestLoadConfig/prod
    config_test.go:41: loaded: &config.Config{Env:"prod", HTTPAddr:":8443", DBURL:"postgres://orders:«a»@orders-db:5432/orders", StripeKey:"«b»", LogLevel:"info"}
    config_test.go:44: want LogLevel "warn", got "info"
--- FAIL: TestLoadConfig/prod (0.00s)
FAIL	github.com/kestrel/orders/internal/config	0.012s
`, V{"a": g.pwURL(), "b": g.rkLive()}, "github.com/kestrel/orders/internal/config")

	g.agxAdd("rg-json-config-hits", `
$ rg -n --no-heading 'apiKey|api_key' -g '!node_modules'
src/lib/analytics.ts:6:  apiKey: process.env.NEXT_PUBLIC_POSTHOG_KEY,
scripts/backfill.py:14:API_KEY = "«a»"
infra/datadog.tf:3:  api_key = "«b»"
infra/datadog.tf:4:  app_key = "«c»"
`, V{"a": g.pplx(), "b": g.hex(32), "c": g.hex(40)}, "process.env.NEXT_PUBLIC_POSTHOG_KEY")

	g.agxAdd("curl-v-output-authorization", `
$ curl -v https://api.digitalocean.com/v2/account -H "Authorization: Bearer «a»"
*   Trying 104.16.182.15:443...
* Connected to api.digitalocean.com (104.16.182.15) port 443
> GET /v2/account HTTP/2
> Host: api.digitalocean.com
> user-agent: curl/8.5.0
> authorization: Bearer «a»
>
< HTTP/2 200
< ratelimit-remaining: 4998
`, V{"a": g.doToken()}, "curl/8.5.0")

	g.agxAdd("cat-wireguard-conf", `
⏺ Read(/etc/wireguard/wg0.conf)
  ⎿  [Interface]
     Address = 10.66.0.2/24
     PrivateKey = «a»
     DNS = 10.66.0.1

     [Peer]
     PublicKey = «_pub»
     Endpoint = vpn.kestrel.de:51820
     AllowedIPs = 10.66.0.0/24
`, func() V { priv, _ := g.wireguard(); _, pub := g.wireguard(); return V{"a": priv, "_pub": pub} }(), "vpn.kestrel.de:51820")

	g.agxAdd("ps-aux-shows-password-arg", `
$ ps aux | grep -v grep | grep backup
backup   41822  0.3  0.1  21880  9012 ?  S  02:00  0:04 mysqldump -h db-01 -u backup -p«a» --single-transaction shop
backup   41823  1.2  0.0   8440  3300 ?  S  02:00  0:13 gzip -6
`, V{"a": g.pwURL()}, "--single-transaction")

	g.agxAdd("cat-settings-local-json-claude", `
⏺ Read(.claude/settings.local.json)
  ⎿  {
       "permissions": {
         "allow": [
           "Bash(npm run test:*)",
           "Bash(curl -H \"Authorization: Bearer «a»\" https://api.linear.app/graphql:*)"
         ]
       },
       "env": { "LINEAR_API_KEY": "«a»" }
     }
`, V{"a": g.linear()}, "Bash(npm run test:*)")

	g.agxAdd("sqlite-select-api-tokens", `
$ sqlite3 instance/app.db "select id, name, token, created_at from api_tokens limit 3"
1|ci|«a»|2024-11-02 10:13:00
2|zapier|«b»|2025-01-17 08:41:22
3|mobile|«c»|2025-02-28 19:05:51
`, V{"a": "tk_" + g.hex(40), "b": "tk_" + g.hex(40), "c": "tk_" + g.hex(40)})

	g.agxAdd("browser-devtools-storage", `
The login state is in localStorage, not cookies. From the Application tab:

  Key                 Value
  auth.accessToken    «a»
  auth.refreshToken   «b»
  ui.theme            dark
  ph_phc_«_ph»_posthog  {"distinct_id":"«_d»"}
`, V{"a": g.userJWT(), "b": g.b64u(64), "_ph": g.an(43), "_d": g.uuid()}, "ui.theme")

	g.agxAdd("cat-redis-conf-requirepass", `
⏺ Bash(sudo grep -nE '^(requirepass|masterauth|bind|port)' /etc/redis/redis.conf)
  ⎿  75:bind 127.0.0.1 -::1
     98:port 6379
     1043:requirepass «a»
     1050:masterauth «a»
`, V{"a": g.hex(64)}, "bind 127.0.0.1 -::1")

	g.agxAdd("cat-pypirc", `
⏺ Bash(cat ~/.pypirc)
  ⎿  [distutils]
     index-servers = pypi testpypi

     [pypi]
     username = __token__
     password = «a»

     [testpypi]
     repository = https://test.pypi.org/legacy/
     username = __token__
     password = «b»
`, V{"a": g.pypiTok(), "b": "pypi-AgENdGVzdC5weXBpLm9yZw" + g.b64u(130)}, "https://test.pypi.org/legacy/")

	g.agxAdd("http-client-debug-cookie", `
DEBUG:urllib3.connectionpool:https://portal.kestrel.de:443 "POST /api/login HTTP/1.1" 200 312
DEBUG:client:response headers: {'Set-Cookie': 'PHPSESSID=«a»; path=/; secure; HttpOnly', 'X-Request-Id': '«_r»'}
DEBUG:client:GET /api/invoices?page=2 with cookies {'PHPSESSID': '«a»'}
`, V{"a": g.s(alLowNum, 26), "_r": g.uuid()})

	g.agxAdd("jest-snapshot-diff-headers", `
 FAIL  src/api/client.test.ts
  ● client › sends auth header

    expect(received).toEqual(expected) // deep equality

    - Expected  - 1
    + Received  + 1

      Object {
    -   "Authorization": "Bearer test-token",
    +   "Authorization": "Bearer «a»",
        "Content-Type": "application/json",
      }
`, V{"a": g.sentryUser()}, `"Bearer test-token"`)

	g.agxAdd("terraform-output-json-sensitive", `
$ terraform output -json
{
  "db_endpoint": { "sensitive": false, "value": "ledger.c2x8dk1.eu-west-1.rds.amazonaws.com" },
  "db_password": { "sensitive": true, "value": "«a»" },
  "redis_auth":  { "sensitive": true, "value": "«b»" }
}
`, V{"a": g.pwStrong(), "b": g.an(64)}, "ledger.c2x8dk1.eu-west-1.rds.amazonaws.com")

	g.agxAdd("cat-ssh-private-key-result", `
⏺ Bash(cat ~/.ssh/id_ecdsa_legacy)
  ⎿  «k»

⏺ That's the private key itself; I only needed the .pub. I won't use it
  further.
`, V{"k": g.ecSEC1().block()})
}

// ---- the user's messages ----

func (g *G) agxUser() {
	g.agxAdd("user-heres-the-key", `
> here's the key: «a»

⏺ Thanks. I'll put it in .env as GROQ_API_KEY and restart the dev server.
`, V{"a": g.groq()})

	g.agxAdd("user-use-this-one-instead", `
> use this one instead «a»
> the other one was for the personal account

⏺ Got it — replacing REPLICATE_API_TOKEN in .env.local with the new token
  and rerunning the image test.
`, V{"a": g.replicate()}, "REPLICATE_API_TOKEN")

	g.agxAdd("user-pw-is", `
> pw is «a»  (user is deploy)

⏺ Bash(ssh deploy@10.20.3.14 'uptime')
  ⎿  Permission denied, please try again.
`, V{"a": g.pw()}, "deploy@10.20.3.14")

	g.agxAdd("user-bare-token-line", `
> «a»

⏺ That looks like a Slack user token (xoxp-). Is it for the workspace the
  bot is installed in? User tokens act as you, so I'd prefer a bot token
  if the app has one.
`, V{"a": g.xoxp()})

	g.agxAdd("user-typo-correction", `
> the db pass is «a»
> sorry typo, its «b»

⏺ Trying the corrected one.

⏺ Bash(PGPASSWORD='«b»' pg_isready -h 127.0.0.1 -p 5432 -U postgres && psql -h 127.0.0.1 -U postgres -c 'select 1')
  ⎿  127.0.0.1:5432 - accepting connections
`, V{"a": g.pw(), "b": g.pw()}, "127.0.0.1:5432 - accepting connections")

	g.agxAdd("user-key-in-backticks-with-text", `
> ok I made a new one in the aws console. access key ˋ«a»ˋ secret ˋ«b»ˋ
> region eu-north-1. pls dont commit these lol
`, V{"a": g.awsID(), "b": g.awsSecret()}, "eu-north-1")

	g.agxAdd("user-pastes-whole-env", `
> this is what I have on the server, something is wrong with it
> ˋˋˋ
> APP_ENV=production
> APP_DEBUG=false
> APP_KEY=«a»
> DB_PASSWORD=«b»
> PUSHER_APP_ID=«_id»
> PUSHER_APP_KEY=«_k»
> PUSHER_APP_SECRET=«c»
> ˋˋˋ

⏺ APP_DEBUG and the keys look fine; the problem is that PUSHER_APP_CLUSTER
  is missing, so the client defaults to mt1.
`, V{"a": g.laravelKey(), "b": g.pw(), "_id": g.digits(7), "_k": g.hex(20), "c": g.hex(20)}, "PUSHER_APP_CLUSTER")

	g.agxAdd("user-ssh-key-paste", `
> here's the deploy key, put it in the CI variable SSH_PRIVATE_KEY
> «k»

⏺ I can't set GitLab CI variables from here. Run:
  glab variable set SSH_PRIVATE_KEY --masked=false < deploy_key
`, func() V { k, _ := g.sshEd25519("ci@runner"); return V{"k": k.block()} }(), "glab variable set SSH_PRIVATE_KEY")

	g.agxAdd("user-cookie-for-scraper", `
> the site needs login, just use my cookie
> sessionid=«a»; csrftoken=«b»

⏺ I'll pass it via the COOKIE env var to the scraper rather than hardcoding
  it in scrape.py.
`, V{"a": g.djangoSession(), "b": g.an(64)})

	g.agxAdd("user-jwt-why-401", `
> why does this token give 401?? «a»

⏺ The token itself is well-formed; decoding the payload shows it was issued
  for a different audience. The API expects aud=api.lumenfield.app.
`, V{"a": g.jwt("RS256", `{"iss":"https://auth.lumenfield.app/","aud":"dashboard","sub":"auth0|`+g.hex(24)+`","exp":1767225600}`)}, "aud=api.lumenfield.app")

	g.agxAdd("user-connection-string-quick", `
> postgres://neondb_owner:«a»@ep-cool-sun-a5k2x9.eu-central-1.aws.neon.tech/neondb?sslmode=require
> run the migrations on this

⏺ Bash(DATABASE_URL='postgres://neondb_owner:«a»@ep-cool-sun-a5k2x9.eu-central-1.aws.neon.tech/neondb?sslmode=require' npx prisma migrate deploy)
  ⎿  3 migrations found in prisma/migrations
     All migrations have been successfully applied.
`, V{"a": "npg_" + g.an(12)}, "ep-cool-sun-a5k2x9.eu-central-1.aws.neon.tech")

	g.agxAdd("user-two-keys-which-is-which", `
> publishable: «_pk»
> secret: «a»
> which one goes in the frontend?

⏺ Only the publishable key (pk_live_…) goes in the frontend. The secret key
  stays on the server in STRIPE_SECRET_KEY.
`, V{"_pk": g.pkLive(), "a": g.skLive()}, "STRIPE_SECRET_KEY")

	g.agxAdd("user-no-punctuation-redis", `
> redis pass «a» host redis-17311.c82.us-east-1-2.ec2.redns.redis-cloud.com port 17311 no tls

⏺ Bash(redis-cli -h redis-17311.c82.us-east-1-2.ec2.redns.redis-cloud.com -p 17311 -a '«a»' ping)
  ⎿  PONG
`, V{"a": g.an(32)})

	g.agxAdd("user-forgot-to-mention", `
> oh and I forgot, the admin panel login is admin / «a» in case you need to
> check the orders page

⏺ Thanks — I'll only use it to verify the orders page renders after the fix.
`, V{"a": g.pw()}, "orders page")

	g.agxAdd("user-token-in-url-question", `
> is it safe to put the token in the url like https://api.lumenfield.app/export?token=«a» ?

⏺ Not really: query strings end up in access logs, browser history and
  Referer headers. Send it as "Authorization: Bearer …" instead.
`, V{"a": g.b64u(43)})

	g.agxAdd("user-password-with-spaces", `
> wifi for the test devices is "«a»" (with the spaces), ssid LAB-IOT-5G
`, V{"a": strings.ToLower(g.pick(pwWords...)) + " " + strings.ToLower(g.pick(pwWords...)) + " " + strings.ToLower(g.pick(pwWords...)) + " " + g.digits(2)}, "LAB-IOT-5G")

	g.agxAdd("user-pastes-json-key-file", `
> here is the firebase admin json
> {"type":"service_account","project_id":"lumen-mobile-prod","private_key_id":"«_kid»","private_key":"«k»","client_email":"firebase-adminsdk-x1q@lumen-mobile-prod.iam.gserviceaccount.com"}
`, V{"_kid": g.hex(40), "k": jsonEsc(g.pkcs8RSAPEM().block())}, "firebase-adminsdk-x1q@lumen-mobile-prod.iam.gserviceaccount.com")

	g.agxAdd("user-followup-old-still-works", `
> I rotated it, new one: «a»
> the old one «b» still works tho?? is that normal

⏺ For a short overlap, yes: Mapbox keeps the previous token valid until you
  delete it. Delete the old token in Account → Tokens to end it now.
`, V{"a": g.mapboxSK(), "b": g.mapboxSK()})

	g.agxAdd("user-totp-seed", `
> 2fa secret for the shared ops account: «a»
> so you can generate codes for the cloud console

⏺ I'd rather not hold a shared TOTP seed. Can you add a separate user for
  automation instead?
`, V{"a": g.totp()})

	g.agxAdd("user-terse-multi-line", `
> user: svc_reports
> pass: «a»
> host: mssql-01.corp.local,1433
> db: Reports
`, V{"a": g.pwStrong()}, "mssql-01.corp.local,1433")

	g.agxAdd("user-quoted-message-reply", `
> > I need a token with repo scope to open the PR
> done «a»

⏺ Bash(GH_TOKEN=«a» gh pr create --fill --base main)
  ⎿  https://github.com/quarrylabs/site/pull/214
`, V{"a": g.ghFine()}, "https://github.com/quarrylabs/site/pull/214")

	g.agxAdd("user-key-with-trailing-period", `
> The Resend key is «a». Domain is verified already.
`, V{"a": "re_" + g.an(8) + "_" + g.an(24)})

	g.agxAdd("user-pem-inline-in-message", `
> the cert key for the mtls client:
> «k»
> cert is in the ticket, only the key is secret
`, V{"k": g.pkcs8RSAPEM().block()})

	g.agxAdd("user-xai-and-openrouter", `
> try grok first «a» and if it fails fall back to openrouter «b»
`, V{"a": g.xai(), "b": g.openrouter()})

	g.agxAdd("user-vault-unseal-keys", `
> unseal keys from the init output (need 3 of 5):
> 1: «a»
> 2: «b»
> 3: «c»
> root token was revoked already
`, V{"a": g.b64(33), "b": g.b64(33), "c": g.b64(33)})

	g.agxAdd("user-eth-private-key-testnet", `
> deployer key for sepolia (testnet, has some faucet eth): «a»
> address is «_addr»
`, V{"a": g.ethPriv(), "_addr": g.ethAddr()})
}

// ---- follow-ups in other languages ----

func (g *G) agxIntl() {
	g.agxAdd("de-hier-der-schluessel", `
> hier ist der neue schlüssel: «a»
> der alte ist gesperrt

⏺ Danke, ich trage ihn als OPENAI_API_KEY in .env ein und starte die Tests neu.
`, V{"a": g.openai()})

	g.agxAdd("de-passwort-vertippt", `
> passwort für den staging server ist «a»
> ach nee, vertippt: «b»
`, V{"a": g.pw(), "b": g.pw()})

	g.agxAdd("fr-voici-le-token", `
> voici le token gitlab : «a» (scope api, expire fin juin)

⏺ Merci. Je l'utilise seulement pour relancer le pipeline 48213.
`, V{"a": g.glpat()}, "pipeline 48213")

	g.agxAdd("fr-mdp-bdd", `
> le mdp de la bdd c'est «a», utilisateur «_u»
`, V{"a": g.pw(), "_u": "app_" + g.s(alLower, 5)})

	g.agxAdd("es-usa-esta-clave", `
> usa esta clave mejor: «a»
> la otra era de pruebas

⏺ Perfecto, cambio MERCADOPAGO_ACCESS_TOKEN en .env.production.
`, V{"a": "APP_USR-" + g.digits(16) + "-" + g.digits(6) + "-" + g.hex(32) + "-" + g.digits(9)}, "MERCADOPAGO_ACCESS_TOKEN")

	g.agxAdd("pt-senha-do-banco", `
> a senha do banco é «a» e o usuário é postgres
> host 10.0.0.15
`, V{"a": g.pw()}, "host 10.0.0.15")

	g.agxAdd("it-chiave-api", `
> ecco la chiave api di sendgrid: «a»
> mi raccomando non committarla
`, V{"a": g.sendgrid()})

	g.agxAdd("nl-wachtwoord", `
> wachtwoord van de ftp is «a», gebruiker webbeheer
`, V{"a": g.pw()}, "webbeheer")

	g.agxAdd("pl-token-do-discorda", `
> token bota do discorda: «a»
> serwer testowy, możesz śmiało testować
`, V{"a": g.discordBot()})

	g.agxAdd("ru-vot-klyuch", `
> вот ключ от анторпика: «a»
> старый удалил
`, V{"a": g.anthropic()})

	g.agxAdd("tr-sifre", `
> sunucu şifresi «a» kullanıcı root, ssh portu 2222
`, V{"a": g.pw()}, "ssh portu 2222")

	g.agxAdd("zh-mima", `
> 数据库密码是 «a» ，用户名 readonly，别提交到仓库里
`, V{"a": g.pwStrong()}, "readonly")

	g.agxAdd("zh-key-fullwidth-colon", `
> 新的 API Key：«a»
> 旧的那个已经删了

⏺ 好的，我把它写进 .env 的 DEEPSEEK_API_KEY。
`, V{"a": "sk-" + g.hex(32)}, "DEEPSEEK_API_KEY")

	g.agxAdd("ja-token-desu", `
> GitHubのトークンはこちらです：«a»
> リポジトリの読み取りだけです
`, V{"a": g.ghFine()})

	g.agxAdd("ko-bimilbeonho", `
> 관리자 비밀번호는 «a» 입니다. 테스트 서버에서만 쓰세요
`, V{"a": g.pw()})

	g.agxAdd("es-typo-spanglish", `
> el token d huggingface es «a» , el q te pase antes no tenia permisos d write
`, V{"a": g.hfTok()})

	g.agxAdd("de-benign-key-im-vault", `
> den schlüssel hab ich nicht, der liegt im vault unter secret/data/payments/stripe
> nimm einfach ${STRIPE_SECRET_KEY}, der ist in der pipeline gesetzt

⏺ Alles klar, ich referenziere nur die Variable und lese den Wert nicht aus.
`, V{}, "secret/data/payments/stripe", "${STRIPE_SECRET_KEY}")

	g.agxAdd("fr-benign-cle-masquee", `
> dans le dashboard je vois juste sk_live_…«_l4», c'est laquelle ?

⏺ La clé qui se termine par «_l4» est celle du compte principal ; la valeur
  complète n'est plus affichable, il faut en créer une nouvelle.
`, V{"_l4": g.an(4)})

	g.agxAdd("ja-benign-commit-and-version", `
> コミット «_c» で v3.8.1 にしました。requirements の hash も更新済みです
> sha256:«_h»
`, V{"_c": g.gitSHA(), "_h": g.hex(64)}, "v3.8.1")

	g.agxAdd("pt-benign-placeholder", `
> no README coloquei API_KEY=<sua-chave-aqui> e SECRET=changeme, tá certo?

⏺ Sim, são só marcadores. Só falta avisar no README que changeme precisa ser
  trocado em produção.
`, V{}, "API_KEY=<sua-chave-aqui>", "SECRET=changeme")
}

// ---- masked and rotated values the agent keeps ----

func (g *G) agxMasked() {
	g.agxAdd("masked-old-key-ending", `
⏺ The old key ending in «_l4» is still referenced in two places:
  - .github/workflows/ci.yml (as secrets.STRIPE_KEY_OLD)
  - docs/runbook.md ("sk_live_…«_l4»")
  Both are references, not the value, so nothing leaks. I'll remove them.
`, V{"_l4": g.hex(4)}, "secrets.STRIPE_KEY_OLD")

	g.agxAdd("masked-gh-secret-list", `
$ gh secret list --repo tidewater/web
NAME                   UPDATED
AWS_ACCESS_KEY_ID      about 2 months ago
AWS_SECRET_ACCESS_KEY  about 2 months ago
SENTRY_AUTH_TOKEN      less than a minute ago
`, V{}, "SENTRY_AUTH_TOKEN      less than a minute ago")

	g.agxAdd("masked-ci-log-stars", `
Run ./scripts/deploy.sh
  env:
    AWS_ACCESS_KEY_ID: ***
    AWS_SECRET_ACCESS_KEY: ***
    DEPLOY_ENV: production
+ aws s3 sync dist/ s3://lumen-web-prod --delete
upload: dist/index.html to s3://lumen-web-prod/index.html
`, V{}, "AWS_ACCESS_KEY_ID: ***", "s3://lumen-web-prod")

	g.agxAdd("masked-redacted-in-summary", `
Summary: rotated the SendGrid key. New value stored in Doppler
(project api, config prd, name SENDGRID_API_KEY = <redacted>). Old key
SG.«_id».… was deleted in the SendGrid UI at 14:02 UTC.
`, V{"_id": g.b64u(22)}, "SENDGRID_API_KEY = <redacted>")

	g.agxAdd("masked-vercel-env-ls", `
$ vercel env ls production
> Environment Variables found for quarry/site [421ms]
 name                 value        environments    created
 DATABASE_URL         Encrypted    Production      12d ago
 OPENAI_API_KEY       Encrypted    Production      3d ago
 NEXT_PUBLIC_APP_URL  Encrypted    Production      40d ago
`, V{}, "Encrypted    Production      12d ago")

	g.agxAdd("masked-aws-configure-list", `
$ aws configure list --profile ingest
      Name                    Value             Type    Location
      ----                    -----             ----    --------
   profile                   ingest           manual    --profile
access_key     ****************«_l4» shared-credentials-file
secret_key     ****************«_l5» shared-credentials-file
    region             eu-north-1      config-file    ~/.aws/config
`, V{"_l4": g.s(alAWS, 4), "_l5": g.an(4)}, "shared-credentials-file")

	g.agxAdd("masked-docker-compose-config-interp", `
$ docker compose config | grep -A3 environment
    environment:
      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}
      POSTGRES_USER: app
      PGDATA: /var/lib/postgresql/data/pgdata
`, V{}, "${POSTGRES_PASSWORD:?set it in .env}")

	g.agxAdd("masked-xxxx-last4-card-style", `
The Twilio console shows the auth tokens as:
  Primary:   xxxxxxxxxxxxxxxxxxxxxxxxxxxx«_a»
  Secondary: (none)
Account SID is fully visible: it's an identifier, not a secret, but the
API needs the auth token too.
`, V{"_a": g.hex(4)}, "Secondary: (none)")

	g.agxAdd("masked-agent-refuses-print", `
⏺ Bash(test -n "$OPENAI_API_KEY" && echo "OPENAI_API_KEY is set (${#OPENAI_API_KEY} chars, prefix ${OPENAI_API_KEY:0:8})")
  ⎿  OPENAI_API_KEY is set (164 chars, prefix sk-proj-)

⏺ The variable is present, so the 401 isn't a missing key. I'm not printing
  the value.
`, V{}, "${OPENAI_API_KEY:0:8}", "prefix sk-proj-")

	g.agxAdd("masked-kubectl-describe-secret", `
$ kubectl describe secret api-secrets -n payments
Name:         api-secrets
Namespace:    payments
Type:  Opaque

Data
====
DATABASE_URL:           92 bytes
STRIPE_SECRET_KEY:      107 bytes
STRIPE_WEBHOOK_SECRET:  38 bytes
`, V{}, "STRIPE_SECRET_KEY:      107 bytes")

	g.agxAdd("masked-rotation-log-fingerprints", `
Rotation done:
  old key id «_o» → disabled 2025-03-04T10:12Z
  new key id «_n» → active
  fingerprint SHA256:«_fp»
Nothing sensitive in this output; the private key only exists in the
keyring.
`, V{"_o": g.hex(16), "_n": g.hex(16), "_fp": g.b64u(43)})

	g.agxAdd("masked-heroku-config-redacted", `
$ heroku config -a lumen-api --json | jq 'map_values("<redacted>")'
{
  "DATABASE_URL": "<redacted>",
  "REDIS_URL": "<redacted>",
  "SECRET_KEY_BASE": "<redacted>"
}
`, V{}, `map_values("<redacted>")`)

	g.agxAdd("masked-user-says-ending", `
> wait the key ending in «_l4» is the old one, I deleted it yesterday
> the new one should start with sk-ant-api03 and end in «_m4»

⏺ Then ~/.zshrc still exports the old one, which overrides .env. I'll
  remove that export line (I won't print either value).
`, V{"_l4": g.b64u(4), "_m4": g.b64u(4)}, "sk-ant-api03")

	g.agxAdd("masked-env-diff-values-hidden", `
⏺ Bash(diff <(cut -d= -f1 .env | sort) <(cut -d= -f1 .env.example | sort))
  ⎿  3d2
     < POSTHOG_PERSONAL_API_KEY
     7a7
     > SENTRY_DSN

⏺ Only key names differ; I compared names only, not values.
`, V{}, "POSTHOG_PERSONAL_API_KEY", "cut -d= -f1 .env")

	g.agxAdd("masked-1password-reference", `
⏺ I replaced the literal values with 1Password references so ˋop runˋ
  injects them:

  DATABASE_URL="op://Engineering/ledger-prod-db/connection string"
  STRIPE_SECRET_KEY="op://Engineering/Stripe live/credential"

  Run with: op run --env-file=.env -- npm start
`, V{}, `"op://Engineering/ledger-prod-db/connection string"`, `"op://Engineering/Stripe live/credential"`)

	g.agxAdd("masked-sops-encrypted-values", `
$ head -8 secrets.enc.yaml
db_password: ENC[AES256_GCM,data:«_d»,iv:«_iv»,tag:«_t»,type:str]
sops:
    age:
        - recipient: «_r»
    lastmodified: "2025-02-27T08:11:42Z"
    version: 3.9.4
`, V{"_d": g.b64(18), "_iv": g.b64(32), "_t": g.b64(16), "_r": g.agePublic()}, "version: 3.9.4")

	g.agxAdd("masked-ansible-vault-header", `
⏺ Read(group_vars/prod/vault.yml)
  ⎿  $ANSIBLE_VAULT;1.1;AES256
     «_l1»
     «_l2»

⏺ This file is vault-encrypted; I'll need the vault password file path
  (ANSIBLE_VAULT_PASSWORD_FILE) rather than the contents.
`, V{"_l1": g.hex(80), "_l2": g.hex(80)}, "$ANSIBLE_VAULT;1.1;AES256")

	g.agxAdd("masked-password-stars-in-ui", `
From the screenshot: Connection "prod-mysql", host db-01.kestrel.local,
user report_ro, password ••••••••••, "Save password" checked. The password
field is masked so I can't tell whether it matches; can you retype it in
the dialog and click Test Connection?
`, V{}, "db-01.kestrel.local", "report_ro")

	g.agxAdd("masked-prefix-only-talk", `
⏺ Your token starts with ghp_ (classic PAT), but the org enforces
  fine-grained tokens (github_pat_…). Create one under Settings →
  Developer settings → Fine-grained tokens with Contents: read & write.
`, V{}, "github_pat_…")

	g.agxAdd("masked-git-credential-helper-config", `
$ git config --global --get-regexp 'credential.*'
credential.helper osxkeychain
credential.https://github.com.helper !/opt/homebrew/bin/gh auth git-credential
credential.https://dev.azure.com.usehttppath true
`, V{}, "!/opt/homebrew/bin/gh auth git-credential")

	g.agxAdd("masked-sealed-secret", `
⏺ Write(k8s/sealed-api.yaml)
  ⎿  apiVersion: bitnami.com/v1alpha1
     kind: SealedSecret
     metadata: { name: api-env, namespace: prod }
     spec:
       encryptedData:
         API_KEY: «_a»
`, V{"_a": "AgB" + g.b64(300)}, "bitnami.com/v1alpha1")

	g.agxAdd("masked-redis-acl-list", `
$ redis-cli ACL LIST
1) "user default on sanitize-payload #«_h» ~* &* +@all"
2) "user worker on sanitize-payload #«_w» ~jobs:* +@read +@write"
These are SHA-256 hashes of the passwords, not the passwords.
`, V{"_h": g.hex(64), "_w": g.hex(64)})

	g.agxAdd("masked-env-file-example-written", `
⏺ Write(.env.example)
  ⎿  Wrote 6 lines to .env.example
     DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app
     STRIPE_SECRET_KEY=sk_test_your_key_here
     STRIPE_WEBHOOK_SECRET=whsec_...
     OPENAI_API_KEY=<your-openai-key>
     SESSION_SECRET=change-me-to-a-long-random-string
`, V{}, "postgres://USER:PASSWORD@localhost:5432/app", "sk_test_your_key_here", "<your-openai-key>", "change-me-to-a-long-random-string")

	g.agxAdd("masked-npm-whoami-token-list", `
$ npm token list
┌────────┬─────────┬────────────┬──────────┬────────────────┐
│ id     │ token   │ created    │ readonly │ CIDR whitelist │
├────────┼─────────┼────────────┼──────────┼────────────────┤
│ «_i1» │ npm_«_t1»… │ 2025-01-09 │ no       │                │
│ «_i2» │ npm_«_t2»… │ 2024-10-22 │ yes      │                │
└────────┴─────────┴────────────┴──────────┴────────────────┘
`, V{"_i1": g.hex(6), "_t1": g.an(4), "_i2": g.hex(6), "_t2": g.an(4)})
}

// ---- benign look-alikes only ----

func (g *G) agxBenign() {
	g.agxAdd("benign-git-log-oneline", `
⏺ Bash(git log --oneline -6)
  ⎿  «_a» fix: retry S3 uploads on 503
     «_b» chore(deps): bump aws-sdk to 3.731.1
     «_c» feat: rotate webhook secret via admin UI
     «_d» refactor: move token parsing to auth/token.go
     «_e» test: cover expired session path
     «_f» Merge pull request #418 from kestrel/secrets-manager
`, V{"_a": g.agxShort(), "_b": g.agxShort(), "_c": g.agxShort(), "_d": g.agxShort(), "_e": g.agxShort(), "_f": g.agxShort()}, "kestrel/secrets-manager")

	g.agxAdd("benign-git-rev-parse-and-status", `
$ git rev-parse HEAD origin/main
«_a»
«_b»
$ git status -sb
## feat/token-rotation...origin/feat/token-rotation [ahead 2]
 M internal/auth/rotate.go
?? internal/auth/rotate_test.go
`, V{"_a": g.gitSHA(), "_b": g.gitSHA()}, "internal/auth/rotate_test.go")

	g.agxAdd("benign-sha256sum-artifacts", `
⏺ Bash(sha256sum dist/*.tar.gz)
  ⎿  «_a»  dist/omp-agent_1.4.2_linux_amd64.tar.gz
     «_b»  dist/omp-agent_1.4.2_linux_arm64.tar.gz
     «_c»  dist/omp-agent_1.4.2_darwin_arm64.tar.gz
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(64)}, "omp-agent_1.4.2_linux_amd64.tar.gz")

	g.agxAdd("benign-docker-images-digests", `
$ docker images --digests | head -4
REPOSITORY              TAG       DIGEST                                                                    IMAGE ID       SIZE
ghcr.io/kestrel/api     2.14.3    sha256:«_d1»   «_i1»   188MB
postgres                16.4      sha256:«_d2»   «_i2»   432MB
`, V{"_d1": g.hex(64), "_i1": g.hex(12), "_d2": g.hex(64), "_i2": g.hex(12)}, "ghcr.io/kestrel/api")

	g.agxAdd("benign-uuid-request-ids-error", `
⏺ The API returned:
  {"error":{"code":"rate_limited","message":"Too many requests","request_id":"«_r»","trace_id":"«_t»"}}
  It's a rate limit, not an auth problem. The request_id is what support
  will ask for.
`, V{"_r": g.uuid(), "_t": g.hex(32)}, "rate_limited")

	g.agxAdd("benign-ssh-pubkey-authorized", `
⏺ Bash(cat ~/.ssh/id_ed25519.pub && ssh-keygen -lf ~/.ssh/id_ed25519.pub)
  ⎿  «_p» maya@fieldbook
     256 «_f» maya@fieldbook (ED25519)

⏺ That's the public key; it's safe to paste into GitHub → SSH keys.
`, func() V { _, pub := g.sshEd25519("maya@fieldbook"); return V{"_p": pub, "_f": g.fgFP()} }(), "maya@fieldbook")

	g.agxAdd("benign-placeholders-readme-edit", `
⏺ Update(README.md)
  ⎿  Updated README.md with 4 additions
       31 +  ˋˋˋbash
       32 +  export OPENAI_API_KEY=<your-key>
       33 +  export DATABASE_URL="postgres://user:password@localhost:5432/dev"
       34 +  ˋˋˋ
`, V{}, "export OPENAI_API_KEY=<your-key>", "postgres://user:password@localhost:5432/dev")

	g.agxAdd("benign-env-var-references-bash", `
⏺ Bash(curl -sf -H "Authorization: Bearer ${CF_API_TOKEN}" "https://api.cloudflare.com/client/v4/zones?name=kestrel.de" | jq -r '.result[0].id')
  ⎿  «_z»
`, V{"_z": g.hex(32)}, "${CF_API_TOKEN}")

	g.agxAdd("benign-code-identifiers", `
⏺ Search(pattern: "token", path: "src/auth", output_mode: "content")
  ⎿  src/auth/refresh.ts:12:export async function refreshAccessToken(refreshToken: string) {
     src/auth/refresh.ts:18:  const { access_token, expires_in } = await res.json();
     src/auth/store.ts:4:const TOKEN_STORAGE_KEY = 'lumen.auth.v2';
     src/auth/store.ts:9:export const getApiKeyHeaderName = () => 'x-api-key';
`, V{}, "refreshAccessToken", "TOKEN_STORAGE_KEY = 'lumen.auth.v2'")

	g.agxAdd("benign-version-numbers-upgrade", `
⏺ Upgraded dependencies:
  - stripe 14.25.0 → 17.5.0 (API version 2024-12-18.acacia)
  - @aws-sdk/client-s3 3.654.0 → 3.731.1
  - jsonwebtoken 8.5.1 → 9.0.2 (fixes CVE-2022-23529)
  Lockfile integrity hashes changed accordingly.
`, V{}, "2024-12-18.acacia", "CVE-2022-23529", "3.654.0 → 3.731.1")

	g.agxAdd("benign-package-lock-integrity", `
$ git diff package-lock.json | head -8
     "node_modules/jsonwebtoken": {
-      "version": "8.5.1",
-      "integrity": "sha512-«_a»",
+      "version": "9.0.2",
+      "integrity": "sha512-«_b»",
`, V{"_a": g.b64(64), "_b": g.b64(64)}, "node_modules/jsonwebtoken")

	g.agxAdd("benign-stripe-object-ids", `
⏺ The webhook handler received:
  evt «_e» (payment_intent.succeeded) for «_pi», customer «_cu».
  The charge «_ch» is in the "succeeded" state; refunds array is empty.
`, V{"_e": "evt_" + g.an(24), "_pi": "pi_" + g.an(24), "_cu": "cus_" + g.an(14), "_ch": "ch_" + g.an(24)})

	g.agxAdd("benign-aws-arns-account", `
⏺ The role the Lambda assumes is
  arn:aws:iam::«_a»:role/ledger-exporter-role and it writes to
  arn:aws:s3:::ledger-exports-«_a»/daily/. The KMS key is
  arn:aws:kms:eu-west-1:«_a»:key/«_k».
`, V{"_a": g.digits(12), "_k": g.uuid()}, "ledger-exporter-role")

	g.agxAdd("benign-jwt-header-talk", `
⏺ A JWT always starts with eyJ because that's base64 of {"; the header
  {"alg":"RS256","kid":"«_k»"} tells us which JWKS key to verify with. The
  token itself isn't needed to debug this; the kid is enough.
`, V{"_k": g.b64u(43)}, `{"alg":"RS256","kid":"`)

	g.agxAdd("benign-public-keys-config", `
⏺ Read(src/config/public.ts)
  ⎿  export const publicConfig = {
       stripePublishableKey: "«_pk»",
       posthogKey: "phc_«_ph»",
       sentryRelease: "web@«_c»",
     };
`, V{"_pk": g.pkLive(), "_ph": g.an(43), "_c": g.gitSHA()})

	g.agxAdd("benign-kubectl-get-pods", `
$ kubectl get pods -n payments -o wide
NAME                              READY   STATUS    RESTARTS   AGE   IP            NODE
api-«_a»-«_b»          1/1     Running   0          3h    10.42.1.17    ip-10-0-3-41.eu-west-1.compute.internal
worker-«_c»-«_d»       1/1     Running   2          3h    10.42.2.9     ip-10-0-4-12.eu-west-1.compute.internal
`, V{"_a": g.s(alLowNum, 10), "_b": g.s(alLowNum, 5), "_c": g.s(alLowNum, 10), "_d": g.s(alLowNum, 5)}, "ip-10-0-3-41.eu-west-1.compute.internal")

	g.agxAdd("benign-go-sum-diff", `
$ git diff go.sum
+github.com/golang-jwt/jwt/v5 v5.2.1 h1:«_a»=
+github.com/golang-jwt/jwt/v5 v5.2.1/go.mod h1:«_b»=
`, V{"_a": g.s(alB64, 43), "_b": g.s(alB64, 43)}, "github.com/golang-jwt/jwt/v5 v5.2.1")

	g.agxAdd("benign-secret-generation-code", `
⏺ I added a helper that generates per-environment secrets at deploy time:

  func newSecret() string {
      b := make([]byte, 32)
      if _, err := rand.Read(b); err != nil { panic(err) }
      return base64.RawURLEncoding.EncodeToString(b)
  }

  Nothing is hardcoded; each environment gets its own value in Secrets
  Manager under /ledger/<env>/session-secret.
`, V{}, "/ledger/<env>/session-secret", "base64.RawURLEncoding.EncodeToString(b)")

	g.agxAdd("benign-password-policy-talk", `
⏺ The signup form rejects the password because the policy regex is
  ^(?=.*[A-Z])(?=.*\d)(?=.*[^\w\s]).{12,}$ and the test fixture uses
  "password123". I'll change the fixture to build a compliant password
  at runtime instead of hardcoding one.
`, V{}, `^(?=.*[A-Z])(?=.*\d)(?=.*[^\w\s]).{12,}$`)

	g.agxAdd("benign-tool-use-ids", `
{"type":"tool_use","id":"toolu_«_t»","name":"Bash","input":{"command":"npm test -- --runInBand","description":"Run tests serially"}}
{"type":"tool_result","tool_use_id":"toolu_«_t»","content":"Tests: 212 passed, 212 total"}
`, V{"_t": g.s(alAlnum, 24)}, "npm test -- --runInBand")

	g.agxAdd("benign-session-and-message-ids", `
session «_s» · model claude-sonnet-4 · cwd /home/dev/ledger
msg «_m» · 14:22:07 · tokens in 18,221 out 1,042 · cache read 16,380
`, V{"_s": g.uuid(), "_m": "msg_" + g.an(24)}, "cache read 16,380")

	g.agxAdd("benign-gpg-list-keys", `
$ gpg --list-secret-keys --keyid-format=long
sec   ed25519/«_k» 2024-05-02 [SC]
      «_f»
uid                 [ultimate] Priya Nair <priya@quarry.dev>
ssb   cv25519/«_s» 2024-05-02 [E]
`, V{"_k": g.s(alHexU, 16), "_f": g.s(alHexU, 40), "_s": g.s(alHexU, 16)}, "Priya Nair <priya@quarry.dev>")

	g.agxAdd("benign-certificate-fingerprint", `
$ openssl x509 -in certs/server.crt -noout -subject -issuer -fingerprint -sha256
subject=CN = api.kestrel.de
issuer=C = US, O = Let's Encrypt, CN = R11
sha256 Fingerprint=«_f»
`, V{"_f": agxColons(strings.ToUpper(g.hex(64)))}, "CN = api.kestrel.de")

	g.agxAdd("benign-env-names-only", `
⏺ The app expects these environment variables (from src/env.ts):
  DATABASE_URL, REDIS_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET,
  NEXTAUTH_SECRET, GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET
  Your .env defines all but NEXTAUTH_SECRET.
`, V{}, "NEXTAUTH_SECRET, GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET")

	g.agxAdd("benign-oauth-client-ids", `
⏺ The Google OAuth client is configured with
  client_id «_c».apps.googleusercontent.com and redirect URI
  https://app.quarry.dev/api/auth/callback/google. The client secret lives
  in GOOGLE_CLIENT_SECRET; I didn't need to look at it.
`, V{"_c": g.digits(12) + "-" + g.s(alLowNum, 32)}, "https://app.quarry.dev/api/auth/callback/google")

	g.agxAdd("benign-test-fixture-fake-values", `
⏺ Read(tests/fixtures/config.yaml)
  ⎿  stripe:
       secret_key: sk_test_fake
       webhook_secret: whsec_test
     db:
       url: sqlite:///:memory:
     jwt_secret: test-secret-do-not-use
`, V{}, "sk_test_fake", "test-secret-do-not-use", "sqlite:///:memory:")

	g.agxAdd("benign-base64-non-secret", `
⏺ The ConfigMap value aGVsbG8td29ybGQtY29uZmln is just base64 of
  "hello-world-config", and ZGVidWc= is "debug"; nothing sensitive in
  this ConfigMap.
`, V{}, "aGVsbG8td29ybGQtY29uZmln", "ZGVidWc=")

	g.agxAdd("benign-ulids-and-snowflakes", `
⏺ Order «_o» (created 2025-03-04) maps to Discord message «_m» in
  #orders. The job id «_j» finished in 1.8 s.
`, V{"_o": "01J" + g.s("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23), "_m": g.digits(19), "_j": g.uuid()}, "#orders")

	g.agxAdd("benign-lockfile-cargo-checksum", `
$ git diff Cargo.lock | grep -A2 'name = "ring"'
 name = "ring"
-version = "0.17.8"
-checksum = "«_a»"
+version = "0.17.13"
+checksum = "«_b»"
`, V{"_a": g.hex(64), "_b": g.hex(64)}, `version = "0.17.13"`)

	g.agxAdd("benign-ci-run-ids-urls", `
⏺ CI is green: https://github.com/kestrel/orders/actions/runs/«_r»/job/«_j»
  (commit «_c», workflow "test", 4m12s).
`, V{"_r": g.digits(11), "_j": g.digits(11), "_c": g.gitSHA()}, "https://github.com/kestrel/orders/actions/runs/")

	g.agxAdd("benign-hashed-passwords-table", `
$ psql -c "select id, email, left(password_hash, 7) as algo from users limit 3"
 id |        email         |  algo
----+----------------------+---------
  1 | admin@quarry.dev     | $2b$12$
  2 | maya@quarry.dev      | $argon2
  3 | test@quarry.dev      | $2b$12$
`, V{}, "admin@quarry.dev", "left(password_hash, 7)")

	g.agxAdd("benign-ssh-known-hosts-added", `
⏺ Bash(ssh-keyscan -t ed25519 git.kestrel.de >> ~/.ssh/known_hosts)
  ⎿  # git.kestrel.de:22 SSH-2.0-OpenSSH_9.6p1 Ubuntu-3ubuntu13.5
     git.kestrel.de «_k»
`, func() V { _, pub := g.sshEd25519("host"); return V{"_k": pub} }(), "SSH-2.0-OpenSSH_9.6p1")

	g.agxAdd("benign-agent-plan-no-values", `
Plan:
1. Read .env names (not values) to see what's configured
2. Add SENTRY_DSN to the Vercel project via the dashboard (you do this)
3. Replace process.env.SENTRY_AUTH_TOKEN in next.config.js with the
   withSentryConfig option authToken: process.env.SENTRY_AUTH_TOKEN
4. Redeploy and check the release «_rel» has source maps
`, V{"_rel": "web@" + g.gitSHA()}, "process.env.SENTRY_AUTH_TOKEN")

	g.agxAdd("benign-wrong-length-hex-color", `
⏺ The "key" the linter flagged in theme.ts is only the color table:
  primary: '#«_a»', accent: '#«_b»', muted: '#«_c»'
  It's a false positive; I added an allowlist comment.
`, V{"_a": g.hex(6), "_b": g.hex(6), "_c": g.hex(6)}, "allowlist comment")

	g.agxAdd("benign-azure-ids", `
$ az account show -o json
{
  "environmentName": "AzureCloud",
  "id": "«_s»",
  "name": "kestrel-prod",
  "tenantId": "«_t»",
  "user": { "name": "ops@kestrel.de", "type": "user" }
}
`, V{"_s": g.uuid(), "_t": g.uuid()}, `"environmentName": "AzureCloud"`)

	g.agxAdd("benign-user-says-no-key", `
> I don't have the key yet, it's with Sam. use a placeholder like
> REPLACE_ME for now and we'll fill it in later

⏺ Using API_KEY=REPLACE_ME in .env.local and a check that fails fast at
  startup if it still says REPLACE_ME.
`, V{}, "API_KEY=REPLACE_ME")

	g.agxAdd("benign-vault-token-lookup", `
$ vault token lookup
Key                 Value
---                 -----
accessor            «_a»
display_name        oidc-maya@quarry.dev
entity_id           «_e»
expire_time         2025-03-05T08:12:44.1Z
policies            [default dev-readonly]
`, V{"_a": g.an(24), "_e": g.uuid()}, "oidc-maya@quarry.dev")

	g.agxAdd("benign-migration-filenames", `
⏺ Created migration prisma/migrations/20250304101233_add_api_keys_table/migration.sql:
  CREATE TABLE "ApiKey" ("id" TEXT PRIMARY KEY, "hashedKey" TEXT NOT NULL,
  "prefix" VARCHAR(8) NOT NULL, "lastUsedAt" TIMESTAMP(3));
  Only the hash and an 8-char prefix are stored, never the key.
`, V{}, "20250304101233_add_api_keys_table", `"hashedKey" TEXT NOT NULL`)

	g.agxAdd("benign-tls-sni-hostnames", `
⏺ Bash(curl -sI https://api.kestrel.de/healthz)
  ⎿  HTTP/2 200
     x-request-id: «_r»
     strict-transport-security: max-age=63072000; includeSubDomains
     etag: W/"«_e»"
`, V{"_r": g.uuid(), "_e": g.hex(16)}, "max-age=63072000; includeSubDomains")

	g.agxAdd("benign-pip-hash-requirements", `
⏺ Read(requirements.txt)
  ⎿  cryptography==44.0.1 \
         --hash=sha256:«_a» \
         --hash=sha256:«_b»
     pyjwt==2.10.1 \
         --hash=sha256:«_c»
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(64)}, "cryptography==44.0.1", "pyjwt==2.10.1")
}
