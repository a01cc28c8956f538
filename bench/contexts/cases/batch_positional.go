package cases

import (
	"encoding/base64"
	"strings"
)

// positionalCases adds secrets that sit where a position, not a label,
// says what they are, as an agent reads, writes or runs them.
// Sources: SDK client constructors and setters called with positional
// arguments (twilio-node and twilio-python Client(sid, token), stripe-node
// require('stripe')(key), Stripe::StripeClient.new, @sendgrid/mail
// setApiKey, Slack WebClient, Telegraf, discord.js login, algoliasearch,
// Sequelize, node_redis auth, jsonwebtoken sign, crypto.createHmac,
// PyGithub Github(token), tweepy OAuth1UserHandler, ftplib, smtplib,
// imaplib, paramiko connect, MySQLdb, python-ldap simple_bind_s, PyJWT,
// Fernet, redis-py; Go slack.New, sendgrid.NewSendClient, tgbotapi,
// discordgo, go-github WithAuthToken, minio and aws-sdk-go static
// credentials, net/smtp PlainAuth, sql.Open; Rust reqwest basic_auth,
// teloxide, serenity, octocrab; Java Twilio.init, DriverManager, JSch,
// BasicAWSCredentials, Kotlin OkHttp Credentials.basic, Scala Spark conf;
// C# TwilioClient.Init, NetworkCredential, StripeClient, OpenAI ChatClient;
// PHP Twilio Client, StripeClient, PDO, mysqli_connect, ldap_bind,
// OpenAI::client; Perl DBI->connect and Net::FTP, OpenResty resty.redis,
// R httr::authenticate, Julia OpenAI.jl, Elixir Redix, Dart mailer gmail(),
// Swift KeychainAccess, Ruby Net::SMTP.start and Net::FTP.open); tuples,
// arrays and struct literals of credentials (requests auth tuples, Go
// unkeyed struct literals, JSON and YAML lists, test fixtures, pytest
// parametrize, Ansible loops); CLI commands whose Nth argument is a secret
// (gh secret set, heroku config:set, vercel env add, fly secrets set,
// wrangler secret put, vault kv put, pass insert, security
// add-generic-password, htpasswd -b, mysqladmin password, smbpasswd,
// net user, net use, cmdkey, rabbitmqctl add_user, redis-cli AUTH, ngrok
// config add-authtoken, openssl -passout pass:, keytool, sshpass,
// mosquitto_passwd, ipmitool, chpasswd, az ad sp create-for-rbac output);
// colon and space separated credential records (.netrc, .pgpass,
// chap-secrets, ipsec.secrets, rsyncd.secrets, passwd-s3fs, Postfix
// sasl_passwd, davfs2 secrets, OpenVPN auth-user-pass files, shadow and
// htpasswd lines, Dovecot passwd-file); CSV and TSV rows whose header is
// far above (AWS IAM credentials.csv and accessKeys.csv, bulk user
// imports, Google Workspace and Azure AD bulk create, exported vault
// tables); positional SQL (CREATE USER ... IDENTIFIED BY, ALTER ROLE
// PASSWORD, SET PASSWORD, GRANT ... IDENTIFIED BY, sp_addlogin, CREATE
// DATABASE LINK, CREATE USER MAPPING, INSERT ... VALUES, pg_dump COPY
// blocks, Oracle connect strings); function calls in logs, tracebacks,
// strace, ps, auditd EXECVE records and set -x traces; shell wrappers and
// scripts called with positional secrets (deploy prod v, Makefile
// $(call ...), npm run -- args, PowerShell ConvertTo-SecureString).
// Benign look-alikes: positional account SIDs, app ids, bucket and
// region names, user names, hosts, ports, database names, file paths,
// UUIDs, commit SHAs, file hashes, placeholder arguments ("YOUR_API_KEY",
// os.environ["X"], process.env.X, $TOKEN, getpass(), <password>), masked
// values and prompts. Client-side keys shipped by design (PostHog project
// keys, Firebase web keys) are filler. The case names start with
// "positional/".
func (g *G) positionalCases() {
	g.posJS()
	g.posPython()
	g.posGoRust()
	g.posJVM()
	g.posDotnetPHP()
	g.posScripting()
	g.posTuples()
	g.posCLIDeploy()
	g.posCLISys()
	g.posRecords()
	g.posCSV()
	g.posSQL()
	g.posLogs()
	g.posShell()
	g.posBenign()
}

// ---- helpers used only here ----

// posAdd is add with the "positional/" prefix and "ˋ" standing for a
// backtick.
func (g *G) posAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("positional/"+name, bt(tmpl), v, benign...)
}

// posTwTok is a Twilio auth token.
func (g *G) posTwTok() string { return g.hex(32) }

// posResend is a Resend API key.
func (g *G) posResend() string { return "re_" + g.an(8) + "_" + g.an(24) }

// posAppPw is a Google app password as shown when it is made.
func (g *G) posAppPw() string {
	return g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)
}

// posFernet is a Fernet key (URL-safe base64 of 32 bytes).
func (g *G) posFernet() string { return base64.URLEncoding.EncodeToString(g.bytes(32)) }

// posSha512 is a sha512-crypt password hash.
func (g *G) posSha512() string {
	return "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86)
}

// posApr1 is an Apache MD5 (apr1) password hash.
func (g *G) posApr1() string {
	return "$apr1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22)
}

// posPhc is a PostHog project key (shipped to browsers by design).
func (g *G) posPhc() string { return "phc_" + g.an(43) }

// posAlgApp is an Algolia application id.
func (g *G) posAlgApp() string { return g.s(alUpNum, 10) }

// posSha256 is a file digest.
func (g *G) posSha256() string { return g.hex(64) }

// ---- JavaScript and TypeScript ----

func (g *G) posJS() {
	g.posAdd("js-twilio-require-two-args", `
$ cat scripts/send-otp.js
// quick script to test the verify flow from the shell
const accountSid = "«_sid»";
const client = require("twilio")(accountSid, "«a»");

client.verify.v2
  .services("«_vs»")
  .verifications.create({ to: "+15005550006", channel: "sms" })
  .then((v) => console.log(v.status));
$ node scripts/send-otp.js
pending
`, V{"_sid": g.twilioSID(), "a": g.posTwTok(), "_vs": "VA" + g.hex(32)}, "+15005550006", "scripts/send-otp.js")

	g.posAdd("js-stripe-require-call", `
// server/billing.ts
import express from "express";
const stripe = require("stripe")("«a»");

export const router = express.Router();

router.post("/checkout", async (req, res) => {
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    line_items: [{ price: "«_price»", quantity: 1 }],
    success_url: "https://app.example.com/billing/success",
  });
  res.json({ url: session.url });
});
`, V{"a": g.skLive(), "_price": "price_1" + g.an(23)}, "/checkout", "https://app.example.com/billing/success")

	g.posAdd("ts-resend-constructor", `
Here's the mailer module I found in the repo; the key is hardcoded which is why the preview deploy works without env:

ˋˋˋts
// lib/mail.ts
import { Resend } from "resend";

export const resend = new Resend("«a»");

export async function sendMagicLink(to: string, url: string) {
  return resend.emails.send({
    from: "Acme <login@mail.acme.dev>",
    to,
    subject: "Your sign-in link",
    html: ˋ<a href="${url}">Sign in</a>ˋ,
  });
}
ˋˋˋ
`, V{"a": g.posResend()}, "login@mail.acme.dev", "sendMagicLink")

	g.posAdd("js-sendgrid-setapikey", `
$ grep -rn "setApiKey" functions/
functions/src/notify.js:4:sgMail.setApiKey("«a»");
functions/src/notify.js.bak:4:sgMail.setApiKey(process.env.SENDGRID_API_KEY);
`, V{"a": g.sendgrid()}, "functions/src/notify.js.bak:4:sgMail.setApiKey(process.env.SENDGRID_API_KEY);")

	g.posAdd("js-slack-webclient-positional", `
const { WebClient } = require('@slack/web-api');
const { App } = require('@slack/bolt');

// TODO move to secrets manager before launch
const web = new WebClient('«a»');

(async () => {
  const res = await web.chat.postMessage({ channel: '«_ch»', text: 'Deploy finished :rocket:' });
  console.log('Message sent: ', res.ts);
})();
`, V{"a": g.xoxb(), "_ch": "C0" + g.s(alUpNum, 9)}, "Deploy finished :rocket:")

	g.posAdd("js-telegraf-and-discord-login", `
$ cat bots/index.js
const { Telegraf } = require("telegraf");
const { Client, GatewayIntentBits } = require("discord.js");

const tg = new Telegraf("«a»");
tg.start((ctx) => ctx.reply("hi"));
tg.launch();

const dc = new Client({ intents: [GatewayIntentBits.Guilds] });
dc.once("ready", () => console.log(ˋlogged in as ${dc.user.tag}ˋ));
dc.login("«b»");
`, V{"a": g.telegram(), "b": g.discordBot()}, "GatewayIntentBits.Guilds")

	g.posAdd("js-algoliasearch-admin-key", `
// scripts/reindex.mjs
import algoliasearch from "algoliasearch";

const client = algoliasearch("«_app»", "«a»");
const index = client.initIndex("prod_products");
await index.clearObjects();
await index.saveObjects(records, { autoGenerateObjectIDIfNotExist: true });
console.log("reindexed", records.length);
`, V{"_app": g.posAlgApp(), "a": g.hex(32)}, "prod_products")

	g.posAdd("js-sequelize-three-strings", `
$ sed -n 1,20p src/db/index.js
'use strict';
const { Sequelize } = require('sequelize');

const sequelize = new Sequelize('shopdb', 'shop_app', '«a»', {
  host: 'db-primary.internal',
  port: 5432,
  dialect: 'postgres',
  logging: false,
  pool: { max: 10, min: 0, idle: 10000 },
});

module.exports = sequelize;
`, V{"a": g.pw()}, "db-primary.internal", "shop_app")

	g.posAdd("js-node-redis-auth-call", `
// legacy/cache.js (node_redis v3)
var redis = require("redis");
var client = redis.createClient(6380, "cache-01.prod.lan");
client.auth("«a»", function (err) {
  if (err) console.error("redis auth failed", err);
});
client.on("ready", function () { console.log("redis ready"); });
`, V{"a": g.pwStrong()}, "cache-01.prod.lan")

	g.posAdd("js-jwt-sign-second-arg", `
src/auth/token.js
  12 | function issue(user) {
  13 |   return jwt.sign(
  14 |     { sub: user.id, role: user.role },
  15 |     "«a»",
  16 |     { expiresIn: "15m", issuer: "api.acme.dev" }
  17 |   );
  18 | }
`, V{"a": g.an(48)}, "api.acme.dev", "expiresIn")

	g.posAdd("js-createhmac-webhook", `
app.post("/webhooks/shop", express.raw({ type: "application/json" }), (req, res) => {
  const digest = crypto
    .createHmac("sha256", "«a»")
    .update(req.body)
    .digest("base64");
  if (!crypto.timingSafeEqual(Buffer.from(digest), Buffer.from(req.get("X-Shopify-Hmac-Sha256")))) {
    return res.sendStatus(401);
  }
  res.sendStatus(200);
});
`, V{"a": g.hex(64)}, "X-Shopify-Hmac-Sha256")

	g.posAdd("js-express-basic-auth-users", `
const basicAuth = require('express-basic-auth');

app.use('/admin', basicAuth({
  users: { 'ops': '«a»', 'grafana': '«b»' },
  challenge: true,
  realm: 'acme-admin',
}));
`, V{"a": g.pw(), "b": g.pwURL()}, "acme-admin")

	g.posAdd("js-twilio-env-benign", `
// notify.js
const client = require("twilio")(process.env.TWILIO_ACCOUNT_SID, process.env.TWILIO_AUTH_TOKEN);
const stripe = require("stripe")(process.env.STRIPE_SECRET_KEY);
const sg = require("@sendgrid/mail");
sg.setApiKey(process.env.SENDGRID_API_KEY);
`, V{}, `require("twilio")(process.env.TWILIO_ACCOUNT_SID, process.env.TWILIO_AUTH_TOKEN)`, `sg.setApiKey(process.env.SENDGRID_API_KEY)`)

	g.posAdd("js-posthog-algolia-search-only-benign", `
// web/src/analytics.ts
import posthog from "posthog-js";
import algoliasearch from "algoliasearch/lite";

posthog.init("«=phc»", { api_host: "https://eu.i.posthog.com" });

// search-only key, safe for the browser
export const searchClient = algoliasearch("«_app»", "YOUR_SEARCH_ONLY_API_KEY");
export const index = searchClient.initIndex("prod_products");
`, V{"=phc": g.posPhc(), "_app": g.posAlgApp()}, "YOUR_SEARCH_ONLY_API_KEY", "https://eu.i.posthog.com")

	g.posAdd("ts-new-stripe-bang-benign", `
$ cat src/lib/stripe.ts
import Stripe from "stripe";

export const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, {
  apiVersion: "2024-06-20",
  appInfo: { name: "acme-billing", version: "0.4.1" },
});
$ git log -1 --format=%H src/lib/stripe.ts
«_sha»
`, V{"_sha": g.gitSHA()}, "process.env.STRIPE_SECRET_KEY!", "2024-06-20")

	g.posAdd("js-sequelize-placeholder-benign", `
// config/database.js (committed template)
module.exports = new Sequelize(
  'app_development',
  'postgres',
  '<password>',
  { host: '127.0.0.1', dialect: 'postgres' }
);
// copy to database.local.js and put the real password there
`, V{}, "'<password>'", "app_development")
}

// ---- Python ----

func (g *G) posPython() {
	g.posAdd("py-twilio-client-literals", `
>>> from twilio.rest import Client
>>> client = Client("«_sid»", "«a»")
>>> msg = client.messages.create(body="test from repl", from_="+14155238886", to="+447700900123")
>>> msg.sid
'«_sm»'
>>> msg.status
'queued'
`, V{"_sid": g.twilioSID(), "a": g.posTwTok(), "_sm": "SM" + g.hex(32)}, "+447700900123")

	g.posAdd("py-openai-positional-typeerror", `
$ python summarize.py notes.md
Traceback (most recent call last):
  File "/home/ana/proj/summarize.py", line 6, in <module>
    client = OpenAI("«a»")
             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
TypeError: OpenAI.__init__() takes 1 positional argument but 2 were given
`, V{"a": g.openai()}, "/home/ana/proj/summarize.py", "takes 1 positional argument but 2 were given")

	g.posAdd("py-pygithub-deprecated-login", `
$ python tools/label_sync.py
/home/ci/tools/label_sync.py:9: DeprecationWarning: Argument login_or_token is deprecated, please use auth=github.Auth.Token(...) instead
  gh = Github("«a»")
synced 14 labels on acme/platform
`, V{"a": g.ghp()}, "acme/platform", "auth=github.Auth.Token(...)")

	g.posAdd("py-tweepy-four-positional", `
import tweepy

auth = tweepy.OAuth1UserHandler(
    "«=ck»",
    "«a»",
    "«b»",
    "«c»",
)
api = tweepy.API(auth)
api.update_status("release v2.3.0 is out")
`, V{"=ck": g.an(25), "a": g.an(50), "b": g.digits(19) + "-" + g.an(30), "c": g.an(45)}, "release v2.3.0 is out")

	g.posAdd("py-ftplib-three-args", `
# backup/push_ftp.py
from ftplib import FTP_TLS

ftps = FTP_TLS("ftp.partner-logistics.com", "acme_upload", "«a»")
ftps.prot_p()
with open("/var/backups/orders-«_d».csv.gz", "rb") as fh:
    ftps.storbinary("STOR inbound/orders.csv.gz", fh)
ftps.quit()
`, V{"a": g.pw(), "_d": "2024-0" + g.digits(1) + "-1" + g.digits(1)}, "ftp.partner-logistics.com", "acme_upload")

	g.posAdd("py-smtplib-login-app-password", `
    with smtplib.SMTP("smtp.gmail.com", 587) as s:
        s.starttls()
        s.login("reports.acme@gmail.com", "«a»")
        s.send_message(msg)
`, V{"a": g.posAppPw()}, "reports.acme@gmail.com", "smtp.gmail.com")

	g.posAdd("py-paramiko-connect-positional", `
$ cat deploy/restart.py
import paramiko

ssh = paramiko.SSHClient()
ssh.set_missing_host_key_policy(paramiko.AutoAddPolicy())
ssh.connect("10.20.4.17", 22, "deploy", "«a»")
stdin, stdout, stderr = ssh.exec_command("sudo systemctl restart api")
print(stdout.read().decode())
`, V{"a": g.pw()}, "10.20.4.17", "sudo systemctl restart api")

	g.posAdd("py-requests-auth-tuple", `
resp = requests.get(
    "https://jenkins.internal.acme.io/job/release/lastBuild/api/json",
    auth=("svc-release", "«a»"),
    timeout=10,
)
resp.raise_for_status()
print(resp.json()["result"])
`, V{"a": g.hex(34)}, "svc-release", "https://jenkins.internal.acme.io/job/release/lastBuild/api/json")

	g.posAdd("py-redis-strictredis-positional", `
In [3]: import redis
In [4]: r = redis.StrictRedis("redis-17.c1.eu-west-1.ec2.cloud.redislabs.com", 13372, 0, "«a»")
In [5]: r.ping()
Out[5]: True
In [6]: r.dbsize()
Out[6]: 48213
`, V{"a": g.an(32)}, "redis-17.c1.eu-west-1.ec2.cloud.redislabs.com")

	g.posAdd("py-mysqldb-connect-four", `
#!/usr/bin/env python2
import MySQLdb

db = MySQLdb.connect("localhost", "root", "«a»", "inventory")
cur = db.cursor()
cur.execute("SELECT sku, qty FROM stock WHERE qty < 5")
for row in cur.fetchall():
    print row
`, V{"a": g.pw()}, "inventory", "SELECT sku, qty FROM stock WHERE qty < 5")

	g.posAdd("py-ldap-simple-bind", `
conn = ldap.initialize("ldaps://ldap.corp.example.org:636")
conn.set_option(ldap.OPT_REFERRALS, 0)
conn.simple_bind_s("cn=svc-jira,ou=service,dc=corp,dc=example,dc=org", "«a»")
res = conn.search_s("ou=people,dc=corp,dc=example,dc=org", ldap.SCOPE_SUBTREE, "(uid=mkowalski)")
`, V{"a": g.pwStrong()}, "cn=svc-jira,ou=service,dc=corp,dc=example,dc=org", "(uid=mkowalski)")

	g.posAdd("py-pyjwt-encode-and-fernet", `
# settings_local.py  (not in git... it was, see 4f1c2e)
import jwt
from cryptography.fernet import Fernet

def make_token(uid):
    return jwt.encode({"uid": uid}, "«a»", algorithm="HS256")

box = Fernet(b"«b»")
`, V{"a": g.an(40), "b": g.posFernet()}, "settings_local.py", `algorithm="HS256"`)

	g.posAdd("py-imaplib-login", `
>>> import imaplib
>>> M = imaplib.IMAP4_SSL("outlook.office365.com")
>>> M.login("helpdesk@contoso-shop.com", "«a»")
('OK', [b'LOGIN completed.'])
>>> M.select("INBOX")
('OK', [b'1284'])
`, V{"a": g.pw()}, "helpdesk@contoso-shop.com", "LOGIN completed.")

	g.posAdd("py-environ-benign", `
import os
from twilio.rest import Client
from github import Github, Auth

client = Client(os.environ["TWILIO_ACCOUNT_SID"], os.environ["TWILIO_AUTH_TOKEN"])
gh = Github(auth=Auth.Token(os.environ["GH_TOKEN"]))
r = redis.Redis("localhost", 6379, 0, os.getenv("REDIS_PASSWORD"))
`, V{}, `os.environ["TWILIO_AUTH_TOKEN"]`, `os.getenv("REDIS_PASSWORD")`)

	g.posAdd("py-getpass-and-region-benign", `
from getpass import getpass
import boto3
import paramiko

s3 = boto3.client("s3", "eu-central-1")
obj = s3.get_object(Bucket="acme-artifacts-«_b»", Key="builds/«_sha».tar.gz")

ssh = paramiko.SSHClient()
ssh.connect("bastion.acme.io", 22, "ana", getpass("ssh password: "))
`, V{"_b": g.hex(8), "_sha": g.gitSHA()}, "eu-central-1", `getpass("ssh password: ")`)

	g.posAdd("py-hashlib-uuid-benign", `
>>> import hashlib, uuid
>>> hashlib.sha256(open("dist/app-1.8.2.whl", "rb").read()).hexdigest()
'«_h»'
>>> uuid.UUID("«_u»").version
4
>>> Client("YOUR_ACCOUNT_SID", "YOUR_AUTH_TOKEN")
<Twilio <YOUR_ACCOUNT_SID>>
`, V{"_h": g.posSha256(), "_u": g.uuid()}, `Client("YOUR_ACCOUNT_SID", "YOUR_AUTH_TOKEN")`)
}

// ---- Go and Rust ----

func (g *G) posGoRust() {
	g.posAdd("go-slack-new-literal", `
package main

import (
	"log"

	"github.com/slack-go/slack"
)

func main() {
	api := slack.New("«a»", slack.OptionDebug(true))
	_, _, err := api.PostMessage("«_ch»", slack.MsgOptionText("nightly ok", false))
	if err != nil {
		log.Fatal(err)
	}
}
`, V{"a": g.xoxb(), "_ch": "C0" + g.s(alUpNum, 9)}, "nightly ok", "github.com/slack-go/slack")

	g.posAdd("go-sendgrid-tgbot-discordgo", `
$ grep -rn "New" cmd/notifier/*.go | grep -v _test
cmd/notifier/mail.go:21:	client := sendgrid.NewSendClient("«a»")
cmd/notifier/tg.go:14:	bot, err := tgbotapi.NewBotAPI("«b»")
cmd/notifier/discord.go:18:	dg, err := discordgo.New("Bot " + "«c»")
cmd/notifier/main.go:33:	n := notifier.New(cfg, logger)
`, V{"a": g.sendgrid(), "b": g.telegram(), "c": g.discordBot()}, "notifier.New(cfg, logger)")

	g.posAdd("go-github-with-auth-token", `
	ctx := context.Background()
	client := github.NewClient(nil).WithAuthToken("«a»")
	repos, _, err := client.Repositories.ListByOrg(ctx, "acme-platform", nil)
`, V{"a": g.ghp()}, "acme-platform")

	g.posAdd("go-minio-static-v4", `
// internal/storage/minio.go
func NewStore() (*Store, error) {
	mc, err := minio.New("minio.storage.svc:9000", &minio.Options{
		Creds:  credentials.NewStaticV4("«a»", "«b»", ""),
		Secure: false,
	})
	if err != nil {
		return nil, err
	}
	return &Store{mc: mc, bucket: "uploads"}, nil
}
`, V{"a": g.an(20), "b": g.an(40)}, "minio.storage.svc:9000")

	g.posAdd("go-aws-static-credentials-v1", `
-	sess := session.Must(session.NewSession(&aws.Config{Region: aws.String("us-east-2")}))
+	sess := session.Must(session.NewSession(&aws.Config{
+		Region:      aws.String("us-east-2"),
+		Credentials: credentials.NewStaticCredentials("«a»", "«b»", ""),
+	}))
`, V{"a": g.awsID(), "b": g.awsSecret()}, "us-east-2")

	g.posAdd("go-smtp-plainauth", `
	auth := smtp.PlainAuth("", "alerts@acme-logistics.com", "«a»", "smtp.office365.com")
	err := smtp.SendMail("smtp.office365.com:587", auth, from, []string{"oncall@acme-logistics.com"}, body)
`, V{"a": g.pw()}, "alerts@acme-logistics.com", "oncall@acme-logistics.com")

	g.posAdd("go-newclient-token-nil", `
$ cat pkg/pd/client.go
package pd

import "github.com/PagerDuty/go-pagerduty"

// NewClient is a thin wrapper so the tests can swap it.
var client = pagerduty.NewClient("«a»")

// status page updates go through the in-house SDK (nil = http.DefaultClient)
var sp = statuspage.NewClient("«b»", nil)

func Incidents() ([]pagerduty.Incident, error) {
	resp, err := client.ListIncidentsWithContext(ctx, pagerduty.ListIncidentsOptions{Statuses: []string{"triggered"}})
	return resp.Incidents, err
}
`, V{"a": "u+" + g.b64u(18), "b": g.hex(32)}, "github.com/PagerDuty/go-pagerduty")

	g.posAdd("go-env-benign", `
	token := os.Getenv("SLACK_BOT_TOKEN")
	if token == "" {
		log.Fatal("SLACK_BOT_TOKEN is not set")
	}
	api := slack.New(token)
	mc, _ := minio.New(endpoint, &minio.Options{Creds: credentials.NewEnvMinio()})
	cfg, _ := config.LoadDefaultConfig(ctx, config.WithRegion("ap-southeast-2"))
`, V{}, `os.Getenv("SLACK_BOT_TOKEN")`, "credentials.NewEnvMinio()", "ap-southeast-2")

	g.posAdd("rust-reqwest-basic-auth", `
    let res = reqwest::Client::new()
        .get("https://registry.acme.dev/v2/_catalog")
        .basic_auth("ci-reader", Some("«a»"))
        .send()
        .await?;
    println!("{}", res.status());
`, V{"a": g.pwStrong()}, "ci-reader", "https://registry.acme.dev/v2/_catalog")

	g.posAdd("rust-teloxide-serenity", `
src/main.rs
   8 | #[tokio::main]
   9 | async fn main() {
  10 |     let bot = Bot::new("«a»");
  11 |     let mut discord = serenity::Client::builder("«b»", GatewayIntents::non_privileged())
  12 |         .event_handler(Handler)
  13 |         .await
  14 |         .expect("Err creating client");
`, V{"a": g.telegram(), "b": g.discordBot()}, "GatewayIntents::non_privileged()")

	g.posAdd("rust-octocrab-personal-token", `
error[E0308]: mismatched types
  --> src/gh.rs:12:24
   |
12 |         .personal_token("«a»")
   |          -------------- ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^- help: try using a conversion method: ˋ.to_string()ˋ
   |          |              |
   |          |              expected ˋStringˋ, found ˋ&strˋ
   |          arguments to this method are incorrect
`, V{"a": g.ghp()}, "error[E0308]: mismatched types", "src/gh.rs:12:24")

	g.posAdd("rust-env-var-benign", `
    let bot = Bot::from_env(); // reads TELOXIDE_TOKEN
    let key = std::env::var("OPENAI_API_KEY").expect("OPENAI_API_KEY");
    let client = Client::with_config(OpenAIConfig::new().with_api_key(key));
    let build = "«_sha»";
`, V{"_sha": g.gitSHA()}, `std::env::var("OPENAI_API_KEY")`, "Bot::from_env()")
}

// ---- Java, Kotlin, Scala ----

func (g *G) posJVM() {
	g.posAdd("java-twilio-init", `
public class SmsSender {
    public static final String ACCOUNT_SID = "«_sid»";

    public static void main(String[] args) {
        Twilio.init(ACCOUNT_SID, "«a»");
        Message message = Message.creator(
                new PhoneNumber("+14155552671"),
                new PhoneNumber("+15017122661"),
                "Your code is 4821")
            .create();
        System.out.println(message.getSid());
    }
}
`, V{"_sid": g.twilioSID(), "a": g.posTwTok()}, "+14155552671", "Your code is 4821")

	g.posAdd("java-drivermanager-getconnection", `
    private static Connection open() throws SQLException {
        String url = "jdbc:sqlserver://sql-prod-02.corp.local:1433;databaseName=Payroll;encrypt=true";
        return DriverManager.getConnection(url, "payroll_svc", "«a»");
    }
`, V{"a": g.pw()}, "payroll_svc", "sql-prod-02.corp.local:1433")

	g.posAdd("java-jsch-setpassword", `
        JSch jsch = new JSch();
        Session session = jsch.getSession("sftpuser", "sftp.bank-partner.net", 22);
        session.setPassword("«a»");
        session.setConfig("StrictHostKeyChecking", "no");
        session.connect(15000);
        ChannelSftp sftp = (ChannelSftp) session.openChannel("sftp");
`, V{"a": g.pwStrong()}, "sftp.bank-partner.net", "StrictHostKeyChecking")

	g.posAdd("java-basic-aws-credentials", `
AWSCredentials creds = new BasicAWSCredentials("«a»", "«b»");
AmazonS3 s3 = AmazonS3ClientBuilder.standard()
        .withCredentials(new AWSStaticCredentialsProvider(creds))
        .withRegion(Regions.EU_WEST_1)
        .build();
`, V{"a": g.awsID(), "b": g.awsSecret()}, "Regions.EU_WEST_1")

	g.posAdd("java-httpclient-usernamepassword", `
        CredentialsProvider provider = new BasicCredentialsProvider();
        provider.setCredentials(
            new AuthScope("nexus.acme.internal", 8081),
            new UsernamePasswordCredentials("deployment", "«a»".toCharArray()));
`, V{"a": g.pw()}, "nexus.acme.internal")

	g.posAdd("kotlin-okhttp-credentials-basic", `
class ApiAuthenticator : Authenticator {
    override fun authenticate(route: Route?, response: Response): Request? {
        val credential = Credentials.basic("android-app", "«a»")
        return response.request.newBuilder()
            .header("Authorization", credential)
            .build()
    }
}
`, V{"a": g.an(28)}, "android-app", "ApiAuthenticator")

	g.posAdd("kotlin-stripe-and-mailgun", `
$ grep -n "apiKey\|Client(" app/src/main/kotlin/com/acme/shop/Payments.kt
14:    Stripe.apiKey = BuildConfig.STRIPE_KEY
22:    private val mg = MailgunClient.config("«a»").createApi(MailgunMessagesApi::class.java)
`, V{"a": g.mailgun()}, "BuildConfig.STRIPE_KEY")

	g.posAdd("scala-spark-hadoop-conf", `
val spark = SparkSession.builder.appName("events-compaction").getOrCreate()
val hc = spark.sparkContext.hadoopConfiguration
hc.set("fs.s3a.access.key", "«a»")
hc.set("fs.s3a.secret.key", "«b»")
hc.set("fs.s3a.endpoint", "s3.eu-north-1.amazonaws.com")
val df = spark.read.parquet("s3a://acme-events/raw/dt=2024-06-01/")
`, V{"a": g.awsID(), "b": g.awsSecret()}, "s3a://acme-events/raw/dt=2024-06-01/", "events-compaction")

	g.posAdd("scala-slick-database-forurl", `
  val db = Database.forURL(
    "jdbc:postgresql://analytics-db:5432/warehouse",
    "etl",
    "«a»",
    driver = "org.postgresql.Driver"
  )
`, V{"a": g.pw()}, "jdbc:postgresql://analytics-db:5432/warehouse")

	g.posAdd("java-env-benign", `
        Twilio.init(System.getenv("TWILIO_ACCOUNT_SID"), System.getenv("TWILIO_AUTH_TOKEN"));
        Connection c = DriverManager.getConnection(url, props.getProperty("db.user"), props.getProperty("db.password"));
        Regions region = Regions.fromName("ca-central-1");
`, V{}, `System.getenv("TWILIO_AUTH_TOKEN")`, `props.getProperty("db.password")`, "ca-central-1")

	g.posAdd("kotlin-test-fixture-benign", `
    @Test
    fun ˋrejects wrong passwordˋ() {
        val repo = InMemoryUserRepo()
        repo.save(User("alice", hasher.hash("correct-horse")))
        assertFalse(service.login("alice", "wrong-password"))
        assertTrue(service.login("alice", "correct-horse"))
    }
`, V{}, `service.login("alice", "wrong-password")`, "InMemoryUserRepo()")
}

// ---- C# and PHP ----

func (g *G) posDotnetPHP() {
	g.posAdd("cs-twilioclient-init", `
// Program.cs
using Twilio;
using Twilio.Rest.Api.V2010.Account;

TwilioClient.Init("«_sid»", "«a»");

var call = await CallResource.CreateAsync(
    url: new Uri("http://demo.twilio.com/docs/voice.xml"),
    to: new Twilio.Types.PhoneNumber("+14155551212"),
    from: new Twilio.Types.PhoneNumber("+15017122661"));
Console.WriteLine(call.Sid);
`, V{"_sid": g.twilioSID(), "a": g.posTwTok()}, "http://demo.twilio.com/docs/voice.xml")

	g.posAdd("cs-networkcredential-domain", `
            var handler = new HttpClientHandler
            {
                Credentials = new NetworkCredential("svc_sharepoint", "«a»", "CORP"),
                PreAuthenticate = true
            };
            using var http = new HttpClient(handler) { BaseAddress = new Uri("https://intranet.corp.local/sites/hr/") };
`, V{"a": g.pw()}, "svc_sharepoint", "https://intranet.corp.local/sites/hr/")

	g.posAdd("cs-smtpclient-credentials", `
    var smtp = new SmtpClient("smtp.sendgrid.net", 587)
    {
        EnableSsl = true,
        Credentials = new NetworkCredential("apikey", "«a»")
    };
    smtp.Send("noreply@acme.dev", user.Email, "Reset your password", body);
`, V{"a": g.sendgrid()}, "smtp.sendgrid.net", "noreply@acme.dev")

	g.posAdd("cs-stripeclient-and-chatclient", `
$ git grep -n "new StripeClient\|new ChatClient"
src/Billing/StripeGateway.cs:18:        _client = new StripeClient("«a»");
src/Assistant/Summarizer.cs:11:    private readonly ChatClient _chat = new("gpt-4o-mini", "«b»");
tests/Billing.Tests/Fakes.cs:7:        var c = new StripeClient("sk_test_fake");
`, V{"a": g.skLive(), "b": g.openai()}, `new StripeClient("sk_test_fake")`, "src/Billing/StripeGateway.cs:18:")

	g.posAdd("cs-azure-keycredential", `
var client = new OpenAIClient(
    new Uri("https://acme-openai-weu.openai.azure.com/"),
    new AzureKeyCredential("«a»"));
var blob = new BlobServiceClient(new Uri("https://acmestore.blob.core.windows.net"), new StorageSharedKeyCredential("acmestore", "«b»"));
`, V{"a": g.hex(32), "b": g.azStorage()}, "https://acme-openai-weu.openai.azure.com/", "acmestore")

	g.posAdd("php-twilio-rest-client", `
<?php
require __DIR__ . '/vendor/autoload.php';
use Twilio\Rest\Client;

$sid = "«_sid»";
$twilio = new Client($sid, "«a»");
$message = $twilio->messages->create("+33612345678", ["from" => "+33757912345", "body" => "Votre commande est prête"]);
print($message->sid);
`, V{"_sid": g.twilioSID(), "a": g.posTwTok()}, "Votre commande est prête")

	g.posAdd("php-stripeclient-pdo", `
$ head -20 app/bootstrap.php
<?php
$stripe = new \Stripe\StripeClient('«a»');

$pdo = new PDO('mysql:host=127.0.0.1;dbname=shop;charset=utf8mb4', 'shop', '«b»', [
    PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
]);
`, V{"a": g.skLive(), "b": g.pw()}, "mysql:host=127.0.0.1;dbname=shop;charset=utf8mb4")

	g.posAdd("php-mysqli-connect-legacy", `
<?php
// includes/db.php -- DO NOT EDIT, used by the old admin panel
$link = mysqli_connect("localhost", "wp_admin", "«a»", "wordpress_live");
if (!$link) {
    die("Connection failed: " . mysqli_connect_error());
}
`, V{"a": g.pw()}, "wordpress_live", "wp_admin")

	g.posAdd("php-ldap-bind-openai-client", `
<?php
$ds = ldap_connect("ldap://dc01.ad.example.com");
ldap_set_option($ds, LDAP_OPT_PROTOCOL_VERSION, 3);
$ok = ldap_bind($ds, "CN=svc-moodle,OU=Service Accounts,DC=ad,DC=example,DC=com", "«a»");

$client = OpenAI::client('«b»');
$result = $client->chat()->create(['model' => 'gpt-4o-mini', 'messages' => $messages]);
`, V{"a": g.pwStrong(), "b": g.openai()}, "CN=svc-moodle,OU=Service Accounts,DC=ad,DC=example,DC=com")

	g.posAdd("php-laravel-env-benign", `
<?php
$stripe = new \Stripe\StripeClient(config('services.stripe.secret'));
$twilio = new Client(env('TWILIO_SID'), env('TWILIO_TOKEN'));
$pdo = new PDO($dsn, getenv('DB_USERNAME'), getenv('DB_PASSWORD'));
$client = OpenAI::client(getenv('YOUR_API_KEY'));
`, V{}, "config('services.stripe.secret')", "getenv('DB_PASSWORD')", "env('TWILIO_TOKEN')")

	g.posAdd("cs-secure-config-benign", `
        var cred = new DefaultAzureCredential();
        var kv = new SecretClient(new Uri("https://kv-acme-prod.vault.azure.net/"), cred);
        var pw = (await kv.GetSecretAsync("sql-admin-password")).Value.Value;
        var conn = new SqlConnection(builder.ConnectionString);
        _logger.LogInformation("Using tenant {Tenant} and client {Client}", "«_t»", "«_c»");
`, V{"_t": g.uuid(), "_c": g.uuid()}, "https://kv-acme-prod.vault.azure.net/", "sql-admin-password")
}

// ---- Ruby, Perl, Lua, R, Julia, Elixir, Dart, Swift ----

func (g *G) posScripting() {
	g.posAdd("rb-stripe-client-new", `
# config/initializers/stripe.rb
STRIPE = Stripe::StripeClient.new("«a»")
Rails.configuration.stripe = { publishable_key: "«_pk»" }
`, V{"a": g.skLive(), "_pk": g.pkLive()}, "config/initializers/stripe.rb")

	g.posAdd("rb-twilio-rest-client", `
irb(main):001> require "twilio-ruby"
=> true
irb(main):002> @client = Twilio::REST::Client.new("«_sid»", "«a»")
=> <Twilio::REST::Client «_sid»>
irb(main):003> @client.api.v2010.accounts("«_sid»").fetch.status
=> "active"
`, V{"_sid": g.twilioSID(), "a": g.posTwTok()}, `=> "active"`)

	g.posAdd("rb-net-smtp-start", `
Net::SMTP.start('smtp.mailgun.org', 587, 'acme.dev', 'postmaster@mg.acme.dev', '«a»', :login) do |smtp|
  smtp.send_message(msg, 'postmaster@mg.acme.dev', 'ops@acme.dev')
end
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "postmaster@mg.acme.dev")

	g.posAdd("rb-net-ftp-open", `
Net::FTP.open("ftp.edi-gateway.de", "acme_gmbh", "«a»") do |ftp|
  ftp.passive = true
  ftp.chdir("/outbound")
  ftp.getbinaryfile("INVOIC_20240612.edi", "tmp/INVOIC_20240612.edi")
end
`, V{"a": g.pw()}, "ftp.edi-gateway.de", "INVOIC_20240612.edi")

	g.posAdd("perl-dbi-connect", `
#!/usr/bin/perl
use strict;
use DBI;

my $dbh = DBI->connect("dbi:Pg:dbname=billing;host=pg-legacy.dc1", "billing_rw", "«a»",
                       { RaiseError => 1, AutoCommit => 0 })
    or die $DBI::errstr;
`, V{"a": g.pw()}, "dbi:Pg:dbname=billing;host=pg-legacy.dc1", "billing_rw")

	g.posAdd("perl-net-ftp-login", `
my $ftp = Net::FTP->new("ftp.printshop.example", Debug => 0) or die "Cannot connect: $@";
$ftp->login("acme", "«a»") or die "Cannot login ", $ftp->message;
$ftp->put("/srv/exports/catalog.pdf");
`, V{"a": g.pwURL()}, "ftp.printshop.example")

	g.posAdd("lua-openresty-redis-auth", `
-- /etc/nginx/lua/ratelimit.lua
local redis = require "resty.redis"
local red = redis:new()
red:set_timeouts(1000, 1000, 1000)
local ok, err = red:connect("10.0.12.5", 6379)
local res, err = red:auth("«a»")
if not res then
    ngx.log(ngx.ERR, "failed to authenticate: ", err)
    return
end
`, V{"a": g.an(32)}, "/etc/nginx/lua/ratelimit.lua", "10.0.12.5")

	g.posAdd("r-httr-authenticate", `
library(httr)
resp <- GET("https://api.surveyplatform.io/v3/surveys/«_sv»/responses",
            authenticate("acme_research", "«a»"),
            query = list(limit = 500))
stop_for_status(resp)
df <- jsonlite::fromJSON(content(resp, "text"))
`, V{"_sv": g.digits(9), "a": g.pw()}, "acme_research")

	g.posAdd("julia-openai-create-chat", `
julia> using OpenAI

julia> r = create_chat("«a»", "gpt-4o-mini", [Dict("role" => "user", "content" => "ping")]);

julia> r.response[:choices][1][:message][:content]
"pong"
`, V{"a": g.openai()}, `"gpt-4o-mini"`)

	g.posAdd("elixir-redix-auth-command", `
iex(1)> {:ok, conn} = Redix.start_link(host: "redis.fly.internal", port: 6379)
{:ok, #PID<0.312.0>}
iex(2)> Redix.command(conn, ["AUTH", "default", "«a»"])
{:ok, "OK"}
iex(3)> Redix.command(conn, ["DBSIZE"])
{:ok, 1042}
`, V{"a": g.an(32)}, "redis.fly.internal", "#PID<0.312.0>")

	g.posAdd("dart-mailer-gmail", `
// lib/services/feedback_mailer.dart
import 'package:mailer/mailer.dart';
import 'package:mailer/smtp_server.dart';

final smtpServer = gmail('feedback.acmeapp@gmail.com', '«a»');

Future<void> sendFeedback(String text) async {
  final message = Message()
    ..from = const Address('feedback.acmeapp@gmail.com', 'Acme App')
    ..recipients.add('support@acmeapp.io')
    ..text = text;
  await send(message, smtpServer);
}
`, V{"a": g.posAppPw()}, "support@acmeapp.io")

	g.posAdd("swift-keychain-set-positional", `
    func seedKeychainForUITests() {
        let keychain = Keychain(service: "io.acme.app")
        try? keychain.set("«a»", key: "refresh_token")
        try? keychain.set("«_u»", key: "device_id")
    }
`, V{"a": g.b64u(64), "_u": g.uuid()}, "io.acme.app")

	g.posAdd("swift-basic-auth-string", `
let loginString = String(format: "%@:%@", "kiosk-17", "«a»")
let loginData = loginString.data(using: .utf8)!
request.setValue("Basic \(loginData.base64EncodedString())", forHTTPHeaderField: "Authorization")
`, V{"a": g.pw()}, "kiosk-17")

	g.posAdd("rb-perl-env-benign", `
client = Twilio::REST::Client.new(ENV.fetch("TWILIO_ACCOUNT_SID"), ENV.fetch("TWILIO_AUTH_TOKEN"))
STRIPE = Stripe::StripeClient.new(Rails.application.credentials.dig(:stripe, :secret_key))
my $dbh = DBI->connect($dsn, $ENV{DB_USER}, $ENV{DB_PASS}, { RaiseError => 1 });
`, V{}, `ENV.fetch("TWILIO_AUTH_TOKEN")`, "$ENV{DB_PASS}", "credentials.dig(:stripe, :secret_key)")

	g.posAdd("r-julia-placeholders-benign", `
# README.md excerpt
ˋˋˋr
resp <- GET(url, authenticate("<user>", "<password>"))
ˋˋˋ
ˋˋˋjulia
r = create_chat(ENV["OPENAI_API_KEY"], "gpt-4o-mini", msgs)
ˋˋˋ
ˋˋˋelixir
Redix.command(conn, ["AUTH", System.fetch_env!("REDIS_PASSWORD")])
ˋˋˋ
`, V{}, `authenticate("<user>", "<password>")`, `ENV["OPENAI_API_KEY"]`, `System.fetch_env!("REDIS_PASSWORD")`)

	g.posAdd("dart-swift-benign", `
final smtpServer = gmail(username, password); // both read from --dart-define at build
final supabase = SupabaseClient(const String.fromEnvironment('SUPABASE_URL'), const String.fromEnvironment('SUPABASE_ANON_KEY'));
let token = try keychain.get("refresh_token") ?? ""
let appGroup = "group.io.acme.app"
`, V{}, "gmail(username, password)", "String.fromEnvironment('SUPABASE_ANON_KEY')", "group.io.acme.app")
}

// ---- tuples, arrays and unkeyed struct literals ----

func (g *G) posTuples() {
	g.posAdd("py-tuple-creds-list", `
# scripts/check_routers.py
ROUTERS = [
    ("10.1.0.1", "admin", "«a»"),
    ("10.2.0.1", "admin", "«b»"),
    ("10.3.0.1", "netops", "«c»"),
]

for host, user, pw in ROUTERS:
    print(host, ping_api(host, user, pw))
`, V{"a": g.pw(), "b": g.pw(), "c": g.pwStrong()}, "scripts/check_routers.py", "10.3.0.1")

	g.posAdd("py-dict-of-tuples-envs", `
CREDS = {
    "staging": ("api-staging", "«a»"),
    "prod": ("api-prod", "«b»"),
}
session.auth = CREDS[os.environ.get("TARGET", "staging")]
`, V{"a": g.an(24), "b": g.an(24)}, `os.environ.get("TARGET", "staging")`)

	g.posAdd("go-unkeyed-struct-literal", `
type account struct {
	host string
	user string
	pass string
}

var accounts = []account{
	{"mail.acme-hosting.de", "info@acme-hosting.de", "«a»"},
	{"mail.acme-hosting.de", "billing@acme-hosting.de", "«b»"},
}
`, V{"a": g.pw(), "b": g.pw()}, "billing@acme-hosting.de")

	g.posAdd("go-test-table-real-key", `
func TestSignRequest(t *testing.T) {
	cases := []struct {
		name, keyID, secret, want string
	}{
		{"prod-key", "«_kid»", "«a»", "«_sig»"},
		{"empty", "", "", ""},
	}
	for _, c := range cases {
`, V{"_kid": "kid-" + g.digits(8), "a": g.awsSecret(), "_sig": g.hex(64)}, `{"empty", "", "", ""}`)

	g.posAdd("json-array-user-pass", `
$ cat fixtures/seed-users.json
[
  ["root@acme.local", "«a»", "superadmin"],
  ["ops@acme.local", "«b»", "admin"],
  ["viewer@acme.local", "viewer", "readonly"]
]
`, V{"a": g.pw(), "b": g.pwStrong()}, "viewer@acme.local", "superadmin")

	g.posAdd("yaml-list-basic-auth", `
# values-prod.yaml
ingress:
  basicAuth:
    enabled: true
    users:
      - [grafana, «a»]
      - [prometheus, «b»]
`, V{"a": g.pwURL(), "b": g.pwURL()}, "values-prod.yaml", "basicAuth")

	g.posAdd("ansible-loop-items", `
    - name: create vpn users
      ansible.builtin.command: "ocpasswd -c /etc/ocserv/ocpasswd {{ item.0 }}"
      args:
        stdin: "{{ item.1 }}\n{{ item.1 }}"
      loop:
        - [lena, «a»]
        - [tomas, «b»]
      no_log: false
`, V{"a": g.pwURL(), "b": g.pwURL()}, "/etc/ocserv/ocpasswd", "no_log: false")

	g.posAdd("rust-tuple-array-const", `
const MIRRORS: [(&str, &str, &str); 2] = [
    ("https://mirror-eu.acme.dev", "sync", "«a»"),
    ("https://mirror-us.acme.dev", "sync", "«b»"),
];
`, V{"a": g.an(32), "b": g.an(32)}, "https://mirror-us.acme.dev")

	g.posAdd("pytest-parametrize-live-cred", `
@pytest.mark.parametrize(
    "user,password,expected",
    [
        ("qa_admin", "«a»", 200),
        ("qa_admin", "wrong", 401),
        ("", "", 400),
    ],
)
def test_login_staging(user, password, expected):
    r = requests.post(f"{STAGING}/api/login", json={"user": user, "password": password})
`, V{"a": g.pw()}, `("qa_admin", "wrong", 401)`)

	g.posAdd("js-array-destructure", `
const [DB_USER, DB_PASS, DB_HOST] = ["reporting", "«a»", "pg-ro.internal"];
const pool = new Pool({ user: DB_USER, password: DB_PASS, host: DB_HOST, database: "analytics" });
`, V{"a": g.pw()}, "pg-ro.internal")

	g.posAdd("tuple-benign-placeholders", `
ROUTERS = [
    ("10.1.0.1", "admin", os.environ["R1_PASS"]),
    ("10.2.0.1", "admin", keyring.get_password("routers", "r2")),
]
auth = ("api", "${API_TOKEN}")
`, V{}, `os.environ["R1_PASS"]`, `keyring.get_password("routers", "r2")`, `"${API_TOKEN}"`)

	g.posAdd("go-struct-ids-benign", `
var regions = []region{
	{"eu-west-1", "«_a»", "ami-«_ami»"},
	{"us-east-1", "«_b»", "ami-«_ami2»"},
}
`, V{"_a": g.uuid(), "_b": g.uuid(), "_ami": g.hex(17), "_ami2": g.hex(17)}, "eu-west-1", "us-east-1")

	g.posAdd("json-array-hash-pairs-benign", `
$ jq -c '.artifacts[] | [.name, .sha256, .size]' dist/manifest.json
["acme-cli_linux_amd64.tar.gz","«_h1»",8123904]
["acme-cli_darwin_arm64.tar.gz","«_h2»",7811072]
["acme-cli_windows_amd64.zip","«_h3»",8390211]
`, V{"_h1": g.posSha256(), "_h2": g.posSha256(), "_h3": g.posSha256()}, "acme-cli_windows_amd64.zip")

	g.posAdd("pytest-fake-creds-benign", `
@pytest.mark.parametrize("user,password", [
    ("alice", "hunter2"),
    ("bob", "password123"),
    ("carol", "<redacted>"),
])
def test_rejects_weak(user, password):
    assert not policy.accept(password)
`, V{}, `("bob", "password123")`, `("carol", "<redacted>")`)
}

// ---- deploy and secret-store CLIs ----

func (g *G) posCLIDeploy() {
	g.posAdd("gh-secret-set-body", `
$ gh secret set NPM_TOKEN --body "«a»" --repo acme/web
✓ Set Actions secret NPM_TOKEN for acme/web
$ gh secret set SENTRY_AUTH_TOKEN -b«b» -R acme/web
✓ Set Actions secret SENTRY_AUTH_TOKEN for acme/web
`, V{"a": g.npmTok(), "b": g.sentryUser()}, "acme/web")

	g.posAdd("gh-secret-set-piped", `
$ echo -n '«a»' | gh secret set DEPLOY_KEY_PASSPHRASE --env production
✓ Set Actions secret DEPLOY_KEY_PASSPHRASE for acme/infra
$ gh secret list --env production
NAME                    UPDATED
DEPLOY_KEY_PASSPHRASE   less than a minute ago
`, V{"a": g.pw()}, "DEPLOY_KEY_PASSPHRASE", "less than a minute ago")

	g.posAdd("heroku-config-set", `
$ heroku config:set STRIPE_SECRET_KEY=«a» MAILGUN_API_KEY=«b» -a acme-shop-prod
Setting STRIPE_SECRET_KEY, MAILGUN_API_KEY and restarting ⬢ acme-shop-prod... done, v214
MAILGUN_API_KEY:   «b»
STRIPE_SECRET_KEY: «a»
`, V{"a": g.skLive(), "b": g.mailgun()}, "acme-shop-prod", "done, v214")

	g.posAdd("vercel-env-add-piped", `
$ printf '%s' '«a»' | vercel env add DATABASE_URL production
Vercel CLI 34.2.7
✅  Added Environment Variable DATABASE_URL to Project acme-dashboard [412ms]
$ vercel env add OPENAI_API_KEY preview <<< «b»
✅  Added Environment Variable OPENAI_API_KEY to Project acme-dashboard [388ms]
`, V{"a": "postgres://dash:" + g.pwURL() + "@ep-" + g.s(alLower, 12) + ".eu-central-1.aws.neon.tech/dash", "b": g.openai()}, "acme-dashboard")

	g.posAdd("fly-secrets-set", `
$ fly secrets set SECRET_KEY_BASE=«a» RELEASE_COOKIE=«b» -a acme-phx
Updating existing machines in 'acme-phx' with rolling strategy
-------
 ✔ [1/2] Machine «_m1» [app] update succeeded
 ✔ [2/2] Machine «_m2» [app] update succeeded
-------
`, V{"a": g.b64u(64), "b": g.s(alUpper, 56), "_m1": g.hex(14), "_m2": g.hex(14)}, "acme-phx")

	g.posAdd("wrangler-secret-put-stdin", `
$ echo "«a»" | npx wrangler secret put DISCORD_PUBLIC_KEY_SECRET
 ⛅️ wrangler 3.60.3
-------------------
🌀 Creating the secret for the Worker "interactions-bot"
✨ Success! Uploaded secret DISCORD_PUBLIC_KEY_SECRET
`, V{"a": g.hex(64)}, "interactions-bot", "wrangler 3.60.3")

	g.posAdd("vault-kv-put-kv-pairs", `
$ vault kv put -mount=secret apps/payments/prod stripe_key=«a» db_password='«b»'
======= Secret Path =======
secret/data/apps/payments/prod

======= Metadata =======
Key                Value
---                -----
created_time       2024-06-14T09:12:44.91822Z
custom_metadata    <nil>
deletion_time      n/a
destroyed          false
version            7
`, V{"a": g.skLive(), "b": g.pw()}, "secret/data/apps/payments/prod", "2024-06-14T09:12:44.91822Z")

	g.posAdd("doppler-netlify-railway", `
$ doppler secrets set SENDGRID_API_KEY "«a»" -p web -c prd
┌──────────────────┬─────────────────────────────────────┐
│ NAME             │ VALUE                               │
├──────────────────┼─────────────────────────────────────┤
│ SENDGRID_API_KEY │ «a» │
└──────────────────┴─────────────────────────────────────┘
$ netlify env:set CONTENTFUL_TOKEN «b» --context production
Set environment variable CONTENTFUL_TOKEN=«b» in the production context
`, V{"a": g.sendgrid(), "b": "CFPAT-" + g.b64u(43)}, "in the production context")

	g.posAdd("firebase-functions-config-set", `
$ firebase functions:config:set slack.webhook="https://hooks.slack.com/services/«_t»/«_b»/«a»" openai.key="«b»"
✔  Functions config updated.

Please deploy your functions for the change to take effect by running firebase deploy --only functions
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24), "b": g.openai()}, "firebase deploy --only functions")

	g.posAdd("gh-secret-from-file-benign", `
$ gh secret set GCP_SA_KEY < sa-key.json
✓ Set Actions secret GCP_SA_KEY for acme/infra
$ gh secret set DEPLOY_TOKEN --body "$DEPLOY_TOKEN" --env staging
✓ Set Actions secret DEPLOY_TOKEN for acme/infra
$ gh secret list
NAME          UPDATED
GCP_SA_KEY    about 1 minute ago
DEPLOY_TOKEN  about 1 minute ago
`, V{}, "gh secret set GCP_SA_KEY < sa-key.json", `--body "$DEPLOY_TOKEN"`)

	g.posAdd("heroku-config-masked-benign", `
$ heroku config -a acme-shop-prod
=== acme-shop-prod Config Vars
DATABASE_URL:      postgres://****:****@ec2-52-18-4-77.eu-west-1.compute.amazonaws.com:5432/d«_db»
RAILS_ENV:         production
STRIPE_SECRET_KEY: sk_live_****************************************
WEB_CONCURRENCY:   3
`, V{"_db": g.s(alLowNum, 13)}, "sk_live_****************************************", "WEB_CONCURRENCY:   3")

	g.posAdd("vault-kv-put-from-file-benign", `
$ vault kv put secret/apps/payments/prod @payments.json
$ vault kv get -field=version secret/apps/payments/prod
8
$ vault kv put secret/ci/deploy token=- < /dev/stdin
$ vault kv metadata get -format=json secret/apps/payments/prod | jq .data.current_version
8
`, V{}, "@payments.json", "token=- < /dev/stdin")

	g.posAdd("fly-secrets-list-benign", `
$ fly secrets list -a acme-phx
NAME            	DIGEST          	CREATED AT
DATABASE_URL    	«_d1»	2024-05-02T10:12:00Z
RELEASE_COOKIE  	«_d2»	2024-06-14T08:01:33Z
SECRET_KEY_BASE 	«_d3»	2024-06-14T08:01:33Z
`, V{"_d1": g.hex(16), "_d2": g.hex(16), "_d3": g.hex(16)}, "SECRET_KEY_BASE", "2024-06-14T08:01:33Z")

	g.posAdd("wrangler-secret-prompt-benign", `
$ npx wrangler secret put STRIPE_WEBHOOK_SECRET --env production
 ⛅️ wrangler 3.60.3
✔ Enter a secret value: … ************************************
🌀 Creating the secret for the Worker "billing-edge-production"
✨ Success! Uploaded secret STRIPE_WEBHOOK_SECRET
`, V{}, "Enter a secret value: … ************************************", "billing-edge-production")
}

// ---- system and service CLIs ----

func (g *G) posCLISys() {
	g.posAdd("htpasswd-batch-mode", `
$ sudo htpasswd -cbB /etc/nginx/.htpasswd grafana '«a»'
Adding password for user grafana
$ sudo htpasswd -b /etc/nginx/.htpasswd kibana «b»
Adding password for user kibana
`, V{"a": g.pw(), "b": g.pwURL()}, "/etc/nginx/.htpasswd")

	g.posAdd("mysqladmin-password", `
root@db01:~# mysqladmin -u root password '«a»'
mysqladmin: [Warning] Using a password on the command line interface can be insecure.
Warning: Since password will be sent to server in plain text, use ssl connection to ensure password safety.
root@db01:~# mysql -u root -p«a» -e 'SELECT VERSION();'
`, V{"a": g.pw()}, "root@db01:~#", "use ssl connection to ensure password safety")

	g.posAdd("smbpasswd-piped", `
$ (echo '«a»'; echo '«a»') | sudo smbpasswd -s -a scanner
Added user scanner.
$ sudo pdbedit -L
scanner:1002:Scanner Account
`, V{"a": g.pw()}, "scanner:1002:Scanner Account")

	g.posAdd("net-user-add-windows", `
C:\Windows\system32>net user svc_backup «a» /add /passwordchg:no /expires:never
The command completed successfully.

C:\Windows\system32>net localgroup "Backup Operators" svc_backup /add
The command completed successfully.
`, V{"a": g.pwStrong()}, `net localgroup "Backup Operators" svc_backup /add`)

	g.posAdd("net-use-and-cmdkey", `
PS C:\> net use Z: \\fs01.corp.local\finance «a» /user:CORP\jdoe /persistent:yes
The command completed successfully.

PS C:\> cmdkey /generic:TERMSRV/rdp-gw.corp.local /user:CORP\jdoe /pass:«a»
CMDKEY: Credential added successfully.
`, V{"a": g.pw()}, `\\fs01.corp.local\finance`, "TERMSRV/rdp-gw.corp.local")

	g.posAdd("rabbitmqctl-add-user", `
$ docker exec rabbit rabbitmqctl add_user orders_svc '«a»'
Adding user "orders_svc" ...
Done. Don't forget to grant the user permissions to some virtual hosts! See 'rabbitmqctl help set_permissions' to learn more.
$ docker exec rabbit rabbitmqctl set_permissions -p /orders orders_svc ".*" ".*" ".*"
Setting permissions for user "orders_svc" in vhost "/orders" ...
`, V{"a": g.pw()}, `Adding user "orders_svc" ...`)

	g.posAdd("redis-cli-auth-interactive", `
$ redis-cli -h 10.0.3.21 -p 6379
10.0.3.21:6379> AUTH «a»
OK
10.0.3.21:6379> CONFIG SET requirepass "«b»"
OK
10.0.3.21:6379> INFO keyspace
# Keyspace
db0:keys=18234,expires=1201,avg_ttl=0
`, V{"a": g.an(24), "b": g.an(32)}, "db0:keys=18234,expires=1201,avg_ttl=0")

	g.posAdd("ngrok-add-authtoken", `
$ ngrok config add-authtoken «a»
Authtoken saved to configuration file: /Users/mika/Library/Application Support/ngrok/ngrok.yml
$ ngrok http 3000
`, V{"a": g.ngrok()}, "/Users/mika/Library/Application Support/ngrok/ngrok.yml")

	g.posAdd("security-add-generic-password", `
$ security add-generic-password -a "$USER" -s "openai-api-key" -w "«a»" -U
$ security add-internet-password -a deploy -s git.acme.dev -w '«b»'
$ security find-generic-password -s "openai-api-key" -w
«a»
`, V{"a": g.openai(), "b": g.glpat()}, "git.acme.dev")

	g.posAdd("pass-insert-echo", `
$ echo "«a»" | pass insert -e work/aws/console
Enter password for work/aws/console: 
[master 5e2f1a0] Add given password for work/aws/console to store.
 1 file changed, 0 insertions(+), 0 deletions(-)
 create mode 100644 work/aws/console.gpg
`, V{"a": g.pwStrong()}, "work/aws/console.gpg")

	g.posAdd("openssl-passout-pass", `
$ openssl pkcs12 -export -in tls.crt -inkey tls.key -out tls.p12 -name api -passout pass:«a»
$ openssl genrsa -aes256 -passout pass:«b» -out ca.key 4096
$ keytool -importkeystore -srckeystore tls.p12 -srcstoretype PKCS12 -srcstorepass «a» -destkeystore api.jks -deststorepass «c»
Importing keystore tls.p12 to api.jks...
Entry for alias api successfully imported.
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}, "Entry for alias api successfully imported.")

	g.posAdd("sshpass-and-ipmitool", `
$ sshpass -p '«a»' ssh -o StrictHostKeyChecking=no admin@192.168.10.40 'uptime'
 14:02:11 up 231 days,  3:44,  0 users,  load average: 0.08, 0.03, 0.01
$ ipmitool -I lanplus -H 192.168.10.140 -U ADMIN -P «b» chassis power status
Chassis Power is on
`, V{"a": g.pw(), "b": g.s(alUpper, 10)}, "Chassis Power is on", "192.168.10.140")

	g.posAdd("mosquitto-passwd-and-chpasswd", `
# provision.sh (ran by cloud-init)
mosquitto_passwd -b /etc/mosquitto/passwd sensor-gw «a»
echo 'pi:«b»' | chpasswd
echo "root:«c»" | chpasswd -e
`, V{"a": g.pwURL(), "b": g.pw(), "c": g.posSha512()}, "/etc/mosquitto/passwd")

	g.posAdd("az-create-for-rbac-output", `
$ az ad sp create-for-rbac --name gh-actions-deploy --role contributor --scopes /subscriptions/«_sub»/resourceGroups/rg-web
Creating 'contributor' role assignment under scope '/subscriptions/«_sub»/resourceGroups/rg-web'
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control. For more information, see https://aka.ms/azadsp-cli
{
  "appId": "«_app»",
  "displayName": "gh-actions-deploy",
  "password": "«a»",
  "tenant": "«_ten»"
}
`, V{"_sub": g.uuid(), "_app": g.uuid(), "a": g.azSecret(), "_ten": g.uuid()}, "gh-actions-deploy")

	g.posAdd("docker-login-p-flag", `
$ docker login -u acmeci -p «a» registry.gitlab.com
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
`, V{"a": g.glpat()}, "WARNING! Using --password via the CLI is insecure. Use --password-stdin.")

	g.posAdd("htpasswd-prompt-benign", `
$ sudo htpasswd -c /etc/nginx/.htpasswd grafana
New password: 
Re-type new password: 
Adding password for user grafana
$ sudo mysqladmin -u root -p password
Enter password: 
New password: 
Confirm new password: 
`, V{}, "Re-type new password:", "sudo mysqladmin -u root -p password")

	g.posAdd("security-find-and-pass-show-benign", `
$ security find-generic-password -s "openai-api-key"
keychain: "/Users/mika/Library/Keychains/login.keychain-db"
class: "genp"
attributes:
    "acct"<blob>="mika"
    "svce"<blob>="openai-api-key"
    "mdat"<timedate>=0x32303234303631343039313234345A00  "20240614091244Z\000"
$ pass ls work
work
├── aws
│   └── console
└── github
`, V{}, "/Users/mika/Library/Keychains/login.keychain-db", "0x32303234303631343039313234345A00")

	g.posAdd("docker-login-stdin-benign", `
$ echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin "$CI_REGISTRY"
Login Succeeded
$ ngrok config add-authtoken $NGROK_AUTHTOKEN
Authtoken saved to configuration file: /home/runner/.config/ngrok/ngrok.yml
$ redis-cli -a "$(cat /run/secrets/redis_pw)" --no-auth-warning PING
PONG
`, V{}, `echo "$CI_REGISTRY_PASSWORD"`, "ngrok config add-authtoken $NGROK_AUTHTOKEN", `"$(cat /run/secrets/redis_pw)"`)

	g.posAdd("net-user-star-prompt-benign", `
C:\> net user svc_backup * /add
Type a password for the user:
Retype the password to confirm:
The command completed successfully.

C:\> rabbitmqctl list_users
Listing users ...
user	tags
orders_svc	[]
guest	[administrator]
`, V{}, "net user svc_backup * /add", "guest	[administrator]")

	g.posAdd("openssl-passin-env-benign", `
$ openssl pkcs12 -export -in tls.crt -inkey tls.key -out tls.p12 -passout env:P12_PASS
$ openssl rsa -in ca.key -passin file:/run/secrets/ca_pass -noout -check
RSA key ok
$ openssl x509 -in tls.crt -noout -fingerprint -sha256
sha256 Fingerprint=«_fp»
`, V{"_fp": posColonHex(g.hex(64))}, "-passout env:P12_PASS", "file:/run/secrets/ca_pass")
}

// posSSHPub is the base64 body of an SSH public key: the key type and
// any further name fields, then n random key bytes, each length-prefixed.
func (g *G) posSSHPub(n int, names ...string) string {
	var b []byte
	field := func(f []byte) {
		b = append(b, byte(len(f)>>24), byte(len(f)>>16), byte(len(f)>>8), byte(len(f)))
		b = append(b, f...)
	}
	for _, s := range names {
		field([]byte(s))
	}
	k := g.bytes(n)
	if n == 65 {
		k[0] = 4
	}
	field(k)
	return base64.StdEncoding.EncodeToString(b)
}

// posColonHex writes a hex digest as colon separated upper-case pairs.
func posColonHex(h string) string {
	h = strings.ToUpper(h)
	var b strings.Builder
	for i := 0; i+1 < len(h); i += 2 {
		if i > 0 {
			b.WriteByte(':')
		}
		b.WriteString(h[i : i+2])
	}
	return b.String()
}

// ---- colon and space separated records ----

func (g *G) posRecords() {
	g.posAdd("pgpass-lines", `
$ cat ~/.pgpass
# hostname:port:database:username:password
localhost:5432:*:postgres:«a»
pg-prod-ro.internal:5432:orders:readonly:«b»
*:6432:*:pgbouncer_admin:«c»
$ ls -l ~/.pgpass
-rw------- 1 dev dev 156 Jun 12 09:31 /home/dev/.pgpass
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}, "pg-prod-ro.internal:5432:orders:readonly:")

	g.posAdd("pgpass-far-from-header", `
$ tail -n 3 /var/lib/postgresql/.pgpass
replica-02.db.lan:5432:replication:replicator:«a»
replica-03.db.lan:5432:replication:replicator:«a»
backup.db.lan:5432:*:barman:«b»
`, V{"a": g.an(20), "b": g.an(20)}, "backup.db.lan:5432:*:barman:")

	g.posAdd("netrc-one-line", `
$ cat ~/.netrc
machine api.heroku.com login ana@acme.dev password «a»
machine git.heroku.com login ana@acme.dev password «a»
machine github.com login ana-acme password «b»
`, V{"a": g.heroku(), "b": g.ghp()}, "machine github.com login ana-acme")

	g.posAdd("chap-secrets", `
# /etc/ppp/chap-secrets
# Secrets for authentication using CHAP
# client	server	secret			IP addresses
"vpn-lena"	pptpd	"«a»"	*
"vpn-omar"	pptpd	"«b»"	10.8.0.12
`, V{"a": g.pwURL(), "b": g.pwURL()}, "10.8.0.12", "/etc/ppp/chap-secrets")

	g.posAdd("ipsec-secrets-psk", `
$ sudo cat /etc/ipsec.secrets
# This file holds shared secrets or RSA private keys for authentication.
%any 203.0.113.50 : PSK "«a»"
vpnserver : RSA "/etc/ipsec.d/private/server.key"
roadwarrior : XAUTH "«b»"
`, V{"a": g.b64(24), "b": g.pw()}, "/etc/ipsec.d/private/server.key", "203.0.113.50")

	g.posAdd("rsyncd-secrets", `
$ cat /etc/rsyncd.secrets
backup:«a»
mirror:«b»
$ stat -c '%a %U' /etc/rsyncd.secrets
600 root
`, V{"a": g.pwURL(), "b": g.pwURL()}, "600 root")

	g.posAdd("passwd-s3fs", `
$ echo «a»:«b» > ${HOME}/.passwd-s3fs
$ chmod 600 ${HOME}/.passwd-s3fs
$ s3fs acme-media /mnt/media -o passwd_file=${HOME}/.passwd-s3fs -o url=https://s3.eu-west-3.amazonaws.com
`, V{"a": g.awsID(), "b": g.awsSecret()}, "passwd_file=${HOME}/.passwd-s3fs", "acme-media")

	g.posAdd("postfix-sasl-passwd", `
# /etc/postfix/sasl_passwd
[smtp.sendgrid.net]:587 apikey:«a»
[email-smtp.eu-west-1.amazonaws.com]:587 «b»:«c»
$ sudo postmap /etc/postfix/sasl_passwd && sudo systemctl reload postfix
`, V{"a": g.sendgrid(), "b": g.awsID(), "c": "B" + g.s(alB64, 43)}, "[email-smtp.eu-west-1.amazonaws.com]:587")

	g.posAdd("davfs2-secrets", `
$ sudo tail -2 /etc/davfs2/secrets
# /path/to/mount  username  password
https://cloud.acme-family.de/remote.php/dav/files/jonas/ jonas «a»
`, V{"a": g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5)}, "https://cloud.acme-family.de/remote.php/dav/files/jonas/")

	g.posAdd("openvpn-auth-user-pass-file", `
$ cat /etc/openvpn/client/office.conf | grep auth-user-pass
auth-user-pass /etc/openvpn/client/office.auth
$ sudo cat /etc/openvpn/client/office.auth
m.novak
«a»
`, V{"a": g.pw()}, "/etc/openvpn/client/office.auth", "m.novak")

	g.posAdd("shadow-and-htpasswd-lines", `
$ sudo grep -E '^(deploy|ci):' /etc/shadow
deploy:«a»:19723:0:99999:7:::
ci:!:19650:0:99999:7:::
$ cat /etc/nginx/.htpasswd
kibana:«b»
`, V{"a": g.posSha512(), "b": g.posApr1()}, "ci:!:19650:0:99999:7:::")

	g.posAdd("dovecot-passwd-file-plain", `
# /etc/dovecot/users  (passwd-file, user:password:uid:gid::home)
info@acme-bakery.fr:{PLAIN}«a»:5000:5000::/var/mail/acme-bakery.fr/info
commandes@acme-bakery.fr:{PLAIN}«b»:5000:5000::/var/mail/acme-bakery.fr/commandes
`, V{"a": g.pw(), "b": g.pw()}, "/var/mail/acme-bakery.fr/commandes")

	g.posAdd("pgpass-wildcard-benign", `
$ cat ~/.pgpass
# hostname:port:database:username:password
# passwords come from pg_service + the keyring helper now; this file is kept for psql -w tests
localhost:5432:*:postgres:*
*:*:*:*:changeme
$ cat ~/.pg_service.conf
[orders]
host=pg-prod-ro.internal
dbname=orders
user=readonly
`, V{}, "localhost:5432:*:postgres:*", "*:*:*:*:changeme", "pg-prod-ro.internal")

	g.posAdd("passwd-group-lines-benign", `
$ getent passwd deploy ci postgres
deploy:x:1001:1001:Deploy User,,,:/home/deploy:/bin/bash
ci:x:1002:1002::/home/ci:/usr/sbin/nologin
postgres:x:114:121:PostgreSQL administrator,,,:/var/lib/postgresql:/bin/bash
$ sudo grep ci /etc/shadow
ci:*:19650:0:99999:7:::
`, V{}, "deploy:x:1001:1001:Deploy User,,,:/home/deploy:/bin/bash", "ci:*:19650:0:99999:7:::")

	g.posAdd("known-hosts-and-authorized-keys-benign", `
$ tail -2 ~/.ssh/known_hosts
git.acme.dev ssh-ed25519 «_k1»
203.0.113.50 ecdsa-sha2-nistp256 «_k2»
$ cat /etc/ipsec.secrets
: RSA "/etc/ipsec.d/private/server.key"
`, V{"_k1": g.posSSHPub(32, "ssh-ed25519"), "_k2": g.posSSHPub(65, "ecdsa-sha2-nistp256", "nistp256")}, "git.acme.dev ssh-ed25519")

	g.posAdd("netrc-template-benign", `
# docs/setup.md
Create ~/.netrc with:

    machine artifacts.acme.dev login <your-username> password <your-api-token>

then run ˋpip install --index-url https://artifacts.acme.dev/pypi/simple acme-coreˋ.
`, V{}, "login <your-username> password <your-api-token>", "https://artifacts.acme.dev/pypi/simple")
}

// ---- CSV and TSV rows ----

func (g *G) posCSV() {
	g.posAdd("aws-credentials-csv", `
$ cat ~/Downloads/ci-deployer_credentials.csv
User name,Password,Access key ID,Secret access key,Console login link
ci-deployer,«a»,«b»,«c»,https://«_acct».signin.aws.amazon.com/console
`, V{"a": g.pwStrong(), "b": g.awsID(), "c": g.awsSecret(), "_acct": g.digits(12)}, "Console login link")

	g.posAdd("aws-accesskeys-csv", `
$ cat accessKeys.csv
Access key ID,Secret access key
«a»,«b»
`, V{"a": g.awsID(), "b": g.awsSecret()}, "Access key ID,Secret access key")

	g.posAdd("bulk-user-import-far-header", `
$ head -1 users_import.csv; sed -n '212,215p' users_import.csv
email,first_name,last_name,role,initial_password,team
c.moreau@acme.fr,Camille,Moreau,agent,«a»,support-fr
d.lefevre@acme.fr,David,Lefevre,agent,«b»,support-fr
e.garnier@acme.fr,Emma,Garnier,lead,«c»,support-fr
f.roux@acme.fr,Fabien,Roux,agent,,support-fr
`, V{"a": g.pw(), "b": g.pw(), "c": g.pw()}, "f.roux@acme.fr,Fabien,Roux,agent,,support-fr")

	g.posAdd("google-workspace-bulk-rows-only", `
$ tail -n 3 gws_new_hires_2024-06.csv
Jana,Kral,jana.kral@acme.cz,«a»,/Engineering,TRUE
Petr,Svoboda,petr.svoboda@acme.cz,«b»,/Engineering,TRUE
Eva,Novakova,eva.novakova@acme.cz,«c»,/Sales,TRUE
`, V{"a": g.pw(), "b": g.pw(), "c": g.pw()}, "eva.novakova@acme.cz", "/Engineering")

	g.posAdd("tsv-service-accounts", `
$ column -t -s $'\t' svc_accounts.tsv | sed -n '1p;40,42p'
system       account           secret                            owner
jira         svc-jira          «a»          it-ops
confluence   svc-confluence    «b»          it-ops
bamboo       svc-bamboo        «c»          build
`, V{"a": g.pwStrong(), "b": g.pwStrong(), "c": g.pwStrong()}, "svc-confluence")

	g.posAdd("csv-api-keys-no-header", `
$ grep -i "stripe\|sendgrid" vendors.csv
stripe,prod,«a»,billing@acme.io,2023-11-02
sendgrid,prod,«b»,ops@acme.io,2024-01-19
`, V{"a": g.rkLive(), "b": g.sendgrid()}, "billing@acme.io,2023-11-02")

	g.posAdd("sqlite-csv-mode-rows", `
sqlite> .mode csv
sqlite> SELECT id, username, api_token, created_at FROM users WHERE is_staff = 1;
1,admin,«a»,2023-02-11 10:04:12
7,maria,«b»,2023-09-30 17:22:05
`, V{"a": g.hex(40), "b": g.hex(40)}, "2023-09-30 17:22:05")

	g.posAdd("csv-wifi-vouchers-sheet", `
$ cat guest_wifi_june.csv
ssid,password,valid_from,valid_to
Acme-Guest,«a»,2024-06-01,2024-06-30
Acme-Events,«b»,2024-06-14,2024-06-16
`, V{"a": g.pwURL(), "b": g.pwURL()}, "Acme-Events", "2024-06-14,2024-06-16")

	g.posAdd("csv-ids-hashes-benign", `
$ head -4 exports/devices.csv
device_id,serial,firmware_sha256,last_seen,region
«_d1»,SN-«_s1»,«_h1»,2024-06-12T08:11:02Z,eu-west-1
«_d2»,SN-«_s2»,«_h1»,2024-06-12T08:09:47Z,eu-west-1
«_d3»,SN-«_s3»,«_h2»,2024-06-11T22:40:13Z,us-east-2
`, V{"_d1": g.uuid(), "_d2": g.uuid(), "_d3": g.uuid(), "_s1": g.s(alUpNum, 10), "_s2": g.s(alUpNum, 10), "_s3": g.s(alUpNum, 10), "_h1": g.posSha256(), "_h2": g.posSha256()}, "firmware_sha256")

	g.posAdd("csv-masked-export-benign", `
$ head -3 credentials_export_masked.csv
User name,Password,Access key ID,Secret access key,Console login link
ci-deployer,********,AKIA************XQ7M,****************************************,https://«_acct».signin.aws.amazon.com/console
`, V{"_acct": g.digits(12)}, "AKIA************XQ7M", "ci-deployer,********")

	g.posAdd("csv-bulk-import-template-benign", `
$ cat users_import_TEMPLATE.csv
email,first_name,last_name,role,initial_password,team
jane.doe@example.com,Jane,Doe,agent,CHANGE_ME_ON_FIRST_LOGIN,support-en
john.roe@example.com,John,Roe,agent,<generated>,support-en
`, V{}, "CHANGE_ME_ON_FIRST_LOGIN", "<generated>")

	g.posAdd("tsv-orders-benign", `
$ head -3 orders_20240614.tsv | cut -f1-5
order_id	customer_id	tracking	carrier	checksum
«_o1»	cus_«_c1»	1Z«_t1»	UPS	«_h1»
«_o2»	cus_«_c2»	1Z«_t2»	UPS	«_h2»
`, V{"_o1": g.uuid(), "_c1": g.an(14), "_t1": g.s(alUpNum, 16), "_h1": g.hex(32), "_o2": g.uuid(), "_c2": g.an(14), "_t2": g.s(alUpNum, 16), "_h2": g.hex(32)}, "order_id	customer_id")
}

// ---- positional SQL ----

func (g *G) posSQL() {
	g.posAdd("mysql-create-user-identified-by", `
mysql> CREATE USER 'grafana'@'10.0.%' IDENTIFIED BY '«a»';
Query OK, 0 rows affected (0.02 sec)

mysql> GRANT SELECT ON metrics.* TO 'grafana'@'10.0.%';
Query OK, 0 rows affected (0.01 sec)
`, V{"a": g.pw()}, "'grafana'@'10.0.%'")

	g.posAdd("oracle-alter-user-and-dblink", `
SQL> ALTER USER app_owner IDENTIFIED BY "«a»" ACCOUNT UNLOCK;

User altered.

SQL> CREATE DATABASE LINK erp_link CONNECT TO erp_ro IDENTIFIED BY "«b»" USING 'ERPPRD';

Database link created.
`, V{"a": g.pwURL(), "b": g.pwURL()}, "USING 'ERPPRD'", "Database link created.")

	g.posAdd("postgres-alter-role-password", `
postgres=# ALTER ROLE metabase WITH LOGIN PASSWORD '«a»';
ALTER ROLE
postgres=# CREATE ROLE airflow LOGIN PASSWORD '«b»' VALID UNTIL '2025-01-01';
CREATE ROLE
`, V{"a": g.pw(), "b": g.pwStrong()}, "VALID UNTIL '2025-01-01'")

	g.posAdd("mysql-set-password-and-grant-old", `
-- migrations/2016_03_legacy_users.sql
SET PASSWORD FOR 'reports'@'%' = PASSWORD('«a»');
GRANT ALL PRIVILEGES ON crm.* TO 'crm_app'@'localhost' IDENTIFIED BY '«b»';
FLUSH PRIVILEGES;
`, V{"a": g.pw(), "b": g.pw()}, "migrations/2016_03_legacy_users.sql")

	g.posAdd("mssql-sp-addlogin", `
1> EXEC sp_addlogin 'reporting_ro', '«a»', 'ReportDB';
2> GO
1> EXEC sp_password NULL, '«b»', 'sa';
2> GO
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "'ReportDB'")

	g.posAdd("insert-users-values-plain", `
-- seed.sql (prod restore for staging, 2024-06-10)
INSERT INTO users VALUES (1, 'admin', 'admin@acme.io', '«a»', true, now());
INSERT INTO users VALUES (2, 'ops', 'ops@acme.io', '«b»', true, now());
INSERT INTO users VALUES (3, 'demo', 'demo@acme.io', 'demo', false, now());
`, V{"a": g.pw(), "b": g.pw()}, "INSERT INTO users VALUES (3, 'demo', 'demo@acme.io', 'demo', false, now());")

	g.posAdd("insert-api-keys-no-column-list", `
$ grep -n "INSERT INTO \ˋintegrationsˋ" dump.sql | head -2
8812:INSERT INTO ˋintegrationsˋ VALUES (14,'slack','«a»','2024-02-01 10:00:00'),(15,'github','«b»','2024-03-09 14:21:55');
`, V{"a": g.xoxb(), "b": g.ghp()}, "INSERT INTO ˋintegrationsˋ VALUES (14,'slack','")

	g.posAdd("pg-dump-copy-block", `
COPY public.api_clients (id, name, client_id, client_secret, created_at) FROM stdin;
1	mobile-ios	«_c1»	«a»	2023-08-14 09:12:44+00
2	mobile-android	«_c2»	«b»	2023-08-14 09:12:44+00
3	partner-portal	«_c3»	«c»	2024-01-03 16:40:02+00
\.
`, V{"_c1": g.uuid(), "a": g.b64u(48), "_c2": g.uuid(), "b": g.b64u(48), "_c3": g.uuid(), "c": g.b64u(48)}, "partner-portal")

	g.posAdd("postgres-user-mapping-options", `
CREATE SERVER legacy_mysql FOREIGN DATA WRAPPER mysql_fdw OPTIONS (host 'mysql-legacy.dc1', port '3306');
CREATE USER MAPPING FOR etl SERVER legacy_mysql OPTIONS (username 'fdw_reader', password '«a»');
IMPORT FOREIGN SCHEMA shop FROM SERVER legacy_mysql INTO legacy;
`, V{"a": g.pw()}, "mysql-legacy.dc1", "fdw_reader")

	g.posAdd("clickhouse-cassandra-create-user", `
:) CREATE USER superset IDENTIFIED WITH sha256_password BY '«a»' HOST IP '10.0.0.0/8';
Ok.
cqlsh> CREATE ROLE analytics WITH PASSWORD = '«b»' AND LOGIN = true;
`, V{"a": g.pwStrong(), "b": g.pw()}, "HOST IP '10.0.0.0/8'")

	g.posAdd("sqlplus-connect-string", `
$ sqlplus system/«a»@//db-ora-01.corp:1521/ORCLPDB1

SQL*Plus: Release 19.0.0.0.0 - Production on Fri Jun 14 10:22:41 2024
Connected to:
Oracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production
`, V{"a": g.pwURL()}, "db-ora-01.corp:1521/ORCLPDB1")

	g.posAdd("create-user-placeholder-benign", `
-- db/init/01-users.sql.tmpl (rendered by envsubst at container start)
CREATE USER 'grafana'@'%' IDENTIFIED BY '${GRAFANA_DB_PASSWORD}';
ALTER ROLE metabase WITH PASSWORD :'metabase_pw';
CREATE USER app IDENTIFIED BY "<app_password>";
`, V{}, "'${GRAFANA_DB_PASSWORD}'", ":'metabase_pw'", `"<app_password>"`)

	g.posAdd("insert-users-hashless-benign", `
INSERT INTO users (id, email, display_name, created_at) VALUES
  ('«_u1»', 'admin@acme.io', 'Admin', '2023-02-11 10:04:12'),
  ('«_u2»', 'ops@acme.io', 'Ops Team', '2023-09-30 17:22:05');
INSERT INTO regions VALUES (1, 'eu-west-1', 'Ireland'), (2, 'ap-south-1', 'Mumbai');
`, V{"_u1": g.uuid(), "_u2": g.uuid()}, "'ap-south-1', 'Mumbai'")

	g.posAdd("mysql-user-table-benign", `
mysql> SELECT user, host, plugin, password_expired FROM mysql.user;
+------------------+-----------+-----------------------+------------------+
| user             | host      | plugin                | password_expired |
+------------------+-----------+-----------------------+------------------+
| grafana          | 10.0.%    | caching_sha2_password | N                |
| mysql.session    | localhost | caching_sha2_password | N                |
| root             | localhost | auth_socket           | N                |
+------------------+-----------+-----------------------+------------------+
3 rows in set (0.00 sec)
`, V{}, "caching_sha2_password", "auth_socket")

	g.posAdd("pg-dump-copy-ids-benign", `
COPY public.deployments (id, service, git_sha, image_digest, region) FROM stdin;
«_i1»	api	«_s1»	sha256:«_d1»	eu-central-1
«_i2»	worker	«_s2»	sha256:«_d2»	eu-central-1
\.
`, V{"_i1": g.uuid(), "_s1": g.gitSHA(), "_d1": g.posSha256(), "_i2": g.uuid(), "_s2": g.gitSHA(), "_d2": g.posSha256()}, "COPY public.deployments")

	g.posAdd("alter-user-prompt-benign", `
postgres=# \password metabase
Enter new password for user "metabase": 
Enter it again: 
postgres=# \du metabase
           List of roles
 Role name | Attributes | Member of
-----------+------------+-----------
 metabase  |            | {}
`, V{}, `Enter new password for user "metabase":`, `\password metabase`)
}

// ---- function calls in logs and traces ----

func (g *G) posLogs() {
	g.posAdd("log-login-call-failed", `
2024-06-14 10:02:11,482 ERROR [auth.client] login("svc-sync", "«a»") failed: 401 Unauthorized
2024-06-14 10:02:11,483 WARN  [auth.client] retrying in 30s (attempt 2/5)
`, V{"a": g.pw()}, "[auth.client]", "retrying in 30s (attempt 2/5)")

	g.posAdd("python-traceback-locals", `
Traceback (most recent call last):
  File "/opt/etl/jobs/pull_crm.py", line 41, in run
    conn = connect(host, user, password, db)
  File "/opt/etl/jobs/pull_crm.py", line 18, in connect
    return pymysql.connect(host=h, user=u, password=p, database=d)
pymysql.err.OperationalError: (1045, "Access denied for user 'crm_reader'@'10.4.2.9' (using password: YES)")

Locals at frame connect:
    h = 'crm-db.internal'
    u = 'crm_reader'
    p = '«a»'
    d = 'crm'
`, V{"a": g.pw()}, "'crm_reader'@'10.4.2.9'")

	g.posAdd("java-stack-with-args", `
[ERROR] c.a.b.SftpUploader - upload failed: connect(sftp.bank-partner.net, 22, acme_sftp, «a») -> com.jcraft.jsch.JSchException: Auth fail
	at com.jcraft.jsch.Session.connect(Session.java:519)
	at com.acme.batch.SftpUploader.connect(SftpUploader.java:58)
`, V{"a": g.pwStrong()}, "com.jcraft.jsch.JSchException: Auth fail")

	g.posAdd("strace-execve-sshpass", `
$ strace -f -e trace=execve ./sync.sh 2>&1 | head -4
execve("./sync.sh", ["./sync.sh"], 0x7ffd2c1a8f40 /* 31 vars */) = 0
[pid 48213] execve("/usr/bin/sshpass", ["sshpass", "-p", "«a»", "rsync", "-az", "/srv/data/", "backup@10.9.0.4:/vol/"], 0x55d1c8e0 /* 31 vars */) = 0
[pid 48214] execve("/usr/bin/rsync", ["rsync", "-az", "/srv/data/", "backup@10.9.0.4:/vol/"], 0x55d1c8e0 /* 31 vars */) = 0
`, V{"a": g.pw()}, "backup@10.9.0.4:/vol/")

	g.posAdd("ps-aux-cmdline-leak", `
$ ps aux | grep -v grep | grep -E 'mysqldump|pg_dump'
root     30112  2.1  0.4 231044 37120 ?  S    03:00   0:14 mysqldump -u backup -p«a» --single-transaction --all-databases
postgres 30140  0.9  0.2 112208 20480 ?  S    03:00   0:05 pg_dump -Fc -f /backups/app.dump app
`, V{"a": g.pwURL()}, "pg_dump -Fc -f /backups/app.dump app")

	g.posAdd("auditd-execve-record", `
type=EXECVE msg=audit(1718352131.442:8812): argc=5 a0="htpasswd" a1="-b" a2="/etc/nginx/.htpasswd" a3="monitor" a4="«a»"
type=CWD msg=audit(1718352131.442:8812): cwd="/root"
type=PATH msg=audit(1718352131.442:8812): item=0 name="/usr/bin/htpasswd" inode=1316503 dev=fd:01 mode=0100755
`, V{"a": g.pw()}, "msg=audit(1718352131.442:8812)")

	g.posAdd("set-x-trace-deploy", `
+ ENV=prod
+ ./bin/deploy.sh prod «a» eu-west-1
+ docker login -u acme-ci --password-stdin registry.acme.dev
Login Succeeded
+ helm upgrade --install api ./chart -f values-prod.yaml
Release "api" has been upgraded. Happy Helming!
`, V{"a": g.doToken()}, `Release "api" has been upgraded. Happy Helming!`)

	g.posAdd("node-debug-call-args", `
  app:db connect called with [ 'pg-main.internal', 5432, 'orders_rw', '«a»' ] +0ms
  app:db pool created (max=20) +12ms
  app:http listening on :8080 +3ms
`, V{"a": g.pw()}, "app:db pool created (max=20)", "orders_rw")

	g.posAdd("ruby-argumenterror-dump", `
ArgumentError: wrong number of arguments (given 5, expected 4)
  from /app/lib/legacy_ftp.rb:12:in ˋupload'
  from (irb):3:in ˋ<main>'
irb(main):003> LegacyFtp.upload("ftp.edi-gateway.de", "acme_gmbh", "«a»", "/outbound", true)
`, V{"a": g.pw()}, "/app/lib/legacy_ftp.rb:12")

	g.posAdd("bash-history-positional", `
$ history | tail -5
  991  kubectl -n web get pods
  992  ./scripts/rotate.sh payments «a»
  993  curl -sf https://api.acme.dev/healthz
  994  ./scripts/create_admin.sh admin@acme.dev «b»
  995  history | tail -5
`, V{"a": g.skLive(), "b": g.pwURL()}, "./scripts/rotate.sh payments")

	g.posAdd("log-call-masked-benign", `
2024-06-14 10:02:11,482 ERROR [auth.client] login("svc-sync", "********") failed: 401 Unauthorized
2024-06-14 10:02:11,490 INFO  [auth.client] request_id=«_r» trace_id=«_t»
`, V{"_r": g.uuid(), "_t": g.hex(32)}, `login("svc-sync", "********")`)

	g.posAdd("strace-execve-benign", `
[pid 51002] execve("/usr/bin/git", ["git", "fetch", "origin", "«_sha»"], 0x7ffe5b0e4a90 /* 28 vars */) = 0
[pid 51003] execve("/usr/bin/ssh", ["ssh", "-i", "/home/ci/.ssh/id_ed25519", "git@github.com", "git-upload-pack 'acme/web.git'"], 0x55f0 /* 28 vars */) = 0
`, V{"_sha": g.gitSHA()}, "/home/ci/.ssh/id_ed25519", "git-upload-pack 'acme/web.git'")

	g.posAdd("ps-aux-env-refs-benign", `
$ ps -eo pid,args | grep -E 'pg_dump|redis'
 30140 pg_dump -Fc -f /backups/app.dump --dbname=service=app
 30201 redis-server 0.0.0.0:6379
 30288 /usr/local/bin/backup --password-file /run/secrets/backup_pw --bucket acme-backups-eu
`, V{}, "--password-file /run/secrets/backup_pw", "--dbname=service=app")

	g.posAdd("set-x-trace-vars-benign", `
+ ./bin/deploy.sh prod '$DEPLOY_TOKEN' eu-west-1
+ TOKEN='[redacted]'
+ curl -sf -H 'Authorization: Bearer [redacted]' https://api.acme.dev/v1/deploys -d '{"sha":"«_sha»"}'
{"id":"«_id»","status":"queued"}
`, V{"_sha": g.gitSHA(), "_id": g.uuid()}, "TOKEN='[redacted]'", `"status":"queued"`)
}

// ---- shell wrappers and scripts called with positional secrets ----

func (g *G) posShell() {
	g.posAdd("bashrc-function-and-call", `
$ type deploy
deploy is a function
deploy ()
{
    ENV="$1" TOKEN="$2" ./infra/deploy.sh --env "$1" --region eu-west-1
}
$ deploy prod «a»
[deploy] env=prod region=eu-west-1
[deploy] rollout complete (4/4 pods ready)
`, V{"a": g.glpat()}, "[deploy] rollout complete (4/4 pods ready)")

	g.posAdd("makefile-call-login", `
# Makefile
define registry_login
	echo "$(2)" | docker login -u $(1) --password-stdin registry.acme.dev
endef

push:
	$(call registry_login,acme-ci,«a»)
	docker push registry.acme.dev/web:$(VERSION)
`, V{"a": g.dockerPAT()}, "registry.acme.dev/web:$(VERSION)")

	g.posAdd("npm-run-seed-args", `
$ npm run seed:admin -- admin@acme.dev «a»

> acme-api@2.8.0 seed:admin
> ts-node scripts/seed-admin.ts admin@acme.dev «a»

✔ created admin user admin@acme.dev (id «_id»)
`, V{"a": g.pwURL(), "_id": g.uuid()}, "acme-api@2.8.0 seed:admin")

	g.posAdd("powershell-convertto-securestring", `
PS C:\setup> $pw = ConvertTo-SecureString "«a»" -AsPlainText -Force
PS C:\setup> New-LocalUser -Name "svc_iis" -Password $pw -PasswordNeverExpires -Description "IIS app pool"

Name    Enabled Description
----    ------- -----------
svc_iis True    IIS app pool
`, V{"a": g.pwStrong()}, `-Description "IIS app pool"`)

	g.posAdd("script-usage-then-call", `
$ head -5 scripts/create_admin.sh
#!/usr/bin/env bash
# usage: create_admin.sh EMAIL PASSWORD
set -euo pipefail
EMAIL="$1"; PASSWORD="$2"
$ ./scripts/create_admin.sh it@acme-clinic.de '«a»'
admin it@acme-clinic.de created
`, V{"a": g.pw()}, "# usage: create_admin.sh EMAIL PASSWORD")

	g.posAdd("docker-run-entrypoint-args", `
$ docker run --rm --network host acme/migrator:1.4.2 migrate pg-prod.internal orders_owner «a» orders
INFO  applying 3 pending migrations to orders
INFO  20240612_add_refunds ... ok
INFO  20240613_idx_customer_email ... ok
INFO  20240614_drop_legacy_cols ... ok
`, V{"a": g.pwURL()}, "acme/migrator:1.4.2", "20240613_idx_customer_email")

	g.posAdd("expect-send-password", `
#!/usr/bin/expect -f
set timeout 20
spawn ssh admin@switch-core-01.lan
expect "assword:"
send "«a»\r"
expect "#"
send "show running-config\r"
`, V{"a": g.pw()}, "switch-core-01.lan", "show running-config")

	g.posAdd("crontab-script-args", `
$ crontab -l
# m h dom mon dow command
0 3 * * * /opt/bin/offsite-backup.sh s3://acme-backups-eu «a» «b» >> /var/log/offsite.log 2>&1
*/5 * * * * /opt/bin/healthcheck.sh https://api.acme.dev/healthz
`, V{"a": g.awsID(), "b": g.awsSecret()}, "/var/log/offsite.log", "s3://acme-backups-eu")

	g.posAdd("jenkinsfile-sh-positional", `
stage('Publish') {
    steps {
        sh "./gradlew publish"
        sh "./scripts/notify.sh release ${env.BUILD_NUMBER} «a»"
    }
}
`, V{"a": "https://hooks.slack.com/services/" + g.slackT() + "/" + g.slackB() + "/" + g.an(24)}, "${env.BUILD_NUMBER}")

	g.posAdd("python-sys-argv-call", `
$ python3 tools/rotate_key.py acme-prod «a» --dry-run
usage: rotate_key.py PROJECT OLD_KEY [--dry-run]
would revoke key ending ...«_tail» for project acme-prod
`, V{"a": g.an(40), "_tail": g.digits(4)}, "usage: rotate_key.py PROJECT OLD_KEY [--dry-run]")

	g.posAdd("ssh-keygen-passphrase-args", `
$ ssh-keygen -t ed25519 -C "deploy@ci" -N '«a»' -f ~/.ssh/deploy_ci
Generating public/private ed25519 key pair.
Your identification has been saved in /home/ci/.ssh/deploy_ci
Your public key has been saved in /home/ci/.ssh/deploy_ci.pub
The key fingerprint is:
SHA256:«_fp» deploy@ci
`, V{"a": g.pw(), "_fp": g.b64(32)[:43]}, "/home/ci/.ssh/deploy_ci.pub")

	g.posAdd("deploy-with-env-ref-benign", `
$ deploy prod "$DEPLOY_TOKEN"
[deploy] env=prod region=eu-west-1
[deploy] image sha256:«_d»
[deploy] rollout complete (4/4 pods ready)
`, V{"_d": g.posSha256()}, `deploy prod "$DEPLOY_TOKEN"`)

	g.posAdd("powershell-read-host-benign", `
PS C:\setup> $pw = Read-Host -AsSecureString "Password for svc_iis"
Password for svc_iis: ****************
PS C:\setup> New-LocalUser -Name "svc_iis" -Password $pw
PS C:\setup> Get-LocalUser svc_iis | Select-Object Name, SID
Name    SID
----    ---
svc_iis S-1-5-21-«_a»-«_b»-«_c»-1004
`, V{"_a": g.digits(10), "_b": g.digits(10), "_c": g.digits(9)}, "Read-Host -AsSecureString")

	g.posAdd("script-usage-doc-benign", `
## Creating the first admin

    ./scripts/create_admin.sh <email> <password>

or, to be prompted for the password:

    ./scripts/create_admin.sh it@example.com -
`, V{}, "./scripts/create_admin.sh <email> <password>")

	g.posAdd("makefile-vars-benign", `
push:
	$(call registry_login,$(REGISTRY_USER),$(REGISTRY_TOKEN))
	docker push registry.acme.dev/web:$(VERSION)

release: ## usage: make release VERSION=1.2.3
	./scripts/release.sh $(VERSION) $(shell git rev-parse HEAD)
`, V{}, "$(call registry_login,$(REGISTRY_USER),$(REGISTRY_TOKEN))", "make release VERSION=1.2.3")
}

// ---- benign positional look-alikes ----

func (g *G) posBenign() {
	g.posAdd("aws-cli-positional-ids", `
$ aws ec2 start-instances --instance-ids i-«_i1» i-«_i2» --region eu-west-1
{
    "StartingInstances": [
        {"InstanceId": "i-«_i1»", "CurrentState": {"Code": 0, "Name": "pending"}},
        {"InstanceId": "i-«_i2»", "CurrentState": {"Code": 0, "Name": "pending"}}
    ]
}
$ aws s3 cp dist/ s3://acme-web-assets-«_b»/v2.3.0/ --recursive --region eu-west-1
`, V{"_i1": g.hex(17), "_i2": g.hex(17), "_b": g.digits(12)}, `"Name": "pending"`)

	g.posAdd("gh-run-and-pr-numbers", `
$ gh run view 9512837461 --log-failed | head -3
test	Run go test ./...	2024-06-14T09:20:11.4411Z --- FAIL: TestSignRequest (0.00s)
test	Run go test ./...	2024-06-14T09:20:11.4413Z     sign_test.go:44: got «_g», want «_w»
$ gh pr checkout 412
Switched to branch 'fix/sign-request'
`, V{"_g": g.hex(64), "_w": g.hex(64)}, "gh run view 9512837461", "fix/sign-request")

	g.posAdd("kubectl-pod-names", `
$ kubectl -n web logs api-7d9f8c6b5d-x2k4p --since=10m | tail -2
{"level":"info","msg":"GET /healthz","status":200,"req_id":"«_r1»"}
{"level":"info","msg":"GET /v1/orders/«_o»","status":200,"req_id":"«_r2»"}
$ kubectl -n web rollout restart deploy/api
deployment.apps/api restarted
`, V{"_r1": g.uuid(), "_o": g.uuid(), "_r2": g.uuid()}, "api-7d9f8c6b5d-x2k4p", "deployment.apps/api restarted")

	g.posAdd("git-cherry-pick-shas", `
$ git cherry-pick «_a» «_b»
[release/2.3 «_c»] fix(auth): retry login on 502
 Date: Thu Jun 13 17:04:22 2024 +0200
 1 file changed, 6 insertions(+), 2 deletions(-)
$ git revert --no-edit «_d»
`, V{"_a": g.gitSHA(), "_b": g.gitSHA(), "_c": g.hex(7), "_d": g.gitSHA()}, "fix(auth): retry login on 502")

	g.posAdd("docker-pull-digest", `
$ docker pull ghcr.io/acme/api@sha256:«_d»
ghcr.io/acme/api@sha256:«_d»: Pulling from acme/api
Digest: sha256:«_d»
Status: Downloaded newer image for ghcr.io/acme/api@sha256:«_d»
$ docker tag ghcr.io/acme/api@sha256:«_d» acme/api:2.3.0
`, V{"_d": g.posSha256()}, "Status: Downloaded newer image for")

	g.posAdd("twilio-readme-vars", `
ˋˋˋpython
# Download the helper library from https://www.twilio.com/docs/python/install
import os
from twilio.rest import Client

# Find your Account SID and Auth Token at twilio.com/console
account_sid = os.environ["TWILIO_ACCOUNT_SID"]
auth_token = os.environ["TWILIO_AUTH_TOKEN"]
client = Client(account_sid, auth_token)
ˋˋˋ
`, V{}, "client = Client(account_sid, auth_token)", "twilio.com/console")

	g.posAdd("stripe-retrieve-positional-ids", `
>>> stripe.Customer.retrieve("cus_«_c»")
<Customer customer id=cus_«_c» at 0x7f1c2a9b4e50> JSON: {
  "email": "jenny.rosen@example.com",
  "invoice_prefix": "«_p»",
  "livemode": true
}
>>> stripe.Refund.create(payment_intent="pi_«_pi»")
`, V{"_c": g.an(14), "_p": g.s(alUpNum, 8), "_pi": g.an(24)}, "jenny.rosen@example.com")

	g.posAdd("go-newclient-httpclient", `
	httpClient := oauth2.NewClient(ctx, ts) // ts is a TokenSource from the GitHub App installation
	client := github.NewClient(httpClient)
	pd := pagerduty.NewClient(os.Getenv("PD_TOKEN"))
	svc, err := sheets.NewService(ctx, option.WithCredentialsFile("/var/run/secrets/gcp/sa.json"))
`, V{}, "github.NewClient(httpClient)", `option.WithCredentialsFile("/var/run/secrets/gcp/sa.json")`)

	g.posAdd("redis-cli-hgetall-user", `
127.0.0.1:6379> HGETALL user:1042
1) "email"
2) "lena.k@acme.dev"
3) "plan"
4) "team"
5) "last_login"
6) "1718352131"
127.0.0.1:6379> TTL ratelimit:1042:login
(integer) 41
`, V{}, "lena.k@acme.dev", "ratelimit:1042:login")

	g.posAdd("pass-show-clip-benign", `
$ pass show -c work/aws/console
Copied work/aws/console to clipboard. Will clear in 45 seconds.
$ pass git log --oneline -2
«_a» Add given password for work/aws/console to store.
«_b» Edit password for github using vim.
`, V{"_a": g.hex(7), "_b": g.hex(7)}, "Will clear in 45 seconds.")

	g.posAdd("sha256sum-check", `
$ cat SHA256SUMS
«_h1»  acme-agent_1.8.2_amd64.deb
«_h2»  acme-agent_1.8.2_arm64.deb
$ sha256sum -c SHA256SUMS
acme-agent_1.8.2_amd64.deb: OK
acme-agent_1.8.2_arm64.deb: OK
`, V{"_h1": g.posSha256(), "_h2": g.posSha256()}, "acme-agent_1.8.2_arm64.deb: OK")

	g.posAdd("sql-positional-non-secret", `
INSERT INTO feature_flags VALUES ('new-checkout', true, 25, '2024-06-14');
INSERT INTO feature_flags VALUES ('dark-mode', false, 0, '2024-05-02');
CALL rotate_partition('events', '2024-06');
SELECT set_config('app.tenant_id', '«_t»', false);
`, V{"_t": g.uuid()}, "CALL rotate_partition('events', '2024-06');")

	g.posAdd("py-tuple-roles", `
SEED_USERS = [
    ("alice", "admin", "alice@example.com"),
    ("bob", "viewer", "bob@example.com"),
    ("carol", "editor", "carol@example.com"),
]
for name, role, email in SEED_USERS:
    User.objects.create_user(name, email, password=None, role=role)
`, V{}, `("bob", "viewer", "bob@example.com")`, "password=None")

	g.posAdd("useradd-and-passwd-prompt", `
$ sudo useradd -m -s /bin/bash -G docker,sudo deploy
$ sudo passwd deploy
New password: 
Retype new password: 
passwd: password updated successfully
$ id deploy
uid=1001(deploy) gid=1001(deploy) groups=1001(deploy),27(sudo),998(docker)
`, V{}, "passwd: password updated successfully", "groups=1001(deploy),27(sudo),998(docker)")

	g.posAdd("az-gcloud-positional-names", `
$ az account set --subscription «_s»
$ az group create -n rg-web-weu -l westeurope -o tsv --query properties.provisioningState
Succeeded
$ gcloud config set project acme-prod-4821
Updated property [core/project].
$ gcloud compute ssh vm-build-01 --zone europe-west1-b --command 'df -h /'
`, V{"_s": g.uuid()}, "rg-web-weu", "europe-west1-b")

	g.posAdd("js-positional-non-secret", `
const redis = new Redis(6379, "localhost");
const fmt = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });
const d = new Date(2024, 5, 14, 9, 30);
const ws = new WebSocket("wss://stream.acme.dev/v1/ticks", ["v1.ticks.acme"]);
const id = crypto.randomUUID(); // e.g. «_u»
`, V{"_u": g.uuid()}, `new Redis(6379, "localhost")`, "v1.ticks.acme")

	g.posAdd("log-call-redacted-args", `
2024-06-14T10:02:11Z ERROR auth: login(user="svc-sync", password=<redacted>) failed: invalid_grant
2024-06-14T10:02:12Z INFO  auth: login(user=<User 42>) ok session=<hidden>
2024-06-14T10:02:12Z INFO  db: connect(host="pg-main.internal", port=5432, user="orders_rw", password=***)
`, V{}, "password=<redacted>", "password=***", "session=<hidden>")

	g.posAdd("my-cnf-include-benign", `
$ cat ~/.my.cnf
[client]
user = reporting
host = mysql-ro.internal
!include /etc/mysql/secrets/reporting.cnf
$ ls -l /etc/mysql/secrets/reporting.cnf
-r-------- 1 reporting reporting 48 May  2 11:04 /etc/mysql/secrets/reporting.cnf
`, V{}, "!include /etc/mysql/secrets/reporting.cnf", "mysql-ro.internal")

	g.posAdd("gh-secret-help-text", `
$ gh secret set --help | sed -n 1,12p
Set a value for a secret on one of the following levels:
- repository (default): available to GitHub Actions runs or Dependabot in a repository
- environment: available to GitHub Actions runs for a deployment environment in a repository

USAGE
  gh secret set <secret-name> [flags]

FLAGS
  -b, --body string   The value for the secret (reads from standard input if not specified)
  -f, --env-file file Load secret names and values from a dotenv-formatted file
`, V{}, "gh secret set <secret-name> [flags]", "-b, --body string")

	g.posAdd("ngrok-docs-placeholder", `
1. Sign up at https://dashboard.ngrok.com/signup
2. Copy your authtoken and run:

       ngrok config add-authtoken <YOUR_AUTHTOKEN>

3. Start a tunnel: ˋngrok http 8080ˋ
`, V{}, "ngrok config add-authtoken <YOUR_AUTHTOKEN>", "https://dashboard.ngrok.com/signup")

	g.posAdd("net-user-info-output", `
C:\> net user svc_backup
User name                    svc_backup
Full Name
Account active               Yes
Account expires              Never
Password last set            6/14/2024 10:12:31 AM
Password expires             Never
Local Group Memberships      *Backup Operators
The command completed successfully.
`, V{}, "Password last set            6/14/2024 10:12:31 AM", "*Backup Operators")

	g.posAdd("openssl-fingerprints-and-serials", `
$ openssl x509 -in api.crt -noout -serial -subject -issuer
serial=«_ser»
subject=CN = api.acme.dev
issuer=C = US, O = Let's Encrypt, CN = R11
$ keytool -list -keystore truststore.jks -storepass:env TS_PASS | tail -1
acme-root, Jun 14, 2024, trustedCertEntry, Certificate fingerprint (SHA-256): «_fp»
`, V{"_ser": strings.ToUpper(g.hex(36)), "_fp": posColonHex(g.hex(64))}, "-storepass:env TS_PASS", "CN = R11")

	g.posAdd("cli-positional-paths-and-users", `
$ rsync -az --delete ./public/ deploy@web-01.acme.dev:/var/www/acme/
$ scp backup@10.9.0.4:/vol/db/2024-06-14.dump.gz ./restore/
$ htpasswd -D /etc/nginx/.htpasswd kibana
Deleting password for user kibana
$ mysql --defaults-extra-file=/root/.my-backup.cnf -e 'SHOW DATABASES;'
`, V{}, "deploy@web-01.acme.dev:/var/www/acme/", "Deleting password for user kibana")

	g.posAdd("chat-question-placeholders", `
user: why does this fail? i replaced the real key with X for the paste

    client = OpenAI("sk-XXXXXXXXXXXXXXXX")
    TypeError: OpenAI.__init__() takes 1 positional argument but 2 were given

assistant: The OpenAI client only takes keyword arguments. Use ˋOpenAI(api_key=os.environ["OPENAI_API_KEY"])ˋ, or just ˋOpenAI()ˋ, which reads OPENAI_API_KEY from the environment.
`, V{}, `OpenAI("sk-XXXXXXXXXXXXXXXX")`, `OpenAI(api_key=os.environ["OPENAI_API_KEY"])`)
}
