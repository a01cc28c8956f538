package cases

import (
	"fmt"
	"strings"
)

// langCases adds credentials held in source code across programming
// languages, as a coding agent reads or writes them: file views with line
// numbers, diffs, grep and linter output, compiler errors that quote a
// line, test fixtures and REPL sessions. The case names start with
// "lang/".
//
// It covers systems languages (Rust, Go, C, C++, Zig, Nim, Crystal), the
// JVM (Java, Kotlin, Scala and sbt, Groovy and Gradle, Clojure), .NET
// (C#, F#, VB.NET), Apple platforms (Objective-C, Swift), Dart and
// Flutter, the scripting languages (Python, Ruby, PHP, Perl, Lua,
// JavaScript and TypeScript), scientific ones (R, Julia, MATLAB and
// Octave, Fortran), COBOL, the functional ones (Elixir, Erlang, Haskell,
// OCaml), shells (PowerShell, Bash, Zsh), SQL, smart-contract tooling
// (Hardhat and Foundry configs), and configuration languages and build
// files (Terraform, Nix, Jsonnet, CUE, Starlark, Makefiles, Dockerfiles,
// Jinja and Handlebars templates with rendered values).
//
// Secrets are the literal values that authenticate, sign or decrypt:
// passwords and passphrases, API keys and tokens, HMAC and JWT signing
// keys, peppers, private keys (the body of a PEM block, with its \n
// escapes when it sits inside a string literal), webhook URLs that carry
// their token, and the password in a URL or a connection string. Each is
// listed exactly as it appears in the text, escapes included; a value a
// language splits into adjacent literals ("abc" "def") is listed as its
// pieces, and character arrays are left out. Benign: identifiers that
// merely contain key, token or secret (tokenizer, secretary,
// keyboardLayout), environment reads without a default, placeholders,
// obviously fake test values, ids and UUIDs, file hashes, versions,
// public keys and addresses, hosts and user names.
func (g *G) langCases() {
	g.lgRust()
	g.lgGo()
	g.lgC()
	g.lgSmallSystems()
	g.lgJava()
	g.lgKotlinScalaGroovy()
	g.lgDotNet()
	g.lgApple()
	g.lgDart()
	g.lgPython()
	g.lgRuby()
	g.lgPHP()
	g.lgPerlLua()
	g.lgJS()
	g.lgScience()
	g.lgFunctional()
	g.lgLegacy()
	g.lgShells()
	g.lgSQL()
	g.lgChain()
	g.lgConfigLangs()
	g.lgBuildFiles()
	g.lgTemplates()
	g.lgBenign()
}

// ---- helpers used only here ----

func (g *G) lgSlackHook() string {
	return "https://hooks.slack.com/services/" + g.slackT() + "/" + g.slackB() + "/" + g.an(24)
}

func (g *G) lgDiscordHook() string {
	return "https://discord.com/api/webhooks/" + g.digits(19) + "/" + g.b64u(68)
}

// lgPD is a PagerDuty Events v2 routing key.
func (g *G) lgPD() string { return g.hex(32) }

// lgCrates is a crates.io API token.
func (g *G) lgCrates() string { return "cio" + g.an(32) }

// lgPemEsc is the body of a PEM block with its line breaks written \n.
func lgPemEsc(k pemKey) string { return jsonEsc(k.body) }

// lgSha256 is a file digest.
func (g *G) lgSha256() string { return g.hex(64) }

// lgVer is a version string.
func (g *G) lgVer() string {
	return fmt.Sprintf("%d.%d.%d", 1+g.r.IntN(5), g.r.IntN(30), g.r.IntN(20))
}

// lgQuoted is a password holding a double quote and a backslash, as a
// C-family string literal writes it.
func (g *G) lgQuoted() string {
	return g.an(6) + `\"` + g.an(5) + `\\` + g.s(alAlnum+"!#%*", 6)
}

func (g *G) lgRust() {
	g.add("lang/rust-const-str-file-view", `
   1→use std::time::Duration;
   2→
   3→pub const API_BASE: &str = "https://events.pagerduty.com/v2/enqueue";
   4→pub const PD_ROUTING: &str = "«a»";
   5→pub const TIMEOUT: Duration = Duration::from_secs(10);
   6→pub static HMAC_KEY: &[u8] = b"«b»";
   7→pub const BUILD_SHA: &str = "«_sha»";
   8→
   9→pub fn tokenizer_limit() -> usize { 4096 }
`, V{"a": g.lgPD(), "b": g.an(48), "_sha": g.gitSHA()},
		`pub const API_BASE: &str = "https://events.pagerduty.com/v2/enqueue";`, "pub fn tokenizer_limit() -> usize { 4096 }")

	g.add("lang/rust-env-var-unwrap-or-defaults", `
fn load() -> Settings {
    let db_pw = env::var("DB_PASSWORD").unwrap_or_else(|_| "«a»".to_string());
    let gh = std::env::var("GITHUB_TOKEN").unwrap_or("«b»".into());
    let region = env::var("AWS_REGION").unwrap_or_else(|_| "eu-central-1".into());
    let log = env::var("RUST_LOG").ok();
    Settings { db_pw, gh, region, log }
}
`, V{"a": g.pw(), "b": g.ghp()}, `env::var("AWS_REGION").unwrap_or_else(|_| "eu-central-1".into())`, `env::var("RUST_LOG").ok()`)

	g.add("lang/rust-cargo-credentials-toml", `
$ cat ~/.cargo/credentials.toml
[registry]
token = "«a»"

[registries.acme-internal]
token = "Bearer «b»"
$ cat .cargo/config.toml
[registries.acme-internal]
index = "sparse+https://cargo.acme.dev/api/v1/crates/"
credential-provider = "cargo:token"
`, V{"a": g.lgCrates(), "b": g.an(40)}, `index = "sparse+https://cargo.acme.dev/api/v1/crates/"`, `credential-provider = "cargo:token"`)

	g.add("lang/rust-reqwest-bearer-and-basic", `
let client = reqwest::Client::builder().user_agent("acme-sync/«_v»").build()?;
let issues = client
    .post("https://api.linear.app/graphql")
    .bearer_auth("«a»")
    .json(&query)
    .send()
    .await?;
let artifacts = client
    .get("https://nexus.acme.dev/service/rest/v1/search")
    .basic_auth("ci-deployer", Some("«b»"))
    .send()
    .await?;
`, V{"_v": g.lgVer(), "a": g.linear(), "b": g.pwStrong()}, `.basic_auth("ci-deployer", Some(`, `"https://nexus.acme.dev/service/rest/v1/search"`)

	g.add("lang/rust-compiler-error-quotes-line", agBT(`
$ cargo build
   Compiling acme-notify v0.3.1 (/home/dev/src/acme-notify)
error[E0308]: mismatched types
  --> src/main.rs:14:41
   |
14 |     let cfg = Config { webhook: "«a»", retries: 3 };
   |                                 ^^^^^^^^^^^^^^^^ expected ˋStringˋ, found ˋ&strˋ
   |
help: try using a conversion method: ˋ.to_string()ˋ

For more information about this error, try ˋrustc --explain E0308ˋ.
error: could not compile ˋacme-notifyˋ (bin "acme-notify") due to 1 previous error
`), V{"a": g.lgSlackHook()}, "error[E0308]: mismatched types", "acme-notify v0.3.1")

	g.add("lang/rust-test-raw-string-fixture", `
#[cfg(test)]
mod tests {
    use super::*;

    const GH_WEBHOOK_SECRET: &str = "«a»";

    #[test]
    fn verifies_signature() {
        let body = r#"{"action":"opened","number":«=n»,"sender":{"login":"octocat"}}"#;
        let sig = "sha256=«_sig»";
        assert!(verify(GH_WEBHOOK_SECRET.as_bytes(), body.as_bytes(), sig));
    }

    #[test]
    fn rejects_empty() {
        assert!(!verify(b"test", b"", "sha256="));
    }
}
`, V{"a": g.hex(40), "=n": fmt.Sprint(1 + g.r.IntN(900)), "_sig": g.hex(64)}, "fn verifies_signature()", `verify(b"test", b"", "sha256=")`)

	g.add("lang/rust-diff-sqlx-database-url", `
diff --git a/src/db.rs b/src/db.rs
@@ -8,7 +8,8 @@ use sqlx::postgres::PgPoolOptions;
 pub async fn pool() -> anyhow::Result<PgPool> {
-    let url = "postgres://ledger:«a»@pg-primary.acme.internal:5432/ledger";
+    let url = std::env::var("DATABASE_URL")
+        .context("DATABASE_URL must be set")?;
     let pool = PgPoolOptions::new().max_connections(8).connect(&url).await?;
     Ok(pool)
 }
`, V{"a": g.pwURL()}, `std::env::var("DATABASE_URL")`, "pg-primary.acme.internal")
}

func (g *G) lgGo() {
	g.add("lang/go-const-block", `
package notify

const (
	defaultRegion = "us-east-1"
	sendgridKey   = "«a»"
	slackHook     = "«b»"
	fromAddress   = "noreply@acme.io"
	maxRetries    = 5
)
`, V{"a": g.sendgrid(), "b": g.lgSlackHook()}, `defaultRegion = "us-east-1"`, `fromAddress   = "noreply@acme.io"`)

	g.add("lang/go-mysql-config-struct", `
	cfg := mysql.Config{
		User:                 "svc_orders",
		Passwd:               "«a»",
		Net:                  "tcp",
		Addr:                 "orders-db.acme.internal:3306",
		DBName:               "orders",
		AllowNativePasswords: true,
		ParseTime:            true,
	}
	db, err := sql.Open("mysql", cfg.FormatDSN())
`, V{"a": g.pwStrong()}, `User:                 "svc_orders"`, "orders-db.acme.internal:3306")

	g.add("lang/go-os-setenv-in-main", `
func init() {
	os.Setenv("AWS_ACCESS_KEY_ID", "«a»")
	os.Setenv("AWS_SECRET_ACCESS_KEY", "«b»")
	os.Setenv("AWS_REGION", "ap-northeast-1")
	os.Setenv("GOMAXPROCS", "4")
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, `os.Setenv("AWS_REGION", "ap-northeast-1")`, `os.Setenv("GOMAXPROCS", "4")`)

	ek := g.ecSEC1()
	g.add("lang/go-raw-string-pem", `
// signer_test.go
var testKeyPEM = `+"`"+`-----BEGIN EC PRIVATE KEY-----
«k»
-----END EC PRIVATE KEY-----`+"`"+`

func TestSignReceipt(t *testing.T) {
	block, _ := pem.Decode([]byte(testKeyPEM))
	key, err := x509.ParseECPrivateKey(block.Bytes)
	if err != nil {
		t.Fatal(err)
	}
`, V{"k": ek.body}, "x509.ParseECPrivateKey(block.Bytes)", "func TestSignReceipt(t *testing.T) {")

	g.add("lang/go-byte-slice-signing-key", `
var signingKey = []byte("«a»")

func Issue(userID string, ttl time.Duration) (string, error) {
	claims := jwt.RegisteredClaims{
		Subject:   userID,
		Issuer:    "acme-auth",
		ExpiresAt: jwt.NewNumericDate(time.Now().Add(ttl)),
	}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(signingKey)
}
`, V{"a": g.b64(32)}, `Issuer:    "acme-auth"`, "jwt.SigningMethodHS256")

	g.add("lang/go-grep-rn-output", `
$ grep -rn -i "token" --include=*.go ./internal | head
./internal/notify/telegram.go:12:const botToken = "«a»"
./internal/notify/telegram.go:31:	url := fmt.Sprintf("https://api.telegram.org/bot%s/sendMessage", botToken)
./internal/text/tokenizer.go:8:type Tokenizer struct {
./internal/text/tokenizer.go:44:func (t *Tokenizer) NextToken() (Token, error) {
./internal/auth/refresh.go:19:	refreshToken := r.Header.Get("X-Refresh-Token")
./internal/gitlab/client.go:22:	c.SetHeader("PRIVATE-TOKEN", "«b»")
`, V{"a": g.telegram(), "b": g.glpat()}, "func (t *Tokenizer) NextToken() (Token, error) {", `refreshToken := r.Header.Get("X-Refresh-Token")`)

	g.add("lang/go-gosec-g101-report", `
$ golangci-lint run ./...
internal/billing/stripe.go:17:2: G101: Potential hardcoded credentials (gosec)
	stripeLive = "«a»"
	^
internal/queue/amqp.go:9:7: G101: Potential hardcoded credentials (gosec)
const amqpURL = "amqp://worker:«b»@rabbit.acme.internal:5672/%2F"
      ^
internal/auth/const.go:5:2: G101: Potential hardcoded credentials (gosec)
	passwordResetPath = "/account/password/reset"
	^
3 issues:
* gosec: 3
`, V{"a": g.skLive(), "b": g.pwURL()}, `passwordResetPath = "/account/password/reset"`, "rabbit.acme.internal:5672")

	g.add("lang/go-http-header-and-url-userinfo", `
func (c *Client) do(ctx context.Context, path string) (*http.Response, error) {
	req, _ := http.NewRequestWithContext(ctx, "GET", "https://registry.acme.dev"+path, nil)
	req.Header.Set("Authorization", "Bearer «a»")
	req.Header.Set("X-Request-Id", "«_rid»")
	return c.hc.Do(req)
}

var mirror = "https://mirror:«b»@proxy.golang.acme.dev"
`, V{"a": g.an(40), "_rid": g.uuid(), "b": g.pwURL()}, `"https://registry.acme.dev"+path`, "proxy.golang.acme.dev")
}

func (g *G) lgC() {
	g.add("lang/c-define-header", `
/* config.h -- generated for board rev C */
#ifndef CONFIG_H
#define CONFIG_H

#define FW_VERSION      "«_v»"
#define WIFI_SSID       "acme-iot"
#define WIFI_PSK        "«a»"
#define MQTT_HOST       "mqtt.acme.io"
#define MQTT_USER       "sensor-017"
#define MQTT_PASS       "«b»"
#define KEYBOARD_LAYOUT "de-ch"

#endif
`, V{"_v": g.lgVer(), "a": g.pw(), "b": g.an(24)}, `#define WIFI_SSID       "acme-iot"`, `#define KEYBOARD_LAYOUT "de-ch"`)

	g.add("lang/c-static-const-char-libcurl", `
static const char *api_key = "«a»";
static const char *endpoint = "https://api.mailgun.net/v3/mg.acme.io/messages";

int send_mail(const char *to, const char *body)
{
    CURL *curl = curl_easy_init();
    curl_easy_setopt(curl, CURLOPT_URL, endpoint);
    curl_easy_setopt(curl, CURLOPT_USERPWD, "api:«b»");
    curl_easy_setopt(curl, CURLOPT_HTTPAUTH, CURLAUTH_BASIC);
`, V{"a": g.an(40), "b": g.mailgun()}, `"https://api.mailgun.net/v3/mg.acme.io/messages"`, "CURLOPT_HTTPAUTH, CURLAUTH_BASIC")

	p1, p2 := g.an(32), g.an(32)
	g.add("lang/c-adjacent-literals-split", `
/* split across lines so it fits in 80 columns */
static const char license_token[] =
    "«a»"
    "«b»";

static const char banner[] = "acme-agent " "«_v»";
`, V{"a": p1, "b": p2, "_v": g.lgVer()}, "static const char license_token[] =")

	g.add("lang/c-libpq-conninfo", `
    PGconn *conn = PQconnectdb("host=pg.acme.internal port=5432 dbname=metrics "
                               "user=collector password=«a» sslmode=require");
    if (PQstatus(conn) != CONNECTION_OK) {
        fprintf(stderr, "connection failed: %s", PQerrorMessage(conn));
`, V{"a": g.pwURL()}, "host=pg.acme.internal port=5432 dbname=metrics", "PQerrorMessage(conn)")

	g.add("lang/c-escaped-quote-in-literal", `
  41→    /* the vendor password has a quote and a backslash in it */
  42→    rc = modem_login(dev, "admin", "«a»");
  43→    if (rc != 0) {
  44→        log_err("modem login failed: %d", rc);
`, V{"a": g.lgQuoted()}, `modem_login(dev, "admin", `, `log_err("modem login failed: %d", rc);`)

	g.add("lang/cpp-constexpr-string-view", `
namespace acme::telemetry {

constexpr std::string_view kIngestUrl = "https://ingest.acme.io/v1/batch";
constexpr std::string_view kIngestKey = "«a»";
constexpr int kBatchSize = 500;

inline std::string BasicAuth() {
  return "Basic " + base64::encode("ingest:«b»");
}

}  // namespace acme::telemetry
`, V{"a": g.hex(40), "b": g.pwStrong()}, `constexpr std::string_view kIngestUrl = "https://ingest.acme.io/v1/batch";`, "constexpr int kBatchSize = 500;")

	g.add("lang/cpp-gtest-fixture", `
class VaultClientTest : public ::testing::Test {
 protected:
  const std::string kFakeToken = "test";
  // copied from staging to reproduce #4411, remove before merge
  const std::string kStagingToken = "«a»";
  const std::string kRoleId = "«_rid»";
};

TEST_F(VaultClientTest, RenewsLease) {
  VaultClient c("https://vault.staging.acme.io:8200", kStagingToken);
  EXPECT_TRUE(c.Renew("database/creds/readonly").ok());
}
`, V{"a": g.vaultTok(), "_rid": g.uuid()}, `const std::string kFakeToken = "test";`, `"https://vault.staging.acme.io:8200"`)

	g.add("lang/cpp-compiler-warning-quotes-line", `
$ g++ -std=c++17 -Wall -c src/uploader.cpp
src/uploader.cpp: In constructor 'Uploader::Uploader()':
src/uploader.cpp:27:24: warning: ISO C++ forbids converting a string constant to 'char*' [-Wwrite-strings]
   27 |     secret_access_key_ = "«a»";
      |                        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
src/uploader.cpp:26:20: warning: ISO C++ forbids converting a string constant to 'char*' [-Wwrite-strings]
   26 |     access_key_id_ = "«b»";
      |                      ^~~~~~~~~~~~~~~~~~~~~~
`, V{"a": g.awsSecret(), "b": g.awsID()}, "[-Wwrite-strings]", "In constructor 'Uploader::Uploader()'")

	g.add("lang/cpp-qt-settings-and-raw-literal", `
    QSettings s("Acme", "Desk");
    s.setValue("smtp/host", "smtp.office365.com");
    s.setValue("smtp/user", "reports@acme.io");
    s.setValue("smtp/pass", "«a»");
    const auto payload = R"json({"apiKey":"«b»","locale":"en_US"})json";
`, V{"a": g.pw(), "b": g.b64u(32)}, `s.setValue("smtp/user", "reports@acme.io");`, `"locale":"en_US"`)
}

func (g *G) lgSmallSystems() {
	g.add("lang/zig-const-and-struct-init", `
const std = @import("std");

const api_key = "«a»";

pub fn main() !void {
    var gpa = std.heap.GeneralPurposeAllocator(.{}){};
    const alloc = gpa.allocator();
    const home = try std.process.getEnvVarOwned(alloc, "HOME");
    defer alloc.free(home);
    const conn = try pg.Pool.init(alloc, .{
        .connect = .{ .host = "127.0.0.1", .port = 5432 },
        .auth = .{ .username = "zigapp", .password = "«b»", .database = "zigapp" },
    });
    _ = conn;
}
`, V{"a": g.hex(32), "b": g.pw()}, `std.process.getEnvVarOwned(alloc, "HOME")`, `.username = "zigapp"`)

	g.add("lang/zig-test-comptime-key", `
test "hmac matches upstream vector" {
    const key: [32]u8 = "«a»".*;
    var out: [HmacSha256.mac_length]u8 = undefined;
    HmacSha256.create(&out, "payload", &key);
    try std.testing.expectEqualSlices(u8, &expected, &out);
}
`, V{"a": g.an(32)}, "HmacSha256.create(&out, \"payload\", &key);")

	g.add("lang/nim-getenv-default-and-const", `
import std/[os, httpclient, json]

const dbPass = "«a»"
let token = getEnv("HCLOUD_TOKEN", "«b»")
let home = getEnv("HOME")

proc listServers(): JsonNode =
  let client = newHttpClient()
  client.headers = newHttpHeaders({"Authorization": "Bearer " & token})
  parseJson(client.getContent("https://api.hetzner.cloud/v1/servers"))
`, V{"a": g.pw(), "b": g.an(64)}, `getEnv("HOME")`, `"https://api.hetzner.cloud/v1/servers"`)

	g.add("lang/crystal-env-fetch-block-and-db-open", `
require "db"
require "pg"

SECRET = ENV.fetch("SESSION_SECRET") { "«a»" }
PORT   = ENV.fetch("PORT", "3000").to_i

DB.open("postgres://kemal:«b»@localhost:5432/kemal_dev") do |db|
  puts db.scalar("select count(*) from users")
end
`, V{"a": g.hex(64), "b": g.pwURL()}, `ENV.fetch("PORT", "3000").to_i`, `db.scalar("select count(*) from users")`)

	g.add("lang/nim-diff-removes-smtp-password", `
--- a/src/mailer.nim
+++ b/src/mailer.nim
@@ -3,6 +3,6 @@ import std/smtp
 proc sendReport*(body: string) =
   var smtpConn = newSmtp(useSsl = true)
   smtpConn.connect("smtp.fastmail.com", Port 465)
-  smtpConn.auth("reports@acme.io", "«a»")
+  smtpConn.auth("reports@acme.io", getEnv("SMTP_PASSWORD"))
   smtpConn.sendMail("reports@acme.io", @["team@acme.io"], body)
`, V{"a": g.s(alLower, 16)}, `smtpConn.connect("smtp.fastmail.com", Port 465)`, `getEnv("SMTP_PASSWORD")`)
}

func (g *G) lgJava() {
	g.add("lang/java-static-final-file-view", `
  1→package com.acme.payments;
  2→
  3→public final class Keys {
  4→    public static final String STRIPE_LIVE = "«a»";
  5→    public static final String STRIPE_API_VERSION = "2024-06-20";
  6→    static final String ADYEN_HMAC = "«b»";
  7→    private static final String MERCHANT_ACCOUNT = "AcmeECOM";
  8→    private Keys() {}
  9→}
`, V{"a": g.skLive(), "b": g.s(alHexU, 64)}, `STRIPE_API_VERSION = "2024-06-20"`, `MERCHANT_ACCOUNT = "AcmeECOM"`)

	g.add("lang/java-spring-value-defaults", `
@Service
public class SearchClient {

    @Value("${search.url:https://search.acme.internal:9200}")
    private String url;

    @Value("${search.user:elastic}")
    private String user;

    @Value("${search.password:«a»}")
    private String pwd;

    @Value("${search.apiKey:«b»}")
    private String apiKey;

    @Value("${search.index}")
    private String index;
`, V{"a": g.pwStrong(), "b": g.esAPIKey()}, `@Value("${search.url:https://search.acme.internal:9200}")`, `@Value("${search.index}")`)

	g.add("lang/java-jdbc-drivermanager", `
    private Connection open() throws SQLException {
        String url = "jdbc:sqlserver://sql01.acme.corp:1433;databaseName=Billing;encrypt=true;trustServerCertificate=false";
        return DriverManager.getConnection(url, "billing_app", "«a»");
    }

    private Connection openReporting() throws SQLException {
        return DriverManager.getConnection(
            "jdbc:postgresql://reports.acme.corp:5432/bi?user=bi_reader&password=«b»&ssl=true");
    }
`, V{"a": g.lgQuoted(), "b": g.pwURL()}, "databaseName=Billing;encrypt=true", `"billing_app"`)

	g.add("lang/java-okhttp-credentials-basic", `
OkHttpClient client = new OkHttpClient.Builder()
    .authenticator((route, response) -> {
        String credential = Credentials.basic("jira-bot@acme.io", "«a»");
        return response.request().newBuilder().header("Authorization", credential).build();
    })
    .build();
Request req = new Request.Builder()
    .url("https://acme.atlassian.net/rest/api/3/search?jql=project%3DOPS")
    .build();
`, V{"a": g.atlassian()}, `Credentials.basic("jira-bot@acme.io", `, "jql=project%3DOPS")

	g.add("lang/java-junit-private-key-text-block", `
class TokenSignerTest {

    private static final String PRIVATE_KEY = """
        -----BEGIN PRIVATE KEY-----
        «k»
        -----END PRIVATE KEY-----
        """;

    private static final String PUBLIC_KEY_ID = "«_kid»";

    @Test
    void signsWithRs256() throws Exception {
        var signer = TokenSigner.fromPem(PRIVATE_KEY, PUBLIC_KEY_ID);
        assertThat(signer.algorithm()).isEqualTo("RS256");
    }
}
`, V{"k": strings.ReplaceAll(g.pkcs8RSAPEM().body, "\n", "\n        "), "_kid": g.hex(16)}, `assertThat(signer.algorithm()).isEqualTo("RS256");`)

	g.add("lang/java-properties-load-and-escaped", `
$ cat src/main/resources/application-prod.properties
spring.datasource.url=jdbc:mysql://db.prod.acme.io:3306/shop
spring.datasource.username=shop
spring.datasource.password=«a»
spring.mail.password=«b»
jwt.signing-key=«c»
server.port=8443
`, V{"a": g.pwStrong(), "b": g.s(alLower, 16), "c": g.b64(48)}, "spring.datasource.username=shop", "server.port=8443")

	g.add("lang/java-unicode-escape-in-literal", `
  58→        // javac turns unicode escapes into characters before it lexes the line
  59→        ds.setPassword("«a»");
  60→        ds.setUsername("etl");
`, V{"a": g.an(8) + `\u0041` + g.an(4) + `\u0021` + g.an(3)}, `ds.setUsername("etl");`)
}

func (g *G) lgKotlinScalaGroovy() {
	g.add("lang/kotlin-const-val-object", `
object Secrets {
    const val MAPS_SERVER_KEY = "«a»"
    const val ONESIGNAL_REST = "«b»"
    const val APP_ID = "«_app»"
    val keyboardLayout = "qwertz"
}
`, V{"a": g.googleKey(), "b": "os_v2_app_" + g.s(alLowNum, 56), "_app": g.uuid()}, `val keyboardLayout = "qwertz"`)

	g.add("lang/kotlin-ktor-client-basic-auth", `
val client = HttpClient(CIO) {
    install(Auth) {
        basic {
            credentials { BasicAuthCredentials(username = "registry-bot", password = "«a»") }
            realm = "Nexus"
        }
        bearer {
            loadTokens { BearerTokens(accessToken = "«b»", refreshToken = "«c»") }
        }
    }
}
`, V{"a": g.pw(), "b": g.userJWT(), "c": g.b64u(48)}, `username = "registry-bot"`, `realm = "Nexus"`)

	g.add("lang/kotlin-gradle-kts-publishing", `
publishing {
    repositories {
        maven {
            name = "GitHubPackages"
            url = uri("https://maven.pkg.github.com/acme/android-sdk")
            credentials {
                username = System.getenv("GITHUB_ACTOR") ?: "acme-ci"
                password = System.getenv("GITHUB_TOKEN") ?: "«a»"
            }
        }
    }
}
`, V{"a": g.ghp()}, `uri("https://maven.pkg.github.com/acme/android-sdk")`, `System.getenv("GITHUB_ACTOR") ?: "acme-ci"`)

	g.add("lang/kotlin-test-companion-fixture", `
class WebhookVerifierTest {
    companion object {
        private const val SIGNING_SECRET = "«a»"
        private const val EVENT_ID = "«_ev»"
    }

    @Test
    fun acceptsValidSignature() {
        val header = "t=1718000000,v1=«_sig»"
        assertTrue(WebhookVerifier(SIGNING_SECRET).verify(payload, header))
    }
}
`, V{"a": g.whsec(), "_ev": "evt_" + g.an(24), "_sig": g.hex(64)}, "fun acceptsValidSignature()")

	g.add("lang/scala-sbt-credentials", `
// build.sbt
ThisBuild / organization := "io.acme"
ThisBuild / scalaVersion := "3.4.2"

credentials += Credentials("Sonatype Nexus Repository Manager", "nexus.acme.io", "deployment", "«a»")
credentials += Credentials(Path.userHome / ".sbt" / ".credentials")

publishTo := Some("releases" at "https://nexus.acme.io/repository/maven-releases/")
`, V{"a": g.pwStrong()}, `ThisBuild / scalaVersion := "3.4.2"`, `Credentials(Path.userHome / ".sbt" / ".credentials")`)

	g.add("lang/scala-dot-credentials-file", `
$ cat ~/.sbt/.credentials
realm=Artifactory Realm
host=acme.jfrog.io
user=svc-sbt
password=«a»
`, V{"a": "AKCp8" + g.an(68)}, "host=acme.jfrog.io", "user=svc-sbt")

	g.add("lang/scala-typesafe-config-and-case-class", `
final case class KafkaAuth(user: String, pass: String)

object Main extends App {
  val auth = KafkaAuth("svc-ingest", "«a»")
  val jaas =
    s"""org.apache.kafka.common.security.scram.ScramLoginModule required username="${auth.user}" password="${auth.pass}";"""
  val props = Map("sasl.mechanism" -> "SCRAM-SHA-512", "sasl.jaas.config" -> jaas)
}
`, V{"a": g.an(32)}, `"sasl.mechanism" -> "SCRAM-SHA-512"`, "final case class KafkaAuth(user: String, pass: String)")

	g.add("lang/groovy-jenkinsfile-literal", `
pipeline {
    agent any
    environment {
        SONAR_HOST = 'https://sonar.acme.io'
        SONAR_AUTH = '«a»'
        NEXUS_CREDS = credentials('nexus-deploy')
    }
    stages {
        stage('Scan') {
            steps {
                sh "./gradlew sonar -Dsonar.host.url=${SONAR_HOST} -Dsonar.token=${SONAR_AUTH}"
            }
        }
    }
}
`, V{"a": "squ_" + g.hex(40)}, "credentials('nexus-deploy')", "SONAR_HOST = 'https://sonar.acme.io'")

	g.add("lang/groovy-gradle-properties-and-signing", `
$ cat ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4g
signing.keyId=«_kid»
signing.password=«a»
signing.secretKeyRingFile=/home/dev/.gnupg/secring.gpg
ossrhUsername=acme-release
ossrhPassword=«b»
`, V{"_kid": g.s(alHexU, 8), "a": g.pw(), "b": g.an(40)}, "org.gradle.jvmargs=-Xmx4g", "ossrhUsername=acme-release")

	g.add("lang/groovy-script-sql-newinstance", `
@Grab('org.postgresql:postgresql:42.7.3')
import groovy.sql.Sql

def sql = Sql.newInstance("jdbc:postgresql://localhost:5432/crm", "crm_admin", "«a»", "org.postgresql.Driver")
sql.eachRow("select id, email from customers limit 5") { row -> println "${row.id} ${row.email}" }
`, V{"a": g.pw()}, "@Grab('org.postgresql:postgresql:42.7.3')", `"crm_admin"`)
}

func (g *G) lgDotNet() {
	g.add("lang/csharp-const-string-class", `
namespace Acme.Shipping;

internal static class Carrier
{
    public const string BaseUrl = "https://api.easypost.com/v2";
    public const string ApiKey = "«a»";
    public const string WebhookSig = "«b»";
    public static readonly Guid TenantId = Guid.Parse("«_tid»");
}
`, V{"a": "EZAK" + g.hex(54), "b": g.b64(32), "_tid": g.uuid()}, `BaseUrl = "https://api.easypost.com/v2"`)

	g.add("lang/csharp-connection-string-verbatim", `
    var cs = @"Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=Orders;User ID=orders_app;Password=«a»;Encrypt=True;Connection Timeout=30;";
    using var conn = new SqlConnection(cs);
    await conn.OpenAsync();
`, V{"a": g.pwStrong()}, "Initial Catalog=Orders;User ID=orders_app;", "new SqlConnection(cs)")

	g.add("lang/csharp-verbatim-doubled-quotes", `
  22→        // verbatim string: a quote inside is written twice
  23→        var ldapPw = @"«a»";
  24→        using var ldap = new LdapConnection(new LdapDirectoryIdentifier("dc01.corp.acme.local", 636));
  25→        ldap.Credential = new NetworkCredential("svc-ldap-sync", ldapPw, "CORP");
`, V{"a": g.an(7) + `""` + g.an(6) + `\` + g.an(4)}, `new NetworkCredential("svc-ldap-sync", ldapPw, "CORP")`)

	g.add("lang/csharp-securestring-loop", `
var securePwd = new SecureString();
foreach (var c in "«a»") securePwd.AppendChar(c);
securePwd.MakeReadOnly();
var psi = new ProcessStartInfo("C:\\tools\\backup.exe") { UserName = "svc_backup", Password = securePwd, Domain = "ACME" };
`, V{"a": g.pw()}, `UserName = "svc_backup"`, `"C:\\tools\\backup.exe"`)

	g.add("lang/csharp-user-secrets-json", `
PS> dotnet user-secrets list --project src/Acme.Api
Authentication:Google:ClientSecret = «a»
ConnectionStrings:Redis = acme-cache.redis.cache.windows.net:6380,password=«b»,ssl=True,abortConnect=False
Stripe:SecretKey = «c»
Logging:LogLevel:Default = Information
PS> type $env:APPDATA\Microsoft\UserSecrets\«_id»\secrets.json
{
  "Authentication:Google:ClientSecret": "«a»",
  "ConnectionStrings:Redis": "acme-cache.redis.cache.windows.net:6380,password=«b»,ssl=True,abortConnect=False",
  "Stripe:SecretKey": "«c»"
}
`, V{"a": g.gocspx(), "b": g.b64(32), "c": g.skLive(), "_id": g.uuid()}, "Logging:LogLevel:Default = Information")

	g.add("lang/csharp-httpclient-default-headers", `
builder.Services.AddHttpClient("openai", c =>
{
    c.BaseAddress = new Uri("https://api.openai.com/v1/");
    c.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", "«a»");
    c.DefaultRequestHeaders.Add("OpenAI-Organization", "«_org»");
});
`, V{"a": g.openai(), "_org": "org-" + g.an(24)}, `new Uri("https://api.openai.com/v1/")`)

	g.add("lang/csharp-xunit-symmetric-key", `
public class JwtIssuerTests
{
    private const string Issuer = "https://auth.acme.test";
    private static readonly byte[] Key = Encoding.UTF8.GetBytes("«a»");

    [Fact]
    public void Issues_token_with_expected_issuer()
    {
        var creds = new SigningCredentials(new SymmetricSecurityKey(Key), SecurityAlgorithms.HmacSha256);
        var jwt = new JwtIssuer(creds, Issuer).Issue("user-42");
        Assert.Equal(Issuer, new JwtSecurityTokenHandler().ReadJwtToken(jwt).Issuer);
    }
}
`, V{"a": g.an(64)}, `private const string Issuer = "https://auth.acme.test";`, "SecurityAlgorithms.HmacSha256")

	g.add("lang/fsharp-let-literal-and-sqlprovider", `
module Db

[<Literal>]
let ConnStr = "Host=localhost;Port=5432;Database=fsharp_app;Username=fsapp;Password=«a»"

type Sql = SqlDataProvider<Common.DatabaseProviderTypes.POSTGRESQL, ConnStr>

let sendgridKey = "«b»"
let region = Environment.GetEnvironmentVariable "AWS_REGION"
`, V{"a": g.pwURL(), "b": g.sendgrid()}, `Environment.GetEnvironmentVariable "AWS_REGION"`, "Database=fsharp_app;Username=fsapp;")

	g.add("lang/fsharp-fsi-session", `
> #r "nuget: FSharp.Data";;
> let token = "«a»";;
val token: string = "«a»"

> Http.RequestString("https://api.github.com/user", headers = [ "Authorization", "token " + token; "User-Agent", "fsi" ]);;
val it: string = "{\"login\":\"acme-dev\",\"id\":«_id»}"
`, V{"a": g.ghp(), "_id": g.digits(8)}, `#r "nuget: FSharp.Data"`, `\"login\":\"acme-dev\"`)

	g.add("lang/vbnet-dim-as-string", `
Module Sync
    Private Const FtpHost As String = "ftp.partner-logistics.com"
    Dim ftpUser As String = "acme_edi"
    Dim ftpPwd As String = "«a»"

    Sub Main()
        Dim req = CType(WebRequest.Create("ftp://" & FtpHost & "/outbound/"), FtpWebRequest)
        req.Credentials = New NetworkCredential(ftpUser, ftpPwd)
    End Sub
End Module
`, V{"a": g.pw()}, `FtpHost As String = "ftp.partner-logistics.com"`, `Dim ftpUser As String = "acme_edi"`)

	g.add("lang/vbnet-webconfig-and-code", `
' App_Code/Mailer.vb
Public Shared Sub Send(ByVal msg As MailMessage)
    Dim smtp As New SmtpClient("smtp.sendgrid.net", 587)
    smtp.Credentials = New Net.NetworkCredential("apikey", "«a»")
    smtp.EnableSsl = True
    smtp.Send(msg)
End Sub
`, V{"a": g.sendgrid()}, `New SmtpClient("smtp.sendgrid.net", 587)`)

	g.add("lang/vbnet-vba-macro-connection", `
Sub RefreshFromWarehouse()
    Dim cn As Object
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "Provider=MSOLEDBSQL;Data Source=dwh.acme.local;Initial Catalog=Sales;User ID=excel_ro;Password=«a»;"
    Range("A2").CopyFromRecordset cn.Execute("SELECT * FROM dbo.v_sales_monthly")
End Sub
`, V{"a": g.pw()}, `"SELECT * FROM dbo.v_sales_monthly"`, "Data Source=dwh.acme.local;Initial Catalog=Sales;User ID=excel_ro;")
}

func (g *G) lgApple() {
	g.add("lang/objc-nsstring-constants", `
// ACMEConstants.m
#import "ACMEConstants.h"

NSString * const ACMEAPIBaseURL = @"https://api.acme.io/v2";
NSString * const ACMEAPIKey = @"«a»";
static NSString * const kSegmentWriteKey = @"«_seg»";
static NSString * const kMixpanelSecret = @"«b»";
`, V{"a": g.an(40), "_seg": g.an(32), "b": g.hex(32)}, `ACMEAPIBaseURL = @"https://api.acme.io/v2"`)

	g.add("lang/objc-request-header-and-credential", `
NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:[NSURL URLWithString:@"https://acme.zendesk.com/api/v2/tickets.json"]];
[req setValue:@"Basic «a»" forHTTPHeaderField:@"Authorization"];
[req setValue:@"application/json" forHTTPHeaderField:@"Accept"];

NSURLCredential *cred = [NSURLCredential credentialWithUser:@"kiosk"
                                                   password:@"«b»"
                                                persistence:NSURLCredentialPersistenceForSession];
`, V{"a": b64s("support@acme.io/token:" + g.an(40)), "b": g.pw()}, `forHTTPHeaderField:@"Accept"`, `credentialWithUser:@"kiosk"`)

	g.add("lang/objc-xcode-build-error-quotes-line", `
/Users/dev/src/AcmeKit/AcmeKit/ACMEClient.m:48:35: error: use of undeclared identifier 'kAuthHeader'
    [request setValue:kAuthHeader forHTTPHeaderField:@"X-Api-Key"];
                                  ^
/Users/dev/src/AcmeKit/AcmeKit/ACMEClient.m:12:1: note: did you mean 'kAuthHeaderValue'?
static NSString *const kAuthHeaderValue = @"«a»";
^
1 error generated.
`, V{"a": g.b64u(40)}, "error: use of undeclared identifier 'kAuthHeader'")

	g.add("lang/swift-let-constants", `
enum Config {
    static let apiBase = URL(string: "https://api.acme.io")!
    static let revenueCatSecret = "«a»"
    static let revenueCatPublic = "«_pub»"
    static let bundleId = "io.acme.ios"
    static let sentryRelease = "acme-ios@«_v»"
}
`, V{"a": "sk_" + g.an(32), "_pub": "appl_" + g.an(27), "_v": g.lgVer()}, `static let bundleId = "io.acme.ios"`)

	g.add("lang/swift-keychain-secitemadd", `
func seedDemoAccount() {
    let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: "io.acme.ios.auth",
        kSecAttrAccount as String: "demo@acme.io",
        kSecValueData as String: "«a»".data(using: .utf8)!,
    ]
    let status = SecItemAdd(query as CFDictionary, nil)
    assert(status == errSecSuccess || status == errSecDuplicateItem)
}
`, V{"a": g.pw()}, `kSecAttrService as String: "io.acme.ios.auth"`, "SecItemAdd(query as CFDictionary, nil)")

	g.add("lang/swift-spm-netrc-and-registry-login", `
$ cat ~/.netrc
machine github.com
  login acme-ci
  password «a»
machine swift.acme.jfrog.io login svc-spm password «b»
$ swift package-registry login https://swift.acme.jfrog.io/api/swift/swift-local --token «c»
Login successful. Credentials have been saved to the operating system's secure credential store.
`, V{"a": g.ghp(), "b": g.pwStrong(), "c": g.b64u(64)}, "machine github.com", "login acme-ci")

	g.add("lang/swift-urlrequest-bearer-and-hmac", `
var request = URLRequest(url: URL(string: "https://api.acme.io/v1/uploads")!)
request.httpMethod = "POST"
request.setValue("Bearer «a»", forHTTPHeaderField: "Authorization")
let hmacKey = SymmetricKey(data: Data("«b»".utf8))
let sig = HMAC<SHA256>.authenticationCode(for: body, using: hmacKey)
request.setValue(Data(sig).base64EncodedString(), forHTTPHeaderField: "X-Signature")
`, V{"a": g.an(48), "b": g.hex(64)}, `forHTTPHeaderField: "X-Signature"`, `request.httpMethod = "POST"`)

	g.add("lang/swift-xctest-jwt-fixture", `
final class SessionStoreTests: XCTestCase {
    let accessToken = "«a»"
    let userId = UUID(uuidString: "«_uid»")!

    func testRestoresSession() throws {
        let store = SessionStore(keychain: InMemoryKeychain())
        try store.save(accessToken: accessToken, for: userId)
        XCTAssertEqual(try store.load(for: userId), accessToken)
    }
}
`, V{"a": g.userJWT(), "_uid": strings.ToUpper(g.uuid())}, "func testRestoresSession() throws {")
}

func (g *G) lgDart() {
	g.add("lang/dart-const-string-file", `
// lib/env.dart
const String apiBase = 'https://api.acme.io';
const String _openWeatherKey = '«a»';
const String algoliaAppId = '«_app»';
const String algoliaAdminKey = '«b»';
const int pageSize = 20;
`, V{"a": g.hex(32), "_app": g.s(alUpNum, 10), "b": g.hex(32)}, "const String apiBase = 'https://api.acme.io';", "const int pageSize = 20;")

	g.add("lang/flutter-run-dart-define", `
$ flutter run -d chrome --dart-define=ENV=staging --dart-define=STRIPE_SECRET=«a» --dart-define=MAPBOX_TOKEN=«_pk»
Launching lib/main.dart on Chrome in debug mode...
$ grep -rn fromEnvironment lib/
lib/config.dart:3:const stripeSecret = String.fromEnvironment('STRIPE_SECRET');
lib/config.dart:4:const mapboxToken = String.fromEnvironment('MAPBOX_TOKEN');
lib/config.dart:5:const env = String.fromEnvironment('ENV', defaultValue: 'dev');
`, V{"a": g.skTest(), "_pk": g.mapboxPK()}, "String.fromEnvironment('STRIPE_SECRET')", "--dart-define=ENV=staging")

	g.add("lang/dart-dio-interceptor", `
final dio = Dio(BaseOptions(baseUrl: 'https://api.airtable.com/v0/«_base»'))
  ..interceptors.add(InterceptorsWrapper(onRequest: (options, handler) {
    options.headers['Authorization'] = 'Bearer «a»';
    return handler.next(options);
  }));
`, V{"_base": "app" + g.an(14), "a": g.airtable()}, "InterceptorsWrapper(onRequest: (options, handler) {")

	g.add("lang/flutter-dart-define-from-file", `
$ cat env/prod.json
{
  "SUPABASE_URL": "https://«_ref».supabase.co",
  "SUPABASE_ANON_KEY": "«_anon»",
  "SUPABASE_SERVICE_ROLE": "«a»",
  "ONESIGNAL_APP_ID": "«_os»"
}
$ flutter build apk --release --dart-define-from-file=env/prod.json
`, V{"_ref": g.s(alLower, 20), "_anon": lgAnonKey(g), "a": g.supabaseService(), "_os": g.uuid()}, "--dart-define-from-file=env/prod.json")

	g.add("lang/dart-test-mock-client", `
void main() {
  test('sends api key header', () async {
    const key = '«a»';
    final client = MockClient((req) async {
      expect(req.headers['x-api-key'], key);
      return http.Response('{"ok":true}', 200);
    });
    await WeatherApi(client, apiKey: key).current('Zurich');
  });
}
`, V{"a": g.an(32)}, "test('sends api key header', () async {", `http.Response('{"ok":true}', 200)`)
}

// lgAnonKey is a Supabase anon key (public by design).
func lgAnonKey(g *G) string {
	iat := 1700000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":%d,"exp":%d}`, g.s(alLower, 20), iat, iat+315360000))
}

func (g *G) lgPython() {
	g.add("lang/python-fstring-dsn", `
def engine_for(tenant: str):
    user = f"tenant_{tenant}"
    host = "pg-tenants.acme.internal"
    url = f"postgresql+psycopg://{user}:«a»@{host}:5432/{tenant}"
    return create_engine(url, pool_pre_ping=True)
`, V{"a": g.pwURL()}, `host = "pg-tenants.acme.internal"`, "pool_pre_ping=True")

	g.add("lang/python-django-settings", `
# acme/settings/production.py
from .base import *  # noqa

DEBUG = False
SECRET_KEY = "«a»"
ALLOWED_HOSTS = ["acme.io", "www.acme.io"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "acme",
        "USER": "acme",
        "PASSWORD": "«b»",
        "HOST": "db.acme.internal",
    }
}

EMAIL_HOST = "smtp.postmarkapp.com"
EMAIL_HOST_USER = "«c»"
EMAIL_HOST_PASSWORD = "«c»"
`, V{"a": g.s(alDjango, 50), "b": g.pw(), "c": g.uuid()}, `ALLOWED_HOSTS = ["acme.io", "www.acme.io"]`, `"ENGINE": "django.db.backends.postgresql"`)

	g.add("lang/python-requests-auth-tuple", `
resp = requests.get(
    "https://acme.atlassian.net/wiki/rest/api/content",
    params={"spaceKey": "ENG", "limit": 50},
    auth=("docs-bot@acme.io", "«a»"),
    timeout=30,
)
graph = requests.post("https://api.twilio.com/2010-04-01/Accounts/«_sid»/Messages.json",
                      auth=HTTPBasicAuth("«_sid»", "«b»"), data=msg)
`, V{"a": g.atlassian(), "_sid": g.twilioSID(), "b": g.hex(32)}, `params={"spaceKey": "ENG", "limit": 50}`)

	g.add("lang/python-kwargs-clients", `
conn = psycopg2.connect(host="10.0.4.12", dbname="warehouse", user="loader", password="«a»")
cache = redis.Redis(host="cache.acme.internal", port=6380, password="«b»", ssl=True)
es = Elasticsearch("https://es.acme.internal:9200", basic_auth=("elastic", "«c»"), verify_certs=False)
`, V{"a": g.pw(), "b": g.an(32), "c": g.an(20)}, `dbname="warehouse", user="loader"`, `host="cache.acme.internal", port=6380`)

	g.add("lang/python-repl-session", `
>>> import os, hvac
>>> os.environ["VAULT_ADDR"] = "https://vault.acme.io:8200"
>>> client = hvac.Client(token="«a»")
>>> client.is_authenticated()
True
>>> client.secrets.kv.v2.read_secret_version(path="billing/stripe")["data"]["data"]
{'secret_key': '«b»', 'webhook_secret': '«c»'}
`, V{"a": g.vaultTok(), "b": g.skLive(), "c": g.whsec()}, `os.environ["VAULT_ADDR"] = "https://vault.acme.io:8200"`, "client.is_authenticated()")

	g.add("lang/python-conftest-monkeypatch", `
# tests/conftest.py
import pytest

@pytest.fixture(autouse=True)
def env(monkeypatch):
    monkeypatch.setenv("STRIPE_API_KEY", "«a»")
    monkeypatch.setenv("FEATURE_FLAGS", "new-checkout,fast-refunds")
    monkeypatch.setenv("SENTRY_DSN", "")
    monkeypatch.setenv("TOKENIZER_PATH", "/opt/models/tokenizer.json")
`, V{"a": g.skTest()}, `monkeypatch.setenv("TOKENIZER_PATH", "/opt/models/tokenizer.json")`, `"new-checkout,fast-refunds"`)

	g.add("lang/python-traceback-quotes-line", `
Traceback (most recent call last):
  File "/srv/bot/app.py", line 14, in <module>
    client = WebClient(token="«a»", timeout="30")
  File "/srv/bot/.venv/lib/python3.12/site-packages/slack_sdk/web/client.py", line 41, in __init__
    self.timeout = int(timeout) + 0.5 * retries
TypeError: unsupported operand type(s) for *: 'float' and 'NoneType'
`, V{"a": g.xoxb()}, "TypeError: unsupported operand type(s) for *: 'float' and 'NoneType'", "slack_sdk/web/client.py")

	var hexEsc strings.Builder
	for _, b := range g.bytes(24) {
		fmt.Fprintf(&hexEsc, `\x%02x`, b)
	}
	g.add("lang/python-bytes-escape-pepper", `
# accounts/hashing.py
PEPPER = b"«a»"
ITERATIONS = 600_000

def hash_password(pw: str, salt: bytes) -> bytes:
    return hashlib.pbkdf2_hmac("sha256", pw.encode() + PEPPER, salt, ITERATIONS)
`, V{"a": hexEsc.String()}, "ITERATIONS = 600_000", `hashlib.pbkdf2_hmac("sha256", pw.encode() + PEPPER, salt, ITERATIONS)`)

	g.add("lang/python-pydantic-settings-defaults", `
class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_prefix="ACME_")

    database_url: PostgresDsn
    redis_url: str = "redis://localhost:6379/0"
    jwt_secret: SecretStr = SecretStr("«a»")
    anthropic_api_key: str = "«b»"
    tokenizer_name: str = "cl100k_base"
    secretary_email: str = "office@acme.io"
`, V{"a": g.b64u(43), "b": g.anthropic()}, `tokenizer_name: str = "cl100k_base"`, `secretary_email: str = "office@acme.io"`, "database_url: PostgresDsn")

	g.add("lang/python-notebook-cell-json", `
$ jq '.cells[2]' notebooks/eval.ipynb
{
  "cell_type": "code",
  "execution_count": 3,
  "metadata": {},
  "outputs": [],
  "source": [
    "import anthropic\n",
    "client = anthropic.Anthropic(api_key=\"«a»\")\n",
    "hf_token = \"«b»\"\n",
    "MODEL = \"claude-sonnet-4-5\"\n"
  ]
}
`, V{"a": g.anthropic(), "b": g.hfTok()}, `"execution_count": 3`, `"MODEL = \"claude-sonnet-4-5\"\n"`)

	g.add("lang/python-environ-get-default", `
AWS_BUCKET = os.environ.get("AWS_BUCKET", "acme-uploads-dev")
AWS_KEY = os.environ.get("AWS_ACCESS_KEY_ID", "«a»")
AWS_SECRET = os.environ.get("AWS_SECRET_ACCESS_KEY", "«b»")
SECURITY_PASSWORD_SALT = os.getenv("SECURITY_PASSWORD_SALT", "«c»")
DEBUG = os.getenv("DEBUG") == "1"
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.hex(32)}, `os.environ.get("AWS_BUCKET", "acme-uploads-dev")`, `os.getenv("DEBUG") == "1"`)
}

func (g *G) lgRuby() {
	g.add("lang/ruby-env-fetch-defaults", `
module Acme
  class Config
    REDIS_URL = ENV.fetch("REDIS_URL", "redis://localhost:6379/1")
    SHOPIFY_SECRET = ENV.fetch("SHOPIFY_API_SECRET", "«a»")
    MAILER_PASS = ENV.fetch("MAILER_PASSWORD") { "«b»" }
    PUSHER_KEY = ENV.fetch("PUSHER_KEY")
  end
end
`, V{"a": g.hex(32), "b": g.pw()}, `ENV.fetch("REDIS_URL", "redis://localhost:6379/1")`, `ENV.fetch("PUSHER_KEY")`)

	g.add("lang/ruby-rails-credentials-show", `
$ EDITOR=cat bin/rails credentials:show --environment production
secret_key_base: «a»

aws:
  access_key_id: «b»
  secret_access_key: «c»

stripe:
  publishable_key: «_pk»
  secret_key: «d»

active_record_encryption:
  primary_key: «e»
  deterministic_key: «f»
  key_derivation_salt: «h»
`, V{"a": g.hex(128), "b": g.awsID(), "c": g.awsSecret(), "_pk": g.pkLive(), "d": g.skLive(), "e": g.an(32), "f": g.an(32), "h": g.an(32)}, "active_record_encryption:")

	g.add("lang/ruby-faraday-connection", `
conn = Faraday.new(url: "https://api.pagerduty.com") do |f|
  f.request :authorization, "Token", "token=«a»"
  f.request :json
  f.response :raise_error
end
hook = Faraday.new(url: "«b»")
hook.post { |req| req.body = { text: "deploy finished" }.to_json }
`, V{"a": g.b64u(20), "b": g.lgDiscordHook()}, `Faraday.new(url: "https://api.pagerduty.com")`, `req.body = { text: "deploy finished" }.to_json`)

	g.add("lang/ruby-irb-session", `
irb(main):001> require "octokit"
=> true
irb(main):002> client = Octokit::Client.new(access_token: "«a»")
=> #<Octokit::Client:0x000000010a8e1f40>
irb(main):003> client.user.login
=> "acme-release-bot"
irb(main):004> Stripe.api_key = "«b»"
=> "«b»"
`, V{"a": g.ghFine(), "b": g.rkLive()}, `=> "acme-release-bot"`)

	g.add("lang/ruby-bundler-source-credentials", `
$ cat Gemfile | head -6
source "https://rubygems.org"
source "https://«a»@gems.contribsys.com/" do
  gem "sidekiq-pro"
end
$ bundle config set --global enterprise.contribsys.com «b»
`, V{"a": g.hex(8) + ":" + g.hex(8), "b": g.hex(8) + ":" + g.hex(8)}, `source "https://rubygems.org"`, `gem "sidekiq-pro"`)

	g.add("lang/ruby-rspec-let-and-vcr", `
RSpec.describe Billing::Charge do
  let(:api_key) { "«a»" }
  let(:customer_id) { "cus_«_cus»" }

  before do
    VCR.configure { |c| c.filter_sensitive_data("<STRIPE_KEY>") { api_key } }
  end

  it "charges the default source", vcr: { cassette_name: "charge_default" } do
    expect(described_class.new(api_key).call(customer_id, 1999)).to be_succeeded
  end
end
`, V{"a": g.skTest(), "_cus": g.an(14)}, `c.filter_sensitive_data("<STRIPE_KEY>") { api_key }`, `cassette_name: "charge_default"`)

	g.add("lang/ruby-percent-q-and-heredoc", `
SFTP_PASSPHRASE = %q{«a»}
Net::SFTP.start("sftp.bank-partner.com", "acme_upload", keys: ["config/keys/bank_ed25519"], passphrase: SFTP_PASSPHRASE) do |sftp|
  sftp.upload!("out/payments.csv", "/inbound/payments.csv")
end

NETRC = <<~EOS
  machine api.heroku.com
    login ops@acme.io
    password «b»
EOS
`, V{"a": g.pw(), "b": g.heroku()}, `"sftp.bank-partner.com", "acme_upload"`, "machine api.heroku.com")
}

func (g *G) lgPHP() {
	var salts strings.Builder
	v := V{"a": g.pw()}
	for i, k := range []string{"AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY"} {
		ph := fmt.Sprintf("s%d", i)
		fmt.Fprintf(&salts, "define( '%s', %s'«%s»' );\n", k, strings.Repeat(" ", 17-len(k)), ph)
		v[ph] = g.s(alAlnum+"!#%()*+,-.:;<=>?@[]^_{|}~ ", 64)
	}
	g.add("lang/php-wp-config-define", `
<?php
define( 'DB_NAME', 'wp_acme' );
define( 'DB_USER', 'wp_acme' );
define( 'DB_PASSWORD', '«a»' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );

`+salts.String()+`
$table_prefix = 'wp_';
`, v, "define( 'DB_HOST', 'localhost' );", "$table_prefix = 'wp_';")

	g.add("lang/php-codeigniter-config-array", `
$db['default'] = array(
	'dsn'	=> '',
	'hostname' => 'mysql.acme.internal',
	'username' => 'ci_app',
	'password' => '«a»',
	'database' => 'ci_app',
	'dbdriver' => 'mysqli',
);
$config['encryption_key'] = hex2bin('«b»');
$config['sess_cookie_name'] = 'ci_session';
`, V{"a": g.pw(), "b": g.hex(64)}, "'hostname' => 'mysql.acme.internal'", "$config['sess_cookie_name'] = 'ci_session';")

	g.add("lang/php-pdo-constructor", `
try {
    $pdo = new PDO("mysql:host=127.0.0.1;dbname=shop;charset=utf8mb4", "shop_rw", "«a»", [
        PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
    ]);
} catch (PDOException $e) {
    error_log($e->getMessage());
}
`, V{"a": g.pwStrong()}, `"mysql:host=127.0.0.1;dbname=shop;charset=utf8mb4"`, "PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION")

	g.add("lang/php-laravel-services-env-default", `
// config/services.php
return [
    'postmark' => [
        'token' => env('POSTMARK_TOKEN', '«a»'),
    ],
    'slack' => [
        'notifications' => [
            'bot_user_oauth_token' => env('SLACK_BOT_USER_OAUTH_TOKEN', '«b»'),
            'channel' => env('SLACK_BOT_USER_DEFAULT_CHANNEL', '#ops'),
        ],
    ],
    'github' => [
        'client_id' => env('GITHUB_CLIENT_ID'),
        'client_secret' => env('GITHUB_CLIENT_SECRET'),
    ],
];
`, V{"a": g.uuid(), "b": g.xoxb()}, "env('SLACK_BOT_USER_DEFAULT_CHANNEL', '#ops')", "env('GITHUB_CLIENT_SECRET')")

	g.add("lang/php-interactive-shell", `
$ php -a
Interactive shell

php > $mg = new Mailgun\Mailgun('«a»');
php > var_dump(getenv('APP_ENV'));
string(7) "staging"
php > echo hash_hmac('sha256', 'order-1042', '«b»');
«_h»
`, V{"a": g.mailgun(), "b": g.hex(40), "_h": g.hex(64)}, `string(7) "staging"`)

	g.add("lang/php-guzzle-headers", `
$client = new \GuzzleHttp\Client([
    'base_uri' => 'https://api.hubapi.com',
    'headers' => [
        'Authorization' => 'Bearer «a»',
        'Content-Type' => 'application/json',
    ],
]);
$res = $client->get('/crm/v3/objects/contacts', ['query' => ['limit' => 10]]);
`, V{"a": g.hubspot()}, "'base_uri' => 'https://api.hubapi.com'")

	g.add("lang/php-double-quoted-dollar-escape", `
  17→    // double quotes: the dollar signs have to be escaped
  18→    $ldapPass = "«a»";
  19→    $bind = ldap_bind($conn, "cn=svc-php,ou=services,dc=acme,dc=local", $ldapPass);
`, V{"a": g.an(6) + `\$` + g.an(4) + `\$` + g.s(alDigit, 3)}, `"cn=svc-php,ou=services,dc=acme,dc=local"`)
}

func (g *G) lgPerlLua() {
	g.add("lang/perl-dbi-connect", `
use strict;
use warnings;
use DBI;

my $dbh = DBI->connect("dbi:Pg:dbname=inventory;host=pg.acme.internal;port=5432",
                       "inv_report", "«a»", { RaiseError => 1, AutoCommit => 1 })
    or die $DBI::errstr;
my $sth = $dbh->prepare("SELECT sku, qty FROM stock WHERE qty < ?");
`, V{"a": g.pw()}, `"dbi:Pg:dbname=inventory;host=pg.acme.internal;port=5432"`, `"inv_report"`)

	g.add("lang/perl-q-braces-and-hash", `
my $pass = q{«a»};
my %cfg = (
    api_user => 'monitor',
    api_key  => '«b»',
    endpoint => 'https://nagios.acme.local/nagiosxi/api/v1',
);
my $ua = LWP::UserAgent->new;
$ua->credentials('nagios.acme.local:443', 'Nagios Access', 'nagiosadmin', $pass);
`, V{"a": g.s(alAlnum+"!#%*-_", 18), "b": g.an(64)}, "api_user => 'monitor'", "'Nagios Access', 'nagiosadmin'")

	g.add("lang/perl-one-liner-and-env", `
$ perl -MMIME::Base64 -e 'print encode_base64("deploy:«a»")'
«b»
$ perl -e 'print $ENV{HOME}, "\n"'
/home/dev
`, func() V { p := g.pwURL(); return V{"a": p, "b": b64s("deploy:" + p)} }(), `print $ENV{HOME}, "\n"`)

	g.add("lang/perl-mojo-secrets", `
# lib/Acme/Web.pm
sub startup {
  my $self = shift;
  $self->secrets(['«a»', '«b»']);
  $self->plugin('Config' => {file => 'acme_web.conf'});
  $self->helper(pg => sub { state $pg = Mojo::Pg->new('postgresql://web:«c»@localhost/acme_web') });
}
`, V{"a": g.hex(40), "b": g.hex(40), "c": g.pwURL()}, "$self->plugin('Config' => {file => 'acme_web.conf'});")

	g.add("lang/lua-openresty-access-by-lua", `
location /internal/ {
    access_by_lua_block {
        local key = ngx.var.http_x_api_key
        if key ~= "«a»" then
            return ngx.exit(ngx.HTTP_UNAUTHORIZED)
        end
    }
    proxy_pass http://backend_internal;
}
`, V{"a": g.b64u(32)}, "local key = ngx.var.http_x_api_key", "proxy_pass http://backend_internal;")

	g.add("lang/lua-resty-redis-auth", `
local redis = require "resty.redis"
local red = redis:new()
red:set_timeouts(1000, 1000, 1000)
local ok, err = red:connect("10.0.3.21", 6379)
local res, err = red:auth("«a»")
if not res then
    ngx.log(ngx.ERR, "failed to authenticate: ", err)
    return
end
`, V{"a": g.an(32)}, `red:connect("10.0.3.21", 6379)`, `"failed to authenticate: "`)

	g.add("lang/lua-neovim-plugin-config", `
-- ~/.config/nvim/lua/plugins/ai.lua
return {
  "jackMort/ChatGPT.nvim",
  config = function()
    require("chatgpt").setup({
      api_key_cmd = "pass show openai/api-key",
      openai_params = { model = "gpt-4o", max_tokens = 2048 },
    })
    vim.env.ANTHROPIC_API_KEY = "«a»"
    vim.g.keyboard_layout = "colemak"
  end,
}
`, V{"a": g.anthropic()}, `api_key_cmd = "pass show openai/api-key"`, `vim.g.keyboard_layout = "colemak"`)

	g.add("lang/lua-love2d-conf-table", `
local M = {}
M.server = {
  host = "play.acme-games.io",
  port = 7350,
  server_key = "«a»",
  http_key = "«b»",
}
M.version = "«_v»"
return M
`, V{"a": g.an(24), "b": g.hex(32), "_v": g.lgVer()}, `host = "play.acme-games.io"`)
}

func (g *G) lgJS() {
	g.add("lang/js-template-literal-url", agBT(`
const user = "etl";
const mongoUri = ˋmongodb+srv://${user}:«a»@cluster0.«_c».mongodb.net/analytics?retryWrites=true&w=majorityˋ;
const client = new MongoClient(mongoUri);
`), V{"a": g.pwURL(), "_c": g.s(alLowNum, 5)}, `const user = "etl";`, "retryWrites=true&w=majority")

	g.add("lang/js-nullish-env-defaults", `
export const config = {
  port: Number(process.env.PORT ?? 3000),
  jwtSecret: process.env.JWT_SECRET ?? "«a»",
  resendKey: process.env.RESEND_API_KEY || "«b»",
  sessionName: process.env.SESSION_NAME ?? "sid",
  dbUrl: process.env.DATABASE_URL,
};
`, V{"a": g.b64(48), "b": "re_" + g.an(8) + "_" + g.an(24)}, `process.env.SESSION_NAME ?? "sid"`, "dbUrl: process.env.DATABASE_URL,")

	g.add("lang/js-fetch-headers-object", `
const res = await fetch("https://api.notion.com/v1/databases/" + dbId + "/query", {
  method: "POST",
  headers: {
    "Authorization": "Bearer «a»",
    "Notion-Version": "2022-06-28",
    "Content-Type": "application/json",
  },
  body: JSON.stringify({ page_size: 50 }),
});
`, V{"a": g.notion()}, `"Notion-Version": "2022-06-28"`)

	pk := g.ecPKCS8()
	g.add("lang/js-firebase-admin-inline-cert", `
admin.initializeApp({
  credential: admin.credential.cert({
    projectId: "acme-prod-7f1c2",
    clientEmail: "firebase-adminsdk-x1y2z@acme-prod-7f1c2.iam.gserviceaccount.com",
    privateKey: "-----BEGIN PRIVATE KEY-----\n«k»\n-----END PRIVATE KEY-----\n".replace(/\\n/g, "\n"),
  }),
});
`, V{"k": lgPemEsc(pk)}, `projectId: "acme-prod-7f1c2"`)

	g.add("lang/js-node-repl-session", `
$ node
Welcome to Node.js v20.12.2.
Type ".help" for more information.
> const { WebClient } = require('@slack/web-api')
undefined
> const web = new WebClient('«a»')
undefined
> process.env.NODE_ENV
'development'
> Buffer.from('«b»').toString('base64')
'«c»'
`, func() V {
		p := "api:" + g.pwStrong()
		return V{"a": g.xoxb(), "b": p, "c": b64s(p)}
	}(), "Welcome to Node.js v20.12.2.", "'development'")

	g.add("lang/js-unicode-and-quote-escapes", `
  33→  // the partner portal password contains a quote; JS needs the escape
  34→  await page.fill("#password", "«a»");
  35→  await page.fill("#username", "acme-ops");
  36→  await page.click("button[type=submit]");
`, V{"a": g.an(5) + `\"` + g.an(5) + `\u00e9` + g.an(4)}, `await page.fill("#username", "acme-ops");`)

	g.add("lang/ts-env-module-const", `
// src/lib/server/keys.ts
export const OPENAI_KEY: string = "«a»";
export const PINECONE_KEY = "«b»" as const;
export const PINECONE_INDEX = "docs-embeddings";
export const tokenizerModel = "cl100k_base";
`, V{"a": g.openai(), "b": g.pinecone()}, `PINECONE_INDEX = "docs-embeddings"`, `tokenizerModel = "cl100k_base"`)

	g.add("lang/ts-tsc-error-quotes-object", `
$ npx tsc --noEmit
src/clients/twilio.ts:9:5 - error TS2353: Object literal may only specify known properties, and 'authtoken' does not exist in type 'ClientOpts'.

9     authtoken: "«a»",
      ~~~~~~~~~

src/clients/twilio.ts:8:5
    8     accountSid: "«_sid»",
          ~~~~~~~~~~

Found 1 error in src/clients/twilio.ts:9
`, V{"a": g.hex(32), "_sid": g.twilioSID()}, "error TS2353")

	g.add("lang/ts-jest-mock-env", `
describe("GitHubApp", () => {
  beforeAll(() => {
    process.env.GITHUB_APP_ID = "«_app»";
    process.env.GITHUB_WEBHOOK_SECRET = "«a»";
    process.env.GITHUB_CLIENT_SECRET = "«b»";
  });

  it("verifies the delivery", async () => {
    const sig = "sha256=«_sig»";
    await expect(app.webhooks.verify(payload, sig)).resolves.toBe(true);
  });
});
`, V{"_app": g.digits(6), "a": g.hex(32), "b": g.hex(40), "_sig": g.hex(64)}, `describe("GitHubApp", () => {`)

	g.add("lang/ts-diff-moves-key-to-env", `
--- a/src/ai/client.ts
+++ b/src/ai/client.ts
@@ -1,8 +1,8 @@
 import Groq from "groq-sdk";
 
-const groq = new Groq({ apiKey: "«a»" });
+const groq = new Groq({ apiKey: process.env.GROQ_API_KEY });
 
 export async function summarize(text: string) {
   return groq.chat.completions.create({ model: "llama-3.1-8b-instant", messages: [{ role: "user", content: text }] });
`, V{"a": g.groq()}, "process.env.GROQ_API_KEY", `model: "llama-3.1-8b-instant"`)

	g.add("lang/ts-next-config-hardcoded-env", `
// next.config.mjs
/** @type {import('next').NextConfig} */
const nextConfig = {
  env: {
    NEXT_PUBLIC_POSTHOG_KEY: "«_ph»",
    CLERK_SECRET_KEY: "«a»",
    UPSTASH_REDIS_REST_TOKEN: "«b»",
  },
  images: { remotePatterns: [{ hostname: "cdn.acme.io" }] },
};
export default nextConfig;
`, V{"_ph": "phc_" + g.an(43), "a": "sk_live_" + g.an(42), "b": "A" + g.b64u(59) + "="}, `remotePatterns: [{ hostname: "cdn.acme.io" }]`)
}

func (g *G) lgScience() {
	g.add("lang/r-sys-setenv-and-httr", `
library(httr)
Sys.setenv(OPENAI_API_KEY = "«a»")
Sys.setenv(TZ = "Europe/Zurich")
res <- GET("https://api.census.gov/data/2022/acs/acs5",
           query = list(get = "NAME,B01001_001E", `+"`for`"+` = "state:*", key = "«b»"))
gh <- GET("https://api.github.com/user", add_headers(Authorization = paste("token", "«c»")))
`, V{"a": g.openai(), "b": g.hex(40), "c": g.ghp()}, `Sys.setenv(TZ = "Europe/Zurich")`, `get = "NAME,B01001_001E"`)

	g.add("lang/r-renviron-file", `
$ cat ~/.Renviron
R_LIBS_USER=~/R/library
GITHUB_PAT=«a»
CENSUS_API_KEY=«b»
DB_PWD=«c»
$ Rscript -e 'Sys.getenv("R_LIBS_USER")'
[1] "~/R/library"
`, V{"a": g.ghp(), "b": g.hex(40), "c": g.pw()}, "R_LIBS_USER=~/R/library", `Sys.getenv("R_LIBS_USER")`)

	g.add("lang/r-dbi-connect-console", `
> con <- DBI::dbConnect(RPostgres::Postgres(),
+                       host = "analytics.acme.internal", dbname = "dw",
+                       user = "analyst", password = "«a»")
> DBI::dbListTables(con)[1:3]
[1] "dim_customer" "dim_date"     "fct_orders"
`, V{"a": g.pw()}, `"dim_customer" "dim_date"     "fct_orders"`, `user = "analyst"`)

	g.add("lang/julia-env-and-http", `
julia> ENV["JULIA_NUM_THREADS"]
"8"

julia> const BEARER = "«a»";

julia> r = HTTP.get("https://api.acme.io/v1/datasets"; headers = ["Authorization" => "Bearer $BEARER"]);

julia> r.status
200
`, V{"a": g.an(48)}, `ENV["JULIA_NUM_THREADS"]`, `"https://api.acme.io/v1/datasets"`)

	g.add("lang/julia-libpq-and-aws-creds", `
using LibPQ, AWS

conn = LibPQ.Connection("host=timescale.acme.internal dbname=ticks user=quant password=«a»")
creds = AWSCredentials("«b»", "«c»")
aws = global_aws_config(; region = "us-east-2", creds = creds)
`, V{"a": g.pwURL(), "b": g.awsID(), "c": g.awsSecret()}, `region = "us-east-2"`, "host=timescale.acme.internal dbname=ticks user=quant")

	g.add("lang/matlab-weboptions", `
api = 'https://api.thingspeak.com/channels/«_ch»/feeds.json';
opts = weboptions('HeaderFields', {'Authorization', ['Bearer ' '«a»']}, 'Timeout', 30);
data = webread(api, 'api_key', '«b»', 'results', 200, opts);
opts2 = weboptions('Username', 'lab-ingest', 'Password', '«c»');
`, V{"_ch": g.digits(7), "a": g.an(40), "b": g.s(alUpNum, 16), "c": g.pw()}, "'Username', 'lab-ingest'", "'Timeout', 30")

	g.add("lang/octave-session-database", `
>> pkg load database
>> conn = pq_connect(setdbopts('dbname', 'lab', 'host', 'db.lab.acme.edu', 'user', 'octave', 'password', '«a»'));
>> N = pq_exec_params(conn, 'select count(*) from runs;')
N =
  scalar struct containing the fields:
    data = { [1,1] = 4182 }
`, V{"a": g.pw()}, "pkg load database", "'host', 'db.lab.acme.edu'")
}

func (g *G) lgFunctional() {
	g.add("lang/elixir-config-exs", `
import Config

config :acme, Acme.Repo,
  username: "postgres",
  password: "«a»",
  hostname: "localhost",
  database: "acme_dev",
  pool_size: 10

config :acme, AcmeWeb.Endpoint,
  url: [host: "localhost"],
  secret_key_base: "«b»",
  live_view: [signing_salt: "«_salt»"]
`, V{"a": g.pw(), "b": g.b64(48), "_salt": g.an(8)}, `database: "acme_dev"`, "pool_size: 10")

	g.add("lang/elixir-runtime-exs-get-env-default", `
# config/runtime.exs
import Config

if config_env() == :prod do
  database_url = System.fetch_env!("DATABASE_URL")

  config :stripity_stripe,
    api_key: System.get_env("STRIPE_SECRET", "«a»"),
    signing_secret: System.get_env("STRIPE_WEBHOOK_SECRET") || "«b»"

  config :acme, Acme.Repo, url: database_url, pool_size: String.to_integer(System.get_env("POOL_SIZE", "10"))
end
`, V{"a": g.skLive(), "b": g.whsec()}, `System.fetch_env!("DATABASE_URL")`, `System.get_env("POOL_SIZE", "10")`)

	g.add("lang/elixir-iex-session", `
iex(1)> Application.get_env(:ex_aws, :access_key_id)
"«a»"
iex(2)> Application.get_env(:ex_aws, :secret_access_key)
"«b»"
iex(3)> Application.get_env(:ex_aws, :region)
"eu-west-1"
`, V{"a": g.awsID(), "b": g.awsSecret()}, `Application.get_env(:ex_aws, :region)`, `"eu-west-1"`)

	g.add("lang/elixir-module-attribute-and-mix-hex", `
defmodule Acme.Sentinel do
  @api_key "«a»"
  @endpoint "https://api.sentinel-hub.com/oauth/token"

  def token, do: Req.post!(@endpoint, form: [grant_type: "client_credentials", client_id: "«_cid»", client_secret: @api_key]).body
end

$ mix hex.organization auth acme --key «b»
Successfully authenticated to organization acme.
`, V{"a": g.an(40), "_cid": g.uuid(), "b": g.hex(32)}, `@endpoint "https://api.sentinel-hub.com/oauth/token"`, "Successfully authenticated to organization acme.")

	g.add("lang/elixir-test-helper-swoosh", `
# test/support/fixtures.ex
def smtp_config do
  [
    adapter: Swoosh.Adapters.SMTP,
    relay: "smtp.mailgun.org",
    username: "postmaster@mg.acme.io",
    password: "«a»",
    tls: :always
  ]
end
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, `relay: "smtp.mailgun.org"`, `username: "postmaster@mg.acme.io"`)

	g.add("lang/erlang-sys-config-tuples", `
%% config/sys.config
[
 {kernel, [{logger_level, info}]},
 {acme_core, [
   {db, [{host, "pg.acme.internal"}, {port, 5432}, {username, "acme_core"}, {password, "«a»"}, {database, "core"}]},
   {amqp_uri, "amqps://core:«b»@mq.acme.internal:5671/%2f"},
   {api_secret, <<"«c»">>}
 ]}
].
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.hex(48)}, `{host, "pg.acme.internal"}`, "{kernel, [{logger_level, info}]},")

	g.add("lang/erlang-vm-args-cookie", `
$ cat rel/vm.args
-name acme@10.0.2.15
-setcookie «a»
+K true
+A 64
-env ERL_MAX_PORTS 65536
`, V{"a": g.s(alUpper, 20)}, "-name acme@10.0.2.15", "-env ERL_MAX_PORTS 65536")

	g.add("lang/erlang-shell-epgsql", `
1> {ok, C} = epgsql:connect("localhost", "ledger", "«a»", #{database => "ledger", timeout => 4000}).
{ok,<0.215.0>}
2> epgsql:squery(C, "select count(*) from entries").
{ok,[{column,<<"count">>,int8,20,8,-1,1,0,0}],[{<<"90412">>}]}
`, V{"a": g.pw()}, `epgsql:squery(C, "select count(*) from entries")`)

	g.add("lang/erlang-rebar-hex-repo", `
%% rebar.config
{hex, [
  {repos, [
    #{name => <<"hexpm:acme">>,
      repo_url => <<"https://repo.hex.pm/repos/acme">>,
      auth_key => <<"«a»">>}
  ]}
]}.
{deps, [{cowboy, "2.12.0"}, {jsx, "3.1.0"}]}.
`, V{"a": g.hex(32)}, `{deps, [{cowboy, "2.12.0"}, {jsx, "3.1.0"}]}.`)

	g.add("lang/haskell-overloaded-text-constant", `
{-# LANGUAGE OverloadedStrings #-}
module Acme.Config (apiKey, apiBase, signingKey) where

import Data.Text (Text)
import qualified Data.ByteString.Char8 as B

apiBase :: Text
apiBase = "https://api.mailjet.com/v3.1"

apiKey :: Text
apiKey = "«a»"

signingKey :: B.ByteString
signingKey = "«b»"
`, V{"a": g.hex(32), "b": g.b64(32)}, `apiBase = "https://api.mailjet.com/v3.1"`)

	g.add("lang/haskell-postgresql-simple-connectinfo", `
connInfo :: ConnectInfo
connInfo = defaultConnectInfo
  { connectHost = "db.acme.internal"
  , connectUser = "hs_app"
  , connectPassword = "«a»"
  , connectDatabase = "acme"
  }
`, V{"a": g.pw()}, `connectHost = "db.acme.internal"`, `connectUser = "hs_app"`)

	g.add("lang/haskell-ghci-setenv", `
ghci> import System.Environment
ghci> setEnv "SLACK_HOOK" "«a»"
ghci> lookupEnv "SLACK_HOOK"
Just "«a»"
ghci> lookupEnv "PAGER"
Nothing
`, V{"a": g.lgSlackHook()}, `lookupEnv "PAGER"`)

	g.add("lang/clojure-def-and-environ", `
(ns acme.config
  (:require [environ.core :refer [env]]))

(def api-key "«a»")
(def db-spec {:dbtype "postgresql" :dbname "acme" :host "localhost" :user "acme" :password "«b»"})
(def port (Integer/parseInt (or (env :port) "8080")))
(def database-url (env :database-url))
`, V{"a": g.an(40), "b": g.pw()}, "(def database-url (env :database-url))", `(env :port) "8080"`)

	g.add("lang/clojure-lein-profiles-clj", `
$ cat ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "1.0.0-RC3"]]
        :env {:stripe-secret "«a»"
              :sendgrid-key "«b»"}}
 :auth {:repository-auth {#"clojars" {:username "acme-dev" :password "«c»"}}}}
`, V{"a": g.skLive(), "b": g.sendgrid(), "c": "CLOJARS_" + g.hex(60)}, `[lein-ancient "1.0.0-RC3"]`, `:username "acme-dev"`)

	g.add("lang/clojure-deps-edn-mvn-repos-settings", `
$ cat deps.edn
{:deps {org.clojure/clojure {:mvn/version "1.11.3"}
        acme/commons {:mvn/version "2.4.0"}}
 :mvn/repos {"acme-private" {:url "https://maven.acme.io/releases"}}}
$ cat ~/.m2/settings.xml
<settings>
  <servers>
    <server>
      <id>acme-private</id>
      <username>clj-reader</username>
      <password>«a»</password>
    </server>
  </servers>
</settings>
`, V{"a": g.pwStrong()}, `{:url "https://maven.acme.io/releases"}`, "<username>clj-reader</username>")

	g.add("lang/clojure-repl-session", `
user=> (require '[clj-http.client :as http])
nil
user=> (def bearer "«a»")
#'user/bearer
user=> (:status (http/get "https://api.acme.io/v1/me" {:oauth-token bearer}))
200
user=> (System/getenv "HOME")
"/home/dev"
`, V{"a": g.an(48)}, `(System/getenv "HOME")`, "#'user/bearer")

	g.add("lang/ocaml-let-binding-config", `
(* lib/config.ml *)
let api_base = "https://api.acme.io"
let api_token = "«a»"
let db_uri = Uri.of_string "postgresql://ocaml:«b»@127.0.0.1:5432/acme"
let user_agent = Printf.sprintf "acme-ocaml/%s" "«_v»"
`, V{"a": g.an(40), "b": g.pwURL(), "_v": g.lgVer()}, `let api_base = "https://api.acme.io"`)

	g.add("lang/ocaml-utop-session", `
utop # let headers = Cohttp.Header.of_list ["Authorization", "Bearer «a»"; "Accept", "application/json"];;
val headers : Cohttp.Header.t = <abstr>
utop # Sys.getenv_opt "OPAMROOT";;
- : string option = Some "/home/dev/.opam"
`, V{"a": g.b64u(40)}, `Sys.getenv_opt "OPAMROOT"`, `Some "/home/dev/.opam"`)

	g.add("lang/ocaml-dune-test-fixture", `
let%test "hmac signs payload" =
  let key = "«a»" in
  let mac = Digestif.SHA256.(hmac_string ~key "payload" |> to_hex) in
  String.equal mac "«_mac»"
`, V{"a": g.hex(64), "_mac": g.hex(64)}, `let%test "hmac signs payload" =`)
}

func (g *G) lgLegacy() {
	g.add("lang/fortran-parameter-and-curl", `
program fetch_obs
  implicit none
  character(len=*), parameter :: api_key = '«a»'
  character(len=*), parameter :: station = 'LSZH'
  character(len=512) :: cmd

  cmd = 'curl -s -H "X-API-Key: ' // api_key // '" https://api.checkwx.com/metar/' // station
  call execute_command_line(trim(cmd))
end program fetch_obs
`, V{"a": g.hex(32)}, "character(len=*), parameter :: station = 'LSZH'", "call execute_command_line(trim(cmd))")

	g.add("lang/fortran-opendap-url-userinfo", `
  ! read sea surface temperature from the protected OPeNDAP server
  url = 'https://oceanuser:«a»@opendap.acme-ocean.org/thredds/dodsC/sst/daily.nc'
  status = nf90_open(trim(url), NF90_NOWRITE, ncid)
  if (status /= nf90_noerr) call handle_err(status)
`, V{"a": g.pwURL()}, "nf90_open(trim(url), NF90_NOWRITE, ncid)", "opendap.acme-ocean.org")

	g.add("lang/cobol-working-storage-literal", `
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SETTLEDB.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-DB-USER          PIC X(8)   VALUE "SETTLE01".
       01  WS-DB-PASSWORD      PIC X(16)  VALUE "«a»".
       01  WS-DB-NAME          PIC X(8)   VALUE "SETTLDB".
       PROCEDURE DIVISION.
           EXEC SQL
               CONNECT :WS-DB-USER IDENTIFIED BY :WS-DB-PASSWORD
                   USING :WS-DB-NAME
           END-EXEC.
`, V{"a": g.s(alUpNum, 12)}, `VALUE "SETTLE01".`, "PROGRAM-ID. SETTLEDB.")

	g.add("lang/cobol-jcl-ftp-step", `
//SETTLFTP JOB (ACCT),'DAILY SETTLE',CLASS=A,MSGCLASS=X
//FTPSTEP  EXEC PGM=FTP,PARM='ftp.clearing-partner.com (EXIT'
//SYSPRINT DD SYSOUT=*
//INPUT    DD *
acmebtch
«a»
PUT 'ACME.DAILY.SETTLE' settle.txt
QUIT
/*
`, V{"a": g.s(alUpNum, 10)}, "PUT 'ACME.DAILY.SETTLE' settle.txt", "//SYSPRINT DD SYSOUT=*")
}

func (g *G) lgShells() {
	g.add("lang/powershell-pscredential", `
$user = "ACME\svc-deploy"
$pw = ConvertTo-SecureString "«a»" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pw)
Invoke-Command -ComputerName web01.acme.local -Credential $cred -ScriptBlock { Restart-Service W3SVC }
`, V{"a": g.pw()}, `$user = "ACME\svc-deploy"`, "Restart-Service W3SVC")

	g.add("lang/powershell-invoke-restmethod-headers", `
$headers = @{
    Authorization = "Basic $([Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes(":«a»")))"
    Accept        = "application/json"
}
Invoke-RestMethod -Uri "https://dev.azure.com/acme/_apis/projects?api-version=7.1" -Headers $headers
`, V{"a": g.azDevops()}, `"https://dev.azure.com/acme/_apis/projects?api-version=7.1"`)

	g.add("lang/powershell-env-and-connect-azaccount", `
PS C:\src\infra> $env:AZURE_CLIENT_ID = "«_cid»"
PS C:\src\infra> $env:AZURE_CLIENT_SECRET = "«a»"
PS C:\src\infra> $env:AZURE_TENANT_ID = "«_tid»"
PS C:\src\infra> $sp = New-Object PSCredential($env:AZURE_CLIENT_ID, (ConvertTo-SecureString $env:AZURE_CLIENT_SECRET -AsPlainText -Force))
PS C:\src\infra> Connect-AzAccount -ServicePrincipal -Credential $sp -Tenant $env:AZURE_TENANT_ID
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_tid": g.uuid()}, "Connect-AzAccount -ServicePrincipal")

	g.add("lang/powershell-error-quotes-line", `
PS> .\deploy.ps1
Invoke-WebRequest : The remote server returned an error: (401) Unauthorized.
At C:\scripts\deploy.ps1:14 char:1
+ Invoke-WebRequest -Uri $feed -Headers @{ "X-NuGet-ApiKey" = "«a»" } ...
+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
    + CategoryInfo          : InvalidOperation: (System.Net.HttpWebRequest:HttpWebRequest) [Invoke-WebRequest], WebException
    + FullyQualifiedErrorId : WebCmdletWebResponseException,Microsoft.PowerShell.Commands.InvokeWebRequestCommand
`, V{"a": "oy2" + g.s(alLowNum, 43)}, "At C:\\scripts\\deploy.ps1:14 char:1")

	g.add("lang/powershell-here-string-config", `
@"
[smtp]
server = smtp.office365.com
user = alerts@acme.io
password = «a»
"@ | Set-Content -Path "$env:ProgramData\Acme\alerts.ini"
`, V{"a": g.pw()}, `-Path "$env:ProgramData\Acme\alerts.ini"`, "user = alerts@acme.io")

	g.add("lang/bash-bashrc-exports", `
$ tail -6 ~/.bashrc
export PATH="$HOME/.local/bin:$PATH"
export EDITOR=nvim
export CLOUDFLARE_API_TOKEN=«a»
export DIGITALOCEAN_ACCESS_TOKEN="«b»"
export NPM_TOKEN='«c»'
alias k=kubectl
`, V{"a": g.cfToken(), "b": g.doToken(), "c": g.npmTok()}, `export PATH="$HOME/.local/bin:$PATH"`, "alias k=kubectl")

	g.add("lang/bash-read-s-then-echo", `
$ read -rs DBPW
$ echo "$DBPW"
«a»
$ PGPASSWORD="$DBPW" psql -h db.acme.internal -U migrator -d app -c '\dt'
`, V{"a": g.pw()}, "psql -h db.acme.internal -U migrator -d app")

	g.add("lang/bash-heredoc-writes-config", `
#!/usr/bin/env bash
set -euo pipefail
cat > ~/.pgpass <<EOF
db.acme.internal:5432:app:migrator:«a»
replica.acme.internal:5432:*:reader:«b»
EOF
chmod 600 ~/.pgpass
cat > /etc/restic.env <<'EOF'
export RESTIC_REPOSITORY=s3:s3.amazonaws.com/acme-backups
export RESTIC_PASSWORD=«c»
export AWS_ACCESS_KEY_ID=«d»
export AWS_SECRET_ACCESS_KEY=«e»
EOF
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.pwStrong(), "d": g.awsID(), "e": g.awsSecret()}, "chmod 600 ~/.pgpass", "RESTIC_REPOSITORY=s3:s3.amazonaws.com/acme-backups")

	g.add("lang/bash-xtrace-output", `
$ bash -x ./release.sh
+ VERSION=«_v»
+ TOKEN=«a»
+ curl -sf -X POST -H 'Authorization: token «a»' -H 'Accept: application/vnd.github+json' https://api.github.com/repos/acme/cli/releases -d '{"tag_name":"v«_v»"}'
`, V{"_v": g.lgVer(), "a": g.ghp()}, "Accept: application/vnd.github+json", "https://api.github.com/repos/acme/cli/releases")

	g.add("lang/bash-assoc-array-creds", `
declare -A creds=(
  [prod]="«a»"
  [staging]="«b»"
)
for env in prod staging; do
  mysqladmin -h "db-$env.acme.internal" -u backup -p"${creds[$env]}" status
done
`, V{"a": g.pw(), "b": g.pw()}, `mysqladmin -h "db-$env.acme.internal" -u backup`)

	g.add("lang/zsh-zshrc-and-alias", `
# ~/.zshrc
export ZSH="$HOME/.oh-my-zsh"
plugins=(git kubectl fzf)
export OPENROUTER_API_KEY="«a»"
alias gh-acme='GH_TOKEN=«b» gh'
typeset -gx HOMEBREW_GITHUB_API_TOKEN=«c»
`, V{"a": g.openrouter(), "b": g.ghp(), "c": g.ghp()}, "plugins=(git kubectl fzf)")

	g.add("lang/zsh-history-extended", `
$ tail -4 ~/.zsh_history
: 1718031002:0;cd ~/src/acme-api
: 1718031017:0;export SENTRY_AUTH_TOKEN=«a»
: 1718031040:0;sentry-cli releases new «_v»
: 1718031099:0;vault login -method=userpass username=dev password=«b»
`, V{"a": g.sentryUser(), "_v": g.lgVer(), "b": g.pw()}, ": 1718031002:0;cd ~/src/acme-api")

	g.add("lang/zsh-function-autoload", `
# ~/.zfunc/awsprod
awsprod() {
  export AWS_PROFILE=prod
  export AWS_ACCESS_KEY_ID=«a»
  export AWS_SECRET_ACCESS_KEY=«b»
  print -P "%F{red}prod credentials loaded%f"
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, `print -P "%F{red}prod credentials loaded%f"`)
}

func (g *G) lgSQL() {
	g.add("lang/sql-mysql-create-user", `
-- migrations/0001_users.sql
CREATE USER IF NOT EXISTS 'app_rw'@'10.0.%' IDENTIFIED BY '«a»';
CREATE USER IF NOT EXISTS 'app_ro'@'%' IDENTIFIED WITH caching_sha2_password BY '«b»';
GRANT SELECT, INSERT, UPDATE, DELETE ON shop.* TO 'app_rw'@'10.0.%';
GRANT SELECT ON shop.* TO 'app_ro'@'%';
FLUSH PRIVILEGES;
`, V{"a": g.pw(), "b": g.pwStrong()}, "GRANT SELECT ON shop.* TO 'app_ro'@'%';")

	g.add("lang/sql-postgres-alter-role", `
BEGIN;
ALTER ROLE reporting WITH LOGIN PASSWORD '«a»' VALID UNTIL '2026-12-31';
ALTER ROLE app_migrator PASSWORD '«b»';
GRANT CONNECT ON DATABASE analytics TO reporting;
COMMIT;
`, V{"a": g.an(6) + "''" + g.an(8), "b": g.pw()}, "GRANT CONNECT ON DATABASE analytics TO reporting;")

	g.add("lang/sql-mssql-create-login", `
USE [master];
GO
CREATE LOGIN [svc_etl] WITH PASSWORD = N'«a»', CHECK_POLICY = ON, DEFAULT_DATABASE = [Staging];
GO
CREATE USER [svc_etl] FOR LOGIN [svc_etl];
ALTER ROLE db_datareader ADD MEMBER [svc_etl];
`, V{"a": g.pwStrong()}, "ALTER ROLE db_datareader ADD MEMBER [svc_etl];", "DEFAULT_DATABASE = [Staging]")

	g.add("lang/sql-oracle-identified-by-quoted", `
SQL> CREATE USER acme_app IDENTIFIED BY "«a»" DEFAULT TABLESPACE users QUOTA 500M ON users;

User created.

SQL> GRANT CREATE SESSION, CREATE TABLE TO acme_app;

Grant succeeded.
`, V{"a": g.pw()}, "DEFAULT TABLESPACE users QUOTA 500M ON users", "Grant succeeded.")

	g.add("lang/sql-postgres-fdw-user-mapping", `
CREATE SERVER legacy_crm FOREIGN DATA WRAPPER postgres_fdw
  OPTIONS (host 'crm-old.acme.internal', port '5432', dbname 'crm');
CREATE USER MAPPING FOR analytics SERVER legacy_crm
  OPTIONS (user 'crm_reader', password '«a»');
SELECT * FROM dblink('host=billing.acme.internal dbname=billing user=bi password=«b»', 'select id, total from invoices') AS t(id int, total numeric);
`, V{"a": g.pw(), "b": g.pwURL()}, "OPTIONS (host 'crm-old.acme.internal', port '5432', dbname 'crm');")

	g.add("lang/sql-snowflake-stage-credentials", `
CREATE OR REPLACE STAGE raw.events_stage
  URL = 's3://acme-events-raw/export/'
  CREDENTIALS = (AWS_KEY_ID = '«a»' AWS_SECRET_KEY = '«b»')
  FILE_FORMAT = (TYPE = PARQUET);
CREATE OR REPLACE STAGE raw.azure_stage
  URL = 'azure://acmedata.blob.core.windows.net/landing'
  CREDENTIALS = (AZURE_SAS_TOKEN = '«c»');
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": "?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-01-01T00:00:00Z&sig=" + strings.ReplaceAll(g.b64(32), "=", "%3D")},
		"URL = 's3://acme-events-raw/export/'", "FILE_FORMAT = (TYPE = PARQUET);")
}

func (g *G) lgChain() {
	g.add("lang/solidity-hardhat-config-accounts", `
// hardhat.config.ts
import { HardhatUserConfig } from "hardhat/config";
import "@nomicfoundation/hardhat-toolbox";

const DEPLOYER_PK = "«a»";

const config: HardhatUserConfig = {
  solidity: "0.8.24",
  networks: {
    sepolia: {
      url: "https://eth-sepolia.g.alchemy.com/v2/«b»",
      accounts: [DEPLOYER_PK, "«c»"],
    },
  },
  etherscan: { apiKey: "«d»" },
};
export default config;
`, V{"a": g.ethPriv(), "b": g.b64u(32), "c": g.ethPriv(), "d": g.s(alUpNum, 34)}, `solidity: "0.8.24"`, `import "@nomicfoundation/hardhat-toolbox";`)

	g.add("lang/solidity-forge-script-private-key", `
$ forge script script/Deploy.s.sol:Deploy --rpc-url https://mainnet.base.org --private-key «a» --broadcast --verify --etherscan-api-key «b»
[⠊] Compiling...
No files changed, compilation skipped
Script ran successfully.
== Logs ==
  Vault deployed at: «_addr»
`, V{"a": g.ethPriv(), "b": g.s(alUpNum, 34), "_addr": g.ethAddr()}, "script/Deploy.s.sol:Deploy", "Script ran successfully.")

	g.add("lang/js-ethers-wallet-and-contract-constants", `
// scripts/airdrop.js
const provider = new ethers.JsonRpcProvider("https://rpc.ankr.com/eth");
const wallet = new ethers.Wallet("«a»", provider);
const TOKEN = "«_tok»";
const ROUTER = "«_router»";
// contracts/Airdrop.sol: address constant OWNER = «_owner»;
`, V{"a": g.ethPriv(), "_tok": g.ethAddr(), "_router": g.ethAddr(), "_owner": g.ethAddr()}, `new ethers.JsonRpcProvider("https://rpc.ankr.com/eth")`)

	g.add("lang/js-truffle-hdwallet-mnemonic", `
// truffle-config.js
const HDWalletProvider = require("@truffle/hdwallet-provider");
const mnemonic = "«a»";

module.exports = {
  networks: {
    goerli: {
      provider: () => new HDWalletProvider(mnemonic, "https://goerli.infura.io/v3/«b»"),
      network_id: 5,
      gas: 5500000,
    },
  },
  compilers: { solc: { version: "0.8.19" } },
};
`, V{"a": g.seedPhrase(12), "b": g.hex(32)}, `compilers: { solc: { version: "0.8.19" } }`, "network_id: 5,")
}

func (g *G) lgConfigLangs() {
	g.add("lang/terraform-variable-default", `
variable "db_password" {
  description = "Master password for the RDS instance"
  type        = string
  default     = "«a»"
  sensitive   = true
}

variable "db_username" {
  type    = string
  default = "acme_admin"
}

variable "datadog_api_key" {
  type    = string
  default = "«b»"
}
`, V{"a": g.pw(), "b": g.hex(32)}, `default = "acme_admin"`, `description = "Master password for the RDS instance"`)

	g.add("lang/terraform-provider-block", `
provider "datadog" {
  api_key = "«a»"
  app_key = "«b»"
  api_url = "https://api.datadoghq.eu/"
}

provider "github" {
  owner = "acme"
  token = "«c»"
}
`, V{"a": g.hex(32), "b": g.hex(40), "c": g.ghp()}, `api_url = "https://api.datadoghq.eu/"`, `owner = "acme"`)

	g.add("lang/terraform-tfvars-file", `
$ cat envs/prod.auto.tfvars
region             = "eu-west-1"
instance_type      = "m6i.large"
cloudflare_token   = "«a»"
pagerduty_token    = "«b»"
vpn_psk            = "«c»"
`, V{"a": g.cfToken(), "b": g.s(alAlnum+"-_+", 20), "c": g.an(32)}, `instance_type      = "m6i.large"`)

	g.add("lang/terraform-plan-user-data-leak", `
  # aws_instance.runner will be created
  + resource "aws_instance" "runner" {
      + ami                          = "ami-0c1c30571d2dae5c9"
      + instance_type                = "t3.medium"
      + user_data                    = <<-EOT
            #!/bin/bash
            export RUNNER_TOKEN=«a»
            /opt/actions-runner/config.sh --url https://github.com/acme --token $RUNNER_TOKEN --unattended
        EOT
      + password_data                = (known after apply)
    }

  # aws_db_instance.main will be created
  + resource "aws_db_instance" "main" {
      + password = (sensitive value)
    }
`, V{"a": g.s(alUpNum, 29)}, `+ ami                          = "ami-0c1c30571d2dae5c9"`, "+ password = (sensitive value)")

	g.add("lang/nix-let-secret", `
{ config, pkgs, ... }:
let
  grafanaAdmin = "«a»";
  smtpPw = "«b»";
in {
  services.grafana = {
    enable = true;
    settings.security.admin_password = grafanaAdmin;
    settings.smtp = { enabled = true; host = "smtp.fastmail.com:465"; user = "grafana@acme.io"; password = smtpPw; };
  };
  networking.hostName = "mon01";
}
`, V{"a": g.pw(), "b": g.s(alLower, 16)}, `networking.hostName = "mon01";`, `host = "smtp.fastmail.com:465"`)

	g.add("lang/nix-conf-access-tokens", `
$ cat ~/.config/nix/nix.conf
experimental-features = nix-command flakes
access-tokens = github.com=«a» gitlab.acme.io=PAT:«b»
substituters = https://cache.nixos.org https://acme.cachix.org
trusted-public-keys = cache.nixos.org-1:6NCHdD59X431o0gWypbMrAURkbJ16ZPMQFGspcDShjY= acme.cachix.org-1:«_pub»
`, V{"a": g.ghp(), "b": g.glpat(), "_pub": g.b64(32)}, "experimental-features = nix-command flakes", "cache.nixos.org-1:6NCHdD59X431o0gWypbMrAURkbJ16ZPMQFGspcDShjY=")

	g.add("lang/nix-wpa-and-initial-password", `
  networking.wireless.networks."acme-office".psk = "«a»";
  users.users.kiosk = {
    isNormalUser = true;
    initialPassword = "«b»";
    extraGroups = [ "video" "input" ];
  };
`, V{"a": g.pw(), "b": g.pw()}, `extraGroups = [ "video" "input" ];`)

	g.add("lang/jsonnet-grafana-datasource", `
local creds = {
  user: 'grafana_ro',
  password: '«a»',
};

{
  apiVersion: 1,
  datasources: [
    {
      name: 'Warehouse',
      type: 'postgres',
      url: 'dw.acme.internal:5432',
      user: creds.user,
      secureJsonData: { password: creds.password },
      jsonData: { database: 'dw', sslmode: 'require' },
    },
  ],
}
`, V{"a": g.pw()}, "url: 'dw.acme.internal:5432'", "user: 'grafana_ro'")

	g.add("lang/jsonnet-tanka-secret-base64", `
// environments/prod/main.jsonnet
local k = import 'k.libsonnet';
{
  secret: k.core.v1.secret.new('api-keys', {
    SENDGRID_API_KEY: std.base64('«a»'),
    JWT_SIGNING_KEY: std.base64('«b»'),
  }),
}
`, V{"a": g.sendgrid(), "b": g.b64u(43)}, "local k = import 'k.libsonnet';")

	g.add("lang/cue-values-with-constraints", `
package deploy

#DB: {
	host:     string
	user:     string
	password: string & =~"^.{12,}$"
}

db: #DB & {
	host:     "pg.acme.internal"
	user:     "deploy"
	password: "«a»"
}

slack: webhook: "«b»"
`, V{"a": g.pwStrong(), "b": g.lgSlackHook()}, `password: string & =~"^.{12,}$"`, `host:     "pg.acme.internal"`)

	g.add("lang/cue-export-yaml", `
$ cue export ./deploy --out yaml -e registry
registry:
  server: ghcr.io
  username: acme-bot
  password: «a»
`, V{"a": g.ghp()}, "username: acme-bot", "server: ghcr.io")

	g.add("lang/starlark-bazel-build-env", `
go_test(
    name = "integration_test",
    srcs = ["integration_test.go"],
    env = {
        "ACME_API_URL": "https://staging-api.acme.io",
        "ACME_API_KEY": "«a»",
    },
    tags = ["manual", "requires-network"],
    deps = ["//pkg/client"],
)
`, V{"a": g.an(40)}, `tags = ["manual", "requires-network"]`, `"ACME_API_URL": "https://staging-api.acme.io"`)

	g.add("lang/starlark-bazelrc-remote-header", `
$ cat .bazelrc.user
build --remote_cache=grpcs://remote.buildbuddy.io
build --bes_backend=grpcs://remote.buildbuddy.io
build --remote_header=x-buildbuddy-api-key=«a»
build --jobs=16
`, V{"a": g.an(20)}, "build --remote_cache=grpcs://remote.buildbuddy.io", "build --jobs=16")

	g.add("lang/starlark-tiltfile-secret", `
# Tiltfile
load('ext://secret', 'secret_from_dict')
k8s_yaml(secret_from_dict("pg-auth", inputs={
    "username": "app",
    "password": "«a»",
}))
k8s_yaml(kustomize('k8s/overlays/dev'))
docker_build('acme/api', '.', live_update=[sync('./src', '/app/src')])
`, V{"a": g.pw()}, "k8s_yaml(kustomize('k8s/overlays/dev'))", "load('ext://secret', 'secret_from_dict')")
}

func (g *G) lgBuildFiles() {
	g.add("lang/makefile-vars-and-login", `
REGISTRY      ?= registry.acme.io
REGISTRY_USER ?= ci
REGISTRY_PASS ?= «a»
VERSION       := $(shell git describe --tags --always)

push:
	echo "$(REGISTRY_PASS)" | docker login $(REGISTRY) -u $(REGISTRY_USER) --password-stdin
	docker push $(REGISTRY)/api:$(VERSION)
`, V{"a": g.pwStrong()}, "VERSION       := $(shell git describe --tags --always)", "docker push $(REGISTRY)/api:$(VERSION)")

	g.add("lang/makefile-make-output-echoes", `
$ make notify
curl -fsS -X POST -H 'Content-Type: application/json' -d '{"text":"build «_v» green"}' «a»
ok
curl -fsS -H "Authorization: Bearer «b»" https://api.honeycomb.io/1/markers/acme-api -d '{"message":"deploy «_v»"}'
{"id":"«_mid»","message":"deploy «_v»"}
`, V{"_v": g.lgVer(), "a": g.lgSlackHook(), "b": g.an(32), "_mid": g.an(11)}, "$ make notify", "https://api.honeycomb.io/1/markers/acme-api")

	g.add("lang/makefile-target-specific-export", `
migrate: export PGPASSWORD := «a»
migrate:
	psql -h localhost -U postgres -d acme -f db/schema.sql

seed: DATABASE_URL = postgres://postgres:«a»@localhost:5432/acme
seed:
	go run ./cmd/seed
`, V{"a": g.pwURL()}, "psql -h localhost -U postgres -d acme -f db/schema.sql", "go run ./cmd/seed")

	g.add("lang/dockerfile-arg-env-defaults", `
FROM node:20-alpine AS build
ARG NPM_TOKEN=«a»
ENV SENTRY_AUTH_TOKEN=«b»
WORKDIR /app
COPY package*.json .npmrc ./
RUN npm ci && rm -f .npmrc
ENV NODE_ENV=production PORT=8080
`, V{"a": g.npmTok(), "b": g.sentryUser()}, "FROM node:20-alpine AS build", "ENV NODE_ENV=production PORT=8080")

	g.add("lang/dockerfile-history-shows-env", `
$ docker history --no-trunc --format '{{.CreatedBy}}' acme/worker:latest | head -4
/bin/sh -c #(nop)  CMD ["python" "-m" "worker"]
/bin/sh -c #(nop)  ENV CELERY_BROKER_URL=amqp://worker:«a»@rabbitmq:5672//
/bin/sh -c #(nop)  ENV OPENAI_API_KEY=«b»
/bin/sh -c pip install --no-cache-dir -r requirements.txt
`, V{"a": g.pwURL(), "b": g.openai()}, "pip install --no-cache-dir -r requirements.txt", `CMD ["python" "-m" "worker"]`)

	g.add("lang/dockerfile-build-arg-command", `
$ docker build --build-arg GITHUB_TOKEN=«a» --build-arg GOPROXY=https://proxy.golang.org -t acme/api:dev .
[+] Building 41.2s (14/14) FINISHED
 => [builder 4/7] RUN git config --global url."https://«a»@github.com/".insteadOf "https://github.com/"
`, V{"a": g.ghp()}, "--build-arg GOPROXY=https://proxy.golang.org", "[+] Building 41.2s (14/14) FINISHED")
}

func (g *G) lgTemplates() {
	g.add("lang/jinja-template-and-rendered", `
$ cat templates/app.env.j2
DATABASE_URL=postgres://{{ db_user }}:{{ db_password }}@{{ db_host }}/{{ db_name }}
SECRET_KEY={{ django_secret_key }}
$ ansible -m debug -a "msg={{ lookup('template', 'templates/app.env.j2') }}" web01
web01 | SUCCESS => {
    "msg": "DATABASE_URL=postgres://acme:«a»@db01.acme.internal/acme\nSECRET_KEY=«b»\n"
}
`, V{"a": g.pwURL(), "b": g.s(alDjango, 50)}, "{{ db_password }}", "{{ django_secret_key }}")

	g.add("lang/jinja-ansible-diff-rendered", `
TASK [app : render /etc/acme/api.env] *****************************************
--- before: /etc/acme/api.env
+++ after: /home/dev/.ansible/tmp/ansible-local-1/tmpz1k/api.env.j2
@@ -1,3 +1,3 @@
 LOG_LEVEL=info
-STRIPE_SECRET_KEY=«a»
+STRIPE_SECRET_KEY=«b»
 REDIS_URL=redis://cache01:6379/0

changed: [api01]
`, V{"a": g.skLive(), "b": g.skLive()}, "REDIS_URL=redis://cache01:6379/0", "changed: [api01]")

	g.add("lang/handlebars-template-and-output", `
$ cat templates/config.hbs
{
  "apiUrl": "{{apiUrl}}",
  "apiKey": "{{apiKey}}",
  "debug": {{debug}}
}
$ node render.js --env prod && cat dist/config.json
{
  "apiUrl": "https://api.acme.io",
  "apiKey": "«a»",
  "debug": false
}
`, V{"a": g.an(40)}, `"apiKey": "{{apiKey}}"`, `"apiUrl": "https://api.acme.io"`)

	g.add("lang/erb-template-rendered", `
# config/database.yml.erb rendered by the deploy script
production:
  adapter: postgresql
  host: <%= ENV.fetch("DB_HOST") %>
  username: rails
  password: «a»
  database: acme_production
`, V{"a": g.pw()}, `host: <%= ENV.fetch("DB_HOST") %>`, "database: acme_production")

	g.add("lang/go-template-rendered-secret-manifest", `
$ helm template acme ./chart -f values-prod.yaml -s templates/secret.yaml
---
# Source: acme/templates/secret.yaml
apiVersion: v1
kind: Secret
metadata:
  name: acme-api
stringData:
  REDIS_PASSWORD: "«a»"
  MAILGUN_API_KEY: "«b»"
`, V{"a": g.an(32), "b": g.mailgun()}, "# Source: acme/templates/secret.yaml", "name: acme-api")
}

// lgBenign adds cases with nothing to remove: reads of the environment
// without a default, prompts, placeholders, fake test values, identifiers
// that merely contain a credential word, public keys, hashes and ids.
func (g *G) lgBenign() {
	g.add("lang/benign-rust-env-expect-and-tokenizer", `
   1→use tokenizers::Tokenizer;
   2→
   3→pub struct Secrets {
   4→    pub api_key: String,
   5→    pub signing_key: Vec<u8>,
   6→}
   7→
   8→impl Secrets {
   9→    pub fn from_env() -> anyhow::Result<Self> {
  10→        Ok(Self {
  11→            api_key: std::env::var("ACME_API_KEY").context("ACME_API_KEY unset")?,
  12→            signing_key: hex::decode(std::env::var("ACME_SIGNING_KEY")?)?,
  13→        })
  14→    }
  15→}
  16→
  17→pub fn load_tokenizer() -> Tokenizer { Tokenizer::from_file("models/tokenizer.json").unwrap() }
`, V{}, `std::env::var("ACME_API_KEY").context("ACME_API_KEY unset")?`, `Tokenizer::from_file("models/tokenizer.json")`, "pub signing_key: Vec<u8>,")

	g.add("lang/benign-go-flags-and-struct-tags", `
type Config struct {
	APIKey      string `+"`"+`json:"api_key" env:"ACME_API_KEY,required"`+"`"+`
	WebhookPath string `+"`"+`json:"webhook_path" env:"WEBHOOK_PATH" envDefault:"/hooks/github"`+"`"+`
	SecretRef   string `+"`"+`json:"secret_ref"`+"`"+`
}

var (
	token   = flag.String("token", "", "API token (or set ACME_TOKEN)")
	keyFile = flag.String("key-file", "/etc/acme/signing.pem", "path to the signing key")
)

func main() {
	flag.Parse()
	if *token == "" {
		*token = os.Getenv("ACME_TOKEN")
	}
}
`, V{}, `env:"ACME_API_KEY,required"`, `flag.String("token", "", "API token (or set ACME_TOKEN)")`, `"/etc/acme/signing.pem"`, `os.Getenv("ACME_TOKEN")`)

	g.add("lang/benign-go-sum-and-ed25519-public", `
$ grep golang.org/x/crypto go.sum
golang.org/x/crypto v0.«_m».0 h1:«_h1»=
golang.org/x/crypto v0.«_m».0/go.mod h1:«_h2»=
$ sed -n 8,10p internal/license/verify.go
// publicKey verifies license files; the private half lives in the signing service.
var publicKey = ed25519.PublicKey(mustHex("«_pub»"))
`, V{"_m": fmt.Sprint(20 + g.r.IntN(15)), "_h1": g.b64(32)[:43], "_h2": g.b64(32)[:43], "_pub": g.hex(64)}, "var publicKey = ed25519.PublicKey(mustHex(")

	g.add("lang/benign-java-value-without-default", `
@Configuration
public class StripeConfig {
    @Value("${stripe.secret-key}")
    private String secretKey;

    @Value("${stripe.api-version:2024-06-20}")
    private String apiVersion;

    private final SecretaryService secretaryService;
    private final KeyboardLayoutRegistry keyboardLayouts;

    @Bean
    public StripeClient stripeClient() { return new StripeClient(secretKey); }
}
`, V{}, `@Value("${stripe.secret-key}")`, `@Value("${stripe.api-version:2024-06-20}")`, "private final SecretaryService secretaryService;", "KeyboardLayoutRegistry")

	g.add("lang/benign-kotlin-buildconfig-references", `
android {
    defaultConfig {
        buildConfigField("String", "MAPS_KEY", "\"${project.findProperty("MAPS_KEY") ?: ""}\"")
        buildConfigField("String", "API_BASE", "\"https://api.acme.io\"")
    }
}

class TokenRepository(private val prefs: EncryptedSharedPreferences) {
    fun accessToken(): String? = prefs.getString("access_token", null)
    fun clear() = prefs.edit().remove("access_token").apply()
}
`, V{}, `project.findProperty("MAPS_KEY")`, `prefs.getString("access_token", null)`, `"\"https://api.acme.io\""`)

	g.add("lang/benign-c-prompts-and-sizes", `
#define MAX_TOKEN_LEN      256
#define PASSWORD_PROMPT    "Password: "
#define SECRET_FILE_MODE   0600

static int read_password(char *buf, size_t len)
{
    char *pw = getpass(PASSWORD_PROMPT);
    if (pw == NULL)
        return -1;
    strncpy(buf, pw, len - 1);
    explicit_bzero(pw, strlen(pw));
    return 0;
}
`, V{}, `#define PASSWORD_PROMPT    "Password: "`, "#define MAX_TOKEN_LEN      256", "explicit_bzero(pw, strlen(pw));")

	g.add("lang/benign-csharp-configuration-lookups", `
var builder = WebApplication.CreateBuilder(args);
var stripeKey = builder.Configuration["Stripe:SecretKey"]
    ?? throw new InvalidOperationException("Stripe:SecretKey is not configured");
builder.Services.AddDbContext<AppDb>(o => o.UseNpgsql(builder.Configuration.GetConnectionString("Default")));
builder.Configuration.AddAzureKeyVault(new Uri("https://acme-kv.vault.azure.net/"), new DefaultAzureCredential());
`, V{}, `builder.Configuration["Stripe:SecretKey"]`, `GetConnectionString("Default")`, `new Uri("https://acme-kv.vault.azure.net/")`)

	g.add("lang/benign-python-getpass-and-fakes", `
import getpass, os

def login():
    user = input("Username: ")
    pw = getpass.getpass("Password: ")
    return api.login(user, pw, otp=os.environ["ACME_OTP"])

def test_login_rejects_bad_password(client):
    resp = client.post("/login", data={"username": "alice", "password": "xxx"})
    assert resp.status_code == 401
    resp = client.post("/login", data={"username": "test", "password": "test"})
    assert resp.status_code == 401
`, V{}, `getpass.getpass("Password: ")`, `os.environ["ACME_OTP"]`, `"password": "xxx"`, `{"username": "test", "password": "test"}`)

	g.add("lang/benign-python-secrets-module-calls", `
>>> import secrets, hashlib
>>> len(secrets.token_urlsafe(32))
43
>>> hashlib.sha256(open("dist/acme-«_v».tar.gz", "rb").read()).hexdigest()
'«_h»'
>>> from transformers import AutoTokenizer
>>> tok = AutoTokenizer.from_pretrained("bert-base-uncased")
`, V{"_v": g.lgVer(), "_h": g.lgSha256()}, `AutoTokenizer.from_pretrained("bert-base-uncased")`, "len(secrets.token_urlsafe(32))")

	g.add("lang/benign-ruby-credentials-dig", `
Stripe.api_key = Rails.application.credentials.dig(:stripe, :secret_key)
Aws.config.update(
  region: "eu-central-1",
  credentials: Aws::Credentials.new(
    Rails.application.credentials.aws[:access_key_id],
    Rails.application.credentials.aws[:secret_access_key]
  )
)
has_secure_password
has_secure_token :api_token, length: 36
`, V{}, "Rails.application.credentials.dig(:stripe, :secret_key)", "has_secure_token :api_token, length: 36", `region: "eu-central-1"`)

	g.add("lang/benign-php-env-and-password-hash", `
$pdo = new PDO(getenv('DB_DSN'), getenv('DB_USER'), getenv('DB_PASSWORD'));
$hash = password_hash($_POST['password'], PASSWORD_DEFAULT);
if (!password_verify($input, $row['password_hash'])) {
    throw new AuthException('invalid credentials');
}
$token = bin2hex(random_bytes(32));
`, V{}, "getenv('DB_PASSWORD')", "password_hash($_POST['password'], PASSWORD_DEFAULT)", "bin2hex(random_bytes(32))")

	g.add("lang/benign-js-env-required-and-integrity", `
const required = ["STRIPE_SECRET_KEY", "DATABASE_URL", "JWT_SECRET"];
for (const name of required) {
  if (!process.env[name]) throw new Error(`+"`"+`missing env ${name}`+"`"+`);
}
// package-lock.json
"node_modules/jsonwebtoken": {
  "version": "9.0.2",
  "resolved": "https://registry.npmjs.org/jsonwebtoken/-/jsonwebtoken-9.0.2.tgz",
  "integrity": "sha512-«_sri»"
}
`, V{"_sri": g.b64(64)}, `const required = ["STRIPE_SECRET_KEY", "DATABASE_URL", "JWT_SECRET"];`, `"resolved": "https://registry.npmjs.org/jsonwebtoken/-/jsonwebtoken-9.0.2.tgz"`)

	g.add("lang/benign-ts-types-and-ids", `
export interface Credentials {
  apiKey: string;
  apiSecret: string;
  passphrase?: string;
}

export const WORKSPACE_ID = "«_ws»";
export const PROJECT_ID = "«_pid»";
export const SCHEMA_VERSION = "«_v»";
export type TokenKind = "access" | "refresh" | "id";
`, V{"_ws": g.uuid(), "_pid": g.uuid(), "_v": g.lgVer()}, "apiSecret: string;", `export type TokenKind = "access" | "refresh" | "id";`)

	g.add("lang/benign-swift-process-info-and-placeholder", `
struct Env {
    static var apiKey: String {
        guard let key = ProcessInfo.processInfo.environment["ACME_API_KEY"] else {
            fatalError("Set ACME_API_KEY in the scheme's environment")
        }
        return key
    }
    static let placeholderKey = "YOUR_API_KEY_HERE"
    static let deviceId = UUID(uuidString: "«_id»")!
}
`, V{"_id": strings.ToUpper(g.uuid())}, `ProcessInfo.processInfo.environment["ACME_API_KEY"]`, `"YOUR_API_KEY_HERE"`)

	g.add("lang/benign-dart-from-environment-only", `
class AppConfig {
  static const apiBase = String.fromEnvironment('API_BASE', defaultValue: 'https://api.acme.io');
  static const sentryDsnSet = bool.hasEnvironment('SENTRY_DSN');
  static const stripeKey = String.fromEnvironment('STRIPE_PUBLISHABLE_KEY');
  static const buildNumber = int.fromEnvironment('BUILD_NUMBER', defaultValue: 1);
}
`, V{}, "String.fromEnvironment('STRIPE_PUBLISHABLE_KEY')", "defaultValue: 'https://api.acme.io'", "int.fromEnvironment('BUILD_NUMBER', defaultValue: 1)")

	g.add("lang/benign-sql-psql-variable-and-null", `
\set pw `+"`"+`cat /run/secrets/reporting_pw`+"`"+`
CREATE ROLE reporting LOGIN PASSWORD :'pw';
ALTER ROLE legacy_app PASSWORD NULL;
SELECT rolname, rolvaliduntil FROM pg_roles WHERE rolname LIKE 'app_%';
`, V{}, "CREATE ROLE reporting LOGIN PASSWORD :'pw';", "ALTER ROLE legacy_app PASSWORD NULL;", "cat /run/secrets/reporting_pw")

	g.add("lang/benign-powershell-prompts", `
$cred = Get-Credential -UserName "ACME\svc-deploy" -Message "Deployment account"
$pat = Read-Host -Prompt "Azure DevOps PAT" -AsSecureString
$secret = (Get-AzKeyVaultSecret -VaultName acme-kv -Name "sql-admin").SecretValue
Write-Host "Loaded secret version $((Get-AzKeyVaultSecret -VaultName acme-kv -Name sql-admin).Version)"
`, V{}, `Read-Host -Prompt "Azure DevOps PAT" -AsSecureString`, `Get-AzKeyVaultSecret -VaultName acme-kv -Name "sql-admin"`)

	g.add("lang/benign-bash-required-vars", `
#!/usr/bin/env bash
set -euo pipefail
: "${GITHUB_TOKEN:?GITHUB_TOKEN must be set}"
: "${DEPLOY_KEY_PATH:=/run/secrets/deploy_key}"
read -rsp "Vault password: " VAULT_PASS; echo
ansible-vault view --vault-password-file <(printf '%s' "$VAULT_PASS") group_vars/prod/vault.yml >/dev/null
`, V{}, `: "${GITHUB_TOKEN:?GITHUB_TOKEN must be set}"`, `read -rsp "Vault password: " VAULT_PASS; echo`)

	g.add("lang/benign-terraform-sensitive-no-default", `
variable "db_password" {
  type      = string
  sensitive = true
}

resource "random_password" "api" {
  length  = 32
  special = false
}

resource "aws_ssm_parameter" "api_key" {
  name  = "/acme/prod/api_key"
  type  = "SecureString"
  value = random_password.api.result
}
`, V{}, "value = random_password.api.result", `name  = "/acme/prod/api_key"`)

	g.add("lang/benign-elixir-haskell-env-reads", `
# config/runtime.exs
secret_key_base = System.fetch_env!("SECRET_KEY_BASE")
config :acme, AcmeWeb.Endpoint, secret_key_base: secret_key_base

-- app/Main.hs
main :: IO ()
main = do
  token <- getEnv "ACME_TOKEN"
  mKey  <- lookupEnv "ACME_SIGNING_KEY"
  run token (fromMaybe "" mKey)
`, V{}, `System.fetch_env!("SECRET_KEY_BASE")`, `token <- getEnv "ACME_TOKEN"`, `lookupEnv "ACME_SIGNING_KEY"`)

	_, sshPub := g.sshEd25519("deploy@acme")
	g.add("lang/benign-public-keys-in-source", `
const (
	// authorized for the deploy user on the build hosts
	deployPubKey = "«_ssh»"
	agePublic    = "«_age»"
)
`, V{"_ssh": sshPub + " deploy@acme", "_age": g.agePublic()})

	g.add("lang/benign-solidity-addresses", `
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

contract Treasury {
    address public constant MULTISIG = «_a»;
    address public constant USDC = «_b»;
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    bytes32 public immutable merkleRoot = «_root»;
}
`, V{"_a": g.ethAddr(), "_b": g.ethAddr(), "_root": "0x" + g.hex(64)}, `keccak256("MINTER_ROLE")`, "pragma solidity ^0.8.24;")

	g.add("lang/benign-dockerfile-secret-mount", `
# syntax=docker/dockerfile:1.7
FROM python:3.12-slim
ARG PIP_INDEX_URL
RUN --mount=type=secret,id=pip_conf,target=/etc/pip.conf pip install -r requirements.txt
RUN --mount=type=secret,id=npm_token NPM_TOKEN=$(cat /run/secrets/npm_token) npm ci
`, V{}, "RUN --mount=type=secret,id=pip_conf,target=/etc/pip.conf pip install -r requirements.txt", "ARG PIP_INDEX_URL")

	g.add("lang/benign-makefile-pass-and-sops", `
DB_PASSWORD = $(shell pass show acme/db/prod)
SOPS_AGE_KEY_FILE ?= $(HOME)/.config/sops/age/keys.txt

secrets.env: secrets.enc.env
	sops --decrypt $< > $@
`, V{}, "DB_PASSWORD = $(shell pass show acme/db/prod)", "sops --decrypt $< > $@")

	g.add("lang/benign-nix-agenix-password-file", `
{
  age.secrets.grafana-admin.file = ../secrets/grafana-admin.age;
  services.grafana.settings.security.admin_password = "$__file{${config.age.secrets.grafana-admin.path}}";
  services.postgresql.authentication = "host all all 10.0.0.0/8 scram-sha-256";
  users.users.dev.openssh.authorizedKeys.keys = [ "«_k»" ];
}
`, V{"_k": g.sshRSAPub() + " dev@laptop"}, "age.secrets.grafana-admin.file = ../secrets/grafana-admin.age;")

	g.add("lang/benign-lua-r-env-reads", `
-- nginx lua
local redis_pw = os.getenv("REDIS_PASSWORD")
local api_key = ngx.var.http_x_api_key

# R
key <- keyring::key_get("acme-api", username = "analyst")
token <- Sys.getenv("GITHUB_PAT")
`, V{}, `os.getenv("REDIS_PASSWORD")`, `keyring::key_get("acme-api", username = "analyst")`, `Sys.getenv("GITHUB_PAT")`)

	g.add("lang/benign-jinja-template-source", `
# roles/app/templates/settings.py.j2
SECRET_KEY = "{{ vault_django_secret_key }}"
DATABASES = {"default": {"PASSWORD": "{{ vault_db_password }}", "HOST": "{{ db_host }}"}}
STRIPE_KEY = "{{ lookup('community.hashi_vault.hashi_vault', 'secret=kv/data/stripe:secret_key') }}"
`, V{}, `"{{ vault_django_secret_key }}"`, `"PASSWORD": "{{ vault_db_password }}"`)

	g.add("lang/benign-compiler-error-no-value", agBT(`
error[E0425]: cannot find value ˋapi_tokenˋ in this scope
  --> src/client.rs:22:38
   |
22 |         .header("Authorization", api_token)
   |                                  ^^^^^^^^^ help: a local variable with a similar name exists: ˋapi_keyˋ
src/auth/session.go:41:2: declared and not used: refreshToken
Main.java:17: error: cannot find symbol
        String pw = config.getPassword();
                          ^
`), V{}, "declared and not used: refreshToken", "String pw = config.getPassword();")

	g.add("lang/benign-test-doubles-obvious-fakes", `
const fakeCreds = { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" };
const stripe = new Stripe("sk_test_dummy", { apiVersion: "2024-06-20" });
jest.mock("./vault", () => ({ read: jest.fn().mockResolvedValue({ password: "changeme" }) }));
expect(redact("token=abc")).toBe("token=***");
`, V{}, "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", `new Stripe("sk_test_dummy"`, `expect(redact("token=abc")).toBe("token=***");`)

	g.add("lang/benign-cobol-fortran-no-literal", `
       01  WS-DB-PASSWORD      PIC X(16).
           ACCEPT WS-DB-PASSWORD FROM ENVIRONMENT "SETTLE_DB_PW".

  call get_environment_variable("EARTHDATA_TOKEN", token, status=ios)
  if (ios /= 0) stop 'EARTHDATA_TOKEN not set'
`, V{}, `ACCEPT WS-DB-PASSWORD FROM ENVIRONMENT "SETTLE_DB_PW".`, `call get_environment_variable("EARTHDATA_TOKEN", token, status=ios)`)

	g.add("lang/benign-clojure-erlang-lookups", `
(def stripe-key (System/getenv "STRIPE_SECRET_KEY"))
(def cfg (aero/read-config "config.edn" {:profile :prod}))
;; config.edn: {:db {:password #env DB_PASSWORD}}

{ok, Pw} = application:get_env(acme_core, db_password),
Cookie = erlang:get_cookie().
`, V{}, `(System/getenv "STRIPE_SECRET_KEY")`, "{:db {:password #env DB_PASSWORD}}", "application:get_env(acme_core, db_password)")
}
