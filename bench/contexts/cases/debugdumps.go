package cases

import (
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// dumpCases adds secrets as a coding agent sees them while it debugs a
// program: language debug prints, object inspection and debugger views.
// Sources: Go fmt %v, %+v and %#v of structs, maps and slices, spew and
// pretty dumps, slog and zap fields, Delve; Rust Debug and pretty Debug
// ({:?}, {:#?}, dbg!) and rust-gdb; Python repr, pprint and rich.inspect
// of dicts, dataclasses, namedtuples, attrs classes and pydantic models
// (SecretStr previews are benign), Django settings dumps, pdb, ipdb and
// tracebacks with locals; Ruby inspect, pp, awesome_print, irb, pry and
// the Rails console; JavaScript console.log, util.inspect, console.dir
// and console.table, Chrome DevTools console copies, node inspect, Deno
// and Bun; Java toString (Lombok @ToString, records, Spring and HikariCP
// debug lines), jshell, Kotlin data classes, Scala case classes and
// Groovy; C# records, anonymous objects, LINQPad, the Visual Studio
// Watch and Immediate windows and PowerShell; PHP var_dump, print_r,
// var_export, Laravel dd() and Tinker, Symfony dump and Xdebug; Elixir
// IEx inspect of maps, structs and keyword lists, Ecto and Erlang terms
// and records; Perl Data::Dumper, Swift dump(), lldb po and Objective-C
// descriptions; gdb, lldb, Delve, pdb and node-inspect variable prints
// and IDE "Variables" pane copies (IntelliJ, PyCharm, GoLand, VS Code,
// Xcode); R, Julia, Clojure, Haskell, OCaml, Lua, Dart and Zig prints;
// the environment printed by a program at startup, configuration objects
// logged at debug level, and exceptions whose messages embed the config
// or the DSN. Benign: ids, hostnames, ports, booleans, timeouts, public
// keys, masked values, hashes, pointers and object ids. The case names
// start with "dump/".
func (g *G) dumpCases() {
	g.dumpGo()
	g.dumpRust()
	g.dumpPython()
	g.dumpPyFrameworks()
	g.dumpRuby()
	g.dumpJS()
	g.dumpJVM()
	g.dumpDotnet()
	g.dumpPHP()
	g.dumpBEAM()
	g.dumpPerlSwift()
	g.dumpDebuggers()
	g.dumpOtherLangs()
	g.dumpStartup()
	g.dumpExceptions()
}

// ---- values and layout used only here ----

// dumpPtr is a Go heap address.
func (g *G) dumpPtr() string { return "0xc000" + g.hex(5) + "0" }

// dumpRbAddr is a Ruby or native 64-bit object address.
func (g *G) dumpRbAddr() string { return "0x00007f" + g.hex(10) }

// dumpHash is a Java identity hash code as toString prints it.
func (g *G) dumpHash() string { return g.s("123456789abcdef", 1) + g.hex(7) }

// dumpBytes is n random bytes as a Debug or repr list prints them.
func (g *G) dumpBytes(n int) string {
	p := make([]string, n)
	for i := range p {
		p[i] = fmt.Sprint(g.r.IntN(256))
	}
	return strings.Join(p, ", ")
}

// dumpLen is the byte length of s, as var_dump and spew print it.
func dumpLen(s string) string { return fmt.Sprint(len(s)) }

// dumpFill substitutes v into s to measure what the terminal shows.
func dumpFill(s string, v V) string {
	for k, x := range v {
		s = strings.ReplaceAll(s, "«"+k+"»", x)
	}
	return s
}

func dumpWidth(s string, v V) int { return utf8.RuneCountInString(dumpFill(s, v)) }

// dumpBox draws a rich-style panel around lines (placeholders kept),
// padded to the width of the filled-in text.
func dumpBox(v V, title string, lines ...string) string {
	w := utf8.RuneCountInString(title) + 4
	for _, l := range lines {
		if n := dumpWidth(l, v) + 2; n > w {
			w = n
		}
	}
	left := (w - utf8.RuneCountInString(title) - 2) / 2
	right := w - utf8.RuneCountInString(title) - 2 - left
	var b strings.Builder
	b.WriteString("╭" + strings.Repeat("─", left) + " " + title + " " + strings.Repeat("─", right) + "╮\n")
	for _, l := range lines {
		b.WriteString("│ " + l + strings.Repeat(" ", w-2-dumpWidth(l, v)) + " │\n")
	}
	b.WriteString("╰" + strings.Repeat("─", w) + "╯")
	return b.String()
}

// dumpTable draws a Node console.table, cells padded to the filled-in
// width.
func dumpTable(v V, head []string, rows [][]string) string {
	ws := make([]int, len(head))
	for i, h := range head {
		ws[i] = utf8.RuneCountInString(h) + 2
	}
	for _, r := range rows {
		for i, c := range r {
			if n := dumpWidth(c, v) + 2; n > ws[i] {
				ws[i] = n
			}
		}
	}
	rule := func(l, m, r string) string {
		var p []string
		for _, w := range ws {
			p = append(p, strings.Repeat("─", w))
		}
		return l + strings.Join(p, m) + r + "\n"
	}
	line := func(cells []string) string {
		var p []string
		for i, c := range cells {
			p = append(p, " "+c+strings.Repeat(" ", ws[i]-1-dumpWidth(c, v)))
		}
		return "│" + strings.Join(p, "│") + "│\n"
	}
	var b strings.Builder
	b.WriteString(rule("┌", "┬", "┐"))
	b.WriteString(line(head))
	b.WriteString(rule("├", "┼", "┤"))
	for _, r := range rows {
		b.WriteString(line(r))
	}
	b.WriteString(strings.TrimSuffix(rule("└", "┴", "┘"), "\n"))
	return b.String()
}

func (g *G) dumpGo() {
	g.add("dump/go-printf-plusv-nested-config", `
$ go run ./cmd/api
2025/03/14 10:22:01 config: {Addr::8080 Env:staging DB:{Host:pg-staging.internal Port:5432 User:orders Password:«a» SSLMode:require MaxConns:20} Redis:{Addr:redis-staging:6379 Password:«b» DB:0} Debug:true}
2025/03/14 10:22:01 listening on :8080
`, V{"a": g.pw(), "b": g.an(32)}, "Host:pg-staging.internal", "Addr:redis-staging:6379", "MaxConns:20")

	g.add("dump/go-printf-hashv-pointer-fields", `
	fmt.Printf("%#v\n", cfg)

output:
&main.Config{Addr:":8443", StripeKey:"«a»", WebhookSecret:"«b»", TLS:(*main.TLSConfig)(«_p»), Timeout:30000000000, Logger:(*slog.Logger)(«_q»)}
`, V{"a": g.skLive(), "b": g.whsec(), "_p": g.dumpPtr(), "_q": g.dumpPtr()}, `Addr:":8443"`, "Timeout:30000000000")

	g.add("dump/go-println-os-environ", `
// quick check of what the container actually gets
fmt.Println(os.Environ())

[PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOSTNAME=api-7c9d8f5b6-xk2lp GITHUB_TOKEN=«a» AWS_REGION=eu-central-1 AWS_ACCESS_KEY_ID=«b» AWS_SECRET_ACCESS_KEY=«c» HOME=/root]
`, V{"a": g.ghs(), "b": g.awsID(), "c": g.awsSecret()}, "HOSTNAME=api-7c9d8f5b6-xk2lp", "AWS_REGION=eu-central-1")

	g.add("dump/go-map-v-sorted-keys", `
=== RUN   TestLoadS3Config
    config_test.go:41: got map[access_key:«a» bucket:acme-logs-prod endpoint:https://s3.eu-west-1.amazonaws.com region:eu-west-1 secret_key:«b»]
    config_test.go:42: want bucket "acme-logs", got "acme-logs-prod"
--- FAIL: TestLoadS3Config (0.00s)
`, V{"a": g.awsID(), "b": g.awsSecret()}, "bucket:acme-logs-prod", "config_test.go:41")

	a := g.pwStrong()
	b := "postgres://billing:" + g.pwURL() + "@db-1.billing.svc:5432/billing?sslmode=disable"
	g.add("dump/go-spew-dump-struct", `
(*config.Config)(«_p»)({
 Service: (string) (len=7) "billing",
 HTTP: (config.HTTP) {
  Addr: (string) (len=5) ":9000",
  ReadTimeout: (time.Duration) 5s
 },
 DB: (config.DB) {
  DSN: (string) (len=«=lb») "«b»",
  MaxOpen: (int) 25
 },
 SMTP: (*config.SMTP)(«_q»)({
  Host: (string) (len=19) "smtp.eu.mailgun.org",
  User: (string) (len=21) "postmaster@mg.acme.io",
  Pass: (string) (len=«=la») "«a»"
 })
})
`, V{"_p": g.dumpPtr(), "b": b, "=lb": dumpLen(b), "_q": g.dumpPtr(), "a": a, "=la": dumpLen(a)},
		`Host: (string) (len=19) "smtp.eu.mailgun.org"`, "postmaster@mg.acme.io")

	g.add("dump/go-spew-sdump-in-test-failure", `
--- FAIL: TestTokenSource (0.01s)
    oauth_test.go:88: unexpected token:
        (*oauth2.Token)(«_p»)({
         AccessToken: (string) (len=«=la») "«a»",
         TokenType: (string) (len=6) "Bearer",
         RefreshToken: (string) (len=«=lb») "«b»",
         Expiry: (time.Time) 2025-05-02 11:04:12.912 +0000 UTC,
         raw: (interface {}) <nil>,
         expiryDelta: (time.Duration) 0s
        })
FAIL
`, func() V {
		a, b := g.ya29(), g.gRefresh()
		return V{"_p": g.dumpPtr(), "a": a, "=la": dumpLen(a), "b": b, "=lb": dumpLen(b)}
	}(), "oauth_test.go:88")

	g.add("dump/go-kr-pretty-println", `
pretty.Println(req)

&github.CreateWebhookRequest{
    Name:   "web",
    Active: true,
    Events: {"push", "pull_request"},
    Config: &github.HookConfig{
        ContentType: "json",
        InsecureSSL: "0",
        URL:         "https://ci.acme.dev/hooks/github",
        Secret:      "«a»",
    },
}
`, V{"a": g.hex(40)}, `URL:         "https://ci.acme.dev/hooks/github"`, `ContentType: "json"`)

	g.add("dump/go-slog-text-config-group", `
time=2025-06-10T08:14:33.412Z level=DEBUG msg="effective config" cfg.env=prod cfg.listen=:8080 cfg.nats.url=nats://nats-0.nats:4222 cfg.nats.token=«a» cfg.sentry.dsn=https://«=k»@o«_o».ingest.sentry.io/«_pj» cfg.openai.key=«b» cfg.openai.model=gpt-4o-mini
time=2025-06-10T08:14:33.415Z level=INFO msg="server started" addr=:8080
`, V{"a": g.an(32), "=k": g.hex(32), "_o": g.digits(6), "_pj": g.digits(7), "b": g.openai()}, "cfg.nats.url=nats://nats-0.nats:4222", "cfg.openai.model=gpt-4o-mini")

	g.add("dump/go-zap-debug-any-config", `
{"level":"debug","ts":1718012345.123,"caller":"app/main.go:57","msg":"loaded configuration","config":{"Port":8080,"LogLevel":"debug","Postgres":{"Host":"10.0.3.14","Port":5432,"User":"svc_ingest","Password":"«a»","Database":"ingest"},"Kafka":{"Brokers":["b-1.msk.acme:9096","b-2.msk.acme:9096"],"SASLUser":"ingest","SASLPassword":"«b»"}}}
`, V{"a": g.pwStrong(), "b": g.an(40)}, `"Host":"10.0.3.14"`, `"SASLUser":"ingest"`, "b-1.msk.acme:9096")

	g.add("dump/go-logrus-withfields-struct", `
DEBU[0000] starting worker                               config="&{QueueURL:https://sqs.us-east-1.amazonaws.com/«_acct»/jobs Concurrency:8 SlackWebhook:https://hooks.slack.com/services/«_t»/«_b»/«a» TwilioSID:«_sid» TwilioToken:«c»}" version=1.14.2
INFO[0000] polling queue                                 queue=jobs
`, V{"_acct": g.digits(12), "_t": g.slackT(), "_b": g.slackB(), "a": g.an(24), "_sid": g.twilioSID(), "c": g.hex(32)}, "Concurrency:8", "version=1.14.2")

	g.add("dump/go-printf-v-slice-of-structs", `
log.Printf("clients: %v", clients)

2025/01/08 17:30:45 clients: [{partner-a https://api.partner-a.com/v2 «a» 10s} {partner-b https://partner-b.io/api «b» 30s} {internal http://scoring.svc:7000  5s}]
`, V{"a": g.an(40), "b": "pb_live_" + g.hex(32)}, "https://api.partner-a.com/v2", "http://scoring.svc:7000")

	key := g.bytes(32)
	q := strconv.Quote(string(key))
	g.add("dump/go-printf-q-bytes-secret", `
key, _ := hex.DecodeString(os.Getenv("SESSION_KEY"))
log.Printf("session key %q (%d bytes), env %q", key, len(key), os.Getenv("SESSION_KEY"))

2025/04/22 09:12:00 session key "«q»" (32 bytes), env "«a»"
`, V{"q": q[1 : len(q)-1], "a": hex.EncodeToString(key)}, "(32 bytes)")

	g.add("dump/go-godump-colorless", `
godump.Dump(cfg)

<#dump // cmd/sync/main.go:33
*main.SyncConfig {
  +Source      => "s3://acme-exports/daily" #string
  +Dest        => "gs://acme-warehouse/raw" #string
  +GCPKeyJSON  => "{\"type\":\"service_account\",\"private_key_id\":\"«_kid»\",\"client_email\":\"sync@acme-wh.iam.gserviceaccount.com\"}" #string
  +AWSSecret   => "«a»" #string
  +DryRun      => false #bool
}
`, V{"_kid": g.hex(40), "a": g.awsSecret()}, "s3://acme-exports/daily", "sync@acme-wh.iam.gserviceaccount.com")

	g.add("dump/go-test-cmp-diff-config", `
--- FAIL: TestParseConfig (0.00s)
    parse_test.go:64: Parse() mismatch (-want +got):
          config.Config{
          	Addr:      ":8080",
        - 	JWTSecret: "",
        + 	JWTSecret: "«a»",
          	Mailer: config.Mailer{
          		Host:     "smtp.postmarkapp.com",
        - 	    Token:    "test-token",
        + 	    Token:    "«b»",
          	},
          }
`, V{"a": g.b64(48), "b": g.uuid()}, `Host:     "smtp.postmarkapp.com"`, `"test-token"`)

	g.add("dump/go-viper-allsettings", `
fmt.Printf("%v\n", viper.AllSettings())

map[auth:map[issuer:https://auth.acme.io jwks_url:https://auth.acme.io/.well-known/jwks.json client_id:ingest-api client_secret:«a»] db:map[dsn:mysql://ingest:«b»@tcp(mysql-primary:3306)/ingest?parseTime=true] log:map[level:debug]]
`, V{"a": g.an(48), "b": g.pwURL()}, "client_id:ingest-api", "https://auth.acme.io/.well-known/jwks.json")
}

func (g *G) dumpRust() {
	g.add("dump/rust-dbg-pretty-config", `
   Compiling ingest v0.4.1 (/home/dev/src/ingest)
    Finished `+"`dev`"+` profile [unoptimized + debuginfo] target(s) in 3.81s
     Running `+"`target/debug/ingest`"+`
[src/main.rs:27:5] &settings = Settings {
    database_url: "postgres://ingest:«a»@localhost:5432/ingest",
    redis_url: "redis://127.0.0.1:6379/0",
    s3: S3Settings {
        bucket: "ingest-raw",
        region: "us-east-2",
        access_key_id: "«b»",
        secret_access_key: "«c»",
    },
    workers: 4,
}
`, V{"a": g.pwURL(), "b": g.awsID(), "c": g.awsSecret()}, `bucket: "ingest-raw"`, `redis_url: "redis://127.0.0.1:6379/0"`)

	g.add("dump/rust-debug-single-line-log", `
2025-04-03T12:01:44.120Z DEBUG notifier::config: loaded Config { slack_token: "«a»", channel: "#deploys", github_app_id: «_id», github_private_key_path: "/etc/notifier/app.pem", poll_interval: 30s }
2025-04-03T12:01:44.121Z  INFO notifier: started
`, V{"a": g.xoxb(), "_id": g.digits(6)}, `channel: "#deploys"`, "/etc/notifier/app.pem")

	g.add("dump/rust-secrecy-redacted-beside-plain", `
[src/bin/worker.rs:15:5] &cfg = WorkerConfig {
    api_key: Secret([REDACTED alloc::string::String]),
    webhook_signing_key: SecretBox<str>([REDACTED]),
    fallback_token: "«a»",
    endpoint: "https://events.acme.dev/v1/ingest",
}
`, V{"a": g.b64u(43)}, "Secret([REDACTED alloc::string::String])", "https://events.acme.dev/v1/ingest")

	g.add("dump/rust-println-hashmap-debug", `
    let vars: HashMap<String, String> = std::env::vars().filter(|(k, _)| k.starts_with("APP_")).collect();
    println!("{:?}", vars);

{"APP_PORT": "3000", "APP_STRIPE_SECRET": "«a»", "APP_ENV": "production", "APP_JWT_SECRET": "«b»"}
`, V{"a": g.rkLive(), "b": g.an(64)}, `"APP_PORT": "3000"`)

	g.add("dump/rust-test-assert-eq-left-right", `
---- tests::builds_auth_header stdout ----
thread 'tests::builds_auth_header' panicked at src/client.rs:212:9:
assertion `+"`left == right`"+` failed
  left: Some("Bearer «a»")
 right: Some("Bearer «b»")
note: run with `+"`RUST_BACKTRACE=1`"+` environment variable to display a backtrace
`, V{"a": g.anthropic(), "b": g.anthropic()}, "src/client.rs:212:9")

	g.add("dump/rust-reqwest-request-debug", `
[src/api.rs:48:9] &req = Request {
    method: POST,
    url: Url { scheme: "https", cannot_be_a_base: false, username: "", password: None, host: Some(Domain("api.mailgun.net")), port: None, path: "/v3/mg.acme.io/messages", query: None, fragment: None },
    headers: {
        "authorization": "Basic «a»",
        "content-type": "application/x-www-form-urlencoded",
    },
}
`, V{"a": b64s("api:" + g.mailgun())}, `path: "/v3/mg.acme.io/messages"`)

	g.add("dump/rust-url-debug-with-password", `
[src/db.rs:19:5] &url = Url {
    scheme: "mysql",
    cannot_be_a_base: false,
    username: "shop",
    password: Some(
        "«a»",
    ),
    host: Some(
        Domain(
            "mysql.shop.internal",
        ),
    ),
    port: Some(
        3306,
    ),
    path: "/shop",
    query: None,
    fragment: None,
}
`, V{"a": g.pwURL()}, `"mysql.shop.internal"`, `username: "shop"`)

	g.add("dump/rust-panic-unwrap-err-config", `
thread 'main' panicked at src/main.rs:41:10:
called `+"`Result::unwrap()`"+` on an `+"`Err`"+` value: Config(ConfigError { key: "smtp.port", message: "invalid digit found in string", source: Settings { smtp: Smtp { host: "smtp.sendgrid.net", port: "587x", username: "apikey", password: "«a»" } } })
note: run with `+"`RUST_BACKTRACE=1`"+` environment variable to display a backtrace
`, V{"a": g.sendgrid()}, `host: "smtp.sendgrid.net"`, `username: "apikey"`)

	g.add("dump/rust-gdb-print-string", `
(gdb) p self.token
$3 = alloc::string::String {vec: alloc::vec::Vec<u8, alloc::alloc::Global> {buf: alloc::raw_vec::RawVec<u8, alloc::alloc::Global> {ptr: core::ptr::unique::Unique<u8> {pointer: core::ptr::non_null::NonNull<u8> {pointer: «_p»}, _marker: core::marker::PhantomData<u8>}, cap: 40, alloc: alloc::alloc::Global}, len: 40}}
(gdb) x/s «_p»
«_p»:	"«a»"
`, V{"_p": "0x5555" + g.hex(8), "a": g.hex(40)}, "cap: 40")

	g.add("dump/rust-tracing-instrument-fields", `
2025-02-11T16:40:02.882391Z DEBUG connect{addr="rabbitmq.internal:5672" vhost="/orders" user="orders" password="«a»"}: lapin::connection: opening connection
2025-02-11T16:40:02.904110Z  INFO connect{addr="rabbitmq.internal:5672" vhost="/orders" user="orders" password="«a»"}: orders::amqp: connected
`, V{"a": g.pw()}, `addr="rabbitmq.internal:5672"`, `vhost="/orders"`)

	g.add("dump/rust-serde-json-value-debug", `
[src/oauth.rs:77:13] &body = Object {
    "access_token": String("«a»"),
    "expires_in": Number(3600),
    "refresh_token": String("«b»"),
    "scope": String("read write"),
    "token_type": String("bearer"),
}
`, V{"a": g.b64u(64), "b": g.b64u(64)}, `"expires_in": Number(3600)`)

	g.add("dump/rust-evcxr-repl", `
>> let cfg = load_config("config/prod.toml")?;
>> cfg
AppConfig { name: "gateway", bind: 0.0.0.0:8443, upstream: "http://10.1.0.7:9000", hmac_key: [«k»], admin_password: "«a»", tls: true }
>> cfg.hmac_key.len()
32
`, V{"k": g.dumpBytes(32), "a": g.pwStrong()}, "bind: 0.0.0.0:8443", `upstream: "http://10.1.0.7:9000"`)
}

func (g *G) dumpPython() {
	g.add("dump/py-dataclass-repr-print", `
>>> from app.config import load
>>> cfg = load("prod")
>>> print(cfg)
AppConfig(env='prod', db=DBConfig(host='orders-db.cluster-c9x2.eu-west-1.rds.amazonaws.com', port=5432, user='orders_app', password='«a»', sslmode='verify-full'), stripe_key='«b»', sentry_dsn=None, debug=False)
`, V{"a": g.pwStrong(), "b": g.skLive()}, "orders-db.cluster-c9x2.eu-west-1.rds.amazonaws.com", "user='orders_app'")

	g.add("dump/py-pprint-settings-dict", `
>>> from pprint import pprint
>>> pprint(settings)
{'aws': {'access_key_id': '«a»',
         'region': 'ap-southeast-2',
         'secret_access_key': '«b»'},
 'celery_broker': 'redis://:«c»@redis-master.jobs.svc:6379/1',
 'debug': False,
 'allowed_hosts': ['api.acme.com.au', 'admin.acme.com.au'],
 'timeout': 30}
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.an(32)}, "'region': 'ap-southeast-2'", "redis-master.jobs.svc:6379/1")

	v := V{"a": g.openai(), "b": g.pw()}
	g.add("dump/py-rich-inspect-settings", `
>>> from rich import inspect
>>> inspect(settings)
`+dumpBox(v, "<class 'app.settings.Settings'>",
		"Settings(openai_api_key='«a»', ...)",
		"",
		"    db_host = 'localhost'",
		"db_password = '«b»'",
		"    db_port = 5432",
		"      model = 'gpt-4o'",
		"  log_level = 'DEBUG'",
	)+"\n", v, "db_host = 'localhost'", "model = 'gpt-4o'")

	g.add("dump/py-pydantic-secretstr-beside-plain", `
>>> s = Settings()
>>> s
Settings(app_name='billing', database_url='postgresql+asyncpg://billing:«a»@db:5432/billing', jwt_secret=SecretStr('**********'), stripe_api_key=SecretStr('**********'), sendgrid_api_key='«b»', cors_origins=['https://billing.acme.io'])
>>> s.jwt_secret
SecretStr('**********')
`, V{"a": g.pwURL(), "b": g.sendgrid()}, "jwt_secret=SecretStr('**********')", "https://billing.acme.io", "app_name='billing'")

	g.add("dump/py-pydantic-validation-error-input-value", `
Traceback (most recent call last):
  File "/app/main.py", line 12, in <module>
    settings = Settings()
  File "/usr/local/lib/python3.12/site-packages/pydantic_settings/main.py", line 171, in __init__
    super().__init__(
pydantic_core._pydantic_core.ValidationError: 2 validation errors for Settings
redis_url
  Input should be a valid URL, relative URL without a base [type=url_parsing, input_value='«a»', input_type=str]
    For further information visit https://errors.pydantic.dev/2.9/v/url_parsing
anthropic_api_key
  String should have at most 64 characters [type=string_too_long, input_value='«b»', input_type=str]
    For further information visit https://errors.pydantic.dev/2.9/v/string_too_long
`, V{"a": g.an(40), "b": g.anthropic()}, "https://errors.pydantic.dev/2.9/v/url_parsing")

	g.add("dump/py-namedtuple-botocore-credentials", `
>>> session = boto3.Session(profile_name="deploy")
>>> session.get_credentials().get_frozen_credentials()
ReadOnlyCredentials(access_key='«a»', secret_key='«b»', token='«c»')
>>> session.region_name
'us-west-2'
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "profile_name=\"deploy\"", "'us-west-2'")

	g.add("dump/py-attrs-repr-in-log", `
2025-05-19 14:03:11,902 DEBUG worker.main: starting with WorkerConfig(queue='emails', concurrency=4, smtp=SMTPConfig(host='email-smtp.us-east-1.amazonaws.com', port=587, username='«a»', password='«b»'), dry_run=False)
2025-05-19 14:03:11,950 INFO worker.main: consuming from emails
`, V{"a": g.awsID(), "b": "B" + g.s(alB64, 43)}, "host='email-smtp.us-east-1.amazonaws.com'", "queue='emails'")

	g.add("dump/py-os-environ-repr", `
In [4]: os.environ
Out[4]: environ({'SHELL': '/bin/zsh', 'HOME': '/Users/maria', 'LANG': 'en_US.UTF-8', 'VIRTUAL_ENV': '/Users/maria/src/etl/.venv', 'SNOWFLAKE_ACCOUNT': 'xy12345.eu-central-1', 'SNOWFLAKE_USER': 'ETL_SVC', 'SNOWFLAKE_PASSWORD': '«a»', 'HF_TOKEN': '«b»', 'TERM_PROGRAM': 'vscode'})
`, V{"a": g.pw(), "b": g.hfTok()}, "'SNOWFLAKE_ACCOUNT': 'xy12345.eu-central-1'", "'SNOWFLAKE_USER': 'ETL_SVC'")

	g.add("dump/py-argparse-namespace", `
$ python sync.py --host ftp.partner.example --user acme --password '«a»' -v
Namespace(host='ftp.partner.example', port=21, user='acme', password='«a»', remote_dir='/outbound', verbose=True)
connecting to ftp.partner.example:21 ...
`, V{"a": g.pw()}, "host='ftp.partner.example'", "remote_dir='/outbound'")

	g.add("dump/py-simplenamespace-logging-r", `
logger.debug("loaded cfg=%r", cfg)

DEBUG:etl.config:loaded cfg=namespace(source='bigquery', project='acme-analytics', dataset='raw', sa_key_b64='«a»', slack_webhook='https://hooks.slack.com/services/«_t»/«_b»/«c»')
`, V{"a": g.b64(180), "_t": g.slackT(), "_b": g.slackB(), "c": g.an(24)}, "project='acme-analytics'")

	g.add("dump/py-icecream-ic", `
ic| headers: {'Accept': 'application/json',
              'Authorization': 'Bearer «a»',
              'User-Agent': 'acme-sync/0.9'}
ic| resp.status_code: 401
ic| resp.json(): {'error': 'invalid_token', 'error_description': 'The access token expired'}
`, V{"a": g.userJWT()}, "'User-Agent': 'acme-sync/0.9'", "'error': 'invalid_token'")

	g.add("dump/py-requests-prepared-headers", `
>>> r = requests.get("https://api.airtable.com/v0/meta/bases", headers={"Authorization": f"Bearer {token}"})
>>> r.request.headers
{'User-Agent': 'python-requests/2.32.3', 'Accept-Encoding': 'gzip, deflate', 'Accept': '*/*', 'Connection': 'keep-alive', 'Authorization': 'Bearer «a»'}
>>> r.status_code
200
`, V{"a": g.airtable()}, "'User-Agent': 'python-requests/2.32.3'")

	g.add("dump/py-sqlalchemy-url-hidden-then-rendered", `
>>> engine
Engine(postgresql+psycopg://analytics:***@warehouse.internal:5432/analytics)
>>> engine.url.render_as_string(hide_password=False)
'postgresql+psycopg://analytics:«a»@warehouse.internal:5432/analytics'
`, V{"a": g.pwURL()}, "Engine(postgresql+psycopg://analytics:***@warehouse.internal:5432/analytics)")

	g.add("dump/py-pytest-assert-dict-diff", `
E       AssertionError: assert {'client_id': 'web-portal', 'client_secret': '«a»', 'grant_type': 'client_credentials', 'scope': 'orders:read'} == {'client_id': 'web-portal', 'client_secret': '«b»', 'grant_type': 'client_credentials', 'scope': 'orders:write'}
E
E         Common items:
E         {'client_id': 'web-portal', 'grant_type': 'client_credentials'}
E         Differing items:
E         {'scope': 'orders:read'} != {'scope': 'orders:write'}
E         {'client_secret': '«a»'} != {'client_secret': '«b»'}

tests/test_auth.py:58: AssertionError
`, V{"a": g.b64u(43), "b": g.b64u(43)}, "'client_id': 'web-portal'", "tests/test_auth.py:58")

	g.add("dump/py-pytest-showlocals", `
    def connect(self):
>       return psycopg.connect(self.dsn, connect_timeout=5)
E       psycopg.OperationalError: connection failed: connection to server at "10.20.0.5", port 5432 failed: timeout expired

dsn        = 'host=10.20.0.5 port=5432 dbname=ledger user=ledger_ro password=«a»'
self       = <ledger.db.Database object at «_o»>

ledger/db.py:31: OperationalError
`, V{"a": g.pwStrong(), "_o": g.dumpRbAddr()}, "user=ledger_ro", "ledger/db.py:31")
}

func (g *G) dumpPyFrameworks() {
	g.add("dump/django-diffsettings", `
$ python manage.py diffsettings --output unified | head -20
+ ALLOWED_HOSTS = ['shop.acme.example', 'localhost']
+ AWS_STORAGE_BUCKET_NAME = 'acme-shop-media'
+ AWS_S3_ACCESS_KEY_ID = '«a»'
+ AWS_S3_SECRET_ACCESS_KEY = '«b»'
+ DATABASES = {'default': {'ENGINE': 'django.db.backends.postgresql', 'NAME': 'shop', 'USER': 'shop', 'PASSWORD': '«c»', 'HOST': 'db', 'PORT': '5432', 'ATOMIC_REQUESTS': False, 'AUTOCOMMIT': True, 'CONN_MAX_AGE': 0, 'CONN_HEALTH_CHECKS': False, 'OPTIONS': {}, 'TIME_ZONE': None, 'TEST': {'CHARSET': None, 'COLLATION': None, 'MIGRATE': True, 'MIRROR': None, 'NAME': None}}}
- DEBUG = False
+ DEBUG = True
+ EMAIL_HOST_PASSWORD = '«d»'
+ SECRET_KEY = '«e»'
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.pw(), "d": g.an(16), "e": g.djangoKey()},
		"AWS_STORAGE_BUCKET_NAME = 'acme-shop-media'", "'ENGINE': 'django.db.backends.postgresql'")

	g.add("dump/django-shell-settings-databases", `
$ python manage.py shell
Python 3.11.9 (main, Apr  2 2024, 08:25:04) [GCC 12.2.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
(InteractiveConsole)
>>> from django.conf import settings
>>> settings.DATABASES["default"]
{'ENGINE': 'django.db.backends.mysql', 'NAME': 'crm', 'USER': 'crm_app', 'PASSWORD': '«a»', 'HOST': 'mysql-crm.internal', 'PORT': 3306, 'OPTIONS': {'charset': 'utf8mb4'}, 'CONN_MAX_AGE': 60}
>>> settings.CACHES["default"]["LOCATION"]
'redis://default:«b»@redis-crm.internal:6379/0'
`, V{"a": g.pwStrong(), "b": g.an(28)}, "'HOST': 'mysql-crm.internal'", "'USER': 'crm_app'")

	g.add("dump/django-debug-page-settings-masked-and-not", `
Settings
Using settings module config.settings.staging

Setting                  Value
ALLOWED_HOSTS            ['staging.acme.example']
AWS_SECRET_ACCESS_KEY    '********************'
CELERY_BROKER_URL        'amqp://celery:«a»@rabbitmq.staging.internal:5672/acme'
DATABASE_ROUTERS         []
EMAIL_HOST_PASSWORD      '********************'
SECRET_KEY               '********************'
SENTRY_DSN               'https://«=k»@o«_o».ingest.us.sentry.io/«_p»'
SOCIAL_AUTH_GITHUB_SECRET '********************'
ELASTICSEARCH_URL        'https://elastic:«b»@es.staging.internal:9200'
`, V{"a": g.pwURL(), "=k": g.hex(32), "_o": g.digits(6), "_p": g.digits(7), "b": g.an(20)},
		"rabbitmq.staging.internal:5672/acme", "AWS_SECRET_ACCESS_KEY    '********************'", "es.staging.internal:9200")

	g.add("dump/django-extensions-print-settings-json", `
$ python manage.py print_settings STRIPE_* --format json
{
    "STRIPE_LIVE_MODE": true,
    "STRIPE_PUBLIC_KEY": "«_pk»",
    "STRIPE_SECRET_KEY": "«a»",
    "STRIPE_WEBHOOK_SECRET": "«b»"
}
`, V{"_pk": g.pkLive(), "a": g.skLive(), "b": g.whsec()}, `"STRIPE_LIVE_MODE": true`)

	g.add("dump/flask-config-repr", `
>>> from app import create_app
>>> app = create_app()
>>> app.config
<Config {'DEBUG': True, 'TESTING': False, 'PROPAGATE_EXCEPTIONS': None, 'SECRET_KEY': '«a»', 'PERMANENT_SESSION_LIFETIME': datetime.timedelta(days=31), 'SERVER_NAME': None, 'SESSION_COOKIE_NAME': 'session', 'SQLALCHEMY_DATABASE_URI': 'mysql+pymysql://flask:«b»@127.0.0.1:3306/blog', 'MAIL_SERVER': 'smtp.gmail.com', 'MAIL_USERNAME': 'blog.notify@gmail.com', 'MAIL_PASSWORD': '«c»', 'JSON_SORT_KEYS': False}>
`, V{"a": g.hex(48), "b": g.pwURL(), "c": g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)},
		"'MAIL_USERNAME': 'blog.notify@gmail.com'", "'SESSION_COOKIE_NAME': 'session'")

	g.add("dump/fastapi-settings-model-dump", `
INFO:     Will watch for changes in these directories: ['/code']
INFO:     Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)
INFO:     Started reloader process [1] using WatchFiles
{'project_name': 'inventory', 'api_v1_str': '/api/v1', 'postgres_server': 'db', 'postgres_user': 'postgres', 'postgres_password': '«a»', 'postgres_db': 'app', 'first_superuser': 'admin@acme.example', 'first_superuser_password': '«b»', 'smtp_password': None, 'secret_key': '«c»'}
INFO:     Started server process [8]
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.b64u(43)}, "'first_superuser': 'admin@acme.example'", "'api_v1_str': '/api/v1'")

	g.add("dump/celery-inspect-conf", `
$ celery -A proj inspect conf
->  celery@worker-1: OK
    {
        "broker_url": "amqp://guest:********@rabbitmq:5672//",
        "result_backend": "redis://:«a»@redis:6379/0",
        "task_serializer": "json",
        "worker_concurrency": 8,
        "imports": ["proj.tasks"],
        "beat_dburi": "postgresql://beat:«b»@pg:5432/beat"
    }
`, V{"a": g.an(24), "b": g.pwURL()}, `"broker_url": "amqp://guest:********@rabbitmq:5672//"`, "celery@worker-1")

	g.add("dump/airflow-connection-repr", `
[2025-03-02, 04:00:07 UTC] {base.py:84} INFO - Retrieving connection 'snowflake_default'
>>> from airflow.hooks.base import BaseHook
>>> c = BaseHook.get_connection("s3_exports")
>>> c.password, c.extra_dejson
('«a»', {'region_name': 'eu-west-1', 'aws_access_key_id': '«b»', 'role_arn': 'arn:aws:iam::«_acct»:role/airflow-exports'})
>>> c.get_uri()
'aws://«b»:«a»@/?region_name=eu-west-1'
`, V{"a": g.awsSecret(), "b": g.awsID(), "_acct": g.digits(12)}, "'snowflake_default'", "'region_name': 'eu-west-1'")

	v := V{"a": g.pw(), "b": g.ghp()}
	locals := dumpBox(v, "locals",
		"registry_password = '«a»'",
		"              tag = 'v2.8.0'",
		"              url = 'https://x-access-token:«b»@github.com/acme/api.git'",
	)
	g.add("dump/py-rich-traceback-show-locals", dumpBox(v, "Traceback (most recent call last)",
		append([]string{
			"/srv/deploy/deploy.py:44 in push_release",
			"",
			"  41 │   repo = clone(url)",
			"  42 │   repo.git.tag(tag)",
			"  43 │   login(registry_password)",
			"❱ 44 │   repo.remote(\"origin\").push(tag)",
			"",
		}, strings.Split(locals, "\n")...)...)+`
GitCommandError: Cmd('git') failed due to: exit code(128)
`, v, "tag = 'v2.8.0'", "/srv/deploy/deploy.py:44")

	g.add("dump/jupyter-cell-output-config-dict", `
In [7]: cfg = yaml.safe_load(open("pipeline.yaml")); cfg["sinks"]
Out[7]:
[{'type': 'bigquery',
  'project': 'acme-dw',
  'credentials_json': '{"type": "service_account", "project_id": "acme-dw", "private_key_id": "«_kid»", "private_key": "«k»", "client_email": "loader@acme-dw.iam.gserviceaccount.com"}'},
 {'type': 'webhook',
  'url': 'https://hooks.zapier.com/hooks/catch/«_z»/«_z2»/',
  'hmac_secret': '«a»'}]
`, V{"_kid": g.hex(40), "k": strings.ReplaceAll(g.pkcs8RSAPEM().block(), "\n", `\\n`), "_z": g.digits(7), "_z2": g.s(alLowNum, 6), "a": g.hex(32)},
		"loader@acme-dw.iam.gserviceaccount.com", "'project': 'acme-dw'")
}

func (g *G) dumpRuby() {
	g.add("dump/ruby-object-inspect-ivars", `
irb(main):003> client = Acme::Billing::Client.new
=> #<Acme::Billing::Client:«_o» @base_url="https://billing.acme.example/api/v2", @api_key="«a»", @timeout=15, @logger=#<Logger:«_l» @level=0, @progname=nil>>
irb(main):004> client.ping
=> true
`, V{"_o": g.dumpRbAddr(), "a": g.an(40), "_l": g.dumpRbAddr()}, `@base_url="https://billing.acme.example/api/v2"`)

	g.add("dump/ruby-struct-inspect", `
>> Creds = Struct.new(:user, :password, :host)
>> c = Creds.new(ENV["FTP_USER"], ENV["FTP_PASSWORD"], "sftp.partner.example")
=> #<struct Creds user="acme_upload", password="«a»", host="sftp.partner.example">
`, V{"a": g.pw()}, `user="acme_upload"`, `host="sftp.partner.example"`)

	g.add("dump/ruby-pp-hash-old-rocket", `
$ ruby -r ./config/boot -e 'pp Settings.to_h'
{:app_name=>"storefront",
 :redis=>{:url=>"rediss://default:«a»@redis-storefront.cache.amazonaws.com:6379"},
 :shopify=>
  {:shop=>"acme-store.myshopify.com",
   :access_token=>"«b»",
   :api_version=>"2024-10"},
 :feature_flags=>{:new_checkout=>true}}
`, V{"a": g.an(32), "b": g.shpat()}, `:shop=>"acme-store.myshopify.com"`, `:api_version=>"2024-10"`)

	g.add("dump/ruby-34-inspect-new-hash-syntax", `
irb(main):001> Rails.application.credentials.config
=> {secret_key_base: "«a»", aws: {access_key_id: "«b»", secret_access_key: "«c»"}, github: {app_id: «_id», client_secret: "«d»"}}
`, V{"a": g.hex(128), "b": g.awsID(), "c": g.awsSecret(), "_id": g.digits(6), "d": g.hex(40)}, "secret_key_base:")

	g.add("dump/ruby-awesome-print-config", `
[2] pry(main)> ap Rails.configuration.database_configuration["production"]
{
     "adapter" => "postgresql",
    "encoding" => "unicode",
        "pool" => 10,
    "database" => "storefront_production",
    "username" => "storefront",
    "password" => "«a»",
        "host" => "storefront-db.c8sx1k.us-east-1.rds.amazonaws.com"
}
=> nil
`, V{"a": g.pwStrong()}, `"database" => "storefront_production"`, "storefront-db.c8sx1k.us-east-1.rds.amazonaws.com")

	g.add("dump/ruby-pry-env-select", `
[1] pry(main)> ENV.select { |k, _| k =~ /KEY|TOKEN|SECRET/ }
=> {"SENDGRID_API_KEY"=>"«a»",
 "SIDEKIQ_WEB_TOKEN"=>"«b»",
 "RAILS_MASTER_KEY"=>"«c»",
 "SECRET_KEY_BASE_DUMMY"=>"1"}
`, V{"a": g.sendgrid(), "b": g.hex(32), "c": g.hex(32)}, `"SECRET_KEY_BASE_DUMMY"=>"1"`)

	g.add("dump/ruby-activerecord-inspect-filtered-and-raw", `
irb(main):010> user = User.find_by(email: "ops@acme.example")
=> #<User id: 42, email: "ops@acme.example", encrypted_password: [FILTERED], api_token: [FILTERED], otp_secret: "«a»", created_at: "2023-09-14 08:12:33.120000000 +0000", admin: true>
irb(main):011> user.api_token
=> "«b»"
`, V{"a": g.totp(), "b": g.hex(40)}, "encrypted_password: [FILTERED]", `email: "ops@acme.example"`)

	g.add("dump/ruby-rails-console-connection-db-config", `
irb(main):001> ActiveRecord::Base.connection_db_config.configuration_hash
=> {:adapter=>"mysql2", :encoding=>"utf8mb4", :pool=>5, :username=>"app", :password=>"«a»", :host=>"mysql-primary.prod.internal", :database=>"app_production"}
irb(main):002> ActiveRecord::Base.connection_db_config.url
=> nil
`, V{"a": g.pw()}, `:host=>"mysql-primary.prod.internal"`)

	g.add("dump/ruby-sidekiq-redis-config-log", `
2025-04-11T07:02:13.551Z pid=12 tid=2ko INFO: Booting Sidekiq 7.2.4 with Sidekiq::RedisConnection::RedisAdapter options {:url=>"redis://:«a»@redis-sidekiq.internal:6379/2", :size=>10, :pool_name=>"internal"}
2025-04-11T07:02:13.553Z pid=12 tid=2ko INFO: Starting processing, hit Ctrl-C to stop
`, V{"a": g.an(32)}, "Booting Sidekiq 7.2.4")

	g.add("dump/ruby-faraday-env-inspect", `
    #<struct Faraday::Env method=:post, request_body="grant_type=client_credentials&client_id=erp-sync&client_secret=«a»", url=#<URI::HTTPS https://login.partner.example/oauth/token>, request=#<struct Faraday::RequestOptions params_encoder=nil, timeout=10>, request_headers={"User-Agent"=>"Faraday v2.9.0", "Content-Type"=>"application/x-www-form-urlencoded"}, ssl=#<struct Faraday::SSLOptions verify=true>, status=400, response_body="{\"error\":\"invalid_client\"}">
`, V{"a": g.an(40)}, "client_id=erp-sync", `"User-Agent"=>"Faraday v2.9.0"`)

	g.add("dump/ruby-byebug-instance-variables", `
[37, 46] in /app/app/services/payments/charge.rb
   40:     def call
   41:       byebug
=> 42:       @gateway.charge(amount: @amount, token: @card_token)
(byebug) instance_variables
[:@amount, :@card_token, :@gateway]
(byebug) @gateway
#<ActiveMerchant::Billing::BraintreeBlueGateway:«_o» @options={:merchant_id=>"«_m»", :public_key=>"«_pk»", :private_key=>"«a»", :environment=>:production}>
`, V{"_o": g.dumpRbAddr(), "_m": g.s(alLowNum, 16), "_pk": g.s(alLowNum, 16), "a": g.hex(32)}, ":environment=>:production")

	g.add("dump/ruby-yaml-dump-of-config-in-rake", `
$ bin/rails runner 'puts Rails.application.config_for(:services).to_yaml'
---
:mailchimp:
  :api_key: «a»
  :list_id: «_l»
:twilio:
  :account_sid: «_sid»
  :auth_token: «b»
  :from: "+15005550006"
`, V{"a": g.mailchimp(), "_l": g.hex(10), "_sid": g.twilioSID(), "b": g.hex(32)}, `:from: "+15005550006"`)
}

func (g *G) dumpJS() {
	g.add("dump/node-console-log-config-object", `
$ node -e 'console.log(require("./config"))'
{
  env: 'production',
  port: 3000,
  db: {
    host: 'pg.internal',
    port: 5432,
    user: 'api',
    password: '«a»',
    ssl: { rejectUnauthorized: false }
  },
  jwt: { secret: '«b»', expiresIn: '15m' },
  stripe: { secretKey: '«c»', webhookSecret: '«d»' }
}
`, V{"a": g.pw(), "b": g.b64(32), "c": g.skLive(), "d": g.whsec()}, "host: 'pg.internal'", "expiresIn: '15m'")

	g.add("dump/node-process-env-dump", `
> process.env
{
  NVM_DIR: '/home/dev/.nvm',
  npm_config_user_agent: 'npm/10.8.1 node/v20.15.0 linux x64 workspaces/false',
  NODE_ENV: 'development',
  DATABASE_URL: 'postgresql://postgres:«a»@localhost:5432/app_dev?schema=public',
  NEXTAUTH_SECRET: '«b»',
  GITHUB_ID: 'Iv1.«_gid»',
  GITHUB_SECRET: '«c»',
  PWD: '/home/dev/src/app',
  ... 41 more items
}
`, V{"a": g.pwURL(), "b": g.b64(32), "_gid": g.hex(16), "c": g.hex(40)}, "NODE_ENV: 'development'", "NVM_DIR: '/home/dev/.nvm'")

	g.add("dump/node-util-inspect-depth-truncated", `
console.log(util.inspect(client, { depth: 2 }))

S3Client {
  middlewareStack: { add: [Function: add], addRelativeTo: [Function: addRelativeTo] },
  config: {
    apiVersion: '2006-03-01',
    region: [AsyncFunction: region],
    credentials: {
      accessKeyId: '«a»',
      secretAccessKey: '«b»',
      sessionToken: undefined
    },
    endpoint: undefined,
    forcePathStyle: false,
    ... 34 more items
  }
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, "apiVersion: '2006-03-01'")

	v := V{"a": g.openai(), "b": g.anthropic(), "_c": "sk-…" + g.hex(4)}
	g.add("dump/node-console-table-keys", `
> console.table(Object.entries(keys).map(([provider, key]) => ({ provider, key, masked: mask(key) })))
`+dumpTable(v, []string{"(index)", "provider", "key", "masked"}, [][]string{
		{"0", "'openai'", "'«a»'", "'sk-…redacted'"},
		{"1", "'anthropic'", "'«b»'", "'«_c»'"},
		{"2", "'mistral'", "undefined", "undefined"},
	})+"\n", v, "'mistral'")

	g.add("dump/node-console-dir-request-headers", `
console.dir(req.headers, { depth: null })

{
  host: 'localhost:3000',
  connection: 'keep-alive',
  'sec-ch-ua-platform': '"macOS"',
  authorization: 'Bearer «a»',
  accept: '*/*',
  cookie: 'theme=dark; __Secure-next-auth.session-token=«b»; _ga=GA1.1.«_ga»',
  'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
}
`, V{"a": g.userJWT(), "b": g.b64u(200), "_ga": g.digits(10) + "." + g.digits(10)}, "host: 'localhost:3000'", "theme=dark")

	g.add("dump/chrome-devtools-console-object-copy", `
firebaseConfig
{apiVersion: 'v1', projectId: 'acme-web-prod', storageBucket: 'acme-web-prod.appspot.com', adminToken: '«a»', measurementId: 'G-«_m»'}
localStorage.getItem('auth')
'{"accessToken":"«b»","refreshToken":"«c»","user":{"id":1187,"email":"kim@acme.example"}}'
`, V{"a": g.hex(40), "_m": g.s(alUpNum, 10), "b": g.userJWT(), "c": g.b64u(64)}, "projectId: 'acme-web-prod'", "kim@acme.example")

	g.add("dump/node-axios-error-config-logged", `
AxiosError: Request failed with status code 403
    at settle (/app/node_modules/axios/dist/node/axios.cjs:2019:12)
    at IncomingMessage.handleStreamEnd (/app/node_modules/axios/dist/node/axios.cjs:3135:11) {
  code: 'ERR_BAD_REQUEST',
  config: {
    transitional: { silentJSONParsing: true, forcedJSONParsing: true, clarifyTimeoutError: false },
    adapter: [ 'xhr', 'http', 'fetch' ],
    timeout: 0,
    headers: Object [AxiosHeaders] {
      Accept: 'application/json, text/plain, */*',
      'Content-Type': 'application/json',
      'X-Api-Key': '«a»',
      'User-Agent': 'axios/1.7.2'
    },
    method: 'get',
    url: 'https://api.sendinblue.com/v3/account'
  },
`, V{"a": "xkeysib-" + g.hex(64) + "-" + g.an(16)}, "'User-Agent': 'axios/1.7.2'", "https://api.sendinblue.com/v3/account")

	g.add("dump/node-inspect-array-truncated-tokens", `
> tokens
[
  { id: 1, label: 'ci', token: '«a»', lastUsed: 2025-04-01T10:22:00.000Z },
  { id: 2, label: 'backup', token: '«b»', lastUsed: null },
  { id: 3, label: 'grafana', token: '«c»', lastUsed: 2025-03-28T07:00:12.000Z },
  ... 12 more items
]
`, V{"a": g.npmTok(), "b": g.npmTok(), "c": g.grafanaSA()}, "label: 'backup'", "... 12 more items")

	g.add("dump/node-console-log-map-and-set", `
console.log(sessions)

Map(3) {
  '«a»' => { userId: 'u_8812', expires: 1717603200 },
  '«b»' => { userId: 'u_1290', expires: 1717603500 },
  '«c»' => { userId: 'u_0007', expires: 1717604011 }
}
`, V{"a": g.b64u(32), "b": g.b64u(32), "c": g.b64u(32)}, "userId: 'u_8812'")

	g.add("dump/node-pino-debug-config", `
{"level":20,"time":1718031241123,"pid":7,"hostname":"web-6d8b9","msg":"resolved options","options":{"baseUrl":"https://api.contentful.com","space":"«_sp»","environment":"master","accessToken":"«a»","previewToken":"«b»"}}
`, V{"_sp": g.s(alLowNum, 12), "a": "CFPAT-" + g.b64u(43), "b": g.b64u(43)}, `"environment":"master"`, `"hostname":"web-6d8b9"`)

	g.add("dump/node-winston-meta-config", `
2025-06-02T11:04:55.015Z debug: mailer configured {"transport":"smtp","host":"smtp.office365.com","port":587,"secure":false,"auth":{"user":"noreply@acme.example","pass":"«a»"}}
2025-06-02T11:04:55.020Z info: server listening on 0.0.0.0:4000
`, V{"a": g.pw()}, `"host":"smtp.office365.com"`, "noreply@acme.example")

	g.add("dump/deno-console-log-env-toobject", `
$ deno run --allow-env main.ts
{
  DENO_KV_ACCESS_TOKEN: "«a»",
  SUPABASE_URL: "https://«_ref».supabase.co",
  SUPABASE_SERVICE_ROLE_KEY: "«b»",
  HOME: "/home/dev"
}
`, V{"a": "ddp_" + g.an(36), "_ref": g.s(alLower, 20), "b": g.supabaseService()}, `HOME: "/home/dev"`)

	g.add("dump/bun-console-log-class-instance", `
$ bun run scripts/check.ts
PaymentClient {
  baseUrl: "https://api.paddle.com",
  apiKey: "«a»",
  retries: 3,
  logger: [class Logger],
}
`, V{"a": "pdl_live_apikey_" + g.s(alLowNum, 26) + "_" + g.an(22) + "_" + g.an(3)}, `baseUrl: "https://api.paddle.com"`)

	g.add("dump/browser-console-redux-state", `
prev state {auth: {…}, cart: {…}, ui: {…}}
action    {type: 'auth/loginSucceeded', payload: {…}}
next state
{auth: {status: 'authenticated', accessToken: '«a»', refreshToken: '«b»', userId: 'usr_«_u»'}, cart: {items: Array(2), coupon: null}, ui: {theme: 'dark'}}
`, V{"a": g.userJWT(), "b": g.hex(64), "_u": g.an(14)}, "type: 'auth/loginSucceeded'", "theme: 'dark'")

	g.add("dump/node-next-config-log", `
 ▲ Next.js 14.2.4
   - Local:        http://localhost:3000
   - Environments: .env.local

serverRuntimeConfig: {
  mongodbUri: 'mongodb+srv://admin:«a»@cluster0.ab1cd.mongodb.net/shop?retryWrites=true&w=majority',
  resendApiKey: '«b»'
}
 ✓ Ready in 2.1s
`, V{"a": g.pwURL(), "b": "re_" + g.an(8) + "_" + g.an(24)}, "cluster0.ab1cd.mongodb.net/shop", "http://localhost:3000")
}

func (g *G) dumpJVM() {
	g.add("dump/java-lombok-tostring-datasource", `
2025-03-07 09:14:22.481 DEBUG 1 --- [           main] c.a.o.config.DataSourceConfig            : building pool from DataSourceProps(url=jdbc:postgresql://orders-db:5432/orders, username=orders_svc, password=«a», driverClassName=org.postgresql.Driver, maximumPoolSize=20)
2025-03-07 09:14:22.602  INFO 1 --- [           main] com.zaxxer.hikari.HikariDataSource       : HikariPool-1 - Starting...
`, V{"a": g.pwStrong()}, "username=orders_svc", "url=jdbc:postgresql://orders-db:5432/orders")

	g.add("dump/java-record-tostring", `
jshell> var creds = new ApiCredentials(System.getenv("ALGOLIA_APP_ID"), System.getenv("ALGOLIA_ADMIN_KEY"))
creds ==> ApiCredentials[appId=«_app», adminKey=«a»]

jshell> creds.appId()
$3 ==> "«_app»"
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32)}, `System.getenv("ALGOLIA_ADMIN_KEY")`)

	g.add("dump/java-hikari-config-debug-masked-url", `
DEBUG com.zaxxer.hikari.HikariConfig - HikariPool-1 - configuration:
DEBUG com.zaxxer.hikari.HikariConfig - allowPoolSuspension.............false
DEBUG com.zaxxer.hikari.HikariConfig - autoCommit......................true
DEBUG com.zaxxer.hikari.HikariConfig - connectionTimeout...............30000
DEBUG com.zaxxer.hikari.HikariConfig - dataSourceProperties............{password=<masked>}
DEBUG com.zaxxer.hikari.HikariConfig - driverClassName................."com.mysql.cj.jdbc.Driver"
DEBUG com.zaxxer.hikari.HikariConfig - jdbcUrl.........................jdbc:mysql://mysql.inventory.svc:3306/inventory?user=inventory&password=«a»&useSSL=true
DEBUG com.zaxxer.hikari.HikariConfig - maximumPoolSize.................10
DEBUG com.zaxxer.hikari.HikariConfig - password........................<masked>
DEBUG com.zaxxer.hikari.HikariConfig - username........................none
`, V{"a": g.pwURL()}, "password........................<masked>", "mysql.inventory.svc:3306/inventory")

	g.add("dump/java-default-tostring-and-fields", `
System.out.println(config);
System.out.println(config.getKafka());

com.acme.stream.config.StreamConfig@«_h»
KafkaProps{bootstrapServers='b-1.kafka.acme:9096,b-2.kafka.acme:9096', securityProtocol='SASL_SSL', saslMechanism='SCRAM-SHA-512', saslJaasConfig='org.apache.kafka.common.security.scram.ScramLoginModule required username="stream" password="«a»";', groupId='stream-enricher'}
`, V{"_h": g.dumpHash(), "a": g.pw()}, "groupId='stream-enricher'", "saslMechanism='SCRAM-SHA-512'")

	g.add("dump/kotlin-data-class-tostring", `
>>> val cfg = AppConfig.load()
>>> cfg
res1: AppConfig = AppConfig(baseUrl=https://api.acme.example, firebaseServerKey=«a», mapsKey=«b», retryCount=3, timeout=PT10S)
`, V{"a": g.firebaseFCM(), "b": g.googleKey()}, "baseUrl=https://api.acme.example", "timeout=PT10S")

	g.add("dump/kotlin-logging-debug-data-class", `
12:40:03.118 [main] DEBUG c.a.payments.Application - Starting with PaymentsSettings(adyenApiKey=«a», adyenMerchant=AcmeECOM, hmacKey=«b», liveEndpointPrefix=«_p», environment=LIVE)
`, V{"a": "AQE" + g.b64u(100) + "=", "b": g.s(alHexU, 64), "_p": g.hex(16) + "-AcmeECOM"}, "adyenMerchant=AcmeECOM", "environment=LIVE")

	g.add("dump/scala-case-class-positional", `
scala> val conf = DbConf.fromEnv()
val conf: DbConf = DbConf(cassandra-0.cassandra.svc,9042,analytics,«a»,LOCAL_QUORUM)

scala> conf.copy(password = "<hidden>")
val res0: DbConf = DbConf(cassandra-0.cassandra.svc,9042,analytics,<hidden>,LOCAL_QUORUM)
`, V{"a": g.pwStrong()}, "DbConf(cassandra-0.cassandra.svc,9042,analytics,<hidden>,LOCAL_QUORUM)")

	g.add("dump/scala-pprint-ammonite", `
@ config
res4: AppConfig = AppConfig(
  http = HttpConfig(host = "0.0.0.0", port = 8080),
  aws = AwsConfig(
    accessKey = "«a»",
    secretKey = "«b»",
    region = "eu-north-1"
  ),
  slackToken = "«c»"
)
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.xoxb()}, `region = "eu-north-1"`)

	g.add("dump/intellij-variables-pane-copy", `
this = {OrderService@11873}
 restTemplate = {RestTemplate@11880}
 properties = {ShippingProperties@11881} "ShippingProperties(apiUrl=https://api.easypost.com/v2, apiKey=«a», timeoutMs=5000)"
  apiUrl = "https://api.easypost.com/v2"
  apiKey = "«a»"
  timeoutMs = 5000
order = {Order@11874} "Order(id=88412, status=PAID)"
`, V{"a": "EZAK" + g.hex(54)}, "timeoutMs = 5000", `"Order(id=88412, status=PAID)"`)

	g.add("dump/intellij-evaluate-expression-env", `
Evaluate: System.getenv()
result = {Collections$UnmodifiableMap@12043}  size = 38
 "JAVA_HOME" -> "/usr/lib/jvm/java-21-openjdk-amd64"
 "SPRING_PROFILES_ACTIVE" -> "local"
 "SPRING_DATASOURCE_PASSWORD" -> "«a»"
 "OKTA_OAUTH2_CLIENT_SECRET" -> "«b»"
 "OKTA_OAUTH2_ISSUER" -> "https://dev-«_o».okta.com/oauth2/default"
`, V{"a": g.pw(), "b": g.b64u(40), "_o": g.digits(8)}, `"SPRING_PROFILES_ACTIVE" -> "local"`, "/usr/lib/jvm/java-21-openjdk-amd64")

	g.add("dump/spring-actuator-env-partially-masked", `
$ curl -s localhost:8081/actuator/env | jq '.propertySources[] | select(.name | test("application")) .properties'
{
  "spring.datasource.url": { "value": "jdbc:postgresql://pg:5432/shop", "origin": "class path resource [application.yml] - 3:10" },
  "spring.datasource.password": { "value": "******", "origin": "class path resource [application.yml] - 5:15" },
  "app.payments.adyen-api-key": { "value": "******", "origin": "class path resource [application.yml] - 12:22" },
  "app.search.algolia-admin": { "value": "«a»", "origin": "class path resource [application.yml] - 15:23" },
  "app.cdn.signing-secret-b64": { "value": "«b»", "origin": "class path resource [application.yml] - 16:25" }
}
`, V{"a": g.hex(32), "b": g.b64(32)}, `"value": "jdbc:postgresql://pg:5432/shop"`, `"value": "******"`)

	g.add("dump/groovy-println-map", `
groovy:000> println props
[db.url:jdbc:oracle:thin:@//ora-prd.acme.local:1521/ERP, db.user:ERP_APP, db.password:«a», ldap.bindPassword:«b», ldap.url:ldaps://dc1.acme.local:636]
===> null
`, V{"a": g.pw(), "b": g.pwStrong()}, "db.user:ERP_APP", "ldaps://dc1.acme.local:636")

	g.add("dump/java-properties-list-system-out", `
props.list(System.out);

-- listing properties --
mail.smtp.host=smtp.mandrillapp.com
mail.smtp.port=587
mail.smtp.auth=true
mail.smtp.user=acme-notify
mail.smtp.password=«a»
mail.smtp.starttls.enable=true
`, V{"a": "md-" + g.b64u(22)}, "mail.smtp.host=smtp.mandrillapp.com", "mail.smtp.user=acme-notify")

	g.add("dump/java-jackson-writevalueasstring-debug", `
log.debug("request body: {}", mapper.writeValueAsString(req));

2025-05-30 16:21:09,332 DEBUG [http-nio-8080-exec-3] c.a.i.PartnerClient: request body: {"merchantId":"M-«_m»","apiUser":"acme_integration","apiPassword":"«a»","signatureKey":"«b»","amount":1999,"currency":"EUR"}
`, V{"_m": g.digits(8), "a": g.pwStrong(), "b": g.b64(32)}, `"apiUser":"acme_integration"`, `"currency":"EUR"`)
}

func (g *G) dumpDotnet() {
	g.add("dump/csharp-record-tostring", `
Console.WriteLine(options);

StorageOptions { AccountName = acmeprodstore, AccountKey = «a», Container = invoices, UseManagedIdentity = False }
`, V{"a": g.azStorage()}, "AccountName = acmeprodstore", "UseManagedIdentity = False")

	g.add("dump/csharp-anonymous-object-log", `
info: Acme.Api.Program[0]
      Startup config: { Env = Production, Db = Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=acme;User ID=acme_app;Password=«a»;Encrypt=True;, Redis = acme.redis.cache.windows.net:6380,password=«b»,ssl=True,abortConnect=False }
`, V{"a": g.pwStrong(), "b": g.b64(32)}, "acme-sql.database.windows.net,1433", "acme.redis.cache.windows.net:6380")

	g.add("dump/linqpad-dump-text-copy", `
var cfg = builder.Configuration.GetSection("Twilio").Get<TwilioOptions>();
cfg.Dump();

TwilioOptions
AccountSid	«_sid»
AuthToken	«a»
FromNumber	+14155550123
MessagingServiceSid	MG«_mg»
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "_mg": g.hex(32)}, "FromNumber	+14155550123")

	g.add("dump/vs-watch-window-copy", `
Name	Value	Type
▶ _options	{Acme.Web.AuthOptions}	Acme.Web.AuthOptions
  Authority	"https://login.microsoftonline.com/«_tid»/v2.0"	string
  ClientId	"«_cid»"	string
  ClientSecret	"«a»"	string
  CallbackPath	"/signin-oidc"	string
`, V{"_tid": g.uuid(), "_cid": g.uuid(), "a": g.azSecret()}, `"/signin-oidc"`)

	g.add("dump/vs-immediate-window", `
?_configuration["ConnectionStrings:Default"]
"Host=pg-prod.acme.internal;Port=5432;Database=ledger;Username=ledger_app;Password=«a»;SSL Mode=Require"
?_configuration["Jwt:SigningKey"]
"«b»"
?_configuration["Jwt:Issuer"]
"https://id.acme.example"
`, V{"a": g.pw(), "b": g.b64(64)}, "Username=ledger_app", `"https://id.acme.example"`)

	g.add("dump/dotnet-configuration-debugview", `
Console.WriteLine(((IConfigurationRoot)builder.Configuration).GetDebugView());

AllowedHosts=* (JsonConfigurationProvider for 'appsettings.json' (Optional))
ConnectionStrings:
  ServiceBus=Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«a» (EnvironmentVariablesConfigurationProvider Prefix: '')
Logging:
  LogLevel:
    Default=Information (JsonConfigurationProvider for 'appsettings.json' (Optional))
SendGrid:
  ApiKey=«b» (JsonConfigurationProvider for 'secrets.json' (Optional))
`, V{"a": g.b64(32), "b": g.sendgrid()}, "AllowedHosts=*", "acme-bus.servicebus.windows.net")

	g.add("dump/dotnet-objectdumper", `
var options = new
{
    Host = "mq.acme.internal",
    VirtualHost = "/billing",
    UserName = "billing",
    Password = "«a»",
    Port = 5672
};
// ObjectDumper.Dump(settings, DumpStyle.Console)
{AnonymousObject}
  Host: "mq.acme.internal"
  VirtualHost: "/billing"
  UserName: "billing"
  Password: "«a»"
  Port: 5672
`, V{"a": g.pwStrong()}, `Host: "mq.acme.internal"`, `VirtualHost: "/billing"`)

	g.add("dump/powershell-format-list-object", `
PS C:\src\deploy> $sp | Format-List

DisplayName : deploy-bot
AppId       : «_app»
TenantId    : «_t»
Secret      : «a»
Password    : System.Security.SecureString
EndDate     : 6/30/2026 12:00:00 AM
`, V{"_app": g.uuid(), "_t": g.uuid(), "a": g.azSecret()}, "DisplayName : deploy-bot", "Password    : System.Security.SecureString")

	g.add("dump/powershell-env-gci", `
PS C:\> Get-ChildItem Env: | Where-Object Name -like 'AZ*'

Name                           Value
----                           -----
AZURE_CLIENT_ID                «_c»
AZURE_CLIENT_SECRET            «a»
AZURE_TENANT_ID                «_t»
AZP_TOKEN                      «b»
AZP_URL                        https://dev.azure.com/acme
`, V{"_c": g.uuid(), "a": g.azSecret(), "_t": g.uuid(), "b": g.azDevops()}, "https://dev.azure.com/acme")

	g.add("dump/dotnet-serilog-destructure", `
[10:03:44 DBG] Loaded options {"Endpoint": "https://api.mollie.com/v2", "ApiKey": "«a»", "ProfileId": "pfl_«_p»", "WebhookUrl": "https://shop.acme.example/webhooks/mollie", "$type": "MollieOptions"}
[10:03:44 INF] Now listening on: http://[::]:8080
`, V{"a": "live_" + g.an(30), "_p": g.an(10)}, "https://shop.acme.example/webhooks/mollie", `"$type": "MollieOptions"`)

	g.add("dump/rider-debugger-locals", `
Variables
  this = {Acme.Jobs.ExportJob}
  > _sftp = {Renci.SshNet.SftpClient}
  > settings = {Acme.Jobs.SftpSettings}
      Host = "sftp.bank.example"
      Port = 22
      Username = "acme_exports"
      Password = "«a»"
      PrivateKeyPassphrase = "«b»"
  fileName = "exports_2025-06-01.csv"
`, V{"a": g.pw(), "b": g.pwStrong()}, `Host = "sftp.bank.example"`, `"exports_2025-06-01.csv"`)
}

func (g *G) dumpPHP() {
	a, b := g.pw(), g.an(32)
	g.add("dump/php-var-dump-array", `
php > var_dump($config['database']);
array(5) {
  ["host"]=>
  string(9) "127.0.0.1"
  ["port"]=>
  int(3306)
  ["database"]=>
  string(7) "wp_shop"
  ["username"]=>
  string(7) "wp_shop"
  ["password"]=>
  string(«=la») "«a»"
}
php > var_dump(getenv('MAILGUN_SECRET'));
string(«=lb») "«b»"
`, V{"a": a, "=la": dumpLen(a), "b": b, "=lb": dumpLen(b)}, `string(9) "127.0.0.1"`)

	g.add("dump/php-print-r-nested", `
Array
(
    [default] => mysql
    [connections] => Array
        (
            [mysql] => Array
                (
                    [driver] => mysql
                    [host] => db.forum.internal
                    [username] => forum
                    [password] => «a»
                    [charset] => utf8mb4
                )

        )

    [redis] => Array
        (
            [client] => phpredis
            [password] => «b»
        )

)
`, V{"a": g.pwStrong(), "b": g.an(24)}, "[host] => db.forum.internal", "[client] => phpredis")

	g.add("dump/php-var-export", `
$ php -r 'var_export(require "config/services.php");'
array (
  'stripe' => 
  array (
    'model' => 'App\\Models\\User',
    'key' => '«_pk»',
    'secret' => '«a»',
  ),
  'postmark' => 
  array (
    'token' => '«b»',
  ),
)
`, V{"_pk": g.pkLive(), "a": g.skLive(), "b": g.uuid()}, `'model' => 'App\\Models\\User'`)

	g.add("dump/laravel-dd-config-cli", `
$ php artisan tinker --execute="dd(config('database.connections.pgsql'))"
array:12 [ // vendor/psy/psysh/src/ExecutionClosure.php(40) : eval()'d code:1
  "driver" => "pgsql"
  "url" => null
  "host" => "10.0.12.4"
  "port" => "5432"
  "database" => "crm"
  "username" => "crm"
  "password" => "«a»"
  "charset" => "utf8"
  "prefix" => ""
  "prefix_indexes" => true
  "search_path" => "public"
  "sslmode" => "prefer"
]
`, V{"a": g.pw()}, `"host" => "10.0.12.4"`, `"search_path" => "public"`)

	g.add("dump/laravel-tinker-psysh-config-app", `
> config('app')
= [
    "name" => "Acme CRM",
    "env" => "production",
    "debug" => false,
    "url" => "https://crm.acme.example",
    "timezone" => "UTC",
    "key" => "«a»",
    "previous_keys" => [
      "«b»",
    ],
    "cipher" => "AES-256-CBC",
  ]
`, V{"a": g.laravelKey(), "b": g.laravelKey()}, `"url" => "https://crm.acme.example"`, `"cipher" => "AES-256-CBC"`)

	g.add("dump/symfony-dump-object", `
App\Service\Mailer\MailerFactory {#412 ▼
  -dsn: "ses+smtp://«a»:«b»@default?region=eu-west-1"
  -from: "noreply@acme.example"
  -logger: Monolog\Logger {#88 …}
  #retries: 3
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, `-from: "noreply@acme.example"`, "Monolog\\Logger {#88 …}")

	g.add("dump/symfony-debug-container-env-vars", `
$ php bin/console debug:container --env-vars --show-hidden

Symfony Container Environment Variables
=======================================

 ------------------- ----------------- ------------------------------------------------------------
  Name                Default value     Real value
 ------------------- ----------------- ------------------------------------------------------------
  APP_SECRET          n/a               "«a»"
  DATABASE_URL        n/a               "mysql://app:«b»@127.0.0.1:3306/app?serverVersion=8.0.32"
  MESSENGER_TRANSPORT n/a               "doctrine://default?auto_setup=0"
 ------------------- ----------------- ------------------------------------------------------------
`, V{"a": g.hex(32), "b": g.pwURL()}, `"doctrine://default?auto_setup=0"`, "Symfony Container Environment Variables")

	g.add("dump/php-xdebug-var-dump-object", `
/var/www/html/src/Payment/Gateway.php:58:
object(App\Payment\PayPalClient)[214]
  private 'clientId' => string '«_c»' (length=80)
  private 'clientSecret' => string '«a»' (length=80)
  private 'mode' => string 'live' (length=4)
  protected 'http' => 
    object(GuzzleHttp\Client)[215]
`, V{"_c": "A" + g.b64u(79), "a": "E" + g.b64u(79)}, "private 'mode' => string 'live' (length=4)")

	g.add("dump/wordpress-print-r-options", `
<pre>Array
(
    [smtp_host] => smtp.sendgrid.net
    [smtp_user] => apikey
    [smtp_pass] => «a»
    [recaptcha_site_key] => «_s»
    [recaptcha_secret_key] => «b»
)
</pre>
`, V{"a": g.sendgrid(), "_s": "6L" + g.b64u(38), "b": "6L" + g.b64u(38)}, "[smtp_host] => smtp.sendgrid.net")

	g.add("dump/php-error-log-json-encode-config", `
[12-Jun-2025 08:41:17 UTC] PHP Notice:  Undefined index: region in /var/www/app/lib/S3.php on line 22
[12-Jun-2025 08:41:17 UTC] s3 config: {"key":"«a»","secret":"«b»","bucket":"acme-uploads","endpoint":"https:\/\/nyc3.digitaloceanspaces.com"}
`, V{"a": "DO00" + g.s(alUpNum, 16), "b": g.b64(32)}, `"bucket":"acme-uploads"`, "/var/www/app/lib/S3.php")

	g.add("dump/laravel-ray-dump", `
Ray  ➜  app/Jobs/SyncHubspot.php:31
array:3 [▼
  "portal_id" => 24681357
  "access_token" => "«a»"
  "refresh_token" => "«b»"
]
`, V{"a": "CJ" + g.b64u(150), "b": g.uuid()}, `"portal_id" => 24681357`)

	g.add("dump/php-debug-zval-in-stack-trace", `
PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'shop'@'10.0.4.12' (using password: YES) in /var/www/shop/vendor/lib/Db.php:19
Stack trace:
#0 /var/www/shop/vendor/lib/Db.php(19): PDO->__construct('mysql:host=mysq...', 'shop', '«a»', Array)
#1 /var/www/shop/bootstrap.php(12): Db->connect()
#2 {main}
  thrown in /var/www/shop/vendor/lib/Db.php on line 19
`, V{"a": g.an(12)}, "Access denied for user 'shop'@'10.0.4.12'", "'mysql:host=mysq...'")
}

func (g *G) dumpBEAM() {
	g.add("dump/iex-application-get-env-keyword", `
iex(1)> Application.get_env(:shop, Shop.Repo)
[
  username: "shop",
  password: "«a»",
  hostname: "shop-db.internal",
  database: "shop_prod",
  pool_size: 10,
  ssl: true
]
`, V{"a": g.pw()}, `hostname: "shop-db.internal"`, `database: "shop_prod"`)

	g.add("dump/iex-struct-inspect", `
iex(2)> Shop.Payments.config()
%Shop.Payments.Config{
  api_key: "«a»",
  webhook_secret: "«b»",
  base_url: "https://api.stripe.com",
  timeout: 15000
}
`, V{"a": g.skLive(), "b": g.whsec()}, `base_url: "https://api.stripe.com"`)

	g.add("dump/iex-derive-inspect-except-beside-map", `
iex(3)> user = Accounts.get_user!(7)
#Accounts.User<
  __meta__: #Ecto.Schema.Metadata<:loaded, "users">,
  id: 7,
  email: "lena@acme.example",
  confirmed_at: ~U[2024-11-02 10:00:11Z],
  ...
>
iex(4)> Map.take(user, [:api_token, :totp_secret])
%{api_token: "«a»", totp_secret: "«b»"}
`, V{"a": g.b64u(32), "b": g.totp()}, `email: "lena@acme.example"`, `#Ecto.Schema.Metadata<:loaded, "users">`)

	g.add("dump/elixir-io-inspect-label", `
[debug] QUERY OK source="integrations" db=0.8ms idle=1423.2ms
SELECT i0."id", i0."provider", i0."credentials" FROM "integrations" AS i0 WHERE (i0."org_id" = $1) [912]
integration: %{
  "credentials" => %{
    "bot_token" => "«a»",
    "signing_secret" => "«b»"
  },
  "provider" => "slack",
  "team_id" => "«_t»"
}
`, V{"a": g.xoxb(), "b": g.hex(32), "_t": g.slackT()}, `"provider" => "slack"`, `source="integrations"`)

	g.add("dump/iex-system-get-env-map", `
iex(5)> System.get_env() |> Map.take(["DATABASE_URL", "SECRET_KEY_BASE", "PHX_HOST"])
%{
  "DATABASE_URL" => "ecto://postgres:«a»@localhost/app_dev",
  "PHX_HOST" => "app.acme.example",
  "SECRET_KEY_BASE" => "«b»"
}
`, V{"a": g.pwURL(), "b": g.b64(48)}, `"PHX_HOST" => "app.acme.example"`)

	g.add("dump/elixir-logger-metadata-opts", `
12:01:44.310 [debug] Starting Redix with opts: [host: "redis.internal", port: 6379, password: "«a»", ssl: false, name: :redix, sync_connect: true]
12:01:44.325 [info] Running AppWeb.Endpoint with Bandit 1.5.2 at 0.0.0.0:4000 (http)
`, V{"a": g.an(32)}, `host: "redis.internal"`, "Bandit 1.5.2")

	g.add("dump/erlang-shell-application-get-all-env", `
1> application:get_all_env(rabbit).
[{default_user,<<"admin">>},
 {default_pass,<<"«a»">>},
 {tcp_listeners,[5672]},
 {loopback_users,[]},
 {cluster_formation,[{peer_discovery_backend,rabbit_peer_discovery_k8s}]}]
`, V{"a": g.pwStrong()}, `{default_user,<<"admin">>}`, "rabbit_peer_discovery_k8s")

	g.add("dump/erlang-record-in-crash-report", `
=CRASH REPORT==== 3-Jun-2025::14:22:07.113 ===
  crasher:
    initial call: sms_gateway:init/1
    pid: <0.412.0>
    exception exit: {bad_auth,401}
    in function  gen_server:init_it/6 (gen_server.erl, line 961)
  ancestors: [sms_sup,<0.410.0>]
  last state: {state,"https://api.nexmo.com",<<"«_k»">>,<<"«a»">>,undefined,30000}
`, V{"_k": g.hex(8), "a": g.an(16)}, "sms_gateway:init/1", `"https://api.nexmo.com"`)

	g.add("dump/erlang-sys-get-state-map", `
2> sys:get_state(whereis(oauth_client)).
#{client_id => <<"mobile-app">>,
  client_secret => <<"«a»">>,
  token_url => <<"https://auth.acme.example/oauth2/token">>,
  access_token => <<"«b»">>,
  expires_at => 1717690000}
`, V{"a": g.an(40), "b": g.userJWT()}, `client_id => <<"mobile-app">>`, "https://auth.acme.example/oauth2/token")

	g.add("dump/gleam-echo-record", `
src/app.gleam:21
Config(
  db_url: "postgres://app:«a»@127.0.0.1:5432/app",
  port: 8000,
  secret_key_base: "«b»",
)
`, V{"a": g.pwURL(), "b": g.b64(48)}, "port: 8000", "src/app.gleam:21")
}

func (g *G) dumpPerlSwift() {
	g.add("dump/perl-data-dumper-hash", `
$ perl -MData::Dumper -e 'require "./conf/app.pl"; print Dumper(\%CONF)'
$VAR1 = {
          'db_dsn' => 'DBI:Pg:dbname=billing;host=pg1.acme.local;port=5432',
          'db_user' => 'billing',
          'db_pass' => '«a»',
          'paypal' => {
                        'user' => 'merchant_api1.acme.example',
                        'signature' => '«b»',
                        'pwd' => '«c»'
                      },
          'debug' => 0
        };
`, V{"a": g.pw(), "b": g.an(56), "c": g.s(alUpNum, 16)}, "'DBI:Pg:dbname=billing;host=pg1.acme.local;port=5432'", "merchant_api1.acme.example")

	g.add("dump/perl-data-dumper-sortkeys-indent1", `
local $Data::Dumper::Sortkeys = 1; local $Data::Dumper::Indent = 1;
warn Dumper($ua->default_headers);

$VAR1 = bless( {
  'authorization' => 'token «a»',
  'user-agent' => 'libwww-perl/6.77'
}, 'HTTP::Headers' );
`, V{"a": g.ghp()}, "'user-agent' => 'libwww-perl/6.77'")

	g.add("dump/perl-ddp-p", `
use DDP; p $config;

\ {
    api      {
        base    "https://api.bitbucket.org/2.0",
        token   "«a»"
    },
    workspace   "acme",
    verbose     1
}
`, V{"a": "ATBB" + g.an(28) + g.s(alHexU, 8)}, `"https://api.bitbucket.org/2.0"`, `workspace   "acme"`)

	g.add("dump/swift-dump-struct", `
dump(config)

▿ AppConfig
  - environment: "production"
  ▿ api: APIConfig
    - baseURL: https://api.acme.example/v3
    - key: "«a»"
  ▿ revenueCat: RevenueCatConfig
    - publicKey: "appl_«_p»"
    - secretKey: "«b»"
  - analyticsEnabled: true
`, V{"a": g.hex(40), "_p": g.an(27), "b": "sk_" + g.an(32)}, "baseURL: https://api.acme.example/v3", "analyticsEnabled: true")

	g.add("dump/lldb-po-swift-object", `
(lldb) po session.configuration.httpAdditionalHeaders
▿ Optional<Dictionary<AnyHashable, Any>>
  ▿ some : 2 elements
    ▿ 0 : 2 elements
      ▿ key : AnyHashable("Authorization")
        - value : "Authorization"
      - value : Bearer «a»
    ▿ 1 : 2 elements
      ▿ key : AnyHashable("X-Client-Version")
        - value : "X-Client-Version"
      - value : 4.12.0
`, V{"a": g.userJWT()}, `AnyHashable("X-Client-Version")`)

	g.add("dump/lldb-p-swift-frame-variable", `
(lldb) frame variable
(MyApp.KeychainStore) self = 0x0000600002c1d0e0 {
  service = "com.acme.app.auth"
}
(String) account = "refresh_token"
(String) value = "«a»"
(Bool) synchronizable = false
`, V{"a": g.b64u(86)}, `service = "com.acme.app.auth"`, `account = "refresh_token"`)

	g.add("dump/objc-po-nsdictionary", `
(lldb) po [[NSBundle mainBundle] infoDictionary]
{
    CFBundleIdentifier = "com.acme.field";
    CFBundleShortVersionString = "3.4.1";
    GMSApiKey = «a»;
    SegmentWriteKey = «b»;
    "Sentry DSN" = "https://«=k»@o«_o».ingest.sentry.io/«_p»";
    UIRequiredDeviceCapabilities =     (
        armv7
    );
}
`, V{"a": g.googleKey(), "b": g.an(32), "=k": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)}, `CFBundleIdentifier = "com.acme.field"`)

	g.add("dump/xcode-variables-view-copy", `
Printing description of credentials:
▿ Credentials
  - username : "fieldapp-sync"
  - password : "«a»"
  ▿ mqtt : MQTTConfig
    - host : "mqtt.iot.acme.example"
    - port : 8883
    - clientSecret : "«b»"
`, V{"a": g.pw(), "b": g.hex(48)}, `username : "fieldapp-sync"`, `host : "mqtt.iot.acme.example"`)

	g.add("dump/swift-print-url-request-headers", `
print(request.allHTTPHeaderFields ?? [:])

["Content-Type": "application/json", "apikey": "«_anon»", "Authorization": "Bearer «a»"]
`, V{"_anon": g.jwt("HS256", `{"iss":"supabase","ref":"qzlwmfbzhnkcuvyjxrta","role":"anon","iat":1716000000,"exp":2031576000}`), "a": g.userJWT()}, `"Content-Type": "application/json"`)
}

func (g *G) dumpDebuggers() {
	g.add("dump/gdb-print-c-struct", `
Breakpoint 1, mqtt_connect (cfg=0x5555555592a0) at src/net.c:88
88	    rc = MQTTClient_connect(client, &opts);
(gdb) p *cfg
$1 = {host = 0x5555555593c0 "broker.iot.acme.example", port = 8883, client_id = 0x5555555593e0 "sensor-gw-0417", username = 0x555555559400 "gw0417", password = 0x555555559420 "«a»", keepalive = 60, use_tls = true}
(gdb) c
`, V{"a": g.pwStrong()}, `"broker.iot.acme.example"`, `client_id = 0x5555555593e0 "sensor-gw-0417"`)

	g.add("dump/gdb-info-locals", `
(gdb) info locals
url = "https://api.pagerduty.com/incidents", '\000' <repeats 220 times>
token = "«a»", '\000' <repeats 235 times>
retries = 2
resp = {status = 401, body = 0x0, len = 0}
`, V{"a": "u+" + g.b64u(18)}, `"https://api.pagerduty.com/incidents"`)

	g.add("dump/lldb-cpp-std-string", `
(lldb) frame variable opts
(db::ConnectOptions) opts = {
  host = "timescale.internal"
  port = 5432
  user = "metrics_writer"
  password = "«a»"
  connect_timeout = (__rep_ = 5000)
}
`, V{"a": g.pw()}, `host = "timescale.internal"`, `user = "metrics_writer"`)

	g.add("dump/delve-print-struct", `
> main.(*Server).handleLogin() ./server.go:142 (hits goroutine(35):1 total:1) (PC: 0x1a2b3c4)
   141:		cfg := s.cfg
=> 142:		tok, err := s.oidc.Exchange(ctx, code)
(dlv) print s.cfg.OIDC
main.OIDCConfig {
	Issuer: "https://accounts.google.com",
	ClientID: "«_cid».apps.googleusercontent.com",
	ClientSecret: "«a»",
	RedirectURL: "http://localhost:8080/callback",}
(dlv) print code
"4/0A«_code»"
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "_code": g.b64u(60)}, `Issuer: "https://accounts.google.com"`, "http://localhost:8080/callback")

	g.add("dump/delve-locals-and-args", `
(dlv) args
ctx = context.Context(*context.valueCtx) «_p»
req = (*net/http.Request)(«_q»)
(dlv) locals
apiKey = "«a»"
endpoint = "https://api.openai.com/v1/chat/completions"
body = []uint8 len: 312, cap: 320, [123,34,109,111,100,101,108,34,58,34,...+248 more]
`, V{"_p": g.dumpPtr(), "_q": g.dumpPtr(), "a": g.openaiSvc()}, `"https://api.openai.com/v1/chat/completions"`)

	g.add("dump/pdb-p-and-pp", `
> /srv/app/integrations/hubspot.py(54)sync_contacts()
-> resp = self.session.get(url, params=params)
(Pdb) p self.session.headers
{'User-Agent': 'python-requests/2.31.0', 'Accept-Encoding': 'gzip, deflate', 'Accept': '*/*', 'Connection': 'keep-alive', 'Authorization': 'Bearer «a»'}
(Pdb) pp params
{'archived': False, 'limit': 100, 'properties': 'email,firstname,lastname'}
(Pdb) c
`, V{"a": g.hubspot()}, "'limit': 100", "/srv/app/integrations/hubspot.py(54)sync_contacts()")

	g.add("dump/ipdb-locals", `
ipdb> locals()
{'self': <payments.adapters.Braintree object at «_o»>, 'merchant_id': '«_m»', 'public_key': '«_pk»', 'private_key': '«a»', 'env': 'production', 'amount': Decimal('49.00')}
ipdb> q
`, V{"_o": g.dumpRbAddr(), "_m": g.s(alLowNum, 16), "_pk": g.s(alLowNum, 16), "a": g.hex(32)}, "'env': 'production'", "Decimal('49.00')")

	g.add("dump/node-inspect-exec", `
$ node inspect src/worker.js
< Debugger listening on ws://127.0.0.1:9229/«_ws»
< For help, see: https://nodejs.org/en/docs/inspector
connecting to 127.0.0.1:9229 ... ok
break in src/worker.js:12
debug> exec process.env.TWILIO_AUTH_TOKEN
'«a»'
debug> exec config.queue
{ url: 'https://sqs.us-east-1.amazonaws.com/«_acct»/sms', visibilityTimeout: 30 }
`, V{"_ws": g.uuid(), "a": g.hex(32), "_acct": g.digits(12)}, "visibilityTimeout: 30", "https://nodejs.org/en/docs/inspector")

	g.add("dump/vscode-debug-console-js", `
DEBUG CONSOLE
Debugger attached.
Waiting for the debugger to disconnect...
> this.options
{clientId: 'acme-dashboard', clientSecret: '«a»', tenant: 'acme.onmicrosoft.com', scopes: Array(2)}
> this.options.scopes
(2) ['https://graph.microsoft.com/.default', 'offline_access']
`, V{"a": g.azSecret()}, "clientId: 'acme-dashboard'", "tenant: 'acme.onmicrosoft.com'")

	g.add("dump/pycharm-variables-copy", `
settings = {Settings} Settings(env='dev', ...)
 api_base = {str} 'https://api.mistral.ai/v1'
 api_key = {str} '«a»'
 db = {DBSettings} DBSettings(url='sqlite:///dev.db')
 env = {str} 'dev'
 hf_token = {str} '«b»'
 max_tokens = {int} 1024
`, V{"a": g.an(32), "b": g.hfTok()}, "'https://api.mistral.ai/v1'", "max_tokens = {int} 1024")

	g.add("dump/goland-variables-copy", `
cfg = {*main.Config | «_p»}
 Listen = {string} ":7000"
 Upstash = {main.Upstash}
  URL = {string} "https://eu1-golden-hawk-«_n».upstash.io"
  Token = {string} "«a»"
 Debug = {bool} true
`, V{"_p": g.dumpPtr(), "_n": g.digits(5), "a": "A" + g.b64u(59) + "="}, `Listen = {string} ":7000"`, "Debug = {bool} true")

	g.add("dump/chrome-devtools-scope-pane", `
Paused on breakpoint
Scope
  Local
    this: undefined
    cfg: {endpoint: 'https://api.algolia.net', appId: '«_app»', searchKey: '«_sk»', adminKey: '«a»'}
    query: "running shoes"
  Closure (initSearch)
  Script
  Global Window
`, V{"_app": g.s(alUpNum, 10), "_sk": g.hex(32), "a": g.hex(32)}, `query: "running shoes"`, "endpoint: 'https://api.algolia.net'")

	g.add("dump/ruby-rdbg-info", `
[12, 21] in app/services/ship_station.rb
    18|     def initialize
=>  19|       @client = Faraday.new(url: BASE_URL) { |f| f.request :authorization, :basic, @key, @secret }
(rdbg) info
%self = #<ShipStation:«_o»>
@key = "«k»"
@secret = "«a»"
@store_id = 102934
(rdbg) c
`, V{"_o": g.dumpRbAddr(), "k": g.hex(32), "a": g.hex(32)}, "@store_id = 102934")

	g.add("dump/jdb-print-object", `
Breakpoint hit: "thread=main", com.acme.sftp.Uploader.connect(), line=47 bci=12
47            session.setPassword(cfg.password);

main[1] print cfg
 cfg = "SftpConfig{host='files.partner.example', port=22, user='acme', password='«a»'}"
main[1] dump cfg.knownHosts
 cfg.knownHosts = "/etc/acme/known_hosts"
`, V{"a": g.pw()}, "host='files.partner.example'", `"/etc/acme/known_hosts"`)
}

func (g *G) dumpOtherLangs() {
	g.add("dump/r-str-list", `
> cfg <- config::get()
> str(cfg)
List of 4
 $ db_host    : chr "redshift-cluster-1.c2xyz.us-east-1.redshift.amazonaws.com"
 $ db_user    : chr "analyst"
 $ db_password: chr "«a»"
 $ mapbox     : chr "«b»"
 - attr(*, "config")= chr "default"
 - attr(*, "file")= chr "/home/rstudio/project/config.yml"
`, V{"a": g.pw(), "b": g.mapboxSK()}, `$ db_user    : chr "analyst"`, "/home/rstudio/project/config.yml")

	g.add("dump/r-sys-getenv-print", `
> Sys.getenv(c("GITHUB_PAT", "R_LIBS_USER", "AWS_SECRET_ACCESS_KEY"))
                             GITHUB_PAT                             R_LIBS_USER 
"«a»"                         "~/R/library" 
                  AWS_SECRET_ACCESS_KEY 
"«b»" 
`, V{"a": g.ghFine(), "b": g.awsSecret()}, `"~/R/library"`)

	g.add("dump/julia-show-namedtuple-and-dict", `
julia> creds
(user = "etl", password = "«a»", host = "clickhouse.internal", port = 9440)

julia> ENV
Base.EnvDict with 36 entries:
  "JULIA_NUM_THREADS"    => "8"
  "CLICKHOUSE_PASSWORD"  => "«a»"
  "WANDB_API_KEY"        => "«b»"
  ⋮                      => ⋮
`, V{"a": g.pwStrong(), "b": g.hex(40)}, `host = "clickhouse.internal"`, `"JULIA_NUM_THREADS"    => "8"`)

	g.add("dump/clojure-repl-map", `
user=> (config/load :prod)
{:http {:port 8080, :host "0.0.0.0"},
 :db {:dbtype "postgresql", :dbname "ledger", :host "pg.ledger.svc", :user "ledger", :password "«a»"},
 :jwt-secret "«b»",
 :features #{:audit :exports}}
`, V{"a": g.pw(), "b": g.b64(48)}, `:host "pg.ledger.svc"`, "#{:audit :exports}")

	g.add("dump/haskell-show-record", `
ghci> cfg <- loadConfig "config/prod.dhall"
ghci> cfg
AppConfig {appPort = 3000, appDatabase = "host=db.acme.internal dbname=app user=app password=«a»", appSessionKey = "«b»", appLogLevel = LevelDebug}
`, V{"a": g.pwStrong(), "b": g.b64(64)}, "appLogLevel = LevelDebug", "host=db.acme.internal")

	g.add("dump/ocaml-utop-record", `
utop # Config.load ();;
- : Config.t =
{Config.api_url = "https://api.fastly.com"; api_token = "«a»";
 service_id = "«_sid»"; purge_on_deploy = true}
`, V{"a": g.b64u(32), "_sid": g.an(22)}, `"https://api.fastly.com"`, "purge_on_deploy = true")

	g.add("dump/lua-inspect-table", `
> print(inspect(conf))
{
  redis = {
    host = "127.0.0.1",
    password = "«a»",
    port = 6379
  },
  upstream_token = "«b»",
  workers = 4
}
`, V{"a": g.an(24), "b": g.hex(48)}, `host = "127.0.0.1"`, "workers = 4")

	g.add("dump/dart-flutter-print-map", `
I/flutter (12873): Env: {API_BASE: https://api.acme.example, ONESIGNAL_APP_ID: «_app», ONESIGNAL_REST_KEY: «a», SENTRY_ENV: staging}
I/flutter (12873): [GoRouter] Full paths for routes:
`, V{"_app": g.uuid(), "a": "os_v2_app_" + g.s("abcdefghijklmnopqrstuvwxyz234567", 113)}, "API_BASE: https://api.acme.example", "SENTRY_ENV: staging")

	g.add("dump/zig-debug-print-struct", `
$ zig build run
config: main.Config{ .listen = { 48, 46, 48, 46, 48, 46, 48 }, .port = 9000, .admin_token = { «k» }, .max_conns = 512 }
config.admin_token = «a»
`, func() V {
		a := g.hex(32)
		p := make([]string, len(a))
		for i := range a {
			p[i] = fmt.Sprint(int(a[i]))
		}
		return V{"k": strings.Join(p, ", "), "a": a}
	}(), ".max_conns = 512")

	g.add("dump/crystal-pp-hash", `
$ crystal run src/check.cr
config # => {"db" => "postgres://app:«a»@localhost/app_dev", "mailgun_key" => "«b»", "port" => 3000}
`, V{"a": g.pwURL(), "b": g.mailgun()}, `"port" => 3000`)

	g.add("dump/nim-echo-repr-object", `
$ nim r src/bot.nim
[Config]
(token: "«a»", prefix: "!", ownerId: «_id», guild: «_g»)
`, V{"a": g.discordBot(), "_id": g.digits(18), "_g": g.digits(18)}, `prefix: "!"`)
}

func (g *G) dumpStartup() {
	g.add("dump/entrypoint-printenv-sorted", `
$ kubectl logs deploy/notifier --previous | head -20
==> entrypoint: environment
HOME=/home/app
HOSTNAME=notifier-5f7d9c8b4-q8zrm
KUBERNETES_SERVICE_HOST=10.96.0.1
NODE_ENV=production
PAGERDUTY_ROUTING_KEY=«a»
PORT=8080
SLACK_SIGNING_SECRET=«b»
SLACK_BOT_TOKEN=«c»
==> starting node dist/index.js
`, V{"a": g.hex(32), "b": g.hex(32), "c": g.xoxb()}, "HOSTNAME=notifier-5f7d9c8b4-q8zrm", "KUBERNETES_SERVICE_HOST=10.96.0.1")

	g.add("dump/gunicorn-debug-current-configuration", `
[2025-06-14 09:00:01 +0000] [1] [DEBUG] Current configuration:
  config: ./gunicorn.conf.py
  wsgi_app: None
  bind: ['0.0.0.0:8000']
  backlog: 2048
  workers: 4
  worker_class: uvicorn.workers.UvicornWorker
  timeout: 120
  raw_env: ['DJANGO_SECRET_KEY=«a»', 'DATABASE_URL=postgres://web:«b»@pg-main:5432/web']
  proc_name: None
  keyfile: None
  certfile: None
[2025-06-14 09:00:01 +0000] [1] [INFO] Starting gunicorn 22.0.0
`, V{"a": g.djangoKey(), "b": g.pwURL()}, "worker_class: uvicorn.workers.UvicornWorker", "Starting gunicorn 22.0.0")

	g.add("dump/tomcat-versionlogger-jvm-args", `
14-Mar-2025 08:11:02.112 INFO [main] org.apache.catalina.startup.VersionLoggerListener.log Server version name:   Apache Tomcat/9.0.86
14-Mar-2025 08:11:02.114 INFO [main] org.apache.catalina.startup.VersionLoggerListener.log Command line argument: -Djava.util.logging.config.file=/usr/local/tomcat/conf/logging.properties
14-Mar-2025 08:11:02.114 INFO [main] org.apache.catalina.startup.VersionLoggerListener.log Command line argument: -Xmx2g
14-Mar-2025 08:11:02.115 INFO [main] org.apache.catalina.startup.VersionLoggerListener.log Command line argument: -Ddb.password=«a»
14-Mar-2025 08:11:02.115 INFO [main] org.apache.catalina.startup.VersionLoggerListener.log Command line argument: -Djavax.net.ssl.keyStorePassword=«b»
14-Mar-2025 08:11:02.116 INFO [main] org.apache.catalina.startup.VersionLoggerListener.log Command line argument: -Dcatalina.base=/usr/local/tomcat
`, V{"a": g.pw(), "b": g.pwStrong()}, "Apache Tomcat/9.0.86", "-Dcatalina.base=/usr/local/tomcat")

	g.add("dump/lambda-python-debug-environ", `
START RequestId: «_rid» Version: $LATEST
[DEBUG]	2025-05-22T03:14:07.551Z	«_rid»	environ: {'AWS_LAMBDA_FUNCTION_NAME': 'thumbnailer', 'AWS_REGION': 'us-east-1', 'AWS_ACCESS_KEY_ID': '«a»', 'AWS_SECRET_ACCESS_KEY': '«b»', 'AWS_SESSION_TOKEN': '«c»', 'CLOUDINARY_URL': 'cloudinary://«_ck»:«d»@acme-media'}
END RequestId: «_rid»
`, V{"_rid": g.uuid(), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_ck": g.digits(15), "d": g.b64u(27)}, "'AWS_LAMBDA_FUNCTION_NAME': 'thumbnailer'")

	g.add("dump/go-flag-visitall-startup", `
2025/02/01 06:00:00 flags:
2025/02/01 06:00:00   -addr=:9090
2025/02/01 06:00:00   -influx-org=acme
2025/02/01 06:00:00   -influx-token=«a»
2025/02/01 06:00:00   -influx-url=http://influxdb:8086
2025/02/01 06:00:00   -mqtt-password=«b»
2025/02/01 06:00:00   -mqtt-user=telegraf
`, V{"a": g.b64u(64) + "==", "b": g.pw()}, "-influx-url=http://influxdb:8086", "-mqtt-user=telegraf")

	g.add("dump/github-actions-env-masked-and-derived", `
Run env | sort | grep -E 'REGISTRY|NPM|DOCKER'
DOCKER_AUTH_B64=«a»
DOCKER_PASSWORD=***
DOCKER_USERNAME=acmebot
NPM_TOKEN=***
REGISTRY=ghcr.io/acme
`, V{"a": b64s("acmebot:" + g.dockerPAT())}, "DOCKER_PASSWORD=***", "REGISTRY=ghcr.io/acme")

	g.add("dump/node-dotenv-config-return", `
const result = require('dotenv').config();
console.log('Loaded env', result);

Loaded env {
  parsed: {
    PORT: '4000',
    MONGO_URI: 'mongodb://root:«a»@localhost:27017/?authSource=admin',
    CLOUDINARY_API_SECRET: '«b»',
    SESSION_SECRET: '«c»'
  }
}
`, V{"a": g.pwURL(), "b": g.b64u(27), "c": g.pwStrong()}, "PORT: '4000'")

	g.add("dump/php-cli-phpinfo-environment", `
$ php -i | grep -A12 '^Environment'
Environment

Variable => Value
APP_ENV => production
APP_KEY => «a»
DB_HOST => mariadb
DB_PASSWORD => «b»
PUSHER_APP_ID => «_id»
PUSHER_APP_KEY => «_k»
PUSHER_APP_SECRET => «c»
`, V{"a": g.laravelKey(), "b": g.pw(), "_id": g.digits(7), "_k": g.hex(20), "c": g.hex(20)}, "DB_HOST => mariadb", "APP_ENV => production")

	g.add("dump/rails-log-debug-env-to-h", `
I, [2025-04-29T10:12:44.010482 #1]  INFO -- : [«_req»] Started GET "/healthz" for 10.0.0.5 at 2025-04-29 10:12:44 +0000
D, [2025-04-29T10:12:44.011530 #1] DEBUG -- : [«_req»] boot env: {"RAILS_ENV"=>"production", "RAILS_LOG_TO_STDOUT"=>"1", "REDIS_URL"=>"rediss://:«a»@master.acme-cache.abc123.use1.cache.amazonaws.com:6379", "SKYLIGHT_AUTHENTICATION"=>"«b»"}
`, V{"_req": g.uuid(), "a": g.an(32), "b": g.b64u(64)}, `"RAILS_LOG_TO_STDOUT"=>"1"`, `Started GET "/healthz" for 10.0.0.5`)

	g.add("dump/dotnet-configuration-asenumerable-loop", `
foreach (var kv in config.AsEnumerable()) Console.WriteLine($"{kv.Key}: {kv.Value}");

urls: http://+:8080
Stripe:WebhookSecret: «a»
Stripe:SecretKey: «b»
Stripe: 
Logging:LogLevel:Default: Debug
ASPNETCORE_ENVIRONMENT: Staging
`, V{"a": g.whsec(), "b": g.skTest()}, "ASPNETCORE_ENVIRONMENT: Staging", "urls: http://+:8080")

	g.add("dump/kafka-producer-config-values", `
[2025-05-02 13:20:01,338] INFO ProducerConfig values: 
	acks = -1
	bootstrap.servers = [pkc-4r087.us-west2.gcp.confluent.cloud:9092]
	client.id = orders-producer
	sasl.jaas.config = [hidden]
	sasl.mechanism = PLAIN
	security.protocol = SASL_SSL
	ssl.truststore.password = null
 (org.apache.kafka.clients.producer.ProducerConfig)
[2025-05-02 13:20:01,402] INFO KafkaAvroSerializerConfig values: 
	basic.auth.credentials.source = URL
	basic.auth.user.info = [hidden]
	schema.registry.url = [https://«_sk»:«a»@psrc-8kz20.us-east-2.aws.confluent.cloud]
 (io.confluent.kafka.serializers.KafkaAvroSerializerConfig)
`, V{"_sk": g.s(alUpNum, 16), "a": g.b64(48)}, "sasl.jaas.config = [hidden]", "client.id = orders-producer")

	g.add("dump/systemd-show-environment", `
$ systemctl show grafana-agent --property=Environment
Environment=GCLOUD_HOSTED_METRICS_ID=«_id» GCLOUD_HOSTED_METRICS_URL=https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push GCLOUD_RW_API_KEY=«a» HOSTNAME=web-03
`, V{"_id": g.digits(7), "a": "glc_" + g.b64(96)}, "HOSTNAME=web-03")

	g.add("dump/python-startup-print-settings-table", `
$ python -m worker
Settings
  QUEUE_URL ............ https://sqs.eu-west-1.amazonaws.com/«_acct»/scrape
  PROXY_URL ............ http://user-acme:«a»@gate.smartproxy.com:7000
  OPENAI_API_KEY ....... «b»
  MAX_PAGES ............ 500
  HEADLESS ............. True
Starting 8 workers...
`, V{"_acct": g.digits(12), "a": g.pwURL(), "b": g.openai()}, "MAX_PAGES ............ 500", "gate.smartproxy.com:7000")

	g.add("dump/quarkus-config-debug", `
2025-03-30 18:02:11,004 DEBUG [io.qua.run.con.ConfigRecorder] (main) Configuration:
quarkus.datasource.jdbc.url=jdbc:postgresql://localhost:5432/quarkus
quarkus.datasource.username=quarkus
quarkus.datasource.password=«a»
quarkus.oidc.auth-server-url=https://keycloak.acme.example/realms/acme
quarkus.oidc.client-id=backend-service
quarkus.oidc.credentials.secret=«b»
`, V{"a": g.pw(), "b": g.an(32)}, "quarkus.oidc.client-id=backend-service", "https://keycloak.acme.example/realms/acme")

	g.add("dump/nextjs-build-env-inlined-log", `
$ npm run build
> web@0.1.0 build
> next build

  ▲ Next.js 14.2.3
  - Environments: .env.production

[config] {
  NEXT_PUBLIC_API_URL: 'https://api.acme.example',
  NEXT_PUBLIC_POSTHOG_KEY: 'phc_«_ph»',
  REVALIDATE_TOKEN: '«a»',
  CMS_PREVIEW_SECRET: '«b»'
}
   Creating an optimized production build ...
`, V{"_ph": g.an(43), "a": g.hex(32), "b": g.b64u(32)}, "NEXT_PUBLIC_API_URL: 'https://api.acme.example'")

	g.add("dump/structlog-config-event", `
2025-06-18 07:45:12 [debug    ] config loaded                  anthropic_key=«a» db_url=postgresql://agent:«b»@127.0.0.1:5432/agent langfuse_public_key=pk-lf-«_pk» langfuse_secret_key=sk-lf-«c» model=claude-3-5-sonnet-latest
`, V{"a": g.anthropic(), "b": g.pwURL(), "_pk": g.uuid(), "c": g.uuid()}, "model=claude-3-5-sonnet-latest")

	g.add("dump/electron-main-log-store", `
[main] 10:02:33.118 › electron-store path: /Users/jo/Library/Application Support/AcmeDesk/config.json
[main] 10:02:33.120 › store contents: { windowBounds: { x: 120, y: 80, width: 1280, height: 800 }, account: { email: 'jo@acme.example', refreshToken: '«a»' }, theme: 'system' }
`, V{"a": g.b64u(48)}, "jo@acme.example", "/Users/jo/Library/Application Support/AcmeDesk/config.json")

	g.add("dump/spring-configprops-unsanitized", `
$ curl -s localhost:8080/actuator/configprops | jq '.contexts.application.beans["mail-org.springframework.boot.autoconfigure.mail.MailProperties"].properties'
{
  "host": "smtp.eu.sparkpostmail.com",
  "port": 587,
  "username": "SMTP_Injection",
  "password": "«a»",
  "protocol": "smtp",
  "defaultEncoding": "UTF-8"
}
`, V{"a": g.hex(40)}, `"username": "SMTP_Injection"`, `"host": "smtp.eu.sparkpostmail.com"`)
}

func (g *G) dumpExceptions() {
	g.add("dump/go-url-parse-error-embeds-dsn", `
$ ./migrate up
2025/05/09 12:00:03 open db: parse "postgres://migrator:«a»@pg.internal:5432/app?sslmode=require": net/url: invalid userinfo
exit status 1
`, V{"a": g.pwURL() + "/" + g.an(4)}, "net/url: invalid userinfo")

	g.add("dump/go-panic-with-config-v", `
panic: invalid config: &{Region:eu-west-3 Bucket: AccessKey:«a» SecretKey:«b» Endpoint:https://s3.eu-west-3.amazonaws.com}: bucket is required

goroutine 1 [running]:
main.mustLoad(...)
	/src/cmd/backup/main.go:38
main.main()
	/src/cmd/backup/main.go:21 +0x2c5
exit status 2
`, V{"a": g.awsID(), "b": g.awsSecret()}, "/src/cmd/backup/main.go:38", "Region:eu-west-3")

	g.add("dump/jdbc-no-suitable-driver", `
Exception in thread "main" java.sql.SQLException: No suitable driver found for jdbc:mysql://mysql-reporting:3306/reports?user=reporter&password=«a»&useSSL=false
	at java.sql/java.sql.DriverManager.getConnection(DriverManager.java:708)
	at java.sql/java.sql.DriverManager.getConnection(DriverManager.java:253)
	at com.acme.reports.Main.main(Main.java:17)
`, V{"a": g.pwURL()}, "mysql-reporting:3306/reports", "com.acme.reports.Main.main(Main.java:17)")

	g.add("dump/spring-binding-failed-value", `
***************************
APPLICATION FAILED TO START
***************************

Description:

Binding to target com.acme.auth.JwtProperties@«_h» failed:

    Property: app.jwt.secret
    Value: "«a»"
    Origin: System Environment Property "APP_JWT_SECRET"
    Reason: size must be between 64 and 2147483647


Action:

Update your application's configuration
`, V{"_h": g.dumpHash(), "a": g.b64(30)}, `Origin: System Environment Property "APP_JWT_SECRET"`)

	g.add("dump/jackson-unrecognized-field-source", `
com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException: Unrecognized field "api_secret" (class com.acme.partner.Credentials), not marked as ignorable (2 known properties: "apiKey", "apiSecret"])
 at [Source: (String)"{"api_key":"«a»","api_secret":"«b»"}"; line: 1, column: 65] (through reference chain: com.acme.partner.Credentials["api_secret"])
	at com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException.from(UnrecognizedPropertyException.java:61)
`, V{"a": g.an(32), "b": g.an(48)}, `(2 known properties: "apiKey", "apiSecret"])`)

	g.add("dump/ruby-invalid-uri-error", `
/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/database_configurations/connection_url_resolver.rb:25:in `+"`initialize'"+`: bad URI(is not URI?): "postgres://shop:«a»@db.shop.internal:5432/shop_production" (URI::InvalidURIError)
	from /app/config/initializers/database.rb:4:in `+"`<main>'"+`
`, V{"a": g.an(10) + "#" + g.an(8)}, "db.shop.internal:5432/shop_production", "URI::InvalidURIError")

	g.add("dump/node-invalid-url-input", `
node:internal/url:816
    href = bindingUrl.parse(input, base, true);
                      ^

TypeError: Invalid URL
    at new URL (node:internal/url:816:29)
    at createClient (/app/node_modules/@redis/client/dist/lib/client/index.js:76:29)
    at Object.<anonymous> (/app/src/cache.js:4:16) {
  code: 'ERR_INVALID_URL',
  input: 'redis://default:«a»@redis-12345.c1.us-east-1-2.ec2.redns.redis-cloud.com:1234 5'
}

Node.js v20.14.0
`, V{"a": g.an(32)}, "code: 'ERR_INVALID_URL'", "Node.js v20.14.0")

	g.add("dump/python-yaml-scanner-error-snippet", `
Traceback (most recent call last):
  File "/app/bot.py", line 9, in <module>
    cfg = yaml.safe_load(f)
yaml.scanner.ScannerError: mapping values are not allowed here
  in "config.yaml", line 4, column 27
    telegram_token: «a»: 
                          ^
`, V{"a": g.telegram()}, `in "config.yaml", line 4, column 27`)

	g.add("dump/go-toml-parse-error-position", `
$ ./relay -config relay.toml
toml: error: expected a top-level item to end with a newline, comment, or EOF, but got 'X' instead

At line 6, column 21:

      4 | [upstream]
      5 | url = "https://relay.acme.example"
      6 | token = "«a»"X
                            ^
`, V{"a": g.hex(48)}, `url = "https://relay.acme.example"`)

	g.add("dump/python-urllib3-location-parse", `
urllib3.exceptions.LocationParseError: Failed to parse: https://api:«a»@api.partner.example:44 3/v1/orders

During handling of the above exception, another exception occurred:

requests.exceptions.InvalidURL: Failed to parse: https://api:«a»@api.partner.example:44 3/v1/orders
`, V{"a": g.an(24)}, "requests.exceptions.InvalidURL")

	g.add("dump/python-traceback-source-line-dsn", `
Traceback (most recent call last):
  File "/home/dev/scripts/backfill.py", line 14, in <module>
    conn = psycopg2.connect("host=analytics-db.internal dbname=events user=backfill passwrd=«a»")
  File "/home/dev/.venv/lib/python3.11/site-packages/psycopg2/__init__.py", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.ProgrammingError: invalid dsn: invalid connection option "passwrd"
`, V{"a": g.pw()}, `invalid connection option "passwrd"`, "host=analytics-db.internal")

	g.add("dump/java-urisyntax-exception", `
Caused by: java.net.URISyntaxException: Illegal character in authority at index 8: https://deploy:«a» @nexus.acme.local/repository/releases/
	at java.base/java.net.URI$Parser.fail(URI.java:2976)
	at java.base/java.net.URI$Parser.parseAuthority(URI.java:3314)
	at java.base/java.net.URI.<init>(URI.java:623)
`, V{"a": g.pwStrong()}, "nexus.acme.local/repository/releases/")

	g.add("dump/rust-reqwest-error-debug-url", `
Error: reqwest::Error { kind: Request, url: Url { scheme: "https", cannot_be_a_base: false, username: "ci", password: Some("«a»"), host: Some(Domain("registry.acme.dev")), port: None, path: "/v2/_catalog", query: None, fragment: None }, source: hyper_util::client::legacy::Error(Connect, ConnectError("tcp connect error", Os { code: 111, kind: ConnectionRefused, message: "Connection refused" })) }
`, V{"a": g.an(36)}, `host: Some(Domain("registry.acme.dev"))`)

	g.add("dump/sentry-event-frame-vars", `
Stack frame vars (from the Sentry issue ACME-API-4Z1, copied from the "Local Variables" table):

  conn_str     'Driver={ODBC Driver 18 for SQL Server};Server=tcp:acme-sql.database.windows.net,1433;Database=erp;Uid=erp_api;Pwd=«a»;Encrypt=yes'
  password     [Filtered]
  api_key      [Filtered]
  retries      3
  tenant       'contoso'
`, V{"a": g.pwStrong()}, "password     [Filtered]", "tenant       'contoso'")

	g.add("dump/knex-debug-bindings", `
  knex:query insert into "api_keys" ("created_at", "key_hash", "name", "owner_id", "plaintext_preview") values (?, ?, ?, ?, ?) returning "id" undefined +0ms
  knex:bindings [ 2025-06-01T12:00:00.000Z, '«_hash»', 'ci-pipeline', 77, '«a»' ] undefined +0ms
`, V{"_hash": g.hex(64), "a": "acme_live_" + g.an(32)}, "'ci-pipeline'")

	g.add("dump/elixir-badmatch-with-config", `
** (MatchError) no match of right hand side value: {:error, %{reason: :unauthorized, config: %{access_key_id: "«a»", secret_access_key: "«b»", region: "ap-northeast-1", bucket: "acme-jp-assets"}}}
    (acme 0.9.0) lib/acme/uploader.ex:22: Acme.Uploader.put!/2
    (elixir 1.16.2) lib/enum.ex:987: Enum."-each/2-lists^foreach/1-0-"/2
`, V{"a": g.awsID(), "b": g.awsSecret()}, `region: "ap-northeast-1"`, "lib/acme/uploader.ex:22")

	g.add("dump/dotnet-exception-data-connection-string", `
Unhandled exception. System.ArgumentException: Keyword not supported: 'passwrd'.
   at Npgsql.NpgsqlConnectionStringBuilder.GetProperty(String keyword)
   at Program.<Main>$(String[] args) in /src/Tools/Seed/Program.cs:line 11
info: connection string was: Host=pg.seed.local;Database=seed;Username=seed;Passwrd=«a»
`, V{"a": g.pw()}, "Keyword not supported: 'passwrd'.", "/src/Tools/Seed/Program.cs:line 11")

	g.add("dump/php-guzzle-request-exception-uri", `
GuzzleHttp\Exception\ClientException: Client error: `+"`GET https://«a»:***@acme.freshdesk.com/api/v2/tickets?per_page=100`"+` resulted in a `+"`401 Unauthorized`"+` response:
{"code":"invalid_credentials","message":"You have to be logged in to perform this action."}
 in /var/www/helpdesk/vendor/guzzlehttp/guzzle/src/Exception/RequestException.php:113
`, V{"a": g.an(20)}, `"code":"invalid_credentials"`)
}
