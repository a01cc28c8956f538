package cases

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"strings"
)

// botsCases adds credentials of chat bots and messaging platform
// integrations as developers build, deploy and debug them. Sources:
// Telegram (BotFather's /mybots and /token replies, node-telegram-bot-api,
// telebot and go-telegram-bot-api for Go, teloxide, TelegramBots for
// Spring, Telegram.Bot for .NET, the PHP telegram-bot library,
// telegram-bot-ruby, setWebhook with secret_token and the handlers that
// check it, payment provider tokens, the Login Widget and Mini App
// initData checks, my.telegram.org's app page, Telethon's SQLite session,
// GramJS and Pyrogram session strings, the local Bot API server, pm2 and
// Apps Script bots), Discord (discord.js command deploy scripts, JDA,
// DSharpPlus, discordgo, Kord, Oceanic, nextcord and discord.py logs and
// tracebacks, Auth.js Discord provider, Cloudflare Workers .dev.vars,
// Lavalink and JMusicBot configs, top.gg, webhooks in logging handlers,
// Grafana contact points and curl, user tokens, dotnet user-secrets,
// interactions payloads), Slack (Bolt for Java, SlackNet,
// slack-ruby-bot-server, Deno Slack SDK env, configuration tokens and
// tooling.tokens.rotate, event payloads with verification tokens, Lambda
// configuration, base64 Kubernetes secrets, Alertmanager, Jenkins CasC,
// old slackclient debug logs, slack-cleaner, Workflow Builder triggers,
// OAuth state secrets, Terraform, installation store rows, Laravel
// services.php, Cloud Run deploys), Microsoft Teams and the Bot Framework
// (MicrosoftAppPassword in .env, config.py, appsettings, Composer,
// user-secrets and ARM parameters, az ad app credential reset, Direct
// Line stream URLs and portal key pages, outgoing webhook HMAC secrets,
// OAuth connection settings, Teams AI library, Office 365 connector
// URLs), the WhatsApp Business Cloud API and on-premises API, 360dialog,
// Baileys creds.json, Messenger and Instagram messaging, Twilio, Vonage,
// MessageBird, Plivo, Telnyx, Sinch, Africa's Talking and Bandwidth SMS
// bots, LINE (Go and Spring SDKs, LINE Login, v2.1 assertion keys),
// Viber, KakaoTalk, Wechaty, Threema Gateway, VK, Google Chat service
// accounts, Matrix (matrix-bot-sdk, matrix-commander, Draupnir,
// simplematrixbotlib, mautrix-telegram, Conduit, shared-secret
// registration, maubot standalone, reminder bot, old macaroon tokens),
// Mattermost, Rocket.Chat and Zulip bots, IRC (Limnoria, Sopel, WeeChat,
// raw SASL, Eggdrop, The Lounge), XMPP, signal-cli and Keybase, Rasa,
// Dialogflow, Botpress, Voiceflow, Wit.ai, Azure Language, Watson
// Assistant, Chatwoot, Typebot, NoneBot and Koishi, and the logs,
// deploys, chats, issues and diffs around them. Benign look-alikes: chat,
// user, guild, channel, role and message ids, update ids, file ids,
// application public keys, Slack team, app and event ids, Matrix room and
// event ids, Teams conversation ids, Twilio and WhatsApp message ids,
// LINE user ids, webhook signatures, masked tokens and placeholders. The
// case names start with "bots/".
func (g *G) botsCases() {
	g.botsTelegram()
	g.botsDiscord()
	g.botsSlack()
	g.botsTeams()
	g.botsMeta()
	g.botsSMS()
	g.botsAsia()
	g.botsMatrix()
	g.botsTeamChat()
	g.botsIRC()
	g.botsNLU()
	g.botsLogs()
	g.botsDeploy()
	g.botsTalk()
	g.botsBenign()
}

// ---- helpers used only here ----

// botsAdd is add with "ˋ" standing for a backtick.
func (g *G) botsAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// botsTg is a Telegram bot token.
func (g *G) botsTg() string { return g.digits(10) + ":AA" + g.b64u(33) }

// botsChat is a Telegram supergroup or channel id (benign).
func (g *G) botsChat() string { return "-100" + g.digits(10) }

// botsUID is a Telegram user id (benign).
func (g *G) botsUID() string { return g.digits(9 + g.r.IntN(2)) }

// botsSnow is a Discord snowflake (benign).
func (g *G) botsSnow() string { return "1" + g.s(alDigit, 17+g.r.IntN(2)) }

// botsDc is a Discord bot token.
func (g *G) botsDc() string { return g.discordBot() }

// botsMetaTok is a Meta Graph API (WhatsApp, Messenger) access token.
func (g *G) botsMetaTok() string {
	return "EAA" + g.pick("G", "J", "B", "I", "Y", "N") + g.an(190+g.r.IntN(40))
}

// botsSyt is a Synapse access token for localpart.
func (g *G) botsSyt(local string) string {
	return "syt_" + b64raw(local) + "_" + g.an(20) + "_" + g.an(6)
}

// botsLineTok is a LINE long-lived channel access token.
func (g *G) botsLineTok() string { return g.s(alB64, 171) + "=" }

// botsViber is a Viber bot auth token.
func (g *G) botsViber() string { return g.hex(16) + "-" + g.hex(16) + "-" + g.hex(16) }

// botsDL is a Direct Line secret.
func (g *G) botsDL() string { return g.b64u(11) + "." + g.b64u(43) }

// botsMM is a Mattermost token or object id (26 lowercase alphanumerics).
func (g *G) botsMM() string { return g.s(alLowNum, 26) }

// botsTelethon is a Telethon StringSession.
func (g *G) botsTelethon() string {
	b := g.bytes(263)
	b[0] = byte(1 + g.r.IntN(5))
	return "1" + base64.URLEncoding.EncodeToString(b)
}

// botsPyrogram is a Pyrogram session string (dc, api_id, test mode, auth key, user id, is_bot).
func (g *G) botsPyrogram(apiID uint32, isBot bool) string {
	b := []byte{byte(1 + g.r.IntN(5))}
	b = binary.BigEndian.AppendUint32(b, apiID)
	b = append(b, 0)
	b = append(b, g.bytes(256)...)
	b = binary.BigEndian.AppendUint64(b, uint64(1e9+g.r.IntN(7e9)))
	if isBot {
		b = append(b, 1)
	} else {
		b = append(b, 0)
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// botsGramJS is a GramJS StringSession.
func (g *G) botsGramJS() string {
	ip := "149.154.167.91"
	b := []byte{2, 0, byte(len(ip))}
	b = append(b, ip...)
	b = append(b, 0x01, 0xbb)
	b = append(b, g.bytes(256)...)
	return "1" + base64.StdEncoding.EncodeToString(b)
}

// botsTs is a Unix timestamp around mid-2024.
func (g *G) botsTs() string { return fmt.Sprint(1717000000 + g.r.IntN(9000000)) }

// ---- Telegram ----

func (g *G) botsTelegram() {
	g.botsAdd("bots/tg-botfather-mybots-api-token", `
BotFather, [14.06.24 09:12]
Choose a bot from the list below:

You, [14.06.24 09:12]
@acme_shop_helper_bot

BotFather, [14.06.24 09:12]
Here it is: Acme Shop Helper @acme_shop_helper_bot.
What do you want to do with the bot?

You, [14.06.24 09:13]
API Token

BotFather, [14.06.24 09:13]
Here is the token for bot Acme Shop Helper @acme_shop_helper_bot:

«a»

<< Back to Bot
`, V{"a": g.botsTg()}, "@acme_shop_helper_bot", "Acme Shop Helper")

	chat := g.botsChat()
	g.botsAdd("bots/tg-node-telegram-bot-api-polling", `
// index.js
const TelegramBot = require('node-telegram-bot-api');

const token = process.env.TELEGRAM_TOKEN || '«a»';
const ADMIN_CHAT = «_chat»;

const bot = new TelegramBot(token, { polling: true });

bot.onText(/\/echo (.+)/, (msg, match) => {
  bot.sendMessage(msg.chat.id, match[1]);
});

bot.on('polling_error', (err) => {
  console.error('[polling_error]', err.code, err.message);
  bot.sendMessage(ADMIN_CHAT, 'polling error: ' + err.code);
});
`, V{"a": g.botsTg(), "_chat": chat}, "node-telegram-bot-api", "polling_error")

	g.botsAdd("bots/tg-telebot-go-v3-settings", `
package main

import (
	"log"
	"time"

	tele "gopkg.in/telebot.v3"
)

const ownerID = «_owner»

func main() {
	pref := tele.Settings{
		Token:  "«a»",
		Poller: &tele.LongPoller{Timeout: 10 * time.Second},
	}

	b, err := tele.NewBot(pref)
	if err != nil {
		log.Fatal(err)
		return
	}

	b.Handle("/ping", func(c tele.Context) error {
		return c.Send("pong")
	})
	b.Start()
}
`, V{"a": g.botsTg(), "_owner": g.botsUID()}, "gopkg.in/telebot.v3", "tele.LongPoller")

	g.botsAdd("bots/tg-go-telegram-bot-api-dial-timeout", `
$ go run ./cmd/notifier
2024/06/14 09:41:02 Authorized on account acme_notify_bot
2024/06/14 09:41:02 Endpoint: getUpdates, params: map[allowed_updates:null offset:0 timeout:60]
2024/06/14 09:42:32 Failed to get updates, retrying in 3 seconds...
2024/06/14 09:42:32 Post "https://api.telegram.org/bot«a»/getUpdates": dial tcp 149.154.167.220:443: i/o timeout
2024/06/14 09:42:35 Endpoint: getUpdates, params: map[allowed_updates:null offset:0 timeout:60]
`, V{"a": g.botsTg()}, "Authorized on account acme_notify_bot", "149.154.167.220:443")

	g.botsAdd("bots/tg-teloxide-cargo-run", `
$ TELOXIDE_TOKEN=«a» RUST_LOG=info cargo run --release --bin dice_bot
    Finished release [optimized] target(s) in 0.21s
     Running ˋtarget/release/dice_botˋ
 INFO  dice_bot > Starting dice bot...
 INFO  teloxide::dispatching::dispatcher > Listening for updates...
 WARN  teloxide::error_handlers > An error from the update listener: Network(reqwest::Error { kind: Request, url: Url { scheme: "https", host: Some(Domain("api.telegram.org")), port: None, path: "/token:redacted/GetUpdates", query: None, fragment: None }, source: TimedOut })
`, V{"a": g.botsTg()}, "teloxide::dispatching::dispatcher", "/token:redacted/GetUpdates")

	g.botsAdd("bots/tg-telegrambots-spring-application-yml", `
# src/main/resources/application.yml
spring:
  application:
    name: acme-orders-bot
  datasource:
    url: jdbc:postgresql://pg-orders.internal:5432/orders_bot
    username: orders_bot
    password: «b»

telegram:
  bot:
    username: AcmeOrdersBot
    token: «a»
    admins:
      - «_admin»
`, V{"a": g.botsTg(), "b": g.pw(), "_admin": g.botsUID()}, "AcmeOrdersBot", "jdbc:postgresql://pg-orders.internal:5432/orders_bot")

	g.botsAdd("bots/tg-telegram-bot-dotnet-appsettings", `
{
  "Logging": {
    "LogLevel": {
      "Default": "Information",
      "Microsoft.AspNetCore": "Warning"
    }
  },
  "BotConfiguration": {
    "BotToken": "«a»",
    "BotWebhookUrl": "https://tg-bot.acme-apps.net/bot",
    "SecretToken": "«b»"
  },
  "AllowedHosts": "*"
}
`, V{"a": g.botsTg(), "b": g.s(alAlnum+"_-", 40)}, "https://tg-bot.acme-apps.net/bot", "BotConfiguration")

	g.botsAdd("bots/tg-php-telegram-bot-hook", `
<?php
// hook.php
require __DIR__ . '/vendor/autoload.php';

$bot_api_key  = '«a»';
$bot_username = 'acme_support_bot';
$hook_url     = 'https://support.acme-shop.de/tg/hook.php';

$mysql_credentials = [
   'host'     => 'localhost',
   'port'     => 3306,
   'user'     => 'tgbot',
   'password' => '«b»',
   'database' => 'tgbot',
];

try {
    $telegram = new Longman\TelegramBot\Telegram($bot_api_key, $bot_username);
    $telegram->enableMySql($mysql_credentials);
    $result = $telegram->setWebhook($hook_url, ['secret_token' => '«c»']);
    if ($result->isOk()) {
        echo $result->getDescription();
    }
} catch (Longman\TelegramBot\Exception\TelegramException $e) {
    echo $e->getMessage();
}
`, V{"a": g.botsTg(), "b": g.pwStrong(), "c": g.hex(32)}, "acme_support_bot", "https://support.acme-shop.de/tg/hook.php")

	g.botsAdd("bots/tg-ruby-telegram-bot-client", `
# bot.rb
require 'telegram/bot'

token = ENV.fetch('TELEGRAM_BOT_TOKEN', '«a»')

Telegram::Bot::Client.run(token) do |bot|
  bot.listen do |message|
    case message.text
    when '/start'
      bot.api.send_message(chat_id: message.chat.id, text: "Hello, #{message.from.first_name}")
    when '/stop'
      bot.api.send_message(chat_id: message.chat.id, text: "Bye, #{message.from.first_name}")
    end
  end
end
`, V{"a": g.botsTg()}, "Telegram::Bot::Client.run(token)", "TELEGRAM_BOT_TOKEN")

	g.botsAdd("bots/tg-urllib3-debug-sendmessage", `
DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): api.telegram.org:443
DEBUG:urllib3.connectionpool:https://api.telegram.org:443 "POST /bot«a»/sendMessage HTTP/1.1" 200 318
DEBUG:urllib3.connectionpool:https://api.telegram.org:443 "POST /bot«a»/sendDocument HTTP/1.1" 413 71
ERROR:reporter:sendDocument failed: {"ok":false,"error_code":413,"description":"Request Entity Too Large"}
`, V{"a": g.botsTg()}, "Request Entity Too Large", "urllib3.connectionpool")

	g.botsAdd("bots/tg-telegraf-fetcherror-stack", `
FetchError: request to https://api.telegram.org/bot«a»/getUpdates?offset=0&limit=100&timeout=50 failed, reason: connect ETIMEDOUT 149.154.167.220:443
    at ClientRequest.<anonymous> (/srv/bot/node_modules/node-fetch/lib/index.js:1505:11)
    at ClientRequest.emit (node:events:519:28)
    at TLSSocket.socketErrorListener (node:_http_client:500:9)
    at TLSSocket.emit (node:events:519:28)
    at emitErrorNT (node:internal/streams/destroy:169:8)
    at process.processTicksAndRejections (node:internal/process/task_queues:82:21) {
  type: 'system',
  errno: 'ETIMEDOUT',
  code: 'ETIMEDOUT'
}

Node.js v20.14.0
`, V{"a": g.botsTg()}, "node-fetch/lib/index.js:1505:11", "Node.js v20.14.0")

	g.botsAdd("bots/tg-laravel-log-guzzle-timeout", `
[2024-06-14 10:02:11] production.ERROR: cURL error 28: Operation timed out after 10001 milliseconds with 0 bytes received (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for https://api.telegram.org/bot«a»/sendMessage {"exception":"[object] (GuzzleHttp\\Exception\\ConnectException(code: 0): cURL error 28: Operation timed out after 10001 milliseconds with 0 bytes received (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for https://api.telegram.org/bot«a»/sendMessage at /var/www/shop/vendor/guzzlehttp/guzzle/src/Handler/CurlFactory.php:275)
[stacktrace]
#0 /var/www/shop/vendor/guzzlehttp/guzzle/src/Handler/CurlFactory.php(205): GuzzleHttp\\Handler\\CurlFactory::createRejection()
#1 /var/www/shop/vendor/irazasyed/telegram-bot-sdk/src/HttpClients/GuzzleHttpClient.php(84): GuzzleHttp\\Handler\\CurlFactory::finish()
`, V{"a": g.botsTg()}, "irazasyed/telegram-bot-sdk", "production.ERROR")

	g.botsAdd("bots/tg-set-webhook-python-script", `
# scripts/set_webhook.py
import requests

TOKEN = "«a»"
WEBHOOK_URL = "https://bots.acme-labs.io/telegram/webhook"
SECRET = "«b»"

r = requests.post(
    f"https://api.telegram.org/bot{TOKEN}/setWebhook",
    data={
        "url": WEBHOOK_URL,
        "secret_token": SECRET,
        "allowed_updates": '["message","callback_query"]',
        "drop_pending_updates": True,
    },
    timeout=10,
)
print(r.status_code, r.text)

$ python scripts/set_webhook.py
200 {"ok":true,"result":true,"description":"Webhook was set"}
`, V{"a": g.botsTg(), "b": g.b64u(48)}, "https://bots.acme-labs.io/telegram/webhook", "Webhook was set")

	g.botsAdd("bots/tg-fastapi-secret-header-check", `
from fastapi import FastAPI, Header, HTTPException, Request
from telegram import Update

app = FastAPI()
WEBHOOK_SECRET = "«a»"


@app.post("/tg/webhook")
async def telegram_webhook(
    request: Request,
    x_telegram_bot_api_secret_token: str | None = Header(default=None),
):
    if x_telegram_bot_api_secret_token != WEBHOOK_SECRET:
        raise HTTPException(status_code=403, detail="bad secret")
    update = Update.de_json(await request.json(), ptb_app.bot)
    await ptb_app.update_queue.put(update)
    return {"ok": True}

INFO:     91.108.6.63:0 - "POST /tg/webhook HTTP/1.1" 200 OK
INFO:     91.108.6.63:0 - "POST /tg/webhook HTTP/1.1" 403 Forbidden
`, V{"a": g.s(alAlnum+"_-", 32)}, "x_telegram_bot_api_secret_token", "91.108.6.63:0")

	g.botsAdd("bots/tg-webhook-path-token-nginx-access", `
$ sudo tail -n 4 /var/log/nginx/access.log
91.108.6.98 - - [14/Jun/2024:10:21:44 +0000] "POST /webhook/«a» HTTP/1.1" 200 2 "-" "-"
91.108.6.98 - - [14/Jun/2024:10:21:51 +0000] "POST /webhook/«a» HTTP/1.1" 200 2 "-" "-"
185.220.101.34 - - [14/Jun/2024:10:22:03 +0000] "GET /.env HTTP/1.1" 404 153 "-" "Mozilla/5.0 zgrab/0.x"
91.108.6.98 - - [14/Jun/2024:10:22:09 +0000] "POST /webhook/«a» HTTP/1.1" 502 157 "-" "-"
`, V{"a": g.botsTg()}, "/var/log/nginx/access.log", "Mozilla/5.0 zgrab/0.x")

	pub := wrap("MIIBCgKCAQEA"+g.s(alB64, 334)+"IDAQAB", 64)
	g.botsAdd("bots/tg-my-telegram-org-app-configuration", `
App configuration
App api_id:
«_id»
App api_hash:
«a»
App title:
Acme Support Userbot
Short name:
acmesupport
alphanumeric, 5-32 characters

Available MTProto servers
Test configuration:
149.154.167.40:443
DC 2
Production configuration:
149.154.167.50:443
DC 2

Public keys:
-----BEGIN RSA PUBLIC KEY-----
«_pub»
-----END RSA PUBLIC KEY-----
`, V{"_id": g.digits(8), "a": g.hex(32), "_pub": pub}, "Acme Support Userbot", "149.154.167.50:443")

	g.botsAdd("bots/tg-telethon-sqlite-session-dump", `
$ sqlite3 archiver.session '.tables'
entities      sent_files    sessions      update_state  version
$ sqlite3 archiver.session 'select dc_id, server_address, port, hex(auth_key), takeout_id from sessions;'
2|149.154.167.51|443|«a»|
$ sqlite3 archiver.session 'select id, username, name from entities limit 2;'
«_e1»|acme_news|Acme News
«_e2»||Dana K
`, V{"a": g.s(alHexU, 512), "_e1": "-100" + g.digits(10), "_e2": g.botsUID()}, "archiver.session", "149.154.167.51|443")

	apiID := uint32(20000000 + g.r.IntN(9000000))
	g.botsAdd("bots/tg-gramjs-login-prints-session", `
// login.mjs
import { TelegramClient } from "telegram";
import { StringSession } from "telegram/sessions/index.js";
import input from "input";

const apiId = «_id»;
const apiHash = "«a»";
const stringSession = new StringSession("");

const client = new TelegramClient(stringSession, apiId, apiHash, { connectionRetries: 5 });
await client.start({
  phoneNumber: async () => await input.text("Please enter your number: "),
  password: async () => await input.text("Please enter your password: "),
  phoneCode: async () => await input.text("Please enter the code you received: "),
  onError: (err) => console.log(err),
});
console.log("You should now be connected.");
console.log(client.session.save());

$ node login.mjs
[2024-06-14T10:40:12.331] [INFO] - [Running gramJS version 2.22.2]
[2024-06-14T10:40:12.335] [INFO] - [Connecting to 149.154.167.91:80/TCPFull...]
[2024-06-14T10:40:12.602] [INFO] - [Connection to 149.154.167.91:80/TCPFull complete!]
Please enter your number: +4915112345678
Please enter the code you received: 52817
Please enter your password: «c»
You should now be connected.
«b»
`, V{"_id": fmt.Sprint(apiID), "a": g.hex(32), "b": g.botsGramJS(), "c": g.pw()}, "Running gramJS version 2.22.2", "TelegramClient")

	apiID = uint32(20000000 + g.r.IntN(9000000))
	g.botsAdd("bots/tg-pyrogram-userbot-env", `
# .env — userbot (Pyrogram 2.0.106)
API_ID=«_id»
API_HASH=«a»
STRING_SESSION=«b»
LOG_CHAT=«_chat»
OWNER_ID=«_owner»
CMD_PREFIX=.
`, V{"_id": fmt.Sprint(apiID), "a": g.hex(32), "b": g.botsPyrogram(apiID, false), "_chat": g.botsChat(), "_owner": g.botsUID()}, "Pyrogram 2.0.106", "CMD_PREFIX=.")

	g.botsAdd("bots/tg-local-bot-api-server-docker", `
$ docker run -d --name tg-bot-api -p 8081:8081 \
    -e TELEGRAM_API_ID=«_id» \
    -e TELEGRAM_API_HASH=«a» \
    -e TELEGRAM_LOCAL=1 \
    -v tg-bot-api-data:/var/lib/telegram-bot-api \
    aiogram/telegram-bot-api:latest
3f9c2d7e1b0a«_cid»
$ curl -s http://localhost:8081/bot«b»/logOut
{"ok":true,"result":true}
`, V{"_id": g.digits(8), "a": g.hex(32), "_cid": g.hex(52), "b": g.botsTg()}, "aiogram/telegram-bot-api:latest", "tg-bot-api-data:/var/lib/telegram-bot-api")

	g.botsAdd("bots/tg-ptb-send-invoice-provider-token", `
# payments.py
from telegram import LabeledPrice, Update
from telegram.ext import ContextTypes

PAYMENT_PROVIDER_TOKEN = "«a»"  # Stripe TEST, from @BotFather > Payments


async def start_with_shipping(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    chat_id = update.message.chat_id
    prices = [LabeledPrice("Acme Pro (1 month)", 499)]
    await context.bot.send_invoice(
        chat_id, "Acme Pro", "Monthly subscription", "pro-monthly",
        PAYMENT_PROVIDER_TOKEN, "EUR", prices, need_email=True,
    )
`, V{"a": g.digits(9) + ":TEST:" + g.an(24)}, "Stripe TEST, from @BotFather > Payments", "LabeledPrice")

	g.botsAdd("bots/tg-login-widget-php-check", `
<?php
define('BOT_TOKEN', '«a»');

function checkTelegramAuthorization($auth_data) {
  $check_hash = $auth_data['hash'];
  unset($auth_data['hash']);
  $data_check_arr = [];
  foreach ($auth_data as $key => $value) {
    $data_check_arr[] = $key . '=' . $value;
  }
  sort($data_check_arr);
  $data_check_string = implode("\n", $data_check_arr);
  $secret_key = hash('sha256', BOT_TOKEN, true);
  $hash = hash_hmac('sha256', $data_check_string, $secret_key);
  if (strcmp($hash, $check_hash) !== 0) {
    throw new Exception('Data is NOT from Telegram');
  }
  return $auth_data;
}

// GET /login/telegram?id=«_uid»&first_name=Dana&username=dana_k&auth_date=«_ts»&hash=«_hash»
`, V{"a": g.botsTg(), "_uid": g.botsUID(), "_ts": g.botsTs(), "_hash": g.hex(64)}, "checkTelegramAuthorization", "Data is NOT from Telegram")

	g.botsAdd("bots/tg-mini-app-initdata-validate-ts", `
// src/lib/validateInitData.ts
import { createHmac } from "node:crypto";

const BOT_TOKEN = process.env.BOT_TOKEN ?? "«a»";

export function validateInitData(initData: string): boolean {
  const params = new URLSearchParams(initData);
  const hash = params.get("hash");
  params.delete("hash");
  const dataCheckString = [...params.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => ˋ${k}=${v}ˋ)
    .join("\n");
  const secret = createHmac("sha256", "WebAppData").update(BOT_TOKEN).digest();
  const calc = createHmac("sha256", secret).update(dataCheckString).digest("hex");
  return calc === hash;
}

// test: expect(validateInitData(fixture)).toBe(true)  // fixture hash «_hash»
`, V{"a": g.botsTg(), "_hash": g.hex(64)}, "WebAppData", "validateInitData")

	g.botsAdd("bots/tg-pm2-ecosystem-config", `
// ecosystem.config.js
module.exports = {
  apps: [
    {
      name: "tg-price-alerts",
      script: "dist/main.js",
      instances: 1,
      env: {
        NODE_ENV: "production",
        BOT_TOKEN: "«a»",
        ADMIN_IDS: "«_a1»,«_a2»",
        REDIS_URL: "redis://default:«b»@redis-alerts.internal:6379/0",
      },
    },
  ],
};
`, V{"a": g.botsTg(), "_a1": g.botsUID(), "_a2": g.botsUID(), "b": g.an(32)}, "tg-price-alerts", "redis-alerts.internal:6379")

	g.botsAdd("bots/tg-apps-script-properties", `
// Code.gs — Google Apps Script Telegram bot
function setup() {
  const props = PropertiesService.getScriptProperties();
  props.setProperty('TOKEN', '«a»');
  props.setProperty('SHEET_ID', '«_sheet»');
}

function setWebhook() {
  const token = PropertiesService.getScriptProperties().getProperty('TOKEN');
  const url = 'https://api.telegram.org/bot' + token + '/setWebhook?url=' + ScriptApp.getService().getUrl();
  Logger.log(UrlFetchApp.fetch(url).getContentText());
}

function doPost(e) {
  const update = JSON.parse(e.postData.contents);
  SpreadsheetApp.openById(PropertiesService.getScriptProperties().getProperty('SHEET_ID'))
    .getSheetByName('log').appendRow([new Date(), update.message.chat.id, update.message.text]);
}
`, V{"a": g.botsTg(), "_sheet": "1" + g.b64u(43)}, "PropertiesService.getScriptProperties()", "ScriptApp.getService().getUrl()")

	g.botsAdd("bots/tg-benign-getme-and-webhookinfo", `
$ curl -s "https://api.telegram.org/bot$TG_TOKEN/getMe" | jq .
{
  "ok": true,
  "result": {
    "id": «_id»,
    "is_bot": true,
    "first_name": "Acme Deploy",
    "username": "acme_deploy_bot",
    "can_join_groups": true,
    "can_read_all_group_messages": false,
    "supports_inline_queries": false,
    "can_connect_to_business": false,
    "has_main_web_app": false
  }
}
$ curl -s "https://api.telegram.org/bot$TG_TOKEN/getWebhookInfo" | jq -c .result
{"url":"https://deploy.acme.dev/tg","has_custom_certificate":false,"pending_update_count":0,"max_connections":40,"ip_address":"203.0.113.41","allowed_updates":["message"]}
`, V{"_id": g.digits(10)}, "$TG_TOKEN", "acme_deploy_bot", "https://deploy.acme.dev/tg")
}

// ---- Discord ----

func (g *G) botsDiscord() {
	g.botsAdd("bots/dc-discordjs-deploy-commands-run", `
// deploy-commands.js
const { REST, Routes } = require('discord.js');
const commands = require('./commands.json');

const clientId = '«_app»';
const guildId = '«_guild»';
const rest = new REST().setToken('«a»');

(async () => {
  console.log(ˋStarted refreshing ${commands.length} application (/) commands.ˋ);
  const data = await rest.put(Routes.applicationGuildCommands(clientId, guildId), { body: commands });
  console.log(ˋSuccessfully reloaded ${data.length} application (/) commands.ˋ);
})();

$ node deploy-commands.js
Started refreshing 6 application (/) commands.
Successfully reloaded 6 application (/) commands.
`, V{"_app": g.botsSnow(), "_guild": g.botsSnow(), "a": g.botsDc()}, "Routes.applicationGuildCommands(clientId, guildId)")

	g.botsAdd("bots/dc-jda-java-main", `
package dev.acme.modbot;

import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.requests.GatewayIntent;

public class ModBot {
    private static final String TOKEN = "«a»";
    static final long LOG_CHANNEL = «_ch»L;

    public static void main(String[] args) throws InterruptedException {
        JDA jda = JDABuilder.createDefault(TOKEN)
                .enableIntents(GatewayIntent.MESSAGE_CONTENT, GatewayIntent.GUILD_MEMBERS)
                .addEventListeners(new ModListener(LOG_CHANNEL))
                .build();
        jda.awaitReady();
    }
}
`, V{"a": g.botsDc(), "_ch": g.botsSnow()}, "net.dv8tion.jda.api.JDABuilder", "GatewayIntent.MESSAGE_CONTENT")

	g.botsAdd("bots/dc-dsharpplus-program-cs", `
using DSharpPlus;
using DSharpPlus.SlashCommands;

var discord = new DiscordClient(new DiscordConfiguration
{
    Token = "«a»",
    TokenType = TokenType.Bot,
    Intents = DiscordIntents.AllUnprivileged | DiscordIntents.MessageContents,
    MinimumLogLevel = Microsoft.Extensions.Logging.LogLevel.Debug
});

var slash = discord.UseSlashCommands();
slash.RegisterCommands<TicketCommands>(«_guild»);

await discord.ConnectAsync();
await Task.Delay(-1);
`, V{"a": g.botsDc(), "_guild": g.botsSnow()}, "DiscordIntents.AllUnprivileged", "TicketCommands")

	g.botsAdd("bots/dc-discordgo-consts", `
package main

import (
	"log"
	"os"
	"os/signal"

	"github.com/bwmarrin/discordgo"
)

const (
	Token   = "«a»"
	GuildID = "«_guild»"
	AppID   = "«_app»"
)

func main() {
	s, err := discordgo.New("Bot " + Token)
	if err != nil {
		log.Fatalf("Invalid bot parameters: %v", err)
	}
	s.AddHandler(func(s *discordgo.Session, r *discordgo.Ready) {
		log.Printf("Logged in as: %v#%v", s.State.User.Username, s.State.User.Discriminator)
	})
	if err := s.Open(); err != nil {
		log.Fatalf("Cannot open the session: %v", err)
	}
	defer s.Close()
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt)
	<-stop
}
`, V{"a": g.botsDc(), "_guild": g.botsSnow(), "_app": g.botsSnow()}, "github.com/bwmarrin/discordgo", "Cannot open the session")

	g.botsAdd("bots/dc-nextcord-env-and-run", `
$ cat .env
DISCORD_TOKEN=«a»
DEV_GUILD=«_guild»
DATABASE_URL=postgresql://ticketbot:«b»@localhost:5432/ticketbot

$ python -m ticketbot
2024-06-14 11:02:41 INFO     nextcord.client logging in using static token
2024-06-14 11:02:42 INFO     nextcord.gateway Shard ID None has connected to Gateway (Session ID: «_sess»).
2024-06-14 11:02:44 INFO     ticketbot Ready as TicketBot#4012 in 3 guilds
`, V{"a": g.botsDc(), "_guild": g.botsSnow(), "b": g.pwURL(), "_sess": g.hex(32)}, "nextcord.client logging in using static token", "TicketBot#4012")

	g.botsAdd("bots/dc-discordpy-loginfailure-traceback", `
Traceback (most recent call last):
  File "/home/kai/bots/quotes/main.py", line 57, in <module>
    bot.run("«a»")
  File "/home/kai/bots/quotes/.venv/lib/python3.12/site-packages/discord/client.py", line 860, in run
    asyncio.run(runner())
  File "/home/kai/bots/quotes/.venv/lib/python3.12/site-packages/discord/http.py", line 811, in static_login
    raise LoginFailure('Improper token has been passed.') from exc
discord.errors.LoginFailure: Improper token has been passed.
`, V{"a": g.botsDc()}, "discord.errors.LoginFailure: Improper token has been passed.")

	g.botsAdd("bots/dc-authjs-discord-provider-env", `
# .env.local (Next.js dashboard for the bot)
AUTH_DISCORD_ID=«_app»
AUTH_DISCORD_SECRET=«a»
AUTH_SECRET=«b»
AUTH_URL=http://localhost:3000
DISCORD_BOT_TOKEN=«c»
NEXT_PUBLIC_INVITE_URL=https://discord.com/oauth2/authorize?client_id=«_app»&permissions=268438528&scope=bot+applications.commands
`, V{"_app": g.botsSnow(), "a": g.b64u(32), "b": g.b64(32), "c": g.botsDc()}, "AUTH_URL=http://localhost:3000", "permissions=268438528")

	g.botsAdd("bots/dc-cloudflare-worker-dev-vars", `
$ cat .dev.vars
DISCORD_TOKEN="«a»"
DISCORD_PUBLIC_KEY="«_pk»"
DISCORD_APPLICATION_ID="«_app»"

$ npx wrangler secret put DISCORD_TOKEN
✔ Enter a secret value: … ****************************************************************************
🌀 Creating the secret for the Worker "awwbot"
✨ Success! Uploaded secret DISCORD_TOKEN
`, V{"a": g.botsDc(), "_pk": g.hex(64), "_app": g.botsSnow()}, "Creating the secret for the Worker \"awwbot\"")

	g.botsAdd("bots/dc-lavalink-application-yml", `
server:
  port: 2333
  address: 0.0.0.0
lavalink:
  plugins:
    - dependency: "dev.lavalink.youtube:youtube-plugin:1.7.2"
    - dependency: "com.github.topi314.lavasrc:lavasrc-plugin:4.2.0"
  server:
    password: "«a»"
    sources:
      youtube: false
      soundcloud: true
plugins:
  youtube:
    enabled: true
    oauth:
      enabled: true
      refreshToken: "«b»"
  lavasrc:
    spotify:
      clientId: "«_sid»"
      clientSecret: "«c»"
      countryCode: "DE"
`, V{"a": g.pw(), "b": g.gRefresh(), "_sid": g.hex(32), "c": g.hex(32)}, "dev.lavalink.youtube:youtube-plugin:1.7.2", "lavasrc-plugin:4.2.0")

	g.botsAdd("bots/dc-topgg-autopost-cog", `
import topgg
from discord.ext import commands, tasks


class TopGG(commands.Cog):
    def __init__(self, bot: commands.Bot):
        self.bot = bot
        self.dbl_token = "«a»"
        self.topggpy = topgg.DBLClient(bot, self.dbl_token, autopost=True, post_shard_count=True)

    @commands.Cog.listener()
    async def on_autopost_success(self):
        print(f"Posted server count ({self.topggpy.guild_count}), shard count ({self.bot.shard_count})")
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"id":"%s","bot":true,"iat":%s}`, g.botsSnow(), g.botsTs()))}, "topgg.DBLClient", "on_autopost_success")

	g.botsAdd("bots/dc-curl-applications-me", `
$ curl -s -H "Authorization: Bot «a»" https://discord.com/api/v10/applications/@me | jq '{id, name, verify_key, bot_public, owner: .owner.id, approximate_guild_count}'
{
  "id": "«_app»",
  "name": "Acme Standup",
  "verify_key": "«_pk»",
  "bot_public": false,
  "owner": "«_owner»",
  "approximate_guild_count": 4
}
`, V{"a": g.botsDc(), "_app": g.botsSnow(), "_pk": g.hex(64), "_owner": g.botsSnow()}, "Acme Standup", "https://discord.com/api/v10/applications/@me")

	g.botsAdd("bots/dc-python-logging-webhook-handler", `
# logging.yaml
version: 1
formatters:
  short:
    format: "%(asctime)s %(levelname)s %(name)s: %(message)s"
handlers:
  console:
    class: logging.StreamHandler
    formatter: short
  discord:
    class: discord_logging.handler.DiscordHandler
    service_name: scraper-prod
    webhook_url: https://discord.com/api/webhooks/«_id»/«a»
    level: ERROR
root:
  level: INFO
  handlers: [console, discord]
`, V{"_id": g.botsSnow(), "a": g.b64u(68)}, "discord_logging.handler.DiscordHandler", "scraper-prod")

	g.botsAdd("bots/dc-grafana-contact-point-provisioning", `
# provisioning/alerting/contactpoints.yaml
apiVersion: 1
contactPoints:
  - orgId: 1
    name: discord-homelab
    receivers:
      - uid: «_uid»
        type: discord
        settings:
          url: https://discord.com/api/webhooks/«_id»/«a»
          use_discord_username: false
          message: '{{ template "default.message" . }}'
        disableResolveMessage: false
`, V{"_uid": g.s(alLowNum, 14), "_id": g.botsSnow(), "a": g.b64u(68)}, "discord-homelab", "use_discord_username")

	g.botsAdd("bots/dc-webhook-edit-message-curl", `
$ curl -sS -X PATCH "https://discord.com/api/webhooks/«_id»/«a»/messages/«_msg»" \
    -H 'Content-Type: application/json' \
    -d '{"content":"✅ deploy v2.14.3 finished in 4m12s"}' | jq '.id, .channel_id, .webhook_id'
"«_msg»"
"«_ch»"
"«_id»"
`, V{"_id": g.botsSnow(), "a": g.b64u(68), "_msg": g.botsSnow(), "_ch": g.botsSnow()}, "deploy v2.14.3 finished in 4m12s")

	g.botsAdd("bots/dc-selfbot-user-token-question", `
hey, quick question. I'm writing a small script to archive my DMs before I delete my account. I grabbed my token from devtools (Application → Local Storage → token) and it works with requests:

headers = {"Authorization": "«a»"}
r = requests.get("https://discord.com/api/v9/users/@me/channels", headers=headers)

but after ~200 requests I get 429s and once a captcha_required. is there a rate limit header I'm missing? my user id is «_uid» if that matters
`, V{"a": g.botsDc(), "_uid": g.botsSnow()}, "https://discord.com/api/v9/users/@me/channels", "captcha_required")

	g.botsAdd("bots/dc-oceanic-ts-client", `
// src/index.ts
import { Client } from "oceanic.js";

const client = new Client({
    auth: "Bot «a»",
    gateway: { intents: ["GUILDS", "GUILD_MESSAGES", "MESSAGE_CONTENT"] },
});

client.on("ready", async () => {
    console.log("Ready as", client.user.tag);
});
client.on("error", (err) => {
    console.error("Something Broke!", err);
});
client.connect();
`, V{"a": g.botsDc()}, "oceanic.js", "Something Broke!")

	g.botsAdd("bots/dc-dotnet-user-secrets", `
PS C:\src\AcmeBot> dotnet user-secrets init
Set UserSecretsId to '«_usid»' for MSBuild project 'C:\src\AcmeBot\AcmeBot.csproj'.
PS C:\src\AcmeBot> dotnet user-secrets set "Discord:Token" "«a»"
Successfully saved Discord:Token = «a» to the secret store.
PS C:\src\AcmeBot> dotnet user-secrets set "ConnectionStrings:Bot" "Host=localhost;Database=acmebot;Username=acmebot;Password=«b»"
Successfully saved ConnectionStrings:Bot = Host=localhost;Database=acmebot;Username=acmebot;Password=«b» to the secret store.
PS C:\src\AcmeBot> dotnet user-secrets list
Discord:Token = «a»
ConnectionStrings:Bot = Host=localhost;Database=acmebot;Username=acmebot;Password=«b»
`, V{"_usid": g.uuid(), "a": g.botsDc(), "b": g.pwStrong()}, "C:\\src\\AcmeBot\\AcmeBot.csproj")

	g.botsAdd("bots/dc-kord-kotlin-main", `
import dev.kord.core.Kord
import dev.kord.core.event.message.MessageCreateEvent
import dev.kord.core.on
import dev.kord.gateway.Intent
import dev.kord.gateway.PrivilegedIntent

suspend fun main() {
    val kord = Kord("«a»")

    kord.on<MessageCreateEvent> {
        if (message.author?.isBot != false) return@on
        if (message.content != "!ping") return@on
        message.channel.createMessage("pong!")
    }

    kord.login {
        @OptIn(PrivilegedIntent::class)
        intents += Intent.MessageContent
    }
}
`, V{"a": g.botsDc()}, "dev.kord.core.Kord", "PrivilegedIntent")

	g.botsAdd("bots/dc-jmusicbot-config-txt", `
/////////////////////////////////////////////////////////
// Config for the JMusicBot                            //
/////////////////////////////////////////////////////////

// This sets the token for the bot to log in with
// This MUST be a bot token (user tokens will not work)
// If you don't know how to get a bot token, please see the guide here:
// https://github.com/jagrosh/MusicBot/wiki/Getting-a-Bot-Token

token = «a»

// This sets the owner of the bot
// This needs to be the owner's ID (a 17-18 digit number)
// https://github.com/jagrosh/MusicBot/wiki/Finding-Your-User-ID

owner = «_owner»

prefix = "!!"
game = "DEFAULT"
status = ONLINE
`, V{"a": g.botsDc(), "_owner": g.botsSnow()}, "Config for the JMusicBot", "https://github.com/jagrosh/MusicBot/wiki/Finding-Your-User-ID")

	g.botsAdd("bots/dc-interaction-payload-debug-log", `
[2024-06-14T11:31:07.118Z] DEBUG interactions: received {"application_id":"«_app»","channel_id":"«_ch»","data":{"id":"«_cmd»","name":"poll","type":1,"options":[{"name":"question","type":3,"value":"Lunch at 12?"}]},"guild_id":"«_guild»","id":"«_iid»","member":{"user":{"id":"«_uid»","username":"mira.dev","global_name":"Mira"}},"token":"«a»","type":2,"version":1}
[2024-06-14T11:31:07.121Z] DEBUG interactions: signature ok (ed25519 «_sig»)
`, V{"_app": g.botsSnow(), "_ch": g.botsSnow(), "_cmd": g.botsSnow(), "_guild": g.botsSnow(), "_iid": g.botsSnow(), "_uid": g.botsSnow(),
		"a": "aW50ZXJhY3Rpb246" + g.b64u(180), "_sig": g.hex(128)}, "Lunch at 12?", "mira.dev")

	g.botsAdd("bots/dc-linked-roles-config-js", `
// config.js — linked roles sample
import * as dotenv from 'dotenv';
dotenv.config();

const config = {
  DISCORD_TOKEN: process.env.DISCORD_TOKEN ?? '«a»',
  DISCORD_CLIENT_ID: '«_app»',
  DISCORD_CLIENT_SECRET: '«b»',
  DISCORD_REDIRECT_URI: 'https://roles.acme-gg.net/discord-oauth-callback',
  COOKIE_SECRET: '«c»',
};

export default config;
`, V{"a": g.botsDc(), "_app": g.botsSnow(), "b": g.b64u(32), "c": g.uuid()}, "https://roles.acme-gg.net/discord-oauth-callback")
}

// ---- Slack ----

func (g *G) botsSlackC() string { return "C0" + g.s(alUpNum, 9) }
func (g *G) botsSlackU() string { return "U0" + g.s(alUpNum, 9) }
func (g *G) botsSlackA() string { return "A0" + g.s(alUpNum, 9) }

func (g *G) botsSlack() {
	g.botsAdd("bots/slack-bolt-java-appconfig", `
package com.acme.standup;

import com.slack.api.bolt.App;
import com.slack.api.bolt.AppConfig;
import com.slack.api.bolt.jetty.SlackAppServer;

public class StandupApp {
    public static void main(String[] args) throws Exception {
        AppConfig config = AppConfig.builder()
                .singleTeamBotToken("«a»")
                .signingSecret("«b»")
                .build();
        App app = new App(config);
        app.command("/standup", (req, ctx) -> ctx.ack(":wave: standup started in <#«_ch»>"));
        SlackAppServer server = new SlackAppServer(app, 3000);
        server.start();
    }
}
`, V{"a": g.xoxb(), "b": g.hex(32), "_ch": g.botsSlackC()}, "com.slack.api.bolt.AppConfig", "SlackAppServer")

	g.botsAdd("bots/slack-slacknet-aspnet", `
// Program.cs
using SlackNet.AspNetCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddSlackNet(c => c
    .UseApiToken("«a»")
    .UseAppLevelToken("«b»")
    .UseSigningSecret("«c»")
    .RegisterEventHandler<MessageEvent, PingHandler>()
    .RegisterSlashCommandHandler<EchoCommand>("/echo"));

var app = builder.Build();
app.UseSlackNet(c => c.UseSocketMode(builder.Environment.IsDevelopment()));
app.Run();
`, V{"a": g.xoxb(), "b": g.xapp(), "c": g.hex(32)}, "SlackNet.AspNetCore", "RegisterSlashCommandHandler")

	g.botsAdd("bots/slack-ruby-bot-server-env", `
# .env for slack-ruby-bot-server (Heroku: heroku config:set ...)
SLACK_CLIENT_ID=«_cid»
SLACK_CLIENT_SECRET=«a»
SLACK_SIGNING_SECRET=«b»
SLACK_VERIFICATION_TOKEN=«c»
SLACK_OAUTH_SCOPE=bot,commands,chat:write
MONGO_URL=mongodb+srv://standupbot:«d»@cluster0.x7k2p.mongodb.net/standupbot?retryWrites=true
RACK_ENV=production
`, V{"_cid": g.digits(12) + "." + g.digits(13), "a": g.hex(32), "b": g.hex(32), "c": g.an(24), "d": g.pwURL()}, "cluster0.x7k2p.mongodb.net", "SLACK_OAUTH_SCOPE=bot,commands,chat:write")

	app := g.botsSlackA()
	g.botsAdd("bots/slack-deno-sdk-env-add", `
$ slack env add GITHUB_TOKEN «a» --app «_app»
✨  successfully added GITHUB_TOKEN to app environment variables
$ slack env add PAGERDUTY_ROUTING_KEY «b» --app «_app»
✨  successfully added PAGERDUTY_ROUTING_KEY to app environment variables
$ slack env list --app «_app»
🔐  There are 2 variables stored in this environment
   GITHUB_TOKEN
   PAGERDUTY_ROUTING_KEY
`, V{"a": g.ghp(), "_app": app, "b": g.hex(32)}, "successfully added GITHUB_TOKEN to app environment variables")

	g.botsAdd("bots/slack-tooling-tokens-rotate", `
$ curl -s -X POST https://slack.com/api/tooling.tokens.rotate -d "refresh_token=«a»" | jq .
{
  "ok": true,
  "token": "«b»",
  "refresh_token": "«c»",
  "team_id": "«_team»",
  "user_id": "«_user»",
  "iat": «_iat»,
  "exp": «_exp»
}
$ curl -s -H "Authorization: Bearer «b»" -X POST https://slack.com/api/apps.manifest.validate --data-urlencode manifest@manifest.json
{"ok":true}
`, V{"a": "xoxe-1-My0xLTQ" + g.an(136), "b": "xoxe.xoxp-1-Mi0yLT" + g.an(140), "c": "xoxe-1-My0xLTQ" + g.an(136), "_team": g.slackT(), "_user": g.botsSlackU(), "_iat": "1718361020", "_exp": "1718404220"}, "apps.manifest.validate", "tooling.tokens.rotate")

	g.botsAdd("bots/slack-event-callback-logged", `
2024-06-14T12:01:33.402Z info  events  received payload {"token":"«a»","team_id":"«_team»","context_team_id":"«_team»","api_app_id":"«_app»","event":{"user":"«_user»","type":"app_mention","ts":"1718366493.112839","client_msg_id":"«_cmid»","text":"<@«_bot»> deploy status","channel":"«_ch»","event_ts":"1718366493.112839"},"type":"event_callback","event_id":"Ev0«_ev»","event_time":1718366493,"authorizations":[{"enterprise_id":null,"team_id":"«_team»","user_id":"«_bot»","is_bot":true}],"is_ext_shared_channel":false}
`, V{"a": g.an(24), "_team": g.slackT(), "_app": g.botsSlackA(), "_user": g.botsSlackU(), "_cmid": g.uuid(), "_bot": g.botsSlackU(), "_ch": g.botsSlackC(), "_ev": g.s(alUpNum, 9)}, "deploy status", "app_mention")

	g.botsAdd("bots/slack-url-verification-flask", `
@app.route("/slack/events", methods=["POST"])
def slack_events():
    payload = request.get_json()
    app.logger.info("slack payload: %s", payload)
    if payload.get("type") == "url_verification":
        return jsonify(challenge=payload["challenge"])
    ...

[2024-06-14 12:07:10,551] INFO in app: slack payload: {'token': '«a»', 'challenge': '«_ch»', 'type': 'url_verification'}
127.0.0.1 - - [14/Jun/2024 12:07:10] "POST /slack/events HTTP/1.1" 200 -
`, V{"a": g.an(24), "_ch": g.an(48)}, "url_verification", "/slack/events")

	g.botsAdd("bots/slack-lambda-get-function-configuration", `
$ aws lambda get-function-configuration --function-name slack-bolt-standup --query '{Runtime:Runtime,Handler:Handler,Env:Environment.Variables}'
{
    "Runtime": "python3.12",
    "Handler": "app.handler",
    "Env": {
        "SLACK_BOT_TOKEN": "«a»",
        "SLACK_SIGNING_SECRET": "«b»",
        "SLACK_APP_TOKEN": "«c»",
        "LOG_LEVEL": "DEBUG"
    }
}
`, V{"a": g.xoxb(), "b": g.hex(32), "c": g.xapp()}, "slack-bolt-standup", "app.handler")

	xb, ss := g.xoxb(), g.hex(32)
	g.botsAdd("bots/slack-k8s-secret-yaml-base64", `
$ kubectl -n chatops get secret slack-bot -o yaml
apiVersion: v1
data:
  SLACK_BOT_TOKEN: «a»
  SLACK_SIGNING_SECRET: «b»
kind: Secret
metadata:
  creationTimestamp: "2024-05-02T08:14:51Z"
  name: slack-bot
  namespace: chatops
  resourceVersion: "48213377"
  uid: «_uid»
type: Opaque
`, V{"a": b64s(xb), "b": b64s(ss), "_uid": g.uuid()}, "resourceVersion: \"48213377\"")

	g.botsAdd("bots/slack-alertmanager-receivers", `
global:
  resolve_timeout: 5m
  slack_api_url: https://hooks.slack.com/services/«_t»/«_b»/«a»

route:
  receiver: slack-oncall
  group_by: [alertname, cluster]

receivers:
  - name: slack-oncall
    slack_configs:
      - channel: '#oncall'
        send_resolved: true
        title: '{{ .CommonLabels.alertname }} on {{ .CommonLabels.cluster }}'
  - name: slack-db
    slack_configs:
      - api_url: https://hooks.slack.com/services/«_t»/«_b2»/«b»
        channel: '#db-alerts'
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24), "_b2": g.slackB(), "b": g.an(24)}, "slack-oncall", "#db-alerts")

	g.botsAdd("bots/slack-jenkins-casc-credentials", `
credentials:
  system:
    domainCredentials:
      - credentials:
          - string:
              scope: GLOBAL
              id: slack-bot-token
              description: "Slack bot token for #builds"
              secret: "«a»"
          - usernamePassword:
              scope: GLOBAL
              id: nexus-deploy
              username: deploy
              password: "«b»"
unclassified:
  slackNotifier:
    teamDomain: acme-eng
    tokenCredentialId: slack-bot-token
    botUser: true
    room: "#builds"
`, V{"a": g.xoxb(), "b": g.pw()}, "tokenCredentialId: slack-bot-token", "teamDomain: acme-eng")

	g.botsAdd("bots/slack-old-slackclient-debug-body", `
DEBUG:slackclient.slackrequest:POST https://slack.com/api/chat.postMessage
DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): slack.com:443
DEBUG:urllib3.connectionpool:https://slack.com:443 "POST /api/chat.postMessage HTTP/1.1" 200 None
DEBUG:slackclient.slackrequest:body: token=«a»&channel=«_ch»&text=Nightly+ETL+finished%3A+42+tables&as_user=true
DEBUG:slackclient.slackrequest:response: {"ok":true,"channel":"«_ch»","ts":"1718367001.000200"}
`, V{"a": g.xoxb(), "_ch": g.botsSlackC()}, "slackclient.slackrequest", "Nightly+ETL+finished")

	g.botsAdd("bots/slack-cleaner2-script", `
#!/usr/bin/env python3
# purge_bot_messages.py — wipe the old deploy bot's spam from #releases
from slack_cleaner2 import SlackCleaner, match

s = SlackCleaner("«a»", sleep_for=1.2)

for msg in s.c.releases.msgs(after="20230101"):
    if msg.bot and match("deploy-bot", msg.user.name if msg.user else ""):
        msg.delete(replies=True)
`, V{"a": g.xoxp()}, "slack_cleaner2", "purge_bot_messages.py")

	g.botsAdd("bots/slack-workflow-trigger-webhook", `
# .github/workflows/release.yml (excerpt)
      - name: Notify Slack workflow
        run: |
          curl -sS -X POST -H 'Content-type: application/json' \
            --data '{"version":"${{ github.ref_name }}","actor":"${{ github.actor }}"}' \
            https://hooks.slack.com/triggers/«_t»/«_id»/«a»
`, V{"_t": g.slackT(), "_id": g.digits(13), "a": g.hex(32)}, "Notify Slack workflow", "github.ref_name")

	g.botsAdd("bots/slack-bolt-js-oauth-installer", `
const { App, LogLevel } = require('@slack/bolt');
const { PrismaInstallationStore } = require('./store');

const app = new App({
  signingSecret: '«a»',
  clientId: '«_cid»',
  clientSecret: '«b»',
  stateSecret: '«c»',
  scopes: ['chat:write', 'commands', 'app_mentions:read'],
  installationStore: new PrismaInstallationStore(),
  installerOptions: { directInstall: true },
  logLevel: LogLevel.DEBUG,
});
`, V{"a": g.hex(32), "_cid": g.digits(12) + "." + g.digits(13), "b": g.hex(32), "c": "my-state-" + g.an(20)}, "PrismaInstallationStore", "app_mentions:read")

	g.botsAdd("bots/slack-terraform-provider", `
terraform {
  required_providers {
    slack = {
      source  = "pablovarela/slack"
      version = "~> 1.2"
    }
  }
}

provider "slack" {
  token = "«a»"
}

resource "slack_conversation" "incidents" {
  name       = "inc-2024-06-payments"
  topic      = "Payments latency incident"
  is_private = false
}
`, V{"a": g.xoxp()}, "pablovarela/slack", "inc-2024-06-payments")

	g.botsAdd("bots/slack-installation-store-psql-rows", `
slack_bolt=# select id, team_id, bot_user_id, bot_token, user_token, installed_at from slack_installations order by id desc limit 2;
 id |  team_id  | bot_user_id |                         bot_token                         |  user_token  |        installed_at
----+-----------+-------------+-----------------------------------------------------------+--------------+----------------------------
 14 | «_t1» | «_u1» | «a» | «b» | 2024-06-12 09:41:07.31+00
 13 | «_t2» | «_u2» | «c» |              | 2024-05-30 16:02:55.88+00
(2 rows)
`, V{"_t1": g.slackT(), "_u1": g.botsSlackU(), "a": g.xoxb(), "b": g.xoxp(), "_t2": g.slackT(), "_u2": g.botsSlackU(), "c": g.xoxb()}, "slack_installations")

	g.botsAdd("bots/slack-laravel-services-php", `
<?php
// config/services.php
return [
    'postmark' => [
        'token' => env('POSTMARK_TOKEN'),
    ],

    'slack' => [
        'notifications' => [
            'bot_user_oauth_token' => env('SLACK_BOT_USER_OAUTH_TOKEN', '«a»'),
            'channel' => env('SLACK_BOT_USER_DEFAULT_CHANNEL', '#orders'),
        ],
    ],
];
`, V{"a": g.xoxb()}, "SLACK_BOT_USER_DEFAULT_CHANNEL", "bot_user_oauth_token")

	g.botsAdd("bots/slack-cloud-run-deploy-env", `
$ gcloud run deploy standup-bot --source . --region europe-west1 --allow-unauthenticated \
    --set-env-vars=SLACK_BOT_TOKEN=«a»,SLACK_SIGNING_SECRET=«b»,GCP_PROJECT=acme-chatops
Building using Buildpacks and deploying container to Cloud Run service [standup-bot] in project [acme-chatops] region [europe-west1]
✓ Building and deploying... Done.
  ✓ Uploading sources...
  ✓ Building Container... Logs are available at [https://console.cloud.google.com/cloud-build/builds/«_build»?project=«_proj»].
  ✓ Creating Revision...
  ✓ Routing traffic...
Done.
Service [standup-bot] revision [standup-bot-00007-zq4] has been deployed and is serving 100 percent of traffic.
Service URL: https://standup-bot-«_hash»-ew.a.run.app
`, V{"a": g.xoxb(), "b": g.hex(32), "_build": g.uuid(), "_proj": g.digits(12), "_hash": g.s(alLowNum, 10)}, "standup-bot-00007-zq4")

	g.botsAdd("bots/slack-structured-log-invalid-auth", `
{"time":"2024-06-14T12:20:01.004Z","level":"ERROR","msg":"slack api error","method":"conversations.history","channel":"«_ch»","err":"invalid_auth","token":"«a»","retry":false}
{"time":"2024-06-14T12:20:01.006Z","level":"WARN","msg":"falling back to user token","user":"«_u»","token":"«b»"}
`, V{"_ch": g.botsSlackC(), "a": g.xoxb(), "_u": g.botsSlackU(), "b": g.xoxp()}, "conversations.history", "falling back to user token")
}

// ---- Microsoft Teams and the Bot Framework ----

func (g *G) botsTeams() {
	g.botsAdd("bots/bf-node-env-and-npm-start", `
$ cat .env
MicrosoftAppType=MultiTenant
MicrosoftAppId=«_app»
MicrosoftAppPassword=«a»
MicrosoftAppTenantId=
$ npm start

> echo-bot@1.0.0 start
> node ./index.js

restify listening to http://[::]:3978

Get Bot Framework Emulator: https://aka.ms/botframework-emulator

To talk to your bot, open the emulator select "Open Bot"
`, V{"_app": g.uuid(), "a": g.azSecret()}, "restify listening to http://[::]:3978", "MicrosoftAppType=MultiTenant")

	g.botsAdd("bots/bf-az-ad-app-credential-reset", `
$ az ad app credential reset --id «_app» --display-name bot-secret-2024 --years 1
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control. For more information, see https://aka.ms/azadsp-cli
{
  "appId": "«_app»",
  "password": "«a»",
  "tenant": "«_tenant»"
}
`, V{"_app": g.uuid(), "a": g.azSecret(), "_tenant": g.uuid()}, "bot-secret-2024", "https://aka.ms/azadsp-cli")

	g.botsAdd("bots/bf-composer-appsettings", `
{
  "MicrosoftAppId": "«_app»",
  "MicrosoftAppPassword": "«a»",
  "luis": {
    "authoringEndpoint": "https://westeurope.api.cognitive.microsoft.com",
    "authoringKey": "«b»",
    "endpointKey": "«c»",
    "name": "HelpdeskBot",
    "region": "westeurope"
  },
  "qna": {
    "hostname": "https://acme-helpdesk-qna.azurewebsites.net/qnamaker",
    "subscriptionKey": "«d»",
    "endpointKey": "«e»",
    "knowledgebaseid": "«_kb»"
  },
  "runtime": {
    "command": "dotnet run --project HelpdeskBot.csproj",
    "key": "adaptive-runtime-dotnet-webapp"
  }
}
`, V{"_app": g.uuid(), "a": g.azSecret(), "b": g.hex(32), "c": g.hex(32), "d": g.hex(32), "e": g.uuid(), "_kb": g.uuid()}, "HelpdeskBot", "https://acme-helpdesk-qna.azurewebsites.net/qnamaker")

	g.botsAdd("bots/bf-directline-conversation-stream-url", `
$ curl -s -X POST https://europe.directline.botframework.com/v3/directline/conversations \
    -H "Authorization: Bearer «a»" | jq .
{
  "conversationId": "«_conv»-eu",
  "token": "«b»",
  "expires_in": 3600,
  "streamUrl": "wss://europe.directline.botframework.com/v3/directline/conversations/«_conv»-eu/stream?watermark=-&t=«b»",
  "referenceGrammarId": "«_ref»"
}
`, V{"a": g.botsDL(), "_conv": g.an(22), "b": g.jwt("RS256", fmt.Sprintf(`{"bot":"acme-helpdesk","site":"%s","conv":"%s-eu","nbf":%s}`, g.an(11), g.an(22), g.botsTs())), "_ref": g.uuid()}, "europe.directline.botframework.com")

	g.botsAdd("bots/bf-teams-outgoing-webhook-hmac", `
// Teams outgoing webhook: verify the HMAC in the Authorization header
const crypto = require("crypto");
const sharedSecret = "«a»"; // shown once when the outgoing webhook was created
const bufSecret = Buffer.from(sharedSecret, "base64");

function verify(req) {
  const auth = req.headers["authorization"]; // "HMAC «_sig»"
  const msgHash = "HMAC " + crypto.createHmac("sha256", bufSecret).update(req.rawBody).digest("base64");
  return msgHash === auth;
}
`, V{"a": g.b64(32), "_sig": g.b64(32)}, "Teams outgoing webhook", "shown once when the outgoing webhook was created")

	g.botsAdd("bots/bf-python-config-py", `
#!/usr/bin/env python3
# Copyright (c) Microsoft Corporation. All rights reserved.
# Licensed under the MIT License.

import os


class DefaultConfig:
    """ Bot Configuration """

    PORT = 3978
    APP_ID = os.environ.get("MicrosoftAppId", "«_app»")
    APP_PASSWORD = os.environ.get("MicrosoftAppPassword", "«a»")
    APP_TYPE = os.environ.get("MicrosoftAppType", "SingleTenant")
    APP_TENANTID = os.environ.get("MicrosoftAppTenantId", "«_tenant»")
    CONNECTION_NAME = os.environ.get("ConnectionName", "graph-sso")
`, V{"_app": g.uuid(), "a": g.azSecret(), "_tenant": g.uuid()}, "graph-sso", "class DefaultConfig")

	g.botsAdd("bots/bf-arm-parameters-json", `
{
  "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#",
  "contentVersion": "1.0.0.0",
  "parameters": {
    "azureBotId": { "value": "acme-hr-bot" },
    "azureBotSku": { "value": "S1" },
    "azureBotRegion": { "value": "global" },
    "botEndpoint": { "value": "https://acme-hr-bot.azurewebsites.net/api/messages" },
    "appType": { "value": "MultiTenant" },
    "appId": { "value": "«_app»" },
    "appSecret": { "value": "«a»" }
  }
}
`, V{"_app": g.uuid(), "a": g.azSecret()}, "https://acme-hr-bot.azurewebsites.net/api/messages", "acme-hr-bot")

	g.botsAdd("bots/bf-teams-ai-library-config", `
// src/config.ts
const config = {
  MicrosoftAppId: process.env.BOT_ID ?? "«_app»",
  MicrosoftAppType: process.env.BOT_TYPE ?? "SingleTenant",
  MicrosoftAppTenantId: process.env.BOT_TENANT_ID ?? "«_tenant»",
  MicrosoftAppPassword: process.env.BOT_PASSWORD ?? "«a»",
  azureOpenAIKey: process.env.AZURE_OPENAI_API_KEY ?? "«b»",
  azureOpenAIEndpoint: "https://acme-oai-swc.openai.azure.com/",
  azureOpenAIDeploymentName: "gpt-4o-mini",
};

export default config;
`, V{"_app": g.uuid(), "_tenant": g.uuid(), "a": g.azSecret(), "b": g.hex(32)}, "https://acme-oai-swc.openai.azure.com/", "gpt-4o-mini")

	g.botsAdd("bots/bf-oauth-connection-settings-copy", `
New Connection Setting
Name *                  GraphSSO
Service Provider *      Azure Active Directory v2
Client id *             «_cid»
Client secret *         «a»
Token Exchange URL      api://botid-«_app»
Tenant ID *             «_tenant»
Scopes *                User.Read Calendars.Read openid profile
                                                     [Save]  [Cancel]
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_app": g.uuid(), "_tenant": g.uuid()}, "Azure Active Directory v2", "User.Read Calendars.Read openid profile")

	g.botsAdd("bots/bf-dotnet-secrets-json-cosmos", `
PS> Get-Content "$env:APPDATA\Microsoft\UserSecrets\«_usid»\secrets.json"
{
  "MicrosoftAppId": "«_app»",
  "MicrosoftAppPassword": "«a»",
  "CosmosDb": {
    "CosmosDbEndpoint": "https://acme-bot-state.documents.azure.com:443/",
    "AuthKey": "«b»",
    "DatabaseId": "bot-state",
    "ContainerId": "conversations"
  }
}
`, V{"_usid": g.uuid(), "_app": g.uuid(), "a": g.azSecret(), "b": g.b64(64)}, "https://acme-bot-state.documents.azure.com:443/")

	g.botsAdd("bots/bf-pymsteams-connector-url", `
import pymsteams

card = pymsteams.connectorcard(
    "https://acmecorp.webhook.office.com/webhookb2/«_g»@«_t»/IncomingWebhook/«a»"
)
card.title("Nightly backup")
card.text("pg-main: 41.2 GB in 18m02s ✅")
card.send()
`, V{"_g": g.uuid(), "_t": g.uuid(), "a": g.hex(32) + "/" + g.uuid() + "/V2" + g.b64u(45)}, "pymsteams.connectorcard", "Nightly backup")

	g.botsAdd("bots/bf-portal-directline-site-keys", `
Azure Bot | Channels | Direct Line
Sites
  Default Site            Enhanced authentication options   Disabled
  Secret keys
    «a»     [Show] [Copy] [Regenerate]
    «b»     [Show] [Copy] [Regenerate]
  Version  3.0
  Trusted origins  https://helpdesk.acme.example
`, V{"a": g.botsDL(), "b": g.botsDL()}, "Enhanced authentication options", "https://helpdesk.acme.example")
}

// ---- WhatsApp, Messenger, Instagram ----

func (g *G) botsMeta() {
	pnid := g.digits(15)
	g.botsAdd("bots/wa-cloud-api-axios-send", `
// src/whatsapp.js
const axios = require("axios");

const PHONE_NUMBER_ID = "«_pnid»";
const WA_TOKEN = "«a»";

async function sendText(to, body) {
  const { data } = await axios.post(
    ˋhttps://graph.facebook.com/v19.0/${PHONE_NUMBER_ID}/messagesˋ,
    { messaging_product: "whatsapp", to, type: "text", text: { body } },
    { headers: { Authorization: ˋBearer ${WA_TOKEN}ˋ } }
  );
  return data.messages[0].id; // wamid.HBgN...
}
`, V{"_pnid": pnid, "a": g.botsMetaTok()}, "messaging_product: \"whatsapp\"", "https://graph.facebook.com/v19.0/")

	g.botsAdd("bots/wa-webhook-verify-access-log", `
$ kubectl -n bots logs deploy/wa-webhook --since=10m | grep hub.
2024-06-14T13:02:11Z GET /webhooks/whatsapp?hub.mode=subscribe&hub.challenge=«_ch»&hub.verify_token=«a» 200 1.2ms ua="facebookexternalua"
2024-06-14T13:05:40Z GET /webhooks/whatsapp?hub.mode=subscribe&hub.challenge=«_ch2»&hub.verify_token=acme-test 403 0.4ms ua="curl/8.5.0"
`, V{"_ch": g.digits(10), "a": g.an(28), "_ch2": g.digits(10)}, "facebookexternalua", "hub.verify_token=acme-test")

	g.botsAdd("bots/wa-flask-app-secret-signature", `
import hashlib
import hmac

from flask import Flask, abort, request

APP_SECRET = b"«a»"
VERIFY_TOKEN = "«b»"

app = Flask(__name__)


@app.post("/webhook")
def webhook():
    sig = request.headers.get("X-Hub-Signature-256", "")
    expected = "sha256=" + hmac.new(APP_SECRET, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sig, expected):
        app.logger.warning("bad signature %s", sig)
        abort(401)
    ...

# log: WARNING bad signature sha256=«_sig»
`, V{"a": g.hex(32), "b": g.pwURL(), "_sig": g.hex(64)}, "X-Hub-Signature-256", "hmac.compare_digest")

	g.botsAdd("bots/wa-baileys-creds-json", `
$ head -c 1200 auth_info_baileys/creds.json
{"noiseKey":{"private":{"type":"Buffer","data":"«a»"},"public":{"type":"Buffer","data":"«_p1»"}},"pairingEphemeralKeyPair":{"private":{"type":"Buffer","data":"«b»"},"public":{"type":"Buffer","data":"«_p2»"}},"signedIdentityKey":{"private":{"type":"Buffer","data":"«c»"},"public":{"type":"Buffer","data":"«_p3»"}},"signedPreKey":{"keyPair":{"private":{"type":"Buffer","data":"«d»"},"public":{"type":"Buffer","data":"«_p4»"}},"signature":{"type":"Buffer","data":"«_sig»"},"keyId":1},"registrationId":«_reg»,"advSecretKey":"«e»","processedHistoryMessages":[],"nextPreKeyId":31,"firstUnuploadedPreKeyId":31,"accountSyncCounter":1,
`, V{"a": g.b64(32), "_p1": g.b64(32), "b": g.b64(32), "_p2": g.b64(32), "c": g.b64(32), "_p3": g.b64(32), "d": g.b64(32), "_p4": g.b64(32), "_sig": g.b64(64), "_reg": g.digits(4), "e": g.b64(32)}, "auth_info_baileys/creds.json", "pairingEphemeralKeyPair")

	g.botsAdd("bots/wa-on-prem-users-login", `
$ curl -sk -u admin:'«a»' -X POST https://wa-api.acme.internal:9090/v1/users/login
{
    "users": [
        {
            "token": "«b»",
            "expires_after": "2024-06-21 13:20:44+00:00"
        }
    ],
    "meta": {
        "version": "v2.51.2",
        "api_status": "stable"
    }
}
`, V{"a": g.pwStrong(), "b": g.jwt("HS256", fmt.Sprintf(`{"user":"admin","iat":%s,"exp":%s,"wa:rand":%d,"iss":"WhatsApp"}`, g.botsTs(), g.botsTs(), g.r.IntN(1e9)))}, "https://wa-api.acme.internal:9090/v1/users/login", "v2.51.2")

	g.botsAdd("bots/wa-360dialog-api-key-curl", `
$ curl -s https://waba-v2.360dialog.io/messages \
    -H 'D360-API-KEY: «a»' \
    -H 'Content-Type: application/json' \
    -d '{"messaging_product":"whatsapp","recipient_type":"individual","to":"4917612345678","type":"template","template":{"name":"order_shipped","language":{"code":"de"}}}'
{"messaging_product":"whatsapp","contacts":[{"input":"4917612345678","wa_id":"4917612345678"}],"messages":[{"id":"wamid.«_wamid»"}]}
`, V{"a": g.an(32), "_wamid": "HBgN" + g.b64(42)}, "https://waba-v2.360dialog.io/messages", "order_shipped")

	g.botsAdd("bots/wa-system-user-token-dialog", `
Business settings › Users › System users › wa-prod-sender

Generate token
  App: Acme Notifications («_app»)
  Token expiration: Never
  Permissions: whatsapp_business_messaging, whatsapp_business_management

Access token
«a»
Copy this token and store it somewhere safe. We won't show it again.
                                                                  [Done]
`, V{"_app": g.digits(16), "a": g.botsMetaTok()}, "whatsapp_business_messaging, whatsapp_business_management", "wa-prod-sender")

	g.botsAdd("bots/msgr-express-page-bot", `
'use strict';
const express = require('express');
const request = require('request');

const PAGE_ACCESS_TOKEN = '«a»';
const VERIFY_TOKEN = '«b»';
const app = express().use(express.json());

app.get('/webhook', (req, res) => {
  if (req.query['hub.mode'] === 'subscribe' && req.query['hub.verify_token'] === VERIFY_TOKEN) {
    return res.status(200).send(req.query['hub.challenge']);
  }
  res.sendStatus(403);
});

function callSendAPI(senderPsid, response) {
  request({
    uri: 'https://graph.facebook.com/v19.0/me/messages',
    qs: { access_token: PAGE_ACCESS_TOKEN },
    method: 'POST',
    json: { recipient: { id: senderPsid }, message: response },
  });
}

app.listen(process.env.PORT || 1337, () => console.log('webhook is listening'));
`, V{"a": g.botsMetaTok(), "b": g.an(20)}, "https://graph.facebook.com/v19.0/me/messages", "webhook is listening")

	g.botsAdd("bots/msgr-subscribed-apps-curl", `
$ curl -i -X POST "https://graph.facebook.com/v19.0/«_page»/subscribed_apps?subscribed_fields=messages,messaging_postbacks&access_token=«a»"
HTTP/2 200
content-type: application/json; charset=UTF-8
x-fb-trace-id: «_trace»
x-fb-rev: 1014025517

{"success":true}
`, V{"_page": g.digits(15), "a": g.botsMetaTok(), "_trace": g.an(11)}, "subscribed_fields=messages,messaging_postbacks")

	g.botsAdd("bots/ig-messaging-env", `
# instagram DM auto-reply
IG_USER_ID=«_ig»
IG_ACCESS_TOKEN=IGQW«a»
FB_APP_ID=«_app»
FB_APP_SECRET=«b»
WEBHOOK_VERIFY_TOKEN=«c»
`, V{"_ig": g.digits(17), "a": "R" + g.b64u(210), "_app": g.digits(16), "b": g.hex(32), "c": g.an(16)}, "instagram DM auto-reply")

	g.botsAdd("bots/wa-graph-request-appsecret-proof-log", `
DEBUG:urllib3.connectionpool:https://graph.facebook.com:443 "GET /v19.0/«_waba»/message_templates?fields=name,status,language&limit=50&access_token=«a»&appsecret_proof=«_proof» HTTP/1.1" 200 4821
INFO:templates:synced 37 templates for WABA «_waba»
`, V{"_waba": g.digits(15), "a": g.botsMetaTok(), "_proof": g.hex(64)}, "synced 37 templates for WABA")

	g.botsAdd("bots/wa-cloud-api-webhook-env-python", `
# whatsapp-bot/.env
WHATSAPP_TOKEN=«a»
PHONE_NUMBER_ID=«_pnid»
WABA_ID=«_waba»
APP_SECRET=«b»
VERIFY_TOKEN=«c»
OPENAI_API_KEY=«d»
`, V{"a": g.botsMetaTok(), "_pnid": g.digits(15), "_waba": g.digits(15), "b": g.hex(32), "c": g.pwURL(), "d": g.openai()}, "whatsapp-bot/.env")
}

// ---- SMS and voice bots ----

func (g *G) botsSMS() {
	g.botsAdd("bots/sms-twilio-flask-twiml", `
from flask import Flask, request
from twilio.rest import Client
from twilio.request_validator import RequestValidator
from twilio.twiml.messaging_response import MessagingResponse

ACCOUNT_SID = "«_sid»"
AUTH_TOKEN = "«a»"

app = Flask(__name__)
client = Client(ACCOUNT_SID, AUTH_TOKEN)
validator = RequestValidator(AUTH_TOKEN)


@app.route("/sms", methods=["POST"])
def sms_reply():
    if not validator.validate(request.url, request.form, request.headers.get("X-Twilio-Signature", "")):
        return "forbidden", 403
    resp = MessagingResponse()
    resp.message("Thanks! Reply STOP to unsubscribe.")
    return str(resp)
`, V{"_sid": g.twilioSID(), "a": g.hex(32)}, "MessagingResponse", "Reply STOP to unsubscribe.")

	g.botsAdd("bots/sms-twilio-cli-shell-history", `
  501  export TWILIO_ACCOUNT_SID=«_sid»
  502  export TWILIO_AUTH_TOKEN=«a»
  503  twilio phone-numbers:update +14155550123 --sms-url https://sms-bot.acme.dev/sms
  504  twilio api:core:messages:create --from +14155550123 --to +14155550199 --body "test from cli"
  505  twilio api:core:messages:list --limit 3 -o json | jq '.[].status'
`, V{"_sid": g.twilioSID(), "a": g.hex(32)}, "https://sms-bot.acme.dev/sms", "twilio api:core:messages:list")

	g.botsAdd("bots/sms-twilio-serverless-env-deploy", `
$ cat .env
ACCOUNT_SID=«_sid»
AUTH_TOKEN=«a»
OPENAI_API_KEY=«b»
$ twilio serverless:deploy
Deploying functions & assets to the Twilio Runtime

Username        «_sid»
Password        «_mask»
Service SID     ZS«_zs»
Environment     dev
Root Directory  /home/ana/sms-gpt

✔ Serverless project successfully deployed

Deployment Details
Domain: sms-gpt-1482-dev.twil.io
Service:
   sms-gpt (ZS«_zs»)
Functions:
   https://sms-gpt-1482-dev.twil.io/reply
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "b": g.openai(), "_mask": g.hex(4) + "****************************", "_zs": g.hex(32)}, "sms-gpt-1482-dev.twil.io", "Serverless project successfully deployed")

	g.botsAdd("bots/sms-twilio-go-api-key", `
package sms

import (
	"github.com/twilio/twilio-go"
	openapi "github.com/twilio/twilio-go/rest/api/v2010"
)

func newClient() *twilio.RestClient {
	return twilio.NewRestClientWithParams(twilio.ClientParams{
		Username:   "SK«_sk»",
		Password:   "«a»",
		AccountSid: "«_sid»",
	})
}

func Send(to, body string) error {
	params := &openapi.CreateMessageParams{}
	params.SetTo(to)
	params.SetMessagingServiceSid("MG«_mg»")
	params.SetBody(body)
	_, err := newClient().Api.CreateMessage(params)
	return err
}
`, V{"_sk": g.hex(32), "a": g.an(32), "_sid": g.twilioSID(), "_mg": g.hex(32)}, "github.com/twilio/twilio-go", "SetMessagingServiceSid")

	g.botsAdd("bots/sms-vonage-node-sdk", `
const { Vonage } = require('@vonage/server-sdk');

const vonage = new Vonage({
  apiKey: '«=key»',
  apiSecret: '«a»',
  applicationId: '«_app»',
  privateKey: './private.key',
});

vonage.sms.send({ to: '447700900000', from: 'AcmeAlerts', text: 'Your code is 492817' })
  .then((resp) => console.log('Message sent successfully', resp.messages[0]['message-id']))
  .catch((err) => console.error('There was an error sending the messages.', err));
`, V{"=key": g.hex(8), "a": g.an(16), "_app": g.uuid()}, "@vonage/server-sdk", "AcmeAlerts")

	k := g.pkcs8RSAPEM()
	g.botsAdd("bots/sms-vonage-app-create-private-key", `
$ vonage apps create "Acme SMS Bot" --messages_inbound_url=https://sms.acme.dev/inbound --messages_status_url=https://sms.acme.dev/status
Creating Application... done
Application created: «_app»
Private key saved: /home/ana/acme-sms/private.key
$ cat private.key
«a»
`, V{"_app": g.uuid(), "a": k.block()}, "Acme SMS Bot", "https://sms.acme.dev/inbound")

	g.botsAdd("bots/sms-vonage-signature-secret-env", `
VONAGE_API_KEY=«=key»
VONAGE_API_SECRET=«a»
VONAGE_APPLICATION_ID=«_app»
VONAGE_PRIVATE_KEY_PATH=./private.key
VONAGE_SIGNATURE_SECRET=«b»
VONAGE_SIGNATURE_METHOD=sha256
VONAGE_FROM_NUMBER=447700900123
`, V{"=key": g.hex(8), "a": g.an(16), "_app": g.uuid(), "b": g.an(40)}, "VONAGE_SIGNATURE_METHOD=sha256", "VONAGE_PRIVATE_KEY_PATH=./private.key")

	g.botsAdd("bots/sms-messagebird-python", `
import messagebird

client = messagebird.Client('«a»')

try:
    msg = client.message_create('AcmeShop', '+31612345678', 'Je bestelling is onderweg 🚚', {'reference': 'order-58211'})
    print(msg.id, msg.recipients['items'][0].status)
except messagebird.client.ErrorException as e:
    for error in e.errors:
        print(error)
`, V{"a": g.an(25)}, "messagebird.client.ErrorException", "order-58211")

	g.botsAdd("bots/sms-plivo-env-and-client", `
# .env
PLIVO_AUTH_ID=MA«_id»
PLIVO_AUTH_TOKEN=«a»
PLIVO_SRC_NUMBER=+14155550147

# sms.py
client = plivo.RestClient(os.environ["PLIVO_AUTH_ID"], os.environ["PLIVO_AUTH_TOKEN"])
resp = client.messages.create(src=os.environ["PLIVO_SRC_NUMBER"], dst="+14155550188", text="Your appointment is confirmed")
print(resp.message_uuid)  # ['«_uuid»']
`, V{"_id": g.s(alUpNum, 18), "a": g.an(40), "_uuid": g.uuid()}, "Your appointment is confirmed", "plivo.RestClient")

	g.botsAdd("bots/sms-telnyx-api-key-and-public-key", `
TELNYX_API_KEY=KEY«a»
TELNYX_PUBLIC_KEY=«_pub»
TELNYX_MESSAGING_PROFILE_ID=«_prof»
`, V{"a": g.s(alHexU, 32) + "_" + g.an(22), "_pub": g.b64(32), "_prof": g.uuid()}, "TELNYX_MESSAGING_PROFILE_ID")

	g.botsAdd("bots/sms-sinch-batches-curl", `
$ curl -s -X POST "https://eu.sms.api.sinch.com/xms/v1/«_plan»/batches" \
    -H "Authorization: Bearer «a»" \
    -H "Content-Type: application/json" \
    -d '{"from":"AcmeBank","to":["46701234567"],"body":"Your login code: 318204"}'
{"id":"«_batch»","to":["46701234567"],"from":"AcmeBank","canceled":false,"body":"Your login code: 318204","type":"mt_text","created_at":"2024-06-14T13:41:08.212Z","delivery_report":"none","expire_at":"2024-06-17T13:41:08.212Z","flash_message":false}
`, V{"_plan": g.hex(32), "a": g.hex(32), "_batch": g.s(alUpNum, 26)}, "https://eu.sms.api.sinch.com/xms/v1/", "mt_text")

	g.botsAdd("bots/sms-africastalking-ussd-bot", `
import africastalking

username = "acme-ussd"
api_key = "atsk_«a»"
africastalking.initialize(username, api_key)
sms = africastalking.SMS

response = sms.send("Habari! Salio lako ni KES 1,240.", ["+254711XXXYYY"], sender_id="ACME")
print(response["SMSMessageData"]["Message"])
`, V{"a": g.hex(96)}, "acme-ussd", "SMSMessageData")

	g.botsAdd("bots/sms-bandwidth-env", `
BW_ACCOUNT_ID=«_acct»
BW_USERNAME=api-sms-bot@acme.io
BW_PASSWORD=«a»
BW_MESSAGING_APPLICATION_ID=«_app»
BW_NUMBER=+19195550142
BASE_CALLBACK_URL=https://sms-bot.acme.io/callbacks
`, V{"_acct": g.digits(7), "a": g.pw(), "_app": g.uuid()}, "api-sms-bot@acme.io", "https://sms-bot.acme.io/callbacks")

	g.botsAdd("bots/sms-twilio-webhook-request-benign", `
2024-06-14T13:52:10.041Z INFO  POST /sms 200 (12 ms)
  X-Twilio-Signature: «_sig»
  I-Twilio-Idempotency-Token: «_idem»
  body: ToCountry=US&SmsMessageSid=SM«_sm»&NumMedia=0&SmsSid=SM«_sm»&SmsStatus=received&Body=STATUS&To=%2B14155550123&MessagingServiceSid=MG«_mg»&NumSegments=1&MessageSid=SM«_sm»&AccountSid=«_ac»&From=%2B14155550199&ApiVersion=2010-04-01
`, V{"_sig": g.b64(20), "_idem": g.uuid(), "_sm": g.hex(32), "_mg": g.hex(32), "_ac": g.twilioSID()}, "ApiVersion=2010-04-01")
}

// ---- LINE, Viber, Kakao, Wechaty, Threema, VK, Google Chat ----

func (g *G) botsAsia() {
	g.botsAdd("bots/line-go-sdk-webhook", `
package main

import (
	"log"
	"net/http"

	"github.com/line/line-bot-sdk-go/v8/linebot/messaging_api"
	"github.com/line/line-bot-sdk-go/v8/linebot/webhook"
)

const (
	channelSecret = "«a»"
	channelToken  = "«b»"
)

func main() {
	bot, err := messaging_api.NewMessagingApiAPI(channelToken)
	if err != nil {
		log.Fatal(err)
	}
	http.HandleFunc("/callback", func(w http.ResponseWriter, req *http.Request) {
		cb, err := webhook.ParseRequest(channelSecret, req)
		if err != nil {
			log.Printf("Cannot parse request: %+v\n", err)
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		_ = cb
		_ = bot
	})
	log.Fatal(http.ListenAndServe(":5000", nil))
}
`, V{"a": g.hex(32), "b": g.botsLineTok()}, "github.com/line/line-bot-sdk-go/v8/linebot/webhook", "Cannot parse request")

	g.botsAdd("bots/line-spring-application-properties", `
# src/main/resources/application.properties
server.port=8080
line.bot.channel-token=«a»
line.bot.channel-secret=«b»
line.bot.handler.path=/callback
spring.datasource.url=jdbc:mysql://mysql-line.internal:3306/linebot?useSSL=true
spring.datasource.username=linebot
spring.datasource.password=«c»
`, V{"a": g.botsLineTok(), "b": g.hex(32), "c": g.pwStrong()}, "line.bot.handler.path=/callback", "jdbc:mysql://mysql-line.internal:3306/linebot?useSSL=true")

	g.botsAdd("bots/line-login-liff-env", `
NEXT_PUBLIC_LIFF_ID=«_liff»
LINE_LOGIN_CHANNEL_ID=«_cid»
LINE_LOGIN_CHANNEL_SECRET=«a»
LINE_MESSAGING_CHANNEL_ACCESS_TOKEN=«b»
LINE_OFFICIAL_ACCOUNT=@«_oa»
`, V{"_liff": g.digits(10) + "-" + g.an(8), "_cid": g.digits(10), "a": g.hex(32), "b": g.botsLineTok(), "_oa": g.s(alLowNum, 8)}, "NEXT_PUBLIC_LIFF_ID")

	g.botsAdd("bots/line-v21-assertion-private-jwk", `
$ cat line-assertion-private.jwk.json
{
  "alg": "RS256",
  "d": "«a»",
  "dp": "«b»",
  "dq": "«c»",
  "e": "AQAB",
  "ext": true,
  "key_ops": ["sign"],
  "kty": "RSA",
  "n": "«_n»",
  "p": "«d»",
  "q": "«e»",
  "qi": "«f»"
}
# kid returned by the console after registering the public key: «_kid»
`, V{"a": g.b64u(342), "b": g.b64u(171), "c": g.b64u(171), "_n": g.b64u(342), "d": g.b64u(171), "e": g.b64u(171), "f": g.b64u(171), "_kid": g.uuid()}, "line-assertion-private.jwk.json")

	g.botsAdd("bots/viber-python-bot-configuration", `
from viberbot import Api
from viberbot.api.bot_configuration import BotConfiguration

bot_configuration = BotConfiguration(
    name='AcmeDelivery',
    avatar='https://cdn.acme-delivery.com/bot/avatar.jpg',
    auth_token='«a»'
)
viber = Api(bot_configuration)

# viber.set_webhook('https://viber.acme-delivery.com/incoming')
`, V{"a": g.botsViber()}, "viberbot.api.bot_configuration", "https://viber.acme-delivery.com/incoming")

	g.botsAdd("bots/viber-get-account-info-curl", `
$ curl -s -X POST https://chatapi.viber.com/pa/get_account_info -H "X-Viber-Auth-Token: «a»" -d '{}' | jq '{status, id, name, uri, webhook, subscribers_count}'
{
  "status": 0,
  "id": "pa:«_pa»",
  "name": "Acme Delivery",
  "uri": "acmedelivery",
  "webhook": "https://viber.acme-delivery.com/incoming",
  "subscribers_count": 1843
}
`, V{"a": g.botsViber(), "_pa": g.digits(19)}, "https://chatapi.viber.com/pa/get_account_info")

	g.botsAdd("bots/kakao-admin-key-curl", `
$ curl -v -X POST "https://kapi.kakao.com/v1/api/talk/channels/multi" \
    -H "Authorization: KakaoAK «a»" \
    -d "target_id_type=user_id" -d "target_ids=[«_u1»,«_u2»]"
> POST /v1/api/talk/channels/multi HTTP/2
> Host: kapi.kakao.com
> Authorization: KakaoAK «a»
< HTTP/2 200
{"channels":[{"user_id":«_u1»,"channels":[{"channel_uuid":"@acmeshop","channel_public_id":"_xcLqmC","relation":"ADDED"}]}]}
`, V{"a": g.hex(32), "_u1": g.digits(10), "_u2": g.digits(10)}, "channel_public_id", "https://kapi.kakao.com/v1/api/talk/channels/multi")

	g.botsAdd("bots/wechaty-puppet-service-token", `
$ cat .env
WECHATY_PUPPET=wechaty-puppet-service
WECHATY_PUPPET_SERVICE_TOKEN=puppet_padlocal_«a»
WECHATY_LOG=verbose
$ npm start
10:02:44 INFO Wechaty <wechaty-puppet-service>(ding-dong-bot) start() v1.20.2 is starting...
10:02:45 VERB PuppetService start() token: "puppet_padlocal_«a»"
10:02:47 INFO StarterBot Contact<AcmeHelper> login
`, V{"a": g.hex(32)}, "ding-dong-bot", "Contact<AcmeHelper> login")

	g.botsAdd("bots/threema-gateway-e2e-config", `
# threema-gateway.ini — msgapi-sdk-python
[gateway]
identity = *ACMEBOT
secret = «a»
private_key = private:«b»
public_key = public:«_pub»
callback_url = https://threema.acme.ch/callback
`, V{"a": g.an(16), "b": g.hex(64), "_pub": g.hex(64)}, "*ACMEBOT", "https://threema.acme.ch/callback")

	g.botsAdd("bots/vk-bot-longpoll-group-token", `
import vk_api
from vk_api.bot_longpoll import VkBotLongPoll, VkBotEventType

GROUP_ID = «_gid»
TOKEN = "vk1.a.«a»"

vk_session = vk_api.VkApi(token=TOKEN)
longpoll = VkBotLongPoll(vk_session, GROUP_ID)

for event in longpoll.listen():
    if event.type == VkBotEventType.MESSAGE_NEW and event.from_user:
        vk_session.method("messages.send", {"peer_id": event.obj.message["peer_id"], "message": "Привет!", "random_id": 0})
`, V{"_gid": g.digits(9), "a": g.b64u(210)}, "VkBotEventType.MESSAGE_NEW", "messages.send")

	k := g.pkcs8RSAPEM()
	g.botsAdd("bots/gchat-bot-service-account-json", `
$ cat chat-bot-sa.json
{
  "type": "service_account",
  "project_id": "acme-chat-bots",
  "private_key_id": "«=kid»",
  "private_key": "«a»\n",
  "client_email": "standup-bot@acme-chat-bots.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "universe_domain": "googleapis.com"
}
`, V{"=kid": g.hex(40), "a": jsonEsc(k.block()), "_cid": g.digits(21)}, "standup-bot@acme-chat-bots.iam.gserviceaccount.com")
}

// ---- Matrix ----

func (g *G) botsMatrix() {
	g.botsAdd("bots/mx-matrix-bot-sdk-ts", `
import { AutojoinRoomsMixin, MatrixClient, SimpleFsStorageProvider, RustSdkCryptoStorageProvider } from "matrix-bot-sdk";

const homeserverUrl = "https://matrix.acme.chat";
const accessToken = "«a»";
const storage = new SimpleFsStorageProvider("bot.json");
const crypto = new RustSdkCryptoStorageProvider("./crypto");

const client = new MatrixClient(homeserverUrl, accessToken, storage, crypto);
AutojoinRoomsMixin.setupOnClient(client);
client.on("room.message", (roomId: string, event: any) => {
  if (event.content?.body === "!ping") client.replyNotice(roomId, event, "pong");
});
client.start().then(() => console.log("Bot started!"));
`, V{"a": g.botsSyt("deploybot")}, "matrix-bot-sdk", "https://matrix.acme.chat")

	g.botsAdd("bots/mx-matrix-commander-credentials-json", `
$ cat ~/.config/matrix-commander/credentials.json
{"homeserver": "https://matrix.org", "device_id": "«_dev»", "user_id": "@acme-backups:matrix.org", "room_id": "!«_room»:matrix.org", "access_token": "«a»"}
$ matrix-commander -m "backup finished: 212 GB, 0 errors"
`, V{"_dev": g.s(alUpper, 10), "_room": g.an(18), "a": g.botsSyt("acme-backups")}, "@acme-backups:matrix.org", "backup finished: 212 GB, 0 errors")

	g.botsAdd("bots/mx-draupnir-config-yaml", `
# config/production.yaml
homeserverUrl: "https://matrix.acme.chat"
rawHomeserverUrl: "https://matrix.acme.chat"
accessToken: "«a»"
pantalaimon:
  use: false
  username: draupnir
  password: "«b»"
dataPath: "/data/storage"
managementRoom: "!«_room»:acme.chat"
protectedRooms:
  - "https://matrix.to/#/#general:acme.chat"
  - "https://matrix.to/#/#dev:acme.chat"
`, V{"a": g.botsSyt("draupnir"), "b": g.pw(), "_room": g.an(18)}, "https://matrix.to/#/#general:acme.chat")

	g.botsAdd("bots/mx-simplematrixbotlib-creds", `
import simplematrixbotlib as botlib

creds = botlib.Creds("https://matrix.acme.chat", "echobot", "«a»")
bot = botlib.Bot(creds)
PREFIX = "!"


@bot.listener.on_message_event
async def echo(room, message):
    match = botlib.MessageMatch(room, message, bot, PREFIX)
    if match.is_not_from_this_bot() and match.prefix() and match.command("echo"):
        await bot.api.send_text_message(room.room_id, " ".join(arg for arg in match.args()))

bot.run()
`, V{"a": g.pw()}, "simplematrixbotlib", "on_message_event")

	g.botsAdd("bots/mx-mautrix-telegram-config", `
homeserver:
    address: http://synapse:8008
    domain: acme.chat
appservice:
    address: http://mautrix-telegram:29317
    id: telegram
    bot_username: telegrambot
    as_token: "«a»"
    hs_token: "«b»"
bridge:
    permissions:
        "acme.chat": full
        "@admin:acme.chat": admin
telegram:
    api_id: «_id»
    api_hash: «c»
    bot_token: «d»
`, V{"a": g.an(64), "b": g.an(64), "_id": g.digits(8), "c": g.hex(32), "d": g.botsTg()}, "http://mautrix-telegram:29317", "\"@admin:acme.chat\": admin")

	g.botsAdd("bots/mx-conduit-toml", `
[global]
server_name = "chat.acme.dev"
database_backend = "rocksdb"
database_path = "/var/lib/matrix-conduit/"
port = 6167
max_request_size = 20_000_000
allow_registration = true
registration_token = "«a»"
allow_federation = true
trusted_servers = ["matrix.org"]
turn_uris = ["turn:turn.acme.dev?transport=udp", "turn:turn.acme.dev?transport=tcp"]
turn_secret = "«b»"
address = "127.0.0.1"
`, V{"a": g.an(32), "b": g.hex(64)}, "/var/lib/matrix-conduit/", "turn:turn.acme.dev?transport=udp")

	g.botsAdd("bots/mx-shared-secret-register-script", `
#!/usr/bin/env bash
# register-bot.sh — create the alerts bot user via the shared-secret admin API
HS=https://matrix.acme.chat
SHARED_SECRET='«a»'
NONCE=$(curl -s $HS/_synapse/admin/v1/register | jq -r .nonce)
MAC=$(printf '%s\0%s\0%s\0%s' "$NONCE" alertbot "«b»" notadmin | openssl dgst -sha1 -hmac "$SHARED_SECRET" | awk '{print $2}')
curl -s -X POST $HS/_synapse/admin/v1/register -d "{\"nonce\":\"$NONCE\",\"username\":\"alertbot\",\"password\":\"«b»\",\"admin\":false,\"mac\":\"$MAC\"}"

$ ./register-bot.sh
{"user_id":"@alertbot:acme.chat","home_server":"acme.chat","access_token":"«c»","device_id":"«_dev»"}
`, V{"a": g.s(alAlnum+"~=.,:;^_-", 50), "b": g.pwURL(), "c": g.botsSyt("alertbot"), "_dev": g.s(alUpper, 10)}, "/_synapse/admin/v1/register", "@alertbot:acme.chat")

	g.botsAdd("bots/mx-maubot-standalone-config", `
# maubot standalone mode: config.yaml
user:
    credentials:
        id: "@reminder:acme.chat"
        homeserver: https://matrix.acme.chat
        access_token: «a»
        device_id: «_dev»
    sync: true
    autojoin: true
database: postgres://maubot:«b»@postgres/reminder
server:
    hostname: 0.0.0.0
    port: 8080
    public_url: https://maubot.acme.chat
plugin_config:
    default_timezone: Europe/Berlin
`, V{"a": g.botsSyt("reminder"), "_dev": g.s(alUpper, 10), "b": g.pwURL()}, "maubot standalone mode", "https://maubot.acme.chat")

	g.botsAdd("bots/mx-reminder-bot-config-yaml", `
# matrix-reminder-bot config.yaml
matrix:
  user_id: "@remindme:acme.chat"
  user_password: "«a»"
  # user_token: ""
  url: https://matrix.acme.chat
  device_id: REMINDER01
  device_name: matrix-reminder-bot
storage:
  database: "postgres://reminder:«b»@localhost/reminder?sslmode=disable"
  store_path: "./store"
reminders:
  timezone: "Europe/Berlin"
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "matrix-reminder-bot", "@remindme:acme.chat")

	mac := "location acme.chat\nidentifier key\ncid gen = 1\ncid user_id = @ops-bot:acme.chat\ncid type = access\ncid nonce = " + g.b64u(16) + "\nsignature " + string(g.bytes(32))
	g.botsAdd("bots/mx-old-macaroon-token-riot", `
old note from 2019 (ops wiki, "Matrix bots"):
  homeserver: https://acme.chat
  bot user: @ops-bot:acme.chat
  token (from Riot > Settings > Help & About > Access Token): «a»
  TODO: move to vault
`, V{"a": base64.StdEncoding.EncodeToString([]byte(mac))}, "@ops-bot:acme.chat", "Riot > Settings > Help & About > Access Token")

	g.botsAdd("bots/mx-curl-send-message-bearer", `
$ TXN=$(date +%s%N)
$ curl -s -X PUT "https://matrix.acme.chat/_matrix/client/v3/rooms/%21«_room»%3Aacme.chat/send/m.room.message/$TXN" \
    -H "Authorization: Bearer «a»" \
    -H 'Content-Type: application/json' \
    -d '{"msgtype":"m.notice","body":"CI: main is green ✅"}'
{"event_id":"$«_ev»"}
`, V{"_room": g.an(18), "a": g.botsSyt("ci-bot"), "_ev": g.b64u(43)}, "CI: main is green", "_matrix/client/v3/rooms/")
}

// ---- Mattermost, Rocket.Chat, Zulip ----

func (g *G) botsTeamChat() {
	g.botsAdd("bots/mm-go-bot-env", `
# mattermost-bot-sample-golang/.env
MM_SERVER_URL=https://mm.acme.dev
MM_TEAM=engineering
MM_CHANNEL=town-square
MM_BOT_USERNAME=deploybot
MM_BOT_TOKEN=«a»
MM_BOT_USER_ID=«_uid»
`, V{"a": g.botsMM(), "_uid": g.botsMM()}, "mattermost-bot-sample-golang/.env", "MM_CHANNEL=town-square")

	g.botsAdd("bots/mm-mmpy-bot-settings", `
from mmpy_bot import Bot, Settings

from plugins.deploy import DeployPlugin

bot = Bot(
    settings=Settings(
        MATTERMOST_URL="https://mm.acme.dev",
        MATTERMOST_PORT=443,
        BOT_TOKEN="«a»",
        BOT_TEAM="engineering",
        SSL_VERIFY=True,
    ),
    plugins=[DeployPlugin()],
)
bot.run()
`, V{"a": g.botsMM()}, "mmpy_bot", "DeployPlugin")

	g.botsAdd("bots/mm-outgoing-webhook-flask", `
OUTGOING_TOKEN = "«a»"


@app.post("/mm/outgoing")
def outgoing():
    form = request.form
    app.logger.debug("outgoing: %s", dict(form))
    if form.get("token") != OUTGOING_TOKEN:
        abort(403)
    return {"text": f"ack {form['trigger_word']}", "response_type": "comment"}

DEBUG in app: outgoing: {'token': '«a»', 'team_id': '«_team»', 'team_domain': 'engineering', 'channel_id': '«_ch»', 'channel_name': 'deploys', 'timestamp': '1718371202641', 'user_id': '«_user»', 'user_name': 'jo', 'post_id': '«_post»', 'text': '#deploy api@2.8.0', 'trigger_word': '#deploy', 'file_ids': ''}
`, V{"a": g.botsMM(), "_team": g.botsMM(), "_ch": g.botsMM(), "_user": g.botsMM(), "_post": g.botsMM()}, "#deploy api@2.8.0", "trigger_word")

	g.botsAdd("bots/mm-mmctl-auth-login-token", `
$ mmctl auth login https://mm.acme.dev --name prod --username sysadmin --access-token «a»

  credentials for "prod": "sysadmin@https://mm.acme.dev" stored

$ mmctl auth list

    | Active |        Name | Username |              InstanceUrl |
    |--------|-------------|----------|--------------------------|
    |      * |        prod | sysadmin |      https://mm.acme.dev |
`, V{"a": g.botsMM()}, "credentials for \"prod\"")

	g.botsAdd("bots/rc-bot-sdk-env", `
# .env — Rocket.Chat JS SDK bot
ROCKETCHAT_URL=chat.acme-support.com
ROCKETCHAT_USER=helpbot
ROCKETCHAT_PASSWORD=«a»
ROCKETCHAT_USE_SSL=true
ROCKETCHAT_ROOM=GENERAL
LISTEN_ON_ALL_PUBLIC=true
RESPOND_TO_DM=true
`, V{"a": g.pw()}, "chat.acme-support.com", "ROCKETCHAT_USER=helpbot")

	g.botsAdd("bots/rc-apps-deploy-cli", `
$ rc-apps deploy --url https://chat.acme-support.com --username admin --password '«a»' --update
 Packaging your app... ⣾
 Packaging your app... done!
 Updating your app... done!
 app «_app» (Jira Linker v1.3.0) updated
`, V{"a": g.pwStrong(), "_app": g.uuid()}, "Jira Linker v1.3.0", "Packaging your app... done!")

	g.botsAdd("bots/rc-ddp-websocket-resume-login", `
WS ▶ {"msg":"connect","version":"1","support":["1","pre2","pre1"]}
WS ◀ {"msg":"connected","session":"«_sess»"}
WS ▶ {"msg":"method","method":"login","id":"42","params":[{"resume":"«a»"}]}
WS ◀ {"msg":"result","id":"42","result":{"id":"«_uid»","token":"«a»","tokenExpires":{"$date":1726147200000},"type":"resume"}}
WS ▶ {"msg":"sub","id":"43","name":"stream-room-messages","params":["«_rid»",false]}
`, V{"_sess": g.an(17), "a": g.b64u(43), "_uid": g.an(17), "_rid": g.an(17)}, "stream-room-messages")

	g.botsAdd("bots/rc-rest-personal-token-headers", `
$ curl -s -H "X-Auth-Token: «a»" -H "X-User-Id: «_uid»" \
    "https://chat.acme-support.com/api/v1/channels.history?roomName=support&count=2" | jq '.messages[] | {_id, u: .u.username, msg}'
{
  "_id": "«_m1»",
  "u": "helpbot",
  "msg": "Ticket #4821 assigned to @lena"
}
`, V{"a": g.b64u(43), "_uid": g.an(17), "_m1": g.an(17)}, "Ticket #4821 assigned to @lena")

	g.botsAdd("bots/zulip-incoming-webhook-github-url", `
GitHub › acme/api › Settings › Webhooks › Edit
Payload URL *   https://acme.zulipchat.com/api/v1/external/github?api_key=«a»&stream=deploys&topic=api
Content type    application/json
Secret          ••••••••
SSL verification  ● Enable SSL verification
Which events would you like to trigger this webhook?  ○ Just the push event ● Send me everything
Recent Deliveries  ✔ «_guid»  2024-06-14 14:11:52
`, V{"a": g.an(32), "_guid": g.uuid()}, "https://acme.zulipchat.com/api/v1/external/github")

	g.botsAdd("bots/zulip-run-bot-giphy-conf", `
$ cat giphy.conf
[giphy]
key=«a»
$ cat ~/zuliprc-giphy
[api]
email=giphy-bot@acme.zulipchat.com
key=«b»
site=https://acme.zulipchat.com
$ zulip-run-bot giphy --config-file ~/zuliprc-giphy --bot-config-file giphy.conf
INFO:root:starting message handling...
`, V{"a": g.an(32), "b": g.an(32)}, "giphy-bot@acme.zulipchat.com", "starting message handling...")

	g.botsAdd("bots/zulip-js-client", `
const zulipInit = require("zulip-js");

(async () => {
  const config = {
    username: "release-bot@acme.zulipchat.com",
    apiKey: "«a»",
    realm: "https://acme.zulipchat.com",
  };
  const client = await zulipInit(config);
  await client.messages.send({ type: "stream", to: "releases", topic: "web", content: "web v4.2.0 is live :rocket:" });
})();
`, V{"a": g.an(32)}, "release-bot@acme.zulipchat.com", "web v4.2.0 is live")

	g.botsAdd("bots/zulip-botserverrc", `
$ cat botserverrc
[helloworld]
email=helloworld-bot@acme.zulipchat.com
key=«a»
site=https://acme.zulipchat.com
token=«b»

[followup]
email=followup-bot@acme.zulipchat.com
key=«c»
site=https://acme.zulipchat.com
token=«d»
$ zulip-botserver --config-file botserverrc --hostname 0.0.0.0 --port 5002
 * Running on http://0.0.0.0:5002
`, V{"a": g.an(32), "b": g.an(32), "c": g.an(32), "d": g.an(32)}, "helloworld-bot@acme.zulipchat.com", "followup-bot@acme.zulipchat.com")
}

// ---- IRC, XMPP, Signal, Keybase ----

func (g *G) botsIRC() {
	g.botsAdd("bots/irc-limnoria-conf", `
###
# Determines what password will be used on libera. Yes, we know that
# technically passwords are server-specific and not network-specific,
# but this is the best we can do right now.
#
# Default value:
###
supybot.networks.libera.password: «a»
supybot.networks.libera.servers: irc.libera.chat:6697
supybot.networks.libera.ssl: True
supybot.networks.libera.sasl.username: acme-infobot
supybot.networks.libera.sasl.password: «b»
supybot.networks.libera.sasl.mechanisms: ecdsa-nist256p-challenge external plain
supybot.networks.libera.channels: #acme #acme-dev
`, V{"a": g.pwURL(), "b": g.pw()}, "supybot.networks.libera.sasl.username: acme-infobot", "irc.libera.chat:6697")

	g.botsAdd("bots/irc-sopel-default-cfg", `
[core]
nick = AcmeSopel
host = irc.libera.chat
use_ssl = true
port = 6697
owner = kmoreno
channels =
    "#acme-ops"
    "#acme-dev"
auth_method = sasl
auth_username = AcmeSopel
auth_password = «a»
enable = admin,help,reload,url,tell

[url]
exclude = https?://(www\.)?youtube\.com
`, V{"a": g.pwStrong()}, "AcmeSopel", "#acme-ops")

	g.botsAdd("bots/irc-weechat-sasl-commands", `
/server add libera irc.libera.chat/6697 -tls
/set irc.server.libera.sasl_mechanism plain
/set irc.server.libera.sasl_username "relaybot"
/set irc.server.libera.sasl_password "«a»"
/set irc.server.libera.autojoin "#acme,#acme-bots"
/connect libera
14:20:31 -- | irc: connecting to server irc.libera.chat/6697 (TLS)...
14:20:32 -- | irc: connected to irc.libera.chat/6697 (10.3.0.1)
14:20:32 -- | irc: client capability, server supports: account-notify away-notify cap-notify chghost extended-join invite-notify multi-prefix sasl server-time tls userhost-in-names
14:20:33 -- | 900 relaybot relaybot!~relaybot@user/relaybot relaybot You are now logged in as relaybot
14:20:33 -- | 903 relaybot SASL authentication successful
`, V{"a": g.pw()}, "You are now logged in as relaybot", "SASL authentication successful")

	g.botsAdd("bots/irc-raw-sasl-plain-log", `
[14:31:02] >> CAP LS 302
[14:31:02] << :tantalum.libera.chat CAP * LS :account-notify away-notify chghost extended-join multi-prefix sasl=PLAIN,ECDSA-NIST256P-CHALLENGE,EXTERNAL tls
[14:31:02] >> CAP REQ :sasl
[14:31:02] << :tantalum.libera.chat CAP * ACK :sasl
[14:31:02] >> AUTHENTICATE PLAIN
[14:31:02] << AUTHENTICATE +
[14:31:02] >> AUTHENTICATE «a»
[14:31:03] << :tantalum.libera.chat 900 ghbot ghbot!ghbot@user/ghbot ghbot :You are now logged in as ghbot
[14:31:03] << :tantalum.libera.chat 903 ghbot :SASL authentication successful
`, V{"a": b64s("ghbot\x00ghbot\x00" + g.pw())}, "tantalum.libera.chat", "You are now logged in as ghbot")

	g.botsAdd("bots/irc-python-irc-nickserv-identify", `
import irc.bot


class TriviaBot(irc.bot.SingleServerIRCBot):
    def __init__(self):
        super().__init__([("irc.oftc.net", 6667)], "trivbot", "Trivia Bot")

    def on_welcome(self, c, e):
        c.privmsg("NickServ", "IDENTIFY trivbot «a»")
        c.join("#acme-trivia")

    def on_pubmsg(self, c, e):
        if e.arguments[0].startswith("!q"):
            c.privmsg("#acme-trivia", next_question())


if __name__ == "__main__":
    TriviaBot().start()
`, V{"a": g.pwURL()}, "irc.oftc.net", "SingleServerIRCBot")

	g.botsAdd("bots/irc-eggdrop-conf-identify", `
set nick "AcmeEgg"
set altnick "AcmeEgg?"
set realname "/msg AcmeEgg hello"
server add irc.libera.chat +6697

bind evnt - init-server evnt:init_server
proc evnt:init_server {type} {
  global botnick
  putquick "MODE $botnick +i-ws"
  putserv "PRIVMSG NickServ :identify AcmeEgg «a»"
}

set owner "rmk"
loadmodule channels
loadmodule server
`, V{"a": g.pw()}, "evnt:init_server", "putquick \"MODE $botnick +i-ws\"")

	g.botsAdd("bots/irc-thelounge-user-json", `
$ sudo cat /etc/thelounge/users/nadia.json
{
	"password": "«a»",
	"log": true,
	"sessions": {
		"«b»": {
			"lastUse": 1718372210443,
			"ip": "192.168.1.24",
			"agent": "Firefox 127 on Linux",
			"pushSubscription": null
		}
	},
	"networks": [
		{
			"name": "Libera.Chat",
			"host": "irc.libera.chat",
			"port": 6697,
			"tls": true,
			"nick": "nadia",
			"sasl": "plain",
			"saslAccount": "nadia",
			"saslPassword": "«c»",
			"channels": [{ "name": "#thelounge" }, { "name": "#acme" }]
		}
	]
}
`, V{"a": g.bcrypt(), "b": g.hex(128), "c": g.pw()}, "/etc/thelounge/users/nadia.json", "Firefox 127 on Linux")

	g.botsAdd("bots/xmpp-slixmpp-echobot", `
if __name__ == '__main__':
    logging.basicConfig(level=logging.DEBUG, format='%(levelname)-8s %(message)s')
    xmpp = EchoBot('alerts@xmpp.acme.dev', '«a»')
    xmpp.register_plugin('xep_0030')  # Service Discovery
    xmpp.register_plugin('xep_0199')  # XMPP Ping
    xmpp.connect()
    xmpp.process(forever=True)
`, V{"a": g.pw()}, "alerts@xmpp.acme.dev", "xep_0199")

	g.botsAdd("bots/xmpp-prosodyctl-register-history", `
root@xmpp:~# prosodyctl register alertbot xmpp.acme.dev '«a»'
root@xmpp:~# prosodyctl adduser monitor@xmpp.acme.dev
Enter new password:
Retype new password:
root@xmpp:~# prosodyctl status
Prosody is running with PID 812
`, V{"a": g.pwStrong()}, "Prosody is running with PID 812", "monitor@xmpp.acme.dev")

	g.botsAdd("bots/signal-cli-rest-api-verify-pin", `
$ curl -s -X POST -H "Content-Type: application/json" 'http://localhost:8080/v1/register/+4915790000001' -d '{"use_voice": false, "captcha": "signalcaptcha://signal-hcaptcha.«=cap»"}'
$ curl -s -X POST -H "Content-Type: application/json" 'http://localhost:8080/v1/register/+4915790000001/verify/418209' -d '{"pin": "«a»"}'
$ curl -s -X POST -H "Content-Type: application/json" 'http://localhost:8080/v2/send' -d '{"message": "door sensor: garage opened", "number": "+4915790000001", "recipients": ["group.«_grp»"]}'
{"timestamp":"1718372931442"}
`, V{"=cap": g.b64u(60), "a": g.pw(), "_grp": g.b64(32)}, "door sensor: garage opened", "http://localhost:8080/v2/send")

	g.botsAdd("bots/signal-cli-account-data-file", `
$ jq '{number, deviceId, password, pinMasterKey, storageKey, profileKey, aci: .aciAccountData | {serviceId, identityPrivateKey, identityKey}}' ~/.local/share/signal-cli/data/«_file»
{
  "number": "+4915790000001",
  "deviceId": 1,
  "password": "«a»",
  "pinMasterKey": "«b»",
  "storageKey": "«c»",
  "profileKey": "«d»",
  "aci": {
    "serviceId": "«_aci»",
    "identityPrivateKey": "«e»",
    "identityKey": "«_pub»"
  }
}
`, V{"_file": g.digits(6), "a": g.b64u(24), "b": g.b64(32), "c": g.b64(32), "d": g.b64(32), "_aci": g.uuid(), "e": g.b64(32), "_pub": "Bf" + g.b64(32)[2:]}, "+4915790000001")

	g.botsAdd("bots/keybase-oneshot-paperkey-bot", `
# deploy/keybase-bot.service
[Service]
User=kbbot
Environment=KEYBASE_SERVICE=1
ExecStartPre=/usr/bin/keybase oneshot --username acme_deploy_bot --paperkey "«a»"
ExecStart=/usr/local/bin/kbdeploy --team acme_eng --channel deploys
Restart=on-failure
`, V{"a": g.seedPhrase(13)}, "acme_deploy_bot", "kbdeploy --team acme_eng --channel deploys")
}

// ---- NLU and bot platforms ----

func (g *G) botsNLU() {
	g.botsAdd("bots/rasa-endpoints-yml", `
# endpoints.yml
action_endpoint:
  url: "http://rasa-actions:5055/webhook"

tracker_store:
  type: SQL
  dialect: "postgresql"
  url: "pg-rasa.internal"
  port: 5432
  username: "rasa"
  password: "«a»"
  db: "rasa_tracker"

event_broker:
  type: "pika"
  url: "rabbitmq.internal"
  username: "rasa"
  password: "«b»"
  queues:
    - rasa_production_events

lock_store:
  type: "redis"
  url: "redis.internal"
  port: 6379
  password: "«c»"
  db: 1
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.an(32)}, "rasa_production_events", "http://rasa-actions:5055/webhook")

	g.botsAdd("bots/rasa-run-enable-api-auth-token", `
$ rasa run --enable-api --cors "*" --auth-token «a» --jwt-secret «b» --port 5005 --log-file out.log
2024-06-14 14:51:20 INFO     root  - Starting Rasa server on http://0.0.0.0:5005
2024-06-14 14:51:27 INFO     rasa.core.processor  - Loading model models/20240613-221805-dry-river.tar.gz...
2024-06-14 14:51:33 INFO     root  - Rasa server is up and running.
$ curl -s "localhost:5005/conversations/«_sender»/tracker?token=«a»" | jq .latest_message.intent
{"name": "check_balance", "confidence": 0.9731}
`, V{"a": g.an(24), "b": g.hex(40), "_sender": g.uuid()}, "20240613-221805-dry-river.tar.gz", "check_balance")

	g.botsAdd("bots/rasa-pro-license-compose", `
# docker-compose.yml
services:
  rasa:
    image: europe-west3-docker.pkg.dev/rasa-releases/rasa-pro/rasa-pro:3.9.2
    command: run --enable-api
    environment:
      RASA_PRO_LICENSE: «a»
      OPENAI_API_KEY: «b»
      RASA_TELEMETRY_ENABLED: "false"
    ports:
      - "5005:5005"
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"jti":"%s","iat":%s,"nbf":%s,"scope":"rasa:pro rasa:voice","exp":%d,"email":"bots@acme.example","company":"Acme"}`, g.uuid(), g.botsTs(), g.botsTs(), 1750000000+g.r.IntN(1e7))), "b": g.openai()}, "rasa-pro:3.9.2", "RASA_TELEMETRY_ENABLED")

	k := g.pkcs8RSAPEM()
	g.botsAdd("bots/dialogflow-es-service-account", `
$ export GOOGLE_APPLICATION_CREDENTIALS=./df-agent-sa.json
$ cat df-agent-sa.json
{
  "type": "service_account",
  "project_id": "acme-helpdesk-agent-qfbx",
  "private_key_id": "«=kid»",
  "private_key": "«a»\n",
  "client_email": "dialogflow-integrations@acme-helpdesk-agent-qfbx.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "token_uri": "https://oauth2.googleapis.com/token"
}
$ python detect_intent.py --session-id test-1 "where is my order"
Query text: where is my order
Detected intent: order.status (confidence: 0.87)
`, V{"=kid": g.hex(40), "a": jsonEsc(k.block()), "_cid": g.digits(21)}, "acme-helpdesk-agent-qfbx", "Detected intent: order.status (confidence: 0.87)")

	g.botsAdd("bots/dialogflow-cx-webhook-terraform-basic", `
resource "google_dialogflow_cx_webhook" "orders" {
  parent       = google_dialogflow_cx_agent.helpdesk.id
  display_name = "orders-fulfillment"
  generic_web_service {
    uri = "https://fulfillment.acme.example/cx/orders"
    request_headers = {
      Authorization = "Basic «a»"
      X-Api-Key     = "«b»"
    }
  }
}
`, V{"a": b64s("cx-webhook:" + g.pwURL()), "b": g.an(40)}, "orders-fulfillment", "https://fulfillment.acme.example/cx/orders")

	g.botsAdd("bots/botpress-cli-login-deploy", `
$ bp login --token bp_pat_«a» --workspace-id wkspace_«_ws»
✓ Logged In
$ bp deploy -y
→ Bundling bot...
✓ Bot deployed
  botId: «_bot»
  url: https://studio.botpress.cloud/«_ws2»/«_bot»
`, V{"a": g.an(40), "_ws": g.s(alUpNum, 26), "_bot": g.uuid(), "_ws2": g.uuid()}, "Bot deployed", "https://studio.botpress.cloud/")

	g.botsAdd("bots/voiceflow-dialog-api-curl", `
$ curl -s --request POST \
     --url 'https://general-runtime.voiceflow.com/state/user/demo-user-42/interact?logs=off' \
     --header 'Authorization: VF.DM.«a»' \
     --header 'content-type: application/json' \
     --data '{"action":{"type":"text","payload":"I want to change my flight"},"config":{"tts":false,"stripSSML":true}}' | jq '.[].type'
"text"
"choice"
`, V{"a": g.hex(24) + "." + g.an(16)}, "https://general-runtime.voiceflow.com/state/user/demo-user-42/interact", "I want to change my flight")

	g.botsAdd("bots/witai-message-curl", `
$ curl -s -H 'Authorization: Bearer «a»' 'https://api.wit.ai/message?v=20240614&q=set%20an%20alarm%20for%207am' | jq '.intents[0], .entities["wit$datetime:datetime"][0].value'
{
  "id": "«_intent»",
  "name": "set_alarm",
  "confidence": 0.9941
}
"2024-06-15T07:00:00.000-07:00"
`, V{"a": g.s(alUpNum, 32), "_intent": g.digits(16)}, "set_alarm", "wit$datetime:datetime")

	g.botsAdd("bots/azure-clu-env-and-test", `
# .env (CLU-backed bot)
LANGUAGE_ENDPOINT=https://acme-lang-weu.cognitiveservices.azure.com/
LANGUAGE_KEY=«a»
CLU_PROJECT_NAME=HelpdeskCLU
CLU_DEPLOYMENT_NAME=production
$ curl -s -X POST "https://acme-lang-weu.cognitiveservices.azure.com/language/:analyze-conversations?api-version=2023-04-01" -H "Ocp-Apim-Subscription-Key: «a»" -H "Apim-Request-Id: «_rid»" -H "Content-Type: application/json" -d @utterance.json | jq .result.prediction.topIntent
"ResetPassword"
`, V{"a": g.hex(32), "_rid": g.uuid()}, "HelpdeskCLU", "ResetPassword")

	g.botsAdd("bots/watson-assistant-python", `
from ibm_watson import AssistantV2
from ibm_cloud_sdk_core.authenticators import IAMAuthenticator

authenticator = IAMAuthenticator("«a»")
assistant = AssistantV2(version="2024-08-25", authenticator=authenticator)
assistant.set_service_url("https://api.eu-de.assistant.watson.cloud.ibm.com/instances/«_inst»")

ASSISTANT_ID = "«_asst»"
resp = assistant.message_stateless(assistant_id=ASSISTANT_ID, input={"message_type": "text", "text": "reset my password"}).get_result()
print(resp["output"]["generic"][0]["text"])
`, V{"a": g.b64u(44), "_inst": g.uuid(), "_asst": g.uuid()}, "ibm_cloud_sdk_core.authenticators", "https://api.eu-de.assistant.watson.cloud.ibm.com/instances/")

	g.botsAdd("bots/chatwoot-agent-bot-reply", `
$ curl -s -X POST "https://app.chatwoot.com/api/v1/accounts/«_acct»/conversations/«_conv»/messages" \
    -H "api_access_token: «a»" \
    -H "Content-Type: application/json" \
    -d '{"content": "Hi! I am the Acme bot. A human will be with you shortly.", "message_type": "outgoing", "private": false}' | jq '{id, conversation_id, sender: .sender.name}'
{
  "id": «_msg»,
  "conversation_id": «_conv»,
  "sender": "Acme Triage Bot"
}
`, V{"_acct": g.digits(5), "_conv": g.digits(6), "a": g.an(24), "_msg": g.digits(9)}, "Acme Triage Bot", "A human will be with you shortly.")

	g.botsAdd("bots/typebot-self-host-env", `
# typebot/.env
DATABASE_URL=postgresql://typebot:«a»@typebot-db:5432/typebot
ENCRYPTION_SECRET=«b»
NEXTAUTH_URL=https://builder.bots.acme.io
NEXT_PUBLIC_VIEWER_URL=https://chat.bots.acme.io
ADMIN_EMAIL=bots@acme.io
SMTP_HOST=smtp.eu.mailgun.org
SMTP_USERNAME=postmaster@mg.acme.io
SMTP_PASSWORD=«c»
NEXT_PUBLIC_SMTP_FROM='Acme Bots' <bots@acme.io>
`, V{"a": g.pwURL(), "b": g.an(32), "c": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "https://builder.bots.acme.io", "smtp.eu.mailgun.org")

	g.botsAdd("bots/nonebot-env-prod-qq", `
# .env.prod — NoneBot2 + OneBot v11 (NapCat) + QQ official adapter
DRIVER=~fastapi+~websockets
HOST=0.0.0.0
PORT=8080
SUPERUSERS=["«_su»"]
COMMAND_START=["/", ""]
ONEBOT_ACCESS_TOKEN=«a»
QQ_BOTS='[{"id": "«_appid»", "token": "«b»", "secret": "«c»", "intent": {"c2c_group_at_messages": true}}]'
`, V{"_su": g.digits(10), "a": g.an(24), "_appid": g.digits(9), "b": g.an(32), "c": g.an(32)}, "DRIVER=~fastapi+~websockets", "c2c_group_at_messages")

	g.botsAdd("bots/koishi-yml-adapters", `
# koishi.yml
host: 127.0.0.1
port: 5140
maxPort: 5149
plugins:
  group:server:
    server:
    server-satori:
  group:adapter:
    adapter-discord:xd9k2a:
      token: «a»
    adapter-telegram:4hq0k1:
      protocol: polling
      token: «b»
      slash: true
  group:storage:
    database-mysql:
      host: mysql.internal
      user: koishi
      password: «c»
      database: koishi
`, V{"a": g.botsDc(), "b": g.botsTg(), "c": g.pw()}, "adapter-telegram:4hq0k1", "database-mysql")
}

// ---- logs ----

func (g *G) botsLogs() {
	g.botsAdd("bots/log-systemctl-status-token-arg", `
$ systemctl status tg-moderator
● tg-moderator.service - Telegram moderation bot
     Loaded: loaded (/etc/systemd/system/tg-moderator.service; enabled; preset: enabled)
     Active: active (running) since Fri 2024-06-14 08:01:12 UTC; 7h ago
   Main PID: 1187 (python3)
      Tasks: 3 (limit: 2306)
     Memory: 74.2M
        CPU: 2min 41.907s
     CGroup: /system.slice/tg-moderator.service
             └─1187 /opt/tg-moderator/.venv/bin/python3 -m moderator --token «a» --chat «_chat»

Jun 14 15:02:44 vps-fra1 python3[1187]: INFO moderator: deleted spam message 88213 in «_chat»
`, V{"a": g.botsTg(), "_chat": g.botsChat()}, "tg-moderator.service - Telegram moderation bot", "vps-fra1")

	g.botsAdd("bots/log-docker-logs-config-dict", `
$ docker logs --tail 6 quotes-bot
[2024-06-14 15:04:01] [INFO    ] quotes.config: loaded config from /app/config.toml
[2024-06-14 15:04:01] [DEBUG   ] quotes.config: {'prefix': '?', 'token': '«a»', 'owner_ids': [«_o1», «_o2»], 'db_url': 'postgresql://quotes:«b»@db/quotes', 'sentry_dsn': None}
[2024-06-14 15:04:02] [INFO    ] discord.client: logging in using static token
[2024-06-14 15:04:03] [INFO    ] discord.gateway: Shard ID None has connected to Gateway (Session ID: «_sess»).
`, V{"a": g.botsDc(), "_o1": g.botsSnow(), "_o2": g.botsSnow(), "b": g.pwURL(), "_sess": g.hex(32)}, "quotes.config: loaded config from /app/config.toml")

	g.botsAdd("bots/log-sentry-breadcrumbs-telegram-url", `
{
  "event_id": "«_eid»",
  "level": "error",
  "exception": {"values": [{"type": "TimedOut", "value": "Timed out", "module": "telegram.error"}]},
  "breadcrumbs": {"values": [
    {"timestamp": "2024-06-14T15:10:02.118Z", "type": "http", "category": "httplib", "data": {"http.method": "POST", "url": "https://api.telegram.org/bot«a»/sendPhoto", "status_code": 200}},
    {"timestamp": "2024-06-14T15:10:12.120Z", "type": "http", "category": "httplib", "data": {"http.method": "POST", "url": "https://api.telegram.org/bot«a»/sendPhoto", "reason": "ReadTimeout"}}
  ]},
  "contexts": {"trace": {"trace_id": "«_tr»", "span_id": "«_sp»"}},
  "release": "gallery-bot@1.9.0"
}
`, V{"_eid": g.hex(32), "a": g.botsTg(), "_tr": g.hex(32), "_sp": g.hex(16)}, "gallery-bot@1.9.0", "telegram.error")

	g.botsAdd("bots/log-mitmproxy-discord-rest", `
$ mitmdump -r bot-flows.mitm --flow-detail 2 '~d discord.com'
127.0.0.1:51422: POST https://discord.com/api/v10/channels/«_ch»/messages
    Host: discord.com
    Authorization: Bot «a»
    User-Agent: DiscordBot (https://github.com/Rapptz/discord.py 2.4.0) Python/3.12 aiohttp/3.9.5
    Content-Type: application/json
    X-RateLimit-Precision: millisecond
 << 200 OK 612b
    x-ratelimit-bucket: «_bucket»
    x-ratelimit-remaining: 4
`, V{"_ch": g.botsSnow(), "a": g.botsDc(), "_bucket": g.hex(32)}, "DiscordBot (https://github.com/Rapptz/discord.py 2.4.0)")

	g.botsAdd("bots/log-telegrambots-java-exception", `
2024-06-14 15:21:44.902 ERROR 1 --- [legram Executor] o.t.t.updatesreceivers.DefaultBotSession  : Unable to execute getupdates method

org.telegram.telegrambots.meta.exceptions.TelegramApiRequestException: Error getting updates: [409] Conflict: terminated by other getUpdates request; make sure that only one bot instance is running
	at org.telegram.telegrambots.meta.api.methods.updates.GetUpdates.deserializeResponse(GetUpdates.java:119)

2024-06-14 15:21:45.010 DEBUG 1 --- [legram Executor] okhttp3.OkHttpClient                     : --> POST https://api.telegram.org/bot«a»/getupdates
2024-06-14 15:21:45.011 DEBUG 1 --- [legram Executor] okhttp3.OkHttpClient                     : Content-Type: application/json; charset=utf-8
2024-06-14 15:21:45.233 DEBUG 1 --- [legram Executor] okhttp3.OkHttpClient                     : <-- 409 Conflict https://api.telegram.org/bot«a»/getupdates (222ms)
`, V{"a": g.botsTg()}, "terminated by other getUpdates request", "DefaultBotSession")

	g.botsAdd("bots/log-slack-slash-command-cloudwatch", `
2024-06-14T15:30:11.441Z	«_req»	INFO	event.body decoded: token=«a»&team_id=«_t»&team_domain=acme-eng&channel_id=«_ch»&channel_name=deploys&user_id=«_u»&user_name=lena&command=%2Fdeploy&text=api+prod&api_app_id=«_app»&is_enterprise_install=false&response_url=«=resp»&trigger_id=«_trig»
2024-06-14T15:30:11.602Z	«_req»	INFO	deploy requested: api -> prod by lena
`, V{"_req": g.uuid(), "a": g.an(24), "_t": g.slackT(), "_ch": g.botsSlackC(), "_u": g.botsSlackU(), "_app": g.botsSlackA(),
		"=resp": "https%3A%2F%2Fhooks.slack.com%2Fcommands%2F" + g.slackT() + "%2F" + g.digits(13) + "%2F" + g.an(24), "_trig": g.digits(13) + "." + g.digits(12) + "." + g.hex(32)}, "deploy requested: api -> prod by lena")

	g.botsAdd("bots/log-n8n-telegram-node-error", `
{
  "message": "Bad request - please check your parameters",
  "description": "Bad Request: chat not found",
  "node": { "name": "Telegram", "type": "n8n-nodes-base.telegram", "typeVersion": 1.2 },
  "httpCode": "400",
  "context": {
    "request": {
      "method": "POST",
      "uri": "https://api.telegram.org/bot«a»/sendMessage",
      "body": { "chat_id": "«_chat»", "text": "New lead: Hans Müller (hans@example.org)", "parse_mode": "Markdown" }
    }
  },
  "timestamp": 1718379044211
}
`, V{"a": g.botsTg(), "_chat": g.botsChat()}, "n8n-nodes-base.telegram", "Bad Request: chat not found")

	g.botsAdd("bots/log-gha-telegram-notify-masked-and-not", `
Run curl -s -X POST "https://api.telegram.org/bot${TG_TOKEN}/sendMessage" -d chat_id=${TG_CHAT} -d text="build ${GITHUB_RUN_NUMBER} ok"
  curl -s -X POST "https://api.telegram.org/bot${TG_TOKEN}/sendMessage" -d chat_id=${TG_CHAT} -d text="build ${GITHUB_RUN_NUMBER} ok"
  shell: /usr/bin/bash -e {0}
  env:
    TG_TOKEN: ***
    TG_CHAT: «_chat»
    TG_BACKUP_TOKEN: «a»
{"ok":true,"result":{"message_id":«_mid»,"sender_chat":{"id":«_chat»,"title":"acme-builds","type":"channel"},"chat":{"id":«_chat»,"title":"acme-builds","type":"channel"},"date":1718379201,"text":"build 1482 ok"}}
`, V{"_chat": g.botsChat(), "a": g.botsTg(), "_mid": g.digits(5)}, "TG_TOKEN: ***", "acme-builds")

	g.botsAdd("bots/log-aiohttp-clienterror-line-push", `
Task exception was never retrieved
future: <Task finished name='Task-2291' coro=<push_alert() done, defined at /srv/alerts/line_push.py:18> exception=ClientResponseError(RequestInfo(url=URL('https://api.line.me/v2/bot/message/push'), method='POST', headers=<CIMultiDictProxy('Host': 'api.line.me', 'Authorization': 'Bearer «a»', 'Content-Type': 'application/json', 'X-Line-Retry-Key': '«_retry»')>, real_url=URL('https://api.line.me/v2/bot/message/push')), (), status=429, message='Too Many Requests')>
`, V{"a": g.botsLineTok(), "_retry": g.uuid()}, "https://api.line.me/v2/bot/message/push", "Task exception was never retrieved")

	g.botsAdd("bots/log-k8s-describe-pod-env-literal", `
$ kubectl -n bots describe pod matrix-bridge-«_pod»
Name:             matrix-bridge-«_pod»
Namespace:        bots
Containers:
  bridge:
    Image:          dock.mau.dev/mautrix/whatsapp:v0.10.9
    State:          Running
    Environment:
      MAUTRIX_DIRECT_STARTUP:  1
      AS_TOKEN:                «a»
      HS_TOKEN:                «b»
      DB_PASSWORD:             <set to the key 'password' in secret 'bridge-db'>  Optional: false
Events:
  Normal  Started  3m  kubelet  Started container bridge
`, V{"_pod": g.s("bcdfghjklmnpqrstvwxz2456789", 10) + "-" + g.s("bcdfghjklmnpqrstvwxz2456789", 5), "a": g.an(64), "b": g.an(64)}, "dock.mau.dev/mautrix/whatsapp:v0.10.9", "<set to the key 'password' in secret 'bridge-db'>")
}

// ---- deploys ----

func (g *G) botsDeploy() {
	g.botsAdd("bots/deploy-render-yaml-envvars", `
# render.yaml
services:
  - type: worker
    name: discord-ticket-bot
    runtime: node
    buildCommand: npm ci && npm run build
    startCommand: node dist/index.js
    envVars:
      - key: DISCORD_TOKEN
        value: «a»
      - key: DATABASE_URL
        fromDatabase:
          name: tickets-db
          property: connectionString
      - key: SENTRY_DSN
        sync: false
`, V{"a": g.botsDc()}, "discord-ticket-bot", "fromDatabase")

	g.botsAdd("bots/deploy-systemd-environmentfile", `
$ sudo cat /etc/default/acme-slackbot
# managed by ansible — do not edit
SLACK_BOT_TOKEN=«a»
SLACK_APP_TOKEN=«b»
JIRA_BASE_URL=https://acme.atlassian.net
JIRA_USER=slackbot@acme.io
JIRA_API_TOKEN=«c»
$ systemctl cat acme-slackbot | grep -E 'EnvironmentFile|ExecStart'
EnvironmentFile=/etc/default/acme-slackbot
ExecStart=/opt/acme-slackbot/bin/slackbot --socket-mode
`, V{"a": g.xoxb(), "b": g.xapp(), "c": g.atlassian()}, "/etc/default/acme-slackbot", "https://acme.atlassian.net")

	g.botsAdd("bots/deploy-supervisord-program", `
[program:tgbot]
command=/srv/tgbot/venv/bin/python -m tgbot
directory=/srv/tgbot
user=tgbot
autostart=true
autorestart=true
environment=BOT_TOKEN="«a»",REDIS_URL="redis://:«b»@127.0.0.1:6379/2",ADMIN_CHAT="«_chat»"
stdout_logfile=/var/log/tgbot/out.log
stderr_logfile=/var/log/tgbot/err.log
`, V{"a": g.botsTg(), "b": g.an(32), "_chat": g.botsChat()}, "/srv/tgbot/venv/bin/python -m tgbot", "/var/log/tgbot/err.log")

	g.botsAdd("bots/deploy-ansible-group-vars", `
# group_vars/bots.yml
bots_user: botrunner
discord_modbot_token: "«a»"
telegram_alerts_token: "«b»"
telegram_alerts_chat: "«_chat»"
matrix_bridge_as_token: "{{ vault_matrix_bridge_as_token }}"
slack_incident_webhook: "https://hooks.slack.com/services/«_t»/«_b»/«c»"
`, V{"a": g.botsDc(), "b": g.botsTg(), "_chat": g.botsChat(), "_t": g.slackT(), "_b": g.slackB(), "c": g.an(24)}, "{{ vault_matrix_bridge_as_token }}", "bots_user: botrunner")

	g.botsAdd("bots/deploy-k8s-secret-stringdata", `
apiVersion: v1
kind: Secret
metadata:
  name: teams-bot
  namespace: bots
type: Opaque
stringData:
  MicrosoftAppId: «_app»
  MicrosoftAppPassword: «a»
  MicrosoftAppTenantId: «_tenant»
  DIRECT_LINE_SECRET: «b»
`, V{"_app": g.uuid(), "a": g.azSecret(), "_tenant": g.uuid(), "b": g.botsDL()}, "name: teams-bot")

	g.botsAdd("bots/deploy-heroku-config-output", `
$ heroku config -a acme-line-bot
=== acme-line-bot Config Vars
DATABASE_URL:              postgres://u«_u»:«a»@ec2-34-241-19-203.eu-west-1.compute.amazonaws.com:5432/d«_d»
LINE_CHANNEL_ACCESS_TOKEN: «b»
LINE_CHANNEL_SECRET:       «c»
NODE_ENV:                  production
PAPERTRAIL_API_TOKEN:      «d»
`, V{"_u": g.s(alLowNum, 13), "a": "p" + g.hex(64), "_d": g.s(alLowNum, 13), "b": g.botsLineTok(), "c": g.hex(32), "d": g.an(20)}, "acme-line-bot Config Vars")

	g.botsAdd("bots/deploy-railway-cli-variables-set", `
$ railway variables --set "TELEGRAM_TOKEN=«a»" --set "OPENAI_API_KEY=«b»" --service tg-gpt
Set variables TELEGRAM_TOKEN, OPENAI_API_KEY
$ railway up --service tg-gpt --detach
  Indexed
  Compressed [====================] 100%
  Uploaded
  Build Logs: https://railway.app/project/«_proj»/service/«_svc»?id=«_dep»
`, V{"a": g.botsTg(), "b": g.openai(), "_proj": g.uuid(), "_svc": g.uuid(), "_dep": g.uuid()}, "Set variables TELEGRAM_TOKEN, OPENAI_API_KEY")

	g.botsAdd("bots/deploy-azure-webapp-appsettings", `
$ az webapp config appsettings set -g rg-bots -n acme-hr-bot --settings MicrosoftAppId=«_app» MicrosoftAppPassword='«a»' MicrosoftAppType=SingleTenant MicrosoftAppTenantId=«_tenant»
[
  {
    "name": "MicrosoftAppId",
    "slotSetting": false,
    "value": null
  },
  {
    "name": "MicrosoftAppPassword",
    "slotSetting": false,
    "value": null
  }
]
`, V{"_app": g.uuid(), "a": g.azSecret(), "_tenant": g.uuid()}, "rg-bots", "\"slotSetting\": false")

	g.botsAdd("bots/deploy-docker-compose-matrix-bot-stack", `
services:
  synapse:
    image: matrixdotorg/synapse:v1.109.0
    environment:
      SYNAPSE_SERVER_NAME: acme.chat
      SYNAPSE_REPORT_STATS: "no"
  postgres:
    image: postgres:16
    environment:
      POSTGRES_USER: synapse
      POSTGRES_PASSWORD: «a»
  hookshot:
    image: halfshot/matrix-hookshot:5.4.1
    volumes:
      - ./hookshot:/data
  signalbot:
    image: ghcr.io/acme/signal-matrix-bot:1.2
    environment:
      MATRIX_HOMESERVER: http://synapse:8008
      MATRIX_ACCESS_TOKEN: «b»
      SIGNAL_NUMBER: "+4915790000002"
`, V{"a": g.pwURL(), "b": g.botsSyt("signalbot")}, "matrixdotorg/synapse:v1.109.0", "halfshot/matrix-hookshot:5.4.1")

	g.botsAdd("bots/deploy-gh-actions-inline-webhook", `
name: deploy
on: { push: { branches: [main] } }
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: ./scripts/deploy.sh
      - name: Discord notify
        if: always()
        uses: sarisia/actions-status-discord@v1
        with:
          webhook: https://discord.com/api/webhooks/«_id»/«a»
          title: "deploy ${{ github.sha }}"
          status: ${{ job.status }}
`, V{"_id": g.botsSnow(), "a": g.b64u(68)}, "sarisia/actions-status-discord@v1")
}

// ---- chats, issues, diffs ----

func (g *G) botsTalk() {
	g.botsAdd("bots/talk-github-issue-ptb-repro", `
### Steps to Reproduce

1. run the snippet below
2. send /start to the bot
3. the job queue never fires

### Expected behaviour

"tick" every 10 seconds

### Actual behaviour

Nothing, no error either.

### Operating System

Ubuntu 22.04

### Version of Python, python-telegram-bot & dependencies

python-telegram-bot 21.3
Bot API 7.4
Python 3.11.9 (main, Apr  6 2024, 17:59:24) [GCC 11.4.0]

### Relevant log output

ˋˋˋpython
from telegram.ext import ApplicationBuilder, CommandHandler

app = ApplicationBuilder().token("«a»").build()

async def tick(context):
    await context.bot.send_message(«_chat», "tick")

async def start(update, context):
    context.job_queue.run_repeating(tick, interval=10)

app.add_handler(CommandHandler("start", start))
app.run_polling()
ˋˋˋ
`, V{"a": g.botsTg(), "_chat": g.botsChat()}, "python-telegram-bot 21.3", "context.job_queue.run_repeating(tick, interval=10)")

	g.botsAdd("bots/talk-stackoverflow-discordjs-tokeninvalid", `
discord.js bot won't come online - Error [TokenInvalid]: An invalid token was provided

I followed the guide and my bot just won't start. Here's my code:

ˋˋˋjs
const { Client, GatewayIntentBits } = require('discord.js');
const client = new Client({ intents: [GatewayIntentBits.Guilds] });

client.once('ready', () => console.log('Ready!'));
client.login('«a»');
ˋˋˋ

Error:

ˋˋˋ
Error [TokenInvalid]: An invalid token was provided.
    at WebSocketManager.connect (/home/runner/MyBot/node_modules/discord.js/src/client/websocket/WebSocketManager.js:136:26)
ˋˋˋ

I already reset the token twice in the developer portal. discord.js v14.15.3, node 18.
`, V{"a": g.botsDc()}, "WebSocketManager.js:136:26", "discord.js v14.15.3")

	g.botsAdd("bots/talk-telegram-group-api-hash", `
[14.06.2024 15:41] Artem: guys my userbot keeps getting FloodWait on start, config below
[14.06.2024 15:41] Artem: api_id = «_id»
api_hash = "«a»"
session = "acme_userbot"
[14.06.2024 15:42] Lena: you shouldn't post api_hash in a public chat 😬
[14.06.2024 15:42] Lena: and floodwait on start usually means you're calling get_dialogs() in a loop
[14.06.2024 15:43] Artem: oops, will regenerate. it's a test app anyway
`, V{"_id": g.digits(8), "a": g.hex(32)}, "FloodWait", "get_dialogs()")

	g.botsAdd("bots/talk-slack-dm-signing-secret", `
Priya Nair  2:14 PM
hey, for the new standup app can you set these in the staging env?
SLACK_SIGNING_SECRET=«a»
SLACK_CLIENT_SECRET=«b»
client id is «_cid» (that one's public)

Tom Becker  2:16 PM
done ✅ restarting the pod now
`, V{"a": g.hex(32), "b": g.hex(32), "_cid": g.digits(12) + "." + g.digits(13)}, "restarting the pod now")

	g.botsAdd("bots/talk-agent-plan-found-config", `
I looked through the repository for how the bot is configured. ˋconfig/bot.yamlˋ currently hardcodes the credentials:

- ˋtelegram.token: «a»ˋ
- ˋdiscord.token: «b»ˋ
- ˋdatabase.url: postgres://botuser:«c»@db.internal:5432/botsˋ

Plan:
1. Move these three values into environment variables (ˋTELEGRAM_TOKENˋ, ˋDISCORD_TOKENˋ, ˋDATABASE_URLˋ) and load them with pydantic-settings.
2. Add ˋconfig/bot.yamlˋ to ˋ.gitignoreˋ and ship a ˋbot.example.yamlˋ.
3. Since these were committed, you should revoke the Telegram token with @BotFather and reset the Discord token in the developer portal.
`, V{"a": g.botsTg(), "b": g.botsDc(), "c": g.pwURL()}, "pydantic-settings", "bot.example.yaml")

	g.botsAdd("bots/talk-git-log-p-remove-token", `
$ git log -p -1 -- bot/settings.py
commit «_sha»
Author: Jonas Weber <jonas@acme.dev>
Date:   Fri Jun 14 15:52:09 2024 +0200

    settings: read tokens from env

diff --git a/bot/settings.py b/bot/settings.py
index 3b1c9e2..8d0a4f7 100644
--- a/bot/settings.py
+++ b/bot/settings.py
@@ -1,6 +1,7 @@
-SLACK_BOT_TOKEN = "«a»"
-SLACK_SIGNING_SECRET = "«b»"
+import os
+SLACK_BOT_TOKEN = os.environ["SLACK_BOT_TOKEN"]
+SLACK_SIGNING_SECRET = os.environ["SLACK_SIGNING_SECRET"]
 DEFAULT_CHANNEL = "«_ch»"
 STANDUP_HOUR = 10
`, V{"_sha": g.gitSHA(), "a": g.xoxb(), "b": g.hex(32), "_ch": g.botsSlackC()}, "settings: read tokens from env", "Jonas Weber <jonas@acme.dev>")

	g.botsAdd("bots/talk-discord-mod-leaked-webhook", `
Mod-Mail — Today at 16:02
@here heads up: someone pasted our #announcements webhook in #general 10 minutes ago:
https://discord.com/api/webhooks/«_id»/«a»
I deleted the message but please rotate it (Server Settings → Integrations → Webhooks → Announcer → Delete). user id of the poster: «_uid»
`, V{"_id": g.botsSnow(), "a": g.b64u(68), "_uid": g.botsSnow()}, "Server Settings → Integrations → Webhooks → Announcer → Delete")

	g.botsAdd("bots/talk-teams-chat-app-password", `
[6/14/2024 4:10 PM] Maximilian Roth:
can you test the bot locally? creds for the dev registration:
App ID: «_app»
Password: «a»
Tenant: acmegmbh.onmicrosoft.com
[6/14/2024 4:12 PM] Sara Lind:
👍 works in the emulator. we should put that in the key vault though
`, V{"_app": g.uuid(), "a": g.azSecret()}, "acmegmbh.onmicrosoft.com", "works in the emulator")

	g.botsAdd("bots/talk-email-twilio-handoff", `
From: Rafael Ortiz <rafael@acme-clinic.com>
To: dev-contractors@acme-clinic.com
Subject: SMS reminder bot – Twilio access
Date: Fri, 14 Jun 2024 16:20:33 +0200

Hi all,

as discussed, here is what you need for the appointment reminder bot:

  Account SID:   «_sid»
  Auth Token:    «a»
  Messaging Service SID: MG«_mg»
  Sender: +4930123456789

Please don't commit the token. Our compliance contact is compliance@acme-clinic.com.

Best,
Rafael
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "_mg": g.hex(32)}, "compliance@acme-clinic.com", "SMS reminder bot – Twilio access")

	g.botsAdd("bots/talk-whatsapp-issue-comment-token", `
**@kevin-dev** commented 2 hours ago

Still getting ˋ(#131030) Recipient phone number not in allowed listˋ. Here's my exact request in case someone spots the issue:

ˋˋˋ
curl -X POST https://graph.facebook.com/v20.0/«_pnid»/messages \
  -H 'Authorization: Bearer «a»' \
  -H 'Content-Type: application/json' \
  -d '{"messaging_product":"whatsapp","to":"5511987654321","type":"template","template":{"name":"hello_world","language":{"code":"en_US"}}}'
ˋˋˋ

(temporary token from the API Setup page, so it expires in 24h anyway)
`, V{"_pnid": g.digits(15), "a": g.botsMetaTok()}, "Recipient phone number not in allowed list", "hello_world")

	g.botsAdd("bots/talk-jsonl-tool-result-zuliprc", `
{"type":"tool_result","tool_use_id":"toolu_«_tu»","content":"$ cat ~/.zuliprc\n[api]\nemail=ci-bot@chat.acme.dev\nkey=«a»\nsite=https://chat.acme.dev\n"}
{"type":"text","text":"The bot credentials are in ~/.zuliprc (email ci-bot@chat.acme.dev). I'll pass them via --config-file instead of copying the key into the script."}
`, V{"_tu": g.an(24), "a": g.an(32)}, "ci-bot@chat.acme.dev", "--config-file")

	g.botsAdd("bots/talk-rg-search-bot-tokens", `
$ rg -n "TOKEN|SECRET" --glob '!*.lock' services/
services/notifier/.env.local:3:TELEGRAM_BOT_TOKEN=«a»
services/notifier/.env.example:3:TELEGRAM_BOT_TOKEN=123456:replace-me
services/notifier/src/config.ts:12:  botToken: process.env.TELEGRAM_BOT_TOKEN!,
services/chatops/config/prod.toml:8:signing_secret = "«b»"
services/chatops/config/prod.toml:9:app_token = "«c»"
services/chatops/README.md:41:Set SLACK_SIGNING_SECRET from the app's Basic Information page.
`, V{"a": g.botsTg(), "b": g.hex(32), "c": g.xapp()}, "TELEGRAM_BOT_TOKEN=123456:replace-me", "services/chatops/README.md:41")
}

// ---- benign look-alikes ----

func (g *G) botsBenign() {
	g.botsAdd("bots/benign-telegram-desktop-export", `
{
 "name": "acme-oncall",
 "type": "private_supergroup",
 "id": «_gid»,
 "messages": [
  {
   "id": 88213,
   "type": "message",
   "date": "2024-06-14T09:12:44",
   "date_unixtime": "1718349164",
   "from": "Dana K",
   "from_id": "user«_u1»",
   "reply_to_message_id": 88207,
   "text": "rolled back, error rate back to 0.2%"
  },
  {
   "id": 88214,
   "type": "service",
   "date": "2024-06-14T09:13:02",
   "actor": "Acme Deploy",
   "actor_id": "user«_u2»",
   "action": "pin_message",
   "message_id": 88213
  }
 ]
}
`, V{"_gid": g.digits(10), "_u1": g.botsUID(), "_u2": g.digits(10)}, "rolled back, error rate back to 0.2%", "private_supergroup")

	g.botsAdd("bots/benign-discord-snowflake-config", `
# config/guild.toml — ids only, token comes from DISCORD_TOKEN
[guild]
id = «_g»
mod_role = «_r1»
muted_role = «_r2»

[channels]
modlog = «_c1»
welcome = «_c2»
tickets_category = «_c3»

[emoji]
approve = "<:approve:«_e»>"
`, V{"_g": g.botsSnow(), "_r1": g.botsSnow(), "_r2": g.botsSnow(), "_c1": g.botsSnow(), "_c2": g.botsSnow(), "_c3": g.botsSnow(), "_e": g.botsSnow()}, "token comes from DISCORD_TOKEN")

	g.botsAdd("bots/benign-discord-general-information-page", `
General Information
  NAME                 Acme Standup
  DESCRIPTION          Runs async standups in your server.
  APPLICATION ID       «_app»   [Copy]
  PUBLIC KEY           «_pk»   [Copy]
  INTERACTIONS ENDPOINT URL   https://standup.acme.dev/interactions
  TERMS OF SERVICE URL        https://acme.dev/terms
OAuth2
  CLIENT ID            «_app»
  CLIENT SECRET        Hidden for security   [Reset Secret]
`, V{"_app": g.botsSnow(), "_pk": g.hex(64)}, "Hidden for security", "https://standup.acme.dev/interactions")

	g.botsAdd("bots/benign-slack-block-actions-ids", `
{
  "type": "block_actions",
  "user": {"id": "«_u»", "username": "lena", "team_id": "«_t»"},
  "api_app_id": "«_app»",
  "container": {"type": "message", "message_ts": "1718380511.229019", "channel_id": "«_ch»", "is_ephemeral": false},
  "trigger_id": "«_trig»",
  "team": {"id": "«_t»", "domain": "acme-eng"},
  "channel": {"id": "«_ch»", "name": "deploys"},
  "actions": [{"action_id": "approve_deploy", "block_id": "«_blk»", "value": "api@2.8.0", "type": "button", "action_ts": "1718380519.443812"}]
}
`, V{"_u": g.botsSlackU(), "_t": g.slackT(), "_app": g.botsSlackA(), "_ch": g.botsSlackC(), "_trig": g.digits(13) + "." + g.digits(12) + "." + g.hex(32), "_blk": g.b64u(5)}, "approve_deploy", "block_actions")

	g.botsAdd("bots/benign-matrix-event-json", `
{
  "content": {"body": "!status api", "msgtype": "m.text"},
  "origin_server_ts": 1718380803114,
  "room_id": "!«_room»:acme.chat",
  "sender": "@lena:acme.chat",
  "type": "m.room.message",
  "unsigned": {"age": 412, "transaction_id": "m1718380802.7"},
  "event_id": "$«_ev»",
  "user_id": "@lena:acme.chat"
}
$ curl -s https://acme.chat/_matrix/key/v2/server | jq .verify_keys
{"ed25519:a_«_kid»": {"key": "«_key»"}}
`, V{"_room": g.an(18), "_ev": g.b64u(43), "_kid": g.an(4), "_key": strings.TrimRight(g.b64(32), "=")}, "@lena:acme.chat", "m.room.message")

	g.botsAdd("bots/benign-line-webhook-event", `
POST /callback
x-line-signature: «_sig»
{
  "destination": "U«_dest»",
  "events": [
    {
      "type": "message",
      "message": {"type": "text", "id": "«_mid»", "quoteToken": "«_qt»", "text": "予約を変更したい"},
      "webhookEventId": "«_weid»",
      "deliveryContext": {"isRedelivery": false},
      "timestamp": 1718381022211,
      "source": {"type": "user", "userId": "U«_uid»"},
      "replyToken": "«_rt»",
      "mode": "active"
    }
  ]
}
`, V{"_sig": g.b64(32), "_dest": g.hex(32), "_mid": g.digits(18), "_qt": g.b64u(100), "_weid": g.s(alUpNum, 26), "_uid": g.hex(32), "_rt": g.hex(32)}, "予約を変更したい")

	g.botsAdd("bots/benign-whatsapp-button-reply-payload", `
{
  "object": "whatsapp_business_account",
  "entry": [{
    "id": "«_waba»",
    "changes": [{
      "field": "messages",
      "value": {
        "messaging_product": "whatsapp",
        "metadata": {"display_phone_number": "15550987654", "phone_number_id": "«_pnid»"},
        "contacts": [{"profile": {"name": "Lucas"}, "wa_id": "5511987654321"}],
        "messages": [{
          "context": {"from": "15550987654", "id": "wamid.«_ctx»"},
          "from": "5511987654321",
          "id": "wamid.«_id»",
          "timestamp": "1718381204",
          "type": "interactive",
          "interactive": {"type": "button_reply", "button_reply": {"id": "confirm_appt", "title": "Confirmar"}}
        }]
      }
    }]
  }]
}
`, V{"_waba": g.digits(15), "_pnid": g.digits(15), "_ctx": "HBgN" + g.b64(42), "_id": "HBgN" + g.b64(42)}, "confirm_appt", "whatsapp_business_account")

	g.botsAdd("bots/benign-teams-activity-json", `
{
  "type": "message",
  "id": "«_id»",
  "timestamp": "2024-06-14T16:07:11.208Z",
  "serviceUrl": "https://smba.trafficmanager.net/emea/",
  "channelId": "msteams",
  "from": {"id": "29:«_from»", "name": "Sara Lind", "aadObjectId": "«_aad»"},
  "conversation": {"conversationType": "personal", "tenantId": "«_tenant»", "id": "a:«_conv»"},
  "recipient": {"id": "28:«_bot»", "name": "Acme HR Bot"},
  "text": "vacation balance",
  "channelData": {"tenant": {"id": "«_tenant»"}}
}
`, V{"_id": g.digits(13), "_from": "1" + g.b64u(86), "_aad": g.uuid(), "_tenant": g.uuid(), "_conv": "1" + g.b64u(120), "_bot": g.uuid()}, "https://smba.trafficmanager.net/emea/", "vacation balance")

	g.botsAdd("bots/benign-env-example-placeholders", `
# .env.example — copy to .env and fill in
TELEGRAM_BOT_TOKEN=<your-bot-token-from-@BotFather>
TELEGRAM_WEBHOOK_SECRET=change-me
DISCORD_TOKEN=
DISCORD_CLIENT_ID=«_app»
SLACK_BOT_TOKEN=xoxb-your-token
SLACK_SIGNING_SECRET=your-signing-secret
WHATSAPP_TOKEN=${WHATSAPP_TOKEN}
LINE_CHANNEL_SECRET=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
`, V{"_app": g.botsSnow()}, "<your-bot-token-from-@BotFather>", "xoxb-your-token", "your-signing-secret", "${WHATSAPP_TOKEN}")

	g.botsAdd("bots/benign-masked-tokens-status", `
$ ./botctl status
BOT              PLATFORM   TOKEN            LAST SEEN             CHATS
acme_deploy_bot  telegram   «_t»   2024-06-14 16:10:02   14
modbot           discord    «_d» (len 72)   2024-06-14 16:09:57   3
standup          slack      «_s»       2024-06-14 16:10:00   9
hr-bot           teams      «_m»         2024-06-14 16:08:41   211
`, V{"_t": g.digits(4) + "…" + g.b64u(4), "_d": "MTI…" + g.b64u(4), "_s": "xoxb-…" + g.an(4), "_m": "****" + g.an(4)}, "acme_deploy_bot", "LAST SEEN")

	g.botsAdd("bots/benign-telegram-sticker-file-ids", `
{
  "ok": true,
  "result": {
    "name": "acme_mascot_by_acme_stickers_bot",
    "title": "Acme Mascot",
    "sticker_type": "regular",
    "stickers": [
      {"width": 512, "height": 512, "emoji": "👍", "set_name": "acme_mascot_by_acme_stickers_bot", "is_animated": false, "is_video": false, "type": "regular",
       "file_id": "CAACAgIAAxUAAWZs«_f1»", "file_unique_id": "AgAD«_u1»", "file_size": 22814}
    ]
  }
}
`, V{"_f1": g.b64u(52), "_u1": g.b64u(12)}, "acme_mascot_by_acme_stickers_bot")

	g.botsAdd("bots/benign-mattermost-post-json", `
{
  "id": "«_id»",
  "create_at": 1718381734512,
  "update_at": 1718381734512,
  "user_id": "«_u»",
  "channel_id": "«_ch»",
  "root_id": "",
  "message": "deploy of api@2.8.0 finished",
  "type": "",
  "props": {"from_bot": "true", "from_webhook": "true", "override_username": "deploybot"},
  "hashtags": "",
  "pending_post_id": "",
  "metadata": {}
}
`, V{"_id": g.botsMM(), "_u": g.botsMM(), "_ch": g.botsMM()}, "deploy of api@2.8.0 finished", "override_username")

	g.botsAdd("bots/benign-signal-safety-number", `
$ signal-cli -a +4915790000001 listIdentities -n +4915790000009
+4915790000009: TRUSTED_VERIFIED Added: Fri Jun 14 16:18:02 UTC 2024 Fingerprint: «_fp» Safety Number: «_sn»
`, V{"_fp": strings.TrimSpace(strings.Repeat(g.hex(2)+" ", 32)), "_sn": g.digits(5) + " " + g.digits(5) + " " + g.digits(5) + " " + g.digits(5) + " " + g.digits(5) + " " + g.digits(5) + " " + g.digits(5) + " " + g.digits(5) + " " + g.digits(5) + " " + g.digits(5) + " " + g.digits(5) + " " + g.digits(5)}, "TRUSTED_VERIFIED")

	g.botsAdd("bots/benign-rasa-tracker-events", `
$ curl -s localhost:5005/conversations/«_sender»/tracker | jq -c '.events[-3:][]'
{"event":"user","timestamp":1718381902.42,"text":"what's my balance?","parse_data":{"intent":{"name":"check_balance","confidence":0.973},"message_id":"«_mid»"},"input_channel":"rest"}
{"event":"action","timestamp":1718381902.61,"name":"action_check_balance","policy":"TEDPolicy","confidence":0.991,"action_text":null}
{"event":"bot","timestamp":1718381902.88,"text":"Your balance is €1,240.17","metadata":{"utter_action":"utter_balance"}}
`, V{"_sender": g.uuid(), "_mid": g.hex(32)}, "action_check_balance", "TEDPolicy")

	g.botsAdd("bots/benign-botfather-setcommands", `
You: /setcommands
BotFather: Choose a bot to change the list of commands.
You: @acme_deploy_bot
BotFather: OK. Send me a list of commands for your bot. Please use this format:

command1 - Description
command2 - Another description
You:
status - show current deploy status
deploy - deploy a service: /deploy api prod
rollback - roll back the last deploy
BotFather: Success! Command list updated. /help
`, nil, "Command list updated.", "rollback - roll back the last deploy")
}
