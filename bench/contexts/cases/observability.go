package cases

import (
	"fmt"
	"net/url"
	"strings"
)

// obsCases adds secrets that leak into observability data and into the
// configuration of its tooling, as a coding agent sees them while it
// debugs production. Sources: structured JSON logs (pino, zap, slog,
// structlog, Serilog, Logback's JSON encoder, Bunyan, Winston) with nested
// request and response objects, header maps, query strings and exception
// fields; logfmt lines; syslog, rsyslog and journald (journalctl -o
// json); nginx, Apache, Caddy, Traefik, Envoy and HAProxy access and error
// logs; Kubernetes audit logs; AWS CloudTrail events (requestParameters),
// CloudWatch Logs Insights results and aws logs tail; GCP Cloud Logging
// entries (jsonPayload, protoPayload, httpRequest); Azure Monitor KQL
// results; Datadog, New Relic, Honeycomb, Grafana Loki (logcli), Elastic
// (Kibana Discover CSV, _source JSON) and Splunk exports; Sentry event
// JSON (request headers, extra, breadcrumbs, frame vars); OpenTelemetry
// spans (console exporter, OTLP JSON, span attributes such as http.url
// and db.statement), Jaeger and Zipkin JSON; Prometheus scrape and
// remote_write configs and Alertmanager receivers; Grafana datasource
// provisioning and grafana.ini; Promtail, Grafana Alloy, Vector, Fluent
// Bit, Fluentd, Logstash, Filebeat and OpenTelemetry Collector outputs;
// the Datadog agent's datadog.yaml, newrelic.yml, Elastic APM and other
// APM agents, Telegraf and statsd; PagerDuty, Opsgenie and other incident
// payloads; uptime-check configs (Blackbox exporter, Uptime Kuma,
// Checkly, Gatus, Healthchecks); ORMs and drivers that print connection
// strings. Benign: trace, span and request ids, user ids, IPs,
// timestamps, hashes, redacted values ([Filtered], ***, <redacted>,
// HIDDEN_DUE_TO_SECURITY_REASONS), public Sentry DSNs and browser keys.
// The case names start with "obs/".
func (g *G) obsCases() {
	g.obsJSONLogs()
	g.obsTextLogs()
	g.obsAccessLogs()
	g.obsAudit()
	g.obsCloudLogs()
	g.obsVendorExports()
	g.obsSentry()
	g.obsTracing()
	g.obsPrometheus()
	g.obsGrafana()
	g.obsShippers()
	g.obsAgents()
	g.obsIncidents()
	g.obsUptime()
	g.obsORM()
	g.obsBenign()
}

// ---- values used only here ----

// obsAdd is add with "ˋ" in the template and benign strings turned into
// backticks, which raw strings cannot hold.
func (g *G) obsAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

func (g *G) obsTS() string {
	return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02d.%03dZ", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60), g.r.IntN(1000))
}
func (g *G) obsIP() string {
	first := []int{10, 172, 203, 198, 81, 34, 52, 100}
	return fmt.Sprintf("%d.%d.%d.%d", first[g.r.IntN(len(first))], g.r.IntN(256), g.r.IntN(256), 1+g.r.IntN(254))
}
func (g *G) obsTrace() string  { return g.hex(32) }
func (g *G) obsSpan() string   { return g.hex(16) }
func (g *G) obsDDAPI() string  { return g.hex(32) }
func (g *G) obsDDApp() string  { return g.hex(40) }
func (g *G) obsNRLic() string  { return g.hex(36) + "NRAL" }
func (g *G) obsHCKey() string  { return "hcaik_01" + g.s(alLowNum, 26) + g.s(alLowNum, 32) }
func (g *G) obsPDKey() string  { return g.hex(32) }
func (g *G) obsInflux() string { return g.b64u(86) + "==" }
func (g *G) obsDyna() string {
	return "dt0c01." + g.s(alUpNum, 24) + "." + g.s(alUpNum, 64)
}
func (g *G) obsGLC() string {
	return "glc_" + b64s(fmt.Sprintf(`{"o":"%s","n":"stack-%s-hm-write-alloy","k":"%s","m":{"r":"prod-us-east-0"}}`,
		g.digits(6), g.digits(6), g.an(24)))
}
func (g *G) obsGrafanaOld() string {
	return b64s(fmt.Sprintf(`{"k":"%s","n":"ci-annotations","id":1}`, g.an(32)))
}
func (g *G) obsSentryOrg() string {
	return "sntrys_" + b64raw(fmt.Sprintf(`{"iat":%d.%06d,"url":"https://sentry.io","region_url":"https://us.sentry.io","org":"acme"}`,
		1710000000+g.r.IntN(20000000), g.r.IntN(1000000))) + "_" + g.s(alB64U, 43)
}
func (g *G) obsSlackHook() string {
	return "https://hooks.slack.com/services/" + g.slackT() + "/" + g.slackB() + "/" + g.an(24)
}
func (g *G) obsDiscordHook() string {
	return "https://discord.com/api/webhooks/" + g.digits(19) + "/" + g.b64u(68)
}
func (g *G) obsTeamsHook() string {
	return "https://acme.webhook.office.com/webhookb2/" + g.uuid() + "@" + g.uuid() + "/IncomingWebhook/" + g.hex(32) + "/" + g.uuid() + "/V2" + g.b64u(43)
}
func (g *G) obsSumoURL() string {
	return "https://endpoint4.collection.us2.sumologic.com/receiver/v1/http/" + g.b64u(120) + "=="
}
func (g *G) obsSAS() string {
	return url.QueryEscape(g.b64(32))
}
func (g *G) obsAzConn() string {
	return "DefaultEndpointsProtocol=https;AccountName=acmeprodlogs;AccountKey=" + g.azStorage() + ";EndpointSuffix=core.windows.net"
}

// ---- structured JSON logs ----

func (g *G) obsJSONLogs() {
	g.obsAdd("obs/pino-req-headers-authorization", `
$ kubectl logs deploy/checkout-api -n shop --since=10m | grep '"statusCode":401' | head -2
{"level":30,"time":«=t1»,"pid":1,"hostname":"checkout-api-6b7d9c8f4-q2xkz","reqId":"req-1f3","req":{"id":"req-1f3","method":"POST","url":"/v1/orders","query":{},"params":{},"headers":{"host":"checkout.internal:8080","user-agent":"okhttp/4.12.0","content-type":"application/json","authorization":"Bearer «a»","x-request-id":"«_r1»","traceparent":"00-«_t»-«_s»-01"},"remoteAddress":"«_ip»","remotePort":51244},"res":{"statusCode":401,"headers":{"content-type":"application/json; charset=utf-8"}},"responseTime":3.2,"msg":"request completed"}
{"level":30,"time":«=t2»,"pid":1,"hostname":"checkout-api-6b7d9c8f4-q2xkz","reqId":"req-1f4","req":{"id":"req-1f4","method":"GET","url":"/v1/orders/ord_8812","headers":{"host":"checkout.internal:8080","authorization":"[Redacted]","x-request-id":"«_r2»"}},"res":{"statusCode":401},"responseTime":1.1,"msg":"request completed"}
`, V{"=t1": fmt.Sprint(1735000000000 + g.r.IntN(9000000)), "=t2": fmt.Sprint(1736000000000 + g.r.IntN(9000000)), "a": g.userJWT(), "_r1": g.uuid(), "_t": g.obsTrace(), "_s": g.obsSpan(), "_ip": g.obsIP(), "_r2": g.uuid()},
		"checkout-api-6b7d9c8f4-q2xkz", `"authorization":"[Redacted]"`)

	g.obsAdd("obs/zap-production-outbound-request", `
{"level":"error","ts":«=ts»,"caller":"stripeclient/client.go:118","msg":"upstream call failed","service":"billing-worker","env":"prod","method":"POST","url":"https://api.stripe.com/v1/payment_intents","request_headers":{"Authorization":["Bearer «a»"],"Content-Type":["application/x-www-form-urlencoded"],"Idempotency-Key":["«_idem»"],"Stripe-Version":["2024-06-20"]},"status":402,"error":"card_declined","stacktrace":"github.com/acme/billing/stripeclient.(*Client).do\n\t/src/stripeclient/client.go:118\ngithub.com/acme/billing/worker.(*Charger).Run\n\t/src/worker/charger.go:64"}
`, V{"=ts": fmt.Sprintf("1.73%07d%03de9", g.r.IntN(10000000), g.r.IntN(1000)), "a": g.skLive(), "_idem": g.uuid()}, "github.com/acme/billing/stripeclient.(*Client).do", `"Stripe-Version":["2024-06-20"]`)

	g.obsAdd("obs/slog-json-config-dump-at-startup", `
$ docker logs ingest-gateway 2>&1 | head -4
{"time":"«=ts»","level":"INFO","msg":"starting ingest-gateway","version":"v1.19.3","commit":"«_sha»"}
{"time":"«=ts»","level":"DEBUG","msg":"loaded config","config":{"ListenAddr":":9000","RedisURL":"redis://default:«a»@redis-master.data.svc:6379/0","S3Bucket":"acme-ingest-raw","KafkaBrokers":["kafka-0:9092","kafka-1:9092"],"KafkaSASLUser":"ingest","KafkaSASLPassword":"«b»","LogLevel":"debug"}}
{"time":"«=ts»","level":"INFO","msg":"listening","addr":":9000"}
`, V{"=ts": g.obsTS(), "_sha": g.gitSHA(), "a": g.pwURL(), "b": g.pwStrong()}, "redis-master.data.svc:6379", "acme-ingest-raw")

	g.obsAdd("obs/structlog-exception-with-locals", `
{"event": "webhook delivery failed", "level": "error", "logger": "hooks.dispatch", "timestamp": "«=ts»", "request_id": "«_r»", "endpoint_id": 4412, "target": "https://hooks.partner-crm.io/in/«a»", "exception": "Traceback (most recent call last):\n  File \"/app/hooks/dispatch.py\", line 88, in deliver\n    resp = session.post(target, json=payload, headers={\"X-Signature\": sig}, timeout=5)\n  File \"/usr/local/lib/python3.12/site-packages/requests/sessions.py\", line 637, in post\n    return self.request(\"POST\", url, data=data, json=json, **kwargs)\nrequests.exceptions.ConnectTimeout: HTTPSConnectionPool(host='hooks.partner-crm.io', port=443): Max retries exceeded with url: /in/«a» (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x7f3a1c2e9d50>, 'Connection to hooks.partner-crm.io timed out. (connect timeout=5)'))", "signing_secret": "«b»"}
`, V{"=ts": g.obsTS(), "_r": g.uuid(), "a": g.an(32), "b": g.whsec()}, "hooks.partner-crm.io", "/app/hooks/dispatch.py")

	g.obsAdd("obs/serilog-compact-json-properties", `
{"@t":"«=ts»","@mt":"Sending notification via {Provider} to {Recipient}","@l":"Warning","@x":"Twilio.Exceptions.ApiException: Authenticate\n   at Twilio.Clients.TwilioRestClient.ProcessResponse(Response response)","Provider":"twilio","Recipient":"+1555010«=n»","TwilioOptions":{"AccountSid":"«_sid»","AuthToken":"«a»","From":"+15550100000"},"SourceContext":"Notify.Sms.TwilioSender","RequestId":"0HN4«_rq»:00000002","ConnectionId":"0HN4«_rq»"}
`, V{"=ts": g.obsTS(), "=n": g.s(alDigit, 3), "_sid": g.twilioSID(), "a": g.hex(32), "_rq": g.s(alUpNum, 9)}, "Notify.Sms.TwilioSender", "Twilio.Clients.TwilioRestClient.ProcessResponse")

	g.obsAdd("obs/logback-logstash-encoder-mdc", `
{"@timestamp":"«=ts»","@version":"1","message":"Calling inventory service GET https://inventory.internal/api/stock?sku=AC-1182&access_token=«a»","logger_name":"com.acme.shop.client.InventoryClient","thread_name":"http-nio-8080-exec-7","level":"DEBUG","level_value":10000,"traceId":"«_t»","spanId":"«_s»","userId":"u_48213","app":"shop-backend"}
{"@timestamp":"«=ts»","@version":"1","message":"Inventory response 200 in 84 ms","logger_name":"com.acme.shop.client.InventoryClient","thread_name":"http-nio-8080-exec-7","level":"DEBUG","level_value":10000,"traceId":"«_t»","spanId":"«_s»","userId":"u_48213","app":"shop-backend"}
`, V{"=ts": g.obsTS(), "a": g.b64u(43), "_t": g.obsTrace(), "_s": g.obsSpan()}, "com.acme.shop.client.InventoryClient", `"userId":"u_48213"`)

	g.obsAdd("obs/bunyan-axios-error-config", `
{"name":"sync-worker","hostname":"ip-10-2-14-77","pid":27,"level":50,"err":{"message":"Request failed with status code 403","name":"AxiosError","stack":"AxiosError: Request failed with status code 403\n    at settle (/app/node_modules/axios/dist/node/axios.cjs:1966:12)","code":"ERR_BAD_REQUEST","config":{"method":"get","url":"https://api.hubapi.com/crm/v3/objects/contacts?limit=100","headers":{"Accept":"application/json, text/plain, */*","Authorization":"Bearer «a»","User-Agent":"axios/1.7.2"},"timeout":10000}},"msg":"hubspot sync page failed","time":"«=ts»","v":0}
`, V{"a": g.hubspot(), "=ts": g.obsTS()}, "ip-10-2-14-77", "/app/node_modules/axios/dist/node/axios.cjs:1966:12")

	g.obsAdd("obs/winston-json-query-string-and-body", `
2025-03-11T08:14:02.331Z {"level":"info","message":"incoming request","meta":{"method":"POST","path":"/auth/token","query":{"client_id":"web-dashboard"},"body":{"grant_type":"password","username":"ops@acme.io","password":"«a»","client_secret":"«b»"},"ip":"«_ip»"}}
2025-03-11T08:14:02.388Z {"level":"info","message":"token issued","meta":{"user_id":"«_u»","expires_in":3600}}
`, V{"a": g.pw(), "b": g.b64u(32), "_ip": g.obsIP(), "_u": g.uuid()}, "web-dashboard", "ops@acme.io")

	g.obsAdd("obs/jq-filtered-json-log-cookie", `
$ cat /var/log/app/api.log | jq -c 'select(.status >= 500) | {ts, path, headers}' | tail -3
{"ts":"«=t1»","path":"/account/settings","headers":{"cookie":"_ga=GA1.2.«_ga»; session=«a»; theme=dark","x-forwarded-for":"«_ip»"}}
{"ts":"«=t2»","path":"/account/settings","headers":{"cookie":"_ga=GA1.2.«_ga»; session=«a»; theme=dark","x-forwarded-for":"«_ip»"}}
{"ts":"«=t3»","path":"/health","headers":{"x-forwarded-for":"10.0.0.12"}}
`, V{"=t1": g.obsTS(), "=t2": g.obsTS(), "=t3": g.obsTS(), "_ga": g.digits(9) + "." + g.digits(10), "a": g.b64u(48), "_ip": g.obsIP()}, "/account/settings", "theme=dark")

	g.obsAdd("obs/python-json-logger-celery-task-args", `
{"asctime": "«=ts»", "name": "celery.app.trace", "levelname": "ERROR", "message": "Task reports.export_to_s3[«_tid»] raised unexpected: ClientError('An error occurred (SignatureDoesNotMatch) when calling the PutObject operation')", "task_args": ["acme-reports-prod", "exports/2025-03/q1.csv"], "task_kwargs": {"aws_access_key_id": "«=kid»", "aws_secret_access_key": "«a»", "region": "eu-west-1"}, "hostname": "celery@worker-reports-5c9d7"}
`, V{"=ts": g.obsTS(), "_tid": g.uuid(), "=kid": g.awsID(), "a": g.awsSecret()}, "celery@worker-reports-5c9d7", "acme-reports-prod")

	g.obsAdd("obs/go-logrus-json-env-dump", `
{"level":"debug","msg":"environment","time":"«=ts»","env":["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin","HOSTNAME=notifier-7f6c5d","SENDGRID_API_KEY=«a»","NOTIFY_FROM=noreply@acme.io","PAGERDUTY_ROUTING_KEY=«b»","GOMAXPROCS=2"]}
`, V{"=ts": g.obsTS(), "a": g.sendgrid(), "b": g.obsPDKey()}, "noreply@acme.io", "HOSTNAME=notifier-7f6c5d")

	g.obsAdd("obs/rails-lograge-json-params", `
{"method":"POST","path":"/api/v2/integrations","format":"json","controller":"Api::V2::IntegrationsController","action":"create","status":201,"duration":58.21,"view":0.42,"db":12.7,"request_id":"«_r»","params":{"integration":{"kind":"github","name":"deploy-bot","access_token":"«a»","webhook_secret":"[FILTERED]"}},"user_id":18822,"remote_ip":"«_ip»","@timestamp":"«=ts»"}
`, V{"_r": g.uuid(), "a": g.ghp(), "_ip": g.obsIP(), "=ts": g.obsTS()}, `"webhook_secret":"[FILTERED]"`, "Api::V2::IntegrationsController")

	g.obsAdd("obs/aspnet-httplogging-request-headers", `
{"EventId":1,"LogLevel":"Information","Category":"Microsoft.AspNetCore.HttpLogging.HttpLoggingMiddleware","Message":"Request:\r\nProtocol: HTTP/1.1\r\nMethod: GET\r\nScheme: https\r\nPathBase: \r\nPath: /api/reports/monthly\r\nAccept: application/json\r\nHost: reports.acme.io\r\nUser-Agent: PowerBI/2.0\r\nX-Api-Key: «a»\r\nX-Correlation-Id: «_c»","State":{"Protocol":"HTTP/1.1","Method":"GET","Path":"/api/reports/monthly","X-Api-Key":"«a»"}}
`, V{"a": g.an(40), "_c": g.uuid()}, "Microsoft.AspNetCore.HttpLogging.HttpLoggingMiddleware", "reports.acme.io")

	g.obsAdd("obs/log4j2-jsonlayout-thrown-message", `
{"instant":{"epochSecond":«=e»,"nanoOfSecond":412000000},"thread":"main","level":"ERROR","loggerName":"com.zaxxer.hikari.pool.HikariPool","message":"HikariPool-1 - Exception during pool initialization.","thrown":{"commonElementCount":0,"localizedMessage":"Access denied for user 'ledger'@'10.4.2.19' (using password: YES)","message":"Access denied for user 'ledger'@'10.4.2.19' (using password: YES)","name":"java.sql.SQLException"},"endOfBatch":false,"loggerFqcn":"org.apache.logging.slf4j.Log4jLogger","contextMap":{"jdbcUrl":"jdbc:mysql://mysql-ledger.prod:3306/ledger?user=ledger&password=«a»&useSSL=true"},"threadId":1,"threadPriority":5}
`, V{"=e": fmt.Sprint(1735000000 + g.r.IntN(9000000)), "a": g.pwURL()}, "com.zaxxer.hikari.pool.HikariPool", "mysql-ledger.prod:3306")

	g.obsAdd("obs/json-log-graphql-variables", `
{"timestamp":"«=ts»","level":"info","service":"gateway","operationName":"ConnectShopify","query":"mutation ConnectShopify($input: ShopifyConnectInput!) { connectShopify(input: $input) { id status } }","variables":{"input":{"shopDomain":"acme-outlet.myshopify.com","adminAccessToken":"«a»","apiSecret":"«b»"}},"durationMs":311,"traceId":"«_t»"}
`, V{"=ts": g.obsTS(), "a": g.shpat(), "b": g.hex(32), "_t": g.obsTrace()}, "acme-outlet.myshopify.com", "ConnectShopify")

	g.obsAdd("obs/json-log-response-body-token", `
{"time":"«=ts»","level":"DEBUG","logger":"oauth.client","msg":"token endpoint response","status":200,"body":"{\"access_token\":\"«a»\",\"token_type\":\"Bearer\",\"expires_in\":3599,\"refresh_token\":\"«b»\",\"scope\":\"openid email offline_access\",\"id_token\":\"«c»\"}","idp":"https://login.acme-sso.com/oauth2/default"}
`, V{"=ts": g.obsTS(), "a": g.b64u(64), "b": g.b64u(54), "c": g.userJWT()}, "https://login.acme-sso.com/oauth2/default", "openid email offline_access")
}

// ---- logfmt, syslog, journald and plain text logs ----

func (g *G) obsTextLogs() {
	g.obsAdd("obs/logfmt-heroku-router-and-app", `
$ heroku logs --tail -a acme-billing
«=ts»+00:00 heroku[router]: at=info method=POST path="/webhooks/stripe" host=acme-billing.herokuapp.com request_id=«_r» fwd="«_ip»" dyno=web.1 connect=0ms service=42ms status=200 bytes=211 protocol=https
«=ts»+00:00 app[web.1]: time=«=ts» level=debug msg="verifying webhook" endpoint=stripe secret=«a» tolerance=300
«=ts»+00:00 app[web.1]: time=«=ts» level=info msg="event processed" type=invoice.paid id=evt_«_e»
`, V{"=ts": "2025-02-14T09:31:07.512204", "_r": g.uuid(), "_ip": g.obsIP(), "a": g.whsec(), "_e": g.an(24)}, "acme-billing.herokuapp.com", "type=invoice.paid")

	g.obsAdd("obs/logfmt-go-kit-dsn", `
level=info ts=«=ts» caller=main.go:71 msg="starting" version=2.8.1
level=info ts=«=ts» caller=db.go:33 msg="opening database" driver=postgres dsn="host=pg-primary.prod port=5432 user=orders password=«a» dbname=orders sslmode=require"
level=error ts=«=ts» caller=db.go:41 msg="ping failed" err="pq: password authentication failed for user \"orders\""
`, V{"=ts": g.obsTS(), "a": g.pw()}, "pg-primary.prod", `password authentication failed for user \"orders\"`)

	g.obsAdd("obs/logfmt-grafana-server-log", `
logger=context userId=0 orgId=0 uname= t=«=ts» level=info msg="Request Completed" method=GET path=/api/datasources/proxy/uid/prom-main/api/v1/query status=401 remote_addr=«_ip» time_ms=2 duration=2.11ms size=40 referer= handler=/api/datasources/proxy/uid/:uid/*
logger=datasources.proxy t=«=ts» level=debug msg="proxying request" url="https://prometheus.acme.io/api/v1/query?query=up" headers="map[Authorization:[Basic «a»] User-Agent:[Grafana/11.1.0]]"
`, V{"=ts": g.obsTS(), "_ip": g.obsIP(), "a": b64s("grafana:" + g.pwURL())}, "prom-main", "Grafana/11.1.0")

	g.obsAdd("obs/syslog-var-log-messages-cron-curl", `
$ sudo grep backup /var/log/syslog | tail -4
Mar  9 03:00:01 db-backup-01 CRON[221934]: (root) CMD (/usr/local/bin/pg-backup.sh >> /var/log/pg-backup.log 2>&1)
Mar  9 03:00:01 db-backup-01 pg-backup.sh[221936]: + export PGPASSWORD=«a»
Mar  9 03:00:01 db-backup-01 pg-backup.sh[221936]: + pg_dump -h 10.8.0.21 -U backup -Fc app
Mar  9 03:04:52 db-backup-01 pg-backup.sh[221936]: + curl -fsS -X POST https://hc-ping.com/«_hc»
`, V{"a": g.pw(), "_hc": g.uuid()}, "db-backup-01", "/usr/local/bin/pg-backup.sh")

	g.obsAdd("obs/rsyslog-forwarded-app-line", `
2025-03-02T14:22:10.118421+00:00 web-03 php-fpm[1182]: [pool www] child 20331 said into stderr: "NOTICE: PHP message: PDOException: SQLSTATE[HY000] [1045] Access denied for user 'shop'@'10.1.4.7' in /var/www/shop/vendor/acme/db.php:42 | dsn=mysql:host=10.1.9.3;dbname=shop user=shop pass=«a»"
2025-03-02T14:22:10.118977+00:00 web-03 php-fpm[1182]: [pool www] child 20331 said into stderr: "NOTICE: PHP message: Stack trace: #0 /var/www/shop/vendor/acme/db.php(42): PDO->__construct()"
`, V{"a": g.pw()}, "/var/www/shop/vendor/acme/db.php:42", "web-03")

	g.obsAdd("obs/journalctl-json-export-unit", `
$ journalctl -u metrics-relay.service -o json --since "1 hour ago" | jq -c '{__REALTIME_TIMESTAMP, _HOSTNAME, MESSAGE}' | head -3
{"__REALTIME_TIMESTAMP":"«=rt»","_HOSTNAME":"relay-eu-1","MESSAGE":"metrics-relay 0.14.2 starting"}
{"__REALTIME_TIMESTAMP":"«=rt»","_HOSTNAME":"relay-eu-1","MESSAGE":"upstream=https://metrics.acme.io/api/v1/write bearer=«a» batch=500"}
{"__REALTIME_TIMESTAMP":"«=rt»","_HOSTNAME":"relay-eu-1","MESSAGE":"remote write failed: 401 Unauthorized"}
`, V{"=rt": "17" + g.s(alDigit, 14), "a": g.b64u(40)}, "relay-eu-1", "https://metrics.acme.io/api/v1/write")

	g.obsAdd("obs/journalctl-json-full-record", `
$ journalctl -o json -n 1 _SYSTEMD_UNIT=docker.service
{"_TRANSPORT":"stdout","PRIORITY":"6","SYSLOG_IDENTIFIER":"dockerd","_PID":"912","_UID":"0","_GID":"0","_COMM":"dockerd","_EXE":"/usr/bin/dockerd","_CMDLINE":"/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock","_SYSTEMD_UNIT":"docker.service","_BOOT_ID":"«_boot»","_MACHINE_ID":"«_mid»","_HOSTNAME":"ci-runner-04","MESSAGE":"time=\"«=ts»\" level=error msg=\"Handler for POST /v1.45/auth returned error: Get \\\"https://registry.acme.io/v2/\\\": unauthorized\" username=ci-pusher password=«a»","__CURSOR":"s=«_cur»;i=1b2f3;b=«_boot»;m=4a1c0e2;t=61f2a;x=9c1e","__REALTIME_TIMESTAMP":"«=rt»"}
`, V{"_boot": g.hex(32), "_mid": g.hex(32), "=ts": g.obsTS(), "a": g.dockerPAT(), "_cur": g.hex(32), "=rt": "17" + g.s(alDigit, 14)}, "ci-runner-04", "/usr/bin/dockerd")

	g.obsAdd("obs/journalctl-short-iso-systemd-env", `
$ journalctl -u vector --no-pager -n 5 -o short-iso
2025-03-04T10:01:13+0000 obs-agg-2 systemd[1]: Started vector.service - Vector.
2025-03-04T10:01:13+0000 obs-agg-2 vector[44120]: 2025-03-04T10:01:13.882Z  INFO vector::app: Log level is enabled. level="info"
2025-03-04T10:01:14+0000 obs-agg-2 vector[44120]: 2025-03-04T10:01:14.004Z ERROR vector::topology::builder: Configuration error. error=Sink "datadog_logs": default_api_key "«a»" rejected: 403 Forbidden
2025-03-04T10:01:14+0000 obs-agg-2 systemd[1]: vector.service: Main process exited, code=exited, status=78/CONFIG
`, V{"a": g.obsDDAPI()}, "obs-agg-2", "vector::topology::builder")

	g.obsAdd("obs/auth-log-sudo-command", `
$ sudo tail -3 /var/log/auth.log
Mar 11 16:40:02 app-02 sudo:   deploy : TTY=pts/1 ; PWD=/home/deploy ; USER=root ; COMMAND=/usr/bin/docker login registry.gitlab.com -u deploy-bot -p «a»
Mar 11 16:40:02 app-02 sudo: pam_unix(sudo:session): session opened for user root(uid=0) by deploy(uid=1001)
Mar 11 16:40:04 app-02 sudo: pam_unix(sudo:session): session closed for user root
`, V{"a": g.glpat()}, "deploy-bot", "registry.gitlab.com")

	g.obsAdd("obs/plain-text-spring-boot-startup-warn", `
2025-03-06 11:02:44.118  INFO 1 --- [           main] c.a.n.NotificationsApplication           : Starting NotificationsApplication v3.2.1 using Java 21.0.2 with PID 1
2025-03-06 11:02:46.902 DEBUG 1 --- [           main] o.s.b.c.c.ConfigDataEnvironment          : Property 'spring.mail.password' resolved from 'OS environment variable SPRING_MAIL_PASSWORD' value [«a»]
2025-03-06 11:02:47.551  WARN 1 --- [           main] o.s.b.a.m.MailHealthContributorAutoConfiguration : Mail server smtp.sendgrid.net:587 not reachable at startup
`, V{"a": g.sendgrid()}, "NotificationsApplication", "smtp.sendgrid.net:587")

	g.obsAdd("obs/docker-compose-logs-interleaved", `
$ docker compose logs --tail=4 api worker
api-1     | 2025-03-01 10:14:55,201 INFO  [uvicorn.access] 172.18.0.1:50412 - "GET /healthz HTTP/1.1" 200
worker-1  | [2025-03-01 10:14:55,312: INFO/MainProcess] Connected to amqp://jobs:**@rabbitmq:5672//
worker-1  | [2025-03-01 10:14:55,402: WARNING/MainProcess] openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: «a». You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error'}}
api-1     | 2025-03-01 10:14:56,009 INFO  [uvicorn.access] 172.18.0.1:50418 - "POST /v1/summarize HTTP/1.1" 502
`, V{"a": g.openai()}, "amqp://jobs:**@rabbitmq:5672//", "172.18.0.1:50412")

	g.obsAdd("obs/kubectl-logs-previous-crash", `
$ kubectl logs payments-api-5d8f7b9c6-7xkqp -n payments --previous | tail -5
panic: vault: login failed

goroutine 1 [running]:
main.mustVault({0xc0001a2000, 0x1f}, {0xc0001a4040, «=n»})
	/src/cmd/api/main.go:58 +0x1c4 role_id=«_role» secret_id=«a»
`, V{"=n": "0x24", "_role": g.uuid(), "a": g.uuid()}, "payments-api-5d8f7b9c6-7xkqp", "/src/cmd/api/main.go:58")

	g.obsAdd("obs/gunicorn-error-log-env-print", `
[2025-03-07 02:11:09 +0000] [1] [INFO] Starting gunicorn 22.0.0
[2025-03-07 02:11:09 +0000] [1] [INFO] Listening at: http://0.0.0.0:8000 (1)
[2025-03-07 02:11:09 +0000] [7] [INFO] Booting worker with pid: 7
[2025-03-07 02:11:10 +0000] [7] [ERROR] Exception in worker process
django.core.exceptions.ImproperlyConfigured: Could not connect to cache 'redis://:«a»@cache.prod.internal:6379/1': Connection refused
`, V{"a": g.an(32)}, "Starting gunicorn 22.0.0", "cache.prod.internal:6379")

	g.obsAdd("obs/windows-event-log-powershell-4104", `
PS> Get-WinEvent -LogName 'Microsoft-Windows-PowerShell/Operational' -MaxEvents 1 | Format-List TimeCreated,Id,Message

TimeCreated : 3/12/2025 7:41:18 AM
Id          : 4104
Message     : Creating Scriptblock text (1 of 1):
              $cred = New-Object PSCredential('ACME\svc-monitoring', (ConvertTo-SecureString '«a»' -AsPlainText -Force))
              Invoke-Command -ComputerName SQL01 -Credential $cred -ScriptBlock { Get-Service MSSQLSERVER }

              ScriptBlock ID: «_sb»
              Path: C:\ops\check-sql.ps1
`, V{"a": g.pw(), "_sb": g.uuid()}, `ACME\svc-monitoring`, `C:\ops\check-sql.ps1`)
}

// ---- web server and proxy access and error logs ----

func (g *G) obsAccessLogs() {
	g.obsAdd("obs/nginx-combined-query-token", `
$ sudo tail -n 3 /var/log/nginx/access.log
«_ip» - - [09/Mar/2025:13:02:11 +0000] "GET /static/app.4f1c2e.js HTTP/2.0" 200 88211 "https://app.acme.io/" "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15"
«_ip» - - [09/Mar/2025:13:02:12 +0000] "GET /api/export.csv?report=monthly&api_key=«a» HTTP/2.0" 200 1402231 "-" "python-requests/2.31.0"
«_ip2» - - [09/Mar/2025:13:02:14 +0000] "GET /favicon.ico HTTP/2.0" 404 153 "https://app.acme.io/" "Mozilla/5.0"
`, V{"_ip": g.obsIP(), "a": g.an(40), "_ip2": g.obsIP()}, "/static/app.4f1c2e.js", "python-requests/2.31.0")

	g.obsAdd("obs/nginx-basic-auth-user-and-referer", `
«_ip» - grafana-admin [09/Mar/2025:13:11:40 +0000] "POST /login HTTP/1.1" 200 66 "https://grafana.acme.io/login?redirect=%2Fd%2Fk8s" "Mozilla/5.0 (X11; Linux x86_64)"
«_ip» - - [09/Mar/2025:13:11:41 +0000] "GET /d/k8s/cluster?orgId=1&auth_token=«a» HTTP/1.1" 302 0 "https://grafana.acme.io/login?redirect=%2Fd%2Fk8s" "Mozilla/5.0 (X11; Linux x86_64)"
`, V{"_ip": g.obsIP(), "a": g.hex(32)}, "grafana-admin", "redirect=%2Fd%2Fk8s")

	g.obsAdd("obs/nginx-custom-format-auth-header", `
$ grep 'log_format' -A3 /etc/nginx/conf.d/api.conf
log_format apidebug '$remote_addr [$time_local] "$request" $status '
                    'auth="$http_authorization" ua="$http_user_agent" rt=$request_time';
$ tail -2 /var/log/nginx/api-debug.log
«_ip» [10/Mar/2025:08:00:03 +0000] "POST /v1/events HTTP/1.1" 202 auth="Bearer «a»" ua="segment-go/3.1" rt=0.014
«_ip» [10/Mar/2025:08:00:03 +0000] "GET /healthz HTTP/1.1" 200 auth="-" ua="kube-probe/1.30" rt=0.000
`, V{"_ip": g.obsIP(), "a": g.b64u(32)}, "segment-go/3.1", "kube-probe/1.30")

	g.obsAdd("obs/nginx-error-log-upstream-url", `
2025/03/10 08:12:44 [error] 31#31: *884213 upstream timed out (110: Connection timed out) while reading response header from upstream, client: «_ip», server: hooks.acme.io, request: "POST /relay?target=teams HTTP/1.1", upstream: "«a»", host: "hooks.acme.io"
`, V{"_ip": g.obsIP(), "a": g.obsTeamsHook()}, "server: hooks.acme.io", "upstream timed out (110: Connection timed out)")

	g.obsAdd("obs/apache-combined-htpasswd-user-and-token", `
$ tail -3 /var/log/apache2/access.log
«_ip» - jenkins [10/Mar/2025:09:41:27 +0100] "GET /job/deploy-prod/buildWithParameters?token=«a»&ENV=prod HTTP/1.1" 201 0 "-" "curl/8.5.0"
«_ip» - jenkins [10/Mar/2025:09:41:29 +0100] "GET /queue/item/88211/api/json HTTP/1.1" 200 1288 "-" "curl/8.5.0"
«_ip2» - - [10/Mar/2025:09:41:33 +0100] "GET /static/8a2c31f0/css/style.css HTTP/1.1" 304 - "https://ci.acme.io/" "Mozilla/5.0"
`, V{"_ip": g.obsIP(), "a": g.hex(34), "_ip2": g.obsIP()}, "/job/deploy-prod/buildWithParameters", "/queue/item/88211/api/json")

	g.obsAdd("obs/apache-error-log-modsec", `
[Mon Mar 10 10:02:18.442109 2025] [security2:error] [pid 2281:tid 140221] [client «_ip»:50122] [client «_ip»] ModSecurity: Warning. Pattern match "(?i)password" at ARGS:db_password. [file "/etc/modsecurity/crs/REQUEST-942.conf"] [id "942100"] [msg "SQL Injection Attack"] [data "Matched Data: db_password found within ARGS:db_password: «a»"] [hostname "setup.acme-shop.com"] [uri "/install/step2.php"] [unique_id "«_u»"]
`, V{"_ip": g.obsIP(), "a": g.pw(), "_u": g.b64u(27)}, "setup.acme-shop.com", "/install/step2.php")

	g.obsAdd("obs/caddy-json-access-log-headers", `
{"level":"info","ts":«=ts»,"logger":"http.log.access.log0","msg":"handled request","request":{"remote_ip":"«_ip»","remote_port":"48812","client_ip":"«_ip»","proto":"HTTP/2.0","method":"GET","host":"files.acme.dev","uri":"/share/q3-board.pdf","headers":{"Accept":["*/*"],"Cookie":["REDACTED"],"X-Share-Token":["«a»"],"User-Agent":["curl/8.6.0"]},"tls":{"resumed":false,"version":772,"cipher_suite":4865,"proto":"h2","server_name":"files.acme.dev"}},"bytes_read":0,"user_id":"","duration":0.0123,"size":482113,"status":200,"resp_headers":{"Server":["Caddy"],"Content-Type":["application/pdf"]}}
`, V{"=ts": fmt.Sprintf("17%08d.%04d", g.r.IntN(100000000), g.r.IntN(10000)), "_ip": g.obsIP(), "a": g.b64u(32)}, `"Cookie":["REDACTED"]`, "files.acme.dev")

	g.obsAdd("obs/traefik-json-access-log", `
{"ClientAddr":"«_ip»:61022","ClientHost":"«_ip»","DownstreamStatus":200,"Duration":11822311,"RequestHost":"minio.acme.internal","RequestMethod":"GET","RequestPath":"/backups/pg/2025-03-10.dump?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«=kid»%2F20250310%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20250310T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=«a»","RequestProtocol":"HTTP/1.1","RouterName":"minio@docker","ServiceName":"minio@docker","StartUTC":"«=ts»","request_User-Agent":"Wget/1.21.4","level":"info","msg":"","time":"«=ts»"}
`, V{"_ip": g.obsIP(), "=kid": "backup-reader", "a": g.hex(64), "=ts": g.obsTS()}, "minio.acme.internal", "minio@docker")

	g.obsAdd("obs/envoy-access-log-default-format", `
[2025-03-10T11:20:41.512Z] "POST /api.v1.Ledger/Transfer HTTP/2" 200 - via_upstream - "-" 142 88 14 13 "-" "grpc-go/1.62.1" "«_r»" "ledger.prod.svc.cluster.local:9090" "10.42.3.18:9090" outbound|9090||ledger.prod.svc.cluster.local 10.42.1.7:41822 10.96.12.4:9090 10.42.1.7:53310 - default
[2025-03-10T11:20:41.804Z] "GET /v1/rates?apikey=«a» HTTP/1.1" 200 - via_upstream - "-" 0 2211 93 92 "-" "Go-http-client/1.1" "«_r2»" "api.fxrates.io" "104.18.22.9:443" outbound|443||api.fxrates.io 10.42.1.7:50012 104.18.22.9:443 10.42.1.7:50010 api.fxrates.io -
`, V{"_r": g.uuid(), "a": g.hex(32), "_r2": g.uuid()}, "ledger.prod.svc.cluster.local:9090", "outbound|443||api.fxrates.io")

	g.obsAdd("obs/istio-proxy-json-access-log-authority", `
$ kubectl logs reviews-v2-7d9c5b-2kq4m -c istio-proxy | tail -1
{"authority":"api.sendgrid.com","bytes_received":412,"bytes_sent":61,"downstream_local_address":"192.168.14.2:443","duration":188,"method":"POST","path":"/v3/mail/send","protocol":"HTTP/1.1","request_id":"«_r»","requested_server_name":null,"response_code":401,"start_time":"«=ts»","upstream_cluster":"outbound|443||api.sendgrid.com","user_agent":"sendgrid/6.11.0;java","x_forwarded_for":null,"authorization":"Bearer «a»"}
`, V{"_r": g.uuid(), "=ts": g.obsTS(), "a": g.sendgrid()}, "reviews-v2-7d9c5b-2kq4m", "outbound|443||api.sendgrid.com")

	g.obsAdd("obs/haproxy-httplog-captured-header", `
Mar 10 12:01:08 lb-01 haproxy[1921]: «_ip»:50112 [10/Mar/2025:12:01:08.331] fe_https~ be_api/api-2 0/0/1/23/24 200 511 - - ---- 221/211/3/1/0 0/0 {api.acme.io|Basic «a»} "GET /v2/invoices?page=3 HTTP/1.1"
Mar 10 12:01:08 lb-01 haproxy[1921]: «_ip2»:40911 [10/Mar/2025:12:01:08.402] fe_https~ be_api/api-1 0/0/0/4/4 200 88 - - ---- 221/211/2/1/0 0/0 {api.acme.io|-} "GET /healthz HTTP/1.1"
`, V{"_ip": g.obsIP(), "a": b64s("finance-export:" + g.pwURL()), "_ip2": g.obsIP()}, "be_api/api-2", "fe_https~")

	g.obsAdd("obs/cloudfront-standard-log-query", `
#Version: 1.0
#Fields: date time x-edge-location sc-bytes c-ip cs-method cs(Host) cs-uri-stem sc-status cs(Referer) cs(User-Agent) cs-uri-query cs(Cookie) x-edge-result-type x-edge-request-id
2025-03-10	12:44:01	FRA56-P4	2211	«_ip»	GET	d1a2b3c4d5e6f7.cloudfront.net	/dl/installer.dmg	200	-	curl/8.4.0	token=«a»&expires=1741611600	-	Miss	«_req»==
`, V{"_ip": g.obsIP(), "a": g.b64u(43), "_req": g.b64u(54)}, "d1a2b3c4d5e6f7.cloudfront.net", "/dl/installer.dmg")

	g.obsAdd("obs/aws-alb-access-log-line", `
$ aws s3 cp s3://acme-alb-logs/AWSLogs/«_acct»/elasticloadbalancing/eu-west-1/2025/03/10/«_acct»_elasticloadbalancing_eu-west-1_app.prod-web.«_lbid»_20251010T1250Z_10.0.1.12_2a9k1.log.gz - | gunzip | tail -1
https 2025-03-10T12:50:01.118231Z app/prod-web/«_lbid» «_ip»:60112 10.0.12.44:8080 0.001 0.062 0.000 200 200 311 1422 "GET https://app.acme.io:443/oauth/callback?code=«a»&state=«_st» HTTP/2.0" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X)" TLS_AES_128_GCM_SHA256 TLSv1.3 arn:aws:elasticloadbalancing:eu-west-1:«_acct»:targetgroup/web/«_tg» "Root=1-«_x1»-«_x2»" "app.acme.io" "session-reused" 0 2025-03-10T12:50:01.055000Z "forward" "-" "-" "10.0.12.44:8080" "200" "-" "-"
`, V{"_acct": g.digits(12), "_lbid": g.hex(16), "_ip": g.obsIP(), "a": g.b64u(43), "_st": g.hex(16), "_tg": g.hex(16), "_x1": g.hex(8), "_x2": g.hex(24)}, "app/prod-web/", "TLS_AES_128_GCM_SHA256")

	g.obsAdd("obs/iis-w3c-log-query", `
#Software: Microsoft Internet Information Services 10.0
#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) sc-status sc-substatus sc-win32-status time-taken
2025-03-10 13:02:09 10.10.0.5 GET /ReportServer/Export.aspx reportId=118&format=PDF&connStr=Server%3Dsql02%3BUser+Id%3Dreport_ro%3BPassword%3D«a» 443 - «_ip» Mozilla/5.0+(Windows+NT+10.0;+Win64;+x64) 200 0 0 1402
`, V{"a": g.pwURL(), "_ip": g.obsIP()}, "/ReportServer/Export.aspx", "report_ro")

	g.obsAdd("obs/kong-file-log-plugin-json", `
{"request":{"method":"GET","uri":"/partners/v1/catalog","url":"http://api.acme.io:8000/partners/v1/catalog","size":310,"querystring":{},"headers":{"host":"api.acme.io","apikey":"«a»","user-agent":"PostmanRuntime/7.39.0","accept":"*/*"}},"upstream_uri":"/v1/catalog","response":{"status":200,"size":8811},"authenticated_entity":{"id":"«_c»"},"consumer":{"username":"partner-fresco","id":"«_c»"},"latencies":{"proxy":42,"kong":3,"request":45},"client_ip":"«_ip»","started_at":«=ms»}
`, V{"a": g.an(32), "_c": g.uuid(), "_ip": g.obsIP(), "=ms": fmt.Sprint(1741600000000 + g.r.IntN(900000000))}, "partner-fresco", "PostmanRuntime/7.39.0")

	g.obsAdd("obs/nginx-ingress-controller-log-query-token", `
$ kubectl logs -n ingress-nginx deploy/ingress-nginx-controller --since=5m | grep 'reporting' | tail -1
«_ip» - - [10/Mar/2025:13:20:41 +0000] "POST /reporting/ingest?access_token=«a»&source=browser HTTP/1.1" 202 0 "https://shop.acme.io/" "Mozilla/5.0" 1811 0.004 [shop-reporting-8080] [] 10.244.2.51:8080 0 0.004 202 «_r»
`, V{"_ip": g.obsIP(), "a": g.b64u(40), "_r": g.hex(32)}, "[shop-reporting-8080]", "10.244.2.51:8080")
}

// ---- Kubernetes audit logs and AWS CloudTrail ----

func (g *G) obsAudit() {
	g.obsAdd("obs/k8s-audit-secret-create-request-object", `
$ sudo tail -n 200 /var/log/kubernetes/audit/audit.log | jq -c 'select(.objectRef.resource=="secrets" and .verb=="create")'
{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"RequestResponse","auditID":"«_aid»","stage":"ResponseComplete","requestURI":"/api/v1/namespaces/payments/secrets?fieldManager=kubectl-client-side-apply","verb":"create","user":{"username":"oidc:dana@acme.io","groups":["platform-admins","system:authenticated"]},"sourceIPs":["«_ip»"],"userAgent":"kubectl/v1.30.2 (linux/amd64) kubernetes/39683505","objectRef":{"resource":"secrets","namespace":"payments","name":"stripe-credentials","apiVersion":"v1"},"responseStatus":{"metadata":{},"code":201},"requestObject":{"kind":"Secret","apiVersion":"v1","metadata":{"name":"stripe-credentials","namespace":"payments"},"data":{"STRIPE_SECRET_KEY":"«a»","STRIPE_WEBHOOK_SECRET":"«b»"},"type":"Opaque"},"requestReceivedTimestamp":"«=ts»","stageTimestamp":"«=ts»","annotations":{"authorization.k8s.io/decision":"allow","authorization.k8s.io/reason":"RBAC: allowed by ClusterRoleBinding \"platform-admins\" of ClusterRole \"cluster-admin\" to Group \"platform-admins\""}}
`, V{"_aid": g.uuid(), "_ip": g.obsIP(), "a": b64s(g.skLive()), "b": b64s(g.whsec()), "=ts": g.obsTS()}, "stripe-credentials", "oidc:dana@acme.io")

	g.obsAdd("obs/k8s-audit-last-applied-annotation", `
{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"Request","auditID":"«_aid»","stage":"ResponseComplete","requestURI":"/api/v1/namespaces/monitoring/secrets/alertmanager-config","verb":"patch","user":{"username":"system:serviceaccount:argocd:argocd-application-controller"},"objectRef":{"resource":"secrets","namespace":"monitoring","name":"alertmanager-config"},"requestObject":{"metadata":{"annotations":{"kubectl.kubernetes.io/last-applied-configuration":"{\"apiVersion\":\"v1\",\"kind\":\"Secret\",\"metadata\":{\"name\":\"alertmanager-config\",\"namespace\":\"monitoring\"},\"stringData\":{\"slack_api_url\":\"«a»\",\"pagerduty_routing_key\":\"«b»\"},\"type\":\"Opaque\"}\n"}}},"responseStatus":{"code":200}}
`, V{"_aid": g.uuid(), "a": g.obsSlackHook(), "b": g.obsPDKey()}, "argocd-application-controller", "alertmanager-config")

	g.obsAdd("obs/k8s-audit-metadata-only-benign-plus-exec", `
{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"Metadata","auditID":"«_aid»","stage":"ResponseStarted","requestURI":"/api/v1/namespaces/data/pods/postgres-0/exec?command=psql&command=postgresql%3A%2F%2Fpostgres%3A«a»%40localhost%2Fapp&command=-c&command=select+1&container=postgres&stderr=true&stdout=true","verb":"create","user":{"username":"kubernetes-admin","groups":["system:masters","system:authenticated"]},"sourceIPs":["«_ip»"],"objectRef":{"resource":"pods","namespace":"data","name":"postgres-0","subresource":"exec"},"responseStatus":{"code":101}}
`, V{"_aid": g.uuid(), "a": g.pwURL(), "_ip": g.obsIP()}, `"subresource":"exec"`, "kubernetes-admin")

	g.obsAdd("obs/cloudtrail-ecs-register-task-definition", `
$ aws cloudtrail lookup-events --lookup-attributes AttributeKey=EventName,AttributeValue=RegisterTaskDefinition --max-results 1 --query 'Events[0].CloudTrailEvent' --output text | jq .requestParameters.containerDefinitions[0]
{
  "name": "orders-api",
  "image": "«_acct».dkr.ecr.eu-central-1.amazonaws.com/orders-api:1.42.0",
  "cpu": 512,
  "memory": 1024,
  "essential": true,
  "environment": [
    { "name": "NODE_ENV", "value": "production" },
    { "name": "DATABASE_URL", "value": "postgres://orders:«a»@orders-db.cluster-«_c».eu-central-1.rds.amazonaws.com:5432/orders" },
    { "name": "ALGOLIA_ADMIN_KEY", "value": "«b»" }
  ],
  "secrets": [
    { "name": "JWT_SIGNING_KEY", "valueFrom": "arn:aws:secretsmanager:eu-central-1:«_acct»:secret:orders/jwt-«_sfx»" }
  ],
  "logConfiguration": { "logDriver": "awslogs", "options": { "awslogs-group": "/ecs/orders-api", "awslogs-region": "eu-central-1" } }
}
`, V{"_acct": g.digits(12), "a": g.pwURL(), "_c": g.s(alLowNum, 12), "b": g.hex(32), "_sfx": g.an(6)}, "/ecs/orders-api", "orders-api:1.42.0")

	g.obsAdd("obs/cloudtrail-hidden-and-codebuild-env", `
{
  "eventVersion": "1.09",
  "userIdentity": { "type": "AssumedRole", "principalId": "AROA«_pr»:dana", "arn": "arn:aws:sts::«_acct»:assumed-role/PlatformAdmin/dana", "accountId": "«_acct»", "accessKeyId": "«=kid»" },
  "eventTime": "«=ts»",
  "eventSource": "codebuild.amazonaws.com",
  "eventName": "UpdateProject",
  "awsRegion": "us-east-1",
  "sourceIPAddress": "«_ip»",
  "requestParameters": {
    "name": "mobile-release",
    "environment": {
      "type": "LINUX_CONTAINER",
      "image": "aws/codebuild/standard:7.0",
      "environmentVariables": [
        { "name": "FASTLANE_USER", "value": "ios-ci@acme.io", "type": "PLAINTEXT" },
        { "name": "FASTLANE_PASSWORD", "value": "«a»", "type": "PLAINTEXT" },
        { "name": "MATCH_PASSWORD", "value": "/ci/mobile/match-password", "type": "PARAMETER_STORE" }
      ]
    },
    "sourceCredentials": "HIDDEN_DUE_TO_SECURITY_REASONS"
  },
  "requestID": "«_r»",
  "eventID": "«_e»",
  "readOnly": false
}
`, V{"_pr": g.s(alUpNum, 17), "_acct": g.digits(12), "=kid": g.awsTempID(), "=ts": g.obsTS(), "_ip": g.obsIP(), "a": g.pw(), "_r": g.uuid(), "_e": g.uuid()}, "HIDDEN_DUE_TO_SECURITY_REASONS", "/ci/mobile/match-password", "ios-ci@acme.io")

	g.obsAdd("obs/cloudtrail-lambda-env-in-athena-result", `
$ aws athena get-query-results --query-execution-id «_q» --output text | head -4
RESULTSETMETADATA
COLUMNINFO	False	eventtime	eventtime	hive	varchar
ROWS
DATA	2025-03-08T22:10:41Z	UpdateFunctionConfiguration20150331v2	{"functionName":"thumbnailer","environment":{"variables":{"CLOUDINARY_URL":"cloudinary://«_ck»:«a»@acme-media"}},"timeout":30}
`, V{"_q": g.uuid(), "_ck": g.digits(15), "a": g.b64u(27)}, "UpdateFunctionConfiguration20150331v2", "acme-media")

	g.obsAdd("obs/cloudtrail-console-login-and-getsecret", `
$ aws cloudtrail lookup-events --lookup-attributes AttributeKey=EventSource,AttributeValue=secretsmanager.amazonaws.com --max-results 2 --query 'Events[].{t:EventTime,n:EventName,u:Username}' --output table
---------------------------------------------------------------
|                       LookupEvents                          |
+-------------------+--------------------------------+--------+
|         n         |               t                |   u    |
+-------------------+--------------------------------+--------+
|  GetSecretValue   |  2025-03-08T21:44:03+00:00     |  dana  |
|  PutSecretValue   |  2025-03-08T21:40:19+00:00     |  dana  |
+-------------------+--------------------------------+--------+
$ aws secretsmanager get-secret-value --secret-id prod/reporting/snowflake --query SecretString --output text
{"account":"acme-eu1","user":"REPORTING_SVC","password":"«a»","warehouse":"REPORTING_WH"}
`, V{"a": g.pwStrong()}, "prod/reporting/snowflake", "REPORTING_SVC")

	g.obsAdd("obs/cloudtrail-sts-response-elements", `
      "eventName": "GetFederationToken",
      "requestParameters": { "name": "grafana-athena", "durationSeconds": 43200 },
      "responseElements": {
        "credentials": {
          "accessKeyId": "«=kid»",
          "sessionToken": "«a»",
          "expiration": "Mar 9, 2025, 10:41:02 AM"
        },
        "federatedUser": { "federatedUserId": "«_acct»:grafana-athena", "arn": "arn:aws:sts::«_acct»:federated-user/grafana-athena" }
      },
`, V{"=kid": g.awsTempID(), "a": g.awsSession(), "_acct": g.digits(12)}, "arn:aws:sts::", "GetFederationToken")

	g.obsAdd("obs/gcp-audit-protopayload-sql-user", `
$ gcloud logging read 'protoPayload.methodName="cloudsql.users.create"' --limit 1 --format json | jq '.[0].protoPayload | {methodName, authenticationInfo, request}'
{
  "methodName": "cloudsql.users.create",
  "authenticationInfo": {
    "principalEmail": "terraform@acme-prod.iam.gserviceaccount.com"
  },
  "request": {
    "@type": "type.googleapis.com/google.cloud.sql.v1beta4.SqlUsersInsertRequest",
    "body": {
      "name": "looker",
      "password": "«a»",
      "host": "%"
    },
    "instance": "analytics-pg",
    "project": "acme-prod"
  }
}
`, V{"a": g.pwStrong()}, "terraform@acme-prod.iam.gserviceaccount.com", "analytics-pg")

	g.obsAdd("obs/azure-activity-log-deployment-parameters", `
$ az monitor activity-log list --resource-group rg-data-prod --offset 2h --query "[?operationName.value=='Microsoft.Resources/deployments/write'].properties.requestbody" -o tsv
{"properties":{"mode":"Incremental","parameters":{"sqlAdministratorLogin":{"value":"sqladmin"},"sqlAdministratorLoginPassword":{"value":"«a»"},"storageConnection":{"value":"«b»"}},"templateLink":{"uri":"https://acmeartifacts.blob.core.windows.net/arm/sql.json"}}}
`, V{"a": g.pwStrong(), "b": g.obsAzConn()}, "rg-data-prod", "sqladmin")
}

// ---- CloudWatch, Cloud Logging and Azure Monitor ----

func (g *G) obsCloudLogs() {
	g.obsAdd("obs/cloudwatch-insights-results-table", `
fields @timestamp, @logStream, @message
| filter @message like /401/
| sort @timestamp desc
| limit 3

| @timestamp              | @logStream                                   | @message |
|-------------------------|----------------------------------------------|----------|
| 2025-03-10 14:02:11.220 | ecs/payments-api/«_t1» | WARN upstream 401 from https://api.adyen.com/checkout/v71/payments x-api-key=«a» |
| 2025-03-10 14:02:09.881 | ecs/payments-api/«_t1» | INFO GET /healthz 200 |
| 2025-03-10 14:01:58.004 | ecs/payments-api/«_t2» | WARN upstream 401 from https://api.adyen.com/checkout/v71/payments x-api-key=«a» |
`, V{"_t1": g.hex(32), "a": "AQE" + g.b64u(60) + "=" + "-" + g.b64u(40), "_t2": g.hex(32)}, "https://api.adyen.com/checkout/v71/payments", "ecs/payments-api/")

	g.obsAdd("obs/cloudwatch-get-query-results-json", `
$ aws logs get-query-results --query-id «_q»
{
    "results": [
        [
            { "field": "@timestamp", "value": "2025-03-10 14:20:01.118" },
            { "field": "@message", "value": "START RequestId: «_r» Version: $LATEST" }
        ],
        [
            { "field": "@timestamp", "value": "2025-03-10 14:20:01.342" },
            { "field": "@message", "value": "«_r»\tINFO\tevent {\"headers\":{\"Authorization\":\"Bearer «a»\",\"X-Forwarded-For\":\"«_ip»\"},\"path\":\"/v1/uploads\"}" }
        ]
    ],
    "statistics": { "recordsMatched": 2.0, "recordsScanned": 48211.0, "bytesScanned": 9912201.0 },
    "status": "Complete"
}
`, V{"_q": g.uuid(), "_r": g.uuid(), "a": g.userJWT(), "_ip": g.obsIP()}, "Version: $LATEST", `"status": "Complete"`)

	g.obsAdd("obs/aws-logs-tail-lambda-event", `
$ aws logs tail /aws/lambda/github-webhook --since 15m --format short
2025-03-10T14:31:02 START RequestId: «_r» Version: $LATEST
2025-03-10T14:31:02 [DEBUG] GITHUB_APP_ID=88211 GITHUB_WEBHOOK_SECRET=«a»
2025-03-10T14:31:02 [ERROR] signature mismatch: got sha256=«_sig»
2025-03-10T14:31:02 END RequestId: «_r»
2025-03-10T14:31:02 REPORT RequestId: «_r»	Duration: 41.22 ms	Billed Duration: 42 ms	Memory Size: 256 MB	Max Memory Used: 81 MB
`, V{"_r": g.uuid(), "a": g.hex(40), "_sig": g.hex(64)}, "/aws/lambda/github-webhook", "GITHUB_APP_ID=88211")

	g.obsAdd("obs/cloudwatch-console-copy-ecs-container", `
Log events
Timestamp	Message
2025-03-10T15:02:48.112Z	> reporting-api@2.3.0 start
2025-03-10T15:02:48.118Z	> node dist/server.js
2025-03-10T15:02:49.004Z	MongoServerError: bad auth : authentication failed { uri: 'mongodb+srv://reporting:«a»@prod-cluster0.x8k2c.mongodb.net/reports?retryWrites=true&w=majority' }
2025-03-10T15:02:49.011Z	npm error code 1
No newer events at this moment. Auto retry paused. Resume
`, V{"a": g.pwURL()}, "prod-cluster0.x8k2c.mongodb.net", "reporting-api@2.3.0")

	g.obsAdd("obs/gcloud-logging-read-yaml-httprequest", `
$ gcloud logging read 'resource.type="http_load_balancer" AND httpRequest.status=403' --limit 1
---
httpRequest:
  latency: 0.021914s
  remoteIp: «_ip»
  requestMethod: GET
  requestSize: '188'
  requestUrl: https://maps-proxy.acme.io/geocode/json?address=Rue+de+Rivoli+Paris&key=«a»
  responseSize: '311'
  status: 403
  userAgent: Dart/3.3 (dart:io)
insertId: «_ins»
jsonPayload:
  '@type': type.googleapis.com/google.cloud.loadbalancing.type.LoadBalancerLogEntry
  statusDetails: response_sent_by_backend
logName: projects/acme-maps/logs/requests
receiveTimestamp: '«=ts»'
resource:
  labels:
    backend_service_name: maps-proxy-backend
    project_id: acme-maps
  type: http_load_balancer
severity: WARNING
trace: projects/acme-maps/traces/«_t»
`, V{"_ip": g.obsIP(), "a": g.googleKey(), "_ins": g.s(alLowNum, 12), "=ts": g.obsTS(), "_t": g.obsTrace()}, "maps-proxy-backend", "response_sent_by_backend")

	g.obsAdd("obs/gcp-logging-jsonpayload-cloud-run", `
{
  "insertId": "«_ins»",
  "jsonPayload": {
    "message": "firebase admin init",
    "severity": "DEBUG",
    "credentials": {
      "type": "service_account",
      "project_id": "acme-mobile",
      "private_key_id": "«_kid»",
      "private_key": "«a»",
      "client_email": "firebase-adminsdk-x1y2z@acme-mobile.iam.gserviceaccount.com"
    }
  },
  "resource": { "type": "cloud_run_revision", "labels": { "service_name": "push-sender", "revision_name": "push-sender-00042-zav" } },
  "timestamp": "«=ts»",
  "logName": "projects/acme-mobile/logs/run.googleapis.com%2Fstdout"
}
`, V{"_ins": g.s(alLowNum, 14), "_kid": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block() + "\n"), "=ts": g.obsTS()}, "firebase-adminsdk-x1y2z@acme-mobile.iam.gserviceaccount.com", "push-sender-00042-zav")

	g.obsAdd("obs/gcp-logs-explorer-textpayload-copy", `
textPayload: "2025/03/10 15:22:01 connecting to redis at rediss://default:«a»@10.12.0.4:6378/0 (tls)"
severity: "INFO"
resource.labels.container_name: "session-cache-warmer"
resource.labels.cluster_name: "gke-prod-eu"
timestamp: "«=ts»"
`, V{"a": g.an(32), "=ts": g.obsTS()}, "session-cache-warmer", "gke-prod-eu")

	g.obsAdd("obs/azure-kql-apprequests-sas-url", `
AppDependencies
| where TimeGenerated > ago(1h) and Success == false
| project TimeGenerated, Target, Data, ResultCode
| take 2

TimeGenerated [UTC]	Target	Data	ResultCode
3/10/2025, 3:40:12.118 PM	acmeprodfiles.blob.core.windows.net	https://acmeprodfiles.blob.core.windows.net/invoices/2025/03/INV-88211.pdf?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-03-11T15:40:00Z&st=2025-03-10T15:40:00Z&spr=https&sig=«a»	403
3/10/2025, 3:41:02.552 PM	api.acme.io	GET /v1/customers/48211	200
`, V{"a": g.obsSAS()}, "acmeprodfiles.blob.core.windows.net", "INV-88211.pdf")

	g.obsAdd("obs/az-monitor-log-analytics-query-json", `
$ az monitor log-analytics query -w «_ws» --analytics-query "ContainerLogV2 | where LogMessage has 'ServiceBus' | project TimeGenerated, PodName, LogMessage | take 1" -o json
[
  {
    "LogMessage": "Unhandled exception. Azure.Messaging.ServiceBus.ServiceBusException: Put token failed. status-code: 401, status-description: InvalidSignature: The token has an invalid signature. ConnectionString=Endpoint=sb://acme-orders.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«a»",
    "PodName": "order-consumer-84d9f-2mkzq",
    "TableName": "PrimaryResult",
    "TimeGenerated": "«=ts»"
  }
]
`, V{"_ws": g.uuid(), "a": g.b64(32), "=ts": g.obsTS()}, "order-consumer-84d9f-2mkzq", "RootManageSharedAccessKey")

	g.obsAdd("obs/azure-appinsights-traces-customdimensions", `
traces
| where message startswith "Outgoing"
| project timestamp, message, customDimensions
| take 1

timestamp [UTC]           message                                  customDimensions
2025-03-10T15:51:22.331Z  Outgoing call to Cosmos DB failed        {"Endpoint":"https://acme-catalog.documents.azure.com:443/","AuthKey":"«a»","Database":"catalog","operation_Id":"«_op»"}
`, V{"a": g.b64(64), "_op": g.obsTrace()}, "acme-catalog.documents.azure.com", `"Database":"catalog"`)

	g.obsAdd("obs/azure-function-log-stream", `
$ func azure functionapp logstream acme-invoice-func
2025-03-10T16:02:11.211 [Information] Executing 'Functions.SendInvoice' (Reason='This function was programmatically called via the host APIs.', Id=«_id»)
2025-03-10T16:02:11.245 [Information] Settings: AzureWebJobsStorage=DefaultEndpointsProtocol=https;AccountName=acmeinvfunc;AccountKey=«a»;EndpointSuffix=core.windows.net
2025-03-10T16:02:11.601 [Error] Executed 'Functions.SendInvoice' (Failed, Id=«_id», Duration=390ms)
`, V{"_id": g.uuid(), "a": g.azStorage()}, "Functions.SendInvoice", "acmeinvfunc")
}

// ---- Datadog, New Relic, Honeycomb, Loki, Elastic and Splunk exports ----

func (g *G) obsVendorExports() {
	g.obsAdd("obs/datadog-log-explorer-csv-export", `
$ head -4 ~/Downloads/extract-2025-03-10T16_20_11.csv
Date,Host,Service,Status,Message
2025-03-10T16:18:02.114Z,i-0a1b2c3d4e5f60718,search-indexer,error,"algolia: 403 Invalid Application-ID or API key (app=LKQ2X8ZP1M key=«a»)"
2025-03-10T16:18:01.993Z,i-0a1b2c3d4e5f60718,search-indexer,info,"batch 8821 indexed 500 records in 1.2s"
2025-03-10T16:17:59.402Z,i-0f9e8d7c6b5a43210,search-indexer,info,"dd.trace_id=«_t» dd.span_id=«_s» processing batch 8820"
`, V{"a": g.hex(32), "_t": g.digits(19), "_s": g.digits(19)}, "i-0a1b2c3d4e5f60718", "LKQ2X8ZP1M")

	g.obsAdd("obs/datadog-logs-api-search-response", `
$ curl -s -X POST "https://api.datadoghq.eu/api/v2/logs/events/search" -H "DD-API-KEY: ${DD_API_KEY}" -H "DD-APPLICATION-KEY: ${DD_APP_KEY}" -d '{"filter":{"query":"service:etl status:error","from":"now-15m"},"page":{"limit":1}}' | jq '.data[0].attributes'
{
  "status": "error",
  "service": "etl",
  "tags": ["env:prod", "kube_namespace:data", "pod_name:etl-runner-28919340-k2v8x"],
  "timestamp": "«=ts»",
  "host": "gke-data-pool-1-«_h»",
  "attributes": {
    "logger": { "name": "airflow.task" },
    "message": "snowflake.connector.errors.DatabaseError: 250001: Could not connect to Snowflake backend after 0 attempt(s). conn_params={'account': 'acme-eu1', 'user': 'ETL_SVC', 'password': '«a»', 'warehouse': 'ETL_WH'}",
    "dd": { "trace_id": "«_t»" }
  },
  "message": "snowflake.connector.errors.DatabaseError: 250001"
}
`, V{"=ts": g.obsTS(), "_h": g.s(alLowNum, 4), "a": g.pwStrong(), "_t": g.digits(19)}, "${DD_API_KEY}", "etl-runner-28919340-k2v8x", "ETL_SVC")

	g.obsAdd("obs/newrelic-nrql-log-results", `
> SELECT timestamp, hostname, message FROM Log WHERE message LIKE '%token%' SINCE 30 minutes ago LIMIT 3

TIMESTAMP                    HOSTNAME            MESSAGE
March 10, 2025 16:31:22      worker-jobs-3       refreshing Salesforce session, refresh_token=«a»
March 10, 2025 16:31:22      worker-jobs-3       Salesforce session refreshed, expires in 7200s
March 10, 2025 16:29:04      worker-jobs-1       token bucket exhausted for tenant 4411, backing off 2s
`, V{"a": "5Aep861" + g.s(alAlnum+"._", 80)}, "worker-jobs-3", "token bucket exhausted for tenant 4411")

	g.obsAdd("obs/newrelic-nerdgraph-nrql-json", `
$ curl -s https://api.newrelic.com/graphql -H 'Content-Type: application/json' -H "API-Key: «a»" -d '{"query":"{ actor { account(id: 3311842) { nrql(query: \"SELECT count(*) FROM Transaction SINCE 1 hour ago FACET appName\") { results } } } }"}'
{"data":{"actor":{"account":{"nrql":{"results":[{"appName":"checkout-api","count":88211},{"appName":"search-api","count":40122}]}}}}}
`, V{"a": g.newrelicUser()}, "checkout-api", "3311842")

	g.obsAdd("obs/honeycomb-event-json-export", `
{
  "Timestamp": "«=ts»",
  "service.name": "gateway",
  "name": "HTTP POST",
  "trace.trace_id": "«_t»",
  "trace.span_id": "«_s»",
  "http.method": "POST",
  "http.route": "/v1/connectors/:id/test",
  "http.status_code": 500,
  "app.connector.type": "mysql",
  "app.connector.dsn": "mysql://connector_test:«a»@db.customer-7781.example.net:3306/sales",
  "duration_ms": 5011.2
}
`, V{"=ts": g.obsTS(), "_t": g.obsTrace(), "_s": g.obsSpan(), "a": g.pwURL()}, "/v1/connectors/:id/test", "db.customer-7781.example.net:3306")

	g.obsAdd("obs/logcli-query-output", `
$ logcli query '{namespace="auth", app="keycloak"} |= "client_secret"' --limit 2 --since 1h
2025/03/10 16:44:02 https://logs-prod-eu-west-0.grafana.net/loki/api/v1/query_range?direction=BACKWARD&end=1741625042&limit=2&query=...
Common labels: {app="keycloak", namespace="auth"}
2025-03-10T16:41:55Z {pod="keycloak-0"} 16:41:55,118 WARN  [org.keycloak.events] type="CLIENT_LOGIN_ERROR", realmId="acme", clientId="grafana", error="invalid_client_credentials", client_secret="«a»"
2025-03-10T16:40:12Z {pod="keycloak-1"} 16:40:12,602 WARN  [org.keycloak.events] type="CLIENT_LOGIN_ERROR", realmId="acme", clientId="grafana", error="invalid_client_credentials", client_secret="«b»"
`, V{"a": g.an(32), "b": g.an(32)}, "logs-prod-eu-west-0.grafana.net", `clientId="grafana"`)

	g.obsAdd("obs/loki-query-range-api-json", `
$ curl -s -G -u «_inst»:«a» https://logs-prod-012.grafana.net/loki/api/v1/query_range --data-urlencode 'query={job="nginx"} |= "token="' --data-urlencode limit=1 | jq '.data.result[0]'
{
  "stream": { "filename": "/var/log/nginx/access.log", "job": "nginx", "host": "edge-02" },
  "values": [
    [ "1741625201118000000", "«_ip» - - [10/Mar/2025:16:46:41 +0000] \"GET /v1/download?token=«b» HTTP/1.1\" 200 4412 \"-\" \"curl/8.5.0\"" ]
  ]
}
`, V{"_inst": g.digits(6), "a": g.obsGLC(), "_ip": g.obsIP(), "b": g.b64u(32)}, "logs-prod-012.grafana.net", "edge-02")

	g.obsAdd("obs/kibana-discover-csv-export", `
"@timestamp","host.name","log.level","message"
"Mar 10, 2025 @ 16:52:11.204","app-prod-04","ERROR","Failed to send SMS: Unable to create record: Authenticate (AccountSid=«_sid», AuthToken=«a»)"
"Mar 10, 2025 @ 16:52:10.998","app-prod-04","INFO","Sending SMS verification to user 88211"
"Mar 10, 2025 @ 16:51:07.332","app-prod-02","INFO","GET /api/v1/users/88211 200 12ms"
`, V{"_sid": g.twilioSID(), "a": g.hex(32)}, "app-prod-04", "Sending SMS verification to user 88211")

	g.obsAdd("obs/elasticsearch-search-source-json", `
$ curl -s -u elastic:$ES_PASS 'https://es.acme.internal:9200/logs-app-*/_search?q=level:ERROR&size=1' | jq '.hits.hits[0]'
{
  "_index": ".ds-logs-app-default-2025.03.10-000042",
  "_id": "«_id»",
  "_score": 3.1142,
  "_source": {
    "@timestamp": "«=ts»",
    "level": "ERROR",
    "service": { "name": "exporter" },
    "message": "S3 upload failed",
    "error": {
      "type": "InvalidAccessKeyId",
      "message": "The AWS Access Key Id you provided does not exist in our records."
    },
    "labels": {
      "aws_access_key_id": "«=kid»",
      "aws_secret_access_key": "«a»"
    },
    "trace": { "id": "«_t»" }
  }
}
`, V{"_id": g.b64u(20), "=ts": g.obsTS(), "=kid": g.awsID(), "a": g.awsSecret(), "_t": g.obsTrace()}, "$ES_PASS", ".ds-logs-app-default-2025.03.10-000042")

	g.obsAdd("obs/opensearch-dashboards-json-row", `
Expanded document
Table  JSON
{
  "_index": "app-logs-2025.03.10",
  "_source": {
    "kubernetes": { "pod_name": "mailer-6c9d8f7b5-xq2lm", "namespace_name": "comms" },
    "log": "smtp: 535 5.7.8 Authentication failed user=AKIA«=u» pass=«a» host=email-smtp.eu-west-1.amazonaws.com:587\n",
    "stream": "stderr"
  },
  "fields": { "@timestamp": [ "«=ts»" ] }
}
`, V{"=u": g.s(alAWS, 16), "a": "B" + g.s(alB64, 43), "=ts": g.obsTS()}, "mailer-6c9d8f7b5-xq2lm", "email-smtp.eu-west-1.amazonaws.com:587")

	g.obsAdd("obs/splunk-search-table-results", `
index=prod sourcetype=kube:container:api "Authorization"
| table _time host message
| head 3

_time                     host            message
2025-03-10 17:02:11.118   api-7f9c-2kq    Forwarding request headers={'Authorization': 'token «a»', 'Accept': 'application/vnd.github+json'}
2025-03-10 17:02:09.402   api-7f9c-2kq    Forwarding request headers={'Authorization': 'token ***', 'Accept': 'application/vnd.github+json'}
2025-03-10 17:01:58.811   api-7f9c-8xm    GitHub rate limit remaining=4811 reset=1741629600
`, V{"a": g.ghs()}, "sourcetype=kube:container:api", "'Authorization': 'token ***'")

	g.obsAdd("obs/splunk-cli-search-csv", `
$ /opt/splunk/bin/splunk search 'index=os sourcetype=bash_history "mysql -u"' -output csv -maxout 2 -auth admin:«a»
"_time",host,"_raw"
"2025-03-10T17:10:02.000+00:00","db-jump-01","mysql -u root -p«b» -h 10.4.2.19 billing"
"2025-03-10T17:08:44.000+00:00","db-jump-01","mysql -u readonly -h 10.4.2.19 billing"
`, V{"a": g.pw(), "b": g.pw()}, "db-jump-01", "/opt/splunk/bin/splunk")

	g.obsAdd("obs/splunk-hec-curl-and-response", `
$ curl -k https://splunk-hec.acme.internal:8088/services/collector/event -H "Authorization: Splunk «a»" -d '{"event":"deploy finished","sourcetype":"deploy","index":"ci"}'
{"text":"Success","code":0}
`, V{"a": g.uuid()}, "splunk-hec.acme.internal:8088", `{"text":"Success","code":0}`)

	g.obsAdd("obs/sumo-logic-search-messages", `
_sourceCategory=prod/payments "paypal"
Time                    Message
03/10/2025 17:21:44.118 PayPal OAuth failed client_id=«_cid» client_secret=«a» status=401 debug_id=«_dbg»
03/10/2025 17:21:40.002 PayPal webhook verified event_type=PAYMENT.CAPTURE.COMPLETED
`, V{"_cid": "A" + g.b64u(79), "a": "E" + g.b64u(79), "_dbg": g.hex(13)}, "_sourceCategory=prod/payments", "PAYMENT.CAPTURE.COMPLETED")

	g.obsAdd("obs/axiom-apl-query-result", `
$ axiom query "['vercel'] | where message contains 'prisma' | project _time, message | take 1" -f table
_time                           message
2025-03-10T17:30:12.553Z        PrismaClientInitializationError: Can't reach database server. datasource db { url = "postgresql://postgres.«_ref»:«a»@aws-0-eu-central-1.pooler.supabase.com:6543/postgres?pgbouncer=true" }
`, V{"_ref": g.s(alLower, 20), "a": g.pwURL()}, "aws-0-eu-central-1.pooler.supabase.com:6543", "PrismaClientInitializationError")

	g.obsAdd("obs/betterstack-papertrail-tail", `
$ papertrail -f --min-time '10 minutes ago' 'program:app/web.1'
Mar 10 17:41:02 acme-crm app/web.1: I, [2025-03-10T17:41:02.118] INFO -- : Started POST "/hooks/mailchimp" for «_ip»
Mar 10 17:41:02 acme-crm app/web.1: I, [2025-03-10T17:41:02.121] INFO -- : Parameters: {"type"=>"subscribe", "data"=>{"email"=>"[FILTERED]"}, "api_key"=>"«a»"}
Mar 10 17:41:02 acme-crm app/web.1: I, [2025-03-10T17:41:02.140] INFO -- : Completed 200 OK in 19ms
`, V{"_ip": g.obsIP(), "a": g.mailchimp()}, `"email"=>"[FILTERED]"`, "/hooks/mailchimp")
}

// ---- Sentry events ----

func (g *G) obsSentry() {
	g.obsAdd("obs/sentry-event-request-headers", `
$ curl -s -H "Authorization: Bearer $SENTRY_AUTH_TOKEN" https://sentry.io/api/0/projects/acme/web-api/events/«_ev»/ | jq '.entries[] | select(.type=="request") | .data'
{
  "apiTarget": null,
  "method": "POST",
  "url": "https://api.acme.io/v1/imports",
  "query": [["source", "shopify"]],
  "fragment": null,
  "data": {"shop": "acme-outlet", "token": "[Filtered]"},
  "headers": [
    ["Accept", "application/json"],
    ["Content-Type", "application/json"],
    ["Host", "api.acme.io"],
    ["X-Shopify-Access-Token", "«a»"],
    ["Cookie", "[Filtered]"]
  ],
  "cookies": [],
  "env": {"REMOTE_ADDR": "«_ip»"},
  "inferredContentType": "application/json"
}
`, V{"_ev": g.hex(32), "a": g.shpat(), "_ip": g.obsIP()}, "$SENTRY_AUTH_TOKEN", `"token": "[Filtered]"`, `["Cookie", "[Filtered]"]`)

	g.obsAdd("obs/sentry-event-extra-and-contexts", `
{
  "event_id": "«_ev»",
  "level": "error",
  "platform": "python",
  "release": "billing@4.18.2",
  "environment": "production",
  "exception": {"values": [{"type": "stripe.error.AuthenticationError", "value": "Invalid API Key provided: rk_live_********************************«=tail»"}]},
  "extra": {
    "sys.argv": ["/app/manage.py", "sync_invoices", "--stripe-key", "«a»"],
    "tenant_id": 1184
  },
  "contexts": {"runtime": {"name": "CPython", "version": "3.12.2"}, "trace": {"trace_id": "«_t»", "span_id": "«_s»"}},
  "tags": {"server_name": "billing-cron-28919", "transaction": "sync_invoices"}
}
`, V{"_ev": g.hex(32), "=tail": g.an(4), "a": g.rkLive(), "_t": g.obsTrace(), "_s": g.obsSpan()}, "billing@4.18.2", "billing-cron-28919")

	g.obsAdd("obs/sentry-breadcrumbs-http-url", `
  "breadcrumbs": {
    "values": [
      {"timestamp": «=t1», "type": "http", "category": "httplib", "level": "info", "data": {"method": "GET", "url": "https://api.openweathermap.org/data/2.5/weather", "http.query": "q=Lisbon&appid=«a»", "status_code": 200}},
      {"timestamp": «=t2», "type": "default", "category": "query", "level": "info", "message": "SELECT \"accounts_user\".\"id\" FROM \"accounts_user\" WHERE \"accounts_user\".\"id\" = %s", "data": {"db.params": ["48211"]}},
      {"timestamp": «=t3», "type": "http", "category": "httplib", "level": "error", "data": {"method": "POST", "url": "https://hooks.slack.com/services/«_ws»/«_ch»/«b»", "status_code": 404}}
    ]
  },
`, V{"=t1": "1741627311.118", "=t2": "1741627311.204", "=t3": "1741627311.552", "a": g.hex(32), "_ws": g.slackT(), "_ch": g.slackB(), "b": g.an(24)}, "api.openweathermap.org", "accounts_user")

	g.obsAdd("obs/sentry-stack-frame-vars", `
        {
          "filename": "app/integrations/hubspot.py",
          "function": "fetch_contacts",
          "lineno": 57,
          "context_line": "        resp = self.session.get(url, headers=self._headers(), timeout=10)",
          "vars": {
            "self": "<app.integrations.hubspot.HubSpotClient object at 0x7f1c2a9e3d90>",
            "url": "'https://api.hubapi.com/crm/v3/objects/contacts'",
            "token": "'«a»'",
            "portal_id": "8821104",
            "password": "'[Filtered]'"
          },
          "in_app": true
        }
`, V{"a": g.hubspot()}, "app/integrations/hubspot.py", "'[Filtered]'", "8821104")

	g.obsAdd("obs/sentry-js-event-request-url", `
{"event_id":"«_ev»","platform":"javascript","sdk":{"name":"sentry.javascript.react","version":"8.26.0"},"request":{"url":"https://app.acme.io/auth/callback#access_token=«a»&token_type=Bearer&expires_in=3600&state=«_st»","headers":{"User-Agent":"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36"}},"exception":{"values":[{"type":"TypeError","value":"Cannot read properties of undefined (reading 'sub')"}]},"user":{"id":"«_u»","ip_address":"{{auto}}"}}
`, V{"_ev": g.hex(32), "a": g.b64u(43), "_st": g.hex(16), "_u": g.uuid()}, "sentry.javascript.react", "Cannot read properties of undefined (reading 'sub')")

	g.obsAdd("obs/sentry-cli-and-properties-file", `
$ cat ios/sentry.properties
defaults.url=https://sentry.io/
defaults.org=acme
defaults.project=acme-ios
auth.token=«a»
cli.executable=node_modules/@sentry/cli/bin/sentry-cli
$ npx sentry-cli debug-files upload --include-sources ios/build
> Found 4 debug information files
> Uploaded 4 missing debug information files
`, V{"a": g.obsSentryOrg()}, "defaults.project=acme-ios", "node_modules/@sentry/cli/bin/sentry-cli")

	g.obsAdd("obs/sentry-dsn-public-and-auth-token-env", `
# .env.production (shared in the incident channel)
NEXT_PUBLIC_SENTRY_DSN=https://«=dsn»@o«_o».ingest.us.sentry.io/«_p»
SENTRY_ORG=acme
SENTRY_PROJECT=storefront
SENTRY_AUTH_TOKEN=«a»
`, V{"=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(16), "a": g.sentryUser()}, "SENTRY_PROJECT=storefront")

	g.obsAdd("obs/sentry-self-hosted-config-yml", `
# sentry/config.yml
mail.backend: 'smtp'
mail.host: 'smtp.mailgun.org'
mail.port: 587
mail.username: 'postmaster@mg.acme.io'
mail.password: '«a»'
mail.use-tls: true
system.secret-key: '«b»'
github-app.id: 311842
github-app.client-secret: '«c»'
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "b": g.s(alDjango, 50), "c": g.hex(40)}, "postmaster@mg.acme.io", "github-app.id: 311842")

	g.obsAdd("obs/sentry-issue-web-ui-copy", `
Sentry · storefront · PROD-STOREFRONT-3K2
ConnectionError
HTTPSConnectionPool(host='api.klaviyo.com', port=443): Max retries exceeded

Tags
environment  production
release      storefront@2025.03.10-1
url          https://shop.acme.io/checkout?promo=SPRING25

Additional Data
klaviyo_private_key   '«a»'
klaviyo_public_key    '«_pk»'
`, V{"a": "pk_" + g.hex(34), "_pk": g.s(alUpNum, 6)}, "PROD-STOREFRONT-3K2", "storefront@2025.03.10-1")

	g.obsAdd("obs/sentry-before-send-fix-diff", `
diff --git a/src/sentry.ts b/src/sentry.ts
@@ -4,6 +4,14 @@ Sentry.init({
   dsn: "https://«=dsn»@o«_o».ingest.sentry.io/«_p»",
   tracesSampleRate: 0.2,
+  beforeSend(event) {
+    if (event.request?.headers) {
+      delete event.request.headers["authorization"];
+      delete event.request.headers["x-internal-key"];
+    }
+    return event;
+  },
 });
# the header we saw in PROD-API-8Q1 was: x-internal-key: «a»
`, V{"=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(7), "a": g.hex(48)}, `delete event.request.headers["x-internal-key"];`, "PROD-API-8Q1")

	g.obsAdd("obs/sentry-envelope-debug-log", `
[sentry] DEBUG: Sending envelope [«_ev»] project:«_p» host:o«_o».ingest.sentry.io
[sentry] DEBUG: envelope item event: {"exception":{"values":[{"type":"AuthError","value":"Supabase service role rejected"}]},"extra":{"SUPABASE_SERVICE_ROLE_KEY":"«a»"},"server_name":"edge-fn-7"}
[sentry] DEBUG: Envelope sent successfully
`, V{"_ev": g.hex(32), "_p": g.digits(7), "_o": g.digits(6), "a": g.supabaseService()}, "Supabase service role rejected", "edge-fn-7")

	g.obsAdd("obs/rollbar-bugsnag-item-payload", `
$ curl -s "https://api.rollbar.com/api/1/item/1388211042" -H "X-Rollbar-Access-Token: «a»" | jq '.result | {title, last_occurrence: .last_occurrence_timestamp}'
{
  "title": "Bugsnag notify failed: apiKey «b» rejected",
  "last_occurrence": 1741628811
}
`, V{"a": g.hex(32), "b": g.hex(32)}, "1388211042", "last_occurrence")
}

// ---- OpenTelemetry, Jaeger and Zipkin ----

func (g *G) obsTracing() {
	g.obsAdd("obs/otel-python-console-span-exporter", `
{
    "name": "GET",
    "context": {
        "trace_id": "0x«_t»",
        "span_id": "0x«_s»",
        "trace_state": "[]"
    },
    "kind": "SpanKind.CLIENT",
    "parent_id": "0x«_p»",
    "start_time": "«=ts»",
    "end_time": "«=ts»",
    "status": {
        "status_code": "ERROR"
    },
    "attributes": {
        "http.method": "GET",
        "http.url": "https://api.mapbox.com/geocoding/v5/mapbox.places/Lisbon.json?access_token=«a»",
        "http.status_code": 401
    },
    "events": [],
    "links": [],
    "resource": {
        "attributes": {
            "telemetry.sdk.language": "python",
            "service.name": "geo-enricher"
        },
        "schema_url": ""
    }
}
`, V{"_t": g.obsTrace(), "_s": g.obsSpan(), "_p": g.obsSpan(), "=ts": g.obsTS(), "a": g.mapboxSK()}, "geo-enricher", "SpanKind.CLIENT")

	g.obsAdd("obs/otel-db-statement-alter-user", `
{"resourceSpans":[{"resource":{"attributes":[{"key":"service.name","value":{"stringValue":"tenant-provisioner"}}]},"scopeSpans":[{"scope":{"name":"io.opentelemetry.jdbc","version":"2.5.0-alpha"},"spans":[{"traceId":"«_t»","spanId":"«_s»","name":"ALTER tenants","kind":3,"startTimeUnixNano":"«=n1»","endTimeUnixNano":"«=n2»","attributes":[{"key":"db.system","value":{"stringValue":"postgresql"}},{"key":"db.name","value":{"stringValue":"tenants"}},{"key":"db.statement","value":{"stringValue":"ALTER ROLE tenant_4411 WITH LOGIN PASSWORD '«a»'"}},{"key":"server.address","value":{"stringValue":"pg-tenants.prod"}}],"status":{}}]}]}]}
`, V{"_t": g.obsTrace(), "_s": g.obsSpan(), "=n1": "17416" + g.s(alDigit, 14), "=n2": "17416" + g.s(alDigit, 14), "a": g.pwStrong()}, "tenant-provisioner", "io.opentelemetry.jdbc")

	g.obsAdd("obs/otel-collector-debug-exporter-detailed", `
2025-03-10T18:02:11.118Z	info	TracesExporter	{"kind": "exporter", "data_type": "traces", "name": "debug", "resource spans": 1, "spans": 1}
2025-03-10T18:02:11.118Z	info	ResourceSpans #0
Resource SchemaURL: https://opentelemetry.io/schemas/1.24.0
Resource attributes:
     -> service.name: Str(order-service)
     -> k8s.pod.name: Str(order-service-5f7d8-9xk2q)
ScopeSpans #0
Span #0
    Trace ID       : «_t»
    Parent ID      : «_p»
    ID             : «_s»
    Name           : POST /v1/pay
    Kind           : Server
Attributes:
     -> http.request.method: Str(POST)
     -> http.request.header.authorization: Slice(["Basic «a»"])
     -> url.path: Str(/v1/pay)
     -> http.response.status_code: Int(201)
`, V{"_t": g.obsTrace(), "_p": g.obsSpan(), "_s": g.obsSpan(), "a": b64s("pos-terminal-17:" + g.pwURL())}, "order-service-5f7d8-9xk2q", "https://opentelemetry.io/schemas/1.24.0")

	g.obsAdd("obs/otel-redis-db-statement-auth", `
Span: redis AUTH
  trace_id=«_t» span_id=«_s»
  db.system=redis
  db.statement=AUTH default «a»
  net.peer.name=cache-prod.abc123.ng.0001.euw1.cache.amazonaws.com
  net.peer.port=6379
`, V{"_t": g.obsTrace(), "_s": g.obsSpan(), "a": g.an(32)}, "cache-prod.abc123.ng.0001.euw1.cache.amazonaws.com", "db.system=redis")

	g.obsAdd("obs/otel-node-span-attributes-console", `
{
  resource: { attributes: { 'service.name': 'notifications', 'telemetry.sdk.language': 'nodejs' } },
  traceId: '«_t»',
  parentId: undefined,
  traceState: undefined,
  name: 'POST',
  id: '«_s»',
  kind: 2,
  timestamp: «=us»,
  duration: 211331.4,
  attributes: {
    'http.url': 'https://api.telegram.org/bot«a»/sendMessage',
    'http.method': 'POST',
    'net.peer.name': 'api.telegram.org',
    'http.status_code': 200
  },
  status: { code: 0 },
  events: [],
  links: []
}
`, V{"_t": g.obsTrace(), "_s": g.obsSpan(), "=us": "1741629" + g.s(alDigit, 9), "a": g.telegram()}, "'net.peer.name': 'api.telegram.org'", "notifications")

	g.obsAdd("obs/jaeger-api-traces-json-tags", `
$ curl -s 'http://jaeger-query.observability:16686/api/traces/«_t»' | jq '.data[0].spans[1] | {operationName, tags}'
{
  "operationName": "HTTP GET",
  "tags": [
    { "key": "span.kind", "type": "string", "value": "client" },
    { "key": "http.method", "type": "string", "value": "GET" },
    { "key": "http.url", "type": "string", "value": "https://«_u»:«a»@artifactory.acme.io/artifactory/api/pypi/pypi-local/simple/acme-sdk/" },
    { "key": "http.status_code", "type": "int64", "value": 200 },
    { "key": "otel.library.name", "type": "string", "value": "opentelemetry.instrumentation.urllib3" }
  ]
}
`, V{"_t": g.obsTrace(), "_u": "ci-reader", "a": "AKCp8" + g.an(68)}, "jaeger-query.observability:16686", "opentelemetry.instrumentation.urllib3")

	g.obsAdd("obs/jaeger-span-logs-fields", `
      "logs": [
        {
          "timestamp": «=us»,
          "fields": [
            { "key": "event", "type": "string", "value": "kafka.produce" },
            { "key": "sasl.mechanism", "type": "string", "value": "PLAIN" },
            { "key": "sasl.username", "type": "string", "value": "«_user»" },
            { "key": "sasl.password", "type": "string", "value": "«a»" },
            { "key": "bootstrap.servers", "type": "string", "value": "pkc-4r297.europe-west1.gcp.confluent.cloud:9092" }
          ]
        }
      ],
`, V{"=us": "1741629" + g.s(alDigit, 9), "_user": g.s(alUpNum, 16), "a": g.s(alAlnum+"+/", 64)}, "pkc-4r297.europe-west1.gcp.confluent.cloud:9092", "kafka.produce")

	g.obsAdd("obs/zipkin-v2-span-json", `
[{"traceId":"«_t»","parentId":"«_p»","id":"«_s»","kind":"CLIENT","name":"post","timestamp":«=us»,"duration":88211,"localEndpoint":{"serviceName":"ledger-sync","ipv4":"10.42.7.18"},"remoteEndpoint":{"serviceName":"quickbooks"},"tags":{"http.method":"POST","http.path":"/v3/company/«_co»/invoice","http.url":"https://quickbooks.api.intuit.com/v3/company/«_co»/invoice?minorversion=70","http.request.header.authorization":"Bearer «a»","http.status_code":"401"}}]
`, V{"_t": g.hex(16), "_p": g.hex(16), "_s": g.hex(16), "=us": "1741629" + g.s(alDigit, 9), "_co": g.digits(19), "a": g.jwt("dir", `{"enc":"A128CBC-HS256"}`)[:40] + g.b64u(300)}, "quickbooks.api.intuit.com", "ledger-sync")

	g.obsAdd("obs/tempo-traceql-result-table", `
$ tempo-cli query api search localhost:3200 '{ span.http.url =~ ".*sig=.*" }' --limit 1
Trace ID                          Root service       Root span         Duration  Matched span attribute
«_t»  image-resizer      GET /thumb        42ms      span.http.url="https://acmecdn.blob.core.windows.net/raw/a1.jpg?sv=2023-01-03&se=2025-03-11T00%3A00%3A00Z&sr=b&sp=r&sig=«a»"
`, V{"_t": g.obsTrace(), "a": g.obsSAS()}, "image-resizer", "acmecdn.blob.core.windows.net")

	g.obsAdd("obs/datadog-apm-span-meta", `
$ curl -s "https://api.datadoghq.com/api/v2/spans/events/search" -H "DD-API-KEY: «a»" -H "DD-APPLICATION-KEY: «b»" -d '{"data":{"attributes":{"filter":{"query":"service:crm-sync @http.status_code:401","from":"now-1h"},"page":{"limit":1}},"type":"search_request"}}' | jq '.data[0].attributes.custom.http'
{
  "method": "GET",
  "status_code": "401",
  "url": "https://acme.my.salesforce.com/services/data/v60.0/query?q=SELECT+Id+FROM+Account",
  "url_details": { "host": "acme.my.salesforce.com", "path": "/services/data/v60.0/query" }
}
`, V{"a": g.obsDDAPI(), "b": g.obsDDApp()}, "acme.my.salesforce.com", "crm-sync")

	g.obsAdd("obs/otel-env-exporter-headers", `
$ kubectl exec deploy/checkout -- env | grep OTEL_
OTEL_SERVICE_NAME=checkout
OTEL_EXPORTER_OTLP_ENDPOINT=https://api.honeycomb.io
OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team=«a»,x-honeycomb-dataset=checkout
OTEL_RESOURCE_ATTRIBUTES=deployment.environment=prod,service.version=5.1.0
OTEL_TRACES_SAMPLER=parentbased_traceidratio
`, V{"a": g.obsHCKey()}, "x-honeycomb-dataset=checkout", "OTEL_TRACES_SAMPLER=parentbased_traceidratio")

	g.obsAdd("obs/otel-grafana-cloud-otlp-headers-env", `
OTEL_EXPORTER_OTLP_PROTOCOL="http/protobuf"
OTEL_EXPORTER_OTLP_ENDPOINT="https://otlp-gateway-prod-eu-west-2.grafana.net/otlp"
OTEL_EXPORTER_OTLP_HEADERS="Authorization=Basic%20«a»"
`, V{"a": b64s(g.digits(6) + ":" + g.obsGLC())}, "https://otlp-gateway-prod-eu-west-2.grafana.net/otlp")

	g.obsAdd("obs/xray-segment-document", `
$ aws xray batch-get-traces --trace-ids 1-«_x1»-«_x2» --query 'Traces[0].Segments[0].Document' --output text | jq .http
{
  "request": {
    "url": "https://api.acme.io/v2/sso/saml/acs?RelayState=%2Fdashboard&SAMLart=«_art»",
    "method": "POST",
    "user_agent": "Mozilla/5.0",
    "client_ip": "«_ip»",
    "x_forwarded_for": true
  },
  "response": { "status": 302, "content_length": 0 },
  "metadata": { "default": { "Set-Cookie": "acme_sess=«a»; Path=/; Secure; HttpOnly; SameSite=Lax" } }
}
`, V{"_x1": g.hex(8), "_x2": g.hex(24), "_art": "AAQ" + g.b64u(41), "_ip": g.obsIP(), "a": g.b64u(64)}, "RelayState=%2Fdashboard", "SameSite=Lax")

	g.obsAdd("obs/elastic-apm-transaction-context", `
"context": {
  "request": {
    "method": "POST",
    "url": { "full": "https://api.acme.io/v1/login", "pathname": "/v1/login" },
    "headers": { "content-type": "application/x-www-form-urlencoded", "authorization": "[REDACTED]" },
    "body": "username=alice.ops&password=«a»&remember=1"
  },
  "user": { "id": "48211", "username": "alice.ops" },
  "tags": { "tenant": "acme-eu" }
}
`, V{"a": g.pwURL()}, `"authorization": "[REDACTED]"`, "alice.ops", "acme-eu")
}

// ---- Prometheus and Alertmanager ----

func (g *G) obsPrometheus() {
	g.obsAdd("obs/prometheus-scrape-basic-auth", `
$ cat /etc/prometheus/prometheus.yml
global:
  scrape_interval: 30s
  external_labels:
    cluster: prod-eu

scrape_configs:
  - job_name: node
    static_configs:
      - targets: ['10.0.1.11:9100', '10.0.1.12:9100']
  - job_name: rabbitmq
    metrics_path: /metrics
    basic_auth:
      username: prometheus
      password: «a»
    static_configs:
      - targets: ['rabbit-01:15692']
`, V{"a": g.pw()}, "rabbit-01:15692", "external_labels:")

	g.obsAdd("obs/prometheus-bearer-and-authorization", `
  - job_name: gitlab
    scheme: https
    metrics_path: /-/metrics
    bearer_token: «a»
    static_configs:
      - targets: ['gitlab.acme.io']
  - job_name: cloudflare-exporter
    authorization:
      type: Bearer
      credentials: «b»
    static_configs:
      - targets: ['cf-exporter:8080']
  - job_name: k8s-apiserver
    authorization:
      credentials_file: /var/run/secrets/kubernetes.io/serviceaccount/token
`, V{"a": g.an(20), "b": g.cfToken()}, "/var/run/secrets/kubernetes.io/serviceaccount/token", "cf-exporter:8080")

	g.obsAdd("obs/prometheus-remote-write-grafana-cloud", `
remote_write:
  - url: https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push
    basic_auth:
      username: «_inst»
      password: «a»
    write_relabel_configs:
      - source_labels: [__name__]
        regex: 'go_.*'
        action: drop
`, V{"_inst": g.digits(7), "a": g.obsGLC()}, "prometheus-prod-24-prod-eu-west-2.grafana.net", "write_relabel_configs:")

	g.obsAdd("obs/prometheus-oauth2-and-params", `
  - job_name: 'federate-vendor'
    honor_labels: true
    metrics_path: '/federate'
    params:
      'match[]': ['{job="payments"}']
      'api_key': ['«a»']
    oauth2:
      client_id: prometheus-federation
      client_secret: «b»
      token_url: https://auth.vendor-metrics.io/oauth/token
      scopes: ['metrics:read']
`, V{"a": g.hex(40), "b": g.b64u(40)}, "prometheus-federation", "https://auth.vendor-metrics.io/oauth/token")

	g.obsAdd("obs/prometheus-ui-targets-error", `
Targets  ›  mysqld-exporter (0/1 up)
Endpoint                                             State  Labels                          Last Scrape  Error
http://10.0.3.4:9104/metrics                          DOWN   instance="db-02" job="mysqld"   12.1s ago    server returned HTTP status 500 Internal Server Error
$ curl -s http://10.0.3.4:9104/metrics | head -2
# HELP mysql_up Whether the MySQL server is up.
mysql_up 0
$ kubectl -n monitoring get deploy mysqld-exporter -o jsonpath='{.spec.template.spec.containers[0].env}'
[{"name":"DATA_SOURCE_NAME","value":"exporter:«a»@(db-02.prod:3306)/"}]
`, V{"a": g.pw()}, "mysqld-exporter (0/1 up)", "db-02.prod:3306")

	g.obsAdd("obs/prometheus-web-config-bcrypt-and-tls", `
$ cat /etc/prometheus/web.yml
tls_server_config:
  cert_file: /etc/prometheus/tls/prom.crt
  key_file: /etc/prometheus/tls/prom.key
basic_auth_users:
  admin: «=h»
# the plaintext for the admin hash above, so grafana can log in: «a»
`, V{"=h": g.bcrypt(), "a": g.pw()}, "/etc/prometheus/tls/prom.key", "basic_auth_users:")

	g.obsAdd("obs/alertmanager-receivers-full", `
$ cat alertmanager.yml
global:
  resolve_timeout: 5m
  smtp_smarthost: 'smtp.office365.com:587'
  smtp_from: 'alerts@acme.io'
  smtp_auth_username: 'alerts@acme.io'
  smtp_auth_password: '«a»'
  slack_api_url: '«b»'

route:
  receiver: slack-default
  routes:
    - matchers: [severity="critical"]
      receiver: pagerduty-oncall

receivers:
  - name: slack-default
    slack_configs:
      - channel: '#alerts'
        send_resolved: true
  - name: pagerduty-oncall
    pagerduty_configs:
      - routing_key: «c»
        severity: '{{ .CommonLabels.severity }}'
`, V{"a": g.pw(), "b": g.obsSlackHook(), "c": g.obsPDKey()}, "smtp.office365.com:587", "{{ .CommonLabels.severity }}")

	g.obsAdd("obs/alertmanager-opsgenie-victorops-telegram", `
receivers:
  - name: opsgenie-platform
    opsgenie_configs:
      - api_key: «a»
        api_url: https://api.eu.opsgenie.com/
        responders:
          - name: platform-team
            type: team
  - name: victorops
    victorops_configs:
      - api_key: «b»
        routing_key: platform-prod
  - name: telegram-sre
    telegram_configs:
      - bot_token: «c»
        chat_id: -1001822113344
        parse_mode: HTML
`, V{"a": g.uuid(), "b": g.uuid(), "c": g.telegram()}, "platform-team", "chat_id: -1001822113344")

	g.obsAdd("obs/alertmanager-webhook-discord-msteams", `
  - name: discord-homelab
    discord_configs:
      - webhook_url: «a»
  - name: teams-dataeng
    msteams_configs:
      - webhook_url: '«b»'
        title: '{{ template "msteams.default.title" . }}'
  - name: n8n-automation
    webhook_configs:
      - url: https://n8n.acme.io/webhook/alertmanager?token=«c»
        max_alerts: 20
`, V{"a": g.obsDiscordHook(), "b": g.obsTeamsHook(), "c": g.hex(32)}, "msteams.default.title", "max_alerts: 20")

	g.obsAdd("obs/amtool-config-show-output", `
$ amtool --alertmanager.url=http://localhost:9093 config show | sed -n '1,12p'
global:
  resolve_timeout: 5m
  http_config:
    follow_redirects: true
    enable_http2: true
  smtp_hello: localhost
  smtp_require_tls: true
  pagerduty_url: https://events.pagerduty.com/v2/enqueue
  opsgenie_api_url: https://api.opsgenie.com/
  opsgenie_api_key: <secret>
  slack_api_url: <secret>
$ kubectl -n monitoring get secret alertmanager-main -o jsonpath='{.data.alertmanager\.yaml}' | base64 -d | grep -E 'api_key|api_url'
  opsgenie_api_key: «a»
  slack_api_url: «b»
`, V{"a": g.uuid(), "b": g.obsSlackHook()}, "opsgenie_api_key: <secret>", "slack_api_url: <secret>")

	g.obsAdd("obs/alertmanager-pushover-wechat-sns", `
  - name: pushover-owner
    pushover_configs:
      - user_key: «=uk»
        token: «b»
        priority: '{{ if eq .Status "firing" }}2{{ else }}0{{ end }}'
  - name: wechat-cn-ops
    wechat_configs:
      - corp_id: ww«_corp»
        api_secret: «c»
        agent_id: '1000002'
        to_party: '2'
  - name: sns-ops
    sns_configs:
      - topic_arn: arn:aws:sns:ap-southeast-1:«_acct»:ops-alerts
        sigv4:
          region: ap-southeast-1
          access_key: «=kid»
          secret_key: «d»
`, V{"=uk": "u" + g.s(alLowNum, 29), "b": "a" + g.s(alLowNum, 29), "_corp": g.hex(16), "c": g.b64u(43), "_acct": g.digits(12), "=kid": g.awsID(), "d": g.awsSecret()}, "agent_id: '1000002'", "ops-alerts")

	g.obsAdd("obs/prometheus-operator-secret-manifest", `
apiVersion: v1
kind: Secret
metadata:
  name: additional-scrape-configs
  namespace: monitoring
stringData:
  prometheus-additional.yaml: |
    - job_name: 'blackbox-http-private'
      metrics_path: /probe
      params:
        module: [http_2xx_auth]
      basic_auth:
        username: synthetic
        password: '«a»'
      static_configs:
        - targets: ['https://intranet.acme.io/health']
`, V{"a": g.pwStrong()}, "additional-scrape-configs", "https://intranet.acme.io/health")

	g.obsAdd("obs/thanos-objstore-config", `
$ kubectl -n monitoring get secret thanos-objstore -o jsonpath='{.data.objstore\.yml}' | base64 -d
type: S3
config:
  bucket: acme-thanos-prod
  endpoint: s3.eu-west-1.amazonaws.com
  access_key: «=kid»
  secret_key: «a»
  insecure: false
`, V{"=kid": g.awsID(), "a": g.awsSecret()}, "acme-thanos-prod", "s3.eu-west-1.amazonaws.com")

	g.obsAdd("obs/mimir-runtime-config-and-curl", `
$ curl -s -u «_tenant»:«a» https://mimir.acme.io/prometheus/api/v1/query --data-urlencode 'query=sum(rate(http_requests_total[5m]))'
{"status":"success","data":{"resultType":"vector","result":[{"metric":{},"value":[1741630211.118,"1842.2"]}]}}
`, V{"_tenant": "team-payments", "a": g.b64u(32)}, "mimir.acme.io", `"resultType":"vector"`)

	g.obsAdd("obs/victoriametrics-vmagent-flags", `
$ ps -o args= -C vmagent
/usr/bin/vmagent -promscrape.config=/etc/vmagent/scrape.yml -remoteWrite.url=https://vm.acme.io/api/v1/write -remoteWrite.basicAuth.username=vmagent-edge -remoteWrite.basicAuth.password=«a» -remoteWrite.tmpDataPath=/var/lib/vmagent
`, V{"a": g.pwURL()}, "vmagent-edge", "/etc/vmagent/scrape.yml")

	g.obsAdd("obs/pushgateway-cron-script", `
#!/usr/bin/env bash
# /etc/cron.daily/backup-metrics
set -euo pipefail
cat <<EOM | curl -sf --data-binary @- -u pushgw:«a» https://pushgw.acme.io/metrics/job/pg_backup/instance/db-01
# TYPE backup_last_success_timestamp gauge
backup_last_success_timestamp $(date +%s)
EOM
`, V{"a": g.pw()}, "pushgw.acme.io/metrics/job/pg_backup/instance/db-01", "backup_last_success_timestamp")
}

// ---- Grafana ----

func (g *G) obsGrafana() {
	g.obsAdd("obs/grafana-datasource-provisioning-securejsondata", `
$ cat grafana/provisioning/datasources/datasources.yaml
apiVersion: 1
datasources:
  - name: Postgres (orders)
    type: grafana-postgresql-datasource
    url: pg-replica.prod:5432
    user: grafana_ro
    jsonData:
      database: orders
      sslmode: require
    secureJsonData:
      password: «a»
  - name: Elasticsearch
    type: elasticsearch
    url: https://es.acme.internal:9200
    basicAuth: true
    basicAuthUser: grafana
    secureJsonData:
      basicAuthPassword: «b»
`, V{"a": g.pw(), "b": g.pwStrong()}, "pg-replica.prod:5432", "grafana_ro")

	g.obsAdd("obs/grafana-datasource-http-header-and-cloudwatch", `
  - name: Loki (Grafana Cloud)
    type: loki
    url: https://logs-prod-eu-west-0.grafana.net
    jsonData:
      httpHeaderName1: X-Scope-OrgID
      httpHeaderName2: Authorization
    secureJsonData:
      httpHeaderValue1: «_org»
      httpHeaderValue2: Bearer «a»
  - name: CloudWatch
    type: cloudwatch
    jsonData:
      authType: keys
      defaultRegion: eu-west-1
    secureJsonData:
      accessKey: «=kid»
      secretKey: «b»
`, V{"_org": g.digits(6), "a": g.obsGLC(), "=kid": g.awsID(), "b": g.awsSecret()}, "X-Scope-OrgID", "authType: keys")

	g.obsAdd("obs/grafana-datasource-tls-client-key", `
  - name: Prometheus (mTLS)
    type: prometheus
    url: https://prometheus.internal:9090
    jsonData:
      tlsAuth: true
      tlsAuthWithCACert: true
    secureJsonData:
      tlsCACert: |
«_ca»
      tlsClientCert: |
«_crt»
      tlsClientKey: |
«a»
`, V{"_ca": obsIndent(g.certPEM().block(), 8), "_crt": obsIndent(g.certPEM().block(), 8), "a": obsIndent(g.ecSEC1().block(), 8)}, "tlsAuthWithCACert: true", "https://prometheus.internal:9090")

	g.obsAdd("obs/grafana-ini-security-and-smtp", `
$ sudo grep -vE '^\s*(;|#|$)' /etc/grafana/grafana.ini
[server]
root_url = https://grafana.acme.io/
[database]
type = mysql
host = mysql-grafana:3306
user = grafana
password = """«a»"""
[security]
admin_user = admin
admin_password = «b»
secret_key = «c»
[smtp]
enabled = true
host = smtp.sendgrid.net:587
user = apikey
password = «d»
[auth.generic_oauth]
client_id = grafana
client_secret = «e»
`, V{"a": g.pw(), "b": g.pw(), "c": g.an(32), "d": g.sendgrid(), "e": g.an(32)}, "mysql-grafana:3306", "https://grafana.acme.io/")

	g.obsAdd("obs/grafana-env-helm-values", `
grafana:
  adminUser: admin
  adminPassword: «a»
  env:
    GF_AUTH_GITHUB_CLIENT_ID: Iv1.«_cid»
    GF_AUTH_GITHUB_CLIENT_SECRET: «b»
    GF_INSTALL_PLUGINS: grafana-piechart-panel
  grafana.ini:
    auth.github:
      enabled: true
      allowed_organizations: acme
`, V{"a": g.pwStrong(), "_cid": g.hex(16), "b": g.hex(40)}, "grafana-piechart-panel", "allowed_organizations: acme")

	g.obsAdd("obs/grafana-api-curl-service-account", `
$ curl -s -H "Authorization: Bearer «a»" https://grafana.acme.io/api/search?query=latency | jq -r '.[].title'
API latency
Checkout latency (SLO)
$ curl -s -X POST -H "Authorization: Bearer «b»" -H 'Content-Type: application/json' https://grafana.acme.io/api/annotations -d '{"dashboardUID":"k8s","text":"deploy api v5.1.0","tags":["deploy"]}'
{"id":88211,"message":"Annotation added"}
`, V{"a": g.grafanaSA(), "b": g.obsGrafanaOld()}, "Checkout latency (SLO)", `"message":"Annotation added"`)

	g.obsAdd("obs/grafana-contact-point-export", `
$ curl -s -H "Authorization: Bearer $GRAFANA_TOKEN" 'https://grafana.acme.io/api/v1/provisioning/contact-points/export?decrypt=true&format=yaml'
apiVersion: 1
contactPoints:
    - orgId: 1
      name: oncall-slack
      receivers:
        - uid: «_uid»
          type: slack
          settings:
            recipient: '#oncall'
            token: «a»
          disableResolveMessage: false
    - orgId: 1
      name: webhook-statuspage
      receivers:
        - uid: «_uid2»
          type: webhook
          settings:
            url: https://api.statuspage.io/v1/pages/«_page»/incidents
            authorization_scheme: OAuth
            authorization_credentials: «b»
`, V{"_uid": g.s(alLowNum, 14), "a": g.xoxb(), "_uid2": g.s(alLowNum, 14), "_page": g.s(alLowNum, 12), "b": g.uuid()}, "$GRAFANA_TOKEN", "decrypt=true", "oncall-slack")

	g.obsAdd("obs/grafana-alloy-config-river", `
// /etc/alloy/config.alloy
prometheus.remote_write "grafana_cloud" {
  endpoint {
    url = "https://prometheus-prod-13-prod-us-east-0.grafana.net/api/prom/push"
    basic_auth {
      username = "«_inst»"
      password = "«a»"
    }
  }
}

loki.write "grafana_cloud" {
  endpoint {
    url = "https://logs-prod-006.grafana.net/loki/api/v1/push"
    basic_auth {
      username = "«_inst2»"
      password = sys.env("GCLOUD_RW_API_KEY")
    }
  }
}
`, V{"_inst": g.digits(7), "a": g.obsGLC(), "_inst2": g.digits(6)}, `sys.env("GCLOUD_RW_API_KEY")`, "prometheus-prod-13-prod-us-east-0.grafana.net")

	g.obsAdd("obs/grafana-image-renderer-and-db-url-env", `
$ docker inspect grafana --format '{{range .Config.Env}}{{println .}}{{end}}'
GF_DATABASE_URL=postgres://grafana:«a»@grafana-db:5432/grafana
GF_RENDERING_SERVER_URL=http://renderer:8081/render
GF_RENDERING_CALLBACK_URL=http://grafana:3000/
GF_RENDERER_PLUGIN_TOKEN=«b»
PATH=/usr/share/grafana/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
`, V{"a": g.pwURL(), "b": g.an(32)}, "http://renderer:8081/render", "/usr/share/grafana/bin")

	g.obsAdd("obs/grafana-oncall-integration-url", `
Integration: Alertmanager (prod-eu)
Integration URL: https://oncall-prod-eu-west-0.grafana.net/oncall/integrations/v1/alertmanager/«a»/
Heartbeat URL:   https://oncall-prod-eu-west-0.grafana.net/oncall/integrations/v1/alertmanager/«a»/heartbeat/
Team: Platform
`, V{"a": g.an(25)}, "Alertmanager (prod-eu)", "Team: Platform")
}

// obsIndent indents every line of s by n spaces, as YAML block scalars do.
func obsIndent(s string, n int) string {
	pad := strings.Repeat(" ", n)
	return pad + strings.ReplaceAll(s, "\n", "\n"+pad)
}

// ---- log shippers and collectors ----

func (g *G) obsShippers() {
	g.obsAdd("obs/promtail-clients-url-with-creds", `
$ cat /etc/promtail/config.yml
server:
  http_listen_port: 9080
positions:
  filename: /var/lib/promtail/positions.yaml
clients:
  - url: https://«_inst»:«a»@logs-prod-eu-west-0.grafana.net/loki/api/v1/push
scrape_configs:
  - job_name: system
    static_configs:
      - targets: [localhost]
        labels:
          job: varlogs
          __path__: /var/log/*.log
`, V{"_inst": g.digits(6), "a": g.obsGLC()}, "/var/lib/promtail/positions.yaml", "__path__: /var/log/*.log")

	g.obsAdd("obs/promtail-basic-auth-and-tenant", `
clients:
  - url: https://loki.acme.io/loki/api/v1/push
    tenant_id: team-checkout
    basic_auth:
      username: promtail
      password: «a»
    external_labels:
      cluster: prod-eu-1
`, V{"a": g.pwStrong()}, "team-checkout", "cluster: prod-eu-1")

	g.obsAdd("obs/vector-toml-sinks", `
$ cat /etc/vector/vector.toml
[sources.app_logs]
type = "kubernetes_logs"

[transforms.parse]
type = "remap"
inputs = ["app_logs"]
source = '. = parse_json!(.message)'

[sinks.datadog]
type = "datadog_logs"
inputs = ["parse"]
default_api_key = "«a»"
site = "datadoghq.eu"

[sinks.s3_archive]
type = "aws_s3"
inputs = ["parse"]
bucket = "acme-log-archive"
region = "eu-west-1"
auth.access_key_id = "«=kid»"
auth.secret_access_key = "«b»"
`, V{"a": g.obsDDAPI(), "=kid": g.awsID(), "b": g.awsSecret()}, "acme-log-archive", "parse_json!(.message)")

	g.obsAdd("obs/vector-yaml-http-sink-headers", `
sinks:
  axiom:
    type: axiom
    inputs: [enriched]
    dataset: k8s-logs
    token: «a»
    org_id: acme-eu-x1y2
  better_stack:
    type: http
    inputs: [enriched]
    uri: https://in.logs.betterstack.com/
    encoding:
      codec: json
    request:
      headers:
        Authorization: Bearer «b»
`, V{"a": "xaat-" + g.uuid(), "b": g.an(24)}, "acme-eu-x1y2", "https://in.logs.betterstack.com/")

	g.obsAdd("obs/vector-validate-error-output", `
$ vector validate /etc/vector/vector.yaml
√ Loaded ["/etc/vector/vector.yaml"]
√ Component configuration
x Health check for "loki" failed: A non-successful status returned: 401 Unauthorized
  endpoint: https://loki.acme.io, auth: {strategy: basic, user: vector, password: «a»}
x Health check for "es" failed: ElasticsearchError { status: 401, message: "unable to authenticate with provided credentials and anonymous access is not allowed for this request" }
`, V{"a": g.pw()}, "https://loki.acme.io", "anonymous access is not allowed for this request")

	g.obsAdd("obs/fluent-bit-classic-outputs", `
$ cat /etc/fluent-bit/fluent-bit.conf
[SERVICE]
    Flush        5
    Log_Level    info

[INPUT]
    Name         tail
    Path         /var/log/containers/*.log
    Tag          kube.*

[OUTPUT]
    Name         es
    Match        kube.*
    Host         es.acme.internal
    Port         9200
    HTTP_User    fluentbit
    HTTP_Passwd  «a»
    tls          On

[OUTPUT]
    Name         datadog
    Match        kube.*
    Host         http-intake.logs.datadoghq.com
    apikey       «b»
    dd_service   k8s
`, V{"a": g.pw(), "b": g.obsDDAPI()}, "/var/log/containers/*.log", "http-intake.logs.datadoghq.com")

	g.obsAdd("obs/fluent-bit-yaml-splunk-loki", `
pipeline:
  outputs:
    - name: splunk
      match: '*'
      host: splunk-hec.acme.internal
      port: 8088
      splunk_token: «a»
      tls: on
      tls.verify: off
    - name: loki
      match: 'kube.*'
      host: logs-prod-us-central1.grafana.net
      port: 443
      tls: on
      http_user: «_inst»
      http_passwd: «b»
      labels: job=fluent-bit
`, V{"a": g.uuid(), "_inst": g.digits(6), "b": g.obsGLC()}, "splunk-hec.acme.internal", "logs-prod-us-central1.grafana.net")

	g.obsAdd("obs/fluent-bit-helm-values-http-header", `
config:
  outputs: |
    [OUTPUT]
        Name        http
        Match       *
        Host        listener.logz.io
        Port        8071
        URI         /?token=«a»&type=k8s
        Format      json_lines
        tls         On
    [OUTPUT]
        Name        http
        Match       audit.*
        Host        logs.collector.eu01.nr-data.net
        URI         /log/v1
        Header      X-License-Key «b»
        Format      json
`, V{"a": g.s(alUpper+alLower, 32), "b": g.obsNRLic()}, "listener.logz.io", "logs.collector.eu01.nr-data.net")

	g.obsAdd("obs/fluentd-match-blocks", `
$ cat /etc/fluent/fluent.conf
<source>
  @type forward
  port 24224
</source>

<match app.**>
  @type elasticsearch
  host es-logs.acme.internal
  port 9200
  user fluentd
  password «a»
  logstash_format true
</match>

<match audit.**>
  @type splunk_hec
  hec_host splunk.acme.internal
  hec_port 8088
  hec_token «b»
</match>

<match metrics.**>
  @type datadog
  api_key «c»
  dd_source fluentd
</match>
`, V{"a": g.pw(), "b": g.uuid(), "c": g.obsDDAPI()}, "es-logs.acme.internal", "logstash_format true")

	g.obsAdd("obs/fluentd-s3-and-startup-log", `
2025-03-10 18:20:11 +0000 [info]: parsing config file is succeeded path="/fluentd/etc/fluent.conf"
2025-03-10 18:20:11 +0000 [info]: using configuration file: <ROOT>
  <match **>
    @type s3
    aws_key_id «=kid»
    aws_sec_key xxxxxx
    s3_bucket acme-fluentd-archive
  </match>
</ROOT>
2025-03-10 18:20:12 +0000 [error]: #0 unexpected error error_class=Aws::S3::Errors::SignatureDoesNotMatch error="aws_sec_key=«a» rejected"
`, V{"=kid": g.awsID(), "a": g.awsSecret()}, "aws_sec_key xxxxxx", "acme-fluentd-archive")

	g.obsAdd("obs/logstash-pipeline-outputs", `
$ cat /usr/share/logstash/pipeline/logstash.conf
input {
  beats { port => 5044 }
  jdbc {
    jdbc_connection_string => "jdbc:postgresql://pg-ro.prod:5432/crm"
    jdbc_user => "logstash"
    jdbc_password => "«a»"
    statement => "SELECT * FROM audit_events WHERE id > :sql_last_value"
  }
}
output {
  elasticsearch {
    cloud_id => "acme-prod:«_cid»"
    cloud_auth => "elastic:«b»"
    index => "audit-%{+YYYY.MM.dd}"
  }
}
`, V{"a": g.pw(), "_cid": b64s("europe-west1.gcp.cloud.es.io:443$" + g.hex(32) + "$" + g.hex(32)), "b": g.an(24)}, "pg-ro.prod:5432", "audit-%{+YYYY.MM.dd}")

	g.obsAdd("obs/logstash-keystore-and-log-leak", `
$ bin/logstash-keystore list
es_pwd
s3_secret
$ tail -2 /var/log/logstash/logstash-plain.log
[2025-03-10T18:31:02,118][WARN ][logstash.outputs.elasticsearch][main] Attempted to resurrect connection to dead ES instance, but got an error {:url=>"https://logstash_writer:«a»@es-01.acme.internal:9200/", :exception=>LogStash::Outputs::ElasticSearch::HttpClient::Pool::BadResponseCodeError, :message=>"Got response code '401' contacting Elasticsearch at URL 'https://es-01.acme.internal:9200/'"}
[2025-03-10T18:31:07,221][INFO ][logstash.outputs.elasticsearch][main] Running health check to see if an Elasticsearch connection is working
`, V{"a": g.pwURL()}, "es-01.acme.internal:9200", "logstash_writer")

	g.obsAdd("obs/filebeat-yml-outputs", `
$ sudo cat /etc/filebeat/filebeat.yml | grep -v '^#' | sed '/^$/d'
filebeat.inputs:
- type: filestream
  id: nginx
  paths: [/var/log/nginx/*.log]
cloud.id: "acme-logs:«_cid»"
cloud.auth: "filebeat_writer:«a»"
output.elasticsearch:
  api_key: "«_kid»:«b»"
setup.kibana:
  host: "https://kibana.acme.io:5601"
  username: "elastic"
  password: "«c»"
`, V{"_cid": b64s("us-central1.gcp.cloud.es.io:443$" + g.hex(32) + "$" + g.hex(32)), "a": g.pw(), "_kid": g.b64u(20), "b": g.b64u(22), "c": g.an(20)}, "https://kibana.acme.io:5601", "paths: [/var/log/nginx/*.log]")

	g.obsAdd("obs/filebeat-test-output-and-keystore", `
$ filebeat keystore add ES_PWD --stdin <<< '«a»'
Successfully updated the keystore
$ filebeat test output
elasticsearch: https://es.acme.internal:9200...
  parse url... OK
  connection...
    parse host... OK
    dns lookup... OK
    addresses: 10.0.5.21
    dial up... OK
  TLS... OK
  talk to server... OK
  version: 8.13.4
`, V{"a": g.pwStrong()}, "Successfully updated the keystore", "version: 8.13.4")

	g.obsAdd("obs/otelcol-exporters-config", `
$ cat otelcol-config.yaml
receivers:
  otlp:
    protocols:
      grpc:
        endpoint: 0.0.0.0:4317
exporters:
  otlphttp/honeycomb:
    endpoint: https://api.honeycomb.io
    headers:
      x-honeycomb-team: «a»
  datadog:
    api:
      site: datadoghq.com
      key: «b»
  otlp/newrelic:
    endpoint: https://otlp.nr-data.net:4317
    headers:
      api-key: «c»
service:
  pipelines:
    traces:
      receivers: [otlp]
      exporters: [otlphttp/honeycomb, datadog, otlp/newrelic]
`, V{"a": g.obsHCKey(), "b": g.obsDDAPI(), "c": g.obsNRLic()}, "otlphttp/honeycomb", "https://otlp.nr-data.net:4317")

	g.obsAdd("obs/otelcol-basicauth-extension", `
extensions:
  basicauth/grafana:
    client_auth:
      username: "«_inst»"
      password: "«a»"
  bearertokenauth/lightstep:
    token: "«b»"
  health_check: {}
exporters:
  otlphttp/grafana:
    endpoint: https://otlp-gateway-prod-us-east-0.grafana.net/otlp
    auth:
      authenticator: basicauth/grafana
`, V{"_inst": g.digits(6), "a": g.obsGLC(), "b": g.b64(64)}, "authenticator: basicauth/grafana", "health_check: {}")

	g.obsAdd("obs/otelcol-expanded-config-debug-log", `
2025-03-10T18:44:02.118Z	info	service@v0.104.0/service.go:115	Setting up own telemetry...
2025-03-10T18:44:02.119Z	debug	confmap@v0.104.0/expand.go:88	expanded ${env:DD_API_KEY} -> «a»
2025-03-10T18:44:02.123Z	info	exporter@v0.104.0/exporter.go:275	Development component. May change in the future.	{"kind": "exporter", "data_type": "logs", "name": "datadog"}
`, V{"a": g.obsDDAPI()}, "${env:DD_API_KEY}", "service@v0.104.0/service.go:115")

	g.obsAdd("obs/coralogix-and-mezmo-shipper-env", `
$ helm get values otel-coralogix -n observability
global:
  domain: eu2.coralogix.com
  clusterName: prod-eu
  defaultApplicationName: checkout
  defaultSubsystemName: api
secret:
  create: true
  name: coralogix-keys
  key: PRIVATE_KEY
  value: «a»
$ kubectl -n observability get ds logdna-agent -o jsonpath='{.spec.template.spec.containers[0].env[?(@.name=="MZ_INGESTION_KEY")].value}'
«b»
`, V{"a": "cxtp_" + g.an(30), "b": g.hex(32)}, "eu2.coralogix.com", "coralogix-keys")

	g.obsAdd("obs/rsyslog-omhttp-and-papertrail", `
$ cat /etc/rsyslog.d/60-forward.conf
module(load="omhttp")
action(type="omhttp" server="in.logs.betterstack.com" serverport="443" usehttps="on"
       httpheaderkey="Authorization" httpheadervalue="Bearer «a»"
       template="tpl_json" batch="on" batch.format="jsonarray")
*.* @@logs5.papertrailapp.com:31842
module(load="omrelp")
action(type="omrelp" target="relay.acme.internal" port="2514" tls="on" tls.authmode="name" tls.permittedpeer=["relay.acme.internal"])
`, V{"a": g.an(24)}, "logs5.papertrailapp.com:31842", "relay.acme.internal")

	g.obsAdd("obs/nxlog-and-winlogbeat-windows", `
# C:\Program Files\nxlog\conf\nxlog.conf
<Output sumo>
    Module      om_http
    URL         «a»
    HTTPSAllowUntrusted FALSE
</Output>
# C:\ProgramData\winlogbeat\winlogbeat.yml
output.logstash:
  hosts: ["logstash.acme.internal:5044"]
  ssl.certificate: 'C:\ProgramData\winlogbeat\client.crt'
  ssl.key: 'C:\ProgramData\winlogbeat\client.key'
  ssl.key_passphrase: '«b»'
`, V{"a": g.obsSumoURL(), "b": g.pw()}, "logstash.acme.internal:5044", `C:\ProgramData\winlogbeat\client.key`)
}

// ---- monitoring and APM agents ----

func (g *G) obsAgents() {
	g.obsAdd("obs/datadog-agent-yaml", `
$ sudo cat /etc/datadog-agent/datadog.yaml | grep -v '^\s*#' | sed '/^$/d'
api_key: «a»
site: datadoghq.eu
hostname: db-primary-01
tags:
  - env:prod
  - team:data
logs_enabled: true
apm_config:
  enabled: true
process_config:
  process_collection:
    enabled: true
`, V{"a": g.obsDDAPI()}, "db-primary-01", "site: datadoghq.eu")

	g.obsAdd("obs/datadog-agent-status-and-check-conf", `
$ sudo cat /etc/datadog-agent/conf.d/postgres.d/conf.yaml
init_config:
instances:
  - host: localhost
    port: 5432
    username: datadog
    password: '«a»'
    dbm: true
    tags: ["db:orders"]
$ sudo datadog-agent status | sed -n '/API Keys status/,/^$/p'
==================
API Keys status
==================
  API key ending with «_tail»: API Key valid
`, V{"a": g.pw(), "_tail": g.hex(5)}, "API Key valid", `tags: ["db:orders"]`)

	g.obsAdd("obs/datadog-helm-values-and-cluster-agent", `
datadog:
  apiKey: «a»
  appKey: «b»
  site: us5.datadoghq.com
  clusterName: prod-us
  logs:
    enabled: true
    containerCollectAll: true
clusterAgent:
  enabled: true
  token: «c»
`, V{"a": g.obsDDAPI(), "b": g.obsDDApp(), "c": g.an(32)}, "us5.datadoghq.com", "containerCollectAll: true")

	g.obsAdd("obs/newrelic-yml-license-key", `
$ head -20 newrelic.yml
common: &default_settings
  license_key: '«a»'
  app_name: Checkout (Production)
  log_level: info
  distributed_tracing:
    enabled: true
  attributes:
    exclude:
      - request.headers.authorization
      - request.headers.cookie
production:
  <<: *default_settings
`, V{"a": g.obsNRLic()}, "Checkout (Production)", "request.headers.authorization")

	g.obsAdd("obs/newrelic-infra-and-log-error", `
$ sudo cat /etc/newrelic-infra.yml
license_key: «a»
display_name: web-eu-03
log:
  level: info
$ sudo journalctl -u newrelic-infra -n 2 --no-pager
Mar 10 19:02:11 web-eu-03 newrelic-infra-service[881]: time="2025-03-10T19:02:11Z" level=error msg="metric sender can't process" component=MetricsIngestSender error="InventoryIngest: events were not accepted: 403 403 Forbidden {\"error\":\"invalid license key «a»\"}"
Mar 10 19:02:12 web-eu-03 newrelic-infra-service[881]: time="2025-03-10T19:02:12Z" level=info msg="Retrying in 30s"
`, V{"a": g.obsNRLic()}, "web-eu-03", "component=MetricsIngestSender")

	g.obsAdd("obs/elastic-apm-agent-properties", `
# elasticapm.properties
service_name=inventory-service
server_url=https://apm.acme.io:8200
secret_token=«a»
environment=production
application_packages=com.acme.inventory
log_level=INFO
sanitize_field_names=password,passwd,pwd,secret,*key,*token*,*session*,*credit*,*card*,authorization,set-cookie
`, V{"a": g.an(24)}, "https://apm.acme.io:8200", "sanitize_field_names=password,passwd,pwd,secret,*key,*token*,*session*,*credit*,*card*,authorization,set-cookie")

	g.obsAdd("obs/dynatrace-oneagent-install", `
$ wget -O Dynatrace-OneAgent.sh "https://abc12345.live.dynatrace.com/api/v1/deployment/installer/agent/unix/default/latest?arch=x86" --header="Authorization: Api-Token «a»"
--2025-03-10 19:11:02--  https://abc12345.live.dynatrace.com/api/v1/deployment/installer/agent/unix/default/latest?arch=x86
HTTP request sent, awaiting response... 200 OK
Length: 188211042 (179M) [application/octet-stream]
Saving to: ‘Dynatrace-OneAgent.sh’
$ sudo /bin/sh Dynatrace-OneAgent.sh --set-monitoring-mode=fullstack --set-app-log-content-access=true
`, V{"a": g.obsDyna()}, "abc12345.live.dynatrace.com", "--set-monitoring-mode=fullstack")

	g.obsAdd("obs/telegraf-conf-outputs-inputs", `
$ cat /etc/telegraf/telegraf.conf
[agent]
  interval = "10s"
  hostname = "edge-gw-04"

[[outputs.influxdb_v2]]
  urls = ["https://eu-central-1-1.aws.cloud2.influxdata.com"]
  token = "«a»"
  organization = "acme-iot"
  bucket = "edge"

[[inputs.mysql]]
  servers = ["telegraf:«b»@tcp(127.0.0.1:3306)/?tls=false"]

[[inputs.mqtt_consumer]]
  servers = ["tcp://mqtt.acme.internal:1883"]
  topics = ["sensors/#"]
  username = "telegraf"
  password = "«c»"
`, V{"a": g.obsInflux(), "b": g.pwURL(), "c": g.pw()}, "eu-central-1-1.aws.cloud2.influxdata.com", "edge-gw-04")

	g.obsAdd("obs/telegraf-postgresql-and-http-output", `
[[inputs.postgresql]]
  address = "host=pg-01.prod user=telegraf password=«a» sslmode=require dbname=postgres"

[[outputs.http]]
  url = "https://metrics-ingest.acme.io/v1/telegraf"
  method = "POST"
  data_format = "json"
  [outputs.http.headers]
    Content-Type = "application/json"
    X-Api-Key = "«b»"
`, V{"a": g.pw(), "b": g.hex(40)}, "pg-01.prod", "https://metrics-ingest.acme.io/v1/telegraf")

	g.obsAdd("obs/statsd-config-js-backends", `
$ cat /etc/statsd/config.js
{
  port: 8125,
  backends: ["./backends/graphite", "statsd-librato-backend", "statsd-influxdb-backend"],
  graphiteHost: "graphite.acme.internal",
  graphitePort: 2003,
  librato: {
    email: "metrics@acme.io",
    token: "«a»"
  },
  influxdb: {
    host: "influx.acme.internal",
    database: "statsd",
    username: "statsd",
    password: "«b»"
  }
}
`, V{"a": g.hex(64), "b": g.pw()}, "graphite.acme.internal", "metrics@acme.io")

	g.obsAdd("obs/appsignal-honeybadger-scout-config", `
# config/appsignal.yml
production:
  active: true
  push_api_key: "«a»"
  name: "Acme Shop"
# config/honeybadger.yml
api_key: '«b»'
env: production
# config/scout_apm.yml
production:
  key: «c»
  monitor: true
`, V{"a": g.uuid(), "b": "hbp_" + g.an(36), "c": g.an(20)}, "Acme Shop", "monitor: true")

	g.obsAdd("obs/zabbix-agent-psk-and-api", `
$ sudo cat /etc/zabbix/zabbix_agent2.d/psk.psk
«a»
$ grep -E '^(Server|TLS)' /etc/zabbix/zabbix_agent2.conf
Server=zabbix.acme.internal
ServerActive=zabbix.acme.internal
TLSConnect=psk
TLSAccept=psk
TLSPSKIdentity=PSK-web-eu-03
TLSPSKFile=/etc/zabbix/zabbix_agent2.d/psk.psk
$ curl -s -X POST https://zabbix.acme.io/api_jsonrpc.php -H 'Content-Type: application/json-rpc' -H "Authorization: Bearer «b»" -d '{"jsonrpc":"2.0","method":"host.get","params":{"output":["hostid","host"]},"id":1}'
`, V{"a": g.hex(64), "b": g.hex(64)}, "PSK-web-eu-03", "zabbix.acme.internal")
}

// ---- incident and alert payloads ----

func (g *G) obsIncidents() {
	g.obsAdd("obs/pagerduty-events-v2-curl", `
$ curl -s -X POST https://events.pagerduty.com/v2/enqueue -H 'Content-Type: application/json' -d '{
  "routing_key": "«a»",
  "event_action": "trigger",
  "dedup_key": "disk-full-db-02",
  "payload": {
    "summary": "Disk /var/lib/postgresql 95% on db-02",
    "source": "db-02",
    "severity": "critical",
    "custom_details": { "runbook": "https://wiki.acme.io/runbooks/disk-full" }
  }
}'
{"status":"success","message":"Event processed","dedup_key":"disk-full-db-02"}
`, V{"a": g.obsPDKey()}, "disk-full-db-02", "https://wiki.acme.io/runbooks/disk-full")

	g.obsAdd("obs/pagerduty-rest-api-token-and-incident", `
$ curl -s 'https://api.pagerduty.com/incidents?statuses[]=triggered&limit=1' -H 'Accept: application/vnd.pagerduty+json;version=2' -H 'Authorization: Token token=«a»' | jq '.incidents[0] | {id, title, incident_key}'
{
  "id": "Q2K8XJ1M9ZP4RT",
  "title": "[FIRING:1] KubePodCrashLooping payments-api",
  "incident_key": "«_ik»"
}
`, V{"a": "u+" + g.b64u(18), "_ik": g.hex(32)}, "Q2K8XJ1M9ZP4RT", "KubePodCrashLooping payments-api")

	g.obsAdd("obs/pagerduty-incident-custom-details-leak", `
Incident #48211 · [Datadog] High error rate on checkout-api
Triggered via Datadog integration · 3 alerts

Custom details
  monitor_id       128842211
  query            avg(last_5m):sum:trace.http.request.errors{service:checkout-api} > 50
  last_log_line    POST https://api.braintreegateway.com/merchants/«_mid»/transactions failed: 401 (private_key=«a»)
  snapshot         https://p.datadoghq.com/snapshot/view/dd-snapshots-prod/org_4411/2025-03-10/«_snap».png
`, V{"_mid": g.s(alLowNum, 16), "a": g.hex(32), "_snap": g.hex(40)}, "128842211", "trace.http.request.errors{service:checkout-api}")

	g.obsAdd("obs/opsgenie-create-alert-curl", `
$ curl -s -X POST https://api.opsgenie.com/v2/alerts -H "Content-Type: application/json" -H "Authorization: GenieKey «a»" -d '{"message":"Backup job failed on db-02","alias":"backup-db-02","priority":"P2","tags":["backup","postgres"]}'
{"result":"Request will be processed","took":0.006,"requestId":"«_r»"}
`, V{"a": g.uuid(), "_r": g.uuid()}, "backup-db-02", `"result":"Request will be processed"`)

	g.obsAdd("obs/opsgenie-alert-details-env", `
Alert: [Prometheus] TargetDown blackbox-http
Source: Alertmanager
Extra Properties
  alertname            TargetDown
  instance             https://status-api.acme.io/health
  probe_url            https://status-api.acme.io/health?key=«a»
  generatorURL         http://prometheus-k8s-0:9090/graph?g0.expr=up%3D%3D0
Responders: SRE Team
`, V{"a": g.hex(32)}, "TargetDown blackbox-http", "http://prometheus-k8s-0:9090/graph?g0.expr=up%3D%3D0")

	g.obsAdd("obs/alertmanager-webhook-payload-received", `
$ kubectl logs deploy/alert-relay -n monitoring | tail -1 | jq .
{
  "receiver": "relay",
  "status": "firing",
  "alerts": [
    {
      "status": "firing",
      "labels": { "alertname": "SMTPRelayAuthFailing", "instance": "mail-relay-01:9154", "severity": "warning" },
      "annotations": {
        "description": "postfix: SASL authentication failed for smtp.mailgun.org (user postmaster@mg.acme.io, pass «a»)",
        "runbook_url": "https://runbooks.acme.io/smtp"
      },
      "startsAt": "«=ts»",
      "fingerprint": "«_fp»"
    }
  ],
  "groupKey": "{}:{alertname=\"SMTPRelayAuthFailing\"}",
  "externalURL": "http://alertmanager.monitoring:9093"
}
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "=ts": g.obsTS(), "_fp": g.hex(16)}, "mail-relay-01:9154", "https://runbooks.acme.io/smtp")

	g.obsAdd("obs/slack-alert-message-with-webhook-debug", `
#alerts-prod  ·  Grafana  APP  19:22
[FIRING:1] Webhook delivery errors (webhook-dispatcher)
Value: 42
Labels: target=https://api.partner.io/hooks/inbound?secret=«a»
Silence: https://grafana.acme.io/alerting/silence/new?alertmanager=grafana&matcher=alertname%3DWebhook+delivery+errors
`, V{"a": g.b64u(32)}, "webhook-dispatcher", "alertmanager=grafana")

	g.obsAdd("obs/incident-io-and-statuspage-api", `
$ curl -s https://api.incident.io/v2/incidents -H "Authorization: Bearer «a»" | jq -r '.incidents[0].name'
Elevated 5xx on checkout
$ curl -s -X PATCH "https://api.statuspage.io/v1/pages/«_page»/components/«_comp»" -H "Authorization: OAuth «b»" -d 'component[status]=degraded_performance'
`, V{"a": g.an(52), "_page": g.s(alLowNum, 12), "_comp": g.s(alLowNum, 12), "b": g.uuid()}, "Elevated 5xx on checkout", "component[status]=degraded_performance")

	g.obsAdd("obs/postmortem-timeline-notes", `
## Timeline (UTC)
- 18:02 Datadog monitor "checkout 5xx" fires, PagerDuty pages @dana.
- 18:09 dana finds in Loki: "stripe error: Invalid API Key provided" — the key in the
  ConfigMap was the restricted key «a» instead of the secret key.
- 18:14 Rolled back to release checkout@5.0.9 (sha «_sha»).
- 18:20 Error rate back to baseline (trace 4bf92f3577b34da6a3ce929d0e0e4736 used to confirm).
## Action items
- Move STRIPE_* to External Secrets; rotate the restricted key above.
`, V{"a": g.rkLive(), "_sha": g.gitSHA()}, "4bf92f3577b34da6a3ce929d0e0e4736", "checkout@5.0.9")

	g.obsAdd("obs/squadcast-ilert-splunk-oncall-urls", `
Integrations (copied from the on-call tool settings page)
  Squadcast  Prometheus   https://api.squadcast.com/v2/incidents/api/«a»
  iLert      Grafana      https://api.ilert.com/api/v1/events/grafana/«b»
  Splunk On-Call REST     https://alert.victorops.com/integrations/generic/20131114/alert/«c»/platform-prod
`, V{"a": g.hex(40), "b": "il1api" + g.hex(32), "c": g.uuid()}, "Splunk On-Call REST", "platform-prod")
}

// ---- uptime checks and synthetic monitoring ----

func (g *G) obsUptime() {
	g.obsAdd("obs/blackbox-exporter-modules", `
$ cat /etc/blackbox_exporter/blackbox.yml
modules:
  http_2xx:
    prober: http
    timeout: 5s
  http_admin_auth:
    prober: http
    http:
      valid_status_codes: [200]
      basic_auth:
        username: monitor
        password: «a»
      headers:
        X-Health-Token: «b»
  tcp_connect:
    prober: tcp
`, V{"a": g.pw(), "b": g.hex(32)}, "http_admin_auth", "valid_status_codes: [200]")

	g.obsAdd("obs/gatus-config-endpoints", `
endpoints:
  - name: api-health
    group: core
    url: "https://api.acme.io/health"
    interval: 60s
    conditions:
      - "[STATUS] == 200"
      - "[RESPONSE_TIME] < 300"
  - name: admin
    url: "https://admin:«a»@admin.acme.io/status"
    conditions:
      - "[STATUS] == 200"
alerting:
  discord:
    webhook-url: "«b»"
`, V{"a": g.pwURL(), "b": g.obsDiscordHook()}, "[RESPONSE_TIME] < 300", "api-health")

	g.obsAdd("obs/uptime-kuma-monitor-export", `
$ jq '.monitorList["12"] | {name, type, url, basic_auth_user, basic_auth_pass, headers}' backup-uptime-kuma.json
{
  "name": "Billing API (auth)",
  "type": "http",
  "url": "https://billing.acme.io/api/v1/ping",
  "basic_auth_user": "kuma",
  "basic_auth_pass": "«a»",
  "headers": "{\"Authorization\": \"Bearer «b»\"}"
}
`, V{"a": g.pw(), "b": g.b64u(40)}, "Billing API (auth)", "basic_auth_user")

	g.obsAdd("obs/checkly-cli-and-check-code", `
$ cat __checks__/login.spec.ts
import { test, expect } from '@playwright/test'
test('login works', async ({ page }) => {
  await page.goto('https://app.acme.io/login')
  await page.fill('#email', 'synthetic-monitor@acme.io')
  await page.fill('#password', '«a»')
  await page.click('button[type=submit]')
  await expect(page).toHaveURL(/dashboard/)
})
$ CHECKLY_API_KEY=«b» CHECKLY_ACCOUNT_ID=«_acc» npx checkly test
`, V{"a": g.pw(), "b": "cu_" + g.hex(32), "_acc": g.uuid()}, "synthetic-monitor@acme.io", "toHaveURL(/dashboard/)")

	g.obsAdd("obs/uptimerobot-api-and-monitor-list", `
$ curl -s -X POST https://api.uptimerobot.com/v2/getMonitors -d "api_key=«a»&format=json&logs=0" | jq -r '.monitors[] | "\(.id) \(.friendly_name) \(.status)"'
793311842 Marketing site 2
793311857 Checkout API 2
793311901 Status page 9
`, V{"a": "u" + g.digits(7) + "-" + g.hex(24)}, "793311842 Marketing site 2", "Checkout API")

	g.obsAdd("obs/healthchecks-cron-and-api-key", `
$ crontab -l
*/15 * * * * /opt/sync/run.sh && curl -fsS -m 10 --retry 5 -o /dev/null https://hc-ping.com/«_ping»
$ curl -s https://healthchecks.io/api/v3/checks/ -H "X-Api-Key: «a»" | jq -r '.checks[].name'
inventory-sync
nightly-backup
`, V{"_ping": g.uuid(), "a": g.an(32)}, "/opt/sync/run.sh", "nightly-backup")

	g.obsAdd("obs/pingdom-and-statuscake-api", `
$ curl -s https://api.pingdom.com/api/3.1/checks -H "Authorization: Bearer «a»" | jq '.checks | length'
14
$ curl -s -H "Authorization: Bearer «b»" https://api.statuscake.com/v1/uptime | jq -r '.data[0].name'
acme.io homepage
`, V{"a": g.b64u(64), "b": g.an(20)}, "acme.io homepage", "api.statuscake.com")

	g.obsAdd("obs/datadog-synthetics-test-json", `
{
  "name": "Partner API auth",
  "type": "api",
  "subtype": "http",
  "config": {
    "request": {
      "method": "GET",
      "url": "https://partner-api.acme.io/v1/orders",
      "headers": { "X-Partner-Key": "«a»" },
      "basicAuth": { "type": "web", "username": "synthetics", "password": "«b»" }
    },
    "assertions": [{ "type": "statusCode", "operator": "is", "target": 200 }]
  },
  "locations": ["aws:eu-central-1", "aws:us-east-2"],
  "options": { "tick_every": 300 },
  "public_id": "«_pid»"
}
`, V{"a": g.hex(40), "b": g.pwStrong(), "_pid": g.s(alLowNum, 3) + "-" + g.s(alLowNum, 3) + "-" + g.s(alLowNum, 3)}, "Partner API auth", "aws:eu-central-1")
}

// ---- ORMs and drivers printing connection strings ----

func (g *G) obsORM() {
	g.obsAdd("obs/hibernate-connection-properties-log", `
2025-03-10 20:01:02.118 INFO  [main] o.h.e.j.c.i.DriverManagerConnectionProviderImpl : HHH10001005: Loaded JDBC driver class: org.postgresql.Driver
2025-03-10 20:01:02.119 INFO  [main] o.h.e.j.c.i.DriverManagerConnectionProviderImpl : HHH10001012: Connecting with JDBC URL [jdbc:postgresql://pg-legacy.prod:5432/erp]
2025-03-10 20:01:02.119 INFO  [main] o.h.e.j.c.i.DriverManagerConnectionProviderImpl : HHH10001001: Connection properties: {password=«a», user=erp_app}
2025-03-10 20:01:02.120 INFO  [main] o.h.e.j.c.i.DriverManagerConnectionProviderImpl : HHH10001003: Autocommit mode: false
`, V{"a": g.pw()}, "pg-legacy.prod:5432", "erp_app")

	g.obsAdd("obs/sqlalchemy-echo-engine-url", `
>>> engine = create_engine(url.render_as_string(hide_password=False), echo=True)
>>> print(engine.url)
postgresql+psycopg://analytics:***@warehouse.prod:5432/analytics
>>> logging.getLogger("app.db").info("engine created for %s", url.render_as_string(hide_password=False))
INFO:app.db:engine created for postgresql+psycopg://analytics:«a»@warehouse.prod:5432/analytics
`, V{"a": g.pwURL()}, "postgresql+psycopg://analytics:***@warehouse.prod:5432/analytics", "hide_password=False")

	g.obsAdd("obs/typeorm-logging-options-dump", `
query: SELECT version()
[TypeORM] DataSource options: {
  type: 'mysql',
  host: 'mysql-main.prod',
  port: 3306,
  username: 'shop_rw',
  password: '«a»',
  database: 'shop',
  synchronize: false,
  logging: [ 'query', 'error' ]
}
query failed: SELECT * FROM ˋordersˋ WHERE ˋidˋ = ? -- PARAMETERS: [88211]
`, V{"a": g.pw()}, "mysql-main.prod", "shop_rw")

	g.obsAdd("obs/sequelize-connection-error-stack", `
/app/node_modules/sequelize/lib/dialects/postgres/connection-manager.js:183
          throw new sequelizeErrors.ConnectionError(err);
ConnectionError [SequelizeConnectionError]: password authentication failed for user "crm"
    at Client._connectionCallback (/app/node_modules/sequelize/lib/dialects/postgres/connection-manager.js:143:24)
  parent: error: password authentication failed for user "crm"
  original: error: password authentication failed for user "crm"
config: { database: 'crm', username: 'crm', password: '«a»', host: 'crm-db.internal', port: 5432, dialect: 'postgres' }
`, V{"a": g.pwURL()}, "crm-db.internal", "SequelizeConnectionError")

	g.obsAdd("obs/gorm-open-error-with-dsn", `
2025/03/10 20:11:42 /src/internal/store/db.go:29
[error] failed to initialize database, got error failed to connect to ˋhost=10.20.4.11 user=inventory database=inventoryˋ: failed SASL auth (FATAL: password authentication failed for user "inventory" (SQLSTATE 28P01))
2025/03/10 20:11:42 store: open "host=10.20.4.11 user=inventory password=«a» dbname=inventory port=5432 sslmode=disable TimeZone=UTC": failed SASL auth
exit status 1
`, V{"a": g.pw()}, "/src/internal/store/db.go:29", "SQLSTATE 28P01")

	g.obsAdd("obs/mongoose-debug-and-uri", `
[2025-03-10T20:20:02.118Z] INFO  connecting to mongodb://app:«a»@mongo-0.mongo,mongo-1.mongo,mongo-2.mongo:27017/catalog?replicaSet=rs0&authSource=admin
Mongoose: products.find({ sku: { '$in': [ 'AC-1182', 'AC-1183' ] } }, { projection: { _id: 1, price: 1 } })
Mongoose: users.findOne({ _id: new ObjectId("«_oid»") }, {})
`, V{"a": g.pwURL(), "_oid": g.hex(24)}, "replicaSet=rs0&authSource=admin", "AC-1182")

	g.obsAdd("obs/ecto-repo-config-inspect-error", `
** (DBConnection.ConnectionError) connection not available and request was dropped from queue after 2984ms.
[error] Postgrex.Protocol (#PID<0.2211.0>) failed to connect: ** (Postgrex.Error) FATAL 28P01 (invalid_password) password authentication failed for user "ledger"
iex(prod@10.0.4.18)1> Application.get_env(:ledger, Ledger.Repo)
[
  url: "ecto://ledger:«a»@ledger-db.prod/ledger",
  pool_size: 10,
  ssl: true
]
`, V{"a": g.pwURL()}, "Postgrex.Protocol (#PID<0.2211.0>)", "pool_size: 10")

	g.obsAdd("obs/prisma-migrate-error-env", `
$ npx prisma migrate deploy
Environment variables loaded from .env
Prisma schema loaded from prisma/schema.prisma
Datasource "db": PostgreSQL database "app", schema "public" at "app-db.cluster-ro-c8k2x.us-east-1.rds.amazonaws.com:5432"
Error: P1000: Authentication failed against database server at ˋapp-db.cluster-ro-c8k2x.us-east-1.rds.amazonaws.comˋ, the provided database credentials for ˋmigratorˋ are not valid.
$ grep DATABASE_URL .env
DATABASE_URL="postgresql://migrator:«a»@app-db.cluster-ro-c8k2x.us-east-1.rds.amazonaws.com:5432/app?schema=public"
`, V{"a": g.pwURL()}, "prisma/schema.prisma", "P1000: Authentication failed")

	g.obsAdd("obs/activerecord-log-database-url", `
I, [2025-03-10T20:31:02.118 #1]  INFO -- : [«_r»] Started GET "/admin/reports" for «_ip»
E, [2025-03-10T20:31:02.221 #1] ERROR -- : [«_r»] ActiveRecord::ConnectionNotEstablished (connection to server at "10.0.6.12", port 5432 failed: FATAL:  remaining connection slots are reserved)
D, [2025-03-10T20:31:02.222 #1] DEBUG -- : [«_r»] ENV["DATABASE_URL"]="postgres://rails:«a»@10.0.6.12:5432/acme_production"
`, V{"_r": g.uuid(), "_ip": g.obsIP(), "a": g.pwURL()}, "/admin/reports", "acme_production")

	g.obsAdd("obs/efcore-sensitive-data-logging", `
warn: Microsoft.EntityFrameworkCore.Model.Validation[10400]
      Sensitive data logging is enabled. Log entries and exception messages may include sensitive application data; this mode should only be enabled during development.
info: Microsoft.EntityFrameworkCore.Database.Command[20101]
      Executed DbCommand (3ms) [Parameters=[@p0='ops@acme.io' (Size = 4000), @p1='«a»' (Size = 4000)], CommandType='Text', CommandTimeout='30']
      INSERT INTO [ApiCredentials] ([Owner], [ClientSecret]) VALUES (@p0, @p1);
fail: Microsoft.EntityFrameworkCore.Database.Connection[20004]
      An error occurred using the connection to database 'Billing' on server 'tcp:acme-sql.database.windows.net,1433'.
`, V{"a": g.azSecret()}, "Sensitive data logging is enabled", "tcp:acme-sql.database.windows.net,1433")

	g.obsAdd("obs/django-db-debug-sql-params", `
(0.002) SELECT "integrations_credential"."id", "integrations_credential"."provider", "integrations_credential"."secret" FROM "integrations_credential" WHERE "integrations_credential"."tenant_id" = 4411 LIMIT 21; args=(4411,); alias=default
(0.001) UPDATE "integrations_credential" SET "secret" = '«a»', "rotated_at" = '2025-03-10T20:40:02.118000+00:00'::timestamptz WHERE "integrations_credential"."id" = 88; args=('«a»', datetime.datetime(2025, 3, 10, 20, 40, 2, 118000, tzinfo=datetime.timezone.utc), 88); alias=default
`, V{"a": g.linear()}, "integrations_credential", "alias=default")

	g.obsAdd("obs/redis-py-and-ioredis-errors", `
redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled.
  url = 'rediss://worker:«a»@clustercfg.jobs.x1y2z3.euw1.cache.amazonaws.com:6379/0'
[ioredis] Unhandled error event: ReplyError: WRONGPASS invalid username-password pair or user is disabled.
  options: { host: 'redis-sessions.prod', port: 6379, password: '«b»', db: 2 }
`, V{"a": g.pwURL(), "b": g.an(32)}, "clustercfg.jobs.x1y2z3.euw1.cache.amazonaws.com:6379", "redis-sessions.prod")
}

// ---- benign observability data and look-alikes ----

func (g *G) obsBenign() {
	g.obsAdd("obs/benign-json-log-ids-and-redactions", `
{"ts":"«=ts»","level":"info","msg":"payment captured","trace_id":"«_t»","span_id":"«_s»","request_id":"«_r»","user_id":"usr_«_u»","payment_intent":"pi_«_pi»","card":"**** **** **** 4242","authorization":"[REDACTED]","idempotency_key":"«_ik»","duration_ms":212}
`, V{"=ts": g.obsTS(), "_t": g.obsTrace(), "_s": g.obsSpan(), "_r": g.uuid(), "_u": g.an(14), "_pi": g.an(24), "_ik": g.uuid()}, "**** **** **** 4242", `"authorization":"[REDACTED]"`)

	g.obsAdd("obs/benign-w3c-traceparent-and-b3", `
GET /v1/cart HTTP/1.1
Host: cart.internal
traceparent: 00-«_t»-«_s»-01
tracestate: dd=s:1;p:«_p»;t.dm:-4,rojo=«_s2»
b3: «_t»-«_s»-1
x-b3-traceid: «_t»
x-datadog-trace-id: «_dd»
x-amzn-trace-id: Root=1-«_x1»-«_x2»;Parent=«_s»;Sampled=1
`, V{"_t": g.obsTrace(), "_s": g.obsSpan(), "_p": g.obsSpan(), "_s2": g.obsSpan(), "_dd": g.digits(19), "_x1": g.hex(8), "_x2": g.hex(24)}, "cart.internal")

	g.obsAdd("obs/benign-nginx-log-hashed-and-masked", `
«_ip» - - [10/Mar/2025:21:02:11 +0000] "GET /download/«_sha» HTTP/2.0" 200 881211 "-" "curl/8.5.0"
«_ip» - - [10/Mar/2025:21:02:12 +0000] "GET /api/v1/session?token=***&user=88211 HTTP/2.0" 200 311 "-" "Mozilla/5.0"
«_ip2» - - [10/Mar/2025:21:02:13 +0000] "GET /assets/main.«_h».js HTTP/2.0" 200 1422 "https://app.acme.io/" "Mozilla/5.0"
`, V{"_ip": g.obsIP(), "_sha": g.hex(64), "_ip2": g.obsIP(), "_h": g.hex(8)}, "token=***&user=88211")

	g.obsAdd("obs/benign-cloudtrail-hidden-values", `
    "requestParameters": {
        "name": "/prod/checkout/STRIPE_SECRET_KEY",
        "type": "SecureString",
        "keyId": "alias/aws/ssm",
        "overwrite": true,
        "value": "HIDDEN_DUE_TO_SECURITY_REASONS"
    },
    "responseElements": { "version": 7, "tier": "Standard" },
    "requestID": "«_r»",
    "eventID": "«_e»",
    "recipientAccountId": "«_acct»",
    "tlsDetails": { "tlsVersion": "TLSv1.3", "cipherSuite": "TLS_AES_128_GCM_SHA256", "clientProvidedHostHeader": "ssm.eu-west-1.amazonaws.com" }
`, V{"_r": g.uuid(), "_e": g.uuid(), "_acct": g.digits(12)}, "/prod/checkout/STRIPE_SECRET_KEY", "HIDDEN_DUE_TO_SECURITY_REASONS")

	g.obsAdd("obs/benign-sentry-dsn-and-filtered-event", `
Sentry.init({
  dsn: "https://«=dsn»@o«_o».ingest.de.sentry.io/«_p»",
  release: "web@«_sha»",
  tracesSampleRate: 0.1,
});
// event as stored:
{"request":{"headers":{"Authorization":"[Filtered]","Cookie":"[Filtered]"},"data":{"password":"[Filtered]","email":"[email]"}},"user":{"id":"«_u»","ip_address":"«_ip»"},"event_id":"«_ev»"}
`, V{"=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(16), "_sha": g.gitSHA(), "_u": g.uuid(), "_ip": g.obsIP(), "_ev": g.hex(32)}, `"Authorization":"[Filtered]"`, `"password":"[Filtered]"`)

	g.obsAdd("obs/benign-prometheus-metrics-output", `
$ curl -s localhost:9090/metrics | grep -E 'build_info|http_requests_total' | head -4
prometheus_build_info{branch="HEAD",goarch="amd64",goos="linux",goversion="go1.22.5",revision="«_rev»",tags="netgo,builtinassets,stringlabels",version="2.53.1"} 1
http_requests_total{code="200",handler="/api/v1/query"} 88211
http_requests_total{code="401",handler="/api/v1/write"} 42
process_start_time_seconds 1.741630211e+09
`, V{"_rev": g.gitSHA()}, "builtinassets,stringlabels", `handler="/api/v1/write"`)

	g.obsAdd("obs/benign-grafana-provisioning-env-refs", `
datasources:
  - name: Tempo
    type: tempo
    url: https://tempo-prod-10-prod-eu-west-2.grafana.net/tempo
    basicAuth: true
    basicAuthUser: $TEMPO_USER
    secureJsonData:
      basicAuthPassword: $__file{/etc/secrets/tempo_token}
  - name: Loki
    type: loki
    uid: «_uid»
    secureJsonData:
      httpHeaderValue1: ${LOKI_TENANT_TOKEN}
`, V{"_uid": g.s(alLowNum, 14)}, "$__file{/etc/secrets/tempo_token}", "${LOKI_TENANT_TOKEN}", "$TEMPO_USER")

	g.obsAdd("obs/benign-datadog-rum-client-token", `
datadogRum.init({
  applicationId: '«_app»',
  clientToken: 'pub«=ct»',
  site: 'datadoghq.com',
  service: 'storefront',
  env: 'prod',
  version: '«_sha»',
  sessionSampleRate: 100,
  trackUserInteractions: true,
});
`, V{"_app": g.uuid(), "=ct": g.hex(32), "_sha": g.hex(7)}, "trackUserInteractions: true", "storefront")

	g.obsAdd("obs/benign-k8s-events-and-hashes", `
$ kubectl get events -n payments --sort-by=.lastTimestamp | tail -3
2m    Normal   Pulled     pod/payments-api-6d8f9c7b4-2xkqp   Container image "ghcr.io/acme/payments-api@sha256:«_d»" already present on machine
2m    Normal   Created    pod/payments-api-6d8f9c7b4-2xkqp   Created container api
90s   Warning  Unhealthy  pod/payments-api-6d8f9c7b4-2xkqp   Readiness probe failed: HTTP probe failed with statuscode: 503
$ kubectl get secret payments-env -n payments -o jsonpath='{.metadata.annotations.checksum/config}'
«_cs»
`, V{"_d": g.hex(64), "_cs": g.hex(64)}, "payments-api-6d8f9c7b4-2xkqp", "Readiness probe failed")

	g.obsAdd("obs/benign-otel-span-with-sanitized-statement", `
Span #3
    Trace ID       : «_t»
    ID             : «_s»
    Name           : SELECT users
Attributes:
     -> db.system: Str(postgresql)
     -> db.statement: Str(SELECT id, email, password_hash FROM users WHERE email = $1 AND api_key_prefix = $2)
     -> db.user: Str(app_ro)
     -> server.address: Str(pg-replica.prod)
     -> enduser.id: Str(«_u»)
`, V{"_t": g.obsTrace(), "_s": g.obsSpan(), "_u": g.uuid()}, "password_hash FROM users WHERE email = $1 AND api_key_prefix = $2", "pg-replica.prod")

	g.obsAdd("obs/mixed-log-one-real-key-among-ids", `
{"ts":"«=ts»","lvl":"warn","msg":"retrying upstream","trace_id":"«_t»","span_id":"«_s»","request_id":"«_r»","account_id":"acct_«_acc»","upstream":"https://api.resend.com/emails","attempt":2,"api_key":"«a»","etag":"W/\"«_etag»\"","checksum":"sha256:«_sum»"}
`, V{"=ts": g.obsTS(), "_t": g.obsTrace(), "_s": g.obsSpan(), "_r": g.uuid(), "_acc": g.an(16), "a": "re_" + g.an(8) + "_" + g.an(24), "_etag": g.hex(27), "_sum": g.hex(64)}, "https://api.resend.com/emails")
}
