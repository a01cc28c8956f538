package cases

import (
	"fmt"
	"strings"
)

// diffsCases adds credentials inside version-control and code-review
// artifacts as a coding agent reads them. Sources: git diff, git diff
// --cached, git show and git log -p of config files (Rails database.yml,
// wp-config.php, Maven settings.xml, .gitlab-ci.yml, serverless.yml,
// Android local.properties, Spring application.yml, alembic.ini,
// knexfile.js, redis.conf, rclone.conf, ~/.aws/credentials, kubeconfig,
// Terraform backends, docker-compose, Ansible inventories, .netrc,
// pgpass, supervisord, Vault agent, Caddyfile, Procfile-side .env files)
// and of source in several languages; git log --all -S and -G pickaxe
// results, git log --format with patches, git whatchanged, git show
// rev:path, git diff between tags; --word-diff (plain and porcelain),
// --color-words with and without ANSI escapes, git diff --color, diff -y,
// diff -c context diffs, normal diffs, diff -u of backups, colordiff,
// icdiff, difftastic, delta and diff-so-fancy views; merge conflict
// markers (merge, diff3, zdiff3, rebase and stash-pop conflicts), diff
// --cc during a conflict, rerere and mergetool leftovers (.orig, _BASE_,
// _LOCAL_, _REMOTE_ files); git format-patch mails, mbox threads, b4 and
// lore archives, git am and patch failures, .rej files, quilt and Debian
// patches, interdiff; svn diff, svn log --diff, svn blame, hg diff, hg
// log -p, hg shelve, hg annotate, CVS and RCS diffs, p4 diff2 and
// annotate, Sapling, Pijul and darcs; git blame (default, -e, -w -C,
// porcelain, incremental), git grep (-n, --heading, -p, -W, over
// revisions and over git rev-list --all), git annotate; GitHub and GitLab
// pull and merge request review comments, suggestion blocks, review
// emails and API JSON (diff_hunk, patch, position), Bitbucket, Azure
// DevOps, Gitea, Gerrit (query JSON, review mails, inline comments, git
// review output), Phabricator (arc diff, Differential mails, Herald),
// Review Board (rbt), CodeRabbit-, Danger- and reviewdog-style bot
// comments; BFG reports and its passwords file, git filter-repo
// expressions.txt, --analyze reports and its replace-text runs,
// filter-branch; pre-commit hook failures as the user pastes them
// (detect-secrets, gitleaks detect, protect and JSON/CSV/SARIF reports,
// trufflehog, ggshield, git-secrets, talisman, secretlint, whispers,
// Nosey Parker, Kingfisher, GitHub push protection and GitLab secret
// push protection); git stash show -p, git add -p, git checkout -p, git
// apply --reject; IDE and TUI views (lazygit, tig, gitui, Magit,
// fugitive, VS Code, JetBrains, Sourcetree, GitKraken, Beyond Compare,
// WinMerge reports); and an agent's own tool calls around them. Secrets
// sit on +, - and context lines, in old and new sides, in word-diff
// brackets, conflict sides, quoted review text and JSON strings. Benign
// look-alikes: commit shas (short and full), blob and index ids, tree
// ids, Change-Ids, Differential revisions, hunk headers, fingerprints,
// file modes, GPG key ids, push-protection unblock ids, redacted
// placeholders (REDACTED, ***REMOVED***, ${VAR}), public keys and
// publishable keys. The case names start with "diffs/".
func (g *G) diffsCases() {
	g.dfGitDiff()
	g.dfSource()
	g.dfShowLog()
	g.dfWordColor()
	g.dfPlainDiff()
	g.dfConflicts()
	g.dfPatchMail()
	g.dfOtherVCS()
	g.dfBlameGrep()
	g.dfReviews()
	g.dfForgeAPI()
	g.dfGerritPhab()
	g.dfRewrite()
	g.dfScanners()
	g.dfInteractive()
	g.dfViews()
	g.dfAgent()
	g.dfLookalikes()
}

// ---- helpers used only here ----

// dfAdd is add with the "diffs/" prefix, "ˋ" standing for a backtick and
// "␛" for the ESC byte of ANSI colour sequences.
func (g *G) dfAdd(name, tmpl string, v V, benign ...string) {
	fix := func(s string) string {
		return strings.ReplaceAll(strings.ReplaceAll(s, "ˋ", "`"), "␛", "\x1b")
	}
	for i := range benign {
		benign[i] = fix(benign[i])
	}
	g.add("diffs/"+name, fix(tmpl), v, benign...)
}

// dfIdx is one side of a diff's index line (an abbreviated blob id).
func (g *G) dfIdx() string { return g.hex(7) }

// dfShort is an abbreviated commit id.
func (g *G) dfShort() string { return g.hex(7 + g.r.IntN(5)) }

// dfChangeID is a Gerrit Change-Id.
func (g *G) dfChangeID() string { return "I" + g.hex(40) }

// dfDate is a date as git log prints it.
func (g *G) dfDate() string {
	days := []string{"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"}
	months := []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}
	return fmt.Sprintf("%s %s %d %02d:%02d:%02d 202%d %s", days[g.r.IntN(7)], months[g.r.IntN(12)], 1+g.r.IntN(28),
		g.r.IntN(24), g.r.IntN(60), g.r.IntN(60), 3+g.r.IntN(3), g.pick("+0000", "+0100", "+0200", "-0500", "-0700", "+0530", "+0900"))
}

// dfISO is a date as gitleaks and GitHub's API print it.
func (g *G) dfISO() string {
	return fmt.Sprintf("202%d-%02d-%02dT%02d:%02d:%02dZ", 3+g.r.IntN(3), 1+g.r.IntN(12), 1+g.r.IntN(28),
		g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}

// dfPEM renders a key's lines each behind mark; its first, middle and
// next-to-last lines are secrets keyed key0, key1..., the others filler.
func dfPEM(p pemKey, mark, key string, v V) string {
	out := []string{mark + p.begin}
	lines := strings.Split(p.body, "\n")
	for i, l := range lines {
		k := fmt.Sprintf("%s%d", key, i)
		if len(l) < 16 || (i != 0 && i != len(lines)/2 && i != len(lines)-2) {
			k = "=" + k
		}
		v[k] = l
		out = append(out, mark+"«"+k+"»")
	}
	return strings.Join(append(out, mark+p.end), "\n")
}

// dfGlrt is a GitLab runner authentication token.
func (g *G) dfGlrt() string { return "glrt-" + g.b64u(20) }

// dfAtbb is a Bitbucket app password.
func (g *G) dfAtbb() string { return "ATBB" + g.an(28) + g.s(alHexU, 8) }

// dfAlgolia is an Algolia admin API key.
func (g *G) dfAlgolia() string { return g.hex(32) }

// dfTwilioTok is a Twilio auth token.
func (g *G) dfTwilioTok() string { return g.hex(32) }

// ---- git diff of configuration files ----

func (g *G) dfGitDiff() {
	g.dfAdd("rails-database-yml-password-added", `
$ git diff config/database.yml
diff --git a/config/database.yml b/config/database.yml
index «_i1»..«_i2» 100644
--- a/config/database.yml
+++ b/config/database.yml
@@ -18,6 +18,9 @@ test:
 production:
   <<: *default
   database: storefront_production
-  username: storefront
-  password: <%= ENV["STOREFRONT_DATABASE_PASSWORD"] %>
+  username: storefront_rw
+  password: «a»
+  host: storefront-prod.cluster-c8x2kq1z.eu-west-1.rds.amazonaws.com
+  port: 5432
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.pw()}, `<%= ENV["STOREFRONT_DATABASE_PASSWORD"] %>`, "storefront-prod.cluster-c8x2kq1z.eu-west-1.rds.amazonaws.com", "@@ -18,6 +18,9 @@ test:")

	g.dfAdd("wp-config-salts-changed", `
diff --git a/wp-config.php b/wp-config.php
index «_i1»..«_i2» 100644
--- a/wp-config.php
+++ b/wp-config.php
@@ -23,7 +23,7 @@ define( 'DB_NAME', 'wp_blog' );
 define( 'DB_USER', 'wp_blog' );
 
 /** Database password */
-define( 'DB_PASSWORD', '«a»' );
+define( 'DB_PASSWORD', '«b»' );
 
 /** Database hostname */
 define( 'DB_HOST', 'localhost' );
@@ -49,8 +49,8 @@ define( 'DB_COLLATE', '' );
  * @since 2.6.0
  */
-define( 'AUTH_KEY',         '«c»' );
-define( 'SECURE_AUTH_KEY',  '«d»' );
+define( 'AUTH_KEY',         '«e»' );
+define( 'SECURE_AUTH_KEY',  '«f»' );
 define( 'LOGGED_IN_KEY',    'put your unique phrase here' );
 define( 'NONCE_KEY',        'put your unique phrase here' );
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.pw(), "b": g.pwStrong(), "c": g.s(alSalt, 64), "d": g.s(alSalt, 64), "e": g.s(alSalt, 64), "f": g.s(alSalt, 64)},
		"put your unique phrase here", "define( 'DB_HOST', 'localhost' );")

	g.dfAdd("maven-settings-xml-server-password", `
diff --git a/.mvn/settings.xml b/.mvn/settings.xml
new file mode 100644
index 0000000..«_i2»
--- /dev/null
+++ b/.mvn/settings.xml
@@ -0,0 +1,16 @@
+<?xml version="1.0" encoding="UTF-8"?>
+<settings xmlns="http://maven.apache.org/SETTINGS/1.2.0">
+  <servers>
+    <server>
+      <id>acme-releases</id>
+      <username>ci-deployer</username>
+      <password>«a»</password>
+    </server>
+    <server>
+      <id>ossrh</id>
+      <username>${env.OSSRH_USERNAME}</username>
+      <password>${env.OSSRH_TOKEN}</password>
+    </server>
+  </servers>
+</settings>
`, V{"_i2": g.dfIdx(), "a": g.pwStrong()}, "<id>acme-releases</id>", "${env.OSSRH_TOKEN}", "<username>ci-deployer</username>")

	g.dfAdd("gitlab-ci-variables-inline", `
diff --git a/.gitlab-ci.yml b/.gitlab-ci.yml
index «_i1»..«_i2» 100644
--- a/.gitlab-ci.yml
+++ b/.gitlab-ci.yml
@@ -1,8 +1,10 @@
 variables:
   DOCKER_DRIVER: overlay2
   DOCKER_TLS_CERTDIR: "/certs"
+  SONAR_TOKEN: "«a»"
+  RUNNER_REGISTRATION: «b»
 
 stages:
   - build
   - test
   - deploy
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": "squ_" + g.hex(40), "b": g.dfGlrt()}, `DOCKER_TLS_CERTDIR: "/certs"`, "DOCKER_DRIVER: overlay2")

	g.dfAdd("serverless-yml-env-block", `
diff --git a/serverless.yml b/serverless.yml
index «_i1»..«_i2» 100644
--- a/serverless.yml
+++ b/serverless.yml
@@ -12,9 +12,11 @@ provider:
   runtime: nodejs20.x
   region: us-east-2
   environment:
     STAGE: ${sls:stage}
-    ALGOLIA_ADMIN_KEY: ${ssm:/search/algolia/admin-key}
+    ALGOLIA_APP_ID: «_app»
+    ALGOLIA_ADMIN_KEY: «a»
+    ALGOLIA_SEARCH_KEY: «_s»
     TABLE_NAME: ${self:service}-${sls:stage}
 
 functions:
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "_app": g.s(alUpNum, 10), "a": g.dfAlgolia(), "_s": g.hex(32)},
		"${ssm:/search/algolia/admin-key}", "${self:service}-${sls:stage}")

	g.dfAdd("android-local-properties-signing", `
$ git diff --cached
diff --git a/local.properties b/local.properties
new file mode 100644
index 0000000..«_i2»
--- /dev/null
+++ b/local.properties
@@ -0,0 +1,7 @@
+sdk.dir=/Users/mkowalski/Library/Android/sdk
+MAPS_API_KEY=«a»
+RELEASE_STORE_FILE=../keys/release.jks
+RELEASE_STORE_PASSWORD=«b»
+RELEASE_KEY_ALIAS=upload
+RELEASE_KEY_PASSWORD=«c»
+org.gradle.jvmargs=-Xmx4g
`, V{"_i2": g.dfIdx(), "a": g.googleKey(), "b": g.pw(), "c": g.pw()}, "sdk.dir=/Users/mkowalski/Library/Android/sdk", "RELEASE_KEY_ALIAS=upload", "RELEASE_STORE_FILE=../keys/release.jks")

	g.dfAdd("spring-application-yml-datasource", `
diff --git a/src/main/resources/application-prod.yml b/src/main/resources/application-prod.yml
index «_i1»..«_i2» 100644
--- a/src/main/resources/application-prod.yml
+++ b/src/main/resources/application-prod.yml
@@ -3,10 +3,10 @@ spring:
     url: jdbc:postgresql://pg-ledger.internal:5432/ledger
-    username: ledger
-    password: ${LEDGER_DB_PASSWORD}
+    username: ledger_svc
+    password: «a»
   jpa:
     open-in-view: false
   security:
     oauth2:
       client:
         registration:
           keycloak:
             client-id: ledger-api
-            client-secret: «b»
+            client-secret: «c»
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.pwStrong(), "b": g.an(32), "c": g.an(32)}, "jdbc:postgresql://pg-ledger.internal:5432/ledger", "client-id: ledger-api", "${LEDGER_DB_PASSWORD}")

	g.dfAdd("alembic-ini-sqlalchemy-url", `
diff --git a/alembic.ini b/alembic.ini
index «_i1»..«_i2» 100644
--- a/alembic.ini
+++ b/alembic.ini
@@ -60,7 +60,7 @@ version_path_separator = os
 # are written from script.py.mako
 # output_encoding = utf-8
 
-sqlalchemy.url = driver://user:pass@localhost/dbname
+sqlalchemy.url = postgresql+psycopg://analytics:«a»@10.20.4.17:5432/warehouse
 
 
 [post_write_hooks]
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.pwURL()}, "driver://user:pass@localhost/dbname", "version_path_separator = os", "10.20.4.17:5432/warehouse")

	g.dfAdd("knexfile-connection-object", `
diff --git a/knexfile.js b/knexfile.js
index «_i1»..«_i2» 100644
--- a/knexfile.js
+++ b/knexfile.js
@@ -14,11 +14,11 @@ module.exports = {
   staging: {
     client: 'mysql2',
     connection: {
-      host: process.env.DB_HOST,
-      user: process.env.DB_USER,
-      password: process.env.DB_PASSWORD,
+      host: 'staging-db.acme.internal',
+      user: 'inventory',
+      password: '«a»',
       database: 'inventory'
     },
     pool: { min: 2, max: 10 },
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.pw()}, "staging-db.acme.internal", "process.env.DB_PASSWORD", "client: 'mysql2'")

	g.dfAdd("redis-conf-requirepass-masterauth", `
diff --git a/ops/redis/redis.conf b/ops/redis/redis.conf
index «_i1»..«_i2» 100644
--- a/ops/redis/redis.conf
+++ b/ops/redis/redis.conf
@@ -1036,7 +1036,7 @@ acllog-max-len 128
 # The requirepass is not compatible with aclfile option and the ACL LOAD
 # command, these will cause requirepass to be ignored.
 #
-# requirepass foobared
+requirepass «a»
 
 # New users are initialized with restrictive permissions by default, via the
@@ -480,6 +480,7 @@ replica-serve-stale-data yes
 # masterauth <master-password>
+masterauth «a»
 
 # However this is not enough if you are using Redis ACLs (for Redis version
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.hex(40)}, "# requirepass foobared", "# masterauth <master-password>", "acllog-max-len 128")

	g.dfAdd("rclone-conf-s3-and-drive", `
$ git -C ~/dotfiles diff HEAD -- rclone/rclone.conf
diff --git a/rclone/rclone.conf b/rclone/rclone.conf
index «_i1»..«_i2» 100644
--- a/rclone/rclone.conf
+++ b/rclone/rclone.conf
@@ -1,12 +1,19 @@
 [b2-archive]
 type = b2
 account = «_acct»
-key = «a»
+key = «b»
 hard_delete = true
+
+[wasabi]
+type = s3
+provider = Wasabi
+access_key_id = «c»
+secret_access_key = «d»
+endpoint = s3.eu-central-2.wasabisys.com
 
 [gdrive]
 type = drive
 scope = drive
 token = {"access_token":"«e»","token_type":"Bearer","refresh_token":"«f»","expiry":"2025-02-11T09:14:52.118+01:00"}
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "_acct": "0031" + g.hex(8), "a": "K003" + g.b64u(27), "b": "K003" + g.b64u(27),
		"c": g.s(alUpNum, 20), "d": g.an(40), "e": g.ya29(), "f": g.gRefresh()}, "endpoint = s3.eu-central-2.wasabisys.com", "hard_delete = true", "provider = Wasabi")

	g.dfAdd("aws-credentials-profile-removed", `
diff --git a/aws/credentials b/aws/credentials
deleted file mode 100644
index «_i1»..0000000
--- a/aws/credentials
+++ /dev/null
@@ -1,9 +0,0 @@
-[default]
-aws_access_key_id = «a»
-aws_secret_access_key = «b»
-
-[ci-deployer]
-aws_access_key_id = «c»
-aws_secret_access_key = «d»
-aws_session_token = «e»
-region = eu-north-1
`, V{"_i1": g.dfIdx(), "a": g.awsID(), "b": g.awsSecret(), "c": g.awsTempID(), "d": g.awsSecret(), "e": g.awsSession()}, "deleted file mode 100644", "region = eu-north-1", "[ci-deployer]")

	g.dfAdd("kubeconfig-user-token-changed", `
diff --git a/clusters/staging/kubeconfig.yaml b/clusters/staging/kubeconfig.yaml
index «_i1»..«_i2» 100600
--- a/clusters/staging/kubeconfig.yaml
+++ b/clusters/staging/kubeconfig.yaml
@@ -14,9 +14,9 @@ contexts:
   name: staging
 current-context: staging
 kind: Config
 preferences: {}
 users:
 - name: ci-bot
   user:
-    token: «a»
+    token: «b»
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.k8sSAToken(), "b": g.k8sSAToken()}, "current-context: staging", "- name: ci-bot")

	g.dfAdd("terraform-backend-pg-conn-str", `
diff --git a/infra/backend.tf b/infra/backend.tf
index «_i1»..«_i2» 100644
--- a/infra/backend.tf
+++ b/infra/backend.tf
@@ -1,6 +1,6 @@
 terraform {
   backend "pg" {
-    conn_str    = "postgres://tfstate@tfstate-db.internal/terraform_backend?sslmode=require"
+    conn_str    = "postgres://tfstate:«a»@tfstate-db.internal/terraform_backend?sslmode=require"
     schema_name = "platform"
   }
 }
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.pwURL()}, "postgres://tfstate@tfstate-db.internal/terraform_backend?sslmode=require", `schema_name = "platform"`)

	g.dfAdd("docker-compose-env-two-services", `
diff --git a/docker-compose.override.yml b/docker-compose.override.yml
index «_i1»..«_i2» 100644
--- a/docker-compose.override.yml
+++ b/docker-compose.override.yml
@@ -4,12 +4,16 @@ services:
     environment:
       POSTGRES_DB: app
       POSTGRES_USER: app
-      POSTGRES_PASSWORD: postgres
+      POSTGRES_PASSWORD: «a»
   minio:
     image: quay.io/minio/minio:RELEASE.2024-06-13T22-53-53Z
     command: server /data --console-address ":9001"
     environment:
-      MINIO_ROOT_USER: minioadmin
-      MINIO_ROOT_PASSWORD: minioadmin
+      MINIO_ROOT_USER: acme-root
+      MINIO_ROOT_PASSWORD: «b»
+  mailpit:
+    image: axllent/mailpit:v1.18
+    environment:
+      MP_SMTP_AUTH: "relay:«c»"
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.pw(), "b": g.pwStrong(), "c": g.pwURL()}, "quay.io/minio/minio:RELEASE.2024-06-13T22-53-53Z", "MINIO_ROOT_PASSWORD: minioadmin", "axllent/mailpit:v1.18")

	g.dfAdd("ansible-inventory-become-pass", `
diff --git a/inventories/prod/hosts.ini b/inventories/prod/hosts.ini
index «_i1»..«_i2» 100644
--- a/inventories/prod/hosts.ini
+++ b/inventories/prod/hosts.ini
@@ -1,9 +1,10 @@
 [web]
 web-01.prod.acme.lan ansible_host=10.40.1.11
 web-02.prod.acme.lan ansible_host=10.40.1.12
 
 [db]
-db-01.prod.acme.lan ansible_host=10.40.2.21
+db-01.prod.acme.lan ansible_host=10.40.2.21 ansible_user=deploy ansible_become_pass=«a»
 
 [all:vars]
 ansible_python_interpreter=/usr/bin/python3
+ansible_ssh_pass=«b»
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.pw(), "b": g.pw()}, "web-02.prod.acme.lan ansible_host=10.40.1.12", "ansible_python_interpreter=/usr/bin/python3")

	g.dfAdd("netrc-and-pgpass-dotfiles", `
$ git diff --stat HEAD~1 && git diff HEAD~1 -- .netrc .pgpass
 .netrc  | 3 +++
 .pgpass | 2 ++
 2 files changed, 5 insertions(+)
diff --git a/.netrc b/.netrc
new file mode 100600
index 0000000..«_i1»
--- /dev/null
+++ b/.netrc
@@ -0,0 +1,3 @@
+machine api.heroku.com
+  login ops@acme.dev
+  password «a»
diff --git a/.pgpass b/.pgpass
new file mode 100600
index 0000000..«_i2»
--- /dev/null
+++ b/.pgpass
@@ -0,0 +1,2 @@
+db.prod.acme.lan:5432:billing:billing_ro:«b»
+localhost:5432:*:postgres:postgres
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.heroku(), "b": g.pw()}, "machine api.heroku.com", "localhost:5432:*:postgres:postgres", "2 files changed, 5 insertions(+)")

	g.dfAdd("supervisord-inet-http-server", `
diff --git a/deploy/supervisord.conf b/deploy/supervisord.conf
index «_i1»..«_i2» 100644
--- a/deploy/supervisord.conf
+++ b/deploy/supervisord.conf
@@ -8,9 +8,13 @@ logfile_maxbytes=50MB
 [unix_http_server]
 file=/run/supervisor.sock
 chmod=0700
 
+[inet_http_server]
+port=0.0.0.0:9001
+username=admin
+password=«a»
+
 [program:worker]
 command=/srv/app/.venv/bin/celery -A app worker -l info
-environment=CELERY_BROKER_URL="amqp://worker:«b»@rabbit.internal:5672/prod"
+environment=CELERY_BROKER_URL="amqp://worker:«c»@rabbit.internal:5672/prod"
 autorestart=true
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.pw(), "b": g.pwURL(), "c": g.pwURL()}, "file=/run/supervisor.sock", "rabbit.internal:5672/prod", "port=0.0.0.0:9001")

	g.dfAdd("vault-agent-approle-secret-id", `
diff --git a/vault/agent.hcl b/vault/agent.hcl
index «_i1»..«_i2» 100644
--- a/vault/agent.hcl
+++ b/vault/agent.hcl
@@ -1,12 +1,14 @@
 auto_auth {
   method "approle" {
     config = {
-      role_id_file_path   = "/etc/vault/role-id"
-      secret_id_file_path = "/etc/vault/secret-id"
+      role_id_file_path = "/etc/vault/role-id"
+      # TODO revert, file mount broken on the new nodes
+      secret_id = "«a»"
       remove_secret_id_file_after_reading = false
     }
   }
 }
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.uuid()}, "/etc/vault/role-id", "remove_secret_id_file_after_reading = false")

	g.dfAdd("caddyfile-basicauth-hash-and-dns-token", `
diff --git a/Caddyfile b/Caddyfile
index «_i1»..«_i2» 100644
--- a/Caddyfile
+++ b/Caddyfile
@@ -1,10 +1,13 @@
 {
 	email admin@acme.dev
+	acme_dns cloudflare «a»
 }
 
 grafana.acme.dev {
+	basicauth /* {
+		ops «b»
+	}
 	reverse_proxy 127.0.0.1:3000
 }
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.cfToken(), "b": "$2a$14$" + g.s(alAlnum+"./", 53)}, "reverse_proxy 127.0.0.1:3000", "email admin@acme.dev")
}

// ---- source code diffs ----

func (g *G) dfSource() {
	g.dfAdd("python-hardcoded-client-kwargs", `
diff --git a/scripts/backfill_orders.py b/scripts/backfill_orders.py
index «_i1»..«_i2» 100755
--- a/scripts/backfill_orders.py
+++ b/scripts/backfill_orders.py
@@ -7,10 +7,14 @@ import stripe
 from tqdm import tqdm
 
 
-def client() -> stripe.StripeClient:
-    return stripe.StripeClient(os.environ["STRIPE_API_KEY"])
+def client() -> stripe.StripeClient:
+    # quick hack for the backfill, do not merge
+    return stripe.StripeClient(
+        "«a»",
+        max_network_retries=3,
+    )
 
 
 def main() -> None:
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.rkLive()}, `os.environ["STRIPE_API_KEY"]`, "max_network_retries=3", "# quick hack for the backfill, do not merge")

	g.dfAdd("go-test-fixture-token-const", `
diff --git a/internal/forge/client_test.go b/internal/forge/client_test.go
index «_i1»..«_i2» 100644
--- a/internal/forge/client_test.go
+++ b/internal/forge/client_test.go
@@ -11,7 +11,10 @@ import (
 	"github.com/stretchr/testify/require"
 )
 
-const testToken = "ghp_000000000000000000000000000000000000"
+// recorded against the real API, see testdata/fixtures/*.yaml
+const testToken = "«a»"
+
+var testAppKey = []byte("«b»")
 
 func TestListRepos(t *testing.T) {
 	c := New(testToken, WithBaseURL(srv.URL))
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.ghp(), "b": g.hex(64)}, `"github.com/stretchr/testify/require"`, "New(testToken, WithBaseURL(srv.URL))")

	g.dfAdd("typescript-config-object-literal", `
diff --git a/apps/web/src/lib/analytics.ts b/apps/web/src/lib/analytics.ts
index «_i1»..«_i2» 100644
--- a/apps/web/src/lib/analytics.ts
+++ b/apps/web/src/lib/analytics.ts
@@ -1,13 +1,13 @@
 import { PostHog } from 'posthog-node';
 import Mixpanel from 'mixpanel';
 
 export const posthog = new PostHog(
-  process.env.POSTHOG_KEY!,
+  '«_ph»',
   { host: 'https://eu.i.posthog.com', personalApiKey: '«a»' }
 );
 
-export const mixpanel = Mixpanel.init(process.env.MIXPANEL_TOKEN!, {
-  secret: process.env.MIXPANEL_API_SECRET,
+export const mixpanel = Mixpanel.init('«_mp»', {
+  secret: '«b»',
 });
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "_ph": "phc_" + g.an(43), "a": "phx_" + g.an(47), "_mp": g.hex(32), "b": g.hex(32)},
		"https://eu.i.posthog.com", "process.env.MIXPANEL_API_SECRET")

	g.dfAdd("java-hmac-key-changed", `
diff --git a/src/main/java/com/acme/auth/TokenSigner.java b/src/main/java/com/acme/auth/TokenSigner.java
index «_i1»..«_i2» 100644
--- a/src/main/java/com/acme/auth/TokenSigner.java
+++ b/src/main/java/com/acme/auth/TokenSigner.java
@@ -19,7 +19,7 @@ public final class TokenSigner {
     private static final Duration TTL = Duration.ofMinutes(15);
-    private static final String SIGNING_KEY = "«a»";
+    private static final String SIGNING_KEY = "«b»";
     private final Algorithm algorithm = Algorithm.HMAC256(SIGNING_KEY);
 
     public String sign(String subject) {
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.b64(32), "b": g.b64(48)}, "Duration.ofMinutes(15)", "Algorithm.HMAC256(SIGNING_KEY)")

	g.dfAdd("csharp-user-secrets-json-committed", `
diff --git a/src/Acme.Worker/secrets.json b/src/Acme.Worker/secrets.json
new file mode 100644
index 0000000..«_i2»
--- /dev/null
+++ b/src/Acme.Worker/secrets.json
@@ -0,0 +1,8 @@
+{
+  "ServiceBus:ConnectionString": "Endpoint=sb://acme-prod.servicebus.windows.net/;SharedAccessKeyName=worker-listen;SharedAccessKey=«a»",
+  "Storage:AccountKey": "«b»",
+  "Smtp": {
+    "Host": "smtp.office365.com",
+    "Password": "«c»"
+  }
+}
`, V{"_i2": g.dfIdx(), "a": g.b64(32), "b": g.azStorage(), "c": g.pw()}, "sb://acme-prod.servicebus.windows.net/", "SharedAccessKeyName=worker-listen", `"Host": "smtp.office365.com"`)

	g.dfAdd("ruby-sidekiq-initializer-redis-url", `
diff --git a/config/initializers/sidekiq.rb b/config/initializers/sidekiq.rb
index «_i1»..«_i2» 100644
--- a/config/initializers/sidekiq.rb
+++ b/config/initializers/sidekiq.rb
@@ -1,9 +1,9 @@
 # frozen_string_literal: true
 
-redis_url = ENV.fetch("REDIS_URL", "redis://localhost:6379/1")
+redis_url = ENV.fetch("REDIS_URL", "rediss://default:«a»@apn1-tender-gull-33120.upstash.io:6379")
 
 Sidekiq.configure_server do |config|
   config.redis = { url: redis_url, ssl_params: { verify_mode: OpenSSL::SSL::VERIFY_NONE } }
 end
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.an(32)}, "redis://localhost:6379/1", "apn1-tender-gull-33120.upstash.io:6379", "Sidekiq.configure_server do |config|")

	g.dfAdd("php-laravel-services-array", `
diff --git a/config/services.php b/config/services.php
index «_i1»..«_i2» 100644
--- a/config/services.php
+++ b/config/services.php
@@ -17,13 +17,13 @@ return [
     'postmark' => [
-        'token' => env('POSTMARK_TOKEN'),
+        'token' => env('POSTMARK_TOKEN', '«a»'),
     ],
 
     'ses' => [
         'key' => env('AWS_ACCESS_KEY_ID'),
         'secret' => env('AWS_SECRET_ACCESS_KEY'),
         'region' => env('AWS_DEFAULT_REGION', 'us-east-1'),
     ],
 
     'slack' => [
         'notifications' => [
-            'bot_user_oauth_token' => env('SLACK_BOT_USER_OAUTH_TOKEN'),
+            'bot_user_oauth_token' => env('SLACK_BOT_USER_OAUTH_TOKEN', '«b»'),
             'channel' => env('SLACK_BOT_USER_DEFAULT_CHANNEL'),
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.uuid(), "b": g.xoxb()}, "env('AWS_SECRET_ACCESS_KEY')", "env('SLACK_BOT_USER_DEFAULT_CHANNEL')")

	g.dfAdd("rust-main-removed-bearer", `
diff --git a/src/main.rs b/src/main.rs
index «_i1»..«_i2» 100644
--- a/src/main.rs
+++ b/src/main.rs
@@ -22,9 +22,8 @@ async fn main() -> anyhow::Result<()> {
     let args = Args::parse();
     let client = reqwest::Client::builder()
         .user_agent(concat!(env!("CARGO_PKG_NAME"), "/", env!("CARGO_PKG_VERSION")))
         .build()?;
-    let token = "«a»";
+    let token = std::env::var("HF_TOKEN").context("HF_TOKEN not set")?;
     let resp = client
         .get(format!("https://huggingface.co/api/models/{}", args.model))
-        .bearer_auth(token)
+        .bearer_auth(&token)
         .send()
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.hfTok()}, `std::env::var("HF_TOKEN").context("HF_TOKEN not set")?`, "https://huggingface.co/api/models/{}")

	g.dfAdd("kotlin-gradle-kts-publishing-creds", `
diff --git a/build.gradle.kts b/build.gradle.kts
index «_i1»..«_i2» 100644
--- a/build.gradle.kts
+++ b/build.gradle.kts
@@ -58,8 +58,8 @@ publishing {
         maven {
             name = "GitHubPackages"
             url = uri("https://maven.pkg.github.com/acme-mobile/sdk-android")
             credentials {
-                username = System.getenv("GITHUB_ACTOR")
-                password = System.getenv("GITHUB_TOKEN")
+                username = "acme-release-bot"
+                password = "«a»"
             }
         }
     }
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.ghFine()}, "https://maven.pkg.github.com/acme-mobile/sdk-android", `System.getenv("GITHUB_TOKEN")`, `username = "acme-release-bot"`)

	g.dfAdd("shell-deploy-script-curl-header", `
diff --git a/bin/purge-cache.sh b/bin/purge-cache.sh
index «_i1»..«_i2» 100755
--- a/bin/purge-cache.sh
+++ b/bin/purge-cache.sh
@@ -3,8 +3,8 @@ set -euo pipefail
 
 ZONE_ID="«_z»"
 
 curl -fsS -X POST "https://api.cloudflare.com/client/v4/zones/${ZONE_ID}/purge_cache" \
-  -H "Authorization: Bearer ${CF_API_TOKEN:?}" \
+  -H "Authorization: Bearer «a»" \
   -H "Content-Type: application/json" \
   --data '{"purge_everything":true}'
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "_z": g.hex(32), "a": g.cfToken()}, "${CF_API_TOKEN:?}", `--data '{"purge_everything":true}'`)

	g.dfAdd("swift-appdelegate-sdk-keys", `
diff --git a/Acme/AppDelegate.swift b/Acme/AppDelegate.swift
index «_i1»..«_i2» 100644
--- a/Acme/AppDelegate.swift
+++ b/Acme/AppDelegate.swift
@@ -14,6 +14,8 @@ class AppDelegate: UIResponder, UIApplicationDelegate {
     func application(_ application: UIApplication,
                      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
         FirebaseApp.configure()
+        Purchases.configure(withAPIKey: "«_rc»")
+        RevenueCatAdmin.secretKey = "«a»"
         return true
     }
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "_rc": "appl_" + g.an(27), "a": "sk_" + g.an(32)}, "FirebaseApp.configure()", "didFinishLaunchingWithOptions")

	g.dfAdd("elixir-config-exs-secret-key-base", `
diff --git a/config/prod.exs b/config/prod.exs
index «_i1»..«_i2» 100644
--- a/config/prod.exs
+++ b/config/prod.exs
@@ -9,6 +9,12 @@ config :acme_web, AcmeWeb.Endpoint,
   cache_static_manifest: "priv/static/cache_manifest.json"
 
+config :acme_web, AcmeWeb.Endpoint,
+  secret_key_base: "«a»"
+
+config :acme, Acme.Mailer,
+  adapter: Swoosh.Adapters.Sendgrid,
+  api_key: "«b»"
+
 # Do not print debug messages in production
 config :logger, level: :info
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.b64(48), "b": g.sendgrid()}, "priv/static/cache_manifest.json", "adapter: Swoosh.Adapters.Sendgrid")

	g.dfAdd("jupyter-notebook-cell-json-diff", `
diff --git a/notebooks/eval.ipynb b/notebooks/eval.ipynb
index «_i1»..«_i2» 100644
--- a/notebooks/eval.ipynb
+++ b/notebooks/eval.ipynb
@@ -14,9 +14,9 @@
    "source": [
     "import os\n",
     "from anthropic import Anthropic\n",
-    "client = Anthropic(api_key=os.environ[\"ANTHROPIC_API_KEY\"])\n",
+    "client = Anthropic(api_key=\"«a»\")\n",
     "resp = client.messages.create(model=\"claude-3-5-sonnet-latest\", max_tokens=512, messages=msgs)"
    ]
   },
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.anthropic()}, `"from anthropic import Anthropic\n",`, `os.environ[\"ANTHROPIC_API_KEY\"]`)
}

// ---- git show, git log -p, pickaxe ----

func (g *G) dfShowLog() {
	g.dfAdd("git-show-commit-with-header", `
$ git show «_s»
commit «_c»
Author: Tomás Ferreira <tomas@example.org>
Date:   «=d»

    ci: publish nightly wheels to the internal index

diff --git a/.github/workflows/nightly.yml b/.github/workflows/nightly.yml
index «_i1»..«_i2» 100644
--- a/.github/workflows/nightly.yml
+++ b/.github/workflows/nightly.yml
@@ -31,3 +31,8 @@ jobs:
       - run: python -m build
+      - name: Upload
+        env:
+          TWINE_USERNAME: __token__
+          TWINE_PASSWORD: «a»
+        run: twine upload --repository-url https://pypi.acme.internal/simple/ dist/*
`, V{"_s": g.hex(8), "_c": g.gitSHA(), "=d": g.dfDate(), "_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.pypiTok()}, "TWINE_USERNAME: __token__", "https://pypi.acme.internal/simple/", "tomas@example.org")

	g.dfAdd("git-log-p-two-commits-add-then-remove", `
$ git log -p -2 -- config/secrets.env
commit «_c2» (HEAD -> main, origin/main)
Author: Hana Suzuki <hana@example.jp>
Date:   «=d2»

    Remove secrets.env, load from SSM instead

diff --git a/config/secrets.env b/config/secrets.env
deleted file mode 100644
index «_i1»..0000000
--- a/config/secrets.env
+++ /dev/null
@@ -1,3 +0,0 @@
-MAILGUN_API_KEY=«a»
-MAILGUN_DOMAIN=mg.acme.jp
-SENTRY_AUTH_TOKEN=«b»

commit «_c1»
Author: Hana Suzuki <hana@example.jp>
Date:   «=d1»

    Add mail settings

diff --git a/config/secrets.env b/config/secrets.env
new file mode 100644
index 0000000..«_i1»
--- /dev/null
+++ b/config/secrets.env
@@ -0,0 +1,3 @@
+MAILGUN_API_KEY=«a»
+MAILGUN_DOMAIN=mg.acme.jp
+SENTRY_AUTH_TOKEN=«b»
`, V{"_c2": g.gitSHA(), "=d2": g.dfDate(), "_i1": g.dfIdx(), "a": g.mailgun(), "b": "sntrys_" + g.b64u(180), "_c1": g.gitSHA(), "=d1": g.dfDate()},
		"MAILGUN_DOMAIN=mg.acme.jp", "Remove secrets.env, load from SSM instead", "(HEAD -> main, origin/main)")

	g.dfAdd("git-log-all-S-oneline-then-show", `
$ git log --all --oneline -S'sk_live_'
«_s1» (origin/feature/checkout-v2) checkout: wire real keys for demo
«_s2» payments: add stripe client
$ git show «_s1» -- web/.env.local | head -20
commit «_c1»
Author: Kofi Mensah <kofi@example.com>
Date:   «=d»

    checkout: wire real keys for demo

diff --git a/web/.env.local b/web/.env.local
index «_i1»..«_i2» 100644
--- a/web/.env.local
+++ b/web/.env.local
@@ -1,2 +1,3 @@
 NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=«_pk»
-STRIPE_SECRET_KEY=sk_test_REPLACE_ME
+STRIPE_SECRET_KEY=«a»
+STRIPE_WEBHOOK_SECRET=«b»
`, V{"_s1": g.hex(9), "_s2": g.hex(9), "_c1": g.gitSHA(), "=d": g.dfDate(), "_i1": g.dfIdx(), "_i2": g.dfIdx(), "_pk": g.pkLive(), "a": g.skLive(), "b": g.whsec()},
		"sk_test_REPLACE_ME", "checkout: wire real keys for demo", "origin/feature/checkout-v2")

	g.dfAdd("git-log-G-regex-patch-stat", `
$ git log -G'(api|secret)_?key' --stat -p --since=2.weeks -- src/
commit «_c»
Merge: «_m1» «_m2»
Author: build-bot <build-bot@example.net>
Date:   «=d»

    Merge pull request #4182 from acme/ana/geo

commit «_c2»
Author: Ana Lima <ana@example.net>
Date:   «=d2»

    geo: cache reverse lookups

 src/geo/client.py | 4 ++--
 1 file changed, 2 insertions(+), 2 deletions(-)

diff --git a/src/geo/client.py b/src/geo/client.py
index «_i1»..«_i2» 100644
--- a/src/geo/client.py
+++ b/src/geo/client.py
@@ -4,8 +4,8 @@ from functools import lru_cache
 import googlemaps
 
-API_KEY = os.getenv("GMAPS_API_KEY", "«a»")
-OPENCAGE_KEY = os.getenv("OPENCAGE_KEY", "")
+API_KEY = os.getenv("GMAPS_API_KEY", "«a»")
+OPENCAGE_KEY = os.getenv("OPENCAGE_KEY", "«b»")
 
 gmaps = googlemaps.Client(key=API_KEY)
`, V{"_c": g.gitSHA(), "_m1": g.hex(7), "_m2": g.hex(7), "=d": g.dfDate(), "_c2": g.gitSHA(), "=d2": g.dfDate(), "_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.googleKey(), "b": g.hex(32)},
		"Merge pull request #4182 from acme/ana/geo", "gmaps = googlemaps.Client(key=API_KEY)")

	g.dfAdd("git-show-rev-colon-path", `
$ git show v2.3.0:deploy/k8s/secret.yaml
apiVersion: v1
kind: Secret
metadata:
  name: search-api
  namespace: search
type: Opaque
stringData:
  ELASTIC_PASSWORD: «a»
  OPENSEARCH_URL: https://admin:«b»@search-7f3k.es.eu-central-1.aws.found.io:9243
  MEILI_MASTER_KEY: «c»
$ git log --oneline -1 v2.3.0
«_s» (tag: v2.3.0) release 2.3.0
`, V{"a": g.pwStrong(), "b": g.pwURL(), "c": g.b64u(32), "_s": g.hex(8)}, "search-7f3k.es.eu-central-1.aws.found.io:9243", "(tag: v2.3.0) release 2.3.0", "namespace: search")

	g.dfAdd("git-diff-tags-dotdot", `
$ git diff v1.8.2..v1.9.0 -- charts/ingest/values.yaml
diff --git a/charts/ingest/values.yaml b/charts/ingest/values.yaml
index «_i1»..«_i2» 100644
--- a/charts/ingest/values.yaml
+++ b/charts/ingest/values.yaml
@@ -27,11 +27,11 @@ kafka:
   bootstrapServers: pkc-4r297.europe-west1.gcp.confluent.cloud:9092
   sasl:
     mechanism: PLAIN
-    username: «_u1»
-    password: «a»
+    username: «_u2»
+    password: «b»
   schemaRegistry:
     url: https://psrc-8kz20.europe-west2.gcp.confluent.cloud
-    basicAuth: «_sr»:«c»
+    basicAuth: «_sr»:«d»
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "_u1": g.s(alUpNum, 16), "a": g.an(64), "_u2": g.s(alUpNum, 16), "b": g.an(64), "_sr": g.s(alUpNum, 16), "c": g.an(64), "d": g.an(64)},
		"pkc-4r297.europe-west1.gcp.confluent.cloud:9092", "https://psrc-8kz20.europe-west2.gcp.confluent.cloud", "mechanism: PLAIN")

	g.dfAdd("git-log-format-custom-patch", `
$ git log --format='%h %an %ad %s' --date=short -p -1 scripts/seed.sql
«_s» Dmitri Volkov 2025-01-14 seed: create reporting role
diff --git a/scripts/seed.sql b/scripts/seed.sql
index «_i1»..«_i2» 100644
--- a/scripts/seed.sql
+++ b/scripts/seed.sql
@@ -41,3 +41,6 @@ INSERT INTO plans (code, price_cents) VALUES
   ('team', 4900),
   ('enterprise', 0);
+
+CREATE ROLE reporting LOGIN PASSWORD '«a»';
+GRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting;
`, V{"_s": g.hex(9), "_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.pw()}, "GRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting;", "seed: create reporting role")

	g.dfAdd("git-whatchanged-then-show-file", `
$ git whatchanged -3 --oneline
«_s1» chore: bump deps
:100644 100644 «_b1» «_b2» M	package-lock.json
«_s2» fix: notifier retries
:100644 100644 «_b3» «_b4» M	notifier/config.json
«_s3» docs: readme
:100644 100644 «_b5» «_b6» M	README.md
$ git show «_s2»:notifier/config.json
{
  "retries": 5,
  "backoff_ms": 750,
  "telegram": { "bot_token": "«a»", "chat_id": "-100«_chat»" },
  "pushover": { "app_token": "«b»", "user_key": "«c»" }
}
`, V{"_s1": g.hex(7), "_b1": g.hex(7), "_b2": g.hex(7), "_s2": g.hex(7), "_b3": g.hex(7), "_b4": g.hex(7), "_s3": g.hex(7), "_b5": g.hex(7), "_b6": g.hex(7),
		"a": g.telegram(), "_chat": g.digits(10), "b": g.s(alLowNum, 30), "c": g.s(alLowNum, 30)}, `"backoff_ms": 750`, "fix: notifier retries")

	v := V{"_s1": g.hex(7), "_s2": g.hex(7)}
	key, pub := g.sshEd25519("deploy@ci-runner-03")
	v["_pub"] = pub
	g.dfAdd("git-log-all-full-history-deleted-key", `
$ git log --all --full-history --oneline -- '**/id_ed25519*'
«_s1» remove accidentally committed key
«_s2» add deploy tooling
$ git show «_s2»:tools/deploy/id_ed25519
`+dfPEM(key, "", "k", v)+`
$ git show «_s2»:tools/deploy/id_ed25519.pub
«_pub» deploy@ci-runner-03
`, v, "remove accidentally committed key", "tools/deploy/id_ed25519.pub")

	g.dfAdd("git-show-stat-and-patch-npmrc", `
$ git show --stat --patch HEAD~2
commit «_c»
Author: Lena Fischer <lena@example.de>
Date:   «=d»

    build: use private registry for @acme scope

 .npmrc       | 3 +++
 package.json | 2 +-
 2 files changed, 4 insertions(+), 1 deletion(-)

diff --git a/.npmrc b/.npmrc
new file mode 100644
index 0000000..«_i1»
--- /dev/null
+++ b/.npmrc
@@ -0,0 +1,3 @@
+@acme:registry=https://npm.pkg.github.com
+//npm.pkg.github.com/:_authToken=«a»
+//registry.npmjs.org/:_authToken=«b»
diff --git a/package.json b/package.json
index «_i2»..«_i3» 100644
--- a/package.json
+++ b/package.json
@@ -1,6 +1,6 @@
 {
   "name": "@acme/dashboard",
-  "version": "3.4.1",
+  "version": "3.5.0",
   "private": true,
`, V{"_c": g.gitSHA(), "=d": g.dfDate(), "_i1": g.dfIdx(), "a": g.ghp(), "b": g.npmTok(), "_i2": g.dfIdx(), "_i3": g.dfIdx()},
		"@acme:registry=https://npm.pkg.github.com", `"name": "@acme/dashboard"`, "2 files changed, 4 insertions(+), 1 deletion(-)")

	g.dfAdd("git-diff-head-tilde-config-toml", `
$ git diff HEAD~1 -- config/production.toml
diff --git a/config/production.toml b/config/production.toml
index «_i1»..«_i2» 100644
--- a/config/production.toml
+++ b/config/production.toml
@@ -8,10 +8,10 @@ max_connections = 40
 [smtp]
 host = "email-smtp.eu-west-1.amazonaws.com"
 port = 587
-username = "«u1»"
-password = "«a»"
+username = "«u2»"
+password = "«b»"
 
 [oauth.github]
 client_id = "«_cid»"
-client_secret = "«c»"
+client_secret = "«d»"
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "u1": g.awsID(), "a": "B" + g.s(alB64, 43), "u2": g.awsID(), "b": "B" + g.s(alB64, 43), "_cid": "Ov23li" + g.an(14), "c": g.hex(40), "d": g.hex(40)},
		"email-smtp.eu-west-1.amazonaws.com", "max_connections = 40", "[oauth.github]")

	g.dfAdd("git-diff-cached-name-status-then-patch", `
$ git diff --cached --name-status
M	app/settings/base.py
A	app/settings/local.py
$ git diff --cached app/settings/local.py
diff --git a/app/settings/local.py b/app/settings/local.py
new file mode 100644
index 0000000..«_i1»
--- /dev/null
+++ b/app/settings/local.py
@@ -0,0 +1,12 @@
+from .base import *  # noqa
+
+DEBUG = True
+SECRET_KEY = "«a»"
+DATABASES["default"].update(
+    HOST="db.staging.acme.lan",
+    PASSWORD="«b»",
+)
+EMAIL_HOST_PASSWORD = "«c»"
+AWS_STORAGE_BUCKET_NAME = "acme-media-staging"
+AWS_S3_ACCESS_KEY_ID = "«d»"
+AWS_S3_SECRET_ACCESS_KEY = "«e»"
`, V{"_i1": g.dfIdx(), "a": g.djangoKey(), "b": g.pw(), "c": g.s(alLower, 16), "d": g.awsID(), "e": g.awsSecret()}, "db.staging.acme.lan", "acme-media-staging", "A	app/settings/local.py")

	g.dfAdd("git-reflog-show-lost-commit", `
$ git reflog -5
«_s1» HEAD@{0}: reset: moving to HEAD~1
«_s2» HEAD@{1}: commit: add grafana provisioning
«_s1» HEAD@{2}: pull: Fast-forward
«_s3» HEAD@{3}: checkout: moving from fix/alerts to main
«_s4» HEAD@{4}: commit: alerts: tune thresholds
$ git show HEAD@{1} --format=%H -- grafana/provisioning/datasources/prom.yaml | sed -n '1,30p'
«_c»

diff --git a/grafana/provisioning/datasources/prom.yaml b/grafana/provisioning/datasources/prom.yaml
new file mode 100644
index 0000000..«_i1»
--- /dev/null
+++ b/grafana/provisioning/datasources/prom.yaml
@@ -0,0 +1,11 @@
+apiVersion: 1
+datasources:
+  - name: Mimir
+    type: prometheus
+    url: https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom
+    basicAuth: true
+    basicAuthUser: «_u»
+    secureJsonData:
+      basicAuthPassword: «a»
+    jsonData:
+      httpMethod: POST
`, V{"_s1": g.hex(7), "_s2": g.hex(7), "_s3": g.hex(7), "_s4": g.hex(7), "_c": g.gitSHA(), "_i1": g.dfIdx(), "_u": g.digits(7), "a": "glc_" + g.b64(90)},
		"https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom", "HEAD@{1}: commit: add grafana provisioning")
}

// ---- word diffs, colour and side-by-side views ----

func (g *G) dfWordColor() {
	g.dfAdd("word-diff-plain-properties", `
$ git diff --word-diff src/main/resources/mail.properties
diff --git a/src/main/resources/mail.properties b/src/main/resources/mail.properties
index «_i1»..«_i2» 100644
--- a/src/main/resources/mail.properties
+++ b/src/main/resources/mail.properties
@@ -1,6 +1,6 @@
mail.smtp.host=smtp.sendgrid.net
mail.smtp.port=587
mail.smtp.user=apikey
mail.smtp.password=[-«a»-]{+«b»+}
mail.smtp.starttls.enable=true
mail.from=no-reply@acme.io
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.sendgrid(), "b": g.sendgrid()}, "mail.smtp.host=smtp.sendgrid.net", "mail.smtp.user=apikey", "mail.smtp.starttls.enable=true")

	g.dfAdd("word-diff-porcelain-url-password", `
$ git diff --word-diff=porcelain -U0 .env.staging
diff --git a/.env.staging b/.env.staging
index «_i1»..«_i2» 100644
--- a/.env.staging
+++ b/.env.staging
@@ -2 +2 @@
 DATABASE_URL=postgres://app:
-«a»
+«b»
 @db.staging.internal:5432/app
~
@@ -7 +7 @@
 AMQP_URL=amqps://svc:
-«c»
+«d»
 @b-7d1e.mq.eu-west-1.amazonaws.com:5671
~
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL(), "d": g.pwURL()}, "@db.staging.internal:5432/app", "@b-7d1e.mq.eu-west-1.amazonaws.com:5671")

	g.dfAdd("color-words-ansi-escapes", `
$ git -c color.ui=always diff --color-words config/hubspot.yml | cat
␛[1mdiff --git a/config/hubspot.yml b/config/hubspot.yml␛[m
␛[1mindex «_i1»..«_i2» 100644␛[m
␛[1m--- a/config/hubspot.yml␛[m
␛[1m+++ b/config/hubspot.yml␛[m
␛[36m@@ -1,4 +1,4 @@␛[m
portal_id: «_p»
access_token: ␛[31m«a»␛[m␛[32m«b»␛[m
sync_interval: 15m
owners_pipeline: default
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "_p": g.digits(8), "a": g.hubspot(), "b": g.hubspot()}, "sync_interval: 15m", "owners_pipeline: default")

	g.dfAdd("color-words-stripped-by-terminal-copy", `
> here is what git diff --color-words showed me, the colours got lost in the copy:

src/config.ts
@@ -3,7 +3,7 @@ export const config = {
  openrouterBaseUrl: "https://openrouter.ai/api/v1",
  openrouterKey: "«a»""«b»",
  model: "anthropic/claude-3.5-sonnet",

which one is the new key? the second one right?
`, V{"a": g.openrouter(), "b": g.openrouter()}, "https://openrouter.ai/api/v1", `model: "anthropic/claude-3.5-sonnet"`)

	g.dfAdd("git-diff-color-always-ansi-lines", `
$ git diff --color=always deploy/.env.prod | less -R
␛[1mdiff --git a/deploy/.env.prod b/deploy/.env.prod␛[m
␛[1mindex «_i1»..«_i2» 100644␛[m
␛[1m--- a/deploy/.env.prod␛[m
␛[1m+++ b/deploy/.env.prod␛[m
␛[36m@@ -4,5 +4,5 @@␛[m ␛[mAPP_URL=https://app.acme.io␛[m
 LOG_CHANNEL=stderr␛[m
 QUEUE_CONNECTION=sqs␛[m
␛[31m-PUSHER_APP_SECRET=«a»␛[m
␛[32m+␛[m␛[32mPUSHER_APP_SECRET=«b»␛[m
 PUSHER_APP_CLUSTER=eu␛[m
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.s(alLowNum, 20), "b": g.s(alLowNum, 20)}, "APP_URL=https://app.acme.io", "PUSHER_APP_CLUSTER=eu")

	g.dfAdd("word-diff-regex-json-token", `
$ git diff --word-diff --word-diff-regex='[^[:space:]",]+' appsettings.Development.json
diff --git a/appsettings.Development.json b/appsettings.Development.json
index «_i1»..«_i2» 100644
--- a/appsettings.Development.json
+++ b/appsettings.Development.json
@@ -6,7 +6,7 @@
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "TenantId": "«_t»",
    "ClientId": "«_c»",
    "ClientSecret": "[-«a»-]{+«b»+}"
  },
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "_t": g.uuid(), "_c": g.uuid(), "a": g.azSecret(), "b": g.azSecret()}, "https://login.microsoftonline.com/")

	g.dfAdd("delta-side-by-side-boxes", `
$ git -c core.pager=delta diff secrets/ci.env

secrets/ci.env
───────────────────────────────────────────────────────────────────────────

───┐
2: │
───┘
│  1 │CI=true                                │  1 │CI=true
│  2 │CODECOV_TOKEN=«a»                      │  2 │CODECOV_TOKEN=«b»
│  3 │SNYK_TOKEN=«c»                         │  3 │SNYK_TOKEN=«c»
│    │                                       │  4 │DEEPSOURCE_DSN=https://«d»@app.deepsource.com
`, V{"a": g.uuid(), "b": g.uuid(), "c": g.uuid(), "d": g.hex(32)}, "secrets/ci.env")

	g.dfAdd("diff-so-fancy-header-and-hunk", `
────────────────────────────────────────────────────────────────────────────────
modified: terraform/providers.tf
────────────────────────────────────────────────────────────────────────────────
@ terraform/providers.tf:12 @ provider "datadog" {
  api_url = "https://api.datadoghq.eu/"
  api_key = "«a»"
  app_key = "«b»"
  api_key = var.datadog_api_key
  app_key = var.datadog_app_key
}
`, V{"a": g.hex(32), "b": g.hex(40)}, "modified: terraform/providers.tf", "var.datadog_app_key", "https://api.datadoghq.eu/")

	g.dfAdd("difftastic-two-column", `
$ GIT_EXTERNAL_DIFF=difft git diff config/sentry.yml
config/sentry.yml --- YAML
1 org: acme                                   1 org: acme
2 project: checkout-web                       2 project: checkout-web
3 auth_token: «a» 3 auth_token: «b»
4 url: https://sentry.io/                     4 url: https://sentry.io/
`, V{"a": g.sentryUser(), "b": g.sentryUser()}, "project: checkout-web", "config/sentry.yml --- YAML")

	g.dfAdd("icdiff-side-by-side", `
$ icdiff --cols=160 --no-headers config/old.ini config/new.ini
[twilio]                                                                 [twilio]
account_sid = «_sid»                                                     account_sid = «_sid»
auth_token = «a»                                                         auth_token = «b»
from_number = +15005550006                                               from_number = +15005550006
[ably]                                                                   [ably]
                                                                         api_key = «_app».«_kid»:«c»
`, V{"_sid": g.twilioSID(), "a": g.dfTwilioTok(), "b": g.dfTwilioTok(), "_app": g.an(6), "_kid": g.an(6), "c": g.b64u(43)}, "from_number = +15005550006")
}

// ---- diff(1) outputs: unified, context, normal, side by side ----

func (g *G) dfPlainDiff() {
	g.dfAdd("diff-u-backup-vs-current", `
$ diff -u /etc/pgbouncer/userlist.txt.bak /etc/pgbouncer/userlist.txt
--- /etc/pgbouncer/userlist.txt.bak	2025-02-03 09:41:17.382910113 +0000
+++ /etc/pgbouncer/userlist.txt	2025-02-03 09:44:52.011875420 +0000
@@ -1,3 +1,4 @@
 "pgbouncer" "«_h»"
 "app_rw" "«a»"
-"metabase" "«b»"
+"metabase" "«c»"
+"airflow" "«d»"
`, V{"_h": "md5" + g.hex(32), "a": "SCRAM-SHA-256$4096:" + g.b64(16) + "$" + g.b64(32) + ":" + g.b64(32), "b": g.pw(), "c": g.pw(), "d": g.pwStrong()},
		"/etc/pgbouncer/userlist.txt.bak")

	g.dfAdd("diff-c-context-format", `
$ diff -c settings.cfg.orig settings.cfg
*** settings.cfg.orig	2024-11-19 17:02:44.000000000 +0100
--- settings.cfg	2024-11-20 08:15:09.000000000 +0100
***************
*** 3,9 ****
  [upstream]
  base_url = https://api.example-payments.com/v2
  merchant_id = «_m»
! api_secret = «a»
  timeout = 20
  
  [cache]
--- 3,9 ----
  [upstream]
  base_url = https://api.example-payments.com/v2
  merchant_id = «_m»
! api_secret = «b»
  timeout = 20
  
  [cache]
`, V{"_m": "MID" + g.digits(9), "a": g.hex(48), "b": g.hex(48)}, "https://api.example-payments.com/v2", "*** 3,9 ****")

	g.dfAdd("diff-normal-format", `
$ diff .env .env.production
3c3
< NODE_ENV=development
---
> NODE_ENV=production
7,8c7,8
< SUPABASE_URL=http://127.0.0.1:54321
< SUPABASE_SERVICE_ROLE_KEY=
---
> SUPABASE_URL=https://«_ref».supabase.co
> SUPABASE_SERVICE_ROLE_KEY=«a»
11a12
> RESEND_API_KEY=«b»
`, V{"_ref": g.s(alLower, 20), "a": g.supabaseService(), "b": "re_" + g.an(8) + "_" + g.an(24)}, "SUPABASE_URL=http://127.0.0.1:54321", "NODE_ENV=production")

	wa, _ := g.wireguard()
	wb, _ := g.wireguard()
	_, wp1 := g.wireguard()
	_, wp2 := g.wireguard()
	g.dfAdd("diff-y-tabs-side-by-side", `
$ diff -y --suppress-common-lines wg0.conf.old wg0.conf
PrivateKey = «a»			      |	PrivateKey = «b»
								      >	PresharedKey = «c»
PublicKey = «_p1»			      |	PublicKey = «_p2»
`, V{"a": wa, "b": wb, "c": g.b64(32), "_p1": wp1, "_p2": wp2}, "wg0.conf.old", "--suppress-common-lines")

	g.dfAdd("colordiff-ansi-unified", `
$ colordiff -u haproxy.cfg.bak haproxy.cfg
␛[0;36m--- haproxy.cfg.bak	2025-03-11 14:20:01.000000000 +0000␛[0;0m
␛[0;36m+++ haproxy.cfg	2025-03-11 14:31:45.000000000 +0000␛[0;0m
␛[0;35m@@ -22,7 +22,7 @@␛[0;0m
 listen stats
     bind :8404
     stats enable
     stats uri /stats
␛[0;31m-    stats auth admin:admin␛[0;0m
␛[0;32m+    stats auth admin:«a»␛[0;0m
     stats refresh 10s
 
 userlist api_users
`, V{"a": g.pw()}, "stats uri /stats", "stats auth admin:admin")

	g.dfAdd("diff-ru-two-directories", `
$ diff -ruN deploy.old/ deploy/
diff -ruN deploy.old/env/prod.env deploy/env/prod.env
--- deploy.old/env/prod.env	2025-04-02 10:00:00.000000000 +0200
+++ deploy/env/prod.env	2025-04-08 16:12:37.418221009 +0200
@@ -1,4 +1,4 @@
 APP_NAME=orders
-NEW_RELIC_LICENSE_KEY=«a»
+NEW_RELIC_LICENSE_KEY=«b»
 NEW_RELIC_APP_NAME=orders-prod
 OTEL_EXPORTER_OTLP_ENDPOINT=https://otlp.eu01.nr-data.net
diff -ruN deploy.old/env/worker.env deploy/env/worker.env
--- deploy.old/env/worker.env	1970-01-01 01:00:00.000000000 +0100
+++ deploy/env/worker.env	2025-04-08 16:12:37.418221009 +0200
@@ -0,0 +1,2 @@
+QUEUE_URL=https://sqs.eu-central-1.amazonaws.com/«_acct»/orders-worker
+FLY_API_TOKEN=«c»
`, V{"a": g.hex(36) + "NRAL", "b": g.hex(36) + "NRAL", "_acct": g.digits(12), "c": "FlyV1 fm2_" + g.b64u(300)}, "NEW_RELIC_APP_NAME=orders-prod", "https://otlp.eu01.nr-data.net")

	g.dfAdd("git-diff-no-index-two-files", `
$ git diff --no-index ~/.config/gh/hosts.yml /tmp/hosts.yml.new
diff --git a/home/sam/.config/gh/hosts.yml b/tmp/hosts.yml.new
index «_i1»..«_i2» 100644
--- a/home/sam/.config/gh/hosts.yml
+++ b/tmp/hosts.yml.new
@@ -1,5 +1,9 @@
 github.com:
     git_protocol: ssh
     users:
         sam-okafor:
-            oauth_token: «a»
+            oauth_token: «b»
     user: sam-okafor
+github.acme-corp.com:
+    git_protocol: https
+    oauth_token: «c»
+    user: sokafor
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.gho(), "b": g.gho(), "c": g.gho()}, "git_protocol: ssh", "github.acme-corp.com:", "user: sam-okafor")

	g.dfAdd("vimdiff-dump-with-fold-markers", `
:windo diffthis  (copied from the two vim windows, left is HEAD, right is working tree)

  +--  6 lines: [global]-----------------------  |  +--  6 lines: [global]-----------------------
  [remote "backup"]                              |  [remote "backup"]
  url = sftp://backup@nas.home.lan/volume1/git   |  url = sftp://backup@nas.home.lan/volume1/git
  password = «a»                                 |  password = «b»
  --------------------------------------------   |  sshkeyfile = ~/.ssh/nas_backup
`, V{"a": g.pw(), "b": g.pw()}, "sftp://backup@nas.home.lan/volume1/git", "sshkeyfile = ~/.ssh/nas_backup")
}

// ---- merge conflicts ----

func (g *G) dfConflicts() {
	g.dfAdd("conflict-env-two-sides", `
$ git merge origin/release/2025.03
Auto-merging .env.ci
CONFLICT (content): Merge conflict in .env.ci
Automatic merge failed; fix conflicts and then commit the result.
$ cat .env.ci
CI=true
<<<<<<< HEAD
BROWSERSTACK_ACCESS_KEY=«a»
=======
BROWSERSTACK_ACCESS_KEY=«b»
>>>>>>> origin/release/2025.03
BROWSERSTACK_USERNAME=acmeqa_«_u»
`, V{"a": g.an(20), "b": g.an(20), "_u": g.s(alLowNum, 8)}, "CONFLICT (content): Merge conflict in .env.ci", ">>>>>>> origin/release/2025.03")

	g.dfAdd("conflict-diff3-yaml-with-base", `
$ git checkout --conflict=diff3 config/integrations.yaml && sed -n '10,24p' config/integrations.yaml
pagerduty:
<<<<<<< ours
  routing_key: «a»
  severity: critical
||||||| base
  routing_key: «b»
  severity: error
=======
  routing_key: «b»
  severity: critical
  service_id: «_svc»
>>>>>>> theirs
opsgenie:
  api_key: «c»
`, V{"a": g.hex(32), "b": g.hex(32), "_svc": "P" + g.s(alUpNum, 6), "c": g.uuid()}, "git checkout --conflict=diff3", "||||||| base")

	g.dfAdd("conflict-zdiff3-json", `
$ git -c merge.conflictStyle=zdiff3 merge feature/oauth
Auto-merging firebase.json
Auto-merging functions/.runtimeconfig.json
CONFLICT (content): Merge conflict in functions/.runtimeconfig.json
$ cat functions/.runtimeconfig.json
{
  "slack": {
<<<<<<< HEAD
    "signing_secret": "«a»",
||||||| «_b»
    "signing_secret": "«c»",
=======
    "signing_secret": "«c»",
    "client_secret": "«d»",
>>>>>>> feature/oauth
    "client_id": "«_cid»"
  }
}
`, V{"a": g.hex(32), "_b": g.hex(7), "c": g.hex(32), "d": g.hex(32), "_cid": g.digits(12) + "." + g.digits(13)}, "Auto-merging firebase.json", ">>>>>>> feature/oauth")

	g.dfAdd("conflict-rebase-applying-commit", `
$ git rebase main
Auto-merging src/clients/payments.go
CONFLICT (content): Merge conflict in src/clients/payments.go
error: could not apply «_s»... payments: switch to Adyen live
hint: Resolve all conflicts manually, mark them as resolved with
hint: "git add/rm <conflicted_files>", then run "git rebase --continue".
hint: You can instead skip this commit: run "git rebase --skip".
hint: To abort and get back to the state before "git rebase", run "git rebase --abort".
Could not apply «_s»... payments: switch to Adyen live
$ git diff
diff --cc src/clients/payments.go
index «_i1»,«_i2»..0000000
--- a/src/clients/payments.go
+++ b/src/clients/payments.go
@@@ -14,7 -14,7 +14,11 @@@ func NewAdyen() *adyen.APIClient 
  	return adyen.NewClient(&common.Config{
++<<<<<<< HEAD
 +		ApiKey:      os.Getenv("ADYEN_API_KEY"),
 +		Environment: common.TestEnv,
++=======
+ 		ApiKey:      "«a»",
+ 		Environment: common.LiveEnv,
++>>>>>>> «_s» (payments: switch to Adyen live)
  	})
  }
`, V{"_s": g.hex(7), "_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": "AQE" + g.b64(60) + "-" + g.b64(32) + "-" + g.an(10)}, `os.Getenv("ADYEN_API_KEY")`, "hint: You can instead skip this commit")

	g.dfAdd("conflict-stash-pop-settings", `
$ git stash pop
Auto-merging local_settings.py
CONFLICT (content): Merge conflict in local_settings.py
The stash entry is kept in case you need it again.
$ grep -n -A6 '<<<<<<<' local_settings.py
31:<<<<<<< Updated upstream
32-OPENAI_API_KEY = os.environ.get("OPENAI_API_KEY")
33-=======
34-OPENAI_API_KEY = "«a»"
35-PINECONE_API_KEY = "«b»"
36->>>>>>> Stashed changes
37-PINECONE_INDEX = "docs-prod"
`, V{"a": g.openai(), "b": g.pinecone()}, "The stash entry is kept in case you need it again.", `PINECONE_INDEX = "docs-prod"`)

	g.dfAdd("conflict-terraform-tfvars-status", `
$ git status --short
UU envs/prod/terraform.tfvars
M  modules/dns/main.tf
$ sed -n '1,16p' envs/prod/terraform.tfvars
project   = "acme-prod-318204"
region    = "europe-west4"
<<<<<<< HEAD
github_app_private_key_path = "keys/app.pem"
github_app_webhook_secret   = "«a»"
=======
github_app_webhook_secret   = "«b»"
tfc_token                   = "«c»"
>>>>>>> infra/rotate-secrets
dns_zone = "acme-prod-zone"
`, V{"a": g.an(32), "b": g.an(32), "c": g.tfcToken()}, `project   = "acme-prod-318204"`, "UU envs/prod/terraform.tfvars", ">>>>>>> infra/rotate-secrets")

	g.dfAdd("conflict-mergetool-orig-backup-files", `
$ git mergetool
Merging:
config/mqtt.conf

Normal merge conflict for 'config/mqtt.conf':
  {local}: modified file
  {remote}: modified file
$ ls config/
mqtt.conf  mqtt.conf.orig  mqtt.conf_BASE_41822.conf  mqtt.conf_LOCAL_41822.conf  mqtt.conf_REMOTE_41822.conf
$ cat config/mqtt.conf_REMOTE_41822.conf
broker = ssl://b-9a3c.iot.eu-central-1.amazonaws.com:8883
client_id = sensor-gateway-07
username = gateway07
password = «a»
$ cat config/mqtt.conf_LOCAL_41822.conf
broker = ssl://b-9a3c.iot.eu-central-1.amazonaws.com:8883
client_id = sensor-gateway-07
username = gateway07
password = «b»
`, V{"a": g.pw(), "b": g.pw()}, "mqtt.conf_BASE_41822.conf", "client_id = sensor-gateway-07", "Normal merge conflict for 'config/mqtt.conf':")

	g.dfAdd("conflict-cherry-pick-pem-inline", `
$ git cherry-pick «_s»
error: could not apply «_s»... tls: add staging cert
hint: After resolving the conflicts, mark them with
hint: "git add/rm <pathspec>", then run
hint: "git cherry-pick --continue".
$ head -12 k8s/staging/tls-secret.yaml
apiVersion: v1
kind: Secret
type: kubernetes.io/tls
metadata:
  name: api-tls
stringData:
<<<<<<< HEAD
  tls.key: ""
=======
  tls.key: |
    -----BEGIN EC PRIVATE KEY-----
    «k0»
    «k1»
    «k2»
    -----END EC PRIVATE KEY-----
>>>>>>> «_s» (tls: add staging cert)
`, V{"_s": g.hex(7), "k0": g.b64(48), "k1": g.b64(48), "k2": g.b64(24)}, "type: kubernetes.io/tls", "name: api-tls")

	g.dfAdd("conflict-package-json-publishconfig", `
<<<<<<< HEAD
  "publishConfig": {
    "registry": "https://registry.npmjs.org/",
    "access": "public"
  },
=======
  "publishConfig": {
    "registry": "https://«_acct».d.codeartifact.us-east-1.amazonaws.com/npm/shared/",
    "//«_acct».d.codeartifact.us-east-1.amazonaws.com/npm/shared/:_authToken": "«a»"
  },
>>>>>>> ci/codeartifact
`, V{"_acct": "acme-" + g.digits(12), "a": b64raw(`{"ver":1,"isu":`) + g.b64u(600)}, `"access": "public"`, ">>>>>>> ci/codeartifact")

	g.dfAdd("conflict-rerere-recorded", `
$ git merge develop
Auto-merging docker/.env
CONFLICT (content): Merge conflict in docker/.env
Resolved 'docker/.env' using previous resolution.
Automatic merge failed; fix conflicts and then commit the result.
$ git rerere diff
--- a/docker/.env
+++ b/docker/.env
@@@ -1,8 -1,8 +1,7 @@@
  COMPOSE_PROJECT_NAME=acme
- <<<<<<<
- KEYCLOAK_ADMIN_PASSWORD=«a»
- =======
  KEYCLOAK_ADMIN_PASSWORD=«b»
- >>>>>>>
  KC_DB_PASSWORD=«c»
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pw()}, "Resolved 'docker/.env' using previous resolution.", "COMPOSE_PROJECT_NAME=acme")

	g.dfAdd("conflict-ls-files-stages-then-show", `
$ git ls-files -u
100644 «_b1» 1	config/ldap.yml
100644 «_b2» 2	config/ldap.yml
100644 «_b3» 3	config/ldap.yml
$ git show :3:config/ldap.yml
main:
  host: ldap.corp.acme.com
  port: 636
  encryption: simple_tls
  bind_dn: "CN=svc-gitlab,OU=Service Accounts,DC=corp,DC=acme,DC=com"
  password: "«a»"
  base: "OU=People,DC=corp,DC=acme,DC=com"
`, V{"_b1": g.gitSHA(), "_b2": g.gitSHA(), "_b3": g.gitSHA(), "a": g.pw()}, "CN=svc-gitlab,OU=Service Accounts,DC=corp,DC=acme,DC=com", "ldap.corp.acme.com")
}

// ---- patch mails, am, patch(1), .rej, quilt ----

func (g *G) dfPatchMail() {
	g.dfAdd("format-patch-file-header", `
$ cat 0002-ci-add-docker-hub-login.patch
From «_c» Mon Sep 17 00:00:00 2001
From: Oskar Lindqvist <oskar@example.se>
Date: Tue, 11 Feb 2025 13:47:02 +0100
Subject: [PATCH 2/3] ci: add docker hub login

---
 .drone.yml | 4 ++++
 1 file changed, 4 insertions(+)

diff --git a/.drone.yml b/.drone.yml
index «_i1»..«_i2» 100644
--- a/.drone.yml
+++ b/.drone.yml
@@ -9,6 +9,10 @@ steps:
   - name: publish
     image: plugins/docker
     settings:
+      username: acmebuild
+      password: «a»
+      repo: acme/edge-proxy
+      tags: [latest, ${DRONE_TAG}]
 
 trigger:
   event: [push, tag]
-- 
2.47.1

`, V{"_c": g.gitSHA(), "_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.dockerPAT()}, "Subject: [PATCH 2/3] ci: add docker hub login", "repo: acme/edge-proxy", "Mon Sep 17 00:00:00 2001")

	g.dfAdd("mbox-reply-quoting-patch", `
From: Marta Nowak <marta@example.pl>
To: dev@lists.example.org
Cc: Oskar Lindqvist <oskar@example.se>
Subject: Re: [PATCH v2 1/4] sync: add S3 mirror target
In-Reply-To: <20250211124702.31442-2-oskar@example.se>
Message-ID: <«_mid»@example.pl>

On Tue, Feb 11, 2025 at 01:47:02PM +0100, Oskar Lindqvist wrote:
> diff --git a/mirror.conf b/mirror.conf
> index «_i1»..«_i2» 100644
> --- a/mirror.conf
> +++ b/mirror.conf
> @@ -4,3 +4,6 @@ upstream = rsync://rsync.example.org/pub/
> +[target:s3]
> +access_key = «a»
> +secret_key = «b»

Please don't send real keys to a public list. These are in the archive
now (lore and the mailman archive both), so consider them burned and
rotate them today.

NAK for v2.
`, V{"_mid": g.hex(16), "_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.awsID(), "b": g.awsSecret()}, "<20250211124702.31442-2-oskar@example.se>", "NAK for v2.", "rsync://rsync.example.org/pub/")

	g.dfAdd("git-am-failed-show-current-patch", `
$ git am ~/Downloads/v3_20250301_sync_store_credentials.mbx
Applying: sync: store registry credentials
error: patch failed: deploy/registry.env:1
error: deploy/registry.env: patch does not apply
Patch failed at 0001 sync: store registry credentials
hint: Use 'git am --show-current-patch=diff' to see the failed patch
$ git am --show-current-patch=diff
---
 deploy/registry.env | 3 ++-
 1 file changed, 2 insertions(+), 1 deletion(-)

diff --git a/deploy/registry.env b/deploy/registry.env
index «_i1»..«_i2» 100644
--- a/deploy/registry.env
+++ b/deploy/registry.env
@@ -1,2 +1,3 @@
 REGISTRY=ghcr.io/acme
-REGISTRY_PASSWORD=
+REGISTRY_USER=acme-ci
+REGISTRY_PASSWORD=«a»
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.ghp()}, "Applying: sync: store registry credentials", "REGISTRY=ghcr.io/acme")

	g.dfAdd("patch-p1-failed-rej-file", `
$ patch -p1 < ../hotfix.diff
patching file config/app.php
patching file config/mail.php
Hunk #1 FAILED at 36.
1 out of 1 hunk FAILED -- saving rejects to file config/mail.php.rej
$ cat config/mail.php.rej
--- config/mail.php
+++ config/mail.php
@@ -36,7 +36,7 @@
             'host' => env('MAIL_HOST', 'smtp.mailgun.org'),
             'port' => env('MAIL_PORT', 587),
             'username' => env('MAIL_USERNAME', 'postmaster@mg.acme.io'),
-            'password' => env('MAIL_PASSWORD', '«a»'),
+            'password' => env('MAIL_PASSWORD', '«b»'),
             'timeout' => null,
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "b": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "1 out of 1 hunk FAILED -- saving rejects to file config/mail.php.rej", "postmaster@mg.acme.io")

	g.dfAdd("git-apply-reject-and-orig", `
$ git apply --reject --whitespace=fix ../patches/0001-metrics.patch
Checking patch conf/telegraf.conf...
error: while searching for:
  [[outputs.influxdb_v2]]
    urls = ["https://eu-central-1-1.aws.cloud2.influxdata.com"]
    token = "$INFLUX_TOKEN"

error: patch failed: conf/telegraf.conf:112
Applying patch conf/telegraf.conf with 1 reject...
Rejected hunk #1.
$ cat conf/telegraf.conf.rej
diff a/conf/telegraf.conf b/conf/telegraf.conf	(rejected hunks)
@@ -112,6 +112,6 @@
   [[outputs.influxdb_v2]]
     urls = ["https://eu-central-1-1.aws.cloud2.influxdata.com"]
-    token = "$INFLUX_TOKEN"
+    token = "«a»"
     organization = "acme-iot"
     bucket = "sensors"
`, V{"a": g.b64u(64) + "=="}, `token = "$INFLUX_TOKEN"`, "https://eu-central-1-1.aws.cloud2.influxdata.com", `organization = "acme-iot"`)

	g.dfAdd("quilt-debian-patch-header", `
$ cat debian/patches/0004-use-site-credentials.patch
Description: use site credentials for the mirror sync
 Local change, not for upstream.
Author: Ops Team <ops@example.net>
Forwarded: not-needed
Last-Update: 2025-01-20
---
This patch header follows DEP-3: http://dep.debian.net/deps/dep3/
--- a/etc/mirror-sync.conf
+++ b/etc/mirror-sync.conf
@@ -12,7 +12,7 @@
 [upstream]
 host = ftp.example.org
 user = mirror
-pass = 
+pass = «a»
 
 [notify]
 matrix_token = «b»
`, V{"a": g.pw(), "b": "syt_" + g.b64u(12) + "_" + g.an(20) + "_" + g.an(6)}, "Forwarded: not-needed", "http://dep.debian.net/deps/dep3/", "host = ftp.example.org")

	g.dfAdd("b4-am-lore-thread", `
$ b4 am 20250302093011.1183-1-dev@example.com
Grabbing thread from lore.kernel.org/all/20250302093011.1183-1-dev@example.com/t.mbox.gz
Analyzing 4 messages in the thread
Checking attestation on all messages, may take a moment...
---
  ✓ [PATCH 1/2] tools: add upload helper
  ✓ [PATCH 2/2] tools: document upload helper
  ---
  ✓ Signed: DKIM/example.com
---
Total patches: 2
---
 Link: https://lore.kernel.org/r/20250302093011.1183-1-dev@example.com
 Base: applies clean to current tree
       git checkout -b 20250302_dev_example_com HEAD
       git am ./20250302_dev_tools_add_upload_helper.mbx
$ grep -n 'TOKEN' ./20250302_dev_tools_add_upload_helper.mbx
88:+UPLOAD_TOKEN="${UPLOAD_TOKEN:-«a»}"
`, V{"a": g.hex(40)}, "Analyzing 4 messages in the thread", "git checkout -b 20250302_dev_example_com HEAD", "Signed: DKIM/example.com")

	g.dfAdd("interdiff-between-versions", `
$ interdiff v1-0001-config.patch v2-0001-config.patch
diff -u config/providers.ini config/providers.ini
--- config/providers.ini
+++ config/providers.ini
@@ -3,3 +3,3 @@
 [mistral]
-api_key = «a»
+api_key = «b»
 endpoint = https://api.mistral.ai/v1
`, V{"a": g.an(32), "b": g.an(32)}, "endpoint = https://api.mistral.ai/v1", "interdiff v1-0001-config.patch v2-0001-config.patch")

	g.dfAdd("send-email-dry-run-with-patch", `
$ git send-email --dry-run --to=infra@example.org 0001-*.patch
0001-monitoring-add-healthchecks-io-pings.patch
Dry-OK. Log says:
Sendmail: /usr/sbin/sendmail -i infra@example.org
From: Ravi Shankar <ravi@example.in>
To: infra@example.org
Subject: [PATCH] monitoring: add healthchecks.io pings
Date: Mon, 17 Mar 2025 10:04:11 +0530
Message-ID: <20250317043411.«_n»-1-ravi@example.in>
X-Mailer: git-send-email 2.48.1
MIME-Version: 1.0
Content-Transfer-Encoding: 8bit

Result: OK
$ sed -n '/^+/p' 0001-monitoring-add-healthchecks-io-pings.patch
+++ b/cron/backup.sh
+HC_PING="https://hc-ping.com/«_ping»"
+HC_API_KEY="«a»"
+curl -fsS -m 10 --retry 5 "$HC_PING/start" >/dev/null
`, V{"_n": g.digits(5), "_ping": g.uuid(), "a": g.an(32)}, "X-Mailer: git-send-email 2.48.1", "Dry-OK. Log says:")

	g.dfAdd("orig-file-left-after-patch", `
$ git status --porcelain --ignored
?? nginx/conf.d/upstream.conf.orig
!! nginx/conf.d/upstream.conf~
$ cat nginx/conf.d/upstream.conf.orig
upstream legacy_api {
    server 10.2.0.15:8080;
}
server {
    location /legacy/ {
        proxy_set_header Authorization "Basic «a»";
        proxy_pass http://legacy_api/;
    }
}
`, V{"a": b64s("integration:" + g.pw())}, "?? nginx/conf.d/upstream.conf.orig", "server 10.2.0.15:8080;", "proxy_pass http://legacy_api/;")
}

// ---- Subversion, Mercurial, CVS, Perforce and others ----

func (g *G) dfOtherVCS() {
	g.dfAdd("svn-diff-working-copy", `
$ svn diff conf/
Index: conf/jdbc.properties
===================================================================
--- conf/jdbc.properties	(revision 18244)
+++ conf/jdbc.properties	(working copy)
@@ -2,5 +2,5 @@
 jdbc.driverClassName=oracle.jdbc.OracleDriver
 jdbc.url=jdbc:oracle:thin:@//ora-prod-scan.corp.lan:1521/ERP
 jdbc.username=ERP_APP
-jdbc.password=«a»
+jdbc.password=«b»
 jdbc.pool.max=30
`, V{"a": g.pw(), "b": g.pw()}, "jdbc:oracle:thin:@//ora-prod-scan.corp.lan:1521/ERP", "(revision 18244)", "jdbc.username=ERP_APP")

	g.dfAdd("svn-log-diff-revision", `
$ svn log --diff -r 9127 ^/trunk/deploy
------------------------------------------------------------------------
r9127 | jmartin | 2025-02-19 16:40:02 +0100 (Wed, 19 Feb 2025) | 1 line

FTP upload for nightly builds

Index: deploy/upload.bat
===================================================================
--- deploy/upload.bat	(revision 9126)
+++ deploy/upload.bat	(revision 9127)
@@ -1,3 +1,4 @@
 @echo off
 set SRC=%~dp0..\out
-winscp.com /command "open ftp://builds@ftp.acme-partner.com/" "put %SRC%\*" "exit"
+winscp.com /command "open ftps://builds:«a»@ftp.acme-partner.com/ -explicit" "put %SRC%\*" "exit"
+rem password rotated by vendor on 2025-02-18
 
------------------------------------------------------------------------
`, V{"a": g.pwURL()}, "r9127 | jmartin | 2025-02-19 16:40:02 +0100 (Wed, 19 Feb 2025) | 1 line", "ftp://builds@ftp.acme-partner.com/")

	g.dfAdd("svn-blame-config", `
$ svn blame conf/ldap.conf
  8811    pkovacs # LDAP settings
  8811    pkovacs url = ldaps://dc01.corp.lan:636
  9002   jmartin bind_dn = CN=svc-jira,OU=svc,DC=corp,DC=lan
  9002   jmartin bind_pw = «a»
 10344   jmartin search_base = OU=Users,DC=corp,DC=lan
`, V{"a": g.pw()}, "ldaps://dc01.corp.lan:636", "CN=svc-jira,OU=svc,DC=corp,DC=lan")

	g.dfAdd("hg-diff-git-style", `
$ hg diff --git settings.ini
diff --git a/settings.ini b/settings.ini
--- a/settings.ini
+++ b/settings.ini
@@ -11,6 +11,7 @@
 [mapbox]
 style = mapbox://styles/acme/clx8u2m0c00de01qr7d4b
 public_token = «_pk»
+secret_token = «a»
 
 [storage]
 backend = gcs
`, V{"_pk": g.mapboxPK(), "a": g.mapboxSK()}, "mapbox://styles/acme/clx8u2m0c00de01qr7d4b", "backend = gcs")

	g.dfAdd("hg-log-p-changeset", `
$ hg log -p -r 4512
changeset:   4512:«_n»
branch:      stable
user:        Ingrid Berg <ingrid@example.no>
date:        Thu Jan 30 11:05:49 2025 +0100
summary:     hgrc: push to the new server

diff -r «_p» -r «_n» .hg-shared/hgrc
--- a/.hg-shared/hgrc	Wed Jan 29 17:22:10 2025 +0100
+++ b/.hg-shared/hgrc	Thu Jan 30 11:05:49 2025 +0100
@@ -1,4 +1,4 @@
 [paths]
-default = https://hg.acme.no/firmware
+default = https://ingrid:«a»@hg2.acme.no/firmware
 [ui]
 username = Ingrid Berg <ingrid@example.no>
`, V{"_n": g.hex(12), "_p": g.hex(12), "a": g.pwURL()}, "summary:     hgrc: push to the new server", "https://hg.acme.no/firmware")

	g.dfAdd("hg-shelve-patch", `
$ hg shelve --list --patch
default         (2m ago)    changes to: wip azure deploy
diff --git a/deploy/azure.sh b/deploy/azure.sh
--- a/deploy/azure.sh
+++ b/deploy/azure.sh
@@ -2,4 +2,7 @@
 set -e
-az login --identity
+az login --service-principal \
+  -u «_app» \
+  -p «a» \
+  --tenant «_t»
 az acr login -n acmeregistry
`, V{"_app": g.uuid(), "a": g.azSecret(), "_t": g.uuid()}, "az acr login -n acmeregistry", "az login --identity", "changes to: wip azure deploy")

	g.dfAdd("cvs-diff-u-rcs-header", `
$ cvs diff -u etc/radius/clients.conf
Index: etc/radius/clients.conf
===================================================================
RCS file: /cvsroot/netops/etc/radius/clients.conf,v
retrieving revision 1.31
diff -u -r1.31 clients.conf
--- etc/radius/clients.conf	14 Nov 2024 08:12:40 -0000	1.31
+++ etc/radius/clients.conf	3 Mar 2025 15:01:22 -0000
@@ -18,6 +18,11 @@
 	secret = «a»
 	shortname = core-sw1
 }
+client wlc-02 {
+	ipaddr = 10.9.0.12
+	secret = «b»
+	shortname = wlc-02
+}
`, V{"a": g.an(24), "b": g.an(24)}, "RCS file: /cvsroot/netops/etc/radius/clients.conf,v", "shortname = core-sw1", "ipaddr = 10.9.0.12")

	g.dfAdd("p4-diff2-depot-revisions", `
$ p4 diff2 -du //depot/game/Config/DefaultEngine.ini#41 //depot/game/Config/DefaultEngine.ini#42
==== //depot/game/Config/DefaultEngine.ini#41 (text) - //depot/game/Config/DefaultEngine.ini#42 (text) ==== content
@@ -88,4 +88,4 @@
 [OnlineSubsystemSteam]
 bEnabled=true
 SteamDevAppId=«_app»
-SteamWebApiKey=«a»
+SteamWebApiKey=«b»
`, V{"_app": g.digits(7), "a": g.s(alHexU, 32), "b": g.s(alHexU, 32)}, "[OnlineSubsystemSteam]", "//depot/game/Config/DefaultEngine.ini#42")

	g.dfAdd("p4-annotate-changelists", `
$ p4 annotate -c -u //depot/tools/build/upload.py
//depot/tools/build/upload.py#7 - edit change 881204 (text)
880102: jli 2025/01/07 import boto3
880102: jli 2025/01/07
881204: rkhan 2025/01/21 S3_KEY_ID = "«a»"
881204: rkhan 2025/01/21 S3_SECRET = "«b»"
880102: jli 2025/01/07 BUCKET = "acme-game-builds"
`, V{"a": g.awsID(), "b": g.awsSecret()}, "//depot/tools/build/upload.py#7 - edit change 881204 (text)", `BUCKET = "acme-game-builds"`)

	g.dfAdd("sapling-sl-diff", `
$ sl diff -r .^
diff --git a/scripts/fetch_models.sh b/scripts/fetch_models.sh
--- a/scripts/fetch_models.sh
+++ b/scripts/fetch_models.sh
@@ -1,5 +1,5 @@
 #!/usr/bin/env bash
-export REPLICATE_API_TOKEN="${REPLICATE_API_TOKEN:?set it}"
+export REPLICATE_API_TOKEN="«a»"
 python -m fetch --model black-forest-labs/flux-schnell --out models/
`, V{"a": g.replicate()}, `${REPLICATE_API_TOKEN:?set it}`, "black-forest-labs/flux-schnell")

	g.dfAdd("pijul-diff-and-darcs-whatsnew", `
$ pijul diff
message = ''
timestamp = '2025-03-02T18:22:10.401112Z'

[[authors]]
key = '«_pk»'

# Dependencies

# Hunks

1. Edit in "deploy.toml":4 4.311 "UTF-8"
B:BD 3.215 -> 3.215:276/3
  up 3.276, new 3.300:318
- token = ""
+ token = "«a»"
$ darcs whatsnew
hunk ./deploy.toml 4
-token = ""
+token = "«a»"
`, V{"_pk": g.s(alB58, 44), "a": g.doToken()}, "# Dependencies", "hunk ./deploy.toml 4")
}

// ---- blame and grep ----

func (g *G) dfBlameGrep() {
	g.dfAdd("blame-default-format", `
$ git blame -L 20,26 src/integrations/linear.ts
«_s1» (Priya Raman   2024-10-02 11:14:09 +0530 20) import { LinearClient } from '@linear/sdk';
«_s1» (Priya Raman   2024-10-02 11:14:09 +0530 21) 
«_s2» (Marco Bianchi 2025-01-16 18:52:31 +0100 22) const linear = new LinearClient({
«_s2» (Marco Bianchi 2025-01-16 18:52:31 +0100 23)   apiKey: '«a»',
«_s1» (Priya Raman   2024-10-02 11:14:09 +0530 24) });
^«_s3» (Priya Raman   2024-09-30 09:01:44 +0530 25) 
«_s1» (Priya Raman   2024-10-02 11:14:09 +0530 26) export default linear;
`, V{"_s1": g.hex(8), "_s2": g.hex(8), "_s3": g.hex(7), "a": g.linear()}, "import { LinearClient } from '@linear/sdk';", "Marco Bianchi 2025-01-16 18:52:31 +0100 22")

	g.dfAdd("blame-e-email-w-C", `
$ git blame -e -w -C -L '/AIRTABLE/,+3' sync/airtable.py
«_s1» sync/airtable.py (<yuki@example.jp> 2025-02-02 10:00:01 +0900 14) AIRTABLE_BASE = "app«_base»"
«_s2» lib/config.py    (<sam@example.com> 2024-07-19 15:22:48 -0400 15) AIRTABLE_TOKEN = "«a»"
«_s1» sync/airtable.py (<yuki@example.jp> 2025-02-02 10:00:01 +0900 16) AIRTABLE_TABLE = "tbl«_tbl»"
`, V{"_s1": g.hex(8), "_s2": g.hex(8), "_base": g.an(14), "a": g.airtable(), "_tbl": g.an(14)}, "lib/config.py", "<yuki@example.jp>")

	g.dfAdd("blame-porcelain-record", `
$ git blame --porcelain -L 9,9 .circleci/config.yml
«_c» 9 9 1
author Wei Zhang
author-mail <wei@example.cn>
author-time 1737363122
author-tz +0800
committer GitHub
committer-mail <noreply@github.com>
committer-time 1737363122
committer-tz +0000
summary ci: cache key for node modules
previous «_p» .circleci/config.yml
filename .circleci/config.yml
	          COVERALLS_REPO_TOKEN: «a»
`, V{"_c": g.gitSHA(), "_p": g.gitSHA(), "a": g.an(33)}, "summary ci: cache key for node modules", "author-mail <wei@example.cn>")

	g.dfAdd("blame-incremental-then-line", `
$ git blame --incremental -L 3,3 infra/cloudinit.yaml && sed -n 3p infra/cloudinit.yaml
«_c» 3 3 1
author Noah Williams
author-mail <noah@example.com>
author-time 1718201443
author-tz -0500
committer Noah Williams
committer-mail <noah@example.com>
committer-time 1718201443
committer-tz -0500
summary bootstrap: join tailnet on first boot
boundary
filename infra/cloudinit.yaml
  - tailscale up --authkey=«a» --ssh --advertise-tags=tag:server
`, V{"_c": g.gitSHA(), "a": g.tailscale()}, "summary bootstrap: join tailnet on first boot", "--advertise-tags=tag:server")

	g.dfAdd("git-grep-n-heading-break", `
$ git grep -n --heading --break -i 'api[_-]\?key'
apps/mobile/app.config.ts
31:      revenueCatKey: process.env.EXPO_PUBLIC_RC_KEY,
32:      posthogKey: '«_ph»',

scripts/smoke.sh
4:export BRAVE_API_KEY=«a»

services/search/.env.example
2:TYPESENSE_API_KEY=xyz

services/search/docker-compose.yml
14:      TYPESENSE_API_KEY: «b»
`, V{"_ph": "phc_" + g.an(43), "a": "BSA" + g.an(28), "b": g.an(32)}, "TYPESENSE_API_KEY=xyz", "process.env.EXPO_PUBLIC_RC_KEY")

	g.dfAdd("git-grep-across-revisions-rev-list", `
$ git grep -n 'GITLAB_TOKEN' $(git rev-list --all) -- '*.sh' | sort -u -t: -k4 | head
«_c1»:ci/mirror.sh:6:GITLAB_TOKEN=«a»
«_c2»:ci/mirror.sh:6:GITLAB_TOKEN=«b»
«_c3»:ci/mirror.sh:6:GITLAB_TOKEN="${GITLAB_TOKEN:?}"
`, V{"_c1": g.gitSHA(), "_c2": g.gitSHA(), "_c3": g.gitSHA(), "a": g.glpat(), "b": g.glpat()}, `GITLAB_TOKEN="${GITLAB_TOKEN:?}"`)

	g.dfAdd("git-grep-p-function-context", `
$ git grep -p -n 'Bearer' -- '*.go'
internal/notion/client.go=27=func (c *Client) do(ctx context.Context, req *http.Request) (*http.Response, error) {
internal/notion/client.go:31:	req.Header.Set("Authorization", "Bearer «a»")
internal/sendgrid/send.go=12=func Send(ctx context.Context, m *mail.SGMailV3) error {
internal/sendgrid/send.go:15:	req.Header.Set("Authorization", "Bearer "+os.Getenv("SENDGRID_API_KEY"))
`, V{"a": g.notion()}, `os.Getenv("SENDGRID_API_KEY")`, "func (c *Client) do(ctx context.Context, req *http.Request) (*http.Response, error) {")

	g.dfAdd("git-grep-W-whole-function-python", `
$ git grep -W -n 'def get_client' -- bot/
bot/discord_client.py-1-import discord
bot/discord_client.py-2-
bot/discord_client.py:3:def get_client():
bot/discord_client.py-4-    intents = discord.Intents.default()
bot/discord_client.py-5-    intents.message_content = True
bot/discord_client.py-6-    client = discord.Client(intents=intents)
bot/discord_client.py-7-    client.token = "«a»"
bot/discord_client.py-8-    return client
`, V{"a": g.discordBot()}, "intents.message_content = True")

	g.dfAdd("git-log-S-count-then-grep-old-tree", `
$ git log --all -S'figd_' --format='%h %ad %s' --date=iso
«_s1» 2024-12-03 09:14:22 +0000 remove hardcoded figma token
«_s2» 2024-11-27 16:41:05 +0000 design-sync: first version
$ git grep -n 'figd_' «_s2»
«_s2»:tools/design-sync/index.mjs:5:const FIGMA_TOKEN = '«a»';
`, V{"_s1": g.hex(7), "_s2": g.hex(7), "a": g.figma()}, "remove hardcoded figma token", "tools/design-sync/index.mjs")

	g.dfAdd("git-annotate-format", `
$ git annotate -L 40,42 config/keys.rb
«_s1»	(  Olu Adeyemi	2025-01-08 12:20:17 +0100	40)Rails.application.config.x.gemfury_push = "«a»"
«_s2»	(  Olu Adeyemi	2025-01-08 12:20:17 +0100	41)Rails.application.config.x.rubygems_api_key = "«b»"
«_s1»	(  Olu Adeyemi	2025-01-08 12:20:17 +0100	42)Rails.application.config.x.release_channel = "stable"
`, V{"_s1": g.hex(8), "_s2": g.hex(8), "a": g.an(20), "b": g.rubygems()}, `Rails.application.config.x.release_channel = "stable"`)

	g.dfAdd("hg-annotate-user-changeset", `
$ hg annotate -u -c -n ops/backup.conf
  ingrid 211:«_c1»: [b2]
  ingrid 211:«_c1»: bucket = acme-nas-offsite
    lars 240:«_c2»: application_key_id = «=kid»
    lars 240:«_c2»: application_key = «a»
`, V{"_c1": g.hex(12), "_c2": g.hex(12), "=kid": "005" + g.hex(22), "a": "K005" + g.b64u(27)}, "bucket = acme-nas-offsite")
}

// ---- pull and merge request reviews ----

func (g *G) dfReviews() {
	g.dfAdd("gh-review-suggestion-env-var", `
**rfernandes** requested changes on this pull request

**src/jobs/sync_crm.py**
ˋˋˋdiff
@@ -8,6 +8,7 @@ from hubspot import HubSpot
 
 log = logging.getLogger(__name__)
+client = HubSpot(access_token="«a»")
ˋˋˋ
> This is a private app token with crm.objects.contacts.write. Please read it from the environment:
>
> ˋˋˋsuggestion
> client = HubSpot(access_token=os.environ["HUBSPOT_ACCESS_TOKEN"])
> ˋˋˋ
`, V{"a": g.hubspot()}, "from hubspot import HubSpot", `os.environ["HUBSPOT_ACCESS_TOKEN"]`, "crm.objects.contacts.write")

	g.dfAdd("gh-suggestion-contains-new-secret", `
Review comment on .github/workflows/e2e.yml line 22 (outdated)

**ci-helper-bot**: the old key was revoked, suggest updating:

ˋˋˋsuggestion
          CYPRESS_RECORD_KEY: «a»
ˋˋˋ

**lmoreau**: please no, put it in the repo secrets and use ˋ${{ secrets.CYPRESS_RECORD_KEY }}ˋ
`, V{"a": g.uuid()}, "${{ secrets.CYPRESS_RECORD_KEY }}", ".github/workflows/e2e.yml line 22")

	g.dfAdd("gh-pr-view-comments-cli", `
$ gh pr view 2291 --comments
feat: nightly export to BigQuery acme/analytics#2291
Open • dkim wants to merge 3 commits into main from dkim/bq-export • about 2 hours ago
+148 -3 • ✓ Checks passing
Reviewers: tnguyen (Changes requested)

  Adds the nightly export job.

———————— Not showing 2 comments ————————

tnguyen (Member) • 1h • Changes requested

  ˋjobs/export/key.jsonˋ is a real service account key
  ("private_key_id": "«_kid»", client_email
  bq-export@acme-analytics.iam.gserviceaccount.com). The private_key field
  starts with:

    -----BEGIN PRIVATE KEY-----\n«a»

  Please delete it from the branch and I will rotate it.

View this pull request on GitHub: https://github.com/acme/analytics/pull/2291
`, V{"_kid": g.hex(40), "a": g.b64(45)}, "bq-export@acme-analytics.iam.gserviceaccount.com", "https://github.com/acme/analytics/pull/2291", "Reviewers: tnguyen (Changes requested)")

	g.dfAdd("gh-review-notification-email", `
From: Mateo Ruiz <notifications@github.com>
Subject: Re: [acme/payments-gateway] Add PayPal sandbox config (PR #617)

@mruiz commented on this pull request.

In config/paypal.yml:

> @@ -0,0 +1,6 @@
+sandbox:
+  client_id: «_cid»
+  client_secret: «a»
+live:
+  client_id: «_lid»
+  client_secret: «b»

The live pair must not be here, even on a draft.

—
Reply to this email directly, view it on GitHub, or unsubscribe.
You are receiving this because you were mentioned.
`, V{"_cid": "A" + g.b64u(79), "a": "E" + g.b64u(79), "_lid": "A" + g.b64u(79), "b": "E" + g.b64u(79)}, "[acme/payments-gateway] Add PayPal sandbox config (PR #617)", "You are receiving this because you were mentioned.")

	g.dfAdd("gitlab-mr-discussion-thread", `
Thread on config/settings/production.py (line 58)
  Resolved by Jakub Novák 3 days ago

  57  57   CACHES = {"default": {"BACKEND": "django_redis.cache.RedisCache", "LOCATION": REDIS_URL}}
  58     - SENTRY_DSN = env("SENTRY_DSN")
      58 + SENTRY_DSN = "https://«=k»@o«_org».ingest.sentry.io/«_proj»"
      59 + SENTRY_AUTH_TOKEN = "«a»"

Jakub Novák @jnovak · 3 days ago
  DSN is fine to have in code, the auth token is not. Moving it to a masked CI/CD variable.

Eva Horvat @ehorvat · 3 days ago
  👍 rotated in Sentry as well.
`, V{"=k": g.hex(32), "_org": g.digits(6), "_proj": g.digits(7), "a": g.sentryUser()}, "Thread on config/settings/production.py (line 58)", "django_redis.cache.RedisCache", "Moving it to a masked CI/CD variable.")

	g.dfAdd("bitbucket-pr-inline-comment-copy", `
Pull request #88: Add SFTP export — acme/etl-jobs
Activity

Kasia Wójcik commented on exporters/sftp.py
    14  + HOST = "sftp.partner-bank.example"
    15  + USER = "acme_etl"
    16  + PASSWORD = "«a»"
  Please use the Bitbucket repository variable SFTP_PASSWORD instead.
  Also the app password you pasted in the description («b») should be revoked.

Reply · Like · Resolve
`, V{"a": g.pw(), "b": g.dfAtbb()}, `HOST = "sftp.partner-bank.example"`, "Pull request #88: Add SFTP export")

	g.dfAdd("azure-devops-pr-comment-thread", `
PR 4471: Update load test settings
  Active comment · src/LoadTest/appsettings.json · Line 9

  Reviewer (Anjali Gupta): this connection string includes the account key

     7      "Storage": {
     8        "Container": "loadtest-results",
  +  9        "ConnectionString": "DefaultEndpointsProtocol=https;AccountName=acmeloadtest;AccountKey=«a»;EndpointSuffix=core.windows.net"
    10      },

  Author (Pieter de Vries): ok, switching to managed identity. Also removing my PAT «b» from the pipeline variables.
`, V{"a": g.azStorage(), "b": g.azDevops()}, "AccountName=acmeloadtest", `"Container": "loadtest-results"`)

	g.dfAdd("gitea-pr-review-quoted", `
Review by @frank on PR #12 "homeassistant: add mqtt bridge"

> secrets.yaml
> ˋˋˋ
> mqtt_password: «a»
> latitude_home: 52.3702
> longitude_home: 4.8952
> ha_long_lived_token: «b»
> ˋˋˋ

secrets.yaml is in .gitignore for a reason 😅 please force-push without it
`, V{"a": g.pw(), "b": g.userJWT()}, "latitude_home: 52.3702", "secrets.yaml is in .gitignore for a reason")

	g.dfAdd("coderabbit-style-bot-review", `
coderabbitai bot reviewed 14 minutes ago

⚠️ Potential issue

**Hardcoded credential committed in ˋdeploy/fly.tomlˋ**

The ˋ[env]ˋ section now contains a database URL with an embedded password:

ˋˋˋtoml
[env]
  DATABASE_URL = "postgres://postgres:«a»@acme-db.flycast:5432/acme?sslmode=disable"
ˋˋˋ

Fly secrets (ˋfly secrets set DATABASE_URL=...ˋ) are encrypted at rest and are not visible in the repository.

📝 Committable suggestion

ˋˋˋsuggestion
[env]
  PRIMARY_REGION = "ams"
ˋˋˋ
`, V{"a": g.an(16)}, "acme-db.flycast:5432", "📝 Committable suggestion", `PRIMARY_REGION = "ams"`)

	g.dfAdd("danger-js-warning-comment", `
<table>
  <thead><tr><th></th><th width="100%">1 Fails</th></tr></thead>
  <tbody><tr>
      <td>:no_entry_sign:</td>
      <td>Possible secret in <code>ios/fastlane/.env.default</code> line 3: <code>MATCH_PASSWORD=«a»</code></td>
    </tr>
  </tbody>
</table>
<table>
  <thead><tr><th></th><th width="100%">1 Warnings</th></tr></thead>
  <tbody><tr>
      <td>:warning:</td>
      <td>This PR is bigger than 600 lines.</td>
    </tr>
  </tbody>
</table>

<p align="right">Generated by :no_entry_sign: <a href="https://danger.systems/js">dangerJS</a> against «_sha»</p>
`, V{"a": g.pw(), "_sha": g.gitSHA()}, "ios/fastlane/.env.default", "This PR is bigger than 600 lines.")

	g.dfAdd("reviewdog-annotation-output", `
$ reviewdog -reporter=local -diff="git diff origin/main" -runners=gitleaks
config/app.env:5:1: [gitleaks] generic-api-key: Detected a Generic API Key, potentially exposing access to various services and sensitive operations.
	APP_CLIENT_SECRET=«a»
terraform/vars.tf:22:14: [gitleaks] hashicorp-tf-password: Identified a HashiCorp Terraform password field, risking unauthorized infrastructure configuration and security breaches.
	  default = "«b»"
`, V{"a": g.b64u(40), "b": g.pw()}, "Detected a Generic API Key", "hashicorp-tf-password")

	g.dfAdd("review-board-rbt-diff-output", `
$ rbt diff --tracking-branch origin/main | head -24
diff --git a/etc/backup/restic.env b/etc/backup/restic.env
index «_i1»..«_i2» 100644
--- a/etc/backup/restic.env
+++ b/etc/backup/restic.env
@@ -1,4 +1,4 @@
 RESTIC_REPOSITORY=s3:https://s3.fr-par.scw.cloud/acme-restic
-RESTIC_PASSWORD=«a»
+RESTIC_PASSWORD=«b»
 AWS_ACCESS_KEY_ID=«c»
 AWS_SECRET_ACCESS_KEY=«d»
$ rbt post -r 5531
Review request #5531 posted.

https://reviews.acme.lan/r/5531/
https://reviews.acme.lan/r/5531/diff/
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.pwStrong(), "b": g.pwStrong(), "c": "SCW" + g.s(alUpNum, 17), "d": g.uuid()}, "s3:https://s3.fr-par.scw.cloud/acme-restic", "https://reviews.acme.lan/r/5531/diff/")

	g.dfAdd("copilot-review-comment-inline", `
Copilot reviewed 6 out of 6 changed files in this pull request and generated 1 comment.

scripts/upload_symbols.sh
    12 + export SENTRY_AUTH_TOKEN=«a»
    13 + sentry-cli debug-files upload --org acme --project ios-app build/dSYMs

Copilot AI · 2 minutes ago
  The Sentry auth token is hardcoded. Consider reading it from the CI secret SENTRY_AUTH_TOKEN instead of exporting a literal value.
`, V{"a": "sntrys_" + g.b64u(160)}, "sentry-cli debug-files upload --org acme --project ios-app build/dSYMs", "Copilot reviewed 6 out of 6 changed files")
}

// ---- forge APIs (JSON) ----

func (g *G) dfForgeAPI() {
	g.dfAdd("gh-api-pull-comments-diff-hunk", `
$ gh api repos/acme/infra/pulls/903/comments --jq '.[0]'
{
  "url": "https://api.github.com/repos/acme/infra/pulls/comments/«_id»",
  "pull_request_review_id": «_rid»,
  "id": «_id»,
  "node_id": "PRRC_kwDO«_node»",
  "diff_hunk": "@@ -0,0 +1,8 @@\n+[default]\n+region = us-west-2\n+output = json\n+\n+[profile terraform]\n+aws_access_key_id = «a»\n+aws_secret_access_key = «b»",
  "path": "aws/config",
  "commit_id": "«_c1»",
  "original_commit_id": "«_c2»",
  "user": { "login": "secops-jlee", "id": «_uid», "type": "User" },
  "body": "These are live keys for the terraform user, revoking now.",
  "created_at": "«_t»",
  "author_association": "MEMBER",
  "line": 7,
  "side": "RIGHT"
}
`, V{"_id": g.digits(10), "_rid": g.digits(10), "_node": g.b64u(14), "a": g.awsID(), "b": g.awsSecret(), "_c1": g.gitSHA(), "_c2": g.gitSHA(), "_uid": g.digits(8), "_t": g.dfISO()},
		"These are live keys for the terraform user, revoking now.", `"login": "secops-jlee"`)

	g.dfAdd("gh-api-commit-files-patch-field", `
$ gh api repos/acme/site/commits/«_s» --jq '.files[] | {filename, status, patch}'
{
  "filename": "netlify.toml",
  "patch": "@@ -4,3 +4,6 @@\n   publish = \"dist\"\n [build.environment]\n   NODE_VERSION = \"20\"\n+  NETLIFY_AUTH_TOKEN = \"«a»\"\n+  CONTENTFUL_MANAGEMENT_TOKEN = \"«b»\"\n+  CONTENTFUL_SPACE_ID = \"«_sp»\"",
  "status": "modified"
}
`, V{"_s": g.hex(12), "a": g.netlify(), "b": "CFPAT-" + g.b64u(43), "_sp": g.s(alLowNum, 12)}, `"filename": "netlify.toml"`, `NODE_VERSION = \"20\"`)

	g.dfAdd("gitlab-api-mr-note-position", `
$ curl -s --header "PRIVATE-TOKEN: $GL_TOKEN" "https://gitlab.acme.io/api/v4/projects/412/merge_requests/77/discussions" | jq '.[1].notes[0]'
{
  "id": «_id»,
  "type": "DiffNote",
  "body": "You committed the runner token here: ˋ«a»ˋ. I've reset it, re-register the runner.",
  "author": { "id": 58, "username": "platform-oncall", "name": "Platform On-call" },
  "created_at": "«_t»",
  "position": {
    "base_sha": "«_b»",
    "start_sha": "«_st»",
    "head_sha": "«_h»",
    "old_path": "runner/config.toml",
    "new_path": "runner/config.toml",
    "position_type": "text",
    "old_line": null,
    "new_line": 11
  },
  "resolvable": true,
  "resolved": false
}
`, V{"_id": g.digits(7), "a": g.dfGlrt(), "_t": g.dfISO(), "_b": g.gitSHA(), "_st": g.gitSHA(), "_h": g.gitSHA()}, "$GL_TOKEN", `"username": "platform-oncall"`)

	g.dfAdd("gitlab-api-commit-diff-json", `
$ glab api projects/acme%2Fbilling/repository/commits/«_s»/diff | jq '.[0]'
{
  "diff": "@@ -1,5 +1,5 @@\n [braintree]\n environment = production\n merchant_id = «_m»\n-public_key = «_p1»\n-private_key = «a»\n+public_key = «_p2»\n+private_key = «b»\n",
  "new_path": "billing/braintree.ini",
  "old_path": "billing/braintree.ini",
  "a_mode": "100644",
  "b_mode": "100644",
  "new_file": false,
  "renamed_file": false,
  "deleted_file": false
}
`, V{"_s": g.hex(8), "_m": g.s(alLowNum, 16), "_p1": g.s(alLowNum, 16), "a": g.hex(32), "_p2": g.s(alLowNum, 16), "b": g.hex(32)}, `"new_path": "billing/braintree.ini"`, "environment = production")

	g.dfAdd("gh-compare-api-files", `
$ curl -s -H "Accept: application/vnd.github+json" https://api.github.com/repos/acme/bots/compare/v0.9.0...v0.9.1 | jq -r '.files[].patch'
@@ -2,4 +2,4 @@ module.exports = {
   name: 'standup-bot',
-  appToken: process.env.SLACK_APP_TOKEN,
+  appToken: '«a»',
   socketMode: true,
 };
@@ -1 +1 @@
-0.9.0
+0.9.1
`, V{"a": g.xapp()}, "process.env.SLACK_APP_TOKEN", "name: 'standup-bot'")

	g.dfAdd("bitbucket-api-diff-raw", `
$ curl -s -u "jdoe:$BB_APP_PASSWORD" https://api.bitbucket.org/2.0/repositories/acme/mobile/diff/«_s»
diff --git a/fastlane/Appfile b/fastlane/Appfile
index «_i1»..«_i2» 100644
--- a/fastlane/Appfile
+++ b/fastlane/Appfile
@@ -1,3 +1,5 @@
 app_identifier("com.acme.mobile")
 apple_id("release@acme.com")
 team_id("«_team»")
+ENV["FASTLANE_PASSWORD"] = "«a»"
+ENV["FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD"] = "«b»"
`, V{"_s": g.hex(12), "_i1": g.dfIdx(), "_i2": g.dfIdx(), "_team": g.s(alUpNum, 10), "a": g.pw(), "b": g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4)}, `app_identifier("com.acme.mobile")`, "$BB_APP_PASSWORD")

	g.dfAdd("gh-graphql-review-threads", `
$ gh api graphql -f query='query{repository(owner:"acme",name:"ml"){pullRequest(number:151){reviewThreads(first:5){nodes{path line comments(first:1){nodes{body}}}}}}}'
{"data":{"repository":{"pullRequest":{"reviewThreads":{"nodes":[{"path":"train/wandb_init.py","line":4,"comments":{"nodes":[{"body":"ˋwandb.login(key=\"«a»\")ˋ this is your personal key, please use WANDB_API_KEY"}]}},{"path":"train/config.yaml","line":12,"comments":{"nodes":[{"body":"nit: lr schedule"}]}}]}}}}}
`, V{"a": g.hex(40)}, "train/wandb_init.py", "nit: lr schedule")
}

// ---- Gerrit and Phabricator ----

func (g *G) dfGerritPhab() {
	g.dfAdd("gerrit-query-json-comments", `
$ ssh -p 29418 review.acme.org gerrit query --format=JSON --comments --current-patch-set change:48213 | head -1 | jq '{id, number, subject, comments: [.comments[] | .message]}'
{
  "id": "«_cid»",
  "number": 48213,
  "subject": "exporter: add remote write credentials",
  "comments": [
    "Uploaded patch set 1.",
    "Patch Set 1:\n\n(1 comment)",
    "Patch Set 1: Code-Review-2\n\nremote_write password «a» is the production one, please drop it from the change and abandon this patch set",
    "Uploaded patch set 2."
  ]
}
`, V{"_cid": g.dfChangeID(), "a": g.pwStrong()}, "exporter: add remote write credentials", "review.acme.org", "Uploaded patch set 2.")

	g.dfAdd("gerrit-review-mail-inline", `
Olga Petrova has posted comments on this change. ( https://review.acme.org/c/platform/observability/+/48213 )

Change subject: exporter: add remote write credentials
......................................................................


Patch Set 1: Code-Review-2

(1 comment)

File deploy/prometheus/remote_write.yml:

https://review.acme.org/c/platform/observability/+/48213/1/deploy/prometheus/remote_write.yml@9 
PS1, Line 9:       password: «a»
Production credential. Use password_file: /etc/prometheus/secrets/rw-password.



-- 
To view, visit https://review.acme.org/c/platform/observability/+/48213
To unsubscribe, or for help writing mail filters, visit https://review.acme.org/settings

Gerrit-Project: platform/observability
Gerrit-Branch: master
Gerrit-Change-Id: «_cid»
Gerrit-Change-Number: 48213
Gerrit-PatchSet: 1
Gerrit-Owner: Ivan Sokolov <ivan@example.org>
Gerrit-Reviewer: Olga Petrova <olga@example.org>
Gerrit-Comment-Date: Tue, 04 Mar 2025 10:22:41 +0000
Gerrit-HasComments: Yes
Gerrit-MessageType: comment
`, V{"a": g.pwStrong(), "_cid": g.dfChangeID()}, "Gerrit-Project: platform/observability", "password_file: /etc/prometheus/secrets/rw-password", "Gerrit-Change-Number: 48213")

	g.dfAdd("git-review-push-output-with-diff", `
$ git show HEAD --format='%B' --stat
ansible: vault password for the lab

Change-Id: «_cid»
Signed-off-by: Ivan Sokolov <ivan@example.org>

 ansible/.vault_pass | 1 +
 1 file changed, 1 insertion(+)
$ cat ansible/.vault_pass
«a»
$ git review
remote: 
remote: Processing changes: refs: 1, new: 1, done    
remote: 
remote: SUCCESS
remote: 
remote:   https://review.acme.org/c/lab/ansible/+/48377 ansible: vault password for the lab [NEW]
remote: 
To ssh://review.acme.org:29418/lab/ansible.git
 * [new reference]   HEAD -> refs/for/master%topic=vault
`, V{"_cid": g.dfChangeID(), "a": g.pwStrong()}, "ansible: vault password for the lab", "refs/for/master%topic=vault")

	g.dfAdd("gerrit-http-credentials-gitconfig-diff", `
diff --git a/.gitconfig b/.gitconfig
index «_i1»..«_i2» 100644
--- a/.gitconfig
+++ b/.gitconfig
@@ -9,3 +9,5 @@
 [gitreview]
 	username = isokolov
 	remote = gerrit
+[url "https://isokolov:«a»@review.acme.org/a/"]
+	insteadOf = https://review.acme.org/
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.s(alB64, 42)}, "insteadOf = https://review.acme.org/", "username = isokolov")

	g.dfAdd("arc-diff-output-and-arcrc", `
$ arc diff --create
Linting...
 LINT OKAY  No lint problems.
Running unit tests...
 PASS   1.2s   ✓ tests/test_sync.py
 Created a new Differential revision:
        Revision URI: https://phab.acme.net/D9142

Included changes:
  M       sync/settings.py
$ cat ~/.arcrc
{
  "hosts": {
    "https://phab.acme.net/api/": {
      "token": "«a»"
    }
  },
  "config": { "default": "https://phab.acme.net/" }
}
`, V{"a": "cli-" + g.s(alLowNum, 28)}, "Revision URI: https://phab.acme.net/D9142", `"default": "https://phab.acme.net/"`)

	g.dfAdd("phabricator-differential-mail", `
Subject: [Differential] [Request, 14 lines] D9142: sync: point at the new warehouse

amartin added a comment.

INLINE COMMENTS

> settings.py:21
> WAREHOUSE_DSN = "snowflake://sync_user:«a»@acme-xy12345.eu-central-1/ANALYTICS/PUBLIC?warehouse=SYNC_WH"
This password is the shared prod one. Use the key-pair auth we set up in T3310.

REPOSITORY
  rSYNC sync-service

REVISION DETAIL
  https://phab.acme.net/D9142

To: bwilson, amartin
Cc: Herald-Security
`, V{"a": g.pwURL()}, "acme-xy12345.eu-central-1/ANALYTICS/PUBLIC?warehouse=SYNC_WH", "https://phab.acme.net/D9142", "rSYNC sync-service")

	g.dfAdd("arc-patch-applied-diff", `
$ arc patch D9098 --nobranch
 INFO  Base commit is not in local repository; trying to fetch.
Checking patch sync/.env...
Applied patch sync/.env cleanly.
 OKAY  Successfully applied patch to the working copy.
$ git diff --cached
diff --git a/sync/.env b/sync/.env
index «_i1»..«_i2» 100644
--- a/sync/.env
+++ b/sync/.env
@@ -1,3 +1,4 @@
 SYNC_INTERVAL=300
 SYNC_TARGET=warehouse
+SNOWFLAKE_PRIVATE_KEY_PASSPHRASE=«a»
 SNOWFLAKE_USER=SYNC_USER
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.pw()}, "Applied patch sync/.env cleanly.", "SNOWFLAKE_USER=SYNC_USER")

	g.dfAdd("herald-rule-transcript-secret-snippet", `
Herald Transcript H«_tid» for D9161
Rule "Flag possible secrets" (H14) matched:
  Condition: Added file content matches regexp /(?i)(secret|token|passw)/
  Matched text: + conduit_token = "«a»"
Action: Add "Security" as blocking reviewer.
`, V{"_tid": g.digits(6), "a": "api-" + g.s(alLowNum, 28)}, `Rule "Flag possible secrets" (H14) matched:`, `Add "Security" as blocking reviewer.`)
}

// ---- history rewriting: BFG and git filter-repo ----

func (g *G) dfRewrite() {
	g.dfAdd("bfg-passwords-txt-and-run", `
$ cat ../passwords.txt
«a»
«b»==>***SENTRY-TOKEN***
regex:SG\.[\w-]{22}\.[\w-]{43}==>SG.REMOVED
$ java -jar bfg-1.14.0.jar --replace-text ../passwords.txt acme-api.git

Using repo : /home/ops/work/acme-api.git

Found 318 objects to protect
Found 6 commit-pointing refs : HEAD, refs/heads/main, refs/heads/release, ...

Protected commits
-----------------

These are your protected commits, and so their contents will NOT be altered:

 * commit «_s1» (protected by 'HEAD')

Cleaning
--------

Found 1204 commits
Cleaning commits:       100% (1204/1204)
Cleaning commits completed in 2,114 ms.
`, V{"a": g.pwStrong(), "b": g.sentryUser(), "_s1": g.hex(8)}, "Found 318 objects to protect", "regex:SG\\.[\\w-]{22}\\.[\\w-]{43}==>SG.REMOVED", "***SENTRY-TOKEN***")

	g.dfAdd("bfg-changed-files-table", `
Changed files
-------------

	Filename            Before & After                                       
	-------------------------------------------------------------------------
	.env.production   | «_b1» ⇒ «_a1», «_b2» ⇒ «_a2»
	docker-compose.yml | «_b3» ⇒ «_a3»


In total, 412 object ids were changed. Full details are logged here:

	/home/ops/work/acme-api.git.bfg-report/2025-03-12/14-03-51

BFG run is complete! When ready, run: git reflog expire --expire=now --all && git gc --prune=now --aggressive

$ grep -h 'PASSWORD' /home/ops/work/acme-api.git.bfg-report/2025-03-12/14-03-51/cache-stats.txt /dev/null; git show «_b1» | head -3
POSTGRES_PASSWORD=«a»
REDIS_PASSWORD=«b»
ADMIN_PASSWORD=***REMOVED***
`, V{"_b1": g.hex(8), "_a1": g.hex(8), "_b2": g.hex(8), "_a2": g.hex(8), "_b3": g.hex(8), "_a3": g.hex(8), "a": g.pw(), "b": g.pw()}, "In total, 412 object ids were changed.", "ADMIN_PASSWORD=***REMOVED***", "git reflog expire --expire=now --all && git gc --prune=now --aggressive")

	g.dfAdd("filter-repo-expressions-txt", `
$ cat expressions.txt
# one per line; literal by default
«a»
«b»==>REDACTED_OPENAI_KEY
literal:«c»==>REDACTED_DB_PASSWORD
regex:(?m)^AWS_SECRET_ACCESS_KEY=.*$==>AWS_SECRET_ACCESS_KEY=REMOVED
glob:*.pem==>
$ git filter-repo --replace-text expressions.txt --force
Parsed 2871 commits
New history written in 4.62 seconds; now repacking/cleaning...
Repacking your repo and cleaning out old unneeded objects
HEAD is now at «_s» docs: update changelog
Enumerating objects: 14233, done.
Counting objects: 100% (14233/14233), done.
Completely finished after 9.11 seconds.
`, V{"a": g.ghp(), "b": g.openaiOld(), "c": g.pw(), "_s": g.hex(7)}, "==>REDACTED_OPENAI_KEY", "Parsed 2871 commits", "HEAD is now at")

	g.dfAdd("filter-repo-analyze-then-grep-blob", `
$ git filter-repo --analyze && head -8 .git/filter-repo/analysis/path-deleted-sizes.txt
Processed 3120 blob sizes
Processed 1877 commits
Writing reports to .git/filter-repo/analysis...done.
=== Deleted paths by reverse accumulated size ===
Format: unpacked size, packed size, date deleted, path name
      4218       1733 2024-08-02 secrets/prod.tfvars
       911        518 2024-03-14 .env.bak
$ git log --all --format=%h -1 -- secrets/prod.tfvars | xargs -I{} git show {}^:secrets/prod.tfvars | grep -i token
cloudflare_api_token = "«a»"
pagerduty_token      = "«b»"
`, V{"a": g.cfToken(), "b": "u+" + g.b64u(18)}, "Writing reports to .git/filter-repo/analysis...done.", "secrets/prod.tfvars")

	g.dfAdd("filter-branch-index-filter-sed", `
$ git filter-branch --force --tree-filter "sed -i 's/«a»/\${OPENWEATHER_KEY}/g' src/weather.js || true" -- --all
WARNING: git-filter-branch has a glut of gotchas generating mangled history
	 rewrites.  Hit Ctrl-C before proceeding to abort, then use an
	 alternative filtering tool such as 'git filter-repo'
	 (https://github.com/newren/git-filter-repo/) instead.  See the
	 filter-branch manual page for more details; to squelch this warning,
	 set FILTER_BRANCH_SQUELCH_WARNING=1.
Proceeding with filter-branch...

Rewrite «_c» (214/214) (31 seconds passed, remaining 0 predicted)
Ref 'refs/heads/main' was rewritten
`, V{"a": g.hex(32), "_c": g.gitSHA()}, "Ref 'refs/heads/main' was rewritten", "set FILTER_BRANCH_SQUELCH_WARNING=1.")

	g.dfAdd("filter-repo-verify-leftover-found", `
$ git filter-repo --replace-text ../replacements.txt
Parsed 640 commits
New history written in 0.88 seconds; now repacking/cleaning...
Completely finished after 1.93 seconds.
$ git log --all -p | grep -n 'xoxp-' | head -3
18821:-SLACK_USER_TOKEN=«a»
18830:+SLACK_USER_TOKEN=***REMOVED***
$ # the replacement missed the second token because the file had CRLF endings
$ git log --all -p | grep -c '«b»'
2
`, V{"a": g.xoxp(), "b": g.xoxp()}, "SLACK_USER_TOKEN=***REMOVED***", "the replacement missed the second token because the file had CRLF endings")

	g.dfAdd("filter-repo-mailmap-message-callback", `
$ cat scrub.py
import re
def message_callback(message):
    return message.replace(b"«a»", b"[redacted]")
$ git filter-repo --message-callback "$(sed -n '3p' scrub.py | sed 's/^ *//')" --force
Parsed 1522 commits
New history written in 2.07 seconds; now repacking/cleaning...
$ git log --grep='redacted' --oneline | head -2
«_s1» fix deploy (token was [redacted])
«_s2» revert "fix deploy"
`, V{"a": g.glpat(), "_s1": g.hex(7), "_s2": g.hex(7)}, "fix deploy (token was [redacted])", "Parsed 1522 commits")

	g.dfAdd("bfg-delete-files-and-object-id-map", `
$ java -jar bfg.jar --delete-files id_rsa --no-blob-protection infra.git
...
Deleted files
-------------

	Filename   Git id          
	---------------------------
	id_rsa   | «_b1» (3.2 KB)


In total, 19 object ids were changed. Full details are logged here:

	/srv/git/infra.git.bfg-report/2025-01-29/09-12-44

$ head -3 /srv/git/infra.git.bfg-report/2025-01-29/09-12-44/object-id-map.old-new.txt
«_o1» «_n1»
«_o2» «_n2»
«_o3» «_n3»
`, V{"_b1": g.hex(8), "_o1": g.gitSHA(), "_n1": g.gitSHA(), "_o2": g.gitSHA(), "_n2": g.gitSHA(), "_o3": g.gitSHA(), "_n3": g.gitSHA()}, "In total, 19 object ids were changed.", "object-id-map.old-new.txt")

	g.dfAdd("git-secret-scrub-checklist-note", `
Rotation log for the leak in acme/infra (history rewritten at «_s»):

| credential                 | where in history                    | old value (revoked)        | rotated |
|----------------------------|-------------------------------------|----------------------------|---------|
| DigitalOcean PAT           | terraform/do.auto.tfvars@«_c1»       | «a» | yes     |
| Grafana service account    | grafana/provisioning/alerting.yaml  | «b»             | yes     |
| Postgres app user          | docker/.env@«_c2»                    | «c»                | pending |

Force-push done, asked GitHub support to purge cached views of PR #219.
`, V{"_s": g.hex(7), "_c1": g.hex(7), "a": g.doToken(), "b": g.grafanaSA(), "_c2": g.hex(7), "c": g.pw()}, "asked GitHub support to purge cached views of PR #219", "DigitalOcean PAT")
}

// ---- secret scanners and hooks, as the user pastes them ----

func (g *G) dfScanners() {
	g.dfAdd("gitleaks-protect-staged-unredacted", `
$ git commit -m "add bot config"
○
    │╲
    │ ○
    ○ ░
    ░    gitleaks

Finding:     DISCORD_BOT_TOKEN=«a»
Secret:      «a»
RuleID:      generic-api-key
Entropy:     5.128402
File:        bot/.env
Line:        2
Fingerprint: bot/.env:generic-api-key:2

11:02AM INF 1 commits scanned.
11:02AM INF scan completed in 41.3ms
11:02AM WRN leaks found: 1
`, V{"a": g.discordBot()}, "Fingerprint: bot/.env:generic-api-key:2", "11:02AM WRN leaks found: 1")

	g.dfAdd("gitleaks-detect-history-commit-fields", `
$ gitleaks detect --source . --log-opts="--all" -v
Finding:     const client = new Groq({ apiKey: '«a»' })
Secret:      «a»
RuleID:      groq-api-key
Entropy:     5.421036
File:        src/llm/groq.ts
Line:        3
Commit:      «_c»
Author:      Rin Takahashi
Email:       rin@example.jp
Date:        «_t»
Fingerprint: «_c»:src/llm/groq.ts:groq-api-key:3
`, V{"a": g.groq(), "_c": g.gitSHA(), "_t": g.dfISO()}, "Author:      Rin Takahashi", "RuleID:      groq-api-key")

	g.dfAdd("gitleaks-redacted-then-user-shows", `
$ gitleaks detect --redact -v --no-banner
Finding:     LANGCHAIN_API_KEY=REDACTED
Secret:      REDACTED
RuleID:      generic-api-key
Entropy:     4.880127
File:        agents/.env
Line:        7
Commit:      «_c»
Fingerprint: «_c»:agents/.env:generic-api-key:7

12:41PM WRN leaks found: 1
$ git show «_s»:agents/.env | sed -n 7p
LANGCHAIN_API_KEY=«a»
`, V{"_c": g.gitSHA(), "_s": g.hex(7), "a": g.langsmith()}, "Finding:     LANGCHAIN_API_KEY=REDACTED", "Secret:      REDACTED")

	g.dfAdd("gitleaks-json-report", `
$ gitleaks detect -f json -r - --no-banner 2>/dev/null | jq '.[0]'
{
  "RuleID": "slack-bot-token",
  "Description": "Identified a Slack Bot token, which may compromise bot integrations and communication channel security.",
  "StartLine": 12,
  "EndLine": 12,
  "StartColumn": 18,
  "EndColumn": 74,
  "Match": "«a»",
  "Secret": "«a»",
  "File": "ops/alerts/slack.py",
  "SymlinkFile": "",
  "Commit": "«_c»",
  "Entropy": 4.6031656,
  "Author": "Grace Obi",
  "Email": "grace@example.ng",
  "Date": "«_t»",
  "Message": "alerts: post to #oncall",
  "Tags": [],
  "Fingerprint": "«_c»:ops/alerts/slack.py:slack-bot-token:12"
}
`, V{"a": g.xoxb(), "_c": g.gitSHA(), "_t": g.dfISO()}, `"Message": "alerts: post to #oncall"`, `"RuleID": "slack-bot-token"`)

	g.dfAdd("gitleaks-csv-report", `
$ cat gitleaks-report.csv
RuleID,Commit,File,SymlinkFile,Secret,Match,StartLine,EndLine,StartColumn,EndColumn,Author,Message,Date,Email,Fingerprint,Tags
hashicorp-tf-api-token,«_c1»,ci/tfc.sh,,«a»,TFE_TOKEN=«a»,4,4,1,104,Ben Carter,tfc: pin workspace,«_t1»,ben@example.com,«_c1»:ci/tfc.sh:hashicorp-tf-api-token:4,
private-key,«_c2»,certs/dev.key,,-----BEGIN PRIVATE KEY-----,-----BEGIN PRIVATE KEY-----,1,28,1,25,Ben Carter,dev certs,«_t2»,ben@example.com,«_c2»:certs/dev.key:private-key:1,
`, V{"_c1": g.gitSHA(), "a": g.tfcToken(), "_t1": g.dfISO(), "_c2": g.gitSHA(), "_t2": g.dfISO()}, "tfc: pin workspace", "RuleID,Commit,File,SymlinkFile,Secret,Match")

	g.dfAdd("trufflehog-git-verified-result", `
$ trufflehog git file://. --since-commit main --only-verified
🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷

2025-03-14T09:11:02Z	info-0	trufflehog	running source	{"source_manager_worker_id": "«_w»", "with_units": true}
✅ Found verified result 🐷🔑
Detector Type: Postman
Decoder Type: PLAIN
Raw result: «a»
Commit: «_c»
Email: Omar Haddad <omar@example.com>
File: collections/env/prod.postman_environment.json
Line: 9
Repository: file://.
Timestamp: 2025-03-13 17:40:21 +0000

2025-03-14T09:11:04Z	info-0	trufflehog	finished scanning	{"chunks": 2144, "bytes": 8811320, "verified_secrets": 1, "unverified_secrets": 0, "scan_duration": "2.104s", "trufflehog_version": "3.88.16"}
`, V{"_w": g.s(alUpNum, 5), "a": g.postman(), "_c": g.gitSHA()}, "collections/env/prod.postman_environment.json", `"trufflehog_version": "3.88.16"`)

	g.dfAdd("trufflehog-unverified-json-line", `
$ trufflehog git file://. --json --no-verification | head -1
{"SourceMetadata":{"Data":{"Git":{"commit":"«_c»","file":"scripts/stripe_sync.rb","email":"Lea Martin \u003clea@example.fr\u003e","repository":"file://.","timestamp":"2025-01-22 10:02:19 +0100","line":6}}},"SourceID":1,"SourceType":16,"SourceName":"trufflehog - git","DetectorType":17,"DetectorName":"Stripe","DecoderName":"PLAIN","Verified":false,"VerificationFromCache":false,"Raw":"«a»","RawV2":"","Redacted":"rk_live_51…","ExtraData":null,"StructuredData":null}
`, V{"_c": g.gitSHA(), "a": g.rkLive()}, `"DetectorName":"Stripe"`, `"Redacted":"rk_live_51…"`)

	g.dfAdd("detect-secrets-hook-then-line", `
$ git commit -am "wire up mailer"
Detect secrets...........................................................Failed
- hook id: detect-secrets
- exit code: 1

ERROR: Potential secrets about to be committed to git repo!

Secret Type: Base64 High Entropy String
Location:    mailer/config.py:14

Possible mitigations:
  - For information about putting your secrets in a safer place, please ask in
    #security
  - Mark false positives with an inline ˋpragma: allowlist secretˋ
    comment

If a secret has already been committed, visit
https://help.github.com/articles/removing-sensitive-data-from-a-repository
$ sed -n 14p mailer/config.py
MANDRILL_KEY = "«a»"
`, V{"a": "md-" + g.b64u(22)}, "Location:    mailer/config.py:14", "Secret Type: Base64 High Entropy String", "- hook id: detect-secrets")

	g.dfAdd("detect-secrets-baseline-json-hashed", `
$ jq '.results["deploy/values.yaml"]' .secrets.baseline
[
  {
    "type": "Secret Keyword",
    "filename": "deploy/values.yaml",
    "hashed_secret": "«_h1»",
    "is_verified": false,
    "line_number": 31,
    "is_secret": true
  }
]
$ sed -n 31p deploy/values.yaml
    rabbitmqPassword: «a»
`, V{"_h1": g.hex(40), "a": g.pw()}, `"type": "Secret Keyword"`, `"is_verified": false`)

	g.dfAdd("ggshield-precommit-incident", `
$ git commit -m "ci: add codecov"
ggshield (pre-commit hook)...............................................Failed
- hook id: ggshield
- exit code: 1

commit «_s»: 1 incident detected

>>> Incident 1(Secrets detection): Generic High Entropy Secret (Ignore with SHA: «_ig») (1 occurrence)
   8 |     - uses: codecov/codecov-action@v4
   9 |       with:
  10 |         token: «a»
                      |_______________token______________|
  11 |         fail_ci_if_error: true
`, V{"_s": g.hex(7), "_ig": g.hex(64), "a": g.uuid()}, "codecov/codecov-action@v4", "Generic High Entropy Secret")

	g.dfAdd("git-secrets-prohibited-pattern", `
$ git commit -m "terraform: state bucket"
terraform/backend.tfvars:3:access_key = "«a»"
terraform/backend.tfvars:4:secret_key = "«b»"

[ERROR] Matched one or more prohibited patterns

Possible mitigations:
- Mark false positives as allowed using: git config --add secrets.allowed ...
- Mark false positives as allowed by adding regular expressions to .gitallowed at repository's root directory
- List your configured patterns: git config --get-all secrets.patterns
- List your configured allowed patterns: git config --get-all secrets.allowed
- List your configured allowed patterns in .gitallowed at repository's root directory
- Use --no-verify if this is a one-time false positive
`, V{"a": g.awsID(), "b": g.awsSecret()}, "[ERROR] Matched one or more prohibited patterns", "git config --get-all secrets.patterns")

	g.dfAdd("talisman-pre-push-table", `
$ git push
Talisman Report:
+-------------------------+----------------------------------------------------+----------+
|          FILE           |                       ERRORS                       | SEVERITY |
+-------------------------+----------------------------------------------------+----------+
| config/firebase-sa.json | Expected file to not to contain                    | high     |
|                         | hex encoded texts such as:                         |          |
|                         | private_key_id: «_kid»                             |          |
+-------------------------+----------------------------------------------------+----------+
| config/firebase-sa.json | Potential secret pattern :                         | low      |
|                         | "private_key": "-----BEGIN PRIVATE KEY-----\n«a»   |          |
+-------------------------+----------------------------------------------------+----------+

If you are absolutely sure that you want to ignore the above files from talisman detectors, consider pasting the following format in .talismanrc file in the project root
`, V{"_kid": g.hex(40), "a": g.b64(33)}, "Talisman Report:", "consider pasting the following format in .talismanrc file in the project root")

	g.dfAdd("secretlint-output", `
$ npx secretlint "**/*"

/home/dev/acme/web/.env.local
  3:20  error  [NPMToken] found npm token: «a»  @secretlint/secretlint-rule-preset-recommend > @secretlint/secretlint-rule-npm
  5:23  error  [GCPServiceAccountKey] found GCP service account key  @secretlint/secretlint-rule-preset-recommend > @secretlint/secretlint-rule-gcp

✖ 2 problems (2 errors, 0 warnings)
`, V{"a": g.npmTok()}, "@secretlint/secretlint-rule-preset-recommend", "✖ 2 problems (2 errors, 0 warnings)")

	g.dfAdd("noseyparker-report-text", `
$ noseyparker report --datastore np.acme
Finding 1/3 (id «_fid»)
Rule: Hugging Face User Access Token
Group: «a»
Num Occurrences: 2
Occurrence 1/2
Git repo: clones/ml-notebooks
Blob: «_blob»
Lines: 44:18-44:55
Commit: first seen in «_c»
    Author: Jia Li <jia@example.com>
    Date: 2024-09-12
    Summary: notebook: try llama fine-tune
    Path: train.ipynb

    "os.environ[\"HF_TOKEN\"] = \"«a»\"\n",
`, V{"_fid": g.hex(40), "a": g.hfTok(), "_blob": g.gitSHA(), "_c": g.gitSHA()}, "Rule: Hugging Face User Access Token", "Summary: notebook: try llama fine-tune")

	g.dfAdd("github-push-protection-then-file", `
$ git push origin feat/sms
remote: error: GH013: Repository rule violations found for refs/heads/feat/sms.
remote: 
remote: - GITHUB PUSH PROTECTION
remote:   —————————————————————————————————————————
remote:     Resolve the following violations before pushing again
remote: 
remote:     - Push cannot contain secrets
remote: 
remote:       —— Twilio Account String Identifier ——————————————————
remote:        locations:
remote:          - commit: «_c»
remote:            path: sms/sender.py:5
remote: 
remote:        (?) To push, remove secret from commit(s) or follow this URL to allow the secret.
remote:        https://github.com/acme/notify/security/secret-scanning/unblock-secret/«_ub»
remote: 
To github.com:acme/notify.git
 ! [remote rejected] feat/sms -> feat/sms (push declined due to repository rule violations)
error: failed to push some refs to 'github.com:acme/notify.git'
$ sed -n 4,6p sms/sender.py
ACCOUNT_SID = "«_sid»"
AUTH_TOKEN = "«a»"
client = Client(ACCOUNT_SID, AUTH_TOKEN)
`, V{"_c": g.gitSHA(), "_ub": g.an(27), "_sid": g.twilioSID(), "a": g.dfTwilioTok()}, "push declined due to repository rule violations", "client = Client(ACCOUNT_SID, AUTH_TOKEN)")

	g.dfAdd("gitlab-secret-push-protection", `
$ git push
remote: GitLab:
remote: PUSH BLOCKED: Secrets detected in code changes
remote: 
remote: Secret push protection found the following secrets in commit: «_s»
remote: -- config/deploy.rb:12 | GitLab personal access token
remote: 
remote: To push your changes you must remove the identified secrets.
To gitlab.com:acme/shop.git
 ! [remote rejected] main -> main (pre-receive hook declined)
$ sed -n 12p config/deploy.rb
set :gitlab_token, "«a»"
`, V{"_s": g.hex(8), "a": g.glpat()}, "PUSH BLOCKED: Secrets detected in code changes", "(pre-receive hook declined)")

	g.dfAdd("kingfisher-scan-output", `
$ kingfisher scan . --only-valid
 OPENAI API KEY => [KINGFISHER.OPENAI.1]
 |Finding.......: «a»
 |Fingerprint...: «_fp»
 |Confidence....: medium
 |Entropy.......: 5.62
 |Validation....: Active Credential
 |Language......: Python
 |Line Num......: 12
 |Path..........: ./eval/run.py
 |Git Repo......: file://.
 |__Commit......: «_c»
 |__Committer...: Jonas Keller <jonas@example.ch>
 |__Date........: 2025-02-26T14:02:11+01:00
`, V{"a": g.openaiSvc(), "_fp": g.digits(19), "_c": g.gitSHA()}, "|Validation....: Active Credential", "[KINGFISHER.OPENAI.1]")
}

// ---- stash, add -p, checkout -p ----

func (g *G) dfInteractive() {
	g.dfAdd("stash-list-and-show-p", `
$ git stash list
stash@{0}: WIP on main: «_s1» Merge branch 'fix/timeouts'
stash@{1}: On feature/s3: local creds do not commit
$ git stash show -p stash@{1}
diff --git a/.env b/.env
index «_i1»..«_i2» 100644
--- a/.env
+++ b/.env
@@ -9,3 +9,5 @@ S3_BUCKET=acme-uploads-dev
 S3_REGION=eu-west-1
+S3_ACCESS_KEY_ID=«a»
+S3_SECRET_ACCESS_KEY=«b»
 UPLOAD_MAX_MB=25
`, V{"_s1": g.hex(7), "_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.awsID(), "b": g.awsSecret()}, "stash@{1}: On feature/s3: local creds do not commit", "S3_BUCKET=acme-uploads-dev")

	g.dfAdd("add-p-hunk-prompt", `
$ git add -p config/services.yml
diff --git a/config/services.yml b/config/services.yml
index «_i1»..«_i2» 100644
--- a/config/services.yml
+++ b/config/services.yml
@@ -3,6 +3,7 @@ mailer:
   provider: postmark
   from: support@acme.io
+  server_token: «a»
 storage:
   provider: r2
   bucket: acme-assets
(1/2) Stage this hunk [y,n,q,a,d,j,J,g,/,e,p,?]? n
@@ -14,4 +15,5 @@ storage:
   endpoint: https://«_acct».r2.cloudflarestorage.com
+  secret_access_key: «b»
(2/2) Stage this hunk [y,n,q,a,d,K,g,/,e,p,?]? 
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.uuid(), "_acct": g.hex(32), "b": g.hex(64)}, "Stage this hunk [y,n,q,a,d,j,J,g,/,e,p,?]? n", "bucket: acme-assets")

	g.dfAdd("checkout-p-discard-prompt", `
$ git checkout -p -- src/payments/keys.ts
diff --git a/src/payments/keys.ts b/src/payments/keys.ts
index «_i1»..«_i2» 100644
--- a/src/payments/keys.ts
+++ b/src/payments/keys.ts
@@ -1,3 +1,3 @@
-export const SQUARE_ACCESS_TOKEN = process.env.SQUARE_ACCESS_TOKEN ?? '';
+export const SQUARE_ACCESS_TOKEN = '«a»';
 export const SQUARE_LOCATION_ID = '«_loc»';
(1/1) Discard this hunk from worktree [y,n,q,a,d,e,p,?]? y
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.square(), "_loc": "L" + g.s(alUpNum, 12)}, "Discard this hunk from worktree [y,n,q,a,d,e,p,?]? y", "process.env.SQUARE_ACCESS_TOKEN ?? ''")

	g.dfAdd("add-p-edit-hunk-buffer", `
# Manual hunk edit mode -- see bottom for a quick guide.
@@ -1,4 +1,6 @@
 [default]
 project = acme-web
+api_token = «a»
+refresh_token = «b»
 region = fra1
# ---
# To remove '-' lines, make them ' ' lines (context).
# To remove '+' lines, delete them.
# Lines starting with # will be removed.
# If the patch applies cleanly, the edited hunk will immediately be marked for staging.
# If it does not apply cleanly, you will be given an opportunity to
# edit again.  If all lines of the hunk are removed, then the edit is
# aborted and the hunk is left unchanged.
`, V{"a": g.doToken(), "b": "dor_v1_" + g.hex(64)}, "# Manual hunk edit mode -- see bottom for a quick guide.", "project = acme-web")

	g.dfAdd("restore-staged-after-status-v", `
$ git status -v
On branch main
Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
	modified:   scripts/notify.sh

diff --git a/scripts/notify.sh b/scripts/notify.sh
index «_i1»..«_i2» 100755
--- a/scripts/notify.sh
+++ b/scripts/notify.sh
@@ -1,4 +1,4 @@
 #!/bin/sh
-curl -s -F "token=${PUSHOVER_TOKEN}" -F "user=${PUSHOVER_USER}" -F "message=$1" https://api.pushover.net/1/messages.json
+curl -s -F "token=«a»" -F "user=«b»" -F "message=$1" https://api.pushover.net/1/messages.json
$ git restore --staged scripts/notify.sh
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.s(alLowNum, 30), "b": g.s(alLowNum, 30)}, "https://api.pushover.net/1/messages.json", `(use "git restore --staged <file>..." to unstage)`)

	g.dfAdd("commit-verbose-editor-buffer", `
feat(auth): allow magic links

# Please enter the commit message for your changes. Lines starting
# with '#' will be ignored, and an empty message aborts the commit.
#
# On branch feat/magic-links
# Changes to be committed:
#	modified:   auth/magic.go
#
# ------------------------ >8 ------------------------
# Do not modify or remove the line above.
# Everything below it will be ignored.
diff --git a/auth/magic.go b/auth/magic.go
index «_i1»..«_i2» 100644
--- a/auth/magic.go
+++ b/auth/magic.go
@@ -12,3 +12,4 @@ var linkTTL = 15 * time.Minute
 
 var mailer = postmark.NewClient(
+	"«a»", "«b»",
 )
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.uuid(), "b": g.uuid()}, "# ------------------------ >8 ------------------------", "var linkTTL = 15 * time.Minute")

	g.dfAdd("stash-show-include-untracked-new-file", `
$ git stash show -p --include-untracked stash@{0} -- deploy/keystore.properties
diff --git a/deploy/keystore.properties b/deploy/keystore.properties
new file mode 100644
index 0000000..«_i2»
--- /dev/null
+++ b/deploy/keystore.properties
@@ -0,0 +1,4 @@
+storeFile=upload-keystore.jks
+storePassword=«a»
+keyAlias=upload
+keyPassword=«a»
`, V{"_i2": g.dfIdx(), "a": g.pw()}, "storeFile=upload-keystore.jks", "keyAlias=upload")

	g.dfAdd("range-diff-between-rerolls", `
$ git range-diff main feat/otel@{1} feat/otel
1:  «_a1» = 1:  «_b1» otel: add exporter
2:  «_a2» ! 2:  «_b2» otel: configure honeycomb
    @@ otel/collector.yaml
      exporters:
        otlp/honeycomb:
          endpoint: api.honeycomb.io:443
          headers:
    -       x-honeycomb-team: «a»
    +       x-honeycomb-team: ${env:HONEYCOMB_API_KEY}
`, V{"_a1": g.hex(7), "_b1": g.hex(7), "_a2": g.hex(7), "_b2": g.hex(7), "a": "hcaik_" + g.s(alLowNum, 58)}, "${env:HONEYCOMB_API_KEY}", "endpoint: api.honeycomb.io:443")
}

// ---- IDE, TUI and GUI views ----

func (g *G) dfViews() {
	g.dfAdd("lazygit-staging-panel", `
┌─Unstaged Changes─────────────────────────────────────────────────────┐┌─Staged Changes───────┐
│@@ -5,6 +5,8 @@ services:                                              ││                      │
│   api:                                                               ││                      │
│     environment:                                                     ││                      │
│       - NODE_ENV=production                                          ││                      │
│+      - MONGO_URI=mongodb+srv://api:«a»@cluster0.ab1cd.mongodb.net/app││                      │
│+      - JWT_SECRET=«b»                                               ││                      │
│       - PORT=8080                                                    ││                      │
└──────────────────────────────────────────────────────────────────────┘└──────────────────────┘
 Stage Selection: <space> | Stage Hunk: a | Edit: e | Reset: d | Toggle View: <tab>
`, V{"a": g.pwURL(), "b": g.b64(32)}, "cluster0.ab1cd.mongodb.net/app", "Stage Selection: <space>")

	g.dfAdd("tig-diff-view-copy", `
commit «_c»
Refs: [main], {origin/main}, {origin/HEAD}
Author:     Hugo Lefèvre <hugo@example.fr>
AuthorDate: «=d»

    push: add APNs key

---
 push/apns.p8 | 6 ++++++
 1 file changed, 6 insertions(+)

diff --git a/push/apns.p8 b/push/apns.p8
new file mode 100644
index 0000000..«_i2»
--- /dev/null
+++ b/push/apns.p8
@@ -0,0 +1,6 @@
+-----BEGIN PRIVATE KEY-----
+«k0»
+«k1»
+«k2»
+«=k3»
+-----END PRIVATE KEY-----
[diff] «_c» - line 1 of 21                                                     100%
`, V{"_c": g.gitSHA(), "=d": g.dfDate(), "_i2": g.dfIdx(), "k0": g.b64(48), "k1": g.b64(48), "k2": g.b64(48), "=k3": g.b64(6)}, "Refs: [main], {origin/main}, {origin/HEAD}", "push: add APNs key")

	g.dfAdd("magit-status-buffer", `
Head:     main ci: cache go modules
Merge:    origin/main ci: cache go modules

Unstaged changes (1)
modified   .github/workflows/release.yml
@@ -40,7 +40,7 @@ jobs:
       - uses: goreleaser/goreleaser-action@v6
         env:
-          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}
+          GITHUB_TOKEN: «a»
           HOMEBREW_TAP_TOKEN: ${{ secrets.TAP_TOKEN }}

Recent commits
«_s1» origin/main main ci: cache go modules
«_s2» release 1.4.2
`, V{"a": g.ghFine(), "_s1": g.hex(7), "_s2": g.hex(7)}, "goreleaser/goreleaser-action@v6", "${{ secrets.TAP_TOKEN }}")

	g.dfAdd("fugitive-gdiffsplit-two-windows", `
fugitive:///home/amy/src/api/.git//0/config/keys.yml         | config/keys.yml
-------------------------------------------------------------|-------------------------------------------------------------
 mapbox:                                                      |  mapbox:
   public: «_pk»    |    public: «_pk»
   secret: «a»     |    secret: «b»
 algolia:                                                     |  algolia:
   app_id: «_app»                                             |    app_id: «_app»
`, V{"_pk": g.mapboxPK(), "a": g.mapboxSK(), "b": g.mapboxSK(), "_app": g.s(alUpNum, 10)}, "fugitive:///home/amy/src/api/.git//0/config/keys.yml")

	g.dfAdd("vscode-inline-diff-copy", `
I opened the "Working Tree" diff in VS Code for src/env.ts, this is what the inline view shows:

  8    8   export const env = {
  9        -  resendKey: process.env.RESEND_API_KEY!,
       9   +  resendKey: "«a»",
 10   10     appUrl: "https://app.acme.io",
 11        -  upstashToken: process.env.UPSTASH_REDIS_REST_TOKEN!,
      11   +  upstashToken: "«b»",
 12   12   };

why is the "Secrets" check failing on the PR?
`, V{"a": "re_" + g.an(8) + "_" + g.an(24), "b": "A" + g.b64u(59) + "="}, "process.env.UPSTASH_REDIS_REST_TOKEN!", `appUrl: "https://app.acme.io"`)

	g.dfAdd("jetbrains-copy-as-patch", `
Index: src/main/resources/application-local.properties
IDEA additional info:
Subsystem: com.intellij.openapi.diff.impl.patch.CharsetEP
<+>UTF-8
===================================================================
diff --git a/src/main/resources/application-local.properties b/src/main/resources/application-local.properties
--- a/src/main/resources/application-local.properties	(revision «_c»)
+++ b/src/main/resources/application-local.properties	(date 1741183920541)
@@ -4,3 +4,4 @@
 spring.data.mongodb.database=catalog
-spring.cloud.azure.keyvault.secret.property-sources[0].credential.client-secret=
+spring.cloud.azure.keyvault.secret.property-sources[0].credential.client-secret=«a»
+spring.mail.password=«b»
`, V{"_c": g.gitSHA(), "a": g.azSecret(), "b": g.pw()}, "Subsystem: com.intellij.openapi.diff.impl.patch.CharsetEP", "spring.data.mongodb.database=catalog")

	g.dfAdd("sourcetree-hunk-copy", `
config/appcenter.json

Hunk 1 : Lines 1-6                                    [Discard hunk] [Stage hunk]
  1   1  {
  2   2    "app_secret": "«as»",
  3      -  "api_token": "",
      3  +  "api_token": "«a»",
  4   4    "owner": "acme-mobile",
  5   5    "app": "acme-ios"
  6   6  }
`, V{"as": g.uuid(), "a": g.hex(40)}, `"owner": "acme-mobile"`, "[Discard hunk] [Stage hunk]")

	g.dfAdd("beyond-compare-text-report", `
Text Compare
Produced: 3/6/2025 4:18:52 PM
   
Mode:  Differences  
Left file: C:\deploy\web.config.bak     Right file: C:\deploy\web.config  
21    <add name="Reporting" connectionString="Data Source=SQL02;Initial Catalog=Reports;User ID=rpt;Password=«a»" />     <> 21    <add name="Reporting" connectionString="Data Source=SQL02;Initial Catalog=Reports;User ID=rpt;Password=«b»" />
34    <add key="SmtpPassword" value="«c»" />     <> 34    <add key="SmtpPassword" value="«d»" />
`, V{"a": g.pw(), "b": g.pw(), "c": g.pw(), "d": g.pw()}, `C:\deploy\web.config.bak`, "Data Source=SQL02;Initial Catalog=Reports;User ID=rpt")

	g.dfAdd("gitkraken-commit-detail", `
GitKraken > acme-infra > «_s» "rotate cloudflare token"
  2 files changed

  terraform/cloudflare.auto.tfvars                     +1 -1
    1 | - cloudflare_api_token = "«a»"
    1 | + cloudflare_api_token = "«b»"
  terraform/providers.tf                               +0 -0 (mode 100644 → 100755)
`, V{"_s": g.hex(7), "a": g.cfToken(), "b": g.cfToken()}, "terraform/providers.tf", "(mode 100644 → 100755)")

	g.dfAdd("gitui-diff-pane", `
 Diff: .env.test ──────────────────────────────────────────────────────────────────
  @@ -1,4 +1,4 @@
   TEST_DB=sqlite:///tmp/test.db
 - CLERK_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx
 + CLERK_SECRET_KEY=«a»
   CLERK_PUBLISHABLE_KEY=«_pk»
   MSW=on
 [Enter] stage hunk  [D] reset hunk  [s] status
`, V{"a": "sk_live_" + g.an(40), "_pk": "pk_live_" + b64raw("clerk.acme.io$")}, "CLERK_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx", "TEST_DB=sqlite:///tmp/test.db")
}

// ---- an agent's own tool calls around diffs ----

func (g *G) dfAgent() {
	g.dfAdd("agent-bash-tool-git-diff", `
● Bash(git diff --stat && git diff -- infra/secrets.auto.tfvars)
  ⎿   infra/main.tf                | 12 +++++++-----
      infra/secrets.auto.tfvars    |  2 +-
      2 files changed, 8 insertions(+), 6 deletions(-)
     diff --git a/infra/secrets.auto.tfvars b/infra/secrets.auto.tfvars
     index «_i1»..«_i2» 100644
     --- a/infra/secrets.auto.tfvars
     +++ b/infra/secrets.auto.tfvars
     @@ -1,2 +1,2 @@
      hcloud_token = "«a»"
     -neon_api_key = "«b»"
     +neon_api_key = "«c»"

● The diff shows you replaced the Neon API key. The Hetzner token on line 1 is unchanged.
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.an(64), "b": "napi_" + g.s(alLowNum, 64), "c": "napi_" + g.s(alLowNum, 64)}, "infra/main.tf", "2 files changed, 8 insertions(+), 6 deletions(-)")

	g.dfAdd("agent-json-tool-result-diff", `
{"type":"tool_result","tool_use_id":"toolu_«_tu»","content":"diff --git a/.env b/.env\nindex «_i1»..«_i2» 100644\n--- a/.env\n+++ b/.env\n@@ -2,2 +2,3 @@ APP_ENV=dev\n VITE_API_URL=http://localhost:8787\n+CLOUDFLARE_API_TOKEN=«a»\n+CLOUDFLARE_ACCOUNT_ID=«_acct»\n","is_error":false}
`, V{"_tu": g.b64u(24), "_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.cfToken(), "_acct": g.hex(32)}, "VITE_API_URL=http://localhost:8787", `"is_error":false`)

	g.dfAdd("agent-precommit-failed-fix-plan", `
I ran the commit and the pre-commit hook blocked it:

    check for added large files..............................................Passed
    detect private key.......................................................Failed
    - hook id: detect-private-key
    - exit code: 1

    Private key found: certs/mtls-client.key

The file is a client key for the partner API (first line after the header is
«k0»). I will unstage it, add certs/*.key to .gitignore, and move the key to
the secret manager instead:

    git restore --staged certs/mtls-client.key
    echo 'certs/*.key' >> .gitignore
`, V{"k0": g.b64(48)}, "detect private key.......................................................Failed", "git restore --staged certs/mtls-client.key")

	g.dfAdd("agent-summary-of-history-scan", `
Summary of what I found with ˋgit log --all -p | grep -nE '(token|secret|password)'ˋ:

1. ˋ«_s1»ˋ added ˋDEPLOY_KEY_PASSPHRASE=«a»ˋ to ˋscripts/deploy.envˋ; it was removed in ˋ«_s2»ˋ but is still in history.
2. ˋ«_s3»ˋ has ˋOPSGENIE_API_KEY: «b»ˋ in ˋalerting/values.yamlˋ, still present on main.
3. ˋ«_s4»ˋ only changes the placeholder ˋpassword: changeme ˋ in ˋdocs/setup.mdˋ, that is not a real credential.

I recommend rotating 1 and 2 and rewriting history with git filter-repo.
`, V{"_s1": g.hex(7), "a": g.pw(), "_s2": g.hex(7), "_s3": g.hex(7), "b": g.uuid(), "_s4": g.hex(7)}, "password: changeme", "I recommend rotating 1 and 2 and rewriting history with git filter-repo.")

	g.dfAdd("user-paste-asks-which-leaked", `
can you check this diff before I push? I think I accidentally left something in

diff --git a/src/clients/shopify.ts b/src/clients/shopify.ts
index «_i1»..«_i2» 100644
--- a/src/clients/shopify.ts
+++ b/src/clients/shopify.ts
@@ -3,6 +3,7 @@ import { shopifyApi, LATEST_API_VERSION } from '@shopify/shopify-api';
 export const shopify = shopifyApi({
   apiKey: '«_key»',
-  apiSecretKey: process.env.SHOPIFY_API_SECRET!,
+  apiSecretKey: '«a»',
+  adminApiAccessToken: '«b»',
   scopes: ['read_products', 'write_orders'],
   hostName: 'shop-tools.acme.dev',
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "_key": g.hex(32), "a": g.hex(32), "b": g.shpat()}, "process.env.SHOPIFY_API_SECRET!", "hostName: 'shop-tools.acme.dev'")

	g.dfAdd("agent-edit-tool-old-new-strings", `
● Update(config/runtime.exs)
  ⎿  Updated config/runtime.exs with 2 additions and 2 removals
       18      config :acme, Acme.Repo,
       19 -      url: "ecto://acme:«a»@db.internal/acme_prod",
       19 +      url: System.fetch_env!("DATABASE_URL"),
       20        pool_size: 10
       21 -    config :acme, :stripe_secret, "«b»"
       21 +    config :acme, :stripe_secret, System.fetch_env!("STRIPE_SECRET")
`, V{"a": g.pwURL(), "b": g.skLive()}, `System.fetch_env!("DATABASE_URL")`, "Updated config/runtime.exs with 2 additions and 2 removals")

	g.dfAdd("agent-gh-pr-diff-tool-output", `
$ gh pr diff 3310 --color=never | sed -n '1,18p'
diff --git a/ops/uptime/checks.yml b/ops/uptime/checks.yml
index «_i1»..«_i2» 100644
--- a/ops/uptime/checks.yml
+++ b/ops/uptime/checks.yml
@@ -1,9 +1,12 @@
 checks:
   - name: api-health
     url: https://api.acme.io/healthz
     interval: 60
+  - name: admin-login
+    url: https://admin.acme.io/login
+    basic_auth: "ops:«a»"
   - name: status-page
     url: https://status.acme.io
     interval: 300
 betterstack:
-  api_token: «b»
+  api_token: «c»
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.pw(), "b": g.an(24), "c": g.an(24)}, "https://api.acme.io/healthz", "name: status-page")

	g.dfAdd("agent-diff-with-line-numbers-cat-n", `
$ git show HEAD:scripts/release.sh | cat -n | sed -n '1,9p'
     1	#!/usr/bin/env bash
     2	set -euo pipefail
     3	
     4	export CARGO_REGISTRY_TOKEN=«a»
     5	export GH_TOKEN=«b»
     6	
     7	cargo publish -p acme-core
     8	gh release create "v$(cargo pkgid -p acme-core | cut -d# -f2)" --generate-notes
     9	
`, V{"a": "cio" + g.an(32), "b": g.ghs()}, "cargo publish -p acme-core", "--generate-notes")
}

// ---- look-alikes: many ids beside few secrets ----

func (g *G) dfLookalikes() {
	g.dfAdd("lookalike-index-lines-and-one-key", `
$ git diff HEAD~3 --stat --summary -- keys/
 keys/README.md         |  4 +++-
 keys/deploy.pub        |  1 +
 keys/release-signing.asc | 30 ++++++++++++++++++++++++++++++
 3 files changed, 34 insertions(+), 1 deletion(-)
 create mode 100644 keys/deploy.pub
 create mode 100644 keys/release-signing.asc
$ git diff HEAD~3 -- keys/deploy.pub
diff --git a/keys/deploy.pub b/keys/deploy.pub
new file mode 100644
index 0000000..«_i1»
--- /dev/null
+++ b/keys/deploy.pub
@@ -0,0 +1 @@
+«_pub» deploy@acme
`, V{"_i1": g.dfIdx(), "_pub": g.sshRSAPub()}, "create mode 100644 keys/release-signing.asc", "3 files changed, 34 insertions(+), 1 deletion(-)")

	g.dfAdd("lookalike-placeholders-only-diff", `
diff --git a/.env.example b/.env.example
index «_i1»..«_i2» 100644
--- a/.env.example
+++ b/.env.example
@@ -1,6 +1,8 @@
 DATABASE_URL=postgres://postgres:postgres@localhost:5432/app_dev
-STRIPE_SECRET_KEY=sk_test_...
+STRIPE_SECRET_KEY=<your-stripe-secret-key>
+STRIPE_WEBHOOK_SECRET=whsec_...
 OPENAI_API_KEY=
+ANTHROPIC_API_KEY=sk-ant-xxxxxxxx
 JWT_SECRET=change-me-in-production
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx()}, "STRIPE_SECRET_KEY=<your-stripe-secret-key>", "JWT_SECRET=change-me-in-production", "ANTHROPIC_API_KEY=sk-ant-xxxxxxxx")

	g.dfAdd("lookalike-gerrit-trailers-and-token", `
$ git log -1 --format=%B
deploy: pass registry credentials to kaniko

Bug: 41822
Change-Id: «_cid»
Reviewed-on: https://review.acme.org/c/infra/+/48891
Reviewed-by: Olga Petrova <olga@example.org>
Tested-by: CI Bot <ci@example.org>
$ git show --format= -U1 | grep '^[+-] '
+    "auth": "«a»"
`, V{"_cid": g.dfChangeID(), "a": b64s("robot$kaniko:" + g.an(32))}, "Reviewed-on: https://review.acme.org/c/infra/+/48891", "Bug: 41822")

	g.dfAdd("lookalike-lfs-pointer-and-lockfile", `
diff --git a/models/classifier.onnx b/models/classifier.onnx
index «_i1»..«_i2» 100644
--- a/models/classifier.onnx
+++ b/models/classifier.onnx
@@ -1,3 +1,3 @@
 version https://git-lfs.github.com/spec/v1
-oid sha256:«_o1»
-size 48211098
+oid sha256:«_o2»
+size 48213370
diff --git a/.lfsconfig b/.lfsconfig
index «_i3»..«_i4» 100644
--- a/.lfsconfig
+++ b/.lfsconfig
@@ -1,2 +1,2 @@
 [lfs]
-	url = https://lfs.acme.io/ml/models
+	url = https://ml-bot:«a»@lfs.acme.io/ml/models
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "_o1": g.hex(64), "_o2": g.hex(64), "_i3": g.dfIdx(), "_i4": g.dfIdx(), "a": g.ghp()}, "version https://git-lfs.github.com/spec/v1", "size 48213370")

	g.dfAdd("lookalike-signed-commit-gpg-and-secret", `
$ git log --show-signature -1 -p -- .github/dependabot-secrets.env
commit «_c»
gpg: Signature made Wed 12 Mar 2025 09:14:51 AM CET
gpg:                using EDDSA key «_fpr»
gpg: Good signature from "Anna Schmidt <anna@example.de>" [ultimate]
Author: Anna Schmidt <anna@example.de>
Date:   «=d»

    dependabot: private registry token

diff --git a/.github/dependabot-secrets.env b/.github/dependabot-secrets.env
new file mode 100644
index 0000000..«_i1»
--- /dev/null
+++ b/.github/dependabot-secrets.env
@@ -0,0 +1 @@
+NUGET_FEED_KEY=«a»
`, V{"_c": g.gitSHA(), "_fpr": g.s(alHexU, 40), "=d": g.dfDate(), "_i1": g.dfIdx(), "a": "oy2" + g.s(alLowNum, 43)}, `Good signature from "Anna Schmidt <anna@example.de>" [ultimate]`, "dependabot: private registry token")

	g.dfAdd("lookalike-sha256-checksums-and-key", `
diff --git a/tools/versions.lock b/tools/versions.lock
index «_i1»..«_i2» 100644
--- a/tools/versions.lock
+++ b/tools/versions.lock
@@ -1,4 +1,5 @@
-terraform 1.9.8 sha256:«_h1»
+terraform 1.10.2 sha256:«_h2»
 kubectl 1.31.2 sha256:«_h3»
 helm 3.16.3 sha256:«_h4»
+# infracost auth: «a»
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(64), "_h4": g.hex(64), "a": "ico-" + g.an(32)}, "kubectl 1.31.2", "helm 3.16.3")

	g.dfAdd("lookalike-masked-preview-vs-full", `
$ git diff -U0 docs/runbook.md config/llm.env
diff --git a/docs/runbook.md b/docs/runbook.md
index «_i1»..«_i2» 100644
--- a/docs/runbook.md
+++ b/docs/runbook.md
@@ -44 +44 @@
-The production key ends in ˋ«_m1»ˋ (see 1Password "LLM prod").
+The production key ends in ˋ«_m2»ˋ (see 1Password "LLM prod").
diff --git a/config/llm.env b/config/llm.env
index «_i3»..«_i4» 100644
--- a/config/llm.env
+++ b/config/llm.env
@@ -1 +1 @@
-XAI_API_KEY=«a»
+XAI_API_KEY=«b»
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "_m1": "…" + g.an(4), "_m2": "…" + g.an(4), "_i3": g.dfIdx(), "_i4": g.dfIdx(), "a": g.xai(), "b": g.xai()}, `(see 1Password "LLM prod")`)

	g.dfAdd("lookalike-submodule-commit-and-url", `
diff --git a/.gitmodules b/.gitmodules
index «_i1»..«_i2» 100644
--- a/.gitmodules
+++ b/.gitmodules
@@ -1,3 +1,3 @@
 [submodule "vendor/protos"]
 	path = vendor/protos
-	url = https://github.com/acme/protos.git
+	url = https://x-access-token:«a»@github.com/acme/protos.git
diff --git a/vendor/protos b/vendor/protos
index «_c1»..«_c2» 160000
--- a/vendor/protos
+++ b/vendor/protos
@@ -1 +1 @@
-Subproject commit «_c1»
+Subproject commit «_c2»
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "a": g.ghs(), "_c1": g.gitSHA(), "_c2": g.gitSHA()}, "https://github.com/acme/protos.git", `[submodule "vendor/protos"]`)

	g.dfAdd("lookalike-binary-files-and-key-rename", `
$ git diff -M --summary HEAD~1
 rename secrets/{dev.json => dev.json.enc} (61%)
 delete mode 100644 secrets/prod.json
$ git diff -M HEAD~1 -- secrets/
diff --git a/secrets/dev.json b/secrets/dev.json.enc
similarity index 61%
rename from secrets/dev.json
rename to secrets/dev.json.enc
index «_i1»..«_i2» 100644
Binary files a/secrets/dev.json and b/secrets/dev.json.enc differ
diff --git a/secrets/prod.json b/secrets/prod.json
deleted file mode 100644
index «_i3»..0000000
--- a/secrets/prod.json
+++ /dev/null
@@ -1,4 +0,0 @@
-{
-  "clerkSecretKey": "«a»",
-  "svixWebhookSecret": "«b»"
-}
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "_i3": g.dfIdx(), "a": "sk_live_" + g.an(40), "b": "whsec_" + g.b64(24)}, "Binary files a/secrets/dev.json and b/secrets/dev.json.enc differ", "rename from secrets/dev.json")

	g.dfAdd("lookalike-sops-encrypted-diff", `
diff --git a/secrets/prod.enc.yaml b/secrets/prod.enc.yaml
index «_i1»..«_i2» 100644
--- a/secrets/prod.enc.yaml
+++ b/secrets/prod.enc.yaml
@@ -1,5 +1,5 @@
-db_password: ENC[AES256_GCM,data:«_e1»,iv:«_iv1»,tag:«_t1»,type:str]
+db_password: ENC[AES256_GCM,data:«_e2»,iv:«_iv2»,tag:«_t2»,type:str]
 sops:
     age:
         - recipient: «_age»
-    lastmodified: "2025-01-04T10:12:44Z"
+    lastmodified: "2025-03-18T08:30:02Z"
`, V{"_i1": g.dfIdx(), "_i2": g.dfIdx(), "_e1": g.b64(18), "_iv1": g.b64(32), "_t1": g.b64(16), "_e2": g.b64(18), "_iv2": g.b64(32), "_t2": g.b64(16), "_age": g.agePublic()}, `lastmodified: "2025-03-18T08:30:02Z"`)
}
