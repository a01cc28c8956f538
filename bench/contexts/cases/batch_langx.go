package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// langxCases adds the code and configuration of less common programming
// languages and their ecosystems as an agent reads and edits them, written
// apart from languages.go (lang/) and from the detectors.
// Sources: Elixir (config/runtime.exs with get_env defaults, dev.exs Ecto
// repos, Guardian and Joken, prod.secret.exs with Swoosh and ExAws, mix
// phx.gen.secret, iex Application.get_env, seeds.exs, custom Mix tasks,
// Repo init/2, Ecto URL errors, release env.sh.eex and vm.args cookies,
// Oban Pro hex repos, mix hex.user key generate and hex.organization, Req
// and Tesla clients, Broadway AMQP URLs, Nerves VintageNet PSKs, private
// git deps, Livebook notebooks, Plug session cookies); Erlang (sys.config
// tuples, RabbitMQ advanced.config, rebar.config and rebar3 hex.config,
// beam.smp -setcookie in ps, remsh into ejabberd, epgsql in the shell,
// cowboy basic-auth macros, ejabberd.yml, CouchDB local.ini, EMQX
// vm.args and emqx.conf, ssh:daemon user_passwords); Gleam (consts with
// envoy fallbacks, pog config, gleam publish with HEXPM_USER/HEXPM_PASS
// and HEXPM_API_KEY, wisp secret_key_base); Haskell (Yesod settings.yml
// _env defaults, config records, stack upload credentials.json, cabal
// config and cabal upload --token, ghci with wreq, MySQL ConnectInfo,
// inline JWKs, hasql settings, amazonka keys, IHP .envrc, HaskellNet SMTP,
// cabal.project source-repository-package); OCaml and ReasonML (Cohttp
// headers, Caqti URIs, Dream.set_secret, opam-publish token files, utop,
// Reason and ReScript configs, dune setenv, Mirage keys, opam repository
// add); F# (paket.dependencies credentials, FAKE NuGet push, Saturn JWT,
// SqlClient literals, dotnet fsi, Farmer secure parameters, MailKit,
// Octokit); Clojure (EDN maps, aero #or defaults, lein profiles and
// project.clj, deps-deploy, ring cookie-store keys, next.jdbc in the
// REPL, babashka, Duct config, Kafka property maps, shadow-cljs closure
// defines, .lein-env); Scala (Play and Slick HOCON, sbt Credentials and
// pgpPassphrase, sbt-ci-release secrets, Pekko persistence, scala-cli
// with sttp, doobie in the console, global.sbt for Artifactory,
// spark-submit s3a keys, Twilio objects, Mill publishAll); Kotlin script
// and Gradle (settings.gradle.kts, gradle.properties signing, in-memory
// signing keys, main.kts, Ktor application.conf, Exposed, the kotlinc
// REPL, -P flags, local.properties, init.gradle header credentials);
// Groovy (maps, Grails application.groovy, ConfigSlurper, the Jenkins
// script console, Secret.decrypt, HttpBuilder-NG, ext blocks); Lua and
// OpenResty (resty.jwt, resty.mysql, Kong declarative config, Prosody,
// Hammerspoon, Roblox, luarocks upload and upload_config.lua, Lapis,
// the Lua REPL with pgmoon, Tarantool, APISIX); Perl (DBI Oracle, %CONFIG
// hashes, Mojolicious, Dancer2, LWP credentials, Net::OpenSSH, cpanm
// mirrors, ~/.pause, the debugger, use constant, Net::SMTP one-liners,
// Mail::IMAPClient); Tcl (Expect, tdbc, http::geturl, NaviServer,
// mysqltcl, sftp); Nim (db_postgres, config.nims defines, nimble publish,
// httpclient, private requires), Zig (build options, std.http headers),
// Crystal (Lucky, Kemal sessions, Amber), D (vibe.d, requests), V and
// Odin; Dart (Serverpod passwords.yaml, flutter_dotenv, envied,
// pub-tokens.json, dart pub token add, pub-credentials.json, consts,
// String.fromEnvironment defaults, Conduit config, codemagic.yaml);
// Julia (Genie secrets.jl, SearchLight connection.yml, Pkg add with
// tokens, Redis.jl, JWTs); Fortran namelists and execute_command_line,
// COBOL copybooks, MOVE/EXEC SQL CONNECT and JCL job cards; Ada
// (constants, GNATCOLL, AWS.Client); Delphi and Free Pascal (dfm FireDAC
// params, Indy SMTP, Lazarus lfm Zeos, fphttpclient, dbxconnections.ini,
// TOAuth2Authenticator); VB6 and VBA (ADO strings, Const keys, CDO
// fields, Access linked tables, WinHttp SetCredentials, INI files);
// AutoHotkey hotstrings, v2 WinHttp and cmdkey; PowerShell classes and
// Publish-Module; Racket (db, http-easy), Common Lisp (postmodern, cl-dbi,
// Quicklisp proxy, dexador), SWI-Prolog (odbc_connect, http_open), Pharo
// (ZnClient, Iceberg credentials) and GemStone topaz; Elm flags and
// constants, PureScript Affjax and spago.yaml, Haxe consts, haxelib
// submit and hxml defines; Objective-C plists, plutil -p, NSString
// constants, NSURLCredential, Swift Package.swift, package-registry
// login, xcscheme variables, CocoaPods trunk .netrc, Fastfile.swift;
// and the chats, grep output, diffs and agent notes where they appear.
// Benign look-alikes: mix.lock, rebar.lock, stack.yaml.lock,
// pubspec.lock, Manifest.toml, Package.resolved and opam checksums, hex
// repo key fingerprints, environment and secret-store lookups, public
// SDK keys and app ids, signing salts, prompts and placeholders. The case
// names start with "langx/" (lang/ is the first batch on languages).
func (g *G) langxCases() {
	g.lgxElixir()
	g.lgxErlang()
	g.lgxGleam()
	g.lgxHaskell()
	g.lgxOCaml()
	g.lgxFSharp()
	g.lgxClojure()
	g.lgxScala()
	g.lgxKotlin()
	g.lgxGroovy()
	g.lgxLua()
	g.lgxPerl()
	g.lgxTcl()
	g.lgxSystems()
	g.lgxDart()
	g.lgxJulia()
	g.lgxLegacy()
	g.lgxWindows()
	g.lgxLisp()
	g.lgxWebFP()
	g.lgxApple()
	g.lgxPkg()
	g.lgxTalk()
	g.lgxBenign()
}

// ---- helpers used only here ----

// lgxAdd is add with the "langx/" prefix and "ˋ" standing for a backtick.
func (g *G) lgxAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("langx/"+name, bt(tmpl), v, benign...)
}

// lgxHexKey is a hex.pm API, organization or repository key.
func (g *G) lgxHexKey() string { return g.hex(32) }

// lgxPhx is what mix phx.gen.secret (or guardian.gen.secret) prints.
func (g *G) lgxPhx() string { return g.s(alB64, 64) }

// lgxCookie is an Erlang distribution cookie as erl generates it.
func (g *G) lgxCookie() string { return g.s(alUpper, 20) }

// lgxPwLow is a lower-case human password: a word and digits.
func (g *G) lgxPwLow() string {
	return strings.ToLower(g.pick(pwWords...)) + g.s(alDigit, 2+g.r.IntN(3))
}

// lgxNuget is a NuGet.org API key.
func (g *G) lgxNuget() string { return "oy2" + g.s(alLowNum, 43) }

// lgxClojars is a Clojars deploy token.
func (g *G) lgxClojars() string { return "CLOJARS_" + g.hex(60) }

// lgxPlug is a Phoenix (Plug) signed session cookie: HS256 header, an
// Erlang term map with a _csrf_token, a signature.
func (g *G) lgxPlug() string {
	term := append([]byte{131, 116, 0, 0, 0, 2, 109, 0, 0, 0, 11}, "_csrf_token"...)
	term = append(term, 109, 0, 0, 0, 24)
	term = append(term, g.b64u(24)...)
	term = append(term, g.bytes(40)...)
	return b64raw("HS256") + "." + base64.RawURLEncoding.EncodeToString(term) + "." + g.b64u(43)
}

// lgxAppPw is a Google account app password: four groups of four letters.
func (g *G) lgxAppPw() string {
	return g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)
}

// lgxJenkins is a Jenkins user API token.
func (g *G) lgxJenkins() string { return "11" + g.hex(32) }

// lgxEpoch is a Unix time in 2024 or 2025.
func (g *G) lgxEpoch() int { return 1704067200 + g.r.IntN(50000000) }

// lgxHAToken is a Home Assistant long-lived access token.
func (g *G) lgxHAToken() string {
	iat := g.lgxEpoch()
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d}`, g.hex(32), iat, iat+315360000))
}

// lgxJfrog is a JFrog reference token.
func (g *G) lgxJfrog() string {
	return strings.TrimRight(b64s("reftkn:01:"+g.digits(10)+":"+g.an(32)), "=")
}

// lgxTrello is a Trello user token.
func (g *G) lgxTrello() string { return "ATTA" + g.hex(64) + g.s(alHexU, 8) }

// lgxArtifactory is a legacy Artifactory API key.
func (g *G) lgxArtifactory() string { return "AKCp8" + g.an(64) }

// lgxJenkinsEnc is a Jenkins hudson.util.Secret ciphertext, in braces.
func (g *G) lgxJenkinsEnc() string {
	b := append([]byte{1, 0, 0, 0, 16}, g.bytes(16)...)
	b = append(b, 0, 0, 0, 32)
	b = append(b, g.bytes(32)...)
	return "{" + base64.StdEncoding.EncodeToString(b) + "}"
}

// lgxGoogleID is a Google-issued ID token.
func (g *G) lgxGoogleID(email string) string {
	iat := g.lgxEpoch()
	return g.jwt("RS256", fmt.Sprintf(`{"iss":"https://accounts.google.com","azp":"%s.apps.googleusercontent.com","aud":"%s.apps.googleusercontent.com","sub":"%s","email":"%s","email_verified":true,"iat":%d,"exp":%d}`,
		g.digits(12)+"-"+g.s(alLowNum, 32), g.digits(12)+"-"+g.s(alLowNum, 32), g.digits(21), email, iat, iat+3600))
}

// lgxPGPEsc is a PGP private key armor with its newlines as \n.
func (g *G) lgxPGPEsc() string {
	k := g.pgpPrivate()
	return jsonEsc(k.body)
}

// ---- Elixir ----

func (g *G) lgxElixir() {
	g.lgxAdd("elixir-runtime-exs-get-env-fallbacks", `
import Config

if config_env() == :prod do
  database_url =
    System.get_env("DATABASE_URL") ||
      "ecto://billing:«a»@db.internal.acme.io/billing_prod"

  config :billing, Billing.Repo,
    url: database_url,
    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10")

  secret_key_base =
    System.get_env("SECRET_KEY_BASE") ||
      "«b»"

  config :billing, BillingWeb.Endpoint,
    url: [host: "billing.acme.io", port: 443, scheme: "https"],
    secret_key_base: secret_key_base
end
`, V{"a": g.pwURL(), "b": g.lgxPhx()}, `url: [host: "billing.acme.io", port: 443, scheme: "https"]`, `System.get_env("POOL_SIZE")`)

	g.lgxAdd("elixir-dev-exs-ecto-repo", `
# config/dev.exs
import Config

config :shop, Shop.Repo,
  username: "shop_dev",
  password: "«a»",
  hostname: "localhost",
  database: "shop_dev",
  stacktrace: true,
  show_sensitive_data_on_connection_error: true,
  pool_size: 10
`, V{"a": g.pw()}, `username: "shop_dev"`, "show_sensitive_data_on_connection_error: true")

	g.lgxAdd("elixir-config-guardian-joken", `
config :accounts, Accounts.Guardian,
  issuer: "accounts",
  secret_key: "«a»",
  ttl: {30, :days}

config :joken, default_signer: "«b»"

config :accounts, AccountsWeb.Endpoint,
  render_errors: [formats: [html: AccountsWeb.ErrorHTML], layout: false],
  live_view: [signing_salt: "«=c»"]
`, V{"a": g.lgxPhx(), "b": g.an(32), "=c": g.an(8)}, `issuer: "accounts"`, "ttl: {30, :days}")

	g.lgxAdd("elixir-prod-secret-exs-swoosh-exaws", `
# config/prod.secret.exs -- generated by phx.new 1.5, never migrated
use Mix.Config

config :notify, Notify.Mailer,
  adapter: Swoosh.Adapters.Mailgun,
  api_key: "«a»",
  domain: "mg.notify.app"

config :ex_aws,
  access_key_id: "«b»",
  secret_access_key: "«c»",
  region: "eu-west-1"

config :notify, NotifyWeb.Endpoint,
  secret_key_base: "«d»"
`, V{"a": g.mailgun(), "b": g.awsID(), "c": g.awsSecret(), "d": g.lgxPhx()}, `domain: "mg.notify.app"`, `region: "eu-west-1"`)

	sk := g.lgxPhx()
	g.lgxAdd("elixir-phx-gen-secret-then-fly", `
$ mix phx.gen.secret
«a»
$ fly secrets set SECRET_KEY_BASE=«a» --app hexdocs-mirror
Release v14 created
==> Monitoring deployment
 1 desired, 1 placed, 1 healthy, 0 unhealthy
`, V{"a": sk}, "--app hexdocs-mirror", "1 desired, 1 placed, 1 healthy")

	g.lgxAdd("elixir-iex-application-get-env", `
iex(1)> Application.get_env(:inventory, Inventory.Repo)
[
  username: "inventory",
  password: "«a»",
  hostname: "pg-primary.svc.cluster.local",
  database: "inventory_prod",
  pool_size: 15,
  ssl: true
]
iex(2)> Application.fetch_env!(:stripity_stripe, :api_key)
"«b»"
iex(3)> Inventory.Repo.aggregate(Inventory.Item, :count)
48211
`, V{"a": g.pwStrong(), "b": g.skLive()}, "pg-primary.svc.cluster.local", "Inventory.Repo.aggregate(Inventory.Item, :count)")

	p := g.pw()
	g.lgxAdd("elixir-seeds-exs-admin-and-token", `
# priv/repo/seeds.exs
alias Helpdesk.Accounts

{:ok, admin} =
  Accounts.register_user(%{
    email: "ops@helpdesk.example",
    password: "«a»",
    password_confirmation: "«a»"
  })

Accounts.create_api_token(admin, token: "«b»", label: "zendesk-import")
IO.puts("seeded admin #{admin.id}")
`, V{"a": p, "b": "hd_" + g.b64u(32)}, "ops@helpdesk.example", `label: "zendesk-import"`)

	g.lgxAdd("elixir-mix-task-module-attribute", `
defmodule Mix.Tasks.Crm.Sync do
  use Mix.Task

  @shortdoc "Pulls contacts from HubSpot"
  @hubspot_token "«a»"

  @impl Mix.Task
  def run(args) do
    Mix.Task.run("app.start")
    {opts, _, _} = OptionParser.parse(args, strict: [since: :string])
    Crm.HubSpot.sync(@hubspot_token, since: opts[:since])
  end
end
`, V{"a": g.hubspot()}, `@shortdoc "Pulls contacts from HubSpot"`, "strict: [since: :string]")

	g.lgxAdd("elixir-repo-init-callback", `
defmodule Legacy.Repo do
  use Ecto.Repo, otp_app: :legacy, adapter: Ecto.Adapters.MyXQL

  @impl true
  def init(_type, config) do
    {:ok,
     Keyword.merge(config,
       username: "legacy_ro",
       password: System.get_env("LEGACY_DB_PASS", "«a»"),
       hostname: "10.20.0.14",
       database: "erp"
     )}
  end
end
`, V{"a": g.pw()}, `username: "legacy_ro"`, `System.get_env("LEGACY_DB_PASS"`, `hostname: "10.20.0.14"`)

	g.lgxAdd("elixir-ecto-invalid-url-error", `
$ DATABASE_URL="ecto://api:«a»@db.staging.acme.internal:5432" mix ecto.migrate
** (Ecto.InvalidURLError) invalid URL ecto://api:«a»@db.staging.acme.internal:5432, path should be a database name
    (ecto 3.11.2) lib/ecto/repo/supervisor.ex:218: Ecto.Repo.Supervisor.parse_url/1
    (ecto 3.11.2) lib/ecto/repo/supervisor.ex:62: Ecto.Repo.Supervisor.runtime_config/4
`, V{"a": g.pwURL()}, "path should be a database name", "Ecto.Repo.Supervisor.parse_url/1")

	g.lgxAdd("elixir-release-env-sh-and-vm-args", `
$ cat rel/env.sh.eex
#!/bin/sh
export RELEASE_DISTRIBUTION=name
export RELEASE_NODE=<%= @release.name %>@${POD_IP}
export RELEASE_COOKIE="«a»"
$ cat rel/vm.args.eex
## Tweak GC to run more often
-env ERL_FULLSWEEP_AFTER 20
-setcookie «a»
`, V{"a": g.lgxCookie()}, "<%= @release.name %>@${POD_IP}", "-env ERL_FULLSWEEP_AFTER 20")

	g.lgxAdd("elixir-oban-pro-hex-repo-add", `
$ mix hex.repo add oban https://getoban.pro/repo \
    --fetch-public-key SHA256:«_fp» \
    --auth-key «a»
Repo oban added
$ grep -n oban mix.exs
42:      {:oban_pro, "~> 1.4", repo: "oban"},
`, V{"_fp": strings.TrimRight(g.b64(32), "="), "a": g.lgxHexKey()}, `{:oban_pro, "~> 1.4", repo: "oban"}`)

	hk := g.lgxHexKey()
	g.lgxAdd("elixir-hex-user-key-generate", `
$ mix hex.user key generate --key-name ci-publish --permission api:write
Local password:
Generating key...
«a»
$ gh secret set HEX_API_KEY --body «a» --repo plausible/ecto_ch
✓ Set Actions secret HEX_API_KEY for plausible/ecto_ch
`, V{"a": hk}, "--key-name ci-publish", "--repo plausible/ecto_ch")

	g.lgxAdd("elixir-gha-hex-publish-inline-key", `
  publish:
    runs-on: ubuntu-22.04
    steps:
      - uses: actions/checkout@v4
      - uses: erlef/setup-beam@v1
        with: { otp-version: "26.2", elixir-version: "1.16.3" }
      - run: mix deps.get
      - name: Publish to Hex
        run: mix hex.publish --yes
        env:
          HEX_API_KEY: «a»
          MIX_ENV: docs
`, V{"a": g.lgxHexKey()}, "run: mix hex.publish --yes", "MIX_ENV: docs")

	g.lgxAdd("elixir-phoenix-login-set-cookie", `
$ curl -si https://staging.tasks.app/users/log_in -d 'user[email]=qa@tasks.app&user[password]=«a»' | grep -i set-cookie
set-cookie: _tasks_key=«b»; path=/; HttpOnly; SameSite=Lax
`, V{"a": g.pw(), "b": g.lgxPlug()}, "qa@tasks.app", "path=/; HttpOnly; SameSite=Lax")

	g.lgxAdd("elixir-req-bearer-openai", `
defmodule Summarizer.LLM do
  @model "gpt-4o-mini"

  def complete(msgs) do
    Req.post!("https://api.openai.com/v1/chat/completions",
      auth: {:bearer, "«a»"},
      json: %{model: @model, messages: msgs},
      receive_timeout: 60_000
    ).body
  end
end
`, V{"a": g.openai()}, `@model "gpt-4o-mini"`, "receive_timeout: 60_000")

	g.lgxAdd("elixir-tesla-basic-auth-and-header", `
defmodule Payroll.Client do
  use Tesla

  plug Tesla.Middleware.BaseUrl, "https://api.gusto-demo.com"
  plug Tesla.Middleware.BasicAuth, username: "payroll-sync", password: "«a»"
  plug Tesla.Middleware.Headers, [{"x-api-key", "«b»"}]
  plug Tesla.Middleware.JSON

  def employees(company_id), do: get("/v1/companies/#{company_id}/employees")
end
`, V{"a": g.pwStrong(), "b": g.an(40)}, `username: "payroll-sync"`, "plug Tesla.Middleware.JSON")

	g.lgxAdd("elixir-broadway-rabbitmq-url", `
config :ingest, Ingest.Pipeline,
  producer: [
    module:
      {BroadwayRabbitMQ.Producer,
       queue: "events",
       connection: "amqps://ingest:«a»@rabbit.prod.acme.io:5671/%2Fevents",
       qos: [prefetch_count: 50]},
    concurrency: 2
  ],
  processors: [default: [concurrency: 20]]
`, V{"a": g.pwURL()}, "rabbit.prod.acme.io:5671", "qos: [prefetch_count: 50]")

	g.lgxAdd("elixir-nerves-vintage-net-psk", `
# config/target.exs
config :vintage_net,
  regulatory_domain: "DE",
  config: [
    {"usb0", %{type: VintageNetDirect}},
    {"wlan0",
     %{
       type: VintageNetWiFi,
       vintage_net_wifi: %{
         networks: [%{key_mgmt: :wpa_psk, ssid: "Werkstatt-5G", psk: "«a»"}]
       },
       ipv4: %{method: :dhcp}
     }}
  ]

config :nerves_ssh, authorized_keys: [File.read!(Path.join(System.user_home!(), ".ssh/id_ed25519.pub"))]
`, V{"a": g.pw()}, `ssid: "Werkstatt-5G"`, `regulatory_domain: "DE"`)

	g.lgxAdd("elixir-mix-exs-private-git-dep", `
  defp deps do
    [
      {:phoenix, "~> 1.7.14"},
      {:acme_auth,
       git: "https://oauth2:«a»@gitlab.acme.io/platform/acme_auth.git", tag: "v2.3.0"},
      {:ecto_sql, "~> 3.11"},
      {:postgrex, ">= 0.0.0"}
    ]
  end
`, V{"a": g.glpat()}, `{:phoenix, "~> 1.7.14"}`, `tag: "v2.3.0"`)

	g.lgxAdd("elixir-livebook-cell-token", `
# Sales dashboard

## Setup

ˋˋˋelixir
Mix.install([{:req, "~> 0.5"}, {:explorer, "~> 0.9"}, {:kino_vega_lite, "~> 0.1"}])
ˋˋˋ

## Orders

ˋˋˋelixir
token = "«a»"
resp = Req.get!("https://api.airtable.com/v0/app«_b»/Orders", auth: {:bearer, token})
df = Explorer.DataFrame.new(Enum.map(resp.body["records"], & &1["fields"]))
ˋˋˋ
`, V{"a": g.airtable(), "_b": g.an(14)}, `{:kino_vega_lite, "~> 0.1"}`)

	g.lgxAdd("elixir-hex-organization-auth", `
$ mix hex.organization auth acme --key «a»
$ mix hex.organization list
acme: https://hex.pm/api/repos/acme
$ mix deps.get
Resolving Hex dependencies...
  acme_billing 3.4.1 (acme)
`, V{"a": g.lgxHexKey()}, "acme: https://hex.pm/api/repos/acme", "acme_billing 3.4.1 (acme)")
}

// ---- Erlang ----

func (g *G) lgxErlang() {
	g.lgxAdd("erlang-sys-config-db-and-stripe", `
%% config/sys.config
[
 {kernel, [{logger_level, info}]},
 {orders, [
   {db, [{host, "pg.orders.internal"},
         {port, 5432},
         {username, "orders"},
         {password, "«a»"},
         {database, "orders"}]},
   {stripe_key, <<"«b»">>},
   {http_port, 8080}
 ]}
].
`, V{"a": g.pw(), "b": g.rkLive()}, `{host, "pg.orders.internal"}`, "{http_port, 8080}")

	g.lgxAdd("erlang-rabbitmq-advanced-config", `
$ sudo cat /etc/rabbitmq/advanced.config
[
  {rabbit, [
    {default_user, <<"admin">>},
    {default_pass, <<"«a»">>},
    {loopback_users, []},
    {vm_memory_high_watermark, 0.6}
  ]},
  {rabbitmq_management, [{listener, [{port, 15672}, {ssl, false}]}]}
].
`, V{"a": g.pwStrong()}, `{default_user, <<"admin">>}`, "{vm_memory_high_watermark, 0.6}")

	g.lgxAdd("erlang-rebar-config-hex-org-repo", `
{erl_opts, [debug_info]}.
{deps, [cowboy, jsx, {kivra_core, "~> 2.1"}]}.

{hex, [
  {repos, [
    #{name => <<"hexpm:kivra">>,
      repo_url => <<"https://repo.hex.pm/repos/kivra">>,
      auth_key => <<"«a»">>}
  ]}
]}.
`, V{"a": g.lgxHexKey()}, `#{name => <<"hexpm:kivra">>`, `{kivra_core, "~> 2.1"}`)

	g.lgxAdd("erlang-rebar3-hex-config-cat", `
$ cat ~/.config/rebar3/hex.config
#{<<"hexpm">> =>
      #{api_key => <<"«a»">>,
        repo_key => <<"«b»">>,
        username => <<"tsloughter-ci">>}}.
$ rebar3 hex publish --repo hexpm --yes
`, V{"a": g.lgxHexKey(), "b": g.lgxHexKey()}, `username => <<"tsloughter-ci">>`, "rebar3 hex publish --repo hexpm --yes")

	g.lgxAdd("erlang-ps-beam-setcookie", `
$ ps aux | grep [b]eam
app   2211  3.1  4.2 4127732 693204 ?  Sl  Jun02  81:22 /opt/chat/erts-14.2.5/bin/beam.smp -- -root /opt/chat -progname erl -- -home /home/app -- -name chat@10.0.3.12 -setcookie «a» -mode embedded -config /opt/chat/releases/2.1.0/sys.config
`, V{"a": g.pick(g.lgxCookie(), g.pwURL())}, "-name chat@10.0.3.12", "-mode embedded")

	g.lgxAdd("erlang-remsh-ejabberd-set-password", `
$ erl -name debug@127.0.0.1 -setcookie «a» -remsh ejabberd@chat01.acme.lan -hidden
Erlang/OTP 26 [erts-14.2.5] [source] [64-bit] [smp:8:8] [ds:8:8:10] [async-threads:1] [jit:ns]

(ejabberd@chat01.acme.lan)1> ejabberd_auth:set_password(<<"support">>, <<"acme.lan">>, <<"«b»">>).
ok
(ejabberd@chat01.acme.lan)2> q().
`, V{"a": g.lgxCookie(), "b": g.pw()}, "ejabberd@chat01.acme.lan", `<<"support">>`)

	g.lgxAdd("erlang-shell-epgsql-connect", `
1> {ok, C} = epgsql:connect(#{host => "localhost", username => "metrics", password => "«a»", database => "metrics", timeout => 4000}).
{ok,<0.231.0>}
2> epgsql:squery(C, "select count(*) from samples").
{ok,[{column,<<"count">>,int8,20,8,-1,1,0,0}],[{<<"84112">>}]}
`, V{"a": g.lgxPwLow()}, `username => "metrics"`, "select count(*) from samples")

	g.lgxAdd("erlang-cowboy-basic-auth-define", `
-module(admin_auth).
-export([is_authorized/2]).

-define(ADMIN_USER, <<"ops">>).
-define(ADMIN_PASS, <<"«a»">>).

is_authorized(Req, State) ->
    case cowboy_req:parse_header(<<"authorization">>, Req) of
        {basic, ?ADMIN_USER, ?ADMIN_PASS} -> {true, Req, State};
        _ -> {{false, <<"Basic realm=\"admin\"">>}, Req, State}
    end.
`, V{"a": g.pw()}, "-define(ADMIN_USER, <<\"ops\">>).", "is_authorized(Req, State) ->")

	g.lgxAdd("erlang-ejabberd-yml-sql", `
hosts:
  - chat.acme.lan

sql_type: pgsql
sql_server: "pg.chat.internal"
sql_database: "ejabberd"
sql_username: "ejabberd"
sql_password: "«a»"
auth_method: sql

modules:
  mod_mam: { assume_mam_usage: true, default: always }
  mod_http_upload:
    put_url: https://@HOST@:5443/upload
`, V{"a": g.pwStrong()}, `sql_username: "ejabberd"`, "auth_method: sql")

	g.lgxAdd("erlang-couchdb-local-ini", `
; /opt/couchdb/etc/local.ini
[couchdb]
single_node=true

[admins]
admin = «a»

[chttpd_auth]
secret = «b»

[chttpd]
bind_address = 0.0.0.0
port = 5984
`, V{"a": g.pw(), "b": g.hex(32)}, "bind_address = 0.0.0.0", "single_node=true")

	g.lgxAdd("erlang-emqx-conf-cookie-dashboard", `
node {
  name = "emqx@10.0.2.7"
  cookie = "«a»"
  data_dir = "/opt/emqx/data"
}

dashboard {
  listeners.http.bind = 18083
  default_username = "admin"
  default_password = "«b»"
}

authentication = [{mechanism = password_based, backend = built_in_database}]
`, V{"a": g.an(24), "b": g.pw()}, `name = "emqx@10.0.2.7"`, `default_username = "admin"`)

	g.lgxAdd("erlang-ssh-daemon-user-passwords", `
start_debug_shell() ->
    ssh:daemon(2222, [{system_dir, "/etc/meter/ssh"},
                      {user_passwords, [{"field", "«a»"}]},
                      {shell, fun() -> shell:start() end},
                      {idle_time, 600000}]).
`, V{"a": g.lgxPwLow()}, `{system_dir, "/etc/meter/ssh"}`, "{idle_time, 600000}")
}

// ---- Gleam ----

func (g *G) lgxGleam() {
	g.lgxAdd("gleam-const-fallback-token", `
import envoy
import gleam/result

const fallback_token = "«a»"

pub fn github_token() -> String {
  envoy.get("GITHUB_TOKEN")
  |> result.unwrap(fallback_token)
}
`, V{"a": g.ghp()}, `envoy.get("GITHUB_TOKEN")`, "|> result.unwrap(fallback_token)")

	g.lgxAdd("gleam-pog-config-password", `
pub fn connect() -> pog.Connection {
  pog.default_config()
  |> pog.host("db.lustre-demo.internal")
  |> pog.database("todos")
  |> pog.user("todos_app")
  |> pog.password(option.Some("«a»"))
  |> pog.pool_size(10)
  |> pog.connect
}
`, V{"a": g.pw()}, `|> pog.user("todos_app")`, "|> pog.pool_size(10)")

	g.lgxAdd("gleam-publish-hexpm-user-pass", `
$ HEXPM_USER=lpil-bot HEXPM_PASS='«a»' gleam publish --yes
  Compiling wisp_kv
   Compiled in 0.41s
Generating documentation
  Publishing wisp_kv v0.3.1
   Published in 2.13s
`, V{"a": g.pwStrong()}, "HEXPM_USER=lpil-bot", "Publishing wisp_kv v0.3.1")

	g.lgxAdd("gleam-wisp-secret-key-base", `
pub fn main() {
  wisp.configure_logger()
  let secret_key_base = "«a»"
  let ctx = Context(static_directory: static_directory())

  let assert Ok(_) =
    wisp_mist.handler(router.handle_request(_, ctx), secret_key_base)
    |> mist.new
    |> mist.port(8000)
    |> mist.start_http

  process.sleep_forever()
}
`, V{"a": g.lgxPhx()}, "|> mist.port(8000)", "wisp.configure_logger()")

	g.lgxAdd("gleam-ci-hexpm-api-key", `
name: release
on:
  push:
    tags: ["v*"]
jobs:
  publish:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: erlef/setup-beam@v1
        with: { otp-version: "27", gleam-version: "1.5.1" }
      - run: gleam publish -y
        env:
          HEXPM_API_KEY: «a»
`, V{"a": g.lgxHexKey()}, `gleam-version: "1.5.1"`, "run: gleam publish -y")
}

// ---- Haskell ----

func (g *G) lgxHaskell() {
	g.lgxAdd("haskell-yesod-settings-env-defaults", `
# config/settings.yml
static-dir:     "_env:YESOD_STATIC_DIR:static"
host:           "_env:YESOD_HOST:*4"
port:           "_env:YESOD_PORT:3000"

database:
  user:     "_env:YESOD_PGUSER:blog"
  password: "_env:YESOD_PGPASS:«a»"
  host:     "_env:YESOD_PGHOST:localhost"
  port:     "_env:YESOD_PGPORT:5432"
  database: "_env:YESOD_PGDATABASE:blog_prod"
  poolsize: "_env:YESOD_PGPOOLSIZE:10"

copyright: Insert copyright statement here
aws-secret: "_env:AWS_SECRET:«b»"
`, V{"a": g.pwURL(), "b": g.awsSecret()}, `"_env:YESOD_PGUSER:blog"`, `"_env:YESOD_PGPOOLSIZE:10"`)

	g.lgxAdd("haskell-config-record-defaults", `
defaultConfig :: AppConfig
defaultConfig = AppConfig
  { cfgPort        = 8080
  , cfgDbConnStr   = "host=db.internal port=5432 user=servant dbname=servant password=«a»"
  , cfgJwtSecret   = "«b»"
  , cfgSentryDsn   = "https://«=c»@o«_o».ingest.sentry.io/«_p»"
  , cfgLogLevel    = LevelInfo
  }
`, V{"a": g.pwURL(), "b": g.b64u(43), "=c": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)}, "cfgLogLevel    = LevelInfo", "user=servant dbname=servant")

	g.lgxAdd("haskell-stack-upload-credentials", `
$ cat ~/.stack/upload/credentials.json
{"username":"fpco-ci","password":"«a»"}
$ stack upload . --candidate
Getting file list for /home/ci/src/aeson-pretty/
Uploading aeson-pretty-0.8.11.tar.gz... done!
`, V{"a": g.pwStrong()}, `"username":"fpco-ci"`, "Uploading aeson-pretty-0.8.11.tar.gz... done!")

	g.lgxAdd("haskell-cabal-config-hackage-login", `
$ sed -n '/^repository/,/^$/p;/^username/p;/^password/p' ~/.config/cabal/config
repository hackage.haskell.org
  url: http://hackage.haskell.org/
  -- secure: True

username: jdoe-hackage
password: «a»
`, V{"a": g.pw()}, "username: jdoe-hackage", "url: http://hackage.haskell.org/")

	g.lgxAdd("haskell-cabal-upload-token", `
$ cabal upload --publish --token=«a» dist-newstyle/sdist/aeson-extra-0.6.1.tar.gz
Uploading dist-newstyle/sdist/aeson-extra-0.6.1.tar.gz...
Package successfully published. You can now view it at
'https://hackage.haskell.org/package/aeson-extra-0.6.1'.
`, V{"a": g.hex(64)}, "dist-newstyle/sdist/aeson-extra-0.6.1.tar.gz", "Package successfully published.")

	g.lgxAdd("haskell-ghci-wreq-bearer", `
ghci> :set -XOverloadedStrings
ghci> import Network.Wreq
ghci> import Control.Lens
ghci> let opts = defaults & auth ?~ oauth2Bearer "«a»"
ghci> r <- getWith opts "https://api.github.com/user"
ghci> r ^. responseStatus
Status {statusCode = 200, statusMessage = "OK"}
`, V{"a": g.gho()}, "Status {statusCode = 200, statusMessage = \"OK\"}", "import Network.Wreq")

	g.lgxAdd("haskell-mysql-connectinfo", `
connInfo :: MySQL.ConnectInfo
connInfo = MySQL.defaultConnectInfo
  { MySQL.connectHost     = "mysql.legacy.lan"
  , MySQL.connectUser     = "reports"
  , MySQL.connectPassword = "«a»"
  , MySQL.connectDatabase = "shop"
  }

main :: IO ()
main = runStderrLoggingT $ withMySQLPool connInfo 4 $ liftSqlPersistMPool report
`, V{"a": g.pw()}, `MySQL.connectHost     = "mysql.legacy.lan"`, `MySQL.connectDatabase = "shop"`)

	g.lgxAdd("haskell-servant-inline-jwk", `
-- src/Auth.hs
jwkJson :: LBS.ByteString
jwkJson = "{\"kty\":\"oct\",\"alg\":\"HS256\",\"k\":\"«a»\"}"

jwtCfg :: JWTSettings
jwtCfg = defaultJWTSettings (fromJust (decode jwkJson))
`, V{"a": g.b64u(43)}, "jwtCfg = defaultJWTSettings (fromJust (decode jwkJson))")

	g.lgxAdd("haskell-hasql-settings-positional", `
main :: IO ()
main = do
  let settings = Hasql.Connection.settings "10.8.0.4" 5432 "ledger_api" "«a»" "ledger"
  Right conn <- Hasql.Connection.acquire settings
  result <- Session.run (Session.statement () countAccounts) conn
  print result
`, V{"a": g.pwStrong()}, `"10.8.0.4" 5432 "ledger_api"`, "print result")

	g.lgxAdd("haskell-amazonka-fromkeys", `
main :: IO ()
main = do
  env <- newEnv (pure . fromKeys (AccessKey "«a»") (SecretKey "«b»"))
  let env' = env { region = Frankfurt }
  runResourceT $ do
    rs <- send env' newListBuckets
    liftIO $ mapM_ (print . (^. bucket_name)) (rs ^. listBucketsResponse_buckets . _Just)
`, V{"a": g.awsID(), "b": g.awsSecret()}, "env { region = Frankfurt }")

	g.lgxAdd("haskell-ihp-envrc-session-secret", `
$ cat .envrc
# generated by ihp-new
export IHP_SESSION_SECRET="«a»"
export DATABASE_URL="postgresql:///app?host=$PWD/build/db"
export IHP_BASEURL=http://localhost:8000
use flake
`, V{"a": g.b64(64)}, `export DATABASE_URL="postgresql:///app?host=$PWD/build/db"`, "export IHP_BASEURL=http://localhost:8000")

	g.lgxAdd("haskell-haskellnet-smtp-login", `
sendReport :: Text -> IO ()
sendReport body =
  doSMTPSTARTTLS "smtp.office365.com" $ \conn -> do
    ok <- authenticate LOGIN "reports@contoso-labs.com" "«a»" conn
    when ok $
      sendPlainTextMail "cfo@contoso-labs.com" "reports@contoso-labs.com" "Weekly numbers" (LT.fromStrict body) conn
`, V{"a": g.pw()}, `"reports@contoso-labs.com"`, `"Weekly numbers"`)

	g.lgxAdd("haskell-cabal-project-private-repo", `
-- cabal.project
packages: ./api ./worker

source-repository-package
  type: git
  location: https://oauth2:«a»@gitlab.acme.io/hs/acme-types.git
  tag: «_t»

package api
  ghc-options: -Wall -Werror
`, V{"a": g.glpat(), "_t": g.gitSHA()}, "packages: ./api ./worker", "ghc-options: -Wall -Werror")
}

// ---- OCaml, ReasonML, ReScript ----

func (g *G) lgxOCaml() {
	g.lgxAdd("ocaml-cohttp-token-header", `
let api_token = "«a»"

let fetch_issues repo =
  let headers =
    Cohttp.Header.of_list
      [ ("Authorization", "token " ^ api_token); ("User-Agent", "ocaml-triage") ]
  in
  Cohttp_lwt_unix.Client.get ~headers
    (Uri.of_string ("https://api.github.com/repos/" ^ repo ^ "/issues"))
`, V{"a": g.ghFine()}, `("User-Agent", "ocaml-triage")`)

	g.lgxAdd("ocaml-caqti-uri", `
let pool =
  match
    Caqti_lwt_unix.connect_pool ~pool_config:(Caqti_pool_config.create ~max_size:10 ())
      (Uri.of_string "postgresql://dream:«a»@127.0.0.1:5432/dream_app")
  with
  | Ok pool -> pool
  | Error err -> failwith (Caqti_error.show err)
`, V{"a": g.pwURL()}, "Caqti_pool_config.create ~max_size:10 ()")

	g.lgxAdd("ocaml-dream-set-secret", `
let () =
  Dream.run ~interface:"0.0.0.0" ~port:8080
  @@ Dream.logger
  @@ Dream.set_secret "«a»"
  @@ Dream.cookie_sessions
  @@ Dream.router [
       Dream.get "/" (fun _ -> Dream.html "ok");
     ]
`, V{"a": g.b64u(43)}, `~interface:"0.0.0.0" ~port:8080`, "@@ Dream.cookie_sessions")

	g.lgxAdd("ocaml-opam-publish-token-file", `
$ ls ~/.opam/plugins/opam-publish/
octachron.token  repos
$ cat ~/.opam/plugins/opam-publish/octachron.token
«a»
$ opam publish --tag=v0.9.2 https://github.com/ocaml-ppx/ppx_deriving_qcheck/archive/v0.9.2.tar.gz
`, V{"a": g.ghp()}, "octachron.token  repos", "--tag=v0.9.2")

	g.lgxAdd("ocaml-utop-postgresql", `
utop # #require "postgresql";;
utop # let c = new Postgresql.connection ~conninfo:"host=localhost user=analytics password=«a» dbname=events" ();;
val c : Postgresql.connection = <obj>
utop # (c#exec "select count(*) from page_views")#getvalue 0 0;;
- : string = "1840112"
`, V{"a": g.lgxPwLow()}, "val c : Postgresql.connection = <obj>", "dbname=events")

	g.lgxAdd("reason-config-re", `
/* src/Config.re */
let apiBase = "https://api.shopfront.dev";
let stripeSecret = "«a»";
let mailjet = {
  "apiKey": "«=k»",
  "apiSecret": "«b»",
};
let featureFlags = ["checkout_v2", "saved_carts"];
`, V{"a": g.skLive(), "=k": g.hex(32), "b": g.hex(32)}, `let apiBase = "https://api.shopfront.dev";`, `["checkout_v2", "saved_carts"]`)

	g.lgxAdd("rescript-fetch-service-role", `
// src/Supabase.res
let url = "https://«_r».supabase.co/rest/v1/profiles?select=*"
let headers = Fetch.HeadersInit.make({
  "apikey": "«a»",
  "Authorization": "Bearer «a»",
  "Content-Type": "application/json",
})
`, V{"_r": g.s(alLower, 20), "a": g.supabaseService()}, `"Content-Type": "application/json"`)

	g.lgxAdd("ocaml-dune-setenv-test", `
; test/dune
(test
 (name test_mailer)
 (libraries mailer alcotest))

(rule
 (alias runtest)
 (action
  (setenv SENDGRID_API_KEY "«a»"
   (run %{exe:test_mailer.exe}))))
`, V{"a": g.sendgrid()}, "(libraries mailer alcotest)", "(run %{exe:test_mailer.exe})")

	g.lgxAdd("ocaml-mirage-key-default", `
(* config.ml *)
let token =
  let doc = Key.Arg.info ~doc:"Telegram bot token." ["token"] in
  Key.(create "token" Arg.(opt string "«a»" doc))

let chat_id =
  let doc = Key.Arg.info ~doc:"Chat to notify." ["chat-id"] in
  Key.(create "chat_id" Arg.(opt string "-100«_c»" doc))
`, V{"a": g.telegram(), "_c": g.digits(10)}, `~doc:"Telegram bot token."`, `~doc:"Chat to notify."`)

	g.lgxAdd("ocaml-opam-repository-add-token", `
$ opam repository add acme https://ci-token:«a»@git.acme.io/ocaml/opam-repository.git --all-switches
[acme] Initialised
$ opam install acme_rpc.1.8.0
The following actions will be performed:
  ∗ install acme_rpc 1.8.0
`, V{"a": g.glpat()}, "[acme] Initialised", "∗ install acme_rpc 1.8.0")
}

// ---- F# ----

func (g *G) lgxFSharp() {
	g.lgxAdd("fsharp-paket-dependencies-credentials", `
source https://api.nuget.org/v3/index.json
source https://pkgs.dev.azure.com/contoso/_packaging/internal/nuget/v3/index.json username: "build" password: "«a»" authtype: "basic"

framework: net8.0
storage: none

nuget FSharp.Core 8.0.301
nuget Contoso.Telemetry ~> 3.2
`, V{"a": g.azDevops()}, `username: "build"`, "nuget Contoso.Telemetry ~> 3.2")

	g.lgxAdd("fsharp-fake-nuget-push-default", `
Target.create "Push" (fun _ ->
    let apiKey = Environment.environVarOrDefault "NUGET_KEY" "«a»"
    !! "bin/*.nupkg"
    |> Seq.iter (DotNet.nugetPush (fun p ->
        { p with PushParams = { p.PushParams with ApiKey = Some apiKey; Source = Some "https://api.nuget.org/v3/index.json" } })))
`, V{"a": g.lgxNuget()}, `Target.create "Push"`, `!! "bin/*.nupkg"`)

	g.lgxAdd("fsharp-saturn-jwt", `
let app = application {
    use_router webApp
    use_jwt_authentication "«a»" "https://auth.fantomas.dev"
    use_static "public"
    use_gzip
    url "http://0.0.0.0:8085/"
}

run app
`, V{"a": g.an(48)}, `"https://auth.fantomas.dev"`, `url "http://0.0.0.0:8085/"`)

	g.lgxAdd("fsharp-sqlclient-literal", `
[<Literal>]
let ConnStr = "Data Source=sql-prod-01.corp.local;Initial Catalog=Ledger;User ID=ledger_app;Password=«a»;TrustServerCertificate=True"

type GetInvoices = SqlCommandProvider<"SELECT * FROM dbo.Invoice WHERE Due < @d", ConnStr>
`, V{"a": g.pwStrong()}, "User ID=ledger_app", "TrustServerCertificate=True")

	g.lgxAdd("fsharp-fsi-blob-storage", `
> #r "nuget: Azure.Storage.Blobs";;
[Loading /home/ana/.packagemanagement/nuget/Projects/19283--a1b2/Project.fsproj.fsx]
> open Azure.Storage.Blobs;;
> let svc = BlobServiceClient("DefaultEndpointsProtocol=https;AccountName=contosomedia;AccountKey=«a»;EndpointSuffix=core.windows.net");;
val svc: BlobServiceClient
> svc.GetBlobContainers() |> Seq.length;;
val it: int = 7
`, V{"a": g.azStorage()}, "AccountName=contosomedia", "val it: int = 7")

	g.lgxAdd("fsharp-farmer-secure-parameter", `
let sql = sqlServer {
    name "contoso-sql"
    admin_username "sqladmin"
    add_databases [ sqlDb { name "orders" } ]
}

let deployment = arm {
    location Location.WestEurope
    add_resource sql
}

deployment
|> Deploy.execute "contoso-rg" [ "password-for-contoso-sql", "«a»" ]
`, V{"a": g.pwStrong()}, `admin_username "sqladmin"`, `"password-for-contoso-sql"`)

	g.lgxAdd("fsharp-mailkit-authenticate", `
let send (msg: MimeMessage) =
    use client = new SmtpClient()
    client.Connect("smtp.office365.com", 587, SecureSocketOptions.StartTls)
    client.Authenticate("alerts@contoso.io", "«a»")
    client.Send(msg) |> ignore
    client.Disconnect(true)
`, V{"a": g.pw()}, `client.Connect("smtp.office365.com", 587, SecureSocketOptions.StartTls)`, `"alerts@contoso.io"`)

	g.lgxAdd("fsharp-octokit-script", `
#r "nuget: Octokit"
open Octokit

let client = GitHubClient(ProductHeaderValue("release-notes"))
client.Credentials <- Credentials("«a»")
let releases = client.Repository.Release.GetAll("fsprojects", "Paket").Result
printfn "%d releases" releases.Count
`, V{"a": g.ghp()}, `ProductHeaderValue("release-notes")`, `GetAll("fsprojects", "Paket")`)
}

// ---- Clojure ----

func (g *G) lgxClojure() {
	g.lgxAdd("clojure-edn-config-map", `
;; resources/config.edn
{:db {:dbtype "postgresql"
      :host "db.internal"
      :dbname "ledger"
      :user "ledger"
      :password "«a»"}
 :http {:port 3000}
 :stripe/api-key "«b»"}
`, V{"a": g.pw(), "b": g.skLive()}, `:dbtype "postgresql"`, ":http {:port 3000}")

	g.lgxAdd("clojure-aero-or-env-defaults", `
{:secrets {:github-token #or [#env GITHUB_TOKEN "«a»"]
           :slack-webhook #or [#env SLACK_WEBHOOK "https://hooks.slack.com/services/«=t»/«=b»/«c»"]}
 :db #profile {:dev {:jdbcUrl "jdbc:postgresql://localhost:5432/app?user=app&password=«d»"}
               :prod {:jdbcUrl #env JDBC_URL}}
 :port #long #or [#env PORT 8080]}
`, V{"a": g.ghp(), "=t": g.slackT(), "=b": g.slackB(), "c": g.an(24), "d": g.pwURL()}, ":prod {:jdbcUrl #env JDBC_URL}", ":port #long #or [#env PORT 8080]")

	g.lgxAdd("clojure-lein-profiles-auth", `
;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "1.0.0-RC3"] [cider/cider-nrepl "0.49.0"]]}
 :auth {:repository-auth {#"clojars" {:username "weavejester-ci" :password "«a»"}
                          #"nexus\.acme\.io" {:username "deploy" :password "«b»"}}}}
`, V{"a": g.lgxClojars(), "b": g.pw()}, `:username "weavejester-ci"`, `[lein-ancient "1.0.0-RC3"]`)

	g.lgxAdd("clojure-deps-deploy-env", `
$ env CLOJARS_USERNAME=seancorfield CLOJARS_PASSWORD=«a» clojure -T:build deploy
Deploying com.github.seancorfield/honeysql-2.6.1147 to Clojars as seancorfield
Retrieving ... done
`, V{"a": g.lgxClojars()}, "CLOJARS_USERNAME=seancorfield", "Deploying com.github.seancorfield/honeysql-2.6.1147")

	g.lgxAdd("clojure-ring-cookie-store-key", `
(def app
  (-> routes
      (wrap-session {:store (cookie-store {:key (.getBytes "«a»")})
                     :cookie-name "kanban-session"
                     :cookie-attrs {:http-only true :same-site :lax}})
      (wrap-defaults site-defaults)))
`, V{"a": g.an(16)}, `:cookie-name "kanban-session"`, "(wrap-defaults site-defaults)")

	g.lgxAdd("clojure-repl-next-jdbc", `
user=> (require '[next.jdbc :as jdbc])
nil
user=> (def ds (jdbc/get-datasource {:dbtype "mysql" :dbname "crm" :host "10.1.4.20" :user "crm_ro" :password "«a»"}))
#'user/ds
user=> (jdbc/execute-one! ds ["select count(*) c from contacts"])
{:c 48211}
`, V{"a": g.pw()}, `:host "10.1.4.20" :user "crm_ro"`, "{:c 48211}")

	g.lgxAdd("clojure-babashka-linear", `
#!/usr/bin/env bb
(require '[babashka.http-client :as http]
         '[cheshire.core :as json])

(def token "«a»")

(-> (http/post "https://api.linear.app/graphql"
               {:headers {"Authorization" token "Content-Type" "application/json"}
                :body (json/generate-string {:query "{ viewer { id name } }"})})
    :body
    println)
`, V{"a": g.linear()}, `{:query "{ viewer { id name } }"}`)

	g.lgxAdd("clojure-duct-config-smtp", `
{:duct.profile/base
 {:duct.core/project-ns shop
  :duct.database/sql {:connection-uri "jdbc:postgresql://pg:5432/shop?user=shop&password=«a»"}
  :shop.email/sender {:smtp {:host "email-smtp.eu-west-1.amazonaws.com"
                             :user "«b»"
                             :pass "«c»"
                             :port 587 :tls true}}}}
`, V{"a": g.pwURL(), "b": g.awsID(), "c": g.s(alB64, 44)}, `:host "email-smtp.eu-west-1.amazonaws.com"`, ":duct.core/project-ns shop")

	g.lgxAdd("clojure-kafka-sasl-props", `
(def consumer-props
  {"bootstrap.servers" "pkc-4r297.europe-west1.gcp.confluent.cloud:9092"
   "security.protocol" "SASL_SSL"
   "sasl.mechanism" "PLAIN"
   "sasl.jaas.config" "org.apache.kafka.common.security.plain.PlainLoginModule required username=\"«=u»\" password=\"«a»\";"
   "group.id" "enricher"
   "auto.offset.reset" "earliest"})
`, V{"=u": g.s(alUpNum, 16), "a": g.s(alAlnum+"+/", 64)}, `"group.id" "enricher"`, `"security.protocol" "SASL_SSL"`)

	g.lgxAdd("clojure-project-clj-deploy-repo", `
(defproject acme/geo "0.4.0"
  :dependencies [[org.clojure/clojure "1.11.3"]]
  :deploy-repositories [["releases" {:url "https://nexus.acme.io/repository/maven-releases/"
                                     :username "deployer"
                                     :password "«a»"
                                     :sign-releases false}]])
`, V{"a": g.pwStrong()}, `:username "deployer"`, ":sign-releases false")

	g.lgxAdd("clojure-shadow-cljs-closure-defines", `
;; shadow-cljs.edn
{:source-paths ["src"]
 :dependencies [[reagent "1.2.0"]]
 :builds {:app {:target :browser
                :output-dir "public/js"
                :closure-defines {app.config/ALGOLIA_APP_ID "«_id»"
                                  app.config/ALGOLIA_ADMIN_KEY "«a»"}}}}
`, V{"_id": g.s(alUpNum, 10), "a": g.hex(32)}, `:output-dir "public/js"`)

	g.lgxAdd("clojure-lein-env-file", `
$ cat .lein-env
{:database-url "postgres://luminus:«a»@localhost/guestbook_dev", :cookie-secret "«b»", :port 3000}
`, V{"a": g.lgxPwLow(), "b": g.an(16)}, ":port 3000}")
}

// ---- Scala ----

func (g *G) lgxScala() {
	g.lgxAdd("scala-play-application-conf", `
# conf/application.conf
play.http.secret.key = "«a»"
play.http.secret.key = ${?APPLICATION_SECRET}

slick.dbs.default {
  profile = "slick.jdbc.PostgresProfile$"
  db.url = "jdbc:postgresql://db:5432/catalog"
  db.user = "catalog"
  db.password = "«b»"
}
play.filters.hosts.allowed = ["catalog.acme.io", "localhost:9000"]
`, V{"a": g.s(alAlnum+"?:@;[]_<>/=", 64), "b": g.pw()}, "play.http.secret.key = ${?APPLICATION_SECRET}", `db.user = "catalog"`)

	g.lgxAdd("scala-build-sbt-credentials-pgp", `
ThisBuild / publishTo := sonatypePublishToBundle.value
ThisBuild / sonatypeCredentialHost := "s01.oss.sonatype.org"
credentials += Credentials("Sonatype Nexus Repository Manager", "s01.oss.sonatype.org", "«=u»", "«a»")
pgpPassphrase := Some("«b»".toCharArray)
usePgpKeyHex("«_k»")
`, V{"=u": g.an(8), "a": g.s(alAlnum+"+/", 44), "b": g.pw(), "_k": g.s(alHexU, 40)}, `"Sonatype Nexus Repository Manager"`)

	g.lgxAdd("scala-sbt-ci-release-gh-secrets", `
$ gpg --armor --export-secret-keys 6F2C1E8A | base64 | gh secret set PGP_SECRET
✓ Set Actions secret PGP_SECRET for scalameta/munit
$ gh secret set PGP_PASSPHRASE --body '«a»'
✓ Set Actions secret PGP_PASSPHRASE for scalameta/munit
$ gh secret set SONATYPE_PASSWORD --body '«b»'
$ gh secret set SONATYPE_USERNAME --body 'olafurpg-ci'
`, V{"a": g.pw(), "b": g.s(alAlnum+"+/", 44)}, "--export-secret-keys 6F2C1E8A", "--body 'olafurpg-ci'")

	g.lgxAdd("scala-pekko-persistence-jdbc-conf", `
jdbc-journal { use-shared-db = "slick" }
pekko-persistence-jdbc.shared-databases.slick {
  profile = "slick.jdbc.MySQLProfile$"
  db {
    host = "mysql.events.svc"
    url = "jdbc:mysql://"${pekko-persistence-jdbc.shared-databases.slick.db.host}":3306/events?cachePrepStmts=true"
    user = "events"
    password = "«a»"
    driver = "com.mysql.cj.jdbc.Driver"
    numThreads = 8
  }
}
`, V{"a": g.pwStrong()}, `host = "mysql.events.svc"`, "numThreads = 8")

	g.lgxAdd("scala-cli-sttp-bearer", `
//> using scala 3.4.2
//> using dep com.softwaremill.sttp.client4::core:4.0.0-M16
import sttp.client4.quick.*

val resp = quickRequest
  .get(uri"https://api.openai.com/v1/models")
  .header("Authorization", "Bearer «a»")
  .send()
println(resp.code)
`, V{"a": g.openaiSvc()}, "//> using scala 3.4.2", "println(resp.code)")

	g.lgxAdd("scala-console-doobie-transactor", `
scala> import doobie.*, doobie.implicits.*, cats.effect.IO
scala> val xa = Transactor.fromDriverManager[IO]("org.postgresql.Driver", "jdbc:postgresql://localhost/world", "postgres", "«a»", None)
val xa: doobie.util.transactor.Transactor.Aux[cats.effect.IO, Unit] = doobie.util.transactor$Transactor$$anon$13@5d2b8e1f
scala> sql"select count(*) from country".query[Int].unique.transact(xa).unsafeRunSync()
val res0: Int = 239
`, V{"a": g.lgxPwLow()}, "jdbc:postgresql://localhost/world", "val res0: Int = 239")

	g.lgxAdd("scala-global-sbt-artifactory", `
$ cat ~/.sbt/1.0/global.sbt
credentials += Credentials("Artifactory Realm", "acme.jfrog.io", "svc-sbt", "«a»")
resolvers += "acme-libs" at "https://acme.jfrog.io/artifactory/sbt-virtual/"
`, V{"a": g.lgxArtifactory()}, `"Artifactory Realm", "acme.jfrog.io", "svc-sbt"`, `"https://acme.jfrog.io/artifactory/sbt-virtual/"`)

	g.lgxAdd("scala-spark-submit-s3a-keys", `
spark-submit --class com.acme.etl.Daily \
  --master yarn --deploy-mode cluster \
  --conf spark.hadoop.fs.s3a.access.key=«a» \
  --conf spark.hadoop.fs.s3a.secret.key=«b» \
  --conf spark.executor.memory=8g \
  etl-assembly-1.8.0.jar 2024-06-01
`, V{"a": g.awsID(), "b": g.awsSecret()}, "--class com.acme.etl.Daily", "--conf spark.executor.memory=8g")

	g.lgxAdd("scala-object-twilio-constants", `
object Secrets {
  final val TwilioSid = "«_sid»"
  final val TwilioToken = "«a»"
  final val FromNumber = "+14155550123"
}

val client = Twilio.init(Secrets.TwilioSid, Secrets.TwilioToken)
`, V{"_sid": g.twilioSID(), "a": g.hex(32)}, `final val FromNumber = "+14155550123"`)

	g.lgxAdd("scala-mill-publish-all", `
$ ./mill -i mill.scalalib.PublishModule/publishAll \
    --sonatypeCreds lihaoyi:«a» \
    --gpgArgs --passphrase=«b»,--batch,--yes,-a,-b \
    --publishArtifacts __.publishArtifacts --release true
[1/1] mill.scalalib.PublishModule.publishAll
Publishing Artifact(com.lihaoyi,os-lib_3,0.10.2)
`, V{"a": g.s(alAlnum+"+/", 44), "b": g.pwURL()}, "--publishArtifacts __.publishArtifacts --release true", "Publishing Artifact(com.lihaoyi,os-lib_3,0.10.2)")

	g.lgxAdd("scala-scalikejdbc-conf", `
db.default.driver="org.h2.Driver"
db.default.url="jdbc:h2:mem:play"

db.reporting.driver="oracle.jdbc.OracleDriver"
db.reporting.url="jdbc:oracle:thin:@//ora-dw.corp:1521/DWH"
db.reporting.user="SCALA_RPT"
db.reporting.password="«a»"
db.reporting.poolMaxSize=4
`, V{"a": g.pwStrong()}, `db.reporting.user="SCALA_RPT"`, "db.reporting.poolMaxSize=4")
}

// ---- Kotlin script and Gradle ----

func (g *G) lgxKotlin() {
	g.lgxAdd("kotlin-settings-gradle-kts-gpr-fallback", `
dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
        maven("https://maven.pkg.github.com/acme/android-sdk") {
            credentials {
                username = providers.gradleProperty("gpr.user").getOrElse("acme-ci")
                password = providers.gradleProperty("gpr.key").getOrElse("«a»")
            }
        }
    }
}
`, V{"a": g.ghp()}, `providers.gradleProperty("gpr.user").getOrElse("acme-ci")`, "RepositoriesMode.FAIL_ON_PROJECT_REPOS")

	g.lgxAdd("kotlin-gradle-properties-signing", `
$ cat ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4g -XX:+UseParallelGC
signing.keyId=«_k»
signing.password=«a»
signing.secretKeyRingFile=/home/ana/.gnupg/secring.gpg
mavenCentralUsername=«=u»
mavenCentralPassword=«b»
`, V{"_k": g.s(alHexU, 8), "a": g.pw(), "=u": g.an(8), "b": g.s(alAlnum+"+/", 44)}, "signing.secretKeyRingFile=/home/ana/.gnupg/secring.gpg", "org.gradle.jvmargs=-Xmx4g -XX:+UseParallelGC")

	g.lgxAdd("kotlin-envrc-in-memory-signing-key", `
# .envrc (direnv) -- local release of the ktor-plugins library
export ORG_GRADLE_PROJECT_signingInMemoryKeyId=«_k»
export ORG_GRADLE_PROJECT_signingInMemoryKeyPassword='«a»'
export ORG_GRADLE_PROJECT_signingInMemoryKey="-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n«b»\n-----END PGP PRIVATE KEY BLOCK-----"
`, V{"_k": g.s(alHexU, 8), "a": g.pw(), "b": g.lgxPGPEsc()}, "# .envrc (direnv) -- local release of the ktor-plugins library")

	g.lgxAdd("kotlin-main-kts-pagerduty", `
#!/usr/bin/env kotlin
@file:DependsOn("com.squareup.okhttp3:okhttp:4.12.0")
import okhttp3.*

val client = OkHttpClient()
val req = Request.Builder()
    .url("https://api.pagerduty.com/incidents?statuses[]=triggered")
    .header("Authorization", "Token token=«a»")
    .header("Accept", "application/vnd.pagerduty+json;version=2")
    .build()
println(client.newCall(req).execute().body?.string())
`, V{"a": g.s(alAlnum+"_-+", 20)}, `@file:DependsOn("com.squareup.okhttp3:okhttp:4.12.0")`, "application/vnd.pagerduty+json;version=2")

	g.lgxAdd("kotlin-ktor-application-conf", `
ktor {
    deployment { port = 8080 }
    application { modules = [ com.acme.ApplicationKt.module ] }
}
jwt {
    domain = "https://jwt-provider-domain/"
    audience = "jwt-audience"
    realm = "ktor sample app"
    secret = "«a»"
}
database {
    url = "jdbc:postgresql://localhost:5432/ktor"
    user = "ktor"
    password = "«b»"
}
`, V{"a": g.an(40), "b": g.lgxPwLow()}, `audience = "jwt-audience"`, `user = "ktor"`)

	g.lgxAdd("kotlin-exposed-database-connect", `
fun initDb() {
    Database.connect(
        url = "jdbc:mysql://mysql.prod:3306/inventory",
        driver = "com.mysql.cj.jdbc.Driver",
        user = "inventory_rw",
        password = "«a»"
    )
    transaction { SchemaUtils.create(Items, Warehouses) }
}
`, V{"a": g.pwStrong()}, `user = "inventory_rw"`, "SchemaUtils.create(Items, Warehouses)")

	g.lgxAdd("kotlin-repl-s3-static-credentials", `
>>> import aws.sdk.kotlin.services.s3.S3Client
>>> import aws.smithy.kotlin.runtime.auth.awscredentials.*
>>> val s3 = S3Client { region = "eu-central-1"; credentialsProvider = StaticCredentialsProvider { accessKeyId = "«a»"; secretAccessKey = "«b»" } }
>>> runBlocking { s3.listBuckets().buckets?.map { it.name } }
res3: kotlin.collections.List<kotlin.String?>? = [acme-artifacts, acme-logs]
`, V{"a": g.awsID(), "b": g.awsSecret()}, `region = "eu-central-1"`, "[acme-artifacts, acme-logs]")

	g.lgxAdd("kotlin-gradlew-p-flags", `
$ ./gradlew publishToMavenCentral -PmavenCentralPassword=«a» -PsigningInMemoryKeyPassword=«b» --no-configuration-cache
> Task :library:signMavenPublication
> Task :library:publishMavenPublicationToMavenCentralRepository

BUILD SUCCESSFUL in 1m 12s
41 actionable tasks: 12 executed, 29 up-to-date
`, V{"a": g.s(alAlnum+"+/", 44), "b": g.pw()}, "--no-configuration-cache", "BUILD SUCCESSFUL in 1m 12s")

	g.lgxAdd("kotlin-android-local-properties", `
## This file must *NOT* be checked into Version Control Systems,
sdk.dir=/Users/kim/Library/Android/sdk
MAPS_API_KEY=«=m»
RELEASE_STORE_FILE=/Users/kim/keys/upload.jks
RELEASE_STORE_PASSWORD=«a»
RELEASE_KEY_ALIAS=upload
RELEASE_KEY_PASSWORD=«b»
`, V{"=m": g.googleKey(), "a": g.pw(), "b": g.pw()}, "RELEASE_KEY_ALIAS=upload", "sdk.dir=/Users/kim/Library/Android/sdk")

	g.lgxAdd("kotlin-init-gradle-header-credentials", `
$ cat ~/.gradle/init.gradle
allprojects {
    repositories {
        maven {
            url "https://gitlab.acme.io/api/v4/groups/42/-/packages/maven"
            name "GitLab"
            credentials(HttpHeaderCredentials) {
                name = "Private-Token"
                value = "«a»"
            }
            authentication { header(HttpHeaderAuthentication) }
        }
    }
}
`, V{"a": g.glpat()}, `name = "Private-Token"`, "authentication { header(HttpHeaderAuthentication) }")
}

// ---- Groovy ----

func (g *G) lgxGroovy() {
	g.lgxAdd("groovy-map-smtp-config", `
def smtp = [host: 'smtp.sendgrid.net', port: 587, user: 'apikey', password: '«a»', starttls: true]
def mailer = new Mailer(smtp)
mailer.send(to: 'ops@acme.io', subject: "Nightly export ${new Date().format('yyyy-MM-dd')}")
`, V{"a": g.sendgrid()}, "user: 'apikey'", "to: 'ops@acme.io'")

	g.lgxAdd("groovy-grails-application-groovy", `
environments {
    production {
        dataSource {
            dbCreate = "none"
            url = "jdbc:oracle:thin:@//ora-prod.corp:1521/ERP"
            username = "GRAILS_APP"
            password = "«a»"
        }
    }
}
grails.plugin.springsecurity.rest.token.storage.jwt.secret = '«b»'
`, V{"a": g.pwStrong(), "b": g.an(48)}, `username = "GRAILS_APP"`, `dbCreate = "none"`)

	g.lgxAdd("groovy-configslurper-file", `
// conf/partner.groovy, read with new ConfigSlurper().parse(...)
ftp {
    host = 'ftp.partner-edi.com'
    user = 'acme_edi'
    password = '«a»'
    passive = true
}
api.token = '«b»'
api.base = 'https://edi.partner-edi.com/v2'
`, V{"a": g.pw(), "b": g.an(32)}, "user = 'acme_edi'", "api.base = 'https://edi.partner-edi.com/v2'")

	g.lgxAdd("groovy-jenkins-script-console-add-credentials", `
import jenkins.model.*
import com.cloudbees.plugins.credentials.*
import com.cloudbees.plugins.credentials.domains.Domain
import com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl

def c = new UsernamePasswordCredentialsImpl(CredentialsScope.GLOBAL, "nexus-deploy", "Nexus deploy user", "deploy", "«a»")
SystemCredentialsProvider.getInstance().getStore().addCredentials(Domain.global(), c)
println "added ${c.id}"
`, V{"a": g.pwStrong()}, `"nexus-deploy", "Nexus deploy user", "deploy"`)

	g.lgxAdd("groovy-jenkins-secret-decrypt-result", `
Script Console  »  jenkins.ci.acme.io

println(hudson.util.Secret.decrypt("«_e»"))

Result
«a»
`, V{"_e": g.lgxJenkinsEnc(), "a": g.pick(g.ghp(), g.pwStrong())}, "jenkins.ci.acme.io")

	g.lgxAdd("groovy-httpbuilder-ng-jira-basic", `
@Grab('io.github.http-builder-ng:http-builder-ng-core:1.0.4')
import static groovyx.net.http.HttpBuilder.configure

def jira = configure {
    request.uri = 'https://acme.atlassian.net'
    request.auth.basic 'svc-reports@acme.io', '«a»'
    request.contentType = 'application/json'
}
def issues = jira.get { request.uri.path = '/rest/api/3/search'; request.uri.query = [jql: 'project = OPS'] }
`, V{"a": g.atlassian()}, "'svc-reports@acme.io'", "[jql: 'project = OPS']")

	g.lgxAdd("groovy-gradle-ext-find-property-default", `
ext {
    nexusUsername = project.findProperty('nexusUsername') ?: 'admin'
    nexusPassword = project.findProperty('nexusPassword') ?: '«a»'
    dockerRegistry = 'registry.acme.io'
}
`, V{"a": g.pw()}, "project.findProperty('nexusUsername') ?: 'admin'", "dockerRegistry = 'registry.acme.io'")
}

// ---- Lua and OpenResty ----

func (g *G) lgxLua() {
	g.lgxAdd("openresty-access-by-lua-jwt-secret", `
location /api/ {
    access_by_lua_block {
        local jwt = require "resty.jwt"
        local secret = "«a»"
        local auth = ngx.var.http_authorization or ""
        local token = auth:match("Bearer%s+(.+)")
        local obj = jwt:verify(secret, token)
        if not obj.verified then return ngx.exit(401) end
    }
    proxy_pass http://backend;
}
`, V{"a": g.an(40)}, `auth:match("Bearer%s+(.+)")`, "proxy_pass http://backend;")

	g.lgxAdd("lua-resty-mysql-connect", `
local mysql = require "resty.mysql"
local db = mysql:new()
db:set_timeout(1000)
local ok, err = db:connect{
    host = "10.0.5.11",
    port = 3306,
    database = "shortener",
    user = "shortener",
    password = "«a»",
    charset = "utf8mb4",
}
if not ok then ngx.log(ngx.ERR, "mysql: ", err) return end
`, V{"a": g.pw()}, `database = "shortener"`, `charset = "utf8mb4"`)

	g.lgxAdd("lua-kong-declarative-credentials", `
_format_version: "3.0"
consumers:
  - username: mobile-app
    keyauth_credentials:
      - key: «a»
  - username: partner-portal
    basicauth_credentials:
      - username: partner
        password: «b»
plugins:
  - name: rate-limiting
    config: { minute: 120, policy: local }
`, V{"a": g.an(32), "b": g.pwStrong()}, "username: partner-portal", "config: { minute: 120, policy: local }")

	g.lgxAdd("lua-prosody-cfg", `
-- /etc/prosody/prosody.cfg.lua
VirtualHost "chat.acme.lan"

Component "upload.chat.acme.lan" "http_file_share"

Component "gateway.chat.acme.lan"
    component_secret = "«a»"

storage = "sql"
sql = { driver = "PostgreSQL", database = "prosody", username = "prosody", password = "«b»", host = "localhost" }
turn_external_secret = "«c»"
`, V{"a": g.an(24), "b": g.pw(), "c": g.hex(40)}, `Component "upload.chat.acme.lan" "http_file_share"`, `storage = "sql"`)

	g.lgxAdd("lua-hammerspoon-home-assistant", `
-- ~/.hammerspoon/init.lua
local HA_TOKEN = "«a»"
hs.hotkey.bind({"cmd", "alt"}, "L", function()
  hs.http.asyncPost("http://homeassistant.local:8123/api/services/light/toggle",
    '{"entity_id":"light.office"}',
    { Authorization = "Bearer " .. HA_TOKEN, ["Content-Type"] = "application/json" },
    function(status) hs.alert.show("office light: " .. status) end)
end)
`, V{"a": g.lgxHAToken()}, "http://homeassistant.local:8123/api/services/light/toggle", `{"entity_id":"light.office"}`)

	g.lgxAdd("lua-roblox-webhook-and-trello", `
local HttpService = game:GetService("HttpService")
local WEBHOOK = "https://discord.com/api/webhooks/«_id»/«a»"
local TRELLO_KEY, TRELLO_TOKEN = "«_k»", "«b»"

local function report(player, text)
	HttpService:PostAsync(WEBHOOK, HttpService:JSONEncode({content = player.Name .. ": " .. text}))
end
`, V{"_id": g.digits(19), "a": g.b64u(68), "_k": g.hex(32), "b": g.lgxTrello()}, `game:GetService("HttpService")`)

	g.lgxAdd("lua-luarocks-upload-api-key", `
$ luarocks upload kong-plugin-acme-auth-0.3.0-1.rockspec --api-key=«a»
Sending kong-plugin-acme-auth-0.3.0-1.rockspec ...
Sending kong-plugin-acme-auth-0.3.0-1.src.rock ...
Done: https://luarocks.org/modules/acme/kong-plugin-acme-auth/0.3.0-1
`, V{"a": g.an(40)}, "Done: https://luarocks.org/modules/acme/kong-plugin-acme-auth/0.3.0-1")

	g.lgxAdd("lua-luarocks-upload-config", `
$ cat ~/.luarocks/upload_config.lua
key = "«a»"
server = "https://luarocks.org"
$ luarocks upload --temp-key=«b» lua-cjson-2.1.0-1.rockspec --skip-pack
`, V{"a": g.an(40), "b": g.an(40)}, `server = "https://luarocks.org"`, "lua-cjson-2.1.0-1.rockspec --skip-pack")

	g.lgxAdd("lua-lapis-config", `
local config = require("lapis.config")

config("production", {
  port = 80,
  num_workers = "auto",
  code_cache = "on",
  secret = "«a»",
  postgres = {
    host = "127.0.0.1",
    user = "lapis",
    password = "«b»",
    database = "lapis_prod"
  }
})
`, V{"a": g.an(32), "b": g.lgxPwLow()}, `num_workers = "auto"`, `database = "lapis_prod"`)

	g.lgxAdd("lua-repl-pgmoon", `
$ lua5.4
Lua 5.4.6  Copyright (C) 1994-2023 Lua.org, PUC-Rio
> pgmoon = require("pgmoon")
> pg = pgmoon.new({host="127.0.0.1", port="5432", database="mydb", user="postgres", password="«a»"})
> assert(pg:connect())
true
> pg:query("select version()")[1].version
PostgreSQL 16.3 on x86_64-pc-linux-gnu
`, V{"a": g.pw()}, "PostgreSQL 16.3 on x86_64-pc-linux-gnu")

	rp := g.pwURL()
	g.lgxAdd("lua-tarantool-box-cfg-replication", `
-- /etc/tarantool/instances.enabled/store.lua
box.cfg{ listen = 3301, memtx_memory = 512 * 1024 * 1024 }
box.schema.user.create('replicator', {password = '«a»', if_not_exists = true})
box.schema.user.grant('replicator', 'replication', nil, nil, {if_not_exists = true})
box.cfg{ replication = {'replicator:«a»@10.0.1.21:3301', 'replicator:«a»@10.0.1.22:3301'} }
`, V{"a": rp}, "memtx_memory = 512 * 1024 * 1024", "box.schema.user.grant('replicator', 'replication'")

	g.lgxAdd("lua-apisix-config-admin-key", `
# conf/config.yaml
deployment:
  role: traditional
  admin:
    admin_key:
      - name: admin
        key: «a»
        role: admin
  etcd:
    host: ["http://etcd:2379"]
    user: root
    password: "«b»"
`, V{"a": g.hex(32), "b": g.pw()}, `host: ["http://etcd:2379"]`, "role: traditional")
}

// ---- Perl ----

func (g *G) lgxPerl() {
	g.lgxAdd("perl-dbi-oracle-attr-hash", `
my $dbh = DBI->connect(
    "dbi:Oracle:host=ora-rac-scan.corp;sid=FINPRD;port=1521",
    "FIN_BATCH", "«a»",
    { RaiseError => 1, AutoCommit => 0, ora_module_name => 'gl_close.pl' }
) or die $DBI::errstr;
`, V{"a": g.pwStrong()}, `"FIN_BATCH"`, "ora_module_name => 'gl_close.pl'")

	g.lgxAdd("perl-our-config-hash", `
our %CONFIG = (
    smtp_host     => 'smtp.mailgun.org',
    smtp_user     => 'postmaster@mg.example-shop.de',
    smtp_password => '«a»',
    paypal        => { client_id => '«_cid»', secret => '«b»' },
    debug         => 0,
);
`, V{"a": g.pw(), "_cid": "A" + g.b64u(79), "b": "E" + g.b64u(79)}, "smtp_user     => 'postmaster@mg.example-shop.de'", "debug         => 0,")

	g.lgxAdd("perl-mojolicious-conf", `
# myapp.conf
{
  secrets   => ['«a»', '«b»'],
  hypnotoad => { listen => ['http://*:8080'], workers => 8, proxy => 1 },
  pg        => 'postgresql://mojo:«c»@db/blog',
}
`, V{"a": g.hex(40), "b": g.hex(40), "c": g.pwURL()}, "listen => ['http://*:8080'], workers => 8")

	g.lgxAdd("perl-dancer2-config-yml", `
appname: "Inventory"
layout: "main"
session: "Cookie"
engines:
  session:
    Cookie:
      secret_key: "«a»"
      default_duration: 604800
plugins:
  Database:
    driver: 'mysql'
    database: 'inventory'
    host: 'localhost'
    username: 'inv'
    password: '«b»'
`, V{"a": g.an(32), "b": g.pw()}, "default_duration: 604800", "username: 'inv'")

	g.lgxAdd("perl-lwp-credentials", `
my $ua = LWP::UserAgent->new(timeout => 20, agent => 'backup-fetch/1.3');
$ua->credentials('intranet.corp.local:443', 'Restricted Area', 'svc_backup', '«a»');
my $res = $ua->get('https://intranet.corp.local/exports/daily.csv');
die $res->status_line unless $res->is_success;
`, V{"a": g.pw()}, "'Restricted Area', 'svc_backup'", "agent => 'backup-fetch/1.3'")

	g.lgxAdd("perl-net-openssh-password", `
use Net::OpenSSH;
my $ssh = Net::OpenSSH->new('deploy@build-07.lan',
    password    => '«a»',
    master_opts => [-o => 'StrictHostKeyChecking=no']);
$ssh->error and die "ssh: " . $ssh->error;
$ssh->system('sudo systemctl restart app') or die $ssh->error;
`, V{"a": g.pw()}, "'deploy@build-07.lan'", "sudo systemctl restart app")

	mp := g.pwURL()
	g.lgxAdd("perl-cpanm-darkpan-mirror", `
$ cpanm --mirror https://darkpan:«a»@cpan.acme.internal/ --mirror-only Acme::Billing
--> Working on Acme::Billing
Fetching https://darkpan:«a»@cpan.acme.internal/authors/id/A/AC/ACME/Acme-Billing-1.42.tar.gz ... OK
Configuring Acme-Billing-1.42 ... OK
Successfully installed Acme-Billing-1.42
`, V{"a": mp}, "Successfully installed Acme-Billing-1.42", "--mirror-only Acme::Billing")

	g.lgxAdd("perl-pause-file", `
$ cat ~/.pause
user ETHER
password «a»
$ cpan-upload -v Dist-Zilla-Plugin-Foo-0.004.tar.gz
registering upload with PAUSE web server
POSTing upload for Dist-Zilla-Plugin-Foo-0.004.tar.gz to https://pause.perl.org/pause/authenquery
`, V{"a": g.pw()}, "user ETHER", "registering upload with PAUSE web server")

	g.lgxAdd("perl-debugger-x-hash", `
  DB<1> x \%opts
0  HASH(0x55d1c3a8f2e8)
   'bind_dn' => 'cn=svc-perl,ou=svc,dc=corp,dc=local'
   'bind_pw' => '«a»'
   'host' => 'ldap.corp.local'
   'port' => 636
  DB<2> c
`, V{"a": g.pwStrong()}, "'bind_dn' => 'cn=svc-perl,ou=svc,dc=corp,dc=local'", "'host' => 'ldap.corp.local'")

	g.lgxAdd("perl-use-constant-pushover", `
use constant {
    API_BASE  => 'https://api.pushover.net/1',
    APP_TOKEN => '«a»',
    USER_KEY  => '«=u»',
};
my $res = HTTP::Tiny->new->post_form(API_BASE . '/messages.json',
    { token => APP_TOKEN, user => USER_KEY, message => $msg });
`, V{"a": "a" + g.s(alLowNum, 29), "=u": "u" + g.s(alLowNum, 29)}, "API_BASE  => 'https://api.pushover.net/1'")

	g.lgxAdd("perl-one-liner-net-smtp-app-password", `
$ perl -MNet::SMTP -e '$s=Net::SMTP->new("smtp.gmail.com",Port=>587);$s->starttls;$s->auth("kiosk.alerts@gmail.com","«a»") or die "auth"; print "ok\n"'
ok
`, V{"a": g.lgxAppPw()}, `"kiosk.alerts@gmail.com"`)

	g.lgxAdd("perl-mail-imapclient", `
my $imap = Mail::IMAPClient->new(
  Server   => 'imap.fastmail.com',
  User     => 'invoices@fastmail.fm',
  Password => '«a»',
  Ssl      => 1,
  Uid      => 1,
) or die "IMAP: $@";
$imap->select('INBOX/Invoices');
`, V{"a": g.s(alLowNum, 16)}, "User     => 'invoices@fastmail.fm'", "$imap->select('INBOX/Invoices');")
}

// ---- Tcl and Expect ----

func (g *G) lgxTcl() {
	g.lgxAdd("tcl-expect-switch-backup", `
#!/usr/bin/expect -f
set timeout 20
spawn ssh admin@10.10.0.1
expect "password:"
send "«a»\r"
expect "#"
send "copy running-config tftp://10.10.0.50/sw-core.cfg\r"
expect "#"
send "exit\r"
`, V{"a": g.pw()}, "spawn ssh admin@10.10.0.1", "tftp://10.10.0.50/sw-core.cfg")

	g.lgxAdd("tcl-tdbc-postgres", `
package require tdbc::postgres
tdbc::postgres::connection create db -host pg.lab -user eda -password «a» -database regress
set n [db allrows {select count(*) from runs where status = 'fail'}]
puts "failed runs: $n"
db close
`, V{"a": g.pwURL()}, "-host pg.lab -user eda", `puts "failed runs: $n"`)

	g.lgxAdd("tcl-http-geturl-jenkins-basic", `
package require http
package require tls
package require base64
http::register https 443 ::tls::socket
set auth [base64::encode "jenkins:«a»"]
set tok [http::geturl https://ci.lab.local/job/nightly/build -method POST \
    -headers [list Authorization "Basic $auth"]]
puts [http::status $tok]
`, V{"a": g.lgxJenkins()}, "https://ci.lab.local/job/nightly/build", "http::register https 443 ::tls::socket")

	g.lgxAdd("tcl-naviserver-db-pool", `
ns_section ns/db/drivers
    ns_param postgres ${bindir}/nsdbpg.so

ns_section ns/db/pool/main
    ns_param driver     postgres
    ns_param connections 15
    ns_param datasource localhost:5432:openacs
    ns_param user       openacs
    ns_param password   «a»
`, V{"a": g.pw()}, "ns_param datasource localhost:5432:openacs", "ns_param user       openacs")

	g.lgxAdd("tcl-tclsh-mysqltcl", `
% package require mysqltcl
3.052
% set h [mysql::connect -host db01 -user report -password «a» -db sales]
mysql0
% mysql::sel $h "select count(*) from orders" -flatlist
118203
`, V{"a": g.lgxPwLow()}, "-host db01 -user report", "118203")

	g.lgxAdd("tcl-expect-bank-sftp", `
#!/usr/bin/expect
set gpg_pass "«b»"
spawn sftp -oPort=2222 acme_upload@sftp.bank-partner.com
expect "password:" { send "«a»\r" }
expect "sftp>" { send "put /data/out/ACH_20240602.txt.gpg\r" }
expect "sftp>" { send "bye\r" }
`, V{"a": g.pwStrong(), "b": g.pw()}, "acme_upload@sftp.bank-partner.com", "put /data/out/ACH_20240602.txt.gpg")
}

// ---- Nim, Zig, Crystal, D, V, Odin ----

func (g *G) lgxSystems() {
	g.lgxAdd("nim-db-postgres-open", `
import db_connector/db_postgres

let db = open("pg.internal", "nimforum", "«a»", "nimforum")
for row in db.fastRows(sql"select name, email from person limit 5"):
  echo row
db.close()
`, V{"a": g.pw()}, `sql"select name, email from person limit 5"`)

	g.lgxAdd("nim-config-nims-defines", `
# config.nims
switch("define", "ssl")
switch("define", "release")
switch("define", "sentryDsn=https://«=k»@o«_o».ingest.sentry.io/«_p»")
switch("define", "stripeSecret=«a»")
switch("opt", "speed")
`, V{"=k": g.hex(32), "_o": g.digits(6), "_p": g.digits(7), "a": g.skLive()}, `switch("opt", "speed")`)

	nt := g.ghp()
	g.lgxAdd("nim-nimble-publish-token-saved", `
$ nimble publish
   Info: Please create a new personal access token on GitHub in order to allow Nimble to fork the packages repository.
 Prompt: Personal access token?
 Answer: «a»
Success: Github API token saved.
$ cat ~/.nimble/github_api_token
«a»
`, V{"a": nt}, "Success: Github API token saved.")

	g.lgxAdd("nim-httpclient-notion", `
import std/[httpclient, json]

let client = newHttpClient()
client.headers = newHttpHeaders({"Authorization": "Bearer «a»", "Notion-Version": "2022-06-28"})
echo client.getContent("https://api.notion.com/v1/users/me").parseJson.pretty
`, V{"a": g.notion()}, `"Notion-Version": "2022-06-28"`)

	g.lgxAdd("nim-nimble-file-private-requires", `
# acme_rpc.nimble
version       = "1.2.0"
author        = "Acme Platform"
license       = "Proprietary"
requires "nim >= 2.0.0"
requires "https://x-access-token:«a»@github.com/acme/nim-auth#v1.2"
requires "jsony >= 1.1.5"
`, V{"a": g.ghs()}, `requires "jsony >= 1.1.5"`, `license       = "Proprietary"`)

	g.lgxAdd("zig-build-option-token", `
$ zig build run -Doptimize=ReleaseSafe -Dtelegram_token=«a» -Dchat_id=-100«_c»
info: bot started, polling updates
info(bot): 3 updates, 0 errors
`, V{"a": g.telegram(), "_c": g.digits(10)}, "-Doptimize=ReleaseSafe", "info: bot started, polling updates")

	g.lgxAdd("zig-std-http-extra-headers", `
const std = @import("std");

pub fn main() !void {
    var gpa = std.heap.GeneralPurposeAllocator(.{}){};
    var client = std.http.Client{ .allocator = gpa.allocator() };
    defer client.deinit();
    const uri = try std.Uri.parse("https://api.anthropic.com/v1/messages");
    var buf: [4096]u8 = undefined;
    var req = try client.open(.POST, uri, .{
        .server_header_buffer = &buf,
        .extra_headers = &.{
            .{ .name = "x-api-key", .value = "«a»" },
            .{ .name = "anthropic-version", .value = "2023-06-01" },
        },
    });
    defer req.deinit();
}
`, V{"a": g.anthropic()}, `.{ .name = "anthropic-version", .value = "2023-06-01" }`)

	g.lgxAdd("crystal-lucky-server-secret", `
# config/server.cr
Lucky::Server.configure do |settings|
  if LuckyEnv.production?
    settings.secret_key_base = secret_key_from_env
    settings.host = "0.0.0.0"
    settings.port = ENV["PORT"].to_i
  else
    settings.secret_key_base = "«a»"
    settings.host = Lucky::ServerSettings.host
    settings.port = Lucky::ServerSettings.port
  end
end
`, V{"a": g.b64(32)}, "settings.secret_key_base = secret_key_from_env", `settings.port = ENV["PORT"].to_i`)

	g.lgxAdd("crystal-kemal-session-and-db-open", `
require "kemal"
require "kemal-session"
require "mysql"

Kemal::Session.config do |config|
  config.cookie_name = "shortly_sid"
  config.secret = "«a»"
  config.gc_interval = 2.minutes
end

DB.open "mysql://shortly:«b»@127.0.0.1/shortly" do |db|
  puts db.scalar("select count(*) from links")
end
`, V{"a": g.hex(64), "b": g.pwURL()}, `config.cookie_name = "shortly_sid"`, "config.gc_interval = 2.minutes")

	g.lgxAdd("crystal-amber-production-yml", `
# config/environments/production.yml
secret_key_base: «a»
port: 3000
name: pet_tracker
database_url: postgres://pet_tracker:«b»@db:5432/pet_tracker_production
smtp:
  enabled: true
  host: smtp.sendgrid.net
  username: apikey
  password: «c»
`, V{"a": g.b64u(43), "b": g.pwURL(), "c": g.sendgrid()}, "name: pet_tracker", "host: smtp.sendgrid.net")

	g.lgxAdd("dlang-vibed-mysql-pool", `
import vibe.vibe;
import mysql;

void main()
{
    auto pool = new MySQLPool("db.internal", "vibe_app", "«a»", "forum", 3306);
    auto settings = new HTTPServerSettings;
    settings.port = 8080;
    settings.sessionStore = new MemorySessionStore;
    listenHTTP(settings, router(pool));
    runApplication();
}
`, V{"a": g.pw()}, `"db.internal", "vibe_app"`, "settings.sessionStore = new MemorySessionStore;")

	g.lgxAdd("dlang-requests-basic-auth", `
import requests;

void main() {
    auto rq = Request();
    rq.authenticator = new BasicAuthentication("monitor", "«a»");
    auto rs = rq.get("https://grafana.lab.local/api/health");
    writeln(rs.code, " ", rs.responseBody);
}
`, V{"a": g.pw()}, `"https://grafana.lab.local/api/health"`)

	g.lgxAdd("vlang-pg-config", `
import db.pg

fn main() {
	db := pg.connect(pg.Config{
		host: 'localhost'
		port: 5432
		user: 'vblog'
		password: '«a»'
		dbname: 'vblog'
	})!
	defer {
		db.close()
	}
	println(db.exec('select count(*) from posts')!)
}
`, V{"a": g.lgxPwLow()}, "user: 'vblog'", "select count(*) from posts")

	g.lgxAdd("odin-constants-bot", `
package main

import "core:fmt"

OPENAI_KEY :: "«a»"
DISCORD_TOKEN :: "«b»"
GUILD_ID :: «_g»

main :: proc() {
	fmt.println("starting bot for guild", GUILD_ID)
}
`, V{"a": g.openai(), "b": g.discordBot(), "_g": g.digits(18)}, `fmt.println("starting bot for guild", GUILD_ID)`)
}

// ---- Dart and Flutter ----

func (g *G) lgxDart() {
	g.lgxAdd("dart-serverpod-passwords-yaml", `
# config/passwords.yaml
# This file contains passwords for the server. Don't check in to version control.
shared:
  mySharedPassword: '«a»'

development:
  database: '«b»'
  redis: '«c»'
  serviceSecret: '«d»'

production:
  database: '«e»'
  serviceSecret: '«f»'
`, V{"a": g.pw(), "b": g.an(32), "c": g.an(32), "d": g.an(32), "e": g.an(32), "f": g.an(32)}, "Don't check in to version control.")

	g.lgxAdd("dart-flutter-dotenv-file", `
$ cat assets/.env
API_BASE_URL=https://api.rideshare.app/v2
STRIPE_PUBLISHABLE_KEY=«_pk»
STRIPE_SECRET_KEY=«a»
GOOGLE_MAPS_KEY=«=m»
SENTRY_AUTH_TOKEN=«b»
`, V{"_pk": g.pkLive(), "a": g.skLive(), "=m": g.googleKey(), "b": g.sentryUser()}, "API_BASE_URL=https://api.rideshare.app/v2")

	g.lgxAdd("dart-envied-and-env-prod", `
// lib/env/env.dart
@Envied(path: '.env.prod')
abstract class Env {
  @EnviedField(varName: 'OPENAI_KEY', obfuscate: true)
  static final String openAiKey = _Env.openAiKey;
}
$ cat .env.prod
OPENAI_KEY=«a»
REVENUECAT_PUBLIC=appl_«_rc»
`, V{"a": g.openai(), "_rc": g.an(27)}, "@EnviedField(varName: 'OPENAI_KEY', obfuscate: true)")

	g.lgxAdd("dart-pub-tokens-json", `
$ cat ~/.config/dart/pub-tokens.json
{
  "version": 1,
  "hosted": [
    {
      "url": "https://dart.cloudsmith.io/acme/flutter-private",
      "token": "«a»"
    },
    {
      "url": "https://onepub.dev/api/«_o»",
      "env": "ONEPUB_TOKEN"
    }
  ]
}
`, V{"a": g.an(40), "_o": g.s(alLower, 10)}, `"env": "ONEPUB_TOKEN"`, `"url": "https://dart.cloudsmith.io/acme/flutter-private"`)

	g.lgxAdd("dart-pub-token-add-pasted", `
$ dart pub token add https://pub.acme.dev
Enter secret token: «a»
Requests to "https://pub.acme.dev" will now be authenticated using the secret token.
$ flutter pub get
Resolving dependencies...
+ acme_design_system 4.1.0
`, V{"a": g.b64u(48)}, "+ acme_design_system 4.1.0", `Requests to "https://pub.acme.dev" will now be authenticated`)

	g.lgxAdd("dart-pub-credentials-json", `
$ cat ~/.config/dart/pub-credentials.json
{"accessToken":"«a»","refreshToken":"«b»","idToken":"«c»","tokenEndpoint":"https://accounts.google.com/o/oauth2/token","scopes":["openid","https://www.googleapis.com/auth/userinfo.email"],"expiration":«_x»}
`, V{"a": g.ya29(), "b": g.gRefresh(), "c": g.lgxGoogleID("dev@flutter-kit.dev"), "_x": fmt.Sprint(g.lgxEpoch()) + g.digits(3)}, `"tokenEndpoint":"https://accounts.google.com/o/oauth2/token"`)

	g.lgxAdd("dart-const-api-config", `
class ApiConfig {
  static const baseUrl = 'https://api.weatherly.io';
  static const openWeatherKey = '«a»';
  static const revenueCatSecret = 'sk_«b»';
  static const timeout = Duration(seconds: 15);
}
`, V{"a": g.hex(32), "b": g.an(32)}, "static const baseUrl = 'https://api.weatherly.io';", "Duration(seconds: 15)")

	g.lgxAdd("dart-from-environment-default", `
const jwtSecret = String.fromEnvironment('JWT_SECRET', defaultValue: '«a»');
const port = int.fromEnvironment('PORT', defaultValue: 8080);

Future<void> main() async {
  final handler = const Pipeline().addMiddleware(checkJwt(jwtSecret)).addHandler(router.call);
  await serve(handler, InternetAddress.anyIPv4, port);
}
`, V{"a": g.an(32)}, "int.fromEnvironment('PORT', defaultValue: 8080)")

	g.lgxAdd("dart-conduit-config-yaml", `
# config.yaml
database:
  host: localhost
  port: 5432
  username: heroes_user
  password: «a»
  databaseName: heroes
jwt:
  issuer: heroes-api
  signing_key: «b»
`, V{"a": g.lgxPwLow(), "b": g.b64(32)}, "username: heroes_user", "issuer: heroes-api")

	kp := g.pw()
	g.lgxAdd("dart-codemagic-yaml-vars", `
workflows:
  android-release:
    name: Android release
    environment:
      flutter: 3.22.2
      vars:
        FIREBASE_TOKEN: «a»
        CM_KEYSTORE_PASSWORD: «b»
        CM_KEY_PASSWORD: «b»
        CM_KEY_ALIAS: upload
    scripts:
      - flutter build appbundle --release
`, V{"a": g.gRefresh(), "b": kp}, "CM_KEY_ALIAS: upload", "flutter build appbundle --release")
}

// ---- Julia ----

func (g *G) lgxJulia() {
	g.lgxAdd("julia-genie-secrets-jl", `
$ cat config/secrets.jl
Genie.Secrets.secret_token!("«a»")
$ git check-ignore config/secrets.jl || echo "not ignored"
not ignored
`, V{"a": g.hex(64)}, `not ignored`)

	g.lgxAdd("julia-searchlight-connection-yml", `
# db/connection.yml
env: ENV["GENIE_ENV"]

dev:
  adapter: SQLite
  database: db/dev.sqlite3

prod:
  adapter: PostgreSQL
  host: pg.internal
  port: 5432
  database: todo_prod
  username: todo
  password: «a»
`, V{"a": g.pw()}, "database: db/dev.sqlite3", "username: todo")

	jt := g.glpat()
	g.lgxAdd("julia-pkg-add-url-token", `
(@v1.10) pkg> add https://oauth2:«a»@gitlab.acme.io/quant/RiskModels.jl
     Cloning git-repo ˋhttps://oauth2:«a»@gitlab.acme.io/quant/RiskModels.jlˋ
    Updating git-repo ˋhttps://oauth2:«a»@gitlab.acme.io/quant/RiskModels.jlˋ
   Resolving package versions...
    Updating ˋ~/.julia/environments/v1.10/Project.tomlˋ
  [«_u»] + RiskModels v0.7.3 ˋhttps://oauth2:«a»@gitlab.acme.io/quant/RiskModels.jl#mainˋ
`, V{"a": jt, "_u": g.hex(8)}, "+ RiskModels v0.7.3", "Resolving package versions...")

	g.lgxAdd("julia-repl-redis-connection", `
julia> using Redis

julia> conn = RedisConnection(host="redis-17311.c250.eu-central-1-1.ec2.cloud.redislabs.com", port=17311, password="«a»")
RedisConnection(host: redis-17311.c250.eu-central-1-1.ec2.cloud.redislabs.com, port: 17311, db: 0)

julia> get(conn, "last_run")
"2024-06-02T04:00:11"
`, V{"a": g.an(32)}, `"2024-06-02T04:00:11"`, "port: 17311, db: 0")

	g.lgxAdd("julia-oxygen-jwt-key", `
using Oxygen, HTTP, JSONWebTokens

const JWT_KEY = JSONWebTokens.HS256("«a»")
const ADMIN_PASSWORD = "«b»"

@post "/login" function(req::HTTP.Request)
    body = json(req)
    body["password"] == ADMIN_PASSWORD || return HTTP.Response(401)
    return Dict("token" => JSONWebTokens.encode(JWT_KEY, Dict("sub" => "admin")))
end
`, V{"a": g.an(32), "b": g.pw()}, `@post "/login" function(req::HTTP.Request)`)
}

// ---- Fortran, COBOL, Ada, Pascal and Delphi ----

func (g *G) lgxLegacy() {
	g.lgxAdd("fortran-namelist-db", `
&db_nml
  db_host = 'wrf-archive.ncar.lab',
  db_user = 'wrfpost',
  db_pass = '«a»',
  db_name = 'forecasts'
/
&io_nml
  output_dir = '/glade/scratch/wrfpost/out'
/
`, V{"a": g.pw()}, "db_user = 'wrfpost'", "output_dir = '/glade/scratch/wrfpost/out'")

	g.lgxAdd("fortran-execute-command-line-curl", `
program upload_results
  implicit none
  character(len=*), parameter :: token = '«a»'
  call execute_command_line('curl -s -H "Authorization: Bearer '//token// &
       '" -F file=@run042.nc https://zenodo.org/api/deposit/depositions/«_d»/files')
end program upload_results
`, V{"a": g.an(60), "_d": g.digits(8)}, "-F file=@run042.nc")

	g.lgxAdd("cobol-copybook-db2-connect", `
      *----------------------------------------------------------------
      * DBCREDS.CPY  -  DB2 CONNECTION PARAMETERS FOR BATCH PGMS
      *----------------------------------------------------------------
       01  WS-DB2-CONNECT.
           05  WS-DB2-LOCATION     PIC X(16) VALUE 'DSNPROD1'.
           05  WS-DB2-USERID       PIC X(08) VALUE 'BTCHUSR1'.
           05  WS-DB2-PASSWORD     PIC X(08) VALUE '«a»'.
           05  FILLER              PIC X(04) VALUE SPACES.
`, V{"a": g.s(alUpNum, 8)}, "VALUE 'BTCHUSR1'", "DBCREDS.CPY  -  DB2 CONNECTION PARAMETERS FOR BATCH PGMS")

	g.lgxAdd("cobol-move-and-exec-sql-connect", `
       1000-CONNECT.
           MOVE 'RPTPROD'   TO WS-DBNAME.
           MOVE 'RPTUSER'   TO WS-USER.
           MOVE '«a»' TO WS-PASS.
           EXEC SQL
               CONNECT TO :WS-DBNAME USER :WS-USER USING :WS-PASS
           END-EXEC.
           IF SQLCODE NOT = 0
               DISPLAY 'CONNECT FAILED ' SQLCODE
           END-IF.
`, V{"a": g.s(alUpNum, 8)}, "MOVE 'RPTUSER'   TO WS-USER.", "DISPLAY 'CONNECT FAILED ' SQLCODE")

	g.lgxAdd("cobol-jcl-job-card-password", `
//PAYROLL  JOB (ACCT),'NIGHTLY PAY',CLASS=A,MSGCLASS=X,
//         NOTIFY=&SYSUID,USER=PAYBAT,PASSWORD=«a»
//STEP01   EXEC PGM=IKJEFT01
//SYSTSPRT DD SYSOUT=*
//SYSTSIN  DD *
  DSN SYSTEM(DB2P)
  RUN PROGRAM(PAYCALC) PLAN(PAYPLAN)
/*
`, V{"a": g.s(alUpNum, 8)}, "USER=PAYBAT", "RUN PROGRAM(PAYCALC) PLAN(PAYPLAN)")

	g.lgxAdd("ada-credentials-package", `
package Credentials is
   Broker_Host     : constant String := "mqtt.rail.local";
   Broker_User     : constant String := "telemetry";
   Broker_Password : constant String := "«a»";
   Api_Key         : constant String := "«b»";
end Credentials;
`, V{"a": g.pw(), "b": g.hex(40)}, `Broker_User     : constant String := "telemetry";`, `"mqtt.rail.local"`)

	g.lgxAdd("ada-gnatcoll-postgres-setup", `
   DB_Descr := GNATCOLL.SQL.Postgres.Setup
     (Database => "railway",
      User     => "signal_ro",
      Host     => "10.40.0.8",
      Password => "«a»",
      SSL      => GNATCOLL.SQL.Postgres.Require);
   DB := DB_Descr.Build_Connection;
`, V{"a": g.pwStrong()}, `User     => "signal_ro"`, "DB := DB_Descr.Build_Connection;")

	g.lgxAdd("ada-aws-client-get", `
   Result := AWS.Client.Get
     (URL      => "https://nexus.rail.local/service/rest/v1/status",
      User     => "ada-ci",
      Pwd      => "«a»",
      Timeouts => AWS.Client.Timeouts (Each => 10.0));
   Ada.Text_IO.Put_Line (AWS.Response.Message_Body (Result));
`, V{"a": g.pw()}, `User     => "ada-ci"`, "AWS.Client.Timeouts (Each => 10.0)")

	g.lgxAdd("delphi-dfm-firedac-params", `
  object FDConnection1: TFDConnection
    Params.Strings = (
      'Database=C:\Data\STOCK.FDB'
      'User_Name=SYSDBA'
      'Password=«a»'
      'Server=192.168.1.20'
      'DriverID=FB')
    LoginPrompt = False
    Left = 48
    Top = 24
  end
`, V{"a": g.pw()}, "'User_Name=SYSDBA'", "'Server=192.168.1.20'")

	g.lgxAdd("delphi-indy-smtp-password", `
procedure TfrmMain.SendReport;
begin
  IdSMTP1.Host := 'smtp.office365.com';
  IdSMTP1.Port := 587;
  IdSMTP1.Username := 'reports@contoso-retail.com';
  IdSMTP1.Password := '«a»';
  IdSMTP1.UseTLS := utUseExplicitTLS;
  IdSMTP1.Connect;
  try
    IdSMTP1.Send(IdMessage1);
  finally
    IdSMTP1.Disconnect;
  end;
end;
`, V{"a": g.pw()}, "IdSMTP1.Username := 'reports@contoso-retail.com';", "IdSMTP1.UseTLS := utUseExplicitTLS;")

	g.lgxAdd("lazarus-lfm-zeos-connection", `
  object ZConnection1: TZConnection
    ControlsCodePage = cCP_UTF8
    Protocol = 'mysql'
    HostName = 'db.warehouse.lan'
    Database = 'wms'
    User = 'wms_client'
    Password = '«a»'
    Port = 3306
    Left = 40
    Top = 16
  end
`, V{"a": g.lgxPwLow()}, "User = 'wms_client'", "HostName = 'db.warehouse.lan'")

	g.lgxAdd("freepascal-fphttpclient-bot-token", `
program tgping;
uses fphttpclient, opensslsockets;
const
  ApiUrl = 'https://api.telegram.org/bot';
  BotToken = '«a»';
begin
  WriteLn(TFPHTTPClient.SimpleGet(ApiUrl + BotToken + '/getMe'));
end.
`, V{"a": g.telegram()}, "ApiUrl = 'https://api.telegram.org/bot';", "uses fphttpclient, opensslsockets;")

	g.lgxAdd("delphi-dbxconnections-ini", `
[OracleConnection]
DriverName=Oracle
DataBase=ORCL_PROD
User_Name=SCOTT_APP
Password=«a»
RowsetSize=20
BlobSize=-1
Oracle TransIsolation=ReadCommitted
`, V{"a": g.pwStrong()}, "User_Name=SCOTT_APP", "Oracle TransIsolation=ReadCommitted")

	g.lgxAdd("delphi-oauth2-authenticator-dfm", `
  object OAuth2Authenticator1: TOAuth2Authenticator
    AccessToken = '«a»'
    AuthorizationEndpoint = 'https://login.acme-erp.com/oauth/authorize'
    ClientID = '«_cid»'
    ClientSecret = '«b»'
    RedirectionEndpoint = 'http://localhost:8080/callback'
    ResponseType = rtCODE
  end
`, V{"a": g.b64u(40), "_cid": g.uuid(), "b": g.an(40)}, "RedirectionEndpoint = 'http://localhost:8080/callback'", "ResponseType = rtCODE")
}

// ---- VB6, VBA, AutoHotkey and PowerShell ----

func (g *G) lgxWindows() {
	g.lgxAdd("vb6-ado-connection-string", `
Public Sub OpenDb()
    Set cn = New ADODB.Connection
    cn.ConnectionString = "Provider=SQLOLEDB.1;Data Source=SRV-SQL02;Initial Catalog=Facturacion;User ID=fact_app;Password=«a»;"
    cn.CursorLocation = adUseClient
    cn.Open
End Sub
`, V{"a": g.pw()}, "User ID=fact_app", "cn.CursorLocation = adUseClient")

	g.lgxAdd("vba-const-api-key-xmlhttp", `
Private Const API_KEY As String = "«a»"
Private Const BASE_URL As String = "https://v6.exchangerate-api.com/v6/"

Sub RefreshRates()
    Dim http As Object
    Set http = CreateObject("MSXML2.XMLHTTP")
    http.Open "GET", BASE_URL & API_KEY & "/latest/EUR", False
    http.send
    Sheets("Rates").Range("A1").Value = http.responseText
End Sub
`, V{"a": g.hex(24)}, `Private Const BASE_URL As String = "https://v6.exchangerate-api.com/v6/"`, `Sheets("Rates").Range("A1").Value`)

	g.lgxAdd("vba-cdo-sendpassword", `
With cdoConf.Fields
    .Item("http://schemas.microsoft.com/cdo/configuration/smtpserver") = "smtp.gmail.com"
    .Item("http://schemas.microsoft.com/cdo/configuration/smtpserverport") = 465
    .Item("http://schemas.microsoft.com/cdo/configuration/smtpauthenticate") = 1
    .Item("http://schemas.microsoft.com/cdo/configuration/sendusername") = "facturas.tienda@gmail.com"
    .Item("http://schemas.microsoft.com/cdo/configuration/sendpassword") = "«a»"
    .Item("http://schemas.microsoft.com/cdo/configuration/smtpusessl") = True
    .Update
End With
`, V{"a": g.lgxAppPw()}, `"facturas.tienda@gmail.com"`, "smtpusessl\") = True")

	g.lgxAdd("vba-access-linked-table-connect", `
Public Sub RelinkOrders()
    Dim td As DAO.TableDef
    Set td = CurrentDb.TableDefs("dbo_Orders")
    td.Connect = "ODBC;DRIVER={ODBC Driver 17 for SQL Server};SERVER=sql01.corp.local;DATABASE=Orders;UID=access_link;PWD=«a»;"
    td.RefreshLink
End Sub
`, V{"a": g.pw()}, "UID=access_link", `CurrentDb.TableDefs("dbo_Orders")`)

	g.lgxAdd("vba-winhttp-setcredentials", `
Set req = CreateObject("WinHttp.WinHttpRequest.5.1")
req.Open "GET", "https://sharepoint.corp.local/sites/fin/_api/web/lists", False
req.SetCredentials "CORP\svc_excel", "«a»", 0
req.SetRequestHeader "Accept", "application/json;odata=verbose"
req.Send
`, V{"a": g.pwStrong()}, `"CORP\svc_excel"`, "application/json;odata=verbose")

	g.lgxAdd("vb6-ini-file-type", `
C:\> type C:\Programas\Nomina\nomina.ini
[BaseDatos]
Servidor=192.168.10.5
Usuario=nomina
Clave=«a»
[FTP]
Host=ftp.banco-ejemplo.com.mx
Usuario=EMP0421
Clave=«b»
`, V{"a": g.pw(), "b": g.s(alUpNum, 8)}, "Usuario=EMP0421", "Host=ftp.banco-ejemplo.com.mx")

	g.lgxAdd("autohotkey-hotstrings-passwords", `
; hotstrings.ahk -- loaded at login
::;addr::221B Baker Street, London
::;vpn::«a»
^!p::
    SendInput, «b»{Enter}
return
`, V{"a": g.pw(), "b": g.pwStrong()}, "::;addr::221B Baker Street, London", "; hotstrings.ahk -- loaded at login")

	g.lgxAdd("autohotkey-v2-winhttp-todoist", `
#Requires AutoHotkey v2.0
token := "«a»"
^+t:: {
    task := InputBox("Task?").Value
    whr := ComObject("WinHttp.WinHttpRequest.5.1")
    whr.Open("POST", "https://api.todoist.com/rest/v2/tasks", false)
    whr.SetRequestHeader("Authorization", "Bearer " token)
    whr.SetRequestHeader("Content-Type", "application/json")
    whr.Send('{"content":"' task '"}')
}
`, V{"a": g.hex(40)}, "#Requires AutoHotkey v2.0", `"https://api.todoist.com/rest/v2/tasks"`)

	g.lgxAdd("autohotkey-cmdkey-run", `
F12::Run 'mstsc.exe /v:jump01.corp.local'
F11::Run 'cmdkey /generic:TERMSRV/jump01.corp.local /user:CORP\adm-jlee /pass:«a»'
`, V{"a": g.pwStrong()}, "/user:CORP\\adm-jlee", "F12::Run 'mstsc.exe /v:jump01.corp.local'")

	g.lgxAdd("powershell-class-hidden-token", `
class ZendeskClient {
    [string]$Subdomain = 'acmehelp'
    [string]$Email = 'automation@acme.io'
    hidden [string]$ApiToken = '«a»'

    [object] GetTickets() {
        $pair = "$($this.Email)/token:$($this.ApiToken)"
        $b64 = [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes($pair))
        return Invoke-RestMethod -Uri "https://$($this.Subdomain).zendesk.com/api/v2/tickets.json" -Headers @{ Authorization = "Basic $b64" }
    }
}
`, V{"a": g.an(40)}, "[string]$Email = 'automation@acme.io'", "[object] GetTickets() {")

	g.lgxAdd("powershell-class-pscredential-ctor", `
class SqlRunner {
    [string]$Server
    [pscredential]$Cred

    SqlRunner([string]$server) {
        $this.Server = $server
        $this.Cred = [pscredential]::new('sa_reporting', (ConvertTo-SecureString '«a»' -AsPlainText -Force))
    }

    [object[]] Query([string]$sql) {
        return Invoke-Sqlcmd -ServerInstance $this.Server -Credential $this.Cred -Query $sql
    }
}
`, V{"a": g.pw()}, "[pscredential]::new('sa_reporting'", "[object[]] Query([string]$sql) {")

	g.lgxAdd("powershell-publish-module-key", `
PS C:\src\PSAcmeTools> Publish-Module -Path .\out\PSAcmeTools -NuGetApiKey «a» -Repository PSGallery -Verbose
VERBOSE: Performing the operation "Publish-Module" on target "Version '1.4.0' of module 'PSAcmeTools'".
VERBOSE: Successfully published module 'PSAcmeTools' to the module publish location 'https://www.powershellgallery.com/api/v2/package/'.
`, V{"a": g.lgxNuget()}, "Version '1.4.0' of module 'PSAcmeTools'")
}

// ---- Racket, Common Lisp, Prolog, Smalltalk ----

func (g *G) lgxLisp() {
	g.lgxAdd("racket-postgresql-connect", `
#lang racket
(require db)

(define conn
  (postgresql-connect #:user "frog"
                      #:database "frog_blog"
                      #:server "127.0.0.1"
                      #:password "«a»"))

(query-value conn "select count(*) from posts")
`, V{"a": g.pw()}, `#:database "frog_blog"`, `(query-value conn "select count(*) from posts")`)

	g.lgxAdd("racket-repl-http-easy-basic", `
> (require net/http-easy)
> (define res (get "https://api.mailjet.com/v3/REST/contact" #:auth (basic-auth "«=k»" "«a»")))
> (response-status-code res)
200
`, V{"=k": g.hex(32), "a": g.hex(32)}, "(response-status-code res)")

	g.lgxAdd("commonlisp-postmodern-connect-toplevel", `
;; ~/src/inventory/dev.lisp
(ql:quickload :postmodern)
(postmodern:connect-toplevel "inventory" "lisp_app" "«a»" "pg.lab.local" :port 5432)
(postmodern:query "select count(*) from items" :single)
`, V{"a": g.pw()}, `"inventory" "lisp_app"`, `(postmodern:query "select count(*) from items" :single)`)

	g.lgxAdd("commonlisp-cl-dbi-connect", `
(defparameter *conn*
  (dbi:connect :mysql
               :database-name "caveman_app"
               :username "caveman"
               :password "«a»"
               :host "127.0.0.1"
               :port 3306))
`, V{"a": g.lgxPwLow()}, `:database-name "caveman_app"`, ":port 3306))")

	g.lgxAdd("commonlisp-sbclrc-quicklisp-proxy", `
;; ~/.sbclrc
#-quicklisp
(let ((quicklisp-init (merge-pathnames "quicklisp/setup.lisp" (user-homedir-pathname))))
  (when (probe-file quicklisp-init)
    (load quicklisp-init)))
(setf ql-http:*proxy-url* "http://jmartin:«a»@proxy.corp.example:3128/")
`, V{"a": g.pwURL()}, `(merge-pathnames "quicklisp/setup.lisp" (user-homedir-pathname))`, "proxy.corp.example:3128")

	g.lgxAdd("commonlisp-slime-dexador-header", `
CL-USER> (ql:quickload :dexador)
To load "dexador":
  Load 1 ASDF system:
    dexador
(:DEXADOR)
CL-USER> (dex:get "https://api.github.com/user" :headers '(("Authorization" . "token «a»")))
"{\"login\":\"fukamachi-bot\",\"id\":«_i»}"
200
`, V{"a": g.ghp(), "_i": g.digits(8)}, `\"login\":\"fukamachi-bot\"`)

	g.lgxAdd("prolog-odbc-connect", `
:- use_module(library(odbc)).

connect :-
    odbc_connect('warehouse', _,
                 [ user('prolog_ro'),
                   password('«a»'),
                   alias(wh),
                   open(once)
                 ]).
`, V{"a": g.pw()}, "user('prolog_ro')", "alias(wh)")

	g.lgxAdd("prolog-http-open-private-token", `
:- use_module(library(http/http_open)).
:- use_module(library(http/json)).

fetch_issues(Dict) :-
    http_open('https://gitlab.acme.io/api/v4/issues?state=opened', In,
              [ request_header('PRIVATE-TOKEN'='«a»') ]),
    json_read_dict(In, Dict),
    close(In).
`, V{"a": g.glpat()}, "'https://gitlab.acme.io/api/v4/issues?state=opened'", "json_read_dict(In, Dict)")

	g.lgxAdd("pharo-znclient-sendgrid", `
| client response |
client := ZnClient new
    url: 'https://api.sendgrid.com/v3/mail/send';
    headerAt: 'Authorization' put: 'Bearer «a»';
    entity: (ZnEntity json: payload);
    yourself.
response := client post; response.
Transcript show: response statusLine printString; cr.
`, V{"a": g.sendgrid()}, "url: 'https://api.sendgrid.com/v3/mail/send';", "Transcript show: response statusLine printString; cr.")

	g.lgxAdd("pharo-iceberg-plaintext-credentials", `
IceCredentialStore current
    storeCredential: (IcePlaintextCredentials new
        username: 'pharo-ci';
        password: '«a»';
        host: 'github.com';
        yourself)
    forHostname: 'github.com'.
`, V{"a": g.ghp()}, "username: 'pharo-ci';", "forHostname: 'github.com'.")

	g.lgxAdd("gemstone-topaz-login", `
$ topaz -l
topaz> set gemstone gs64stone user DataCurator password «a»
topaz> login
[Info]: LNK client/gem GCI levels = 36000/36000
successful login
topaz 1> printit
SystemRepository fileSize
%
`, V{"a": g.pw()}, "set gemstone gs64stone user DataCurator", "SystemRepository fileSize")
}

// ---- Elm, PureScript, Haxe ----

func (g *G) lgxWebFP() {
	g.lgxAdd("elm-init-flags-admin-token", `
// src/index.js
import { Elm } from "./Main.elm";

const app = Elm.Main.init({
  node: document.getElementById("app"),
  flags: { apiUrl: "https://api.pollster.io", adminToken: "«a»" }
});
app.ports.sendToAnalytics.subscribe((ev) => window.plausible?.(ev.name));
`, V{"a": g.an(40)}, `apiUrl: "https://api.pollster.io"`, "app.ports.sendToAnalytics.subscribe")

	g.lgxAdd("elm-api-key-constant", `
module Api exposing (getForecast)

import Http


apiKey : String
apiKey =
    "«a»"


getForecast : String -> (Result Http.Error String -> msg) -> Cmd msg
getForecast city toMsg =
    Http.request
        { method = "GET"
        , headers = [ Http.header "X-Api-Key" apiKey ]
        , url = "https://api.weatherbit.io/v2.0/forecast/daily?city=" ++ city
        , body = Http.emptyBody
        , expect = Http.expectString toMsg
        , timeout = Nothing
        , tracker = Nothing
        }
`, V{"a": g.hex(32)}, `Http.header "X-Api-Key" apiKey`, "module Api exposing (getForecast)")

	g.lgxAdd("purescript-affjax-token-header", `
fetchRepos :: Aff (Either AX.Error (AX.Response Json))
fetchRepos = AX.request driver $ AX.defaultRequest
  { url = "https://api.github.com/user/repos?per_page=100"
  , headers = [ RequestHeader "Authorization" "token «a»" ]
  , responseFormat = ResponseFormat.json
  }
`, V{"a": g.gho()}, "responseFormat = ResponseFormat.json")

	g.lgxAdd("purescript-spago-yaml-private-git", `
workspace:
  packageSet:
    registry: 56.4.0
  extraPackages:
    acme-auth:
      git: https://x-access-token:«a»@github.com/acme/purescript-acme-auth.git
      ref: v3.1.0
package:
  name: dashboard
  dependencies: [aff, affjax, halogen]
`, V{"a": g.ghs()}, "registry: 56.4.0", "dependencies: [aff, affjax, halogen]")

	g.lgxAdd("haxe-config-class-playfab", `
class Config {
    public static inline var PLAYFAB_TITLE_ID = "«_t»";
    public static inline var PLAYFAB_SECRET = "«a»";
    public static inline var SERVER_URL = "wss://game.acme-arcade.io/ws";
}
`, V{"_t": g.s(alHexU, 5), "a": g.s(alUpNum, 52)}, `SERVER_URL = "wss://game.acme-arcade.io/ws"`)

	g.lgxAdd("haxe-haxelib-submit-session", `
$ haxelib submit release.zip
User: kryptos
Password: «a»
Sending data.... 
Processing file.... 
Library heaps submitted to haxelib.org!
`, V{"a": g.pw()}, "User: kryptos", "Library heaps submitted to haxelib.org!")

	g.lgxAdd("haxe-hxml-defines", `
# build.hxml
-cp src
-main Main
-lib heaps
-D backend_secret=«a»
-D server=https://api.tinybit.games
--js bin/game.js
`, V{"a": g.an(32)}, "-D server=https://api.tinybit.games", "--js bin/game.js")
}

// ---- Objective-C plists and Swift packages ----

func (g *G) lgxApple() {
	g.lgxAdd("objc-config-plist-algolia-admin", `
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>APIBaseURL</key>
	<string>https://api.fitlog.app</string>
	<key>AlgoliaAppID</key>
	<string>«_app»</string>
	<key>AlgoliaAdminKey</key>
	<string>«a»</string>
	<key>IntercomAppID</key>
	<string>«_ic»</string>
</dict>
</plist>
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32), "_ic": g.s(alLowNum, 8)}, "<string>https://api.fitlog.app</string>")

	g.lgxAdd("objc-plutil-p-secrets", `
$ plutil -p Fitlog/Secrets.plist
{
  "MixpanelToken" => "«_mp»"
  "OneSignalRESTKey" => "«a»"
  "RevenueCatAPIKey" => "appl_«_rc»"
}
`, V{"_mp": g.hex(32), "a": "os_v2_app_" + g.s("abcdefghijklmnopqrstuvwxyz234567", 113), "_rc": g.an(27)}, `$ plutil -p Fitlog/Secrets.plist`)

	g.lgxAdd("objc-nsstring-constants", `
// AppSecrets.m
static NSString * const kTwitterConsumerKey    = @"«=ck»";
static NSString * const kTwitterConsumerSecret = @"«a»";
static NSString * const kParseMasterKey        = @"«b»";
static NSString * const kParseServerURL        = @"https://parse.fitlog.app/parse";
`, V{"=ck": g.an(25), "a": g.an(50), "b": g.an(40)}, `@"https://parse.fitlog.app/parse"`)

	g.lgxAdd("objc-nsurlcredential", `
- (void)URLSession:(NSURLSession *)session didReceiveChallenge:(NSURLAuthenticationChallenge *)challenge
 completionHandler:(void (^)(NSURLSessionAuthChallengeDisposition, NSURLCredential *))completionHandler {
    NSURLCredential *cred = [NSURLCredential credentialWithUser:@"jenkins-ios"
                                                       password:@"«a»"
                                                    persistence:NSURLCredentialPersistenceForSession];
    completionHandler(NSURLSessionAuthChallengeUseCredential, cred);
}
`, V{"a": g.pw()}, `credentialWithUser:@"jenkins-ios"`, "NSURLCredentialPersistenceForSession")

	g.lgxAdd("swift-package-swift-token-url", `
// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "FitlogKit",
    platforms: [.iOS(.v16)],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.10.0"),
        .package(url: "https://«a»@github.com/acme-ios/AcmeCore.git", exact: "4.2.1"),
    ],
    targets: [.target(name: "FitlogKit", dependencies: ["AcmeCore"])]
)
`, V{"a": g.ghp()}, `exact: "4.2.1"`, `from: "1.10.0"`)

	g.lgxAdd("swift-package-registry-login-token", `
$ swift package-registry login https://acme.jfrog.io/artifactory/api/swift/swift-local --token «a»
Registry configuration updated.
$ swift package-registry set https://acme.jfrog.io/artifactory/api/swift/swift-local --global
`, V{"a": g.lgxJfrog()}, "Registry configuration updated.", "--global")

	g.lgxAdd("swift-xcscheme-environment-variables", `
      <EnvironmentVariables>
         <EnvironmentVariable
            key = "API_BASE"
            value = "https://staging.api.fitlog.app"
            isEnabled = "YES">
         </EnvironmentVariable>
         <EnvironmentVariable
            key = "STAGING_ADMIN_TOKEN"
            value = "«a»"
            isEnabled = "YES">
         </EnvironmentVariable>
      </EnvironmentVariables>
`, V{"a": g.userJWT()}, `value = "https://staging.api.fitlog.app"`, `key = "STAGING_ADMIN_TOKEN"`)

	g.lgxAdd("swift-cocoapods-trunk-netrc", `
$ cat ~/.netrc
machine trunk.cocoapods.org
  login release@acme-ios.dev
  password «a»
machine api.github.com
  login acme-ios-bot
  password «b»
`, V{"a": g.hex(32), "b": g.ghp()}, "login release@acme-ios.dev", "login acme-ios-bot")

	g.lgxAdd("swift-fastfile-match-basic-auth", `
// fastlane/Fastfile.swift
func betaLane() {
    desc("Push a new beta build to TestFlight")
    match(type: "appstore", readonly: .userDefined(true),
          gitBasicAuthorization: .userDefined("«a»"))
    buildApp(scheme: "Fitlog")
    uploadToTestflight(skipWaitingForBuildProcessing: .userDefined(true))
}
`, V{"a": b64s("fitlog-ci:" + g.ghp())}, `buildApp(scheme: "Fitlog")`, `desc("Push a new beta build to TestFlight")`)
}

// ---- package managers of these ecosystems ----

func (g *G) lgxPkg() {
	g.lgxAdd("pkg-mix-hex-config-output", `
$ mix hex.config
api_key: "«a»" (using ~/.hex/hex.config)
api_url: "https://hex.pm/api" (default)
offline: false (default)
unsafe_https: false (default)
`, V{"a": g.lgxHexKey()}, `api_url: "https://hex.pm/api" (default)`, "offline: false (default)")

	g.lgxAdd("pkg-luarocks-install-private-server", `
$ luarocks install --server=https://rocks:«a»@rocks.acme.io/manifests/acme acme-auth 0.9.1
Installing https://rocks.acme.io/manifests/acme/acme-auth-0.9.1-1.src.rock
acme-auth 0.9.1-1 is now installed in /usr/local (license: Proprietary)
`, V{"a": g.pwURL()}, "acme-auth 0.9.1-1 is now installed in /usr/local")

	g.lgxAdd("pkg-alire-publish-gh-token", `
$ GH_TOKEN=«a» alr publish --skip-build
Success: Your index manifest file has been generated.
Success: The release has been submitted for review in PR #11823
`, V{"a": g.ghFine()}, "in PR #11823")

	g.lgxAdd("pkg-stack-yaml-extra-dep-token", `
# stack.yaml
resolver: lts-22.25
packages:
- .
extra-deps:
- git: https://«a»:x-oauth-basic@github.com/acme/hs-acme-sdk.git
  commit: «_c»
- servant-0.20.1
`, V{"a": g.ghp(), "_c": g.gitSHA()}, "resolver: lts-22.25", "- servant-0.20.1")

	g.lgxAdd("pkg-quicklisp-private-dist-install", `
CL-USER> (ql-dist:install-dist "https://ql-deploy:«a»@dist.acme.io/acme.txt" :prompt nil)
; Fetching #<URL "https://dist.acme.io/acme.txt">
; 0.45KB
#<QL-DIST:DIST acme 2024.06.01>
`, V{"a": g.pwURL()}, "#<QL-DIST:DIST acme 2024.06.01>")

	g.lgxAdd("pkg-opam-switch-env-token-in-pin", `
$ opam pin add acme_db git+https://deploy-token:«a»@gitlab.acme.io/ocaml/acme_db.git#main -y
Package acme_db does not exist, create as a NEW package? [Y/n] y
[acme_db.dev] synchronised (git+https://gitlab.acme.io/ocaml/acme_db.git#main)
acme_db is now pinned to git+https://gitlab.acme.io/ocaml/acme_db.git#main (version dev)
`, V{"a": "gldt-" + g.b64u(20)}, "acme_db is now pinned to git+https://gitlab.acme.io/ocaml/acme_db.git#main")

	g.lgxAdd("pkg-cpanfile-snapshot-carton-mirror", `
$ PERL_CARTON_MIRROR=https://pinto:«a»@pinto.acme.internal/stacks/prod carton install --deployment
Installing modules using /srv/app/cpanfile (deployment mode)
Successfully installed Acme-Auth-2.07
Complete! Modules were installed into /srv/app/local
`, V{"a": g.pw()}, "Complete! Modules were installed into /srv/app/local")

	g.lgxAdd("pkg-nimble-install-env-token", `
$ NIMBLE_GITHUB_TOKEN=«a» nimble install https://github.com/acme/nim-billing@#v0.5.0
Downloading https://github.com/acme/nim-billing using git
   Success:  billing installed successfully.
`, V{"a": g.ghp()}, "billing installed successfully.")

	g.lgxAdd("pkg-pub-get-hosted-url-userinfo", `
# pubspec.yaml
dependencies:
  flutter:
    sdk: flutter
  acme_ui:
    hosted: https://ci:«a»@pub.acme.dev
    version: ^4.1.0
  provider: ^6.1.2
`, V{"a": g.pwURL()}, "provider: ^6.1.2", "version: ^4.1.0")

	g.lgxAdd("pkg-hex-config-encrypted-and-read-key", `
$ cat ~/.hex/hex.config
{username,<<"mkostova">>}.
{'$read_key',<<"«a»">>}.
{'$repos',#{<<"hexpm:acme">> => #{auth_key => <<"«b»">>,url => <<"https://repo.hex.pm/repos/acme">>}}}.
`, V{"a": g.lgxHexKey(), "b": g.lgxHexKey()}, `{username,<<"mkostova">>}.`, `url => <<"https://repo.hex.pm/repos/acme">>`)

	g.lgxAdd("pkg-rebar3-hex-user-auth-session", `
$ rebar3 hex user auth
===> Username: ferd
===> Account Password: «a»
===> You have authenticated on Hex using your account password. However, Hex requires you to have a local password that applies only to this machine for security purposes. Please enter it.
===> Local Password: «b»
===> Generating keys...
`, V{"a": g.pw(), "b": g.lgxPwLow()}, "===> Username: ferd", "===> Generating keys...")

	g.lgxAdd("pkg-gleam-hex-authenticate-prompts", `
$ gleam hex authenticate
https://hex.pm/ username: giacomo
https://hex.pm/ password: «a»
A local password is needed to encrypt your Hex API key.
Local password: «b»
Confirm local password: «b»
`, V{"a": g.pw(), "b": g.lgxPwLow()}, "https://hex.pm/ username: giacomo", "A local password is needed to encrypt your Hex API key.")
}

// ---- chats, notes, grep output and diffs ----

func (g *G) lgxTalk() {
	g.lgxAdd("talk-user-iex-cannot-connect", `
my phoenix app won't boot in staging, iex says:

** (DBConnection.ConnectionError) tcp connect (db.staging:5432): connection refused - :econnrefused

my config/runtime.exs has
  config :shop, Shop.Repo, url: "ecto://shop:«a»@db.staging:5432/shop", ssl: true
is the ssl: true wrong?
`, V{"a": g.pwURL()}, "tcp connect (db.staging:5432): connection refused")

	g.lgxAdd("talk-user-perl-hash-to-yaml", `
can you turn this perl hash into a YAML file for the new service? keep the keys the same

my %cfg = (
  ldap_host => 'ldap.corp.local',
  ldap_bind => 'cn=svc-sync,ou=svc,dc=corp,dc=local',
  ldap_pass => '«a»',
  jira_token => '«b»',
);
`, V{"a": g.pw(), "b": g.atlassian()}, "ldap_host => 'ldap.corp.local'")

	g.lgxAdd("talk-user-vba-to-python", `
please port this excel macro to python (requests). it logs into our supplier portal:

    http.Open "POST", "https://portal.supplier-fr.com/api/login", False
    http.setRequestHeader "Content-Type", "application/x-www-form-urlencoded"
    http.send "login=achats@acme-retail.fr&motdepasse=«a»"
    token = Split(Split(http.responseText, """token"":""")(1), """")(0)
`, V{"a": g.pw()}, `"https://portal.supplier-fr.com/api/login"`, "login=achats@acme-retail.fr")

	g.lgxAdd("talk-user-gleam-fish-config", `
why does gleam publish still ask for my password? I put this in ~/.config/fish/config.fish:

set -gx HEXPM_USER quinn
set -gx HEXPM_PASS «a»

and restarted the terminal
`, V{"a": g.pw()}, "set -gx HEXPM_USER quinn")

	g.lgxAdd("talk-agent-notes-hardcoded-found", `
I found hardcoded credentials in two places:

- lib/legacy/repo.ex:14 — ˋpassword: "«a»"ˋ for the MyXQL repo
- priv/scripts/sync.exs:3 — ˋ@token "«b»"ˋ (a GitHub token)

I'll move both to config/runtime.exs behind System.fetch_env!/1 and add them to .env.example as placeholders.
`, V{"a": g.pw(), "b": g.ghp()}, "System.fetch_env!/1", "lib/legacy/repo.ex:14")

	g.lgxAdd("talk-rg-polyglot-password-grep", `
$ rg -n -i 'passw(or)?d\s*[:=(]' --glob '!*.lock'
config/dev.exs:12:  password: "«a»",
scripts/backup.pl:8:my $db_pass = '«b»';
tools/export.tcl:4:tdbc::postgres::connection create db -user etl -password «c»
src/Db.hs:22:  , MySQL.connectPassword = "«d»"
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pwURL(), "d": g.pw()}, "config/dev.exs:12:", "tools/export.tcl:4:", "src/Db.hs:22:")

	g.lgxAdd("talk-git-diff-runtime-exs-moves-secret", `
diff --git a/config/runtime.exs b/config/runtime.exs
index «_a»..«_b» 100644
--- a/config/runtime.exs
+++ b/config/runtime.exs
@@ -18,7 +18,7 @@ if config_env() == :prod do
   config :relay, Relay.Mailer,
     adapter: Swoosh.Adapters.Postmark,
-    api_key: "«c»"
+    api_key: System.fetch_env!("POSTMARK_API_KEY")
 
   config :relay, RelayWeb.Endpoint,
`, V{"_a": g.hex(7), "_b": g.hex(7), "c": g.uuid()}, `api_key: System.fetch_env!("POSTMARK_API_KEY")`, "adapter: Swoosh.Adapters.Postmark,")

	g.lgxAdd("talk-user-delphi-ini-paste", `
our old Delphi app reads this ini, can you write a Go struct + loader for it?

[Database]
Server=10.0.0.12
Port=3050
User=SYSDBA
Password=«a»
[Mail]
SMTPHost=mail.ferreteria-lopez.es
SMTPUser=avisos@ferreteria-lopez.es
SMTPPass=«b»
`, V{"a": g.pw(), "b": g.pw()}, "SMTPUser=avisos@ferreteria-lopez.es", "Server=10.0.0.12")

	g.lgxAdd("talk-user-clojure-repl-stacktrace", `
getting this when I eval the db ns in cider, any idea?

user> (def ds (jdbc/get-datasource "jdbc:postgresql://pg.stg:5432/app?user=app&password=«a»&sslmode=require"))
#'user/ds
user> (jdbc/execute! ds ["select 1"])
Execution error (PSQLException) at org.postgresql.core.v3.ConnectionFactoryImpl/enableSSL (ConnectionFactoryImpl.java:584).
The server does not support SSL.
`, V{"a": g.pwURL()}, "The server does not support SSL.")
}

// ---- benign look-alikes ----

func (g *G) lgxBenign() {
	g.lgxAdd("benign-mix-lock", `
%{
  "jason": {:hex, :jason, "1.4.1", "«_a»", [:mix], [{:decimal, "~> 1.0 or ~> 2.0", [hex: :decimal, repo: "hexpm", optional: true]}], "hexpm", "«_b»"},
  "plug": {:hex, :plug, "1.16.0", "«_c»", [:mix], [{:mime, "~> 1.0 or ~> 2.0", [hex: :mime, repo: "hexpm", optional: false]}], "hexpm", "«_d»"},
}
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(64), "_d": g.hex(64)})

	g.lgxAdd("benign-rebar-lock", `
{"1.2.0",
[{<<"cowboy">>,{pkg,<<"cowboy">>,<<"2.12.0">>},0},
 {<<"ranch">>,{pkg,<<"ranch">>,<<"1.8.0">>},1}]}.
[
{pkg_hash,[
 {<<"cowboy">>, <<"«_a»">>},
 {<<"ranch">>, <<"«_b»">>}]},
{pkg_hash_ext,[
 {<<"cowboy">>, <<"«_c»">>}]}
].
`, V{"_a": g.s(alHexU, 64), "_b": g.s(alHexU, 64), "_c": g.s(alHexU, 64)})

	g.lgxAdd("benign-runtime-exs-fetch-env-only", `
import Config

if config_env() == :prod do
  config :billing, Billing.Repo,
    url: System.fetch_env!("DATABASE_URL"),
    pool_size: String.to_integer(System.get_env("POOL_SIZE", "10"))

  config :billing, BillingWeb.Endpoint,
    secret_key_base: System.fetch_env!("SECRET_KEY_BASE"),
    live_view: [signing_salt: "«_s»"]
end
`, V{"_s": g.an(8)}, `System.fetch_env!("SECRET_KEY_BASE")`, `System.fetch_env!("DATABASE_URL")`)

	g.lgxAdd("benign-stack-yaml-lock", `
# stack.yaml.lock
packages:
- completed:
    hackage: servant-0.20.1@sha256:«_a»,5712
    pantry-tree:
      sha256: «_b»
      size: 3412
  original:
    hackage: servant-0.20.1
snapshots:
- completed:
    sha256: «_c»
    size: 720001
    url: https://raw.githubusercontent.com/commercialhaskell/stackage-snapshots/master/lts/22/25.yaml
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(64)})

	g.lgxAdd("benign-pubspec-lock", `
packages:
  http:
    dependency: "direct main"
    description:
      name: http
      sha256: «_a»
      url: "https://pub.dev"
    source: hosted
    version: "1.2.1"
  acme_ui:
    dependency: "direct main"
    description:
      name: acme_ui
      sha256: «_b»
      url: "https://pub.acme.dev"
    source: hosted
    version: "4.1.0"
`, V{"_a": g.hex(64), "_b": g.hex(64)}, `url: "https://pub.acme.dev"`)

	g.lgxAdd("benign-julia-manifest-toml", `
[[deps.HTTP]]
deps = ["Base64", "CodecZlib", "ConcurrentUtilities", "Dates", "ExceptionUnwrapping"]
git-tree-sha1 = "«_a»"
uuid = "«_u»"
version = "1.10.8"

[[deps.RiskModels]]
git-tree-sha1 = "«_b»"
repo-rev = "main"
repo-url = "https://gitlab.acme.io/quant/RiskModels.jl"
uuid = "«_v»"
version = "0.7.3"
`, V{"_a": g.hex(40), "_u": g.uuid(), "_b": g.hex(40), "_v": g.uuid()}, `repo-url = "https://gitlab.acme.io/quant/RiskModels.jl"`)

	g.lgxAdd("benign-package-resolved", `
{
  "originHash" : "«_o»",
  "pins" : [
    {
      "identity" : "swift-composable-architecture",
      "kind" : "remoteSourceControl",
      "location" : "https://github.com/pointfreeco/swift-composable-architecture",
      "state" : {
        "revision" : "«_a»",
        "version" : "1.10.4"
      }
    }
  ],
  "version" : 3
}
`, V{"_o": g.hex(64), "_a": g.gitSHA()})

	g.lgxAdd("benign-opam-file-checksums", `
opam-version: "2.0"
synopsis: "Type-safe HTTP routing"
depends: ["ocaml" {>= "4.14"} "dune" {>= "3.0"} "cohttp-lwt-unix"]
url {
  src: "https://github.com/acme/ocaml-routes/releases/download/v1.3.0/routes-1.3.0.tbz"
  checksum: [
    "sha256=«_a»"
    "sha512=«_b»"
  ]
}
x-commit-hash: "«_c»"
`, V{"_a": g.hex(64), "_b": g.hex(128), "_c": g.gitSHA()}, `synopsis: "Type-safe HTTP routing"`)

	g.lgxAdd("benign-erlang-elixir-env-lookups", `
%% sys.config.src
[{orders, [{db, [{host, "${DB_HOST}"},
                 {username, "orders"},
                 {password, "${DB_PASSWORD}"}]},
           {stripe_key, {env, "STRIPE_KEY"}}]}].

# config/runtime.exs
config :orders, :stripe, api_key: System.get_env("STRIPE_KEY") || raise("STRIPE_KEY missing")
`, nil, `{password, "${DB_PASSWORD}"}`, `{stripe_key, {env, "STRIPE_KEY"}}`, `raise("STRIPE_KEY missing")`)

	g.lgxAdd("benign-perl-env-and-readkey", `
use Term::ReadKey;
my $user = $ENV{DB_USER} // 'report';
my $pass = $ENV{DB_PASS} // do {
    print "Password for $user: ";
    ReadMode('noecho'); chomp(my $p = ReadLine(0)); ReadMode('restore'); print "\n"; $p
};
my $dbh = DBI->connect("dbi:Pg:dbname=sales;host=$ENV{DB_HOST}", $user, $pass, { RaiseError => 1 });
`, nil, "$ENV{DB_PASS} // do {", "ReadMode('noecho')", "my $user = $ENV{DB_USER} // 'report';")

	g.lgxAdd("benign-clojure-aero-refs-and-getenv", `
{:secrets #include #join [#env HOME "/.config/ledger/secrets.edn"]
 :db {:password #ref [:secrets :db-password]
      :user "ledger"}
 :stripe-key #env STRIPE_KEY}

(def api-key (or (System/getenv "OPENAI_API_KEY") (throw (ex-info "OPENAI_API_KEY not set" {}))))
`, nil, ":password #ref [:secrets :db-password]", `(System/getenv "OPENAI_API_KEY")`, ":stripe-key #env STRIPE_KEY")

	g.lgxAdd("benign-haskell-getenv-and-password-command", `
main :: IO ()
main = do
  key <- getEnv "API_KEY"
  pw  <- lookupEnv "PGPASSWORD"
  run key (fromMaybe "" pw)

-- ~/.config/cabal/config
username: jdoe-hackage
password-command: pass show hackage.haskell.org/jdoe
`, nil, `key <- getEnv "API_KEY"`, "password-command: pass show hackage.haskell.org/jdoe")

	g.lgxAdd("benign-info-plist-public-ids", `
	<key>CFBundleIdentifier</key>
	<string>app.fitlog.ios</string>
	<key>GIDClientID</key>
	<string>«_g»-«_h».apps.googleusercontent.com</string>
	<key>CFBundleURLTypes</key>
	<array>
		<dict>
			<key>CFBundleURLSchemes</key>
			<array><string>com.googleusercontent.apps.«_g»-«_h»</string></array>
		</dict>
	</array>
	<key>FacebookAppID</key>
	<string>«_f»</string>
`, V{"_g": g.digits(12), "_h": g.s(alLowNum, 32), "_f": g.digits(16)}, "<string>app.fitlog.ios</string>")

	g.lgxAdd("benign-oban-repo-fingerprint-and-placeholder", `
# README.md
Add the Oban Pro repo (the auth key is in 1Password under "Oban Pro license"):

    mix hex.repo add oban https://getoban.pro/repo \
      --fetch-public-key SHA256:«_fp» \
      --auth-key $OBAN_AUTH_KEY
`, V{"_fp": strings.TrimRight(g.b64(32), "=")}, "--auth-key $OBAN_AUTH_KEY", `1Password under "Oban Pro license"`)

	g.lgxAdd("benign-gradle-providers-and-dart-define-refs", `
signing {
    val signingKey = providers.environmentVariable("SIGNING_KEY").orNull
    val signingPassword = providers.environmentVariable("SIGNING_PASSWORD").orNull
    useInMemoryPgpKeys(signingKey, signingPassword)
}

const apiKey = String.fromEnvironment('API_KEY');
assert(apiKey.isNotEmpty, 'pass --dart-define=API_KEY=...');
`, nil, `providers.environmentVariable("SIGNING_PASSWORD").orNull`, "--dart-define=API_KEY=...")
}
