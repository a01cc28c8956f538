package cases

import (
	"fmt"
	"strings"
)

// crashCases adds secrets that leak through failures: the stack traces,
// exception messages, crash reports and verbose logs a coding agent reads
// while it debugs a broken program. Sources: Python tracebacks
// (stackprinter, loguru with diagnose, IPython verbose mode, notebook
// error outputs, Celery and Airflow task logs, Lambda error JSON, Django
// debug pages rendered as text, the Werkzeug console, SQLAlchemy
// statement errors with parameters); JVM exceptions and logs (Flyway and
// Kafka Connect errors with JDBC URLs, Oracle thin URLs, Spring Boot
// binding failures, actuator /env, /configprops, /httpexchanges and
// /heapdump, OkHttp logging interceptor, Feign FULL logging, Ktor client
// logging, HttpClient 5 header logs, WildFly CLI failures, logstash JSON
// stack traces, Android logcat FATAL EXCEPTION); .NET (startup logs with
// connection strings, HttpClient logging with query strings, the .NET 8
// developer exception page as JSON, Event Viewer 1026 and 7045 entries,
// Hangfire failed jobs, ELMAH XML, PowerShell error records showing the
// failing line); Node.js (unhandled rejections printing AxiosError
// config, graphql-request ClientError, Bun source frames, got, pg 7
// pools, Prisma URL parse errors, Next.js digests); Go (log.Fatalf with a
// DSN, %#v in test failures, zap error stack traces); Rust (panic
// messages, anyhow chains with TOML source lines); PHP and Ruby (Laravel
// logs with PDO frames, Flare reports, Xdebug stack traces with
// arguments, Symfony Messenger failed messages, Rails logs with partly
// filtered parameters, Resque failures, Capistrano command errors,
// Elixir GenServer crash states); error trackers (Sentry event JSON and
// UI copies, Bugsnag, Rollbar, Honeybadger, Airbrake XML, Raygun,
// Datadog error logs, Crashlytics keys); Kubernetes and containers
// (CrashLoopBackOff logs, kubectl describe with literal env and args,
// termination messages, OCI StartError, init containers, docker
// compose, Heroku and Cloud Run logs); system crash tooling (journalctl,
// systemctl status, coredumpctl, apport and ABRT, gdb bt full and
// py-locals, WinDbg !peb, cron mails and syslog, PostgreSQL failed
// statements, nginx error logs, macOS unified log NSError); verbose HTTP
// clients (curl -v, http.client debuglevel, urllib3, aiohttp traces,
// HTTPie, RestClient.log, Guzzle debug, grpcurl -v, AWS SDK wire logs);
// heap and debugger inspection (Eclipse MAT, jcmd, py-spy, dotnet-dump,
// heap snapshots, Sysinternals strings); mobile (Flutter pretty_dio_logger,
// React Native Metro, Xcode console, WebView console in logcat, iOS .ips
// reports, Unity Player.log); CI failures (GitLab [MASKED] beside plain
// values, Jenkins, Ansible invocation module_args, Terraform diagnostics
// with the source line, Terraform provider crash logs, the GitHub Actions
// step env block, Maven effective settings, helm --debug, BuildKit
// errors); framework error pages (Phoenix Plug.Debugger, the ASP.NET
// yellow screen, Symfony, the Next.js dev overlay, Tomcat JSP compile
// errors, Gin recovery); database and broker clients (mongosh,
// redis-cli, clickhouse-client, cqlsh, mysql, Kafka console tools,
// etcdctl, ldapsearch, GORM's logger); job queues and workflow engines
// (BullMQ, Step Functions, Temporal, Flower, RQ); Perl Carp, OpenResty,
// PowerShell transcripts, bash ERR traps, R httr, old pip, Electron and
// jshell; compilers and interpreters quoting the failing source line
// (Python, Node SyntaxError, javac, rustc); Spring Cloud Config, Azure
// SAS URLs and schtasks; and the chats, issues, mails and agent sessions
// where people paste all of it. Benign look-alikes: request, trace, span
// and event ids, digests, integrity checksums, build ids, goroutine and
// thread dumps, masked, redacted and filtered values, addresses and exit
// codes. The case names start with "crash/".
func (g *G) crashCases() {
	g.crashPython()
	g.crashJVM()
	g.crashDotnet()
	g.crashNode()
	g.crashGoRust()
	g.crashPHPRuby()
	g.crashTrackers()
	g.crashKube()
	g.crashSystem()
	g.crashHTTP()
	g.crashHeap()
	g.crashMobile()
	g.crashCI()
	g.crashChat()
	g.crashBenign()
	g.crashErrorPages()
	g.crashDatastores()
	g.crashJobs()
	g.crashLangMisc()
	g.crashSourceLines()
	g.crashMisc()
}

// ---- helpers used only here ----

// crashAdd is add with "ˋ" standing for a backtick.
func (g *G) crashAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// crashTrace is a W3C / OpenTelemetry trace id.
func (g *G) crashTrace() string { return g.hex(32) }

// crashSpan is a span id.
func (g *G) crashSpan() string { return g.hex(16) }

// crashAddr is a 64-bit user-space address as Python and native tools print it.
func (g *G) crashAddr() string { return "0x7f" + g.hex(10) }

// crashIP is a private address.
func (g *G) crashIP() string {
	return fmt.Sprintf("10.%d.%d.%d", g.r.IntN(250), g.r.IntN(250), 2+g.r.IntN(250))
}

// crashPID is a process id.
func (g *G) crashPID() string { return fmt.Sprint(1000 + g.r.IntN(60000)) }

// crashPod is a pod name suffix (replica set hash and pod hash).
func (g *G) crashPod() string {
	return g.s("bcdfghjklmnpqrstvwxz2456789", 10) + "-" + g.s("bcdfghjklmnpqrstvwxz2456789", 5)
}

// ---- Python ----

func (g *G) crashPython() {
	g.crashAdd("crash/py-worker-log-exception-with-dsn", `
2024-06-11 07:02:14,882 INFO  worker.boot starting billing-worker 3.8.1 (pid 14)
2024-06-11 07:02:14,913 ERROR worker.db cannot connect (dsn=postgresql://billing:«a»@db-billing.internal:5432/billing?sslmode=require)
Traceback (most recent call last):
  File "/app/worker/db.py", line 31, in connect
    return psycopg2.connect(dsn, connect_timeout=5)
  File "/usr/local/lib/python3.11/site-packages/psycopg2/__init__.py", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.OperationalError: connection to server at "db-billing.internal" («_ip»), port 5432 failed: FATAL:  no pg_hba.conf entry for host "«_ip2»", user "billing", database "billing", SSL on
`, V{"a": g.pwURL(), "_ip": g.crashIP(), "_ip2": g.crashIP()}, "billing-worker 3.8.1", "no pg_hba.conf entry for host")

	g.crashAdd("crash/py-sqlalchemy-integrityerror-parameters", `
sqlalchemy.exc.IntegrityError: (psycopg2.errors.UniqueViolation) duplicate key value violates unique constraint "sessions_user_id_device_key"
DETAIL:  Key (user_id, device)=(«_uid», ios) already exists.

[SQL: INSERT INTO sessions (user_id, device, refresh_token, expires_at) VALUES (%(user_id)s, %(device)s, %(refresh_token)s, %(expires_at)s) RETURNING sessions.id]
[parameters: {'user_id': «_uid», 'device': 'ios', 'refresh_token': '«a»', 'expires_at': datetime.datetime(2024, 7, 11, 7, 2, 14, 913311)}]
(Background on this error at: https://sqlalche.me/e/20/gkpj)
engine: Engine(postgresql+psycopg2://auth:***@db-auth.internal:5432/auth)
`, V{"_uid": fmt.Sprint(10000 + g.r.IntN(90000)), "a": g.b64u(64)}, "https://sqlalche.me/e/20/gkpj", "postgresql+psycopg2://auth:***@db-auth.internal:5432/auth")

	g.crashAdd("crash/py-stackprinter-frame-locals", `
File "/srv/app/payments/client.py", line 42, in charge
    36   def charge(self, amount, currency="usd", customer=None):
    37       url = f"{self.base_url}/v1/payment_intents"
    38       payload = {"amount": amount, "currency": currency,
    39                  "customer": customer, "confirm": "true"}
    40       headers = {"Authorization": f"Bearer {self.api_key}",
    41                  "Idempotency-Key": self.idem_key()}
--> 42       resp = self.session.post(url, data=payload, headers=headers, timeout=5)
    43       resp.raise_for_status()
    ..................................................
     self = <payments.client.StripeClient object at «_p»>
     amount = 4200
     currency = 'usd'
     customer = 'cus_«_cus»'
     url = 'https://api.stripe.com/v1/payment_intents'
     payload = {'amount': 4200, 'currency': 'usd', 'customer': 'cus_«_cus»', 'confirm': 'true', }
     headers = {'Authorization': 'Bearer «a»', 'Idempotency-Key': '«_idem»', }
     self.api_key = '«a»'
     self.base_url = 'https://api.stripe.com'
    ..................................................

requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.stripe.com', port=443): Read timed out. (read timeout=5)
`, V{"_p": g.crashAddr(), "_cus": g.an(14), "a": g.rkLive(), "_idem": g.uuid()}, "https://api.stripe.com/v1/payment_intents", "(read timeout=5)")

	g.crashAdd("crash/py-loguru-diagnose-variables", `
2024-06-11 09:14:02.118 | ERROR    | sync.jobs:push_contacts:58 - push failed for batch 17/40
Traceback (most recent call last):

  File "/srv/sync/main.py", line 12, in <module>
    run()
    └ <function run at «_p1»>

> File "/srv/sync/jobs.py", line 58, in push_contacts
    r = client.post("/crm/v3/objects/contacts/batch/create", headers={"Authorization": f"Bearer {token}"}, json=batch)
        │      │                                                                               │                 └ {'inputs': [{'properties': {'email': 'ana@example.org', 'firstname': 'Ana'}}, {'properties': {'email': 'bo@exampl...
        │      │                                                                               └ '«a»'
        │      └ <function Client.post at «_p2»>
        └ <httpx.Client object at «_p3»>

httpx.HTTPStatusError: Client error '429 Too Many Requests' for url 'https://api.hubapi.com/crm/v3/objects/contacts/batch/create'
`, V{"_p1": g.crashAddr(), "a": g.hubspot(), "_p2": g.crashAddr(), "_p3": g.crashAddr()}, "sync.jobs:push_contacts:58", "https://api.hubapi.com/crm/v3/objects/contacts/batch/create")

	g.crashAdd("crash/py-ipython-verbose-xmode", `
In [6]: %xmode Verbose
Exception reporting mode: Verbose

In [7]: client = hvac.Client(url=VAULT_ADDR, token=token)
   ...: client.secrets.kv.v2.read_secret_version(path="payments", mount_point="apps")["data"]["data"]["stripe"]
---------------------------------------------------------------------------
KeyError                                  Traceback (most recent call last)
Cell In[7], line 2
      1 client = hvac.Client(url=VAULT_ADDR, token=token)
----> 2 client.secrets.kv.v2.read_secret_version(path="payments", mount_point="apps")["data"]["data"]["stripe"]
        client = <hvac.v1.Client object at «_p»>
        token = '«a»'
        VAULT_ADDR = 'https://vault.internal.example:8200'
        client.secrets.kv.v2.read_secret_version = <bound method KvV2.read_secret_version of <hvac.api.secrets_engines.kv_v2.KvV2 object at «_p2»>>

KeyError: 'stripe'
`, V{"_p": g.crashAddr(), "a": g.vaultTok(), "_p2": g.crashAddr()}, "https://vault.internal.example:8200", "Exception reporting mode: Verbose")

	key := g.openai()
	g.crashAdd("crash/py-ipynb-error-output-ansi", `
   {
    "cell_type": "code",
    "execution_count": 3,
    "id": "«_cid»",
    "metadata": {},
    "outputs": [
     {
      "ename": "AuthenticationError",
      "evalue": "Error code: 401 - {'error': {'message': 'Incorrect API key provided: «_masked». You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}",
      "output_type": "error",
      "traceback": [
       "\u001b[0;31m---------------------------------------------------------------------------\u001b[0m",
       "\u001b[0;31mAuthenticationError\u001b[0m                       Traceback (most recent call last)",
       "Cell \u001b[0;32mIn[3], line 3\u001b[0m\n\u001b[1;32m      1\u001b[0m \u001b[38;5;28;01mfrom\u001b[39;00m \u001b[38;5;21;01mopenai\u001b[39;00m \u001b[38;5;28;01mimport\u001b[39;00m OpenAI\n\u001b[0;32m----> 3\u001b[0m client \u001b[38;5;241m=\u001b[39m OpenAI(api_key\u001b[38;5;241m=\u001b[39m\u001b[38;5;124m\"\u001b[39m\u001b[38;5;124m«a»\u001b[39m\u001b[38;5;124m\"\u001b[39m)\n\u001b[1;32m      4\u001b[0m client\u001b[38;5;241m.\u001b[39mmodels\u001b[38;5;241m.\u001b[39mlist()\n"
      ]
     }
    ],
`, V{"_cid": g.hex(8), "_masked": "sk-proj-" + strings.Repeat("*", 148) + key[len(key)-4:], "a": key}, "https://platform.openai.com/account/api-keys")

	g.crashAdd("crash/py-celery-task-raised-httperror-url", `
[2024-06-11 03:00:07,511: INFO/MainProcess] Task crm.tasks.sync_contacts[«_t»] received
[2024-06-11 03:00:08,902: WARNING/ForkPoolWorker-3] GET /v2/contacts?page=1 -> 401
[2024-06-11 03:00:08,904: ERROR/ForkPoolWorker-3] Task crm.tasks.sync_contacts[«_t»] raised unexpected: HTTPError('401 Client Error: Unauthorized for url: https://api.pipedrive.com/v1/persons?start=0&limit=500&api_token=«a»')
Traceback (most recent call last):
  File "/usr/local/lib/python3.12/site-packages/celery/app/trace.py", line 453, in trace_task
    R = retval = fun(*args, **kwargs)
  File "/app/crm/tasks.py", line 88, in sync_contacts
    resp.raise_for_status()
  File "/usr/local/lib/python3.12/site-packages/requests/models.py", line 1024, in raise_for_status
    raise HTTPError(http_error_msg, response=self)
requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.pipedrive.com/v1/persons?start=0&limit=500&api_token=«a»
`, V{"_t": g.uuid(), "a": g.hex(40)}, "crm.tasks.sync_contacts", "ForkPoolWorker-3")

	g.crashAdd("crash/py-airflow-bash-operator-set-x", `
[2024-06-11, 02:00:03 UTC] {taskinstance.py:2306} INFO - Starting attempt 2 of 3
[2024-06-11, 02:00:03 UTC] {taskinstance.py:2330} INFO - Executing <Task(BashOperator): export_orders> on 2024-06-10 02:00:00+00:00
[2024-06-11, 02:00:03 UTC] {subprocess.py:63} INFO - Tmp dir root location: /tmp
[2024-06-11, 02:00:03 UTC] {subprocess.py:75} INFO - Running command: ['/usr/bin/bash', '-c', 'set -euxo pipefail; curl -fsS -H "Authorization: Bearer ***" "$EXPORT_URL" -o /tmp/orders.csv']
[2024-06-11, 02:00:03 UTC] {subprocess.py:86} INFO - Output:
[2024-06-11, 02:00:03 UTC] {subprocess.py:93} INFO - + curl -fsS -H 'Authorization: Bearer ***' 'https://shop.example.com/admin/export/orders.csv?since=2024-06-10&signature=«a»'
[2024-06-11, 02:00:04 UTC] {subprocess.py:93} INFO - curl: (22) The requested URL returned error: 403
[2024-06-11, 02:00:04 UTC] {subprocess.py:97} INFO - Command exited with return code 22
[2024-06-11, 02:00:04 UTC] {taskinstance.py:2905} ERROR - Task failed with exception
airflow.exceptions.AirflowException: Bash command failed. The command returned a non-zero exit code 22.
`, V{"a": g.hex(64)}, "Authorization: Bearer ***", "export_orders")

	g.crashAdd("crash/py-lambda-error-response-json", `
$ aws lambda invoke --function-name report-exporter --payload '{"month":"2024-05"}' --cli-binary-format raw-in-base64-out out.json
{
    "StatusCode": 200,
    "FunctionError": "Unhandled",
    "ExecutedVersion": "$LATEST"
}
$ cat out.json
{"errorMessage": "(2003, \"Can't connect to MySQL server on 'reports.cluster-«_cl».eu-west-1.rds.amazonaws.com' (timed out)\") while opening mysql://reporter:«a»@reports.cluster-«_cl».eu-west-1.rds.amazonaws.com:3306/reports", "errorType": "OperationalError", "requestId": "«_rid»", "stackTrace": ["  File \"/var/task/handler.py\", line 27, in handler\n    conn = connect(os.environ[\"REPORTS_DB_URL\"])\n", "  File \"/var/task/db.py\", line 14, in connect\n    raise OperationalError(f\"{e} while opening {url}\") from e\n"]}
`, V{"_cl": g.s(alLowNum, 12), "a": g.pwURL(), "_rid": g.uuid()}, "report-exporter", "\"FunctionError\": \"Unhandled\"")

	g.crashAdd("crash/py-smtp-auth-error-config-repr", `
2024-06-11T08:41:09Z ERROR alerts.mailer failed to send "disk usage 91% on db-2" via {'host': 'smtp.sendgrid.net', 'port': 587, 'starttls': True, 'username': 'apikey', 'password': '«a»', 'from': 'alerts@ops.example.com'}
Traceback (most recent call last):
  File "/opt/alerts/mailer.py", line 52, in send
    s.login(cfg["username"], cfg["password"])
  File "/usr/lib/python3.10/smtplib.py", line 750, in login
    raise last_exception
  File "/usr/lib/python3.10/smtplib.py", line 739, in login
    (code, resp) = self.auth(
  File "/usr/lib/python3.10/smtplib.py", line 662, in auth
    raise SMTPAuthenticationError(code, resp)
smtplib.SMTPAuthenticationError: (535, b'Authentication failed: The provided authorization grant is invalid, expired, or revoked')
`, V{"a": g.sendgrid()}, "alerts.mailer", "smtp.sendgrid.net")

	g.crashAdd("crash/py-django-debug-page-local-vars-text", `
$ curl -s -X POST http://127.0.0.1:8000/api/shipments/ -d 'order=4411' | python -m html2text | sed -n '/Local vars/,/^$/p'
Local vars

Variable | Value
---|---
carrier | 'shippo'
order | <Order: #4411 (paid)>
parcel | {'distance_unit': 'cm', 'height': 12, 'length': 30, 'mass_unit': 'kg', 'weight': 1.4, 'width': 20}
request | <WSGIRequest: POST '/api/shipments/'>
self | <shipping.views.ShipmentCreate object at «_p»>
shippo_token | 'shippo_live_«a»'
`, V{"_p": g.crashAddr(), "a": g.hex(40)}, "<WSGIRequest: POST '/api/shipments/'>", "<Order: #4411 (paid)>")

	g.crashAdd("crash/py-werkzeug-debugger-console", `
[console ready]
>>> app.config["SQLALCHEMY_DATABASE_URI"]
'mysql+pymysql://inventory:«a»@«_ip»/inventory?charset=utf8mb4'
>>> app.config["MAIL_PASSWORD"]
'«b»'
>>> app.config["DEBUG"], app.config["ENV"]
(True, 'production')
>>> import os; os.getpid()
«_pid»
`, V{"a": g.pwURL(), "_ip": g.crashIP(), "b": g.pw(), "_pid": g.crashPID()}, "(True, 'production')", "[console ready]")

	g.crashAdd("crash/py-fastapi-startup-valueerror-url", `
INFO:     Started server process [«_pid»]
INFO:     Waiting for application startup.
ERROR:    Traceback (most recent call last):
  File "/usr/local/lib/python3.12/site-packages/starlette/routing.py", line 732, in lifespan
    async with self.lifespan_context(app) as maybe_state:
  File "/app/main.py", line 19, in lifespan
    app.state.cache = make_cache(settings.cache_url)
  File "/app/cache.py", line 11, in make_cache
    raise ValueError(f"unsupported scheme in CACHE_URL={url!r} (expected redis:// or rediss://)")
ValueError: unsupported scheme in CACHE_URL='redis+tls://default:«a»@cache-prod.«_h».ng.0001.euw1.cache.amazonaws.com:6379/0' (expected redis:// or rediss://)

ERROR:    Application startup failed. Exiting.
`, V{"_pid": g.crashPID(), "a": g.an(32), "_h": g.s(alLowNum, 6)}, "Application startup failed. Exiting.")

	g.crashAdd("crash/py-pytest-tb-long-fixture-values", `
_________________________ test_upload_report[eu-west-1] __________________________

s3_client = <botocore.client.S3 object at «_p»>
creds = {'aws_access_key_id': '«=id»', 'aws_secret_access_key': '«a»', 'region_name': 'eu-west-1'}
region = 'eu-west-1'

    def test_upload_report(s3_client, creds, region):
        key = f"reports/{date.today():%Y/%m}/summary.csv"
>       s3_client.put_object(Bucket="acme-reports-staging", Key=key, Body=b"id,total\n")

tests/integration/test_reports.py:34:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
E   botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied
`, V{"_p": g.crashAddr(), "=id": g.awsID(), "a": g.awsSecret()}, "acme-reports-staging", "tests/integration/test_reports.py:34")
}

// ---- JVM ----

func (g *G) crashJVM() {
	g.crashAdd("crash/jvm-flyway-unable-to-obtain-connection", `
2024-06-11T07:41:12.338Z  INFO 1 --- [           main] o.f.c.internal.license.VersionPrinter    : Flyway Community Edition 9.22.3 by Redgate
2024-06-11T07:41:12.902Z ERROR 1 --- [           main] o.s.boot.SpringApplication               : Application run failed

org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'flywayInitializer' defined in class path resource [org/springframework/boot/autoconfigure/flyway/FlywayAutoConfiguration$FlywayConfiguration.class]: Unable to obtain connection from database (jdbc:postgresql://pg-main.internal:5432/ledger?user=ledger&password=«a»&sslmode=verify-full) for user 'ledger': Connection to pg-main.internal:5432 refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.
-------------------------------------------------------------------------------------------------------------------------------------------------------------
SQL State  : 08001
Error Code : 0
Message    : Connection to pg-main.internal:5432 refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.
`, V{"a": g.pwURL()}, "Flyway Community Edition 9.22.3 by Redgate", "SQL State  : 08001")

	g.crashAdd("crash/jvm-kafka-connect-status-trace", `
$ curl -s localhost:8083/connectors/orders-jdbc-sink/status | jq .
{
  "name": "orders-jdbc-sink",
  "connector": {
    "state": "RUNNING",
    "worker_id": "10.20.4.17:8083"
  },
  "tasks": [
    {
      "id": 0,
      "state": "FAILED",
      "worker_id": "10.20.4.17:8083",
      "trace": "org.apache.kafka.connect.errors.ConnectException: java.sql.SQLException: Cannot create PoolableConnectionFactory (Login failed for user 'etl_writer'. ClientConnectionId:«_cc»)\n\tat io.confluent.connect.jdbc.util.CachedConnectionProvider.getConnection(CachedConnectionProvider.java:59)\n\tat io.confluent.connect.jdbc.sink.JdbcDbWriter.write(JdbcDbWriter.java:64)\nCaused by: java.sql.SQLException: Unable to open jdbc:sqlserver://dwh.internal:1433;databaseName=orders;user=etl_writer;password=«a»;encrypt=true;trustServerCertificate=true\n\t... 12 more\n"
    }
  ],
  "type": "sink"
}
`, V{"_cc": g.uuid(), "a": g.pw()}, "orders-jdbc-sink", "CachedConnectionProvider.java:59")

	g.crashAdd("crash/jvm-oracle-thin-url-in-error-log", `
2024-06-11 10:02:44,118 ERROR [pool-3-thread-1] c.a.batch.LegacyExport - cannot open jdbc:oracle:thin:batch_ro/«a»@//ora-legacy.corp.example:1521/ERPPROD
java.sql.SQLRecoverableException: IO Error: The Network Adapter could not establish the connection (CONNECTION_ID=«_cid»)
	at oracle.jdbc.driver.T4CConnection.logon(T4CConnection.java:854)
	at oracle.jdbc.driver.PhysicalConnection.connect(PhysicalConnection.java:793)
	at oracle.jdbc.driver.T4CDriverExtension.getConnection(T4CDriverExtension.java:57)
	at oracle.jdbc.driver.OracleDriver.connect(OracleDriver.java:747)
	at java.sql/java.sql.DriverManager.getConnection(DriverManager.java:681)
	at com.acme.batch.LegacyExport.run(LegacyExport.java:48)
Caused by: java.net.ConnectException: Connection timed out
`, V{"a": g.s(alAlnum, 14), "_cid": g.b64(16)}, "c.a.batch.LegacyExport", "T4CConnection.java:854")

	g.crashAdd("crash/jvm-spring-boot-bind-failed-yaml-origin", `
***************************
APPLICATION FAILED TO START
***************************

Description:

Failed to bind properties under 'payments.adyen' to com.acme.payments.AdyenProperties:

    Property: payments.adyen.api-key
    Value: "«a»"
    Origin: class path resource [application-prod.yml] - 41:16
    Reason: size must be between 0 and 64

Action:

Update your application's configuration
`, V{"a": "AQE" + g.b64u(30) + "+" + g.b64u(40) + "=-" + g.b64u(44) + "=-" + g.b64u(10)}, "Origin: class path resource [application-prod.yml] - 41:16", "com.acme.payments.AdyenProperties")

	g.crashAdd("crash/jvm-actuator-env-show-values-always", `
# application-staging.yml had management.endpoint.env.show-values: ALWAYS left over from debugging
$ curl -s https://orders.staging.example/actuator/env | jq '.propertySources[] | select(.name=="systemEnvironment") | .properties | with_entries(select(.key|test("^(ORDERS|SPRING)_")))'
{
  "SPRING_PROFILES_ACTIVE": {
    "value": "staging",
    "origin": "System Environment Property \"SPRING_PROFILES_ACTIVE\""
  },
  "SPRING_DATASOURCE_USERNAME": {
    "value": "orders",
    "origin": "System Environment Property \"SPRING_DATASOURCE_USERNAME\""
  },
  "SPRING_DATASOURCE_PASSWORD": {
    "value": "«a»",
    "origin": "System Environment Property \"SPRING_DATASOURCE_PASSWORD\""
  },
  "ORDERS_SHIPPING_WEBHOOK": {
    "value": "https://hooks.slack.com/services/«_t»/«_b»/«b»",
    "origin": "System Environment Property \"ORDERS_SHIPPING_WEBHOOK\""
  },
  "ORDERS_JWT_SIGNING_SECRET": {
    "value": "«c»",
    "origin": "System Environment Property \"ORDERS_JWT_SIGNING_SECRET\""
  }
}
`, V{"a": g.pw(), "_t": g.slackT(), "_b": g.slackB(), "b": g.an(24), "c": g.b64(48)}, "management.endpoint.env.show-values: ALWAYS", "SPRING_DATASOURCE_USERNAME")

	g.crashAdd("crash/jvm-actuator-configprops-spring-boot2", `
$ curl -s localhost:8081/actuator/configprops | jq '.contexts.application.beans["mail-com.acme.notify.MailProperties"].properties'
{
  "host": "smtp.mailgun.org",
  "port": 587,
  "username": "postmaster@mg.acme.example",
  "password": "******",
  "apiBase": "https://api.eu.mailgun.net/v3",
  "signingKey": "******",
  "privateApiToken": "«a»",
  "webhookAuth": "«b»"
}
`, V{"a": g.mailgun(), "b": g.hex(32)}, "postmaster@mg.acme.example", "\"password\": \"******\"")

	g.crashAdd("crash/jvm-actuator-httpexchanges-auth-header", `
# application.yml
management:
  httpexchanges:
    recording:
      include: request-headers,response-headers,authorization-header,cookie-headers,time-taken

$ curl -s localhost:8081/actuator/httpexchanges | jq '.exchanges[0]'
{
  "timestamp": "2024-06-11T11:20:31.504Z",
  "request": {
    "uri": "https://catalog.internal.example/api/v2/items?page=3",
    "method": "GET",
    "headers": {
      "authorization": ["Bearer «a»"],
      "cookie": ["SESSION=«b»"],
      "x-request-id": ["«_rid»"],
      "user-agent": ["okhttp/4.12.0"]
    }
  },
  "response": {
    "status": 500,
    "headers": { "Content-Type": ["application/json"] }
  },
  "timeTaken": "PT0.412S"
}
`, V{"a": g.userJWT(), "b": b64s(g.uuid()), "_rid": g.uuid()}, "authorization-header,cookie-headers", "okhttp/4.12.0")

	g.crashAdd("crash/jvm-okhttp-logging-interceptor-body", `
2024-06-11 12:03:55.190 D/OkHttp: --> POST https://auth.partner.example/oauth2/token
2024-06-11 12:03:55.190 D/OkHttp: Content-Type: application/x-www-form-urlencoded
2024-06-11 12:03:55.190 D/OkHttp: Content-Length: 146
2024-06-11 12:03:55.190 D/OkHttp: Authorization: ██
2024-06-11 12:03:55.191 D/OkHttp: 
2024-06-11 12:03:55.191 D/OkHttp: grant_type=client_credentials&client_id=«_cid»&client_secret=«a»&scope=orders.read
2024-06-11 12:03:55.191 D/OkHttp: --> END POST (146-byte body)
2024-06-11 12:03:55.522 D/OkHttp: <-- 200 https://auth.partner.example/oauth2/token (331ms)
2024-06-11 12:03:55.522 D/OkHttp: content-type: application/json
2024-06-11 12:03:55.523 D/OkHttp: {"access_token":"«b»","token_type":"Bearer","expires_in":3599}
2024-06-11 12:03:55.523 D/OkHttp: <-- END HTTP (1207-byte body)
2024-06-11 12:03:55.601 E/SyncWorker: orders sync failed
    java.lang.IllegalStateException: Expected BEGIN_ARRAY but was BEGIN_OBJECT at line 1 column 2 path $
`, V{"_cid": g.uuid(), "a": g.b64u(40), "b": g.b64u(120)}, "Authorization: ██", "--> END POST (146-byte body)")

	g.crashAdd("crash/jvm-feign-logger-full-401", `
2024-06-11 09:10:44.017 DEBUG 7 --- [nio-8080-exec-4] c.a.integrations.GitHubClient           : [GitHubClient#createIssue] ---> POST https://api.github.com/repos/acme/infra/issues HTTP/1.1
2024-06-11 09:10:44.017 DEBUG 7 --- [nio-8080-exec-4] c.a.integrations.GitHubClient           : [GitHubClient#createIssue] Accept: application/vnd.github+json
2024-06-11 09:10:44.017 DEBUG 7 --- [nio-8080-exec-4] c.a.integrations.GitHubClient           : [GitHubClient#createIssue] Authorization: token «a»
2024-06-11 09:10:44.018 DEBUG 7 --- [nio-8080-exec-4] c.a.integrations.GitHubClient           : [GitHubClient#createIssue] Content-Length: 71
2024-06-11 09:10:44.018 DEBUG 7 --- [nio-8080-exec-4] c.a.integrations.GitHubClient           : [GitHubClient#createIssue] ---> END HTTP (71-byte body)
2024-06-11 09:10:44.241 DEBUG 7 --- [nio-8080-exec-4] c.a.integrations.GitHubClient           : [GitHubClient#createIssue] <--- HTTP/1.1 401 Unauthorized (223ms)
2024-06-11 09:10:44.241 DEBUG 7 --- [nio-8080-exec-4] c.a.integrations.GitHubClient           : [GitHubClient#createIssue] x-github-request-id: «_rid»
2024-06-11 09:10:44.244 ERROR 7 --- [nio-8080-exec-4] o.a.c.c.C.[.[.[/].[dispatcherServlet]    : Servlet.service() for servlet [dispatcherServlet] threw exception
feign.FeignException$Unauthorized: [401 Unauthorized] during [POST] to [https://api.github.com/repos/acme/infra/issues] [GitHubClient#createIssue(IssueRequest)]: [{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"}]
`, V{"a": g.ghp(), "_rid": fmt.Sprintf("%s:%s:%s:%s:%s", strings.ToUpper(g.hex(4)), strings.ToUpper(g.hex(5)), strings.ToUpper(g.hex(6)), strings.ToUpper(g.hex(7)), strings.ToUpper(g.hex(8)))}, "[GitHubClient#createIssue]", "x-github-request-id")

	g.crashAdd("crash/jvm-ktor-client-logging-headers", `
2024-06-11 14:22:10.882 [DefaultDispatcher-worker-3] INFO  io.ktor.client.HttpClient - REQUEST: https://api.sendgrid.com/v3/mail/send
METHOD: HttpMethod(value=POST)
COMMON HEADERS
-> Accept: application/json
-> Accept-Charset: UTF-8
-> Authorization: Bearer «a»
CONTENT HEADERS
-> Content-Length: 412
-> Content-Type: application/json
2024-06-11 14:22:11.130 [DefaultDispatcher-worker-3] INFO  io.ktor.client.HttpClient - RESPONSE: 403 Forbidden
METHOD: HttpMethod(value=POST)
FROM: https://api.sendgrid.com/v3/mail/send
Exception in thread "DefaultDispatcher-worker-3" io.ktor.client.plugins.ClientRequestException: Client request(POST https://api.sendgrid.com/v3/mail/send) invalid: 403 Forbidden. Text: "{"errors":[{"field":null,"message":"access forbidden"}]}"
`, V{"a": g.sendgrid()}, "io.ktor.client.HttpClient", "DefaultDispatcher-worker-3")

	g.crashAdd("crash/jvm-httpclient5-headers-log", `
2024-06-11 16:40:02.511 DEBUG [main] org.apache.hc.client5.http.headers -- ex-00000012 >> POST /api/v1/send HTTP/1.1
2024-06-11 16:40:02.511 DEBUG [main] org.apache.hc.client5.http.headers -- ex-00000012 >> Accept-Encoding: gzip, x-gzip, deflate
2024-06-11 16:40:02.511 DEBUG [main] org.apache.hc.client5.http.headers -- ex-00000012 >> X-Postmark-Server-Token: «a»
2024-06-11 16:40:02.511 DEBUG [main] org.apache.hc.client5.http.headers -- ex-00000012 >> Content-Type: application/json; charset=UTF-8
2024-06-11 16:40:02.511 DEBUG [main] org.apache.hc.client5.http.headers -- ex-00000012 >> Host: api.postmarkapp.com
2024-06-11 16:40:02.790 DEBUG [main] org.apache.hc.client5.http.headers -- ex-00000012 << HTTP/1.1 422 Unprocessable Entity
2024-06-11 16:40:02.790 DEBUG [main] org.apache.hc.client5.http.headers -- ex-00000012 << X-Request-Id: «_rid»
Exception in thread "main" com.acme.mail.MailException: Postmark rejected message (ErrorCode 300: Invalid 'To' address: 'ops@')
	at com.acme.mail.PostmarkSender.send(PostmarkSender.java:77)
`, V{"a": g.uuid(), "_rid": g.uuid()}, "org.apache.hc.client5.http.headers", "PostmarkSender.java:77")

	g.crashAdd("crash/jvm-wildfly-cli-datasource-add-failed", `
[standalone@localhost:9990 /] data-source add --name=LedgerDS --jndi-name=java:jboss/datasources/LedgerDS --driver-name=postgresql --connection-url=jdbc:postgresql://pg-ledger:5432/ledger --user-name=ledger_app --password=«a» --validate-on-match=true
{
    "outcome" => "failed",
    "failure-description" => {"WFLYCTL0412: Required services that are not installed:" => ["jboss.jdbc-driver.postgresql"]},
    "rolled-back" => true,
    "operation" => {
        "name" => "LedgerDS",
        "jndi-name" => "java:jboss/datasources/LedgerDS",
        "driver-name" => "postgresql",
        "connection-url" => "jdbc:postgresql://pg-ledger:5432/ledger",
        "user-name" => "ledger_app",
        "password" => "«a»"
    }
}
`, V{"a": g.pwStrong()}, "java:jboss/datasources/LedgerDS", "WFLYCTL0412")

	g.crashAdd("crash/jvm-logstash-json-stack-trace-headers", `
{"@timestamp":"2024-06-11T08:12:55.301Z","@version":"1","message":"Upstream call failed","logger_name":"com.acme.gateway.ProxyFilter","thread_name":"reactor-http-epoll-2","level":"ERROR","level_value":40000,"traceId":"«_tr»","spanId":"«_sp»","req.method":"GET","req.uri":"/v1/me","req.headers":"{host=api.acme.example, authorization=Bearer «a», x-forwarded-for=203.0.113.50, x-request-id=«_rid»}","stack_trace":"feign.RetryableException: Read timed out executing GET http://users.svc.cluster.local/v1/me\n\tat feign.FeignException.errorExecuting(FeignException.java:268)\n\tat feign.SynchronousMethodHandler.executeAndDecode(SynchronousMethodHandler.java:131)\n"}
`, V{"_tr": g.crashTrace(), "_sp": g.crashSpan(), "a": g.userJWT(), "_rid": g.uuid()}, "com.acme.gateway.ProxyFilter", "http://users.svc.cluster.local/v1/me")

	g.crashAdd("crash/jvm-android-logcat-fatal-after-header-log", `
06-11 09:12:44.118  8121  8164 I okhttp.OkHttpClient: --> GET https://api.shopapp.example/v3/cart
06-11 09:12:44.118  8121  8164 I okhttp.OkHttpClient: Authorization: Bearer «a»
06-11 09:12:44.118  8121  8164 I okhttp.OkHttpClient: X-Device-Id: «_dev»
06-11 09:12:44.118  8121  8164 I okhttp.OkHttpClient: --> END GET
06-11 09:12:44.329  8121  8164 I okhttp.OkHttpClient: <-- 502 https://api.shopapp.example/v3/cart (210ms)
06-11 09:12:44.331  8121  8164 E AndroidRuntime: FATAL EXCEPTION: OkHttp Dispatcher
06-11 09:12:44.331  8121  8164 E AndroidRuntime: Process: com.shopapp.android, PID: 8121
06-11 09:12:44.331  8121  8164 E AndroidRuntime: com.google.gson.JsonSyntaxException: java.lang.IllegalStateException: Expected BEGIN_OBJECT but was STRING at line 1 column 1 path $
06-11 09:12:44.331  8121  8164 E AndroidRuntime: 	at com.google.gson.internal.bind.ReflectiveTypeAdapterFactory$Adapter.read(ReflectiveTypeAdapterFactory.java:397)
06-11 09:12:44.331  8121  8164 E AndroidRuntime: 	at com.shopapp.data.CartRepository$refresh$1.onResponse(CartRepository.kt:58)
06-11 09:12:44.340  8121  8164 I Process : Sending signal. PID: 8121 SIG: 9
`, V{"a": g.userJWT(), "_dev": g.uuid()}, "com.shopapp.android", "CartRepository.kt:58")
}

// ---- .NET and Windows ----

func (g *G) crashDotnet() {
	g.crashAdd("crash/dotnet-startup-log-connection-string", `
info: Acme.Billing.Api.Program[0]
      Starting Acme.Billing.Api 4.2.0+«_sha» (Production) on BILLING-VM02
dbug: Acme.Billing.Api.Program[0]
      Using connection string: Server=tcp:acme-billing.database.windows.net,1433;Initial Catalog=billing;Persist Security Info=False;User ID=billing_api;Password=«a»;MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;
fail: Microsoft.EntityFrameworkCore.Database.Connection[20004]
      An error occurred using the connection to database 'billing' on server 'tcp:acme-billing.database.windows.net,1433'.
Unhandled exception. Microsoft.Data.SqlClient.SqlException (0x80131904): Cannot open server 'acme-billing' requested by the login. Client with IP address '«_ip»' is not allowed to access the server.
   at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection, Actionˋ1 wrapCloseInAction)
   at Acme.Billing.Api.Program.<Main>$(String[] args) in /src/Acme.Billing.Api/Program.cs:line 61
ClientConnectionId:«_cc»
Error Number:40615,State:1,Class:14
`, V{"_sha": g.hex(7), "a": g.pw(), "_ip": g.pick("203.0.113.", "198.51.100.") + fmt.Sprint(2+g.r.IntN(250)), "_cc": g.uuid()}, "Error Number:40615,State:1,Class:14", "BILLING-VM02")

	g.crashAdd("crash/dotnet-httpclient-logging-query-key", `
info: System.Net.Http.HttpClient.WeatherClient.LogicalHandler[100]
      Start processing HTTP request GET https://api.weatherapi.com/v1/forecast.json?key=«a»&q=Rotterdam&days=3
info: System.Net.Http.HttpClient.WeatherClient.ClientHandler[100]
      Sending HTTP request GET https://api.weatherapi.com/v1/forecast.json?key=«a»&q=Rotterdam&days=3
info: System.Net.Http.HttpClient.WeatherClient.ClientHandler[101]
      Received HTTP response headers after 187.4453ms - 403
fail: Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1]
      An unhandled exception has occurred while executing the request.
      System.Net.Http.HttpRequestException: Response status code does not indicate success: 403 (Forbidden).
         at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()
         at Acme.Portal.Weather.WeatherClient.GetForecastAsync(String city) in /src/Acme.Portal/Weather/WeatherClient.cs:line 29
`, V{"a": g.hex(31)}, "WeatherClient.cs:line 29", "System.Net.Http.HttpClient.WeatherClient.ClientHandler")

	g.crashAdd("crash/dotnet8-developer-exception-json", `
$ curl -s -H 'Accept: application/json' -H "Authorization: Bearer $TOKEN" https://localhost:7043/api/invoices/981 | jq .
{
  "type": "https://tools.ietf.org/html/rfc9110#section-15.6.1",
  "title": "System.InvalidOperationException",
  "status": 500,
  "detail": "Sequence contains no elements",
  "exception": {
    "details": "System.InvalidOperationException: Sequence contains no elements\n   at System.Linq.ThrowHelper.ThrowNoElementsException()\n   at Invoices.Api.InvoiceEndpoints.<>c.<<Map>b__0_1>d.MoveNext() in C:\\src\\Invoices.Api\\InvoiceEndpoints.cs:line 34",
    "headers": {
      "Accept": ["application/json"],
      "Host": ["localhost:7043"],
      "User-Agent": ["curl/8.7.1"],
      "Authorization": ["Bearer «a»"],
      "Cookie": [".AspNetCore.Identity.Application=«b»"]
    },
    "path": "/api/invoices/981",
    "endpoint": "HTTP: GET /api/invoices/{id}",
    "routeValues": { "id": "981" }
  },
  "traceId": "00-«_tr»-«_sp»-00"
}
`, V{"a": g.userJWT(), "b": "CfDJ8" + g.b64u(300), "_tr": g.crashTrace(), "_sp": g.crashSpan()}, "HTTP: GET /api/invoices/{id}", "InvoiceEndpoints.cs:line 34")

	g.crashAdd("crash/win-event-1026-dotnet-runtime", `
PS C:\> Get-WinEvent -FilterHashtable @{LogName='Application'; ProviderName='.NET Runtime'; Id=1026} -MaxEvents 1 | Format-List TimeCreated, Id, Message

TimeCreated : 6/11/2024 6:02:41 AM
Id          : 1026
Message     : Application: ReportSync.exe
              CoreCLR Version: 8.0.624.26715
              .NET Version: 8.0.6
              Description: The process was terminated due to an unhandled exception.
              Exception Info: System.InvalidOperationException: Could not connect to SFTP host files.partner.example as 'acme_drop' (key file C:\ProgramData\ReportSync\id_rsa, passphrase '«a»'): Permission denied (publickey).
                 at ReportSync.SftpUploader.Connect() in D:\a\reportsync\src\ReportSync\SftpUploader.cs:line 52
                 at ReportSync.Program.Main(String[] args) in D:\a\reportsync\src\ReportSync\Program.cs:line 18
`, V{"a": g.pw()}, "CoreCLR Version: 8.0.624.26715", "files.partner.example")

	g.crashAdd("crash/win-event-7045-service-installed", `
PS C:\> Get-WinEvent -FilterHashtable @{LogName='System'; Id=7045} -MaxEvents 2 | Format-List TimeCreated, Message

TimeCreated : 6/11/2024 2:14:09 AM
Message     : A service was installed in the system.

              Service Name:  BackupAgentTmp
              Service File Name:  cmd.exe /c "C:\Tools\backup\agent.exe --server https://backup.corp.example --user svc_backup --password «a» --once"
              Service Type:  user mode service
              Service Start Type:  demand start
              Service Account:  LocalSystem

TimeCreated : 6/10/2024 11:58:30 PM
Message     : A service was installed in the system.

              Service Name:  Google Updater Service (GoogleUpdaterService127.0.6510.0)
              Service File Name:  "C:\Program Files (x86)\Google\GoogleUpdater\127.0.6510.0\updater.exe" --system --windows-service --service=update
              Service Type:  user mode service
              Service Start Type:  auto start
              Service Account:  LocalSystem
`, V{"a": g.pwStrong()}, "BackupAgentTmp", "GoogleUpdaterService127.0.6510.0")

	g.crashAdd("crash/dotnet-hangfire-failed-job-args", `
Failed jobs › #48213  Acme.Jobs.PartnerFeedJob.Pull

Created 6/11/2024 4:00:00 AM  ·  Failed 4:00:03 AM (3 retries exhausted)

Arguments
  "https://feeds.partner.example/v2/stock.xml"
  "«_u»"
  "«a»"
  { "Format": "xml", "Since": "2024-06-10T04:00:00Z" }

System.Net.Http.HttpRequestException
Response status code does not indicate success: 401 (Unauthorized).

System.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).
   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()
   at Acme.Jobs.PartnerFeedJob.Pull(String url, String user, String password, FeedOptions options) in /src/Acme.Jobs/PartnerFeedJob.cs:line 40
`, V{"_u": "acme-feed-" + g.s(alDigit, 4), "a": g.pwStrong()}, "Acme.Jobs.PartnerFeedJob.Pull", "PartnerFeedJob.cs:line 40")

	g.crashAdd("crash/dotnet-elmah-xml-server-variables", `
<?xml version="1.0" encoding="utf-8"?>
<error errorId="«_eid»" application="/LM/W3SVC/2/ROOT" host="WEB01" type="System.Data.SqlClient.SqlException" message="Timeout expired.  The timeout period elapsed prior to completion of the operation or the server is not responding." source=".Net SqlClient Data Provider" user="CORP\jdoe" time="2024-06-11T07:12:33.9480000Z" statusCode="500">
  <serverVariables>
    <item name="ALL_HTTP">
      <value string="HTTP_CONNECTION:keep-alive&#xD;&#xA;HTTP_ACCEPT:text/html&#xD;&#xA;HTTP_AUTHORIZATION:Basic «a»&#xD;&#xA;HTTP_COOKIE:ASP.NET_SessionId=«b»; .ASPXAUTH=«c»&#xD;&#xA;HTTP_HOST:intranet.corp.example&#xD;&#xA;" />
    </item>
    <item name="AUTH_TYPE">
      <value string="Basic" />
    </item>
    <item name="AUTH_USER">
      <value string="CORP\jdoe" />
    </item>
    <item name="URL">
      <value string="/reports/Quarterly.aspx" />
    </item>
  </serverVariables>
</error>
`, V{"_eid": g.uuid(), "a": b64s("CORP\\jdoe:" + g.pw()), "b": g.s(alLowNum, 24), "c": strings.ToUpper(g.hex(320))}, "/reports/Quarterly.aspx", "intranet.corp.example")

	g.crashAdd("crash/powershell-invoke-restmethod-error-line", `
PS C:\scripts> .\sync-repos.ps1
Invoke-RestMethod : {"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"}
At C:\scripts\sync-repos.ps1:9 char:10
+ $repos = Invoke-RestMethod -Uri "https://api.github.com/orgs/acme/repos?per_page=100" -Headers @{Authorization = "Bearer «a»"}
+          ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
    + CategoryInfo          : InvalidOperation: (System.Net.HttpWebRequest:HttpWebRequest) [Invoke-RestMethod], WebException
    + FullyQualifiedErrorId : WebCmdletWebResponseException,Microsoft.PowerShell.Commands.InvokeRestMethodCommand
`, V{"a": g.ghFine()}, "C:\\scripts\\sync-repos.ps1:9 char:10", "WebCmdletWebResponseException")

	g.crashAdd("crash/dotnet-seq-clef-exception-properties", `
{"@t":"2024-06-11T09:41:22.1843120Z","@mt":"Payment provider call failed for {Merchant} after {Attempts} attempts","@l":"Error","@x":"System.Net.Http.HttpRequestException: Connection refused (api.payprovider.example:443)\n ---> System.Net.Sockets.SocketException (111): Connection refused\n   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)","@tr":"«_tr»","@sp":"«_sp»","Merchant":"acme-eu","Attempts":3,"Request":{"Method":"POST","Url":"https://api.payprovider.example/v1/captures","Headers":{"Content-Type":"application/json","X-Api-Key":"«a»","Idempotency-Key":"«_idem»"}},"SourceContext":"Acme.Payments.ProviderClient","Application":"payments-api"}
`, V{"_tr": g.crashTrace(), "_sp": g.crashSpan(), "a": "pk_prod_" + g.an(40), "_idem": g.uuid()}, "Acme.Payments.ProviderClient", "payments-api")

	g.crashAdd("crash/iis-freb-request-headers", `
<Event xmlns="http://schemas.microsoft.com/win/2004/08/events/event">
 <System>
  <Provider Name="WWW Server" Guid="{3A2A4E84-4C21-4981-AE10-3FDA0D9B0F83}"/>
  <EventID>0</EventID>
  <Level>5</Level>
  <Opcode>50</Opcode>
  <Keywords>0x0</Keywords>
  <TimeCreated SystemTime="2024-06-11T08:30:12.541Z"/>
  <Correlation ActivityID="{«_act»}"/>
  <Computer>WEB02</Computer>
 </System>
 <EventData>
  <Data Name="ContextId">{«_act»}</Data>
  <Data Name="Headers">Connection: keep-alive
Accept: application/json
Authorization: Basic «a»
Host: erp-api.corp.example
User-Agent: PowerBI/2.130
</Data>
 </EventData>
 <RenderingInfo Culture="en-US">
  <Opcode>GENERAL_REQUEST_HEADERS</Opcode>
 </RenderingInfo>
</Event>
`, V{"_act": strings.ToUpper(g.uuid()), "a": b64s("powerbi_reader:" + g.pw())}, "GENERAL_REQUEST_HEADERS", "erp-api.corp.example")
}

// ---- Node.js ----

func (g *G) crashNode() {
	g.crashAdd("crash/node-unhandled-rejection-axioserror", `
node:internal/process/promises:289
            triggerUncaughtException(err, true /* fromPromise */);
            ^

AxiosError: Request failed with status code 401
    at settle (/app/node_modules/axios/dist/node/axios.cjs:1983:12)
    at IncomingMessage.handleStreamEnd (/app/node_modules/axios/dist/node/axios.cjs:3085:11)
    at IncomingMessage.emit (node:events:531:35)
    at Axios.request (/app/node_modules/axios/dist/node/axios.cjs:3876:41)
    at async syncInvoices (/app/src/jobs/invoices.js:22:15) {
  code: 'ERR_BAD_REQUEST',
  config: {
    transitional: {
      silentJSONParsing: true,
      forcedJSONParsing: true,
      clarifyTimeoutError: false
    },
    adapter: [ 'xhr', 'http', 'fetch' ],
    timeout: 10000,
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    maxContentLength: -1,
    maxBodyLength: -1,
    headers: Object [AxiosHeaders] {
      Accept: 'application/json, text/plain, */*',
      'Content-Type': undefined,
      Authorization: 'Bearer «a»',
      'User-Agent': 'axios/1.7.2',
      'Accept-Encoding': 'gzip, compress, deflate, br'
    },
    baseURL: 'https://api.xero.com/api.xro/2.0',
    method: 'get',
    url: '/Invoices?where=Status%3D%22AUTHORISED%22',
    data: undefined
  },
  request: <ref *1> ClientRequest {
    _events: [Object: null prototype] {
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"nbf":%d,"exp":%d,"iss":"https://identity.xero.com","aud":"https://identity.xero.com/resources","client_id":"%s","sub":"%s","scope":["accounting.transactions","offline_access"]}`, 1718090000, 1718091800, strings.ToUpper(g.hex(32)), g.hex(32)))}, "ERR_BAD_REQUEST", "https://api.xero.com/api.xro/2.0")

	g.crashAdd("crash/node-axios-tojson-webhook-url", `
[2024-06-11T10:14:02.771Z] error: deploy notification failed {"message":"Request failed with status code 404","name":"AxiosError","stack":"AxiosError: Request failed with status code 404\n    at settle (/srv/notify/node_modules/axios/lib/core/settle.js:19:12)","config":{"timeout":0,"headers":{"Accept":"application/json, text/plain, */*","Content-Type":"application/json"},"method":"post","url":"https://discord.com/api/webhooks/«_id»/«a»","data":"{\"content\":\"deploy api@«_sha» finished\"}"},"code":"ERR_BAD_REQUEST","status":404}
`, V{"_id": g.digits(19), "a": g.b64u(68), "_sha": g.hex(7)}, "deploy notification failed")

	g.crashAdd("crash/node-graphql-request-clienterror", `
ClientError: Invalid credentials: {"response":{"errors":[{"message":"Invalid credentials","locations":[{"line":2,"column":3}],"path":["login"],"extensions":{"code":"UNAUTHENTICATED"}}],"data":null,"status":200,"headers":{}},"request":{"query":"mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) { token user { id } }\n}","variables":{"email":"qa-bot@acme.example","password":"«a»"}}}
    at makeRequest (file:///home/ci/e2e/node_modules/graphql-request/build/esm/index.js:301:15)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async loginAsBot (file:///home/ci/e2e/helpers/auth.mjs:14:18) {
  response: {
    errors: [ [Object] ],
    data: null,
    status: 200,
    headers: Headers {}
  },
  request: {
    query: 'mutation Login($email: String!, $password: String!) {\n' +
      '  login(email: $email, password: $password) { token user { id } }\n' +
      '}',
    variables: { email: 'qa-bot@acme.example', password: '«a»' }
  }
}
`, V{"a": g.pw()}, "qa-bot@acme.example", "helpers/auth.mjs:14:18")

	g.crashAdd("crash/node-bun-source-frame-token", `
$ bun run scripts/notify.ts
10 | import { WebClient } from "@slack/web-api";
11 |
12 | const slack = new WebClient("«a»");
13 |
14 | const res = await slack.chat.postMessage({ channel: "#deploys", text: ˋrelease ${tag} is liveˋ });
                                  ^
error: An API error occurred: not_in_channel
 data: {
  ok: false,
  error: "not_in_channel",
  response_metadata: {
    scopes: [ "chat:write", "channels:read" ],
    acceptedScopes: [ "chat:write" ],
  },
},
      at platformErrorFromResult (/home/dev/release-tools/node_modules/@slack/web-api/dist/errors.js:62:33)
      at /home/dev/release-tools/scripts/notify.ts:14:25

Bun v1.1.13 (Linux x64)
`, V{"a": g.xoxb()}, "not_in_channel", "Bun v1.1.13 (Linux x64)")

	g.crashAdd("crash/node-uncaught-throw-site-template", `
/srv/bot/index.js:31
    throw new Error(ˋTelegram rejected bot token ${BOT_TOKEN}: ${res.status} ${body.description}ˋ);
    ^

Error: Telegram rejected bot token «a»: 401 Unauthorized
    at main (/srv/bot/index.js:31:11)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)

Node.js v20.14.0
`, V{"a": g.telegram()}, "/srv/bot/index.js:31:11", "Node.js v20.14.0")

	g.crashAdd("crash/node-got-httperror-options", `
HTTPError: Response code 403 (Forbidden)
    at Request.<anonymous> (file:///app/node_modules/got/dist/source/as-promise/index.js:86:42)
    at Object.onceWrapper (node:events:634:26)
    at Request.emit (node:events:531:35) {
  input: undefined,
  code: 'ERR_NON_2XX_3XX_RESPONSE',
  timings: { start: 1718101203114, socket: 1718101203115, lookup: 1718101203131, connect: 1718101203152, secureConnect: 1718101203190, upload: 1718101203190, response: 1718101203371, end: 1718101203373, error: undefined, abort: undefined, phases: { wait: 1, dns: 16, tcp: 21, tls: 38, request: 0, firstByte: 181, download: 2, total: 259 } },
  options: {
    method: 'POST',
    url: URL {
      href: 'https://api.cloudflare.com/client/v4/zones/«_zone»/purge_cache',
      host: 'api.cloudflare.com',
      pathname: '/client/v4/zones/«_zone»/purge_cache'
    },
    headers: {
      'user-agent': 'got (https://github.com/sindresorhus/got)',
      authorization: 'Bearer «a»',
      'content-type': 'application/json',
      'content-length': '25',
      'accept-encoding': 'gzip, deflate, br'
    },
    json: { purge_everything: true }
  }
}
`, V{"_zone": g.hex(32), "a": g.cfToken()}, "ERR_NON_2XX_3XX_RESPONSE", "got (https://github.com/sindresorhus/got)")

	g.crashAdd("crash/node-pg7-pool-error-connection-parameters", `
pool error { error: password authentication failed for user "reporting"
    at Connection.parseE (/app/node_modules/pg/lib/connection.js:604:11)
    at Connection.parseMessage (/app/node_modules/pg/lib/connection.js:401:19)
  name: 'error',
  length: 106,
  severity: 'FATAL',
  code: '28P01',
  routine: 'auth_failed' } Client {
  connectionParameters:
   ConnectionParameters {
     user: 'reporting',
     database: 'warehouse',
     port: 5432,
     host: 'wh-primary.internal',
     password: '«a»',
     binary: false,
     ssl: true,
     client_encoding: '',
     replication: undefined,
     isDomainSocket: false,
     application_name: 'report-api',
     statement_timeout: false },
  user: 'reporting',
  database: 'warehouse',
`, V{"a": g.pw()}, "wh-primary.internal", "code: '28P01'")

	pp := g.pick(pwWords...) + "#" + g.s(alDigit, 4) + "@" + g.pick(pwWords...)
	g.crashAdd("crash/node-prisma-p1013-password-special-chars", `
$ npx prisma migrate deploy
Environment variables loaded from .env
Prisma schema loaded from prisma/schema.prisma
Datasource "db": PostgreSQL database

Error: P1013

The provided database string is invalid. invalid port number in database URL. Please refer to the documentation in https://www.prisma.io/docs/reference/database-reference/connection-urls for constructing a correct connection string. In some cases, certain characters must be escaped. Please check the string for any illegal characters.

$ grep DATABASE_URL .env
DATABASE_URL="postgresql://app_owner:«a»@ep-«_ep».eu-central-1.aws.neon.tech/app?sslmode=require"
`, V{"a": pp, "_ep": g.s(alLower, 5) + "-" + g.s(alLower, 5) + "-" + g.s(alLowNum, 8)}, "Error: P1013", "prisma/schema.prisma")

	g.crashAdd("crash/node-mongoose-connect-debug-print", `
[nodemon] starting ˋnode server.jsˋ
connecting to mongodb+srv://shop-api:«a»@cluster0.«_c».mongodb.net/shop?retryWrites=true&w=majority&appName=Cluster0
MongooseServerSelectionError: Could not connect to any servers in your MongoDB Atlas cluster. One common reason is that you're trying to access the database from an IP that isn't whitelisted. Make sure your current IP address is on your Atlas cluster's IP whitelist: https://www.mongodb.com/docs/atlas/security-whitelist/
    at _handleConnectionErrors (/home/ana/shop-api/node_modules/mongoose/lib/connection.js:897:11)
    at NativeConnection.openUri (/home/ana/shop-api/node_modules/mongoose/lib/connection.js:848:11) {
  reason: TopologyDescription {
    type: 'ReplicaSetNoPrimary',
    servers: Map(3) {
      'ac-«_ac»-shard-00-00.«_c».mongodb.net:27017' => [ServerDescription],
      'ac-«_ac»-shard-00-01.«_c».mongodb.net:27017' => [ServerDescription],
      'ac-«_ac»-shard-00-02.«_c».mongodb.net:27017' => [ServerDescription]
    },
    setName: 'atlas-«_set»-shard-0',
  },
  code: undefined
}
[nodemon] app crashed - waiting for file changes before starting...
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 5), "_ac": g.s(alLowNum, 7), "_set": g.s(alLowNum, 6)}, "[nodemon] app crashed - waiting for file changes before starting...", "ReplicaSetNoPrimary")

	g.crashAdd("crash/node-nextjs-digest-fetch-url-token", `
 ⨯ Error: CMS request failed (401) for https://cms.acme.example/api/pages?slug=pricing&locale=en&populate=deep&token=«a»
    at getPage (webpack-internal:///(rsc)/./lib/cms.ts:21:15)
    at async PricingPage (webpack-internal:///(rsc)/./app/pricing/page.tsx:12:18)
digest: "«_dg»"
 GET /pricing 500 in 412ms
`, V{"a": g.hex(64), "_dg": g.digits(10)}, "webpack-internal:///(rsc)/./lib/cms.ts:21:15", "GET /pricing 500 in 412ms")

	g.crashAdd("crash/node-stripe-signature-error-secret-logged", `
[webhooks] verifying with endpointSecret=«a» sig=t=1718101870,v1=«_sig»
[webhooks] StripeSignatureVerificationError: No signatures found matching the expected signature for payload. Are you passing the raw request body you received from Stripe? 
 If a webhook request is being forwarded by a third-party tool, ensure that the exact request body, including JSON formatting and new line style, is preserved.

Learn more about webhook signing and explore webhook integration examples for various frameworks at https://github.com/stripe/stripe-node#webhook-signing
    at validateComputedSignature (/app/node_modules/stripe/cjs/Webhooks.js:149:19)
    at Object.verifyHeader (/app/node_modules/stripe/cjs/Webhooks.js:73:20)
POST /webhooks/stripe 400 3.114 ms - 28
`, V{"a": g.whsec(), "_sig": g.hex(64)}, "https://github.com/stripe/stripe-node#webhook-signing", "POST /webhooks/stripe 400")

	gp := g.s(alLower, 16)
	g.crashAdd("crash/node-nodemailer-eauth-transport-options", `
transport options: {
  host: 'smtp.gmail.com',
  port: 465,
  secure: true,
  auth: { user: 'noreply.acme.shop@gmail.com', pass: '«a»' }
}
Error: Invalid login: 535-5.7.8 Username and Password not accepted. For more information, go to
535 5.7.8  https://support.google.com/mail/?p=BadCredentials «_q» - gsmtp
    at SMTPConnection._formatError (/app/node_modules/nodemailer/lib/smtp-connection/index.js:798:19)
    at SMTPConnection._actionAUTHComplete (/app/node_modules/nodemailer/lib/smtp-connection/index.js:1577:34) {
  code: 'EAUTH',
  response: '535-5.7.8 Username and Password not accepted. For more information, go to\n' +
    '535 5.7.8  https://support.google.com/mail/?p=BadCredentials «_q» - gsmtp',
  responseCode: 535,
  command: 'AUTH PLAIN'
}
`, V{"a": gp[0:4] + " " + gp[4:8] + " " + gp[8:12] + " " + gp[12:16], "_q": g.an(20) + "." + fmt.Sprint(10+g.r.IntN(80))}, "noreply.acme.shop@gmail.com", "command: 'AUTH PLAIN'")
}

// ---- Go and Rust ----

func (g *G) crashGoRust() {
	g.crashAdd("crash/go-log-fatalf-mysql-dsn", `
$ ./inventory-svc
2024/06/11 09:20:14 loaded config from /etc/inventory/config.yaml
2024/06/11 09:20:14 open inventory:«a»@tcp(mysql-inv.internal:3306)/inventory?parseTime=true&tls=preferred: dial tcp «_ip»:3306: connect: connection refused
exit status 1
`, V{"a": g.pwURL(), "_ip": g.crashIP()}, "/etc/inventory/config.yaml", "mysql-inv.internal:3306")

	g.crashAdd("crash/go-test-fatal-hashv-config", `
$ go test ./internal/notify/...
--- FAIL: TestTwilioSender_Send (0.31s)
    sender_test.go:48: Send() with notify.Config{AccountSID:"AC«_sid»", AuthToken:"«a»", From:"+15005550006", BaseURL:"https://api.twilio.com/2010-04-01", Timeout:5000000000} returned error: twilio: 20003 Authenticate (https://www.twilio.com/docs/errors/20003)
FAIL
FAIL	github.com/acme/alerts/internal/notify	0.338s
FAIL
`, V{"_sid": g.hex(32), "a": g.hex(32)}, "sender_test.go:48", "github.com/acme/alerts/internal/notify")

	g.crashAdd("crash/go-zap-error-stacktrace-amqp", `
{"level":"error","ts":1718097614.2231,"caller":"worker/main.go:88","msg":"cannot connect to broker","amqp_url":"amqps://orders:«a»@b-«_b».mq.eu-west-1.amazonaws.com:5671/orders","attempt":5,"error":"Exception (403) Reason: \"username or password not allowed\"","stacktrace":"main.run\n\t/src/cmd/worker/main.go:88\nmain.main\n\t/src/cmd/worker/main.go:31\nruntime.main\n\t/usr/local/go/src/runtime/proc.go:271"}
{"level":"fatal","ts":1718097614.2235,"caller":"worker/main.go:33","msg":"giving up","error":"Exception (403) Reason: \"username or password not allowed\""}
`, V{"a": g.pwURL(), "_b": g.uuid()}, "/src/cmd/worker/main.go:88", "username or password not allowed")

	g.crashAdd("crash/go-pkg-errors-plusv-stack", `
2024-06-11T11:02:51Z ERR sync aborted: get "https://api.pagerduty.com/schedules?query=oncall" with token «a»: unexpected status 401
github.com/acme/oncall-bot/internal/pd.(*Client).Schedules
	/build/internal/pd/client.go:77
github.com/acme/oncall-bot/internal/sync.Run
	/build/internal/sync/run.go:29
main.main
	/build/cmd/oncall-bot/main.go:44
runtime.main
	/usr/local/go/src/runtime/proc.go:271
runtime.goexit
	/usr/local/go/src/runtime/asm_amd64.s:1695
`, V{"a": "u+" + g.b64u(18)}, "/build/internal/pd/client.go:77", "github.com/acme/oncall-bot/internal/sync.Run")

	g.crashAdd("crash/go-panic-config-printf-plusv", `
panic: storage: bucket "acme-exports-prod" not found (config: {Endpoint:https://s3.eu-central-1.wasabisys.com Region:eu-central-1 AccessKey:«=ak» SecretKey:«a» Bucket:acme-exports-prod UsePathStyle:true})

goroutine 1 [running]:
main.mustStore({0xc00001e0c0, 0x27}, {0xc0000a6000, 0x14})
	/src/cmd/exporter/main.go:53 +0x1c5
main.main()
	/src/cmd/exporter/main.go:21 +0x9a
exit status 2
`, V{"=ak": g.s(alUpNum, 20), "a": g.s(alAlnum, 40)}, "/src/cmd/exporter/main.go:53 +0x1c5", "acme-exports-prod")

	g.crashAdd("crash/rust-panic-failed-to-connect-url", `
$ RUST_BACKTRACE=1 cargo run --release
    Finished ˋreleaseˋ profile [optimized] target(s) in 0.21s
     Running ˋtarget/release/ledger-apiˋ
2024-06-11T12:40:03.118Z  INFO ledger_api: starting on 0.0.0.0:8080
thread 'main' panicked at src/db.rs:19:10:
failed to connect to postgres://ledger:«a»@localhost:6543/ledger: PoolTimedOut
stack backtrace:
   0: rust_begin_unwind
             at /rustc/129f3b9964af4d4a709d1383930ade12dfe7c081/library/std/src/panicking.rs:652:5
   1: core::panicking::panic_fmt
             at /rustc/129f3b9964af4d4a709d1383930ade12dfe7c081/library/core/src/panicking.rs:72:14
   2: ledger_api::db::connect::{{closure}}
             at ./src/db.rs:19:10
note: Some details are omitted, run with ˋRUST_BACKTRACE=fullˋ for a verbose backtrace.
`, V{"a": g.pwURL()}, "ledger_api::db::connect::{{closure}}", "129f3b9964af4d4a709d1383930ade12dfe7c081")

	g.crashAdd("crash/rust-anyhow-toml-source-line", `
$ ./relay --config /etc/relay/config.toml
Error: failed to load config from /etc/relay/config.toml

Caused by:
    TOML parse error at line 7, column 15
      |
    7 | github_token = «a»
      |               ^
    invalid string
    expected ˋ"ˋ, ˋ'ˋ
`, V{"a": g.ghp()}, "TOML parse error at line 7, column 15", "/etc/relay/config.toml")
}

// ---- PHP, Ruby and Elixir ----

func (g *G) crashPHPRuby() {
	g.crashAdd("crash/php-laravel-log-pdo-frame-php74", `
[2024-06-11 08:15:42] production.ERROR: SQLSTATE[HY000] [1045] Access denied for user 'forge'@'10.0.1.14' (using password: YES) (SQL: select * from ˋsessionsˋ where ˋidˋ = «_sid» limit 1) {"exception":"[object] (Illuminate\\Database\\QueryException(code: 1045): SQLSTATE[HY000] [1045] Access denied for user 'forge'@'10.0.1.14' (using password: YES) (SQL: select * from ˋsessionsˋ where ˋidˋ = «_sid» limit 1) at /home/forge/shop.acme.example/vendor/laravel/framework/src/Illuminate/Database/Connection.php:671)
[stacktrace]
#0 /home/forge/shop.acme.example/vendor/laravel/framework/src/Illuminate/Database/Connectors/Connector.php(70): PDO->__construct('mysql:host=10.0...', 'forge', '«a»', Array)
#1 /home/forge/shop.acme.example/vendor/laravel/framework/src/Illuminate/Database/Connectors/Connector.php(46): Illuminate\\Database\\Connectors\\Connector->createPdoConnection('mysql:host=10.0...', 'forge', '«a»', Array)
#2 /home/forge/shop.acme.example/vendor/laravel/framework/src/Illuminate/Database/Connectors/MySqlConnector.php(24): Illuminate\\Database\\Connectors\\Connector->createConnection('mysql:host=10.0...', Array, Array)
`, V{"_sid": g.an(40), "a": g.an(12)}, "production.ERROR", "/home/forge/shop.acme.example/vendor/laravel/framework/src/Illuminate/Database/Connection.php:671")

	g.crashAdd("crash/php-flare-report-json", `
{
  "notifier": "Laravel Client",
  "language": "PHP",
  "framework_version": "10.48.12",
  "language_version": "8.2.19",
  "exception_class": "GuzzleHttp\\Exception\\ClientException",
  "seen_at": 1718100123,
  "message": "Client error: ˋPOST https://api.mollie.com/v2/paymentsˋ resulted in a ˋ401 Unauthorizedˋ response",
  "application_path": "/var/www/html",
  "stage": "staging",
  "context": {
    "request": {
      "url": "https://staging.acme-shop.example/checkout/pay",
      "ip": "203.0.113.77",
      "method": "POST",
      "useragent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15"
    },
    "request_data": {
      "queryString": [],
      "body": { "_token": "«_csrf»", "method": "ideal", "password": "<CENSORED>" },
      "files": []
    },
    "headers": {
      "cookie": "XSRF-TOKEN=«_xsrf»; acme_shop_session=«a»",
      "content-type": "application/x-www-form-urlencoded",
      "x-mollie-key": "«b»"
    },
    "env": { "laravel_version": "10.48.12", "laravel_locale": "nl", "laravel_config_cached": true }
  }
}
`, V{"_csrf": g.an(40), "_xsrf": g.b64u(60) + "%3D", "a": g.b64u(60) + "%3D", "b": "test_" + g.an(30)}, "\"password\": \"<CENSORED>\"", "staging.acme-shop.example")

	g.crashAdd("crash/php-xdebug-wpdb-construct-args", `
[11-Jun-2024 06:44:10 UTC] PHP Warning:  mysqli_real_connect(): (HY000/1045): Access denied for user 'wp_blog'@'localhost' (using password: YES) in /var/www/blog/wp-includes/class-wpdb.php on line 2019
[11-Jun-2024 06:44:10 UTC] PHP Stack trace:
[11-Jun-2024 06:44:10 UTC] PHP   1. {main}() /var/www/blog/index.php:0
[11-Jun-2024 06:44:10 UTC] PHP   2. require() /var/www/blog/index.php:17
[11-Jun-2024 06:44:10 UTC] PHP   3. require_once() /var/www/blog/wp-blog-header.php:13
[11-Jun-2024 06:44:10 UTC] PHP   4. require_wp_db() /var/www/blog/wp-settings.php:144
[11-Jun-2024 06:44:10 UTC] PHP   5. wpdb->__construct($dbuser = 'wp_blog', $dbpassword = '«a»', $dbname = 'wp_blog', $dbhost = 'localhost') /var/www/blog/wp-includes/load.php:679
[11-Jun-2024 06:44:10 UTC] PHP   6. wpdb->db_connect($allow_bail = ???) /var/www/blog/wp-includes/class-wpdb.php:761
`, V{"a": g.pw()}, "class-wpdb.php on line 2019", "$allow_bail = ???")

	g.crashAdd("crash/php-symfony-messenger-failed-show", `
$ bin/console messenger:failed:show 311 -vv

There are 4 messages pending in the failure transport.

Failed Message Details
======================

 ------------- ---------------------------------------------------------------
  Class         App\Message\SendSmsReminder
  Message Id    311
  Failed at     2024-06-11 07:30:02
  Error         Authentication failed (code 20003)
  Error Code    401
  Error Class   Symfony\Component\Notifier\Exception\TransportException
  Transport     async
 ------------- ---------------------------------------------------------------

 Message:
 ========

 App\Message\SendSmsReminder^ {#482
   +to: "+31612345678"
   +body: "Your appointment is tomorrow at 10:30"
   +dsn: "twilio://AC«_sid»:«a»@default?from=%2B3197010255881"
 }

 Message history:
  * Message failed at 2024-06-11 07:30:02 and was redelivered
`, V{"_sid": g.hex(32), "a": g.hex(32)}, "App\\Message\\SendSmsReminder", "Symfony\\Component\\Notifier\\Exception\\TransportException")

	g.crashAdd("crash/ruby-rails5-log-params-partly-filtered", `
Started POST "/admin/integrations" for 10.2.0.31 at 2024-06-11 09:03:11 +0000
Processing by Admin::IntegrationsController#create as HTML
  Parameters: {"utf8"=>"✓", "authenticity_token"=>"«_at»", "integration"=>{"name"=>"Zendesk", "subdomain"=>"acmehelp", "email"=>"ops@acme.example", "api_token"=>"«a»", "password"=>"[FILTERED]"}, "commit"=>"Save"}
  User Load (0.6ms)  SELECT  "users".* FROM "users" WHERE "users"."id" = $1 LIMIT $2  [["id", 12], ["LIMIT", 1]]
Completed 500 Internal Server Error in 214ms (ActiveRecord: 3.1ms)

ZendeskAPI::Error::NetworkError (the server responded with status 401):
  app/services/zendesk_check.rb:14:in ˋverify!ˋ
  app/controllers/admin/integrations_controller.rb:22:in ˋcreateˋ
`, V{"_at": g.b64(64), "a": g.an(40)}, "\"password\"=>\"[FILTERED]\"", "Admin::IntegrationsController#create")

	g.crashAdd("crash/ruby-resque-failed-job", `
$ bundle exec rails runner 'f = Resque::Failure.all(0, 1); puts JSON.pretty_generate(f)'
{
  "failed_at": "2024/06/11 05:00:14 UTC",
  "payload": {
    "class": "ShopifyOrderSync",
    "args": [
      "acme-store.myshopify.com",
      "«a»",
      { "since_id": 5512003411 }
    ]
  },
  "exception": "ShopifyAPI::Errors::HttpResponseError",
  "error": "[Invalid API key or access token (unrecognized login or wrong password)]",
  "backtrace": [
    "/app/vendor/bundle/ruby/3.2.0/gems/shopify_api-14.3.0/lib/shopify_api/clients/http_client.rb:73:in ˋrequestˋ",
    "/app/app/jobs/shopify_order_sync.rb:11:in ˋperformˋ"
  ],
  "worker": "worker-2.acme.internal:11:orders",
  "queue": "orders"
}
`, V{"a": g.shpat()}, "ShopifyAPI::Errors::HttpResponseError", "worker-2.acme.internal:11:orders")

	g.crashAdd("crash/ruby-capistrano-execute-error-default-env", `
00:12 deploy:migrate
      [deploy:migrate] Run ˋrake db:migrateˋ
00:14 deploy:migrating
      01 ~/.rbenv/bin/rbenv exec bundle exec rake db:migrate
      01 rake aborted!
      01 PG::ConnectionBad: connection to server at "10.0.4.9", port 5432 failed: FATAL:  password authentication failed for user "shop"
#<Thread:0x00007f1c2a9b3e48 /home/dev/.gem/ruby/3.2.2/gems/sshkit-1.22.2/lib/sshkit/runners/parallel.rb:10 run> terminated with exception (report_on_exception is true):
/home/dev/.gem/ruby/3.2.2/gems/sshkit-1.22.2/lib/sshkit/runners/parallel.rb:15:in ˋrescue in block (2 levels) in executeˋ: Exception while executing as deploy@app1.acme.example: rake exit status: 1 (SSHKit::Runner::ExecuteError)
rake stdout: Nothing written
rake stderr: rake aborted!
PG::ConnectionBad: connection to server at "10.0.4.9", port 5432 failed: FATAL:  password authentication failed for user "shop"

Command: cd /var/www/shop/releases/20240611091402 && ( export RBENV_ROOT="$HOME/.rbenv" RBENV_VERSION="3.2.2" RAILS_ENV="production" DATABASE_URL="postgres://shop:«a»@10.0.4.9:5432/shop_production" SECRET_KEY_BASE="«b»" ; ~/.rbenv/bin/rbenv exec bundle exec rake db:migrate )
`, V{"a": g.pwURL(), "b": g.hex(128)}, "SSHKit::Runner::ExecuteError", "deploy@app1.acme.example")

	g.crashAdd("crash/elixir-genserver-terminating-state", `
[error] GenServer Acme.Billing.InvoicePoller terminating
** (MatchError) no match of right hand side value: {:error, %Req.Response{status: 401, headers: %{"content-type" => ["application/json"]}, body: %{"error" => %{"type" => "invalid_request_error", "message" => "Invalid API Key provided: sk_live_********************" <> _}}}}
    (acme 1.8.0) lib/acme/billing/invoice_poller.ex:41: Acme.Billing.InvoicePoller.handle_info/2
    (stdlib 5.2.3) gen_server.erl:1095: :gen_server.try_handle_info/3
    (stdlib 5.2.3) gen_server.erl:1183: :gen_server.handle_msg/6
    (stdlib 5.2.3) proc_lib.erl:241: :proc_lib.init_p_do_apply/3
Last message: :poll
State: %{interval: 60000, last_id: "in_«_inv»", stripe_key: "«a»", webhook_secret: "«b»"}
`, V{"_inv": g.an(24), "a": g.skLive(), "b": g.whsec()}, "Acme.Billing.InvoicePoller.handle_info/2", "Last message: :poll")
}

// ---- error trackers ----

func (g *G) crashTrackers() {
	g.crashAdd("crash/sentry-python-event-request-data-cookies", `
{
  "event_id": "«_eid»",
  "level": "error",
  "platform": "python",
  "logger": "django.request",
  "transaction": "/accounts/api-keys/",
  "server_name": "web-3",
  "release": "portal@«_sha»",
  "request": {
    "url": "https://portal.acme.example/accounts/api-keys/",
    "method": "POST",
    "query_string": "",
    "data": {"name": "ci-deploy", "scopes": ["deploy"], "csrfmiddlewaretoken": "[Filtered]", "current_password": "[Filtered]"},
    "cookies": {"csrftoken": "«_csrf»", "sessionid": "«a»"},
    "headers": {"Host": "portal.acme.example", "Content-Type": "application/x-www-form-urlencoded", "Cookie": "csrftoken=«_csrf»; sessionid=«a»", "X-Forwarded-For": "198.51.100.23"},
    "env": {"SERVER_NAME": "web-3", "SERVER_PORT": "8000"}
  },
  "contexts": {"trace": {"trace_id": "«_tr»", "span_id": "«_sp»", "op": "http.server", "status": "internal_error"}},
  "exception": {"values": [{"type": "IntegrityError", "value": "duplicate key value violates unique constraint \"api_keys_name_key\"", "module": "django.db.utils"}]}
}
`, V{"_eid": g.hex(32), "_sha": g.hex(40), "_csrf": g.an(32), "a": g.djangoSession(), "_tr": g.crashTrace(), "_sp": g.crashSpan()}, "\"current_password\": \"[Filtered]\"", "django.request")

	g.crashAdd("crash/sentry-node-extra-error-data-axios", `
AxiosError
Request failed with status code 400

ADDITIONAL DATA

AxiosError
{
  code: ERR_BAD_REQUEST,
  config: {
    adapter: [xhr, http, fetch],
    baseURL: https://api.mailchimp.com/3.0,
    headers: {
      Accept: application/json, text/plain, */*,
      Authorization: apikey «a»,
      Content-Type: application/json
    },
    method: put,
    url: /lists/«_list»/members/«_hash»
  },
  status: 400
}

TAGS
environment  production
handled      no
mechanism    onunhandledrejection
runtime      node v20.14.0
trace_id     «_tr»
`, V{"a": g.mailchimp(), "_list": g.hex(10), "_hash": g.hex(32), "_tr": g.crashTrace()}, "mechanism    onunhandledrejection", "https://api.mailchimp.com/3.0")

	g.crashAdd("crash/sentry-celery-job-extra-kwargs", `
"extra": {
  "celery-job": {
    "args": [8812],
    "kwargs": {
      "account_id": 8812,
      "refresh_token": "«a»",
      "provider": "google"
    },
    "task_name": "integrations.tasks.refresh_calendar"
  },
  "sys.argv": [
    "/usr/local/bin/celery",
    "-A",
    "acme",
    "worker",
    "-Q",
    "integrations"
  ]
},
"tags": {
  "celery_task_id": "«_tid»",
  "celery_task_status": "FAILURE",
  "handled": "no"
}
`, V{"a": g.gRefresh(), "_tid": g.uuid()}, "integrations.tasks.refresh_calendar", "celery_task_status")

	g.crashAdd("crash/bugsnag-node-payload-metadata", `
{
  "apiKey": "«=nk»",
  "payloadVersion": "5",
  "notifier": { "name": "Bugsnag Node", "version": "7.22.7", "url": "https://github.com/bugsnag/bugsnag-js" },
  "events": [{
    "exceptions": [{ "errorClass": "FetchError", "message": "request to https://api.segment.io/v1/batch failed, reason: socket hang up", "type": "nodejs" }],
    "severity": "error",
    "unhandled": true,
    "app": { "releaseStage": "production", "version": "2.14.0" },
    "device": { "hostname": "events-api-«_pod»" },
    "request": {
      "httpMethod": "POST",
      "url": "https://events.acme.example/track",
      "headers": { "content-type": "application/json", "x-forwarded-for": "203.0.113.9", "authorization": "[FILTERED]" }
    },
    "metaData": {
      "segment": { "writeKey": "«a»", "batchSize": 100, "flushAt": 20 },
      "user": { "id": "usr_«_uid»" }
    }
  }]
}
`, V{"=nk": g.hex(32), "_pod": g.crashPod(), "a": g.an(32), "_uid": g.an(14)}, "\"authorization\": \"[FILTERED]\"", "Bugsnag Node")

	g.crashAdd("crash/rollbar-item-server-token", `
$ curl -s https://api.rollbar.com/api/1/item/ -d @item.json
{"err": 0, "result": {"id": null, "uuid": "«_uuid»"}}
$ cat item.json
{
  "access_token": "«a»",
  "data": {
    "environment": "production",
    "level": "error",
    "body": {"trace": {"exception": {"class": "Faraday::ConnectionFailed", "message": "Failed to open TCP connection to search.internal:9200 (execution expired)"}, "frames": [{"filename": "app/services/search_indexer.rb", "lineno": 31, "method": "push"}]}},
    "request": {
      "url": "https://app.acme.example/admin/reindex",
      "method": "POST",
      "headers": {"Authorization": "Bearer «b»", "X-Request-Id": "«_rid»"},
      "params": {"index": "products"}
    },
    "server": {"host": "app-2", "root": "/srv/app", "branch": "main", "code_version": "«_sha»"},
    "person": {"id": "412"}
  }
}
`, V{"_uuid": g.uuid(), "a": g.hex(32), "b": g.userJWT(), "_rid": g.uuid(), "_sha": g.hex(40)}, "app/services/search_indexer.rb", "Faraday::ConnectionFailed")

	g.crashAdd("crash/honeybadger-notice-cgi-data", `
** [Honeybadger] Success ⚡ https://app.honeybadger.io/notice/«_nid» id=«_nid» code=201 level=1 pid=«_pid»

"request": {
  "url": "https://api.acme.example/v1/exports",
  "component": "Api::V1::ExportsController",
  "action": "create",
  "params": {"format": "csv", "range": "last_30_days"},
  "session": {},
  "cgi_data": {
    "REQUEST_METHOD": "POST",
    "HTTP_HOST": "api.acme.example",
    "HTTP_X_API_KEY": "«a»",
    "HTTP_AUTHORIZATION": "[FILTERED]",
    "HTTP_USER_AGENT": "python-requests/2.32.3",
    "REMOTE_ADDR": "10.0.2.15"
  }
}
`, V{"_nid": g.uuid(), "_pid": g.crashPID(), "a": "acme_live_" + g.an(32)}, "\"HTTP_AUTHORIZATION\": \"[FILTERED]\"", "Api::V1::ExportsController")

	g.crashAdd("crash/airbrake-v2-xml-notice", `
<?xml version="1.0" encoding="UTF-8"?>
<notice version="2.4">
  <api-key>«a»</api-key>
  <notifier>
    <name>Airbrake Notifier</name>
    <version>3.1.17</version>
    <url>https://github.com/airbrake/airbrake</url>
  </notifier>
  <error>
    <class>Net::ReadTimeout</class>
    <message>Net::ReadTimeout with #&lt;TCPSocket:(closed)&gt;</message>
  </error>
  <request>
    <url>https://legacy.acme.example/orders/export</url>
    <component>orders</component>
    <action>export</action>
    <cgi-data>
      <var key="HTTP_COOKIE">_legacy_session=«b»</var>
      <var key="HTTP_HOST">legacy.acme.example</var>
      <var key="REQUEST_METHOD">GET</var>
    </cgi-data>
  </request>
  <server-environment>
    <project-root>/var/www/legacy/current</project-root>
    <environment-name>production</environment-name>
  </server-environment>
</notice>
`, V{"a": g.hex(32), "b": b64s(g.hex(60)) + "--" + g.hex(40)}, "/var/www/legacy/current", "Airbrake Notifier")

	g.crashAdd("crash/raygun-crash-report-request", `
{
  "OccurredOn": "2024-06-11T13:02:55Z",
  "Details": {
    "MachineName": "APP-VM04",
    "Version": "5.3.1.0",
    "Error": {
      "ClassName": "System.Net.WebException",
      "Message": "The remote server returned an error: (401) Unauthorized.",
      "StackTrace": [{ "LineNumber": 88, "ClassName": "Acme.Legacy.Sms.Gateway", "MethodName": "Send(String to, String text)" }]
    },
    "Request": {
      "HostName": "portal.acme.example",
      "Url": "/notifications/test",
      "HttpMethod": "POST",
      "Headers": { "Authorization": "Basic «a»", "Content-Type": "application/x-www-form-urlencoded" },
      "Form": { "to": "+447700900123", "gatewayUser": "acme_sms", "gatewayPassword": "«b»" },
      "RawData": "to=%2B447700900123&gatewayUser=acme_sms&gatewayPassword=«b»"
    },
    "Tags": ["production"],
    "Client": { "Name": "Raygun4Net", "Version": "5.5.0.0" }
  }
}
`, V{"a": b64s("portal:" + g.pw()), "b": g.pwURL()}, "Acme.Legacy.Sms.Gateway", "Raygun4Net")

	g.crashAdd("crash/datadog-error-log-url-token", `
{"timestamp":"2024-06-11T14:05:31.228Z","status":"error","service":"account-api","host":"i-«_host»","message":"password reset link delivery failed","error":{"kind":"SendGridError","message":"Unauthorized","stack":"SendGridError: Unauthorized\n    at MailService.send (/app/dist/mail.js:44:13)"},"http":{"method":"POST","url":"https://account.acme.example/password/reset/confirm?uid=«_uid»&token=«a»","status_code":500},"dd":{"trace_id":"«_dt»","span_id":"«_ds»","service":"account-api","env":"prod","version":"3.7.2"}}
`, V{"_host": g.hex(17), "_uid": g.b64u(6), "a": g.s(alLowNum, 6) + "-" + g.hex(32), "_dt": g.digits(19), "_ds": g.digits(19)}, "password reset link delivery failed", "account-api")

	g.crashAdd("crash/crashlytics-console-keys-and-logs", `
Crashlytics › Issues › Fatal Exception: java.lang.NullPointerException (ProfileRepository.kt:112)

Keys
  api_base             https://api.fitapp.example/v4
  build_flavor         prodRelease
  last_screen          ProfileEditFragment
  session_token        «a»
  user_id              «_uid»

Logs
  0  D/Auth: refreshed, expires_in=3600
  1  D/Sync: GET /v4/profile -> 200
  2  D/Sync: PATCH /v4/profile -> 500
  3  E/ProfileRepository: body was null

Stack trace
  Fatal Exception: java.lang.NullPointerException
         at com.fitapp.profile.ProfileRepository.update(ProfileRepository.kt:112)
`, V{"a": g.b64u(86), "_uid": g.uuid()}, "ProfileRepository.kt:112", "ProfileEditFragment")

	g.crashAdd("crash/sentry-issue-page-copy-extra-filtered", `
KeyError: 'data'
sync/jobs/netsuite.py in fetch_page at line 77

    response = session.post(url, json=query, auth=oauth)
>   rows = response.json()["data"]

Additional Data
  config      {"account": "«_acct»", "consumer_key": "[Filtered]", "consumer_secret": "[Filtered]", "token_id": "«=tid»", "token_secret": "[Filtered]", "restlet_deploy_key": "«a»"}
  page        3
  sys.argv    ["manage.py", "sync_netsuite", "--since", "2024-06-01"]

Tags
  environment   production
  level         error
  server_name   etl-1
`, V{"_acct": g.digits(7) + "_SB1", "=tid": g.hex(64), "a": g.hex(64)}, "\"consumer_secret\": \"[Filtered]\"", "sync/jobs/netsuite.py")
}

// ---- Kubernetes and containers ----

func (g *G) crashKube() {
	pod := g.crashPod()
	g.crashAdd("crash/kube-logs-previous-go-config-dump", `
$ kubectl -n payments get pods
NAME                              READY   STATUS             RESTARTS        AGE
ledger-api-«_pod»    0/1     CrashLoopBackOff   7 (2m11s ago)   14m
$ kubectl -n payments logs ledger-api-«_pod» --previous
2024/06/11 10:41:02 ledger-api v2.9.0 (commit «_sha»)
2024/06/11 10:41:02 config: {Addr::8080 DatabaseURL:postgres://ledger:«a»@ledger-db-rw.payments.svc:5432/ledger?sslmode=disable JWTSecret:«b» RedisAddr:redis-master.payments.svc:6379 LogLevel:debug}
2024/06/11 10:41:07 migrate: dial tcp 10.96.41.18:5432: i/o timeout
panic: migrate: dial tcp 10.96.41.18:5432: i/o timeout

goroutine 1 [running]:
main.main()
	/src/cmd/ledger-api/main.go:47 +0x3a5
`, V{"_pod": pod, "_sha": g.hex(7), "a": g.pwURL(), "b": g.b64(32)}, "CrashLoopBackOff", "/src/cmd/ledger-api/main.go:47 +0x3a5")

	g.crashAdd("crash/kube-describe-pod-env-literal", `
$ kubectl -n shop describe pod checkout-«_pod»
Name:             checkout-«_pod»
Namespace:        shop
Node:             gke-prod-pool-2-«_node»/10.128.0.44
Status:           Running
Containers:
  checkout:
    Image:          europe-docker.pkg.dev/acme-prod/shop/checkout:1.31.4
    Image ID:       europe-docker.pkg.dev/acme-prod/shop/checkout@sha256:«_dig»
    Port:           8080/TCP
    State:          Waiting
      Reason:       CrashLoopBackOff
    Last State:     Terminated
      Reason:       Error
      Exit Code:    1
      Started:      Tue, 11 Jun 2024 10:52:11 +0000
      Finished:     Tue, 11 Jun 2024 10:52:13 +0000
    Ready:          False
    Restart Count:  9
    Environment:
      NODE_ENV:             production
      DB_HOST:              checkout-db.shop.svc
      DB_USER:              checkout
      DB_PASSWORD:          «a»
      STRIPE_SECRET_KEY:    <set to the key 'stripe-secret-key' in secret 'checkout-secrets'>  Optional: false
      ADYEN_HMAC_KEY:       «b»
      OTEL_EXPORTER_OTLP_ENDPOINT:  http://otel-collector.observability:4317
    Mounts:
      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-«_kv» (ro)
Events:
  Type     Reason   Age                  From     Message
  ----     ------   ----                 ----     -------
  Warning  BackOff  2m3s (x41 over 11m)  kubelet  Back-off restarting failed container checkout in pod checkout-«_pod»_shop(«_uid»)
`, V{"_pod": g.crashPod(), "_node": g.s(alLowNum, 8) + "-" + g.s(alLowNum, 4), "_dig": g.hex(64), "a": g.pw(), "b": strings.ToUpper(g.hex(64)), "_kv": g.s(alLowNum, 5), "_uid": g.uuid()}, "<set to the key 'stripe-secret-key' in secret 'checkout-secrets'>", "http://otel-collector.observability:4317")

	g.crashAdd("crash/kube-describe-pod-args", `
Containers:
  exporter:
    Container ID:  containerd://«_cid»
    Image:         quay.io/prometheuscommunity/elasticsearch-exporter:v1.7.0
    Port:          9114/TCP
    Command:
      elasticsearch_exporter
    Args:
      --es.uri=https://monitor:«a»@es-logs-es-http.logging.svc:9200
      --es.all
      --es.indices
      --es.ssl-skip-verify
    State:          Waiting
      Reason:       CrashLoopBackOff
    Last State:     Terminated
      Reason:       Error
      Message:      level=error msg="failed to fetch and decode cluster health" err="HTTP Request failed with code 401"
      Exit Code:    1
`, V{"_cid": g.hex(64), "a": g.pwURL()}, "elasticsearch-exporter:v1.7.0", "HTTP Request failed with code 401")

	g.crashAdd("crash/kube-termination-message-fallback-logs", `
$ kubectl -n data get pod etl-nightly-28634400-«_p» -o jsonpath='{.status.containerStatuses[0].lastState.terminated.message}'
  File "/app/etl/sources/salesforce.py", line 40, in connect
    sf = Salesforce(username=cfg.user, password=cfg.password, security_token=cfg.token, domain="login")
  File "/usr/local/lib/python3.11/site-packages/simple_salesforce/api.py", line 205, in __init__
    raise SalesforceAuthenticationFailed(...)
simple_salesforce.exceptions.SalesforceAuthenticationFailed: INVALID_LOGIN: Invalid username, password, security token; or user locked out.
cfg=SalesforceConfig(user='etl@acme.example', password='«a»', token='«b»', sandbox=False)
`, V{"_p": g.s(alLowNum, 5), "a": g.pw(), "b": g.an(25)}, "SalesforceAuthenticationFailed", "etl@acme.example")

	g.crashAdd("crash/kube-starterror-exec-argv", `
    Last State:     Terminated
      Reason:       StartError
      Message:      failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: exec: "--token=«a»": executable file not found in $PATH: unknown
      Exit Code:    128
      Started:      Thu, 01 Jan 1970 00:00:00 +0000
      Finished:     Tue, 11 Jun 2024 11:20:44 +0000
    Ready:          False
    Restart Count:  4
`, V{"a": g.glpat()}, "Exit Code:    128", "executable file not found in $PATH")

	g.crashAdd("crash/kube-init-container-migrate-set-x", `
$ kubectl -n api logs api-«_pod» -c db-migrate
+ echo 'running migrations'
running migrations
+ migrate -path /migrations -database 'postgres://api_owner:«a»@api-db.api.svc:5432/api?sslmode=disable' up
error: Dirty database version 20240605120000. Fix and force version.
$ kubectl -n api get pod api-«_pod»
NAME                   READY   STATUS                  RESTARTS      AGE
api-«_pod»   0/1     Init:CrashLoopBackOff   5 (88s ago)   6m
`, V{"_pod": g.crashPod(), "a": g.pwURL()}, "Dirty database version 20240605120000", "Init:CrashLoopBackOff")

	g.crashAdd("crash/docker-compose-up-api-exits", `
$ docker compose up
[+] Running 3/3
 ✔ Container shop-redis-1  Running
 ✔ Container shop-db-1     Running
 ✔ Container shop-api-1    Recreated
Attaching to api-1, db-1, redis-1
api-1    | > shop-api@0.9.0 start
api-1    | > node dist/server.js
api-1    | mailer: using smtp://«=sesu»:«a»@email-smtp.eu-west-1.amazonaws.com:587
api-1    | Error: Invalid login: 535 Authentication Credentials Invalid
api-1    |     at SMTPConnection._formatError (/app/node_modules/nodemailer/lib/smtp-connection/index.js:798:19)
api-1 exited with code 1
db-1     | 2024-06-11 12:01:55.913 UTC [1] LOG:  checkpoint complete: wrote 3 buffers (0.0%)
`, V{"=sesu": g.awsID(), "a": "B" + g.s(alAlnum, 43)}, "api-1 exited with code 1", "email-smtp.eu-west-1.amazonaws.com:587")

	g.crashAdd("crash/heroku-logs-crashed-redis-url", `
2024-06-11T13:40:02.114522+00:00 app[web.1]: Booting worker with REDIS_URL=rediss://:«a»@ec2-«_ec2».eu-west-1.compute.amazonaws.com:19280
2024-06-11T13:40:02.302118+00:00 app[web.1]: Error: self-signed certificate in certificate chain
2024-06-11T13:40:02.302130+00:00 app[web.1]:     at TLSSocket.onConnectSecure (node:_tls_wrap:1674:34) {
2024-06-11T13:40:02.302131+00:00 app[web.1]:   code: 'SELF_SIGNED_CERT_IN_CHAIN'
2024-06-11T13:40:02.302131+00:00 app[web.1]: }
2024-06-11T13:40:02.412209+00:00 heroku[web.1]: Process exited with status 1
2024-06-11T13:40:02.436734+00:00 heroku[web.1]: State changed from starting to crashed
2024-06-11T13:40:07.104331+00:00 heroku[router]: at=error code=H10 desc="App crashed" method=GET path="/" host=acme-queue-prod.herokuapp.com request_id=«_rid» fwd="198.51.100.7" dyno= connect= service= status=503 bytes= protocol=https
`, V{"a": "p" + g.hex(64), "_ec2": strings.ReplaceAll(g.crashIP(), ".", "-"), "_rid": g.uuid()}, "SELF_SIGNED_CERT_IN_CHAIN", "acme-queue-prod.herokuapp.com")

	g.crashAdd("crash/cloud-run-logging-read-settings", `
$ gcloud logging read 'resource.type="cloud_run_revision" AND resource.labels.service_name="pricing-api" AND severity>=DEFAULT' --limit 4 --format='value(timestamp,severity,textPayload)'
2024-06-11T14:12:09.552011Z	ERROR	Default STARTUP TCP probe failed 1 time consecutively for container "pricing-api-1" on port 8080. The instance was not started.
2024-06-11T14:12:09.118203Z	DEFAULT	sqlalchemy.exc.OperationalError: (pg8000.exceptions.InterfaceError) Can't create a connection to host 10.24.0.3 and port 5432 (timeout is None and source_address is None).
2024-06-11T14:12:04.901772Z	DEFAULT	settings loaded: {'env': 'prod', 'database_url': 'postgresql+pg8000://pricing:«a»@10.24.0.3:5432/pricing', 'fx_api_key': '«b»', 'cache_ttl': 300}
2024-06-11T14:12:04.455106Z	INFO	Starting new instance. Reason: DEPLOYMENT_ROLLOUT - Instance started due to traffic shifting between revisions due to deployment, traffic split adjustment, or deployment health check.
`, V{"a": g.pwURL(), "b": g.hex(24)}, "Default STARTUP TCP probe failed 1 time consecutively", "DEPLOYMENT_ROLLOUT")

	g.crashAdd("crash/argo-workflow-get-parameters", `
$ argo get -n ci restore-staging-«_wf»
Name:                restore-staging-«_wf»
Namespace:           ci
ServiceAccount:      argo-runner
Status:              Failed
Message:             child 'restore-staging-«_wf»-«_n»' failed
Created:             Tue Jun 11 03:00:00 +0000 (7 minutes ago)
Duration:            1 minute 12 seconds
Progress:            1/2
Parameters:
  source-bucket:     s3://acme-db-backups/prod/
  target-host:       staging-db.internal
  target-password:   «a»

STEP                           TEMPLATE  PODNAME                              DURATION  MESSAGE
 ✖ restore-staging-«_wf»        main
 ├─✔ fetch                     fetch     restore-staging-«_wf»-fetch-«_n2»      31s
 └─✖ restore                   restore   restore-staging-«_wf»-restore-«_n»     40s       Error (exit code 3)
`, V{"_wf": g.s(alLowNum, 5), "_n": g.digits(10), "a": g.pwStrong(), "_n2": g.digits(10)}, "s3://acme-db-backups/prod/", "argo-runner")

	g.crashAdd("crash/ecs-describe-tasks-overrides", `
$ aws ecs describe-tasks --cluster prod --tasks «_task» --query 'tasks[0].{stop:stoppedReason,overrides:overrides.containerOverrides,containers:containers[].{name:name,exit:exitCode,reason:reason}}'
{
    "stop": "Essential container in task exited",
    "overrides": [
        {
            "name": "migrate",
            "command": [
                "./bin/migrate",
                "--database-url",
                "mysql://admin:«a»@prod-aurora.cluster-«_cl».eu-west-1.rds.amazonaws.com:3306/app",
                "up"
            ]
        }
    ],
    "containers": [
        {
            "name": "migrate",
            "exit": 1,
            "reason": null
        }
    ]
}
`, V{"_task": g.hex(32), "a": g.pwURL(), "_cl": g.s(alLowNum, 12)}, "Essential container in task exited", "./bin/migrate")
}

// ---- system crash tooling and logs ----

func (g *G) crashSystem() {
	g.crashAdd("crash/journalctl-backup-unit-set-x", `
$ journalctl -u nightly-backup.service --since today --no-pager
Jun 11 02:30:00 files01 systemd[1]: Starting nightly-backup.service - Nightly restic backup...
Jun 11 02:30:00 files01 backup.sh[«_pid»]: + export RESTIC_REPOSITORY=s3:https://s3.eu-central-2.wasabisys.com/acme-files-backup
Jun 11 02:30:00 files01 backup.sh[«_pid»]: + RESTIC_REPOSITORY=s3:https://s3.eu-central-2.wasabisys.com/acme-files-backup
Jun 11 02:30:00 files01 backup.sh[«_pid»]: + export AWS_SECRET_ACCESS_KEY=«a»
Jun 11 02:30:00 files01 backup.sh[«_pid»]: + AWS_SECRET_ACCESS_KEY=«a»
Jun 11 02:30:00 files01 backup.sh[«_pid»]: + export RESTIC_PASSWORD=«b»
Jun 11 02:30:00 files01 backup.sh[«_pid»]: + RESTIC_PASSWORD=«b»
Jun 11 02:30:00 files01 backup.sh[«_pid»]: + restic backup /srv/files --exclude-caches
Jun 11 02:30:02 files01 backup.sh[«_pid»]: Fatal: unable to open config file: Stat: The request signature we calculated does not match the signature you provided. Check your key and signing method.
Jun 11 02:30:02 files01 systemd[1]: nightly-backup.service: Main process exited, code=exited, status=1/FAILURE
Jun 11 02:30:02 files01 systemd[1]: nightly-backup.service: Failed with result 'exit-code'.
`, V{"_pid": g.crashPID(), "a": g.awsSecret(), "b": g.pwStrong()}, "nightly-backup.service: Failed with result 'exit-code'.", "s3:https://s3.eu-central-2.wasabisys.com/acme-files-backup")

	g.crashAdd("crash/systemctl-status-failed-process-line", `
$ systemctl status minio-mirror.service
× minio-mirror.service - Mirror uploads to offsite MinIO
     Loaded: loaded (/etc/systemd/system/minio-mirror.service; enabled; preset: enabled)
     Active: failed (Result: exit-code) since Tue 2024-06-11 04:10:07 UTC; 5h 2min ago
   Duration: 1.203s
    Process: «_pid» ExecStartPre=/usr/local/bin/mc alias set offsite https://minio.offsite.example:9000 mirror-svc «a» (code=exited, status=1/FAILURE)
        CPU: 88ms

Jun 11 04:10:07 app3 mc[«_pid»]: mc: <ERROR> Unable to initialize new alias from the provided credentials. The Access Key Id you provided does not exist in our records.
Jun 11 04:10:07 app3 systemd[1]: minio-mirror.service: Control process exited, code=exited, status=1/FAILURE
Jun 11 04:10:07 app3 systemd[1]: minio-mirror.service: Failed with result 'exit-code'.
Jun 11 04:10:07 app3 systemd[1]: Failed to start minio-mirror.service - Mirror uploads to offsite MinIO.
`, V{"_pid": g.crashPID(), "a": g.an(40)}, "https://minio.offsite.example:9000", "Result: exit-code")

	g.crashAdd("crash/coredumpctl-info-command-line", `
$ coredumpctl info «_pid»
           PID: «_pid» (syncd)
           UID: 998 (syncd)
           GID: 998 (syncd)
        Signal: 11 (SEGV)
     Timestamp: Tue 2024-06-11 07:14:52 UTC (2h 1min ago)
  Command Line: /usr/local/bin/syncd --upstream https://sync.acme.example --device-key «a» --data /var/lib/syncd
    Executable: /usr/local/bin/syncd
 Control Group: /system.slice/syncd.service
          Unit: syncd.service
         Slice: system.slice
       Boot ID: «_boot»
    Machine ID: «_mid»
      Hostname: edge-07
       Storage: /var/lib/systemd/coredump/core.syncd.998.«_boot».«_pid».1718090092000000.zst (present)
  Size on Disk: 2.1M
       Message: Process «_pid» (syncd) of user 998 dumped core.

                Module /usr/local/bin/syncd with build-id «_bid»
                Stack trace of thread «_pid»:
                #0  0x000055d4c1a2f3e1 parse_frame (/usr/local/bin/syncd + 0x2f3e1)
                #1  0x000055d4c1a2b0c7 read_loop (/usr/local/bin/syncd + 0x2b0c7)
                #2  0x00007f8a1c694ac3 start_thread (libc.so.6 + 0x94ac3)
                ELF object binary architecture: AMD x86-64
`, V{"_pid": g.crashPID(), "a": g.b64u(43), "_boot": g.hex(32), "_mid": g.hex(32), "_bid": g.hex(40)}, "/system.slice/syncd.service", "ELF object binary architecture: AMD x86-64")

	g.crashAdd("crash/apport-crash-proccmdline", `
$ sudo grep -E '^(ProblemType|ExecutablePath|ProcCmdline|ProcCwd|Signal|Title):' /var/crash/_usr_bin_python3.10.1001.crash
ProblemType: Crash
ExecutablePath: /usr/bin/python3.10
ProcCmdline: /usr/bin/python3 /opt/etl/load_warehouse.py --host wh.internal --user etl_loader --password «a» --batch 5000
ProcCwd: /opt/etl
Signal: 6
Title: python3.10 crashed with SIGABRT in __pthread_kill_implementation()
`, V{"a": g.pwStrong()}, "ProblemType: Crash", "/opt/etl/load_warehouse.py")

	g.crashAdd("crash/abrt-dump-dir-environ", `
$ sudo abrt-cli list --since 1718060000
id «_id»
reason:         java killed by SIGABRT
time:           Tue 11 Jun 2024 05:41:03 AM UTC
cmdline:        /usr/lib/jvm/java-17-openjdk/bin/java -Xmx2g -jar /opt/orders/orders.jar --spring.profiles.active=prod
package:        java-17-openjdk-headless-17.0.11.0.9-2.el9
uid:            993 (orders)
count:          1
Directory:      /var/spool/abrt/ccpp-2024-06-11-05:41:03.912345-«_pid»

$ sudo grep -E 'SPRING_|ORDERS_' /var/spool/abrt/ccpp-2024-06-11-05:41:03.912345-«_pid»/environ
SPRING_DATASOURCE_URL=jdbc:mariadb://db-orders.internal:3306/orders
SPRING_DATASOURCE_USERNAME=orders
SPRING_DATASOURCE_PASSWORD=«a»
ORDERS_PAYPAL_CLIENT_SECRET=«b»
`, V{"_id": g.hex(40), "_pid": g.crashPID(), "a": g.pw(), "b": "E" + g.b64u(79)}, "java killed by SIGABRT", "jdbc:mariadb://db-orders.internal:3306/orders")

	g.crashAdd("crash/gdb-bt-full-c-locals", `
$ gdb -q /usr/local/sbin/radius-proxy core.«_pid»
Reading symbols from /usr/local/sbin/radius-proxy...
[New LWP «_pid»]
Core was generated by ˋ/usr/local/sbin/radius-proxy -c /etc/radius-proxy.confˋ.
Program terminated with signal SIGSEGV, Segmentation fault.
#0  0x00005581f2c1d8a4 in forward_request (req=0x0, upstream=0x5581f3e9b2a0) at proxy.c:212
212	    memcpy(req->authenticator, auth, 16);
(gdb) bt full
#0  0x00005581f2c1d8a4 in forward_request (req=0x0, upstream=0x5581f3e9b2a0) at proxy.c:212
        auth = "\021\203\377\002\032\237\264\061\000\000\000\000\000\000\000"
        secret = 0x5581f3e9b3c0 "«a»"
        len = 38
#1  0x00005581f2c1e112 in handle_packet (fd=7, buf=0x7ffd2a3c1e40 "\001\027", n=96) at proxy.c:301
        upstream = 0x5581f3e9b2a0
        req = 0x0
#2  0x00005581f2c1b9e0 in main (argc=3, argv=0x7ffd2a3c2f58) at main.c:88
        cfg = {listen_port = 1812, upstream_host = 0x5581f3e9a2b0 "nps01.corp.example", upstream_secret = 0x5581f3e9b3c0 "«a»", timeout_ms = 3000}
`, V{"_pid": g.crashPID(), "a": g.an(24)}, "Program terminated with signal SIGSEGV, Segmentation fault.", "nps01.corp.example")

	g.crashAdd("crash/windbg-peb-environment", `
0:000> !peb
PEB at 000000c1e3a4f000
    InheritedAddressSpace:    No
    ReadImageFileExecOptions: No
    BeingDebugged:            No
    ImageBaseAddress:         00007ff6a1b20000
    Ldr                       00007ffd8c31c4c0
    CurrentDirectory:  'C:\Services\Importer\'
    ImageFile:    'C:\Services\Importer\Importer.exe'
    CommandLine:  '"C:\Services\Importer\Importer.exe" --service'
    Environment:  000001f6b2c05c40
        ALLUSERSPROFILE=C:\ProgramData
        COMPUTERNAME=APP-VM07
        IMPORTER_FTP_HOST=ftp.supplier.example
        IMPORTER_FTP_PASSWORD=«a»
        IMPORTER_SQL=Server=SQL02;Database=Imports;User Id=importer;Password=«b»;
        NUMBER_OF_PROCESSORS=4
        OS=Windows_NT
        Path=C:\Windows\system32;C:\Windows;C:\Windows\System32\Wbem
`, V{"a": g.pw(), "b": g.pwStrong()}, "C:\\Services\\Importer\\Importer.exe", "ftp.supplier.example")

	g.crashAdd("crash/cron-mail-subject-pgpassword", `
From root@db1.acme.internal  Tue Jun 11 01:00:03 2024
Return-Path: <root@db1.acme.internal>
X-Original-To: root
Subject: Cron <postgres@db1> PGPASSWORD='«a»' /usr/bin/pg_dump -h 127.0.0.1 -U backup -Fc crm > /backups/crm-$(date +\%F).dump
Content-Type: text/plain; charset=UTF-8
X-Cron-Env: <SHELL=/bin/sh>
X-Cron-Env: <HOME=/var/lib/postgresql>
X-Cron-Env: <LOGNAME=postgres>
Message-Id: <20240611010003.8F2A140C21@db1.acme.internal>
Date: Tue, 11 Jun 2024 01:00:03 +0000 (UTC)

pg_dump: error: connection to server at "127.0.0.1", port 5432 failed: FATAL:  password authentication failed for user "backup"
`, V{"a": g.pw()}, "X-Cron-Env: <LOGNAME=postgres>", "root@db1.acme.internal")

	g.crashAdd("crash/syslog-cron-cmd-curl-basic", `
$ grep -E 'CRON|healthcheck' /var/log/syslog | tail -n 4
Jun 11 09:45:01 web2 CRON[«_p1»]: (www-data) CMD (curl -fsS -u monitor:«a» https://status.acme.example/api/heartbeat/web2 >/dev/null || logger -t healthcheck "heartbeat failed")
Jun 11 09:45:02 web2 healthcheck: heartbeat failed
Jun 11 09:50:01 web2 CRON[«_p2»]: (www-data) CMD (curl -fsS -u monitor:«a» https://status.acme.example/api/heartbeat/web2 >/dev/null || logger -t healthcheck "heartbeat failed")
Jun 11 09:50:02 web2 healthcheck: heartbeat failed
`, V{"_p1": g.crashPID(), "a": g.pwURL(), "_p2": g.crashPID()}, "https://status.acme.example/api/heartbeat/web2")

	g.crashAdd("crash/postgres-log-failed-statement-password", `
2024-06-11 10:14:52.318 UTC [«_pid»] admin@crm ERROR:  role "reporting_ro" already exists
2024-06-11 10:14:52.318 UTC [«_pid»] admin@crm STATEMENT:  CREATE ROLE reporting_ro LOGIN PASSWORD '«a»' VALID UNTIL '2025-01-01';
2024-06-11 10:14:58.902 UTC [«_pid»] admin@crm ERROR:  syntax error at or near "PASSWORD" at character 32
2024-06-11 10:14:58.902 UTC [«_pid»] admin@crm STATEMENT:  ALTER ROLE reporting_ro WITH LOGIN, PASSWORD '«a»';
`, V{"_pid": g.crashPID(), "a": g.pw()}, "role \"reporting_ro\" already exists", "syntax error at or near \"PASSWORD\" at character 32")

	g.crashAdd("crash/nginx-error-log-request-line-key", `
2024/06/11 11:02:17 [error] 2211#2211: *918231 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 203.0.113.61, server: api.acme.example, request: "GET /v1/export/orders.csv?from=2024-05-01&api_key=«a» HTTP/1.1", upstream: "http://10.0.3.12:8000/v1/export/orders.csv?from=2024-05-01&api_key=«a»", host: "api.acme.example"
2024/06/11 11:02:19 [warn] 2211#2211: *918240 an upstream response is buffered to a temporary file /var/cache/nginx/proxy_temp/4/18/0000004184 while reading upstream, client: 198.51.100.14, server: api.acme.example, request: "GET /v1/catalog HTTP/1.1", upstream: "http://10.0.3.12:8000/v1/catalog", host: "api.acme.example"
`, V{"a": "ak_" + g.an(32)}, "upstream timed out (110: Connection timed out)", "/var/cache/nginx/proxy_temp/4/18/0000004184")

	g.crashAdd("crash/macos-log-show-nserror-url", `
$ log show --last 10m --predicate 'process == "AcmeSync"' --style compact
2024-06-11 10:31:07.112 E  AcmeSync[«_pid»:«_tid»] [com.acme.sync:network] Task <«_task»>.<4> finished with error [-1012] Error Domain=NSURLErrorDomain Code=-1012 "(null)" UserInfo={NSErrorFailingURLStringKey=https://api.acme.example/v2/sync/changes?cursor=«_cur»&access_token=«a», NSErrorFailingURLKey=https://api.acme.example/v2/sync/changes?cursor=«_cur»&access_token=«a», _NSURLErrorRelatedURLSessionTaskErrorKey=(
    "LocalDataTask <«_task»>.<4>"
), _NSURLErrorFailingURLSessionTaskErrorKey=LocalDataTask <«_task»>.<4>}
2024-06-11 10:31:07.113 E  AcmeSync[«_pid»:«_tid»] [com.acme.sync:engine] sync aborted: authentication required
`, V{"_pid": g.crashPID(), "_tid": "1f" + g.hex(4), "_task": strings.ToUpper(g.uuid()), "_cur": g.b64u(22), "a": g.b64u(43)}, "com.acme.sync:network", "sync aborted: authentication required")

	g.crashAdd("crash/ausearch-execve-mysql-p", `
$ sudo ausearch -m EXECVE -i --start today | grep -B2 -A1 'a0=mysql'
----
type=PROCTITLE msg=audit(06/11/2024 08:20:14.551:44718) : proctitle=mysql -h db-legacy -u root -p«a» -e SHOW DATABASES
type=EXECVE msg=audit(06/11/2024 08:20:14.551:44718) : argc=7 a0=mysql a1=-h a2=db-legacy a3=-u a4=root a5=-p«a» a6=-e a7=SHOW DATABASES
type=SYSCALL msg=audit(06/11/2024 08:20:14.551:44718) : arch=x86_64 syscall=execve success=yes exit=0 a0=0x55ce1e3d2f60 a1=0x55ce1e3d7b30 a2=0x55ce1e3c8e90 a3=0x8 items=2 ppid=30214 pid=30388 auid=jdoe uid=jdoe gid=jdoe euid=jdoe comm=mysql exe=/usr/bin/mysql key=(null)
`, V{"a": g.an(16)}, "audit(06/11/2024 08:20:14.551:44718)", "exe=/usr/bin/mysql")

	g.crashAdd("crash/supervisor-stderr-tail-uwsgi", `
$ sudo supervisorctl tail -2000 mailer stderr
*** Starting uWSGI 2.0.25.1 (64bit) on [Tue Jun 11 06:00:01 2024] ***
Traceback (most recent call last):
  File "/srv/mailer/app.py", line 9, in <module>
    mail = Mailer(os.environ["MAILER_SMTP_URL"])
  File "/srv/mailer/mailer.py", line 22, in __init__
    raise RuntimeError(f"cannot parse SMTP url {url}")
RuntimeError: cannot parse SMTP url smtps://mailer@acme.example:«a»@smtp.fastmail.com:465
unable to load app 0 (mountpoint='') (callable not found or import error)
*** no app loaded. GAME OVER ***
$ sudo supervisorctl status mailer
mailer                           FATAL     Exited too quickly (process log may have details)
`, V{"a": g.an(16)}, "*** no app loaded. GAME OVER ***", "Exited too quickly (process log may have details)")
}

// ---- verbose HTTP clients ----

func (g *G) crashHTTP() {
	g.crashAdd("crash/curl-v-bearer-401", `
$ curl -v -H "Authorization: Bearer «a»" https://api.linear.app/graphql -d '{"query":"{ viewer { id } }"}'
* Host api.linear.app:443 was resolved.
*   Trying 104.18.40.155:443...
* Connected to api.linear.app (104.18.40.155) port 443
* ALPN: curl offers h2,http/1.1
* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / id-ecPublicKey
* using HTTP/2
* [HTTP/2] [1] OPENED stream for https://api.linear.app/graphql
* [HTTP/2] [1] [authorization: Bearer «a»]
> POST /graphql HTTP/2
> Host: api.linear.app
> User-Agent: curl/8.7.1
> Accept: */*
> Authorization: Bearer «a»
> Content-Length: 29
> Content-Type: application/x-www-form-urlencoded
>
< HTTP/2 400
< content-type: application/json; charset=utf-8
< x-request-id: «_rid»
<
{"errors":[{"message":"Authentication required, not authenticated","extensions":{"type":"authentication error","code":"AUTHENTICATION_ERROR"}}]}
`, V{"a": g.linear(), "_rid": g.uuid()}, "AUTHENTICATION_ERROR", "TLS_AES_256_GCM_SHA384")

	cu, cp := "deploy", g.pwURL()
	g.crashAdd("crash/curl-v-basic-server-auth", `
$ curl -v -u «=u»:«a» -T build/app-1.4.2.tar.gz https://nexus.corp.example/repository/raw-releases/app/1.4.2/
*   Trying 10.8.0.21:443...
* Connected to nexus.corp.example (10.8.0.21) port 443 (#0)
* Server auth using Basic with user '«=u»'
> PUT /repository/raw-releases/app/1.4.2/app-1.4.2.tar.gz HTTP/1.1
> Host: nexus.corp.example
> Authorization: Basic «b»
> User-Agent: curl/7.81.0
> Accept: */*
> Content-Length: 18822144
> Expect: 100-continue
>
< HTTP/1.1 401 Unauthorized
< WWW-Authenticate: BASIC realm="Sonatype Nexus Repository Manager"
< Content-Length: 0
<
* Connection #0 to host nexus.corp.example left intact
`, V{"=u": cu, "a": cp, "b": b64s(cu + ":" + cp)}, "Sonatype Nexus Repository Manager", "/repository/raw-releases/app/1.4.2/")

	g.crashAdd("crash/py-http-client-debuglevel-send", `
>>> import http.client, requests
>>> http.client.HTTPConnection.debuglevel = 1
>>> requests.post("https://api.anthropic.com/v1/messages", headers=hdrs, json=body, timeout=30)
send: b'POST /v1/messages HTTP/1.1\r\nHost: api.anthropic.com\r\nUser-Agent: python-requests/2.32.3\r\nAccept-Encoding: gzip, deflate\r\nAccept: */*\r\nConnection: keep-alive\r\nx-api-key: «a»\r\nanthropic-version: 2023-06-01\r\ncontent-type: application/json\r\nContent-Length: 118\r\n\r\n'
send: b'{"model": "claude-3-5-sonnet-20240620", "max_tokens": 64, "messages": [{"role": "user", "content": "ping"}]}'
reply: 'HTTP/1.1 400 Bad Request\r\n'
header: Date: Tue, 11 Jun 2024 12:40:11 GMT
header: Content-Type: application/json
header: request-id: req_«_rid»
<Response [400]>
`, V{"a": g.anthropic(), "_rid": g.an(24)}, "anthropic-version: 2023-06-01", "HTTPConnection.debuglevel = 1")

	g.crashAdd("crash/urllib3-debug-log-query", `
DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): api.openweathermap.org:443
DEBUG:urllib3.connectionpool:https://api.openweathermap.org:443 "GET /data/2.5/weather?q=Lisbon&units=metric&appid=«a» HTTP/1.1" 401 107
ERROR:weather.fetch:weather lookup failed: 401 {"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}
`, V{"a": g.hex(32)}, "DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): api.openweathermap.org:443", "weather.fetch")

	g.crashAdd("crash/aiohttp-trace-request-start-repr", `
2024-06-11 13:20:44,019 DEBUG http.trace on_request_start: TraceRequestStartParams(method='POST', url=URL('https://api.mistral.ai/v1/chat/completions'), headers=<CIMultiDict('Authorization': 'Bearer «a»', 'Content-Type': 'application/json')>)
2024-06-11 13:20:44,402 DEBUG http.trace on_request_end: TraceRequestEndParams(method='POST', url=URL('https://api.mistral.ai/v1/chat/completions'), headers=<CIMultiDict('Authorization': 'Bearer «a»', 'Content-Type': 'application/json')>, response=<ClientResponse(https://api.mistral.ai/v1/chat/completions) [401 Unauthorized]>)
2024-06-11 13:20:44,403 ERROR agent.llm call failed: 401, message='Unauthorized', url='https://api.mistral.ai/v1/chat/completions'
`, V{"a": g.an(32)}, "on_request_start: TraceRequestStartParams", "https://api.mistral.ai/v1/chat/completions")

	g.crashAdd("crash/httpie-verbose-token-header", `
$ http -v POST https://app.terraform.io/api/v2/organizations/acme/workspaces Authorization:"Bearer «a»" Content-Type:application/vnd.api+json < ws.json
POST /api/v2/organizations/acme/workspaces HTTP/1.1
Accept: application/json, */*;q=0.5
Accept-Encoding: gzip, deflate
Authorization: Bearer «a»
Connection: keep-alive
Content-Length: 96
Content-Type: application/vnd.api+json
Host: app.terraform.io
User-Agent: HTTPie/3.2.2

{"data": {"type": "workspaces", "attributes": {"name": "billing-prod", "execution-mode": "remote"}}}


HTTP/1.1 422 Unprocessable Entity
Content-Type: application/vnd.api+json; charset=utf-8
X-Request-Id: «_rid»

{"errors":[{"status":"422","title":"invalid attribute","detail":"Name has already been taken","source":{"pointer":"/data/attributes/name"}}]}
`, V{"a": g.tfcToken(), "_rid": g.uuid()}, "User-Agent: HTTPie/3.2.2", "Name has already been taken")

	g.crashAdd("crash/ruby-restclient-log-stdout", `
irb(main):004> RestClient.log = $stdout
irb(main):005> RestClient.post("https://api.sparkpost.com/api/v1/transmissions", payload.to_json, content_type: :json, authorization: ENV["SPARKPOST_KEY"])
RestClient.post "https://api.sparkpost.com/api/v1/transmissions", "{\"recipients\":[{\"address\":\"qa@acme.example\"}],\"content\":{\"template_id\":\"welcome\"}}", "Accept"=>"*/*", "Accept-Encoding"=>"gzip, deflate", "Authorization"=>"«a»", "Content-Length"=>"79", "Content-Type"=>"application/json", "User-Agent"=>"rest-client/2.1.0 (linux x86_64) ruby/3.3.1p55"
# => 403 Forbidden | application/json 74 bytes, 0.31s
(irb):5:in ˋ<main>ˋ: 403 Forbidden (RestClient::Forbidden)
`, V{"a": g.hex(40)}, "RestClient::Forbidden", "rest-client/2.1.0 (linux x86_64) ruby/3.3.1p55")

	g.crashAdd("crash/php-guzzle-debug-basic", `
$ php artisan newsletter:sync -v
*   Trying 104.18.12.220:443...
* Connected to us21.api.mailchimp.com (104.18.12.220) port 443 (#0)
* SSL connection using TLSv1.3 / TLS_AES_128_GCM_SHA256
> GET /3.0/lists/«_list»/members?count=1000&offset=0 HTTP/1.1
Host: us21.api.mailchimp.com
Authorization: Basic «a»
User-Agent: GuzzleHttp/7

< HTTP/1.1 401 Unauthorized
< Content-Type: application/problem+json; charset=utf-8
<
* Connection #0 to host us21.api.mailchimp.com left intact

   GuzzleHttp\Exception\ClientException

  Client error: ˋGET https://us21.api.mailchimp.com/3.0/lists/«_list»/members?count=1000&offset=0ˋ resulted in a ˋ401 Unauthorizedˋ response:
{"type":"https://mailchimp.com/developer/marketing/docs/errors/","title":"API Key Invalid","status":401,"detail":"Your API key (truncated)
`, V{"_list": g.hex(10), "a": b64s("anystring:" + g.mailchimp())}, "GuzzleHttp\\Exception\\ClientException", "us21.api.mailchimp.com")

	g.crashAdd("crash/grpcurl-v-metadata", `
$ grpcurl -v -H "authorization: Bearer «a»" -d '{"order_id":"ord_«_oid»"}' orders.internal.acme.example:443 acme.orders.v1.OrderService/GetOrder

Resolved method descriptor:
rpc GetOrder ( .acme.orders.v1.GetOrderRequest ) returns ( .acme.orders.v1.Order );

Request metadata to send:
authorization: Bearer «a»

Response headers received:
(empty)

Response trailers received:
content-type: application/grpc
x-envoy-upstream-service-time: 3
Sent 1 request and received 0 responses
ERROR:
  Code: Unauthenticated
  Message: token signature is invalid
`, V{"a": g.userJWT(), "_oid": g.an(14)}, "acme.orders.v1.OrderService/GetOrder", "x-envoy-upstream-service-time: 3")

	g.crashAdd("crash/aws-sdk-java-v2-wire-secretstring", `
2024-06-11 15:02:11 DEBUG software.amazon.awssdk.request:85 - Sending Request: DefaultSdkHttpFullRequest(httpMethod=POST, protocol=https, host=secretsmanager.eu-west-1.amazonaws.com, encodedPath=/, headers=[amz-sdk-invocation-id, Content-Length, Content-Type, User-Agent, X-Amz-Target], queryParameters=[])
2024-06-11 15:02:11 DEBUG org.apache.http.wire:73 - http-outgoing-0 >> "{"SecretId":"prod/orders/db"}"
2024-06-11 15:02:11 DEBUG org.apache.http.wire:73 - http-outgoing-0 << "HTTP/1.1 200 OK[\r][\n]"
2024-06-11 15:02:11 DEBUG org.apache.http.wire:73 - http-outgoing-0 << "x-amzn-RequestId: «_rid»[\r][\n]"
2024-06-11 15:02:11 DEBUG org.apache.http.wire:73 - http-outgoing-0 << "{"ARN":"arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/orders/db-«_sfx»","CreatedDate":1.718E9,"Name":"prod/orders/db","SecretString":"{\"username\":\"orders\",\"password\":\"«a»\",\"host\":\"orders.cluster-«_cl».eu-west-1.rds.amazonaws.com\"}","VersionId":"«_ver»","VersionStages":["AWSCURRENT"]}"
2024-06-11 15:02:12 ERROR c.a.orders.DbBootstrap:41 - Flyway migration failed
org.flywaydb.core.api.FlywayException: Validate failed: Migrations have failed validation
`, V{"_rid": g.uuid(), "_acct": g.digits(12), "_sfx": g.an(6), "a": g.pwStrong(), "_cl": g.s(alLowNum, 12), "_ver": g.uuid()}, "software.amazon.awssdk.request:85", "Validate failed: Migrations have failed validation")

	g.crashAdd("crash/curl-v-set-cookie-login", `
$ curl -v -c jar.txt -d 'username=admin&password=«a»' https://grafana.acme.internal/login
> POST /login HTTP/1.1
> Host: grafana.acme.internal
> Content-Type: application/x-www-form-urlencoded
> Content-Length: 45
>
< HTTP/1.1 200 OK
< Cache-Control: no-store
< Content-Type: application/json
* Added cookie grafana_session="«b»" for domain grafana.acme.internal, path /, expire 1720703213
< Set-Cookie: grafana_session=«b»; Path=/; Max-Age=2592000; HttpOnly; Secure; SameSite=Lax
* Added cookie grafana_session_expiry="1718111613" for domain grafana.acme.internal, path /, expire 1720703213
< Set-Cookie: grafana_session_expiry=1718111613; Path=/; Max-Age=2592000; Secure; SameSite=Lax
<
{"message":"Logged in","redirectUrl":"/"}
$ curl -b jar.txt https://grafana.acme.internal/api/dashboards/uid/«_uid»
{"message":"Dashboard not found","traceID":"«_tr»"}
`, V{"a": g.pw(), "b": g.hex(32), "_uid": g.an(9), "_tr": g.crashTrace()}, "grafana_session_expiry=1718111613", "Dashboard not found")

	g.crashAdd("crash/go-resty-debug-log", `
2024/06/11 16:10:03.118411 DEBUG RESTY
==============================================================================
~~~ REQUEST ~~~
POST  /v3/oauth/token  HTTP/1.1
HOST   : api.partner-logistics.example
HEADERS:
	Content-Type: application/json
	User-Agent: go-resty/2.13.1 (https://github.com/go-resty/resty)
BODY   :
{
   "client_id": "«_cid»",
   "client_secret": "«a»",
   "grant_type": "client_credentials"
}
------------------------------------------------------------------------------
~~~ RESPONSE ~~~
STATUS       : 401 Unauthorized
PROTO        : HTTP/1.1
RECEIVED AT  : 2024-06-11T16:10:03.402297Z
TIME DURATION: 283.6ms
HEADERS      :
	Content-Type: application/json
BODY         :
{
   "error": "invalid_client"
}
==============================================================================
`, V{"_cid": g.uuid(), "a": g.b64u(48)}, "go-resty/2.13.1 (https://github.com/go-resty/resty)", "invalid_client")
}

// ---- heap and debugger inspection ----

func (g *G) crashHeap() {
	g.crashAdd("crash/actuator-heapdump-strings-grep", `
$ curl -s -o heap.hprof https://admin.internal.acme.example/actuator/heapdump && ls -lh heap.hprof
-rw-r--r-- 1 dev dev 187M Jun 11 11:40 heap.hprof
$ strings -n 10 heap.hprof | grep -E 'password=|Bearer |jdbc:|AKIA' | sort -u | head
Bearer «a»
jdbc:postgresql://pg-main.internal:5432/catalog
spring.datasource.password=«b»
spring.rabbitmq.password=«c»
`, V{"a": g.userJWT(), "b": g.pw(), "c": g.pwURL()}, "jdbc:postgresql://pg-main.internal:5432/catalog", "187M Jun 11 11:40 heap.hprof")

	g.crashAdd("crash/eclipse-mat-oql-strings", `
OQL: SELECT s.toString() FROM java.lang.String s WHERE s.toString() LIKE ".*(secret|token|password).*"

s.toString()
-------------------------------------------------------------------------------------------
spring.security.oauth2.client.registration.okta.client-secret
okta.oauth2.client-secret=«a»
X-Vault-Token: «b»
password
oauthTokenCache
-------------------------------------------------------------------------------------------
Total: 5 of 5 entries
`, V{"a": g.b64u(40), "b": g.vaultTok()}, "spring.security.oauth2.client.registration.okta.client-secret", "Total: 5 of 5 entries")

	g.crashAdd("crash/jcmd-vm-command-line", `
$ jcmd $(pgrep -f catalog-service.jar) VM.command_line
«_pid»:
VM Arguments:
jvm_args: -Xms1g -Xmx1g -XX:+HeapDumpOnOutOfMemoryError -XX:HeapDumpPath=/dumps -Dspring.profiles.active=prod -Dspring.datasource.password=«a» -Djavax.net.ssl.trustStore=/etc/pki/catalog/truststore.jks
java_command: /opt/catalog/catalog-service.jar --server.port=8080
java_class_path (initial): /opt/catalog/catalog-service.jar
Launcher Type: SUN_STANDARD
`, V{"_pid": g.crashPID(), "a": g.pw()}, "-XX:HeapDumpPath=/dumps", "/etc/pki/catalog/truststore.jks")

	g.crashAdd("crash/jcmd-system-properties-keystore", `
$ jcmd «_pid» VM.system_properties | grep -iE 'ssl|pass'
javax.net.ssl.keyStore=/etc/pki/gateway/client.p12
javax.net.ssl.keyStorePassword=«a»
javax.net.ssl.keyStoreType=PKCS12
javax.net.ssl.trustStore=/etc/pki/gateway/truststore.jks
javax.net.ssl.trustStorePassword=changeit
`, V{"_pid": g.crashPID(), "a": g.pwStrong()}, "javax.net.ssl.trustStorePassword=changeit", "/etc/pki/gateway/client.p12")

	g.crashAdd("crash/py-spy-dump-locals", `
$ sudo py-spy dump --pid «_pid» --locals
Process «_pid»: /usr/bin/python3 /opt/reporter/send_reports.py
Python v3.10.12 (/usr/bin/python3.10)

Thread «_tid» (idle): "MainThread"
    _read_status (http/client.py:279)
        Arguments:
            self: <HTTPResponse at «_p1»>
    begin (http/client.py:318)
        Arguments:
            self: <HTTPResponse at «_p1»>
    login (smtplib.py:739)
        Arguments:
            self: <SMTP at «_p2»>
            user: "reports@acme.example"
            password: "«a»"
        Locals:
            initial_response_ok: True
    send_all (send_reports.py:51)
        Locals:
            smtp_host: "smtp.office365.com"
            recipients: ["finance@acme.example", "ceo@acme.example"]
`, V{"_pid": g.crashPID(), "_tid": "0x7F" + strings.ToUpper(g.hex(10)), "_p1": g.crashAddr(), "_p2": g.crashAddr(), "a": g.pw()}, "reports@acme.example", "Python v3.10.12 (/usr/bin/python3.10)")

	g.crashAdd("crash/gdb-py-bt-py-locals", `
(gdb) py-bt
Traceback (most recent call first):
  File "/srv/ingest/ingest/kafka_sink.py", line 64, in flush
    self.producer.flush(timeout)
  File "/srv/ingest/ingest/main.py", line 30, in run
    sink.flush(5)
(gdb) py-up
#9 Frame 0x7f2c1e0b4a40, for file /srv/ingest/ingest/kafka_sink.py, line 64, in flush (self=<KafkaSink(conf={'bootstrap.servers': 'pkc-«_pkc».eu-west-1.aws.confluent.cloud:9092', 'security.protocol': 'SASL_SSL', 'sasl.mechanisms': 'PLAIN', 'sasl.username': '«=key»', 'sasl.password': '«a»'}, topic='events.raw') at remote 0x7f2c1dd8e2d0>, timeout=5)
(gdb) py-locals
self = <KafkaSink(conf={...}, topic='events.raw') at remote 0x7f2c1dd8e2d0>
timeout = 5
`, V{"_pkc": g.s(alLowNum, 5), "=key": strings.ToUpper(g.an(16)), "a": g.s(alAlnum+"+/", 64)}, "'sasl.mechanisms': 'PLAIN'", "topic='events.raw'")

	g.crashAdd("crash/dotnet-dump-dumpobj-string", `
> dumpheap -type System.String -min 120 -stat
Statistics:
          MT Count TotalSize Class Name
7f4c2b1a0e88   214    61,204 System.String
Total 214 objects, 61,204 bytes
> dumpobj 7f4b9c01e2a8
Name:        System.String
MethodTable: 00007f4c2b1a0e88
EEClass:     00007f4c2b17c6d0
Tracked Type: false
Size:        262(0x106) bytes
File:        /usr/share/dotnet/shared/Microsoft.NETCore.App/8.0.6/System.Private.CoreLib.dll
String:      Host=pg-orders.internal;Port=5432;Database=orders;Username=orders_app;Password=«a»;SSL Mode=Require
Fields:
              MT    Field   Offset                 Type VT     Attr            Value Name
00007f4c2b1ed2c8  4000320        8         System.Int32  1 instance              105 _stringLength
00007f4c2b1a3b50  4000321        c          System.Char  1 instance               48 _firstChar
`, V{"a": g.pw()}, "System.Private.CoreLib.dll", "Host=pg-orders.internal;Port=5432;Database=orders;Username=orders_app")

	g.crashAdd("crash/node-heapsnapshot-grep", `
$ kill -USR2 «_pid»   # --heapsnapshot-signal=SIGUSR2
$ ls -t *.heapsnapshot | head -1
Heap.20240611.101522.«_pid».0.001.heapsnapshot
$ grep -oE '"(Bearer |sk_live_|postgres://)[^"]{10,}"' Heap.20240611.101522.«_pid».0.001.heapsnapshot | sort -u
"Bearer «a»"
"postgres://api:«b»@pg-api.internal:5432/api"
"sk_live_«=skp»…"
`, V{"_pid": g.crashPID(), "a": g.userJWT(), "b": g.pwURL(), "=skp": g.an(8)}, "--heapsnapshot-signal=SIGUSR2")

	g.crashAdd("crash/sysinternals-strings-procdump", `
C:\Tools> procdump64.exe -ma w3wp.exe C:\dumps\w3wp-hang.dmp
[12:44:03] Dump 1 initiated: C:\dumps\w3wp-hang.dmp
[12:44:09] Dump 1 writing: Estimated dump file size is 1,204 MB.
[12:44:15] Dump 1 complete: 1,204 MB written in 12.1 seconds
C:\Tools> strings64.exe -n 16 C:\dumps\w3wp-hang.dmp | findstr /i "password= sharedaccesskey"
Data Source=SQL03;Initial Catalog=Portal;User ID=portal_web;Password=«a»;
Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=portal-send;SharedAccessKey=«b»
`, V{"a": g.pwStrong(), "b": g.b64(32)}, "Dump 1 complete: 1,204 MB written in 12.1 seconds", "acme-bus.servicebus.windows.net")
}

// ---- mobile and game clients ----

func (g *G) crashMobile() {
	g.crashAdd("crash/flutter-pretty-dio-logger", `
I/flutter (12044): ╔╣ Request ║ POST 
I/flutter (12044): ║  https://api.rideshare.example/v2/trips/estimate
I/flutter (12044): ╚══════════════════════════════════════════════════════════════════════════════════════════╝
I/flutter (12044): ╔ Headers 
I/flutter (12044): ╟ content-type: application/json
I/flutter (12044): ╟ Authorization: Bearer «a»
I/flutter (12044): ╟ x-app-version: 5.12.0+812
I/flutter (12044): ╟ contentType: application/json
I/flutter (12044): ╚══════════════════════════════════════════════════════════════════════════════════════════╝
I/flutter (12044): ╔╣ DioError ║ Status: 500 Internal Server Error
I/flutter (12044): ║  https://api.rideshare.example/v2/trips/estimate
I/flutter (12044): ╚══════════════════════════════════════════════════════════════════════════════════════════╝
E/flutter (12044): [ERROR:flutter/runtime/dart_vm_initializer.cc(41)] Unhandled Exception: DioException [bad response]: This exception was thrown because the response has a status code of 500 and RequestOptions.validateStatus was configured to throw for this status code.
`, V{"a": g.userJWT()}, "x-app-version: 5.12.0+812", "dart_vm_initializer.cc(41)")

	g.crashAdd("crash/react-native-metro-log-request", `
 LOG  [api] request {"baseURL": "https://api.petcare.example", "headers": {"Accept": "application/json", "Authorization": "Bearer «a»", "X-Client": "ios/3.4.1"}, "method": "get", "url": "/v1/appointments?upcoming=true"}
 ERROR  [AxiosError: Request failed with status code 403]
 ERROR  Warning: TypeError: Cannot read property 'map' of undefined

This error is located at:
    in AppointmentsScreen (created by SceneView)
    in StaticContainer
    in EnsureSingleNavigator (created by SceneView)
`, V{"a": g.userJWT()}, "AppointmentsScreen (created by SceneView)", "https://api.petcare.example")

	g.crashAdd("crash/xcode-console-allhttpheaderfields", `
2024-06-11 11:22:41.901882+0200 Tasks[«_pid»:«_tid»] ➡️ GET https://api.taskly.example/v1/lists headers: ["Authorization": "Bearer «a»", "Accept": "application/json", "X-Device": "«_dev»"]
2024-06-11 11:22:42.230155+0200 Tasks[«_pid»:«_tid»] ⬅️ 401 https://api.taskly.example/v1/lists (328 ms)
Tasks/ListsViewModel.swift:58: Fatal error: Unexpectedly found nil while unwrapping an Optional value
2024-06-11 11:22:42.241003+0200 Tasks[«_pid»:«_tid»] Tasks/ListsViewModel.swift:58: Fatal error: Unexpectedly found nil while unwrapping an Optional value
`, V{"_pid": g.crashPID(), "_tid": g.digits(7), "a": g.b64u(64), "_dev": strings.ToUpper(g.uuid())}, "Tasks/ListsViewModel.swift:58", "Unexpectedly found nil while unwrapping an Optional value")

	g.crashAdd("crash/unity-player-log-unitywebrequest", `
Initialize engine version: 2022.3.31f1 (d0f3b8e0e7e5)
[Subsystems] Discovering subsystems at path C:/Games/StarHaul/StarHaul_Data/UnitySubsystems
Leaderboard POST failed: HTTP/1.1 401 Unauthorized url=https://lb.starhaul-game.example/api/scores?game=starhaul&secret=«a»
UnityEngine.DebugLogHandler:Internal_Log(LogType, LogOption, String, Object)
UnityEngine.Debug:LogError(Object)
Leaderboard/<PostScore>d__7:MoveNext() (at Assets/Scripts/Online/Leaderboard.cs:64)
UnityEngine.SetupCoroutine:InvokeMoveNext(IEnumerator, IntPtr)

NullReferenceException: Object reference not set to an instance of an object
  at ScoreScreen.Show () [0x00012] in C:\dev\starhaul\Assets\Scripts\UI\ScoreScreen.cs:31
`, V{"a": g.hex(40)}, "Assets/Scripts/Online/Leaderboard.cs:64", "Initialize engine version: 2022.3.31f1")

	g.crashAdd("crash/android-logcat-webview-console-token", `
06-11 14:02:17.554  9912  9912 I chromium: [INFO:CONSOLE(1)] "bootstrap {"env":"prod","apiBase":"https://m.bank-demo.example","sessionToken":"«a»","deviceId":"«_dev»"}", source: https://m.bank-demo.example/static/js/main.8f2c1e.js (1)
06-11 14:02:17.812  9912  9912 I chromium: [INFO:CONSOLE(1)] "Uncaught TypeError: Cannot read properties of null (reading 'accounts')", source: https://m.bank-demo.example/static/js/main.8f2c1e.js (1)
06-11 14:02:17.830  9912  9950 E WebViewActivity: page error, closing webview
`, V{"a": g.b64u(48), "_dev": g.uuid()}, "main.8f2c1e.js", "WebViewActivity")

	g.crashAdd("crash/ios-ips-crash-report-last-exception", `
{"app_name":"FieldOps","timestamp":"2024-06-11 09:14:52.00 +0200","app_version":"4.2.0","slice_uuid":"«_slice»","build_version":"412","platform":2,"bundleID":"com.acme.fieldops","share_with_app_devs":1,"is_first_party":0,"bug_type":"309","os_version":"iPhone OS 17.5.1 (21F90)","incident_id":"«_inc»","name":"FieldOps"}
{
  "exception" : {"codes":"0x0000000000000000, 0x0000000000000000","rawCodes":[0,0],"type":"EXC_CRASH","signal":"SIGABRT"},
  "asi" : {"libsystem_c.dylib":["abort() called"]},
  "lastExceptionBacktrace" : [{"imageOffset":1049700,"symbol":"__exceptionPreprocess","symbolLocation":164,"imageIndex":5}],
  "ktriageinfo" : "",
  "exceptionReason" : {"composed_message":"*** -[__NSPlaceholderDictionary initWithObjects:forKeys:count:]: attempt to insert nil object from objects[1] (config: {apiKey = «a»; baseURL = \"https://fieldops-api.acme.example\"; tenant = northwest;})","format_string":"*** %s: attempt to insert nil object from objects[%lu]","type":"objc-exception","className":"NSInvalidArgumentException","name":"NSInvalidArgumentException"}
}
`, V{"_slice": strings.ToUpper(g.uuid()), "_inc": strings.ToUpper(g.uuid()), "a": "fo_live_" + g.an(32)}, "NSInvalidArgumentException", "com.acme.fieldops")
}

// ---- CI and infrastructure tooling ----

func (g *G) crashCI() {
	g.crashAdd("crash/gitlab-job-log-masked-and-plain", `
Running with gitlab-runner 17.0.0 (44feccdf)
  on shared-runner-3 xZk3bqL1, system ID: s_«_sys»
Executing "step_script" stage of the job script
$ ./scripts/smoke.sh
+ echo 'Smoke testing https://staging.acme.example'
Smoke testing https://staging.acme.example
+ curl -fsS -H 'Authorization: Bearer [MASKED]' https://staging.acme.example/api/health
{"status":"ok"}
+ curl -fsS -u 'smoke:«a»' https://staging.acme.example/admin/api/ping
curl: (22) The requested URL returned error: 401
Cleaning up project directory and file based variables
ERROR: Job failed: exit code 22
`, V{"_sys": g.hex(12), "a": g.pw()}, "Authorization: Bearer [MASKED]", "gitlab-runner 17.0.0 (44feccdf)")

	g.crashAdd("crash/jenkins-groovy-interpolation-and-param", `
[Pipeline] withCredentials
Masking supported pattern matches of $NEXUS_PASS
[Pipeline] {
[Pipeline] sh
Warning: A secret was passed to "sh" using Groovy String interpolation, which is insecure.
		 Affected argument(s) used the following variable(s): [NEXUS_PASS]
		 See https://jenkins.io/redirect/groovy-string-interpolation for details.
+ mvn -B -s settings.xml deploy -Dnexus.user=ci -Dnexus.pass=****
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-deploy-plugin:3.1.2:deploy (default-deploy) on project billing-core: Failed to deploy artifacts: Could not transfer artifact com.acme:billing-core:jar:2.4.0 from/to nexus (https://nexus.corp.example/repository/maven-releases/): status code: 401, reason phrase: Unauthorized (401)
[Pipeline] }
[Pipeline] sh
+ psql postgresql://ci_reader:«a»@pg-ci.corp.example:5432/release_log -c 'insert into failures(job) values ('\''billing-core'\'')'
INSERT 0 1
[Pipeline] End of Pipeline
ERROR: script returned exit code 1
Finished: FAILURE
`, V{"a": g.pwURL()}, "-Dnexus.pass=****", "Masking supported pattern matches of $NEXUS_PASS")

	g.crashAdd("crash/ansible-uri-invocation-module-args", `
TASK [register runner with coordinator] ****************************************
fatal: [ci-runner-04]: FAILED! => {"changed": false, "connection": "close", "content_length": "63", "content_type": "application/json", "elapsed": 0, "invocation": {"module_args": {"body": {"description": "ci-runner-04", "run_untagged": false, "tag_list": "docker,linux"}, "body_format": "json", "force_basic_auth": false, "headers": {"PRIVATE-TOKEN": "«a»"}, "method": "POST", "return_content": true, "status_code": ["201"], "url": "https://gitlab.corp.example/api/v4/user/runners", "url_password": "VALUE_SPECIFIED_IN_NO_LOG_PARAMETER", "url_username": null, "validate_certs": true}}, "json": {"message": "403 Forbidden"}, "msg": "Status code was 403 and not [201]: HTTP Error 403: Forbidden", "redirected": false, "status": 403, "url": "https://gitlab.corp.example/api/v4/user/runners"}

PLAY RECAP *********************************************************************
ci-runner-04               : ok=6    changed=1    unreachable=0    failed=1    skipped=0    rescued=0    ignored=0
`, V{"a": g.glpat()}, "VALUE_SPECIFIED_IN_NO_LOG_PARAMETER", "https://gitlab.corp.example/api/v4/user/runners")

	g.crashAdd("crash/terraform-diagnostic-source-line", `
$ terraform plan
╷
│ Error: GET https://api.github.com/user: 401 Bad credentials []
│
│   with provider["registry.terraform.io/integrations/github"],
│   on providers.tf line 14, in provider "github":
│   14: provider "github" {
│
╵
╷
│ Error: Invalid value for input variable
│
│   on terraform.tfvars line 3:
│    3: datadog_app_key = «a»
│
│ The given value is not suitable for var.datadog_app_key declared at variables.tf:9,1-27: string required.
╵
`, V{"a": g.hex(40)}, "provider[\"registry.terraform.io/integrations/github\"]", "variables.tf:9,1-27")

	g.crashAdd("crash/terraform-provider-crash-log", `
Stack trace from the terraform-provider-opsgenie_v0.6.35_x4 plugin:

panic: runtime error: invalid memory address or nil pointer dereference
[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x1a8e2f4]

goroutine 112 [running]:
github.com/opsgenie/terraform-provider-opsgenie/opsgenie.resourceOpsGenieTeamRead(0xc000a1e380, {0x1d0a1e0, 0xc0004b6e10})
	github.com/opsgenie/terraform-provider-opsgenie/opsgenie/resource_opsgenie_team.go:187 +0x2f4

Error: The terraform-provider-opsgenie_v0.6.35_x4 plugin crashed!

This is always indicative of a bug within the plugin. It would be immensely
helpful if you could report the crash with the plugin's maintainers so that it
can be fixed. The output above should help diagnose the issue.

$ grep -m2 -i 'geniekey\|api_key' crash.log
2024-06-11T15:40:11.204Z [DEBUG] provider.terraform-provider-opsgenie_v0.6.35_x4: GET /v2/teams/«_team» HTTP/1.1 Authorization: GenieKey «a»
2024-06-11T15:40:11.205Z [TRACE] provider: configured with api_key=«a» api_url=api.eu.opsgenie.com
`, V{"_team": g.uuid(), "a": g.uuid()}, "resource_opsgenie_team.go:187 +0x2f4", "terraform-provider-opsgenie_v0.6.35_x4")

	g.crashAdd("crash/gha-failed-step-env-block", `
Run ./scripts/deploy.sh staging
  ./scripts/deploy.sh staging
  shell: /usr/bin/bash -e {0}
  env:
    AWS_REGION: eu-west-1
    AWS_ACCESS_KEY_ID: ***
    AWS_SECRET_ACCESS_KEY: ***
    SENTRY_ORG: acme
    SENTRY_AUTH_TOKEN: «a»
    IMAGE_TAG: «_sha»
Deploying «_sha» to staging...
error: API request failed
  caused by: sentry reported an error: Invalid org token (http status: 401)
Error: Process completed with exit code 1.
`, V{"a": "sntrys_" + g.b64u(160), "_sha": g.hex(40)}, "Error: Process completed with exit code 1.", "shell: /usr/bin/bash -e {0}")

	g.crashAdd("crash/mvn-effective-settings-show-passwords", `
$ mvn -q help:effective-settings -DshowPasswords=true | sed -n '/<servers>/,/<\/servers>/p'
  <servers>
    <server>
      <username>deployer</username>
      <password>«a»</password>
      <id>acme-releases</id>
    </server>
    <server>
      <username>ci-bot</username>
      <password>«b»</password>
      <id>github</id>
    </server>
  </servers>
# (after: [ERROR] Failed to execute goal ... deploy: Could not transfer artifact ... status code: 401)
`, V{"a": g.pw(), "b": g.ghp()}, "-DshowPasswords=true", "<id>acme-releases</id>")

	g.crashAdd("crash/helm-upgrade-failed-debug-values", `
$ helm upgrade --install search ./charts/search -n search -f values-prod.yaml --debug
history.go:56: [debug] getting history for release search
upgrade.go:164: [debug] preparing upgrade for search
upgrade.go:480: [debug] reusing the old release's values
upgrade.go:172: [debug] performing update for search
Error: UPGRADE FAILED: template: search/templates/deployment.yaml:44:28: executing "search/templates/deployment.yaml" at <.Values.opensearch.tls.ca>: nil pointer evaluating interface {}.ca
helm.go:84: [debug] template: search/templates/deployment.yaml:44:28: executing "search/templates/deployment.yaml" at <.Values.opensearch.tls.ca>: nil pointer evaluating interface {}.ca
$ helm get values search -n search
USER-SUPPLIED VALUES:
opensearch:
  host: opensearch-cluster-master.search.svc
  password: «a»
  username: search-api
replicaCount: 3
`, V{"a": g.pwStrong()}, "nil pointer evaluating interface {}.ca", "opensearch-cluster-master.search.svc")

	g.crashAdd("crash/docker-build-secret-in-pip-index-url", `
 => ERROR [builder 5/7] RUN pip install --no-cache-dir -r requirements.txt --extra-index-url https://__token__:«a»@gitlab.corp.example/api/v4/projects/412/packages/pypi/simple  3.9s
------
 > [builder 5/7] RUN pip install --no-cache-dir -r requirements.txt --extra-index-url https://__token__:«a»@gitlab.corp.example/api/v4/projects/412/packages/pypi/simple:
2.981 Looking in indexes: https://pypi.org/simple, https://__token__:****@gitlab.corp.example/api/v4/projects/412/packages/pypi/simple
3.702 ERROR: Could not find a version that satisfies the requirement acme-auth==3.1.0 (from versions: none)
3.703 ERROR: No matching distribution found for acme-auth==3.1.0
------
Dockerfile:14
--------------------
  12 |     COPY requirements.txt .
  13 |     # TODO move to a build secret
  14 | >>> RUN pip install --no-cache-dir -r requirements.txt --extra-index-url https://__token__:«a»@gitlab.corp.example/api/v4/projects/412/packages/pypi/simple
  15 |     COPY . .
--------------------
ERROR: failed to solve: process "/bin/sh -c pip install --no-cache-dir -r requirements.txt --extra-index-url https://__token__:«a»@gitlab.corp.example/api/v4/projects/412/packages/pypi/simple" did not complete successfully: exit code: 1
`, V{"a": g.glpat()}, "https://__token__:****@gitlab.corp.example/api/v4/projects/412/packages/pypi/simple", "No matching distribution found for acme-auth==3.1.0")
}

// ---- chats, issues and agent sessions ----

func (g *G) crashChat() {
	g.crashAdd("crash/github-issue-bug-report-traceback", `
### Describe the bug
ˋacme-cli syncˋ crashes right after login on 2.3.0 (2.2.4 works).

### Logs
ˋˋˋ
$ acme-cli --debug sync
DEBUG config path: /home/kim/.config/acme/config.json
DEBUG using profile "work" -> {'endpoint': 'https://api.acme.example', 'token': '«a»', 'org': 'kim-lab'}
Traceback (most recent call last):
  File "/home/kim/.local/bin/acme-cli", line 8, in <module>
    sys.exit(main())
  File "/home/kim/.local/lib/python3.12/site-packages/acme_cli/sync.py", line 140, in run
    for page in client.paginate("/v2/items", since=state.cursor):
AttributeError: 'NoneType' object has no attribute 'cursor'
ˋˋˋ

### Environment
- acme-cli 2.3.0, Python 3.12.3, Ubuntu 24.04
`, V{"a": "acme_pat_" + g.an(40)}, "acme_cli/sync.py", "acme-cli 2.3.0, Python 3.12.3, Ubuntu 24.04")

	g.crashAdd("crash/slack-help-channel-node-error", `
jordan  4:12 PM
anyone seen this? worker dies every ~10 min in staging
ˋˋˋ
Error: getaddrinfo ENOTFOUND redis-staging
    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:109:26) {
  errno: -3008,
  code: 'ENOTFOUND',
  syscall: 'getaddrinfo',
  hostname: 'redis-staging'
}
[bullmq] connection opts: { host: 'redis-staging', port: 6379, password: '«a»', tls: {} }
ˋˋˋ
priya  4:15 PM
the service got renamed to redis-staging-master last week, update REDIS_HOST. also maybe rotate that password now that it's in here 🙃
`, V{"a": g.an(32)}, "redis-staging-master", "GetAddrInfoReqWrap.onlookup")

	g.crashAdd("crash/agent-session-crashloop-fix", `
user: the notifications pod keeps restarting, can you look

assistant: I'll check the pod status and the previous container's logs.

[tool: bash] kubectl -n notify get pods -l app=notifications && kubectl -n notify logs deploy/notifications --previous --tail=8
NAME                             READY   STATUS             RESTARTS      AGE
notifications-«_pod»   0/1     CrashLoopBackOff   12 (41s ago)  38m
Found 2 pods, using pod/notifications-«_pod»
{"level":"info","msg":"starting notifications","version":"1.9.2"}
{"level":"debug","msg":"fcm config","project_id":"acme-mobile-prod","server_key":"«a»"}
{"level":"fatal","msg":"apns: unable to load key /secrets/apns/AuthKey.p8: open /secrets/apns/AuthKey.p8: no such file or directory"}

assistant: The crash is the missing APNs key file: the deployment expects /secrets/apns/AuthKey.p8 but the apns-key secret isn't mounted. I'll add the volume mount to the deployment.
`, V{"_pod": g.crashPod(), "a": g.firebaseFCM()}, "/secrets/apns/AuthKey.p8", "acme-mobile-prod")

	g.crashAdd("crash/stackoverflow-question-spring-mail", `
Spring Boot 3.2 app fails on startup with MailAuthenticationException, but the same credentials work in Thunderbird

My application.properties:

    spring.mail.host=smtp.zoho.eu
    spring.mail.port=587
    spring.mail.username=noreply@kleinbakkerij.example
    spring.mail.password=«a»
    spring.mail.properties.mail.smtp.starttls.enable=true

Stack trace:

    org.springframework.mail.MailAuthenticationException: Authentication failed
        at org.springframework.mail.javamail.JavaMailSenderImpl.doSend(JavaMailSenderImpl.java:402)
    Caused by: jakarta.mail.AuthenticationFailedException: 535 Authentication Failed

What am I missing? (spring-boot-starter-mail 3.2.5)
`, V{"a": g.pw()}, "spring-boot-starter-mail 3.2.5", "noreply@kleinbakkerij.example")

	g.crashAdd("crash/pr-review-comment-ci-log", `
**ci-bot** commented on #2291

❌ integration-tests failed on ˋ«_sha»ˋ

<details><summary>last 10 lines</summary>

ˋˋˋ
FAILED tests/test_billing.py::test_invoice_pdf - weasyprint.urls.URLFetchingError: <urlopen error [Errno 111] Connection refused>
FAILED tests/test_payouts.py::test_payout_webhook - AssertionError: assert 401 == 200
 +  where 401 = <Response [401]>.status_code
E   requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://connect.sandbox.payouts.example/v1/accounts?api_key=«a»
===== 2 failed, 318 passed, 4 skipped in 212.40s (0:03:32) =====
ˋˋˋ
</details>

**maria** commented: the sandbox key in the test fixtures expired, I'll move it into the CI vault.
`, V{"_sha": g.hex(7), "a": "sk_sandbox_" + g.an(32)}, "tests/test_payouts.py::test_payout_webhook", "2 failed, 318 passed, 4 skipped")

	g.crashAdd("crash/discord-support-sentry-cli-token", `
[help-sourcemaps] dev_lukas: upload keeps failing in CI, any ideas?
ˋˋˋ
$ SENTRY_AUTH_TOKEN=«a» npx @sentry/cli sourcemaps upload --org lukas-studio --project web ./dist
> Found 42 files
> Analyzing 42 sources
error: API request failed
  caused by: sentry reported an error: You do not have permission to perform this action. (http status: 403)
ˋˋˋ
[help-sourcemaps] sentry_helper: that token needs the project:releases scope (org:ci works too). Please revoke it now that it's public and create a new one.
`, V{"a": g.sentryUser()}, "project:releases", "--org lukas-studio --project web")

	g.crashAdd("crash/django-500-admin-email", `
Subject: [Django] ERROR (EXTERNAL IP): Internal Server Error: /webhooks/stripe/
From: root@shop-prod-1
To: admins@acme.example

Internal Server Error: /webhooks/stripe/

Traceback (most recent call last):
  File "/srv/shop/payments/webhooks.py", line 29, in stripe_webhook
    event = stripe.Webhook.construct_event(payload, sig, settings.STRIPE_WEBHOOK_SECRET)
stripe._error.SignatureVerificationError: No signatures found matching the expected signature for payload

Request information:
USER: AnonymousUser

META:
CONTENT_TYPE = 'application/json; charset=utf-8'
HTTP_STRIPE_SIGNATURE = 't=1718110421,v1=«_sig»'
HTTP_USER_AGENT = 'Stripe/1.0 (+https://stripe.com/docs/webhooks)'
REMOTE_ADDR = '10.0.0.12'

Settings:
Using settings module shop.settings.production
DATABASE_URL = 'postgres://shop:«a»@shop-db.internal:5432/shop'
DEBUG = False
STRIPE_WEBHOOK_SECRET = '********************'
`, V{"_sig": g.hex(64), "a": g.pwURL()}, "STRIPE_WEBHOOK_SECRET = '********************'", "Using settings module shop.settings.production")

	g.crashAdd("crash/email-thread-vendor-support-log", `
From: Daniel Ortiz <daniel@retailco.example>
To: support@pos-vendor.example
Subject: Re: [Case 00481223] Sync service stops after update

Hi, here is the end of C:\ProgramData\PosSync\logs\sync-20240611.log as requested:

  2024-06-11 08:02:11.450 [ERR] Upload failed, will retry in 60s
  System.Net.WebException: The remote server returned an error: (403) Forbidden.
     at PosSync.CloudClient.Upload(String storeId, String apiKey)
  2024-06-11 08:02:11.451 [DBG] request: PUT https://cloud.pos-vendor.example/stores/RC-0193/batches?apiKey=«a»
  2024-06-11 08:02:11.452 [DBG] local db: Data Source=.\SQLEXPRESS;Initial Catalog=PosLocal;User Id=possync;Password=«b»

Thanks,
Daniel
`, V{"a": strings.ToUpper(g.hex(32)), "b": g.pw()}, "[Case 00481223]", "PosSync.CloudClient.Upload(String storeId, String apiKey)")

	g.crashAdd("crash/teams-message-stack-trace-screenshot-text", `
Ravi Kumar  10:02
this is what I see in the popup when I click "Test connection" on the SAP connector:

  Connection test failed
  com.sap.conn.jco.JCoException: (103) RFC_ERROR_LOGON_FAILURE: Name or password is incorrect (repeat logon)
  Connection parameters: TYPE=A USER=RFC_INT PASSWD=«a» ASHOST=sap-erp.corp.example SYSNR=00 CLIENT=100 LANG=EN

Ravi Kumar  10:03
password was reset on Friday, is it the new one?
`, V{"a": g.s(alAlnum+"!#", 12)}, "RFC_ERROR_LOGON_FAILURE", "ASHOST=sap-erp.corp.example")
}

// ---- benign look-alikes ----

func (g *G) crashBenign() {
	g.crashAdd("crash/benign-go-sigquit-goroutine-dump", `
SIGQUIT: quit
PC=0x46e8a1 m=0 sigcode=0

goroutine 0 gp=0x1b7e5a0 m=0 mp=0x1b7f940 [idle]:
runtime.futex(0x1b7fa80, 0x80, 0x0, 0x0, 0x0, 0x0)
	/usr/local/go/src/runtime/sys_linux_amd64.s:557 +0x21 fp=0x7ffd3c1a9e10 sp=0x7ffd3c1a9e08 pc=0x46e8a1

goroutine 41 gp=0xc000503500 m=nil [select, 14 minutes]:
runtime.gopark(0xc0004a7f38?, 0x2?, 0x0?, 0x0?, 0xc0004a7ef4?)
	/usr/local/go/src/runtime/proc.go:402 +0xce fp=0xc0004a7d98 sp=0xc0004a7d78 pc=0x43f22e
github.com/jackc/pgx/v5/pgxpool.(*Pool).backgroundHealthCheck(0xc0001f2000)
	/go/pkg/mod/github.com/jackc/pgx/v5@v5.6.0/pgxpool/pool.go:432 +0xe5 fp=0xc0004a7fc8 sp=0xc0004a7ec0 pc=0x8c1a25

rax    0xca
rbx    0x0
rip    0x46e8a1
rflags 0x286
`, nil, "pgxpool.(*Pool).backgroundHealthCheck(0xc0001f2000)", "sys_linux_amd64.s:557 +0x21")

	g.crashAdd("crash/benign-jstack-thread-dump", `
"http-nio-8080-exec-7" #58 daemon prio=5 os_prio=0 cpu=1842.11ms elapsed=3711.02s tid=0x00007f1a2c0d7800 nid=0x5e3 waiting on condition  [0x00007f19e6afd000]
   java.lang.Thread.State: TIMED_WAITING (parking)
	at jdk.internal.misc.Unsafe.park(java.base@17.0.11/Native Method)
	- parking to wait for  <0x00000000c2b1d7a8> (a java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject)
	at com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:162)

"HikariPool-1 housekeeper" #23 daemon prio=5 os_prio=0 cpu=88.41ms elapsed=3715.40s tid=0x00007f1a2d4a1000 nid=0x5c1 waiting on condition  [0x00007f19f4cfe000]
   java.lang.Thread.State: TIMED_WAITING (parking)
`, nil, "tid=0x00007f1a2c0d7800 nid=0x5e3", "<0x00000000c2b1d7a8>")

	g.crashAdd("crash/benign-py-traceback-request-trace-ids", `
2024-06-11 12:00:41,112 ERROR [req=«_rid» trace=«_tr» span=«_sp»] api.orders: unhandled error
Traceback (most recent call last):
  File "/app/api/orders.py", line 88, in create
    order = service.create(cart_id=cart_id, idempotency_key=idem)
  File "/app/api/service.py", line 41, in create
    raise CartExpired(cart_id)
api.errors.CartExpired: cart «_cart» expired at 2024-06-11T11:59:58Z (idempotency_key=«_idem»)
`, V{"_rid": g.uuid(), "_tr": g.crashTrace(), "_sp": g.crashSpan(), "_cart": "cart_" + g.an(20), "_idem": g.uuid()}, "api.errors.CartExpired")

	g.crashAdd("crash/benign-sentry-event-filtered", `
{
  "event_id": "«_eid»",
  "level": "error",
  "platform": "javascript",
  "request": {
    "url": "https://app.acme.example/settings/billing",
    "headers": {"Authorization": "[Filtered]", "Cookie": "[Filtered]", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0"}
  },
  "extra": {"stripe_key": "[Filtered]", "password": "[Filtered]", "plan": "team-annual"},
  "contexts": {"trace": {"trace_id": "«_tr»", "span_id": "«_sp»"}},
  "_meta": {"request": {"headers": {"Authorization": {"": {"rem": [["@password:filter", "s", 0, 10]], "len": 47}}}}},
  "sdk": {"name": "sentry.javascript.react", "version": "8.9.2"}
}
`, V{"_eid": g.hex(32), "_tr": g.crashTrace(), "_sp": g.crashSpan()}, "sentry.javascript.react", "@password:filter")

	g.crashAdd("crash/benign-dmesg-segfault", `
$ dmesg -T | tail -n 4
[Tue Jun 11 07:14:52 2024] syncd[31337]: segfault at 28 ip 000055d4c1a2f3e1 sp 00007f8a1b7fd9e0 error 4 in syncd[55d4c1a00000+1f4000] likely on CPU 2 (core 2, socket 0)
[Tue Jun 11 07:14:52 2024] Code: 48 8b 45 e8 48 8b 40 28 48 89 c7 e8 d2 fe ff ff 85 c0 75 1c 48 8b 45 e8 <48> 8b 40 28 48 8d 50 01 48 8b 45 e8 48 89 50 28 eb 0a
[Tue Jun 11 07:15:03 2024] oom-kill:constraint=CONSTRAINT_MEMCG,nodemask=(null),cpuset=cri-containerd-«_cid».scope,mems_allowed=0,oom_memcg=/kubepods/burstable/pod«_pod»
[Tue Jun 11 07:15:03 2024] Memory cgroup out of memory: Killed process 40211 (java) total-vm:5812340kB, anon-rss:2094112kB, file-rss:22816kB, shmem-rss:0kB, UID:1000 pgtables:4672kB oom_score_adj:986
`, V{"_cid": g.hex(64), "_pod": g.uuid()}, "segfault at 28 ip 000055d4c1a2f3e1", "Memory cgroup out of memory")

	g.crashAdd("crash/benign-win-application-error-1000", `
Log Name:      Application
Source:        Application Error
Event ID:      1000
Level:         Error
Description:
Faulting application name: PosSync.exe, version: 3.4.2.0, time stamp: 0x65f1c2a0
Faulting module name: KERNELBASE.dll, version: 10.0.19041.4355, time stamp: 0x1a3b9c7e
Exception code: 0xe0434352
Fault offset: 0x000000000003f19c
Faulting process id: 0x2a14
Faulting application start time: 0x01dabbd2c41e6f0a
Faulting application path: C:\Program Files\PosSync\PosSync.exe
Faulting module path: C:\Windows\System32\KERNELBASE.dll
Report Id: «_rep»
Faulting package full name: 
Faulting package-relative application ID: 
`, V{"_rep": g.uuid()}, "Exception code: 0xe0434352", "Faulting application start time: 0x01dabbd2c41e6f0a")

	key := g.skLive()
	g.crashAdd("crash/benign-stripe-masked-key-error", `
StripeAuthenticationError: Invalid API Key provided: «_m»
    at StripeError.generate (/app/node_modules/stripe/cjs/Error.js:10:20)
    at res.toJSON.then.Error_js_1.StripeAPIError.message (/app/node_modules/stripe/cjs/RequestSender.js:105:62) {
  type: 'StripeAuthenticationError',
  raw: {
    message: 'Invalid API Key provided: «_m»',
    type: 'invalid_request_error',
    headers: { 'request-id': 'req_«_rq»', 'stripe-version': '2024-04-10' },
    statusCode: 401,
    requestId: 'req_«_rq»'
  },
  statusCode: 401,
  requestId: 'req_«_rq»'
}
`, V{"_m": "sk_live_" + strings.Repeat("*", 99) + key[len(key)-4:], "_rq": g.an(14)}, "StripeAuthenticationError", "stripe-version")

	g.crashAdd("crash/benign-rails-log-filtered-params", `
Started POST "/users/sign_in" for 198.51.100.40 at 2024-06-11 10:02:11 +0000
Processing by Users::SessionsController#create as HTML
  Parameters: {"authenticity_token"=>"[FILTERED]", "user"=>{"email"=>"ana@example.org", "password"=>"[FILTERED]", "otp_attempt"=>"[FILTERED]", "remember_me"=>"1"}, "commit"=>"Log in"}
Completed 401 Unauthorized in 312ms (ActiveRecord: 4.2ms | Allocations: 18211)
Processing by Users::SessionsController#new as HTML
  Rendered devise/sessions/new.html.erb within layouts/application (Duration: 6.1ms | Allocations: 3110)
Completed 200 OK in 14ms (Views: 10.2ms | ActiveRecord: 0.0ms | Allocations: 5412)
`, nil, "\"password\"=>\"[FILTERED]\"", "Users::SessionsController#create")

	g.crashAdd("crash/benign-hikari-masked-jdbc-url", `
2024-06-11 07:41:12.105  INFO 1 --- [main] com.zaxxer.hikari.HikariConfig   : HikariPool-1 - configuration:
2024-06-11 07:41:12.105  INFO 1 --- [main] com.zaxxer.hikari.HikariConfig   : jdbcUrl.........................jdbc:postgresql://pg-main.internal:5432/ledger
2024-06-11 07:41:12.105  INFO 1 --- [main] com.zaxxer.hikari.HikariConfig   : password........................<masked>
2024-06-11 07:41:12.105  INFO 1 --- [main] com.zaxxer.hikari.HikariConfig   : username........................"ledger"
2024-06-11 07:41:12.902 ERROR 1 --- [main] com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Exception during pool initialization.
org.postgresql.util.PSQLException: FATAL: password authentication failed for user "ledger"
`, nil, "password........................<masked>", "HikariPool-1 - Exception during pool initialization.")

	g.crashAdd("crash/benign-go-url-error-redacted-password", `
2024/06/11 09:02:44 fetch index: Get "https://mirror-bot:***@git.corp.example/api/v1/repos/search?limit=50": dial tcp: lookup git.corp.example on 127.0.0.53:53: server misbehaving
2024/06/11 09:02:44 retrying in 30s (attempt 3/10)
`, nil, "https://mirror-bot:***@git.corp.example/api/v1/repos/search?limit=50", "retrying in 30s (attempt 3/10)")

	g.crashAdd("crash/benign-aws-sdk-v3-error-metadata", `
AccessDeniedException: User: arn:aws:sts::«_acct»:assumed-role/orders-api-task/«_sess» is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:eu-west-1:«_acct»:key/«_key» because no identity-based policy allows the kms:Decrypt action
    at throwDefaultError (/app/node_modules/@smithy/smithy-client/dist-cjs/index.js:838:20)
    at de_CommandError (/app/node_modules/@aws-sdk/client-kms/dist-cjs/index.js:1604:14) {
  '$fault': 'client',
  '$metadata': {
    httpStatusCode: 400,
    requestId: '«_rid»',
    extendedRequestId: undefined,
    cfId: undefined,
    attempts: 1,
    totalRetryDelay: 0
  },
  __type: 'AccessDeniedException'
}
`, V{"_acct": g.digits(12), "_sess": g.hex(32), "_key": g.uuid(), "_rid": g.uuid()}, "orders-api-task", "because no identity-based policy allows the kms:Decrypt action")

	g.crashAdd("crash/benign-coredumpctl-list", `
$ coredumpctl list --since today
TIME                           PID  UID  GID SIG     COREFILE EXE                             SIZE
Tue 2024-06-11 07:14:52 UTC  31337  998  998 SIGSEGV present  /usr/local/bin/syncd            2.1M
Tue 2024-06-11 08:40:19 UTC  40211 1000 1000 SIGABRT present  /usr/lib/jvm/java-17/bin/java  88.4M
$ eu-readelf -n /usr/local/bin/syncd | grep 'Build ID'
    Build ID: «_bid»
`, V{"_bid": g.hex(40)}, "/usr/lib/jvm/java-17/bin/java", "eu-readelf -n /usr/local/bin/syncd")

	g.crashAdd("crash/benign-okhttp-redacted-headers", `
I/okhttp.OkHttpClient: --> GET https://api.shopapp.example/v3/orders?page=2
I/okhttp.OkHttpClient: Authorization: ██
I/okhttp.OkHttpClient: Cookie: ██
I/okhttp.OkHttpClient: X-Request-Id: «_rid»
I/okhttp.OkHttpClient: --> END GET
I/okhttp.OkHttpClient: <-- 503 https://api.shopapp.example/v3/orders?page=2 (1204ms)
I/okhttp.OkHttpClient: retry-after: 30
E/OrdersViewModel: load failed: HTTP 503
`, V{"_rid": g.uuid()}, "Cookie: ██", "OrdersViewModel")

	g.crashAdd("crash/benign-spring-whitelabel-error", `
Whitelabel Error Page
This application has no explicit mapping for /error, so you are seeing this as a fallback.

Tue Jun 11 10:20:31 UTC 2024
[«_rid»] There was an unexpected error (type=Internal Server Error, status=500).
traceId=«_tr» spanId=«_sp»
`, V{"_rid": g.hex(8) + "-" + fmt.Sprint(1+g.r.IntN(40)), "_tr": g.crashTrace(), "_sp": g.crashSpan()}, "This application has no explicit mapping for /error")

	g.crashAdd("crash/benign-cloudflare-error-ray-id", `
$ curl -s https://shop.acme.example/checkout | html2text | sed -n '1,12p'
Error 1101 Ray ID: «_ray» • 2024-06-11 12:08:44 UTC
Worker threw exception

What happened?
You've requested a page on a website (shop.acme.example) that is on the Cloudflare network. An unknown error occurred while rendering the page.

Cloudflare Ray ID: «_ray» • Your IP: Click to reveal • Performance & security by Cloudflare
`, V{"_ray": g.hex(16)}, "Worker threw exception", "Error 1101")

	g.crashAdd("crash/benign-sqlserver-18456-login-failed", `
Log Name:      Application
Source:        MSSQLSERVER
Event ID:      18456
Task Category: Logon
Level:         Information
Keywords:      Classic,Audit Failure
Description:
Login failed for user 'portal_web'. Reason: Password did not match that for the login provided. [CLIENT: 10.20.1.45]
`, nil, "Password did not match that for the login provided. [CLIENT: 10.20.1.45]", "Keywords:      Classic,Audit Failure")

	g.crashAdd("crash/benign-npm-eintegrity-checksums", `
npm ERR! code EINTEGRITY
npm ERR! sha512-«_want» integrity checksum failed when using sha512: wanted sha512-«_want» but got sha512-«_got». (48211 bytes)

npm ERR! A complete log of this run can be found in: /home/runner/.npm/_logs/2024-06-11T13_02_44_118Z-debug-0.log
`, V{"_want": g.b64(64), "_got": g.b64(64)}, "npm ERR! code EINTEGRITY", "/home/runner/.npm/_logs/2024-06-11T13_02_44_118Z-debug-0.log")

	g.crashAdd("crash/benign-jwt-expired-error", `
2024-06-11T14:30:02.771Z WARN  auth.middleware  rejecting request: TokenExpiredError: jwt expired
    expiredAt: 2024-06-11T14:29:41.000Z
    kid: «_kid»
    sub: usr_«_sub»
    iss: https://auth.acme.example/
    request_id: «_rid»
`, V{"_kid": g.b64u(43), "_sub": g.an(16), "_rid": g.uuid()}, "TokenExpiredError: jwt expired", "https://auth.acme.example/")

	g.crashAdd("crash/benign-checksum-mismatch-assert", `
>       assert digest == expected, f"checksum mismatch for {path}"
E       AssertionError: checksum mismatch for dist/agent-linux-amd64.tar.gz
E       assert '«_a»' == '«_b»'
E         
E         - «_b»
E         + «_a»

tests/test_release.py:22: AssertionError
`, V{"_a": g.hex(64), "_b": g.hex(64)}, "dist/agent-linux-amd64.tar.gz", "tests/test_release.py:22: AssertionError")

	g.crashAdd("crash/benign-kubectl-describe-secretref-only", `
    Environment:
      APP_ENV:           production
      DATABASE_URL:      <set to the key 'url' in secret 'orders-db'>        Optional: false
      STRIPE_API_KEY:    <set to the key 'api-key' in secret 'stripe'>       Optional: false
      JWT_PUBLIC_KEY:    <set to the key 'jwt.pub' of config map 'auth-keys'>  Optional: false
    Environment Variables from:
      orders-config  ConfigMap  Optional: false
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137
`, nil, "<set to the key 'api-key' in secret 'stripe'>", "<set to the key 'jwt.pub' of config map 'auth-keys'>")
}

// ---- framework error pages ----

func (g *G) crashErrorPages() {
	g.crashAdd("crash/phoenix-plug-debugger-page-text", `
Phoenix.Router.NoRouteError at POST /api/integrations/slack/callback
no route found for POST /api/integrations/slack/callback (AcmeWeb.Router)

Connection details

Params
%{"code" => "«_code»", "state" => "«_state»", "client_secret" => "«a»"}

Request info
URI: http://localhost:4000/api/integrations/slack/callback
Query string: 

Headers
accept: */*
authorization: Bearer «b»
content-type: application/x-www-form-urlencoded
host: localhost:4000
user-agent: curl/8.7.1

Session
%{"_csrf_token" => "«_csrf»"}
`, V{"_code": g.digits(12) + "." + g.digits(13) + "." + g.hex(64), "_state": g.uuid(), "a": g.hex(32), "b": g.xoxp(), "_csrf": g.b64u(24)}, "Phoenix.Router.NoRouteError", "AcmeWeb.Router")

	g.crashAdd("crash/aspnet-ysod-source-error", `
Server Error in '/' Application.
Login failed for user 'intranet_app'.
Description: An unhandled exception occurred during the execution of the current web request. Please review the stack trace for more information about the error and where it originated in the code.

Exception Details: System.Data.SqlClient.SqlException: Login failed for user 'intranet_app'.

Source Error:

Line 12:         protected void Page_Load(object sender, EventArgs e)
Line 13:         {
Line 14:             using (var conn = new SqlConnection("Data Source=SQL01;Initial Catalog=Intranet;User ID=intranet_app;Password=«a»"))
Line 15:             {
Line 16:                 conn.Open();

Source File: C:\inetpub\intranet\Reports\Default.aspx.cs    Line: 16

Version Information: Microsoft .NET Framework Version:4.0.30319; ASP.NET Version:4.8.4718.0
`, V{"a": g.pw()}, "Version Information: Microsoft .NET Framework Version:4.0.30319; ASP.NET Version:4.8.4718.0", "C:\\inetpub\\intranet\\Reports\\Default.aspx.cs")

	g.crashAdd("crash/symfony-exception-page-arguments", `
Symfony Exception
ClientException
HTTP 500 Internal Server Error
HTTP/2 401 returned for "https://api.hubapi.com/crm/v3/objects/deals?limit=100".

Exceptions 1  Logs 3  Stack Trace

in vendor/symfony/http-client/Response/CommonResponseTrait.php -> checkStatusCode (line 172)
in vendor/symfony/http-client/Response/CommonResponseTrait.php -> toArray (line 58)
in src/Crm/HubspotClient.php -> __construct (line 31)
    public function __construct(private HttpClientInterface $http, private string $token) {}
HubspotClient->deals()
in src/Controller/PipelineController.php (line 24)
    $client = new HubspotClient($this->http, '«a»');
    $deals = $client->deals();
`, V{"a": g.hubspot()}, "src/Controller/PipelineController.php (line 24)", "CommonResponseTrait.php")

	g.crashAdd("crash/nextjs-dev-overlay-source", `
Unhandled Runtime Error
Error: Algolia: Invalid Application-ID or API key

Source
lib/search.ts (6:16) @ searchClient

   4 | export const searchClient = algoliasearch(
   5 |   "«_app»",
>  6 |   "«a»"
     |                ^
   7 | );
   8 |
   9 | export const index = searchClient.initIndex("products_prod");

Call Stack
ProductsPage
app/products/page.tsx (14:28)
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32)}, "lib/search.ts (6:16) @ searchClient", "products_prod")

	g.crashAdd("crash/tomcat-jsp-compile-error-source", `
HTTP Status 500 – Internal Server Error

Type Exception Report

Message Unable to compile class for JSP: 

Description The server encountered an unexpected condition that prevented it from fulfilling the request.

Exception

org.apache.jasper.JasperException: Unable to compile class for JSP: 

An error occurred at line: [18] in the jsp file: [/WEB-INF/jsp/report.jsp]
ResultSet cannot be resolved to a type
15: <%@ page import="java.sql.*" %>
16: <%
17:   Connection c = DriverManager.getConnection("jdbc:mysql://db-reports:3306/reports", "report_web", "«a»");
18:   ResultSet rs = c.createStatement().executeQuery("select * from monthly_sales");
19: %>

Stacktrace:
	org.apache.jasper.compiler.DefaultErrorHandler.javacError(DefaultErrorHandler.java:70)

Apache Tomcat/9.0.89
`, V{"a": g.pw()}, "/WEB-INF/jsp/report.jsp", "Apache Tomcat/9.0.89")

	g.crashAdd("crash/go-gin-recovery-raw-request", `
2024/06/11 10:03:44 [Recovery] 2024/06/11 - 10:03:44 panic recovered:
POST /api/v1/uploads HTTP/1.1
Host: files.acme.example
Accept: */*
Authorization: *
Content-Length: 10485760
Content-Type: multipart/form-data; boundary=------------------------«_bd»
Cookie: files_session=«a»
User-Agent: acme-uploader/2.1
X-Api-Key: «b»


runtime error: invalid memory address or nil pointer dereference
/usr/local/go/src/runtime/panic.go:770 (0x44a1e5)
/src/internal/uploads/handler.go:61 (0xa1c2f3)
	(*Handler).Create: h.store.Put(c, meta.Bucket, f)
`, V{"_bd": g.hex(16), "a": g.b64u(43), "b": g.an(40)}, "Authorization: *", "/src/internal/uploads/handler.go:61 (0xa1c2f3)")
}

// ---- database and broker clients ----

func (g *G) crashDatastores() {
	g.crashAdd("crash/mongosh-connecting-credentials-redacted", `
$ mongosh "mongodb://admin:«a»@mongo-0.mongo.data.svc:27017/?authSource=admin&replicaSet=rs0"
Current Mongosh Log ID:	«_lid»
Connecting to:		mongodb://<credentials>@mongo-0.mongo.data.svc:27017/?authSource=admin&replicaSet=rs0&appName=mongosh+2.2.6
MongoServerSelectionError: getaddrinfo ENOTFOUND mongo-1.mongo.data.svc
`, V{"a": g.pwURL(), "_lid": g.hex(24)}, "mongodb://<credentials>@mongo-0.mongo.data.svc:27017/", "mongosh+2.2.6")

	g.crashAdd("crash/redis-cli-a-wrongpass", `
$ redis-cli -h cache-prod.internal -p 6380 --tls -a '«a»' INFO replication
Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.
AUTH failed: WRONGPASS invalid username-password pair or user is disabled.
# Replication
role:master
connected_slaves:0
`, V{"a": g.pwStrong()}, "Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.", "WRONGPASS invalid username-password pair or user is disabled.")

	g.crashAdd("crash/clickhouse-client-mysql-table-function", `
$ clickhouse-client --host ch-01 --query "SELECT count() FROM mysql('legacy-db.internal:3306', 'crm', 'contacts', 'ch_reader', '«a»')"
Received exception from server (version 23.8.12):
Code: 1000. DB::Exception: Received from ch-01:9000. DB::Exception: mysqlxx::ConnectionFailed: Can't connect to MySQL server on 'legacy-db.internal' (115) ((nullptr):3306): While executing MySQL. (POCO_EXCEPTION)
(query: SELECT count() FROM mysql('legacy-db.internal:3306', 'crm', 'contacts', 'ch_reader', '[HIDDEN]'))
`, V{"a": g.pw()}, "mysqlxx::ConnectionFailed", "'ch_reader', '[HIDDEN]'")

	g.crashAdd("crash/cqlsh-bad-credentials", `
$ cqlsh cass-0.cassandra.internal 9042 -u app_rw -p '«a»' --ssl
Connection error: ('Unable to connect to any servers', {'10.42.3.17:9042': AuthenticationFailed('Failed to authenticate to 10.42.3.17:9042: Error from server: code=0100 [Bad credentials] message="Provided username app_rw and/or password are incorrect"')})
`, V{"a": g.pw()}, "Provided username app_rw and/or password are incorrect", "cass-0.cassandra.internal")

	g.crashAdd("crash/mysql-cli-warning-cant-connect", `
$ mysql -h 10.0.12.7 -u migrator -p'«a»' shop < 2024_06_11_add_index.sql
mysql: [Warning] Using a password on the command line interface can be insecure.
ERROR 2003 (HY000): Can't connect to MySQL server on '10.0.12.7:3306' (110)
`, V{"a": g.pw()}, "mysql: [Warning] Using a password on the command line interface can be insecure.", "2024_06_11_add_index.sql")

	g.crashAdd("crash/kafka-console-producer-auth-failed-props", `
$ kafka-console-producer.sh --bootstrap-server pkc-«_pkc».westeurope.azure.confluent.cloud:9092 --topic orders.test --producer.config client.properties
[2024-06-11 15:20:11,882] ERROR [Producer clientId=console-producer] Connection to node -1 (pkc-«_pkc».westeurope.azure.confluent.cloud/20.93.12.40:9092) failed authentication due to: Authentication failed: Invalid username or password (org.apache.kafka.clients.NetworkClient)
$ cat client.properties
security.protocol=SASL_SSL
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="«=k»" password="«a»";
`, V{"_pkc": g.s(alLowNum, 5), "=k": strings.ToUpper(g.an(16)), "a": g.s(alAlnum+"+/", 64)}, "org.apache.kafka.clients.NetworkClient", "sasl.mechanism=PLAIN")

	g.crashAdd("crash/etcdctl-auth-failed", `
$ ETCDCTL_API=3 etcdctl --endpoints=https://10.0.0.11:2379 --cacert=/etc/etcd/ca.crt --user root:«a» endpoint health
{"level":"warn","ts":"2024-06-11T16:02:44.118Z","logger":"etcd-client","caller":"v3@v3.5.13/retry_interceptor.go:62","msg":"retrying of unary invoker failed","target":"etcd-endpoints://0xc000318000/10.0.0.11:2379","attempt":0,"error":"rpc error: code = InvalidArgument desc = etcdserver: authentication failed, invalid user ID or password"}
https://10.0.0.11:2379 is unhealthy: failed to commit proposal: etcdserver: authentication failed, invalid user ID or password
Error: unhealthy cluster
`, V{"a": g.pwURL()}, "retry_interceptor.go:62", "Error: unhealthy cluster")

	g.crashAdd("crash/ldapsearch-invalid-credentials", `
$ ldapsearch -x -H ldaps://dc01.corp.example -D "CN=svc_wiki,OU=Service Accounts,DC=corp,DC=example" -w '«a»' -b "DC=corp,DC=example" "(sAMAccountName=jdoe)" mail
ldap_bind: Invalid credentials (49)
	additional info: 80090308: LdapErr: DSID-0C090439, comment: AcceptSecurityContext error, data 52e, v4563
`, V{"a": g.pw()}, "CN=svc_wiki,OU=Service Accounts,DC=corp,DC=example", "DSID-0C090439")

	g.crashAdd("crash/gorm-logger-error-sql-values", `
2024/06/11 16:41:02 /src/internal/repo/tokens.go:48 ERROR: duplicate key value violates unique constraint "api_tokens_user_id_name_key" (SQLSTATE 23505)
[2.184ms] [rows:0] INSERT INTO "api_tokens" ("user_id","name","token","scopes","created_at") VALUES (4411,'ci','«a»','read:packages,write:packages','2024-06-11 16:41:02.114') RETURNING "id"
`, V{"a": "acme_" + g.an(40)}, "/src/internal/repo/tokens.go:48", "api_tokens_user_id_name_key")
}

// ---- job queues and workflow engines ----

func (g *G) crashJobs() {
	g.crashAdd("crash/bullmq-failed-job-json", `
{
  "id": "«_jid»",
  "name": "send-invoice",
  "data": {
    "invoiceId": "inv_«_inv»",
    "smtp": { "host": "smtp.postmarkapp.com", "user": "«a»", "pass": "«a»" }
  },
  "opts": { "attempts": 3, "backoff": { "type": "exponential", "delay": 5000 } },
  "attemptsMade": 3,
  "failedReason": "Invalid login: 535 5.7.0 Invalid login or password",
  "stacktrace": [
    "Error: Invalid login: 535 5.7.0 Invalid login or password\n    at SMTPConnection._formatError (/app/node_modules/nodemailer/lib/smtp-connection/index.js:798:19)"
  ],
  "processedOn": 1718118001123,
  "finishedOn": 1718118001511
}
`, V{"_jid": fmt.Sprint(1000 + g.r.IntN(90000)), "_inv": g.an(16), "a": g.uuid()}, "send-invoice", "Invalid login: 535 5.7.0 Invalid login or password")

	g.crashAdd("crash/stepfunctions-describe-execution-input", `
$ aws stepfunctions describe-execution --execution-arn arn:aws:states:eu-west-1:«_acct»:execution:nightly-etl:«_ex»
{
    "executionArn": "arn:aws:states:eu-west-1:«_acct»:execution:nightly-etl:«_ex»",
    "stateMachineArn": "arn:aws:states:eu-west-1:«_acct»:stateMachine:nightly-etl",
    "name": "«_ex»",
    "status": "FAILED",
    "startDate": "2024-06-11T02:00:00.412000+00:00",
    "stopDate": "2024-06-11T02:03:41.090000+00:00",
    "input": "{\"source\":{\"type\":\"sftp\",\"host\":\"sftp.partner.example\",\"user\":\"acme\",\"password\":\"«a»\"},\"target\":\"s3://acme-landing/partner/\"}",
    "error": "States.TaskFailed",
    "cause": "{\"errorMessage\":\"Authentication failed.\",\"errorType\":\"AuthenticationException\",\"requestId\":\"«_rid»\"}"
}
`, V{"_acct": g.digits(12), "_ex": g.uuid(), "a": g.pw(), "_rid": g.uuid()}, "States.TaskFailed", "s3://acme-landing/partner/")

	g.crashAdd("crash/temporal-workflow-show-input", `
$ temporal workflow show --workflow-id onboarding-«_wid»
Progress:
  ID          Time                     Type
   1  2024-06-11T09:00:00Z  WorkflowExecutionStarted
   2  2024-06-11T09:00:00Z  WorkflowTaskScheduled
   5  2024-06-11T09:00:01Z  ActivityTaskScheduled
   7  2024-06-11T09:00:03Z  ActivityTaskFailed
   9  2024-06-11T09:00:03Z  WorkflowExecutionFailed

Results:
  Status          FAILED
  Failure         &Failure{Message:activity error,Source:,StackTrace:,EncodedAttributes:nil,Cause:&Failure{Message:provision tenant: 401 Unauthorized,Source:GoSDK,...}}

$ temporal workflow show --workflow-id onboarding-«_wid» --output json | jq -r '.events[0].workflowExecutionStartedEventAttributes.input.payloads[0].data' | base64 -d
{"tenant":"northwind","plan":"enterprise","admin_email":"it@northwind.example","provisioner_token":"«a»"}
`, V{"_wid": g.uuid(), "a": g.b64u(48)}, "WorkflowExecutionFailed", "it@northwind.example")

	g.crashAdd("crash/celery-flower-task-detail", `
Task details: reports.tasks.export_to_sftp
UUID            «_tid»
State           FAILURE
args            ('sftp.finance-partner.example', 'acme_exports', '«a»', '/inbound/2024-06')
kwargs          {'compress': True}
Result          None
Received        2024-06-11 04:00:00.118
Started         2024-06-11 04:00:00.131
Failed          2024-06-11 04:00:02.904
Retries         3
Worker          celery@reports-worker-1
Exception       AuthenticationException('Authentication failed.')
Traceback       File "/app/reports/tasks.py", line 71, in export_to_sftp
                    transport.connect(username=user, password=password)
`, V{"_tid": g.uuid(), "a": g.pw()}, "reports.tasks.export_to_sftp", "celery@reports-worker-1")

	g.crashAdd("crash/python-rq-failed-job-registry", `
>>> from rq.registry import FailedJobRegistry
>>> reg = FailedJobRegistry(queue=q)
>>> job = q.fetch_job(reg.get_job_ids()[0])
>>> job.func_name, job.args, job.kwargs
('hooks.deliver', ('https://hooks.zapier.com/hooks/catch/«_z1»/«_z2»/',), {'signing_secret': '«a»', 'event': 'order.paid'})
>>> print(job.exc_info.splitlines()[-1])
requests.exceptions.ConnectTimeout: HTTPSConnectionPool(host='hooks.zapier.com', port=443): Max retries exceeded with url: /hooks/catch/«_z1»/«_z2»/ (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at «_p»>, 'Connection to hooks.zapier.com timed out. (connect timeout=5)'))
`, V{"_z1": g.digits(7), "_z2": g.s(alLowNum, 7), "a": g.hex(64), "_p": g.crashAddr()}, "from rq.registry import FailedJobRegistry", "'event': 'order.paid'")
}

// ---- other languages and shells ----

func (g *G) crashLangMisc() {
	g.crashAdd("crash/perl-carp-confess-dbi-args", `
DBI connect('dbname=crm;host=pg-crm.internal;sslmode=require','crm_export',...) failed: FATAL:  password authentication failed for user "crm_export" at /opt/crm/lib/Crm/Db.pm line 22.
	Crm::Db::connect("Crm::Db", "dbi:Pg:dbname=crm;host=pg-crm.internal;sslmode=require", "crm_export", "«a»") called at /opt/crm/bin/nightly_export.pl line 31
	main::run() called at /opt/crm/bin/nightly_export.pl line 58
`, V{"a": g.pw()}, "'crm_export',...) failed", "/opt/crm/bin/nightly_export.pl line 31")

	g.crashAdd("crash/openresty-lua-error-log", `
2024/06/11 17:02:11 [notice] 811#811: *40211 [lua] introspect.lua:38: introspect(): POST https://idp.acme.example/oauth2/introspect client_id=gateway client_secret=«a», client: 203.0.113.8, server: api.acme.example, request: "GET /v2/orders HTTP/2.0", host: "api.acme.example"
2024/06/11 17:02:11 [error] 811#811: *40211 lua entry thread aborted: runtime error: /etc/nginx/lua/introspect.lua:44: attempt to index local 'body' (a nil value)
stack traceback:
coroutine 0:
	/etc/nginx/lua/introspect.lua: in function 'introspect'
	access_by_lua(nginx.conf:88):3: in main chunk, client: 203.0.113.8, server: api.acme.example, request: "GET /v2/orders HTTP/2.0", host: "api.acme.example"
`, V{"a": g.b64u(32)}, "lua entry thread aborted", "access_by_lua(nginx.conf:88):3")

	g.crashAdd("crash/powershell-transcript-new-psdrive", `
**********************
Windows PowerShell transcript start
Start time: 20240611063000
Username: CORP\svc_sched
Machine: FS-JOBS01 (Microsoft Windows NT 10.0.20348.0)
**********************
PS>$cred = New-Object System.Management.Automation.PSCredential('CORP\svc_archive', (ConvertTo-SecureString '«a»' -AsPlainText -Force))
PS>New-PSDrive -Name Z -PSProvider FileSystem -Root \\fs02\archive$ -Credential $cred -Persist
New-PSDrive : The specified network password is not correct
At C:\Jobs\archive.ps1:7 char:1
+ New-PSDrive -Name Z -PSProvider FileSystem -Root \\fs02\archive$ -Cre ...
+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
    + CategoryInfo          : InvalidOperation: (Z:PSDriveInfo) [New-PSDrive], Win32Exception
    + FullyQualifiedErrorId : CouldNotMapNetworkDrive,Microsoft.PowerShell.Commands.NewPSDriveCommand
`, V{"a": g.pw()}, "CouldNotMapNetworkDrive", "Windows PowerShell transcript start")

	g.crashAdd("crash/bash-err-trap-bash-command", `
$ ./deploy-cdn.sh
uploading 214 files to bunny storage zone acme-static...
ERROR (exit 22) at ./deploy-cdn.sh:37: curl -fsS -X PUT -H "AccessKey: «a»" --data-binary @"$f" "https://storage.bunnycdn.com/acme-static/${f#dist/}"
  called from main at ./deploy-cdn.sh:52
`, V{"a": g.uuid() + "-" + g.hex(4) + "-" + g.hex(4)}, "storage.bunnycdn.com/acme-static/", "called from main at ./deploy-cdn.sh:52")

	g.crashAdd("crash/r-httr-verbose-error", `
> resp <- GET("https://api.usaspending.example/v2/awards", add_headers(Authorization = paste("Bearer", tok)), verbose())
-> GET /v2/awards HTTP/1.1
-> Host: api.usaspending.example
-> User-Agent: libcurl/8.5.0 r-curl/5.2.1 httr/1.4.7
-> Accept-Encoding: deflate, gzip
-> Accept: application/json, text/xml, application/xml, */*
-> Authorization: Bearer «a»
-> 
<- HTTP/1.1 403 Forbidden
<- Content-Type: application/json
<- 
> stop_for_status(resp)
Error: Forbidden (HTTP 403).
`, V{"a": g.an(40)}, "r-curl/5.2.1 httr/1.4.7", "Error: Forbidden (HTTP 403).")

	g.crashAdd("crash/pip-old-git-clone-url-token", `
$ pip install -r requirements.txt
Collecting acme-shared@ git+https://oauth2:«a»@gitlab.corp.example/platform/acme-shared.git@v4.2.0
  Cloning https://oauth2:«a»@gitlab.corp.example/platform/acme-shared.git (to revision v4.2.0) to /tmp/pip-install-k2x9w1b3/acme-shared
  Running command git clone -q 'https://oauth2:«a»@gitlab.corp.example/platform/acme-shared.git' /tmp/pip-install-k2x9w1b3/acme-shared
  fatal: unable to access 'https://gitlab.corp.example/platform/acme-shared.git/': The requested URL returned error: 403
ERROR: Command errored out with exit status 128: git clone -q 'https://oauth2:«a»@gitlab.corp.example/platform/acme-shared.git' /tmp/pip-install-k2x9w1b3/acme-shared Check the logs for full command output.
WARNING: You are using pip version 20.2.4; however, version 24.0 is available.
`, V{"a": g.glpat()}, "WARNING: You are using pip version 20.2.4; however, version 24.0 is available.", "/tmp/pip-install-k2x9w1b3/acme-shared")

	g.crashAdd("crash/electron-main-process-error-dialog", `
A JavaScript error occurred in the main process
Uncaught Exception:
FetchError: request to https://licensing.acme-desktop.example/v1/activate?license_key=«a»&machine=«_mid» failed, reason: getaddrinfo ENOTFOUND licensing.acme-desktop.example
    at ClientRequest.<anonymous> (/Applications/Acme Studio.app/Contents/Resources/app.asar/node_modules/node-fetch/lib/index.js:1501:11)
    at ClientRequest.emit (node:events:519:28)
`, V{"a": strings.ToUpper(g.hex(8) + "-" + g.hex(8) + "-" + g.hex(8) + "-" + g.hex(8)), "_mid": g.hex(32)}, "A JavaScript error occurred in the main process", "app.asar/node_modules/node-fetch/lib/index.js:1501:11")

	g.crashAdd("crash/java-jshell-exception-with-props", `
jshell> var props = new Properties(); props.load(new FileReader("/etc/ingest/kafka.properties")); props
props ==> {sasl.mechanism=SCRAM-SHA-512, bootstrap.servers=b-1.ingest.kafka.eu-west-1.amazonaws.com:9096, security.protocol=SASL_SSL, sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="ingest" password="«a»";}

jshell> var admin = Admin.create(props); admin.listTopics().names().get()
|  Exception java.util.concurrent.ExecutionException: org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512
|        at KafkaFutureImpl.wrapAndThrow (KafkaFutureImpl.java:45)
|        at (#3:1)
`, V{"a": g.pwStrong()}, "SaslAuthenticationException", "b-1.ingest.kafka.eu-west-1.amazonaws.com:9096")
}

// ---- errors that quote the failing source line ----

func (g *G) crashSourceLines() {
	g.crashAdd("crash/py-traceback-hardcoded-header-line", `
$ python3 scripts/push_inventory.py
Traceback (most recent call last):
  File "/usr/lib/python3/dist-packages/urllib3/connection.py", line 174, in _new_conn
    conn = connection.create_connection(
socket.gaierror: [Errno -3] Temporary failure in name resolution

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "/home/nina/shop-tools/scripts/push_inventory.py", line 21, in <module>
    r = requests.post(URL, headers={"X-Shopify-Access-Token": "«a»"}, json=payload, timeout=10)
  File "/usr/lib/python3/dist-packages/requests/adapters.py", line 519, in send
    raise ConnectionError(e, request=request)
requests.exceptions.ConnectionError: HTTPSConnectionPool(host='nina-goods.myshopify.com', port=443): Max retries exceeded with url: /admin/api/2024-04/inventory_levels/set.json (Caused by NameResolutionError("<urllib3.connection.HTTPSConnection object at «_p»>: Failed to resolve 'nina-goods.myshopify.com' ([Errno -3] Temporary failure in name resolution)"))
`, V{"a": g.shpat(), "_p": g.crashAddr()}, "/admin/api/2024-04/inventory_levels/set.json", "push_inventory.py")

	g.crashAdd("crash/node-syntaxerror-source-line", `
$ node server.js
/home/omar/dash/config.js:6
  mapboxToken: "«a»"
  ^^^^^^^^^^^

SyntaxError: Unexpected identifier 'mapboxToken'
    at wrapSafe (node:internal/modules/cjs/loader:1281:20)
    at Module._compile (node:internal/modules/cjs/loader:1321:27)
    at Module._extensions..js (node:internal/modules/cjs/loader:1416:10)

Node.js v20.14.0
`, V{"a": g.mapboxSK()}, "SyntaxError: Unexpected identifier 'mapboxToken'", "/home/omar/dash/config.js:6")

	g.crashAdd("crash/javac-error-source-line", `
> Task :app:compileJava FAILED
/home/ci/builds/acme/geo-service/src/main/java/com/acme/geo/MapsConfig.java:14: error: ';' expected
    private static final String SERVER_KEY = "«a»"
                                                                                                     ^
1 error

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:compileJava'.
> Compilation failed; see the compiler error output for details.
`, V{"a": g.googleKey()}, "MapsConfig.java:14: error: ';' expected", "Execution failed for task ':app:compileJava'.")

	g.crashAdd("crash/rustc-mismatched-types-source", `
$ cargo build
   Compiling notifier v0.3.0 (/home/lee/notifier)
error[E0308]: mismatched types
  --> src/main.rs:9:40
   |
9  |     let client = Pushover::new(USER_KEY, "«a»".to_owned());
   |                  -------------           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ expected ˋ&strˋ, found ˋStringˋ
   |                  |
   |                  arguments to this function are incorrect
   |
note: associated function defined here
  --> src/pushover.rs:18:12

For more information about this error, try ˋrustc --explain E0308ˋ.
error: could not compile ˋnotifierˋ (bin "notifier") due to 1 previous error
`, V{"a": "a" + g.s(alLowNum, 29)}, "error[E0308]: mismatched types", "src/pushover.rs:18:12")
}

// ---- more clients that echo their configuration when they fail ----

func (g *G) crashMisc() {
	g.crashAdd("crash/spring-cloud-config-client-uri-creds", `
2024-06-11 06:20:01.204  INFO 1 --- [           main] c.c.c.ConfigServicePropertySourceLocator : Fetching config from server at : https://config-reader:«a»@config.internal.acme.example:8888
2024-06-11 06:20:06.213  WARN 1 --- [           main] c.c.c.ConfigServicePropertySourceLocator : Could not locate PropertySource: I/O error on GET request for "https://config.internal.acme.example:8888/orders/prod": connect timed out; nested exception is java.net.SocketTimeoutException: connect timed out
2024-06-11 06:20:06.219 ERROR 1 --- [           main] o.s.boot.SpringApplication               : Application run failed
java.lang.IllegalStateException: Could not locate PropertySource and the fail fast property is set, failing
`, V{"a": g.pwURL()}, "ConfigServicePropertySourceLocator", "Could not locate PropertySource and the fail fast property is set, failing")

	g.crashAdd("crash/azure-blob-sas-logged-then-redacted", `
info: Exports.Uploader[0]
      Uploading monthly.csv to https://acmeexports.blob.core.windows.net/finance/2024-05/monthly.csv?sv=2022-11-02&ss=b&srt=o&sp=rwc&se=2024-06-01T00:00:00Z&st=2024-05-01T00:00:00Z&spr=https&sig=«a»
fail: Exports.Uploader[0]
      Azure.RequestFailedException: Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.
      RequestId:«_rid»
      Time:2024-06-11T07:00:02.1198340Z
      Status: 403 (Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.)
      ErrorCode: AuthenticationFailed

      Additional Information:
      AuthenticationErrorDetail: Signed expiry time [Sat, 01 Jun 2024 00:00:00 GMT] must be after signed start time [Wed, 01 May 2024 00:00:00 GMT]

      Headers:
      x-ms-request-id: «_rid»
      x-ms-error-code: AuthenticationFailed
      Server: Microsoft-HTTPAPI/2.0
`, V{"a": strings.ReplaceAll(strings.ReplaceAll(g.b64(32), "+", "%2B"), "/", "%2F"), "_rid": g.uuid()}, "AuthenticationErrorDetail", "x-ms-error-code: AuthenticationFailed")

	g.crashAdd("crash/schtasks-query-task-to-run", `
C:\> schtasks /query /tn "\Ops\NightlyNasCopy" /v /fo LIST

Folder: \Ops
HostName:                             FS-JOBS01
TaskName:                             \Ops\NightlyNasCopy
Next Run Time:                        6/12/2024 1:00:00 AM
Status:                               Ready
Logon Mode:                           Interactive/Background
Last Run Time:                        6/11/2024 1:00:00 AM
Last Result:                          2
Author:                               CORP\admin.mk
Task To Run:                          cmd.exe /c "net use Y: \\nas02\backup «a» /user:CORP\svc_nascopy && robocopy D:\Data Y:\Data /MIR /R:1 /W:5"
Start In:                             N/A
Run As User:                          CORP\svc_jobs
`, V{"a": g.pw()}, "\\Ops\\NightlyNasCopy", "Run As User:                          CORP\\svc_jobs")

	g.crashAdd("crash/py-logging-exception-form-body", `
2024-06-11 18:01:44,512 ERROR [idp-sync] token request failed (status=400) body='grant_type=password&client_id=legacy-sync&username=svc.sync%40acme.example&password=«a»&scope=openid+offline_access'
Traceback (most recent call last):
  File "/opt/idp-sync/sync.py", line 33, in get_token
    resp.raise_for_status()
requests.exceptions.HTTPError: 400 Client Error: Bad Request for url: https://sso.acme.example/realms/corp/protocol/openid-connect/token
`, V{"a": g.pwURL()}, "https://sso.acme.example/realms/corp/protocol/openid-connect/token", "client_id=legacy-sync")
}
