package cases

import (
	"fmt"
	"strings"
)

// vcsDiffCases adds credentials as version control and code review show
// them to a coding agent: unified diffs from git diff, git show and git
// log -p where a secret line is added, removed or changed (both the old
// and the new value are secrets), word diffs ([-old-]{+new+} and the
// porcelain form), git diff --stat beside a patch, git add -p prompts,
// combined diffs of merges (diff --cc with ++ and " +" columns), merge
// conflict markers (two-way, diff3 and zdiff3), git blame (plain, -L and
// porcelain), git grep -n and git log -S/-G output, git stash show -p,
// git format-patch mails, git am failures, .orig and .rej files, diff -u
// of config files, svn diff, hg diff and hg export, Perforce p4 diff and
// p4 describe, fossil and jj diffs, GitHub, GitLab, Bitbucket and Azure
// DevOps pull-request review comments and suggestion blocks, their API
// JSON (patch and diff_hunk fields), Gerrit and Phabricator reviews,
// pre-commit, gitleaks, trufflehog, detect-secrets, git-secrets and
// ggshield output that quotes the line, push protection rejections, git
// filter-repo and BFG replacement files (old==>new: the old side is the
// secret), git reflog and commit messages that mention a rotated key,
// ignored files shown by git status --ignored and then printed, and
// delta, diff -y, tig, lazygit, IDE and nbdiff views, git credential fill
// and GIT_TRACE_CURL output, diffs that sops and git-crypt decrypt,
// Terraform state diffs, hg paths and p4 set. The diffs change .env,
// YAML, JSON, TOML, INI, properties, Terraform, Dockerfiles, Makefiles,
// Jenkinsfiles, shell scripts, notebooks and source in several languages. Benign: commit SHAs short and full,
// blob and index hashes, Gerrit Change-Ids, PR, MR and issue numbers,
// hunk headers, file modes, author e-mails at example domains,
// placeholder lines that replaced a secret (${API_KEY}, changeme),
// public keys, lockfile integrity hashes and the replacement side of
// history-rewrite rules. The case names start with "vcs/".
//
// (The name is vcsDiffCases because cases.go's first batch already has a
// vcsCases.)
func (g *G) vcsDiffCases() {
	g.vcsUnified()
	g.vcsSource()
	g.vcsShowLog()
	g.vcsWordStat()
	g.vcsMerges()
	g.vcsBlameGrep()
	g.vcsStashPatch()
	g.vcsOtherTools()
	g.vcsGitHubReviews()
	g.vcsOtherReviews()
	g.vcsForgeAPI()
	g.vcsHooks()
	g.vcsRewrite()
	g.vcsReflogMessages()
	g.vcsIgnored()
	g.vcsViews()
	g.vcsLookalikes()
	g.vcsMore()
}

// ---- values used only here ----

// vcsShort is an abbreviated object name (7 to 12 hex digits).
func (g *G) vcsShort() string { return g.hex(7 + g.r.IntN(3)) }

// vcsChangeID is a Gerrit Change-Id.
func (g *G) vcsChangeID() string { return "I" + g.hex(40) }

// vcsIntegrity is an npm lockfile integrity value.
func (g *G) vcsIntegrity() string { return "sha512-" + g.b64(64) }

// vcsPhab is a Phabricator Conduit API token: api- and 28 lower-case letters and digits.
func (g *G) vcsPhab() string { return "api-" + g.s(alLowNum, 28) }

// vcsGerritHTTP is a Gerrit generated HTTP password (shape guessed: 42 base64 characters).
func (g *G) vcsGerritHTTP() string { return g.s(alB64, 42) }

// vcsP4Ticket is a Perforce login ticket (32 upper-case hex digits).
func (g *G) vcsP4Ticket() string { return g.s(alHexU, 32) }

// vcsDD is a Datadog API key (32 hex); vcsDDApp an application key (40 hex).
func (g *G) vcsDD() string    { return g.hex(32) }
func (g *G) vcsDDApp() string { return g.hex(40) }

// vcsNuGet is a nuget.org API key: oy2 and 43 lower-case letters and digits.
func (g *G) vcsNuGet() string { return "oy2" + g.s(alLowNum, 43) }

// vcsRailsBase is a Rails secret_key_base (128 hex digits).
func (g *G) vcsRailsBase() string { return g.hex(128) }

// vcsSlackHook is an incoming webhook URL.
func (g *G) vcsSlackHook() string {
	return "https://hooks.slack.com/services/" + g.slackT() + "/" + g.slackB() + "/" + g.an(24)
}

// vcsB2 returns a Backblaze B2 application key id and key (shape partly guessed).
func (g *G) vcsB2() (string, string) { return "005" + g.hex(22), "K005" + g.s(alB64U, 27) }

// vcsAdyen is an Adyen API key (shape guessed: AQE, base64 and a dash-joined tail).
func (g *G) vcsAdyen() string {
	return "AQE" + g.s(alB64, 57) + "-" + g.s(alB64, 44) + "-" + g.s(alB64, 10)
}

// vcsPEM renders a key's body with mark before every line; its first,
// middle and last full lines become secrets keyed key0, key1... in v (the
// others are filler), so that a long key does not outweigh other cases.
func vcsPEM(p pemKey, mark, key string, v V) string {
	var out []string
	out = append(out, mark+p.begin)
	lines := strings.Split(p.body, "\n")
	for i, l := range lines {
		k := fmt.Sprintf("%s%d", key, i)
		if len(l) < 12 || (i != 0 && i != len(lines)/2 && i != len(lines)-2) {
			k = "=" + k
		}
		v[k] = l
		out = append(out, mark+"«"+k+"»")
	}
	out = append(out, mark+p.end)
	return strings.Join(out, "\n")
}

// vcsJSONPEM is a key as a JSON string value (with \n escapes).
func vcsJSONPEM(p pemKey) string { return jsonEsc(p.block()) + `\n` }

func (g *G) vcsUnified() {
	g.add("vcs/env-added-line", `
$ git diff
diff --git a/.env b/.env
index «_h1»..«_h2» 100644
--- a/.env
+++ b/.env
@@ -3,6 +3,7 @@ APP_ENV=local
 DB_HOST=localhost
 DB_PORT=5432
 REDIS_URL=redis://localhost:6379/0
+SENDGRID=«a»
 MAIL_FROM=noreply@example.com
 LOG_LEVEL=debug
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.sendgrid()}, "@@ -3,6 +3,7 @@ APP_ENV=local", "MAIL_FROM=noreply@example.com")

	g.add("vcs/env-changed-both-sides", `
diff --git a/services/billing/.env.production b/services/billing/.env.production
index «_h1»..«_h2» 100644
--- a/services/billing/.env.production
+++ b/services/billing/.env.production
@@ -1,5 +1,5 @@
 NODE_ENV=production
-STRIPE_RESTRICTED=«a»
+STRIPE_RESTRICTED=«b»
 STRIPE_WEBHOOK_TOLERANCE=300
 BILLING_CURRENCY=eur
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.rkLive(), "b": g.rkLive()}, "STRIPE_WEBHOOK_TOLERANCE=300", "services/billing/.env.production")

	g.add("vcs/env-removed-for-placeholder", `
$ git diff --cached .env.example
diff --git a/.env.example b/.env.example
index «_h1»..«_h2» 100644
--- a/.env.example
+++ b/.env.example
@@ -8,4 +8,4 @@ PORT=3000
 # OpenAI
-OPENAI=«a»
+OPENAI=${OPENAI_API_KEY}
 OPENAI_MODEL=gpt-4o-mini
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.openai()}, "+OPENAI=${OPENAI_API_KEY}", "OPENAI_MODEL=gpt-4o-mini")

	g.add("vcs/yaml-helm-values-changed", `
diff --git a/deploy/helm/values-prod.yaml b/deploy/helm/values-prod.yaml
index «_h1»..«_h2» 100644
--- a/deploy/helm/values-prod.yaml
+++ b/deploy/helm/values-prod.yaml
@@ -41,9 +41,9 @@ ingress:
 datadog:
   site: datadoghq.eu
-  apiKey: «a»
-  appKey: «b»
+  apiKey: «c»
+  appKey: «d»
   logs:
     enabled: true
     containerCollectAll: true
`, V{"_h1": g.hex(9), "_h2": g.hex(9), "a": g.vcsDD(), "b": g.vcsDDApp(), "c": g.vcsDD(), "d": g.vcsDDApp()}, "site: datadoghq.eu", "containerCollectAll: true")

	g.add("vcs/json-appsettings-added", `
diff --git a/src/Acme.Api/appsettings.Production.json b/src/Acme.Api/appsettings.Production.json
index «_h1»..«_h2» 100644
--- a/src/Acme.Api/appsettings.Production.json
+++ b/src/Acme.Api/appsettings.Production.json
@@ -2,7 +2,10 @@
   "Logging": {
     "LogLevel": { "Default": "Warning" }
   },
+  "ConnectionStrings": {
+    "Orders": "Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=orders;User ID=orders_app;Password=«a»;Encrypt=True;"
+  },
   "AllowedHosts": "*"
 }
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.pwStrong()}, "acme-sql.database.windows.net,1433", `"AllowedHosts": "*"`)

	g.add("vcs/toml-cargo-config-removed", `
diff --git a/.cargo/config.toml b/.cargo/config.toml
deleted file mode 100644
index «_h1»..0000000
--- a/.cargo/config.toml
+++ /dev/null
@@ -1,6 +0,0 @@
-[registries.acme]
-index = "sparse+https://cargo.acme.io/index/"
-token = "«a»"
-
-[net]
-git-fetch-with-cli = true
`, V{"_h1": g.hex(7), "a": "cio" + g.an(32)}, "deleted file mode 100644", "sparse+https://cargo.acme.io/index/")

	g.add("vcs/ini-pypirc-new-file", `
$ git show --stat -p «_c»
commit «_c»
Author: Priya Nair <priya@example.com>
Date:   Thu Mar 5 16:22:09 2026 +0530

    release tooling

 .pypirc | 8 ++++++++
 1 file changed, 8 insertions(+)

diff --git a/.pypirc b/.pypirc
new file mode 100644
index 0000000..«_h2»
--- /dev/null
+++ b/.pypirc
@@ -0,0 +1,8 @@
+[distutils]
+index-servers = pypi testpypi
+
+[pypi]
+username = __token__
+password = «a»
+[testpypi]
+repository = https://test.pypi.org/legacy/
`, V{"_c": g.gitSHA(), "_h2": g.hex(7), "a": g.pypiTok()}, "priya@example.com", "new file mode 100644", "username = __token__")

	g.add("vcs/properties-spring-changed", `
diff --git a/src/main/resources/application-prod.properties b/src/main/resources/application-prod.properties
index «_h1»..«_h2» 100644
--- a/src/main/resources/application-prod.properties
+++ b/src/main/resources/application-prod.properties
@@ -14,8 +14,8 @@ spring.jpa.hibernate.ddl-auto=validate
 spring.datasource.url=jdbc:postgresql://pg-prod.internal:5432/ledger
 spring.datasource.username=ledger
-spring.datasource.password=«a»
+spring.datasource.password=«b»
 spring.mail.host=smtp.eu.mailgun.org
-spring.mail.password=«c»
+spring.mail.password=${MAIL_PASSWORD}
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.pw(), "b": g.pwStrong(), "c": g.mailgun()}, "jdbc:postgresql://pg-prod.internal:5432/ledger", "spring.mail.password=${MAIL_PASSWORD}")

	g.add("vcs/terraform-provider-removed-token", `
diff --git a/infra/providers.tf b/infra/providers.tf
index «_h1»..«_h2» 100644
--- a/infra/providers.tf
+++ b/infra/providers.tf
@@ -9,11 +9,9 @@ terraform {
 }
 
 provider "cloudflare" {
-  api_token = "«a»"
+  # read from CLOUDFLARE_API_TOKEN
 }
 
 provider "digitalocean" {
-  token = "«b»"
 }
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.cfToken(), "b": g.doToken()}, `provider "cloudflare" {`, "# read from CLOUDFLARE_API_TOKEN")

	g.add("vcs/tfvars-added-azure", `
diff --git a/envs/prod/terraform.tfvars b/envs/prod/terraform.tfvars
index «_h1»..«_h2» 100644
--- a/envs/prod/terraform.tfvars
+++ b/envs/prod/terraform.tfvars
@@ -1,4 +1,7 @@
 location            = "westeurope"
 resource_group_name = "rg-acme-prod"
+tenant_id           = "«_t»"
+client_id           = "«_cl»"
+client_secret       = "«a»"
 sku                 = "P1v3"
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "_t": g.uuid(), "_cl": g.uuid(), "a": g.azSecret()}, `resource_group_name = "rg-acme-prod"`, `sku                 = "P1v3"`)

	g.add("vcs/dockerfile-arg-token", `
diff --git a/Dockerfile b/Dockerfile
index «_h1»..«_h2» 100644
--- a/Dockerfile
+++ b/Dockerfile
@@ -4,7 +4,8 @@ FROM node:20-bookworm-slim AS deps
 WORKDIR /app
 COPY package.json package-lock.json ./
-RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci
+RUN echo "//registry.npmjs.org/:_authToken=«a»" > /root/.npmrc && npm ci
 
 FROM node:20-bookworm-slim
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.npmTok()}, "--mount=type=secret,id=npmrc,target=/root/.npmrc", "FROM node:20-bookworm-slim AS deps")

	g.add("vcs/shell-script-curl-key", `
diff --git a/scripts/notify.sh b/scripts/notify.sh
old mode 100644
new mode 100755
index «_h1»..«_h2»
--- a/scripts/notify.sh
+++ b/scripts/notify.sh
@@ -1,6 +1,6 @@
 #!/usr/bin/env bash
 set -euo pipefail
-PD_ROUTING="${PD_ROUTING:?}"
+PD_ROUTING="«a»"
 curl -sS -X POST https://events.pagerduty.com/v2/enqueue \
   -H 'Content-Type: application/json' \
   -d "{\"routing_key\":\"$PD_ROUTING\",\"event_action\":\"trigger\"}"
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.hex(32)}, "new mode 100755", "https://events.pagerduty.com/v2/enqueue", `PD_ROUTING="${PD_ROUTING:?}"`)

	g.add("vcs/k8s-secret-stringdata", `
diff --git a/k8s/overlays/prod/secret.yaml b/k8s/overlays/prod/secret.yaml
index «_h1»..«_h2» 100644
--- a/k8s/overlays/prod/secret.yaml
+++ b/k8s/overlays/prod/secret.yaml
@@ -4,6 +4,6 @@ metadata:
   name: search-credentials
   namespace: shop
 type: Opaque
 stringData:
   ALGOLIA_APP_ID: «_app»
-  ALGOLIA_ADMIN: «a»
+  ALGOLIA_ADMIN: «b»
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "_app": g.s(alUpNum, 10), "a": g.hex(32), "b": g.hex(32)}, "name: search-credentials", "namespace: shop")

	g.add("vcs/k8s-secret-data-base64", `
diff --git a/charts/api/templates/secret.yaml b/charts/api/templates/secret.yaml
--- a/charts/api/templates/secret.yaml
+++ b/charts/api/templates/secret.yaml
@@ -6,4 +6,5 @@ type: Opaque
 data:
   DATABASE_USER: «_u»
+  DATABASE_PASSWORD: «a»
+  JWT_SIGNING_KEY: «b»
`, V{"_u": b64s("api"), "a": b64s(g.pwURL()), "b": g.b64(48)}, "charts/api/templates/secret.yaml", "@@ -6,4 +6,5 @@ type: Opaque")

	ec := g.ecPKCS8()
	v := V{"_h1": g.hex(7), "_c": g.gitSHA()}
	body := vcsPEM(ec, "+", "k", v)
	g.add("vcs/pem-key-new-file", `
$ git log -p -1 --format='%H %s' -- certs/
«_c» add signing key for webhook payloads

diff --git a/certs/webhook-signing.pem b/certs/webhook-signing.pem
new file mode 100644
index 0000000..«_h1»
--- /dev/null
+++ b/certs/webhook-signing.pem
@@ -0,0 +1,5 @@
`+body+`
`, v, "add signing key for webhook payloads", "certs/webhook-signing.pem")

	g.add("vcs/ipynb-output-token", `
diff --git a/notebooks/explore_orders.ipynb b/notebooks/explore_orders.ipynb
index «_h1»..«_h2» 100644
--- a/notebooks/explore_orders.ipynb
+++ b/notebooks/explore_orders.ipynb
@@ -12,9 +12,9 @@
    "source": [
     "import snowflake.connector\n",
     "conn = snowflake.connector.connect(\n",
-    "    user=\"ANALYST\", password=os.environ[\"SF_PW\"],\n",
+    "    user=\"ANALYST\", password=\"«a»\",\n",
     "    account=\"acme-eu1\", warehouse=\"REPORTING_WH\")\n"
    ]
   },
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.pwURL()}, `account=\"acme-eu1\", warehouse=\"REPORTING_WH\"`, `password=os.environ[\"SF_PW\"]`)

	g.add("vcs/npmrc-and-lockfile", `
$ git diff --cached
diff --git a/.npmrc b/.npmrc
index «_h1»..«_h2» 100644
--- a/.npmrc
+++ b/.npmrc
@@ -1,2 +1,3 @@
 @acme:registry=https://npm.pkg.github.com
+//npm.pkg.github.com/:_authToken=«a»
 engine-strict=true
diff --git a/package-lock.json b/package-lock.json
index «_h3»..«_h4» 100644
--- a/package-lock.json
+++ b/package-lock.json
@@ -1204,7 +1204,7 @@
     "node_modules/@acme/ui": {
-      "version": "3.1.0",
-      "integrity": "«_i1»",
+      "version": "3.1.2",
+      "integrity": "«_i2»",
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.ghp(), "_h3": g.hex(7), "_h4": g.hex(7), "_i1": g.vcsIntegrity(), "_i2": g.vcsIntegrity()}, "@acme:registry=https://npm.pkg.github.com", "engine-strict=true")

	g.add("vcs/docker-config-auth", `
diff --git a/ci/docker/config.json b/ci/docker/config.json
index «_h1»..«_h2» 100644
--- a/ci/docker/config.json
+++ b/ci/docker/config.json
@@ -1,7 +1,10 @@
 {
   "auths": {
     "ghcr.io": {},
+    "registry.acme.io": {
+      "auth": "«a»"
+    }
   },
   "credsStore": "desktop"
 }
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": b64s("ci-pusher:" + g.pwURL())}, `"credsStore": "desktop"`, "registry.acme.io")

	g.add("vcs/gradle-properties-signing", `
diff --git a/gradle.properties b/gradle.properties
--- a/gradle.properties
+++ b/gradle.properties
@@ -3,3 +3,8 @@ org.gradle.jvmargs=-Xmx4g
 android.useAndroidX=true
 kotlin.code.style=official
+RELEASE_STORE_FILE=../keys/acme-release.jks
+RELEASE_STORE_PASSWORD=«a»
+RELEASE_KEY_ALIAS=acme
+RELEASE_KEY_PASSWORD=«b»
+ossrhPassword=«c»
`, V{"a": g.pw(), "b": g.pw(), "c": g.pwURL()}, "RELEASE_STORE_FILE=../keys/acme-release.jks", "org.gradle.jvmargs=-Xmx4g")
}

func (g *G) vcsSource() {
	g.add("vcs/python-settings-secret-key", `
diff --git a/acme/settings/base.py b/acme/settings/base.py
index «_h1»..«_h2» 100644
--- a/acme/settings/base.py
+++ b/acme/settings/base.py
@@ -20,7 +20,7 @@ BASE_DIR = Path(__file__).resolve().parent.parent.parent
 
 # SECURITY WARNING: keep the secret key used in production secret!
-SECRET_KEY = env("DJANGO_SECRET_KEY")
+SECRET_KEY = "«a»"
 
 DEBUG = env.bool("DEBUG", default=False)
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.djangoKey()}, `SECRET_KEY = env("DJANGO_SECRET_KEY")`, `DEBUG = env.bool("DEBUG", default=False)`)

	g.add("vcs/typescript-client-ctor", `
diff --git a/src/lib/anthropic.ts b/src/lib/anthropic.ts
index «_h1»..«_h2» 100644
--- a/src/lib/anthropic.ts
+++ b/src/lib/anthropic.ts
@@ -1,8 +1,8 @@
 import Anthropic from "@anthropic-ai/sdk";
 
 export const client = new Anthropic({
-  apiKey: process.env.ANTHROPIC_API_KEY,
+  apiKey: "«a»",
   maxRetries: 4,
 });
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.anthropic()}, "apiKey: process.env.ANTHROPIC_API_KEY,", `import Anthropic from "@anthropic-ai/sdk";`)

	g.add("vcs/go-const-changed", `
diff --git a/internal/notify/telegram.go b/internal/notify/telegram.go
index «_h1»..«_h2» 100644
--- a/internal/notify/telegram.go
+++ b/internal/notify/telegram.go
@@ -9,8 +9,8 @@ import (
 
 const (
-	botToken = "«a»"
-	chatID   = -1001«_chat»
+	botToken = "«b»"
+	chatID   = -1001«_chat»
 )
 
 func Send(ctx context.Context, text string) error {
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.telegram(), "_chat": g.digits(9), "b": g.telegram()}, "func Send(ctx context.Context, text string) error {", "internal/notify/telegram.go")

	g.add("vcs/ruby-initializer-positional", `
diff --git a/config/initializers/twilio.rb b/config/initializers/twilio.rb
index «_h1»..«_h2» 100644
--- a/config/initializers/twilio.rb
+++ b/config/initializers/twilio.rb
@@ -1,3 +1,3 @@
-TWILIO = Twilio::REST::Client.new(ENV.fetch("TWILIO_SID"), ENV.fetch("TWILIO_AUTH"))
+TWILIO = Twilio::REST::Client.new("«=sid»", "«a»")
 TWILIO_FROM = "+15005550006"
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "=sid": g.twilioSID(), "a": g.hex(32)}, `TWILIO_FROM = "+15005550006"`, `ENV.fetch("TWILIO_SID")`)

	g.add("vcs/java-test-fixture-key", `
diff --git a/payments/src/test/java/com/acme/pay/AdyenClientIT.java b/payments/src/test/java/com/acme/pay/AdyenClientIT.java
index «_h1»..«_h2» 100644
--- a/payments/src/test/java/com/acme/pay/AdyenClientIT.java
+++ b/payments/src/test/java/com/acme/pay/AdyenClientIT.java
@@ -18,7 +18,7 @@ class AdyenClientIT {
     @BeforeAll
     static void setUp() {
-        client = new Client(System.getenv("ADYEN_API_KEY"), Environment.TEST);
+        client = new Client("«a»", Environment.LIVE, "«_pfx»");
         checkout = new PaymentsApi(client);
     }
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.vcsAdyen(), "_pfx": g.hex(16) + "-AcmeShop"}, "checkout = new PaymentsApi(client);", `System.getenv("ADYEN_API_KEY")`)

	g.add("vcs/csharp-connection-string", `
diff --git a/src/Acme.Worker/Program.cs b/src/Acme.Worker/Program.cs
index «_h1»..«_h2» 100644
--- a/src/Acme.Worker/Program.cs
+++ b/src/Acme.Worker/Program.cs
@@ -12,7 +12,8 @@ var builder = Host.CreateApplicationBuilder(args);
 builder.Services.AddAzureClients(clients =>
 {
-    clients.AddBlobServiceClient(builder.Configuration["Storage:ConnectionString"]);
+    clients.AddBlobServiceClient(
+        "DefaultEndpointsProtocol=https;AccountName=acmeexports;AccountKey=«a»;EndpointSuffix=core.windows.net");
 });
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.azStorage()}, "AccountName=acmeexports", `builder.Configuration["Storage:ConnectionString"]`)

	g.add("vcs/php-config-array", `
diff --git a/config/services.php b/config/services.php
index «_h1»..«_h2» 100644
--- a/config/services.php
+++ b/config/services.php
@@ -31,8 +31,8 @@ return [
     'postmark' => [
-        'token' => '«a»',
+        'token' => env('POSTMARK_TOKEN'),
     ],
     'paystack' => [
-        'secret' => env('PAYSTACK_SECRET'),
+        'secret' => '«b»',
     ],
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.uuid(), "b": "sk_live_" + g.hex(40)}, "env('POSTMARK_TOKEN')", "env('PAYSTACK_SECRET')")

	g.add("vcs/rust-test-removed-key", `
diff --git a/crates/geo/src/lib.rs b/crates/geo/src/lib.rs
index «_h1»..«_h2» 100644
--- a/crates/geo/src/lib.rs
+++ b/crates/geo/src/lib.rs
@@ -88,7 +88,7 @@ mod tests {
     #[tokio::test]
     async fn geocodes_berlin() {
-        let c = Client::new("«a»");
+        let c = Client::new(&std::env::var("MAPBOX_TOKEN").unwrap());
         let r = c.forward("Alexanderplatz, Berlin").await.unwrap();
         assert_eq!(r.features[0].place_type, vec!["poi"]);
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.mapboxSK()}, `c.forward("Alexanderplatz, Berlin")`, `std::env::var("MAPBOX_TOKEN")`)

	g.add("vcs/kotlin-buildconfig-field", `
diff --git a/app/build.gradle.kts b/app/build.gradle.kts
index «_h1»..«_h2» 100644
--- a/app/build.gradle.kts
+++ b/app/build.gradle.kts
@@ -22,6 +22,8 @@ android {
         minSdk = 26
         targetSdk = 35
         versionCode = 412
+        buildConfigField("String", "MAPS_KEY", "\"«a»\"")
+        buildConfigField("String", "REVENUECAT_KEY", "\"«_rc»\"")
     }
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.googleKey(), "_rc": "goog_" + g.an(27)}, "versionCode = 412", "targetSdk = 35")

	g.add("vcs/swift-plist-secret", `
diff --git a/AcmeApp/Config/Secrets.swift b/AcmeApp/Config/Secrets.swift
new file mode 100644
index 0000000..«_h1»
--- /dev/null
+++ b/AcmeApp/Config/Secrets.swift
@@ -0,0 +1,5 @@
+enum Secrets {
+    static let sentryDSN = "https://«=dsn»@o«_org».ingest.sentry.io/«_proj»"
+    static let algoliaAppID = "«_app»"
+    static let algoliaWriteKey = "«a»"
+}
`, V{"_h1": g.hex(7), "=dsn": g.hex(32), "_org": g.digits(6), "_proj": g.digits(7), "_app": g.s(alUpNum, 10), "a": g.hex(32)}, "enum Secrets {", "AcmeApp/Config/Secrets.swift")

	g.add("vcs/elixir-runtime-exs", `
diff --git a/config/runtime.exs b/config/runtime.exs
index «_h1»..«_h2» 100644
--- a/config/runtime.exs
+++ b/config/runtime.exs
@@ -40,6 +40,6 @@ if config_env() == :prod do
   config :acme, AcmeWeb.Endpoint,
     url: [host: "app.acme.io", port: 443, scheme: "https"],
-    secret_key_base: "«a»"
+    secret_key_base: System.fetch_env!("SECRET_KEY_BASE")
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.b64(48)}, `System.fetch_env!("SECRET_KEY_BASE")`, `url: [host: "app.acme.io", port: 443, scheme: "https"]`)

	g.add("vcs/js-firebase-admin-json", `
diff --git a/functions/serviceAccount.json b/functions/serviceAccount.json
new file mode 100644
index 0000000..«_h1»
--- /dev/null
+++ b/functions/serviceAccount.json
@@ -0,0 +1,8 @@
+{
+  "type": "service_account",
+  "project_id": "acme-prod-7f2c1",
+  "private_key_id": "«=pkid»",
+  "private_key": "«b»",
+  "client_email": "firebase-adminsdk-x1y2z@acme-prod-7f2c1.iam.gserviceaccount.com",
+  "client_id": "«_cid»"
+}
`, V{"_h1": g.hex(7), "=pkid": g.hex(40), "b": vcsJSONPEM(g.pkcs8RSAPEM()), "_cid": g.digits(21)}, "firebase-adminsdk-x1y2z@acme-prod-7f2c1.iam.gserviceaccount.com", `"project_id": "acme-prod-7f2c1"`)

	g.add("vcs/rails-credentials-key-committed", `
$ git show «_c» --stat --format=fuller
commit «_c»
Author:     Tom Berg <tom.berg@example.org>
AuthorDate: Mon Feb 2 10:41:55 2026 +0100
Commit:     Tom Berg <tom.berg@example.org>
CommitDate: Mon Feb 2 10:41:55 2026 +0100

    fix deploy: add master key

 config/master.key | 1 +
 1 file changed, 1 insertion(+)
$ git show «_c»:config/master.key
«a»
`, V{"_c": g.gitSHA(), "a": g.hex(32)}, "tom.berg@example.org", "config/master.key | 1 +", "fix deploy: add master key")
}

func (g *G) vcsShowLog() {
	g.add("vcs/log-p-follow-removed", `
$ git log -p --follow -- config/sentry.yml | head -40
commit «_c1»
Author: Lena Krüger <lena@example.com>
Date:   Wed Jan 14 09:12:33 2026 +0100

    move sentry token to CI secrets (#«_pr»)

diff --git a/config/sentry.yml b/config/sentry.yml
index «_h1»..«_h2» 100644
--- a/config/sentry.yml
+++ b/config/sentry.yml
@@ -1,4 +1,3 @@
 defaults:
   org: acme
   project: storefront
-  auth_token: «a»
`, V{"_c1": g.gitSHA(), "_pr": g.digits(4), "_h1": g.hex(7), "_h2": g.hex(7), "a": "sntrys_" + strings.TrimRight(b64s(`{"iat":1712000000.0,"url":"https://sentry.io","region_url":"https://de.sentry.io","org":"acme"}`), "=") + "_" + g.an(43)}, "lena@example.com", "project: storefront")

	g.add("vcs/log-S-pickaxe", `
$ git log -S'AKIA' --oneline --all
«_s1» chore: drop hardcoded aws creds
«_s2» wip deploy script
$ git show «_s2» -- deploy/upload.sh
commit «_c2»
Author: ci-bot <ci-bot@example.net>
Date:   Fri Dec 19 23:02:10 2025 +0000

    wip deploy script

diff --git a/deploy/upload.sh b/deploy/upload.sh
new file mode 100755
index 0000000..«_h1»
--- /dev/null
+++ b/deploy/upload.sh
@@ -0,0 +1,5 @@
+#!/bin/sh
+export AWS_ACCESS_KEY_ID=«a»
+export AWS_SECRET_ACCESS_KEY=«b»
+export AWS_DEFAULT_REGION=eu-central-1
+aws s3 sync dist/ s3://acme-static-prod --delete
`, V{"_s1": g.hex(7), "_s2": g.hex(7), "_c2": g.gitSHA(), "_h1": g.hex(7), "a": g.awsID(), "b": g.awsSecret()}, "s3://acme-static-prod", "ci-bot@example.net", "new file mode 100755")

	g.add("vcs/log-G-regex-hit", `
$ git log -G 'password\s*=' -p --since=2025-06-01 -- '*.ini'
commit «_c»
Author: Marta Ruiz <marta@example.com>
Date:   Tue Aug 12 12:00:41 2025 +0200

    pgbouncer: new auth user

diff --git a/ops/pgbouncer/pgbouncer.ini b/ops/pgbouncer/pgbouncer.ini
index «_h1»..«_h2» 100644
--- a/ops/pgbouncer/pgbouncer.ini
+++ b/ops/pgbouncer/pgbouncer.ini
@@ -1,7 +1,8 @@
 [databases]
-orders = host=10.20.0.15 port=5432 dbname=orders user=pgb password=«a»
+orders = host=10.20.0.15 port=5432 dbname=orders user=pgb_auth password=«b»
 [pgbouncer]
 listen_port = 6432
 auth_type = scram-sha-256
`, V{"_c": g.gitSHA(), "_h1": g.hex(7), "_h2": g.hex(7), "a": g.pwURL(), "b": g.pwStrong()}, "auth_type = scram-sha-256", "marta@example.com", "listen_port = 6432")

	g.add("vcs/show-old-revision-file", `
$ git show HEAD~12:docker-compose.yml | sed -n '18,30p'
  minio:
    image: minio/minio:RELEASE.2025-04-22T22-12-26Z
    command: server /data --console-address ":9001"
    environment:
      MINIO_ROOT_USER: acme-admin
      MINIO_ROOT_PASSWORD: «a»
  grafana:
    image: grafana/grafana:11.3.0
    environment:
      GF_SECURITY_ADMIN_PASSWORD: «b»
`, V{"a": g.pwURL(), "b": g.pw()}, "minio/minio:RELEASE.2025-04-22T22-12-26Z", "MINIO_ROOT_USER: acme-admin")

	g.add("vcs/cat-file-blob", `
$ git rev-list --all --objects | grep 'secrets.auto.tfvars'
«_blob» infra/secrets.auto.tfvars
$ git cat-file -p «_blob»
github_token   = "«a»"
vault_token    = "«b»"
pagerduty_token = "«c»"
`, V{"_blob": g.gitSHA(), "a": g.ghFine(), "b": g.vaultTok(), "c": "u+" + g.s(alB64U, 18)}, "git rev-list --all --objects", "infra/secrets.auto.tfvars")

	g.add("vcs/diff-branches-name-status", `
$ git diff --name-status main...feature/stripe-connect
M	apps/api/src/payments/connect.ts
A	apps/api/.env.local
$ git diff main...feature/stripe-connect -- apps/api/.env.local
diff --git a/apps/api/.env.local b/apps/api/.env.local
new file mode 100644
index 0000000..«_h1»
--- /dev/null
+++ b/apps/api/.env.local
@@ -0,0 +1,3 @@
+STRIPE_SECRET_KEY=«a»
+STRIPE_CONNECT_WEBHOOK=«b»
+STRIPE_CLIENT_ID=ca_«_ca»
`, V{"_h1": g.hex(7), "a": g.skTest(), "b": g.whsec(), "_ca": g.an(32)}, "apps/api/src/payments/connect.ts", "feature/stripe-connect")

	g.add("vcs/show-merge-commit-m", `
$ git show -m --first-parent «_m» -- config/production.yml
commit «_m» (from «_p1»)
Merge: «_p1s» «_p2s»
Author: Release Bot <release-bot@example.com>
Date:   Thu Apr 2 18:30:00 2026 +0000

    Merge branch 'hotfix/search' into main

diff --git a/config/production.yml b/config/production.yml
index «_h1»..«_h2» 100644
--- a/config/production.yml
+++ b/config/production.yml
@@ -9,3 +9,3 @@ search:
   host: https://acme-search.es.eu-west-1.aws.found.io:9243
-  api_key: «a»
+  api_key: «b»
`, V{"_m": g.gitSHA(), "_p1": g.gitSHA(), "_p1s": g.hex(9), "_p2s": g.hex(9), "_h1": g.hex(7), "_h2": g.hex(7), "a": g.esAPIKey(), "b": g.esAPIKey()}, "Merge branch 'hotfix/search' into main", "https://acme-search.es.eu-west-1.aws.found.io:9243")

	g.add("vcs/log-oneline-graph-then-show", `
$ git log --oneline --graph -6
* «_a» (HEAD -> main, origin/main) docs: README badges
* «_b» ci: use OIDC for registry push
* «_c» ci: add registry login
*   «_d» Merge pull request #«_pr» from acme/renovate/node-20.x
|\
| * «_e» chore(deps): update node to v20.18.1
|/
$ git show «_c» --format= -- .github/workflows/release.yml
diff --git a/.github/workflows/release.yml b/.github/workflows/release.yml
index «_h1»..«_h2» 100644
--- a/.github/workflows/release.yml
+++ b/.github/workflows/release.yml
@@ -22,6 +22,9 @@ jobs:
       - uses: actions/checkout@v4
+      - run: echo "«a»" | docker login -u acmebot --password-stdin
+        env:
+          DOCKERHUB_TOKEN: «a»
       - uses: docker/build-push-action@v6
`, V{"_a": g.hex(7), "_b": g.hex(7), "_c": g.hex(7), "_d": g.hex(7), "_pr": g.digits(4), "_e": g.hex(7), "_h1": g.hex(7), "_h2": g.hex(7), "a": g.dockerPAT()}, "ci: use OIDC for registry push", "docker/build-push-action@v6", "chore(deps): update node to v20.18.1")

	g.add("vcs/show-name-only-then-env", `
$ git show --name-only --format='%h %an %s' «_c»
«_s» Ravi Shah wire up LaunchDarkly
.env.staging
src/flags.ts
$ git show «_c»:.env.staging
LD_SDK_KEY=«a»
LD_CLIENT_SIDE_ID=«_cs»
LD_MOBILE_KEY=«=b»
`, V{"_c": g.gitSHA(), "_s": g.hex(7), "a": "sdk-" + g.uuid(), "_cs": g.hex(24), "=b": "mob-" + g.uuid()}, "wire up LaunchDarkly", "src/flags.ts")

	dk, _ := g.sshEd25519("deploy@acme-ci")
	g.add("vcs/log-all-full-history-deleted", `
$ git log --all --full-history --diff-filter=D --format='%h %ad %s' --date=short -- '**/id_ed25519*'
«_s» 2025-11-03 remove deploy key from repo
$ git show «_s»^:ops/keys/id_ed25519
«=b»
«a»
«=e»
`, V{"_s": g.hex(8), "=b": dk.begin, "a": dk.body, "=e": dk.end}, "remove deploy key from repo", "--diff-filter=D")
}

func (g *G) vcsWordStat() {
	g.add("vcs/word-diff-plain-env", `
$ git diff --word-diff .env.staging
diff --git a/.env.staging b/.env.staging
index «_h1»..«_h2» 100644
--- a/.env.staging
+++ b/.env.staging
@@ -2,5 +2,5 @@ APP_URL=https://staging.acme.io
QUEUE_DRIVER=sqs
MAILGUN_DOMAIN=mg.acme.io
MAILGUN_SECRET=[-«a»-]{+«b»+}
SCOUT_DRIVER=meilisearch
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.mailgun(), "b": g.mailgun()}, "MAILGUN_DOMAIN=mg.acme.io", "SCOUT_DRIVER=meilisearch")

	g.add("vcs/word-diff-porcelain", `
$ git diff --word-diff=porcelain config/slack.json
diff --git a/config/slack.json b/config/slack.json
index «_h1»..«_h2» 100644
--- a/config/slack.json
+++ b/config/slack.json
@@ -3 +3 @@
 "bot_token": "
-«a»
+«b»
 ",
~
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.xoxb(), "b": g.xoxb()}, "--word-diff=porcelain", "config/slack.json")

	g.add("vcs/word-diff-yaml-inline", `
$ git diff --word-diff -U0 HEAD~1 -- .circleci/config.yml
diff --git a/.circleci/config.yml b/.circleci/config.yml
index «_h1»..«_h2» 100644
--- a/.circleci/config.yml
+++ b/.circleci/config.yml
@@ -57 +57 @@ jobs:
          command: codecov --token [-${CODECOV_TOKEN}-]{+«a»+} --flags unit
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.uuid()}, "[-${CODECOV_TOKEN}-]", "--flags unit", "@@ -57 +57 @@ jobs:")

	g.add("vcs/word-diff-regex-url", `
$ git diff --word-diff --word-diff-regex='[^[:space:]/:@]+' docker-compose.override.yml
@@ -14,7 +14,7 @@ services:
  worker:
    environment:
      CELERY_BROKER_URL: amqp://acme:[-«a»-]{+«b»+}@rabbitmq:5672/acme
      FLOWER_BASIC_AUTH: admin:[-admin-]{+«c»+}
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}, "@rabbitmq:5672/acme", "--word-diff-regex='[^[:space:]/:@]+'", "[-admin-]")

	g.add("vcs/color-words-stripped", `
$ git diff --color-words --no-color settings.toml
diff --git a/settings.toml b/settings.toml
index «_h1»..«_h2» 100644
--- a/settings.toml
+++ b/settings.toml
@@ -11,4 +11,4 @@ timeout_secs = 30
[openrouter]
api_key = "[-«a»-]{+«b»+}"
default_model = "anthropic/claude-sonnet-4"
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.openrouter(), "b": g.openrouter()}, `default_model = "anthropic/claude-sonnet-4"`, "timeout_secs = 30")

	g.add("vcs/stat-beside-patch", `
$ git diff --stat -p origin/main
 .github/workflows/deploy.yml |  4 ++--
 README.md                    | 12 ++++++++++--
 terraform/main.tf            |  2 +-
 3 files changed, 14 insertions(+), 4 deletions(-)

diff --git a/.github/workflows/deploy.yml b/.github/workflows/deploy.yml
index «_h1»..«_h2» 100644
--- a/.github/workflows/deploy.yml
+++ b/.github/workflows/deploy.yml
@@ -30,8 +30,8 @@ jobs:
       - name: Deploy to Fly
         env:
-          FLY_API_TOKEN: ${{ secrets.FLY_API_TOKEN }}
+          FLY_API_TOKEN: «a»
         run: flyctl deploy --remote-only
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": "FlyV1 fm2_lJPE" + g.s(alB64, 220)}, "3 files changed, 14 insertions(+), 4 deletions(-)", "${{ secrets.FLY_API_TOKEN }}", "flyctl deploy --remote-only")

	g.add("vcs/numstat-and-cached", `
$ git diff --cached --numstat
1	0	.vscode/settings.json
3	1	src/search/client.py
$ git diff --cached src/search/client.py
diff --git a/src/search/client.py b/src/search/client.py
index «_h1»..«_h2» 100644
--- a/src/search/client.py
+++ b/src/search/client.py
@@ -1,6 +1,8 @@
 from meilisearch import Client
 
-client = Client(settings.MEILI_URL, settings.MEILI_MASTER_KEY)
+MEILI_URL = "https://search.acme.io"
+MEILI_KEY = "«a»"
+client = Client(MEILI_URL, MEILI_KEY)
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.b64u(43)}, "settings.MEILI_MASTER_KEY", `MEILI_URL = "https://search.acme.io"`)

	g.add("vcs/add-patch-prompt", `
$ git add -p config/mail.yml
diff --git a/config/mail.yml b/config/mail.yml
index «_h1»..«_h2» 100644
--- a/config/mail.yml
+++ b/config/mail.yml
@@ -4,4 +4,4 @@ smtp:
   address: smtp.postmarkapp.com
   port: 587
-  user_name: <%= ENV["POSTMARK_TOKEN"] %>
-  password: <%= ENV["POSTMARK_TOKEN"] %>
+  user_name: «a»
+  password: «a»
(1/1) Stage this hunk [y,n,q,a,d,e,?]? n
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.uuid()}, "Stage this hunk [y,n,q,a,d,e,?]? n", "address: smtp.postmarkapp.com", `<%= ENV["POSTMARK_TOKEN"] %>`)

	g.add("vcs/diff-check-whitespace", `
$ git diff --check
config/integrations.ini:7: trailing whitespace.
+hubspot_token = «a»   
config/integrations.ini:9: trailing whitespace.
+intercom_token = «b» 
`, V{"a": g.hubspot(), "b": "dG9rOj" + g.b64u(54) + "="}, "config/integrations.ini:7: trailing whitespace.", "git diff --check")
}

func (g *G) vcsMerges() {
	g.add("vcs/combined-diff-cc", `
$ git diff
diff --cc config/secrets.yml
index «_h1»,«_h2»..0000000
--- a/config/secrets.yml
+++ b/config/secrets.yml
@@@ -1,6 -1,6 +1,11 @@@
  production:
++<<<<<<< HEAD
 +  sendgrid_api_key: «a»
++=======
+   sendgrid_api_key: «b»
++>>>>>>> origin/release/2026.05
    from_address: support@example.com
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.sendgrid(), "b": g.sendgrid()}, "@@@ -1,6 -1,6 +1,11 @@@", "from_address: support@example.com", ">>>>>>> origin/release/2026.05")

	g.add("vcs/combined-diff-merge-commit", `
$ git show «_m»
commit «_m»
Merge: «_p1» «_p2»
Author: Jonas Weber <jonas@example.de>
Date:   Mon May 4 11:20:13 2026 +0200

    Merge branch 'feat/maps' into develop

diff --cc web/.env.development
index «_h1»,«_h2»..«_h3»
--- a/web/.env.development
+++ b/web/.env.development
@@@ -1,4 -1,4 +1,5 @@@
  VITE_API_URL=http://localhost:8080
 +VITE_POSTHOG_KEY=«_ph»
+ GOOGLE_MAPS_SERVER=«a»
++HERE_API=«b»
  VITE_SENTRY_ENV=development
`, V{"_m": g.gitSHA(), "_p1": g.hex(7), "_p2": g.hex(7), "_h1": g.hex(7), "_h2": g.hex(7), "_h3": g.hex(7), "_ph": "phc_" + g.an(43), "a": g.googleKey(), "b": g.b64u(43)}, "jonas@example.de", "VITE_API_URL=http://localhost:8080", "Merge branch 'feat/maps' into develop")

	g.add("vcs/conflict-markers-env", `
$ git status --short
UU .env.ci
$ cat .env.ci
NODE_VERSION=20
<<<<<<< HEAD
TURBO_TOKEN=«a»
TURBO_TEAM=acme
=======
TURBO_TOKEN=«b»
TURBO_TEAM=acme-web
>>>>>>> «_s» (ci: new remote cache token)
`, V{"a": g.vercel(), "b": g.vercel(), "_s": g.hex(7)}, "UU .env.ci", "ci: new remote cache token", "TURBO_TEAM=acme-web")

	g.add("vcs/conflict-diff3-base", `
$ git config merge.conflictStyle diff3 && git checkout --conflict=diff3 src/config.py
$ sed -n '5,16p' src/config.py
<<<<<<< ours
OPENAI_API_KEY = os.getenv("OPENAI_API_KEY", "«a»")
||||||| base
OPENAI_API_KEY = "«b»"
=======
OPENAI_API_KEY = os.environ["OPENAI_API_KEY"]
>>>>>>> theirs
`, V{"a": g.openaiSvc(), "b": g.openaiOld()}, `os.environ["OPENAI_API_KEY"]`, "merge.conflictStyle diff3")

	g.add("vcs/conflict-zdiff3-yaml", `
$ git diff --name-only --diff-filter=U
deploy/values.yaml
$ grep -n -A10 '<<<<<<<' deploy/values.yaml
27:<<<<<<< HEAD
28-  newrelic:
29-    licenseKey: «a»
30-||||||| «_base»
31-  newrelic:
32-    licenseKey: «b»
33-=======
34-  newrelic:
35-    licenseKey: «c»
36->>>>>>> renovate/newrelic-11.x
`, V{"a": g.hex(36) + "NRAL", "_base": g.hex(10), "b": g.hex(36) + "NRAL", "c": g.hex(36) + "NRAL"}, ">>>>>>> renovate/newrelic-11.x", "--diff-filter=U")

	g.add("vcs/conflict-json-package", `
$ cat .vscode/mcp.json
{
  "servers": {
    "linear": {
      "type": "http",
      "url": "https://mcp.linear.app/mcp",
<<<<<<< Updated upstream
      "headers": { "Authorization": "Bearer «a»" }
=======
      "headers": { "Authorization": "Bearer «b»" }
>>>>>>> Stashed changes
    }
  }
}
`, V{"a": g.linear(), "b": g.linear()}, "https://mcp.linear.app/mcp", "<<<<<<< Updated upstream", ">>>>>>> Stashed changes")

	g.add("vcs/rebase-conflict-hint", `
$ git rebase origin/main
Auto-merging terraform/backend.tf
CONFLICT (content): Merge conflict in terraform/backend.tf
error: could not apply «_s»... backend: switch to TFC
hint: Resolve all conflicts manually, mark them as resolved with
hint: "git add/rm <conflicted_files>", then run "git rebase --continue".
$ cat terraform/backend.tf
terraform {
<<<<<<< HEAD
  backend "s3" {
    bucket = "acme-tfstate"
    key    = "prod/terraform.tfstate"
  }
=======
  cloud {
    organization = "acme"
    hostname     = "app.terraform.io"
    token        = "«a»"
  }
>>>>>>> «_s» (backend: switch to TFC)
}
`, V{"_s": g.hex(7), "a": g.tfcToken()}, "CONFLICT (content): Merge conflict in terraform/backend.tf", `bucket = "acme-tfstate"`, `hostname     = "app.terraform.io"`)

	g.add("vcs/mergetool-orig-file", `
$ git mergetool --tool=vimdiff
Merging:
config/database.yml

Normal merge conflict for 'config/database.yml':
  {local}: modified file
  {remote}: modified file
$ ls config/
database.yml  database.yml.orig
$ diff config/database.yml.orig config/database.yml
4,8c4
< <<<<<<< HEAD
<   password: «a»
< =======
<   password: «b»
< >>>>>>> origin/main
---
>   password: <%= ENV.fetch("DATABASE_PASSWORD") %>
`, V{"a": g.pw(), "b": g.pwStrong()}, `<%= ENV.fetch("DATABASE_PASSWORD") %>`, "Normal merge conflict for 'config/database.yml':")

	g.add("vcs/cherry-pick-conflict-go", `
$ git cherry-pick «_c»
error: could not apply «_s»... twitch: rotate client secret
$ git diff
diff --cc internal/twitch/auth.go
index «_h1»,«_h2»..0000000
--- a/internal/twitch/auth.go
+++ b/internal/twitch/auth.go
@@@ -12,8 -12,8 +12,12 @@@ var cfg = clientcredentials.Config
  	ClientID:     "«_cid»",
++<<<<<<< HEAD
 +	ClientSecret: "«a»",
++=======
+ 	ClientSecret: "«b»",
++>>>>>>> «_s» (twitch: rotate client secret)
  	TokenURL:     "https://id.twitch.tv/oauth2/token",
`, V{"_c": g.gitSHA(), "_s": g.hex(7), "_h1": g.hex(7), "_h2": g.hex(7), "_cid": g.s(alLowNum, 30), "a": g.s(alLowNum, 30), "b": g.s(alLowNum, 30)}, "https://id.twitch.tv/oauth2/token", "twitch: rotate client secret")

	g.add("vcs/merge-tree-write-tree", `
$ git merge-tree --write-tree --name-only main feature/smtp
«_tree»
config/smtp.conf

Auto-merging config/smtp.conf
CONFLICT (content): Merge conflict in config/smtp.conf
$ git show «_tree»:config/smtp.conf
relayhost = [smtp.sendgrid.net]:587
<<<<<<< main
smtp_sasl_password_maps = static:apikey:«a»
=======
smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd
>>>>>>> feature/smtp
`, V{"_tree": g.gitSHA(), "a": g.sendgrid()}, "relayhost = [smtp.sendgrid.net]:587", "hash:/etc/postfix/sasl_passwd")
}

func (g *G) vcsBlameGrep() {
	g.add("vcs/blame-line-range", `
$ git blame -L 10,14 src/integrations/shopify.js
«_s1» (Ana Lima    2025-09-02 14:11:09 -0300 10) const shopify = shopifyApi({
«_s1» (Ana Lima    2025-09-02 14:11:09 -0300 11)   apiKey: "«_k»",
«_s2» (Bruno Costa 2025-10-17 09:40:51 -0300 12)   apiSecretKey: "«a»",
«_s2» (Bruno Costa 2025-10-17 09:40:51 -0300 13)   adminApiAccessToken: "«b»",
«_s1» (Ana Lima    2025-09-02 14:11:09 -0300 14)   hostName: "acme-br.myshopify.com",
`, V{"_s1": g.hex(8), "_s2": g.hex(8), "_k": g.hex(32), "a": "shpss_" + g.hex(32), "b": g.shpat()}, "const shopify = shopifyApi({", `hostName: "acme-br.myshopify.com"`)

	g.add("vcs/blame-porcelain", `
$ git blame --porcelain -L 3,3 .env.test
«_c» 3 3 1
author Kai Tanaka
author-mail <kai@example.jp>
author-time 1767312000
author-tz +0900
committer GitHub
committer-mail <noreply@github.com>
summary test: use real Plaid sandbox
previous «_p» .env.test
filename .env.test
	PLAID_SECRET=«a»
`, V{"_c": g.gitSHA(), "_p": g.gitSHA(), "a": g.hex(30)}, "<kai@example.jp>", "summary test: use real Plaid sandbox", "author-tz +0900")

	g.add("vcs/blame-show-email", `
$ git blame -e -w -- ansible/group_vars/all.yml | grep -i pass
«_s» (<ops@example.com>   2024-06-30 21:14:02 +0000 17) mysql_root_password: «a»
«_t» (<dana@example.com>  2025-02-11 08:05:47 +0000 18) mysql_replication_password: "{{ vault_mysql_replication_password }}"
`, V{"_s": g.hex(8), "_t": g.hex(8), "a": g.pw()}, "<ops@example.com>", "{{ vault_mysql_replication_password }}")

	g.add("vcs/grep-n-across-tree", `
$ git grep -n -I -e 'api[_-]key' -- ':!*.lock'
README.md:41:Set `+"`ALGOLIA_API_KEY`"+` in your shell before running the indexer.
scripts/reindex.py:9:ALGOLIA_API_KEY = "«a»"
scripts/reindex.py:10:ALGOLIA_APP_ID = "«_app»"
web/src/search.ts:3:const searchOnlyApiKey = "«_so»";
`, V{"a": g.hex(32), "_app": g.s(alUpNum, 10), "_so": g.hex(32)}, "in your shell before running the indexer.", "git grep -n -I -e 'api[_-]key'")

	g.add("vcs/grep-revision-all-history", `
$ git grep -n 'glpat-' $(git rev-list --all) -- '*.yml' | head -3
«_c1»:.gitlab-ci.yml:18:    - git clone https://oauth2:«a»@gitlab.acme.io/platform/charts.git
«_c2»:.gitlab-ci.yml:18:    - git clone https://oauth2:«a»@gitlab.acme.io/platform/charts.git
«_c3»:.gitlab-ci.yml:21:    GL_TOKEN: «b»
`, V{"_c1": g.gitSHA(), "_c2": g.gitSHA(), "_c3": g.gitSHA(), "a": g.glpat(), "b": g.glpat()}, "gitlab.acme.io/platform/charts.git", "$(git rev-list --all)")

	g.add("vcs/grep-show-function", `
$ git grep -n -p 'Bearer' -- '*.go'
cmd/sync/main.go=42=func newClient() *http.Client {
cmd/sync/main.go:47:		req.Header.Set("Authorization", "Bearer «a»")
internal/api/auth.go=12=func parseBearer(h string) (string, bool) {
internal/api/auth.go:13:	const prefix = "Bearer "
`, V{"a": g.notion()}, "func parseBearer(h string) (string, bool) {", `const prefix = "Bearer "`)

	g.add("vcs/grep-count-then-context", `
$ git grep -c SLACK_WEBHOOK
.github/workflows/nightly.yml:2
scripts/alert.sh:1
$ git grep -n -C1 SLACK_WEBHOOK scripts/alert.sh
scripts/alert.sh-3-set -eu
scripts/alert.sh:4:SLACK_WEBHOOK=${SLACK_WEBHOOK:-«a»}
scripts/alert.sh-5-curl -fsS -X POST -H 'Content-type: application/json' --data "{\"text\":\"$1\"}" "$SLACK_WEBHOOK"
`, V{"a": g.vcsSlackHook()}, ".github/workflows/nightly.yml:2", "scripts/alert.sh-3-set -eu")

	g.add("vcs/log-L-function-history", `
$ git log -L '/def connect/,+6:etl/warehouse.py' --format='%h %s' -2
«_s1» etl: read creds from env

diff --git a/etl/warehouse.py b/etl/warehouse.py
--- a/etl/warehouse.py
+++ b/etl/warehouse.py
@@ -14,6 +14,6 @@
 def connect():
     return psycopg2.connect(
         host="warehouse.acme.internal",
         user="etl",
-        password="«a»",
+        password=os.environ["WAREHOUSE_PASSWORD"],
         dbname="analytics")
`, V{"_s1": g.hex(7), "a": g.pwStrong()}, `host="warehouse.acme.internal"`, "etl: read creds from env", `os.environ["WAREHOUSE_PASSWORD"]`)

	g.add("vcs/blame-ignore-revs-annotate", `
$ git annotate -s config/settings.ini | sed -n 20,24p
«_s1»	(   Omar	20)	[smtp]
«_s1»	(   Omar	21)	host = smtp.zoho.eu
«_s1»	(   Omar	22)	user = billing@example.com
«_s2»	(   Omar	23)	password = «a»
«_s1»	(   Omar	24)	starttls = yes
`, V{"_s1": g.hex(8), "_s2": g.hex(8), "a": g.pw()}, "host = smtp.zoho.eu", "user = billing@example.com")

	g.add("vcs/grep-untracked-no-index", `
$ git grep --untracked -n 'token' -- 'deploy/*'
deploy/.vault-token:1:«a»
deploy/README.md:12:Put your token in deploy/.vault-token (gitignored).
`, V{"a": g.vaultTok()}, "Put your token in deploy/.vault-token (gitignored).", "git grep --untracked")

	g.add("vcs/ripgrep-over-git-objects", `
$ git log --all -p | grep -n -B2 'HEROKU_API_KEY='
18803-+++ b/bin/release
18804-@@ -1,3 +1,4 @@
18805:+HEROKU_API_KEY=«a» heroku container:release web -a acme-api
`, V{"a": g.heroku()}, "heroku container:release web -a acme-api", "18804-@@ -1,3 +1,4 @@")
}

func (g *G) vcsStashPatch() {
	g.add("vcs/stash-show-p", `
$ git stash list
stash@{0}: WIP on main: «_s» bump deps
stash@{1}: On feature/search: local creds
$ git stash show -p stash@{1}
diff --git a/config/local.yml b/config/local.yml
index «_h1»..«_h2» 100644
--- a/config/local.yml
+++ b/config/local.yml
@@ -2,3 +2,5 @@ search:
   provider: typesense
   host: localhost
+  admin_api_key: «a»
+  nodes: [ "«_n».a1.typesense.net" ]
`, V{"_s": g.hex(7), "_h1": g.hex(7), "_h2": g.hex(7), "a": g.an(32), "_n": g.s(alLowNum, 16)}, "stash@{1}: On feature/search: local creds", "provider: typesense")

	ov := V{"_h1": g.hex(7)}
	g.add("vcs/stash-show-include-untracked", `
$ git stash show -p --include-untracked stash@{0} -- secrets/
diff --git a/secrets/openvpn-client.conf b/secrets/openvpn-client.conf
new file mode 100644
index 0000000..«_h1»
--- /dev/null
+++ b/secrets/openvpn-client.conf
@@ -0,0 +1,21 @@
+remote vpn.acme.io 1194
+auth-user-pass creds.txt
+<tls-crypt>
`+vcsPEM(pemKey{"-----BEGIN OpenVPN Static key V1-----", wrap(g.hex(512), 32), "-----END OpenVPN Static key V1-----"}, "+", "k", ov)+`
+</tls-crypt>
`, ov, "remote vpn.acme.io 1194", "auth-user-pass creds.txt")

	g.add("vcs/format-patch-mail", `
From «_c» Mon Sep 17 00:00:00 2001
From: Yusuf Demir <yusuf@example.com>
Date: Sat, 9 May 2026 13:07:42 +0300
Subject: [PATCH 2/3] mobile: add crash reporting

---
 ios/Acme/Info.plist | 4 ++++
 1 file changed, 4 insertions(+)

diff --git a/ios/Acme/Info.plist b/ios/Acme/Info.plist
index «_h1»..«_h2» 100644
--- a/ios/Acme/Info.plist
+++ b/ios/Acme/Info.plist
@@ -20,6 +20,10 @@
 	<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
+	<key>BugsnagUploadToken</key>
+	<string>«a»</string>
+	<key>BugsnagAPIKey</key>
+	<string>«_bk»</string>
 	<key>CFBundleVersion</key>
-- 
2.49.0
`, V{"_c": g.gitSHA(), "_h1": g.hex(7), "_h2": g.hex(7), "a": g.uuid(), "_bk": g.hex(32)}, "Subject: [PATCH 2/3] mobile: add crash reporting", "yusuf@example.com", "$(PRODUCT_BUNDLE_IDENTIFIER)")

	g.add("vcs/send-email-cover-letter", `
$ git send-email --dry-run --to=dev@lists.example.org 0000-cover-letter.patch 0001-*.patch
(mbox) Adding cc: Ines Faria <ines@example.org> from line 'From: Ines Faria <ines@example.org>'
Dry-OK. Log says:
Subject: [PATCH v3 1/1] sync: use the service account
...
+SYNC_SERVICE_PASSWORD='«a»'
+SYNC_SERVICE_USER=svc-sync
`, V{"a": g.pwStrong()}, "Dry-OK. Log says:", "SYNC_SERVICE_USER=svc-sync", "Subject: [PATCH v3 1/1] sync: use the service account")

	g.add("vcs/am-failed-patch", `
$ git am 0001-payments-mollie.patch
Applying: payments: mollie live key for NL shop
error: patch failed: shops/nl/.env:3
error: shops/nl/.env: patch does not apply
Patch failed at 0001 payments: mollie live key for NL shop
hint: Use 'git am --show-current-patch=diff' to see the failed patch
$ git am --show-current-patch=diff
--- a/shops/nl/.env
+++ b/shops/nl/.env
@@ -3,2 +3,2 @@ SHOP_COUNTRY=NL
-MOLLIE=«a»
+MOLLIE=«b»
 MOLLIE_PROFILE=pfl_«_p»
`, V{"a": "test_" + g.an(30), "b": "live_" + g.an(30), "_p": g.an(10)}, "error: patch failed: shops/nl/.env:3", "SHOP_COUNTRY=NL")

	g.add("vcs/rej-file", `
$ patch -p1 < hotfix.diff
patching file config/redis.conf
Hunk #1 FAILED at 812.
1 out of 1 hunk FAILED -- saving rejects to file config/redis.conf.rej
$ cat config/redis.conf.rej
--- config/redis.conf
+++ config/redis.conf
@@ -812,3 +812,3 @@
 # requirepass foobared
-requirepass «a»
+requirepass «b»
 maxclients 10000
`, V{"a": g.an(32), "b": g.an(48)}, "Hunk #1 FAILED at 812.", "# requirepass foobared", "maxclients 10000")

	g.add("vcs/orig-file-left-over", `
$ git status --short
?? config/nginx/htpasswd.orig
$ cat config/nginx/htpasswd.orig
admin:«a»
grafana:«b»
`, V{"a": "$apr1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22), "b": g.bcrypt()}, "?? config/nginx/htpasswd.orig")

	g.add("vcs/apply-check-stat", `
$ git apply --stat --check vendor-sdk.patch
 sdk/config.go |    4 ++--
 1 file changed, 2 insertions(+), 2 deletions(-)
error: patch failed: sdk/config.go:31
$ sed -n '8,20p' vendor-sdk.patch
@@ -31,8 +31,8 @@ func Default() Config {
 	return Config{
 		Endpoint: "https://api.pinecone.io",
-		APIKey:   "«a»",
+		APIKey:   "«b»",
 		Timeout:  10 * time.Second,
`, V{"a": g.pinecone(), "b": g.pinecone()}, `Endpoint: "https://api.pinecone.io"`, "error: patch failed: sdk/config.go:31")

	g.add("vcs/bisect-log-with-env", `
$ git bisect run ./repro.sh
running './repro.sh'
+ export REPLICATE_API_TOKEN=«a»
+ python -m acme.imagegen --smoke
«_c» is the first bad commit
commit «_c»
Author: Sam Ortiz <sam@example.com>
`, V{"a": g.replicate(), "_c": g.gitSHA()}, "is the first bad commit", "sam@example.com", "python -m acme.imagegen --smoke")
}

func (g *G) vcsOtherTools() {
	g.add("vcs/diff-u-config-files", `
$ diff -u /etc/grafana/grafana.ini.dpkg-old /etc/grafana/grafana.ini
--- /etc/grafana/grafana.ini.dpkg-old	2026-03-02 08:11:40.000000000 +0000
+++ /etc/grafana/grafana.ini	2026-03-02 08:14:02.512339127 +0000
@@ -240,7 +240,7 @@
 [security]
 admin_user = admin
-admin_password = «a»
+admin_password = «b»
 secret_key = «c»
 [auth.generic_oauth]
-client_secret = «d»
+client_secret = «e»
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.an(16), "d": g.b64u(40), "e": g.b64u(40)}, "[auth.generic_oauth]", "/etc/grafana/grafana.ini.dpkg-old")

	g.add("vcs/diff-ru-dirs", `
$ diff -ru config.bak/ config/ | head -20
diff -ru config.bak/mongod.conf config/mongod.conf
--- config.bak/mongod.conf	2026-01-09 10:00:00
+++ config/mongod.conf	2026-01-09 10:03:12
@@ -1,3 +1,4 @@
 net:
   port: 27017
+  tls: { mode: requireTLS, certificateKeyFilePassword: «a» }
Only in config/: replica.key
Only in config.bak/: old-notes.txt
$ cat config/replica.key
«b»
`, V{"a": g.pwURL(), "b": g.b64(756)}, "Only in config/: replica.key", "port: 27017")

	g.add("vcs/svn-diff", `
$ svn diff conf/app.properties
Index: conf/app.properties
===================================================================
--- conf/app.properties	(revision 48213)
+++ conf/app.properties	(working copy)
@@ -9,7 +9,7 @@
 ldap.url=ldaps://ldap.corp.example.com:636
 ldap.bindDn=cn=svc-portal,ou=services,dc=corp,dc=example,dc=com
-ldap.bindPassword=«a»
+ldap.bindPassword=«b»
 ldap.userSearchBase=ou=people
`, V{"a": g.pw(), "b": g.pw()}, "(revision 48213)", "cn=svc-portal,ou=services,dc=corp,dc=example,dc=com", "ldap.userSearchBase=ou=people")

	g.add("vcs/svn-log-diff", `
$ svn log --diff -r 51002 ^/trunk/deploy
------------------------------------------------------------------------
r51002 | jkowalski | 2026-02-19 15:33:08 +0100 (Thu, 19 Feb 2026) | 1 line

SAP RFC user for the nightly export
Index: deploy/sapnwrfc.ini
===================================================================
--- deploy/sapnwrfc.ini	(revision 51001)
+++ deploy/sapnwrfc.ini	(revision 51002)
@@ -3,3 +3,4 @@
 ASHOST=sap-erp.corp.example.com
 SYSNR=00
 CLIENT=100
+PASSWD=«a»
`, V{"a": g.pw()}, "r51002 | jkowalski", "ASHOST=sap-erp.corp.example.com", "SAP RFC user for the nightly export")

	g.add("vcs/svn-auth-cache", `
$ svn auth --show-passwords
------------------------------------------------------------------------
Credential kind: svn.simple
Authentication realm: <https://svn.corp.example.com:443> Acme Subversion
Password cache: simple
Password: «a»
Username: mpetrov
`, V{"a": g.pwURL()}, "Authentication realm: <https://svn.corp.example.com:443> Acme Subversion", "Username: mpetrov")

	g.add("vcs/hg-diff", `
$ hg diff -r 1287 -r tip settings/production.cfg
diff -r «_n1» -r «_n2» settings/production.cfg
--- a/settings/production.cfg	Tue Mar 10 09:21:13 2026 +0100
+++ b/settings/production.cfg	Fri Mar 13 17:02:40 2026 +0100
@@ -4,5 +4,5 @@
 [mail]
 server = smtp.fastmail.com
 username = alerts@example.com
-password = «a»
+password = «b»
`, V{"_n1": g.hex(12), "_n2": g.hex(12), "a": g.s(alLowNum, 16), "b": g.s(alLowNum, 16)}, "server = smtp.fastmail.com", "username = alerts@example.com")

	g.add("vcs/hg-export", `
$ hg export tip
# HG changeset patch
# User Nora Eklund <nora@example.se>
# Date 1772812800 -3600
#      Fri Mar 06 17:00:00 2026 +0100
# Node ID «_n»
# Parent  «_p»
add bitbucket pipelines creds

diff -r «_ps» -r «_ns» .hgrc-deploy
--- /dev/null	Thu Jan 01 00:00:00 1970 +0000
+++ b/.hgrc-deploy	Fri Mar 06 17:00:00 2026 +0100
@@ -0,0 +1,4 @@
+[auth]
+acme.prefix = https://hg.acme.se/
+acme.username = deploy
+acme.password = «a»
`, V{"_n": g.gitSHA(), "_p": g.gitSHA(), "_ps": g.hex(12), "_ns": g.hex(12), "a": g.pwURL()}, "# HG changeset patch", "nora@example.se", "acme.prefix = https://hg.acme.se/")

	g.add("vcs/p4-diff", `
$ p4 diff -du //depot/game/Config/DefaultEngine.ini
--- //depot/game/Config/DefaultEngine.ini#37 - /Users/lee/ws/game/Config/DefaultEngine.ini
+++ /Users/lee/ws/game/Config/DefaultEngine.ini
@@ -120,3 +120,4 @@
 [OnlineSubsystemEOS]
 ProductId=«_pid»
 ClientId=«_cid»
+ClientSecret=«a»
`, V{"_pid": g.hex(32), "_cid": g.s(alLowNum, 32), "a": g.b64u(43)}, "//depot/game/Config/DefaultEngine.ini#37", "[OnlineSubsystemEOS]")

	g.add("vcs/p4-describe", `
$ p4 describe -du 918274
Change 918274 by build@build-ws on 2026/04/28 02:14:51

	Steam partner upload key for CI

Affected files ...

... //depot/tools/ci/steam_upload.vdf#2 edit

Differences ...

==== //depot/tools/ci/steam_upload.vdf#2 (text) ====

@@ -2,4 +2,4 @@
 	"appid"		"«_app»"
-	"webapi_key"	"«a»"
+	"webapi_key"	"«b»"
`, V{"_app": g.digits(7), "a": g.s(alHexU, 32), "b": g.s(alHexU, 32)}, "Change 918274 by build@build-ws on 2026/04/28 02:14:51", "//depot/tools/ci/steam_upload.vdf#2")

	g.add("vcs/p4-tickets-file", `
$ p4 login -p
«a»
$ cat ~/.p4tickets
perforce.acme.io:1666=lee:«b»
`, V{"a": g.vcsP4Ticket(), "b": g.vcsP4Ticket()}, "perforce.acme.io:1666=lee:", "p4 login -p")

	g.add("vcs/fossil-diff", `
$ fossil diff --unified src/keys.tcl
Index: src/keys.tcl
==================================================================
--- src/keys.tcl
+++ src/keys.tcl
@@ -1,4 +1,4 @@
 namespace eval ::acme {
-    variable brevo_key "«a»"
+    variable brevo_key $::env(BREVO_KEY)
 }
`, V{"a": "xkeysib-" + g.hex(64) + "-" + g.an(16)}, "namespace eval ::acme {", "$::env(BREVO_KEY)")

	g.add("vcs/jj-diff-git", `
$ jj diff --git -r @-
diff --git a/infra/env/prod.env b/infra/env/prod.env
index «_h1»..«_h2» 100644
--- a/infra/env/prod.env
+++ b/infra/env/prod.env
@@ -1,3 +1,3 @@
 R2_ACCOUNT=«_acct»
 R2_ACCESS_KEY_ID=«a»
-R2_SECRET=«b»
+R2_SECRET=«c»
$ jj log -r @- --no-graph
«_ch» lena@example.com 2026-05-01 10:02:44 «_cm»
r2: rotate
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "_acct": g.hex(32), "a": g.hex(32), "b": g.hex(64), "c": g.hex(64), "_ch": g.s("klmnopqrstuvwxyz", 8), "_cm": g.hex(8)}, "jj diff --git -r @-", "r2: rotate")

	g.add("vcs/bzr-diff", `
$ bzr diff -r 311..312 etc/backup.conf
=== modified file 'etc/backup.conf'
--- etc/backup.conf	2025-12-01 11:20:44 +0000
+++ etc/backup.conf	2026-01-05 09:14:02 +0000
@@ -2,3 +2,3 @@
 B2_ACCOUNT_ID=«_id»
-B2_ACCOUNT_KEY=«a»
+B2_ACCOUNT_KEY=«b»
 RESTIC_REPOSITORY=b2:acme-backups:/hosts
`, func() V {
		id, k1 := g.vcsB2()
		_, k2 := g.vcsB2()
		return V{"_id": id, "a": k1, "b": k2}
	}(), "=== modified file 'etc/backup.conf'", "RESTIC_REPOSITORY=b2:acme-backups:/hosts")
}

func (g *G) vcsGitHubReviews() {
	g.add("vcs/gh-pr-diff", `
$ gh pr diff «_pr» --repo acme/checkout
diff --git a/packages/server/src/env.ts b/packages/server/src/env.ts
index «_h1»..«_h2» 100644
--- a/packages/server/src/env.ts
+++ b/packages/server/src/env.ts
@@ -6,6 +6,7 @@ export const env = createEnv({
     DATABASE_URL: z.string().url(),
+    RESEND_API_KEY: z.string().default("«a»"),
     NEXTAUTH_URL: z.string().url(),
`, V{"_pr": g.digits(4), "_h1": g.hex(7), "_h2": g.hex(7), "a": "re_" + g.an(8) + "_" + g.an(24)}, "DATABASE_URL: z.string().url(),", "acme/checkout")

	g.add("vcs/gh-pr-view-comments", `
$ gh pr view «_pr» --comments
feat: nightly export to BigQuery #«_pr»
Open • jlee wants to merge 3 commits into main from feat/bq-export

  github-advanced-security bot commented • 2h ago
  Secret detected: a Google OAuth client secret was found in scripts/bq_export.py.

  mkowalski commented • 1h ago
  @jlee line 12 has the real client secret: «a» — please rotate it, it's in the branch history now.
`, V{"_pr": g.digits(4), "a": g.gocspx()}, "jlee wants to merge 3 commits into main from feat/bq-export", "github-advanced-security bot commented")

	g.add("vcs/review-suggestion-block", "\n"+`**reviewer** commented on `+"`config/ci.env`"+` line 4:

> -GITLAB_TRIGGER=«a»
> +GITLAB_TRIGGER=«a»

`+"```suggestion"+`
GITLAB_TRIGGER=${GITLAB_TRIGGER}
`+"```"+`
Please don't commit the trigger token.
`, V{"a": "glptt-" + g.hex(40)}, "GITLAB_TRIGGER=${GITLAB_TRIGGER}", "Please don't commit the trigger token.")

	g.add("vcs/review-suggestion-replaces-old", "\n"+`**Suggested change** on src/clients/hf.py

`+"```diff"+`
- HF_TOKEN = "«a»"
+ HF_TOKEN = os.environ["HF_TOKEN"]
`+"```"+`

`+"```suggestion"+`
HF_TOKEN = os.environ["HF_TOKEN"]
`+"```"+`
`, V{"a": g.hfTok()}, `HF_TOKEN = os.environ["HF_TOKEN"]`, "src/clients/hf.py")

	g.add("vcs/gh-api-review-comments-json", `
$ gh api repos/acme/edge/pulls/«_pr»/comments --jq '.[] | {path, line, diff_hunk, body}'
{
  "body": "This key is live, please move it to Vercel env.",
  "diff_hunk": "@@ -0,0 +1,4 @@\n+export const upstash = new Redis({\n+  url: \"https://«_host».upstash.io\",\n+  token: \"«a»\",",
  "line": 3,
  "path": "src/lib/redis.ts"
}
`, V{"_pr": g.digits(3), "_host": g.pick("eu1", "us1", "ap1") + "-" + g.pick("glad", "calm", "brave") + "-" + g.pick("owl", "fox", "lynx") + "-" + g.digits(5), "a": "AX" + g.b64u(66)}, "This key is live, please move it to Vercel env.", `"path": "src/lib/redis.ts"`)

	g.add("vcs/gh-api-commit-files-patch", `
$ gh api repos/acme/infra/commits/«_c» --jq '.files[] | {filename, status, patch}'
{
  "filename": "ansible/inventory/group_vars/db.yml",
  "patch": "@@ -1,4 +1,4 @@\n postgres_version: 16\n-postgres_replication_password: «a»\n+postgres_replication_password: «b»\n postgres_max_connections: 400",
  "status": "modified"
}
`, V{"_c": g.gitSHA(), "a": g.pwURL(), "b": g.pwURL()}, `"filename": "ansible/inventory/group_vars/db.yml"`, "postgres_max_connections: 400")

	g.add("vcs/gh-compare-api-patch", `
$ curl -s -H "Accept: application/vnd.github+json" https://api.github.com/repos/acme/www/compare/v4.1.0...v4.2.0 | jq -r '.files[0].patch'
@@ -3,7 +3,7 @@ const nextConfig = {
   env: {
-    CONTENTFUL_MANAGEMENT_TOKEN: "«a»",
+    CONTENTFUL_MANAGEMENT_TOKEN: "«b»",
     CONTENTFUL_SPACE_ID: "«_sp»",
   },
`, V{"a": "CFPAT-" + g.b64u(43), "b": "CFPAT-" + g.b64u(43), "_sp": g.s(alLowNum, 12)}, "https://api.github.com/repos/acme/www/compare/v4.1.0...v4.2.0", "const nextConfig = {")

	g.add("vcs/gh-pr-review-body-quote", `
$ gh pr review «_pr» --request-changes --body "$(cat review.md)"
$ cat review.md
Thanks! Two things before merge:

1. `+"`deploy/fly.toml`"+` still has `+"`AUTH0_CLIENT_SECRET = \"«a»\"`"+` in [env]. Use `+"`fly secrets set`"+` instead.
2. Bump the Change-Id trailer, the commit «_c» was amended.
`, V{"_pr": g.digits(4), "a": g.b64u(64), "_c": g.hex(10)}, "Use `fly secrets set` instead.", "Thanks! Two things before merge:")

	g.add("vcs/gh-secret-scanning-alert", `
$ gh api repos/acme/mobile/secret-scanning/alerts/«_n» --jq '{number, state, secret_type, secret, html_url}'
{
  "html_url": "https://github.com/acme/mobile/security/secret-scanning/«_n»",
  "number": «_n»,
  "secret": "«a»",
  "secret_type": "slack_incoming_webhook_url",
  "state": "open"
}
`, V{"_n": g.digits(2), "a": g.vcsSlackHook()}, `"secret_type": "slack_incoming_webhook_url"`, `"state": "open"`)

	g.add("vcs/gh-push-protection-reject", `
$ git push origin feat/ai-summary
remote: error: GH013: Repository rule violations found for refs/heads/feat/ai-summary.
remote:
remote: - GITHUB PUSH PROTECTION
remote:   —————————————————————————————————————————
remote:     Resolve the following violations before pushing again
remote:
remote:     - Push cannot contain secrets
remote:
remote:       —— Groq API Key ——————————————————————
remote:        locations:
remote:          - commit: «_c»
remote:            path: app/summarize.py:7
remote:
$ sed -n 7p app/summarize.py
client = Groq(api_key="«a»")
`, V{"_c": g.gitSHA(), "a": g.groq()}, "GH013: Repository rule violations found", "path: app/summarize.py:7")

	g.add("vcs/github-files-changed-copy", `
Here's what the PR shows under "Files changed" for .github/workflows/e2e.yml:

  18  18        env:
  19      -       BROWSERSTACK_ACCESS_KEY: ${{ secrets.BROWSERSTACK_ACCESS_KEY }}
      19  +       BROWSERSTACK_ACCESS_KEY: «a»
  20  20          BROWSERSTACK_USERNAME: acmeqa_«_u»
`, V{"a": g.an(20), "_u": g.an(6)}, "${{ secrets.BROWSERSTACK_ACCESS_KEY }}", `under "Files changed" for .github/workflows/e2e.yml`)

	g.add("vcs/gh-run-log-diff", `
$ gh run view «_run» --log-failed
lint	Run git diff --exit-code	2026-05-12T07:41:02.112Z diff --git a/openapi/servers.json b/openapi/servers.json
lint	Run git diff --exit-code	2026-05-12T07:41:02.112Z @@ -4 +4 @@
lint	Run git diff --exit-code	2026-05-12T07:41:02.112Z -  "x-api-key": "{{API_KEY}}"
lint	Run git diff --exit-code	2026-05-12T07:41:02.112Z +  "x-api-key": "«a»"
lint	Run git diff --exit-code	2026-05-12T07:41:02.113Z ##[error]Process completed with exit code 1.
`, V{"_run": g.digits(11), "a": g.an(40)}, "##[error]Process completed with exit code 1.", `"x-api-key": "{{API_KEY}}"`)
}

func (g *G) vcsOtherReviews() {
	g.add("vcs/gitlab-mr-suggestion", "\n"+`$ glab mr view «_mr» --comments
!«_mr» ci: deploy preview envs
…
kmartin commented on .gitlab-ci.yml (line 44)
  > -  SENTRY_AUTH_TOKEN: $SENTRY_AUTH_TOKEN
  > +  SENTRY_AUTH_TOKEN: «a»
  `+"```suggestion:-0+0"+`
    SENTRY_AUTH_TOKEN: $SENTRY_AUTH_TOKEN
  `+"```"+`
`, V{"_mr": g.digits(4), "a": g.sentryUser()}, "ci: deploy preview envs", "SENTRY_AUTH_TOKEN: $SENTRY_AUTH_TOKEN")

	g.add("vcs/gitlab-mr-diffs-api", `
$ curl -s --header "PRIVATE-TOKEN: «a»" "https://gitlab.acme.io/api/v4/projects/«_pid»/merge_requests/«_mr»/diffs" | jq '.[0] | {new_path, diff}'
{
  "new_path": "ops/runner/config.toml",
  "diff": "@@ -12,6 +12,6 @@\n   name = \"acme-docker-runner\"\n   url = \"https://gitlab.acme.io\"\n-  token = \"«b»\"\n+  token = \"«c»\"\n   executor = \"docker\""
}
`, V{"a": g.glpat(), "_pid": g.digits(3), "_mr": g.digits(3), "b": "glrt-" + g.b64u(20), "c": "glrt-" + g.b64u(20)}, `"new_path": "ops/runner/config.toml"`, `name = \"acme-docker-runner\"`)

	g.add("vcs/gerrit-review-comment", `
$ ssh -p 29418 review.acme.io gerrit query --format=TEXT --comments change:«_num»
change «_cid»
  project: platform/billing
  branch: master
  subject: Add Braintree gateway
  url: https://review.acme.io/c/platform/billing/+/«_num»
  comments:
    Reviewer: Jan Novak <jan@example.cz>
    Message: Patch Set 2: Code-Review-2

    (1 comment)

    billing/gateway.py:31: BraintreeGateway(Configuration(Environment.Production, merchant_id="«_mid»", public_key="«_pub»", private_key="«a»")) — this is the production private key, please abandon and rotate.
`, V{"_num": g.digits(5), "_cid": g.vcsChangeID(), "_mid": g.s(alLowNum, 16), "_pub": g.s(alLowNum, 16), "a": g.hex(32)}, "Patch Set 2: Code-Review-2", "project: platform/billing", "jan@example.cz")

	g.add("vcs/gerrit-commit-msg-change-id", `
$ git log -1
commit «_c»
Author: Elif Aydın <elif@example.com>
Date:   Wed Apr 8 15:44:19 2026 +0300

    jenkins: add sonar token for analysis

    Change-Id: «_cid»
    Signed-off-by: Elif Aydın <elif@example.com>
$ git show --format= HEAD -- jenkins/sonar.groovy
diff --git a/jenkins/sonar.groovy b/jenkins/sonar.groovy
--- a/jenkins/sonar.groovy
+++ b/jenkins/sonar.groovy
@@ -4,3 +4,3 @@ withSonarQubeEnv('sonar-acme') {
-  sh "mvn sonar:sonar -Dsonar.token=${SONAR_TOKEN}"
+  sh "mvn sonar:sonar -Dsonar.token=«a»"
 }
`, V{"_c": g.gitSHA(), "_cid": g.vcsChangeID(), "a": "squ_" + g.hex(40)}, "elif@example.com", "withSonarQubeEnv('sonar-acme') {", "-Dsonar.token=${SONAR_TOKEN}")

	g.add("vcs/gerrit-http-password-push", `
$ git push https://mbauer:«a»@review.acme.io/a/tools/scripts HEAD:refs/for/main
remote: Processing changes: refs: 1, new: 1, done
remote:
remote: SUCCESS
remote:
remote:   https://review.acme.io/c/tools/scripts/+/«_num» build: cache wheels [NEW]
`, V{"a": g.vcsGerritHTTP(), "_num": g.digits(5)}, "HEAD:refs/for/main", "build: cache wheels [NEW]")

	g.add("vcs/phabricator-arcrc", `
$ arc diff --preview
Linting...
 LINT OKAY  No lint problems.
Created a new Differential diff:
        Diff URI: https://phab.acme.io/differential/diff/«_d»/
$ cat ~/.arcrc
{
  "hosts": {
    "https://phab.acme.io/api/": {
      "token": "«a»"
    }
  }
}
`, V{"_d": g.digits(6), "a": g.vcsPhab()}, "LINT OKAY  No lint problems.", "https://phab.acme.io/api/")

	g.add("vcs/phabricator-inline-comment", `
D«_rev»: Import legacy accounts
  Inline comment on scripts/import_accounts.rb:22 by @okafor
    > CLIENT = Stripe::StripeClient.new("«a»")
    This is the live restricted key; can we read it from Rails credentials?
  Status: Needs Revision
`, V{"_rev": g.digits(5), "a": g.rkLive()}, "Import legacy accounts", "can we read it from Rails credentials?")

	g.add("vcs/bitbucket-pr-comment-json", `
$ curl -s -u "dana:«a»" https://api.bitbucket.org/2.0/repositories/acme/portal/pullrequests/«_pr»/comments | jq '.values[0].content.raw'
"Careful: in settings.py you changed AWS_SECRET_ACCESS_KEY from the env lookup to '«b»'. That's the prod IAM user."
`, V{"a": "ATBB" + g.an(28) + g.s(alHexU, 8), "_pr": g.digits(3), "b": g.awsSecret()}, "https://api.bitbucket.org/2.0/repositories/acme/portal/pullrequests/", "That's the prod IAM user.")

	g.add("vcs/azure-devops-pr-thread", `
$ az repos pr show --id «_pr» --query "description" -o tsv
Adds the nightly cost export. Service principal for the runner: appId «_app», password «a» (tenant «_t»). I'll move it to Key Vault after review.
`, V{"_pr": g.digits(4), "_app": g.uuid(), "a": g.azSecret(), "_t": g.uuid()}, "Adds the nightly cost export.", "I'll move it to Key Vault after review.")

	g.add("vcs/reviewdog-github-pr-check", `
$ reviewdog -reporter=local -diff="git diff origin/main" -runners=gitleaks
config/ci/docker.env:3:1: [gitleaks] generic-api-key: DEEPL_AUTH=«a»
`, V{"a": g.uuid() + ":fx"}, "-runners=gitleaks", "generic-api-key")

	g.add("vcs/gitea-pr-patch-url", `
$ curl -s -H "Authorization: token «a»" https://git.acme.dev/acme/homelab/pulls/«_pr».diff
diff --git a/hosts/nas/docker-compose.yml b/hosts/nas/docker-compose.yml
@@ -31,4 +31,5 @@ services:
       - WATCHTOWER_NOTIFICATIONS=shoutrrr
-      - WATCHTOWER_NOTIFICATION_URL=telegram://«b»@telegram?chats=-1002«_chat»
+      - WATCHTOWER_NOTIFICATION_URL=telegram://«c»@telegram?chats=-1002«_chat»
`, V{"a": g.hex(40), "_pr": g.digits(2), "b": g.telegram(), "_chat": g.digits(9), "c": g.telegram()}, "WATCHTOWER_NOTIFICATIONS=shoutrrr", "hosts/nas/docker-compose.yml")

	g.add("vcs/sourcehut-patch-review", `
> diff --git a/config.ini b/config.ini
> @@ -1,2 +1,3 @@
>  [bridge]
> +irc_sasl_password = «a»
>  nick = acmebot

NACK: this is the real SASL password for the network, send a v2 without it.
`, V{"a": g.pwURL()}, "NACK: this is the real SASL password for the network", "nick = acmebot")
}

func (g *G) vcsForgeAPI() {
	g.add("vcs/glab-mr-diff", `
$ glab mr diff «_mr»
diff --git a/apps/worker/config/production.yaml b/apps/worker/config/production.yaml
index «_h1»..«_h2» 100644
--- a/apps/worker/config/production.yaml
+++ b/apps/worker/config/production.yaml
@@ -18,6 +18,8 @@ queues:
   concurrency: 12
+pusher:
+  app_id: "«_app»"
+  key: «_key»
+  secret: «a»
+  cluster: eu
`, V{"_mr": g.digits(3), "_h1": g.hex(7), "_h2": g.hex(7), "_app": g.digits(7), "_key": g.hex(20), "a": g.hex(20)}, "concurrency: 12", "cluster: eu")

	g.add("vcs/gitlab-compare-api", `
$ curl -s -H "PRIVATE-TOKEN: $GITLAB_TOKEN" "https://gitlab.com/api/v4/projects/acme%2Fml/repository/compare?from=v0.9.0&to=v1.0.0" | jq -r '.diffs[] | select(.new_path=="train/.env") | .diff'
@@ -1,3 +1,3 @@
 WANDB_PROJECT=acme-rec
-WANDB_API_KEY=«a»
+WANDB_API_KEY=«b»
 WANDB_ENTITY=acme-ml
`, V{"a": g.hex(40), "b": g.hex(40)}, "WANDB_ENTITY=acme-ml", "PRIVATE-TOKEN: $GITLAB_TOKEN")

	g.add("vcs/azure-devops-diff-api", `
$ curl -s -u :«a» "https://dev.azure.com/acme/Payments/_apis/git/repositories/payments-api/commits/«_c»/changes?api-version=7.1" | jq -r '.changes[].item.path'
/src/Payments.Api/appsettings.json
/src/Payments.Api/Program.cs
`, V{"a": g.azDevops(), "_c": g.gitSHA()}, "/src/Payments.Api/appsettings.json", "api-version=7.1")

	g.add("vcs/gist-revisions", `
$ gh gist view «_gist» --raw --filename deploy.sh
#!/bin/bash
# quick deploy, revision 3
export NETLIFY_AUTH_TOKEN=«a»
netlify deploy --prod --dir=dist --site «_site»
$ gh api gists/«_gist»/commits --jq '.[].version'
«_v1»
«_v2»
`, V{"_gist": g.hex(32), "a": g.netlify(), "_site": g.uuid(), "_v1": g.gitSHA(), "_v2": g.gitSHA()}, "netlify deploy --prod --dir=dist --site", "# quick deploy, revision 3")

	g.add("vcs/gh-api-events-commit-msg", `
$ gh api users/acme-bot/events/public --jq '.[0].payload.commits[] | "\(.sha[0:7]) \(.message)"'
«_s1» chore: rotate LINEAR key, old one was «a»
«_s2» docs: changelog
`, V{"_s1": g.hex(7), "_s2": g.hex(7), "a": g.linear()}, "docs: changelog", "users/acme-bot/events/public")

	g.add("vcs/gh-graphql-blob-text", `
$ gh api graphql -f query='{ repository(owner:"acme", name:"legacy-cms") { object(expression:"main:wp-config.php") { ... on Blob { text } } } }' --jq .data.repository.object.text | grep -E "DB_PASSWORD|AUTH_KEY"
define( 'DB_PASSWORD', '«a»' );
define( 'AUTH_KEY',         '«b»' );
`, V{"a": g.pwStrong(), "b": g.s(alSalt, 64)}, `repository(owner:"acme", name:"legacy-cms")`, "main:wp-config.php")

	g.add("vcs/bitbucket-diff-endpoint", `
$ curl -s -u dana:$BB_APP_PASSWORD https://api.bitbucket.org/2.0/repositories/acme/etl/diff/«_a»..«_b»
diff --git a/dags/config/connections.json b/dags/config/connections.json
--- a/dags/config/connections.json
+++ b/dags/config/connections.json
@@ -2,4 +2,4 @@
   "snowflake_default": {
     "login": "ETL_SVC",
-    "password": "«a»",
+    "password": "«b»",
     "extra": {"account": "acme-eu1", "warehouse": "ETL_WH"}
`, V{"_a": g.hex(12), "_b": g.hex(12), "a": g.pwStrong(), "b": g.pwStrong()}, `"extra": {"account": "acme-eu1", "warehouse": "ETL_WH"}`, "$BB_APP_PASSWORD")
}

func (g *G) vcsHooks() {
	g.add("vcs/pre-commit-detect-private-key", `
$ git commit -m "add staging certs"
check for added large files..............................................Passed
detect private key.......................................................Failed
- hook id: detect-private-key
- exit code: 1

Private key found: deploy/staging/tls.key
$ head -3 deploy/staging/tls.key
-----BEGIN EC PRIVATE KEY-----
«a»
`, V{"a": strings.SplitN(g.ecSEC1().body, "\n", 2)[0]}, "- hook id: detect-private-key", "Private key found: deploy/staging/tls.key")

	g.add("vcs/gitleaks-detect-verbose", `
$ gitleaks git -v --log-opts="-n 20"

    ○
    │╲
    │ ○
    ○ ░
    ░    gitleaks

Finding:     OPENAI_API_KEY=«a»
Secret:      «a»
RuleID:      openai-api-key
Entropy:     5.412309
File:        services/summarizer/.env
Line:        2
Commit:      «_c»
Author:      Wei Zhang
Email:       wei@example.com
Date:        2026-04-30T06:12:44Z
Fingerprint: «_c»:services/summarizer/.env:openai-api-key:2

2:41AM INF 20 commits scanned.
2:41AM WRN leaks found: 1
`, V{"a": g.openai(), "_c": g.gitSHA()}, "RuleID:      openai-api-key", "wei@example.com", "2:41AM WRN leaks found: 1")

	g.add("vcs/gitleaks-json-report", `
$ jq '.[0]' gitleaks-report.json
{
  "RuleID": "github-pat",
  "Description": "Uncovered a GitHub Personal Access Token, potentially leading to unauthorized repository access and sensitive content exposure.",
  "StartLine": 14,
  "EndLine": 14,
  "Match": "token: «a»",
  "Secret": "«a»",
  "File": ".github/actions/release/action.yml",
  "Commit": "«_c»",
  "Author": "release-bot",
  "Email": "release-bot@example.com",
  "Date": "2026-02-27T11:09:13Z",
  "Message": "release action: push tags",
  "Fingerprint": "«_c»:.github/actions/release/action.yml:github-pat:14"
}
`, V{"a": g.ghp(), "_c": g.gitSHA()}, `"RuleID": "github-pat"`, `"Message": "release action: push tags"`)

	g.add("vcs/trufflehog-git-output", `
$ trufflehog git file://. --since-commit main --only-verified
🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷

✅ Found verified result 🐷🔑
Detector Type: Mailchimp
Decoder Type: PLAIN
Raw result: «a»
Commit: «_c»
Email: Hana Sato <hana@example.com>
File: newsletter/sync.py
Line: 9
Repository: file://.
Timestamp: 2026-03-18 04:22:51 +0000
`, V{"a": g.mailchimp(), "_c": g.gitSHA()}, "Detector Type: Mailchimp", "hana@example.com", "File: newsletter/sync.py")

	g.add("vcs/detect-secrets-audit", `
$ detect-secrets audit .secrets.baseline
Secret:      1 of 3
Filename:    terraform/modules/vpn/main.tf
Secret Type: Secret Keyword
----------
12:resource "aws_vpn_connection" "office" {
13:  customer_gateway_id = aws_customer_gateway.office.id
14:  tunnel1_preshared_key = "«a»"
15:  type                = "ipsec.1"
----------
Should this string be committed to the repository? (y)es, (n)o, (s)kip, (q)uit:
`, V{"a": g.an(32)}, "Secret Type: Secret Keyword", "customer_gateway_id = aws_customer_gateway.office.id")

	g.add("vcs/detect-secrets-baseline-diff", `
$ git diff .secrets.baseline
@@ -88,6 +88,13 @@
       }
     ],
+    "src/payments/razorpay.js": [
+      {
+        "type": "Hex High Entropy String",
+        "filename": "src/payments/razorpay.js",
+        "hashed_secret": "«_hs»",
+        "is_verified": false,
+        "line_number": 4
+      }
+    ],
$ sed -n 4p src/payments/razorpay.js
const rzp = new Razorpay({ key_id: "«_kid»", key_secret: "«a»" });
`, V{"_hs": g.hex(40), "_kid": "rzp_live_" + g.an(14), "a": g.an(24)}, `"type": "Hex High Entropy String"`, `"is_verified": false`)

	g.add("vcs/git-secrets-scan", `
$ git secrets --scan-history
«_c»:terraform/aws.tf:6:  secret_key = "«a»"

[ERROR] Matched one or more prohibited patterns

Possible mitigations:
- Mark false positives as allowed using: git config --add secrets.allowed ...
`, V{"_c": g.gitSHA(), "a": g.awsSecret()}, "[ERROR] Matched one or more prohibited patterns", "git config --add secrets.allowed ...")

	g.add("vcs/ggshield-precommit", `
$ git commit -am "firebase push"
ggshield: scanning 2 files
secrets-engine-version: 2.131.0

🛡️  ⚔  🛡️  1 incident has been found in file android/app/src/main/res/values/keys.xml

>>> Incident 1(Secrets detection): Firebase Cloud Messaging Server Key (Ignore with SHA: «_ig») (1 occurrence)
 3 | <string name="fcm_server_key">«a»</string>
                                    |_______________apikey_______________|
`, V{"_ig": g.hex(64), "a": g.firebaseFCM()}, "secrets-engine-version: 2.131.0", `<string name="fcm_server_key">`)

	g.add("vcs/husky-lint-staged-block", `
$ git commit -m "feat: checkout"
✔ Preparing lint-staged...
✖ Running tasks for staged files...
  ✖ *.{js,ts} — 1 file
    ✖ node scripts/no-secrets.mjs [FAILED]
node scripts/no-secrets.mjs:
  src/checkout/square.ts:8  possible access token: «a»
husky - pre-commit script failed (code 1)
`, V{"a": g.square()}, "husky - pre-commit script failed (code 1)", "✔ Preparing lint-staged...")

	g.add("vcs/talisman-report", `
$ talisman --githook pre-push
Talisman Report:
+-----------------------+------------------------------------------------------------------+----------+
|         FILE          |                              ERRORS                              | SEVERITY |
+-----------------------+------------------------------------------------------------------+----------+
| docker/.env.prod      | Expected file to not contain hex encoded texts such as:          | high     |
|                       | LOGDNA_INGESTION_KEY=«a»                                         |          |
+-----------------------+------------------------------------------------------------------+----------+
`, V{"a": g.hex(32)}, "Talisman Report:", "Expected file to not contain hex encoded texts such as:")

	g.add("vcs/custom-hook-script-output", `
$ git commit -m "wip"
.git/hooks/pre-commit: refusing to commit, staged diff adds a token:
+PULUMI_ACCESS_TOKEN=«a»
(bypass with --no-verify if this is a test value)
`, V{"a": g.pulumi()}, "refusing to commit, staged diff adds a token:", "(bypass with --no-verify if this is a test value)")

	g.add("vcs/gitlab-push-rule-reject", `
$ git push
remote: GitLab: File name .env.production was prohibited by the pattern "(^|/)\.env(\..*)?$".
To gitlab.acme.io:web/shop.git
 ! [remote rejected] main -> main (pre-receive hook declined)
$ git show HEAD:.env.production | grep -i key
SHOPIFY_STOREFRONT_KEY=«_sf»
SHOPIFY_ADMIN_KEY=«a»
KLAVIYO_PRIVATE_KEY=«b»
`, V{"_sf": g.hex(32), "a": g.shpat(), "b": "pk_" + g.hex(34)}, "(pre-receive hook declined)", "gitlab.acme.io:web/shop.git")

	g.add("vcs/semgrep-diff-aware", `
$ semgrep ci --baseline-commit origin/main
  infra/lambda/handler.js
     javascript.lang.security.detect-hardcoded-jwt-secret
        Hardcoded JWT secret

         14┆ const token = jwt.sign(payload, "«a»", { expiresIn: "1h" });
`, V{"a": g.an(40)}, "javascript.lang.security.detect-hardcoded-jwt-secret", `{ expiresIn: "1h" }`)
}

func (g *G) vcsRewrite() {
	g.add("vcs/filter-repo-replacements", `
$ cat replacements.txt
«a»==>***REMOVED***
«b»==>REDACTED_TWILIO
regex:password=\w+==>password=***
$ git filter-repo --replace-text replacements.txt --force
Parsed 412 commits
New history written in 3.21 seconds; now repacking/cleaning...
`, V{"a": g.ghp(), "b": g.hex(32)}, "==>***REMOVED***", "==>REDACTED_TWILIO", "Parsed 412 commits")

	g.add("vcs/filter-repo-literal-prefix", `
# expressions.txt for git filter-repo --replace-text
literal:«a»==>${STRIPE_SECRET_KEY}
literal:«b»
glob:*.pem==>
`, V{"a": g.skLive(), "b": g.whsec()}, "==>${STRIPE_SECRET_KEY}", "glob:*.pem==>")

	g.add("vcs/bfg-passwords-file", `
$ cat passwords.txt
«a»
«b»
«c»
$ java -jar bfg-1.14.0.jar --replace-text passwords.txt acme-api.git
Using repo : /home/dana/src/acme-api.git
Found 233 objects to protect
Found 4 commit-pointing refs : HEAD, refs/heads/main, refs/heads/release, refs/tags/v2.0.0
Changed files
-------------
	Filename          Before & After
	-------------------------------------------
	settings.py     | «_b1» ⇒ «_a1»
`, V{"a": g.pw(), "b": g.djangoKey(), "c": g.sendgrid(), "_b1": g.hex(8), "_a1": g.hex(8)}, "bfg-1.14.0.jar --replace-text passwords.txt", "Found 233 objects to protect")

	g.add("vcs/filter-branch-sed", `
$ git filter-branch --tree-filter "sed -i 's/«a»/YOUR_MAPBOX_TOKEN/g' src/map.js" -- --all
WARNING: git-filter-branch has a glut of gotchas generating mangled history rewrites.
Rewrite «_c» (38/38) (4 seconds passed, remaining 0 predicted)
Ref 'refs/heads/main' was rewritten
`, V{"a": g.mapboxSK(), "_c": g.gitSHA()}, "YOUR_MAPBOX_TOKEN", "Ref 'refs/heads/main' was rewritten")

	g.add("vcs/filter-repo-callback", `
$ git filter-repo --force --blob-callback '
  blob.data = blob.data.replace(b"«a»", b"changeme")
  blob.data = blob.data.replace(b"«b»", b"changeme")
'
NOTICE: Removing 'origin' remote; see 'Why is my origin removed?'
`, V{"a": g.pwStrong(), "b": g.ngrok()}, `b"changeme"`, "NOTICE: Removing 'origin' remote")

	g.add("vcs/rewrite-verify-leftover", `
$ git log --all -p | grep -c '«a»'
2
$ git for-each-ref --format='%(refname)' refs/original/
refs/original/refs/heads/main
$ # still referenced by refs/original and the reflog; expire them too
`, V{"a": g.doppler()}, "refs/original/refs/heads/main", "still referenced by refs/original and the reflog")
}

func (g *G) vcsReflogMessages() {
	g.add("vcs/reflog-rotate-message", `
$ git reflog -8
«_a» HEAD@{0}: commit: rotate Algolia admin key (old: «a»)
«_b» HEAD@{1}: checkout: moving from main to fix/search-key
«_c» HEAD@{2}: pull --rebase origin main: Fast-forward
«_d» HEAD@{3}: reset: moving to HEAD~1
«_e» HEAD@{4}: commit (amend): search: set admin key «b»
`, V{"_a": g.hex(7), "_b": g.hex(7), "_c": g.hex(7), "_d": g.hex(7), "_e": g.hex(7), "a": g.hex(32), "b": g.hex(32)}, "checkout: moving from main to fix/search-key", "reset: moving to HEAD~1")

	g.add("vcs/commit-message-with-token", `
$ git log --format='%h %an%n%B' -1 «_c»
«_s» Tom Weiss
hotfix: webhook signature check

Temporarily hardcoding the signing secret «a» until the
vault sidecar is fixed; revert with the next deploy.

Refs: #«_iss»
`, V{"_c": g.gitSHA(), "_s": g.hex(7), "a": g.whsec(), "_iss": g.digits(4)}, "hotfix: webhook signature check", "vault sidecar is fixed")

	g.add("vcs/revert-commit-message", `
$ git log --oneline -3
«_a» Revert "ci: add CODECOV_TOKEN=«a»"
«_b» ci: add CODECOV_TOKEN=«a»
«_c» test: flaky retry
`, V{"_a": g.hex(7), "_b": g.hex(7), "_c": g.hex(7), "a": g.uuid()}, "test: flaky retry", "Revert \"ci: add CODECOV_TOKEN=")

	g.add("vcs/commit-m-in-shell-history", `
$ history | grep 'git commit'
 1812  git commit -m "add replicate key r8 for the demo"
 1840  git commit -m "tmp: OPENROUTER=«a»"
 1841  git commit --amend -m "tmp: openrouter"
`, V{"a": g.openrouter()}, `git commit --amend -m "tmp: openrouter"`, "add replicate key r8 for the demo")

	g.add("vcs/tag-annotation-password", `
$ git tag -n9 v3.4.0
v3.4.0          Release 3.4.0

    Admin console default login for the demo stack:
      user: admin
      pass: «a»
`, V{"a": g.pw()}, "Release 3.4.0", "Admin console default login for the demo stack:")

	g.add("vcs/git-notes-show", `
$ git notes show «_c»
deploy note: used temporary Vault token «a» (ttl 1h), revoked after rollout.
`, V{"_c": g.hex(10), "a": g.vaultOld()}, "deploy note: used temporary Vault token", "revoked after rollout.")

	g.add("vcs/squash-message-editor", `
# This is a combination of 3 commits.
# This is the 1st commit message:

feat: airtable sync

# This is the commit message #2:

fix: airtable PAT «a»

# This is the commit message #3:

fix: read airtable PAT from env
`, V{"a": g.airtable()}, "# This is a combination of 3 commits.", "fix: read airtable PAT from env")

	g.add("vcs/rebase-todo-exec", `
$ cat .git/rebase-merge/git-rebase-todo
pick «_a» api: add figma export
exec FIGMA_TOKEN=«a» npm test -- figma
pick «_b» api: paginate figma files
`, V{"_a": g.hex(7), "_b": g.hex(7), "a": g.figma()}, "api: paginate figma files", "npm test -- figma")

	g.add("vcs/shortlog-and-body-grep", `
$ git log --all --grep='key' -i --format='%h %s%n  %b' | head
«_a» revert: drop hardcoded gemini key
  was AIza… (full: «a») — revoked in console at 10:42
«_b» chore: bump key rotation cron
`, V{"_a": g.hex(7), "a": g.googleKey(), "_b": g.hex(7)}, "chore: bump key rotation cron", "revoked in console at 10:42")

	g.add("vcs/pr-description-rotation", `
## Rotate the Postman API key
The previous key («a») leaked in a CI log (see #«_iss»). This PR:
- updates `+"`POSTMAN_API_KEY`"+` in the org secrets (done manually)
- removes the fallback default from scripts/collections.sh

Commit: «_c»
`, V{"a": g.postman(), "_iss": g.digits(4), "_c": g.hex(12)}, "## Rotate the Postman API key", "removes the fallback default from scripts/collections.sh")
}

func (g *G) vcsIgnored() {
	g.add("vcs/status-ignored-then-cat", `
$ git status --ignored --short
!! .env.local
!! node_modules/
!! .terraform/
$ cat .env.local
NEXT_PUBLIC_SUPABASE_URL=https://«_ref».supabase.co
NEXT_PUBLIC_SUPABASE_ANON_KEY=«=anon»
SUPABASE_SERVICE_ROLE_KEY=«a»
`, V{"_ref": g.s(alLower, 20), "=anon": g.userJWT(), "a": g.supabaseService()}, "!! node_modules/", "!! .terraform/")

	g.add("vcs/check-ignore-v", `
$ git check-ignore -v secrets/gcp-ci.json
.gitignore:14:secrets/	secrets/gcp-ci.json
$ jq -r .private_key_id,.client_email secrets/gcp-ci.json
«=kid»
ci-deployer@acme-platform.iam.gserviceaccount.com
$ jq -r .private_key secrets/gcp-ci.json | head -2
-----BEGIN PRIVATE KEY-----
«a»
`, V{"=kid": g.hex(40), "a": strings.SplitN(g.pkcs8RSAPEM().body, "\n", 2)[0]}, ".gitignore:14:secrets/", "ci-deployer@acme-platform.iam.gserviceaccount.com")

	g.add("vcs/clean-dry-run-then-cat", `
$ git clean -ndX
Would remove .direnv/
Would remove .envrc.local
Would remove coverage/
$ cat .envrc.local
export CLOUDFLARE_API_TOKEN=«a»
export CLOUDFLARE_ACCOUNT_ID=«_acct»
`, V{"a": g.cfToken(), "_acct": g.hex(32)}, "Would remove .envrc.local", "Would remove coverage/")

	g.add("vcs/assume-unchanged-file", `
$ git ls-files -v | grep '^h'
h config/credentials.local.json
$ cat config/credentials.local.json
{"mux": {"token_id": "«_tid»", "token_secret": "«a»"}}
`, V{"_tid": g.uuid(), "a": g.b64(60)}, "h config/credentials.local.json", `git ls-files -v | grep '^h'`)

	g.add("vcs/ls-files-others-exclude", `
$ git ls-files --others --ignored --exclude-standard | grep -v node_modules
.aws/credentials
dist/app.js
$ cat .aws/credentials
[acme-prod]
aws_access_key_id = «a»
aws_secret_access_key = «b»
aws_session_token = «c»
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "[acme-prod]", "--exclude-standard")

	g.add("vcs/gitignore-diff-and-file", `
$ git diff .gitignore
@@ -12,3 +12,4 @@ dist/
 *.log
 .DS_Store
+kubeconfig-*.yaml
$ grep -A2 'user:' kubeconfig-prod.yaml
  user:
    token: «a»
`, V{"a": g.k8sSAToken()}, "+kubeconfig-*.yaml", "@@ -12,3 +12,4 @@ dist/")

	g.add("vcs/worktree-list-env", `
$ git worktree list
/home/rk/src/api               «_a» [main]
/home/rk/src/api-hotfix        «_b» [hotfix/2.8.1]
$ cat /home/rk/src/api-hotfix/.env
TYPESENSE_API_KEY=«a»
PLANETSCALE_PASSWORD=«b»
`, V{"_a": g.hex(7), "_b": g.hex(7), "a": g.an(32), "b": "pscale_pw_" + g.b64u(43)}, "[hotfix/2.8.1]", "/home/rk/src/api-hotfix")

	g.add("vcs/submodule-url-token", `
$ git diff .gitmodules
diff --git a/.gitmodules b/.gitmodules
index «_h1»..«_h2» 100644
--- a/.gitmodules
+++ b/.gitmodules
@@ -1,3 +1,3 @@
 [submodule "vendor/design-tokens"]
 	path = vendor/design-tokens
-	url = git@github.com:acme/design-tokens.git
+	url = https://acme-ci:«a»@github.com/acme/design-tokens.git
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.ghFine()}, "git@github.com:acme/design-tokens.git", `[submodule "vendor/design-tokens"]`)

	g.add("vcs/config-list-insteadof", `
$ git config --global --list | grep -i url
url.https://«a»@gitlab.acme.io/.insteadof=https://gitlab.acme.io/
url.git@github.com:.insteadof=https://github.com/
`, V{"a": "gitlab-ci-token:" + g.glpat()}, "url.git@github.com:.insteadof=https://github.com/")
}

func (g *G) vcsViews() {
	g.add("vcs/delta-side-by-side", `
$ git -c core.pager=delta diff
config/algolia.yml
───────────────────────────────────────────────────────────
───────────────┐
• 3: indexes: │
───────────────┘
│  3 │  admin_key: «a»      │  3 │  admin_key: «b»
│  4 │  index: products_prod  │  4 │  index: products_prod
`, V{"a": g.hex(32), "b": g.hex(32)}, "index: products_prod", "core.pager=delta")

	g.add("vcs/diff-y-side-by-side", `
$ diff -y --suppress-common-lines config.old/settings.json config/settings.json
  "dropbox_app_secret": "«a»",			|	  "dropbox_app_secret": "«b»",
  "dropbox_refresh": "«c»"			|	  "dropbox_refresh": "«d»"
`, V{"a": g.s(alLowNum, 15), "b": g.s(alLowNum, 15), "c": g.an(64), "d": g.an(64)}, "--suppress-common-lines", "config.old/settings.json")

	g.add("vcs/nbdiff-notebook", `
$ nbdiff notebooks/eval.ipynb
nbdiff notebooks/eval.ipynb (HEAD) notebooks/eval.ipynb
--- notebooks/eval.ipynb (HEAD)  (no timestamp)
+++ notebooks/eval.ipynb  2026-05-02 18:04:11.220931
## modified /cells/3/source:
-  os.environ["COHERE_API_KEY"] = getpass()
+  os.environ["COHERE_API_KEY"] = "«a»"

## inserted before /cells/4/outputs/0:
+  output:
+    output_type: stream
+    name: stdout
+    text:
+      Using key ending «_tail»
`, V{"a": g.an(40), "_tail": g.an(4)}, "## modified /cells/3/source:", "getpass()")

	g.add("vcs/difftool-vimdiff-dump", `
$ git difftool -y -x 'diff --unified=0' HEAD~1 -- hosts.ini
--- /tmp/«_tmp»_hosts.ini	2026-05-10 09:00:00
+++ hosts.ini	2026-05-10 09:05:12
@@ -7 +7 @@
-db1 ansible_host=10.0.3.11 ansible_user=deploy ansible_ssh_pass=«a» ansible_become_pass=«a»
+db1 ansible_host=10.0.3.11 ansible_user=deploy ansible_ssh_private_key_file=~/.ssh/deploy_ed25519
`, V{"_tmp": g.an(6), "a": g.pw()}, "ansible_ssh_private_key_file=~/.ssh/deploy_ed25519", "ansible_host=10.0.3.11")

	g.add("vcs/range-diff", `
$ git range-diff main feature/v1 feature/v2
1:  «_a» = 1:  «_b» storage: add S3 adapter
2:  «_c» ! 2:  «_d» storage: wire credentials
    @@ storage/s3.go
     func New() *Client {
    -	return newClient("«a»", "«b»")
    +	return newClient(os.Getenv("S3_KEY"), os.Getenv("S3_SECRET"))
     }
`, V{"_a": g.hex(7), "_b": g.hex(7), "_c": g.hex(7), "_d": g.hex(7), "a": "AKIA" + g.s(alAWS, 16), "b": g.awsSecret()}, "storage: add S3 adapter", `os.Getenv("S3_SECRET")`)

	g.add("vcs/lazygit-staging-panel", `
Staged changes
 M  .env.ci

@@ -1,2 +1,3 @@
 CI=true
 BUILDKITE_ORGANIZATION_SLUG=acme
+BUILDKITE_API_TOKEN=«a»
 space: toggle staged  a: stage all  c: commit
`, V{"a": "bkua_" + g.hex(40)}, "BUILDKITE_ORGANIZATION_SLUG=acme", "space: toggle staged")

	g.add("vcs/tig-blame-view", `
«_s» Ivan Petrov  2025-12-11 14│ [sendgrid]
«_s» Ivan Petrov  2025-12-11 15│ api_user = apikey
«_t» Ivan Petrov  2026-01-20 16│ api_key = «a»
`, V{"_s": g.hex(7), "_t": g.hex(7), "a": g.sendgrid()}, "api_user = apikey", "Ivan Petrov")

	g.add("vcs/vscode-scm-diff-paste", `
I opened the diff in VS Code (Working Tree ↔ HEAD) for nuget.config and it shows:

  <packageSourceCredentials>
    <acme>
      <add key="Username" value="build" />
-     <add key="ClearTextPassword" value="%NUGET_FEED_PAT%" />
+     <add key="ClearTextPassword" value="«a»" />
    </acme>
  </packageSourceCredentials>

and in .nuget/push.ps1: dotnet nuget push *.nupkg -k «b» -s https://api.nuget.org/v3/index.json
`, V{"a": g.azDevops(), "b": g.vcsNuGet()}, `value="%NUGET_FEED_PAT%"`, "https://api.nuget.org/v3/index.json")

	g.add("vcs/jetbrains-local-history", `
Local History: src/main/resources/application.yml — 10:42 "Before commit"
  spring:
    security:
      oauth2:
        client:
          registration:
            keycloak:
              client-id: acme-portal
-             client-secret: ${KEYCLOAK_SECRET}
+             client-secret: «a»
`, V{"a": g.an(32)}, "client-id: acme-portal", "${KEYCLOAK_SECRET}")
}

func (g *G) vcsLookalikes() {
	g.add("vcs/many-hashes-one-secret", `
$ git log --format='%H %T %P' -1 && git diff HEAD~1 --full-index -- config/ci.env
«_c» «_t» «_p»
diff --git a/config/ci.env b/config/ci.env
index «_b1»..«_b2» 100644
--- a/config/ci.env
+++ b/config/ci.env
@@ -1,3 +1,3 @@
 CI_IMAGE=ghcr.io/acme/ci@sha256:«_dig»
-CIRCLE_TOKEN=«a»
+CIRCLE_TOKEN=${CIRCLE_TOKEN}
`, V{"_c": g.gitSHA(), "_t": g.gitSHA(), "_p": g.gitSHA(), "_b1": g.gitSHA(), "_b2": g.gitSHA(), "_dig": g.hex(64), "a": g.hex(40)}, "CIRCLE_TOKEN=${CIRCLE_TOKEN}", "--full-index")

	g.add("vcs/lockfile-integrity-beside-token", `
diff --git a/package-lock.json b/package-lock.json
@@ -88,7 +88,7 @@
     "node_modules/@acme/sdk": {
-      "version": "2.3.0",
-      "resolved": "https://npm.acme.io/@acme/sdk/-/sdk-2.3.0.tgz",
-      "integrity": "«_i1»",
+      "version": "2.4.0",
+      "resolved": "https://ci:«a»@npm.acme.io/@acme/sdk/-/sdk-2.4.0.tgz",
+      "integrity": "«_i2»",
`, V{"_i1": g.vcsIntegrity(), "a": g.npmTok(), "_i2": g.vcsIntegrity()}, "https://npm.acme.io/@acme/sdk/-/sdk-2.3.0.tgz", `"version": "2.4.0"`)

	ck, cpub := g.sshEd25519("ci@acme")
	cv := V{"_c": g.hex(7), "_pub": cpub}
	g.add("vcs/authorized-keys-beside-private", `
$ git show --stat «_c» && git show «_c» -- ansible/roles/base/files/
 ansible/roles/base/files/authorized_keys | 1 +
 ansible/roles/base/files/ci_ed25519      | 7 +++++++
diff --git a/ansible/roles/base/files/authorized_keys b/ansible/roles/base/files/authorized_keys
@@ -3,0 +4 @@
+«_pub» ci@acme
diff --git a/ansible/roles/base/files/ci_ed25519 b/ansible/roles/base/files/ci_ed25519
new file mode 100600
@@ -0,0 +1,7 @@
`+vcsPEM(ck, "+", "k", cv)+`
`, cv, "ansible/roles/base/files/authorized_keys | 1 +")

	g.add("vcs/yarn-lock-and-yarnrc", `
$ git diff --cached -- .yarnrc.yml yarn.lock | grep '^[+-][^+-]'
+npmAuthToken: "«a»"
-  checksum: «_s1»
+  checksum: «_s2»
`, V{"a": g.npmTok(), "_s1": "10c0/" + g.hex(128), "_s2": "10c0/" + g.hex(128)}, "git diff --cached -- .yarnrc.yml yarn.lock")

	g.add("vcs/go-sum-and-netrc", `
$ git diff go.sum .netrc.ci | cat
diff --git a/.netrc.ci b/.netrc.ci
@@ -0,0 +1 @@
+machine github.com login acme-bot password «a»
diff --git a/go.sum b/go.sum
@@ -41,2 +41,2 @@
-github.com/acme/shared v1.8.0 h1:«_h1»
+github.com/acme/shared v1.9.0 h1:«_h2»
`, V{"a": g.ghp(), "_h1": g.b64(32), "_h2": g.b64(32)}, "machine github.com login acme-bot password", "github.com/acme/shared v1.9.0 h1:")

	g.add("vcs/placeholder-replaced-with-changeme", `
$ git show --format=%s «_c» -- docker-compose.yml
compose: remove real password
diff --git a/docker-compose.yml b/docker-compose.yml
@@ -11,7 +11,7 @@ services:
   postgres:
     image: postgres:16-alpine
     environment:
-      POSTGRES_PASSWORD: «a»
+      POSTGRES_PASSWORD: changeme
`, V{"_c": g.hex(7), "a": g.pwURL()}, "POSTGRES_PASSWORD: changeme", "compose: remove real password", "image: postgres:16-alpine")

	g.add("vcs/gpg-signature-verify", `
$ git log --show-signature -1 --format='%h %s'
gpg: Signature made Sun May 10 08:12:44 2026 CEST
gpg:                using EDDSA key «_fp»
gpg: Good signature from "Lea Brandt <lea@example.de>" [ultimate]
«_s» deploy: add WireGuard peer
$ git show HEAD:wg/wg0.conf | sed -n 1,4p
[Interface]
PrivateKey = «a»
Address = 10.8.0.2/24
ListenPort = 51820
`, func() V {
		priv, _ := g.wireguard()
		return V{"_fp": g.s(alHexU, 40), "_s": g.hex(7), "a": priv}
	}(), "Good signature from \"Lea Brandt <lea@example.de>\" [ultimate]", "ListenPort = 51820")

	g.add("vcs/wg-peer-public-key-diff", `
diff --git a/wg/wg0.conf b/wg/wg0.conf
@@ -8,3 +8,7 @@ PrivateKey = «a»
 [Peer]
 PublicKey = «_p1»
 AllowedIPs = 10.8.0.2/32
+
+[Peer]
+PublicKey = «_p2»
+AllowedIPs = 10.8.0.3/32
`, func() V {
		priv, _ := g.wireguard()
		_, p1 := g.wireguard()
		_, p2 := g.wireguard()
		return V{"a": priv, "_p1": p1, "_p2": p2}
	}(), "AllowedIPs = 10.8.0.3/32")

	g.add("vcs/change-id-trailers-and-token", `
$ git interpret-trailers --parse < .git/COMMIT_EDITMSG
Change-Id: «_cid»
Reviewed-on: https://review.acme.io/c/infra/+/«_num»
Tested-by: CI <ci@example.com>
$ grep -n token .git/COMMIT_EDITMSG
5:# tested with DO token «a», revoke after
`, V{"_cid": g.vcsChangeID(), "_num": g.digits(5), "a": g.doToken()}, "Tested-by: CI <ci@example.com>", "revoke after")

	g.add("vcs/age-recipient-and-identity", `
diff --git a/.sops.yaml b/.sops.yaml
@@ -1,4 +1,4 @@
 creation_rules:
   - path_regex: secrets/.*\.yaml$
-    age: «_old»
+    age: «_new»
$ cat ~/.config/sops/age/keys.txt
# created: 2026-04-01T10:00:00Z
# public key: «_new»
«a»
`, V{"_old": g.agePublic(), "_new": g.agePublic(), "a": g.ageSecret()}, "path_regex: secrets/.*\\.yaml$", "# created: 2026-04-01T10:00:00Z")

	g.add("vcs/issue-and-pr-numbers", `
$ git log --oneline --grep='#' -3
«_a» Merge pull request #«_pr1» from acme/fix-«_iss»
«_b» fix(#«_iss»): stop logging the Groq key
«_c» feat: summarize tickets (#«_pr2»)
$ git show «_c» | grep -m1 GROQ
+GROQ_API_KEY=«a»
`, V{"_a": g.hex(7), "_pr1": g.digits(4), "_iss": g.digits(4), "_b": g.hex(7), "_c": g.hex(7), "_pr2": g.digits(4), "a": g.groq()}, "stop logging the Groq key", "feat: summarize tickets")
}

func (g *G) vcsMore() {
	g.add("vcs/credential-fill", `
$ printf 'protocol=https\nhost=github.com\n\n' | git credential fill
protocol=https
host=github.com
username=dana-k
password=«a»
`, V{"a": g.gho()}, "username=dana-k", "git credential fill")

	g.add("vcs/trace-curl-redact-off", `
$ GIT_TRACE_CURL=1 GIT_TRACE_REDACT=0 git fetch origin 2>&1 | grep -i authorization
12:01:44.318233 http.c:845              => Send header: Authorization: Basic «a»
`, V{"a": b64s("x-access-token:" + g.ghs())}, "GIT_TRACE_REDACT=0", "http.c:845")

	g.add("vcs/sops-textconv-diff", `
$ git diff secrets/prod.yaml
diff --git a/secrets/prod.yaml b/secrets/prod.yaml
index «_h1»..«_h2» 100644
--- a/secrets/prod.yaml
+++ b/secrets/prod.yaml
@@ -1,4 +1,4 @@
 stripe:
-    secret_key: «a»
+    secret_key: «b»
 mapbox:
     public_token: «_pk»
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.skLive(), "b": g.skLive(), "_pk": g.mapboxPK()}, "diff --git a/secrets/prod.yaml b/secrets/prod.yaml", "public_token:")

	g.add("vcs/git-crypt-unlocked-diff", `
$ git-crypt unlock ~/keys/acme.gitcrypt && git diff HEAD~1 -- secrets/
diff --git a/secrets/api.env b/secrets/api.env
index «_h1»..«_h2» 100644
--- a/secrets/api.env
+++ b/secrets/api.env
@@ -2,2 +2,2 @@ APP=api
-SLACK_SIGNING_SECRET=«a»
+SLACK_SIGNING_SECRET=«b»
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.hex(32), "b": g.hex(32)}, "git-crypt unlock ~/keys/acme.gitcrypt", "@@ -2,2 +2,2 @@ APP=api")

	g.add("vcs/tfstate-diff", `
$ git diff terraform.tfstate | grep -E '^[-+] ' | head -6
-  "serial": 41,
+  "serial": 42,
+            "master_password": "«a»",
+            "master_username": "acme_admin",
+            "id": "none",
+            "result": "«b»",
`, V{"a": g.pwStrong(), "b": g.an(24)}, `"master_username": "acme_admin"`, `"serial": 42`)

	g.add("vcs/makefile-docker-login", `
diff --git a/Makefile b/Makefile
index «_h1»..«_h2» 100644
--- a/Makefile
+++ b/Makefile
@@ -14,5 +14,5 @@ IMAGE := ghcr.io/acme/worker
 push: build
-	echo "$$GHCR_TOKEN" | docker login ghcr.io -u acme-bot --password-stdin
+	docker login ghcr.io -u acme-bot -p «a»
 	docker push $(IMAGE):$(VERSION)
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.ghp()}, "docker push $(IMAGE):$(VERSION)", "IMAGE := ghcr.io/acme/worker")

	g.add("vcs/diff-no-index-example", `
$ git diff --no-index .env.example .env
diff --git a/.env.example b/.env
index «_h1»..«_h2» 100644
--- a/.env.example
+++ b/.env
@@ -1,4 +1,4 @@
 APP_NAME=acme-crm
-PINECONE_API_KEY=your-pinecone-key
-LANGSMITH_API_KEY=
+PINECONE_API_KEY=«a»
+LANGSMITH_API_KEY=«b»
 LANGSMITH_PROJECT=crm-agent
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.pinecone(), "b": g.langsmith()}, "PINECONE_API_KEY=your-pinecone-key", "LANGSMITH_PROJECT=crm-agent")

	g.add("vcs/jenkinsfile-withcredentials-removed", `
diff --git a/Jenkinsfile b/Jenkinsfile
index «_h1»..«_h2» 100644
--- a/Jenkinsfile
+++ b/Jenkinsfile
@@ -20,9 +20,7 @@ pipeline {
     stage('Publish') {
       steps {
-        withCredentials([string(credentialsId: 'artifactory-key', variable: 'ART_KEY')]) {
-          sh 'jf rt upload "build/*.zip" libs-release-local/ --access-token=$ART_KEY'
-        }
+        sh 'jf rt upload "build/*.zip" libs-release-local/ --access-token=«a»'
       }
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": "cmVmdGtuOjAxOj" + g.b64u(50)}, "credentialsId: 'artifactory-key'", "stage('Publish') {")

	g.add("vcs/hg-paths-url-password", `
$ hg paths
default = https://deploy:«a»@hg.acme.se/products/firmware
upstream = https://hg.mozilla.org/mozilla-central
`, V{"a": g.pwURL()}, "https://hg.mozilla.org/mozilla-central", "hg.acme.se/products/firmware")

	g.add("vcs/p4-set-passwd", `
$ p4 set
P4CLIENT=lee-macbook (set)
P4PASSWD=«a» (set)
P4PORT=ssl:perforce.acme.io:1666 (set)
P4USER=lee (set)
`, V{"a": g.pw()}, "P4PORT=ssl:perforce.acme.io:1666 (set)", "P4CLIENT=lee-macbook (set)")

	g.add("vcs/composer-auth-json-diff", `
diff --git a/auth.json b/auth.json
new file mode 100644
index 0000000..«_h1»
--- /dev/null
+++ b/auth.json
@@ -0,0 +1,9 @@
+{
+    "github-oauth": {
+        "github.com": "«a»"
+    },
+    "http-basic": {
+        "repo.packagist.com": { "username": "token", "password": "«b»" }
+    }
+}
`, V{"_h1": g.hex(7), "a": g.ghp(), "b": g.hex(64)}, `"repo.packagist.com": { "username": "token"`, `"github-oauth": {`)

	g.add("vcs/s3cfg-diff-spaces", `
$ git diff ~/.dotfiles/.s3cfg
diff --git a/.s3cfg b/.s3cfg
--- a/.s3cfg
+++ b/.s3cfg
@@ -1,5 +1,5 @@
 [default]
-access_key = «a»
-secret_key = «b»
+access_key = «c»
+secret_key = «d»
 host_base = fra1.digitaloceanspaces.com
 host_bucket = %(bucket)s.fra1.digitaloceanspaces.com
`, V{"a": g.s(alUpNum, 20), "b": g.b64(32)[:43], "c": g.s(alUpNum, 20), "d": g.b64(32)[:43]}, "host_base = fra1.digitaloceanspaces.com", "%(bucket)s.fra1.digitaloceanspaces.com")
}
