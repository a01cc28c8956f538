package cases

import (
	"fmt"
	"strings"
)

// testCases adds what a coding agent sees while it runs and fixes test
// suites: the failures, reports, snapshots, recordings, fixtures and test
// configuration where credentials end up. Sources: Go testing output
// (got/want, t.Log, -json), testify's diff blocks, go-cmp diffs, Ginkgo and
// Gomega, golden files and fuzz corpora; pytest (-vv assertion rewriting
// and its "Full diff", --showlocals, captured logs, parametrize ids,
// short summaries), unittest, conftest.py, pytest.ini and tox.ini,
// Hypothesis falsifying examples and syrupy .ambr snapshots; Jest and
// Vitest "Expected/Received" diffs, toHaveBeenCalledWith, .snap files and
// inline snapshots, console blocks, Mocha/Chai, node:test TAP, Playwright
// and Cypress; RSpec, Minitest, WebMock's unregistered-request error,
// factory_bot and Rails fixtures and test logs; JUnit 5, AssertJ, Spock,
// Kotest, ScalaTest, MockMvc's print(), Surefire and Gradle reports;
// xUnit, NUnit, MSTest, FluentAssertions, Verify snapshots and .trx
// files; PHPUnit, Pest and Laravel's testing environment; ExUnit, cargo
// test panics with left/right, insta snapshots and "cargo insta review",
// proptest shrinks, XCTest, Dart, Hspec and clojure.test; HTTP recordings
// (VCR, go-vcr, vcrpy, Betamax, responses' recorder, Polly.js HAR, nock
// recorder and nock back, WireMock mappings and stubs, WireMock.Net,
// Hoverfly, Talkback, MSW handlers); JUnit XML with <system-out>, TAP,
// Allure results, CI test summaries and annotations, coverage reports
// that show source lines (coverage.py annotate, go tool cover, JaCoCo,
// SimpleCov); fixtures, factories and seeds (Django, Prisma, Knex,
// Laravel, Ecto, SQL); test env files (.env.test, jest setup, Vitest and
// Playwright config, cypress.env.json, docker-compose.test.yml, CI test
// jobs); Testcontainers (Java, Go, Python), LocalStack and compose logs
// with generated passwords; and agents' notes while fixing tests.
// Secrets: tokens, API keys, passwords, DSNs, cookies and private keys in
// expected/actual values, snapshots, recordings and fixtures. Benign:
// placeholders ("test-token", "dummy", "fake-key", "changeme", "xxx",
// filtered markers such as <GITHUB_TOKEN>), request and test ids, commit
// shas, durations, ports and hostnames, public keys, hashes and shrunk
// all-zero examples. The case names start with "test/".
func (g *G) testCases() {
	g.tstGo()
	g.tstPython()
	g.tstJS()
	g.tstRuby()
	g.tstJVM()
	g.tstDotNet()
	g.tstPHP()
	g.tstOtherLangs()
	g.tstRecordings()
	g.tstReports()
	g.tstFixtures()
	g.tstEnvFiles()
	g.tstContainers()
	g.tstAgent()
}

// ---- values used only here ----

// tstAdd is add with "ˋ" in the template and benign strings turned into
// backticks, which raw strings cannot hold.
func (g *G) tstAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

func (g *G) tstDur() string { return fmt.Sprintf("%d.%03ds", g.r.IntN(3), g.r.IntN(1000)) }
func (g *G) tstMs() string  { return fmt.Sprintf("%d", 2+g.r.IntN(900)) }
func (g *G) tstTS() string {
	return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02d", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}
func (g *G) tstHTTPDate() string {
	days := []string{"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"}
	months := []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}
	return fmt.Sprintf("%s, %02d %s 2025 %02d:%02d:%02d GMT", g.pick(days...), 1+g.r.IntN(28), g.pick(months...), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}
func (g *G) tstPtr() string       { return "0xc000" + g.hex(6) }
func (g *G) tstPyAddr() string    { return "0x7f" + g.hex(10) }
func (g *G) tstCtr() string       { return g.hex(64) }
func (g *G) tstStripeReq() string { return "req_" + g.an(14) }
func (g *G) tstSlackHook() string {
	return "https://hooks.slack.com/services/" + g.slackT() + "/" + g.slackB() + "/" + g.an(24)
}
func (g *G) tstPort() string { return fmt.Sprintf("%d", 32768+g.r.IntN(28000)) }

func (g *G) tstGo() {
	g.tstAdd("test/go-testing-got-want-header", `
$ go test ./internal/ghclient/ -run TestNewRequest -v
=== RUN   TestNewRequest
=== RUN   TestNewRequest/uses_token_from_env
    client_test.go:48: Authorization = "token «a»", want "token «b»"
=== RUN   TestNewRequest/anonymous
--- FAIL: TestNewRequest (0.00s)
    --- FAIL: TestNewRequest/uses_token_from_env (0.00s)
    --- PASS: TestNewRequest/anonymous (0.00s)
FAIL
FAIL	github.com/acme/deploybot/internal/ghclient	«_d»
FAIL
`, V{"a": g.ghp(), "b": g.ghp(), "_d": g.tstDur()}, "github.com/acme/deploybot/internal/ghclient", "TestNewRequest/anonymous")

	g.tstAdd("test/go-testify-spew-config", `
--- FAIL: TestLoadConfig (0.00s)
    config_test.go:37: 
        	Error Trace:	/home/dev/src/billing/config/config_test.go:37
        	Error:      	Not equal: 
        	            	expected: &config.Config{Addr:":8080", DatabaseURL:"postgres://billing:«a»@localhost:5432/billing_test?sslmode=disable", RedisAddr:"localhost:6379"}
        	            	actual  : &config.Config{Addr:":8080", DatabaseURL:"postgres://billing:«b»@localhost:5432/billing_test?sslmode=disable", RedisAddr:"localhost:6379"}
        	            	
        	            	Diff:
        	            	--- Expected
        	            	+++ Actual
        	            	@@ -2,3 +2,3 @@
        	            	  Addr: (string) (len=5) ":8080",
        	            	- DatabaseURL: (string) (len=«=l1») "postgres://billing:«a»@localhost:5432/billing_test?sslmode=disable",
        	            	+ DatabaseURL: (string) (len=«=l2») "postgres://billing:«b»@localhost:5432/billing_test?sslmode=disable",
        	            	  RedisAddr: (string) (len=14) "localhost:6379"
        	Test:       	TestLoadConfig
FAIL
`, V{"a": g.pwURL(), "b": g.pwURL(), "=l1": "83", "=l2": "87"}, "/home/dev/src/billing/config/config_test.go:37", `RedisAddr:"localhost:6379"`)

	g.tstAdd("test/go-cmp-want-got-struct", `
    loader_test.go:61: Load("testdata/prod.yaml") mismatch (-want +got):
          config.Upstream{
          	Name:    "payments",
          	BaseURL: "https://api.stripe.com",
        - 	APIKey:  "«a»",
        + 	APIKey:  "«b»",
          	Timeout: s"30s",
          	Retries: 3,
          }
--- FAIL: TestLoadUpstream (0.01s)
`, V{"a": g.rkLive(), "b": g.skLive()}, `Timeout: s"30s"`, `Load("testdata/prod.yaml") mismatch (-want +got):`)

	g.tstAdd("test/go-fatalf-dsn", `
$ go test ./store/... 
--- FAIL: TestMain (0.00s)
    main_test.go:29: open mysql "orders:«a»@tcp(127.0.0.1:3306)/orders_test?parseTime=true": dial tcp 127.0.0.1:3306: connect: connection refused
FAIL	gitlab.com/shopco/orders/store	«_d»
ok  	gitlab.com/shopco/orders/store/migrations	(cached)
`, V{"a": g.pw(), "_d": g.tstDur()}, "gitlab.com/shopco/orders/store/migrations", "dial tcp 127.0.0.1:3306: connect: connection refused")

	g.tstAdd("test/go-test-json-output", `
{"Time":"«=t1».114309+02:00","Action":"run","Package":"github.com/acme/sso/session","Test":"TestIssue"}
{"Time":"«=t1».114482+02:00","Action":"output","Package":"github.com/acme/sso/session","Test":"TestIssue","Output":"=== RUN   TestIssue\n"}
{"Time":"«=t1».115107+02:00","Action":"output","Package":"github.com/acme/sso/session","Test":"TestIssue","Output":"    issue_test.go:22: issued «a»\n"}
{"Time":"«=t1».115190+02:00","Action":"output","Package":"github.com/acme/sso/session","Test":"TestIssue","Output":"    issue_test.go:23: refresh «b»\n"}
{"Time":"«=t1».115251+02:00","Action":"output","Package":"github.com/acme/sso/session","Test":"TestIssue","Output":"--- PASS: TestIssue (0.00s)\n"}
{"Time":"«=t1».115260+02:00","Action":"pass","Package":"github.com/acme/sso/session","Test":"TestIssue","Elapsed":0}
`, V{"=t1": g.tstTS(), "a": g.userJWT(), "b": g.b64u(43)}, `"Package":"github.com/acme/sso/session"`)

	g.tstAdd("test/go-golden-update-diff", `
$ go test ./notify -run TestRenderConfig -update
ok  	github.com/acme/alerts/notify	«_d»
$ git diff testdata/
diff --git a/notify/testdata/render_config.golden b/notify/testdata/render_config.golden
index «_i1»..«_i2» 100644
--- a/notify/testdata/render_config.golden
+++ b/notify/testdata/render_config.golden
@@ -3,5 +3,5 @@ receivers:
   - name: oncall
     slack_configs:
-      - api_url: https://hooks.slack.com/services/T000/B000/XXXXXXXXXXXX
+      - api_url: «a»
         channel: '#alerts-prod'
         send_resolved: true
`, V{"_d": g.tstDur(), "_i1": g.hex(7), "_i2": g.hex(7), "a": g.tstSlackHook()}, "https://hooks.slack.com/services/T000/B000/XXXXXXXXXXXX", "channel: '#alerts-prod'")

	g.tstAdd("test/go-golden-file-cat", `
$ cat internal/kube/testdata/kubeconfig.golden
apiVersion: v1
kind: Config
clusters:
- cluster:
    certificate-authority-data: «_ca»
    server: https://10.20.0.1:6443
  name: ci
contexts:
- context:
    cluster: ci
    user: deployer
  name: ci
current-context: ci
users:
- name: deployer
  user:
    token: «a»
`, V{"_ca": strings.ReplaceAll(g.certPEM().body, "\n", ""), "a": g.k8sSAToken()}, "server: https://10.20.0.1:6443")

	g.tstAdd("test/go-httputil-dump-in-log", `
=== RUN   TestProxyForwardsAuth
    proxy_test.go:71: upstream saw:
        POST /v2/charges HTTP/1.1
        Host: 127.0.0.1:«_p»
        Accept-Encoding: gzip
        Authorization: Basic «a»
        Content-Length: 42
        Content-Type: application/json
        X-Request-Id: «_rid»
        
        {"amount":1250,"currency":"eur","capture":true}
--- PASS: TestProxyForwardsAuth (0.02s)
`, V{"_p": g.tstPort(), "a": b64s("svc-billing:" + g.pwURL()), "_rid": g.uuid()}, `{"amount":1250,"currency":"eur","capture":true}`)

	g.tstAdd("test/go-testcontainers-log", `
=== RUN   TestRepository
2025/03/04 10:12:41 github.com/testcontainers/testcontainers-go - Connected to docker: 
  Server Version: 27.3.1
  API Version: 1.47
  Operating System: Docker Desktop
  Total Memory: 7838 MB
  Testcontainers for Go Version: v0.35.0
  Resolved Docker Host: unix:///var/run/docker.sock
  Resolved Docker Socket Path: /var/run/docker.sock
  Test SessionID: «_sid»
  Test ProcessID: «_pid»
2025/03/04 10:12:41 🐳 Creating container for image postgres:16-alpine
2025/03/04 10:12:41 ✅ Container created: «_c»
2025/03/04 10:12:42 🐳 Starting container: «_c»
2025/03/04 10:12:43 ✅ Container started: «_c»
2025/03/04 10:12:43 ⏳ Waiting for container id «_c» image: postgres:16-alpine. Waiting for: &{timeout:<nil> Log:database system is ready to accept connections Occurrence:2}
2025/03/04 10:12:44 🔔 Container is ready: «_c»
    repo_test.go:44: dsn=postgres://app:«a»@localhost:«_port»/app_test?sslmode=disable
`, V{"_sid": g.hex(64), "_pid": g.uuid(), "_c": g.hex(12), "a": g.an(24), "_port": g.tstPort()}, "Testcontainers for Go Version: v0.35.0")

	g.tstAdd("test/go-subtest-names-with-key", `
--- FAIL: TestDetectProvider (0.00s)
    --- PASS: TestDetectProvider/empty (0.00s)
    --- FAIL: TestDetectProvider/«a» (0.00s)
        detect_test.go:33: DetectProvider() = "unknown", want "sendgrid"
    --- PASS: TestDetectProvider/not-a-key (0.00s)
FAIL
exit status 1
FAIL	github.com/acme/mailer/provider	«_d»
`, V{"a": g.sendgrid(), "_d": g.tstDur()}, "TestDetectProvider/not-a-key", `DetectProvider() = "unknown", want "sendgrid"`)

	g.tstAdd("test/go-gotestsum-failed-sts", `
$ gotestsum --format testname -- ./aws/...
PASS aws.TestRegionFromARN (0.00s)
FAIL aws.TestAssumeRole (1.31s)

=== Failed
=== FAIL: aws TestAssumeRole (1.31s)
    assume_test.go:52: creds: {AccessKeyID:«a» SecretAccessKey:«b» SessionToken:«c» Source:AssumeRoleProvider CanExpire:true Expires:2025-05-19 11:04:12 +0000 UTC}
    assume_test.go:58: expected role session "ci-integration", got "botocore-session-«_n»"

DONE 14 tests, 1 failure in 3.118s
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_n": g.digits(10)}, "Source:AssumeRoleProvider", `expected role session "ci-integration"`)

	g.tstAdd("test/go-setenv-source", `
func TestChargeClient(t *testing.T) {
	t.Setenv("STRIPE_SECRET_KEY", "«a»")
	t.Setenv("STRIPE_WEBHOOK_SECRET", "«b»")
	t.Setenv("SENTRY_DSN", "")
	t.Setenv("FEATURE_FLAGS_TOKEN", "dummy")

	c, err := NewChargeClient()
	require.NoError(t, err)
	require.Equal(t, "acct_1OqZkLJd0C9mxW2b", c.Account)
}
`, V{"a": g.skTest(), "b": g.whsec()}, `t.Setenv("FEATURE_FLAGS_TOKEN", "dummy")`, "acct_1OqZkLJd0C9mxW2b")

	g.tstAdd("test/go-fuzz-corpus-seed", `
$ go test -fuzz=FuzzParseAuthHeader -fuzztime=30s ./auth
fuzz: elapsed: 0s, gathering baseline coverage: 0/3 completed
fuzz: elapsed: 0s, gathering baseline coverage: 3/3 completed, now fuzzing with 8 workers
fuzz: elapsed: 3s, execs: 211934 (70637/sec), new interesting: 12 (total: 15)
--- FAIL: FuzzParseAuthHeader (4.02s)
    --- FAIL: FuzzParseAuthHeader (0.00s)
        testing.go:1591: panic: runtime error: slice bounds out of range [7:6]
    Failing input written to testdata/fuzz/FuzzParseAuthHeader/«_h»
    To re-run:
    go test -run=FuzzParseAuthHeader/«_h»
$ cat auth/testdata/fuzz/FuzzParseAuthHeader/seed-prod
go test fuzz v1
string("Bearer «a»")
`, V{"_h": g.hex(16), "a": g.atlassian()}, "gathering baseline coverage: 3/3 completed", "slice bounds out of range [7:6]")

	g.tstAdd("test/go-ginkgo-gomega-failure", `
• [FAILED] [0.004 seconds]
Webhook signer [It] signs with the shared secret
/src/hooks/signer_test.go:41

  [FAILED] Expected
      <string>: «a»
  to equal
      <string>: «b»
  In [It] at: /src/hooks/signer_test.go:47 @ 03/04/25 10:12:44.123
------------------------------

Summarizing 1 Failure:
  [FAIL] Webhook signer [It] signs with the shared secret
  /src/hooks/signer_test.go:47

Ran 9 of 9 Specs in 0.031 seconds
FAIL! -- 8 Passed | 1 Failed | 0 Pending | 0 Skipped
`, V{"a": g.hex(64), "b": g.hex(64)}, "/src/hooks/signer_test.go:47", "Ran 9 of 9 Specs in 0.031 seconds")

	g.tstAdd("test/go-benign-placeholders", `
=== RUN   TestClientAuth
=== RUN   TestClientAuth/static_token
    auth_test.go:19: using token "test-token"
=== RUN   TestClientAuth/api_key
    auth_test.go:27: X-Api-Key = "fake-key", want "fake-key"
--- PASS: TestClientAuth (0.00s)
    --- PASS: TestClientAuth/static_token (0.00s)
    --- PASS: TestClientAuth/api_key (0.00s)
PASS
ok  	github.com/acme/cli/auth	«_d»	coverage: 81.4% of statements
`, V{"_d": g.tstDur()}, `using token "test-token"`, `X-Api-Key = "fake-key"`, "coverage: 81.4% of statements")
}

func (g *G) tstPython() {
	g.tstAdd("test/pytest-vv-dict-full-diff", `
$ pytest tests/test_client.py::test_default_headers -vv
============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.3.2, pluggy-1.5.0 -- /home/dev/acme-sdk/.venv/bin/python
collected 1 item

tests/test_client.py::test_default_headers FAILED                       [100%]

=================================== FAILURES ===================================
_____________________________ test_default_headers _____________________________

client = <acme_sdk.client.Client object at «_p»>

    def test_default_headers(client):
>       assert client.default_headers() == {
            "Authorization": f"Bearer {EXPECTED_TOKEN}",
            "User-Agent": "acme-sdk/2.4.0",
        }
E       AssertionError: assert {'Authorizati...-sdk/2.4.0'} == {'Authorizati...-sdk/2.4.0'}
E         
E         Common items:
E         {'User-Agent': 'acme-sdk/2.4.0'}
E         Differing items:
E         {'Authorization': 'Bearer «a»'} != {'Authorization': 'Bearer «b»'}
E         
E         Full diff:
E           {
E         -     'Authorization': 'Bearer «b»',
E         ?                              ^^^^^^^^^^^^^^^^^^^
E         +     'Authorization': 'Bearer «a»',
E         ?                              ^^^^^^^^^^^^^^^^^^^
E               'User-Agent': 'acme-sdk/2.4.0',
E           }

tests/test_client.py:18: AssertionError
=========================== short test summary info ============================
FAILED tests/test_client.py::test_default_headers - AssertionError: assert {'Authorizati...-sdk/2.4.0'} == {'Authorizati...-sdk/2.4.0'}
============================== 1 failed in 0.12s ===============================
`, V{"_p": g.tstPyAddr(), "a": g.openai(), "b": g.openai()}, "'User-Agent': 'acme-sdk/2.4.0'", "platform linux -- Python 3.12.3, pytest-8.3.2, pluggy-1.5.0")

	g.tstAdd("test/pytest-string-dsn-diff", `
    def test_database_url_from_env(monkeypatch):
        monkeypatch.setenv("DB_HOST", "db")
        settings = Settings()
>       assert settings.database_url == "postgresql://billing:«b»@db:5432/billing"
E       AssertionError: assert 'postgresql:/...5432/billing' == 'postgresql:/...5432/billing'
E         
E         - postgresql://billing:«b»@db:5432/billing
E         + postgresql://billing:«a»@db:5432/billing

tests/test_settings.py:42: AssertionError
`, V{"a": g.pwURL(), "b": g.pwURL()}, `monkeypatch.setenv("DB_HOST", "db")`, "tests/test_settings.py:42: AssertionError")

	g.tstAdd("test/pytest-showlocals", `
$ pytest -x -l tests/integration/test_upload.py
...
    def test_upload_small_file(tmp_path):
        s3 = boto3.client("s3", aws_access_key_id=key_id, aws_secret_access_key=secret)
>       s3.upload_file(str(tmp_path / "a.txt"), BUCKET, "a.txt")

key_id     = '«a»'
s3         = <botocore.client.S3 object at «_p1»>
secret     = '«b»'
tmp_path   = PosixPath('/tmp/pytest-of-dev/pytest-41/test_upload_small_file0')

tests/integration/test_upload.py:27: 
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ 
E   botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied
`, V{"a": g.awsID(), "b": g.awsSecret(), "_p1": g.tstPyAddr()}, "PosixPath('/tmp/pytest-of-dev/pytest-41/test_upload_small_file0')", "calling the PutObject operation: Access Denied")

	g.tstAdd("test/pytest-captured-log-call", `
FAILED tests/test_oauth.py::test_refresh_rotates_token - assert 401 == 200
----------------------------- Captured log call ------------------------------
DEBUG    urllib3.connectionpool:connectionpool.py:1051 Starting new HTTPS connection (1): login.acme-id.com:443
DEBUG    urllib3.connectionpool:connectionpool.py:546 https://login.acme-id.com:443 "POST /oauth2/v1/token HTTP/1.1" 200 1204
DEBUG    acme.auth:oauth.py:88 token response: {'token_type': 'Bearer', 'expires_in': 3600, 'access_token': '«a»', 'scope': 'openid offline_access', 'refresh_token': '«b»'}
DEBUG    urllib3.connectionpool:connectionpool.py:546 https://api.acme-id.com:443 "GET /v1/me HTTP/1.1" 401 58
WARNING  acme.auth:oauth.py:112 refresh failed for client_id=«_cid»
`, V{"a": g.userJWT(), "b": g.b64u(43), "_cid": "0oa" + g.an(17)}, `"POST /oauth2/v1/token HTTP/1.1" 200 1204`)

	g.tstAdd("test/pytest-conftest-fixtures", `
# tests/conftest.py
import pytest

from app import create_app


@pytest.fixture(autouse=True)
def _env(monkeypatch):
    monkeypatch.setenv("APP_ENV", "test")
    monkeypatch.setenv("SECRET_KEY", "changeme")
    monkeypatch.setenv("SENDGRID_API_KEY", "«a»")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "«b»")


@pytest.fixture
def admin_client(app):
    c = app.test_client()
    c.set_cookie("session", "«c»", domain="localhost")
    return c
`, V{"a": g.sendgrid(), "b": g.anthropic(), "c": g.b64u(22) + "." + g.b64u(6) + "." + g.b64u(27)}, `monkeypatch.setenv("SECRET_KEY", "changeme")`, `monkeypatch.setenv("APP_ENV", "test")`)

	g.tstAdd("test/pytest-ini-env", `
$ cat pytest.ini
[pytest]
DJANGO_SETTINGS_MODULE = config.settings.test
addopts = -ra --strict-markers --reuse-db
env =
    D:DATABASE_URL=postgres://shop:«a»@127.0.0.1:5432/shop_test
    D:CELERY_BROKER_URL=redis://:«b»@127.0.0.1:6379/3
    STRIPE_API_KEY=«c»
    EMAIL_BACKEND=django.core.mail.backends.locmem.EmailBackend
markers =
    slow: marks tests as slow
`, V{"a": g.pwURL(), "b": g.an(32), "c": g.skTest()}, "DJANGO_SETTINGS_MODULE = config.settings.test", "EMAIL_BACKEND=django.core.mail.backends.locmem.EmailBackend")

	g.tstAdd("test/unittest-assert-equal", `
$ python -m unittest tests.test_signing -v
test_sign_url (tests.test_signing.SigningTest.test_sign_url) ... FAIL
test_verify_rejects_tampered (tests.test_signing.SigningTest.test_verify_rejects_tampered) ... ok

======================================================================
FAIL: test_sign_url (tests.test_signing.SigningTest.test_sign_url)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "/home/dev/cdn-tools/tests/test_signing.py", line 31, in test_sign_url
    self.assertEqual(signer.key, os.environ["CDN_SIGNING_KEY"])
AssertionError: '«a»' != '«b»'
- «a»
+ «b»


----------------------------------------------------------------------
Ran 2 tests in 0.004s

FAILED (failures=1)
`, V{"a": g.b64u(32), "b": g.b64u(32)}, "test_verify_rejects_tampered", `File "/home/dev/cdn-tools/tests/test_signing.py", line 31`)

	g.tstAdd("test/unittest-assert-dict-equal", `
FAIL: test_build_payload (tests.test_twilio.TwilioPayloadTest.test_build_payload)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "/srv/notify/tests/test_twilio.py", line 54, in test_build_payload
    self.assertDictEqual(payload, expected)
AssertionError: {'account_sid': '«_sid»', 'auth_token': '«a»', 'to': '+15005550006'} != {'account_sid': '«_sid»', 'auth_token': '«b»', 'to': '+15005550006'}
- {'account_sid': '«_sid»',
-  'auth_token': '«a»',
+ {'account_sid': '«_sid»',
+  'auth_token': '«b»',
   'to': '+15005550006'}
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "b": g.hex(32)}, "'to': '+15005550006'")

	g.tstAdd("test/hypothesis-falsifying-example", `
tests/test_webhooks.py F                                                  [100%]
...
E   hypothesis.errors.Flaky: ...
----------------------------- Captured stdout call -----------------------------
Falsifying example: test_signature_roundtrip(
    secret='«a»',
    payload=b'\x00\x80',
    timestamp=0,
)
Explanation:
    These lines were always and only run by failing examples:
        /srv/hooks/hooks/verify.py:41
You can reproduce this example by temporarily adding @reproduce_failure('6.112.1', b'AXicY2BgYGBkZGRgAAAADQAD') as a decorator on your test case
`, V{"a": g.whsec()}, "@reproduce_failure('6.112.1', b'AXicY2BgYGBkZGRgAAAADQAD')", "/srv/hooks/hooks/verify.py:41")

	g.tstAdd("test/hypothesis-shrunk-benign", `
    @given(st.from_regex(r"ghp_[A-Za-z0-9]{36}", fullmatch=True))
    def test_redacts_every_pat(token):
>       assert token not in redact(f"push with {token}")
E       AssertionError: assert 'ghp_000000000000000000000000000000000000' not in 'push with ghp_000000000000000000000000000000000000'
E        +  where 'push with ghp_000000000000000000000000000000000000' = redact('push with ghp_000000000000000000000000000000000000')

Falsifying example: test_redacts_every_pat(
    token='ghp_000000000000000000000000000000000000',
)
`, V{}, "ghp_000000000000000000000000000000000000", `st.from_regex(r"ghp_[A-Za-z0-9]{36}", fullmatch=True)`)

	g.tstAdd("test/syrupy-ambr-snapshot", `
$ cat tests/__snapshots__/test_render.ambr
# serializer version: 1
# name: test_render_settings[production]
  dict({
    'debug': False,
    'mailgun_api_key': '«a»',
    'mailgun_domain': 'mg.acme-mail.com',
    'sentry_environment': 'production',
  })
# ---
# name: test_render_settings[staging]
  dict({
    'debug': True,
    'mailgun_api_key': 'fake-key',
    'mailgun_domain': 'sandbox.mailgun.org',
    'sentry_environment': 'staging',
  })
# ---
`, V{"a": g.mailgun()}, "'mailgun_api_key': 'fake-key'", "'mailgun_domain': 'mg.acme-mail.com'")

	g.tstAdd("test/syrupy-snapshot-diff", `
FAILED tests/test_export.py::test_export_env - AssertionError: assert [+ received] == [- snapshot]
...
E       AssertionError: assert [+ received] == [- snapshot]
E           dict({
E         -   'AZURE_CLIENT_SECRET': '«b»',
E         +   'AZURE_CLIENT_SECRET': '«a»',
E             'AZURE_TENANT_ID': '«_t»',
E           })
`, V{"a": g.azSecret(), "b": g.azSecret(), "_t": g.uuid()}, "assert [+ received] == [- snapshot]")

	g.tstAdd("test/pytest-parametrize-ids", `
$ pytest tests/test_detect.py -q
..F.                                                                     [100%]
=========================== short test summary info ============================
FAILED tests/test_detect.py::test_is_live_key[«a»-True] - assert False is True
1 failed, 3 passed in 0.05s
`, V{"a": g.skLive()}, "1 failed, 3 passed in 0.05s")

	g.tstAdd("test/pytest-django-override-settings", `
from django.test import TestCase, override_settings


@override_settings(
    PAYPAL_CLIENT_ID="«_cid»",
    PAYPAL_CLIENT_SECRET="«a»",
    PAYPAL_MODE="sandbox",
)
class CheckoutTests(TestCase):
    fixtures = ["products.json"]

    def test_creates_order(self):
        resp = self.client.post("/checkout/", {"sku": "TSHIRT-M"})
        self.assertEqual(resp.status_code, 302)
`, V{"_cid": "A" + g.b64u(79), "a": "E" + g.b64u(79)}, `PAYPAL_MODE="sandbox"`, `fixtures = ["products.json"]`)

	g.tstAdd("test/factoryboy-factory", `
# tests/factories.py
import factory
from factory.django import DjangoModelFactory

from integrations.models import GitHubInstallation


class GitHubInstallationFactory(DjangoModelFactory):
    class Meta:
        model = GitHubInstallation

    installation_id = factory.Sequence(lambda n: 4_000_000 + n)
    account_login = factory.Faker("user_name")
    # copied from the staging app so the webhook replay tests pass
    access_token = "«a»"
    webhook_secret = "«b»"
`, V{"a": g.ghs(), "b": g.hex(40)}, `account_login = factory.Faker("user_name")`, "installation_id = factory.Sequence(lambda n: 4_000_000 + n)")

	g.tstAdd("test/tox-ini-setenv", `
[tox]
envlist = py311, py312, lint

[testenv]
deps = -r requirements-test.txt
passenv = HOME, CI
setenv =
    PYTHONHASHSEED = 0
    ELASTIC_URL = https://elastic:«a»@search.internal:9200
    HF_TOKEN = «b»
commands = pytest {posargs:tests}
`, V{"a": g.pwURL(), "b": g.hfTok()}, "deps = -r requirements-test.txt", "PYTHONHASHSEED = 0")

	g.tstAdd("test/pytest-print-frozen-credentials", `
$ pytest -s tests/test_s3_sync.py -k presign
tests/test_s3_sync.py ReadOnlyCredentials(access_key='«a»', secret_key='«b»', token=None)
presigned: https://acme-artifacts.s3.amazonaws.com/builds/app.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«a»%2F20250304%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20250304T101244Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=«_sig»
.
1 passed, 11 deselected in 0.84s
`, V{"a": g.awsID(), "b": g.awsSecret(), "_sig": g.hex(64)}, "1 passed, 11 deselected in 0.84s")

	g.tstAdd("test/pytest-record-property-junit", `
<testcase classname="tests.test_login" name="test_sso_login" time="2.311">
  <properties>
    <property name="idp" value="okta-preview"/>
    <property name="session_cookie" value="«a»"/>
  </properties>
  <failure message="AssertionError: expected redirect to /dashboard">tests/test_login.py:77: AssertionError</failure>
</testcase>
`, V{"a": g.hex(32)}, `<property name="idp" value="okta-preview"/>`)
}

func (g *G) tstJS() {
	g.tstAdd("test/jest-toequal-object-diff", `
 FAIL  src/config/__tests__/loadConfig.test.ts
  ● loadConfig › reads the mapbox token from the environment

    expect(received).toEqual(expected) // deep equality

    - Expected  - 1
    + Received  + 1

      Object {
        "mapbox": Object {
    -     "accessToken": "«b»",
    +     "accessToken": "«a»",
          "style": "mapbox://styles/acme/clx0k2r9f00ab01qv3h2c8d7e",
        },
        "tileCacheMb": 64,
      }

      21 |     process.env.MAPBOX_TOKEN = TOKEN;
      22 |     const cfg = loadConfig();
    > 23 |     expect(cfg).toEqual(expectedConfig);
         |                 ^
      24 |   });
      25 | });

      at Object.<anonymous> (src/config/__tests__/loadConfig.test.ts:23:17)
`, V{"a": g.mapboxSK(), "b": g.mapboxSK()}, "mapbox://styles/acme/clx0k2r9f00ab01qv3h2c8d7e", "src/config/__tests__/loadConfig.test.ts:23:17")

	g.tstAdd("test/jest-called-with-headers", `
  ● HubspotClient › createContact › sends the private app token

    expect(jest.fn()).toHaveBeenCalledWith(...expected)

    - Expected
    + Received

      "https://api.hubapi.com/crm/v3/objects/contacts",
      Object {
        "body": "{\"properties\":{\"email\":\"jane@example.com\"}}",
        "headers": Object {
    -     "Authorization": "Bearer «b»",
    +     "Authorization": "Bearer «a»",
          "Content-Type": "application/json",
        },
        "method": "POST",
      },

    Number of calls: 1

      at Object.<anonymous> (test/hubspot.test.js:58:23)
`, V{"a": g.hubspot(), "b": g.hubspot()}, "https://api.hubapi.com/crm/v3/objects/contacts", "test/hubspot.test.js:58:23")

	g.tstAdd("test/jest-snapshot-mismatch", `
  ● renderEnvFile › matches snapshot

    expect(received).toMatchSnapshot()

    Snapshot name: ˋrenderEnvFile matches snapshot 1ˋ

    - Snapshot  - 1
    + Received  + 1

      "NODE_ENV=production
      PORT=3000
    - TWILIO_AUTH_TOKEN=«b»
    + TWILIO_AUTH_TOKEN=«a»
      TWILIO_ACCOUNT_SID=«_sid»
      "

      12 | test('matches snapshot', () => {
    > 13 |   expect(renderEnvFile(process.env)).toMatchSnapshot();
         |                                      ^
      14 | });

 › 1 snapshot failed.
Snapshot Summary
 › 1 snapshot failed from 1 test suite. Inspect your code changes or run ˋnpm test -- -uˋ to update them.
`, V{"a": g.hex(32), "b": g.hex(32), "_sid": g.twilioSID()}, "Snapshot name: `renderEnvFile matches snapshot 1`", "Inspect your code changes or run `npm test -- -u` to update them.")

	g.tstAdd("test/jest-snap-file", `
$ cat src/__tests__/__snapshots__/sentry.test.ts.snap
// Jest Snapshot v1, https://goo.gl/fbAQLP

exports[ˋbuildSentryConfig production 1ˋ] = ˋ
{
  "authToken": "«a»",
  "dsn": "https://«=k»@o«_org».ingest.sentry.io/«_proj»",
  "environment": "production",
  "tracesSampleRate": 0.1,
}
ˋ;

exports[ˋbuildSentryConfig test 1ˋ] = ˋ
{
  "authToken": "test-token",
  "dsn": undefined,
  "environment": "test",
  "tracesSampleRate": 0,
}
ˋ;
`, V{"a": g.sentryUser(), "=k": g.hex(32), "_org": g.digits(6), "_proj": g.digits(7)}, `"authToken": "test-token"`, "// Jest Snapshot v1, https://goo.gl/fbAQLP")

	g.tstAdd("test/jest-inline-snapshot-source", `
it('serializes the upload request', () => {
  const req = buildUploadRequest({ bucket: 'acme-assets', key: 'logo.png' });
  expect(req.headers).toMatchInlineSnapshot(ˋ
    {
      "Authorization": "Bearer «a»",
      "Content-Type": "image/png",
      "x-amz-acl": "public-read",
    }
  ˋ);
});
`, V{"a": g.cfToken()}, `const req = buildUploadRequest({ bucket: 'acme-assets', key: 'logo.png' });`, `"x-amz-acl": "public-read"`)

	g.tstAdd("test/vitest-tobe-string", `
 FAIL  src/lib/__tests__/supabase.test.ts > createAdminClient > uses the service role key
AssertionError: expected '«a»' to be '«b»' // Object.is equality

- Expected
+ Received

- «b»
+ «a»

 ❯ src/lib/__tests__/supabase.test.ts:19:32
     17|     const client = createAdminClient();
     18|     // @ts-expect-error private
     19|     expect(client.supabaseKey).toBe(process.env.SUPABASE_SERVICE_ROLE_KEY);
       |                                ^
     20|   });

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯

 Test Files  1 failed | 11 passed (12)
      Tests  1 failed | 63 passed (64)
`, V{"a": g.supabaseService(), "b": g.supabaseService()}, "src/lib/__tests__/supabase.test.ts:19:32", "Tests  1 failed | 63 passed (64)")

	g.tstAdd("test/vitest-cookie-header-diff", `
 FAIL  tests/auth.spec.ts > login > sets the session cookie
AssertionError: expected [ …(1) ] to deeply equal [ …(1) ]

- Expected
+ Received

  [
-   "sid=«b»; Path=/; HttpOnly; Secure; SameSite=Lax",
+   "sid=«a»; Path=/; HttpOnly; SameSite=Lax",
  ]

 ❯ tests/auth.spec.ts:41:42
`, V{"a": g.b64u(32), "b": g.b64u(32)}, "tests/auth.spec.ts:41:42")

	g.tstAdd("test/mocha-chai-expected-actual", `
  Webhook verification
    ✔ rejects a missing header
    1) computes the signing key from the secret


  1 passing (24ms)
  1 failing

  1) Webhook verification
       computes the signing key from the secret:

      AssertionError: expected '«a»' to equal '«b»'
      + expected - actual

      -«a»
      +«b»
      
      at Context.<anonymous> (test/webhook.spec.js:31:40)
      at process.processImmediate (node:internal/timers:483:21)
`, V{"a": g.whsec(), "b": g.whsec()}, "✔ rejects a missing header", "test/webhook.spec.js:31:40")

	g.tstAdd("test/chai-deep-equal-object", `
  1) mailer config
       builds smtp transport options:

      AssertionError: expected { host: 'smtp.sendgrid.net', …(3) } to deeply equal { host: 'smtp.sendgrid.net', …(3) }
      + expected - actual

       {
         "auth": {
      -    "pass": "«a»"
      +    "pass": "«b»"
           "user": "apikey"
         }
         "host": "smtp.sendgrid.net"
         "port": 587
         "secure": false
       }
`, V{"a": g.sendgrid(), "b": g.sendgrid()}, `"host": "smtp.sendgrid.net"`, `"user": "apikey"`)

	g.tstAdd("test/node-test-tap-diag", `
TAP version 13
# Subtest: signToken
    # Subtest: uses the HS256 secret from env
    not ok 1 - uses the HS256 secret from env
      ---
      duration_ms: 3.41275
      location: '/app/test/jwt.test.mjs:14:3'
      failureType: 'testCodeFailure'
      error: |-
        Expected values to be strictly equal:
        
        '«a»' !== '«b»'
        
      code: 'ERR_ASSERTION'
      name: 'AssertionError'
      expected: '«b»'
      actual: '«a»'
      operator: 'strictEqual'
      stack: |-
        TestContext.<anonymous> (file:///app/test/jwt.test.mjs:17:12)
      ...
    1..1
not ok 1 - signToken
  ---
  duration_ms: 5.0931
  type: 'suite'
  ...
1..1
# tests 1
# pass 0
# fail 1
`, V{"a": g.b64(48), "b": g.b64(48)}, "location: '/app/test/jwt.test.mjs:14:3'", "failureType: 'testCodeFailure'")

	g.tstAdd("test/jest-console-log-block", `
 PASS  src/payments/__tests__/paypal.test.ts
  ● Console

    console.log
      PayPal config {
        clientId: '«_cid»',
        clientSecret: '«a»',
        baseUrl: 'https://api-m.sandbox.paypal.com'
      }

      at log (src/payments/paypal.ts:22:11)

    console.warn
      access token cached until 2025-03-04T11:12:44.000Z: «b»

      at PayPalClient.warn [as getToken] (src/payments/paypal.ts:61:13)
`, V{"_cid": "A" + g.b64u(79), "a": "E" + g.b64u(79), "b": "A21AA" + g.b64u(92)}, "baseUrl: 'https://api-m.sandbox.paypal.com'", "src/payments/paypal.ts:61:13")

	g.tstAdd("test/playwright-storage-state", `
$ cat playwright/.auth/admin.json
{
  "cookies": [
    {
      "name": "__Secure-next-auth.session-token",
      "value": "«a»",
      "domain": "staging.acme.app",
      "path": "/",
      "expires": 1743764000.412,
      "httpOnly": true,
      "secure": true,
      "sameSite": "Lax"
    },
    {
      "name": "ajs_anonymous_id",
      "value": "«_anon»",
      "domain": ".acme.app",
      "path": "/",
      "expires": 1775300000,
      "httpOnly": false,
      "secure": false,
      "sameSite": "Lax"
    }
  ],
  "origins": []
}
`, V{"a": "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + g.b64u(22) + "." + g.b64u(380) + "." + g.b64u(22), "_anon": g.uuid()}, `"name": "__Secure-next-auth.session-token"`, `"domain": "staging.acme.app"`)

	g.tstAdd("test/playwright-failure-trace", `
  1) [chromium] › e2e/billing.spec.ts:18:5 › billing › upgrade plan ───────────────

    Error: expect(received).toBe(expected) // Object.is equality

    Expected: 200
    Received: 403

      31 |     const res = await request.post('/api/billing/upgrade', {
      32 |       headers: { Authorization: ˋBearer ${process.env.E2E_ADMIN_TOKEN}ˋ },
      33 |     });
    > 34 |     expect(res.status()).toBe(200);
         |                          ^

    Error Context: test-results/billing-upgrade-plan-chromium/error-context.md

    attachment #1: trace (application/zip) ───────────────────────────────────────
    test-results/billing-upgrade-plan-chromium/trace.zip
    Usage:

        npx playwright show-trace test-results/billing-upgrade-plan-chromium/trace.zip

$ echo $E2E_ADMIN_TOKEN
«a»
`, V{"a": g.an(40)}, "npx playwright show-trace test-results/billing-upgrade-plan-chromium/trace.zip", "headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` }")

	g.tstAdd("test/cypress-env-json", `
$ cat cypress.env.json
{
  "baseUrl": "https://qa.acme-portal.com",
  "login_username": "qa-bot@acme-portal.com",
  "login_password": "«a»",
  "mailosaur_api_key": "«b»",
  "mailosaur_server_id": "«_sid»",
  "recordKey": "«c»"
}
`, V{"a": g.pw(), "b": g.an(16), "_sid": g.s(alLowNum, 8), "c": g.uuid()}, `"login_username": "qa-bot@acme-portal.com"`, `"baseUrl": "https://qa.acme-portal.com"`)

	g.tstAdd("test/supertest-expected-header", `
  ● POST /api/tokens › returns a refresh cookie

    expected "set-cookie" matching /refresh_token=/, got "session=«a»; Path=/; HttpOnly; SameSite=Strict"

      at Test._assertHeader (node_modules/supertest/lib/test.js:261:14)
      at Test._assertFunction (node_modules/supertest/lib/test.js:300:13)
      at Object.<anonymous> (test/tokens.e2e.test.js:44:8)
`, V{"a": "s%3A" + g.b64u(32) + "." + g.b64(32)}, "node_modules/supertest/lib/test.js:261:14", `expected "set-cookie" matching /refresh_token=/`)

	g.tstAdd("test/jest-passing-placeholders", `
 PASS  src/__tests__/redactEnv.test.ts
  redactEnv
    ✓ masks OPENAI_API_KEY (3 ms)
    ✓ keeps NODE_ENV (1 ms)
    ✓ treats "xxx" and "changeme" as placeholders (1 ms)

Test Suites: 1 passed, 1 total
Tests:       3 passed, 3 total
Snapshots:   0 total
Time:        0.812 s
Ran all test suites matching /redactEnv/i.
`, V{}, `treats "xxx" and "changeme" as placeholders`, "Ran all test suites matching /redactEnv/i.")

	g.tstAdd("test/jasmine-karma-failure", `
Chrome Headless 131.0.0.0 (Linux x86_64) AuthInterceptor should attach the bearer token FAILED
	Expected 'Bearer «a»' to equal 'Bearer «b»'.
	    at <Jasmine>
	    at UserContext.apply (src/app/core/auth.interceptor.spec.ts:39:58)
Chrome Headless 131.0.0.0 (Linux x86_64): Executed 48 of 48 (1 FAILED) (0.412 secs / 0.377 secs)
TOTAL: 1 FAILED, 47 SUCCESS
`, V{"a": g.userJWT(), "b": g.userJWT()}, "src/app/core/auth.interceptor.spec.ts:39:58", "Executed 48 of 48 (1 FAILED)")
}

func (g *G) tstRuby() {
	g.tstAdd("test/rspec-eq-expected-got", `
Failures:

  1) Github::Client#headers includes the installation token
     Failure/Error: expect(client.headers["Authorization"]).to eq("token #{token}")

       expected: "token «b»"
            got: "token «a»"

       (compared using ==)
     # ./spec/lib/github/client_spec.rb:18:in ˋblock (3 levels) in <top (required)>'

Finished in 0.31245 seconds (files took 2.41 seconds to load)
24 examples, 1 failure

Failed examples:

rspec ./spec/lib/github/client_spec.rb:15 # Github::Client#headers includes the installation token
`, V{"a": g.ghs(), "b": g.ghs()}, "rspec ./spec/lib/github/client_spec.rb:15", "(compared using ==)")

	g.tstAdd("test/rspec-hash-diff", `
  1) Shopify::Session builds the admin session
     Failure/Error: expect(session.to_h).to eq(expected)

       expected: {:access_token=>"«b»", :api_version=>"2025-01", :shop=>"acme-store.myshopify.com"}
            got: {:access_token=>"«a»", :api_version=>"2025-01", :shop=>"acme-store.myshopify.com"}

       (compared using ==)

       Diff:
       @@ -1,4 +1,4 @@
       -:access_token => "«b»",
       +:access_token => "«a»",
        :api_version => "2025-01",
        :shop => "acme-store.myshopify.com",
`, V{"a": g.shpat(), "b": g.shpat()}, `:shop => "acme-store.myshopify.com"`)

	g.tstAdd("test/minitest-expected-actual", `
# Running:

..F....

Finished in 0.214588s, 32.6206 runs/s, 41.9408 assertions/s.

  1) Failure:
PaymentsWebhookTest#test_accepts_a_valid_signature [test/integration/payments_webhook_test.rb:24]:
--- expected
+++ actual
@@ -1 +1 @@
-"«b»"
+"«a»"


7 runs, 9 assertions, 1 failures, 0 errors, 0 skips
`, V{"a": g.whsec(), "b": g.whsec()}, "test/integration/payments_webhook_test.rb:24", "7 runs, 9 assertions, 1 failures, 0 errors, 0 skips")

	g.tstAdd("test/webmock-unregistered-request", `
     WebMock::NetConnectNotAllowedError:
       Real HTTP connections are disabled. Unregistered request: POST https://slack.com/api/chat.postMessage with body 'channel=C024BE91L&text=Deploy%20finished' with headers {'Accept'=>'*/*', 'Authorization'=>'Bearer «a»', 'Content-Type'=>'application/x-www-form-urlencoded', 'User-Agent'=>'Slack Ruby Client/2.4.0'}

       You can stub this request with the following snippet:

       stub_request(:post, "https://slack.com/api/chat.postMessage").
         with(
           body: {"channel"=>"C024BE91L", "text"=>"Deploy finished"},
           headers: {
       	  'Accept'=>'*/*',
       	  'Authorization'=>'Bearer «a»',
       	  'Content-Type'=>'application/x-www-form-urlencoded',
       	  'User-Agent'=>'Slack Ruby Client/2.4.0'
           }).
         to_return(status: 200, body: "", headers: {})

       ============================================================
`, V{"a": g.xoxb()}, "'User-Agent'=>'Slack Ruby Client/2.4.0'", `stub_request(:post, "https://slack.com/api/chat.postMessage")`)

	g.tstAdd("test/vcr-cassette-yaml", `
$ cat spec/cassettes/stripe/create_charge.yml
---
http_interactions:
- request:
    method: post
    uri: https://api.stripe.com/v1/charges
    body:
      encoding: UTF-8
      string: amount=2000&currency=usd&source=tok_visa
    headers:
      User-Agent:
      - Stripe/v1 RubyBindings/10.1.0
      Authorization:
      - Bearer «a»
      Content-Type:
      - application/x-www-form-urlencoded
      Idempotency-Key:
      - «_ik»
  response:
    status:
      code: 200
      message: OK
    headers:
      Request-Id:
      - «_req»
    body:
      encoding: UTF-8
      string: '{"id":"ch_«_ch»","object":"charge","amount":2000,"livemode":false}'
  recorded_at: «_d»
recorded_with: VCR 6.3.1
`, V{"a": g.skTest(), "_ik": g.uuid(), "_req": g.tstStripeReq(), "_ch": g.an(24), "_d": g.tstHTTPDate()}, "recorded_with: VCR 6.3.1", "string: amount=2000&currency=usd&source=tok_visa")

	g.tstAdd("test/vcr-config-filter-default", `
# spec/support/vcr.rb
VCR.configure do |c|
  c.cassette_library_dir = "spec/cassettes"
  c.hook_into :webmock
  c.configure_rspec_metadata!
  c.filter_sensitive_data("<GITHUB_TOKEN>") { ENV.fetch("GITHUB_TOKEN", "«a»") }
  c.filter_sensitive_data("<OPENAI_API_KEY>") { ENV["OPENAI_API_KEY"] }
  c.default_cassette_options = { record: :once, match_requests_on: %i[method uri body] }
end
`, V{"a": g.ghp()}, `c.filter_sensitive_data("<OPENAI_API_KEY>") { ENV["OPENAI_API_KEY"] }`, `c.cassette_library_dir = "spec/cassettes"`)

	g.tstAdd("test/vcr-filtered-cassette-benign", `
    headers:
      Authorization:
      - Bearer <OPENAI_API_KEY>
      Openai-Organization:
      - org-«_org»
      X-Request-Id:
      - req_«_rid»
  recorded_at: «_d»
`, V{"_org": g.an(24), "_rid": g.hex(32), "_d": g.tstHTTPDate()}, "Bearer <OPENAI_API_KEY>")

	g.tstAdd("test/factory-bot-factory", `
# spec/factories/integrations.rb
FactoryBot.define do
  factory :mailchimp_integration do
    account
    list_id { "a1b2c3d4e5" }
    api_key { "«a»" }

    trait :revoked do
      api_key { "xxx" }
      revoked_at { 1.day.ago }
    end
  end

  factory :user do
    sequence(:email) { |n| "user#{n}@example.com" }
    password { "«b»" }
  end
end
`, V{"a": g.mailchimp(), "b": g.pw()}, `list_id { "a1b2c3d4e5" }`, `sequence(:email) { |n| "user#{n}@example.com" }`)

	g.tstAdd("test/rails-fixtures-yml", `
# test/fixtures/api_clients.yml
partner_acme:
  name: Acme Logistics
  client_id: «_cid»
  client_secret: «a»
  scopes: shipments:read shipments:write
  created_at: <%= 3.days.ago %>

partner_dummy:
  name: Dummy Partner
  client_id: dummy-client
  client_secret: dummy
  scopes: shipments:read
`, V{"_cid": g.uuid(), "a": g.hex(64)}, "scopes: shipments:read shipments:write", "client_id: dummy-client")

	g.tstAdd("test/rails-test-log", `
$ tail -n 6 log/test.log
  ↳ app/models/user.rb:41:in ˋauthenticate'
Started POST "/api/v1/sessions" for 127.0.0.1 at 2025-03-04 10:12:44 +0000
Processing by Api::V1::SessionsController#create as JSON
  Parameters: {"email"=>"qa@acme.test", "password"=>"[FILTERED]", "otp_secret"=>"«a»"}
Completed 201 Created in 38ms (Views: 0.4ms | ActiveRecord: 4.1ms | Allocations: 9312)
  TRANSACTION (0.2ms)  ROLLBACK
`, V{"a": g.totp()}, `"password"=>"[FILTERED]"`, "Processing by Api::V1::SessionsController#create as JSON")

	g.tstAdd("test/rails-test-master-key", `
$ ls config/credentials/
development.key  development.yml.enc  test.key  test.yml.enc
$ cat config/credentials/test.key
«a»
$ EDITOR=cat bin/rails credentials:edit --environment test
aws:
  access_key_id: «b»
  secret_access_key: «c»
active_record_encryption:
  primary_key: «d»
`, V{"a": g.hex(32), "b": g.awsID(), "c": g.awsSecret(), "d": g.an(32)}, "development.key  development.yml.enc  test.key  test.yml.enc")

	g.tstAdd("test/rspec-include-matcher-env", `
  2) Deploy::Env#to_h exposes the registry credentials
     Failure/Error: expect(env.to_h).to include("REGISTRY_PASSWORD" => "changeme")

       expected {"REGISTRY_PASSWORD" => "«a»", "REGISTRY_URL" => "registry.gitlab.com", "REGISTRY_USER" => "gitlab-ci-token"} to include {"REGISTRY_PASSWORD" => "changeme"}
       Diff:
       @@ -1 +1,3 @@
       -"REGISTRY_PASSWORD" => "changeme",
       +"REGISTRY_PASSWORD" => "«a»",
       +"REGISTRY_URL" => "registry.gitlab.com",
       +"REGISTRY_USER" => "gitlab-ci-token",
`, V{"a": g.glpat()}, `"REGISTRY_PASSWORD" => "changeme"`, `"REGISTRY_URL" => "registry.gitlab.com"`)

	g.tstAdd("test/capybara-screenshot-log", `
Capybara starting Puma...
* Version 6.4.3, codename: The Eagle of Durango
* Min threads: 0, max threads: 4
* Listening on http://127.0.0.1:«_p»
[Screenshot Image]: /app/tmp/capybara/failures_r_spec_example_groups_admin_login.png
     Failure/Error: expect(page).to have_content("Dashboard")
       expected to find text "Dashboard" in "Invalid login for admin@acme.test / «a»"
`, V{"_p": g.tstPort(), "a": g.pw()}, "/app/tmp/capybara/failures_r_spec_example_groups_admin_login.png", `expected to find text "Dashboard"`)
}

func (g *G) tstJVM() {
	g.tstAdd("test/junit5-expected-but-was", `
[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.412 s <<< FAILURE! -- in com.acme.payments.AdyenClientTest
[ERROR] com.acme.payments.AdyenClientTest.usesApiKeyFromConfig -- Time elapsed: 0.021 s <<< FAILURE!
org.opentest4j.AssertionFailedError: expected: <«b»> but was: <«a»>
	at org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
	at org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)
	at org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
	at org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)
	at com.acme.payments.AdyenClientTest.usesApiKeyFromConfig(AdyenClientTest.java:47)
`, V{"a": "AQE" + g.b64u(80), "b": "AQE" + g.b64u(80)}, "com.acme.payments.AdyenClientTest.usesApiKeyFromConfig", "AdyenClientTest.java:47")

	g.tstAdd("test/assertj-expecting-actual", `
java.lang.AssertionError: 
Expecting actual:
  "jdbc:postgresql://db.staging.acme.internal:5432/orders?user=orders_app&password=«a»&sslmode=require"
to end with:
  "sslmode=verify-full"

	at com.acme.orders.config.DataSourcePropsTest.enforcesTls(DataSourcePropsTest.java:33)
`, V{"a": g.pwURL()}, "com.acme.orders.config.DataSourcePropsTest.enforcesTls", `"sslmode=verify-full"`)

	g.tstAdd("test/assertj-map-contains-entry", `
org.opentest4j.AssertionFailedError: 
Expecting map:
  {"spring.datasource.password"="«a»", "spring.datasource.url"="jdbc:mysql://localhost:3306/shop", "spring.mail.password"="«b»"}
to contain entries:
  ["spring.datasource.password"="secret"]
but the following map entries had different values:
  ["spring.datasource.password"="«a»" (expected: "secret")]
`, V{"a": g.pwStrong(), "b": g.pw()}, `"spring.datasource.url"="jdbc:mysql://localhost:3306/shop"`)

	g.tstAdd("test/spock-power-assert", `
Condition not satisfied:

client.credentials.secret == expectedSecret
|      |           |      |  |
|      |           |      |  «b»
|      |           |      false
|      |           |      1 difference (97% similarity)
|      |           «a»
|      |           «b»
|      Credentials(clientId=«_cid», secret=«a»)
KeycloakClient@3f4a91c2

	at com.acme.sso.KeycloakClientSpec.loads client credentials(KeycloakClientSpec.groovy:29)
`, V{"a": g.an(32), "b": g.an(32), "_cid": "svc-" + g.s(alLower, 8)}, "com.acme.sso.KeycloakClientSpec.loads client credentials(KeycloakClientSpec.groovy:29)")

	g.tstAdd("test/kotest-should-be", `
io.kotest.assertions.AssertionFailedError: expected:<"«b»"> but was:<"«a»">
	at com.acme.push.FcmConfigTest$1$1.invokeSuspend(FcmConfigTest.kt:21)

FcmConfigTest > server key is read from local.properties FAILED
`, V{"a": g.firebaseFCM(), "b": g.firebaseFCM()}, "FcmConfigTest > server key is read from local.properties FAILED")

	g.tstAdd("test/scalatest-did-not-equal", `
[info] KafkaSettingsSpec:
[info] KafkaSettings
[info] - should build the SASL JAAS config *** FAILED ***
[info]   "...ername="«_u»" password="«a»";" did not equal "...ername="«_u»" password="«b»";" (KafkaSettingsSpec.scala:27)
[info] Run completed in 812 milliseconds.
[info] Tests: succeeded 3, failed 1, canceled 0, ignored 0, pending 0
`, V{"_u": g.s(alUpNum, 16), "a": g.b64(48), "b": g.b64(48)}, "Tests: succeeded 3, failed 1, canceled 0, ignored 0, pending 0")

	g.tstAdd("test/mockmvc-print", `
MockHttpServletRequest:
      HTTP Method = POST
      Request URI = /api/v1/orders
       Parameters = {}
          Headers = [Content-Type:"application/json;charset=UTF-8", Authorization:"Bearer «a»", Content-Length:"48"]
             Body = {"sku":"TSHIRT-M","quantity":2}
    Session Attrs = {}

Handler:
             Type = com.acme.orders.web.OrderController
           Method = com.acme.orders.web.OrderController#create(OrderRequest, Jwt)

MockHttpServletResponse:
           Status = 403
    Error message = null
          Headers = [Vary:"Origin", "Access-Control-Request-Method", "Access-Control-Request-Headers", WWW-Authenticate:"Bearer error=\"insufficient_scope\""]
`, V{"a": g.userJWT()}, "com.acme.orders.web.OrderController#create(OrderRequest, Jwt)", `{"sku":"TSHIRT-M","quantity":2}`)

	g.tstAdd("test/surefire-report-xml", `
$ cat target/surefire-reports/TEST-com.acme.notify.SesMailerTest.xml
<?xml version="1.0" encoding="UTF-8"?>
<testsuite xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" name="com.acme.notify.SesMailerTest" time="1.204" tests="3" errors="0" skipped="0" failures="1">
  <properties>
    <property name="java.version" value="21.0.5"/>
    <property name="aws.accessKeyId" value="«a»"/>
    <property name="aws.secretAccessKey" value="«b»"/>
    <property name="user.name" value="runner"/>
  </properties>
  <testcase name="sendsWelcomeMail" classname="com.acme.notify.SesMailerTest" time="0.882">
    <failure message="expected: &lt;200&gt; but was: &lt;403&gt;" type="org.opentest4j.AssertionFailedError">org.opentest4j.AssertionFailedError: expected: &lt;200&gt; but was: &lt;403&gt;</failure>
  </testcase>
</testsuite>
`, V{"a": g.awsID(), "b": g.awsSecret()}, `<property name="java.version" value="21.0.5"/>`)

	g.tstAdd("test/gradle-test-stdout", `
> Task :app:test

OpenAiClientTest > chatCompletion() STANDARD_OUT
    14:02:11.421 [Test worker] DEBUG okhttp3.OkHttpClient -- --> POST https://api.openai.com/v1/chat/completions
    14:02:11.422 [Test worker] DEBUG okhttp3.OkHttpClient -- Authorization: Bearer «a»
    14:02:11.422 [Test worker] DEBUG okhttp3.OkHttpClient -- OpenAI-Organization: org-«_org»
    14:02:12.017 [Test worker] DEBUG okhttp3.OkHttpClient -- <-- 429 Too Many Requests (595ms)

OpenAiClientTest > chatCompletion() FAILED
    java.io.IOException at OpenAiClientTest.kt:38

12 tests completed, 1 failed
`, V{"a": g.openaiSvc(), "_org": g.an(24)}, "12 tests completed, 1 failed", "<-- 429 Too Many Requests (595ms)")

	g.tstAdd("test/wiremock-mapping-json", `
$ cat src/test/resources/mappings/post-token.json
{
  "id" : "«_id»",
  "name" : "oauth_token",
  "request" : {
    "url" : "/oauth/token",
    "method" : "POST",
    "headers" : {
      "Authorization" : {
        "equalTo" : "Basic «a»"
      }
    },
    "bodyPatterns" : [ {
      "contains" : "grant_type=client_credentials"
    } ]
  },
  "response" : {
    "status" : 200,
    "jsonBody" : {
      "access_token" : "«b»",
      "token_type" : "bearer",
      "expires_in" : 3599
    },
    "headers" : {
      "Content-Type" : "application/json"
    }
  },
  "uuid" : "«_id»",
  "persistent" : true,
  "insertionIndex" : 4
}
`, V{"_id": g.uuid(), "a": b64s("partner-api:" + g.an(32)), "b": g.b64u(64)}, `"contains" : "grant_type=client_credentials"`)

	g.tstAdd("test/wiremock-java-stub", `
    @Test
    void fetchesInvoices() {
        stubFor(get(urlPathEqualTo("/v3/company/«_realm»/query"))
                .withHeader("Authorization", equalTo("Bearer «a»"))
                .willReturn(okJson("{\"QueryResponse\":{\"Invoice\":[]}}")));

        var client = new QuickBooksClient(wm.baseUrl(), "«a»");
        assertThat(client.invoices()).isEmpty();
    }
`, V{"_realm": g.digits(19), "a": "eyJlbmMiOiJBMTI4Q0JDLUhTMjU2IiwiYWxnIjoiZGlyIn0.." + g.b64u(22) + "." + g.b64u(400) + "." + g.b64u(22)}, `.willReturn(okJson("{\"QueryResponse\":{\"Invoice\":[]}}"))`)

	g.tstAdd("test/spring-application-test-yml", `
# src/test/resources/application-test.yml
spring:
  datasource:
    url: jdbc:tc:postgresql:16:///orders
    username: test
    password: test
  security:
    oauth2:
      client:
        registration:
          github:
            client-id: «_cid»
            client-secret: «a»
acme:
  crypto:
    jwt-hmac-secret: «b»
`, V{"_cid": "Iv1." + g.hex(16), "a": g.hex(40), "b": g.b64(64)}, "url: jdbc:tc:postgresql:16:///orders")

	g.tstAdd("test/testcontainers-java-log", `
14:02:11.421 [main] INFO  tc.mysql:8.4 -- Creating container for image: mysql:8.4
14:02:11.588 [main] INFO  tc.mysql:8.4 -- Container mysql:8.4 is starting: «_c»
14:02:11.590 [main] INFO  tc.mysql:8.4 -- Waiting for database connection to become available at jdbc:mysql://localhost:«_p»/inventory using query 'SELECT 1'
14:02:19.102 [main] INFO  tc.mysql:8.4 -- Container mysql:8.4 started in PT7.681S
14:02:19.104 [main] INFO  tc.mysql:8.4 -- Container is started (JDBC URL: jdbc:mysql://localhost:«_p»/inventory)
14:02:19.311 [main] DEBUG c.a.i.support.MySqlTestBase -- MYSQL_ROOT_PASSWORD=«a» MYSQL_PASSWORD=«b»
`, V{"_c": g.hex(64), "_p": g.tstPort(), "a": g.an(20), "b": g.an(20)}, "Creating container for image: mysql:8.4")

	g.tstAdd("test/jacoco-html-source", `
<span class="nc" id="L14">public final class ApiKeys {</span>
<span class="fc" id="L15">    static final String MAPS_KEY = &quot;«a»&quot;;</span>
<span class="fc" id="L16">    static final String PLACES_KEY = System.getenv(&quot;PLACES_KEY&quot;);</span>
<span class="pc bpc" id="L17" title="1 of 2 branches missed.">    static boolean enabled() { return PLACES_KEY != null; }</span>
`, V{"a": g.googleKey()}, "static final String PLACES_KEY = System.getenv(&quot;PLACES_KEY&quot;);")
}

func (g *G) tstDotNet() {
	g.tstAdd("test/xunit-strings-differ", `
  Failed Acme.Billing.Tests.StripeOptionsTests.Binds_secret_key_from_configuration [14 ms]
  Error Message:
   Assert.Equal() Failure: Strings differ
                         ↓ (pos 10)
Expected: "«b»"···
Actual:   "«a»"···
                         ↑ (pos 10)
  Stack Trace:
     at Acme.Billing.Tests.StripeOptionsTests.Binds_secret_key_from_configuration() in /src/tests/Acme.Billing.Tests/StripeOptionsTests.cs:line 29

Failed!  - Failed:     1, Passed:    41, Skipped:     0, Total:    42, Duration: 1 s - Acme.Billing.Tests.dll (net8.0)
`, V{"a": g.skLive(), "b": g.skLive()}, "StripeOptionsTests.cs:line 29", "Acme.Billing.Tests.dll (net8.0)")

	g.tstAdd("test/nunit-expected-but-was", `
  Failed ConnectionStringTests.BuildsFromSecrets [27 ms]
  Error Message:
     Expected string length 112 but was 108. Strings differ at index 71.
  Expected: "...acme-sql.database.windows.net;User ID=app;Password=«b»;Encrypt=True"
  But was:  "...acme-sql.database.windows.net;User ID=app;Password=«a»;Encrypt=True"
  ----------------------------------------------------------------------^
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "Strings differ at index 71.", "acme-sql.database.windows.net;User ID=app")

	g.tstAdd("test/mstest-are-equal", `
Failed TestIssueSasToken [6 ms]
Error Message:
 Assert.AreEqual failed. Expected:<«b»>. Actual:<«a»>. 
Stack Trace:
   at Acme.Storage.Tests.SasTests.TestIssueSasToken() in C:\src\Acme.Storage.Tests\SasTests.cs:line 52
`, V{"a": g.azStorage(), "b": g.azStorage()}, `C:\src\Acme.Storage.Tests\SasTests.cs:line 52`)

	g.tstAdd("test/fluentassertions-message", `
Xunit.Sdk.XunitException
Expected options.ClientSecret to be "«b»" with a length of 40, but "«a»" has a length of 40, differs near "«=near»" (index 0).
   at FluentAssertions.Execution.XUnit2TestFramework.Throw(String message)
   at Acme.Identity.Tests.EntraOptionsTests.Reads_client_secret() in /home/dev/identity/tests/EntraOptionsTests.cs:line 18
`, V{"a": g.azSecret(), "b": g.azSecret(), "=near": "Q~x"}, "Acme.Identity.Tests.EntraOptionsTests.Reads_client_secret()")

	g.tstAdd("test/appsettings-test-json", `
// tests/Acme.Api.IntegrationTests/appsettings.Test.json
{
  "ConnectionStrings": {
    "Default": "Server=localhost,1433;Database=AcmeTest;User Id=sa;Password=«a»;TrustServerCertificate=True",
    "Redis": "localhost:6379,password=«b»,ssl=False,abortConnect=False"
  },
  "Jwt": {
    "Issuer": "https://localhost:5001",
    "SigningKey": "«c»"
  },
  "SendGrid": { "ApiKey": "fake-key" }
}
`, V{"a": g.pwStrong(), "b": g.an(32), "c": g.b64(48)}, `"SendGrid": { "ApiKey": "fake-key" }`, `"Issuer": "https://localhost:5001"`)

	g.tstAdd("test/trx-stdout", `
<UnitTestResult executionId="«_e»" testId="«_t»" testName="Uploads_blob" computerName="fv-az1108-912" duration="00:00:01.2040000" startTime="2025-03-04T10:12:41.0000000+00:00" outcome="Failed">
  <Output>
    <StdOut>Using connection string DefaultEndpointsProtocol=https;AccountName=acmeci;AccountKey=«a»;EndpointSuffix=core.windows.net
Container ci-artifacts exists</StdOut>
    <ErrorInfo>
      <Message>Azure.RequestFailedException : This request is not authorized to perform this operation.</Message>
    </ErrorInfo>
  </Output>
</UnitTestResult>
`, V{"_e": g.uuid(), "_t": g.uuid(), "a": g.azStorage()}, `computerName="fv-az1108-912"`, "Container ci-artifacts exists")

	g.tstAdd("test/verify-received-file", `
$ git status --short
?? tests/Snapshots/ConfigExportTests.Export.received.txt
$ diff tests/Snapshots/ConfigExportTests.Export.verified.txt tests/Snapshots/ConfigExportTests.Export.received.txt
4c4
<   ApiKey: Guid_1,
---
>   ApiKey: «a»,
6c6
<   WebhookSecret: {Scrubbed},
---
>   WebhookSecret: «b»,
`, V{"a": g.pplx(), "b": g.b64(32)}, "WebhookSecret: {Scrubbed},", "ApiKey: Guid_1,")

	g.tstAdd("test/wiremock-net-stub", `
        _server
            .Given(Request.Create()
                .WithPath("/v1/messages")
                .WithHeader("x-api-key", "«a»")
                .UsingPost())
            .RespondWith(Response.Create()
                .WithStatusCode(200)
                .WithBodyAsJson(new { id = "msg_01XFDUDYJgAACzvnptvVoYEL", type = "message" }));
`, V{"a": g.anthropic()}, `.WithPath("/v1/messages")`, "msg_01XFDUDYJgAACzvnptvVoYEL")

	g.tstAdd("test/dotnet-user-secrets-in-test-run", `
$ dotnet user-secrets list --project tests/Acme.Api.IntegrationTests
Twilio:AuthToken = «a»
Twilio:AccountSid = «_sid»
ConnectionStrings:Default = Host=localhost;Database=acme_test;Username=postgres;Password=«b»
$ dotnet test tests/Acme.Api.IntegrationTests --filter Category=Sms
Passed!  - Failed:     0, Passed:     7, Skipped:     0, Total:     7, Duration: 3 s
`, V{"a": g.hex(32), "_sid": g.twilioSID(), "b": g.pwURL()}, "--filter Category=Sms")
}

func (g *G) tstPHP() {
	g.tstAdd("test/phpunit-strings-equal", `
PHPUnit 11.4.3 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.13
Configuration: /var/www/phpunit.xml

.....F....                                                        10 / 10 (100%)

Time: 00:00.412, Memory: 28.00 MB

There was 1 failure:

1) Tests\Unit\MailchimpClientTest::test_it_uses_the_configured_key
Failed asserting that two strings are equal.
--- Expected
+++ Actual
@@ @@
-'«b»'
+'«a»'

/var/www/tests/Unit/MailchimpClientTest.php:27

FAILURES!
Tests: 10, Assertions: 18, Failures: 1.
`, V{"a": g.mailchimp(), "b": g.mailchimp()}, "/var/www/tests/Unit/MailchimpClientTest.php:27", "Tests: 10, Assertions: 18, Failures: 1.")

	g.tstAdd("test/phpunit-xml-env", `
<?xml version="1.0" encoding="UTF-8"?>
<phpunit xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:noNamespaceSchemaLocation="vendor/phpunit/phpunit/phpunit.xsd"
         bootstrap="vendor/autoload.php"
         colors="true">
    <php>
        <env name="APP_ENV" value="testing"/>
        <env name="APP_KEY" value="«a»"/>
        <env name="DB_CONNECTION" value="sqlite"/>
        <env name="DB_DATABASE" value=":memory:"/>
        <env name="MAIL_MAILER" value="array"/>
        <env name="PUSHER_APP_SECRET" value="«b»"/>
        <env name="TELESCOPE_ENABLED" value="false"/>
    </php>
</phpunit>
`, V{"a": g.laravelKey(), "b": g.hex(20)}, `<env name="DB_DATABASE" value=":memory:"/>`, `<env name="TELESCOPE_ENABLED" value="false"/>`)

	g.tstAdd("test/laravel-env-testing", `
$ cat .env.testing
APP_NAME=Acme
APP_ENV=testing
APP_KEY=«a»
APP_DEBUG=true
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=acme_testing
DB_USERNAME=root
DB_PASSWORD=«b»
STRIPE_SECRET=«c»
MAIL_PASSWORD=null
`, V{"a": g.laravelKey(), "b": g.pw(), "c": g.skTest()}, "DB_DATABASE=acme_testing", "MAIL_PASSWORD=null")

	g.tstAdd("test/pest-identical-failure", `
   FAIL  Tests\Feature\GeocodeTest
  ⨯ it geocodes with the maps key                                       0.05s  
  ────────────────────────────────────────────────────────────────────────────  
   FAILED  Tests\Feature\GeocodeTest > it geocodes with the maps key             
  Failed asserting that two strings are identical.
  -'«b»'
  +'«a»'

  at tests/Feature/GeocodeTest.php:14
     10▕     Http::fake();
     11▕ 
     12▕     app(Geocoder::class)->lookup('Main St 1');
     13▕ 
  ➜  14▕     expect(Http::recorded()[0][0]->data()['key'])->toBe(config('services.google.maps_key'));
     15▕ });

  Tests:    1 failed, 23 passed (51 assertions)
`, V{"a": g.googleKey(), "b": g.googleKey()}, "at tests/Feature/GeocodeTest.php:14", "Tests:    1 failed, 23 passed (51 assertions)")

	g.tstAdd("test/laravel-http-fake-assert-sent", `
    Http::fake([
        'api.pagerduty.com/*' => Http::response(['incident' => ['id' => 'Q1R2S3T4U5V6W7']], 201),
    ]);

    (new OpenIncident($alert))->handle();

    Http::assertSent(fn (Request $r) =>
        $r->hasHeader('Authorization', 'Token token=«a»')
        && $r['incident']['service']['id'] === 'PXYZ123'
    );
`, V{"a": g.b64u(20)}, "'api.pagerduty.com/*' => Http::response(['incident' => ['id' => 'Q1R2S3T4U5V6W7']], 201)")

	g.tstAdd("test/phpunit-junit-log", `
<testsuite name="Tests\Integration\S3UploaderTest" file="/app/tests/Integration/S3UploaderTest.php" tests="2" assertions="1" errors="1" failures="0" skipped="0" time="0.734">
  <testcase name="test_upload" file="/app/tests/Integration/S3UploaderTest.php" line="22" class="Tests\Integration\S3UploaderTest" classname="Tests.Integration.S3UploaderTest" assertions="0" time="0.701">
    <error type="Aws\S3\Exception\S3Exception">Tests\Integration\S3UploaderTest::test_upload
Aws\S3\Exception\S3Exception: Error executing "PutObject" on "https://acme-uploads.s3.eu-central-1.amazonaws.com/t.txt"; AWS HTTP error: Client error: 403 SignatureDoesNotMatch (client): key=«a» secret=«b»

/app/tests/Integration/S3UploaderTest.php:31</error>
  </testcase>
</testsuite>
`, V{"a": g.awsID(), "b": g.awsSecret()}, `file="/app/tests/Integration/S3UploaderTest.php"`)

	g.tstAdd("test/behat-context-params", `
# behat.yml
default:
  suites:
    api:
      contexts:
        - ApiContext:
            baseUrl: https://staging-api.acme.io
            apiToken: «a»
        - Behat\MinkExtension\Context\MinkContext
  extensions:
    Behat\MinkExtension:
      base_url: https://staging.acme.io
`, V{"a": g.hex(40)}, "base_url: https://staging.acme.io", "baseUrl: https://staging-api.acme.io")
}

func (g *G) tstOtherLangs() {
	g.tstAdd("test/exunit-assertion-left-right", `
  1) test fetch_token/1 returns the token from the vault (MyApp.SecretsTest)
     test/my_app/secrets_test.exs:22
     Assertion with == failed
     code:  assert Secrets.fetch_token(:shippo) == @expected
     left:  "«a»"
     right: "«b»"
     stacktrace:
       test/my_app/secrets_test.exs:25: (test)

.....
Finished in 0.1 seconds (0.05s async, 0.05s sync)
14 tests, 1 failure

Randomized with seed 482913
`, V{"a": "shippo_live_" + g.hex(40), "b": "shippo_live_" + g.hex(40)}, "Randomized with seed 482913", "test/my_app/secrets_test.exs:22")

	g.tstAdd("test/exunit-config-test-exs", `
# config/test.exs
import Config

config :my_app, MyApp.Repo,
  username: "postgres",
  password: "postgres",
  hostname: "localhost",
  database: "my_app_test#{System.get_env("MIX_TEST_PARTITION")}",
  pool: Ecto.Adapters.SQL.Sandbox

config :my_app, MyAppWeb.Endpoint,
  http: [ip: {127, 0, 0, 1}, port: 4002],
  secret_key_base: "«a»",
  server: false

config :my_app, MyApp.Mailer, adapter: Swoosh.Adapters.Test
config :my_app, :postmark_api_key, "«b»"
`, V{"a": g.b64(48), "b": g.uuid()}, "pool: Ecto.Adapters.SQL.Sandbox", "config :my_app, MyApp.Mailer, adapter: Swoosh.Adapters.Test")

	g.tstAdd("test/cargo-test-left-right", `
running 7 tests
test config::tests::defaults ... ok
test config::tests::reads_token_from_env ... FAILED

failures:

---- config::tests::reads_token_from_env stdout ----

thread 'config::tests::reads_token_from_env' panicked at src/config.rs:88:9:
assertion ˋleft == rightˋ failed
  left: Some("«a»")
 right: Some("«b»")
note: run with ˋRUST_BACKTRACE=1ˋ environment variable to display a backtrace


failures:
    config::tests::reads_token_from_env

test result: FAILED. 6 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
`, V{"a": g.npmTok(), "b": g.npmTok()}, "thread 'config::tests::reads_token_from_env' panicked at src/config.rs:88:9:")

	g.tstAdd("test/cargo-test-struct-debug", `
thread 'client::tests::builds_request' panicked at src/client.rs:141:9:
assertion ˋleft == rightˋ failed: headers differ
  left: {"authorization": "Bearer «a»", "content-type": "application/json", "x-goog-user-project": "acme-prod"}
 right: {"authorization": "Bearer «b»", "content-type": "application/json", "x-goog-user-project": "acme-prod"}
`, V{"a": g.ya29(), "b": g.ya29()}, `"x-goog-user-project": "acme-prod"`, "src/client.rs:141:9")

	g.tstAdd("test/insta-snap-file", `
$ cat src/snapshots/deployer__render__tests__netrc.snap
---
source: src/render.rs
expression: render_netrc(&creds)
snapshot_kind: text
---
machine api.heroku.com
  login ci@acme.io
  password «a»
machine git.heroku.com
  login ci@acme.io
  password «a»
`, V{"a": g.heroku()}, "expression: render_netrc(&creds)", "machine git.heroku.com")

	g.tstAdd("test/cargo-insta-review", `
$ cargo insta review
Reviewing [1/1]:
Snapshot file: src/snapshots/agent__config__tests__toml.snap
Snapshot: toml
Source: src/config.rs:212
────────────────────────────────────────────────────────────────────────────────
Expression: toml::to_string(&cfg).unwrap()
────────────────────────────────────────────────────────────────────────────────
-old snapshot
+new results
────────────┬───────────────────────────────────────────────────────────────────
    0     0 │ [upstream]
    1     1 │ url = "https://ingest.acme.dev"
    2       │-token = "xxx"
          2 │+token = "«a»"
    3     3 │ timeout_secs = 30
────────────┴───────────────────────────────────────────────────────────────────
  a accept     keep the new snapshot
  r reject     retain the old snapshot
  s skip       keep both for now
`, V{"a": g.grafanaSA()}, `url = "https://ingest.acme.dev"`, `-token = "xxx"`, "Snapshot file: src/snapshots/agent__config__tests__toml.snap")

	g.tstAdd("test/proptest-minimal-input", `
thread 'tests::signature_roundtrip' panicked at src/webhook.rs:203:5:
Test failed: assertion failed: verify(&key, &msg, &sig).is_ok(); minimal failing input: key = "«a»", msg = [0]
	successes: 41
	local rejects: 0
	global rejects: 0

proptest: Saving this and future failures in /home/dev/hooks/proptest-regressions/webhook.txt
proptest: If this test was run on a CI system, you may wish to add the following line to your copy of the file. (You may need to create it.)
cc «_cc»
`, V{"a": g.whsec(), "_cc": g.hex(64)}, "/home/dev/hooks/proptest-regressions/webhook.txt")

	g.tstAdd("test/xctest-assert-equal", `
Test Case '-[AcmeKitTests.KeychainTests testStoresRefreshToken]' started.
/Users/dev/AcmeKit/Tests/AcmeKitTests/KeychainTests.swift:34: error: -[AcmeKitTests.KeychainTests testStoresRefreshToken] : XCTAssertEqual failed: ("Optional("«a»")") is not equal to ("Optional("«b»")")
Test Case '-[AcmeKitTests.KeychainTests testStoresRefreshToken]' failed (0.012 seconds).
`, V{"a": g.b64u(64), "b": g.b64u(64)}, "/Users/dev/AcmeKit/Tests/AcmeKitTests/KeychainTests.swift:34")

	g.tstAdd("test/dart-test-expected-actual", `
00:02 +11 -1: test/api_client_test.dart: ApiClient attaches the RevenueCat key [E]
  Expected: 'Bearer «b»'
    Actual: 'Bearer «a»'
     Which: is different.
            Expected: Bearer «b» ...
              Actual: Bearer «a» ...
                             ^
             Differ at offset 12

  package:matcher                     expect
  test/api_client_test.dart 42:7      main.<fn>.<fn>
`, V{"a": "sk_" + g.an(32), "b": "sk_" + g.an(32)}, "test/api_client_test.dart 42:7")

	g.tstAdd("test/hspec-expected-but-got", `
  test/ConfigSpec.hs:31:7: 
  1) Config.load reads the Postmark token
       expected: Config {postmarkToken = "«b»", fromAddress = "noreply@acme.io"}
        but got: Config {postmarkToken = "«a»", fromAddress = "noreply@acme.io"}

  To rerun use: --match "/Config/load/reads the Postmark token/"
`, V{"a": g.uuid(), "b": g.uuid()}, `fromAddress = "noreply@acme.io"`, `--match "/Config/load/reads the Postmark token/"`)

	g.tstAdd("test/clojure-test-not-equal", `
FAIL in (builds-db-spec) (db_test.clj:19)
expected: (= {:dbtype "postgresql", :host "localhost", :user "app", :password "changeme"} (db-spec env))
  actual: (not (= {:dbtype "postgresql", :host "localhost", :user "app", :password "changeme"} {:dbtype "postgresql", :host "localhost", :user "app", :password "«a»"}))

Ran 12 tests containing 31 assertions.
1 failures, 0 errors.
`, V{"a": g.pw()}, `:password "changeme"`, "Ran 12 tests containing 31 assertions.")

	g.tstAdd("test/gtest-expected-equality", `
[ RUN      ] TokenCacheTest.ReturnsCachedToken
/home/dev/agent/tests/token_cache_test.cc:58: Failure
Expected equality of these values:
  cache.Get("datadog")
    Which is: "«a»"
  kExpectedKey
    Which is: "«b»"
[  FAILED  ] TokenCacheTest.ReturnsCachedToken (0 ms)
`, V{"a": g.hex(32), "b": g.hex(32)}, "/home/dev/agent/tests/token_cache_test.cc:58: Failure")

	g.tstAdd("test/perl-test-more-is", `
$ prove -lv t/03-auth.t
t/03-auth.t .. 
ok 1 - use Acme::Auth;
not ok 2 - api secret from config
#   Failed test 'api secret from config'
#   at t/03-auth.t line 17.
#          got: '«a»'
#     expected: '«b»'
1..2
# Looks like you failed 1 test of 2.
Dubious, test returned 1 (wstat 256, 0x100)
`, V{"a": g.an(40), "b": g.an(40)}, "#   at t/03-auth.t line 17.", "Dubious, test returned 1 (wstat 256, 0x100)")

	g.tstAdd("test/busted-lua-expected", `
●◼
1 success / 1 failure / 0 errors / 0 pending : 0.012 seconds

Failure → spec/redis_spec.lua @ 9
redis client uses the configured password
spec/redis_spec.lua:14: Expected objects to be the same.
Passed in:
(string) '«a»'
Expected:
(string) '«b»'
`, V{"a": g.an(32), "b": g.an(32)}, "spec/redis_spec.lua:14: Expected objects to be the same.")
}

func (g *G) tstRecordings() {
	g.tstAdd("test/go-vcr-cassette", `
$ cat internal/github/testdata/fixtures/list_repos.yaml
---
version: 2
interactions:
    - id: 0
      request:
        proto: HTTP/1.1
        proto_major: 1
        proto_minor: 1
        content_length: 0
        host: api.github.com
        headers:
            Accept:
                - application/vnd.github+json
            Authorization:
                - Bearer «a»
            X-Github-Api-Version:
                - "2022-11-28"
        url: https://api.github.com/orgs/acme/repos?per_page=100
        method: GET
      response:
        proto: HTTP/2.0
        content_length: -1
        body: '[{"id":«_id»,"node_id":"R_kgDO«_node»","name":"deploybot","private":true}]'
        headers:
            X-Github-Request-Id:
                - «_rid»
        status: 200 OK
        code: 200
        duration: 412.118ms
`, V{"a": g.ghFine(), "_id": g.digits(9), "_node": g.an(6), "_rid": g.s(alHexU, 4) + ":" + g.s(alHexU, 6) + ":" + g.s(alHexU, 7)}, "url: https://api.github.com/orgs/acme/repos?per_page=100", "duration: 412.118ms")

	g.tstAdd("test/vcrpy-cassette-form-body", `
interactions:
- request:
    body: grant_type=client_credentials&client_id=«_cid»&client_secret=«a»&scope=https%3A%2F%2Fgraph.microsoft.com%2F.default
    headers:
      Accept:
      - '*/*'
      Content-Type:
      - application/x-www-form-urlencoded
      User-Agent:
      - python-requests/2.32.3
    method: POST
    uri: https://login.microsoftonline.com/«_tid»/oauth2/v2.0/token
  response:
    body:
      string: '{"token_type":"Bearer","expires_in":3599,"ext_expires_in":3599,"access_token":"«b»"}'
    headers:
      x-ms-request-id:
      - «_rid»
    status:
      code: 200
      message: OK
version: 1
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_tid": g.uuid(), "b": g.jwt("RS256", `{"aud":"https://graph.microsoft.com","iss":"https://sts.windows.net/`+g.uuid()+`/","roles":["Mail.Send"]}`), "_rid": g.uuid()}, "User-Agent:\n      - python-requests/2.32.3")

	g.tstAdd("test/pytest-recording-filter-benign", `
# tests/conftest.py
@pytest.fixture(scope="module")
def vcr_config():
    return {
        "filter_headers": [("authorization", "DUMMY"), ("x-api-key", "DUMMY")],
        "filter_query_parameters": ["api_key"],
        "record_mode": "once",
    }
# and the cassette it wrote:
#     headers:
#       authorization:
#       - DUMMY
#     uri: https://api.pinecone.io/indexes?api_key=
`, V{}, `("x-api-key", "DUMMY")`, "uri: https://api.pinecone.io/indexes?api_key=")

	g.tstAdd("test/betamax-json-cassette", `
{"http_interactions": [{"request": {"body": {"encoding": "utf-8", "string": ""}, "headers": {"User-Agent": ["github3.py/4.0.1"], "Accept-Encoding": ["gzip, deflate"], "Accept": ["application/vnd.github.v3.full+json"], "Connection": ["keep-alive"], "Accept-Charset": ["utf-8"], "Authorization": ["token «a»"]}, "method": "GET", "uri": "https://api.github.com/user"}, "response": {"body": {"encoding": "utf-8", "base64_string": "«_body»"}, "headers": {"X-GitHub-Request-Id": ["«_rid»"]}, "status": {"code": 200, "message": "OK"}, "url": "https://api.github.com/user"}, "recorded_at": "«_ts»"}], "recorded_with": "betamax/0.9.0"}
`, V{"a": g.gho(), "_body": g.b64(120), "_rid": g.s(alHexU, 4) + ":" + g.s(alHexU, 5), "_ts": g.tstTS()}, `"recorded_with": "betamax/0.9.0"`, `"User-Agent": ["github3.py/4.0.1"]`)

	g.tstAdd("test/responses-recorder-yaml", `
$ cat tests/responses/token_refresh.yaml
responses:
- response:
    auto_calculate_content_length: false
    body: '{"access_token": "«a»", "refresh_token": "«b»", "token_type": "bearer", "expires_in": 28800, "scope": "read write"}'
    content_type: text/plain
    headers:
      x-request-id: «_rid»
    method: POST
    status: 200
    url: https://auth.calendly.com/oauth/token
`, V{"a": g.userJWT(), "b": g.b64u(43), "_rid": g.uuid()}, "url: https://auth.calendly.com/oauth/token", "auto_calculate_content_length: false")

	g.tstAdd("test/httpretty-register", `
@httpretty.activate(allow_net_connect=False)
def test_sends_datadog_keys():
    httpretty.register_uri(httpretty.POST, "https://api.datadoghq.eu/api/v2/series", status=202, body="{}")

    submit_metrics([("deploys", 1)], api_key="«a»", app_key="«b»")

    req = httpretty.last_request()
    assert req.headers["DD-API-KEY"] == "«a»"
`, V{"a": g.hex(32), "b": g.hex(40)}, `"https://api.datadoghq.eu/api/v2/series"`, "httpretty.last_request()")

	g.tstAdd("test/polly-har-recording", `
{
  "log": {
    "_recordingName": "linear/creates an issue",
    "creator": {
      "comment": "persister:fs",
      "name": "Polly.JS",
      "version": "6.0.6"
    },
    "entries": [
      {
        "_id": "«_id»",
        "_order": 0,
        "cache": {},
        "request": {
          "bodySize": 142,
          "cookies": [],
          "headers": [
            {
              "_fromType": "array",
              "name": "authorization",
              "value": "«a»"
            },
            {
              "_fromType": "array",
              "name": "content-type",
              "value": "application/json"
            }
          ],
          "headersSize": 312,
          "httpVersion": "HTTP/1.1",
          "method": "POST",
          "url": "https://api.linear.app/graphql"
        },
        "startedDateTime": "«_ts».221Z",
        "time": 388
      }
    ]
  }
}
`, V{"_id": g.hex(32), "a": g.linear(), "_ts": g.tstTS()}, `"url": "https://api.linear.app/graphql"`, `"_recordingName": "linear/creates an issue"`)

	g.tstAdd("test/nock-recorder-output", `
<<<<<<-- cut here -->>>>>>

nock('https://api.sendgrid.com:443', {"encodedQueryParams":true,"reqheaders":{"authorization":"Bearer «a»","content-type":"application/json"}})
  .post('/v3/mail/send', {"personalizations":[{"to":[{"email":"jane@example.com"}]}],"from":{"email":"noreply@acme.io"},"subject":"Welcome","content":[{"type":"text/plain","value":"Hi"}]})
  .reply(202, "", [
  'Server',
  'nginx',
  'X-Message-Id',
  '«_mid»',
]);

<<<<<<-- cut here -->>>>>>
`, V{"a": g.sendgrid(), "_mid": g.b64u(22)}, "<<<<<<-- cut here -->>>>>>", `{"email":"noreply@acme.io"}`)

	g.tstAdd("test/nock-back-fixture-json", `
[
  {
    "scope": "https://api.notion.com:443",
    "method": "POST",
    "path": "/v1/databases/«_db»/query",
    "body": { "page_size": 10 },
    "status": 200,
    "response": { "object": "list", "results": [], "has_more": false },
    "rawHeaders": [
      "Date",
      "«_d»",
      "x-notion-request-id",
      "«_rid»"
    ],
    "reqheaders": {
      "authorization": "Bearer «a»",
      "notion-version": "2022-06-28"
    },
    "responseIsBinary": false
  }
]
`, V{"_db": strings.ReplaceAll(g.uuid(), "-", ""), "_d": g.tstHTTPDate(), "_rid": g.uuid(), "a": g.notion()}, `"scope": "https://api.notion.com:443"`, `"notion-version": "2022-06-28"`)

	g.tstAdd("test/wiremock-recorded-body-file", `
$ ls src/test/resources/__files/
body-oauth-token-«_h».json  body-v1-accounts-«_h2».json
$ cat src/test/resources/__files/body-oauth-token-«_h».json
{"access_token":"«a»","token_type":"Bearer","expires_in":7200,"refresh_token":"«b»","scope":"accounts:read","created_at":1741083164}
`, V{"_h": g.an(8), "_h2": g.an(8), "a": g.b64u(43), "b": g.b64u(43)}, `"scope":"accounts:read"`)

	g.tstAdd("test/hoverfly-simulation", `
{
	"data": {
		"pairs": [
			{
				"request": {
					"path": [{ "matcher": "exact", "value": "/api/v1/charges" }],
					"method": [{ "matcher": "exact", "value": "POST" }],
					"destination": [{ "matcher": "exact", "value": "api.paystack.co" }],
					"headers": {
						"Authorization": [{ "matcher": "exact", "value": "Bearer «a»" }]
					}
				},
				"response": { "status": 200, "body": "{\"status\":true}", "encodedBody": false, "templated": false }
			}
		]
	},
	"meta": { "schemaVersion": "v5.2", "hoverflyVersion": "v1.10.5", "timeExported": "«_ts»Z" }
}
`, V{"a": "sk_live_" + g.hex(40), "_ts": g.tstTS()}, `"hoverflyVersion": "v1.10.5"`)

	g.tstAdd("test/talkback-tape", `
{
  meta: {
    createdAt: '«_ts».000Z',
    host: 'https://api.mailgun.net',
    tag: 'send-receipt',
  },
  req: {
    url: '/v3/mg.acme.io/messages',
    method: 'POST',
    headers: {
      authorization: 'Basic «a»',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'from=receipts%40mg.acme.io&to=jane%40example.com&subject=Receipt',
  },
  res: {
    status: 200,
    headers: { 'content-type': ['application/json'] },
    body: { id: '<«_mid»@mg.acme.io>', message: 'Queued. Thank you.' },
  },
}
`, V{"_ts": g.tstTS(), "a": b64s("api:" + g.mailgun()), "_mid": g.tstTS()[:10] + "." + g.hex(16)}, "host: 'https://api.mailgun.net'", "message: 'Queued. Thank you.'")

	g.tstAdd("test/msw-handlers", `
// src/mocks/handlers.ts
import { http, HttpResponse } from 'msw';

export const handlers = [
  http.post('https://api.acme.dev/oauth/token', () =>
    HttpResponse.json({
      access_token: '«a»',
      refresh_token: '«b»',
      expires_in: 3600,
    }),
  ),
  http.get('https://api.acme.dev/v1/me', ({ request }) => {
    if (request.headers.get('Authorization') !== 'Bearer test-token') {
      return new HttpResponse(null, { status: 401 });
    }
    return HttpResponse.json({ id: 'usr_123', name: 'Test User' });
  }),
];
`, V{"a": g.userJWT(), "b": g.b64u(64)}, "'Bearer test-token'", "return HttpResponse.json({ id: 'usr_123', name: 'Test User' });")

	g.tstAdd("test/exvcr-cassette", `
[
  {
    "request": {
      "body": "",
      "headers": {
        "Authorization": "Bearer «a»",
        "Accept": "application/json"
      },
      "method": "get",
      "options": [],
      "request_body": "",
      "url": "https://api.digitalocean.com/v2/droplets?tag_name=ci"
    },
    "response": {
      "binary": false,
      "body": "{\"droplets\":[],\"links\":{},\"meta\":{\"total\":0}}",
      "headers": { "ratelimit-remaining": "4999" },
      "status_code": 200,
      "type": "ok"
    }
  }
]
`, V{"a": g.doToken()}, `"url": "https://api.digitalocean.com/v2/droplets?tag_name=ci"`)

	g.tstAdd("test/vcr-cassette-cookie-response", `
  response:
    status:
      code: 302
      message: Found
    headers:
      Location:
      - https://app.acme-crm.com/dashboard
      Set-Cookie:
      - _acme_crm_session=«a»; path=/; secure; HttpOnly; SameSite=Lax
      - remember_user_token=«b»; path=/; expires=«_d»; secure; HttpOnly
      X-Request-Id:
      - «_rid»
`, V{"a": g.b64(96) + "--" + g.b64(12) + "--" + g.b64(16), "b": g.b64u(60) + "--" + g.hex(40), "_d": g.tstHTTPDate(), "_rid": g.uuid()}, "https://app.acme-crm.com/dashboard")

	g.tstAdd("test/wiremock-recorder-snapshot-cli", `
$ curl -s -X POST http://localhost:8080/__admin/recordings/snapshot -d '{"outputFormat":"FULL","persist":false}' | jq '.mappings[0].request'
{
  "url": "/v1/customers?limit=3",
  "method": "GET",
  "headers": {
    "Authorization": {
      "equalTo": "Basic «a»"
    }
  }
}
`, V{"a": b64s(g.skLive() + ":")}, "http://localhost:8080/__admin/recordings/snapshot", `"url": "/v1/customers?limit=3"`)
}

func (g *G) tstReports() {
	g.tstAdd("test/jest-junit-system-out", `
<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="jest tests" tests="38" failures="1" errors="0" time="6.412">
  <testsuite name="slack notifier" errors="0" failures="1" skipped="0" timestamp="«_ts»" time="0.842" tests="4">
    <testcase classname="slack notifier posts to the channel" name="slack notifier posts to the channel" time="0.311">
      <failure>Error: expect(received).toBe(expected) // Object.is equality

Expected: true
Received: false
    at Object.toBe (/builds/acme/notifier/src/slack.test.ts:27:29)</failure>
    </testcase>
    <system-out><![CDATA[console.log
  posting with SLACK_BOT_TOKEN=«a» to C05ABCD1234

      at log (src/slack.ts:14:11)
]]></system-out>
  </testsuite>
</testsuites>
`, V{"_ts": g.tstTS(), "a": g.xoxb()}, "/builds/acme/notifier/src/slack.test.ts:27:29", `<testsuites name="jest tests" tests="38" failures="1" errors="0" time="6.412">`)

	g.tstAdd("test/junit-xml-system-err-pytest", `
<testcase classname="tests.integration.test_queue" name="test_publish" time="0.433">
  <error message="failed on setup with &quot;redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled.&quot;">request = &lt;SubRequest 'redis_client' for &lt;Function test_publish&gt;&gt;</error>
  <system-err>connecting to rediss://default:«a»@redis-12345.c1.eu-west-1-2.ec2.redns.redis-cloud.com:12345/0
</system-err>
</testcase>
`, V{"a": g.an(32)}, "redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled.")

	g.tstAdd("test/bats-tap-failure", `
$ bats test/deploy.bats
deploy.bats
 ✓ prints usage without args
 ✗ exports the registry token
   (in test file test/deploy.bats, line 14)
     ˋ[ "$output" = "REGISTRY_TOKEN=${EXPECTED}" ]' failed
   output: REGISTRY_TOKEN=«a»
   EXPECTED: «b»

2 tests, 1 failure
`, V{"a": g.dockerPAT(), "b": g.dockerPAT()}, "(in test file test/deploy.bats, line 14)", "✓ prints usage without args")

	g.tstAdd("test/allure-result-json", `
$ cat allure-results/«_u»-result.json
{"uuid":"«_u»","historyId":"«_hist»","fullName":"tests.api.test_orders#test_create_order","labels":[{"name":"suite","value":"Orders API"},{"name":"host","value":"runner-7c9f"}],"parameters":[{"name":"base_url","value":"https://staging.acme.io"},{"name":"api_key","value":"«a»"}],"status":"failed","statusDetails":{"message":"AssertionError: 401 != 201"},"stage":"finished","start":1741083161204,"stop":1741083161611}
`, V{"_u": g.uuid(), "_hist": g.hex(32), "a": g.an(40)}, `"fullName":"tests.api.test_orders#test_create_order"`, `{"name":"base_url","value":"https://staging.acme.io"}`)

	g.tstAdd("test/gha-job-summary-markdown", `
## Test results

| Suite | Passed | Failed | Skipped | Time |
|---|---:|---:|---:|---:|
| unit | 412 | 0 | 3 | 41s |
| integration | 57 | 1 | 0 | 2m 11s |

<details><summary>❌ integration › payments › refunds a charge</summary>

ˋˋˋ
StripeAuthenticationError: Invalid API Key provided: «a»
    at res.toJSON.then.StripeAPIError.message (node_modules/stripe/cjs/RequestSender.js:102:31)
ˋˋˋ
</details>
`, V{"a": g.rkLive()}, "| integration | 57 | 1 | 0 | 2m 11s |", "node_modules/stripe/cjs/RequestSender.js:102:31")

	g.tstAdd("test/gha-log-error-annotation", `
2025-03-04T10:12:44.1185230Z ##[group]Run go test ./... -count=1
2025-03-04T10:12:44.1186012Z go test ./... -count=1
2025-03-04T10:12:44.1214470Z shell: /usr/bin/bash -e {0}
2025-03-04T10:12:44.1214885Z env:
2025-03-04T10:12:44.1215240Z   GOFLAGS: -mod=readonly
2025-03-04T10:12:44.1215621Z   CLOUDFLARE_API_TOKEN: ***
2025-03-04T10:12:44.1216003Z ##[endgroup]
2025-03-04T10:12:51.7731184Z --- FAIL: TestPurgeCache (0.41s)
2025-03-04T10:12:51.7733301Z     purge_test.go:33: POST https://api.cloudflare.com/client/v4/zones/«_z»/purge_cache with "Authorization: Bearer «a»": 403 Forbidden
2025-03-04T10:12:51.7812001Z ##[error]Process completed with exit code 1.
`, V{"_z": g.hex(32), "a": g.cfToken()}, "CLOUDFLARE_API_TOKEN: ***", "##[error]Process completed with exit code 1.")

	g.tstAdd("test/circleci-test-step-env", `
#!/bin/bash -eo pipefail
env | sort | grep -E '^(CIRCLE_|DATABASE_|HEROKU_)' ; npm run test:ci
CIRCLE_BRANCH=fix/flaky-login
CIRCLE_BUILD_NUM=18412
CIRCLE_SHA1=«_sha»
DATABASE_URL=postgres://circleci:«a»@localhost:5432/circle_test
HEROKU_API_KEY=«b»

> acme-web@3.12.0 test:ci
> jest --ci --reporters=default --reporters=jest-junit
`, V{"_sha": g.gitSHA(), "a": g.pwURL(), "b": g.uuid()}, "CIRCLE_BRANCH=fix/flaky-login", "> acme-web@3.12.0 test:ci")

	g.tstAdd("test/buildkite-annotation", `
$ buildkite-agent annotate --style error --context junit <<'EOF'
### 1 test failed
**ReportsExportTest#test_uploads_to_gcs** (test/jobs/reports_export_test.rb:19)
<pre>Google::Cloud::PermissionDeniedError: 7:acme-reports@acme-prod.iam.gserviceaccount.com does not have storage.objects.create access.
  private_key_id: «_kid»
  private_key: -----BEGIN PRIVATE KEY-----\n«a»\n-----END PRIVATE KEY-----\n</pre>
EOF
`, V{"_kid": g.hex(40), "a": strings.ReplaceAll(g.pkcs8RSAPEM().body, "\n", `\n`)}, "acme-reports@acme-prod.iam.gserviceaccount.com", "test/jobs/reports_export_test.rb:19")

	g.tstAdd("test/coverage-py-annotate", `
$ coverage annotate -d annotated && cat annotated/app_integrations_pagerduty_py,cover
> import os
> import requests

> ROUTING_KEY = os.environ.get("PD_ROUTING_KEY", "«a»")
> API_TOKEN = os.environ.get("PD_API_TOKEN", "«b»")


> def trigger(summary, severity="error"):
!     return requests.post(
!         "https://events.pagerduty.com/v2/enqueue",
!         json={"routing_key": ROUTING_KEY, "event_action": "trigger",
!               "payload": {"summary": summary, "severity": severity, "source": "acme"}},
!         timeout=5,
!     )
`, V{"a": g.hex(32), "b": "u+" + g.b64u(18)}, `"https://events.pagerduty.com/v2/enqueue"`, `def trigger(summary, severity="error"):`)

	g.tstAdd("test/go-cover-html", `
<pre class="file" id="file3" style="display: none">package notify

import "os"

<span class="cov8" title="1">var webhookURL = "«a»"</span>

func enabled() bool <span class="cov8" title="1">{
        return os.Getenv("NOTIFY_DISABLED") == ""
}</span>

func botToken() string <span class="cov0" title="0">{
        return "«b»"
}</span>
</pre>
`, V{"a": g.tstSlackHook(), "b": g.xoxb()}, `return os.Getenv("NOTIFY_DISABLED") == ""`)

	g.tstAdd("test/simplecov-html-source", `
<li class="covered" data-hits="1" data-linenumber="3">
  <span class="hits">1</span>
  <code class="ruby">  ALGOLIA_APP_ID = &quot;«_app»&quot;</code>
</li>
<li class="covered" data-hits="1" data-linenumber="4">
  <span class="hits">1</span>
  <code class="ruby">  ALGOLIA_ADMIN_KEY = ENV.fetch(&quot;ALGOLIA_ADMIN_KEY&quot;, &quot;«a»&quot;)</code>
</li>
<li class="never" data-hits="" data-linenumber="5">
  <code class="ruby"></code>
</li>
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32)}, `<li class="never" data-hits="" data-linenumber="5">`)

	g.tstAdd("test/istanbul-lcov-report-source", `
<td class="text"><pre class="prettyprint lang-js">
<span class="cstat-no" title="statement not covered" >const client = new Algolia(process.env.ALGOLIA_APP_ID, '«a»');</span>
<span class="cstat-no" title="statement not covered" >export const index = client.initIndex('products_prod');</span>
</pre></td>
`, V{"a": g.hex(32)}, "client.initIndex('products_prod')")

	g.tstAdd("test/gitlab-junit-mr-widget", `
Test summary: 2 failed, 318 passed, 4 skipped

rspec › Billing::Invoices#sync › retries on timeout
  Failure/Error: raise Xero::Unauthorized
  Xero::Unauthorized: token=«a» tenant=«_t» returned 401
  ./spec/billing/invoices_spec.rb:88

rspec › Billing::Invoices#sync › paginates
  expected 3 pages, got 2
`, V{"a": g.jwt("RS256", `{"nbf":1741083000,"exp":1741084800,"iss":"https://identity.xero.com","aud":"https://identity.xero.com/resources","client_id":"`+g.s(alUpNum, 32)+`","xero_userid":"`+g.uuid()+`"}`), "_t": g.uuid()}, "Test summary: 2 failed, 318 passed, 4 skipped", "./spec/billing/invoices_spec.rb:88")

	g.tstAdd("test/jenkins-junit-console", `
[Pipeline] junit
Recording test results
[Checks API] No suitable checks publisher found.
[Pipeline] }
[Pipeline] // withCredentials
+ cat build/test-results/test/TEST-com.acme.ftp.UploaderTest.xml | grep -A2 system-out
  <system-out><![CDATA[Connecting to sftp://deploy@files.partner.example:22 with password «a»
Uploaded 3 files
]]></system-out>
`, V{"a": g.pw()}, "[Checks API] No suitable checks publisher found.", "sftp://deploy@files.partner.example:22")
}

func (g *G) tstFixtures() {
	g.tstAdd("test/django-fixture-json", `
$ python manage.py dumpdata integrations.Webhook --indent 2 > integrations/fixtures/webhooks.json
$ cat integrations/fixtures/webhooks.json
[
{
  "model": "integrations.webhook",
  "pk": 3,
  "fields": {
    "name": "GitHub push",
    "url": "https://ci.acme.io/hooks/github",
    "secret": "«a»",
    "created": "«_ts».512Z"
  }
},
{
  "model": "integrations.webhook",
  "pk": 4,
  "fields": {
    "name": "Test hook",
    "url": "http://localhost:8000/hooks/test",
    "secret": "dummy",
    "created": "«_ts».513Z"
  }
}
]
`, V{"a": g.hex(40), "_ts": g.tstTS()}, `"url": "https://ci.acme.io/hooks/github"`, `"secret": "dummy"`)

	g.tstAdd("test/rails-seeds-rb", `
# db/seeds.rb
admin = User.find_or_create_by!(email: "admin@acme.test") do |u|
  u.password = "«a»"
  u.role = :admin
end

Integration.find_or_create_by!(provider: "twilio", account: admin.account) do |i|
  i.settings = { account_sid: "«_sid»", auth_token: "«b»", from: "+15017122661" }
end

puts "Seeded #{User.count} users"
`, V{"a": g.pw(), "_sid": g.twilioSID(), "b": g.hex(32)}, `email: "admin@acme.test"`, `from: "+15017122661"`)

	g.tstAdd("test/prisma-seed-ts", `
// prisma/seed.ts
import { PrismaClient } from '@prisma/client';
import { hash } from 'bcryptjs';

const prisma = new PrismaClient();

async function main() {
  await prisma.user.upsert({
    where: { email: 'e2e@acme.dev' },
    update: {},
    create: { email: 'e2e@acme.dev', passwordHash: await hash('«a»', 10) },
  });
  await prisma.apiKey.create({
    data: { name: 'e2e', key: '«b»', ownerEmail: 'e2e@acme.dev' },
  });
}

main().finally(() => prisma.$disconnect());
`, V{"a": g.pw(), "b": "acme_live_" + g.an(32)}, "where: { email: 'e2e@acme.dev' }", "main().finally(() => prisma.$disconnect());")

	g.tstAdd("test/knex-seed-js", `
// seeds/02_oauth_clients.js
exports.seed = async function (knex) {
  await knex('oauth_clients').del();
  await knex('oauth_clients').insert([
    { id: 1, client_id: 'mobile-app', client_secret: null, redirect_uri: 'acme://callback' },
    { id: 2, client_id: 'partner-portal', client_secret: '«a»', redirect_uri: 'https://partners.acme.io/cb' },
  ]);
};
`, V{"a": g.b64u(48)}, "redirect_uri: 'acme://callback'", "client_id: 'partner-portal'")

	g.tstAdd("test/laravel-seeder", `
class IntegrationSeeder extends Seeder
{
    public function run(): void
    {
        Integration::create([
            'provider' => 'mailgun',
            'domain' => 'mg.acme.test',
            'secret' => '«a»',
        ]);
        Integration::create([
            'provider' => 'postmark',
            'secret' => 'changeme',
        ]);
    }
}
`, V{"a": g.mailgun()}, "'domain' => 'mg.acme.test'", "'secret' => 'changeme'")

	g.tstAdd("test/sql-fixture-insert", `
-- test/fixtures/001_api_keys.sql
INSERT INTO api_keys (id, tenant_id, name, prefix, key_hash, created_at) VALUES
  ('«_id1»', 't_acme', 'ci', 'ak_live_', '«_h1»', now()),
  ('«_id2»', 't_acme', 'local', 'ak_test_', '«_h2»', now());

-- plaintext for the 'ci' key, used by test/e2e/auth.spec.ts
-- ak_live_«a»
`, V{"_id1": g.uuid(), "_id2": g.uuid(), "_h1": g.hex(64), "_h2": g.hex(64), "a": g.an(32)}, "-- test/fixtures/001_api_keys.sql", "used by test/e2e/auth.spec.ts")

	g.tstAdd("test/go-testdata-json-fixture", `
$ cat pkg/slack/testdata/oauth_v2_access.json
{
  "ok": true,
  "app_id": "A0«_app»",
  "authed_user": { "id": "U0«_u»" },
  "scope": "chat:write,channels:read",
  "token_type": "bot",
  "access_token": "«a»",
  "bot_user_id": "U0«_bot»",
  "team": { "name": "Acme", "id": "«_t»" },
  "is_enterprise_install": false
}
`, V{"_app": g.s(alUpNum, 9), "_u": g.s(alUpNum, 9), "a": g.xoxb(), "_bot": g.s(alUpNum, 9), "_t": g.slackT()}, `"scope": "chat:write,channels:read"`)

	g.tstAdd("test/ecto-seeds-exs", `
# priv/repo/seeds.exs
alias MyApp.{Repo, Accounts.User, Billing.Provider}

Repo.insert!(%User{email: "admin@myapp.test", hashed_password: Bcrypt.hash_pwd_salt("«a»")})

Repo.insert!(%Provider{
  name: "paddle",
  vendor_id: 18_342,
  api_key: "«b»"
})
`, V{"a": g.pw(), "b": "pdl_live_apikey_" + g.s(alLowNum, 26) + "_" + g.an(22) + "_" + g.an(3)}, "vendor_id: 18_342", `email: "admin@myapp.test"`)

	g.tstAdd("test/fishery-factory-ts", `
// test/factories/session.ts
import { Factory } from 'fishery';
import type { Session } from '../../src/auth/types';

export const sessionFactory = Factory.define<Session>(({ sequence }) => ({
  id: ˋsess_${sequence}ˋ,
  userId: 'usr_42',
  accessToken: '«a»',
  refreshToken: 'fake-refresh-token',
  expiresAt: new Date('2030-01-01T00:00:00Z'),
}));
`, V{"a": g.userJWT()}, "refreshToken: 'fake-refresh-token'", "id: `sess_${sequence}`")

	g.tstAdd("test/fixtures-yaml-users-keys", `
# tests/fixtures/fixtures.yaml
users:
  - username: alice
    email: alice@example.com
    password: password123
  - username: deploy-bot
    email: deploy-bot@acme.io
    password: «a»
    ssh_private_key: |
      «k»
    ssh_public_key: «_pub»
`, func() V {
		k, pub := g.sshEd25519("deploy-bot@acme.io")
		return V{"a": g.pwStrong(), "k": strings.ReplaceAll(k.block(), "\n", "\n      "), "_pub": pub}
	}(), "password: password123", "email: deploy-bot@acme.io")

	g.tstAdd("test/mirage-js-server-seed", `
createServer({
  models: { integration: Model },
  seeds(server) {
    server.create('integration', { id: '1', kind: 'shopify', shop: 'acme-dev.myshopify.com', token: '«a»' });
    server.create('integration', { id: '2', kind: 'zendesk', subdomain: 'acme', token: 'xxx' });
  },
});
`, V{"a": g.shpat()}, "shop: 'acme-dev.myshopify.com'", "subdomain: 'acme', token: 'xxx'")

	g.tstAdd("test/pytest-json-fixture-file", `
$ cat tests/data/gcp_sa.json
{
  "type": "service_account",
  "project_id": "acme-ci-tests",
  "private_key_id": "«_kid»",
  "private_key": "«a»\n",
  "client_email": "pytest-runner@acme-ci-tests.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}
`, V{"_kid": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block()), "_cid": g.digits(21)}, "pytest-runner@acme-ci-tests.iam.gserviceaccount.com", `"project_id": "acme-ci-tests"`)

	g.tstAdd("test/fixture-benign-only", `
# spec/fixtures/settings.yml — all placeholders, safe to commit
stripe:
  secret_key: sk_test_xxxxxxxxxxxxxxxxxxxxxxxx
  webhook_secret: whsec_test_dummy
aws:
  access_key_id: AKIAIOSFODNN7EXAMPLE
  secret_access_key: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
sentry:
  dsn: ""
`, V{}, "sk_test_xxxxxxxxxxxxxxxxxxxxxxxx", "whsec_test_dummy", "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
}

func (g *G) tstEnvFiles() {
	g.tstAdd("test/dotenv-test-file", `
$ cat .env.test
NODE_ENV=test
DATABASE_URL="postgresql://postgres:«a»@localhost:5433/app_test?schema=public"
NEXTAUTH_URL=http://localhost:3000
NEXTAUTH_SECRET=«b»
RESEND_API_KEY=re_«c»
UPSTASH_REDIS_REST_TOKEN=«d»
NEXT_PUBLIC_POSTHOG_KEY=phc_«_ph»
`, V{"a": g.pwURL(), "b": g.b64(32), "c": g.an(8) + "_" + g.an(24), "d": "A" + g.b64u(59), "_ph": g.an(43)}, "NEXTAUTH_URL=http://localhost:3000")

	g.tstAdd("test/jest-setup-env", `
// jest.setup.ts
import '@testing-library/jest-dom';

process.env.NEXT_PUBLIC_API_URL = 'http://localhost:4000';
process.env.CLERK_SECRET_KEY = '«a»';
process.env.OPENAI_API_KEY = 'test-key';
process.env.LAUNCHDARKLY_SDK_KEY = '«b»';

jest.mock('next/navigation', () => require('next-router-mock'));
`, V{"a": "sk_test_" + g.an(42), "b": "sdk-" + g.uuid()}, "process.env.OPENAI_API_KEY = 'test-key';", "jest.mock('next/navigation', () => require('next-router-mock'));")

	g.tstAdd("test/vitest-config-env", `
// vitest.config.ts
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    env: {
      DATABASE_URL: 'mysql://root:«a»@127.0.0.1:3307/app_test',
      TURSO_AUTH_TOKEN: '«b»',
      LOG_LEVEL: 'silent',
    },
    coverage: { provider: 'v8', reporter: ['text', 'lcov'] },
  },
});
`, V{"a": g.pw(), "b": g.jwt("EdDSA", `{"a":"rw","iat":1741083000,"id":"`+g.uuid()+`"}`)}, "setupFiles: ['./test/setup.ts']", "coverage: { provider: 'v8', reporter: ['text', 'lcov'] }")

	g.tstAdd("test/playwright-config-http-credentials", `
// playwright.config.ts
export default defineConfig({
  testDir: './e2e',
  retries: process.env.CI ? 2 : 0,
  use: {
    baseURL: 'https://preview.acme.app',
    httpCredentials: { username: 'preview', password: '«a»' },
    extraHTTPHeaders: { 'x-vercel-protection-bypass': '«b»' },
    trace: 'on-first-retry',
  },
});
`, V{"a": g.pw(), "b": g.an(32)}, "baseURL: 'https://preview.acme.app'", "trace: 'on-first-retry'")

	g.tstAdd("test/docker-compose-test-yml", `
# docker-compose.test.yml
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: «a»
      POSTGRES_DB: app_test
    tmpfs: /var/lib/postgresql/data
  minio:
    image: minio/minio:RELEASE.2024-11-07T00-52-20Z
    command: server /data
    environment:
      MINIO_ROOT_USER: minioadmin
      MINIO_ROOT_PASSWORD: «b»
  tests:
    build: .
    command: pytest -n auto
    environment:
      DATABASE_URL: postgresql://app:«a»@db/app_test
`, V{"a": g.pwURL(), "b": g.an(24)}, "image: minio/minio:RELEASE.2024-11-07T00-52-20Z", "MINIO_ROOT_USER: minioadmin")

	g.tstAdd("test/gha-test-job-env", `
jobs:
  test:
    runs-on: ubuntu-latest
    services:
      redis:
        image: redis:7
        ports: ["6379:6379"]
    env:
      RAILS_ENV: test
      RAILS_MASTER_KEY: «a»
      BUNDLE_GEMS__CONTRIBSYS__COM: «b»
      CODECOV_TOKEN: ${{ secrets.CODECOV_TOKEN }}
    steps:
      - uses: actions/checkout@v4
      - run: bin/rails test:all
`, V{"a": g.hex(32), "b": g.hex(8) + ":" + g.hex(8)}, "CODECOV_TOKEN: ${{ secrets.CODECOV_TOKEN }}", "run: bin/rails test:all")

	g.tstAdd("test/makefile-test-target", `
test-integration: ## run integration tests against the sandbox
	BRAINTREE_MERCHANT_ID=«_m» \
	BRAINTREE_PUBLIC_KEY=«_pk» \
	BRAINTREE_PRIVATE_KEY=«a» \
	go test -tags=integration -count=1 ./payments/...
`, V{"_m": g.s(alLowNum, 16), "_pk": g.s(alLowNum, 16), "a": g.hex(32)}, "go test -tags=integration -count=1 ./payments/...")

	g.tstAdd("test/setup-tests-msw-node", `
// src/setupTests.ts
import { server } from './mocks/server';

beforeAll(() => {
  process.env.VITE_FIREBASE_API_KEY = '«_fb»';
  process.env.FIREBASE_ADMIN_PRIVATE_KEY = '«a»';
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
`, V{"_fb": g.googleKey(), "a": jsonEsc(g.pkcs8RSAPEM().block())}, "server.listen({ onUnhandledRequest: 'error' });")

	g.tstAdd("test/karma-conf-env-define", `
// karma.conf.js (excerpt)
    webpack: {
      plugins: [
        new webpack.DefinePlugin({
          'process.env.ALGOLIA_SEARCH_KEY': JSON.stringify('«_s»'),
          'process.env.ALGOLIA_ADMIN_KEY': JSON.stringify('«a»'),
        }),
      ],
    },
`, V{"_s": g.hex(32), "a": g.hex(32)}, "new webpack.DefinePlugin({")

	g.tstAdd("test/env-test-placeholders-benign", `
$ cat .env.test.example
# copy to .env.test; the test suite mocks every provider
OPENAI_API_KEY=sk-test-dummy
STRIPE_SECRET_KEY=sk_test_placeholder
GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
DATABASE_URL=postgres://postgres:postgres@localhost:5432/app_test
JWT_SECRET=changeme
`, V{}, "OPENAI_API_KEY=sk-test-dummy", "STRIPE_SECRET_KEY=sk_test_placeholder", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "postgres://postgres:postgres@localhost:5432/app_test", "JWT_SECRET=changeme")

	g.tstAdd("test/nox-session-env", `
@nox.session(python=["3.11", "3.12"])
def integration(session):
    session.install("-e", ".[test]")
    session.run(
        "pytest", "tests/integration",
        env={
            "SNOWFLAKE_ACCOUNT": "acme-xy12345",
            "SNOWFLAKE_USER": "CI_RUNNER",
            "SNOWFLAKE_PASSWORD": "«a»",
        },
    )
`, V{"a": g.pwStrong()}, `"SNOWFLAKE_ACCOUNT": "acme-xy12345"`, `session.install("-e", ".[test]")`)

	g.tstAdd("test/gradle-properties-test", `
# ~/.gradle/gradle.properties (used by ./gradlew connectedAndroidTest)
org.gradle.jvmargs=-Xmx4g
firebaseTestLabKey=«_k»
sentryAuthToken=«a»
mapsApiKey=«_maps»
signing.storePassword=«b»
`, V{"_k": g.hex(12), "a": "sntrys_" + g.b64u(140), "_maps": g.googleKey(), "b": g.pw()}, "org.gradle.jvmargs=-Xmx4g")
}

func (g *G) tstContainers() {
	g.tstAdd("test/testcontainers-python-log", `
$ pytest tests/integration -q -s
Pulling image testcontainers/ryuk:0.8.1
Container started: «_r»
Waiting to be ready...
Pulling image postgres:16-alpine
Container started: «_c»
Waiting to be ready...
postgres url: postgresql+psycopg2://test:«a»@localhost:«_p»/test
..........
10 passed in 14.02s
`, V{"_r": g.hex(12), "_c": g.hex(12), "a": g.an(16), "_p": g.tstPort()}, "Pulling image testcontainers/ryuk:0.8.1", "10 passed in 14.02s")

	g.tstAdd("test/localstack-test-creds-benign", `
$ awslocal configure list
      Name                    Value             Type    Location
      ----                    -----             ----    --------
   profile                <not set>             None    None
access_key     ****************test              env
secret_key     ****************test              env
    region                us-east-1              env    AWS_DEFAULT_REGION
$ env | grep AWS_
AWS_ACCESS_KEY_ID=test
AWS_SECRET_ACCESS_KEY=test
AWS_ENDPOINT_URL=http://localhost.localstack.cloud:4566
`, V{}, "AWS_ENDPOINT_URL=http://localhost.localstack.cloud:4566", "****************test")

	g.tstAdd("test/compose-up-test-logs", `
$ docker compose -f docker-compose.test.yml up --abort-on-container-exit
db-1     | 2025-03-04 10:12:41.112 UTC [1] LOG:  database system is ready to accept connections
rabbit-1 | 2025-03-04 10:12:43.902 [info] <0.743.0> Creating user 'ci'
tests-1  | Connecting to amqp://ci:«a»@rabbit:5672/%2F
tests-1  | ============================= test session starts ==============================
tests-1  | collected 31 items
tests-1  | tests/test_consumer.py ...........F
tests-1  | E   pika.exceptions.ProbableAuthenticationError: (403, 'ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN.')
tests-1 exited with code 1
`, V{"a": g.pwURL()}, "Creating user 'ci'", "pika.exceptions.ProbableAuthenticationError")

	g.tstAdd("test/testcontainers-kafka-sasl", `
KafkaContainer kafka = new KafkaContainer(DockerImageName.parse("apache/kafka-native:3.8.0"))
    .withEnv("KAFKA_LISTENER_NAME_SASL_PLAINTEXT_PLAIN_SASL_JAAS_CONFIG",
        "org.apache.kafka.common.security.plain.PlainLoginModule required " +
        "username=\"admin\" password=\"«a»\" user_admin=\"«a»\" user_app=\"«b»\";")
    .withEnv("KAFKA_SASL_ENABLED_MECHANISMS", "PLAIN");
`, V{"a": g.pwURL(), "b": g.pwURL()}, `DockerImageName.parse("apache/kafka-native:3.8.0")`)

	g.tstAdd("test/testcontainers-go-env-inspect", `
$ docker inspect «_c» --format '{{json .Config.Env}}' | jq -r '.[]'
MSSQL_SA_PASSWORD=«a»
ACCEPT_EULA=Y
MSSQL_PID=Developer
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
$ docker ps --format '{{.ID}} {{.Image}} {{.Labels}}' | grep testcontainers
«_c» mcr.microsoft.com/mssql/server:2022-CU14-ubuntu-22.04 org.testcontainers.lang=go,org.testcontainers.sessionId=«_sid»,org.testcontainers.version=0.35.0
`, V{"_c": g.hex(12), "a": g.pwStrong(), "_sid": g.hex(64)}, "mcr.microsoft.com/mssql/server:2022-CU14-ubuntu-22.04", "MSSQL_PID=Developer")

	g.tstAdd("test/embedded-redis-spring-log", `
2025-03-04T10:12:41.204Z  INFO 48211 --- [    Test worker] c.a.c.RedisTestConfig : starting embedded redis on port 6370 with requirepass «a»
2025-03-04T10:12:41.318Z  INFO 48211 --- [    Test worker] o.s.d.r.c.RedisConnectionFactory : Connected to redis://localhost:6370
2025-03-04T10:12:43.017Z  INFO 48211 --- [    Test worker] c.a.cache.RateLimiterIT : Started RateLimiterIT in 2.114 seconds (process running for 3.9)
`, V{"a": g.an(32)}, "Started RateLimiterIT in 2.114 seconds", "Connected to redis://localhost:6370")

	g.tstAdd("test/mongodb-memory-server-uri", `
  console.info
    MongoMemoryReplSet started: mongodb://root:«a»@127.0.0.1:«_p»/?replicaSet=testset&authSource=admin

      at Object.<anonymous> (test/globalSetup.ts:17:11)
`, V{"a": g.an(20), "_p": g.tstPort()}, "test/globalSetup.ts:17:11")

	g.tstAdd("test/k3s-testcontainer-kubeconfig", `
    cluster_test.go:31: kubeconfig:
        apiVersion: v1
        clusters:
        - cluster:
            certificate-authority-data: «_ca»
            server: https://127.0.0.1:«_p»
          name: default
        users:
        - name: default
          user:
            client-certificate-data: «_cert»
            client-key-data: «a»
`, V{"_ca": b64s(g.certPEM().block()), "_p": g.tstPort(), "_cert": b64s(g.certPEM().block()), "a": b64s(g.ecSEC1().block())}, "name: default")

	g.tstAdd("test/vault-dev-server-test", `
$ docker run -d --name vault-test -p 8200:8200 -e VAULT_DEV_ROOT_TOKEN_ID=«a» hashicorp/vault:1.18
«_c»
$ VAULT_ADDR=http://127.0.0.1:8200 VAULT_TOKEN=«a» go test ./secrets/... -run Integration
ok  	github.com/acme/platform/secrets	«_d»
`, V{"a": g.an(24), "_c": g.hex(64), "_d": g.tstDur()}, "github.com/acme/platform/secrets", "hashicorp/vault:1.18")
}

func (g *G) tstAgent() {
	g.tstAdd("test/agent-note-expired-fixture-token", `
The failing test is tests/test_github_sync.py::test_lists_private_repos. The cassette
tests/cassettes/test_lists_private_repos.yaml was recorded with a token that has since
been revoked, and record_mode is "none", so the replay itself works — the failure comes
from conftest.py, which calls the live API once to check scopes:

    GITHUB_TOKEN = os.getenv("GITHUB_TOKEN", "«a»")

I'll remove the hard-coded default and skip the scope check when the cassette exists.
`, V{"a": g.ghp()}, "tests/test_github_sync.py::test_lists_private_repos", `record_mode is "none"`)

	g.tstAdd("test/agent-rerun-with-env", `
$ STRIPE_API_KEY=«a» STRIPE_WEBHOOK_SECRET=«b» npx vitest run src/billing --reporter=dot
·········×··

 FAIL  src/billing/webhook.test.ts > handles invoice.paid
Error: No signatures found matching the expected signature for payload.
 ❯ src/billing/webhook.ts:31:25

 Test Files  1 failed | 3 passed (4)
`, V{"a": g.rkLive(), "b": g.whsec()}, "src/billing/webhook.ts:31:25", "--reporter=dot")

	g.tstAdd("test/agent-explains-diff-both-keys", `
The assertion compares the key the client loaded with the one in the fixture:

- expected (tests/fixtures/keys.json): «b»
- actual (from ~/.config/acme/credentials): «a»

So the test is reading your real credentials file instead of the fixture. I'll patch
'ACME_CONFIG_DIR' to tmp_path in the fixture so the suite never touches your home.
`, V{"a": g.openai(), "b": g.openai()}, "tests/fixtures/keys.json", "'ACME_CONFIG_DIR' to tmp_path")

	g.tstAdd("test/agent-grep-token-in-tests", `
$ rg -n "xox[bp]-" tests/ spec/
tests/test_notify.py:14:SLACK_TOKEN = "«a»"
tests/test_notify.py:15:FAKE_TOKEN = "xoxb-test-token"
spec/fixtures/slack/auth_test.json:3:  "token": "«b»",
`, V{"a": g.xoxb(), "b": g.xoxp()}, `FAKE_TOKEN = "xoxb-test-token"`, "spec/fixtures/slack/auth_test.json:3")

	g.tstAdd("test/agent-printenv-in-failing-ci", `
I added a debug step to see why the integration job can't authenticate. Output:

    Run env | grep -i -E 'token|key|pass' | sort
    ACTIONS_RUNTIME_TOKEN=***
    ANTHROPIC_API_KEY=«a»
    NPM_CONFIG_USERCONFIG=/home/runner/work/_temp/.npmrc
    PGPASSWORD=«b»

ANTHROPIC_API_KEY is set, so the 401 comes from the proxy, not the key. I'll revert the
debug step — it printed the values because they come from vars, not secrets.
`, V{"a": g.anthropic(), "b": g.pw()}, "ACTIONS_RUNTIME_TOKEN=***", "NPM_CONFIG_USERCONFIG=/home/runner/work/_temp/.npmrc")

	g.tstAdd("test/agent-fix-snapshot-scrub", `
Updated the snapshot serializer so secrets never land in __snapshots__ again:

expect.addSnapshotSerializer({
  test: (v) => typeof v === 'string' && /^(sk|rk)_(live|test)_/.test(v),
  print: () => '"[REDACTED]"',
});

The old snapshot still contained "«a»"; I regenerated it with `+"`"+`jest -u`+"`"+` and the diff
now shows "[REDACTED]" instead.
`, V{"a": g.skLive()}, `print: () => '"[REDACTED]"'`)

	g.tstAdd("test/agent-user-pastes-failure", `
user: tests fail on my machine only, here's the output

  ● S3Uploader › uploads

    CredentialsProviderError: Could not load credentials from any providers

    at ... 

  and my ~/.aws/credentials is:
  [default]
  aws_access_key_id = «a»
  aws_secret_access_key = «b»
  region = eu-west-1
`, V{"a": g.awsID(), "b": g.awsSecret()}, "CredentialsProviderError: Could not load credentials from any providers")

	g.tstAdd("test/agent-flaky-test-log", `
Ran the suite 20 times with `+"`"+`pytest -p no:randomly --count 20 tests/test_sessions.py`+"`"+`; 3 runs failed with:

E       assert 'sess:«_sid»' in []
E        +  where [] = <bound method Redis.keys of Redis<ConnectionPool<Connection<host=redis-17432.c8.us-east-1-3.ec2.cloud.redislabs.com,port=17432,db=0,password=«a»>>>>('sess:*')

The test suite is pointed at the shared Redis Cloud instance, so other runs evict keys.
`, V{"_sid": g.hex(32), "a": g.an(32)}, "redis-17432.c8.us-east-1-3.ec2.cloud.redislabs.com")

	g.tstAdd("test/agent-tool-call-json", `
{"type":"tool_use","id":"toolu_«_id»","name":"bash","input":{"command":"DATABRICKS_HOST=https://adb-«_ws».7.azuredatabricks.net DATABRICKS_TOKEN=«a» pytest tests/integration/test_jobs.py -x -q"}}
{"type":"tool_result","tool_use_id":"toolu_«_id»","content":"F\n=================================== FAILURES ===================================\n___________________________ test_submit_run ____________________________\nE   databricks.sdk.errors.platform.PermissionDenied: User does not have permission 'CAN_MANAGE' on job 412\n1 failed in 4.21s"}
`, V{"_id": g.an(24), "_ws": g.digits(16), "a": "dapi" + g.hex(32)}, "User does not have permission 'CAN_MANAGE' on job 412")

	g.tstAdd("test/agent-summary-benign-only", `
Summary of the test fixes:

- test_auth.py: replaced the recorded bearer with "test-token" and matched on path only
- cassettes/*.yaml: re-recorded with filter_headers=["authorization"]; values are now "DUMMY"
- .env.test: STRIPE_SECRET_KEY=sk_test_dummy (the mock server accepts anything)
- commit «_sha» "tests: scrub credentials from fixtures"

All 412 tests pass; coverage 87.3%.
`, V{"_sha": g.hex(12)}, `replaced the recorded bearer with "test-token"`, "STRIPE_SECRET_KEY=sk_test_dummy", `filter_headers=["authorization"]`)

	g.tstAdd("test/agent-pytest-env-dump-on-error", `
E       KeyError: 'ALGOLIA_API_KEY'

os.environ = environ({'HOME': '/home/dev', 'PATH': '/home/dev/.venv/bin:/usr/bin:/bin', 'VIRTUAL_ENV': '/home/dev/.venv', 'ALGOLIA_APP_ID': '«_app»', 'ALGOLIA_ADMIN_KEY': '«a»', 'MEILI_MASTER_KEY': '«b»', 'PYTEST_CURRENT_TEST': 'tests/test_search.py::test_index (call)'})
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32), "b": g.b64u(32)}, "'PYTEST_CURRENT_TEST': 'tests/test_search.py::test_index (call)'")

	g.tstAdd("test/agent-diff-fixing-test-secret", `
diff --git a/src/test/java/com/acme/mail/SmtpSenderTest.java b/src/test/java/com/acme/mail/SmtpSenderTest.java
index «_i1»..«_i2» 100644
--- a/src/test/java/com/acme/mail/SmtpSenderTest.java
+++ b/src/test/java/com/acme/mail/SmtpSenderTest.java
@@ -21,7 +21,7 @@ class SmtpSenderTest {
     @Test
     void sendsWithAuth() {
-        var sender = new SmtpSender("email-smtp.eu-west-1.amazonaws.com", "«=u»", "«a»");
+        var sender = new SmtpSender(greenMail.getSmtp().getBindTo(), "test", "test");
         sender.send(message());
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "=u": g.awsID(), "a": "BA" + g.s(alB64, 42)}, "email-smtp.eu-west-1.amazonaws.com", "greenMail.getSmtp().getBindTo()")

	g.tstAdd("test/agent-go-test-verbose-secret-log", `
I ran it verbosely to see the request:

    $ go test ./internal/llm -run TestComplete -v
    === RUN   TestComplete
        client_test.go:40: request headers: map[Anthropic-Version:[2023-06-01] Content-Type:[application/json] X-Api-Key:[«a»]]
        client_test.go:52: status 400: {"type":"error","error":{"type":"invalid_request_error","message":"max_tokens: Field required"}}
    --- FAIL: TestComplete (0.63s)

The key is fine; the request is missing max_tokens.
`, V{"a": g.anthropic()}, "Anthropic-Version:[2023-06-01]", `"message":"max_tokens: Field required"`)

	g.tstAdd("test/agent-cypress-run-output", `
$ npx cypress run --record --key «a» --spec cypress/e2e/checkout.cy.ts
====================================================================================================

  (Run Starting)

  ┌────────────────────────────────────────────────────────────────────────────────────────────────┐
  │ Cypress:        13.15.2                                                                        │
  │ Browser:        Electron 118 (headless)                                                        │
  │ Specs:          1 found (checkout.cy.ts)                                                       │
  │ Params:         Tag: false, Group: false, Parallel: false                                      │
  │ Run URL:        https://cloud.cypress.io/projects/«_proj»/runs/812                                │
  └────────────────────────────────────────────────────────────────────────────────────────────────┘
`, V{"a": g.uuid(), "_proj": g.s(alLowNum, 6)}, "Cypress:        13.15.2", "Params:         Tag: false, Group: false, Parallel: false")

	g.tstAdd("test/agent-pytest-xdist-worker-log", `
[gw2] [ 61%] FAILED tests/test_twilio_verify.py::test_send_code
[gw0] [ 63%] PASSED tests/test_users.py::test_signup
...
________________________________ test_send_code ________________________________
[gw2] linux -- Python 3.12.3 /home/dev/.venv/bin/python
E   twilio.base.exceptions.TwilioRestException: HTTP 401 error: Unable to create record: Authenticate
----------------------------- Captured stdout call -----------------------------
verify service «_vs» via «_sid»:«a»
`, V{"_vs": "VA" + g.hex(32), "_sid": g.twilioSID(), "a": g.hex(32)}, "[gw0] [ 63%] PASSED tests/test_users.py::test_signup", "HTTP 401 error: Unable to create record: Authenticate")
}
