package cases

import (
	"fmt"
	"strings"
)

// rareCases adds the credentials of the far long tail of SaaS and API
// vendors, mostly one vendor a case, written the way secret scanners' own
// rule examples look: a .env line whose name names the vendor (often not
// "key" or "token"), a YAML, JSON, TOML, INI or properties entry, an SDK
// constructor with positional arguments, curl with the vendor's own
// header, a token in a URL path or query string, a token on its own line
// under a comment naming the vendor, a token after the vendor's name in
// prose, id-and-secret pairs, bare prefixed tokens. Themes: IP
// geolocation, geocoding, weather and aviation data; sports, betting,
// music and podcast APIs; scraping, proxy, headless-browser and captcha-solving
// services; email verification, URL shorteners, form builders and survey
// tools; no-code and low-code platforms and databases; headless commerce
// and gift cards; telematics, fleet, EV and energy APIs;
// crypto exchanges and blockchain data providers; password and secret
// managers' own API tokens; domain registrars, DNS hosts, VPS hosts and
// small CDNs; status page and uptime tools; chatbot and live chat
// platforms; accounting, spend management and HR SaaS; ticketing,
// events, travel, booking and property APIs; e-signature and
// education platforms; translation and localization APIs; regional
// payment providers of Latin America, Africa, India, Southeast and East
// Asia and Europe; BNPL and billing; shipping carriers and delivery
// platforms; affiliate and ad networks; product analytics; image, PDF and
// media APIs; sales prospecting and email marketing; niche developer
// tools. Benign: public ids, account and merchant numbers, publishable
// keys, endpoints, API versions, placeholders and masked keys those
// vendors show in their dashboards and docs. The case names start with
// "rare/".
func (g *G) rareCases() {
	g.rvGeoWeather()
	g.rvSportsMedia()
	g.rvScrapeCaptcha()
	g.rvVerifyShortForms()
	g.rvNoCode()
	g.rvCommerceGiftCards()
	g.rvFleetEnergy()
	g.rvCrypto()
	g.rvSecretManagers()
	g.rvDNSHosting()
	g.rvStatusUptime()
	g.rvChatbots()
	g.rvFinanceHR()
	g.rvEventsTravelProperty()
	g.rvSignEdu()
	g.rvTranslation()
	g.rvPayLatAm()
	g.rvPayAfrica()
	g.rvPayAsia()
	g.rvPayEurope()
	g.rvBilling()
	g.rvShipping()
	g.rvAffiliateAds()
	g.rvAnalytics()
	g.rvMediaDocs()
	g.rvSalesMarketing()
	g.rvDevTools()
	g.rvBenign()
}

// ---- values used only here ----

func (g *G) rvUp(n int) string  { return g.s(alUpNum, n) }
func (g *G) rvLow(n int) string { return g.s(alLowNum, n) }
func (g *G) rvUUIDU() string    { return strings.ToUpper(g.uuid()) }

func (g *G) rvHTX() string {
	return g.hex(8) + "-" + g.hex(8) + "-" + g.hex(8) + "-" + g.hex(5)
}
func (g *G) rvQBUser() string {
	return "b" + g.rvLow(5) + "_" + g.rvLow(4) + "_0_" + g.rvLow(28)
}
func (g *G) rvCanvas() string { return g.digits(4) + "~" + g.an(64) }
func (g *G) rvVoiceflow() string {
	return "VF.DM." + g.hex(24) + "." + g.an(16)
}
func (g *G) rvZWSID() string {
	return "X1-ZWz" + g.rvLow(14) + "_" + g.rvLow(5)
}
func (g *G) rvPhase() string {
	return "pss_service:v1:" + g.hex(64) + ":" + g.hex(64) + ":" + g.hex(64) + ":" + g.hex(64)
}
func (g *G) rvIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", 23+g.r.IntN(180), g.r.IntN(256), g.r.IntN(256), 1+g.r.IntN(254))
}
func (g *G) rvTS() string {
	return fmt.Sprintf("2026-%02d-%02dT%02d:%02d:%02dZ", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}

func (g *G) rvGeoWeather() {
	g.add("rare/ipinfo-token-query", `
$ curl -s "https://ipinfo.io/«_ip»?token=«a»"
{
  "ip": "«_ip»",
  "city": "Frankfurt am Main",
  "region": "Hesse",
  "country": "DE",
  "org": "AS24940 Hetzner Online GmbH",
  "timezone": "Europe/Berlin"
}
`, V{"_ip": g.rvIP(), "a": g.hex(14)}, "AS24940 Hetzner Online GmbH", "Frankfurt am Main")

	g.add("rare/locationiq-js-const", `
// LocationIQ autocomplete for the checkout address field
const LIQ = "pk.«a»";
export const suggest = (q) =>
  fetch("https://api.locationiq.com/v1/autocomplete?key=" + LIQ + "&q=" + encodeURIComponent(q) + "&limit=5");
`, V{"a": g.hex(32)}, "https://api.locationiq.com/v1/autocomplete?key=", "encodeURIComponent(q)")

	g.add("rare/what3words-java-ctor", `
import com.what3words.javawrapper.What3WordsV3;

What3WordsV3 w3w = new What3WordsV3("«a»");
ConvertToCoordinates pos = w3w.convertToCoordinates("filled.count.soap").execute();
`, V{"a": g.rvUp(8)}, `convertToCoordinates("filled.count.soap")`, "com.what3words.javawrapper.What3WordsV3")

	g.add("rare/accuweather-url-apikey", `
GET http://dataservice.accuweather.com/locations/v1/cities/search?apikey=«a»&q=Lisbon&language=pt-pt
HTTP/1.1 200 OK
[{"Version":1,"Key":"«_k»","Type":"City","Rank":10,"LocalizedName":"Lisboa"}]
`, V{"a": g.an(32), "_k": g.digits(6)}, `"LocalizedName":"Lisboa"`, "language=pt-pt")

	g.add("rare/meteomatics-curl-basic", `
$ curl -u acme_dana:«a» "https://api.meteomatics.com/now/t_2m:C,precip_1h:mm/52.520551,13.461804/json"
{"version":"3.0","user":"acme_dana","dateGenerated":"«_t»","status":"OK","data":[...]}
`, V{"a": g.an(10), "_t": g.rvTS()}, `"user":"acme_dana"`, "t_2m:C,precip_1h:mm")

	g.add("rare/stormglass-fetch-header", `
const res = await fetch(
  "https://api.stormglass.io/v2/weather/point?lat=58.7984&lng=17.8081&params=waveHeight,windSpeed",
  { headers: { Authorization: "«a»" } }
);
`, V{"a": g.uuid() + "-" + g.uuid()}, "params=waveHeight,windSpeed", "https://api.stormglass.io/v2/weather/point")

	g.add("rare/flightaware-aeroapi-header", `
$ curl -sS -H "x-apikey: «a»" "https://aeroapi.flightaware.com/aeroapi/flights/UAL1234?max_pages=1" | jq '.flights[0].status'
"En Route / On Time"
`, V{"a": g.an(32)}, "https://aeroapi.flightaware.com/aeroapi/flights/UAL1234", "En Route / On Time")

	g.add("rare/opensky-python-positional", `
from opensky_api import OpenSkyApi

api = OpenSkyApi("acme-tracker", "«a»")
states = api.get_states(bbox=(45.8389, 47.8229, 5.9962, 10.5226))
`, V{"a": g.pw()}, `OpenSkyApi("acme-tracker",`, "bbox=(45.8389, 47.8229, 5.9962, 10.5226)")

	g.add("rare/geocodio-ruby-ctor", `
require "geocodio/gem"

geocodio = Geocodio::Gem.new("«a»")
geocodio.geocode(["1109 N Highland St, Arlington VA"])
`, V{"a": g.hex(39)}, `require "geocodio/gem"`, "1109 N Highland St, Arlington VA")

}

func (g *G) rvSportsMedia() {
	g.add("rare/sportradar-url-api-key", `
2026-05-11T19:02:44Z INFO fetch competitions url=https://api.sportradar.com/soccer/trial/v4/en/competitions.json?api_key=«a» status=200 bytes=48211
`, V{"a": g.an(40)}, "soccer/trial/v4/en/competitions.json", "status=200 bytes=48211")

	g.add("rare/football-data-auth-token", `
GET /v4/competitions/PL/matches?status=SCHEDULED HTTP/1.1
Host: api.football-data.org
X-Auth-Token: «a»
`, V{"a": g.hex(32)}, "Host: api.football-data.org", "status=SCHEDULED")

	g.add("rare/betfair-app-key-session", `
headers = {
    "X-Application": "«a»",
    "X-Authentication": "«b»",
    "content-type": "application/json",
}
resp = s.post("https://api.betfair.com/exchange/betting/json-rpc/v1", json=payload, headers=headers)
`, V{"a": g.an(16), "b": g.b64(32)}, "https://api.betfair.com/exchange/betting/json-rpc/v1")

	g.add("rare/lyricsgenius-ctor", `
import lyricsgenius
genius = lyricsgenius.Genius("«a»", timeout=15, retries=3)
song = genius.search_song("Heroes", "David Bowie")
`, V{"a": g.b64u(64)}, `genius.search_song("Heroes", "David Bowie")`, "timeout=15, retries=3")

	g.add("rare/discogs-client-user-token", `
import discogs_client
d = discogs_client.Client("AcmeCrateDigger/1.2", user_token="«a»")
print(d.identity())
`, V{"a": g.an(40)}, "AcmeCrateDigger/1.2", "d.identity()")

	g.add("rare/listennotes-header", `
$ http GET "https://listen-api.listennotes.com/api/v2/search?q=kubernetes&type=episode" X-ListenAPI-Key:«a»
`, V{"a": g.hex(32)}, "https://listen-api.listennotes.com/api/v2/search?q=kubernetes&type=episode")

	g.add("rare/podchaser-graphql-client", `
mutation {
  requestAccessToken(input: {
    grant_type: CLIENT_CREDENTIALS
    client_id: "«_c»"
    client_secret: "«a»"
  }) { access_token token_type expires_in }
}
`, V{"_c": g.uuid(), "a": g.an(40)}, "grant_type: CLIENT_CREDENTIALS", "requestAccessToken")

	g.add("rare/oura-pat-bearer", `
OURA_PAT=«a»
curl -H "Authorization: Bearer $OURA_PAT" "https://api.ouraring.com/v2/usercollection/daily_sleep?start_date=2026-01-01"
`, V{"a": g.s(alUpNum, 32)}, "Bearer $OURA_PAT", "v2/usercollection/daily_sleep")

}

func (g *G) rvScrapeCaptcha() {
	g.add("rare/zenrows-url-apikey", `
$ curl "https://api.zenrows.com/v1/?apikey=«a»&url=https%3A%2F%2Fwww.example-shop.com%2Fp%2F4412&js_render=true&premium_proxy=true"
`, V{"a": g.hex(40)}, "js_render=true&premium_proxy=true")

	g.add("rare/oxylabs-proxy-url", `
proxies = {
    "https": "http://customer-acme_scraper-cc-DE:«a»@pr.oxylabs.io:7777",
}
`, V{"a": g.pwURL()}, "customer-acme_scraper-cc-DE", "pr.oxylabs.io:7777")

	g.add("rare/webshare-token-auth", `
$ curl -H "Authorization: Token «a»" "https://proxy.webshare.io/api/v2/proxy/list/?mode=direct&page=1&page_size=25"
`, V{"a": g.rvLow(40)}, "https://proxy.webshare.io/api/v2/proxy/list/?mode=direct")

	g.add("rare/scrapfly-prefixed-key", `
SCRAPFLY=«a»
`, V{"a": "scp-live-" + g.hex(32)}, "SCRAPFLY=")

	g.add("rare/browserless-ws-token", `
const browser = await puppeteer.connect({
  browserWSEndpoint: "wss://production-sfo.browserless.io?token=«a»&stealth=true",
});
`, V{"a": g.an(48)}, "wss://production-sfo.browserless.io?token=", "&stealth=true")

	g.add("rare/2captcha-python-solver", `
from twocaptcha import TwoCaptcha

solver = TwoCaptcha("«a»")
result = solver.recaptcha(sitekey="«_sk»", url="https://portal.example.gov/login")
`, V{"a": g.hex(32), "_sk": "6L" + g.b64u(38)}, "from twocaptcha import TwoCaptcha", "https://portal.example.gov/login")

	g.add("rare/capsolver-key-bare", `
capsolver balance check (key from the dashboard):
«a»
{"errorId":0,"balance":18.4411}
`, V{"a": "CAP-" + g.s(alHexU, 32)}, `"balance":18.4411`, "capsolver balance check")

	g.add("rare/deathbycaptcha-user-pass", `
client = deathbycaptcha.SocketClient("acme_ops", "«a»")
print(client.get_balance())
`, V{"a": g.pw()}, `SocketClient("acme_ops",`, "client.get_balance()")

}

func (g *G) rvVerifyShortForms() {
	g.add("rare/zerobounce-validate-url", `
https://api.zerobounce.net/v2/validate?api_key=«a»&email=jane.doe%40example.org&ip_address=
`, V{"a": g.hex(32)}, "https://api.zerobounce.net/v2/validate?api_key=", "jane.doe%40example.org")

	g.add("rare/neverbounce-private-key", `
NEVERBOUNCE_SECRET=«a»
NEVERBOUNCE_WIDGET=«_p»
`, V{"a": "private_" + g.hex(32), "_p": "public_" + g.hex(32)}, "NEVERBOUNCE_WIDGET=")

	g.add("rare/kickbox-node-ctor", `
const kickbox = require("kickbox").client("«a»").kickbox();
kickbox.verify("bill.lumbergh@gmail.com", (err, res) => console.log(res.body.result));
`, V{"a": "live_" + g.hex(64)}, `require("kickbox")`, "res.body.result")

	g.add("rare/clearout-bearer-colon", `
Authorization: Bearer:«a»
`, V{"a": g.hex(32) + ":" + g.hex(64)}, "Authorization: Bearer:")

	g.add("rare/tinyurl-bearer", `
$ curl -X POST https://api.tinyurl.com/create -H "Authorization: Bearer «a»" -H "Content-Type: application/json" -d '{"url":"https://acme.io/spring-sale","domain":"tinyurl.com"}'
`, V{"a": g.an(60)}, `"url":"https://acme.io/spring-sale"`, "https://api.tinyurl.com/create")

	g.add("rare/dub-co-token", `
import { Dub } from "dub";
const dub = new Dub({ token: "«a»" });
await dub.links.create({ url: "https://acme.io/changelog", domain: "acme.link" });
`, V{"a": "dub_" + g.an(24)}, `import { Dub } from "dub";`, `domain: "acme.link"`)

	g.add("rare/alchemer-token-pair-url", `
https://api.alchemer.com/v5/survey/«_s»/surveyresponse?api_token=«a»&api_token_secret=«b»&resultsperpage=500
`, V{"_s": g.digits(7), "a": g.hex(50), "b": g.an(28)}, "resultsperpage=500")

	g.add("rare/formspree-api-key", `
# Formspree: the form endpoint is public, the API key lists submissions
FORMSPREE_ENDPOINT=https://formspree.io/f/«_f»
FORMSPREE_API=«a»
`, V{"_f": g.s(alLower, 8), "a": g.hex(32)}, "the form endpoint is public", "https://formspree.io/f/")

}

func (g *G) rvNoCode() {
	g.add("rare/bubble-data-api-bearer", `
$ curl -H "Authorization: Bearer «a»" "https://acme-crm.bubbleapps.io/version-test/api/1.1/obj/lead?limit=50"
`, V{"a": g.hex(32)}, "https://acme-crm.bubbleapps.io/version-test/api/1.1/obj/lead?limit=50")

	g.add("rare/softr-api-key-header", `
POST https://studio-api.softr.io/v1/api/users
Softr-Api-Key: «a»
Softr-Domain: portal.acme-clients.com
`, V{"a": g.an(22)}, "Softr-Domain: portal.acme-clients.com", "https://studio-api.softr.io/v1/api/users")

	g.add("rare/retool-api-token", `
# Retool admin API (workspace settings → API)
retool_api: «a»
`, V{"a": "retool_" + g.an(40)}, "# Retool admin API")

	g.add("rare/budibase-x-budibase-key", `
curl -X POST https://budibase.acme.internal/api/public/v1/tables/search \
  -H "x-budibase-app-id: app_«_a»" \
  -H "x-budibase-api-key: «b»" \
  -d '{"name":"orders"}'
`, V{"_a": g.hex(32), "b": g.hex(32) + "-" + g.hex(64)}, "x-budibase-app-id: app_", "https://budibase.acme.internal/api/public/v1/tables/search")

	g.add("rare/nocodb-xc-token", `
NC_BASE=https://noco.acme.dev
NC_XC=«a»
curl -H "xc-token: $NC_XC" "$NC_BASE/api/v2/tables/«_t»/records?limit=25"
`, V{"a": g.b64u(40), "_t": "m" + g.rvLow(14)}, "xc-token: $NC_XC", "NC_BASE=https://noco.acme.dev")

	g.add("rare/baserow-token-python", `
BASEROW = "«a»"
rows = requests.get(
    "https://api.baserow.io/api/database/rows/table/«_t»/?user_field_names=true",
    headers={"Authorization": f"Token {BASEROW}"},
).json()["results"]
`, V{"a": g.an(32), "_t": g.digits(6)}, "user_field_names=true")

	g.add("rare/backendless-app-rest-key", `
Backendless.initApp("«_a»", "«b»");  // application id, REST API key
`, V{"_a": g.rvUUIDU(), "b": g.rvUUIDU()}, "// application id, REST API key")

	g.add("rare/quickbase-user-token", `
Authorization: QB-USER-TOKEN «a»
QB-Realm-Hostname: acme.quickbase.com
`, V{"a": g.rvQBUser()}, "QB-Realm-Hostname: acme.quickbase.com")

}

func (g *G) rvCommerceGiftCards() {
	g.add("rare/commercetools-client-env", `
CTP_PROJECT_KEY=acme-store-prod
CTP_CLIENT_ID=«_c»
CTP_CLIENT_SECRET=«a»
CTP_AUTH_URL=https://auth.europe-west1.gcp.commercetools.com
CTP_API_URL=https://api.europe-west1.gcp.commercetools.com
CTP_SCOPES=manage_project:acme-store-prod
`, V{"_c": g.b64u(24), "a": g.b64u(32)}, "CTP_PROJECT_KEY=acme-store-prod", "https://auth.europe-west1.gcp.commercetools.com")

	g.add("rare/commercejs-secret-key", `
import Commerce from "@chec/commerce.js";
export const commerce = new Commerce(process.env.NEXT_PUBLIC_CHEC_PUBLIC_KEY);
// server-side only:
// sk_ key from dashboard → Developer → API keys
const CHEC_SK = "«a»";
`, V{"a": "sk_" + g.digits(5) + g.hex(42)}, "process.env.NEXT_PUBLIC_CHEC_PUBLIC_KEY", "@chec/commerce.js")

	g.add("rare/elasticpath-client-credentials", `
$ curl -X POST https://euwest.api.elasticpath.com/oauth/access_token \
    -d "client_id=«_c»" -d "client_secret=«a»" -d "grant_type=client_credentials"
`, V{"_c": g.an(40), "a": g.an(40)}, "https://euwest.api.elasticpath.com/oauth/access_token")

	g.add("rare/snipcart-secret-basic", `
SNIPCART_PUBLIC=«_p»
SNIPCART_SECRET=«a»
`, V{"_p": g.b64(60), "a": "ST_" + g.b64(60)}, "SNIPCART_PUBLIC=")

	g.add("rare/tremendous-prod-key", `
client = tremendous.Client("«a»", "https://www.tremendous.com/api/v2/")
`, V{"a": "PROD_" + g.an(40)}, `"https://www.tremendous.com/api/v2/"`)

	g.add("rare/tangocard-platform-creds", `
tango.platform.name=AcmeRewardsProd
tango.platform.key=«a»
tango.base-url=https://api.tangocard.com/raas/v2
`, V{"a": g.s(alAlnum+"?$&@!", 48)}, "tango.platform.name=AcmeRewardsProd", "https://api.tangocard.com/raas/v2")

	g.add("rare/sylius-admin-jwt-login", `
$ curl -X POST https://shop.acme.pl/api/v2/admin/administrators/token -H "Content-Type: application/json" \
    -d '{"email":"api@acme.pl","password":"«a»"}'
{"token":"«b»"}
`, V{"a": g.pw(), "b": g.jwt("RS256", fmt.Sprintf(`{"iat":%d,"exp":%d,"roles":["ROLE_API_ACCESS"],"username":"api@acme.pl"}`, 1719000000, 1719003600))}, "https://shop.acme.pl/api/v2/admin/administrators/token")

}

func (g *G) rvFleetEnergy() {
	g.add("rare/samsara-bearer-curl", `
$ curl -s https://api.samsara.com/fleet/vehicles/stats?types=gps -H "Authorization: Bearer «a»" | jq '.data | length'
142
`, V{"a": "samsara_api_" + g.an(30)}, "https://api.samsara.com/fleet/vehicles/stats?types=gps")

	g.add("rare/geotab-mygeotab-authenticate", `
api = mygeotab.API(username="fleet-integration@acme-logistics.com", password="«a»", database="acme_logistics")
api.authenticate()
`, V{"a": g.pw()}, `database="acme_logistics"`, "fleet-integration@acme-logistics.com")

	g.add("rare/motive-x-api-key", `
GET /v1/vehicle_locations?per_page=100 HTTP/1.1
Host: api.gomotive.com
X-Api-Key: «a»
`, V{"a": g.uuid()}, "Host: api.gomotive.com")

	g.add("rare/smartcar-client-env", `
SMARTCAR_CLIENT_ID=«_c»
SMARTCAR_CLIENT_SECRET=«a»
SMARTCAR_REDIRECT_URI=https://app.acme-ev.com/exchange
SMARTCAR_MODE=live
`, V{"_c": g.uuid(), "a": g.uuid()}, "SMARTCAR_REDIRECT_URI=https://app.acme-ev.com/exchange", "SMARTCAR_MODE=live")

	g.add("rare/solaredge-overview-url", `
https://monitoringapi.solaredge.com/site/«_s»/overview?api_key=«a»
`, V{"_s": g.digits(7), "a": g.rvUp(32)}, "https://monitoringapi.solaredge.com/site/")

	g.add("rare/victron-vrm-token", `
VRM_INSTALLATION=«_i»
VRM_TOKEN=«a»
curl -H "X-Authorization: Token $VRM_TOKEN" https://vrmapi.victronenergy.com/v2/installations/$VRM_INSTALLATION/stats
`, V{"_i": g.digits(6), "a": g.hex(64)}, "X-Authorization: Token $VRM_TOKEN")

	g.add("rare/wialon-token-login", `
https://hst-api.wialon.com/wialon/ajax.html?svc=token/login&params={"token":"«a»"}
`, V{"a": g.hex(72)}, "https://hst-api.wialon.com/wialon/ajax.html?svc=token/login")

}

func (g *G) rvCrypto() {
	g.add("rare/gateio-ccxt", `
gate = ccxt.gateio({"apiKey": "«a»", "secret": "«b»", "enableRateLimit": True})
`, V{"a": g.hex(32), "b": g.hex(64)}, `"enableRateLimit": True`)

	g.add("rare/htx-access-secret-env", `
HTX_ACCESS=«a»
HTX_SECRET=«b»
HTX_ACCOUNT_ID=«_id»
`, V{"a": g.rvHTX(), "b": g.rvHTX(), "_id": g.digits(8)}, "HTX_ACCOUNT_ID=")

	g.add("rare/bitmart-key-secret-memo", `
bitmart:
  key: «a»
  secret: «b»
  memo: acme-grid-bot
`, V{"a": g.hex(40), "b": g.hex(64)}, "memo: acme-grid-bot")

	g.add("rare/blockcypher-token-url", `
curl "https://api.blockcypher.com/v1/btc/main/addrs/«_addr»/balance?token=«a»"
`, V{"_addr": "bc1q" + g.s(alBech, 38), "a": g.hex(32)}, "https://api.blockcypher.com/v1/btc/main/addrs/")

	g.add("rare/hardhat-scan-keys", `
etherscan: {
  apiKey: {
    bsc: "«a»",
    polygon: "«b»",
    arbitrumOne: "«c»",
  },
},
`, V{"a": g.rvUp(34), "b": g.rvUp(34), "c": g.rvUp(34)}, "arbitrumOne")

	g.add("rare/cryptocompare-apikey-header", `
Authorization: Apikey «a»
`, V{"a": g.hex(64)}, "Authorization: Apikey ")

	g.add("rare/blockfrost-project-id", `
api = BlockFrostApi(project_id="«a»", base_url=ApiUrls.mainnet.value)
`, V{"a": "mainnet" + g.an(32)}, "base_url=ApiUrls.mainnet.value")

	g.add("rare/coinpayments-public-private", `
coinpayments.public=«_p»
coinpayments.private=«a»
coinpayments.ipn_secret=«b»
`, V{"_p": g.hex(64), "a": g.an(64), "b": g.pwURL()}, "coinpayments.public=")

	g.add("rare/bitflyer-coincheck-yaml", `
exchanges:
  bitflyer: { key: «a», secret: "«b»" }
  coincheck: { key: «_c», secret: «d» }
`, V{"a": g.an(22), "b": g.b64(32), "_c": g.an(16), "d": g.an(32)}, "exchanges:")

}

func (g *G) rvSecretManagers() {
	g.add("rare/passbolt-cli-flags", `
$ passbolt configure --serverAddress https://passbolt.acme.internal --userPrivateKeyFile ~/.config/passbolt/ada.asc --userPassword '«a»'
Configuration saved to /home/ada/.config/go-passbolt-cli/go-passbolt-cli.toml
`, V{"a": g.pwStrong()}, "--userPrivateKeyFile ~/.config/passbolt/ada.asc", "https://passbolt.acme.internal")

	g.add("rare/psono-api-key-trio", `
PSONO_API_KEY_ID=«_id»
PSONO_API_PRIVATE_KEY=«a»
PSONO_API_SECRET_KEY=«b»
PSONO_API_SERVER_URL=https://psono.acme.local/server
`, V{"_id": g.uuid(), "a": g.hex(64), "b": g.hex(64)}, "PSONO_API_SERVER_URL=https://psono.acme.local/server")

	g.add("rare/passwork-python-client", `
passwork = PassworkClient("https://passwork.acme.ru", "«a»")
item = passwork.get_password(password_id="«_p»")
`, V{"a": g.an(40), "_p": g.hex(24)}, `"https://passwork.acme.ru"`)

	g.add("rare/teampass-apikey-url", `
wget "https://teampass.acme.lan/api/index.php/read/folder/12?apikey=«a»"
`, V{"a": g.an(39)}, "https://teampass.acme.lan/api/index.php/read/folder/12?apikey=")

	g.add("rare/pleasant-password-grant", `
$ curl -s https://pleasant.acme.corp:10001/OAuth2/Token -d "grant_type=password&username=svc-ansible&password=«a»"
`, V{"a": g.pwURL()}, "username=svc-ansible", "https://pleasant.acme.corp:10001/OAuth2/Token")

	g.add("rare/envkey-variable", `
# EnvKey: one variable unlocks the whole environment
ENVKEY=«a»
`, V{"a": g.an(20) + "-" + g.an(32)}, "one variable unlocks the whole environment")

	g.add("rare/phase-service-token", `
PHASE_HOST=https://console.phase.dev
PHASE_SERVICE_TOKEN=«a»
`, V{"a": g.rvPhase()}, "PHASE_HOST=https://console.phase.dev")

}

func (g *G) rvDNSHosting() {
	g.add("rare/gandi-pat-bearer", `
$ curl -H "Authorization: Bearer «a»" https://api.gandi.net/v5/livedns/domains/acme.fr/records
`, V{"a": g.hex(40)}, "https://api.gandi.net/v5/livedns/domains/acme.fr/records")

	g.add("rare/namesilo-lego-env", `
NAMESILO_API_KEY=«a» \
NAMESILO_TTL=3600 \
lego --email ops@acme.io --dns namesilo --domains '*.acme.io' run
`, V{"a": g.hex(24)}, "--dns namesilo", "NAMESILO_TTL=3600")

	g.add("rare/dnsimple-token-account", `
provider "dnsimple" {
  token   = "«a»"
  account = "«_acct»"
}
`, V{"a": "dnsimple_a_" + g.an(32), "_acct": g.digits(5)}, `provider "dnsimple"`)

	g.add("rare/cloudns-auth-pair", `
curl "https://api.cloudns.net/dns/records.json?auth-id=«_id»&auth-password=«a»&domain-name=acme.bg"
`, V{"_id": g.digits(4), "a": g.pwURL()}, "domain-name=acme.bg")

	g.add("rare/desec-token", `
$ curl -X GET https://desec.io/api/v1/domains/ --header "Authorization: Token «a»"
`, V{"a": g.b64u(28)}, "https://desec.io/api/v1/domains/")

	g.add("rare/he-net-dyndns-key", `
# Hurricane Electric dynamic DNS, key generated per record in dns.he.net
curl "https://dyn.dns.he.net/nic/update" -d "hostname=home.acme.net" -d "password=«a»"
`, V{"a": g.an(16)}, "https://dyn.dns.he.net/nic/update", "hostname=home.acme.net")

	g.add("rare/contabo-oauth-four", `
cntb config set-credentials --oauth2-clientid=INT-«_c» --oauth2-client-secret=«a» --oauth2-user=ops@acme.de --oauth2-password='«b»'
`, V{"_c": g.digits(8), "a": g.an(32), "b": g.pw()}, "--oauth2-user=ops@acme.de", "cntb config set-credentials")

	g.add("rare/civo-apikey-save", `
$ civo apikey save acme-prod «a»
Saved the API Key acme-prod
`, V{"a": g.an(50)}, "Saved the API Key acme-prod")

}

func (g *G) rvStatusUptime() {
	g.add("rare/statuspal-api-key-header", `
curl -X POST https://statuspal.io/api/v2/status_pages/acme/incidents -H "Authorization: «a»" -H "Content-Type: application/json" -d @incident.json
`, V{"a": g.b64u(40)}, "https://statuspal.io/api/v2/status_pages/acme/incidents", "-d @incident.json")

	g.add("rare/pingdom-bearer-311", `
GET https://api.pingdom.com/api/3.1/checks
Authorization: Bearer «a»
`, V{"a": g.b64u(64)}, "https://api.pingdom.com/api/3.1/checks")

	g.add("rare/healthchecks-api-key-and-ping", `
# healthchecks.io: project API key (read-write); the ping URL below is per-check
HC_API=«a»
curl -fsS -m 10 --retry 5 https://hc-ping.com/«=ping»
`, V{"a": g.an(32), "=ping": g.uuid()}, "project API key (read-write)", "curl -fsS -m 10 --retry 5 https://hc-ping.com/")

	g.add("rare/site24x7-zoho-refresh", `
site24x7:
  client_id: 1000.«_c»
  client_secret: «a»
  refresh_token: 1000.«b»
  data_center: EU
`, V{"_c": g.rvUp(30), "a": g.hex(42), "b": g.hex(32) + "." + g.hex(32)}, "data_center: EU", "client_id: 1000.")

	g.add("rare/updown-io-keys", `
UPDOWN_API_KEY=«a»
UPDOWN_READONLY=ro-«b»
`, V{"a": g.an(20), "b": g.an(20)}, "UPDOWN_READONLY=ro-")

	g.add("rare/ohdear-token-php", `
$ohDear = new OhDear('«a»');
$sites = $ohDear->sites();
`, V{"a": g.an(48)}, "$ohDear->sites()")

}

func (g *G) rvChatbots() {
	g.add("rare/botpress-pat-bearer", `
BOTPRESS_TOKEN=«a»
BOTPRESS_BOT_ID=«_b»
BOTPRESS_WORKSPACE_ID=wkspace_«_w»
`, V{"a": "bp_pat_" + g.an(40), "_b": g.uuid(), "_w": g.rvUp(26)}, "BOTPRESS_WORKSPACE_ID=wkspace_")

	g.add("rare/voiceflow-dialog-key", `
const VF = "«a»";
await fetch("https://general-runtime.voiceflow.com/state/user/" + uid + "/interact", { method: "POST", headers: { Authorization: VF } });
`, V{"a": g.rvVoiceflow()}, "https://general-runtime.voiceflow.com/state/user/")

	g.add("rare/manychat-page-token", `
MANYCHAT=«a»
`, V{"a": g.digits(15) + ":" + g.hex(32)}, "MANYCHAT=")

	g.add("rare/tidio-openapi-headers", `
X-Tidio-Openapi-Client-Id: ci_«_c»
X-Tidio-Openapi-Client-Secret: cs_«a»
`, V{"_c": g.hex(32), "a": g.hex(32)}, "X-Tidio-Openapi-Client-Id: ci_")

	g.add("rare/livechat-pat-basic", `
curl https://api.livechatinc.com/v3.5/configuration/action/list_agents -H "Authorization: Basic «a»" -d '{}'
`, V{"a": b64s(g.uuid() + ":" + "dal:" + g.b64u(27))}, "https://api.livechatinc.com/v3.5/configuration/action/list_agents")

	g.add("rare/chatwoot-access-token", `
curl -H "api_access_token: «a»" https://chat.acme.io/api/v1/accounts/1/conversations
`, V{"a": g.an(24)}, "https://chat.acme.io/api/v1/accounts/1/conversations")

	g.add("rare/rasa-x-token", `
$ rasa run --enable-api --cors "*" --auth-token «a» --jwt-secret «b» --port 5005
`, V{"a": g.an(24), "b": g.hex(32)}, "rasa run --enable-api", "--port 5005")
}

func (g *G) rvFinanceHR() {
	g.add("rare/bexio-pat-header", `
Authorization: Bearer «a»
Accept: application/json
Host: api.bexio.com
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"sub":"ops@acme.ch","login_id":"%s","company_id":"%s","user_id":%d,"iss":"https://idp.bexio.com","scope":"openid profile","exp":%d}`, g.uuid(), g.rvLow(12), g.r.IntN(900000), 1790000000+g.r.IntN(9000000)))}, "Host: api.bexio.com")

	g.add("rare/bamboohr-basic-x", `
$ curl -u "«a»:x" "https://api.bamboohr.com/api/gateway.php/acme/v1/employees/directory" -H "Accept: application/json"
`, V{"a": g.hex(40)}, "https://api.bamboohr.com/api/gateway.php/acme/v1/employees/directory")

	g.add("rare/personio-papi-credentials", `
PERSONIO_CLIENT_ID=papi-«_c»
PERSONIO_CLIENT_SECRET=papi-«a»
`, V{"_c": g.uuid(), "a": g.an(48)}, "PERSONIO_CLIENT_ID=papi-")

	g.add("rare/hibob-service-user", `
HIBOB_SERVICE_USER_ID=SERVICE-«_u»
HIBOB_SERVICE_USER_TOKEN=«a»
`, V{"_u": g.digits(5), "a": g.an(40)}, "HIBOB_SERVICE_USER_ID=SERVICE-")

	g.add("rare/ashby-basic-key", `
ASHBY=«a»
curl -u "$ASHBY:" -X POST https://api.ashbyhq.com/candidate.list -H 'Content-Type: application/json' -d '{}'
`, V{"a": g.hex(64)}, "https://api.ashbyhq.com/candidate.list", "$ASHBY:")

	g.add("rare/expensify-partner-creds", `
requestJobDescription={"type":"file","credentials":{"partnerUserID":"aa_ops_acme_com","partnerUserSecret":"«a»"},"onReceive":{"immediateResponse":["returnRandomFileName"]}}
`, V{"a": g.hex(40)}, `"partnerUserID":"aa_ops_acme_com"`)

	g.add("rare/billcom-devkey-login", `
POST https://api.bill.com/api/v2/Login.json
devKey=«a»&userName=ap%40acme.com&password=«b»&orgId=«_o»
`, V{"a": g.an(27), "b": g.pwURL(), "_o": "00801" + g.an(10)}, "https://api.bill.com/api/v2/Login.json", "userName=ap%40acme.com")

	g.add("rare/brex-ramp-env", `
BREX_TOKEN=«a»
RAMP_CLIENT_ID=ramp_id_«_c»
RAMP_CLIENT_SECRET=ramp_sec_«b»
`, V{"a": "bxt_" + g.an(40), "_c": g.an(40), "b": g.an(48)}, "RAMP_CLIENT_ID=ramp_id_")

	g.add("rare/invoiceninja-token", `
X-API-TOKEN: «a»
X-Requested-With: XMLHttpRequest
`, V{"a": g.an(64)}, "X-Requested-With: XMLHttpRequest")

}

func (g *G) rvEventsTravelProperty() {
	g.add("rare/eventbrite-private-token", `
EVENTBRITE_ORG=«_o»
EVENTBRITE_PRIVATE=«a»
`, V{"_o": g.digits(12), "a": g.rvUp(20)}, "EVENTBRITE_ORG=")

	g.add("rare/pretix-token-header", `
curl -H "Authorization: Token «a»" https://pretix.eu/api/v1/organizers/acme/events/conf26/orders/
`, V{"a": g.rvLow(64)}, "https://pretix.eu/api/v1/organizers/acme/events/conf26/orders/")

	g.add("rare/tickettailor-basic", `
$ curl -u «a»: https://api.tickettailor.com/v1/orders
`, V{"a": "sk_" + g.digits(4) + "_" + g.digits(6) + "_" + g.hex(32)}, "https://api.tickettailor.com/v1/orders")

	g.add("rare/sabre-epr-token", `
sabre:
  environment: https://api.platform.sabre.com
  epr: "V1:«_u»:«_pcc»:AA"
  password: «a»
`, V{"_u": g.rvUp(6), "_pcc": g.rvUp(4), "a": g.pwURL()}, "https://api.platform.sabre.com")

	g.add("rare/travelport-credentials", `
<TravelportCredentials>
  <Username>Universal API/uAPI«_u»</Username>
  <Password>«a»</Password>
  <TargetBranch>P«_b»</TargetBranch>
</TravelportCredentials>
`, V{"_u": g.digits(10) + "-" + g.hex(8), "a": g.s(alAlnum+"%&+-={}", 10), "_b": g.digits(7)}, "<TargetBranch>P")

	g.add("rare/expedia-rapid-signature", `
api_key = "«_k»"
shared_secret = "«a»"
ts = str(int(time.time()))
sig = hashlib.sha512((api_key + shared_secret + ts).encode()).hexdigest()
headers = {"Authorization": f"EAN APIKey={api_key},Signature={sig},timestamp={ts}"}
`, V{"_k": g.rvLow(26), "a": g.an(13)}, "EAN APIKey={api_key},Signature={sig},timestamp={ts}")

	g.add("rare/mews-client-access-token", `
{
  "ClientToken": "«a»",
  "AccessToken": "«b»",
  "Client": "AcmeRMS 3.1.0",
  "StartUtc": "2026-06-01T00:00:00Z"
}
`, V{"a": g.s(alHexU, 32) + "-" + g.s(alHexU, 31), "b": g.s(alHexU, 32) + "-" + g.s(alHexU, 31)}, `"Client": "AcmeRMS 3.1.0"`)

	g.add("rare/zillow-zws-id", `
zws-id=«a»
`, V{"a": g.rvZWSID()}, "zws-id=")

}

func (g *G) rvSignEdu() {
	g.add("rare/signnow-basic-token", `
curl -X POST https://api.signnow.com/oauth2/token -H "Authorization: Basic «a»" -d "username=legal@acme.com&password=«b»&grant_type=password&scope=*"
`, V{"a": b64s(g.hex(32) + ":" + g.hex(32)), "b": g.pwURL()}, "https://api.signnow.com/oauth2/token", "username=legal@acme.com")

	g.add("rare/adobe-sign-integration-key", `
ADOBE_SIGN_BASE=https://api.na4.adobesign.com/api/rest/v6
ADOBE_SIGN_INTEGRATION_KEY=«a»
`, V{"a": "3AAABLblqZh" + g.b64u(60)}, "ADOBE_SIGN_BASE=https://api.na4.adobesign.com/api/rest/v6")

	g.add("rare/docuseal-auth-token", `
docuseal:
  url: https://sign.acme.dev
  token: «a»
`, V{"a": g.an(40)}, "https://sign.acme.dev")

	g.add("rare/yousign-bearer", `
$ curl https://api.yousign.app/v3/signature_requests -H "Authorization: Bearer «a»"
`, V{"a": g.an(32)}, "https://api.yousign.app/v3/signature_requests")

	g.add("rare/canvas-lms-token", `
from canvasapi import Canvas
canvas = Canvas("https://acme.instructure.com", "«a»")
course = canvas.get_course(1204)
`, V{"a": g.rvCanvas()}, `"https://acme.instructure.com"`, "canvas.get_course(1204)")

	g.add("rare/moodle-wstoken-url", `
curl "https://learn.acme.edu/webservice/rest/server.php?wstoken=«a»&wsfunction=core_course_get_courses&moodlewsrestformat=json"
`, V{"a": g.hex(32)}, "wsfunction=core_course_get_courses")

	g.add("rare/thinkific-headers", `
X-Auth-API-Key: «a»
X-Auth-Subdomain: acme-academy
`, V{"a": g.hex(32)}, "X-Auth-Subdomain: acme-academy")

	g.add("rare/udemy-business-basic", `
curl -u "«_c»:«a»" "https://acme.udemy.com/api-2.0/organizations/«_o»/analytics/user-activity/"
`, V{"_c": g.an(40), "a": g.an(128), "_o": g.digits(6)}, "/analytics/user-activity/")

}

func (g *G) rvTranslation() {
	g.add("rare/lilt-key-query", `
curl -X POST "https://lilt.com/2/translate?key=«a»" -d '{"source":"Hello, world","memory_id":«_m»}'
`, V{"a": g.hex(32), "_m": g.digits(5)}, `"source":"Hello, world"`)

	g.add("rare/smartling-user-secret", `
smartling:
  project_id: «_p»
  user_identifier: «_u»
  user_secret: «a»
`, V{"_p": g.hex(9), "_u": g.rvLow(30), "a": g.rvLow(20) + "-" + g.an(31)}, "smartling:")

	g.add("rare/transifex-token", `
[https://www.transifex.com]
rest_hostname = https://rest.api.transifex.com
token = «a»
`, V{"a": "1/" + g.hex(40)}, "rest_hostname = https://rest.api.transifex.com")

	g.add("rare/localazy-keys-json", `
{
  "writeKey": "«a»",
  "readKey": "«b»",
  "upload": { "type": "json", "files": "src/locales/en.json" }
}
`, V{"a": "a" + g.digits(19) + "-" + g.hex(8), "b": "a" + g.digits(19) + "-" + g.hex(8)}, `"files": "src/locales/en.json"`)

	g.add("rare/poeditor-api-token", `
curl -X POST https://api.poeditor.com/v2/projects/export -d api_token="«a»" -d id="«_p»" -d language="de" -d type="key_value_json"
`, V{"a": g.hex(32), "_p": g.digits(6)}, "https://api.poeditor.com/v2/projects/export")

	g.add("rare/tolgee-project-key", `
VITE_APP_TOLGEE_API_URL=https://app.tolgee.io
TOLGEE_API_KEY=«a»
`, V{"a": "tgpak_" + g.rvLow(34)}, "VITE_APP_TOLGEE_API_URL=https://app.tolgee.io")

	g.add("rare/modernmt-python", `
from modernmt import ModernMT
mmt = ModernMT("«a»")
print(mmt.translate("en", "it", "Hello world").translation)
`, V{"a": g.rvUUIDU()}, "from modernmt import ModernMT")

}

func (g *G) rvPayLatAm() {
	g.add("rare/iugu-api-token-basic", `
IUGU_API_TOKEN=«a»
IUGU_ACCOUNT_ID=«_acct»
`, V{"a": g.s(alHexU, 64), "_acct": g.s(alHexU, 32)}, "IUGU_ACCOUNT_ID=")

	g.add("rare/ebanx-integration-key", `
EBANX_INTEGRATION_KEY=«a»
EBANX_PUBLIC_INTEGRATION_KEY=«_p»
`, V{"a": g.hex(100), "_p": g.hex(100)}, "EBANX_PUBLIC_INTEGRATION_KEY=")

	g.add("rare/conekta-private-key-ruby", `
Conekta.api_key = "«a»"
Conekta.api_version = "2.1.0"
`, V{"a": "key_" + g.an(27)}, `Conekta.api_version = "2.1.0"`)

	g.add("rare/culqi-secret-curl", `
curl -X POST https://api.culqi.com/v2/charges -H "Authorization: Bearer «a»" -H "Content-Type: application/json" -d '{"amount":15000,"currency_code":"PEN","email":"ana@example.pe","source_id":"tkn_live_«_t»"}'
`, V{"a": "sk_live_" + g.hex(16), "_t": g.an(16)}, `"currency_code":"PEN"`)

	g.add("rare/kushki-private-merchant", `
Private-Merchant-Id: «a»
Content-Type: application/json
POST https://api.kushkipagos.com/card/v1/charges
`, V{"a": g.hex(32)}, "https://api.kushkipagos.com/card/v1/charges")

	g.add("rare/transbank-production-options", `
tx = Transaction(WebpayOptions("«_cc»", "«a»", IntegrationType.LIVE))
`, V{"_cc": "5970" + g.digits(8), "a": g.s(alHexU, 64)}, "IntegrationType.LIVE")

	g.add("rare/cielo-merchant-pair", `
MerchantId: «_m»
MerchantKey: «a»
`, V{"_m": g.uuid(), "a": g.rvUp(40)}, "MerchantId: ")

	g.add("rare/fintoc-secret-key", `
fintoc = Fintoc("«a»")
link = fintoc.links.get("link_«_l»_token_«b»")
`, V{"a": "sk_live_" + g.b64u(40), "_l": g.an(16), "b": g.an(24)}, "fintoc.links.get(")

}

func (g *G) rvPayAfrica() {
	g.add("rare/yoco-secret-charge", `
curl https://online.yoco.com/v1/charges/ -H "X-Auth-Secret-Key: «a»" -d token=tok_«_t» -d amountInCents=2799 -d currency=ZAR
`, V{"a": "sk_live_" + g.hex(20), "_t": g.an(24)}, "amountInCents=2799 -d currency=ZAR")

	g.add("rare/peach-payments-entity", `
peach:
  entity_id: 8ac7a4c«_e»
  access_token: «a»
`, V{"_e": g.hex(25), "a": "OGFjN2E0Y" + g.b64(60)}, "entity_id: 8ac7a4c")

	g.add("rare/payfast-passphrase", `
PAYFAST_MERCHANT_ID=«_m»
PAYFAST_MERCHANT_KEY=«=k»
PAYFAST_PASSPHRASE=«a»
`, V{"_m": g.digits(8), "=k": g.rvLow(13), "a": g.pwURL()}, "PAYFAST_MERCHANT_ID=")

	g.add("rare/interswitch-client-pair", `
INTERSWITCH_CLIENT_ID=IKIA«_c»
INTERSWITCH_SECRET=«a»
`, V{"_c": g.s(alHexU, 36), "a": g.b64(32)}, "INTERSWITCH_CLIENT_ID=IKIA")

	g.add("rare/monnify-api-secret", `
MONNIFY_API_KEY=«a»
MONNIFY_SECRET_KEY=«b»
MONNIFY_CONTRACT_CODE=«_c»
`, V{"a": "MK_PROD_" + g.rvUp(10), "b": g.rvUp(32), "_c": g.digits(10)}, "MONNIFY_CONTRACT_CODE=")

	g.add("rare/korapay-secret-bearer", `
const kora = axios.create({ baseURL: "https://api.korapay.com/merchant/api/v1", headers: { Authorization: "Bearer «a»" } });
`, V{"a": "sk_live_" + g.an(40)}, "https://api.korapay.com/merchant/api/v1")

	g.add("rare/dpo-company-token", `
<API3G>
  <CompanyToken>«a»</CompanyToken>
  <Request>createToken</Request>
  <Transaction><PaymentAmount>450.00</PaymentAmount><PaymentCurrency>KES</PaymentCurrency></Transaction>
</API3G>
`, V{"a": g.rvUUIDU()}, "<Request>createToken</Request>")

	g.add("rare/africastalking-sdk", `
africastalking.initialize(username="acme_sms", api_key="«a»")
sms = africastalking.SMS
`, V{"a": "atsk_" + g.hex(64)}, `username="acme_sms"`)

}

func (g *G) rvPayAsia() {
	g.add("rare/phonepe-salt-key", `
PHONEPE_MERCHANT_ID=ACMEONLINE
PHONEPE_SALT_KEY=«a»
PHONEPE_SALT_INDEX=1
`, V{"a": g.uuid()}, "PHONEPE_MERCHANT_ID=ACMEONLINE", "PHONEPE_SALT_INDEX=1")

	g.add("rare/ccavenue-working-key", `
ccavenue.merchant_id=«_m»
ccavenue.access_code=«_ac»
ccavenue.working_key=«a»
`, V{"_m": g.digits(7), "_ac": "AVIK" + g.rvUp(16), "a": g.s(alHexU, 32)}, "ccavenue.merchant_id=")

	g.add("rare/2c2p-secret-jwt", `
Merchant ID: JT«_m»
Secret Key : «a»
`, V{"_m": g.digits(2), "a": g.s(alHexU, 64)}, "Merchant ID: JT")

	g.add("rare/zalopay-key1-key2", `
{"app_id": 2553, "key1": "«a»", "key2": "«b»", "endpoint": "https://openapi.zalopay.vn/v2/create"}
`, V{"a": g.an(32), "b": g.an(32)}, `"endpoint": "https://openapi.zalopay.vn/v2/create"`)

	g.add("rare/billplz-secret-basic", `
curl https://www.billplz.com/api/v3/bills -u «a»: -d collection_id=«_c» -d email=ali@example.my -d amount=2000
`, V{"a": g.uuid(), "_c": g.rvLow(8)}, "https://www.billplz.com/api/v3/bills")

	g.add("rare/hitpay-business-key", `
X-BUSINESS-API-KEY: «a»
X-Requested-With: XMLHttpRequest
# HitPay webhook salt: «b»
`, V{"a": g.hex(64), "b": g.an(64)}, "# HitPay webhook salt")

	g.add("rare/maya-secret-key", `
MAYA_PUBLIC_KEY=«_p»
MAYA_SECRET_KEY=«a»
`, V{"_p": "pk-" + g.an(43), "a": "sk-" + g.an(43)}, "MAYA_PUBLIC_KEY=")

	g.add("rare/kakaopay-secret-key", `
Authorization: SECRET_KEY «a»
Content-Type: application/json
POST https://open-api.kakaopay.com/online/v1/payment/ready
`, V{"a": "DEV" + g.s(alHexU, 35)}, "https://open-api.kakaopay.com/online/v1/payment/ready")

	g.add("rare/paypay-komoju-env", `
PAYPAY_API_KEY=a_«_k»
PAYPAY_API_SECRET=«a»
KOMOJU_SECRET_KEY=«b»
`, V{"_k": g.an(10) + "_" + g.an(4), "a": g.b64(32), "b": "sk_live_" + g.rvLow(25)}, "PAYPAY_API_KEY=a_")

}

func (g *G) rvPayEurope() {
	g.add("rare/fondy-payment-key", `
FONDY_MERCHANT_ID=«_m»
FONDY_PAYMENT_KEY=«a»
FONDY_CREDIT_KEY=«b»
`, V{"_m": g.digits(7), "a": g.an(32), "b": g.an(32)}, "FONDY_MERCHANT_ID=")

	g.add("rare/wayforpay-secret", `
$wfp = new WayForPay('acme_com_ua', '«a»');
`, V{"a": g.hex(40)}, "'acme_com_ua'")

	g.add("rare/yoomoney-notification-secret", `
yoomoney:
  wallet: 4100«_w»
  notification_secret: «a»
  oauth_token: «b»
`, V{"_w": g.digits(11), "a": g.b64(18), "b": g.s(alHexU, 16) + "." + g.s(alHexU, 64) + g.s(alHexU, 64)}, "wallet: 4100")

	g.add("rare/cloudpayments-basic", `
curl -u pk_«_p»:«a» https://api.cloudpayments.ru/payments/cards/charge -H "Content-Type: application/json" -d @charge.json
`, V{"_p": g.hex(29), "a": g.hex(32)}, "https://api.cloudpayments.ru/payments/cards/charge")

	g.add("rare/paysera-sign-password", `
'projectid'    => «_p»,
'sign_password' => '«a»',
`, V{"_p": g.digits(6), "a": g.hex(32)}, "'projectid'")

	g.add("rare/quickpay-user-key", `
curl -u ":«a»" -H "Accept-Version: v10" https://api.quickpay.net/payments
`, V{"a": g.hex(64)}, "Accept-Version: v10")

	g.add("rare/datatrans-basic-header", `
curl https://api.datatrans.com/v1/transactions -u «_m»:«a» -H "Content-Type: application/json"
`, V{"_m": "11" + g.digits(8), "a": g.an(20)}, "https://api.datatrans.com/v1/transactions")

	g.add("rare/payrexx-instance-secret", `
$payrexx = new \Payrexx\Payrexx('acme', '«a»');
`, V{"a": g.an(30)}, "new \\Payrexx\\Payrexx('acme'")

}

func (g *G) rvBilling() {
	g.add("rare/affirm-public-private", `
AFFIRM_PUBLIC_API_KEY=«_p»
AFFIRM_PRIVATE_API_KEY=«a»
`, V{"_p": g.rvUp(16), "a": g.an(32)}, "AFFIRM_PUBLIC_API_KEY=")

	g.add("rare/afterpay-merchant-basic", `
afterpay:
  merchant_id: «_m»
  secret_key: «a»
  region: AU
`, V{"_m": g.digits(5), "a": g.hex(128)}, "region: AU")

	g.add("rare/sezzle-private-key", `
SEZZLE_PUBLIC=«_p»
SEZZLE_PRIVATE=«a»
`, V{"_p": "sz_pub_" + g.an(32), "a": "sz_pr_" + g.an(32)}, "SEZZLE_PUBLIC=")

	g.add("rare/2checkout-secret", `
TWOCHECKOUT_SELLER_ID=«_s»
TWOCHECKOUT_SECRET_KEY=«a»
TWOCHECKOUT_SECRET_WORD=«b»
`, V{"_s": g.digits(9), "a": g.s(alAlnum+"@*&?[]", 20), "b": g.s(alAlnum+"@*&?[]#", 32)}, "TWOCHECKOUT_SELLER_ID=")

	g.add("rare/maxio-chargify-key", `
$ curl -u «a»:x https://acme.chargify.com/subscriptions.json
`, V{"a": g.an(43)}, "https://acme.chargify.com/subscriptions.json")

	g.add("rare/zuora-oauth-client", `
zuora.rest.endpoint=https://rest.eu.zuora.com
zuora.client.id=«_c»
zuora.client.secret=«a»
`, V{"_c": g.uuid(), "a": g.s(alAlnum+"=/+", 40)}, "zuora.rest.endpoint=https://rest.eu.zuora.com")

	g.add("rare/stigg-server-key", `
STIGG_SERVER_API_KEY=«a»
NEXT_PUBLIC_STIGG_CLIENT_KEY=«_p»
`, V{"a": "server-" + g.uuid() + ":" + g.uuid(), "_p": "client-" + g.uuid() + ":" + g.uuid()}, "NEXT_PUBLIC_STIGG_CLIENT_KEY=")

}

func (g *G) rvShipping() {
	g.add("rare/17track-token-header", `
curl -X POST https://api.17track.net/track/v2.2/register -H "17token: «a»" -H "Content-Type: application/json" -d '[{"number":"RR123456789CN"}]'
`, V{"a": g.s(alHexU, 32)}, "https://api.17track.net/track/v2.2/register", "RR123456789CN")

	g.add("rare/sendcloud-public-secret", `
SENDCLOUD_PUBLIC_KEY=«_p»
SENDCLOUD_SECRET_KEY=«a»
`, V{"_p": g.hex(32), "a": g.hex(32)}, "SENDCLOUD_PUBLIC_KEY=")

	g.add("rare/shipstation-basic-pair", `
SHIPSTATION_KEY=«_k»
SHIPSTATION_SECRET=«a»
`, V{"_k": g.hex(32), "a": g.hex(32)}, "SHIPSTATION_KEY=")

	g.add("rare/fedex-rest-credentials", `
fedex:
  account_number: «_acct»
  client_id: l7«_c»
  client_secret: «a»
  base_url: https://apis.fedex.com
`, V{"_acct": g.digits(9), "_c": g.hex(32), "a": g.hex(32)}, "base_url: https://apis.fedex.com")

	g.add("rare/postnord-apikey-url", `
https://api2.postnord.com/rest/shipment/v5/trackandtrace/findByIdentifier.json?apikey=«a»&id=«_id»&locale=sv
`, V{"a": g.hex(32), "_id": "UA" + g.digits(9) + "SE"}, "trackandtrace/findByIdentifier.json")

	g.add("rare/shiprocket-login-token", `
$ curl -X POST https://apiv2.shiprocket.in/v1/external/auth/login -H "Content-Type: application/json" -d '{"email":"api@acme.in","password":"«a»"}'
{"company_id":«_c»,"email":"api@acme.in","token":"«b»"}
`, V{"a": g.pw(), "_c": g.digits(6), "b": g.jwt("HS256", fmt.Sprintf(`{"sub":%d,"iss":"https://apiv2.shiprocket.in/v1/external/auth/login","iat":%d,"exp":%d}`, g.r.IntN(9000000), 1719000000, 1719864000))}, "https://apiv2.shiprocket.in/v1/external/auth/login")

	g.add("rare/aramex-client-info", `
"ClientInfo": {
  "UserName": "api@acme.ae",
  "Password": "«a»",
  "Version": "v1",
  "AccountNumber": "«_n»",
  "AccountPin": "«b»",
  "AccountEntity": "DXB",
  "AccountCountryCode": "AE"
}
`, V{"a": g.pw(), "_n": g.digits(8), "b": g.digits(6)}, `"AccountEntity": "DXB"`)

	g.add("rare/lalamove-keys", `
LALAMOVE_API_KEY=pk_prod_«_k»
LALAMOVE_API_SECRET=«a»
`, V{"_k": g.hex(32), "a": "sk_prod_" + g.b64(48)}, "LALAMOVE_API_KEY=pk_prod_")

	g.add("rare/onfleet-basic", `
curl -u «a»: https://onfleet.com/api/v2/auth/test
`, V{"a": g.hex(32)}, "https://onfleet.com/api/v2/auth/test")

}

func (g *G) rvAffiliateAds() {
	g.add("rare/impact-account-sid-token", `
IMPACT_ACCOUNT_SID=IR«_s»
IMPACT_AUTH_TOKEN=«a»
`, V{"_s": g.an(32), "a": g.s(alAlnum+"-.~", 32)}, "IMPACT_ACCOUNT_SID=IR")

	g.add("rare/awin-oauth-bearer", `
curl "https://api.awin.com/publishers/«_p»/transactions/?startDate=2026-05-01T00:00:00&endDate=2026-05-31T23:59:59" -H "Authorization: Bearer «a»"
`, V{"_p": g.digits(6), "a": g.uuid()}, "https://api.awin.com/publishers/")

	g.add("rare/shareasale-token-secret", `
SHAREASALE_AFFILIATE_ID=«_a»
SHAREASALE_TOKEN=«a»
SHAREASALE_SECRET=«b»
`, V{"_a": g.digits(7), "a": g.an(16), "b": g.an(32)}, "SHAREASALE_AFFILIATE_ID=")

	g.add("rare/partnerstack-basic", `
curl -u «_p»:«a» https://api.partnerstack.com/api/v2/partnerships
`, V{"_p": "pk_" + g.an(32), "a": "sk_" + g.an(32)}, "https://api.partnerstack.com/api/v2/partnerships")

	g.add("rare/hasoffers-network-token", `
https://acme.api.hasoffers.com/Apiv3/json?NetworkToken=«a»&Target=Affiliate_Offer&Method=findAll
`, V{"a": "NET" + g.an(27)}, "Target=Affiliate_Offer&Method=findAll")

	g.add("rare/taboola-client-credentials", `
curl -X POST https://backstage.taboola.com/backstage/oauth/token -d "client_id=«_c»&client_secret=«a»&grant_type=client_credentials"
`, V{"_c": g.hex(32), "a": g.hex(32)}, "https://backstage.taboola.com/backstage/oauth/token")

	g.add("rare/applovin-report-key", `
https://r.applovin.com/report?api_key=«a»&start=2026-05-01&end=2026-05-07&columns=day,platform,impressions,revenue&format=csv
`, V{"a": g.b64u(86)}, "columns=day,platform,impressions,revenue")

	g.add("rare/ironsource-secret-refresh", `
IRONSOURCE_APP_KEY=«_k»
IRONSOURCE_SECRET_KEY=«a»
IRONSOURCE_REFRESH_TOKEN=«b»
`, V{"_k": g.hex(9), "a": g.hex(32), "b": g.hex(32)}, "IRONSOURCE_APP_KEY=")

	g.add("rare/chartboost-app-signature", `
Chartboost.startWithAppId("«_a»", appSignature: "«b»") { _ in }
`, V{"_a": g.hex(24), "b": g.hex(40)}, "Chartboost.startWithAppId(")

}

func (g *G) rvAnalytics() {
	g.add("rare/fathom-api-token", `
FATHOM_SITE_ID=«_s»
FATHOM_API_TOKEN=«a»
`, V{"_s": g.rvUp(8), "a": g.digits(1) + "|" + g.an(40)}, "FATHOM_SITE_ID=")

	g.add("rare/simpleanalytics-key", `
curl "https://simpleanalytics.com/api/export/datapoints?version=5&hostname=acme.io&start=2026-05-01&fields=added_iso,path" -H "Api-Key: «a»" -H "User-Id: sa_user_id_«_u»"
`, V{"a": "sa_api_key_" + g.an(32), "_u": g.uuid()}, "hostname=acme.io")

	g.add("rare/umami-api-login", `
$ curl -X POST https://stats.acme.dev/api/auth/login -H "Content-Type: application/json" -d '{"username":"admin","password":"«a»"}'
{"token":"«b»","user":{"id":"«_u»","username":"admin","role":"admin"}}
`, V{"a": g.pw(), "b": g.b64u(220), "_u": g.uuid()}, "https://stats.acme.dev/api/auth/login")

	g.add("rare/fullstory-api-key", `
Authorization: Basic «a»
Host: api.fullstory.com
`, V{"a": "na1." + g.s(alB64, 80)}, "Host: api.fullstory.com")

	g.add("rare/keenio-master-key", `
KEEN_PROJECT_ID=«_p»
KEEN_MASTER_KEY=«a»
KEEN_WRITE_KEY=«=b»
`, V{"_p": g.hex(24), "a": g.s(alHexU, 64), "=b": g.s(alHexU, 192)}, "KEEN_PROJECT_ID=")

	g.add("rare/goatcounter-token", `
$ curl -H "Authorization: Bearer «a»" https://acme.goatcounter.com/api/v0/count -d '{"no_sessions":true,"hits":[{"path":"/pricing"}]}'
`, V{"a": g.an(52)}, "https://acme.goatcounter.com/api/v0/count")

}

func (g *G) rvMediaDocs() {
	g.add("rare/imgix-management-key", `
IMGIX_DOMAIN=acme.imgix.net
IMGIX_SECURE_URL_TOKEN=«a»
IMGIX_API_KEY=«b»
`, V{"a": g.an(16), "b": "ak_" + g.hex(64)}, "IMGIX_DOMAIN=acme.imgix.net")

	g.add("rare/imagekit-private-key", `
const imagekit = new ImageKit({
  publicKey: "public_«_p»",
  privateKey: "private_«a»",
  urlEndpoint: "https://ik.imagekit.io/acme",
});
`, V{"_p": g.s(alAlnum+"+/", 28) + "=", "a": g.s(alAlnum+"+/", 28) + "="}, `urlEndpoint: "https://ik.imagekit.io/acme"`)

	g.add("rare/tinify-key", `
import tinify
tinify.key = "«a»"
tinify.from_file("hero.png").to_file("hero.min.png")
`, V{"a": g.an(32)}, `tinify.from_file("hero.png")`)

	g.add("rare/kraken-io-auth-json", `
{"auth":{"api_key":"«_k»","api_secret":"«a»"},"url":"https://cdn.acme.io/banner.jpg","wait":true,"lossy":true}
`, V{"_k": g.hex(32), "a": g.hex(40)}, `"url":"https://cdn.acme.io/banner.jpg"`)

	g.add("rare/removebg-header", `
curl -H "X-Api-Key: «a»" -F image_file=@portrait.jpg -F size=auto -o portrait-nobg.png https://api.remove.bg/v1.0/removebg
`, V{"a": g.an(24)}, "https://api.remove.bg/v1.0/removebg", "-o portrait-nobg.png")

	g.add("rare/apivideo-api-key", `
ApiVideoClient client = new ApiVideoClient("«a»");
VideosApi videos = client.videos();
`, V{"a": g.an(43)}, "VideosApi videos = client.videos();")

	g.add("rare/loom-sdk-public-and-secret", `
LOOM_PUBLIC_APP_ID=«_p»
LOOM_PRIVATE_KEY_PATH=./certs/loom-private.pem
`, V{"_p": g.uuid()}, "LOOM_PRIVATE_KEY_PATH=./certs/loom-private.pem")
}

func (g *G) rvSalesMarketing() {
	g.add("rare/lusha-api-key", `
curl "https://api.lusha.com/v2/person?email=ceo%40example.com" -H "api_key: «a»"
`, V{"a": g.uuid()}, "https://api.lusha.com/v2/person?email=ceo%40example.com")

	g.add("rare/snov-client-pair", `
params = {"grant_type": "client_credentials", "client_id": "«_c»", "client_secret": "«a»"}
token = requests.post("https://api.snov.io/v1/oauth/access_token", data=params).json()["access_token"]
`, V{"_c": g.hex(32), "a": g.hex(32)}, "https://api.snov.io/v1/oauth/access_token")

	g.add("rare/lemlist-basic-empty-user", `
curl -u ":«a»" https://api.lemlist.com/api/campaigns
`, V{"a": g.hex(32)}, "https://api.lemlist.com/api/campaigns")

	g.add("rare/salesloft-outreach-yaml", `
salesloft:
  api_key: «a»
outreach:
  client_id: «_c»
  client_secret: «b»
  redirect_uri: https://crm.acme.io/oauth/outreach
`, V{"a": "v2_ak_" + g.digits(5) + "_" + g.hex(64), "_c": g.b64u(43), "b": g.b64u(43)}, "redirect_uri: https://crm.acme.io/oauth/outreach")

	g.add("rare/getresponse-auth-token", `
X-Auth-Token: api-key «a»
`, V{"a": g.rvLow(32)}, "X-Auth-Token: api-key ")

	g.add("rare/smsru-smsc-url", `
https://sms.ru/sms/send?api_id=«a»&to=79990001122&msg=code+4412&json=1
https://smsc.ru/sys/send.php?login=acme&psw=«b»&phones=79990001122&mes=code+4412
`, V{"a": g.rvUUIDU(), "b": g.pwURL()}, "to=79990001122&msg=code+4412")

	g.add("rare/textmagic-headers", `
X-TM-Username: acmeops
X-TM-Key: «a»
`, V{"a": g.an(30)}, "X-TM-Username: acmeops")

	g.add("rare/clicksend-basic", `
clicksend = ClickSendClient("ops@acme.com.au", "«a»")
`, V{"a": g.rvUUIDU()}, `ClickSendClient("ops@acme.com.au",`)

	g.add("rare/pushbullet-access-token", `
Access-Token: «a»
POST https://api.pushbullet.com/v2/pushes
`, V{"a": "o." + g.an(32)}, "https://api.pushbullet.com/v2/pushes")

}

func (g *G) rvDevTools() {
	g.add("rare/semaphoreci-api-token", `
$ sem connect acme.semaphoreci.com «a»
connected to acme.semaphoreci.com
`, V{"a": g.an(20)}, "connected to acme.semaphoreci.com")

	g.add("rare/codacy-project-token", `
- name: Upload coverage to Codacy
  run: bash <(curl -Ls https://coverage.codacy.com/get.sh) report -r coverage/lcov.info
  env:
    CODACY_PROJECT_TOKEN: «a»
`, V{"a": g.hex(32)}, "https://coverage.codacy.com/get.sh", "coverage/lcov.info")

	g.add("rare/sonarcloud-token", `
mvn verify org.sonarsource.scanner.maven:sonar-maven-plugin:sonar -Dsonar.projectKey=acme_api -Dsonar.organization=acme -Dsonar.host.url=https://sonarcloud.io -Dsonar.token=«a»
`, V{"a": g.hex(40)}, "-Dsonar.projectKey=acme_api", "https://sonarcloud.io")

	g.add("rare/readme-rdme-token", `
- uses: readmeio/rdme@v10
  with:
    rdme: openapi upload openapi.yaml --key=«a»
`, V{"a": "rdme_" + g.s(alLowNum, 70)}, "readmeio/rdme@v10", "openapi upload openapi.yaml")

	g.add("rare/hookdeck-inngest-env", `
HOOKDECK_API_KEY=«a»
INNGEST_SIGNING_KEY=«b»
INNGEST_EVENT_KEY=«c»
`, V{"a": g.an(40), "b": "signkey-prod-" + g.hex(64), "c": g.b64u(86)}, "HOOKDECK_API_KEY=")

	g.add("rare/calcom-acuity-env", `
CALCOM_API_KEY=«a»
ACUITY_USER_ID=«_u»
ACUITY_API_KEY=«b»
`, V{"a": "cal_live_" + g.hex(32), "_u": g.digits(8), "b": g.hex(32)}, "ACUITY_USER_ID=")

	g.add("rare/similarweb-builtwith-urls", `
https://api.similarweb.com/v1/website/acme.io/total-traffic-and-engagement/visits?api_key=«a»&start_date=2026-01&end_date=2026-03&country=world&granularity=monthly
https://api.builtwith.com/v21/api.json?KEY=«b»&LOOKUP=acme.io
`, V{"a": g.hex(32), "b": g.uuid()}, "granularity=monthly", "LOOKUP=acme.io")

	g.add("rare/radar-io-secret", `
RADAR_PUBLISHABLE=prj_live_pk_«_p»
RADAR_SECRET=«a»
`, V{"_p": g.hex(40), "a": "prj_live_sk_" + g.hex(40)}, "RADAR_PUBLISHABLE=prj_live_pk_")

}

func (g *G) rvBenign() {
	g.add("rare/benign-env-example-placeholders", `
# .env.example — copy to .env and fill in
ZENROWS_API_KEY=
SAMSARA_API_TOKEN=samsara_api_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
BOTPRESS_TOKEN=<your-bp-pat>
SOLAREDGE_API_KEY=changeme
TWOCAPTCHA_KEY=YOUR_2CAPTCHA_KEY
`, nil, "samsara_api_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "<your-bp-pat>", "SOLAREDGE_API_KEY=changeme", "YOUR_2CAPTCHA_KEY")

	g.add("rare/benign-compose-env-refs", `
services:
  energy-collector:
    image: ghcr.io/acme/energy-collector:0.9.3
    environment:
      SOLAREDGE_API_KEY: ${SOLAREDGE_API_KEY}
      VRM_TOKEN: ${VRM_TOKEN:?set VRM_TOKEN in .env}
      TIBBER_TOKEN: "${TIBBER_TOKEN}"
      SITE_ID: "«_s»"
`, V{"_s": g.digits(7)}, "${SOLAREDGE_API_KEY}", "${VRM_TOKEN:?set VRM_TOKEN in .env}", "ghcr.io/acme/energy-collector:0.9.3")

	g.add("rare/benign-payfast-sandbox-docs", `
# PayFast sandbox (documented test merchant, not ours)
PAYFAST_HOST=https://sandbox.payfast.co.za/eng/process
merchant_id=10000100
merchant_key=46f0cd694581a
`, nil, "merchant_id=10000100", "merchant_key=46f0cd694581a", "https://sandbox.payfast.co.za/eng/process")

	g.add("rare/benign-transbank-integration-constants", `
from transbank.common.options import WebpayOptions
from transbank.common.integration_commerce_codes import IntegrationCommerceCodes
from transbank.common.integration_api_keys import IntegrationApiKeys
from transbank.common.integration_type import IntegrationType

tx = Transaction(WebpayOptions(IntegrationCommerceCodes.WEBPAY_PLUS, IntegrationApiKeys.WEBPAY, IntegrationType.TEST))
`, nil, "IntegrationCommerceCodes.WEBPAY_PLUS", "IntegrationApiKeys.WEBPAY", "IntegrationType.TEST")

	g.add("rare/benign-culqi-yoco-public-keys", `
<script src="https://checkout.culqi.com/js/v4"></script>
<script>
  Culqi.publicKey = "«_c»";
  const yoco = new window.YocoSDK({ publicKey: "«_y»" });
</script>
`, V{"_c": "pk_live_" + g.hex(16), "_y": "pk_live_" + g.hex(20)}, "https://checkout.culqi.com/js/v4")

	g.add("rare/benign-clarity-logrocket-snippets", `
<script type="text/javascript">
  (function(c,l,a,r,i,t,y){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};
  t=l.createElement(r);t.async=1;t.src="https://www.clarity.ms/tag/"+i;
  y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y);
  })(window, document, "clarity", "script", "«_c»");
</script>
<script>LogRocket.init("«_l»/acme-web");</script>
`, V{"_c": g.rvLow(10), "_l": g.rvLow(6)}, "https://www.clarity.ms/tag/", "/acme-web")

	g.add("rare/benign-umami-fathom-script-tags", `
<script defer src="https://stats.acme.dev/script.js" data-website-id="«_u»"></script>
<script src="https://cdn.usefathom.com/script.js" data-site="«_f»" defer></script>
`, V{"_u": g.uuid(), "_f": g.rvUp(8)}, "https://cdn.usefathom.com/script.js", "https://stats.acme.dev/script.js")

	g.add("rare/benign-masked-dashboard-keys", `
API keys                          created      last used
ZeroBounce   ••••••••••••3f9a      2025-11-02   2 hours ago
Culqi        sk_live_••••••••a91f   2026-01-14   never
Tremendous   PROD_••••••••••7Qx2   2026-02-20   yesterday
`, nil, "••••••••••••3f9a", "sk_live_••••••••a91f", "PROD_••••••••••7Qx2")

	g.add("rare/benign-civo-apikey-list", `
$ civo apikey ls
+------------+---------+
| Name       | Default |
+------------+---------+
| acme-prod  | <=====  |
| acme-stage |         |
+------------+---------+
$ civo region current LON1
The default region was set to (London 1) LON1
`, nil, "acme-prod", "The default region was set to (London 1) LON1")

	g.add("rare/benign-fedex-tracking-output", `
$ ./ship track --carrier fedex «_t1» «_t2»
«_t1»  DELIVERED        2026-05-12 10:41  MEMPHIS, TN   signed by: K.REYES
«_t2»  IN TRANSIT       2026-05-13 06:02  INDIANAPOLIS, IN
account: ****«_a»   meter: n/a (REST API)
`, V{"_t1": g.digits(12), "_t2": g.digits(12), "_a": g.digits(4)}, "signed by: K.REYES", "meter: n/a (REST API)")

	g.add("rare/benign-17track-response", `
{"code":0,"data":{"accepted":[{"origin":1,"number":"«_a»","carrier":100003},{"origin":1,"number":"«_b»","carrier":190271}],"rejected":[{"number":"LX000000000XX","error":{"code":-18019909,"message":"The tracking number is invalid."}}]}}
`, V{"_a": "RR" + g.digits(9) + "CN", "_b": "1Z" + g.rvUp(16)}, "The tracking number is invalid.", "LX000000000XX")

	g.add("rare/benign-bscscan-contract-page", `
Contract «_c» (BEP-20: AcmeToken)
Creator: «_d» at txn «_tx»
Compiler: v0.8.24+commit.e11b9ed9, optimizer 200 runs
Block: «_b»
`, V{"_c": g.ethAddr(), "_d": g.ethAddr(), "_tx": "0x" + g.hex(64), "_b": g.digits(8)}, "v0.8.24+commit.e11b9ed9", "BEP-20: AcmeToken")

	g.add("rare/benign-blockfrost-docs-placeholder", `
# blockfrost-python quick start
api = BlockFrostApi(
    project_id="YOUR PROJECT ID",   # from https://blockfrost.io/dashboard
    base_url=ApiUrls.preprod.value,
)
`, nil, `project_id="YOUR PROJECT ID"`, "https://blockfrost.io/dashboard", "ApiUrls.preprod.value")

	g.add("rare/benign-ds-record-output", `
$ dig +short DS acme.fr @d.nic.fr
«_k» 13 2 «_h»
$ dnsimple --account «_a» domains dnssec acme.fr
DNSSEC: enabled
`, V{"_k": fmt.Sprint(1000 + g.r.IntN(60000)), "_h": g.s(alHexU, 64), "_a": g.digits(5)}, "DNSSEC: enabled", "@d.nic.fr")

	g.add("rare/benign-eventbrite-webhook-payload", `
{
  "config": {
    "action": "order.placed",
    "user_id": "«_u»",
    "endpoint_url": "https://tickets.acme.org/hooks/eventbrite",
    "webhook_id": "«_w»"
  },
  "api_url": "https://www.eventbriteapi.com/v3/orders/«_o»/"
}
`, V{"_u": g.digits(12), "_w": g.digits(8), "_o": g.digits(10)}, `"action": "order.placed"`, "https://tickets.acme.org/hooks/eventbrite")

	g.add("rare/benign-what3words-addresses", `
id,site,w3w
1,North gate,///filled.count.soap
2,Loading bay,///index.home.raft
3,Visitor car park,///daring.lion.race
`, nil, "///filled.count.soap", "///index.home.raft", "///daring.lion.race")

	g.add("rare/benign-vendor-endpoints-yaml", `
endpoints:
  aeroapi: https://aeroapi.flightaware.com/aeroapi      # v4
  sportradar: https://api.sportradar.com/soccer/trial/v4
  zerobounce: https://api.zerobounce.net/v2
  pingdom: https://api.pingdom.com/api/3.1
  livechat: https://api.livechatinc.com/v3.5
  canvas: https://acme.instructure.com/api/v1
timeouts: { connect: 3s, read: 20s }
`, nil, "https://aeroapi.flightaware.com/aeroapi", "https://api.livechatinc.com/v3.5", "timeouts: { connect: 3s, read: 20s }")

	g.add("rare/benign-neverbounce-widget", `
<script type="text/javascript">
  _NBSettings = { apiKey: "«_p»", displayPoweredBy: false, inputLatency: 1500 };
</script>
<script type="text/javascript" src="https://cdn.neverbounce.com/widget/dist/NeverBounce.js"></script>
`, V{"_p": "public_" + g.hex(32)}, "https://cdn.neverbounce.com/widget/dist/NeverBounce.js", "inputLatency: 1500")

	g.add("rare/benign-zillow-listing-ids", `
zpid        mls_id      price     beds  baths  status
«_a»    «_m1»    489000    3     2      FOR_SALE
«_b»    «_m2»    612500    4     3      PENDING
`, V{"_a": g.digits(8), "_b": g.digits(8), "_m1": "MLS" + g.digits(7), "_m2": "MLS" + g.digits(7)}, "FOR_SALE", "PENDING")

	g.add("rare/benign-solaredge-inventory", `
site «_s» inventory
  inverter  SE10K-RWS48BEN4   serial «_i»   fw 4.20.36
  meter     SE-RGMTR-1D240C-A serial «_m»
  battery   BAT-10K1P         serial «_b»
`, V{"_s": g.digits(7), "_i": g.s(alHexU, 8) + "-" + g.s(alHexU, 2), "_m": g.digits(9), "_b": "T1" + g.digits(9)}, "SE10K-RWS48BEN4", "fw 4.20.36")

	g.add("rare/benign-samsara-vehicle-list", `
$ ./fleetctl vehicles --provider samsara --limit 3
ID                 NAME        VIN                 ODOMETER
«_i1»   Van 12      «_v1»   84211 km
«_i2»   Van 14      «_v2»   90412 km
«_i3»   Truck 03    «_v3»   211004 km
`, V{"_i1": g.digits(15), "_i2": g.digits(15), "_i3": g.digits(15), "_v1": g.s("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 17), "_v2": g.s("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 17), "_v3": g.s("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 17)}, "--provider samsara", "211004 km")

	g.add("rare/benign-commercetools-secret-refs", `
CTP_PROJECT_KEY=acme-store-prod
CTP_CLIENT_SECRET=${CTP_CLIENT_SECRET}
CTP_SCOPES="view_products:acme-store-prod view_orders:acme-store-prod"
CTP_API_URL=https://api.europe-west1.gcp.commercetools.com
`, nil, "CTP_CLIENT_SECRET=${CTP_CLIENT_SECRET}", "view_products:acme-store-prod view_orders:acme-store-prod")

	g.add("rare/benign-captcha-site-keys", `
<div class="g-recaptcha" data-sitekey="«_r»"></div>
<div class="h-captcha" data-sitekey="«_h»"></div>
<div class="cf-turnstile" data-sitekey="«_t»" data-theme="light"></div>
`, V{"_r": "6L" + g.b64u(38), "_h": g.uuid(), "_t": "0x4AAAAAAA" + g.b64u(14)}, `data-theme="light"`, `class="h-captcha"`)

	g.add("rare/benign-sezzle-imagekit-public", `
<script src="https://checkout-sdk.sezzle.com/checkout.min.js"></script>
<script>
  const checkout = new Checkout({ mode: "popup", publicKey: "«_s»", apiMode: "live" });
  const ik = new ImageKit({ publicKey: "public_«_i»", urlEndpoint: "https://ik.imagekit.io/acme" });
</script>
`, V{"_s": "sz_pub_" + g.an(32), "_i": g.s(alAlnum+"+/", 28) + "="}, "https://checkout-sdk.sezzle.com/checkout.min.js", `apiMode: "live"`)

	g.add("rare/benign-rdme-secret-ref", `
- uses: readmeio/rdme@v10
  with:
    rdme: openapi upload openapi.yaml --key=${{ secrets.README_API_KEY }} --slug=acme-api
`, nil, "--key=${{ secrets.README_API_KEY }}", "readmeio/rdme@v10")

	g.add("rare/benign-moodle-docs-placeholder", `
https://YOUR_MOODLE_SITE/webservice/rest/server.php?wstoken=YOUR_TOKEN_HERE&wsfunction=core_webservice_get_site_info&moodlewsrestformat=json
`, nil, "wstoken=YOUR_TOKEN_HERE", "https://YOUR_MOODLE_SITE/webservice/rest/server.php")

	g.add("rare/benign-transifex-tx-config", `
[main]
host = https://app.transifex.com

[o:acme:p:webapp:r:messages]
file_filter = locales/<lang>/messages.json
source_file = locales/en/messages.json
type        = KEYVALUEJSON
minimum_perc = 80
`, nil, "[o:acme:p:webapp:r:messages]", "file_filter = locales/<lang>/messages.json", "minimum_perc = 80")

	g.add("rare/benign-lalamove-signature-format", `
Lalamove v3 signing (docs):
  Authorization: hmac <API_KEY>:<TIMESTAMP>:<SIGNATURE>
  Market: HK
  base: https://rest.sandbox.lalamove.com
  rawSignature = "<TIMESTAMP>\r\n<METHOD>\r\n<PATH>\r\n\r\n<BODY>"
`, nil, "hmac <API_KEY>:<TIMESTAMP>:<SIGNATURE>", "https://rest.sandbox.lalamove.com")

	g.add("rare/benign-hasoffers-tracking-link", `
https://acme.go2cloud.org/aff_c?offer_id=«_o»&aff_id=«_a»&aff_sub=spring_sale&transaction_id=«_t»
`, V{"_o": g.digits(4), "_a": g.digits(4), "_t": "102" + g.hex(27)}, "aff_sub=spring_sale", "https://acme.go2cloud.org/aff_c?offer_id=")

	g.add("rare/benign-iugu-webhook", `
POST /webhooks/iugu
event=invoice.status_changed&data[id]=«_i»&data[status]=paid&data[account_id]=«_a»&data[subscription_id]=
`, V{"_i": g.s(alHexU, 32), "_a": g.s(alHexU, 32)}, "event=invoice.status_changed", "data[status]=paid")

	g.add("rare/benign-ccavenue-test-endpoints", `
# CCAvenue endpoints (values from the merchant panel go in Vault, not here)
ccavenue.transaction_url=https://secure.ccavenue.com/transaction/transaction.do?command=initiateTransaction
ccavenue.test_url=https://test.ccavenue.com/transaction/transaction.do?command=initiateTransaction
ccavenue.working_key=${CCAVENUE_WORKING_KEY}
`, nil, "ccavenue.working_key=${CCAVENUE_WORKING_KEY}", "https://test.ccavenue.com/transaction/transaction.do?command=initiateTransaction")

	g.add("rare/benign-crypto-exchange-key-list", `
$ ./bot keys list
EXCHANGE   LABEL          PERMISSIONS        IP WHITELIST      CREATED
gateio     grid-bot       spot:read,trade    203.0.113.14      2026-02-11
bitmart    grid-bot       read,trade         203.0.113.14      2026-02-11
htx        reporting      read               any               2025-12-30
(secrets are stored in the OS keyring; use "bot keys show --reveal" to print)
`, nil, "spot:read,trade", "(secrets are stored in the OS keyring; use \"bot keys show --reveal\" to print)")
}
