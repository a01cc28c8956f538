package cases

import (
	"fmt"
	"net/url"
	"strings"
)

// agentCases adds cases from what a coding agent's own tool calls and
// their outputs carry: diffs and patches, search results, shell traces
// and heredocs, editor tool arguments, nested encodings, HTTP tooling,
// notebooks and data exports, credential files of package managers,
// clouds and services, connection strings, error output and test
// failures, CI logs and chat in many languages, and benign-only cases
// from the same places. The case names start with "agent/".
func (g *G) agentCases() {
	g.agDiffs()
	g.agSearch()
	g.agShell()
	g.agEditor()
	g.agEncodings()
	g.agHTTP()
	g.agData()
	g.agCredFiles()
	g.agServices()
	g.agErrors()
	g.agChat()
	g.agBenign()
}

// ---- helpers used only here ----

// agBT turns each ˋ into a backquote, which a Go raw string cannot hold.
func agBT(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }

// agLines puts each line of body in v under key0, key1, … and returns the
// template lines, each after prefix. Lines shorter than 16 characters
// (a base64 tail) are filler, too short to mean anything alone.
func agLines(v V, key, prefix, body string) string {
	var out []string
	for i, l := range strings.Split(body, "\n") {
		k := fmt.Sprintf("%s%d", key, i)
		if len(l) < 16 {
			k = "=" + k
		}
		v[k] = l
		out = append(out, prefix+"«"+k+"»")
	}
	return strings.Join(out, "\n")
}

// agQ percent-encodes s as a form or query value.
func agQ(s string) string { return url.QueryEscape(s) }

// ---- formats used only here ----

func (g *G) agBitbucket() string { return "ATBB" + g.an(28) + g.s(alHexU, 8) }
func (g *G) agTavily() string    { return "tvly-" + g.an(32) }
func (g *G) agFirecrawl() string { return "fc-" + g.hex(32) }
func (g *G) agE2B() string       { return "e2b_" + g.hex(40) }
func (g *G) agNeonPw() string    { return "npg_" + g.an(12) }
func (g *G) agPscale() string    { return "pscale_pw_" + g.b64u(43) }
func (g *G) agCircle() string    { return "CCIPAT_" + g.an(22) + "_" + g.hex(40) }
func (g *G) agSonar() string     { return "squ_" + g.hex(40) }
func (g *G) agJFrogRef() string {
	return b64s("reftkn:01:" + g.digits(10) + ":" + g.an(27))
}
func (g *G) agDynatrace() string {
	return "dt0c01." + g.s(alUpNum, 24) + "." + g.s(alUpNum, 64)
}
func (g *G) agPosthogPersonal() string { return "phx_" + g.an(47) }
func (g *G) agTwilioKeySID() string    { return "SK" + g.hex(32) }
func (g *G) agBrave() string           { return "BSA" + g.an(27) }
func (g *G) agDeepseek() string        { return "sk-" + g.hex(32) }
func (g *G) agEleven() string          { return "sk_" + g.hex(48) }
func (g *G) agMSRefresh() string       { return "1.AXkA" + g.b64u(420) }
func (g *G) agShpss() string           { return "shpss_" + g.hex(32) }
func (g *G) agPaypal() string          { return "E" + g.b64u(79) }
func (g *G) agK3s() string {
	return "K10" + g.hex(64) + "::server:" + g.hex(32)
}
func (g *G) agB2KeyID() string { return "005" + g.hex(12) + "00000000" + g.s(alDigit, 2) }
func (g *G) agSvix() string    { return "whsec_" + g.b64(24) }

// ---- diffs and patches ----

func (g *G) agDiffs() {
	g.add("agent/git-diff-removed-hardcoded-key", `
$ git diff src/summarize.py
diff --git a/src/summarize.py b/src/summarize.py
index «_i1»..«_i2» 100644
--- a/src/summarize.py
+++ b/src/summarize.py
@@ -1,9 +1,10 @@
+import os
 import anthropic
 
-client = anthropic.Anthropic(api_key="«a»")
+client = anthropic.Anthropic(api_key=os.environ["ANTHROPIC_API_KEY"])
 
 def summarize(text: str) -> str:
     msg = client.messages.create(
         model="claude-sonnet-4-5",
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.anthropic()},
		`api_key=os.environ["ANTHROPIC_API_KEY"]`, "def summarize(text: str) -> str:")

	g.add("agent/git-diff-rotated-env-both-lines", `
$ git diff HEAD~3 -- .env.staging
diff --git a/.env.staging b/.env.staging
index «_i1»..«_i2» 100644
--- a/.env.staging
+++ b/.env.staging
@@ -4,8 +4,8 @@ APP_URL=https://staging.acme-shop.io
 REDIS_URL=redis://redis.staging.internal:6379/1
-SESSION_SECRET=«a»
+SESSION_SECRET=«b»
 SMTP_HOST=smtp.postmarkapp.com
-SMTP_PASSWORD=«c»
+SMTP_PASSWORD=«d»
 S3_BUCKET=acme-shop-staging-uploads
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.hex(64), "b": g.hex(64), "c": g.uuid(), "d": g.uuid()},
		"redis://redis.staging.internal:6379/1", "acme-shop-staging-uploads", "smtp.postmarkapp.com")

	g.add("agent/git-show-new-workflow-with-token", `
$ git show «_sha» --stat -p
commit «_sha»
Author: Priya Raman <priya@acme-shop.io>
Date:   Tue Oct 14 16:02:51 2025 +0200

    ci: publish to npm on tag

 .github/workflows/release.yml | 14 ++++++++++++++
 1 file changed, 14 insertions(+)

diff --git a/.github/workflows/release.yml b/.github/workflows/release.yml
new file mode 100644
index 0000000..«_i»
--- /dev/null
+++ b/.github/workflows/release.yml
@@ -0,0 +1,14 @@
+name: release
+on:
+  push:
+    tags: ["v*"]
+jobs:
+  publish:
+    runs-on: ubuntu-latest
+    steps:
+      - uses: actions/checkout@v4
+      - uses: actions/setup-node@v4
+        with: { node-version: 20, registry-url: "https://registry.npmjs.org" }
+      - run: npm publish --access public
+        env:
+          NODE_AUTH_TOKEN: «a»
`, V{"_sha": g.gitSHA(), "_i": g.hex(7), "a": g.npmTok()},
		"priya@acme-shop.io", "actions/setup-node@v4", "NODE_AUTH_TOKEN")

	g.add("agent/git-log-p-pickaxe-db-password", `
$ git log -p -S'password:' --format='%h %an %s' -- config/database.yml
«_h1» Marco Bellini remove hardcoded db password
diff --git a/config/database.yml b/config/database.yml
index «=i1»..«=i2» 100644
--- a/config/database.yml
+++ b/config/database.yml
@@ -18,7 +18,7 @@ production:
   <<: *default
   database: ledger_production
   username: ledger
-  password: «a»
+  password: <%= ENV["LEDGER_DATABASE_PASSWORD"] %>
   host: ledger-db.cluster-«_c».eu-central-1.rds.amazonaws.com

«_h2» Marco Bellini production database config
diff --git a/config/database.yml b/config/database.yml
index «=i3»..«=i1» 100644
--- a/config/database.yml
+++ b/config/database.yml
@@ -14,0 +15,7 @@ test:
+production:
+  <<: *default
+  database: ledger_production
+  username: ledger
+  password: «a»
+  host: ledger-db.cluster-«_c».eu-central-1.rds.amazonaws.com
+  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>
`, V{"_h1": g.hex(9), "_h2": g.hex(9), "=i1": g.hex(7), "=i2": g.hex(7), "=i3": g.hex(7), "a": g.pw(), "_c": g.s(alLowNum, 12)},
		`<%= ENV["LEDGER_DATABASE_PASSWORD"] %>`, "Marco Bellini")

	ec := g.ecSEC1()
	v := V{"_i": g.hex(7)}
	g.add("agent/git-diff-cached-new-pem-file", `
$ git diff --cached --stat
 certs/push-signing.pem | 5 +++++
 1 file changed, 5 insertions(+)
$ git diff --cached certs/push-signing.pem
diff --git a/certs/push-signing.pem b/certs/push-signing.pem
new file mode 100644
index 0000000..«_i»
--- /dev/null
+++ b/certs/push-signing.pem
@@ -0,0 +1,5 @@
+`+ec.begin+`
`+agLines(v, "k", "+", ec.body)+`
+`+ec.end+`
`, v, "certs/push-signing.pem | 5 +++++", "new file mode 100644")

	g.add("agent/git-stash-show-local-settings", `
$ git stash list
stash@{0}: WIP on main: «_h» fix blob trigger path
$ git stash show -p stash@{0}
diff --git a/local.settings.json b/local.settings.json
index «=i1»..«=i2» 100644
--- a/local.settings.json
+++ b/local.settings.json
@@ -1,8 +1,9 @@
 {
   "IsEncrypted": false,
   "Values": {
-    "AzureWebJobsStorage": "UseDevelopmentStorage=true",
+    "AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=acmeingestfn;AccountKey=«a»;EndpointSuffix=core.windows.net",
     "FUNCTIONS_WORKER_RUNTIME": "python",
+    "COSMOS_KEY": "«b»",
     "BLOB_CONTAINER": "incoming"
   }
 }
`, V{"_h": g.hex(7), "=i1": g.hex(7), "=i2": g.hex(7), "a": g.azStorage(), "b": g.b64(64)},
		"UseDevelopmentStorage=true", "AccountName=acmeingestfn", `"FUNCTIONS_WORKER_RUNTIME": "python"`)

	g.add("agent/apply-patch-move-key-to-env", `
apply_patch <<'PATCH'
*** Begin Patch
*** Add File: .env.local
+OPENROUTER_API_KEY=«a»
+OPENROUTER_MODEL=anthropic/claude-sonnet-4.5
*** Update File: src/lib/llm.ts
@@ export function client() {
-  const apiKey = "«a»";
+  const apiKey = process.env.OPENROUTER_API_KEY;
+  if (!apiKey) throw new Error("OPENROUTER_API_KEY is not set");
   return new OpenAI({ baseURL: "https://openrouter.ai/api/v1", apiKey });
*** End Patch
PATCH
Success. Updated the following files:
A .env.local
M src/lib/llm.ts
`, V{"a": g.openrouter()}, "process.env.OPENROUTER_API_KEY", "https://openrouter.ai/api/v1", "anthropic/claude-sonnet-4.5")

	g.add("agent/diff-u-prod-vs-staging-ini", `
$ diff -u deploy/prod.ini deploy/staging.ini
--- deploy/prod.ini	2025-09-30 11:02:44.000000000 +0000
+++ deploy/staging.ini	2025-10-02 08:15:10.000000000 +0000
@@ -1,14 +1,14 @@
 [database]
-host = pg-prod-1.int.acme-freight.net
+host = pg-stg-1.int.acme-freight.net
 user = freight_app
-password = «a»
+password = «b»
 
 [queue]
-url = amqps://freight:«c»@mq-prod.int.acme-freight.net:5671/prod
+url = amqps://freight:«d»@mq-stg.int.acme-freight.net:5671/staging
 prefetch = 20
 
 [geocoder]
-api_key = «e»
+api_key = «f»
 timeout_ms = 1500
`, V{"a": g.pw(), "b": g.pw(), "c": g.pwURL(), "d": g.pwURL(), "e": g.hex(32), "f": g.hex(32)},
		"pg-stg-1.int.acme-freight.net", "user = freight_app", "timeout_ms = 1500")

	g.add("agent/git-diff-word-diff-values", `
$ git diff --word-diff=plain helm/values-prod.yaml
diff --git a/helm/values-prod.yaml b/helm/values-prod.yaml
index «_i1»..«_i2» 100644
--- a/helm/values-prod.yaml
+++ b/helm/values-prod.yaml
@@ -31,9 +31,9 @@ secrets:
  datadog:
    site: datadoghq.eu
    apiKey: [-«a»-]{+«b»+}
  github:
    appId: 412877
    webhookSecret: [-«c»-]{+«d»+}
  image:
    tag: [-1.18.3-]{+1.18.4+}
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.hex(32), "b": g.hex(32), "c": g.hex(40), "d": g.hex(40)},
		"appId: 412877", "[-1.18.3-]{+1.18.4+}", "site: datadoghq.eu")

	g.add("agent/git-diff-mcp-json-env", `
$ git diff .mcp.json
diff --git a/.mcp.json b/.mcp.json
index «_i1»..«_i2» 100644
--- a/.mcp.json
+++ b/.mcp.json
@@ -3,6 +3,16 @@
     "filesystem": {
       "command": "npx",
       "args": ["-y", "@modelcontextprotocol/server-filesystem", "/home/li/notes"]
+    },
+    "brave-search": {
+      "command": "npx",
+      "args": ["-y", "@modelcontextprotocol/server-brave-search"],
+      "env": { "BRAVE_API_KEY": "«a»" }
+    },
+    "github": {
+      "command": "docker",
+      "args": ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "ghcr.io/github/github-mcp-server"],
+      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "«b»" }
     }
   }
 }
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.agBrave(), "b": g.ghFine()},
		"@modelcontextprotocol/server-brave-search", "ghcr.io/github/github-mcp-server", "/home/li/notes")

	g.add("agent/format-patch-dockerfile-env", `
$ cat 0001-Add-Sentry-release-upload.patch
From «_sha» Mon Sep 17 00:00:00 2001
From: Jonas Weber <jonas@example-labs.de>
Date: Wed, 8 Oct 2025 10:41:07 +0200
Subject: [PATCH] Add Sentry release upload

---
 Dockerfile | 3 +++
 1 file changed, 3 insertions(+)

diff --git a/Dockerfile b/Dockerfile
index «=i1»..«=i2» 100644
--- a/Dockerfile
+++ b/Dockerfile
@@ -21,6 +21,9 @@ RUN npm run build
 
 FROM node:20-alpine AS runtime
 WORKDIR /app
+ENV SENTRY_AUTH_TOKEN=«a»
+ENV SENTRY_ORG=example-labs SENTRY_PROJECT=portal
+RUN npx @sentry/cli releases files "$GIT_SHA" upload-sourcemaps ./dist
 COPY --from=build /app/dist ./dist
-- 
2.47.0
`, V{"_sha": g.gitSHA(), "=i1": g.hex(7), "=i2": g.hex(7), "a": g.txSentryOrg()},
		"jonas@example-labs.de", "SENTRY_PROJECT=portal", "FROM node:20-alpine AS runtime")

	g.add("agent/git-diff-secret-on-context-line", `
$ git diff -U5 internal/mail/mailer.go
diff --git a/internal/mail/mailer.go b/internal/mail/mailer.go
index «_i1»..«_i2» 100644
--- a/internal/mail/mailer.go
+++ b/internal/mail/mailer.go
@@ -9,11 +9,11 @@ import (
 
 const (
 	smtpHost = "smtp.mailgun.org"
 	smtpPort = 587
 	smtpUser = "postmaster@mg.tiny-invoices.app"
 	smtpPass = "«a»"
-	fromAddr = "billing@tiny-invoices.app"
+	fromAddr = "Tiny Invoices <billing@tiny-invoices.app>"
 )
 
 func Send(to, subject, body string) error {
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)},
		"postmaster@mg.tiny-invoices.app", "smtp.mailgun.org", "func Send(to, subject, body string) error {")

	g.add("agent/git-show-deleted-tfvars", `
$ git show --format='%h %s' «_h» -- infra/prod.auto.tfvars
«_h» chore: stop tracking tfvars
diff --git a/infra/prod.auto.tfvars b/infra/prod.auto.tfvars
deleted file mode 100644
index «=i»..0000000
--- a/infra/prod.auto.tfvars
+++ /dev/null
@@ -1,7 +0,0 @@
-region             = "us-east-2"
-db_username        = "orders"
-db_password        = "«a»"
-datadog_api_key    = "«b»"
-datadog_app_key    = "«c»"
-cloudflare_zone_id = "«_z»"
-pagerduty_token    = "«d»"
`, V{"_h": g.hex(9), "=i": g.hex(7), "a": g.pwStrong(), "b": g.hex(32), "c": g.hex(40), "_z": g.hex(32), "d": g.s(alB64U, 20)},
		"deleted file mode 100644", `region             = "us-east-2"`, "chore: stop tracking tfvars")

	g.add("agent/git-diff-notebook-output-token", `
$ git diff notebooks/eval.ipynb
diff --git a/notebooks/eval.ipynb b/notebooks/eval.ipynb
index «_i1»..«_i2» 100644
--- a/notebooks/eval.ipynb
+++ b/notebooks/eval.ipynb
@@ -41,9 +41,16 @@
    "execution_count": 2,
    "metadata": {},
    "outputs": [
+    {
+     "name": "stdout",
+     "output_type": "stream",
+     "text": [
+      "HF_TOKEN=«a»\n",
+      "HF_HOME=/scratch/hf\n"
+     ]
+    }
    ],
    "source": [
     "!env | grep HF_\n"
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.hfTok()},
		`"output_type": "stream"`, "HF_HOME=/scratch/hf", `"execution_count": 2`)

	g.add("agent/git-blame-settings-lines", `
$ git blame -L 40,45 app/core/settings.py
«_b1» (Aiko Tanaka 2024-11-02 09:14:55 +0900 40) CACHES = {"default": {"BACKEND": "django_redis.cache.RedisCache",
«_b1» (Aiko Tanaka 2024-11-02 09:14:55 +0900 41)     "LOCATION": "redis://:«a»@cache.internal:6379/2"}}
^«_b2» (Kenji Mori  2024-06-20 18:03:12 +0900 42) 
«_b3» (Kenji Mori  2024-08-11 12:30:40 +0900 43) EMAIL_HOST_PASSWORD = "«b»"
«_b3» (Kenji Mori  2024-08-11 12:30:40 +0900 44) AWS_S3_ACCESS_KEY_ID = "«c»"
«_b3» (Kenji Mori  2024-08-11 12:30:40 +0900 45) AWS_S3_SECRET_ACCESS_KEY = "«d»"
`, V{"_b1": g.hex(8), "_b2": g.hex(7), "_b3": g.hex(8), "a": g.pwURL(), "b": g.txGmailAppPw(), "c": g.awsID(), "d": g.awsSecret()},
		"django_redis.cache.RedisCache", "Aiko Tanaka 2024-11-02 09:14:55 +0900 40")

	g.add("agent/svn-diff-mail-properties", `
$ svn diff conf/
Index: conf/mail.properties
===================================================================
--- conf/mail.properties	(revision 2231)
+++ conf/mail.properties	(working copy)
@@ -1,7 +1,7 @@
 mail.smtp.host=smtp.office365.com
 mail.smtp.port=587
 mail.smtp.starttls.enable=true
 mail.smtp.user=noreply@stadtwerke-beispiel.de
-mail.smtp.password=«a»
+mail.smtp.password=«b»
 mail.from=Stadtwerke Kundenservice <noreply@stadtwerke-beispiel.de>
`, V{"a": g.pw(), "b": g.pw()}, "(revision 2231)", "mail.smtp.user=noreply@stadtwerke-beispiel.de", "mail.smtp.starttls.enable=true")

	g.add("agent/merge-conflict-markers-secrets-yml", `
$ git status --short
UU config/secrets.yml
$ sed -n 1,20p config/secrets.yml
production:
  secret_key_base: «a»
<<<<<<< HEAD
  stripe_secret_key: «b»
  stripe_webhook_secret: «c»
=======
  stripe_secret_key: «d»
  stripe_webhook_secret: «e»
  stripe_connect_client_id: «_f»
>>>>>>> feature/connect-onboarding
`, V{"a": g.hex(128), "b": g.skLive(), "c": g.whsec(), "d": g.rkLive(), "e": g.whsec(), "_f": "ca_" + g.an(32)},
		">>>>>>> feature/connect-onboarding", "UU config/secrets.yml")

	g.add("agent/git-add-p-hunk-prompt", `
$ git add -p docker-compose.override.yml
diff --git a/docker-compose.override.yml b/docker-compose.override.yml
index «_i1»..«_i2» 100644
--- a/docker-compose.override.yml
+++ b/docker-compose.override.yml
@@ -8,6 +8,8 @@ services:
   minio:
     image: quay.io/minio/minio:RELEASE.2025-09-07T16-13-09Z
     environment:
       MINIO_ROOT_USER: minioadmin
+      MINIO_ROOT_PASSWORD: "«a»"
+      MINIO_KMS_SECRET_KEY: minio-kms:«b»
     command: server /data --console-address ":9001"
(1/1) Stage this hunk [y,n,q,a,d,e,p,?]? n
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.pwStrong(), "b": g.b64(32)},
		"MINIO_ROOT_USER: minioadmin", "quay.io/minio/minio:RELEASE.2025-09-07T16-13-09Z", "Stage this hunk [y,n,q,a,d,e,p,?]?")
}

// ---- search output ----

func (g *G) agSearch() {
	g.add("agent/rg-heading-groups", agBT(`
$ rg -n 'token|secret' --glob '!*.lock' services/
services/notify/config.yaml
12:  slack_bot_token: «a»
13:  slack_signing_secret: «b»

services/notify/README.md
40:Set ˋslack_bot_tokenˋ to the bot token from the app's OAuth & Permissions page.

services/billing/settings.toml
7:stripe_secret = "«c»"
8:stripe_token_ttl = 3600
`), V{"a": g.xoxb(), "b": g.hex(32), "c": g.rkLive()},
		"services/notify/config.yaml", "stripe_token_ttl = 3600", "OAuth & Permissions page")

	g.add("agent/rg-json-match-events", `
$ rg --json 'AWS_SECRET|aws_secret' infra/
{"type":"begin","data":{"path":{"text":"infra/scripts/bootstrap.sh"}}}
{"type":"match","data":{"path":{"text":"infra/scripts/bootstrap.sh"},"lines":{"text":"export AWS_SECRET_ACCESS_KEY=«a»\n"},"line_number":9,"absolute_offset":212,"submatches":[{"match":{"text":"AWS_SECRET"},"start":7,"end":17}]}}
{"type":"end","data":{"path":{"text":"infra/scripts/bootstrap.sh"},"binary_offset":null,"stats":{"elapsed":{"secs":0,"nanos":41210,"human":"0.000041s"},"searches":1,"searches_with_match":1,"bytes_searched":1874,"bytes_printed":311,"matched_lines":1,"matches":1}}}
{"type":"begin","data":{"path":{"text":"infra/ansible/group_vars/all.yml"}}}
{"type":"match","data":{"path":{"text":"infra/ansible/group_vars/all.yml"},"lines":{"text":"aws_secret_key: \"«b»\"\n"},"line_number":22,"absolute_offset":604,"submatches":[{"match":{"text":"aws_secret"},"start":0,"end":10}]}}
{"type":"summary","data":{"elapsed_total":{"secs":0,"nanos":2210455,"human":"0.002210s"},"stats":{"searches":14,"searches_with_match":2,"matched_lines":2,"matches":2}}}
`, V{"a": g.awsSecret(), "b": g.awsSecret()},
		"infra/ansible/group_vars/all.yml", `"line_number":22`, `"human":"0.002210s"`)

	g.add("agent/git-grep-across-revisions", `
$ git grep -n 'api_key' $(git rev-list --all -n 3) -- '*.py'
«_s1»:tools/geocode.py:5:api_key = "«a»"  # TODO move to env
«_s2»:tools/geocode.py:5:api_key = os.getenv("GEOCODE_API_KEY")
«_s3»:tools/geocode.py:5:api_key = os.getenv("GEOCODE_API_KEY")
`, V{"_s1": g.gitSHA(), "_s2": g.gitSHA(), "_s3": g.gitSHA(), "a": g.googleKey()},
		`os.getenv("GEOCODE_API_KEY")`, "# TODO move to env")

	g.add("agent/grep-context-separators", `
$ grep -rn -C1 'TOKEN\|PASSWORD' deploy/
deploy/k3s/install.sh-14-export INSTALL_K3S_VERSION=v1.30.4+k3s1
deploy/k3s/install.sh:15:export K3S_TOKEN=«a»
deploy/k3s/install.sh-16-export K3S_DATASTORE_ENDPOINT='mysql://k3s:«b»@tcp(db.lan:3306)/k3s'
--
deploy/backup/restic.env-1-RESTIC_REPOSITORY=s3:https://s3.eu-central-003.backblazeb2.com/homelab-restic
deploy/backup/restic.env:2:RESTIC_PASSWORD=«c»
deploy/backup/restic.env-3-AWS_ACCESS_KEY_ID=«d»
`, V{"a": g.agK3s(), "b": g.pwURL(), "c": g.pwStrong(), "d": g.agB2KeyID()},
		"INSTALL_K3S_VERSION=v1.30.4+k3s1", "s3:https://s3.eu-central-003.backblazeb2.com/homelab-restic", "deploy/backup/restic.env:2:")

	g.add("agent/gitleaks-json-report", `
$ gitleaks detect --source . --report-format json --report-path - --no-banner
[
 {
  "RuleID": "slack-webhook-url",
  "Description": "Discovered a Slack Webhook, which could lead to unauthorized message posting and data leakage in Slack channels.",
  "StartLine": 7,
  "EndLine": 7,
  "StartColumn": 15,
  "EndColumn": 93,
  "Match": "SLACK_WEBHOOK=https://hooks.slack.com/services/«_t»/«_b»/«a»",
  "Secret": "https://hooks.slack.com/services/«_t»/«_b»/«a»",
  "File": "scripts/notify.sh",
  "SymlinkFile": "",
  "Commit": "«_c»",
  "Entropy": 4.7362833,
  "Author": "Sam Ortiz",
  "Email": "sam@ortiz.dev",
  "Date": "2025-07-19T22:10:41Z",
  "Message": "notify on deploy",
  "Tags": [],
  "Fingerprint": "«_c»:scripts/notify.sh:slack-webhook-url:7"
 },
 {
  "RuleID": "generic-api-key",
  "Description": "Detected a Generic API Key, potentially exposing access to various services and sensitive operations.",
  "StartLine": 3,
  "EndLine": 3,
  "StartColumn": 3,
  "EndColumn": 54,
  "Match": "api_token: «b»",
  "Secret": "«b»",
  "File": "config/shipping.yml",
  "SymlinkFile": "",
  "Commit": "«_c»",
  "Entropy": 3.9412196,
  "Author": "Sam Ortiz",
  "Email": "sam@ortiz.dev",
  "Date": "2025-07-19T22:10:41Z",
  "Message": "notify on deploy",
  "Tags": [],
  "Fingerprint": "«_c»:config/shipping.yml:generic-api-key:3"
 }
]
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24), "_c": g.gitSHA(), "b": g.hex(40)},
		`"RuleID": "generic-api-key"`, "sam@ortiz.dev")

	g.add("agent/gitleaks-verbose-text", `
$ gitleaks git -v --no-banner
Finding:     "token": "«a»",
Secret:      «a»
RuleID:      github-pat
Entropy:     5.171927
File:        tools/release/config.json
Line:        4
Commit:      «_c1»
Author:      Lena Fischer
Email:       lena.fischer@example.org
Date:        2025-05-02T07:44:19Z
Fingerprint: «_c1»:tools/release/config.json:github-pat:4

Finding:     GITLAB_TOKEN=«b»
Secret:      «b»
RuleID:      gitlab-pat
Entropy:     4.610577
File:        .gitlab/mirror.env
Line:        2
Commit:      «_c2»
Author:      Lena Fischer
Email:       lena.fischer@example.org
Date:        2025-04-28T15:01:52Z
Fingerprint: «_c2»:.gitlab/mirror.env:gitlab-pat:2

9:12AM INF 212 commits scanned.
9:12AM INF scanned ~4180311 bytes (4.18 MB) in 1.02s
9:12AM WRN leaks found: 2
`, V{"a": g.ghp(), "_c1": g.gitSHA(), "b": g.glpat(), "_c2": g.gitSHA()},
		"lena.fischer@example.org", "212 commits scanned", "tools/release/config.json")

	g.add("agent/trufflehog-filesystem-results", `
$ trufflehog filesystem . --no-update
🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷

Found unverified result 🐷🔑❓
Detector Type: OpenAI
Decoder Type: PLAIN
Raw result: «a»
File: notebooks/prototype.py
Line: 3

Found verified result 🐷🔑
Detector Type: Stripe
Decoder Type: PLAIN
Raw result: «b»
Rotation_guide: https://howtorotate.com/docs/tutorials/stripe/
File: server/.env.production
Line: 11

2025-10-16T09:30:02+02:00	info-0	trufflehog	finished scanning	{"chunks": 3120, "bytes": 8845211, "verified_secrets": 1, "unverified_secrets": 1, "scan_duration": "3.112s"}
`, V{"a": g.openai(), "b": g.skLive()},
		"https://howtorotate.com/docs/tutorials/stripe/", "notebooks/prototype.py", `"chunks": 3120`)

	g.add("agent/find-exec-grep-env-files", `
$ find ~ -maxdepth 3 -name '.env*' -not -path '*/node_modules/*' -exec grep -H -i 'key\|secret' {} \;
/home/leo/side/recipes/.env:SPOONACULAR_API_KEY=«a»
/home/leo/side/recipes/.env:NEXT_PUBLIC_POSTHOG_KEY=«_p»
/home/leo/side/tg-bot/.env.example:BOT_SECRET=changeme
/home/leo/work/crm/.env.local:HUBSPOT_CLIENT_SECRET=«b»
/home/leo/work/crm/.env.local:CLERK_SECRET_KEY=«c»
/home/leo/work/crm/.env.local:CIRCLECI_TOKEN=«d»
`, V{"a": g.hex(32), "_p": "phc_" + g.an(43), "b": g.uuid(), "c": g.apClerkSK(), "d": g.agCircle()},
		"BOT_SECRET=changeme", "/home/leo/work/crm/.env.local:", "NEXT_PUBLIC_POSTHOG_KEY")

	g.add("agent/read-tool-cat-n-settings-toml", `
     1	[default]
     2	region = "eu-north-1"
     3	
     4	[default.database]
     5	url = "postgresql://tally:«a»@tally-db.c8x2kq1m0zpt.eu-north-1.rds.amazonaws.com:5432/tally"
     6	pool_size = 10
     7	
     8	[default.openai]
     9	api_key = "«b»"
    10	organization = "org-«_o»"
    11	
`, V{"a": g.pwURL(), "b": g.openaiSvc(), "_o": g.an(24)},
		"tally-db.c8x2kq1m0zpt.eu-north-1.rds.amazonaws.com", `region = "eu-north-1"`, "pool_size = 10")

	g.add("agent/read-tool-arrow-numbers-scraper", `
     1→# Settings for the scraper
     2→SCRAPER_USER_AGENT = "acme-bot/2.1 (+https://acme.dev/bot)"
     3→PROXY_URL = "http://user-acme-country-de:«a»@gate.smartproxy.com:7000"
     4→CAPTCHA_API_KEY = "«b»"
     5→S3_BUCKET = "scraper-raw-pages"
     6→CONCURRENCY = 16
`, V{"a": g.an(14), "b": g.hex(32)},
		"acme-bot/2.1 (+https://acme.dev/bot)", "user-acme-country-de", `S3_BUCKET = "scraper-raw-pages"`)

	g.add("agent/rg-only-matching-then-context", `
$ rg -o -n --no-heading 'AKIA[0-9A-Z]{16}' .
./legacy/upload.php:8:«a»
./docs/setup.md:31:AKIAIOSFODNN7EXAMPLE
$ rg -n -A1 '«a»' legacy/upload.php
8:    'key'    => '«a»',
9:    'secret' => '«b»',
`, V{"a": g.awsID(), "b": g.awsSecret()}, "AKIAIOSFODNN7EXAMPLE", "./docs/setup.md:31:")

	g.add("agent/strings-binary-embedded-key", `
$ strings -n 16 dist/agent-linux-amd64 | grep -iE 'key|token|https://' | head
https://telemetry.acme-agent.io/v1/ingest
x-telemetry-key
«a»
go1.23.2 X:nocoverageredesign
github.com/acme/agent/internal/telemetry.(*Client).Flush
TOKEN_REFRESH_INTERVAL
`, V{"a": "tk_live_" + g.an(32)},
		"https://telemetry.acme-agent.io/v1/ingest", "github.com/acme/agent/internal/telemetry.(*Client).Flush", "TOKEN_REFRESH_INTERVAL")

	g.add("agent/rg-vimgrep-bearer", agBT(`
$ rg --vimgrep 'Bearer ' src/
src/api/client.ts:14:38:    headers: { Authorization: ˋBearer ${token}ˋ },
src/scripts/smoke.ts:6:23:const AUTH = "Bearer «a»";
src/scripts/smoke.ts:19:41:  const res = await fetch(url, { headers: { Authorization: AUTH } });
`), V{"a": g.userJWT()}, "Bearer ${token}", "src/scripts/smoke.ts:6:23:")
}

// ---- shell traces, heredocs and commands ----

func (g *G) agShell() {
	g.add("agent/bash-x-nested-source-trace", `
$ bash -x ./bin/deploy-preview
+ set -euo pipefail
++ git rev-parse --short HEAD
+ SHA=«_h»
+ source .env.preview
++ export VERCEL_ORG_ID=team_«_o»
++ VERCEL_ORG_ID=team_«_o»
++ export VERCEL_TOKEN=«a»
++ VERCEL_TOKEN=«a»
+ npx vercel deploy --prebuilt --token «a» --meta gitSha=«_h»
Vercel CLI 39.1.1
🔍  Inspect: https://vercel.com/acme/web/«_d» [2s]
`, V{"_h": g.hex(7), "_o": g.an(24), "a": g.vercel(), "_d": g.an(26)},
		"Vercel CLI 39.1.1", "npx vercel deploy --prebuilt")

	g.add("agent/bash-x-twine-upload", `
$ bash -x scripts/release.sh 0.9.3
+ VERSION=0.9.3
+ python -m build
* Creating isolated environment: venv+pip...
Successfully built acme_sdk-0.9.3.tar.gz and acme_sdk-0.9.3-py3-none-any.whl
+ export TWINE_USERNAME=__token__
+ TWINE_USERNAME=__token__
+ export TWINE_PASSWORD=«a»
+ TWINE_PASSWORD=«a»
+ twine upload --non-interactive dist/acme_sdk-0.9.3-py3-none-any.whl dist/acme_sdk-0.9.3.tar.gz
Uploading distributions to https://upload.pypi.org/legacy/
`, V{"a": g.pypiTok()}, "TWINE_USERNAME=__token__", "https://upload.pypi.org/legacy/", "acme_sdk-0.9.3-py3-none-any.whl")

	g.add("agent/heredoc-cat-env-production", `
$ cat > .env.production <<'EOF'
NODE_ENV=production
PORT=8080
JWT_SECRET=«a»
JWT_REFRESH_SECRET=«b»
POSTGRES_PASSWORD=«c»
RESEND_API_KEY=«d»
EOF
$ chmod 600 .env.production && wc -l .env.production
6 .env.production
`, V{"a": g.b64(48), "b": g.b64(48), "c": g.pwStrong(), "d": g.apResend()},
		"NODE_ENV=production", "chmod 600 .env.production", "6 .env.production")

	g.add("agent/heredoc-tee-pgpass-escaped-colon", `
$ tee ~/.pgpass >/dev/null <<EOF
analytics-replica.internal:5432:warehouse:analyst:«a»
*:*:*:postgres:«b»
EOF
$ chmod 0600 ~/.pgpass && psql -h analytics-replica.internal -U analyst warehouse -c 'select 1'
 ?column? 
----------
        1
(1 row)
`, V{"a": g.pwURL(), "b": g.an(8) + `\:` + g.an(10)},
		"analytics-replica.internal:5432:warehouse:analyst:", "(1 row)")

	g.add("agent/sed-i-replace-env-line", `
$ sed -i.bak 's/^OPENAI_API_KEY=.*/OPENAI_API_KEY=«a»/' .env && grep -c '^OPENAI' .env
1
$ rm .env.bak
`, V{"a": g.openai()}, "sed -i.bak", "rm .env.bak")

	g.add("agent/sed-pipe-delimiter-database-url", `
$ sed -i "s|^DATABASE_URL=.*|DATABASE_URL=postgresql://neondb_owner:«a»@ep-quiet-meadow-a5k2x9lp-pooler.us-east-2.aws.neon.tech/neondb?sslmode=require|" apps/api/.env
$ pnpm --filter api exec prisma migrate status
Datasource "db": PostgreSQL database "neondb", schema "public" at "ep-quiet-meadow-a5k2x9lp-pooler.us-east-2.aws.neon.tech"
Database schema is up to date!
`, V{"a": g.agNeonPw()}, "neondb_owner", "Database schema is up to date!", "ep-quiet-meadow-a5k2x9lp-pooler.us-east-2.aws.neon.tech")

	u := "svc-reports"
	pw := g.pw()
	g.add("agent/printf-base64-basic-header", `
$ printf '%s' '`+u+`:«a»' | base64
«b»
$ curl -s -H "Authorization: Basic «b»" https://jira.internal.example.com/rest/api/2/myself | jq -r .name
svc-reports
`, V{"a": pw, "b": b64s(u + ":" + pw)}, "https://jira.internal.example.com/rest/api/2/myself", "jq -r .name")

	g.add("agent/bash-tool-use-json-export", `
{"type":"tool_use","id":"toolu_01«_id»","name":"Bash","input":{"command":"export CLOUDFLARE_API_TOKEN=«a» CLOUDFLARE_ACCOUNT_ID=«_acct» && npx wrangler deploy --env production","description":"Deploy worker to production","timeout":300000}}
`, V{"_id": g.an(22), "a": g.cfToken(), "_acct": g.hex(32)}, "npx wrangler deploy --env production", "Deploy worker to production")

	g.add("agent/ps-eo-args-cmdline-leak", `
$ ps -eo pid,user,args | grep -E 'java|node' | grep -v grep
 2281 app      java -Xmx2g -Dspring.profiles.active=prod -Dspring.datasource.password=«a» -Dapp.jwt.secret=«b» -jar /opt/ledger/ledger.jar
 3310 node     node dist/worker.js --redis-url redis://default:«c»@redis-prod.internal:6379 --concurrency 8
`, V{"a": g.pwStrong(), "b": g.b64(32), "c": g.pwURL()},
		"-Dspring.profiles.active=prod", "/opt/ledger/ledger.jar", "--concurrency 8")

	g.add("agent/proc-environ-dump", `
$ sudo cat /proc/$(pgrep -f gunicorn | head -1)/environ | tr '\0' '\n' | sort
DJANGO_SECRET_KEY=«a»
DJANGO_SETTINGS_MODULE=shop.settings.prod
GUNICORN_CMD_ARGS=--workers 4 --bind 0.0.0.0:8000
HOME=/home/shop
LANG=C.UTF-8
PATH=/home/shop/.venv/bin:/usr/local/bin:/usr/bin:/bin
PAYPAL_CLIENT_ID=«_pid»
PAYPAL_CLIENT_SECRET=«b»
POSTHOG_PERSONAL_API_KEY=«c»
SENTRY_DSN=https://«=dsn»@o«_o».ingest.us.sentry.io/«_p»
`, V{"a": g.s(alDjango, 50), "_pid": "A" + g.b64u(79), "b": g.agPaypal(), "c": g.agPosthogPersonal(), "=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)},
		"DJANGO_SETTINGS_MODULE=shop.settings.prod", "--workers 4 --bind 0.0.0.0:8000")

	g.add("agent/fish-history-yaml", `
$ tail -n 12 ~/.local/share/fish/fish_history
- cmd: cd ~/src/edge-proxy
  when: 1760512201
- cmd: set -gx FASTLY_API_TOKEN «a»
  when: 1760512230
- cmd: fastly service list
  when: 1760512244
- cmd: curl -X PUT -H "Fastly-Key: «a»" https://api.fastly.com/service/«_s»/version/12/clone
  when: 1760512399
  paths:
    - ~/src/edge-proxy
`, V{"a": g.b64u(32), "_s": g.an(22)}, "when: 1760512399", "fastly service list")

	g.add("agent/ssh-remote-docker-login", `
$ ssh deploy@203.0.113.24 'export GHCR_PAT=«a»; echo $GHCR_PAT | docker login ghcr.io -u acme-bot --password-stdin && docker compose pull -q && docker compose up -d'
WARNING! Your password will be stored unencrypted in /home/deploy/.docker/config.json.
Login Succeeded
 Container app-web-1  Started
`, V{"a": g.ghp()}, "deploy@203.0.113.24", "Login Succeeded", "-u acme-bot")

	g.add("agent/expect-script-switch-login", `
$ cat scripts/switch-login.exp
#!/usr/bin/expect -f
set timeout 20
spawn ssh admin@10.20.0.2
expect "password:"
send "«a»\r"
expect ">"
send "enable\r"
expect "Password:"
send "«b»\r"
expect "#"
send "show running-config | include snmp\r"
expect "#"
send "exit\r"
`, V{"a": g.pw(), "b": g.pwStrong()}, "spawn ssh admin@10.20.0.2", "show running-config | include snmp")

	g.add("agent/openssl-enc-and-7z-passwords", `
$ tar czf - ./exports | openssl enc -aes-256-cbc -pbkdf2 -iter 200000 -salt -pass pass:«a» -out exports-2025-10-15.tgz.enc
$ 7z a -p«b» -mhe=on client-handover.7z ./handover/

7-Zip 23.01 (x64) : Copyright (c) 1999-2023 Igor Pavlov : 2023-06-20
Scanning the drive:
2 folders, 14 files, 4810233 bytes (4698 KiB)
Everything is Ok
$ zip -P «c» -r invoices-q3.zip invoices/q3/
  adding: invoices/q3/ (stored 0%)
  adding: invoices/q3/INV-2025-0931.pdf (deflated 11%)
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()},
		"exports-2025-10-15.tgz.enc", "Everything is Ok", "INV-2025-0931.pdf")

	g.add("agent/smbclient-user-percent-password", `
$ smbclient //fs01.corp.example.com/finance -U 'CORP\svc-scan%«a»' -c 'ls'
  .                                   D        0  Mon Oct 13 08:11:42 2025
  ..                                  D        0  Fri Sep  5 17:02:10 2025
  Kreditoren                          D        0  Wed Oct  8 12:40:33 2025

		52403199 blocks of size 4096. 11042871 blocks available
`, V{"a": g.pwURL()}, "//fs01.corp.example.com/finance", `CORP\svc-scan`, "Kreditoren")

	g.add("agent/psql-keyword-conninfo", `
$ psql "host=pg.internal.example port=6432 dbname=metrics user=grafana_ro password=«a» sslmode=verify-full sslrootcert=/etc/ssl/certs/internal-ca.pem" -c '\dt'
           List of relations
 Schema |     Name      | Type  |  Owner
--------+---------------+-------+---------
 public | node_metrics  | table | metrics
`, V{"a": g.pwURL()}, "user=grafana_ro", "sslrootcert=/etc/ssl/certs/internal-ca.pem", "node_metrics")
}

// ---- editor and agent tool-call arguments ----

func (g *G) agEditor() {
	g.add("agent/edit-tool-old-new-json", `
{"type":"tool_use","id":"toolu_01«_id»","name":"Edit","input":{"file_path":"/home/mira/src/shop/shop/settings/base.py","old_string":"SECRET_KEY = \"«a»\"\nDEBUG = True","new_string":"SECRET_KEY = os.environ[\"DJANGO_SECRET_KEY\"]\nDEBUG = os.environ.get(\"DJANGO_DEBUG\") == \"1\"","replace_all":false}}
`, V{"_id": g.an(22), "a": g.djangoKey()},
		"/home/mira/src/shop/shop/settings/base.py", `os.environ[\"DJANGO_SECRET_KEY\"]`, `"replace_all":false`)

	g.add("agent/write-tool-env-content-json", `
{"type":"tool_use","id":"toolu_01«_id»","name":"Write","input":{"file_path":"/workspace/voice-bot/.env","content":"# generated by setup, do not commit\nDEEPGRAM_API_KEY=«a»\nELEVENLABS_API_KEY=«b»\nTWILIO_ACCOUNT_SID=«_c»\nTWILIO_AUTH_TOKEN=«d»\nDEEPSEEK_API_KEY=«e»\nPUBLIC_URL=https://voice-bot.ngrok.app\n"}}
`, V{"_id": g.an(22), "a": g.hex(40), "b": g.agEleven(), "_c": g.twilioSID(), "d": g.hex(32), "e": g.agDeepseek()},
		"/workspace/voice-bot/.env", "PUBLIC_URL=https://voice-bot.ngrok.app", "generated by setup, do not commit")

	g.add("agent/str-replace-editor-xml-invoke", `
<invoke name="str_replace_based_edit_tool">
<parameter name="command">str_replace</parameter>
<parameter name="path">/repo/config/initializers/aws.rb</parameter>
<parameter name="old_str">Aws.config.update(
  credentials: Aws::Credentials.new("«a»", "«b»")
)</parameter>
<parameter name="new_str">Aws.config.update(
  credentials: Aws::Credentials.new(ENV.fetch("AWS_ACCESS_KEY_ID"), ENV.fetch("AWS_SECRET_ACCESS_KEY"))
)</parameter>
</invoke>
`, V{"a": g.awsID(), "b": g.awsSecret()},
		"/repo/config/initializers/aws.rb", `ENV.fetch("AWS_SECRET_ACCESS_KEY")`)

	g.add("agent/multiedit-edits-array", `
{"name":"MultiEdit","input":{"file_path":"src/integrations/search.ts","edits":[{"old_string":"const TAVILY_KEY = \"«a»\";","new_string":"const TAVILY_KEY = requireEnv(\"TAVILY_API_KEY\");"},{"old_string":"const FIRECRAWL_KEY = \"«b»\";","new_string":"const FIRECRAWL_KEY = requireEnv(\"FIRECRAWL_API_KEY\");"},{"old_string":"import { z } from \"zod\";","new_string":"import { z } from \"zod\";\nimport { requireEnv } from \"../env\";"}]}}
`, V{"a": g.agTavily(), "b": g.agFirecrawl()},
		"src/integrations/search.ts", `requireEnv(\"FIRECRAWL_API_KEY\")`, `import { z } from \"zod\";`)

	g.add("agent/notebook-edit-new-source", `
{"name":"NotebookEdit","input":{"notebook_path":"/home/ravi/research/rag-eval.ipynb","cell_id":"«_cell»","cell_type":"code","edit_mode":"replace","new_source":"import os\nos.environ[\"PINECONE_API_KEY\"] = \"«a»\"\nos.environ[\"COHERE_API_KEY\"] = \"«b»\"\nfrom pinecone import Pinecone\npc = Pinecone()"}}
`, V{"_cell": g.hex(8), "a": g.pinecone(), "b": g.an(40)},
		"/home/ravi/research/rag-eval.ipynb", `"edit_mode":"replace"`, "from pinecone import Pinecone")

	g.add("agent/str-replace-result-cat-n-snippet", agBT(`
The file /srv/app/config/production.yml has been edited. Here's the result of running ˋcat -nˋ on a snippet of /srv/app/config/production.yml:
    14	mailer:
    15	  provider: sendgrid
    16	  api_key: «a»
    17	  from: "Acme Support <support@acme-help.io>"
    18	search:
    19	  algolia_app_id: «_app»
    20	  algolia_admin_key: «b»
Review the changes and make sure they are as expected. Edit the file again if necessary.
`), V{"a": g.sendgrid(), "_app": g.s(alUpNum, 10), "b": g.hex(32)},
		"/srv/app/config/production.yml", "support@acme-help.io", "provider: sendgrid")

	g.add("agent/openai-function-call-arguments-string", `
{"type":"function_call","call_id":"call_«_id»","name":"shell","arguments":"{\"command\":[\"bash\",\"-lc\",\"curl -sS https://api.groq.com/openai/v1/models -H 'Authorization: Bearer «a»' | jq -r '.data[].id' | head\"],\"workdir\":\"/home/ana/llm-bench\",\"timeout_ms\":120000}"}
`, V{"_id": g.an(24), "a": g.groq()},
		"https://api.groq.com/openai/v1/models", `\"workdir\":\"/home/ana/llm-bench\"`)

	g.add("agent/codex-exec-command-event-jsonl", `
{"timestamp":"2025-10-12T14:03:22.118Z","type":"event_msg","payload":{"type":"exec_command_begin","call_id":"call_«_id»","command":["bash","-lc","export MODAL_TOKEN_ID=«a» MODAL_TOKEN_SECRET=«b» E2B_API_KEY=«c» && modal deploy app.py"],"cwd":"/home/ana/whisper-svc"}}
{"timestamp":"2025-10-12T14:03:41.904Z","type":"event_msg","payload":{"type":"exec_command_end","call_id":"call_«_id»","exit_code":0,"duration":{"secs":19,"nanos":786000000},"formatted_output":"✓ Created objects.\n✓ App deployed in 18.2s! 🎉\n"}}
`, V{"_id": g.an(24), "a": "ak-" + g.an(22), "b": "as-" + g.an(22), "c": g.agE2B()},
		"/home/ana/whisper-svc", "modal deploy app.py", `"exit_code":0`)

	g.add("agent/mcp-jsonrpc-tools-call-args", `
→ {"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"query","arguments":{"connectionString":"Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=crm;User ID=crm_reader;Password=«a»;Encrypt=True;","sql":"SELECT TOP 5 Id, Name FROM dbo.Accounts ORDER BY CreatedAt DESC"}}}
← {"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"5 rows"}],"isError":false}}
`, V{"a": g.pwStrong()},
		"acme-sql.database.windows.net,1433", "User ID=crm_reader", `"method":"tools/call"`)

	g.add("agent/aider-search-replace-block", agBT(`
src/payments/razorpay.py
ˋˋˋpython
<<<<<<< SEARCH
client = razorpay.Client(auth=(os.getenv("RZP_KEY_ID"), os.getenv("RZP_KEY_SECRET")))
=======
# TODO: revert before merging, env vars are not loaded in the worker yet
client = razorpay.Client(auth=("«_a»", "«b»"))
>>>>>>> REPLACE
ˋˋˋ
`), V{"_a": "rzp_live_" + g.an(14), "b": g.an(24)},
		`os.getenv("RZP_KEY_SECRET")`, "src/payments/razorpay.py", "env vars are not loaded in the worker yet")
}

// ---- nested and unusual encodings ----

func (g *G) agEncodings() {
	g.add("agent/jq-to-entries-key-equals-value", `
$ jq -r 'to_entries[] | "\(.key)=\(.value)"' .secrets/staging.json
DB_HOST=staging-db.internal
DB_PASSWORD=«a»
MAPBOX_SECRET_TOKEN=«b»
UPSTASH_REDIS_REST_TOKEN=«c»
PLANETSCALE_DB_PASSWORD=«d»
FEATURE_FLAGS=checkout_v2,search_v3
`, V{"a": g.pwStrong(), "b": g.mapboxSK(), "c": "AX" + g.b64u(62), "d": g.agPscale()},
		"DB_HOST=staging-db.internal", "FEATURE_FLAGS=checkout_v2,search_v3", ".secrets/staging.json")

	g.add("agent/jq-c-auth0-apps-reveal", `
$ auth0 apps list --reveal-secrets --json | jq -c '.[] | {name, client_id, client_secret, app_type}'
{"name":"Acme Dashboard","client_id":"«_c1»","client_secret":"«a»","app_type":"regular_web"}
{"name":"Acme Mobile","client_id":"«_c2»","client_secret":null,"app_type":"native"}
{"name":"billing-sync (M2M)","client_id":"«_c3»","client_secret":"«b»","app_type":"non_interactive"}
`, V{"_c1": g.an(32), "a": g.b64u(64), "_c2": g.an(32), "_c3": g.an(32), "b": g.b64u(64)},
		`"client_secret":null`, `"app_type":"non_interactive"`)

	g.add("agent/minified-runtime-config-json", `
$ cat dist/config/runtime.min.json
{"env":"prod","db":{"host":"10.0.3.14","port":5432,"user":"svc_orders","password":"«a»"},"stripe":{"secretKey":"«b»","webhookSecret":"«c»"},"features":{"newCheckout":true,"giftCards":false},"build":"«_sha»"}
`, V{"a": g.pwStrong(), "b": g.skLive(), "c": g.whsec(), "_sha": g.gitSHA()},
		`"user":"svc_orders"`, `"newCheckout":true`, "dist/config/runtime.min.json")

	g.add("agent/json-escaped-twice-in-log", `
{"level":"error","ts":"2025-10-09T21:44:03.551Z","msg":"webhook delivery failed","attempt":3,"event":"{\"status\":401,\"request\":\"{\\\"api_key\\\":\\\"«a»\\\",\\\"event\\\":\\\"order.paid\\\",\\\"order_id\\\":\\\"ord_«_o»\\\"}\"}"}
`, V{"a": g.hex(40), "_o": g.an(14)}, "webhook delivery failed", `\\\"event\\\":\\\"order.paid\\\"`)

	pw := g.pw()
	g.add("agent/form-urlencoded-password-grant", `
POST /oauth/token HTTP/1.1
Host: login.acme-erp.com
Content-Type: application/x-www-form-urlencoded
Content-Length: 214

grant_type=password&username=j.moreau%40acme-erp.com&password=«a»&client_id=erp-cli&client_secret=«b»&scope=openid%20offline_access
`, V{"a": agQ(pw), "b": g.b64u(40)},
		"username=j.moreau%40acme-erp.com", "client_id=erp-cli", "scope=openid%20offline_access")

	g.add("agent/nested-urlencoded-fragment-token", `
2025-10-10T09:14:22Z INFO  auth: redirect to=https://app.acme-notes.io/auth/complete?next=%2Fdashboard%3Ftab%3Dshared&fragment=%23access_token%3D«a»%26token_type%3DBearer%26expires_in%3D3600 user=u_4471
`, V{"a": g.userJWT()}, "next=%2Fdashboard%3Ftab%3Dshared", "token_type%3DBearer", "user=u_4471")

	g.add("agent/multipart-body-nc-capture", `
$ nc -l 8080   # pointed the SDK at localhost to see what it sends
POST /v2/parse HTTP/1.1
Host: localhost:8080
User-Agent: ocr-sdk-python/3.4.1
Content-Type: multipart/form-data; boundary=c7f1e2d9a0b84f6f9d2e
Content-Length: 48213

--c7f1e2d9a0b84f6f9d2e
Content-Disposition: form-data; name="api_key"

«a»
--c7f1e2d9a0b84f6f9d2e
Content-Disposition: form-data; name="language"

deu+eng
--c7f1e2d9a0b84f6f9d2e
Content-Disposition: form-data; name="file"; filename="rechnung-0931.pdf"
Content-Type: application/pdf

%PDF-1.7
`, V{"a": g.an(32)}, "ocr-sdk-python/3.4.1", "boundary=c7f1e2d9a0b84f6f9d2e", `filename="rechnung-0931.pdf"`)

	tok := g.glpat()
	g.add("agent/jq-docker-auth-base64-decode", `
$ jq -r '.auths["registry.gitlab.com"].auth' ~/.docker/config.json
«a»
$ jq -r '.auths["registry.gitlab.com"].auth' ~/.docker/config.json | base64 -d; echo
dana.k:«b»
`, V{"a": b64s("dana.k:" + tok), "b": tok}, `.auths["registry.gitlab.com"].auth`, "dana.k:")

	g.add("agent/yaml-flow-mappings-host-vars", `
$ cat inventory/host_vars/db01.yml
postgres: {version: 16, listen: "0.0.0.0", admin: {user: postgres, password: «a»}}
replication: {user: replicator, password: '«b»', slot: db02_slot}
pgbackrest: {repo1_s3_key: «c», repo1_s3_key_secret: «d», repo1_s3_bucket: pgbackrest-acme}
`, V{"a": g.pwURL(), "b": g.pw(), "c": g.awsID(), "d": g.awsSecret()},
		"slot: db02_slot", "repo1_s3_bucket: pgbackrest-acme", `listen: "0.0.0.0"`)

	g.add("agent/toml-inline-tables-sources", `
$ cat pipelines/sources.toml
[sources]
warehouse = { type = "snowflake", account = "xy12345.eu-central-1", user = "DBT_SVC", password = "«a»", role = "TRANSFORMER" }
crm = { type = "hubspot", access_token = "«b»" }
support = { type = "zendesk", subdomain = "acme", email = "ops@acme.example", api_token = "«c»" }
`, V{"a": g.pwStrong(), "b": g.hubspot(), "c": g.an(40)},
		`account = "xy12345.eu-central-1"`, `role = "TRANSFORMER"`, `subdomain = "acme"`)

	g.add("agent/pydantic-settings-repr", `
>>> from app.config import settings
>>> settings
Settings(app_name='invoicer', debug=False, database_url='postgresql+asyncpg://invoicer:«a»@db:5432/invoicer', openai_api_key=SecretStr('**********'), stripe_secret_key='«b»', redis_url=RedisDsn('redis://cache:6379/0'))
`, V{"a": g.pwURL(), "b": g.skLive()}, "SecretStr('**********')", "RedisDsn('redis://cache:6379/0')", "app_name='invoicer'")

	g.add("agent/go-printf-plus-v-config", `
2025/10/11 09:12:40 loaded config: {Env:prod HTTPAddr::8080 DB:{Host:pg.svc.cluster.local Port:5432 User:billing Password:«a» Name:billing} Stripe:{SecretKey:«b» WebhookSecret:«c»} LogLevel:info}
`, V{"a": g.pwURL(), "b": g.rkLive(), "c": g.whsec()}, "Host:pg.svc.cluster.local", "LogLevel:info", "HTTPAddr::8080")

	g.add("agent/rust-dbg-config-struct", `
[src/main.rs:27:5] &config = Config {
    listen: 0.0.0.0:3000,
    database_url: "postgres://svc:«a»@127.0.0.1/app",
    jwt_secret: "«b»",
    s3: S3Config {
        bucket: "uploads-prod",
        region: "eu-west-3",
        access_key_id: "«c»",
        secret_access_key: "«d»",
    },
}
`, V{"a": g.pwURL(), "b": g.b64u(43), "c": g.awsID(), "d": g.awsSecret()},
		"[src/main.rs:27:5] &config = Config {", `bucket: "uploads-prod"`, "listen: 0.0.0.0:3000")

	g.add("agent/java-tostring-datasource-properties", `
2025-10-08 07:55:12.402  INFO 1 --- [           main] c.a.ledger.config.DataSourceConfig      : Creating pool with DataSourceProperties{url='jdbc:postgresql://pg-ledger:5432/ledger', username='ledger_app', password='«a»', driverClassName='org.postgresql.Driver'}
`, V{"a": g.pwStrong()}, "jdbc:postgresql://pg-ledger:5432/ledger", "username='ledger_app'", "org.postgresql.Driver")

	g.add("agent/json-unicode-escaped-ampersand-url", `
{"event":"export.ready","export_id":"exp_«_e»","download_url":"https://exports.acme-analytics.io/d/8812.csv?expires=1760600000\u0026signature=«a»\u0026token=«b»","rows":48210}
`, V{"_e": g.an(16), "a": g.hex(64), "b": g.b64u(32)}, `"rows":48210`, "https://exports.acme-analytics.io/d/8812.csv?expires=1760600000")

	xmlPw := g.pick(pwWords...) + "&amp;" + g.pick(pwWords...) + g.s(alDigit, 4)
	g.add("agent/log4j2-xml-smtp-jdbc-appenders", `
$ sed -n 12,30p src/main/resources/log4j2.xml
    <SMTP name="Mail" subject="[ledger] ERROR" to="ops@acme-ledger.example" from="alerts@acme-ledger.example"
          smtpHost="smtp.sendgrid.net" smtpPort="587" smtpUsername="apikey" smtpPassword="«a»" bufferSize="50">
      <PatternLayout pattern="%d %p %c{1.} [%t] %m%n"/>
    </SMTP>
    <JDBC name="AuditDb" tableName="audit_log">
      <DriverManager connectionString="jdbc:mysql://audit-db:3306/audit" userName="audit_writer" password="«b»"/>
      <Column name="ts" isEventTimestamp="true"/>
    </JDBC>
`, V{"a": g.sendgrid(), "b": xmlPw},
		`smtpUsername="apikey"`, `userName="audit_writer"`, "jdbc:mysql://audit-db:3306/audit")
}

// ---- HTTP tooling ----

func (g *G) agHTTP() {
	g.add("agent/httpie-session-file", `
$ cat ~/.config/httpie/sessions/api.acme-crm.io/default.json
{
    "__meta__": {
        "about": "HTTPie session file",
        "help": "https://httpie.io/docs#sessions",
        "httpie": "3.2.4"
    },
    "auth": {
        "password": null,
        "type": "bearer",
        "raw_auth": "«a»"
    },
    "cookies": [
        {
            "domain": "api.acme-crm.io",
            "expires": null,
            "name": "crm_session",
            "path": "/",
            "secure": true,
            "value": "«b»"
        }
    ],
    "headers": [
        {"name": "X-Tenant", "value": "northwind"}
    ]
}
`, V{"a": g.userJWT(), "b": g.hex(48)}, "https://httpie.io/docs#sessions", `"name": "crm_session"`, `"value": "northwind"`)

	g.add("agent/curl-trace-ascii-dump", `
$ curl -s --trace-ascii - https://api.render.com/v1/services?limit=5 -H "Authorization: Bearer «a»" | head -20
== Info:   Trying 216.24.57.4:443...
== Info: Connected to api.render.com (216.24.57.4) port 443
=> Send header, 142 bytes (0x8e)
0000: GET /v1/services?limit=5 HTTP/1.1
0023: Host: api.render.com
0039: User-Agent: curl/8.9.1
0051: Accept: */*
005e: Authorization: Bearer «a»
008c: 
<= Recv header, 13 bytes (0xd)
0000: HTTP/2 200 
`, V{"a": "rnd_" + g.an(32)}, "== Info: Connected to api.render.com (216.24.57.4) port 443", "0039: User-Agent: curl/8.9.1")

	g.add("agent/insomnia-export-yaml", `
$ cat insomnia/acme-api.yaml
_type: export
__export_format: 4
__export_source: insomnia.desktop.app:v10.1.1
resources:
  - _id: req_«_r1»
    _type: request
    name: List invoices
    method: GET
    url: "{{ _.base_url }}/v1/invoices"
    authentication:
      type: bearer
      token: «a»
  - _id: env_«_e1»
    _type: environment
    name: Production
    data:
      base_url: https://api.acme-billing.io
      admin_password: «b»
      webhook_secret: «c»
`, V{"_r1": g.hex(32), "a": g.skLive(), "_e1": g.hex(32), "b": g.pw(), "c": g.whsec()},
		"insomnia.desktop.app:v10.1.1", `url: "{{ _.base_url }}/v1/invoices"`, "base_url: https://api.acme-billing.io")

	g.add("agent/bruno-request-bru-file", `
$ cat collections/shipping/Create\ label.bru
meta {
  name: Create label
  type: http
  seq: 3
}

post {
  url: https://api.goshippo.com/shipments/
  body: json
  auth: none
}

headers {
  Authorization: ShippoToken «a»
  Shippo-API-Version: 2018-02-08
}

body:json {
  {"address_from": "{{warehouse_address_id}}", "async": false}
}
`, V{"a": "shippo_live_" + g.hex(40)}, "https://api.goshippo.com/shipments/", "Shippo-API-Version: 2018-02-08", "{{warehouse_address_id}}")

	g.add("agent/openapi-example-leaked-key", `
$ sed -n 88,110p openapi.yaml
components:
  securitySchemes:
    ApiKeyAuth:
      type: apiKey
      in: header
      name: X-API-Key
  parameters:
    ApiKey:
      name: X-API-Key
      in: header
      required: true
      schema:
        type: string
      examples:
        sandbox:
          summary: key used in the docs sandbox
          value: «a»
        placeholder:
          value: <your-api-key>
`, V{"a": "live_" + g.an(40)}, "<your-api-key>", "name: X-API-Key", "key used in the docs sandbox")

	g.add("agent/newman-run-env-var-verbose", `
$ npx newman run tests/orders.postman_collection.json --env-var "baseUrl=https://api.orders-staging.io" --env-var "apiKey=«a»" --verbose
newman

Orders API
→ Create order
  POST https://api.orders-staging.io/v1/orders
  ┌ ↑ Request Headers
  │ x-api-key: «a»
  │ Content-Type: application/json
  │ User-Agent: PostmanRuntime/7.42.0
  └
  201 Created ★ 212ms time ★ 1.02kB↑ 655B↓ size
`, V{"a": g.hex(40)}, "tests/orders.postman_collection.json", "baseUrl=https://api.orders-staging.io", "PostmanRuntime/7.42.0")

	g.add("agent/har-postdata-params-login", `
$ jq '.log.entries[3].request.postData' login-flow.har
{
  "mimeType": "application/x-www-form-urlencoded",
  "text": "csrfmiddlewaretoken=«_csrf»&username=anna.berg&password=«a»&next=%2Fadmin%2F",
  "params": [
    {"name": "csrfmiddlewaretoken", "value": "«_csrf»"},
    {"name": "username", "value": "anna.berg"},
    {"name": "password", "value": "«a»"},
    {"name": "next", "value": "%2Fadmin%2F"}
  ]
}
`, V{"_csrf": g.an(64), "a": g.pwURL()}, "anna.berg", "application/x-www-form-urlencoded", "next=%2Fadmin%2F")

	g.add("agent/devtools-copy-as-fetch-nodejs", `
fetch("https://app.acme-crm.io/api/v2/contacts?page=2", {
  "headers": {
    "accept": "application/json",
    "authorization": "Bearer «a»",
    "sec-ch-ua-platform": "\"macOS\"",
    "cookie": "ajs_anonymous_id=«_anon»; crm_sid=«b»; intercom-device-id-x1y2z3=«_dev»",
    "Referer": "https://app.acme-crm.io/contacts"
  },
  "body": null,
  "method": "GET"
});
`, V{"a": g.userJWT(), "_anon": g.uuid(), "b": g.b64u(43), "_dev": g.uuid()},
		"https://app.acme-crm.io/api/v2/contacts?page=2", `"sec-ch-ua-platform": "\"macOS\""`, `"Referer": "https://app.acme-crm.io/contacts"`)

	g.add("agent/devtools-copy-as-powershell", `
$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.UserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36"
$session.Cookies.Add((New-Object System.Net.Cookie("ASP.NET_SessionId", "«a»", "/", "portal.stadt-beispiel.de")))
$session.Cookies.Add((New-Object System.Net.Cookie(".AspNetCore.Cookies", "«b»", "/", "portal.stadt-beispiel.de")))
Invoke-WebRequest -UseBasicParsing -Uri "https://portal.stadt-beispiel.de/api/antraege?status=offen" `+"`"+`
-WebSession $session `+"`"+`
-Headers @{ "X-Requested-With"="XMLHttpRequest" }
`, V{"a": g.s(alLowNum, 24), "b": "CfDJ8" + g.b64u(300)},
		"portal.stadt-beispiel.de", "Microsoft.PowerShell.Commands.WebRequestSession", `"X-Requested-With"="XMLHttpRequest"`)

	g.add("agent/gh-api-installation-access-token", `
$ gh api -X POST /app/installations/58213377/access_tokens -H "Authorization: Bearer $APP_JWT"
{
  "token": "«a»",
  "expires_at": "2025-10-14T13:02:44Z",
  "permissions": {
    "contents": "write",
    "metadata": "read",
    "pull_requests": "write"
  },
  "repository_selection": "selected"
}
`, V{"a": g.ghs()}, "/app/installations/58213377/access_tokens", "Bearer $APP_JWT", `"repository_selection": "selected"`)

	g.add("agent/wscat-socketio-auth-frames", `
$ npx wscat -c "wss://rt.acme-chat.io/socket.io/?EIO=4&transport=websocket" -H "Authorization: Bearer «a»"
Connected (press CTRL+C to quit)
< 0{"sid":"«_sid»","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}
> 40{"token":"«b»","room":"support-eu"}
< 40{"sid":"«_sid2»"}
< 42["presence",{"online":17}]
`, V{"a": g.userJWT(), "_sid": g.b64u(20), "b": g.hex(40), "_sid2": g.b64u(20)},
		"Connected (press CTRL+C to quit)", `"pingInterval":25000`, `42["presence",{"online":17}]`)

	user, pw := "alerts@acme-monitor.example", g.pwStrong()
	g.add("agent/smtp-auth-plain-transcript", `
$ openssl s_client -quiet -starttls smtp -connect smtp.acme-monitor.example:587
250 SMTPUTF8
EHLO debug.local
250-smtp.acme-monitor.example Hello
250-AUTH PLAIN LOGIN
250 STARTTLS
AUTH PLAIN «a»
235 2.7.0 Authentication successful
MAIL FROM:<`+user+`>
250 2.1.0 Ok
`, V{"a": b64s("\x00" + user + "\x00" + pw)}, "250-AUTH PLAIN LOGIN", "235 2.7.0 Authentication successful", "MAIL FROM:<alerts@acme-monitor.example>")

	g.add("agent/openssl-s-client-imap-login", `
$ openssl s_client -connect imap.gmail.com:993 -crlf -quiet
depth=2 C = US, O = Google Trust Services LLC, CN = GTS Root R1
* OK Gimap ready for requests from 203.0.113.80 z12mb4471910wrs
a1 LOGIN helpdesk@acme-shop.example «a»
a1 OK helpdesk@acme-shop.example authenticated (Success)
a2 SELECT INBOX
* 4120 EXISTS
`, V{"a": g.s(alLower, 16)}, "helpdesk@acme-shop.example", "GTS Root R1", "* 4120 EXISTS")
}

// ---- notebooks, exports and data stores ----

func (g *G) agData() {
	g.add("agent/jupyter-env-magic-source-lines", `
$ jq '.cells[0:2]' notebooks/01-ingest.ipynb
[
  {
    "cell_type": "code",
    "execution_count": 1,
    "id": "«_id1»",
    "metadata": {},
    "outputs": [
      {
        "name": "stdout",
        "output_type": "stream",
        "text": [
          "env: WANDB_API_KEY=«a»\n"
        ]
      }
    ],
    "source": [
      "%env WANDB_API_KEY=«a»\n",
      "%env WANDB_PROJECT=ingest-v2"
    ]
  },
  {
    "cell_type": "code",
    "execution_count": 2,
    "id": "«_id2»",
    "metadata": {},
    "outputs": [],
    "source": [
      "from huggingface_hub import login\n",
      "login(token=\"«b»\")"
    ]
  }
]
`, V{"_id1": g.hex(8), "a": g.txWandb(), "_id2": g.hex(8), "b": g.hfTok()},
		"%env WANDB_PROJECT=ingest-v2", "from huggingface_hub import login", `"execution_count": 2`)

	g.add("agent/jupyter-stream-output-printed-creds", `
    "outputs": [
     {
      "name": "stdout",
      "output_type": "stream",
      "text": [
       "Connected to snowflake account xy12345.eu-central-1 as ANALYST_SVC\n",
       "debug: conn params {'user': 'ANALYST_SVC', 'password': '«a»', 'warehouse': 'REPORTING_WH'}\n",
       "rows fetched: 18233\n"
      ]
     }
    ],
`, V{"a": g.pwStrong()}, "xy12345.eu-central-1", "'warehouse': 'REPORTING_WH'", "rows fetched: 18233")

	g.add("agent/tsv-export-api-clients", `
$ head -4 exports/api_clients.tsv
client_name	client_id	client_secret	created_at	scopes
zapier-prod	«_c1»	«a»	2024-03-11T09:12:00Z	orders:read,orders:write
metabase	«_c2»	«b»	2024-07-02T14:40:31Z	reports:read
old-mobile-app	«_c3»	«c»	2022-11-19T08:00:05Z	*
`, V{"_c1": g.uuid(), "a": g.b64u(48), "_c2": g.uuid(), "b": g.b64u(48), "_c3": g.uuid(), "c": g.b64u(48)},
		"client_name\tclient_id\tclient_secret\tcreated_at\tscopes", "orders:read,orders:write")

	g.add("agent/pg-dump-copy-from-stdin", `
$ grep -A4 'COPY public.integrations' backup-2025-10-01.sql
COPY public.integrations (id, tenant_id, provider, api_key, api_secret, created_at) FROM stdin;
1	«_t1»	mailchimp	«a»	\N	2024-02-01 10:11:12+00
2	«_t1»	twilio	«b»	«c»	2024-02-03 08:30:00+00
3	«_t2»	shopify	«d»	«e»	2024-05-17 16:45:09+00
\.
`, V{"_t1": g.uuid(), "a": g.mailchimp(), "b": g.agTwilioKeySID(), "c": g.an(32), "_t2": g.uuid(), "d": g.shpat(), "e": g.agShpss()},
		"COPY public.integrations (id, tenant_id, provider, api_key, api_secret, created_at) FROM stdin;", "2024-05-17 16:45:09+00")

	g.add("agent/mysqldump-extended-insert-tokens", agBT(`
$ zcat db-backup.sql.gz | grep -m1 'INSERT INTO ˋoauth_access_tokensˋ'
INSERT INTO ˋoauth_access_tokensˋ VALUES (1,'«_u1»','«a»','«b»','2025-10-01 09:00:00','2025-10-01 10:00:00'),(2,'«_u2»','«c»','«d»','2025-10-01 09:05:12','2025-10-01 10:05:12');
`), V{"_u1": g.uuid(), "a": g.hex(80), "b": g.hex(80), "_u2": g.uuid(), "c": g.hex(80), "d": g.hex(80)},
		"INSERT INTO `oauth_access_tokens` VALUES (1,", "'2025-10-01 09:05:12'")

	g.add("agent/sqlite-dump-settings-table", `
$ sqlite3 data/app.db .dump | grep -i -A6 'CREATE TABLE settings'
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
INSERT INTO settings VALUES('site_name','Acme Helpdesk');
INSERT INTO settings VALUES('smtp_host','smtp.fastmail.com');
INSERT INTO settings VALUES('smtp_user','helpdesk@acme-help.example');
INSERT INTO settings VALUES('smtp_password','«a»');
INSERT INTO settings VALUES('telegram_bot_token','«b»');
INSERT INTO settings VALUES('theme','dark');
`, V{"a": g.s(alLowNum, 16), "b": g.telegram()},
		"INSERT INTO settings VALUES('site_name','Acme Helpdesk');", "helpdesk@acme-help.example", "INSERT INTO settings VALUES('theme','dark');")

	g.add("agent/pandas-dataframe-head", `
>>> df = pd.read_sql("select tenant, plan, api_key, created from tenants", engine)
>>> df.head(3)
        tenant        plan                           api_key     created
0   northwind  enterprise  «a»  2023-04-11
1      globex        team  «b»  2024-01-30
2   initech         free  «c»  2024-09-02
`, V{"a": g.hex(32), "b": g.hex(32), "c": g.hex(32)}, "northwind  enterprise", "select tenant, plan, api_key, created from tenants")

	g.add("agent/redis-cli-hgetall-session", `
$ redis-cli -h cache.internal HGETALL "session:u_88213"
 1) "user_id"
 2) "88213"
 3) "access_token"
 4) "«a»"
 5) "refresh_token"
 6) "«b»"
 7) "expires_at"
 8) "1760522400"
`, V{"a": g.gho(), "b": g.apGhr()}, `HGETALL "session:u_88213"`, `"1760522400"`)

	g.add("agent/dynamodb-scan-typed-attributes", `
$ aws dynamodb scan --table-name tenant-integrations --max-items 2
{
    "Items": [
        {
            "tenantId": {"S": "t_9QX2"},
            "provider": {"S": "slack"},
            "botToken": {"S": "«a»"},
            "signingSecret": {"S": "«b»"},
            "installedAt": {"N": "1727370012"}
        },
        {
            "tenantId": {"S": "t_7MKA"},
            "provider": {"S": "notion"},
            "accessToken": {"S": "«c»"},
            "installedAt": {"N": "1731002288"}
        }
    ],
    "Count": 2,
    "ScannedCount": 2,
    "NextToken": "«_next»"
}
`, V{"a": g.xoxb(), "b": g.hex(32), "c": g.notion(), "_next": b64s(`{"ExclusiveStartKey":null,"boto_truncate_amount":2}`)},
		`"tenantId": {"S": "t_9QX2"}`, `"ScannedCount": 2`, `"installedAt": {"N": "1731002288"}`)

	g.add("agent/elasticsearch-hit-source-log", `
$ curl -s -u elastic:$ES_PASS "https://es.internal:9200/logs-app-*/_search?q=status:401&size=1" | jq '.hits.hits[0]._source'
{
  "@timestamp": "2025-10-12T17:20:44.981Z",
  "service": "gateway",
  "http": {
    "method": "POST",
    "url": "/v1/charges",
    "request_headers": {
      "authorization": "Basic «a»",
      "x-forwarded-for": "198.51.100.77"
    },
    "status": 401
  },
  "trace.id": "«_tr»"
}
`, V{"a": b64s(g.skLive() + ":"), "_tr": g.hex(32)},
		`"x-forwarded-for": "198.51.100.77"`, "logs-app-*/_search?q=status:401&size=1", `"service": "gateway"`)
}

// ---- credential files of tools, package managers and clouds ----

func (g *G) agCredFiles() {
	g.add("agent/git-credential-fill-output", `
$ printf 'protocol=https\nhost=github.com\n\n' | git credential fill
protocol=https
host=github.com
username=mkowalski
password=«a»
$ printf 'protocol=https\nhost=bitbucket.org\n\n' | git credential fill
protocol=https
host=bitbucket.org
username=mkowalski-acme
password=«b»
`, V{"a": g.gho(), "b": g.agBitbucket()}, "username=mkowalski", "protocol=https", "host=bitbucket.org")

	g.add("agent/windows-type-underscore-netrc", `
PS C:\Users\jvisser> type $env:USERPROFILE\_netrc
machine api.heroku.com
  login jvisser@acme-logistics.example
  password «a»
machine git.heroku.com
  login jvisser@acme-logistics.example
  password «a»
machine artifacts.acme-logistics.example login ci-reader password «b»
`, V{"a": g.heroku(), "b": g.pwURL()}, "jvisser@acme-logistics.example", "artifacts.acme-logistics.example", `C:\Users\jvisser`)

	g.add("agent/mysql-defaults-extra-file-process-subst", `
$ mysql --defaults-extra-file=<(printf '[client]\nuser=report\npassword=%s\nhost=mysql-ro.internal\n' '«a»') -e 'SELECT COUNT(*) FROM orders WHERE created_at > NOW() - INTERVAL 1 DAY' shop
+----------+
| COUNT(*) |
+----------+
|     1893 |
+----------+
`, V{"a": g.pw()}, "host=mysql-ro.internal", "|     1893 |")

	g.add("agent/uv-index-credentials-pyproject-env", `
$ sed -n '/tool.uv.index/,+4p' pyproject.toml
[[tool.uv.index]]
name = "acme-internal"
url = "https://aws:«a»@acme-«_acct».d.codeartifact.eu-west-1.amazonaws.com/pypi/python/simple/"
explicit = true
$ grep UV_ .envrc
export UV_INDEX_GITLAB_USERNAME=__token__
export UV_INDEX_GITLAB_PASSWORD=«b»
`, V{"a": "eyJ2ZXIiOjEsImlzdSI6" + g.b64u(300), "_acct": g.digits(12), "b": g.glpat()},
		`name = "acme-internal"`, "UV_INDEX_GITLAB_USERNAME=__token__", "explicit = true")

	g.add("agent/poetry-config-credentials-commands", `
$ poetry config repositories.acme https://pypi.acme-internal.example/simple/
$ poetry config http-basic.acme ci-publisher '«a»'
$ poetry config pypi-token.pypi «b»
$ poetry publish --build -r acme
Building acme-etl (2.3.0)
  - Built acme_etl-2.3.0-py3-none-any.whl
Publishing acme-etl (2.3.0) to acme
`, V{"a": g.pwStrong(), "b": g.pypiTok()}, "https://pypi.acme-internal.example/simple/", "http-basic.acme ci-publisher", "acme_etl-2.3.0-py3-none-any.whl")

	g.add("agent/bundle-config-private-gem-sources", `
$ cat ~/.bundle/config
---
BUNDLE_GEMS__CONTRIBSYS__COM: "«a1»:«a2»"
BUNDLE_RUBYGEMS__PKG__GITHUB__COM: "acme-bot:«b»"
BUNDLE_PATH: "vendor/bundle"
BUNDLE_JOBS: "8"
`, V{"a1": g.hex(8), "a2": g.hex(8), "b": g.ghp()},
		`BUNDLE_PATH: "vendor/bundle"`, "BUNDLE_GEMS__CONTRIBSYS__COM", "acme-bot:")

	g.add("agent/composer-config-global-http-basic", `
$ composer config --global http-basic.repo.magento.com «_pub» «a»
$ composer config --global --auth github-oauth.github.com «b»
$ composer require magento/product-community-edition:2.4.7-p3 --no-update
./composer.json has been updated
`, V{"_pub": g.hex(32), "a": g.hex(32), "b": g.ghp()},
		"http-basic.repo.magento.com", "magento/product-community-edition:2.4.7-p3", "./composer.json has been updated")

	g.add("agent/gradle-init-script-repo-credentials", `
$ cat ~/.gradle/init.d/acme-repos.gradle
allprojects {
    repositories {
        maven {
            name = "acmeNexus"
            url = uri("https://nexus.acme-build.example/repository/maven-releases/")
            credentials {
                username = "deployer"
                password = "«a»"
            }
        }
        maven {
            url = uri("https://maven.pkg.github.com/acme/android-libs")
            credentials(HttpHeaderCredentials) { name = "Authorization"; value = "Bearer «b»" }
            authentication { header(HttpHeaderAuthentication) }
        }
    }
}
`, V{"a": g.pw(), "b": g.ghp()},
		"https://nexus.acme-build.example/repository/maven-releases/", `username = "deployer"`, "header(HttpHeaderAuthentication)")

	g.add("agent/mvn-deploy-d-properties", `
$ mvn -B -s .ci/settings.xml deploy -DskipTests -Drepo.username=deploy-bot -Drepo.password='«a»' -Dgpg.passphrase='«b»' -Dsonar.token=«c»
[INFO] Scanning for projects...
[INFO] Building acme-commons 4.1.0
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.agSonar()},
		"-Drepo.username=deploy-bot", "[INFO] Building acme-commons 4.1.0")

	g.add("agent/dotnet-nuget-add-source-clear-text", `
> dotnet nuget add source "https://pkgs.dev.azure.com/acme-fin/_packaging/internal/nuget/v3/index.json" --name acme-internal --username az --password «a» --store-password-in-clear-text
Package source with Name: acme-internal added successfully.
> type %APPDATA%\NuGet\NuGet.Config | findstr ClearTextPassword
      <add key="ClearTextPassword" value="«a»" />
`, V{"a": g.azDevops()}, "Package source with Name: acme-internal added successfully.", `--name acme-internal`)

	g.add("agent/bunfig-toml-install-scopes", `
$ cat bunfig.toml
[install]
exact = true

[install.scopes]
"@acme" = { token = "«a»", url = "https://npm.pkg.github.com/" }
"@fontawesome" = { token = "«b»", url = "https://npm.fontawesome.com/" }
"@acme-internal" = { token = "«c»", url = "https://acme.jfrog.io/artifactory/api/npm/npm-local/" }
`, V{"a": g.ghp(), "b": g.uuid(), "c": g.agJFrogRef()}, `url = "https://npm.fontawesome.com/"`, "exact = true")

	g.add("agent/podman-auth-json-identitytoken", `
$ cat ${XDG_RUNTIME_DIR}/containers/auth.json
{
	"auths": {
		"acmeprod.azurecr.io": {
			"auth": "«_a»",
			"identitytoken": "«b»"
		},
		"quay.io": {
			"auth": "«c»"
		}
	}
}
`, V{"_a": b64s("00000000-0000-0000-0000-000000000000:"), "b": g.userJWT(), "c": b64s("acme+ci_robot:" + g.s(alUpNum, 64))},
		"acmeprod.azurecr.io", "${XDG_RUNTIME_DIR}/containers/auth.json", `"quay.io"`)

	g.add("agent/kubeconfig-oidc-auth-provider", `
users:
- name: dana@corp-oidc
  user:
    auth-provider:
      name: oidc
      config:
        client-id: kubernetes
        client-secret: «a»
        id-token: «b»
        idp-issuer-url: https://sso.corp.example/realms/infra
        refresh-token: «c»
`, V{"a": g.an(32), "b": g.userJWT(), "c": g.jwt("HS512", `{"typ":"Refresh","azp":"kubernetes","sid":"`+g.uuid()+`"}`)},
		"idp-issuer-url: https://sso.corp.example/realms/infra", "client-id: kubernetes", "name: dana@corp-oidc")

	k, pub := g.sshEd25519("deploy@ci")
	v := V{"_pub": pub}
	g.add("agent/ssh-config-then-cat-identity", `
$ cat ~/.ssh/config
Host bastion
  HostName 203.0.113.10
  User ec2-user
  IdentityFile ~/.ssh/deploy_ed25519
Host app-*
  ProxyJump bastion
  User deploy
$ cat ~/.ssh/deploy_ed25519 ~/.ssh/deploy_ed25519.pub
`+k.begin+`
`+agLines(v, "k", "", k.body)+`
`+k.end+`
«_pub» deploy@ci
`, v, "IdentityFile ~/.ssh/deploy_ed25519", "ProxyJump bastion")

	g.add("agent/minio-mc-config-json", `
$ cat ~/.mc/config.json
{
	"version": "10",
	"aliases": {
		"local": {
			"url": "http://localhost:9000",
			"accessKey": "minioadmin",
			"secretKey": "minioadmin",
			"api": "S3v4",
			"path": "auto"
		},
		"r2": {
			"url": "https://«_acct».r2.cloudflarestorage.com",
			"accessKey": "«a»",
			"secretKey": "«b»",
			"api": "S3v4",
			"path": "auto"
		}
	}
}
`, V{"_acct": g.hex(32), "a": g.hex(32), "b": g.hex(64)}, `"url": "http://localhost:9000"`, `"api": "S3v4"`)

	g.add("agent/aws-configure-get-secret", `
$ aws configure get aws_access_key_id --profile legacy-billing
«a»
$ aws configure get aws_secret_access_key --profile legacy-billing
«b»
$ aws configure get region --profile legacy-billing
ca-central-1
`, V{"a": g.awsID(), "b": g.awsSecret()}, "--profile legacy-billing", "ca-central-1")

	g.add("agent/gcloud-access-tokens-db-query", `
$ sqlite3 ~/.config/gcloud/access_tokens.db 'select account_id, access_token, token_expiry from access_tokens'
dana@acme-data.example|«a»|2025-10-15 10:42:19
terraform@acme-data-prod.iam.gserviceaccount.com|«b»|2025-10-15 10:11:03
`, V{"a": g.ya29(), "b": g.ya29()}, "terraform@acme-data-prod.iam.gserviceaccount.com", "access_tokens.db")

	g.add("agent/azure-msal-token-cache", `
$ jq '{RefreshToken, Account: (.Account | map_values(.username))}' ~/.azure/msal_token_cache.json
{
  "RefreshToken": {
    "«_oid».«_tid»-login.microsoftonline.com-refreshtoken-04b07795-8ddb-461a-bbee-02f9e1bf7b46--": {
      "credential_type": "RefreshToken",
      "secret": "«a»",
      "home_account_id": "«_oid».«_tid»",
      "environment": "login.microsoftonline.com",
      "client_id": "04b07795-8ddb-461a-bbee-02f9e1bf7b46",
      "family_id": "1"
    }
  },
  "Account": {
    "«_oid».«_tid»-login.microsoftonline.com-«_tid»": "r.okafor@acme-energy.example"
  }
}
`, V{"_oid": g.uuid(), "_tid": g.uuid(), "a": g.agMSRefresh()},
		"04b07795-8ddb-461a-bbee-02f9e1bf7b46", "r.okafor@acme-energy.example", `"credential_type": "RefreshToken"`)

	g.add("agent/azure-service-principal-entries", `
$ cat ~/.azure/service_principal_entries.json
[{"client_id": "«_cid»", "tenant": "«_tid»", "client_secret": "«a»"}]
`, V{"_cid": g.uuid(), "_tid": g.uuid(), "a": g.azSecret()}, "service_principal_entries.json")

	g.add("agent/reg-query-putty-and-app-keys", `
C:\> reg query "HKCU\Software\SimonTatham\PuTTY\Sessions\prod-db" /v ProxyPassword

HKEY_CURRENT_USER\Software\SimonTatham\PuTTY\Sessions\prod-db
    ProxyPassword    REG_SZ    «a»

C:\> reg query "HKLM\SOFTWARE\WOW6432Node\Acme\Updater"

HKEY_LOCAL_MACHINE\SOFTWARE\WOW6432Node\Acme\Updater
    InstallPath    REG_SZ    C:\Program Files (x86)\Acme\Updater
    Channel    REG_SZ    stable
    LicenseServerToken    REG_SZ    «b»
    Version    REG_DWORD    0x30201
`, V{"a": g.pw(), "b": g.b64u(40)}, `C:\Program Files (x86)\Acme\Updater`, "REG_DWORD    0x30201", "Channel    REG_SZ    stable")

	g.add("agent/powershell-transcript-file", `
**********************
Windows PowerShell transcript start
Start time: 20251014091233
Username: ACME\adm-tbauer
RunAs User: ACME\adm-tbauer
Machine: WS-IT-0142 (Microsoft Windows NT 10.0.22631.0)
Host Application: C:\Program Files\PowerShell\7\pwsh.dll
Process ID: 11872
**********************
PS C:\ops> $env:AZURE_CLIENT_SECRET = '«a»'
PS C:\ops> $pw = ConvertTo-SecureString '«b»' -AsPlainText -Force
PS C:\ops> New-LocalUser -Name svc-print -Password $pw -PasswordNeverExpires
Name      Enabled Description
----      ------- -----------
svc-print True
PS C:\ops> Stop-Transcript
`, V{"a": g.azSecret(), "b": g.pw()}, "Machine: WS-IT-0142", `ACME\adm-tbauer`, "New-LocalUser -Name svc-print")

	g.add("agent/sssd-conf-and-ldap-secret", `
$ sudo grep -E '^ldap_(uri|default_bind_dn|default_authtok)' /etc/sssd/sssd.conf
ldap_uri = ldaps://ldap.corp.example
ldap_default_bind_dn = cn=sssd-bind,ou=service,dc=corp,dc=example
ldap_default_authtok = «a»
$ sudo cat /etc/ldap.secret
«b»
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "cn=sssd-bind,ou=service,dc=corp,dc=example", "ldaps://ldap.corp.example")

	g.add("agent/msmtprc-and-muttrc", `
$ cat ~/.msmtprc
defaults
auth on
tls on
account fastmail
host smtp.fastmail.com
port 465
tls_starttls off
from ines@acme-studio.example
user ines@acme-studio.example
password «a»
account default : fastmail
$ grep _pass ~/.config/mutt/muttrc
set imap_pass = "«b»"
set smtp_url = "smtps://ines@acme-studio.example@smtp.fastmail.com:465/"
`, V{"a": g.s(alLowNum, 16), "b": g.s(alLowNum, 16)}, "host smtp.fastmail.com", "account default : fastmail")

	g.add("agent/postfix-sasl-passwd", `
$ sudo cat /etc/postfix/sasl_passwd
[smtp.sendgrid.net]:587 apikey:«a»
[email-smtp.eu-west-1.amazonaws.com]:587 «b»:«c»
$ sudo postmap /etc/postfix/sasl_passwd && sudo systemctl reload postfix
`, V{"a": g.sendgrid(), "b": g.awsID(), "c": "B" + g.s(alB64, 43)},
		"[email-smtp.eu-west-1.amazonaws.com]:587", "postmap /etc/postfix/sasl_passwd")

	g.add("agent/cron-d-file-with-env", `
$ cat /etc/cron.d/reports
SHELL=/bin/bash
PATH=/usr/local/bin:/usr/bin:/bin
METABASE_API_KEY=«a»
DT_API_TOKEN=«c»
SLACK_WEBHOOK_URL=https://hooks.slack.com/services/«_t»/«_b»/«b»
# weekly KPI export, Mondays 06:30
30 6 * * 1 reports /opt/reports/bin/kpi-export --format csv --to s3://acme-reports/kpi/
`, V{"a": "mb_" + g.b64(32), "_t": g.slackT(), "_b": g.slackB(), "b": g.an(24), "c": g.agDynatrace()},
		"s3://acme-reports/kpi/", "weekly KPI export, Mondays 06:30", "SHELL=/bin/bash")

	g.add("agent/cookies-txt-netscape", `
$ cat cookies.txt
# Netscape HTTP Cookie File
# https://curl.se/docs/http-cookies.html
# This file was generated by libcurl! Edit at your own risk.

.acme-lms.example	TRUE	/	TRUE	1792050000	_ga	GA1.1.1588829971.1760514000
#HttpOnly_lms.acme-lms.example	FALSE	/	TRUE	0	lms_session	«a»
#HttpOnly_lms.acme-lms.example	FALSE	/	TRUE	1761118800	remember_user_token	«b»
lms.acme-lms.example	FALSE	/	FALSE	0	locale	de
`, V{"a": g.hex(64), "b": g.b64u(120)},
		"# Netscape HTTP Cookie File", "GA1.1.1588829971.1760514000", "locale\tde")

	g.add("agent/gh-copilot-apps-json", `
$ cat ~/.config/github-copilot/apps.json
{"github.com:Iv1.b507a08c87ecfe98":{"user":"tkaya","oauth_token":"«a»","githubAppId":"Iv1.b507a08c87ecfe98"}}
`, V{"a": g.ghu()}, "Iv1.b507a08c87ecfe98", `"user":"tkaya"`)

	g.add("agent/google-quickstart-token-json", `
$ cat token.json
{"token": "«a»", "refresh_token": "«b»", "token_uri": "https://oauth2.googleapis.com/token", "client_id": "«_c».apps.googleusercontent.com", "client_secret": "«d»", "scopes": ["https://www.googleapis.com/auth/gmail.readonly"], "universe_domain": "googleapis.com", "account": "", "expiry": "2025-10-15T09:58:01.114832Z"}
`, V{"a": g.ya29(), "b": g.gRefresh(), "_c": g.digits(12) + "-" + g.s(alLowNum, 32), "d": g.gocspx()},
		"https://oauth2.googleapis.com/token", "https://www.googleapis.com/auth/gmail.readonly", `"universe_domain": "googleapis.com"`)
}

// ---- brokers, databases, search and webhooks ----

func (g *G) agServices() {
	g.add("agent/kcat-sasl-x-flags", `
$ kcat -b b-1.orders.kafka.eu-west-1.amazonaws.com:9096 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 -X sasl.username=orders-consumer -X 'sasl.password=«a»' -C -t orders.v1 -c 2 -e
{"order_id":"ord_10442","status":"paid"}
{"order_id":"ord_10443","status":"created"}
% Reached end of topic orders.v1 [3] at offset 88120: exiting
`, V{"a": g.pwStrong()}, "sasl.username=orders-consumer", "Reached end of topic orders.v1", "SCRAM-SHA-512")

	g.add("agent/kafka-client-properties-scram-jaas", `
$ cat /etc/kafka/client-ssl.properties
security.protocol=SASL_SSL
sasl.mechanism=SCRAM-SHA-256
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required \
    username="connect-worker" \
    password="«a»";
ssl.truststore.location=/etc/kafka/secrets/kafka.client.truststore.jks
ssl.truststore.password=«b»
`, V{"a": g.pwStrong(), "b": g.pw()}, `username="connect-worker"`, "/etc/kafka/secrets/kafka.client.truststore.jks", "ScramLoginModule")

	g.add("agent/mosquitto-bridge-and-telegraf-mqtt", `
$ cat /etc/mosquitto/conf.d/bridge.conf
connection hivemq-cloud
address «_h».s1.eu.hivemq.cloud:8883
bridge_protocol_version mqttv311
remote_username plant-gw-07
remote_password «a»
topic sensors/# out 1
$ grep -A6 'inputs.mqtt_consumer' /etc/telegraf/telegraf.conf
[[inputs.mqtt_consumer]]
  servers = ["ssl://«_h».s1.eu.hivemq.cloud:8883"]
  topics = ["sensors/#"]
  username = "telegraf-reader"
  password = "«b»"
  data_format = "json"
`, V{"_h": g.hex(32), "a": g.pwURL(), "b": g.pw()}, "remote_username plant-gw-07", `username = "telegraf-reader"`, "topic sensors/# out 1")

	g.add("agent/rabbitmq-conf-default-user", `
$ cat /etc/rabbitmq/rabbitmq.conf
listeners.tcp.default = 5672
management.tcp.port = 15672
default_vhost = /
default_user = ops
default_pass = «a»
default_permissions.configure = .*
loopback_users.guest = false
`, V{"a": g.pwStrong()}, "default_user = ops", "management.tcp.port = 15672", "loopback_users.guest = false")

	g.add("agent/redis-sentinel-conf-auth-pass", `
$ sed -n 1,12p /etc/redis/sentinel.conf
port 26379
sentinel monitor mymaster 10.0.7.21 6379 2
sentinel auth-pass mymaster «a»
sentinel auth-user mymaster sentinel-user
sentinel down-after-milliseconds mymaster 5000
sentinel failover-timeout mymaster 60000
requirepass «b»
masterauth «a»
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "sentinel monitor mymaster 10.0.7.21 6379 2", "sentinel auth-user mymaster sentinel-user")

	id, key := g.b64u(20), g.b64u(22)
	g.add("agent/elasticsearch-create-api-key-response", `
$ curl -s -u elastic:$ELASTIC_PASSWORD -X POST "https://es01.internal:9200/_security/api_key" -H 'Content-Type: application/json' -d '{"name":"logstash-writer","expiration":"90d","role_descriptors":{"writer":{"index":[{"names":["logs-*"],"privileges":["create_doc"]}]}}}'
{"id":"«_id»","name":"logstash-writer","expiration":1768402955210,"api_key":"«a»","encoded":"«b»"}
`, V{"_id": id, "a": key, "b": b64s(id + ":" + key)}, `"name":"logstash-writer"`, `"privileges":["create_doc"]`, "$ELASTIC_PASSWORD")

	g.add("agent/opensearch-dashboards-yml", `
$ grep -v '^#' /etc/opensearch-dashboards/opensearch_dashboards.yml | grep -v '^$'
server.host: "0.0.0.0"
opensearch.hosts: ["https://os-node-1:9200", "https://os-node-2:9200"]
opensearch.username: "kibanaserver"
opensearch.password: "«a»"
opensearch.ssl.verificationMode: full
opensearch_security.cookie.password: "«b»"
`, V{"a": g.pwStrong(), "b": g.an(40)}, `opensearch.username: "kibanaserver"`, "opensearch.ssl.verificationMode: full")

	g.add("agent/pyodbc-braced-pwd-connection", `
$ python -c 'import pyodbc; print(pyodbc.connect("Driver={ODBC Driver 18 for SQL Server};Server=tcp:acme-dw.database.windows.net,1433;Database=dw;Uid=etl_loader;Pwd={«a»};Encrypt=yes;TrustServerCertificate=no;Connection Timeout=30;").getinfo(pyodbc.SQL_DBMS_VER))'
12.00.2000
`, V{"a": g.pwStrong()}, "Driver={ODBC Driver 18 for SQL Server}", "Uid=etl_loader", "12.00.2000")

	g.add("agent/dotnet-ef-connection-npgsql", `
$ dotnet ef database update --project src/Acme.Orders.Infrastructure --connection "Host=orders-pg.postgres.database.azure.com;Database=orders;Username=orders_admin;Password=«a»;SSL Mode=Require;Trust Server Certificate=false"
Build started...
Build succeeded.
Applying migration '20251013094512_AddRefunds'.
Done.
`, V{"a": g.pwStrong()}, "Username=orders_admin", "20251013094512_AddRefunds", "src/Acme.Orders.Infrastructure")

	g.add("agent/sqlplus-user-slash-password", `
$ sqlplus -s system/«a»@//ora-prod-01.acme.example:1521/ORCLPDB1 <<< "select name, open_mode from v\$database;"

NAME      OPEN_MODE
--------- --------------------
ORCLCDB   READ WRITE
`, V{"a": g.pwURL()}, "ora-prod-01.acme.example:1521/ORCLPDB1", "ORCLCDB   READ WRITE")

	g.add("agent/svix-webhook-verify-hardcoded-secret", `
$ cat app/api/webhooks/clerk/route.ts
import { Webhook } from "svix";

const wh = new Webhook("«a»");

export async function POST(req: Request) {
  const payload = await req.text();
  const evt = wh.verify(payload, {
    "svix-id": req.headers.get("svix-id")!,
    "svix-timestamp": req.headers.get("svix-timestamp")!,
    "svix-signature": req.headers.get("svix-signature")!,
  });
`, V{"a": g.agSvix()}, `import { Webhook } from "svix";`, `req.headers.get("svix-signature")!`)

	g.add("agent/gh-api-hooks-config-set-secret", `
$ gh api repos/acme/storefront/hooks -f name=web -F active=true -f 'events[]=push' -f config[url]=https://ci.acme.example/hooks/github -f config[content_type]=json -f config[secret]=«a»
{
  "type": "Repository",
  "id": 512847733,
  "name": "web",
  "active": true,
  "events": ["push"],
  "config": {
    "content_type": "json",
    "insecure_ssl": "0",
    "secret": "********",
    "url": "https://ci.acme.example/hooks/github"
  }
}
`, V{"a": g.hex(40)}, `"secret": "********"`, "https://ci.acme.example/hooks/github", `"id": 512847733`)
}

// ---- errors, test failures and CI logs ----

func (g *G) agErrors() {
	g.add("agent/pytest-assert-token-diff", `
$ pytest tests/integration/test_auth.py -x -q
F
=================================== FAILURES ===================================
_____________________________ test_token_exchange ______________________________

staging_client = <StagingClient base_url='https://auth.staging.acme-id.example'>

    def test_token_exchange(staging_client):
        resp = staging_client.post("/oauth/token", data={"grant_type": "client_credentials"})
>       assert resp.json()["access_token"] == staging_client.cached_token
E       AssertionError: assert '«a»' == '«b»'
E         
E         - «b»
E         + «a»

tests/integration/test_auth.py:31: AssertionError
=========================== short test summary info ============================
FAILED tests/integration/test_auth.py::test_token_exchange - AssertionError
1 failed in 2.41s
`, V{"a": "at_" + g.b64u(43), "b": "at_" + g.b64u(43)},
		"tests/integration/test_auth.py:31: AssertionError", "https://auth.staging.acme-id.example", "1 failed in 2.41s")

	g.add("agent/jest-expected-received-keys", `
 FAIL  src/__tests__/stripeClient.test.ts
  ● createClient › uses the test key outside production

    expect(received).toBe(expected) // Object.is equality

    Expected: "«a»"
    Received: "«b»"

      12 |     const client = createClient(loadConfig("test"));
    > 13 |     expect(client.apiKey).toBe(process.env.STRIPE_TEST_KEY);
         |                           ^
      14 |   });

      at Object.<anonymous> (src/__tests__/stripeClient.test.ts:13:27)

Tests:       1 failed, 23 passed, 24 total
`, V{"a": g.skTest(), "b": g.skLive()}, "src/__tests__/stripeClient.test.ts:13:27", "Tests:       1 failed, 23 passed, 24 total")

	g.add("agent/go-test-log-signing-secret", `
$ go test ./internal/webhook/ -run TestVerify -v
=== RUN   TestVerify
    verify_test.go:41: using secret "«a»" from testdata/live.env
    verify_test.go:47: signature mismatch: got v1=«_s1», want v1=«_s2»
--- FAIL: TestVerify (0.00s)
FAIL
FAIL	github.com/acme/payhooks/internal/webhook	0.011s
`, V{"a": g.hex(64), "_s1": g.hex(64), "_s2": g.hex(64)},
		"github.com/acme/payhooks/internal/webhook", "--- FAIL: TestVerify (0.00s)")

	g.add("agent/rust-anyhow-context-connect-url", `
$ cargo run --release -- migrate
    Finished `+"`release`"+` profile [optimized] target(s) in 0.21s
     Running `+"`target/release/ledger-api migrate`"+`
Error: failed to connect to postgres://ledger_api:«a»@db-primary.internal:5432/ledger

Caused by:
    0: error communicating with database: Connection refused (os error 111)
    1: Connection refused (os error 111)
`, V{"a": g.pwURL()}, "error communicating with database: Connection refused (os error 111)", "db-primary.internal:5432/ledger")

	g.add("agent/java-feign-exception-access-token-url", `
feign.FeignException$Unauthorized: [401 Unauthorized] during [GET] to [https://graph.facebook.com/v19.0/me/accounts?access_token=«a»] [FacebookClient#accounts(String)]: [{"error":{"message":"Error validating access token: Session has expired on Tuesday, 14-Oct-25 09:00:00 PDT.","type":"OAuthException","code":190,"error_subcode":463,"fbtrace_id":"«_f»"}}]
	at feign.FeignException.clientErrorStatus(FeignException.java:235)
	at feign.FeignException.errorStatus(FeignException.java:194)
	at com.acme.social.client.FacebookClient.accounts(Unknown Source)
`, V{"a": g.apFBToken(), "_f": g.b64u(23)}, "FacebookClient#accounts(String)", `"error_subcode":463`, "FeignException.java:235")

	hashPw := g.pick(pwWords...) + "#" + g.s(alDigit, 3) + g.pick(pwWords...)
	g.add("agent/ruby-invalid-uri-echoes-password", agBT(`
$ bin/rails runner 'puts Sidekiq.redis_info["redis_version"]'
/usr/local/bundle/gems/redis-client-0.22.2/lib/redis_client/config.rb:21:in ˋinitialize': bad URI (is not URI?): "redis://:«a»@redis-prod.internal:6379/0" (URI::InvalidURIError)
	from /usr/local/lib/ruby/3.3.0/uri/rfc3986_parser.rb:66:in ˋsplit'
	from /usr/local/bundle/gems/sidekiq-7.3.2/lib/sidekiq/redis_client_adapter.rb:96:in ˋnew_client'
`), V{"a": hashPw}, "(URI::InvalidURIError)", "redis-prod.internal:6379/0", "sidekiq-7.3.2")

	g.add("agent/python-traceback-source-line-dsn", `
Traceback (most recent call last):
  File "/app/jobs/sync_ledger.py", line 14, in <module>
    conn = psycopg2.connect("host=ledger-db.internal dbname=ledger user=sync password=«a»")
  File "/usr/local/lib/python3.12/site-packages/psycopg2/__init__.py", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.OperationalError: connection to server at "ledger-db.internal" (10.0.5.9), port 5432 failed: FATAL:  password authentication failed for user "sync"
`, V{"a": g.pwURL()}, `File "/app/jobs/sync_ledger.py", line 14, in <module>`, `password authentication failed for user "sync"`)

	ec := g.ecSEC1()
	v := V{"=b": ec.begin, "=e": ec.end}
	g.add("agent/gha-log-decoded-key-not-masked", `
2025-10-14T08:12:03.1101823Z ##[group]Run echo "$SIGNING_KEY_B64" | base64 -d > signing.pem && head -5 signing.pem
2025-10-14T08:12:03.1102514Z echo "$SIGNING_KEY_B64" | base64 -d > signing.pem && head -5 signing.pem
2025-10-14T08:12:03.1103002Z shell: /usr/bin/bash -e {0}
2025-10-14T08:12:03.1103420Z env:
2025-10-14T08:12:03.1103811Z   SIGNING_KEY_B64: ***
2025-10-14T08:12:03.1104255Z ##[endgroup]
2025-10-14T08:12:03.1210447Z «=b»
`+agLines(v, "k", "2025-10-14T08:12:03.1210902Z ", ec.body)+`
2025-10-14T08:12:03.1211650Z «=e»
`, v, "SIGNING_KEY_B64: ***", "shell: /usr/bin/bash -e {0}")

	g.add("agent/vercel-build-log-env-check-echo", `
[11:02:41.118] Running build in Washington, D.C., USA (East) – iad1
[11:02:41.402] Cloning github.com/acme/web (Branch: main, Commit: «_c»)
[11:02:44.907] Running "vercel build"
[11:02:46.210] > web@0.1.0 prebuild
[11:02:46.211] > node scripts/check-env.mjs
[11:02:46.340] env ok: {"NEXT_PUBLIC_APP_URL":"https://acme.example","CLERK_SECRET_KEY":"«a»","RESEND_API_KEY":"«b»","NODE_ENV":"production"}
[11:02:46.902] > next build
`, V{"_c": g.hex(7), "a": g.apClerkSK(), "b": g.apResend()},
		`"NEXT_PUBLIC_APP_URL":"https://acme.example"`, "Running build in Washington, D.C., USA (East) – iad1", "node scripts/check-env.mjs")

	g.add("agent/docker-build-plain-progress-run", agBT(`
$ docker build --progress=plain --no-cache -t acme/api:dev .
#7 [deps 3/4] RUN npm config set //registry.npmjs.org/:_authToken=«a» && npm ci --omit=dev
#7 0.412 npm warn config production Use ˋ--omit=devˋ instead.
#7 9.877 added 412 packages, and audited 413 packages in 9s
#7 DONE 10.3s

#8 [deps 4/4] RUN echo "//npm.pkg.github.com/:_authToken=«b»" >> .npmrc && npm i @acme/ui
#8 3.118 added 3 packages in 3s
#8 DONE 3.5s
`), V{"a": g.npmTok(), "b": g.ghp()}, "added 412 packages, and audited 413 packages in 9s", "acme/api:dev")

	g.add("agent/kubectl-logs-go-map-config", `
$ kubectl logs deploy/notifier -n prod --previous | head -4
time=2025-10-14T07:01:12.004Z level=INFO msg="starting notifier" version=2.8.1 commit=«_c»
time=2025-10-14T07:01:12.005Z level=DEBUG msg=config values="map[fcm_server_key:«a» listen::8080 twilio_auth_token:«b» twilio_sid:«_sid»]"
time=2025-10-14T07:01:13.771Z level=ERROR msg="twilio send failed" code=20003 err="Authenticate"
`, V{"_c": g.hex(7), "a": g.firebaseFCM(), "b": g.hex(32), "_sid": g.twilioSID()},
		`msg="starting notifier" version=2.8.1`, "code=20003", "listen::8080")

	g.add("agent/ansible-vvv-module-args", `
TASK [postgresql : create application role] ***********************************
fatal: [db01]: FAILED! => {
    "changed": false,
    "invocation": {
        "module_args": {
            "login_host": "localhost",
            "login_password": "«a»",
            "login_user": "postgres",
            "name": "orders_app",
            "password": "«b»",
            "port": 5432,
            "role_attr_flags": "LOGIN",
            "state": "present"
        }
    },
    "msg": "unable to connect to database: connection to server at \"localhost\" (::1), port 5432 failed: FATAL:  password authentication failed for user \"postgres\""
}
`, V{"a": g.pw(), "b": g.pwStrong()}, `"name": "orders_app"`, `"role_attr_flags": "LOGIN"`, "fatal: [db01]: FAILED!")

	g.add("agent/urllib3-debug-geocode-key", `
DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): maps.googleapis.com:443
DEBUG:urllib3.connectionpool:https://maps.googleapis.com:443 "GET /maps/api/geocode/json?address=Kaiserstra%C3%9Fe+12%2C+Karlsruhe&key=«a» HTTP/1.1" 200 1532
INFO:geo.batch:geocoded 1/240
`, V{"a": g.googleKey()}, "address=Kaiserstra%C3%9Fe+12%2C+Karlsruhe", "INFO:geo.batch:geocoded 1/240")

	g.add("agent/sqlalchemy-url-masked-then-rendered", `
>>> engine.url
postgresql+psycopg://reporting:***@warehouse.internal:5432/analytics
>>> engine.url.render_as_string(hide_password=False)
'postgresql+psycopg://reporting:«a»@warehouse.internal:5432/analytics'
`, V{"a": g.pwURL()}, "postgresql+psycopg://reporting:***@warehouse.internal:5432/analytics", "render_as_string(hide_password=False)")

	g.add("agent/playwright-call-log-fill-password", `
  1) [chromium] › e2e/admin.spec.ts:18:7 › admin can refund an order ─────────────

    Error: locator.fill: Timeout 10000ms exceeded.
    Call log:
      - waiting for getByLabel('Password')

      16 |   await page.goto('https://admin.staging.acme-shop.io/login');
      17 |   await page.getByLabel('Email').fill('qa-admin@acme-shop.io');
    > 18 |   await page.getByLabel('Password').fill('«a»');
         |                                     ^
      19 |   await page.getByRole('button', { name: 'Sign in' }).click();
`, V{"a": g.pw()}, "qa-admin@acme-shop.io", "https://admin.staging.acme-shop.io/login", "Timeout 10000ms exceeded.")
}

// ---- chat messages ----

func (g *G) agChat() {
	g.add("agent/chat-nl-mollie-live-key", `
Hoi, kun je de Mollie-koppeling nog een keer testen? De live API-sleutel is «a» en het profiel-ID is pfl_«_p». Gebruik voorlopig niet de testsleutel, die is verlopen.
`, V{"a": "live_" + g.an(30), "_p": g.an(10)}, "Mollie-koppeling", "die is verlopen")

	g.add("agent/chat-pl-db-password-dash", `
Cześć, wrzuciłem hasło do bazy na stagingu: «a» — użytkownik to app_rw, host pg-staging.firma-przyklad.pl. Możesz odpalić migracje?
`, V{"a": g.pw()}, "użytkownik to app_rw", "pg-staging.firma-przyklad.pl")

	g.add("agent/chat-tr-iyzico-sandbox-keys", `
Merhaba, iyzico sandbox anahtarları şunlar:
API key: «a»
Secret key: «b»
Ödeme formu sürekli 401 dönüyor, neyi yanlış yapıyorum?
`, V{"a": "sandbox-" + g.an(32), "b": "sandbox-" + g.an(32)}, "iyzico sandbox anahtarları", "Ödeme formu sürekli 401 dönüyor")

	g.add("agent/chat-vi-telegram-bot-token", `
Anh ơi, token bot Telegram của em là «a» , anh thêm vào file .env giúp em nhé. Bot tên là @acme_dat_lich_bot.
`, V{"a": g.telegram()}, "@acme_dat_lich_bot", "anh thêm vào file .env giúp em nhé")

	g.add("agent/chat-hinglish-razorpay-secret", `
bhai ye lo Razorpay ka secret: «a» aur key id «_k» hai. staging pe daal do please, prod wala kal bhejunga
`, V{"a": g.an(24), "_k": "rzp_test_" + g.an(14)}, "staging pe daal do please", "prod wala kal bhejunga")

	g.add("agent/chat-ar-openai-key", `
مرحبا، هذا مفتاح OpenAI الخاص بالشركة: «a»
الرجاء عدم مشاركته مع أحد، وأضفه فقط إلى متغيرات البيئة في الخادم.
`, V{"a": g.openai()}, "مفتاح OpenAI الخاص بالشركة", "متغيرات البيئة")

	g.add("agent/chat-uk-api-token-test-account", `
Привіт! Ось токен для API Нової пошти: «a». Він працює лише для тестового акаунта, тож можна сміливо ганяти тести.
`, V{"a": g.hex(32)}, "API Нової пошти", "тестового акаунта")

	g.add("agent/chat-sv-klarna-playground", `
Hej! Klarna-lösenordet för playground är «a» och användarnamnet är «_u». Kan du köra integrationstesterna mot https://api.playground.klarna.com?
`, V{"a": g.an(8) + "." + g.an(16), "_u": "PK" + g.digits(5) + "_" + g.hex(12)}, "https://api.playground.klarna.com", "Kan du köra integrationstesterna")

	g.add("agent/chat-id-midtrans-server-client-keys", `
Halo, ini server key Midtrans production: Mid-server-«a»
Client key-nya Mid-client-«_c» (yang ini aman dipakai di frontend). Tolong update di Vercel ya.
`, V{"a": g.b64u(24), "_c": g.b64u(16)}, "yang ini aman dipakai di frontend", "Tolong update di Vercel ya.")

	g.add("agent/chat-he-gitlab-token", `
היי, זה הטוקן של GitLab: «a»
תשתמש בו רק ל-CI של הפרויקט infra/terraform, בבקשה.
`, V{"a": g.glpat()}, "infra/terraform", "הטוקן של GitLab")

	g.add("agent/chat-el-anthropic-key", `
Γεια, το κλειδί του Anthropic είναι «a» — βάλ' το στο .env και μην το κάνεις commit.
`, V{"a": g.anthropic()}, "μην το κάνεις commit", "το κλειδί του Anthropic")

	g.add("agent/chat-en-token-then-question-mark", agBT(`
can you check why ˋnpm publishˋ fails with my token «a»? it worked yesterday, now it's E403 on @acme/ui
`), V{"a": g.npmTok()}, "E403 on @acme/ui", "it worked yesterday")

	g.add("agent/chat-en-quoted-reply-correction", `
> I've put SENTRY_AUTH_TOKEN in .env, can you confirm it's the right one?

wrong one lol, use this: «a» (the old one was for the other org)
`, V{"a": g.txSentryOrg()}, "the old one was for the other org", "SENTRY_AUTH_TOKEN")

	g.add("agent/chat-assistant-echoes-added-key", agBT(`
Done — I added ˋDATADOG_API_KEY=«a»ˋ and ˋDD_SITE=datadoghq.euˋ to ˋ.envˋ, and added ˋ.envˋ to ˋ.gitignoreˋ so it won't be committed. Restart the agent with ˋdocker compose up -d datadogˋ.
`), V{"a": g.hex(32)}, "DD_SITE=datadoghq.eu", "docker compose up -d datadog")

	g.add("agent/chat-en-pk-slash-sk-pair", `
stripe keys for the new account: «_pk»/«a» — publishable goes in the app, secret only on the server pls
`, V{"_pk": g.pkLive(), "a": g.skLive()}, "publishable goes in the app", "secret only on the server pls")
}

// ---- benign-only cases from the same places ----

func (g *G) agBenign() {
	g.add("agent/benign-git-diff-package-lock-integrity", `
$ git diff package-lock.json
diff --git a/package-lock.json b/package-lock.json
index «_i1»..«_i2» 100644
--- a/package-lock.json
+++ b/package-lock.json
@@ -2211,9 +2211,9 @@
     "node_modules/undici": {
-      "version": "6.21.1",
-      "resolved": "https://registry.npmjs.org/undici/-/undici-6.21.1.tgz",
-      "integrity": "sha512-«_h1»==",
+      "version": "6.21.3",
+      "resolved": "https://registry.npmjs.org/undici/-/undici-6.21.3.tgz",
+      "integrity": "sha512-«_h2»==",
       "license": "MIT",
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "_h1": g.s(alB64, 86), "_h2": g.s(alB64, 86)},
		"https://registry.npmjs.org/undici/-/undici-6.21.3.tgz")

	g.add("agent/benign-git-diff-go-sum", `
$ git diff go.sum
@@ -88,8 +88,8 @@ golang.org/x/sync v0.10.0 h1:«=s1»=
-golang.org/x/crypto v0.31.0 h1:«_a1»=
-golang.org/x/crypto v0.31.0/go.mod h1:«_a2»=
+golang.org/x/crypto v0.36.0 h1:«_b1»=
+golang.org/x/crypto v0.36.0/go.mod h1:«_b2»=
`, V{"=s1": g.s(alB64, 43), "_a1": g.s(alB64, 43), "_a2": g.s(alB64, 43), "_b1": g.s(alB64, 43), "_b2": g.s(alB64, 43)},
		"golang.org/x/crypto v0.36.0/go.mod")

	g.add("agent/benign-git-cat-file-tree", `
$ git cat-file -p HEAD^{tree}
100644 blob «_b1»	.gitignore
100644 blob «_b2»	.env.example
040000 tree «_t1»	cmd
100644 blob «=b3»	go.mod
100644 blob «=b4»	go.sum
040000 tree «_t2»	internal
`, V{"_b1": g.gitSHA(), "_b2": g.gitSHA(), "_t1": g.gitSHA(), "=b3": g.gitSHA(), "=b4": g.gitSHA(), "_t2": g.gitSHA()},
		"git cat-file -p HEAD^{tree}")

	g.add("agent/benign-git-ls-remote-and-submodules", `
$ git ls-remote origin 'refs/heads/*' 'refs/tags/v2*'
«_a»	refs/heads/main
«=b»	refs/heads/release/2.4
«_c»	refs/tags/v2.4.0
«=d»	refs/tags/v2.4.0^{}
$ git submodule status
 «_e» vendor/libsodium (1.0.20-RELEASE)
+«_f» third_party/protos (heads/main)
`, V{"_a": g.gitSHA(), "=b": g.gitSHA(), "_c": g.gitSHA(), "=d": g.gitSHA(), "_e": g.gitSHA(), "_f": g.gitSHA()},
		"vendor/libsodium (1.0.20-RELEASE)")

	g.add("agent/benign-buildx-imagetools-inspect", `
$ docker buildx imagetools inspect ghcr.io/acme/api:1.42.0
Name:      ghcr.io/acme/api:1.42.0
MediaType: application/vnd.oci.image.index.v1+json
Digest:    sha256:«_d0»

Manifests:
  Name:        ghcr.io/acme/api:1.42.0@sha256:«_d1»
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    linux/amd64

  Name:        ghcr.io/acme/api:1.42.0@sha256:«_d2»
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    linux/arm64
`, V{"_d0": g.hex(64), "_d1": g.hex(64), "_d2": g.hex(64)}, "Platform:    linux/arm64")

	g.add("agent/benign-docker-ps-no-trunc", `
$ docker ps --no-trunc --format '{{.ID}} {{.Image}} {{.Names}}'
«_c1» postgres@sha256:«_i1» dev-db-1
«_c2» redis:7.4-alpine dev-cache-1
`, V{"_c1": g.hex(64), "_i1": g.hex(64), "_c2": g.hex(64)}, "redis:7.4-alpine dev-cache-1")

	g.add("agent/benign-s3api-head-object", `
$ aws s3api head-object --bucket acme-releases --key cli/2.4.0/acme-linux-amd64.tar.gz
{
    "AcceptRanges": "bytes",
    "LastModified": "2025-10-02T12:14:09+00:00",
    "ContentLength": 18342210,
    "ETag": "\"«_e»-3\"",
    "ChecksumSHA256": "«_cs»",
    "VersionId": "«_v»",
    "ContentType": "application/gzip",
    "ServerSideEncryption": "aws:kms",
    "SSEKMSKeyId": "arn:aws:kms:eu-west-1:«_acct»:key/«_k»"
}
`, V{"_e": g.hex(32), "_cs": g.b64(32), "_v": g.b64u(32), "_acct": g.digits(12), "_k": g.uuid()})

	g.add("agent/benign-ssh-keyscan-and-agent-list", `
$ ssh-keyscan -t ed25519 git.acme.example 2>/dev/null
git.acme.example «_pub»
$ ssh-add -l
256 SHA256:«_fp1» dana@laptop (ED25519)
3072 SHA256:«_fp2» deploy@ci (RSA)
`, V{"_pub": g.agSSHPub(), "_fp1": strings.TrimRight(g.b64(32), "="), "_fp2": strings.TrimRight(g.b64(32), "=")},
		"dana@laptop (ED25519)")

	g.add("agent/benign-gpg-list-secret-keys", `
$ gpg --list-secret-keys --keyid-format=long --with-keygrip
/home/dana/.gnupg/pubring.kbx
-----------------------------
sec   ed25519/«_k1» 2024-02-11 [SC] [expires: 2027-02-10]
      «_fpr»
      Keygrip = «_g1»
uid                 [ultimate] Dana Kowalczyk <dana@acme.example>
ssb   cv25519/«_k2» 2024-02-11 [E] [expires: 2027-02-10]
      Keygrip = «=g2»
`, V{"_k1": g.s(alHexU, 16), "_fpr": g.s(alHexU, 40), "_g1": g.s(alHexU, 40), "_k2": g.s(alHexU, 16), "=g2": g.s(alHexU, 40)},
		"Dana Kowalczyk <dana@acme.example>")

	g.add("agent/benign-go-version-m-build-info", `
$ go version -m ./bin/acme-agent
./bin/acme-agent: go1.23.2
	path	github.com/acme/agent/cmd/acme-agent
	mod	github.com/acme/agent	(devel)
	dep	github.com/google/uuid	v1.6.0	h1:«_h1»=
	dep	golang.org/x/sys	v0.26.0	h1:«_h2»=
	build	-buildmode=exe
	build	vcs.revision=«_rev»
	build	vcs.time=2025-10-13T08:41:09Z
	build	vcs.modified=false
`, V{"_h1": g.s(alB64, 43), "_h2": g.s(alB64, 43), "_rev": g.gitSHA()}, "github.com/acme/agent/cmd/acme-agent")

	g.add("agent/benign-next-build-chunk-hashes", `
$ ls .next/static/chunks/ | head -5 && cat .next/BUILD_ID
framework-«_a».js
main-«_b».js
pages/_app-«_c».js
webpack-«=d».js
«_bid»
`, V{"_a": g.hex(16), "_b": g.hex(16), "_c": g.hex(16), "=d": g.hex(16), "_bid": g.b64u(21)},
		".next/static/chunks/")

	g.add("agent/benign-go-test-tempdir-fixture-ids", `
$ go test ./internal/store/ -run TestSnapshot -v
=== RUN   TestSnapshot
    store_test.go:58: dir=/tmp/TestSnapshot«=n»/001 id=«_id» seed=«_seed»
    store_test.go:71: wrote snapshot «_snap».snap (4096 bytes, sha256 «_sum»)
--- PASS: TestSnapshot (0.03s)
PASS
ok  	github.com/acme/agent/internal/store	0.045s
`, V{"=n": g.digits(10), "_id": g.uuid(), "_seed": g.digits(19), "_snap": g.hex(16), "_sum": g.hex(64)}, "--- PASS: TestSnapshot (0.03s)")

	g.add("agent/benign-kubectl-describe-node-system-ids", `
$ kubectl describe node ip-10-0-12-44.eu-west-1.compute.internal | sed -n '/System Info/,+9p'
System Info:
  Machine ID:                 «_m»
  System UUID:                «_su»
  Boot ID:                    «_b»
  Kernel Version:             6.1.112-122.189.amzn2023.x86_64
  OS Image:                   Amazon Linux 2023.6.20241010
  Container Runtime Version:  containerd://1.7.22
  Kubelet Version:            v1.31.0-eks-a737599
ProviderID:                   aws:///eu-west-1b/i-«_inst»
`, V{"_m": g.hex(32), "_su": "ec2" + g.hex(5) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(12), "_b": g.uuid(), "_inst": g.hex(17)},
		"containerd://1.7.22")

	g.add("agent/benign-pip-install-masked-index", `
$ pip install -r requirements.txt
Looking in indexes: https://pypi.org/simple, https://aws:****@acme-«_acct».d.codeartifact.eu-west-1.amazonaws.com/pypi/python/simple/
Collecting acme-auth==3.2.1 (from -r requirements.txt (line 4))
  Downloading https://acme-«_acct».d.codeartifact.eu-west-1.amazonaws.com/pypi/python/simple/acme-auth/3.2.1/acme_auth-3.2.1-py3-none-any.whl (41 kB)
Successfully installed acme-auth-3.2.1
`, V{"_acct": g.digits(12)}, "https://aws:****@acme-", "Successfully installed acme-auth-3.2.1")

	g.add("agent/benign-git-diff-env-example-placeholders", `
$ git diff .env.example
--- a/.env.example
+++ b/.env.example
@@ -1,4 +1,8 @@
 DATABASE_URL=postgres://user:password@localhost:5432/app
+OPENAI_API_KEY=sk-...
+STRIPE_SECRET_KEY=sk_test_...
+GITHUB_TOKEN=<your-github-token>
+JWT_SECRET=changeme
 REDIS_URL=redis://localhost:6379
`, V{}, "postgres://user:password@localhost:5432/app", "OPENAI_API_KEY=sk-...", "GITHUB_TOKEN=<your-github-token>", "JWT_SECRET=changeme")

	g.add("agent/benign-gha-set-x-masked-and-refs", `
2025-10-14T09:20:11.0021Z ##[group]Run ./scripts/deploy.sh
2025-10-14T09:20:11.0022Z env:
2025-10-14T09:20:11.0022Z   FLY_API_TOKEN: ***
2025-10-14T09:20:11.0023Z   APP_NAME: acme-api-prod
2025-10-14T09:20:11.0024Z ##[endgroup]
2025-10-14T09:20:11.1204Z + flyctl deploy --app acme-api-prod --access-token *** --image registry.fly.io/acme-api-prod:deployment-«_d»
2025-10-14T09:20:58.7710Z  ✔ Machine «_m» [app] update finished: success
`, V{"_d": g.s(alUpNum, 26), "_m": g.hex(14)}, "FLY_API_TOKEN: ***", "--access-token ***")

	g.add("agent/benign-heredoc-env-var-references", `
$ cat > .env <<EOF
OPENAI_API_KEY=${OPENAI_API_KEY}
DATABASE_URL=postgres://${PGUSER}:${PGPASSWORD}@${PGHOST}:5432/${PGDATABASE}
SENTRY_AUTH_TOKEN=$(op read "op://dev/sentry/credential")
EOF
`, V{}, "OPENAI_API_KEY=${OPENAI_API_KEY}", "${PGUSER}:${PGPASSWORD}@${PGHOST}", `op read "op://dev/sentry/credential"`)

	g.add("agent/benign-gh-secret-list", `
$ gh secret list --repo acme/storefront
NAME                   UPDATED
ANTHROPIC_API_KEY      about 2 days ago
AWS_DEPLOY_ROLE_ARN    about 4 months ago
NPM_TOKEN              about 1 year ago
STRIPE_SECRET_KEY      about 3 months ago
`, V{}, "ANTHROPIC_API_KEY      about 2 days ago", "STRIPE_SECRET_KEY")

	g.add("agent/benign-vault-token-lookup-accessor", `
$ vault token lookup -accessor «_acc»
Key                 Value
---                 -----
accessor            «_acc»
creation_time       1760433901
display_name        approle
entity_id           «_ent»
expire_time         2025-10-15T09:25:01.442981Z
id                  n/a
policies            [default deploy-ro]
ttl                 23h12m40s
`, V{"_acc": g.an(24), "_ent": g.uuid()}, "id                  n/a", "policies            [default deploy-ro]")

	g.add("agent/benign-openssl-x509-text", `
$ openssl x509 -in certs/api.acme.example.crt -noout -serial -fingerprint -sha256 -ext subjectKeyIdentifier,authorityKeyIdentifier
serial=«_ser»
sha256 Fingerprint=«_fp»
X509v3 Subject Key Identifier:
    «_ski»
X509v3 Authority Key Identifier:
    «_aki»
`, V{"_ser": g.s(alHexU, 36), "_fp": g.apFingerprint(32), "_ski": g.apFingerprint(20), "_aki": g.apFingerprint(20)},
		"X509v3 Subject Key Identifier:")

	g.add("agent/benign-npm-view-dist-signatures", `
$ npm view @acme/ui@4.2.0 dist --json
{
  "integrity": "sha512-«_int»==",
  "shasum": "«_sha»",
  "tarball": "https://registry.npmjs.org/@acme/ui/-/ui-4.2.0.tgz",
  "fileCount": 212,
  "unpackedSize": 1804221,
  "signatures": [
    {
      "keyid": "SHA256:«_kid»",
      "sig": "«_sig»"
    }
  ]
}
`, V{"_int": g.s(alB64, 86), "_sha": g.hex(40), "_kid": strings.TrimRight(g.b64(32), "="), "_sig": "MEUCIQ" + g.s(alB64, 90)},
		"https://registry.npmjs.org/@acme/ui/-/ui-4.2.0.tgz")

	g.add("agent/benign-ec2-describe-images", `
$ aws ec2 describe-images --owners self --query 'Images[].[ImageId,Name,BlockDeviceMappings[0].Ebs.SnapshotId]' --output text
ami-«_a1»	acme-base-al2023-20251001	snap-«_s1»
ami-«_a2»	acme-base-al2023-20251008	snap-«_s2»
`, V{"_a1": g.hex(17), "_s1": g.hex(17), "_a2": g.hex(17), "_s2": g.hex(17)}, "acme-base-al2023-20251008")

	g.add("agent/benign-secret-generation-code", `
$ sed -n 1,12p scripts/bootstrap_secrets.py
import secrets
from pathlib import Path

def main() -> None:
    env = Path(".env")
    values = {
        "SECRET_KEY": secrets.token_urlsafe(50),
        "JWT_SIGNING_KEY": secrets.token_hex(32),
        "ADMIN_PASSWORD": secrets.token_urlsafe(16),
    }
    env.write_text("".join(f"{k}={v}\n" for k, v in values.items()))
`, V{}, `"SECRET_KEY": secrets.token_urlsafe(50)`, `"JWT_SIGNING_KEY": secrets.token_hex(32)`, "env.write_text")

	kid := g.hex(16)
	g.add("agent/benign-jwt-header-decoded-in-chat", agBT(`
the token header is ˋ«_h»ˋ, which decodes to {"alg":"RS256","kid":"«_kid»","typ":"JWT"}, so it's signed with the rotated key — I didn't paste the rest on purpose.
`), V{"_h": b64raw(`{"alg":"RS256","kid":"` + kid + `","typ":"JWT"}`), "_kid": kid}, "I didn't paste the rest on purpose")

	g.add("agent/benign-git-log-show-signature", `
$ git log --show-signature -1
commit «_sha»
Good "git" signature for dana@acme.example with ED25519 key SHA256:«_fp»
Author: Dana Kowalczyk <dana@acme.example>
Date:   Mon Oct 13 17:22:04 2025 +0200

    fix(auth): refresh JWKS every 10 minutes
`, V{"_sha": g.gitSHA(), "_fp": strings.TrimRight(g.b64(32), "=")}, "fix(auth): refresh JWKS every 10 minutes")

	g.add("agent/benign-git-diff-cargo-lock-checksum", `
$ git diff Cargo.lock
@@ -1204,9 +1204,9 @@ dependencies = [
 [[package]]
 name = "rustls"
-version = "0.23.18"
+version = "0.23.19"
 source = "registry+https://github.com/rust-lang/crates.io-index"
-checksum = "«_c1»"
+checksum = "«_c2»"
`, V{"_c1": g.hex(64), "_c2": g.hex(64)}, `source = "registry+https://github.com/rust-lang/crates.io-index"`)

	g.add("agent/benign-aws-sdk-error-request-ids", `
botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the GetObject operation: Access Denied
$ aws s3 cp s3://acme-private/reports/q3.csv . --debug 2>&1 | grep -E 'x-amz-(request-id|id-2)'
2025-10-14 10:02:11,901 - MainThread - botocore.parsers - DEBUG - Response headers: {'x-amz-request-id': '«_r»', 'x-amz-id-2': '«_id2»', 'Content-Type': 'application/xml', 'Server': 'AmazonS3'}
`, V{"_r": g.s(alUpNum, 16), "_id2": g.s(alB64, 76)}, "'Server': 'AmazonS3'")

	g.add("agent/benign-gha-cache-key-hashfiles", `
2025-10-14T09:11:40.5512Z ##[group]Run actions/cache@v4
2025-10-14T09:11:40.5513Z with:
2025-10-14T09:11:40.5513Z   path: ~/.cache/go-build
2025-10-14T09:11:40.5514Z   key: Linux-go-«_k»
2025-10-14T09:11:41.8820Z Cache restored from key: Linux-go-«_k»
2025-10-14T09:11:41.8821Z Cache Size: ~412 MB (431816394 B)
`, V{"_k": g.hex(64)}, "Cache Size: ~412 MB (431816394 B)")

	g.add("agent/benign-az-cli-error-correlation-ids", `
$ az storage blob list --account-name acmelogs --container-name raw --auth-mode login
ERROR: This request is not authorized to perform this operation using this permission.
RequestId:«_rid»
Time:2025-10-14T10:11:52.3140911Z
ErrorCode:AuthorizationPermissionMismatch
$ az account show --query '{id:id, tenantId:tenantId, user:user.name}'
{"id": "«_sub»", "tenantId": "«_ten»", "user": "r.okafor@acme-energy.example"}
`, V{"_rid": g.uuid(), "_sub": g.uuid(), "_ten": g.uuid()}, "ErrorCode:AuthorizationPermissionMismatch")

	g.add("agent/benign-uv-lock-diff-hashes", `
$ git diff uv.lock | head -12
@@ -611,14 +611,14 @@ wheels = [
 [[package]]
 name = "httpx"
-version = "0.27.2"
+version = "0.28.1"
 source = { registry = "https://pypi.org/simple" }
-sdist = { url = "https://files.pythonhosted.org/packages/«_p1»/httpx-0.27.2.tar.gz", hash = "sha256:«_h1»", size = 144189 }
+sdist = { url = "https://files.pythonhosted.org/packages/«_p2»/httpx-0.28.1.tar.gz", hash = "sha256:«_h2»", size = 141406 }
`, V{"_p1": g.hex(2) + "/" + g.hex(2) + "/" + g.hex(60), "_h1": g.hex(64), "_p2": g.hex(2) + "/" + g.hex(2) + "/" + g.hex(60), "_h2": g.hex(64)},
		`source = { registry = "https://pypi.org/simple" }`)

	g.add("agent/benign-edit-tool-env-refs-only", `
{"name":"Edit","input":{"file_path":"src/server/db.ts","old_string":"const url = process.env.DATABASE_URL!;","new_string":"const url = env.DATABASE_URL; // validated in src/env.ts via zod"}}
`, V{}, "process.env.DATABASE_URL!", "validated in src/env.ts via zod")
}

// agSSHPub is a public ed25519 key line with a random key.
func (g *G) agSSHPub() string {
	_, pub := g.sshEd25519("host")
	return pub
}
