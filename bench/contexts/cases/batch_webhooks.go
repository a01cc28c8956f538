package cases

import (
	"fmt"
	"strings"
)

// webhooksCases adds webhooks end to end: the incoming webhook URLs that
// embed their token, the signing secrets that authenticate deliveries, and
// the code, configuration and logs around them.
// Sources: Slack incoming webhooks, workflow triggers, slash command
// payloads, app credentials and signing secrets (Bolt, slack_sdk,
// slack-notifier, Laravel's log channel, Jenkins); Discord webhook URLs
// (curl, the webhook object, discord.js, discord-webhook, the /github and
// /slack suffixes, shoutrrr URLs, Uptime Kuma, PowerShell, interactions'
// public keys); Microsoft Teams connectors, Power Automate and Logic Apps
// workflow URLs with sig=, listCallbackUrl; Google Chat webhook URLs (key=
// and token=), Mattermost (mmctl) and Rocket.Chat hooks, Webex, DingTalk,
// Feishu and WeCom robots; Zapier, Make, n8n, IFTTT, Pipedream, Pabbly and
// Home Assistant hook URLs; Stripe whsec_ secrets, stripe listen output,
// webhook endpoints, constructEvent in Node, Go, PHP and Rails
// credentials, payment intent payloads; GitHub webhook secrets and
// X-Hub-Signature-256 headers, Probot's .env, smee, GitLab's
// X-Gitlab-Token and hooks API, Bitbucket, Gitea, Jenkins build and
// generic triggers, Argo CD, Flux receivers, Atlantis, Buildkite, Tekton;
// Shopify, WooCommerce, Paddle, Lemon Squeezy, Razorpay, Adyen, PayPal,
// Coinbase Commerce, Ko-fi and BTCPay; Twilio auth tokens in signature
// validation and the CLI's config, SendGrid's signed event webhook and
// inbound parse, Mailgun signing keys, Postmark, Mandrill, Resend, Vonage,
// Telnyx, Plivo; Svix, Clerk, Linear, Notion, Jira, Asana, Zoom, Typeform,
// Calendly, Zendesk, Airtable, Box, DocuSign, Xero, Help Scout, Sanity,
// Contentful, Okta event hooks, Auth0 log streams and Supabase database
// webhooks; PagerDuty routing and integration keys and v3 webhook
// secrets, Opsgenie, Splunk On-Call, incident.io, Grafana OnCall,
// Alertmanager receivers, Grafana contact points, Sentry and Datadog
// webhook integrations; ngrok's inspector and its API, hookdeck, nginx,
// Caddy, API Gateway and morgan request logs with query tokens;
// verification code in Node, Python, Go, Ruby, PHP, Java, C#, Rust,
// Elixir, Deno, Workers and shell; .env files, Terraform, Kubernetes
// secrets, Helm values, adnanh/webhook's hooks.json, Ansible, Pulumi,
// Secrets Manager and systemd units for webhook resources; delivery logs,
// retries, dead letters and dispatcher tables. Benign look-alikes:
// delivery ids, event ids (evt_...), X-GitHub-Delivery UUIDs, computed
// signatures of a payload, timestamps, hook, endpoint and channel ids,
// public verification keys and masked secrets. The case names start with
// "webhooks/".
func (g *G) webhooksCases() {
	g.whSlack()
	g.whDiscord()
	g.whTeams()
	g.whChatOther()
	g.whAutomation()
	g.whStripe()
	g.whForges()
	g.whCommerce()
	g.whMessaging()
	g.whSaaS()
	g.whIncident()
	g.whTraffic()
	g.whCode()
	g.whInfra()
	g.whDelivery()
	g.whBenign()
}

// ---- helpers used only here ----

// whAdd is add with the "webhooks/" prefix and "ˋ" standing for a backtick.
func (g *G) whAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("webhooks/"+name, bt(tmpl), v, benign...)
}

// whSlackTok is the last path segment of a Slack incoming webhook URL.
func (g *G) whSlackTok() string { return g.an(24) }

// whSnow is a Discord snowflake (a webhook, channel or guild id).
func (g *G) whSnow() string { return "1" + g.s(alDigit, 18) }

// whDcTok is a Discord webhook token.
func (g *G) whDcTok() string { return g.b64u(68) }

// whSvix is a Svix-style signing secret (Svix, Clerk, Resend).
func (g *G) whSvix() string { return "whsec_" + g.b64(24) }

// whISO is an RFC 3339 UTC time in 2024 or 2025.
func (g *G) whISO() string {
	return fmt.Sprintf("202%d-%02d-%02dT%02d:%02d:%02dZ", 4+g.r.IntN(2), 1+g.r.IntN(12), 1+g.r.IntN(28),
		g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}

// whUnix is a Unix time in seconds.
func (g *G) whUnix() string { return fmt.Sprint(1716000000 + g.r.IntN(30000000)) }

// whEvt is a Stripe event id (benign).
func (g *G) whEvt() string { return "evt_1" + g.an(23) }

// whSig is a computed HMAC-SHA256 in hex (benign).
func (g *G) whSig() string { return g.hex(64) }

// whULID is a lowercase ULID as Paddle prints it.
func (g *G) whULID() string { return "01" + g.s("0123456789abcdefghjkmnpqrstvwxyz", 24) }

// whFlowSig is the sig= of a Logic Apps or Power Automate trigger URL.
func (g *G) whFlowSig() string { return g.b64u(43) }

// ---- Slack ----

func (g *G) whSlack() {
	g.whAdd("slack-dotenv-incoming-webhook", `
# --- notifications ---
SLACK_WEBHOOK_URL=https://hooks.slack.com/services/«=t»/«=b»/«a»
SLACK_CHANNEL=#deploy-notifications
SLACK_USERNAME=release-bot
NOTIFY_ON_FAILURE_ONLY=false
LOG_LEVEL=info
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.whSlackTok()}, "#deploy-notifications", "NOTIFY_ON_FAILURE_ONLY=false")

	g.whAdd("slack-curl-incoming-webhook-ok", `
$ curl -X POST -H 'Content-type: application/json' --data '{"text":"Backup of pg-main finished in 14m02s :white_check_mark:"}' https://hooks.slack.com/services/«=t»/«=b»/«a»
ok
$ curl -X POST -H 'Content-type: application/json' --data '{"txt":"test"}' https://hooks.slack.com/services/«=t»/«=b»/«a»
invalid_payload
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.whSlackTok()}, "Backup of pg-main finished in 14m02s", "invalid_payload")

	g.whAdd("slack-python-webhookclient", `
from slack_sdk.webhook import WebhookClient

url = "https://hooks.slack.com/services/«=t»/«=b»/«a»"
webhook = WebhookClient(url)

def notify(job_name: str, status: str) -> None:
    response = webhook.send(
        text=f"{job_name} finished: {status}",
        blocks=[{"type": "section", "text": {"type": "mrkdwn", "text": f"*{job_name}* → {status}"}}],
    )
    assert response.status_code == 200
    assert response.body == "ok"
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.whSlackTok()}, "from slack_sdk.webhook import WebhookClient", "response.status_code == 200")

	g.whAdd("slack-node-incoming-webhook-package", `
// scripts/notify-release.js
const { IncomingWebhook } = require('@slack/webhook');

const webhook = new IncomingWebhook(
  process.env.SLACK_WEBHOOK || 'https://hooks.slack.com/services/«=t»/«=b»/«a»',
  { icon_emoji: ':rocket:', username: 'release-train' }
);

(async () => {
  await webhook.send({ text: ˋReleased ${process.env.npm_package_version} to production ˋ });
})();
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.whSlackTok()}, "@slack/webhook", "release-train")

	g.whAdd("slack-gha-inline-webhook-env", `
name: nightly-e2e
on:
  schedule:
    - cron: "17 3 * * *"
jobs:
  e2e:
    runs-on: ubuntu-22.04
    env:
      SLACK_WEBHOOK_URL: https://hooks.slack.com/services/«=t»/«=b»/«a»
      SLACK_WEBHOOK_TYPE: INCOMING_WEBHOOK
    steps:
      - uses: actions/checkout@v4
      - run: npm ci && npx playwright test
      - name: Notify Slack
        if: failure()
        uses: slackapi/slack-github-action@v1.26.0
        with:
          payload: |
            {"text": "Nightly e2e failed on ${{ github.ref_name }}: ${{ github.server_url }}/${{ github.repository }}/actions/runs/${{ github.run_id }}"}
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.whSlackTok()}, "slackapi/slack-github-action@v1.26.0", "SLACK_WEBHOOK_TYPE: INCOMING_WEBHOOK")

	g.whAdd("slack-jenkinsfile-curl-payload", `
post {
    failure {
        sh """
            curl -sS -X POST --data-urlencode 'payload={"channel": "#ci-alerts", "username": "jenkins", "text": "${env.JOB_NAME} #${env.BUILD_NUMBER} failed: ${env.BUILD_URL}"}' \\
              https://hooks.slack.com/services/«=t»/«=b»/«a»
        """
    }
    success {
        slackSend(channel: '#ci-alerts', color: 'good', message: "${env.JOB_NAME} #${env.BUILD_NUMBER} passed", tokenCredentialId: 'slack-bot-token')
    }
}
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.whSlackTok()}, "tokenCredentialId: 'slack-bot-token'", "#ci-alerts")

	g.whAdd("slack-bolt-env-signing-secret", `
$ cat .env
SLACK_BOT_TOKEN=«a»
SLACK_SIGNING_SECRET=«b»
SLACK_APP_TOKEN=«c»
PORT=3000
$ node app.js
[INFO]  bolt-app ⚡️ Bolt app is running!
[INFO]  socket-mode:SocketModeClient:0 Now connected to Slack
`, V{"a": g.xoxb(), "b": g.hex(32), "c": g.xapp()}, "Bolt app is running!", "socket-mode:SocketModeClient:0")

	sig := g.whSig()
	g.whAdd("slack-verify-request-flask-hardcoded", `
import hashlib, hmac, time
from flask import Flask, request, abort

app = Flask(__name__)
SLACK_SIGNING_SECRET = "«a»"  # TODO move to env before merge

@app.post("/slack/commands")
def commands():
    ts = request.headers["X-Slack-Request-Timestamp"]
    if abs(time.time() - int(ts)) > 60 * 5:
        abort(400)
    basestring = f"v0:{ts}:{request.get_data(as_text=True)}".encode()
    mine = "v0=" + hmac.new(SLACK_SIGNING_SECRET.encode(), basestring, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(mine, request.headers["X-Slack-Signature"]):
        abort(401)
    return {"response_type": "ephemeral", "text": "Deploy queued"}

# curl test from the docs example:
#   X-Slack-Request-Timestamp: «_ts»
#   X-Slack-Signature: v0=«_sig»
`, V{"a": g.hex(32), "_ts": g.whUnix(), "_sig": sig}, "X-Slack-Request-Timestamp", "/slack/commands")

	g.whAdd("slack-slash-command-request-log", `
2024-10-08T14:22:51.204Z DEBUG slash-handler incoming request
  method=POST path=/slack/commands
  headers={'X-Slack-Request-Timestamp': '«_ts»', 'X-Slack-Signature': 'v0=«_sig»', 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': 'Slackbot 1.0 (+https://api.slack.com/robots)'}
  body=token=«a»&team_id=«_team»&team_domain=acme-eng&channel_id=«_chan»&channel_name=ops&user_id=«_user»&user_name=mlopez&command=%2Fdeploy&text=api+staging&api_app_id=«_app»&is_enterprise_install=false&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2F«_team»%2F«_n»%2F«b»&trigger_id=«_trig»
2024-10-08T14:22:51.209Z INFO  slash-handler /deploy api staging by mlopez
`, V{"_ts": g.whUnix(), "_sig": g.whSig(), "a": g.an(24), "_team": g.slackT(), "_chan": "C0" + g.s(alUpNum, 9), "_user": "U0" + g.s(alUpNum, 9),
		"_app": "A0" + g.s(alUpNum, 9), "_n": g.digits(13), "b": g.an(24), "_trig": g.digits(13) + "." + g.digits(12) + "." + g.hex(32)}, "team_domain=acme-eng", "Slackbot 1.0 (+https://api.slack.com/robots)")

	g.whAdd("slack-workflow-trigger-script", `
#!/usr/bin/env bash
# Kicks off the "On-call handover" workflow in Workflow Builder.
set -euo pipefail
TRIGGER="https://hooks.slack.com/triggers/«=t»/«_n»/«a»"
jq -n --arg outgoing "$1" --arg incoming "$2" --arg notes "${3:-none}" \
  '{outgoing_engineer: $outgoing, incoming_engineer: $incoming, notes: $notes}' |
  curl -fsS -X POST -H 'Content-Type: application/json' -d @- "$TRIGGER"
echo
`, V{"=t": g.slackT(), "_n": g.digits(13), "a": g.hex(32)}, "On-call handover", "incoming_engineer")

	g.whAdd("slack-k8s-secret-stringdata", `
apiVersion: v1
kind: Secret
metadata:
  name: argocd-notifications-secret
  namespace: argocd
type: Opaque
stringData:
  slack-token: «a»
  slack-webhook-url: https://hooks.slack.com/services/«=t»/«=b»/«b»
`, V{"a": g.xoxb(), "=t": g.slackT(), "=b": g.slackB(), "b": g.whSlackTok()}, "argocd-notifications-secret")

	g.whAdd("slack-app-credentials-pasted", `
ok here's what the Basic Information page shows for the new app, can you wire it into config/slack.yml?

App Credentials
These credentials allow your app to access the Slack API. They are secret. Please don't share your app credentials with anyone, include them in public code repositories, or store them in insecure ways.

App ID
«_app»
Date of App Creation
March 4, 2024
Client ID
«_cid»
Client Secret
«a»
Signing Secret
«b»
Verification Token
«c»
`, V{"_app": "A0" + g.s(alUpNum, 9), "_cid": g.digits(12) + "." + g.digits(13), "a": g.hex(32), "b": g.hex(32), "c": g.an(24)}, "config/slack.yml", "March 4, 2024")

	g.whAdd("slack-ruby-slack-notifier", `
# config/initializers/slack.rb
require "slack-notifier"

SLACK = Slack::Notifier.new "https://hooks.slack.com/services/«=t»/«=b»/«a»" do
  defaults channel: "#payments-alerts",
           username: "ledger-bot"
end

# usage: SLACK.ping "Reconciliation mismatch for batch #{batch.id}"
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.whSlackTok()}, "ledger-bot", "#payments-alerts")

	g.whAdd("slack-go-postwebhook", `
package notify

import "github.com/slack-go/slack"

const webhookURL = "https://hooks.slack.com/services/«=t»/«=b»/«a»"

func Deployed(service, sha string) error {
	return slack.PostWebhook(webhookURL, &slack.WebhookMessage{
		Channel: "#releases",
		Text:    service + " deployed at " + sha[:7],
	})
}
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.whSlackTok()}, "github.com/slack-go/slack", "slack.WebhookMessage")

	g.whAdd("slack-laravel-log-channel", `
$ grep -n SLACK .env config/logging.php
.env:41:LOG_SLACK_WEBHOOK_URL=https://hooks.slack.com/services/«=t»/«=b»/«a»
.env:42:LOG_SLACK_USERNAME="Laravel Log"
config/logging.php:78:            'url' => env('LOG_SLACK_WEBHOOK_URL'),
config/logging.php:79:            'username' => env('LOG_SLACK_USERNAME', 'Laravel Log'),
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.whSlackTok()}, "env('LOG_SLACK_WEBHOOK_URL')", "config/logging.php:78:")

	g.whAdd("slack-revoked-webhook-chat", `
the deploy notifications stopped yesterday. When I curl the hook by hand I get:

    $ curl -i -d '{"text":"ping"}' https://hooks.slack.com/services/«=t»/«=b»/«a»
    HTTP/2 404
    content-type: text/html
    x-slack-backend: r
    no_service

is the webhook dead or did someone move the channel? we still have the old one too: https://hooks.slack.com/services/«=t»/«=b2»/«b»
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.whSlackTok(), "=b2": g.slackB(), "b": g.whSlackTok()}, "x-slack-backend: r", "no_service")
}

// ---- Discord ----

func (g *G) whDiscord() {
	g.whAdd("discord-dotenv-webhook", `
DISCORD_WEBHOOK_URL="https://discord.com/api/webhooks/«=id»/«a»"
DISCORD_MENTION_ROLE_ID=«_role»
STATUS_CHECK_INTERVAL=60
`, V{"=id": g.whSnow(), "a": g.whDcTok(), "_role": g.whSnow()}, "DISCORD_MENTION_ROLE_ID", "STATUS_CHECK_INTERVAL=60")

	id, tok := g.whSnow(), g.whDcTok()
	g.whAdd("discord-get-webhook-object", `
$ curl -s https://discord.com/api/webhooks/«=id»/«a» | jq .
{
  "application_id": null,
  "avatar": null,
  "channel_id": "«_ch»",
  "guild_id": "«_guild»",
  "id": "«=id»",
  "name": "Captain Hook",
  "type": 1,
  "token": "«a»"
}
`, V{"=id": id, "a": tok, "_ch": g.whSnow(), "_guild": g.whSnow()}, "Captain Hook", `"application_id": null`)

	g.whAdd("discord-python-discord-webhook-lib", `
from discord_webhook import DiscordWebhook, DiscordEmbed

WEBHOOK = "https://discord.com/api/webhooks/«=id»/«a»"

def post_match_result(home, away, score):
    webhook = DiscordWebhook(url=WEBHOOK, username="ScoreBot", rate_limit_retry=True)
    embed = DiscordEmbed(title=f"{home} vs {away}", description=score, color="03b2f8")
    embed.set_timestamp()
    webhook.add_embed(embed)
    response = webhook.execute()
    print(response.status_code)
`, V{"=id": g.whSnow(), "a": g.whDcTok()}, "from discord_webhook import DiscordWebhook, DiscordEmbed", "rate_limit_retry=True")

	g.whAdd("discord-js-webhookclient-id-token", `
import { WebhookClient, EmbedBuilder } from 'discord.js';

const webhookClient = new WebhookClient({
  id: '«=id»',
  token: '«a»',
});

const embed = new EmbedBuilder().setTitle('Build failed').setColor(0xed4245);
await webhookClient.send({ username: 'ci', embeds: [embed] });
`, V{"=id": g.whSnow(), "a": g.whDcTok()}, "new WebhookClient({", "setColor(0xed4245)")

	g.whAdd("discord-github-suffix-settings", `
Repository settings → Webhooks → Add webhook

Payload URL *        https://discord.com/api/webhooks/«=id»/«a»/github
Content type         application/json
Secret               (empty)
SSL verification     ● Enable SSL verification
Which events would you like to trigger this webhook?
  ○ Just the push event.
  ● Send me everything.
Active               ☑
`, V{"=id": g.whSnow(), "a": g.whDcTok()}, "Enable SSL verification", "Send me everything.")

	g.whAdd("discord-slack-compatible-suffix", `
# grafana didn't have a discord type in 7.x, so we point its slack notifier at the slack-compatible endpoint
[[notifiers]]
name = "discord-ops"
type = "slack"
uid = "discord-ops"
[notifiers.settings]
url = "https://discordapp.com/api/webhooks/«=id»/«a»/slack"
username = "grafana"
`, V{"=id": g.whSnow(), "a": g.whDcTok()}, `uid = "discord-ops"`)

	g.whAdd("discord-requests-429-traceback", `
Traceback (most recent call last):
  File "/srv/monitor/notify.py", line 41, in send
    r.raise_for_status()
  File "/srv/monitor/.venv/lib/python3.11/site-packages/requests/models.py", line 1021, in raise_for_status
    raise HTTPError(http_error_msg, response=self)
requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://discord.com/api/webhooks/«=id»/«a»?wait=true
retry_after=0.318 global=false bucket=«_bucket»
`, V{"=id": g.whSnow(), "a": g.whDcTok(), "_bucket": g.hex(32)}, "/srv/monitor/notify.py", "429 Client Error: Too Many Requests")

	g.whAdd("discord-powershell-invoke-restmethod", `
PS C:\scripts> $hookUrl = 'https://discord.com/api/webhooks/«=id»/«a»'
PS C:\scripts> $body = @{ content = "Disk C: on $env:COMPUTERNAME below 10%"; username = 'DiskWatch' } | ConvertTo-Json
PS C:\scripts> Invoke-RestMethod -Uri $hookUrl -Method Post -Body $body -ContentType 'application/json'
PS C:\scripts>
`, V{"=id": g.whSnow(), "a": g.whDcTok()}, "DiskWatch", `C:\scripts`)

	g.whAdd("discord-shoutrrr-watchtower", `
services:
  watchtower:
    image: containrrr/watchtower:1.7.1
    volumes:
      - /var/run/docker.sock:/var/run/docker.sock
    environment:
      WATCHTOWER_SCHEDULE: "0 0 4 * * *"
      WATCHTOWER_CLEANUP: "true"
      WATCHTOWER_NOTIFICATION_URL: "discord://«a»@«=id»"
      WATCHTOWER_NOTIFICATION_TEMPLATE: "{{range .}}{{.Message}}{{println}}{{end}}"
`, V{"a": g.whDcTok(), "=id": g.whSnow()}, "containrrr/watchtower:1.7.1", `WATCHTOWER_SCHEDULE: "0 0 4 * * *"`)

	g.whAdd("discord-uptime-kuma-notification-json", `
{
  "name": "Discord #status",
  "type": "discord",
  "isDefault": true,
  "discordUsername": "Uptime Kuma",
  "discordWebhookUrl": "https://discord.com/api/webhooks/«=id»/«a»",
  "discordPrefixMessage": "<@&«_role»>",
  "applyExisting": true
}
`, V{"=id": g.whSnow(), "a": g.whDcTok(), "_role": g.whSnow()}, `"discordUsername": "Uptime Kuma"`)

	g.whAdd("discord-canary-bash-loop", `
#!/bin/sh
# post each new line of the minecraft log to #server-log
HOOK=https://canary.discord.com/api/webhooks/«=id»/«a»
tail -Fn0 /opt/minecraft/logs/latest.log | while read -r line; do
  case "$line" in
    *joined\ the\ game*|*left\ the\ game*)
      curl -s -H "Content-Type: application/json" -d "{\"content\": \"$line\"}" "$HOOK" >/dev/null ;;
  esac
done
`, V{"=id": g.whSnow(), "a": g.whDcTok()}, "/opt/minecraft/logs/latest.log")

	g.whAdd("discord-leaked-chat-message", `
someone pasted this in #general and now a bot is spamming the announcements channel with scam links lol
https://discord.com/api/webhooks/«=id»/«a»
how do I kill it? I'm admin on the server but I can't find which integration it is
`, V{"=id": g.whSnow(), "a": g.whDcTok()}, "announcements channel")

	g.whAdd("discord-interactions-env-public-key", `
# Cloudflare Worker for /interactions (slash commands)
DISCORD_APPLICATION_ID=«_app»
DISCORD_PUBLIC_KEY=«_pub»
DISCORD_TOKEN=«a»
DISCORD_TEST_GUILD_ID=«_guild»
`, V{"_app": g.whSnow(), "_pub": g.hex(64), "a": g.discordBot(), "_guild": g.whSnow()}, "DISCORD_APPLICATION_ID")
}

// ---- Microsoft Teams, Power Automate and Logic Apps ----

func (g *G) whTeams() {
	g.whAdd("teams-o365-connector-powershell", `
# Send-BackupReport.ps1 — posts the Veeam job summary to the Infra channel
$TeamsWebhook = "https://acmecorp.webhook.office.com/webhookb2/«=g1»@«=tid»/IncomingWebhook/«a»/«=g2»/«b»"

$card = @{
    "@type"    = "MessageCard"
    "@context" = "http://schema.org/extensions"
    summary    = "Veeam backup report"
    themeColor = if ($failed -gt 0) { "D70000" } else { "00A300" }
    title      = "Backup report for $(Get-Date -Format 'yyyy-MM-dd')"
    text       = "$succeeded succeeded, $failed failed"
}
Invoke-RestMethod -Method Post -Uri $TeamsWebhook -Body ($card | ConvertTo-Json -Depth 4) -ContentType 'application/json'
`, V{"=g1": g.uuid(), "=tid": g.uuid(), "a": g.hex(32), "=g2": g.uuid(), "b": "V2" + g.b64u(43)}, "Send-BackupReport.ps1", "Veeam backup report")

	g.whAdd("teams-legacy-outlook-url-pymsteams", `
import pymsteams

# legacy connector, still works until the retirement date
card = pymsteams.connectorcard("https://outlook.office.com/webhook/«=g1»@«=tid»/IncomingWebhook/«a»/«=g2»")
card.title("Nightly ETL")
card.text("orders_daily loaded 1,204,331 rows in 6m12s")
card.addLinkButton("Airflow run", "https://airflow.internal.acme.io/dags/orders_daily/grid")
card.send()
`, V{"=g1": g.uuid(), "=tid": g.uuid(), "a": g.hex(32), "=g2": g.uuid()}, "import pymsteams", "https://airflow.internal.acme.io/dags/orders_daily/grid")

	g.whAdd("teams-workflow-url-adaptive-card-python", `
import requests

# Teams > channel > ... > Workflows > "Post to a channel when a webhook request is received"
FLOW_URL = (
    "https://prod-«=n».westeurope.logic.azure.com:443/workflows/«=wf»/triggers/manual/paths/invoke"
    "?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«a»"
)

payload = {
    "type": "message",
    "attachments": [{
        "contentType": "application/vnd.microsoft.card.adaptive",
        "content": {
            "$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
            "type": "AdaptiveCard", "version": "1.4",
            "body": [{"type": "TextBlock", "text": "Release 4.12.0 is live", "weight": "Bolder"}],
        },
    }],
}
r = requests.post(FLOW_URL, json=payload, timeout=10)
print(r.status_code)  # 202
`, V{"=n": fmt.Sprintf("%02d", 1+g.r.IntN(40)), "=wf": g.hex(32), "a": g.whFlowSig()}, "application/vnd.microsoft.card.adaptive", "Release 4.12.0 is live")

	g.whAdd("teams-powerplatform-url-appsettings", `
{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "Notifications": {
    "Teams": {
      "Enabled": true,
      "WorkflowUrl": "https://default«=env».«=sh».environment.api.powerplatform.com:443/powerautomate/automations/direct/workflows/«=wf»/triggers/manual/paths/invoke?api-version=1&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«a»",
      "MentionUpn": "oncall-infra@acme.com"
    }
  }
}
`, V{"=env": g.hex(32), "=sh": g.hex(2), "=wf": g.hex(32), "a": g.whFlowSig()}, "oncall-infra@acme.com", `"Default": "Information"`)

	sig := g.whFlowSig()
	g.whAdd("teams-logicapp-listcallbackurl", `
$ az rest --method post --url "https://management.azure.com/subscriptions/«_sub»/resourceGroups/rg-integrations/providers/Microsoft.Logic/workflows/la-invoice-intake/triggers/manual/listCallbackUrl?api-version=2016-06-01"
{
  "basePath": "https://prod-«=n».northeurope.logic.azure.com/workflows/«_wf»/triggers/manual/paths/invoke",
  "method": "POST",
  "queries": {
    "api-version": "2016-10-01",
    "sig": "«a»",
    "sp": "/triggers/manual/run",
    "sv": "1.0"
  },
  "value": "https://prod-«=n».northeurope.logic.azure.com:443/workflows/«_wf»/triggers/manual/paths/invoke?api-version=2016-10-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«a»"
}
`, V{"_sub": g.uuid(), "=n": fmt.Sprintf("%02d", 1+g.r.IntN(40)), "_wf": g.hex(32), "a": sig}, "la-invoice-intake", "rg-integrations")

	g.whAdd("teams-connector-retirement-curl", `
$ curl -s -o /dev/null -w '%{http_code}\n' -H 'Content-Type: application/json' -d '{"text":"test from jump01"}' 'https://contoso.webhook.office.com/webhookb2/«=g1»@«=tid»/IncomingWebhook/«a»/«=g2»/«b»'
200
$ # the response body says:
$ # "Microsoft 365 Connectors within Teams are being retired. Please migrate to Workflows in Teams."
`, V{"=g1": g.uuid(), "=tid": g.uuid(), "a": g.hex(32), "=g2": g.uuid(), "b": "V2" + g.b64u(43)}, "test from jump01", "Please migrate to Workflows in Teams.")

	g.whAdd("teams-outgoing-webhook-csharp", `
[ApiController]
[Route("api/teams")]
public class TeamsOutgoingController : ControllerBase
{
    // "Security token" shown once when the outgoing webhook was created in Teams
    private const string SecurityToken = "«a»";

    [HttpPost]
    public async Task<IActionResult> Post()
    {
        using var reader = new StreamReader(Request.Body);
        var body = await reader.ReadToEndAsync();
        using var hmac = new HMACSHA256(Convert.FromBase64String(SecurityToken));
        var expected = "HMAC " + Convert.ToBase64String(hmac.ComputeHash(Encoding.UTF8.GetBytes(body)));
        if (!CryptographicOperations.FixedTimeEquals(Encoding.UTF8.GetBytes(expected), Encoding.UTF8.GetBytes(Request.Headers.Authorization.ToString())))
            return Unauthorized();
        return Ok(new { type = "message", text = "pong" });
    }
}
`, V{"a": g.b64(32)}, "TeamsOutgoingController", "CryptographicOperations.FixedTimeEquals")

	g.whAdd("teams-azure-devops-service-hook", `
$ az devops invoke --area hooks --resource subscriptions --http-method POST --in-file hook.json --api-version 7.1
$ cat hook.json
{
  "publisherId": "tfs",
  "eventType": "build.complete",
  "resourceVersion": "1.0",
  "consumerId": "webHooks",
  "consumerActionId": "httpRequest",
  "publisherInputs": { "projectId": "«_proj»", "buildStatus": "Failed" },
  "consumerInputs": {
    "url": "https://prod-«=n».uksouth.logic.azure.com:443/workflows/«=wf»/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«a»",
    "basicAuthUsername": "ado-hooks",
    "basicAuthPassword": "«b»",
    "resourceDetailsToSend": "minimal"
  }
}
`, V{"_proj": g.uuid(), "=n": fmt.Sprintf("%02d", 1+g.r.IntN(40)), "=wf": g.hex(32), "a": g.whFlowSig(), "b": g.pwStrong()}, `"consumerActionId": "httpRequest"`, "ado-hooks")
}

// ---- Google Chat, Mattermost, Rocket.Chat and other chat robots ----

func (g *G) whChatOther() {
	space := "AAAA" + g.b64u(7)
	g.whAdd("gchat-curl-key-token", `
$ curl -s -X POST -H 'Content-Type: application/json; charset=UTF-8' \
    'https://chat.googleapis.com/v1/spaces/«_sp»/messages?key=«a»&token=«b»' \
    -d '{"text": "Cloud Build «_build» failed on main"}'
{
  "name": "spaces/«_sp»/messages/«_msg»",
  "sender": { "name": "users/«_bot»", "displayName": "build-alerts", "type": "BOT" },
  "text": "Cloud Build «_build» failed on main",
  "createTime": "«_t»",
  "space": { "name": "spaces/«_sp»", "type": "ROOM", "spaceType": "SPACE" }
}
`, V{"_sp": space, "a": g.googleKey(), "b": g.b64u(43), "_build": g.uuid(), "_msg": g.b64u(11) + "." + g.b64u(11), "_bot": g.digits(21), "_t": g.whISO()}, "build-alerts")

	g.whAdd("gchat-apps-script-thread", `
function notifyNewLead(e) {
  const url = 'https://chat.googleapis.com/v1/spaces/«=sp»/messages?key=«a»&token=«b»&messageReplyOption=REPLY_MESSAGE_FALLBACK_TO_NEW_THREAD';
  const row = e.range.getRow();
  const payload = {
    text: 'New lead in row ' + row + ': ' + e.values[1],
    thread: { threadKey: 'leads-' + Utilities.formatDate(new Date(), 'GMT', 'yyyy-MM-dd') },
  };
  UrlFetchApp.fetch(url, { method: 'post', contentType: 'application/json', payload: JSON.stringify(payload) });
}
`, V{"=sp": "AAAA" + g.b64u(7), "a": g.googleKey(), "b": g.b64u(43)}, "REPLY_MESSAGE_FALLBACK_TO_NEW_THREAD", "UrlFetchApp.fetch")

	g.whAdd("mattermost-mmctl-webhook-list", `
$ mmctl webhook list acme
Incoming webhook
  Display Name: grafana-alerts
  Channel: «_ch»
  Id: «a»
  Team: «_team»
Outgoing webhook
  Display Name: standup-bot
  Id: «_out»
  Token: «b»
  Callback URLs: https://standup.internal.acme.io/mattermost
$ curl -s -H 'Content-Type: application/json' -d '{"text": "hello from mmctl"}' https://chat.acme.io/hooks/«a»
ok
`, V{"_ch": g.s(alLowNum, 26), "a": g.s(alLowNum, 26), "_team": g.s(alLowNum, 26), "_out": g.s(alLowNum, 26), "b": g.s(alLowNum, 26)}, "grafana-alerts", "https://standup.internal.acme.io/mattermost")

	g.whAdd("mattermost-gitlab-integration-settings", `
gitlab_rails['mattermost_host'] = "https://chat.acme.io"
# Settings > Integrations > Mattermost notifications, exported via API:
$ curl -s --header "PRIVATE-TOKEN: «a»" https://gitlab.acme.io/api/v4/projects/118/integrations/mattermost | jq '.properties'
{
  "webhook": "https://chat.acme.io/hooks/«b»",
  "username": "gitlab",
  "channel": "dev-platform",
  "notify_only_broken_pipelines": true,
  "branches_to_be_notified": "default"
}
`, V{"a": g.glpat(), "b": g.s(alLowNum, 26)}, "notify_only_broken_pipelines", "https://gitlab.acme.io/api/v4/projects/118/integrations/mattermost")

	meteor := "23456789ABCDEFGHJKLMNPQRSTWXYZabcdefghijkmnopqrstuvwxyz"
	g.whAdd("rocketchat-incoming-integration-curl", `
Administration > Workspace > Integrations > New incoming: "Jenkins builds"
Webhook URL: https://chat.fabrikam.org/hooks/«=id»/«a»
Token: «=id»/«a»

$ curl -X POST -H 'Content-Type: application/json' --data '{"text":"Build #3321 of mobile-app passed","attachments":[{"title":"Changes","text":"3 commits"}]}' https://chat.fabrikam.org/hooks/«=id»/«a»
{"success":true}
`, V{"=id": g.s(meteor, 17), "a": g.an(48)}, "Jenkins builds", `{"success":true}`)

	webexID := strings.TrimRight(b64s("ciscospark://us/WEBHOOK/"+g.uuid()), "=")
	g.whAdd("webex-incoming-webhook-node", `
// Webex App Hub > Incoming Webhooks > "Deploy notifications" in space "Platform Eng"
const WEBEX_HOOK = 'https://webexapis.com/v1/webhooks/incoming/«a»';

export async function announce(markdown) {
  const res = await fetch(WEBEX_HOOK, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ markdown }),
  });
  if (res.status !== 204) throw new Error(ˋwebex hook ${res.status}ˋ);
}
`, V{"a": webexID}, "Deploy notifications", "Platform Eng")

	g.whAdd("dingtalk-robot-sign-python", `
import base64, hashlib, hmac, time, urllib.parse
import requests

ACCESS_TOKEN = "«a»"
SECRET = "«b»"  # 加签

def send(text):
    ts = str(round(time.time() * 1000))
    string_to_sign = f"{ts}\n{SECRET}"
    sign = urllib.parse.quote_plus(base64.b64encode(
        hmac.new(SECRET.encode(), string_to_sign.encode(), hashlib.sha256).digest()))
    url = f"https://oapi.dingtalk.com/robot/send?access_token={ACCESS_TOKEN}&timestamp={ts}&sign={sign}"
    r = requests.post(url, json={"msgtype": "text", "text": {"content": text}})
    print(r.json())  # {'errcode': 0, 'errmsg': 'ok'}
`, V{"a": g.hex(64), "b": "SEC" + g.hex(64)}, "oapi.dingtalk.com/robot/send", "{'errcode': 0, 'errmsg': 'ok'}")

	g.whAdd("feishu-bot-webhook-sign-go", `
const (
	feishuHook   = "https://open.feishu.cn/open-apis/bot/v2/hook/«a»"
	feishuSecret = "«b»"
)

func genSign(secret string, timestamp int64) (string, error) {
	stringToSign := fmt.Sprintf("%v", timestamp) + "\n" + secret
	h := hmac.New(sha256.New, []byte(stringToSign))
	return base64.StdEncoding.EncodeToString(h.Sum(nil)), nil
}
// response: {"StatusCode":0,"StatusMessage":"success","code":0,"data":{},"msg":"success"}
`, V{"a": g.uuid(), "b": g.an(22)}, "open.feishu.cn/open-apis/bot/v2/hook/", `"StatusMessage":"success"`)

	g.whAdd("wecom-group-robot-curl", `
[root@ops-jump ~]# curl 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=«a»' \
>    -H 'Content-Type: application/json' \
>    -d '{"msgtype": "markdown", "markdown": {"content": "磁盘告警: <font color=\"warning\">db-03 /data 92%</font>"}}'
{"errcode":0,"errmsg":"ok"}
`, V{"a": g.uuid()}, "qyapi.weixin.qq.com/cgi-bin/webhook/send", "db-03 /data 92%")
}

// ---- Zapier, Make, n8n, IFTTT, Pipedream and friends ----

func (g *G) whAutomation() {
	g.whAdd("zapier-catch-hook-fetch-form", `
<form id="waitlist">
  <input name="email" type="email" required>
  <button>Join the waitlist</button>
</form>
<script>
  document.getElementById('waitlist').addEventListener('submit', async (e) => {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(e.target));
    await fetch('https://hooks.zapier.com/hooks/catch/«a»/', { method: 'POST', body: JSON.stringify(data) });
    e.target.innerHTML = '<p>Thanks! We will be in touch.</p>';
  });
</script>
`, V{"a": g.digits(8) + "/" + g.s(alLowNum, 7)}, "Join the waitlist", "Thanks! We will be in touch.")

	g.whAdd("zapier-catch-hook-curl-response", `
$ curl -s -X POST https://hooks.zapier.com/hooks/catch/«a»/ -d 'ticket=INC-20931&priority=P2&summary=checkout latency'
{"attempt":"«_att»","id":"«_id»","request_id":"«_req»","status":"success"}
`, V{"a": g.digits(7) + "/" + g.s(alLowNum, 7), "_att": g.uuid(), "_id": g.uuid(), "_req": g.uuid()}, "ticket=INC-20931")

	g.whAdd("make-custom-webhook-curl-accepted", `
$ curl -i -X POST 'https://hook.eu2.make.com/«a»' -H 'Content-Type: application/json' -d '{"invoice":"F-2024-0412","amount":1290.00,"currency":"EUR"}'
HTTP/2 200
date: Tue, 12 Nov 2024 09:41:07 GMT
content-type: text/plain; charset=utf-8
content-length: 8

Accepted
`, V{"a": g.s(alLowNum, 32)}, "F-2024-0412", "Accepted")

	g.whAdd("make-blueprint-http-module-auth", `
{
  "name": "Invoice intake → ERP",
  "flow": [
    { "id": 1, "module": "gateway:CustomWebHook", "version": 1, "parameters": { "hook": «_hook», "maxResults": 1 } },
    {
      "id": 2,
      "module": "http:ActionSendData",
      "version": 3,
      "parameters": { "handleErrors": false, "useNewZLibDeCompress": true },
      "mapper": {
        "url": "https://erp.acme-industrie.de/api/v2/invoices",
        "method": "post",
        "headers": [
          { "name": "Authorization", "value": "Bearer «a»" },
          { "name": "X-Tenant", "value": "acme-de" }
        ],
        "bodyType": "raw",
        "contentType": "application/json"
      }
    }
  ],
  "metadata": { "instant": true, "version": 1, "scenario": { "roundtrips": 1, "maxErrors": 3 } }
}
`, V{"_hook": g.digits(6), "a": g.an(40)}, "gateway:CustomWebHook", "https://erp.acme-industrie.de/api/v2/invoices")

	g.whAdd("n8n-webhook-header-auth-curl", `
$ curl -X POST "https://n8n.acme.dev/webhook/«a»" \
    -H "X-N8N-Key: «b»" \
    -H "Content-Type: application/json" \
    -d '{"order_id": 58213, "status": "paid"}'
{"message":"Workflow was started"}
$ curl -X POST "https://n8n.acme.dev/webhook-test/«a»" -d '{}'
{"code":404,"message":"The requested webhook \"POST «a»\" is not registered.","hint":"Click the 'Test workflow' button on the canvas, then try again. (In test mode, the webhook only works for one call after you click this button)"}
`, V{"a": g.uuid(), "b": g.pwStrong()}, "Workflow was started", "webhook-test")

	g.whAdd("n8n-compose-encryption-key", `
services:
  n8n:
    image: docker.n8n.io/n8nio/n8n:1.64.3
    restart: always
    ports:
      - "127.0.0.1:5678:5678"
    environment:
      - N8N_HOST=n8n.acme.dev
      - N8N_PROTOCOL=https
      - WEBHOOK_URL=https://n8n.acme.dev/
      - N8N_ENCRYPTION_KEY=«a»
      - DB_TYPE=postgresdb
      - DB_POSTGRESDB_HOST=postgres
      - DB_POSTGRESDB_USER=n8n
      - DB_POSTGRESDB_PASSWORD=«b»
      - GENERIC_TIMEZONE=Europe/Berlin
`, V{"a": g.an(32), "b": g.pw()}, "docker.n8n.io/n8nio/n8n:1.64.3", "WEBHOOK_URL=https://n8n.acme.dev/")

	g.whAdd("ifttt-maker-trigger-curl", `
$ curl -X POST -H "Content-Type: application/json" -d '{"value1":"garage","value2":"open","value3":"22:41"}' https://maker.ifttt.com/trigger/door_opened/with/key/«a»
Congratulations! You've fired the door_opened event
`, V{"a": g.b64u(22)}, "Congratulations! You've fired the door_opened event")

	g.whAdd("ifttt-esp32-sketch", `
#include <WiFi.h>
#include <HTTPClient.h>

const char* ssid     = "Vodafone-7C21";
const char* password = "«a»";
const char* IFTTT_EVENT = "plant_dry";
const char* IFTTT_KEY   = "«b»";

void notify(int moisture) {
  HTTPClient http;
  String url = String("https://maker.ifttt.com/trigger/") + IFTTT_EVENT + "/with/key/" + IFTTT_KEY + "?value1=" + moisture;
  http.begin(url);
  int code = http.GET();
  Serial.printf("IFTTT -> %d\n", code);
  http.end();
}
`, V{"a": g.pw(), "b": g.b64u(22)}, "Vodafone-7C21", "plant_dry")

	g.whAdd("pipedream-endpoint-curl", `
$ curl -d '{"sku":"TSH-BLK-L","qty":3}' -H 'Content-Type: application/json' https://«a».m.pipedream.net
{"success":true}
# the workflow then calls Airtable with the connected account (authorized in the Pipedream UI, nothing in code)
`, V{"a": "eo" + g.s(alLowNum, 14)}, "TSH-BLK-L")

	g.whAdd("pabbly-connect-webhook-woocommerce", `
WooCommerce > Settings > Advanced > Webhooks > Edit webhook

Name:          Order created → Pabbly
Status:        Active
Topic:         Order created
Delivery URL:  https://connect.pabbly.com/workflow/sendwebhookdata/«a»
Secret:        «b»
API Version:   WP REST API Integration v3
`, V{"a": b64raw(`"`+g.hex(24)+`"`) + "_pc", "b": g.s(alAlnum+"!@#$%^&*()-_[]{}<>~`+=,.;:/?|", 50)}, "WP REST API Integration v3", "Order created → Pabbly")

	g.whAdd("homeassistant-webhook-automation", `
# automations.yaml
- id: '1712338712404'
  alias: Backup finished (from NAS)
  trigger:
    - platform: webhook
      webhook_id: «a»
      allowed_methods: [POST]
      local_only: false
  action:
    - service: notify.mobile_app_pixel_8
      data:
        message: "NAS backup finished: {{ trigger.json.status }}"

# on the NAS:
# curl -X POST -H 'Content-Type: application/json' -d '{"status":"ok"}' https://ha.home-lab.net/api/webhook/«a»
`, V{"a": "nas-backup-" + g.b64u(24)}, "notify.mobile_app_pixel_8", "https://ha.home-lab.net/api/webhook/")

	g.whAdd("integromat-legacy-sheets-script", `
// Tools > Script editor (bound to "Event signups 2024")
var HOOK = 'https://hook.integromat.com/«a»';

function onFormSubmit(e) {
  var options = {
    method: 'post',
    contentType: 'application/json',
    payload: JSON.stringify({ name: e.namedValues['Name'][0], email: e.namedValues['Email'][0] })
  };
  UrlFetchApp.fetch(HOOK, options);
}
`, V{"a": g.s(alLowNum, 32)}, "Event signups 2024", "e.namedValues['Email'][0]")
}

// ---- Stripe ----

func (g *G) whStripe() {
	e1, e2, e3 := g.whEvt(), g.whEvt(), g.whEvt()
	g.whAdd("stripe-listen-forward-output", `
$ stripe listen --forward-to localhost:4242/webhook --events payment_intent.succeeded,checkout.session.completed
A newer version of the Stripe CLI is available, please update to: v1.21.8
> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is «a» (^C to quit)
2024-11-14 10:02:41   --> checkout.session.completed [«_e1»]
2024-11-14 10:02:41  <--  [200] POST http://localhost:4242/webhook [«_e1»]
2024-11-14 10:02:42   --> payment_intent.succeeded [«_e2»]
2024-11-14 10:02:42  <--  [400] POST http://localhost:4242/webhook [«_e2»]
2024-11-14 10:03:10   --> payment_intent.succeeded [«_e3»]
2024-11-14 10:03:10  <--  [200] POST http://localhost:4242/webhook [«_e3»]
`, V{"a": g.whsec(), "_e1": e1, "_e2": e2, "_e3": e3}, "Stripe API Version [2024-06-20]", "localhost:4242/webhook")

	g.whAdd("stripe-listen-print-secret-export", `
jdoe@mbp ~/code/shop (main) $ export STRIPE_WEBHOOK_SECRET=$(stripe listen --print-secret)
jdoe@mbp ~/code/shop (main) $ echo $STRIPE_WEBHOOK_SECRET
«a»
jdoe@mbp ~/code/shop (main) $ stripe listen --forward-to localhost:3000/api/webhooks/stripe --skip-verify &
[1] 48211
`, V{"a": g.whsec()}, "--print-secret", "localhost:3000/api/webhooks/stripe")

	g.whAdd("stripe-webhook-endpoints-create-json", `
$ stripe webhook_endpoints create --url="https://api.acme-shop.com/webhooks/stripe" -d "enabled_events[]=invoice.paid" -d "enabled_events[]=customer.subscription.deleted" --live
{
  "id": "«_we»",
  "object": "webhook_endpoint",
  "api_version": null,
  "application": null,
  "created": «_t»,
  "description": null,
  "enabled_events": [
    "invoice.paid",
    "customer.subscription.deleted"
  ],
  "livemode": true,
  "metadata": {},
  "secret": "«a»",
  "status": "enabled",
  "url": "https://api.acme-shop.com/webhooks/stripe"
}
`, V{"_we": "we_1" + g.an(23), "_t": g.whUnix(), "a": g.whsec()}, "https://api.acme-shop.com/webhooks/stripe", `"object": "webhook_endpoint"`)

	g.whAdd("stripe-node-express-construct-event", `
const stripe = require('stripe')('«a»');
const express = require('express');
const app = express();

// This is your Stripe CLI webhook secret for testing your endpoint locally.
const endpointSecret = "«b»";

app.post('/webhook', express.raw({type: 'application/json'}), (request, response) => {
  const sig = request.headers['stripe-signature'];
  let event;
  try {
    event = stripe.webhooks.constructEvent(request.body, sig, endpointSecret);
  } catch (err) {
    response.status(400).send(ˋWebhook Error: ${err.message}ˋ);
    return;
  }
  switch (event.type) {
    case 'payment_intent.succeeded':
      const paymentIntentSucceeded = event.data.object;
      break;
    default:
      console.log(ˋUnhandled event type ${event.type}ˋ);
  }
  response.send();
});

app.listen(4242, () => console.log('Running on port 4242'));
`, V{"a": g.skTest(), "b": g.whsec()}, "stripe.webhooks.constructEvent", "Running on port 4242")

	g.whAdd("stripe-go-construct-event", `
func handleWebhook(w http.ResponseWriter, req *http.Request) {
	const MaxBodyBytes = int64(65536)
	req.Body = http.MaxBytesReader(w, req.Body, MaxBodyBytes)
	payload, err := io.ReadAll(req.Body)
	if err != nil {
		w.WriteHeader(http.StatusServiceUnavailable)
		return
	}
	endpointSecret := "«a»"
	event, err := webhook.ConstructEvent(payload, req.Header.Get("Stripe-Signature"), endpointSecret)
	if err != nil {
		fmt.Fprintf(os.Stderr, "Error verifying webhook signature: %v\n", err)
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	log.Printf("received %s (%s)", event.Type, event.ID)
	w.WriteHeader(http.StatusOK)
}
`, V{"a": g.whsec()}, "webhook.ConstructEvent", "Error verifying webhook signature")

	g.whAdd("stripe-php-construct-event", `
<?php
require 'vendor/autoload.php';

\Stripe\Stripe::setApiKey('«a»');
$endpoint_secret = '«b»';

$payload = @file_get_contents('php://input');
$sig_header = $_SERVER['HTTP_STRIPE_SIGNATURE'];
$event = null;

try {
  $event = \Stripe\Webhook::constructEvent($payload, $sig_header, $endpoint_secret);
} catch(\UnexpectedValueException $e) {
  http_response_code(400);
  exit();
} catch(\Stripe\Exception\SignatureVerificationException $e) {
  http_response_code(400);
  exit();
}
http_response_code(200);
`, V{"a": g.skLive(), "b": g.whsec()}, "HTTP_STRIPE_SIGNATURE", "SignatureVerificationException")

	g.whAdd("stripe-rails-credentials-show", `
$ EDITOR=cat bin/rails credentials:show --environment production
secret_key_base: «a»
stripe:
  publishable_key: «_pk»
  secret_key: «b»
  signing_secret: «c»
active_record_encryption:
  primary_key: «d»
`, V{"a": g.hex(128), "_pk": g.pkLive(), "b": g.rkLive(), "c": g.whsec(), "d": g.an(32)}, "credentials:show --environment production")

	g.whAdd("stripe-cli-compose-service", `
  stripe-cli:
    image: stripe/stripe-cli:v1.21.8
    container_name: stripe-cli
    command: "listen --api-key ${STRIPE_API_KEY} --device-name docker-dev --forward-to http://api:8000/webhooks/stripe/"
    env_file: .env.stripe

$ cat .env.stripe
STRIPE_API_KEY=«a»
$ docker compose logs stripe-cli | head -3
stripe-cli  | Checking for new versions...
stripe-cli  | Getting ready...
stripe-cli  | Ready! You are using Stripe API Version [2023-10-16]. Your webhook signing secret is «b» (^C to quit)
`, V{"a": g.rkLive(), "b": g.whsec()}, "stripe/stripe-cli:v1.21.8", "--device-name docker-dev")

	pi := "pi_3" + g.an(23)
	g.whAdd("stripe-payment-intent-payload-client-secret", `
[webhook] payment_intent.succeeded «_evt»
{
  "id": "«_evt»",
  "object": "event",
  "api_version": "2024-06-20",
  "created": «_t»,
  "data": {
    "object": {
      "id": "«_pi»",
      "object": "payment_intent",
      "amount": 4900,
      "amount_received": 4900,
      "client_secret": "«_pi»_secret_«a»",
      "currency": "usd",
      "customer": "«_cus»",
      "latest_charge": "«_ch»",
      "payment_method": "«_pm»",
      "status": "succeeded"
    }
  },
  "livemode": false,
  "pending_webhooks": 2,
  "request": { "id": "«_req»", "idempotency_key": "«_idem»" },
  "type": "payment_intent.succeeded"
}
`, V{"_evt": "evt_3" + g.an(23), "_t": g.whUnix(), "_pi": pi, "a": g.an(25), "_cus": "cus_" + g.an(14), "_ch": "ch_3" + g.an(23), "_pm": "pm_1" + g.an(23),
		"_req": "req_" + g.an(14), "_idem": g.uuid()}, `"pending_webhooks": 2`)

	g.whAdd("stripe-signature-mismatch-env", `
I keep getting this on prod but not locally:

  StripeSignatureVerificationError: No signatures found matching the expected signature for payload. Are you passing the raw request body you received from Stripe?
  Stripe-Signature: t=«_t»,v1=«_v1»,v0=«_v0»

prod env (Render dashboard):
  STRIPE_SECRET_KEY=«a»
  STRIPE_WEBHOOK_SECRET=«b»
local .env:
  STRIPE_WEBHOOK_SECRET=«c»

is it because the local one is from stripe listen?
`, V{"_t": g.whUnix(), "_v1": g.whSig(), "_v0": g.whSig(), "a": g.skLive(), "b": g.whsec(), "c": g.whsec()}, "StripeSignatureVerificationError", "Render dashboard")

	g.whAdd("stripe-dotnet-construct-event", `
[HttpPost("stripe")]
public async Task<IActionResult> Stripe()
{
    var json = await new StreamReader(HttpContext.Request.Body).ReadToEndAsync();
    const string endpointSecret = "«a»";
    try
    {
        var stripeEvent = EventUtility.ConstructEvent(json, Request.Headers["Stripe-Signature"], endpointSecret, throwOnApiVersionMismatch: false);
        if (stripeEvent.Type == EventTypes.InvoicePaymentFailed)
        {
            await _dunning.StartAsync((Invoice)stripeEvent.Data.Object);
        }
        return Ok();
    }
    catch (StripeException e)
    {
        _logger.LogWarning(e, "stripe webhook rejected");
        return BadRequest();
    }
}
`, V{"a": g.whsec()}, "EventUtility.ConstructEvent", "throwOnApiVersionMismatch: false")

	g.whAdd("stripe-dashboard-endpoint-page-pasted", `
Developers › Webhooks › https://hooks.acme-saas.io/stripe

Destination ID        «_we»
Endpoint URL          https://hooks.acme-saas.io/stripe
Description           billing-service (prod)
Listening to          12 events
API version           2024-06-20
Signing secret        «a»      Hide
Status                Active

Event deliveries   Total 18,402   Failed 37   (last 7 days)
`, V{"_we": "we_1" + g.an(23), "a": g.whsec()}, "billing-service (prod)", "https://hooks.acme-saas.io/stripe")

	g.whAdd("stripe-listen-connection-refused", `
> Ready! You are using Stripe API Version [2024-09-30.acacia]. Your webhook signing secret is «a» (^C to quit)
2024-12-03 16:45:19   --> customer.subscription.updated [«_e1»]
2024-12-03 16:45:19            [ERROR] Failed to POST: Post "http://localhost:8080/api/billing/webhook": dial tcp [::1]:8080: connect: connection refused

2024-12-03 16:45:51   --> invoice.upcoming [«_e2»]
2024-12-03 16:45:51            [ERROR] Failed to POST: Post "http://localhost:8080/api/billing/webhook": dial tcp [::1]:8080: connect: connection refused
`, V{"a": g.whsec(), "_e1": g.whEvt(), "_e2": g.whEvt()}, "dial tcp [::1]:8080: connect: connection refused", "2024-09-30.acacia")
}

// ---- GitHub, GitLab, Bitbucket, Gitea and CI ----

func (g *G) whForges() {
	hookID := g.digits(9)
	g.whAdd("github-create-hook-curl-masked-response", `
$ curl -s -X POST -H "Authorization: Bearer «a»" -H "Accept: application/vnd.github+json" -H "X-GitHub-Api-Version: 2022-11-28" \
    https://api.github.com/repos/acme/infra-live/hooks \
    -d '{"name":"web","active":true,"events":["push","pull_request"],"config":{"url":"https://atlantis.acme.io/events","content_type":"json","secret":"«b»","insecure_ssl":"0"}}'
{
  "type": "Repository",
  "id": «_id»,
  "name": "web",
  "active": true,
  "events": [
    "pull_request",
    "push"
  ],
  "config": {
    "content_type": "json",
    "insecure_ssl": "0",
    "secret": "********",
    "url": "https://atlantis.acme.io/events"
  },
  "updated_at": "«_t»",
  "created_at": "«_t»",
  "url": "https://api.github.com/repos/acme/infra-live/hooks/«_id»",
  "ping_url": "https://api.github.com/repos/acme/infra-live/hooks/«_id»/pings",
  "deliveries_url": "https://api.github.com/repos/acme/infra-live/hooks/«_id»/deliveries"
}
`, V{"a": g.ghp(), "b": g.hex(40), "_id": hookID, "_t": g.whISO()}, "https://atlantis.acme.io/events", `"secret": "********"`)

	g.whAdd("github-delivery-headers-secret-chat", `
signature check fails for every delivery. Headers from Recent Deliveries:

Request URL: https://ci.acme.io/github-webhook/
Request method: POST
Accept: */*
Content-Type: application/json
User-Agent: GitHub-Hookshot/«_ua»
X-GitHub-Delivery: «_d»
X-GitHub-Event: push
X-GitHub-Hook-ID: «_hid»
X-GitHub-Hook-Installation-Target-ID: «_tid»
X-GitHub-Hook-Installation-Target-Type: repository
X-Hub-Signature: sha1=«_s1»
X-Hub-Signature-256: sha256=«_s256»

and the secret I set on both sides is «a» — I triple-checked there's no trailing newline in the Jenkins credential
`, V{"_ua": g.hex(7), "_d": g.uuid(), "_hid": g.digits(9), "_tid": g.digits(9), "_s1": g.hex(40), "_s256": g.whSig(), "a": g.pw()}, "GitHub-Hookshot/", "X-GitHub-Hook-Installation-Target-Type: repository")

	key := g.rsaPEM()
	g.whAdd("probot-dotenv", `
# The ID of your GitHub App
APP_ID=«_app»
WEBHOOK_SECRET=«a»

# Use ˋtraceˋ to get verbose logging or ˋinfoˋ to show less
LOG_LEVEL=debug

# Go to https://smee.io/new set this to the URL that you are redirected to.
WEBHOOK_PROXY_URL=https://smee.io/«b»
PRIVATE_KEY="-----BEGIN RSA PRIVATE KEY-----\n«c»\n-----END RSA PRIVATE KEY-----\n"
GITHUB_CLIENT_ID=«_cid»
GITHUB_CLIENT_SECRET=«d»
`, V{"_app": g.digits(6), "a": g.hex(40), "b": g.an(16), "c": jsonEsc(key.body), "_cid": "Iv23li" + g.an(14), "d": g.hex(40)}, "https://smee.io/new", "LOG_LEVEL=debug")

	g.whAdd("smee-client-forwarding", `
$ npx smee-client -u https://smee.io/«a» -t http://localhost:3000/api/github/webhooks
Forwarding https://smee.io/«a» to http://localhost:3000/api/github/webhooks
Connected https://smee.io/«a»
POST http://localhost:3000/api/github/webhooks - 200
POST http://localhost:3000/api/github/webhooks - 200
POST http://localhost:3000/api/github/webhooks - 401
`, V{"a": g.an(16)}, "http://localhost:3000/api/github/webhooks")

	g.whAdd("gitlab-x-gitlab-token-curl-replay", `
# replaying a push event against the runner-autoscaler receiver
curl -sS -X POST https://autoscaler.ops.acme.io/gitlab \
  -H "Content-Type: application/json" \
  -H "X-Gitlab-Event: Push Hook" \
  -H "X-Gitlab-Token: «a»" \
  -H "X-Gitlab-Event-UUID: «_u»" \
  -H "X-Gitlab-Instance: https://gitlab.acme.io" \
  --data @push-event.json
{"status":"queued","job":"scale-up"}
`, V{"a": g.an(32), "_u": g.uuid()}, "X-Gitlab-Event: Push Hook", "https://autoscaler.ops.acme.io/gitlab")

	g.whAdd("gitlab-project-hooks-api-query-token", `
$ curl --request POST --header "PRIVATE-TOKEN: «a»" \
  "https://gitlab.example.com/api/v4/projects/42/hooks?url=https%3A%2F%2Fdeploy.example.com%2Fhook&token=«b»&push_events=true&merge_requests_events=true&enable_ssl_verification=true"
{"id":«_id»,"url":"https://deploy.example.com/hook","name":null,"description":null,"created_at":"«_t»","push_events":true,"tag_push_events":false,"merge_requests_events":true,"repository_update_events":false,"enable_ssl_verification":true,"alert_status":"executable","disabled_until":null,"url_variables":[],"push_events_branch_filter":null,"branch_filter_strategy":"wildcard","custom_webhook_template":null,"custom_headers":[],"project_id":42,"issues_events":false}
`, V{"a": g.glpat(), "b": g.hex(32), "_id": g.digits(5), "_t": g.whISO()}, `"alert_status":"executable"`, "https://deploy.example.com/hook")

	g.whAdd("bitbucket-server-webhook-secret-python", `
# Bitbucket Data Center: Repository settings > Webhooks > "jira-sync", Secret field filled in
BITBUCKET_WEBHOOK_SECRET = os.environ.get("BITBUCKET_WEBHOOK_SECRET", "«a»")

def verify(request):
    sig = request.headers.get("X-Hub-Signature", "")  # e.g. sha256=«_s»
    digest = hmac.new(BITBUCKET_WEBHOOK_SECRET.encode(), request.body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(sig, f"sha256={digest}")

# X-Event-Key: repo:refs_changed   X-Request-Id: «_rid»
`, V{"a": g.pwStrong(), "_s": g.whSig(), "_rid": g.uuid()}, "repo:refs_changed", "jira-sync")

	g.whAdd("gitea-create-hook-api", `
$ curl -s -X POST "https://git.home.lan/api/v1/repos/infra/ansible/hooks" \
    -H "Authorization: token «a»" -H "Content-Type: application/json" \
    -d '{"type":"gitea","active":true,"branch_filter":"main","events":["push"],"config":{"url":"http://drone.home.lan/hook","content_type":"json","secret":"«b»"}}'
{"id":«_id»,"type":"gitea","branch_filter":"main","config":{"content_type":"json","url":"http://drone.home.lan/hook"},"events":["push"],"authorization_header":"","active":true,"updated_at":"«_t»","created_at":"«_t»"}
`, V{"a": g.hex(40), "b": g.pwURL(), "_id": g.digits(2), "_t": g.whISO()}, "http://drone.home.lan/hook", "git.home.lan")

	g.whAdd("jenkins-generic-webhook-trigger-invoke", `
$ curl -s -X POST -H "Content-Type: application/json" -d @payload.json "https://jenkins.acme.io/generic-webhook-trigger/invoke?token=«a»" | jq .
{
  "jobs": {
    "deploy-payments-api": {
      "regexpFilterExpression": "",
      "triggered": true,
      "resolvedVariables": {
        "ref": "refs/heads/main",
        "sha": "«_sha»"
      },
      "regexpFilterText": "",
      "id": «_q»,
      "url": "queue/item/«_q»/"
    }
  },
  "message": "Triggered jobs."
}
`, V{"a": g.an(20), "_sha": g.gitSHA(), "_q": g.digits(5)}, "deploy-payments-api", "Triggered jobs.")

	g.whAdd("jenkins-trigger-builds-remotely", `
# Build Triggers > [x] Trigger builds remotely (e.g., from scripts)
#   Authentication Token: «a»
# Use JENKINS_URL/job/nightly-reports/build?token=TOKEN_NAME
curl -X POST -u "svc-cron:«b»" "https://jenkins.corp.example/job/nightly-reports/buildWithParameters?token=«a»&REPORT_DATE=$(date +%F)"
`, V{"a": g.pwURL(), "b": "11" + g.hex(32)}, "JENKINS_URL/job/nightly-reports/build?token=TOKEN_NAME", "svc-cron")

	g.whAdd("argocd-secret-webhook-secrets", `
apiVersion: v1
kind: Secret
metadata:
  name: argocd-secret
  namespace: argocd
  labels:
    app.kubernetes.io/name: argocd-secret
    app.kubernetes.io/part-of: argocd
type: Opaque
stringData:
  # github webhook secret
  webhook.github.secret: «a»
  # gitlab webhook secret
  webhook.gitlab.secret: «b»
  # bitbucket webhook secret
  webhook.bitbucket.uuid: «_bb»
`, V{"a": g.hex(40), "b": g.an(30), "_bb": "{" + g.uuid() + "}"}, "webhook.bitbucket.uuid", "app.kubernetes.io/part-of: argocd")

	g.whAdd("flux-receiver-token", `
$ TOKEN=$(head -c 12 /dev/urandom | shasum | cut -d ' ' -f1)
$ echo $TOKEN
«a»
$ kubectl -n flux-system create secret generic webhook-token --from-literal=token=$TOKEN
secret/webhook-token created
$ flux create receiver github-receiver --type github --event ping --event push --secret-ref webhook-token --resource GitRepository/webapp
✚ generating Receiver
► applying Receiver
✔ Receiver created
◎ waiting for Receiver reconciliation
✔ Receiver github-receiver is ready
✔ generated webhook URL /hook/«_path»
`, V{"a": g.hex(40), "_path": g.whSig()}, "GitRepository/webapp", "Receiver github-receiver is ready")

	g.whAdd("atlantis-server-flags-ps", `
$ ps -ef | grep [a]tlantis
atlantis     1     0  0 Oct02 ?        00:41:13 atlantis server --atlantis-url=https://atlantis.acme.io --gh-user=acme-atlantis-bot --gh-token=«a» --gh-webhook-secret=«b» --repo-allowlist=github.com/acme/* --port=4141
`, V{"a": g.ghp(), "b": g.hex(32)}, "--repo-allowlist=github.com/acme/*", "acme-atlantis-bot")

	g.whAdd("buildkite-webhook-token-header", `
Buildkite › Settings › Notification Services › Webhook "status-page-sync"
  Webhook URL: https://status.acme.io/api/buildkite
  Token:       «a»   (sent as X-Buildkite-Token)
  Events:      build.finished, job.finished

server log:
  level=warn msg="rejected buildkite webhook" x_buildkite_event=build.finished x_buildkite_token_present=true request_id=«_r»
`, V{"a": g.hex(32), "_r": g.uuid()}, "status-page-sync", "https://status.acme.io/api/buildkite")

	g.whAdd("tekton-eventlistener-github-interceptor", `
apiVersion: v1
kind: Secret
metadata:
  name: github-webhook-secret
type: Opaque
stringData:
  secretToken: "«a»"
---
apiVersion: triggers.tekton.dev/v1beta1
kind: EventListener
metadata:
  name: github-listener
spec:
  serviceAccountName: tekton-triggers-sa
  triggers:
    - name: github-push
      interceptors:
        - ref:
            name: "github"
          params:
            - name: "secretRef"
              value:
                secretName: github-webhook-secret
                secretKey: secretToken
            - name: "eventTypes"
              value: ["push"]
`, V{"a": g.pwStrong()}, "tekton-triggers-sa", "triggers.tekton.dev/v1beta1")
}

// ---- commerce and payments ----

func (g *G) whCommerce() {
	g.whAdd("shopify-app-toml-and-env", `
$ cat shopify.app.toml
client_id = "«_cid»"
name = "order-sync"
application_url = "https://order-sync.fly.dev"
embedded = true

[webhooks]
api_version = "2024-07"

  [[webhooks.subscriptions]]
  topics = [ "app/uninstalled", "orders/create" ]
  uri = "/webhooks"

$ cat .env
SHOPIFY_API_KEY=«_cid»
SHOPIFY_API_SECRET=«a»
SCOPES=read_orders,write_fulfillments
`, V{"_cid": g.hex(32), "a": "shpss_" + g.hex(32)}, "order-sync.fly.dev", "read_orders,write_fulfillments")

	g.whAdd("shopify-hmac-rails-controller", `
class ShopifyWebhooksController < ActionController::API
  SHOPIFY_SECRET = "«a»".freeze

  before_action :verify_webhook

  def orders_create
    OrderImportJob.perform_later(request.raw_post, request.headers["X-Shopify-Shop-Domain"])
    head :ok
  end

  private

  def verify_webhook
    data = request.raw_post
    calculated = Base64.strict_encode64(OpenSSL::HMAC.digest("sha256", SHOPIFY_SECRET, data))
    head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(calculated, request.headers["X-Shopify-Hmac-Sha256"].to_s)
  end
end
`, V{"a": "shpss_" + g.hex(32)}, "ShopifyWebhooksController", "X-Shopify-Shop-Domain")

	g.whAdd("shopify-cli-webhook-trigger", `
$ shopify app webhook trigger --topic orders/create --api-version 2024-07 --delivery-method http --address https://order-sync-dev.trycloudflare.com/webhooks --client-secret «a»
╭─ success ───────────────────────────────────────────────────────╮
│                                                                  │
│  Webhook has been enqueued for delivery                          │
│                                                                  │
╰──────────────────────────────────────────────────────────────────╯
`, V{"a": "shpss_" + g.hex(32)}, "Webhook has been enqueued for delivery", "order-sync-dev.trycloudflare.com")

	g.whAdd("woocommerce-wp-cli-webhook-create", `
$ wp wc webhook create --name="ERP order export" --topic=order.created --delivery_url=https://erp-bridge.acme.shop/woo --secret='«a»' --status=active --user=1
Success: Created webhook «_id».
$ wp wc webhook get «_id» --fields=id,name,status,delivery_url,api_version --user=1 --format=json
{"id":«_id»,"name":"ERP order export","status":"active","delivery_url":"https:\/\/erp-bridge.acme.shop\/woo","api_version":"wp_api_v3"}
`, V{"a": g.pwStrong(), "_id": g.digits(2)}, "ERP order export", "https://erp-bridge.acme.shop/woo")

	ntf := g.whULID()
	g.whAdd("paddle-billing-notification-secret", `
$ curl -s https://api.paddle.com/notification-settings/ntfset_«_n» -H "Authorization: Bearer «a»" | jq '.data | {id, destination, active, endpoint_secret_key}'
{
  "id": "ntfset_«_n»",
  "destination": "https://api.podcastly.fm/paddle/webhook",
  "active": true,
  "endpoint_secret_key": "pdl_ntfset_«_n»_«b»"
}
# incoming: Paddle-Signature: ts=«_ts»;h1=«_h1»
`, V{"_n": ntf, "a": "pdl_live_apikey_" + g.whULID() + "_" + g.an(22) + "_" + g.an(3), "b": g.an(32), "_ts": g.whUnix(), "_h1": g.whSig()}, "https://api.podcastly.fm/paddle/webhook")

	lsq := g.jwt("RS256", fmt.Sprintf(`{"aud":"94d59cef-dbb8-4ea5-b178-d2540fcd6919","jti":"%s","iat":%s,"nbf":%s,"sub":"%s","scopes":[]}`, g.hex(80), g.whUnix(), g.whUnix(), g.digits(6)))
	g.whAdd("lemonsqueezy-nextjs-route-handler", `
// app/api/webhooks/lemonsqueezy/route.ts
import crypto from 'node:crypto';

const secret = process.env.LEMONSQUEEZY_WEBHOOK_SECRET ?? '«a»';

export async function POST(req: Request) {
  const raw = await req.text();
  const digest = Buffer.from(crypto.createHmac('sha256', secret).update(raw).digest('hex'), 'utf8');
  const signature = Buffer.from(req.headers.get('X-Signature') ?? '', 'utf8');
  if (digest.length !== signature.length || !crypto.timingSafeEqual(digest, signature)) {
    return new Response('Invalid signature', { status: 401 });
  }
  const { meta, data } = JSON.parse(raw);
  console.log(meta.event_name, data.id);
  return Response.json({ ok: true });
}

// .env.local
// LEMONSQUEEZY_API_KEY=«b»
// LEMONSQUEEZY_STORE_ID=«_store»
`, V{"a": g.pwURL(), "b": lsq, "_store": g.digits(5)}, "LEMONSQUEEZY_STORE_ID", "app/api/webhooks/lemonsqueezy/route.ts")

	g.whAdd("razorpay-python-verify", `
import razorpay

client = razorpay.Client(auth=("«_kid»", "«a»"))
WEBHOOK_SECRET = "«b»"

def razorpay_webhook(request):
    body = request.body.decode()
    signature = request.headers["X-Razorpay-Signature"]
    client.utility.verify_webhook_signature(body, signature, WEBHOOK_SECRET)
    event = json.loads(body)
    if event["event"] == "payment.captured":
        mark_paid(event["payload"]["payment"]["entity"]["order_id"])
    return HttpResponse(status=200)
`, V{"_kid": "rzp_live_" + g.an(14), "a": g.an(24), "b": g.pwStrong()}, "verify_webhook_signature", "payment.captured")

	g.whAdd("adyen-hmac-properties-and-notification", `
# src/main/resources/application-prod.properties
adyen.merchant-account=AcmeRetailECOM
adyen.environment=LIVE
adyen.live-endpoint-url-prefix=«_pre»-AcmeRetail
adyen.notification.username=adyen-notify
adyen.notification.password=«a»
adyen.notification.hmac-key=«b»

# a received notification item (logged at DEBUG)
{"NotificationRequestItem":{"additionalData":{"hmacSignature":"«_sig»"},"amount":{"currency":"EUR","value":2599},"eventCode":"AUTHORISATION","eventDate":"2024-09-18T14:02:11+02:00","merchantAccountCode":"AcmeRetailECOM","merchantReference":"ORD-771204","pspReference":"«_psp»","success":"true"}}
`, V{"_pre": g.hex(16), "a": g.pwStrong(), "b": g.s(alHexU, 64), "_sig": g.b64(32), "_psp": g.s(alUpNum, 16)}, "AcmeRetailECOM", "ORD-771204")

	g.whAdd("paypal-verify-webhook-signature", `
$ curl -s -X POST https://api-m.paypal.com/v1/oauth2/token -u "«_cid»:«a»" -d "grant_type=client_credentials" | jq -r .access_token
«b»
$ curl -s -X POST https://api-m.paypal.com/v1/notifications/verify-webhook-signature \
    -H "Content-Type: application/json" -H "Authorization: Bearer «b»" \
    -d '{"auth_algo":"SHA256withRSA","cert_url":"https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-«_cert»","transmission_id":"«_tx»","transmission_sig":"«_sig»","transmission_time":"«_t»","webhook_id":"«_wh»","webhook_event":'"$(cat event.json)"'}'
{"verification_status":"SUCCESS"}
`, V{"_cid": "A" + g.b64u(79), "a": "E" + g.b64u(79), "b": "A21AA" + g.b64u(92), "_cert": g.hex(8), "_tx": g.uuid(), "_sig": g.b64(256), "_t": g.whISO(), "_wh": g.s(alUpNum, 17)}, `{"verification_status":"SUCCESS"}`)

	g.whAdd("coinbase-commerce-shared-secret-express", `
const { Webhook } = require('coinbase-commerce-node');
const SHARED_SECRET = '«a»'; // Settings > Webhook subscriptions > Show shared secret

app.post('/coinbase/webhook', express.raw({ type: 'application/json' }), (req, res) => {
  try {
    const event = Webhook.verifyEventBody(req.body, req.headers['x-cc-webhook-signature'], SHARED_SECRET);
    if (event.type === 'charge:confirmed') fulfil(event.data.metadata.order_id);
    res.sendStatus(200);
  } catch (e) {
    res.status(400).send(e.message);
  }
});
`, V{"a": g.uuid()}, "coinbase-commerce-node", "charge:confirmed")

	g.whAdd("kofi-webhook-form-payload", `
172.71.134.22 - - [21/Jul/2024:18:02:44 +0000] "POST /hooks/kofi HTTP/1.1" 200 2 "-" "Ko-fi"
[kofi] raw form: data={"verification_token":"«a»","message_id":"«_m»","timestamp":"2024-07-21T18:02:44Z","type":"Donation","is_public":true,"from_name":"Jo Example","message":"love the mod!","amount":"5.00","url":"https://ko-fi.com/Home/CoffeeShop?txid=«_tx»","email":"jo@example.com","currency":"USD","is_subscription_payment":false,"is_first_subscription_payment":false,"kofi_transaction_id":"«_tx»","shop_items":null,"tier_name":null}
`, V{"a": g.uuid(), "_m": g.uuid(), "_tx": g.uuid()}, "love the mod!", "/hooks/kofi")

	g.whAdd("btcpay-webhook-secret-greenfield", `
$ curl -s -u "admin@shop.example:«a»" -H "Content-Type: application/json" \
    https://pay.shop.example/api/v1/stores/«_store»/webhooks \
    -d '{"enabled":true,"automaticRedelivery":true,"url":"https://shop.example/btcpay/ipn","authorizedEvents":{"everything":true}}'
{"id":"«_wid»","enabled":true,"automaticRedelivery":true,"url":"https://shop.example/btcpay/ipn","authorizedEvents":{"everything":true,"specificEvents":[]},"secret":"«b»"}
`, V{"a": g.pw(), "_store": g.s(alB58, 44), "_wid": g.s(alB58, 22), "b": g.s(alB58, 28)}, "https://shop.example/btcpay/ipn", `"automaticRedelivery":true`)
}

// ---- SMS, voice and email providers ----

func (g *G) whMessaging() {
	g.whAdd("twilio-node-validate-request", `
const twilio = require('twilio');
const authToken = '«a»';   // Console > Account Info > Auth Token

app.post('/sms', express.urlencoded({ extended: false }), (req, res) => {
  const signature = req.header('X-Twilio-Signature');
  const url = 'https://sms.acme-clinic.com/sms';
  if (!twilio.validateRequest(authToken, signature, url, req.body)) {
    return res.status(403).send('forbidden');
  }
  const twiml = new twilio.twiml.MessagingResponse();
  twiml.message('Thanks, your appointment is confirmed.');
  res.type('text/xml').send(twiml.toString());
});
// AccountSid in the payload: «_sid»
`, V{"a": g.hex(32), "_sid": g.twilioSID()}, "https://sms.acme-clinic.com/sms", "Thanks, your appointment is confirmed.")

	g.whAdd("twilio-cli-config-json", `
$ cat ~/.twilio-cli/config.json
{
  "projects": [],
  "profiles": {
    "acme-prod": {
      "accountSid": "«_sid»",
      "region": null,
      "apiKey": "«_sk»",
      "apiSecret": "«a»"
    }
  },
  "activeProject": "acme-prod"
}
$ twilio phone-numbers:update +14155550143 --sms-url https://sms.acme.io/inbound -p acme-prod
`, V{"_sid": g.twilioSID(), "_sk": "SK" + g.hex(32), "a": g.an(32)}, "https://sms.acme.io/inbound", `"activeProject": "acme-prod"`)

	g.whAdd("twilio-flask-validator-pytest", `
from twilio.request_validator import RequestValidator

def test_voice_webhook_signature(client):
    validator = RequestValidator("«a»")
    params = {"CallSid": "«_call»", "From": "+14155550100", "To": "+14155550199", "CallStatus": "ringing"}
    url = "https://voice.acme.io/twilio/voice"
    sig = validator.compute_signature(url, params)
    resp = client.post("/twilio/voice", data=params, headers={"X-Twilio-Signature": sig})
    assert resp.status_code == 200
    assert b"<Say>" in resp.data
`, V{"a": g.hex(32), "_call": "CA" + g.hex(32)}, "validator.compute_signature", "https://voice.acme.io/twilio/voice")

	g.whAdd("sendgrid-signed-event-webhook-verify", `
import { EventWebhook, EventWebhookHeader } from '@sendgrid/eventwebhook';

// Mail Settings > Signed Event Webhook Requests > Verification Key (public)
const PUBLIC_KEY = '«_pub»';
process.env.SENDGRID_API_KEY = process.env.SENDGRID_API_KEY || '«a»';

export function verify(req) {
  const ew = new EventWebhook();
  const key = ew.convertPublicKeyToECDSA(PUBLIC_KEY);
  return ew.verifySignature(
    key,
    req.rawBody,
    req.get(EventWebhookHeader.SIGNATURE()),
    req.get(EventWebhookHeader.TIMESTAMP()),
  );
}
`, V{"_pub": "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + g.s(alB64, 84) + "==", "a": g.sendgrid()}, "@sendgrid/eventwebhook", "convertPublicKeyToECDSA")

	g.whAdd("sendgrid-inbound-parse-basic-auth", `
$ curl -s --request POST --url https://api.sendgrid.com/v3/user/webhooks/parse/settings \
    --header "Authorization: Bearer «a»" --header 'Content-Type: application/json' \
    --data '{"hostname":"inbound.acme-support.com","url":"https://parse:«b»@support.acme.io/sendgrid/inbound","spam_check":true,"send_raw":false}'
{"url":"https://parse:«b»@support.acme.io/sendgrid/inbound","hostname":"inbound.acme-support.com","spam_check":true,"send_raw":false}
`, V{"a": g.sendgrid(), "b": g.pwURL()}, "inbound.acme-support.com")

	g.whAdd("mailgun-signing-key-verify-python", `
MAILGUN_WEBHOOK_SIGNING_KEY = "«a»"

def verify(signing_key, token, timestamp, signature):
    hmac_digest = hmac.new(key=signing_key.encode(),
                           msg=f"{timestamp}{token}".encode(),
                           digestmod=hashlib.sha256).hexdigest()
    return hmac.compare_digest(str(signature), str(hmac_digest))

# sample payload["signature"] from the logs:
# {"token": "«_tok»", "timestamp": "«_ts»", "signature": "«_sig»"}
`, V{"a": g.hex(32), "_tok": g.hex(50), "_ts": g.whUnix(), "_sig": g.whSig()}, "MAILGUN_WEBHOOK_SIGNING_KEY")

	g.whAdd("mailgun-create-webhook-curl", `
$ curl -s --user 'api:«a»' https://api.eu.mailgun.net/v3/domains/mg.acme.io/webhooks \
    -F id='permanent_fail' -F url='https://app.acme.io/hooks/mailgun/bounces'
{
  "message": "Webhook has been created",
  "webhook": {
    "urls": [
      "https://app.acme.io/hooks/mailgun/bounces"
    ]
  }
}
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "Webhook has been created", "mg.acme.io")

	g.whAdd("postmark-webhook-httpauth", `
$ curl "https://api.postmarkapp.com/webhooks" -X POST -H "Accept: application/json" -H "Content-Type: application/json" \
    -H "X-Postmark-Server-Token: «a»" \
    -d '{"Url":"https://crm.acme.io/postmark","MessageStream":"outbound","HttpAuth":{"Username":"postmark","Password":"«b»"},"HttpHeaders":[{"Name":"X-Source","Value":"postmark"}],"Triggers":{"Bounce":{"Enabled":true,"IncludeContent":false},"SpamComplaint":{"Enabled":true,"IncludeContent":false}}}'
{"ID":«_id»,"Url":"https://crm.acme.io/postmark","MessageStream":"outbound","HttpAuth":{"Username":"postmark","Password":"«b»"},"HttpHeaders":[{"Name":"X-Source","Value":"postmark"}],"Triggers":{"Open":{"Enabled":false,"PostFirstOpenOnly":false},"Click":{"Enabled":false},"Delivery":{"Enabled":false},"Bounce":{"Enabled":true,"IncludeContent":false},"SpamComplaint":{"Enabled":true,"IncludeContent":false},"SubscriptionChange":{"Enabled":false}}}
`, V{"a": g.uuid(), "b": g.pwStrong(), "_id": g.digits(7)}, "https://crm.acme.io/postmark", `"MessageStream":"outbound"`)

	g.whAdd("mandrill-php-signature", `
<?php
// Mandrill sends X-Mandrill-Signature = base64(HMAC-SHA1(key, url . sorted POST params))
define('MANDRILL_WEBHOOK_KEY', '«a»');
define('MANDRILL_WEBHOOK_URL', 'https://newsletter.acme.org/mandrill/events.php');

function generateSignature($webhook_key, $url, $params) {
    $signed_data = $url;
    ksort($params);
    foreach ($params as $key => $value) {
        $signed_data .= $key;
        $signed_data .= $value;
    }
    return base64_encode(hash_hmac('sha1', $signed_data, $webhook_key, true));
}
if (!hash_equals(generateSignature(MANDRILL_WEBHOOK_KEY, MANDRILL_WEBHOOK_URL, $_POST), $_SERVER['HTTP_X_MANDRILL_SIGNATURE'] ?? '')) {
    http_response_code(403); exit;
}
`, V{"a": g.b64u(22)}, "https://newsletter.acme.org/mandrill/events.php", "HTTP_X_MANDRILL_SIGNATURE")

	g.whAdd("resend-webhook-svix-env-local", `
$ cat .env.local
RESEND_API_KEY=«a»
RESEND_WEBHOOK_SECRET=«b»
EMAIL_FROM="Acme <noreply@mail.acme.dev>"
$ curl -s -X POST http://localhost:3000/api/resend -H 'svix-id: msg_«_m»' -H 'svix-timestamp: «_ts»' -H 'svix-signature: v1,«_sig»' -d @email.bounced.json
{"received":true}
`, V{"a": "re_" + g.an(8) + "_" + g.an(24), "b": g.whSvix(), "_m": g.an(27), "_ts": g.whUnix(), "_sig": g.b64(32)}, "noreply@mail.acme.dev")

	g.whAdd("vonage-signature-secret-env", `
VONAGE_API_KEY=«_k»
VONAGE_API_SECRET=«a»
VONAGE_SIGNATURE_SECRET=«b»
VONAGE_SIGNATURE_METHOD=sha256hash
VONAGE_APPLICATION_ID=«_app»
VONAGE_PRIVATE_KEY_PATH=./private.key
INBOUND_SMS_WEBHOOK=https://sms.acme.io/webhooks/inbound-sms
`, V{"_k": g.hex(8), "a": g.an(16), "b": g.an(50), "_app": g.uuid()}, "VONAGE_SIGNATURE_METHOD=sha256hash", "https://sms.acme.io/webhooks/inbound-sms")

	g.whAdd("telnyx-public-key-and-api-key", `
# Telnyx Mission Control > Keys & Credentials
TELNYX_API_KEY=«a»
# Public Key (used to verify telnyx-signature-ed25519 on webhooks)
TELNYX_PUBLIC_KEY=«_pub»
TELNYX_CONNECTION_ID=«_conn»
`, V{"a": "KEY" + g.s(alHexU, 32) + "_" + g.an(22), "_pub": g.b64(32), "_conn": g.digits(19)}, "telnyx-signature-ed25519", "TELNYX_CONNECTION_ID")

	g.whAdd("plivo-signature-v3-python", `
import plivo
from plivo.utils import validate_v3_signature

AUTH_ID = "«_id»"
AUTH_TOKEN = "«a»"

@app.route("/plivo/answer", methods=["POST"])
def answer():
    ok = validate_v3_signature(request.method, request.url, request.headers["X-Plivo-Signature-V3-Nonce"],
                               AUTH_TOKEN, request.headers["X-Plivo-Signature-V3"], request.form.to_dict())
    if not ok:
        return "", 403
    return Response(plivo.plivoxml.ResponseElement().add_speak("Hello from Acme").to_string(), mimetype="text/xml")
`, V{"_id": "MA" + g.s(alUpNum, 18), "a": g.an(40)}, "validate_v3_signature", "X-Plivo-Signature-V3-Nonce")
}

// ---- SaaS webhooks: Svix, Clerk, Linear, Notion, Jira and the rest ----

func (g *G) whSaaS() {
	g.whAdd("clerk-env-local-webhook-secret", `
# .env.local (copied from Clerk Dashboard > API keys, and Webhooks > Endpoint > Signing Secret)
NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=«_pk»
CLERK_SECRET_KEY=«a»
CLERK_WEBHOOK_SIGNING_SECRET=«b»
NEXT_PUBLIC_CLERK_SIGN_IN_URL=/sign-in
NEXT_PUBLIC_CLERK_SIGN_UP_URL=/sign-up
`, V{"_pk": "pk_test_" + strings.TrimRight(b64s("humble-gnu-"+g.digits(2)+".clerk.accounts.dev$"), "="), "a": "sk_test_" + g.an(42), "b": g.whSvix()}, "NEXT_PUBLIC_CLERK_SIGN_IN_URL=/sign-in")

	g.whAdd("svix-node-verify-headers", `
import { Webhook } from "svix";

const secret = "«a»";
const wh = new Webhook(secret);

// headers of the failing delivery, copied from the Svix app portal
const headers = {
  "svix-id": "msg_«_m»",
  "svix-timestamp": "«_ts»",
  "svix-signature": "v1,«_s1» v1,«_s2»",
};
const payload = await fs.readFile("./fixtures/user.created.json", "utf8");
console.log(wh.verify(payload, headers));
`, V{"a": g.whSvix(), "_m": g.an(27), "_ts": g.whUnix(), "_s1": g.b64(32), "_s2": g.b64(32)}, "./fixtures/user.created.json", `import { Webhook } from "svix";`)

	g.whAdd("svix-cli-endpoint-secret-get", `
$ svix endpoint list app_«_app»
{"data":[{"id":"ep_«_ep»","url":"https://hooks.tenant-42.io/events","version":1,"description":"tenant-42 prod","filterTypes":["invoice.paid"],"disabled":false,"createdAt":"«_t»","updatedAt":"«_t»"}],"iterator":null,"done":true}
$ svix endpoint secret get app_«_app» ep_«_ep»
{"key":"«a»"}
`, V{"_app": g.an(27), "_ep": g.an(27), "_t": g.whISO(), "a": g.whSvix()}, "https://hooks.tenant-42.io/events", "tenant-42 prod")

	g.whAdd("linear-webhook-env-and-payload", `
LINEAR_API_KEY=«a»
LINEAR_WEBHOOK_SECRET=«b»

# log from the sync worker
[linear] delivery ok type=Issue action=update webhookId=«_wh» webhookTimestamp=«_ts» linear-delivery=«_d» linear-signature=«_sig»
`, V{"a": g.linear(), "b": "lin_wh_" + g.an(40), "_wh": g.uuid(), "_ts": g.whUnix() + g.digits(3), "_d": g.uuid(), "_sig": g.whSig()}, "type=Issue action=update")

	g.whAdd("notion-verification-token-log", `
$ npm run dev
> notion-sync@0.3.0 dev
> tsx watch src/server.ts

listening on :8787
POST /notion/webhook 200 3ms
body: {"verification_token":"«a»"}
POST /notion/webhook 401 1ms  X-Notion-Signature=sha256=«_sig» (no token configured yet)
`, V{"a": "secret_" + g.an(43), "_sig": g.whSig()}, "notion-sync@0.3.0", "/notion/webhook")

	g.whAdd("jira-webhook-rest-create", `
$ curl -s -u "release-bot@acme.com:«a»" -H "Content-Type: application/json" \
    -X POST https://acme.atlassian.net/rest/webhooks/1.0/webhook \
    -d '{"name":"deploy-tracker","url":"https://deploy-tracker.acme.io/jira","events":["jira:issue_updated"],"filters":{"issue-related-events-section":"project = OPS"},"excludeBody":false,"secret":"«b»"}'
{"name":"deploy-tracker","url":"https://deploy-tracker.acme.io/jira","excludeBody":false,"filters":{"issue-related-events-section":"project = OPS"},"events":["jira:issue_updated"],"enabled":true,"self":"https://acme.atlassian.net/rest/webhooks/1.0/webhook/«_id»","lastUpdatedUser":"«_u»","lastUpdatedDisplayName":"Release Bot","lastUpdated":«_t»}
`, V{"a": g.atlassian(), "b": g.an(20), "_id": g.digits(2), "_u": "5" + g.hex(23), "_t": g.whUnix() + "000"}, "deploy-tracker", "project = OPS")

	g.whAdd("asana-x-hook-secret-handshake", `
2024-08-02 09:14:55,102 INFO  asana_hooks  POST /asana/receive from 54.187.21.3
2024-08-02 09:14:55,103 INFO  asana_hooks  handshake: X-Hook-Secret=«a» resource=«_res»
2024-08-02 09:14:55,104 INFO  asana_hooks  stored secret for webhook target https://tasks.acme.io/asana/receive; replying 200 with X-Hook-Secret echoed
2024-08-02 09:15:41,377 INFO  asana_hooks  event batch: 3 events, X-Hook-Signature=«_sig» verified
`, V{"a": g.hex(32), "_res": g.digits(16), "_sig": g.whSig()}, "https://tasks.acme.io/asana/receive")

	g.whAdd("zoom-url-validation-handler", `
const ZOOM_WEBHOOK_SECRET_TOKEN = process.env.ZOOM_WEBHOOK_SECRET_TOKEN || '«a»';

app.post('/zoom/events', express.json(), (req, res) => {
  if (req.body.event === 'endpoint.url_validation') {
    const encryptedToken = crypto.createHmac('sha256', ZOOM_WEBHOOK_SECRET_TOKEN).update(req.body.payload.plainToken).digest('hex');
    return res.json({ plainToken: req.body.payload.plainToken, encryptedToken });
  }
  // ...
});

// test: {"payload":{"plainToken":"«_pt»"},"event":"endpoint.url_validation","event_ts":«_ts»}
//   -> {"plainToken":"«_pt»","encryptedToken":"«_enc»"}
`, V{"a": g.b64u(22), "_pt": g.b64u(22), "_ts": g.whUnix() + g.digits(3), "_enc": g.whSig()}, "endpoint.url_validation")

	g.whAdd("typeform-webhook-put", `
$ curl -s -X PUT https://api.typeform.com/forms/«_form»/webhooks/crm-sync \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    -d '{"url":"https://crm.acme.io/typeform","enabled":true,"secret":"«b»","verify_ssl":true}'
{"id":"«_id»","form_id":"«_form»","tag":"crm-sync","url":"https://crm.acme.io/typeform","enabled":true,"verify_ssl":true,"created_at":"«_t»","updated_at":"«_t»"}
`, V{"_form": g.an(8), "a": "tfp_" + g.b64u(44) + "_" + g.b64u(14), "b": g.pwURL(), "_id": g.s(alUpNum, 26), "_t": g.whISO()}, "https://crm.acme.io/typeform", `"tag":"crm-sync"`)

	g.whAdd("calendly-webhook-subscription-signing-key", `
$ curl -s --request POST --url https://api.calendly.com/webhook_subscriptions \
    --header 'Authorization: Bearer «a»' --header 'Content-Type: application/json' \
    --data '{"url":"https://book.acme-dental.com/calendly","events":["invitee.created","invitee.canceled"],"organization":"https://api.calendly.com/organizations/«_org»","scope":"organization","signing_key":"«b»"}'
{"resource":{"callback_url":"https://book.acme-dental.com/calendly","created_at":"«_t»","creator":"https://api.calendly.com/users/«_usr»","events":["invitee.created","invitee.canceled"],"organization":"https://api.calendly.com/organizations/«_org»","scope":"organization","state":"active","uri":"https://api.calendly.com/webhook_subscriptions/«_sub»"}}
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"iss":"https://auth.calendly.com","iat":%s,"jti":"%s","user_uuid":"%s"}`, g.whUnix(), g.uuid(), g.uuid())), "_org": g.uuid(), "b": g.b64u(43),
		"_t": g.whISO(), "_usr": g.uuid(), "_sub": g.uuid()}, "https://book.acme-dental.com/calendly")

	g.whAdd("zendesk-webhook-signing-secret-api", `
$ curl -s https://acmehelp.zendesk.com/api/v2/webhooks/«_wh»/signing_secret -u admin@acme.com/token:«a»
{"signing_secret":{"algorithm":"SHA256","secret":"«b»"}}
`, V{"_wh": g.s(alUpNum, 26), "a": g.an(40), "b": g.b64(32)}, `"algorithm":"SHA256"`, "acmehelp.zendesk.com")

	g.whAdd("airtable-webhook-mac-secret", `
$ curl -s -X POST "https://api.airtable.com/v0/bases/app«_base»/webhooks" \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    --data '{"notificationUrl":"https://sync.acme.io/airtable/ping","specification":{"options":{"filters":{"dataTypes":["tableData"]}}}}'
{"id":"ach«_ach»","macSecretBase64":"«b»","expirationTime":"«_t»"}
`, V{"_base": g.an(14), "a": g.airtable(), "_ach": g.an(14), "b": g.b64(64), "_t": g.whISO()}, "https://sync.acme.io/airtable/ping")

	g.whAdd("box-signature-keys-java", `
// Box Dev Console > Webhooks > Manage signature keys
private static final String PRIMARY_KEY = "«a»";
private static final String SECONDARY_KEY = "«b»";

@PostMapping("/box/webhook")
public ResponseEntity<Void> onEvent(@RequestBody String body, @RequestHeader Map<String, String> headers) {
    BoxWebHookSignatureVerifier verifier = new BoxWebHookSignatureVerifier(PRIMARY_KEY, SECONDARY_KEY);
    boolean ok = verifier.verify(
        headers.get("box-signature-version"), headers.get("box-signature-algorithm"),
        headers.get("box-signature-primary"), headers.get("box-signature-secondary"),
        body, headers.get("box-delivery-timestamp"));
    return ok ? ResponseEntity.ok().build() : ResponseEntity.status(403).build();
}
`, V{"a": g.an(32), "b": g.an(32)}, "BoxWebHookSignatureVerifier", "box-delivery-timestamp")

	g.whAdd("docusign-connect-hmac-appsettings", `
{
  "DocuSign": {
    "AccountId": "«_acct»",
    "IntegrationKey": "«_ik»",
    "UserId": "«_uid»",
    "AuthServer": "account.docusign.com",
    "PrivateKeyFile": "keys/docusign_private.pem",
    "ConnectHmacKey": "«a»"
  }
}
`, V{"_acct": g.uuid(), "_ik": g.uuid(), "_uid": g.uuid(), "a": g.b64(32)}, "keys/docusign_private.pem", "account.docusign.com")

	g.whAdd("xero-webhook-key-intent-to-receive", `
// Xero sends x-xero-signature; "intent to receive" must be answered within 5s
const string XeroWebhookKey = "«a»";

bool IsValid(string payload, string signature)
{
    using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(XeroWebhookKey));
    var hash = Convert.ToBase64String(hmac.ComputeHash(Encoding.UTF8.GetBytes(payload)));
    return hash == signature;
}
// intent-to-receive sample: {"events":[],"firstEventSequence":0,"lastEventSequence":0,"entropy":"«_ent»"}
`, V{"a": g.b64(64), "_ent": g.s(alUpper, 20)}, "intent to receive", "x-xero-signature")

	g.whAdd("helpscout-secret-key-flask", `
HELPSCOUT_SECRET_KEY = b"«a»"  # Manage > Apps > Webhooks > Secret Key

@app.post("/helpscout")
def helpscout():
    sig = base64.b64encode(hmac.new(HELPSCOUT_SECRET_KEY, request.get_data(), hashlib.sha1).digest()).decode()
    if not hmac.compare_digest(sig, request.headers.get("X-HelpScout-Signature", "")):
        abort(401)
    event = request.headers["X-HelpScout-Event"]  # convo.created, convo.assigned, ...
    return "", 200
`, V{"a": g.an(40)}, "X-HelpScout-Event", "convo.assigned")

	g.whAdd("sanity-webhook-secret-nextjs", `
// pages/api/revalidate.ts
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'

const secret = '«a»'

export default async function handler(req, res) {
  const signature = req.headers[SIGNATURE_HEADER_NAME] as string
  const body = await readBody(req)
  if (!(await isValidSignature(body, signature, secret))) {
    return res.status(401).json({ success: false, message: 'Invalid signature' })
  }
  const { slug } = JSON.parse(body)
  await res.revalidate(ˋ/blog/${slug}ˋ)
  res.json({ revalidated: true })
}
`, V{"a": g.pwURL()}, "@sanity/webhook", "SIGNATURE_HEADER_NAME")

	g.whAdd("contentful-webhook-basic-auth-cli", `
$ contentful space webhook create --space-id «_space» --management-token «a» \
    --name "Netlify rebuild" --url "https://api.netlify.com/build_hooks/«b»" --topics "Entry.publish" "Entry.unpublish" \
    --http-basic-username deploy --http-basic-password '«c»'
Webhook "Netlify rebuild" created (id «_id»)
`, V{"_space": g.s(alLowNum, 12), "a": "CFPAT-" + g.b64u(43), "b": g.hex(24), "c": g.pwStrong(), "_id": g.an(22)}, "Netlify rebuild", "Entry.unpublish")

	g.whAdd("okta-event-hook-auth-header", `
$ curl -s -X POST https://acme.okta.com/api/v1/eventHooks \
  -H "Authorization: SSWS «a»" -H "Content-Type: application/json" \
  -d '{
  "name": "user-deprovision-sync",
  "events": { "type": "EVENT_TYPE", "items": ["user.lifecycle.deactivate"] },
  "channel": {
    "type": "HTTP", "version": "1.0.0",
    "config": {
      "uri": "https://idsync.acme.io/okta/events",
      "authScheme": { "type": "HEADER", "key": "Authorization", "value": "«b»" }
    }
  }
}'
{"id":"who«_id»","status":"ACTIVE","verificationStatus":"UNVERIFIED","name":"user-deprovision-sync", ... }
`, V{"a": g.okta(), "b": g.b64u(40), "_id": g.an(17)}, "user-deprovision-sync", "https://idsync.acme.io/okta/events")

	g.whAdd("auth0-log-stream-http-auth", `
$ auth0 logs streams show «_ls» --json
{
  "id": "lst_«_ls»",
  "name": "siem-ingest",
  "type": "http",
  "status": "active",
  "sink": {
    "httpEndpoint": "https://siem.acme.io/ingest/auth0",
    "httpContentType": "application/json",
    "httpContentFormat": "JSONARRAY",
    "httpAuthorization": "Bearer «a»"
  }
}
`, V{"_ls": g.digits(16), "a": g.b64u(48)}, "https://siem.acme.io/ingest/auth0", "siem-ingest")

	g.whAdd("supabase-db-webhook-trigger-sql", `
create trigger "send-welcome-email" after insert
on "public"."profiles" for each row
execute function "supabase_functions"."http_request"(
  'https://«_ref».supabase.co/functions/v1/welcome-email',
  'POST',
  '{"Content-Type":"application/json","Authorization":"Bearer «a»"}',
  '{}',
  '5000'
);
`, V{"_ref": g.s(alLower, 20), "a": g.supabaseService()}, "supabase_functions", "send-welcome-email")
}

// ---- incident response and observability ----

func (g *G) whIncident() {
	g.whAdd("alertmanager-yml-receivers", `
global:
  resolve_timeout: 5m
  slack_api_url: 'https://hooks.slack.com/services/«=t»/«=b»/«a»'
  opsgenie_api_key: «b»

route:
  receiver: slack-default
  group_by: ['alertname', 'cluster']
  routes:
    - matchers: [ severity="critical" ]
      receiver: pagerduty-critical
      continue: true

receivers:
  - name: slack-default
    slack_configs:
      - channel: '#alerts'
        send_resolved: true
        title: '{{ template "slack.default.title" . }}'
  - name: pagerduty-critical
    pagerduty_configs:
      - routing_key: «c»
        severity: critical
  - name: ticket-bridge
    webhook_configs:
      - url: https://tickets.acme.io/alertmanager
        http_config:
          basic_auth:
            username: alertmanager
            password: «d»
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.whSlackTok(), "b": g.uuid(), "c": g.hex(32), "d": g.pw()}, "slack.default.title", "https://tickets.acme.io/alertmanager")

	g.whAdd("alertmanager-msteams-discord-oncall", `
receivers:
  - name: teams-infra
    msteams_configs:
      - webhook_url: 'https://prod-«=n».westus.logic.azure.com:443/workflows/«=wf»/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«a»'
        send_resolved: true
  - name: discord-homelab
    discord_configs:
      - webhook_url: 'https://discord.com/api/webhooks/«=id»/«b»'
  - name: grafana-oncall
    webhook_configs:
      - url: https://oncall-prod-eu-west-0.grafana.net/oncall/integrations/v1/alertmanager/«c»/
        send_resolved: true
        max_alerts: 100
`, V{"=n": fmt.Sprintf("%02d", 1+g.r.IntN(40)), "=wf": g.hex(32), "a": g.whFlowSig(), "=id": g.whSnow(), "b": g.whDcTok(), "c": g.an(25)}, "discord-homelab", "max_alerts: 100")

	g.whAdd("alertmanager-secret-decoded-kubectl", `
$ kubectl -n monitoring get secret alertmanager-kube-prometheus-stack-alertmanager -o jsonpath='{.data.alertmanager\.yaml}' | base64 -d
global:
  resolve_timeout: 5m
receivers:
- name: "null"
- name: oncall
  pagerduty_configs:
  - service_key: «a»
    send_resolved: true
- name: chat
  google_chat_configs: []
  webhook_configs:
  - url: https://chat.googleapis.com/v1/spaces/«=sp»/messages?key=«b»&token=«c»
route:
  receiver: oncall
  group_wait: 30s
templates:
- /etc/alertmanager/config/*.tmpl
`, V{"a": g.hex(32), "=sp": "AAAA" + g.b64u(7), "b": g.googleKey(), "c": g.b64u(43)}, "alertmanager-kube-prometheus-stack-alertmanager", "/etc/alertmanager/config/*.tmpl")

	g.whAdd("grafana-contact-points-provisioning", `
# provisioning/alerting/contact-points.yaml
apiVersion: 1
contactPoints:
  - orgId: 1
    name: ops-slack
    receivers:
      - uid: «_u1»
        type: slack
        settings:
          url: https://hooks.slack.com/services/«=t»/«=b»/«a»
          recipient: '#ops'
          title: '{{ template "default.title" . }}'
  - orgId: 1
    name: pd-primary
    receivers:
      - uid: «_u2»
        type: pagerduty
        settings:
          integrationKey: «b»
          severity: critical
  - orgId: 1
    name: custom-webhook
    receivers:
      - uid: «_u3»
        type: webhook
        settings:
          url: https://notify.acme.io/grafana
          httpMethod: POST
          authorization_scheme: Bearer
          authorization_credentials: «c»
`, V{"_u1": g.s(alLowNum, 14), "=t": g.slackT(), "=b": g.slackB(), "a": g.whSlackTok(), "_u2": g.s(alLowNum, 14), "b": g.hex(32), "_u3": g.s(alLowNum, 14), "c": g.b64u(32)}, "https://notify.acme.io/grafana", "authorization_scheme: Bearer")

	g.whAdd("grafana-api-contact-points-redacted", `
$ curl -s -H "Authorization: Bearer «a»" https://grafana.acme.io/api/v1/provisioning/contact-points | jq '.[] | {name, type, settings}'
{
  "name": "ops-slack",
  "type": "slack",
  "settings": {
    "recipient": "#ops",
    "url": "[REDACTED]"
  }
}
{
  "name": "pd-primary",
  "type": "pagerduty",
  "settings": {
    "integrationKey": "[REDACTED]",
    "severity": "critical"
  }
}
`, V{"a": g.grafanaSA()}, "https://grafana.acme.io/api/v1/provisioning/contact-points", `"integrationKey": "[REDACTED]"`)

	g.whAdd("pagerduty-events-v2-curl", `
$ curl -s -X POST https://events.pagerduty.com/v2/enqueue -H 'Content-Type: application/json' -d '{
  "routing_key": "«a»",
  "event_action": "trigger",
  "dedup_key": "disk-full-db-07",
  "payload": {
    "summary": "db-07: /var/lib/postgresql 97% full",
    "source": "db-07.prod.acme.internal",
    "severity": "critical",
    "component": "postgres"
  }
}'
{"status":"success","message":"Event processed","dedup_key":"disk-full-db-07"}
`, V{"a": g.hex(32)}, "db-07.prod.acme.internal", "disk-full-db-07")

	g.whAdd("pagerduty-v3-webhook-subscription", `
$ curl -s -X POST https://api.pagerduty.com/webhook_subscriptions \
    -H "Authorization: Token token=«a»" -H "Accept: application/vnd.pagerduty+json;version=2" -H "Content-Type: application/json" \
    -d '{"webhook_subscription":{"type":"webhook_subscription","delivery_method":{"type":"http_delivery_method","url":"https://statusbot.acme.io/pd"},"events":["incident.triggered","incident.resolved"],"filter":{"type":"service_reference","id":"«_svc»"}}}'
{"webhook_subscription":{"id":"«_id»","type":"webhook_subscription","active":true,"delivery_method":{"id":"«_dm»","secret":"«b»","temporarily_disabled":false,"type":"http_delivery_method","url":"https://statusbot.acme.io/pd","custom_headers":[]},"description":null,"events":["incident.triggered","incident.resolved"],"filter":{"id":"«_svc»","type":"service_reference"}}}
`, V{"a": "u+" + g.b64u(18), "_svc": "P" + g.s(alUpNum, 6), "_id": "P" + g.s(alUpNum, 6), "_dm": "P" + g.s(alUpNum, 6), "b": g.s(alB64, 64)}, "https://statusbot.acme.io/pd", "http_delivery_method")

	g.whAdd("pagerduty-terraform-output-integration-key", `
$ terraform output
pd_service_id = "«_svc»"
pd_integration_key = <sensitive>
$ terraform output -raw pd_integration_key
«a»
$ kubectl -n monitoring create secret generic pd-routing --from-literal=key=«a»
secret/pd-routing created
`, V{"_svc": "P" + g.s(alUpNum, 6), "a": g.hex(32)}, "pd_integration_key = <sensitive>")

	g.whAdd("opsgenie-genie-key-curl", `
$ curl -X POST https://api.eu.opsgenie.com/v2/alerts \
    -H "Content-Type: application/json" \
    -H "Authorization: GenieKey «a»" \
    -d '{"message":"Backup job failed on nas-02","alias":"backup-nas-02","priority":"P2","tags":["backup","nas"]}'
{"result":"Request will be processed","took":0.006,"requestId":"«_r»"}
`, V{"a": g.uuid(), "_r": g.uuid()}, "Request will be processed", "backup-nas-02")

	g.whAdd("sentry-internal-integration-settings", `
Settings › Developer Settings › Internal Integrations › deploy-notifier

Name                 deploy-notifier
Webhook URL          https://hooks.acme.io/sentry
Alert Rule Action    ☑
Permissions          Issue & Event: Read · Release: Admin
Webhooks             ☑ issue  ☑ error  ☐ comment
Client ID            «_cid»
Client Secret        «a»
Tokens               «b»   Created Jun 3, 2024

# requests arrive with Sentry-Hook-Resource: issue, Sentry-Hook-Timestamp: «_ts», Sentry-Hook-Signature: «_sig»
`, V{"_cid": g.hex(64), "a": g.hex(64), "b": g.hex(64), "_ts": g.whUnix(), "_sig": g.whSig()}, "deploy-notifier", "https://hooks.acme.io/sentry")

	g.whAdd("datadog-webhook-integration-api", `
$ curl -s -X POST "https://api.datadoghq.eu/api/v1/integration/webhooks/configuration/webhooks" \
    -H "DD-API-KEY: «a»" -H "DD-APPLICATION-KEY: «b»" -H "Content-Type: application/json" \
    -d @- <<'JSON'
{
  "name": "deploy-freeze",
  "url": "https://freeze.acme.io/datadog",
  "encode_as": "json",
  "custom_headers": "{\"Authorization\": \"Bearer «c»\"}",
  "payload": "{\"alert\": \"$ALERT_TITLE\", \"status\": \"$ALERT_TRANSITION\", \"link\": \"$LINK\"}"
}
JSON
{"name":"deploy-freeze","url":"https://freeze.acme.io/datadog","encode_as":"json","custom_headers":null,"payload":"{\"alert\": \"$ALERT_TITLE\", \"status\": \"$ALERT_TRANSITION\", \"link\": \"$LINK\"}"}
# monitors notify it with @webhook-deploy-freeze
`, V{"a": g.hex(32), "b": g.hex(40), "c": g.an(40)}, "@webhook-deploy-freeze", "https://freeze.acme.io/datadog")

	g.whAdd("splunk-oncall-rest-endpoint", `
# VictorOps / Splunk On-Call REST integration
VO_URL="https://alert.victorops.com/integrations/generic/20131114/alert/«a»/database-team"
curl -s -X POST "$VO_URL" -H 'Content-Type: application/json' \
  -d '{"message_type":"CRITICAL","entity_id":"pg-replica-lag","entity_display_name":"Replica lag > 300s","state_message":"replica pg-11 is 412s behind"}'
{"result":"success","entity_id":"pg-replica-lag"}
`, V{"a": g.uuid()}, "pg-replica-lag", "database-team")

	g.whAdd("incidentio-alert-source-http", `
$ curl -s -X POST "https://api.incident.io/v2/alert_events/http/«_src»" \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    -d '{"title":"Checkout error rate > 5%","status":"firing","deduplication_key":"checkout-5xx","metadata":{"team":"payments"}}'
{"deduplication_key":"checkout-5xx","message":"Event accepted for processing","status":"success"}
`, V{"_src": "01" + g.s(alUpNum, 24), "a": g.b64u(48)}, "Event accepted for processing", "checkout-5xx")
}

// ---- tunnels, inspectors and request logs ----

func (g *G) whTraffic() {
	g.whAdd("ngrok-session-and-config", `
$ cat ~/.config/ngrok/ngrok.yml
version: "2"
authtoken: «a»
$ ngrok http 3000 --domain=acme-dev.ngrok.app
ngrok                                                                          (Ctrl+C to quit)

Session Status                online
Account                       Dana Kim (Plan: Personal)
Version                       3.14.0
Region                        Europe (eu)
Latency                       21ms
Web Interface                 http://127.0.0.1:4040
Forwarding                    https://acme-dev.ngrok.app -> http://localhost:3000

Connections                   ttl     opn     rt1     rt5     p50     p90
                              4       0       0.01    0.00    0.12    0.40

HTTP Requests
-------------
17:02:11.482 CEST POST /api/webhooks/stripe   200 OK
17:02:09.115 CEST POST /api/webhooks/stripe   400 Bad Request
`, V{"a": g.ngrok()}, "https://acme-dev.ngrok.app", "POST /api/webhooks/stripe")

	g.whAdd("ngrok-agent-api-requests-json", `
$ curl -s http://127.0.0.1:4040/api/requests/http?limit=1 | jq '.requests[0] | {id, uri, method: .request.method, headers: .request.headers, status: .response.status}'
{
  "id": "airt_«_id»",
  "uri": "/api/requests/http/airt_«_id»",
  "method": "POST",
  "headers": {
    "Authorization": [
      "Basic «a»"
    ],
    "Content-Type": [
      "application/json"
    ],
    "User-Agent": [
      "Postmark"
    ],
    "X-Forwarded-For": [
      "50.31.156.6"
    ]
  },
  "status": "204 No Content"
}
`, V{"_id": g.an(27), "a": b64s("postmark:" + g.pwStrong())}, "http://127.0.0.1:4040/api/requests/http?limit=1", "50.31.156.6")

	g.whAdd("ngrok-inspector-gitlab-headers", `
POST /gitlab/webhook                                        200 OK   12.4ms
  Headers
    Content-Length       4212
    Content-Type         application/json
    Idempotency-Key      «_idem»
    User-Agent           GitLab/17.3.1
    X-Forwarded-For      34.74.90.64
    X-Forwarded-Proto    https
    X-Gitlab-Event       Merge Request Hook
    X-Gitlab-Event-Uuid  «_ev»
    X-Gitlab-Instance    https://gitlab.com
    X-Gitlab-Token       «a»
    X-Gitlab-Webhook-Uuid «_wh»
`, V{"_idem": g.uuid(), "_ev": g.uuid(), "a": g.pwURL(), "_wh": g.uuid()}, "Merge Request Hook", "GitLab/17.3.1")

	g.whAdd("nginx-access-log-query-token", `
$ sudo tail -n 4 /var/log/nginx/hooks.access.log
140.82.115.52 - - [04/Nov/2024:08:12:09 +0000] "POST /hooks/deploy?token=«a»&ref=main HTTP/1.1" 200 17 "-" "GitHub-Hookshot/«_ua»"
140.82.115.52 - - [04/Nov/2024:08:12:40 +0000] "POST /hooks/deploy?token=«a»&ref=main HTTP/1.1" 200 17 "-" "GitHub-Hookshot/«_ua»"
185.220.101.4 - - [04/Nov/2024:08:13:01 +0000] "POST /hooks/deploy?token=test HTTP/1.1" 403 9 "-" "curl/8.5.0"
10.0.3.7 - - [04/Nov/2024:08:13:05 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
`, V{"a": g.hex(32), "_ua": g.hex(7)}, "/var/log/nginx/hooks.access.log", "kube-probe/1.29")

	g.whAdd("caddy-json-access-log-key", `
{"level":"info","ts":1731312001.482,"logger":"http.log.access.log0","msg":"handled request","request":{"remote_ip":"3.18.12.63","proto":"HTTP/2.0","method":"POST","host":"hooks.acme.dev","uri":"/ingest/zapier?key=«a»","headers":{"User-Agent":["Zapier"],"Content-Type":["application/json"]}},"bytes_read":311,"duration":0.004,"size":2,"status":200}
{"level":"info","ts":1731312007.913,"logger":"http.log.access.log0","msg":"handled request","request":{"remote_ip":"10.0.0.5","proto":"HTTP/1.1","method":"GET","host":"hooks.acme.dev","uri":"/metrics","headers":{"User-Agent":["Prometheus/2.53.0"]}},"bytes_read":0,"duration":0.002,"size":8121,"status":200}
`, V{"a": g.b64u(32)}, "http.log.access.log0", "Prometheus/2.53.0")

	g.whAdd("apigw-cloudwatch-query-token", `
2024-10-22T19:44:03.118Z	«_req»	INFO	event: {
  "resource": "/webhook/{source}",
  "path": "/webhook/typeform",
  "httpMethod": "POST",
  "queryStringParameters": { "token": "«a»" },
  "pathParameters": { "source": "typeform" },
  "requestContext": { "requestId": "«_req»", "stage": "prod", "identity": { "sourceIp": "3.251.33.156" } },
  "isBase64Encoded": false
}
`, V{"_req": g.uuid(), "a": g.an(32)}, `"resource": "/webhook/{source}"`)

	g.whAdd("morgan-log-path-token", `
> node server.js
hook-relay listening on 8080
::ffff:10.42.0.1 - - [12/Dec/2024:10:21:44 +0000] "POST /in/«a»/github HTTP/1.1" 202 - "-" "GitHub-Hookshot/«_ua»"
::ffff:10.42.0.1 - - [12/Dec/2024:10:22:02 +0000] "POST /in/«a»/sentry HTTP/1.1" 202 - "-" "sentry-plugins/1.0"
::ffff:10.42.0.1 - - [12/Dec/2024:10:22:03 +0000] "POST /in/bad-token/github HTTP/1.1" 404 21 "-" "curl/7.88.1"
`, V{"a": g.b64u(40), "_ua": g.hex(7)}, "hook-relay listening on 8080", "sentry-plugins/1.0")

	g.whAdd("mitmproxy-outgoing-webhook-bearer", `
$ mitmdump -nr flows.mitm --flow-detail 2 "~u /v1/events"
192.168.1.23:51812: POST https://ingest.partner-crm.com/v1/events
    Host: ingest.partner-crm.com
    User-Agent: acme-webhooks/2.3 (+https://acme.io/docs/webhooks)
    Content-Type: application/json
    Authorization: Bearer «a»
    X-Acme-Signature: t=«_ts»,v1=«_sig»
    X-Acme-Delivery: «_d»
    content-length: 642
 << 200 OK 15b
`, V{"a": g.an(48), "_ts": g.whUnix(), "_sig": g.whSig(), "_d": g.uuid()}, "acme-webhooks/2.3", "ingest.partner-crm.com")

	g.whAdd("hookdeck-cli-listen", `
$ hookdeck listen 3000 shopify-orders --path /webhooks/shopify
Dashboard
👉 Inspect and replay events: https://dashboard.hookdeck.com/events/cli?team_id=tm_«_team»

shopify-orders Source
🔌 Event URL: https://hkdk.events/«a»

Connections
shopify-orders -> shopify-orders_to_cli-dana forwarding to /webhooks/shopify

> Ready! (^C to quit)
2024-12-01 13:52:07 [200] POST http://localhost:3000/webhooks/shopify | https://dashboard.hookdeck.com/events/evt_«_evt»
`, V{"_team": g.an(14), "a": g.s(alLowNum, 14), "_evt": g.an(22)}, "shopify-orders_to_cli-dana")

	g.whAdd("tcpdump-ascii-webhook-secret-header", `
$ sudo tcpdump -i eth0 -A -s 0 'tcp port 8080 and (((ip[2:2] - ((ip[0]&0xf)<<2)) - ((tcp[12]&0xf0)>>2)) != 0)' | head -20
09:31:07.220451 IP 10.20.4.17.43210 > 10.20.9.2.8080: Flags [P.], seq 1:389, ack 1, win 502, length 388: HTTP: POST /hooks/harbor HTTP/1.1
E.....@.?.'...
POST /hooks/harbor HTTP/1.1
Host: deployer.svc.cluster.local:8080
User-Agent: Go-http-client/1.1
Content-Length: 214
Authorization: «a»
Content-Type: application/json
Accept-Encoding: gzip
`, V{"a": g.pwStrong()}, "deployer.svc.cluster.local:8080", "/hooks/harbor")

	g.whAdd("haproxy-log-secret-param", `
Nov 18 22:04:51 lb01 haproxy[1187]: 52.89.214.238:46118 [18/Nov/2024:22:04:51.113] fe_https~ be_hooks/hooks01 0/0/1/14/15 200 120 - - ---- 12/12/0/0/0 0/0 "POST /callback/payments?secret=«a»&merchant=acme-eu HTTP/1.1"
Nov 18 22:04:53 lb01 haproxy[1187]: 10.1.0.4:51100 [18/Nov/2024:22:04:53.002] fe_http be_health/<NOSRV> 0/-1/-1/-1/0 503 217 - - SC-- 1/1/0/0/0 0/0 "GET /haproxy?stats HTTP/1.1"
`, V{"a": g.hex(40)}, "be_hooks/hooks01", "merchant=acme-eu")
}

// ---- verification code across languages ----

func (g *G) whCode() {
	g.whAdd("node-github-timingsafeequal", `
import crypto from "node:crypto";

const WEBHOOK_SECRET = "«a»";

export function verifySignature(req) {
  const signature = crypto
    .createHmac("sha256", WEBHOOK_SECRET)
    .update(JSON.stringify(req.body))
    .digest("hex");
  const trusted = Buffer.from(ˋsha256=${signature}ˋ, "ascii");
  const untrusted = Buffer.from(req.headers["x-hub-signature-256"], "ascii");
  return crypto.timingSafeEqual(trusted, untrusted);
}
`, V{"a": g.hex(40)}, `req.headers["x-hub-signature-256"]`)

	g.whAdd("python-fastapi-github-secret-bytes", `
from fastapi import FastAPI, Header, HTTPException, Request
import hashlib, hmac

app = FastAPI()
GITHUB_WEBHOOK_SECRET = b"«a»"

@app.post("/github/events")
async def github_events(request: Request, x_hub_signature_256: str = Header(None), x_github_event: str = Header(None)):
    body = await request.body()
    expected = "sha256=" + hmac.new(GITHUB_WEBHOOK_SECRET, body, hashlib.sha256).hexdigest()
    if not x_hub_signature_256 or not hmac.compare_digest(expected, x_hub_signature_256):
        raise HTTPException(status_code=403, detail="x-hub-signature-256 mismatch")
    if x_github_event == "ping":
        return {"msg": "pong"}
    return {"ok": True}
`, V{"a": g.pwStrong()}, "/github/events", "x-hub-signature-256 mismatch")

	g.whAdd("go-nethttp-hmac-const", `
package hooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"strings"
)

const webhookSecret = "«a»"

func Handler(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	mac := hmac.New(sha256.New, []byte(webhookSecret))
	mac.Write(body)
	want := mac.Sum(nil)
	got, err := hex.DecodeString(strings.TrimPrefix(r.Header.Get("X-Hub-Signature-256"), "sha256="))
	if err != nil || !hmac.Equal(got, want) {
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
`, V{"a": g.hex(32)}, "io.LimitReader(r.Body, 1<<20)")

	g.whAdd("ruby-sinatra-env-fetch-default", `
require "sinatra"
require "openssl"

SECRET = ENV.fetch("WEBHOOK_SECRET", "«a»")

post "/payload" do
  request.body.rewind
  payload_body = request.body.read
  signature = "sha256=" + OpenSSL::HMAC.hexdigest(OpenSSL::Digest.new("sha256"), SECRET, payload_body)
  halt 500, "Signatures didn't match!" unless Rack::Utils.secure_compare(signature, request.env["HTTP_X_HUB_SIGNATURE_256"])
  push = JSON.parse(payload_body)
  "I got some JSON: #{push.inspect}"
end
`, V{"a": g.hex(40)}, "Signatures didn't match!", "HTTP_X_HUB_SIGNATURE_256")

	g.whAdd("php-hash-equals-secret", `
<?php
// webhook.php — deploys the site when GitHub pushes to main
$secret = '«a»';
$payload = file_get_contents('php://input');
$sig = 'sha256=' . hash_hmac('sha256', $payload, $secret);
if (!hash_equals($sig, $_SERVER['HTTP_X_HUB_SIGNATURE_256'] ?? '')) {
    http_response_code(403);
    die('invalid signature');
}
$data = json_decode($payload, true);
if (($data['ref'] ?? '') === 'refs/heads/main') {
    shell_exec('cd /var/www/site && git pull --ff-only 2>&1 >> /var/log/deploy.log');
}
echo 'ok';
`, V{"a": g.pw()}, "/var/www/site", "refs/heads/main")

	g.whAdd("java-spring-value-default", `
@RestController
@RequestMapping("/webhooks")
public class PartnerWebhookController {

    @Value("${partner.webhook.secret:«a»}")
    private String secret;

    @PostMapping("/partner")
    public ResponseEntity<String> receive(@RequestHeader("X-Partner-Signature") String signature,
                                          @RequestBody String body) {
        String expected = new HmacUtils(HmacAlgorithms.HMAC_SHA_256, secret).hmacHex(body);
        if (!MessageDigest.isEqual(expected.getBytes(UTF_8), signature.getBytes(UTF_8))) {
            return ResponseEntity.status(HttpStatus.UNAUTHORIZED).build();
        }
        return ResponseEntity.accepted().build();
    }
}
`, V{"a": g.an(32)}, "PartnerWebhookController", "HmacAlgorithms.HMAC_SHA_256")

	g.whAdd("rust-axum-hmac-from-slice", `
use axum::{body::Bytes, http::{HeaderMap, StatusCode}};
use hmac::{Hmac, Mac};
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

pub async fn webhook(headers: HeaderMap, body: Bytes) -> StatusCode {
    let mut mac = HmacSha256::new_from_slice(b"«a»").expect("HMAC can take key of any size");
    mac.update(&body);
    let sig = headers.get("x-signature").and_then(|v| v.to_str().ok()).unwrap_or_default();
    match hex::decode(sig) {
        Ok(bytes) if mac.verify_slice(&bytes).is_ok() => StatusCode::OK,
        _ => StatusCode::UNAUTHORIZED,
    }
}
`, V{"a": g.an(40)}, "HmacSha256::new_from_slice", "HMAC can take key of any size")

	g.whAdd("elixir-plug-secure-compare", `
defmodule MyAppWeb.WebhookPlug do
  import Plug.Conn

  @secret "«a»"

  def init(opts), do: opts

  def call(conn, _opts) do
    {:ok, body, conn} = read_body(conn)
    expected = :crypto.mac(:hmac, :sha256, @secret, body) |> Base.encode16(case: :lower)

    case get_req_header(conn, "x-webhook-signature") do
      [sig] -> if Plug.Crypto.secure_compare(sig, expected), do: assign(conn, :raw_body, body), else: conn |> send_resp(401, "") |> halt()
      _ -> conn |> send_resp(401, "") |> halt()
    end
  end
end
`, V{"a": g.b64u(43)}, "Plug.Crypto.secure_compare", "MyAppWeb.WebhookPlug")

	g.whAdd("deno-edge-function-fallback", `
// supabase/functions/revenuecat-webhook/index.ts
const AUTH = Deno.env.get("REVENUECAT_WEBHOOK_AUTH") ?? "Bearer «a»";

Deno.serve(async (req) => {
  if (req.headers.get("Authorization") !== AUTH) {
    return new Response("unauthorized", { status: 401 });
  }
  const { event } = await req.json();
  console.log(event.type, event.app_user_id);
  return new Response("ok");
});
`, V{"a": g.an(32)}, "supabase/functions/revenuecat-webhook/index.ts", "event.app_user_id")

	g.whAdd("wrangler-toml-vars-webhook-secret", `
name = "hooks-gateway"
main = "src/index.ts"
compatibility_date = "2024-09-23"
account_id = "«_acct»"

[vars]
ENVIRONMENT = "production"
GITHUB_WEBHOOK_SECRET = "«a»"
SLACK_WEBHOOK_URL = "https://hooks.slack.com/services/«=t»/«=b»/«b»"

[[kv_namespaces]]
binding = "DELIVERIES"
id = "«_kv»"
`, V{"_acct": g.hex(32), "a": g.hex(40), "=t": g.slackT(), "=b": g.slackB(), "b": g.whSlackTok(), "_kv": g.hex(32)}, "hooks-gateway", `compatibility_date = "2024-09-23"`)

	g.whAdd("go-test-table-secret-and-signature", `
func TestVerify(t *testing.T) {
	const secret = "«a»"
	tests := []struct {
		name    string
		body    string
		sig     string
		wantErr bool
	}{
		{"valid", ˋ{"action":"opened"}ˋ, "sha256=«_s1»", false},
		{"tampered", ˋ{"action":"closed"}ˋ, "sha256=«_s1»", true},
		{"sha1 only", ˋ{"action":"opened"}ˋ, "sha1=«_s2»", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Verify([]byte(secret), []byte(tt.body), tt.sig)
			if (err != nil) != tt.wantErr {
				t.Fatalf("Verify() err = %v, wantErr %v", err, tt.wantErr)
			}
		})
	}
}
`, V{"a": g.hex(32), "_s1": g.whSig(), "_s2": g.hex(40)}, "tampered", "Verify() err = %v, wantErr %v")

	g.whAdd("bash-openssl-dgst-hmac", `
$ printf '%s' "$(cat body.json)" | openssl dgst -sha256 -hmac '«a»'
SHA2-256(stdin)= «_sig»
$ grep -i x-signature headers.txt
X-Signature: «_sig»
$ # matches, so the partner is using the right secret
`, V{"a": g.pwStrong(), "_sig": g.whSig()}, "SHA2-256(stdin)=", "headers.txt")

	g.whAdd("node-svix-style-secret-decode", `
// verifying Standard Webhooks without the svix package
const secret = "«a»";
const key = Buffer.from(secret.split("_")[1], "base64");

function sign(msgId, timestamp, body) {
  const toSign = ˋ${msgId}.${timestamp}.${body}ˋ;
  return crypto.createHmac("sha256", key).update(toSign).digest("base64");
}

// webhook-id: msg_«_m»
// webhook-timestamp: «_ts»
// webhook-signature: v1,«_sig»
`, V{"a": g.whSvix(), "_m": g.an(27), "_ts": g.whUnix(), "_sig": g.b64(32)}, "Standard Webhooks")

	g.whAdd("django-settings-webhook-secrets-dict", `
# settings/production.py
WEBHOOK_SECRETS = {
    "github": "«a»",
    "stripe": "«b»",
    "calendly": "«c»",
}
WEBHOOK_TOLERANCE_SECONDS = 300
ALLOWED_WEBHOOK_IPS = ["140.82.112.0/20", "192.30.252.0/22"]
`, V{"a": g.hex(40), "b": g.whsec(), "c": g.b64u(43)}, "WEBHOOK_TOLERANCE_SECONDS = 300", "140.82.112.0/20")

	g.whAdd("kotlin-ktor-webhook-route", `
private const val SIGNING_KEY = "«a»"

fun Route.webhooks() {
    post("/hooks/billing") {
        val body = call.receiveText()
        val mac = Mac.getInstance("HmacSHA256").apply { init(SecretKeySpec(SIGNING_KEY.toByteArray(), "HmacSHA256")) }
        val expected = mac.doFinal(body.toByteArray()).joinToString("") { "%02x".format(it) }
        if (call.request.header("X-Billing-Signature") != expected) {
            call.respond(HttpStatusCode.Unauthorized); return@post
        }
        call.respond(HttpStatusCode.OK)
    }
}
`, V{"a": g.hex(64)}, "/hooks/billing", "X-Billing-Signature")
}

// ---- .env files, Terraform, Kubernetes and other configuration ----

func (g *G) whInfra() {
	g.whAdd("terraform-github-repository-webhook", `
resource "github_repository_webhook" "atlantis" {
  repository = "infra-live"

  configuration {
    url          = "https://atlantis.acme.io/events"
    content_type = "json"
    insecure_ssl = false
    secret       = "«a»"
  }

  active = true
  events = ["issue_comment", "pull_request", "pull_request_review", "push"]
}
`, V{"a": g.hex(40)}, `resource "github_repository_webhook" "atlantis"`, "pull_request_review")

	g.whAdd("terraform-output-json-stripe-endpoint", `
$ terraform output -json
{
  "stripe_webhook_endpoint_id": {
    "sensitive": false,
    "type": "string",
    "value": "«_we»"
  },
  "stripe_webhook_secret": {
    "sensitive": true,
    "type": "string",
    "value": "«a»"
  },
  "api_url": {
    "sensitive": false,
    "type": "string",
    "value": "https://api.acme-shop.com"
  }
}
`, V{"_we": "we_1" + g.an(23), "a": g.whsec()}, "stripe_webhook_endpoint_id", "https://api.acme-shop.com")

	g.whAdd("terraform-azurerm-action-group-webhook", `
resource "azurerm_monitor_action_group" "ops" {
  name                = "ag-ops-critical"
  resource_group_name = azurerm_resource_group.monitoring.name
  short_name          = "opscrit"

  email_receiver {
    name          = "oncall"
    email_address = "oncall@acme.com"
  }

  webhook_receiver {
    name                    = "teams-workflow"
    service_uri             = "https://prod-«=n».westeurope.logic.azure.com:443/workflows/«=wf»/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«a»"
    use_common_alert_schema = true
  }
}
`, V{"=n": fmt.Sprintf("%02d", 1+g.r.IntN(40)), "=wf": g.hex(32), "a": g.whFlowSig()}, "ag-ops-critical", "use_common_alert_schema = true")

	g.whAdd("terraform-google-notification-channels", `
resource "google_monitoring_notification_channel" "webhook" {
  display_name = "incident-bridge"
  type         = "webhook_tokenauth"
  labels = {
    url = "https://bridge.acme.io/gcp-alerts?auth_token=«a»"
  }
}

resource "google_monitoring_notification_channel" "slack" {
  display_name = "#gcp-alerts"
  type         = "slack"
  labels = {
    channel_name = "#gcp-alerts"
  }
  sensitive_labels {
    auth_token = "«b»"
  }
}
`, V{"a": g.an(32), "b": g.xoxb()}, "webhook_tokenauth", "incident-bridge")

	g.whAdd("terraform-datadog-webhook-resource", `
resource "datadog_webhook" "freshservice" {
  name      = "freshservice-ticket"
  url       = "https://acme.freshservice.com/api/v2/tickets"
  encode_as = "json"
  custom_headers = jsonencode({
    "Authorization" : "Basic «a»"
  })
  payload = jsonencode({
    "subject" : "$EVENT_TITLE",
    "description" : "$EVENT_MSG",
    "priority" : 2,
    "status" : 2
  })
}
`, V{"a": b64s(g.an(20) + ":X")}, "freshservice-ticket", "https://acme.freshservice.com/api/v2/tickets")

	g.whAdd("terraform-tfvars-notifications", `
# envs/prod/notifications.auto.tfvars  (should be in 1Password, moving it this week)
slack_webhook_url     = "https://hooks.slack.com/services/«=t»/«=b»/«a»"
pagerduty_token       = "«b»"
pagerduty_escalation  = "«_esc»"
opsgenie_api_key      = "«c»"
statuspage_page_id    = "«_page»"
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.whSlackTok(), "b": "u+" + g.b64u(18), "_esc": "P" + g.s(alUpNum, 6), "c": g.uuid(), "_page": g.s(alLowNum, 12)}, "envs/prod/notifications.auto.tfvars")

	g.whAdd("k8s-secret-base64-data", `
$ kubectl get secret webhook-receiver -n hooks -o yaml
apiVersion: v1
data:
  GITHUB_WEBHOOK_SECRET: «a»
  STRIPE_WEBHOOK_SECRET: «b»
  SLACK_SIGNING_SECRET: «c»
kind: Secret
metadata:
  creationTimestamp: "«_t»"
  name: webhook-receiver
  namespace: hooks
  resourceVersion: "«_rv»"
  uid: «_uid»
type: Opaque
`, V{"a": b64s(g.hex(40)), "b": b64s(g.whsec()), "c": b64s(g.hex(32)), "_t": g.whISO(), "_rv": g.digits(8), "_uid": g.uuid()}, "webhook-receiver")

	g.whAdd("helm-values-kube-prometheus-stack", `
# values-prod.yaml for kube-prometheus-stack
alertmanager:
  config:
    global:
      resolve_timeout: 5m
    route:
      receiver: discord
      group_by: [alertname, namespace]
    receivers:
      - name: "null"
      - name: discord
        discord_configs:
          - webhook_url: https://discord.com/api/webhooks/«=id»/«a»
            title: '[{{ .Status | toUpper }}] {{ .CommonLabels.alertname }}'
grafana:
  adminPassword: «b»
`, V{"=id": g.whSnow(), "a": g.whDcTok(), "b": g.pw()}, "values-prod.yaml for kube-prometheus-stack", "group_by: [alertname, namespace]")

	g.whAdd("adnanh-webhook-hooks-json", `
[
  {
    "id": "redeploy-blog",
    "execute-command": "/opt/hooks/redeploy-blog.sh",
    "command-working-directory": "/srv/blog",
    "pass-arguments-to-command": [{ "source": "payload", "name": "head_commit.id" }],
    "trigger-rule": {
      "and": [
        { "match": { "type": "payload-hmac-sha256", "secret": "«a»", "parameter": { "source": "header", "name": "X-Hub-Signature-256" } } },
        { "match": { "type": "value", "value": "refs/heads/main", "parameter": { "source": "payload", "name": "ref" } } }
      ]
    }
  },
  {
    "id": "restart-worker",
    "execute-command": "/opt/hooks/restart-worker.sh",
    "trigger-rule": { "match": { "type": "value", "value": "«b»", "parameter": { "source": "url", "name": "token" } } }
  }
]
`, V{"a": g.hex(40), "b": g.an(24)}, "/opt/hooks/redeploy-blog.sh", "payload-hmac-sha256")

	g.whAdd("dotenv-saas-many-webhook-secrets", `
# apps/web/.env.production
DATABASE_URL=postgresql://app:«a»@db.internal:5432/app
NEXTAUTH_URL=https://app.acme.dev
STRIPE_SECRET_KEY=«b»
STRIPE_WEBHOOK_SECRET=«c»
GITHUB_APP_WEBHOOK_SECRET=«d»
RESEND_WEBHOOK_SECRET=«e»
POSTHOG_KEY=«_ph»
VERCEL_DEPLOY_HOOK=https://api.vercel.com/v1/integrations/deploy/prj_«_prj»/«f»
`, V{"a": g.pwURL(), "b": g.skLive(), "c": g.whsec(), "d": g.hex(40), "e": g.whSvix(), "_ph": "phc_" + g.an(43), "_prj": g.an(28), "f": g.an(10)}, "https://app.acme.dev")

	g.whAdd("gh-secret-set-history", `
  501  gh secret set SLACK_WEBHOOK_URL --repo acme/mobile-app --body "https://hooks.slack.com/services/«=t»/«=b»/«a»"
  502  gh secret set DISCORD_WEBHOOK --repo acme/mobile-app --body 'https://discord.com/api/webhooks/«=id»/«b»'
  503  gh secret set WEBHOOK_HMAC_KEY --env production --body «c»
  504  gh secret list --repo acme/mobile-app
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.whSlackTok(), "=id": g.whSnow(), "b": g.whDcTok(), "c": g.hex(64)}, "gh secret list --repo acme/mobile-app")

	g.whAdd("ansible-group-vars-plain-and-vaulted", `
# group_vars/monitoring.yml
alertmanager_slack_webhook: "https://hooks.slack.com/services/«=t»/«=b»/«a»"
alertmanager_pagerduty_key: !vault |
          $ANSIBLE_VAULT;1.1;AES256
          «_v1»
          «_v2»
alertmanager_smtp_host: smtp.acme.internal:587
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.whSlackTok(), "_v1": g.hex(64), "_v2": g.hex(64)}, "smtp.acme.internal:587", "$ANSIBLE_VAULT;1.1;AES256")

	g.whAdd("pulumi-config-set-secret", `
$ pulumi config set --secret webhookSecret «a»
$ pulumi config set notifyUrl https://hooks.acme.io/pulumi
$ cat Pulumi.prod.yaml
config:
  hooks:notifyUrl: https://hooks.acme.io/pulumi
  hooks:webhookSecret:
    secure: v1:«_n»:«_ct»
`, V{"a": g.pwStrong(), "_n": g.b64(12), "_ct": g.b64(48)}, "https://hooks.acme.io/pulumi", "hooks:webhookSecret:")

	g.whAdd("aws-secretsmanager-webhook-json", `
$ aws secretsmanager get-secret-value --secret-id prod/integrations/webhooks --query SecretString --output text | jq .
{
  "shopify_api_secret": "«a»",
  "github_webhook_secret": "«b»",
  "twilio_auth_token": "«c»",
  "sendgrid_inbound_password": "«d»"
}
`, V{"a": "shpss_" + g.hex(32), "b": g.hex(40), "c": g.hex(32), "d": g.pwStrong()}, "prod/integrations/webhooks")

	g.whAdd("systemd-unit-environment", `
# /etc/systemd/system/hook-relay.service
[Unit]
Description=hook relay (GitHub -> internal Jenkins)
After=network-online.target

[Service]
User=hookrelay
Environment=LISTEN_ADDR=:9000
Environment=GITHUB_SECRET=«a»
Environment=JENKINS_URL=https://jenkins.corp.example
Environment=JENKINS_USER=svc-hookrelay
Environment=JENKINS_API_TOKEN=«b»
ExecStart=/usr/local/bin/hook-relay
Restart=on-failure

[Install]
WantedBy=multi-user.target
`, V{"a": g.hex(40), "b": "11" + g.hex(32)}, "hook relay (GitHub -> internal Jenkins)", "svc-hookrelay")

	g.whAdd("vercel-env-pull-output", `
$ vercel env pull .env.local
Vercel CLI 37.6.1
> Downloading "development" Environment Variables for Project acme-web
✅  Created .env.local file  [148ms]
$ cat .env.local
# Created by Vercel CLI
CLERK_WEBHOOK_SECRET="«a»"
INNGEST_SIGNING_KEY="signkey-prod-«b»"
VERCEL="1"
VERCEL_ENV="development"
VERCEL_OIDC_TOKEN=""
`, V{"a": g.whSvix(), "b": g.hex(64)}, "Vercel CLI 37.6.1", `VERCEL_ENV="development"`)
}

// ---- delivery logs, retries and dispatcher state ----

func (g *G) whDelivery() {
	g.whAdd("app-log-retry-slack-url", `
2024-11-19T03:12:44.018Z WARN  notifier  delivery failed attempt=3/8 next_retry_in=240s status=503 url=https://hooks.slack.com/services/«=t»/«=b»/«a» error="upstream connect error or disconnect/reset before headers"
2024-11-19T03:16:44.311Z WARN  notifier  delivery failed attempt=4/8 next_retry_in=480s status=503 url=https://hooks.slack.com/services/«=t»/«=b»/«a» error="upstream connect error or disconnect/reset before headers"
2024-11-19T03:24:45.002Z INFO  notifier  delivered attempt=5/8 status=200 duration_ms=212 event_id=«_ev»
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.whSlackTok(), "_ev": g.uuid()}, "next_retry_in=240s", "upstream connect error or disconnect/reset before headers")

	g.whAdd("sidekiq-retry-discord-args", `
2024-10-02T21:40:17.551Z pid=7 tid=2p8f class=DiscordNotifyJob jid=«_jid» elapsed=0.412 INFO: fail
2024-10-02T21:40:17.552Z pid=7 tid=2p8f WARN: {"context":"Job raised exception","job":{"retry":5,"queue":"notifications","class":"DiscordNotifyJob","args":["https://discord.com/api/webhooks/«=id»/«a»","Order #10441 refunded"],"jid":"«_jid»","created_at":1727905200.08,"enqueued_at":1727905217.13,"error_message":"429 Too Many Requests","error_class":"Faraday::TooManyRequestsError","failed_at":1727905217.55,"retry_count":0}}
`, V{"_jid": g.hex(24), "=id": g.whSnow(), "a": g.whDcTok()}, "Faraday::TooManyRequestsError", "Order #10441 refunded")

	g.whAdd("celery-retry-teams-workflow", `
[2024-12-09 08:01:13,512: INFO/ForkPoolWorker-3] Task alerts.tasks.post_to_teams[«_task»] retry: Retry in 60s: HTTPError('502 Server Error: Bad Gateway for url: https://prod-«=n».northcentralus.logic.azure.com:443/workflows/«=wf»/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«a»')
[2024-12-09 08:02:14,020: INFO/ForkPoolWorker-1] Task alerts.tasks.post_to_teams[«_task»] succeeded in 0.84s: 202
`, V{"_task": g.uuid(), "=n": fmt.Sprintf("%02d", 1+g.r.IntN(40)), "=wf": g.hex(32), "a": g.whFlowSig()}, "alerts.tasks.post_to_teams", "ForkPoolWorker-3")

	g.whAdd("psql-webhook-endpoints-table", `
acme_prod=> SELECT id, tenant_id, url, secret, failure_count, disabled_at FROM webhook_endpoints WHERE tenant_id = 4211;
  id   | tenant_id |                   url                    |              secret              | failure_count |      disabled_at
-------+-----------+------------------------------------------+----------------------------------+---------------+------------------------
 90812 |      4211 | https://erp.customer-one.com/acme/events | «a» |             0 |
 90977 |      4211 | https://staging.customer-one.com/hook    | «b» |            19 | 2024-10-30 04:00:12+00
(2 rows)
`, V{"a": g.hex(32), "b": g.hex(32)}, "https://erp.customer-one.com/acme/events", "webhook_endpoints")

	g.whAdd("dispatcher-debug-log-signing-key", `
DEBUG dispatcher: building delivery endpoint=ep_«_ep» event=invoice.finalized msg=msg_«_m»
DEBUG dispatcher: signing with key=«a» (endpoint secret, rotated 2024-08-01)
DEBUG dispatcher: headers webhook-id=msg_«_m» webhook-timestamp=«_ts» webhook-signature=v1,«_sig»
INFO  dispatcher: POST https://hooks.customer-two.io/acme -> 200 in 143ms
`, V{"_ep": g.an(27), "_m": g.an(27), "a": g.whSvix(), "_ts": g.whUnix(), "_sig": g.b64(32)}, "https://hooks.customer-two.io/acme", "rotated 2024-08-01")

	g.whAdd("convoy-endpoint-create-response", `
$ curl -s -X POST https://convoy.acme.io/api/v1/projects/«_proj»/endpoints \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    -d '{"name":"customer-three","url":"https://api.customer-three.com/webhooks","secret":"«b»","support_email":"ops@customer-three.com"}'
{"status":true,"message":"Endpoint created successfully","data":{"uid":"«_uid»","project_id":"«_proj»","name":"customer-three","url":"https://api.customer-three.com/webhooks","secrets":[{"uid":"«_suid»","value":"«b»","created_at":"«_t»"}],"rate_limit":5000,"rate_limit_duration":60,"status":"active"}}
`, V{"_proj": g.s(alUpNum, 26), "a": "CO." + g.an(16) + "." + g.an(64), "b": g.an(32), "_uid": g.s(alUpNum, 26), "_suid": g.s(alUpNum, 26), "_t": g.whISO()}, "Endpoint created successfully", "ops@customer-three.com")

	g.whAdd("sqs-dead-letter-webhook-message", `
$ aws sqs receive-message --queue-url https://sqs.eu-west-1.amazonaws.com/«_acct»/webhooks-dlq --max-number-of-messages 1 --query 'Messages[0].Body' --output text | jq .
{
  "delivery_id": "«_d»",
  "target": "https://hooks.zapier.com/hooks/catch/«a»/",
  "attempts": 10,
  "last_status": 410,
  "last_error": "Gone: the Zap this hook belongs to is turned off",
  "event": { "type": "contact.updated", "id": "«_ev»" }
}
`, V{"_acct": g.digits(12), "_d": g.uuid(), "a": g.digits(8) + "/" + g.s(alLowNum, 7), "_ev": g.uuid()}, "the Zap this hook belongs to is turned off", "webhooks-dlq")

	g.whAdd("github-redeliver-failed-script-log", `
$ ./scripts/redeliver-failed.sh acme/api «_hid»
fetching deliveries since 2024-11-01T00:00:00Z ...
«_d1»  push          status=502  redelivering ... 202 Accepted
«_d2»  pull_request  status=502  redelivering ... 202 Accepted
«_d3»  ping          status=200  skip
done: 2 redelivered
# script uses GH_TOKEN=«a» (fine-grained, webhooks: read/write)
`, V{"_hid": g.digits(9), "_d1": g.digits(11), "_d2": g.digits(11), "_d3": g.digits(11), "a": g.ghFine()}, "redeliver-failed.sh", "done: 2 redelivered")

	g.whAdd("outbox-table-webhook-url-with-token", `
mysql> SELECT id, event, target_url, attempts, next_attempt_at FROM outbox_webhooks WHERE status = 'retrying' LIMIT 2\G
*************************** 1. row ***************************
             id: 771203
          event: shipment.delivered
     target_url: https://api.partner-logistics.eu/webhook?api_key=«a»
       attempts: 6
next_attempt_at: 2024-09-14 11:32:00
*************************** 2. row ***************************
             id: 771219
          event: shipment.exception
     target_url: https://api.partner-logistics.eu/webhook?api_key=«a»
       attempts: 6
next_attempt_at: 2024-09-14 11:32:30
`, V{"a": g.an(40)}, "shipment.exception", "outbox_webhooks")
}

// ---- benign look-alikes ----

func (g *G) whBenign() {
	g.whAdd("benign-slack-docs-placeholder", `
## Configuring notifications

Set SLACK_WEBHOOK_URL to the incoming webhook of your channel. It looks like
https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX
(see https://api.slack.com/messaging/webhooks). Never commit the real one.
`, V{}, "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX", "https://api.slack.com/messaging/webhooks")

	g.whAdd("benign-stripe-event-and-signature-header", `
POST /webhooks/stripe HTTP/1.1
Host: api.acme-shop.com
User-Agent: Stripe/1.0 (+https://stripe.com/docs/webhooks)
Content-Type: application/json; charset=utf-8
Stripe-Signature: t=«_t»,v1=«_v1»

{"id":"«_evt»","object":"event","type":"invoice.paid","data":{"object":{"id":"«_in»","customer":"«_cus»","amount_paid":12000}},"request":{"id":null,"idempotency_key":"«_idem»"}}
`, V{"_t": g.whUnix(), "_v1": g.whSig(), "_evt": g.whEvt(), "_in": "in_1" + g.an(23), "_cus": "cus_" + g.an(14), "_idem": g.uuid()}, "Stripe/1.0 (+https://stripe.com/docs/webhooks)")

	g.whAdd("benign-github-ping-event", `
X-GitHub-Event: ping
X-GitHub-Delivery: «_d»
X-Hub-Signature-256: sha256=«_sig»

{
  "zen": "Keep it logically awesome.",
  "hook_id": «_hid»,
  "hook": {
    "type": "Repository",
    "id": «_hid»,
    "name": "web",
    "active": true,
    "events": ["push"],
    "config": {
      "content_type": "json",
      "insecure_ssl": "0",
      "secret": "********",
      "url": "https://ci.acme.io/github-webhook/"
    },
    "last_response": { "code": null, "status": "unused", "message": null }
  },
  "repository": { "id": «_rid», "full_name": "acme/api" },
  "sender": { "login": "dkim", "id": «_uid» }
}
`, V{"_d": g.uuid(), "_sig": g.whSig(), "_hid": g.digits(9), "_rid": g.digits(9), "_uid": g.digits(8)}, "Keep it logically awesome.", `"secret": "********"`)

	g.whAdd("benign-github-docs-test-vector", `
Per the GitHub docs, test your implementation with:
  secret:    "It's a Secret to Everybody"
  payload:   "Hello, World!"
  signature: "757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17"
my function returns the same digest, so the bug must be the body parser re-serializing JSON.
`, V{}, "It's a Secret to Everybody", "757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17")

	g.whAdd("benign-svix-headers", `
svix-id: msg_«_m»
svix-timestamp: «_ts»
svix-signature: v1,«_s1» v1a,«_s2»
webhook endpoint: ep_«_ep» (app_«_app»)
`, V{"_m": g.an(27), "_ts": g.whUnix(), "_s1": g.b64(32), "_s2": g.b64(64), "_ep": g.an(27), "_app": g.an(27)}, "webhook endpoint:")

	g.whAdd("benign-discord-interaction-verify", `
// Discord sends X-Signature-Ed25519 and X-Signature-Timestamp; verify with the app's PUBLIC key
const PUBLIC_KEY = '«_pub»'; // General Information > Public Key (safe to commit)
const APPLICATION_ID = '«_app»';

const isValid = await verifyKey(rawBody, req.headers['x-signature-ed25519'], req.headers['x-signature-timestamp'], PUBLIC_KEY);
// sample: x-signature-ed25519: «_sig»
`, V{"_pub": g.hex(64), "_app": g.whSnow(), "_sig": g.hex(128)}, "safe to commit", "x-signature-timestamp")

	g.whAdd("benign-masked-secrets-ui", `
Webhooks (3)
  ENDPOINT                                  SECRET              LAST DELIVERY           STATUS
  https://api.acme-shop.com/webhooks/stripe  whsec_••••••••3f2a  «_t1»    200
  https://staging.acme-shop.com/stripe       whsec_••••••••91bc  «_t2»    500
  https://hooks.acme-shop.com/legacy         (none)              never                   —
`, V{"_t1": g.whISO(), "_t2": g.whISO()}, "whsec_••••••••3f2a", "https://staging.acme-shop.com/stripe")

	g.whAdd("benign-pagerduty-incidents-list", `
$ pd incident list --statuses triggered,acknowledged
ID       STATUS        URGENCY  SERVICE               TITLE                                   CREATED
«_i1»  triggered     high     «_s1» payments-api   Checkout error rate > 5%               2024-11-02T10:14:09Z
«_i2»  acknowledged  low      «_s2» batch-etl      orders_daily late by 42m               2024-11-02T09:58:41Z
incident_key: «_k»
`, V{"_i1": "Q" + g.s(alUpNum, 13), "_s1": "P" + g.s(alUpNum, 6), "_i2": "Q" + g.s(alUpNum, 13), "_s2": "P" + g.s(alUpNum, 6), "_k": g.hex(32)}, "Checkout error rate > 5%", "orders_daily late by 42m")

	g.whAdd("benign-sns-subscription-confirmation-signature", `
{
  "Type" : "Notification",
  "MessageId" : "«_mid»",
  "TopicArn" : "arn:aws:sns:us-east-1:«_acct»:ses-bounces",
  "Message" : "{\"notificationType\":\"Bounce\",\"bounce\":{\"bounceType\":\"Permanent\"}}",
  "Timestamp" : "«_t»",
  "SignatureVersion" : "1",
  "Signature" : "«_sig»",
  "SigningCertURL" : "https://sns.us-east-1.amazonaws.com/SimpleNotificationService-«_cert».pem",
  "UnsubscribeURL" : "https://sns.us-east-1.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=arn:aws:sns:us-east-1:«_acct»:ses-bounces:«_sub»"
}
`, V{"_mid": g.uuid(), "_acct": g.digits(12), "_t": g.whISO(), "_sig": g.b64(256), "_cert": g.hex(32), "_sub": g.uuid()}, "SimpleNotificationService-")

	g.whAdd("benign-twilio-status-callback", `
POST /twilio/status
X-Twilio-Signature: «_sig»
I-Twilio-Idempotency-Token: «_idem»

SmsSid=«_sm»&SmsStatus=delivered&MessageStatus=delivered&To=%2B14155550199&MessagingServiceSid=«_mg»&MessageSid=«_sm»&AccountSid=«_ac»&From=%2B14155550143&ApiVersion=2010-04-01
`, V{"_sig": g.b64(20), "_idem": g.uuid(), "_sm": "SM" + g.hex(32), "_mg": "MG" + g.hex(32), "_ac": g.twilioSID()}, "ApiVersion=2010-04-01")

	g.whAdd("benign-shopify-webhook-headers", `
X-Shopify-Topic: orders/create
X-Shopify-Hmac-Sha256: «_h»
X-Shopify-Shop-Domain: acme-apparel.myshopify.com
X-Shopify-Webhook-Id: «_w»
X-Shopify-Event-Id: «_e»
X-Shopify-Triggered-At: «_t»
X-Shopify-API-Version: 2024-07
`, V{"_h": g.b64(32), "_w": g.uuid(), "_e": g.uuid(), "_t": g.whISO()}, "acme-apparel.myshopify.com")

	g.whAdd("benign-gitlab-hook-log-redacted", `
Webhook event details  (Settings > Webhooks > Edit > Recent events)
Response 200  Elapsed 0.31 sec  Triggered Push Hook

Request headers:
  Content-Type: application/json
  User-Agent: GitLab/17.4.0-ee
  Idempotency-Key: «_idem»
  X-Gitlab-Event: Push Hook
  X-Gitlab-Webhook-UUID: «_wh»
  X-Gitlab-Instance: https://gitlab.acme.io
  X-Gitlab-Event-UUID: «_ev»
  X-Gitlab-Token: [REDACTED]
`, V{"_idem": g.uuid(), "_wh": g.uuid(), "_ev": g.uuid()}, "X-Gitlab-Token: [REDACTED]", "GitLab/17.4.0-ee")

	g.whAdd("benign-gh-api-hooks-list", `
$ gh api repos/acme/api/hooks --jq '.[] | [.id, .config.url, .config.secret, .active, .last_response.code] | @tsv'
«_h1»	https://ci.acme.io/github-webhook/	********	true	200
«_h2»	https://atlantis.acme.io/events	********	true	200
«_h3»	https://discord.com/api/webhooks/****/****/github	null	false	404
`, V{"_h1": g.digits(9), "_h2": g.digits(9), "_h3": g.digits(9)}, "https://ci.acme.io/github-webhook/", "@tsv")

	g.whAdd("benign-paddle-signature-and-ids", `
[paddle] notification «_n» event_type=subscription.activated occurred_at=«_t»
[paddle] Paddle-Signature: ts=«_ts»;h1=«_h1»
[paddle] subscription=sub_«_sub» customer=ctm_«_ctm» notification_setting=ntfset_«_set» -> verified, 200
`, V{"_n": "ntf_" + g.whULID(), "_t": g.whISO(), "_ts": g.whUnix(), "_h1": g.whSig(), "_sub": g.whULID(), "_ctm": g.whULID(), "_set": g.whULID()}, "subscription.activated")

	g.whAdd("benign-zoom-url-validation-response", `
→ POST /zoom/events {"payload":{"plainToken":"«_pt»"},"event":"endpoint.url_validation","event_ts":«_ts»}
← 200 {"plainToken":"«_pt»","encryptedToken":"«_enc»"}
Zoom Marketplace: "Validated" ✓  (x-zm-request-timestamp «_ts2», x-zm-signature v0=«_sig»)
`, V{"_pt": g.b64u(22), "_ts": g.whUnix() + g.digits(3), "_enc": g.whSig(), "_ts2": g.whUnix(), "_sig": g.whSig()}, "Zoom Marketplace")
}
