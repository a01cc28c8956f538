package cases

import (
	"fmt"
	"strings"
)

// cfglangCases adds the zoo of configuration languages and file formats
// as real projects write them, with credentials among ordinary settings.
// Sources: HOCON (Play and Akka application.conf, Akka persistence
// Cassandra, Alpakka S3 and Kafka, Slick, Kamon, Silhouette, a rendered
// Typesafe Config); TOML (Cargo credentials and config, Cargo.toml git
// dependencies, Rocket.toml, pyproject's tool sections, uv and PDM,
// netlify.toml, fly.toml, wrangler.toml, Streamlit secrets, GitLab
// Runner, Telegraf, Vector, Traefik, mise, Codex CLI, Helix, Shuttle,
// Hugo, PgCat, Himalaya, Garage, Conduit) and Lemmy's HJSON; INI and .cfg
// (setup.cfg, .pypirc, tox.ini, php.ini, php-fpm pools, supervisord,
// odbc.ini, my.cnf, pgbouncer.ini and userlist.txt, AWS credentials,
// .s3cfg, rclone, grafana.ini, Gitea's app.ini, .hgrc, .gitconfig,
// pip.conf, alembic.ini, Mopidy, SSSD, CIFS credentials, NetworkManager
// keyfiles, systemd units, uWSGI, Odoo, qBittorrent, Ansible INI
// inventories, a legacy Windows app's settings.ini); Java .properties and
// Spring (application.properties, application.yml profiles, OAuth2
// clients, jasypt, Spring Cloud Config, Quarkus, Micronaut, Liquibase,
// Flyway, gradle.properties, Android local.properties and
// keystore.properties, Kafka client.properties, sbt credentials, Hadoop
// and Hive XML, Tomcat, Maven settings.xml, logback); EDN and Clojure
// (aero config.edn, Duct, Leiningen profiles.clj, Datomic URIs, bb.edn,
// REPL output, shadow-cljs); Nix (NixOS modules, nix.conf, flakes,
// home-manager, nix repl, sops-nix); Dhall (cachix.dhall), CUE, Jsonnet
// (Tanka, Alertmanager, Grafonnet), Pkl, Starlark (Tiltfile, Bazel and
// .bazelrc); HCL outside Terraform (Nomad jobs and agents, Consul, Vault
// server and agent, consul-template, Packer, Boundary, .terraformrc);
// Apple plists (launchd, mobileconfig, Info.plist, defaults and plutil
// output); Windows .reg exports and reg query (PuTTY, Winlogon,
// TightVNC, WinSCP, ODBC, Environment); .NET web.config, app.config,
// appsettings.json, user-secrets, NuGet.config, XAML resources,
// launchSettings.json, config transforms, Functions local.settings.json;
// Erlang and Elixir (sys.config, vm.args, runtime.exs, prod.secret.exs,
// Guardian, Swoosh, mix.exs releases, RabbitMQ, CouchDB, iex output,
// ejabberd); Lua (Neovim plugins and dadbod, OpenResty, Prosody,
// Hammerspoon, Tarantool, LuaRocks, WezTerm, Awesome widgets); Ruby DSLs
// (Vagrantfile, Capistrano, Bundler config, Fastfile, Podfile, knife.rb,
// Rails credentials); Groovy and Gradle (Jenkinsfile, init.groovy.d,
// script console, build.gradle, build.gradle.kts, init scripts, Grails,
// nextflow.config); KDL (Zellij), RON, JSON5 and JSONC (Renovate,
// devcontainer.json, VS Code settings); YAML anchors and merge keys
// (Compose, GitLab CI, database.yml, Ansible vault, Home Assistant,
// Serverless, CircleCI, MkDocs !ENV); env-substitution syntaxes (Compose
// defaults, Spring placeholders, envsubst, Caddyfile, Logstash, Fluent
// Bit, dotenv expansion, Kubernetes $(VAR), Actions expressions, shell
// parameter expansion, Helm); and daemons' own syntaxes (redis.conf,
// HAProxy, Postfix sasl_passwd, BIND TSIG keys, rsyncd, nginx, Apache,
// chrony keys, Squid, Dovecot, slapd, ddclient, msmtp). Benign
// look-alikes: public keys, key and node ids, hashes of sources,
// ciphertexts (jasypt ENC, Ansible vault, sops, Renovate encrypted),
// placeholders like ${VAR}, !secret and #env references, versions and
// paths. The case names start with "cfglang/".
func (g *G) cfglangCases() {
	g.cflHOCON()
	g.cflTOML()
	g.cflINI()
	g.cflJava()
	g.cflEDN()
	g.cflNix()
	g.cflTypedLangs()
	g.cflHCL()
	g.cflPlist()
	g.cflReg()
	g.cflDotnet()
	g.cflBEAM()
	g.cflLua()
	g.cflRuby()
	g.cflGroovy()
	g.cflKdlRonJSON5()
	g.cflYAML()
	g.cflEnvSubst()
	g.cflDaemons()
}

// ---- helpers used only here ----

// cflAdd is add with the "cfglang/" prefix and "ˋ" standing for a backtick.
func (g *G) cflAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("cfglang/"+name, bt(tmpl), v, benign...)
}

// cflRegHex is n random bytes as a .reg file's hex: value (a1,0f,...).
func (g *G) cflRegHex(n int) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = g.hex(2)
	}
	return strings.Join(parts, ",")
}

// cflPlay is a Play secret as sbt playGenerateSecret prints it.
func (g *G) cflPlay() string { return g.s(alAlnum+"?:@[]<>;^_", 64) }

// cflConsul is a Consul or Nomad gossip encryption key (32 bytes, base64).
func (g *G) cflConsul() string { return g.b64(32) }

// cflInflux is an InfluxDB 2 API token.
func (g *G) cflInflux() string { return g.b64u(86) + "==" }

// cflSKB is a Phoenix or Rails secret_key_base.
func (g *G) cflSKB() string { return g.s(alAlnum+"+/", 64) }

// ---- HOCON ----

func (g *G) cflHOCON() {
	g.cflAdd("hocon-play-application-conf", `
# This is the main configuration file for the application.
# https://www.playframework.com/documentation/latest/ConfigFile
include "silhouette.conf"

play.http.secret.key = "«a»"
play.http.secret.key = ${?APPLICATION_SECRET}

play.i18n.langs = [ "en", "fr", "de" ]
play.filters.hosts.allowed = [".shopfront.acme.io", "localhost:9000"]
play.filters.enabled += play.filters.csp.CSPFilter

db.default.driver = org.postgresql.Driver
db.default.url = "jdbc:postgresql://pg-main.internal:5432/shopfront"
db.default.username = shopfront_app
db.default.password = "«b»"
db.default.hikaricp.maximumPoolSize = 20

play.evolutions.db.default.autoApply = true
`, V{"a": g.cflPlay(), "b": g.pw()}, "${?APPLICATION_SECRET}", "shopfront_app", "jdbc:postgresql://pg-main.internal:5432/shopfront")

	g.cflAdd("hocon-akka-cassandra-auth", `
akka.persistence.journal.plugin = "akka.persistence.cassandra.journal"
akka.persistence.snapshot-store.plugin = "akka.persistence.cassandra.snapshot"

datastax-java-driver {
  basic.contact-points = ["cass-1.internal:9042", "cass-2.internal:9042"]
  basic.load-balancing-policy.local-datacenter = "eu-west-1"
  advanced.auth-provider {
    class = PlainTextAuthProvider
    username = "akka_journal"
    password = "«a»"
  }
  advanced.ssl-engine-factory {
    class = DefaultSslEngineFactory
    truststore-path = "/etc/akka/cassandra.truststore.jks"
    truststore-password = "«b»"
    hostname-validation = true
  }
}
`, V{"a": g.pwStrong(), "b": g.pw()}, "akka_journal", "/etc/akka/cassandra.truststore.jks", "PlainTextAuthProvider")

	g.cflAdd("hocon-alpakka-s3-static-credentials", `
alpakka.s3 {
  buffer = "memory"
  aws {
    credentials {
      provider = static
      access-key-id = "«a»"
      secret-access-key = "«b»"
    }
    region {
      provider = static
      default-region = "eu-central-1"
    }
  }
  path-style-access = false
  endpoint-url = null
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, "eu-central-1", `buffer = "memory"`)

	g.cflAdd("hocon-slick-mysql-url-params", `
slick.dbs.reporting {
  profile = "slick.jdbc.MySQLProfile$"
  db {
    driver = "com.mysql.cj.jdbc.Driver"
    url = "jdbc:mysql://mysql-ro.internal:3306/reports?useSSL=true&user=reporting&password=«a»"
    numThreads = 8
    queueSize = 1000
    connectionTimeout = 5s
  }
}
`, V{"a": g.pwURL()}, "slick.jdbc.MySQLProfile$", "mysql-ro.internal:3306")

	g.cflAdd("hocon-kamon-apm", `
kamon {
  environment {
    service = "checkout-api"
    tags {
      env = "production"
      region = "us-east-1"
    }
  }
  apm {
    api-key = "«a»"
  }
  trace.sampler = "adaptive"
}
`, V{"a": g.s(alLowNum, 26)}, `service = "checkout-api"`, `trace.sampler = "adaptive"`)

	g.cflAdd("hocon-akka-artery-tls", `
akka.remote.artery {
  transport = tls-tcp
  canonical.hostname = ${?HOSTNAME}
  canonical.port = 25520

  ssl.config-ssl-engine {
    key-store = "/opt/app/conf/keystore.p12"
    trust-store = "/opt/app/conf/truststore.p12"

    key-store-password = "«a»"
    key-password = "«a»"
    trust-store-password = "«b»"

    protocol = "TLSv1.3"
    enabled-algorithms = [TLS_AES_256_GCM_SHA384]
    require-mutual-authentication = on
  }
}
`, V{"a": g.pwStrong(), "b": g.pw()}, "/opt/app/conf/keystore.p12", "TLS_AES_256_GCM_SHA384", "${?HOSTNAME}")

	g.cflAdd("hocon-play-mailer-sendgrid", `
play.mailer {
  host = "smtp.sendgrid.net"
  port = 587
  tls = yes
  user = "apikey"
  password = "«a»"
  mock = no
  from = "Acme Tickets <no-reply@tickets.acme.io>"
}
`, V{"a": g.sendgrid()}, "smtp.sendgrid.net", "no-reply@tickets.acme.io")

	g.cflAdd("hocon-silhouette-crypter-and-oauth", `
silhouette {
  authenticator.cookieName = "authenticator"
  authenticator.secureCookie = true
  authenticator.signer.key = "«a»"
  authenticator.crypter.key = "«b»"

  socialStateHandler.signer.key = "«c»"

  google.authorizationURL = "https://accounts.google.com/o/oauth2/auth"
  google.accessTokenURL = "https://accounts.google.com/o/oauth2/token"
  google.redirectURL = "https://app.acme.io/authenticate/google"
  google.clientID = "«_id».apps.googleusercontent.com"
  google.clientSecret = "«d»"
  google.scope = "profile email"
}
`, V{"a": g.an(32), "b": g.an(32), "c": g.an(32), "_id": g.digits(12) + "-" + g.s(alLowNum, 32), "d": g.gocspx()},
		"https://app.acme.io/authenticate/google")

	g.cflAdd("hocon-rendered-config-origin-comments", `
[info] running com.acme.ledger.Main
config dump (ConfigRenderOptions.defaults().setJson(false)):
    # merge of application.conf @ file:/app/conf/application.conf: 3,reference.conf @ jar:file:/app/lib/com.acme.ledger-1.8.2.jar!/reference.conf: 1
    ledger {
        # application.conf @ file:/app/conf/application.conf: 4
        db {
            # application.conf @ file:/app/conf/application.conf: 5
            url="jdbc:postgresql://ledger-db:5432/ledger"
            # application.conf @ file:/app/conf/application.conf: 6
            user=ledger
            # application.conf @ file:/app/conf/application.conf: 7
            password="«a»"
        }
        # reference.conf @ jar:file:/app/lib/com.acme.ledger-1.8.2.jar!/reference.conf: 4
        poll-interval="5s"
    }
`, V{"a": g.pw()}, "com.acme.ledger-1.8.2.jar", "jdbc:postgresql://ledger-db:5432/ledger")

	g.cflAdd("hocon-alpakka-kafka-confluent-jaas", `
akka.kafka.producer {
  kafka-clients {
    bootstrap.servers = "pkc-4r087.us-west2.gcp.confluent.cloud:9092"
    security.protocol = SASL_SSL
    sasl.mechanism = PLAIN
    sasl.jaas.config = "org.apache.kafka.common.security.plain.PlainLoginModule required username=\"«=k»\" password=\"«a»\";"
    client.dns.lookup = use_all_dns_ips
    acks = all
  }
}
`, V{"=k": g.s(alUpNum, 16), "a": g.s(alAlnum+"+/", 64)}, "pkc-4r087.us-west2.gcp.confluent.cloud:9092", "use_all_dns_ips")

	g.cflAdd("benign-hocon-env-fallbacks", `
app {
  name = "inventory"
  version = "2.14.0"
  http.port = 9000
  http.port = ${?PORT}

  db.password = ${DB_PASSWORD}
  redis.password = ${?REDIS_PASSWORD}
  stripe.secret-key = ${?STRIPE_SECRET_KEY}
  jwt.secret = "changeme"   # overridden in every deployed environment
}
`, V{}, "${DB_PASSWORD}", "${?REDIS_PASSWORD}", "${?STRIPE_SECRET_KEY}", `version = "2.14.0"`)
}

// ---- TOML and HJSON ----

func (g *G) cflTOML() {
	g.cflAdd("toml-cargo-credentials", `
$ cat ~/.cargo/credentials.toml
[registry]
token = "cio«a»"

[registries.kellnr]
token = "«b»"
`, V{"a": g.an(32), "b": g.an(32)}, "[registries.kellnr]")

	g.cflAdd("toml-cargo-config-proxy-and-registry", `
# .cargo/config.toml
[build]
rustflags = ["-C", "target-cpu=native"]

[registries.artifactory]
index = "sparse+https://artifactory.acme.io/artifactory/api/cargo/cargo-local/index/"

[registry]
global-credential-providers = ["cargo:token"]

[http]
proxy = "http://svc-build:«a»@proxy.corp.acme.io:3128"
check-revoke = false

[net]
git-fetch-with-cli = true
`, V{"a": g.pwURL()}, "sparse+https://artifactory.acme.io/artifactory/api/cargo/cargo-local/index/", "proxy.corp.acme.io:3128")

	g.cflAdd("toml-cargo-git-dependency-with-token", `
[package]
name = "billing-worker"
version = "0.7.3"
edition = "2021"

[dependencies]
tokio = { version = "1.38", features = ["full"] }
serde = { version = "1", features = ["derive"] }
acme-proto = { git = "https://oauth2:«a»@gitlab.acme.io/platform/acme-proto.git", rev = "«_r»" }
sqlx = { version = "0.7", features = ["runtime-tokio", "postgres"] }
`, V{"a": g.glpat(), "_r": g.hex(7)}, `name = "billing-worker"`, "gitlab.acme.io/platform/acme-proto.git")

	g.cflAdd("toml-rocket-release-secret", `
[default]
address = "0.0.0.0"
port = 8000
template_dir = "templates"
limits = { form = "64 kB", json = "1 MiB" }

[default.databases.main]
url = "postgres://rocket:«a»@localhost/blog"
pool_size = 10

[release]
log_level = "critical"
secret_key = "«b»"
`, V{"a": g.pwURL(), "b": g.b64(32)}, `template_dir = "templates"`, `log_level = "critical"`)

	g.cflAdd("toml-pyproject-pytest-env", `
[tool.pytest.ini_options]
minversion = "8.0"
addopts = "-ra -q --strict-markers"
testpaths = ["tests"]
env = [
    "DJANGO_SETTINGS_MODULE=shop.settings.test",
    "STRIPE_API_KEY=«a»",
    "SENTRY_DSN=",
    "D:AWS_DEFAULT_REGION=eu-west-1",
]

[tool.ruff]
line-length = 100
`, V{"a": g.skTest()}, "DJANGO_SETTINGS_MODULE=shop.settings.test", "D:AWS_DEFAULT_REGION=eu-west-1")

	g.cflAdd("toml-pyproject-poetry-source-url-token", `
[tool.poetry]
name = "acme-etl"
version = "3.1.0"
description = "Nightly loads into the warehouse"
authors = ["Data Platform <data@acme.io>"]

[[tool.poetry.source]]
name = "gitlab"
url = "https://__token__:«a»@gitlab.acme.io/api/v4/projects/412/packages/pypi/simple"
priority = "supplemental"

[tool.poetry.dependencies]
python = "^3.11"
acme-common = { version = "^2.4", source = "gitlab" }
`, V{"a": g.glpat()}, "gitlab.acme.io/api/v4/projects/412/packages/pypi/simple", `name = "acme-etl"`)

	g.cflAdd("toml-uv-index-basic-auth", `
[project]
name = "scoring"
version = "0.4.0"
requires-python = ">=3.12"
dependencies = ["numpy>=2", "acme-features==1.9.*"]

[[tool.uv.index]]
name = "devpi"
url = "https://ci:«a»@devpi.acme.io/acme/prod/+simple/"
explicit = true

[tool.uv.sources]
acme-features = { index = "devpi" }
`, V{"a": g.pwURL()}, "devpi.acme.io/acme/prod/+simple/", `acme-features = { index = "devpi" }`)

	g.cflAdd("toml-pdm-config-repository", `
$ cat ~/.config/pdm/config.toml
[python]
use_venv = true

[repository.pypi]
username = "__token__"
password = "«a»"

[repository.internal]
url = "https://nexus.acme.io/repository/pypi-internal/"
username = "release-bot"
password = "«b»"
`, V{"a": g.pypiTok(), "b": g.pw()}, "https://nexus.acme.io/repository/pypi-internal/", "release-bot")

	g.cflAdd("toml-netlify-build-environment", `
[build]
  command = "hugo --gc --minify"
  publish = "public"

[build.environment]
  HUGO_VERSION = "0.125.4"
  NODE_VERSION = "20"
  ALGOLIA_APP_ID = "«_app»"
  ALGOLIA_ADMIN_KEY = "«a»"

[[plugins]]
  package = "netlify-plugin-submit-sitemap"

[[redirects]]
  from = "/docs/*"
  to = "/documentation/:splat"
  status = 301
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32)}, `HUGO_VERSION = "0.125.4"`, "netlify-plugin-submit-sitemap")

	g.cflAdd("toml-fly-env-database-url", `
# fly.toml app configuration file generated for acme-api on 2024-05-14T09:12:44+02:00
#
# See https://fly.io/docs/reference/configuration/ for information about how to use this file.
#

app = "acme-api"
primary_region = "ams"

[build]
  dockerfile = "Dockerfile"

[env]
  PORT = "8080"
  DATABASE_URL = "postgres://acme_api:«a»@acme-db.flycast:5432/acme_api?sslmode=disable"
  LOG_LEVEL = "info"

[http_service]
  internal_port = 8080
  force_https = true
  auto_stop_machines = true
  min_machines_running = 1
`, V{"a": g.an(16)}, `app = "acme-api"`, `primary_region = "ams"`, "acme-db.flycast:5432")

	g.cflAdd("toml-wrangler-vars", `
name = "edge-auth"
main = "src/index.ts"
compatibility_date = "2024-09-23"
account_id = "«_acc»"

kv_namespaces = [
  { binding = "SESSIONS", id = "«_kv»" }
]

[vars]
ENVIRONMENT = "production"
UPSTREAM_URL = "https://origin.acme.io"
UPSTREAM_TOKEN = "«a»"

[[d1_databases]]
binding = "DB"
database_name = "edge-auth"
database_id = "«_d1»"
`, V{"_acc": g.hex(32), "_kv": g.hex(32), "a": g.b64u(40), "_d1": g.uuid()}, `compatibility_date = "2024-09-23"`, "https://origin.acme.io")

	g.cflAdd("toml-streamlit-secrets", `
# .streamlit/secrets.toml
openai_api_key = "«a»"

[connections.snowflake]
account = "xy12345.eu-central-1"
user = "STREAMLIT_SVC"
password = "«b»"
warehouse = "REPORTING_WH"
database = "ANALYTICS"
schema = "MARTS"
role = "REPORTER"
`, V{"a": g.openai(), "b": g.pwStrong()}, "xy12345.eu-central-1", "STREAMLIT_SVC", "REPORTING_WH")

	g.cflAdd("toml-gitlab-runner-config", `
concurrent = 4
check_interval = 0
shutdown_timeout = 0

[session_server]
  session_timeout = 1800

[[runners]]
  name = "docker-runner-03"
  url = "https://gitlab.acme.io"
  id = 187
  token = "glrt-«a»"
  token_obtained_at = 2024-11-04T10:21:07Z
  token_expires_at = 0001-01-01T00:00:00Z
  executor = "docker"
  [runners.cache]
    Type = "s3"
    Shared = true
    [runners.cache.s3]
      ServerAddress = "minio.acme.io:9000"
      AccessKey = "«b»"
      SecretKey = "«c»"
      BucketName = "runner-cache"
  [runners.docker]
    tls_verify = false
    image = "alpine:3.20"
    privileged = true
    volumes = ["/cache"]
`, V{"a": "t3_" + g.b64u(27), "b": g.s(alUpNum, 20), "c": g.an(40)}, "docker-runner-03", "minio.acme.io:9000", "runner-cache")

	g.cflAdd("toml-telegraf-influx-and-mysql", `
[agent]
  interval = "10s"
  round_interval = true
  hostname = "db-07"

[[outputs.influxdb_v2]]
  urls = ["https://influx.acme.io:8086"]
  token = "«a»"
  organization = "acme"
  bucket = "telegraf"

[[inputs.mysql]]
  servers = ["telegraf:«b»@tcp(127.0.0.1:3306)/?tls=false"]
  perf_events_statements_digest_text_limit = 120
  gather_process_list = true

[[inputs.cpu]]
  percpu = true
  totalcpu = true
`, V{"a": g.cflInflux(), "b": g.pwURL()}, "https://influx.acme.io:8086", "tcp(127.0.0.1:3306)")

	g.cflAdd("toml-vector-sinks", `
[sources.app_logs]
type = "file"
include = ["/var/log/app/*.log"]

[sinks.datadog]
type = "datadog_logs"
inputs = ["app_logs"]
default_api_key = "${DD_API_KEY}"
site = "datadoghq.eu"

[sinks.es]
type = "elasticsearch"
inputs = ["app_logs"]
endpoints = ["https://es.acme.io:9200"]
auth.strategy = "basic"
auth.user = "vector_writer"
auth.password = "«a»"
`, V{"a": g.pw()}, "${DD_API_KEY}", "vector_writer", "datadoghq.eu")

	g.cflAdd("toml-traefik-basicauth-users", `
[http.routers.dashboard]
  rule = "Host(ˋtraefik.acme.ioˋ)"
  service = "api@internal"
  middlewares = ["auth"]

[http.middlewares.auth.basicAuth]
  users = [
    "admin:«a»",
    "ops:«b»",
  ]
`, V{"a": "$apr1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22), "b": "$apr1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22)}, "api@internal", "[http.middlewares.auth.basicAuth]")

	g.cflAdd("toml-mise-env", `
[tools]
node = "20.14.0"
python = "3.12"
terraform = "1.8.5"

[env]
_.file = ".env"
_.path = ["./node_modules/.bin"]
AWS_PROFILE = "acme-dev"
OPENAI_API_KEY = "«a»"
DATABASE_URL = "postgres://localhost:5432/app_dev"
`, V{"a": g.openai()}, `node = "20.14.0"`, "postgres://localhost:5432/app_dev", `AWS_PROFILE = "acme-dev"`)

	g.cflAdd("toml-codex-mcp-server-env", `
model = "gpt-5-codex"
approval_policy = "on-request"
sandbox_mode = "workspace-write"

[mcp_servers.github]
command = "docker"
args = ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "ghcr.io/github/github-mcp-server"]
env = { GITHUB_PERSONAL_ACCESS_TOKEN = "«a»" }

[mcp_servers.linear]
command = "npx"
args = ["-y", "mcp-remote", "https://mcp.linear.app/sse"]
`, V{"a": g.ghFine()}, "ghcr.io/github/github-mcp-server", "https://mcp.linear.app/sse")

	g.cflAdd("toml-helix-languages-gpt", `
[language-server.gpt]
command = "helix-gpt"
args = ["--handler", "openai", "--openaiKey", "«a»", "--openaiModel", "gpt-4o-mini"]

[[language]]
name = "typescript"
language-servers = ["typescript-language-server", "gpt"]
auto-format = true
`, V{"a": g.openaiOld()}, "typescript-language-server", "helix-gpt")

	g.cflAdd("toml-shuttle-secrets", `
# Secrets.toml (shuttle)
DISCORD_TOKEN = '«a»'
GUILD_ID = '«_g»'
DATABASE_URL = 'postgres://postgres:«b»@localhost:19453/postgres'
`, V{"a": g.discordBot(), "_g": "1" + g.s(alDigit, 18), "b": g.pwURL()}, "localhost:19453")

	g.cflAdd("toml-hugo-mailchimp-params", `
baseURL = "https://blog.acme.io/"
languageCode = "en-us"
title = "Acme Engineering"
theme = "PaperMod"

[params]
  env = "production"
  googleAnalytics = "G-«_ga»"
  ShowReadingTime = true

[params.newsletter]
  provider = "mailchimp"
  listId = "«_l»"
  apiKey = "«a»"
`, V{"_ga": g.s(alUpNum, 10), "_l": g.hex(10), "a": g.mailchimp()}, "https://blog.acme.io/", "PaperMod")

	g.cflAdd("toml-pgcat-pools", `
[general]
host = "0.0.0.0"
port = 6432
admin_username = "pgcat_admin"
admin_password = "«a»"

[pools.app]
pool_mode = "transaction"
default_role = "primary"

[pools.app.users.0]
username = "app"
password = "«b»"
pool_size = 25

[pools.app.shards.0]
servers = [["10.20.1.11", 5432, "primary"], ["10.20.1.12", 5432, "replica"]]
database = "app"
`, V{"a": g.pwStrong(), "b": g.pw()}, "pgcat_admin", `pool_mode = "transaction"`)

	g.cflAdd("toml-himalaya-accounts", `
[accounts.work]
default = true
email = "nadia@acme.io"
display-name = "Nadia R."

backend.type = "imap"
backend.host = "imap.fastmail.com"
backend.port = 993
backend.login = "nadia@acme.io"
backend.auth.type = "password"
backend.auth.raw = "«a»"

message.send.backend.type = "smtp"
message.send.backend.host = "smtp.fastmail.com"
message.send.backend.port = 465
message.send.backend.login = "nadia@acme.io"
message.send.backend.auth.type = "password"
message.send.backend.auth.cmd = "pass show mail/fastmail"
`, V{"a": g.s(alLowNum, 16)}, "nadia@acme.io", "pass show mail/fastmail")

	g.cflAdd("toml-garage-secrets", `
metadata_dir = "/var/lib/garage/meta"
data_dir = "/var/lib/garage/data"
db_engine = "lmdb"
replication_factor = 3

rpc_bind_addr = "[::]:3901"
rpc_public_addr = "10.0.4.21:3901"
rpc_secret = "«a»"

[s3_api]
s3_region = "garage"
api_bind_addr = "[::]:3900"
root_domain = ".s3.acme.lan"

[admin]
api_bind_addr = "[::]:3903"
admin_token = "«b»"
metrics_token = "«c»"
`, V{"a": g.hex(64), "b": g.b64(32), "c": g.b64(32)}, "/var/lib/garage/meta", ".s3.acme.lan")

	g.cflAdd("toml-conduit-registration-token", `
[global]
server_name = "matrix.acme.io"
database_backend = "rocksdb"
database_path = "/var/lib/matrix-conduit/"
port = 6167
max_request_size = 20_000_000
allow_registration = true
registration_token = "«a»"
allow_federation = true
trusted_servers = ["matrix.org"]
address = "127.0.0.1"
`, V{"a": g.an(32)}, "matrix.acme.io", "/var/lib/matrix-conduit/")

	g.cflAdd("hjson-lemmy-config", `
{
  database: {
    host: postgres
    user: "lemmy"
    password: "«a»"
    database: "lemmy"
  }
  pictrs: {
    url: "http://pictrs:8080/"
    api_key: "«b»"
  }
  email: {
    smtp_server: "smtp.eu.mailgun.org:587"
    smtp_login: "postmaster@mg.lemmy.acme.io"
    smtp_password: "«c»"
    smtp_from_address: "noreply@lemmy.acme.io"
    tls_type: "starttls"
  }
  # Parameters for automatic configuration of new instance
  setup: {
    admin_username: "admin"
    admin_password: "«d»"
    site_name: "Acme Lemmy"
  }
  hostname: "lemmy.acme.io"
  bind: "0.0.0.0"
  port: 8536
}
`, V{"a": g.pwURL(), "b": g.an(40), "c": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "d": g.pw()}, "postmaster@mg.lemmy.acme.io", "http://pictrs:8080/")

	g.cflAdd("benign-toml-lockfile-hashes", `
[[package]]
name = "serde"
version = "1.0.203"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "«_a»"
dependencies = [
 "serde_derive",
]

[[package]]
name = "acme-proto"
version = "0.3.0"
source = "git+https://github.com/acme/acme-proto?rev=«_r»#«_r»"
`, V{"_a": g.hex(64), "_r": g.gitSHA()}, "registry+https://github.com/rust-lang/crates.io-index", `version = "1.0.203"`)
}

// ---- INI and .cfg ----

func (g *G) cflINI() {
	g.cflAdd("ini-setup-cfg-pytest-env", `
[metadata]
name = acme-reports
version = attr: acme_reports.__version__
license = Proprietary

[options]
packages = find:
python_requires = >=3.9
install_requires =
    requests>=2.31
    jinja2

[flake8]
max-line-length = 100
exclude = .git,__pycache__,build

[tool:pytest]
env =
    REPORTS_S3_BUCKET=acme-reports-test
    REPORTS_SMTP_PASSWORD=«a»
    TZ=UTC
`, V{"a": g.pw()}, "REPORTS_S3_BUCKET=acme-reports-test", "version = attr: acme_reports.__version__")

	g.cflAdd("ini-pypirc-two-indexes", `
$ cat ~/.pypirc
[distutils]
index-servers =
    pypi
    testpypi

[pypi]
username = __token__
password = «a»

[testpypi]
repository = https://test.pypi.org/legacy/
username = __token__
password = «b»
`, V{"a": g.pypiTok(), "b": "pypi-" + b64raw("\x02\x01\x0dtest.pypi.org") + g.b64u(140)}, "https://test.pypi.org/legacy/")

	g.cflAdd("ini-tox-setenv", `
[tox]
envlist = py311, py312, lint
isolated_build = True

[testenv]
deps = -r requirements-dev.txt
passenv = HOME, CI, GITHUB_*
setenv =
    AWS_ACCESS_KEY_ID = «a»
    AWS_SECRET_ACCESS_KEY = «b»
    AWS_DEFAULT_REGION = eu-west-1
    PYTHONDONTWRITEBYTECODE = 1
commands = pytest -q {posargs}

[testenv:lint]
deps = ruff
commands = ruff check src tests
`, V{"a": g.awsID(), "b": g.awsSecret()}, "passenv = HOME, CI, GITHUB_*", "envlist = py311, py312, lint")

	g.cflAdd("ini-php-ini-mysqli-and-session", `
; php.ini (excerpt), /etc/php/8.2/fpm/php.ini
memory_limit = 256M
upload_max_filesize = 32M
date.timezone = Europe/Paris

[Session]
session.save_handler = redis
session.save_path = "tcp://redis.internal:6379?auth=«a»&database=2"

[MySQLi]
mysqli.default_host = db.internal
mysqli.default_user = wordpress
mysqli.default_pw = «b»

[mail function]
SMTP = smtp.office365.com
smtp_port = 587
`, V{"a": g.an(32), "b": g.pw()}, "/etc/php/8.2/fpm/php.ini", "mysqli.default_user = wordpress")

	g.cflAdd("ini-php-fpm-pool-env", `
; /etc/php/8.3/fpm/pool.d/shop.conf
[shop]
user = shop
group = shop
listen = /run/php/php8.3-fpm-shop.sock
pm = dynamic
pm.max_children = 20
pm.start_servers = 4

clear_env = no
env[APP_ENV] = production
env[DB_HOST] = 10.0.3.12
env[DB_PASSWORD] = «a»
env[STRIPE_SECRET] = «b»
php_admin_value[error_log] = /var/log/php/shop-error.log
`, V{"a": g.pwStrong(), "b": g.skLive()}, "/run/php/php8.3-fpm-shop.sock", "/var/log/php/shop-error.log")

	g.cflAdd("ini-supervisord-http-and-env", `
[unix_http_server]
file=/var/run/supervisor.sock
chmod=0700

[inet_http_server]
port=*:9001
username=admin
password=«a»

[program:celery-worker]
command=/srv/app/venv/bin/celery -A app worker -l info -Q default,emails
directory=/srv/app
user=app
autostart=true
autorestart=true
environment=DJANGO_SETTINGS_MODULE="app.settings.prod",REDIS_URL="redis://:«b»@10.0.2.7:6379/0",SENTRY_ENVIRONMENT="prod"
stdout_logfile=/var/log/celery/worker.log
`, V{"a": g.pw(), "b": g.an(32)}, "/srv/app/venv/bin/celery -A app worker -l info -Q default,emails", `SENTRY_ENVIRONMENT="prod"`)

	g.cflAdd("ini-odbc-dsn", `
$ cat /etc/odbc.ini
[ACME_DW]
Description = Warehouse (read only)
Driver      = ODBC Driver 18 for SQL Server
Server      = tcp:sql-dw.acme.local,1433
Database    = DW
UID         = svc_reporting
PWD         = «a»
Encrypt     = yes
TrustServerCertificate = yes

[ACME_CRM]
Driver   = PostgreSQL Unicode
Servername = 10.8.0.14
Port     = 5432
Database = crm
Username = crm_ro
Password = «b»
`, V{"a": g.pwStrong(), "b": g.pw()}, "ODBC Driver 18 for SQL Server", "svc_reporting", "crm_ro")

	g.cflAdd("ini-my-cnf-client-sections", `
# ~/.my.cnf  (chmod 600)
[client]
user=backup
password="«a»"
host=127.0.0.1
default-character-set=utf8mb4

[mysqldump]
single-transaction
quick
max_allowed_packet=512M

[mysql]
prompt=\u@\h [\d]>\_
`, V{"a": g.pw()}, "max_allowed_packet=512M", `prompt=\u@\h [\d]>\_`)

	g.cflAdd("ini-pgbouncer-and-userlist", `
$ sudo cat /etc/pgbouncer/pgbouncer.ini /etc/pgbouncer/userlist.txt
[databases]
app = host=10.0.5.20 port=5432 dbname=app
reporting = host=10.0.5.21 port=5432 dbname=app auth_user=pgbouncer_auth

[pgbouncer]
listen_addr = 0.0.0.0
listen_port = 6432
auth_type = scram-sha-256
auth_file = /etc/pgbouncer/userlist.txt
auth_query = SELECT usename, passwd FROM pgbouncer.get_auth($1)
pool_mode = transaction
max_client_conn = 2000
default_pool_size = 40
admin_users = pgbouncer_admin
"app" "«a»"
"pgbouncer_auth" "md5«b»"
"pgbouncer_admin" "«c»"
`, V{"a": "SCRAM-SHA-256$4096:" + g.b64(16) + "$" + g.b64(32) + ":" + g.b64(32), "b": g.hex(32), "c": g.pwStrong()},
		"auth_query = SELECT usename, passwd FROM pgbouncer.get_auth($1)", "/etc/pgbouncer/userlist.txt")

	g.cflAdd("ini-aws-credentials-and-sso-config", `
$ cat ~/.aws/credentials ~/.aws/config
[default]
aws_access_key_id = «a»
aws_secret_access_key = «b»

[ci-deployer]
aws_access_key_id = «c»
aws_secret_access_key = «d»
[default]
region = eu-west-1
output = json

[profile prod-admin]
sso_session = acme
sso_account_id = «_acct»
sso_role_name = AdministratorAccess
region = eu-west-1

[sso-session acme]
sso_start_url = https://acme.awsapps.com/start
sso_region = eu-west-1
sso_registration_scopes = sso:account:access
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.awsID(), "d": g.awsSecret(), "_acct": g.digits(12)}, "https://acme.awsapps.com/start", "AdministratorAccess")

	g.cflAdd("ini-s3cfg", `
[default]
access_key = «a»
secret_key = «b»
host_base = fra1.digitaloceanspaces.com
host_bucket = %(bucket)s.fra1.digitaloceanspaces.com
bucket_location = fra1
check_ssl_certificate = True
gpg_command = /usr/bin/gpg
gpg_passphrase = «c»
encrypt = False
use_https = True
signature_v2 = False
`, V{"a": "DO00" + g.s(alUpNum, 16), "b": g.b64(32)[:43], "c": g.pw()}, "%(bucket)s.fra1.digitaloceanspaces.com", "gpg_command = /usr/bin/gpg")

	g.cflAdd("ini-rclone-conf", `
$ rclone config file
Configuration file is stored at:
/home/mk/.config/rclone/rclone.conf
$ cat /home/mk/.config/rclone/rclone.conf
[b2]
type = b2
account = «_acct»
key = «a»
hard_delete = true

[b2-crypt]
type = crypt
remote = b2:mk-photos/encrypted
password = «b»
password2 = «c»

[gdrive]
type = drive
scope = drive
token = {"access_token":"«d»","token_type":"Bearer","refresh_token":"«e»","expiry":"2025-02-11T18:42:03.113502+01:00"}
team_drive =
`, V{"_acct": "005" + g.hex(9) + "0000000003", "a": "K005" + g.an(27), "b": g.b64u(32), "c": g.b64u(44), "d": g.ya29(), "e": g.gRefresh()}, "b2:mk-photos/encrypted", "/home/mk/.config/rclone/rclone.conf")

	g.cflAdd("ini-grafana-ini-triple-quotes", `
#################################### Database ############################
[database]
type = postgres
host = 127.0.0.1:5432
name = grafana
user = grafana
# If the password contains # or ; you have to wrap it with triple quotes. Ex """#password;"""
password = """«a»#;"""
ssl_mode = disable

#################################### Security ############################
[security]
admin_user = admin
admin_password = «b»
secret_key = «c»
cookie_secure = true
disable_gravatar = true

[auth.github]
enabled = true
client_id = Iv1.«_cid»
client_secret = «d»
allowed_organizations = acme
`, V{"a": g.pwURL(), "b": g.pw(), "c": g.an(16), "_cid": g.hex(16), "d": g.hex(40)}, `Ex """#password;"""`, "allowed_organizations = acme")

	g.cflAdd("ini-gitea-app-ini", `
APP_NAME = Acme Git
RUN_USER = git
RUN_MODE = prod
WORK_PATH = /var/lib/gitea

[database]
DB_TYPE  = postgres
HOST     = 127.0.0.1:5432
NAME     = gitea
USER     = gitea
PASSWD   = ˋ«a»ˋ
SSL_MODE = disable

[server]
DOMAIN           = git.acme.io
ROOT_URL         = https://git.acme.io/
LFS_START_SERVER = true
LFS_JWT_SECRET   = «b»

[security]
INSTALL_LOCK       = true
SECRET_KEY         = «c»
INTERNAL_TOKEN     = «d»
PASSWORD_HASH_ALGO = pbkdf2

[oauth2]
JWT_SECRET = «e»
`, V{"a": g.pw(), "b": g.b64u(43), "c": g.an(64), "d": g.jwt("HS256", fmt.Sprintf(`{"nbf":%d}`, 1700000000+g.r.IntN(30000000))), "e": g.b64u(43)},
		"WORK_PATH = /var/lib/gitea", "PASSWORD_HASH_ALGO = pbkdf2")

	g.cflAdd("ini-hgrc-auth", `
# ~/.hgrc
[ui]
username = Tomas Berg <tomas@acme.io>
editor = vim

[extensions]
rebase =
evolve =

[auth]
bb.prefix = https://bitbucket.org/acme
bb.username = tberg
bb.password = «a»
hgweb.prefix = https://hg.acme.io
hgweb.username = tomas
hgweb.password = «b»
`, V{"a": "ATBB" + g.an(28) + g.hex(8), "b": g.pw()}, "Tomas Berg <tomas@acme.io>", "https://hg.acme.io")

	g.cflAdd("ini-gitconfig-insteadof-token", `
$ git config --global --list --show-origin | head -n 12
file:/home/ci/.gitconfig	user.name=acme-ci
file:/home/ci/.gitconfig	user.email=ci@acme.io
file:/home/ci/.gitconfig	user.signingkey=«_k»
file:/home/ci/.gitconfig	commit.gpgsign=true
file:/home/ci/.gitconfig	url.https://x-access-token:«a»@github.com/.insteadof=https://github.com/
file:/home/ci/.gitconfig	init.defaultbranch=main
file:/home/ci/.gitconfig	pull.rebase=true
`, V{"_k": g.s(alHexU, 16), "a": g.ghs()}, "user.email=ci@acme.io", "init.defaultbranch=main")

	g.cflAdd("ini-pip-conf-index-url", `
$ pip config debug
env_var:
env:
global:
  /etc/xdg/pip/pip.conf, exists: False
  /etc/pip.conf, exists: True
    global.index-url: https://deploy:«a»@nexus.acme.io/repository/pypi-all/simple
    global.trusted-host: nexus.acme.io
    global.timeout: 60
site:
  /opt/venv/pip.conf, exists: False
user:
  /root/.pip/pip.conf, exists: False
  /root/.config/pip/pip.conf, exists: False
`, V{"a": g.pwURL()}, "/opt/venv/pip.conf, exists: False", "global.trusted-host: nexus.acme.io")

	g.cflAdd("ini-alembic-sqlalchemy-url", `
# A generic, single database configuration.

[alembic]
script_location = migrations
prepend_sys_path = .
version_path_separator = os
sqlalchemy.url = postgresql+psycopg2://alembic:«a»@db.internal:5432/orders

[post_write_hooks]
hooks = ruff
ruff.type = exec
ruff.executable = %(here)s/.venv/bin/ruff
ruff.options = format REVISION_SCRIPT_FILENAME

[loggers]
keys = root,sqlalchemy,alembic
`, V{"a": g.pwURL()}, "ruff.options = format REVISION_SCRIPT_FILENAME", "db.internal:5432/orders")

	g.cflAdd("ini-mopidy-spotify", `
[core]
data_dir = /var/lib/mopidy

[http]
enabled = true
hostname = 0.0.0.0
port = 6680

[spotify]
enabled = true
username = alice.h
password = «a»
client_id = «_cid»
client_secret = «b»
bitrate = 320
`, V{"a": g.pw(), "_cid": g.uuid(), "b": g.b64(30)[:40] + "="}, "data_dir = /var/lib/mopidy", "username = alice.h")

	g.cflAdd("ini-sssd-ldap-authtok", `
[sssd]
services = nss, pam, sudo
config_file_version = 2
domains = corp.acme.local

[domain/corp.acme.local]
id_provider = ldap
auth_provider = ldap
ldap_uri = ldaps://ldap1.corp.acme.local, ldaps://ldap2.corp.acme.local
ldap_search_base = dc=corp,dc=acme,dc=local
ldap_default_bind_dn = cn=sssd-bind,ou=Service Accounts,dc=corp,dc=acme,dc=local
ldap_default_authtok_type = password
ldap_default_authtok = «a»
ldap_tls_reqcert = demand
cache_credentials = true
`, V{"a": g.pwStrong()}, "cn=sssd-bind,ou=Service Accounts,dc=corp,dc=acme,dc=local", "ldap_default_authtok_type = password")

	g.cflAdd("ini-cifs-credentials-and-fstab", `
$ grep cifs /etc/fstab
//nas01.acme.lan/projects  /mnt/projects  cifs  credentials=/root/.smbcredentials,uid=1000,gid=1000,vers=3.0,iocharset=utf8  0  0
$ sudo cat /root/.smbcredentials
username=svc_mount
password=«a»
domain=ACME
`, V{"a": g.pw()}, "credentials=/root/.smbcredentials", "//nas01.acme.lan/projects", "username=svc_mount")

	g.cflAdd("ini-networkmanager-keyfile", `
$ sudo cat /etc/NetworkManager/system-connections/Office-5G.nmconnection
[connection]
id=Office-5G
uuid=«_u»
type=wifi
interface-name=wlp2s0
timestamp=1727265301

[wifi]
mode=infrastructure
ssid=ACME-Office-5G

[wifi-security]
auth-alg=open
key-mgmt=wpa-psk
psk=«a»

[ipv4]
method=auto

[ipv6]
addr-gen-mode=stable-privacy
method=auto
`, V{"_u": g.uuid(), "a": g.pw()}, "ssid=ACME-Office-5G", "key-mgmt=wpa-psk")

	g.cflAdd("ini-systemd-unit-environment", `
$ systemctl cat ingest-worker.service
# /etc/systemd/system/ingest-worker.service
[Unit]
Description=Ingest worker
After=network-online.target
Wants=network-online.target

[Service]
User=ingest
WorkingDirectory=/opt/ingest
Environment="RUST_LOG=info,ingest=debug"
Environment="INGEST_S3_BUCKET=acme-ingest-prod"
Environment="INGEST_API_TOKEN=«a»"
EnvironmentFile=-/etc/default/ingest-worker
ExecStart=/opt/ingest/bin/ingest-worker --queue https://sqs.eu-west-1.amazonaws.com/«_acct»/ingest
Restart=on-failure

[Install]
WantedBy=multi-user.target
`, V{"a": g.b64u(48), "_acct": g.digits(12)}, "RUST_LOG=info,ingest=debug", "EnvironmentFile=-/etc/default/ingest-worker")

	g.cflAdd("ini-uwsgi-env", `
[uwsgi]
module = config.wsgi:application
master = true
processes = 4
socket = /run/uwsgi/app.sock
chmod-socket = 660
vacuum = true
env = DJANGO_SETTINGS_MODULE=config.settings.production
env = DJANGO_SECRET_KEY=«a»
env = DATABASE_URL=postgres://django:«b»@127.0.0.1:5432/site
harakiri = 30
`, V{"a": g.s(alDjango, 50), "b": g.pwURL()}, "module = config.wsgi:application", "DJANGO_SETTINGS_MODULE=config.settings.production")

	g.cflAdd("ini-odoo-conf", `
[options]
addons_path = /usr/lib/python3/dist-packages/odoo/addons,/mnt/extra-addons
admin_passwd = «a»
db_host = db
db_port = 5432
db_user = odoo
db_password = «b»
dbfilter = ^%d$
proxy_mode = True
workers = 4
limit_time_cpu = 600
`, V{"a": g.pwStrong(), "b": g.pw()}, "dbfilter = ^%d$", "/mnt/extra-addons")

	g.cflAdd("ini-qbittorrent-webui-pbkdf2", `
[BitTorrent]
Session\DefaultSavePath=/downloads
Session\Port=51413
Session\QueueingSystemEnabled=true

[Preferences]
WebUI\Address=*
WebUI\Port=8080
WebUI\Username=admin
WebUI\Password_PBKDF2="@ByteArray(«a»:«b»)"
WebUI\LocalHostAuth=false
WebUI\AuthSubnetWhitelist=192.168.1.0/24
`, V{"a": g.b64(16), "b": g.b64(64)}, `WebUI\AuthSubnetWhitelist=192.168.1.0/24`, `Session\DefaultSavePath=/downloads`)

	g.cflAdd("ini-ansible-inventory-vars", `
$ cat inventories/branch/hosts.ini
[routers]
rtr-lyon-01 ansible_host=10.40.0.1
rtr-lille-01 ansible_host=10.41.0.1

[routers:vars]
ansible_connection=ansible.netcommon.network_cli
ansible_network_os=cisco.ios.ios
ansible_user=netops
ansible_password=«a»
ansible_become=yes
ansible_become_method=enable
ansible_become_password=«b»

[windows]
pos-lyon-01 ansible_host=10.40.10.5 ansible_user=Administrator ansible_password="«c»" ansible_connection=winrm ansible_winrm_transport=ntlm
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pw()}, "ansible_network_os=cisco.ios.ios", "rtr-lille-01 ansible_host=10.41.0.1")

	g.cflAdd("ini-windows-legacy-settings", `
C:\> type "C:\ProgramData\Meditrack\Server\settings.ini"
[General]
SiteName=Clinique Saint-Roch
LogLevel=2
Version=7.4.1.1902

[Database]
Provider=SQLOLEDB
Server=SRV-SQL02\MEDITRACK
Catalog=MEDITRACK_PROD
User=mt_app
Password=«a»

[Mail]
Host=smtp.saintroch.local
Port=25
From=meditrack@saintroch.local
`, V{"a": g.pw()}, `SRV-SQL02\MEDITRACK`, "Version=7.4.1.1902", "mt_app")

	g.cflAdd("benign-ini-editorconfig-and-flake8", `
# .editorconfig
root = true

[*]
indent_style = space
indent_size = 4
end_of_line = lf
charset = utf-8

[*.{yml,yaml}]
indent_size = 2

# .flake8
[flake8]
per-file-ignores =
    tests/*: S105,S106
    settings/test.py: S105
# S105: possible hardcoded password: 'test-password'
`, V{}, "tests/*: S105,S106", "S105: possible hardcoded password: 'test-password'")
}

// ---- Java .properties, Spring and JVM XML ----

func (g *G) cflJava() {
	g.cflAdd("properties-spring-boot-application", `
# src/main/resources/application.properties
spring.application.name=order-service
server.port=8081
spring.datasource.url=jdbc:postgresql://orders-db.internal:5432/orders
spring.datasource.username=orders
spring.datasource.password=«a»
spring.jpa.hibernate.ddl-auto=validate
spring.mail.host=email-smtp.eu-west-1.amazonaws.com
spring.mail.username=«b»
spring.mail.password=«c»
app.jwt.secret=«d»
app.jwt.expiration-ms=86400000
management.endpoints.web.exposure.include=health,info,prometheus
`, V{"a": g.pw(), "b": g.awsID(), "c": "B" + g.s(alB64, 43), "d": g.b64(48)}, "spring.application.name=order-service", "jdbc:postgresql://orders-db.internal:5432/orders")

	g.cflAdd("yaml-spring-profiles-documents", `
spring:
  application:
    name: catalog
  datasource:
    url: jdbc:postgresql://localhost:5432/catalog
    username: catalog
    password: ${DB_PASSWORD:catalog}
---
spring:
  config:
    activate:
      on-profile: staging
  datasource:
    url: jdbc:postgresql://catalog-db.staging.internal:5432/catalog
    password: «a»
---
spring:
  config:
    activate:
      on-profile: prod
  datasource:
    url: jdbc:postgresql://catalog-db.prod.internal:5432/catalog
    username: catalog_app
    password: '«b»'
  data:
    redis:
      host: redis.prod.internal
      password: «c»
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.an(32)}, "${DB_PASSWORD:catalog}", "on-profile: staging", "catalog-db.prod.internal:5432")

	g.cflAdd("yaml-spring-oauth2-client-registrations", `
spring:
  security:
    oauth2:
      client:
        registration:
          github:
            client-id: Ov23li«_gh»
            client-secret: «a»
            scope: read:user,user:email
          google:
            client-id: «_goog».apps.googleusercontent.com
            client-secret: «b»
            redirect-uri: "{baseUrl}/login/oauth2/code/{registrationId}"
          okta:
            client-id: 0oa«_okta»
            client-secret: «c»
        provider:
          okta:
            issuer-uri: https://acme.okta.com/oauth2/default
`, V{"_gh": g.an(14), "a": g.hex(40), "_goog": g.digits(12) + "-" + g.s(alLowNum, 32), "b": g.gocspx(), "_okta": g.an(17), "c": g.b64u(64)},
		"{baseUrl}/login/oauth2/code/{registrationId}", "https://acme.okta.com/oauth2/default")

	g.cflAdd("properties-jasypt-encryptor-password", `
spring.datasource.url=jdbc:mysql://mysql.internal:3306/payroll
spring.datasource.username=payroll
spring.datasource.password=«_enc1»
payroll.sftp.password=«_enc2»
jasypt.encryptor.algorithm=PBEWITHHMACSHA512ANDAES_256
jasypt.encryptor.iv-generator-classname=org.jasypt.iv.RandomIvGenerator
# TODO move to -Djasypt.encryptor.password on the command line
jasypt.encryptor.password=«a»
`, V{"_enc1": g.entJasypt(), "_enc2": g.entJasypt(), "a": g.pw()}, "PBEWITHHMACSHA512ANDAES_256", "org.jasypt.iv.RandomIvGenerator")

	g.cflAdd("yaml-spring-cloud-config-server", `
server:
  port: 8888
spring:
  cloud:
    config:
      server:
        git:
          uri: https://github.com/acme/config-repo
          default-label: main
          search-paths: '{application}'
          username: acme-config-bot
          password: «a»
          clone-on-start: true
encrypt:
  key: «b»
`, V{"a": g.ghp(), "b": g.an(32)}, "https://github.com/acme/config-repo", "acme-config-bot")

	g.cflAdd("properties-quarkus-profiles", `
quarkus.http.port=8080
quarkus.datasource.db-kind=postgresql
%dev.quarkus.datasource.devservices.enabled=true
%prod.quarkus.datasource.jdbc.url=jdbc:postgresql://pg.prod.acme.internal:5432/fleet
%prod.quarkus.datasource.username=fleet
%prod.quarkus.datasource.password=«a»
quarkus.oidc.auth-server-url=https://sso.acme.io/realms/fleet
quarkus.oidc.client-id=fleet-backend
quarkus.oidc.credentials.secret=«b»
quarkus.log.console.json=true
`, V{"a": g.pw(), "b": g.an(32)}, "%dev.quarkus.datasource.devservices.enabled=true", "https://sso.acme.io/realms/fleet", "fleet-backend")

	g.cflAdd("yaml-micronaut-jwt-generator", `
micronaut:
  application:
    name: ledger
  security:
    authentication: bearer
    token:
      jwt:
        signatures:
          secret:
            generator:
              secret: '${JWT_GENERATOR_SIGNATURE_SECRET:pleaseChangeThisSecretForANewOne}'
datasources:
  default:
    url: jdbc:mysql://ledger-db:3306/ledger
    username: ledger
    password: «a»
aws:
  services:
    s3:
      access-key-id: «b»
      secret-access-key: «c»
`, V{"a": g.pw(), "b": g.awsID(), "c": g.awsSecret()}, "${JWT_GENERATOR_SIGNATURE_SECRET:pleaseChangeThisSecretForANewOne}", "jdbc:mysql://ledger-db:3306/ledger")

	g.cflAdd("properties-liquibase-colon-separator", `
# liquibase.properties
changeLogFile: db/changelog/db.changelog-master.yaml
url: jdbc:oracle:thin:@//ora-prd-scan.acme.local:1521/BILLPDB
username: BILLING_OWNER
password: «a»
driver: oracle.jdbc.OracleDriver
liquibase.hub.mode=off
`, V{"a": g.pw()}, "jdbc:oracle:thin:@//ora-prd-scan.acme.local:1521/BILLPDB", "BILLING_OWNER")

	g.cflAdd("properties-flyway-conf-placeholders", `
flyway.url=jdbc:sqlserver://sql01.acme.local:1433;databaseName=Inventory;encrypt=true;trustServerCertificate=true
flyway.user=flyway_deploy
flyway.password=«a»
flyway.schemas=dbo,audit
flyway.locations=filesystem:sql/migrations
flyway.placeholders.app_login=inventory_app
flyway.placeholders.app_password=«b»
flyway.baselineOnMigrate=true
`, V{"a": g.pwStrong(), "b": g.pw()}, "flyway.placeholders.app_login=inventory_app", "filesystem:sql/migrations")

	g.cflAdd("properties-gradle-signing-and-ossrh", `
# ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4g -XX:MaxMetaspaceSize=1g
org.gradle.parallel=true
signing.keyId=«_kid»
signing.password=«a»
signing.secretKeyRingFile=/home/mika/.gnupg/secring.gpg
ossrhUsername=mika.l
ossrhPassword=«b»
mavenCentralUsername=«_u»
mavenCentralPassword=«c»
`, V{"_kid": g.s(alHexU, 8), "a": g.pw(), "b": g.pwStrong(), "_u": g.an(8), "c": g.an(44)}, "/home/mika/.gnupg/secring.gpg", "-Xmx4g -XX:MaxMetaspaceSize=1g")

	g.cflAdd("properties-android-local-and-keystore", `
$ cat local.properties keystore.properties
## This file must *NOT* be checked into Version Control Systems,
# as it contains information specific to your local configuration.
sdk.dir=/Users/lea/Library/Android/sdk
MAPS_API_KEY=«a»
storePassword=«b»
keyPassword=«c»
keyAlias=upload
storeFile=/Users/lea/keys/upload-keystore.jks
`, V{"a": g.googleKey(), "b": g.pw(), "c": g.pw()}, "sdk.dir=/Users/lea/Library/Android/sdk", "/Users/lea/keys/upload-keystore.jks")

	g.cflAdd("properties-kafka-client-confluent", `
# Required connection configs for Kafka producer, consumer, and admin
bootstrap.servers=pkc-lzvrd.westeurope.azure.confluent.cloud:9092
security.protocol=SASL_SSL
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username='«=k»' password='«a»';
sasl.mechanism=PLAIN
# Required for correctness in Apache Kafka clients prior to 2.6
client.dns.lookup=use_all_dns_ips

# Best practice for higher availability in Apache Kafka clients prior to 3.0
session.timeout.ms=45000

# Required connection configs for Confluent Cloud Schema Registry
schema.registry.url=https://psrc-8kz20.westeurope.azure.confluent.cloud
basic.auth.credentials.source=USER_INFO
basic.auth.user.info=«=sk»:«b»
`, V{"=k": g.s(alUpNum, 16), "a": g.s(alAlnum+"+/", 64), "=sk": g.s(alUpNum, 16), "b": g.s(alAlnum+"+/", 64)},
		"pkc-lzvrd.westeurope.azure.confluent.cloud:9092", "https://psrc-8kz20.westeurope.azure.confluent.cloud")

	g.cflAdd("properties-sbt-credentials", `
$ cat ~/.sbt/.credentials
realm=Sonatype Nexus Repository Manager
host=nexus.acme.io
user=sbt-publisher
password=«a»
$ cat ~/.sbt/1.0/credentials.sbt
credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
`, V{"a": g.pwStrong()}, "realm=Sonatype Nexus Repository Manager", `credentials += Credentials(Path.userHome / ".sbt" / ".credentials")`)

	g.cflAdd("xml-hadoop-core-site-s3a", `
<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="configuration.xsl"?>
<configuration>
  <property>
    <name>fs.defaultFS</name>
    <value>hdfs://nn1.datalake.acme.local:8020</value>
  </property>
  <property>
    <name>fs.s3a.endpoint</name>
    <value>s3.eu-west-1.amazonaws.com</value>
  </property>
  <property>
    <name>fs.s3a.access.key</name>
    <value>«a»</value>
  </property>
  <property>
    <name>fs.s3a.secret.key</name>
    <value>«b»</value>
  </property>
  <property>
    <name>javax.jdo.option.ConnectionPassword</name>
    <value>«c»</value>
    <description>password to use against metastore database</description>
  </property>
</configuration>
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.pw()}, "hdfs://nn1.datalake.acme.local:8020", "password to use against metastore database")

	g.cflAdd("xml-tomcat-context-and-users", `
<!-- conf/context.xml -->
<Context>
    <WatchedResource>WEB-INF/web.xml</WatchedResource>
    <Resource name="jdbc/HRDB" auth="Container" type="javax.sql.DataSource"
              maxTotal="50" maxIdle="10" maxWaitMillis="10000"
              username="hr_app" password="«a»"
              driverClassName="oracle.jdbc.OracleDriver"
              url="jdbc:oracle:thin:@hr-db.acme.local:1521/HRPDB"/>
</Context>

<!-- conf/tomcat-users.xml -->
<tomcat-users xmlns="http://tomcat.apache.org/xml" version="1.0">
  <role rolename="manager-gui"/>
  <user username="tomcat-admin" password="«b»" roles="manager-gui,manager-script"/>
</tomcat-users>
`, V{"a": g.pw(), "b": g.pwStrong()}, "jdbc:oracle:thin:@hr-db.acme.local:1521/HRPDB", "tomcat-admin")

	g.cflAdd("xml-maven-settings-servers", `
<settings xmlns="http://maven.apache.org/SETTINGS/1.2.0">
  <servers>
    <server>
      <id>github</id>
      <username>acme-ci</username>
      <password>«a»</password>
    </server>
    <server>
      <id>nexus-releases</id>
      <username>deployment</username>
      <password>«b»</password>
    </server>
  </servers>
  <mirrors>
    <mirror>
      <id>nexus</id>
      <mirrorOf>*</mirrorOf>
      <url>https://nexus.acme.io/repository/maven-public/</url>
    </mirror>
  </mirrors>
</settings>
`, V{"a": g.ghp(), "b": g.pw()}, "https://nexus.acme.io/repository/maven-public/", "<id>nexus-releases</id>")

	g.cflAdd("xml-logback-smtp-appender", `
<configuration>
  <appender name="CONSOLE" class="ch.qos.logback.core.ConsoleAppender">
    <encoder><pattern>%d{HH:mm:ss.SSS} [%thread] %-5level %logger{36} - %msg%n</pattern></encoder>
  </appender>
  <appender name="EMAIL" class="ch.qos.logback.classic.net.SMTPAppender">
    <smtpHost>smtp.mailgun.org</smtpHost>
    <smtpPort>587</smtpPort>
    <STARTTLS>true</STARTTLS>
    <username>alerts@mg.acme.io</username>
    <password>«a»</password>
    <to>oncall@acme.io</to>
    <from>alerts@mg.acme.io</from>
    <subject>[%level] billing: %logger{20} - %m</subject>
  </appender>
  <root level="INFO">
    <appender-ref ref="CONSOLE"/>
    <appender-ref ref="EMAIL"/>
  </root>
</configuration>
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "%d{HH:mm:ss.SSS} [%thread] %-5level %logger{36} - %msg%n", "alerts@mg.acme.io")

	g.cflAdd("benign-properties-messages-i18n", `
# messages.properties
login.title=Sign in
login.password.label=Password
login.password.placeholder=Enter your password
login.password.forgot=Forgot password?
error.password.mismatch=Passwords do not match
error.token.expired=Your session token has expired. Please sign in again.
settings.apiKey.label=API key
settings.apiKey.help=Create a key under Settings > API keys. It is shown only once.
`, V{}, "login.password.placeholder=Enter your password", "error.token.expired=Your session token has expired. Please sign in again.")
}

// ---- EDN and Clojure ----

func (g *G) cflEDN() {
	g.cflAdd("edn-aero-config-or-env", `
;; resources/config.edn
{:http {:port #long #or [#env PORT 3000]}
 :db {:jdbc-url #or [#env DATABASE_URL
                     "jdbc:postgresql://localhost:5432/invoices?user=invoices&password=«a»"]}
 :stripe {:secret-key #profile {:dev "«b»"
                                :prod #env STRIPE_SECRET_KEY}}
 :mailer {:host "smtp.postmarkapp.com"
          :user "«c»"
          :pass "«c»"}
 :log-level #profile {:dev :debug :prod :info}}
`, V{"a": g.pwURL(), "b": g.skTest(), "c": g.uuid()}, "#env STRIPE_SECRET_KEY", "smtp.postmarkapp.com", "#long #or [#env PORT 3000]")

	g.cflAdd("edn-duct-system", `
{:duct.profile/base
 {:duct.core/project-ns shipping

  :duct.database/sql
  {:connection-uri "jdbc:postgresql://db.internal/shipping?user=shipping&password=«a»"}

  :shipping.boundary/easypost {:api-key "EZAK«b»"}

  :duct.module.web/api {}}

 :duct.profile/dev   #duct/include "dev"
 :duct.profile/local #duct/include "local"
 :duct.profile/prod  {}}
`, V{"a": g.pwURL(), "b": g.hex(54)}, "#duct/include \"dev\"", ":duct.core/project-ns shipping")

	g.cflAdd("clj-lein-profiles-repository-auth", `
;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "1.0.0-RC3"]
                  [cider/cider-nrepl "0.47.1"]]}
 :auth {:repository-auth {#"clojars" {:username "rkoval"
                                       :password "CLOJARS_«a»"}
                          #"nexus\.acme\.io" {:username "deploy"
                                               :password "«b»"}}}}
`, V{"a": g.hex(60), "b": g.pw()}, `[cider/cider-nrepl "0.47.1"]`, `#"nexus\.acme\.io"`)

	g.cflAdd("clj-datomic-sql-uri", `
(ns orders.db
  (:require [datomic.api :as d]))

(def uri
  "datomic:sql://orders?jdbc:postgresql://pg-datomic.internal:5432/datomic?user=datomic&password=«a»")

(defn connect []
  (d/create-database uri)
  (d/connect uri))
`, V{"a": g.pwURL()}, "(d/create-database uri)", "pg-datomic.internal:5432/datomic")

	g.cflAdd("edn-bb-tasks-extra-env", `
;; bb.edn
{:paths ["script"]
 :tasks
 {:requires ([babashka.fs :as fs])
  build   (shell "clojure -T:build uber")
  release {:depends [build]
           :task (shell {:extra-env {"GITHUB_TOKEN" "«a»"}}
                        "gh release create" (str "v" (slurp "VERSION")) "target/app.jar")}
  deploy  (shell "fly deploy --remote-only")}}
`, V{"a": g.gho()}, `(shell "clojure -T:build uber")`, "fly deploy --remote-only")

	g.cflAdd("clj-repl-config-map-output", `
user=> (require '[integrant.repl.state :refer [config]])
nil
user=> (get config :app.db/pool)
{:dbtype "postgresql",
 :host "10.12.0.8",
 :port 5432,
 :dbname "catalog",
 :user "catalog_rw",
 :password "«a»",
 :maximumPoolSize 16}
user=> (get-in config [:app/s3 :secret-access-key])
"«b»"
`, V{"a": g.pw(), "b": g.awsSecret()}, "catalog_rw", "(require '[integrant.repl.state :refer [config]])")

	g.cflAdd("benign-edn-shadow-cljs-closure-defines", `
;; shadow-cljs.edn
{:source-paths ["src/main" "src/test"]
 :dependencies [[reagent "1.2.0"] [re-frame "1.4.3"]]
 :builds
 {:app {:target :browser
        :output-dir "public/js"
        :modules {:main {:init-fn app.core/init}}
        :closure-defines {app.config/API_BASE "https://api.acme.io"
                          app.config/MAPBOX_TOKEN "«_pk»"
                          app.config/SENTRY_RELEASE "«_sha»"}
        :release {:compiler-options {:optimizations :advanced}}}}}
`, V{"_pk": g.mapboxPK(), "_sha": g.gitSHA()}, "https://api.acme.io", "app.core/init")
}

// ---- Nix ----

func (g *G) cflNix() {
	g.cflAdd("nix-nixos-users-passwords", `
{ config, pkgs, ... }:
{
  users.mutableUsers = false;
  users.users.root.hashedPassword = "«a»";
  users.users.deploy = {
    isNormalUser = true;
    extraGroups = [ "wheel" "docker" ];
    initialPassword = "«b»";
    openssh.authorizedKeys.keys = [
      "«_pub» deploy@ci"
    ];
  };
  services.openssh.settings.PasswordAuthentication = false;
  system.stateVersion = "24.05";
}
`, V{"a": "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86), "b": g.pw(), "_pub": g.sshRSAPub()}, `system.stateVersion = "24.05";`, `extraGroups = [ "wheel" "docker" ];`)

	g.cflAdd("nix-conf-access-tokens", `
$ cat ~/.config/nix/nix.conf
experimental-features = nix-command flakes
substituters = https://cache.nixos.org https://acme.cachix.org
trusted-public-keys = cache.nixos.org-1:«_nix» acme.cachix.org-1:«_pk»
access-tokens = github.com=«a» gitlab.acme.io=PAT:«b»
netrc-file = /home/ines/.config/nix/netrc
max-jobs = auto
`, V{"_nix": g.b64(32), "_pk": g.b64(32), "a": g.ghp(), "b": g.glpat()}, "netrc-file = /home/ines/.config/nix/netrc")

	g.cflAdd("nix-nextcloud-writetext-adminpass", `
  services.nextcloud = {
    enable = true;
    package = pkgs.nextcloud29;
    hostName = "cloud.familie-berger.de";
    https = true;
    config = {
      adminuser = "root";
      adminpassFile = "${pkgs.writeText "adminpass" "«a»"}";
      dbtype = "pgsql";
    };
    settings.mail_smtppassword = "«b»";
  };
`, V{"a": g.pw(), "b": g.pw()}, "cloud.familie-berger.de", "pkgs.nextcloud29")

	g.cflAdd("nix-grafana-and-postgres-initial-script", `
  services.grafana = {
    enable = true;
    settings = {
      server.domain = "grafana.home.arpa";
      security.admin_password = "«a»";
      security.secret_key = "«b»";
      database = { type = "postgres"; host = "/run/postgresql"; user = "grafana"; };
    };
  };

  services.postgresql = {
    enable = true;
    ensureDatabases = [ "grafana" "gitea" ];
    initialScript = pkgs.writeText "init.sql" ''
      CREATE ROLE gitea WITH LOGIN PASSWORD '«c»';
      GRANT ALL PRIVILEGES ON DATABASE gitea TO gitea;
    '';
  };
`, V{"a": g.pw(), "b": g.an(32), "c": g.pwStrong()}, "grafana.home.arpa", `ensureDatabases = [ "grafana" "gitea" ];`)

	priv, pub := g.wireguard()
	psk := g.b64(32)
	_, peer := g.wireguard()
	g.cflAdd("nix-wireguard-interface", `
  networking.wireguard.interfaces.wg0 = {
    ips = [ "10.100.0.2/24" ];
    listenPort = 51820;
    privateKey = "«a»";
    # public key of this host: «_self»
    peers = [{
      publicKey = "«_peer»";
      presharedKey = "«b»";
      allowedIPs = [ "10.100.0.0/24" ];
      endpoint = "vpn.acme.io:51820";
      persistentKeepalive = 25;
    }];
  };
`, V{"a": priv, "_self": pub, "_peer": peer, "b": psk}, "vpn.acme.io:51820", `ips = [ "10.100.0.2/24" ];`)

	g.cflAdd("nix-flake-private-input-and-lock", `
{
  description = "acme infra";
  inputs = {
    nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.05";
    secrets-mod.url = "git+https://oauth2:«a»@gitlab.acme.io/infra/nix-modules.git?ref=main";
  };
  outputs = { self, nixpkgs, secrets-mod }: { };
}
$ nix flake metadata --json | jq '.locks.nodes.nixpkgs.locked'
{
  "lastModified": 1718530797,
  "narHash": "sha256-«_nh»",
  "owner": "NixOS",
  "repo": "nixpkgs",
  "rev": "«_rev»",
  "type": "github"
}
`, V{"a": g.glpat(), "_nh": g.b64(32), "_rev": g.gitSHA()}, "github:NixOS/nixpkgs/nixos-24.05", "gitlab.acme.io/infra/nix-modules.git")

	g.cflAdd("nix-home-manager-session-variables", `
{ config, pkgs, ... }:
{
  home.username = "theo";
  home.homeDirectory = "/home/theo";
  home.sessionVariables = {
    EDITOR = "nvim";
    OPENAI_API_KEY = "«a»";
    HF_TOKEN = "«b»";
  };
  programs.git = {
    enable = true;
    userName = "Theo Marchal";
    userEmail = "theo@marchal.dev";
    signing.key = "«_k»";
  };
  accounts.email.accounts.personal.passwordCommand = "pass show email/fastmail";
}
`, V{"a": g.openai(), "b": g.hfTok(), "_k": g.s(alHexU, 16)}, "theo@marchal.dev", "pass show email/fastmail")

	g.cflAdd("nix-repl-config-output", `
$ nix repl
Welcome to Nix 2.18.5. Type :? for help.

nix-repl> :lf .
Added 14 variables.

nix-repl> nixosConfigurations.atlas.config.services.restic.backups.b2.environmentFile
"/run/secrets/restic-b2.env"

nix-repl> nixosConfigurations.atlas.config.services.miniflux.config
{ ADMIN_PASSWORD = "«a»"; ADMIN_USERNAME = "admin"; DATABASE_URL = "user=miniflux host=/run/postgresql dbname=miniflux"; LISTEN_ADDR = "127.0.0.1:8082"; }
`, V{"a": g.pw()}, "/run/secrets/restic-b2.env", "nixosConfigurations.atlas.config.services.miniflux.config")

	g.cflAdd("nix-sops-encrypted-and-age-key", `
$ cat .sops.yaml
keys:
  - &admin_ines «_ag1»
  - &host_atlas «_ag2»
creation_rules:
  - path_regex: secrets/[^/]+\.yaml$
    key_groups:
      - age: [*admin_ines, *host_atlas]
$ head -n 3 secrets/atlas.yaml
restic_password: ENC[AES256_GCM,data:«_d»,iv:«_iv»,tag:«_tag»,type:str]
cloudflare_token: ENC[AES256_GCM,data:«_d2»,iv:«_iv2»,tag:«_tag2»,type:str]
sops:
$ cat ~/.config/sops/age/keys.txt
# created: 2024-03-02T11:40:19+01:00
# public key: «_ag1»
«a»
`, V{"_ag1": g.agePublic(), "_ag2": g.agePublic(), "_d": g.b64(24), "_iv": g.b64(32), "_tag": g.b64(16), "_d2": g.b64(30), "_iv2": g.b64(32), "_tag2": g.b64(16), "a": g.ageSecret()},
		"path_regex: secrets/[^/]+\\.yaml$")

	g.cflAdd("benign-nix-fetchers-hashes", `
{ lib, buildGoModule, fetchFromGitHub }:

buildGoModule rec {
  pname = "pgcat-exporter";
  version = "0.3.1";

  src = fetchFromGitHub {
    owner = "acme";
    repo = pname;
    rev = "v${version}";
    hash = "sha256-«_h»";
  };

  vendorHash = "sha256-«_v»";
  ldflags = [ "-s" "-w" "-X main.version=${version}" ];
}
`, V{"_h": g.b64(32), "_v": g.b64(32)}, `rev = "v${version}";`, `pname = "pgcat-exporter";`)
}

// ---- Dhall, CUE, Jsonnet, Pkl and Starlark ----

func (g *G) cflTypedLangs() {
	g.cflAdd("dhall-cachix-config", `
$ cat ~/.config/cachix/cachix.dhall
{ authToken = "«a»"
, hostname = "https://cachix.org"
, binaryCaches =
  [ { name = "acme-ci", secretKey = "«b»" } ]
}
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"jti":"%s","scopes":"cx"}`, g.uuid())), "b": g.b64(64)}, `hostname = "https://cachix.org"`, `name = "acme-ci"`)

	g.cflAdd("dhall-env-fallback", `
-- config/production.dhall
let Config = ./Config.dhall

in  Config::{
    , port = 8080
    , database =
      { host = "pg.prod.internal"
      , user = "notifier"
      , password = env:NOTIFIER_DB_PASSWORD as Text ? "«a»"
      }
    , twilio = { accountSid = "«_sid»", authToken = "«b»" }
    , logLevel = "info"
    }
`, V{"a": g.pw(), "_sid": g.twilioSID(), "b": g.hex(32)}, "env:NOTIFIER_DB_PASSWORD as Text", `host = "pg.prod.internal"`)

	g.cflAdd("cue-service-config", `
package deploy

#Service: {
	name:     string
	replicas: int | *2
	env: [string]: string
}

services: api: #Service & {
	name:     "api"
	replicas: 3
	env: {
		LOG_FORMAT:        "json"
		SENDGRID_API_KEY:  "«a»"
		REDIS_URL:         "redis://default:«b»@redis-master.cache.svc:6379"
		FEATURE_FLAGS_ENV: "prod"
	}
}
`, V{"a": g.sendgrid(), "b": g.an(24)}, "redis-master.cache.svc:6379", `FEATURE_FLAGS_ENV: "prod"`)

	g.cflAdd("cue-tag-injection-command", `
$ cat secrets.cue
package k8s

token: string @tag(token)

secret: {
	apiVersion: "v1"
	kind:       "Secret"
	metadata: name: "registry-pull"
	stringData: ".npmrc": "//npm.pkg.github.com/:_authToken=\(token)"
}
$ cue export ./... -t token=«a» -e secret --out yaml
apiVersion: v1
kind: Secret
metadata:
  name: registry-pull
stringData:
  .npmrc: //npm.pkg.github.com/:_authToken=«a»
`, V{"a": g.ghp()}, "token: string @tag(token)", `//npm.pkg.github.com/:_authToken=\(token)`)

	g.cflAdd("jsonnet-tanka-environment", `
// environments/prod/main.jsonnet
local k = import 'k.libsonnet';
local app = import 'app/app.libsonnet';

{
  _config+:: {
    namespace: 'checkout',
    image: 'ghcr.io/acme/checkout:2.31.0',
    slack_webhook: 'https://hooks.slack.com/services/«=t»/«=b»/«a»',
    db_password: std.extVar('DB_PASSWORD'),
    adyen_api_key: '«b»',
  },
  checkout: app.new($._config),
}
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.an(24), "b": "AQE" + g.b64u(80)}, "std.extVar('DB_PASSWORD')", "ghcr.io/acme/checkout:2.31.0")

	g.cflAdd("jsonnet-ext-str-command", `
$ jsonnet --ext-str ENV=prod --ext-str DATADOG_API_KEY=«a» --ext-str DATADOG_APP_KEY=«b» monitors.jsonnet -o monitors.json
$ jq '.[0].name' monitors.json
"[prod] checkout p99 latency"
`, V{"a": g.hex(32), "b": g.hex(40)}, "monitors.jsonnet -o monitors.json", "[prod] checkout p99 latency")

	g.cflAdd("jsonnet-alertmanager-receivers", `
{
  alertmanagerConfig:: {
    route: { receiver: 'pagerduty-critical', group_by: ['alertname', 'namespace'] },
    receivers: [
      {
        name: 'pagerduty-critical',
        pagerduty_configs: [{ routing_key: '«a»', severity: 'critical' }],
      },
      {
        name: 'opsgenie',
        opsgenie_configs: [{ api_key: '«b»', api_url: 'https://api.eu.opsgenie.com/' }],
      },
    ],
  },
}
`, V{"a": g.hex(32), "b": g.uuid()}, "https://api.eu.opsgenie.com/", "group_by: ['alertname', 'namespace']")

	g.cflAdd("jsonnet-grafonnet-datasource", `
local grafana = import 'grafonnet/grafana.libsonnet';

grafana.datasource.new(
  name='clickhouse-prod',
  type='grafana-clickhouse-datasource',
  url='https://ch.acme.io:8443',
) + {
  jsonData: { defaultDatabase: 'events', username: 'grafana_ro', protocol: 'http' },
  secureJsonData: { password: '«a»' },
  uid: '«_uid»',
}
`, V{"a": g.pw(), "_uid": g.an(9)}, "grafana-clickhouse-datasource", "https://ch.acme.io:8443")

	g.cflAdd("pkl-app-config", `
amends "package://pkg.pkl-lang.org/pkl-go/pkl.golang@0.8.0#/go.pkl"

module acme.payments.AppConfig

host = "0.0.0.0"
port = 8443

database {
  url = "postgres://pay@pg-pay.internal:5432/payments"
  password = "«a»"
}

adyen {
  merchantAccount = "AcmeECOM"
  apiKey = "«b»"
  hmacKey = "«c»"
}

sentryDsn = read?("env:SENTRY_DSN") ?? ""
`, V{"a": g.pwStrong(), "b": "AQE" + g.b64u(80), "c": g.s(alHexU, 64)}, `read?("env:SENTRY_DSN") ?? ""`, "package://pkg.pkl-lang.org/pkl-go/pkl.golang@0.8.0#/go.pkl")

	g.cflAdd("pkl-eval-yaml-output", `
$ pkl eval -f yaml config/prod.pkl
service: ingest
replicas: 4
kafka:
  brokers:
  - b-1.ingest.kafka.eu-west-1.amazonaws.com:9096
  username: ingest
  password: «a»
clickhouse:
  dsn: clickhouse://ingest:«b»@ch.internal:9000/events
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "b-1.ingest.kafka.eu-west-1.amazonaws.com:9096", "pkl eval -f yaml config/prod.pkl")

	g.cflAdd("starlark-tiltfile-secret-from-dict", `
# Tiltfile
load('ext://secret', 'secret_from_dict')
load('ext://namespace', 'namespace_create')

namespace_create('dev')
k8s_yaml(secret_from_dict('api-secrets', namespace='dev', inputs={
    'STRIPE_SECRET_KEY': '«a»',
    'POSTMARK_TOKEN': '«b»',
}))
docker_build('acme/api', '.', live_update=[sync('./src', '/app/src')])
k8s_yaml('deploy/dev/api.yaml')
k8s_resource('api', port_forwards=8080)
`, V{"a": g.skTest(), "b": g.uuid()}, "load('ext://secret', 'secret_from_dict')", "k8s_resource('api', port_forwards=8080)")

	g.cflAdd("bazelrc-buildbuddy-remote-header", `
# .bazelrc
common --enable_bzlmod
build --bes_results_url=https://acme.buildbuddy.io/invocation/
build --bes_backend=grpcs://acme.buildbuddy.io
build --remote_cache=grpcs://acme.buildbuddy.io
build --remote_header=x-buildbuddy-api-key=«a»
build --remote_timeout=3600
build:ci --build_metadata=ROLE=CI
try-import %workspace%/user.bazelrc
`, V{"a": g.an(20)}, "grpcs://acme.buildbuddy.io", "try-import %workspace%/user.bazelrc")

	g.cflAdd("benign-starlark-http-archive", `
# MODULE.bazel / WORKSPACE
load("@bazel_tools//tools/build_defs/repo:http.bzl", "http_archive")

http_archive(
    name = "rules_oci",
    sha256 = "«_s»",
    strip_prefix = "rules_oci-1.7.6",
    url = "https://github.com/bazel-contrib/rules_oci/releases/download/v1.7.6/rules_oci-v1.7.6.tar.gz",
)

bazel_dep(name = "rules_go", version = "0.48.0")
bazel_dep(name = "gazelle", version = "0.37.0")
`, V{"_s": g.hex(64)}, "rules_oci-1.7.6", `bazel_dep(name = "rules_go", version = "0.48.0")`)
}

// ---- HCL outside Terraform ----

func (g *G) cflHCL() {
	g.cflAdd("hcl-nomad-job-template-and-env", `
job "billing" {
  datacenters = ["eu-west-1a", "eu-west-1b"]
  type        = "service"

  group "api" {
    count = 2

    task "server" {
      driver = "docker"
      config {
        image = "registry.acme.io/billing:1.42.0"
        ports = ["http"]
      }

      env {
        RUST_LOG       = "info"
        STRIPE_API_KEY = "«a»"
      }

      template {
        data        = <<EOH
DATABASE_URL=postgres://billing:«b»@billing-db.service.consul:5432/billing
{{ with secret "kv/data/billing/ses" }}SMTP_PASSWORD={{ .Data.data.password }}{{ end }}
EOH
        destination = "secrets/app.env"
        env         = true
      }
    }
  }
}
`, V{"a": g.rkLive(), "b": g.pwURL()}, `{{ with secret "kv/data/billing/ses" }}SMTP_PASSWORD={{ .Data.data.password }}{{ end }}`, "registry.acme.io/billing:1.42.0")

	g.cflAdd("hcl-nomad-server-agent", `
# /etc/nomad.d/server.hcl
datacenter = "dc1"
data_dir   = "/opt/nomad/data"
bind_addr  = "0.0.0.0"

server {
  enabled          = true
  bootstrap_expect = 3
  encrypt          = "«a»"
}

acl {
  enabled = true
}

vault {
  enabled          = true
  address          = "https://vault.service.consul:8200"
  token            = "«b»"
  create_from_role = "nomad-cluster"
}
`, V{"a": g.cflConsul(), "b": g.vaultTok()}, "https://vault.service.consul:8200", `create_from_role = "nomad-cluster"`)

	g.cflAdd("hcl-consul-agent-acl-tokens", `
datacenter = "fra1"
data_dir = "/opt/consul"
node_id = "«_node»"
encrypt = "«a»"
retry_join = ["provider=digitalocean region=fra1 tag_name=consul-server api_token=«b»"]

acl {
  enabled = true
  default_policy = "deny"
  enable_token_persistence = true
  tokens {
    initial_management = "«c»"
    agent = "«d»"
  }
}

ui_config {
  enabled = true
}
`, V{"_node": g.uuid(), "a": g.cflConsul(), "b": g.doToken(), "c": g.uuid(), "d": g.uuid()}, "tag_name=consul-server", `default_policy = "deny"`)

	g.cflAdd("hcl-vault-server-storage-seal", `
ui = true
api_addr = "https://vault.acme.io:8200"
cluster_addr = "https://10.0.9.11:8201"

storage "postgresql" {
  connection_url = "postgres://vault:«a»@pg-vault.internal:5432/vault?sslmode=verify-full"
  ha_enabled     = "true"
}

listener "tcp" {
  address       = "0.0.0.0:8200"
  tls_cert_file = "/etc/vault.d/tls/vault.crt"
  tls_key_file  = "/etc/vault.d/tls/vault.key"
}

seal "awskms" {
  region     = "eu-west-1"
  kms_key_id = "«_kms»"
  access_key = "«b»"
  secret_key = "«c»"
}
`, V{"a": g.pwURL(), "_kms": g.uuid(), "b": g.awsID(), "c": g.awsSecret()}, "/etc/vault.d/tls/vault.key", "https://vault.acme.io:8200")

	g.cflAdd("hcl-vault-agent-approle-files", `
$ cat /etc/vault-agent/agent.hcl
pid_file = "/run/vault-agent.pid"

auto_auth {
  method "approle" {
    mount_path = "auth/approle"
    config = {
      role_id_file_path                   = "/etc/vault-agent/role_id"
      secret_id_file_path                 = "/etc/vault-agent/secret_id"
      remove_secret_id_file_after_reading = false
    }
  }
  sink "file" {
    config = { path = "/run/vault-agent/token" }
  }
}
$ sudo cat /etc/vault-agent/role_id /etc/vault-agent/secret_id
«=role»
«a»
`, V{"=role": g.uuid(), "a": g.uuid()}, "/etc/vault-agent/secret_id", "remove_secret_id_file_after_reading = false")

	g.cflAdd("hcl-consul-template-vault-token", `
# /etc/consul-template/config.hcl
vault {
  address     = "https://vault.acme.io:8200"
  token       = "«a»"
  renew_token = true
}

template {
  source      = "/etc/consul-template/haproxy.cfg.ctmpl"
  destination = "/etc/haproxy/haproxy.cfg"
  command     = "systemctl reload haproxy"
}
`, V{"a": g.vaultOld()}, "/etc/consul-template/haproxy.cfg.ctmpl", "systemctl reload haproxy")

	g.cflAdd("hcl-packer-amazon-ebs-variables", `
packer {
  required_plugins {
    amazon = {
      version = ">= 1.3.2"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "aws_access_key" {
  type    = string
  default = "«a»"
}

variable "aws_secret_key" {
  type      = string
  default   = "«b»"
  sensitive = true
}

source "amazon-ebs" "ubuntu" {
  access_key    = var.aws_access_key
  secret_key    = var.aws_secret_key
  ami_name      = "acme-base-{{timestamp}}"
  instance_type = "t3.small"
  region        = "eu-west-1"
  ssh_username  = "ubuntu"
}

build {
  sources = ["source.amazon-ebs.ubuntu"]
  provisioner "shell" {
    environment_vars = ["DD_API_KEY=«c»", "DD_SITE=datadoghq.eu"]
    script           = "scripts/install-datadog.sh"
  }
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.hex(32)}, "acme-base-{{timestamp}}", "scripts/install-datadog.sh")

	g.cflAdd("hcl-packer-vsphere-iso-preseed", `
source "vsphere-iso" "debian12" {
  vcenter_server      = "vcsa01.lab.acme.local"
  username            = "packer@vsphere.local"
  password            = "«a»"
  insecure_connection = true
  datacenter          = "DC-Lyon"
  cluster             = "CL-Prod"
  guest_os_type       = "debian11_64Guest"

  ssh_username = "packer"
  ssh_password = "«b»"
  ssh_timeout  = "30m"

  http_content = {
    "/preseed.cfg" = templatefile("preseed.pkrtpl", { root_pw = "«c»" })
  }
  boot_command = ["<esc><wait>auto url=http://{{ .HTTPIP }}:{{ .HTTPPort }}/preseed.cfg<enter>"]
}
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pw()}, "packer@vsphere.local", "debian11_64Guest")

	g.cflAdd("hcl-pkrvars-windows-azure", `
# windows-2022.auto.pkrvars.hcl
subscription_id  = "«_sub»"
tenant_id        = "«_ten»"
client_id        = "«_cid»"
client_secret    = "«a»"
winrm_username   = "packer"
winrm_password   = "«b»"
image_publisher  = "MicrosoftWindowsServer"
image_sku        = "2022-datacenter-g2"
`, V{"_sub": g.uuid(), "_ten": g.uuid(), "_cid": g.uuid(), "a": g.azSecret(), "b": g.pwStrong()}, "2022-datacenter-g2", "MicrosoftWindowsServer")

	g.cflAdd("hcl-boundary-controller-kms", `
disable_mlock = true

controller {
  name = "boundary-controller-1"
  database {
    url = "postgresql://boundary:«a»@10.0.20.5:5432/boundary"
  }
}

kms "aead" {
  purpose   = "root"
  aead_type = "aes-gcm"
  key       = "«b»"
  key_id    = "global_root"
}

kms "aead" {
  purpose   = "worker-auth"
  aead_type = "aes-gcm"
  key       = "«c»"
  key_id    = "global_worker-auth"
}
`, V{"a": g.pwURL(), "b": g.b64(32), "c": g.b64(32)}, "global_worker-auth", "boundary-controller-1")

	g.cflAdd("hcl-terraformrc-credentials", `
$ cat ~/.terraformrc
plugin_cache_dir = "$HOME/.terraform.d/plugin-cache"
disable_checkpoint = true

credentials "app.terraform.io" {
  token = "«a»"
}

credentials "tfe.acme.io" {
  token = "«b»"
}
`, V{"a": g.tfcToken(), "b": g.tfcToken()}, `plugin_cache_dir = "$HOME/.terraform.d/plugin-cache"`, `credentials "tfe.acme.io"`)

	g.cflAdd("hcl-nomad-acl-bootstrap-output", `
$ nomad acl bootstrap
Accessor ID  = «_acc»
Secret ID    = «a»
Name         = Bootstrap Token
Type         = management
Global       = true
Create Time  = 2024-10-08 14:02:11.520941 +0000 UTC
Expiry Time  = <none>
Create Index = 17
Modify Index = 17
Policies     = n/a
Roles        = n/a
$ export NOMAD_TOKEN=«a»
`, V{"_acc": g.uuid(), "a": g.uuid()}, "Bootstrap Token", "Expiry Time  = <none>")

	g.cflAdd("benign-hcl-vault-policy", `
# policies/ci-read.hcl
path "secret/data/ci/*" {
  capabilities = ["read", "list"]
}

path "auth/token/lookup-self" {
  capabilities = ["read"]
}

path "sys/leases/renew" {
  capabilities = ["update"]
}
$ vault policy write ci-read policies/ci-read.hcl
Success! Uploaded policy: ci-read
`, V{}, "Success! Uploaded policy: ci-read", `path "secret/data/ci/*"`)
}

// ---- Apple property lists ----

func (g *G) cflPlist() {
	g.cflAdd("plist-launchd-environment-variables", `
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>Label</key>
	<string>io.acme.photo-sync</string>
	<key>ProgramArguments</key>
	<array>
		<string>/usr/local/bin/photo-sync</string>
		<string>--bucket</string>
		<string>acme-photos-backup</string>
	</array>
	<key>EnvironmentVariables</key>
	<dict>
		<key>AWS_ACCESS_KEY_ID</key>
		<string>«a»</string>
		<key>AWS_SECRET_ACCESS_KEY</key>
		<string>«b»</string>
	</dict>
	<key>StartInterval</key>
	<integer>3600</integer>
</dict>
</plist>
`, V{"a": g.awsID(), "b": g.awsSecret()}, "io.acme.photo-sync", "acme-photos-backup")

	g.cflAdd("plist-mobileconfig-wifi-payload", `
	<key>PayloadContent</key>
	<array>
		<dict>
			<key>AutoJoin</key>
			<true/>
			<key>EncryptionType</key>
			<string>WPA2</string>
			<key>HIDDEN_NETWORK</key>
			<false/>
			<key>Password</key>
			<string>«a»</string>
			<key>PayloadDisplayName</key>
			<string>Wi-Fi (ACME-Staff)</string>
			<key>PayloadIdentifier</key>
			<string>com.apple.wifi.managed.«_u1»</string>
			<key>PayloadType</key>
			<string>com.apple.wifi.managed</string>
			<key>PayloadUUID</key>
			<string>«_u1»</string>
			<key>SSID_STR</key>
			<string>ACME-Staff</string>
		</dict>
	</array>
`, V{"a": g.pw(), "_u1": strings.ToUpper(g.uuid())}, "Wi-Fi (ACME-Staff)", "com.apple.wifi.managed")

	g.cflAdd("plist-info-plist-keys", `
	<key>CFBundleShortVersionString</key>
	<string>3.8.1</string>
	<key>GADApplicationIdentifier</key>
	<string>ca-app-pub-«_pub»~«_app»</string>
	<key>RevenueCatAPIKey</key>
	<string>appl_«_rc»</string>
	<key>OpenAIAPIKey</key>
	<string>«a»</string>
	<key>NSCameraUsageDescription</key>
	<string>Scan receipts to add expenses.</string>
`, V{"_pub": g.digits(16), "_app": g.digits(10), "_rc": g.an(27), "a": g.openai()}, "Scan receipts to add expenses.", "<string>3.8.1</string>")

	g.cflAdd("plist-defaults-read-old-style", `
$ defaults read io.acme.MenuSync
{
    LastSyncDate = "2025-01-19 08:41:22 +0000";
    ServerURL = "https://sync.acme.io";
    SUEnableAutomaticChecks = 1;
    apiToken = «a»;
    refreshToken = "«b»";
    userEmail = "jules@acme.io";
}
`, V{"a": g.an(40), "b": g.b64u(64)}, "https://sync.acme.io", "jules@acme.io")

	g.cflAdd("plist-plutil-json-settings", `
$ plutil -convert json -o - ~/Library/Preferences/com.acme.deploybar.plist | jq .
{
  "NSStatusItem Preferred Position Item-0": 3762,
  "environment": "production",
  "githubToken": "«a»",
  "vercelToken": "«b»",
  "pollIntervalSeconds": 60
}
`, V{"a": g.ghp(), "b": g.vercel()}, "NSStatusItem Preferred Position Item-0", "com.acme.deploybar.plist")

	g.cflAdd("benign-plist-export-options", `
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>method</key>
	<string>app-store-connect</string>
	<key>teamID</key>
	<string>«_team»</string>
	<key>signingStyle</key>
	<string>manual</string>
	<key>provisioningProfiles</key>
	<dict>
		<key>io.acme.expenses</key>
		<string>«_pp»</string>
	</dict>
	<key>uploadSymbols</key>
	<true/>
</dict>
</plist>
`, V{"_team": g.s(alUpNum, 10), "_pp": g.uuid()}, "app-store-connect", "io.acme.expenses")
}

// ---- Windows registry ----

func (g *G) cflReg() {
	g.cflAdd("reg-putty-session-proxy", `
Windows Registry Editor Version 5.00

[HKEY_CURRENT_USER\Software\SimonTatham\PuTTY\Sessions\prod-bastion]
"Present"=dword:00000001
"HostName"="bastion.acme.io"
"PortNumber"=dword:00000016
"Protocol"="ssh"
"ProxyMethod"=dword:00000003
"ProxyHost"="proxy.corp.acme.local"
"ProxyPort"=dword:00000c38
"ProxyUsername"="jdoe"
"ProxyPassword"="«a»"
"PublicKeyFile"="C:\\Users\\jdoe\\.ssh\\bastion.ppk"
"UserName"="jdoe"
`, V{"a": g.pw()}, `"PublicKeyFile"="C:\\Users\\jdoe\\.ssh\\bastion.ppk"`, "bastion.acme.io")

	g.cflAdd("reg-winlogon-autologon", `
Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon]
"AutoAdminLogon"="1"
"DefaultDomainName"="KIOSK-LOBBY-02"
"DefaultUserName"="kiosk"
"DefaultPassword"="«a»"
"ForceAutoLogon"=dword:00000001
"Shell"="C:\\Kiosk\\KioskShell.exe"
`, V{"a": g.pw()}, `"Shell"="C:\\Kiosk\\KioskShell.exe"`, "KIOSK-LOBBY-02")

	g.cflAdd("reg-tightvnc-password-hex", `
Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SOFTWARE\TightVNC\Server]
"AcceptRfbConnections"=dword:00000001
"RfbPort"=dword:0000170c
"UseVncAuthentication"=dword:00000001
"Password"=hex:«a»
"ControlPassword"=hex:«b»
"IpAccessControl"="10.10.0.0-10.10.255.255:0"
`, V{"a": g.cflRegHex(8), "b": g.cflRegHex(8)}, `"IpAccessControl"="10.10.0.0-10.10.255.255:0"`, "TightVNC")

	g.cflAdd("reg-winscp-session", `
[HKEY_CURRENT_USER\Software\Martin Prikryl\WinSCP 2\Sessions\deploy@web01.acme.io]
"HostName"="web01.acme.io"
"UserName"="deploy"
"PortNumber"=dword:00000016
"FSProtocol"=dword:00000002
"Password"="«a»"
"LocalDirectory"="C:%5CProjects%5Cshop%5Cdist"
"RemoteDirectory"="/var/www/shop"
`, V{"a": "A35C" + strings.ToUpper(g.hex(4)) + strings.ToUpper(g.hex(60))}, `"RemoteDirectory"="/var/www/shop"`, `deploy@web01.acme.io`)

	g.cflAdd("reg-odbc-dsn-mysql", `
Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SOFTWARE\ODBC\ODBC.INI\SalesDW]
"Driver"="C:\\Program Files\\MySQL\\Connector ODBC 8.0\\myodbc8w.dll"
"DESCRIPTION"="Sales warehouse"
"SERVER"="mysql-dw.acme.local"
"PORT"="3306"
"UID"="excel_reports"
"PWD"="«a»"
"DATABASE"="sales"

[HKEY_LOCAL_MACHINE\SOFTWARE\ODBC\ODBC.INI\ODBC Data Sources]
"SalesDW"="MySQL ODBC 8.0 Unicode Driver"
`, V{"a": g.pw()}, `"SalesDW"="MySQL ODBC 8.0 Unicode Driver"`, "excel_reports")

	g.cflAdd("reg-hkcu-environment", `
Windows Registry Editor Version 5.00

[HKEY_CURRENT_USER\Environment]
"OneDrive"="C:\\Users\\amira\\OneDrive"
"TEMP"=hex(2):25,00,55,00,53,00,45,00,52,00,50,00,52,00,4f,00,46,00,49,00,4c,00,45,00,25,00,00,00
"ANTHROPIC_API_KEY"="«a»"
"HF_TOKEN"="«b»"
"Path"=hex(2):25,00,55,00,53,00,45,00,52,00,50,00,52,00,4f,00,46,00,49,00,4c,00,45,00,25,00,00,00
`, V{"a": g.anthropic(), "b": g.hfTok()}, `"OneDrive"="C:\\Users\\amira\\OneDrive"`)

	g.cflAdd("reg-query-output", `
PS C:\> reg query "HKCU\Software\Acme\ShipAgent" /s

HKEY_CURRENT_USER\Software\Acme\ShipAgent
    ServerUrl    REG_SZ    https://ship.acme.io/api
    AgentId    REG_SZ    «_id»
    ApiToken    REG_SZ    «a»
    PollSeconds    REG_DWORD    0x3c

HKEY_CURRENT_USER\Software\Acme\ShipAgent\Printers
    Label    REG_SZ    ZDesigner ZD421-203dpi ZPL
`, V{"_id": g.uuid(), "a": g.b64u(43)}, "https://ship.acme.io/api", "ZDesigner ZD421-203dpi ZPL")
}

// ---- .NET configuration ----

func (g *G) cflDotnet() {
	g.cflAdd("xml-web-config-connectionstrings-machinekey", `
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="DefaultConnection"
         connectionString="Data Source=SQL01\PROD;Initial Catalog=Intranet;User ID=intranet_web;Password=«a»;MultipleActiveResultSets=True"
         providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="webpages:Version" value="3.0.0.0" />
    <add key="ClientValidationEnabled" value="true" />
    <add key="SendGridApiKey" value="«b»" />
    <add key="PayPalMode" value="live" />
  </appSettings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
    <machineKey validationKey="«c»" decryptionKey="«d»" validation="HMACSHA256" decryption="AES" />
  </system.web>
</configuration>
`, V{"a": g.pw(), "b": g.sendgrid(), "c": g.s(alHexU, 128), "d": g.s(alHexU, 64)}, `<add key="webpages:Version" value="3.0.0.0" />`, `Data Source=SQL01\PROD;Initial Catalog=Intranet`)

	g.cflAdd("xml-app-config-application-settings", `
  <applicationSettings>
    <Dispatch.Desktop.Properties.Settings>
      <setting name="ApiBaseUrl" serializeAs="String">
        <value>https://dispatch.acme.local/api/</value>
      </setting>
      <setting name="SmtpUser" serializeAs="String">
        <value>dispatch@acme.local</value>
      </setting>
      <setting name="SmtpPassword" serializeAs="String">
        <value>«a»</value>
      </setting>
      <setting name="MapsKey" serializeAs="String">
        <value>«b»</value>
      </setting>
    </Dispatch.Desktop.Properties.Settings>
  </applicationSettings>
`, V{"a": g.pw(), "b": g.an(64)}, "https://dispatch.acme.local/api/", "Dispatch.Desktop.Properties.Settings")

	g.cflAdd("json-appsettings-production", `
{
  "Logging": {
    "LogLevel": { "Default": "Information", "Microsoft.AspNetCore": "Warning" }
  },
  "AllowedHosts": "*",
  "ConnectionStrings": {
    "Default": "Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=booking;Persist Security Info=False;User ID=booking_api;Password=«a»;MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;",
    "Redis": "acme-cache.redis.cache.windows.net:6380,password=«b»,ssl=True,abortConnect=False"
  },
  "Jwt": {
    "Issuer": "https://booking.acme.io",
    "Audience": "booking-clients",
    "Key": "«c»"
  }
}
`, V{"a": g.pwStrong(), "b": g.b64(32), "c": g.an(48)}, "acme-sql.database.windows.net,1433", `"Audience": "booking-clients"`)

	g.cflAdd("dotnet-user-secrets-list", `
PS C:\src\Booking.Api> dotnet user-secrets list
Stripe:WebhookSecret = «a»
Stripe:SecretKey = «b»
ConnectionStrings:Default = Host=localhost;Port=5432;Database=booking;Username=postgres;Password=«c»
Authentication:Microsoft:ClientSecret = «d»
Authentication:Microsoft:ClientId = «_cid»
`, V{"a": g.whsec(), "b": g.skTest(), "c": g.pw(), "d": g.azSecret(), "_cid": g.uuid()}, `PS C:\src\Booking.Api> dotnet user-secrets list`)

	g.cflAdd("xml-nuget-config-cleartext-password", `
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <clear />
    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" protocolVersion="3" />
    <add key="acme" value="https://pkgs.dev.azure.com/acme/_packaging/acme-internal/nuget/v3/index.json" />
    <add key="github" value="https://nuget.pkg.github.com/acme/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <acme>
      <add key="Username" value="build" />
      <add key="ClearTextPassword" value="«a»" />
    </acme>
    <github>
      <add key="Username" value="acme-bot" />
      <add key="ClearTextPassword" value="«b»" />
    </github>
  </packageSourceCredentials>
</configuration>
`, V{"a": g.azDevops(), "b": g.ghp()}, "https://pkgs.dev.azure.com/acme/_packaging/acme-internal/nuget/v3/index.json", "https://api.nuget.org/v3/index.json")

	g.cflAdd("xaml-resource-dictionary-strings", `
<Application x:Class="FieldApp.App"
             xmlns="http://schemas.microsoft.com/winfx/2006/xaml/presentation"
             xmlns:x="http://schemas.microsoft.com/winfx/2006/xaml"
             xmlns:sys="clr-namespace:System;assembly=mscorlib"
             StartupUri="MainWindow.xaml">
    <Application.Resources>
        <ResourceDictionary>
            <sys:String x:Key="AppTitle">Field Inspections</sys:String>
            <sys:String x:Key="ApiBaseUrl">https://inspections.acme.io/api/v2/</sys:String>
            <sys:String x:Key="ApiKey">«a»</sys:String>
            <SolidColorBrush x:Key="AccentBrush" Color="#FF0A6ED1"/>
        </ResourceDictionary>
    </Application.Resources>
</Application>
`, V{"a": g.b64u(40)}, "https://inspections.acme.io/api/v2/", `Color="#FF0A6ED1"`)

	g.cflAdd("json-launchsettings-environment-variables", `
{
  "$schema": "http://json.schemastore.org/launchsettings.json",
  "profiles": {
    "https": {
      "commandName": "Project",
      "launchBrowser": true,
      "applicationUrl": "https://localhost:7161;http://localhost:5029",
      "environmentVariables": {
        "ASPNETCORE_ENVIRONMENT": "Development",
        "OPENAI__APIKEY": "«a»",
        "AZURE_CLIENT_SECRET": "«b»"
      }
    }
  }
}
`, V{"a": g.openaiSvc(), "b": g.azSecret()}, "https://localhost:7161;http://localhost:5029", `"ASPNETCORE_ENVIRONMENT": "Development"`)

	g.cflAdd("xml-web-release-config-transform", `
<?xml version="1.0" encoding="utf-8"?>
<!-- Web.Release.config -->
<configuration xmlns:xdt="http://schemas.microsoft.com/XML-Document-Transform">
  <connectionStrings>
    <add name="DefaultConnection"
         connectionString="Server=sql-prod-02;Database=Portal;User Id=portal;Password=«a»;"
         xdt:Transform="SetAttributes" xdt:Locator="Match(name)"/>
  </connectionStrings>
  <system.web>
    <compilation xdt:Transform="RemoveAttributes(debug)" />
  </system.web>
</configuration>
`, V{"a": g.pw()}, `xdt:Transform="SetAttributes" xdt:Locator="Match(name)"`)

	g.cflAdd("json-functions-local-settings", `
{
  "IsEncrypted": false,
  "Values": {
    "AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=acmefuncstore;AccountKey=«a»;EndpointSuffix=core.windows.net",
    "FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated",
    "ServiceBusConnection": "Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«b»",
    "APPLICATIONINSIGHTS_CONNECTION_STRING": "InstrumentationKey=«_ik»;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/"
  },
  "Host": { "CORS": "*" }
}
`, V{"a": g.azStorage(), "b": g.b64(32), "_ik": g.uuid()}, `"FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated"`, "SharedAccessKeyName=RootManageSharedAccessKey")
}

// ---- Erlang and Elixir ----

func (g *G) cflBEAM() {
	g.cflAdd("erlang-sys-config", `
%% config/sys.config
[
 {kernel, [{logger_level, info}]},
 {tracker, [
   {http_port, 8080},
   {db, [{host, "pg.tracker.internal"},
         {port, 5432},
         {user, "tracker"},
         {password, "«a»"},
         {database, "tracker"}]},
   {mapbox_secret, <<"«b»">>},
   {pool_size, 20}
 ]}
].
`, V{"a": g.pw(), "b": g.mapboxSK()}, "pg.tracker.internal", "{logger_level, info}")

	g.cflAdd("erlang-vm-args-cookie", `
$ cat releases/0.9.4/vm.args
-name tracker@10.0.7.21
-setcookie «a»
+K true
+A 64
+sbwt none
-kernel inet_dist_listen_min 9100 inet_dist_listen_max 9155
`, V{"a": g.s(alUpper, 20)}, "-name tracker@10.0.7.21", "inet_dist_listen_min 9100")

	g.cflAdd("elixir-runtime-exs-mixed", `
import Config

if config_env() == :prod do
  database_url =
    System.get_env("DATABASE_URL") ||
      raise """
      environment variable DATABASE_URL is missing.
      For example: ecto://USER:PASS@HOST/DATABASE
      """

  config :shop, Shop.Repo,
    url: database_url,
    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10")

  config :shop, ShopWeb.Endpoint,
    url: [host: "shop.acme.io", port: 443, scheme: "https"],
    secret_key_base: "«a»"

  config :stripity_stripe, api_key: "«b»"
end
`, V{"a": g.cflSKB(), "b": g.skLive()}, "ecto://USER:PASS@HOST/DATABASE", `System.get_env("POOL_SIZE") || "10"`)

	g.cflAdd("elixir-prod-secret-exs-signing-salt", `
# config/prod.secret.exs
use Mix.Config

config :forum, Forum.Repo,
  username: "forum",
  password: "«a»",
  database: "forum_prod",
  hostname: "10.3.0.4",
  pool_size: 15

config :forum, ForumWeb.Endpoint,
  secret_key_base: "«b»",
  live_view: [signing_salt: "«_salt»"]
`, V{"a": g.pw(), "b": g.cflSKB(), "_salt": g.an(8)}, `database: "forum_prod"`)

	g.cflAdd("elixir-guardian-and-swoosh", `
config :crm, Crm.Guardian,
  issuer: "crm",
  secret_key: "«a»"

config :crm, Crm.Mailer,
  adapter: Swoosh.Adapters.Mailgun,
  api_key: "«b»",
  domain: "mg.crm.acme.io",
  base_url: "https://api.eu.mailgun.net/v3"

config :ex_aws,
  access_key_id: [{:system, "AWS_ACCESS_KEY_ID"}, :instance_role],
  secret_access_key: [{:system, "AWS_SECRET_ACCESS_KEY"}, :instance_role]
`, V{"a": g.s(alAlnum+"+/", 64), "b": g.mailgun()}, `[{:system, "AWS_SECRET_ACCESS_KEY"}, :instance_role]`, "mg.crm.acme.io")

	g.cflAdd("elixir-mix-exs-release-cookie", `
  def project do
    [
      app: :relay,
      version: "1.6.0",
      elixir: "~> 1.16",
      start_permanent: Mix.env() == :prod,
      deps: deps(),
      releases: [
        relay: [
          include_executables_for: [:unix],
          cookie: "«a»",
          steps: [:assemble, :tar]
        ]
      ]
    ]
  end
`, V{"a": g.b64u(40)}, `version: "1.6.0"`, "include_executables_for: [:unix]")

	g.cflAdd("rabbitmq-conf-and-advanced-config", `
$ cat /etc/rabbitmq/rabbitmq.conf
listeners.tcp.default = 5672
default_vhost = /
default_user = admin
default_pass = «a»
management.tcp.port = 15672
auth_backends.1 = ldap
auth_backends.2 = internal
$ cat /etc/rabbitmq/advanced.config
[
  {rabbitmq_auth_backend_ldap, [
    {servers, ["ldap.corp.acme.local"]},
    {dn_lookup_bind, {"cn=rabbitmq,ou=svc,dc=corp,dc=acme,dc=local", "«b»"}},
    {dn_lookup_attribute, "sAMAccountName"},
    {dn_lookup_base, "dc=corp,dc=acme,dc=local"}
  ]}
].
`, V{"a": g.pw(), "b": g.pwStrong()}, "cn=rabbitmq,ou=svc,dc=corp,dc=acme,dc=local", "management.tcp.port = 15672")

	g.cflAdd("couchdb-local-ini-admins", `
$ cat /opt/couchdb/etc/local.ini
[couchdb]
uuid = «_uuid»
single_node = true

[chttpd]
bind_address = 0.0.0.0
port = 5984

[chttpd_auth]
secret = «a»

[admins]
admin = -pbkdf2-«b»,«_salt»,10
`, V{"_uuid": g.hex(32), "a": g.hex(32), "b": g.hex(40), "_salt": g.hex(32)}, "/opt/couchdb/etc/local.ini", "bind_address = 0.0.0.0")

	g.cflAdd("elixir-iex-application-get-all-env", `
iex(billing@10.0.7.30)1> Application.get_all_env(:billing)
[
  {Billing.Repo,
   [
     username: "billing",
     password: "«a»",
     hostname: "pg-billing.internal",
     database: "billing_prod",
     pool_size: 20
   ]},
  {:paddle, [vendor_id: «_v», api_key: "«b»", sandbox: false]},
  {:ecto_repos, [Billing.Repo]}
]
`, V{"a": g.pw(), "_v": g.digits(6), "b": "pdl_live_apikey_" + g.s(alLowNum, 26) + "_" + g.an(22) + "_" + g.an(3)}, "iex(billing@10.0.7.30)1>", "{:ecto_repos, [Billing.Repo]}")

	g.cflAdd("yaml-ejabberd-sql-and-ldap", `
hosts:
  - chat.acme.io

sql_type: pgsql
sql_server: "pg.chat.internal"
sql_database: "ejabberd"
sql_username: "ejabberd"
sql_password: "«a»"
auth_method: [sql, ldap]

ldap_servers:
  - ldap.corp.acme.local
ldap_rootdn: "cn=ejabberd,ou=svc,dc=corp,dc=acme,dc=local"
ldap_password: "«b»"
ldap_base: "ou=people,dc=corp,dc=acme,dc=local"

certfiles:
  - "/etc/letsencrypt/live/chat.acme.io/*.pem"
`, V{"a": g.pw(), "b": g.pwStrong()}, "/etc/letsencrypt/live/chat.acme.io/*.pem", "cn=ejabberd,ou=svc,dc=corp,dc=acme,dc=local")
}

// ---- Lua ----

func (g *G) cflLua() {
	g.cflAdd("lua-neovim-codecompanion-adapter", `
-- ~/.config/nvim/lua/plugins/ai.lua
return {
  "olimorris/codecompanion.nvim",
  dependencies = { "nvim-lua/plenary.nvim", "nvim-treesitter/nvim-treesitter" },
  opts = {
    adapters = {
      anthropic = function()
        return require("codecompanion.adapters").extend("anthropic", {
          env = { api_key = "«a»" },
        })
      end,
    },
    strategies = { chat = { adapter = "anthropic" } },
  },
}
`, V{"a": g.anthropic()}, "olimorris/codecompanion.nvim", `strategies = { chat = { adapter = "anthropic" } }`)

	g.cflAdd("lua-neovim-env-and-api-key-cmd", `
-- init.lua
vim.g.mapleader = " "
vim.opt.relativenumber = true

vim.env.OPENROUTER_API_KEY = "«a»"

require("lazy").setup({
  {
    "jackMort/ChatGPT.nvim",
    event = "VeryLazy",
    opts = { api_key_cmd = "op read op://Private/OpenAI/credential --no-newline" },
  },
  { "yetone/avante.nvim", opts = { provider = "openrouter" } },
})
`, V{"a": g.openrouter()}, "op read op://Private/OpenAI/credential --no-newline", "jackMort/ChatGPT.nvim")

	g.cflAdd("lua-neovim-dadbod-dbs", `
-- lua/config/db.lua
vim.g.db_ui_use_nerd_fonts = 1
vim.g.dbs = {
  { name = "local", url = "postgres://localhost:5432/app_dev" },
  { name = "staging", url = "postgres://app:«a»@pg.staging.acme.internal:5432/app" },
  { name = "prod-ro", url = "postgres://readonly:«b»@pg-replica.prod.acme.internal:5432/app?sslmode=require" },
}
`, V{"a": g.pwURL(), "b": g.pwURL()}, "postgres://localhost:5432/app_dev", "vim.g.db_ui_use_nerd_fonts = 1")

	g.cflAdd("lua-openresty-redis-auth", `
location /api/ {
    access_by_lua_block {
        local redis = require "resty.redis"
        local red = redis:new()
        red:set_timeouts(100, 100, 100)
        local ok, err = red:connect("10.0.1.15", 6379)
        if not ok then
            ngx.log(ngx.ERR, "redis connect: ", err)
            return ngx.exit(500)
        end
        local res, err = red:auth("«a»")
        local key = "ratelimit:" .. ngx.var.remote_addr
        local n = red:incr(key)
        if n > 120 then return ngx.exit(429) end
        red:set_keepalive(10000, 100)
    }
    proxy_set_header X-Internal-Auth "«b»";
    proxy_pass http://api_upstream;
}
`, V{"a": g.an(32), "b": g.hex(40)}, `ngx.log(ngx.ERR, "redis connect: ", err)`, "http://api_upstream")

	g.cflAdd("lua-prosody-cfg", `
-- /etc/prosody/prosody.cfg.lua
admins = { "ops@chat.acme.io" }
modules_enabled = { "roster"; "saslauth"; "tls"; "disco"; "carbons"; "mam"; "turn_external" }

authentication = "ldap"
ldap_server = "ldap.corp.acme.local"
ldap_rootdn = "cn=prosody,ou=svc,dc=corp,dc=acme,dc=local"
ldap_password = "«a»"
ldap_base = "ou=people,dc=corp,dc=acme,dc=local"

turn_external_host = "turn.acme.io"
turn_external_secret = "«b»"

VirtualHost "chat.acme.io"

Component "gateway.chat.acme.io"
    component_secret = "«c»"
`, V{"a": g.pw(), "b": g.hex(48), "c": g.an(24)}, `Component "gateway.chat.acme.io"`, "ops@chat.acme.io")

	g.cflAdd("lua-hammerspoon-pushover", `
-- ~/.hammerspoon/init.lua
local PUSHOVER_TOKEN = "«a»"
local PUSHOVER_USER = "«=u»"

local function notify(msg)
  hs.http.asyncPost("https://api.pushover.net/1/messages.json",
    "token=" .. PUSHOVER_TOKEN .. "&user=" .. PUSHOVER_USER .. "&message=" .. hs.http.encodeForQuery(msg),
    nil, function(status) print("pushover", status) end)
end

hs.hotkey.bind({"cmd", "alt", "ctrl"}, "R", function() hs.reload() end)
`, V{"a": "a" + g.s(alLowNum, 29), "=u": "u" + g.s(alLowNum, 29)}, "https://api.pushover.net/1/messages.json", `hs.hotkey.bind({"cmd", "alt", "ctrl"}, "R", function() hs.reload() end)`)

	g.cflAdd("lua-tarantool-box-users", `
box.cfg{
    listen = 3301,
    memtx_memory = 2 * 1024 * 1024 * 1024,
    log_level = 5,
}

box.once("bootstrap-v1", function()
    box.schema.user.create('sessions_app', {password = '«a»', if_not_exists = true})
    box.schema.user.grant('sessions_app', 'read,write,execute', 'universe')
    box.schema.user.passwd('admin', '«b»')
end)
`, V{"a": g.pw(), "b": g.pwStrong()}, `box.once("bootstrap-v1", function()`, "memtx_memory = 2 * 1024 * 1024 * 1024")

	g.cflAdd("lua-luarocks-upload-config", `
$ cat ~/.luarocks/upload_config.lua
key = "«a»"
server = "https://luarocks.org"
$ luarocks upload lua-resty-acme-0.14.0-1.rockspec
Sending lua-resty-acme-0.14.0-1.rockspec ...
Done: https://luarocks.org/modules/acme/lua-resty-acme/0.14.0-1
`, V{"a": g.an(40)}, "lua-resty-acme-0.14.0-1.rockspec", "https://luarocks.org/modules/acme/lua-resty-acme/0.14.0-1")

	g.cflAdd("lua-wezterm-env", `
local wezterm = require 'wezterm'
local config = wezterm.config_builder()

config.font = wezterm.font 'JetBrains Mono'
config.color_scheme = 'Tokyo Night'
config.set_environment_variables = {
  GITHUB_TOKEN = '«a»',
  EDITOR = 'nvim',
}
config.ssh_domains = {
  { name = 'devbox', remote_address = 'devbox.acme.internal', username = 'kim' },
}
return config
`, V{"a": g.ghp()}, "devbox.acme.internal", "config.color_scheme = 'Tokyo Night'")

	g.cflAdd("lua-awesome-weather-widget", `
local weather_widget = require("awesome-wm-widgets.weather-widget.weather")

s.mytasklist, -- Middle widget
{ -- Right widgets
    layout = wibox.layout.fixed.horizontal,
    weather_widget({
        api_key = "«a»",
        coordinates = {45.764, 4.8357},
        time_format_12h = false,
        units = "metric",
        show_hourly_forecast = true,
    }),
    wibox.widget.textclock(),
},
`, V{"a": g.hex(32)}, "awesome-wm-widgets.weather-widget.weather", "coordinates = {45.764, 4.8357}")
}

// ---- Ruby DSLs ----

func (g *G) cflRuby() {
	g.cflAdd("ruby-vagrantfile-aws-provider", `
Vagrant.configure("2") do |config|
  config.vm.box = "dummy"

  config.vm.provider :aws do |aws, override|
    aws.access_key_id = "«a»"
    aws.secret_access_key = "«b»"
    aws.keypair_name = "vagrant-ci"
    aws.region = "eu-west-3"
    aws.ami = "ami-0a1b2c3d4e5f67890"
    aws.instance_type = "t3.medium"

    override.ssh.username = "ubuntu"
    override.ssh.private_key_path = "~/.ssh/vagrant-ci.pem"
  end
end
`, V{"a": g.awsID(), "b": g.awsSecret()}, "~/.ssh/vagrant-ci.pem", "ami-0a1b2c3d4e5f67890")

	g.cflAdd("ruby-vagrantfile-provision-mysql", `
Vagrant.configure("2") do |config|
  config.vm.box = "bento/ubuntu-22.04"
  config.vm.network "forwarded_port", guest: 3306, host: 33060

  config.vm.provision "shell", inline: <<-SHELL
    export DEBIAN_FRONTEND=noninteractive
    debconf-set-selections <<< "mysql-server mysql-server/root_password password «a»"
    debconf-set-selections <<< "mysql-server mysql-server/root_password_again password «a»"
    apt-get install -y mysql-server
    mysql -uroot -p'«a»' -e "CREATE USER 'app'@'%' IDENTIFIED BY '«b»'; GRANT ALL ON app.* TO 'app'@'%';"
  SHELL
end
`, V{"a": g.pw(), "b": g.pw()}, "bento/ubuntu-22.04", "guest: 3306, host: 33060")

	g.cflAdd("ruby-capistrano-deploy-rb", `
# config/deploy.rb
lock "~> 3.18.0"

set :application, "storefront"
set :repo_url, "https://deploy:«a»@git.acme.io/acme/storefront.git"
set :deploy_to, "/var/www/storefront"
set :branch, ENV.fetch("BRANCH", "main")

append :linked_files, "config/database.yml", "config/master.key"
append :linked_dirs, "log", "tmp/pids", "tmp/cache", "public/system"

set :default_env, {
  "RAILS_ENV" => "production",
  "SECRET_KEY_BASE" => "«b»"
}
`, V{"a": g.glpat(), "b": g.hex(128)}, `lock "~> 3.18.0"`, `append :linked_files, "config/database.yml", "config/master.key"`)

	g.cflAdd("ruby-capistrano-server-ssh-password", `
# config/deploy/production.rb
server "203.0.113.24", user: "deploy", roles: %w{app db web}, primary: true
server "203.0.113.25", user: "deploy", roles: %w{app web}

set :ssh_options, {
  forward_agent: false,
  auth_methods: %w(password publickey),
  password: "«a»"
}
`, V{"a": g.pw()}, `server "203.0.113.24", user: "deploy", roles: %w{app db web}, primary: true`)

	g.cflAdd("ruby-bundle-config-contribsys", `
$ cat Gemfile | sed -n '1,12p'
source "https://rubygems.org"

ruby "3.3.4"
gem "rails", "~> 7.1.3"
gem "sidekiq", "~> 7.2"

source "https://gems.contribsys.com/" do
  gem "sidekiq-pro"
end
$ cat .bundle/config
---
BUNDLE_GEMS__CONTRIBSYS__COM: "«=u»:«a»"
BUNDLE_WITHOUT: "development:test"
`, V{"=u": g.hex(8), "a": g.hex(8)}, `BUNDLE_WITHOUT: "development:test"`, `gem "rails", "~> 7.1.3"`)

	k := g.ecPKCS8()
	g.cflAdd("ruby-fastfile-asc-api-key", `
default_platform(:ios)

platform :ios do
  before_all do
    ENV["MATCH_PASSWORD"] = "«a»"
  end

  lane :beta do
    api_key = app_store_connect_api_key(
      key_id: "«_kid»",
      issuer_id: "«_iss»",
      key_content: "«b»",
      in_house: false
    )
    match(type: "appstore", readonly: true, api_key: api_key)
    build_app(scheme: "Expenses")
    upload_to_testflight(api_key: api_key, skip_waiting_for_build_processing: true)
  end
end
`, V{"a": g.pw(), "_kid": g.s(alUpNum, 10), "_iss": g.uuid(), "b": jsonEsc(k.block())}, "skip_waiting_for_build_processing: true", `build_app(scheme: "Expenses")`)

	g.cflAdd("ruby-podfile-private-spec-source", `
source 'https://x-token:«a»@gitlab.acme.io/ios/podspecs.git'
source 'https://cdn.cocoapods.org/'

platform :ios, '15.0'
use_frameworks!

target 'Expenses' do
  pod 'AcmeDesignSystem', '~> 4.2'
  pod 'Alamofire', '~> 5.9'
end
`, V{"a": g.glpat()}, "https://cdn.cocoapods.org/", "pod 'AcmeDesignSystem', '~> 4.2'")

	g.cflAdd("ruby-knife-rb", `
# .chef/config.rb
current_dir = File.dirname(__FILE__)
log_level                :info
node_name                "mhuber"
client_key               "#{current_dir}/mhuber.pem"
chef_server_url          "https://chef.acme.local/organizations/acme"
cookbook_path            ["#{current_dir}/../cookbooks"]
knife[:aws_access_key_id]     = "«a»"
knife[:aws_secret_access_key] = "«b»"
knife[:vault_mode]            = "client"
`, V{"a": g.awsID(), "b": g.awsSecret()}, "https://chef.acme.local/organizations/acme", `"#{current_dir}/mhuber.pem"`)

	g.cflAdd("ruby-rails-credentials-show", `
$ cat config/master.key
«a»
$ bin/rails credentials:show
# aws:
#   access_key_id: 123
#   secret_access_key: 345

secret_key_base: «b»
stripe:
  publishable_key: «_pk»
  secret_key: «c»
active_record_encryption:
  primary_key: «d»
  deterministic_key: «e»
  key_derivation_salt: «f»
`, V{"a": g.hex(32), "b": g.hex(128), "_pk": g.pkLive(), "c": g.skLive(), "d": g.an(32), "e": g.an(32), "f": g.an(32)}, "#   secret_access_key: 345", "bin/rails credentials:show")
}

// ---- Groovy and Gradle ----

func (g *G) cflGroovy() {
	g.cflAdd("groovy-jenkinsfile-environment", `
pipeline {
    agent { label 'linux-docker' }
    environment {
        AWS_CREDS   = credentials('aws-deploy')
        SONAR_TOKEN = '«a»'
        REGISTRY    = 'registry.acme.io'
    }
    stages {
        stage('Analyse') {
            steps {
                sh 'mvn -B verify sonar:sonar -Dsonar.host.url=https://sonar.acme.io -Dsonar.token=$SONAR_TOKEN'
            }
        }
        stage('Notify') {
            steps {
                sh "curl -s -u jenkins:«b» -X POST https://jira.acme.io/rest/api/2/issue/OPS-1182/comment -d @comment.json"
            }
        }
    }
}
`, V{"a": "squ_" + g.hex(40), "b": g.pw()}, "credentials('aws-deploy')", "https://jira.acme.io/rest/api/2/issue/OPS-1182/comment")

	g.cflAdd("groovy-build-gradle-repo-credentials", `
plugins {
    id 'java-library'
    id 'maven-publish'
}

group = 'io.acme.commons'
version = '2.8.1'

repositories {
    mavenCentral()
    maven {
        url "https://nexus.acme.io/repository/maven-releases/"
        credentials {
            username "deployer"
            password "«a»"
        }
    }
}
`, V{"a": g.pw()}, "https://nexus.acme.io/repository/maven-releases/", "version = '2.8.1'")

	g.cflAdd("kotlin-gradle-kts-signing-configs", `
android {
    namespace = "io.acme.expenses"
    compileSdk = 34

    signingConfigs {
        create("release") {
            storeFile = file("../keys/release.jks")
            storePassword = "«a»"
            keyAlias = "upload"
            keyPassword = "«b»"
        }
    }
    buildTypes {
        release {
            isMinifyEnabled = true
            signingConfig = signingConfigs.getByName("release")
        }
    }
}
`, V{"a": g.pw(), "b": g.pw()}, `namespace = "io.acme.expenses"`, `storeFile = file("../keys/release.jks")`)

	g.cflAdd("groovy-gradle-init-artifactory", `
// ~/.gradle/init.d/artifactory.gradle
allprojects {
    repositories {
        maven {
            url 'https://acme.jfrog.io/artifactory/gradle-virtual'
            credentials {
                username = 'ci-gradle'
                password = '«a»'
            }
        }
    }
}
`, V{"a": b64s("reftkn:01:" + g.digits(10) + ":" + g.an(32))}, "https://acme.jfrog.io/artifactory/gradle-virtual", "ci-gradle")

	g.cflAdd("groovy-jenkins-init-security", `
// /var/jenkins_home/init.groovy.d/basic-security.groovy
import jenkins.model.*
import hudson.security.*

def instance = Jenkins.getInstance()
def hudsonRealm = new HudsonPrivateSecurityRealm(false)
hudsonRealm.createAccount("admin", "«a»")
hudsonRealm.createAccount("deploy-bot", "«b»")
instance.setSecurityRealm(hudsonRealm)

def strategy = new FullControlOnceLoggedInAuthorizationStrategy()
strategy.setAllowAnonymousRead(false)
instance.setAuthorizationStrategy(strategy)
instance.save()
`, V{"a": g.pwStrong(), "b": g.pw()}, "FullControlOnceLoggedInAuthorizationStrategy", "/var/jenkins_home/init.groovy.d/basic-security.groovy")

	g.cflAdd("groovy-jenkins-script-console-decrypt", `
Script Console

println(hudson.util.Secret.decrypt("«=enc»"))

Result
«a»
`, V{"=enc": "{" + g.entJenkins() + "}", "a": g.pw()}, "hudson.util.Secret.decrypt")

	g.cflAdd("groovy-grails-application-groovy", `
// grails-app/conf/application.groovy
dataSource {
    pooled = true
    driverClassName = "org.postgresql.Driver"
    url = "jdbc:postgresql://pg.internal:5432/library"
    username = "library"
    password = '«a»'
}

grails.plugin.springsecurity.rest.token.storage.jwt.secret = '«b»'
grails.plugin.springsecurity.password.algorithm = 'bcrypt'
`, V{"a": g.pw(), "b": g.an(48)}, "grails.plugin.springsecurity.password.algorithm = 'bcrypt'", "jdbc:postgresql://pg.internal:5432/library")

	g.cflAdd("groovy-nextflow-config", `
// nextflow.config
params.outdir = 's3://acme-genomics-results/runs'

process.executor = 'awsbatch'
process.queue = 'nf-spot-queue'

aws {
    accessKey = '«a»'
    secretKey = '«b»'
    region = 'eu-west-1'
    batch.cliPath = '/home/ec2-user/miniconda/bin/aws'
}

tower {
    accessToken = '«c»'
    workspaceId = '«_ws»'
    enabled = true
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": b64s(fmt.Sprintf(`{"tid": %d,"secret":"%s"}`, 1000+g.r.IntN(9000), g.hex(40))), "_ws": g.digits(15)}, "s3://acme-genomics-results/runs", "/home/ec2-user/miniconda/bin/aws")
}

// ---- KDL, RON, JSON5 and JSONC ----

func (g *G) cflKdlRonJSON5() {
	g.cflAdd("kdl-zellij-layout-command-args", `
// ~/.config/zellij/layouts/warehouse.kdl
layout {
    tab name="psql" focus=true {
        pane command="psql" {
            args "postgresql://analyst:«a»@warehouse.acme.internal:5432/dw?sslmode=require"
        }
    }
    tab name="logs" {
        pane command="stern" {
            args "-n" "etl" "loader"
        }
    }
}
`, V{"a": g.pwURL()}, "warehouse.acme.internal:5432/dw", `args "-n" "etl" "loader"`)

	g.cflAdd("kdl-zellij-pane-env-export", `
layout {
    pane split_direction="vertical" {
        pane command="bash" {
            args "-c" "export GH_TOKEN=«a»; gh dash"
        }
        pane command="btop"
    }
}
`, V{"a": g.ghp()}, `pane split_direction="vertical"`)

	g.cflAdd("ron-serenity-bot-config", `
// config.ron
(
    bot: (
        token: "«a»",
        prefix: "!",
        owners: [«_owner»],
    ),
    database: (
        url: "postgres://modbot:«b»@localhost:5432/modbot",
        max_connections: 10,
    ),
    log_level: "info",
)
`, V{"a": g.discordBot(), "_owner": "1" + g.s(alDigit, 17), "b": g.pwURL()}, `log_level: "info"`, `prefix: "!"`)

	g.cflAdd("ron-game-server-settings", `
(
    server_name: "Acme LAN Night",
    max_players: 32,
    gameserver_port: 14004,
    admin_password: Some("«a»"),
    telemetry: (
        enabled: true,
        endpoint: "https://telemetry.acme.games/v1/ingest",
        api_key: "«b»",
    ),
    world_seed: «_seed»,
)
`, V{"a": g.pw(), "b": g.hex(40), "_seed": g.digits(10)}, "https://telemetry.acme.games/v1/ingest", `server_name: "Acme LAN Night"`)

	g.cflAdd("json5-renovate-encrypted-and-plain", `
// renovate.json5
{
  $schema: 'https://docs.renovatebot.com/renovate-schema.json',
  extends: ['config:recommended', ':semanticCommits'],
  hostRules: [
    {
      matchHost: 'npm.pkg.github.com',
      encrypted: {
        token: '«_enc»',
      },
    },
    {
      matchHost: 'nexus.acme.io',
      hostType: 'maven',
      username: 'renovate',
      password: '«a»',
    },
  ],
  packageRules: [
    { matchUpdateTypes: ['minor', 'patch'], automerge: true },
  ],
}
`, V{"_enc": "wcFMA" + g.s(alB64, 600), "a": g.pw()}, "https://docs.renovatebot.com/renovate-schema.json", "matchHost: 'npm.pkg.github.com'")

	g.cflAdd("jsonc-devcontainer-container-env", `
// .devcontainer/devcontainer.json
{
  "name": "storefront",
  "image": "mcr.microsoft.com/devcontainers/typescript-node:1-20-bookworm",
  "features": {
    "ghcr.io/devcontainers/features/docker-in-docker:2": {}
  },
  // tokens for the private registry, remove before committing!!
  "containerEnv": {
    "NPM_TOKEN": "«a»",
    "NODE_ENV": "development"
  },
  "remoteEnv": {
    "GITHUB_TOKEN": "${localEnv:GITHUB_TOKEN}"
  },
  "postCreateCommand": "npm ci",
}
`, V{"a": g.npmTok()}, "${localEnv:GITHUB_TOKEN}", "mcr.microsoft.com/devcontainers/typescript-node:1-20-bookworm")

	g.cflAdd("jsonc-vscode-sqltools-connections", `
// .vscode/settings.json
{
  "editor.formatOnSave": true,
  "sqltools.connections": [
    {
      "previewLimit": 50,
      "server": "mysql-staging.acme.internal",
      "port": 3306,
      "driver": "MySQL",
      "name": "staging",
      "database": "shop",
      "username": "dev_rw",
      "password": "«a»"
    }
  ],
  "rest-client.environmentVariables": {
    "staging": { "baseUrl": "https://staging-api.acme.io", "token": "«b»" }
  }
}
`, V{"a": g.pw(), "b": g.userJWT()}, "mysql-staging.acme.internal", "https://staging-api.acme.io")

	g.cflAdd("benign-json5-babel-and-tsconfig", `
// tsconfig.json
{
  "compilerOptions": {
    "target": "ES2022",
    "module": "NodeNext",
    "strict": true,
    "paths": { "@/secrets/*": ["./src/secrets/*"] }, // the vault client, not secrets
  },
  "include": ["src/**/*.ts"],
}
`, V{}, `"paths": { "@/secrets/*": ["./src/secrets/*"] }`, `"module": "NodeNext"`)
}

// ---- YAML anchors and merge keys ----

func (g *G) cflYAML() {
	g.cflAdd("yaml-compose-anchor-db-env", `
x-db-env: &db-env
  POSTGRES_USER: app
  POSTGRES_PASSWORD: «a»
  POSTGRES_DB: app

x-logging: &default-logging
  driver: json-file
  options:
    max-size: "10m"
    max-file: "3"

services:
  db:
    image: postgres:16-alpine
    environment:
      <<: *db-env
    logging: *default-logging
  api:
    image: ghcr.io/acme/api:1.19.2
    environment:
      <<: *db-env
      DATABASE_HOST: db
      JWT_SECRET: «b»
    logging: *default-logging
`, V{"a": g.pw(), "b": g.b64u(48)}, "ghcr.io/acme/api:1.19.2", "<<: *db-env")

	g.cflAdd("yaml-gitlab-ci-anchor-variables", `
.deploy_template: &deploy
  image: alpine/helm:3.15.2
  variables: &deploy_vars
    HELM_TIMEOUT: 10m
    REGISTRY_USER: gitlab+deploy-token-41
    REGISTRY_PASSWORD: gldt-«a»
  script:
    - helm registry login registry.acme.io -u "$REGISTRY_USER" -p "$REGISTRY_PASSWORD"
    - helm upgrade --install api ./chart -n "$KUBE_NAMESPACE"

deploy:staging:
  <<: *deploy
  variables:
    <<: *deploy_vars
    KUBE_NAMESPACE: staging
  environment: staging
`, V{"a": g.b64u(20)}, "gitlab+deploy-token-41", "alpine/helm:3.15.2", `-u "$REGISTRY_USER" -p "$REGISTRY_PASSWORD"`)

	g.cflAdd("yaml-rails-database-yml-default", `
default: &default
  adapter: postgresql
  encoding: unicode
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>

development:
  <<: *default
  database: storefront_development

staging:
  <<: *default
  host: pg.staging.acme.internal
  database: storefront_staging
  username: storefront
  password: «a»

production:
  <<: *default
  url: <%= ENV["DATABASE_URL"] %>
  password: <%= ENV["STOREFRONT_DATABASE_PASSWORD"] %>
`, V{"a": g.pw()}, `<%= ENV["STOREFRONT_DATABASE_PASSWORD"] %>`, `<%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>`)

	var vault []string
	for i := 0; i < 5; i++ {
		vault = append(vault, g.hex(80))
	}
	g.cflAdd("yaml-ansible-vault-and-plaintext", `
# group_vars/db/vars.yml
mysql_bind_address: 0.0.0.0
mysql_root_password: "«a»"
mysql_replication_user: repl
mysql_replication_password: !vault |
          $ANSIBLE_VAULT;1.1;AES256
          «_v»
mysql_users:
  - name: app
    host: "10.0.%"
    password: "{{ vault_mysql_app_password }}"
`, V{"a": g.pw(), "_v": strings.Join(vault, "\n          ")}, "{{ vault_mysql_app_password }}", "$ANSIBLE_VAULT;1.1;AES256")

	g.cflAdd("yaml-home-assistant-secrets", `
$ cat configuration.yaml | grep -n secret
14:  api_key: !secret openweathermap_key
22:  password: !secret mqtt_password
31:  access_token: !secret telegram_bot_token
$ cat secrets.yaml
# Use this file to store secrets like usernames and passwords.
openweathermap_key: «a»
mqtt_password: «b»
telegram_bot_token: "«c»"
latitude_home: 48.8566
`, V{"a": g.hex(32), "b": g.pw(), "c": g.telegram()}, "!secret openweathermap_key", "latitude_home: 48.8566")

	g.cflAdd("yaml-serverless-ssm-and-hardcoded", `
service: orders-api
frameworkVersion: "3"

provider:
  name: aws
  runtime: nodejs20.x
  region: eu-west-1
  environment:
    TABLE_NAME: ${self:service}-${sls:stage}
    DB_PASSWORD: ${ssm:/orders/${sls:stage}/db_password}
    SLACK_TOKEN: ${env:SLACK_TOKEN}
    STRIPE_SECRET_KEY: «a»

custom:
  webpack:
    includeModules: true
`, V{"a": g.skLive()}, "${ssm:/orders/${sls:stage}/db_password}", "${env:SLACK_TOKEN}", "${self:service}-${sls:stage}")

	g.cflAdd("yaml-circleci-anchors-codecov", `
version: 2.1

defaults: &defaults
  working_directory: ~/repo
  docker:
    - image: cimg/node:20.11
      auth:
        username: acmeci
        password: $DOCKERHUB_PASSWORD

jobs:
  test:
    <<: *defaults
    environment:
      CODECOV_TOKEN: «a»
    steps:
      - checkout
      - run: npm ci && npm test -- --coverage
      - run: npx codecov
`, V{"a": g.uuid()}, "$DOCKERHUB_PASSWORD", "cimg/node:20.11")

	g.cflAdd("yaml-mkdocs-env-tag-default", `
site_name: Acme Handbook
theme:
  name: material
plugins:
  - search
  - git-committers:
      repository: acme/handbook
      branch: main
      token: !ENV [MKDOCS_GIT_COMMITTERS_APIKEY, '«a»']
  - git-revision-date-localized:
      enable_creation_date: true
extra:
  analytics:
    provider: google
    property: G-«_ga»
`, V{"a": g.ghp(), "_ga": g.s(alUpNum, 10)}, "!ENV [MKDOCS_GIT_COMMITTERS_APIKEY,", "git-revision-date-localized")

	g.cflAdd("yaml-compose-override-aws-anchor", `
# docker-compose.override.yml (local only)
x-aws: &aws
  AWS_ACCESS_KEY_ID: «a»
  AWS_SECRET_ACCESS_KEY: «b»
  AWS_REGION: eu-central-1

services:
  worker:
    environment:
      <<: *aws
      QUEUE_URL: https://sqs.eu-central-1.amazonaws.com/«_acct»/jobs
  scheduler:
    environment: *aws
`, V{"a": g.awsID(), "b": g.awsSecret(), "_acct": g.digits(12)}, "docker-compose.override.yml (local only)", "environment: *aws")
}

// ---- env-substitution syntaxes ----

func (g *G) cflEnvSubst() {
	g.cflAdd("compose-default-value-secret", `
services:
  redis:
    image: redis:7.2
    command: ["redis-server", "--requirepass", "${REDIS_PASSWORD:?REDIS_PASSWORD is required}"]
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:-«a»}
  minio:
    image: minio/minio:RELEASE.2024-06-13T22-53-53Z
    environment:
      MINIO_ROOT_USER: ${MINIO_ROOT_USER:-minioadmin}
      MINIO_ROOT_PASSWORD: ${MINIO_ROOT_PASSWORD-«b»}
`, V{"a": g.pw(), "b": g.pwStrong()}, "${REDIS_PASSWORD:?REDIS_PASSWORD is required}", "${MINIO_ROOT_USER:-minioadmin}")

	g.cflAdd("spring-placeholder-default-secret", `
app.s3.bucket=${S3_BUCKET:acme-uploads-dev}
app.s3.access-key=${S3_ACCESS_KEY:«a»}
app.s3.secret-key=${S3_SECRET_KEY:«b»}
app.mail.password=${MAIL_PASSWORD}
app.feature.new-checkout=${NEW_CHECKOUT:false}
`, V{"a": g.awsID(), "b": g.awsSecret()}, "${S3_BUCKET:acme-uploads-dev}", "${MAIL_PASSWORD}", "${NEW_CHECKOUT:false}")

	g.cflAdd("envsubst-template-and-render", `
$ cat config/alertmanager.tmpl.yml
receivers:
  - name: slack
    slack_configs:
      - api_url: ${SLACK_WEBHOOK_URL}
        channel: '#alerts'
$ export SLACK_WEBHOOK_URL=https://hooks.slack.com/services/«=t»/«=b»/«a»
$ envsubst < config/alertmanager.tmpl.yml > /etc/alertmanager/alertmanager.yml
$ grep api_url /etc/alertmanager/alertmanager.yml
      - api_url: https://hooks.slack.com/services/«=t»/«=b»/«a»
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.an(24)}, "api_url: ${SLACK_WEBHOOK_URL}", "/etc/alertmanager/alertmanager.yml")

	g.cflAdd("caddyfile-env-and-literal", `
{
	email ops@acme.io
	acme_dns cloudflare {env.CF_API_TOKEN}
}

grafana.acme.io {
	reverse_proxy 127.0.0.1:3000
}

status.acme.io {
	tls {
		dns cloudflare «a»
	}
	basicauth /admin/* {
		admin «b»
	}
	reverse_proxy {$STATUS_UPSTREAM:127.0.0.1:3001}
}
`, V{"a": g.cfToken(), "b": "$2a$14$" + g.s(alAlnum+"./", 53)}, "{env.CF_API_TOKEN}", "{$STATUS_UPSTREAM:127.0.0.1:3001}")

	g.cflAdd("logstash-keystore-ref-and-literal", `
input {
  beats { port => 5044 }
}
output {
  elasticsearch {
    hosts => ["https://es01.acme.internal:9200"]
    user => "logstash_internal"
    password => "${ES_PWD}"
    index => "app-%{+YYYY.MM.dd}"
  }
  if [service] == "payments" {
    http {
      url => "https://siem.acme.io/ingest"
      http_method => "post"
      headers => { "Authorization" => "Bearer «a»" }
    }
  }
}
`, V{"a": g.b64u(48)}, `password => "${ES_PWD}"`, "app-%{+YYYY.MM.dd}")

	g.cflAdd("fluent-bit-classic-outputs", `
[SERVICE]
    Flush        5
    Log_Level    info
    Parsers_File parsers.conf

[OUTPUT]
    Name            es
    Match           kube.*
    Host            es.logging.svc
    Port            9200
    HTTP_User       fluentbit
    HTTP_Passwd     ${ES_PASSWORD}
    tls             On

[OUTPUT]
    Name        datadog
    Match       app.*
    Host        http-intake.logs.datadoghq.eu
    TLS         on
    apikey      «a»
    dd_service  checkout
`, V{"a": g.hex(32)}, "${ES_PASSWORD}", "http-intake.logs.datadoghq.eu")

	g.cflAdd("dotenv-expansion-composed-url", `
# .env
DB_HOST=localhost
DB_PORT=5432
DB_USER=app
DB_PASS=«a»
DATABASE_URL=postgres://${DB_USER}:${DB_PASS}@${DB_HOST}:${DB_PORT}/app
REDIS_URL=redis://localhost:6379/0
SESSION_SECRET=«b»
`, V{"a": g.pwURL(), "b": g.hex(64)}, "postgres://${DB_USER}:${DB_PASS}@${DB_HOST}:${DB_PORT}/app", "REDIS_URL=redis://localhost:6379/0")

	g.cflAdd("k8s-dollar-paren-var-args", `
    spec:
      containers:
        - name: exporter
          image: quay.io/acme/pg-exporter:0.15.0
          args:
            - --web.listen-address=:9187
            - --auth.token=$(EXPORTER_TOKEN)
          env:
            - name: EXPORTER_TOKEN
              value: "«a»"
            - name: DATA_SOURCE_NAME
              value: "postgresql://exporter:«b»@pg-main:5432/postgres?sslmode=disable"
`, V{"a": g.hex(40), "b": g.pwURL()}, "--auth.token=$(EXPORTER_TOKEN)", "quay.io/acme/pg-exporter:0.15.0")

	sentryOrg := "sntrys_" + b64raw(fmt.Sprintf(`{"iat":%d.0,"url":"https://sentry.io","region_url":"https://de.sentry.io","org":"acme"}`, 1720000000+g.r.IntN(9000000))) + "_" + g.b64u(43)
	g.cflAdd("actions-expression-and-hardcoded", `
jobs:
  release:
    runs-on: ubuntu-latest
    env:
      NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}
      SENTRY_AUTH_TOKEN: «a»
      SENTRY_ORG: acme
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          registry-url: https://registry.npmjs.org
      - run: npm publish --provenance
      - run: npx @sentry/cli releases new "${{ github.sha }}"
`, V{"a": sentryOrg}, "${{ secrets.NPM_TOKEN }}", `"${{ github.sha }}"`)

	g.cflAdd("shell-parameter-expansion-defaults", `
#!/usr/bin/env bash
set -euo pipefail

: "${PGHOST:=db.internal}"
: "${PGUSER:=backup}"
: "${PGPASSWORD:=«a»}"
export PGHOST PGUSER PGPASSWORD

RESTIC_REPOSITORY="${RESTIC_REPOSITORY:-s3:s3.eu-central-003.backblazeb2.com/acme-pg-backups}"
export RESTIC_PASSWORD="${RESTIC_PASSWORD:-«b»}"

pg_dumpall | restic backup --stdin --stdin-filename all.sql
`, V{"a": g.pw(), "b": g.pwStrong()}, ": \"${PGHOST:=db.internal}\"", "s3:s3.eu-central-003.backblazeb2.com/acme-pg-backups")

	g.cflAdd("helm-values-and-template", `
$ cat values-prod.yaml
image:
  tag: 4.2.0
externalDatabase:
  host: pg-main.prod.internal
  user: keycloak
  password: «a»
keycloak:
  adminUser: admin
  adminPassword: «b»
$ cat templates/secret.yaml
apiVersion: v1
kind: Secret
metadata:
  name: {{ include "keycloak.fullname" . }}-db
stringData:
  password: {{ .Values.externalDatabase.password | quote }}
`, V{"a": g.pw(), "b": g.pwStrong()}, "{{ .Values.externalDatabase.password | quote }}", `{{ include "keycloak.fullname" . }}-db`)

	g.cflAdd("benign-env-example-placeholders", `
# .env.example (copy to .env and fill in)
DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app
STRIPE_SECRET_KEY=sk_test_...
OPENAI_API_KEY=<your-openai-key>
AWS_ACCESS_KEY_ID=${AWS_ACCESS_KEY_ID}
AWS_SECRET_ACCESS_KEY=
JWT_SECRET=change-me
`, V{}, "postgres://USER:PASSWORD@localhost:5432/app", "OPENAI_API_KEY=<your-openai-key>", "AWS_ACCESS_KEY_ID=${AWS_ACCESS_KEY_ID}")
}

// ---- daemons' own syntaxes ----

func (g *G) cflDaemons() {
	g.cflAdd("redis-conf-auth-and-acl", `
bind 0.0.0.0
port 6379
protected-mode yes
requirepass «a»
masterauth «a»
masteruser replicator
user default on #«_h» ~* &* +@all
user worker on >«b» ~jobs:* &jobs:* +@list +@connection -@dangerous
appendonly yes
`, V{"a": g.an(32), "_h": g.hex(64), "b": g.pwStrong()}, "masteruser replicator", "+@list +@connection -@dangerous")

	g.cflAdd("haproxy-userlist-and-stats", `
global
    log /dev/log local0
    maxconn 20000

userlist admins
    user ops insecure-password «a»
    user audit password «b»

frontend stats
    bind *:8404
    stats enable
    stats uri /stats
    stats auth admin:«c»

backend app
    balance roundrobin
    server app1 10.0.2.11:8080 check
    server app2 10.0.2.12:8080 check
`, V{"a": g.pw(), "b": "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86), "c": g.pw()}, "server app1 10.0.2.11:8080 check", "stats uri /stats")

	g.cflAdd("postfix-sasl-passwd-relay", `
$ postconf relayhost smtp_sasl_password_maps
relayhost = [smtp.sendgrid.net]:587
smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd
$ sudo cat /etc/postfix/sasl_passwd
[smtp.sendgrid.net]:587 apikey:«a»
$ sudo postmap /etc/postfix/sasl_passwd && sudo systemctl reload postfix
`, V{"a": g.sendgrid()}, "hash:/etc/postfix/sasl_passwd")

	g.cflAdd("bind-named-conf-tsig-key", `
// /etc/bind/named.conf.local
key "acme-ddns" {
	algorithm hmac-sha256;
	secret "«a»";
};

zone "dyn.acme.io" {
	type master;
	file "/var/lib/bind/db.dyn.acme.io";
	update-policy { grant acme-ddns zonesub ANY; };
};
`, V{"a": g.b64(32)}, "/var/lib/bind/db.dyn.acme.io", "grant acme-ddns zonesub ANY;")

	g.cflAdd("rsyncd-conf-and-secrets", `
$ cat /etc/rsyncd.conf /etc/rsyncd.secrets
uid = nobody
gid = nogroup
use chroot = yes

[backups]
    path = /srv/backups
    auth users = backup
    secrets file = /etc/rsyncd.secrets
    read only = no
    hosts allow = 10.0.0.0/16
backup:«a»
`, V{"a": g.pw()}, "secrets file = /etc/rsyncd.secrets", "hosts allow = 10.0.0.0/16")

	g.cflAdd("nginx-proxy-authorization-header", `
upstream search_backend {
    server 10.0.4.20:9200;
    keepalive 16;
}

server {
    listen 443 ssl http2;
    server_name search.acme.io;
    auth_basic "restricted";
    auth_basic_user_file /etc/nginx/.htpasswd;

    location / {
        proxy_set_header Authorization "ApiKey «a»";
        proxy_pass http://search_backend;
    }
}
`, V{"a": g.esAPIKey()}, "/etc/nginx/.htpasswd", "server_name search.acme.io;")

	g.cflAdd("apache-setenv-and-request-header", `
<VirtualHost *:443>
    ServerName intranet.acme.local
    DocumentRoot /var/www/intranet/public

    SetEnv APP_ENV production
    SetEnv DB_PASSWORD «a»
    RequestHeader set X-Api-Key "«b»"

    ProxyPass /reports http://reports.acme.local:8080/
    ProxyPassReverse /reports http://reports.acme.local:8080/

    SSLEngine on
    SSLCertificateFile /etc/ssl/certs/intranet.pem
</VirtualHost>
`, V{"a": g.pw(), "b": g.hex(32)}, "/var/www/intranet/public", "http://reports.acme.local:8080/")

	g.cflAdd("chrony-keys-file", `
$ grep -v '^#' /etc/chrony/chrony.conf | grep -E 'server|keyfile'
server ntp1.acme.local iburst key 10 nts
keyfile /etc/chrony/chrony.keys
$ sudo cat /etc/chrony/chrony.keys
10 SHA256 HEX:«a»
11 AES128 HEX:«b»
`, V{"a": g.s(alHexU, 64), "b": g.s(alHexU, 32)}, "keyfile /etc/chrony/chrony.keys", "server ntp1.acme.local iburst key 10 nts")

	g.cflAdd("squid-cache-peer-login", `
http_port 3128
acl localnet src 10.0.0.0/8
http_access allow localnet
http_access deny all

cache_peer upstream.proxy.acme-parent.net parent 8080 0 no-query default login=acme-branch-07:«a»
never_direct allow all
`, V{"a": g.pw()}, "acl localnet src 10.0.0.0/8", "upstream.proxy.acme-parent.net")

	g.cflAdd("dovecot-passwd-file-users", `
$ doveconf -n | grep -A3 passdb
passdb {
  args = scheme=SHA512-CRYPT username_format=%u /etc/dovecot/users
  driver = passwd-file
}
$ sudo cat /etc/dovecot/users
alice@mail.acme.io:{SHA512-CRYPT}«a»
bob@mail.acme.io:{SHA512-CRYPT}«b»
`, V{"a": "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86), "b": "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86)}, "alice@mail.acme.io", "scheme=SHA512-CRYPT username_format=%u")

	g.cflAdd("slapd-conf-rootpw", `
# /etc/openldap/slapd.conf
include     /etc/openldap/schema/core.schema
include     /etc/openldap/schema/cosine.schema

database    mdb
suffix      "dc=acme,dc=local"
rootdn      "cn=Manager,dc=acme,dc=local"
rootpw      {SSHA}«a»
directory   /var/lib/ldap
index       objectClass eq
`, V{"a": g.b64(24)}, `rootdn      "cn=Manager,dc=acme,dc=local"`, "/etc/openldap/schema/cosine.schema")

	g.cflAdd("ddclient-conf", `
# /etc/ddclient.conf
daemon=300
syslog=yes
ssl=yes
use=web, web=checkip.dyndns.org/, web-skip='IP Address'

protocol=cloudflare
zone=acme-home.net
login=token
password=«a»
vpn.acme-home.net

protocol=dyndns2
server=domains.google.com
login=«=u»
password='«b»'
nas.acme-home.net
`, V{"a": g.cfToken(), "=u": g.an(16), "b": g.an(16)}, "web=checkip.dyndns.org/", "vpn.acme-home.net")

	g.cflAdd("msmtprc-password-and-eval", `
# ~/.msmtprc
defaults
auth           on
tls            on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
logfile        ~/.msmtp.log

account        gmail
host           smtp.gmail.com
port           587
from           leo.martin@gmail.com
user           leo.martin@gmail.com
passwordeval   "pass show mail/gmail-app"

account        work
host           smtp.office365.com
port           587
from           leo.martin@acme.io
user           leo.martin@acme.io
password       «a»

account default : gmail
`, V{"a": g.pw()}, `passwordeval   "pass show mail/gmail-app"`, "leo.martin@acme.io")
}
