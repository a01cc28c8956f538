package cases

import (
	"fmt"
	"strings"
)

// vendorCases adds cases with credentials of many SaaS vendors and
// services, each where a coding agent meets it: SDK initialisation in
// several languages, .env files, curl commands, YAML, JSON and TOML
// configs, CLI logins and their config files, Terraform provider blocks,
// error messages that echo a key, and values pasted into chat. It covers
// payments, email, SMS and chat, observability, feature flags and CMSs,
// search and maps, identity, AI and ML APIs, databases and storage as a
// service, hosting and edge, CI/CD and registries, analytics, CRM,
// support and productivity, video and social APIs, crypto exchanges and
// nodes, IoT platforms and regional vendors, and benign-only cases with
// the public keys, ids, placeholders and masked values those vendors put
// next to their secrets. The case names start with "vendor/".
func (g *G) vendorCases() {
	g.vnPayments()
	g.vnMessaging()
	g.vnObservability()
	g.vnFlagsCMS()
	g.vnSearchMaps()
	g.vnAuth()
	g.vnAI()
	g.vnData()
	g.vnStorage()
	g.vnHosting()
	g.vnDevOps()
	g.vnBusiness()
	g.vnMedia()
	g.vnCrypto()
	g.vnIoT()
	g.vnRegional()
	g.vnBenign()
}

// ---- helpers used only here ----

const (
	vnB32L = "abcdefghijklmnopqrstuvwxyz234567"
	vnULID = "0123456789abcdefghjkmnpqrstvwxyz"
)

// vnJWT is a JWT with the given algorithm and payload and a random
// signature of sig base64url characters.
func (g *G) vnJWT(alg, payload string, sig int) string {
	return b64raw(`{"alg":"`+alg+`","typ":"JWT"}`) + "." + b64raw(payload) + "." + g.b64u(sig)
}

// vnIat is a plausible issued-at time.
func (g *G) vnIat() int { return 1717000000 + g.r.IntN(20000000) }

// vnULIDl is a lower-case ULID, as Paddle, WorkOS and others embed them.
func (g *G) vnULIDl() string { return "01" + g.s(vnULID, 24) }

// vnAdyen is an Adyen API key: AQE, a base64 body, and two dash-separated
// parts.
func (g *G) vnAdyen() string {
	return "AQE" + g.s(alB64, 93) + "==-" + g.b64(32) + "-" + g.s(alAlnum+"%@<;.>[]", 16)
}

// vnWPAppPw is a WordPress application password: six groups of four.
func (g *G) vnWPAppPw() string {
	p := make([]string, 6)
	for i := range p {
		p[i] = g.an(4)
	}
	return strings.Join(p, " ")
}

// vnRapid is a RapidAPI key, which embeds "msh" and "jsn".
func (g *G) vnRapid() string {
	return g.hex(10) + "msh" + g.hex(15) + "p" + g.hex(6) + "jsn" + g.hex(12)
}

// vnMasked is a key shown masked but for its last four characters.
func (g *G) vnMasked(prefix string, stars int) string {
	return prefix + strings.Repeat("*", stars) + g.an(4)
}

// ---- payments and commerce ----

func (g *G) vnPayments() {
	g.add("vendor/adyen-node-checkout-client", `
import { Client, CheckoutAPI } from "@adyen/api-library";

const client = new Client({
  apiKey: "«a»",
  environment: "LIVE",
  liveEndpointUrlPrefix: "«_pfx»-AcmeShop",
});
const checkout = new CheckoutAPI(client);

// Customer Area > Developers > Webhooks > HMAC key
const HMAC_KEY = "«b»";

export async function createSession(orderId: string, cents: number) {
  return checkout.PaymentsApi.sessions({
    merchantAccount: "AcmeShopECOM",
    amount: { currency: "EUR", value: cents },
    reference: orderId,
    returnUrl: "https://shop.acme.example/checkout/return",
  });
}
`, V{"a": g.vnAdyen(), "_pfx": g.hex(16), "b": g.s(alHexU, 64)}, "AcmeShopECOM", "https://shop.acme.example/checkout/return")

	g.add("vendor/paypal-oauth-token-curl", `
$ curl -s https://api-m.paypal.com/v1/oauth2/token \
    -u "«=cid»:«a»" \
    -H "Content-Type: application/x-www-form-urlencoded" \
    -d "grant_type=client_credentials" | jq .
{
  "scope": "https://uri.paypal.com/services/invoicing https://uri.paypal.com/services/payments/payment/authcapture openid",
  "access_token": "«b»",
  "token_type": "Bearer",
  "app_id": "APP-«_app»",
  "expires_in": 32400,
  "nonce": "2024-06-03T10:12:44Z«_n»"
}
`, V{"=cid": "A" + g.b64u(79), "a": "E" + g.b64u(79), "b": "A21AA" + g.b64u(92), "_app": g.s(alUpNum, 17), "_n": g.b64u(43)},
		`"token_type": "Bearer"`)

	g.add("vendor/braintree-ruby-gateway-initializer", `
# config/initializers/braintree.rb
BRAINTREE_GATEWAY = Braintree::Gateway.new(
  environment: :production,
  merchant_id: "«_mid»",
  public_key: "«=pub»",
  private_key: "«a»",
)
Rails.logger.info("braintree merchant=#{BRAINTREE_GATEWAY.config.merchant_id}")
`, V{"_mid": g.s(alLowNum, 16), "=pub": g.s(alLowNum, 16), "a": g.hex(32)}, "environment: :production")

	g.add("vendor/square-dotenv-oauth-app", `
# square OAuth app (Developer Dashboard > Credentials > Production)
SQUARE_ENVIRONMENT=production
SQUARE_APPLICATION_ID=«_app»
SQUARE_APPLICATION_SECRET=«a»
SQUARE_ACCESS_TOKEN=«b»
SQUARE_LOCATION_ID=«_loc»
SQUARE_WEBHOOK_SIGNATURE_KEY=«c»
`, V{"_app": "sq0idp-" + g.b64u(22), "a": "sq0csp-" + g.b64u(43), "b": g.square(), "_loc": "L" + g.s(alUpNum, 12), "c": g.b64u(22)},
		"SQUARE_ENVIRONMENT=production")

	g.add("vendor/razorpay-python-orders", `
import razorpay

client = razorpay.Client(auth=("«=kid»", "«a»"))
client.set_app_details({"title": "acme-store", "version": "3.2.0"})

order = client.order.create({"amount": 49900, "currency": "INR", "receipt": "rcpt_«_r»"})
print(order["id"])  # order_«_o»

def on_webhook(body: bytes, signature: str) -> None:
    client.utility.verify_webhook_signature(body.decode(), signature, "«b»")
`, V{"=kid": "rzp_live_" + g.an(14), "a": g.an(24), "_r": g.digits(6), "_o": g.an(14), "b": g.pwURL()})

	g.add("vendor/mollie-php-payment-create", `
<?php
$mollie = new \Mollie\Api\MollieApiClient();
$mollie->setApiKey("«a»");

$payment = $mollie->payments->create([
    "amount" => ["currency" => "EUR", "value" => "24.95"],
    "description" => "Order #«_o»",
    "redirectUrl" => "https://shop.acme.example/orders/«_o»/return",
    "webhookUrl"  => "https://shop.acme.example/webhooks/mollie",
]);
error_log("mollie payment " . $payment->id); // tr_«_tr»
`, V{"a": "live_" + g.an(30), "_o": g.digits(5), "_tr": g.an(10)}, "https://shop.acme.example/webhooks/mollie")

	g.add("vendor/paystack-express-verify", `
// routes/paystack.js
const PAYSTACK_SECRET = "«a»";
// checkout page uses the public key: «_pk»

router.get("/verify/:reference", async (req, res) => {
  const r = await fetch("https://api.paystack.co/transaction/verify/" + encodeURIComponent(req.params.reference), {
    headers: { Authorization: "Bearer " + PAYSTACK_SECRET },
  });
  const body = await r.json();
  res.json({ status: body.data.status, amount: body.data.amount / 100 });
});
`, V{"a": "sk_live_" + g.hex(40), "_pk": "pk_live_" + g.hex(40)}, "https://api.paystack.co/transaction/verify/")

	g.add("vendor/flutterwave-laravel-env", `
APP_NAME="Acme Tickets"
APP_ENV=production
FLW_PUBLIC_KEY=«_pk»
FLW_SECRET_KEY=«a»
FLW_SECRET_HASH=«b»
FLW_CURRENCY=NGN
`, V{"_pk": "FLWPUBK-" + g.hex(32) + "-X", "a": "FLWSECK-" + g.hex(32) + "-X", "b": g.pwURL()}, "FLW_CURRENCY=NGN")

	g.add("vendor/checkout-com-sandbox-payment-curl", `
$ curl -s https://api.sandbox.checkout.com/payments \
  -H "Authorization: Bearer «a»" \
  -H "Content-Type: application/json" \
  -d '{"source":{"type":"token","token":"tok_«=tok»"},"amount":6540,"currency":"GBP","processing_channel_id":"pc_«_pc»","reference":"ORD-5023-4E89"}'
{"id":"pay_«_pay»","action_id":"act_«_act»","amount":6540,"currency":"GBP","approved":true,"status":"Authorized"}
`, V{"a": "sk_sbox_" + g.s(vnB32L, 27), "=tok": g.s(vnB32L, 26), "_pc": g.s(vnB32L, 26), "_pay": g.s(vnB32L, 26), "_act": g.s(vnB32L, 26)},
		`"reference":"ORD-5023-4E89"`)

	g.add("vendor/gocardless-python-env-default", `
import os
import gocardless_pro

client = gocardless_pro.Client(
    access_token=os.environ.get("GOCARDLESS_ACCESS_TOKEN", "«a»"),
    environment="live",
)
mandate = client.mandates.get("MD«_md»")
print(mandate.status)
`, V{"a": "live_" + g.b64u(40), "_md": g.s(alUpNum, 12)}, `environment="live"`)

	g.add("vendor/plaid-node-client-config", `
import { Configuration, PlaidApi, PlaidEnvironments } from "plaid";

const configuration = new Configuration({
  basePath: PlaidEnvironments.production,
  baseOptions: {
    headers: {
      "PLAID-CLIENT-ID": "«=cid»",
      "PLAID-SECRET": "«a»",
    },
  },
});
export const plaid = new PlaidApi(configuration);

// TODO remove: item for the test user, used while debugging transactions sync
const ACCESS_TOKEN = "«b»";
`, V{"=cid": g.hex(24), "a": g.hex(30), "b": "access-production-" + g.uuid()}, "PlaidEnvironments.production")

	iat := g.vnIat()
	g.add("vendor/lemonsqueezy-sdk-401-error", `
$ node scripts/sync-products.mjs
LemonSqueezyError: 401 Unauthenticated
    at request (file:///app/node_modules/@lemonsqueezy/lemonsqueezy.js/dist/index.mjs:1:2210)
    at async listProducts (file:///app/scripts/sync-products.mjs:14:17) {
  cause: {
    request: {
      method: 'GET',
      url: 'https://api.lemonsqueezy.com/v1/products?filter[store_id]=«_store»',
      headers: {
        Accept: 'application/vnd.api+json',
        'Content-Type': 'application/vnd.api+json',
        Authorization: 'Bearer «a»'
      }
    },
    errors: [ { status: '401', title: 'Unauthenticated.' } ]
  }
}
`, V{"_store": g.digits(5), "a": g.vnJWT("RS256", fmt.Sprintf(`{"aud":"%s","jti":"%s","iat":%d,"nbf":%d,"exp":%d,"sub":"%s","scopes":[]}`,
		g.uuid(), g.hex(80), iat, iat, iat+31536000, g.digits(6)), 342)}, "title: 'Unauthenticated.'")

	g.add("vendor/paddle-billing-node-sdk", `
import { Environment, Paddle } from "@paddle/paddle-node-sdk";

const paddle = new Paddle("«a»", {
  environment: Environment.production,
});

export async function cancel(subscriptionId = "sub_«_sub»") {
  return paddle.subscriptions.cancel(subscriptionId, { effectiveFrom: "next_billing_period" });
}
`, V{"a": "pdl_live_apikey_" + g.vnULIDl() + "_" + g.an(22) + "_" + g.an(3), "_sub": g.vnULIDl()}, "Environment.production")

	g.add("vendor/shipping-providers-env", `
# shipping-service/.env.production
SHIPPO_API_TOKEN=«a»
EASYPOST_API_KEY=«b»
SHIPENGINE_API_KEY=«c»
DEFAULT_CARRIER=usps
WAREHOUSE_ZIP=94107
`, V{"a": "shippo_live_" + g.hex(40), "b": "EZAK" + g.hex(54), "c": g.b64u(43)}, "DEFAULT_CARRIER=usps")

	g.add("vendor/authorize-net-xml-request", `
<?xml version="1.0" encoding="utf-8"?>
<createTransactionRequest xmlns="AnetApi/xml/v1/schema/AnetApiSchema.xsd">
  <merchantAuthentication>
    <name>«=login»</name>
    <transactionKey>«a»</transactionKey>
  </merchantAuthentication>
  <refId>«_ref»</refId>
  <transactionRequest>
    <transactionType>authCaptureTransaction</transactionType>
    <amount>42.00</amount>
  </transactionRequest>
</createTransactionRequest>
`, V{"=login": g.an(10), "a": g.an(16), "_ref": g.digits(8)}, "<transactionType>authCaptureTransaction</transactionType>")
}

// ---- email, SMS, push and chat ----

func (g *G) vnMessaging() {
	g.add("vendor/postmark-dotnet-client", `
using PostmarkDotNet;

var client = new PostmarkClient("«a»");
var response = await client.SendMessageAsync(new PostmarkMessage {
    From = "receipts@acme.example",
    To = user.Email,
    Subject = "Your receipt",
    MessageStream = "outbound",
    HtmlBody = html,
});
Console.WriteLine($"postmark {response.Status} id={response.MessageID}"); // e.g. «_mid»
`, V{"a": g.uuid(), "_mid": g.uuid()}, `MessageStream = "outbound"`)

	g.add("vendor/mailjet-python-send", `
from mailjet_rest import Client

mailjet = Client(auth=("«=k»", "«a»"), version="v3.1")
result = mailjet.send.create(data={
    "Messages": [{
        "From": {"Email": "noreply@acme.example", "Name": "Acme"},
        "To": [{"Email": to}],
        "TemplateID": «_tpl»,
        "TemplateLanguage": True,
    }]
})
`, V{"=k": g.hex(32), "a": g.hex(32), "_tpl": g.digits(7)}, `version="v3.1"`)

	g.add("vendor/resend-nextjs-env-local", `
$ cat .env.local
NEXT_PUBLIC_SITE_URL=http://localhost:3000
RESEND_API_KEY=«a»
RESEND_AUDIENCE_ID=«_aud»
EMAIL_FROM="Acme <hello@updates.acme.example>"
`, V{"a": "re_" + g.an(8) + "_" + g.an(24), "_aud": g.uuid()}, "NEXT_PUBLIC_SITE_URL=http://localhost:3000")

	g.add("vendor/brevo-smtp-nodemailer-and-api", `
const transporter = nodemailer.createTransport({
  host: "smtp-relay.brevo.com",
  port: 587,
  auth: { user: "«_u»@smtp-brevo.com", pass: "«a»" },
});

// transactional API for templates
const r = await fetch("https://api.brevo.com/v3/smtp/email", {
  method: "POST",
  headers: { "api-key": "«b»", "content-type": "application/json" },
  body: JSON.stringify({ templateId: 12, to: [{ email }] }),
});
`, V{"_u": g.hex(9), "a": "xsmtpsib-" + g.hex(64) + "-" + g.an(16), "b": "xkeysib-" + g.hex(64) + "-" + g.an(16)}, "smtp-relay.brevo.com")

	g.add("vendor/rails-credentials-show-mail-vendors", `
$ EDITOR=cat bin/rails credentials:show -e production
secret_key_base: «a»
mandrill:
  api_key: «b»
sparkpost:
  api_key: «c»
mailersend:
  api_token: «d»
File 'config/credentials/production.yml.enc' decrypted.
`, V{"a": g.hex(128), "b": "md-" + g.b64u(22), "c": g.hex(40), "d": "mlsn." + g.hex(64)}, "config/credentials/production.yml.enc")

	g.add("vendor/vonage-cli-auth-set", `
$ vonage auth set --api-key=«=k» --api-secret=«a»
✅ Checking API Key and Secret
API Key: «=k»
API Secret: «a»
Saved global credentials to /home/dev/.vonage/config.json
$ vonage numbers list --country=GB
`, V{"=k": g.hex(8), "a": g.an(16)}, "/home/dev/.vonage/config.json")

	g.add("vendor/plivo-sms-curl", `
$ curl -i --user «=id»:«a» \
    -H "Content-Type: application/json" \
    -d '{"src": "+14155550100", "dst": "+447700900123", "text": "Deploy finished"}' \
    https://api.plivo.com/v1/Account/«=id»/Message/
HTTP/1.1 202 ACCEPTED
{"api_id":"«_api»","message":"message(s) queued","message_uuid":["«_mu»"]}
`, V{"=id": "MA" + g.s(alUpNum, 18), "a": g.an(40), "_api": g.uuid(), "_mu": g.uuid()})

	g.add("vendor/telnyx-python-sms-and-webhook-key", `
import telnyx

telnyx.api_key = "«a»"
# public key from Mission Control > Keys & Credentials > Public Key, for webhook verification
telnyx.public_key = "«_pub»"

telnyx.Message.create(from_="+13125550100", to=to, text=body, messaging_profile_id="«_prof»")
`, V{"a": "KEY" + g.s(alHexU, 32) + "_" + g.an(22), "_pub": g.b64(32), "_prof": g.uuid()})

	g.add("vendor/sms-gateways-env-messagebird-sinch-infobip", `
# notifier/.env
SMS_PROVIDER=infobip
MESSAGEBIRD_ACCESS_KEY=«a»
SINCH_SERVICE_PLAN_ID=«=plan»
SINCH_API_TOKEN=«b»
INFOBIP_BASE_URL=https://«_ib».api.infobip.com
INFOBIP_API_KEY=«c»
AFRICASTALKING_USERNAME=acme_prod
AFRICASTALKING_API_KEY=«d»
`, V{"a": g.an(25), "=plan": g.hex(32), "b": g.hex(32), "_ib": g.s(alLowNum, 6), "c": g.hex(32) + "-" + g.uuid(), "d": "atsk_" + g.hex(64)},
		"SMS_PROVIDER=infobip", "AFRICASTALKING_USERNAME=acme_prod")

	g.add("vendor/pusher-laravel-env", `
BROADCAST_CONNECTION=pusher
PUSHER_APP_ID=«_id»
PUSHER_APP_KEY=«_key»
PUSHER_APP_SECRET=«a»
PUSHER_HOST=
PUSHER_PORT=443
PUSHER_SCHEME=https
PUSHER_APP_CLUSTER=eu

VITE_PUSHER_APP_KEY="${PUSHER_APP_KEY}"
VITE_PUSHER_APP_CLUSTER="${PUSHER_APP_CLUSTER}"
`, V{"_id": g.digits(7), "_key": g.hex(20), "a": g.hex(20)}, `"${PUSHER_APP_KEY}"`)

	g.add("vendor/ably-rest-root-key", `
import * as Ably from "ably";

// root key from the Ably dashboard (API Keys tab)
const ably = new Ably.Rest({ key: "«a»" });
const channel = ably.channels.get("orders:«_ch»");
await channel.publish("status", { id: orderId, status: "shipped" });
`, V{"a": g.b64u(6) + "." + g.b64u(6) + ":" + g.b64u(43), "_ch": g.digits(6)})

	g.add("vendor/stream-chat-go-server-client", `
package chat

import stream "github.com/GetStream/stream-chat-go/v6"

func New() (*stream.Client, error) {
	return stream.NewClient("«_key»", "«a»")
}
`, V{"_key": g.s(alLowNum, 12), "a": g.s(alLowNum, 64)}, "github.com/GetStream/stream-chat-go/v6")

	g.add("vendor/onesignal-push-curl", `
$ curl --request POST --url 'https://api.onesignal.com/notifications?c=push' \
     --header 'Authorization: Key «a»' \
     --header 'content-type: application/json' \
     --data '{"app_id": "«_app»", "contents": {"en": "Your order shipped"}, "include_aliases": {"external_id": ["user-4412"]}, "target_channel": "push"}'
{"id":"«_nid»","external_id":null}
`, V{"a": "os_v2_app_" + g.s(vnB32L, 113), "_app": g.uuid(), "_nid": g.uuid()}, `"target_channel": "push"`)

	g.add("vendor/discord-teams-release-webhooks-script", `
#!/usr/bin/env bash
# scripts/notify-release.sh
set -euo pipefail
DISCORD_WEBHOOK="https://discord.com/api/webhooks/«=id»/«a»"
TEAMS_WEBHOOK="https://acmecorp.webhook.office.com/webhookb2/«=grp»@«=ten»/IncomingWebhook/«b»/«=usr»/«c»"
msg="Released ${VERSION} to production"
curl -fsS -H 'Content-Type: application/json' -d "{\"content\": \"$msg\"}" "$DISCORD_WEBHOOK"
curl -fsS -H 'Content-Type: application/json' -d "{\"text\": \"$msg\"}" "$TEAMS_WEBHOOK"
`, V{"=id": "1" + g.s(alDigit, 18), "a": g.b64u(68), "=grp": g.uuid(), "=ten": g.uuid(), "b": g.hex(32), "=usr": g.uuid(), "c": "V2" + g.b64u(43)},
		`msg="Released ${VERSION} to production"`)

	g.add("vendor/customerio-ruby-clients", `
require "customerio"

$customerio = Customerio::Client.new("«=site»", "«a»", region: Customerio::Regions::EU)
$customerio_app = Customerio::APIClient.new("«b»", region: Customerio::Regions::EU)

$customerio.identify(id: user.id, email: user.email, created_at: user.created_at.to_i)
`, V{"=site": g.hex(20), "a": g.hex(20), "b": g.hex(32)}, "Customerio::Regions::EU")

	g.add("vendor/sendbird-api-error-log", `
2024-06-03T10:12:44.118Z ERROR [chat-sync] Sendbird request failed
  url: https://api-«_app».sendbird.com/v3/users/u_4412/my_group_channels?limit=100
  status: 403
  request headers: {"Api-Token": "«a»", "Content-Type": "application/json; charset=utf8"}
  body: {"error":true,"message":"\"Api-Token\" is not allowed. Check the IP whitelist.","code":400108}
`, V{"_app": g.infUUIDU(), "a": g.hex(40)}, `"code":400108`)
}

// ---- observability, logging, APM and on-call ----

func (g *G) vnObservability() {
	g.add("vendor/datadog-helm-values", `
# values-prod.yaml for datadog/datadog
datadog:
  apiKey: «a»
  appKey: «b»
  site: datadoghq.eu
  clusterName: prod-eu-1
  logs:
    enabled: true
    containerCollectAll: true
  apm:
    portEnabled: true
clusterAgent:
  enabled: true
`, V{"a": g.hex(32), "b": g.hex(40)}, "site: datadoghq.eu", "clusterName: prod-eu-1")

	g.add("vendor/newrelic-java-agent-yml", `
common: &default_settings
  license_key: '«a»'
  app_name: checkout-service
  distributed_tracing:
    enabled: true
  log_level: info

production:
  <<: *default_settings
`, V{"a": g.hex(36) + "NRAL"}, "app_name: checkout-service")

	g.add("vendor/newrelic-insert-key-events-curl", `
$ gzip -c events.json | curl -X POST -H "Content-Type: application/json" \
    -H "X-Insert-Key: «a»" -H "Content-Encoding: gzip" \
    https://insights-collector.eu01.nr-data.net/v1/accounts/«_acct»/events --data-binary @-
{"success":true, "uuid":"«_u»"}
`, V{"a": "NRII-" + g.b64u(32), "_acct": g.digits(7), "_u": g.uuid()})

	g.add("vendor/honeycomb-otel-collector-exporter", `
exporters:
  otlp/honeycomb:
    endpoint: "api.eu1.honeycomb.io:443"
    headers:
      "x-honeycomb-team": "«a»"
  otlp/honeycomb-metrics:
    endpoint: "api.eu1.honeycomb.io:443"
    headers:
      "x-honeycomb-team": "«a»"
      "x-honeycomb-dataset": "k8s-metrics"
service:
  pipelines:
    traces:
      exporters: [otlp/honeycomb]
`, V{"a": "hcaik_01" + g.s(alLowNum, 56)}, `"x-honeycomb-dataset": "k8s-metrics"`)

	iat := g.vnIat()
	g.add("vendor/sentry-clirc-org-token", `
$ cat ~/.sentryclirc
[auth]
token=«a»

[defaults]
url=https://sentry.io/
org=acme
project=web-frontend
$ grep -n dsn src/sentry.client.config.ts
4:  dsn: "https://«=k»@o«_org».ingest.de.sentry.io/«_proj»",
`, V{"a": "sntrys_" + b64raw(fmt.Sprintf(`{"iat":%d.0,"url":"https://sentry.io","region_url":"https://de.sentry.io","org":"acme"}`, iat)) + "_" + g.b64u(43),
		"=k": g.hex(32), "_org": g.digits(6), "_proj": g.digits(16)}, "project=web-frontend")

	g.add("vendor/rollbar-django-settings", `
ROLLBAR = {
    "access_token": "«a»",
    "environment": "development" if DEBUG else "production",
    "code_version": "«_sha»",
    "root": BASE_DIR,
}
MIDDLEWARE += ["rollbar.contrib.django.middleware.RollbarNotifierMiddlewareExcluding404"]
`, V{"a": g.hex(32), "_sha": g.gitSHA()}, "rollbar.contrib.django.middleware.RollbarNotifierMiddlewareExcluding404")

	g.add("vendor/splunk-hec-curl", `
$ curl -k https://splunk-hec.acme.internal:8088/services/collector/event \
    -H "Authorization: Splunk «a»" \
    -d '{"event": "deploy finished", "sourcetype": "_json", "index": "ci"}'
{"text":"Success","code":0}
`, V{"a": g.uuid()}, `{"text":"Success","code":0}`)

	g.add("vendor/sumologic-fluentbit-http-output", `
[OUTPUT]
    Name             http
    Match            kube.*
    Host             endpoint4.collection.sumologic.com
    Port             443
    URI              /receiver/v1/http/«a»
    Format           json_lines
    tls              On
    Header           X-Sumo-Category prod/k8s
`, V{"a": "ZaVnC4dhaV" + g.b64u(170) + "=="}, "X-Sumo-Category prod/k8s")

	g.add("vendor/logzio-logstash-output", `
output {
  http {
    url => "https://listener-eu.logz.io:8071?token=«a»&type=nginx"
    http_method => "post"
    format => "json_batch"
  }
}
`, V{"a": g.s(alUpper+alLower, 32)}, `format => "json_batch"`)

	g.add("vendor/loggly-rsyslog-template", `
$ cat /etc/rsyslog.d/22-loggly.conf
$template LogglyFormat,"<%pri%>%protocol-version% %timestamp:::date-rfc3339% %HOSTNAME% %app-name% %procid% %msgid% [«a»@41058 tag=\"api\"] %msg%\n"
*.* @@logs-01.loggly.com:514;LogglyFormat
`, V{"a": g.uuid()}, "*.* @@logs-01.loggly.com:514;LogglyFormat")

	g.add("vendor/dynatrace-oneagent-installer", `
$ wget -O Dynatrace-OneAgent-Linux.sh "https://«_env».live.dynatrace.com/api/v1/deployment/installer/agent/unix/default/latest?arch=x86" --header="Authorization: Api-Token «a»"
$ sudo /bin/sh Dynatrace-OneAgent-Linux.sh --set-monitoring-mode=fullstack --set-app-log-content-access=true --set-host-group=prod-eu
`, V{"_env": g.s(alLowNum, 8), "a": "dt0c01." + g.s(alUpNum, 24) + "." + g.s(alUpNum, 64)}, "--set-host-group=prod-eu")

	g.add("vendor/grafana-cloud-alloy-remote-write", `
prometheus.remote_write "grafana_cloud" {
  endpoint {
    url = "https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push"
    basic_auth {
      username = "«_user»"
      password = "«a»"
    }
  }
}
`, V{"_user": g.digits(7), "a": "glc_" + b64s(fmt.Sprintf(`{"o":"%s","n":"stack-%s-alloy-acme","k":"%s","m":{"r":"prod-eu-west-2"}}`, g.digits(6), g.digits(6), g.an(24)))},
		`prometheus.remote_write "grafana_cloud"`)

	g.add("vendor/alertmanager-pagerduty-opsgenie", `
receivers:
  - name: pagerduty-critical
    pagerduty_configs:
      - routing_key: «a»
        severity: critical
  - name: opsgenie-ops
    opsgenie_configs:
      - api_key: «b»
        api_url: https://api.eu.opsgenie.com/
        responders:
          - name: platform-oncall
            type: team
`, V{"a": g.hex(32), "b": g.uuid()}, "name: pagerduty-critical", "name: platform-oncall")

	g.add("vendor/vector-axiom-betterstack-sinks", `
# /etc/vector/vector.toml
[sinks.axiom]
type = "axiom"
inputs = ["app_logs"]
dataset = "prod-logs"
token = "«a»"
org_id = "acme-«_o»"

[sinks.betterstack]
type = "http"
inputs = ["app_logs"]
uri = "https://in.logs.betterstack.com/"
encoding.codec = "json"
auth.strategy = "bearer"
auth.token = "«b»"
`, V{"a": "xaat-" + g.uuid(), "_o": g.s(alLowNum, 4), "b": g.an(24)}, `dataset = "prod-logs"`)

	g.add("vendor/checkly-cli-deploy", `
$ CHECKLY_API_KEY=«a» CHECKLY_ACCOUNT_ID=«_acct» npx checkly deploy --force
Parsing your project... ✅
Validating project resources... ✅
Bundling project resources... ✅
Successfully deployed project "acme-monitoring" to account "Acme".
`, V{"a": "cu_" + g.hex(32), "_acct": g.uuid()}, `project "acme-monitoring"`)

	g.add("vendor/otel-coralogix-mezmo-exporters", `
exporters:
  coralogix:
    domain: "eu2.coralogix.com"
    private_key: "«a»"
    application_name: "checkout"
    subsystem_name: "api"
  otlphttp/mezmo:
    endpoint: https://otlp.mezmo.com
    headers:
      apikey: «b»
`, V{"a": "cxtp_" + g.an(30), "b": g.hex(32)}, `application_name: "checkout"`)

	g.add("vendor/uptimerobot-getmonitors-curl", `
$ curl -s -X POST https://api.uptimerobot.com/v2/getMonitors \
    -d "api_key=«a»&format=json&logs=1" | jq '.monitors[] | {id, friendly_name, status}'
{
  "id": «_id»,
  "friendly_name": "acme.example",
  "status": 2
}
`, V{"a": "u" + g.digits(7) + "-" + g.hex(24), "_id": g.digits(9)}, `"friendly_name": "acme.example"`)

	g.add("vendor/appsignal-scout-elastic-apm-configs", `
$ cat config/appsignal.yml
default: &defaults
  push_api_key: "«a»"
  name: "acme-rails"
production:
  <<: *defaults
  active: true
$ cat config/scout_apm.yml
common: &defaults
  name: acme-rails
  key: «b»
  monitor: true
$ grep APM .env
ELASTIC_APM_SERVER_URL=https://acme.apm.europe-west1.gcp.cloud.es.io:443
ELASTIC_APM_SECRET_TOKEN=«c»
`, V{"a": g.uuid(), "b": g.an(20), "c": g.an(24)}, `name: "acme-rails"`, "ELASTIC_APM_SERVER_URL=https://acme.apm.europe-west1.gcp.cloud.es.io:443")
}

// ---- feature flags, experimentation and content management ----

func (g *G) vnFlagsCMS() {
	g.add("vendor/launchdarkly-go-server-sdk", `
import (
	"time"

	ld "github.com/launchdarkly/go-server-sdk/v7"
)

func newFlags() (*ld.LDClient, error) {
	return ld.MakeClient("«a»", 5*time.Second)
}
`, V{"a": "sdk-" + g.uuid()}, "github.com/launchdarkly/go-server-sdk/v7")

	g.add("vendor/statsig-growthbook-node-init", `
import Statsig from "statsig-node";
import { GrowthBook } from "@growthbook/growthbook";

await Statsig.initialize("«a»", { environment: { tier: "production" } });

const gb = new GrowthBook({
  apiHost: "https://cdn.growthbook.io",
  clientKey: "«_gbk»",
});
`, V{"a": "secret-" + g.an(43), "_gbk": "sdk-" + g.an(16)}, "https://cdn.growthbook.io")

	g.add("vendor/flagsmith-unleash-env", `
FLAGSMITH_API_URL=https://edge.api.flagsmith.com/api/v1/
FLAGSMITH_ENVIRONMENT_KEY=«a»
UNLEASH_URL=https://unleash.acme.internal/api/
UNLEASH_API_TOKEN=«b»
UNLEASH_APP_NAME=checkout
`, V{"a": "ser." + g.an(22), "b": "default:production." + g.hex(64)}, "UNLEASH_APP_NAME=checkout")

	g.add("vendor/configcat-split-appsettings-json", `
{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "FeatureFlags": {
    "Provider": "ConfigCat",
    "ConfigCat": { "SdkKey": "«a»", "PollIntervalSeconds": 60 },
    "Split": { "ApiKey": "«b»", "Ready": 10000 }
  },
  "AllowedHosts": "*"
}
`, V{"a": "configcat-sdk-1/" + g.b64u(22) + "/" + g.b64u(22), "b": g.s(alLowNum, 36)}, `"Provider": "ConfigCat"`)

	g.add("vendor/contentful-env-and-cli", `
CONTENTFUL_SPACE_ID=«_space»
CONTENTFUL_ENVIRONMENT=master
CONTENTFUL_ACCESS_TOKEN=«a»
CONTENTFUL_PREVIEW_ACCESS_TOKEN=«b»
$ contentful login --management-token «c»
Great! Your CMA token is now stored on your system. (Located at /home/dev/.contentfulrc.json)
`, V{"_space": g.s(alLowNum, 12), "a": g.b64u(43), "b": g.b64u(43), "c": "CFPAT-" + g.b64u(43)}, "CONTENTFUL_ENVIRONMENT=master")

	g.add("vendor/sanity-client-ts-write-token", `
import { createClient } from "@sanity/client";

export const writeClient = createClient({
  projectId: "«_p»",
  dataset: "production",
  apiVersion: "2024-06-01",
  token: "«a»",
  useCdn: false,
});
`, V{"_p": g.s(alLowNum, 8), "a": "sk" + g.an(180)}, `apiVersion: "2024-06-01"`)

	g.add("vendor/storyblok-cli-login-token", `
$ storyblok login --token «a» --region eu
✔ Successfully logged in with token
$ storyblok pull-components --space «_space»
`, V{"a": g.an(22) + "-" + g.digits(6) + "-" + g.an(20), "_space": g.digits(6)}, "--region eu")

	g.add("vendor/datocms-strapi-server-fetch", `
// lib/cms.ts (server only)
const DATO_TOKEN = "«a»";
const STRAPI_TOKEN = "«b»";

export async function dato(query: string) {
  const r = await fetch("https://graphql.datocms.com/", {
    method: "POST",
    headers: { Authorization: "Bearer " + DATO_TOKEN, "X-Environment": "main" },
    body: JSON.stringify({ query }),
  });
  return r.json();
}

export const strapi = (path: string) =>
  fetch("https://cms.acme.example/api" + path, { headers: { Authorization: "Bearer " + STRAPI_TOKEN } });
`, V{"a": g.hex(30), "b": g.hex(256)}, "https://graphql.datocms.com/")

	g.add("vendor/ghost-admin-and-content-api", `
const GhostAdminAPI = require("@tryghost/admin-api");
const GhostContentAPI = require("@tryghost/content-api");

const admin = new GhostAdminAPI({
  url: "https://blog.acme.example",
  key: "«a»",
  version: "v5.0",
});
const content = new GhostContentAPI({
  url: "https://blog.acme.example",
  key: "«_ck»",
  version: "v5.0",
});
`, V{"a": g.hex(24) + ":" + g.hex(64), "_ck": g.hex(26)}, `version: "v5.0"`)

	g.add("vendor/wordpress-application-password-curl", `
$ curl -s --user "deploy-bot:«a»" \
    -X POST https://blog.acme.example/wp-json/wp/v2/posts \
    -d "title=Release 2.4&status=draft"
{"id":1842,"status":"draft","link":"https:\/\/blog.acme.example\/?p=1842"}
`, V{"a": g.vnWPAppPw()}, "/wp-json/wp/v2/posts")

	g.add("vendor/builder-prismic-env", `
NEXT_PUBLIC_BUILDER_API_KEY=«_pub»
BUILDER_PRIVATE_KEY=«a»
PRISMIC_REPOSITORY_NAME=acme-site
PRISMIC_ACCESS_TOKEN=«b»
`, V{"_pub": g.hex(32), "a": "bpk-" + g.hex(32), "b": "MC5" + g.b64u(30) + "." + g.b64u(90)}, "PRISMIC_REPOSITORY_NAME=acme-site")
}

// ---- search and maps ----

func (g *G) vnSearchMaps() {
	g.add("vendor/algolia-python-indexer", `
from algoliasearch.search.client import SearchClientSync

client = SearchClientSync("«_app»", "«a»")
client.save_objects(index_name="products_prod", objects=records)
client.set_settings(index_name="products_prod", index_settings={"searchableAttributes": ["name", "brand"]})
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32)}, `index_name="products_prod"`)

	g.add("vendor/typesense-meilisearch-compose", `
services:
  typesense:
    image: typesense/typesense:27.1
    command: --data-dir /data --api-key=«a» --enable-cors
    ports: ["8108:8108"]
  meilisearch:
    image: getmeili/meilisearch:v1.9
    environment:
      MEILI_ENV: production
      MEILI_MASTER_KEY: «b»
    ports: ["7700:7700"]
`, V{"a": g.an(32), "b": g.b64u(32)}, "image: getmeili/meilisearch:v1.9")

	g.add("vendor/elastic-cloud-python-client", `
from elasticsearch import Elasticsearch

es = Elasticsearch(
    cloud_id="«_cid»",
    api_key="«a»",
    request_timeout=30,
)
print(es.info()["version"]["number"])
`, V{"_cid": "acme-search:" + b64s("europe-west1.gcp.cloud.es.io:443$"+g.hex(32)+"$"+g.hex(32)), "a": g.esAPIKey()}, "request_timeout=30")

	g.add("vendor/here-tomtom-geocode-curls", `
$ curl -s "https://geocode.search.hereapi.com/v1/geocode?q=Invalidenstr+117+Berlin&apiKey=«a»" | jq '.items[0].position'
{ "lat": 52.53041, "lng": 13.38527 }
$ curl -s "https://api.tomtom.com/search/2/geocode/De%20Ruijterkade%20154%20Amsterdam.json?key=«b»&limit=1" | jq '.results[0].position'
{ "lat": 52.37727, "lon": 4.90943 }
`, V{"a": g.b64u(43), "b": g.an(32)}, `"lat": 52.53041`)

	g.add("vendor/mapbox-netrc-sdk-downloads", `
# ~/.netrc, needed for the Mapbox Maps SDK for iOS (CocoaPods/SPM) downloads
machine api.mapbox.com
  login mapbox
  password «a»
`, V{"a": g.mapboxSK()}, "machine api.mapbox.com")

	g.add("vendor/geo-apis-env-opencage-geoapify-radar", `
OPENCAGE_API_KEY=«a»
GEOAPIFY_API_KEY=«b»
RADAR_SECRET_KEY=«c»
NEXT_PUBLIC_RADAR_PUBLISHABLE_KEY=«_pk»
`, V{"a": g.hex(32), "b": g.hex(32), "c": "prj_live_sk_" + g.hex(40), "_pk": "prj_live_pk_" + g.hex(40)})

	g.add("vendor/bonsai-heroku-config-get", `
$ heroku config:get BONSAI_URL -a acme-search
https://«=u»:«a»@acme-search-«_n».us-east-1.bonsaisearch.net:443
`, V{"=u": g.s(alLowNum, 10), "a": g.s(alLowNum, 10), "_n": g.digits(7)}, "heroku config:get BONSAI_URL -a acme-search")
}

// ---- identity, auth and SSO ----

func (g *G) vnAuth() {
	cid := g.an(32)
	iat := g.vnIat()
	g.add("vendor/auth0-m2m-client-credentials", `
$ curl -s --request POST --url https://acme.eu.auth0.com/oauth/token \
    --header 'content-type: application/json' \
    --data '{"client_id":"«=cid»","client_secret":"«a»","audience":"https://acme.eu.auth0.com/api/v2/","grant_type":"client_credentials"}'
{"access_token":"«b»","scope":"read:users update:users","expires_in":86400,"token_type":"Bearer"}
`, V{"=cid": cid, "a": g.b64u(64), "b": g.vnJWT("RS256", fmt.Sprintf(`{"iss":"https://acme.eu.auth0.com/","sub":"%s@clients","aud":"https://acme.eu.auth0.com/api/v2/","iat":%d,"exp":%d,"scope":"read:users update:users","gty":"client-credentials","azp":"%s"}`,
		cid, iat, iat+86400, cid), 342)}, `"grant_type":"client_credentials"`)

	g.add("vendor/clerk-nextjs-env", `
NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=«_pk»
CLERK_SECRET_KEY=«a»
CLERK_WEBHOOK_SIGNING_SECRET=«b»
NEXT_PUBLIC_CLERK_SIGN_IN_URL=/sign-in
`, V{"_pk": "pk_live_" + strings.TrimRight(b64s("clerk."+g.pick("acme-app", "shopfront", "tasksy")+".com$"), "="), "a": "sk_live_" + g.an(42), "b": "whsec_" + g.s(alB64, 32)},
		"NEXT_PUBLIC_CLERK_SIGN_IN_URL=/sign-in")

	g.add("vendor/stytch-workos-python-clients", `
import stytch
from workos import WorkOSClient

stytch_client = stytch.Client(
    project_id="«_proj»",
    secret="«a»",
    environment="live",
)
workos = WorkOSClient(api_key="«b»", client_id="«_wc»")
`, V{"_proj": "project-live-" + g.uuid(), "a": "secret-live-" + g.b64u(36) + "=", "b": "sk_live_a2V5XzAx" + g.an(70), "_wc": "client_01" + strings.ToUpper(g.s(vnULID, 24))})

	g.add("vendor/keycloak-spring-oauth2-client", `
spring:
  security:
    oauth2:
      client:
        registration:
          keycloak:
            client-id: orders-api
            client-secret: «a»
            authorization-grant-type: client_credentials
            scope: openid
        provider:
          keycloak:
            issuer-uri: https://sso.acme.example/realms/acme
`, V{"a": g.an(32)}, "issuer-uri: https://sso.acme.example/realms/acme", "client-id: orders-api")

	g.add("vendor/cognito-describe-user-pool-client", `
$ aws cognito-idp describe-user-pool-client --user-pool-id «_pool» --client-id «_cid»
{
    "UserPoolClient": {
        "UserPoolId": "«_pool»",
        "ClientName": "backend-confidential",
        "ClientId": "«_cid»",
        "ClientSecret": "«a»",
        "RefreshTokenValidity": 30,
        "AllowedOAuthFlows": ["client_credentials"]
    }
}
`, V{"_pool": "eu-west-1_" + g.an(9), "_cid": g.s(alLowNum, 26), "a": g.s(alLowNum, 52)}, `"ClientName": "backend-confidential"`)

	g.add("vendor/descope-magic-node-admin", `
import DescopeClient from "@descope/node-sdk";
import { Magic } from "@magic-sdk/admin";

export const descope = DescopeClient({
  projectId: "«_pid»",
  managementKey: "«a»",
});
export const magic = await Magic.init("«b»");
`, V{"_pid": "P2" + g.an(26), "a": "K2" + g.an(120), "b": "sk_live_" + g.s(alHexU, 16)})

	g.add("vendor/duo-authproxy-cfg", `
[ad_client]
host=dc1.corp.acme.example
service_account_username=svc-duo
service_account_password=«a»
search_dn=DC=corp,DC=acme,DC=example

[radius_server_auto]
ikey=«=ikey»
skey=«b»
api_host=api-«_h».duosecurity.com
radius_ip_1=10.0.4.11
radius_secret_1=«c»
client=ad_client
`, V{"a": g.pw(), "=ikey": "DI" + g.s(alUpNum, 18), "b": g.an(40), "_h": g.hex(8), "c": g.pwURL()}, "search_dn=DC=corp,DC=acme,DC=example")

	g.add("vendor/fusionauth-kickstart-json", `
{
  "variables": {
    "apiKey": "«a»",
    "adminPassword": "«b»",
    "defaultTenantId": "«_tenant»"
  },
  "apiKeys": [{ "key": "#{apiKey}", "description": "kickstart" }],
  "requests": [
    { "method": "POST", "url": "/api/user/registration", "body": { "user": { "email": "admin@acme.example", "password": "#{adminPassword}" } } }
  ]
}
`, V{"a": g.hex(64), "b": g.pwStrong(), "_tenant": g.uuid()}, `"password": "#{adminPassword}"`)

	g.add("vendor/ory-jumpcloud-shell-exports", `
$ tail -4 ~/.zshrc
export ORY_PROJECT_API_KEY=«a»
export ORY_SDK_URL=https://«_slug».projects.oryapis.com
export JC_API_KEY=«b»
alias jcusers='curl -s -H "x-api-key: $JC_API_KEY" https://console.jumpcloud.com/api/systemusers'
`, V{"a": "ory_pat_" + g.an(32), "_slug": g.s(alLower, 8) + "-" + g.s(alLower, 6) + "-" + g.s(alLowNum, 8), "b": g.hex(40)}, `-H "x-api-key: $JC_API_KEY"`)
}

// ---- AI and ML APIs ----

func (g *G) vnAI() {
	g.add("vendor/ai-providers-dotenv", `
# .env for the eval harness
COHERE_API_KEY=«a»
MISTRAL_API_KEY=«b»
TOGETHER_API_KEY=«c»
FIREWORKS_API_KEY=«d»
DEEPSEEK_API_KEY=«e»
CEREBRAS_API_KEY=«f»
EVAL_CONCURRENCY=8
`, V{"a": g.an(40), "b": g.an(32), "c": "tgp_v1_" + g.b64u(43), "d": "fw_" + g.an(24), "e": "sk-" + g.hex(32), "f": "csk-" + g.s(alLowNum, 48)}, "EVAL_CONCURRENCY=8")

	g.add("vendor/litellm-proxy-config", `
model_list:
  - model_name: gpt-4o
    litellm_params:
      model: azure/gpt-4o-prod
      api_base: https://acme-openai-swc.openai.azure.com/
      api_version: "2024-06-01"
      api_key: «a»
  - model_name: llama-3.1-70b
    litellm_params:
      model: groq/llama-3.1-70b-versatile
      api_key: os.environ/GROQ_API_KEY
  - model_name: voyage-3
    litellm_params:
      model: voyage/voyage-3
      api_key: «b»
general_settings:
  master_key: «c»
`, V{"a": g.hex(32), "b": "pa-" + g.b64u(43), "c": "sk-" + g.an(22)}, "api_key: os.environ/GROQ_API_KEY")

	g.add("vendor/elevenlabs-python-tts", `
from elevenlabs.client import ElevenLabs

client = ElevenLabs(api_key="«a»")
audio = client.text_to_speech.convert(
    voice_id="«_voice»",
    model_id="eleven_multilingual_v2",
    text="Welcome back to Acme.",
)
`, V{"a": "sk_" + g.hex(48), "_voice": g.an(20)}, `model_id="eleven_multilingual_v2"`)

	g.add("vendor/assemblyai-deepgram-node", `
import { AssemblyAI } from "assemblyai";
import { createClient } from "@deepgram/sdk";

const aai = new AssemblyAI({ apiKey: "«a»" });
const deepgram = createClient("«b»");

const transcript = await aai.transcripts.transcribe({ audio: url, speaker_labels: true });
const { result } = await deepgram.listen.prerecorded.transcribeUrl({ url }, { model: "nova-2" });
`, V{"a": g.hex(32), "b": g.hex(40)}, `model: "nova-2"`)

	g.add("vendor/stability-generate-curl", `
$ curl -f -sS "https://api.stability.ai/v2beta/stable-image/generate/core" \
    -H "authorization: Bearer «a»" \
    -H "accept: image/*" \
    -F prompt="isometric illustration of a warehouse robot" \
    -F output_format=webp \
    -o robot.webp
`, V{"a": "sk-" + g.an(48)}, "-F output_format=webp")

	g.add("vendor/nvidia-nim-openai-compatible", `
from openai import OpenAI

client = OpenAI(
    base_url="https://integrate.api.nvidia.com/v1",
    api_key="«a»",
)
completion = client.chat.completions.create(
    model="meta/llama-3.1-405b-instruct",
    messages=[{"role": "user", "content": prompt}],
    temperature=0.2,
)
`, V{"a": "nvapi-" + g.b64u(64)}, "https://integrate.api.nvidia.com/v1")

	g.add("vendor/agent-tools-tavily-firecrawl-exa", `
from tavily import TavilyClient
from firecrawl import FirecrawlApp
from exa_py import Exa

tavily = TavilyClient(api_key="«a»")
firecrawl = FirecrawlApp(api_key="«b»")
exa = Exa("«c»")

def research(q: str):
    hits = tavily.search(q, max_results=5)
    pages = [firecrawl.scrape_url(h["url"], params={"formats": ["markdown"]}) for h in hits["results"]]
    return pages, exa.find_similar(hits["results"][0]["url"])
`, V{"a": "tvly-" + g.an(32), "b": "fc-" + g.hex(32), "c": g.uuid()}, `params={"formats": ["markdown"]}`)

	g.add("vendor/e2b-browserbase-sandbox-ts", `
import { Sandbox } from "@e2b/code-interpreter";
import Browserbase from "@browserbasehq/sdk";

const sbx = await Sandbox.create({ apiKey: process.env.E2B_API_KEY ?? "«a»" });
const bb = new Browserbase({ apiKey: "«b»" });
const session = await bb.sessions.create({ projectId: "«_proj»" });
`, V{"a": "e2b_" + g.hex(40), "b": "bb_live_" + g.b64u(27), "_proj": g.uuid()}, "process.env.E2B_API_KEY")

	g.add("vendor/langfuse-helicone-tracing", `
from langfuse import Langfuse
from openai import OpenAI

langfuse = Langfuse(
    secret_key="«a»",
    public_key="«=pk»",
    host="https://cloud.langfuse.com",
)
client = OpenAI(
    base_url="https://oai.helicone.ai/v1",
    default_headers={"Helicone-Auth": "Bearer «b»"},
)
`, V{"a": "sk-lf-" + g.uuid(), "=pk": "pk-lf-" + g.uuid(), "b": "sk-helicone-" + g.s(alLowNum, 7) + "-" + g.s(alLowNum, 7) + "-" + g.s(alLowNum, 7) + "-" + g.s(alLowNum, 7)},
		"https://cloud.langfuse.com")

	g.add("vendor/modal-token-set-and-toml", `
$ modal token set --token-id «a» --token-secret «b» --profile=acme
Verifying token against https://api.modal.com
Token verified successfully!
Token written to /home/dev/.modal.toml in profile acme.
$ cat ~/.modal.toml
[acme]
token_id = "«a»"
token_secret = "«b»"
active = true
`, V{"a": "ak-" + g.an(22), "b": "as-" + g.an(22)}, "Token verified successfully!")

	g.add("vendor/baseten-trussrc", `
$ cat ~/.trussrc
[baseten]
remote_provider = baseten
api_key = «a»
remote_url = https://app.baseten.co
`, V{"a": g.an(8) + "." + g.an(32)}, "remote_url = https://app.baseten.co")

	g.add("vendor/serpapi-access-log-query-key", `
2024-06-03 10:12:44,118 INFO httpx HTTP Request: GET https://serpapi.com/search.json?engine=google&q=acme+robotics+funding&location=Austin%2C+Texas&api_key=«a» "HTTP/1.1 200 OK"
2024-06-03 10:12:45,902 INFO agent.tools search returned 10 organic results in 1.78s
`, V{"a": g.hex(64)}, "search returned 10 organic results")

	g.add("vendor/jina-voyage-embeddings-ts", `
const JINA_KEY = "«a»";

export async function embed(texts: string[]) {
  const r = await fetch("https://api.jina.ai/v1/embeddings", {
    method: "POST",
    headers: { Authorization: "Bearer " + JINA_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ model: "jina-embeddings-v3", task: "retrieval.passage", input: texts }),
  });
  return (await r.json()).data;
}
`, V{"a": "jina_" + g.hex(32) + g.b64u(28)}, `model: "jina-embeddings-v3"`)

	g.add("vendor/azure-openai-debug-log-api-key", `
DEBUG:openai._base_client:Request options: {'method': 'post', 'url': '/deployments/gpt-4o-prod/chat/completions', 'headers': {'api-key': '«a»'}, 'files': None, 'json_data': {'messages': [...], 'model': 'gpt-4o'}}
DEBUG:httpcore.http11:receive_response_headers.complete return_value=(b'HTTP/1.1', 401, b'Unauthorized', [(b'apim-request-id', b'«_rid»')])
openai.AuthenticationError: Error code: 401 - {'error': {'code': '401', 'message': 'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.'}}
`, V{"a": g.hex(32), "_rid": g.uuid()}, "'url': '/deployments/gpt-4o-prod/chat/completions'")

	g.add("vendor/oneapi-channels-china-llms-yaml", `
channels:
  - name: qwen
    type: dashscope
    base_url: https://dashscope.aliyuncs.com/compatible-mode/v1
    key: «a»
  - name: kimi
    type: moonshot
    base_url: https://api.moonshot.cn/v1
    key: «b»
  - name: glm
    type: zhipu
    key: «c»
  - name: ernie
    type: qianfan
    key: «d»
`, V{"a": "sk-" + g.hex(32), "b": "sk-" + g.an(48), "c": g.hex(32) + "." + g.an(16), "d": "bce-v3/ALTAK-" + g.an(21) + "/" + g.hex(40)},
		"https://dashscope.aliyuncs.com/compatible-mode/v1")

	g.add("vendor/llamacloud-ai21-anyscale-python", `
from llama_parse import LlamaParse
from ai21 import AI21Client

parser = LlamaParse(api_key="«a»", result_type="markdown")
ai21 = AI21Client(api_key="«b»")
ANYSCALE_API_KEY = "«c»"
`, V{"a": "llx-" + g.an(48), "b": g.an(32), "c": "esecret_" + g.s(alLowNum, 26)}, `result_type="markdown"`)

	g.add("vendor/neptune-comet-experiment-tracking", `
import comet_ml
import neptune

comet_ml.login(api_key="«a»", project_name="churn-model")
run = neptune.init_run(
    project="acme/churn-model",
    api_token="«b»",
    tags=["xgboost", "baseline"],
)
`, V{"a": g.an(25), "b": b64s(fmt.Sprintf(`{"api_address":"https://app.neptune.ai","api_url":"https://app.neptune.ai","api_key":"%s"}`, g.uuid()))},
		`project="acme/churn-model"`)

	g.add("vendor/chat-paste-cohere-key", `
here's the key for cohere: «a»
it's the production one from the dashboard, so please put it into the vault and not into the repo. the old trial key stopped working yesterday
`, V{"a": g.an(40)}, "put it into the vault and not into the repo")

	g.add("vendor/vector-dbs-qdrant-weaviate-pinecone", `
from qdrant_client import QdrantClient
import weaviate
from weaviate.classes.init import Auth
from pinecone import Pinecone

qdrant = QdrantClient(url="https://«_qid».eu-central-1-0.aws.cloud.qdrant.io:6333", api_key="«a»")
wv = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://«_wid».c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key("«b»"),
)
pc = Pinecone(api_key="«c»")
`, V{"_qid": g.uuid(), "a": g.b64u(54), "_wid": g.s(alLowNum, 20), "b": g.an(48), "c": g.pinecone()}, "from weaviate.classes.init import Auth")
}

// ---- databases and data platforms as a service ----

func (g *G) vnData() {
	g.add("vendor/mongodb-atlas-srv-uri-env", `
# api/.env
PORT=8080
MONGODB_URI=mongodb+srv://app_user:«a»@cluster0.«_c».mongodb.net/shop?retryWrites=true&w=majority&appName=Cluster0
MONGODB_DB=shop
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 5)}, "appName=Cluster0")

	g.add("vendor/mongodbatlas-terraform-provider", `
provider "mongodbatlas" {
  public_key  = "«=pub»"
  private_key = "«a»"
}

resource "mongodbatlas_cluster" "prod" {
  project_id   = "«_proj»"
  name         = "prod"
  cluster_type = "REPLICASET"
  provider_name               = "AWS"
  provider_region_name        = "EU_WEST_1"
  provider_instance_size_name = "M30"
}
`, V{"=pub": g.s(alLower, 8), "a": g.uuid(), "_proj": g.hex(24)}, `provider_region_name        = "EU_WEST_1"`)

	iat := g.vnIat()
	g.add("vendor/turso-libsql-client", `
import { createClient } from "@libsql/client";

export const db = createClient({
  url: "libsql://acme-prod-acme.turso.io",
  authToken: "«a»",
});
`, V{"a": b64raw(`{"alg":"EdDSA","typ":"JWT"}`) + "." + b64raw(fmt.Sprintf(`{"a":"rw","iat":%d,"id":"%s"}`, iat, g.uuid())) + "." + g.b64u(86)},
		"libsql://acme-prod-acme.turso.io")

	g.add("vendor/upstash-redis-qstash-env", `
UPSTASH_REDIS_REST_URL=https://«_host».upstash.io
UPSTASH_REDIS_REST_TOKEN=«a»
QSTASH_URL=https://qstash.upstash.io
QSTASH_TOKEN=«b»
QSTASH_CURRENT_SIGNING_KEY=«c»
QSTASH_NEXT_SIGNING_KEY=«d»
`, V{"_host": g.pick("sharp", "guiding", "fond") + "-" + g.pick("mole", "finch", "koala") + "-" + g.digits(5), "a": "A" + g.an(3) + "AAIjcD" + g.b64u(72),
		"b": b64s(fmt.Sprintf(`{"UserID":"%s","Password":"%s"}`, g.uuid(), g.hex(32))), "c": "sig_" + g.an(28), "d": "sig_" + g.an(28)}, "QSTASH_URL=https://qstash.upstash.io")

	g.add("vendor/aiven-psql-service-uri", `
$ avn service get pg-orders --format '{service_uri}'
postgres://avnadmin:«a»@pg-orders-acme-«_n».a.aivencloud.com:«_port»/defaultdb?sslmode=require
$ psql "$(avn service get pg-orders --format '{service_uri}')" -c 'select version()'
`, V{"a": "AVNS_" + g.b64u(19), "_n": g.digits(4), "_port": g.digits(5)}, "avn service get pg-orders")

	g.add("vendor/xata-fauna-env", `
XATA_BRANCH=main
XATA_API_KEY=«a»
XATA_DATABASE_URL=https://acme-«_ws».eu-central-1.xata.sh/db/app
FAUNA_SECRET=«b»
FAUNA_ENDPOINT=https://db.fauna.com
`, V{"a": "xau_" + g.an(32), "_ws": g.s(alLowNum, 6), "b": "fnA" + g.b64u(37)}, "FAUNA_ENDPOINT=https://db.fauna.com")

	g.add("vendor/convex-deploy-key-ci-log", `
Run npx convex deploy --cmd 'npm run build'
  env:
    CONVEX_DEPLOY_KEY: prod:«_dep»|«a»
✔ Deployed Convex functions to https://«_dep».convex.cloud
`, V{"_dep": g.pick("happy", "tidy", "brave") + "-" + g.pick("otter", "lynx", "heron") + "-" + g.digits(3), "a": "eyJ2MiI6I" + g.b64u(60)}, "npx convex deploy --cmd 'npm run build'")

	g.add("vendor/snowflake-connections-toml", `
# ~/.snowflake/connections.toml
[default]
account = "«_acct»"
user = "DANA_K"
password = "«a»"
warehouse = "ANALYST_WH"
role = "ANALYST"

[ci]
account = "«_acct»"
user = "SVC_DBT"
authenticator = "SNOWFLAKE_JWT"
private_key_file = "/home/dev/.ssh/snowflake_rsa_key.p8"
`, V{"_acct": g.s(alLower, 2) + g.digits(5) + ".eu-central-1", "a": g.pw()}, `private_key_file = "/home/dev/.ssh/snowflake_rsa_key.p8"`)

	g.add("vendor/clickhouse-cloud-api-curl", `
$ curl -s --user '«=kid»:«a»' \
    https://api.clickhouse.cloud/v1/organizations/«_org»/services | jq '.result[] | {id, name, state}'
{
  "id": "«_svc»",
  "name": "events-prod",
  "state": "running"
}
`, V{"=kid": g.an(20), "a": "4b1d" + g.an(38), "_org": g.uuid(), "_svc": g.uuid()}, `"name": "events-prod"`)

	g.add("vendor/influxdb-telegraf-output", `
[[outputs.influxdb_v2]]
  urls = ["https://eu-central-1-1.aws.cloud2.influxdata.com"]
  token = "«a»"
  organization = "acme-iot"
  bucket = "factory-sensors"
`, V{"a": g.b64(64)}, `bucket = "factory-sensors"`)

	g.add("vendor/astra-db-data-api-python", `
from astrapy import DataAPIClient

client = DataAPIClient("«a»")
db = client.get_database("https://«_db»-us-east-2.apps.astra.datastax.com")
docs = db.get_collection("support_tickets").find({"status": "open"}, limit=20)
`, V{"a": "AstraCS:" + g.an(24) + ":" + g.hex(64), "_db": g.uuid()}, `get_collection("support_tickets")`)

	iat2 := g.vnIat()
	g.add("vendor/tinybird-motherduck-configs", `
$ cat .tinyb
{"host": "https://api.europe-west2.gcp.tinybird.co", "id": "«_ws»", "name": "acme_analytics", "token": "«a»", "version": "5.8.2"}
$ duckdb "md:analytics?motherduck_token=«b»"
`, V{"_ws": g.uuid(), "a": "p." + b64raw(fmt.Sprintf(`{"u":"%s","id":"%s","host":"gcp-europe-west2"}`, g.uuid(), g.uuid())) + "." + g.b64u(43),
		"b": g.vnJWT("HS256", fmt.Sprintf(`{"session":"dana.acme.example","email":"dana@acme.example","userId":"%s","iat":%d,"iss":"md_pat"}`, g.uuid(), iat2), 43)},
		`"name": "acme_analytics"`)
}

// ---- object storage, media storage and file APIs ----

func (g *G) vnStorage() {
	g.add("vendor/cloudinary-url-env", `
CLOUDINARY_URL=cloudinary://«=key»:«a»@acme-media
NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME=acme-media
NEXT_PUBLIC_CLOUDINARY_UPLOAD_PRESET=unsigned_avatars
`, V{"=key": g.digits(15), "a": g.b64u(27)}, "NEXT_PUBLIC_CLOUDINARY_UPLOAD_PRESET=unsigned_avatars")

	g.add("vendor/cloudflare-r2-aws-cli-profile", `
$ cat ~/.aws/credentials
[r2]
aws_access_key_id = «a»
aws_secret_access_key = «b»
$ aws s3 ls s3://acme-assets --profile r2 --endpoint-url https://«_acct».r2.cloudflarestorage.com
`, V{"a": g.hex(32), "b": g.hex(64), "_acct": g.hex(32)}, "--profile r2")

	g.add("vendor/do-spaces-s3cfg", `
$ cat ~/.s3cfg
[default]
access_key = «a»
secret_key = «b»
host_base = fra1.digitaloceanspaces.com
host_bucket = %(bucket)s.fra1.digitaloceanspaces.com
use_https = True
`, V{"a": "DO00" + g.s(alUpNum, 16), "b": strings.TrimRight(g.b64(32), "=")}, "host_base = fra1.digitaloceanspaces.com")

	g.add("vendor/wasabi-restic-env", `
$ cat /etc/restic/env
export AWS_ACCESS_KEY_ID=«a»
export AWS_SECRET_ACCESS_KEY=«b»
export RESTIC_REPOSITORY=s3:https://s3.eu-central-2.wasabisys.com/acme-backups
export RESTIC_PASSWORD=«c»
`, V{"a": g.s(alUpNum, 20), "b": g.an(40), "c": g.pwStrong()}, "RESTIC_REPOSITORY=s3:https://s3.eu-central-2.wasabisys.com/acme-backups")

	g.add("vendor/uploadthing-uploadcare-env", `
UPLOADTHING_TOKEN='«a»'
UPLOADCARE_PUBLIC_KEY=«_pub»
UPLOADCARE_SECRET_KEY=«b»
`, V{"a": b64s(fmt.Sprintf(`{"apiKey":"sk_live_%s","appId":"%s","regions":["sea1"]}`, g.hex(64), g.s(alLowNum, 10))), "_pub": g.hex(20), "b": g.hex(20)})

	g.add("vendor/dropbox-box-python-clients", `
import dropbox
from boxsdk import OAuth2, Client

dbx = dropbox.Dropbox("«a»")
box = Client(OAuth2(client_id="«=bid»", client_secret="«b»", access_token="«c»"))
for entry in dbx.files_list_folder("/exports").entries:
    print(entry.name)
`, V{"a": "sl.u." + g.b64u(140), "=bid": g.s(alLowNum, 32), "b": g.an(32), "c": g.an(32)}, `files_list_folder("/exports")`)

	g.add("vendor/storj-uplink-vercel-blob", `
$ uplink access import backups «a»
import successful
$ grep BLOB .env.local
BLOB_READ_WRITE_TOKEN="«b»"
`, V{"a": "1" + g.s(alB58, 320), "b": "vercel_blob_rw_" + g.an(16) + "_" + g.an(30)}, "import successful")
}

// ---- hosting, PaaS, CDN, edge and DNS ----

func (g *G) vnHosting() {
	g.add("vendor/railway-render-cli-and-api", `
$ RAILWAY_TOKEN=«a» railway up --service api --detach
  Indexed · Compressed · Uploaded
  Build Logs: https://railway.app/project/«_proj»/service/«_svc»
$ curl -s -H "Authorization: Bearer «b»" https://api.render.com/v1/services?limit=5 | jq '.[].service.name'
"acme-web"
"acme-worker"
`, V{"a": g.uuid(), "_proj": g.uuid(), "_svc": g.uuid(), "b": "rnd_" + g.an(32)}, `"acme-worker"`)

	g.add("vendor/deno-deploy-deployctl", `
$ deployctl deploy --project=acme-edge --prod --token=«a» main.ts
✔ Deploying to project acme-edge.
✔ Deployment complete.
`, V{"a": "ddp_" + g.an(36)}, "--project=acme-edge")

	g.add("vendor/tfvars-linode-vultr-hetzner", `
# terraform.tfvars (do not commit)
linode_token  = "«a»"
vultr_api_key = "«b»"
hcloud_token  = "«c»"
region        = "eu-central"
`, V{"a": g.hex(64), "b": g.s(alUpNum, 36), "c": g.an(64)}, `region        = "eu-central"`)

	g.add("vendor/scaleway-cli-config", `
$ cat ~/.config/scw/config.yaml
access_key: «a»
secret_key: «b»
default_organization_id: «_org»
default_project_id: «_proj»
default_region: fr-par
default_zone: fr-par-1
`, V{"a": "SCW" + g.s(alUpNum, 17), "b": g.uuid(), "_org": g.uuid(), "_proj": g.uuid()}, "default_zone: fr-par-1")

	g.add("vendor/ovh-conf-api-credentials", `
$ cat ~/.ovh.conf
[default]
endpoint=ovh-eu

[ovh-eu]
application_key=«a»
application_secret=«b»
consumer_key=«c»
`, V{"a": g.an(16), "b": g.an(32), "c": g.an(32)}, "endpoint=ovh-eu")

	g.add("vendor/fastly-cli-config-toml", `
$ fastly profile create ci
Fastly API token: «a»
✓ Validating token
✓ Profile 'ci' created
$ fastly service-version activate --service-id=«_sid» --version=latest
`, V{"a": g.b64u(32), "_sid": g.an(22)}, "✓ Profile 'ci' created")

	g.add("vendor/akamai-edgerc", `
$ cat ~/.edgerc
[default]
client_secret = «a»
host = akab-«=h».luna.akamaiapis.net
access_token = «b»
client_token = «c»
`, V{"a": g.b64(32), "=h": g.s(alLowNum, 16) + "-" + g.s(alLowNum, 16), "b": "akab-" + g.s(alLowNum, 16) + "-" + g.s(alLowNum, 16), "c": "akab-" + g.s(alLowNum, 16) + "-" + g.s(alLowNum, 16)})

	g.add("vendor/bunny-storage-upload-curl", `
$ curl --request PUT \
     --url https://storage.bunnycdn.com/acme-assets/img/logo.svg \
     --header 'AccessKey: «a»' \
     --header 'Content-Type: application/octet-stream' \
     --data-binary @dist/img/logo.svg
{"HttpCode":201,"Message":"File uploaded."}
`, V{"a": g.uuid() + "-" + g.hex(4) + "-" + g.hex(4)}, `"Message":"File uploaded."`)

	g.add("vendor/cloudflared-service-install-token", `
$ sudo cloudflared service install «a»
2024-06-03T10:12:44Z INF Using Systemd
2024-06-03T10:12:45Z INF Linux service for cloudflared installed successfully
`, V{"a": b64s(fmt.Sprintf(`{"a":"%s","t":"%s","s":"%s"}`, g.hex(32), g.uuid(), g.b64(32)))}, "Linux service for cloudflared installed successfully")

	g.add("vendor/lego-dns-providers-env", `
# /etc/lego/env, sourced by the renew timer
PORKBUN_API_KEY=«a»
PORKBUN_SECRET_API_KEY=«b»
GODADDY_API_KEY=«c»
GODADDY_API_SECRET=«d»
NAMECHEAP_API_USER=acmeops
NAMECHEAP_API_KEY=«e»
LEGO_EMAIL=ops@acme.example
`, V{"a": "pk1_" + g.hex(64), "b": "sk1_" + g.hex(64), "c": g.an(34) + "_" + g.an(22), "d": g.an(22), "e": g.hex(32)}, "NAMECHEAP_API_USER=acmeops")

	g.add("vendor/heroku-config-multi-addons", `
$ heroku config -a acme-api
=== acme-api Config Vars
DATABASE_URL:         postgres://«=u»:«a»@ec2-«_ip».eu-west-1.compute.amazonaws.com:5432/«_db»
PAPERTRAIL_API_TOKEN: «b»
REDISCLOUD_URL:       redis://default:«c»@redis-«_rp».c1.eu-west-1-2.ec2.redns.redis-cloud.com:«_rp»
SENDGRID_API_KEY:     «d»
WEB_CONCURRENCY:      2
`, V{"=u": g.s(alLower, 14), "a": g.hex(64), "_ip": "54-" + g.digits(2) + "-" + g.digits(3) + "-" + g.digits(2), "_db": g.s(alLowNum, 14), "b": g.an(20), "c": g.an(32), "_rp": g.digits(5), "d": g.sendgrid()},
		"WEB_CONCURRENCY:      2")
}

// ---- CI/CD, code quality, testing clouds, registries and secret managers ----

func (g *G) vnDevOps() {
	g.add("vendor/buildkite-agent-cfg-and-api", `
$ sudo cat /etc/buildkite-agent/buildkite-agent.cfg
token="«a»"
name="%hostname-%spawn"
tags="queue=linux-arm64,os=linux"
build-path="/var/lib/buildkite-agent/builds"
$ curl -s -H "Authorization: Bearer «b»" https://api.buildkite.com/v2/organizations/acme/pipelines | jq length
37
`, V{"a": g.s(alLowNum, 50), "b": "bkua_" + g.hex(40)}, `tags="queue=linux-arm64,os=linux"`)

	g.add("vendor/gha-codecov-coveralls-hardcoded", `
      - name: Upload coverage
        uses: codecov/codecov-action@v4
        with:
          token: «a»
          files: ./coverage.out
          fail_ci_if_error: true
      - name: Coveralls
        run: goveralls -coverprofile=coverage.out -service=github -repotoken «b»
`, V{"a": g.uuid(), "b": g.an(32)}, "uses: codecov/codecov-action@v4")

	g.add("vendor/jfrog-npmrc-and-jf-config", `
$ cat .npmrc
registry=https://acme.jfrog.io/artifactory/api/npm/npm-virtual/
//acme.jfrog.io/artifactory/api/npm/npm-virtual/:_authToken=«a»
always-auth=true
$ jf config add acme --url=https://acme.jfrog.io --access-token=«b» --interactive=false
`, V{"a": "cmVmdGtuOjAxOj" + g.an(50), "b": g.vnJWT("RS256", fmt.Sprintf(`{"ver":"2","sub":"jfac@%s/users/ci","scp":"applied-permissions/user","aud":"*@*","iss":"jfac@%s","exp":%d,"iat":%d,"jti":"%s"}`,
		g.s(alLowNum, 26), g.s(alLowNum, 26), g.vnIat()+31536000, g.vnIat(), g.uuid()), 342)}, "always-auth=true")

	g.add("vendor/package-publish-nuget-crates-gemfury", `
$ dotnet nuget push bin/Release/Acme.Client.2.4.0.nupkg --api-key «a» --source https://api.nuget.org/v3/index.json
Pushing Acme.Client.2.4.0.nupkg to 'https://www.nuget.org/api/v2/package'...
  Created https://www.nuget.org/api/v2/package/ 1843ms
$ cat ~/.cargo/credentials.toml
[registry]
token = "«b»"
$ curl -F package=@dist/acme_cli-2.4.0-py3-none-any.whl https://«c»@push.fury.io/acme/
`, V{"a": "oy2" + g.s(alLowNum, 43), "b": "cio" + g.an(32), "c": g.an(20)}, "https://api.nuget.org/v3/index.json")

	g.add("vendor/wdio-browserstack-saucelabs", `
// wdio.conf.js
const cloud = process.env.CLOUD || "browserstack";
exports.config = {
  user: cloud === "browserstack" ? "acmeqa_«_u»" : "acme-qa",
  key: cloud === "browserstack" ? "«a»" : "«b»",
  services: [cloud === "browserstack" ? "browserstack" : "sauce"],
  region: "eu",
  capabilities: [{ browserName: "chrome", "bstack:options": { os: "Windows", osVersion: "11" } }],
};
`, V{"_u": g.an(6), "a": g.an(20), "b": g.uuid()}, `region: "eu"`)

	g.add("vendor/package-json-cypress-percy-chromatic", `
  "scripts": {
    "e2e:ci": "cypress run --record --key «a» --parallel",
    "visual": "PERCY_TOKEN=«b» percy exec -- cypress run",
    "chromatic": "chromatic --project-token=«c» --exit-zero-on-changes"
  },
`, V{"a": g.uuid(), "b": "web_" + g.hex(64), "c": "chpt_" + g.hex(14)}, "--exit-zero-on-changes")

	g.add("vendor/infisical-bitwarden-sm-cli", `
$ infisical export --env=prod --format=dotenv --token=«a» > .env.prod
$ bws secret list --access-token «b» | jq -r '.[].key'
STRIPE_SECRET_KEY
DATABASE_URL
`, V{"a": "st." + g.uuid() + "." + g.hex(32) + "." + g.hex(32), "b": "0." + g.uuid() + "." + g.an(30) + ":" + g.b64(16)}, "--format=dotenv")

	g.add("vendor/octopus-teamcity-jenkins-calls", `
$ octopus package upload --package acme.api.2.4.0.zip --server https://deploy.acme.example --api-key «a» --space Default
$ curl -s -H "Authorization: Bearer «b»" https://teamcity.acme.example/app/rest/builds?locator=buildType:Api_Build,count:1
$ curl -s -X POST -u ci-bot:«c» "https://jenkins.acme.example/job/api-deploy/buildWithParameters?ENV=staging"
`, V{"a": "API-" + g.s(alUpNum, 28), "b": "eyJ0eXAiOiAiVENWMiJ9." + g.b64u(36) + "." + g.b64u(48), "c": "11" + g.hex(32)}, "--space Default")

	p8 := g.ecPKCS8()
	g.add("vendor/fastlane-app-store-connect-key-json", `
$ cat fastlane/asc_api_key.json
{
  "key_id": "«_kid»",
  "issuer_id": "«_iss»",
  "key": "«=b»\n«a»\n«=e»",
  "duration": 1200,
  "in_house": false
}
`, V{"_kid": g.s(alUpNum, 10), "_iss": g.uuid(), "=b": p8.begin, "a": jsonEsc(p8.body), "=e": p8.end}, `"in_house": false`)

	g.add("vendor/expo-eas-harness-tokens", `
$ EXPO_TOKEN=«a» eas build --platform ios --profile production --non-interactive
✔ Logged in as acme-mobile (robot)
$ harness login --api-key «b» --account-id «_acct»
`, V{"a": g.b64u(40), "b": "pat." + g.b64u(22) + "." + g.hex(24) + "." + g.an(20), "_acct": g.b64u(22)}, "--profile production")
}

// ---- analytics, CRM, support, productivity and e-signature ----

func (g *G) vnBusiness() {
	g.add("vendor/segment-node-server-write-key", `
// server/analytics.ts
import { Analytics } from "@segment/analytics-node";

export const analytics = new Analytics({ writeKey: "«a»", flushAt: 20 });
analytics.track({ userId, event: "Order Completed", properties: { total, currency: "USD" } });
`, V{"a": g.an(32)}, `event: "Order Completed"`)

	g.add("vendor/mixpanel-amplitude-export-script", `
#!/usr/bin/env python3
import requests

MIXPANEL_SA_USER = "export-bot.«_sa».mp-service-account"
MIXPANEL_SA_SECRET = "«a»"
AMPLITUDE_API_KEY = "«=ak»"
AMPLITUDE_SECRET_KEY = "«b»"

mp = requests.get("https://data-eu.mixpanel.com/api/2.0/export",
                  params={"project_id": «_pid», "from_date": "2024-06-01", "to_date": "2024-06-02"},
                  auth=(MIXPANEL_SA_USER, MIXPANEL_SA_SECRET))
amp = requests.get("https://analytics.eu.amplitude.com/api/2/export",
                   params={"start": "20240601T00", "end": "20240602T00"},
                   auth=(AMPLITUDE_API_KEY, AMPLITUDE_SECRET_KEY))
`, V{"_sa": g.hex(6), "a": g.an(32), "=ak": g.hex(32), "b": g.hex(32), "_pid": g.digits(7)}, `"from_date": "2024-06-01"`)

	g.add("vendor/ga4-measurement-protocol-curl", `
$ curl -s -X POST "https://www.google-analytics.com/mp/collect?measurement_id=«_mid»&api_secret=«a»" \
    -d '{"client_id":"«_cid»","events":[{"name":"purchase","params":{"currency":"EUR","value":24.95}}]}'
`, V{"_mid": "G-" + g.s(alUpNum, 10), "a": g.b64u(22), "_cid": g.digits(10) + "." + g.digits(10)}, `"name":"purchase"`)

	g.add("vendor/matomo-plausible-reporting", `
$ curl -s "https://stats.acme.example/index.php?module=API&method=VisitsSummary.get&idSite=3&period=day&date=yesterday&format=JSON&token_auth=«a»"
{"nb_uniq_visitors":1832,"nb_visits":2410,"bounce_rate":"41%"}
$ curl -s -H "Authorization: Bearer «b»" "https://plausible.io/api/v1/stats/aggregate?site_id=acme.example&period=7d"
`, V{"a": g.hex(32), "b": g.b64u(64)}, `"bounce_rate":"41%"`)

	g.add("vendor/salesforce-simple-salesforce-and-sfdx", `
from simple_salesforce import Salesforce

sf = Salesforce(
    username="integration@acme.example",
    password="«a»",
    security_token="«b»",
    consumer_key="«c»",
    consumer_secret="«d»",
    domain="login",
)
print(sf.query("SELECT Id, Name FROM Account LIMIT 5"))
`, V{"a": g.pw(), "b": g.an(24), "c": "3MVG9" + g.s(alAlnum+"._", 80), "d": g.s(alHexU, 64)}, `domain="login"`)

	g.add("vendor/crm-sync-config-hubspot-pipedrive-zoho", `
# crm-sync/config.yaml
sources:
  hubspot:
    private_app_token: «a»
    portal_id: «_portal»
  pipedrive:
    company_domain: acme
    api_token: «b»
  zoho:
    dc: eu
    client_id: «=zcid»
    client_secret: «c»
    refresh_token: «d»
sync_interval: 15m
`, V{"a": g.hubspot(), "_portal": g.digits(8), "b": g.hex(40), "=zcid": "1000." + g.s(alUpNum, 30), "c": g.hex(42), "d": "1000." + g.hex(32) + "." + g.hex(32)}, "sync_interval: 15m")

	g.add("vendor/support-bot-env-intercom-zendesk-freshdesk", `
INTERCOM_ACCESS_TOKEN=«a»
ZENDESK_SUBDOMAIN=acmehelp
ZENDESK_EMAIL=bot@acme.example
ZENDESK_API_TOKEN=«b»
FRESHDESK_DOMAIN=acme.freshdesk.com
FRESHDESK_API_KEY=«c»
GORGIAS_API_KEY=«d»
`, V{"a": b64s("tok:" + g.uuid() + ":1:0"), "b": g.an(40), "c": g.an(20), "d": g.hex(64)}, "ZENDESK_SUBDOMAIN=acmehelp")

	g.add("vendor/sales-apis-close-hunter-apollo-curls", `
$ curl -s -u "«a»:" https://api.close.com/api/v1/me/ | jq .email
"dana@acme.example"
$ curl -s "https://api.hunter.io/v2/domain-search?domain=initech.example&api_key=«b»" | jq '.data.emails | length'
12
$ curl -s -X POST https://api.apollo.io/api/v1/mixed_people/search -H "X-Api-Key: «c»" -H "Content-Type: application/json" -d '{"q_organization_domains":"initech.example"}'
`, V{"a": "api_" + g.an(22) + "." + g.an(22), "b": g.hex(40), "c": g.b64u(22)}, `"dana@acme.example"`)

	g.add("vendor/mcp-json-asana-clickup-todoist", `
{
  "mcpServers": {
    "asana": {
      "command": "npx",
      "args": ["-y", "@roychri/mcp-server-asana"],
      "env": { "ASANA_ACCESS_TOKEN": "«a»" }
    },
    "clickup": {
      "command": "npx",
      "args": ["-y", "clickup-mcp-server"],
      "env": { "CLICKUP_API_KEY": "«b»", "CLICKUP_TEAM_ID": "«_team»" }
    },
    "todoist": {
      "command": "npx",
      "args": ["-y", "@abhiz123/todoist-mcp-server"],
      "env": { "TODOIST_API_TOKEN": "«c»" }
    }
  }
}
`, V{"a": "2/" + g.digits(16) + "/" + g.digits(16) + ":" + g.hex(32), "b": "pk_" + g.digits(8) + "_" + g.s(alUpNum, 32), "_team": g.digits(8), "c": g.hex(40)}, `"command": "npx"`)

	g.add("vendor/cursor-mcp-trello-miro-monday", `
$ cat .cursor/mcp.json
{
  "mcpServers": {
    "trello": { "command": "bunx", "args": ["@delorenj/mcp-server-trello"], "env": { "TRELLO_API_KEY": "«=tk»", "TRELLO_TOKEN": "«a»", "TRELLO_BOARD_ID": "«_board»" } },
    "miro": { "command": "npx", "args": ["-y", "@k-jarzyna/mcp-miro"], "env": { "MIRO_ACCESS_TOKEN": "«b»" } },
    "monday": { "command": "npx", "args": ["-y", "@mondaydotcomorg/monday-api-mcp", "-t", "«c»"] }
  }
}
`, V{"=tk": g.hex(32), "a": "ATTA" + g.hex(64) + g.s(alHexU, 8), "_board": g.hex(24), "b": "eyJtaXJvLm9yaWdpbiI6ImV1MDEifQ_" + g.b64u(27),
		"c": g.vnJWT("HS256", fmt.Sprintf(`{"tid":%s,"aai":11,"uid":%s,"iad":"2024-05-02T09:14:11.000Z","per":"me:write","actid":%s,"rgn":"euc1"}`, g.digits(9), g.digits(8), g.digits(8)), 43)},
		`"command": "bunx"`)

	g.add("vendor/zoom-server-to-server-oauth-node", `
const ZOOM_ACCOUNT_ID = "«_acct»";
const ZOOM_CLIENT_ID = "«=cid»";
const ZOOM_CLIENT_SECRET = "«a»";

const basic = Buffer.from(ZOOM_CLIENT_ID + ":" + ZOOM_CLIENT_SECRET).toString("base64");
const r = await fetch("https://zoom.us/oauth/token?grant_type=account_credentials&account_id=" + ZOOM_ACCOUNT_ID, {
  method: "POST",
  headers: { Authorization: "Basic " + basic },
});
`, V{"_acct": g.b64u(22), "=cid": g.b64u(22), "a": g.an(32)}, "grant_type=account_credentials")

	g.add("vendor/docusign-jwt-grant-config", `
# docusign.py
DS_JWT = {
    "ds_client_id": "«_ik»",
    "ds_impersonated_user_id": "«_uid»",
    "authorization_server": "account-d.docusign.com",
    "private_key": """«=b»
«a»
«=e»""",
}
`, V{"_ik": g.uuid(), "_uid": g.uuid(), "=b": "-----BEGIN RSA PRIVATE KEY-----", "a": g.rsaPEM().body, "=e": "-----END RSA PRIVATE KEY-----"}, `"authorization_server": "account-d.docusign.com"`)

	g.add("vendor/esign-dropbox-sign-pandadoc", `
$ curl -s -u "«a»:" https://api.hellosign.com/v3/signature_request/list | jq '.signature_requests[0].title'
"MSA - Initech"
$ curl -s -H "Authorization: API-Key «b»" https://api.pandadoc.com/public/v1/documents?status=2 | jq '.results | length'
4
`, V{"a": g.hex(64), "b": g.hex(40)}, `"MSA - Initech"`)

	g.add("vendor/i18n-crowdin-lokalise-deepl", `
$ cat crowdin.yml
"project_id": "«_pid»"
"api_token": "«a»"
"base_path": "."
"files": [{ "source": "/locales/en/*.json", "translation": "/locales/%two_letters_code%/%original_file_name%" }]
$ lokalise2 --token «b» --project-id «_lp» file download --format json --unzip-to ./locales
$ grep DEEPL .env
DEEPL_AUTH_KEY=«c»
`, V{"_pid": g.digits(6), "a": g.hex(80), "b": g.hex(40), "_lp": g.digits(9) + "." + g.digits(8), "c": g.uuid() + ":fx"}, `"base_path": "."`)

	g.add("vendor/rapidapi-openweather-newsapi-fetch", `
const weather = await fetch("https://api.openweathermap.org/data/2.5/weather?q=Lisbon&units=metric&appid=«a»");
const news = await fetch("https://newsapi.org/v2/top-headlines?country=pt&apiKey=«b»");
const flights = await fetch("https://aerodatabox.p.rapidapi.com/flights/airports/icao/LPPT", {
  headers: { "X-RapidAPI-Key": "«c»", "X-RapidAPI-Host": "aerodatabox.p.rapidapi.com" },
});
`, V{"a": g.hex(32), "b": g.hex(32), "c": g.vnRapid()}, `"X-RapidAPI-Host": "aerodatabox.p.rapidapi.com"`)

	g.add("vendor/calendly-typeform-jotform-webhook-setup", `
$ curl -s -X POST https://api.calendly.com/webhook_subscriptions \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    -d '{"url":"https://hooks.acme.example/calendly","events":["invitee.created"],"organization":"https://api.calendly.com/organizations/«_org»","scope":"organization"}'
$ curl -s -X PUT https://api.typeform.com/forms/«_form»/webhooks/crm \
    -H "Authorization: Bearer «b»" -d '{"url":"https://hooks.acme.example/typeform","enabled":true}'
$ curl -s "https://eu-api.jotform.com/user/forms?apiKey=«c»" | jq '.content | length'
`, V{"a": b64raw(`{"kid":"`+g.hex(8)+`","typ":"PAT","alg":"ES512"}`) + "." + b64raw(fmt.Sprintf(`{"iss":"https://auth.calendly.com","iat":%d,"jti":"%s","user_uuid":"%s"}`, g.vnIat(), g.uuid(), g.uuid())) + "." + g.b64u(176),
		"_org": g.uuid(), "_form": g.an(8), "b": "tfp_" + g.b64u(44) + "_" + g.b64u(14), "c": g.hex(32)}, "https://hooks.acme.example/typeform")

	g.add("vendor/quickbooks-xero-oauth-env", `
QBO_CLIENT_ID=«=qid»
QBO_CLIENT_SECRET=«a»
QBO_REALM_ID=«_realm»
QBO_ENVIRONMENT=production
XERO_CLIENT_ID=«=xid»
XERO_CLIENT_SECRET=«b»
XERO_REDIRECT_URI=https://app.acme.example/integrations/xero/callback
`, V{"=qid": "AB" + g.an(48), "a": g.an(40), "_realm": g.digits(19), "=xid": g.s(alHexU, 32), "b": g.b64u(48)}, "XERO_REDIRECT_URI=https://app.acme.example/integrations/xero/callback")
}

// ---- video, streaming and social platform APIs ----

func (g *G) vnMedia() {
	g.add("vendor/mux-video-node-upload", `
import Mux from "@mux/mux-node";

const mux = new Mux({
  tokenId: "«=tid»",
  tokenSecret: "«a»",
});
const upload = await mux.video.uploads.create({
  cors_origin: "https://app.acme.example",
  new_asset_settings: { playback_policy: ["signed"], encoding_tier: "baseline" },
});
`, V{"=tid": g.uuid(), "a": g.s(alB64, 75)}, `encoding_tier: "baseline"`)

	g.add("vendor/vimeo-daily-wistia-python", `
import vimeo, requests

v = vimeo.VimeoClient(token="«a»", key="«=key»", secret="«b»")
room = requests.post("https://api.daily.co/v1/rooms",
                     headers={"Authorization": "Bearer «c»"},
                     json={"properties": {"exp": exp, "enable_chat": True}}).json()
medias = requests.get("https://api.wistia.com/v1/medias.json",
                      headers={"Authorization": "Bearer «d»"}).json()
`, V{"a": g.hex(32), "=key": g.hex(40), "b": g.s(alAlnum+"/+", 128), "c": g.hex(64), "d": g.hex(64)}, `"enable_chat": True`)

	g.add("vendor/livekit-agora-token-server", `
import { AccessToken } from "livekit-server-sdk";
import { RtcTokenBuilder, RtcRole } from "agora-token";

const LIVEKIT_API_KEY = "«=lk»";
const LIVEKIT_API_SECRET = "«a»";
const AGORA_APP_ID = "«=aid»";
const AGORA_APP_CERTIFICATE = "«b»";

export function livekitToken(room, identity) {
  const at = new AccessToken(LIVEKIT_API_KEY, LIVEKIT_API_SECRET, { identity, ttl: "10m" });
  at.addGrant({ roomJoin: true, room });
  return at.toJwt();
}
export const agoraToken = (channel, uid) =>
  RtcTokenBuilder.buildTokenWithUid(AGORA_APP_ID, AGORA_APP_CERTIFICATE, channel, uid, RtcRole.PUBLISHER, 3600, 3600);
`, V{"=lk": "API" + g.an(12), "a": g.an(43), "=aid": g.hex(32), "b": g.hex(32)}, "RtcRole.PUBLISHER")

	g.add("vendor/social-apis-settings-twitch-spotify-reddit", `
# bot/settings.py
TWITCH_CLIENT_ID = "«_tw»"
TWITCH_CLIENT_SECRET = "«a»"
SPOTIFY_CLIENT_ID = "«=sp»"
SPOTIFY_CLIENT_SECRET = "«b»"
REDDIT = {
    "client_id": "«=rd»",
    "client_secret": "«c»",
    "user_agent": "acme-bot/1.2 by u/acme_ops",
}
`, V{"_tw": g.s(alLowNum, 30), "a": g.s(alLowNum, 30), "=sp": g.hex(32), "b": g.hex(32), "=rd": g.b64u(22), "c": g.b64u(30)}, `"user_agent": "acme-bot/1.2 by u/acme_ops"`)

	g.add("vendor/x-twitter-tweepy-client", `
import tweepy

client = tweepy.Client(
    bearer_token="«a»",
    consumer_key="«=ck»",
    consumer_secret="«b»",
    access_token="«c»",
    access_token_secret="«d»",
)
client.create_tweet(text="We just shipped v2.4 🚀")
`, V{"a": "AAAAAAAAAAAAAAAAAAAAA" + g.an(6) + "AAAAAA" + g.an(30) + "%3D" + g.an(50), "=ck": g.an(25), "b": g.an(50), "c": g.digits(19) + "-" + g.an(31), "d": g.an(45)},
		`client.create_tweet(text="We just shipped v2.4 🚀")`)

	g.add("vendor/webex-bot-python", `
from webexteamssdk import WebexTeamsAPI

api = WebexTeamsAPI(access_token="«a»")
api.messages.create(roomId=ROOM_ID, markdown="**Build #1842 failed** on main")
`, V{"a": g.an(64) + "_PF84_" + g.uuid()}, `markdown="**Build #1842 failed** on main"`)
}

// ---- crypto exchanges, custody and blockchain nodes ----

func (g *G) vnCrypto() {
	g.add("vendor/binance-ccxt-python", `
import ccxt

exchange = ccxt.binance({
    "apiKey": "«a»",
    "secret": "«b»",
    "enableRateLimit": True,
    "options": {"defaultType": "spot"},
})
print(exchange.fetch_balance()["USDT"])
`, V{"a": g.an(64), "b": g.an(64)}, `"options": {"defaultType": "spot"}`)

	g.add("vendor/freqtrade-config-kraken-okx-kucoin", `
{
  "max_open_trades": 5,
  "stake_currency": "USDT",
  "exchange": {
    "name": "okx",
    "key": "«a»",
    "secret": "«b»",
    "password": "«c»",
    "ccxt_config": {},
    "pair_whitelist": ["BTC/USDT", "ETH/USDT"]
  },
  "_backup_exchanges": {
    "kraken": { "key": "«d»", "secret": "«e»" },
    "kucoin": { "key": "«f»", "secret": "«h»", "password": "«i»" }
  }
}
`, V{"a": g.uuid(), "b": g.s(alHexU, 32), "c": g.pwStrong(), "d": g.b64(42), "e": g.b64(64), "f": g.hex(24), "h": g.uuid(), "i": g.pwURL()},
		`"pair_whitelist": ["BTC/USDT", "ETH/USDT"]`)

	g.add("vendor/bybit-gemini-exchange-env", `
BYBIT_API_KEY=«a»
BYBIT_API_SECRET=«b»
BYBIT_TESTNET=false
GEMINI_API_KEY=«c»
GEMINI_API_SECRET=«d»
`, V{"a": g.an(18), "b": g.an(36), "c": "account-" + g.an(20), "d": g.s(alB58, 28)}, "BYBIT_TESTNET=false")

	ec := g.ecSEC1()
	g.add("vendor/coinbase-cdp-api-key-json", `
$ cat ~/Downloads/cdp_api_key.json
{
   "name": "organizations/«_org»/apiKeys/«_kid»",
   "privateKey": "«=b»\n«a»\n«=e»\n"
}
`, V{"_org": g.uuid(), "_kid": g.uuid(), "=b": ec.begin, "a": jsonEsc(ec.body), "=e": ec.end})

	g.add("vendor/hardhat-config-rpc-and-explorer-keys", `
const config: HardhatUserConfig = {
  solidity: "0.8.24",
  networks: {
    mainnet: { url: "https://eth-mainnet.g.alchemy.com/v2/«a»", accounts: [DEPLOYER_KEY] },
    sepolia: { url: "https://sepolia.infura.io/v3/«b»", accounts: [DEPLOYER_KEY] },
    base: { url: "https://«_qn».base-mainnet.quiknode.pro/«c»/", accounts: [DEPLOYER_KEY] },
  },
  etherscan: { apiKey: "«d»" },
};
`, V{"a": g.b64u(32), "b": g.hex(32), "_qn": g.pick("wild", "silent", "frosty") + "-" + g.pick("bitter", "purple", "young") + "-" + g.pick("cloud", "wave", "sun"), "c": g.hex(40), "d": g.s(alUpNum, 34)},
		`solidity: "0.8.24"`)

	g.add("vendor/solana-cardano-providers-env", `
HELIUS_RPC_URL=https://mainnet.helius-rpc.com/?api-key=«a»
BLOCKFROST_PROJECT_ID=«b»
THIRDWEB_SECRET_KEY=«c»
NEXT_PUBLIC_THIRDWEB_CLIENT_ID=«_tw»
`, V{"a": g.uuid(), "b": "mainnet" + g.an(32), "c": g.b64u(86), "_tw": g.hex(32)})

	g.add("vendor/circle-fireblocks-custody-clients", `
import { initiateDeveloperControlledWalletsClient } from "@circle-fin/developer-controlled-wallets";
import { Fireblocks, BasePath } from "@fireblocks/ts-sdk";
import { readFileSync } from "node:fs";

const circle = initiateDeveloperControlledWalletsClient({
  apiKey: "«a»",
  entitySecret: "«b»",
});
const fireblocks = new Fireblocks({
  apiKey: "«c»",
  basePath: BasePath.US,
  secretKey: readFileSync("./fireblocks_secret.key", "utf8"),
});
`, V{"a": "LIVE_API_KEY:" + g.hex(32) + ":" + g.hex(32), "b": g.hex(64), "c": g.uuid()}, `readFileSync("./fireblocks_secret.key", "utf8")`)

	g.add("vendor/market-data-coingecko-cmc-dune-curls", `
$ curl -s "https://pro-api.coingecko.com/api/v3/simple/price?ids=bitcoin&vs_currencies=eur" -H "x-cg-pro-api-key: «a»"
{"bitcoin":{"eur":63112}}
$ curl -s -H "X-CMC_PRO_API_KEY: «b»" "https://pro-api.coinmarketcap.com/v1/cryptocurrency/listings/latest?limit=5"
$ curl -s -H "X-Dune-API-Key: «c»" "https://api.dune.com/api/v1/query/«_q»/results?limit=100"
`, V{"a": "CG-" + g.an(24), "b": g.uuid(), "c": g.an(32), "_q": g.digits(7)}, `{"bitcoin":{"eur":63112}}`)
}

// ---- IoT platforms ----

func (g *G) vnIoT() {
	g.add("vendor/particle-cli-token-create", `
$ particle token create --expires-in 31536000
? Using account dana@acme.example
? Please enter your password: [hidden]
New access token expires on Wed Jun 04 2025 10:12:44 GMT+0000
    «a»
$ particle call «_dev» led on
`, V{"a": g.hex(40), "_dev": g.hex(24)}, "New access token expires on Wed Jun 04 2025 10:12:44 GMT+0000")

	g.add("vendor/blynk-esp32-sketch", `
#define BLYNK_TEMPLATE_ID "«_tmpl»"
#define BLYNK_TEMPLATE_NAME "Greenhouse"
#define BLYNK_AUTH_TOKEN "«a»"

#include <WiFi.h>
#include <BlynkSimpleEsp32.h>

char ssid[] = "Greenhouse-2G";
char pass[] = "«b»";

void setup() {
  Blynk.begin(BLYNK_AUTH_TOKEN, ssid, pass);
}
`, V{"_tmpl": "TMPL" + g.an(8), "a": g.b64u(32), "b": g.pwURL()}, `#define BLYNK_TEMPLATE_NAME "Greenhouse"`)

	g.add("vendor/thingspeak-arduino-secrets-h", `
// arduino_secrets.h
#define SECRET_SSID "acme-lab"
#define SECRET_PASS "«a»"
#define SECRET_CH_ID «_ch»
#define SECRET_WRITE_APIKEY "«b»"
#define SECRET_MQTT_USERNAME "«=mu»"
#define SECRET_MQTT_PASSWORD "«c»"
`, V{"a": g.pw(), "_ch": g.digits(7), "b": g.s(alUpNum, 16), "=mu": g.s(alUpNum, 20), "c": g.an(24)}, `#define SECRET_SSID "acme-lab"`)

	g.add("vendor/adafruit-io-circuitpython-settings", `
# settings.toml on CIRCUITPY
CIRCUITPY_WIFI_SSID = "acme-iot"
CIRCUITPY_WIFI_PASSWORD = "«a»"
ADAFRUIT_AIO_USERNAME = "acme_lab"
ADAFRUIT_AIO_KEY = "«b»"
`, V{"a": g.pw(), "b": "aio_" + g.an(28)}, `ADAFRUIT_AIO_USERNAME = "acme_lab"`)

	g.add("vendor/azure-iot-hub-device-python", `
from azure.iot.device import IoTHubDeviceClient, Message

CONN = "HostName=acme-factory.azure-devices.net;DeviceId=press-07;SharedAccessKey=«a»"
client = IoTHubDeviceClient.create_from_connection_string(CONN)
client.send_message(Message('{"temp": 71.2, "rpm": 1180}'))
`, V{"a": g.b64(32)}, "HostName=acme-factory.azure-devices.net;DeviceId=press-07")

	g.add("vendor/ttn-lorawan-api-key-curl", `
$ curl -s -H "Authorization: Bearer «a»" \
    https://eu1.cloud.thethings.network/api/v3/applications/acme-soil/devices?field_mask=name,locations
`, V{"a": "NNSXS." + g.s(alB32, 39) + "." + g.s(alB32, 52)}, "applications/acme-soil/devices")

	g.add("vendor/ubidots-tuya-thingsboard-python", `
import requests, tinytuya
import paho.mqtt.client as mqtt

UBIDOTS_TOKEN = "«a»"
requests.post("https://industrial.api.ubidots.com/api/v1.6/devices/pump-3",
              headers={"X-Auth-Token": UBIDOTS_TOKEN}, json={"pressure": 2.4})

cloud = tinytuya.Cloud(apiRegion="eu", apiKey="«=tk»", apiSecret="«b»", apiDeviceID="«_dev»")

tb = mqtt.Client()
tb.username_pw_set("«c»")  # ThingsBoard device access token
tb.connect("thingsboard.cloud", 1883)
`, V{"a": "BBFF-" + g.an(30), "=tk": g.s(alLowNum, 20), "b": g.hex(32), "_dev": g.s(alLowNum, 22), "c": g.an(20)}, `tb.connect("thingsboard.cloud", 1883)`)
}

// ---- regional and less famous vendors ----

func (g *G) vnRegional() {
	g.add("vendor/aliyun-cli-config-json", `
$ cat ~/.aliyun/config.json
{
	"current": "default",
	"profiles": [
		{
			"name": "default",
			"mode": "AK",
			"access_key_id": "«a»",
			"access_key_secret": "«b»",
			"region_id": "cn-hangzhou",
			"output_format": "json",
			"language": "zh"
		}
	]
}
`, V{"a": "LTAI5t" + g.an(18), "b": g.an(30)}, `"region_id": "cn-hangzhou"`)

	g.add("vendor/tencent-cos-python-config", `
from qcloud_cos import CosConfig, CosS3Client

config = CosConfig(Region="ap-guangzhou", SecretId="«a»", SecretKey="«b»", Scheme="https")
client = CosS3Client(config)
client.upload_file(Bucket="acme-assets-«_app»", Key="builds/app.apk", LocalFilePath="dist/app.apk")
`, V{"a": "AKID" + g.an(32), "b": g.an(32), "_app": g.digits(10)}, `Region="ap-guangzhou"`)

	g.add("vendor/huawei-baidu-cloud-env", `
HUAWEICLOUD_SDK_AK=«a»
HUAWEICLOUD_SDK_SK=«b»
HUAWEICLOUD_REGION=ap-southeast-3
BAIDU_OCR_APP_ID=«_bid»
BAIDU_OCR_API_KEY=«c»
BAIDU_OCR_SECRET_KEY=«d»
`, V{"a": g.s(alUpNum, 20), "b": g.an(40), "_bid": g.digits(8), "c": g.an(24), "d": g.an(32)}, "HUAWEICLOUD_REGION=ap-southeast-3")

	g.add("vendor/yandex-cloud-yc-config-list", `
$ yc config list
token: «a»
cloud-id: «_cloud»
folder-id: «_folder»
compute-default-zone: ru-central1-a
$ grep -r YC_API_KEY deploy/
deploy/.env:YC_API_KEY=«b»
`, V{"a": "y0_AgAAAAA" + g.b64u(50), "_cloud": "b1g" + g.s(alLowNum, 17), "_folder": "b1g" + g.s(alLowNum, 17), "b": "AQVN" + g.b64u(36)}, "compute-default-zone: ru-central1-a")

	g.add("vendor/yookassa-dadata-php", `
<?php
use YooKassa\Client;

$client = new Client();
$client->setAuth('«_shop»', '«a»');

$dadata = new \Dadata\DadataClient('«b»', '«c»');
$result = $dadata->clean('address', 'мск сухонская 11 89');
`, V{"_shop": g.digits(6), "a": "live_" + g.b64u(43), "b": g.hex(40), "c": g.hex(40)}, "use YooKassa\\Client;")

	g.add("vendor/india-payments-cashfree-paytm-iyzico-env", `
CASHFREE_APP_ID=«=cfid»
CASHFREE_SECRET_KEY=«a»
CASHFREE_ENV=PRODUCTION
PAYTM_MID=«=mid»
PAYTM_MERCHANT_KEY=«b»
PAYTM_WEBSITE=DEFAULT
IYZICO_API_KEY=«c»
IYZICO_SECRET_KEY=«d»
IYZICO_BASE_URL=https://api.iyzipay.com
`, V{"=cfid": g.digits(8) + g.hex(24), "a": "cfsk_ma_prod_" + g.hex(32) + "_" + g.hex(8), "=mid": "AcmeRe" + g.digits(14), "b": g.s(alAlnum+"#@&%_", 16), "c": g.an(32), "d": g.an(32)},
		"CASHFREE_ENV=PRODUCTION", "IYZICO_BASE_URL=https://api.iyzipay.com")

	g.add("vendor/mpesa-daraja-stk-push-env", `
MPESA_ENV=production
MPESA_CONSUMER_KEY=«a»
MPESA_CONSUMER_SECRET=«b»
MPESA_SHORTCODE=«_sc»
MPESA_PASSKEY=«c»
MPESA_CALLBACK_URL=https://api.acme.co.ke/mpesa/callback
`, V{"a": g.an(48), "b": g.an(64), "_sc": g.digits(6), "c": g.hex(64)}, "MPESA_CALLBACK_URL=https://api.acme.co.ke/mpesa/callback")

	g.add("vendor/line-kakao-naver-messaging-config", `
line:
  channel_id: "«_lid»"
  channel_secret: «a»
  channel_access_token: «b»
kakao:
  rest_api_key: «c»
naver:
  client_id: «=nid»
  client_secret: «d»
`, V{"_lid": g.digits(10), "a": g.hex(32), "b": g.b64(128), "c": g.hex(32), "=nid": g.an(20), "d": g.an(10)})

	g.add("vendor/vipps-mobilepay-headers-curl", `
$ curl -s -X POST https://api.vipps.no/accesstoken/get \
    -H "client_id: «=cid»" \
    -H "client_secret: «a»" \
    -H "Ocp-Apim-Subscription-Key: «b»" \
    -H "Merchant-Serial-Number: «_msn»" \
    -H "Vipps-System-Name: acme-webshop"
`, V{"=cid": g.uuid(), "a": g.b64u(40), "b": g.hex(32), "_msn": g.digits(6)}, "Vipps-System-Name: acme-webshop")

	g.add("vendor/sea-payments-xendit-midtrans-mercadopago", `
// config/payments.js
module.exports = {
  xendit: { secretKey: "«a»" },
  midtrans: { isProduction: true, serverKey: "«b»", clientKey: "«_mc»" },
  mercadopago: { accessToken: "«c»", publicKey: "«_mp»" },
};
`, V{"a": "xnd_production_" + g.s(alAlnum+"+", 58) + "==", "b": "Mid-server-" + g.b64u(24), "_mc": "Mid-client-" + g.b64u(16),
		"c": "APP_USR-" + g.digits(16) + "-" + g.digits(6) + "-" + g.hex(32) + "-" + g.digits(9), "_mp": "APP_USR-" + g.uuid()})

	g.add("vendor/sms-india-nigeria-msg91-termii-python", `
import requests

MSG91_AUTHKEY = "«a»"
TERMII_API_KEY = "«b»"

def send_otp_in(mobile, otp):
    return requests.post("https://control.msg91.com/api/v5/otp",
                         params={"template_id": "«_tpl»", "mobile": mobile, "otp": otp},
                         headers={"authkey": MSG91_AUTHKEY})

def send_otp_ng(to, text):
    return requests.post("https://api.ng.termii.com/api/sms/send",
                         json={"api_key": TERMII_API_KEY, "to": to, "from": "Acme", "sms": text, "type": "plain", "channel": "dnd"})
`, V{"a": g.digits(6) + "A" + g.an(15), "b": "TL" + g.an(58), "_tpl": g.hex(24)}, `"channel": "dnd"`)

	g.add("vendor/vk-api-chat-paste", `
вот токен сообщества для бота VK, вставь его в конфиг:
«a»
group_id «_gid», версия API 5.199
`, V{"a": "vk1.a." + g.b64u(210), "_gid": g.digits(9)}, "версия API 5.199")
}

// ---- benign only: public keys, ids, placeholders and masked values ----

func (g *G) vnBenign() {
	g.add("vendor/benign-stripe-dashboard-masked-copy", `
copied from Dashboard > Developers > API keys (live mode):

Publishable key    «_pk»
Secret key         «_sk»    Reveal live key
Restricted keys    «_rk»    warehouse-sync    Last used Jun 2
`, V{"_pk": g.pkLive(), "_sk": "sk_live_" + strings.Repeat("•", 20) + g.an(4), "_rk": "rk_live_" + strings.Repeat("•", 20) + g.an(4)}, "warehouse-sync")

	g.add("vendor/benign-algolia-instantsearch-search-key", `
import { liteClient as algoliasearch } from "algoliasearch/lite";
import { InstantSearch, SearchBox, Hits } from "react-instantsearch";

// search-only API key, safe to ship to browsers
const searchClient = algoliasearch("«_app»", "«_key»");

export const Search = () => (
  <InstantSearch searchClient={searchClient} indexName="products_prod">
    <SearchBox />
    <Hits />
  </InstantSearch>
);
`, V{"_app": g.s(alUpNum, 10), "_key": g.hex(32)}, `indexName="products_prod"`)

	sid := g.digits(12)
	g.add("vendor/benign-firebase-web-config", `
// src/firebase.ts
const firebaseConfig = {
  apiKey: "«_k»",
  authDomain: "acme-web-prod.firebaseapp.com",
  projectId: "acme-web-prod",
  storageBucket: "acme-web-prod.appspot.com",
  messagingSenderId: "«_sid»",
  appId: "1:«_sid»:web:«_app»",
  measurementId: "«_mid»",
};
export const app = initializeApp(firebaseConfig);
`, V{"_k": g.googleKey(), "_sid": sid, "_app": g.hex(22), "_mid": "G-" + g.s(alUpNum, 10)}, "acme-web-prod.firebaseapp.com")

	g.add("vendor/benign-mapbox-gl-public-token", `
import mapboxgl from "mapbox-gl";

mapboxgl.accessToken = "«_pk»";
const map = new mapboxgl.Map({
  container: "map",
  style: "mapbox://styles/mapbox/streets-v12",
  center: [-9.14, 38.72],
  zoom: 11,
});
`, V{"_pk": g.mapboxPK()}, "mapbox://styles/mapbox/streets-v12")

	iat := g.vnIat()
	ref := g.s(alLower, 20)
	g.add("vendor/benign-supabase-anon-key-browser", `
// src/lib/supabase.ts (runs in the browser; RLS is on for every table)
import { createClient } from "@supabase/supabase-js";

export const supabase = createClient(
  "https://«_ref».supabase.co",
  "«_anon»",
);
`, V{"_ref": ref, "_anon": g.vnJWT("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":%d,"exp":%d}`, ref, iat, iat+315360000), 43)},
		"RLS is on for every table")

	g.add("vendor/benign-posthog-mixpanel-browser-init", `
import posthog from "posthog-js";
import mixpanel from "mixpanel-browser";

posthog.init("«_ph»", { api_host: "https://eu.i.posthog.com", person_profiles: "identified_only" });
mixpanel.init("«_mp»", { track_pageview: true, persistence: "localStorage", api_host: "https://api-eu.mixpanel.com" });
`, V{"_ph": "phc_" + g.an(43), "_mp": g.hex(32)}, `person_profiles: "identified_only"`)

	g.add("vendor/benign-launchdarkly-client-side-id", `
import { asyncWithLDProvider } from "launchdarkly-react-client-sdk";

const LDProvider = await asyncWithLDProvider({
  clientSideID: "«_cs»",
  context: { kind: "user", key: user.id, anonymous: !user.signedIn },
  options: { bootstrap: "localStorage" },
});
`, V{"_cs": g.hex(24)}, `bootstrap: "localStorage"`)

	g.add("vendor/benign-datadog-rum-amplitude-browser", `
import { datadogRum } from "@datadog/browser-rum";
import * as amplitude from "@amplitude/analytics-browser";

datadogRum.init({
  applicationId: "«_app»",
  clientToken: "«_ct»",
  site: "datadoghq.eu",
  service: "web-storefront",
  version: "«_ver»",
  sessionSampleRate: 100,
});
amplitude.init("«_amp»", { defaultTracking: true, serverZone: "EU" });
`, V{"_app": g.uuid(), "_ct": "pub" + g.hex(32), "_ver": "2.4." + g.digits(1), "_amp": g.hex(32)}, `service: "web-storefront"`)

	g.add("vendor/benign-auth0-spa-config", `
export const auth0Config = {
  domain: "acme.eu.auth0.com",
  clientId: "«_cid»",
  authorizationParams: {
    redirect_uri: window.location.origin,
    audience: "https://api.acme.example",
    scope: "openid profile email offline_access",
  },
  cacheLocation: "memory",
};
`, V{"_cid": g.an(32)}, `domain: "acme.eu.auth0.com"`)

	g.add("vendor/benign-google-identity-services-button", `
<script src="https://accounts.google.com/gsi/client" async></script>
<div id="g_id_onload"
     data-client_id="«_cid».apps.googleusercontent.com"
     data-login_uri="https://app.acme.example/auth/google/callback"
     data-auto_prompt="false">
</div>
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32)}, `data-auto_prompt="false"`)

	g.add("vendor/benign-amplify-outputs-cognito-ids", `
$ cat amplify_outputs.json
{
  "auth": {
    "aws_region": "eu-central-1",
    "user_pool_id": "eu-central-1_«_p»",
    "user_pool_client_id": "«_c»",
    "identity_pool_id": "eu-central-1:«_i»",
    "standard_required_attributes": ["email"],
    "username_attributes": ["email"],
    "password_policy": { "min_length": 12, "require_symbols": true }
  },
  "version": "1.1"
}
`, V{"_p": g.an(9), "_c": g.s(alLowNum, 26), "_i": g.uuid()}, `"min_length": 12`)

	g.add("vendor/benign-stytch-clerk-frontend-keys", `
// app/providers.tsx
const stytch = createStytchUIClient("«_pt»");

export function Providers({ children }) {
  return (
    <ClerkProvider publishableKey="«_pk»">
      <StytchProvider stytch={stytch}>{children}</StytchProvider>
    </ClerkProvider>
  );
}
`, V{"_pt": "public-token-live-" + g.uuid(), "_pk": "pk_live_" + strings.TrimRight(b64s("clerk.acme-portal.com$"), "=")})

	g.add("vendor/benign-readme-placeholders", `
## Configuration

    export DATADOG_API_KEY=<DATADOG_API_KEY>
    export SENTRY_AUTH_TOKEN=YOUR_AUTH_TOKEN
    export ALGOLIA_ADMIN_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx

    curl https://api.resend.com/emails -H "Authorization: Bearer re_123456789"

    client = Mistral(api_key="your-api-key-here")
`, nil, "<DATADOG_API_KEY>", "YOUR_AUTH_TOKEN", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "re_123456789", "your-api-key-here")

	g.add("vendor/benign-api-keys-console-masked-list", `
API keys (copied from the OpenAI, Groq and ElevenLabs dashboards)

NAME          SECRET KEY              CREATED        LAST USED
ci-evals      «_o1»             May 2, 2024    Jun 3, 2024
agent-dev     «_o2»             Apr 18, 2024   Never
groq-batch    «_g»       Jun 1, 2024    Jun 3, 2024
tts-prod      «_e»   Mar 9, 2024    Jun 2, 2024
`, V{"_o1": "sk-..." + g.an(4), "_o2": "sk-proj-..." + g.an(4), "_g": "gsk_" + strings.Repeat("*", 12) + g.an(4), "_e": "sk_" + strings.Repeat("*", 16) + g.hex(4)})

	g.add("vendor/benign-request-ids-in-sdk-errors", `
stripe.error.CardError: Request req_«_r»: Your card was declined.
    idempotency_key='«_idem»' decline_code='insufficient_funds'
openai.RateLimitError: Error code: 429 - {'error': {'message': 'Rate limit reached for gpt-4o in organization org-«_org» on tokens per min (TPM)', 'type': 'tokens', 'code': 'rate_limit_exceeded'}}
    x-request-id: req_«_oai»
anthropic.InternalServerError: Error code: 529 - {'type': 'error', 'error': {'type': 'overloaded_error', 'message': 'Overloaded'}, 'request_id': 'req_011C«_ant»'}
`, V{"_r": g.an(14), "_idem": g.uuid(), "_org": g.an(24), "_oai": g.hex(32), "_ant": g.s(alB58, 20)}, "decline_code='insufficient_funds'")

	g.add("vendor/benign-webhook-endpoints-list", `
$ stripe webhook_endpoints list --limit 2 | jq -c '.data[] | {id, url, enabled_events, status}'
{"id":"we_1«_w1»","url":"https://api.acme.example/webhooks/stripe","enabled_events":["checkout.session.completed","invoice.paid"],"status":"enabled"}
{"id":"we_1«_w2»","url":"https://staging-api.acme.example/webhooks/stripe","enabled_events":["*"],"status":"disabled"}
$ gh api repos/acme/api/hooks --jq '.[] | {id, config: .config.url, events}'
{"config":"https://ci.acme.example/github-webhook/","events":["push","pull_request"],"id":«_gh»}
`, V{"_w1": g.an(23), "_w2": g.an(23), "_gh": g.digits(9)}, "https://api.acme.example/webhooks/stripe", "https://ci.acme.example/github-webhook/")

	g.add("vendor/benign-agent-installer-checksum", `
$ curl -fsSLO https://install.datadoghq.com/scripts/install_script_agent7.sh
$ echo "«_h»  install_script_agent7.sh" | sha256sum -c
install_script_agent7.sh: OK
$ DD_API_KEY="$DD_API_KEY" DD_SITE="datadoghq.eu" bash install_script_agent7.sh
`, V{"_h": g.hex(64)}, `DD_API_KEY="$DD_API_KEY"`)

	g.add("vendor/benign-package-json-vendor-sdk-versions", `
  "dependencies": {
    "@sentry/nextjs": "8.9.2",
    "@datadog/browser-rum": "5.20.0",
    "@supabase/supabase-js": "2.43.4",
    "@clerk/nextjs": "5.1.5",
    "stripe": "16.1.0",
    "posthog-js": "1.139.1",
    "openai": "4.51.0",
    "twilio": "5.1.1"
  },
  "packageManager": "pnpm@9.4.0+sha512.«_h»"
`, V{"_h": g.hex(128)}, `"@sentry/nextjs": "8.9.2"`, `"twilio": "5.1.1"`)

	g.add("vendor/benign-laravel-echo-pusher-frontend", `
import Echo from "laravel-echo";
import Pusher from "pusher-js";

window.Pusher = Pusher;
window.Echo = new Echo({
  broadcaster: "pusher",
  key: "«_key»",
  cluster: "eu",
  forceTLS: true,
});
`, V{"_key": g.hex(20)}, `broadcaster: "pusher"`)

	g.add("vendor/benign-stripe-event-object-ids", `
{
  "id": "evt_1«_evt»",
  "object": "event",
  "type": "invoice.paid",
  "account": "acct_1«_acct»",
  "data": {
    "object": {
      "id": "in_1«_in»",
      "customer": "cus_«_cus»",
      "subscription": "sub_1«_sub»",
      "lines": {"data": [{"price": {"id": "price_1«_price»", "product": "prod_«_prod»"}}]},
      "hosted_invoice_url": "https://invoice.stripe.com/i/acct_1«_acct»/live_«_live»"
    }
  }
}
`, V{"_evt": g.an(23), "_acct": g.an(15), "_in": g.an(23), "_cus": g.an(14), "_sub": g.an(23), "_price": g.an(23), "_prod": g.an(14), "_live": g.b64u(60)}, `"type": "invoice.paid"`)

	g.add("vendor/benign-captcha-site-keys", `
<form action="/signup" method="post">
  <div class="g-recaptcha" data-sitekey="«_rc»"></div>
  <div class="h-captcha" data-sitekey="«_hc»"></div>
  <div class="cf-turnstile" data-sitekey="«_ts»" data-theme="light"></div>
  <button type="submit">Create account</button>
</form>
`, V{"_rc": "6L" + g.b64u(38), "_hc": g.uuid(), "_ts": "0x4AAAAAAA" + g.b64u(13)}, `data-theme="light"`)

	g.add("vendor/benign-checkout-frontend-client-ids", `
<script src="https://www.paypal.com/sdk/js?client-id=«_pp»&currency=EUR&intent=capture"></script>
<script src="https://web.squarecdn.com/v1/square.js"></script>
<script>
  const payments = window.Square.payments("«_sq»", "«_loc»");
  braintree.client.create({ authorization: "«_bt»" });
</script>
`, V{"_pp": "A" + g.b64u(79), "_sq": "sq0idp-" + g.b64u(22), "_loc": "L" + g.s(alUpNum, 12), "_bt": "production_" + g.s(alLowNum, 8) + "_" + g.s(alLowNum, 16)}, "https://web.squarecdn.com/v1/square.js")

	g.add("vendor/benign-support-widget-embeds", `
<script>
  window.intercomSettings = { api_base: "https://api-iam.eu.intercom.io", app_id: "«_ic»" };
  window.$crisp = []; window.CRISP_WEBSITE_ID = "«_crisp»";
</script>
<script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=«_zd»"></script>
<script id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/«_hs».js"></script>
<script>(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:«_hj»,hjsv:6};})(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');</script>
`, V{"_ic": g.s(alLowNum, 8), "_crisp": g.uuid(), "_zd": g.uuid(), "_hs": g.digits(8), "_hj": g.digits(7)}, "https://api-iam.eu.intercom.io")

	g.add("vendor/benign-gha-vendor-secret-refs", `
      - name: Deploy
        run: ./scripts/deploy.sh
        env:
          DD_API_KEY: ${{ secrets.DD_API_KEY }}
          SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}
          SENTRY_ORG: ${{ vars.SENTRY_ORG }}
          FLY_API_TOKEN: ${{ secrets.FLY_API_TOKEN }}
          CLOUDFLARE_ACCOUNT_ID: «_acct»
          VERCEL_PROJECT_ID: prj_«_prj»
`, V{"_acct": g.hex(32), "_prj": g.an(28)}, "${{ secrets.DD_API_KEY }}", "${{ secrets.SENTRY_AUTH_TOKEN }}", "${{ vars.SENTRY_ORG }}")

	g.add("vendor/benign-fly-secrets-list-digests", `
$ fly secrets list -a acme-api
NAME                    DIGEST                  CREATED AT
DATABASE_URL            «_d1»        2024-05-02T09:14:11Z
OPENAI_API_KEY          «_d2»        2024-05-20T16:40:02Z
STRIPE_SECRET_KEY       «_d3»        2024-06-01T08:03:55Z
`, V{"_d1": g.hex(16), "_d2": g.hex(16), "_d3": g.hex(16)}, "STRIPE_SECRET_KEY")

	g.add("vendor/benign-vercel-netlify-env-listings", `
$ vercel env ls production
 name                          value               environments        created
 RESEND_API_KEY                Encrypted           Production          12d ago
 NEXT_PUBLIC_POSTHOG_KEY       Encrypted           Production          40d ago
$ netlify env:list --context production
| Key                 | Value                 |
| ALGOLIA_ADMIN_KEY   | ************          |
| CONTENTFUL_SPACE_ID | ************          |
`, nil, "RESEND_API_KEY                Encrypted", "| ALGOLIA_ADMIN_KEY   | ************          |")

	g.add("vendor/benign-terraform-vendor-providers-vars", `
terraform {
  required_providers {
    datadog    = { source = "DataDog/datadog", version = "~> 3.39" }
    cloudflare = { source = "cloudflare/cloudflare", version = "~> 4.34" }
    pagerduty  = { source = "PagerDuty/pagerduty", version = "~> 3.14" }
  }
}

provider "datadog" {
  api_key = var.datadog_api_key
  app_key = var.datadog_app_key
  api_url = "https://api.datadoghq.eu/"
}
provider "cloudflare" { api_token = var.cloudflare_api_token }
provider "pagerduty" { token = data.vault_generic_secret.pagerduty.data["token"] }
`, nil, "var.datadog_api_key", "var.cloudflare_api_token", `data.vault_generic_secret.pagerduty.data["token"]`)

	g.add("vendor/benign-walletconnect-privy-public-ids", `
// wagmi.ts
export const config = getDefaultConfig({
  appName: "Acme Swap",
  projectId: "«_wc»", // WalletConnect Cloud project id
  chains: [mainnet, base, arbitrum],
});
// privy app id (public)
export const PRIVY_APP_ID = "cl«_pv»";
`, V{"_wc": g.hex(32), "_pv": g.s(alLowNum, 23)}, `appName: "Acme Swap"`)

	g.add("vendor/benign-cli-whoami-outputs", `
$ doctl account get
User Email           Team       Droplet Limit    Email Verified    User UUID                               Status
ops@acme.example     Acme       25               true              «_do»    active
$ fly auth whoami
ops@acme.example
$ vercel whoami
acme-ops
$ heroku auth:whoami
ops@acme.example
`, V{"_do": g.uuid()}, "ops@acme.example")

	g.add("vendor/benign-env-example-vendor-placeholders", `
$ cat .env.example
STRIPE_SECRET_KEY=sk_test_...
RESEND_API_KEY=re_xxxxxxxxx
NEXT_PUBLIC_POSTHOG_KEY=phc_YOUR_PROJECT_KEY
DATADOG_API_KEY=<your-datadog-api-key>
TWILIO_AUTH_TOKEN=
SLACK_BOT_TOKEN=xoxb-your-token
SENDGRID_API_KEY=SG.xxxxxxxx
`, nil, "sk_test_...", "re_xxxxxxxxx", "phc_YOUR_PROJECT_KEY", "<your-datadog-api-key>", "xoxb-your-token", "SG.xxxxxxxx")

	g.add("vendor/benign-startup-log-masked-config", `
2024-06-03T10:12:44.118Z INFO  config loaded from env (secrets masked)
2024-06-03T10:12:44.119Z INFO    STRIPE_SECRET_KEY=«_s» (107 chars)
2024-06-03T10:12:44.119Z INFO    OPENAI_API_KEY=«_o» (164 chars)
2024-06-03T10:12:44.119Z INFO    DATADOG_API_KEY=<redacted> (32 chars)
2024-06-03T10:12:44.120Z INFO    ALGOLIA_APP_ID=«_app» region=eu
`, V{"_s": "sk_live_****" + g.an(4), "_o": "sk-proj-****" + g.an(4), "_app": g.s(alUpNum, 10)}, "DATADOG_API_KEY=<redacted>")

	g.add("vendor/benign-sendgrid-template-and-message-ids", `
$ curl -s -X POST https://api.sendgrid.com/v3/mail/send -H "Authorization: Bearer $SENDGRID_API_KEY" -H 'Content-Type: application/json' \
    -d '{"template_id":"d-«_tpl»","from":{"email":"receipts@acme.example"},"personalizations":[{"to":[{"email":"dana@acme.example"}]}]}' -i
HTTP/2 202
x-message-id: «_mid»
`, V{"_tpl": g.hex(32), "_mid": g.b64u(22)}, "Bearer $SENDGRID_API_KEY")

	g.add("vendor/benign-discord-interactions-public-key", `
# bot/.env
DISCORD_APPLICATION_ID=«_app»
DISCORD_PUBLIC_KEY=«_pub»
DISCORD_GUILD_ID=«_guild»
# DISCORD_BOT_TOKEN lives in 1Password: op://Platform/discord-bot/token
`, V{"_app": "1" + g.s(alDigit, 18), "_pub": g.hex(64), "_guild": "1" + g.s(alDigit, 18)}, "op://Platform/discord-bot/token")

	g.add("vendor/benign-expo-app-json-onesignal", `
{
  "expo": {
    "name": "Acme",
    "slug": "acme-mobile",
    "owner": "acme",
    "plugins": [["onesignal-expo-plugin", { "mode": "production" }]],
    "extra": {
      "oneSignalAppId": "«_os»",
      "eas": { "projectId": "«_eas»" }
    },
    "updates": { "url": "https://u.expo.dev/«_eas»" }
  }
}
`, V{"_os": g.uuid(), "_eas": g.uuid()}, `"slug": "acme-mobile"`)

	g.add("vendor/benign-api-key-metadata-listing", `
$ curl -s -H "DD-API-KEY: $DD_API_KEY" -H "DD-APPLICATION-KEY: $DD_APP_KEY" https://api.datadoghq.eu/api/v2/api_keys | jq -c '.data[] | {id, name: .attributes.name, last4: .attributes.last4}'
{"id":"«_i1»","name":"k8s-prod","last4":"«_l1»"}
{"id":"«_i2»","name":"ci","last4":"«_l2»"}
`, V{"_i1": g.uuid(), "_l1": g.hex(4), "_i2": g.uuid(), "_l2": g.hex(4)}, `"name":"k8s-prod"`)

	g.add("vendor/benign-sentry-release-and-region-config", `
$ cat sentry.properties
defaults.url=https://sentry.io/
defaults.org=acme
defaults.project=ios-app
# auth.token comes from SENTRY_AUTH_TOKEN in CI
$ sentry-cli releases new "acme-ios@2.4.0+«_b»"
Created release acme-ios@2.4.0+«_b»
`, V{"_b": g.digits(4)}, "defaults.project=ios-app", "SENTRY_AUTH_TOKEN")
}
