package cases

import (
	"encoding/hex"
	"fmt"
	"strings"
)

// applogsCases adds application and platform logs that leak credentials,
// as an agent reads them with tail, journalctl, kubectl logs or a log
// viewer.
// Sources: logfmt lines (go-kit, logrus, slog, Heroku's router, Fly,
// hclog from vault server -dev, Alertmanager, NATS traces, Go's %+v
// config dumps); JSON-per-line logs (zap, zerolog, pino and pino-http,
// bunyan, structlog, serilog's CLEF, winston, logstash-logback-encoder,
// ECS, python-json-logger, controller-runtime, Docker's json-file, Cloud
// Logging entries, jq over kubectl logs); syslog RFC 5424 with structured
// data (Loggly tokens), RFC 3164 files, journalctl short, verbose and JSON
// output, sudo and cron lines, Dovecot auth debug, Cisco's command log,
// Kafka clients' config dumps; Apache, nginx (access and error), IIS W3C,
// Caddy, Traefik, HAProxy captured headers, Envoy and Istio, Varnish,
// Squid, Tomcat, Kong, Cloudflare Logpush, gunicorn, uvicorn, CloudFront,
// S3 server access and ALB logs with tokens in query strings; CloudTrail
// (AssumeRole, RegisterTaskDefinition, CreateDBInstance), aws logs tail,
// Lambda, GCP audit and load balancer logs, Cloud Build, Azure App
// Service log streams, Kubernetes audit events (secrets, TokenRequest,
// pods/exec); Rails, Django, Laravel, Spring, ASP.NET Core, Flask, Gin,
// NestJS, Phoenix, Symfony, FastAPI settings, Celery and Sidekiq; SQL
// statement logs (PostgreSQL log_statement and bind parameters, pgAudit,
// MySQL general and slow logs, Hibernate binders, Sequelize, ActiveRecord,
// GORM, Prisma, SQLAlchemy echo, Django's db.backends, EF Core, MongoDB
// slow queries, Redis MONITOR, ClickHouse's query_log); HTTP client debug
// logs (curl -v and --trace-ascii, http.client, urllib3, httpx, OkHttp,
// axios errors, httputil dumps, aws --debug, Apache HttpClient's wire log,
// Faraday, Guzzle, .NET HttpClient, HTTPie, grpcurl, wget -d); drivers and
// job queues (HikariCP, mongoose, pgx, pgjdbc, ioredis, Kafka Connect,
// celery inspect, RQ, Bull, Hangfire, Airflow task logs, smtplib and
// swaks); CI job logs with masked and unmasked values (GitHub Actions,
// GitLab with CI_DEBUG_TRACE, Jenkins, CircleCI, Buildkite, Azure
// Pipelines, Travis, Bitbucket, Terraform, BuildKit, Tekton, Netlify);
// Windows Event Log XML and text (4688, 4104, 4103, 4698, Sysmon 1 and
// 13, wevtutil); auditd records (EXECVE with plain and hex-encoded
// arguments, PROCTITLE, USER_CMD, aureport --tty, ausearch -i), LAUREL,
// osquery, Falco and Tetragon; container logs (docker compose, stern,
// MinIO, MySQL's generated root password, Jenkins, Rancher, Elasticsearch
// 8's first start, Jupyter, Airflow standalone). Benign look-alikes:
// request, trace, span and correlation ids, traceparent headers, Ray ids,
// X-Amzn-Trace-Id, audit ids, cursors, boot and machine ids, digests,
// fingerprints, access key ids, computed signatures and masked or
// filtered values ([FILTERED], ***, [hidden], <masked>, REDACTED). The
// case names start with "applogs/".
func (g *G) applogsCases() {
	g.aplLogfmt()
	g.aplJSON()
	g.aplSyslog()
	g.aplAccess()
	g.aplCloud()
	g.aplFrameworks()
	g.aplSQL()
	g.aplHTTP()
	g.aplDrivers()
	g.aplCI()
	g.aplWindows()
	g.aplAudit()
	g.aplContainers()
	g.aplBenign()
}

// ---- helpers used only here ----

// aplAdd is add with the "applogs/" prefix and "ˋ" standing for a backtick.
func (g *G) aplAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("applogs/"+name, bt(tmpl), v, benign...)
}

// aplTrace is a W3C / OpenTelemetry trace id.
func (g *G) aplTrace() string { return g.hex(32) }

// aplSpan is an OpenTelemetry span id.
func (g *G) aplSpan() string { return g.hex(16) }

// aplIP is a private IPv4 address.
func (g *G) aplIP() string {
	return fmt.Sprintf("10.%d.%d.%d", g.r.IntN(256), g.r.IntN(256), 1+g.r.IntN(254))
}

// aplHex is the upper-case hex that auditd prints for an encoded field.
func aplHex(s string) string { return strings.ToUpper(hex.EncodeToString([]byte(s))) }

// aplAmzn is an X-Amzn-Trace-Id root.
func (g *G) aplAmzn() string { return "Root=1-" + g.hex(8) + "-" + g.hex(24) }

// aplPod is a Deployment pod's name suffix (template hash and random part).
func (g *G) aplPod() string {
	const a = "bcdfghjklmnpqrstvwxz2456789"
	return g.s(a, 10) + "-" + g.s(a, 5)
}

// aplJenkins is a Jenkins user API token.
func (g *G) aplJenkins() string { return "11" + g.hex(32) }

// aplESPass is a password as Elasticsearch 8 generates it.
func (g *G) aplESPass() string { return g.s(alAlnum+"*-_=+", 20) }

// aplUnixMs is a Unix time in milliseconds.
func (g *G) aplUnixMs() string { return fmt.Sprint(1741900000000 + g.r.IntN(3000000000)) }

// ---- logfmt and plain text lines ----

func (g *G) aplLogfmt() {
	g.aplAdd("logfmt-gokit-dsn-in-debug", `
$ kubectl logs deploy/billing-api -n payments --since=10m | head -8
ts=2025-03-14T09:26:53.589Z caller=main.go:88 level=info msg="starting billing-api" version=v2.14.1 commit=«_sha»
ts=2025-03-14T09:26:53.590Z caller=db.go:41 level=debug msg="opening database" dsn="postgres://billing:«a»@pg-billing.payments.svc:5432/billing?sslmode=require" max_open=20
ts=2025-03-14T09:26:53.612Z caller=migrate.go:33 level=info msg="schema up to date" version=57
ts=2025-03-14T09:26:53.614Z caller=http.go:57 level=info msg=listening addr=:8080
ts=2025-03-14T09:27:02.001Z caller=middleware.go:112 level=info method=GET path=/healthz status=200 dur=0.4ms request_id=«_rid»
`, V{"_sha": g.gitSHA(), "a": g.pwURL(), "_rid": g.uuid()}, "pg-billing.payments.svc", "msg=\"schema up to date\"")

	g.aplAdd("logfmt-logrus-stripe-client", `
time="2025-03-14T09:27:01Z" level=info msg="loading configuration" file=/etc/checkout/config.yaml
time="2025-03-14T09:27:01Z" level=debug msg="stripe client configured" account=acct_«_acct» api_key=«a» api_version=2024-06-20
time="2025-03-14T09:27:01Z" level=debug msg="redis pool ready" addr="redis-checkout:6379" db=2 size=10
time="2025-03-14T09:27:02Z" level=info msg="checkout worker started" queues="[payments refunds]"
`, V{"_acct": "1" + g.an(15), "a": g.skLive()}, "redis-checkout:6379", "api_version=2024-06-20")

	g.aplAdd("logfmt-heroku-router-api-key", `
$ heroku logs --tail -a acme-reports
2025-03-14T09:30:12.123456+00:00 heroku[router]: at=info method=GET path="/api/v1/export?format=csv&from=2025-03-01&api_key=«a»" host=acme-reports.herokuapp.com request_id=«_r1» fwd="203.0.113.7" dyno=web.1 connect=0ms service=381ms status=200 bytes=51204 protocol=https
2025-03-14T09:30:12.124012+00:00 app[web.1]: I, [2025-03-14T09:30:12.118 #4]  INFO -- : [«_r1»] Completed 200 OK in 372ms (Views: 0.2ms | ActiveRecord: 301.7ms)
2025-03-14T09:30:15.501122+00:00 heroku[router]: at=info method=GET path="/healthcheck" host=acme-reports.herokuapp.com request_id=«_r2» fwd="198.51.100.20" dyno=web.2 connect=0ms service=2ms status=200 bytes=215 protocol=https
`, V{"a": g.hex(40), "_r1": g.uuid(), "_r2": g.uuid()}, "acme-reports.herokuapp.com", "heroku[router]")

	g.aplAdd("logfmt-vault-dev-server-banner", `
$ vault server -dev -dev-listen-address=0.0.0.0:8200
==> Vault server configuration:

Administrative Namespace:
             Api Address: http://0.0.0.0:8200
                     Cgo: disabled
         Cluster Address: https://0.0.0.0:8201
              Go Version: go1.22.8
              Listener 1: tcp (addr: "0.0.0.0:8200", cluster address: "0.0.0.0:8201", disable_request_limiter: "false", max_request_duration: "1m30s", max_request_size: "33554432", tls: "disabled")
               Log Level:
                   Mlock: supported: true, enabled: false
           Recovery Mode: false
                 Storage: inmem
                 Version: Vault v1.18.1, built 2024-10-29T14:21:31Z
             Version Sha: «_sha»

==> Vault server started! Log data will stream in below:

2025-03-14T09:31:00.118Z [INFO]  proxy environment: http_proxy="" https_proxy="" no_proxy=""
2025-03-14T09:31:00.412Z [INFO]  core: security barrier initialized: stored=1 shares=1 threshold=1
2025-03-14T09:31:00.477Z [INFO]  core: successful mount: namespace="" path=secret/ type=kv version=""
WARNING! dev mode is enabled! In this mode, Vault runs entirely in-memory
and starts unsealed with a single unseal key. The root token is already
authenticated to the CLI, so you can immediately begin using Vault.

You may need to set the following environment variables:

    $ export VAULT_ADDR='http://0.0.0.0:8200'

The unseal key and root token are displayed below in case you want to
seal/unseal the Vault or re-authenticate.

Unseal Key: «a»
Root Token: «b»

Development mode should NOT be used in production installations!
`, V{"_sha": g.gitSHA(), "a": g.b64(32), "b": g.vaultOld()}, "Vault v1.18.1", "VAULT_ADDR='http://0.0.0.0:8200'")

	g.aplAdd("logfmt-slog-text-smtp-dial", `
time=2025-03-14T09:33:10.412+01:00 level=INFO msg="mailer starting" queue=transactional workers=4
time=2025-03-14T09:33:10.413+01:00 level=DEBUG msg="smtp dial" host=smtp.sendgrid.net port=587 user=apikey pass=«a» starttls=true
time=2025-03-14T09:33:10.702+01:00 level=INFO msg="smtp ready" host=smtp.sendgrid.net latency=289ms
time=2025-03-14T09:33:14.020+01:00 level=INFO msg=sent to=o***@example.com template=password-reset message_id=«_mid»
`, V{"a": g.sendgrid(), "_mid": g.b64u(22)}, "smtp.sendgrid.net", "template=password-reset")

	g.aplAdd("logfmt-alertmanager-webhook-error", `
ts=2025-03-14T09:35:41.007Z caller=dispatch.go:353 level=error component=dispatcher msg="Notify for alerts failed" num_alerts=3 err="ops-webhook/webhook[0]: notify retry canceled after 4 attempts: Post \"https://alerts-bridge.acme.io/hooks/alertmanager?token=«a»\": dial tcp 10.40.2.17:443: i/o timeout"
ts=2025-03-14T09:35:41.011Z caller=notify.go:848 level=warn component=dispatcher receiver=ops-slack integration=slack[0] aggrGroup="{}/{severity=\"critical\"}:{alertname=\"KubePodCrashLooping\"}" msg="Notify attempt failed, will retry later" attempts=1 err="Post \"<redacted>\": context deadline exceeded"
`, V{"a": g.an(32)}, "KubePodCrashLooping", "Post \\\"<redacted>\\\"")

	g.aplAdd("logfmt-nats-trace-connect", `
[1] 2025/03/14 09:36:02.114421 [INF] Starting nats-server
[1] 2025/03/14 09:36:02.114470 [INF]   Version:  2.1.9
[1] 2025/03/14 09:36:02.114502 [INF] Listening for client connections on 0.0.0.0:4222
[1] 2025/03/14 09:36:07.883120 [DBG] 10.0.7.31:50322 - cid:5 - Client connection created
[1] 2025/03/14 09:36:07.883741 [TRC] 10.0.7.31:50322 - cid:5 - <<- [CONNECT {"verbose":false,"pedantic":false,"user":"orders-worker","pass":"«a»","tls_required":false,"name":"orders-worker","lang":"go","version":"1.11.0","protocol":1,"echo":true}]
[1] 2025/03/14 09:36:07.883802 [TRC] 10.0.7.31:50322 - cid:5 - <<- [PING]
[1] 2025/03/14 09:36:07.883810 [TRC] 10.0.7.31:50322 - cid:5 - ->> [PONG]
`, V{"a": g.pwStrong()}, "orders-worker", "Listening for client connections on 0.0.0.0:4222")

	g.aplAdd("logfmt-go-printf-config-struct", `
$ docker logs -n 20 inventory-svc
2025/03/14 09:41:02 inventory-svc v0.9.3 (go1.22.5 linux/amd64)
2025/03/14 09:41:02 config: {Port:8080 DatabaseURL:postgres://inventory:«a»@10.20.0.14:5432/inventory?sslmode=disable JWTSecret:«b» RedisAddr:redis:6379 S3Bucket:acme-inventory-exports Debug:true}
2025/03/14 09:41:02 connected to postgres (pool=10)
2025/03/14 09:41:02 listening on :8080
`, V{"a": g.pwURL(), "b": g.hex(64)}, "acme-inventory-exports", "inventory-svc v0.9.3")

	g.aplAdd("logfmt-fly-logs-env-dump", `
$ fly logs -a acme-chat
2025-03-14T09:40:12Z app[148e210ab34d89] ams [info] INFO Starting init (commit: «_c»)...
2025-03-14T09:40:12Z app[148e210ab34d89] ams [info] INFO Preparing to run: ˋ/app/bin/serverˋ as nobody
2025-03-14T09:40:13Z app[148e210ab34d89] ams [info] DEBUG env PORT=8080
2025-03-14T09:40:13Z app[148e210ab34d89] ams [info] DEBUG env REDIS_URL=redis://default:«a»@fly-acme-chat-redis.upstash.io:6379
2025-03-14T09:40:13Z app[148e210ab34d89] ams [info] DEBUG env FLY_REGION=ams
2025-03-14T09:40:13Z app[148e210ab34d89] ams [info] Listening on http://0.0.0.0:8080
2025-03-14T09:40:14Z proxy[148e210ab34d89] ams [info] machine became reachable in 1.482s
`, V{"_c": g.hex(7), "a": g.hex(32)}, "fly-acme-chat-redis.upstash.io", "machine became reachable")

	g.aplAdd("logfmt-loki-logcli-oauth-refresh", `
$ logcli query '{app="crm-sync", env="prod"} |= "oauth"' --since=1h --limit=5
2025/03/14 09:44:21 https://loki.acme.internal/loki/api/v1/query_range?direction=BACKWARD&end=1741945461&limit=5&query=...
Common labels: {app="crm-sync", env="prod", namespace="integrations"}
2025-03-14T09:43:58Z {pod="crm-sync-«=p»"} level=debug msg="oauth refresh ok" provider=salesforce instance_url=https://acme.my.salesforce.com expires_in=7200 access_token=«a»
2025-03-14T09:13:57Z {pod="crm-sync-«=p»"} level=debug msg="oauth refresh requested" provider=salesforce client_id=«_cid» refresh_token=«b»
`, V{"=p": g.aplPod(), "a": "00D" + g.an(12) + "!" + g.s(alAlnum+"._", 96), "_cid": "3MVG9" + g.s(alAlnum+"._", 80), "b": "5Aep861" + g.s(alAlnum+"._", 80)}, "acme.my.salesforce.com", "namespace=\"integrations\"")

	g.aplAdd("logfmt-consul-template-render", `
2025-03-14T09:45:01.221Z [INFO]  consul-template v0.39.1 (c2ed4a2)
2025-03-14T09:45:01.223Z [INFO]  (runner) creating watcher
2025-03-14T09:45:01.301Z [DEBUG] (runner) rendering "/etc/consul-template/app.env.ctmpl" => "/run/app/app.env"
2025-03-14T09:45:01.302Z [TRACE] (runner) rendered contents:
  DB_USER=app
  DB_PASSWORD=«a»
  SESSION_SECRET=«b»
2025-03-14T09:45:01.303Z [INFO]  (runner) rendered "/etc/consul-template/app.env.ctmpl" => "/run/app/app.env"
2025-03-14T09:45:01.304Z [INFO]  (runner) executing command "systemctl reload app" from "/etc/consul-template/app.env.ctmpl" => "/run/app/app.env"
`, V{"a": g.pwStrong(), "b": g.b64(48)}, "consul-template v0.39.1", "/run/app/app.env")

	g.aplAdd("logfmt-telegram-bot-polling-error", `
2025-03-14 09:47:33,905 - telegram.ext.Updater - INFO - Start polling
2025-03-14 09:47:34,112 - httpx - INFO - HTTP Request: POST https://api.telegram.org/bot«a»/getMe "HTTP/1.1 200 OK"
2025-03-14 09:47:34,377 - httpx - INFO - HTTP Request: POST https://api.telegram.org/bot«a»/deleteWebhook "HTTP/1.1 200 OK"
2025-03-14 09:47:44,690 - httpx - INFO - HTTP Request: POST https://api.telegram.org/bot«a»/getUpdates "HTTP/1.1 200 OK"
2025-03-14 09:47:44,691 - telegram.ext.Application - INFO - Application started
`, V{"a": g.telegram()}, "telegram.ext.Updater", "Application started")

	g.aplAdd("logfmt-grafana-datasource-provisioning", `
logger=settings t=2025-03-14T09:48:10.11+00:00 level=info msg="Starting Grafana" version=11.2.0 commit=«_c» branch=HEAD compiled=2025-03-14T09:48:10Z
logger=provisioning.datasources t=2025-03-14T09:48:11.2+00:00 level=debug msg="inserting datasource from configuration" name=ClickHouse uid=«_uid»
logger=provisioning.datasources t=2025-03-14T09:48:11.2+00:00 level=error msg="failed to provision data sources" error="Datasource provisioning error: datasource.yaml: yaml: line 14: found character that cannot start any token" content="secureJsonData:\n  password: «a»\n\ttlsSkipVerify: true"
logger=http.server t=2025-03-14T09:48:11.9+00:00 level=info msg="HTTP Server Listen" address=[::]:3000 protocol=http subUrl= socket=
`, V{"_c": g.hex(10), "_uid": g.an(14), "a": g.pwStrong()}, "ClickHouse", "Starting Grafana")

	g.aplAdd("logfmt-temporal-worker-header", `
2025/03/14 09:50:22 INFO  No logger configured for temporal client. Created default one.
2025/03/14 09:50:22 DEBUG Dialing Temporal HostPort acme-prod.a1b2c.tmprl.cloud:7233 Namespace acme-prod.a1b2c Headers map[authorization:[Bearer «a»] temporal-namespace:[acme-prod.a1b2c]]
2025/03/14 09:50:23 INFO  Started Worker Namespace acme-prod.a1b2c TaskQueue order-fulfilment WorkerID 7@worker-0@
`, V{"a": g.jwt("ES256", `{"sub":"`+g.uuid()+`","account_id":"a1b2c","key_id":"`+g.an(20)+`","type":"apikey"}`)}, "order-fulfilment", "acme-prod.a1b2c.tmprl.cloud:7233")
}

// ---- JSON per line ----

func (g *G) aplJSON() {
	g.aplAdd("json-zap-production-config", `
{"level":"info","ts":1741944413.5890124,"caller":"server/main.go:64","msg":"starting","service":"ledger","version":"3.8.0"}
{"level":"debug","ts":1741944413.5893311,"caller":"server/main.go:71","msg":"loaded config","config":{"listen":":8443","db_dsn":"host=ledger-db.internal port=5432 user=ledger password=«a» dbname=ledger sslmode=verify-full","jwt_signing_key":"«b»","log_level":"debug","metrics_addr":":9090"}}
{"level":"info","ts":1741944413.6412,"caller":"server/grpc.go:48","msg":"grpc listening","addr":":8443","trace_id":"«_t»"}
`, V{"a": g.pwStrong(), "b": g.b64(32), "_t": g.aplTrace()}, "ledger-db.internal", "\"metrics_addr\":\":9090\"")

	g.aplAdd("json-zap-console-token-exchange", `
2025-03-14T09:26:53.589+0100	INFO	auth/client.go:96	exchanging service account assertion	{"audience": "https://oauth2.googleapis.com/token", "subject": "etl-runner@acme-data.iam.gserviceaccount.com"}
2025-03-14T09:26:53.812+0100	DEBUG	auth/client.go:133	token exchange ok	{"access_token": "«a»", "expires_in": 3599, "token_type": "Bearer", "trace_id": "«_t»"}
2025-03-14T09:26:54.020+0100	INFO	bq/loader.go:51	load job created	{"job_id": "«_j»", "table": "acme-data.raw.events_20250314"}
`, V{"a": g.ya29(), "_t": g.aplTrace(), "_j": "job_" + g.b64u(28)}, "etl-runner@acme-data.iam.gserviceaccount.com", "acme-data.raw.events_20250314")

	g.aplAdd("json-zerolog-redis-url", `
{"level":"info","service":"ingest","version":"1.4.2","time":"2025-03-14T09:27:11Z","message":"booting"}
{"level":"debug","service":"ingest","redis_url":"rediss://default:«a»@eu1-brave-lark-38211.upstash.io:6379","time":"2025-03-14T09:27:11Z","message":"connecting to redis"}
{"level":"info","service":"ingest","stream":"events","group":"ingest-workers","time":"2025-03-14T09:27:12Z","message":"consumer group ready"}
`, V{"a": g.an(34)}, "eu1-brave-lark-38211.upstash.io", "ingest-workers")

	g.aplAdd("json-zerolog-console-outbound", `
9:27AM INF boot version=2.3.0
9:27AM DBG outbound request headers={"Authorization":["Bearer «a»"],"Content-Type":["application/json"],"User-Agent":["mailer/2.3.0"]} method=POST url=https://api.sendgrid.com/v3/mail/send
9:27AM DBG outbound response status=202 x-message-id=«_m» duration=184.2ms
9:27AM INF mail queued template=d-«_tpl» to=3
`, V{"a": g.sendgrid(), "_m": g.b64u(22), "_tpl": g.hex(32)}, "mailer/2.3.0", "api.sendgrid.com/v3/mail/send")

	g.aplAdd("json-pino-http-request-headers", `
{"level":30,"time":1741944431123,"pid":1,"hostname":"web-«=p»","req":{"id":42,"method":"POST","url":"/api/orders","query":{},"params":{},"headers":{"host":"shop.acme.io","user-agent":"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36","content-type":"application/json","authorization":"Bearer «a»","cookie":"_ga=GA1.1.«_ga»; connect.sid=s%3A«b».«_sig»","x-request-id":"«_rid»"},"remoteAddress":"::ffff:10.1.2.3","remotePort":51514},"msg":"request received"}
{"level":30,"time":1741944431170,"pid":1,"hostname":"web-«=p»","req":{"id":42},"res":{"statusCode":201},"responseTime":47,"msg":"request completed"}
`, V{"=p": g.aplPod(), "a": g.userJWT(), "_ga": g.digits(10) + "." + g.digits(10), "b": g.b64u(32), "_sig": g.b64u(43), "_rid": g.uuid()}, "shop.acme.io", "\"responseTime\":47")

	g.aplAdd("json-pino-pretty-api-key-header", `
[09:27:31.123] INFO (api/1 on web-1): incoming request
    reqId: "req-2f"
    req: {
      "method": "GET",
      "url": "/v1/catalog?page=2",
      "headers": {
        "host": "catalog.acme.io",
        "x-api-key": "«a»",
        "accept": "application/json",
        "x-amzn-trace-id": "«_tr»"
      },
      "remoteAddress": "10.0.12.8"
    }
[09:27:31.140] INFO (api/1 on web-1): request completed
    reqId: "req-2f"
    res: {
      "statusCode": 200
    }
    responseTime: 17
`, V{"a": g.an(40), "_tr": g.aplAmzn()}, "catalog.acme.io", "/v1/catalog?page=2")

	g.aplAdd("json-bunyan-mongo-uri", `
{"name":"orders","hostname":"orders-«=p»","pid":12,"level":30,"msg":"orders service starting","time":"2025-03-14T09:28:01.210Z","v":0}
{"name":"orders","hostname":"orders-«=p»","pid":12,"level":20,"msg":"mongo connect","uri":"mongodb+srv://orders:«a»@cluster0.ab1cd.mongodb.net/orders?retryWrites=true&w=majority","poolSize":20,"time":"2025-03-14T09:28:01.214Z","v":0}
{"name":"orders","hostname":"orders-«=p»","pid":12,"level":30,"msg":"listening","port":3000,"time":"2025-03-14T09:28:01.802Z","v":0}
`, V{"=p": g.aplPod(), "a": g.pwURL()}, "cluster0.ab1cd.mongodb.net", "orders service starting")

	g.aplAdd("json-structlog-oauth-refresh", `
{"event": "hubspot sync started", "portal_id": «_portal», "logger": "crm.sync", "level": "info", "timestamp": "2025-03-14T09:28:40.101Z"}
{"event": "oauth token refreshed", "provider": "hubspot", "refresh_token": "«a»", "access_token": "«b»", "expires_in": 1800, "logger": "crm.sync", "level": "debug", "timestamp": "2025-03-14T09:28:40.377Z"}
{"event": "contacts page fetched", "count": 100, "after": "«_after»", "logger": "crm.sync", "level": "info", "timestamp": "2025-03-14T09:28:41.002Z"}
`, V{"_portal": g.digits(8), "a": "na1-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(12), "b": "CJ" + g.b64u(180), "_after": g.digits(11)}, "crm.sync", "contacts page fetched")

	g.aplAdd("json-structlog-console-openai", `
2025-03-14 09:28:40 [info     ] summarizer starting            model=gpt-4o-mini workers=4
2025-03-14 09:28:41 [debug    ] calling openai                 api_key=«a» base_url=https://api.openai.com/v1 model=gpt-4o-mini request_id=req_«_r»
2025-03-14 09:28:43 [info     ] completion ok                  completion_tokens=312 prompt_tokens=1841 request_id=req_«_r»
`, V{"a": g.openai(), "_r": g.hex(32)}, "summarizer starting", "completion_tokens=312")

	g.aplAdd("json-serilog-clef-connection-string", `
{"@t":"2025-03-14T09:29:10.1234567Z","@mt":"Starting {Application} {Version}","Application":"Acme.Orders.Api","Version":"5.2.0"}
{"@t":"2025-03-14T09:29:10.2840113Z","@mt":"Connecting to {ConnectionString}","@l":"Debug","ConnectionString":"Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=orders;Persist Security Info=False;User ID=orders_app;Password=«a»;MultipleActiveResultSets=False;Encrypt=True;Connection Timeout=30;","SourceContext":"Acme.Orders.Data.OrdersDbContext","RequestId":"«_rid»","ConnectionId":"«_cid»"}
{"@t":"2025-03-14T09:29:10.9512004Z","@mt":"Now listening on: {address}","address":"http://[::]:8080","SourceContext":"Microsoft.Hosting.Lifetime"}
`, V{"a": g.pwStrong(), "_rid": "0HN" + g.s(alUpNum, 10) + ":00000001", "_cid": "0HN" + g.s(alUpNum, 10)}, "acme-sql.database.windows.net", "Acme.Orders.Api")

	g.aplAdd("json-serilog-text-blob-client", `
[09:29:10 INF] Hosting environment: Production
[09:29:10 DBG] Creating BlobServiceClient from DefaultEndpointsProtocol=https;AccountName=acmeprodassets;AccountKey=«a»;EndpointSuffix=core.windows.net
[09:29:11 INF] Container "invoices" exists, ETag "0x8DC«_etag»"
[09:29:11 INF] Application started. Press Ctrl+C to shut down.
`, V{"a": g.azStorage(), "_etag": g.s(alHexU, 12)}, "acmeprodassets", "Hosting environment: Production")

	g.aplAdd("json-winston-axios-error-config", `
{"level":"error","message":"Twilio send failed: Request failed with status code 401","service":"notifier","stack":"AxiosError: Request failed with status code 401\n    at settle (/app/node_modules/axios/dist/node/axios.cjs:1966:12)","config":{"method":"post","url":"https://api.twilio.com/2010-04-01/Accounts/«_ac»/Messages.json","auth":{"username":"«_ac»","password":"«a»"},"headers":{"Accept":"application/json, text/plain, */*","Content-Type":"application/x-www-form-urlencoded","User-Agent":"axios/1.6.8"},"timeout":10000},"timestamp":"2025-03-14T09:30:02.118Z"}
`, V{"_ac": g.twilioSID(), "a": g.hex(32)}, "axios/1.6.8", "Twilio send failed")

	g.aplAdd("json-logback-encoder-basic-header", `
{"@timestamp":"2025-03-14T09:31:17.412+00:00","@version":"1","message":"Started PartnerGatewayApplication in 6.218 seconds (process running for 6.9)","logger_name":"com.acme.partner.PartnerGatewayApplication","thread_name":"main","level":"INFO","level_value":20000}
{"@timestamp":"2025-03-14T09:31:19.006+00:00","@version":"1","message":"Outgoing request headers: {Authorization=Basic «a», Accept=application/json, X-Correlation-Id=«_c»}","logger_name":"com.acme.partner.client.LoggingInterceptor","thread_name":"http-nio-8080-exec-1","level":"DEBUG","level_value":10000,"traceId":"«_t»","spanId":"«_s»"}
`, V{"a": b64s("acme-prod:" + g.pwURL()), "_c": g.uuid(), "_t": g.aplTrace(), "_s": g.aplSpan()}, "PartnerGatewayApplication", "com.acme.partner.client.LoggingInterceptor")

	g.aplAdd("json-docker-json-file-raw", `
$ sudo tail -n 3 /var/lib/docker/containers/«_cid»/«_cid»-json.log
{"log":"Starting object store gateway...\n","stream":"stdout","time":"2025-03-14T09:32:01.118227184Z"}
{"log":"DEBUG: using MINIO_ROOT_USER=admin MINIO_ROOT_PASSWORD=«a»\n","stream":"stderr","time":"2025-03-14T09:32:01.118904311Z"}
{"log":"API: http://172.18.0.3:9000  http://127.0.0.1:9000\n","stream":"stdout","time":"2025-03-14T09:32:01.402117003Z"}
`, V{"_cid": g.hex(64), "a": g.pwStrong()}, "/var/lib/docker/containers/", "Starting object store gateway...")

	g.aplAdd("json-gcloud-logging-read-entry", `
$ gcloud logging read 'resource.type="cloud_run_revision" AND severity>=WARNING' --limit=1 --format=json
[
  {
    "insertId": "«_ins»",
    "jsonPayload": {
      "message": "upstream auth failed, retrying with key",
      "component": "geocoder",
      "mapsKey": "«a»"
    },
    "labels": {
      "instanceId": "«_inst»"
    },
    "logName": "projects/acme-logistics/logs/run.googleapis.com%2Fstdout",
    "receiveTimestamp": "2025-03-14T09:33:10.512871219Z",
    "resource": {
      "labels": {
        "configuration_name": "geocoder",
        "location": "europe-west1",
        "project_id": "acme-logistics",
        "revision_name": "geocoder-00042-kux",
        "service_name": "geocoder"
      },
      "type": "cloud_run_revision"
    },
    "severity": "WARNING",
    "timestamp": "2025-03-14T09:33:10.508112Z",
    "trace": "projects/acme-logistics/traces/«_t»"
  }
]
`, V{"_ins": g.s(alLowNum, 14), "a": g.googleKey(), "_inst": "00" + g.hex(120), "_t": g.aplTrace()}, "geocoder-00042-kux", "acme-logistics")

	g.aplAdd("json-controller-runtime-secret-data", `
2025-03-14T09:34:02Z	INFO	Starting workers	{"controller": "databaseclaim", "controllerGroup": "db.acme.io", "worker count": 1}
2025-03-14T09:34:03Z	DEBUG	reconciling	{"controller": "databaseclaim", "namespace": "shop", "name": "orders-db", "reconcileID": "«_rid»"}
2025-03-14T09:34:03Z	DEBUG	rendered credentials secret	{"controller": "databaseclaim", "namespace": "shop", "name": "orders-db", "reconcileID": "«_rid»", "stringData": {"DB_HOST": "orders-db.cxyz12abcd.eu-west-1.rds.amazonaws.com", "DB_USER": "orders", "DB_PASSWORD": "«a»"}}
2025-03-14T09:34:03Z	INFO	secret updated	{"controller": "databaseclaim", "namespace": "shop", "name": "orders-db-credentials", "reconcileID": "«_rid»"}
`, V{"_rid": g.uuid(), "a": g.pwStrong()}, "orders-db.cxyz12abcd.eu-west-1.rds.amazonaws.com", "databaseclaim")

	g.aplAdd("json-python-json-logger-dd-ids", `
{"asctime": "2025-03-14 09:35:11,402", "levelname": "INFO", "name": "notifications.email", "message": "SMTP transport configured", "smtp_host": "email-smtp.eu-west-1.amazonaws.com", "smtp_user": "«_u»", "smtp_password": "«a»", "dd.trace_id": "«_t»", "dd.span_id": "«_s»", "dd.service": "notifications", "dd.env": "prod"}
{"asctime": "2025-03-14 09:35:12,007", "levelname": "INFO", "name": "notifications.email", "message": "sent", "message_id": "«_m»", "dd.trace_id": "«_t»", "dd.span_id": "«_s2»", "dd.service": "notifications", "dd.env": "prod"}
`, V{"_u": g.awsID(), "a": "B" + g.s(alB64, 43), "_t": g.digits(19), "_s": g.digits(19), "_m": "0102" + g.hex(12) + "-" + g.uuid() + "-000000", "_s2": g.digits(19)}, "email-smtp.eu-west-1.amazonaws.com", "notifications.email")

	g.aplAdd("json-ecs-apikey-header", `
{"@timestamp":"2025-03-14T09:36:00.118Z","log.level":"info","message":"request forwarded to search cluster","ecs.version":"1.6.0","service.name":"search-proxy","event.dataset":"search-proxy.log","http.request.method":"POST","url.path":"/products/_search","http.request.headers.authorization":"ApiKey «a»","http.response.status_code":200,"trace.id":"«_t»","transaction.id":"«_s»"}
`, V{"a": g.esAPIKey(), "_t": g.aplTrace(), "_s": g.aplSpan()}, "search-proxy", "/products/_search")

	g.aplAdd("json-jq-kubectl-logs-errors", `
$ kubectl logs -n integrations deploy/shopify-sync --since=1h | jq 'select(.level=="error")'
{
  "level": "error",
  "ts": "2025-03-14T09:37:41.228Z",
  "msg": "GraphQL request failed",
  "shop": "acme-apparel.myshopify.com",
  "status": 401,
  "request": {
    "url": "https://acme-apparel.myshopify.com/admin/api/2024-07/graphql.json",
    "headers": {
      "X-Shopify-Access-Token": "«a»",
      "Content-Type": "application/json"
    }
  },
  "x_request_id": "«_r»"
}
`, V{"a": g.shpat(), "_r": g.uuid()}, "acme-apparel.myshopify.com", "GraphQL request failed")

	g.aplAdd("json-cloudwatch-lambda-powertools", `
{"level":"INFO","location":"handler:42","message":{"event":{"headers":{"Host":"abc123.execute-api.eu-west-1.amazonaws.com","X-Amzn-Trace-Id":"«_tr»","x-api-key":"«a»","User-Agent":"PostmanRuntime/7.37.0"},"path":"/v1/invoices","httpMethod":"GET","requestContext":{"requestId":"«_rid»","stage":"prod"}}},"timestamp":"2025-03-14 09:38:10,551+0000","service":"invoices-api","cold_start":true,"function_name":"invoices-api-prod","function_request_id":"«_rid»","xray_trace_id":"1-«_x1»-«_x2»"}
`, V{"_tr": g.aplAmzn(), "a": g.an(40), "_rid": g.uuid(), "_x1": g.hex(8), "_x2": g.hex(24)}, "invoices-api-prod", "PostmanRuntime/7.37.0")
}

// ---- syslog, journald and friends ----

func (g *G) aplSyslog() {
	g.aplAdd("syslog-5424-sd-api-key", `
<165>1 2025-03-14T09:30:12.003Z api-03.prod.acme.io billing 2231 PAYCB [origin ip="10.0.4.22" software="billing" swVersion="4.1.0"][meta sequenceId="1187" requestId="«_rid»"] payment provider callback accepted
<163>1 2025-03-14T09:30:12.418Z api-03.prod.acme.io billing 2231 PAYERR [origin ip="10.0.4.22"][meta sequenceId="1188" requestId="«_rid»" provider="adyen" apiKey="«a»"] capture failed: 403 Forbidden
<166>1 2025-03-14T09:30:13.001Z api-03.prod.acme.io billing 2231 - - retry scheduled in 30s
`, V{"_rid": g.uuid(), "a": "AQE" + g.b64u(90)}, "api-03.prod.acme.io", "capture failed: 403 Forbidden")

	g.aplAdd("syslog-5424-loggly-token-sdid", `
$ sudo tcpdump -A -i eth0 port 6514 -c 2 2>/dev/null | grep -a '^<'
<13>1 2025-03-14T09:31:40.118842+00:00 web-07 nginx - - [«a»@41058 tag="prod" tag="nginx"] 10.0.3.4 - - "GET /health HTTP/1.1" 200 2
<13>1 2025-03-14T09:31:41.004101+00:00 web-07 app 8812 - [«a»@41058 tag="prod" tag="app"] order 7731 shipped
`, V{"a": g.uuid()}, "tag=\"nginx\"", "order 7731 shipped")

	g.aplAdd("syslog-3164-bash-x-mysqldump", `
$ sudo grep backup.sh /var/log/syslog | tail -5
Mar 14 02:00:01 db-backup-01 CRON[20110]: (backup) CMD (/opt/scripts/backup.sh 2>&1 | logger -t backup.sh)
Mar 14 02:00:01 db-backup-01 backup.sh: + DATE=2025-03-14
Mar 14 02:00:01 db-backup-01 backup.sh: + mysqldump -h db-1.internal -u backup -p«a» --single-transaction --routines shop
Mar 14 02:03:47 db-backup-01 backup.sh: + gzip -9 /var/backups/shop-2025-03-14.sql
Mar 14 02:03:59 db-backup-01 backup.sh: + aws s3 cp /var/backups/shop-2025-03-14.sql.gz s3://acme-db-backups/shop/
`, V{"a": g.pwURL()}, "db-backup-01", "s3://acme-db-backups/shop/")

	g.aplAdd("syslog-journalctl-unit-amqp", `
$ journalctl -u order-consumer --since "10 min ago" --no-pager
Mar 14 09:32:11 ip-10-0-3-17 systemd[1]: Started order-consumer.service - Order queue consumer.
Mar 14 09:32:11 ip-10-0-3-17 node[1834]: [consumer] Connecting to amqps://orders:«a»@b-4d1c7e2a-31f8-4b4a-9d0e-71c9e8a1c3b2.mq.eu-west-1.amazonaws.com:5671
Mar 14 09:32:12 ip-10-0-3-17 node[1834]: [consumer] Channel open, prefetch=20, queue=orders.created
Mar 14 09:41:07 ip-10-0-3-17 node[1834]: [consumer] handled 1203 messages
`, V{"a": g.pwURL()}, "order-consumer.service", "queue=orders.created")

	g.aplAdd("syslog-journalctl-verbose-cmdline", `
$ journalctl -o verbose _COMM=mc -n 1
Fri 2025-03-14 09:33:05.118224 UTC [s=«_s»;i=2f1a;b=«_boot»;m=1c2a9f00e;t=630485b1e3a40;x=«_x»]
    _TRANSPORT=stdout
    PRIORITY=6
    SYSLOG_FACILITY=3
    SYSLOG_IDENTIFIER=mc
    _PID=40211
    _UID=1000
    _GID=1000
    _COMM=mc
    _EXE=/usr/local/bin/mc
    _CMDLINE=/usr/local/bin/mc alias set backup https://minio.acme.internal:9000 backup-writer «a»
    _SYSTEMD_UNIT=minio-mirror.service
    _BOOT_ID=«_boot»
    _MACHINE_ID=«_mach»
    _HOSTNAME=nas-02
    MESSAGE=Added ˋbackupˋ successfully.
`, V{"_s": g.hex(32), "_boot": g.hex(32), "_x": g.hex(16), "a": g.an(40), "_mach": g.hex(32)}, "minio-mirror.service", "minio.acme.internal:9000")

	g.aplAdd("syslog-journalctl-json-message", `
$ journalctl -u grafana-agent -o json -n 1 | jq -c .
{"__CURSOR":"s=«_s»;i=7c1;b=«_b»;m=2b4f18a;t=6304861b7c2e0;x=«_x»","__REALTIME_TIMESTAMP":"1741944801118944","_SYSTEMD_UNIT":"grafana-agent.service","_PID":"911","PRIORITY":"3","MESSAGE":"ts=2025-03-14T09:33:21Z level=error msg=\"final error sending batch\" component=logs client=https://«_u»:«a»@logs-prod-012.grafana.net/loki/api/v1/push status=401","_BOOT_ID":"«_b»","_HOSTNAME":"edge-gw-3"}
`, V{"_s": g.hex(32), "_b": g.hex(32), "_x": g.hex(16), "_u": g.digits(6), "a": "glc_" + g.b64(120)}, "logs-prod-012.grafana.net", "grafana-agent.service")

	g.aplAdd("syslog-authlog-sudo-docker-login", `
$ sudo tail -4 /var/log/auth.log
Mar 14 09:35:01 build-02 sudo:   deploy : TTY=pts/0 ; PWD=/home/deploy/releases ; USER=root ; COMMAND=/usr/bin/docker login -u acmebot -p «a» registry.acme.io
Mar 14 09:35:01 build-02 sudo: pam_unix(sudo:session): session opened for user root(uid=0) by deploy(uid=1001)
Mar 14 09:35:02 build-02 sudo: pam_unix(sudo:session): session closed for user root
Mar 14 09:35:09 build-02 sshd[40112]: Accepted publickey for deploy from 10.8.0.6 port 51822 ssh2: ED25519 SHA256:«_fp»
`, V{"a": g.dockerPAT(), "_fp": g.s(alB64, 43)}, "registry.acme.io", "pam_unix(sudo:session)")

	g.aplAdd("syslog-dovecot-auth-debug-passwords", `
Mar 14 09:36:44 mx1 dovecot: auth: Debug: client in: AUTH	1	PLAIN	service=imap	secured	session=«_sess»	lip=10.0.0.25	rip=203.0.113.54	lport=993	rport=51320	resp=<hidden>
Mar 14 09:36:44 mx1 dovecot: auth: Debug: sql(m.lopez@acme.io,203.0.113.54,<«_sess»>): query: SELECT username, domain, password FROM mailbox WHERE username = 'm.lopez' AND domain = 'acme.io'
Mar 14 09:36:44 mx1 dovecot: auth: sql(m.lopez@acme.io,203.0.113.54,<«_sess»>): Password mismatch (given password: «a»)
Mar 14 09:36:44 mx1 dovecot: auth: Debug: sql(m.lopez@acme.io,203.0.113.54,<«_sess»>): SHA512-CRYPT(«a») != '«_hash»'
Mar 14 09:36:46 mx1 dovecot: imap-login: Disconnected (auth failed, 1 attempts in 2 secs): user=<m.lopez@acme.io>, method=PLAIN, rip=203.0.113.54, lip=10.0.0.25, TLS, session=<«_sess»>
`, V{"_sess": g.b64(12)[:16], "a": g.pw(), "_hash": "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86)}, "resp=<hidden>", "m.lopez@acme.io")

	g.aplAdd("syslog-cisco-cfglog-secret", `
Mar 14 09:38:02 10.255.0.1 412: Mar 14 09:38:01.907 UTC: %PARSER-5-CFGLOG_LOGGEDCMD: User:netops  logged command:!exec: enable
Mar 14 09:38:19 10.255.0.1 413: Mar 14 09:38:19.114 UTC: %PARSER-5-CFGLOG_LOGGEDCMD: User:netops  logged command:username backup-ro privilege 1 secret 0 «a»
Mar 14 09:38:25 10.255.0.1 414: Mar 14 09:38:25.332 UTC: %PARSER-5-CFGLOG_LOGGEDCMD: User:netops  logged command:snmp-server community «b» RO 10
Mar 14 09:38:40 10.255.0.1 415: Mar 14 09:38:40.006 UTC: %SYS-5-CONFIG_I: Configured from console by netops on vty0 (10.8.0.6)
`, V{"a": g.pw(), "b": g.an(16)}, "%PARSER-5-CFGLOG_LOGGEDCMD", "backup-ro")

	g.aplAdd("syslog-kafka-client-config-hidden", `
2025-03-14 09:39:10,114 INFO  [main] o.a.k.c.c.ConsumerConfig: ConsumerConfig values:
	auto.offset.reset = earliest
	bootstrap.servers = [pkc-6ojv2.us-west4.gcp.confluent.cloud:9092]
	client.id = consumer-payments-1
	group.id = payments
	sasl.jaas.config = [hidden]
	sasl.mechanism = PLAIN
	security.protocol = SASL_SSL
	ssl.key.password = null
2025-03-14 09:39:11,402 ERROR [main] c.a.p.KafkaBootstrap: consumer failed to start, jaas=org.apache.kafka.common.security.plain.PlainLoginModule required username="«_k»" password="«a»";
org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed
`, V{"_k": g.s(alUpNum, 16), "a": g.s(alAlnum+"+/", 64)}, "sasl.jaas.config = [hidden]", "pkc-6ojv2.us-west4.gcp.confluent.cloud:9092")

	g.aplAdd("syslog-cron-pgpassword", `
$ grep CRON /var/log/syslog | tail -3
Mar 14 03:15:01 reports-01 CRON[8812]: (postgres) CMD (PGPASSWORD=«a» pg_dump -h analytics-db -U reporter -Fc analytics > /srv/dumps/analytics.dump)
Mar 14 03:15:01 reports-01 CRON[8813]: (root) CMD (test -x /usr/sbin/anacron || ( cd / && run-parts --report /etc/cron.daily ))
Mar 14 03:20:01 reports-01 CRON[8901]: (root) CMD (command -v debian-sa1 > /dev/null && debian-sa1 1 1)
`, V{"a": g.pwURL()}, "analytics-db", "debian-sa1")

	g.aplAdd("syslog-rsyslog-omhttp-error", `
Mar 14 09:40:22 log-relay rsyslogd[712]: omhttp: suspending ourself due to server failure 401: {"error":"invalid token"} [v8.2312.0 try https://www.rsyslog.com/e/2007 ]
Mar 14 09:40:22 log-relay rsyslogd[712]: action 'action-3-omhttp' suspended (module 'omhttp'), retry 0. There should be messages before this one giving the reason for suspension. [v8.2312.0 try https://www.rsyslog.com/e/2007 ]
Mar 14 09:40:22 log-relay rsyslogd[712]: omhttp: request url: https://http-intake.logs.datadoghq.eu/api/v2/logs?dd-api-key=«a»&ddsource=rsyslog
`, V{"a": g.hex(32)}, "http-intake.logs.datadoghq.eu", "action-3-omhttp")

	g.aplAdd("syslog-postfix-sasl-debug", `
Mar 14 09:41:05 relay postfix/smtp[5512]: xsasl_cyrus_client_first: uncoded initial reply: \0apikey\0«a»
Mar 14 09:41:05 relay postfix/smtp[5512]: xsasl_cyrus_client_first: encoded initial reply: «b»
Mar 14 09:41:06 relay postfix/smtp[5512]: 4Z1k2b0QzPz9sWN: to=<ops@example.org>, relay=smtp.sendgrid.net[149.72.154.232]:587, delay=1.1, delays=0.02/0.01/0.61/0.45, dsn=2.0.0, status=sent (250 Ok: queued as «_q»)
`, func() V {
		k := g.sendgrid()
		return V{"a": k, "b": b64s("\x00apikey\x00" + k), "_q": g.b64u(22)}
	}(), "smtp.sendgrid.net[149.72.154.232]:587", "xsasl_cyrus_client_first")

	g.aplAdd("syslog-ntfy-keepalived-script", `
Mar 14 09:42:18 lb-a Keepalived_vrrp[933]: (VI_1) Entering MASTER STATE
Mar 14 09:42:18 lb-a Keepalived_vrrp[933]: Script ˋnotify_masterˋ now running: /etc/keepalived/notify.sh MASTER
Mar 14 09:42:18 lb-a notify.sh[40877]: + curl -s -H 'Authorization: Bearer «a»' -d 'lb-a is now MASTER' https://ntfy.acme.io/infra-alerts
Mar 14 09:42:18 lb-a notify.sh[40877]: {"id":"«_id»","time":1741945338,"expires":1741988538,"event":"message","topic":"infra-alerts","message":"lb-a is now MASTER"}
`, V{"a": "tk_" + g.s(alLowNum, 29), "_id": g.an(12)}, "Entering MASTER STATE", "ntfy.acme.io/infra-alerts")
}

// ---- access logs ----

func (g *G) aplAccess() {
	g.aplAdd("access-nginx-combined-access-token", `
$ sudo tail -n 4 /var/log/nginx/access.log
10.0.5.12 - - [14/Mar/2025:09:40:01 +0000] "GET /static/js/app.3f9a1c.js HTTP/2.0" 200 48211 "https://dash.acme.io/" "Mozilla/5.0 (X11; Linux x86_64; rv:123.0) Gecko/20100101 Firefox/123.0"
10.0.5.12 - - [14/Mar/2025:09:40:02 +0000] "GET /api/v2/export.csv?range=30d&access_token=«a» HTTP/2.0" 200 91822 "-" "python-requests/2.31.0"
203.0.113.44 - - [14/Mar/2025:09:40:04 +0000] "GET /wp-login.php HTTP/1.1" 404 153 "-" "Mozilla/5.0 (compatible; scanner)"
10.0.5.12 - - [14/Mar/2025:09:40:05 +0000] "GET /api/v2/me HTTP/2.0" 200 311 "-" "python-requests/2.31.0"
`, V{"a": g.an(48)}, "/var/log/nginx/access.log", "python-requests/2.31.0")

	g.aplAdd("access-apache-combined-maps-key", `
198.51.100.7 - - [14/Mar/2025:09:41:12 +0100] "GET /store-locator?utm_source=newsletter&utm_medium=email&utm_campaign=spring25 HTTP/1.1" 200 10234 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X)"
10.1.0.8 - - [14/Mar/2025:09:41:13 +0100] "GET /proxy/geocode?address=Rue+de+Rivoli+Paris&key=«a» HTTP/1.1" 200 1822 "https://www.acme-stores.fr/store-locator" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X)"
10.1.0.8 - - [14/Mar/2025:09:41:13 +0100] "GET /favicon.ico HTTP/1.1" 200 1150 "https://www.acme-stores.fr/store-locator" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X)"
`, V{"a": g.googleKey()}, "utm_campaign=spring25", "www.acme-stores.fr")

	g.aplAdd("access-nginx-reset-token-path", `
$ zgrep 'reset' /var/log/nginx/access.log.2.gz | head -3
172.16.4.9 - - [12/Mar/2025:18:02:44 +0000] "GET /account/reset-password/«a» HTTP/1.1" 200 5120 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Edg/122.0" rt=0.041 uct=0.000 urt=0.040
172.16.4.9 - - [12/Mar/2025:18:03:10 +0000] "POST /account/reset-password/«a» HTTP/1.1" 302 0 "https://app.acme.io/account/reset-password/«a»" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Edg/122.0" rt=0.210 uct=0.000 urt=0.210
172.16.4.9 - - [12/Mar/2025:18:03:10 +0000] "GET /login?reset=1 HTTP/1.1" 200 4811 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Edg/122.0" rt=0.012 uct=0.000 urt=0.012
`, V{"a": g.b64u(43)}, "/login?reset=1", "app.acme.io")

	g.aplAdd("access-iis-w3c-sas-query", `
#Software: Microsoft Internet Information Services 10.0
#Version: 1.0
#Date: 2025-03-14 09:42:00
#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) cs(Referer) sc-status sc-substatus sc-win32-status time-taken
2025-03-14 09:42:01 10.2.0.5 GET /docs/download.aspx id=4411&blob=https%3A%2F%2Facmedocs.blob.core.windows.net%2Fcontracts%2F4411.pdf%3Fsv%3D2022-11-02%26ss%3Db%26srt%3Do%26sp%3Dr%26se%3D2026-01-01T00%3A00%3A00Z%26spr%3Dhttps%26sig%3D«a» 443 ACME\jdoe 10.2.8.41 Mozilla/5.0+(Windows+NT+10.0;+Win64;+x64) https://intranet.acme.local/contracts 200 0 0 187
2025-03-14 09:42:03 10.2.0.5 GET /docs/list.aspx - 443 ACME\jdoe 10.2.8.41 Mozilla/5.0+(Windows+NT+10.0;+Win64;+x64) - 200 0 0 31
`, V{"a": strings.ReplaceAll(strings.ReplaceAll(strings.ReplaceAll(g.b64(32), "+", "%252B"), "/", "%252F"), "=", "%253D")}, "acmedocs.blob.core.windows.net", "#Fields: date time s-ip cs-method")

	g.aplAdd("access-iis-legacy-login-query", `
2025-03-14 09:43:20 10.2.0.9 GET /legacy/login.asp user=svc_reports&password=«a»&redirect=%2Freports%2Fdaily.asp 80 - 10.2.9.77 Microsoft-WinINet/7.0 - 302 0 0 15
2025-03-14 09:43:20 10.2.0.9 GET /reports/daily.asp - 80 svc_reports 10.2.9.77 Microsoft-WinINet/7.0 - 200 0 0 412
`, V{"a": g.pwURL()}, "svc_reports", "/reports/daily.asp")

	g.aplAdd("access-caddy-json-redacted-headers", `
{"level":"info","ts":1741945321.4418,"logger":"http.log.access.log0","msg":"handled request","request":{"remote_ip":"10.0.8.3","remote_port":"51842","client_ip":"10.0.8.3","proto":"HTTP/2.0","method":"GET","host":"files.acme.io","uri":"/share/download?id=q3&token=«a»","headers":{"User-Agent":["curl/8.5.0"],"Accept":["*/*"],"Authorization":["REDACTED"],"Cookie":["REDACTED"]},"tls":{"resumed":false,"version":772,"cipher_suite":4865,"proto":"h2","server_name":"files.acme.io"}},"bytes_read":0,"user_id":"","duration":0.0210214,"size":1048576,"status":200,"resp_headers":{"Server":["Caddy"],"Content-Type":["application/octet-stream"]}}
`, V{"a": g.b64u(32)}, "\"Authorization\":[\"REDACTED\"]", "http.log.access.log0")

	g.aplAdd("access-traefik-json-kept-authorization", `
{"ClientAddr":"10.42.0.1:39212","ClientHost":"10.42.0.1","DownstreamStatus":101,"Duration":1503112044,"OriginStatus":101,"RequestAddr":"ws.acme.io","RequestMethod":"GET","RequestPath":"/socket?EIO=4&transport=websocket&auth=«a»","RequestProtocol":"HTTP/1.1","RouterName":"ws@kubernetescrd","ServiceName":"realtime-ws-80@kubernetes","StartUTC":"2025-03-14T09:44:10.118Z","level":"info","msg":"","request_Authorization":"Bearer «b»","request_User-Agent":"Mozilla/5.0","time":"2025-03-14T09:44:11Z"}
`, V{"a": g.b64u(40), "b": g.userJWT()}, "realtime-ws-80@kubernetes", "ws@kubernetescrd")

	g.aplAdd("access-haproxy-captured-headers", `
Mar 14 09:45:01 lb-01 haproxy[2211]: 10.0.4.12:53122 [14/Mar/2025:09:45:01.113] fe_https~ be_api/api-02 0/0/1/23/24 200 512 - - ---- 41/41/3/1/0 0/0 {api.acme.io|Bearer «a»|«_rid»} "GET /v1/me HTTP/1.1"
Mar 14 09:45:01 lb-01 haproxy[2211]: 10.0.4.13:53140 [14/Mar/2025:09:45:01.402] fe_https~ be_api/api-01 0/0/0/11/11 204 95 - - ---- 41/41/2/1/0 0/0 {api.acme.io||«_rid2»} "OPTIONS /v1/me HTTP/1.1"
`, V{"a": g.an(40), "_rid": g.uuid(), "_rid2": g.uuid()}, "be_api/api-02", "fe_https~")

	g.aplAdd("access-envoy-default-format", `
[2025-03-14T09:46:12.345Z] "POST /oauth/token?grant_type=client_credentials&client_id=reporting&client_secret=«a» HTTP/1.1" 200 - 0 512 23 21 "10.0.0.5" "okhttp/4.12.0" "«_rid»" "auth.acme.internal" "10.0.9.3:8080"
[2025-03-14T09:46:12.401Z] "GET /api/reports/weekly HTTP/1.1" 200 - 0 20481 88 87 "10.0.0.5" "okhttp/4.12.0" "«_rid2»" "reports.acme.internal" "10.0.9.14:8080"
`, V{"a": g.b64u(32), "_rid": g.uuid(), "_rid2": g.uuid()}, "auth.acme.internal", "okhttp/4.12.0")

	g.aplAdd("access-istio-json-path-key", `
$ kubectl logs -n shop deploy/checkout -c istio-proxy --tail=1
{"authority":"checkout.shop.svc.cluster.local:8080","bytes_received":0,"bytes_sent":418,"connection_termination_details":null,"downstream_local_address":"10.42.3.17:8080","downstream_remote_address":"10.42.1.9:40122","duration":12,"method":"GET","path":"/internal/rates?currency=EUR&api_key=«a»","protocol":"HTTP/1.1","request_id":"«_rid»","requested_server_name":"outbound_.8080_._.checkout.shop.svc.cluster.local","response_code":200,"response_flags":"-","start_time":"2025-03-14T09:47:01.221Z","traceparent":"00-«_t»-«_s»-01","upstream_cluster":"inbound|8080||","upstream_host":"10.42.3.17:8080","user_agent":"Go-http-client/1.1","x_forwarded_for":null}
`, V{"a": g.hex(32), "_rid": g.uuid(), "_t": g.aplTrace(), "_s": g.aplSpan()}, "checkout.shop.svc.cluster.local:8080", "istio-proxy")

	g.aplAdd("access-cloudfront-presigned-query", `
#Version: 1.0
#Fields: date time x-edge-location sc-bytes c-ip cs-method cs(Host) cs-uri-stem sc-status cs(Referer) cs(User-Agent) cs-uri-query cs(Cookie) x-edge-result-type x-edge-request-id x-host-header cs-protocol cs-bytes time-taken
2025-03-14	09:48:02	FRA56-P5	2211840	198.51.100.23	GET	d111111abcdef8.cloudfront.net	/exports/q1-report.xlsx	200	-	Mozilla/5.0	X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«_ak»%2F20250314%2Feu-central-1%2Fs3%2Faws4_request&X-Amz-Date=20250314T094700Z&X-Amz-Expires=604800&X-Amz-Security-Token=«a»&X-Amz-SignedHeaders=host&X-Amz-Signature=«_sig»	-	Miss	«_rid»	cdn.acme.io	https	412	0.311
`, V{"_ak": g.awsTempID(), "a": strings.ReplaceAll(strings.ReplaceAll(g.awsSession(), "/", "%2F"), "+", "%2B"), "_sig": g.hex(64), "_rid": g.b64u(40) + "=="}, "d111111abcdef8.cloudfront.net", "x-edge-request-id")

	g.aplAdd("access-alb-log-token-query", `
$ aws s3 cp s3://acme-alb-logs/AWSLogs/«_acct»/elasticloadbalancing/eu-west-1/2025/03/14/«_acct»_elasticloadbalancing_eu-west-1_app.prod-alb.«_lb»_20250314T0950Z_10.0.1.7_2x9k1b0c.log.gz - | gunzip | head -1
https 2025-03-14T09:49:58.123456Z app/prod-alb/«_lb» 203.0.113.9:2817 10.0.3.41:8080 0.000 0.014 0.000 200 200 341 366 "POST https://api.acme.io:443/v1/hooks/inbound?token=«a» HTTP/1.1" "Go-http-client/2.0" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 arn:aws:elasticloadbalancing:eu-west-1:«_acct»:targetgroup/api-tg/«_tg» "«_tr»" "api.acme.io" "arn:aws:acm:eu-west-1:«_acct»:certificate/«_cert»" 0 2025-03-14T09:49:58.108000Z "forward" "-" "-" "10.0.3.41:8080" "200" "-" "-" TID_«_tid»
`, V{"_acct": g.digits(12), "_lb": g.hex(16), "a": g.an(32), "_tg": g.hex(16), "_tr": g.aplAmzn(), "_cert": g.uuid(), "_tid": g.hex(32)}, "app/prod-alb/", "Go-http-client/2.0")

	g.aplAdd("benign-s3-access-log-presigned-get", `
«_owner» acme-private-uploads [14/Mar/2025:09:50:12 +0000] 203.0.113.77 - «_req» REST.GET.OBJECT avatars/u-31/orig.png "GET /avatars/u-31/orig.png?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«_ak»%2F20250314%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20250314T094955Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=«_sig» HTTP/1.1" 200 - 88213 88213 21 20 "https://app.acme.io/" "Mozilla/5.0" - «_hid» SigV4 ECDHE-RSA-AES128-GCM-SHA256 QueryString acme-private-uploads.s3.amazonaws.com TLSv1.2 - -
`, V{"_owner": g.hex(64), "_req": g.s(alUpNum, 16), "_ak": g.awsID(), "_sig": g.hex(64), "_hid": g.b64(56)}, "acme-private-uploads", "REST.GET.OBJECT")

	g.aplAdd("access-apache-custom-authorization-format", `
# LogFormat "%h %l %u %t \"%r\" %>s %b \"%{Authorization}i\" %D" withauth
10.9.1.4 - admin [14/Mar/2025:09:51:30 +0000] "GET /nexus/service/rest/v1/status/check HTTP/1.1" 200 512 "Basic «a»" 12044
10.9.1.4 - - [14/Mar/2025:09:51:31 +0000] "GET /nexus/static/rapture/resources/images/favicon.ico HTTP/1.1" 200 3262 "-" 880
`, V{"a": b64s("admin:" + g.pw())}, "withauth", "/nexus/service/rest/v1/status/check")

	g.aplAdd("access-nginx-error-upstream-query", `
2025/03/14 09:52:12 [error] 31#31: *1193 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.0.1.9, server: api.acme.io, request: "GET /v1/reports?from=2025-01-01&api_key=«a» HTTP/1.1", upstream: "http://10.0.3.4:8000/v1/reports?from=2025-01-01&api_key=«a»", host: "api.acme.io"
2025/03/14 09:52:19 [warn] 31#31: *1201 an upstream response is buffered to a temporary file /var/cache/nginx/proxy_temp/3/00/0000000003 while reading upstream, client: 10.0.1.9, server: api.acme.io, request: "GET /v1/exports/big.csv HTTP/1.1", upstream: "http://10.0.3.4:8000/v1/exports/big.csv", host: "api.acme.io"
`, V{"a": "ak_" + g.an(32)}, "upstream timed out (110: Connection timed out)", "/var/cache/nginx/proxy_temp/3/00/0000000003")

	g.aplAdd("access-varnishlog-request-headers", `
$ varnishlog -g request -q 'ReqURL ~ "^/api/"' | head -20
*   << Request  >> 98311
-   Begin          req 98310 rxreq
-   Timestamp      Start: 1741945930.118220 0.000000 0.000000
-   ReqStart       10.0.2.14 50122 a0
-   ReqMethod      GET
-   ReqURL         /api/catalog/products?page=3
-   ReqProtocol    HTTP/1.1
-   ReqHeader      Host: www.acme-shop.de
-   ReqHeader      Authorization: Bearer «a»
-   ReqHeader      X-Request-ID: «_rid»
-   ReqHeader      X-Forwarded-For: 198.51.100.31
-   VCL_call       RECV
-   VCL_return     pass
`, V{"a": g.an(64), "_rid": g.uuid()}, "www.acme-shop.de", "/api/catalog/products?page=3")

	g.aplAdd("access-squid-basic-query-pass", `
1741946012.118    231 10.0.0.7 TCP_MISS/200 1543 GET http://legacy-feed.partner-logistics.com/feed.php?user=acme&pass=«a»&fmt=xml - HIER_DIRECT/198.51.100.4 text/xml
1741946013.402     88 10.0.0.7 TCP_TUNNEL/200 6120 CONNECT api.github.com:443 - HIER_DIRECT/140.82.121.6 -
1741946015.007     12 10.0.0.9 TCP_DENIED/403 3921 GET http://169.254.169.254/latest/meta-data/ - HIER_NONE/- text/html
`, V{"a": g.pwURL()}, "legacy-feed.partner-logistics.com", "TCP_TUNNEL/200")

	g.aplAdd("access-tomcat-jsessionid-url", `
$ tail -3 /opt/tomcat/logs/localhost_access_log.2025-03-14.txt
10.0.0.3 - - [14/Mar/2025:09:53:00 +0000] "GET /portal/home;jsessionid=«a» HTTP/1.1" 200 14012
10.0.0.3 - - [14/Mar/2025:09:53:02 +0000] "GET /portal/invoices;jsessionid=«a»?year=2024 HTTP/1.1" 200 8830
10.0.0.8 - - [14/Mar/2025:09:53:05 +0000] "GET /portal/static/app.css HTTP/1.1" 304 -
`, V{"a": g.s(alHexU, 32)}, "localhost_access_log.2025-03-14.txt", "/portal/static/app.css")

	g.aplAdd("access-kong-file-log-apikey", `
{"latencies":{"request":41,"kong":2,"proxy":39},"service":{"host":"orders.internal","name":"orders","port":8080,"protocol":"http"},"request":{"querystring":{"apikey":"«a»"},"size":412,"uri":"/orders?apikey=«a»","url":"https://gw.acme.io:8443/orders?apikey=«a»","headers":{"host":"gw.acme.io","user-agent":"ios-app/5.3.1","x-consumer-username":"mobile-app"},"method":"GET"},"client_ip":"203.0.113.90","consumer":{"username":"mobile-app","id":"«_cons»"},"response":{"status":200,"size":2281},"started_at":1741946101118}
`, V{"a": g.an(32), "_cons": g.uuid()}, "x-consumer-username", "ios-app/5.3.1")

	g.aplAdd("access-cloudflare-logpush-sig", `
{"ClientIP":"203.0.113.61","ClientRequestHost":"media.acme.io","ClientRequestMethod":"GET","ClientRequestURI":"/private/video/8812/master.m3u8?expires=1741953301&sig=«_sig»&key=«a»","EdgeEndTimestamp":"2025-03-14T09:55:01Z","EdgeResponseBytes":1822,"EdgeResponseStatus":200,"EdgeStartTimestamp":"2025-03-14T09:55:01Z","RayID":"«_ray»","CacheCacheStatus":"miss"}
`, V{"_sig": g.hex(40), "a": g.hex(32), "_ray": g.hex(16)}, "media.acme.io", "CacheCacheStatus")

	g.aplAdd("access-gunicorn-ws-jwt", `
[2025-03-14 09:56:11 +0000] [7] [INFO] Booting worker with pid: 7
10.0.0.5 - - [14/Mar/2025:09:56:14 +0000] "GET /ws/notifications/?token=«a» HTTP/1.1" 101 0 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15"
10.0.0.5 - - [14/Mar/2025:09:56:14 +0000] "GET /api/notifications/unread HTTP/1.1" 200 58 "https://app.acme.io/inbox" "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15"
`, V{"a": g.userJWT()}, "Booting worker with pid: 7", "/api/notifications/unread")

	g.aplAdd("access-uvicorn-signed-download", `
INFO:     Started server process [1]
INFO:     Application startup complete.
INFO:     10.0.0.1:53244 - "GET /files/contract-8812.pdf?expires=1741960000&signature=«_sig»&api_token=«a» HTTP/1.1" 200 OK
INFO:     10.0.0.1:53250 - "GET /healthz HTTP/1.1" 200 OK
`, V{"_sig": g.hex(64), "a": g.b64u(32)}, "Application startup complete.", "contract-8812.pdf")
}

// ---- cloud and cluster audit logs ----

func (g *G) aplCloud() {
	g.aplAdd("cloud-cloudtrail-register-task-definition", `
$ aws cloudtrail lookup-events --lookup-attributes AttributeKey=EventName,AttributeValue=RegisterTaskDefinition --max-items 1 --query 'Events[0].CloudTrailEvent' --output text | jq .
{
  "eventVersion": "1.08",
  "userIdentity": {
    "type": "AssumedRole",
    "principalId": "AROA«_pid»:gha-deploy",
    "arn": "arn:aws:sts::«_acct»:assumed-role/github-actions-deploy/gha-deploy",
    "accountId": "«_acct»",
    "accessKeyId": "«_ak»"
  },
  "eventTime": "2025-03-14T09:57:12Z",
  "eventSource": "ecs.amazonaws.com",
  "eventName": "RegisterTaskDefinition",
  "awsRegion": "eu-west-1",
  "sourceIPAddress": "20.57.44.12",
  "userAgent": "aws-sdk-js/3.540.0",
  "requestParameters": {
    "family": "payments-api",
    "containerDefinitions": [
      {
        "name": "app",
        "image": "«_acct».dkr.ecr.eu-west-1.amazonaws.com/payments-api:v812",
        "environment": [
          {"name": "NODE_ENV", "value": "production"},
          {"name": "STRIPE_SECRET_KEY", "value": "«a»"},
          {"name": "DATABASE_URL", "value": "postgres://payments:«b»@payments.cluster-c1x2y3.eu-west-1.rds.amazonaws.com:5432/payments"}
        ],
        "secrets": [
          {"name": "JWT_SECRET", "valueFrom": "arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/payments/jwt-Ab12Cd"}
        ]
      }
    ]
  },
  "requestID": "«_rid»",
  "eventID": "«_eid»"
}
`, V{"_pid": g.s(alUpNum, 17), "_acct": g.digits(12), "_ak": g.awsTempID(), "a": g.skLive(), "b": g.pwURL(), "_rid": g.uuid(), "_eid": g.uuid()}, "github-actions-deploy", "prod/payments/jwt-Ab12Cd")

	g.aplAdd("cloud-cloudtrail-assumerole-response", `
{"eventVersion":"1.08","userIdentity":{"type":"IAMUser","principalId":"AIDA«_pid»","arn":"arn:aws:iam::«_acct»:user/ci-runner","accountId":"«_acct»","accessKeyId":"«_ak»","userName":"ci-runner"},"eventTime":"2025-03-14T09:58:01Z","eventSource":"sts.amazonaws.com","eventName":"AssumeRole","awsRegion":"us-east-1","sourceIPAddress":"34.201.12.8","userAgent":"aws-cli/2.15.30","requestParameters":{"roleArn":"arn:aws:iam::«_acct»:role/terraform-apply","roleSessionName":"tf-1741946281","durationSeconds":3600},"responseElements":{"credentials":{"accessKeyId":"«_ak2»","sessionToken":"«a»","expiration":"Mar 14, 2025, 10:58:01 AM"},"assumedRoleUser":{"assumedRoleId":"AROA«_rid2»:tf-1741946281","arn":"arn:aws:sts::«_acct»:assumed-role/terraform-apply/tf-1741946281"}},"requestID":"«_rid»","eventID":"«_eid»","readOnly":true,"eventType":"AwsApiCall","managementEvent":true,"recipientAccountId":"«_acct»"}
`, V{"_pid": g.s(alUpNum, 17), "_acct": g.digits(12), "_ak": g.awsID(), "_ak2": g.awsTempID(), "a": g.awsSession(), "_rid2": g.s(alUpNum, 17), "_rid": g.uuid(), "_eid": g.uuid()}, "terraform-apply", "aws-cli/2.15.30")

	g.aplAdd("cloud-aws-logs-tail-lambda-event", `
$ aws logs tail /aws/lambda/stripe-webhook-prod --since 15m
2025-03-14T09:59:01.118000+00:00 2025/03/14/[$LATEST]«_stream» INIT_START Runtime Version: python:3.12.v24	Runtime Version ARN: arn:aws:lambda:eu-west-1::runtime:«_rt»
2025-03-14T09:59:01.402000+00:00 2025/03/14/[$LATEST]«_stream» START RequestId: «_req» Version: $LATEST
2025-03-14T09:59:01.403000+00:00 2025/03/14/[$LATEST]«_stream» [DEBUG] settings: {'STRIPE_API_KEY': '«a»', 'STRIPE_WEBHOOK_SECRET': '«b»', 'TABLE_NAME': 'payments-prod'}
2025-03-14T09:59:01.610000+00:00 2025/03/14/[$LATEST]«_stream» END RequestId: «_req»
2025-03-14T09:59:01.610000+00:00 2025/03/14/[$LATEST]«_stream» REPORT RequestId: «_req»	Duration: 207.51 ms	Billed Duration: 208 ms	Memory Size: 256 MB	Max Memory Used: 71 MB	Init Duration: 284.33 ms
`, V{"_stream": g.hex(32), "_rt": g.hex(64), "_req": g.uuid(), "a": g.rkLive(), "b": g.whsec()}, "payments-prod", "Billed Duration: 208 ms")

	g.aplAdd("cloud-lambda-secretsmanager-dump", `
$ aws logs filter-log-events --log-group-name /aws/lambda/report-generator --filter-pattern SecretString --query 'events[].message' --output text
[INFO]	2025-03-14T10:00:11.204Z	«_req»	secret response: {'ARN': 'arn:aws:secretsmanager:us-east-1:«_acct»:secret:prod/reporting/warehouse-8fKq2L', 'Name': 'prod/reporting/warehouse', 'VersionId': '«_ver»', 'SecretString': '{"username":"reporting","password":"«a»","host":"warehouse.acme.internal","port":5439}', 'VersionStages': ['AWSCURRENT'], 'CreatedDate': datetime.datetime(2024, 11, 2, 8, 14, 1, 337000, tzinfo=tzlocal()), 'ResponseMetadata': {'RequestId': '«_rid»', 'HTTPStatusCode': 200}}
`, V{"_req": g.uuid(), "_acct": g.digits(12), "_ver": g.uuid(), "a": g.pwStrong(), "_rid": g.uuid()}, "warehouse.acme.internal", "AWSCURRENT")

	g.aplAdd("cloud-cloudtrail-hidden-password", `
{"eventTime":"2025-03-14T10:01:09Z","eventSource":"rds.amazonaws.com","eventName":"CreateDBInstance","awsRegion":"eu-west-1","requestParameters":{"dBInstanceIdentifier":"analytics-replica","dBInstanceClass":"db.r6g.large","engine":"postgres","masterUsername":"analytics_admin","masterUserPassword":"HIDDEN_DUE_TO_SECURITY_REASONS","allocatedStorage":200},"responseElements":{"dBInstanceArn":"arn:aws:rds:eu-west-1:«_acct»:db:analytics-replica","dbiResourceId":"db-«_dbi»"},"requestID":"«_rid»","eventID":"«_eid»"}
{"eventTime":"2025-03-14T10:01:42Z","eventSource":"ssm.amazonaws.com","eventName":"PutParameter","awsRegion":"eu-west-1","requestParameters":{"name":"/analytics/db/url","type":"String","overwrite":true,"value":"postgresql://analytics_admin:«a»@analytics-replica.c9z8y7x6.eu-west-1.rds.amazonaws.com:5432/analytics"},"responseElements":{"version":3,"tier":"Standard"},"requestID":"«_rid2»","eventID":"«_eid2»"}
`, V{"_acct": g.digits(12), "_dbi": g.s(alUpNum, 26), "_rid": g.uuid(), "_eid": g.uuid(), "a": g.pwURL(), "_rid2": g.uuid(), "_eid2": g.uuid()}, "HIDDEN_DUE_TO_SECURITY_REASONS", "analytics_admin")

	g.aplAdd("cloud-gcp-lb-request-url-key", `
$ gcloud logging read 'resource.type="http_load_balancer" AND httpRequest.status=403' --limit 1 --format='yaml(httpRequest,trace,insertId)'
httpRequest:
  latency: 0.012211s
  remoteIp: 203.0.113.140
  requestMethod: GET
  requestSize: '318'
  requestUrl: https://tiles.acme-maps.com/v1/tiles/12/2145/1362.png?key=«a»&style=dark
  responseSize: '211'
  serverIp: 10.128.0.14
  status: 403
  userAgent: Mozilla/5.0 (Linux; Android 14) Chrome/122.0
insertId: «_ins»
trace: projects/acme-maps/traces/«_t»
`, V{"a": g.googleKey(), "_ins": g.s(alLowNum, 12), "_t": g.aplTrace()}, "tiles.acme-maps.com", "http_load_balancer")

	g.aplAdd("cloud-gcp-cloud-build-log", `
$ gcloud builds log «_bid»
----------------------------------------- REMOTE BUILD OUTPUT ------------------------------------------
starting build "«_bid»"

FETCHSOURCE
From https://source.developers.google.com/p/acme-web/r/github_acme_web
 * branch            «_sha» -> FETCH_HEAD
BUILD
Starting Step #0 - "fetch-private-deps"
Step #0 - "fetch-private-deps": Already have image (with digest): gcr.io/cloud-builders/git
Step #0 - "fetch-private-deps": + git clone https://x-access-token:«a»@github.com/acme/design-tokens.git vendor/design-tokens
Step #0 - "fetch-private-deps": Cloning into 'vendor/design-tokens'...
Finished Step #0 - "fetch-private-deps"
Starting Step #1 - "build"
`, V{"_bid": g.uuid(), "_sha": g.gitSHA(), "a": g.ghs()}, "fetch-private-deps", "gcr.io/cloud-builders/git")

	g.aplAdd("cloud-azure-webapp-log-tail", `
$ az webapp log tail --name acme-portal-prod --resource-group rg-portal
2025-03-14T10:03:01  Welcome, you are now connected to log-streaming service.
2025-03-14T10:03:12.118Z INFO  - Starting container for site
2025-03-14T10:03:12.119Z INFO  - docker run -d --expose=8080 --name acme-portal-prod_0_«_c» -e WEBSITE_SITE_NAME=acme-portal-prod -e WEBSITE_AUTH_ENABLED=False -e WEBSITE_ROLE_INSTANCE_ID=0 -e WEBSITES_PORT=8080 -e WEBSITE_HOSTNAME=acme-portal-prod.azurewebsites.net -e APPSETTING_ConnectionStrings__Redis=acme-portal.redis.cache.windows.net:6380,password=«a»,ssl=True,abortConnect=False appsvc/node:20-lts_20240819.2.tuxprod
2025-03-14T10:03:20.402Z INFO  - Container acme-portal-prod_0_«_c» for site acme-portal-prod initialized successfully and is ready to serve requests.
`, V{"_c": g.hex(8), "a": g.b64(32)}, "acme-portal.redis.cache.windows.net:6380", "log-streaming service")

	g.aplAdd("cloud-k8s-audit-secret-create", `
$ sudo tail -1 /var/log/kubernetes/audit/audit.log | jq .
{
  "kind": "Event",
  "apiVersion": "audit.k8s.io/v1",
  "level": "RequestResponse",
  "auditID": "«_aid»",
  "stage": "ResponseComplete",
  "requestURI": "/api/v1/namespaces/prod/secrets?fieldManager=kubectl-create&fieldValidation=Strict",
  "verb": "create",
  "user": {
    "username": "oidc:jane@acme.io",
    "groups": ["oidc:platform-admins", "system:authenticated"]
  },
  "sourceIPs": ["10.8.0.6"],
  "userAgent": "kubectl/v1.30.2 (linux/amd64) kubernetes/39683505",
  "objectRef": {"resource": "secrets", "namespace": "prod", "name": "payments-db", "apiVersion": "v1"},
  "responseStatus": {"metadata": {}, "code": 201},
  "requestObject": {
    "kind": "Secret",
    "apiVersion": "v1",
    "metadata": {"name": "payments-db", "namespace": "prod", "creationTimestamp": null},
    "data": {"password": "«a»", "username": "cGF5bWVudHM="},
    "type": "Opaque"
  },
  "requestReceivedTimestamp": "2025-03-14T10:04:01.118220Z",
  "stageTimestamp": "2025-03-14T10:04:01.131902Z"
}
`, V{"_aid": g.uuid(), "a": b64s(g.pwStrong())}, "oidc:platform-admins", "kubectl/v1.30.2 (linux/amd64) kubernetes/39683505")

	g.aplAdd("cloud-k8s-audit-tokenrequest-response", `
{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"RequestResponse","auditID":"«_aid»","stage":"ResponseComplete","requestURI":"/api/v1/namespaces/ci/serviceaccounts/deployer/token","verb":"create","user":{"username":"system:serviceaccount:argo:argo-server","uid":"«_uid»"},"sourceIPs":["10.42.0.17"],"userAgent":"argo/v3.5.5","objectRef":{"resource":"serviceaccounts","namespace":"ci","name":"deployer","apiVersion":"v1","subresource":"token"},"responseStatus":{"metadata":{},"code":201},"responseObject":{"kind":"TokenRequest","apiVersion":"authentication.k8s.io/v1","metadata":{"name":"deployer","namespace":"ci","creationTimestamp":"2025-03-14T10:05:11Z"},"spec":{"audiences":["https://kubernetes.default.svc.cluster.local"],"expirationSeconds":3600,"boundObjectRef":null},"status":{"token":"«a»","expirationTimestamp":"2025-03-14T11:05:11Z"}},"requestReceivedTimestamp":"2025-03-14T10:05:11.002Z","stageTimestamp":"2025-03-14T10:05:11.009Z"}
`, V{"_aid": g.uuid(), "_uid": g.uuid(), "a": g.k8sSAToken()}, "system:serviceaccount:argo:argo-server", "argo/v3.5.5")

	g.aplAdd("cloud-k8s-audit-pods-exec-command", `
{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"Metadata","auditID":"«_aid»","stage":"ResponseStarted","requestURI":"/api/v1/namespaces/data/pods/psql-client-0/exec?command=psql\u0026command=postgresql%3A%2F%2Fetl%3A«a»%40warehouse.data.svc%3A5432%2Fdwh\u0026command=-c\u0026command=VACUUM+ANALYZE\u0026container=psql\u0026stderr=true\u0026stdout=true","verb":"create","user":{"username":"oidc:omar@acme.io","groups":["oidc:data-eng","system:authenticated"]},"sourceIPs":["10.8.0.14"],"userAgent":"kubectl/v1.29.4 (darwin/arm64) kubernetes/55019c8","objectRef":{"resource":"pods","namespace":"data","name":"psql-client-0","apiVersion":"v1","subresource":"exec"},"responseStatus":{"metadata":{},"code":101},"requestReceivedTimestamp":"2025-03-14T10:06:12.118Z","stageTimestamp":"2025-03-14T10:06:12.201Z"}
`, V{"_aid": g.uuid(), "a": g.an(20)}, "psql-client-0", "warehouse.data.svc")

	g.aplAdd("cloud-gcp-audit-setiampolicy-benign-and-sa-key", `
$ gcloud logging read 'protoPayload.methodName="google.iam.admin.v1.CreateServiceAccountKey"' --limit 1 --format json | jq '.[0].protoPayload | {methodName, authenticationInfo, resourceName, response}'
{
  "methodName": "google.iam.admin.v1.CreateServiceAccountKey",
  "authenticationInfo": {
    "principalEmail": "terraform@acme-infra.iam.gserviceaccount.com",
    "serviceAccountDelegationInfo": [{"firstPartyPrincipal": {"principalEmail": "ops-bot@acme-infra.iam.gserviceaccount.com"}}]
  },
  "resourceName": "projects/-/serviceAccounts/«_num»",
  "response": {
    "@type": "type.googleapis.com/google.iam.admin.v1.ServiceAccountKey",
    "name": "projects/acme-infra/serviceAccounts/exporter@acme-infra.iam.gserviceaccount.com/keys/«_kid»",
    "valid_after_time": {"seconds": "1741946812"},
    "valid_before_time": {"seconds": "253402300799"},
    "key_algorithm": 2,
    "key_origin": 2,
    "key_type": 1
  }
}
$ # the key itself came back to terraform only; it is in state:
$ terraform state show google_service_account_key.exporter | grep private_key
    private_key            = (sensitive value)
    private_key_type       = "TYPE_GOOGLE_CREDENTIALS_FILE"
$ terraform output -raw exporter_key | base64 -d | jq -r .private_key_id,.private_key | head -3
«_kid»
-----BEGIN PRIVATE KEY-----
«a»
`, V{"_num": g.digits(21), "_kid": g.hex(40), "a": "MIIEv" + g.s(alB64, 59)}, "exporter@acme-infra.iam.gserviceaccount.com", "(sensitive value)")

	g.aplAdd("cloud-azure-activity-deployment-params", `
$ az monitor activity-log list --resource-group rg-data --offset 1h --query "[?operationName.value=='Microsoft.Resources/deployments/write'].properties" -o json
[
  {
    "eventCategory": "Administrative",
    "entity": "/subscriptions/«_sub»/resourceGroups/rg-data/providers/Microsoft.Resources/deployments/sqlserver-«_d»",
    "message": "Microsoft.Resources/deployments/write",
    "hierarchy": "«_ten»/«_sub»",
    "requestbody": "{\"properties\":{\"mode\":\"Incremental\",\"parameters\":{\"administratorLogin\":{\"value\":\"sqladmin\"},\"administratorLoginPassword\":{\"value\":\"«a»\"},\"serverName\":{\"value\":\"acme-data-sql\"}},\"templateLink\":{\"uri\":\"https://acmetemplates.blob.core.windows.net/arm/sqlserver.json\"}}}"
  }
]
`, V{"_sub": g.uuid(), "_d": g.digits(10), "_ten": g.uuid(), "a": g.pwStrong()}, "acme-data-sql", "Microsoft.Resources/deployments/write")

	g.aplAdd("cloud-eks-control-plane-authenticator", `
fields @timestamp, @message
| filter @logStream like /authenticator/
| limit 3

@timestamp               @message
2025-03-14 10:08:11.402  time="2025-03-14T10:08:11Z" level=info msg="access granted" arn="arn:aws:iam::«_acct»:role/eks-admins" client="127.0.0.1:50122" groups="[system:masters]" method=POST path=/authenticate sts=sts.eu-west-1.amazonaws.com uid="aws-iam-authenticator:«_acct»:AROA«_r»" username="admin:{{SessionName}}"
2025-03-14 10:08:13.118  time="2025-03-14T10:08:13Z" level=warning msg="access denied" client="127.0.0.1:50130" error="input token was not properly formatted: malformed token: token=k8s-aws-v1.«a»" method=POST path=/authenticate
`, V{"_acct": g.digits(12), "_r": g.s(alUpNum, 17), "a": b64raw("https://sts.eu-west-1.amazonaws.com/?Action=GetCallerIdentity&Version=2011-06-15&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=" + g.awsTempID() + "%2F20250314%2Feu-west-1%2Fsts%2Faws4_request&X-Amz-Date=20250314T100800Z&X-Amz-Expires=60&X-Amz-SignedHeaders=host%3Bx-k8s-aws-id&X-Amz-Security-Token=" + g.s(alAlnum, 200) + "&X-Amz-Signature=" + g.hex(64))}, "system:masters", "aws-iam-authenticator")
}

// ---- web frameworks and job runners ----

func (g *G) aplFrameworks() {
	g.aplAdd("fw-rails-params-partly-filtered", `
Started POST "/integrations/mailchimp" for 10.0.2.41 at 2025-03-14 10:10:01 +0000
Processing by Integrations::MailchimpController#create as HTML
  Parameters: {"authenticity_token"=>"[FILTERED]", "integration"=>{"list_id"=>"«_list»", "api_key"=>"[FILTERED]", "dc"=>"us14", "oauth_access"=>"«a»"}, "commit"=>"Connect"}
  User Load (0.4ms)  SELECT "users".* FROM "users" WHERE "users"."id" = $1 LIMIT $2  [["id", 1842], ["LIMIT", 1]]
Redirected to https://app.acme.io/integrations
Completed 302 Found in 211ms (ActiveRecord: 12.1ms | Allocations: 18211)
`, V{"_list": g.hex(10), "a": g.hex(32)}, "Integrations::MailchimpController#create", "\"api_key\"=>\"[FILTERED]\"")

	g.aplAdd("fw-rails-activejob-enqueued-args", `
I, [2025-03-14T10:11:12.118 #1]  INFO -- : [«_rid»] [ActiveJob] Enqueued Shopify::SyncOrdersJob (Job ID: «_jid») to Sidekiq(shopify) with arguments: "acme-apparel.myshopify.com", "«a»", {"since"=>"2025-03-13T00:00:00Z"}
I, [2025-03-14T10:11:12.120 #1]  INFO -- : [«_rid»] Completed 202 Accepted in 18ms (ActiveRecord: 2.3ms | Allocations: 3110)
`, V{"_rid": g.uuid(), "_jid": g.uuid(), "a": g.shpat()}, "Shopify::SyncOrdersJob", "Sidekiq(shopify)")

	g.aplAdd("fw-rails-old-no-filter-params", `
Started PUT "/admin/settings/payment" for 127.0.0.1 at 2025-03-14 10:12:44 +0100
Processing by Admin::SettingsController#update_payment as HTML
  Parameters: {"utf8"=>"✓", "authenticity_token"=>"«_csrf»", "setting"=>{"stripe_publishable"=>"«_pk»", "stripe_secret"=>"«a»", "currency"=>"eur"}, "commit"=>"Save"}
   (0.2ms)  BEGIN
  Setting Update (0.6ms)  UPDATE "settings" SET "value" = $1, "updated_at" = $2 WHERE "settings"."id" = $3  [["value", "«a»"], ["updated_at", "2025-03-14 09:12:44.211804"], ["id", 7]]
   (1.1ms)  COMMIT
Completed 302 Found in 31ms (ActiveRecord: 2.4ms)
`, V{"_csrf": g.b64(64), "_pk": g.pkLive(), "a": g.skLive()}, "Admin::SettingsController#update_payment", "\"currency\"=>\"eur\"")

	g.aplAdd("fw-django-error-email-settings", `
[Django] ERROR (EXTERNAL IP): Internal Server Error: /api/reports/generate/

Internal Server Error: /api/reports/generate/
Traceback (most recent call last):
  File "/app/reports/tasks.py", line 41, in generate
    result = build_report.delay(report_id).get(timeout=30)
celery.exceptions.TimeoutError: The operation timed out.

Settings:
Using settings module config.settings.production
ALLOWED_HOSTS = ['app.acme.io', '.acme.internal']
CELERY_BROKER_URL = 'amqp://reports:«a»@rabbitmq.acme.internal:5672/reports'
CELERY_RESULT_BACKEND = 'redis://:«b»@redis.acme.internal:6379/3'
DATABASES = {'default': {'ENGINE': 'django.db.backends.postgresql', 'HOST': 'db.acme.internal', 'NAME': 'reports', 'PASSWORD': '********************', 'USER': 'reports'}}
EMAIL_HOST_PASSWORD = '********************'
SECRET_KEY = '********************'
`, V{"a": g.pwURL(), "b": g.an(32)}, "config.settings.production", "'PASSWORD': '********************'")

	g.aplAdd("fw-laravel-pdo-stack-args", `
[2025-03-14 10:14:02] production.ERROR: SQLSTATE[HY000] [2002] Connection timed out (Connection: mysql, SQL: select * from ˋsessionsˋ where ˋidˋ = «=sid» limit 1) {"exception":"[object] (Illuminate\\Database\\QueryException(code: 2002): SQLSTATE[HY000] [2002] Connection timed out (Connection: mysql, SQL: select * from ˋsessionsˋ where ˋidˋ = «=sid» limit 1) at /var/www/html/vendor/laravel/framework/src/Illuminate/Database/Connection.php:829)
[stacktrace]
#0 /var/www/html/vendor/laravel/framework/src/Illuminate/Database/Connectors/Connector.php(65): PDO->__construct('mysql:host=10.1...', 'forge', '«a»', Array)
#1 /var/www/html/vendor/laravel/framework/src/Illuminate/Database/Connectors/Connector.php(44): Illuminate\\Database\\Connectors\\Connector->createPdoConnection('mysql:host=10.1...', 'forge', '«a»', Array)
#2 /var/www/html/vendor/laravel/framework/src/Illuminate/Database/Connectors/MySqlConnector.php(24): Illuminate\\Database\\Connectors\\Connector->createConnection('mysql:host=10.1...', Array, Array)
`, V{"=sid": g.an(40), "a": g.an(20)}, "production.ERROR", "MySqlConnector.php(24)")

	g.aplAdd("fw-laravel-log-debug-request-all", `
[2025-03-14 10:15:11] local.DEBUG: Mollie webhook received {"id":"tr_«_tr»"}
[2025-03-14 10:15:11] local.DEBUG: Mollie client init {"apiKey":"«a»","profileId":"pfl_«_pfl»","testmode":false}
[2025-03-14 10:15:12] local.INFO: Payment tr_«_tr» status paid for order #10442
`, V{"_tr": g.an(10), "a": "live_" + g.an(30), "_pfl": g.an(10)}, "Mollie webhook received", "order #10442")

	g.aplAdd("fw-spring-commons-request-logging", `
2025-03-14T10:16:21.402Z DEBUG 1 --- [partner-gw] [nio-8080-exec-4] o.s.w.f.CommonsRequestLoggingFilter      : Before request [POST /api/v1/auth/token, client=10.0.0.8]
2025-03-14T10:16:21.455Z DEBUG 1 --- [partner-gw] [nio-8080-exec-4] o.s.w.f.CommonsRequestLoggingFilter      : After request [POST /api/v1/auth/token, client=10.0.0.8, headers=[host:"partner-gw.acme.internal:8080", authorization:"Basic «a»", content-type:"application/x-www-form-urlencoded", content-length:"88"], payload=grant_type=client_credentials&client_id=warehouse-sync&client_secret=«b»]
`, V{"a": b64s("warehouse-sync:" + g.an(24)), "b": g.an(40)}, "o.s.w.f.CommonsRequestLoggingFilter", "partner-gw.acme.internal:8080")

	g.aplAdd("fw-spring-boot-debug-bound-properties", `
2025-03-14T10:17:03.118Z  INFO 1 --- [           main] c.a.notify.NotifyApplication             : Starting NotifyApplication v2.0.4 using Java 21.0.2 with PID 1
2025-03-14T10:17:03.120Z  INFO 1 --- [           main] c.a.notify.NotifyApplication             : The following 1 profile is active: "prod"
2025-03-14T10:17:04.882Z DEBUG 1 --- [           main] c.a.notify.config.MailConfig             : MailProperties(host=smtp.office365.com, port=587, username=noreply@acme.io, password=«a», protocol=smtp, defaultEncoding=UTF-8)
2025-03-14T10:17:06.004Z  INFO 1 --- [           main] o.s.b.w.embedded.tomcat.TomcatWebServer  : Tomcat started on port 8080 (http) with context path '/'
`, V{"a": g.pw()}, "NotifyApplication v2.0.4", "smtp.office365.com")

	g.aplAdd("fw-aspnetcore-request-starting-query", `
info: Microsoft.AspNetCore.Hosting.Diagnostics[1]
      Request starting HTTP/1.1 GET http://reports.acme.internal/api/export?format=xlsx&apiKey=«a» - - -
info: Microsoft.AspNetCore.Routing.EndpointMiddleware[0]
      Executing endpoint 'Acme.Reports.Controllers.ExportController.Get (Acme.Reports)'
info: Microsoft.AspNetCore.Mvc.Infrastructure.FileContentResultExecutor[2]
      Executing FileContentResult, sending file with download name 'export.xlsx' ...
info: Microsoft.AspNetCore.Hosting.Diagnostics[2]
      Request finished HTTP/1.1 GET http://reports.acme.internal/api/export?format=xlsx&apiKey=«a» - 200 88211 application/vnd.openxmlformats-officedocument.spreadsheetml.sheet 412.1184ms
`, V{"a": g.b64u(32)}, "Acme.Reports.Controllers.ExportController.Get", "FileContentResultExecutor")

	g.aplAdd("fw-flask-werkzeug-admin-token", `
 * Serving Flask app 'ops_console'
 * Debug mode: on
WARNING: This is a development server. Do not use it in a production deployment. Use a production WSGI server instead.
 * Running on http://127.0.0.1:5000
Press CTRL+C to quit
 * Restarting with stat
 * Debugger is active!
 * Debugger PIN: 118-402-771
127.0.0.1 - - [14/Mar/2025 10:18:02] "GET /admin/flush-cache?token=«a» HTTP/1.1" 200 -
127.0.0.1 - - [14/Mar/2025 10:18:02] "GET /static/style.css HTTP/1.1" 304 -
`, V{"a": g.hex(40)}, "Serving Flask app 'ops_console'", "Debugger PIN: 118-402-771")

	g.aplAdd("fw-gin-debug-route-key", `
[GIN-debug] [WARNING] Running in "debug" mode. Switch to "release" mode in production.
[GIN-debug] GET    /v1/stream                --> main.streamHandler (4 handlers)
[GIN-debug] Listening and serving HTTP on :8080
[GIN] 2025/03/14 - 10:19:01 | 200 |    1.230021ms |       10.0.0.2 | GET      "/v1/stream?channel=alerts&key=«a»"
[GIN] 2025/03/14 - 10:19:04 | 404 |        2.1µs |       10.0.0.2 | GET      "/favicon.ico"
`, V{"a": g.an(32)}, "main.streamHandler (4 handlers)", "Listening and serving HTTP on :8080")

	g.aplAdd("fw-nestjs-typeorm-options", `
[Nest] 1  - 03/14/2025, 10:20:10 AM     LOG [NestFactory] Starting Nest application...
[Nest] 1  - 03/14/2025, 10:20:10 AM   DEBUG [DatabaseModule] TypeORM options: {
  type: 'postgres',
  host: 'crm-db.internal',
  port: 5432,
  username: 'crm',
  password: '«a»',
  database: 'crm',
  synchronize: false,
  ssl: { rejectUnauthorized: false }
}
[Nest] 1  - 03/14/2025, 10:20:11 AM     LOG [InstanceLoader] TypeOrmModule dependencies initialized +412ms
`, V{"a": g.pwStrong()}, "crm-db.internal", "TypeOrmModule dependencies initialized")

	g.aplAdd("fw-phoenix-ecto-token-query", `
[info] POST /api/sessions
[debug] Processing with AcmeWeb.SessionController.create/2
  Parameters: %{"email" => "k.ito@acme.io", "password" => "[FILTERED]"}
  Pipelines: [:api]
[debug] QUERY OK source="users" db=0.6ms idle=1422.3ms
SELECT u0."id", u0."email", u0."hashed_password" FROM "users" AS u0 WHERE (u0."email" = $1) ["k.ito@acme.io"]
[debug] QUERY OK source="users_tokens" db=0.9ms idle=1424.0ms
INSERT INTO "users_tokens" ("context","token","user_id","inserted_at") VALUES ($1,$2,$3,$4) RETURNING "id" ["api", <<«=bin»>>, 31, ~N[2025-03-14 10:21:02]]
[debug] QUERY OK source="integrations" db=0.5ms idle=1425.2ms
UPDATE "integrations" SET "github_token" = $1 WHERE "id" = $2 ["«a»", 7]
[info] Sent 201 in 41ms
`, V{"=bin": func() string {
		b := g.bytes(12)
		parts := make([]string, len(b))
		for i, x := range b {
			parts[i] = fmt.Sprint(x)
		}
		return strings.Join(parts, ", ") + ", ..."
	}(), "a": g.gho()}, "AcmeWeb.SessionController.create/2", "\"password\" => \"[FILTERED]\"")

	g.aplAdd("fw-symfony-dev-log-doctrine", `
[2025-03-14T10:22:11.123456+00:00] request.INFO: Matched route "admin_smtp_save". {"route":"admin_smtp_save","route_parameters":{"_route":"admin_smtp_save"},"request_uri":"https://shop.acme.test/admin/smtp","method":"POST"} []
[2025-03-14T10:22:11.201334+00:00] doctrine.DEBUG: Executing statement: UPDATE mail_settings SET dsn = ? WHERE id = ? (parameters: array{"1":"smtp://postmaster%40mg.acme.test:«a»@smtp.eu.mailgun.org:587","2":1}, types: array{"1":2,"2":1}) {"sql":"UPDATE mail_settings SET dsn = ? WHERE id = ?","params":{"1":"smtp://postmaster%40mg.acme.test:«a»@smtp.eu.mailgun.org:587","2":1},"types":{"1":2,"2":1}} []
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "admin_smtp_save", "smtp.eu.mailgun.org:587")

	g.aplAdd("fw-fastapi-settings-repr", `
INFO:     Will watch for changes in these directories: ['/app']
INFO:     Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)
INFO:     Started reloader process [1] using WatchFiles
DEBUG:    app.config: Settings(environment='staging', database_url=MultiHostUrl('postgresql+asyncpg://api:«a»@pg-staging:5432/api'), secret_key=SecretStr('**********'), openai_api_key='«b»', sentry_dsn=None, cors_origins=['https://staging.acme.io'])
INFO:     Application startup complete.
`, V{"a": g.pwURL(), "b": g.openaiSvc()}, "SecretStr('**********')", "https://staging.acme.io")

	g.aplAdd("fw-celery-banner-result-backend", `
 -------------- celery@worker-1 v4.4.7 (cliffs)
--- ***** -----
-- ******* ---- Linux-5.15.0-1057-aws-x86_64-with-glibc2.31 2025-03-14 10:23:40
- *** --- * ---
- ** ---------- [config]
- ** ---------- .> app:         tasks:0x7f3b2c1d9e50
- ** ---------- .> transport:   amqp://tasks:**@rabbitmq:5672//
- ** ---------- .> results:     redis://:«a»@redis-results:6379/0
- *** --- * --- .> concurrency: 8 (prefork)
-- ******* ---- .> task events: OFF (enable -E to monitor tasks in this worker)
--- ***** -----
 -------------- [queues]
                .> default          exchange=default(direct) key=default
`, V{"a": g.an(32)}, "amqp://tasks:**@rabbitmq:5672//", "celery@worker-1 v4.4.7 (cliffs)")

	g.aplAdd("fw-sidekiq-retry-job-json", `
2025-03-14T10:24:01.118Z pid=7 tid=2mxk class=StripeRefundJob jid=«_jid» INFO: start
2025-03-14T10:24:01.913Z pid=7 tid=2mxk class=StripeRefundJob jid=«_jid» elapsed=0.795 INFO: fail
2025-03-14T10:24:01.914Z pid=7 tid=2mxk WARN: {"context":"Job raised exception","job":{"retry":5,"queue":"payments","class":"StripeRefundJob","args":["ch_«_ch»",2500,"«a»"],"jid":"«_jid»","created_at":1741947841.101,"enqueued_at":1741947841.102,"error_message":"Stripe::AuthenticationError: Invalid API Key provided","error_class":"Stripe::AuthenticationError","failed_at":1741947841.913,"retry_count":0}}
2025-03-14T10:24:01.914Z pid=7 tid=2mxk WARN: Stripe::AuthenticationError: Invalid API Key provided
`, V{"_jid": g.hex(24), "_ch": "3" + g.an(23), "a": g.rkLive()}, "StripeRefundJob", "Stripe::AuthenticationError")

	g.aplAdd("fw-express-morgan-dev-share-link", `
> acme-web@1.12.0 start
> node server.js

Server listening on port 3000
GET /share/9f2b?pw=«a» 200 14.221 ms - 5120
GET /assets/share.css 304 1.102 ms - -
POST /api/share/9f2b/unlock 200 31.884 ms - 88
`, V{"a": g.pw()}, "acme-web@1.12.0", "/api/share/9f2b/unlock")

	g.aplAdd("fw-rails-console-credentials-show", `
$ kubectl exec -it deploy/web -- bin/rails runner 'pp Rails.application.credentials.config' 2>&1 | tee /tmp/creds.txt
I, [2025-03-14T10:26:00.118 #42]  INFO -- : Booting app in production
{:secret_key_base=>"«a»",
 :aws=>{:access_key_id=>"«_ak»", :secret_access_key=>"«b»"},
 :sendgrid=>{:api_key=>"«c»"},
 :active_record_encryption=>{:primary_key=>"«d»", :deterministic_key=>"«e»", :key_derivation_salt=>"«f»"}}
`, V{"a": g.hex(128), "_ak": g.awsID(), "b": g.awsSecret(), "c": g.sendgrid(), "d": g.an(32), "e": g.an(32), "f": g.an(32)}, "Booting app in production", "Rails.application.credentials.config")
}

// ---- SQL statement logs ----

func (g *G) aplSQL() {
	g.aplAdd("sql-postgres-log-statement-alter-role", `
$ sudo tail -n 4 /var/log/postgresql/postgresql-16-main.log
2025-03-14 10:27:02.118 UTC [22311] postgres@postgres LOG:  statement: SELECT rolname FROM pg_roles WHERE rolname = 'reporting';
2025-03-14 10:27:02.121 UTC [22311] postgres@postgres LOG:  statement: ALTER ROLE reporting WITH LOGIN PASSWORD '«a»';
2025-03-14 10:27:02.122 UTC [22311] postgres@postgres LOG:  statement: GRANT pg_read_all_data TO reporting;
2025-03-14 10:27:05.402 UTC [22318] reporting@analytics LOG:  connection authorized: user=reporting database=analytics application_name=metabase SSL enabled (protocol=TLSv1.3, cipher=TLS_AES_256_GCM_SHA384, bits=256)
`, V{"a": g.pwStrong()}, "postgresql-16-main.log", "pg_read_all_data")

	g.aplAdd("sql-postgres-bind-parameters-detail", `
2025-03-14 10:28:11.402 UTC [30112] app@integrations LOG:  duration: 1.882 ms  execute <unnamed>: UPDATE connections SET access_token = $1, refresh_token = $2, updated_at = now() WHERE id = $3
2025-03-14 10:28:11.402 UTC [30112] app@integrations DETAIL:  parameters: $1 = '«a»', $2 = '«b»', $3 = '4411'
2025-03-14 10:28:11.409 UTC [30112] app@integrations LOG:  duration: 0.412 ms  execute <unnamed>: INSERT INTO api_keys (user_id, key_hash, prefix) VALUES ($1, $2, $3)
2025-03-14 10:28:11.409 UTC [30112] app@integrations DETAIL:  parameters: $1 = '1842', $2 = '«_h»', $3 = 'ak_live_«_pre»'
`, V{"a": g.xoxp(), "b": "xoxe-1-" + g.an(140), "_h": g.hex(64), "_pre": g.an(6)}, "app@integrations", "execute <unnamed>")

	g.aplAdd("sql-pgaudit-create-role", `
2025-03-14 10:29:40.118 UTC [41022] dba@postgres LOG:  AUDIT: SESSION,1,1,ROLE,CREATE ROLE,,,"CREATE ROLE etl_loader LOGIN PASSWORD '«a»' VALID UNTIL '2026-01-01'",<not logged>
2025-03-14 10:29:40.131 UTC [41022] dba@postgres LOG:  AUDIT: SESSION,2,1,ROLE,GRANT,,,"GRANT INSERT, UPDATE ON ALL TABLES IN SCHEMA staging TO etl_loader",<not logged>
`, V{"a": g.pw()}, "etl_loader", "AUDIT: SESSION,2,1,ROLE,GRANT")

	g.aplAdd("sql-mysql-general-log-mixed", `
$ sudo tail -6 /var/lib/mysql/db-1.log
2025-03-14T10:30:01.118220Z	   31 Connect	admin@10.0.2.5 on  using TCP/IP
2025-03-14T10:30:01.119004Z	   31 Query	CREATE USER 'grafana'@'10.0.%' IDENTIFIED BY <secret>
2025-03-14T10:30:01.121337Z	   31 Query	GRANT SELECT ON metrics.* TO 'grafana'@'10.0.%'
2025-03-14T10:30:04.402110Z	   32 Query	INSERT INTO oauth_clients (name, client_id, client_secret, redirect_uri) VALUES ('grafana', '«_cid»', '«a»', 'https://grafana.acme.io/login/generic_oauth')
2025-03-14T10:30:04.403887Z	   32 Query	COMMIT
2025-03-14T10:30:05.001002Z	   31 Quit
`, V{"_cid": g.uuid(), "a": g.an(48)}, "IDENTIFIED BY <secret>", "grafana.acme.io/login/generic_oauth")

	g.aplAdd("sql-mysql-slow-log-reset-token", `
# Time: 2025-03-14T10:31:12.118402Z
# User@Host: shop[shop] @  [10.0.3.19]  Id: 88121
# Query_time: 2.418221  Lock_time: 0.000011 Rows_sent: 1  Rows_examined: 1288412
SET timestamp=1741948272;
SELECT id, email FROM customers WHERE password_reset_token = '«a»' AND password_reset_expires > NOW() LIMIT 1;
`, V{"a": g.hex(64)}, "Rows_examined: 1288412", "password_reset_expires")

	g.aplAdd("sql-hibernate-basicbinder-trace", `
2025-03-14 10:32:01.118 DEBUG 1 --- [nio-8080-exec-3] org.hibernate.SQL                        : insert into oauth_client_details (access_token_validity, client_secret, scope, client_id) values (?, ?, ?, ?)
Hibernate: insert into oauth_client_details (access_token_validity, client_secret, scope, client_id) values (?, ?, ?, ?)
2025-03-14 10:32:01.121 TRACE 1 --- [nio-8080-exec-3] o.h.type.descriptor.sql.BasicBinder      : binding parameter [1] as [INTEGER] - [3600]
2025-03-14 10:32:01.121 TRACE 1 --- [nio-8080-exec-3] o.h.type.descriptor.sql.BasicBinder      : binding parameter [2] as [VARCHAR] - [«a»]
2025-03-14 10:32:01.121 TRACE 1 --- [nio-8080-exec-3] o.h.type.descriptor.sql.BasicBinder      : binding parameter [3] as [VARCHAR] - [read,write]
2025-03-14 10:32:01.121 TRACE 1 --- [nio-8080-exec-3] o.h.type.descriptor.sql.BasicBinder      : binding parameter [4] as [VARCHAR] - [partner-portal]
`, V{"a": g.b64u(32)}, "oauth_client_details", "partner-portal")

	g.aplAdd("sql-sequelize-log-query-parameters", `
Executing (default): SELECT "id", "name", "webhookUrl", "apiToken" FROM "Integrations" AS "Integration" WHERE "Integration"."teamId" = 12;
Executing (default): INSERT INTO "Integrations" ("id","name","provider","apiToken","teamId","createdAt","updatedAt") VALUES (DEFAULT,$1,$2,$3,$4,$5,$6) RETURNING "id","name","provider","apiToken","teamId","createdAt","updatedAt"; "Linear sync", "linear", "«a»", 12, "2025-03-14 10:33:01.118 +00:00", "2025-03-14 10:33:01.118 +00:00"
`, V{"a": g.linear()}, "Linear sync", "\"Integration\".\"teamId\" = 12")

	g.aplAdd("sql-activerecord-binds-webhook-secret", `
  Integration Load (0.5ms)  SELECT "integrations".* FROM "integrations" WHERE "integrations"."account_id" = $1 AND "integrations"."kind" = $2 LIMIT $3  [["account_id", 88], ["kind", "github"], ["LIMIT", 1]]
  TRANSACTION (0.2ms)  BEGIN
  Integration Update (0.7ms)  UPDATE "integrations" SET "credentials" = $1, "updated_at" = $2 WHERE "integrations"."id" = $3  [["credentials", "{\"app_id\":«_app»,\"installation_id\":«_inst»,\"client_secret\":\"«a»\"}"], ["updated_at", "2025-03-14 10:34:12.401220"], ["id", 31]]
  TRANSACTION (1.4ms)  COMMIT
`, V{"_app": g.digits(6), "_inst": g.digits(8), "a": g.hex(40)}, "Integration Update", "\"kind\", \"github\"")

	g.aplAdd("sql-gorm-interpolated-insert", `
2025/03/14 10:35:02 /app/internal/store/tokens.go:58
[1.203ms] [rows:1] INSERT INTO "personal_access_tokens" ("user_id","name","token","scopes","created_at") VALUES (42,'ci-runner','«a»','api,read_repository','2025-03-14 10:35:02.117') RETURNING "id"

2025/03/14 10:35:02 /app/internal/store/audit.go:31
[0.412ms] [rows:1] INSERT INTO "audit_events" ("actor_id","action","target","request_id") VALUES (42,'token.create','ci-runner','«_rid»') RETURNING "id"
`, V{"a": g.glpat(), "_rid": g.uuid()}, "/app/internal/store/tokens.go:58", "api,read_repository")

	g.aplAdd("sql-prisma-query-event-params", `
prisma:query SELECT "public"."Session"."id", "public"."Session"."sessionToken", "public"."Session"."userId", "public"."Session"."expires" FROM "public"."Session" WHERE ("public"."Session"."sessionToken" = $1 AND 1=1) LIMIT $2 OFFSET $3
Params: ["«a»",1,0]
Duration: 3ms
prisma:query SELECT "public"."User"."id", "public"."User"."email" FROM "public"."User" WHERE ("public"."User"."id" = $1 AND 1=1) LIMIT $2 OFFSET $3
Params: ["«_uid»",1,0]
Duration: 1ms
`, V{"a": g.uuid(), "_uid": "cl" + g.s(alLowNum, 23)}, "\"public\".\"Session\".\"sessionToken\"", "Duration: 3ms")

	g.aplAdd("sql-sqlalchemy-echo-smtp-settings", `
2025-03-14 10:36:11,402 INFO sqlalchemy.engine.Engine BEGIN (implicit)
2025-03-14 10:36:11,403 INFO sqlalchemy.engine.Engine INSERT INTO smtp_settings (host, port, username, password, use_tls) VALUES (%(host)s, %(port)s, %(username)s, %(password)s, %(use_tls)s) RETURNING smtp_settings.id
2025-03-14 10:36:11,403 INFO sqlalchemy.engine.Engine [generated in 0.00031s] {'host': 'smtp.mailgun.org', 'port': 587, 'username': 'postmaster@mg.acme.io', 'password': '«a»', 'use_tls': True}
2025-03-14 10:36:11,409 INFO sqlalchemy.engine.Engine COMMIT
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "postmaster@mg.acme.io", "[generated in 0.00031s]")

	g.aplAdd("sql-django-db-backends-args", `
(0.001) SELECT "integrations_github"."id", "integrations_github"."org" FROM "integrations_github" WHERE "integrations_github"."org" = 'acme' LIMIT 21; args=('acme',); alias=default
(0.002) UPDATE "integrations_github" SET "token" = '«a»', "updated" = '2025-03-14T10:37:02.118442+00:00'::timestamptz WHERE "integrations_github"."id" = 7; args=('«a»', datetime.datetime(2025, 3, 14, 10, 37, 2, 118442, tzinfo=datetime.timezone.utc), 7); alias=default
`, V{"a": g.ghFine()}, "integrations_github", "alias=default")

	g.aplAdd("sql-efcore-sensitive-data-logging", `
warn: Microsoft.EntityFrameworkCore.Model.Validation[10400]
      Sensitive data logging is enabled. Log entries and exception messages may include sensitive application data; this mode should only be enabled during development.
info: Microsoft.EntityFrameworkCore.Database.Command[20101]
      Executed DbCommand (3ms) [Parameters=[@__token_0='«a»' (Size = 4000)], CommandType='Text', CommandTimeout='30']
      SELECT TOP(1) [r].[Id], [r].[UserId], [r].[ExpiresAt]
      FROM [RefreshTokens] AS [r]
      WHERE [r].[Token] = @__token_0
`, V{"a": g.b64(64)}, "Sensitive data logging is enabled.", "[RefreshTokens] AS [r]")

	g.aplAdd("sql-mongodb-slow-query-filter", `
{"t":{"$date":"2025-03-14T10:38:12.118+00:00"},"s":"I",  "c":"COMMAND",  "id":51803,   "ctx":"conn1221","msg":"Slow query","attr":{"type":"command","ns":"app.users","command":{"find":"users","filter":{"apiKey":"«a»"},"limit":1,"lsid":{"id":{"$uuid":"«_lsid»"}},"$db":"app"},"planSummary":"COLLSCAN","keysExamined":0,"docsExamined":412201,"nreturned":1,"queryHash":"«_qh»","planCacheKey":"«_pk»","reslen":612,"protocol":"op_msg","durationMillis":311}}
`, V{"a": g.hex(40), "_lsid": g.uuid(), "_qh": g.s(alHexU, 8), "_pk": g.s(alHexU, 8)}, "COLLSCAN", "docsExamined")

	g.aplAdd("sql-redis-monitor-oauth-hash", `
$ redis-cli -h sessions.acme.internal MONITOR
OK
1741948711.118402 [0 10.0.4.19:51234] "GET" "rate:api:203.0.113.9"
1741948711.120011 [0 10.0.4.19:51234] "HSET" "oauth:tokens:user:1842" "provider" "google" "access_token" "«a»" "refresh_token" "«b»"
1741948711.120114 [0 10.0.4.19:51234] "EXPIRE" "oauth:tokens:user:1842" "3599"
1741948711.402202 [0 10.0.4.21:40110] "GET" "feature:checkout_v2"
`, V{"a": g.ya29(), "b": g.gRefresh()}, "sessions.acme.internal", "feature:checkout_v2")

	g.aplAdd("sql-clickhouse-query-log-s3-fn", `
:) SELECT event_time, user, query FROM system.query_log WHERE query ILIKE '%s3(%' AND type = 'QueryFinish' ORDER BY event_time DESC LIMIT 2 FORMAT Vertical

Row 1:
──────
event_time: 2025-03-14 10:39:40
user:       etl
query:      INSERT INTO events_raw SELECT * FROM s3('https://acme-events.s3.eu-west-1.amazonaws.com/2025/03/14/*.parquet', '«_ak»', '«a»', 'Parquet')

Row 2:
──────
event_time: 2025-03-14 09:39:40
user:       etl
query:      INSERT INTO events_raw SELECT * FROM s3('https://acme-events.s3.eu-west-1.amazonaws.com/2025/03/13/*.parquet', '«_ak»', '[HIDDEN]', 'Parquet')
`, V{"_ak": g.awsID(), "a": g.awsSecret()}, "system.query_log", "'[HIDDEN]'")
}

// ---- HTTP client debug output ----

func (g *G) aplHTTP() {
	g.aplAdd("http-curl-v-private-token", `
$ curl -v -H "PRIVATE-TOKEN: «a»" "https://gitlab.acme.io/api/v4/projects?membership=true&per_page=5"
*   Trying 10.0.6.20:443...
* Connected to gitlab.acme.io (10.0.6.20) port 443
* ALPN: curl offers h2,http/1.1
* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / RSASSA-PSS
* Server certificate:
*  subject: CN=gitlab.acme.io
*  issuer: C=US; O=Let's Encrypt; CN=R11
* using HTTP/2
> GET /api/v4/projects?membership=true&per_page=5 HTTP/2
> Host: gitlab.acme.io
> User-Agent: curl/8.5.0
> Accept: */*
> PRIVATE-TOKEN: «a»
>
< HTTP/2 200
< content-type: application/json
< x-request-id: «_rid»
< x-runtime: 0.128811
<
[{"id":412,"name":"infra","path_with_namespace":"platform/infra"}]
`, V{"a": g.glpat(), "_rid": g.s(alUpNum, 26)}, "gitlab.acme.io", "platform/infra")

	g.aplAdd("http-curl-v-basic-user", `
$ curl -v -u admin:«a» http://10.0.9.4:9200/_cluster/health
*   Trying 10.0.9.4:9200...
* Connected to 10.0.9.4 (10.0.9.4) port 9200
* Server auth using Basic with user 'admin'
> GET /_cluster/health HTTP/1.1
> Host: 10.0.9.4:9200
> Authorization: Basic «b»
> User-Agent: curl/7.81.0
> Accept: */*
>
< HTTP/1.1 200 OK
< content-type: application/json; charset=UTF-8
<
{"cluster_name":"logs-prod","status":"yellow","number_of_nodes":3,"active_shards_percent_as_number":91.7}
`, func() V {
		p := g.pwURL()
		return V{"a": p, "b": b64s("admin:" + p)}
	}(), "Server auth using Basic with user 'admin'", "logs-prod")

	g.aplAdd("http-curl-trace-ascii-form", `
$ curl -s --trace-ascii - -d grant_type=client_credentials -d client_id=«_cid» -d client_secret=«a» https://login.microsoftonline.com/«_ten»/oauth2/v2.0/token -d scope=https%3A%2F%2Fgraph.microsoft.com%2F.default | head -20
== Info:   Trying 20.190.160.1:443...
== Info: Connected to login.microsoftonline.com (20.190.160.1) port 443
=> Send header, 210 bytes (0xd2)
0000: POST /«_ten»/oauth2/v2.0/token HTTP/1.1
0036: Host: login.microsoftonline.com
0057: User-Agent: curl/8.5.0
006f: Accept: */*
007c: Content-Length: 201
0091: Content-Type: application/x-www-form-urlencoded
00c2:
=> Send data, 201 bytes (0xc9)
0000: grant_type=client_credentials&client_id=«_cid»&client_secret=«a»&scope=https%3A%2F%2Fgraph.microsoft.com%2F.default
== Info: upload completely sent off: 201 bytes
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_ten": g.uuid()}, "login.microsoftonline.com", "upload completely sent off")

	g.aplAdd("http-python-httpclient-debuglevel", `
>>> import http.client, requests
>>> http.client.HTTPConnection.debuglevel = 1
>>> requests.post("https://api.stripe.com/v1/refunds", data={"charge": "ch_3Ov«_ch»"}, auth=(key, ""))
send: b'POST /v1/refunds HTTP/1.1\r\nHost: api.stripe.com\r\nUser-Agent: python-requests/2.31.0\r\nAccept-Encoding: gzip, deflate\r\nAccept: */*\r\nConnection: keep-alive\r\nContent-Length: 31\r\nContent-Type: application/x-www-form-urlencoded\r\nAuthorization: Basic «a»\r\n\r\n'
send: b'charge=ch_3Ov«_ch»'
reply: 'HTTP/1.1 200 OK\r\n'
header: Server: nginx
header: Content-Type: application/json
header: Request-Id: req_«_req»
header: Stripe-Version: 2024-06-20
<Response [200]>
`, V{"_ch": g.an(21), "a": b64s(g.skLive() + ":"), "_req": g.an(14)}, "Stripe-Version: 2024-06-20", "HTTPConnection.debuglevel = 1")

	g.aplAdd("http-urllib3-debug-url-path-token", `
DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): api.telegram.org:443
DEBUG:urllib3.connectionpool:https://api.telegram.org:443 "POST /bot«a»/sendMessage HTTP/1.1" 200 312
DEBUG:urllib3.connectionpool:https://api.telegram.org:443 "POST /bot«a»/sendDocument HTTP/1.1" 200 891
INFO:alerts:delivered 2 alerts to chat -100«_chat»
`, V{"a": g.telegram(), "_chat": g.digits(10)}, "urllib3.connectionpool", "delivered 2 alerts")

	g.aplAdd("http-httpx-info-url-key", `
2025-03-14 10:41:02,118 INFO httpx: HTTP Request: GET https://maps.googleapis.com/maps/api/geocode/json?address=Hauptstra%C3%9Fe+5%2C+Berlin&key=«a» "HTTP/1.1 200 OK"
2025-03-14 10:41:02,412 INFO httpx: HTTP Request: POST https://api.anthropic.com/v1/messages "HTTP/1.1 200 OK"
2025-03-14 10:41:03,007 INFO httpx: HTTP Request: GET https://api.openweathermap.org/data/2.5/weather?lat=52.52&lon=13.40&appid=«b»&units=metric "HTTP/1.1 200 OK"
`, V{"a": g.googleKey(), "b": g.hex(32)}, "api.openweathermap.org", "api.anthropic.com/v1/messages")

	g.aplAdd("http-okhttp-logcat-body", `
2025-03-14 10:42:01.118 12345-12400 okhttp.OkHttpClient     com.acme.field          I  --> POST https://api.acme.io/v1/auth/login
2025-03-14 10:42:01.118 12345-12400 okhttp.OkHttpClient     com.acme.field          I  Content-Type: application/json; charset=UTF-8
2025-03-14 10:42:01.118 12345-12400 okhttp.OkHttpClient     com.acme.field          I  Content-Length: 61
2025-03-14 10:42:01.119 12345-12400 okhttp.OkHttpClient     com.acme.field          I  {"email":"qa.tester@acme.io","password":"«a»"}
2025-03-14 10:42:01.119 12345-12400 okhttp.OkHttpClient     com.acme.field          I  --> END POST (61-byte body)
2025-03-14 10:42:01.331 12345-12400 okhttp.OkHttpClient     com.acme.field          I  <-- 200 OK https://api.acme.io/v1/auth/login (212ms)
2025-03-14 10:42:01.331 12345-12400 okhttp.OkHttpClient     com.acme.field          I  content-type: application/json
2025-03-14 10:42:01.332 12345-12400 okhttp.OkHttpClient     com.acme.field          I  {"access_token":"«b»","refresh_token":"«c»","token_type":"Bearer","expires_in":900}
2025-03-14 10:42:01.332 12345-12400 okhttp.OkHttpClient     com.acme.field          I  <-- END HTTP (412-byte body)
`, V{"a": g.pw(), "b": g.userJWT(), "c": g.b64u(64)}, "okhttp.OkHttpClient", "qa.tester@acme.io")

	g.aplAdd("http-okhttp-redacted-and-unredacted", `
I/okhttp.OkHttpClient: --> GET https://maps.acme-fleet.com/v2/vehicles?fleet=eu-north
I/okhttp.OkHttpClient: Authorization: ██
I/okhttp.OkHttpClient: X-Fleet-Api-Key: «a»
I/okhttp.OkHttpClient: X-Request-Id: «_rid»
I/okhttp.OkHttpClient: --> END GET
I/okhttp.OkHttpClient: <-- 200 https://maps.acme-fleet.com/v2/vehicles?fleet=eu-north (88ms)
`, V{"a": "fk_live_" + g.an(32), "_rid": g.uuid()}, "Authorization: ██", "fleet=eu-north")

	g.aplAdd("http-axios-error-console-log", `
AxiosError: Request failed with status code 403
    at settle (/srv/app/node_modules/axios/dist/node/axios.cjs:1983:12)
    at IncomingMessage.handleStreamEnd (/srv/app/node_modules/axios/dist/node/axios.cjs:3085:11) {
  code: 'ERR_BAD_REQUEST',
  config: {
    transitional: {
      silentJSONParsing: true,
      forcedJSONParsing: true,
      clarifyTimeoutError: false
    },
    adapter: [ 'xhr', 'http', 'fetch' ],
    timeout: 0,
    headers: Object [AxiosHeaders] {
      Accept: 'application/json, text/plain, */*',
      'Content-Type': 'application/json',
      Authorization: 'Bearer «a»',
      'User-Agent': 'axios/1.7.2',
      'Accept-Encoding': 'gzip, compress, deflate, br'
    },
    method: 'get',
    url: 'https://api.github.com/repos/acme/private-infra/contents/terraform',
    data: undefined
  },
  status: 403
}
`, V{"a": g.ghFine()}, "acme/private-infra", "ERR_BAD_REQUEST")

	g.aplAdd("http-go-httputil-dump-request", `
2025/03/14 10:44:01 --- request dump ---
POST /v2/oauth/token HTTP/1.1
Host: api.partner-bank.example
User-Agent: Go-http-client/1.1
Content-Length: 29
Authorization: Basic «a»
Content-Type: application/x-www-form-urlencoded
Accept-Encoding: gzip

grant_type=client_credentials
2025/03/14 10:44:01 --- response 200 in 311ms ---
`, V{"a": b64s(g.uuid() + ":" + g.an(32))}, "api.partner-bank.example", "request dump")

	g.aplAdd("http-aws-cli-debug-headers-and-body", `
$ aws secretsmanager get-secret-value --secret-id prod/api/db --debug 2>&1 | grep -E "Making request|Response body" -A1
2025-03-14 10:45:12,118 - MainThread - botocore.endpoint - DEBUG - Making request for OperationModel(name=GetSecretValue) with params: {'url_path': '/', 'query_string': '', 'method': 'POST', 'headers': {'X-Amz-Target': 'secretsmanager.GetSecretValue', 'Content-Type': 'application/x-amz-json-1.1', 'User-Agent': 'aws-cli/2.15.30 md/awscrt#0.19.19 ua/2.0 os/linux#6.5.0 md/arch#x86_64 lang/python#3.11.8'}, 'body': b'{"SecretId": "prod/api/db"}', 'url': 'https://secretsmanager.eu-west-1.amazonaws.com/', 'context': {'client_region': 'eu-west-1', 'has_streaming_input': False}}
2025-03-14 10:45:12,119 - MainThread - botocore.auth - DEBUG - Signature:
«_sig»
2025-03-14 10:45:12,120 - MainThread - botocore.endpoint - DEBUG - Sending http request: <AWSPreparedRequest stream_output=False, method=POST, url=https://secretsmanager.eu-west-1.amazonaws.com/, headers={'X-Amz-Target': b'secretsmanager.GetSecretValue', 'X-Amz-Date': b'20250314T104512Z', 'X-Amz-Security-Token': b'«a»', 'Authorization': b'AWS4-HMAC-SHA256 Credential=«_ak»/20250314/eu-west-1/secretsmanager/aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-security-token;x-amz-target, Signature=«_sig»', 'Content-Length': '27'}>
2025-03-14 10:45:12,402 - MainThread - botocore.parsers - DEBUG - Response body:
b'{"ARN":"arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/api/db-Xk2p9Q","CreatedDate":1.71e9,"Name":"prod/api/db","SecretString":"{\\"username\\":\\"api\\",\\"password\\":\\"«b»\\"}","VersionId":"«_ver»","VersionStages":["AWSCURRENT"]}'
`, V{"_sig": g.hex(64), "a": g.awsSession(), "_ak": g.awsTempID(), "_acct": g.digits(12), "b": g.pwStrong(), "_ver": g.uuid()}, "botocore.endpoint", "OperationModel(name=GetSecretValue)")

	g.aplAdd("http-apache-httpclient-wire", `
2025-03-14 10:46:01,118 DEBUG [main] org.apache.http.wire: http-outgoing-0 >> "GET /rest/api/3/search?jql=project%3DOPS HTTP/1.1[\r][\n]"
2025-03-14 10:46:01,118 DEBUG [main] org.apache.http.wire: http-outgoing-0 >> "Accept: application/json[\r][\n]"
2025-03-14 10:46:01,118 DEBUG [main] org.apache.http.wire: http-outgoing-0 >> "Authorization: Basic «a»[\r][\n]"
2025-03-14 10:46:01,118 DEBUG [main] org.apache.http.wire: http-outgoing-0 >> "Host: acme.atlassian.net[\r][\n]"
2025-03-14 10:46:01,118 DEBUG [main] org.apache.http.wire: http-outgoing-0 >> "Connection: Keep-Alive[\r][\n]"
2025-03-14 10:46:01,118 DEBUG [main] org.apache.http.wire: http-outgoing-0 >> "User-Agent: Apache-HttpClient/4.5.14 (Java/17.0.10)[\r][\n]"
2025-03-14 10:46:01,412 DEBUG [main] org.apache.http.wire: http-outgoing-0 << "HTTP/1.1 200 OK[\r][\n]"
`, V{"a": b64s("jira-bot@acme.io:" + g.atlassian())}, "acme.atlassian.net", "Apache-HttpClient/4.5.14")

	g.aplAdd("http-faraday-logger-headers", `
I, [2025-03-14T10:47:02.118402 #4411]  INFO -- request: POST https://api.openai.com/v1/chat/completions
I, [2025-03-14T10:47:02.118511 #4411]  INFO -- request: Authorization: "Bearer «a»"
Content-Type: "application/json"
User-Agent: "Faraday v2.9.0"
I, [2025-03-14T10:47:04.002118 #4411]  INFO -- response: Status 200
I, [2025-03-14T10:47:04.002201 #4411]  INFO -- response: x-request-id: "req_«_r»"
openai-processing-ms: "1811"
`, V{"a": g.openai(), "_r": g.hex(32)}, "Faraday v2.9.0", "openai-processing-ms")

	g.aplAdd("http-guzzle-debug-mailgun", `
*   Trying 34.111.21.4:443...
* Connected to api.eu.mailgun.net (34.111.21.4) port 443 (#0)
> POST /v3/mg.acme.io/messages HTTP/1.1
Host: api.eu.mailgun.net
Authorization: Basic «a»
User-Agent: GuzzleHttp/7
Content-Type: multipart/form-data; boundary=«_b»
Content-Length: 1822

* We are completely uploaded and fine
< HTTP/1.1 200 OK
< Content-Type: application/json
{"id":"<20250314104801.«_mid»@mg.acme.io>","message":"Queued. Thank you."}
`, V{"a": b64s("api:" + g.mailgun()), "_b": g.hex(40), "_mid": g.hex(16)}, "api.eu.mailgun.net", "Queued. Thank you.")

	g.aplAdd("http-dotnet-httpclient-logs", `
info: System.Net.Http.HttpClient.Weather.LogicalHandler[100]
      Start processing HTTP request GET https://api.weatherapi.com/v1/forecast.json?key=«a»&q=Oslo&days=3
trce: System.Net.Http.HttpClient.Weather.ClientHandler[102]
      Request Headers:
      Authorization: *
      traceparent: 00-«_t»-«_s»-00
info: System.Net.Http.HttpClient.Weather.ClientHandler[101]
      Received HTTP response headers after 211.4402ms - 200
`, V{"a": g.hex(31), "_t": g.aplTrace(), "_s": g.aplSpan()}, "System.Net.Http.HttpClient.Weather.LogicalHandler", "Authorization: *")

	g.aplAdd("http-httpie-verbose", `
$ http -v POST https://cloud.acme-ci.io/api/v2/project/gh/acme/web/pipeline Circle-Token:«a» branch=main
POST /api/v2/project/gh/acme/web/pipeline HTTP/1.1
Accept: application/json, */*;q=0.5
Accept-Encoding: gzip, deflate
Circle-Token: «a»
Connection: keep-alive
Content-Length: 18
Content-Type: application/json
Host: cloud.acme-ci.io
User-Agent: HTTPie/3.2.2

{
    "branch": "main"
}


HTTP/1.1 201 Created
Content-Type: application/json;charset=utf-8

{
    "created_at": "2025-03-14T10:49:01.118Z",
    "id": "«_pid»",
    "number": 4412,
    "state": "pending"
}
`, V{"a": "CCIPAT_" + g.an(22) + "_" + g.hex(40), "_pid": g.uuid()}, "HTTPie/3.2.2", "\"number\": 4412")

	g.aplAdd("http-grpcurl-verbose-metadata", `
$ grpcurl -v -H "authorization: Bearer «a»" api.acme.internal:443 acme.billing.v1.InvoiceService/ListInvoices

Resolved method descriptor:
rpc ListInvoices ( .acme.billing.v1.ListInvoicesRequest ) returns ( .acme.billing.v1.ListInvoicesResponse );

Request metadata to send:
authorization: Bearer «a»

Response headers received:
content-type: application/grpc
x-request-id: «_rid»

Response contents:
{
  "invoices": [],
  "nextPageToken": ""
}

Response trailers received:
(empty)
Sent 1 request and received 1 response
`, V{"a": g.b64u(48), "_rid": g.uuid()}, "acme.billing.v1.InvoiceService/ListInvoices", "Sent 1 request and received 1 response")

	g.aplAdd("http-wget-debug-request", `
$ wget -d --user=release --password=«a» https://artifacts.acme.internal/releases/agent-4.2.1.tar.gz
DEBUG output created by Wget 1.21.4 on linux-gnu.

Resolving artifacts.acme.internal (artifacts.acme.internal)... 10.0.8.30
Connecting to artifacts.acme.internal (artifacts.acme.internal)|10.0.8.30|:443... connected.

---request begin---
GET /releases/agent-4.2.1.tar.gz HTTP/1.1
Host: artifacts.acme.internal
User-Agent: Wget/1.21.4
Accept: */*
Accept-Encoding: identity
Connection: Keep-Alive
Authorization: Basic «b»

---request end---
HTTP request sent, awaiting response...
---response begin---
HTTP/1.1 200 OK
Content-Length: 18823110
`, func() V {
		p := g.pw()
		return V{"a": p, "b": b64s("release:" + p)}
	}(), "artifacts.acme.internal", "Wget 1.21.4")
}

// ---- drivers, pools and job queues ----

func (g *G) aplDrivers() {
	g.aplAdd("drv-hikari-config-dump", `
2025-03-14 10:50:01.118 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig           : HikariPool-1 - configuration:
2025-03-14 10:50:01.119 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig           : autoCommit......................true
2025-03-14 10:50:01.119 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig           : connectionTimeout...............30000
2025-03-14 10:50:01.120 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig           : jdbcUrl.........................jdbc:postgresql://orders-db.internal:5432/orders?user=orders&password=«a»&sslmode=require
2025-03-14 10:50:01.120 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig           : maximumPoolSize.................20
2025-03-14 10:50:01.120 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig           : password........................<masked>
2025-03-14 10:50:01.120 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig           : poolName........................HikariPool-1
2025-03-14 10:50:01.121 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig           : username........................"orders"
`, V{"a": g.pwURL()}, "password........................<masked>", "orders-db.internal:5432")

	g.aplAdd("drv-mongoose-debug-apikey", `
Mongoose: users.createIndex({ email: 1 }, { unique: true, background: true })
Mongoose: apikeys.findOne({ key: '«a»', revoked: false }, { projection: { owner: 1, scopes: 1 } })
Mongoose: users.findOne({ _id: new ObjectId("«_oid»") }, {})
GET /api/v1/usage 200 18.211 ms - 412
`, V{"a": "mk_" + g.an(40), "_oid": g.hex(24)}, "users.createIndex", "/api/v1/usage")

	g.aplAdd("drv-pgx-logfmt-args", `
2025-03-14T10:51:11Z level=info msg=Query sql="SELECT id, user_id FROM sessions WHERE token = $1 AND expires_at > now()" args="[«a»]" time=1.182ms commandTag="SELECT 1" pid=41022
2025-03-14T10:51:11Z level=info msg=Query sql="UPDATE sessions SET last_seen = now() WHERE id = $1" args=[88121] time=0.402ms commandTag="UPDATE 1" pid=41022
`, V{"a": g.b64u(43)}, "commandTag=\"UPDATE 1\"", "expires_at > now()")

	g.aplAdd("drv-pgjdbc-fine-connect-url", `
Mar 14, 2025 10:52:02 AM org.postgresql.Driver connect
FINE: Connecting with URL: jdbc:postgresql://reports-db.internal:5432/reports?user=reports_ro&password=«a»&ApplicationName=report-runner
Mar 14, 2025 10:52:02 AM org.postgresql.core.v3.ConnectionFactoryImpl openConnectionImpl
FINE: Trying to establish a protocol version 3 connection to reports-db.internal:5432
Mar 14, 2025 10:52:02 AM org.postgresql.core.v3.ConnectionFactoryImpl tryConnect
FINE: Receive Buffer Size is 65,536
`, V{"a": g.pwURL()}, "ApplicationName=report-runner", "org.postgresql.core.v3.ConnectionFactoryImpl")

	g.aplAdd("drv-ioredis-debug-auth-command", `
$ DEBUG=ioredis:* node worker.js
  ioredis:redis status[cache.acme.internal:6380]: wait -> connecting +0ms
  ioredis:redis queue command[cache.acme.internal:6380]: 0 -> auth([ '«a»' ]) +3ms
  ioredis:redis queue command[cache.acme.internal:6380]: 0 -> info([]) +1ms
  ioredis:redis status[10.0.4.40:6380]: connecting -> connect +22ms
  ioredis:redis write command[10.0.4.40:6380]: 0 -> auth([ '«a»' ]) +1ms
  ioredis:redis status[10.0.4.40:6380]: connect -> ready +4ms
`, V{"a": g.an(32)}, "cache.acme.internal:6380", "connect -> ready")

	g.aplAdd("drv-kafka-connect-jdbc-config", `
[2025-03-14 10:54:01,118] INFO [pg-source|task-0] JdbcSourceTaskConfig values:
	batch.max.rows = 100
	connection.attempts = 3
	connection.password = [hidden]
	connection.url = jdbc:postgresql://pg-primary.data:5432/shop?user=debezium&password=«a»
	connection.user = null
	mode = timestamp+incrementing
	table.whitelist = [orders, order_items]
	topic.prefix = shop.
 (io.confluent.connect.jdbc.source.JdbcSourceTaskConfig:370)
`, V{"a": g.pwURL()}, "connection.password = [hidden]", "pg-primary.data:5432")

	g.aplAdd("drv-celery-inspect-active-args", `
$ celery -A sync inspect active
-> celery@worker-2: OK
    * {'id': '«_tid»', 'name': 'sync.tasks.pull_repository', 'args': ['acme/infra-modules', '«a»'], 'kwargs': {'depth': 1}, 'type': 'sync.tasks.pull_repository', 'hostname': 'celery@worker-2', 'time_start': 1741949701.118402, 'acknowledged': True, 'delivery_info': {'exchange': '', 'routing_key': 'git', 'priority': 0, 'redelivered': False}, 'worker_pid': 31}
-> celery@worker-1: OK
    - empty -

2 nodes online.
`, V{"_tid": g.uuid(), "a": g.ghp()}, "sync.tasks.pull_repository", "2 nodes online.")

	g.aplAdd("drv-celery-worker-debug-trace", `
[2025-03-14 10:56:02,118: INFO/MainProcess] Task billing.tasks.charge_customer[«_tid»] received
[2025-03-14 10:56:02,119: DEBUG/MainProcess] TaskPool: Apply <function fast_trace_task at 0x7f0b2a1c5e40> (args:('billing.tasks.charge_customer', '«_tid»', {'lang': 'py', 'task': 'billing.tasks.charge_customer', 'id': '«_tid»', 'retries': 0, 'argsrepr': "('cus_«_cus»', 4999)", 'kwargsrepr': "{'api_key': '«a»'}", 'origin': 'gen12@web-3', 'hostname': 'celery@worker-1'}, b'[["cus_«_cus»", 4999], {"api_key": "«a»"}, {"callbacks": null, "errbacks": null, "chain": null, "chord": null}]', 'application/json', 'utf-8') kwargs:{})
[2025-03-14 10:56:03,402: INFO/ForkPoolWorker-3] Task billing.tasks.charge_customer[«_tid»] succeeded in 1.28s: 'pi_«_pi»'
`, V{"_tid": g.uuid(), "_cus": g.an(14), "a": g.skLive(), "_pi": "3" + g.an(23)}, "billing.tasks.charge_customer", "ForkPoolWorker-3")

	g.aplAdd("drv-rq-worker-job-description", `
10:57:01 Worker rq:worker:«_w» started with PID 12, version 1.16.1
10:57:01 Subscribing to channel rq:pubsub:«_w»
10:57:01 *** Listening on default...
10:57:12 default: sync.fetch_orders('acme-store.myshopify.com', api_token='«a»', since='2025-03-13') («_jid»)
10:57:14 default: Job OK («_jid»)
10:57:14 Result is kept for 500 seconds
`, V{"_w": g.hex(32), "a": g.shpat(), "_jid": g.uuid()}, "Listening on default", "Result is kept for 500 seconds")

	g.aplAdd("drv-bull-failed-job-json", `
$ redis-cli --raw HGETALL bull:emails:1432 | paste - -
name	send-email
data	{"to":"client@example.org","template":"invoice","smtp":{"host":"smtp.gmail.com","port":465,"user":"billing@acme.io","pass":"«a»"}}
opts	{"attempts":3,"delay":0,"backoff":{"type":"exponential","delay":5000}}
timestamp	1741949821118
failedReason	Invalid login: 535-5.7.8 Username and Password not accepted.
stacktrace	["Error: Invalid login: 535-5.7.8 Username and Password not accepted.\n    at SMTPConnection._formatError (/app/node_modules/nodemailer/lib/smtp-connection/index.js:798:19)"]
attemptsMade	3
`, V{"a": g.s(alLower, 16)}, "bull:emails:1432", "Username and Password not accepted")

	g.aplAdd("drv-hangfire-failed-job", `
2025-03-14 10:58:40.118 +00:00 [WRN] Hangfire.AutomaticRetryAttribute: Failed to process the job '3121': an exception occurred. Retry attempt 2 of 10 will be performed in 00:01:12.
System.Net.Mail.SmtpException: The SMTP server requires a secure connection or the client was not authenticated.
   at System.Net.Mail.SmtpClient.Send(MailMessage message)
   at Acme.Jobs.EmailSender.Send(String host, String user, String password, String to) in /src/Acme.Jobs/EmailSender.cs:line 41
Job: EmailSender.Send("smtp.office365.com", "noreply@acme.io", "«a»", "ops@acme.io")
`, V{"a": g.pw()}, "Hangfire.AutomaticRetryAttribute", "EmailSender.cs:line 41")

	g.aplAdd("drv-airflow-task-log-masked-and-not", `
[2025-03-14, 10:59:01 UTC] {taskinstance.py:2192} INFO - Starting attempt 1 of 2
[2025-03-14, 10:59:01 UTC] {base.py:84} INFO - Using connection ID 'snowflake_default' for task execution.
[2025-03-14, 10:59:01 UTC] {subprocess.py:75} INFO - Running command: ['/usr/bin/bash', '-c', 'export AWS_ACCESS_KEY_ID=«_ak» AWS_SECRET_ACCESS_KEY=*** && aws s3 sync s3://acme-raw/events/ /tmp/events/']
[2025-03-14, 10:59:02 UTC] {subprocess.py:86} INFO - Output:
[2025-03-14, 10:59:02 UTC] {subprocess.py:93} INFO - + curl -s -X POST https://hooks.acme.internal/airflow -H 'X-Auth: «a»' -d 'dag=events_sync'
[2025-03-14, 10:59:09 UTC] {subprocess.py:97} INFO - Command exited with return code 0
`, V{"_ak": g.awsID(), "a": g.hex(40)}, "AWS_SECRET_ACCESS_KEY=***", "snowflake_default")

	g.aplAdd("drv-smtplib-debug-auth-plain", `
>>> server.set_debuglevel(1)
>>> server.login("apikey", key)
send: 'ehlo [10.0.2.15]\r\n'
reply: b'250-smtp.sendgrid.net\r\n'
reply: b'250-8BITMIME\r\n'
reply: b'250-AUTH PLAIN LOGIN\r\n'
reply: retcode (250); Msg: b'smtp.sendgrid.net\n8BITMIME\nAUTH PLAIN LOGIN'
send: 'AUTH PLAIN «a»\r\n'
reply: b'235 Authentication successful\r\n'
reply: retcode (235); Msg: b'Authentication successful'
(235, b'Authentication successful')
`, V{"a": b64s("\x00apikey\x00" + g.sendgrid())}, "250-AUTH PLAIN LOGIN", "ehlo [10.0.2.15]")

	g.aplAdd("drv-swaks-auth-login", `
$ swaks --to ops@acme.io --from alerts@acme.io --server smtp.office365.com:587 --tls --auth LOGIN --auth-user alerts@acme.io --auth-password '«a»'
=== Trying smtp.office365.com:587...
=== Connected to smtp.office365.com.
<-  220 AM0PR02CA0123.outlook.office365.com Microsoft ESMTP MAIL Service ready at Fri, 14 Mar 2025 11:00:01 +0000
 -> EHLO build-02
<-  250-AM0PR02CA0123.outlook.office365.com Hello [203.0.113.50]
 -> STARTTLS
<-  220 2.0.0 SMTP server ready
=== TLS started with cipher TLSv1.2:ECDHE-RSA-AES256-GCM-SHA384:256
 ~> AUTH LOGIN
<~  334 VXNlcm5hbWU6
 ~> «_u»
<~  334 UGFzc3dvcmQ6
 ~> «b»
<~  235 2.7.0 Authentication successful
`, func() V {
		p := g.pw()
		return V{"_u": b64s("alerts@acme.io"), "a": p, "b": b64s(p)}
	}(), "smtp.office365.com:587", "334 VXNlcm5hbWU6")

	g.aplAdd("drv-jedis-sentinel-and-lettuce-mask", `
2025-03-14 11:01:02.118  INFO 1 --- [main] io.lettuce.core.RedisClient              : Connecting to redis://********@redis-master.cache:6379
2025-03-14 11:01:02.402  INFO 1 --- [main] c.a.cache.LegacyJedisFactory             : Creating JedisSentinelPool master=mymaster sentinels=[10.0.5.11:26379, 10.0.5.12:26379] password=«a» database=0
2025-03-14 11:01:02.488  INFO 1 --- [main] redis.clients.jedis.JedisSentinelPool    : Trying to find master from available Sentinels...
`, V{"a": g.pwStrong()}, "redis://********@redis-master.cache:6379", "JedisSentinelPool master=mymaster")
}

// ---- CI job logs ----

func (g *G) aplCI() {
	g.aplAdd("ci-gha-masked-but-base64-auth", `
2025-03-14T11:02:01.1184021Z ##[group]Run docker login registry.acme.io -u ci-bot --password-stdin <<< "$REGISTRY_PASSWORD"
2025-03-14T11:02:01.1184822Z docker login registry.acme.io -u ci-bot --password-stdin <<< "$REGISTRY_PASSWORD"
2025-03-14T11:02:01.1198110Z shell: /usr/bin/bash -e {0}
2025-03-14T11:02:01.1198402Z env:
2025-03-14T11:02:01.1198711Z   REGISTRY_PASSWORD: ***
2025-03-14T11:02:01.1199003Z ##[endgroup]
2025-03-14T11:02:01.9021188Z Login Succeeded
2025-03-14T11:02:02.0011830Z ##[group]Run cat ~/.docker/config.json
2025-03-14T11:02:02.0102204Z {
2025-03-14T11:02:02.0102511Z 	"auths": {
2025-03-14T11:02:02.0102803Z 		"registry.acme.io": {
2025-03-14T11:02:02.0103110Z 			"auth": "«a»"
2025-03-14T11:02:02.0103399Z 		}
2025-03-14T11:02:02.0103650Z 	}
2025-03-14T11:02:02.0103901Z }
`, V{"a": b64s("ci-bot:" + g.pwStrong())}, "REGISTRY_PASSWORD: ***", "registry.acme.io")

	g.aplAdd("ci-gha-step-output-not-masked", `
2025-03-14T11:03:10.2201884Z ##[group]Run TOKEN=$(vault write -field=token auth/jwt/login role=gha-deploy jwt="$ACTIONS_ID_TOKEN")
2025-03-14T11:03:10.2202310Z shell: /usr/bin/bash -e {0}
2025-03-14T11:03:10.2202611Z ##[endgroup]
2025-03-14T11:03:10.8804420Z + echo "vault_token=«a»" >> "$GITHUB_OUTPUT"
2025-03-14T11:03:10.8813010Z ##[group]Run ./deploy.sh
2025-03-14T11:03:10.8813488Z env:
2025-03-14T11:03:10.8813792Z   VAULT_TOKEN: «a»
2025-03-14T11:03:10.8814100Z   VAULT_ADDR: https://vault.acme.io
2025-03-14T11:03:10.8814402Z ##[endgroup]
`, V{"a": g.vaultTok()}, "VAULT_ADDR: https://vault.acme.io", "role=gha-deploy")

	g.aplAdd("ci-gitlab-debug-trace-exports", `
Running with gitlab-runner 16.11.0 (91a27b2a)
  on acme-k8s-runner «_r», system ID: r_«_sys»
Preparing the "kubernetes" executor
WARNING: CI_DEBUG_TRACE is enabled. The job log may contain sensitive data.
$ echo "Deploying $CI_COMMIT_SHORT_SHA"
++ export CI_JOB_TOKEN=[MASKED]
++ CI_JOB_TOKEN=[MASKED]
++ export CI_REGISTRY_PASSWORD=[MASKED]
++ export DEPLOY_SSH_PASSPHRASE=«a»
++ DEPLOY_SSH_PASSPHRASE=«a»
++ export SENTRY_AUTH_TOKEN=«b»
++ export CI_COMMIT_SHORT_SHA=«_sha»
Deploying «_sha»
`, V{"_r": g.s(alLowNum, 8), "_sys": g.s(alLowNum, 12), "a": g.pw(), "b": "sntrys_" + g.b64u(100), "_sha": g.hex(8)}, "CI_JOB_TOKEN=[MASKED]", "gitlab-runner 16.11.0 (91a27b2a)")

	g.aplAdd("ci-jenkins-console-groovy-interpolation", `
[Pipeline] withCredentials
Masking supported pattern matches of $DB_PASS
[Pipeline] {
[Pipeline] sh
Warning: A secret was passed to "sh" using Groovy String interpolation, which is insecure.
		 Affected argument(s) used the following variable(s): [DB_PASS]
		 See https://jenkins.io/redirect/groovy-string-interpolation for details.
+ psql postgresql://app:****@db.staging:5432/app -c 'select 1'
 ?column?
----------
        1
(1 row)
[Pipeline] sh
+ curl -fsS -X POST -u release-bot:«a» https://jenkins.acme.io/job/deploy-prod/buildWithParameters?VERSION=2.31.0
[Pipeline] }
[Pipeline] // withCredentials
`, V{"a": g.aplJenkins()}, "Masking supported pattern matches of $DB_PASS", "deploy-prod/buildWithParameters")

	g.aplAdd("ci-circleci-bash-env-unmasked", `
#!/bin/bash -eo pipefail
echo "export NPM_TOKEN=$(aws ssm get-parameter --name /ci/npm-token --with-decryption --query Parameter.Value --output text)" >> "$BASH_ENV"
cat "$BASH_ENV"
export PATH="$HOME/.local/bin:$PATH"
export CIRCLE_TOKEN=********************
export NPM_TOKEN=«a»

CircleCI received exit code 0
`, V{"a": g.npmTok()}, "CIRCLE_TOKEN=********************", "/ci/npm-token")

	g.aplAdd("ci-buildkite-redacted-and-inline", `
~~~ Preparing working directory
$ cd /var/lib/buildkite-agent/builds/ci-agent-3/acme/sdk-js
# Host "github.com" already in list of known hosts at "/var/lib/buildkite-agent/.ssh/known_hosts"
$ git fetch -v --prune -- origin «_sha»
~~~ Running global environment hook
# NPM_AUTH_TOKEN changed
$ export NPM_AUTH_TOKEN=[REDACTED]
~~~ Running commands
$ npm publish --access public --//registry.npmjs.org/:_authToken=«a»
npm notice 📦  @acme/sdk@3.4.0
npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access
+ @acme/sdk@3.4.0
`, V{"_sha": g.gitSHA(), "a": g.npmTok()}, "NPM_AUTH_TOKEN=[REDACTED]", "@acme/sdk@3.4.0")

	g.aplAdd("ci-azure-pipelines-debug-variable", `
2025-03-14T11:07:01.1184402Z ##[section]Starting: Deploy static site
2025-03-14T11:07:01.1201120Z ==============================================================================
2025-03-14T11:07:01.1201400Z Task         : Azure CLI
2025-03-14T11:07:01.1201711Z Version      : 2.240.1
2025-03-14T11:07:01.1210022Z ##[command]az login --service-principal -u «_app» -p *** --tenant «_ten»
2025-03-14T11:07:04.4020011Z ##[debug]Evaluating: variables['uploadSas']
2025-03-14T11:07:04.4020402Z ##[debug]Result: 'sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2025-03-15T00:00:00Z&st=2025-03-14T00:00:00Z&spr=https&sig=«a»'
2025-03-14T11:07:05.0001201Z ##[command]az storage blob upload-batch -d '$web' -s ./dist --account-name acmewebprod --sas-token ***
`, V{"_app": g.uuid(), "_ten": g.uuid(), "a": strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(g.b64(32))}, "acmewebprod", "##[debug]Evaluating: variables['uploadSas']")

	g.aplAdd("ci-travis-env-from-yml", `
Setting environment variables from repository settings
$ export DOCKER_USER=acmebot
$ export DOCKER_PASS=[secure]

Setting environment variables from .travis.yml
$ export SONAR_TOKEN=«a»
$ export CODECOV_TOKEN=«b»

$ export TRAVIS_COMPILER=gcc
$ export CC=${CC:-gcc}
`, V{"a": "squ_" + g.hex(40), "b": g.uuid()}, "DOCKER_PASS=[secure]", "TRAVIS_COMPILER=gcc")

	g.aplAdd("ci-bitbucket-pipelines-app-password", `
+ umask 000
+ GIT_LFS_SKIP_SMUDGE=1 retry 6 git clone --branch="main" --depth 50 https://x-token-auth:$REPOSITORY_OAUTH_ACCESS_TOKEN@bitbucket.org/$BITBUCKET_REPO_FULL_NAME.git $BUILD_DIR
Cloning into '/opt/atlassian/pipelines/agent/build'...
+ curl -s -X POST -u "release-bot:«a»" "https://api.bitbucket.org/2.0/repositories/acme/mobile-app/downloads" -F files=@build/app-release.apk
{"type": "error", "error": {"message": "Resource not found"}}
`, V{"a": "ATBB" + g.an(24) + g.s(alHexU, 8)}, "acme/mobile-app/downloads", "REPOSITORY_OAUTH_ACCESS_TOKEN")

	g.aplAdd("ci-terraform-apply-nonsensitive-env", `
Terraform will perform the following actions:

  # aws_lambda_function.ingest will be updated in-place
  ~ resource "aws_lambda_function" "ingest" {
        id                             = "ingest-prod"
        # (21 unchanged attributes hidden)

      ~ environment {
          ~ variables = {
              ~ "DD_API_KEY"   = "«_old»" -> "«a»"
                "DB_PASSWORD"  = (sensitive value)
                "LOG_LEVEL"    = "info"
            }
        }
    }

Plan: 0 to add, 1 to change, 0 to destroy.
`, V{"_old": g.hex(4) + "..." + g.hex(4), "a": g.hex(32)}, "(sensitive value)", "ingest-prod")

	g.aplAdd("ci-buildkit-run-git-clone", `
#7 [builder 3/7] RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci
#7 CACHED

#8 [builder 4/7] RUN git clone https://x-access-token:«a»@github.com/acme/private-proto.git /src/proto
#8 0.402 Cloning into '/src/proto'...
#8 DONE 1.8s

#9 [builder 5/7] RUN make proto
#9 0.211 protoc --go_out=. --go-grpc_out=. proto/*.proto
#9 DONE 3.1s
`, V{"a": g.ghs()}, "type=secret,id=npmrc", "make proto")

	g.aplAdd("ci-tekton-git-init-json", `
$ tkn pr logs build-infra-run-x7k2p -f
[fetch-source : clone] {"level":"info","ts":1741950601.118,"caller":"git/git.go:176","msg":"Successfully cloned https://oauth2:«a»@gitlab.acme.io/platform/infra.git @ «_sha» (grafted, HEAD) in path /workspace/output/"}
[fetch-source : clone] {"level":"info","ts":1741950601.402,"caller":"git/git.go:215","msg":"Successfully initialized and updated submodules in path /workspace/output/"}
[build : build-and-push] INFO[0004] Retrieving image manifest golang:1.22-alpine
`, V{"a": g.glpat(), "_sha": g.gitSHA()}, "Successfully initialized and updated submodules", "build-infra-run-x7k2p")

	g.aplAdd("ci-netlify-build-dotenv-debug", `
11:10:02 AM: build-image version: «_img» (noble)
11:10:02 AM: buildbot version: «_bb»
11:10:04 AM: Starting to install dependencies
11:10:41 AM: $ npm run build
11:10:42 AM: > acme-blog@2.0.0 build
11:10:42 AM: > node scripts/check-env.mjs && astro build
11:10:42 AM: [check-env] CONTENTFUL_SPACE_ID=«_space»
11:10:42 AM: [check-env] CONTENTFUL_DELIVERY_TOKEN=«a»
11:10:42 AM: [check-env] CONTENTFUL_PREVIEW_TOKEN=(unset)
11:10:58 AM: ✓ Completed in 15.91s.
`, V{"_img": g.gitSHA(), "_bb": g.gitSHA(), "_space": g.s(alLowNum, 12), "a": g.b64u(43)}, "acme-blog@2.0.0", "CONTENTFUL_PREVIEW_TOKEN=(unset)")

	g.aplAdd("ci-gha-set-x-curl-slack", `
2025-03-14T11:11:20.0018120Z ##[group]Run set -x
2025-03-14T11:11:20.0018602Z ##[endgroup]
2025-03-14T11:11:20.0102201Z + curl -sS -X POST -H 'Authorization: Bearer «a»' -H 'Content-type: application/json' --data '{"channel":"C04«_ch»","text":"Release v4.2.0 deployed"}' https://slack.com/api/chat.postMessage
2025-03-14T11:11:20.4021188Z {"ok":true,"channel":"C04«_ch»","ts":"1741950680.118409"}
`, V{"a": g.xoxb(), "_ch": g.s(alUpNum, 8)}, "Release v4.2.0 deployed", "chat.postMessage")

	g.aplAdd("ci-gitlab-helm-set-password", `
$ helm upgrade --install grafana grafana/grafana -n monitoring --set adminPassword=«a» --set persistence.enabled=true --debug
history.go:56: [debug] getting history for release grafana
upgrade.go:164: [debug] preparing upgrade for grafana
upgrade.go:172: [debug] performing update for grafana
upgrade.go:344: [debug] creating upgraded release for grafana
Release "grafana" has been upgraded. Happy Helming!
NAME: grafana
NAMESPACE: monitoring
STATUS: deployed
REVISION: 14
USER-SUPPLIED VALUES:
adminPassword: «a»
persistence:
  enabled: true
`, V{"a": g.pwURL()}, "Happy Helming!", "USER-SUPPLIED VALUES:")
}

// ---- Windows event logs ----

func (g *G) aplWindows() {
	g.aplAdd("win-4688-xml-net-user", `
<Event xmlns="http://schemas.microsoft.com/win/2004/08/events/event">
  <System>
    <Provider Name="Microsoft-Windows-Security-Auditing" Guid="{54849625-5478-4994-a5ba-3e3b0328c30d}" />
    <EventID>4688</EventID>
    <Version>2</Version>
    <Level>0</Level>
    <Task>13312</Task>
    <Keywords>0x8020000000000000</Keywords>
    <TimeCreated SystemTime="2025-03-14T11:12:01.1184021Z" />
    <EventRecordID>«_rec»</EventRecordID>
    <Execution ProcessID="4" ThreadID="8812" />
    <Channel>Security</Channel>
    <Computer>FS01.corp.acme.local</Computer>
  </System>
  <EventData>
    <Data Name="SubjectUserSid">S-1-5-21-«_sid»-1104</Data>
    <Data Name="SubjectUserName">adm.jdoe</Data>
    <Data Name="SubjectDomainName">ACME</Data>
    <Data Name="NewProcessId">0x2a1c</Data>
    <Data Name="NewProcessName">C:\Windows\System32\net.exe</Data>
    <Data Name="TokenElevationType">%%1937</Data>
    <Data Name="CommandLine">net  user svc_backup «a» /add /domain</Data>
    <Data Name="ParentProcessName">C:\Windows\System32\cmd.exe</Data>
  </EventData>
</Event>
`, V{"_rec": g.digits(8), "_sid": g.digits(10) + "-" + g.digits(10) + "-" + g.digits(9), "a": g.pw()}, "FS01.corp.acme.local", "Microsoft-Windows-Security-Auditing")

	g.aplAdd("win-4104-scriptblock-securestring", `
PS C:\> Get-WinEvent -LogName 'Microsoft-Windows-PowerShell/Operational' -FilterXPath '*[System[EventID=4104]]' -MaxEvents 1 | Format-List TimeCreated, Id, Message

TimeCreated : 3/14/2025 11:13:02 AM
Id          : 4104
Message     : Creating Scriptblock text (1 of 1):
              $pw = ConvertTo-SecureString '«a»' -AsPlainText -Force
              $cred = New-Object System.Management.Automation.PSCredential('ACME\svc_sql', $pw)
              Invoke-Command -ComputerName SQL02 -Credential $cred -ScriptBlock { Restart-Service MSSQLSERVER -Force }

              ScriptBlock ID: «_sb»
              Path: C:\ops\restart-sql.ps1
`, V{"a": g.pw(), "_sb": g.uuid()}, "ACME\\svc_sql", "C:\\ops\\restart-sql.ps1")

	g.aplAdd("win-sysmon-1-sqlcmd", `
<Event xmlns="http://schemas.microsoft.com/win/2004/08/events/event"><System><Provider Name="Microsoft-Windows-Sysmon" Guid="{5770385f-c22a-43e0-bf4c-06f5698ffbd9}" /><EventID>1</EventID><Version>5</Version><TimeCreated SystemTime="2025-03-14T11:14:22.4021188Z" /><EventRecordID>«_rec»</EventRecordID><Channel>Microsoft-Windows-Sysmon/Operational</Channel><Computer>APP03.corp.acme.local</Computer></System><EventData><Data Name="RuleName">-</Data><Data Name="UtcTime">2025-03-14 11:14:22.401</Data><Data Name="ProcessGuid">{«_pg»}</Data><Data Name="ProcessId">7712</Data><Data Name="Image">C:\Program Files\Microsoft SQL Server\Client SDK\ODBC\170\Tools\Binn\SQLCMD.EXE</Data><Data Name="CommandLine">sqlcmd -S SQL02.corp.acme.local -U sa -P «a» -Q "BACKUP DATABASE [Payroll] TO DISK='D:\bak\payroll.bak'"</Data><Data Name="CurrentDirectory">C:\ops\</Data><Data Name="User">ACME\adm.jdoe</Data><Data Name="LogonGuid">{«_lg»}</Data><Data Name="IntegrityLevel">High</Data><Data Name="Hashes">SHA256=«_h»,IMPHASH=«_imp»</Data><Data Name="ParentImage">C:\Windows\System32\WindowsPowerShell\v1.0\powershell.exe</Data></EventData></Event>
`, V{"_rec": g.digits(7), "_pg": strings.ToUpper(g.uuid()), "a": g.pwStrong(), "_lg": strings.ToUpper(g.uuid()), "_h": g.s(alHexU, 64), "_imp": g.s(alHexU, 32)}, "APP03.corp.acme.local", "Microsoft-Windows-Sysmon/Operational")

	g.aplAdd("win-wevtutil-text-psexec", `
C:\> wevtutil qe Security /q:"*[System[(EventID=4688)]]" /c:1 /rd:true /f:text
Event[0]:
  Log Name: Security
  Source: Microsoft-Windows-Security-Auditing
  Date: 2025-03-14T11:15:40.118
  Event ID: 4688
  Task: Process Creation
  Level: Information
  Opcode: Info
  Keyword: Audit Success
  User: N/A
  User Name: N/A
  Computer: JUMP01.corp.acme.local
  Description:
A new process has been created.

Creator Subject:
	Security ID:		ACME\adm.kpatel
	Account Name:		adm.kpatel
	Account Domain:		ACME
	Logon ID:		0x3E7A12

Process Information:
	New Process ID:		0x1f44
	New Process Name:	C:\Tools\PsExec64.exe
	Token Elevation Type:	%%1937
	Creator Process Name:	C:\Windows\System32\cmd.exe
	Process Command Line:	PsExec64.exe \\DC02 -u ACME\Administrator -p «a» -accepteula cmd /c "repadmin /syncall /AdeP"
`, V{"a": g.pw()}, "JUMP01.corp.acme.local", "repadmin /syncall /AdeP")

	g.aplAdd("win-4103-module-logging-uri", `
Log Name:      Microsoft-Windows-PowerShell/Operational
Source:        Microsoft-Windows-PowerShell
Date:          3/14/2025 11:16:11 AM
Event ID:      4103
Task Category: Executing Pipeline
Level:         Information
User:          ACME\svc_sync
Computer:      SYNC01.corp.acme.local
Description:
CommandInvocation(Invoke-RestMethod): "Invoke-RestMethod"
ParameterBinding(Invoke-RestMethod): name="Uri"; value="https://api.acme-hr.com/v2/employees?updated_since=2025-03-13&api_key=«a»"
ParameterBinding(Invoke-RestMethod): name="Method"; value="Get"
ParameterBinding(Invoke-RestMethod): name="Headers"; value="System.Collections.Hashtable"

Context:
        Severity = Informational
        Host Name = ConsoleHost
        Host Version = 5.1.17763.5458
        Host ID = «_hid»
        Host Application = powershell.exe -NoProfile -File C:\jobs\hr-sync.ps1
        Engine Version = 5.1.17763.5458
        Runspace ID = «_rs»
        Pipeline ID = 12
        Command Name = Invoke-RestMethod
`, V{"a": g.an(40), "_hid": g.uuid(), "_rs": g.uuid()}, "SYNC01.corp.acme.local", "C:\\jobs\\hr-sync.ps1")

	g.aplAdd("win-4698-scheduled-task-arguments", `
<EventData>
  <Data Name="SubjectUserName">adm.jdoe</Data>
  <Data Name="SubjectDomainName">ACME</Data>
  <Data Name="TaskName">\Acme\NightlyShareSync</Data>
  <Data Name="TaskContent">&lt;?xml version="1.0" encoding="UTF-16"?&gt;
&lt;Task version="1.2" xmlns="http://schemas.microsoft.com/windows/2004/02/mit/task"&gt;
  &lt;Triggers&gt;&lt;CalendarTrigger&gt;&lt;StartBoundary&gt;2025-03-15T02:00:00&lt;/StartBoundary&gt;&lt;ScheduleByDay&gt;&lt;DaysInterval&gt;1&lt;/DaysInterval&gt;&lt;/ScheduleByDay&gt;&lt;/CalendarTrigger&gt;&lt;/Triggers&gt;
  &lt;Actions Context="Author"&gt;
    &lt;Exec&gt;
      &lt;Command&gt;C:\Windows\System32\cmd.exe&lt;/Command&gt;
      &lt;Arguments&gt;/c net use Z: \\nas01\archive «a» /user:ACME\svc_archive &amp;&amp; robocopy D:\exports Z:\exports /MIR&lt;/Arguments&gt;
    &lt;/Exec&gt;
  &lt;/Actions&gt;
&lt;/Task&gt;</Data>
</EventData>
`, V{"a": g.pw()}, "\\Acme\\NightlyShareSync", "ACME\\svc_archive")

	g.aplAdd("win-sysmon-13-winlogon-defaultpassword", `
Log Name:      Microsoft-Windows-Sysmon/Operational
Event ID:      13
Task Category: Registry value set (rule: RegistryEvent)
Computer:      KIOSK-07.corp.acme.local
Description:
Registry value set:
RuleName: T1552.002
EventType: SetValue
UtcTime: 2025-03-14 11:17:30.118
ProcessGuid: {«_pg»}
ProcessId: 4120
Image: C:\Windows\regedit.exe
TargetObject: HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon\DefaultPassword
Details: «a»
User: ACME\adm.kiosk
`, V{"_pg": strings.ToUpper(g.uuid()), "a": g.pw()}, "KIOSK-07.corp.acme.local", "Winlogon\\DefaultPassword")

	g.aplAdd("win-application-eventlog-app-config", `
PS C:\> Get-EventLog -LogName Application -Source "Acme.Sync" -Newest 2 | Format-List TimeGenerated, EntryType, Message

TimeGenerated : 3/14/2025 11:18:02 AM
EntryType     : Information
Message       : Sync service starting. Config: Server=SQL02.corp.acme.local;Database=Sync;User Id=sync_svc;Password=«a»;TrustServerCertificate=True; Interval=00:05:00

TimeGenerated : 3/14/2025 11:18:03 AM
EntryType     : Warning
Message       : Remote endpoint https://partner.example.net/edi returned 429; backing off 60s.
`, V{"a": g.pwStrong()}, "SQL02.corp.acme.local", "backing off 60s")

	g.aplAdd("win-iis-logfiles-findstr", `
C:\> findstr /i "token=" C:\inetpub\logs\LogFiles\W3SVC2\u_ex250314.log
2025-03-14 11:19:02 10.3.0.7 GET /api/mobile/sync device=ios&token=«a» 443 - 203.0.113.70 AcmeField/5.3+CFNetwork/1494.0.7+Darwin/23.4.0 - 200 0 0 311
2025-03-14 11:19:40 10.3.0.7 GET /api/mobile/sync device=android&token=«b» 443 - 198.51.100.9 okhttp/4.12.0 - 200 0 0 288
`, V{"a": g.b64u(40), "b": g.b64u(40)}, "u_ex250314.log", "AcmeField/5.3+CFNetwork/1494.0.7+Darwin/23.4.0")
}

// ---- auditd and host telemetry ----

func (g *G) aplAudit() {
	g.aplAdd("audit-execve-plain-args", `
$ sudo grep 'msg=audit(1741951201.118:4471)' /var/log/audit/audit.log
type=SYSCALL msg=audit(1741951201.118:4471): arch=c000003e syscall=59 success=yes exit=0 a0=55d1c2e8a0f0 a1=55d1c2e8b2a0 a2=55d1c2e7f010 a3=8 items=2 ppid=40112 pid=40187 auid=1001 uid=1001 gid=1001 euid=1001 suid=1001 fsuid=1001 egid=1001 sgid=1001 fsgid=1001 tty=pts0 ses=7 comm="mysql" exe="/usr/bin/mysql" subj=unconfined key="exec"
type=EXECVE msg=audit(1741951201.118:4471): argc=5 a0="mysql" a1="-u" a2="root" a3="-p«a»" a4="shop"
type=CWD msg=audit(1741951201.118:4471): cwd="/home/deploy"
`, V{"a": g.pwURL()}, "/var/log/audit/audit.log", "cwd=\"/home/deploy\"")

	pre := aplHex("Authorization: Bearer ")
	g.aplAdd("audit-execve-hex-header-arg", `
type=SYSCALL msg=audit(1741951300.402:5102): arch=c000003e syscall=59 success=yes exit=0 items=2 ppid=3311 pid=3390 auid=1000 uid=1000 tty=pts1 ses=3 comm="curl" exe="/usr/bin/curl" key="exec"
type=EXECVE msg=audit(1741951300.402:5102): argc=5 a0="curl" a1="-sS" a2="-H" a3=«=p»«a» a4="https://api.acme.io/v1/admin/reindex"
type=PROCTITLE msg=audit(1741951300.402:5102): proctitle=6375726C002D7353002D48«=p»«a»
`, V{"=p": pre, "a": aplHex(g.an(40))}, "https://api.acme.io/v1/admin/reindex", "comm=\"curl\"")

	pre2 := aplHex("sshpass\x00-p\x00")
	post2 := aplHex("\x00ssh\x00-o\x00StrictHostKeyChecking=no\x00deploy@web-01")
	g.aplAdd("audit-proctitle-sshpass-hex", `
$ sudo ausearch -k exec -c sshpass --raw | tail -2
type=EXECVE msg=audit(1741951402.009:5330): argc=7 a0="sshpass" a1="-p" a2="«a»" a3="ssh" a4="-o" a5="StrictHostKeyChecking=no" a6="deploy@web-01"
type=PROCTITLE msg=audit(1741951402.009:5330): proctitle=«=p»«b»«=q»
`, func() V {
		p := g.pwURL()
		return V{"a": p, "=p": pre2, "b": aplHex(p), "=q": post2}
	}(), "StrictHostKeyChecking=no", "ausearch -k exec -c sshpass")

	g.aplAdd("audit-ausearch-interpreted-htpasswd", `
$ sudo ausearch -i -k exec -c htpasswd
----
type=PROCTITLE msg=audit(03/14/2025 11:23:40.118:5512) : proctitle=htpasswd -b /etc/nginx/.htpasswd grafana «a»
type=EXECVE msg=audit(03/14/2025 11:23:40.118:5512) : argc=5 a0=htpasswd a1=-b a2=/etc/nginx/.htpasswd a3=grafana a4=«a»
type=SYSCALL msg=audit(03/14/2025 11:23:40.118:5512) : arch=x86_64 syscall=execve success=yes exit=0 ppid=40112 pid=40301 auid=deploy uid=root gid=root euid=root tty=pts0 ses=7 comm=htpasswd exe=/usr/bin/htpasswd key=exec
`, V{"a": g.pwURL()}, "/etc/nginx/.htpasswd", "auid=deploy")

	g.aplAdd("audit-user-cmd-hex-sudo", `
type=USER_CMD msg=audit(1741951501.220:5601): pid=40412 uid=1001 auid=1001 ses=7 subj=unconfined msg='cwd="/srv/app" cmd=«=p»«a»«=q» exe="/usr/bin/sudo" terminal=pts/0 res=success'
type=CRED_REFR msg=audit(1741951501.221:5602): pid=40412 uid=1001 auid=1001 ses=7 subj=unconfined msg='op=PAM:setcred grantors=pam_permit,pam_cap acct="root" exe="/usr/bin/sudo" hostname=? addr=? terminal=/dev/pts/0 res=success'
`, func() V {
		p := g.pwURL()
		return V{"=p": aplHex("redis-cli -a "), "a": aplHex(p), "=q": aplHex(" FLUSHDB")}
	}(), "op=PAM:setcred", "cwd=\"/srv/app\"")

	g.aplAdd("audit-aureport-tty-typed-password", `
$ sudo aureport --tty -ts today

TTY Report
===============================================
# date time event auid term sess comm data
===============================================
1. 03/14/2025 11:25:01 5711 1001 pts0 7 bash "sudo -u postgres psql",<ret>
2. 03/14/2025 11:25:07 5719 1001 pts0 7 psql "\password app",<ret>,"«a»",<ret>,"«a»",<ret>
3. 03/14/2025 11:25:19 5722 1001 pts0 7 psql "\q",<ret>
4. 03/14/2025 11:25:22 5725 1001 pts0 7 bash "exit",<ret>
`, V{"a": g.pw()}, "TTY Report", "sudo -u postgres psql")

	g.aplAdd("audit-tty-record-hex-data", `
type=TTY msg=audit(1741951620.004:5811): tty pid=40511 uid=0 auid=1001 ses=7 major=136 minor=0 comm="mysql" data=«a»0D
type=TTY msg=audit(1741951625.118:5812): tty pid=40511 uid=0 auid=1001 ses=7 major=136 minor=0 comm="mysql" data=73686F77206461746162617365733B0D
`, V{"a": aplHex(g.pwStrong())}, "major=136 minor=0", "comm=\"mysql\"")

	g.aplAdd("audit-laurel-json-argv", `
{"ID":"1741951701.118:5901","SYSCALL":{"arch":"0xc000003e","syscall":59,"success":"yes","exit":0,"items":2,"ppid":2211,"pid":2290,"auid":1001,"uid":1001,"comm":"curl","exe":"/usr/bin/curl","key":"exec","ARCH":"x86_64","SYSCALL":"execve","AUID":"deploy","UID":"deploy"},"EXECVE":{"argc":4,"ARGV":["curl","-u","admin:«a»","https://nexus.acme.internal/service/rest/v1/repositories"]},"CWD":{"cwd":"/home/deploy"},"PARENT_INFO":{"ID":"1741950001.002:4101","comm":"bash","exe":"/usr/bin/bash","ppid":2101}}
`, V{"a": g.pwURL()}, "nexus.acme.internal", "PARENT_INFO")

	g.aplAdd("audit-osquery-process-events", `
osquery> SELECT pid, time, path, cmdline FROM process_events WHERE path LIKE '%psql%' OR cmdline LIKE '%PASSWORD%';
+-------+------------+------------------+---------------------------------------------------------------------------------------------+
| pid   | time       | path             | cmdline                                                                                     |
+-------+------------+------------------+---------------------------------------------------------------------------------------------+
| 41022 | 1741951802 | /usr/bin/psql    | psql postgresql://etl:«a»@warehouse.internal:5432/dwh -c \copy staging.events FROM 'e.csv' |
| 41110 | 1741951811 | /usr/bin/env     | env MYSQL_PWD=«b» mysqldump --all-databases                                                 |
+-------+------------+------------------+---------------------------------------------------------------------------------------------+
`, V{"a": g.an(16), "b": g.an(18)}, "process_events", "warehouse.internal:5432")

	g.aplAdd("audit-falco-shell-in-container", `
11:30:01.118402112: Notice A shell was spawned in a container with an attached terminal (evt_type=execve user=root user_uid=0 user_loginuid=-1 process=sh proc_exepath=/bin/busybox parent=runc command=sh -c export VAULT_TOKEN=«a» && vault kv get -field=password secret/prod/db terminal=34816 exe_flags=EXE_WRITABLE container_id=«_cid» container_image=hashicorp/vault container_image_tag=1.18 container_name=vault-debug k8s_ns=security k8s_pod_name=vault-debug-«=p»)
11:30:04.402118001: Warning Sensitive file opened for reading by non-trusted program (file=/etc/shadow gparent=containerd-shim ggparent=<NA> gggparent=<NA> evt_type=openat user=root user_uid=0 process=cat command=cat /etc/shadow container_id=«_cid» container_name=vault-debug)
`, V{"a": g.vaultTok(), "_cid": g.hex(12), "=p": g.aplPod()}, "A shell was spawned in a container", "container_image=hashicorp/vault")

	g.aplAdd("audit-tetragon-process-exec", `
$ kubectl exec -n kube-system ds/tetragon -c tetragon -- tetra getevents -o compact --pods payments
🚀 process payments/payments-api-«=p» /usr/bin/curl -H "X-Vault-Token: «a»" http://vault.security:8200/v1/secret/data/payments
💥 exit    payments/payments-api-«=p» /usr/bin/curl -H "X-Vault-Token: «a»" http://vault.security:8200/v1/secret/data/payments 0
`, V{"=p": g.aplPod(), "a": g.vaultTok()}, "vault.security:8200", "tetra getevents")

	g.aplAdd("audit-execve-env-not-logged-benign-mix", `
type=EXECVE msg=audit(1741951950.300:6012): argc=3 a0="restic" a1="-r" a2="s3:https://s3.eu-central-1.wasabisys.com/acme-restic"
type=EXECVE msg=audit(1741951950.300:6013): argc=4 a0="restic" a1="backup" a2="--password-file" a3="/etc/restic/password"
type=EXECVE msg=audit(1741951952.118:6020): argc=4 a0="restic" a1="key" a2="add" a3="--new-password-file=/dev/stdin"
type=EXECVE msg=audit(1741951952.118:6021): argc=3 a0="sh" a1="-c" a2=«=p»«a»«=q»
`, V{"=p": aplHex("echo "), "a": aplHex(g.pwURL()), "=q": aplHex(" | restic key add --new-password-file=/dev/stdin")}, "/etc/restic/password", "acme-restic")
}

// ---- container and pod logs ----

func (g *G) aplContainers() {
	g.aplAdd("ctr-compose-logs-minio-rootpass", `
$ docker compose logs minio | head -12
minio-1  | MinIO Object Storage Server
minio-1  | Copyright: 2015-2025 MinIO, Inc.
minio-1  | License: GNU AGPLv3 - https://www.gnu.org/licenses/agpl-3.0.html
minio-1  | Version: RELEASE.2023-09-30T07-02-29Z (go1.21.1 linux/amd64)
minio-1  |
minio-1  | Status:         1 Online, 0 Offline.
minio-1  | S3-API: http://172.19.0.4:9000  http://127.0.0.1:9000
minio-1  | RootUser: lakehouse-admin
minio-1  | RootPass: «a»
minio-1  | Console: http://172.19.0.4:9001 http://127.0.0.1:9001
minio-1  | RootUser: lakehouse-admin
minio-1  | RootPass: «a»
`, V{"a": g.an(32)}, "lakehouse-admin", "RELEASE.2023-09-30T07-02-29Z")

	g.aplAdd("ctr-mysql-generated-root-password", `
$ docker logs shop-mysql 2>&1 | grep -i -B1 -A1 password
2025-03-14 11:32:01+00:00 [Note] [Entrypoint]: Temporary server started.
2025-03-14 11:32:02+00:00 [Note] [Entrypoint]: GENERATED ROOT PASSWORD: «a»
2025-03-14 11:32:02+00:00 [Note] [Entrypoint]: Creating database shop
`, V{"a": g.s(alAlnum+"+/=", 32)}, "GENERATED ROOT PASSWORD", "Creating database shop")

	g.aplAdd("ctr-jenkins-initial-admin-password", `
$ kubectl logs -n ci jenkins-0 -c jenkins | sed -n '/initial setup/,/initialAdminPassword/p'
Jenkins initial setup is required. An admin user has been created and a password generated.
Please use the following password to proceed to installation:

«a»

This may also be found at: /var/jenkins_home/secrets/initialAdminPassword
`, V{"a": g.hex(32)}, "/var/jenkins_home/secrets/initialAdminPassword", "Jenkins initial setup is required.")

	g.aplAdd("ctr-rancher-bootstrap-password", `
$ docker logs rancher 2>&1 | grep -E "Bootstrap Password|Listening"
2025/03/14 11:34:01 [INFO] Bootstrap Password: «a»
2025/03/14 11:34:09 [INFO] Listening on /tmp/log.sock
2025/03/14 11:34:11 [INFO] Listening on :443
`, V{"a": g.s(alLowNum, 20)}, "Listening on /tmp/log.sock", "docker logs rancher")

	g.aplAdd("ctr-elasticsearch-first-start-banner", `
es01-1  | ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
es01-1  | ✅ Elasticsearch security features have been automatically configured!
es01-1  | ✅ Authentication is enabled and cluster connections are encrypted.
es01-1  |
es01-1  | ℹ️  Password for the elastic user (reset with ˋbin/elasticsearch-reset-password -u elasticˋ):
es01-1  |   «a»
es01-1  |
es01-1  | ℹ️  HTTP CA certificate SHA-256 fingerprint:
es01-1  |   «_fp»
es01-1  |
es01-1  | ℹ️  Configure Kibana to use this cluster:
es01-1  | • Run Kibana and click the configuration link in the terminal when Kibana starts.
es01-1  | • Copy the following enrollment token and paste it into Kibana in your browser (valid for the next 30 minutes):
es01-1  |   «b»
es01-1  | ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
`, func() V {
		fp := g.hex(64)
		tok := b64s(`{"ver":"8.12.2","adr":["172.18.0.2:9200"],"fgr":"` + fp + `","key":"` + g.b64u(20) + ":" + g.b64u(22) + `"}`)
		return V{"a": g.aplESPass(), "_fp": fp, "b": tok}
	}(), "HTTP CA certificate SHA-256 fingerprint", "elasticsearch-reset-password -u elastic")

	g.aplAdd("ctr-jupyter-token-url", `
$ docker logs notebook 2>&1 | tail -8
[I 2025-03-14 11:36:01.118 ServerApp] Jupyter Server 2.14.0 is running at:
[I 2025-03-14 11:36:01.118 ServerApp] http://3f1a2b9c4d5e:8888/lab?token=«a»
[I 2025-03-14 11:36:01.118 ServerApp]     http://127.0.0.1:8888/lab?token=«a»
[I 2025-03-14 11:36:01.118 ServerApp] Use Control-C to stop this server and shut down all kernels (twice to skip confirmation).
[C 2025-03-14 11:36:01.121 ServerApp]

    To access the server, open this file in a browser:
        file:///home/jovyan/.local/share/jupyter/runtime/jpserver-7-open.html
`, V{"a": g.hex(48)}, "Jupyter Server 2.14.0", "jpserver-7-open.html")

	g.aplAdd("ctr-airflow-standalone-login", `
standalone | Starting Airflow Standalone
standalone | Checking database is initialized
standalone | Database ready
webserver  | [2025-03-14 11:37:01 +0000] [41] [INFO] Listening at: http://0.0.0.0:8080 (41)
standalone | Airflow is ready
standalone | Login with username: admin  password: «a»
standalone | Airflow Standalone is for development purposes only. Do not use this in production!
`, V{"a": g.s(alAlnum, 16)}, "Airflow Standalone is for development purposes only.", "Login with username: admin")

	g.aplAdd("ctr-ecs-set-x-java-opts", `
$ aws logs tail /ecs/ledger-api --since 5m --format short
2025-03-14T11:38:01 + JAVA_OPTS='-Xms512m -Xmx1g'
2025-03-14T11:38:01 + exec java -Xms512m -Xmx1g -Dspring.profiles.active=prod -Dspring.datasource.password=«a» -Dledger.hmac-key=«b» -jar /app/ledger-api.jar
2025-03-14T11:38:04   .   ____          _            __ _ _
2025-03-14T11:38:04  /\\ / ___'_ __ _ _(_)_ __  __ _ \ \ \ \
2025-03-14T11:38:06 Started LedgerApiApplication in 3.811 seconds (process running for 4.402)
`, V{"a": g.pwURL(), "b": g.hex(64)}, "/ecs/ledger-api", "Started LedgerApiApplication")

	g.aplAdd("ctr-stern-multi-pod-env-print", `
$ stern -n edge gateway --since 2m
+ gateway-«=p1» › gateway
+ gateway-«=p2» › gateway
gateway-«=p1» gateway 2025-03-14T11:39:00Z [entrypoint] rendering /etc/gateway/config.yaml from template
gateway-«=p1» gateway 2025-03-14T11:39:00Z [entrypoint] UPSTREAM_AUTH=Bearer «a»
gateway-«=p2» gateway 2025-03-14T11:39:01Z [entrypoint] rendering /etc/gateway/config.yaml from template
gateway-«=p2» gateway 2025-03-14T11:39:01Z [entrypoint] UPSTREAM_AUTH=Bearer «a»
gateway-«=p1» gateway 2025-03-14T11:39:02Z listening on :8443 (tls)
`, V{"=p1": g.aplPod(), "=p2": g.aplPod(), "a": g.b64u(48)}, "/etc/gateway/config.yaml", "listening on :8443 (tls)")

	g.aplAdd("ctr-kubectl-logs-init-container-clone", `
$ kubectl logs docs-site-«=p» -c fetch-content
+ git clone --depth 1 https://docs-bot:«a»@bitbucket.acme.io/scm/doc/handbook.git /content
Cloning into '/content'...
+ ls /content
README.md  handbook  mkdocs.yml
`, V{"=p": g.aplPod(), "a": g.s(alAlnum, 44)}, "bitbucket.acme.io/scm/doc/handbook.git", "mkdocs.yml")

	g.aplAdd("ctr-docker-run-printenv-compose", `
$ docker compose logs --no-log-prefix worker | head -6
Starting worker with environment:
  BROKER_URL=amqp://worker:«a»@rabbitmq:5672/
  RESULT_BACKEND=redis://redis:6379/1
  S3_ENDPOINT=http://minio:9000
  S3_SECRET_KEY=«b»
  SENTRY_DSN=https://«=d»@o«_org».ingest.sentry.io/«_proj»
`, V{"a": g.pwURL(), "b": g.an(40), "=d": g.hex(32), "_org": g.digits(6), "_proj": g.digits(7)}, "RESULT_BACKEND=redis://redis:6379/1", "S3_ENDPOINT=http://minio:9000")

	g.aplAdd("ctr-gitea-admin-cli-exec", `
$ docker exec -u git gitea gitea admin user create --username ci-bot --email ci-bot@acme.io --random-password --must-change-password=false
generated random password is '«b»'
New user 'ci-bot' has been successfully created!
$ docker exec -u git gitea gitea admin user generate-access-token -u ci-bot -t deploy --scopes write:repository
Access token was successfully created: «a»
`, V{"b": g.an(20), "a": g.hex(40)}, "New user 'ci-bot' has been successfully created!", "--scopes write:repository")
}

// ---- benign look-alikes ----

func (g *G) aplBenign() {
	g.aplAdd("benign-otel-json-span-fields", `
{"timestamp":"2025-03-14T11:42:01.118Z","severity":"INFO","body":"checkout completed","resource":{"service.name":"checkout","service.version":"7.1.0","k8s.pod.name":"checkout-«=p»"},"attributes":{"order.id":"ord_«_oid»","payment.intent":"pi_«_pi»","http.route":"/api/checkout"},"trace_id":"«_t»","span_id":"«_s»","trace_flags":"01"}
{"timestamp":"2025-03-14T11:42:01.120Z","severity":"DEBUG","body":"outgoing call","attributes":{"http.request.header.traceparent":"00-«_t»-«_s2»-01","http.request.header.baggage":"tenant=acme-eu,session.id=«_sess»"},"trace_id":"«_t»","span_id":"«_s2»"}
`, V{"=p": g.aplPod(), "_oid": g.an(20), "_pi": "3" + g.an(23), "_t": g.aplTrace(), "_s": g.aplSpan(), "_s2": g.aplSpan(), "_sess": g.uuid()}, "checkout completed", "tenant=acme-eu")

	g.aplAdd("benign-rails-all-filtered", `
Started POST "/users/sign_in" for 10.0.2.41 at 2025-03-14 11:43:01 +0000
Processing by Devise::SessionsController#create as HTML
  Parameters: {"authenticity_token"=>"[FILTERED]", "user"=>{"email"=>"[FILTERED]", "password"=>"[FILTERED]", "otp_attempt"=>"[FILTERED]", "remember_me"=>"0"}, "commit"=>"Log in"}
  User Load (0.5ms)  SELECT "users".* FROM "users" WHERE "users"."email" = $1 ORDER BY "users"."id" ASC LIMIT $2  [["email", "[FILTERED]"], ["LIMIT", 1]]
Redirected to https://app.acme.io/dashboard
Completed 302 Found in 281ms (ActiveRecord: 3.1ms | Allocations: 22011)
`, V{}, "Devise::SessionsController#create", "\"otp_attempt\"=>\"[FILTERED]\"", "https://app.acme.io/dashboard")

	g.aplAdd("benign-k8s-audit-metadata-get-secret", `
{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"Metadata","auditID":"«_aid»","stage":"ResponseComplete","requestURI":"/api/v1/namespaces/prod/secrets/payments-db","verb":"get","user":{"username":"system:serviceaccount:prod:payments-api","uid":"«_uid»","groups":["system:serviceaccounts","system:serviceaccounts:prod","system:authenticated"],"extra":{"authentication.kubernetes.io/credential-id":["JTI=«_jti»"],"authentication.kubernetes.io/pod-name":["payments-api-«=p»"],"authentication.kubernetes.io/pod-uid":["«_puid»"]}},"sourceIPs":["10.42.2.19"],"userAgent":"payments-api/v812","objectRef":{"resource":"secrets","namespace":"prod","name":"payments-db","apiVersion":"v1"},"responseStatus":{"metadata":{},"code":200},"requestReceivedTimestamp":"2025-03-14T11:44:01.118Z","stageTimestamp":"2025-03-14T11:44:01.120Z","annotations":{"authorization.k8s.io/decision":"allow","authorization.k8s.io/reason":"RBAC: allowed by RoleBinding \"payments-secrets/prod\" of Role \"secret-reader\" to ServiceAccount \"payments-api/prod\""}}
`, V{"_aid": g.uuid(), "_uid": g.uuid(), "_jti": g.uuid(), "=p": g.aplPod(), "_puid": g.uuid()}, "system:serviceaccount:prod:payments-api", "secret-reader")

	g.aplAdd("benign-cloudtrail-getsecretvalue", `
{"eventVersion":"1.09","userIdentity":{"type":"AssumedRole","principalId":"AROA«_pid»:i-«_inst»","arn":"arn:aws:sts::«_acct»:assumed-role/app-ec2-role/i-«_inst»","accountId":"«_acct»","accessKeyId":"«_ak»","sessionContext":{"attributes":{"creationDate":"2025-03-14T05:12:00Z","mfaAuthenticated":"false"},"ec2RoleDelivery":"2.0"}},"eventTime":"2025-03-14T11:45:02Z","eventSource":"secretsmanager.amazonaws.com","eventName":"GetSecretValue","awsRegion":"eu-west-1","sourceIPAddress":"10.0.3.41","userAgent":"aws-sdk-go-v2/1.26.1","requestParameters":{"secretId":"prod/api/db"},"responseElements":null,"requestID":"«_rid»","eventID":"«_eid»","readOnly":true,"resources":[{"accountId":"«_acct»","type":"AWS::SecretsManager::Secret","ARN":"arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/api/db-Xk2p9Q"}],"eventType":"AwsApiCall","managementEvent":true,"recipientAccountId":"«_acct»","eventCategory":"Management","tlsDetails":{"tlsVersion":"TLSv1.3","cipherSuite":"TLS_AES_128_GCM_SHA256","clientProvidedHostHeader":"secretsmanager.eu-west-1.amazonaws.com"}}
`, V{"_pid": g.s(alUpNum, 17), "_inst": g.hex(17), "_acct": g.digits(12), "_ak": g.awsTempID(), "_rid": g.uuid(), "_eid": g.uuid()}, "app-ec2-role", "\"responseElements\":null")

	g.aplAdd("benign-nginx-request-ids-etags", `
10.0.5.12 - - [14/Mar/2025:11:46:01 +0000] "GET /assets/app-«_h».js HTTP/2.0" 200 48211 "https://dash.acme.io/" "Mozilla/5.0" request_id=«_rid» upstream_cache_status=HIT etag="W/«_etag»"
10.0.5.12 - - [14/Mar/2025:11:46:01 +0000] "GET /api/v2/projects/«_proj»/builds/8812 HTTP/2.0" 200 3110 "https://dash.acme.io/" "Mozilla/5.0" request_id=«_rid2» upstream_cache_status=- etag="-"
`, V{"_h": g.hex(20), "_rid": g.hex(32), "_etag": "\"" + g.hex(8) + "-" + g.b64u(27) + "\"", "_proj": g.uuid(), "_rid2": g.hex(32)}, "upstream_cache_status=HIT", "dash.acme.io")

	g.aplAdd("benign-gha-all-masked", `
2025-03-14T11:47:01.0018120Z ##[group]Run aws-actions/configure-aws-credentials@v4
2025-03-14T11:47:01.0018602Z with:
2025-03-14T11:47:01.0018901Z   role-to-assume: arn:aws:iam::«_acct»:role/gha-deploy
2025-03-14T11:47:01.0019202Z   aws-region: eu-west-1
2025-03-14T11:47:01.0019510Z   audience: sts.amazonaws.com
2025-03-14T11:47:01.0019811Z ##[endgroup]
2025-03-14T11:47:01.4021188Z Assuming role with OIDC
2025-03-14T11:47:01.8011830Z Authenticated as assumedRoleId AROA«_rid»:GitHubActions
2025-03-14T11:47:02.0011201Z ##[group]Run npm publish
2025-03-14T11:47:02.0011602Z env:
2025-03-14T11:47:02.0011901Z   NODE_AUTH_TOKEN: ***
2025-03-14T11:47:02.0012202Z   AWS_ACCESS_KEY_ID: ***
2025-03-14T11:47:02.0012510Z   AWS_SECRET_ACCESS_KEY: ***
2025-03-14T11:47:02.0012811Z   AWS_SESSION_TOKEN: ***
2025-03-14T11:47:02.0013102Z ##[endgroup]
`, V{"_acct": g.digits(12), "_rid": g.s(alUpNum, 17)}, "aws-actions/configure-aws-credentials@v4", "NODE_AUTH_TOKEN: ***")

	g.aplAdd("benign-authlog-ssh-fingerprints", `
Mar 14 11:48:01 bastion-1 sshd[50112]: Accepted publickey for deploy from 10.8.0.6 port 51822 ssh2: ED25519 SHA256:«_f1»
Mar 14 11:48:01 bastion-1 sshd[50112]: pam_unix(sshd:session): session opened for user deploy(uid=1001) by (uid=0)
Mar 14 11:48:09 bastion-1 sshd[50140]: Invalid user oracle from 203.0.113.201 port 40122
Mar 14 11:48:09 bastion-1 sshd[50140]: Connection closed by invalid user oracle 203.0.113.201 port 40122 [preauth]
Mar 14 11:48:12 bastion-1 sshd[50150]: Accepted certificate ID "jane@acme.io" (serial 4411) of user-cert-authority RSA SHA256:«_f2» for jane from 10.8.0.9 port 50211 ssh2: ECDSA-CERT SHA256:«_f3» ID jane@acme.io (serial 4411) CA RSA SHA256:«_f2»
`, V{"_f1": g.s(alB64, 43), "_f2": g.s(alB64, 43), "_f3": g.s(alB64, 43)}, "Invalid user oracle", "user-cert-authority")

	g.aplAdd("benign-auditd-login-failed-hex-acct", `
type=USER_AUTH msg=audit(1741952901.118:6201): pid=50140 uid=0 auid=4294967295 ses=4294967295 subj=unconfined msg='op=PAM:authentication grantors=? acct=«_acct» exe="/usr/sbin/sshd" hostname=203.0.113.201 addr=203.0.113.201 terminal=ssh res=failed'
type=USER_LOGIN msg=audit(1741952903.402:6202): pid=50140 uid=0 auid=4294967295 ses=4294967295 subj=unconfined msg='op=login acct=«_acct» exe="/usr/sbin/sshd" hostname=? addr=203.0.113.201 terminal=sshd res=failed'
type=USER_LOGIN msg=audit(1741952912.001:6210): pid=50150 uid=0 auid=1002 ses=9 subj=unconfined msg='op=login id=1002 exe="/usr/sbin/sshd" hostname=? addr=10.8.0.9 terminal=/dev/pts/2 res=success'
`, V{"_acct": aplHex("(invalid user)")}, "op=PAM:authentication", "hostname=203.0.113.201")

	g.aplAdd("benign-journal-cursor-and-ids", `
$ journalctl -u nginx -o export -n 1 | head -12
__CURSOR=s=«_s»;i=1a2f;b=«_b»;m=8f1c2a0;t=6304a1b7c2e00;x=«_x»
__REALTIME_TIMESTAMP=1741953001118400
__MONOTONIC_TIMESTAMP=150061610
_BOOT_ID=«_b»
_MACHINE_ID=«_m»
_HOSTNAME=web-07
_SYSTEMD_UNIT=nginx.service
_SYSTEMD_INVOCATION_ID=«_inv»
_STREAM_ID=«_sid»
SYSLOG_IDENTIFIER=nginx
_PID=1121
MESSAGE=2025/03/14 11:50:01 [notice] 1121#1121: signal process started
`, V{"_s": g.hex(32), "_b": g.hex(32), "_x": g.hex(16), "_m": g.hex(32), "_inv": g.hex(32), "_sid": g.hex(32)}, "signal process started", "_SYSTEMD_UNIT=nginx.service")

	g.aplAdd("benign-win-4624-logon", `
An account was successfully logged on.

Subject:
	Security ID:		SYSTEM
	Account Name:		FS01$
	Account Domain:		ACME
	Logon ID:		0x3E7

Logon Information:
	Logon Type:		3
	Restricted Admin Mode:	-
	Elevated Token:		No

New Logon:
	Security ID:		ACME\svc_backup
	Account Name:		svc_backup
	Account Domain:		ACME
	Logon ID:		0x«_lid»
	Logon GUID:		{«_lg»}

Detailed Authentication Information:
	Logon Process:		Kerberos
	Authentication Package:	Kerberos
	Transited Services:	-
	Package Name (NTLM only):	-
	Key Length:		0
`, V{"_lid": g.s(alHexU, 7), "_lg": g.uuid()}, "An account was successfully logged on.", "ACME\\svc_backup")

	g.aplAdd("benign-celery-kombu-masked-urls", `
[2025-03-14 11:51:02,118: ERROR/MainProcess] consumer: Cannot connect to amqp://tasks:**@rabbitmq.acme.internal:5672//: [Errno 111] Connection refused.
Trying again in 4.00 seconds... (2/100)

[2025-03-14 11:51:06,402: INFO/MainProcess] Connected to amqp://tasks:**@rabbitmq.acme.internal:5672//
[2025-03-14 11:51:06,430: INFO/MainProcess] mingle: searching for neighbors
[2025-03-14 11:51:07,118: INFO/MainProcess] celery@worker-3 ready.
`, V{}, "amqp://tasks:**@rabbitmq.acme.internal:5672//", "mingle: searching for neighbors")

	g.aplAdd("benign-stripe-ids-idempotency", `
2025-03-14T11:52:01.118Z INFO  stripe: POST /v1/payment_intents idempotency_key=«_idem» request_id=req_«_req» status=200 elapsed=311ms
2025-03-14T11:52:01.120Z INFO  payments: created payment_intent=pi_«_pi» customer=cus_«_cus» amount=4999 currency=eur client_secret=pi_«_pi»_secret_[redacted]
2025-03-14T11:52:04.402Z INFO  webhooks: received evt_«_evt» type=payment_intent.succeeded livemode=true
`, V{"_idem": g.uuid(), "_req": g.an(14), "_pi": "3" + g.an(23), "_cus": g.an(14), "_evt": "1" + g.an(23)}, "payment_intent.succeeded", "_secret_[redacted]")

	g.aplAdd("benign-docker-pull-digests", `
$ kubectl describe pod api-«=p» -n prod | sed -n '/Events:/,$p'
Events:
  Type    Reason     Age   From               Message
  ----    ------     ----  ----               -------
  Normal  Scheduled  41s   default-scheduler  Successfully assigned prod/api-«=p» to ip-10-0-3-17.eu-west-1.compute.internal
  Normal  Pulling    40s   kubelet            Pulling image "ghcr.io/acme/api@sha256:«_d»"
  Normal  Pulled     31s   kubelet            Successfully pulled image "ghcr.io/acme/api@sha256:«_d»" in 8.812s (8.812s including waiting). Image size: 88120411 bytes.
  Normal  Created    31s   kubelet            Created container: api
  Normal  Started    30s   kubelet            Started container api
`, V{"=p": g.aplPod(), "_d": g.hex(64)}, "default-scheduler", "ip-10-0-3-17.eu-west-1.compute.internal")

	g.aplAdd("benign-envoy-b3-headers-debug", `
[2025-03-14 11:54:01.118][31][debug][http] [source/common/http/conn_manager_impl.cc:1149] [Tags: "ConnectionId":"8812","StreamId":"«_sid»"] request headers complete (end_stream=true):
':authority', 'catalog.shop.svc.cluster.local:8080'
':path', '/api/products?page=2'
':method', 'GET'
'user-agent', 'Go-http-client/1.1'
'x-request-id', '«_rid»'
'x-b3-traceid', '«_t»'
'x-b3-spanid', '«_s»'
'x-b3-sampled', '1'
'authorization', '[REDACTED]'
`, V{"_sid": g.digits(19), "_rid": g.uuid(), "_t": g.hex(32), "_s": g.hex(16)}, "conn_manager_impl.cc:1149", "'authorization', '[REDACTED]'")

	g.aplAdd("benign-pino-redact-paths", `
{"level":30,"time":«_ts»,"pid":1,"hostname":"auth-«=p»","req":{"id":"«_rid»","method":"POST","url":"/oauth/token","headers":{"host":"auth.acme.io","authorization":"[Redacted]","cookie":"[Redacted]","content-type":"application/x-www-form-urlencoded"}},"body":{"grant_type":"refresh_token","client_id":"mobile-ios","refresh_token":"[Redacted]"},"msg":"token request"}
`, V{"_ts": g.aplUnixMs(), "=p": g.aplPod(), "_rid": g.uuid()}, "\"refresh_token\":\"[Redacted]\"", "mobile-ios")

	g.aplAdd("benign-sentry-and-ray-ids", `
2025-03-14 11:56:01,118 ERROR [api.views] Unhandled exception in /api/v1/export (request_id=«_rid», cf-ray=«_ray»-FRA)
2025-03-14 11:56:01,119 INFO  [sentry_sdk.errors] Sending event, type: event level: error event_id: «_eid» project: «_proj» host: o«_org».ingest.sentry.io
2025-03-14 11:56:01,402 WARN  [api.views] user 1842 saw error page «_eid»
`, V{"_rid": g.uuid(), "_ray": g.hex(16), "_eid": g.hex(32), "_proj": g.digits(7), "_org": g.digits(6)}, "sentry_sdk.errors", "Unhandled exception in /api/v1/export")

	g.aplAdd("benign-spring-actuator-env-sanitized", `
$ curl -s localhost:8081/actuator/env/spring.datasource.password | jq .
{
  "property": {
    "source": "systemEnvironment",
    "value": "******"
  },
  "activeProfiles": ["prod"],
  "propertySources": [
    {"name": "server.ports"},
    {"name": "systemEnvironment", "property": {"value": "******", "origin": "System Environment Property \"SPRING_DATASOURCE_PASSWORD\""}}
  ]
}
`, V{}, "SPRING_DATASOURCE_PASSWORD", "/actuator/env/spring.datasource.password")
}
