package cases

import (
	"fmt"
	"net/url"
	"strings"
)

// bizCases adds the credentials of the long tail of business SaaS and
// regional APIs that no other batch names, mostly one vendor a case,
// written the way secret scanners' rule examples and real sessions look:
// .env lines named after the vendor alone, YAML, JSON, TOML, INI and
// properties entries, SDK constructors with positional arguments, curl with
// the vendor's own header, tokens in URL paths and query strings, a token
// alone on its own line under a sentence or comment naming the vendor, a
// token after the vendor's name in chat, id-and-secret pairs, bare
// prefixed tokens in logs. About a third put the token where no credential
// word stands just before it. Themes: CRM and sales engagement, marketing
// automation, SMS, WhatsApp and push providers, help desks and live chat,
// reviews and reputation, HR, payroll and applicant tracking, time
// tracking and shift planning, regional accounting and ERP, tax and
// e-invoicing, e-signature and legal practice tools, property management
// and listing feeds, restaurant POS and food delivery, booking engines and
// channel managers, identity verification, KYC/AML and embedded insurance,
// open banking aggregators, logistics and customs, regional marketplaces,
// dropshipping and print on demand, loyalty and gift cards, donations,
// nonprofit and church management, school information systems,
// government and company registry APIs, telecom operator APIs and
// regional clouds. Surrounding prose is in the vendor's language where it
// is regional (Portuguese, Spanish, Polish, Czech, Slovak, Hungarian,
// Romanian, Turkish, Japanese, Korean, Chinese, Indonesian, Vietnamese,
// Filipino, Russian, Ukrainian, German, French, Dutch, Swedish, Norwegian,
// Danish, Finnish, Italian, Greek, Arabic). Benign: public ids, account, tenant and merchant
// numbers, publishable keys, endpoints, API versions and field names.
// Where a vendor's token shape is not documented publicly the shape is a
// plausible guess, marked "shape guessed". The case names start with
// "biz/".
func (g *G) bizCases() {
	g.bzCRM()
	g.bzMarketing()
	g.bzMessaging()
	g.bzSupport()
	g.bzReviews()
	g.bzHR()
	g.bzTime()
	g.bzAccounting()
	g.bzTax()
	g.bzLegal()
	g.bzProperty()
	g.bzRestaurant()
	g.bzHospitality()
	g.bzIdentity()
	g.bzOpenBanking()
	g.bzLogistics()
	g.bzMarketplaces()
	g.bzLoyalty()
	g.bzNonprofit()
	g.bzSchool()
	g.bzGov()
	g.bzTelecom()
	g.bzClouds()
}

// ---- values used only here ----

func (g *G) bzUp(n int) string   { return g.s(alUpNum, n) }
func (g *G) bzLow(n int) string  { return g.s(alLowNum, n) }
func (g *G) bzHexU(n int) string { return g.s(alHexU, n) }
func (g *G) bzUUIDU() string     { return strings.ToUpper(g.uuid()) }

// bzJWT is a JWT whose payload names the issuer, a subject and an expiry.
func (g *G) bzJWT(alg, iss string) string {
	iat := 1760000000 + g.r.IntN(20000000)
	return g.jwt(alg, fmt.Sprintf(`{"iss":"%s","sub":"%s","iat":%d,"exp":%d}`, iss, g.uuid(), iat, iat+31536000))
}

// bzMeli is a Mercado Libre access token: APP_USR-, the app id, a date,
// 32 hex digits and the user id.
func (g *G) bzMeli() string {
	return "APP_USR-" + g.digits(16) + "-" + g.digits(6) + "-" + g.hex(32) + "-" + g.digits(9)
}

// bzEbayCert is an eBay Cert ID (client secret).
func (g *G) bzEbayCert() string {
	return "PRD-" + g.hex(12) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(4)
}

// bzOnfido is an Onfido (Entrust) live API token.
func (g *G) bzOnfido() string { return "api_live." + g.b64u(11) + "." + g.b64u(32) }

// bzSumsub is a Sumsub app token (prd: production, sbx: sandbox).
func (g *G) bzSumsub(env string) string { return env + ":" + g.an(24) + "." + g.an(32) }

// bzRakuten is a Rakuten RMS serviceSecret (SP) or licenseKey (SL).
func (g *G) bzRakuten(p string) string { return p + g.digits(6) + "_" + g.an(16) }

// bzTripletex is a Tripletex consumer or employee token: base64 JSON.
func (g *G) bzTripletex() string {
	return b64s(fmt.Sprintf(`{"tokenId":%d,"token":"%s"}`, 1000+g.r.IntN(90000), g.uuid()))
}

// bzDataGoKr is a data.go.kr service key (decoding form, padded base64).
func (g *G) bzDataGoKr() string { return g.b64(66) }

// bzNAVSign is a Hungarian NAV Online Számla XML signing key (shape guessed
// from the portal's dashed form).
func (g *G) bzNAVSign() string {
	return g.hex(2) + "-" + g.hex(4) + "-" + g.hex(14) + g.bzUp(10)
}

func (g *G) bzCRM() {
	g.add("biz/insightly-requests-basic-tuple", `
import requests

INSIGHTLY = "«a»"
r = requests.get("https://api.na1.insightly.com/v3.1/Contacts?top=50", auth=(INSIGHTLY, ""))
r.raise_for_status()
`, V{"a": g.uuid()}, "https://api.na1.insightly.com/v3.1/Contacts?top=50", "r.raise_for_status()")

	// Nutshell: shape guessed.
	g.add("biz/nutshell-jsonrpc-curl-user", `
$ curl -s -u "sales-ops@acme-tools.com:«a»" https://app.nutshell.com/api/v1/json \
    -d '{"id":"1","method":"findLeads","params":{"query":{"status":0},"limit":25}}'
`, V{"a": g.hex(40)}, `"method":"findLeads"`, "https://app.nutshell.com/api/v1/json")

	// Capsule CRM: shape guessed.
	g.add("biz/capsule-env-vendor-only", `
CAPSULE_CRM=«a»
curl -s -H "Authorization: Bearer $CAPSULE_CRM" "https://api.capsulecrm.com/api/v2/parties?perPage=100&embed=tags"
`, V{"a": g.an(64)}, "Bearer $CAPSULE_CRM", "perPage=100&embed=tags")

	g.add("biz/freshsales-token-token-header", `
GET /crm/sales/api/contacts/view/«_v» HTTP/1.1
Host: acme-retail.myfreshworks.com
Authorization: Token token=«a»
Content-Type: application/json
`, V{"_v": g.digits(11), "a": g.b64u(22)}, "Host: acme-retail.myfreshworks.com")

	// Attio: shape guessed.
	g.add("biz/attio-ky-instance", `
// attio sync worker
export const attio = ky.create({
  prefixUrl: "https://api.attio.com/v2",
  headers: { Authorization: "Bearer «a»" },
});
const people = await attio.post("objects/people/records/query", { json: { limit: 500 } }).json();
`, V{"a": g.hex(64)}, `prefixUrl: "https://api.attio.com/v2"`, "objects/people/records/query")

	// Keap: the KeapAK- prefix is documented; the length is guessed.
	g.add("biz/keap-service-account-bare-line", `
# Keap (ex-Infusionsoft) service account for the nightly order import,
# created under Settings > API Settings by dana:
«a»
`, V{"a": "KeapAK-" + g.an(56)}, "created under Settings > API Settings by dana:")

	g.add("biz/teamleader-focus-tokens-json", `
$ cat .teamleader/tokens.json
{
  "token_type": "Bearer",
  "expires_in": 3600,
  "access_token": "«a»",
  "refresh_token": "«b»"
}
`, V{"a": g.bzJWT("RS256", "https://focus.teamleader.eu"), "b": "def50200" + g.hex(320)}, `"token_type": "Bearer"`, `"expires_in": 3600`)

	g.add("biz/amocrm-env-russian-comment", `
# интеграция amoCRM (раздел amoМаркет -> Создать интеграцию), аккаунт acmetrade
AMO_SUBDOMAIN=acmetrade
AMO=«a»
`, V{"a": g.bzJWT("RS256", "https://acmetrade.amocrm.ru")}, "AMO_SUBDOMAIN=acmetrade", "аккаунт acmetrade")

	g.add("biz/retailcrm-apikey-query-log", `
[2026-03-14 09:12:55] retailcrm.INFO: GET https://acme.retailcrm.ru/api/v5/orders?apiKey=«a»&limit=100&page=3 {"status":200,"ms":412}
`, V{"a": g.an(32)}, "https://acme.retailcrm.ru/api/v5/orders?apiKey=", `{"status":200,"ms":412}`)

	g.add("biz/vtiger-wsclient-positional", `
<?php
require_once "vtwsclib/Vtiger/WSClient.php";
$client = new Vtiger_WSClient("https://crm.acme-industries.in");
$ok = $client->doLogin("integration", "«a»");
$leads = $client->doQuery("SELECT * FROM Leads LIMIT 50;");
`, V{"a": g.an(16)}, `new Vtiger_WSClient("https://crm.acme-industries.in")`, `SELECT * FROM Leads LIMIT 50;`)

	g.add("biz/replyio-x-api-key-curl", `
$ curl -s https://api.reply.io/v1/people?page=1 -H "x-api-key: «a»" | jq '.people | length'
100
`, V{"a": g.an(24)}, "https://api.reply.io/v1/people?page=1")

	// Salesflare: shape guessed.
	g.add("biz/salesflare-chat-after-name", `
[10:42] mika: salesflare is «a» — can you wire it into the n8n HTTP node for the weekly pipeline export?
[10:43] agent: Sure, I'll store it as an n8n credential instead of in the workflow JSON.
`, V{"a": g.b64u(43)}, "[10:43] agent: Sure, I'll store it as an n8n credential instead of in the workflow JSON.")
}

func (g *G) bzMarketing() {
	g.add("biz/moosend-apikey-query", `
$ http GET "https://api.moosend.com/v3/lists.json?apikey=«a»&WithStatistics=false"
HTTP/1.1 200 OK
{"Code":0,"Error":null,"Context":{"Paging":{"PageSize":10,"CurrentPage":1,"TotalResults":4}}}
`, V{"a": g.uuid()}, `"TotalResults":4`, "WithStatistics=false")

	// Ortto: shape guessed.
	g.add("biz/ortto-region-header", `
curl -X POST https://api.eu.ap3api.com/v1/person/get \
  -H "X-Api-Key: «a»" \
  -H "Content-Type: application/json" \
  -d '{"limit":50,"fields":["str::email","str::first"]}'
`, V{"a": g.hex(40)}, "https://api.eu.ap3api.com/v1/person/get", `"fields":["str::email","str::first"]`)

	g.add("biz/emarsys-wsse-ruby-config", `
Emarsys.configure do |c|
  c.api_username = "acme_shop001"
  c.api_password = "«a»"
  c.api_endpoint = "https://api.emarsys.net/api/v2"
end
`, V{"a": g.an(20)}, `c.api_username = "acme_shop001"`, `"https://api.emarsys.net/api/v2"`)

	g.add("biz/dotdigital-apiuser-curl", `
$ curl -s -u "apiuser-«=u»@apiconnector.com:«a»" https://r1-api.dotdigital.com/v2/account-info | jq '.properties[] | select(.name=="ApiEndpoint")'
{"name":"ApiEndpoint","type":"String","value":"https://r1-api.dotdigital.com"}
`, V{"=u": g.hex(12), "a": g.pwStrong()}, `"value":"https://r1-api.dotdigital.com"`)

	// Campaign Monitor: shape guessed.
	g.add("biz/createsend-basic-user-x", `
$ curl -s -u "«a»:x" https://api.createsend.com/api/v3.3/clients.json
[{"ClientID":"«_c»","Name":"Acme Outdoor"}]
`, V{"a": g.b64(66), "_c": g.hex(32)}, "https://api.createsend.com/api/v3.3/clients.json", `"Name":"Acme Outdoor"`)

	g.add("biz/constantcontact-v3-env", `
CTCT_CLIENT_ID=«_c»
CTCT_CLIENT_SECRET=«a»
CTCT_REDIRECT=https://mktg.acme-events.com/oauth/ctct/callback
CTCT_REFRESH=«b»
`, V{"_c": g.uuid(), "a": g.b64u(22), "b": g.b64u(43)}, "CTCT_REDIRECT=https://mktg.acme-events.com/oauth/ctct/callback")

	// EmailOctopus: the eo_ prefix of API v2 keys, length guessed.
	g.add("biz/emailoctopus-vendor-env", `
# .env.production (newsletter service)
EMAILOCTOPUS=«a»
EMAILOCTOPUS_LIST=«_l»
`, V{"a": "eo_" + g.hex(64), "_l": g.uuid()}, "# .env.production (newsletter service)", "EMAILOCTOPUS_LIST=")

	g.add("biz/sendpulse-php-defines", `
use Sendpulse\RestApi\ApiClient;
use Sendpulse\RestApi\Storage\FileStorage;

define('API_USER_ID', '«_id»');
define('API_SECRET', '«a»');
$SPApiClient = new ApiClient(API_USER_ID, API_SECRET, new FileStorage());
`, V{"_id": g.hex(32), "a": g.hex(32)}, `use Sendpulse\RestApi\ApiClient;`, "new FileStorage()")

	g.add("biz/unisender-url-russian-comment", `
# список рассылок из Unisender для отчёта маркетинга
wget -qO- "https://api.unisender.com/ru/api/getLists?format=json&api_key=«a»"
`, V{"a": g.bzLow(40)}, "# список рассылок из Unisender для отчёта маркетинга", "https://api.unisender.com/ru/api/getLists?format=json")

	g.add("biz/cleverreach-german-prose-pair", `
Hier der CleverReach-Zugang für den Newsletter-Sync aus Shopware (REST v3, Gruppe 48211):
client_id: «_c»
client_secret: «a»
Bitte nur in den Umgebungsvariablen ablegen, nicht im Repo.
`, V{"_c": g.an(10), "a": g.an(32)}, "Bitte nur in den Umgebungsvariablen ablegen, nicht im Repo.", "Gruppe 48211")

	g.add("biz/mautic-basic-auth-php", `
$settings = ['userName' => 'api-bot', 'password' => '«a»'];
$initAuth = new ApiAuth();
$auth = $initAuth->newAuth($settings, 'BasicAuth');
$contactApi = (new MauticApi())->newApi('contacts', $auth, 'https://mautic.acme-marketing.eu/api/');
`, V{"a": g.pw()}, "'https://mautic.acme-marketing.eu/api/'", "$initAuth->newAuth($settings, 'BasicAuth')")

	g.add("biz/listmonk-api-user-basic", `
$ curl -s -u "api_sync:«a»" "http://listmonk.acme.lan:9000/api/subscribers?per_page=all&query=subscribers.status='enabled'" | jq '.data.total'
18422
`, V{"a": g.an(32)}, "http://listmonk.acme.lan:9000/api/subscribers")

	g.add("biz/webengage-license-and-bearer", `
WEBENGAGE_LICENSE=«_lic»
WEBENGAGE_DC=in
WEBENGAGE=«a»
curl -H "Authorization: Bearer $WEBENGAGE" "https://api.in.webengage.com/v1/accounts/$WEBENGAGE_LICENSE/users"
`, V{"_lic": "~" + g.hex(8), "a": g.uuid()}, "WEBENGAGE_DC=in", "Bearer $WEBENGAGE")
}

func (g *G) bzMessaging() {
	g.add("biz/2factor-otp-url-path", `
$ curl -s "https://2factor.in/API/V1/«a»/SMS/+919812345678/AUTOGEN/OTP1"
{"Status":"Success","Details":"«_d»"}
`, V{"a": g.uuid(), "_d": g.uuid()}, `{"Status":"Success","Details":"`, "/AUTOGEN/OTP1")

	// Fast2SMS: shape guessed.
	g.add("biz/fast2sms-python-headers", `
headers = {"authorization": "«a»", "Content-Type": "application/x-www-form-urlencoded"}
payload = "variables_values=5599&route=otp&numbers=9999999999"
requests.post("https://www.fast2sms.com/dev/bulkV2", data=payload, headers=headers)
`, V{"a": g.an(80)}, "https://www.fast2sms.com/dev/bulkV2", "route=otp")

	g.add("biz/hubtel-quick-send-url", `
GET https://smsc.hubtel.com/v1/messages/send?clientsecret=«a»&clientid=«_c»&from=AcmeGH&to=233244123456&content=Your+order+is+on+the+way
`, V{"a": g.bzLow(8), "_c": g.bzLow(8)}, "from=AcmeGH&to=233244123456")

	g.add("biz/bulksms-requests-auth-tuple", `
resp = requests.post(
    "https://api.bulksms.com/v1/messages?auto-unicode=true",
    auth=("«_id»", "«a»"),
    json=[{"to": "+27821234567", "body": "Acme: your delivery window is 10:00-12:00"}],
)
`, V{"_id": g.bzHexU(32), "a": g.an(32)}, "https://api.bulksms.com/v1/messages?auto-unicode=true")

	g.add("biz/smsglobal-node-require-positional", `
const smsglobal = require("smsglobal")("«a»", "«b»");
smsglobal.sms.send({ origin: "AcmeAU", destination: "61412345678", message: "Your code is 8841" }, cb);
`, V{"a": g.hex(32), "b": g.hex(32)}, `origin: "AcmeAU"`)

	g.add("biz/esendex-dotnet-credentials", `
var credentials = new EsendexCredentials("notifications@acme-clinic.co.uk", "«a»");
var messagingService = new MessagingService(true, credentials);
messagingService.SendMessage(new SmsMessage("07700900123", "Reminder: appointment tomorrow 09:30", "EX0312345"));
`, V{"a": g.pw()}, `new MessagingService(true, credentials)`, `"EX0312345"`)

	g.add("biz/46elks-curl-swedish", `
# skicka engångskod via 46elks
curl https://api.46elks.com/a1/sms -u «=u»:«a» -d from=AcmeSE -d to=+46701234567 -d message="Din kod är 4821"
`, V{"=u": "u" + g.hex(32), "a": g.bzHexU(32)}, "# skicka engångskod via 46elks", `message="Din kod är 4821"`)

	// GatewayAPI: shape guessed.
	g.add("biz/gatewayapi-basic-username-danish", `
# GatewayAPI (EU-konto), bruges til SMS-påmindelser
curl -u "«a»:" https://gatewayapi.eu/rest/mtsms -d sender=AcmeDK -d "recipients.0.msisdn=4512345678" -d "message=Husk din tid i morgen"
`, V{"a": g.an(64)}, "# GatewayAPI (EU-konto), bruges til SMS-påmindelser", "https://gatewayapi.eu/rest/mtsms")

	g.add("biz/cmcom-producttoken-json", `
{
  "messages": {
    "authentication": { "producttoken": "«a»" },
    "msg": [{ "from": "AcmeNL", "to": [{ "number": "0031612345678" }], "body": { "content": "Uw pakket is onderweg" } }]
  }
}
`, V{"a": g.uuid()}, `"from": "AcmeNL"`, `"content": "Uw pakket is onderweg"`)

	g.add("biz/solapi-node-positional-korean", `
// 솔라피 문자 발송 (알림톡 실패 시 대체)
const { SolapiMessageService } = require("solapi");
const messageService = new SolapiMessageService("«a»", "«b»");
await messageService.send({ to: "01012345678", from: "0212345678", text: "[에이크미] 인증번호 482913" });
`, V{"a": "NCS" + g.bzUp(13), "b": g.bzUp(32)}, "// 솔라피 문자 발송 (알림톡 실패 시 대체)", `from: "0212345678"`)

	g.add("biz/wati-env-bearer-value", `
WATI_ENDPOINT=https://live-mt-server.wati.io/«_t»
WATI=Bearer «a»
`, V{"_t": g.digits(6), "a": g.bzJWT("HS256", "Clare.AI")}, "WATI_ENDPOINT=https://live-mt-server.wati.io/")

	g.add("biz/aisensy-campaign-json", `
POST https://backend.aisensy.com/campaign/t1/api/v2
{
  "apiKey": "«a»",
  "campaignName": "cod_confirmation",
  "destination": "919876543210",
  "userName": "Acme Store",
  "templateParams": ["Ravi", "#A-10492"]
}
`, V{"a": g.bzJWT("HS256", "aisensy")}, `"campaignName": "cod_confirmation"`, "https://backend.aisensy.com/campaign/t1/api/v2")

	g.add("biz/pushwoosh-create-message-json", `
{
  "request": {
    "application": "«_app»",
    "auth": "«a»",
    "notifications": [{ "send_date": "now", "content": "Flash sale ends at midnight", "data": { "deeplink": "acme://sale" } }]
  }
}
`, V{"_app": g.bzUp(5) + "-" + g.bzUp(5), "a": g.an(80)}, `"content": "Flash sale ends at midnight"`)

	g.add("biz/pushy-api-key-query-go", `
url := "https://api.pushy.me/push?api_key=«a»"
body := []byte(`+"`"+`{"to":"/topics/news","data":{"message":"Hello"}}`+"`"+`)
resp, err := http.Post(url, "application/json", bytes.NewReader(body))
`, V{"a": g.hex(64)}, "https://api.pushy.me/push?api_key=", `"to":"/topics/news"`)

	g.add("biz/green-api-url-path-instance", `
$ curl -X POST "https://api.green-api.com/waInstance«_i»/sendMessage/«a»" -H "Content-Type: application/json" -d '{"chatId":"79001234567@c.us","message":"Заказ готов к выдаче"}'
{"idMessage":"«_m»"}
`, V{"_i": g.digits(10), "a": g.hex(50), "_m": g.bzHexU(20)}, `"chatId":"79001234567@c.us"`)

	g.add("biz/yunpian-single-send-chinese", `
# 云片短信：注册验证码
curl -s "https://sms.yunpian.com/v2/sms/single_send.json" \
  -d "apikey=«a»" \
  -d "mobile=13800138000" \
  --data-urlencode "text=【艾克米】您的验证码是482913。如非本人操作，请忽略本短信"
`, V{"a": g.hex(32)}, "# 云片短信：注册验证码", "https://sms.yunpian.com/v2/sms/single_send.json")

	// İleti Merkezi: shape guessed.
	g.add("biz/iletimerkezi-xml-turkish", `
<!-- İleti Merkezi: sipariş kargolandı bildirimi -->
<request>
  <authentication>
    <key>«a»</key>
    <hash>«b»</hash>
  </authentication>
  <order><sender>ACMETR</sender><message><text>Siparişiniz kargoya verildi.</text><receipents><number>5321234567</number></receipents></message></order>
</request>
`, V{"a": g.hex(32), "b": g.hex(64)}, "<sender>ACMETR</sender>", "<!-- İleti Merkezi: sipariş kargolandı bildirimi -->")
}

func (g *G) bzSupport() {
	g.add("biz/helpscout-app-env-pair", `
HELPSCOUT_APP_ID=«_c»
HELPSCOUT_APP_SECRET=«a»
HELPSCOUT_MAILBOX=«_m»
`, V{"_c": g.an(32), "a": g.an(32), "_m": g.digits(6)}, "HELPSCOUT_MAILBOX=")

	g.add("biz/kayako-basic-curl", `
$ curl -s -u "integrations@acme-games.com:«a»" "https://acme-games.kayako.com/api/v1/cases.json?limit=20&fields=id,subject,status"
`, V{"a": g.pw()}, "https://acme-games.kayako.com/api/v1/cases.json?limit=20&fields=id,subject,status")

	// Gladly: shape guessed.
	g.add("biz/gladly-user-colon-value", `
curl -s -u api-user@acme-apparel.com:«a» \
  "https://acme-apparel.gladly.com/api/v1/customer-profiles?email=jane%40example.com"
`, V{"a": g.b64u(40)}, "https://acme-apparel.gladly.com/api/v1/customer-profiles?email=jane%40example.com")

	// Re:amaze: shape guessed.
	g.add("biz/reamaze-ruby-initializer", `
# config/initializers/reamaze.rb
Reamaze.configure do |c|
  c.brand = "acme-kitchen"
  c.login = "support@acme-kitchen.com"
  c.token = "«a»"
end
`, V{"a": g.hex(40)}, `c.brand = "acme-kitchen"`, "# config/initializers/reamaze.rb")

	g.add("biz/happyfox-key-and-code-curl", `
curl -s -u «a»:«b» -H "Content-Type: application/json" "https://acme.happyfox.com/api/1.1/json/tickets/?size=50&status=_pending"
`, V{"a": g.hex(32), "b": g.hex(32)}, "https://acme.happyfox.com/api/1.1/json/tickets/?size=50&status=_pending")

	g.add("biz/groove-vendor-env", `
GROOVE=«a»
GROOVE_MAILBOX=support@acme-labs.io
`, V{"a": g.hex(64)}, "GROOVE_MAILBOX=support@acme-labs.io")

	// Deskpro: shape guessed.
	g.add("biz/deskpro-key-header", `
GET /api/v2/tickets?count=50 HTTP/1.1
Host: helpdesk.acme-hosting.net
Authorization: key 3:«a»
`, V{"a": g.bzUp(32)}, "Host: helpdesk.acme-hosting.net", "GET /api/v2/tickets?count=50 HTTP/1.1")

	g.add("biz/osticket-python-headers", `
OST_URL = "https://support.acme-school.org/api/tickets.json"
OST = "«a»"
requests.post(OST_URL, json=ticket, headers={"X-API-Key": OST, "Expect": ""})
`, V{"a": g.bzHexU(32)}, `OST_URL = "https://support.acme-school.org/api/tickets.json"`)

	// Jitbit: shape guessed.
	g.add("biz/jitbit-bare-under-sentence", `
Jitbit helpdesk (acme.jitbit.com), the integration user's one from My Profile:
«a»
It is sent as a Bearer header on /helpdesk/api/Tickets.
`, V{"a": g.b64(48)}, "It is sent as a Bearer header on /helpdesk/api/Tickets.", "acme.jitbit.com")

	// Jivo: the provider id and path token of the Bot API; shape guessed.
	g.add("biz/jivo-bot-webhook-path", `
Bot webhook for the Jivo channel (set in Jivo -> Integrations -> Bot API):
https://bot.jivosite.com/webhooks/«_p»/«a»
`, V{"_p": g.bzLow(10), "a": g.an(32)}, "Bot webhook for the Jivo channel")

	g.add("biz/smartsupp-public-widget-and-api", `
<script>
  var _smartsupp = _smartsupp || {};
  _smartsupp.key = '«_pub»';
</script>
# server side only
SMARTSUPP=«a»
`, V{"_pub": g.hex(40), "a": g.an(40)}, "# server side only")
}

func (g *G) bzReviews() {
	g.add("biz/trustpilot-client-credentials-curl", `
$ curl -s -X POST https://api.trustpilot.com/v1/oauth/oauth-business-users-for-applications/accesstoken \
    -u "«a»:«b»" -d "grant_type=client_credentials"
{"access_token":"«c»","expires_in":"359999","token_type":"Bearer"}
`, V{"a": g.an(32), "b": g.an(16), "c": g.an(28)}, `"token_type":"Bearer"`, `"expires_in":"359999"`)

	g.add("biz/yotpo-utoken-url", `
GET https://api.yotpo.com/v1/apps/«_app»/reviews?utoken=«a»&since_date=2026-01-01&count=100
`, V{"_app": g.an(40), "a": g.an(40)}, "since_date=2026-01-01&count=100")

	g.add("biz/stamped-pubkey-and-private-basic", `
curl -s -u "pubkey-«_p»:key-«a»" "https://stamped.io/api/v2/«_s»/dashboard/reviews?page=1"
`, V{"_p": g.an(32), "a": g.an(32), "_s": g.digits(6)}, "https://stamped.io/api/v2/")

	g.add("biz/bazaarvoice-shared-encoding-properties", `
# Bazaarvoice hosted authentication (user auth string signing)
bv.client=acme-home
bv.environment=production
bv.sharedEncodingKey=«a»
`, V{"a": g.an(24)}, "bv.client=acme-home", "bv.environment=production")

	g.add("biz/reviewsio-store-apikey-headers", `
curl -s "https://api.reviews.io/merchant/reviews?per_page=100" \
  -H "store: acme-outdoor-uk" \
  -H "apikey: «a»"
`, V{"a": g.hex(32)}, "store: acme-outdoor-uk", "https://api.reviews.io/merchant/reviews?per_page=100")

	g.add("biz/provenexpert-requests-auth-german", `
# ProvenExpert: Bewertungen für das Dashboard abholen
r = requests.get("https://www.provenexpert.com/api/v1/rating/summary/get", auth=("«=id»", "«a»"))
`, V{"=id": g.an(30), "a": g.an(28)}, "# ProvenExpert: Bewertungen für das Dashboard abholen")

	g.add("biz/trustedshops-yaml-german", `
# Trusted Shops API (Kundenbewertungen), Shop-ID ist öffentlich
trustedshops:
  tsid: «_tsid»
  client_id: «_c»
  client_secret: «a»
`, V{"_tsid": "X" + g.bzHexU(32), "_c": g.hex(32) + "__" + g.bzLow(8), "a": g.an(40)}, "Shop-ID ist öffentlich")
}

func (g *G) bzHR() {
	// Deel: shape guessed.
	g.add("biz/deel-vendor-env-and-curl", `
DEEL=«a»
curl -s https://api.letsdeel.com/rest/v2/contracts?limit=50 -H "Authorization: Bearer $DEEL"
`, V{"a": g.hex(64)}, "https://api.letsdeel.com/rest/v2/contracts?limit=50", "Bearer $DEEL")

	g.add("biz/paylocity-appsettings-json", `
{
  "Paylocity": {
    "BaseUrl": "https://api.paylocity.com/api/v2",
    "CompanyId": "«_co»",
    "ClientId": "«_c»",
    "ClientSecret": "«a»"
  }
}
`, V{"_co": g.digits(5), "_c": g.an(32), "a": g.b64(64)}, `"BaseUrl": "https://api.paylocity.com/api/v2"`)

	// Factorial: shape guessed.
	g.add("biz/factorial-ts-spanish-comment", `
// Factorial HR: sincronizar ausencias con el calendario del equipo
const factorial = new FactorialClient("https://api.factorialhr.com/api/2026-01-01", "«a»");
const leaves = await factorial.get("/resources/timeoff/leaves?approved=true");
`, V{"a": g.b64u(43)}, "// Factorial HR: sincronizar ausencias con el calendario del equipo", "/resources/timeoff/leaves?approved=true")

	// PayFit: shape guessed.
	g.add("biz/payfit-french-chat", `
Salut, pour l'export des fiches de paie j'ai créé une intégration PayFit côté partenaire :
«a»
Elle a le scope employees:read uniquement, company id «_co».
`, V{"a": "pf_" + g.an(40), "_co": g.hex(24)}, "Elle a le scope employees:read uniquement")

	g.add("biz/lucca-application-header", `
curl -s "https://acme.ilucca.net/api/v3/users?fields=id,name,mail&dtContractEnd=null" \
  -H "Authorization: lucca application=«a»"
`, V{"a": g.uuid()}, "https://acme.ilucca.net/api/v3/users?fields=id,name,mail&dtContractEnd=null")

	g.add("biz/nmbrs-soap-header-dutch", `
<!-- Nmbrs koppeling salarisadministratie -->
<soap:Header>
  <AuthHeaderWithDomain xmlns="https://api.nmbrs.nl/soap/v3/EmployeeService">
    <Username>hr-koppeling@acme.nl</Username>
    <Token>«a»</Token>
    <Domain>acme</Domain>
  </AuthHeaderWithDomain>
</soap:Header>
`, V{"a": g.hex(32)}, "<!-- Nmbrs koppeling salarisadministratie -->", "<Domain>acme</Domain>")

	g.add("biz/keypay-basic-username-only", `
$ curl -s -u "«a»:" https://api.yourpayroll.com.au/api/v2/business/«_b»/employee/unstructured | jq length
87
`, V{"a": g.an(40), "_b": g.digits(6)}, "https://api.yourpayroll.com.au/api/v2/business/")

	g.add("biz/greythr-client-token-curl", `
curl -s -X POST "https://acme.greythr.com/uas/v1/oauth2/client-token" -u "acme-hrms-sync:«a»"
`, V{"a": g.uuid()}, "https://acme.greythr.com/uas/v1/oauth2/client-token", "acme-hrms-sync")

	g.add("biz/workable-spi-bearer", `
$ curl -s "https://acme-robotics.workable.com/spi/v3/jobs?state=published" -H "Authorization: Bearer «a»" | jq '.jobs[].title'
"Senior Firmware Engineer"
`, V{"a": g.hex(64)}, `"Senior Firmware Engineer"`, "https://acme-robotics.workable.com/spi/v3/jobs?state=published")

	g.add("biz/smartrecruiters-smarttoken", `
GET https://api.smartrecruiters.com/jobs?limit=100&status=SOURCING
X-SmartToken: «a»
`, V{"a": "DCRA1-" + g.hex(32)}, "https://api.smartrecruiters.com/jobs?limit=100&status=SOURCING")

	// Recruitee: shape guessed.
	g.add("biz/recruitee-company-and-bearer", `
RECRUITEE_COMPANY_ID=«_co»
RECRUITEE=«a»
curl -H "Authorization: Bearer $RECRUITEE" https://api.recruitee.com/c/$RECRUITEE_COMPANY_ID/candidates
`, V{"_co": g.digits(5), "a": g.an(40)}, "Bearer $RECRUITEE")

	g.add("biz/teamtailor-token-token-version", `
curl "https://api.teamtailor.com/v1/candidates?page[size]=30" \
  -H "Authorization: Token token=«a»" \
  -H "X-Api-Version: 20240404"
`, V{"a": g.an(40)}, "X-Api-Version: 20240404")

	g.add("biz/jazzhr-apikey-url-bare", `
Applicants feed we poll every 15 min (JazzHR / resumator):
https://api.resumatorapi.com/v1/applicants/page/1?apikey=«a»
`, V{"a": g.an(32)}, "Applicants feed we poll every 15 min")

	// Breezy HR: shape guessed.
	g.add("biz/breezy-raw-authorization-node", `
const breezy = got.extend({
  prefixUrl: "https://api.breezy.hr/v3/company/«_co»",
  headers: { authorization: "«a»" },
});
`, V{"_co": g.hex(12), "a": g.hex(64)}, `prefixUrl: "https://api.breezy.hr/v3/company/`)

	// Gupy: shape guessed.
	g.add("biz/gupy-portuguese-bearer", `
# Gupy: puxar candidaturas da vaga de analista (API pública v1)
curl -s "https://api.gupy.io/api/v1/jobs/«_j»/applications?perPage=100" -H "Authorization: Bearer «a»"
`, V{"_j": g.digits(7), "a": g.uuid()}, "# Gupy: puxar candidaturas da vaga de analista (API pública v1)")
}

func (g *G) bzTime() {
	g.add("biz/timecamp-token-in-path", `
GET https://app.timecamp.com/third_party/api/entries/format/json/api_token/«a»/from/2026-03-01/to/2026-03-31
`, V{"a": g.hex(26)}, "/from/2026-03-01/to/2026-03-31")

	g.add("biz/hubstaff-pat-bare-line", `
Hubstaff personal access (Developer -> Personal access tokens), exchanged for an access token on each run:
«a»
`, V{"a": g.bzJWT("RS256", "https://account.hubstaff.com")}, "exchanged for an access token on each run:")

	g.add("biz/kimai-legacy-auth-headers", `
curl -s https://time.acme-agency.de/api/timesheets?size=100 \
  -H "X-AUTH-USER: export-bot" \
  -H "X-AUTH-TOKEN: «a»"
`, V{"a": g.pwStrong()}, "X-AUTH-USER: export-bot", "https://time.acme-agency.de/api/timesheets?size=100")

	g.add("biz/deputy-oauth-scheme-header", `
POST /api/v1/resource/Roster/QUERY HTTP/1.1
Host: acme-cafe.au.deputy.com
Authorization: OAuth «a»
Content-Type: application/json

{"search":{"s1":{"field":"Date","type":"ge","data":"2026-04-01"}}}
`, V{"a": g.hex(32)}, "Host: acme-cafe.au.deputy.com", "POST /api/v1/resource/Roster/QUERY HTTP/1.1")

	g.add("biz/planday-refresh-danish", `
# Planday: vagtplan-eksport (app-id er ikke hemmeligt)
curl -s -X POST https://id.planday.com/connect/token \
  -d client_id=«_c» \
  -d grant_type=refresh_token \
  -d refresh_token=«a»
`, V{"_c": g.uuid(), "a": g.b64u(43)}, "# Planday: vagtplan-eksport (app-id er ikke hemmeligt)", "https://id.planday.com/connect/token")
}

func (g *G) bzAccounting() {
	g.add("biz/myob-cftoken-headers", `
curl -s "https://api.myob.com/accountright/«_cf»/Contact/Customer?\$top=50" \
  -H "Authorization: Bearer «a»" \
  -H "x-myobapi-key: «=k»" \
  -H "x-myobapi-cftoken: «b»" \
  -H "x-myobapi-version: v2"
`, V{"_cf": g.uuid(), "a": g.b64u(300), "=k": g.uuid(), "b": b64s("Administrator:" + g.pwURL())}, "x-myobapi-version: v2")

	// Moneybird: shape guessed.
	g.add("biz/moneybird-dutch-bare-line", `
De Moneybird-koppeling voor administratie «_adm» gebruikt deze (alleen lezen, verloopt niet):
«a»
`, V{"_adm": g.digits(18), "a": g.hex(64)}, "gebruikt deze (alleen lezen, verloopt niet):")

	g.add("biz/snelstart-koppelsleutel-appsettings", `
"SnelStart": {
  "BaseUrl": "https://b2bapi.snelstart.nl/v2",
  "SubscriptionKey": "«a»",
  "Koppelsleutel": "«b»"
}
`, V{"a": g.hex(32), "b": g.b64(150)}, `"BaseUrl": "https://b2bapi.snelstart.nl/v2"`)

	g.add("biz/fortnox-legacy-headers-swedish", `
# Fortnox: hämta kundfakturor för bokslut (gammal integration, ska migreras till OAuth)
curl -s https://api.fortnox.se/3/invoices?filter=unpaid \
  -H "Access-Token: «a»" \
  -H "Client-Secret: «b»" \
  -H "Accept: application/json"
`, V{"a": g.uuid(), "b": g.an(10)}, "# Fortnox: hämta kundfakturor för bokslut", "https://api.fortnox.se/3/invoices?filter=unpaid")

	g.add("biz/tripletex-python-positional-norwegian", `
# Tripletex: eksport av bilag til regnskapsbyrået
client = Tripletex("«a»", "«b»", base_url="https://tripletex.no/v2")
vouchers = client.ledger.voucher.search(dateFrom="2026-01-01", dateTo="2026-02-01")
`, V{"a": g.bzTripletex(), "b": g.bzTripletex()}, "# Tripletex: eksport av bilag til regnskapsbyrået", `base_url="https://tripletex.no/v2"`)

	g.add("biz/economic-agreement-headers", `
GET https://restapi.e-conomic.com/customers?pagesize=1000
X-AppSecretToken: «a»
X-AgreementGrantToken: «b»
Content-Type: application/json
`, V{"a": g.an(43), "b": g.an(43)}, "https://restapi.e-conomic.com/customers?pagesize=1000")

	g.add("biz/erpnext-token-pair-header", `
$ curl -s "https://erp.acme-foods.in/api/resource/Sales%20Invoice?limit_page_length=20" \
    -H "Authorization: token «a»:«b»"
`, V{"a": g.hex(15), "b": g.hex(15)}, "https://erp.acme-foods.in/api/resource/Sales%20Invoice?limit_page_length=20")

	g.add("biz/omie-json-portuguese", `
# Omie: listar contas a receber do mês (ERP do cliente Mercadinho Acme)
curl -s -X POST https://app.omie.com.br/api/v1/financas/contareceber/ -H "Content-type: application/json" -d '{
  "call": "ListarContasReceber",
  "app_key": "«a»",
  "app_secret": "«b»",
  "param": [{"pagina": 1, "registros_por_pagina": 50}]
}'
`, V{"a": g.digits(13), "b": g.hex(32)}, `"call": "ListarContasReceber"`, "# Omie: listar contas a receber do mês")

	g.add("biz/siigo-auth-json-spanish", `
// Siigo Nube: obtener token para facturación electrónica (ambiente producción)
const { data } = await axios.post("https://api.siigo.com/auth", {
  username: "facturacion@acme.com.co",
  access_key: "«a»",
}, { headers: { "Partner-Id": "AcmeFacturador" } });
`, V{"a": b64s(g.uuid() + ":" + g.an(12))}, `"Partner-Id": "AcmeFacturador"`, "// Siigo Nube: obtener token para facturación electrónica")

	// lexoffice: shape guessed.
	g.add("biz/lexoffice-vendor-env-german", `
# Belege aus lexoffice für die DATEV-Übergabe
LEXOFFICE=«a»
curl -s https://api.lexoffice.io/v1/voucherlist?voucherType=invoice\&voucherStatus=open -H "Authorization: Bearer $LEXOFFICE"
`, V{"a": g.b64u(48)}, "# Belege aus lexoffice für die DATEV-Übergabe", "Bearer $LEXOFFICE")

	g.add("biz/qonto-login-colon-secret", `
GET https://thirdparty.qonto.com/v2/transactions?bank_account_id=«_b»&status[]=completed
Authorization: acme-sas-8412:«a»
`, V{"_b": g.uuid(), "a": g.hex(32)}, "https://thirdparty.qonto.com/v2/transactions?bank_account_id=")

	g.add("biz/fakturownia-token-with-subdomain", `
# Fakturownia: pobranie faktur za marzec do księgowości
curl "https://acme.fakturownia.pl/invoices.json?period=more&date_from=2026-03-01&date_to=2026-03-31&api_token=«a»"
`, V{"a": g.an(20) + "/acme"}, "# Fakturownia: pobranie faktur za marzec do księgowości")

	g.add("biz/superfaktura-sfapi-header-slovak", `
# SuperFaktúra – zoznam neuhradených faktúr
curl -s https://moja.superfaktura.sk/invoices/index.json/status:1 \
  -H "Authorization: SFAPI email=uctovnictvo%40acme.sk&apikey=«a»&company_id=«_c»"
`, V{"a": g.hex(32), "_c": g.digits(5)}, "# SuperFaktúra – zoznam neuhradených faktúr")

	// Számlázz.hu Számla Agent kulcs: shape guessed.
	g.add("biz/szamlazz-agentkulcs-xml", `
<xmlszamla xmlns="http://www.szamlazz.hu/xmlszamla">
  <beallitasok>
    <szamlaagentkulcs>«a»</szamlaagentkulcs>
    <eszamla>true</eszamla>
    <szamlaLetoltes>true</szamlaLetoltes>
  </beallitasok>
`, V{"a": g.bzLow(42)}, `<xmlszamla xmlns="http://www.szamlazz.hu/xmlszamla">`, "<eszamla>true</eszamla>")

	g.add("biz/smartbill-basic-romanian", `
# SmartBill: emitere factură din comanda WooCommerce
curl -s -u "contabilitate@acme.ro:«a»" -H "Content-Type: application/json" https://ws.smartbill.ro/SBORO/api/invoice -d @factura.json
`, V{"a": g.hex(32)}, "# SmartBill: emitere factură din comanda WooCommerce", "https://ws.smartbill.ro/SBORO/api/invoice")

	g.add("biz/freee-token-response-japanese", `
# freee会計: 認可コードをトークンに交換した結果
{
  "access_token": "«a»",
  "token_type": "bearer",
  "expires_in": 21600,
  "refresh_token": "«b»",
  "scope": "read write",
  "company_id": «_co»
}
`, V{"a": g.hex(64), "b": g.hex(64), "_co": g.digits(7)}, "# freee会計: 認可コードをトークンに交換した結果", `"expires_in": 21600`)

	// MISA meInvoice: shape guessed.
	g.add("biz/misa-meinvoice-vietnamese", `
// Kết nối MISA meInvoice để phát hành hóa đơn điện tử
const misa = new MisaClient("https://api.meinvoice.vn/api/integration", "0101243150", "«a»");
`, V{"a": g.uuid()}, "// Kết nối MISA meInvoice để phát hành hóa đơn điện tử", `"0101243150"`)

	g.add("biz/kingdee-k3cloud-conf-chinese", `
; 金蝶云星空 WebAPI 集成配置
[config]
X-KDApi-AcctID = «_acct»
X-KDApi-UserName = api_user
X-KDApi-AppID = «_app»
X-KDApi-AppSec = «a»
X-KDApi-ServerUrl = https://acme.ik3cloud.com/k3cloud/
`, V{"_acct": g.hex(24), "_app": g.digits(6) + "_" + g.an(24), "a": g.hex(32)}, "; 金蝶云星空 WebAPI 集成配置", "X-KDApi-UserName = api_user")
}

func (g *G) bzTax() {
	g.add("biz/avalara-avatax-withsecurity-csharp", `
var client = new AvaTaxClient("AcmeCheckout", "4.2.0", Environment.MachineName, AvaTaxEnvironment.Production)
    .WithSecurity(«_acct», "«a»");
var ping = client.Ping();
`, V{"_acct": g.digits(10), "a": g.bzHexU(16)}, `new AvaTaxClient("AcmeCheckout", "4.2.0"`, "AvaTaxEnvironment.Production")

	g.add("biz/taxjar-python-client", `
import taxjar
client = taxjar.Client(api_key="«a»", api_url=taxjar.DEFAULT_API_URL)
rates = client.rates_for_location("90002", {"city": "Los Angeles", "country": "US"})
`, V{"a": g.hex(32)}, `client.rates_for_location("90002"`, "taxjar.DEFAULT_API_URL")

	g.add("biz/vatlayer-validate-url", `
$ curl -s "http://apilayer.net/api/validate?access_key=«a»&vat_number=LU26375245&format=1"
{"valid":true,"database":"ok","format_valid":true,"query":"LU26375245","country_code":"LU","company_name":"AMAZON EUROPE CORE S.A R.L."}
`, V{"a": g.hex(32)}, `"country_code":"LU"`, "vat_number=LU26375245")

	// Storecove: shape guessed.
	g.add("biz/storecove-peppol-env", `
# Peppol access point for outgoing e-invoices (Storecove, legal entity «_le»)
STORECOVE_LEGAL_ENTITY=«_le»
STORECOVE=«a»
`, V{"_le": g.digits(6), "a": g.b64u(43)}, "# Peppol access point for outgoing e-invoices")

	// ClearTax: shape guessed.
	g.add("biz/cleartax-gst-auth-header", `
curl -s -X PUT "https://api-sandbox.clear.in/einv/v2/eInvoice/generate" \
  -H "x-cleartax-auth-token: «a»" \
  -H "gstin: 29AAFCD5862R000" \
  -H "Content-Type: application/json" -d @irn_request.json
`, V{"a": "1." + g.uuid() + "_" + g.hex(64)}, "gstin: 29AAFCD5862R000", "https://api-sandbox.clear.in/einv/v2/eInvoice/generate")

	g.add("biz/focusnfe-basic-username-portuguese", `
# Focus NFe: consultar NF-e emitida pela loja (referência do pedido)
curl -s -u "«a»:" "https://api.focusnfe.com.br/v2/nfe/pedido-48213?completa=1"
`, V{"a": g.an(32)}, "# Focus NFe: consultar NF-e emitida pela loja", "https://api.focusnfe.com.br/v2/nfe/pedido-48213?completa=1")

	// Facturapi: the sk_live_ prefix is documented; the length is guessed.
	g.add("biz/facturapi-node-positional-spanish", `
// Timbrado de CFDI 4.0 con Facturapi (organización de producción)
const Facturapi = require("facturapi").default;
const facturapi = new Facturapi("«a»");
const invoice = await facturapi.invoices.create({ customer: clienteId, items, payment_form: "28", use: "G03" });
`, V{"a": "sk_live_" + g.an(32)}, "// Timbrado de CFDI 4.0 con Facturapi", `payment_form: "28", use: "G03"`)

	g.add("biz/nubefact-ruta-token-spanish", `
# Nubefact: envío de boleta electrónica a SUNAT
NUBEFACT_RUTA=https://api.nubefact.com/api/v1/«_r»
NUBEFACT_TOKEN=«a»
`, V{"_r": g.uuid(), "a": g.hex(64)}, "# Nubefact: envío de boleta electrónica a SUNAT")

	// KSeF: shape guessed.
	g.add("biz/ksef-polish-bare-line", `
Wygenerowałem nowy token w KSeF dla NIP 5261040828 (uprawnienia: wystawianie i przeglądanie faktur):
«a»
Stary unieważniony.
`, V{"a": g.bzHexU(64)}, "Stary unieważniony.", "NIP 5261040828")

	g.add("biz/nav-online-szamla-properties", `
# NAV Online Számla technikai felhasználó (adószám 12345678)
nav.technicalUser.login=acmeapi01
nav.technicalUser.password=«a»
nav.technicalUser.signKey=«b»
nav.technicalUser.exchangeKey=«c»
nav.baseUrl=https://api.onlineszamla.nav.gov.hu/invoiceService/v3
`, V{"a": g.pwStrong(), "b": g.bzNAVSign(), "c": g.an(16)}, "nav.technicalUser.login=acmeapi01", "nav.baseUrl=https://api.onlineszamla.nav.gov.hu/invoiceService/v3")

	g.add("biz/mydata-aade-headers-greek", `
# myDATA (ΑΑΔΕ): αποστολή παραστατικών
POST https://mydatapi.aade.gr/myDATA/SendInvoices
aade-user-id: acme_erp
Ocp-Apim-Subscription-Key: «a»
`, V{"a": g.hex(32)}, "# myDATA (ΑΑΔΕ): αποστολή παραστατικών", "aade-user-id: acme_erp")

	g.add("biz/fattureincloud-python-italian", `
# Fatture in Cloud: esportazione fatture emesse per il commercialista
configuration = fattureincloud_python_sdk.Configuration()
configuration.access_token = "«a»"
company_id = «_co»
`, V{"a": "a/" + g.bzJWT("HS256", "fattureincloud"), "_co": g.digits(6)}, "# Fatture in Cloud: esportazione fatture emesse per il commercialista")

	g.add("biz/zatca-csid-env-arabic", `
# ZATCA (فاتورة): شهادة الإنتاج بعد الامتثال
ZATCA_ENV=core
ZATCA_CSID=«a»
ZATCA_SECRET=«b»
`, V{"a": b64s("MIID" + g.b64(900)), "b": g.b64(32)}, "# ZATCA (فاتورة): شهادة الإنتاج بعد الامتثال", "ZATCA_ENV=core")

	g.add("biz/parasut-password-grant-turkish", `
# Paraşüt: e-Arşiv fatura entegrasyonu (firma no «_f»)
curl -s -X POST https://api.parasut.com/oauth/token \
  -d grant_type=password \
  -d client_id=«_c» \
  -d client_secret=«a» \
  -d username=muhasebe@acme.com.tr \
  -d password=«b» \
  -d redirect_uri=urn:ietf:wg:oauth:2.0:oob
`, V{"_f": g.digits(6), "_c": g.b64u(43), "a": g.b64u(43), "b": g.pwURL()}, "# Paraşüt: e-Arşiv fatura entegrasyonu", "redirect_uri=urn:ietf:wg:oauth:2.0:oob")
}

func (g *G) bzLegal() {
	g.add("biz/signaturit-vendor-env-spanish", `
# Signaturit (producción): envío de contratos de alquiler para firma
SIGNATURIT=«a»
curl -s -H "Authorization: Bearer $SIGNATURIT" https://api.signaturit.com/v3/signatures.json?limit=20
`, V{"a": g.an(64)}, "# Signaturit (producción): envío de contratos de alquiler para firma", "Bearer $SIGNATURIT")

	g.add("biz/signrequest-token-scheme", `
POST https://acme.signrequest.com/api/v1/signrequest-quick-create/
Authorization: Token «a»
Content-Type: application/json

{"from_email":"legal@acme.io","signers":[{"email":"client@example.com"}],"file_from_url":"https://files.acme.io/nda-v3.pdf"}
`, V{"a": g.hex(40)}, `"file_from_url":"https://files.acme.io/nda-v3.pdf"`)

	g.add("biz/skribble-login-json", `
$ curl -s https://api.skribble.com/v2/access/login -H "Content-Type: application/json" \
    -d '{"username":"api_acme_ag_7f21","api-key":"«a»"}'
`, V{"a": g.uuid()}, `"username":"api_acme_ag_7f21"`, "https://api.skribble.com/v2/access/login")

	g.add("biz/scrive-oauth-plaintext-header", `
Authorization: oauth_signature_method="PLAINTEXT", oauth_consumer_key="«=ck»", oauth_token="«a»", oauth_signature="«b»&«c»"
`, V{"=ck": g.hex(16) + "_" + g.digits(4), "a": g.hex(16) + "_" + g.digits(4), "b": g.hex(16), "c": g.hex(16)}, `oauth_signature_method="PLAINTEXT"`)

	g.add("biz/autentique-graphql-portuguese", `
# Autentique: listar documentos pendentes de assinatura
curl -s https://api.autentique.com.br/v2/graphql \
  -H "Authorization: Bearer «a»" \
  -H "Content-Type: application/json" \
  -d '{"query":"query { documents(limit: 20, page: 1) { data { id name } } }"}'
`, V{"a": g.hex(64)}, "# Autentique: listar documentos pendentes de assinatura")

	g.add("biz/d4sign-tokenapi-cryptkey-url", `
GET https://secure.d4sign.com.br/api/v1/documents?tokenAPI=«a»&cryptKey=«b»
`, V{"a": "live_" + g.hex(64), "b": "live_crypt_" + g.an(32)}, "https://secure.d4sign.com.br/api/v1/documents?tokenAPI=")

	// ZapSign: shape guessed.
	g.add("biz/zapsign-python-positional", `
from zapsign import ZapsignClient
zapsign = ZapsignClient("«a»", sandbox=False)
doc = zapsign.create_doc(name="Contrato de prestação de serviços", url_pdf=pdf_url, signers=[{"name": "Maria Souza"}])
`, V{"a": g.uuid() + "-" + g.uuid()}, `name="Contrato de prestação de serviços"`, "sandbox=False")

	g.add("biz/mifiel-ruby-config-spanish", `
# Mifiel: firma electrónica avanzada (e.firma SAT)
Mifiel.config do |config|
  config.app_id = "«_id»"
  config.app_secret = "«a»"
  config.base_url = "https://app.mifiel.com/api/v1"
end
`, V{"_id": g.hex(40), "a": g.b64(64)}, "# Mifiel: firma electrónica avanzada (e.firma SAT)", `config.base_url = "https://app.mifiel.com/api/v1"`)
}

func (g *G) bzProperty() {
	g.add("biz/buildium-client-headers", `
curl -s "https://api.buildium.com/v1/rentals?limit=100" \
  -H "x-buildium-client-id: «_c»" \
  -H "x-buildium-client-secret: «a»"
`, V{"_c": g.uuid(), "a": g.b64(32)}, "https://api.buildium.com/v1/rentals?limit=100")

	g.add("biz/appfolio-basic-pair-curl", `
$ curl -s -u «_c»:«a» "https://acme-pm.appfolio.com/api/v1/reports/rent_roll.json?properties[properties_ids][]=12&paginate_results=true" | jq '.results | length'
212
`, V{"_c": g.hex(32), "a": g.hex(32)}, "https://acme-pm.appfolio.com/api/v1/reports/rent_roll.json")

	g.add("biz/yardi-voyager-soap-params", `
<GetResidentTransactions_Login xmlns="http://tempuri.org/YSI.Interfaces.WebServices/ItfResidentTransactions20">
  <UserName>acmeitf</UserName>
  <Password>«a»</Password>
  <ServerName>acme_live</ServerName>
  <Database>acme_live</Database>
  <Platform>SQL Server</Platform>
  <InterfaceEntity>Acme Portal</InterfaceEntity>
  <InterfaceLicense>«b»</InterfaceLicense>
  <YardiPropertyId>0412</YardiPropertyId>
</GetResidentTransactions_Login>
`, V{"a": g.pw(), "b": g.b64(380)}, "<InterfaceEntity>Acme Portal</InterfaceEntity>", "<YardiPropertyId>0412</YardiPropertyId>")

	g.add("biz/hostaway-access-tokens-curl", `
curl -s -X POST https://api.hostaway.com/v1/accessTokens \
  -H "Content-type: application/x-www-form-urlencoded" \
  -d "grant_type=client_credentials&client_id=«_acct»&client_secret=«a»&scope=general"
`, V{"_acct": g.digits(5), "a": g.hex(64)}, "https://api.hostaway.com/v1/accessTokens", "scope=general")

	// Smoobu: shape guessed.
	g.add("biz/smoobu-api-key-header-german", `
# Smoobu: Buchungen der Ferienwohnungen für die Reinigungsplanung
curl -s "https://login.smoobu.com/api/reservations?from=2026-06-01&to=2026-06-30" -H "Api-Key: «a»" -H "Cache-Control: no-cache"
`, V{"a": g.an(32)}, "# Smoobu: Buchungen der Ferienwohnungen für die Reinigungsplanung")

	g.add("biz/idealista-basic-base64-spanish", `
# idealista: token OAuth para la búsqueda de pisos en Madrid
curl -s -X POST "https://api.idealista.com/oauth/token" \
  -H "Authorization: Basic «a»" \
  -d "grant_type=client_credentials&scope=read"
`, V{"a": b64s(g.bzLow(32) + ":" + g.an(12))}, "# idealista: token OAuth para la búsqueda de pisos en Madrid")

	// Domain (Australia): the key_ prefix; length guessed.
	g.add("biz/domain-au-x-api-key", `
GET https://api.domain.com.au/v1/agencies/«_ag»/listings?listingStatusFilter=live&pageSize=50
X-Api-Key: «a»
`, V{"_ag": g.digits(5), "a": "key_" + g.hex(32)}, "listingStatusFilter=live&pageSize=50")

	// Follow Up Boss: the fka_ prefix and length are guessed.
	g.add("biz/followupboss-system-and-user", `
FUB_SYSTEM=AcmeIDX
FUB_SYSTEM_KEY=«a»
FUB=«b»
curl -u "$FUB:" -H "X-System: $FUB_SYSTEM" -H "X-System-Key: $FUB_SYSTEM_KEY" https://api.followupboss.com/v1/people?limit=25
`, V{"a": g.hex(32), "b": "fka_" + g.an(34)}, "FUB_SYSTEM=AcmeIDX", "https://api.followupboss.com/v1/people?limit=25")

	g.add("biz/mlsgrid-replication-bearer", `
curl -s -H "Authorization: Bearer «a»" "https://api.mlsgrid.com/v2/Property?\$filter=OriginatingSystemName%20eq%20'mred'%20and%20MlgCanView%20eq%20true&\$top=1000"
`, V{"a": g.hex(40)}, "https://api.mlsgrid.com/v2/Property?")

	g.add("biz/rentcast-x-api-key-python", `
r = requests.get(
    "https://api.rentcast.io/v1/avm/rent/long-term",
    params={"address": "5500 Grand Lake Dr, San Antonio, TX 78244", "propertyType": "Single Family"},
    headers={"X-Api-Key": "«a»", "accept": "application/json"},
)
`, V{"a": g.hex(32)}, "5500 Grand Lake Dr, San Antonio, TX 78244", "https://api.rentcast.io/v1/avm/rent/long-term")

	// Otodom (OLX Group partner API): shape guessed.
	g.add("biz/otodom-partner-polish", `
# Otodom: publikacja ogłoszeń z CRM biura nieruchomości
OTODOM_CLIENT_ID=«_c»
OTODOM_CLIENT_SECRET=«a»
OTODOM=«b»
`, V{"_c": g.digits(5), "a": g.an(48), "b": g.hex(40)}, "# Otodom: publikacja ogłoszeń z CRM biura nieruchomości")
}

func (g *G) bzRestaurant() {
	g.add("biz/toast-machine-client-env", `
TOAST_HOST=https://ws-api.toasttab.com
TOAST_CLIENT_ID=«_c»
TOAST_CLIENT_SECRET=«a»
TOAST_RESTAURANT_GUID=«_r»
`, V{"_c": g.an(32), "a": g.b64u(64), "_r": g.uuid()}, "TOAST_HOST=https://ws-api.toasttab.com", "TOAST_RESTAURANT_GUID=")

	// iikoCloud apiLogin: shape guessed.
	g.add("biz/iiko-apilogin-json-russian", `
# iikoCloud: получить токен для выгрузки меню ресторана
curl -s -X POST https://api-ru.iiko.services/api/1/access_token -H "Content-Type: application/json" -d '{"apiLogin":"«a»"}'
{"correlationId":"«_c»","token":"«b»"}
`, V{"a": g.hex(32), "_c": g.uuid(), "b": g.uuid()}, "# iikoCloud: получить токен для выгрузки меню ресторана", "https://api-ru.iiko.services/api/1/access_token")

	g.add("biz/poster-pos-token-query-ukrainian", `
// Poster POS: залишки складу для кав'ярні на Подолі
const url = "https://joinposter.com/api/storage.getStorageLeftovers?token=«a»&storage_id=1";
`, V{"a": g.digits(6) + ":" + g.hex(32)}, "// Poster POS: залишки складу для кав'ярні на Подолі", "&storage_id=1")

	// SumUp: the sup_sk_ prefix; length guessed.
	g.add("biz/sumup-python-client", `
from sumup import Sumup
client = Sumup(api_key="«a»")
checkout = client.checkouts.create(body={"checkout_reference": "ORD-10421", "amount": 12.5, "currency": "EUR", "merchant_code": "«_m»"})
`, V{"a": "sup_sk_" + g.an(32), "_m": "M" + g.bzUp(7)}, `"checkout_reference": "ORD-10421"`)

	g.add("biz/zettle-assertion-grant", `
curl -s -X POST https://oauth.zettle.com/token \
  -d grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer \
  -d client_id=«_c» \
  -d assertion=«a»
`, V{"_c": g.uuid(), "a": g.bzJWT("RS256", "https://oauth.zettle.com")}, "grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer", "https://oauth.zettle.com/token")

	g.add("biz/doordash-drive-jwt-credentials", `
accessKey = {
    "developer_id": "«_d»",
    "key_id": "«_k»",
    "signing_secret": "«a»",
}
token = jwt.encode(
    {"aud": "doordash", "iss": accessKey["developer_id"], "kid": accessKey["key_id"], "exp": exp, "iat": now},
    jwt.utils.base64url_decode(accessKey["signing_secret"]),
    algorithm="HS256",
    headers={"dd-ver": "DD-JWT-V1"},
)
`, V{"_d": g.uuid(), "_k": g.uuid(), "a": g.b64u(43)}, `headers={"dd-ver": "DD-JWT-V1"}`)

	// Wolt venue integration: shape guessed.
	g.add("biz/wolt-venue-basic-finnish", `
# Wolt: ravintolan ruokalistan synkronointi (venue «_v»)
curl -s -u "acme_ravintola:«a»" https://pos-integration-service.wolt.com/venues/«_v»/menu
`, V{"_v": g.hex(24), "a": g.an(32)}, "# Wolt: ravintolan ruokalistan synkronointi")

	g.add("biz/ifood-merchant-portuguese-json", `
// iFood: credenciais do app de integração do restaurante
{
  "grantType": "client_credentials",
  "clientId": "«_c»",
  "clientSecret": "«a»",
  "merchantId": "«_m»"
}
`, V{"_c": g.uuid(), "a": g.an(128), "_m": g.uuid()}, "// iFood: credenciais do app de integração do restaurante", `"grantType": "client_credentials"`)

	// Rappi: shape guessed.
	g.add("biz/rappi-partners-spanish", `
# Rappi: sincronizar disponibilidad de platos (tienda «_s»)
RAPPI_CLIENT_ID=«_c»
RAPPI_CLIENT_SECRET=«a»
RAPPI_AUDIENCE=https://int-public-api-v2/api
`, V{"_s": g.digits(9), "_c": g.an(32), "a": g.b64u(64)}, "# Rappi: sincronizar disponibilidad de platos", "RAPPI_AUDIENCE=https://int-public-api-v2/api")

	g.add("biz/yelp-fusion-bearer", `
$ curl -s "https://api.yelp.com/v3/businesses/search?location=Lisbon&categories=portuguese&limit=5" -H "Authorization: Bearer «a»"
`, V{"a": g.b64u(128)}, "https://api.yelp.com/v3/businesses/search?location=Lisbon&categories=portuguese&limit=5")
}

func (g *G) bzHospitality() {
	g.add("biz/bokun-hmac-config", `
bokun:
  base-url: https://api.bokun.io
  access-key: «=ak»
  secret-key: «a»
  vendor-id: «_v»
`, V{"=ak": g.hex(32), "a": g.hex(32), "_v": g.digits(5)}, "base-url: https://api.bokun.io")

	g.add("biz/fareharbor-app-user-headers", `
curl -s https://fareharbor.com/api/external/v1/companies/acme-kayak-tours/items/ \
  -H "X-FareHarbor-API-App: «a»" \
  -H "X-FareHarbor-API-User: «b»"
`, V{"a": g.uuid(), "b": g.uuid()}, "https://fareharbor.com/api/external/v1/companies/acme-kayak-tours/items/")

	g.add("biz/rezdy-apikey-query-log", `
[rezdy-sync] 2026-05-02 06:00:01 GET https://api.rezdy.com/v1/products/marketplace?apiKey=«a»&limit=100&offset=0 (200, 84 products)
`, V{"a": g.hex(32)}, "(200, 84 products)", "[rezdy-sync]")

	// Checkfront: shape guessed.
	g.add("biz/checkfront-basic-pair", `
$ curl -s -u «a»:«b» "https://acme-adventures.checkfront.com/api/3.0/booking?status_id=PAID&limit=100"
`, V{"a": g.hex(40), "b": g.hex(64)}, "https://acme-adventures.checkfront.com/api/3.0/booking?status_id=PAID&limit=100")

	g.add("biz/hotelbeds-signature-python", `
HOTELBEDS_KEY = "«a»"
HOTELBEDS_SECRET = "«b»"
signature = hashlib.sha256((HOTELBEDS_KEY + HOTELBEDS_SECRET + str(int(time.time()))).encode()).hexdigest()
headers = {"Api-key": HOTELBEDS_KEY, "X-Signature": signature, "Accept": "application/json"}
`, V{"a": g.an(32), "b": g.an(10)}, `"X-Signature": signature`)

	// Cloudbeds: the cbat_ prefix and length are guessed.
	g.add("biz/cloudbeds-bare-line-under-sentence", `
Cloudbeds property 318455 (Acme Hostel Porto), generated from Apps & Marketplace -> API Credentials:
«a»
`, V{"a": "cbat_" + g.an(32)}, "Acme Hostel Porto")

	// HotelRunner: shape guessed.
	g.add("biz/hotelrunner-token-query-turkish", `
# HotelRunner: yeni rezervasyonları PMS'e aktar
curl -s "https://app.hotelrunner.com/api/v2/apps/reservations?token=«a»&hr_id=«_h»&from_last_update_date=2026-05-01"
`, V{"a": g.hex(40), "_h": g.digits(8)}, "# HotelRunner: yeni rezervasyonları PMS'e aktar")

	g.add("biz/beds24-refresh-token-header", `
$ curl -s https://api.beds24.com/v2/authentication/token -H "refreshToken: «a»"
{"token":"«b»","expiresIn":86400}
`, V{"a": g.b64u(96), "b": g.b64u(96)}, `"expiresIn":86400`, "https://api.beds24.com/v2/authentication/token")
}

func (g *G) bzIdentity() {
	g.add("biz/onfido-python-positional", `
import onfido
from onfido.regions import Region

api = onfido.Api("«a»", base_url=Region.EU)
applicant = api.applicant.create({"first_name": "Jane", "last_name": "Doe"})
`, V{"a": g.bzOnfido()}, "base_url=Region.EU", "from onfido.regions import Region")

	g.add("biz/jumio-netverify-basic", `
curl -s -u "«a»:«b»" -H "User-Agent: AcmeBank KYC/2.3" \
  "https://netverify.com/api/netverify/v2/scans/«_s»/data"
`, V{"a": g.uuid(), "b": g.an(32), "_s": g.uuid()}, "User-Agent: AcmeBank KYC/2.3", "https://netverify.com/api/netverify/v2/scans/")

	g.add("biz/veriff-public-key-and-master-secret", `
// browser (public, goes in the bundle)
const veriff = Veriff({ host: "https://stationapi.veriff.com", apiKey: "«_pk»", parentId: "veriff-root" });

// server (.env)
VERIFF_SHARED_SECRET=«a»
`, V{"_pk": g.uuid(), "a": g.uuid()}, `parentId: "veriff-root"`, "// browser (public, goes in the bundle)")

	g.add("biz/sumsub-app-token-env", `
SUMSUB_BASE_URL=https://api.sumsub.com
SUMSUB_APP_TOKEN=«a»
SUMSUB_SECRET_KEY=«b»
SUMSUB_LEVEL=basic-kyc-level
`, V{"a": g.bzSumsub("prd"), "b": g.an(32)}, "SUMSUB_LEVEL=basic-kyc-level", "SUMSUB_BASE_URL=https://api.sumsub.com")

	g.add("biz/trulioo-api-key-header", `
POST https://api.globaldatacompany.com/verifications/v1/verify
x-trulioo-api-key: «a»
Content-Type: application/json

{"AcceptTruliooTermsAndConditions":true,"CountryCode":"AU","ConfigurationName":"Identity Verification"}
`, V{"a": g.hex(32)}, `"ConfigurationName":"Identity Verification"`)

	g.add("biz/complyadvantage-token-scheme", `
$ curl -s -X POST https://api.complyadvantage.com/searches \
    -H "Authorization: Token «a»" \
    -d '{"search_term":"Acme Trading LLC","fuzziness":0.6,"filters":{"types":["sanction","pep"]}}'
`, V{"a": g.an(32)}, `"filters":{"types":["sanction","pep"]}`)

	g.add("biz/shufti-env-pair", `
SHUFTI_CLIENT_ID=«a»
SHUFTI_SECRET=«b»
SHUFTI_CALLBACK=https://kyc.acme-exchange.com/hooks/shufti
`, V{"a": g.hex(64), "b": g.an(32)}, "SHUFTI_CALLBACK=https://kyc.acme-exchange.com/hooks/shufti")

	g.add("biz/smile-identity-node-positional", `
const smileIdentityCore = require("smile-identity-core");
const connection = new smileIdentityCore.WebApi("«_p»", "https://kyc.acme-lend.ng/smile/callback", "«a»", 1);
`, V{"_p": g.digits(4), "a": g.uuid()}, `require("smile-identity-core")`, "https://kyc.acme-lend.ng/smile/callback")

	// Dojah: shape guessed.
	g.add("biz/dojah-appid-and-secret-headers", `
curl -s "https://api.dojah.io/api/v1/kyc/nin?nin=70123456789" \
  -H "AppId: «_app»" \
  -H "Authorization: «a»"
`, V{"_app": g.hex(24), "a": "prod_sk_" + g.an(24)}, "https://api.dojah.io/api/v1/kyc/nin?nin=70123456789")

	g.add("biz/truora-jwt-header-spanish", `
# Truora: validación de antecedentes en Colombia
curl -X POST https://api.checks.truora.com/v1/checks \
  -H "Truora-API-Key: «a»" \
  -d "national_id=1022334455" -d "country=CO" -d "type=person" -d "user_authorized=true"
`, V{"a": g.bzJWT("HS256", "Truora")}, "# Truora: validación de antecedentes en Colombia", `-d "user_authorized=true"`)

	// idwall: shape guessed.
	g.add("biz/idwall-raw-header-portuguese", `
// idwall: consulta de relatório de background check do cliente PJ
const relatorio = await fetch("https://api-v2.idwall.co/relatorios/«_r»/dados", {
  headers: { Authorization: "«a»" },
}).then((r) => r.json());
`, V{"_r": g.uuid(), "a": g.uuid()}, "// idwall: consulta de relatório de background check do cliente PJ")

	// XCover: shape guessed.
	g.add("biz/xcover-partner-headers", `
XCOVER_PARTNER=ACME1
XCOVER=«a»
XCOVER_SIGNING=«b»
`, V{"a": g.bzUp(32), "b": g.b64(32)}, "XCOVER_PARTNER=ACME1")
}

func (g *G) bzOpenBanking() {
	g.add("biz/yapily-basic-uuid-pair", `
$ curl -s -u «=app»:«a» https://api.yapily.com/institutions | jq '.data | map(.id) | .[:3]'
["modelo-sandbox","natwest-sandbox","ob-lloyds"]
`, V{"=app": g.uuid(), "a": g.uuid()}, `["modelo-sandbox","natwest-sandbox","ob-lloyds"]`, "https://api.yapily.com/institutions")

	// Brankas: shape guessed.
	g.add("biz/brankas-direct-checkout-header", `
# Brankas Direct: checkout para sa online na tindahan (PH)
curl -s -X POST https://direct.bnk.to/v1/checkout \
  -H "x-api-key: «a»" \
  -H "Content-Type: application/json" -d @checkout.json
`, V{"a": g.b64u(43)}, "# Brankas Direct: checkout para sa online na tindahan (PH)", "https://direct.bnk.to/v1/checkout")

	g.add("biz/saltedge-app-id-secret-headers", `
GET https://www.saltedge.com/api/v6/connections?customer_id=«_cu»
Accept: application/json
App-id: «=app»
Secret: «a»
`, V{"_cu": g.digits(18), "=app": g.b64u(43), "a": g.b64u(43)}, "https://www.saltedge.com/api/v6/connections?customer_id=")

	g.add("biz/belvo-python-positional", `
from belvo.client import Client

client = Client("«a»", "«b»", "https://api.belvo.com")
links = client.Links.list(institution="banamex_mx_retail")
`, V{"a": g.uuid(), "b": g.b64u(64)}, `institution="banamex_mx_retail"`, "from belvo.client import Client")

	g.add("biz/pluggy-auth-json-portuguese", `
# Pluggy: autenticação para Open Finance (conta PJ da Acme)
curl -s -X POST https://api.pluggy.ai/auth -H "Content-Type: application/json" \
  -d '{"clientId":"«_c»","clientSecret":"«a»"}'
{"apiKey":"«b»"}
`, V{"_c": g.uuid(), "a": g.uuid(), "b": g.bzJWT("HS256", "pluggy")}, "# Pluggy: autenticação para Open Finance")

	// Mono: the live_sk_ prefix; length guessed.
	g.add("biz/mono-sec-key-header", `
curl -s https://api.withmono.com/v2/accounts/«_acc»/transactions?paginate=false \
  -H "mono-sec-key: «a»" -H "accept: application/json"
`, V{"_acc": g.hex(24), "a": "live_sk_" + g.bzLow(20)}, "paginate=false")

	g.add("biz/basiq-basic-and-version", `
curl -s -X POST https://au-api.basiq.io/token \
  -H "Authorization: Basic «a»" \
  -H "Content-Type: application/x-www-form-urlencoded" \
  -H "basiq-version: 3.0" \
  -d "scope=SERVER_ACCESS"
`, V{"a": b64s(g.uuid() + ":" + g.uuid())}, "basiq-version: 3.0", "scope=SERVER_ACCESS")

	// Akahu: the app_token_ and user_token_ prefixes; lengths guessed.
	g.add("biz/akahu-app-and-user-headers", `
GET https://api.akahu.io/v1/accounts
X-Akahu-ID: «=app»
Authorization: Bearer «a»
`, V{"=app": "app_token_" + g.bzLow(25), "a": "user_token_" + g.bzLow(25)}, "https://api.akahu.io/v1/accounts")

	g.add("biz/finapi-client-german", `
# finAPI Access (Produktivumgebung) – Kontoumsätze für die Buchhaltung
finapi.client-id=«_c»
finapi.client-secret=«a»
finapi.base-url=https://live.finapi.io
`, V{"_c": g.uuid(), "a": g.uuid()}, "finapi.base-url=https://live.finapi.io")

	g.add("biz/flinks-customer-id-path", `
POST https://acme-api.private.fin.ag/v3/«a»/BankingServices/GetAccountsDetail
Content-Type: application/json

{"LoginId":"«_l»","RequestId":"«_r»","WithTransactions":true,"DaysOfTransactions":"Days90"}
`, V{"a": g.uuid(), "_l": g.uuid(), "_r": g.uuid()}, `"DaysOfTransactions":"Days90"`)
}

func (g *G) bzLogistics() {
	// Zonos: shape guessed.
	g.add("biz/zonos-credential-token-graphql", `
const res = await fetch("https://api.zonos.com/graphql", {
  method: "POST",
  headers: { "credentialToken": "«a»", "Content-Type": "application/json" },
  body: JSON.stringify({ query: landedCostQuery, variables }),
});
`, V{"a": "credential_live_" + g.uuid()}, "https://api.zonos.com/graphql", "landedCostQuery")

	// Easyship: shape guessed.
	g.add("biz/easyship-ts-positional", `
import { Easyship } from "easyship";
const easyship = new Easyship("«a»");
const rates = await easyship.rates.create({ origin_country_alpha2: "SG", destination_country_alpha2: "AU", items });
`, V{"a": "prod_" + g.b64(32)}, `origin_country_alpha2: "SG"`)

	g.add("biz/sendle-basic-id-key", `
$ curl -s -u "acme_stationery:«a»" "https://api.sendle.com/api/quote?pickup_suburb=Wonglepong&pickup_postcode=4275&delivery_suburb=Foul%20Bay&delivery_postcode=5577&kilogram_weight=2"
`, V{"a": g.an(24)}, "pickup_suburb=Wonglepong&pickup_postcode=4275")

	g.add("biz/delhivery-token-scheme", `
curl -s "https://track.delhivery.com/api/v1/packages/json/?waybill=«_w»" -H "Authorization: Token «a»"
`, V{"_w": g.digits(14), "a": g.hex(40)}, "https://track.delhivery.com/api/v1/packages/json/?waybill=")

	// SiCepat: shape guessed.
	g.add("biz/sicepat-indonesian-header", `
# SiCepat: cek tarif ongkir untuk checkout toko
curl -s "https://apitrek.sicepat.com/customer/tariff?origin=CGK&destination=SUB10000&weight=1" -H "api-key: «a»"
`, V{"a": g.hex(32)}, "# SiCepat: cek tarif ongkir untuk checkout toko", "origin=CGK&destination=SUB10000&weight=1")

	// SF Express checkword: shape guessed.
	g.add("biz/sf-express-properties-chinese", `
# 顺丰开放平台：丰桥下单接口（生产环境）
sf.partnerID=ACME_SZ_01
sf.checkword=«a»
sf.url=https://sfapi.sf-express.com/std/service
`, V{"a": g.an(32)}, "# 顺丰开放平台：丰桥下单接口（生产环境）", "sf.partnerID=ACME_SZ_01")

	g.add("biz/melhorenvio-vendor-env-portuguese", `
# Melhor Envio: cotação de frete no checkout (token de produção gerado no painel)
MELHOR_ENVIO=«a»
MELHOR_ENVIO_UA=Acme Loja (ti@acmeloja.com.br)
`, V{"a": g.bzJWT("RS256", "melhorenvio")}, "MELHOR_ENVIO_UA=Acme Loja (ti@acmeloja.com.br)")

	// Andreani: shape guessed.
	g.add("biz/andreani-token-header-spanish", `
// Andreani: alta de envíos desde el e-commerce (contrato 400006709)
await axios.post("https://apis.andreani.com/v2/ordenes-de-envio", envio, {
  headers: { "x-authorization-token": "«a»" },
});
`, V{"a": g.bzJWT("HS256", "andreani")}, "// Andreani: alta de envíos desde el e-commerce (contrato 400006709)")

	g.add("biz/postnl-apikey-dutch", `
# PostNL: barcodes ophalen voor de zendingen van vandaag
curl -s "https://api.postnl.nl/shipment/v1_1/barcode?CustomerCode=DEVC&CustomerNumber=11223344&Type=3S&Serie=000000000-999999999" -H "apikey: «a»"
`, V{"a": g.an(32)}, "# PostNL: barcodes ophalen voor de zendingen van vandaag", "CustomerCode=DEVC&CustomerNumber=11223344")

	g.add("biz/colissimo-contract-json-french", `
// Colissimo : génération d'étiquette (contrat pro)
{
  "contractNumber": "«_c»",
  "password": "«a»",
  "outputFormat": { "x": 0, "y": 0, "outputPrintingType": "PDF_10x15_300dpi" }
}
`, V{"_c": g.digits(6), "a": g.pw()}, "// Colissimo : génération d'étiquette (contrat pro)", `"outputPrintingType": "PDF_10x15_300dpi"`)

	g.add("biz/cdek-client-credentials-russian", `
# СДЭК: получение токена для расчёта доставки
curl -s -X POST "https://api.cdek.ru/v2/oauth/token?grant_type=client_credentials&client_id=«a»&client_secret=«b»"
`, V{"a": g.an(32), "b": g.an(32)}, "# СДЭК: получение токена для расчёта доставки")

	g.add("biz/boxberry-token-url-russian", `
// Boxberry: список пунктов выдачи для виджета
const url = "https://api.boxberry.ru/json.php?token=«a»&method=ListPoints&prepaid=1&CountryCode=643";
`, V{"a": g.hex(32)}, "// Boxberry: список пунктов выдачи для виджета", "&method=ListPoints&prepaid=1&CountryCode=643")

	// Royal Mail Click & Drop: shape guessed.
	g.add("biz/royalmail-clickdrop-bare", `
Royal Mail Click & Drop, the one for the Acme Teas account (Settings > Integrations > Click & Drop API):
«a»
`, V{"a": g.uuid()}, "(Settings > Integrations > Click & Drop API):")

	g.add("biz/aras-kargo-soap-turkish", `
<!-- Aras Kargo: gönderi sorgulama servisi -->
<GetQueryJSON xmlns="http://tempuri.org/">
  <loginInfo>&lt;LoginInfo&gt;&lt;UserName&gt;acme_entegrasyon&lt;/UserName&gt;&lt;Password&gt;«a»&lt;/Password&gt;&lt;CustomerCode&gt;«_c»&lt;/CustomerCode&gt;&lt;/LoginInfo&gt;</loginInfo>
  <queryInfo>&lt;QueryInfo&gt;&lt;QueryType&gt;1&lt;/QueryType&gt;&lt;/QueryInfo&gt;</queryInfo>
</GetQueryJSON>
`, V{"a": g.pwURL(), "_c": g.digits(10)}, "<!-- Aras Kargo: gönderi sorgulama servisi -->", "&lt;UserName&gt;acme_entegrasyon&lt;/UserName&gt;")
}

func (g *G) bzMarketplaces() {
	g.add("biz/tiendanube-authentication-header", `
# Tiendanube / Nuvemshop: listar pedidos pagos da loja «_s»
curl -s "https://api.tiendanube.com/v1/«_s»/orders?payment_status=paid&per_page=50" \
  -H "Authentication: bearer «a»" \
  -H "User-Agent: Acme ERP Connector (dev@acme.com.br)"
`, V{"_s": g.digits(7), "a": g.hex(40)}, "User-Agent: Acme ERP Connector (dev@acme.com.br)")

	g.add("biz/vtex-appkey-apptoken-headers", `
curl -s "https://acmestore.vtexcommercestable.com.br/api/oms/pvt/orders?f_status=ready-for-handling" \
  -H "X-VTEX-API-AppKey: «=k»" \
  -H "X-VTEX-API-AppToken: «a»"
`, V{"=k": "vtexappkey-acmestore-" + g.bzUp(6), "a": g.s(alUpper, 100)}, "https://acmestore.vtexcommercestable.com.br/api/oms/pvt/orders?f_status=ready-for-handling")

	g.add("biz/mercadolibre-app-usr-log-spanish", `
2026-05-20 11:04:12 WARN meli.sync reintento 2/3 GET https://api.mercadolibre.com/users/«_u»/items/search?status=active
  Authorization: Bearer «a»
  -> 429 Too Many Requests (local_rate_limited)
`, V{"_u": g.digits(9), "a": g.bzMeli()}, "-> 429 Too Many Requests (local_rate_limited)", "reintento 2/3")

	// Shopee partner key: shape guessed.
	g.add("biz/shopee-partner-python-config", `
SHOPEE = {
    "host": "https://partner.shopeemobile.com",
    "partner_id": «_p»,
    "partner_key": "«a»",
    "shop_id": «_s»,
}
`, V{"_p": g.digits(7), "a": "shpk" + g.s(alLower+alUpper, 60), "_s": g.digits(9)}, `"host": "https://partner.shopeemobile.com"`)

	g.add("biz/lazada-java-client-positional", `
LazopClient client = new LazopClient("https://api.lazada.co.th/rest", "«_k»", "«a»");
LazopRequest request = new LazopRequest("/orders/get");
request.setHttpMethod("GET");
LazopResponse response = client.execute(request, accessToken);
`, V{"_k": g.digits(6), "a": g.an(32)}, `new LazopRequest("/orders/get")`, `"https://api.lazada.co.th/rest"`)

	g.add("biz/rakuten-rms-esa-japanese", `
# 楽天RMS WEB SERVICE: 受注検索（サービスシークレットとライセンスキー）
RMS_SERVICE=«a»
RMS_LICENSE=«b»
curl -s -X POST https://api.rms.rakuten.co.jp/es/2.0/order/searchOrder/ \
  -H "Authorization: ESA $(printf '%s:%s' "$RMS_SERVICE" "$RMS_LICENSE" | base64)"
`, V{"a": g.bzRakuten("SP"), "b": g.bzRakuten("SL")}, "# 楽天RMS WEB SERVICE: 受注検索", "https://api.rms.rakuten.co.jp/es/2.0/order/searchOrder/")

	g.add("biz/coupang-wing-hmac-korean", `
# 쿠팡 WING 오픈API: 발주서 목록 조회 (업체코드 «_v»)
COUPANG_VENDOR_ID=«_v»
COUPANG_ACCESS_KEY=«a»
COUPANG_SECRET_KEY=«b»
`, V{"_v": "A" + g.digits(8), "a": g.uuid(), "b": g.hex(40)}, "# 쿠팡 WING 오픈API: 발주서 목록 조회")

	// Cafe24: shape guessed.
	g.add("biz/cafe24-client-basic-korean", `
# 카페24 쇼핑몰 API: 주문 동기화 앱 (몰 ID acmemall)
CAFE24_MALL_ID=acmemall
CAFE24_CLIENT_ID=«_c»
CAFE24_CLIENT_SECRET=«a»
`, V{"_c": g.an(22), "a": g.an(22)}, "# 카페24 쇼핑몰 API: 주문 동기화 앱 (몰 ID acmemall)", "CAFE24_MALL_ID=acmemall")

	g.add("biz/flipkart-seller-basic-curl", `
curl -s -u «_id»:«a» "https://api.flipkart.net/oauth-service/oauth/token?grant_type=client_credentials&scope=Seller_Api"
`, V{"_id": g.an(32), "a": g.hex(32)}, "grant_type=client_credentials&scope=Seller_Api")

	g.add("biz/jumia-sellercenter-params", `
params = {
    "Action": "GetOrders",
    "Format": "JSON",
    "UserID": "seller-ops@acme.co.ke",
    "Version": "1.0",
    "Timestamp": ts,
}
params["Signature"] = hmac.new(b"«a»", urlencode(sorted(params.items())).encode(), hashlib.sha256).hexdigest()
`, V{"a": g.hex(40)}, `"UserID": "seller-ops@acme.co.ke"`, `"Action": "GetOrders"`)

	g.add("biz/trendyol-basic-supplier-turkish", `
# Trendyol: onaylanan siparişleri çek (satıcı id «_s»)
curl -s "https://apigw.trendyol.com/integration/order/sellers/«_s»/orders?status=Created&size=200" \
  -H "Authorization: Basic «a»" \
  -H "User-Agent: «_s» - SelfIntegration"
`, V{"_s": g.digits(6), "a": b64s(g.an(20) + ":" + g.an(20))}, "# Trendyol: onaylanan siparişleri çek")

	g.add("biz/kaufland-seller-keys-german", `
# Kaufland Marketplace Seller API – Angebote abgleichen
KAUFLAND_CLIENT_KEY=«a»
KAUFLAND_SECRET_KEY=«b»
KAUFLAND_STOREFRONT=de
`, V{"a": g.hex(32), "b": g.hex(64)}, "# Kaufland Marketplace Seller API – Angebote abgleichen", "KAUFLAND_STOREFRONT=de")

	g.add("biz/bolcom-client-credentials-dutch", `
# bol.com Retailer API: openstaande orders ophalen
curl -s -u "«_c»:«a»" -X POST "https://login.bol.com/token?grant_type=client_credentials" -H "Accept: application/json"
`, V{"_c": g.uuid(), "a": g.b64u(86)}, "# bol.com Retailer API: openstaande orders ophalen", "https://login.bol.com/token?grant_type=client_credentials")

	g.add("biz/ebay-yaml-appid-certid-authnauth", `
name: ebay_api_config
api.ebay.com:
    compatability: 1183
    appid: «_app»
    certid: «a»
    devid: «=dev»
    token: «b»
`, V{"_app": "AcmeCorp-Inventor-PRD-" + g.hex(9) + "-" + g.hex(8), "a": g.bzEbayCert(), "=dev": g.uuid(), "b": "v^1.1#i^1#p^3#r^1#I^3#f^0#t^H4sIAAAAAAAAA" + g.b64(400)}, "compatability: 1183", "name: ebay_api_config")

	g.add("biz/mirakl-raw-authorization-french", `
# Mirakl (opérateur Acme Marketplace) : import des offres vendeur
curl -s -X POST "https://acme-marketplace.mirakl.net/api/offers/imports" \
  -H "Authorization: «a»" \
  -F "file=@offres.csv" -F "import_mode=NORMAL"
`, V{"a": g.uuid()}, "# Mirakl (opérateur Acme Marketplace) : import des offres vendeur", `-F "import_mode=NORMAL"`)

	// BaseLinker: shape guessed.
	g.add("biz/baselinker-bltoken-polish", `
# BaseLinker: pobierz zamówienia z ostatniej godziny
curl -s https://api.baselinker.com/connector.php \
  -H "X-BLToken: «a»" \
  --data-urlencode "method=getOrders" \
  --data-urlencode 'parameters={"date_confirmed_from":1717000000}'
`, V{"a": g.digits(4) + "-" + g.digits(5) + "-" + g.bzUp(50)}, "# BaseLinker: pobierz zamówienia z ostatniej godziny", "https://api.baselinker.com/connector.php")

	g.add("biz/printify-bearer-shops", `
$ curl -s https://api.printify.com/v1/shops.json -H "Authorization: Bearer «a»"
[{"id":«_s»,"title":"Acme Merch","sales_channel":"shopify"}]
`, V{"a": g.bzJWT("RS256", "printify"), "_s": g.digits(8)}, `"sales_channel":"shopify"`)

	// Gelato: shape guessed.
	g.add("biz/gelato-x-api-key-env", `
GELATO=«a»
curl -s -H "X-API-KEY: $GELATO" https://order.gelatoapis.com/v4/orders:search -d '{"limit":50}'
`, V{"a": g.uuid() + "-" + g.uuid() + ":" + g.uuid()}, "https://order.gelatoapis.com/v4/orders:search")
}

func (g *G) bzLoyalty() {
	g.add("biz/loyaltylion-token-secret-basic", `
// loyaltylion.init({ token: "«_t»" }) runs in the storefront; the server side pairs it with the secret
const auth = Buffer.from("«_t»:«a»").toString("base64");
await fetch("https://api.loyaltylion.com/v2/activities", { method: "POST", headers: { Authorization: `+"`"+`Basic ${auth}`+"`"+` }, body });
`, V{"_t": g.hex(32), "a": g.hex(32)}, "https://api.loyaltylion.com/v2/activities")

	g.add("biz/talonone-management-and-integration", `
# Talon.One (deployment acme.europe-west1.talon.one)
curl -s https://acme.europe-west1.talon.one/v1/applications -H "Authorization: ManagementKey-v1 «a»"
curl -s -X PUT https://acme.europe-west1.talon.one/v2/customer_sessions/s-1042 -H "Authorization: ApiKey-v1 «b»" -d @session.json
`, V{"a": g.hex(64), "b": g.hex(64)}, "# Talon.One (deployment acme.europe-west1.talon.one)", "-d @session.json")

	g.add("biz/voucherify-app-id-token", `
const client = VoucherifyServerSide({
  applicationId: "«_id»",
  secretKey: "«a»",
  apiUrl: "https://as1.api.voucherify.io",
});
`, V{"_id": g.uuid(), "a": g.uuid()}, `apiUrl: "https://as1.api.voucherify.io"`)

	g.add("biz/giftbit-bearer-brands", `
$ curl -s "https://api.giftbit.com/papi/v1/brands?region=ca&limit=20" -H "Authorization: Bearer «a»" | jq '.brands[].brand_code' | head -3
"amazonca"
"starbucksca"
"tim_hortons"
`, V{"a": g.bzJWT("HS256", "giftbit")}, `"tim_hortons"`, "https://api.giftbit.com/papi/v1/brands?region=ca&limit=20")
}

func (g *G) bzNonprofit() {
	g.add("biz/donorbox-basic-email-curl", `
$ curl -s --user "finance@acme-foundation.org:«a»" "https://donorbox.org/api/v1/donations?date_from=2026-01-01&per_page=100"
`, V{"a": g.an(40)}, "https://donorbox.org/api/v1/donations?date_from=2026-01-01&per_page=100")

	// Givebutter: shape guessed.
	g.add("biz/givebutter-chat-after-name", `
> ok the givebutter one for the spring gala campaign is «a» — only needs read access to transactions
Got it. I'll add it to the Netlify env as a build-time variable, not to the repo.
`, V{"a": g.digits(4) + "|" + g.an(40)}, "Got it. I'll add it to the Netlify env as a build-time variable, not to the repo.")

	g.add("biz/blackbaud-sky-subscription-and-bearer", `
GET https://api.sky.blackbaud.com/constituent/v1/constituents?limit=500
Bb-Api-Subscription-Key: «a»
Authorization: Bearer «b»
`, V{"a": g.hex(32), "b": g.bzJWT("RS256", "https://oauth2.sky.blackbaud.com")}, "https://api.sky.blackbaud.com/constituent/v1/constituents?limit=500")

	g.add("biz/neoncrm-org-id-basic", `
NEON_ORG_ID=acmehumane
NEON=«a»
curl -s -u "$NEON_ORG_ID:$NEON" -H "NEON-API-VERSION: 2.8" https://api.neoncrm.com/v2/accounts?pageSize=50
`, V{"a": g.hex(32)}, "NEON_ORG_ID=acmehumane", "NEON-API-VERSION: 2.8")

	g.add("biz/justgiving-app-id-path", `
GET https://api.justgiving.com/«a»/v1/fundraising/pages/acme-marathon-2026/donations HTTP/1.1
Accept: application/json
`, V{"a": g.hex(8)}, "/v1/fundraising/pages/acme-marathon-2026/donations")

	g.add("biz/civicrm-api4-key-and-site", `
curl -s -X POST "https://crm.acme-charity.org.uk/civicrm/ajax/api4/Contact/get" \
  -H "X-Civi-Auth: Bearer «a»" \
  -H "X-Civi-Key: «b»" \
  -d 'params={"limit":25,"where":[["contact_type","=","Individual"]]}'
`, V{"a": g.an(24), "b": g.hex(32)}, "https://crm.acme-charity.org.uk/civicrm/ajax/api4/Contact/get")

	g.add("biz/action-network-osdi-header", `
curl -s https://actionnetwork.org/api/v2/people -H "OSDI-API-Token: «a»"
`, V{"a": g.hex(32)}, "https://actionnetwork.org/api/v2/people")

	g.add("biz/everyaction-app-and-db-mode", `
# EveryAction / NGP VAN: application name, then the key with the database mode after the pipe
curl -s -u "acme.volunteers:«a»" https://api.securevan.com/v4/people/find -H "Content-Type: application/json" -d @person.json
`, V{"a": g.uuid() + "|1"}, "https://api.securevan.com/v4/people/find", "acme.volunteers")

	g.add("biz/planning-center-pat-python", `
pco = pypco.PCO("«_app»", "«a»")
people = pco.iterate("/people/v2/people", where__status="active", per_page=100)
`, V{"_app": g.hex(64), "a": g.hex(64)}, `"/people/v2/people"`, `where__status="active"`)

	g.add("biz/churchsuite-account-app-headers", `
GET https://api.churchsuite.com/v1/addressbook/contacts?per_page=100
X-Account: stmarksacme
X-Application: acme-rota-sync
X-Auth: «a»
`, V{"a": g.an(40)}, "X-Application: acme-rota-sync", "X-Account: stmarksacme")

	g.add("biz/rock-rms-authorization-token", `
$ curl -s "https://rock.acmechurch.org/api/People?\$top=20" -H "Authorization-Token: «a»"
`, V{"a": g.an(24)}, "https://rock.acmechurch.org/api/People?")
}

func (g *G) bzSchool() {
	g.add("biz/powerschool-plugin-env", `
# PowerSchool plugin "Acme Attendance Sync" (plugin id 412), District of Acme Valley
PS_URL=https://acmevalley.powerschool.com
PS_CLIENT_ID=«_c»
PS_CLIENT_SECRET=«a»
`, V{"_c": g.uuid(), "a": g.uuid()}, "PS_URL=https://acmevalley.powerschool.com")

	g.add("biz/classlink-oneroster-yaml", `
oneroster:
  provider: classlink
  base_url: https://acme-isd.oneroster.com/ims/oneroster/v1p1
  client_id: «_c»
  client_secret: «a»
`, V{"_c": g.hex(24), "a": g.hex(24)}, "base_url: https://acme-isd.oneroster.com/ims/oneroster/v1p1", "provider: classlink")

	g.add("biz/isams-batch-apikey-url", `
https://acme-prep.isams.cloud/api/batch/1.0/xml.ashx?apiKey={«a»}
`, V{"a": g.bzUUIDU()}, "https://acme-prep.isams.cloud/api/batch/1.0/xml.ashx?apiKey={")

	g.add("biz/aeries-cert-header", `
GET https://acmeusd.aeries.net/aeries/api/v5/schools/994/students
AERIES-CERT: «a»
Accept: application/json
`, V{"a": g.hex(32)}, "https://acmeusd.aeries.net/aeries/api/v5/schools/994/students")
}

func (g *G) bzGov() {
	g.add("biz/opencorporates-api-token-query", `
$ curl -s "https://api.opencorporates.com/v0.4/companies/gb/00102498?api_token=«a»" | jq '.results.company.name'
"BP P.L.C."
`, V{"a": g.an(20)}, `"BP P.L.C."`, "https://api.opencorporates.com/v0.4/companies/gb/00102498?api_token=")

	g.add("biz/pappers-entreprise-french", `
# Pappers : fiche entreprise pour le KYB des nouveaux vendeurs
curl -s "https://api.pappers.fr/v2/entreprise?siren=552100554&api_token=«a»"
`, V{"a": g.hex(48)}, "# Pappers : fiche entreprise pour le KYB des nouveaux vendeurs", "siren=552100554")

	g.add("biz/insee-sirene-integration-header", `
curl -s "https://api.insee.fr/api-sirene/3.11/siret/41339442000033" -H "X-INSEE-Api-Key-Integration: «a»"
`, V{"a": g.uuid()}, "https://api.insee.fr/api-sirene/3.11/siret/41339442000033")

	g.add("biz/abn-lookup-guid-query", `
https://abr.business.gov.au/json/AbnDetails.aspx?abn=51824753556&callback=callback&guid=«a»
`, V{"a": g.uuid()}, "AbnDetails.aspx?abn=51824753556&callback=callback")

	g.add("biz/gbizinfo-header-japanese", `
# gBizINFO: 法人番号から補助金・届出情報を取得
curl -s "https://info.gbiz.go.jp/hojin/v1/hojin/4000012090001/subsidy" -H "X-hojinInfo-api-token: «a»"
`, V{"a": g.an(32)}, "# gBizINFO: 法人番号から補助金・届出情報を取得", "https://info.gbiz.go.jp/hojin/v1/hojin/4000012090001/subsidy")

	// 法人番号システム Web-API アプリケーションID: shape guessed.
	g.add("biz/houjin-bangou-app-id-url", `
国税庁 法人番号システムWeb-API（取引先マスタの名寄せ用）:
https://api.houjin-bangou.nta.go.jp/4/num?id=«a»&number=7000012050002&type=12&history=0
`, V{"a": g.an(13)}, "&number=7000012050002&type=12&history=0", "国税庁 法人番号システムWeb-API（取引先マスタの名寄せ用）:")

	dk := g.bzDataGoKr()
	g.add("biz/data-go-kr-encoded-service-key", `
# 공공데이터포털: 사업자등록 상태조회 (인코딩 키를 그대로 URL에)
curl -s -X POST "https://api.odcloud.kr/api/nts-businessman/v1/status?serviceKey=«a»" \
  -H "Content-Type: application/json" -d '{"b_no":["1208147521"]}'
`, V{"a": url.QueryEscape(dk)}, "# 공공데이터포털: 사업자등록 상태조회", `-d '{"b_no":["1208147521"]}'`)

	g.add("biz/kontur-focus-key-query-russian", `
# Контур.Фокус: проверка контрагента по ИНН перед отгрузкой
curl -s "https://focus-api.kontur.ru/api3/req?key=«a»&inn=7707083893"
`, V{"a": g.hex(40)}, "# Контур.Фокус: проверка контрагента по ИНН перед отгрузкой", "&inn=7707083893")

	g.add("biz/hmrc-mtd-vat-bearer-fraud-headers", `
GET https://api.service.hmrc.gov.uk/organisations/vat/«_vrn»/obligations?status=O
Accept: application/vnd.hmrc.1.0+json
Authorization: Bearer «a»
Gov-Client-Connection-Method: BATCH_PROCESS_DIRECT
`, V{"_vrn": g.digits(9), "a": g.hex(32)}, "Gov-Client-Connection-Method: BATCH_PROCESS_DIRECT", "Accept: application/vnd.hmrc.1.0+json")
}

func (g *G) bzTelecom() {
	g.add("biz/globe-labs-shortcode-tagalog", `
# Globe Labs: pagpapadala ng SMS sa mga subscriber (short code 21581234)
GLOBE_APP_ID=«_id»
GLOBE_APP_SECRET=«a»
GLOBE_PASSPHRASE=«b»
`, V{"_id": g.an(32), "a": g.hex(64), "b": g.an(10)}, "# Globe Labs: pagpapadala ng SMS sa mga subscriber (short code 21581234)")

	// OneNET master APIKey: shape guessed.
	g.add("biz/onenet-api-key-header-chinese", `
# 中国移动 OneNET：读取设备数据流（产品级 Master-APIkey）
curl -s "http://api.heclouds.com/devices/«_d»/datastreams?datastream_ids=temp,humi" -H "api-key: «a»"
`, V{"_d": g.digits(9), "a": g.an(27) + "="}, "# 中国移动 OneNET：读取设备数据流", "datastream_ids=temp,humi")

	g.add("biz/airtel-africa-token-json", `
POST https://openapi.airtel.africa/auth/oauth2/token
Content-Type: application/json

{"client_id":"«_c»","client_secret":"«a»","grant_type":"client_credentials"}
`, V{"_c": g.uuid(), "a": g.uuid()}, "https://openapi.airtel.africa/auth/oauth2/token")

	g.add("biz/telstra-messaging-env", `
TELSTRA_CLIENT_ID=«_c»
TELSTRA_CLIENT_SECRET=«a»
TELSTRA_VIRTUAL_NUMBER=+61412345678
`, V{"_c": g.an(32), "a": g.an(16)}, "TELSTRA_VIRTUAL_NUMBER=+61412345678")

	// docomo Developer support APIKEY: shape guessed.
	g.add("biz/docomo-apikey-query-japanese", `
# docomo Developer support: 画像認識API（検証用アプリ）
https://api.apigw.smt.docomo.ne.jp/imageRecognition/v1/recognize?APIKEY=«a»&recog=product-all&numOfCandidates=5
`, V{"a": g.an(64)}, "# docomo Developer support: 画像認識API（検証用アプリ）", "&recog=product-all&numOfCandidates=5")
}

func (g *G) bzClouds() {
	g.add("biz/conoha-keystone-json-japanese", `
# ConoHa VPS: APIトークン発行（テナントIDは公開情報ではないが秘密でもない）
curl -s -X POST https://identity.tyo3.conoha.io/v3/auth/tokens -H "Content-Type: application/json" -d '{
  "auth": {"identity": {"methods": ["password"], "password": {"user": {"id": "«_u»", "password": "«a»"}}},
           "scope": {"project": {"id": "«_t»"}}}
}'
`, V{"_u": g.hex(32), "a": g.pwStrong(), "_t": g.hex(32)}, "https://identity.tyo3.conoha.io/v3/auth/tokens")

	g.add("biz/nifcloud-sdk-credentials-japanese", `
# ニフクラ SDK 設定（東日本リージョン）
NIFCLOUD_ACCESS_KEY_ID=«a»
NIFCLOUD_SECRET_ACCESS_KEY=«b»
NIFCLOUD_DEFAULT_REGION=jp-east-1
`, V{"a": g.bzUp(20), "b": g.s(alAlnum+"/", 40)}, "# ニフクラ SDK 設定（東日本リージョン）", "NIFCLOUD_DEFAULT_REGION=jp-east-1")

	g.add("biz/jdcloud-python-credential-chinese", `
# 京东云：查询云主机列表（华北-北京）
from jdcloud_sdk.core.credential import Credential
credential = Credential("«a»", "«b»")
client = VmClient(credential)
`, V{"a": g.bzHexU(32), "b": g.bzHexU(32)}, "# 京东云：查询云主机列表（华北-北京）", "from jdcloud_sdk.core.credential import Credential")

	g.add("biz/ucloud-public-private-json", `
{
  "region": "cn-bj2",
  "project_id": "org-«_p»",
  "public_key": "«a»",
  "private_key": "«b»"
}
`, V{"_p": g.bzLow(6), "a": g.b64(42), "b": g.hex(40)}, `"region": "cn-bj2"`)

	g.add("biz/qingcloud-config-yaml", `
# ~/.qingcloud/config.yaml
qy_access_key_id: '«a»'
qy_secret_access_key: '«b»'
zone: 'pek3'
`, V{"a": g.s(alUpper, 20), "b": g.an(40)}, "zone: 'pek3'", "# ~/.qingcloud/config.yaml")

	g.add("biz/glesys-project-basic-swedish", `
# GleSYS: lista servrar i projektet (API-nyckel med behörighet server:list)
curl -s -u "CL«_p»:«a»" https://api.glesys.com/server/list/format/json
`, V{"_p": g.digits(5), "a": g.an(40)}, "https://api.glesys.com/server/list/format/json")

	g.add("biz/selectel-static-x-token-russian", `
# Selectel: статический ключ для Terraform (аккаунт «_acc»)
curl -s https://api.selectel.ru/domains/v1/ -H "X-Token: «a»"
`, V{"_acc": g.digits(6), "a": g.an(20) + "_" + g.digits(6)}, "https://api.selectel.ru/domains/v1/")

	g.add("biz/timeweb-cloud-vendor-env", `
# Timeweb Cloud CLI
TWC=«a»
twc server list --token "$TWC" --output json
`, V{"a": g.bzJWT("RS512", "timeweb.cloud")}, "# Timeweb Cloud CLI", "--output json")

	g.add("biz/beget-login-passwd-query", `
https://api.beget.com/api/site/getList?login=acmeweb&passwd=«a»&output_format=json
`, V{"a": g.pwURL()}, "login=acmeweb", "&output_format=json")

	g.add("biz/wedos-wapi-czech", `
<?php
// WEDOS WAPI: ping (heslo je zvlášť nastavené pro WAPI, ne pro klientskou zónu)
$login = "ops@acme.cz";
$wpass = "«a»";
$auth = sha1($login . sha1($wpass) . date("H", time()));
`, V{"a": g.pw()}, `$login = "ops@acme.cz";`, "// WEDOS WAPI: ping")
}
