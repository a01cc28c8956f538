package cases

import (
	"fmt"
	"strings"
)

// idsCases adds a precision batch: session text crowded with
// random-looking identifiers that are not secrets and must be kept, with
// exactly one real secret hidden among them in each case. Benign
// look-alikes, in their real shapes and contexts: API object ids of
// payment, AI, messaging and productivity vendors (Stripe cus_/pi_/ch_/
// sub_/evt_/in_/price_, PayPal, Adyen, Square and Paddle ids, OpenAI
// file-/batch_/ftjob-/asst_/thread_/run_, Anthropic msg_/toolu_/
// msgbatch_, Twilio AC/SM/PN/MG SIDs, Slack U/C/T/A ids, Discord and
// Telegram ids, Shopify gids, Linear, Jira and Asana keys, Notion page
// ids, Airtable app/tbl/rec ids, Google Drive, Docs, Figma and YouTube
// ids in URLs); database keys (Firebase push ids, MongoDB ObjectIds,
// ULIDs, KSUIDs, nanoids, cuids, Snowflake ids, UUIDv1/v4/v7,
// Elasticsearch _ids); cloud resource ids (AWS i-/vpc-/sg-/subnet-/ami-/
// snap-/vol-/eni- ids, ARNs, request ids, X-Ray traces, CloudFront
// distribution and invalidation ids, S3 version ids and ETags, Route 53
// zone ids, GCP project numbers, instance ids and operation names, Azure
// subscription, tenant and object GUIDs and resource ids); Kubernetes
// pod, ReplicaSet and node names, uids, container ids, image digests;
// CI run, job, pipeline and build ids, Vercel, Netlify, Cloudflare Pages
// and Fly deployment ids and preview URLs, Terraform Cloud run ids, git
// SHAs; lockfile integrity hashes; JWT kid values, JWKS thumbprints and
// moduli, OAuth state, nonce and code_challenge explained as such, SAML
// and Cognito ids; Sentry event ids, Datadog, OpenTelemetry and X-Ray
// trace and span ids, PagerDuty ids, correlation ids; 1Password,
// Bitwarden and KeePassXC item ids, Syncthing device ids, SSH host key
// fingerprints, GPG key ids, WireGuard and age public keys, Tailscale
// node ids; hardware serial numbers, random-looking hostnames, bucket
// names and DNS verification records; bundler content hashes, build ids
// and temp file and directory names. Contexts: aws, gcloud, az, kubectl,
// docker, gh, glab, stripe, twilio, vercel, netlify, op, bw and psql
// output, JSON API responses, log lines, chat and tickets discussing ids,
// code holding ids as constants. The one secret varies: a password
// under its key, a vendor API key of a documented format, a bearer token
// in a header, a private key block, a webhook URL's token, a database
// URL's password, an OAuth code or verifier, a random key in chat named
// by a word. The case names start with "ids/".
func (g *G) idsCases() {
	g.idsPayments()
	g.idsAIAPIs()
	g.idsMessaging()
	g.idsProductivity()
	g.idsDataKeys()
	g.idsAWSRes()
	g.idsGCPAzure()
	g.idsKube()
	g.idsCIDeploy()
	g.idsLockfiles()
	g.idsAuthIDs()
	g.idsObservability()
	g.idsVaultKeys()
	g.idsInventory()
	g.idsBuildTemp()
	g.idsChatTickets()
	g.idsCodeConsts()
}

// ---- values used only here ----

const (
	idsCrock  = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
	idsK8sAl  = "bcdfghjklmnpqrstvwxz2456789"
	idsB32L   = "abcdefghijklmnopqrstuvwxyz234567"
	idsPushAl = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"
)

// idsSt is a Stripe object id such as pi_3Mtw... (prefix, a digit, 23 base62).
func (g *G) idsSt(p string) string { return p + "_" + g.pick("1", "2", "3") + g.an(23) }
func (g *G) idsCus() string        { return "cus_" + g.an(14) }
func (g *G) idsAcct() string       { return "acct_1" + g.an(15) }
func (g *G) idsULID() string       { return "01" + g.pick("H", "J") + g.s(idsCrock, 23) }
func (g *G) idsKSUID() string      { return "2" + g.an(26) }
func (g *G) idsNano() string       { return g.s(alB64U, 21) }
func (g *G) idsCUID() string       { return "cl" + g.s(alLowNum, 23) }
func (g *G) idsCUID2() string      { return g.s(alLower, 1) + g.s(alLowNum, 23) }
func (g *G) idsOID() string        { return g.pick("65", "66", "67") + g.hex(22) }
func (g *G) idsPush() string       { return "-N" + g.s(idsPushAl, 18) }
func (g *G) idsSnow() string       { return "1" + g.pick("1", "2", "3") + g.s(alDigit, 17) }
func (g *G) idsAWS(p string) string {
	return p + "-0" + g.hex(16)
}
func (g *G) idsRS(dep string) string  { return dep + "-" + g.s(idsK8sAl, 10) }
func (g *G) idsPod(rs string) string  { return rs + "-" + g.s(idsK8sAl, 5) }
func (g *G) idsSlack(p string) string { return p + "0" + g.s(alUpNum, 7+g.r.IntN(3)) }
func (g *G) idsTw(p string) string    { return p + g.hex(32) }
func (g *G) idsAntMsg() string        { return "msg_01" + g.s(alB58, 22) }
func (g *G) idsToolu() string         { return "toolu_01" + g.s(alB58, 22) }
func (g *G) idsOAI(p string) string   { return p + g.an(24) }
func (g *G) idsDrive() string         { return "1" + g.b64u(32) }
func (g *G) idsDoc() string           { return "1" + g.b64u(43) }
func (g *G) idsOP() string            { return g.s(idsB32L, 26) }
func (g *G) idsSSHFP() string         { return "SHA256:" + g.b64(32)[:43] }
func (g *G) idsS3Ver() string         { return g.s(alAlnum+"._", 32) }
func (g *G) idsCF() string            { return "E" + g.s(alUpNum, 13) }
func (g *G) idsTmp() string           { return "tmp" + g.s(alLowNum+"_", 8) }
func (g *G) idsXRay() string          { return "1-" + g.hex(8) + "-" + g.hex(24) }
func (g *G) idsGHRun() string         { return g.digits(10) }
func (g *G) idsGHJob() string         { return g.digits(11) }
func (g *G) idsDpl() string           { return "dpl_" + g.an(28) }
func (g *G) idsDDID() string          { return g.digits(18 + g.r.IntN(2)) }

func (g *G) idsSyncthing() string {
	parts := make([]string, 8)
	for i := range parts {
		parts[i] = g.s(alB32, 7)
	}
	return strings.Join(parts, "-")
}

func (g *G) idsGCPOp() string {
	return "operation-" + g.digits(13) + "-" + g.hex(13) + "-" + g.hex(8) + "-" + g.hex(8)
}

func (g *G) idsIP10() string {
	return fmt.Sprintf("10.%d.%d.%d", g.r.IntN(256), g.r.IntN(256), 2+g.r.IntN(250))
}

// idsUUIDv7 is a time-ordered UUID whose first 48 bits look like a 2024-2026 millisecond clock.
func (g *G) idsUUIDv7() string {
	u := g.uuid()
	return "019" + g.hex(5) + "-" + g.hex(4) + "-7" + u[15:]
}

// idsUUIDv1 is a time-based UUID as Cassandra's timeuuid shows it.
func (g *G) idsUUIDv1() string {
	u := g.uuid()
	return u[:14] + "11ef" + u[18:]
}

// idsBT turns each ˋ into a backquote, which a Go raw string cannot hold.
func idsBT(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }

func (g *G) idsPayments() {
	g.add("ids/stripe-cli-customers-list-api-key-flag", `
$ stripe customers list --limit 2 --api-key «a»
{
  "object": "list",
  "data": [
    {
      "id": "«_c1»",
      "object": "customer",
      "email": "jules@example.org",
      "invoice_prefix": "«_ip»",
      "invoice_settings": {"default_payment_method": "«_pm»"},
      "livemode": true
    },
    {
      "id": "«_c2»",
      "object": "customer",
      "email": "ops@example.net",
      "invoice_prefix": "«_ip2»",
      "livemode": true
    }
  ],
  "has_more": true,
  "url": "/v1/customers"
}
`, V{"a": g.rkLive(), "_c1": g.idsCus(), "_ip": g.s(alHexU, 8), "_pm": g.idsSt("pm"), "_c2": g.idsCus(), "_ip2": g.s(alHexU, 8)},
		`"url": "/v1/customers"`, "invoice_prefix")

	g.add("ids/stripe-webhook-log-and-signing-secret", `
2026-03-04T09:12:01.331Z INFO  webhook received id=«_e1» type=invoice.paid customer=«_c» subscription=«_s» invoice=«_i»
2026-03-04T09:12:01.402Z INFO  webhook received id=«_e2» type=customer.subscription.updated customer=«_c» subscription=«_s»
2026-03-04T09:12:01.510Z WARN  signature mismatch for «_e2», check STRIPE_WEBHOOK_SECRET

$ grep STRIPE_WEBHOOK_SECRET .env.production
STRIPE_WEBHOOK_SECRET=«a»
`, V{"_e1": g.idsSt("evt"), "_c": g.idsCus(), "_s": g.idsSt("sub"), "_i": g.idsSt("in"), "_e2": g.idsSt("evt"), "a": g.whsec()},
		"type=invoice.paid", "signature mismatch for")

	g.add("ids/stripe-chat-double-charge-restricted-key", `
dana: customer «_c» complains she was charged twice, «_ch1» and «_ch2», both for the same PaymentIntent «_pi»
dana: I refunded the second one, refund is «_re»
sam: ok, I'll write the reconciliation script. which key do I use?
dana: the read-only restricted key: «a»
`, V{"_c": g.idsCus(), "_ch1": g.idsSt("ch"), "_ch2": g.idsSt("ch"), "_pi": g.idsSt("pi"), "_re": g.idsSt("re"), "a": g.rkLive()},
		"charged twice", "reconciliation script")

	g.add("ids/stripe-dashboard-links-ticket-db-url", `
SUP-4821: Subscription not upgraded after payment

Payment: https://dashboard.stripe.com/payments/«_pi»
Customer: https://dashboard.stripe.com/customers/«_c»
Subscription: https://dashboard.stripe.com/subscriptions/«_s»
Price on the invoice: «_pr» (should be «_pr2»)

Repro against the support replica:
  psql "postgresql://support_ro:«a»@replica-2.db.internal:5432/billing" -c "select * from subscriptions where stripe_id = '«_s»'"
`, V{"_pi": g.idsSt("pi"), "_c": g.idsCus(), "_s": g.idsSt("sub"), "_pr": g.idsSt("price"), "_pr2": g.idsSt("price"), "a": g.pwURL()},
		"https://dashboard.stripe.com/payments/", "replica-2.db.internal:5432/billing")

	g.add("ids/stripe-python-price-constants-api-key", `
# billing/plans.py
import stripe

stripe.api_key = "«a»"

PRODUCT_TEAM = "«_prod»"
PRICE_TEAM_MONTHLY = "«_p1»"
PRICE_TEAM_YEARLY = "«_p2»"
TAX_RATE_EU = "«_tx»"
`, V{"a": g.skLive(), "_prod": "prod_" + g.an(14), "_p1": g.idsSt("price"), "_p2": g.idsSt("price"), "_tx": g.idsSt("txr")},
		"PRICE_TEAM_MONTHLY", "# billing/plans.py")

	g.add("ids/stripe-connect-accounts-psql-pgpassword", `
$ PGPASSWORD=«a» psql -h 127.0.0.1 -U market -d market -c "select id, stripe_account, payouts_enabled from sellers order by id limit 4"
 id  |     stripe_account      | payouts_enabled
-----+-------------------------+-----------------
 101 | «_a1» | t
 102 | «_a2» | t
 103 | «_a3» | f
 104 | «_a4» | t
(4 rows)
`, V{"a": g.pw(), "_a1": g.idsAcct(), "_a2": g.idsAcct(), "_a3": g.idsAcct(), "_a4": g.idsAcct()},
		"payouts_enabled", "(4 rows)")

	g.add("ids/stripe-curl-charge-basic-key", `
$ curl https://api.stripe.com/v1/charges/«_ch» -u «a»:
{
  "id": "«_ch»",
  "object": "charge",
  "amount": 4900,
  "balance_transaction": "«_bt»",
  "customer": "«_c»",
  "payment_intent": "«_pi»",
  "payment_method": "«_pm»",
  "receipt_number": "«_rn»"
}
`, V{"_ch": g.idsSt("ch"), "a": g.skLive(), "_bt": g.idsSt("txn"), "_c": g.idsCus(), "_pi": g.idsSt("pi"), "_pm": g.idsSt("pm"), "_rn": g.digits(4) + "-" + g.digits(4)},
		"https://api.stripe.com/v1/charges/", `"object": "charge"`)

	g.add("ids/paypal-orders-capture-client-secret", `
POST /v2/checkout/orders/«_o»/capture -> 201
{"id":"«_o»","status":"COMPLETED","payer":{"payer_id":"«_payer»"},"purchase_units":[{"payments":{"captures":[{"id":"«_cap»","status":"COMPLETED"}]}}]}

# .env.sandbox was fine, production uses
PAYPAL_CLIENT_ID=«_cid»
PAYPAL_CLIENT_SECRET=«a»
`, V{"_o": g.s(alUpNum, 17), "_payer": g.s(alUpNum, 13), "_cap": g.s(alUpNum, 17), "_cid": "A" + g.b64u(79), "a": "E" + g.b64u(79)},
		"/v2/checkout/orders/", `"status":"COMPLETED"`)

	// Adyen API key shape guessed: a long base64 run, a second base64 run
	// and a short tail joined by dashes.
	g.add("ids/adyen-psp-references-api-key-header", `
2026-02-11 14:03:22 notification eventCode=AUTHORISATION pspReference=«_p1» merchantReference=ORD-«_m1» success=true
2026-02-11 14:03:40 notification eventCode=CAPTURE pspReference=«_p2» originalReference=«_p1» success=true
2026-02-11 14:05:02 notification eventCode=REFUND pspReference=«_p3» originalReference=«_p1» success=true

curl https://checkout-test.adyen.com/v71/payments/«_p1»/refunds \
  -H "X-API-Key: «a»" \
  -H "content-type: application/json" \
  -d '{"merchantAccount":"AcmeShopECOM","amount":{"value":1500,"currency":"EUR"}}'
`, V{"_p1": g.s(alUpNum, 16), "_m1": g.digits(7), "_p2": g.s(alUpNum, 16), "_p3": g.s(alUpNum, 16), "a": "AQE" + g.b64(70) + "-" + g.b64(32) + "-" + g.an(16)},
		"AcmeShopECOM", "eventCode=AUTHORISATION")

	g.add("ids/square-payments-list-access-token", `
$ curl -s https://connect.squareup.com/v2/payments?location_id=«_loc» \
    -H "Square-Version: 2024-06-04" \
    -H "Authorization: Bearer «a»" | jq -c '.payments[] | {id, order_id, receipt_number}'
{"id":"«_p1»","order_id":"«_o1»","receipt_number":"«=r1»"}
{"id":"«_p2»","order_id":"«_o2»","receipt_number":"«=r2»"}
`, V{"_loc": "L" + g.s(alUpNum, 12), "a": g.square(), "_p1": g.an(29), "_o1": g.an(29), "=r1": g.s(alAlnum, 4), "_p2": g.an(29), "_o2": g.an(29), "=r2": g.s(alAlnum, 4)},
		"Square-Version: 2024-06-04", "receipt_number")

	// Paddle Billing API key shape guessed from its changelog:
	// pdl_live_apikey_ + a lower-case ULID + _ + base62 + _ + three characters.
	g.add("ids/paddle-billing-ids-api-key-env", `
Paddle webhook transaction.completed
  transaction: txn_01«_t»
  customer:    ctm_01«_c»
  subscription: sub_01«_s»
  price:       pri_01«_p»

fly secrets set PADDLE_API_KEY=«a» -a acme-billing
`, V{"_t": strings.ToLower(g.s(idsCrock, 24)), "_c": strings.ToLower(g.s(idsCrock, 24)), "_s": strings.ToLower(g.s(idsCrock, 24)), "_p": strings.ToLower(g.s(idsCrock, 24)),
		"a": "pdl_live_apikey_01" + strings.ToLower(g.s(idsCrock, 24)) + "_" + g.an(22) + "_" + g.an(3)},
		"transaction.completed", "-a acme-billing")

	g.add("ids/braintree-transactions-private-key-yaml", `
# config/braintree.yml
production:
  environment: production
  merchant_id: «_mid»
  public_key: «_pub»
  private_key: «a»

# last night's settlement batch
transactions: [«_t1», «_t2», «_t3»]
`, V{"_mid": g.s(alLowNum, 16), "_pub": g.s(alLowNum, 16), "a": g.hex(32), "_t1": g.s(alLowNum, 8), "_t2": g.s(alLowNum, 8), "_t3": g.s(alLowNum, 8)},
		"environment: production", "settlement batch")

	g.add("ids/lemonsqueezy-orders-api-key-jwt", `
$ http GET https://api.lemonsqueezy.com/v1/orders/«_o» "Authorization:Bearer «a»" Accept:application/vnd.api+json
{
  "data": {
    "type": "orders",
    "id": "«_o»",
    "attributes": {
      "store_id": «_st»,
      "identifier": "«_ident»",
      "order_number": «_num»,
      "status": "paid"
    }
  }
}
`, V{"_o": g.digits(7), "a": g.jwt("RS256", fmt.Sprintf(`{"aud":"94d59cef-dbb8-4ea5-b178-d2540fcd6919","jti":"%s","iat":1717000000,"sub":"%s","scopes":[]}`, g.hex(80), g.digits(6))),
		"_st": g.digits(5), "_ident": g.uuid(), "_num": g.digits(6)},
		"https://api.lemonsqueezy.com/v1/orders/", `"status": "paid"`)
}

func (g *G) idsAIAPIs() {
	g.add("ids/openai-files-list-bearer", `
$ curl -s https://api.openai.com/v1/files -H "Authorization: Bearer «a»" | jq '.data[] | {id, filename, purpose}'
{
  "id": "«_f1»",
  "filename": "support-train.jsonl",
  "purpose": "fine-tune"
}
{
  "id": "«_f2»",
  "filename": "support-val.jsonl",
  "purpose": "fine-tune"
}
{
  "id": "«_f3»",
  "filename": "batch-2026-05-01.jsonl",
  "purpose": "batch"
}
`, V{"a": g.openai(), "_f1": g.idsOAI("file-"), "_f2": g.idsOAI("file-"), "_f3": g.idsOAI("file-")},
		"https://api.openai.com/v1/files", `"purpose": "fine-tune"`)

	g.add("ids/openai-fine-tune-job-status-env", `
$ cat .env
OPENAI_API_KEY=«a»
OPENAI_ORG=«_org»

$ python scripts/ft_status.py
job          «_job»
status       succeeded
model        ft:gpt-4o-mini-2024-07-18:acme::«_suf»
training     «_tf»
validation   «_vf»
result_files [«_rf»]
`, V{"a": g.openaiSvc(), "_org": "org-" + g.an(24), "_job": g.idsOAI("ftjob-"), "_suf": g.an(8), "_tf": g.idsOAI("file-"), "_vf": g.idsOAI("file-"), "_rf": g.idsOAI("file-")},
		"gpt-4o-mini-2024-07-18", "status       succeeded")

	g.add("ids/openai-batch-python-inline-key", `
from openai import OpenAI

client = OpenAI(api_key="«a»")
b = client.batches.retrieve("«_b»")
print(b.status, b.input_file_id, b.output_file_id)
# completed «_in» «_out»
# errors in «_err»
`, V{"a": g.openaiOld(), "_b": "batch_" + g.hex(32), "_in": g.idsOAI("file-"), "_out": g.idsOAI("file-"), "_err": g.idsOAI("file-")},
		"client.batches.retrieve", "b.output_file_id")

	g.add("ids/openai-assistants-run-log-admin-key", `
[assistants] created thread «_th»
[assistants] run «_run» on «_th» with «_asst» -> requires_action
[assistants] submitting tool outputs for call «_call»
[assistants] run «_run» completed, message «_msg»
[usage] exporting org costs with OPENAI_ADMIN_KEY=«a»
`, V{"_th": g.idsOAI("thread_"), "_run": g.idsOAI("run_"), "_asst": g.idsOAI("asst_"), "_call": g.idsOAI("call_"), "_msg": g.idsOAI("msg_"),
		"a": "sk-admin-" + g.b64u(74) + "T3BlbkFJ" + g.b64u(74)},
		"requires_action", "exporting org costs")

	g.add("ids/anthropic-messages-response-x-api-key", `
$ curl -si https://api.anthropic.com/v1/messages \
    -H "x-api-key: «a»" \
    -H "anthropic-version: 2023-06-01" \
    -H "content-type: application/json" \
    -d @req.json
HTTP/2 200
request-id: «_req»
content-type: application/json

{"id":"«_m»","type":"message","role":"assistant","model":"claude-sonnet-4-20250514","content":[{"type":"tool_use","id":"«_t»","name":"get_weather","input":{"city":"Oslo"}}],"stop_reason":"tool_use"}
`, V{"a": g.anthropic(), "_req": "req_011C" + g.s(alB58, 20), "_m": g.idsAntMsg(), "_t": g.idsToolu()},
		"anthropic-version: 2023-06-01", `"stop_reason":"tool_use"`)

	g.add("ids/anthropic-batch-results-python-key", `
import anthropic
client = anthropic.Anthropic(api_key="«a»")

for r in client.messages.batches.results("msgbatch_01«_b»"):
    print(r.custom_id, r.result.type, r.result.message.id if r.result.type == "succeeded" else "-")
# ticket-«_c1» succeeded «_m1»
# ticket-«_c2» errored -
# ticket-«_c3» succeeded «_m3»
`, V{"a": g.anthropic(), "_b": g.s(alB58, 22), "_c1": g.digits(6), "_m1": g.idsAntMsg(), "_c2": g.digits(6), "_c3": g.digits(6), "_m3": g.idsAntMsg()},
		"client.messages.batches.results", "r.custom_id")

	g.add("ids/chat-openai-run-ids-hf-token", `
mika: the eval keeps dying, run id is «_run» on thread «_th», assistant «_asst»
mika: the tokenizer download also 401s, this is the hf token I'm using: «a»
ana: the 401 is the token, it has no access to the gated repo. the run failure is separate, rate limit on «_org»
`, V{"_run": g.idsOAI("run_"), "_th": g.idsOAI("thread_"), "_asst": g.idsOAI("asst_"), "a": g.hfTok(), "_org": "org-" + g.an(24)},
		"the gated repo", "rate limit on")

	g.add("ids/azure-openai-chatcmpl-log-api-key", `
2026-04-22 10:01:55 POST https://acme-eastus2.openai.azure.com/openai/deployments/gpt4o-prod/chat/completions?api-version=2024-10-21
  api-key: «a»
  x-ms-client-request-id: «_cr»
  -> 200 apim-request-id=«_apim» id=chatcmpl-«_cc» system_fingerprint=fp_«_fp»
`, V{"a": g.hex(32), "_cr": g.uuid(), "_apim": g.uuid(), "_cc": g.an(29), "_fp": g.hex(10)},
		"api-version=2024-10-21", "deployments/gpt4o-prod")

	g.add("ids/langfuse-trace-ids-secret-key", `
LANGFUSE_HOST=https://cloud.langfuse.com
LANGFUSE_SECRET_KEY=«a»

# traces that regressed after the prompt change
https://cloud.langfuse.com/project/«_proj»/traces/«_t1»
https://cloud.langfuse.com/project/«_proj»/traces/«_t2»?observation=«_o2»
`, V{"a": "sk-lf-" + g.uuid(), "_proj": "cl" + g.s(alLowNum, 23), "_t1": g.hex(32), "_t2": g.hex(32), "_o2": g.hex(16)},
		"https://cloud.langfuse.com", "regressed after the prompt change")

	g.add("ids/replicate-predictions-token", `
$ export REPLICATE_API_TOKEN=«a»
$ replicate prediction list | head -4
ID                          MODEL                       VERSION                                                            STATUS
«_p1»  stability-ai/sdxl           «_v»   succeeded
«_p2»  stability-ai/sdxl           «_v»   failed
«_p3»  meta/meta-llama-3-8b        «_v2»   succeeded
`, V{"a": g.replicate(), "_p1": g.s(alLowNum, 26), "_v": g.hex(64), "_p2": g.s(alLowNum, 26), "_p3": g.s(alLowNum, 26), "_v2": g.hex(64)},
		"stability-ai/sdxl", "meta/meta-llama-3-8b")

	g.add("ids/pinecone-vector-ids-api-key", `
from pinecone import Pinecone

pc = Pinecone(api_key="«a»")
idx = pc.Index("support-docs")
idx.delete(ids=["doc-«_d1»#chunk-3", "doc-«_d2»#chunk-0"], namespace="tenant-«_ns»")
print(idx.fetch(ids=["doc-«_d3»#chunk-1"], namespace="tenant-«_ns»").vectors.keys())
`, V{"a": g.pinecone(), "_d1": g.uuid(), "_d2": g.uuid(), "_ns": g.hex(12), "_d3": g.uuid()},
		`pc.Index("support-docs")`, "namespace=")

	g.add("ids/gemini-files-operations-key-in-url", `
$ curl "https://generativelanguage.googleapis.com/v1beta/files?key=«a»"
{
  "files": [
    {"name": "files/«_f1»", "mimeType": "video/mp4", "state": "ACTIVE", "sha256Hash": "«_h1»"},
    {"name": "files/«_f2»", "mimeType": "application/pdf", "state": "PROCESSING", "sha256Hash": "«_h2»"}
  ]
}
`, V{"a": g.googleKey(), "_f1": g.s(alLowNum, 12), "_h1": b64s(g.hex(32)), "_f2": g.s(alLowNum, 12), "_h2": b64s(g.hex(32))},
		"https://generativelanguage.googleapis.com/v1beta/files", `"state": "PROCESSING"`)

	g.add("ids/wandb-run-ids-api-key-netrc", `
wandb: Syncing run «_name»
wandb: ⭐️ View project at https://wandb.ai/acme-ml/reranker
wandb: 🚀 View run at https://wandb.ai/acme-ml/reranker/runs/«_r1»
wandb: Sweep «_sw» agent started; previous run «_r2»
$ cat ~/.netrc
machine api.wandb.ai
  login user
  password «a»
`, V{"_name": g.pick("gentle", "fiery", "misty", "lucky") + "-" + g.pick("sun", "wave", "pine", "moon") + "-" + g.digits(2), "_r1": g.s(alLowNum, 8), "_sw": g.s(alLowNum, 8), "_r2": g.s(alLowNum, 8), "a": g.hex(40)},
		"https://wandb.ai/acme-ml/reranker", "machine api.wandb.ai")

	g.add("ids/cohere-generation-ids-client-ctor", `
import cohere
co = cohere.ClientV2("«a»")
resp = co.chat(model="command-r-plus-08-2024", messages=[{"role": "user", "content": q}])
log.info("generation_id=%s response_id=%s", resp.id, resp.meta.billed_units)
# generation_id=«_g1» response_id=«_g2»
# earlier: generation_id=«_g3»
`, V{"a": g.an(40), "_g1": g.uuid(), "_g2": g.uuid(), "_g3": g.uuid()},
		"command-r-plus-08-2024", "generation_id=%s")
}

func (g *G) idsMessaging() {
	g.add("ids/twilio-cli-messages-auth-token-env", `
$ export TWILIO_ACCOUNT_SID=«_ac»
$ export TWILIO_AUTH_TOKEN=«a»
$ twilio api:core:messages:list --limit 3 --properties sid,status,to,messagingServiceSid
SID                                 Status     To            Messaging Service SID
«_sm1»  delivered  +15555550142  «_mg»
«_sm2»  undelivered  +15555550188  «_mg»
«_sm3»  delivered  +15555550107  «_mg»
`, V{"_ac": g.idsTw("AC"), "a": g.hex(32), "_sm1": g.idsTw("SM"), "_mg": g.idsTw("MG"), "_sm2": g.idsTw("SM"), "_sm3": g.idsTw("SM")},
		"twilio api:core:messages:list", "undelivered")

	g.add("ids/twilio-inbound-webhook-validator-token", `
127.0.0.1 - POST /sms/inbound body: ToCountry=US&SmsMessageSid=«_sm»&NumMedia=0&MessageSid=«_sm»&AccountSid=«_ac»&MessagingServiceSid=«_mg»&From=%2B15555550111&Body=STOP

// routes/sms.ts
const validator = twilio.validateRequest.bind(null, "«a»");
`, V{"_sm": g.idsTw("SM"), "_ac": g.idsTw("AC"), "_mg": g.idsTw("MG"), "a": g.hex(32)},
		"POST /sms/inbound", "twilio.validateRequest")

	g.add("ids/twilio-phone-numbers-json-api-secret", `
$ twilio api:core:incoming-phone-numbers:list -o json | jq '.[] | {sid, accountSid, phoneNumber, smsUrl}'
{"sid": "«_pn1»", "accountSid": "«_ac»", "phoneNumber": "+15555550123", "smsUrl": "https://hooks.acme.io/sms"}
{"sid": "«_pn2»", "accountSid": "«_ac»", "phoneNumber": "+15555550199", "smsUrl": "https://hooks.acme.io/sms"}

TWILIO_API_KEY=«=sk»
TWILIO_API_SECRET=«a»
`, V{"_pn1": g.idsTw("PN"), "_ac": g.idsTw("AC"), "_pn2": g.idsTw("PN"), "=sk": g.idsTw("SK"), "a": g.an(32)},
		"https://hooks.acme.io/sms", "incoming-phone-numbers:list")

	g.add("ids/slack-users-conversations-curl-bot-token", `
$ curl -s -H "Authorization: Bearer «a»" "https://slack.com/api/conversations.members?channel=«_c»" | jq -c .
{"ok":true,"members":["«_u1»","«_u2»","«_u3»"],"response_metadata":{"next_cursor":""}}
$ curl -s -H "Authorization: Bearer «a»" https://slack.com/api/auth.test | jq -r .team_id
«_t»
`, V{"a": g.xoxb(), "_c": g.idsSlack("C"), "_u1": g.idsSlack("U"), "_u2": g.idsSlack("U"), "_u3": g.idsSlack("U"), "_t": g.idsSlack("T")},
		"https://slack.com/api/auth.test", `"next_cursor":""`)

	g.add("ids/slack-event-payload-signing-secret", `
{
  "token": "«=vt»",
  "team_id": "«_t»",
  "api_app_id": "«_app»",
  "event": {"type": "app_mention", "user": "«_u»", "channel": "«_c»", "ts": "«=ts»", "text": "<@«_bot»> deploy status?"},
  "event_id": "Ev«_ev»",
  "event_time": 1714992230
}
# the handler rejects it: SLACK_SIGNING_SECRET in the pod is «a», is that the new app's?
`, V{"=vt": g.an(24), "_t": g.idsSlack("T"), "_app": g.idsSlack("A"), "_u": g.idsSlack("U"), "_c": g.idsSlack("C"), "=ts": "17149922" + g.digits(2) + "." + g.digits(6), "_bot": g.idsSlack("U"), "_ev": g.s(alUpNum, 10), "a": g.hex(32)},
		`"type": "app_mention"`, "the new app's?")

	g.add("ids/slack-mentions-chat-webhook", `
deploys bot config for #ops-alerts («_c»), owners <@«_u1»> and <@«_u2»>:

alerts:
  slack:
    url: https://hooks.slack.com/services/«_t»/«_b»/«a»
    mention: "<!subteam^«_sg»>"
`, V{"_c": g.idsSlack("C"), "_u1": g.idsSlack("U"), "_u2": g.idsSlack("U"), "_t": g.slackT(), "_b": g.slackB(), "a": g.an(24), "_sg": "S0" + g.s(alUpNum, 9)},
		"#ops-alerts", "https://hooks.slack.com/services/")

	g.add("ids/discord-bot-log-snowflakes-token", `
[2026-05-02 18:40:12] INFO  Logged in as acme-helper#4412 (id «_app»)
[2026-05-02 18:40:13] INFO  guild «_guild» ready, 3 channels cached
[2026-05-02 18:41:09] WARN  missing permission SEND_MESSAGES in channel «_ch» (guild «_guild»), message «_msg» dropped
[2026-05-02 18:41:10] DEBUG DISCORD_TOKEN=«a»
`, V{"_app": g.idsSnow(), "_guild": g.idsSnow(), "_ch": g.idsSnow(), "_msg": g.idsSnow(), "a": g.discordBot()},
		"missing permission SEND_MESSAGES", "acme-helper#4412")

	g.add("ids/discord-webhook-url-snowflakes", `
# release notifier
DISCORD_GUILD_ID=«_guild»
DISCORD_RELEASES_CHANNEL=«_ch»
DISCORD_MOD_ROLE=«_role»
DISCORD_RELEASE_HOOK=https://discord.com/api/webhooks/«_wid»/«a»
`, V{"_guild": g.idsSnow(), "_ch": g.idsSnow(), "_role": g.idsSnow(), "_wid": g.idsSnow(), "a": g.b64u(68)},
		"https://discord.com/api/webhooks/", "# release notifier")

	g.add("ids/telegram-updates-chat-ids-bot-token", `
$ curl -s "https://api.telegram.org/bot«a»/getUpdates?offset=-2" | jq -c '.result[] | {update_id, chat: .message.chat.id, msg: .message.message_id}'
{"update_id":«_u1»,"chat":-100«_chat»,"msg":«_m1»}
{"update_id":«_u2»,"chat":«_dm»,"msg":«_m2»}
`, V{"a": g.telegram(), "_u1": g.digits(9), "_chat": g.digits(10), "_m1": g.digits(4), "_u2": g.digits(9), "_dm": g.digits(10), "_m2": g.digits(4)},
		"getUpdates?offset=-2", "update_id")

	g.add("ids/sendgrid-message-ids-api-key", `
$ curl -s -X POST https://api.sendgrid.com/v3/mail/send -H "Authorization: Bearer «a»" -H "Content-Type: application/json" -d @welcome.json -D - -o /dev/null
HTTP/1.1 202 Accepted
X-Message-Id: «_x»

event webhook, a minute later:
{"email":"kim@example.com","event":"delivered","sg_event_id":"«_ev»","sg_message_id":"«_x».recvd-«_r»-1-«_h»-8"}
`, V{"a": g.sendgrid(), "_x": g.b64u(22), "_ev": g.b64u(22), "_r": g.s(alLowNum, 10), "_h": g.hex(8)},
		"HTTP/1.1 202 Accepted", `"event":"delivered"`)

	g.add("ids/mailgun-events-message-id-key", `
$ curl -s --user 'api:«a»' "https://api.mailgun.net/v3/mg.acme.io/events?message-id=«_mid»" | jq -c '.items[] | {id, event, recipient}'
{"id":"«_e1»","event":"accepted","recipient":"lee@example.com"}
{"id":"«_e2»","event":"failed","recipient":"lee@example.com"}
`, V{"a": g.mailgun(), "_mid": "20260419" + g.digits(6) + "." + g.hex(16) + "@mg.acme.io", "_e1": g.b64u(22), "_e2": g.b64u(22)},
		"https://api.mailgun.net/v3/mg.acme.io/events", `"event":"failed"`)

	g.add("ids/zendesk-ticket-ids-api-token", `
$ curl -s https://acme.zendesk.com/api/v2/tickets/«_t»/comments.json -u ops@acme.io/token:«a» | jq -c '.comments[] | {id, author_id}'
{"id":«_c1»,"author_id":«_au1»}
{"id":«_c2»,"author_id":«_au1»}
`, V{"_t": g.digits(6), "a": g.an(40), "_c1": g.digits(14), "_au1": g.digits(13), "_c2": g.digits(14)},
		"https://acme.zendesk.com/api/v2/tickets/", "ops@acme.io/token:")
}

func (g *G) idsProductivity() {
	g.add("ids/shopify-graphql-gids-access-token", `
$ curl -s -X POST https://acme-outdoor.myshopify.com/admin/api/2024-07/graphql.json \
    -H "X-Shopify-Access-Token: «a»" -H "Content-Type: application/json" \
    -d '{"query":"{ order(id: \"gid://shopify/Order/«_o»\") { name lineItems(first: 2) { nodes { id variant { id product { id } } } } } }"}'
{"data":{"order":{"name":"#1«_n»","lineItems":{"nodes":[{"id":"gid://shopify/LineItem/«_li»","variant":{"id":"gid://shopify/ProductVariant/«_v»","product":{"id":"gid://shopify/Product/«_p»"}}}]}}}}
`, V{"a": g.shpat(), "_o": g.digits(13), "_n": g.digits(4), "_li": g.digits(14), "_v": g.digits(14), "_p": g.digits(13)},
		"https://acme-outdoor.myshopify.com/admin/api/2024-07/graphql.json", "gid://shopify/Order/")

	g.add("ids/linear-issues-uuid-api-key", `
$ curl -s https://api.linear.app/graphql -H "Authorization: «a»" -H "Content-Type: application/json" \
    -d '{"query":"{ issue(id: \"ENG-2291\") { id identifier team { id key } assignee { id } } }"}'
{"data":{"issue":{"id":"«_i»","identifier":"ENG-2291","team":{"id":"«_t»","key":"ENG"},"assignee":{"id":"«_u»"}}}}
`, V{"a": g.linear(), "_i": g.uuid(), "_t": g.uuid(), "_u": g.uuid()},
		"ENG-2291", "https://api.linear.app/graphql")

	g.add("ids/jira-issue-account-ids-api-token", `
$ curl -s -u dana@acme.io:«a» "https://acme.atlassian.net/rest/api/3/issue/PAY-1184?fields=assignee,reporter" | jq -c '{id, key, assignee: .fields.assignee.accountId, reporter: .fields.reporter.accountId}'
{"id":"«_id»","key":"PAY-1184","assignee":"«_as»","reporter":"712020:«_rep»"}
`, V{"a": g.atlassian(), "_id": g.digits(5), "_as": g.hex(24), "_rep": g.uuid()},
		"PAY-1184", "https://acme.atlassian.net/rest/api/3/issue/")

	g.add("ids/notion-page-ids-integration-token", `
Roadmap: https://www.notion.so/acme/Q3-Roadmap-«_p1»
Meeting notes db: https://www.notion.so/acme/«_db»?v=«_v»

NOTION_TOKEN=«a»
NOTION_ROADMAP_PAGE=«_p1»
`, V{"_p1": g.hex(32), "_db": g.hex(32), "_v": g.hex(32), "a": g.notion()},
		"https://www.notion.so/acme/Q3-Roadmap-", "Meeting notes db")

	g.add("ids/airtable-base-table-records-pat", `
$ curl -s "https://api.airtable.com/v0/«_app»/«_tbl»?maxRecords=2&view=«_viw»" -H "Authorization: Bearer «a»"
{"records":[{"id":"«_r1»","createdTime":"2026-01-09T10:22:41.000Z","fields":{"Name":"Berlin office","Status":"Open"}},{"id":"«_r2»","createdTime":"2026-01-11T08:03:12.000Z","fields":{"Name":"Lisbon office","Status":"Planned"}}],"offset":"«_off»/«_r2»"}
`, V{"_app": "app" + g.an(14), "_tbl": "tbl" + g.an(14), "_viw": "viw" + g.an(14), "a": g.airtable(), "_r1": "rec" + g.an(14), "_r2": "rec" + g.an(14), "_off": "itr" + g.an(14)},
		"https://api.airtable.com/v0/", `"Name":"Berlin office"`)

	g.add("ids/google-drive-doc-links-oauth-client-secret", `
Links for the onboarding doc:
- spec: https://docs.google.com/document/d/«_doc»/edit
- budget: https://docs.google.com/spreadsheets/d/«_sheet»/edit#gid=«_gid»
- recordings folder: https://drive.google.com/drive/folders/«_folder»

The export script's OAuth client (Desktop app) is «_cid».apps.googleusercontent.com,
client secret «a»
`, V{"_doc": g.idsDoc(), "_sheet": g.idsDoc(), "_gid": g.digits(9), "_folder": g.idsDrive(), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx()},
		"https://docs.google.com/document/d/", "Desktop app")

	g.add("ids/figma-file-keys-node-ids-pat", `
Design review:
  https://www.figma.com/design/«_f1»/Checkout-v3?node-id=«_n1»&t=«_t1»-0
  https://www.figma.com/file/«_f2»/Icons?node-id=«_n2»

$ curl -s -H "X-Figma-Token: «a»" "https://api.figma.com/v1/files/«_f1»/nodes?ids=«_n1»" | jq .name
"Checkout-v3"
`, V{"_f1": g.an(22), "_n1": g.digits(4) + "-" + g.digits(5), "_t1": g.an(16), "_f2": g.an(22), "_n2": g.digits(3) + "-" + g.digits(4), "a": g.figma()},
		"https://api.figma.com/v1/files/", "Checkout-v3")

	g.add("ids/youtube-video-playlist-ids-api-key", idsBT(`
const PLAYLIST = "PL«_pl»";
const PINNED = ["«_v1»", "«_v2»", "«_v3»"];
// https://www.youtube.com/watch?v=«_v1»&list=PL«_pl»
const YT_KEY = "«a»";
fetch(ˋhttps://www.googleapis.com/youtube/v3/playlistItems?part=snippet&playlistId=${PLAYLIST}&key=${YT_KEY}ˋ);
`), V{"_pl": g.b64u(32), "_v1": g.b64u(11), "_v2": g.b64u(11), "_v3": g.b64u(11), "a": g.googleKey()},
		"https://www.youtube.com/watch?v=", "youtube/v3/playlistItems")

	// Asana personal access token shape guessed: 2/<user gid>/<token gid>:<32 hex>.
	g.add("ids/asana-task-gids-pat", `
$ http GET https://app.asana.com/api/1.0/tasks/«_t1» "Authorization:Bearer «a»" | jq -c '.data | {gid, projects: [.projects[].gid], assignee: .assignee.gid}'
{"gid":"«_t1»","projects":["«_p1»","«_p2»"],"assignee":"«_u»"}
`, V{"_t1": g.digits(16), "a": "2/" + g.digits(16) + "/" + g.digits(16) + ":" + g.hex(32), "_p1": g.digits(16), "_p2": g.digits(16), "_u": g.digits(16)},
		"https://app.asana.com/api/1.0/tasks/", "projects")

	// ClickUp personal token shape: pk_<user id>_<32 upper-case letters and digits>.
	g.add("ids/clickup-task-ids-personal-token", `
CLICKUP_TOKEN=pk_«=uid»_«a»
CLICKUP_LIST_SPRINT=«_list»

sprint board: https://app.clickup.com/«_team»/v/li/«_list»
blocked: https://app.clickup.com/t/«_t1» and https://app.clickup.com/t/«_t2»
`, V{"=uid": g.digits(8), "a": g.s(alUpNum, 32), "_list": g.digits(12), "_team": g.digits(8), "_t1": "86" + g.s(alLowNum, 7), "_t2": "86" + g.s(alLowNum, 7)},
		"https://app.clickup.com/t/", "sprint board")

	g.add("ids/zoom-meeting-ids-join-link-pwd", `
Weekly infra sync
Meeting ID: «_mid»
Join: https://acme.zoom.us/j/«_mid»?pwd=«a»
Host: «_host»  (previous occurrence uuid «_uuid»)
`, V{"_mid": g.digits(11), "a": g.an(32) + ".1", "_host": g.b64u(22), "_uuid": g.b64(16)},
		"Weekly infra sync", "https://acme.zoom.us/j/")

	g.add("ids/hubspot-object-ids-private-app-token", `
$ curl -s "https://api.hubapi.com/crm/v3/objects/deals/«_d»/associations/contacts" -H "authorization: Bearer «a»"
{"results":[{"id":"«_c1»","type":"deal_to_contact"},{"id":"«_c2»","type":"deal_to_contact"}]}
# portal «_portal», pipeline «_pipe»
`, V{"_d": g.digits(11), "a": g.hubspot(), "_c1": g.digits(11), "_c2": g.digits(11), "_portal": g.digits(8), "_pipe": g.digits(9)},
		"deal_to_contact", "https://api.hubapi.com/crm/v3/objects/deals/")

	g.add("ids/trello-card-ids-token-query", `
GET https://api.trello.com/1/boards/«_b»/cards?fields=name,idList,shortLink&key=«=k»&token=«a»
[{"id":"«_c1»","name":"Rotate Grafana creds","idList":"«_l»","shortLink":"«_s1»"}]
`, V{"_b": g.an(8), "=k": g.hex(32), "a": "ATTA" + g.hex(64) + g.s(alHexU, 8), "_c1": g.idsOID(), "_l": g.idsOID(), "_s1": g.an(8)},
		"https://api.trello.com/1/boards/", "Rotate Grafana creds")
}

func (g *G) idsDataKeys() {
	sa := g.pkcs8RSAPEM()
	g.add("ids/firebase-rtdb-push-ids-service-account", `
$ firebase database:get /chats/general --limit-to-last 3 --order-by-key
{
  "«_k1»": {"uid": "«_u1»", "text": "deploy is green", "ts": 1717245012331},
  "«_k2»": {"uid": "«_u2»", "text": "thanks!", "ts": 1717245020874},
  "«_k3»": {"uid": "«_u1»", "text": "closing the incident", "ts": 1717245101002}
}
$ grep private_key firebase-adminsdk.json
  "private_key_id": "«=kid»",
  "private_key": "«=b»\n«a»\n«=e»\n",
`, V{"_k1": g.idsPush(), "_u1": g.an(28), "_k2": g.idsPush(), "_u2": g.an(28), "_k3": g.idsPush(), "=kid": g.hex(40), "=b": sa.begin, "a": jsonEsc(sa.body), "=e": sa.end},
		"firebase database:get /chats/general", "closing the incident")

	g.add("ids/mongosh-objectids-srv-password", `
$ mongosh "mongodb+srv://reporting:«a»@cluster0.«_cl».mongodb.net/shop" --quiet --eval 'db.orders.find({status: "stuck"}, {_id: 1, customerId: 1}).limit(3)'
[
  { _id: ObjectId('«_o1»'), customerId: ObjectId('«_c1»') },
  { _id: ObjectId('«_o2»'), customerId: ObjectId('«_c2»') },
  { _id: ObjectId('«_o3»'), customerId: ObjectId('«_c1»') }
]
`, V{"a": g.pwURL(), "_cl": g.s(alLowNum, 5), "_o1": g.idsOID(), "_c1": g.idsOID(), "_o2": g.idsOID(), "_c2": g.idsOID(), "_o3": g.idsOID()},
		"db.orders.find", `{status: "stuck"}`)

	g.add("ids/postgres-ulid-table-conninfo-password", `
$ psql "host=pg.internal dbname=events user=ingest password=«a» sslmode=require" -c "select id, tenant_id, kind from outbox where sent_at is null limit 3"
             id             |             tenant_id              |      kind
----------------------------+------------------------------------+----------------
 «_u1» | «_t1» | order.created
 «_u2» | «_t1» | order.paid
 «_u3» | «_t2» | refund.issued
(3 rows)
`, V{"a": g.pwStrong(), "_u1": g.idsULID(), "_t1": g.uuid(), "_u2": g.idsULID(), "_u3": g.idsULID(), "_t2": g.uuid()},
		"where sent_at is null", "refund.issued")

	g.add("ids/ksuid-log-lines-redis-url", `
level=info msg="job enqueued" job_id=«_j1» queue=emails attempt=1
level=info msg="job enqueued" job_id=«_j2» queue=emails attempt=1
level=warn msg="job retry" job_id=«_j1» queue=emails attempt=2 err="smtp 421"
level=info msg="worker started" redis=rediss://default:«a»@redis-«_rh».cache.internal:6380/0 concurrency=8
`, V{"_j1": g.idsKSUID(), "_j2": g.idsKSUID(), "a": g.an(32), "_rh": g.s(alLowNum, 6)},
		"queue=emails", `err="smtp 421"`)

	g.add("ids/nanoid-short-links-express-session-secret", `
// seed.ts
export const links = [
  { slug: "«_s1»", target: "https://acme.io/pricing" },
  { slug: "«_s2»", target: "https://acme.io/blog/launch" },
  { slug: "«_s3»", target: "https://docs.acme.io/quickstart" },
];

// server.ts
app.use(session({ secret: "«a»", resave: false, saveUninitialized: false }));
`, V{"_s1": g.idsNano(), "_s2": g.idsNano(), "_s3": g.idsNano(), "a": g.b64u(48)},
		"https://docs.acme.io/quickstart", "saveUninitialized: false")

	g.add("ids/prisma-cuid-seed-mysql-url", idsBT(`
$ cat .env
DATABASE_URL="mysql://app:«a»@127.0.0.1:3306/acme"

$ npx prisma db seed
Running seed command ˋtsx prisma/seed.tsˋ ...
created workspace «_w» (owner «_o»)
created projects «_p1», «_p2»
🌱  The seed command has been executed.
`), V{"a": g.pwURL(), "_w": g.idsCUID(), "_o": g.idsCUID(), "_p1": g.idsCUID2(), "_p2": g.idsCUID2()},
		"npx prisma db seed", "The seed command has been executed.")

	g.add("ids/twitter-snowflake-ids-bearer-token", `
$ curl -s "https://api.twitter.com/2/tweets?ids=«_t1»,«_t2»&expansions=author_id" -H "Authorization: Bearer «a»"
{"data":[{"id":"«_t1»","author_id":"«_u1»","text":"we're hiring"},{"id":"«_t2»","author_id":"«_u1»","text":"status page is back"}],"includes":{"users":[{"id":"«_u1»","username":"acmeio"}]}}
`, V{"_t1": g.idsSnow(), "_t2": g.idsSnow(), "a": "AAAAAAAAAAAAAAAAAAAAA" + g.an(30) + "%3D" + g.an(50), "_u1": g.digits(18)},
		"expansions=author_id", `"username":"acmeio"`)

	g.add("ids/dynamodb-scan-keys-session-token", `
$ export AWS_SESSION_TOKEN=«a»
$ aws dynamodb scan --table-name Orders --max-items 2 --projection-expression "pk,sk,orderId"
{
    "Items": [
        {"pk": {"S": "CUSTOMER#«_c1»"}, "sk": {"S": "ORDER#«_o1»"}, "orderId": {"S": "«_o1»"}},
        {"pk": {"S": "CUSTOMER#«_c2»"}, "sk": {"S": "ORDER#«_o2»"}, "orderId": {"S": "«_o2»"}}
    ],
    "NextToken": "«_nt»"
}
`, V{"a": g.awsSession(), "_c1": g.uuid(), "_o1": g.idsULID(), "_c2": g.uuid(), "_o2": g.idsULID(), "_nt": b64s(`{"ExclusiveStartKey":null,"boto_truncate_amount":2}`)},
		"--table-name Orders", "CUSTOMER#")

	g.add("ids/elasticsearch-doc-ids-apikey-header", `
$ curl -s -H "Authorization: ApiKey «a»" "https://es.internal:9200/logs-app-2026.05.03/_search?q=level:error&size=2&filter_path=hits.hits._id,hits.hits._index"
{"hits":{"hits":[{"_index":".ds-logs-app-2026.05.03-000001","_id":"«_d1»"},{"_index":".ds-logs-app-2026.05.03-000001","_id":"«_d2»"}]}}
$ curl -s -H "Authorization: ApiKey «a»" https://es.internal:9200/_cluster/health | jq -r .cluster_uuid
«_cu»
`, V{"a": g.esAPIKey(), "_d1": g.b64u(20), "_d2": g.b64u(20), "_cu": g.b64u(22)},
		"filter_path=hits.hits._id", ".ds-logs-app-2026.05.03-000001")

	g.add("ids/supabase-rows-uuids-service-role", `
$ curl -s "https://«_ref».supabase.co/rest/v1/profiles?select=id,org_id&limit=2" \
    -H "apikey: «a»" -H "Authorization: Bearer «a»"
[{"id":"«_u1»","org_id":"«_o»"},{"id":"«_u2»","org_id":"«_o»"}]
`, V{"_ref": g.s(alLower, 20), "a": g.supabaseService(), "_u1": g.uuid(), "_o": g.uuid(), "_u2": g.uuid()},
		"/rest/v1/profiles?select=id,org_id", "supabase.co")

	g.add("ids/redis-cli-job-keys-auth", `
$ redis-cli -h 10.4.2.9 -a '«a»' --no-auth-warning --scan --pattern 'job:*' | head -4
job:«_j1»
job:«_j2»
job:«_j3»
ratelimit:tenant:«_t»
`, V{"a": g.pwStrong(), "_j1": g.idsULID(), "_j2": g.idsULID(), "_j3": g.idsULID(), "_t": g.uuid()},
		"--pattern 'job:*'", "ratelimit:tenant:")

	g.add("ids/cassandra-timeuuids-cqlsh-password", `
$ cqlsh cass-1.internal -u analytics -p '«a»' -e "SELECT device_id, event_id, kind FROM telemetry.events WHERE device_id = «_d» LIMIT 3"

 device_id                            | event_id                             | kind
--------------------------------------+--------------------------------------+--------
 «_d» | «_e1» | boot
 «_d» | «_e2» | heartbeat
 «_d» | «_e3» | shutdown
`, V{"a": g.pw(), "_d": g.uuid(), "_e1": g.idsUUIDv1(), "_e2": g.idsUUIDv1(), "_e3": g.idsUUIDv1()},
		"telemetry.events", "heartbeat")

	g.add("ids/clickhouse-query-ids-client-password", `
$ clickhouse-client --host ch.internal --user reader --password «a» --query "SELECT query_id, type, query_duration_ms FROM system.query_log WHERE exception_code != 0 LIMIT 3"
«_q1»	ExceptionWhileProcessing	1204
«_q2»	ExceptionWhileProcessing	88
«_q3»	ExceptionBeforeStart	0
`, V{"a": g.pwURL(), "_q1": g.uuid(), "_q2": g.uuid(), "_q3": g.uuid()},
		"system.query_log", "ExceptionBeforeStart")

	g.add("ids/uuidv7-fixtures-jwt-secret", `
// internal/testutil/fixtures.go
var (
	OrgAcme    = uuid.MustParse("«_o»")
	UserDana   = uuid.MustParse("«_u1»")
	UserPriya  = uuid.MustParse("«_u2»")
	InvoiceOne = uuid.MustParse("«_i»")
)

// config/staging.yaml
auth:
  jwt_signing_key: «a»
`, V{"_o": g.idsUUIDv7(), "_u1": g.idsUUIDv7(), "_u2": g.idsUUIDv7(), "_i": g.idsUUIDv7(), "a": g.b64(48)},
		"uuid.MustParse", "config/staging.yaml")
}

func (g *G) idsAWSRes() {
	g.add("ids/aws-credentials-file-describe-instances", `
$ cat ~/.aws/credentials
[ops]
aws_access_key_id = «=id»
aws_secret_access_key = «a»

$ aws ec2 describe-instances --profile ops --filters Name=tag:app,Values=api --query 'Reservations[].Instances[].[InstanceId,ImageId,SubnetId,VpcId,SecurityGroups[0].GroupId]' --output text
«_i»	«_ami»	«_sn»	«_vpc»	«_sg»
`, V{"=id": g.awsID(), "a": g.awsSecret(), "_i": g.idsAWS("i"), "_ami": g.idsAWS("ami"), "_sn": g.idsAWS("subnet"), "_vpc": g.idsAWS("vpc"), "_sg": g.idsAWS("sg")},
		"Name=tag:app,Values=api", "--output text")

	g.add("ids/aws-snapshots-table-export-secret", idsBT(`
$ export AWS_SECRET_ACCESS_KEY=«a»
$ aws ec2 describe-snapshots --owner-ids self --query 'Snapshots[?StartTime>=ˋ2026-05-01ˋ].[SnapshotId,VolumeId,State]' --output table
-----------------------------------------------------------
|                    DescribeSnapshots                    |
+------------------------+-------------------------+------+
|  «_s1»  |  «_v1»  |  completed |
|  «_s2»  |  «_v2»  |  pending   |
+------------------------+-------------------------+------+
`), V{"a": g.awsSecret(), "_s1": g.idsAWS("snap"), "_v1": g.idsAWS("vol"), "_s2": g.idsAWS("snap"), "_v2": g.idsAWS("vol")},
		"describe-snapshots --owner-ids self", "DescribeSnapshots")

	g.add("ids/aws-arns-terraform-db-password", `
resource "aws_db_instance" "ledger" {
  identifier             = "ledger-prod"
  engine                 = "postgres"
  username               = "ledger_admin"
  password               = "«a»"
  kms_key_id             = "arn:aws:kms:eu-west-1:«_acct»:key/«_kms»"
  vpc_security_group_ids = ["«_sg»"]
  db_subnet_group_name   = "ledger-«_sfx»"
  monitoring_role_arn    = "arn:aws:iam::«_acct»:role/rds-monitoring"
}
`, V{"a": g.pw(), "_acct": g.digits(12), "_kms": g.uuid(), "_sg": g.idsAWS("sg"), "_sfx": g.s(alLowNum, 8)},
		`identifier             = "ledger-prod"`, "role/rds-monitoring")

	g.add("ids/s3-object-versions-sse-c-key", `
$ aws s3api list-object-versions --bucket acme-exports-«_bsfx» --prefix reports/2026-05/ --query 'Versions[].[Key,VersionId,ETag,IsLatest]' --output text
reports/2026-05/ledger.csv	«_v1»	"«_e1»"	True
reports/2026-05/ledger.csv	«_v2»	"«_e2»-4"	False
$ aws s3 cp s3://acme-exports-«_bsfx»/reports/2026-05/ledger.csv . --sse-c AES256 --sse-c-key «a»
`, V{"_bsfx": g.s(alLowNum, 10), "_v1": g.idsS3Ver(), "_e1": g.hex(32), "_v2": g.idsS3Ver(), "_e2": g.hex(32), "a": g.b64(32)},
		"reports/2026-05/ledger.csv", "--sse-c AES256")

	g.add("ids/cloudfront-invalidation-origin-verify-header", `
$ aws cloudfront create-invalidation --distribution-id «_d» --paths "/assets/*"
{
    "Location": "https://cloudfront.amazonaws.com/2020-05-31/distribution/«_d»/invalidation/«_inv»",
    "Invalidation": {"Id": "«_inv»", "Status": "InProgress", "CreateTime": "2026-05-03T11:02:44.512Z"}
}
$ aws cloudfront get-distribution-config --id «_d» --query 'DistributionConfig.Origins.Items[0].CustomHeaders'
{"Quantity": 1, "Items": [{"HeaderName": "X-Origin-Verify", "HeaderValue": "«a»"}]}
# origin is «_alb».eu-west-1.elb.amazonaws.com
`, V{"_d": g.idsCF(), "_inv": "I" + g.s(alUpNum, 13), "a": g.an(32), "_alb": "k8s-ingress-" + g.hex(10) + "-" + g.digits(10)},
		"X-Origin-Verify", `"Status": "InProgress"`)

	g.add("ids/lambda-logs-request-ids-leaked-env", `
START RequestId: «_r1» Version: $LATEST
2026-05-03T08:14:09.114Z	«_r1»	INFO	config {"region":"eu-west-1","table":"Orders","slackToken":"«a»"}
2026-05-03T08:14:09.902Z	«_r1»	INFO	processed 14 records
END RequestId: «_r1»
REPORT RequestId: «_r1»	Duration: 788.41 ms	Billed Duration: 789 ms	Memory Size: 512 MB	Max Memory Used: 91 MB
XRAY TraceId: «_x»	SegmentId: «_seg»	Sampled: true
`, V{"_r1": g.uuid(), "a": g.xoxb(), "_x": g.idsXRay(), "_seg": g.hex(16)},
		"Billed Duration: 789 ms", "processed 14 records")

	g.add("ids/rds-create-master-password-resource-ids", `
$ aws rds create-db-instance --db-instance-identifier search-replica --engine postgres --db-instance-class db.r6g.large --master-username search --master-user-password '«a»' --allocated-storage 100 --query 'DBInstance.[DbiResourceId,DBInstanceArn,DBSubnetGroup.VpcId]'
[
    "db-«_res»",
    "arn:aws:rds:us-east-1:«_acct»:db:search-replica",
    "«_vpc»"
]
`, V{"a": g.pwStrong(), "_res": g.s(alUpNum, 26), "_acct": g.digits(12), "_vpc": g.idsAWS("vpc")},
		"db.r6g.large", "--db-instance-identifier search-replica")

	g.add("ids/ecs-task-def-arns-env-sendgrid", `
$ aws ecs describe-tasks --cluster prod --tasks «_t» --query 'tasks[0].[taskArn,taskDefinitionArn,containers[0].runtimeId]'
[
    "arn:aws:ecs:eu-central-1:«_acct»:task/prod/«_t»",
    "arn:aws:ecs:eu-central-1:«_acct»:task-definition/mailer:57",
    "«_t»-«_rt»"
]
$ aws ecs describe-task-definition --task-definition mailer:57 --query 'taskDefinition.containerDefinitions[0].environment'
[{"name": "SMTP_HOST", "value": "smtp.sendgrid.net"}, {"name": "SENDGRID_API_KEY", "value": "«a»"}]
`, V{"_t": g.hex(32), "_acct": g.digits(12), "_rt": g.digits(10), "a": g.sendgrid()},
		"task-definition/mailer:57", "smtp.sendgrid.net")

	g.add("ids/sqs-message-ids-body-webhook-secret", `
$ aws sqs receive-message --queue-url https://sqs.us-east-2.amazonaws.com/«_acct»/integrations-setup --max-number-of-messages 1 --query 'Messages[0].[MessageId,MD5OfBody,Body]'
[
    "«_mid»",
    "«_md5»",
    "{\"tenant\":\"«_ten»\",\"integration\":\"billing-hooks\",\"signing_secret\":\"«a»\"}"
]
`, V{"_acct": g.digits(12), "_mid": g.uuid(), "_md5": g.hex(32), "_ten": g.uuid(), "a": g.whsec()},
		"integrations-setup", "billing-hooks")

	g.add("ids/apigateway-ids-x-api-key", `
$ curl -si https://«_api».execute-api.eu-west-1.amazonaws.com/prod/v1/quotes -H "x-api-key: «a»"
HTTP/2 200
x-amzn-requestid: «_req»
x-amz-apigw-id: «_gw»
x-amzn-trace-id: Root=«_x»;Sampled=0
`, V{"_api": g.s(alLowNum, 10), "a": g.an(40), "_req": g.uuid(), "_gw": g.b64u(14) + "=", "_x": g.idsXRay()},
		"/prod/v1/quotes", "Sampled=0")

	g.add("ids/route53-zone-change-ids-cloudflare-token", `
$ aws route53 change-resource-record-sets --hosted-zone-id Z«_z» --change-batch file://cname.json
{"ChangeInfo": {"Id": "/change/C«_c»", "Status": "PENDING", "SubmittedAt": "2026-05-03T12:00:31.604Z"}}
# the apex still lives on Cloudflare, zone «_cfz»:
$ CLOUDFLARE_API_TOKEN=«a» flarectl dns list --zone acme.io --type TXT
`, V{"_z": g.s(alUpNum, 20), "_c": g.s(alUpNum, 20), "_cfz": g.hex(32), "a": g.cfToken()},
		"--change-batch file://cname.json", "flarectl dns list")

	g.add("ids/ecr-digests-docker-login-password-flag", `
$ aws ecr describe-images --repository-name api --query 'imageDetails[?imageTags!=null]|[0:2].[imageDigest,imageTags[0]]' --output text
sha256:«_d1»	v2.41.0
sha256:«_d2»	v2.40.3
$ docker login --username AWS --password «a» «_acct».dkr.ecr.us-east-1.amazonaws.com
Login Succeeded
`, V{"_d1": g.hex(64), "_d2": g.hex(64), "a": "eyJwYXlsb2FkIjoi" + g.b64(900), "_acct": g.digits(12)},
		"--repository-name api", "Login Succeeded")

	g.add("ids/sts-caller-identity-codebuild-git-token", `
$ aws sts get-caller-identity
{"UserId": "AROA«_role»:codebuild-«_cb»", "Account": "«_acct»", "Arn": "arn:aws:sts::«_acct»:assumed-role/codebuild-api-service-role/AWSCodeBuild-«_build»"}
[Container] 2026/05/03 12:04:19.227 Running command git clone https://x-access-token:«a»@github.com/acme/api.git
[Container] 2026/05/03 12:04:21.003 Build id api-ci:«_build»
`, V{"_role": g.s(alUpNum, 17), "_cb": g.digits(13), "_acct": g.digits(12), "_build": g.uuid(), "a": g.ghs()},
		"codebuild-api-service-role", "[Container]")
}

func (g *G) idsGCPAzure() {
	g.add("ids/gcloud-instances-ids-print-access-token", `
$ gcloud compute instances list --project acme-prod-«_ps» --format="table(name,id,zone.basename(),status)"
NAME                 ID                   ZONE            STATUS
api-«_n1»        «_id1»  europe-west1-b  RUNNING
worker-«_n2»     «_id2»  europe-west1-c  RUNNING
$ gcloud projects describe acme-prod-«_ps» --format='value(projectNumber)'
«_pn»
$ gcloud auth print-access-token
«a»
`, V{"_ps": g.s(alLowNum, 6), "_n1": g.s(alLowNum, 4), "_id1": g.digits(19), "_n2": g.s(alLowNum, 4), "_id2": g.digits(19), "_pn": g.digits(12), "a": g.ya29()},
		"europe-west1-b", "gcloud auth print-access-token")

	sa := g.pkcs8RSAPEM()
	g.add("ids/gcloud-operation-sa-key-json", `
$ gcloud compute operations describe «_op» --zone us-central1-a --format="value(targetId,status)"
«_tid»	DONE
$ cat deployer-key.json
{
  "type": "service_account",
  "project_id": "acme-infra",
  "private_key_id": "«=kid»",
  "private_key": "«=b»\n«a»\n«=e»\n",
  "client_email": "deployer@acme-infra.iam.gserviceaccount.com",
  "client_id": "«_cid»"
}
`, V{"_op": g.idsGCPOp(), "_tid": g.digits(19), "=kid": g.hex(40), "=b": sa.begin, "a": jsonEsc(sa.body), "=e": sa.end, "_cid": g.digits(21)},
		"deployer@acme-infra.iam.gserviceaccount.com", "us-central1-a")

	g.add("ids/cloud-run-revisions-set-env-password", `
$ gcloud run deploy api --image europe-docker.pkg.dev/acme-prod/app/api@sha256:«_dig» --region europe-west1 --set-env-vars DB_USER=api,DB_PASS=«a»
Deploying container to Cloud Run service [api] in project [acme-prod] region [europe-west1]
✓ Deploying... Done.
  ✓ Creating Revision... api-00«_rev»-«_rs»
Service URL: https://api-«_h»-ew.a.run.app
`, V{"_dig": g.hex(64), "a": g.pwURL(), "_rev": g.digits(3), "_rs": g.s(alLower, 3), "_h": g.s(alLowNum, 10)},
		"Creating Revision...", "region [europe-west1]")

	g.add("ids/gcs-generations-hmac-secret", `
$ gsutil ls -la gs://acme-backups-«_b»/pg/ | tail -2
 1048576000  2026-05-02T03:00:12Z  gs://acme-backups-«_b»/pg/base.tar.gz#«_gen1»  metageneration=1
   8421900  2026-05-03T03:00:09Z  gs://acme-backups-«_b»/pg/wal.tar.gz#«_gen2»  metageneration=1
$ gsutil hash -h gs://acme-backups-«_b»/pg/wal.tar.gz | grep md5
	Hash (md5):		«_md5»
# wal-g uses the interoperability key: GOOGLE_STORAGE_ACCESS_KEY=«=id» GOOGLE_STORAGE_SECRET_KEY=«a»
`, V{"_b": g.s(alLowNum, 8), "_gen1": g.digits(16), "_gen2": g.digits(16), "_md5": g.hex(32), "=id": "GOOG1E" + g.s(alUpNum, 55), "a": g.b64(30)},
		"metageneration=1", "interoperability key")

	g.add("ids/fcm-sender-ids-server-key", `
// firebase-messaging config kept server-side
const SENDER_ID = "«_sid»";
const APP_ID = "1:«_sid»:android:«_app»";
const TOPIC_RELEASES = "/topics/releases";
const FCM_SERVER_KEY = "«a»";
// test device: «_tok»
`, V{"_sid": g.digits(12), "_app": g.hex(16), "a": g.firebaseFCM(), "_tok": "installation " + g.uuid()},
		"/topics/releases", "firebase-messaging config")

	g.add("ids/az-account-show-sp-login-password", `
$ az account show -o json
{
  "id": "«_sub»",
  "name": "Acme Production",
  "tenantId": "«_ten»",
  "homeTenantId": "«_ten»",
  "user": {"name": "dana@acme.io", "type": "user"}
}
$ az login --service-principal -u «_app» -p «a» --tenant «_ten»
`, V{"_sub": g.uuid(), "_ten": g.uuid(), "_app": g.uuid(), "a": g.azSecret()},
		"Acme Production", "az login --service-principal")

	g.add("ids/azure-resource-ids-storage-connection-string", `
$ az webapp identity show -g rg-shop-prod -n shop-api --query '{principalId:principalId,tenantId:tenantId}'
{"principalId": "«_pid»", "tenantId": "«_ten»"}
$ az webapp config appsettings list -g rg-shop-prod -n shop-api --query "[?name=='BLOB_CONN'].value" -o tsv
DefaultEndpointsProtocol=https;AccountName=shopprod«_sa»;AccountKey=«a»;EndpointSuffix=core.windows.net
# resource: /subscriptions/«_sub»/resourceGroups/rg-shop-prod/providers/Microsoft.Web/sites/shop-api
`, V{"_pid": g.uuid(), "_ten": g.uuid(), "_sa": g.s(alLowNum, 6), "a": g.azStorage(), "_sub": g.uuid()},
		"providers/Microsoft.Web/sites/shop-api", "EndpointSuffix=core.windows.net")

	g.add("ids/azure-devops-run-ids-pat-remote", `
Pipeline run 20260503.«_rn» (id «_bid») for project «_proj» failed at stage Deploy.
$ git remote -v
origin  https://acme:«a»@dev.azure.com/acme/Shop/_git/shop-api (fetch)
$ az pipelines runs show --id «_bid» --query '{status:status,sourceVersion:sourceVersion}'
{"status": "completed", "sourceVersion": "«_sha»"}
`, V{"_rn": g.digits(1), "_bid": g.digits(5), "_proj": g.uuid(), "a": g.azDevops(), "_sha": g.gitSHA()},
		"https://acme:", "failed at stage Deploy")

	g.add("ids/app-insights-operation-ids-cosmos-key", `
requests
| where timestamp > ago(1h) and success == false
| project operation_Id, id, resultCode
«_op1»  |«_id1»|  503
«_op2»  |«_id2»|  503
// both fail on Cosmos, the app reads
// COSMOS_CONN=AccountEndpoint=https://shop-«_cos».documents.azure.com:443/;AccountKey=«a»;
`, V{"_op1": g.hex(32), "_id1": g.hex(16), "_op2": g.hex(32), "_id2": g.hex(16), "_cos": g.s(alLowNum, 6), "a": g.b64(64)},
		"success == false", "documents.azure.com:443")

	g.add("ids/keyvault-secret-show-version-value", `
$ az keyvault secret show --vault-name kv-shop-«_kv» --name smtp-relay-password
{
  "attributes": {"created": "2026-04-30T09:12:01+00:00", "enabled": true, "recoveryLevel": "Recoverable+Purgeable"},
  "id": "https://kv-shop-«_kv».vault.azure.net/secrets/smtp-relay-password/«_ver»",
  "tags": {"owner": "platform", "ticket": "OPS-«_t»"},
  "value": "«a»"
}
`, V{"_kv": g.s(alLowNum, 5), "_ver": g.hex(32), "_t": g.digits(4), "a": g.pwStrong()},
		"Recoverable+Purgeable", "smtp-relay-password")

	g.add("ids/entra-app-credential-reset-password", `
$ az ad app show --id «_app» --query '{appId:appId,id:id,publisherDomain:publisherDomain,keyCredentials:keyCredentials[].customKeyIdentifier}'
{"appId": "«_app»", "id": "«_obj»", "publisherDomain": "acme.io", "keyCredentials": ["«_thumb»"]}
$ az ad app credential reset --id «_app» --append --display-name ci-2026
{"appId": "«_app»", "password": "«a»", "tenant": "«_ten»"}
`, V{"_app": g.uuid(), "_obj": g.uuid(), "_thumb": g.s(alHexU, 40), "a": g.azSecret(), "_ten": g.uuid()},
		"--display-name ci-2026", `"publisherDomain": "acme.io"`)

	g.add("ids/pubsub-message-ids-push-token", `
$ gcloud pubsub subscriptions describe orders-push --format='value(pushConfig.pushEndpoint)'
https://hooks.acme.io/pubsub/orders?token=«a»
$ gcloud pubsub topics publish orders --message '{"order":"«_o»"}'
messageIds:
- '«_m1»'
$ gcloud pubsub topics publish orders --message '{"order":"«_o2»"}'
messageIds:
- '«_m2»'
`, V{"a": g.an(32), "_o": g.idsULID(), "_m1": g.digits(17), "_o2": g.idsULID(), "_m2": g.digits(17)},
		"subscriptions describe orders-push", "messageIds:")
}

func (g *G) idsKube() {
	rs1 := g.idsRS("checkout")
	g.add("ids/kubectl-pods-wide-create-secret-literal", `
$ kubectl -n shop get pods -o wide
NAME                              READY   STATUS    RESTARTS   AGE   IP            NODE
«_p1»   1/1     Running   0          2d    «_ip1»   ip-10-0-3-17.ec2.internal
«_p2»   1/1     Running   3          2d    «_ip2»   ip-10-0-4-22.ec2.internal
$ kubectl -n shop create secret generic checkout-db --from-literal=username=checkout --from-literal=password='«a»'
secret/checkout-db created
`, V{"_p1": g.idsPod(rs1), "_ip1": g.idsIP10(), "_p2": g.idsPod(rs1), "_ip2": g.idsIP10(), "a": g.pw()},
		"secret/checkout-db created", "ip-10-0-3-17.ec2.internal")

	rs2 := g.idsRS("search-indexer")
	g.add("ids/kubectl-describe-container-ids-env-value", `
$ kubectl -n search describe pod «_pod» | sed -n '1,3p;/Containers:/,/Environment:/p;/SENTRY/p'
Name:             «_pod»
Namespace:        search
Controlled By:    ReplicaSet/«_rs»
Containers:
  indexer:
    Container ID:   containerd://«_cid»
    Image:          ghcr.io/acme/search-indexer:1.8.2
    Image ID:       ghcr.io/acme/search-indexer@sha256:«_dig»
    Environment:
      SENTRY_AUTH_TOKEN:  «a»
`, V{"_pod": g.idsPod(rs2), "_rs": rs2, "_cid": g.hex(64), "_dig": g.hex(64), "a": g.sentryUser()},
		"ghcr.io/acme/search-indexer:1.8.2", "Controlled By:")

	g.add("ids/kubectl-events-uids-token-flag", `
$ kubectl --server https://«_api».gr7.eu-west-1.eks.amazonaws.com --token «a» get events -n jobs -o custom-columns=UID:.metadata.uid,OBJ:.involvedObject.name,REASON:.reason
UID                                    OBJ                          REASON
«_u1»   nightly-export-«_j1»-«_s1»   BackoffLimitExceeded
«_u2»   nightly-export-«_j1»       SuccessfulCreate
`, V{"_api": g.s(alHexU, 32), "a": g.k8sSAToken(), "_u1": g.uuid(), "_j1": g.digits(8), "_s1": g.s(idsK8sAl, 5), "_u2": g.uuid()},
		"BackoffLimitExceeded", "involvedObject.name")

	g.add("ids/docker-ps-ids-run-postgres-password", `
$ docker run -d --name pg-test -e POSTGRES_PASSWORD=«a» -p 5432:5432 postgres:16
«_full»
$ docker ps --format 'table {{.ID}}\t{{.Image}}\t{{.Names}}'
CONTAINER ID   IMAGE              NAMES
«_short»   postgres:16        pg-test
«_c2»   redis:7.2-alpine   pensive_«_n2»
«_c3»   minio/minio        minio
`, V{"a": g.pwURL(), "_full": g.hex(64), "_short": g.hex(12), "_c2": g.hex(12), "_n2": g.pick("hopper", "lovelace", "turing", "noether"), "_c3": g.hex(12)},
		"pg-test", "redis:7.2-alpine")

	g.add("ids/docker-inspect-network-ids-env-redis", `
$ docker inspect cache --format '{{json .}}' | jq '{Id, Image, Net: .NetworkSettings.Networks.backend | {NetworkID, EndpointID}, Env: .Config.Env}'
{
  "Id": "«_id»",
  "Image": "sha256:«_img»",
  "Net": {"NetworkID": "«_net»", "EndpointID": "«_ep»"},
  "Env": ["REDIS_PASSWORD=«a»", "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"]
}
`, V{"_id": g.hex(64), "_img": g.hex(64), "_net": g.hex(64), "_ep": g.hex(64), "a": g.pwStrong()},
		"NetworkSettings.Networks.backend", "PATH=/usr/local/sbin")

	g.add("ids/crictl-ids-containerd-registry-auth", `
$ sudo crictl ps --name ingest
CONTAINER           IMAGE               CREATED             STATE     NAME      ATTEMPT   POD ID              POD
«_c1»       «_i1»       3 hours ago         Running   ingest    0         «_p1»       ingest-«_ps»
$ sudo grep -A3 'registry.acme.io".auth' /etc/containerd/config.toml
    [plugins."io.containerd.grpc.v1.cri".registry.configs."registry.acme.io".auth]
      auth = "«a»"
`, V{"_c1": g.hex(13), "_i1": g.hex(13), "_p1": g.hex(13), "_ps": g.s(idsK8sAl, 5), "a": b64s("robot$ci:" + g.pwURL())},
		"io.containerd.grpc.v1.cri", "3 hours ago")

	g.add("ids/helm-history-revisions-get-values", `
$ helm -n data history analytics-pg --max 3
REVISION  UPDATED                   STATUS      CHART              APP VERSION  DESCRIPTION
7         Wed May  1 10:12:03 2026  superseded  postgresql-15.5.2  16.3.0       Upgrade complete
8         Fri May  3 09:40:51 2026  deployed    postgresql-15.5.2  16.3.0       Upgrade complete
$ helm -n data get values analytics-pg
USER-SUPPLIED VALUES:
auth:
  database: analytics
  postgresPassword: «a»
primary:
  podAnnotations:
    checksum/config: «_sum»
  persistence:
    existingClaim: data-analytics-pg-«_pvc»
commonLabels:
  release-id: «_rid»
`, V{"a": g.pwURL(), "_sum": g.hex(64), "_pvc": g.uuid(), "_rid": g.idsULID()},
		"USER-SUPPLIED VALUES:", "postgresql-15.5.2")

	g.add("ids/k8s-secret-yaml-metadata-ids", `
$ kubectl -n payments get secret stripe -o yaml
apiVersion: v1
data:
  api-key: «a»
kind: Secret
metadata:
  creationTimestamp: "2026-04-12T08:33:10Z"
  name: stripe
  namespace: payments
  resourceVersion: "«_rv»"
  uid: «_uid»
  ownerReferences:
  - apiVersion: bitnami.com/v1alpha1
    kind: SealedSecret
    name: stripe
    uid: «_ouid»
type: Opaque
`, V{"a": b64s(g.rkLive()), "_rv": g.digits(9), "_uid": g.uuid(), "_ouid": g.uuid()},
		"kind: SealedSecret", "type: Opaque")

	g.add("ids/argocd-sync-revisions-auth-token", `
$ argocd login argocd.acme.io --grpc-web --auth-token «a»
$ argocd app get shop-prod -o json | jq '{uid: .metadata.uid, rev: .status.sync.revision, op: .status.operationState.operation.sync.revision, hist: [.status.history[-2:][] | {id, revision, deployStartedAt}]}'
{
  "uid": "«_uid»",
  "rev": "«_r1»",
  "op": "«_r1»",
  "hist": [
    {"id": 41, "revision": "«_r0»", "deployStartedAt": "2026-05-02T16:01:22Z"},
    {"id": 42, "revision": "«_r1»", "deployStartedAt": "2026-05-03T09:14:55Z"}
  ]
}
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"iss":"argocd","sub":"ci:apiKey","nbf":1714000000,"iat":1714000000,"jti":"%s"}`, g.uuid())), "_uid": g.uuid(), "_r1": g.gitSHA(), "_r0": g.gitSHA()},
		"argocd.acme.io", "deployStartedAt")

	rs3 := g.idsRS("gateway")
	g.add("ids/kubectl-logs-request-ids-bearer-dump", `
$ kubectl -n edge logs «_pod» --since=5m | grep -E 'req_id=(«_r1»|«_r2»)'
ts=2026-05-03T10:02:11Z req_id=«_r1» upstream=orders status=502 dur=30001ms
ts=2026-05-03T10:02:14Z req_id=«_r2» upstream=orders status=401 headers="Authorization: Bearer «a»; X-Tenant: «_ten»"
`, V{"_pod": g.idsPod(rs3), "_r1": g.hex(16), "_r2": g.hex(16), "a": g.an(48), "_ten": g.uuid()},
		"upstream=orders", "status=502")

	g.add("ids/skopeo-inspect-digests-dest-creds", `
$ skopeo inspect docker://ghcr.io/acme/worker:2.3.1 | jq '{Digest, Layers: .Layers[0:2]}'
{
  "Digest": "sha256:«_d»",
  "Layers": ["sha256:«_l1»", "sha256:«_l2»"]
}
$ skopeo copy docker://ghcr.io/acme/worker:2.3.1 docker://registry.acme.internal/mirror/worker:2.3.1 --dest-creds mirror:«a»
`, V{"_d": g.hex(64), "_l1": g.hex(64), "_l2": g.hex(64), "a": g.pwURL()},
		"ghcr.io/acme/worker:2.3.1", "registry.acme.internal/mirror/worker")

	g.add("ids/buildx-manifest-digests-npm-token", `
$ NPM_TOKEN=«a» docker buildx build --secret id=npm,env=NPM_TOKEN -t ghcr.io/acme/web:«_tag» --push .
 => exporting to image
 => => exporting layers
 => => exporting manifest sha256:«_m»
 => => exporting config sha256:«_c»
 => => exporting attestation manifest sha256:«_att»
 => => pushing layers
`, V{"a": g.npmTok(), "_tag": g.hex(7), "_m": g.hex(64), "_c": g.hex(64), "_att": g.hex(64)},
		"--secret id=npm,env=NPM_TOKEN", "exporting attestation manifest")

	g.add("ids/kubelet-pod-uid-paths-projected-token", `
$ sudo ls /var/lib/kubelet/pods/
«_u1»  «_u2»  «_u3»
$ sudo cat /var/lib/kubelet/pods/«_u2»/volumes/kubernetes.io~projected/kube-api-access-«_sfx»/token
«a»
`, V{"_u1": g.uuid(), "_u2": g.uuid(), "_u3": g.uuid(), "_sfx": g.s(idsK8sAl, 5), "a": g.k8sSAToken()},
		"/var/lib/kubelet/pods/", "kubernetes.io~projected")

	g.add("ids/nomad-alloc-ids-uuid-acl-token", `
$ export NOMAD_ADDR=https://nomad.acme.internal:4646
$ export NOMAD_TOKEN=«a»
$ nomad job status billing-worker
Allocations
ID        Node ID   Task Group  Version  Desired  Status   Created  Modified
«_a1»  «_n1»  worker      12       run      running  2h ago   2h ago
«_a2»  «_n2»  worker      12       run      running  2h ago   2h ago
Eval ID «_ev»
`, V{"a": g.uuid(), "_a1": g.hex(8), "_n1": g.hex(8), "_a2": g.hex(8), "_n2": g.hex(8), "_ev": g.uuid()},
		"https://nomad.acme.internal:4646", "billing-worker")
}

func (g *G) idsCIDeploy() {
	g.add("ids/gh-run-list-ids-gh-token-export", `
$ export GH_TOKEN=«a»
$ gh run list --repo acme/api --limit 3
STATUS  TITLE                         WORKFLOW  BRANCH  EVENT         ID           ELAPSED  AGE
✓       fix: retry idempotent POSTs   CI        main    push          «_r1»   6m12s    about 1 hour ago
X       chore(deps): bump pgx         CI        deps    pull_request  «_r2»   4m03s    about 2 hours ago
✓       release v2.41.0               Release   main    push          «_r3»   11m40s   about 5 hours ago
`, V{"a": g.ghp(), "_r1": g.idsGHRun(), "_r2": g.idsGHRun(), "_r3": g.idsGHRun()},
		"release v2.41.0", "gh run list --repo acme/api")

	g.add("ids/gh-run-view-log-failed-npmrc-token", `
$ gh run view «_run» --log-failed
publish	Run npm publish	2026-05-03T08:01:02.1234567Z Run echo "//registry.npmjs.org/:_authToken=«a»" > ~/.npmrc
publish	Run npm publish	2026-05-03T08:01:09.8812345Z npm error 403 Forbidden - PUT https://registry.npmjs.org/@acme%2fsdk
publish	Run npm publish	2026-05-03T08:01:09.8823456Z ##[error]Process completed with exit code 1.
# job «_job», head «_sha»
`, V{"_run": g.idsGHRun(), "a": g.npmTok(), "_job": g.idsGHJob(), "_sha": g.gitSHA()},
		"npm error 403 Forbidden", "Process completed with exit code 1.")

	g.add("ids/chat-actions-run-url-fine-grained-pat", `
lena: release job is stuck again: https://github.com/acme/web/actions/runs/«_run»/job/«_job»
lena: it's on commit «_sha», artifact «_art»
omar: the job can't push the tag, token expired. I made a new fine-grained one for the bot:
omar: «a»
`, V{"_run": g.idsGHRun(), "_job": g.idsGHJob(), "_sha": g.hex(7), "_art": g.digits(10), "a": g.ghFine()},
		"https://github.com/acme/web/actions/runs/", "fine-grained one for the bot")

	g.add("ids/gitlab-pipeline-ids-glpat-push-url", `
$ glab ci status
(success) • 02m 41s   build           build-image   #«_j1»
(failed)  • 00m 12s   deploy          deploy-prod   #«_j2»
https://gitlab.acme.io/platform/edge/-/pipelines/«_pl»
SHA: «_sha»
$ git push https://oauth2:«a»@gitlab.acme.io/platform/edge.git HEAD:refs/heads/hotfix
`, V{"_j1": g.digits(8), "_j2": g.digits(8), "_pl": g.digits(7), "_sha": g.gitSHA(), "a": g.glpat()},
		"https://gitlab.acme.io/platform/edge/-/pipelines/", "HEAD:refs/heads/hotfix")

	g.add("ids/circleci-build-nums-docker-login-pat", `
#«_bn» build-and-push (workflow «_wf», pipeline «_pipe»)
$ docker login -u acmeci -p «a»
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
$ docker push acme/agent:«_sha»
«_sha»: digest: sha256:«_d» size: 2417
`, V{"_bn": g.digits(5), "_wf": g.uuid(), "_pipe": g.uuid(), "a": g.dockerPAT(), "_sha": g.hex(7), "_d": g.hex(64)},
		"Using --password via the CLI is insecure", "build-and-push")

	g.add("ids/jenkins-build-queue-ids-api-token", `
$ curl -s -X POST -u ci-bot:«a» "https://jenkins.acme.internal/job/payments/job/main/buildWithParameters?GIT_SHA=«_sha»" -D - | grep -i location
Location: https://jenkins.acme.internal/queue/item/«_q»/
$ curl -s -u ci-bot:«a» https://jenkins.acme.internal/queue/item/«_q»/api/json | jq .executable.number
«_bn»
`, V{"a": "11" + g.hex(32), "_sha": g.gitSHA(), "_q": g.digits(6), "_bn": g.digits(4)},
		"buildWithParameters", "/queue/item/")

	g.add("ids/vercel-ls-deploy-urls-token-flag", `
$ vercel ls acme-web --token «a»
Vercel CLI 37.4.2
> Deployments for acme/acme-web [412ms]

  Age     Deployment                                            Status      Environment
  4m      https://acme-web-«_h1»-acme.vercel.app     ● Ready     Production
  2h      https://acme-web-«_h2»-acme.vercel.app     ● Error     Preview
$ vercel inspect https://acme-web-«_h1»-acme.vercel.app --token «a» | grep -E '^\s+id'
    id		«_dpl»
`, V{"a": g.vercel(), "_h1": g.s(alLowNum, 9), "_h2": g.s(alLowNum, 9), "_dpl": g.idsDpl()},
		"Vercel CLI 37.4.2", "Deployments for acme/acme-web")

	g.add("ids/netlify-deploy-ids-auth-token-env", `
$ NETLIFY_AUTH_TOKEN=«a» netlify deploy --prod --dir dist --site «_site»
Deploy path:        /home/dana/docs/dist
Deploying to main site URL...
✔ Finished hashing 212 files
✔ CDN requesting 9 files
Unique deploy URL:  https://«_d»--acme-docs.netlify.app
Website URL:        https://docs.acme.io
Logs:               https://app.netlify.com/sites/acme-docs/deploys/«_d»
Previous draft:     https://«_d2»--acme-docs.netlify.app
`, V{"a": g.netlify(), "_site": g.uuid(), "_d": g.hex(24), "_d2": g.hex(24)},
		"https://docs.acme.io", "Finished hashing 212 files")

	// Fly.io token shape guessed: "FlyV1 fm2_" and a long base64 macaroon bundle.
	g.add("ids/fly-releases-machine-ids-api-token", `
$ fly releases -a acme-api | head -3
VERSION STATUS   DESCRIPTION USER           DATE
v88     complete Release     dana@acme.io   12m ago
v87     complete Release     ci@acme.io     3h ago
$ fly machines list -a acme-api -q
«_m1»
«_m2»
# deploy token for the pipeline: FLY_API_TOKEN="FlyV1 fm2_«a»"
# image registry.fly.io/acme-api:deployment-«_img»
`, V{"_m1": g.hex(14), "_m2": g.hex(14), "a": g.b64(240), "_img": g.s(idsCrock, 26)},
		"fly releases -a acme-api", "registry.fly.io/acme-api")

	g.add("ids/buildkite-build-uuids-api-token", `
$ curl -s -H "Authorization: Bearer «a»" "https://api.buildkite.com/v2/organizations/acme/pipelines/monorepo/builds?state=failed&per_page=2" | jq -c '.[] | {id, number, commit}'
{"id":"«_b1»","number":«_n1»,"commit":"«_c1»"}
{"id":"«_b2»","number":«_n2»,"commit":"«_c2»"}
`, V{"a": "bkua_" + g.hex(40), "_b1": g.idsUUIDv7(), "_n1": g.digits(5), "_c1": g.gitSHA(), "_b2": g.idsUUIDv7(), "_n2": g.digits(5), "_c2": g.gitSHA()},
		"pipelines/monorepo/builds?state=failed", "https://api.buildkite.com/v2/organizations/acme/")

	g.add("ids/release-notes-shas-git-config-token", `
## v3.12.0
- «_s1» feat(api): cursor pagination for /v2/events
- «_s2» fix(worker): drop duplicate webhooks
- «_s3» chore: bump go to 1.22.3
Full diff: https://github.com/acme/platform/compare/«_old»...«_new»

$ cat .git/config | sed -n '/remote "origin"/,+1p'
[remote "origin"]
	url = https://release-bot:«a»@github.com/acme/platform.git
`, V{"_s1": g.hex(7), "_s2": g.hex(7), "_s3": g.hex(7), "_old": g.hex(12), "_new": g.hex(12), "a": g.gho()},
		"https://github.com/acme/platform/compare/", "cursor pagination for /v2/events")

	g.add("ids/npm-publish-shasum-integrity-npmrc", `
$ cat .npmrc
@acme:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=«a»
$ npm publish --access public
npm notice 📦  @acme/sdk@4.2.0
npm notice name:          @acme/sdk
npm notice version:       4.2.0
npm notice filename:      acme-sdk-4.2.0.tgz
npm notice shasum:        «_sh»
npm notice integrity:     sha512-«_int»[...]«_tail»
+ @acme/sdk@4.2.0
`, V{"a": g.npmTok(), "_sh": g.hex(40), "_int": g.b64(9), "_tail": g.b64(6)[:7]},
		"@acme/sdk@4.2.0", "npm notice filename:")

	g.add("ids/ghcr-push-digests-login-stdin", `
$ echo «a» | docker login ghcr.io -u acme-bot --password-stdin
Login Succeeded
$ docker push ghcr.io/acme/api:«_sha»
The push refers to repository [ghcr.io/acme/api]
«_l1»: Pushed
«_l2»: Layer already exists
«_sha»: digest: sha256:«_d» size: 1786
`, V{"a": g.ghp(), "_sha": g.hex(7), "_l1": g.hex(12), "_l2": g.hex(12), "_d": g.hex(64)},
		"The push refers to repository [ghcr.io/acme/api]", "Layer already exists")

	g.add("ids/cloudflare-pages-deployments-api-token", `
$ CLOUDFLARE_API_TOKEN=«a» npx wrangler pages deployment list --project-name acme-site | head -4
┌──────────────────────────────────────┬─────────────┬────────┬──────────────────────────────────────┐
│ Id                                   │ Environment │ Branch │ Deployment                           │
│ «_d1» │ Production  │ main   │ https://«_h1».acme-site.pages.dev │
│ «_d2» │ Preview     │ docs   │ https://«_h2».acme-site.pages.dev │
`, V{"a": g.cfToken(), "_d1": g.uuid(), "_h1": g.hex(8), "_d2": g.uuid(), "_h2": g.hex(8)},
		"wrangler pages deployment list", "acme-site.pages.dev")

	g.add("ids/terraform-cloud-run-ids-team-token", `
$ cat ~/.terraform.d/credentials.tfrc.json
{"credentials": {"app.terraform.io": {"token": "«a»"}}}
$ terraform apply
Running apply in HCP Terraform. Output will stream here.
To view this run in a browser, visit:
https://app.terraform.io/app/acme/workspaces/network-prod/runs/run-«_run»
Waiting for the plan to start...
Terraform v1.8.4 on linux_amd64 (workspace «_ws», state version sv-«_sv»)
`, V{"a": g.tfcToken(), "_run": g.an(16), "_ws": "ws-" + g.an(16), "_sv": g.an(16)},
		"Running apply in HCP Terraform", "workspaces/network-prod/runs/")

	g.add("ids/sentry-releases-deploys-auth-token", `
$ export SENTRY_AUTH_TOKEN=«a»
$ sentry-cli releases new -p web «_ver»
Created release «_ver».
$ sentry-cli releases deploys «_ver» new -e production
Created new deploy «_dep» for '«_ver»'
$ sentry-cli releases set-commits «_ver» --commit "acme/web@«_sha»"
`, V{"a": g.sentryUser(), "_ver": "web@" + g.hex(12), "_dep": g.digits(8), "_sha": g.gitSHA()},
		"-e production", "set-commits")
}

func (g *G) idsLockfiles() {
	g.add("ids/package-lock-integrity-npmrc-token", `
$ grep -B1 -A3 '"node_modules/undici"' package-lock.json
    "node_modules/undici": {
      "version": "6.18.2",
      "resolved": "https://registry.npmjs.org/undici/-/undici-6.18.2.tgz",
      "integrity": "sha512-«_i1»",
      "engines": {"node": ">=18.17"}
    },
$ grep -A2 '"node_modules/@acme/ui"' package-lock.json
    "node_modules/@acme/ui": {
      "resolved": "https://npm.pkg.github.com/download/@acme/ui/3.1.0/«_dl»",
      "integrity": "sha512-«_i2»"
$ cat ~/.npmrc
//npm.pkg.github.com/:_authToken=«a»
`, V{"_i1": g.b64(64), "_dl": g.hex(40), "_i2": g.b64(64), "a": g.ghp()},
		"https://registry.npmjs.org/undici/-/undici-6.18.2.tgz", "npm.pkg.github.com/download/@acme/ui/3.1.0/")

	g.add("ids/pnpm-lock-integrity-registry-password", `
packages:

  '@tanstack/query-core@5.45.0':
    resolution: {integrity: sha512-«_i1»}

  zod@3.23.8:
    resolution: {integrity: sha512-«_i2»}

  '@acme/tokens@1.4.0':
    resolution: {integrity: sha512-«_i3», tarball: https://npm.acme.internal/@acme/tokens/-/tokens-1.4.0.tgz}

# .npmrc
//npm.acme.internal/:_password=«a»
//npm.acme.internal/:username=ci
`, V{"_i1": g.b64(64), "_i2": g.b64(64), "_i3": g.b64(64), "a": b64s(g.pwURL())},
		"'@tanstack/query-core@5.45.0':", "//npm.acme.internal/:username=ci")

	g.add("ids/poetry-lock-hashes-http-basic", `
[[package]]
name = "httpx"
version = "0.27.0"
files = [
    {file = "httpx-0.27.0-py3-none-any.whl", hash = "sha256:«_h1»"},
    {file = "httpx-0.27.0.tar.gz", hash = "sha256:«_h2»"},
]

[metadata]
content-hash = "«_ch»"

$ poetry config http-basic.acme-private ci «a»
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_ch": g.hex(64), "a": g.pw()},
		"httpx-0.27.0-py3-none-any.whl", "http-basic.acme-private")

	g.add("ids/requirements-hashes-extra-index-creds", `
--extra-index-url https://ci-reader:«a»@acme.jfrog.io/artifactory/api/pypi/pypi-local/simple
acme-auth==2.8.1 \
    --hash=sha256:«_h1»
pydantic==2.7.4 \
    --hash=sha256:«_h2» \
    --hash=sha256:«_h3»
`, V{"a": g.pwURL(), "_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(64)},
		"acme.jfrog.io/artifactory/api/pypi/pypi-local/simple", "pydantic==2.7.4")

	g.add("ids/gemfile-lock-checksums-gem-credentials", `
CHECKSUMS
  nokogiri (1.16.5-x86_64-linux) sha256=«_h1»
  rack (3.0.11) sha256=«_h2»
  rails (7.1.3.4) sha256=«_h3»

$ cat ~/.gem/credentials
---
:rubygems_api_key: «a»
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(64), "a": g.rubygems()},
		"nokogiri (1.16.5-x86_64-linux)", ":rubygems_api_key:")

	g.add("ids/go-sum-hashes-netrc-password", `
$ tail -3 go.sum
github.com/jackc/pgx/v5 v5.6.0 h1:«_h1»
github.com/jackc/pgx/v5 v5.6.0/go.mod h1:«_h2»
gitlab.acme.io/platform/authz v0.9.2 h1:«_h3»
$ cat ~/.netrc
machine gitlab.acme.io login dana password «a»
`, V{"_h1": g.b64(32), "_h2": g.b64(32), "_h3": g.b64(32), "a": g.glpat()},
		"gitlab.acme.io/platform/authz v0.9.2", "machine gitlab.acme.io")

	g.add("ids/cargo-lock-checksums-credentials-toml", `
[[package]]
name = "tokio"
version = "1.38.0"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "«_h1»"

[[package]]
name = "serde_json"
version = "1.0.117"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "«_h2»"

[[package]]
name = "acme-proto"
version = "0.4.1"
source = "git+https://github.com/acme/proto?rev=«_rev»#«_rev»"

$ cat ~/.cargo/credentials.toml
[registry]
token = "«a»"
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_rev": g.gitSHA(), "a": "cio" + g.an(32)},
		`name = "acme-proto"`, "registry+https://github.com/rust-lang/crates.io-index")

	g.add("ids/composer-lock-refs-auth-json", `
        {
            "name": "guzzlehttp/guzzle",
            "version": "7.8.1",
            "source": {"type": "git", "url": "https://github.com/guzzle/guzzle.git", "reference": "«_r1»"},
            "dist": {"type": "zip", "url": "https://api.github.com/repos/guzzle/guzzle/zipball/«_r1»", "shasum": ""}
        },
        {
            "name": "monolog/monolog",
            "version": "3.6.0",
            "source": {"type": "git", "url": "https://github.com/Seldaek/monolog.git", "reference": "«_r2»"}
        },
    "content-hash": "«_ch»",

$ cat auth.json
{"github-oauth": {"github.com": "«a»"}}
`, V{"_r1": g.gitSHA(), "_r2": g.gitSHA(), "_ch": g.hex(32), "a": g.gho()},
		"guzzlehttp/guzzle", `"shasum": ""`)

	g.add("ids/yarn-berry-lock-checksums-npm-auth-token", `
"@acme/eslint-config@npm:^2.0.0":
  version: 2.3.1
  resolution: "@acme/eslint-config@npm:2.3.1"
  checksum: 10c0/«_c1»
  languageName: node
  linkType: hard

"typescript@npm:5.4.5":
  checksum: 10c0/«_c2»

"typescript@patch:typescript@npm%3A5.4.5#optional!builtin<compat/typescript>":
  checksum: 10c0/«_c3»

# .yarnrc.yml
npmScopes:
  acme:
    npmRegistryServer: "https://npm.pkg.github.com"
    npmAuthToken: "«a»"
`, V{"_c1": g.hex(128), "_c2": g.hex(128), "_c3": g.hex(128), "a": g.ghp()},
		`npmRegistryServer: "https://npm.pkg.github.com"`, "linkType: hard")

	g.add("ids/flake-lock-narhash-cachix-token", `
    "nixpkgs": {
      "locked": {
        "lastModified": 1717196966,
        "narHash": "sha256-«_nh»",
        "owner": "NixOS",
        "repo": "nixpkgs",
        "rev": "«_rev»",
        "type": "github"
      }
    },
    "flake-utils": {
      "locked": {
        "narHash": "sha256-«_nh2»",
        "rev": "«_rev2»"
      }
    },
$ cat ~/.config/cachix/cachix.dhall
{ authToken = "«a»", hostname = "https://cachix.org", binaryCaches = [] : List { name : Text, secretKey : Text } }
`, V{"_nh": g.b64(32), "_rev": g.gitSHA(), "_nh2": g.b64(32), "_rev2": g.gitSHA(), "a": g.jwt("HS256", fmt.Sprintf(`{"jti":"%s","scopes":"tx"}`, g.uuid()))},
		`"owner": "NixOS"`, "https://cachix.org")
}

func (g *G) idsAuthIDs() {
	g.add("ids/jwks-kid-x5t-modulus-client-secret", `
$ curl -s https://login.acme.io/.well-known/jwks.json
{"keys":[
  {"kty":"RSA","use":"sig","alg":"RS256","kid":"«_k1»","x5t":"«_t1»","n":"«_n1»","e":"AQAB"},
  {"kty":"RSA","use":"sig","alg":"RS256","kid":"«_k2»","x5t":"«_t2»","n":"«_n2»","e":"AQAB"}
]}
# our OIDC client for the dashboard: client_id=dashboard, client_secret=«a»
`, V{"_k1": g.b64u(43), "_t1": g.b64u(27), "_n1": g.b64u(342), "_k2": g.b64u(43), "_t2": g.b64u(27), "_n2": g.b64u(342), "a": g.b64u(48)},
		"/.well-known/jwks.json", `"e":"AQAB"`)

	iat := 1746000000 + g.r.IntN(9000000)
	sub := g.uuid()
	jti := g.uuid()
	kid := g.hex(40)
	g.add("ids/decoded-jwt-header-kid-token-itself", `
$ echo "$TOKEN" | cut -d. -f1,2 | tr '.' '\n' | base64 -d 2>/dev/null | jq -c .
{"alg":"RS256","kid":"«_kid»","typ":"JWT"}
{"sub":"«_sub»","aud":"api.acme.io","jti":"«_jti»","iat":«=iat»}
$ echo "$TOKEN"
«a»
`, V{"_kid": kid, "_sub": sub, "_jti": jti, "=iat": fmt.Sprint(iat),
		"a": b64raw(`{"alg":"RS256","kid":"`+kid+`","typ":"JWT"}`) + "." + b64raw(fmt.Sprintf(`{"sub":"%s","aud":"api.acme.io","jti":"%s","iat":%d}`, sub, jti, iat)) + "." + g.b64u(342)},
		`"aud":"api.acme.io"`, "base64 -d 2>/dev/null")

	g.add("ids/oauth-authorize-state-nonce-callback-code", `
→ GET https://auth.acme.io/authorize?response_type=code&client_id=«_cid»&redirect_uri=https%3A%2F%2Fapp.acme.io%2Fcallback&scope=openid%20email&state=«_st»&nonce=«_no»&code_challenge=«_cc»&code_challenge_method=S256
← 302 Location: https://app.acme.io/callback?code=«a»&state=«_st»
(state and nonce are per-login random values the app checks on return; code_challenge is the SHA-256 of the verifier, safe to send)
`, V{"_cid": g.an(32), "_st": g.b64u(32), "_no": g.b64u(22), "_cc": g.b64u(43), "a": g.b64u(43)},
		"code_challenge_method=S256", "safe to send")

	g.add("ids/chat-pkce-explained-verifier-pasted", `
tom: in the trace I see code_challenge=«_cc» and state=«_st», are those sensitive?
ines: no, the challenge is a hash and state is just CSRF protection. the verifier is what must never leak
tom: oops, the debug log prints it: code_verifier=«a»
ines: it's single use and already spent, but strip that log line anyway. the request id was «_req» if you need it
`, V{"_cc": g.b64u(43), "_st": g.hex(32), "a": g.b64u(64), "_req": g.uuid()},
		"CSRF protection", "strip that log line")

	g.add("ids/auth0-logs-ids-management-client-secret", `
$ auth0 logs list --filter "type:f" --number 2
  TYPE              DESCRIPTION                  DATE         CONNECTION          CLIENT        LOG ID
  Failed Login      Wrong email or password.     2 min ago    Username-Password   «_cid»   900«_l1»
  Failed Login      Wrong email or password.     3 min ago    Username-Password   «_cid»   900«_l2»
user: auth0|«_uid»
# management M2M app: AUTH0_CLIENT_ID=«_mcid» AUTH0_CLIENT_SECRET=«a»
`, V{"_cid": g.an(32), "_l1": g.digits(53), "_l2": g.digits(53), "_uid": g.hex(24), "_mcid": g.an(32), "a": g.b64u(64)},
		"Wrong email or password.", "Username-Password")

	g.add("ids/okta-system-log-ids-ssws", `
$ curl -s -H "Authorization: SSWS «a»" "https://acme.okta.com/api/v1/logs?filter=eventType+eq+%22user.session.start%22&limit=1" | jq -c '.[0] | {uuid, tx: .transaction.id, actor: .actor.id, app: .target[0].id}'
{"uuid":"«_u»","tx":"«_tx»","actor":"00u«_ac»","app":"0oa«_app»"}
`, V{"a": g.okta(), "_u": g.uuid(), "_tx": g.b64u(27), "_ac": g.an(17), "_app": g.an(17)},
		"user.session.start", "https://acme.okta.com/api/v1/logs")

	g.add("ids/keycloak-client-uuids-client-secret", `
$ kcadm.sh get clients -r acme -q clientId=reports --fields id,clientId,serviceAccountsEnabled
[{"id": "«_id»", "clientId": "reports", "serviceAccountsEnabled": true}]
$ kcadm.sh get clients/«_id»/client-secret -r acme
{"type": "secret", "value": "«a»"}
# realm public key kid «_kid», service account user «_sa»
`, V{"_id": g.uuid(), "a": g.an(32), "_kid": g.b64u(43), "_sa": g.uuid()},
		"serviceAccountsEnabled", "kcadm.sh get clients")

	sp := g.pkcs8RSAPEM()
	g.add("ids/saml-assertion-ids-sp-private-key", `
<samlp:Response ID="_«_rid»" InResponseTo="_«_irt»" IssueInstant="2026-05-03T09:00:00Z">
  <saml:Assertion ID="_«_aid»"><saml:Issuer>https://sts.windows.net/«_ten»/</saml:Issuer></saml:Assertion>
</samlp:Response>
IdP signing cert SHA-1 thumbprint: «_tp»

$ cat /etc/shibboleth/sp-key.pem
«=b»
«a»
«=e»
`, V{"_rid": g.hex(40), "_irt": g.hex(40), "_aid": g.uuid(), "_ten": g.uuid(), "_tp": g.s(alHexU, 40), "=b": sp.begin, "a": sp.body, "=e": sp.end},
		"IdP signing cert SHA-1 thumbprint", "https://sts.windows.net/")

	g.add("ids/cognito-pool-client-ids-client-secret", `
// lib/auth.ts
const USER_POOL_ID = "eu-west-1_«_pool»";
const CLIENT_ID = "«_cli»";
const CLIENT_SECRET = "«a»";
// test user sub «_sub», identity pool eu-west-1:«_idp»
const secretHash = createHmac("sha256", CLIENT_SECRET).update(username + CLIENT_ID).digest("base64");
`, V{"_pool": g.an(9), "_cli": g.s(alLowNum, 26), "a": g.s(alLowNum, 52), "_sub": g.uuid(), "_idp": g.uuid()},
		`createHmac("sha256", CLIENT_SECRET)`, "// lib/auth.ts")

	g.add("ids/webauthn-credential-ids-session-cookie", `
$ psql -c "select user_id, credential_id, aaguid, sign_count from webauthn_credentials where user_id = '«_u»'"
               user_id                |                credential_id                |                aaguid                | sign_count
--------------------------------------+---------------------------------------------+--------------------------------------+------------
 «_u» | «_c1» | «_ag» |         14
 «_u» | «_c2» | «_ag» |          3
$ curl -s https://app.acme.io/api/me -H 'Cookie: __Host-acme_session=«a»'
`, V{"_u": g.uuid(), "_c1": g.b64u(43), "_ag": g.uuid(), "_c2": g.b64u(43), "a": g.b64u(64)},
		"webauthn_credentials", "https://app.acme.io/api/me")

	g.add("ids/clerk-user-org-ids-secret-key", `
# .env.local
NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=«_pk»
CLERK_SECRET_KEY=«a»

# seed admin: «_u1» in «_org»; invited «_u2»
`, V{"_pk": "pk_live_" + b64raw("clerk.acme.io$"), "a": "sk_live_" + g.an(46), "_u1": "user_2" + g.an(26), "_org": "org_2" + g.an(26), "_u2": "user_2" + g.an(26)},
		"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY", "seed admin")
}

func (g *G) idsObservability() {
	g.add("ids/sentry-event-json-unscrubbed-header", `
{
  "event_id": "«_ev»",
  "release": "api@«_rel»",
  "contexts": {"trace": {"trace_id": "«_tr»", "span_id": "«_sp»", "op": "http.server"}},
  "request": {
    "url": "https://api.acme.io/v2/exports",
    "headers": {"X-Request-Id": "«_rq»", "X-Export-Key": "«a»", "User-Agent": "acme-cli/3.2.0"}
  }
}
`, V{"_ev": g.hex(32), "_rel": g.hex(40), "_tr": g.hex(32), "_sp": g.hex(16), "_rq": g.uuid(), "a": g.an(40)},
		"https://api.acme.io/v2/exports", "acme-cli/3.2.0")

	g.add("ids/datadog-log-trace-ids-agent-api-key", `
{"timestamp":"2026-05-03T10:44:02.118Z","status":"error","service":"orders","dd.trace_id":"«_t1»","dd.span_id":"«_s1»","message":"payment provider timeout"}
{"timestamp":"2026-05-03T10:44:02.532Z","status":"info","service":"orders","dd.trace_id":"«_t2»","dd.span_id":"«_s2»","message":"retry scheduled"}

$ sudo grep -E '^(api_key|site):' /etc/datadog-agent/datadog.yaml
api_key: «a»
site: datadoghq.eu
`, V{"_t1": g.idsDDID(), "_s1": g.idsDDID(), "_t2": g.idsDDID(), "_s2": g.idsDDID(), "a": g.hex(32)},
		"payment provider timeout", "site: datadoghq.eu")

	g.add("ids/otel-debug-exporter-ids-honeycomb-header", `
Span #0
    Trace ID       : «_tr»
    Parent ID      : «_par»
    ID             : «_id»
    Name           : GET /v1/catalog
    Kind           : Server
Attributes:
     -> http.route: Str(/v1/catalog)
     -> acme.correlation_id: Str(«_cor»)

# exporter config
exporters:
  otlp/honeycomb:
    endpoint: api.honeycomb.io:443
    headers:
      x-honeycomb-team: «a»
`, V{"_tr": g.hex(32), "_par": g.hex(16), "_id": g.hex(16), "_cor": g.uuid(), "a": g.an(22)},
		"endpoint: api.honeycomb.io:443", "Str(/v1/catalog)")

	g.add("ids/newrelic-entity-guid-trace-license-key", `
$ newrelic entity search --name checkout-api | jq -c '.[0] | {guid, accountId, applicationId}'
{"guid":"«_guid»","accountId":«_acct»,"applicationId":«_app»}
trace «_tr» took 2.4s, see https://one.newrelic.com/distributed-tracing?query=trace.id%3D«_tr»
# newrelic.yml
common: &default_settings
  license_key: «a»
  app_name: checkout-api
`, V{"_guid": b64s(g.digits(7) + "|APM|APPLICATION|" + g.digits(9)), "_acct": g.digits(7), "_app": g.digits(9), "_tr": g.hex(32), "a": g.hex(36) + "NRAL"},
		"app_name: checkout-api", "https://one.newrelic.com/distributed-tracing")

	g.add("ids/grafana-tempo-trace-search-sa-token", `
$ curl -s -H "Authorization: Bearer «a»" "https://grafana.acme.io/api/datasources/proxy/uid/«_ds»/api/search?tags=service.name%3Dbilling&limit=2" | jq -c '.traces[] | {traceID, rootTraceName}'
{"traceID":"«_t1»","rootTraceName":"POST /invoices"}
{"traceID":"«_t2»","rootTraceName":"GET /invoices/{id}"}
`, V{"a": g.grafanaSA(), "_ds": g.an(14), "_t1": g.hex(32), "_t2": g.hex(32)},
		"rootTraceName", "service.name%3Dbilling")

	g.add("ids/nginx-access-request-ids-token-in-query", `
10.0.3.17 - - [03/May/2026:10:12:55 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29" rid=«_r1»
10.0.4.22 - - [03/May/2026:10:12:56 +0000] "GET /api/v1/exports/«_ex».csv?download_token=«a» HTTP/1.1" 200 48213 "-" "curl/8.5.0" rid=«_r2»
10.0.4.22 - - [03/May/2026:10:12:59 +0000] "GET /static/app.«_h».js HTTP/1.1" 304 0 "-" "Mozilla/5.0" rid=«_r3»
`, V{"_r1": g.hex(32), "_ex": g.uuid(), "a": g.an(40), "_r2": g.hex(32), "_h": g.hex(8), "_r3": g.hex(32)},
		"kube-probe/1.29", "GET /healthz HTTP/1.1")

	g.add("ids/rollbar-occurrence-ids-server-token", `
Rollbar: item #«_n» "TypeError: cannot read properties of undefined (reading 'id')"
  occurrence «_occ»  uuid «_uuid»  first seen in code_version «_cv»
  https://app.rollbar.com/a/acme/fix/item/web/«_n»

// config/rollbar.js
module.exports = { accessToken: "«a»", environment: "production", captureUncaught: true };
`, V{"_n": g.digits(4), "_occ": g.digits(12), "_uuid": g.uuid(), "_cv": g.hex(40), "a": g.hex(32)},
		"captureUncaught: true", "https://app.rollbar.com/a/acme/fix/item/web/")

	g.add("ids/xray-segments-app-config-mailgun", `
$ aws xray batch-get-traces --trace-ids «_t1» --query 'Traces[0].Segments[].Id' --output text
«_s1»	«_s2»	«_s3»
$ cat /opt/app/config.json | jq .mail
{"provider": "mailgun", "domain": "mg.acme.io", "api_key": "«a»"}
`, V{"_t1": g.idsXRay(), "_s1": g.hex(16), "_s2": g.hex(16), "_s3": g.hex(16), "a": g.mailgun()},
		"batch-get-traces", `"domain": "mg.acme.io"`)

	g.add("ids/pagerduty-incident-ids-routing-key", `
PagerDuty incident Q«_inc» (#«_num») triggered on service P«_svc»
dedup_key: «_dk»
log entry: R«_le»

# alertmanager receiver
receivers:
- name: pd-critical
  pagerduty_configs:
  - routing_key: «a»
`, V{"_inc": g.s(alUpNum, 13), "_num": g.digits(5), "_svc": g.s(alUpNum, 6), "_dk": g.hex(32), "_le": g.s(alUpNum, 25), "a": g.hex(32)},
		"name: pd-critical", "triggered on service")

	g.add("ids/jaeger-trace-urls-es-password-flag", `
slow traces from the load test:
  https://jaeger.acme.internal/trace/«_t1»
  https://jaeger.acme.internal/trace/«_t2»?uiFind=«_sp»
collector args:
  --es.server-urls=https://es.acme.internal:9200 --es.username=jaeger --es.password=«a» --es.index-prefix=prod
`, V{"_t1": g.hex(32), "_t2": g.hex(32), "_sp": g.hex(16), "a": g.pwURL()},
		"--es.index-prefix=prod", "slow traces from the load test")

	g.add("ids/response-headers-cf-ray-set-cookie", `
$ curl -sI https://shop.acme.io/account -H 'Cookie: consent=1'
HTTP/2 302
location: /login?next=%2Faccount
set-cookie: shop_sid=«a»; Path=/; HttpOnly; Secure; SameSite=Lax
x-request-id: «_rq»
cf-ray: «_ray»-FRA
x-amz-cf-id: «_cfid»
traceparent: 00-«_tp»-«_sp»-01
`, V{"a": g.an(43), "_rq": g.uuid(), "_ray": g.hex(16), "_cfid": g.b64u(54) + "==", "_tp": g.hex(32), "_sp": g.hex(16)},
		"location: /login?next=%2Faccount", "SameSite=Lax")

	g.add("ids/structured-log-correlation-ids-smtp-url", `
{"level":"info","ts":"2026-05-03T11:00:01Z","msg":"digest job start","correlation_id":"«_c»","tenant_id":"«_t»","job_id":"«_j»"}
{"level":"debug","ts":"2026-05-03T11:00:01Z","msg":"mailer dial","correlation_id":"«_c»","dsn":"smtp://apikey:«a»@smtp.sendgrid.net:587"}
{"level":"info","ts":"2026-05-03T11:00:04Z","msg":"digest job done","correlation_id":"«_c»","sent":118,"batch":"«_b»"}
`, V{"_c": g.uuid(), "_t": g.uuid(), "_j": g.idsULID(), "a": g.sendgrid(), "_b": g.idsKSUID()},
		"digest job start", "smtp.sendgrid.net:587")
}

func (g *G) idsVaultKeys() {
	g.add("ids/op-item-list-ids-reveal-password", `
$ op item list --vault Infra --categories Login
ID                            TITLE                      VAULT            EDITED
«_i1»    Grafana admin              Infra            3 days ago
«_i2»    Postgres ledger_admin      Infra            2 weeks ago
«_i3»    UniFi controller           Infra            1 month ago
$ op item get «_i2» --fields password --reveal
«a»
`, V{"_i1": g.idsOP(), "_i2": g.idsOP(), "_i3": g.idsOP(), "a": g.pwStrong()},
		"Postgres ledger_admin", "--fields password --reveal")

	g.add("ids/op-item-get-json-ids-field-value", `
$ op item get "Sentry relay" --format json --reveal | jq '{id, vault: .vault.id, fields: [.fields[] | {id, label, value}]}'
{
  "id": "«_id»",
  "vault": "«_v»",
  "fields": [
    {"id": "username", "label": "username", "value": "relay"},
    {"id": "password", "label": "password", "value": "«a»"},
    {"id": "«_f»", "label": "relay id", "value": "«_rid»"}
  ]
}
`, V{"_id": g.idsOP(), "_v": g.idsOP(), "a": g.pw(), "_f": g.idsOP(), "_rid": g.uuid()},
		`"label": "relay id"`, `"value": "relay"`)

	g.add("ids/bw-list-items-uuids-login-password", `
$ bw list items --search "mqtt" | jq '.[] | {id, folderId, organizationId, name, login: {username: .login.username, password: .login.password}}'
{
  "id": "«_id»",
  "folderId": "«_fo»",
  "organizationId": "«_org»",
  "name": "mqtt broker (home)",
  "login": {"username": "hass", "password": "«a»"}
}
`, V{"_id": g.uuid(), "_fo": g.uuid(), "_org": g.uuid(), "a": g.pwURL()},
		"mqtt broker (home)", `"username": "hass"`)

	g.add("ids/bws-secret-list-ids-value", `
$ bws secret list «_proj» --output table
ID                                     Key                 Value                          Project ID
«_s1»   STAGING_FLAG        enabled                        «_proj»
«_s2»   PUSHER_APP_SECRET   «a»           «_proj»
«_s3»   REGION              eu-central-1                   «_proj»
`, V{"_proj": g.uuid(), "_s1": g.uuid(), "_s2": g.uuid(), "a": g.hex(20), "_s3": g.uuid()},
		"STAGING_FLAG", "eu-central-1")

	g.add("ids/syncthing-config-device-ids-gui-apikey", `
<configuration version="37">
    <folder id="«_f1»" label="Photos" path="/data/photos" type="sendreceive">
        <device id="«_d1»" introducedBy=""></device>
        <device id="«_d2»" introducedBy=""></device>
    </folder>
    <device id="«_d2»" name="nas" compression="metadata"></device>
    <gui enabled="true" tls="false">
        <address>127.0.0.1:8384</address>
        <apikey>«a»</apikey>
    </gui>
</configuration>
`, V{"_f1": g.s(alLowNum, 5) + "-" + g.s(alLowNum, 5), "_d1": g.idsSyncthing(), "_d2": g.idsSyncthing(), "a": g.an(32)},
		"<address>127.0.0.1:8384</address>", `label="Photos"`)

	g.add("ids/ssh-first-connect-fingerprints-sshpass", `
$ ssh-keygen -F 192.168.1.21 -l
# Host 192.168.1.21 found: line 14
192.168.1.21 ED25519 «_fp3»
$ sshpass -p '«a»' ssh admin@nas.lan uptime
The authenticity of host 'nas.lan (192.168.1.20)' can't be established.
ED25519 key fingerprint is «_fp1».
This host key is known by the following other names/addresses:
    ~/.ssh/known_hosts:14: 192.168.1.21
ECDSA key fingerprint is «_fp2».
Are you sure you want to continue connecting (yes/no/[fingerprint])?
`, V{"_fp3": g.idsSSHFP(), "a": g.pw(), "_fp1": g.idsSSHFP(), "_fp2": g.idsSSHFP()},
		"can't be established", "~/.ssh/known_hosts:14")

	g.add("ids/gpg-list-keys-ids-passphrase-flag", `
$ gpg --list-keys --keyid-format long releases@acme.io
pub   ed25519/«_k1» 2024-02-01 [SC] [expires: 2027-02-01]
      «_fp1»
uid                 [ultimate] Acme Releases <releases@acme.io>
sub   cv25519/«_k2» 2024-02-01 [E] [expires: 2027-02-01]
$ gpg --batch --pinentry-mode loopback --passphrase '«a»' --detach-sign -u «_k1» dist/acme_2.4.0_SHA256SUMS
`, V{"_k1": g.s(alHexU, 16), "_fp1": g.s(alHexU, 40), "_k2": g.s(alHexU, 16), "a": g.pw()},
		"Acme Releases <releases@acme.io>", "--pinentry-mode loopback")

	k, pub := g.sshEd25519("deploy@ci")
	g.add("ids/ssh-keygen-fingerprints-private-key-body", `
$ ssh-keygen -lf ~/.ssh/known_hosts | head -2
256 «_f1» github.com (ED25519)
256 «_f2» gitlab.acme.io (ED25519)
$ cat deploy_key.pub
«_pub»
$ cat deploy_key
«=b»
«a»
«=e»
`, V{"_f1": g.idsSSHFP(), "_f2": g.idsSSHFP(), "_pub": pub, "=b": k.begin, "a": k.body, "=e": k.end},
		"gitlab.acme.io (ED25519)", "deploy_key.pub")

	g.add("ids/keepassxc-cli-uuid-show-password", `
$ keepassxc-cli show -s ~/vault.kdbx "Network/router" 
Enter password to unlock /home/dana/vault.kdbx:
Title: router
UserName: admin
Password: «a»
URL: https://192.168.1.1
Notes: serial «_ser», firmware 7.57
Uuid: {«_uuid»}
Tags: «_tag»
`, V{"a": g.pwStrong(), "_ser": g.s(alUpNum, 12), "_uuid": g.uuid(), "_tag": "asset-" + g.hex(6)},
		"Network/router", "firmware 7.57")

	g.add("ids/age-recipients-public-secret-identity", `
$ cat .sops.yaml
creation_rules:
  - path_regex: secrets/prod/.*
    age: «_r1»,«_r2»
  - path_regex: secrets/dev/.*
    age: «_r3»
$ cat ~/.config/sops/age/keys.txt
# created: 2026-01-14T10:22:10Z
# public key: «_r1»
«a»
`, V{"_r1": g.agePublic(), "_r2": g.agePublic(), "_r3": g.agePublic(), "a": g.ageSecret()},
		"path_regex: secrets/prod/.*", "# public key:")

	priv, pubK := g.wireguard()
	_, peer1 := g.wireguard()
	_, peer2 := g.wireguard()
	g.add("ids/wg-show-public-keys-config-private", `
$ sudo wg show wg0
interface: wg0
  public key: «_pub»
  private key: (hidden)
  listening port: 51820

peer: «_p1»
  endpoint: 203.0.113.7:51820
  allowed ips: 10.8.0.2/32
  latest handshake: 41 seconds ago

peer: «_p2»
  allowed ips: 10.8.0.3/32
$ sudo grep PrivateKey /etc/wireguard/wg0.conf
PrivateKey = «a»
`, V{"_pub": pubK, "_p1": peer1, "_p2": peer2, "a": priv},
		"private key: (hidden)", "listening port: 51820")

	g.add("ids/tailscale-node-ids-auth-key", `
$ tailscale status --json | jq -c '.Peer[] | {ID, HostName, TailscaleIPs}' | head -3
{"ID":"n«_n1»CNTRL","HostName":"nas","TailscaleIPs":["100.«_ip1»"]}
{"ID":"n«_n2»CNTRL","HostName":"ci-runner-1","TailscaleIPs":["100.«_ip2»"]}
$ sudo tailscale up --authkey=«a» --advertise-tags=tag:ci --hostname=ci-runner-2
`, V{"_n1": g.an(11), "_ip1": fmt.Sprintf("%d.%d.%d", 64+g.r.IntN(63), g.r.IntN(256), 1+g.r.IntN(254)), "_n2": g.an(11), "_ip2": fmt.Sprintf("%d.%d.%d", 64+g.r.IntN(63), g.r.IntN(256), 1+g.r.IntN(254)), "a": g.tailscale()},
		"--advertise-tags=tag:ci", `"HostName":"nas"`)

	g.add("ids/ykman-serials-piv-management-key", `
$ ykman list --serials
«_s1»
«_s2»
$ ykman --device «_s1» piv info | head -3
PIV version:              5.7.1
PIN tries remaining:      3/3
CHUID: «_chuid»
$ ykman --device «_s1» piv access change-management-key --algorithm AES192 --new-management-key «a»
`, V{"_s1": g.digits(8), "_s2": g.digits(8), "_chuid": "3019d4e739da739ced39ce739d836858210842108421c84210c3eb34" + g.hex(32) + "350832303330303130313e00fe00", "a": g.hex(48)},
		"PIN tries remaining:      3/3", "change-management-key")
}

func (g *G) idsInventory() {
	g.add("ids/laptop-inventory-csv-jamf-client-secret", `
asset_tag,serial,model,assigned_to,wifi_mac
ACME-0412,«_s1»,"MacBookPro18,3",dana,«_m1»
ACME-0413,«_s2»,"MacBookAir10,1",priya,«_m2»
ACME-0417,«_s3»,"MacBookPro18,3",omar,«=m3»

# sync script
JAMF_URL=https://acme.jamfcloud.com
JAMF_CLIENT_ID=«_cid»
JAMF_CLIENT_SECRET=«a»
`, V{"_s1": g.s(alUpNum, 10), "_m1": "a4:83:e7:" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2), "_s2": g.s(alUpNum, 10), "_m2": "f0:18:98:" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2),
		"_s3": g.s(alUpNum, 10), "=m3": "3c:22:fb:" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2), "_cid": g.uuid(), "a": g.b64u(64)},
		"https://acme.jamfcloud.com", "asset_tag,serial,model")

	g.add("ids/dmidecode-serials-ipmitool-password", `
$ sudo dmidecode -s system-serial-number; sudo dmidecode -s system-uuid; sudo dmidecode -s baseboard-serial-number
«_ser»
«_uuid»
«_bb»
$ ipmitool -I lanplus -H 10.20.0.41 -U root -P '«a»' chassis power status
Chassis Power is on
`, V{"_ser": g.s(alUpNum, 7), "_uuid": strings.ToUpper(g.uuid()), "_bb": "." + g.s(alUpNum, 7) + "." + g.s(alUpNum, 14) + ".", "a": g.pw()},
		"Chassis Power is on", "system-serial-number")

	g.add("ids/aws-endpoints-hostnames-env-rds-password", `
DB_HOST=ledger-prod.cluster-«_c».eu-west-1.rds.amazonaws.com
DB_READER=ledger-prod.cluster-ro-«_c».eu-west-1.rds.amazonaws.com
DB_USER=ledger_app
DB_PASSWORD=«a»
REDIS_HOST=master.ledger-cache.«_ec».euw1.cache.amazonaws.com
QUEUE_URL=https://sqs.eu-west-1.amazonaws.com/«_acct»/ledger-events
INTERNAL_LB=internal-ledger-api-«_lb».eu-west-1.elb.amazonaws.com
`, V{"_c": g.s(alLowNum, 12), "a": g.pwStrong(), "_ec": g.s(alLowNum, 6), "_acct": g.digits(12), "_lb": g.digits(10)},
		"DB_USER=ledger_app", "ledger-events")

	g.add("ids/terraform-output-bucket-names-raw-password", `
$ terraform output
artifacts_bucket = "acme-artifacts-«_b1»"
logs_bucket      = "acme-logs-«_b2»"
cdn_domain       = "«_cf».cloudfront.net"
db_password      = <sensitive>
$ terraform output -raw db_password
«a»
`, V{"_b1": g.s(alLowNum, 8), "_b2": g.s(alLowNum, 8), "_cf": "d" + g.s(alLowNum, 13), "a": g.pwStrong()},
		"db_password      = <sensitive>", "terraform output -raw db_password")

	g.add("ids/systeminfo-product-ids-cmdkey-pass", `
C:\> systeminfo | findstr /B /C:"Host Name" /C:"Product ID" /C:"System Model"
Host Name:                 DESKTOP-«_h»
Product ID:                «_pid»
System Model:              Latitude 7440
C:\> wmic bios get serialnumber
SerialNumber
«_st»
C:\> cmdkey /add:fileserver.acme.local /user:ACME\svc-backup /pass:«a»
CMDKEY: Credential added successfully.
`, V{"_h": g.s(alUpNum, 7), "_pid": g.digits(5) + "-" + g.digits(5) + "-" + g.digits(5) + "-AA" + g.digits(3), "_st": g.s(alUpNum, 7), "a": g.pw()},
		"Latitude 7440", "CMDKEY: Credential added successfully.")

	g.add("ids/cisco-show-version-serials-username-password", `
switch-core-1#show version | include Serial|Model|Base ethernet
Base ethernet MAC Address          : «_mac»
Motherboard serial number          : FOC«_mb»
Model number                       : C9300-48P
System serial number               : FCW«_sn»
switch-core-1#show running-config | include ^username
username netops privilege 15 password 0 «a»
`, V{"_mac": g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2), "_mb": g.s(alUpNum, 8), "_sn": g.s(alUpNum, 8), "a": g.pw()},
		"C9300-48P", "switch-core-1#show version")

	g.add("ids/mdm-device-ids-wifi-psk", `
Intune device «_dev» (Azure AD device id «_aad»)
  IMEI: «_imei»
  Serial: «_ser»
  Compliance: compliant, last check-in 2026-05-03 08:12
Assigned profile "Office Wi-Fi":
  SSID: ACME-Corp
  Security: WPA2-Personal
  Pre-shared key: «a»
`, V{"_dev": g.uuid(), "_aad": g.uuid(), "_imei": g.digits(15), "_ser": g.s(alUpNum, 12), "a": g.pwStrong()},
		"SSID: ACME-Corp", "WPA2-Personal")

	g.add("ids/nginx-upstreams-elb-hosts-basic-auth-header", `
upstream api_eu {
    server k8s-ingress-«_h1»-«_n1».elb.eu-west-1.amazonaws.com:443;
    server k8s-ingress-«_h2»-«_n2».elb.eu-west-1.amazonaws.com:443 backup;
}
location /legacy/ {
    proxy_pass https://legacy-«_lh».internal.acme.io;
    proxy_set_header Authorization "Basic «a»";
}
`, V{"_h1": g.hex(10), "_n1": g.digits(10), "_h2": g.hex(10), "_n2": g.digits(10), "_lh": g.s(alLowNum, 6), "a": b64s("legacy-proxy:" + g.pwURL())},
		"upstream api_eu", "proxy_pass https://legacy-")

	g.add("ids/bucket-inventory-minio-alias-secret", idsBT(`
| bucket                             | region       | owner   |
|------------------------------------|--------------|---------|
| acme-tf-state-«_b1»        | eu-central-1 | infra   |
| acme-ml-datasets-«_b2»     | eu-central-1 | ml      |
| acme-backup-«_b3»          | on-prem      | ops     |

$ mc alias set onprem https://minio.acme.internal:9000 backup-writer «a»
Added ˋonpremˋ successfully.
`), V{"_b1": g.s(alLowNum, 10), "_b2": g.s(alLowNum, 10), "_b3": g.s(alLowNum, 10), "a": g.an(40)},
		"https://minio.acme.internal:9000", "| bucket ")

	g.add("ids/dns-verification-txt-porkbun-secret", `
$ dig +short TXT acme.io
"google-site-verification=«_gsv»"
"MS=ms«_ms»"
"atlassian-domain-verification=«_atl»"
"v=spf1 include:_spf.google.com include:sendgrid.net ~all"
$ curl -s -X POST https://api.porkbun.com/api/json/v3/dns/retrieve/acme.io -d '{"apikey":"pk1_«=pk»","secretapikey":"«a»"}'
`, V{"_gsv": g.b64u(43), "_ms": g.digits(8), "_atl": g.b64(48), "=pk": g.hex(64), "a": "sk1_" + g.hex(64)},
		"v=spf1 include:_spf.google.com include:sendgrid.net ~all", "https://api.porkbun.com/api/json/v3/dns/retrieve/acme.io")
}

func (g *G) idsBuildTemp() {
	g.add("ids/next-build-chunk-hashes-revalidate-secret", `
$ next build
Route (app)                              Size     First Load JS
┌ ○ /                                    5.2 kB         94.1 kB
└ ƒ /api/revalidate                      0 B                0 B
+ First Load JS shared by all            88.9 kB
  ├ chunks/«_c1»-«_h1».js        31.6 kB
  ├ chunks/«_c2»-«_h2».js        53.6 kB
  └ other shared chunks (total)          3.7 kB
$ cat .next/BUILD_ID
«_bid»
$ grep REVALIDATE .env.production
REVALIDATE_SECRET=«a»
`, V{"_c1": g.digits(3), "_h1": g.hex(16), "_c2": g.digits(4), "_h2": g.hex(16), "_bid": g.idsNano(), "a": g.hex(32)},
		"/api/revalidate", "First Load JS shared by all")

	g.add("ids/webpack-assets-contenthash-nextauth-secret", `
asset main.«_h1».js 412 KiB [emitted] [immutable] [minimized] (name: main)
asset vendors.«_h2».js 1.1 MiB [emitted] [immutable] [minimized] [big] (name: vendors)
asset 891.«_h3».chunk.js 22.4 KiB [emitted] [immutable] [minimized]
webpack 5.91.0 compiled with 1 warning in 41233 ms

# .env.local
NEXTAUTH_URL=http://localhost:3000
NEXTAUTH_SECRET=«a»
`, V{"_h1": g.hex(20), "_h2": g.hex(20), "_h3": g.hex(8), "a": g.b64(32)},
		"webpack 5.91.0 compiled with 1 warning", "NEXTAUTH_URL=http://localhost:3000")

	g.add("ids/esbuild-chunks-algolia-search-vs-admin", `
  dist/chunk-«_c1».js   18.2kb
  dist/chunk-«_c2».js    4.1kb
  dist/index.js             2.3kb
⚡ Done in 38ms

// docs search is public: app id and search-only key ship to the browser
ALGOLIA_APP_ID=«_app»
ALGOLIA_SEARCH_KEY=«_sk»
// indexing script only, never in the bundle:
ALGOLIA_ADMIN_KEY=«a»
`, V{"_c1": g.s(alUpNum, 8), "_c2": g.s(alUpNum, 8), "_app": g.s(alUpNum, 10), "_sk": g.hex(32), "a": g.hex(32)},
		"never in the bundle", "⚡ Done in 38ms")

	g.add("ids/pytest-tmp-paths-failing-db-url", `
FAILED tests/test_export.py::test_csv_roundtrip - AssertionError: /tmp/pytest-of-runner/pytest-«=n»/test_csv_roundtrip0/«_tmp».csv differs
E   fixture 'db' connected to postgresql://ci:«a»@localhost:5432/test_«_db»
E   tempdir /tmp/«_td»/exports left behind
`, V{"=n": g.digits(2), "_tmp": g.idsTmp(), "a": g.pwURL(), "_db": g.hex(8), "_td": g.idsTmp()},
		"tests/test_export.py::test_csv_roundtrip", "left behind")

	g.add("ids/macos-var-folders-app-specific-password", `
$ xcrun notarytool submit build/Acme.zip --apple-id release@acme.io --team-id «_team» --password «a» --wait
Conducting pre-submission checks for Acme.zip and initiating connection to the Apple notary service...
Submission ID received
  id: «_sub»
Successfully uploaded file
  path: /var/folders/«_vf1»/«_vf2»/T/«_tmpd»/Acme.zip
Processing complete
  status: Accepted
`, V{"_team": g.s(alUpNum, 10), "a": g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4), "_sub": g.uuid(), "_vf1": g.s(alLowNum, 2), "_vf2": g.s(alLowNum+"_", 30), "_tmpd": strings.ToUpper(g.uuid())},
		"Apple notary service", "status: Accepted")

	g.add("ids/go-test-tmpdirs-build-cache-insteadof", `
$ git config --global url."https://oauth2:«a»@gitlab.acme.io/".insteadOf "https://gitlab.acme.io/"
$ go test ./internal/store/... -run TestSnapshot -v
=== RUN   TestSnapshot
    store_test.go:88: writing to /tmp/TestSnapshot«_td»/001/snap-«_sn».db
--- PASS: TestSnapshot (0.41s)
ok  	gitlab.acme.io/platform/store/internal/store	0.512s
$ go env GOCACHE && ls $(go env GOCACHE)/«_p» | head -1
/home/ci/.cache/go-build
«_p»«_c»-d
`, V{"a": g.glpat(), "_td": g.digits(10), "_sn": g.hex(8), "_p": g.hex(2), "_c": g.hex(62)},
		"--- PASS: TestSnapshot (0.41s)", "/home/ci/.cache/go-build")

	g.add("ids/dockerfile-arg-index-url-buildkit-ids", `
# syntax=docker/dockerfile:1.7
FROM python:3.12-slim
ARG PIP_INDEX_URL=https://ci:«a»@pypi.acme.internal/simple/
RUN pip install -r requirements.txt

$ docker build -t worker .
 => [internal] load build context                        0.3s
 => => transferring context: 41.22kB                     0.0s
 => CACHED [2/4] WORKDIR /app                            0.0s
 => => writing image sha256:«_img»                       0.0s
 => => naming to docker.io/library/worker                0.0s
 buildkit session «_bs» mount /tmp/buildkit-mount«_mnt»
`, V{"a": g.pwURL(), "_img": g.hex(64), "_bs": g.s(alLowNum, 25), "_mnt": g.digits(9)},
		"FROM python:3.12-slim", "naming to docker.io/library/worker")

	g.add("ids/parcel-cache-hashes-mapbox-secret-token", `
$ ls .parcel-cache | head -3
«_h1»
«_h2»
«_h3»-large
$ cat .env
MAPBOX_PUBLIC_TOKEN=«_pk»
# uploads tilesets from CI only
MAPBOX_UPLOAD_TOKEN=«a»
`, V{"_h1": g.hex(16), "_h2": g.hex(16), "_h3": g.hex(16), "_pk": g.mapboxPK(), "a": g.mapboxSK()},
		"uploads tilesets from CI only", "MAPBOX_PUBLIC_TOKEN")

	g.add("ids/bazel-output-base-remote-header-key", `
$ bazel info output_base
/home/dana/.cache/bazel/_bazel_dana/«_ob»
$ cat .bazelrc.user
build --remote_cache=grpcs://remote.buildbuddy.io
build --remote_header=x-buildbuddy-api-key=«a»
$ bazel build //services/api:image
INFO: Streaming build results to: https://app.buildbuddy.io/invocation/«_inv»
INFO: From Action services/api/image.digest: sha256:«_d»
`, V{"_ob": g.hex(32), "a": g.an(20), "_inv": g.uuid(), "_d": g.hex(64)},
		"grpcs://remote.buildbuddy.io", "//services/api:image")

	g.add("ids/gradle-build-scan-signing-password", `
BUILD SUCCESSFUL in 2m 14s
87 actionable tasks: 41 executed, 46 up-to-date

Publishing build scan...
https://gradle.com/s/«_scan»

$ cat ~/.gradle/gradle.properties
signing.keyId=«_kid»
signing.password=«a»
signing.secretKeyRingFile=/home/ci/.gnupg/secring.gpg
mavenCentralUsername=«_mcu»
`, V{"_scan": g.s(alLowNum, 13), "_kid": g.s(alHexU, 8), "a": g.pw(), "_mcu": g.an(8)},
		"Publishing build scan...", "signing.secretKeyRingFile=/home/ci/.gnupg/secring.gpg")

	g.add("ids/jupyter-kernel-connection-file-key", `
$ jupyter --runtime-dir
/home/dana/.local/share/jupyter/runtime
$ cat /home/dana/.local/share/jupyter/runtime/kernel-«_k».json
{
  "shell_port": «_p1»,
  "iopub_port": «_p2»,
  "ip": "127.0.0.1",
  "transport": "tcp",
  "signature_scheme": "hmac-sha256",
  "kernel_name": "python3",
  "key": "«a»"
}
# other kernels: kernel-«_k2».json, kernel-«_k3».json
`, V{"_k": g.uuid(), "_p1": g.digits(5), "_p2": g.digits(5), "a": g.uuid(), "_k2": g.uuid(), "_k3": g.uuid()},
		`"signature_scheme": "hmac-sha256"`, "/home/dana/.local/share/jupyter/runtime")
}

func (g *G) idsChatTickets() {
	g.add("ids/support-ticket-ids-engineer-pastes-key", `
Ticket #«_tk» — Acme Corp (account «_acc») says exports hang
  request id: «_rq»
  trace: «_tr»
  export job: «_job»
Internal note (kai): reproduced with the customer's own API key, «a», against staging. Hangs at 80%.
`, V{"_tk": g.digits(5), "_acc": g.uuid(), "_rq": g.uuid(), "_tr": g.hex(32), "_job": g.idsULID(), "a": "acme_live_" + g.b64u(40)},
		"exports hang", "Hangs at 80%.")

	rs := g.idsRS("payments-api")
	g.add("ids/incident-thread-deploy-ids-temp-admin-password", `
#inc-2291
09:02 rui: rollback started, going from «_new» back to «_old»
09:04 rui: pods «_p1» and «_p2» crashlooping on OOM
09:06 mia: deployment id «_dep» in Argo, I paused auto-sync
09:09 mia: I reset the admin UI password so you can get in: «a»
09:15 rui: back to green
`, V{"_new": g.hex(7), "_old": g.hex(7), "_p1": g.idsPod(rs), "_p2": g.idsPod(rs), "_dep": g.uuid(), "a": g.pw()},
		"#inc-2291", "crashlooping on OOM")

	g.add("ids/order-confirmation-ids-temporary-password", `
Subject: Your Acme Supply account and order «_ord»

Order number: «_ord»
Invoice: INV-«_inv»
Tracking (UPS): 1Z«_ups»
Customer number: «_cust»

We created an account for you. Sign in with this email and the temporary password «a» — you'll be asked to change it.
`, V{"_ord": g.s(alUpNum, 3) + "-" + g.digits(7), "_inv": g.digits(8), "_ups": g.s(alUpNum, 16), "_cust": g.digits(9), "a": g.pwURL()},
		"Your Acme Supply account", "you'll be asked to change it")

	g.add("ids/github-issue-sentry-ids-pasted-config", `
### Bug: sync fails with 403 after upgrade to 5.2.0

Sentry event: «_ev»
Release: «_rel»
Installation id: «_inst»

My config (~/.config/acme-sync/config.yml):
    endpoint: https://api.acme-sync.io
    workspace: «_ws»
    api_token: «a»
`, V{"_ev": g.hex(32), "_rel": g.hex(40), "_inst": g.digits(8), "_ws": g.idsCUID2(), "a": g.an(48)},
		"sync fails with 403 after upgrade to 5.2.0", "https://api.acme-sync.io")

	g.add("ids/jira-ticket-aws-ids-shared-passphrase", `
OPS-7712 Migrate bastion to new VPC
- old instance «_i1» in «_v1»
- new instance «_i2» in «_v2», subnet «_sn»
- AMI «_ami»
Comment (lee): the key archive is on the shared drive, encrypted. Passphrase is «a» — delete this comment after you grab it.
`, V{"_i1": g.idsAWS("i"), "_v1": g.idsAWS("vpc"), "_i2": g.idsAWS("i"), "_v2": g.idsAWS("vpc"), "_sn": g.idsAWS("subnet"), "_ami": g.idsAWS("ami"), "a": g.pwStrong()},
		"OPS-7712 Migrate bastion to new VPC", "delete this comment")

	g.add("ids/code-review-ulid-fixture-committed-key", `
review on PR #«_pr» (commit «_sha»):

  fixtures/users.json line 12
  > "id": "«_u1»",
  nit: the other fixtures use ULIDs too («_u2», «_u3»), fine.

  config/test.env line 3
  > MAILGUN_API_KEY=«a»
  blocking: this looks like the real key, not a test one. please rotate.
`, V{"_pr": g.digits(4), "_sha": g.hex(7), "_u1": g.idsULID(), "_u2": g.idsULID(), "_u3": g.idsULID(), "a": g.mailgun()},
		"blocking: this looks like the real key", "fixtures/users.json line 12")

	g.add("ids/standup-notes-ticket-keys-rotated-sendgrid", `
Standup 2026-05-03
- dana: PAY-1184 done (PR #«_pr1», merged as «_m1»); starting PAY-1190
- omar: rotated the SendGrid key after the leak, new one is «a», updated in Vault
- priya: flaky test traced to job «_job», opened PLAT-«_plat»
`, V{"_pr1": g.digits(4), "_m1": g.hex(9), "a": g.sendgrid(), "_job": g.idsGHJob(), "_plat": g.digits(3)},
		"Standup 2026-05-03", "updated in Vault")

	g.add("ids/discord-support-user-ids-bot-token-pasted", `
[support] helper-bot: user «_u1» opened thread «_th»
[support] «_u1»: my bot won't connect, guild «_g», here's what I use: «a»
[support] mod «_mod»: never post your token! reset it in the developer portal now
`, V{"_u1": g.idsSnow(), "_th": g.idsSnow(), "_g": g.idsSnow(), "a": g.discordBot(), "_mod": g.idsSnow()},
		"never post your token!", "reset it in the developer portal")

	g.add("ids/incident-timeline-edge-ids-teams-webhook", `
## Timeline (UTC)
10:02 CloudFront «_cf» starts returning 502 for /api/*
10:04 ALB request «_alb» shows target «_tg» unhealthy
10:09 trace «_tr» pins it on the new auth middleware
10:15 rollback

## Follow-ups
- alert to Teams: https://acme.webhook.office.com/webhookb2/«=grp»@«_ten»/IncomingWebhook/«a»/«=usr»
`, V{"_cf": g.idsCF(), "_alb": g.idsXRay(), "_tg": g.idsAWS("i"), "_tr": g.hex(32), "=grp": g.uuid(), "_ten": g.uuid(), "a": g.hex(32), "=usr": g.uuid()},
		"returning 502 for /api/*", "## Follow-ups")

	g.add("ids/vendor-welcome-email-account-id-key-once", `
Welcome to Quotient Maps!

Account ID:      «_acc»
Organization:    «_org»
Default project: «_proj»

Your server API key (shown once, store it safely):
«a»

Need help? Quote your account ID when contacting support.
`, V{"_acc": g.s(alUpNum, 12), "_org": "org_" + g.an(20), "_proj": "prj_" + g.an(20), "a": "qm_sk_" + g.b64u(44)},
		"Welcome to Quotient Maps!", "Quote your account ID")

	g.add("ids/forum-question-uuids-db-url", `
Title: Hibernate can't find entity with id «_e1» although it exists

I query «_e1» and «_e2» from the shell and both rows are there (tenant «_t»).
application.properties:
spring.datasource.url=jdbc:postgresql://db.internal:5432/crm
spring.datasource.username=crm
spring.datasource.password=«a»
`, V{"_e1": g.uuid(), "_e2": g.uuid(), "_t": g.uuid(), "a": g.pw()},
		"spring.datasource.url=jdbc:postgresql://db.internal:5432/crm", "Hibernate can't find entity")

	g.add("ids/agent-transcript-customer-lookup-header-echo", `
I'll look up the customer first.
> tool: http_get https://api.acme.io/v1/customers/«_c»
< 200 {"id":"«_c»","plan":"team","seats":14,"owner_id":"«_o»","created_by_request":"«_rq»"}
The customer exists. Next, the failing invoice «_inv».
> tool: http_get https://api.acme.io/v1/invoices/«_inv»
< 401 {"error":"invalid token","echo":{"authorization":"Bearer «a»"}}
`, V{"_c": g.idsCus(), "_o": g.uuid(), "_rq": g.uuid(), "_inv": g.idsSt("in"), "a": g.an(40)},
		"I'll look up the customer first.", `"error":"invalid token"`)

	g.add("ids/meeting-notes-zoom-id-passcode", `
Vendor call with Northwind — recording id «_rec»
Meeting ID «_mid», passcode «a»
Their ticket: NW-«_tk», our contract number «_ctr»
`, V{"_rec": g.b64(16), "_mid": g.digits(3) + " " + g.digits(4) + " " + g.digits(4), "a": g.an(8), "_tk": g.digits(6), "_ctr": "C-" + g.digits(6)},
		"Vendor call with Northwind", "our contract number")

	g.add("ids/offsite-chat-device-ids-wifi-password", `
nina: offsite wifi is "Harbor-Guest", password «a»
nina: the projector pairs via AirPlay code shown on screen, room display id «_disp»
leo: my laptop (serial «_ser», asset ACME-«_asset») won't join, MAC «_mac»
`, V{"a": g.pw(), "_disp": g.uuid(), "_ser": g.s(alUpNum, 12), "_asset": g.digits(4), "_mac": g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2)},
		"Harbor-Guest", "AirPlay code shown on screen")
}

func (g *G) idsCodeConsts() {
	g.add("ids/go-feature-flag-uuids-launchdarkly-sdk-key", `
package flags

const (
	NewCheckout    = "«_f1»"
	SearchV2       = "«_f2»"
	DarkModeBanner = "«_f3»"
)

// client-side id is public and ships in the web bundle; the SDK key is server-only
const ldClientSideID = "«_cs»"
const ldSDKKey = "«a»"
`, V{"_f1": g.uuid(), "_f2": g.uuid(), "_f3": g.uuid(), "_cs": g.hex(24), "a": "sdk-" + g.uuid()},
		"the SDK key is server-only", "package flags")

	g.add("ids/ts-fixture-stripe-ids-webhook-secret", `
// test/fixtures/stripe.ts
export const fixtures = {
  customer: "«_c»",
  subscription: "«_s»",
  price: "«_p»",
  invoice: "«_i»",
};
export const WEBHOOK_SECRET = "«a»";
`, V{"_c": g.idsCus(), "_s": g.idsSt("sub"), "_p": g.idsSt("price"), "_i": g.idsSt("in"), "a": g.whsec()},
		"// test/fixtures/stripe.ts", "export const fixtures")

	g.add("ids/sql-migration-seed-ids-alter-user-password", `
-- 0042_seed_plans.sql
INSERT INTO plans (id, slug, stripe_price) VALUES
  ('«_p1»', 'starter', '«_sp1»'),
  ('«_p2»', 'team', '«_sp2»');
INSERT INTO orgs (id, name) VALUES ('«_o»', 'Acme Internal');
ALTER USER reporting WITH PASSWORD '«a»';
`, V{"_p1": g.idsULID(), "_sp1": g.idsSt("price"), "_p2": g.idsULID(), "_sp2": g.idsSt("price"), "_o": g.uuid(), "a": g.pw()},
		"-- 0042_seed_plans.sql", "'Acme Internal'")

	g.add("ids/python-settings-slack-drive-ids-user-token", `
# reports/settings.py
SLACK_CHANNEL_FINANCE = "«_c1»"
SLACK_CHANNEL_ALERTS = "«_c2»"
SHEET_ID = "«_sheet»"
DRIVE_FOLDER_ARCHIVE = "«_folder»"
SLACK_USER_TOKEN = "«a»"
`, V{"_c1": g.idsSlack("C"), "_c2": g.idsSlack("C"), "_sheet": g.idsDoc(), "_folder": g.idsDrive(), "a": g.xoxp()},
		"# reports/settings.py", "SLACK_CHANNEL_FINANCE")

	g.add("ids/rust-test-snowflakes-hmac-key-const", `
#[cfg(test)]
mod tests {
    const GUILD: u64 = «_g»;
    const CHANNEL: u64 = «_ch»;
    const MESSAGE_ID: &str = "«_m»";
    const TRACE: &str = "«_tr»";
}

pub const WEBHOOK_HMAC_KEY: &str = "«a»";
`, V{"_g": g.idsSnow(), "_ch": g.idsSnow(), "_m": g.idsULID(), "_tr": g.hex(32), "a": g.hex(64)},
		"#[cfg(test)]", "WEBHOOK_HMAC_KEY")

	g.add("ids/terraform-ami-subnet-sg-ids-rds-password", `
module "bastion" {
  source        = "./modules/bastion"
  ami           = "«_ami»"
  subnet_id     = "«_sn»"
  security_groups = ["«_sg1»", "«_sg2»"]
}

resource "aws_rds_cluster" "reports" {
  cluster_identifier = "reports"
  master_username    = "reports"
  master_password    = "«a»"
  snapshot_identifier = "arn:aws:rds:eu-west-1:«_acct»:cluster-snapshot:reports-pre-upgrade"
}
`, V{"_ami": g.idsAWS("ami"), "_sn": g.idsAWS("subnet"), "_sg1": g.idsAWS("sg"), "_sg2": g.idsAWS("sg"), "a": g.pwStrong(), "_acct": g.digits(12)},
		"./modules/bastion", "reports-pre-upgrade")

	g.add("ids/ansible-inventory-instance-ids-become-password", `
[web]
web-1 ansible_host=«_ip1» ec2_id=«_i1»
web-2 ansible_host=«_ip2» ec2_id=«_i2»

[web:vars]
ansible_user=ubuntu
ansible_become_password=«a»
host_key_checking_fp=«_fp»
`, V{"_ip1": g.idsIP10(), "_i1": g.idsAWS("i"), "_ip2": g.idsIP10(), "_i2": g.idsAWS("i"), "a": g.pw(), "_fp": g.idsSSHFP()},
		"[web:vars]", "ansible_user=ubuntu")

	g.add("ids/java-enum-twilio-sids-auth-token", `
public enum SmsRoute {
    MARKETING("«_mg1»"),
    TRANSACTIONAL("«_mg2»"),
    OTP("«_mg3»");
    // ...
}

Twilio.init("«_ac»", "«a»");
`, V{"_mg1": g.idsTw("MG"), "_mg2": g.idsTw("MG"), "_mg3": g.idsTw("MG"), "_ac": g.idsTw("AC"), "a": g.hex(32)},
		"public enum SmsRoute", "Twilio.init(")

	g.add("ids/swift-revenuecat-public-keys-secret-key", `
// Purchases.swift (app)
Purchases.configure(withAPIKey: "appl_«_pub»")
let entitlement = "pro_«_ent»"
let offering = "ofrng«_off»"

// scripts/grant.swift (server-side tool, not shipped)
let revenueCatSecret = "sk_«a»"
`, V{"_pub": g.an(27), "_ent": g.hex(8), "_off": g.hex(10), "a": g.an(32)},
		"Purchases.configure(withAPIKey:", "not shipped")

	g.add("ids/psql-api-keys-table-hashes-new-key-once", `
$ psql -c "select key_id, prefix, sha256, created_at from api_keys where org_id = '«_org»'"
        key_id        |  prefix  |                              sha256                              |     created_at
----------------------+----------+------------------------------------------------------------------+---------------------
 key_«_k1» | ak_live_ | «_h1» | 2026-04-02 10:11:00
 key_«_k2» | ak_live_ | «_h2» | 2026-05-01 08:40:12
$ acme-admin keys create --org «_org» --name ci
Created key_«_k3». Copy the secret now, it will not be shown again:
ak_live_«a»
`, V{"_org": g.uuid(), "_k1": g.an(16), "_h1": g.hex(64), "_k2": g.an(16), "_h2": g.hex(64), "_k3": g.an(16), "a": g.b64u(40)},
		"it will not be shown again", "from api_keys where org_id")

	g.add("ids/ruby-constants-shopify-gids-env-fallback", `
module Catalog
  GIFT_CARD_PRODUCT = "gid://shopify/Product/«_p»"
  GIFT_CARD_VARIANTS = %w[gid://shopify/ProductVariant/«_v1» gid://shopify/ProductVariant/«_v2»].freeze
  LOCATION = "gid://shopify/Location/«_loc»"
  TOKEN = ENV.fetch("SHOPIFY_ADMIN_TOKEN", "«a»")
end
`, V{"_p": g.digits(13), "_v1": g.digits(14), "_v2": g.digits(14), "_loc": g.digits(11), "a": g.shpat()},
		"module Catalog", `ENV.fetch("SHOPIFY_ADMIN_TOKEN"`)

	g.add("ids/csharp-appsettings-tenant-client-ids-secret", `
{
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "TenantId": "«_ten»",
    "ClientId": "«_cli»",
    "ClientSecret": "«a»"
  },
  "Graph": {"SharePointSiteId": "acme.sharepoint.com,«_s1»,«_s2»"},
  "ApplicationInsights": {"CloudRoleInstance": "«_ri»"}
}
`, V{"_ten": g.uuid(), "_cli": g.uuid(), "a": g.azSecret(), "_s1": g.uuid(), "_s2": g.uuid(), "_ri": "web-" + g.hex(12)},
		"https://login.microsoftonline.com/", "SharePointSiteId")

	g.add("ids/kotlin-analytics-ids-signing-store-password", `
// build.gradle.kts
android {
    defaultConfig {
        applicationId = "io.acme.field"
        buildConfigField("String", "AMPLITUDE_PROJECT", "\"«_amp»\"")
        buildConfigField("String", "ONESIGNAL_APP_ID", "\"«_os»\"")
    }
    signingConfigs {
        create("release") {
            storeFile = file("keys/release.jks")
            storePassword = "«a»"
            keyAlias = "release"
        }
    }
}
// versionCode from CI build «_bn», commit «_sha»
`, V{"_amp": g.digits(6), "_os": g.uuid(), "a": g.pw(), "_bn": g.digits(5), "_sha": g.hex(8)},
		`applicationId = "io.acme.field"`, "keys/release.jks")
}
