package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// forgeCases adds self-hosted code forges and their administration as an
// agent meets them in a session: the configs it reads, the admin commands
// it runs, the API calls and scripts it writes, the runners it registers,
// the mirrors, backups and migrations it sets up, and the chat and issue
// text where users paste them.
// Sources: Gitea and Forgejo (app.ini [security] SECRET_KEY,
// INTERNAL_TOKEN, [oauth2] JWT_SECRET, [server] LFS_JWT_SECRET,
// [database] and [mailer] PASSWD, cache, session, queue and indexer
// connection strings, GITEA__section__KEY and FORGEJO__ variables, the
// Helm chart's values, gitea admin user create, change-password and
// generate-access-token, gitea generate secret, admin auth add-ldap and
// add-oauth, gitea dump, the /api/v1 token, OAuth2 application, webhook,
// push mirror, secrets and migrate endpoints, tea, the Go and Python SDKs,
// Renovate and Terraform; act_runner and forgejo-runner register, .runner
// files, runner config, forgejo-cli actions register, Woodpecker and
// Drone); Gogs (app.ini, admin create-user, the token API's "sha1");
// GitLab self-managed (gitlab.rb external_url, smtp_password,
// db_password, LDAP, object storage, OmniAuth, Gitaly, Redis and
// registry settings, GITLAB_OMNIBUS_CONFIG, gitlab-secrets.json,
// /etc/gitlab/initial_root_password, the Helm chart's root password
// secret, gitlab-rails runner and console, personal, project and group
// access tokens, deploy tokens, feed, trigger, agent and OAuth tokens, CI
// job tokens, glab, package registry clients, the Terraform HTTP backend;
// gitlab-runner register, config.toml, list and Helm values); Gerrit
// (secure.config, HTTP passwords from the REST API with its )]}' prefix,
// ssh admin commands, .netrc, pygerrit2, Zuul and the Gerrit Trigger
// plugin); Bitbucket Server and Data Center (bitbucket.properties, the
// Docker image's environment, BBDC- HTTP access tokens, webhooks);
// Phabricator and Phorge (.arcrc, arc install-certificate, conduit calls,
// local.json, bin/config and bin/auth recover); SourceHut (config.ini,
// srht-keygen, hut, the GraphQL API); Sourcegraph (SRC_ACCESS_TOKEN, src
// login, site config, code host connections, executors); Gitolite and
// cgit (simple-authentication.lua, htpasswd); Jenkins jobs and webhooks
// for forges (remote build tokens, JCasC credentials, secret tokens);
// mirrors (git push --mirror URLs, mirror remotes, gickup), backups and
// migrations between forges; LFS servers (lfs-test-server, rudolfs,
// git-lfs-authenticate); the container and package registries bundled in
// forges (docker and podman login, config.json, .npmrc, skopeo, twine,
// cargo and helm); and chats, issues, forum posts and review comments.
// Benign look-alikes: commit SHAs, Gerrit Change-Ids, LFS oids, runner ids
// and UUIDs, runner system ids and short tokens, webhook ids and delivery
// UUIDs, webhook signatures, OAuth client ids, PHIDs, public SSH host keys
// and their fingerprints, backup ids, version strings, masked values
// ([MASKED], ******, REDACTED), placeholders and secret references. The
// case names start with "forge/".
func (g *G) forgeCases() {
	g.fgGiteaConfig()
	g.fgGiteaCLI()
	g.fgGiteaAPI()
	g.fgActions()
	g.fgGogs()
	g.fgGitLabOmnibus()
	g.fgGitLabTokens()
	g.fgGitLabRunner()
	g.fgGerrit()
	g.fgBitbucket()
	g.fgPhab()
	g.fgSrhtSourcegraph()
	g.fgGitoliteJenkins()
	g.fgMirrors()
	g.fgLFSRegistry()
	g.fgTalk()
	g.fgBenign()
}

// ---- helpers used only here ----

// fgAdd is add with the "forge/" prefix and "ˋ" standing for a backtick.
func (g *G) fgAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("forge/"+name, bt(tmpl), v, benign...)
}

// fgEpoch is a Unix time in 2024 or 2025.
func (g *G) fgEpoch() int { return 1704067200 + g.r.IntN(50000000) }

// fgTok is a Gitea, Forgejo or Gogs access token (40 hex digits).
func (g *G) fgTok() string { return g.hex(40) }

// fgSecretKey is what gitea generate secret SECRET_KEY prints.
func (g *G) fgSecretKey() string { return g.an(64) }

// fgInternal is a Gitea INTERNAL_TOKEN.
func (g *G) fgInternal() string { return g.jwt("HS256", fmt.Sprintf(`{"nbf":%d}`, g.fgEpoch())) }

// fgJWTSecret is a Gitea JWT_SECRET or LFS_JWT_SECRET.
func (g *G) fgJWTSecret() string { return g.b64u(43) }

// fgRunnerReg is a Gitea or Forgejo runner registration token.
func (g *G) fgRunnerReg() string { return g.an(40) }

// fgGto is a Gitea OAuth2 application's client secret.
func (g *G) fgGto() string { return "gto_" + g.s(alLower+"234567", 52) }

// fgGlrt is a GitLab runner authentication token.
func (g *G) fgGlrt() string {
	if g.r.IntN(2) == 0 {
		return "glrt-" + g.b64u(20)
	}
	return "glrt-t1_" + g.b64u(20)
}

// fgGR is a legacy GitLab runner registration token.
func (g *G) fgGR() string { return "GR1348941" + g.b64u(20) }

// fgGldt is a GitLab deploy token.
func (g *G) fgGldt() string { return "gldt-" + g.b64u(20) }

// fgGlcbt is a GitLab CI job token.
func (g *G) fgGlcbt() string { return "glcbt-" + g.hex(2) + "_" + g.b64u(20) }

// fgGlptt is a GitLab pipeline trigger token.
func (g *G) fgGlptt() string { return "glptt-" + g.hex(40) }

// fgGloas is a GitLab OAuth application secret.
func (g *G) fgGloas() string { return "gloas-" + g.hex(64) }

// fgGlft is a GitLab feed token.
func (g *G) fgGlft() string { return "glft-" + g.b64u(20) }

// fgGlagent is a GitLab agent for Kubernetes token.
func (g *G) fgGlagent() string { return "glagent-" + g.b64u(50) }

// fgRootPw is the password in /etc/gitlab/initial_root_password.
func (g *G) fgRootPw() string { return g.b64(32) }

// fgGerritPw is a generated Gerrit HTTP password.
func (g *G) fgGerritPw() string { return g.s(alAlnum+"+/", 42) }

// fgBBDC is a Bitbucket Data Center HTTP access token.
func (g *G) fgBBDC() string {
	return "BBDC-" + base64.StdEncoding.EncodeToString(append([]byte(g.digits(12)+":"), g.bytes(20)...))
}

// fgConduit is a Phabricator or Phorge Conduit API token.
func (g *G) fgConduit() string { return "api-" + g.s(alLowNum, 28) }

// fgPHID is a Phabricator object id.
func (g *G) fgPHID(typ string) string { return "PHID-" + typ + "-" + g.s(alLowNum, 20) }

// fgSgp is a Sourcegraph access token.
func (g *G) fgSgp() string { return "sgp_" + g.hex(16) + "_" + g.hex(40) }

// fgSrht is a SourceHut OAuth 2.0 personal access token.
func (g *G) fgSrht() string { return g.b64(96) }

// fgJenkins is a Jenkins user API token.
func (g *G) fgJenkins() string { return "11" + g.hex(32) }

// fgChangeID is a Gerrit Change-Id.
func (g *G) fgChangeID() string { return "I" + g.hex(40) }

// fgFP is an SSH key's SHA256 fingerprint.
func (g *G) fgFP() string { return "SHA256:" + strings.TrimRight(g.b64(32), "=") }

// fgBasic is the base64 of user:secret, as in Basic auth or config.json.
func fgBasic(user, secret string) string { return b64s(user + ":" + secret) }

// ---- Gitea and Forgejo configuration ----

func (g *G) fgGiteaConfig() {
	g.fgAdd("gitea-app-ini-full", `
$ sudo cat /etc/gitea/app.ini
APP_NAME = Acme Code
RUN_USER = git
RUN_MODE = prod
WORK_PATH = /var/lib/gitea

[database]
DB_TYPE = postgres
HOST = 127.0.0.1:5432
NAME = gitea
USER = gitea
PASSWD = ˋ«a»ˋ
SCHEMA =
SSL_MODE = disable
LOG_SQL = false

[repository]
ROOT = /var/lib/gitea/data/gitea-repositories

[server]
SSH_DOMAIN = git.acme-labs.dev
DOMAIN = git.acme-labs.dev
HTTP_PORT = 3000
ROOT_URL = https://git.acme-labs.dev/
APP_DATA_PATH = /var/lib/gitea/data
DISABLE_SSH = false
SSH_PORT = 22
LFS_START_SERVER = true
LFS_JWT_SECRET = «b»
OFFLINE_MODE = true

[lfs]
PATH = /var/lib/gitea/data/lfs

[mailer]
ENABLED = false

[security]
INSTALL_LOCK = true
INTERNAL_TOKEN = «c»
PASSWORD_HASH_ALGO = pbkdf2
SECRET_KEY = «d»

[oauth2]
JWT_SECRET = «e»
`, V{"a": g.pw(), "b": g.fgJWTSecret(), "c": g.fgInternal(), "d": g.fgSecretKey(), "e": g.fgJWTSecret()},
		"https://git.acme-labs.dev/", "/var/lib/gitea/data/gitea-repositories", "PASSWORD_HASH_ALGO = pbkdf2")

	g.fgAdd("forgejo-app-ini-mailer-mysql", `
# /etc/forgejo/app.ini (excerpt)
[database]
DB_TYPE  = mysql
HOST     = /var/run/mysqld/mysqld.sock
NAME     = forgejo
USER     = forgejo
PASSWD   = «a»
CHARSET  = utf8mb4

[mailer]
ENABLED        = true
PROTOCOL       = smtp+starttls
SMTP_ADDR      = smtp.eu.mailgun.org
SMTP_PORT      = 587
FROM           = "Forgejo" <noreply@code.wrenfield.org>
USER           = postmaster@mg.wrenfield.org
PASSWD         = «b»
SEND_AS_PLAIN_TEXT = false

[service]
REGISTER_EMAIL_CONFIRM = true
DISABLE_REGISTRATION   = true
`, V{"a": g.pwStrong(), "b": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)},
		"postmaster@mg.wrenfield.org", "/var/run/mysqld/mysqld.sock")

	g.fgAdd("gitea-docker-compose-env", `
$ cat docker-compose.yml
version: "3"

networks:
  gitea:
    external: false

services:
  server:
    image: gitea/gitea:1.22.3
    container_name: gitea
    environment:
      - USER_UID=1000
      - USER_GID=1000
      - GITEA__database__DB_TYPE=postgres
      - GITEA__database__HOST=db:5432
      - GITEA__database__NAME=gitea
      - GITEA__database__USER=gitea
      - GITEA__database__PASSWD=«a»
      - GITEA__security__SECRET_KEY=«b»
      - GITEA__security__INTERNAL_TOKEN=«c»
      - GITEA__server__ROOT_URL=https://gitea.northpine.io/
    restart: always
    networks:
      - gitea
    volumes:
      - ./gitea:/data
    ports:
      - "3000:3000"
      - "222:22"
    depends_on:
      - db

  db:
    image: postgres:14
    restart: always
    environment:
      - POSTGRES_USER=gitea
      - POSTGRES_PASSWORD=«a»
      - POSTGRES_DB=gitea
    networks:
      - gitea
    volumes:
      - ./postgres:/var/lib/postgresql/data
`, V{"a": g.pwURL(), "b": g.fgSecretKey(), "c": g.fgInternal()}, "gitea/gitea:1.22.3", "https://gitea.northpine.io/")

	g.fgAdd("forgejo-env-file-double-underscore", `
$ cat /srv/forgejo/.env
FORGEJO__server__DOMAIN=code.hollowtree.net
FORGEJO__server__ROOT_URL=https://code.hollowtree.net/
FORGEJO__database__DB_TYPE=postgres
FORGEJO__database__HOST=postgres:5432
FORGEJO__database__PASSWD=«a»
FORGEJO__security__SECRET_KEY=«b»
FORGEJO__oauth2__JWT_SECRET=«c»
FORGEJO__server__LFS_JWT_SECRET=«d»
FORGEJO__mailer__PASSWD=«e»
FORGEJO__actions__ENABLED=true
`, V{"a": g.pwURL(), "b": g.fgSecretKey(), "c": g.fgJWTSecret(), "d": g.fgJWTSecret(), "e": g.pw()},
		"https://code.hollowtree.net/", "FORGEJO__actions__ENABLED=true")

	g.fgAdd("gitea-cache-session-queue-redis", `
[cache]
ADAPTER = redis
HOST = redis://:«a»@10.20.0.15:6379/0?pool_size=100&idle_timeout=180s
ITEM_TTL = 16h

[session]
PROVIDER = redis
PROVIDER_CONFIG = network=tcp,addr=10.20.0.15:6379,password=«a»,db=1,pool_size=100,idle_timeout=180
COOKIE_SECURE = true

[queue]
TYPE = redis
CONN_STR = redis://:«a»@10.20.0.15:6379/2
`, V{"a": g.an(32)}, "COOKIE_SECURE = true", "10.20.0.15:6379")

	g.fgAdd("gitea-indexer-storage-minio", `
[indexer]
ISSUE_INDEXER_TYPE = elasticsearch
ISSUE_INDEXER_CONN_STR = https://gitea_idx:«a»@es01.search.internal:9200
REPO_INDEXER_ENABLED = true
REPO_INDEXER_TYPE = elasticsearch
REPO_INDEXER_CONN_STR = https://gitea_idx:«a»@es01.search.internal:9200

[storage]
STORAGE_TYPE = minio
MINIO_ENDPOINT = s3.eu-central-1.amazonaws.com
MINIO_ACCESS_KEY_ID = «_id»
MINIO_SECRET_ACCESS_KEY = «b»
MINIO_BUCKET = acme-gitea-attachments
MINIO_LOCATION = eu-central-1
MINIO_USE_SSL = true
`, V{"a": g.pwURL(), "_id": g.awsID(), "b": g.awsSecret()}, "acme-gitea-attachments")

	g.fgAdd("gitea-metrics-token-prometheus", `
# app.ini
[metrics]
ENABLED = true
TOKEN = «a»

# prometheus.yml
scrape_configs:
  - job_name: gitea
    metrics_path: /metrics
    scheme: https
    authorization:
      type: Bearer
      credentials: «a»
    static_configs:
      - targets: ["git.quarry-systems.com"]
`, V{"a": g.an(32)}, "git.quarry-systems.com")

	g.fgAdd("gitea-helm-values", `
$ cat values-gitea.yaml
gitea:
  admin:
    username: gitea_admin
    password: «a»
    email: platform@larchmont.io
  config:
    server:
      ROOT_URL: https://git.larchmont.io
    database:
      DB_TYPE: postgres
      HOST: gitea-postgresql.gitea.svc.cluster.local:5432
      NAME: gitea
      USER: gitea
      PASSWD: «b»
    security:
      SECRET_KEY: «c»
      INTERNAL_TOKEN: «d»
postgresql-ha:
  enabled: false
postgresql:
  enabled: true
  global:
    postgresql:
      auth:
        password: «b»
        database: gitea
        username: gitea
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.fgSecretKey(), "d": g.fgInternal()},
		"gitea-postgresql.gitea.svc.cluster.local:5432", "https://git.larchmont.io")

	g.fgAdd("gitea-ldap-oauth-camo-section", `
[camo]
ENABLED = true
SERVER_URL = https://camo.ridgeline.dev
HMAC_KEY = «a»
ALWAYS = false

[oauth2_client]
ENABLE_AUTO_REGISTRATION = true
USERNAME = email
ACCOUNT_LINKING = auto
`, V{"a": g.hex(40)}, "https://camo.ridgeline.dev", "ACCOUNT_LINKING = auto")

	g.fgAdd("gitea-app-ini-passwd-under-comment", `
$ grep -n -A2 '^\[database\]' /data/gitea/conf/app.ini
7:[database]
8-DB_TYPE  = postgres
9-HOST     = pg.tailnet.internal:5432
$ sed -n 10,14p /data/gitea/conf/app.ini
10-NAME     = gitea
11-USER     = gitea
12-PASSWD   = «a»
13-SCHEMA   =
14-SSL_MODE = require
`, V{"a": g.pwStrong()}, "pg.tailnet.internal:5432")

	g.fgAdd("gitea-k8s-secret-inline-config", `
apiVersion: v1
kind: Secret
metadata:
  name: gitea-inline-config
  namespace: gitea
type: Opaque
stringData:
  security: |-
    INSTALL_LOCK=true
    SECRET_KEY=«a»
    INTERNAL_TOKEN=«b»
  oauth2: |-
    JWT_SECRET=«c»
  database: |-
    DB_TYPE=postgres
    HOST=cnpg-gitea-rw.databases.svc:5432
    PASSWD=«d»
`, V{"a": g.fgSecretKey(), "b": g.fgInternal(), "c": g.fgJWTSecret(), "d": g.pwURL()}, "cnpg-gitea-rw.databases.svc:5432")

	g.fgAdd("gitea-systemd-env-override", `
$ systemctl cat gitea.service | sed -n '/\[Service\]/,$p'
[Service]
RestartSec=2s
Type=simple
User=git
Group=git
WorkingDirectory=/var/lib/gitea/
ExecStart=/usr/local/bin/gitea web --config /etc/gitea/app.ini
Restart=always
Environment=USER=git HOME=/home/git GITEA_WORK_DIR=/var/lib/gitea

# /etc/systemd/system/gitea.service.d/override.conf
[Service]
Environment="GITEA__mailer__PASSWD=«a»"
Environment="GITEA__database__PASSWD=«b»"
`, V{"a": g.sendgrid(), "b": g.pw()}, "/usr/local/bin/gitea web --config /etc/gitea/app.ini")

	g.fgAdd("gitea-ansible-vars", `
# group_vars/gitea/main.yml
gitea_version: "1.22.3"
gitea_fqdn: git.saltmarsh.works
gitea_db_type: postgres
gitea_db_host: "127.0.0.1:5432"
gitea_db_password: "«a»"
gitea_secret_key: "«b»"
gitea_internal_token: "«c»"
gitea_lfs_jwt_secret: "«d»"
gitea_mailer_enabled: true
gitea_mailer_password: "«e»"
`, V{"a": g.pw(), "b": g.fgSecretKey(), "c": g.fgInternal(), "d": g.fgJWTSecret(), "e": g.pwStrong()},
		"git.saltmarsh.works", `gitea_version: "1.22.3"`)

	g.fgAdd("benign-gitea-secret-uri-files", `
[security]
INSTALL_LOCK = true
SECRET_KEY =
SECRET_KEY_URI = file:/etc/gitea/secret_key
INTERNAL_TOKEN_URI = file:/etc/gitea/internal_token

[oauth2]
JWT_SECRET_URI = file:/etc/gitea/jwt_secret

[database]
PASSWD = ${GITEA_DB_PASSWORD}
`, nil, "file:/etc/gitea/secret_key", "file:/etc/gitea/internal_token", "file:/etc/gitea/jwt_secret", "${GITEA_DB_PASSWORD}")

	g.fgAdd("gitea-sqlite-smtps-fastmail", `
[database]
DB_TYPE = sqlite3
PATH = /var/lib/gitea/data/gitea.db

[mailer]
ENABLED = true
PROTOCOL = smtps
SMTP_ADDR = smtp.fastmail.com
SMTP_PORT = 465
USER = ops@tarnhelm.de
PASSWD = «a»
FROM = Tarnhelm Git <ops@tarnhelm.de>
`, V{"a": g.s(alLowNum, 16)}, "/var/lib/gitea/data/gitea.db", "ops@tarnhelm.de")
}

// ---- Gitea and Forgejo command line ----

func (g *G) fgGiteaCLI() {
	g.fgAdd("gitea-admin-user-create", `
$ sudo -u git gitea admin user create --admin --username platform-admin --password '«a»' --email platform@fernhill.io --must-change-password=false -c /etc/gitea/app.ini
2024/11/04 09:12:33 ...s/setting/setting.go:180:LoadCommonSettings() [I] AppPath: /usr/local/bin/gitea
New user 'platform-admin' has been successfully created!
`, V{"a": g.pw()}, "New user 'platform-admin' has been successfully created!")

	g.fgAdd("gitea-admin-random-password-output", `
$ docker exec -u git gitea gitea admin user create --username renovate-bot --random-password --email renovate@fernhill.io
generated random password is '«a»'
New user 'renovate-bot' has been successfully created!
`, V{"a": g.an(16)}, "renovate@fernhill.io")

	g.fgAdd("gitea-generate-access-token-raw", `
$ docker exec -u git gitea gitea admin user generate-access-token \
    --username renovate-bot --token-name renovate \
    --scopes write:repository,write:issue,read:user --raw
«a»
$ echo "export RENOVATE_TOKEN=$(pbpaste)" >> ~/.config/renovate.env
`, V{"a": g.fgTok()}, "--scopes write:repository,write:issue,read:user")

	g.fgAdd("gitea-generate-access-token-sentence", `
$ kubectl -n gitea exec deploy/gitea -c gitea -- gitea admin user generate-access-token -u argocd --token-name argocd-repo --scopes read:repository
Access token was successfully created: «a»
`, V{"a": g.fgTok()}, "--token-name argocd-repo")

	g.fgAdd("gitea-generate-secret-all", `
$ gitea generate secret SECRET_KEY
«a»
$ gitea generate secret INTERNAL_TOKEN
«b»
$ gitea generate secret JWT_SECRET
«c»
$ gitea generate secret LFS_JWT_SECRET
«d»
`, V{"a": g.fgSecretKey(), "b": g.fgInternal(), "c": g.fgJWTSecret(), "d": g.fgJWTSecret()})

	g.fgAdd("gitea-change-password", `
root@git01:~# su git -c "gitea admin user change-password --username dana --password «a» --config /etc/gitea/app.ini"
2025/02/18 14:05:10 ...s/setting/setting.go:180:LoadCommonSettings() [I] AppPath: /usr/local/bin/gitea
dana's password has been successfully updated!
`, V{"a": g.pwURL()}, "dana's password has been successfully updated!")

	g.fgAdd("gitea-auth-add-ldap", `
$ gitea admin auth add-ldap --name "Corp AD" --security-protocol ldaps \
    --host dc01.corp.ashgrove.local --port 636 \
    --user-search-base "OU=Staff,DC=corp,DC=ashgrove,DC=local" \
    --user-filter "(&(objectClass=user)(sAMAccountName=%[1]s))" \
    --admin-filter "(memberOf=CN=git-admins,OU=Groups,DC=corp,DC=ashgrove,DC=local)" \
    --email-attribute mail --username-attribute sAMAccountName \
    --bind-dn "CN=svc-gitea,OU=Service,DC=corp,DC=ashgrove,DC=local" \
    --bind-password '«a»' --synchronize-users
`, V{"a": g.pwStrong()}, "dc01.corp.ashgrove.local", "CN=svc-gitea,OU=Service,DC=corp,DC=ashgrove,DC=local")

	g.fgAdd("forgejo-auth-add-oauth-keycloak", `
$ forgejo admin auth add-oauth --name keycloak --provider openidConnect \
    --key forgejo \
    --secret «a» \
    --auto-discover-url https://sso.birchway.eu/realms/staff/.well-known/openid-configuration \
    --scopes "openid email profile" --group-claim-name groups --admin-group forge-admins
`, V{"a": g.an(32)}, "https://sso.birchway.eu/realms/staff/.well-known/openid-configuration")

	g.fgAdd("gitea-dump-then-grep-security", `
$ sudo -u git gitea dump -c /etc/gitea/app.ini -f /backup/gitea-dump.zip
2025/01/12 02:00:01 ...s/cmd/dump.go:186:runDump() [I] Dumping local repositories... /var/lib/gitea/data/gitea-repositories
2025/01/12 02:00:09 ...s/cmd/dump.go:230:runDump() [I] Dumping database...
2025/01/12 02:00:12 ...s/cmd/dump.go:242:runDump() [I] Adding custom configuration file from /etc/gitea/app.ini
2025/01/12 02:00:12 ...s/cmd/dump.go:370:runDump() [I] Finish dumping in file /backup/gitea-dump.zip
$ unzip -p /backup/gitea-dump.zip app.ini | sed -n '/^\[security\]/,/^$/p'
[security]
INSTALL_LOCK   = true
SECRET_KEY     = «a»
INTERNAL_TOKEN = «b»
`, V{"a": g.fgSecretKey(), "b": g.fgInternal()}, "/backup/gitea-dump.zip")

	g.fgAdd("gitea-dump-sql-users-row", `
$ unzip -p gitea-dump-«=ts».zip gitea-db.sql | grep -m1 'INSERT INTO "user"'
INSERT INTO "user" ("id","lower_name","name","email","passwd","passwd_hash_algo","must_change_password","login_type","salt","rands","is_admin") VALUES (1,'gitadmin','gitadmin','gitadmin@wolfden.tech','«a»','pbkdf2$50000$50',false,0,'«=s»','«=r»',true);
`, V{"=ts": fmt.Sprint(g.fgEpoch()), "a": g.hex(100), "=s": g.hex(32), "=r": g.hex(32)}, "pbkdf2$50000$50", "gitadmin@wolfden.tech")

	g.fgAdd("forgejo-cli-actions-register-offline", `
$ sudo -u forgejo forgejo forgejo-cli actions register --name docker-runner-02 --scope acme --secret «a»
$ forgejo-runner create-runner-file --instance https://code.birchway.eu --name docker-runner-02 --secret «a»
INFO[0000] Runner registered successfully.
`, V{"a": g.hex(40)}, "https://code.birchway.eu")

	g.fgAdd("gitea-actions-generate-runner-token", `
$ docker exec -u git gitea gitea actions generate-runner-token
«a»
$ docker run --rm -e GITEA_INSTANCE_URL=https://gitea.northpine.io -e GITEA_RUNNER_REGISTRATION_TOKEN=«a» -v /var/run/docker.sock:/var/run/docker.sock --name runner gitea/act_runner:0.2.11
`, V{"a": g.fgRunnerReg()}, "gitea/act_runner:0.2.11")

	g.fgAdd("gitea-admin-user-list-and-reset", `
$ gitea admin user list --admin
ID   Username        Email                     IsActive IsAdmin 2FA
1    gitadmin        gitadmin@wolfden.tech     true     true    true
7    ops             ops@wolfden.tech          true     true    false
$ gitea admin user change-password -u ops -p «a» --must-change-password
ops's password has been successfully updated!
`, V{"a": g.pwURL()}, "gitadmin@wolfden.tech")

	g.fgAdd("gitea-install-web-form-curl", `
$ curl -s -X POST http://127.0.0.1:3000/ \
    --data-urlencode db_type=postgres --data-urlencode db_host=db:5432 \
    --data-urlencode db_user=gitea --data-urlencode db_passwd=«a» \
    --data-urlencode db_name=gitea --data-urlencode app_name="Build Farm Git" \
    --data-urlencode domain=git.buildfarm.lan --data-urlencode app_url=https://git.buildfarm.lan/ \
    --data-urlencode admin_name=buildadmin --data-urlencode admin_passwd=«b» \
    --data-urlencode admin_confirm_passwd=«b» --data-urlencode admin_email=build@buildfarm.lan
`, V{"a": g.pwURL(), "b": g.pwURL()}, "https://git.buildfarm.lan/")
}

// ---- Gitea and Forgejo API, SDKs and tools ----

func (g *G) fgGiteaAPI() {
	tok := g.fgTok()
	g.fgAdd("gitea-api-create-token-sha1", `
$ curl -s -X POST -H "Content-Type: application/json" -u 'dana:«a»' \
    https://git.acme-labs.dev/api/v1/users/dana/tokens \
    -d '{"name":"laptop-cli","scopes":["write:repository","read:user","write:issue"]}'
{"id":31,"name":"laptop-cli","sha1":"«b»","token_last_eight":"«=l»","scopes":["write:issue","write:repository","read:user"]}
`, V{"a": g.pw(), "b": tok, "=l": tok[32:]}, `"name":"laptop-cli"`)

	g.fgAdd("gitea-api-httpie-basic-token", `
$ http -b -a dana:«a» https://git.acme-labs.dev/api/v1/user | jq '{id, login, email, is_admin}'
{
  "id": 3,
  "login": "dana",
  "email": "dana@acme-labs.dev",
  "is_admin": false
}
`, V{"a": g.fgTok()}, "dana@acme-labs.dev")

	g.fgAdd("gitea-api-token-in-url-userinfo", `
$ curl -s "https://ops:«a»@gitea.northpine.io/api/v1/repos/search?q=terraform&limit=5" | jq -r '.data[].full_name'
infra/terraform-modules
infra/terraform-live
`, V{"a": g.fgTok()}, "infra/terraform-modules")

	g.fgAdd("tea-login-add-and-config", `
$ tea login add --name work --url https://git.acme-labs.dev --token «a»
Login as dana on https://git.acme-labs.dev successful. Added this login as work
$ cat ~/.config/tea/config.yml
logins:
- name: work
  url: https://git.acme-labs.dev
  token: «a»
  default: true
  ssh_host: git.acme-labs.dev
  ssh_key: ""
  insecure: false
  user: dana
  created: 1731405112
preferences:
  editor: false
  flag_defaults:
    remote: ""
`, V{"a": g.fgTok()}, "ssh_host: git.acme-labs.dev")

	g.fgAdd("py-gitea-positional-token", `
# scripts/archive_stale_repos.py
from datetime import datetime, timedelta, timezone

from gitea import Gitea, Organization

gitea = Gitea("https://git.quarry-systems.com", "«a»")
org = Organization.request(gitea, "legacy")
cutoff = datetime.now(timezone.utc) - timedelta(days=365)
for repo in org.get_repositories():
    if repo.updated_at < cutoff and not repo.archived:
        repo.archived = True
        repo.commit()
        print("archived", repo.full_name)
`, V{"a": g.fgTok()}, `Organization.request(gitea, "legacy")`)

	g.fgAdd("go-gitea-sdk-settoken", `
package forge

import (
	"code.gitea.io/sdk/gitea"
)

const giteaURL = "https://code.hollowtree.net"

func client() (*gitea.Client, error) {
	return gitea.NewClient(giteaURL, gitea.SetToken("«a»"), gitea.SetUserAgent("release-bot/1.4"))
}
`, V{"a": g.fgTok()}, `gitea.SetUserAgent("release-bot/1.4")`)

	g.fgAdd("renovate-config-js-gitea", `
// config.js for the self-hosted Renovate cron job
module.exports = {
  platform: 'gitea',
  endpoint: 'https://gitea.northpine.io/api/v1/',
  token: '«a»',
  gitAuthor: 'Renovate Bot <renovate@northpine.io>',
  autodiscover: true,
  autodiscoverFilter: ['infra/*', 'apps/*'],
  hostRules: [
    { matchHost: 'ghcr.io', username: 'northpine-bot', password: '«b»' },
  ],
};
`, V{"a": g.fgTok(), "b": g.ghp()}, "https://gitea.northpine.io/api/v1/")

	g.fgAdd("terraform-gitea-provider", `
provider "gitea" {
  base_url = "https://git.larchmont.io"
  token    = "«a»"
}

resource "gitea_org" "platform" {
  name = "platform"
}

resource "gitea_repository_key" "deploy" {
  repository = gitea_repository.infra.id
  title      = "argocd"
  read_only  = true
  key        = file("${path.module}/keys/argocd.pub")
}
`, V{"a": g.fgTok()}, `file("${path.module}/keys/argocd.pub")`)

	g.fgAdd("gitea-oauth2-app-create-response", `
$ curl -s -X POST -H "Authorization: token $GITEA_TOKEN" -H 'Content-Type: application/json' \
    https://git.acme-labs.dev/api/v1/user/applications/oauth2 \
    -d '{"name":"grafana","redirect_uris":["https://grafana.acme-labs.dev/login/generic_oauth"],"confidential_client":true}'
{"id":6,"name":"grafana","redirect_uris":["https://grafana.acme-labs.dev/login/generic_oauth"],"client_id":"«_c»","client_secret":"«a»","confidential_client":true,"created":"2025-02-03T10:11:12Z"}
`, V{"_c": g.uuid(), "a": g.fgGto()}, "$GITEA_TOKEN", "https://grafana.acme-labs.dev/login/generic_oauth")

	g.fgAdd("grafana-generic-oauth-gitea", `
[auth.generic_oauth]
enabled = true
name = Gitea
allow_sign_up = true
client_id = «_c»
client_secret = «a»
scopes = openid email profile groups
auth_url = https://git.acme-labs.dev/login/oauth/authorize
token_url = https://git.acme-labs.dev/login/oauth/access_token
api_url = https://git.acme-labs.dev/login/oauth/userinfo
role_attribute_path = contains(groups[*], 'acme:admins') && 'Admin' || 'Viewer'
`, V{"_c": g.uuid(), "a": g.fgGto()}, "https://git.acme-labs.dev/login/oauth/access_token")

	g.fgAdd("gitea-webhook-create-secret-and-header", `
$ curl -s -X POST -H "Authorization: token «a»" -H 'Content-Type: application/json' \
    https://gitea.northpine.io/api/v1/repos/apps/checkout/hooks -d @- <<'JSON'
{
  "type": "gitea",
  "active": true,
  "events": ["push", "pull_request"],
  "branch_filter": "main",
  "authorization_header": "Bearer «b»",
  "config": {
    "url": "https://ci.northpine.io/hooks/gitea",
    "content_type": "json",
    "secret": "«c»"
  }
}
JSON
{"id":«=h»,"type":"gitea","branch_filter":"main","config":{"content_type":"json","url":"https://ci.northpine.io/hooks/gitea"},"events":["push","pull_request"],"authorization_header":"","active":true}
`, V{"a": g.fgTok(), "b": g.an(40), "c": g.hex(32), "=h": g.digits(3)}, "https://ci.northpine.io/hooks/gitea")

	g.fgAdd("gitea-actions-secret-put", `
$ curl -s -X PUT -H "Authorization: token $GITEA_ADMIN_TOKEN" -H "Content-Type: application/json" \
    https://git.larchmont.io/api/v1/repos/platform/deployer/actions/secrets/KUBECONFIG_B64 \
    -d '{"data":"«a»"}'
$ curl -s -X PUT -H "Authorization: token $GITEA_ADMIN_TOKEN" -H "Content-Type: application/json" \
    https://git.larchmont.io/api/v1/orgs/platform/actions/secrets/REGISTRY_PASSWORD \
    -d '{"data":"«b»"}'
`, V{"a": b64s("apiVersion: v1\nkind: Config\nusers:\n- name: deployer\n  user:\n    token: " + g.k8sSAToken() + "\n"), "b": g.pwStrong()},
		"$GITEA_ADMIN_TOKEN", "actions/secrets/KUBECONFIG_B64")

	g.fgAdd("gitea-push-mirror-api", `
$ http POST https://git.acme-labs.dev/api/v1/repos/oss/libsift/push_mirrors \
    "Authorization:token $GITEA_TOKEN" \
    remote_address=https://github.com/acme-labs/libsift.git \
    remote_username=acme-labs-bot \
    remote_password=«a» \
    interval=8h0m0s sync_on_commit:=true
HTTP/1.1 200 OK
{"repo_name":"libsift","remote_name":"remote_mirror_«_r»","remote_address":"https://github.com/acme-labs/libsift.git","created":"2025-03-09T12:00:01Z","last_update":"","last_error":"","interval":"8h0m0s","sync_on_commit":true}
`, V{"a": g.ghFine(), "_r": g.an(10)}, "https://github.com/acme-labs/libsift.git")

	g.fgAdd("gitea-migrate-from-gitlab-api", `
$ curl -s -X POST https://gitea.northpine.io/api/v1/repos/migrate \
    -H "Authorization: token «a»" -H 'Content-Type: application/json' -d '{
  "clone_addr": "https://gitlab.northpine.io/apps/ledger.git",
  "service": "gitlab",
  "auth_token": "«b»",
  "repo_owner": "apps",
  "repo_name": "ledger",
  "mirror": false,
  "private": true,
  "issues": true,
  "labels": true,
  "milestones": true,
  "pull_requests": true,
  "releases": true,
  "wiki": true,
  "lfs": true
}' | jq '{id, full_name, clone_url}'
`, V{"a": g.fgTok(), "b": g.glpat()}, "https://gitlab.northpine.io/apps/ledger.git")

	g.fgAdd("forgejo-migrate-github-basic", `
POST /api/v1/repos/migrate HTTP/1.1
Host: code.birchway.eu
Authorization: token «a»
Content-Type: application/json

{"clone_addr":"https://github.com/birchway/site.git","service":"github","auth_username":"birchway-ops","auth_password":"«b»","repo_owner":"web","repo_name":"site","mirror":true,"mirror_interval":"1h0m0s"}
`, V{"a": g.fgTok(), "b": g.ghp()}, "https://github.com/birchway/site.git")

	g.fgAdd("gitea-node-fetch-script", `
// scripts/sync-labels.mjs
const BASE = "https://git.quarry-systems.com/api/v1";
const headers = {
  Authorization: "token «a»",
  "Content-Type": "application/json",
};
const labels = [
  { name: "kind/bug", color: "#ee0701" },
  { name: "kind/feature", color: "#84b6eb" },
];
for (const repo of ["core/api", "core/web"]) {
  for (const l of labels) {
    await fetch(ˋ${BASE}/repos/${repo}/labelsˋ, { method: "POST", headers, body: JSON.stringify(l) });
  }
}
`, V{"a": g.fgTok()}, "https://git.quarry-systems.com/api/v1")
}

// ---- Gitea and Forgejo Actions runners, Woodpecker and Drone ----

func (g *G) fgActions() {
	g.fgAdd("act-runner-register-noninteractive", `
$ ./act_runner register --no-interactive \
    --instance https://gitea.northpine.io \
    --token «a» \
    --name build-01 \
    --labels ubuntu-latest:docker://gitea/runner-images:ubuntu-latest,ubuntu-22.04:docker://gitea/runner-images:ubuntu-22.04
INFO Registering runner, arch=amd64, os=linux, version=v0.2.11.
WARN Runner in user-mode.
INFO Runner name is empty, use hostname 'build-01'.
DEBU Successfully pinged the Gitea instance server
INFO Runner registered successfully.
`, V{"a": g.fgRunnerReg()}, "docker://gitea/runner-images:ubuntu-latest")

	uuid := g.uuid()
	g.fgAdd("act-runner-dot-runner-file", `
$ cat /var/lib/act_runner/.runner
{
  "WARNING": "This file is automatically generated by act-runner. Do not edit it manually unless you know what you are doing. Removing this file will cause act runner to re-register as a new runner.",
  "id": «=id»,
  "uuid": "«_u»",
  "name": "build-01",
  "token": "«a»",
  "address": "https://gitea.northpine.io",
  "labels": [
    "ubuntu-latest:docker://gitea/runner-images:ubuntu-latest"
  ]
}
`, V{"=id": g.digits(2), "_u": uuid, "a": g.hex(40)}, "https://gitea.northpine.io")

	g.fgAdd("act-runner-compose", `
services:
  runner:
    image: gitea/act_runner:0.2.11
    restart: unless-stopped
    environment:
      CONFIG_FILE: /config.yaml
      GITEA_INSTANCE_URL: "https://git.acme-labs.dev"
      GITEA_RUNNER_REGISTRATION_TOKEN: "«a»"
      GITEA_RUNNER_NAME: "compose-runner"
      GITEA_RUNNER_LABELS: "linux-amd64:docker://node:20-bookworm"
    volumes:
      - ./config.yaml:/config.yaml
      - ./data:/data
      - /var/run/docker.sock:/var/run/docker.sock
`, V{"a": g.fgRunnerReg()}, "linux-amd64:docker://node:20-bookworm")

	g.fgAdd("forgejo-runner-config-envs", `
$ cat /etc/forgejo-runner/config.yml
log:
  level: info
runner:
  file: .runner
  capacity: 2
  envs:
    NPM_CONFIG_REGISTRY: https://code.birchway.eu/api/packages/web/npm/
    NPM_TOKEN: «a»
    SCCACHE_BUCKET: birchway-sccache
    AWS_ACCESS_KEY_ID: «_k»
    AWS_SECRET_ACCESS_KEY: «b»
  timeout: 3h
  fetch_timeout: 5s
  fetch_interval: 2s
cache:
  enabled: true
  dir: ""
  host: ""
  port: 0
container:
  network: host
  privileged: false
`, V{"a": g.fgTok(), "_k": g.awsID(), "b": g.awsSecret()}, "birchway-sccache", "https://code.birchway.eu/api/packages/web/npm/")

	g.fgAdd("act-runner-k8s-secret-b64", `
$ kubectl -n gitea-runners get secret runner-secret -o yaml
apiVersion: v1
data:
  token: «a»
kind: Secret
metadata:
  name: runner-secret
  namespace: gitea-runners
type: Opaque
$ kubectl -n gitea-runners get secret runner-secret -o jsonpath='{.data.token}' | base64 -d
«b»
`, func() V { t := g.fgRunnerReg(); return V{"a": b64s(t), "b": t} }(), "runner-secret")

	g.fgAdd("forgejo-runner-systemd-register", `
$ sudo -u runner forgejo-runner register --no-interactive --instance https://code.hollowtree.net --name lxc-runner --token «a» --labels docker:docker://node:20-bookworm,self-hosted:host
INFO Registering runner, name=lxc-runner, instance=https://code.hollowtree.net/, labels=[docker:docker://node:20-bookworm self-hosted:host].
DEBU Successfully pinged the Forgejo instance server
INFO Runner registered successfully.
$ sudo systemctl enable --now forgejo-runner
`, V{"a": g.fgRunnerReg()}, "https://code.hollowtree.net")

	g.fgAdd("woodpecker-gitea-env", `
$ cat woodpecker/.env
WOODPECKER_HOST=https://ci.northpine.io
WOODPECKER_OPEN=false
WOODPECKER_ADMIN=dana,ops
WOODPECKER_GITEA=true
WOODPECKER_GITEA_URL=https://gitea.northpine.io
WOODPECKER_GITEA_CLIENT=«_c»
WOODPECKER_GITEA_SECRET=«a»
WOODPECKER_AGENT_SECRET=«b»
WOODPECKER_DATABASE_DRIVER=postgres
WOODPECKER_DATABASE_DATASOURCE=postgres://woodpecker:«d»@db:5432/woodpecker?sslmode=disable
`, V{"_c": g.uuid(), "a": g.fgGto(), "b": g.hex(64), "d": g.pwURL()}, "https://ci.northpine.io", "WOODPECKER_ADMIN=dana,ops")

	g.fgAdd("woodpecker-agent-compose", `
  woodpecker-agent:
    image: woodpeckerci/woodpecker-agent:v2.7.1
    command: agent
    restart: always
    depends_on:
      - woodpecker-server
    volumes:
      - woodpecker-agent-config:/etc/woodpecker
      - /var/run/docker.sock:/var/run/docker.sock
    environment:
      - WOODPECKER_SERVER=woodpecker-server:9000
      - WOODPECKER_AGENT_SECRET=«a»
      - WOODPECKER_MAX_WORKFLOWS=4
`, V{"a": g.hex(64)}, "woodpeckerci/woodpecker-agent:v2.7.1")

	g.fgAdd("drone-gitea-server-run", `
$ docker run \
  --volume=/var/lib/drone:/data \
  --env=DRONE_GITEA_SERVER=https://git.quarry-systems.com \
  --env=DRONE_GITEA_CLIENT_ID=«_c» \
  --env=DRONE_GITEA_CLIENT_SECRET=«a» \
  --env=DRONE_RPC_SECRET=«b» \
  --env=DRONE_SERVER_HOST=drone.quarry-systems.com \
  --env=DRONE_SERVER_PROTO=https \
  --publish=80:80 --publish=443:443 \
  --restart=always --detach=true --name=drone \
  drone/drone:2
`, V{"_c": g.uuid(), "a": g.fgGto(), "b": g.hex(32)}, "drone.quarry-systems.com")

	g.fgAdd("gitea-actions-workflow-hardcoded", `
# .gitea/workflows/deploy.yaml
name: deploy
on:
  push:
    branches: [main]
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: Push image
        run: |
          echo "«a»" | docker login git.acme-labs.dev -u deploy-bot --password-stdin
          docker build -t git.acme-labs.dev/apps/web:${{ gitea.sha }} .
          docker push git.acme-labs.dev/apps/web:${{ gitea.sha }}
      - name: Notify
        run: curl -fsS -X POST -d "sha=${{ gitea.sha }}" https://deploy.acme-labs.dev/hook/«b»
`, V{"a": g.fgTok(), "b": g.b64u(32)}, "${{ gitea.sha }}")

	g.fgAdd("act-runner-log-with-clone-url", `
2025-02-11T08:14:02Z	INFO	[poller 0] task 4812 repo is apps/web https://github.com https://gitea.northpine.io
2025-02-11T08:14:02Z	DEBU	[task 4812] cloning https://x-access-token:«a»@gitea.northpine.io/apps/web to /root/.cache/act/4812
2025-02-11T08:14:05Z	INFO	[task 4812] 🚀  Start image=gitea/runner-images:ubuntu-latest
`, V{"a": g.fgTok()}, "gitea/runner-images:ubuntu-latest")

	g.fgAdd("benign-act-runner-list-api", `
$ curl -s -H "Authorization: token $GITEA_ADMIN_TOKEN" https://gitea.northpine.io/api/v1/admin/actions/runners | jq '.runners[] | {id, name, status, uuid}'
{
  "id": 4,
  "name": "build-01",
  "status": "online",
  "uuid": "«_a»"
}
{
  "id": 9,
  "name": "build-02",
  "status": "idle",
  "uuid": "«_b»"
}
`, V{"_a": g.uuid(), "_b": g.uuid()}, "$GITEA_ADMIN_TOKEN")
}

// ---- Gogs ----

func (g *G) fgGogs() {
	g.fgAdd("gogs-app-ini", `
$ cat /home/git/gogs/custom/conf/app.ini
BRAND_NAME = Gogs
RUN_USER   = git
RUN_MODE   = prod

[database]
TYPE     = postgres
HOST     = 127.0.0.1:5432
NAME     = gogs
USER     = gogs
PASSWORD = «a»
SSL_MODE = disable
PATH     = data/gogs.db

[server]
DOMAIN           = git.oldmill.coop
HTTP_PORT        = 3000
EXTERNAL_URL     = https://git.oldmill.coop/
DISABLE_SSH      = false
SSH_PORT         = 22

[email]
ENABLED = true
HOST    = smtp.zoho.eu:587
FROM    = Gogs <gogs@oldmill.coop>
USER    = gogs@oldmill.coop
PASSWORD = «b»

[security]
INSTALL_LOCK = true
SECRET_KEY   = «c»
`, V{"a": g.pw(), "b": g.an(12), "c": g.an(15)}, "https://git.oldmill.coop/", "gogs@oldmill.coop")

	g.fgAdd("gogs-legacy-passwd-key", `
[database]
DB_TYPE = mysql
HOST = 127.0.0.1:3306
NAME = gogs
USER = gogs
PASSWD = «a»

[mailer]
ENABLED = true
HOST = smtp.gmail.com:587
USER = builds.oldmill@gmail.com
PASSWD = «b»

[security]
INSTALL_LOCK = true
SECRET_KEY = «c»
`, V{"a": g.pwURL(), "b": g.s(alLower, 16), "c": g.an(15)}, "builds.oldmill@gmail.com")

	tok := g.fgTok()
	g.fgAdd("gogs-api-token-sha1", `
$ curl -s -u 'ops:«a»' -X POST -d name=backup-job https://git.oldmill.coop/api/v1/users/ops/tokens
{"name":"backup-job","sha1":"«b»"}
$ curl -s -H "Authorization: token «b»" https://git.oldmill.coop/api/v1/user/repos | jq length
42
`, V{"a": g.pw(), "b": tok}, `{"name":"backup-job"`)

	g.fgAdd("gogs-admin-create-user", `
$ sudo -u git ./gogs admin create-user --name ops --password «a» --email ops@oldmill.coop --admin --config /home/git/gogs/custom/conf/app.ini
New user 'ops' has been successfully created!
`, V{"a": g.pwURL()}, "ops@oldmill.coop")

	g.fgAdd("gogs-backup-script", `
#!/bin/sh
# /etc/cron.daily/gogs-offsite
set -eu
export RESTIC_PASSWORD=«a»
cd /home/git/gogs
sudo -u git ./gogs backup --target /var/backups/gogs --archive-name "gogs-$(date +%F).zip"
restic -r s3:https://s3.eu-west-1.wasabisys.com/oldmill-backups backup /var/backups/gogs
`, V{"a": g.pwStrong()}, "s3:https://s3.eu-west-1.wasabisys.com/oldmill-backups")

	g.fgAdd("gogs-to-gitea-migrate-script", `
#!/usr/bin/env bash
# move every repo of the "oldmill" org from Gogs to Gitea
GOGS=https://git.oldmill.coop
GITEA=https://forge.oldmill.coop
GOGS_TOKEN=«a»
GITEA_TOKEN=«b»

for repo in $(curl -s -H "Authorization: token $GOGS_TOKEN" "$GOGS/api/v1/orgs/oldmill/repos" | jq -r '.[].name'); do
  curl -s -X POST "$GITEA/api/v1/repos/migrate" \
    -H "Authorization: token $GITEA_TOKEN" -H 'Content-Type: application/json' \
    -d "{\"clone_addr\":\"$GOGS/oldmill/$repo.git\",\"service\":\"gogs\",\"auth_token\":\"$GOGS_TOKEN\",\"repo_owner\":\"oldmill\",\"repo_name\":\"$repo\",\"issues\":true,\"milestones\":true,\"labels\":true}"
done
`, V{"a": g.fgTok(), "b": g.fgTok()}, "https://forge.oldmill.coop")

	g.fgAdd("onboarding-table-service-accounts", `
## Service accounts (ops wiki, last reviewed 2025-02)

| Forge        | URL                                   | Account        | Value                                        |
|--------------|---------------------------------------|----------------|----------------------------------------------|
| Gitea        | https://git.acme-labs.dev             | renovate-bot   | «a»     |
| GitLab       | https://gitlab.kestrel-robotics.com   | release-bot    | «b»                   |
| Bitbucket DC | https://bitbucket.ironvale.com        | svc-jenkins    | «c» |
| Gerrit       | https://review.halyard.org            | ci-bot         | «d»   |
`, V{"a": g.fgTok(), "b": g.glpat(), "c": g.fgBBDC(), "d": g.fgGerritPw()}, "https://review.halyard.org")
}

// ---- GitLab self-managed: Omnibus, secrets and install ----

func (g *G) fgGitLabOmnibus() {
	g.fgAdd("gitlab-rb-smtp", `
$ sudo grep -v '^#' /etc/gitlab/gitlab.rb | grep -v '^$'
external_url 'https://gitlab.kestrel-robotics.com'
gitlab_rails['time_zone'] = 'Europe/Berlin'
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "email-smtp.eu-central-1.amazonaws.com"
gitlab_rails['smtp_port'] = 587
gitlab_rails['smtp_user_name'] = "«_u»"
gitlab_rails['smtp_password'] = "«a»"
gitlab_rails['smtp_domain'] = "kestrel-robotics.com"
gitlab_rails['smtp_authentication'] = "login"
gitlab_rails['smtp_enable_starttls_auto'] = true
gitlab_rails['gitlab_email_from'] = 'gitlab@kestrel-robotics.com'
letsencrypt['enable'] = true
`, V{"_u": g.awsID(), "a": "B" + g.s(alB64, 43)}, "https://gitlab.kestrel-robotics.com", "email-smtp.eu-central-1.amazonaws.com")

	g.fgAdd("gitlab-rb-external-db-redis", `
# /etc/gitlab/gitlab.rb
postgresql['enable'] = false
gitlab_rails['db_adapter'] = 'postgresql'
gitlab_rails['db_encoding'] = 'unicode'
gitlab_rails['db_host'] = 'gitlab-pg.cluster-«_c».eu-west-1.rds.amazonaws.com'
gitlab_rails['db_port'] = 5432
gitlab_rails['db_username'] = 'gitlab'
gitlab_rails['db_password'] = '«a»'

redis['enable'] = false
gitlab_rails['redis_host'] = 'master.gitlab-redis.«_r».euw1.cache.amazonaws.com'
gitlab_rails['redis_port'] = 6379
gitlab_rails['redis_ssl'] = true
gitlab_rails['redis_password'] = '«b»'
`, V{"_c": g.s(alLowNum, 12), "a": g.pwStrong(), "_r": g.s(alLowNum, 6), "b": g.an(40)})

	g.fgAdd("gitlab-rb-ldap-heredoc", `
gitlab_rails['ldap_enabled'] = true
gitlab_rails['prevent_ldap_sign_in'] = false
gitlab_rails['ldap_servers'] = YAML.load <<-'EOS'
  main:
    label: 'Corp LDAP'
    host: 'ldap.corp.halvorsen.no'
    port: 636
    uid: 'sAMAccountName'
    bind_dn: 'CN=svc-gitlab,OU=Service Accounts,DC=corp,DC=halvorsen,DC=no'
    password: '«a»'
    encryption: 'simple_tls'
    verify_certificates: true
    active_directory: true
    base: 'OU=Users,DC=corp,DC=halvorsen,DC=no'
    user_filter: '(memberOf=CN=gitlab-users,OU=Groups,DC=corp,DC=halvorsen,DC=no)'
EOS
`, V{"a": g.pw()}, "CN=svc-gitlab,OU=Service Accounts,DC=corp,DC=halvorsen,DC=no")

	g.fgAdd("gitlab-rb-object-store", `
gitlab_rails['object_store']['enabled'] = true
gitlab_rails['object_store']['proxy_download'] = true
gitlab_rails['object_store']['connection'] = {
  'provider' => 'AWS',
  'region' => 'eu-central-1',
  'aws_access_key_id' => '«_k»',
  'aws_secret_access_key' => '«a»'
}
gitlab_rails['object_store']['objects']['artifacts']['bucket'] = 'kestrel-gitlab-artifacts'
gitlab_rails['object_store']['objects']['lfs']['bucket'] = 'kestrel-gitlab-lfs'
gitlab_rails['object_store']['objects']['uploads']['bucket'] = 'kestrel-gitlab-uploads'
gitlab_rails['object_store']['objects']['packages']['bucket'] = 'kestrel-gitlab-packages'
`, V{"_k": g.awsID(), "a": g.awsSecret()}, "kestrel-gitlab-artifacts")

	g.fgAdd("gitlab-rb-omniauth-oidc", `
gitlab_rails['omniauth_allow_single_sign_on'] = ['openid_connect']
gitlab_rails['omniauth_block_auto_created_users'] = false
gitlab_rails['omniauth_providers'] = [
  {
    name: "openid_connect",
    label: "Keycloak",
    args: {
      name: "openid_connect",
      scope: ["openid", "profile", "email"],
      response_type: "code",
      issuer: "https://id.halvorsen.no/realms/corp",
      discovery: true,
      client_auth_method: "query",
      uid_field: "preferred_username",
      pkce: true,
      client_options: {
        identifier: "gitlab",
        secret: "«a»",
        redirect_uri: "https://gitlab.halvorsen.no/users/auth/openid_connect/callback"
      }
    }
  }
]
`, V{"a": g.an(32)}, "https://gitlab.halvorsen.no/users/auth/openid_connect/callback")

	g.fgAdd("gitlab-rb-gitaly-praefect-tokens", `
# Gitaly cluster, /etc/gitlab/gitlab.rb on the Rails nodes
git_data_dirs({
  "default" => {
    "gitaly_address" => "tcp://praefect.internal:2305",
    "gitaly_token" => '«a»'
  }
})
# on the Praefect node
praefect['configuration'] = {
  listen_addr: '0.0.0.0:2305',
  auth: { token: '«a»' },
  database: { host: 'pg.internal', user: 'praefect', password: '«b»', dbname: 'praefect_production' },
  virtual_storage: [{ name: 'default', node: [
    { storage: 'gitaly-1', address: 'tcp://gitaly-1.internal:8075', token: '«c»' },
    { storage: 'gitaly-2', address: 'tcp://gitaly-2.internal:8075', token: '«c»' },
  ] }],
}
`, V{"a": g.hex(32), "b": g.pwStrong(), "c": g.b64(24)}, "tcp://praefect.internal:2305")

	g.fgAdd("gitlab-rb-initial-root-and-runner-token", `
# seed values for the first reconfigure
gitlab_rails['initial_root_password'] = '«a»'
gitlab_rails['initial_shared_runners_registration_token'] = '«b»'
gitlab_rails['store_initial_root_password'] = false
gitlab_rails['display_initial_root_password'] = false
`, V{"a": g.pwStrong(), "b": g.fgGR()}, "gitlab_rails['store_initial_root_password'] = false")

	g.fgAdd("gitlab-initial-root-password-file", `
$ sudo cat /etc/gitlab/initial_root_password
# WARNING: This value is valid only in the following conditions
#          1. If provided manually (either via ˋGITLAB_ROOT_PASSWORDˋ environment variable or via ˋgitlab_rails['initial_root_password']ˋ setting in ˋgitlab.rbˋ, it was provided before database was seeded for the first time (usually, the first reconfigure run).
#          2. Password hasn't been changed manually, either via UI or via command line.
#
#          If the password shown here doesn't work, you must reset the admin password following https://docs.gitlab.com/ee/security/reset_user_password.html#reset-your-root-password.

Password: «a»

# NOTE: This file will be automatically deleted in the first reconfigure run after 24 hours.
`, V{"a": g.fgRootPw()}, "https://docs.gitlab.com/ee/security/reset_user_password.html#reset-your-root-password")

	g.fgAdd("gitlab-docker-grep-root-password", `
$ docker exec -it gitlab grep 'Password:' /etc/gitlab/initial_root_password
Password: «a»
`, V{"a": g.fgRootPw()})

	g.fgAdd("gitlab-helm-initial-root-secret", `
$ kubectl get secret gitlab-gitlab-initial-root-password -n gitlab -ojsonpath='{.data.password}' | base64 --decode ; echo
«a»
`, V{"a": g.an(64)}, "gitlab-gitlab-initial-root-password")

	g.fgAdd("gitlab-omnibus-config-compose", `
services:
  gitlab:
    image: gitlab/gitlab-ee:17.5.2-ee.0
    container_name: gitlab
    restart: always
    hostname: gitlab.tidewater.dev
    environment:
      GITLAB_OMNIBUS_CONFIG: |
        external_url 'https://gitlab.tidewater.dev'
        gitlab_rails['gitlab_shell_ssh_port'] = 2424
        gitlab_rails['initial_root_password'] = '«a»'
        gitlab_rails['smtp_enable'] = true
        gitlab_rails['smtp_address'] = 'smtp.postmarkapp.com'
        gitlab_rails['smtp_user_name'] = '«b»'
        gitlab_rails['smtp_password'] = '«b»'
        registry_external_url 'https://registry.tidewater.dev'
    ports:
      - '80:80'
      - '443:443'
      - '2424:22'
    volumes:
      - '$GITLAB_HOME/config:/etc/gitlab'
      - '$GITLAB_HOME/logs:/var/log/gitlab'
      - '$GITLAB_HOME/data:/var/opt/gitlab'
    shm_size: '256m'
`, V{"a": g.pw(), "b": g.uuid()}, "gitlab/gitlab-ee:17.5.2-ee.0", "$GITLAB_HOME/config:/etc/gitlab")

	g.fgAdd("gitlab-secrets-json", `
$ sudo jq . /etc/gitlab/gitlab-secrets.json | head -30
{
  "gitlab_workhorse": {
    "secret_token": "«a»"
  },
  "gitlab_shell": {
    "secret_token": "«b»"
  },
  "gitlab_rails": {
    "secret_key_base": "«c»",
    "db_key_base": "«d»",
    "otp_key_base": "«e»",
    "encrypted_settings_key_base": "«f»",
    "active_record_encryption_primary_key": [
      "«h»"
    ],
    "active_record_encryption_deterministic_key": [
      "«i»"
    ],
    "active_record_encryption_key_derivation_salt": "«j»"
  },
  "gitlab_pages": {
    "api_secret_key": "«k»"
  },
  "gitlab_kas": {
    "api_secret_key": "«l»",
    "private_api_secret_key": "«m»"
  },
`, V{"a": g.b64(32), "b": g.hex(128), "c": g.hex(128), "d": g.hex(128), "e": g.hex(128), "f": g.hex(128),
		"h": g.an(32), "i": g.an(32), "j": g.an(32), "k": g.b64(32), "l": g.b64(32), "m": g.b64(32)})

	g.fgAdd("gitlab-secrets-json-jq-key", `
$ sudo jq -r '.gitlab_rails.db_key_base' /etc/gitlab/gitlab-secrets.json
«a»
$ sudo jq -r '.gitlab_rails.openid_connect_signing_key' /etc/gitlab/gitlab-secrets.json | head -3
-----BEGIN RSA PRIVATE KEY-----
«b»
`, func() V {
		k := g.rsaPEM()
		return V{"a": g.hex(128), "b": strings.Join(strings.SplitN(k.body, "\n", 3)[:2], "\n")}
	}())

	g.fgAdd("gitlab-pg-password-md5", `
$ sudo gitlab-ctl pg-password-md5 gitlab
Enter password: 
Confirm password: 
«a»
$ sudo vi /etc/gitlab/gitlab.rb
postgresql['sql_user_password'] = '«a»'
postgresql['listen_address'] = '10.0.4.11'
postgresql['md5_auth_cidr_addresses'] = %w(10.0.4.0/24)
`, V{"a": g.hex(32)}, "postgresql['md5_auth_cidr_addresses'] = %w(10.0.4.0/24)")

	g.fgAdd("gitlab-rails-console-password-reset", `
$ sudo gitlab-rails console -e production
--------------------------------------------------------------------------------
 Ruby:         ruby 3.2.5 (2024-07-26 revision 31d0f1a2e7) [x86_64-linux]
 GitLab:       17.5.2-ee (c8b41e82a3b) EE
 GitLab Shell: 14.39.0
 PostgreSQL:   14.11
--------------------------------------------------------------------------------
Loading production environment (Rails 7.0.8.4)
irb(main):001:0> user = User.find_by_username('root')
irb(main):002:0> user.password = '«a»'
irb(main):003:0> user.password_confirmation = '«a»'
irb(main):004:0> user.save!
=> true
`, V{"a": g.pw()}, "17.5.2-ee (c8b41e82a3b) EE")

	g.fgAdd("gitlab-registry-http-secret-notifications", `
registry_external_url 'https://registry.kestrel-robotics.com'
registry['http_secret'] = '«a»'
registry['notifications'] = [
  {
    'name' => 'audit_listener',
    'url' => 'https://audit.kestrel-robotics.com/registry-events',
    'timeout' => '500ms',
    'threshold' => 5,
    'backoff' => '1s',
    'headers' => {
      "Authorization" => ["Bearer «b»"]
    }
  }
]
`, V{"a": g.hex(128), "b": g.b64u(40)}, "https://audit.kestrel-robotics.com/registry-events")

	g.fgAdd("gitlab-helm-values-external-secrets", `
$ kubectl -n gitlab create secret generic gitlab-postgresql-password \
    --from-literal=postgresql-password=«a» \
    --from-literal=postgresql-postgres-password=«b»
secret/gitlab-postgresql-password created
$ kubectl -n gitlab create secret generic gitlab-smtp --from-literal=password=«c»
secret/gitlab-smtp created
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.sendgrid()}, "secret/gitlab-smtp created")
}

// ---- GitLab tokens: personal, project, group, deploy, CI job and more ----

func (g *G) fgGitLabTokens() {
	g.fgAdd("gitlab-rails-runner-pat", `
$ sudo gitlab-rails runner "token = User.find_by_username('automation-bot').personal_access_tokens.create(scopes: ['api', 'read_repository'], name: 'Automation token', expires_at: 365.days.from_now); token.set_token('«a»'); token.save!"
`, V{"a": g.glpat()}, "User.find_by_username('automation-bot')")

	g.fgAdd("gitlab-rails-runner-print-token", `
root@gitlab:~# gitlab-rails runner -e production "
  u = User.find_by_username('renovate')
  t = u.personal_access_tokens.create!(name: 'renovate-#{Date.today}', scopes: [:api, :write_repository], expires_at: 90.days.from_now)
  puts t.token
"
«a»
`, V{"a": g.glpat()}, "renovate-#{Date.today}")

	g.fgAdd("gitlab-api-private-token-header", `
$ curl --silent --header "PRIVATE-TOKEN: «a»" "https://gitlab.kestrel-robotics.com/api/v4/projects?membership=true&per_page=3" | jq -r '.[].path_with_namespace'
firmware/motor-controller
firmware/bootloader
platform/ansible
`, V{"a": g.glpat()}, "firmware/motor-controller")

	tok := g.glpat()
	g.fgAdd("gitlab-project-access-token-create", `
$ curl --request POST --header "PRIVATE-TOKEN: $GITLAB_ADMIN_TOKEN" \
    --header "Content-Type:application/json" \
    --data '{ "name":"release-bot", "scopes":["api", "write_repository"], "expires_at":"2026-01-31", "access_level": 40 }' \
    "https://gitlab.tidewater.dev/api/v4/projects/218/access_tokens"
{"id":«=id»,"name":"release-bot","revoked":false,"created_at":"2025-02-01T09:22:41.611Z","description":null,"scopes":["api","write_repository"],"user_id":«=u»,"last_used_at":null,"active":true,"expires_at":"2026-01-31","access_level":40,"token":"«a»"}
`, V{"=id": g.digits(4), "=u": g.digits(3), "a": tok}, "$GITLAB_ADMIN_TOKEN")

	g.fgAdd("python-gitlab-group-access-token", `
import gitlab

gl = gitlab.Gitlab("https://gitlab.halvorsen.no", private_token="«a»")
group = gl.groups.get("platform")
token = group.access_tokens.create({
    "name": "terraform-ci",
    "scopes": ["api"],
    "access_level": 40,
    "expires_at": "2025-12-31",
})
print(token.token)
# -> «b»
`, V{"a": g.glpat(), "b": g.glpat()}, `gl.groups.get("platform")`)

	dt := g.fgGldt()
	g.fgAdd("gitlab-deploy-token-create-and-clone", `
$ curl -s --request POST --header "PRIVATE-TOKEN: $GL_TOKEN" --header "Content-Type: application/json" \
    --data '{"name": "argocd", "scopes": ["read_repository"]}' \
    "https://gitlab.kestrel-robotics.com/api/v4/projects/77/deploy_tokens/"
{"id":«=id»,"name":"argocd","username":"gitlab+deploy-token-«=id»","expires_at":null,"scopes":["read_repository"],"revoked":false,"expired":false,"token":"«a»"}
$ git clone https://gitlab+deploy-token-«=id»:«a»@gitlab.kestrel-robotics.com/platform/k8s-manifests.git
`, V{"=id": g.digits(2), "a": dt}, "$GL_TOKEN")

	g.fgAdd("gitlab-deploy-token-imagepullsecret", `
$ kubectl -n robots create secret docker-registry gitlab-registry \
    --docker-server=registry.kestrel-robotics.com \
    --docker-username=gitlab+deploy-token-«=id» \
    --docker-password=«a» \
    --docker-email=ops@kestrel-robotics.com
secret/gitlab-registry created
`, V{"=id": g.digits(2), "a": g.fgGldt()}, "registry.kestrel-robotics.com")

	g.fgAdd("gitlab-ci-job-token-printenv", `
$ printenv | grep ^CI_ | sort | head -n 12
CI_API_V4_URL=https://gitlab.tidewater.dev/api/v4
CI_COMMIT_SHA=«_sha»
CI_JOB_ID=«_j»
CI_JOB_TOKEN=«a»
CI_PIPELINE_ID=«_p»
CI_PROJECT_PATH=apps/ledger
CI_REGISTRY=registry.tidewater.dev
CI_REGISTRY_PASSWORD=«a»
CI_REGISTRY_USER=gitlab-ci-token
CI_REPOSITORY_URL=https://gitlab-ci-token:«a»@gitlab.tidewater.dev/apps/ledger.git
CI_RUNNER_ID=«=r»
CI_SERVER_VERSION=17.5.2
`, V{"_sha": g.gitSHA(), "_j": g.digits(7), "a": g.fgGlcbt(), "_p": g.digits(6), "=r": g.digits(3)}, "CI_SERVER_VERSION=17.5.2")

	g.fgAdd("benign-gitlab-ci-job-token-usage", `
# .gitlab-ci.yml
include:
  - project: platform/ci-templates
    ref: v3.2.0
    file: /templates/docker.yml

fetch-shared:
  stage: .pre
  script:
    - git clone "https://gitlab-ci-token:${CI_JOB_TOKEN}@gitlab.tidewater.dev/platform/shared-config.git"
    - curl --header "JOB-TOKEN: $CI_JOB_TOKEN" --upload-file dist/app.tgz "${CI_API_V4_URL}/projects/${CI_PROJECT_ID}/packages/generic/app/${CI_COMMIT_TAG}/app.tgz"
    - echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin "$CI_REGISTRY"
`, nil, "${CI_JOB_TOKEN}", "JOB-TOKEN: $CI_JOB_TOKEN", `echo "$CI_REGISTRY_PASSWORD"`)

	g.fgAdd("gitlab-trigger-pipeline-token", `
$ curl --request POST --fail \
     --form token=«a» \
     --form ref=main \
     --form "variables[DEPLOY_ENV]=staging" \
     "https://gitlab.halvorsen.no/api/v4/projects/314/trigger/pipeline"
{"id":«_p»,"iid":1201,"project_id":314,"sha":"«_sha»","ref":"main","status":"created","source":"trigger"}
`, V{"a": g.fgGlptt(), "_p": g.digits(6), "_sha": g.gitSHA()}, "variables[DEPLOY_ENV]=staging")

	g.fgAdd("gitlab-trigger-url-query", `
# Jenkins post-build step: kick off the downstream GitLab pipeline
curl -X POST "https://gitlab.halvorsen.no/api/v4/projects/314/ref/main/trigger/pipeline?token=«a»&variables[UPSTREAM]=jenkins"
`, V{"a": g.fgGlptt()}, "variables[UPSTREAM]=jenkins")

	g.fgAdd("gitlab-feed-token-calendar", `
Subscribe to my GitLab issues in Thunderbird with:
https://gitlab.tidewater.dev/-/issues.ics?assignee_username=mira&due_date=next_month_and_previous_two_weeks&feed_token=«a»
and the activity feed in the RSS reader:
https://gitlab.tidewater.dev/dashboard/projects.atom?feed_token=«a»
`, V{"a": g.fgGlft()}, "assignee_username=mira")

	g.fgAdd("glab-auth-login-config", `
$ glab auth login --hostname gitlab.kestrel-robotics.com --token «a»
- glab config set -h gitlab.kestrel-robotics.com git_protocol ssh
✓ Configured Git protocol.
✓ Logged in as felix
$ cat ~/.config/glab-cli/config.yml | sed -n '/hosts:/,$p'
hosts:
    gitlab.kestrel-robotics.com:
        token: «a»
        container_registry_domains: gitlab.kestrel-robotics.com,gitlab.kestrel-robotics.com:443,registry.kestrel-robotics.com
        api_host: gitlab.kestrel-robotics.com
        git_protocol: ssh
        api_protocol: https
        user: felix
`, V{"a": g.glpat()}, "container_registry_domains: gitlab.kestrel-robotics.com,gitlab.kestrel-robotics.com:443,registry.kestrel-robotics.com")

	g.fgAdd("gitlab-npmrc-packages", `
$ cat .npmrc
@kestrel:registry=https://gitlab.kestrel-robotics.com/api/v4/projects/412/packages/npm/
//gitlab.kestrel-robotics.com/api/v4/projects/412/packages/npm/:_authToken=«a»
always-auth=true
`, V{"a": g.glpat()}, "@kestrel:registry=https://gitlab.kestrel-robotics.com/api/v4/projects/412/packages/npm/")

	g.fgAdd("gitlab-pip-index-url-userinfo", `
$ pip install --index-url https://__token__:«a»@gitlab.halvorsen.no/api/v4/projects/95/packages/pypi/simple halvorsen-sdk==2.3.1
Looking in indexes: https://__token__:****@gitlab.halvorsen.no/api/v4/projects/95/packages/pypi/simple
Collecting halvorsen-sdk==2.3.1
`, V{"a": g.glpat()}, "https://__token__:****@gitlab.halvorsen.no/api/v4/projects/95/packages/pypi/simple")

	g.fgAdd("gitlab-maven-settings-xml", `
<settings>
  <servers>
    <server>
      <id>gitlab-maven</id>
      <configuration>
        <httpHeaders>
          <property>
            <name>Private-Token</name>
            <value>«a»</value>
          </property>
        </httpHeaders>
      </configuration>
    </server>
  </servers>
</settings>
`, V{"a": g.glpat()}, "<id>gitlab-maven</id>")

	g.fgAdd("gitlab-terraform-http-backend-init", `
$ terraform init \
    -backend-config="address=https://gitlab.tidewater.dev/api/v4/projects/52/terraform/state/prod" \
    -backend-config="lock_address=https://gitlab.tidewater.dev/api/v4/projects/52/terraform/state/prod/lock" \
    -backend-config="unlock_address=https://gitlab.tidewater.dev/api/v4/projects/52/terraform/state/prod/lock" \
    -backend-config="username=mira" \
    -backend-config="password=«a»" \
    -backend-config="lock_method=POST" -backend-config="unlock_method=DELETE" -backend-config="retry_wait_min=5"

Initializing the backend...
Successfully configured the backend "http"! Terraform will automatically
use this backend unless the backend configuration changes.
`, V{"a": g.glpat()}, "https://gitlab.tidewater.dev/api/v4/projects/52/terraform/state/prod")

	g.fgAdd("gitlab-agent-helm-install", `
$ helm repo add gitlab https://charts.gitlab.io
$ helm upgrade --install edge-cluster gitlab/gitlab-agent \
    --namespace gitlab-agent-edge-cluster --create-namespace \
    --set image.tag=v17.5.1 \
    --set config.token=«a» \
    --set config.kasAddress=wss://gitlab.kestrel-robotics.com/-/kubernetes-agent/
`, V{"a": g.fgGlagent()}, "wss://gitlab.kestrel-robotics.com/-/kubernetes-agent/")

	g.fgAdd("gitlab-oauth-app-mattermost", `
# /etc/gitlab/gitlab.rb on the Mattermost node
mattermost_external_url 'https://chat.tidewater.dev'
mattermost['gitlab_enable'] = true
mattermost['gitlab_id'] = "«_c»"
mattermost['gitlab_secret'] = "«a»"
mattermost['gitlab_scope'] = ""
mattermost['gitlab_auth_endpoint'] = "https://gitlab.tidewater.dev/oauth/authorize"
mattermost['gitlab_token_endpoint'] = "https://gitlab.tidewater.dev/oauth/token"
mattermost['gitlab_user_api_endpoint'] = "https://gitlab.tidewater.dev/api/v4/user"
`, V{"_c": g.hex(64), "a": g.fgGloas()}, "https://gitlab.tidewater.dev/oauth/token")

	g.fgAdd("gitlab-go-insteadof-userinfo", `
$ go env -w GOPRIVATE=gitlab.halvorsen.no
$ git config --global url."https://go-modules:«a»@gitlab.halvorsen.no/".insteadOf "https://gitlab.halvorsen.no/"
$ go get gitlab.halvorsen.no/platform/go-common@v1.8.0
go: downloading gitlab.halvorsen.no/platform/go-common v1.8.0
`, V{"a": g.glpat()}, "gitlab.halvorsen.no/platform/go-common@v1.8.0")

	g.fgAdd("gitlab-import-github-api", `
$ curl --request POST \
  --url "https://gitlab.tidewater.dev/api/v4/import/github" \
  --header "content-type: application/json" \
  --header "PRIVATE-TOKEN: «a»" \
  --data '{
    "personal_access_token": "«b»",
    "repo_id": "«_rid»",
    "target_namespace": "apps",
    "new_name": "ledger",
    "github_hostname": "https://github.com",
    "optional_stages": {"single_endpoint_notes_import": true}
}'
`, V{"a": g.glpat(), "b": g.ghp(), "_rid": g.digits(9)}, `"target_namespace": "apps"`)
}

// ---- GitLab Runner ----

func (g *G) fgGitLabRunner() {
	g.fgAdd("gitlab-runner-config-toml", `
$ sudo cat /etc/gitlab-runner/config.toml
concurrent = 4
check_interval = 0
shutdown_timeout = 0

[session_server]
  session_timeout = 1800

[[runners]]
  name = "docker-builder-01"
  url = "https://gitlab.kestrel-robotics.com"
  id = «=id»
  token = "«a»"
  token_obtained_at = 2025-01-14T10:02:11Z
  token_expires_at = 0001-01-01T00:00:00Z
  executor = "docker"
  [runners.cache]
    Type = "s3"
    Shared = true
    [runners.cache.s3]
      ServerAddress = "s3.amazonaws.com"
      AccessKey = "«_k»"
      SecretKey = "«b»"
      BucketName = "kestrel-runner-cache"
      BucketLocation = "eu-central-1"
  [runners.docker]
    tls_verify = false
    image = "alpine:3.20"
    privileged = true
    disable_cache = false
    volumes = ["/certs/client", "/cache"]
    shm_size = 0
`, V{"=id": g.digits(3), "a": g.fgGlrt(), "_k": g.awsID(), "b": g.awsSecret()}, "kestrel-runner-cache")

	g.fgAdd("gitlab-runner-register-new-flow", `
$ sudo gitlab-runner register \
    --non-interactive \
    --url "https://gitlab.tidewater.dev" \
    --token "«a»" \
    --executor "docker" \
    --docker-image alpine:3.20 \
    --description "hetzner-cx42-01"
Runtime platform                                    arch=amd64 os=linux pid=81233 revision=«_rev» version=17.5.3
Running in system-mode.

Verifying runner... is valid                        runner=«_short»
Runner registered successfully. Feel free to start it, but if it's running already the config should be automatically reloaded!

Configuration (with the authentication token) was saved in "/etc/gitlab-runner/config.toml"
`, V{"a": g.fgGlrt(), "_rev": g.hex(8), "_short": g.b64u(8)}, `"/etc/gitlab-runner/config.toml"`)

	g.fgAdd("gitlab-runner-register-legacy-registration-token", `
$ gitlab-runner register --non-interactive --url https://gitlab.halvorsen.no/ \
    --registration-token «a» \
    --executor shell --description "build-mac-m2" --tag-list "macos,arm64"
Runtime platform                                    arch=arm64 os=darwin pid=4412 revision=«_rev» version=16.11.1
WARNING: Running in user-mode.
WARNING: A runner with this system ID and token has already been registered.
WARNING: Support for registration tokens and runner parameters in the 'register' command has been deprecated in GitLab Runner 15.6 and will be replaced with support for authentication tokens. For more information, see https://docs.gitlab.com/ee/ci/runners/new_creation_workflow
Registering runner... succeeded                     runner=«_short»
`, V{"a": g.fgGR(), "_rev": g.hex(8), "_short": g.b64u(8)}, "https://docs.gitlab.com/ee/ci/runners/new_creation_workflow")

	g.fgAdd("gitlab-runner-create-via-api", `
$ curl --silent --request POST --url "https://gitlab.kestrel-robotics.com/api/v4/user/runners" \
  --data "runner_type=group_type" --data "group_id=12" \
  --data "description=k8s-autoscale" --data "tag_list=k8s,linux" \
  --header "PRIVATE-TOKEN: «a»"
{"id":«=id»,"token":"«b»","token_expires_at":null}
`, V{"a": g.glpat(), "=id": g.digits(3), "b": g.fgGlrt()}, "runner_type=group_type")

	g.fgAdd("gitlab-runner-helm-values", `
# values-runner.yaml
gitlabUrl: https://gitlab.tidewater.dev/
runnerToken: "«a»"
rbac:
  create: true
concurrent: 10
runners:
  config: |
    [[runners]]
      [runners.kubernetes]
        namespace = "{{.Release.Namespace}}"
        image = "alpine:3.20"
        privileged = true
`, V{"a": g.fgGlrt()}, `namespace = "{{.Release.Namespace}}"`)

	g.fgAdd("gitlab-runner-list-output", `
$ sudo gitlab-runner list
Runtime platform                                    arch=amd64 os=linux pid=5521 revision=«_rev» version=17.5.3
Listing configured runners                          ConfigFile=/etc/gitlab-runner/config.toml
docker-builder-01                                   Executor=docker Token=«a» URL=https://gitlab.kestrel-robotics.com
shell-deployer                                      Executor=shell Token=«b» URL=https://gitlab.kestrel-robotics.com
`, V{"_rev": g.hex(8), "a": g.fgGlrt(), "b": g.fgGlrt()}, "ConfigFile=/etc/gitlab-runner/config.toml")

	g.fgAdd("gitlab-runner-docker-machine-do", `
  [runners.machine]
    IdleCount = 1
    IdleTime = 1800
    MaxBuilds = 50
    MachineDriver = "digitalocean"
    MachineName = "gitlab-docker-machine-%s"
    MachineOptions = [
      "digitalocean-image=ubuntu-22-04-x64",
      "digitalocean-access-token=«a»",
      "digitalocean-region=fra1",
      "digitalocean-size=s-4vcpu-8gb",
      "digitalocean-private-networking",
    ]
`, V{"a": g.doToken()}, `"digitalocean-region=fra1"`)

	g.fgAdd("gitlab-runner-k8s-secret-data", `
apiVersion: v1
kind: Secret
metadata:
  name: gitlab-runner-secret
  namespace: gitlab-runner
type: Opaque
data:
  runner-registration-token: ""
  runner-token: «a»
`, V{"a": b64s(g.fgGlrt())}, "gitlab-runner-secret")

	g.fgAdd("benign-gitlab-runner-job-log", `
Running with gitlab-runner 17.5.3 (12030cf4)
  on docker-builder-01 «_short», system ID: s_«_sys»
Preparing the "docker" executor
Using Docker executor with image alpine:3.20 ...
Pulling docker image alpine:3.20 ...
Using docker image sha256:«_img» for alpine:3.20 with digest alpine@sha256:«_dig» ...
Getting source from Git repository
Fetching changes with git depth set to 20...
Initialized empty Git repository in /builds/firmware/motor-controller/.git/
Created fresh repository.
Checking out «_c» as detached HEAD (ref is main)...
$ echo "token: $CI_JOB_TOKEN"
token: [MASKED]
Job succeeded
`, V{"_short": g.b64u(8), "_sys": g.hex(12), "_img": g.hex(64), "_dig": g.hex(64), "_c": g.hex(8)}, "token: [MASKED]", "Running with gitlab-runner 17.5.3 (12030cf4)")

	g.fgAdd("runner-inventory-csv", `
$ python3 scripts/runner_inventory.py --hosts ci-01,ci-02 --format csv
host,name,id,url,token,executor
ci-01,docker-builder-01,«=i1»,https://gitlab.kestrel-robotics.com,«a»,docker
ci-02,shell-deployer,«=i2»,https://gitlab.kestrel-robotics.com,«b»,shell
`, V{"=i1": g.digits(3), "a": g.fgGlrt(), "=i2": g.digits(3), "b": g.fgGlrt()}, "host,name,id,url,token,executor")

	g.fgAdd("gitlab-runner-env-register-systemd", `
# /etc/systemd/system/gitlab-runner-register.service.d/env.conf
[Service]
Environment=CI_SERVER_URL=https://gitlab.halvorsen.no
Environment=RUNNER_TOKEN=«a»
Environment=RUNNER_EXECUTOR=docker
Environment=DOCKER_IMAGE=debian:bookworm-slim
`, V{"a": g.fgGlrt()}, "Environment=DOCKER_IMAGE=debian:bookworm-slim")
}

// ---- Gerrit ----

func (g *G) fgGerrit() {
	g.fgAdd("gerrit-secure-config", `
$ sudo cat /var/gerrit/etc/secure.config
[auth]
	registerEmailPrivateKey = «a»
	restTokenPrivateKey = «b»
[database]
	password = «c»
[ldap]
	password = «d»
[sendemail]
	smtpPass = «e»
[remote "github"]
	username = halyard-replication
	password = «f»
[plugin "gerrit-oauth-provider-google-oauth"]
	client-secret = «h»
`, V{"a": g.b64(27), "b": g.b64(27), "c": g.pwStrong(), "d": g.pw(), "e": g.pwStrong(), "f": g.ghp(), "h": g.gocspx()},
		"username = halyard-replication")

	g.fgAdd("gerrit-rest-generate-http-password", `
$ curl -s --user admin:«a» -X PUT -H 'Content-Type: application/json' \
    -d '{"generate": true}' \
    https://review.halyard.org/a/accounts/jenkins/password.http
)]}'
"«b»"
`, V{"a": g.fgGerritPw(), "b": g.fgGerritPw()}, "https://review.halyard.org/a/accounts/jenkins/password.http")

	g.fgAdd("gerrit-ssh-create-account", `
$ cat jenkins.pub | ssh -p 29418 admin@review.halyard.org gerrit create-account \
    --group "'Service Users'" --full-name "'Jenkins CI'" \
    --email jenkins@halyard.org --http-password «a» --ssh-key - jenkins
$ ssh -p 29418 admin@review.halyard.org gerrit set-account --http-password «b» zuul
`, V{"a": g.fgGerritPw(), "b": g.fgGerritPw()}, "jenkins@halyard.org")

	g.fgAdd("gerrit-netrc", `
$ cat ~/.netrc
machine review.halyard.org
  login dkowalski
  password «a»
machine android-review.googlesource.com login git-dkowalski.halyard.org password «b»
`, V{"a": g.fgGerritPw(), "b": "1//" + g.b64u(60)}, "git-dkowalski.halyard.org")

	g.fgAdd("gerrit-push-userinfo-url", `
$ git push https://dkowalski:«a»@review.halyard.org/a/platform/infra HEAD:refs/for/main%topic=rotate-certs
remote: Processing changes: refs: 1, new: 1, done
remote:
remote: SUCCESS
remote:
remote:   https://review.halyard.org/c/platform/infra/+/48213 certs: rotate internal CA [NEW]
remote:
To https://review.halyard.org/a/platform/infra
 * [new reference]   HEAD -> refs/for/main%topic=rotate-certs
`, V{"a": g.fgGerritPw()}, "https://review.halyard.org/c/platform/infra/+/48213")

	g.fgAdd("pygerrit2-basic-auth", `
from pygerrit2 import GerritRestAPI, HTTPBasicAuth

auth = HTTPBasicAuth("ci-bot", "«a»")
rest = GerritRestAPI(url="https://review.halyard.org", auth=auth)
changes = rest.get("/changes/?q=status:open+project:platform/infra&n=25")
for c in changes:
    print(c["_number"], c["subject"])
`, V{"a": g.fgGerritPw()}, "status:open+project:platform/infra")

	g.fgAdd("zuul-conf-gerrit-connection", `
# /etc/zuul/zuul.conf
[connection "gerrit"]
driver=gerrit
server=review.halyard.org
canonical_hostname=review.halyard.org
sshkey=/var/lib/zuul/.ssh/id_rsa
user=zuul
password=«a»
auth_type=basic
baseurl=https://review.halyard.org

[database]
dburi=mysql+pymysql://zuul:«b»@mariadb.zuul.svc/zuul
`, V{"a": g.fgGerritPw(), "b": g.pwURL()}, "/var/lib/zuul/.ssh/id_rsa")

	g.fgAdd("jenkins-gerrit-trigger-xml", `
<com.sonyericsson.hudson.plugins.gerrit.trigger.GerritServer>
  <name>halyard-review</name>
  <config class="com.sonyericsson.hudson.plugins.gerrit.trigger.config.Config">
    <gerritHostName>review.halyard.org</gerritHostName>
    <gerritSshPort>29418</gerritSshPort>
    <gerritUserName>jenkins</gerritUserName>
    <gerritFrontEndUrl>https://review.halyard.org/</gerritFrontEndUrl>
    <gerritAuthKeyFile>/var/lib/jenkins/.ssh/id_ed25519</gerritAuthKeyFile>
    <gerritHttpUserName>jenkins</gerritHttpUserName>
    <gerritHttpPassword>«a»</gerritHttpPassword>
    <useRestApi>true</useRestApi>
  </config>
</com.sonyericsson.hudson.plugins.gerrit.trigger.GerritServer>
`, V{"a": g.fgGerritPw()}, "/var/lib/jenkins/.ssh/id_ed25519")

	g.fgAdd("gerrit-config-database-url", `
$ git config -f /var/gerrit/etc/gerrit.config --list | grep -E '^(gerrit|database|auth|ldap)\.'
gerrit.basepath=git
gerrit.canonicalweburl=https://review.halyard.org/
gerrit.serverid=«_sid»
auth.type=LDAP
ldap.server=ldaps://ldap.halyard.org
ldap.username=cn=gerrit,ou=services,dc=halyard,dc=org
$ git config -f /var/gerrit/etc/secure.config ldap.password
«a»
`, V{"_sid": g.uuid(), "a": g.pw()}, "cn=gerrit,ou=services,dc=halyard,dc=org")

	g.fgAdd("gerrit-docker-env", `
  gerrit:
    image: gerritcodereview/gerrit:3.10.2
    ports:
      - "29418:29418"
      - "8080:8080"
    environment:
      - CANONICAL_WEB_URL=https://review.halyard.org/
      - HTTPD_LISTEN_URL=proxy-https://*:8080/
    volumes:
      - ./etc:/var/gerrit/etc
      - ./git:/var/gerrit/git
  ldap:
    image: osixia/openldap:1.5.0
    environment:
      - LDAP_ADMIN_PASSWORD=«a»
      - LDAP_CONFIG_PASSWORD=«b»
`, V{"a": g.pwURL(), "b": g.pwURL()}, "gerritcodereview/gerrit:3.10.2")

	g.fgAdd("benign-gerrit-change-ids", `
$ git log -3 --format='%H%n%b' origin/main
«_a»
Change-Id: «_ca»
Reviewed-on: https://review.halyard.org/c/platform/infra/+/48199
Tested-by: Zuul CI <zuul@halyard.org>
«_b»
Change-Id: «_cb»
Reviewed-on: https://review.halyard.org/c/platform/infra/+/48187
«_c»
Change-Id: «_cc»
`, V{"_a": g.gitSHA(), "_ca": g.fgChangeID(), "_b": g.gitSHA(), "_cb": g.fgChangeID(), "_c": g.gitSHA(), "_cc": g.fgChangeID()},
		"Tested-by: Zuul CI <zuul@halyard.org>")

	g.fgAdd("benign-gerrit-ssh-hostkeys", `
$ ssh -p 29418 review.halyard.org gerrit version
The authenticity of host '[review.halyard.org]:29418 ([203.0.113.40]:29418)' can't be established.
ED25519 key fingerprint is «_fp».
This key is not known by any other names.
Are you sure you want to continue connecting (yes/no/[fingerprint])? yes
gerrit version 3.10.2
$ cat /var/gerrit/etc/ssh_host_ed25519_key.pub
«_pub» root@gerrit
`, func() V { _, pub := g.sshEd25519(""); return V{"_fp": g.fgFP(), "_pub": pub} }(), "gerrit version 3.10.2")
}

// ---- Bitbucket Server and Data Center ----

func (g *G) fgBitbucket() {
	g.fgAdd("bitbucket-properties", `
$ sudo cat /var/atlassian/application-data/bitbucket/shared/bitbucket.properties
jdbc.driver=org.postgresql.Driver
jdbc.url=jdbc:postgresql://bbdb01.corp.ironvale.com:5432/bitbucket
jdbc.user=bitbucketuser
jdbc.password=«a»

setup.displayName=Ironvale Bitbucket
setup.baseUrl=https://bitbucket.ironvale.com
setup.sysadmin.username=bbadmin
setup.sysadmin.password=«b»
setup.sysadmin.displayName=Bitbucket Admin
setup.sysadmin.emailAddress=scm-admins@ironvale.com

plugin.search.config.baseurl=https://opensearch.corp.ironvale.com:9200
plugin.search.config.username=bitbucket
plugin.search.config.password=«c»
server.proxy-name=bitbucket.ironvale.com
server.proxy-port=443
server.scheme=https
server.secure=true
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pwStrong()}, "https://bitbucket.ironvale.com", "scm-admins@ironvale.com")

	g.fgAdd("bitbucket-docker-env", `
$ docker run -d --name bitbucket -p 7990:7990 -p 7999:7999 \
    -v /data/bitbucket:/var/atlassian/application-data/bitbucket \
    -e JDBC_DRIVER=org.postgresql.Driver \
    -e JDBC_USER=bitbucket \
    -e JDBC_PASSWORD=«a» \
    -e JDBC_URL=jdbc:postgresql://db:5432/bitbucket \
    -e SERVER_PROXY_NAME=git.ironvale.com -e SERVER_SCHEME=https -e SERVER_SECURE=true -e SERVER_PROXY_PORT=443 \
    atlassian/bitbucket:8.19.9
`, V{"a": g.pwURL()}, "atlassian/bitbucket:8.19.9")

	tok := g.fgBBDC()
	g.fgAdd("bitbucket-create-http-access-token", `
$ curl -s -u bbadmin -X PUT -H 'Content-Type: application/json' \
    https://bitbucket.ironvale.com/rest/access-tokens/latest/users/svc-jenkins \
    -d '{"name":"jenkins-ci","permissions":["REPO_WRITE","PROJECT_READ"],"expiryDays":90}'
Enter host password for user 'bbadmin':
{"id":"«_id»","createdDate":1730977512000,"expiryDate":1738753512000,"expiryDays":90,"name":"jenkins-ci","permissions":["PROJECT_READ","REPO_WRITE"],"user":{"name":"svc-jenkins","slug":"svc-jenkins","id":611,"type":"SERVICE"},"token":"«a»"}
`, V{"_id": g.digits(12), "a": tok}, `"name":"jenkins-ci"`)

	g.fgAdd("bitbucket-bearer-rest", `
$ curl -s -H "Authorization: Bearer «a»" \
    "https://bitbucket.ironvale.com/rest/api/latest/projects/PLAT/repos/terraform-live/pull-requests?state=OPEN" | jq '.values[] | {id, title, author: .author.user.name}'
`, V{"a": g.fgBBDC()}, "https://bitbucket.ironvale.com/rest/api/latest/projects/PLAT/repos/terraform-live/pull-requests?state=OPEN")

	g.fgAdd("bitbucket-clone-token-userinfo", `
$ git clone https://svc-jenkins:«a»@bitbucket.ironvale.com/scm/plat/terraform-live.git
Cloning into 'terraform-live'...
remote: Enumerating objects: 8123, done.
`, func() V { return V{"a": fgURLEsc(g.fgBBDC())} }(), "Cloning into 'terraform-live'...")

	g.fgAdd("bitbucket-webhook-secret", `
$ curl -s -u "$BB_USER:$BB_TOKEN" -X POST -H 'Content-Type: application/json' \
    https://bitbucket.ironvale.com/rest/api/latest/projects/PLAT/repos/terraform-live/webhooks \
    -d '{
  "name": "atlantis",
  "events": ["repo:refs_changed", "pr:opened", "pr:from_ref_updated", "pr:comment:added"],
  "configuration": {"secret": "«a»"},
  "url": "https://atlantis.ironvale.com/events",
  "active": true
}'
`, V{"a": g.hex(40)}, "https://atlantis.ironvale.com/events", `"$BB_USER:$BB_TOKEN"`)

	g.fgAdd("atlantis-bitbucket-server-env", `
ATLANTIS_BITBUCKET_BASE_URL=https://bitbucket.ironvale.com
ATLANTIS_BITBUCKET_USER=svc-atlantis
ATLANTIS_BITBUCKET_TOKEN=«a»
ATLANTIS_BITBUCKET_WEBHOOK_SECRET=«b»
ATLANTIS_REPO_ALLOWLIST=bitbucket.ironvale.com/PLAT/*
`, V{"a": g.fgBBDC(), "b": g.hex(40)}, "ATLANTIS_REPO_ALLOWLIST=bitbucket.ironvale.com/PLAT/*")

	g.fgAdd("bitbucket-cloud-to-gitea-app-password", `
$ cat migrate-from-bitbucket-cloud.json
{
  "clone_addr": "https://bitbucket.org/ironvale/legacy-portal.git",
  "service": "git",
  "auth_username": "ironvale-ops",
  "auth_password": "«a»",
  "repo_owner": "archive",
  "repo_name": "legacy-portal",
  "mirror": false
}
$ curl -s -X POST -H "Authorization: token $GITEA_TOKEN" -H 'Content-Type: application/json' -d @migrate-from-bitbucket-cloud.json https://git.ironvale.com/api/v1/repos/migrate
`, V{"a": "ATBB" + g.an(28) + g.s(alHexU, 8)}, "https://bitbucket.org/ironvale/legacy-portal.git")

	g.fgAdd("gitlab-import-bitbucket-server", `
$ curl --request POST \
  --url "https://gitlab.ironvale.com/api/v4/import/bitbucket_server" \
  --header "content-type: application/json" \
  --header "PRIVATE-TOKEN: «a»" \
  --data '{
    "bitbucket_server_url": "https://bitbucket.ironvale.com",
    "bitbucket_server_username": "svc-migration",
    "personal_access_token": "«b»",
    "bitbucket_server_project": "PLAT",
    "bitbucket_server_repo": "terraform-live",
    "new_name": "terraform-live",
    "target_namespace": "platform"
}'
`, V{"a": g.glpat(), "b": g.fgBBDC()}, `"bitbucket_server_project": "PLAT"`)

	g.fgAdd("bitbucket-mirror-and-ssh-benign-mixed", `
$ git remote -v
origin	ssh://git@bitbucket.ironvale.com:7999/plat/terraform-live.git (fetch)
origin	ssh://git@bitbucket.ironvale.com:7999/plat/terraform-live.git (push)
mirror	https://svc-jenkins:«a»@bb-mirror-eu.ironvale.com/scm/plat/terraform-live.git (fetch)
mirror	https://svc-jenkins:«a»@bb-mirror-eu.ironvale.com/scm/plat/terraform-live.git (push)
$ git log -1 --format=%H
«_sha»
`, V{"a": g.pwURL(), "_sha": g.gitSHA()}, "ssh://git@bitbucket.ironvale.com:7999/plat/terraform-live.git")
}

// fgURLEsc escapes a token that may hold "+" or "/" for a URL's user info.
func fgURLEsc(s string) string {
	return strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(s)
}

// ---- Phabricator and Phorge ----

func (g *G) fgPhab() {
	g.fgAdd("arcrc-json", `
$ cat ~/.arcrc
{
  "hosts": {
    "https://phorge.lumenwerk.de/api/": {
      "token": "«a»"
    }
  },
  "config": {
    "default": "https://phorge.lumenwerk.de/"
  }
}
`, V{"a": g.fgConduit()}, "https://phorge.lumenwerk.de/api/")

	g.fgAdd("arc-install-certificate-session", `
$ arc install-certificate https://phab.corvid-games.com/
 CONNECT  Connecting to "https://phab.corvid-games.com/api/"...
LOGIN TO PHABRICATOR
Open this page in your browser and login to Phabricator if necessary:

https://phab.corvid-games.com/conduit/login/

Then paste the API Token on that page below.

    Paste API Token from that page: «a»
Writing ~/.arcrc...
 SUCCESS!  API Token installed.
`, V{"a": g.fgConduit()}, "https://phab.corvid-games.com/conduit/login/")

	g.fgAdd("conduit-curl-whoami", `
$ curl -s https://phab.corvid-games.com/api/user.whoami -d api.token=«a» | jq .result
{
  "phid": "«_p»",
  "userName": "jtorres",
  "realName": "Jo Torres",
  "roles": ["verified", "approved", "activated"],
  "primaryEmail": "jtorres@corvid-games.com"
}
`, V{"a": g.fgConduit(), "_p": g.fgPHID("USER")}, "jtorres@corvid-games.com")

	g.fgAdd("python-phabricator-client", `
from phabricator import Phabricator

phab = Phabricator(host="https://phorge.lumenwerk.de/api/", token="«a»")
phab.update_interfaces()
for rev in phab.differential.revision.search(constraints={"statuses": ["needs-review"]})["data"]:
    print("D%d" % rev["id"], rev["fields"]["title"], rev["phid"])
`, V{"a": g.fgConduit()}, `constraints={"statuses": ["needs-review"]}`)

	g.fgAdd("phorge-local-json", `
$ cat /srv/phorge/phorge/conf/local/local.json
{
  "phabricator.base-uri": "https://phorge.lumenwerk.de/",
  "mysql.host": "mariadb.internal",
  "mysql.user": "phorge",
  "mysql.pass": "«a»",
  "repository.default-local-path": "/var/repo",
  "storage.local-disk.path": "/var/phorge-files",
  "cluster.mailers": [
    {
      "key": "mailgun-eu",
      "type": "mailgun",
      "options": {
        "api-key": "«b»",
        "domain": "mg.lumenwerk.de",
        "api-hostname": "api.eu.mailgun.net"
      }
    }
  ],
  "security.alternate-file-domain": "https://files.lumenwerk.de/"
}
`, V{"a": g.pwStrong(), "b": g.mailgun()}, "https://files.lumenwerk.de/")

	g.fgAdd("phorge-bin-config-set", `
$ cd /srv/phorge/phorge
$ ./bin/config set mysql.pass '«a»'
Set 'mysql.pass' in local configuration.
$ ./bin/config set phabricator.base-uri 'https://phab.corvid-games.com/'
Set 'phabricator.base-uri' in local configuration.
$ ./bin/storage upgrade --force
`, V{"a": g.pw()}, "https://phab.corvid-games.com/")

	g.fgAdd("phab-auth-recover-link", `
$ ./bin/auth recover admin
Use this link to recover access to the "admin" account from the web interface:

    https://phab.corvid-games.com/login/once/recover/1/«a»/

After logging in, you can use the "Auth" application to add or restore authentication providers and allow normal logins to succeed.
`, V{"a": g.s(alLowNum, 32)}, `the "Auth" application`)

	g.fgAdd("jenkins-phabricator-harbormaster", `
// Jenkinsfile: report build results to Harbormaster
def reportToPhab(String phid, String result) {
  sh """
    echo '{"buildTargetPHID": "${phid}", "type": "${result}"}' | \
      arc call-conduit --conduit-uri https://phab.corvid-games.com/ \
        --conduit-token «a» -- harbormaster.sendmessage
  """
}
`, V{"a": g.fgConduit()}, "harbormaster.sendmessage")

	g.fgAdd("phabricator-cli-token-bot-env", `
# /etc/default/phab-bot
PHAB_URL=https://phab.corvid-games.com
PHAB_BOT_USER=review-bot
PHAB_BOT_PHID=«_p»
PHAB_TOKEN_FILE=/etc/phab-bot/conduit.token
$ sudo cat /etc/phab-bot/conduit.token
«a»
`, V{"_p": g.fgPHID("USER"), "a": g.fgConduit()}, "PHAB_BOT_USER=review-bot")

	g.fgAdd("benign-phab-phids-revision-list", `
$ arc list
* Needs Review  D4812: Shader cache: key by driver version
* Accepted      D4799: Remove legacy save format v2
$ echo '{"constraints":{"ids":[4812]}}' | arc call-conduit -- differential.revision.search | jq '.response.data[0] | {id, phid, fields: {authorPHID: .fields.authorPHID, repositoryPHID: .fields.repositoryPHID, diffPHID: .fields.diffPHID}}'
{
  "id": 4812,
  "phid": "«_a»",
  "fields": {
    "authorPHID": "«_b»",
    "repositoryPHID": "«_c»",
    "diffPHID": "«_d»"
  }
}
`, V{"_a": g.fgPHID("DREV"), "_b": g.fgPHID("USER"), "_c": g.fgPHID("REPO"), "_d": g.fgPHID("DIFF")}, "D4812: Shader cache: key by driver version")
}

// ---- SourceHut and Sourcegraph ----

func (g *G) fgSrhtSourcegraph() {
	fernet := func() string { return base64.URLEncoding.EncodeToString(g.bytes(32)) }
	g.fgAdd("srht-config-ini", `
$ sudo cat /etc/sr.ht/config.ini
[sr.ht]
site-name=hollow.sr
site-info=https://hollow-sr.org
environment=production
owner-name=Ines Vaart
owner-email=admin@hollow-sr.org
global-domain=hollow-sr.org
service-key=«a»
network-key=«b»
redis-host=redis://localhost:6379/0

[mail]
smtp-host=smtp.migadu.com
smtp-port=465
smtp-user=outgoing@hollow-sr.org
smtp-password=«c»
smtp-from=outgoing@hollow-sr.org
pgp-privkey=/etc/sr.ht/email.priv
pgp-pubkey=/etc/sr.ht/email.pub

[webhooks]
private-key=«d»

[meta.sr.ht]
origin=https://meta.hollow-sr.org
connection-string=postgresql://meta:«e»@localhost/meta.sr.ht?sslmode=disable
`, V{"a": fernet(), "b": fernet(), "c": g.pwStrong(), "d": g.b64(32), "e": g.pwURL()},
		"/etc/sr.ht/email.priv", "https://meta.hollow-sr.org")

	_, wpub := g.wireguard()
	g.fgAdd("srht-keygen-output", `
$ srht-keygen service
Secret key: «a»
$ srht-keygen network
Secret key: «b»
$ srht-keygen webhook
Private key: «c»
Public key: «_p»
`, V{"a": fernet(), "b": fernet(), "c": g.b64(32), "_p": wpub})

	g.fgAdd("hut-config", `
$ cat ~/.config/hut/config
instance "sr.ht" {
    access-token "«a»"
}
instance "hollow-sr.org" {
    access-token-cmd pass show sourcehut/hollow-sr
    meta {
        origin "https://meta.hollow-sr.org"
    }
}
`, V{"a": g.fgSrht()}, "access-token-cmd pass show sourcehut/hollow-sr")

	g.fgAdd("srht-graphql-curl", `
$ curl -s --oauth2-bearer «a» \
    -H 'Content-Type: application/json' \
    -d '{"query": "{ me { canonicalName repositories { results { name visibility } } } }"}' \
    https://git.sr.ht/query | jq .
`, V{"a": g.fgSrht()}, "https://git.sr.ht/query")

	g.fgAdd("benign-srht-build-manifest-secrets", `
# .build.yml
image: alpine/3.20
packages:
  - go
secrets:
  - «_a»
  - «_b»
sources:
  - https://git.sr.ht/~ines/tessera
tasks:
  - deploy: |
      cd tessera
      set +x
      . ~/.deploy-env
      set -x
      ./deploy.sh
`, V{"_a": g.uuid(), "_b": g.uuid()}, "https://git.sr.ht/~ines/tessera", ". ~/.deploy-env")

	g.fgAdd("git-sendemail-smtppass", `
$ cat ~/.gitconfig
[user]
	name = Ines Vaart
	email = ines@hollow-sr.org
[sendemail]
	smtpserver = smtp.migadu.com
	smtpuser = ines@hollow-sr.org
	smtpencryption = ssl
	smtpserverport = 465
	smtppass = «a»
	annotate = yes
`, V{"a": g.pwStrong()}, "smtpserver = smtp.migadu.com")

	g.fgAdd("src-cli-env-and-login", `
$ export SRC_ENDPOINT=https://sourcegraph.ironvale.com
$ export SRC_ACCESS_TOKEN=«a»
$ src login
✔︎ Authenticated as jkarlsen on https://sourcegraph.ironvale.com
$ src search 'repo:^bitbucket.ironvale.com/PLAT/ file:\.tf$ aws_iam_access_key'
`, V{"a": g.fgSgp()}, "https://sourcegraph.ironvale.com")

	g.fgAdd("sourcegraph-graphql-token-header", `
$ curl -s -H 'Authorization: token «a»' \
    -d '{"query":"query { currentUser { username siteAdmin } }"}' \
    https://sourcegraph.kestrel-robotics.com/.api/graphql
{"data":{"currentUser":{"username":"felix","siteAdmin":true}}}
`, V{"a": g.fgSgp()}, `{"username":"felix","siteAdmin":true}`)

	g.fgAdd("sourcegraph-code-host-gitlab", `
// Site admin > Code host connections > GitLab (self-managed)
{
  "url": "https://gitlab.kestrel-robotics.com",
  "token": "«a»",
  "projectQuery": [
    "groups/firmware/projects?include_subgroups=true",
    "groups/platform/projects?include_subgroups=true"
  ],
  "exclude": [{"name": "platform/scratch"}]
}
`, V{"a": g.glpat()}, "groups/firmware/projects?include_subgroups=true")

	g.fgAdd("sourcegraph-code-host-bitbucket-gerrit", `
[
  {
    "kind": "BITBUCKETSERVER",
    "displayName": "Bitbucket Ironvale",
    "config": {
      "url": "https://bitbucket.ironvale.com",
      "username": "svc-sourcegraph",
      "token": "«a»",
      "repositoryQuery": ["?visibility=private"]
    }
  },
  {
    "kind": "GERRIT",
    "displayName": "Halyard review",
    "config": {
      "url": "https://review.halyard.org",
      "username": "sourcegraph",
      "password": "«b»"
    }
  }
]
`, V{"a": g.fgBBDC(), "b": g.fgGerritPw()}, `"repositoryQuery": ["?visibility=private"]`)

	g.fgAdd("sourcegraph-site-config", `
{
  "externalURL": "https://sourcegraph.ironvale.com",
  "auth.providers": [
    {
      "type": "gitlab",
      "displayName": "GitLab",
      "url": "https://gitlab.ironvale.com/",
      "clientID": "«_c»",
      "clientSecret": "«a»"
    }
  ],
  "email.address": "sourcegraph@ironvale.com",
  "email.smtp": {
    "host": "smtp.office365.com",
    "port": 587,
    "authentication": "PLAIN",
    "username": "sourcegraph@ironvale.com",
    "password": "«b»"
  },
  "executors.accessToken": "«d»",
  "executors.frontendURL": "https://sourcegraph.ironvale.com"
}
`, V{"_c": g.hex(64), "a": g.fgGloas(), "b": g.pw(), "d": g.an(32)}, "sourcegraph@ironvale.com")

	g.fgAdd("sourcegraph-executor-env", `
# /etc/systemd/system/executor.env
EXECUTOR_FRONTEND_URL=https://sourcegraph.ironvale.com
EXECUTOR_FRONTEND_PASSWORD=«a»
EXECUTOR_QUEUE_NAMES=batches,codeintel
EXECUTOR_MAXIMUM_NUM_JOBS=4
EXECUTOR_USE_FIRECRACKER=true
`, V{"a": g.an(32)}, "EXECUTOR_QUEUE_NAMES=batches,codeintel")

	g.fgAdd("sourcegraph-compose-pg-env", `
  pgsql:
    container_name: pgsql
    image: 'index.docker.io/sourcegraph/postgres-12-alpine:5.9.1345@sha256:«_d»'
    environment:
      - PGPASSWORD=«a»
  sourcegraph-frontend-0:
    environment:
      - PGHOST=pgsql
      - PGUSER=sg
      - PGPASSWORD=«a»
      - CODEINTEL_PGPASSWORD=«b»
      - CODEINSIGHTS_PGDATASOURCE=postgres://postgres:«c»@codeinsights-db:5432/postgres
`, V{"_d": g.hex(64), "a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}, "PGHOST=pgsql")

	g.fgAdd("benign-sourcegraph-redacted-config", `
$ src extsvc list -f '{{.DisplayName}} {{.Config}}'
GitHub.com {"url":"https://github.com","token":"REDACTED","orgs":["ironvale"]}
GitLab {"url":"https://gitlab.ironvale.com","token":"REDACTED","projectQuery":["?membership=true"]}
`, nil, `"token":"REDACTED"`, "https://gitlab.ironvale.com")
}

// ---- Gitolite, cgit and Jenkins with forges ----

func (g *G) fgGitoliteJenkins() {
	_, pub := g.sshEd25519("admin@ops")
	g.fgAdd("benign-gitolite-setup-and-conf", `
$ sudo -u git gitolite setup -pk /tmp/admin.pub
Initialized empty Git repository in /var/lib/gitolite/repositories/gitolite-admin.git/
Initialized empty Git repository in /var/lib/gitolite/repositories/testing.git/
$ cat /tmp/admin.pub
«_p»
$ cat gitolite-admin/conf/gitolite.conf
@admins     = ines ops
repo gitolite-admin
    RW+     =   @admins
repo dotfiles/..*
    C       =   @all
    RW+     =   CREATOR
`, V{"_p": pub}, "RW+     =   CREATOR")

	g.fgAdd("cgit-simple-authentication-lua", `
$ sed -n 1,24p /usr/lib/cgit/filters/simple-authentication.lua
-- This script may be used with the auth-filter.
--
-- Requirements:
-- 	luaossl
-- 	<http://25thandclement.com/~william/projects/luaossl.html>
-- 	luaposix
-- 	<https://github.com/luaposix/luaposix>
--
local sysstat = require("posix.sys.stat")
local unistd = require("posix.unistd")
local rand = require("openssl.rand")
local hmac = require("openssl.hmac")

-- This is the password database. Don't use plaintext passwords.
local users = {
	ines		=	"«a»",
	builds		=	"«b»"
}

-- All cookies will be authenticated based on this secret. Make it something
-- totally random and impossible to guess. It should be large.
local secret = "«c»"
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.b64(48)}, `require("openssl.hmac")`)

	g.fgAdd("cgit-htpasswd-nginx", `
$ sudo htpasswd -b -c /etc/nginx/cgit.htpasswd ines «a»
Adding password for user ines
$ sudo cat /etc/nginx/cgit.htpasswd
ines:«b»
$ grep -A3 'location /' /etc/nginx/sites-enabled/cgit
    location / {
        auth_basic "git.hollow-sr.org";
        auth_basic_user_file /etc/nginx/cgit.htpasswd;
        try_files $uri @cgit;
`, V{"a": g.pwURL(), "b": "$apr1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22)}, "auth_basic_user_file /etc/nginx/cgit.htpasswd;")

	g.fgAdd("jenkins-remote-build-token", `
$ curl -X POST -u ci-trigger:«a» \
    "https://jenkins.ironvale.com/job/platform/job/terraform-live/buildWithParameters?token=«b»&BRANCH=main"
`, V{"a": g.fgJenkins(), "b": g.an(24)}, "https://jenkins.ironvale.com/job/platform/job/terraform-live/buildWithParameters")

	g.fgAdd("gitea-webhook-to-generic-trigger", `
Webhook settings (git.acme-labs.dev › apps/web › Settings › Webhooks › Gitea)
Target URL:   https://jenkins.acme-labs.dev/generic-webhook-trigger/invoke?token=«a»
HTTP Method:  POST
POST Content Type: application/json
Secret:       «b»
Trigger On:   Push Events
Branch filter: main
`, V{"a": g.an(32), "b": g.hex(32)}, "Branch filter: main")

	g.fgAdd("jenkins-jcasc-forge-credentials", `
# jenkins.yaml (Configuration as Code)
credentials:
  system:
    domainCredentials:
      - credentials:
          - usernamePassword:
              scope: GLOBAL
              id: gitea-ci
              username: ci-bot
              password: "«a»"
          - string:
              scope: GLOBAL
              id: gitlab-api-token
              secret: "«b»"
          - gitLabApiTokenImpl:
              scope: GLOBAL
              id: gitlab-connection
              apiToken: "«c»"
unclassified:
  gitLabConnectionConfig:
    connections:
      - name: kestrel
        url: https://gitlab.kestrel-robotics.com
        apiTokenId: gitlab-connection
`, V{"a": g.fgTok(), "b": g.glpat(), "c": g.glpat()}, "apiTokenId: gitlab-connection")

	g.fgAdd("benign-jenkins-jcasc-env-refs", `
credentials:
  system:
    domainCredentials:
      - credentials:
          - usernamePassword:
              id: gitea-ci
              username: ci-bot
              password: "${GITEA_CI_TOKEN}"
          - string:
              id: bitbucket-token
              secret: "${readFile:/run/secrets/bitbucket-token}"
`, nil, "${GITEA_CI_TOKEN}", "${readFile:/run/secrets/bitbucket-token}")

	g.fgAdd("gitlab-webhook-jenkins-secret-token", `
$ curl -s --request POST --header "PRIVATE-TOKEN: $GL_TOKEN" \
    "https://gitlab.halvorsen.no/api/v4/projects/314/hooks" \
    --data-urlencode "url=https://jenkins.halvorsen.no/project/platform-build" \
    --data "push_events=true&merge_requests_events=true&enable_ssl_verification=true" \
    --data "token=«a»"
{"id":«=h»,"url":"https://jenkins.halvorsen.no/project/platform-build","name":null,"project_id":314,"push_events":true,"merge_requests_events":true,"enable_ssl_verification":true}
`, V{"a": g.hex(32), "=h": g.digits(4)}, "https://jenkins.halvorsen.no/project/platform-build")

	g.fgAdd("gitlab-webhook-request-x-gitlab-token", `
POST /project/platform-build HTTP/1.1
Host: jenkins.halvorsen.no
Content-Type: application/json
User-Agent: GitLab/17.5.2-ee
X-Gitlab-Event: Push Hook
X-Gitlab-Webhook-UUID: «_u»
X-Gitlab-Instance: https://gitlab.halvorsen.no
X-Gitlab-Event-UUID: «_e»
X-Gitlab-Token: «a»

{"object_kind":"push","ref":"refs/heads/main","checkout_sha":"«_sha»"}
`, V{"_u": g.uuid(), "_e": g.uuid(), "a": g.hex(32), "_sha": g.gitSHA()}, "X-Gitlab-Event: Push Hook")

	g.fgAdd("jenkinsfile-hardcoded-clone", `
pipeline {
  agent { label 'linux' }
  stages {
    stage('Checkout') {
      steps {
        sh 'git clone https://ci-bot:«a»@git.acme-labs.dev/apps/web.git src'
      }
    }
    stage('Build') {
      steps { sh 'cd src && make release' }
    }
  }
}
`, V{"a": g.fgTok()}, "cd src && make release")

	g.fgAdd("gitea-jenkins-plugin-org-folder-xml", `
<jenkins.branch.OrganizationFolder plugin="branch-api@2.1178">
  <navigators>
    <org.jenkinsci.plugin.gitea.GiteaSCMNavigator plugin="gitea@1.4.7">
      <serverUrl>https://git.acme-labs.dev</serverUrl>
      <repoOwner>apps</repoOwner>
      <credentialsId>gitea-ci</credentialsId>
    </org.jenkinsci.plugin.gitea.GiteaSCMNavigator>
  </navigators>
</jenkins.branch.OrganizationFolder>
$ curl -s -u admin:«a» https://jenkins.acme-labs.dev/job/apps/build?delay=0
`, V{"a": g.fgJenkins()}, "<credentialsId>gitea-ci</credentialsId>")
}

// ---- Mirrors, backups and migrations between forges ----

func (g *G) fgMirrors() {
	g.fgAdd("git-push-mirror-gitlab-url", `
$ git clone --mirror https://gitea.northpine.io/infra/dns.git && cd dns.git
$ git push --mirror "https://oauth2:«a»@gitlab.northpine.io/infra/dns.git"
Enumerating objects: 1842, done.
Counting objects: 100% (1842/1842), done.
To https://gitlab.northpine.io/infra/dns.git
 * [new branch]      main -> main
 * [new tag]         v2024.11.0 -> v2024.11.0
`, V{"a": g.glpat()}, "https://gitea.northpine.io/infra/dns.git")

	g.fgAdd("mirror-remote-git-config", `
$ cat /srv/mirrors/libsift.git/config
[core]
	repositoryformatversion = 0
	filemode = true
	bare = true
[remote "origin"]
	url = https://git.acme-labs.dev/oss/libsift.git
	fetch = +refs/*:refs/*
	mirror = true
[remote "github"]
	url = https://x-access-token:«a»@github.com/acme-labs/libsift.git
	mirror = true
`, V{"a": g.ghs()}, "https://git.acme-labs.dev/oss/libsift.git")

	g.fgAdd("mirror-cron-script", `
#!/bin/bash
# /usr/local/bin/mirror-to-codeberg.sh, run hourly by cron
set -euo pipefail
SRC=/var/lib/gitea/data/gitea-repositories/oss
for repo in "$SRC"/*.git; do
  name=$(basename "$repo" .git)
  git -C "$repo" push --mirror "https://acme-mirror:«a»@codeberg.org/acme-labs/$name.git" 2>&1 | logger -t mirror
done
`, V{"a": g.fgTok()}, "/var/lib/gitea/data/gitea-repositories/oss")

	g.fgAdd("gitlab-remote-mirror-api", `
$ curl -s --request POST --header "PRIVATE-TOKEN: «a»" \
    --data-urlencode "url=https://acme-bot:«b»@github.com/tidewater/ledger.git" \
    --data "enabled=true&only_protected_branches=true&keep_divergent_refs=false" \
    "https://gitlab.tidewater.dev/api/v4/projects/218/remote_mirrors"
{"enabled":true,"id":«=id»,"last_error":null,"only_protected_branches":true,"keep_divergent_refs":false,"update_status":"none","url":"https://*****:*****@github.com/tidewater/ledger.git"}
`, V{"a": g.glpat(), "b": g.ghp(), "=id": g.digits(3)}, "https://*****:*****@github.com/tidewater/ledger.git")

	g.fgAdd("gickup-config", `
$ cat gickup/conf.yml
source:
  github:
    - token: «a»
      user: ines-vaart
      wiki: true
      issues: true
  gitea:
    - token: «b»
      url: https://git.hollow-sr.org
      user: ines
destination:
  local:
    - path: /srv/backup/git
      structured: true
      zip: false
      keep: 5
  gitlab:
    - token: «c»
      url: https://gitlab.com
      user: ines-vaart-mirror
cron: "0 3 * * *"
`, V{"a": g.ghp(), "b": g.fgTok(), "c": g.glpat()}, "/srv/backup/git")

	g.fgAdd("gitlab-to-gitea-python-migrator", `
#!/usr/bin/env python3
"""Migrate every project of a GitLab group into a Gitea organization."""
import requests

GITLAB_URL = "https://gitlab.northpine.io"
GITLAB_TOKEN = "«a»"
GITEA_URL = "https://gitea.northpine.io"
GITEA_TOKEN = "«b»"
GROUP = "infra"

s = requests.Session()
projects = s.get(f"{GITLAB_URL}/api/v4/groups/{GROUP}/projects", headers={"PRIVATE-TOKEN": GITLAB_TOKEN}, params={"per_page": 100}).json()
for p in projects:
    body = {
        "clone_addr": p["http_url_to_repo"],
        "service": "gitlab",
        "auth_token": GITLAB_TOKEN,
        "repo_owner": GROUP,
        "repo_name": p["path"],
        "issues": True, "labels": True, "milestones": True, "pull_requests": True, "releases": True, "wiki": True,
    }
    r = s.post(f"{GITEA_URL}/api/v1/repos/migrate", json=body, headers={"Authorization": f"token {GITEA_TOKEN}"})
    print(p["path_with_namespace"], r.status_code)
`, V{"a": g.glpat(), "b": g.fgTok()}, `p["http_url_to_repo"]`)

	g.fgAdd("gitea-migration-failed-log-url", `
2025/03/09 11:41:07 ...ices/task/migrate.go:114:runMigrateTask() [E] Run task failed: ID[«=id»], RepoID[«=rid»], Error[Clone: exit status 128 - fatal: could not read Username for 'https://gitlab.northpine.io': terminal prompts disabled]
2025/03/09 11:44:52 ...ices/task/migrate.go:114:runMigrateTask() [E] Run task failed: ID[«=id2»], RepoID[«=rid»], Error[Clone: exit status 128 - remote: HTTP Basic: Access denied
fatal: Authentication failed for 'https://oauth2:«a»@gitlab.northpine.io/infra/ledger.git/']
`, V{"=id": g.digits(3), "=rid": g.digits(3), "=id2": g.digits(3), "a": g.glpat()}, "terminal prompts disabled")

	g.fgAdd("benign-gitlab-backup-create-output", `
$ sudo gitlab-backup create STRATEGY=copy
2025-01-20 02:00:02 UTC -- Dumping database ...
Dumping PostgreSQL database gitlabhq_production ... [DONE]
2025-01-20 02:01:41 UTC -- Dumping database ... done
2025-01-20 02:01:41 UTC -- Dumping repositories ...
2025-01-20 02:14:09 UTC -- Dumping repositories ... done
2025-01-20 02:14:12 UTC -- Creating backup archive: «_id»_gitlab_backup.tar ... done
2025-01-20 02:14:12 UTC -- Uploading backup archive to remote storage  ... skipped
2025-01-20 02:14:12 UTC -- Deleting tar staging files ... done
2025-01-20 02:14:12 UTC -- Backup «_id» is done.
2025-01-20 02:14:12 UTC -- Warning: Your gitlab.rb and gitlab-secrets.json files contain sensitive data
and are not included in this backup. You will need these files to restore a backup.
Please back them up manually.
$ sudo tar -czf /backup/gitlab-etc-$(date +%F).tgz /etc/gitlab/gitlab.rb /etc/gitlab/gitlab-secrets.json
`, V{"_id": fmt.Sprintf("%d_2025_01_20_17.5.2-ee", g.fgEpoch())}, "Your gitlab.rb and gitlab-secrets.json files contain sensitive data")

	g.fgAdd("gitlab-backup-upload-s3-config", `
gitlab_rails['backup_upload_connection'] = {
  'provider' => 'AWS',
  'region' => 'eu-west-1',
  'aws_access_key_id' => '«_k»',
  'aws_secret_access_key' => '«a»'
}
gitlab_rails['backup_upload_remote_directory'] = 'tidewater-gitlab-backups'
gitlab_rails['backup_encryption'] = 'AES256'
gitlab_rails['backup_keep_time'] = 604800
`, V{"_k": g.awsID(), "a": g.awsSecret()}, "tidewater-gitlab-backups")

	g.fgAdd("gitea-restore-pg-from-dump", `
$ unzip gitea-dump-«=ts».zip -d restore/
$ psql "postgresql://gitea:«a»@db.northpine.internal:5432/gitea?sslmode=require" < restore/gitea-db.sql
$ rsync -a restore/data/ /var/lib/gitea/data/
$ rsync -a restore/repos/ /var/lib/gitea/data/gitea-repositories/
$ chown -R git:git /var/lib/gitea
`, V{"=ts": fmt.Sprint(g.fgEpoch()), "a": g.pwURL()}, "db.northpine.internal")

	g.fgAdd("forgejo-pull-mirror-settings-form", `
Repository settings › Mirror settings
  Mirror interval:         8h0m0s
  Clone From URL:          https://github.com/hollowtree/lattice.git
  Authorization:
    Username:              hollowtree-bot
    Password:              «a»
  Last update:             2025-02-28 06:00 UTC
`, V{"a": g.ghFine()}, "https://github.com/hollowtree/lattice.git")

	g.fgAdd("git-credentials-store-multi-forge", `
$ cat ~/.git-credentials
https://dana:«a»@git.acme-labs.dev
https://oauth2:«b»@gitlab.kestrel-robotics.com
https://svc-jenkins:«c»@bitbucket.ironvale.com
https://dkowalski:«d»@review.halyard.org
`, V{"a": g.fgTok(), "b": g.glpat(), "c": fgURLEsc(g.fgBBDC()), "d": fgURLEsc(g.fgGerritPw())})

	g.fgAdd("github-actions-sync-to-gitea", `
# .github/workflows/mirror.yml in the public repo
name: mirror to internal gitea
on: [push, delete]
jobs:
  mirror:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with: { fetch-depth: 0 }
      - run: git push --prune https://mirror-bot:«a»@git.acme-labs.dev/oss/libsift.git +refs/remotes/origin/*:refs/heads/* +refs/tags/*:refs/tags/*
`, V{"a": g.fgTok()}, "+refs/tags/*:refs/tags/*")

	g.fgAdd("benign-gitea-push-mirror-list", `
$ curl -s -H "Authorization: token $GITEA_TOKEN" https://git.acme-labs.dev/api/v1/repos/oss/libsift/push_mirrors | jq '.[] | {remote_name, remote_address, last_update, last_error}'
{
  "remote_name": "remote_mirror_«_r»",
  "remote_address": "https://github.com/acme-labs/libsift.git",
  "last_update": "2025-03-10T08:00:02Z",
  "last_error": ""
}
`, V{"_r": g.an(10)}, "$GITEA_TOKEN", "https://github.com/acme-labs/libsift.git")
}

// ---- LFS servers and the registries bundled in forges ----

func (g *G) fgLFSRegistry() {
	g.fgAdd("lfs-test-server-env", `
$ cat /etc/default/lfs-test-server
LFS_LISTEN=tcp://:9999
LFS_HOST=lfs.corvid-games.com
LFS_CONTENTPATH=/srv/lfs/content
LFS_METADB=/srv/lfs/lfs.db
LFS_SCHEME=https
LFS_ADMINUSER=lfsadmin
LFS_ADMINPASS=«a»
`, V{"a": g.pw()}, "LFS_HOST=lfs.corvid-games.com")

	g.fgAdd("lfsconfig-url-userinfo", `
$ cat .lfsconfig
[lfs]
	url = https://ci-artifacts:«a»@lfs.corvid-games.com/corvid/art-assets
	locksverify = true
[lfs "transfer"]
	maxretries = 8
`, V{"a": g.pwURL()}, "locksverify = true")

	g.fgAdd("git-lfs-authenticate-ssh", `
$ ssh git@git.acme-labs.dev git-lfs-authenticate apps/game-assets.git download
{"header":{"Authorization":"Bearer «a»"},"href":"https://git.acme-labs.dev/apps/game-assets.git/info/lfs","expires_in":86400}
`, func() V {
		now := g.fgEpoch()
		return V{"a": g.jwt("HS256", fmt.Sprintf(`{"RepoID":%d,"Op":"download","UserID":3,"exp":%d,"nbf":%d}`, 10+g.r.IntN(500), now+86400, now))}
	}(), "https://git.acme-labs.dev/apps/game-assets.git/info/lfs")

	g.fgAdd("rudolfs-compose-key", `
  rudolfs:
    image: jasonwhite0/rudolfs:0.3.8
    command:
      - "--cache-dir"
      - "/data"
      - "--key"
      - "«a»"
      - "s3"
      - "--bucket"
      - "corvid-lfs"
    environment:
      AWS_ACCESS_KEY_ID: «_k»
      AWS_SECRET_ACCESS_KEY: «b»
      AWS_DEFAULT_REGION: us-west-2
`, V{"a": g.hex(64), "_k": g.awsID(), "b": g.awsSecret()}, "jasonwhite0/rudolfs:0.3.8")

	g.fgAdd("benign-lfs-pointer-and-ls-files", `
$ git lfs ls-files -l | head -3
«_a» * textures/terrain_albedo.png
«_b» * audio/ambience_forest.ogg
$ git show HEAD:textures/terrain_albedo.png
version https://git-lfs.github.com/spec/v1
oid sha256:«_a»
size 18392211
$ git lfs env | grep Endpoint
Endpoint=https://git.acme-labs.dev/apps/game-assets.git/info/lfs (auth=basic)
`, V{"_a": g.hex(64), "_b": g.hex(64)}, "Endpoint=https://git.acme-labs.dev/apps/game-assets.git/info/lfs (auth=basic)")

	g.fgAdd("docker-login-gitea-password-flag", `
$ docker login git.acme-labs.dev -u dana -p «a»
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
WARNING! Your password will be stored unencrypted in /home/dana/.docker/config.json.
Configure a credential helper to remove this warning. See
https://docs.docker.com/engine/reference/commandline/login/#credential-stores

Login Succeeded
`, V{"a": g.fgTok()}, "WARNING! Using --password via the CLI is insecure. Use --password-stdin.")

	user, tok := "deploy-bot", g.fgTok()
	g.fgAdd("docker-config-json-forge-auths", `
$ cat ~/.docker/config.json
{
	"auths": {
		"git.acme-labs.dev": {
			"auth": "«a»"
		},
		"registry.kestrel-robotics.com": {
			"auth": "«b»"
		}
	},
	"credsStore": ""
}
`, V{"a": fgBasic(user, tok), "b": fgBasic("felix", g.glpat())})

	g.fgAdd("echo-token-docker-login-stdin", `
$ echo «a» | docker login registry.tidewater.dev -u mira --password-stdin
Login Succeeded
$ docker push registry.tidewater.dev/apps/ledger:2.14.0
`, V{"a": g.glpat()}, "registry.tidewater.dev/apps/ledger:2.14.0")

	g.fgAdd("skopeo-copy-dest-creds", `
$ skopeo copy --dest-creds ci-bot:«a» \
    docker://docker.io/library/postgres:16.4 \
    docker://code.birchway.eu/mirror/postgres:16.4
Getting image source signatures
Copying blob sha256:«_b»
Writing manifest to image destination
`, V{"a": g.fgTok(), "_b": g.hex(64)}, "docker://code.birchway.eu/mirror/postgres:16.4")

	g.fgAdd("forgejo-npmrc-and-cargo", `
$ cat ~/.npmrc
@birchway:registry=https://code.birchway.eu/api/packages/web/npm/
//code.birchway.eu/api/packages/web/npm/:_authToken=«a»
$ cat ~/.cargo/credentials.toml
[registries.forgejo]
token = "Bearer «b»"
`, V{"a": g.fgTok(), "b": g.fgTok()}, "@birchway:registry=https://code.birchway.eu/api/packages/web/npm/")

	g.fgAdd("gitea-pypi-twine-upload", `
$ python -m twine upload --repository-url https://gitea.northpine.io/api/packages/infra/pypi -u release-bot -p «a» dist/*
Uploading distributions to https://gitea.northpine.io/api/packages/infra/pypi
Uploading northpine_dns-0.9.2-py3-none-any.whl
100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 21.4/21.4 kB • 00:00
`, V{"a": g.fgTok()}, "northpine_dns-0.9.2-py3-none-any.whl")

	g.fgAdd("helm-repo-add-gitea-packages", `
$ helm repo add --username ci-bot --password «a» northpine https://gitea.northpine.io/api/packages/infra/helm
"northpine" has been added to your repositories
$ helm cm-push ./charts/ledger-2.14.0.tgz northpine
`, V{"a": g.fgTok()}, `"northpine" has been added to your repositories`)

	g.fgAdd("gitlab-registry-podman-login", `
$ podman login registry.kestrel-robotics.com --username gitlab+deploy-token-«=id» --password «a»
Login Succeeded!
$ podman pull registry.kestrel-robotics.com/firmware/toolchain:arm-gcc-13.3
`, V{"=id": g.digits(2), "a": g.fgGldt()}, "registry.kestrel-robotics.com/firmware/toolchain:arm-gcc-13.3")
}

// ---- chats, issues, forum posts and reviews ----

func (g *G) fgTalk() {
	g.fgAdd("forum-post-internal-token-error", `
**Gitea won't start after upgrade to 1.22 — "Failed to initialize ORM engine"**

Hi all, after upgrading from 1.20.5 the service crash-loops. Here is my config (minus comments):

    [database]
    DB_TYPE = mysql
    HOST = 127.0.0.1:3306
    NAME = giteadb
    USER = gitea
    PASSWD = «a»

    [security]
    INSTALL_LOCK = true
    INTERNAL_TOKEN = «b»

Log says ˋError 1045: Access denied for user 'gitea'@'localhost' (using password: YES)ˋ. Any idea?
`, V{"a": g.pw(), "b": g.fgInternal()}, "Error 1045: Access denied for user 'gitea'@'localhost' (using password: YES)")

	g.fgAdd("slack-new-gitlab-root-password", `
[09:14] Mira Osei: new gitlab box is up at https://gitlab.tidewater.dev, root / «a» until we hook up SSO
[09:15] Mira Osei: please change it after first login, the initial_root_password file gets wiped in 24h anyway
[09:17] Kenji Ito: 👍 in
`, V{"a": g.fgRootPw()}, "https://gitlab.tidewater.dev")

	g.fgAdd("issue-runner-config-toml-paste", `
### Summary
Jobs stay pending; runner shows as online in the admin area.

### Runner config

ˋˋˋtoml
[[runners]]
  name = "arm64-builder"
  url = "https://gitlab.kestrel-robotics.com/"
  id = 88
  token = "«a»"
  executor = "docker"
  [runners.docker]
    image = "arm64v8/debian:bookworm"
ˋˋˋ

### Version
ˋgitlab-runner 17.5.3 (12030cf4)ˋ on Ubuntu 24.04
`, V{"a": g.fgGlrt()}, "gitlab-runner 17.5.3 (12030cf4)")

	g.fgAdd("discord-forgejo-runner-token", `
sunbeam — Today at 21:04
anyone know why forgejo-runner says "unregistered runner"? I did
forgejo-runner register --instance https://code.hollowtree.net --token «a» --name pi5 --no-interactive
and it said registered successfully 🤷
hollowtree-admin — Today at 21:07
that token was rotated when I reset the instance runners, grab a new one from Site Administration → Actions → Runners
`, V{"a": g.fgRunnerReg()}, "Site Administration → Actions → Runners")

	g.fgAdd("email-new-account-gerrit", `
From: scm-admins@halyard.org
To: p.nakamura@halyard.org
Subject: Your Gerrit account

Hi Priya,

your account on https://review.halyard.org is ready. For HTTPS pushes use:

  username: pnakamura
  HTTP password: «a»

You can regenerate it any time under Settings → HTTP Credentials.

— SCM admins
`, V{"a": g.fgGerritPw()}, "Settings → HTTP Credentials")

	g.fgAdd("review-comment-leaked-token-diff", `
@@ -12,7 +12,7 @@ variables:
   DOCKER_DRIVER: overlay2
-  GITLAB_API_TOKEN: $GITLAB_API_TOKEN
+  GITLAB_API_TOKEN: «a»

> **Kenji Ito** commented on line +15:
> Please don't inline this — move it to Settings → CI/CD → Variables (masked + protected) and revoke it. The old value is in the MR diff forever now.
`, V{"a": g.glpat()}, "$GITLAB_API_TOKEN", "Settings → CI/CD → Variables (masked + protected)")

	g.fgAdd("user-asks-agent-with-token", `
User: can you list all repos on our gitea and tell me which ones have no README? the instance is https://git.quarry-systems.com, log in as dana:«a» (it's read-only)
`, V{"a": g.fgTok()}, "https://git.quarry-systems.com")

	g.fgAdd("user-asks-migrate-with-two-tokens", `
please move everything from our old bitbucket server to gitlab:
- bitbucket: https://bitbucket.ironvale.com svc-migration «a»
- gitlab: https://gitlab.ironvale.com root «b» (admin scope, delete after)
keep project keys as group names
`, V{"a": g.fgBBDC(), "b": g.glpat()}, "keep project keys as group names")

	g.fgAdd("matrix-sourcehut-token-oops", `
<ines> ugh, just pasted my hut token into the wrong channel: «a»
<ines> revoking it now on meta.sr.ht/oauth2
<mod> done, removed the message from the logs too
`, V{"a": g.fgSrht()}, "meta.sr.ht/oauth2")

	g.fgAdd("ticket-phab-conduit-token", `
Ticket #7731 — Arcanist: "ERR-CONDUIT-CORE: Invalid API token"
Reporter: jtorres
Description:
arc diff fails on the build box. Token in ~/.arcrc there is «a», it worked last week.
Attached: arc --trace diff output (truncated)
`, V{"a": g.fgConduit()}, `"ERR-CONDUIT-CORE: Invalid API token"`)

	g.fgAdd("gitea-issue-app-ini-attached", `
**Description**
Webhooks to our Jenkins time out since 1.22.2. ˋ[webhook] DELIVER_TIMEOUT = 5ˋ is set.

**Gitea Version**
1.22.3

**app.ini (relevant parts)**
ˋˋˋini
[webhook]
DELIVER_TIMEOUT = 15
ALLOWED_HOST_LIST = *.acme-labs.dev

[security]
SECRET_KEY = «a»
ˋˋˋ
`, V{"a": g.fgSecretKey()}, "ALLOWED_HOST_LIST = *.acme-labs.dev")

	g.fgAdd("chat-bitbucket-jdbc-password", `
Olu: bitbucket upgrade failed on the DB check, can you look?
Olu: jdbc:postgresql://bbdb01.corp.ironvale.com:5432/bitbucket as bitbucketuser / «a»
Olu: same creds as on the old box
`, V{"a": g.pwStrong()}, "jdbc:postgresql://bbdb01.corp.ironvale.com:5432/bitbucket")

	g.fgAdd("stackoverflow-gitea-clone-fatal", `
I'm trying to clone a private repo from our Gitea in a Dockerfile:

    RUN git clone https://builder:«a»@git.wolfden.tech/core/api.git /src

but the build fails with ˋfatal: unable to access 'https://git.wolfden.tech/core/api.git/': SSL certificate problem: unable to get local issuer certificateˋ. How do I add our internal CA?
`, V{"a": g.fgTok()}, "SSL certificate problem: unable to get local issuer certificate")

	g.fgAdd("teams-msg-gitlab-deploy-token", `
Kenji Ito 10:42
for the k8s pull secret use
gitlab+deploy-token-41
«a»
(read_registry only)
`, V{"a": g.fgGldt()}, "gitlab+deploy-token-41")

	g.fgAdd("agent-transcript-gitea-token-in-tool-call", `
● Bash(git ls-remote https://«a»@gitea.northpine.io/infra/dns.git 'refs/pull/*/head' | wc -l)
  ⎿  3
● infra/dns has 3 pull request refs on the remote.
`, V{"a": g.fgTok()}, "infra/dns has 3 pull request refs on the remote.")
}

// ---- benign look-alikes ----

func (g *G) fgBenign() {
	g.fgAdd("benign-git-log-tags-shas", `
$ git log --oneline --decorate -4
«_a» (HEAD -> main, tag: v1.22.3, origin/main) Bump to 1.22.3
«_b» Fix LFS JWT expiry handling (#32190)
«_c» Merge pull request 'ci: cache go modules' (#412) from ci/cache into main
«_d» Refactor runner token rotation
$ git rev-parse v1.22.3^{commit}
«_e»
`, V{"_a": g.hex(10), "_b": g.hex(10), "_c": g.hex(10), "_d": g.hex(10), "_e": g.gitSHA()}, "Fix LFS JWT expiry handling (#32190)")

	g.fgAdd("benign-gitea-doctor", `
$ sudo -u git gitea doctor check --all --config /etc/gitea/app.ini
[1] Check paths and basic configuration
 - [I] Configuration File Path:    "/etc/gitea/app.ini"
 - [I] Repository Root Path:       "/var/lib/gitea/data/gitea-repositories"
 - [I] Data Root Path:             "/var/lib/gitea/data"
 - [I] Custom File Root Path:      "/var/lib/gitea/custom"
 - [I] Work directory:             "/var/lib/gitea"
 - [I] Log Root Path:              "/var/lib/gitea/log"
OK
[2] Check if there are orphaned users in organizations
OK
[3] Check Database Version
OK
[4] Check if SCRIPT_TYPE is available
 - [I] ScriptType bash is on the current PATH at /usr/bin/bash
OK
All done (checks: 4).
`, nil, `"/var/lib/gitea/data/gitea-repositories"`, "All done (checks: 4).")

	g.fgAdd("benign-gitlab-env-info", `
$ sudo gitlab-rake gitlab:env:info

System information
System:		Ubuntu 22.04
Current User:	git
Using RVM:	no
Ruby Version:	3.2.5
Gem Version:	3.5.22
Bundler Version:2.5.11
Rake Version:	13.0.6
Redis Version:	7.0.15
Sidekiq Version:7.2.4
Go Version:	unknown

GitLab information
Version:	17.5.2-ee
Revision:	«_rev»
Directory:	/opt/gitlab/embedded/service/gitlab-rails
DB Adapter:	PostgreSQL
DB Version:	14.11
URL:		https://gitlab.kestrel-robotics.com
HTTP Clone URL:	https://gitlab.kestrel-robotics.com/some-group/some-project.git
SSH Clone URL:	git@gitlab.kestrel-robotics.com:some-group/some-project.git
Elasticsearch:	no
Geo:		no
Using LDAP:	yes
Using Omniauth:	yes
`, V{"_rev": g.hex(11)}, "git@gitlab.kestrel-robotics.com:some-group/some-project.git")

	g.fgAdd("benign-gitlab-rb-commented-defaults", `
### Email Settings
# gitlab_rails['smtp_enable'] = true
# gitlab_rails['smtp_address'] = "smtp.server"
# gitlab_rails['smtp_port'] = 465
# gitlab_rails['smtp_user_name'] = "smtp user"
# gitlab_rails['smtp_password'] = "smtp password"
# gitlab_rails['smtp_domain'] = "example.com"

### GitLab database settings
# gitlab_rails['db_password'] = nil
# gitlab_rails['initial_root_password'] = "password"
`, nil, `"smtp password"`, "gitlab_rails['db_password'] = nil", `gitlab_rails['initial_root_password'] = "password"`)

	g.fgAdd("benign-gitea-webhook-delivery-headers", `
Request
  Content-Type: application/json
  X-Gitea-Delivery: «_d»
  X-Gitea-Event: push
  X-Gitea-Event-Type: push
  X-Gitea-Signature: «_s»
  X-Gogs-Delivery: «_d»
  X-Gogs-Signature: «_s»
  X-Hub-Signature-256: sha256=«_s»
Response
  HTTP 200 (in 41ms)
{"before":"«_b»","after":"«_a»","ref":"refs/heads/main","compare_url":"https://git.acme-labs.dev/apps/web/compare/«_b»...«_a»"}
`, V{"_d": g.uuid(), "_s": g.hex(64), "_b": g.gitSHA(), "_a": g.gitSHA()}, "X-Gitea-Event-Type: push")

	g.fgAdd("benign-gitea-token-list", `
$ curl -s -u dana https://git.acme-labs.dev/api/v1/users/dana/tokens
Enter host password for user 'dana':
[{"id":31,"name":"laptop-cli","sha1":"","token_last_eight":"«_l1»","scopes":["write:issue","write:repository","read:user"]},{"id":12,"name":"renovate","sha1":"","token_last_eight":"«_l2»","scopes":["write:repository"]}]
`, V{"_l1": g.hex(8), "_l2": g.hex(8)}, `"sha1":""`)

	g.fgAdd("benign-gitlab-pat-list", `
$ curl -s --header "PRIVATE-TOKEN: $GITLAB_TOKEN" "https://gitlab.tidewater.dev/api/v4/personal_access_tokens?user_id=42" | jq '.[] | {id, name, scopes, active, last_used_at, expires_at}'
{
  "id": «=a»,
  "name": "laptop",
  "scopes": ["api"],
  "active": true,
  "last_used_at": "2025-03-10T07:41:19.903Z",
  "expires_at": "2025-06-01"
}
`, V{"=a": g.digits(5)}, "$GITLAB_TOKEN")

	g.fgAdd("benign-ssh-keyscan-gitea-builtin", `
$ ssh-keyscan -p 2222 git.acme-labs.dev 2>/dev/null
[git.acme-labs.dev]:2222 «_r»
[git.acme-labs.dev]:2222 «_e»
$ ssh-keygen -lf <(ssh-keyscan -p 2222 -t ed25519 git.acme-labs.dev 2>/dev/null)
256 «_fp» [git.acme-labs.dev]:2222 (ED25519)
`, func() V {
		_, e := g.sshEd25519("")
		return V{"_r": g.sshRSAPub(), "_e": e, "_fp": g.fgFP()}
	}())

	g.fgAdd("benign-docs-placeholders", `
To register a runner, copy the token from Site Administration and run:

    act_runner register --no-interactive --instance <instance> --token <token> --name <runner_name>

For GitLab, create a personal access token and export it:

    export GITLAB_TOKEN=glpat-xxxxxxxxxxxxxxxxxxxx
    curl --header "PRIVATE-TOKEN: <your_access_token>" "https://gitlab.example.com/api/v4/projects"
`, nil, "--token <token>", "glpat-xxxxxxxxxxxxxxxxxxxx", "<your_access_token>")

	g.fgAdd("benign-gitlab-ci-variables-hidden", `
$ curl -s --header "PRIVATE-TOKEN: $GITLAB_TOKEN" "https://gitlab.tidewater.dev/api/v4/projects/218/variables" | jq '.[] | {key, value, masked, hidden, protected}'
{
  "key": "AWS_SECRET_ACCESS_KEY",
  "value": null,
  "masked": true,
  "hidden": true,
  "protected": true
}
{
  "key": "DEPLOY_ENV",
  "value": "staging",
  "masked": false,
  "hidden": false,
  "protected": false
}
`, nil, `"value": null`, "$GITLAB_TOKEN")

	g.fgAdd("benign-gitlab-helm-secret-refs", `
global:
  hosts:
    domain: tidewater.dev
  psql:
    host: pg.tidewater.internal
    password:
      secret: gitlab-postgresql-password
      key: postgresql-password
  initialRootPassword:
    secret: gitlab-initial-root-password
    key: password
  smtp:
    enabled: true
    address: smtp.postmarkapp.com
    password:
      secret: gitlab-smtp
      key: password
`, nil, "secret: gitlab-postgresql-password", "secret: gitlab-initial-root-password")

	g.fgAdd("benign-gerrit-query-patchsets", `
$ ssh -p 29418 review.halyard.org gerrit query --current-patch-set --format=TEXT change:48213
change «_cid»
  project: platform/infra
  branch: main
  id: «_cid»
  number: 48213
  subject: certs: rotate internal CA
  url: https://review.halyard.org/c/platform/infra/+/48213
  currentPatchSet:
    number: 3
    revision: «_rev»
    ref: refs/changes/13/48213/3
type: stats
rowCount: 1
`, V{"_cid": g.fgChangeID(), "_rev": g.gitSHA()}, "refs/changes/13/48213/3")

	g.fgAdd("benign-bitbucket-token-list", `
$ curl -s -u "$BB_USER:$BB_TOKEN" https://bitbucket.ironvale.com/rest/access-tokens/latest/users/svc-jenkins | jq '.values[] | {id, name, expiryDays, lastAuthenticated}'
{
  "id": "«_a»",
  "name": "jenkins-ci",
  "expiryDays": 90,
  "lastAuthenticated": 1731064201000
}
`, V{"_a": g.digits(12)}, `"$BB_USER:$BB_TOKEN"`)

	g.fgAdd("benign-git-lfs-locks", `
$ git lfs locks
levels/forest_01.umap	jtorres	ID:«=a»
characters/hero.uasset	mkim	ID:«=b»
$ git lfs status
On branch main
Objects to be committed:
	textures/terrain_albedo.png (LFS: «_c»)
`, V{"=a": g.digits(3), "=b": g.digits(3), "_c": g.hex(7)}, "levels/forest_01.umap")

	g.fgAdd("benign-woodpecker-secret-ls", `
$ woodpecker-cli repo secret ls infra/dns
docker_password
Events: push, tag, deployment
Images: woodpeckerci/plugin-docker-buildx

deploy_key
Events: push
$ woodpecker-cli info
User: dana
Email: dana@northpine.io
`, nil, "woodpeckerci/plugin-docker-buildx", "Events: push, tag, deployment")

	g.fgAdd("benign-forgejo-version-and-ids", `
$ forgejo --version
Forgejo version 9.0.3+gitea-1.22.0 (release name 9.0.3) built with GNU Make 4.4.1, go1.23.4 : bindata, timetzdata, sqlite, sqlite_unlock_notify
$ curl -s https://code.birchway.eu/api/v1/version
{"version":"9.0.3+gitea-1.22.0"}
$ curl -s https://code.birchway.eu/api/v1/repos/web/site | jq '{id, full_name, default_branch, object_format_name}'
{
  "id": 117,
  "full_name": "web/site",
  "default_branch": "main",
  "object_format_name": "sha1"
}
`, nil, "Forgejo version 9.0.3+gitea-1.22.0", `{"version":"9.0.3+gitea-1.22.0"}`)

	g.fgAdd("benign-gitlab-runner-verify-short-tokens", `
$ sudo gitlab-runner verify
Runtime platform                                    arch=amd64 os=linux pid=9912 revision=«_rev» version=17.5.3
Running in system-mode.

Verifying runner... is valid                        runner=«_a»
Verifying runner... is valid                        runner=«_b»
`, V{"_rev": g.hex(8), "_a": g.b64u(8), "_b": g.b64u(8)}, "Running in system-mode.")

	g.fgAdd("benign-act-runner-generated-config", `
$ ./act_runner generate-config > config.yaml && sed -n 1,20p config.yaml
log:
  level: info
runner:
  file: .runner
  capacity: 1
  envs:
    A_TEST_ENV_NAME_1: a_test_env_value_1
    A_TEST_ENV_NAME_2: a_test_env_value_2
  env_file: .env
  timeout: 3h
  insecure: false
  fetch_timeout: 5s
  fetch_interval: 2s
  labels:
    - "ubuntu-latest:docker://gitea/runner-images:ubuntu-latest"
cache:
  enabled: true
  dir: ""
  host: ""
  port: 0
`, nil, "A_TEST_ENV_NAME_1: a_test_env_value_1", "ubuntu-latest:docker://gitea/runner-images:ubuntu-latest")
}
