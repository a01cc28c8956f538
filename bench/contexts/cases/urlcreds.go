package cases

import (
	"encoding/hex"
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// urlsCases adds credentials carried inside URLs and URL-like strings:
// tokens as path segments (webhook ids and tokens, bot tokens, device
// tokens, share tokens, signed download tokens, reset and invite codes),
// tokens in query strings under many parameter names (key, apikey,
// api_key, token, access_token, auth, sig, signature, the X-Amz- and
// X-Goog- signing parameters, Azure SAS sig, code, secret, pass, pwd,
// hash, license, k, t, s, id-and-secret pairs), tokens in fragments
// (#access_token=, decryption keys of share links), userinfo (https,
// ftp, sftp, smb, davs, redis, amqps, mongodb+srv, postgres, mysql, nats,
// mqtts, rtsp, vnc, proxies), calendar and ICS secret feeds, private RSS
// and podcast feeds, signed CDN and storage URLs (CloudFront, Bunny,
// Fastly, Akamai, S3, R2, GCS, Azure, Backblaze, Firebase, Supabase,
// Mux), magic login, password reset, email verification and invite
// links, chat, automation, deploy, alerting and push webhooks of
// well-known and self-hosted tools (Slack, Discord, Teams, Mattermost,
// Rocket.Chat, Google Chat, Zulip, DingTalk, Feishu, WeCom, Webex,
// Zapier, Make, n8n, IFTTT, Pipedream, Home Assistant, Huginn, Grafana
// OnCall, PagerDuty, Opsgenie, Healthchecks, Cronitor, Uptime Kuma,
// Gotify, ntfy, Pushover, Bark, ServerChan, shoutrrr and Apprise URLs),
// git remotes and dependency URLs with tokens, package registry URLs
// (pip, npm, Maven, NuGet, Composer, Bundler, Helm, Go, Deno, apt),
// remote-access URLs (Jupyter, VS Code, Guacamole, noVNC, Proxmox,
// marimo), dashboard share and embed links (Grafana, Metabase, Redash,
// Looker, Tableau, OpenSearch), status badges with tokens. They
// stand in curl, wget, httpie and CLI commands, config files, .env, CI
// files, crontab lines, READMEs and markdown links, HTML attributes,
// chat messages with pasted address bars, access and proxy logs, error
// messages, HAR and JSON captures, and percent-encoded inside other URLs
// (redirect_uri, returnTo, next, safelinks). Benign: hosts, paths,
// public ids in paths, non-secret query parameters, dates, and in about
// a third of the cases a random-looking public value beside the secret
// (a YouTube or Google Doc id, a commit SHA, an analytics id, a
// publishable key, a resource id). The case names start with "urls/".
func (g *G) urlsCases() {
	g.urlsChatHooks()
	g.urlsAutomationHooks()
	g.urlsDeployHooks()
	g.urlsAlerting()
	g.urlsPushURLs()
	g.urlsSigned()
	g.urlsCalendars()
	g.urlsFeeds()
	g.urlsAuthLinks()
	g.urlsInvites()
	g.urlsShares()
	g.urlsDashboards()
	g.urlsRemote()
	g.urlsGit()
	g.urlsRegistries()
	g.urlsConn()
	g.urlsQuery()
	g.urlsHome()
	g.urlsBadges()
	g.urlsLogs()
	g.urlsCaptures()
	g.urlsRedirects()
}

// ---- values used only here ----

func (g *G) urlsLow(n int) string { return g.s(alLowNum, n) }
func (g *G) urlsUp(n int) string  { return g.s(alUpNum, n) }

// public, random-looking values
func (g *G) urlsYT() string   { return g.b64u(11) }
func (g *G) urlsDoc() string  { return "1" + g.b64u(43) }
func (g *G) urlsGA() string   { return "G-" + g.s(alUpNum, 10) }
func (g *G) urlsSnow() string { return g.digits(19) }

func (g *G) urlsEpoch() string { return strconv.Itoa(1780000000 + g.r.IntN(30000000)) }
func (g *G) urlsIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", 23+g.r.IntN(180), g.r.IntN(256), g.r.IntN(256), 1+g.r.IntN(254))
}
func (g *G) urlsPriv() string {
	return fmt.Sprintf("10.%d.%d.%d", g.r.IntN(256), g.r.IntN(256), 2+g.r.IntN(250))
}

// urlsAmz returns a signing day (20260514) and time (20260514T093012Z).
func (g *G) urlsAmz() (string, string) {
	day := fmt.Sprintf("2026%02d%02d", 1+g.r.IntN(12), 1+g.r.IntN(28))
	return day, fmt.Sprintf("%sT%02d%02d%02dZ", day, g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}

// urlsSAS is an Azure SAS sig as it stands in a URL: base64 of an
// HMAC-SHA256, percent-encoded.
func (g *G) urlsSAS() string { return url.QueryEscape(g.b64(32)) }

// urlsCFSig is a CloudFront signature: base64 of an RSA signature with
// + = / replaced by - _ ~.
func (g *G) urlsCFSig() string {
	return strings.NewReplacer("+", "-", "=", "_", "/", "~").Replace(g.b64(128))
}

// urlsFriendly is a Devise friendly token.
func (g *G) urlsFriendly() string { return g.s(alAlnum+"-_", 20) }

// urlsDjangoTok is a Django password reset token: timestamp in base 36,
// then every other hex digit of an HMAC-SHA256.
func (g *G) urlsDjangoTok() string { return "c" + g.urlsLow(5) + "-" + g.hex(32) }

// urlsGotify is a Gotify token: A (application) or C (client) and 14
// characters (shape guessed from docs' examples).
func (g *G) urlsGotify(p string) string { return p + g.s(alAlnum+"-_.", 14) }

func (g *G) urlsNtfy() string { return "tk_" + g.an(29) }

func (g *G) urlsJWT(payload string) string { return g.jwt("HS256", payload) }
func (g *G) urlsExp() int                  { return 1780000000 + g.r.IntN(30000000) }

// urlsBT turns each ˋ into a backquote, which a Go raw string cannot hold.
func urlsBT(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }

// urlsQ percent-encodes s for a query string.
func urlsQ(s string) string { return url.QueryEscape(s) }

// urlsHexPW is a password hex-encoded, as Subsonic's p=enc: sends it.
func urlsHexPW(s string) string { return hex.EncodeToString([]byte(s)) }

func (g *G) urlsChatHooks() {
	g.add("urls/slack-webhook-curl-deploy-notice", `
$ curl -X POST -H 'Content-type: application/json' \
    --data '{"text":"Deploy of checkout-api v2.14.3 to prod finished (build #4821)"}' \
    https://hooks.slack.com/services/«=t»/«=b»/«a»
ok
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.an(24)}, "https://hooks.slack.com/services/", "checkout-api v2.14.3")

	g.add("urls/slack-workflow-trigger-gha", `
# .github/workflows/release.yml
      - name: Tell #releases
        uses: slackapi/slack-github-action@v1.26.0
        with:
          payload: '{"version":"${{ github.ref_name }}","commit":"«_sha»"}'
        env:
          SLACK_WEBHOOK_URL: https://hooks.slack.com/triggers/«=t»/«=n»/«a»
          SLACK_WEBHOOK_TYPE: WORKFLOW_TRIGGER
`, V{"_sha": g.gitSHA(), "=t": g.slackT(), "=n": g.digits(13), "a": g.hex(32)}, "slackapi/slack-github-action@v1.26.0", "SLACK_WEBHOOK_TYPE: WORKFLOW_TRIGGER")

	g.add("urls/discord-webhook-python-video-post", `
import requests

HOOK = "https://discord.com/api/webhooks/«=id»/«a»"

def announce(title: str) -> None:
    requests.post(HOOK, json={
        "username": "release-bot",
        "content": f"New episode: {title} https://www.youtube.com/watch?v=«_yt»",
    }, timeout=10)
`, V{"=id": g.urlsSnow(), "a": g.b64u(68), "_yt": g.urlsYT()}, "https://discord.com/api/webhooks/", `"username": "release-bot"`)

	// the V2 tail of new Teams connector URLs: length guessed.
	g.add("urls/teams-office-webhook-powershell", `
$hook = "https://acmecorp.webhook.office.com/webhookb2/«=grp»@«_tenant»/IncomingWebhook/«a»/«=oid»/«b»"
$body = @{ text = "Nightly SQL backup on SQL-PRD-02 completed in 14m" } | ConvertTo-Json
Invoke-RestMethod -Method Post -Uri $hook -Body $body -ContentType 'application/json'
`, V{"=grp": g.uuid(), "_tenant": g.uuid(), "a": g.hex(32), "=oid": g.uuid(), "b": "V2" + g.b64u(43)}, "Invoke-RestMethod -Method Post", "SQL-PRD-02")

	g.add("urls/teams-workflows-logic-sig-alertmanager", `
receivers:
  - name: teams-oncall
    msteamsv2_configs:
      - webhook_url: "https://prod-«=n».westeurope.logic.azure.com:443/workflows/«=wf»/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«a»"
        send_resolved: true
`, V{"=n": strconv.Itoa(10 + g.r.IntN(80)), "=wf": g.hex(32), "a": g.b64u(43)}, "api-version=2016-06-01", "sp=%2Ftriggers%2Fmanual%2Frun", "msteamsv2_configs")

	g.add("urls/mattermost-incoming-hook-env", `
# deploy/.env.production
MM_HOOK=https://chat.acme.dev/hooks/«a»
MM_CHANNEL=deploys
MM_USERNAME=argo-notifier
`, V{"a": g.urlsLow(26)}, "https://chat.acme.dev/hooks/", "MM_CHANNEL=deploys")

	// Rocket.Chat integration ids and tokens: lengths guessed.
	g.add("urls/rocketchat-integration-hook-script", `
#!/bin/sh
# notify.sh: post backup status to #infra on Rocket.Chat
RC_URL='https://rocket.acme.org/hooks/«=id»/«a»'
curl -s -X POST -H 'Content-Type: application/json' \
  --data "{\"text\":\"restic backup of $(hostname) finished: $1\"}" "$RC_URL"
`, V{"=id": g.s("23456789ABCDEFGHJKLMNPQRSTWXYZabcdefghijkmnopqrstuvwxyz", 17), "a": g.an(48)}, "https://rocket.acme.org/hooks/", "restic backup of $(hostname)")

	// Google Chat webhook tokens: length guessed.
	g.add("urls/google-chat-space-webhook-thread", `
WEBHOOK = ("https://chat.googleapis.com/v1/spaces/«_sp»/messages"
           "?key=«=k»&token=«a»"
           "&messageReplyOption=REPLY_MESSAGE_FALLBACK_TO_NEW_THREAD")
resp = httpx.post(WEBHOOK, json={"text": "Build green", "thread": {"threadKey": "release-2026-05"}})
`, V{"_sp": "AAAA" + g.b64u(7), "=k": g.googleKey(), "a": g.b64u(43)}, "messageReplyOption=REPLY_MESSAGE_FALLBACK_TO_NEW_THREAD", `"threadKey": "release-2026-05"`)

	g.add("urls/zulip-external-grafana-integration", `
Grafana contact point "zulip-alerts"
  Type: Webhook
  URL:  https://acme.zulipchat.com/api/v1/external/grafana?api_key=«a»&stream=alerts&topic=prod
  HTTP Method: POST
`, V{"a": g.an(32)}, "/api/v1/external/grafana?api_key=", "stream=alerts&topic=prod")

	g.add("urls/dingtalk-robot-token-and-sign-secret", `
import time, hmac, hashlib, base64, urllib.parse, requests

ACCESS_TOKEN = "«a»"
SECRET = "SEC«b»"

ts = str(round(time.time() * 1000))
sign = urllib.parse.quote_plus(base64.b64encode(hmac.new(SECRET.encode(), f"{ts}\n{SECRET}".encode(), hashlib.sha256).digest()))
url = f"https://oapi.dingtalk.com/robot/send?access_token={ACCESS_TOKEN}&timestamp={ts}&sign={sign}"
requests.post(url, json={"msgtype": "text", "text": {"content": "部署完成"}})
`, V{"a": g.hex(64), "b": g.hex(64)}, "https://oapi.dingtalk.com/robot/send?access_token=", `"msgtype": "text"`)

	g.add("urls/feishu-bot-hook-go", `
const feishuHook = "https://open.feishu.cn/open-apis/bot/v2/hook/«a»"

func notify(ctx context.Context, text string) error {
	body := fmt.Sprintf(`+"`"+`{"msg_type":"text","content":{"text":%q}}`+"`"+`, text)
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, feishuHook, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	_, err := http.DefaultClient.Do(req)
	return err
}
`, V{"a": g.uuid()}, "https://open.feishu.cn/open-apis/bot/v2/hook/", "http.MethodPost")

	g.add("urls/wecom-group-robot-curl", `
$ curl 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=«a»' \
   -H 'Content-Type: application/json' \
   -d '{"msgtype":"markdown","markdown":{"content":"**告警** 订单服务 p99 > 800ms"}}'
{"errcode":0,"errmsg":"ok"}
`, V{"a": g.uuid()}, "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=", `{"errcode":0,"errmsg":"ok"}`)

	g.add("urls/webex-incoming-webhook-url", `
webex:
  incoming_webhook: https://webexapis.com/v1/webhooks/incoming/«a»
  room: "NOC bridge"
  markdown: true
`, V{"a": b64raw("ciscospark://us/WEBHOOK/" + g.uuid())}, "https://webexapis.com/v1/webhooks/incoming/", `room: "NOC bridge"`)

	g.add("urls/telegram-bot-sendmessage-crontab", `
# m h dom mon dow command
30 2 * * * /opt/backup/run.sh && curl -s "https://api.telegram.org/bot«a»/sendMessage?chat_id=-100«_chat»&text=backup+ok" >/dev/null
`, V{"a": g.telegram(), "_chat": g.digits(10)}, "/opt/backup/run.sh", "/sendMessage?chat_id=-100")

	g.add("urls/discord-webhook-chat-paste-with-commit", `
user: the alert hook for #incidents is https://discord.com/api/webhooks/«=id»/«a» — can you wire it into the rollout
      script? the change that broke it was https://github.com/acme/infra/commit/«_sha»
`, V{"=id": g.urlsSnow(), "a": g.b64u(68), "_sha": g.gitSHA()}, "https://github.com/acme/infra/commit/", "wire it into the rollout")

	g.add("urls/slack-webhook-tfvars-with-dashboard", `
# envs/prod/terraform.tfvars
alert_channel      = "#prod-alerts"
slack_webhook_url  = "https://hooks.slack.com/services/«=t»/«=b»/«a»"
latency_dashboard  = "https://grafana.acme.io/d/«_uid»/api-latency?orgId=1&refresh=30s"
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.an(24), "_uid": g.b64u(9)}, "https://grafana.acme.io/d/", "/api-latency?orgId=1&refresh=30s", `alert_channel      = "#prod-alerts"`)
}

func (g *G) urlsAutomationHooks() {
	g.add("urls/zapier-catch-hook-typeform-js", `
// forward new signups to the CRM zap
await fetch("https://hooks.zapier.com/hooks/catch/«=acct»/«a»/", {
  method: "POST",
  body: JSON.stringify({ email, plan: "pro", utm_source: "newsletter", utm_campaign: "spring-2026" }),
});
`, V{"=acct": g.digits(8), "a": g.urlsLow(7)}, "https://hooks.zapier.com/hooks/catch/", `utm_campaign: "spring-2026"`)

	g.add("urls/make-webhook-eu1-curl-doc-link", `
$ curl -s -X POST https://hook.eu1.make.com/«a» \
    -H 'Content-Type: application/json' \
    -d '{"brief":"https://docs.google.com/document/d/«_doc»/edit","owner":"dana"}'
Accepted
`, V{"a": g.urlsLow(32), "_doc": g.urlsDoc()}, "https://hook.eu1.make.com/", "https://docs.google.com/document/d/")

	g.add("urls/n8n-production-webhook-with-workflow-link", `
// Workflow: https://n8n.acme.internal/workflow/«_wf» ("Stripe → Sheets")
const N8N_WEBHOOK = "https://n8n.acme.internal/webhook/«a»";
await axios.post(N8N_WEBHOOK, { event: "invoice.paid", invoice: inv.id });
`, V{"_wf": g.an(16), "a": g.uuid()}, "https://n8n.acme.internal/workflow/", "https://n8n.acme.internal/webhook/", `event: "invoice.paid"`)

	g.add("urls/ifttt-maker-trigger-values", `
$ curl -X POST "https://maker.ifttt.com/trigger/garage_door_open/with/key/«a»?value1=north&value2=22:41"
Congratulations! You've fired the garage_door_open event
`, V{"a": g.b64u(22)}, "https://maker.ifttt.com/trigger/garage_door_open/with/key/", "You've fired the garage_door_open event")

	// Pipedream endpoint subdomains: length guessed.
	g.add("urls/pipedream-source-endpoint-env", `
# .env.local
STRIPE_FORWARD_URL=https://eo«a».m.pipedream.net
NEXT_PUBLIC_POSTHOG_KEY=«_ph»
`, V{"a": g.urlsLow(13), "_ph": "phc_" + g.an(43)}, ".m.pipedream.net", "NEXT_PUBLIC_POSTHOG_KEY=")

	// Home Assistant webhook ids made in the UI: shape guessed.
	g.add("urls/home-assistant-webhook-trigger-tasker", `
Tasker → HTTP Request
  Method: POST
  URL:    http://homeassistant.local:8123/api/webhook/«a»
  Body:   {"entity":"person.dana","zone":"office"}
`, V{"a": "-" + g.b64u(24)}, "http://homeassistant.local:8123/api/webhook/", `"entity":"person.dana"`)

	// Nabu Casa cloudhook ids: a Fernet token, length guessed.
	g.add("urls/nabu-casa-cloudhook-fernet", `
automation:
  - alias: "Doorbell from UniFi Protect"
    trigger:
      platform: webhook
      webhook_id: unifi-doorbell
# Cloudhook URL shown by Nabu Casa:
# https://hooks.nabu.casa/«a»
`, V{"a": "gAAAAAB" + g.b64u(130)}, "https://hooks.nabu.casa/", "webhook_id: unifi-doorbell")

	g.add("urls/huginn-webhook-agent-secret-path", `
The Huginn WebhookAgent for the RSS digest listens at
https://huginn.acme.io/users/7/web_requests/312/«a»
(user 7, agent 312; the last segment is the agent's secret).
`, V{"a": g.an(24)}, "https://huginn.acme.io/users/7/web_requests/312/", "(user 7, agent 312;")

	g.add("urls/aws-sns-subscribeurl-token", `
{
  "Type" : "SubscriptionConfirmation",
  "MessageId" : "«_mid»",
  "TopicArn" : "arn:aws:sns:eu-west-1:«_acct»:order-events",
  "SubscribeURL" : "https://sns.eu-west-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=arn:aws:sns:eu-west-1:«_acct»:order-events&Token=«a»",
  "Timestamp" : "2026-05-12T09:41:07.412Z"
}
`, V{"_mid": g.uuid(), "_acct": g.digits(12), "a": g.hex(256)}, "Action=ConfirmSubscription", "2026-05-12T09:41:07.412Z")

	g.add("urls/apps-script-exec-with-secret-param", `
# Sheets logger (deployment id is the long segment; the shared secret is the s= param)
LOG_URL="https://script.google.com/macros/s/«=dep»/exec?s=«a»&sheet=signups"
curl -sL "$LOG_URL&email=$EMAIL"
`, V{"=dep": "AKfycb" + g.b64u(66), "a": g.an(28)}, "https://script.google.com/macros/s/", "&sheet=signups")
}

func (g *G) urlsDeployHooks() {
	g.add("urls/netlify-build-hook-trigger-title", `
$ curl -X POST -d {} "https://api.netlify.com/build_hooks/«a»?trigger_title=nightly+content+rebuild"
`, V{"a": g.hex(24)}, "https://api.netlify.com/build_hooks/", "trigger_title=nightly+content+rebuild")

	g.add("urls/vercel-deploy-hook-sanity", `
Sanity → API → Webhooks → "Rebuild marketing site"
  URL: https://api.vercel.com/v1/integrations/deploy/«_prj»/«a»
  Dataset: production   Trigger on: Create, Update, Delete
`, V{"_prj": "prj_" + g.an(28), "a": g.an(10)}, "https://api.vercel.com/v1/integrations/deploy/", "Dataset: production")

	g.add("urls/render-deploy-hook-key", `
RENDER_DEPLOY_HOOK=https://api.render.com/deploy/«_srv»?key=«a»
`, V{"_srv": "srv-" + g.urlsLow(20), "a": g.b64u(11)}, "https://api.render.com/deploy/", "RENDER_DEPLOY_HOOK=")

	g.add("urls/forge-deploy-trigger-url", `
Deployment Trigger URL (Laravel Forge, site api.acme.io):
https://forge.laravel.com/servers/«_srv»/sites/«_site»/deploy/http?token=«a»
`, V{"_srv": g.digits(6), "_site": g.digits(7), "a": g.an(40)}, "https://forge.laravel.com/servers/", "/deploy/http?token=")

	g.add("urls/jenkins-build-with-params-token-and-apitoken", `
$ curl -X POST -u release-bot:«b» \
    "https://ci.acme.io/job/payments/job/deploy-prod/buildWithParameters?token=«a»&GIT_REF=«_sha»&DRY_RUN=false"
HTTP/2 201
location: https://ci.acme.io/queue/item/«_q»/
`, V{"b": "11" + g.hex(32), "a": g.an(24), "_sha": g.gitSHA(), "_q": g.digits(5)}, "/job/payments/job/deploy-prod/buildWithParameters", "DRY_RUN=false")

	g.add("urls/gitlab-pipeline-trigger-url-token", `
curl -X POST "https://gitlab.com/api/v4/projects/«_pid»/ref/main/trigger/pipeline?token=glptt-«a»&variables[DEPLOY_ENV]=staging"
`, V{"_pid": g.digits(8), "a": g.hex(40)}, "https://gitlab.com/api/v4/projects/", "variables[DEPLOY_ENV]=staging")

	g.add("urls/portainer-stack-webhook-gha", `
      - name: Redeploy stack on the NAS
        run: curl -fsS -X POST "https://portainer.home.arpa:9443/api/stacks/webhooks/«a»?IMAGE_TAG=«_sha»"
`, V{"a": g.uuid(), "_sha": g.hex(7)}, "https://portainer.home.arpa:9443/api/stacks/webhooks/", "?IMAGE_TAG=")
}

func (g *G) urlsAlerting() {
	// Grafana OnCall integration tokens: shape guessed.
	g.add("urls/grafana-oncall-alertmanager-receiver", `
receivers:
  - name: oncall
    webhook_configs:
      - url: https://oncall-prod-us-central-0.grafana.net/oncall/integrations/v1/alertmanager/«a»/
        send_resolved: true
route:
  receiver: oncall
  group_by: [alertname, cluster]
`, V{"a": g.an(25)}, "https://oncall-prod-us-central-0.grafana.net/oncall/integrations/v1/alertmanager/", "group_by: [alertname, cluster]")

	g.add("urls/pagerduty-integration-enqueue-url", `
# Sentry → Settings → Integrations → Webhooks (legacy plugin)
Callback URLs:
  https://events.pagerduty.com/integration/«a»/enqueue
  https://hooks.acme.io/sentry/audit
`, V{"a": g.hex(32)}, "https://events.pagerduty.com/integration/", "https://hooks.acme.io/sentry/audit")

	g.add("urls/opsgenie-prometheus-apikey-query", `
      - url: "https://api.eu.opsgenie.com/v1/json/integrations/webhooks/prometheus?apiKey=«a»"
        max_alerts: 20
`, V{"a": g.uuid()}, "https://api.eu.opsgenie.com/v1/json/integrations/webhooks/prometheus?apiKey=", "max_alerts: 20")

	g.add("urls/healthchecks-crontab-uuid", `
$ crontab -l
MAILTO=""
*/15 * * * * /usr/local/bin/pg-backup.sh && curl -fsS -m 10 --retry 5 -o /dev/null https://hc-ping.com/«a»
`, V{"a": g.uuid()}, "/usr/local/bin/pg-backup.sh", "--retry 5 -o /dev/null https://hc-ping.com/")

	g.add("urls/healthchecks-ping-key-slug-start", `
PING="https://hc-ping.com/«a»/db-backup-nightly"
curl -fsS -m 10 "$PING/start"
pg_dump -Fc shop > /backups/shop-$(date +%F).dump
curl -fsS -m 10 "$PING/$?"
`, V{"a": g.b64u(22)}, "/db-backup-nightly", "pg_dump -Fc shop")

	g.add("urls/cronitor-telemetry-url", `
0 3 * * * cronitor exec nightly-etl python etl.py || curl "https://cronitor.link/p/«a»/nightly-etl?state=fail&env=production&message=etl+failed"
`, V{"a": g.hex(32)}, "https://cronitor.link/p/", "/nightly-etl?state=fail&env=production")

	g.add("urls/deadmanssnitch-check-in", `
# after the invoice run
curl -s "https://nosnch.in/«a»?m=invoices+sent:+«_n»"
`, V{"a": g.hex(10), "_n": strconv.Itoa(200 + g.r.IntN(900))}, "https://nosnch.in/", "# after the invoice run")

	g.add("urls/uptime-kuma-push-bash-loop", `
#!/usr/bin/env bash
# push heartbeat to Uptime Kuma every 60s while the VPN is up
while true; do
  if ping -c1 -W2 10.8.0.1 >/dev/null; then
    curl -fsS "https://status.home.arpa/api/push/«a»?status=up&msg=OK&ping=" >/dev/null
  fi
  sleep 60
done
`, V{"a": g.an(10)}, "https://status.home.arpa/api/push/", "?status=up&msg=OK&ping=")
}

func (g *G) urlsPushURLs() {
	g.add("urls/gotify-message-token-query-curl", `
$ curl "https://gotify.acme.home/message?token=«a»" -F "title=Backup" -F "message=nas01: 1.2 TB, 0 errors" -F "priority=5"
{"id":«_id»,"appid":3,"message":"nas01: 1.2 TB, 0 errors","title":"Backup","priority":5,"date":"2026-05-12T03:14:55+02:00"}
`, V{"a": g.urlsGotify("A"), "_id": g.digits(4)}, "https://gotify.acme.home/message?token=", `"appid":3`)

	g.add("urls/ntfy-auth-query-param-base64", `
# ntfy can't take headers from this camera, so auth goes in the query (base64 of the Authorization value)
http://ntfy.acme.net/frontdoor/publish?message=motion+detected&priority=high&auth=«a»
`, V{"a": b64raw("Bearer " + g.urlsNtfy())}, "http://ntfy.acme.net/frontdoor/publish?message=motion+detected", "priority=high")

	g.add("urls/ntfy-token-userinfo-shoutrrr", `
# docker-compose.yml (diun)
    environment:
      - DIUN_WATCH_SCHEDULE=0 */6 * * *
      - DIUN_NOTIF_NTFY_ENDPOINT=https://ntfy.acme.net
      - NOTIFY_URL=ntfy://:«a»@ntfy.acme.net/image-updates?priority=default
`, V{"a": g.urlsNtfy()}, "DIUN_WATCH_SCHEDULE=0 */6 * * *", "@ntfy.acme.net/image-updates?priority=default")

	g.add("urls/pushover-messages-query-string", `
GET https://api.pushover.net/1/messages.json?token=«a»&user=«b»&title=UPS&message=On+battery&priority=1
`, V{"a": "a" + g.an(29), "b": "u" + g.an(29)}, "https://api.pushover.net/1/messages.json?token=", "title=UPS&message=On+battery")

	g.add("urls/shoutrrr-watchtower-multi-url", `
    environment:
      WATCHTOWER_NOTIFICATIONS: shoutrrr
      WATCHTOWER_NOTIFICATION_URL: >-
        discord://«a»@«=id»
        telegram://«b»@telegram?chats=@acme_ops&parsemode=Markdown
`, V{"a": g.b64u(68), "=id": g.urlsSnow(), "b": g.telegram()}, "WATCHTOWER_NOTIFICATIONS: shoutrrr", "chats=@acme_ops&parsemode=Markdown")

	g.add("urls/apprise-yaml-config-urls", `
# ~/.config/apprise/apprise.yml
urls:
  - tgram://«a»/«_chat»:
      tag: critical
  - pover://«b»@«c»:
      tag: critical, phone
  - mailtos://alerts:«d»@smtp.fastmail.com?to=ops@acme.io:
      tag: digest
`, V{"a": g.telegram(), "_chat": g.digits(9), "b": "u" + g.an(29), "c": "a" + g.an(29), "d": g.an(16)}, "tag: critical, phone", "@smtp.fastmail.com?to=ops@acme.io")

	// Bark device keys: shape guessed.
	g.add("urls/bark-ios-push-path-key", `
curl "https://api.day.app/«a»/Backup%20done/nas01%20finished%20in%2014m?group=homelab&sound=minuet"
`, V{"a": g.an(22)}, "https://api.day.app/", "?group=homelab&sound=minuet")

	// ServerChan SendKey: shape guessed.
	g.add("urls/serverchan-sendkey-url", `
# Server酱 Turbo
requests.get("https://sctapi.ftqq.com/«a».send", params={"title": "订单同步失败", "desp": "详见日志"})
`, V{"a": "SCT" + g.digits(6) + "T" + g.an(27)}, "https://sctapi.ftqq.com/", `"title": "订单同步失败"`)
}

func (g *G) urlsSigned() {
	day, ts := g.urlsAmz()
	g.add("urls/s3-presigned-get-pasted-in-chat", `
user: the export link from the admin panel is dead already, is it the expiry?
https://acme-exports.s3.eu-west-1.amazonaws.com/reports/2026/05/q2-revenue.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«=ak»%2F«_d»%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=«_ts»&X-Amz-Expires=300&X-Amz-SignedHeaders=host&X-Amz-Signature=«a»
`, V{"=ak": g.awsID(), "_d": day, "_ts": ts, "a": g.hex(64)}, "https://acme-exports.s3.eu-west-1.amazonaws.com/reports/2026/05/q2-revenue.csv", "X-Amz-Expires=300")

	day, ts = g.urlsAmz()
	g.add("urls/s3-presigned-security-token-boto3", `
>>> s3.generate_presigned_url("get_object", Params={"Bucket": "acme-ml-datasets", "Key": "tiny/train.parquet"}, ExpiresIn=3600)
'https://acme-ml-datasets.s3.amazonaws.com/tiny/train.parquet?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«=ak»%2F«_d»%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=«_ts»&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Security-Token=«b»&X-Amz-Signature=«a»'
`, V{"=ak": g.awsTempID(), "_d": day, "_ts": ts, "b": urlsQ(g.awsSession()), "a": g.hex(64)}, `"Key": "tiny/train.parquet"`, "ExpiresIn=3600")

	day, ts = g.urlsAmz()
	g.add("urls/r2-presigned-put-curl-build-artifact", `
$ curl -X PUT --upload-file build.tar.zst \
  "https://«_acct».r2.cloudflarestorage.com/artifacts/build-«_sha».tar.zst?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«=ak»%2F«_d»%2Fauto%2Fs3%2Faws4_request&X-Amz-Date=«_ts»&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Signature=«a»"
`, V{"_acct": g.hex(32), "_sha": g.gitSHA(), "=ak": g.hex(32), "_d": day, "_ts": ts, "a": g.hex(64)}, ".r2.cloudflarestorage.com/artifacts/build-", "X-Amz-Expires=900")

	day, ts = g.urlsAmz()
	g.add("urls/gcs-v4-signed-url-gcloud-output", `
$ gcloud storage sign-url gs://acme-media-uploads/raw/interview-03.mp4 --private-key-file=signer.json --duration=2h
---
expiration: '2026-05-12 14:02:11'
http_verb: GET
resource: gs://acme-media-uploads/raw/interview-03.mp4
signed_url: https://storage.googleapis.com/acme-media-uploads/raw/interview-03.mp4?x-goog-signature=«a»&x-goog-algorithm=GOOG4-RSA-SHA256&x-goog-credential=uploader%40acme-media.iam.gserviceaccount.com%2F«_d»%2Fus%2Fstorage%2Fgoog4_request&x-goog-date=«_ts»&x-goog-expires=7200&x-goog-signedheaders=host
`, V{"a": g.hex(512), "_d": day, "_ts": ts}, "gs://acme-media-uploads/raw/interview-03.mp4", "x-goog-algorithm=GOOG4-RSA-SHA256")

	g.add("urls/gcs-v2-signed-googleaccessid-html", `
<video controls preload="metadata"
  src="https://storage.googleapis.com/acme-courses/intro/lesson-01.mp4?GoogleAccessId=cdn-signer%40acme-courses.iam.gserviceaccount.com&Expires=«_e»&Signature=«a»">
</video>
`, V{"_e": g.urlsEpoch(), "a": urlsQ(g.b64(256))}, "https://storage.googleapis.com/acme-courses/intro/lesson-01.mp4", `preload="metadata"`)

	g.add("urls/azure-blob-sas-azcopy-static-site", `
$ azcopy copy ./dist/* "https://acmestatic.blob.core.windows.net/$web?sv=2022-11-02&ss=b&srt=co&sp=rwdlacupiytfx&se=2026-06-30T18:00:00Z&st=2026-05-01T10:00:00Z&spr=https&sig=«a»" --recursive
INFO: Scanning...
Job «_job» has started
`, V{"a": g.urlsSAS(), "_job": g.uuid()}, "https://acmestatic.blob.core.windows.net/$web?sv=2022-11-02", "--recursive")

	g.add("urls/azure-service-bus-sas-token", `
Authorization: SharedAccessSignature sr=https%3A%2F%2Facme-orders.servicebus.windows.net%2Fpayments&sig=«a»&se=«_e»&skn=RootManageSharedAccessKey
`, V{"a": g.urlsSAS(), "_e": g.urlsEpoch()}, "sr=https%3A%2F%2Facme-orders.servicebus.windows.net%2Fpayments", "skn=RootManageSharedAccessKey")

	g.add("urls/cloudfront-canned-signed-video", `
<source type="video/mp4"
  src="https://«_dist».cloudfront.net/courses/«_cid»/lesson-03.mp4?Expires=«_e»&Signature=«a»&Key-Pair-Id=«_kp»">
`, V{"_dist": "d" + g.urlsLow(13), "_cid": g.uuid(), "_e": g.urlsEpoch(), "a": g.urlsCFSig(), "_kp": "K" + g.urlsUp(13)}, ".cloudfront.net/courses/", `type="video/mp4"`)

	g.add("urls/cloudfront-custom-policy-signed-url", `
2026-05-12T10:02:44Z DEBUG signer: issued https://media.acme.tv/private/season-2/ep-07.m3u8?Policy=«=p»&Signature=«a»&Key-Pair-Id=«_kp» for user_id=«_uid»
`, V{"=p": strings.NewReplacer("+", "-", "=", "_", "/", "~").Replace(b64s(`{"Statement":[{"Resource":"https://media.acme.tv/private/season-2/*","Condition":{"DateLessThan":{"AWS:EpochTime":` + g.urlsEpoch() + `}}}]}`)), "a": g.urlsCFSig(), "_kp": "APKA" + g.s(alAWS, 16), "_uid": g.digits(7)}, "https://media.acme.tv/private/season-2/ep-07.m3u8", "DEBUG signer: issued")

	g.add("urls/bunny-token-auth-query-hls", `
const src = "https://acme-vod.b-cdn.net/«_vid»/playlist.m3u8?token=«a»&expires=«_e»";
hls.loadSource(src);
`, V{"_vid": g.uuid(), "a": g.b64u(43), "_e": g.urlsEpoch()}, "https://acme-vod.b-cdn.net/", "hls.loadSource(src);")

	// Fastly token: expiry, underscore, HMAC-SHA1 hex (shape from the
	// token-auth tutorial, guessed).
	g.add("urls/fastly-token-query-hls", `
GET /hls/«_id»/master.m3u8?token=«a» HTTP/1.1
Host: media.acme.tv
Referer: https://www.acme.tv/watch/«_id»
`, V{"_id": g.b64u(11), "a": g.urlsEpoch() + "_" + g.hex(40)}, "Host: media.acme.tv", "https://www.acme.tv/watch/")

	g.add("urls/akamai-edgeauth-hdnts-hmac", `
https://live.acme-sports.com/hls/court-2/index.m3u8?hdnts=st=«_st»~exp=«_ex»~acl=/hls/court-2/*~hmac=«a»
`, V{"_st": g.urlsEpoch(), "_ex": g.urlsEpoch(), "a": g.hex(64)}, "https://live.acme-sports.com/hls/court-2/index.m3u8", "~acl=/hls/court-2/*~hmac=")

	// Backblaze B2 download authorization token: shape guessed from docs' examples.
	g.add("urls/b2-download-authorization-query", `
$ wget -O shop.dump.zst "https://f003.backblazeb2.com/file/acme-pg-backups/shop/2026-05-11.dump.zst?Authorization=«a»"
`, V{"a": "4_" + g.digits(14) + "_" + g.hex(24) + "_" + g.hex(40) + "_001_" + g.digits(14) + "_0010_dnld"}, "https://f003.backblazeb2.com/file/acme-pg-backups/shop/2026-05-11.dump.zst")

	g.add("urls/firebase-storage-download-token-json", `
{
  "displayName": "Dana K",
  "uid": "«_uid»",
  "photoURL": "https://firebasestorage.googleapis.com/v0/b/acme-app.appspot.com/o/avatars%2F«_uid»%2Fprofile.jpg?alt=media&token=«a»"
}
`, V{"_uid": g.an(28), "a": g.uuid()}, "https://firebasestorage.googleapis.com/v0/b/acme-app.appspot.com/o/avatars%2F", "?alt=media&token=")

	iat := g.urlsExp()
	g.add("urls/supabase-storage-signed-url-invoice", `
const { data } = await supabase.storage.from("invoices").createSignedUrl("2026/INV-«_n».pdf", 600)
// data.signedUrl:
// https://«_ref».supabase.co/storage/v1/object/sign/invoices/2026/INV-«_n».pdf?token=«a»
`, V{"_n": g.digits(5), "_ref": g.s(alLower, 20), "a": g.urlsJWT(fmt.Sprintf(`{"url":"invoices/2026/INV.pdf","iat":%d,"exp":%d}`, iat, iat+600))}, `createSignedUrl("2026/INV-`, "/storage/v1/object/sign/invoices/2026/INV-")

	iat = g.urlsExp()
	g.add("urls/mux-signed-playback-token", `
<mux-player
  playback-id="«_pid»"
  playback-token="«a»"
  metadata-video-title="Onboarding, part 2"
></mux-player>
<!-- https://stream.mux.com/«_pid».m3u8?token=«a» -->
`, V{"_pid": g.an(40), "a": g.jwt("RS256", fmt.Sprintf(`{"sub":"playback","aud":"v","exp":%d,"kid":"%s"}`, iat+7200, g.an(20)))}, `metadata-video-title="Onboarding, part 2"`, "https://stream.mux.com/")

	g.add("urls/vimeo-unlisted-hash-embed", `
<iframe src="https://player.vimeo.com/video/«_id»?h=«a»&badge=0&autopause=0" width="640" height="360" allow="autoplay; fullscreen"></iframe>
Share link: https://vimeo.com/«_id»/«a»
`, V{"_id": g.digits(9), "a": g.hex(10)}, "https://player.vimeo.com/video/", "&badge=0&autopause=0")
}

func (g *G) urlsCalendars() {
	g.add("urls/google-calendar-private-ical-ha", `
# configuration.yaml
calendar:
  - platform: caldav
    url: https://calendar.google.com/calendar/ical/dana.k%40acme.io/private-«a»/basic.ics
    name: Dana work
`, V{"a": g.hex(32)}, "https://calendar.google.com/calendar/ical/dana.k%40acme.io/private-", "/basic.ics", "name: Dana work")

	// Outlook published-calendar ids: lengths guessed.
	g.add("urls/outlook-published-calendar-ics", `
Published calendar (Outlook on the web → Settings → Shared calendars):
  HTML: https://outlook.office365.com/owa/calendar/«a»@acme.io/«b»/calendar.html
  ICS:  https://outlook.office365.com/owa/calendar/«a»@acme.io/«b»/calendar.ics
`, V{"a": g.hex(32), "b": g.hex(32) + g.digits(20)}, "https://outlook.office365.com/owa/calendar/", "/calendar.ics")

	// iCloud published-calendar tokens: shape guessed.
	g.add("urls/icloud-published-webcal", `
user: subscribe the family board to my iCloud calendar: webcal://p52-caldav.icloud.com/published/2/«a»
`, V{"a": "MT" + g.b64u(150)}, "webcal://p52-caldav.icloud.com/published/2/", "subscribe the family board")

	g.add("urls/fastmail-calendar-ics-link", `
- [Family](https://user.fm/calendar/v1-«a»/Family.ics) (read-only, Fastmail)
- [School holidays](https://www.schulferien.org/media/ical/deutschland/ferien_berlin_2026.ics)
`, V{"a": g.hex(32)}, "https://user.fm/calendar/v1-", "https://www.schulferien.org/media/ical/deutschland/ferien_berlin_2026.ics")

	// Nextcloud public calendar tokens: shape guessed.
	g.add("urls/nextcloud-public-calendar-export", `
$ curl -s "https://cloud.acme.home/remote.php/dav/public-calendars/«a»?export" | head -4
BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//IDN nextcloud.com//Calendar app 4.7.4//EN
CALSCALE:GREGORIAN
`, V{"a": g.urlsUp(16)}, "https://cloud.acme.home/remote.php/dav/public-calendars/", "PRODID:-//IDN nextcloud.com//Calendar app 4.7.4//EN")

	// Proton Calendar share-link parts: lengths guessed.
	g.add("urls/proton-calendar-share-link", `
Proton Calendar link for the shared "Ops rota":
https://calendar.proton.me/api/calendar/v1/url/«a»/calendar.ics?CacheKey=«=ck»&PassphraseKey=«b»
`, V{"a": g.b64u(86) + "==", "=ck": g.b64u(22) + "==", "b": g.b64u(43) + "="}, "https://calendar.proton.me/api/calendar/v1/url/", `"Ops rota"`)

	g.add("urls/airbnb-listing-ical-channel-manager", `
channels:
  - name: airbnb-loft
    listing_id: «_lid»
    import_ical: https://www.airbnb.com/calendar/ical/«_lid».ics?s=«a»
  - name: booking-loft
    import_ical: https://ical.booking.com/v1/export?t=«b»
`, V{"_lid": g.digits(18), "a": g.hex(32), "b": g.uuid()}, "https://www.airbnb.com/calendar/ical/", "https://ical.booking.com/v1/export?t=")

	g.add("urls/trello-calendar-power-up-feed", `
Board "Content calendar" → Calendar Power-Up → iCalendar feed:
https://trello.com/calendar/«_mem»/«_board»/«a».ics
`, V{"_mem": g.hex(24), "_board": g.hex(24), "a": g.hex(32)}, "https://trello.com/calendar/", `Board "Content calendar"`)
}

func (g *G) urlsFeeds() {
	g.add("urls/patreon-rss-auth-opml-with-youtube", `
<opml version="2.0"><body>
  <outline type="rss" text="Acme Cast (Patreon)" xmlUrl="https://www.patreon.com/rss/acmecast?auth=«a»"/>
  <outline type="rss" text="Acme on YouTube" xmlUrl="https://www.youtube.com/feeds/videos.xml?channel_id=UC«_ch»"/>
</body></opml>
`, V{"a": g.b64u(32), "_ch": g.b64u(22)}, "https://www.patreon.com/rss/acmecast?auth=", "https://www.youtube.com/feeds/videos.xml?channel_id=UC")

	g.add("urls/substack-private-podcast-rss", `
Your private podcast feed (do not share): https://api.substack.com/feed/podcast/«_pid»/private/«a».rss
Public feed: https://api.substack.com/feed/podcast/«_pid».rss
`, V{"_pid": g.digits(7), "a": g.uuid()}, "https://api.substack.com/feed/podcast/", ".rss")

	g.add("urls/gitlab-feed-token-atom", `
$ newsboat -x reload
Error: https://gitlab.acme.io/dashboard/issues.atom?feed_token=glft-«a»&state=opened&assignee_username=dana: 503
`, V{"a": g.b64u(20)}, "https://gitlab.acme.io/dashboard/issues.atom?feed_token=", "&state=opened&assignee_username=dana")

	// GitHub private feed tokens: shape guessed.
	g.add("urls/github-private-atom-feed", `
# ~/.newsboat/urls
https://github.com/dana-k.private.atom?token=«a» "~GitHub dashboard"
https://github.com/acme/platform/releases.atom "~platform releases"
`, V{"a": "A" + g.urlsUp(12) + g.an(43)}, "https://github.com/dana-k.private.atom?token=", "https://github.com/acme/platform/releases.atom")

	g.add("urls/redmine-atom-key-feed", `
Redmine → My account → Atom access key
https://redmine.acme.org/projects/infra/issues.atom?key=«a»&set_filter=1&tracker_id=1
`, V{"a": g.hex(40)}, "https://redmine.acme.org/projects/infra/issues.atom?key=", "&set_filter=1&tracker_id=1")

	g.add("urls/pinboard-secret-rss", `
https://feeds.pinboard.in/rss/secret:«a»/u:dana/private/
`, V{"a": g.hex(20)}, "https://feeds.pinboard.in/rss/secret:", "/u:dana/private/")
}

func (g *G) urlsAuthLinks() {
	g.add("urls/oauth-implicit-fragment-address-bar", `
user: after login the browser lands on
http://localhost:5173/callback#access_token=«a»&token_type=Bearer&expires_in=3600&scope=read%3Aorders&state=«=st»
but the SPA shows "missing token". What am I parsing wrong?
`, V{"a": g.an(40), "=st": g.b64u(16)}, "http://localhost:5173/callback#access_token=", "&token_type=Bearer&expires_in=3600")

	iat := g.urlsExp()
	g.add("urls/supabase-magic-link-fragment", `
https://app.acme.io/#access_token=«a»&expires_at=«_e»&expires_in=3600&refresh_token=«b»&token_type=bearer&type=magiclink
`, V{"a": g.urlsJWT(fmt.Sprintf(`{"aud":"authenticated","exp":%d,"sub":"%s","email":"dana@acme.io","role":"authenticated","aal":"aal1","amr":[{"method":"otp","timestamp":%d}]}`, iat+3600, g.uuid(), iat)), "_e": strconv.Itoa(iat + 3600), "b": g.b64u(22)}, "https://app.acme.io/#access_token=", "&token_type=bearer&type=magiclink")

	g.add("urls/firebase-email-signin-oobcode", `
https://acme-app.firebaseapp.com/__/auth/action?apiKey=«=k»&mode=signIn&oobCode=«a»&continueUrl=https://app.acme.io/finishSignUp&lang=en
`, V{"=k": g.googleKey(), "a": g.b64u(54)}, "https://acme-app.firebaseapp.com/__/auth/action?apiKey=", "&continueUrl=https://app.acme.io/finishSignUp&lang=en")

	g.add("urls/django-password-reset-email-body", `
You're receiving this email because you requested a password reset for your user account at shop.acme.io.

Please go to the following page and choose a new password:

https://shop.acme.io/accounts/reset/«=uid»/«a»/

Your username, in case you've forgotten: dana.k
`, V{"=uid": b64raw(strconv.Itoa(100 + g.r.IntN(90000))), "a": g.urlsDjangoTok()}, "https://shop.acme.io/accounts/reset/", "Your username, in case you've forgotten: dana.k")

	g.add("urls/devise-reset-password-rails-log", `
Started GET "/users/password/edit?reset_password_token=«a»" for «_ip» at 2026-05-12 09:14:03 +0000
Processing by Devise::PasswordsController#edit as HTML
  Parameters: {"reset_password_token"=>"[FILTERED]"}
`, V{"a": g.urlsFriendly(), "_ip": g.urlsIP()}, "Processing by Devise::PasswordsController#edit as HTML", `{"reset_password_token"=>"[FILTERED]"}`)

	g.add("urls/laravel-reset-password-tinker", `
>>> Password::createToken($user)
=> "«a»"
>>> url(route('password.reset', ['token' => '«a»', 'email' => $user->email], false))
=> "https://acme.test/reset-password/«a»?email=dana%40acme.io"
`, V{"a": g.hex(64)}, "https://acme.test/reset-password/", "?email=dana%40acme.io")

	g.add("urls/laravel-signed-verify-email-url", `
[2026-05-12 09:14:03] local.DEBUG: verification url https://acme.test/email/verify/«_id»/«=h»?expires=«_e»&signature=«a»
`, V{"_id": g.digits(4), "=h": g.hex(40), "_e": g.urlsEpoch(), "a": g.hex(64)}, "https://acme.test/email/verify/", "local.DEBUG: verification url")

	g.add("urls/wordpress-reset-key-link", `
Someone has requested a password reset for the following account:
Site Name: Acme Blog
Username: editor-dana
To set your password, visit the following address:
https://blog.acme.io/wp-login.php?action=rp&key=«a»&login=editor-dana&wp_lang=en_US
`, V{"a": g.an(20)}, "https://blog.acme.io/wp-login.php?action=rp&key=", "&login=editor-dana&wp_lang=en_US")

	iat = g.urlsExp()
	g.add("urls/keycloak-execute-actions-token", `
Your administrator has just requested that you update your Acme SSO account by performing the following action(s): Update Password.
https://sso.acme.io/realms/acme/login-actions/action-token?key=«a»&client_id=account-console&tab_id=«=tab»
This link will expire within 12 hours.
`, V{"a": g.jwt("HS512", fmt.Sprintf(`{"exp":%d,"iat":%d,"jti":"%s","iss":"https://sso.acme.io/realms/acme","aud":"https://sso.acme.io/realms/acme","sub":"%s","typ":"execute-actions","azp":"account-console","nonce":"%s","rqac":["UPDATE_PASSWORD"]}`, iat+43200, iat, g.uuid(), g.uuid(), g.uuid())), "=tab": g.b64u(11)}, "https://sso.acme.io/realms/acme/login-actions/action-token?key=", "&client_id=account-console")

	g.add("urls/auth0-passwordless-verify-redirect", `
https://acme.eu.auth0.com/passwordless/verify_redirect?scope=openid%20profile%20email&response_type=code&redirect_uri=https%3A%2F%2Fapp.acme.io%2Fcallback&verification_code=«a»&connection=email&client_id=«_cid»&email=dana%40acme.io
`, V{"a": g.digits(6), "_cid": g.an(32)}, "https://acme.eu.auth0.com/passwordless/verify_redirect?scope=openid%20profile%20email", "redirect_uri=https%3A%2F%2Fapp.acme.io%2Fcallback")

	g.add("urls/nextauth-email-callback-dev-console", `
[next-auth][debug] sendVerificationRequest
  url: http://localhost:3000/api/auth/callback/email?callbackUrl=http%3A%2F%2Flocalhost%3A3000%2Fdashboard&token=«a»&email=dana%40acme.io
`, V{"a": g.hex(64)}, "http://localhost:3000/api/auth/callback/email?callbackUrl=http%3A%2F%2Flocalhost%3A3000%2Fdashboard", "[next-auth][debug] sendVerificationRequest")

	g.add("urls/itsdangerous-login-link-flask", `
>>> s = URLSafeTimedSerializer(app.config["SECRET_KEY"], salt="magic-login")
>>> url_for("auth.magic", token=s.dumps({"uid": 42}), _external=True)
'https://portal.acme.io/login/«a»'
`, V{"a": b64raw(`{"uid":42}`) + "." + g.b64u(6) + "." + g.b64u(27)}, `salt="magic-login"`, "https://portal.acme.io/login/")

	g.add("urls/github-oauth-callback-code-log", `
127.0.0.1 - - [12/May/2026 09:14:03] "GET /auth/github/callback?code=«a»&state=«=st» HTTP/1.1" 302 -
127.0.0.1 - - [12/May/2026 09:14:04] "GET /dashboard HTTP/1.1" 200 -
`, V{"a": g.hex(20), "=st": g.b64u(22)}, "GET /auth/github/callback?code=", `"GET /dashboard HTTP/1.1" 200 -`)

	g.add("urls/cas-service-ticket-location-header", `
$ curl -si "https://sso.acme.edu/cas/login?service=https%3A%2F%2Fmoodle.acme.edu%2Flogin%2Findex.php" -b cookies.txt | grep -i location
Location: https://moodle.acme.edu/login/index.php?ticket=ST-«a»-cas01
`, V{"a": g.digits(6) + "-" + g.an(20)}, "https://moodle.acme.edu/login/index.php?ticket=ST-", "service=https%3A%2F%2Fmoodle.acme.edu%2Flogin%2Findex.php")
}

func (g *G) urlsInvites() {
	g.add("urls/slack-shared-invite-link-readme", `
## Community
Questions? Join our Slack: https://join.slack.com/t/acme-community/shared_invite/«a»
Roadmap: https://github.com/orgs/acme/projects/12
`, V{"a": "zt-" + g.urlsLow(11) + "-" + g.b64u(22)}, "https://join.slack.com/t/acme-community/shared_invite/", "https://github.com/orgs/acme/projects/")

	g.add("urls/zoom-join-link-pwd-calendar", `
DESCRIPTION:Weekly platform sync\nJoin Zoom Meeting\nhttps://us06web.zoom.us/j/«=m»?pwd=«a»\n\nAgenda: https://docs.google.com/document/d/«_doc»/edit
`, V{"=m": g.digits(11), "a": g.an(32) + ".1", "_doc": g.urlsDoc()}, "https://us06web.zoom.us/j/", "https://docs.google.com/document/d/", "Weekly platform sync")

	g.add("urls/whatsapp-telegram-group-invites", `
Parents group for class 4b:
  WhatsApp: https://chat.whatsapp.com/«a»
  Telegram (private): https://t.me/+«b»
  School announcements channel: https://t.me/acme_school_news
`, V{"a": g.an(22), "b": g.b64u(16)}, "https://chat.whatsapp.com/", "https://t.me/acme_school_news")

	// Signal group link bodies: shape guessed.
	g.add("urls/signal-group-link-fragment", `
user: here's the signal group for the incident war room: https://signal.group/#«a»
`, V{"a": "CjQKI" + g.b64u(90)}, "https://signal.group/#", "incident war room")

	iat := g.urlsExp()
	g.add("urls/jitsi-jwt-room-link", `
Standup: https://meet.acme.io/platform-standup?jwt=«a»#config.startWithAudioMuted=true
`, V{"a": g.urlsJWT(fmt.Sprintf(`{"aud":"jitsi","iss":"acme-meet","sub":"meet.acme.io","room":"platform-standup","exp":%d,"context":{"user":{"name":"Dana K","email":"dana@acme.io"}}}`, iat))}, "https://meet.acme.io/platform-standup?jwt=", "#config.startWithAudioMuted=true")

	g.add("urls/vaultwarden-org-invite-link", `
Join Acme on Vaultwarden:
https://vault.acme.io/#/accept-organization/?organizationId=«_org»&organizationUserId=«_ou»&email=dana%40acme.io&organizationName=Acme&token=«a»
`, V{"_org": g.uuid(), "_ou": g.uuid(), "a": g.urlsJWT(fmt.Sprintf(`{"nbf":%d,"exp":%d,"iss":"https://vault.acme.io|invite","sub":"%s","email":"dana@acme.io","org_id":"%s"}`, g.urlsExp(), g.urlsExp(), g.uuid(), g.uuid()))}, "https://vault.acme.io/#/accept-organization/?organizationId=", "&organizationName=Acme&token=")
}

func (g *G) urlsShares() {
	g.add("urls/nextcloud-public-share-download", `
$ wget "https://cloud.acme.home/s/«a»/download?path=%2F&files=tax-2025.pdf" -O tax-2025.pdf
`, V{"a": g.an(15)}, "https://cloud.acme.home/s/", "/download?path=%2F&files=tax-2025.pdf")

	g.add("urls/nextcloud-share-plus-password-chat", `
user: accountant link: https://cloud.acme.home/s/«a» password «b» — can you script pulling the receipts folder?
`, V{"a": g.an(15), "b": g.pw()}, "https://cloud.acme.home/s/", "can you script pulling the receipts folder?")

	g.add("urls/dropbox-scl-rlkey-link", `
Board deck: https://www.dropbox.com/scl/fi/«=id»/board-deck-Q2.pdf?rlkey=«a»&st=«=st»&dl=0
Public product video: https://www.youtube.com/watch?v=«_yt»
`, V{"=id": g.urlsLow(21), "a": g.urlsLow(25), "=st": g.urlsLow(8), "_yt": g.urlsYT()}, "https://www.dropbox.com/scl/fi/", "/board-deck-Q2.pdf?rlkey=", "https://www.youtube.com/watch?v=")

	g.add("urls/mega-file-fragment-key", `
user: the dataset is on mega: https://mega.nz/file/«=id»#«a» (about 4 GB)
`, V{"=id": g.an(8), "a": g.b64u(43)}, "https://mega.nz/file/", "(about 4 GB)")

	g.add("urls/privatebin-fragment-key", `
Paste with the recovery codes: https://paste.acme.net/?«=id»#«a»  (burn after reading)
`, V{"=id": g.hex(16), "a": g.s(alB58, 44)}, "https://paste.acme.net/?", "(burn after reading)")

	g.add("urls/bitwarden-send-link", `
Here is the Send with the VPN config: https://send.bitwarden.com/#«=aid»/«a»
`, V{"=aid": g.b64u(22), "a": g.b64u(22)}, "https://send.bitwarden.com/#", "Send with the VPN config")

	g.add("urls/excalidraw-shared-scene-key", `
Architecture sketch: https://excalidraw.com/#json=«=id»,«a»
Design doc: https://docs.google.com/document/d/«_doc»/edit#heading=h.«_h»
`, V{"=id": g.b64u(20), "a": g.b64u(22), "_doc": g.urlsDoc(), "_h": g.urlsLow(12)}, "https://excalidraw.com/#json=", "https://docs.google.com/document/d/")

	g.add("urls/wetransfer-short-link-email", `
Hi, the raw footage is here: https://we.tl/t-«a» (expires in 7 days). The edit list is https://docs.google.com/spreadsheets/d/«_doc»/edit#gid=0
`, V{"a": g.an(10), "_doc": g.urlsDoc()}, "https://we.tl/t-", "https://docs.google.com/spreadsheets/d/")

	// File Browser share hashes: length guessed.
	g.add("urls/filebrowser-share-hash", `
$ curl -s -X POST -H "X-Auth: $FB_JWT" https://files.acme.home/api/share/media/movies/trailer.mkv -d '{"expires":"24","unit":"hours"}'
{"hash":"«a»","path":"/media/movies/trailer.mkv","userID":1,"expire":«_e»}
# link: https://files.acme.home/share/«a»
`, V{"a": g.b64u(8), "_e": g.urlsEpoch()}, `"path":"/media/movies/trailer.mkv"`, "https://files.acme.home/share/", "X-Auth: $FB_JWT")
}

func (g *G) urlsDashboards() {
	g.add("urls/grafana-public-dashboard-vs-internal", `
Internal (needs SSO): https://grafana.acme.io/d/«_uid»/checkout-overview?orgId=1&from=now-6h&to=now
Public status board:  https://grafana.acme.io/public-dashboards/«a»
`, V{"_uid": g.b64u(9), "a": g.hex(32)}, "https://grafana.acme.io/d/", "/checkout-overview?orgId=1&from=now-6h&to=now", "https://grafana.acme.io/public-dashboards/")

	g.add("urls/grafana-snapshot-create-response", `
$ curl -s -X POST -H "Authorization: Bearer $GRAFANA_SA" -H 'Content-Type: application/json' \
    https://grafana.acme.io/api/snapshots -d @snapshot.json
{"deleteKey":"«b»","deleteUrl":"https://grafana.acme.io/api/snapshots-delete/«b»","id":«_id»,"key":"«a»","url":"https://grafana.acme.io/dashboard/snapshot/«a»"}
`, V{"b": g.an(32), "_id": g.digits(3), "a": g.an(32)}, "https://grafana.acme.io/api/snapshots-delete/", "https://grafana.acme.io/dashboard/snapshot/", "Authorization: Bearer $GRAFANA_SA")

	iat := g.urlsExp()
	g.add("urls/metabase-embed-iframe-jwt", `
<iframe
  src="https://metabase.acme.io/embed/dashboard/«a»#bordered=true&titled=false&theme=night"
  frameborder="0" width="100%" height="900" allowtransparency></iframe>
`, V{"a": g.urlsJWT(fmt.Sprintf(`{"resource":{"dashboard":%d},"params":{"customer_id":[%d]},"exp":%d}`, 3+g.r.IntN(40), 1000+g.r.IntN(9000), iat))}, "https://metabase.acme.io/embed/dashboard/", "#bordered=true&titled=false&theme=night")

	iat = g.urlsExp()
	g.add("urls/metabase-embed-secret-and-url-node", `
const METABASE_SITE_URL = "https://metabase.acme.io";
const METABASE_SECRET_KEY = "«b»";

const token = jwt.sign({ resource: { question: 118 }, params: {}, exp: Math.round(Date.now() / 1000) + 600 }, METABASE_SECRET_KEY);
const iframeUrl = METABASE_SITE_URL + "/embed/question/" + token + "#bordered=true";
// e.g. https://metabase.acme.io/embed/question/«a»#bordered=true
`, V{"b": g.hex(64), "a": g.urlsJWT(fmt.Sprintf(`{"resource":{"question":118},"params":{},"exp":%d}`, iat))}, `"/embed/question/"`, "resource: { question: 118 }")

	g.add("urls/redash-query-results-api-key", `
=IMPORTDATA("https://redash.acme.io/api/queries/«_q»/results.csv?api_key=«a»")
`, V{"_q": strconv.Itoa(100 + g.r.IntN(900)), "a": g.an(40)}, "=IMPORTDATA(\"https://redash.acme.io/api/queries/", "/results.csv?api_key=")

	g.add("urls/looker-signed-embed-url", `
https://acme.looker.com/login/embed/%2Fembed%2Fdashboards%2F«_d»?nonce=%22«=n»%22&time=«_t»&session_length=3600&external_user_id=%22cust-«_c»%22&permissions=%5B%22access_data%22%2C%22see_looks%22%5D&models=%5B%22ecommerce%22%5D&access_filters=%7B%7D&first_name=%22Dana%22&last_name=%22K%22&force_logout_login=true&signature=«a»
`, V{"_d": strconv.Itoa(10 + g.r.IntN(400)), "=n": g.an(16), "_t": g.urlsEpoch(), "_c": g.digits(5), "a": urlsQ(g.b64(20))}, "https://acme.looker.com/login/embed/%2Fembed%2Fdashboards%2F", "session_length=3600")

	// Tableau trusted tickets: shape guessed from docs' examples.
	g.add("urls/tableau-trusted-ticket-path", `
2026-05-12 10:02:44 INFO  TrustedAuth  redirecting to https://tableau.acme.io/trusted/«a»/views/SalesOverview/Regional?:embed=yes&:toolbar=no
`, V{"a": g.b64(16) + ":" + g.an(24)}, "https://tableau.acme.io/trusted/", "/views/SalesOverview/Regional?:embed=yes&:toolbar=no")

	iat = g.urlsExp()
	g.add("urls/opensearch-dashboards-jwt-url-param", `
https://logs.acme.io/app/discover?token=«a»#/view/«_v»?_g=(time:(from:now-24h,to:now))
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"sub":"support-viewer","roles":["readall"],"exp":%d}`, iat)), "_v": g.uuid()}, "https://logs.acme.io/app/discover?token=", "?_g=(time:(from:now-24h,to:now))")
}

func (g *G) urlsRemote() {
	g.add("urls/jupyter-lab-startup-token", `
[I 2026-05-12 09:14:03.118 ServerApp] Jupyter Server 2.14.0 is running at:
[I 2026-05-12 09:14:03.118 ServerApp] http://localhost:8888/lab?token=«a»
[I 2026-05-12 09:14:03.118 ServerApp]     http://127.0.0.1:8888/lab?token=«a»
    To access the server, open this file in a browser:
        file:///home/dev/.local/share/jupyter/runtime/jpserver-«_pid»-open.html
`, V{"a": g.hex(48), "_pid": strconv.Itoa(1000 + g.r.IntN(60000))}, "Jupyter Server 2.14.0 is running at:", "file:///home/dev/.local/share/jupyter/runtime/jpserver-")

	g.add("urls/vscode-serve-web-tkn", `
$ code serve-web --host 0.0.0.0 --port 8000
*
* Visual Studio Code Server
*
Web UI available at http://0.0.0.0:8000?tkn=«a»
`, V{"a": g.uuid()}, "code serve-web --host 0.0.0.0 --port 8000", "Web UI available at http://0.0.0.0:8000?tkn=")

	g.add("urls/guacamole-client-token-url", `
https://guac.acme.io/guacamole/#/client/«_cid»?token=«a»
`, V{"_cid": b64s("14\x00c\x00postgresql"), "a": g.s(alHexU, 64)}, "https://guac.acme.io/guacamole/#/client/", "?token=")

	g.add("urls/novnc-password-param-bookmark", `
Bookmark: Lab console → https://kvm.acme.home:6080/vnc.html?host=kvm.acme.home&port=6080&autoconnect=true&resize=scale&password=«a»
`, V{"a": g.pwURL()}, "https://kvm.acme.home:6080/vnc.html?host=kvm.acme.home&port=6080&autoconnect=true&resize=scale", "Bookmark: Lab console")

	g.add("urls/proxmox-vncticket-websocket-url", `
WebSocket connection to 'wss://pve.acme.home:8006/api2/json/nodes/pve1/qemu/104/vncwebsocket?port=5900&vncticket=«a»' failed: Error during WebSocket handshake: Unexpected response code: 401
`, V{"a": urlsQ("PVEVNC:" + g.s(alHexU, 8) + "::" + g.b64(256))}, "wss://pve.acme.home:8006/api2/json/nodes/pve1/qemu/104/vncwebsocket?port=5900", "Unexpected response code: 401")

	g.add("urls/vnc-userinfo-open-macos", `
$ open "vnc://admin:«a»@10.20.0.15:5900"
`, V{"a": g.pwURL()}, "@10.20.0.15:5900")

	// marimo access tokens: shape guessed.
	g.add("urls/marimo-edit-access-token", `
$ marimo edit notebooks/churn.py --host 0.0.0.0

        Edit notebooks/churn.py in your browser 📝

        ➜  URL: http://0.0.0.0:2718?access_token=«a»
`, V{"a": g.b64u(22)}, "marimo edit notebooks/churn.py --host 0.0.0.0", "http://0.0.0.0:2718?access_token=")
}

func (g *G) urlsGit() {
	g.add("urls/git-remote-v-x-access-token", `
$ git remote -v
origin	https://x-access-token:«a»@github.com/acme/payments-api.git (fetch)
origin	https://x-access-token:«a»@github.com/acme/payments-api.git (push)
$ git log -1 --format=%H
«_sha»
`, V{"a": g.ghs(), "_sha": g.gitSHA()}, "@github.com/acme/payments-api.git (fetch)", "git log -1 --format=%H")

	g.add("urls/git-config-remote-oauth2-glpat", `
[remote "origin"]
	url = https://oauth2:«a»@gitlab.acme.io/platform/terraform-modules.git
	fetch = +refs/heads/*:refs/remotes/origin/*
[branch "main"]
	remote = origin
`, V{"a": g.glpat()}, "@gitlab.acme.io/platform/terraform-modules.git", "fetch = +refs/heads/*:refs/remotes/origin/*")

	g.add("urls/bitbucket-x-token-auth-clone-ci", `
# bitbucket-pipelines.yml
          - git clone https://x-token-auth:«a»@bitbucket.org/acme/mobile-shared.git shared
`, V{"a": "ATCTT3xFfGN0" + g.b64u(170) + "=" + g.s(alHexU, 8)}, "@bitbucket.org/acme/mobile-shared.git shared", "# bitbucket-pipelines.yml")

	g.add("urls/azure-devops-pat-userinfo-clone", `
PS> git clone https://«a»@dev.azure.com/acme/Platform/_git/infra-live
Cloning into 'infra-live'...
`, V{"a": g.azDevops()}, "@dev.azure.com/acme/Platform/_git/infra-live", "Cloning into 'infra-live'...")

	g.add("urls/huggingface-userinfo-remote", `
$ git remote set-url origin https://dana:«a»@huggingface.co/acme/llama-ft-ckpt
$ git lfs push origin main
Uploading LFS objects: 100% (4/4), 13 GB | 41 MB/s, done.
`, V{"a": g.hfTok()}, "@huggingface.co/acme/llama-ft-ckpt", "Uploading LFS objects: 100% (4/4)")

	g.add("urls/git-auth-failed-userinfo-error", `
remote: HTTP Basic: Access denied. If a password was provided for Git authentication, the password was incorrect or you're required to use a token instead of a password.
fatal: Authentication failed for 'https://deploy:«a»@git.acme.io/acme/site.git/'
`, V{"a": g.pw()}, "@git.acme.io/acme/site.git/'", "remote: HTTP Basic: Access denied.")

	g.add("urls/gitconfig-insteadof-token-goprivate", `
$ cat ~/.gitconfig
[url "https://oauth2:«a»@gitlab.com/"]
	insteadOf = https://gitlab.com/
$ go env GOPRIVATE
gitlab.com/acme/*
`, V{"a": g.glpat()}, "insteadOf = https://gitlab.com/", "gitlab.com/acme/*")

	g.add("urls/requirements-git-dependency-token-sha", `
acme-sdk @ git+https://«a»@github.com/acme/acme-sdk-python.git@«_sha»
requests==2.32.3
`, V{"a": g.ghp(), "_sha": g.gitSHA()}, "@github.com/acme/acme-sdk-python.git@", "requests==2.32.3")

	g.add("urls/package-json-git-dep-x-oauth-basic", `
  "dependencies": {
    "@acme/ui": "git+https://«a»:x-oauth-basic@github.com/acme/acme-ui.git#v3.2.0",
    "react": "^18.3.1"
  }
`, V{"a": g.ghp()}, ":x-oauth-basic@github.com/acme/acme-ui.git#v3.2.0", `"react": "^18.3.1"`)

	g.add("urls/cargo-git-dep-token-rev", `
[dependencies]
acme-proto = { git = "https://oauth2:«a»@gitlab.com/acme/proto.git", rev = "«_rev»" }
tokio = { version = "1.38", features = ["full"] }
`, V{"a": g.glpat(), "_rev": g.hex(7)}, "@gitlab.com/acme/proto.git", `tokio = { version = "1.38", features = ["full"] }`)

	g.add("urls/terraform-module-source-git-userinfo", `
module "vpc" {
  source = "git::https://tf-reader:«a»@git.acme.io/infra/modules.git//vpc?ref=v4.2.1"
  cidr   = "10.40.0.0/16"
}
`, V{"a": g.pwURL()}, "@git.acme.io/infra/modules.git//vpc?ref=v4.2.1", `cidr   = "10.40.0.0/16"`)

	// raw.githubusercontent.com ?token= values: shape guessed.
	g.add("urls/github-raw-private-token-curl-bash", `
user: the bootstrap one-liner from the wiki:
curl -fsSL "https://raw.githubusercontent.com/acme/private-bootstrap/main/install.sh?token=«a»" | bash
`, V{"a": "GHSAT0AAAAAAC" + g.urlsUp(30)}, "https://raw.githubusercontent.com/acme/private-bootstrap/main/install.sh?token=", "| bash")

	g.add("urls/gitlab-raw-file-private-token", `
curl -s "https://gitlab.acme.io/api/v4/projects/«_pid»/repository/files/ci%2Fdeploy.sh/raw?ref=main&private_token=«a»" -o deploy.sh
`, V{"_pid": g.digits(4), "a": g.glpat()}, "https://gitlab.acme.io/api/v4/projects/", "/repository/files/ci%2Fdeploy.sh/raw?ref=main&private_token=")
}

func (g *G) urlsRegistries() {
	g.add("urls/pip-install-gitlab-pypi-token", `
$ pip install acme-ml==2.3.1 --index-url https://__token__:«a»@gitlab.com/api/v4/projects/«_pid»/packages/pypi/simple
`, V{"a": g.glpat(), "_pid": g.digits(8)}, "acme-ml==2.3.1 --index-url https://__token__:", "/packages/pypi/simple")

	g.add("urls/pip-conf-extra-index-nexus-userinfo", `
# /etc/pip.conf
[global]
index-url = https://pypi.org/simple
extra-index-url = https://ci-reader:«a»@nexus.acme.io/repository/pypi-internal/simple
timeout = 30
`, V{"a": g.pwURL()}, "index-url = https://pypi.org/simple", "@nexus.acme.io/repository/pypi-internal/simple")

	// Cloudsmith entitlement tokens: length guessed.
	g.add("urls/cloudsmith-entitlement-path", `
[[tool.poetry.source]]
name = "acme-internal"
url = "https://dl.cloudsmith.io/«a»/acme/internal/python/simple/"
priority = "supplemental"
`, V{"a": g.an(16)}, "https://dl.cloudsmith.io/", "/acme/internal/python/simple/", `priority = "supplemental"`)

	g.add("urls/packagecloud-token-userinfo-apt", `
deb [signed-by=/etc/apt/keyrings/acme_prod-archive-keyring.gpg] https://«a»:@packagecloud.io/acme/prod/ubuntu/ jammy main
`, V{"a": g.hex(48)}, "@packagecloud.io/acme/prod/ubuntu/ jammy main", "signed-by=/etc/apt/keyrings/acme_prod-archive-keyring.gpg")

	g.add("urls/npmrc-authtoken-per-registry", `
@acme:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=«a»
//registry.npmjs.org/:_authToken=«b»
engine-strict=true
`, V{"a": g.ghp(), "b": g.npmTok()}, "@acme:registry=https://npm.pkg.github.com", "engine-strict=true")

	g.add("urls/artifactory-userinfo-api-key-download", `
curl -fL -o acme-cli.tgz "https://ci-bot:«a»@acme.jfrog.io/artifactory/generic-local/tools/acme-cli-4.1.0.tgz"
`, V{"a": "AKCp8" + g.an(68)}, "@acme.jfrog.io/artifactory/generic-local/tools/acme-cli-4.1.0.tgz")

	g.add("urls/maven-settings-mirror-url-userinfo", `
<mirrors>
  <mirror>
    <id>nexus</id>
    <mirrorOf>*</mirrorOf>
    <url>https://deploy:«a»@nexus.acme.io/repository/maven-public/</url>
  </mirror>
</mirrors>
`, V{"a": g.pwURL()}, "@nexus.acme.io/repository/maven-public/</url>", "<mirrorOf>*</mirrorOf>")

	g.add("urls/myget-preauthenticated-feed-nuget-config", `
<configuration>
  <packageSources>
    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" protocolVersion="3" />
    <add key="acme" value="https://www.myget.org/F/acme-private/auth/«a»/api/v3/index.json" />
  </packageSources>
</configuration>
`, V{"a": g.uuid()}, `value="https://api.nuget.org/v3/index.json"`, "https://www.myget.org/F/acme-private/auth/")

	g.add("urls/composer-satis-url-userinfo", `
    "repositories": [
        {
            "type": "composer",
            "url": "https://ci:«a»@satis.acme.io"
        }
    ],
    "require": { "acme/billing-bundle": "^5.2" }
`, V{"a": g.pwURL()}, `"require": { "acme/billing-bundle": "^5.2" }`, `@satis.acme.io"`)

	g.add("urls/gemfile-sidekiq-pro-source-userinfo", `
source "https://rubygems.org"
source "https://«=u»:«a»@gems.contribsys.com/" do
  gem "sidekiq-pro"
end
gem "rails", "~> 7.1.3"
`, V{"=u": g.hex(8), "a": g.hex(8)}, `source "https://rubygems.org"`, `gem "sidekiq-pro"`, "@gems.contribsys.com/")

	g.add("urls/helm-repo-add-harbor-robot-userinfo", `
$ helm repo add platform "https://robot%24ci:«a»@harbor.acme.io/chartrepo/platform"
"platform" has been added to your repositories
`, V{"a": g.an(32)}, "@harbor.acme.io/chartrepo/platform", `"platform" has been added to your repositories`)

	g.add("urls/docker-registry-catalog-userinfo", `
$ curl -s https://admin:«a»@registry.acme.home:5000/v2/_catalog
{"repositories":["api","web","worker"]}
`, V{"a": g.pwURL()}, "@registry.acme.home:5000/v2/_catalog", `{"repositories":["api","web","worker"]}`)

	g.add("urls/goproxy-athens-userinfo", `
export GOPROXY=https://gobot:«a»@athens.acme.io,https://proxy.golang.org,direct
export GONOSUMDB=git.acme.io/*
`, V{"a": g.an(24)}, "@athens.acme.io,https://proxy.golang.org,direct", "GONOSUMDB=git.acme.io/*")

	g.add("urls/deno-auth-tokens-env", `
export DENO_AUTH_TOKENS=«a»@deno.acme.io;«b»@raw.githubusercontent.com
deno run --allow-net https://deno.acme.io/x/acme_cli@1.2.0/main.ts
`, V{"a": g.an(40), "b": g.ghp()}, "https://deno.acme.io/x/acme_cli@1.2.0/main.ts", "@raw.githubusercontent.com")
}

func (g *G) urlsConn() {
	g.add("urls/redis-cloud-url-sidekiq", `
# config/sidekiq.yml is fine, the URL comes from the env:
REDIS_URL=redis://:«a»@redis-17321.c1.eu-west-1-2.ec2.redns.redis-cloud.com:17321/0
`, V{"a": g.an(32)}, "@redis-17321.c1.eu-west-1-2.ec2.redns.redis-cloud.com:17321/0")

	g.add("urls/amqps-cloudamqp-celery", `
CELERY_BROKER_URL = "amqps://«=u»:«a»@rattlesnake.rmq.cloudamqp.com/«=u»"
CELERY_RESULT_BACKEND = "rpc://"
`, V{"=u": g.s(alLower, 8), "a": g.b64u(32)}, "@rattlesnake.rmq.cloudamqp.com/", `CELERY_RESULT_BACKEND = "rpc://"`)

	g.add("urls/mongodb-srv-compass-paste", `
user: Compass connects with this but my Node app times out:
mongodb+srv://app_rw:«a»@cluster0.«_c».mongodb.net/shop?retryWrites=true&w=majority&appName=Cluster0
`, V{"a": g.pwURL(), "_c": g.urlsLow(5)}, "mongodb+srv://app_rw:", "/shop?retryWrites=true&w=majority&appName=Cluster0")

	g.add("urls/neon-postgres-url-sslmode", `
DATABASE_URL="postgresql://neondb_owner:npg_«a»@ep-«_ep»-pooler.eu-central-1.aws.neon.tech/neondb?sslmode=require&channel_binding=require"
`, V{"a": g.an(12), "_ep": g.s(alLower, 5) + "-" + g.s(alLower, 5) + "-" + g.urlsLow(8)}, "postgresql://neondb_owner:npg_", "-pooler.eu-central-1.aws.neon.tech/neondb?sslmode=require&channel_binding=require")

	g.add("urls/planetscale-mysql-url", `
DATABASE_URL='mysql://«=u»:pscale_pw_«a»@aws.connect.psdb.cloud/acme-shop?sslaccept=strict'
`, V{"=u": g.urlsLow(12), "a": g.b64u(43)}, "@aws.connect.psdb.cloud/acme-shop?sslaccept=strict")

	g.add("urls/lftp-sftp-userinfo-mirror", `
lftp sftp://deploy:«a»@files.partner-logistics.example:2222 -e "mirror -R ./out /inbound; bye"
`, V{"a": g.pwURL()}, "@files.partner-logistics.example:2222", `mirror -R ./out /inbound; bye`)

	g.add("urls/wget-ftp-userinfo-mirror", `
$ wget -m "ftp://mirror:«a»@ftp.acme-legacy.com/exports/2026/"
--2026-05-12 03:00:01--  ftp://mirror:*password*@ftp.acme-legacy.com/exports/2026/
`, V{"a": g.pw()}, "ftp://mirror:*password*@ftp.acme-legacy.com/exports/2026/", "@ftp.acme-legacy.com/exports/2026/\"")

	g.add("urls/gio-mount-smb-domain-userinfo", `
$ gio mount "smb://ACME;dana:«a»@fs01.acme.local/finance"
$ ls /run/user/1000/gvfs/
smb-share:server=fs01.acme.local,share=finance,user=dana
`, V{"a": g.pwURL()}, "@fs01.acme.local/finance", "smb-share:server=fs01.acme.local,share=finance,user=dana")

	g.add("urls/clickhouse-cloud-https-userinfo-query", `
$ curl 'https://default:«a»@«_id».eu-west-1.aws.clickhouse.cloud:8443/?query=SELECT%20count()%20FROM%20events'
18220931
`, V{"a": g.an(14) + "_" + g.an(6), "_id": g.urlsLow(10)}, ".eu-west-1.aws.clickhouse.cloud:8443/?query=SELECT%20count()%20FROM%20events")

	g.add("urls/nats-token-url-cli", `
$ nats sub -s nats://«a»@nats.acme.internal:4222 'orders.>'
12:04:11 Subscribing on orders.>
`, V{"a": g.an(32)}, "@nats.acme.internal:4222 'orders.>'", "Subscribing on orders.>")

	g.add("urls/mosquitto-pub-mqtts-url", `
mosquitto_pub -L "mqtts://sensor-07:«a»@«_h».s1.eu.hivemq.cloud:8883/greenhouse/07/temp" -m 21.4 --capath /etc/ssl/certs
`, V{"a": g.pwURL(), "_h": g.hex(32)}, ".s1.eu.hivemq.cloud:8883/greenhouse/07/temp", "--capath /etc/ssl/certs")

	g.add("urls/frigate-rtsp-camera-userinfo", `
cameras:
  driveway:
    ffmpeg:
      inputs:
        - path: rtsp://admin:«a»@192.168.10.21:554/cam/realmonitor?channel=1&subtype=0
          roles: [detect, record]
`, V{"a": g.pwURL()}, "@192.168.10.21:554/cam/realmonitor?channel=1&subtype=0", "roles: [detect, record]")

	g.add("urls/gtk-bookmarks-davs-userinfo", `
$ cat ~/.config/gtk-3.0/bookmarks
file:///home/dana/Projects Projects
davs://dana:«a»@cloud.acme.home/remote.php/dav/files/dana/ Nextcloud
`, V{"a": g.pwURL()}, "file:///home/dana/Projects Projects", "@cloud.acme.home/remote.php/dav/files/dana/ Nextcloud")

	g.add("urls/jdbc-url-password-query-param", `
spring.datasource.url=jdbc:postgresql://db.acme.io:5432/orders?user=report&password=«a»&ssl=true&sslmode=verify-full
spring.datasource.hikari.maximum-pool-size=10
`, V{"a": g.pwURL()}, "jdbc:postgresql://db.acme.io:5432/orders?user=report&password=", "&ssl=true&sslmode=verify-full")

	g.add("urls/https-proxy-env-userinfo", `
export HTTPS_PROXY=http://dana.k:«a»@proxy.corp.acme.com:3128
export NO_PROXY=localhost,127.0.0.1,.acme.internal,169.254.169.254
`, V{"a": g.pwURL()}, "@proxy.corp.acme.com:3128", "NO_PROXY=localhost,127.0.0.1,.acme.internal,169.254.169.254")
}

func (g *G) urlsQuery() {
	g.add("urls/google-static-maps-key-with-gtag", `
<script async src="https://www.googletagmanager.com/gtag/js?id=«_ga»"></script>
<img alt="Office map" src="https://maps.googleapis.com/maps/api/staticmap?center=Invalidenstr.+117,Berlin&zoom=15&size=640x320&markers=color:red%7C52.5311,13.3849&key=«a»">
`, V{"_ga": g.urlsGA(), "a": g.googleKey()}, "https://www.googletagmanager.com/gtag/js?id=", "https://maps.googleapis.com/maps/api/staticmap?center=Invalidenstr.+117,Berlin")

	g.add("urls/trello-key-and-token-query", `
$ curl -s "https://api.trello.com/1/boards/«_b»/cards?key=«a»&token=«b»&fields=name,due" | jq length
42
`, V{"_b": g.an(8), "a": g.hex(32), "b": "ATTA" + g.hex(64) + g.s(alHexU, 8)}, "https://api.trello.com/1/boards/", "&fields=name,due")

	g.add("urls/matomo-token-auth-reporting", `
https://analytics.acme.io/index.php?module=API&method=VisitsSummary.get&idSite=3&period=day&date=yesterday&format=JSON&token_auth=«a»
`, V{"a": g.hex(32)}, "method=VisitsSummary.get&idSite=3&period=day&date=yesterday&format=JSON")

	g.add("urls/openexchangerates-app-id-is-secret", `
FetchError: request to https://openexchangerates.org/api/latest.json?app_id=«a»&base=USD&symbols=EUR,GBP failed, reason: getaddrinfo ENOTFOUND openexchangerates.org
`, V{"a": g.hex(32)}, "https://openexchangerates.org/api/latest.json?app_id=", "&base=USD&symbols=EUR,GBP")

	g.add("urls/here-geocode-apikey", `
GET https://geocode.search.hereapi.com/v1/geocode?q=Invalidenstr+117+Berlin&lang=de-DE&apiKey=«a»
`, V{"a": g.b64u(43)}, "https://geocode.search.hereapi.com/v1/geocode?q=Invalidenstr+117+Berlin&lang=de-DE")

	g.add("urls/yandex-maps-apikey-script-tag", `
<script src="https://api-maps.yandex.ru/2.1/?apikey=«a»&lang=ru_RU" type="text/javascript"></script>
<script src="https://mc.yandex.ru/metrika/tag.js"></script>
`, V{"a": g.uuid()}, "https://api-maps.yandex.ru/2.1/?apikey=", "&lang=ru_RU", "https://mc.yandex.ru/metrika/tag.js")

	g.add("urls/github-client-id-secret-query-legacy", `
# old rate-limit workaround still in the cron script
curl -s "https://api.github.com/repos/acme/platform/releases/latest?client_id=«_cid»&client_secret=«a»" | jq -r .tag_name
`, V{"_cid": "Iv1." + g.hex(16), "a": g.hex(40)}, "https://api.github.com/repos/acme/platform/releases/latest?client_id=", "| jq -r .tag_name")

	g.add("urls/vendor-download-license-param", `
curl -fLo acme-db-enterprise.tar.gz "https://downloads.acme-db.com/enterprise/7.2.1/linux-amd64?license=«a»"
sha256sum -c acme-db-enterprise.tar.gz.sha256
`, V{"a": g.urlsUp(5) + "-" + g.urlsUp(5) + "-" + g.urlsUp(5) + "-" + g.urlsUp(5) + "-" + g.urlsUp(5)}, "https://downloads.acme-db.com/enterprise/7.2.1/linux-amd64?license=", "sha256sum -c")

	g.add("urls/maxmind-geoip-download-license-key", `
RUN curl -fsSL "https://download.maxmind.com/app/geoip_download?edition_id=GeoLite2-City&license_key=«a»&suffix=tar.gz" | tar -xz --strip-components=1 -C /usr/share/GeoIP
`, V{"a": g.an(6) + "_" + g.an(29) + "_mmk"}, "https://download.maxmind.com/app/geoip_download?edition_id=GeoLite2-City&license_key=", "&suffix=tar.gz")

	g.add("urls/algolia-search-key-public-admin-in-query", `
// browser: search-only key, meant to be public
const client = algoliasearch("«_app»", "«_search»");
// ops script, NOT for the browser:
// curl -X POST "https://«_app».algolia.net/1/indexes/products/clear?x-algolia-application-id=«_app»&x-algolia-api-key=«a»"
`, V{"_app": g.urlsUp(10), "_search": g.hex(32), "a": g.hex(32)}, "/1/indexes/products/clear?x-algolia-application-id=", "search-only key, meant to be public")

	g.add("urls/wunderground-pws-upload-password", `
GET /weatherstation/updateweatherstation.php?ID=«_st»&PASSWORD=«a»&dateutc=now&tempf=68.2&humidity=51&baromin=29.92&action=updateraw HTTP/1.1
Host: rtupdate.wunderground.com
`, V{"_st": "IBERLI" + g.digits(3), "a": g.an(8)}, "/weatherstation/updateweatherstation.php?ID=", "&dateutc=now&tempf=68.2&humidity=51", "Host: rtupdate.wunderground.com")

	g.add("urls/pvoutput-addstatus-key-sid", `
https://pvoutput.org/service/r2/addstatus.jsp?key=«a»&sid=«_sid»&d=20260512&t=14:05&v2=3120&v6=238.4
`, V{"a": g.hex(40), "_sid": g.digits(5)}, "https://pvoutput.org/service/r2/addstatus.jsp?key=", "&d=20260512&t=14:05&v2=3120&v6=238.4")

	g.add("urls/duckdns-update-crontab", `
*/5 * * * * echo url="https://www.duckdns.org/update?domains=acme-home&token=«a»&ip=" | curl -k -o ~/duckdns/duck.log -K -
`, V{"a": g.uuid()}, "https://www.duckdns.org/update?domains=acme-home&token=", "curl -k -o ~/duckdns/duck.log -K -")

	g.add("urls/noip-dyndns2-userinfo-update", `
$ curl "https://dana:«a»@dynupdate.no-ip.com/nic/update?hostname=acme-lab.ddns.net&myip=«_ip»"
good «_ip»
`, V{"a": g.pwURL(), "_ip": g.urlsIP()}, "@dynupdate.no-ip.com/nic/update?hostname=acme-lab.ddns.net&myip=")

	g.add("urls/freedns-update-query-only-token", `
# FreeDNS: the whole query string is the update key
0 * * * * wget -q -O - "https://freedns.afraid.org/dynamic/update.php?«a»" >> /var/log/freedns.log
`, V{"a": b64s(g.an(24) + ":" + g.digits(8))}, "https://freedns.afraid.org/dynamic/update.php?", ">> /var/log/freedns.log")

	g.add("urls/recaptcha-siteverify-secret-vs-sitekey", `
<div class="g-recaptcha" data-sitekey="«_site»"></div>
...
$ curl -s -X POST "https://www.google.com/recaptcha/api/siteverify?secret=«a»&response=$TOKEN"
`, V{"_site": "6L" + g.b64u(38), "a": "6L" + g.b64u(38)}, `class="g-recaptcha"`, "https://www.google.com/recaptcha/api/siteverify?secret=", "&response=$TOKEN")

	g.add("urls/twilio-userinfo-messages-url", `
$ curl -X POST "https://«=sid»:«a»@api.twilio.com/2010-04-01/Accounts/«=sid»/Messages.json" \
    --data-urlencode "Body=Your order #«_o» has shipped" --data-urlencode "To=+14155550100" --data-urlencode "From=+14155550199"
`, V{"=sid": g.twilioSID(), "a": g.hex(32), "_o": g.digits(6)}, "@api.twilio.com/2010-04-01/Accounts/", `--data-urlencode "To=+14155550100"`)

	g.add("urls/mailgun-userinfo-api-key", `
requests.post("https://api:«a»@api.eu.mailgun.net/v3/mg.acme.io/messages",
              data={"from": "Acme <noreply@mg.acme.io>", "to": ["dana@acme.io"], "subject": "Weekly report"})
`, V{"a": g.mailgun()}, "@api.eu.mailgun.net/v3/mg.acme.io/messages", `"subject": "Weekly report"`)

	g.add("urls/whmcs-autoauth-hash-link", `
https://billing.acme-host.com/dologin.php?email=dana%40acme.io&timestamp=«_t»&hash=«a»&goto=clientarea.php%3Faction%3Dservices
`, V{"_t": g.urlsEpoch(), "a": g.hex(40)}, "https://billing.acme-host.com/dologin.php?email=dana%40acme.io&timestamp=", "&goto=clientarea.php%3Faction%3Dservices")

	g.add("urls/adzuna-app-id-app-key-pair", `
GET https://api.adzuna.com/v1/api/jobs/gb/search/1?app_id=«=id»&app_key=«a»&results_per_page=20&what=golang&where=london&content-type=application/json
`, V{"=id": g.hex(8), "a": g.hex(32)}, "https://api.adzuna.com/v1/api/jobs/gb/search/1?app_id=", "&results_per_page=20&what=golang&where=london")

	g.add("urls/contentful-preview-token-console-401", `
GET https://preview.contentful.com/spaces/«_space»/environments/master/entries?content_type=blogPost&locale=en-US&access_token=«a» 401 (Unauthorized)
`, V{"_space": g.urlsLow(12), "a": g.b64u(43)}, "https://preview.contentful.com/spaces/", "/environments/master/entries?content_type=blogPost&locale=en-US")

	g.add("urls/router-cgi-pass-param", `
# old OpenWrt-ish router at the cabin, reboot over the VPN
curl -s "http://192.168.8.1/cgi-bin/api?action=reboot&user=root&pass=«a»"
`, V{"a": g.pwURL()}, "http://192.168.8.1/cgi-bin/api?action=reboot&user=root&pass=")

	g.add("urls/mapbox-pk-style-public-and-sk-upload", `
const tiles = "https://api.mapbox.com/styles/v1/acme-maps/«_style»/tiles/256/{z}/{x}/{y}@2x?access_token=«_pk»";
// upload from the build server:
// curl -X POST "https://api.mapbox.com/uploads/v1/acme-maps?access_token=«a»" -d @upload.json
`, V{"_style": g.urlsLow(25), "_pk": g.mapboxPK(), "a": g.mapboxSK()}, "https://api.mapbox.com/styles/v1/acme-maps/", "https://api.mapbox.com/uploads/v1/acme-maps?access_token=")
}

func (g *G) urlsHome() {
	g.add("urls/plex-token-refresh-library", `
curl -X PUT "http://192.168.1.20:32400/library/sections/2/refresh?X-Plex-Token=«a»"
`, V{"a": g.s(alAlnum+"-_", 20)}, "http://192.168.1.20:32400/library/sections/2/refresh?X-Plex-Token=")

	g.add("urls/jellyfin-api-key-vs-item-id", `
https://jf.acme.home/Items/«_item»/Download?api_key=«a»
`, V{"_item": g.hex(32), "a": g.hex(32)}, "https://jf.acme.home/Items/", "/Download?api_key=")

	pw := g.pw()
	g.add("urls/subsonic-salted-token-and-enc-password", `
https://music.acme.home/rest/getRandomSongs.view?u=dana&t=«a»&s=«=s»&v=1.16.1&c=feishin&f=json&size=50
https://music.acme.home/rest/ping.view?u=dana&p=enc:«b»&v=1.13.0&c=DSub
`, V{"a": g.hex(32), "=s": g.urlsLow(6), "b": urlsHexPW(pw)}, "https://music.acme.home/rest/getRandomSongs.view?u=dana&t=", "&v=1.13.0&c=DSub")

	g.add("urls/foscam-cgi-usr-pwd-snapshot", `
still_image_url: http://192.168.1.50:88/cgi-bin/CGIProxy.fcgi?cmd=snapPicture2&usr=admin&pwd=«a»
`, V{"a": g.pwURL()}, "http://192.168.1.50:88/cgi-bin/CGIProxy.fcgi?cmd=snapPicture2&usr=admin&pwd=")

	g.add("urls/thingspeak-write-key-public-channel", `
// public channel «_ch»: https://thingspeak.com/channels/«_ch»
http.begin(client, "http://api.thingspeak.com/update?api_key=«a»&field1=" + String(t) + "&field2=" + String(h));
`, V{"_ch": g.digits(7), "a": g.urlsUp(16)}, "https://thingspeak.com/channels/", "http://api.thingspeak.com/update?api_key=")

	g.add("urls/thingsboard-device-token-path", `
$ curl -v -X POST http://tb.acme.io:8080/api/v1/«a»/telemetry --header Content-Type:application/json --data '{"temperature":25.1,"humidity":61}'
< HTTP/1.1 200
`, V{"a": g.an(20)}, "http://tb.acme.io:8080/api/v1/", "/telemetry --header Content-Type:application/json")

	g.add("urls/blynk-external-api-token", `
https://fra1.blynk.cloud/external/api/update?token=«a»&V1=42&V2=on
`, V{"a": g.b64u(32)}, "https://fra1.blynk.cloud/external/api/update?token=", "&V1=42&V2=on")

	g.add("urls/home-assistant-camera-proxy-token", `
<img src="http://homeassistant.local:8123/api/camera_proxy/camera.front_door?token=«a»&width=640">
`, V{"a": g.hex(64)}, "http://homeassistant.local:8123/api/camera_proxy/camera.front_door?token=", "&width=640")

	iat := g.urlsExp()
	g.add("urls/home-assistant-authsig-signed-path", `
media_url: http://homeassistant.local:8123/api/tts_proxy/«_f».mp3?authSig=«a»
`, V{"_f": g.hex(40), "a": g.urlsJWT(fmt.Sprintf(`{"iss":"%s","path":"/api/tts_proxy/x.mp3","params":{},"iat":%d,"exp":%d}`, g.hex(32), iat, iat+30))}, "http://homeassistant.local:8123/api/tts_proxy/", ".mp3?authSig=")
}

func (g *G) urlsBadges() {
	g.add("urls/codecov-badge-token-readme", `
# acme-billing
[![codecov](https://codecov.io/gh/acme/acme-billing/branch/main/graph/badge.svg?token=«a»)](https://codecov.io/gh/acme/acme-billing)
[![Demo](https://img.youtube.com/vi/«_yt»/0.jpg)](https://www.youtube.com/watch?v=«_yt»)
`, V{"a": g.urlsUp(10), "_yt": g.urlsYT()}, "https://codecov.io/gh/acme/acme-billing/branch/main/graph/badge.svg?token=", "https://www.youtube.com/watch?v=")

	// SonarQube project badge tokens: shape guessed.
	g.add("urls/sonarqube-project-badge-token", `
![Coverage](https://sonar.acme.io/api/project_badges/measure?project=acme_payments&metric=coverage&token=sqb_«a»)
![Quality Gate](https://sonar.acme.io/api/project_badges/quality_gate?project=acme_payments&token=sqb_«a»)
`, V{"a": g.hex(40)}, "https://sonar.acme.io/api/project_badges/measure?project=acme_payments&metric=coverage&token=sqb_")

	// CircleCI project API tokens for badges: shape guessed.
	g.add("urls/circleci-status-badge-circle-token", `
[![CircleCI](https://dl.circleci.com/status-badge/img/gh/acme/api/tree/main.svg?style=svg&circle-token=«a»)](https://dl.circleci.com/status-badge/redirect/gh/acme/api/tree/main)
Last green: «_sha»
`, V{"a": "CCIPRJ_" + g.an(22) + "_" + g.hex(40), "_sha": g.gitSHA()}, "https://dl.circleci.com/status-badge/img/gh/acme/api/tree/main.svg?style=svg&circle-token=", "Last green: ")
}

func (g *G) urlsLogs() {
	g.add("urls/nginx-access-log-access-token-query", `
«_ip1» - - [12/May/2026:09:14:03 +0000] "GET /api/export.csv?access_token=«a»&from=2026-05-01&to=2026-05-11 HTTP/1.1" 200 48211 "-" "python-requests/2.32.3"
«_ip2» - - [12/May/2026:09:14:05 +0000] "GET /pricing?utm_source=newsletter&utm_medium=email&utm_campaign=may HTTP/2.0" 200 9120 "-" "Mozilla/5.0"
`, V{"_ip1": g.urlsIP(), "a": g.an(40), "_ip2": g.urlsIP()}, "GET /api/export.csv?access_token=", "/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=may")

	g.add("urls/apache-combined-log-reset-link", `
«_ip» - - [12/May/2026:09:20:41 +0200] "GET /account/reset?token=«a»&uid=«_uid» HTTP/1.1" 302 - "https://mail.google.com/" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)"
`, V{"_ip": g.urlsIP(), "a": g.b64u(32), "_uid": g.digits(6)}, "GET /account/reset?token=", `"https://mail.google.com/"`)

	g.add("urls/squid-access-log-full-url-key", `
1778577243.112    382 10.0.0.41 TCP_MISS/200 1420 GET https://api.acme-geo.io/v2/lookup?key=«a»&ip=«_ip» - HIER_DIRECT/«_up» application/json
`, V{"a": g.hex(40), "_ip": g.urlsIP(), "_up": g.urlsIP()}, "TCP_MISS/200 1420 GET https://api.acme-geo.io/v2/lookup?key=", "HIER_DIRECT/")

	g.add("urls/haproxy-log-webhook-path", `
May 12 09:14:03 lb01 haproxy[1822]: «_ip»:51544 [12/May/2026:09:14:03.118] https~ be_gitea/gitea01 0/0/1/14/15 200 312 - - ---- 3/3/0/0/0 0/0 "POST /api/v1/repos/acme/site/hooks/«_hid»/tests?access_token=«a» HTTP/1.1"
`, V{"_ip": g.urlsIP(), "_hid": g.digits(3), "a": g.hex(40)}, "be_gitea/gitea01", "/api/v1/repos/acme/site/hooks/")

	g.add("urls/alb-log-signed-download-path", `
https 2026-05-12T09:14:03.118421Z app/prod-alb/«_id» «_ip»:53211 10.0.12.7:8080 0.001 0.142 0.000 200 200 612 48211 "GET https://app.acme.io:443/download/«a»/invoice-2026-04.pdf HTTP/2.0" "Mozilla/5.0" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2
`, V{"_id": g.hex(16), "_ip": g.urlsIP(), "a": g.b64u(48)}, "https://app.acme.io:443/download/", "/invoice-2026-04.pdf HTTP/2.0")

	g.add("urls/traefik-json-log-ics-feed-path", `
{"ClientHost":"«_ip»","DownstreamStatus":200,"Duration":4120331,"RequestHost":"cal.acme.io","RequestMethod":"GET","RequestPath":"/feeds/«a».ics","RouterName":"calendar@docker","level":"info","msg":"","time":"2026-05-12T09:14:03Z"}
`, V{"_ip": g.urlsIP(), "a": g.hex(40)}, `"RequestPath":"/feeds/`, `"RouterName":"calendar@docker"`)

	g.add("urls/caddy-json-log-webhook-uuid", `
{"level":"info","ts":1778577243.118,"logger":"http.log.access","msg":"handled request","request":{"remote_ip":"«_ip»","method":"POST","host":"flows.acme.io","uri":"/webhook/«a»?source=stripe"},"status":200,"duration":0.041}
`, V{"_ip": g.urlsIP(), "a": g.uuid()}, `"uri":"/webhook/`, "?source=stripe", `"logger":"http.log.access"`)

	g.add("urls/python-requests-maxretries-bot-url", `
requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.telegram.org', port=443): Max retries exceeded with url: /bot«a»/getUpdates?offset=«_o»&timeout=30 (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f3a1c2b9e50>: Failed to establish a new connection: [Errno 101] Network is unreachable'))
`, V{"a": g.telegram(), "_o": g.digits(9)}, "HTTPSConnectionPool(host='api.telegram.org', port=443)", "/getUpdates?offset=")

	g.add("urls/urllib3-debug-appkey-param", `
DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): api.acme-weather.io:443
DEBUG:urllib3.connectionpool:https://api.acme-weather.io:443 "GET /v3/forecast?lat=52.52&lon=13.40&appkey=«a»&units=metric HTTP/1.1" 200 4811
`, V{"a": g.an(32)}, "GET /v3/forecast?lat=52.52&lon=13.40&appkey=", "&units=metric HTTP/1.1\" 200 4811")

	g.add("urls/php-warning-vatlayer-url", `
PHP Warning:  file_get_contents(https://apilayer.net/api/validate?access_key=«a»&vat_number=«_vat»): Failed to open stream: HTTP request failed! HTTP/1.1 429 Too Many Requests in /var/www/shop/app/Vat.php on line 41
`, V{"a": g.hex(32), "_vat": "DE" + g.digits(9)}, "/var/www/shop/app/Vat.php on line 41", "&vat_number=")

	g.add("urls/cloudflare-logpush-path-token-send", `
{"ClientIP":"«_ip»","ClientRequestHost":"notify.acme.io","ClientRequestMethod":"POST","ClientRequestURI":"/api/v1/«a»/send","EdgeResponseStatus":202,"RayID":"«_ray»"}
`, V{"_ip": g.urlsIP(), "a": g.an(32), "_ray": g.hex(16)}, `"ClientRequestURI":"/api/v1/`, `"RayID":"`)

	g.add("urls/sentry-breadcrumb-fetch-sig", `
"breadcrumbs": {"values": [
  {"type": "http", "category": "fetch", "level": "info", "data": {"method": "GET", "url": "https://reports.acme.io/export/weekly.pdf?exp=«_e»&sig=«a»", "status_code": 200}},
  {"type": "navigation", "category": "navigation", "data": {"from": "/reports", "to": "/reports/«_rid»"}}
]}
`, V{"_e": g.urlsEpoch(), "a": g.hex(64), "_rid": g.uuid()}, "https://reports.acme.io/export/weekly.pdf?exp=", `"from": "/reports"`)

	g.add("urls/ingress-nginx-log-api-key", `
$ kubectl -n ingress-nginx logs deploy/ingress-nginx-controller --since=5m | grep partner
«_ip» - - [12/May/2026:09:14:03 +0000] "GET /partner/v2/stock?sku=«_sku»&api_key=«a» HTTP/1.1" 200 211 "-" "Go-http-client/2.0" 388 0.012 [shop-partner-api-80] [] 10.42.1.17:8080 211 0.012 200 «_req»
`, V{"_ip": g.urlsIP(), "_sku": "SKU-" + g.digits(6), "a": g.an(32), "_req": g.hex(32)}, "GET /partner/v2/stock?sku=", "[shop-partner-api-80]")
}

func (g *G) urlsCaptures() {
	g.add("urls/har-entry-querystring-signature", `
{
  "request": {
    "method": "GET",
    "url": "https://api.acme-pay.io/v1/receipts/«_rid».pdf?signature=«a»&expires=«_e»&utm_source=email",
    "queryString": [
      {"name": "signature", "value": "«a»"},
      {"name": "expires", "value": "«_e»"},
      {"name": "utm_source", "value": "email"}
    ]
  }
}
`, V{"_rid": "rcpt_" + g.an(14), "a": g.hex(64), "_e": g.urlsEpoch()}, "https://api.acme-pay.io/v1/receipts/", `{"name": "utm_source", "value": "email"}`)

	g.add("urls/devtools-copy-as-fetch-apikey", `
fetch("https://api.acme-cms.io/graphql?apikey=«a»", {
  "headers": { "content-type": "application/json", "x-client-version": "web/4.18.2" },
  "body": "{\"query\":\"{ posts(first: 10) { id title } }\"}",
  "method": "POST",
  "mode": "cors"
});
`, V{"a": g.an(36)}, "https://api.acme-cms.io/graphql?apikey=", `"x-client-version": "web/4.18.2"`)

	g.add("urls/postman-collection-url-raw-query", `
"url": {
  "raw": "https://api.acme-ship.com/v1/labels?api_token=«a»&carrier=dhl&format=pdf",
  "protocol": "https",
  "host": ["api", "acme-ship", "com"],
  "path": ["v1", "labels"],
  "query": [
    {"key": "api_token", "value": "«a»"},
    {"key": "carrier", "value": "dhl"},
    {"key": "format", "value": "pdf"}
  ]
}
`, V{"a": g.hex(40)}, `"path": ["v1", "labels"]`, `{"key": "carrier", "value": "dhl"}`)

	g.add("urls/httpie-access-token-query", `
$ http GET 'https://api.acme-fit.com/v1/activities?access_token=«a»&page=2&per_page=50'
HTTP/1.1 200 OK
Content-Type: application/json; charset=utf-8
X-RateLimit-Remaining: 596
`, V{"a": g.hex(40)}, "https://api.acme-fit.com/v1/activities?access_token=", "&page=2&per_page=50", "X-RateLimit-Remaining: 596")

	g.add("urls/mitmproxy-flow-list-auth-param", `
  GET https://api.acme-fit.com/v2/sleep?auth=«a»&date=2026-05-11
      ← 200 application/json 1.2k 148ms
  GET https://i.ytimg.com/vi/«_yt»/hqdefault.jpg
      ← 200 image/jpeg 31k 40ms
`, V{"a": g.b64u(40), "_yt": g.urlsYT()}, "https://api.acme-fit.com/v2/sleep?auth=", "https://i.ytimg.com/vi/")
}

func (g *G) urlsRedirects() {
	g.add("urls/authorize-redirect-uri-encoded-invite", `
https://login.acme.io/authorize?client_id=«_cid»&response_type=code&redirect_uri=https%3A%2F%2Fapp.acme.io%2Fcb%3Finvite%3D«a»&scope=openid%20email&state=«=st»
`, V{"_cid": g.an(32), "a": g.an(32), "=st": g.b64u(22)}, "https://login.acme.io/authorize?client_id=", "&response_type=code&redirect_uri=https%3A%2F%2Fapp.acme.io%2Fcb%3Finvite%3D")

	g.add("urls/returnto-encoded-reset-token", `
https://app.acme.io/login?returnTo=%2Faccount%2Freset%3Ftoken%3D«a»%26uid%3D«_uid»&lang=de
`, V{"a": g.an(40), "_uid": g.digits(6)}, "https://app.acme.io/login?returnTo=%2Faccount%2Freset%3Ftoken%3D", "&lang=de")

	g.add("urls/outlook-safelinks-wrapped-share", `
https://eur02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fcloud.acme.home%2Fs%2F«a»&data=05%7C02%7Cdana%40acme.io%7C«_d»%7C«_t»%7C0%7C0%7C638«_n»%7CUnknown&sdata=«=sd»&reserved=0
`, V{"a": g.an(15), "_d": g.hex(32), "_t": g.uuid(), "_n": g.digits(15), "=sd": urlsQ(g.b64(32))}, "https://eur02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fcloud.acme.home%2Fs%2F", "&reserved=0")

	g.add("urls/google-calendar-redirect-zoom-pwd", `
https://www.google.com/url?q=https://acme.zoom.us/j/«=m»?pwd%3D«a»&sa=D&source=calendar&ust=«_ust»&usg=«=usg»
`, V{"=m": g.digits(11), "a": g.an(32), "_ust": g.digits(16), "=usg": "AOvVaw" + g.b64u(22)}, "https://www.google.com/url?q=https://acme.zoom.us/j/", "&sa=D&source=calendar&ust=")

	g.add("urls/double-encoded-next-with-token", `
302 Location: https://sso.acme.io/login?next=https%253A%252F%252Fdocs.acme.io%252Fdownload%253Ftoken%253D«a»%2526file%253Dhandbook.pdf
`, V{"a": g.an(36)}, "https://sso.acme.io/login?next=https%253A%252F%252Fdocs.acme.io%252Fdownload%253Ftoken%253D", "%2526file%253Dhandbook.pdf")

	g.add("urls/okta-fromuri-okta-key", `
https://acme.okta.com/login/login.htm?fromURI=%2Foauth2%2Fv1%2Fauthorize%2Fredirect%3Fokta_key%3D«a»
`, V{"a": g.b64u(43)}, "https://acme.okta.com/login/login.htm?fromURI=%2Foauth2%2Fv1%2Fauthorize%2Fredirect%3Fokta_key%3D")
}
