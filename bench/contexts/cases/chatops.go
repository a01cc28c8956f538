package cases

import (
	"fmt"
	"strings"
)

// chatopsCases adds credentials of chat bots and messaging platforms as a
// coding agent meets them while it builds, deploys or debugs a bot.
// Sources: Telegram (BotFather, the Bot API over curl, setWebhook and
// getWebhookInfo, python-telegram-bot, aiogram, Telegraf, grammY,
// Telethon and Pyrogram sessions), Slack (bot, user, app-level and
// rotating tokens, signing secrets, incoming webhooks, Socket Mode, app
// manifests, Bolt for JS and Python, the Slack CLI, slack-go), Discord
// (bot tokens, client secrets and public keys, webhooks, discord.py,
// discord.js, interactions endpoints), Microsoft Teams and the Bot
// Framework (app ids and passwords, Azure Bot, Direct Line, Teams
// Toolkit env files, incoming webhooks and Workflows URLs), Matrix
// (access tokens, Element, matrix-nio, mautrix bridges' registration.yaml,
// Synapse secrets and signing keys, maubot), Mattermost and Rocket.Chat
// (personal access tokens, bot accounts, incoming webhooks, mmctl),
// Zulip (zuliprc), the WhatsApp Business Cloud API, the LINE Messaging
// API, WeChat Official Accounts, WeCom, DingTalk and Feishu robots,
// Viber, Twilio Conversations, Intercom, Crisp, Sendbird, Stream Chat,
// Twitch chat, Google Chat, Pushover, ntfy and Gotify, Apprise URLs,
// Errbot, Hubot, Botkit, Rasa, Botpress and n8n, and the shell sessions,
// deploy commands, Kubernetes manifests, logs, chats and tool outputs
// around them. Benign look-alikes: chat, channel, room, guild and user
// ids, message timestamps and event ids, Discord application public
// keys, Mattermost object ids, webhook ids without tokens, payload
// signatures, masked previews and placeholders. The case names start
// with "chatops/".
func (g *G) chatopsCases() {
	g.cbTelegram()
	g.cbSlack()
	g.cbDiscord()
	g.cbTeams()
	g.cbMatrix()
	g.cbMattermost()
	g.cbZulip()
	g.cbWhatsApp()
	g.cbLine()
	g.cbChina()
	g.cbTwilioViber()
	g.cbSupportChat()
	g.cbNotify()
	g.cbFrameworks()
	g.cbDeploy()
	g.cbTalk()
	g.cbBenign()
}

// ---- helpers used only here ----

// cbAdd is add with "ˋ" standing for a backtick.
func (g *G) cbAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// cbTgID is a Telegram bot id (benign: the bot's public user id).
func (g *G) cbTgID() string { return g.digits(10) }

// cbTg is a Telegram bot token for bot id id.
func (g *G) cbTg(id string) string { return id + ":AA" + g.b64u(33) }

// cbTgChat is a Telegram supergroup or channel chat id (benign).
func (g *G) cbTgChat() string { return "-100" + g.digits(10) }

// cbTgSession is a Telethon or Pyrogram string session.
func (g *G) cbTgSession() string { return "1" + g.pick("BVts", "ApWa", "BJWa") + g.b64u(344) + "=" }

func (g *G) cbSlackHook() string {
	return "https://hooks.slack.com/services/" + g.slackT() + "/" + g.slackB() + "/" + g.an(24)
}
func (g *G) cbSlackC() string { return "C0" + g.s(alUpNum, 9) }
func (g *G) cbSlackU() string { return "U0" + g.s(alUpNum, 9) }
func (g *G) cbSlackA() string { return "A0" + g.s(alUpNum, 9) }
func (g *G) cbTs() string {
	return fmt.Sprintf("17%08d.%06d", g.r.IntN(100000000), g.r.IntN(1000000))
}
func (g *G) cbXoxe() string { return "xoxe-1-My0xLTQ" + g.an(136) }
func (g *G) cbXoxeB() string {
	return "xoxe.xoxb-1-MS0yLTI" + g.an(150)
}
func (g *G) cbSlackCID() string { return g.digits(12) + "." + g.digits(13) }

// cbSnow is a Discord snowflake (benign).
func (g *G) cbSnow() string { return g.digits(18 + g.r.IntN(2)) }

// cbDc is a Discord bot token for application id id.
func (g *G) cbDc(id string) string {
	return b64raw(id) + "." + g.b64u(6) + "." + g.b64u(38)
}
func (g *G) cbDcHook() string { return g.b64u(68) }

// cbDL is a Bot Framework Direct Line / Web Chat secret.
func (g *G) cbDL() string {
	return g.b64u(11) + "." + g.an(3) + "." + g.an(3) + "." + g.b64u(43)
}

// cbTeamsHook is a Teams (Office 365 connector) incoming webhook URL.
func (g *G) cbTeamsHook(tenant string) string {
	return "https://" + tenant + ".webhook.office.com/webhookb2/" + g.uuid() + "@" + g.uuid() +
		"/IncomingWebhook/" + g.hex(32) + "/" + g.uuid() + "/V2" + g.b64u(43)
}

// cbSyt is a Synapse access token for localpart lp.
func (g *G) cbSyt(lp string) string {
	return "syt_" + b64raw(lp) + "_" + g.an(20) + "_" + g.an(6)
}
func (g *G) cbRoom(server string) string { return "!" + g.s(alUpper+alLower, 18) + ":" + server }
func (g *G) cbEvent() string             { return "$" + g.b64u(43) }
func (g *G) cbSynapseSecret() string {
	return g.s(alAlnum+".,;:^&*-_+=#~@", 50)
}
func (g *G) cbMatrixRecovery() string {
	k := "Es" + g.s(alB58, 46)
	var parts []string
	for i := 0; i < len(k); i += 4 {
		parts = append(parts, k[i:i+4])
	}
	return strings.Join(parts, " ")
}

// cbMM is a Mattermost token or object id: 26 lowercase letters and digits.
func (g *G) cbMM() string { return g.s(alLowNum, 26) }

func (g *G) cbEAA() string {
	return "EAA" + g.pick("G", "J", "I", "Q") + g.an(12) + "BO" + g.an(170+g.r.IntN(40))
}
func (g *G) cbWamid() string { return "wamid.HBgL" + g.b64u(48) + "=" }
func (g *G) cbLineTok() string {
	return g.b64(128)
}
func (g *G) cbLineU() string { return "U" + g.hex(32) }
func (g *G) cbWx() string    { return "wx" + g.hex(16) }
func (g *G) cbWw() string    { return "ww" + g.hex(16) }
func (g *G) cbViber() string { return g.hex(16) + "-" + g.hex(16) + "-" + g.hex(16) }
func (g *G) cbIntercom() string {
	u := strings.ReplaceAll(g.uuid(), "-", "_")
	return b64s("tok:" + u + ":1:0")
}
func (g *G) cbPhone() string { return "+1" + g.digits(10) }

// ---- Telegram ----

func (g *G) cbTelegram() {
	id := g.cbTgID()
	g.add("chatops/tg-botfather-newbot-reply", `
BotFather, [6/3/24 10:14 AM]
Done! Congratulations on your new bot. You will find it at t.me/acme_deploy_notify_bot. You can now add a description, about section and profile picture for your bot, see /help for a list of commands. By the way, when you've finished creating your cool bot, ping our Bot Support if you want a better username for it. Just make sure the bot is fully operational before you do this.

Use this token to access the HTTP API:
«a»
Keep your token secure and store it safely, it can be used by anyone to control your bot.

For a description of the Bot API, see this page: https://core.telegram.org/bots/api
`, V{"a": g.cbTg(id)}, "t.me/acme_deploy_notify_bot", "https://core.telegram.org/bots/api")

	id = g.cbTgID()
	g.add("chatops/tg-botfather-revoke-reply", `
> /revoke
Choose a bot to generate a new token.
> @acme_ci_status_bot
Your token was replaced with a new one. You can use this token to access HTTP API:
«a»

For a description of the Bot API, see this page: https://core.telegram.org/bots/api
`, V{"a": g.cbTg(id)}, "@acme_ci_status_bot")

	id = g.cbTgID()
	chat := g.cbTgChat()
	g.add("chatops/tg-curl-getupdates", `
$ curl -s https://api.telegram.org/bot«a»/getUpdates | jq .
{
  "ok": true,
  "result": [
    {
      "update_id": «_u»,
      "message": {
        "message_id": 412,
        "from": {"id": «_from», "is_bot": false, "first_name": "Dana", "username": "dana_k", "language_code": "en"},
        "chat": {"id": «_chat», "title": "acme-oncall", "type": "supergroup"},
        "date": 1717402211,
        "text": "/status@acme_oncall_bot",
        "entities": [{"offset": 0, "length": 23, "type": "bot_command"}]
      }
    }
  ]
}
`, V{"a": g.cbTg(id), "_u": g.digits(9), "_from": g.digits(9), "_chat": chat}, "acme-oncall", "/status@acme_oncall_bot")

	id = g.cbTgID()
	g.add("chatops/tg-setwebhook-secret-token", `
$ curl -sS "https://api.telegram.org/bot«a»/setWebhook" \
    -d url=https://bots.acme.dev/telegram/webhook \
    -d secret_token=«b» \
    -d 'allowed_updates=["message","callback_query"]' \
    -d drop_pending_updates=true
{"ok":true,"result":true,"description":"Webhook was set"}
`, V{"a": g.cbTg(id), "b": g.s(alAlnum+"_-", 48)}, "https://bots.acme.dev/telegram/webhook", "Webhook was set")

	id = g.cbTgID()
	tok := g.cbTg(id)
	g.add("chatops/tg-getwebhookinfo-token-in-url", `
$ curl -s https://api.telegram.org/bot«a»/getWebhookInfo
{"ok":true,"result":{"url":"https://tg-relay.fly.dev/hook/«a»","has_custom_certificate":false,"pending_update_count":37,"last_error_date":1717399934,"last_error_message":"Wrong response from the webhook: 502 Bad Gateway","max_connections":40,"ip_address":"«_ip»"}}
`, V{"a": tok, "_ip": fmt.Sprintf("66.241.%d.%d", g.r.IntN(256), 1+g.r.IntN(254))}, "Wrong response from the webhook: 502 Bad Gateway")

	id = g.cbTgID()
	g.add("chatops/tg-ptb-application-builder", `
import logging
from telegram import Update
from telegram.ext import ApplicationBuilder, CommandHandler, ContextTypes

logging.basicConfig(format="%(asctime)s - %(name)s - %(levelname)s - %(message)s", level=logging.INFO)

ADMIN_CHAT_ID = «_chat»

async def deploy(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    await context.bot.send_message(chat_id=ADMIN_CHAT_ID, text=f"deploy requested by {update.effective_user.username}")

if __name__ == "__main__":
    app = ApplicationBuilder().token("«a»").build()
    app.add_handler(CommandHandler("deploy", deploy))
    app.run_polling()
`, V{"_chat": g.cbTgChat(), "a": g.cbTg(id)}, "ApplicationBuilder", "ADMIN_CHAT_ID")

	id = g.cbTgID()
	g.add("chatops/tg-ptb-httpx-log-line", `
2024-06-03 09:12:44,118 - httpx - INFO - HTTP Request: POST https://api.telegram.org/bot«a»/getMe "HTTP/1.1 200 OK"
2024-06-03 09:12:44,301 - httpx - INFO - HTTP Request: POST https://api.telegram.org/bot«a»/deleteWebhook "HTTP/1.1 200 OK"
2024-06-03 09:12:44,302 - telegram.ext.Application - INFO - Application started
2024-06-03 09:12:54,611 - httpx - INFO - HTTP Request: POST https://api.telegram.org/bot«a»/getUpdates "HTTP/1.1 200 OK"
`, V{"a": g.cbTg(id)}, "telegram.ext.Application - INFO - Application started")

	id = g.cbTgID()
	g.add("chatops/tg-aiogram-env-and-config", `
$ cat .env
BOT_TOKEN=«a»
WEBHOOK_SECRET=«b»
WEBHOOK_BASE_URL=https://shopbot.acme.dev
REDIS_DSN=redis://:«c»@redis:6379/3
ADMINS=[«_adm»]
$ cat bot/config.py
from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

class Settings(BaseSettings):
    bot_token: SecretStr
    webhook_secret: SecretStr
    webhook_base_url: str
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8")
`, V{"a": g.cbTg(id), "b": g.hex(32), "c": g.pwURL(), "_adm": g.digits(9)}, "https://shopbot.acme.dev", "SettingsConfigDict")

	id = g.cbTgID()
	g.cbAdd("chatops/tg-telegraf-ts-hardcoded", `
import { Telegraf } from "telegraf";
import { message } from "telegraf/filters";

// TODO move to env before pushing
const bot = new Telegraf("«a»");

bot.start((ctx) => ctx.reply("Welcome to the status bot"));
bot.on(message("text"), async (ctx) => {
  await ctx.telegram.sendMessage(«_chat», ˋ${ctx.from.username}: ${ctx.message.text}ˋ);
});
bot.launch({ webhook: { domain: "status-bot.acme.dev", port: 8443, secretToken: "«b»" } });
`, V{"a": g.cbTg(id), "_chat": g.cbTgChat(), "b": g.an(32)}, "status-bot.acme.dev", `import { Telegraf } from "telegraf";`)

	id = g.cbTgID()
	g.add("chatops/tg-grammy-deno-deploy-env", `
$ deployctl env list --project=grammy-faq-bot
NAME                 VALUE
BOT_TOKEN            «a»
OPENAI_API_KEY       «b»
LOG_LEVEL            info
`, V{"a": g.cbTg(id), "b": g.openai()}, "grammy-faq-bot", "LOG_LEVEL            info")

	g.add("chatops/tg-telethon-api-hash-session", `
from telethon import TelegramClient
from telethon.sessions import StringSession

api_id = «_apiid»
api_hash = "«a»"
SESSION = "«b»"

with TelegramClient(StringSession(SESSION), api_id, api_hash) as client:
    for dialog in client.iter_dialogs(limit=20):
        print(dialog.id, dialog.name)
`, V{"_apiid": g.digits(8), "a": g.hex(32), "b": g.cbTgSession()}, "StringSession(SESSION)", "iter_dialogs")

	g.add("chatops/tg-pyrogram-export-session-output", `
$ python gen_session.py
Enter phone number or bot token: «=ph»
Is "«=ph»" correct? (y/N): y
The confirmation code has been sent via Telegram app
Enter confirmation code: 41923
The two-step verification is enabled and a password is required
Password hint: usual
Enter password (empty to recover): «b»
Logged in successfully
Your session string (keep it secret):
«a»
`, V{"=ph": g.cbPhone(), "b": g.pw(), "a": g.cbTgSession()}, "Logged in successfully")

	id = g.cbTgID()
	g.add("chatops/tg-getme-response-and-masked", `
$ echo $TELEGRAM_BOT_TOKEN | sed -E 's/(.{8}).*/\1.../'
«=pre»...
$ python -c 'import os,requests;print(requests.get(f"https://api.telegram.org/bot{os.environ[\"TELEGRAM_BOT_TOKEN\"]}/getMe").json())'
{'ok': True, 'result': {'id': «_id», 'is_bot': True, 'first_name': 'Acme Alerts', 'username': 'acme_alerts_bot', 'can_join_groups': True, 'can_read_all_group_messages': False, 'supports_inline_queries': False}}
`, V{"=pre": id[:8], "_id": id}, "acme_alerts_bot", `os.environ[\"TELEGRAM_BOT_TOKEN\"]`)

	id = g.cbTgID()
	g.add("chatops/tg-alertmanager-telegram-config", `
receivers:
  - name: oncall-telegram
    telegram_configs:
      - bot_token: '«a»'
        chat_id: «_chat»
        parse_mode: HTML
        send_resolved: true
        message: '{{ template "telegram.default.message" . }}'
route:
  receiver: oncall-telegram
  group_by: ['alertname', 'cluster']
`, V{"a": g.cbTg(id), "_chat": g.cbTgChat()}, "oncall-telegram", "telegram.default.message")

	id = g.cbTgID()
	g.add("chatops/tg-uptime-kuma-notification-json", `
{"name":"Telegram ops","type":"telegram","isDefault":true,"telegramBotToken":"«a»","telegramChatID":"«_chat»","telegramSendSilently":false,"telegramProtectContent":false,"applyExisting":true}
`, V{"a": g.cbTg(id), "_chat": g.cbTgChat()}, `"telegramSendSilently":false`)

	id = g.cbTgID()
	g.add("chatops/tg-webhook-request-header-log", `
127.0.0.1 - - [03/Jun/2024:09:31:07 +0000] "POST /tg/«_path» HTTP/1.1" 200 2 "-" "-"
DEBUG webhook headers={'host': 'bots.acme.dev', 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': '«a»', 'content-length': '312'}
DEBUG update_id=«_u» chat_id=«_chat» text='/health'
`, V{"_path": g.hex(16), "a": g.s(alAlnum+"_-", 64), "_u": g.digits(9), "_chat": g.cbTgChat()}, "x-telegram-bot-api-secret-token")

	id = g.cbTgID()
	g.add("chatops/tg-n8n-credentials-export", `
$ n8n export:credentials --all --decrypted --output=creds.json && cat creds.json
[
  {
    "createdAt": "2024-05-21T08:01:12.433Z",
    "updatedAt": "2024-05-21T08:01:12.433Z",
    "id": "«_id»",
    "name": "Telegram account",
    "data": {"accessToken": "«a»", "baseUrl": "https://api.telegram.org"},
    "type": "telegramApi"
  },
  {
    "id": "«_id2»",
    "name": "Postgres prod",
    "data": {"host": "pg.internal", "database": "orders", "user": "n8n", "password": "«b»", "port": 5432, "ssl": "disable"},
    "type": "postgres"
  }
]
`, V{"_id": g.an(16), "a": g.cbTg(id), "_id2": g.an(16), "b": g.pw()}, "telegramApi", "n8n export:credentials --all --decrypted")
}

// ---- Slack ----

func (g *G) cbSlack() {
	g.add("chatops/slack-bolt-js-env", `
$ cat .env
SLACK_BOT_TOKEN=«a»
SLACK_SIGNING_SECRET=«b»
SLACK_APP_TOKEN=«c»
SLACK_CLIENT_ID=«_cid»
PORT=3000
$ npm start
> deploy-bot@0.4.0 start
> node app.js
[INFO]  socket-mode:SocketModeClient:0 Going to establish a new connection to Slack ...
[INFO]  socket-mode:SocketModeClient:0 Now connected to Slack
⚡️ Bolt app is running!
`, V{"a": g.xoxb(), "b": g.hex(32), "c": g.xapp(), "_cid": g.cbSlackCID()}, "Bolt app is running!", "deploy-bot@0.4.0")

	g.add("chatops/slack-bolt-python-hardcoded", `
import os
from slack_bolt import App
from slack_bolt.adapter.socket_mode import SocketModeHandler

app = App(
    token="«a»",
    signing_secret="«b»",
)

@app.command("/deploy")
def handle_deploy(ack, respond, command):
    ack()
    respond(f"Deploying {command['text']} to staging…")

if __name__ == "__main__":
    SocketModeHandler(app, "«c»").start()
`, V{"a": g.xoxb(), "b": g.hex(32), "c": g.xapp()}, "SocketModeHandler", `@app.command("/deploy")`)

	g.add("chatops/slack-oauth-v2-access-response", `
$ curl -s -X POST https://slack.com/api/oauth.v2.access \
    -d client_id=«_cid» -d client_secret=«a» -d code=«=code» \
    -d redirect_uri=https://deploybot.acme.dev/slack/oauth_redirect | jq .
{
  "ok": true,
  "app_id": "«_app»",
  "authed_user": {"id": "«_u»"},
  "scope": "commands,chat:write,channels:history,app_mentions:read",
  "token_type": "bot",
  "access_token": "«b»",
  "bot_user_id": "«_bu»",
  "team": {"id": "«_t»", "name": "Acme"},
  "enterprise": null,
  "is_enterprise_install": false,
  "expires_in": 43200,
  "refresh_token": "«c»"
}
`, V{"_cid": g.cbSlackCID(), "a": g.hex(32), "=code": g.digits(12) + "." + g.digits(13) + "." + g.hex(64), "_app": g.cbSlackA(), "_u": g.cbSlackU(), "b": g.cbXoxeB(), "_bu": g.cbSlackU(), "_t": g.slackT(), "c": g.cbXoxe()}, "chat:write,channels:history", "is_enterprise_install")

	g.add("chatops/slack-auth-test-curl", `
$ curl -s -H "Authorization: Bearer «a»" https://slack.com/api/auth.test
{"ok":true,"url":"https:\/\/acme-eng.slack.com\/","team":"Acme Engineering","user":"dana","team_id":"«_t»","user_id":"«_u»","is_enterprise_install":false}
`, V{"a": g.xoxp(), "_t": g.slackT(), "_u": g.cbSlackU()}, "Acme Engineering")

	g.add("chatops/slack-chat-postmessage-response", `
$ curl -s -X POST https://slack.com/api/chat.postMessage \
    -H 'Content-type: application/json; charset=utf-8' \
    -H 'Authorization: Bearer «a»' \
    --data '{"channel":"«_c»","text":"Release v2.14.0 is live :rocket:"}'
{"ok":true,"channel":"«_c»","ts":"«_ts»","message":{"user":"«_u»","type":"message","ts":"«_ts»","bot_id":"«_b»","app_id":"«_app»","text":"Release v2.14.0 is live :rocket:","team":"«_t»"}}
`, V{"a": g.xoxb(), "_c": g.cbSlackC(), "_ts": g.cbTs(), "_u": g.cbSlackU(), "_b": g.slackB(), "_app": g.cbSlackA(), "_t": g.slackT()}, "Release v2.14.0 is live :rocket:")

	g.add("chatops/slack-incoming-webhook-curl", `
$ curl -X POST -H 'Content-type: application/json' --data '{"text":"nightly backup finished: 42 GB in 18m"}' «a»
ok
`, V{"a": g.cbSlackHook()}, "nightly backup finished: 42 GB in 18m")

	g.add("chatops/slack-webhook-in-github-actions", `
      - name: Notify Slack on failure
        if: failure()
        uses: slackapi/slack-github-action@v1.26.0
        with:
          payload: |
            {"text": "CI failed on ${{ github.ref_name }}: ${{ github.server_url }}/${{ github.repository }}/actions/runs/${{ github.run_id }}"}
        env:
          SLACK_WEBHOOK_URL: «a»
          SLACK_WEBHOOK_TYPE: INCOMING_WEBHOOK
`, V{"a": g.cbSlackHook()}, "slackapi/slack-github-action@v1.26.0", "SLACK_WEBHOOK_TYPE: INCOMING_WEBHOOK")

	g.add("chatops/slack-manifest-and-cli-install", `
$ cat manifest.yml
display_information:
  name: Deploy Bot
features:
  bot_user:
    display_name: deploybot
    always_online: true
  slash_commands:
    - command: /deploy
      url: https://deploybot.acme.dev/slack/events
      description: Deploy a service
oauth_config:
  scopes:
    bot:
      - commands
      - chat:write
settings:
  socket_mode_enabled: false
  token_rotation_enabled: false
$ slack install --team «_t»
⚙️  App Install
   Installing "Deploy Bot" app to "Acme Engineering"
   Finished in 2.4s
🏠 Workspace Install
   Installed "Deploy Bot" app to "Acme Engineering" (A: «_app»)
   Bot token: «a»
`, V{"_t": g.slackT(), "_app": g.cbSlackA(), "a": g.xoxb()}, "https://deploybot.acme.dev/slack/events", "token_rotation_enabled: false")

	g.add("chatops/slack-app-credentials-page-copy", `
Basic Information › App Credentials

App ID            «_app»
Date of App Creation   March 4, 2024
Client ID         «_cid»
Client Secret     «a»
Signing Secret    «b»
Verification Token «c»
  (Verification tokens are deprecated. Use signing secrets to verify requests.)
`, V{"_app": g.cbSlackA(), "_cid": g.cbSlackCID(), "a": g.hex(32), "b": g.hex(32), "c": g.an(24)}, "Verification tokens are deprecated")

	g.add("chatops/slack-app-level-token-generated", `
Generate an app-level token
Token Name: socket-dev
Scopes: connections:write, authorizations:read

Token
«a»
Copy   Revoke
`, V{"a": g.xapp()}, "connections:write, authorizations:read", "socket-dev")

	g.add("chatops/slack-go-sdk-main", `
package main

import (
	"log"
	"os"

	"github.com/slack-go/slack"
	"github.com/slack-go/slack/socketmode"
)

const botToken = "«a»"

func main() {
	api := slack.New(botToken,
		slack.OptionDebug(true),
		slack.OptionLog(log.New(os.Stdout, "api: ", log.Lshortfile|log.LstdFlags)),
		slack.OptionAppLevelToken(os.Getenv("SLACK_APP_TOKEN")),
	)
	client := socketmode.New(api)
	go handle(client)
	client.Run()
}
`, V{"a": g.xoxb()}, "github.com/slack-go/slack/socketmode", `os.Getenv("SLACK_APP_TOKEN")`)

	g.add("chatops/slack-signature-verify-debug", `
>>> import hmac, hashlib, time
>>> signing_secret = b"«a»"
>>> ts = "1717403321"
>>> body = b"token=«b»&team_id=«_t»&team_domain=acme-eng&channel_id=«_c»&user_id=«_u»&command=%2Fdeploy&text=api+staging"
>>> "v0=" + hmac.new(signing_secret, f"v0:{ts}:".encode() + body, hashlib.sha256).hexdigest()
'v0=«_sig»'
>>> request.headers["X-Slack-Signature"]
'v0=«_sig»'
`, V{"a": g.hex(32), "b": g.an(24), "_t": g.slackT(), "_c": g.cbSlackC(), "_u": g.cbSlackU(), "_sig": g.hex(64)}, "X-Slack-Signature", "team_domain=acme-eng")

	g.add("chatops/slack-token-rotation-refresh", `
$ curl -s https://slack.com/api/oauth.v2.access \
    -d client_id=«_cid» \
    -d client_secret=«a» \
    -d grant_type=refresh_token \
    -d refresh_token=«b»
{"ok":true,"app_id":"«_app»","access_token":"«c»","expires_in":43200,"refresh_token":"«d»","token_type":"bot","scope":"chat:write,commands","bot_user_id":"«_bu»","team":{"id":"«_t»","name":"Acme"}}
`, V{"_cid": g.cbSlackCID(), "a": g.hex(32), "b": g.cbXoxe(), "_app": g.cbSlackA(), "c": g.cbXoxeB(), "d": g.cbXoxe(), "_bu": g.cbSlackU(), "_t": g.slackT()}, "grant_type=refresh_token")

	g.add("chatops/slack-hubot-procfile-heroku", `
$ heroku config -a acme-hubot
=== acme-hubot Config Vars
HUBOT_LOG_LEVEL:    debug
HUBOT_SLACK_TOKEN:  «a»
HUBOT_SLACK_APP_TOKEN: «b»
REDIS_URL:          redis://:«c»@ec2-«_ip».compute-1.amazonaws.com:6379
`, V{"a": g.xoxb(), "b": g.xapp(), "c": "p" + g.hex(64), "_ip": fmt.Sprintf("34-%d-%d-%d", g.r.IntN(256), g.r.IntN(256), g.r.IntN(256))}, "=== acme-hubot Config Vars", "HUBOT_LOG_LEVEL:    debug")

	g.add("chatops/slack-sdk-python-error-trace", `
Traceback (most recent call last):
  File "/app/notify.py", line 22, in <module>
    client.chat_postMessage(channel="#deploys", text=msg)
  File "/usr/local/lib/python3.12/site-packages/slack_sdk/web/client.py", line 2735, in chat_postMessage
    return self.api_call("chat.postMessage", json=kwargs)
slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://slack.com/api/chat.postMessage)
The server responded with: {'ok': False, 'error': 'not_in_channel', 'warning': 'missing_charset', 'response_metadata': {'warnings': ['missing_charset']}}
>>> client.token
'«a»'
`, V{"a": g.xoxb()}, "not_in_channel", "slack_sdk.errors.SlackApiError")

	g.add("chatops/slack-legacy-workflow-and-hook-tf", `
resource "pagerduty_extension" "slack" {
  name              = "slack-oncall"
  extension_schema  = data.pagerduty_extension_schema.webhook.id
  endpoint_url      = "«a»"
  extension_objects = [pagerduty_service.api.id]
}

resource "datadog_integration_slack_channel" "alerts" {
  account_name = "acme"
  channel_name = "#alerts-prod"
  display {
    message  = true
    notified = true
  }
}
`, V{"a": g.cbSlackHook()}, "pagerduty_extension_schema", "#alerts-prod")

	g.add("chatops/slack-socket-mode-debug-wss", `
DEBUG:slack_sdk.socket_mode.builtin.client:Sending a request - url: https://slack.com/api/apps.connections.open, query_params: {}, json_body: None, files: {}, data: {}, headers: {'Content-Type': 'application/x-www-form-urlencoded', 'Authorization': '(redacted)', 'User-Agent': 'Python/3.12.3 slackclient/3.27.2 Linux/6.8.0'}
DEBUG:slack_sdk.socket_mode.builtin.client:Received the following response - status: 200, headers: {}, body: {"ok":true,"url":"wss:\/\/wss-primary.slack.com\/link\/?ticket=«_tk»&app_id=«_app»"}
INFO:slack_sdk.socket_mode.builtin.client:A new session has been established (session id: «_sid»)
DEBUG:app:token in use = «a»
`, V{"_tk": g.uuid(), "_app": g.hex(64), "_sid": g.uuid(), "a": g.xapp()}, "'Authorization': '(redacted)'")

	g.add("chatops/slack-errbot-config-py", `
# config.py
import logging

BACKEND = "SlackV3"
BOT_DATA_DIR = r"/srv/errbot/data"
BOT_EXTRA_PLUGIN_DIR = r"/srv/errbot/plugins"
BOT_LOG_FILE = r"/srv/errbot/errbot.log"
BOT_LOG_LEVEL = logging.INFO

BOT_IDENTITY = {
    "token": "«a»",
    "signing_secret": "«b»",
    "app_token": "«c»",
}
BOT_ADMINS = ("@dana", "@priya")
CHATROOM_PRESENCE = ()
BOT_PREFIX = "!"
`, V{"a": g.xoxb(), "b": g.hex(32), "c": g.xapp()}, `BACKEND = "SlackV3"`, `BOT_ADMINS = ("@dana", "@priya")`)

	g.add("chatops/slack-user-token-browser-xoxc-cookie", `
# pulled from the browser devtools for slackdump, the d= cookie is the session
$ export SLACK_TOKEN=xoxc-«a»
$ export COOKIE='d=«b»; d-s=1717000000'
$ slackdump -export acme-export.zip «_c»
2024/06/03 10:02:11 slackdump: authenticated as "dana" in "Acme Engineering"
`, V{"a": g.digits(12) + "-" + g.digits(13) + "-" + g.digits(13) + "-" + g.hex(64), "b": "xoxd-" + g.b64(120), "_c": g.cbSlackC()}, `authenticated as "dana" in "Acme Engineering"`)
}

// ---- Discord ----

func (g *G) cbDiscord() {
	app := g.cbSnow()
	g.add("chatops/dc-dev-portal-general-and-bot", `
General Information
  APPLICATION ID   «_app»
  PUBLIC KEY       «_pub»
  INTERACTIONS ENDPOINT URL  https://dc-bot.acme.dev/interactions
OAuth2
  CLIENT ID        «_app»
  CLIENT SECRET    «a»
Bot
  TOKEN            «b»
  PUBLIC BOT: off   REQUIRES OAUTH2 CODE GRANT: off
  MESSAGE CONTENT INTENT: on
`, V{"_app": app, "_pub": g.hex(64), "a": g.b64u(32), "b": g.cbDc(app)}, "https://dc-bot.acme.dev/interactions", "MESSAGE CONTENT INTENT: on")

	app = g.cbSnow()
	g.add("chatops/dc-discordpy-bot-run", `
import discord
from discord.ext import commands

intents = discord.Intents.default()
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)

GUILD_ID = discord.Object(id=«_guild»)

@bot.event
async def on_ready():
    print(f"Logged in as {bot.user} (ID: {bot.user.id})")
    await bot.tree.sync(guild=GUILD_ID)

bot.run("«a»")
`, V{"_guild": g.cbSnow(), "a": g.cbDc(app)}, "discord.Intents.default()", "command_prefix=")

	app = g.cbSnow()
	g.add("chatops/dc-discordjs-config-json", `
$ cat config.json
{
	"token": "«a»",
	"clientId": "«_app»",
	"guildId": "«_guild»"
}
$ node deploy-commands.js
Started refreshing 4 application (/) commands.
Successfully reloaded 4 application (/) commands.
`, V{"a": g.cbDc(app), "_app": app, "_guild": g.cbSnow()}, "Successfully reloaded 4 application (/) commands.")

	g.add("chatops/dc-webhook-curl-json", `
$ curl -H "Content-Type: application/json" -X POST \
    -d '{"username": "Grafana", "content": "[FIRING:1] HighErrorRate api-gateway"}' \
    https://discord.com/api/webhooks/«_wid»/«a»
`, V{"_wid": g.cbSnow(), "a": g.cbDcHook()}, "[FIRING:1] HighErrorRate api-gateway")

	wid := g.cbSnow()
	g.add("chatops/dc-webhook-get-response", `
$ curl -s https://discordapp.com/api/webhooks/«_wid»/«a» | jq
{
  "application_id": null,
  "avatar": null,
  "channel_id": "«_ch»",
  "guild_id": "«_guild»",
  "id": "«_wid»",
  "name": "Captain Hook",
  "type": 1,
  "token": "«a»",
  "url": "https://discord.com/api/webhooks/«_wid»/«a»"
}
`, V{"_wid": wid, "a": g.cbDcHook(), "_ch": g.cbSnow(), "_guild": g.cbSnow()}, "Captain Hook")

	app = g.cbSnow()
	g.add("chatops/dc-gateway-identify-debug", `
[2024-06-03 10:44:19] [DEBUG   ] discord.gateway: Shard ID None has sent the IDENTIFY payload.
[2024-06-03 10:44:19] [DEBUG   ] discord.gateway: For Shard ID None: WebSocket Event: {'op': 2, 'd': {'token': '«a»', 'properties': {'os': 'linux', 'browser': 'discord.py', 'device': 'discord.py'}, 'compress': True, 'large_threshold': 250, 'intents': 3276799}}
[2024-06-03 10:44:20] [INFO    ] discord.gateway: Shard ID None has connected to Gateway (Session ID: «_sess»).
`, V{"a": g.cbDc(app), "_sess": g.hex(32)}, "has connected to Gateway")

	app = g.cbSnow()
	g.add("chatops/dc-oauth-token-exchange", `
>>> data = {"grant_type": "authorization_code", "code": "«=code»", "redirect_uri": "https://dash.acme.gg/callback"}
>>> r = requests.post("https://discord.com/api/v10/oauth2/token", data=data, auth=("«_app»", "«a»"))
>>> r.json()
{'token_type': 'Bearer', 'access_token': '«b»', 'expires_in': 604800, 'refresh_token': '«c»', 'scope': 'identify guilds'}
`, V{"=code": g.an(30), "_app": app, "a": g.b64u(32), "b": g.an(30), "c": g.an(30)}, "https://dash.acme.gg/callback", "'scope': 'identify guilds'")

	g.add("chatops/dc-interactions-verify-public-key", `
import nacl.signing
from flask import Flask, request, abort

PUBLIC_KEY = "«_pub»"
APPLICATION_ID = "«_app»"
verify_key = nacl.signing.VerifyKey(bytes.fromhex(PUBLIC_KEY))

@app.post("/interactions")
def interactions():
    sig = request.headers["X-Signature-Ed25519"]
    ts = request.headers["X-Signature-Timestamp"]
    verify_key.verify(f"{ts}{request.data.decode()}".encode(), bytes.fromhex(sig))
`, V{"_pub": g.hex(64), "_app": g.cbSnow()}, "X-Signature-Ed25519", "nacl.signing.VerifyKey")

	app = g.cbSnow()
	g.add("chatops/dc-docker-compose-env", `
services:
  musicbot:
    image: ghcr.io/acme/musicbot:2.3.1
    restart: unless-stopped
    environment:
      - DISCORD_TOKEN=«a»
      - DISCORD_OWNER_ID=«_own»
      - SPOTIFY_CLIENT_ID=«_sp»
      - SPOTIFY_CLIENT_SECRET=«b»
      - LAVALINK_PASSWORD=«c»
`, V{"a": g.cbDc(app), "_own": g.cbSnow(), "_sp": g.hex(32), "b": g.hex(32), "c": g.pw()}, "ghcr.io/acme/musicbot:2.3.1", "restart: unless-stopped")

	app = g.cbSnow()
	g.add("chatops/dc-red-bot-set-token", `
$ redbot-setup
Enter a name for your instance: acmered
Data directory: /home/dana/.local/share/Red-DiscordBot/data/acmered
$ redbot acmered --token «a» --prefix '[p]'
Starting Red...
Loading packages...
Logged in as AcmeRed#4412
`, V{"a": g.cbDc(app)}, "Logged in as AcmeRed#4412", "redbot-setup")

	wid = g.cbSnow()
	g.add("chatops/dc-webhook-github-compat-url", `
# GitHub repo → Settings → Webhooks → Payload URL (the /github suffix makes Discord accept GitHub's format)
Payload URL: https://discord.com/api/webhooks/«_wid»/«a»/github
Content type: application/json
Secret: (empty)
Which events: Just the push event.
`, V{"_wid": wid, "a": g.cbDcHook()}, "Just the push event.")

	app = g.cbSnow()
	g.add("chatops/dc-pm2-logs-token-invalid", `
$ pm2 logs ticket-bot --lines 8
0|ticket-bot | [2024-06-03T11:02:04.111Z] Loading 12 commands
0|ticket-bot | Error [TokenInvalid]: An invalid token was provided.
0|ticket-bot |     at Client.login (/srv/ticket-bot/node_modules/discord.js/src/client/Client.js:216:52)
0|ticket-bot | token used: "«a» "
0|ticket-bot | (note the trailing space from .env)
`, V{"a": g.cbDc(app)}, "Error [TokenInvalid]: An invalid token was provided.")

	app = g.cbSnow()
	g.add("chatops/dc-serenity-rust-main", `
use serenity::async_trait;
use serenity::model::channel::Message;
use serenity::prelude::*;

struct Handler;

#[async_trait]
impl EventHandler for Handler {
    async fn message(&self, ctx: Context, msg: Message) {
        if msg.content == "!ping" {
            let _ = msg.channel_id.say(&ctx.http, "Pong!").await;
        }
    }
}

#[tokio::main]
async fn main() {
    let token = "«a»";
    let intents = GatewayIntents::GUILD_MESSAGES | GatewayIntents::MESSAGE_CONTENT;
    let mut client = Client::builder(token, intents).event_handler(Handler).await.expect("Err creating client");
    client.start().await.unwrap();
}
`, V{"a": g.cbDc(app)}, "GatewayIntents::MESSAGE_CONTENT", "serenity::async_trait")

	g.add("chatops/dc-invite-url-permissions", `
Invite link generated (OAuth2 → URL Generator):
https://discord.com/oauth2/authorize?client_id=«_app»&permissions=274877991936&integration_type=0&scope=bot+applications.commands
`, V{"_app": g.cbSnow()}, "permissions=274877991936")

	app = g.cbSnow()
	g.add("chatops/dc-bot-token-in-systemd-unit", `
$ systemctl cat modbot.service
# /etc/systemd/system/modbot.service
[Unit]
Description=Discord moderation bot
After=network-online.target

[Service]
User=modbot
WorkingDirectory=/opt/modbot
Environment="BOT_TOKEN=«a»"
Environment="DATABASE_URL=postgresql://modbot:«b»@localhost/modbot"
ExecStart=/opt/modbot/.venv/bin/python -m modbot
Restart=on-failure
`, V{"a": g.cbDc(app), "b": g.pwURL()}, "Description=Discord moderation bot", "ExecStart=/opt/modbot/.venv/bin/python -m modbot")
}

// ---- Microsoft Teams and the Bot Framework ----

func (g *G) cbTeams() {
	g.add("chatops/bf-appsettings-json", `
{
  "MicrosoftAppType": "SingleTenant",
  "MicrosoftAppId": "«_id»",
  "MicrosoftAppPassword": "«a»",
  "MicrosoftAppTenantId": "«_tid»",
  "ConnectionName": "GraphConnection",
  "Logging": { "LogLevel": { "Default": "Information" } }
}
`, V{"_id": g.uuid(), "a": g.azSecret(), "_tid": g.uuid()}, `"MicrosoftAppType": "SingleTenant"`, "GraphConnection")

	g.add("chatops/bf-python-env-config", `
$ cat .env
MicrosoftAppId=«_id»
MicrosoftAppPassword=«a»
MicrosoftAppType=MultiTenant
$ cat config.py
class DefaultConfig:
    PORT = 3978
    APP_ID = os.environ.get("MicrosoftAppId", "")
    APP_PASSWORD = os.environ.get("MicrosoftAppPassword", "")
`, V{"_id": g.uuid(), "a": g.azSecret()}, "PORT = 3978", `os.environ.get("MicrosoftAppPassword", "")`)

	g.add("chatops/bf-az-bot-create-output", `
$ az ad app credential reset --id «_id» --display-name bot-secret --years 1
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control. For more information, see https://aka.ms/azadsp-cli
{
  "appId": "«_id»",
  "password": "«a»",
  "tenant": "«_tid»"
}
$ az bot create -g rg-bots -n acme-helpdesk-bot --app-type SingleTenant --appid «_id» --tenant-id «_tid» --endpoint https://helpdesk-bot.azurewebsites.net/api/messages
`, V{"_id": g.uuid(), "a": g.azSecret(), "_tid": g.uuid()}, "https://helpdesk-bot.azurewebsites.net/api/messages", "rg-bots")

	g.add("chatops/bf-teams-toolkit-env-user", `
$ cat env/.env.local.user
# This file includes environment variables that will not be committed to git by default. You can set these environment variables in your CI/CD system for your project.

# Secrets. Keys prefixed with SECRET_ will be masked in Teams Toolkit logs.
SECRET_BOT_PASSWORD=«a»
SECRET_AAD_APP_CLIENT_SECRET=«b»
$ cat env/.env.local
TEAMSFX_ENV=local
BOT_ID=«_bot»
TEAMS_APP_ID=«_app»
BOT_DOMAIN=«_sub».devtunnels.ms
`, V{"a": g.azSecret(), "b": g.azSecret(), "_bot": g.uuid(), "_app": g.uuid(), "_sub": g.s(alLowNum, 8) + "-3978.euw"}, "Keys prefixed with SECRET_ will be masked in Teams Toolkit logs.", "TEAMSFX_ENV=local")

	g.add("chatops/bf-token-request-curl", `
$ curl -s -X POST https://login.microsoftonline.com/botframework.com/oauth2/v2.0/token \
    -d grant_type=client_credentials \
    -d client_id=«_id» \
    -d client_secret=«a» \
    -d scope=https%3A%2F%2Fapi.botframework.com%2F.default
{"token_type":"Bearer","expires_in":86399,"ext_expires_in":86399,"access_token":"«b»"}
`, V{"_id": g.uuid(), "a": g.azSecret(), "b": g.jwt("RS256", `{"aud":"https://api.botframework.com","iss":"https://sts.windows.net/d6d49420-f39b-4df7-a1dc-d59a935871db/","appid":"`+g.uuid()+`","tid":"d6d49420-f39b-4df7-a1dc-d59a935871db"}`)}, "login.microsoftonline.com/botframework.com", "ext_expires_in")

	g.add("chatops/bf-directline-secret-webchat-html", `
<div id="webchat" role="main"></div>
<script src="https://cdn.botframework.com/botframework-webchat/latest/webchat.js"></script>
<script>
  window.WebChat.renderWebChat(
    {
      directLine: window.WebChat.createDirectLine({ secret: '«a»' }),
      userID: 'guest-«_u»',
      locale: 'en-US'
    },
    document.getElementById('webchat')
  );
</script>
`, V{"a": g.cbDL(), "_u": g.hex(8)}, "botframework-webchat/latest/webchat.js")

	g.add("chatops/bf-directline-generate-token", `
$ curl -s -X POST https://directline.botframework.com/v3/directline/tokens/generate -H "Authorization: Bearer «a»"
{
  "conversationId": "«_conv»-us",
  "token": "«b»",
  "expires_in": 3600
}
`, V{"a": g.cbDL(), "_conv": g.an(22), "b": g.jwt("RS256", `{"bot":"acme-helpdesk-bot","site":"`+g.b64u(11)+`","conv":"`+g.an(22)+`-us","nbf":1717405000,"exp":1717408600,"iss":"https://directline.botframework.com/","aud":"https://directline.botframework.com/"}`)}, "directline.botframework.com/v3/directline/tokens/generate")

	tenant := g.pick("acme", "contoso365", "acmecorp")
	g.add("chatops/teams-incoming-webhook-powershell", `
PS> $uri = "«a»"
PS> $body = @{ text = "Build 1.8.4 deployed to prod by $env:USERNAME" } | ConvertTo-Json
PS> Invoke-RestMethod -Method Post -Uri $uri -Body $body -ContentType 'application/json'
1
`, V{"a": g.cbTeamsHook(tenant)}, "Invoke-RestMethod -Method Post -Uri $uri")

	g.add("chatops/teams-workflows-webhook-url", `
# Office 365 connectors are retired; the new Workflows (Power Automate) URL for #release-notes:
TEAMS_WEBHOOK_URL="https://prod-«=n».westeurope.logic.azure.com:443/workflows/«_wf»/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«a»"
`, V{"=n": fmt.Sprint(10 + g.r.IntN(80)), "_wf": g.hex(32), "a": g.b64u(43)}, "api-version=2016-06-01", "#release-notes")

	g.add("chatops/teams-conversation-reference-log", `
info: Microsoft.Bot.Builder.Integration.AspNet.Core.CloudAdapter[0]
      ProcessActivityAsync activity type=message channelId=msteams serviceUrl=https://smba.trafficmanager.net/emea/
      conversation.id=19:«_th»@thread.tacv2;messageid=«_mid» from.aadObjectId=«_aad» tenantId=«_tid»
info: Acme.HelpdeskBot.Bots.TeamsBot[0]
      stored conversation reference for proactive messages (user «_user»)
`, V{"_th": g.hex(32), "_mid": "17" + g.digits(11), "_aad": g.uuid(), "_tid": g.uuid(), "_user": "29:1" + g.b64u(60)}, "https://smba.trafficmanager.net/emea/", "@thread.tacv2")

	g.add("chatops/bf-keyvault-bicep-param", `
// main.parameters.json (generated by azd)
{
  "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#",
  "contentVersion": "1.0.0.0",
  "parameters": {
    "botAadAppClientId": { "value": "«_id»" },
    "botAadAppClientSecret": { "value": "«a»" },
    "botServiceName": { "value": "acme-helpdesk-bot" },
    "botDisplayName": { "value": "Helpdesk" }
  }
}
`, V{"_id": g.uuid(), "a": g.azSecret()}, "botAadAppClientId", "deploymentParameters.json#")

	g.add("chatops/teams-graph-chat-message-app-secret", `
$ python send_chat.py
DEBUG msal.application: Using client credential flow for app «_id»
DEBUG msal.token_cache: client_secret='«a»' authority='https://login.microsoftonline.com/«_tid»'
INFO  graph: POST https://graph.microsoft.com/v1.0/chats/19:«_c»@unq.gbl.spaces/messages -> 201
`, V{"_id": g.uuid(), "a": g.azSecret(), "_tid": g.uuid(), "_c": g.uuid() + "_" + g.uuid()}, "msal.application", "@unq.gbl.spaces/messages")

	g.add("chatops/bf-emulator-settings-and-password", `
Bot Framework Emulator › Open a bot
  Bot URL:               http://localhost:3978/api/messages
  Microsoft App ID:      «_id»
  Microsoft App password: «a»
  Azure for US Government: ☐
[11:21:04] -> POST 200 conversations.startConversation
[11:21:05] <- message application/vnd.microsoft.card.adaptive
`, V{"_id": g.uuid(), "a": g.azSecret()}, "http://localhost:3978/api/messages", "conversations.startConversation")
}

// ---- Matrix ----

func (g *G) cbMatrix() {
	g.add("chatops/mx-login-curl-response", `
$ curl -s -XPOST https://matrix.acme.chat/_matrix/client/v3/login -d '{"type":"m.login.password","identifier":{"type":"m.id.user","user":"alertbot"},"password":"«a»","initial_device_display_name":"alertmanager-bridge"}'
{"user_id":"@alertbot:acme.chat","access_token":"«b»","home_server":"acme.chat","device_id":"«_dev»","well_known":{"m.homeserver":{"base_url":"https://matrix.acme.chat/"}}}
`, V{"a": g.pw(), "b": g.cbSyt("alertbot"), "_dev": g.s(alUpper, 10)}, "@alertbot:acme.chat", "alertmanager-bridge")

	g.add("chatops/mx-send-message-curl", `
$ curl -s -X PUT "https://matrix.acme.chat/_matrix/client/v3/rooms/«_room»/send/m.room.message/$(date +%s%N)" \
    -H "Authorization: Bearer «a»" \
    -d '{"msgtype":"m.notice","body":"backup job finished OK"}'
{"event_id":"«_ev»"}
`, V{"_room": "%21" + g.s(alUpper+alLower, 18) + "%3Aacme.chat", "a": g.cbSyt("backupbot"), "_ev": g.cbEvent()}, "backup job finished OK")

	g.add("chatops/mx-mautrix-registration-yaml", `
$ cat /opt/mautrix-telegram/registration.yaml
id: telegram
as_token: «a»
hs_token: «b»
namespaces:
    users:
      - exclusive: true
        regex: '@telegram_.*:acme\.chat'
      - exclusive: true
        regex: '@telegrambot:acme\.chat'
    aliases:
      - exclusive: true
        regex: \#telegram_.*:acme\.chat
url: http://mautrix-telegram:29317
sender_localpart: «_lp»
rate_limited: false
de.sorunome.msc2409.push_ephemeral: true
push_ephemeral: true
`, V{"a": g.an(64), "b": g.an(64), "_lp": g.an(32)}, "http://mautrix-telegram:29317", "de.sorunome.msc2409.push_ephemeral")

	g.add("chatops/mx-mautrix-whatsapp-config-excerpt", `
homeserver:
    address: http://synapse:8008
    domain: acme.chat
    software: standard
appservice:
    address: http://mautrix-whatsapp:29318
    hostname: 0.0.0.0
    port: 29318
    database:
        type: postgres
        uri: postgres://mautrix:«c»@postgres/mautrix_whatsapp?sslmode=disable
    id: whatsapp
    bot:
        username: whatsappbot
        displayname: WhatsApp bridge bot
    as_token: «a»
    hs_token: «b»
bridge:
    permissions:
        "acme.chat": user
        "@dana:acme.chat": admin
`, V{"c": g.pwURL(), "a": g.an(64), "b": g.an(64)}, "http://mautrix-whatsapp:29318", `"@dana:acme.chat": admin`)

	g.add("chatops/mx-synapse-homeserver-secrets", `
# homeserver.yaml, generated by synapse.app.homeserver --generate-config
server_name: "acme.chat"
pid_file: /data/homeserver.pid
listeners:
  - port: 8008
    tls: false
    type: http
    x_forwarded: true
    resources:
      - names: [client, federation]
        compress: false
database:
  name: psycopg2
  args:
    user: synapse
    password: «d»
    database: synapse
    host: db
log_config: "/data/acme.chat.log.config"
media_store_path: /data/media_store
registration_shared_secret: "«a»"
report_stats: false
macaroon_secret_key: "«b»"
form_secret: "«c»"
signing_key_path: "/data/acme.chat.signing.key"
trusted_key_servers:
  - server_name: "matrix.org"
`, V{"d": g.pw(), "a": g.cbSynapseSecret(), "b": g.cbSynapseSecret(), "c": g.cbSynapseSecret()}, "/data/acme.chat.signing.key", `server_name: "matrix.org"`)

	g.add("chatops/mx-synapse-signing-key-cat", `
$ docker exec synapse cat /data/acme.chat.signing.key
ed25519 a_«_kid» «a»
$ curl -s https://matrix.acme.chat/_matrix/key/v2/server | jq '.verify_keys'
{
  "ed25519:a_«_kid»": {
    "key": "«_pub»"
  }
}
`, V{"_kid": g.an(4), "a": strings.TrimRight(g.b64(32), "="), "_pub": strings.TrimRight(g.b64(32), "=")}, "_matrix/key/v2/server")

	g.add("chatops/mx-register-new-matrix-user", `
$ docker exec -it synapse register_new_matrix_user http://localhost:8008 -c /data/homeserver.yaml -u ci-bot -p '«a»' --no-admin
Sending registration request...
Success!
$ docker exec -it synapse register_new_matrix_user http://localhost:8008 -k '«b»' -u dana -a
New user localpart [root]: dana
Password:
Confirm password:
Sending registration request...
Success!
`, V{"a": g.pwStrong(), "b": g.cbSynapseSecret()}, "register_new_matrix_user http://localhost:8008")

	g.add("chatops/mx-element-help-about-token", `
Element › Settings › Help & About › Advanced
Homeserver is https://matrix.acme.chat
Identity server is https://vector.im
Access Token: «a»
Your access token gives full access to your account. Do not share it with anyone.
Element version: 1.11.67
Crypto version: Rust SDK 0.7.0 (691ec63), Vodozemac 0.6.0
`, V{"a": g.cbSyt("dana")}, "Your access token gives full access to your account.", "Crypto version: Rust SDK 0.7.0")

	g.add("chatops/mx-element-recovery-key-dialog", `
Save your Recovery Key somewhere safe
Store your Security Key somewhere safe, like a password manager or a safe, as it's used to safeguard your encrypted data.

  «a»

[Copy] [Download]   Continue
`, V{"a": g.cbMatrixRecovery()}, "as it's used to safeguard your encrypted data")

	g.add("chatops/mx-nio-python-client", `
import asyncio
from nio import AsyncClient, RoomMessageText

HOMESERVER = "https://matrix.acme.chat"
USER_ID = "@deploybot:acme.chat"
DEVICE_ID = "«_dev»"
ROOM_ID = "«_room»"

async def main():
    client = AsyncClient(HOMESERVER, USER_ID, device_id=DEVICE_ID)
    client.access_token = "«a»"
    await client.room_send(ROOM_ID, "m.room.message", {"msgtype": "m.text", "body": "deploy ok"})
    await client.close()

asyncio.run(main())
`, V{"_dev": g.s(alUpper, 10), "_room": g.cbRoom("acme.chat"), "a": g.cbSyt("deploybot")}, "@deploybot:acme.chat", "from nio import AsyncClient")

	g.add("chatops/mx-maubot-mbc-login", `
$ mbc login
? Homeserver: http://localhost:29316
? Username: admin
? Password: «a»
Logged in successfully
$ cat ~/.config/maubot-cli.json
{"servers": {"http://localhost:29316": "«b»"}, "aliases": {}, "default_server": "http://localhost:29316"}
`, V{"a": g.pw(), "b": g.jwt("HS256", `{"user_id":"admin","created_at":1717406000}`)}, "maubot-cli.json")

	g.add("chatops/mx-hookshot-passkey-and-webhooks", `
# hookshot config.yml
bridge:
  domain: acme.chat
  url: http://synapse:8008
  port: 9993
passFile: ./passkey.pem
generic:
  enabled: true
  urlPrefix: https://hooks.acme.chat/webhook/
  allowJsTransformationFunctions: true
github:
  auth:
    id: «_appid»
    privateKeyFile: github-key.pem
  webhook:
    secret: «a»
$ curl -X POST https://hooks.acme.chat/webhook/«b» -d '{"text":"hello from cron"}'
`, V{"_appid": g.digits(6), "a": g.hex(40), "b": g.b64u(43)}, "https://hooks.acme.chat/webhook/", "allowJsTransformationFunctions")

	g.add("chatops/mx-whoami-and-devices", `
$ curl -s -H "Authorization: Bearer «a»" https://matrix.acme.chat/_matrix/client/v3/account/whoami
{"user_id":"@dana:acme.chat","is_guest":false,"device_id":"«_dev»"}
$ curl -s -H "Authorization: Bearer «a»" https://matrix.acme.chat/_matrix/client/v3/devices | jq -c '.devices[]'
{"device_id":"«_dev»","display_name":"Element Desktop (Linux)","last_seen_ip":"10.8.0.14","last_seen_ts":1717406112004}
{"device_id":"«_dev2»","display_name":"Element X (iOS)","last_seen_ip":"10.8.0.22","last_seen_ts":1717398120881}
`, V{"a": g.cbSyt("dana"), "_dev": g.s(alUpper, 10), "_dev2": g.s(alUpper, 10)}, "Element Desktop (Linux)")

	g.add("chatops/mx-admin-api-user-query", `
$ curl -s -H "Authorization: Bearer «a»" https://matrix.acme.chat/_synapse/admin/v2/users/@alertbot:acme.chat | jq '{name, admin, deactivated, user_type}'
{
  "name": "@alertbot:acme.chat",
  "admin": false,
  "deactivated": false,
  "user_type": "bot"
}
`, V{"a": g.cbSyt("admin")}, "_synapse/admin/v2/users/@alertbot:acme.chat")

	g.add("chatops/mx-heisenbridge-irc-znc", `
!heisenbridge
> OPEN libera
> SASL --username acme-ops --password «a»
SASL credentials updated.
> ADDSERVER libera irc.libera.chat 6697 --tls
> CONNECT
Connecting to irc.libera.chat:6697...
Connected and authenticated via SASL as acme-ops
`, V{"a": g.pwStrong()}, "irc.libera.chat", "SASL credentials updated.")
}

// ---- Mattermost and Rocket.Chat ----

func (g *G) cbMattermost() {
	g.add("chatops/mm-mmctl-token-generate", `
$ mmctl user list --all | grep -i bot
«_uid»: deploy-bot (deploy-bot@localhost)
$ mmctl token generate deploy-bot "ci pipeline"
«a»: ci pipeline
$ mmctl token list deploy-bot
«_tid»: ci pipeline (active)
`, V{"_uid": g.cbMM(), "a": g.cbMM(), "_tid": g.cbMM()}, "mmctl token generate deploy-bot")

	g.add("chatops/mm-incoming-webhook-curl", `
$ curl -i -X POST -H 'Content-Type: application/json' -d '{"channel": "town-square", "username": "backup-bot", "text": "#### Backup finished\n| host | size |\n|---|---|\n| db1 | 41 GB |"}' https://mattermost.acme.io/hooks/«a»
HTTP/1.1 200 OK
Content-Type: text/plain
X-Request-Id: «_rid»
X-Version-Id: 9.8.0.9.8.0.«_h».false

ok
`, V{"a": g.cbMM(), "_rid": g.cbMM(), "_h": g.hex(32)}, "https://mattermost.acme.io/hooks/", "backup-bot")

	g.add("chatops/mm-api-post-create", `
$ curl -s -H "Authorization: Bearer «a»" -X POST https://mattermost.acme.io/api/v4/posts \
    -d '{"channel_id":"«_ch»","message":"pipeline #4412 passed ✅"}' | jq '{id, channel_id, user_id, create_at}'
{
  "id": "«_post»",
  "channel_id": "«_ch»",
  "user_id": "«_usr»",
  "create_at": 1717407001123
}
`, V{"a": g.cbMM(), "_ch": g.cbMM(), "_post": g.cbMM(), "_usr": g.cbMM()}, "pipeline #4412 passed")

	g.add("chatops/mm-driver-js-login-log", `
const { Client4 } = require("@mattermost/client");
const client = new Client4();
client.setUrl("https://mattermost.acme.io");
client.setToken(process.env.MM_BOT_TOKEN || "«a»");

// console output
// [mm] logged in as deploy-bot («_uid») on team «_team»
`, V{"a": g.cbMM(), "_uid": g.cbMM(), "_team": g.cbMM()}, `require("@mattermost/client")`, "process.env.MM_BOT_TOKEN")

	g.add("chatops/mm-slash-command-payload-log", `
level=info msg="slash command received" path=/mm/deploy form="channel_id=«_ch»&channel_name=ops&command=%2Fdeploy&response_url=https%3A%2F%2Fmattermost.acme.io%2Fhooks%2Fcommands%2F«_resp»&team_domain=acme&team_id=«_team»&text=api+prod&token=«a»&trigger_id=«=trig»&user_id=«_usr»&user_name=dana"
`, V{"_ch": g.cbMM(), "_resp": g.cbMM(), "_team": g.cbMM(), "a": g.cbMM(), "=trig": g.b64(90), "_usr": g.cbMM()}, `msg="slash command received"`)

	g.add("chatops/mm-config-json-excerpt", `
$ jq '.SqlSettings, .EmailSettings | with_entries(select(.key|test("Data|SMTP|Salt|Password")))' /opt/mattermost/config/config.json
{
  "DataSource": "postgres://mmuser:«a»@db.internal:5432/mattermost?sslmode=disable&connect_timeout=10",
  "DataSourceReplicas": [],
  "AtRestEncryptKey": "«b»"
}
{
  "SMTPUsername": "postmaster@mg.acme.io",
  "SMTPPassword": "«c»",
  "SMTPServer": "smtp.mailgun.org",
  "SMTPPort": "587",
  "InviteSalt": "«d»"
}
`, V{"a": g.pwURL(), "b": g.s(alLowNum, 32), "c": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "d": g.s(alLowNum, 32)}, "postmaster@mg.acme.io", "smtp.mailgun.org")

	g.add("chatops/mm-matterbridge-toml", `
[mattermost.acme]
Server="mattermost.acme.io:443"
Team="acme"
Token="«a»"
PrefixMessagesWithNick=true
RemoteNickFormat="[{PROTOCOL}] <{NICK}> "

[slack.community]
Token="«b»"
RemoteNickFormat="[{PROTOCOL}] <{NICK}> "

[telegram.ops]
Token="«c»"

[[gateway]]
name="ops-bridge"
enable=true
[[gateway.inout]]
account="mattermost.acme"
channel="town-square"
[[gateway.inout]]
account="telegram.ops"
channel="«_chat»"
`, V{"a": g.cbMM(), "b": g.xoxb(), "c": g.cbTg(g.cbTgID()), "_chat": g.cbTgChat()}, `RemoteNickFormat="[{PROTOCOL}] <{NICK}> "`, `name="ops-bridge"`)

	g.add("chatops/rc-login-rest-response", `
$ curl -s https://chat.acme.org/api/v1/login -d "user=ci-bot&password=«a»"
{"status":"success","data":{"userId":"«_uid»","authToken":"«b»","me":{"_id":"«_uid»","username":"ci-bot","roles":["bot"],"active":true}}}
`, V{"a": g.pw(), "_uid": g.an(17), "b": g.b64u(43)}, `"roles":["bot"]`)

	g.add("chatops/rc-api-headers-chat-post", `
$ curl -s -H "X-Auth-Token: «a»" \
       -H "X-User-Id: «_uid»" \
       -H "Content-type:application/json" \
       https://chat.acme.org/api/v1/chat.postMessage \
       -d '{ "channel": "#deploys", "text": "v3.2.0 shipped" }'
{"ts":1717407512891,"channel":"#deploys","message":{"rid":"«_rid»","msg":"v3.2.0 shipped","_id":"«_mid»"},"success":true}
`, V{"a": g.b64u(43), "_uid": g.an(17), "_rid": g.an(17), "_mid": g.an(17)}, "X-User-Id", "v3.2.0 shipped")

	g.add("chatops/rc-incoming-integration-url", `
Administration › Integrations › Incoming › «=name»
  Enabled: True
  Post to Channel: #alerts
  Post as: rocket.cat
  Webhook URL: https://chat.acme.org/hooks/«_iid»/«a»
  Token: «_iid»/«a»
  Script Enabled: False
`, V{"=name": "grafana-alerts", "_iid": g.an(17), "a": g.an(48)}, "Post as: rocket.cat", "Script Enabled: False")

	g.add("chatops/rc-hubot-rocketchat-env", `
$ docker run -d --name rocketbot \
    -e ROCKETCHAT_URL=https://chat.acme.org \
    -e ROCKETCHAT_ROOM=GENERAL \
    -e ROCKETCHAT_USER=rocketbot \
    -e ROCKETCHAT_PASSWORD='«a»' \
    -e BOT_NAME=rocketbot \
    -e EXTERNAL_SCRIPTS=hubot-help,hubot-seen,hubot-links \
    rocketchat/hubot-rocketchat:latest
«_cid»
`, V{"a": g.pw(), "_cid": g.hex(64)}, "rocketchat/hubot-rocketchat:latest", "EXTERNAL_SCRIPTS=hubot-help,hubot-seen,hubot-links")

	g.add("chatops/rc-personal-access-token-dialog", `
My Account › Personal Access Tokens › Add
  Token name: terraform-provider
  Ignore Two Factor Authentication: ✓
Please save your token carefully as you will no longer be able to view it afterwards.
  Token: «a»
  Your user Id: «_uid»
`, V{"a": g.b64u(43), "_uid": g.an(17)}, "Please save your token carefully as you will no longer be able to view it afterwards.")

	g.add("chatops/mm-plugin-webhook-secret-and-ids", `
PluginSettings.Plugins["com.github.manland.mattermost-plugin-gitlab"]:
{
  "gitlaburl": "https://gitlab.acme.io",
  "gitlaboauthclientid": "«_cid»",
  "gitlaboauthclientsecret": "«a»",
  "webhooksecret": "«b»",
  "encryptionkey": "«c»",
  "enableprivaterepo": true
}
`, V{"_cid": g.hex(64), "a": "gloas-" + g.hex(64), "b": g.b64u(32), "c": g.b64u(32)}, "com.github.manland.mattermost-plugin-gitlab", "https://gitlab.acme.io")
}

// ---- Zulip ----

func (g *G) cbZulip() {
	g.add("chatops/zulip-zuliprc", `
$ cat ~/zuliprc
[api]
email=deploy-bot@acme.zulipchat.com
key=«a»
site=https://acme.zulipchat.com
$ zulip-send --stream ops --subject deploys -m "api v2.14 rolled out" --config-file ~/zuliprc
Message sent.
`, V{"a": g.an(32)}, "deploy-bot@acme.zulipchat.com", "https://acme.zulipchat.com")

	g.add("chatops/zulip-curl-basic-auth", `
$ curl -sSX POST https://zulip.acme.io/api/v1/messages \
    -u alert-bot@zulip.acme.io:«a» \
    --data-urlencode type=stream \
    --data-urlencode 'to=monitoring' \
    --data-urlencode topic=disk \
    --data-urlencode 'content=/var is 93% full on db2'
{"id":«_mid»,"msg":"","result":"success"}
`, V{"a": g.an(32), "_mid": g.digits(7)}, "alert-bot@zulip.acme.io", "/var is 93% full on db2")

	g.add("chatops/zulip-python-client-dict", `
import zulip

client = zulip.Client(
    email="incident-bot@acme.zulipchat.com",
    api_key="«a»",
    site="https://acme.zulipchat.com",
)
result = client.send_message({"type": "stream", "to": "incidents", "topic": "INC-2291", "content": "Pager acknowledged"})
print(result)
# {'result': 'success', 'msg': '', 'id': «_mid»}
`, V{"a": g.an(32), "_mid": g.digits(8)}, "incident-bot@acme.zulipchat.com", "INC-2291")

	g.add("chatops/zulip-server-secrets-conf", `
$ sudo cat /etc/zulip/zulip-secrets.conf
[secrets]
avatar_salt = «a»
rabbitmq_password = «b»
shared_secret = «c»
secret_key = «d»
camo_key = «e»
postgres_password = «f»
zulip_org_key = «g»
zulip_org_id = «_oid»
`, V{"a": g.uuid(), "b": g.an(20), "c": g.hex(64), "d": g.s(alDjango, 50), "e": g.hex(64), "f": g.an(30), "g": g.an(64), "_oid": g.uuid()}, "/etc/zulip/zulip-secrets.conf")

	g.add("chatops/zulip-outgoing-webhook-payload", `
POST /zulip/outgoing HTTP/1.1
Host: bots.acme.dev
Content-Type: application/json

{"bot_email":"helper-bot@acme.zulipchat.com","bot_full_name":"Helper","data":"@**Helper** status api","message":{"id":«_mid»,"sender_email":"dana@acme.io","stream_id":«_sid»,"subject":"status"},"token":"«a»","trigger":"mention"}
`, V{"_mid": g.digits(8), "a": g.an(32), "_sid": g.digits(3)}, "helper-bot@acme.zulipchat.com", `"trigger":"mention"`)

	g.add("chatops/zulip-generate-api-key-ui", `
Personal settings › Account & privacy › API key
  Manage your API key
  Your API key: «a»
  Download zuliprc   Generate new API key
  Warning: anyone with your API key can impersonate you. Treat it like a password.
`, V{"a": g.an(32)}, "Warning: anyone with your API key can impersonate you.")
}

// ---- WhatsApp Business Cloud API ----

func (g *G) cbWhatsApp() {
	pn := g.digits(15)
	g.add("chatops/wa-send-template-curl", `
$ curl -i -X POST https://graph.facebook.com/v20.0/«_pn»/messages \
    -H 'Authorization: Bearer «a»' \
    -H 'Content-Type: application/json' \
    -d '{ "messaging_product": "whatsapp", "to": "«=to»", "type": "template", "template": { "name": "hello_world", "language": { "code": "en_US" } } }'
HTTP/2 200
x-fb-trace-id: «_tr»
{"messaging_product":"whatsapp","contacts":[{"input":"«=to»","wa_id":"«=to»"}],"messages":[{"id":"«_wamid»","message_status":"accepted"}]}
`, V{"_pn": pn, "a": g.cbEAA(), "=to": g.digits(11), "_tr": g.b64u(11), "_wamid": g.cbWamid()}, `"message_status":"accepted"`, "hello_world")

	g.add("chatops/wa-webhook-verify-express", `
const VERIFY_TOKEN = "«a»";
const APP_SECRET = "«b»";

app.get("/webhook", (req, res) => {
  const mode = req.query["hub.mode"];
  const token = req.query["hub.verify_token"];
  const challenge = req.query["hub.challenge"];
  if (mode === "subscribe" && token === VERIFY_TOKEN) {
    return res.status(200).send(challenge);
  }
  res.sendStatus(403);
});
`, V{"a": g.an(24), "b": g.hex(32)}, `req.query["hub.verify_token"]`)

	g.add("chatops/wa-webhook-payload-and-signature", `
POST /webhook HTTP/1.1
Host: wa.acme.shop
User-Agent: facebookexternalua
X-Hub-Signature-256: sha256=«_sig»
Content-Type: application/json

{"object":"whatsapp_business_account","entry":[{"id":"«_waba»","changes":[{"value":{"messaging_product":"whatsapp","metadata":{"display_phone_number":"15550783881","phone_number_id":"«_pn»"},"contacts":[{"profile":{"name":"Kerry"},"wa_id":"«=wa»"}],"messages":[{"from":"«=wa»","id":"«_wamid»","timestamp":"1717408001","text":{"body":"where is my order?"},"type":"text"}]},"field":"messages"}]}]}
`, V{"_sig": g.hex(64), "_waba": g.digits(15), "_pn": g.digits(15), "=wa": g.digits(11), "_wamid": g.cbWamid()}, "whatsapp_business_account", "where is my order?")

	g.add("chatops/wa-env-file-python", `
# .env for the order-status bot
WHATSAPP_TOKEN=«a»
WHATSAPP_PHONE_NUMBER_ID=«_pn»
WHATSAPP_BUSINESS_ACCOUNT_ID=«_waba»
META_APP_ID=«_app»
META_APP_SECRET=«b»
WEBHOOK_VERIFY_TOKEN=«c»
GRAPH_API_VERSION=v20.0
`, V{"a": g.cbEAA(), "_pn": g.digits(15), "_waba": g.digits(15), "_app": g.digits(16), "b": g.hex(32), "c": g.pwURL()}, "GRAPH_API_VERSION=v20.0")

	g.add("chatops/wa-debug-token-response", `
$ curl -s "https://graph.facebook.com/debug_token?input_token=«a»&access_token=«_app»|«b»" | jq .data
{
  "app_id": "«_app»",
  "type": "SYSTEM_USER",
  "application": "Acme Order Bot",
  "data_access_expires_at": 0,
  "expires_at": 0,
  "is_valid": true,
  "scopes": ["whatsapp_business_management", "whatsapp_business_messaging"],
  "user_id": "«_uid»"
}
`, V{"a": g.cbEAA(), "_app": g.digits(16), "b": g.hex(32), "_uid": g.digits(15)}, `"type": "SYSTEM_USER"`, "whatsapp_business_messaging")

	g.add("chatops/wa-error-expired-token-log", `
2024-06-03T12:01:44.221Z ERROR [wa-sender] send failed status=401 body={"error":{"message":"Error validating access token: Session has expired on Monday, 03-Jun-24 04:00:00 PDT.","type":"OAuthException","code":190,"error_subcode":463,"fbtrace_id":"«_tr»"}}
2024-06-03T12:01:44.222Z DEBUG [wa-sender] request headers: {"Authorization":"Bearer «a»","Content-Type":"application/json"}
2024-06-03T12:01:44.223Z INFO  [wa-sender] hint: generate a permanent system-user token in Business Settings › System users
`, V{"_tr": g.b64u(11), "a": g.cbEAA()}, "Error validating access token: Session has expired", `"error_subcode":463`)

	g.add("chatops/wa-twilio-sandbox-python", `
from twilio.rest import Client

account_sid = "«_sid»"
auth_token = "«a»"
client = Client(account_sid, auth_token)

message = client.messages.create(
    from_="whatsapp:+14155238886",
    body="Your appointment is confirmed for 3pm",
    to="whatsapp:«=to»",
)
print(message.sid)
# «_msid»
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "=to": g.cbPhone(), "_msid": "SM" + g.hex(32)}, "whatsapp:+14155238886", "Your appointment is confirmed for 3pm")

	g.add("chatops/wa-media-download-url", `
$ curl -s -H "Authorization: Bearer «a»" https://graph.facebook.com/v20.0/«_media»
{"url":"https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=«_media»&ext=1717408812&hash=«_h»","mime_type":"image/jpeg","sha256":"«_sha»","file_size":184223,"id":"«_media»","messaging_product":"whatsapp"}
`, V{"a": g.cbEAA(), "_media": g.digits(16), "_h": g.b64u(43), "_sha": g.hex(64)}, "lookaside.fbsbx.com/whatsapp_business/attachments/")
}

// ---- LINE Messaging API ----

func (g *G) cbLine() {
	g.add("chatops/line-push-curl", `
$ curl -v -X POST https://api.line.me/v2/bot/message/push \
    -H 'Content-Type: application/json' \
    -H 'Authorization: Bearer «a»' \
    -d '{"to": "«_u»", "messages": [{"type": "text", "text": "ご注文を受け付けました"}]}'
< HTTP/1.1 200 OK
< x-line-request-id: «_rid»
{"sentMessages":[{"id":"«_mid»","quoteToken":"«_qt»"}]}
`, V{"a": g.cbLineTok(), "_u": g.cbLineU(), "_rid": g.uuid(), "_mid": g.digits(18), "_qt": g.b64u(120)}, "ご注文を受け付けました", "https://api.line.me/v2/bot/message/push")

	g.add("chatops/line-sdk-python-config", `
from flask import Flask, request, abort
from linebot.v3 import WebhookHandler
from linebot.v3.messaging import Configuration, ApiClient, MessagingApi

app = Flask(__name__)

configuration = Configuration(access_token='«a»')
handler = WebhookHandler('«b»')

@app.route("/callback", methods=['POST'])
def callback():
    signature = request.headers['X-Line-Signature']
    body = request.get_data(as_text=True)
    handler.handle(body, signature)
    return 'OK'
`, V{"a": g.cbLineTok(), "b": g.hex(32)}, "X-Line-Signature", "from linebot.v3 import WebhookHandler")

	g.add("chatops/line-console-basic-settings", `
LINE Developers › Acme Shop › Messaging API channel
Basic settings
  Channel ID          «_cid»
  Channel secret      «a»        [Issue]
  Your user ID        «_u»
Messaging API
  Bot basic ID        @«_bid»
  Webhook URL         https://line.acme.shop/callback   Use webhook: ✓
  Channel access token (long-lived)
  «b»
`, V{"_cid": g.digits(10), "a": g.hex(32), "_u": g.cbLineU(), "_bid": "1" + g.s(alLowNum, 7), "b": g.cbLineTok()}, "https://line.acme.shop/callback")

	g.add("chatops/line-oauth-v3-channel-token", `
$ curl -s -X POST https://api.line.me/oauth2/v3/token \
    -H 'Content-Type: application/x-www-form-urlencoded' \
    --data-urlencode 'grant_type=client_credentials' \
    --data-urlencode 'client_id=«_cid»' \
    --data-urlencode 'client_secret=«a»'
{"access_token":"«b»","expires_in":2592000,"token_type":"Bearer","key_id":"«_kid»"}
`, V{"_cid": g.digits(10), "a": g.hex(32), "b": g.jwt("HS256", `{"iss":"`+g.digits(10)+`","sub":"channel","exp":1719999999}`), "_kid": g.b64u(22)}, "https://api.line.me/oauth2/v3/token")

	g.add("chatops/line-webhook-event-log", `
[line-bot] POST /callback signature=«_sig»
[line-bot] events=[{"type":"message","mode":"active","timestamp":1717409001223,"source":{"type":"user","userId":"«_u»"},"webhookEventId":"«_ev»","deliveryContext":{"isRedelivery":false},"message":{"id":"«_mid»","type":"text","quoteToken":"«_qt»","text":"在庫ありますか？"}}]
[line-bot] reply ok
`, V{"_sig": g.b64(32), "_u": g.cbLineU(), "_ev": "01H" + g.s(alUpNum, 23), "_mid": g.digits(18), "_qt": g.b64u(120)}, "在庫ありますか？", `"isRedelivery":false`)

	g.add("chatops/line-notify-token-migration", `
# LINE Notify shuts down 2025-03-31; old cron still uses it:
*/30 * * * * curl -s -X POST -H "Authorization: Bearer «a»" -F "message=disk usage $(df -h / | tail -1 | awk '{print $5}')" https://notify-api.line.me/api/notify
# replacement: Messaging API push with the channel access token in /etc/line-bot/token
`, V{"a": g.an(43)}, "https://notify-api.line.me/api/notify", "/etc/line-bot/token")
}

// ---- WeChat, WeCom, DingTalk and Feishu ----

func (g *G) cbChina() {
	g.add("chatops/wx-mp-gettoken-curl", `
$ curl -s "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=«_app»&secret=«a»"
{"access_token":"«b»","expires_in":7200}
`, V{"_app": g.cbWx(), "a": g.hex(32), "b": g.s(alAlnum+"_-", 136)}, "grant_type=client_credential")

	g.add("chatops/wx-mp-config-yaml", `
# application.yml (wx-java-mp-spring-boot-starter)
wx:
  mp:
    app-id: «_app»
    secret: «a»
    token: «b»
    aes-key: «c»
    config-storage:
      type: RedisTemplate
      key-prefix: wx
      redis:
        host: 127.0.0.1
        port: 6379
`, V{"_app": g.cbWx(), "a": g.hex(32), "b": g.an(16), "c": g.an(43)}, "wx-java-mp-spring-boot-starter", "config-storage")

	g.add("chatops/wecom-gettoken-and-send", `
$ curl -s "https://qyapi.weixin.qq.com/cgi-bin/gettoken?corpid=«_corp»&corpsecret=«a»"
{"errcode":0,"errmsg":"ok","access_token":"«b»","expires_in":7200}
$ curl -s "https://qyapi.weixin.qq.com/cgi-bin/message/send?access_token=«b»" -d '{"touser":"DanaKim","msgtype":"text","agentid":1000002,"text":{"content":"发布完成 v2.14"}}'
{"errcode":0,"errmsg":"ok","msgid":"«_msg»"}
`, V{"_corp": g.cbWw(), "a": g.b64u(43), "b": g.s(alAlnum+"_-", 214), "_msg": g.b64u(60)}, "agentid", "发布完成 v2.14")

	g.add("chatops/wecom-group-robot-webhook", `
import requests

WEBHOOK = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=«a»"

def notify(text: str) -> None:
    requests.post(WEBHOOK, json={"msgtype": "markdown", "markdown": {"content": text}}, timeout=5)

notify("**告警** 订单服务 5xx 比例 > 2%")
`, V{"a": g.uuid()}, "订单服务 5xx 比例", "qyapi.weixin.qq.com/cgi-bin/webhook/send")

	g.add("chatops/dingtalk-robot-sign", `
import time, hmac, hashlib, base64, urllib.parse

access_token = "«a»"
secret = "«b»"

timestamp = str(round(time.time() * 1000))
string_to_sign = f"{timestamp}\n{secret}"
hmac_code = hmac.new(secret.encode(), string_to_sign.encode(), digestmod=hashlib.sha256).digest()
sign = urllib.parse.quote_plus(base64.b64encode(hmac_code))
url = f"https://oapi.dingtalk.com/robot/send?access_token={access_token}&timestamp={timestamp}&sign={sign}"
`, V{"a": g.hex(64), "b": "SEC" + g.hex(64)}, "https://oapi.dingtalk.com/robot/send")

	g.add("chatops/feishu-app-tenant-token", `
$ curl -s -X POST https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal \
    -H 'Content-Type: application/json; charset=utf-8' \
    -d '{"app_id": "«_app»", "app_secret": "«a»"}'
{"code":0,"expire":7200,"msg":"ok","tenant_access_token":"t-«b»"}
`, V{"_app": "cli_" + g.hex(16), "a": g.an(32), "b": "g" + g.hex(4) + "6" + g.s(alUpNum, 30)}, "tenant_access_token/internal")

	g.add("chatops/feishu-custom-bot-webhook-sign", `
# lark custom bot, with signature check enabled
LARK_WEBHOOK=https://open.larksuite.com/open-apis/bot/v2/hook/«a»
LARK_WEBHOOK_SECRET=«b»
$ python notify_lark.py "build #8812 failed"
{"StatusCode":0,"StatusMessage":"success","code":0,"data":{},"msg":"success"}
`, V{"a": g.uuid(), "b": g.an(22)}, `"StatusMessage":"success"`, "build #8812 failed")

	g.add("chatops/feishu-event-encrypt-key-config", `
# config.toml for the Feishu event receiver
[feishu]
app_id = "«_app»"
app_secret = "«a»"
verification_token = "«b»"
encrypt_key = "«c»"
event_path = "/feishu/events"
`, V{"_app": "cli_" + g.hex(16), "a": g.an(32), "b": g.an(32), "c": g.an(32)}, `event_path = "/feishu/events"`)

	g.add("chatops/wx-work-callback-aes-java", `
// WXBizMsgCrypt callback for the WeCom app «_agent»
private static final String TOKEN = "«a»";
private static final String ENCODING_AES_KEY = "«b»";
private static final String CORP_ID = "«_corp»";

WXBizMsgCrypt wxcpt = new WXBizMsgCrypt(TOKEN, ENCODING_AES_KEY, CORP_ID);
String sEchoStr = wxcpt.VerifyURL(sVerifyMsgSig, sVerifyTimeStamp, sVerifyNonce, sVerifyEchoStr);
`, V{"_agent": "1000003", "a": g.an(16), "b": g.an(43), "_corp": g.cbWw()}, "WXBizMsgCrypt wxcpt", "sVerifyEchoStr")
}

// ---- Viber and Twilio Conversations ----

func (g *G) cbTwilioViber() {
	g.add("chatops/viber-set-webhook-curl", `
$ curl -s -X POST https://chatapi.viber.com/pa/set_webhook \
    -H "X-Viber-Auth-Token: «a»" \
    -d '{"url":"https://viber.acme.shop/hook","event_types":["delivered","seen","failed","conversation_started"],"send_name":true,"send_photo":true}'
{"status":0,"status_message":"ok","chat_hostname":"SN-CHAT-05_","event_types":["delivered","seen","failed","subscribed","unsubscribed","conversation_started"]}
`, V{"a": g.cbViber()}, "https://viber.acme.shop/hook", "chatapi.viber.com/pa/set_webhook")

	g.add("chatops/viber-bot-node-config", `
const ViberBot = require("viber-bot").Bot;

const bot = new ViberBot({
  authToken: "«a»",
  name: "Acme Support",
  avatar: "https://cdn.acme.shop/viber-avatar.png",
});
// webhook signature header: X-Viber-Content-Signature: «_sig»
`, V{"a": g.cbViber(), "_sig": g.hex(64)}, "X-Viber-Content-Signature", `require("viber-bot").Bot`)

	g.add("chatops/twilio-conversations-create-curl", `
$ curl -X POST "https://conversations.twilio.com/v1/Conversations" \
    --data-urlencode "FriendlyName=Order 88121 support" \
    -u «_sid»:«a»
{"unique_name": null, "date_updated": "2024-06-03T12:30:01Z", "friendly_name": "Order 88121 support", "timers": {}, "account_sid": "«_sid»", "url": "https://conversations.twilio.com/v1/Conversations/«_ch»", "state": "active", "date_created": "2024-06-03T12:30:01Z", "messaging_service_sid": "«_mg»", "sid": "«_ch»", "attributes": "{}", "bindings": null, "chat_service_sid": "«_is»"}
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "_ch": "CH" + g.hex(32), "_mg": "MG" + g.hex(32), "_is": "IS" + g.hex(32)}, "Order 88121 support")

	g.add("chatops/twilio-api-key-access-token-node", `
const AccessToken = require("twilio").jwt.AccessToken;
const ChatGrant = AccessToken.ChatGrant;

const token = new AccessToken(
  "«_sid»",         // account SID
  "«_sk»",          // API key SID
  "«a»",            // API key secret
  { identity: "agent-dana", ttl: 3600 }
);
token.addGrant(new ChatGrant({ serviceSid: "«_is»" }));
console.log(token.toJwt());
`, V{"_sid": g.twilioSID(), "_sk": "SK" + g.hex(32), "a": g.an(32), "_is": "IS" + g.hex(32)}, "agent-dana", "ChatGrant")

	g.add("chatops/twilio-cli-profiles-config", `
$ cat ~/.twilio-cli/config.json
{
  "profiles": {
    "acme-prod": {
      "accountSid": "«_sid»",
      "apiKey": "«_sk»",
      "apiSecret": "«a»",
      "region": "ie1",
      "edge": "dublin"
    }
  },
  "activeProject": "acme-prod"
}
`, V{"_sid": g.twilioSID(), "_sk": "SK" + g.hex(32), "a": g.an(32)}, `"activeProject": "acme-prod"`)

	g.add("chatops/twilio-webhook-signature-debug", `
DEBUG twilio webhook: url=https://api.acme.shop/twilio/conversations/post-event params={'ConversationSid': '«_ch»', 'EventType': 'onMessageAdded', 'Author': 'whatsapp:«=ph»', 'Body': 'hi'}
DEBUG expected X-Twilio-Signature=«_sig1» got=«_sig2»
DEBUG validator = RequestValidator('«a»')  # auth token from TWILIO_AUTH_TOKEN
WARN  signature mismatch, check the public URL behind the proxy
`, V{"_ch": "CH" + g.hex(32), "=ph": g.cbPhone(), "_sig1": g.b64(20), "_sig2": g.b64(20), "a": g.hex(32)}, "onMessageAdded", "signature mismatch, check the public URL behind the proxy")
}

// ---- Intercom, Crisp, Sendbird, Stream ----

func (g *G) cbSupportChat() {
	g.add("chatops/intercom-curl-contacts", `
$ curl -s https://api.intercom.io/contacts?per_page=1 \
    -H 'Authorization: Bearer «a»' \
    -H 'Accept: application/json' \
    -H 'Intercom-Version: 2.11'
{"type":"list","data":[{"type":"contact","id":"«_cid»","workspace_id":"«_ws»","external_id":"user_1882","role":"user","email":"kerry@example.com"}],"total_count":48213}
`, V{"a": g.cbIntercom(), "_cid": g.hex(24), "_ws": g.s(alLowNum, 8)}, "Intercom-Version: 2.11")

	g.add("chatops/intercom-identity-verification-rails", `
# config/initializers/intercom.rb
IntercomRails.config do |config|
  config.app_id = "«_app»"
  config.api_secret = "«a»"
  config.user.current = Proc.new { current_user }
  config.user.custom_data = { plan: Proc.new { |u| u.plan_name } }
end
# rendered snippet:  window.intercomSettings = { app_id: "«_app»", user_id: "1882", user_hash: "«_uh»" };
`, V{"_app": g.s(alLowNum, 8), "a": g.b64u(40), "_uh": g.hex(64)}, "IntercomRails.config", "window.intercomSettings")

	g.add("chatops/intercom-python-env-and-webhook-secret", `
INTERCOM_ACCESS_TOKEN=«a»
INTERCOM_CLIENT_SECRET=«b»
INTERCOM_APP_ID=«_app»
# webhook topic conversation.user.created -> https://support-bot.acme.io/intercom
`, V{"a": g.cbIntercom(), "b": g.uuid(), "_app": g.s(alLowNum, 8)}, "conversation.user.created")

	g.add("chatops/crisp-plugin-token-basic-auth", `
$ curl -s https://api.crisp.chat/v1/website/«_web»/conversations/1 \
    --user «_ident»:«a» \
    -H 'X-Crisp-Tier: plugin'
{"error":false,"reason":"listed","data":[{"session_id":"session_«_sess»","website_id":"«_web»","state":"pending","is_verified":true,"last_message":"Hi, my invoice is wrong"}]}
`, V{"_web": g.uuid(), "_ident": g.uuid(), "a": g.hex(64), "_sess": g.uuid()}, "X-Crisp-Tier: plugin", "Hi, my invoice is wrong")

	g.add("chatops/crisp-node-sdk", `
const Crisp = require("crisp-api");
const CrispClient = new Crisp();

CrispClient.authenticateTier("plugin", "«_ident»", "«a»");

CrispClient.website.listConversations("«_web»", 1).then((conversations) => {
  console.info("Listed conversations:", conversations.length);
});
// chatbox embed (public): window.CRISP_WEBSITE_ID="«_web»";
`, V{"_ident": g.uuid(), "a": g.hex(64), "_web": g.uuid()}, `window.CRISP_WEBSITE_ID=`, `authenticateTier("plugin"`)

	g.add("chatops/sendbird-platform-api", `
$ curl -s https://api-«_app».sendbird.com/v3/users/agent_dana \
    -H "Api-Token: «a»" | jq '{user_id, nickname, is_online}'
{
  "user_id": "agent_dana",
  "nickname": "Dana (Support)",
  "is_online": true
}
`, V{"_app": strings.ToUpper(g.uuid()), "a": g.hex(40)}, "Dana (Support)")

	g.add("chatops/stream-chat-server-token", `
from stream_chat import StreamChat

# api key is public (goes to the browser), the secret never leaves the server
chat = StreamChat(api_key="«_key»", api_secret="«a»")
token = chat.create_token("agent-dana")
print(token)
# «b»
`, V{"_key": g.s(alLowNum, 12), "a": g.s(alLowNum, 64), "b": g.jwt("HS256", `{"user_id":"agent-dana"}`)}, "api key is public (goes to the browser)")

	g.add("chatops/tawk-and-freshchat-env", `
# support widgets
NEXT_PUBLIC_TAWK_PROPERTY_ID=«_prop»
NEXT_PUBLIC_TAWK_WIDGET_ID=1h«_wid»
FRESHCHAT_API_URL=https://acme-«_fc».freshchat.com/v2
FRESHCHAT_API_KEY=«a»
`, V{"_prop": g.hex(24), "_wid": g.s(alLowNum, 7), "_fc": g.hex(12), "a": g.jwt("RS256", `{"source":"api","ts":1717409900,"jti":"`+g.uuid()+`"}`)}, "NEXT_PUBLIC_TAWK_PROPERTY_ID")
}

// ---- notification relays and small chat services ----

func (g *G) cbNotify() {
	g.add("chatops/gchat-webhook-url-curl", `
$ curl -X POST -H 'Content-Type: application/json' \
    'https://chat.googleapis.com/v1/spaces/«_sp»/messages?key=«=k»&token=«a»' \
    -d '{"text": "Terraform apply finished in prod-eu: 3 added, 1 changed"}'
{"name": "spaces/«_sp»/messages/«_m»", "sender": {"name": "users/«_u»", "displayName": "tf-notifier", "type": "BOT"}}
`, V{"_sp": "AAAA" + g.b64u(7), "=k": g.googleKey(), "a": g.b64u(43), "_m": g.b64u(11) + "." + g.b64u(11), "_u": g.digits(21)}, "3 added, 1 changed", "tf-notifier")

	g.add("chatops/apprise-urls-yaml", `
# ~/.config/apprise.yml
urls:
  - tgram://«a»/«_chat»:
      tag: ops
  - discord://«_wid»/«b»:
      tag: community
  - slack://«_t»/«_bb»/«c»/#alerts
  - mmosts://mattermost.acme.io/«d»
  - pover://«e»@«f»
`, V{"a": g.cbTg(g.cbTgID()), "_chat": g.cbTgChat(), "_wid": g.cbSnow(), "b": g.cbDcHook(), "_t": g.slackT(), "_bb": g.slackB(), "c": g.an(24), "d": g.cbMM(), "e": "u" + g.s(alLowNum, 29), "f": "a" + g.s(alLowNum, 29)}, "~/.config/apprise.yml", "tag: community")

	g.add("chatops/pushover-curl", `
$ curl -s \
    --form-string "token=«a»" \
    --form-string "user=«b»" \
    --form-string "message=UPS on battery, 14 min left" \
    https://api.pushover.net/1/messages.json
{"status":1,"request":"«_req»"}
`, V{"a": "a" + g.s(alLowNum, 29), "b": "u" + g.s(alLowNum, 29), "_req": g.uuid()}, "UPS on battery, 14 min left")

	g.add("chatops/ntfy-access-token-and-topic", `
$ ntfy token add --label=backup-script phil
token tk_«a» created for user phil, never expires
$ curl -H "Authorization: Bearer tk_«a»" -d "Backup done ✅" https://ntfy.acme.home/backups
{"id":"«_id»","time":1717410223,"expires":1717453423,"event":"message","topic":"backups","message":"Backup done ✅"}
`, V{"a": g.s(alLowNum, 29), "_id": g.an(12)}, "https://ntfy.acme.home/backups", "--label=backup-script")

	g.add("chatops/gotify-app-token-curl", `
$ curl "https://gotify.acme.home/message?token=«a»" -F "title=Watchtower" -F "message=Updated 3 containers" -F "priority=5"
{"id":812,"appid":4,"message":"Updated 3 containers","title":"Watchtower","priority":5,"date":"2024-06-03T14:02:44.771+02:00"}
$ gotify-cli config: {"token":"«b»","url":"https://gotify.acme.home","defaultPriority":0}
`, V{"a": "A" + g.s(alAlnum+".-_", 14), "b": "C" + g.s(alAlnum+".-_", 14)}, "https://gotify.acme.home", "Updated 3 containers")

	g.add("chatops/twitch-irc-bot-oauth", `
import socket
sock = socket.socket()
sock.connect(("irc.chat.twitch.tv", 6667))
sock.send("PASS oauth:«a»\r\n".encode())
sock.send("NICK acme_modbot\r\n".encode())
sock.send("JOIN #acmestreams\r\n".encode())
# :tmi.twitch.tv 001 acme_modbot :Welcome, GLHF!
`, V{"a": g.s(alLowNum, 30)}, "irc.chat.twitch.tv", "acme_modbot")

	g.add("chatops/twitch-tmijs-env-and-client-secret", `
TWITCH_BOT_USERNAME=acme_modbot
TWITCH_OAUTH_TOKEN=oauth:«a»
TWITCH_CLIENT_ID=«_cid»
TWITCH_CLIENT_SECRET=«b»
TWITCH_REFRESH_TOKEN=«c»
TWITCH_CHANNELS=acmestreams,acme_dev
`, V{"a": g.s(alLowNum, 30), "_cid": g.s(alLowNum, 30), "b": g.s(alLowNum, 30), "c": g.s(alLowNum, 50)}, "TWITCH_CHANNELS=acmestreams,acme_dev")

	g.add("chatops/irc-znc-conf-and-nickserv", `
<User dana>
	Pass       = sha256#«=hash»#«=salt»#
	Nick       = dana
	AltNick    = dana_
	Ident      = dana
	LoadModule = nickserv «a»
	LoadModule = sasl

	<Network libera>
		LoadModule = simple_away
		Server     = irc.libera.chat +6697 «b»
	</Network>
</User>
`, V{"=hash": g.hex(64), "=salt": g.s(alAlnum+"!?.,:;/*-+_()", 20), "a": g.pwStrong(), "b": g.pw()}, "irc.libera.chat +6697", "LoadModule = simple_away")
}

// ---- bot frameworks ----

func (g *G) cbFrameworks() {
	g.add("chatops/rasa-credentials-yml", `
# credentials.yml
rest:

telegram:
  access_token: "«a»"
  verify: "acme_helper_bot"
  webhook_url: "https://rasa.acme.dev/webhooks/telegram/webhook"

slack:
  slack_token: "«b»"
  slack_channel: "#support"
  slack_signing_secret: "«c»"

facebook:
  verify: "«d»"
  secret: "«e»"
  page-access-token: "«f»"
`, V{"a": g.cbTg(g.cbTgID()), "b": g.xoxb(), "c": g.hex(32), "d": g.an(16), "e": g.hex(32), "f": g.cbEAA()}, "https://rasa.acme.dev/webhooks/telegram/webhook", `verify: "acme_helper_bot"`)

	g.add("chatops/botkit-slack-adapter-env", `
$ cat .env
clientId=«_cid»
clientSecret=«a»
clientSigningSecret=«b»
botToken=«c»
MONGO_URI=mongodb+srv://botkit:«d»@cluster0.«_cl».mongodb.net/botkit?retryWrites=true&w=majority
$ node bot.js
Botkit ready: http://localhost:3000/api/messages
`, V{"_cid": g.cbSlackCID(), "a": g.hex(32), "b": g.hex(32), "c": g.xoxb(), "d": g.pwURL(), "_cl": g.s(alLowNum, 5)}, "Botkit ready: http://localhost:3000/api/messages")

	g.add("chatops/hubot-external-scripts-and-env", `
$ cat bin/hubot-env
export HUBOT_ADAPTER=@hubot-friends/hubot-slack
export HUBOT_SLACK_BOT_TOKEN=«a»
export HUBOT_SLACK_APP_TOKEN=«b»
export HUBOT_JENKINS_URL=https://ci.acme.io
export HUBOT_JENKINS_AUTH=hubot:«c»
export HUBOT_PAGERDUTY_API_KEY=«d»
$ cat external-scripts.json
["hubot-diagnostics", "hubot-help", "hubot-jenkins", "hubot-pager-me"]
`, V{"a": g.xoxb(), "b": g.xapp(), "c": g.hex(34), "d": "u+" + g.b64u(18)}, "@hubot-friends/hubot-slack", `"hubot-pager-me"`)

	g.add("chatops/botpress-cli-login-and-deploy", `
$ bp login --token «a» --workspace-id «_ws»
✓ Logged In
$ bp deploy --botId «_bot» -y
○ Deploying bot...
✓ Bot «_bot» deployed
$ cat .botpresshome/profiles.json
{"default":{"apiUrl":"https://api.botpress.cloud","token":"«a»","workspaceId":"«_ws»"}}
`, V{"a": "bp_pat_" + g.an(40), "_ws": "wkspace_" + g.s(alUpNum, 26), "_bot": g.uuid()}, "https://api.botpress.cloud", "✓ Logged In")

	g.add("chatops/errbot-telegram-backend-config", `
BACKEND = 'Telegram'
BOT_IDENTITY = {
    'token': '«a»',
}
BOT_ADMINS = ('«_admin»',)
CHATROOM_PRESENCE = ()
BOT_DATA_DIR = '/var/lib/errbot'
BOT_EXTRA_BACKEND_DIR = '/opt/errbot/backends'
`, V{"a": g.cbTg(g.cbTgID()), "_admin": g.digits(9)}, "BACKEND = 'Telegram'", "BOT_EXTRA_BACKEND_DIR")

	g.add("chatops/opsdroid-configuration-yaml", `
connectors:
  slack:
    bot-token: "«a»"
    app-token: "«b»"
    socket-mode: true
  matrix:
    mxid: "@opsdroid:acme.chat"
    password: "«c»"
    rooms:
      main: "#ops:acme.chat"
    homeserver: "https://matrix.acme.chat"
skills:
  hello: {}
  seen: {}
`, V{"a": g.xoxb(), "b": g.xapp(), "c": g.pw()}, "@opsdroid:acme.chat", "#ops:acme.chat")

	g.add("chatops/gitlab-chatops-slash-token", `
GitLab › Settings › Integrations › Slack slash commands
  Token: «a»
  Copy these into the Slack "Slash Commands" app configuration:
    Command:   /gitlab
    URL:       https://gitlab.acme.io/api/v4/projects/42/services/slack_slash_commands/trigger
    Method:    POST
    Autocomplete usage hint: [help]
`, V{"a": g.an(24)}, "services/slack_slash_commands/trigger")

	g.add("chatops/atlantis-and-argocd-notifications-secret", `
apiVersion: v1
kind: Secret
metadata:
  name: argocd-notifications-secret
  namespace: argocd
stringData:
  slack-token: «a»
  telegram-token: «b»
  teams-webhook: «c»
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: argocd-notifications-cm
data:
  service.slack: |
    token: $slack-token
  service.telegram: |
    token: $telegram-token
`, V{"a": g.xoxb(), "b": g.cbTg(g.cbTgID()), "c": g.cbTeamsHook("acme")}, "argocd-notifications-cm", "token: $slack-token")

	g.add("chatops/lita-config-rb", `
Lita.configure do |config|
  config.robot.name = "Lita"
  config.robot.adapter = :slack
  config.adapters.slack.token = "«a»"
  config.redis[:url] = "redis://:«b»@redis.internal:6379/0"
  config.handlers.jira.site = "https://acme.atlassian.net"
  config.handlers.jira.username = "lita@acme.io"
  config.handlers.jira.password = "«c»"
end
`, V{"a": g.xoxb(), "b": g.pwURL(), "c": g.atlassian()}, "config.robot.adapter = :slack", "https://acme.atlassian.net")

	g.add("chatops/stackstorm-chatops-env", `
$ cat /opt/stackstorm/chatops/st2chatops.env
export ST2_HOSTNAME="st2.acme.io"
export ST2_API_KEY="«a»"
export HUBOT_ADAPTER=slack
export HUBOT_SLACK_BOT_TOKEN="«b»"
export HUBOT_SLACK_APP_TOKEN="«c»"
export HUBOT_LOG_LEVEL=debug
`, V{"a": g.s(alAlnum, 64), "b": g.xoxb(), "c": g.xapp()}, `ST2_HOSTNAME="st2.acme.io"`, "st2chatops.env")
}

// ---- deploying bots: secrets stores, PaaS CLIs, manifests ----

func (g *G) cbDeploy() {
	tok := g.cbTg(g.cbTgID())
	g.add("chatops/deploy-k8s-secret-base64-telegram", `
$ kubectl get secret tg-bot -n bots -o yaml
apiVersion: v1
data:
  BOT_TOKEN: «a»
  WEBHOOK_SECRET: «b»
kind: Secret
metadata:
  creationTimestamp: "2024-05-30T09:14:02Z"
  name: tg-bot
  namespace: bots
  resourceVersion: "«_rv»"
  uid: «_uid»
type: Opaque
`, V{"a": b64s(tok), "b": b64s(g.hex(32)), "_rv": g.digits(8), "_uid": g.uuid()}, "creationTimestamp")

	g.add("chatops/deploy-kubectl-create-secret-slack", `
$ kubectl create secret generic slack-bot -n chatops \
    --from-literal=SLACK_BOT_TOKEN=«a» \
    --from-literal=SLACK_SIGNING_SECRET=«b» \
    --dry-run=client -o yaml | kubeseal --format yaml > sealed-slack-bot.yaml
$ head -8 sealed-slack-bot.yaml
apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: slack-bot
  namespace: chatops
spec:
  encryptedData:
    SLACK_BOT_TOKEN: AgB«_enc»
`, V{"a": g.xoxb(), "b": g.hex(32), "_enc": g.b64(180)}, "sealed-slack-bot.yaml", "bitnami.com/v1alpha1")

	g.add("chatops/deploy-fly-secrets-set", `
$ fly secrets set DISCORD_TOKEN=«a» DISCORD_PUBLIC_KEY=«_pub» -a acme-discord-bot
Updating existing machines in 'acme-discord-bot' with rolling strategy
-------
 ✔ [1/1] Machine «_m» [app] update succeeded
-------
$ fly secrets list -a acme-discord-bot
NAME                DIGEST                  CREATED AT
DISCORD_PUBLIC_KEY  «_d1»        1m ago
DISCORD_TOKEN       «_d2»        1m ago
`, V{"a": g.cbDc(g.cbSnow()), "_pub": g.hex(64), "_m": g.hex(14), "_d1": g.hex(16), "_d2": g.hex(16)}, "Updating existing machines in 'acme-discord-bot' with rolling strategy")

	g.add("chatops/deploy-wrangler-toml-vars-mistake", `
# wrangler.toml
name = "discord-interactions"
main = "src/server.js"
compatibility_date = "2024-05-29"

[vars]
DISCORD_APPLICATION_ID = "«_app»"
DISCORD_PUBLIC_KEY = "«_pub»"
DISCORD_TOKEN = "«a»"   # FIXME: should be `+"`wrangler secret put DISCORD_TOKEN`"+`
`, V{"_app": g.cbSnow(), "_pub": g.hex(64), "a": g.cbDc(g.cbSnow())}, `compatibility_date = "2024-05-29"`, "wrangler secret put DISCORD_TOKEN")

	g.add("chatops/deploy-gh-secret-set-history", `
$ history | grep "gh secret"
  512  gh secret set TELEGRAM_TOKEN --body "«a»"
  513  gh secret set TELEGRAM_TO --body "«_chat»"
  514  gh secret set SLACK_WEBHOOK --body «b»
  515  gh secret list
`, V{"a": g.cbTg(g.cbTgID()), "_chat": g.cbTgChat(), "b": g.cbSlackHook()}, "gh secret list")

	g.add("chatops/deploy-gha-appleboy-telegram-literal", `
      - name: send telegram message on push
        uses: appleboy/telegram-action@master
        with:
          to: ${{ secrets.TELEGRAM_TO }}
          token: «a»
          message: |
            ${{ github.actor }} created commit:
            Commit message: ${{ github.event.commits[0].message }}
            Repository: ${{ github.repository }}
`, V{"a": g.cbTg(g.cbTgID())}, "appleboy/telegram-action@master", "${{ secrets.TELEGRAM_TO }}")

	g.add("chatops/deploy-vercel-env-pull", `
$ vercel env pull .env.local
Vercel CLI 34.2.0
> Downloading "development" Environment Variables for Project acme-slack-app
✅  Created .env.local file  [121ms]
$ cat .env.local
# Created by Vercel CLI
SLACK_BOT_TOKEN="«a»"
SLACK_SIGNING_SECRET="«b»"
VERCEL_OIDC_TOKEN="«c»"
`, V{"a": g.xoxb(), "b": g.hex(32), "c": g.jwt("RS256", `{"iss":"https://oidc.vercel.com/acme","sub":"owner:acme:project:acme-slack-app:environment:development","aud":"https://vercel.com/acme"}`)}, "Vercel CLI 34.2.0", "acme-slack-app")

	g.add("chatops/deploy-terraform-tfvars-bots", `
# terraform.tfvars (gitignored… until it wasn't)
telegram_bot_token   = "«a»"
discord_webhook_url  = "https://discord.com/api/webhooks/«_wid»/«b»"
slack_bot_token      = "«c»"
opsgenie_api_key     = "«d»"
alert_chat_id        = «_chat»
`, V{"a": g.cbTg(g.cbTgID()), "_wid": g.cbSnow(), "b": g.cbDcHook(), "c": g.xoxb(), "d": g.uuid(), "_chat": g.cbTgChat()}, "gitignored… until it wasn't")

	g.add("chatops/deploy-helm-values-matrix-bot", `
# values.prod.yaml for charts/matrix-alertmanager-receiver
image:
  repository: ghcr.io/acme/matrix-alertmanager-receiver
  tag: "2024.5.1"
config:
  homeserverURL: https://matrix.acme.chat
  userID: "@alertmanager:acme.chat"
  accessToken: «a»
  roomMapping:
    critical: "«_r1»"
    warning: "«_r2»"
`, V{"a": g.cbSyt("alertmanager"), "_r1": g.cbRoom("acme.chat"), "_r2": g.cbRoom("acme.chat")}, `userID: "@alertmanager:acme.chat"`)

	g.add("chatops/deploy-railway-variables-table", `
$ railway variables
╔═════════════════════════ Variables for acme-support-bot ═════════════════════════╗
║ INTERCOM_ACCESS_TOKEN     │ «a» ║
║───────────────────────────────────────────────────────────────────────────────────║
║ OPENAI_API_KEY            │ «b» ║
║───────────────────────────────────────────────────────────────────────────────────║
║ RAILWAY_ENVIRONMENT       │ production                                            ║
╚═══════════════════════════════════════════════════════════════════════════════════╝
`, V{"a": g.cbIntercom(), "b": g.openaiSvc()}, "Variables for acme-support-bot", "RAILWAY_ENVIRONMENT")

	g.add("chatops/deploy-docker-inspect-env", `
$ docker inspect zulip-bot --format '{{json .Config.Env}}' | jq .
[
  "ZULIP_EMAIL=standup-bot@acme.zulipchat.com",
  "ZULIP_API_KEY=«a»",
  "ZULIP_SITE=https://acme.zulipchat.com",
  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
  "PYTHON_VERSION=3.12.3"
]
`, V{"a": g.an(32)}, "standup-bot@acme.zulipchat.com", "PYTHON_VERSION=3.12.3")

	g.add("chatops/deploy-aws-ssm-get-parameter", `
$ aws ssm get-parameter --name /bots/prod/line/channel-access-token --with-decryption
{
    "Parameter": {
        "Name": "/bots/prod/line/channel-access-token",
        "Type": "SecureString",
        "Value": "«a»",
        "Version": 3,
        "LastModifiedDate": "2024-05-28T10:11:42.118000+00:00",
        "ARN": "arn:aws:ssm:ap-northeast-1:«_acct»:parameter/bots/prod/line/channel-access-token",
        "DataType": "text"
    }
}
`, V{"a": g.cbLineTok(), "_acct": g.digits(12)}, "/bots/prod/line/channel-access-token")

	g.add("chatops/deploy-gcloud-secret-access", `
$ gcloud secrets versions access latest --secret=discord-bot-token --project=acme-bots
«a»
$ gcloud run deploy discord-bot --image=europe-docker.pkg.dev/acme-bots/bots/discord-bot:1.4.0 --set-secrets=DISCORD_TOKEN=discord-bot-token:latest --region=europe-west1
Deploying container to Cloud Run service [discord-bot] in project [acme-bots] region [europe-west1]
OK Deploying... Done.
`, V{"a": g.cbDc(g.cbSnow())}, "--set-secrets=DISCORD_TOKEN=discord-bot-token:latest", "Deploying container to Cloud Run service [discord-bot]")

	g.add("chatops/deploy-heroku-config-set-whatsapp", `
$ heroku config:set WHATSAPP_TOKEN=«a» META_APP_SECRET=«b» -a acme-wa-bot
Setting WHATSAPP_TOKEN, META_APP_SECRET and restarting ⬢ acme-wa-bot... done, v38
WHATSAPP_TOKEN:  «a»
META_APP_SECRET: «b»
`, V{"a": g.cbEAA(), "b": g.hex(32)}, "restarting ⬢ acme-wa-bot... done, v38")
}

// ---- conversations, diffs and tool output around bots ----

func (g *G) cbTalk() {
	g.add("chatops/talk-user-pastes-bot-token", `
user: the bot keeps answering "Unauthorized" on getMe. token is «a» and the chat is «_chat», can you check what's wrong with bot.py?
assistant: A 401 from getMe means Telegram rejects the token itself, so the code isn't the problem. Since you pasted the token here, revoke it in @BotFather (/revoke), put the new one in .env as BOT_TOKEN and restart the service.
`, V{"a": g.cbTg(g.cbTgID()), "_chat": g.cbTgChat()}, "@BotFather (/revoke)")

	g.add("chatops/talk-slack-thread-colleague-webhook", `
#eng-platform
Priya S  10:42 AM
  anyone has the webhook for #deploys? the old one 404s
Marco T  10:44 AM
  «a»
  ^ new one, created it under the "Deploy Notifier" app
Priya S  10:45 AM
  thx! :pray:
`, V{"a": g.cbSlackHook()}, "Deploy Notifier", "#eng-platform")

	g.add("chatops/talk-jsonl-tool-result-env", `
{"type":"assistant","message":{"content":[{"type":"tool_use","id":"toolu_«_t1»","name":"Bash","input":{"command":"cat .env"}}]}}
{"type":"user","message":{"content":[{"type":"tool_result","tool_use_id":"toolu_«_t1»","content":"DISCORD_TOKEN=«a»\nDISCORD_CLIENT_ID=«_app»\nGUILD_ID=«_g»\n"}]}}
`, V{"_t1": g.an(24), "a": g.cbDc(g.cbSnow()), "_app": g.cbSnow(), "_g": g.cbSnow()}, `"name":"Bash"`)

	g.add("chatops/talk-git-diff-adds-token", `
$ git diff HEAD~1 -- src/notify.ts
diff --git a/src/notify.ts b/src/notify.ts
index «_i1»..«_i2» 100644
--- a/src/notify.ts
+++ b/src/notify.ts
@@ -1,7 +1,7 @@
 import { WebClient } from "@slack/web-api";
 
-const web = new WebClient(process.env.SLACK_BOT_TOKEN);
+const web = new WebClient("«a»");
 
 export async function notify(text: string) {
   await web.chat.postMessage({ channel: "«_c»", text });
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.xoxb(), "_c": g.cbSlackC()}, "process.env.SLACK_BOT_TOKEN", `import { WebClient } from "@slack/web-api";`)

	g.add("chatops/talk-rg-search-finds-tokens", `
$ rg -n "xox[bp]-|discord.com/api/webhooks|api.telegram.org/bot" --hidden -g '!node_modules'
scripts/notify.sh:4:curl -s "https://api.telegram.org/bot«a»/sendMessage" -d chat_id=«_chat» -d text="$1"
.github/workflows/nightly.yml:31:          webhook: https://discord.com/api/webhooks/«_wid»/«b»
docs/setup.md:18:Set SLACK_BOT_TOKEN to your xoxb-... token.
`, V{"a": g.cbTg(g.cbTgID()), "_chat": g.cbTgChat(), "_wid": g.cbSnow(), "b": g.cbDcHook()}, "Set SLACK_BOT_TOKEN to your xoxb-... token.")

	g.add("chatops/talk-pytest-failure-shows-secret", `
_________________________ test_verify_slack_signature __________________________

    def test_verify_slack_signature():
        verifier = SignatureVerifier(signing_secret=settings.SLACK_SIGNING_SECRET)
>       assert verifier.is_valid(body=BODY, timestamp=TS, signature=SIG)
E       AssertionError: assert False
E        +  where False = <bound method SignatureVerifier.is_valid of <slack_sdk.signature.SignatureVerifier object at 0x7f3a1c2b9d50>>(body=..., timestamp='1717411000', signature='v0=«_sig»')
E        +    where settings.SLACK_SIGNING_SECRET = '«a»'

tests/test_slack.py:27: AssertionError
`, V{"_sig": g.hex(64), "a": g.hex(32)}, "test_verify_slack_signature", "tests/test_slack.py:27: AssertionError")

	g.add("chatops/talk-telegram-group-message-export", `
{
 "name": "Acme Infra",
 "type": "private_supergroup",
 "id": «_gid»,
 "messages": [
  {"id": 18822, "type": "message", "date": "2024-06-03T11:20:41", "from": "Marco T", "from_id": "user«_u1»", "text": "mysql for the staging bot: host=10.20.0.15 user=stagebot pass=«a»"},
  {"id": 18823, "type": "message", "date": "2024-06-03T11:21:02", "from": "Dana K", "from_id": "user«_u2»", "text": "got it, thanks"}
 ]
}
`, V{"_gid": g.digits(10), "_u1": g.digits(9), "a": g.pw(), "_u2": g.digits(9)}, "private_supergroup", "host=10.20.0.15 user=stagebot")

	g.add("chatops/talk-discord-message-mod-leak", `
[2024-06-03 09:58] kev#0001: ok who put the bot token in #general
[2024-06-03 09:58] kev#0001: > «a»
[2024-06-03 09:59] AutoMod: Message blocked: possible token. (rule «_rule»)
[2024-06-03 10:01] dana: rotated it in the dev portal, old one is dead
`, V{"a": g.cbDc(g.cbSnow()), "_rule": g.cbSnow()}, "Message blocked: possible token.")

	g.add("chatops/talk-agent-plan-lists-vars", `
I found three credentials in ˋdeploy/bot.envˋ that are committed to the repo:

| Variable | Value | Used by |
|---|---|---|
| ˋMATRIX_ACCESS_TOKENˋ | ˋ«a»ˋ | bridge/notify.py |
| ˋMATTERMOST_TOKENˋ | ˋ«b»ˋ | bridge/mm.py |
| ˋROOM_IDˋ | ˋ«_room»ˋ | bridge/notify.py |

The first two grant access and should be rotated; the room id is not a secret.
`, V{"a": g.cbSyt("notifier"), "b": g.cbMM(), "_room": g.cbRoom("acme.chat")}, "the room id is not a secret")

	g.add("chatops/talk-stacktrace-url-with-token", `
requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.telegram.org', port=443): Max retries exceeded with url: /bot«a»/sendMessage?chat_id=«_chat»&text=CPU+load+high (Caused by NameResolutionError("<urllib3.connection.HTTPSConnection object at 0x7f21b8c4e0d0>: Failed to resolve 'api.telegram.org' ([Errno -3] Temporary failure in name resolution)"))
`, V{"a": g.cbTg(g.cbTgID()), "_chat": g.cbTgChat()}, "Temporary failure in name resolution")

	g.add("chatops/talk-issue-comment-webex-token", `
> **Steps to reproduce**
> 1. export WEBEX_BOT_TOKEN=«a»
> 2. run ˋnode examples/echo.jsˋ
> 3. bot joins space «_room» but never replies
>
> webex-node-bot-framework 2.5.1, node 20.12
`, V{"a": g.an(64) + "_" + g.s(alUpNum, 4) + "_" + g.uuid(), "_room": "Y2lzY29zcGFyazovL3VzL1JPT00v" + g.b64u(48)}, "webex-node-bot-framework 2.5.1")

	g.add("chatops/talk-curl-verbose-auth-header", `
$ curl -v https://slack.com/api/conversations.list?limit=2 -H "Authorization: Bearer $SLACK_TOKEN"
*   Trying 3.161.«=ip»:443...
* Connected to slack.com (3.161.«=ip») port 443
> GET /api/conversations.list?limit=2 HTTP/2
> Host: slack.com
> user-agent: curl/8.5.0
> authorization: Bearer «a»
>
< HTTP/2 200
< x-slack-req-id: «_req»
{"ok":true,"channels":[{"id":"«_c1»","name":"general","is_channel":true},{"id":"«_c2»","name":"random","is_channel":true}],"response_metadata":{"next_cursor":"«_cur»"}}
`, V{"=ip": fmt.Sprintf("%d.%d", g.r.IntN(256), 1+g.r.IntN(254)), "a": g.xoxp(), "_req": g.hex(32), "_c1": g.cbSlackC(), "_c2": g.cbSlackC(), "_cur": "dGVhbTpD" + g.s(alUpNum, 10) + "=="}, "Bearer $SLACK_TOKEN", "x-slack-req-id")

	g.add("chatops/talk-ci-log-masked-and-unmasked", `
Run ./scripts/notify-release.sh
  env:
    DISCORD_WEBHOOK: ***
    VERSION: 3.1.0
+ curl -sf -H 'Content-Type: application/json' -d '{"content":"v3.1.0 released"}' ***
+ echo 'fallback to matrix with token «a»'
fallback to matrix with token «a»
`, V{"a": g.cbSyt("releasebot")}, "DISCORD_WEBHOOK: ***", "v3.1.0 released")

	g.add("chatops/talk-sqlite-bot-state-dump", `
$ sqlite3 bot.db 'select guild_id, webhook_url, created_at from guild_webhooks limit 3'
«_g1»|https://discord.com/api/webhooks/«_w1»/«a»|2024-05-11 14:22:09
«_g2»|https://discord.com/api/webhooks/«_w2»/«b»|2024-05-19 08:01:44
«_g3»||2024-05-20 19:10:31
`, V{"_g1": g.cbSnow(), "_w1": g.cbSnow(), "a": g.cbDcHook(), "_g2": g.cbSnow(), "_w2": g.cbSnow(), "b": g.cbDcHook(), "_g3": g.cbSnow()}, "guild_webhooks")
}

// ---- benign look-alikes ----

func (g *G) cbBenign() {
	g.add("chatops/benign-slack-conversations-info", `
$ slack-cli api conversations.info channel=«_c» | jq '.channel | {id, name, created, creator, context_team_id}'
{
  "id": "«_c»",
  "name": "deploys",
  "created": 1621523412,
  "creator": "«_u»",
  "context_team_id": "«_t»"
}
permalink: https://acme-eng.slack.com/archives/«_c»/p«_p»
`, V{"_c": g.cbSlackC(), "_u": g.cbSlackU(), "_t": g.slackT(), "_p": g.digits(16)}, "https://acme-eng.slack.com/archives/")

	g.add("chatops/benign-discord-ids-and-mentions", `
GUILD_ID=«_g»
MOD_ROLE_ID=«_r»
LOG_CHANNEL_ID=«_ch»
# in messages: <@«_u»> pinged <@&«_r»> in <#«_ch»>
APPLICATION_ID=«_app»
DISCORD_PUBLIC_KEY=«_pub»
`, V{"_g": g.cbSnow(), "_r": g.cbSnow(), "_ch": g.cbSnow(), "_u": g.cbSnow(), "_app": g.cbSnow(), "_pub": g.hex(64)}, "MOD_ROLE_ID")

	g.add("chatops/benign-telegram-photo-update", `
{"update_id":«_up»,"message":{"message_id":2291,"from":{"id":«_from»,"is_bot":false,"first_name":"Kerry"},"chat":{"id":«_chat»,"type":"private"},"date":1717412200,"photo":[{"file_id":"«_f1»","file_unique_id":"«_fu1»","file_size":1221,"width":90,"height":67},{"file_id":"«_f2»","file_unique_id":"«_fu2»","file_size":51114,"width":800,"height":600}],"caption":"receipt"}}
`, V{"_up": g.digits(9), "_from": g.digits(10), "_chat": g.digits(10), "_f1": "AgACAgIAAxkBAAI" + g.b64u(60), "_fu1": "AQAD" + g.b64u(12), "_f2": "AgACAgIAAxkBAAI" + g.b64u(60), "_fu2": "AQAD" + g.b64u(12)}, `"caption":"receipt"`)

	g.add("chatops/benign-matrix-room-timeline", `
{"type":"m.room.message","room_id":"«_room»","sender":"@dana:acme.chat","event_id":"«_ev»","origin_server_ts":1717412321004,"content":{"msgtype":"m.image","body":"graph.png","url":"mxc://acme.chat/«_mxc»","info":{"mimetype":"image/png","size":48211,"w":1200,"h":640}},"unsigned":{"age":1201,"transaction_id":"m«_txn».12"}}
{"type":"m.reaction","room_id":"«_room»","sender":"@priya:acme.chat","event_id":"«_ev2»","content":{"m.relates_to":{"rel_type":"m.annotation","event_id":"«_ev»","key":"👍"}}}
`, V{"_room": g.cbRoom("acme.chat"), "_ev": g.cbEvent(), "_mxc": g.s(alUpper+alLower, 24), "_txn": g.digits(13), "_ev2": g.cbEvent()}, "mxc://acme.chat/")

	g.add("chatops/benign-mattermost-channel-json", `
$ mmctl channel list acme --json | jq '.[0] | {id, team_id, creator_id, name, last_post_at}'
{
  "id": "«_id»",
  "team_id": "«_team»",
  "creator_id": "«_cr»",
  "name": "town-square",
  "last_post_at": 1717412011554
}
`, V{"_id": g.cbMM(), "_team": g.cbMM(), "_cr": g.cbMM()}, "mmctl channel list acme --json")

	g.add("chatops/benign-env-example-placeholders", `
# .env.example — copy to .env and fill in
TELEGRAM_BOT_TOKEN=123456789:replace-with-your-botfather-token
SLACK_BOT_TOKEN=xoxb-your-bot-token
SLACK_SIGNING_SECRET=your-signing-secret
DISCORD_TOKEN=
MATRIX_ACCESS_TOKEN=syt_...
WHATSAPP_TOKEN=<permanent system user token>
`, nil, "123456789:replace-with-your-botfather-token", "xoxb-your-bot-token", "<permanent system user token>")

	g.add("chatops/benign-masked-token-previews", `
$ slack auth list
acme-eng (Team ID: «_t»)
User ID: «_u»
Last Updated: 2024-05-30 09:11:02 +02:00
Authorization Level: Workspace
Token: xoxp-************************************«=tail»
$ twilio profiles:list
ID         Account SID                         Active
acme-prod  «_sid»  true
`, V{"_t": g.slackT(), "_u": g.cbSlackU(), "=tail": g.an(4), "_sid": g.twilioSID()}, "Authorization Level: Workspace", "xoxp-************************************")

	g.add("chatops/benign-teams-app-manifest", `
{
  "$schema": "https://developer.microsoft.com/en-us/json-schemas/teams/v1.17/MicrosoftTeams.schema.json",
  "manifestVersion": "1.17",
  "version": "1.0.3",
  "id": "«_app»",
  "developer": {"name": "Acme", "websiteUrl": "https://acme.io", "privacyUrl": "https://acme.io/privacy", "termsOfUseUrl": "https://acme.io/terms"},
  "bots": [{"botId": "«_bot»", "scopes": ["personal", "team", "groupChat"], "supportsFiles": false, "isNotificationOnly": false}],
  "validDomains": ["helpdesk-bot.azurewebsites.net"],
  "webApplicationInfo": {"id": "«_bot»", "resource": "api://botid-«_bot»"}
}
`, V{"_app": g.uuid(), "_bot": g.uuid()}, "MicrosoftTeams.schema.json", "helpdesk-bot.azurewebsites.net")

	g.add("chatops/benign-whatsapp-status-webhook", `
{"object":"whatsapp_business_account","entry":[{"id":"«_waba»","changes":[{"value":{"messaging_product":"whatsapp","metadata":{"display_phone_number":"15550783881","phone_number_id":"«_pn»"},"statuses":[{"id":"«_wamid»","status":"read","timestamp":"1717412444","recipient_id":"«=r»","conversation":{"id":"«_conv»","origin":{"type":"utility"}},"pricing":{"billable":true,"pricing_model":"CBP","category":"utility"}}]},"field":"messages"}]}]}
`, V{"_waba": g.digits(15), "_pn": g.digits(15), "_wamid": g.cbWamid(), "=r": g.digits(11), "_conv": g.hex(32)}, `"pricing_model":"CBP"`)

	g.add("chatops/benign-line-group-join-event", `
{"destination":"«_dest»","events":[{"type":"join","mode":"active","timestamp":1717412555001,"source":{"type":"group","groupId":"C«_grp»"},"webhookEventId":"01H«_ev»","deliveryContext":{"isRedelivery":false}}]}
`, V{"_dest": g.cbLineU(), "_grp": g.hex(32), "_ev": g.s(alUpNum, 23)}, `"type":"join"`)

	g.add("chatops/benign-discord-webhook-docs-template", `
Execute Webhook
POST /webhooks/{webhook.id}/{webhook.token}

Example (ours, token removed):
  https://discord.com/api/webhooks/«_wid»/<token>
  channel: #deploy-log («_ch»)
`, V{"_wid": g.cbSnow(), "_ch": g.cbSnow()}, "/webhooks/{webhook.id}/{webhook.token}", "/<token>")

	g.add("chatops/benign-mautrix-registration-placeholders", `
appservice:
    # Authentication tokens for AS <-> HS communication. Autogenerated; do not modify.
    as_token: "This value is generated when generating the registration"
    hs_token: "This value is generated when generating the registration"
    ephemeral_events: true
    async_transactions: false
`, nil, `"This value is generated when generating the registration"`, "async_transactions: false")

	g.add("chatops/benign-rasa-env-substitution", `
telegram:
  access_token: ${TELEGRAM_ACCESS_TOKEN}
  verify: ${TELEGRAM_BOT_NAME}
  webhook_url: ${RASA_PUBLIC_URL}/webhooks/telegram/webhook
slack:
  slack_token: ${SLACK_BOT_TOKEN}
  slack_signing_secret: ${SLACK_SIGNING_SECRET}
`, nil, "${TELEGRAM_ACCESS_TOKEN}", "${SLACK_SIGNING_SECRET}")

	g.add("chatops/benign-synapse-verify-keys-and-room-ids", `
$ curl -s https://matrix.acme.chat/_matrix/key/v2/server | jq -c .
{"old_verify_keys":{},"server_name":"acme.chat","signatures":{"acme.chat":{"ed25519:a_«_kid»":"«_sig»"}},"valid_until_ts":1717498977000,"verify_keys":{"ed25519:a_«_kid»":{"key":"«_key»"}}}
$ echo "joined rooms:" && curl -s .../joined_rooms
joined rooms:
{"joined_rooms":["«_r1»","«_r2»"]}
`, V{"_kid": g.an(4), "_sig": strings.TrimRight(g.b64(64), "="), "_key": strings.TrimRight(g.b64(32), "="), "_r1": g.cbRoom("acme.chat"), "_r2": g.cbRoom("matrix.org")}, `"server_name":"acme.chat"`)

	g.add("chatops/benign-twilio-resource-sids", `
$ twilio api:conversations:v1:conversations:participants:list --conversation-sid «_ch»
SID                                 Messaging Binding                     Identity
«_mb1»  {"type":"whatsapp","address":"whatsapp:+«=p1»"}  null
«_mb2»  null                                              agent-dana
`, V{"_ch": "CH" + g.hex(32), "_mb1": "MB" + g.hex(32), "=p1": g.digits(11), "_mb2": "MB" + g.hex(32)}, "agent-dana")

	g.add("chatops/benign-support-widget-embed", `
<script>
  window.intercomSettings = { api_base: "https://api-iam.intercom.io", app_id: "«_ic»" };
  window.$crisp = []; window.CRISP_WEBSITE_ID = "«_cr»";
</script>
<script async src="https://widget.intercom.io/widget/«_ic»"></script>
<script async src="https://client.crisp.chat/l.js"></script>
`, V{"_ic": g.s(alLowNum, 8), "_cr": g.uuid()}, "https://api-iam.intercom.io", "https://client.crisp.chat/l.js")

	g.add("chatops/benign-token-fingerprints-in-audit-log", `
2024-06-03T13:00:01Z audit action=token.rotated platform=telegram bot_id=«_bid» old_sha256=«_h1» new_sha256=«_h2» actor=dana
2024-06-03T13:00:09Z audit action=webhook.deleted platform=discord webhook_id=«_wid» guild_id=«_g» actor=dana
2024-06-03T13:02:44Z audit action=token.rotated platform=slack app_id=«_app» team_id=«_t» actor=ci
`, V{"_bid": g.cbTgID(), "_h1": g.hex(64), "_h2": g.hex(64), "_wid": g.cbSnow(), "_g": g.cbSnow(), "_app": g.cbSlackA(), "_t": g.slackT()}, "action=token.rotated")

	g.add("chatops/benign-slack-interactive-payload-ids", `
{"type":"block_actions","user":{"id":"«_u»","username":"dana","team_id":"«_t»"},"api_app_id":"«_app»","container":{"type":"message","message_ts":"«_ts»","channel_id":"«_c»","is_ephemeral":false},"team":{"id":"«_t»","domain":"acme-eng"},"actions":[{"action_id":"approve_deploy","block_id":"«_blk»","text":{"type":"plain_text","text":"Approve"},"value":"deploy-8812","type":"button","action_ts":"«_ats»"}]}
`, V{"_u": g.cbSlackU(), "_t": g.slackT(), "_app": g.cbSlackA(), "_ts": g.cbTs(), "_c": g.cbSlackC(), "_blk": g.b64u(5), "_ats": g.cbTs()}, "approve_deploy", "deploy-8812")

	g.add("chatops/benign-wecom-and-wechat-public-ids", `
# public identifiers only; secrets live in Vault at secret/data/bots/wecom
WECOM_CORP_ID=«_corp»
WECOM_AGENT_ID=1000002
WECHAT_MP_APPID=«_app»
FEISHU_APP_ID=cli_«_fs»
`, V{"_corp": g.cbWw(), "_app": g.cbWx(), "_fs": g.hex(16)}, "secret/data/bots/wecom", "WECOM_AGENT_ID=1000002")

	g.add("chatops/benign-gha-bot-secrets-refs", `
      - name: Notify chat
        env:
          TELEGRAM_TOKEN: ${{ secrets.TELEGRAM_TOKEN }}
          TELEGRAM_CHAT_ID: "«_chat»"
          MATRIX_ROOM: "«_room»"
          ZULIP_API_KEY: ${{ secrets.ZULIP_API_KEY }}
        run: ./scripts/notify.sh "Release ${{ github.ref_name }} published"
`, V{"_chat": g.cbTgChat(), "_room": g.cbRoom("acme.chat")}, "${{ secrets.TELEGRAM_TOKEN }}", "${{ secrets.ZULIP_API_KEY }}")
}
