package cases

import (
	"fmt"
	"strings"
)

// adsCases adds credentials from marketing, advertising, CRM-marketing and
// product-analytics integrations, as a coding agent meets them while it
// wires a conversion upload, debugs a reporting job or reads a tag
// configuration. Sources: the Google Ads API (google-ads.yaml, developer
// tokens, OAuth client secrets and refresh tokens, the Python, PHP and
// Ruby clients, GAQL over REST, offline and enhanced conversions, Ads
// Scripts), Google Analytics 4 (Measurement Protocol secrets, the Admin
// and Data APIs), the Meta Marketing API and Conversions API (system user
// tokens, app secrets, debug_token, the Business SDK, the CAPI Gateway),
// the TikTok, Snap, Pinterest, LinkedIn, Reddit and X Ads APIs, Microsoft
// Advertising (bingads SDK, developer tokens, Microsoft account refresh
// tokens), Amazon Ads, The Trade Desk, Xandr, Criteo, Prebid Server,
// Google Ad Manager, Mailchimp and Mandrill, Klaviyo, Braze, Iterable,
// Customer.io, SendGrid Marketing Campaigns, Brevo, ActiveCampaign,
// Postmark, Kit, HubSpot, Marketo, Salesforce Marketing Cloud and Account
// Engagement, Segment (write keys, source function settings, the Public
// API), RudderStack, mParticle, Hightouch, Census, Amplitude, Mixpanel,
// PostHog, Statsig, Heap, FullStory, Pendo, affiliate networks (Impact,
// CJ, Awin, Rakuten, ShareASale, Everflow, PartnerStack, Amazon PA-API),
// SEO and data tools (Semrush, Ahrefs, DataForSEO, SerpApi, Moz, Search
// Console, Bing Webmaster, ScraperAPI), server-side tagging (sGTM on Cloud
// Run, Stape, Tealium), attribution SDKs (AppsFlyer, Adjust, Branch,
// Singular, Kochava, Apple Search Ads), ETL connectors (Airbyte, Fivetran,
// Meltano, Supermetrics, dbt), and the notebooks, logs, chats, shell
// sessions and tool outputs around them. Benign look-alikes: pixel ids,
// GA4 measurement ids, Google Ads customer and conversion ids, campaign,
// ad set and ad ids, click ids (gclid, fbclid, ttclid), UTM parameters,
// Meta client tokens and app ids, Amplitude, Mixpanel and PostHog browser
// keys, Segment browser write keys, Klaviyo site ids, Branch live keys,
// Adjust app tokens, ads.txt lines, event ids, hashed e-mail addresses
// and masked previews. The case names start with "ads/".
func (g *G) adsCases() {
	g.axGoogleAds()
	g.axGA4()
	g.axMeta()
	g.axSocialAds()
	g.axMicrosoftAds()
	g.axAdTech()
	g.axEmail()
	g.axCRM()
	g.axCDP()
	g.axProduct()
	g.axAffiliate()
	g.axNative()
	g.axSEO()
	g.axTagging()
	g.axAttribution()
	g.axETL()
	g.axInfra()
	g.axChat()
	g.axBenign()
}

// ---- helpers used only here ----

// axAdd is add with "ˋ" standing for a backtick.
func (g *G) axAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// axDevTok is a Google Ads API developer token.
func (g *G) axDevTok() string { return g.s(alAlnum+"-_", 22) }

// axCID is a Google Ads customer id as the UI prints it (benign).
func (g *G) axCID() string {
	return g.digits(3) + "-" + g.s(alDigit, 3) + "-" + g.s(alDigit, 4)
}

// axCIDn is a Google Ads customer id without dashes (benign).
func (g *G) axCIDn() string { return g.digits(10) }

// axGClient is a Google OAuth client id (benign).
func (g *G) axGClient() string {
	return g.digits(12) + "-" + g.s(alLowNum, 32) + ".apps.googleusercontent.com"
}

// axEAA is a Meta (Facebook) user, page or system user access token.
func (g *G) axEAA() string {
	return "EAA" + g.pick("B", "G", "J", "I", "Y") + g.an(10+g.r.IntN(4)) + "ZD" + g.an(150+g.r.IntN(60))
}

func (g *G) axPixel() string { return g.digits(15 + g.r.IntN(2)) }
func (g *G) axActID() string { return g.digits(15 + g.r.IntN(2)) }
func (g *G) axTT() string    { return g.hex(40) }
func (g *G) axPina() string  { return "pina_" + g.s(alUpNum, 96) }
func (g *G) axPinr() string  { return "pinr_" + g.s(alUpNum, 96) }
func (g *G) axLI() string    { return "AQV" + g.b64u(340+g.r.IntN(40)) }
func (g *G) axLIR() string   { return "AQX" + g.b64u(320+g.r.IntN(40)) }
func (g *G) axMSR() string {
	return "M.C5" + g.s(alDigit, 2) + "_BAY.0.U.-" + g.s(alAlnum+"!*-", 280+g.r.IntN(40)) + "$$"
}
func (g *G) axMSDev() string    { return g.s(alUpNum, 16) }
func (g *G) axMandrill() string { return "md-" + g.b64u(22) }
func (g *G) axKlaviyo() string  { return "pk_" + g.hex(34) }
func (g *G) axKlSite() string   { return g.s(alUpNum, 6) }
func (g *G) axBrevo() string    { return "xkeysib-" + g.hex(64) + "-" + g.an(16) }
func (g *G) axBrevoSMTP() string {
	return "xsmtpsib-" + g.hex(64) + "-" + g.an(16)
}
func (g *G) axAC() string      { return g.hex(72) }
func (g *G) axSegWK() string   { return g.an(32) }
func (g *G) axSegPub() string  { return "sgp_" + g.an(64) }
func (g *G) axMP() string      { return "us1-" + g.hex(32) }
func (g *G) axMPSec() string   { return g.b64u(64) }
func (g *G) axPHC() string     { return "phc_" + g.an(43) }
func (g *G) axPHX() string     { return "phx_" + g.an(47) }
func (g *G) axGA4Sec() string  { return g.b64u(22) }
func (g *G) axGID() string     { return "G-" + g.s(alUpNum, 10) }
func (g *G) axGTM() string     { return "GTM-" + g.s(alUpNum, 7) }
func (g *G) axAW() string      { return "AW-" + g.digits(10) }
func (g *G) axAWLabel() string { return g.b64u(20) }
func (g *G) axGclid() string   { return "Cj0KCQjw" + g.b64u(80) + "_BwE" }
func (g *G) axFbclid() string  { return "IwAR" + g.b64u(56) }
func (g *G) axAmzRef() string  { return "Atzr|IwEB" + g.b64u(300) }
func (g *G) axAmzSec() string  { return "amzn1.oa2-cs.v1." + g.hex(64) }
func (g *G) axAmzCli() string  { return "amzn1.application-oa2-client." + g.hex(32) }
func (g *G) axBranchKey() string {
	return "key_live_" + g.an(32)
}
func (g *G) axBranchSec() string { return "secret_live_" + g.an(32) }
func (g *G) axAdjApp() string    { return g.s(alLowNum, 12) }
func (g *G) axHashEm() string    { return g.hex(64) }
func (g *G) axUnix() string      { return fmt.Sprintf("17%08d", g.r.IntN(100000000)) }
func (g *G) axStatsigSec() string {
	return "secret-" + g.an(43)
}
func (g *G) axStatsigCli() string { return "client-" + g.an(43) }
func (g *G) axMoz() string        { return "mozscape-" + g.hex(10) }
func (g *G) axIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", 34+g.r.IntN(60), g.r.IntN(256), g.r.IntN(256), 1+g.r.IntN(254))
}

// ---- Google Ads API ----

func (g *G) axGoogleAds() {
	g.add("ads/gads-google-ads-yaml", `
$ cat ~/google-ads.yaml
# Developer token
##########################################################################
# A developer token is required when making requests to the Google Ads API
# regardless of whether you're using the OAuth2 or Service Account
# configurations.
developer_token: «a»

# Use proto plus
use_proto_plus: True

# OAuth2 Configuration for desktop/web application flows
client_id: «_cid»
client_secret: «b»
refresh_token: «c»

# Login Customer ID (manager account, no dashes)
login_customer_id: «_mcc»
`, V{"a": g.axDevTok(), "_cid": g.axGClient(), "b": g.gocspx(), "c": g.gRefresh(), "_mcc": g.axCIDn()},
		"use_proto_plus: True", "login_customer_id")

	cust := g.axCIDn()
	g.add("ads/gads-rest-gaql-curl", `
$ curl -sS -X POST "https://googleads.googleapis.com/v17/customers/«_c»/googleAds:searchStream" \
    -H "Content-Type: application/json" \
    -H "Authorization: Bearer «a»" \
    -H "developer-token: «b»" \
    -H "login-customer-id: «_m»" \
    --data '{"query": "SELECT campaign.id, campaign.name, metrics.clicks, metrics.cost_micros FROM campaign WHERE segments.date DURING LAST_7_DAYS"}'
[{
  "results": [
    {"campaign": {"resourceName": "customers/«_c»/campaigns/«_k1»", "name": "Brand - Exact - US", "id": "«_k1»"},
     "metrics": {"clicks": "1821", "costMicros": "412330000"}},
    {"campaign": {"resourceName": "customers/«_c»/campaigns/«_k2»", "name": "PMax - Spring Sale", "id": "«_k2»"},
     "metrics": {"clicks": "9402", "costMicros": "2281904000"}}
  ],
  "fieldMask": "campaign.id,campaign.name,metrics.clicks,metrics.costMicros",
  "requestId": "«_r»"
}]
`, V{"_c": cust, "a": g.ya29(), "b": g.axDevTok(), "_m": g.axCIDn(), "_k1": g.digits(11), "_k2": g.digits(11), "_r": g.b64u(22)},
		"Brand - Exact - US", "googleads.googleapis.com")

	g.add("ads/gads-python-load-from-dict", `
from google.ads.googleads.client import GoogleAdsClient

credentials = {
    "developer_token": "«a»",
    "refresh_token": "«b»",
    "client_id": "«_cid»",
    "client_secret": "«c»",
    "login_customer_id": "«_mcc»",
    "use_proto_plus": True,
}

client = GoogleAdsClient.load_from_dict(credentials, version="v17")
ga_service = client.get_service("GoogleAdsService")
`, V{"a": g.axDevTok(), "b": g.gRefresh(), "_cid": g.axGClient(), "c": g.gocspx(), "_mcc": g.axCIDn()},
		"GoogleAdsClient.load_from_dict", "GoogleAdsService")

	g.add("ads/gads-env-vars-export", `
$ export GOOGLE_ADS_DEVELOPER_TOKEN=«a»
$ export GOOGLE_ADS_CLIENT_ID=«_cid»
$ export GOOGLE_ADS_CLIENT_SECRET=«b»
$ export GOOGLE_ADS_REFRESH_TOKEN=«c»
$ export GOOGLE_ADS_LOGIN_CUSTOMER_ID=«_mcc»
$ export GOOGLE_ADS_USE_PROTO_PLUS=True
$ python examples/basic_operations/get_campaigns.py --customer_id «_cust»
Campaign with ID «_k1» and name "Search | Generic | DE" was found.
Campaign with ID «_k2» and name "YouTube | Remarketing" was found.
`, V{"a": g.axDevTok(), "_cid": g.axGClient(), "b": g.gocspx(), "c": g.gRefresh(), "_mcc": g.axCIDn(), "_cust": g.axCIDn(), "_k1": g.digits(11), "_k2": g.digits(11)},
		"examples/basic_operations/get_campaigns.py", "GOOGLE_ADS_USE_PROTO_PLUS=True")

	g.add("ads/gads-generate-user-credentials", `
$ python examples/authentication/generate_user_credentials.py -c ~/Downloads/client_secret_«_n».apps.googleusercontent.com.json
Paste this URL into your browser:
https://accounts.google.com/o/oauth2/auth?response_type=code&client_id=«_cid»&redirect_uri=http%3A%2F%2F127.0.0.1%3A8080&scope=https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fadwords&state=«_st»&access_type=offline&prompt=consent

Your refresh token is: «a»

Add your refresh token to your client library configuration as described here: https://developers.google.com/google-ads/api/docs/client-libs/python/configuration
`, V{"_n": g.digits(12) + "-" + g.s(alLowNum, 32), "_cid": g.axGClient(), "_st": g.hex(64), "a": g.gRefresh()},
		"generate_user_credentials.py", "access_type=offline")

	g.add("ads/gads-php-ini", `
[GOOGLE_ADS]
; Required GoogleAdsClient properties.
developerToken = "«a»"
; Optional. Set a linked customer ID for login.
loginCustomerId = «_mcc»

[OAUTH2]
; For installed application or web application flow.
clientId = "«_cid»"
clientSecret = "«b»"
refreshToken = "«c»"

[LOGGING]
logLevel = "INFO"
`, V{"a": g.axDevTok(), "_mcc": g.axCIDn(), "_cid": g.axGClient(), "b": g.gocspx(), "c": g.gRefresh()},
		"[GOOGLE_ADS]", "loginCustomerId")

	g.add("ads/gads-ruby-config-rb", `
# ~/google_ads_config.rb
Google::Ads::GoogleAds::Config.new do |c|
  c.client_id = '«_cid»'
  c.client_secret = '«a»'
  c.refresh_token = '«b»'
  c.developer_token = '«c»'
  c.login_customer_id = '«_mcc»'
  c.log_level = 'INFO'
  c.log_target = STDERR
end
`, V{"_cid": g.axGClient(), "a": g.gocspx(), "b": g.gRefresh(), "c": g.axDevTok(), "_mcc": g.axCIDn()},
		"Google::Ads::GoogleAds::Config.new")

	g.add("ads/gads-service-account-json", `
$ cat secrets/gads-sa.json
{
  "type": "service_account",
  "project_id": "acme-marketing-ads",
  "private_key_id": "«_kid»",
  "private_key": "«a»",
  "client_email": "gads-reporter@acme-marketing-ads.iam.gserviceaccount.com",
  "client_id": "«_num»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}
$ grep -E 'json_key_file_path|impersonated_email|developer_token' google-ads.yaml
json_key_file_path: secrets/gads-sa.json
impersonated_email: ads-admin@acme.com
developer_token: «b»
`, V{"_kid": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block() + "\n"), "_num": g.digits(21), "b": g.axDevTok()},
		"gads-reporter@acme-marketing-ads.iam.gserviceaccount.com", "impersonated_email: ads-admin@acme.com")

	g.add("ads/gads-offline-conversion-upload-log", `
2024-06-11 03:00:02,114 - google.ads.googleads.client - INFO - Request
-------
Method: /google.ads.googleads.v17.services.ConversionUploadService/UploadClickConversions
Host: googleads.googleapis.com
Headers: {
  "developer-token": "«a»",
  "login-customer-id": "«_mcc»",
  "x-goog-api-client": "gl-python/3.11.9 grpc/1.64.1 gax/2.19.0 gapic/24.1.0",
  "x-goog-request-params": "customer_id=«_c»"
}
Request: customer_id: "«_c»"
conversions {
  gclid: "«_gclid»"
  conversion_action: "customers/«_c»/conversionActions/«_ca»"
  conversion_date_time: "2024-06-10 18:42:11+02:00"
  conversion_value: 129.9
  currency_code: "EUR"
}
partial_failure: true
`, V{"a": g.axDevTok(), "_mcc": g.axCIDn(), "_c": g.axCIDn(), "_gclid": g.axGclid(), "_ca": g.digits(9)},
		"UploadClickConversions", `conversion_date_time: "2024-06-10 18:42:11+02:00"`)

	g.add("ads/gads-auth-error-invalid-grant", `
Traceback (most recent call last):
  File "/app/jobs/sync_spend.py", line 41, in main
    client = GoogleAdsClient.load_from_env(version="v17")
  ...
google.auth.exceptions.RefreshError: ('invalid_grant: Token has been expired or revoked.', {'error': 'invalid_grant', 'error_description': 'Token has been expired or revoked.'})

> the refresh token in .env is old, here's the new one from the OAuth playground:
> GOOGLE_ADS_REFRESH_TOKEN=«a»
> (access token it gave me was «b», dev token unchanged)
`, V{"a": g.gRefresh(), "b": g.ya29()}, "invalid_grant: Token has been expired or revoked.", "jobs/sync_spend.py")

	g.add("ads/gads-dev-token-not-approved", `
GoogleAdsException: Request with ID "«_r»" failed with status "PERMISSION_DENIED" and includes the following errors:
	Error with message "The developer token is only approved for use with test accounts. To access non-test accounts, apply for Basic or Standard access.".
		On field: developer_token

$ grep -n developer_token config/google-ads.yaml
3:developer_token: «a»
`, V{"_r": g.b64u(22), "a": g.axDevTok()}, "PERMISSION_DENIED", "config/google-ads.yaml")

	g.add("ads/gads-enhanced-conversions-leads", `
conversion = client.get_type("ClickConversion")
conversion.conversion_action = "customers/«_c»/conversionActions/«_ca»"
conversion.conversion_date_time = "2024-06-12 09:31:00-05:00"
conversion.order_id = "ORD-«_oid»"

user_identifier = client.get_type("UserIdentifier")
# SHA-256 of the normalized e-mail, as Google requires
user_identifier.hashed_email = "«_h»"
user_identifier.user_identifier_source = client.enums.UserIdentifierSourceEnum.FIRST_PARTY
conversion.user_identifiers.append(user_identifier)

client = GoogleAdsClient.load_from_dict({
    "developer_token": "«a»", "use_proto_plus": True,
    "json_key_file_path": "/secrets/ads-sa.json", "impersonated_email": "ads@acme.com",
})
`, V{"_c": g.axCIDn(), "_ca": g.digits(9), "_oid": g.digits(8), "_h": g.axHashEm(), "a": g.axDevTok()},
		"UserIdentifierSourceEnum.FIRST_PARTY", "/secrets/ads-sa.json")

	g.add("ads/gads-scripts-urlfetch-slack", `
// Google Ads Script: daily budget pacing alert
var SLACK_WEBHOOK = 'https://hooks.slack.com/services/«_t»/«_b»/«a»';
var SPREADSHEET_URL = 'https://docs.google.com/spreadsheets/d/«_sheet»/edit';

function main() {
  var account = AdsApp.currentAccount();
  var stats = account.getStatsFor('TODAY');
  if (stats.getCost() > 1500) {
    UrlFetchApp.fetch(SLACK_WEBHOOK, {method: 'post', contentType: 'application/json',
      payload: JSON.stringify({text: account.getName() + ' (' + account.getCustomerId() + ') spent ' + stats.getCost()})});
  }
}
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24), "_sheet": g.b64u(44)}, "AdsApp.currentAccount()", "getStatsFor('TODAY')")

	g.add("ads/gads-docker-run-reporting", `
$ docker run --rm -e GOOGLE_ADS_DEVELOPER_TOKEN='«a»' -e GOOGLE_ADS_CLIENT_ID='«_cid»' -e GOOGLE_ADS_CLIENT_SECRET='«b»' -e GOOGLE_ADS_REFRESH_TOKEN='«c»' -e GOOGLE_ADS_LOGIN_CUSTOMER_ID=«_mcc» ghcr.io/acme/ads-reporting:2.3.0 --date 2024-06-10
[ads-reporting] fetched 14 accounts under manager «_mcc»
[ads-reporting] wrote 48213 rows to bigquery: marketing_raw.gads_campaign_daily
`, V{"a": g.axDevTok(), "_cid": g.axGClient(), "b": g.gocspx(), "c": g.gRefresh(), "_mcc": g.axCIDn()},
		"ghcr.io/acme/ads-reporting:2.3.0", "marketing_raw.gads_campaign_daily")

	g.add("ads/gads-oauth-token-endpoint-response", `
$ curl -s https://oauth2.googleapis.com/token -d client_id=«_cid» -d client_secret=«a» -d refresh_token=«b» -d grant_type=refresh_token
{
  "access_token": "«c»",
  "expires_in": 3599,
  "scope": "https://www.googleapis.com/auth/adwords",
  "token_type": "Bearer"
}
`, V{"_cid": g.axGClient(), "a": g.gocspx(), "b": g.gRefresh(), "c": g.ya29()}, "https://www.googleapis.com/auth/adwords")

	g.add("ads/gads-github-actions-secrets", `
$ gh secret set GOOGLE_ADS_DEVELOPER_TOKEN --body "«a»" --repo acme/marketing-etl
✓ Set Actions secret GOOGLE_ADS_DEVELOPER_TOKEN for acme/marketing-etl
$ gh secret set GOOGLE_ADS_REFRESH_TOKEN --body "«b»" --repo acme/marketing-etl
✓ Set Actions secret GOOGLE_ADS_REFRESH_TOKEN for acme/marketing-etl
$ gh secret list --repo acme/marketing-etl
GOOGLE_ADS_DEVELOPER_TOKEN   Updated 2024-06-12
GOOGLE_ADS_REFRESH_TOKEN     Updated 2024-06-12
`, V{"a": g.axDevTok(), "b": g.gRefresh()}, "acme/marketing-etl", "Set Actions secret GOOGLE_ADS_REFRESH_TOKEN")
}

// ---- Google Analytics 4 ----

func (g *G) axGA4() {
	mid := g.axGID()
	g.add("ads/ga4-measurement-protocol-curl", `
$ curl -sS -X POST "https://www.google-analytics.com/mp/collect?measurement_id=«_mid»&api_secret=«a»" \
    -H 'Content-Type: application/json' \
    -d '{"client_id":"«_cl»","events":[{"name":"purchase","params":{"transaction_id":"T-«_tx»","value":59.0,"currency":"USD"}}]}'
$ echo $?
0
`, V{"_mid": mid, "a": g.axGA4Sec(), "_cl": g.digits(10) + "." + g.axUnix(), "_tx": g.digits(7)}, "www.google-analytics.com/mp/collect")

	g.add("ads/ga4-mp-server-env", `
# apps/checkout/.env.production
NEXT_PUBLIC_GA_MEASUREMENT_ID=«_mid»
GA4_API_SECRET=«a»
NEXT_PUBLIC_GTM_ID=«_gtm»
SENTRY_DSN=https://«=dsn»@o«_o».ingest.sentry.io/«_p»
`, V{"_mid": g.axGID(), "a": g.axGA4Sec(), "_gtm": g.axGTM(), "=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)},
		"NEXT_PUBLIC_GA_MEASUREMENT_ID")

	g.add("ads/ga4-admin-api-create-secret", `
$ curl -s -X POST -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    "https://analyticsadmin.googleapis.com/v1beta/properties/«_prop»/dataStreams/«_ds»/measurementProtocolSecrets" \
    -d '{"displayName":"server-side purchases"}'
{
  "name": "properties/«_prop»/dataStreams/«_ds»/measurementProtocolSecrets/«_sid»",
  "displayName": "server-side purchases",
  "secretValue": "«b»"
}
`, V{"a": g.ya29(), "_prop": g.digits(9), "_ds": g.digits(10), "_sid": g.digits(12), "b": g.axGA4Sec()},
		"analyticsadmin.googleapis.com", `"displayName": "server-side purchases"`)

	g.add("ads/ga4-data-api-python-sa", `
import os
from google.analytics.data_v1beta import BetaAnalyticsDataClient
from google.oauth2 import service_account

SA_INFO = {
    "type": "service_account",
    "project_id": "acme-analytics",
    "private_key_id": "«_kid»",
    "private_key": "«a»",
    "client_email": "ga4-reader@acme-analytics.iam.gserviceaccount.com",
    "token_uri": "https://oauth2.googleapis.com/token",
}
creds = service_account.Credentials.from_service_account_info(SA_INFO)
client = BetaAnalyticsDataClient(credentials=creds)
PROPERTY = "properties/«_prop»"
`, V{"_kid": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block() + "\n"), "_prop": g.digits(9)},
		"ga4-reader@acme-analytics.iam.gserviceaccount.com", "BetaAnalyticsDataClient")

	g.add("ads/ga4-mp-debug-validation", `
$ curl -s "https://www.google-analytics.com/debug/mp/collect?api_secret=«a»&firebase_app_id=1:«_n»:android:«_h»" -d @event.json
{
  "validationMessages": [ {
    "fieldPath": "events[0].params.items",
    "description": "Item param [price] has unsupported value.",
    "validationCode": "VALUE_INVALID"
  } ]
}
`, V{"a": g.axGA4Sec(), "_n": g.digits(12), "_h": g.hex(22)}, "debug/mp/collect", "VALUE_INVALID")
}

// ---- Meta Marketing API and Conversions API ----

func (g *G) axMeta() {
	pixel := g.axPixel()
	g.add("ads/meta-capi-curl-events", `
$ curl -s -X POST "https://graph.facebook.com/v20.0/«_px»/events?access_token=«a»" \
    -H 'Content-Type: application/json' \
    -d '{
  "data": [{
    "event_name": "Purchase",
    "event_time": «_t»,
    "event_id": "evt_«_eid»",
    "action_source": "website",
    "user_data": {"em": ["«_em»"], "client_ip_address": "«_ip»", "fbc": "fb.1.«_t»000.«_fbclid»"},
    "custom_data": {"currency": "USD", "value": 142.52}
  }],
  "test_event_code": "TEST«_tc»"
}'
{"events_received":1,"messages":[],"fbtrace_id":"«_fbt»"}
`, V{"_px": pixel, "a": g.axEAA(), "_t": g.axUnix(), "_eid": g.hex(16), "_em": g.axHashEm(), "_ip": g.axIP(), "_fbclid": g.axFbclid(), "_tc": g.digits(5), "_fbt": g.b64u(27)},
		`"events_received":1`)

	g.add("ads/meta-business-sdk-python", `
from facebook_business.api import FacebookAdsApi
from facebook_business.adobjects.adaccount import AdAccount

my_app_id = '«_app»'
my_app_secret = '«a»'
my_access_token = '«b»'
FacebookAdsApi.init(my_app_id, my_app_secret, my_access_token, api_version='v20.0')

account = AdAccount('act_«_act»')
campaigns = account.get_campaigns(fields=['id', 'name', 'effective_status'])
`, V{"_app": g.digits(16), "a": g.hex(32), "b": g.axEAA(), "_act": g.axActID()},
		"FacebookAdsApi.init", "effective_status")

	g.add("ads/meta-debug-token-output", `
$ curl -s "https://graph.facebook.com/debug_token?input_token=«a»&access_token=«_app»|«b»" | jq .data
{
  "app_id": "«_app»",
  "type": "SYSTEM_USER",
  "application": "Acme CAPI",
  "data_access_expires_at": 0,
  "expires_at": 0,
  "is_valid": true,
  "issued_at": «_t»,
  "scopes": ["ads_management", "ads_read", "business_management"],
  "user_id": "«_uid»"
}
`, V{"a": g.axEAA(), "_app": g.digits(16), "b": g.hex(32), "_t": g.axUnix(), "_uid": g.digits(15)},
		`"type": "SYSTEM_USER"`, "ads_management")

	g.add("ads/meta-capi-node-env", `
# .env (apps/web)
NEXT_PUBLIC_META_PIXEL_ID=«_px»
META_CAPI_ACCESS_TOKEN=«a»
META_TEST_EVENT_CODE=TEST«_tc»
META_APP_ID=«_app»
META_APP_SECRET=«b»
`, V{"_px": g.axPixel(), "a": g.axEAA(), "_tc": g.digits(5), "_app": g.digits(16), "b": g.hex(32)},
		"NEXT_PUBLIC_META_PIXEL_ID", "META_TEST_EVENT_CODE")

	g.add("ads/meta-graph-api-error-expired", `
facebook_business.exceptions.FacebookRequestError:

  Message: Call was not successful
  Method:  GET
  Path:    https://graph.facebook.com/v20.0/act_«_act»/insights
  Params:  {'level': 'ad', 'date_preset': 'yesterday', 'fields': 'ad_id,spend,impressions', 'access_token': '«a»', 'appsecret_proof': '«=p»'}

  Status:  400
  Response:
    {"error": {"message": "Error validating access token: Session has expired on Tuesday, 11-Jun-24 01:00:00 PDT.", "type": "OAuthException", "code": 190, "error_subcode": 463, "fbtrace_id": "«_fbt»"}}
`, V{"_act": g.axActID(), "a": g.axEAA(), "=p": g.hex(64), "_fbt": g.b64u(27)}, "OAuthException", "error_subcode")

	g.add("ads/meta-long-lived-exchange", `
$ curl -s "https://graph.facebook.com/v20.0/oauth/access_token?grant_type=fb_exchange_token&client_id=«_app»&client_secret=«a»&fb_exchange_token=«b»"
{"access_token":"«c»","token_type":"bearer","expires_in":5183944}
`, V{"_app": g.digits(16), "a": g.hex(32), "b": g.axEAA(), "c": g.axEAA()}, "fb_exchange_token", `"expires_in":5183944`)

	g.add("ads/meta-client-token-android", `
<!-- app/src/main/res/values/strings.xml -->
<resources>
    <string name="app_name">Acme Shop</string>
    <string name="facebook_app_id">«_app»</string>
    <string name="fb_login_protocol_scheme">fb«_app»</string>
    <string name="facebook_client_token">«_ct»</string>
</resources>
<!-- local.properties (not committed) -->
<!-- fb.app.secret=«a» -->
`, V{"_app": g.digits(16), "_ct": g.hex(32), "a": g.hex(32)}, "facebook_client_token", "Acme Shop")

	g.add("ads/meta-capi-gateway-config", `
$ kubectl -n tracking get secret capig-config -o jsonpath='{.data.config\.yaml}' | base64 -d
gateway:
  hostname: capig.acme.com
  admin_email: growth@acme.com
  admin_password: «a»
pixels:
  - pixel_id: "«_px»"
    access_token: "«b»"
    domains: [acme.com, shop.acme.com]
`, V{"a": g.pwStrong(), "_px": g.axPixel(), "b": g.axEAA()}, "capig.acme.com", "growth@acme.com")

	g.add("ads/meta-insights-response-benign-ids", `
$ python scripts/yesterday_insights.py --account act_«_act» | head -12
{"data": [
  {"campaign_id": "«_c1»", "adset_id": "«_s1»", "ad_id": "«_a1»", "spend": "84.12", "impressions": "21044", "date_start": "2024-06-11"},
  {"campaign_id": "«_c1»", "adset_id": "«_s2»", "ad_id": "«_a2»", "spend": "17.90", "impressions": "5530", "date_start": "2024-06-11"}
],
 "paging": {"cursors": {"before": "«_cb»", "after": "«_ca»"}}}
token used: EAAB…«=tail» (system user "capi-prod", never expires)
`, V{"_act": g.axActID(), "_c1": "1202" + g.digits(14), "_s1": "1202" + g.digits(14), "_a1": "1202" + g.digits(14), "_s2": "1202" + g.digits(14), "_a2": "1202" + g.digits(14), "_cb": g.b64u(24), "_ca": g.b64u(24), "=tail": g.an(4)},
		"yesterday_insights.py", `system user "capi-prod"`)

	g.add("ads/meta-webhook-verify-express", `
// routes/meta-leads.js  (Lead Ads webhook)
const VERIFY_TOKEN = "«=vt»";
const APP_SECRET = "«a»";
const PAGE_ACCESS_TOKEN = "«b»";

app.get("/webhooks/meta", (req, res) => {
  if (req.query["hub.verify_token"] === VERIFY_TOKEN) return res.send(req.query["hub.challenge"]);
  res.sendStatus(403);
});
app.post("/webhooks/meta", express.raw({ type: "*/*" }), (req, res) => {
  const sig = crypto.createHmac("sha256", APP_SECRET).update(req.body).digest("hex");
  if ("sha256=" + sig !== req.get("x-hub-signature-256")) return res.sendStatus(401);
});
`, V{"=vt": "acme-leads-verify", "a": g.hex(32), "b": g.axEAA()}, "x-hub-signature-256", "hub.challenge")

	g.add("ads/meta-system-user-token-slack", `
[#growth-eng] Mateo Ruiz  10:14
generated a new system user token in Business Settings → System users → capi-prod, 60 days gone so never-expiring this time:
«a»
assigned assets: pixel «_px», ad account act_«_act». can someone put it into 1Password + prod secrets?
[#growth-eng] Hanna L  10:16
done, also revoke the old one pls
`, V{"a": g.axEAA(), "_px": g.axPixel(), "_act": g.axActID()}, "Business Settings → System users → capi-prod")

	g.add("ads/meta-graph-explorer-copy-url", `
$ pbpaste
https://developers.facebook.com/tools/explorer/«_app»/?method=GET&path=me%2Fadaccounts%3Ffields%3Did%2Cname%2Caccount_status&version=v20.0
$ curl -s "https://graph.facebook.com/v20.0/me/adaccounts?fields=id,name,account_status&access_token=«a»"
{"data":[{"id":"act_«_act»","name":"Acme EU","account_status":1},{"id":"act_«_act2»","name":"Acme US","account_status":1}]}
`, V{"_app": g.digits(16), "a": g.axEAA(), "_act": g.axActID(), "_act2": g.axActID()}, "developers.facebook.com/tools/explorer")
}

// ---- TikTok, Snap, Pinterest, LinkedIn, Reddit and X ads ----

func (g *G) axSocialAds() {
	g.add("ads/tiktok-report-curl", `
$ curl -s -G "https://business-api.tiktok.com/open_api/v1.3/report/integrated/get/" \
    -H "Access-Token: «a»" \
    --data-urlencode 'advertiser_id=«_adv»' \
    --data-urlencode 'report_type=BASIC' --data-urlencode 'data_level=AUCTION_CAMPAIGN' \
    --data-urlencode 'dimensions=["campaign_id","stat_time_day"]' \
    --data-urlencode 'metrics=["spend","impressions","clicks"]' \
    --data-urlencode 'start_date=2024-06-01' --data-urlencode 'end_date=2024-06-10'
{"code":0,"message":"OK","request_id":"«_rid»","data":{"list":[{"dimensions":{"campaign_id":"«_cmp»","stat_time_day":"2024-06-01 00:00:00"},"metrics":{"spend":"310.44","impressions":"88102","clicks":"1203"}}]}}
`, V{"a": g.axTT(), "_adv": g.digits(19), "_rid": "2024061" + g.digits(7) + g.s(alUpNum, 18), "_cmp": g.digits(19)},
		"business-api.tiktok.com", "AUCTION_CAMPAIGN")

	g.add("ads/tiktok-oauth-token-exchange", `
$ curl -s -X POST https://business-api.tiktok.com/open_api/v1.3/oauth2/access_token/ \
    -H 'Content-Type: application/json' \
    -d '{"app_id":"«_app»","secret":"«a»","auth_code":"«b»"}'
{"code":0,"message":"OK","data":{"access_token":"«c»","advertiser_ids":["«_adv»","«_adv2»"],"scope":[4,5,7,10]},"request_id":"«_rid»"}
`, V{"_app": g.digits(19), "a": g.axTT(), "b": g.hex(40), "c": g.axTT(), "_adv": g.digits(19), "_adv2": g.digits(19), "_rid": g.digits(14) + g.s(alUpNum, 18)},
		"oauth2/access_token", "advertiser_ids")

	g.add("ads/tiktok-events-api-python", `
import requests, time

TIKTOK_PIXEL_CODE = "«_pc»"
TIKTOK_EVENTS_TOKEN = "«a»"

def send_complete_payment(order):
    body = {
        "event_source": "web", "event_source_id": TIKTOK_PIXEL_CODE,
        "data": [{"event": "CompletePayment", "event_time": int(time.time()), "event_id": order.id,
                  "user": {"ttclid": order.ttclid, "email": order.email_sha256},
                  "properties": {"currency": "USD", "value": order.total}}],
    }
    return requests.post("https://business-api.tiktok.com/open_api/v1.3/event/track/",
                         json=body, headers={"Access-Token": TIKTOK_EVENTS_TOKEN}, timeout=5)
`, V{"_pc": "C" + g.s(alUpNum, 19), "a": g.axTT()}, "CompletePayment", "TIKTOK_PIXEL_CODE")

	g.add("ads/snap-marketing-oauth-refresh", `
$ curl -s -X POST https://accounts.snapchat.com/login/oauth2/access_token \
    -d "refresh_token=«a»" -d "client_id=«_cid»" -d "client_secret=«b»" -d "grant_type=refresh_token"
{"access_token":"«c»","token_type":"Bearer","expires_in":1800,"refresh_token":"«a»","scope":"snapchat-marketing-api"}
`, V{"a": g.b64u(172), "_cid": g.uuid(), "b": g.hex(20), "c": g.jwt("ES256", fmt.Sprintf(`{"aud":"canvas-canvasapi","iss":"canvas-s2stoken","exp":%s,"sub":"%s"}`, g.axUnix(), g.uuid()))},
		"snapchat-marketing-api", "accounts.snapchat.com")

	g.add("ads/snap-capi-v3-request", `
POST /v3/«_px»/events?access_token=«a» HTTP/1.1
Host: tr.snapchat.com
Content-Type: application/json

{"data":[{"event_name":"PURCHASE","action_source":"WEB","event_source_url":"https://acme.com/checkout/thanks","event_time":«_t»,"user_data":{"em":["«_em»"],"sc_click_id":"«_sc»"},"custom_data":{"currency":"USD","value":"58.00"}}]}
`, V{"_px": g.uuid(), "a": g.jwt("ES256", fmt.Sprintf(`{"audience":"PetraAudience","canvasUserId":"%s","iat":%s}`, g.uuid(), g.axUnix())), "_t": g.axUnix(), "_em": g.axHashEm(), "_sc": g.uuid()},
		"tr.snapchat.com", "sc_click_id")

	g.add("ads/pinterest-api-v5-curl", `
$ curl -s https://api.pinterest.com/v5/ad_accounts/«_acc»/campaigns?page_size=2 -H "Authorization: Bearer «a»"
{"items": [{"id": "«_c1»", "ad_account_id": "«_acc»", "name": "Summer Home Decor", "status": "ACTIVE", "objective_type": "CONSIDERATION"},
 {"id": "«_c2»", "ad_account_id": "«_acc»", "name": "Retargeting 30d", "status": "PAUSED", "objective_type": "CONVERSIONS"}], "bookmark": "«_bm»"}
`, V{"_acc": "5497" + g.digits(8), "a": g.axPina(), "_c1": "6265" + g.digits(8), "_c2": "6265" + g.digits(8), "_bm": b64s(g.hex(24))},
		"Summer Home Decor", "api.pinterest.com")

	g.add("ads/pinterest-refresh-token-python", `
import base64, requests

PINTEREST_APP_ID = "«_app»"
PINTEREST_APP_SECRET = "«a»"
auth = base64.b64encode(f"{PINTEREST_APP_ID}:{PINTEREST_APP_SECRET}".encode()).decode()
r = requests.post("https://api.pinterest.com/v5/oauth/token",
    headers={"Authorization": f"Basic {auth}"},
    data={"grant_type": "refresh_token", "refresh_token": "«b»"})
print(r.json())
# {'access_token': '«c»', 'response_type': 'refresh_token', 'token_type': 'bearer', 'expires_in': 2592000, 'scope': 'ads:read,ads:write'}
`, V{"_app": g.digits(7), "a": g.hex(40), "b": g.axPinr(), "c": g.axPina()}, "PINTEREST_APP_ID", "ads:read,ads:write")

	g.add("ads/linkedin-marketing-rest-curl", `
$ curl -s "https://api.linkedin.com/rest/adAccounts/«_acc»/adCampaigns?q=search&search=(status:(values:List(ACTIVE)))" \
    -H "Authorization: Bearer «a»" \
    -H "LinkedIn-Version: 202405" \
    -H "X-Restli-Protocol-Version: 2.0.0"
{"elements":[{"id":«_c1»,"name":"ABM - Enterprise IT - Q2","account":"urn:li:sponsoredAccount:«_acc»","status":"ACTIVE","costType":"CPM"}],"paging":{"count":10,"start":0}}
`, V{"_acc": "5" + g.digits(8), "a": g.axLI(), "_c1": "3" + g.digits(8)}, "LinkedIn-Version: 202405", "ABM - Enterprise IT - Q2")

	g.add("ads/linkedin-oauth-app-config", `
# config/linkedin.yml
linkedin_ads:
  client_id: «_cid»
  client_secret: «a»
  redirect_uri: https://growth.acme.io/oauth/linkedin/callback
  scopes: [r_ads, r_ads_reporting, rw_conversions]
  refresh_token: «b»
  ad_account_urn: urn:li:sponsoredAccount:«_acc»
  conversion_rule_urn: urn:lla:llaPartnerConversion:«_conv»
`, V{"_cid": g.s(alLowNum, 14), "a": "WPL_AP1." + g.an(16) + "." + g.b64(12), "b": g.axLIR(), "_acc": "5" + g.digits(8), "_conv": g.digits(8)},
		"rw_conversions", "growth.acme.io/oauth/linkedin/callback")

	g.add("ads/linkedin-capi-error-log", `
{"level":"error","ts":"2024-06-12T08:01:55.204Z","svc":"conversions-relay","msg":"linkedin conversion rejected","status":401,"body":"{\"serviceErrorCode\":65601,\"code\":\"REVOKED_ACCESS_TOKEN\",\"message\":\"The token used in the request has been revoked by the user\",\"status\":401}","request":{"url":"https://api.linkedin.com/rest/conversionEvents","headers":{"Authorization":"Bearer «a»","LinkedIn-Version":"202405"}},"conversion":"urn:lla:llaPartnerConversion:«_conv»"}
`, V{"a": g.axLI(), "_conv": g.digits(8)}, "REVOKED_ACCESS_TOKEN", "conversions-relay")

	g.add("ads/reddit-ads-praw-style", `
# reddit_ads/settings.py
REDDIT_ADS = {
    "client_id": "«_cid»",
    "client_secret": "«a»",
    "refresh_token": "«b»",
    "user_agent": "acme-ads-sync/1.4 by u/acme_growth",
    "ad_account_id": "t2_«_acc»",
    "pixel_id": "t2_«_px»",
}
CONVERSIONS_ACCESS_TOKEN = "«c»"
`, V{"_cid": g.b64u(22), "a": g.b64u(30), "b": g.digits(13) + "-" + g.b64u(30), "_acc": g.s(alLowNum, 8), "_px": g.s(alLowNum, 8), "c": g.jwt("RS256", fmt.Sprintf(`{"sub":"user","exp":%s,"iat":%s,"jti":"%s","cid":"%s","lid":"t2_%s","aid":"t2_%s","lca":%s,"scp":"eJyKVkpMSclMzStRigUEAAD__w_8Aw0","flo":10}`, g.axUnix(), g.axUnix(), g.b64u(30), g.b64u(22), g.s(alLowNum, 8), g.s(alLowNum, 8), g.axUnix()))},
		"acme-ads-sync/1.4 by u/acme_growth")

	g.add("ads/x-ads-twurl-authorize", `
$ twurl authorize --consumer-key «=ck» --consumer-secret «a»
Go to https://api.x.com/oauth/authorize?oauth_consumer_key=«=ck»&oauth_nonce=«_n»&oauth_signature=«=sig»&oauth_signature_method=HMAC-SHA1&oauth_timestamp=«_t»&oauth_token=«=rt»&oauth_version=1.0 and paste in the supplied PIN
«=pin»
Authorization successful
$ cat ~/.twurlrc
---
profiles:
  acme_growth:
    «=ck»:
      username: acme_growth
      consumer_key: «=ck»
      consumer_secret: «a»
      token: «b»
      secret: «c»
`, V{"=ck": g.an(25), "a": g.an(50), "_n": g.an(42), "=sig": g.b64u(27) + "%3D", "_t": g.axUnix(), "=rt": g.b64u(27), "=pin": g.digits(7), "b": g.digits(19) + "-" + g.an(30), "c": g.an(45)},
		"acme_growth", "HMAC-SHA1")
}

// ---- Microsoft Advertising ----

func (g *G) axMicrosoftAds() {
	g.add("ads/msads-bingads-python-auth", `
from bingads.authorization import AuthorizationData, OAuthWebAuthCodeGrant
from bingads.service_client import ServiceClient

authentication = OAuthWebAuthCodeGrant(
    client_id="«_cid»",
    client_secret="«a»",
    redirection_uri="https://localhost:8443/callback",
    env="production",
)
authentication.request_oauth_tokens_by_refresh_token("«b»")
authorization_data = AuthorizationData(
    account_id=«_acc»,
    customer_id=«_cust»,
    developer_token="«c»",
    authentication=authentication,
)
`, V{"_cid": g.uuid(), "a": g.azSecret(), "b": g.axMSR(), "_acc": g.digits(9), "_cust": g.digits(9), "c": g.axMSDev()},
		"OAuthWebAuthCodeGrant", "https://localhost:8443/callback")

	g.add("ads/msads-sandbox-vs-prod-tokens", `
# Microsoft Advertising: sandbox uses the universal developer token from the docs.
[sandbox]
developer_token = BBD37VB98
environment = sandbox

[production]
developer_token = «a»
client_id = «_cid»
refresh_token = «b»
customer_id = «_cust»
account_id = «_acc»
`, V{"a": g.axMSDev(), "_cid": g.uuid(), "b": g.axMSR(), "_cust": g.digits(9), "_acc": g.digits(9)},
		"developer_token = BBD37VB98", "environment = sandbox")

	g.add("ads/msads-soap-request-trace", `
DEBUG:suds.client:sending to (https://campaign.api.bingads.microsoft.com/Api/Advertiser/CampaignManagement/v13/CampaignManagementService.svc)
message:
<SOAP-ENV:Envelope xmlns:ns0="https://bingads.microsoft.com/CampaignManagement/v13" xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/">
   <SOAP-ENV:Header>
      <ns0:AuthenticationToken>«a»</ns0:AuthenticationToken>
      <ns0:CustomerAccountId>«_acc»</ns0:CustomerAccountId>
      <ns0:CustomerId>«_cust»</ns0:CustomerId>
      <ns0:DeveloperToken>«b»</ns0:DeveloperToken>
   </SOAP-ENV:Header>
   <SOAP-ENV:Body>
      <ns0:GetCampaignsByAccountIdRequest><ns0:AccountId>«_acc»</ns0:AccountId><ns0:CampaignType>Search</ns0:CampaignType></ns0:GetCampaignsByAccountIdRequest>
   </SOAP-ENV:Body>
</SOAP-ENV:Envelope>
`, V{"a": "EwB" + g.b64(900), "_acc": g.digits(9), "_cust": g.digits(9), "b": g.axMSDev()},
		"GetCampaignsByAccountIdRequest", "CampaignManagementService.svc")

	g.add("ads/msads-token-refresh-json", `
$ curl -s -X POST https://login.microsoftonline.com/common/oauth2/v2.0/token \
   -d client_id=«_cid» -d scope="https://ads.microsoft.com/msads.manage offline_access" \
   -d grant_type=refresh_token -d refresh_token=«a» -d client_secret=«b»
{"token_type":"Bearer","scope":"https://ads.microsoft.com/msads.manage","expires_in":3600,"ext_expires_in":3600,"access_token":"«c»","refresh_token":"«d»"}
`, V{"_cid": g.uuid(), "a": g.axMSR(), "b": g.azSecret(), "c": "EwB" + g.b64(640), "d": g.axMSR()}, "msads.manage")

	g.add("ads/msads-uet-tag-and-secret", `
<!-- UET tag (public) -->
<script>(function(w,d,t,r,u){var f,n,i;w[u]=w[u]||[],f=function(){var o={ti:"«_ti»", enableAutoSpaTracking: true};o.q=w[u],w[u]=new UET(o),w[u].push("pageLoad")}})(window,document,"script","//bat.bing.com/bat.js","uetq");</script>

# server/.env  — offline conversion import
MSADS_DEVELOPER_TOKEN=«a»
MSADS_REFRESH_TOKEN=«b»
MSADS_UET_TAG_ID=«_ti»
`, V{"_ti": g.digits(9), "a": g.axMSDev(), "b": g.axMSR()}, "//bat.bing.com/bat.js", "enableAutoSpaTracking")
}

// ---- programmatic: Amazon Ads, The Trade Desk, Xandr, Criteo, Prebid, GAM ----

func (g *G) axAdTech() {
	g.add("ads/amazon-ads-lwa-refresh", `
$ curl -s -X POST https://api.amazon.com/auth/o2/token \
    -d grant_type=refresh_token \
    -d client_id=«_cid» \
    -d client_secret=«a» \
    -d refresh_token='«b»'
{"access_token":"Atza|«c»","refresh_token":"«b»","token_type":"bearer","expires_in":3600}
$ curl -s https://advertising-api.amazon.com/v2/profiles -H "Amazon-Advertising-API-ClientId: «_cid»" -H "Authorization: Bearer Atza|«c»"
[{"profileId":«_pid»,"countryCode":"US","currencyCode":"USD","timezone":"America/Los_Angeles","accountInfo":{"marketplaceStringId":"ATVPDKIKX0DER","id":"A«_sel»","type":"seller","name":"Acme Outdoor"}}]
`, V{"_cid": g.axAmzCli(), "a": g.axAmzSec(), "b": g.axAmzRef(), "c": "IwEB" + g.b64u(320), "_pid": g.digits(16), "_sel": g.s(alUpNum, 13)},
		"ATVPDKIKX0DER", "Amazon-Advertising-API-ClientId")

	g.add("ads/amazon-ads-python-credentials", `
# python-amazon-ad-api: ~/.config/python-ad-api/credentials.yml
version: '1.0'
default:
  refresh_token: '«a»'
  client_id: '«_cid»'
  client_secret: '«b»'
  profile_id: '«_pid»'
eu:
  refresh_token: '«c»'
  client_id: '«_cid»'
  client_secret: '«b»'
  profile_id: '«_pid2»'
`, V{"a": g.axAmzRef(), "_cid": g.axAmzCli(), "b": g.axAmzSec(), "_pid": g.digits(16), "c": g.axAmzRef(), "_pid2": g.digits(16)},
		"python-ad-api", "version: '1.0'")

	g.add("ads/ttd-auth-token-login", `
$ curl -s -X POST https://api.thetradedesk.com/v3/authentication \
    -H 'Content-Type: application/json' \
    -d '{"Login":"api_acme_trading","Password":"«a»","TokenExpirationInMinutes":1440}'
{"Token":"«b»"}
$ export TTD_AUTH=«b»
$ curl -s https://api.thetradedesk.com/v3/advertiser/query/partner -H "TTD-Auth: $TTD_AUTH" -H 'Content-Type: application/json' -d '{"PartnerId":"«_pt»","PageStartIndex":0,"PageSize":5}'
`, V{"a": g.pw(), "b": g.b64(180), "_pt": g.s(alLowNum, 7)}, "api_acme_trading", "TokenExpirationInMinutes")

	g.add("ads/xandr-auth-session", `
$ cat auth.json
{"auth": {"username": "acme_api_user", "password": "«a»"}}
$ curl -s -b cookies -c cookies -X POST -d @auth.json 'https://api.appnexus.com/auth'
{"response":{"status":"OK","token":"«b»","dbg_info":{"instance":"«=inst».api.prod.nym2","time":124.5,"start_microtime":«_t».4521,"version":"1.18.3181"}}}
`, V{"a": g.pw(), "b": "hbapi:" + g.digits(6) + ":" + g.hex(13) + ":nym2", "=inst": g.digits(2), "_t": g.axUnix()}, "acme_api_user", "api.appnexus.com/auth")

	g.add("ads/criteo-marketing-solutions-env", `
$ cat services/retail-media/.env
CRITEO_CLIENT_ID=«_cid»
CRITEO_CLIENT_SECRET=«a»
CRITEO_ADVERTISER_ID=«_adv»
CRITEO_API_VERSION=2024-04
$ python -m retail_media.sync --dry-run
[criteo] token ok, expires_in=900s, advertiser «_adv» has 12 active campaigns
`, V{"_cid": g.hex(32), "a": g.s(alAlnum+"!@#%*", 32), "_adv": g.digits(5)}, "CRITEO_API_VERSION=2024-04", "retail_media.sync")

	g.add("ads/prebid-server-host-config", `
# prebid-server pbs.yaml (host company)
host_cookie:
  domain: acme-pbs.com
  family: acme
adapters:
  appnexus:
    endpoint: http://ib.adnxs.com/openrtb2/prebid
  rubicon:
    endpoint: https://prebid-server.rubiconproject.com/openrtb2/auction?tk_xint=acme-pbs
    xapi:
      username: acme_pbs
      password: «a»
  ix:
    endpoint: http://exchange.indexww.com/pbs?p=192919
stored_requests:
  postgres:
    connection:
      dbname: pbs
      host: pbs-db.internal
      user: pbs_reader
      password: «b»
`, V{"a": g.pwURL(), "b": g.pwStrong()}, "acme-pbs.com", "pbs-db.internal")

	g.add("ads/gam-googleads-yaml-sa", `
$ cat ~/googleads.yaml
ad_manager:
  application_name: acme-yield-reports
  network_code: «_net»
  path_to_private_key_file: /secrets/gam-sa.json
$ python -c "import json;d=json.load(open('/secrets/gam-sa.json'));print(d['client_email']);print(d['private_key'])"
gam-reports@acme-yield.iam.gserviceaccount.com
«a»
`, V{"_net": g.digits(8), "a": g.pkcs8RSAPEM().block()}, "acme-yield-reports", "gam-reports@acme-yield.iam.gserviceaccount.com")

	g.add("ads/openrtb-bid-request-benign", `
{"id":"«_id»","imp":[{"id":"1","banner":{"w":300,"h":250},"tagid":"acme_atf_300x250","bidfloor":0.42,"ext":{"prebid":{"bidder":{"appnexus":{"placementId":«_pl»}}}}}],
 "site":{"domain":"news.example.com","page":"https://news.example.com/politics/«_slug»","publisher":{"id":"«_pub»"}},
 "device":{"ua":"Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)","ip":"«_ip»","ifa":"«_ifa»"},
 "user":{"id":"«_uid»","ext":{"eids":[{"source":"uidapi.com","uids":[{"id":"«_uid2»","atype":3}]}]}},
 "tmax":800}
`, V{"_id": g.uuid(), "_pl": g.digits(8), "_slug": g.s(alLower, 10), "_pub": g.hex(24), "_ip": g.axIP(), "_ifa": strings.ToUpper(g.uuid()), "_uid": g.hex(32), "_uid2": g.b64(32)},
		"acme_atf_300x250", "uidapi.com")

	g.add("ads/uid2-operator-client-keys", `
// Unified ID 2.0 server-side token generation
const uid2 = new Uid2Client(
  "https://prod.uidapi.com",
  "«a»",   // API key
  "«b»"                  // client secret
);
const resp = await uid2.generateToken(Uid2Client.hashedEmail("«_h»"));
`, V{"a": "UID2-C-L-" + g.digits(3) + "-" + g.b64(33), "b": g.b64(32), "_h": g.b64(32)}, "prod.uidapi.com", "Uid2Client")
}

// ---- e-mail and lifecycle marketing ----

func (g *G) axEmail() {
	mc := g.mailchimp()
	g.add("ads/mailchimp-marketing-python", `
import mailchimp_marketing as MailchimpMarketing
from mailchimp_marketing.api_client import ApiClientError

client = MailchimpMarketing.Client()
client.set_config({
    "api_key": "«a»",
    "server": "«=dc»",
})
try:
    response = client.lists.add_list_member("«_list»", {"email_address": "new.user@example.com", "status": "subscribed"})
except ApiClientError as error:
    print("Error: {}".format(error.text))
`, V{"a": mc, "=dc": mc[33:], "_list": g.hex(10)}, "mailchimp_marketing", "add_list_member")

	g.add("ads/mailchimp-curl-basic-auth", `
$ curl -s --user "anystring:«a»" https://us21.api.mailchimp.com/3.0/lists/«_list»/members?count=2 | jq '.members[] | {id, email_address, status}'
{
  "id": "«_m1»",
  "email_address": "o***@gmail.com",
  "status": "subscribed"
}
{
  "id": "«_m2»",
  "email_address": "k***@acme.io",
  "status": "unsubscribed"
}
`, V{"a": g.hex(32) + "-us21", "_list": g.hex(10), "_m1": g.hex(32), "_m2": g.hex(32)}, "us21.api.mailchimp.com")

	g.add("ads/mandrill-transactional-node", `
// lib/mailer.ts
import mailchimpTx from "@mailchimp/mailchimp_transactional";

const tx = mailchimpTx("«a»");

export async function sendReceipt(to: string, orderId: string) {
  return tx.messages.sendTemplate({
    template_name: "receipt-v3",
    template_content: [],
    message: { to: [{ email: to }], merge_vars: [{ rcpt: to, vars: [{ name: "ORDER", content: orderId }] }] },
  });
}
`, V{"a": g.axMandrill()}, "@mailchimp/mailchimp_transactional", "receipt-v3")

	g.add("ads/klaviyo-private-vs-public", `
$ cat .env.local
# Klaviyo
NEXT_PUBLIC_KLAVIYO_COMPANY_ID=«_site»
KLAVIYO_PRIVATE_API_KEY=«a»
KLAVIYO_NEWSLETTER_LIST_ID=«_list»
$ curl -s https://a.klaviyo.com/api/lists/«_list»/ -H "Authorization: Klaviyo-API-Key «a»" -H "revision: 2024-06-15" | jq .data.attributes.name
"Newsletter"
`, V{"_site": g.axKlSite(), "a": g.axKlaviyo(), "_list": g.s(alAlnum, 6)}, "NEXT_PUBLIC_KLAVIYO_COMPANY_ID", "revision: 2024-06-15")

	g.add("ads/klaviyo-onsite-js-snippet", `
<script async type="text/javascript" src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=«_site»"></script>
<script>
  klaviyo.push(['identify', {'$email': '{{ customer.email }}'}]);
  klaviyo.push(['track', 'Viewed Product', {ProductID: '{{ product.id }}'}]);
</script>
`, V{"_site": g.axKlSite()}, "static.klaviyo.com/onsite/js/klaviyo.js", "Viewed Product")

	g.add("ads/braze-rest-users-track", `
$ curl -s -X POST https://rest.iad-03.braze.com/users/track \
    -H "Content-Type: application/json" \
    -H "Authorization: Bearer «a»" \
    -d '{"attributes":[{"external_id":"user_«_u»","plan":"pro","email_subscribe":"opted_in"}],"events":[{"external_id":"user_«_u»","name":"upgraded","time":"2024-06-12T10:00:00Z"}]}'
{"attributes_processed":1,"events_processed":1,"message":"success"}
`, V{"a": g.uuid(), "_u": g.digits(7)}, "rest.iad-03.braze.com", `"events_processed":1`)

	g.add("ads/braze-sdk-vs-rest-keys", `
// ios/AppDelegate.swift — SDK API key identifies the app workspace (ships in the binary)
let configuration = Braze.Configuration(apiKey: "«_sdk»", endpoint: "sdk.iad-03.braze.com")

# backend/config/braze.yml — REST API key, server only
braze:
  rest_endpoint: https://rest.iad-03.braze.com
  api_key: «a»
  app_group_id: «_ag»
`, V{"_sdk": g.uuid(), "a": g.uuid(), "_ag": g.uuid()}, "sdk.iad-03.braze.com", "Braze.Configuration")

	g.add("ads/iterable-api-key-and-jwt-secret", `
# settings/iterable.py
ITERABLE_API_KEY = "«a»"          # server-side key (type: Standard)
ITERABLE_MOBILE_KEY = "«b»"       # JWT-enabled mobile key
ITERABLE_JWT_SECRET = "«c»"
ITERABLE_PROJECT_ID = «_p»
`, V{"a": g.hex(32), "b": g.hex(32), "c": g.hex(128), "_p": g.digits(5)}, "ITERABLE_PROJECT_ID")

	g.add("ads/customerio-track-and-app-keys", `
$ cat config/customerio.json
{
  "region": "us",
  "site_id": "«_site»",
  "track_api_key": "«a»",
  "app_api_key": "«b»",
  "transactional_message_ids": {"password_reset": 3, "welcome": 7}
}
$ curl -s -u «_site»:«a» -X PUT https://track.customer.io/api/v1/customers/42 -H 'Content-Type: application/json' -d '{"email":"ana@example.com","plan":"team"}'
`, V{"_site": g.hex(20), "a": g.hex(20), "b": g.hex(32)}, "transactional_message_ids", "track.customer.io")

	g.add("ads/sendgrid-marketing-contacts", `
$ curl -s -X PUT https://api.sendgrid.com/v3/marketing/contacts \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    -d '{"list_ids":["«_list»"],"contacts":[{"email":"lead@example.org","custom_fields":{"e1_T":"webinar-june"}}]}'
{"job_id":"«_job»"}
`, V{"a": g.sendgrid(), "_list": g.uuid(), "_job": g.uuid()}, "v3/marketing/contacts", "webinar-june")

	g.add("ads/brevo-api-and-smtp-keys", `
# wp-config.php (Brevo plugin + WP Mail SMTP)
define( 'BREVO_API_KEY', '«a»' );
define( 'WPMS_ON', true );
define( 'WPMS_SMTP_HOST', 'smtp-relay.brevo.com' );
define( 'WPMS_SMTP_PORT', 587 );
define( 'WPMS_SMTP_USER', '«_u»@smtp-brevo.com' );
define( 'WPMS_SMTP_PASS', '«b»' );
`, V{"a": g.axBrevo(), "_u": g.s(alLowNum, 6) + g.digits(3), "b": g.axBrevoSMTP()}, "smtp-relay.brevo.com", "WPMS_SMTP_PORT")

	g.add("ads/activecampaign-php-client", `
<?php
// app/Services/ActiveCampaign.php
class ActiveCampaign {
    private string $url = 'https://acmeoutdoor.api-us1.com';
    private string $key = '«a»';

    public function addContact(string $email, int $listId = 4): array {
        $res = Http::withHeaders(['Api-Token' => $this->key])
            ->post($this->url . '/api/3/contacts', ['contact' => ['email' => $email]]);
        return $res->json();
    }
}
`, V{"a": g.axAC()}, "acmeoutdoor.api-us1.com", "Api-Token")

	g.add("ads/postmark-server-token-rails", `
# config/credentials.yml.enc (decrypted with bin/rails credentials:edit)
postmark:
  api_token: «a»
  broadcast_stream: newsletter-june
secret_key_base: «b»
`, V{"a": g.uuid(), "b": g.hex(128)}, "bin/rails credentials:edit", "broadcast_stream: newsletter-june")

	g.add("ads/kit-convertkit-secret", `
$ http GET "https://api.convertkit.com/v3/subscribers?api_secret=«a»&from=2024-06-01" | jq '.total_subscribers'
18342
$ grep CONVERTKIT .env
CONVERTKIT_API_KEY=«_k»
CONVERTKIT_API_SECRET=«a»
CONVERTKIT_FORM_ID=«_f»
`, V{"a": g.b64u(43), "_k": g.b64u(22), "_f": g.digits(7)}, "total_subscribers", "CONVERTKIT_FORM_ID")
}

// ---- CRM marketing: HubSpot, Marketo, Salesforce Marketing Cloud ----

func (g *G) axCRM() {
	g.axAdd("ads/hubspot-private-app-forms", `
// hubspot.ts
const HUBSPOT_PORTAL_ID = "«_portal»";
const HUBSPOT_FORM_GUID = "«_form»";          // public: used by the embed code
const HUBSPOT_TOKEN = "«a»";   // private app "website-sync"

await fetch(ˋhttps://api.hsforms.com/submissions/v3/integration/submit/${HUBSPOT_PORTAL_ID}/${HUBSPOT_FORM_GUID}ˋ, {
  method: "POST", headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ fields: [{ name: "email", value: email }], context: { hutk, pageUri } }),
});
await fetch("https://api.hubapi.com/crm/v3/objects/contacts", { headers: { Authorization: ˋBearer ${HUBSPOT_TOKEN}ˋ } });
`, V{"_portal": g.digits(8), "_form": g.uuid(), "a": g.hubspot()}, "api.hsforms.com", `private app "website-sync"`)

	g.add("ads/hubspot-cli-config", `
$ cat ~/.hscli/config.yml
defaultAccount: acme-prod
allowUsageTracking: false
accounts:
  - name: acme-prod
    accountId: «_portal»
    authType: personalaccesskey
    personalAccessKey: >-
      «a»
    auth:
      tokenInfo:
        accessToken: >-
          «b»
        expiresAt: '2024-06-12T11:43:20.152Z'
    env: prod
`, V{"_portal": g.digits(8), "a": "CiRuYTEt" + g.b64u(120), "b": "CJ" + g.b64u(200)}, "authType: personalaccesskey", "defaultAccount: acme-prod")

	g.add("ads/marketo-rest-identity", `
$ curl -s "https://«_munchkin».mktorest.com/identity/oauth/token?grant_type=client_credentials&client_id=«_cid»&client_secret=«a»"
{"access_token":"«b»","token_type":"bearer","expires_in":3599,"scope":"api-user@acme.com"}
$ curl -s -H "Authorization: Bearer «b»" "https://«_munchkin».mktorest.com/rest/v1/leads.json?filterType=email&filterValues=jo@example.com"
{"requestId":"«_rq»","result":[{"id":«_lead»,"firstName":"Jo","email":"jo@example.com"}],"success":true}
`, V{"_munchkin": g.digits(3) + "-" + g.s(alUpper, 3) + "-" + g.digits(3), "_cid": g.uuid(), "a": g.an(32), "b": g.uuid() + ":" + g.pick("ab", "sj", "lon", "ca"), "_rq": g.hex(4) + "#" + g.hex(11), "_lead": g.digits(7)},
		"mktorest.com", "api-user@acme.com")

	g.add("ads/marketo-munchkin-benign", `
<script type="text/javascript">
(function() {
  var didInit = false;
  function initMunchkin() {
    if(didInit === false) { didInit = true; Munchkin.init('«_munchkin»'); }
  }
  var s = document.createElement('script'); s.type = 'text/javascript'; s.async = true;
  s.src = '//munchkin.marketo.net/munchkin.js';
  document.getElementsByTagName('head')[0].appendChild(s);
})();
</script>
`, V{"_munchkin": g.digits(3) + "-" + g.s(alUpper, 3) + "-" + g.digits(3)}, "munchkin.marketo.net/munchkin.js")

	sub := g.s(alLowNum, 28)
	g.add("ads/sfmc-installed-package-token", `
$ curl -s -X POST https://«_sub».auth.marketingcloudapis.com/v2/token -H 'Content-Type: application/json' -d '{
  "grant_type": "client_credentials",
  "client_id": "«_cid»",
  "client_secret": "«a»",
  "account_id": "«_mid»"
}'
{"access_token":"«b»","token_type":"Bearer","expires_in":1079,"scope":"email_read email_send data_extensions_read data_extensions_write","soap_instance_url":"https://«_sub».soap.marketingcloudapis.com/","rest_instance_url":"https://«_sub».rest.marketingcloudapis.com/"}
`, V{"_sub": sub, "_cid": g.s(alLowNum, 24), "a": g.an(24), "_mid": g.digits(9), "b": "eyJhbGciOiJIUzI1NiIsImtpZCI6IjQiLCJ2ZXIiOiIxIiwidHlwIjoiSldUIn0." + g.b64u(540) + "." + g.b64u(43)},
		"data_extensions_write", "auth.marketingcloudapis.com")

	g.add("ads/pardot-account-engagement-env", `
# Salesforce Account Engagement (Pardot) sync worker
PARDOT_BUSINESS_UNIT_ID=0Uv«_bu»
SF_LOGIN_URL=https://login.salesforce.com
SF_CONSUMER_KEY=3MVG9«_ck»
SF_CONSUMER_SECRET=«a»
SF_USERNAME=pardot-integration@acme.com
SF_PASSWORD=«b»
SF_SECURITY_TOKEN=«c»
`, V{"_bu": g.s(alAlnum, 12), "_ck": g.s(alAlnum+"._", 80), "a": g.s(alHexU, 64), "b": g.pw(), "c": g.an(24)},
		"pardot-integration@acme.com", "PARDOT_BUSINESS_UNIT_ID")

	g.add("ads/attentive-postscript-sms-keys", `
# SMS marketing
ATTENTIVE_API_KEY=«a»
ATTENTIVE_SIGN_UP_SOURCE_ID=«_src»
POSTSCRIPT_PRIVATE_KEY=sk_«b»
POSTSCRIPT_SHOP_ID=«_shop»
`, V{"a": g.b64u(40), "_src": g.digits(6), "b": g.hex(32), "_shop": g.digits(6)}, "ATTENTIVE_SIGN_UP_SOURCE_ID")
}

// ---- customer data platforms: Segment, RudderStack, mParticle, reverse ETL ----

func (g *G) axCDP() {
	g.add("ads/segment-analytics-js-snippet", `
<script>
  !function(){var i="analytics",analytics=window[i]=window[i]||[];if(!analytics.initialize)if(analytics.invoked)window.console&&console.error&&console.error("Segment snippet included twice.");else{analytics.invoked=!0;
  analytics.load("«_wk»");
  analytics.page();
  }}();
</script>
`, V{"_wk": g.axSegWK()}, "Segment snippet included twice.")

	g.add("ads/segment-node-server-source", `
// services/billing/src/analytics.ts — server source "billing-node" (write key kept in the secret store)
import { Analytics } from "@segment/analytics-node";

export const analytics = new Analytics({
  writeKey: process.env.SEGMENT_WRITE_KEY ?? "«a»",
  maxEventsInBatch: 50,
});
analytics.track({ userId: "usr_«_u»", event: "Subscription Renewed", properties: { plan: "team", mrr: 240 } });
`, V{"a": g.axSegWK(), "_u": g.an(14)}, "@segment/analytics-node", "Subscription Renewed")

	g.add("ads/segment-http-tracking-api", `
$ curl -s -u «a»: https://api.segment.io/v1/batch -H 'Content-Type: application/json' -d '{
  "batch": [{"type": "identify", "userId": "«_u»", "traits": {"plan": "enterprise"}},
            {"type": "track", "userId": "«_u»", "event": "Invoice Paid", "properties": {"amount": 1200}}]
}'
{"success":true}
`, V{"a": g.axSegWK(), "_u": g.uuid()}, "api.segment.io/v1/batch", "Invoice Paid")

	g.add("ads/segment-public-api-token", `
$ export SEGMENT_TOKEN=«a»
$ curl -s https://api.segmentapis.com/sources -H "Authorization: Bearer $SEGMENT_TOKEN" | jq -r '.data.sources[] | [.id, .slug, .writeKeys[0]] | @tsv'
«_s1»	acme-web	«_wk1»
«_s2»	acme-ios	«_wk2»
`, V{"a": g.axSegPub(), "_s1": g.an(22), "_wk1": g.axSegWK(), "_s2": g.an(22), "_wk2": g.axSegWK()}, "api.segmentapis.com")

	g.add("ads/segment-source-function-settings", `
// Segment source function "stripe-webhooks" — settings are defined in the UI
// settings.stripeSigningSecret = «a»
// settings.hubspotToken         = «b»
async function onRequest(request, settings) {
  const body = request.json();
  const sig = request.headers.get("stripe-signature");
  if (!verify(body, sig, settings.stripeSigningSecret)) throw new ValidationError("bad signature");
  Segment.track({ event: body.type, userId: body.data.object.customer, properties: body.data.object });
}
`, V{"a": g.whsec(), "b": g.hubspot()}, "stripe-webhooks", "settings.stripeSigningSecret")

	g.add("ads/rudderstack-js-and-server", `
<!-- public: write key of the JS source, data plane URL -->
<script>rudderanalytics.load("«_wk»", "https://acmeflm.dataplane.rudderstack.com", {integrations: {All: true}});</script>

# backend/.env
RUDDERSTACK_DATA_PLANE_URL=https://acmeflm.dataplane.rudderstack.com
RUDDERSTACK_NODE_WRITE_KEY=«a»
RUDDERSTACK_PAT=«b»
`, V{"_wk": g.an(27), "a": g.an(27), "b": g.an(27)}, "acmeflm.dataplane.rudderstack.com")

	g.add("ads/rudderstack-transformation-secret", `
// RudderStack transformation "enrich-clearbit"
const CLEARBIT_KEY = "sk_«a»";

export async function transformEvent(event, metadata) {
  if (event.type !== "identify" || !event.traits?.email) return event;
  const res = await fetch("https://person.clearbit.com/v2/combined/find?email=" + event.traits.email,
    { headers: { Authorization: "Bearer " + CLEARBIT_KEY } });
  const data = await res.json();
  event.traits.company = data.company?.name;
  return event;
}
`, V{"a": g.hex(32)}, "enrich-clearbit", "person.clearbit.com")

	g.add("ads/mparticle-s2s-python", `
import mparticle
from mparticle import AppEvent, Batch

configuration = mparticle.Configuration()
configuration.api_key = "«_k»"
configuration.api_secret = "«a»"
configuration.debug = True

api = mparticle.EventsApi(configuration)
batch = Batch(environment="production", user_identities={"customer_id": "«_cust»"})
batch.events = [AppEvent("Order Completed", "transaction")]
api.upload_events(batch)
`, V{"_k": g.axMP(), "a": g.axMPSec(), "_cust": g.digits(8)}, "mparticle.EventsApi", "Order Completed")

	g.add("ads/hightouch-census-tokens", `
$ curl -s https://api.hightouch.com/api/v1/syncs/«_sync»/trigger -X POST -H "Authorization: Bearer «a»"
{"id":"«_run»"}
$ curl -s https://app.getcensus.com/api/v1/syncs/«_cs»/trigger -X POST -H "Authorization: Bearer secret-token:«b»"
{"status":"success","data":{"sync_run_id":«_crun»}}
`, V{"_sync": g.digits(7), "a": g.uuid(), "_run": g.digits(8), "_cs": g.digits(5), "b": g.an(40), "_crun": g.digits(8)}, "api.hightouch.com", "app.getcensus.com")
}

// ---- product analytics: Amplitude, Mixpanel, PostHog, Statsig, Heap, FullStory, Pendo ----

func (g *G) axProduct() {
	g.add("ads/amplitude-export-api-basic", `
$ curl -s -u «_k»:«a» "https://amplitude.com/api/2/export?start=20240610T00&end=20240610T23" -o export.zip
$ unzip -l export.zip | tail -1
 18230194                     24 files
$ grep AMPLITUDE .env
NEXT_PUBLIC_AMPLITUDE_API_KEY=«_k»
AMPLITUDE_SECRET_KEY=«a»
`, V{"_k": g.hex(32), "a": g.hex(32)}, "amplitude.com/api/2/export", "NEXT_PUBLIC_AMPLITUDE_API_KEY")

	g.add("ads/amplitude-browser-init", `
import * as amplitude from "@amplitude/analytics-browser";
import { sessionReplayPlugin } from "@amplitude/plugin-session-replay-browser";

amplitude.add(sessionReplayPlugin({ sampleRate: 0.1 }));
amplitude.init("«_k»", { defaultTracking: { sessions: true, pageViews: true }, serverZone: "EU" });
`, V{"_k": g.hex(32)}, "@amplitude/analytics-browser", "sessionReplayPlugin")

	g.add("ads/mixpanel-service-account-query", `
$ curl -s --request POST --url "https://eu.mixpanel.com/api/query/jql?project_id=«_p»" \
    --user "growth-bot.«_sa».mp-service-account:«a»" \
    --data-urlencode 'script=function main(){ return Events({from_date:"2024-06-01",to_date:"2024-06-10"}).groupBy(["name"], mixpanel.reducer.count()) }'
[{"key":["Sign Up"],"value":4211},{"key":["Checkout Started"],"value":1893}]
`, V{"_p": g.digits(7), "_sa": g.s(alLowNum, 6), "a": g.an(32)}, "mp-service-account", "Checkout Started")

	g.add("ads/mixpanel-token-vs-secret", `
# analytics/settings.py
MIXPANEL_PROJECT_TOKEN = "«_t»"   # same value the browser SDK uses
MIXPANEL_API_SECRET = "«a»"       # legacy project secret for /import
MIXPANEL_PROJECT_ID = «_p»

mp = Mixpanel(MIXPANEL_PROJECT_TOKEN, consumer=BufferedConsumer(api_host="api-eu.mixpanel.com"))
importer = Mixpanel(MIXPANEL_PROJECT_TOKEN, consumer=Consumer(api_host="api-eu.mixpanel.com", api_secret=MIXPANEL_API_SECRET))
`, V{"_t": g.hex(32), "a": g.hex(32), "_p": g.digits(7)}, "api-eu.mixpanel.com", "BufferedConsumer")

	g.add("ads/posthog-project-vs-personal", `
$ cat .env
NEXT_PUBLIC_POSTHOG_KEY=«_phc»
NEXT_PUBLIC_POSTHOG_HOST=https://eu.i.posthog.com
POSTHOG_PERSONAL_API_KEY=«a»
$ curl -s "https://eu.posthog.com/api/projects/«_pid»/feature_flags/?limit=2" -H "Authorization: Bearer «a»" | jq -r '.results[].key'
new-onboarding
pricing-page-v3
`, V{"_phc": g.axPHC(), "a": g.axPHX(), "_pid": g.digits(5)}, "eu.i.posthog.com", "pricing-page-v3")

	g.add("ads/posthog-python-local-eval", `
from posthog import Posthog

posthog = Posthog(
    project_api_key="«_phc»",
    host="https://us.i.posthog.com",
    personal_api_key="«a»",   # feature-flag local evaluation
    poll_interval=30,
)
enabled = posthog.feature_enabled("new-checkout", distinct_id=str(user.id))
`, V{"_phc": g.axPHC(), "a": g.axPHX()}, "us.i.posthog.com", "local evaluation")

	g.add("ads/statsig-server-and-client", `
// server/statsig.ts
await Statsig.initialize("«a»", { environment: { tier: "production" } });

// web/src/statsig.tsx
<StatsigProvider sdkKey="«_ck»" user={{ userID: user.id }} waitForInitialization>
`, V{"a": g.axStatsigSec(), "_ck": g.axStatsigCli()}, "StatsigProvider", `tier: "production"`)

	g.add("ads/heap-fullstory-pendo", `
# tools/analytics.env
HEAP_APP_ID=«_heap»
HEAP_API_KEY=«a»
FULLSTORY_ORG_ID=«_fs»
FULLSTORY_API_KEY=na1.«b»
PENDO_API_KEY_PUBLIC=«_pendo»
PENDO_INTEGRATION_KEY=«c»
`, V{"_heap": g.digits(10), "a": g.an(32), "_fs": "o-" + g.s(alUpNum, 5) + "-na1", "b": g.b64(72), "_pendo": g.uuid(), "c": g.uuid() + "." + g.s(alLowNum, 2)},
		"FULLSTORY_ORG_ID", "PENDO_API_KEY_PUBLIC")

	g.add("ads/hotjar-clarity-snippets-benign", `
<script>
    (function(h,o,t,j,a,r){
        h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};
        h._hjSettings={hjid:«_hj»,hjsv:6};
        a=o.getElementsByTagName('head')[0];
    })(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');
    (function(c,l,a,r,i,t,y){ c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)}; })(window, document, "clarity", "script", "«_cl»");
</script>
`, V{"_hj": g.digits(7), "_cl": g.s(alLowNum, 10)}, "static.hotjar.com", `"clarity", "script"`)
}

// ---- affiliate networks ----

func (g *G) axAffiliate() {
	g.add("ads/impact-api-curl", `
$ curl -s -u "IR«_sid»:«a»" -H "Accept: application/json" \
    "https://api.impact.com/Mediapartners/IR«_sid»/Actions?ActionDateStart=2024-06-01T00:00:00Z&PageSize=2"
{"@page":"1","@numpages":"37","Actions":[{"Id":"«_act1»","CampaignId":"«_c»","State":"APPROVED","Payout":"4.20","ReferringDate":"2024-06-01T09:12:40-07:00"}]}
`, V{"_sid": g.an(32), "a": g.s(alAlnum+"-~.", 32), "_act1": g.digits(5) + "." + g.digits(4) + "." + g.digits(6), "_c": g.digits(5)}, "api.impact.com", `"State":"APPROVED"`)

	g.add("ads/impact-python-settings", `
IMPACT = {
    "account_sid": "IR«_sid»",
    "auth_token": "«a»",
    "program_id": «_p»,
    "event_type_id": «_e»,
}
session.auth = (IMPACT["account_sid"], IMPACT["auth_token"])
`, V{"_sid": g.an(32), "a": g.s(alAlnum+"-~.", 32), "_p": g.digits(5), "_e": g.digits(5)}, "event_type_id")

	g.add("ads/cj-personal-access-token-graphql", `
$ curl -s https://commissions.api.cj.com/query \
    -H "Authorization: Bearer «a»" \
    -d '{ publisherCommissions(forPublishers: ["«_pub»"], sincePostingDate: "2024-06-01T00:00:00Z", beforePostingDate: "2024-06-10T00:00:00Z") { count records { commissionId advertiserName pubCommissionAmountUsd } } }'
{"data":{"publisherCommissions":{"count":2,"records":[{"commissionId":"«_c1»","advertiserName":"Acme Outdoor","pubCommissionAmountUsd":"3.11"}]}}}
`, V{"a": g.s(alLowNum, 26), "_pub": g.digits(7), "_c1": g.digits(10)}, "commissions.api.cj.com", "pubCommissionAmountUsd")

	g.add("ads/awin-oauth-token", `
$ http GET "https://api.awin.com/publishers/«_pub»/transactions/?startDate=2024-06-01T00%3A00%3A00&endDate=2024-06-10T23%3A59%3A59&timezone=UTC" "Authorization:Bearer «a»"
HTTP/1.1 200 OK
Content-Type: application/json
[
    {"id": «_tx», "advertiserId": «_adv», "commissionStatus": "pending", "saleAmount": {"amount": 89.0, "currency": "GBP"}, "clickRefs": {"clickRef": "utm_blog_tents"}}
]
`, V{"_pub": g.digits(6), "a": g.uuid(), "_tx": g.digits(10), "_adv": g.digits(5)}, "api.awin.com", "utm_blog_tents")

	g.add("ads/rakuten-token-request", `
$ curl -s -X POST https://api.linksynergy.com/token \
    -H "Authorization: Bearer «a»" \
    -d "scope=«_sid»"
{"token_type":"bearer","expires_in":3600,"refresh_token":"«b»","access_token":"«c»"}
# «a» = base64(client_id:client_secret) from the Rakuten developer portal
`, V{"a": b64s(g.an(24) + ":" + g.an(24)), "_sid": g.digits(7), "b": g.hex(32), "c": g.hex(32)}, "api.linksynergy.com")

	g.add("ads/shareasale-signature-php", `
<?php
$myAffiliateID = '«_aff»';
$APIToken = '«a»';
$APISecretKey = '«b»';
$myTimeStamp = gmdate(DATE_RFC1123);
$APIVersion = 2.9;
$actionVerb = 'activity';
$sig = $APIToken . ':' . $myTimeStamp . ':' . $actionVerb . ':' . $APISecretKey;
$sigHash = hash('sha256', $sig);
$myHeaders = array("x-ShareASale-Date: $myTimeStamp", "x-ShareASale-Authentication: $sigHash");
`, V{"_aff": g.digits(7), "a": g.an(16), "b": g.s(alUpNum, 16) + g.an(16)}, "x-ShareASale-Authentication", "$APIVersion = 2.9")

	g.add("ads/everflow-partnerstack-env", `
EVERFLOW_API_KEY=«a»
EVERFLOW_NETWORK_ID=«=n»
PARTNERSTACK_PUBLIC_KEY=pk_«_pk»
PARTNERSTACK_SECRET_KEY=sk_«b»
`, V{"a": g.b64u(22), "=n": g.digits(3), "_pk": g.an(32), "b": g.an(32)}, "EVERFLOW_NETWORK_ID")

	g.add("ads/amazon-paapi-keys", `
from paapi5_python_sdk.api.default_api import DefaultApi
from paapi5_python_sdk.search_items_request import SearchItemsRequest

access_key = "«a»"
secret_key = "«b»"
partner_tag = "acmegear-20"
default_api = DefaultApi(access_key=access_key, secret_key=secret_key, host="webservices.amazon.com", region="us-east-1")
req = SearchItemsRequest(partner_tag=partner_tag, partner_type="Associates", keywords="ultralight tent", item_count=5)
`, V{"a": "AKPA" + g.s(alUpNum, 16), "b": g.s(alB64, 40)}, `partner_tag = "acmegear-20"`, "webservices.amazon.com")
}

// ---- SEO and SERP data tools ----

func (g *G) axSEO() {
	g.add("ads/semrush-api-domain-ranks", `
$ curl -s "https://api.semrush.com/?type=domain_ranks&key=«a»&export_columns=Db,Dn,Rk,Or,Ot,Oc&domain=acmeoutdoor.com&database=us"
Database;Domain;Rank;Organic Keywords;Organic Traffic;Organic Cost
us;acmeoutdoor.com;48211;18392;94210;112873
`, V{"a": g.hex(32)}, "api.semrush.com", "acmeoutdoor.com")

	g.add("ads/ahrefs-v3-python", `
import requests

AHREFS_TOKEN = "«a»"
resp = requests.get(
    "https://api.ahrefs.com/v3/site-explorer/backlinks-stats",
    params={"target": "acmeoutdoor.com", "mode": "domain", "date": "2024-06-10"},
    headers={"Authorization": f"Bearer {AHREFS_TOKEN}", "Accept": "application/json"},
)
print(resp.json())  # {'metrics': {'live': 48210, 'all_time': 310422, 'live_refdomains': 2211, ...}}
`, V{"a": g.an(40)}, "api.ahrefs.com/v3/site-explorer/backlinks-stats")

	g.add("ads/dataforseo-basic-auth", `
$ cat dataforseo.py
from client import RestClient
client = RestClient("seo@acmeoutdoor.com", "«a»")
post_data = {0: dict(keyword="ultralight tent", location_code=2840, language_code="en")}
response = client.post("/v3/serp/google/organic/live/advanced", post_data)
$ python dataforseo.py | jq '.tasks[0].status_message, .cost'
"Ok."
0.002
`, V{"a": g.hex(16)}, "seo@acmeoutdoor.com", "/v3/serp/google/organic/live/advanced")

	dfsPW := g.hex(16)
	g.add("ads/dataforseo-curl-b64", `
$ echo -n 'seo@acmeoutdoor.com:«pw»' | base64
«a»
$ curl -s -H "Authorization: Basic «a»" https://api.dataforseo.com/v3/appendix/user_data | jq .tasks[0].result[0].money.balance
41.237
`, V{"pw": dfsPW, "a": b64s("seo@acmeoutdoor.com:" + dfsPW)}, "api.dataforseo.com/v3/appendix/user_data")

	g.add("ads/serpapi-python-and-url", `
from serpapi import GoogleSearch

params = {"engine": "google", "q": "best ultralight tent 2024", "location": "Austin, Texas", "api_key": "«a»"}
results = GoogleSearch(params).get_dict()
print(results["search_metadata"]["json_endpoint"])
# https://serpapi.com/searches/«_sid»/«_sid2».json
print(results["search_metadata"]["id"])
# «_sid2»
`, V{"a": g.hex(64), "_sid": g.hex(16), "_sid2": g.hex(24)}, "best ultralight tent 2024", "json_endpoint")

	g.add("ads/moz-links-api", `
$ curl -s -u "«_id»:«a»" -X POST https://lsapi.seomoz.com/v2/url_metrics -d '{"targets":["acmeoutdoor.com"]}' | jq '.results[0] | {domain_authority, page_authority}'
{
  "domain_authority": 41,
  "page_authority": 38
}
`, V{"_id": g.axMoz(), "a": g.an(32)}, "lsapi.seomoz.com/v2/url_metrics", "domain_authority")

	g.add("ads/search-console-oauth-token-json", `
$ cat ~/.config/gsc-cli/token.json
{"token": "«a»", "refresh_token": "«b»", "token_uri": "https://oauth2.googleapis.com/token", "client_id": "«_cid»", "client_secret": "«c»", "scopes": ["https://www.googleapis.com/auth/webmasters.readonly"], "universe_domain": "googleapis.com", "expiry": "2024-06-12T11:02:41.221844Z"}
$ gsc-cli query sc-domain:acmeoutdoor.com --dimensions query --rows 3
query                      clicks  impressions  ctr     position
ultralight tent            1,204   31,882       3.78%   4.2
acme outdoor coupon        811     2,104        38.5%   1.1
`, V{"a": g.ya29(), "b": g.gRefresh(), "_cid": g.axGClient(), "c": g.gocspx()}, "webmasters.readonly", "sc-domain:acmeoutdoor.com")

	g.add("ads/bing-webmaster-and-indexnow", `
$ curl -s "https://ssl.bing.com/webmaster/api.svc/json/GetUserSites?apikey=«a»" | jq -r '.d[].Url'
https://acmeoutdoor.com/
https://blog.acmeoutdoor.com/
$ cat public/«_ik».txt
«_ik»
$ curl -s "https://api.indexnow.org/indexnow?url=https://acmeoutdoor.com/tents/ultra-2&key=«_ik»" -o /dev/null -w '%{http_code}\n'
202
`, V{"a": g.hex(32), "_ik": g.hex(32)}, "GetUserSites", "api.indexnow.org")

	g.add("ads/scraperapi-and-brightdata", `
SCRAPERAPI_URL = f"http://api.scraperapi.com?api_key=«a»&url={quote(target)}&country_code=us&render=true"
PROXY = "http://brd-customer-hl_«_cust»-zone-serp_api1:«b»@brd.superproxy.io:33335"
`, V{"a": g.hex(32), "_cust": g.hex(8), "b": g.s(alLowNum, 12)}, "brd.superproxy.io:33335", "country_code=us")
}

// ---- server-side tagging: sGTM, Stape, Tealium ----

func (g *G) axTagging() {
	g.add("ads/sgtm-cloud-run-deploy", `
$ gcloud run deploy sgtm-tagging --image gcr.io/cloud-tagging-10302018/gtm-cloud-image:stable --region europe-west1 \
    --set-env-vars CONTAINER_CONFIG=«=cc»,GA4_API_SECRET=«a»,META_CAPI_TOKEN=«b» \
    --min-instances 2 --allow-unauthenticated
Deploying container to Cloud Run service [sgtm-tagging] in project [acme-tagging] region [europe-west1]
✓ Deploying... Done.
Service URL: https://sgtm-tagging-«_h»-ew.a.run.app
`, V{"=cc": b64s("id=" + g.axGTM() + "&env=1&auth=" + g.b64u(22)), "a": g.axGA4Sec(), "b": g.axEAA(), "_h": g.s(alLowNum, 10)},
		"gtm-cloud-image:stable", "sgtm-tagging")

	g.add("ads/gtm-container-export-capi-tag", `
{
  "exportFormatVersion": 2,
  "containerVersion": {
    "container": {"publicId": "«_gtm»", "usageContext": ["SERVER"]},
    "tag": [{
      "name": "Meta CAPI - Purchase",
      "type": "cvt_«_tid»",
      "parameter": [
        {"type": "TEMPLATE", "key": "pixelId", "value": "«_px»"},
        {"type": "TEMPLATE", "key": "accessToken", "value": "«a»"},
        {"type": "TEMPLATE", "key": "testEventCode", "value": ""}
      ],
      "firingTriggerId": ["«=trig»"]
    }]
  }
}
`, V{"_gtm": g.axGTM(), "_tid": g.digits(7), "_px": g.axPixel(), "a": g.axEAA(), "=trig": g.digits(2)}, "Meta CAPI - Purchase", `"usageContext": ["SERVER"]`)

	g.add("ads/gtm-web-snippet-benign", `
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://sst.acmeoutdoor.com/gtm.js?id='+i+dl+ '&gtm_auth=«_auth»&gtm_preview=env-«=env»&gtm_cookies_win=x';f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','«_gtm»');</script>
<!-- End Google Tag Manager -->
<script async src="https://www.googletagmanager.com/gtag/js?id=«_g»"></script>
<script>gtag('config', '«_g»'); gtag('config', '«_aw»');</script>
`, V{"_auth": g.b64u(22), "=env": g.digits(1), "_gtm": g.axGTM(), "_g": g.axGID(), "_aw": g.axAW()}, "sst.acmeoutdoor.com", "dataLayer")

	g.add("ads/stape-api-key", `
$ curl -s https://api.app.stape.io/api/v2/containers -H "X-AUTH-TOKEN: «a»" | jq -r '.body[] | [.identifier, .name, .plan] | @tsv'
«_c1»	acme-prod-sgtm	business
«_c2»	acme-staging	free
`, V{"a": g.hex(48), "_c1": g.s(alLowNum, 8), "_c2": g.s(alLowNum, 8)}, "api.app.stape.io", "acme-prod-sgtm")

	g.add("ads/tealium-eventstream-connector", `
# Tealium EventStream connector export: "Facebook Conversions API - Purchase"
connector:
  type: facebook_conversions_api
  configuration:
    pixel_id: "«_px»"
    access_token: "«a»"
  account: acme
  profile: main
# Tealium API (v3) auth
$ curl -s -X POST https://platform.tealiumapis.com/v3/auth/accounts/acme/profiles/main -d username=martech@acme.com -d key=«b»
{"token":"«c»","host":"us-east.tealiumapis.com"}
`, V{"_px": g.axPixel(), "a": g.axEAA(), "b": g.hex(64), "c": g.jwt("HS256", fmt.Sprintf(`{"sub":"martech@acme.com","exp":%s}`, g.axUnix()))},
		"facebook_conversions_api", "martech@acme.com")

	g.add("ads/sgtm-preview-header-benign", `
# Copied from GTM server container → Preview → "Send requests manually"
X-Gtm-Server-Preview: «=hdr»
$ curl -s -H "X-Gtm-Server-Preview: «=hdr»" "https://sst.acmeoutdoor.com/g/collect?v=2&tid=«_g»&en=page_view&cid=«_cid»"
`, V{"=hdr": b64s("ZW52LTV8" + g.b64u(20) + "|" + g.hex(18)), "_g": g.axGID(), "_cid": g.digits(10) + "." + g.axUnix()},
		"Send requests manually")
}

// ---- attribution SDKs: AppsFlyer, Adjust, Branch, Singular, Kochava, Apple Search Ads ----

func (g *G) axAttribution() {
	g.add("ads/appsflyer-s2s-event", `
$ curl -s -X POST "https://api2.appsflyer.com/inappevent/com.acme.shop" \
    -H "authentication: «a»" -H "Content-Type: application/json" \
    -d '{"appsflyer_id":"«_afid»","customer_user_id":"«_cu»","eventName":"af_purchase","eventValue":"{\"af_revenue\":\"19.99\",\"af_currency\":\"USD\"}","eventTime":"2024-06-12 10:11:12.000","bundleIdentifier":"com.acme.shop"}'
ok
`, V{"a": g.an(22), "_afid": g.axUnix() + "000-" + g.digits(19), "_cu": g.digits(8)}, "api2.appsflyer.com/inappevent/com.acme.shop", "af_purchase")

	g.add("ads/appsflyer-pull-api-v2-token", `
$ export AF_API_TOKEN=«a»
$ curl -s -H "Authorization: Bearer $AF_API_TOKEN" -H "accept: text/csv" \
    "https://hq1.appsflyer.com/api/raw-data/export/app/id«_appid»/installs_report/v5?from=2024-06-10&to=2024-06-10&timezone=UTC" | head -2
Attributed Touch Type,Attributed Touch Time,Install Time,Event Time,Event Name,Media Source,Campaign,Campaign ID
click,2024-06-10 08:01:12,2024-06-10 08:03:40,2024-06-10 08:03:40,install,googleadwords_int,UAC_iOS_US,«_cmp»
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"account_id":"%s","aud":"hq1","iat":%s,"jti":"%s","user_id":"%s"}`, g.hex(24), g.axUnix(), g.uuid(), g.hex(24))), "_appid": g.digits(10), "_cmp": g.digits(11)},
		"installs_report/v5", "googleadwords_int")

	g.add("ads/adjust-api-token-and-app-token", `
// AdjustConfig.kt — the app token identifies the app, it ships in the APK
val config = AdjustConfig(this, "«_app»", AdjustConfig.ENVIRONMENT_PRODUCTION)
config.setDefaultTracker("«_trk»")
Adjust.onCreate(config)

# scripts/adjust_kpis.sh
curl -s -H "Authorization: Bearer «a»" "https://automate.adjust.com/reports-service/report?app_token__in=«_app»&date_period=-7d:-1d&dimensions=day,network&metrics=installs,cost"
`, V{"_app": g.axAdjApp(), "_trk": g.s(alLowNum, 6), "a": g.s(alAlnum+"_-", 20)}, "ENVIRONMENT_PRODUCTION", "automate.adjust.com")

	g.add("ads/adjust-s2s-security-token", `
POST /event HTTP/1.1
Host: s2s.adjust.com
Authorization: Bearer «a»
Content-Type: application/x-www-form-urlencoded

s2s=1&app_token=«_app»&event_token=«_ev»&gps_adid=«_gaid»&revenue=4.99&currency=EUR&created_at_unix=«_t»
`, V{"a": g.hex(32), "_app": g.axAdjApp(), "_ev": g.s(alLowNum, 6), "_gaid": g.uuid(), "_t": g.axUnix()}, "s2s.adjust.com")

	g.add("ads/branch-key-vs-secret", `
<!-- ios/Info.plist -->
<key>branch_key</key>
<dict>
    <key>live</key>
    <string>«_lk»</string>
    <key>test</key>
    <string>key_test_«_tk»</string>
</dict>

# backend: Branch deep linking API (secret stays on the server)
BRANCH_KEY=«_lk»
BRANCH_SECRET=«a»
`, V{"_lk": g.axBranchKey(), "_tk": g.an(32), "a": g.axBranchSec()}, "<key>branch_key</key>")

	g.add("ads/branch-export-api-curl", `
$ curl -s -X POST https://api2.branch.io/v3/export -H "Content-Type: application/json" -H "Access-Token: «a»" \
    -d '{"branch_key":"«_lk»","data_source":"eo_install","date":"2024-06-10"}'
{"handle":"«_h»","export_job_status_url":"https://api2.branch.io/v3/export/«_h»"}
`, V{"a": "api_app_" + g.hex(32), "_lk": g.axBranchKey(), "_h": g.uuid()}, "eo_install")

	g.add("ads/singular-reporting-key", `
$ curl -s "https://api.singular.net/api/v2.0/reporting?api_key=«a»&start_date=2024-06-01&end_date=2024-06-07&dimensions=app,source,os&metrics=adn_cost,adn_impressions,custom_installs&format=json" | jq '.value.results | length'
62
# SDK key + secret for the mobile apps live in ios/Singular.plist
`, V{"a": g.hex(32)}, "api.singular.net/api/v2.0/reporting", "Singular.plist")

	g.add("ads/kochava-and-tapjoy-env", `
KOCHAVA_APP_GUID=ko«_g»
KOCHAVA_API_KEY=«a»
IRONSOURCE_APP_KEY=«_is»
IRONSOURCE_REPORTING_SECRET=«b»
APPLOVIN_SDK_KEY=«_al»
APPLOVIN_REPORT_KEY=«c»
`, V{"_g": "acme-shop-android-" + g.s(alLowNum, 8), "a": strings.ToUpper(g.uuid()), "_is": g.hex(9), "b": g.hex(32), "_al": g.b64u(86), "c": g.b64u(86)},
		"KOCHAVA_APP_GUID")

	ec := g.ecPKCS8()
	g.add("ads/apple-search-ads-client-secret", `
# Apple Search Ads API: client secret = ES256 JWT signed with the private key uploaded in Account Settings → API
$ cat private-key.pem
«a»
$ python make_client_secret.py --client-id SEARCHADS.«_cid» --team-id SEARCHADS.«_cid» --key-id «_kid»
«b»
$ curl -s -X POST "https://appleid.apple.com/auth/oauth2/token?grant_type=client_credentials&client_id=SEARCHADS.«_cid»&client_secret=«b»&scope=searchadsorg" -H "Host: appleid.apple.com"
{"access_token":"«c»","token_type":"Bearer","expires_in":3600}
`, V{"a": ec.block(), "_cid": g.uuid(), "_kid": g.uuid(), "b": g.jwt("ES256", fmt.Sprintf(`{"sub":"SEARCHADS.%s","aud":"https://appleid.apple.com","iat":%s,"exp":%s,"iss":"SEARCHADS.%s"}`, g.uuid(), g.axUnix(), g.axUnix(), g.uuid())), "c": "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIiwia2lkIjpudWxsfQ.." + g.b64u(16) + "." + g.b64u(600) + "." + g.b64u(22)},
		"searchadsorg", "make_client_secret.py")

	g.add("ads/skadnetwork-postback-benign", `
{
  "version": "4.0",
  "ad-network-id": "«_net».skadnetwork",
  "source-identifier": "5239",
  "app-id": «_app»,
  "transaction-id": "«_tx»",
  "redownload": false,
  "source-app-id": «_src»,
  "fidelity-type": 1,
  "did-win": true,
  "coarse-conversion-value": "high",
  "postback-sequence-index": 0,
  "attribution-signature": "«_sig»"
}
`, V{"_net": g.s(alLowNum, 10), "_app": g.digits(10), "_tx": g.uuid(), "_src": g.digits(10), "_sig": "MEUCI" + g.b64(66)},
		"coarse-conversion-value", "skadnetwork")
}

// ---- ETL connectors, notebooks and warehouse jobs ----

func (g *G) axETL() {
	g.add("ads/airbyte-source-facebook-config", `
$ airbyte-ci connectors --name=source-facebook-marketing test
$ cat secrets/config.json
{
  "account_ids": ["«_act»"],
  "access_token": "«a»",
  "start_date": "2024-01-01T00:00:00Z",
  "insights_lookback_window": 28,
  "action_breakdowns_allow_empty": false,
  "client_id": "«_app»",
  "client_secret": "«b»"
}
`, V{"_act": g.axActID(), "a": g.axEAA(), "_app": g.digits(16), "b": g.hex(32)}, "source-facebook-marketing", "insights_lookback_window")

	g.add("ads/airbyte-api-create-source-google-ads", `
$ curl -s -X POST https://api.airbyte.com/v1/sources -H "Authorization: Bearer «a»" -H 'Content-Type: application/json' -d '{
  "name": "Google Ads (MCC)",
  "workspaceId": "«_ws»",
  "configuration": {
    "sourceType": "google-ads",
    "credentials": {"developer_token": "«b»", "client_id": "«_cid»", "client_secret": "«c»", "refresh_token": "«d»"},
    "customer_id": "«_cust»",
    "login_customer_id": "«_mcc»",
    "start_date": "2024-01-01"
  }
}'
{"sourceId":"«_sid»","name":"Google Ads (MCC)","sourceType":"google-ads","workspaceId":"«_ws»"}
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://cloud.airbyte.com","sub":"%s","iat":%s}`, g.uuid(), g.axUnix())), "_ws": g.uuid(), "b": g.axDevTok(), "_cid": g.axGClient(), "c": g.gocspx(), "d": g.gRefresh(), "_cust": g.axCIDn(), "_mcc": g.axCIDn(), "_sid": g.uuid()},
		`"sourceType": "google-ads"`)

	g.add("ads/fivetran-api-connector-list", `
$ curl -s -u «_key»:«a» https://api.fivetran.com/v1/groups/«_grp»/connectors | jq -r '.data.items[] | [.id, .service, .status.setup_state] | @tsv'
«_c1»	facebook_ads	connected
«_c2»	google_ads	connected
«_c3»	linkedin_ads	broken
`, V{"_key": g.an(16), "a": g.an(32), "_grp": g.s(alLower, 8) + "_" + g.s(alLower, 6), "_c1": g.s(alLower, 8) + "_" + g.s(alLower, 6), "_c2": g.s(alLower, 8) + "_" + g.s(alLower, 6), "_c3": g.s(alLower, 8) + "_" + g.s(alLower, 6)},
		"api.fivetran.com/v1/groups", "linkedin_ads")

	g.add("ads/meltano-tap-google-ads-yml", `
# meltano.yml
plugins:
  extractors:
  - name: tap-google-ads
    variant: matatika
    config:
      customer_ids: «_cust»
      login_customer_id: «_mcc»
      start_date: '2024-01-01T00:00:00Z'
      oauth_credentials:
        client_id: «_cid»
        client_secret: «a»
        refresh_token: «b»
        developer_token: «c»
  loaders:
  - name: target-bigquery
    config:
      project: acme-marketing
      dataset: raw_google_ads
`, V{"_cust": g.axCIDn(), "_mcc": g.axCIDn(), "_cid": g.axGClient(), "a": g.gocspx(), "b": g.gRefresh(), "c": g.axDevTok()}, "tap-google-ads", "raw_google_ads")

	g.add("ads/singer-tap-tiktok-config", `
$ cat tap-tiktok-config.json
{"access_token": "«a»", "advertiser_id": "«_adv»", "start_date": "2024-05-01T00:00:00Z", "include_deleted": false}
$ tap-tiktok -c tap-tiktok-config.json --discover > catalog.json && echo ok
ok
`, V{"a": g.axTT(), "_adv": g.digits(19)}, "tap-tiktok", "include_deleted")

	g.axAdd("ads/airflow-connection-uri-linkedin", `
$ airflow connections add linkedin_ads --conn-uri 'http://ads_sync:«a»@api.linkedin.com/?access_token=«b»&account_id=«_acc»'
Successfully added ˋconn_idˋ=linkedin_ads : http://ads_sync:******@api.linkedin.com/?access_token=«b»&account_id=«_acc»
`, V{"a": g.pwURL(), "b": g.axLI(), "_acc": "5" + g.digits(8)}, "conn_id")

	g.add("ads/jupyter-notebook-meta-insights", `
{
 "cells": [
  {
   "cell_type": "code",
   "execution_count": 3,
   "metadata": {},
   "outputs": [
    {"name": "stdout", "output_type": "stream", "text": ["rows: 1482\n", "spend total: 48211.03\n"]}
   ],
   "source": [
    "import pandas as pd\n",
    "from facebook_business.api import FacebookAdsApi\n",
    "FacebookAdsApi.init(access_token=\"«a»\")\n",
    "df = pd.DataFrame(AdAccount(\"act_«_act»\").get_insights(params={\"date_preset\": \"last_30d\", \"level\": \"ad\"}))\n",
    "print('rows:', len(df)); print('spend total:', df.spend.astype(float).sum())"
   ]
  }
 ],
 "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}},
 "nbformat": 4,
 "nbformat_minor": 5
}
`, V{"a": g.axEAA(), "_act": g.axActID()}, "ipykernel", "spend total: 48211.03")

	g.add("ads/colab-secrets-fallback", `
# Colab cell
try:
    from google.colab import userdata
    KLAVIYO_KEY = userdata.get("KLAVIYO_KEY")
except Exception:
    KLAVIYO_KEY = "«a»"  # TODO remove before sharing
profiles = requests.get("https://a.klaviyo.com/api/profiles/", headers={"Authorization": f"Klaviyo-API-Key {KLAVIYO_KEY}", "revision": "2024-06-15"}).json()
`, V{"a": g.axKlaviyo()}, `userdata.get("KLAVIYO_KEY")`, "TODO remove before sharing")

	g.add("ads/dbt-profiles-bigquery-ads", `
# ~/.dbt/profiles.yml
marketing:
  target: prod
  outputs:
    prod:
      type: bigquery
      method: service-account-json
      project: acme-marketing
      dataset: mart_ads
      keyfile_json:
        type: service_account
        project_id: acme-marketing
        private_key_id: «_kid»
        private_key: "«a»"
        client_email: dbt-runner@acme-marketing.iam.gserviceaccount.com
        client_id: "«_num»"
`, V{"_kid": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block() + "\n"), "_num": g.digits(21)}, "dbt-runner@acme-marketing.iam.gserviceaccount.com", "mart_ads")

	g.add("ads/supermetrics-funnel-keys", `
$ grep -rn "api_key\|apiKey" reporting/ --include=*.py
reporting/supermetrics.py:12:    SUPERMETRICS_API_KEY = "«a»"
reporting/supermetrics.py:13:    URL = "https://api.supermetrics.com/enterprise/v2/query/data/json?json=" + quote(json.dumps(query))
reporting/funnel.py:8:FUNNEL_API_KEY = "«b»"
reporting/funnel.py:9:FUNNEL_ACCOUNT = "«_acc»"
`, V{"a": "api_" + g.an(40), "b": g.b64u(40), "_acc": g.hex(8)}, "reporting/supermetrics.py", "api.supermetrics.com")

	g.add("ads/bigquery-data-transfer-google-ads", `
$ bq mk --transfer_config --project_id=acme-marketing --target_dataset=google_ads_raw --display_name='Google Ads MCC' \
    --data_source=google_ads --params='{"customer_id":"«_mcc»","include_pmax":"true"}'
Transfer configuration 'projects/«_pn»/locations/us/transferConfigs/«_tc»' successfully created.
`, V{"_mcc": g.axCIDn(), "_pn": g.digits(12), "_tc": g.hex(8) + "-0000-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(12)},
		"google_ads_raw", "include_pmax")

	g.add("ads/cron-report-log-with-token", `
Jun 12 06:00:01 etl-01 CRON[18211]: (etl) CMD (/opt/ads/bin/pull_snap.sh >> /var/log/ads/snap.log 2>&1)
$ tail -4 /var/log/ads/snap.log
2024-06-12T06:00:02Z INFO  pulling stats for ad account «_acc»
2024-06-12T06:00:02Z DEBUG GET https://adsapi.snapchat.com/v1/adaccounts/«_acc»/stats?granularity=DAY headers={'Authorization': 'Bearer «a»'}
2024-06-12T06:00:03Z WARN  429 Too Many Requests, backing off 8s
2024-06-12T06:00:12Z INFO  wrote 311 rows
`, V{"_acc": g.uuid(), "a": g.jwt("ES256", fmt.Sprintf(`{"aud":"canvas-canvasapi","iss":"canvas-s2stoken","exp":%s,"sub":"%s"}`, g.axUnix(), g.uuid()))},
		"adsapi.snapchat.com", "/var/log/ads/snap.log")
}

// ---- chats, agent sessions and tool output ----

func (g *G) axChat() {
	g.add("ads/chat-user-pastes-dev-token", `
User: the google ads sync is failing with DEVELOPER_TOKEN_INVALID. here's what i have in prod:
developer token «a»
manager account «_mcc»
customer 812-… whatever, the usual one
can you check if the token format is right?
Assistant: The format looks like a normal 22-character developer token. DEVELOPER_TOKEN_INVALID usually means
the token was reset in the API Center of manager «_mcc»; copy it again from Tools → API Center.
`, V{"a": g.axDevTok(), "_mcc": g.axCID()}, "DEVELOPER_TOKEN_INVALID", "Tools → API Center")

	g.add("ads/chat-assistant-echoes-capi-token", `
Assistant: I found the Conversions API token hard-coded in src/server/meta.ts:

    const ACCESS_TOKEN = "«a»";

I'll move it to process.env.META_CAPI_ACCESS_TOKEN and add the variable to .env.example with an
empty value. You should rotate this token in Events Manager → Settings → Conversions API, since
it has been in git history since commit «_sha».
`, V{"a": g.axEAA(), "_sha": g.hex(7)}, "process.env.META_CAPI_ACCESS_TOKEN", "Events Manager → Settings → Conversions API")

	g.add("ads/agent-grep-tool-result", `
⏺ Grep(pattern: "(api_key|apiKey|secret)", path: "marketing/")
  ⎿  Found 6 matches
     marketing/klaviyo_sync.py:9:KLAVIYO_API_KEY = os.environ["KLAVIYO_API_KEY"]
     marketing/semrush.py:4:API_KEY = "«a»"
     marketing/serp.py:11:    "api_key": "«b»",
     marketing/amplitude.ts:3:amplitude.init("«_amp»");
     marketing/mixpanel.ts:2:mixpanel.init("«_mxp»", { api_host: "https://api-eu.mixpanel.com" });
     marketing/braze.ts:7:const BRAZE_REST_KEY = "«c»";
`, V{"a": g.hex(32), "b": g.hex(64), "_amp": g.hex(32), "_mxp": g.hex(32), "c": g.uuid()},
		"marketing/klaviyo_sync.py", `os.environ["KLAVIYO_API_KEY"]`)

	g.add("ads/agent-read-env-file", `
⏺ Read(file_path: "/Users/lena/acme-growth/.env")
  ⎿  1  # --- ads ---
     2  GOOGLE_ADS_DEVELOPER_TOKEN=«a»
     3  GOOGLE_ADS_REFRESH_TOKEN=«b»
     4  META_PIXEL_ID=«_px»
     5  META_ACCESS_TOKEN=«c»
     6  TIKTOK_ACCESS_TOKEN=«d»
     7  # --- analytics ---
     8  NEXT_PUBLIC_POSTHOG_KEY=«_phc»
     9  GA_MEASUREMENT_ID=«_g»
    10  GA_API_SECRET=«e»
`, V{"a": g.axDevTok(), "b": g.gRefresh(), "_px": g.axPixel(), "c": g.axEAA(), "d": g.axTT(), "_phc": g.axPHC(), "_g": g.axGID(), "e": g.axGA4Sec()},
		"/Users/lena/acme-growth/.env")

	g.add("ads/agent-bash-printenv", `
$ printenv | grep -iE 'ads|pixel|klaviyo|segment' | sort
ADS_REPORT_BUCKET=gs://acme-ads-reports
KLAVIYO_PRIVATE_KEY=«a»
LINKEDIN_ADS_ACCOUNT=urn:li:sponsoredAccount:«_acc»
LINKEDIN_ADS_TOKEN=«b»
PINTEREST_AD_ACCOUNT_ID=«_pin»
PINTEREST_TOKEN=«c»
SEGMENT_WRITE_KEY_SERVER=«d»
TIKTOK_PIXEL=«_tp»
`, V{"a": g.axKlaviyo(), "_acc": "5" + g.digits(8), "b": g.axLI(), "_pin": "5497" + g.digits(8), "c": g.axPina(), "d": g.axSegWK(), "_tp": "C" + g.s(alUpNum, 19)},
		"gs://acme-ads-reports")

	g.add("ads/agent-diff-move-token-to-env", `
diff --git a/src/tracking/tiktok.ts b/src/tracking/tiktok.ts
index «_h1»..«_h2» 100644
--- a/src/tracking/tiktok.ts
+++ b/src/tracking/tiktok.ts
@@ -1,7 +1,7 @@
 import { createHash } from "node:crypto";
 
 const PIXEL_CODE = "«_pc»";
-const ACCESS_TOKEN = "«a»";
+const ACCESS_TOKEN = process.env.TIKTOK_EVENTS_TOKEN!;
 
 export async function trackPurchase(order: Order) {
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "_pc": "C" + g.s(alUpNum, 19), "a": g.axTT()}, "process.env.TIKTOK_EVENTS_TOKEN")

	g.add("ads/slack-growth-channel-mailchimp", `
Priya  9:02 AM
quick one, who has the mailchimp key for the newsletter audience? the zapier zap broke
Tom  9:05 AM
«a»
audience id is «_list», server us14
Priya  9:06 AM
thx 🙏 will put it in 1pw after
`, V{"a": g.hex(32) + "-us14", "_list": g.hex(10)}, "who has the mailchimp key")

	g.axAdd("ads/jira-ticket-amazon-ads", `
MKT-1842  Amazon Ads sync returns 401 since Monday
Reporter: Sam Ortiz    Priority: High    Labels: amazon-ads, etl

Steps: ran ˋpython -m ads_sync.amazon --profile «_pid»ˋ with
  client_id     = «_cid»
  client_secret = «a»
  refresh_token = «b»
Response: {"code":"UNAUTHORIZED","details":"Not authorized to access this advertiser"}
`, V{"_pid": g.digits(16), "_cid": g.axAmzCli(), "a": g.axAmzSec(), "b": g.axAmzRef()}, "MKT-1842", "Not authorized to access this advertiser")

	g.add("ads/email-agency-handover", `
From: Jonas (Northwind Digital) <jonas@northwind.agency>
To: marketing-ops@acme.com
Subject: Handover – ad platform API access

Hi all, as discussed here are the API credentials we used for your reporting dashboards:

  Google Ads – developer token: «a»   (MCC «_mcc»)
  Meta – system user "northwind-reporting": «b»
  LinkedIn – app client secret: «c»
  Semrush API units key: «d»

Please rotate all of them once you have moved the dashboards in-house.
Best, Jonas
`, V{"a": g.axDevTok(), "_mcc": g.axCID(), "b": g.axEAA(), "c": "WPL_AP1." + g.an(16) + "." + g.b64(12), "d": g.hex(32)},
		"jonas@northwind.agency", "Handover – ad platform API access")

	g.add("ads/chat-posthog-which-key", `
User: which posthog key goes in the frontend? I have «_phc» and «a»
Assistant: Use the one starting with phc_ — it's the project API key, meant to be public and only
able to send events. The phx_ one is a personal API key with read access to your whole project; keep
it on the server and consider rotating it now that it is in this chat.
`, V{"_phc": g.axPHC(), "a": g.axPHX()}, "meant to be public")

	g.add("ads/chat-amplitude-secret-in-browser", `
User: our amplitude dashboard shows weird events, I think someone is sending junk. this is our init:
    amplitude.init("«_k»", { serverUrl: "https://api2.amplitude.com/2/httpapi" })
and the export script uses secret «a»
Assistant: The API key in init is public by design (anyone can send events with it). The secret key is
the one to protect — it lets anyone export your raw events; rotate it in Organization settings → Projects.
`, V{"_k": g.hex(32), "a": g.hex(32)}, "api2.amplitude.com/2/httpapi", "Organization settings → Projects")

	g.add("ads/agent-tool-call-json-brevo", `
{"type":"tool_use","id":"toolu_01«_tu»","name":"bash","input":{"command":"curl -s https://api.brevo.com/v3/account -H 'api-key: «a»' | jq .plan"}}
{"type":"tool_result","tool_use_id":"toolu_01«_tu»","content":"[\n  {\n    \"type\": \"payAsYouGo\",\n    \"credits\": 48211,\n    \"creditsType\": \"sendLimit\"\n  }\n]"}
`, V{"_tu": g.s(alB58, 22), "a": g.axBrevo()}, "payAsYouGo", "api.brevo.com/v3/account")

	g.axAdd("ads/github-issue-ads-sdk-debug-log", `
### Describe the bug
Getting AUTHENTICATION_ERROR after upgrading google-ads from 23.1.0 to 24.1.0.

### Logs
<details>

ˋˋˋ
Request made: ClientCustomerId: «_c», Host: googleads.googleapis.com, Method: /google.ads.googleads.v17.services.GoogleAdsService/Search, RequestId: «_r», IsFault: True, FaultMessage: Authentication of the request failed.
Request
-------
Headers: {'developer-token': '«a»', 'login-customer-id': '«_m»', 'authorization': 'Bearer «b»'}
ˋˋˋ
</details>
`, V{"_c": g.axCIDn(), "_r": g.b64u(22), "a": g.axDevTok(), "_m": g.axCIDn(), "b": g.ya29()}, "AUTHENTICATION_ERROR", "IsFault: True")

	g.add("ads/stackoverflow-question-pinterest", `
Pinterest API v5 returns 401 "Authentication failed" for ad_accounts

I generated a token in the Pinterest developer portal and call:

    curl -X GET https://api.pinterest.com/v5/ad_accounts -H 'Authorization: Bearer «a»'

{"code":2,"message":"Authentication failed."}

My app id is «_app» and the token has ads:read. What am I missing?
`, V{"a": g.axPina(), "_app": g.digits(7)}, `"Authentication failed."`)

	g.add("ads/agent-todo-rotation-plan", `
⏺ Update Todos
  ⎿  ☒ Remove hard-coded Klaviyo key «_mask» from scripts/backfill.py
     ☒ Move SEMRUSH_API_KEY to Doppler (project growth, config prd)
     ☐ Rotate Meta system user token (preview EAAG…«=tail»)
     ☐ Ask marketing to reset the Google Ads developer token
     ☐ Check git history: git log -S "«a»" --oneline
`, V{"_mask": "pk_" + g.hex(4) + "…" + g.hex(4), "=tail": g.an(4), "a": g.hex(32)}, "Move SEMRUSH_API_KEY to Doppler", "git log -S")
}

// ---- deployment, secrets plumbing and captured traffic ----

func (g *G) axInfra() {
	g.add("ads/k8s-secret-stringdata-martech", `
apiVersion: v1
kind: Secret
metadata:
  name: martech-credentials
  namespace: growth
type: Opaque
stringData:
  GOOGLE_ADS_DEVELOPER_TOKEN: "«a»"
  GOOGLE_ADS_REFRESH_TOKEN: "«b»"
  META_CAPI_ACCESS_TOKEN: "«c»"
  BRAZE_REST_API_KEY: "«d»"
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: martech-config
  namespace: growth
data:
  META_PIXEL_ID: "«_px»"
  GA_MEASUREMENT_ID: "«_g»"
  BRAZE_REST_ENDPOINT: "https://rest.fra-02.braze.eu"
`, V{"a": g.axDevTok(), "b": g.gRefresh(), "c": g.axEAA(), "d": g.uuid(), "_px": g.axPixel(), "_g": g.axGID()},
		"martech-credentials", "https://rest.fra-02.braze.eu")

	g.add("ads/k8s-secret-data-base64", `
$ kubectl -n growth get secret klaviyo -o yaml
apiVersion: v1
data:
  api-key: «a»
  list-id: «_list»
kind: Secret
metadata:
  creationTimestamp: "2024-05-02T09:14:51Z"
  name: klaviyo
  namespace: growth
  uid: «_uid»
type: Opaque
`, V{"a": b64s(g.axKlaviyo()), "_list": b64s(g.s(alAlnum, 6)), "_uid": g.uuid()}, "creationTimestamp")

	g.add("ads/terraform-tfvars-martech", `
# envs/prod/terraform.tfvars
project_id            = "acme-martech-prod"
region                = "europe-west1"
sgtm_container_config = "«=cc»"
ga4_api_secret        = "«a»"
meta_capi_token       = "«b»"
tiktok_events_token   = "«c»"
alert_email           = "martech-alerts@acme.com"
`, V{"=cc": b64s("id=" + g.axGTM() + "&env=1&auth=" + g.b64u(22)), "a": g.axGA4Sec(), "b": g.axEAA(), "c": g.axTT()},
		"acme-martech-prod", "martech-alerts@acme.com")

	g.add("ads/gha-workflow-inline-token", `
name: nightly-ads-report
on:
  schedule: [{cron: "15 5 * * *"}]
jobs:
  report:
    runs-on: ubuntu-latest
    env:
      GOOGLE_ADS_DEVELOPER_TOKEN: ${{ secrets.GOOGLE_ADS_DEVELOPER_TOKEN }}
      MICROSOFT_ADS_DEVELOPER_TOKEN: «a»
      REDDIT_ADS_CLIENT_SECRET: «b»
    steps:
      - uses: actions/checkout@v4
      - run: python -m reports.nightly --since yesterday
`, V{"a": g.axMSDev(), "b": g.b64u(30)}, "${{ secrets.GOOGLE_ADS_DEVELOPER_TOKEN }}", "nightly-ads-report")

	g.add("ads/har-entry-klaviyo-client-vs-private", `
{
  "request": {
    "method": "POST",
    "url": "https://a.klaviyo.com/client/subscriptions/?company_id=«_site»",
    "headers": [{"name": "revision", "value": "2024-06-15"}, {"name": "content-type", "value": "application/json"}]
  },
  "response": {"status": 202}
},
{
  "request": {
    "method": "GET",
    "url": "https://a.klaviyo.com/api/segments/",
    "headers": [{"name": "authorization", "value": "Klaviyo-API-Key «a»"}, {"name": "revision", "value": "2024-06-15"}]
  },
  "response": {"status": 200}
}
`, V{"_site": g.axKlSite(), "a": g.axKlaviyo()}, "a.klaviyo.com/client/subscriptions")

	g.add("ads/mitmproxy-capture-tiktok-sdk", `
$ mitmdump -nr tiktok.flow --flow-detail 2 | head -14
POST https://business-api.tiktok.com/open_api/v1.3/event/track/
    Access-Token: «a»
    Content-Type: application/json
    User-Agent: python-requests/2.32.3
{"event_source":"web","event_source_id":"«_pc»","data":[{"event":"ViewContent","event_time":«_t»,"user":{"ttclid":"«_ttc»","ip":"«_ip»"}}]}
 << 200 OK 87b
    Content-Type: application/json
{"code":0,"message":"OK","request_id":"«_rid»","data":{}}
`, V{"a": g.axTT(), "_pc": "C" + g.s(alUpNum, 19), "_t": g.axUnix(), "_ttc": "E.C.P." + g.b64u(60), "_ip": g.axIP(), "_rid": g.digits(14) + g.s(alUpNum, 18)},
		"mitmdump", "ViewContent")

	g.add("ads/nginx-access-log-mp-secret", `
«_ip» - - [12/Jun/2024:10:14:02 +0000] "GET /collect?v=2&tid=«_g»&cid=«_cid»&en=page_view HTTP/1.1" 204 0 "https://acmeoutdoor.com/" "Mozilla/5.0"
10.0.3.14 - - [12/Jun/2024:10:14:03 +0000] "POST /mp/collect?measurement_id=«_g»&api_secret=«a» HTTP/1.1" 204 0 "-" "acme-orders/3.2"
`, V{"_ip": g.axIP(), "_g": g.axGID(), "_cid": g.digits(10) + "." + g.axUnix(), "a": g.axGA4Sec()}, "acme-orders/3.2")

	g.add("ads/docker-compose-analytics-stack", `
services:
  posthog-proxy:
    image: caddy:2.8
    ports: ["8080:80"]
  event-relay:
    image: ghcr.io/acme/event-relay:1.9.2
    environment:
      SEGMENT_WRITE_KEY: «a»
      AMPLITUDE_API_KEY: «_amp»
      AMPLITUDE_SECRET_KEY: «b»
      MIXPANEL_TOKEN: «_mxp»
      MIXPANEL_SERVICE_ACCOUNT: relay.«_sa».mp-service-account
      MIXPANEL_SERVICE_SECRET: «c»
`, V{"a": g.axSegWK(), "_amp": g.hex(32), "b": g.hex(32), "_mxp": g.hex(32), "_sa": g.s(alLowNum, 6), "c": g.an(32)},
		"ghcr.io/acme/event-relay:1.9.2")

	g.add("ads/vault-kv-get-ads", `
$ vault kv get -format=json secret/growth/ads | jq .data.data
{
  "linkedin_client_id": "«_cid»",
  "linkedin_client_secret": "«a»",
  "pinterest_app_id": "«_app»",
  "pinterest_app_secret": "«b»",
  "snap_client_id": "«_snap»",
  "snap_client_secret": "«c»"
}
`, V{"_cid": g.s(alLowNum, 14), "a": "WPL_AP1." + g.an(16) + "." + g.b64(12), "_app": g.digits(7), "b": g.hex(40), "_snap": g.uuid(), "c": g.hex(20)}, "secret/growth/ads")

	g.add("ads/doppler-secrets-table", `
$ doppler secrets --project growth --config prd
┌────────────────────────────┬──────────────────────────────────────────────────────────────────┐
│ NAME                       │ VALUE                                                            │
├────────────────────────────┼──────────────────────────────────────────────────────────────────┤
│ DOPPLER_CONFIG             │ prd                                                              │
│ DOPPLER_PROJECT            │ growth                                                           │
│ SEMRUSH_API_KEY            │ «a»                                 │
│ SERPAPI_KEY                │ «b» │
│ ITERABLE_API_KEY           │ «c»                                 │
└────────────────────────────┴──────────────────────────────────────────────────────────────────┘
`, V{"a": g.hex(32), "b": g.hex(64), "c": g.hex(32)}, "DOPPLER_PROJECT")

	g.add("ads/vercel-env-pull", `
$ vercel env pull .env.local
Vercel CLI 34.2.7
> Downloading "development" Environment Variables for Project acme-storefront
✅  Created .env.local file [168ms]
$ cat .env.local
# Created by Vercel CLI
NEXT_PUBLIC_META_PIXEL_ID="«_px»"
NEXT_PUBLIC_TIKTOK_PIXEL_ID="«_tp»"
META_CAPI_TOKEN="«a»"
KLAVIYO_PRIVATE_KEY="«b»"
VERCEL_OIDC_TOKEN="«c»"
`, V{"_px": g.axPixel(), "_tp": "C" + g.s(alUpNum, 19), "a": g.axEAA(), "b": g.axKlaviyo(), "c": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://oidc.vercel.com/acme","sub":"owner:acme:project:acme-storefront:environment:development","exp":%s}`, g.axUnix()))},
		"acme-storefront", "Vercel CLI 34.2.7")

	g.add("ads/sentry-breadcrumb-leak", `
Sentry event «_ev» — HTTPError: 400 Client Error for url
breadcrumbs:
  http  POST https://graph.facebook.com/v20.0/«_px»/events  [400]
  http  GET  https://graph.facebook.com/v20.0/«_px»?fields=name&access_token=«a»  [200]
extra:
  payload_size: 1
  capi_test_code: TEST«_tc»
`, V{"_ev": g.hex(32), "_px": g.axPixel(), "a": g.axEAA(), "_tc": g.digits(5)}, "payload_size")

	g.add("ads/heroku-config-ads-worker", `
$ heroku config -a acme-ads-worker
=== acme-ads-worker Config Vars
BING_ADS_CLIENT_ID:        «_cid»
BING_ADS_DEVELOPER_TOKEN:  «a»
BING_ADS_REFRESH_TOKEN:    «b»
DATABASE_URL:              postgres://u«_u»:«c»@ec2-34-201-8-12.compute-1.amazonaws.com:5432/d«_db»
`, V{"_cid": g.uuid(), "a": g.axMSDev(), "b": g.axMSR(), "_u": g.s(alLowNum, 13), "c": g.hex(64), "_db": g.s(alLowNum, 13)}, "acme-ads-worker")
}

// ---- native ads, push, experimentation and automation glue ----

func (g *G) axNative() {
	g.add("ads/taboola-backstage-token", `
$ curl -s -X POST https://backstage.taboola.com/backstage/oauth/token \
    -d client_id=«_cid» -d client_secret=«a» -d grant_type=client_credentials
{"access_token":"«b»","token_type":"bearer","expires_in":43200}
$ curl -s https://backstage.taboola.com/backstage/api/1.0/acme-sc/campaigns/ -H "Authorization: Bearer «b»" | jq '.results | length'
17
`, V{"_cid": g.hex(32), "a": g.hex(32), "b": b64s(g.hex(48))}, "backstage.taboola.com", "acme-sc")

	g.add("ads/outbrain-amplify-login", `
$ curl -s -u 'ads@acme.com:«a»' https://api.outbrain.com/amplify/v0.1/login
{"OB-TOKEN-V1":"«b»"}
$ curl -s -H "OB-TOKEN-V1: «b»" https://api.outbrain.com/amplify/v0.1/marketers | jq -r '.marketers[].id'
«_m»
`, V{"a": g.pw(), "b": g.b64(160), "_m": "00" + g.hex(32)}, "api.outbrain.com/amplify/v0.1/login")

	g.add("ads/onesignal-rest-key", `
// supabase/functions/push-promo/index.ts
const ONESIGNAL_APP_ID = "«_app»";
const ONESIGNAL_REST_API_KEY = "«a»";

await fetch("https://api.onesignal.com/notifications?c=push", {
  method: "POST",
  headers: { "Content-Type": "application/json", Authorization: "Key " + ONESIGNAL_REST_API_KEY },
  body: JSON.stringify({ app_id: ONESIGNAL_APP_ID, included_segments: ["Active Users"], contents: { en: "Summer sale: 30% off tents" } }),
});
`, V{"_app": g.uuid(), "a": "os_v2_app_" + g.s("abcdefghijklmnopqrstuvwxyz234567", 113)}, "api.onesignal.com/notifications", "Summer sale: 30% off tents")

	g.add("ads/airship-master-secret", `
$ curl -s https://go.urbanairship.com/api/push -u "«_key»:«a»" -H "Accept: application/vnd.urbanairship+json; version=3" \
    -H "Content-Type: application/json" -d '{"audience":{"tag":"vip"},"notification":{"alert":"Early access starts now"},"device_types":["ios","android"]}'
{"ok":true,"operation_id":"«_op»","push_ids":["«_pid»"]}
`, V{"_key": g.b64u(22), "a": g.b64u(22), "_op": g.uuid(), "_pid": g.uuid()}, "go.urbanairship.com/api/push")

	g.add("ads/optimizely-pat-and-sdk-key", `
# experiments/README excerpt pasted by the user
- SDK key (datafile, public CDN): «_sdk»
- datafile URL: https://cdn.optimizely.com/datafiles/«_sdk».json
- REST API personal token: «a»

$ curl -s -H "Authorization: Bearer «a»" https://api.optimizely.com/v2/flags/«_proj»?per_page=5 | jq -r '.items[].key'
new_checkout_flow
`, V{"_sdk": g.an(22), "a": "2:" + g.b64u(60), "_proj": g.digits(11)}, "cdn.optimizely.com/datafiles")

	g.add("ads/zapier-catch-hook-lead-form", `
// Webflow form → Zapier → HubSpot + Slack
form.addEventListener("submit", async (e) => {
  e.preventDefault();
  await fetch("https://hooks.zapier.com/hooks/catch/«a»/", { method: "POST", body: new FormData(form) });
  window.dataLayer.push({ event: "generate_lead", form_id: "demo-request" });
});
`, V{"a": g.digits(7) + "/" + g.s(alLowNum, 7)}, "generate_lead", "demo-request")

	g.add("ads/make-scenario-http-module", `
{
  "name": "Facebook Lead Ads → Sheets",
  "flow": [
    {"id": 1, "module": "facebook-lead-ads:watchLeads", "parameters": {"__IMTCONN__": «_conn», "pageId": "«_page»", "formId": "«_form»"}},
    {"id": 2, "module": "http:ActionSendData", "mapper": {"url": "https://api.pipedrive.com/v1/persons?api_token=«a»", "method": "post"}}
  ],
  "metadata": {"version": 1, "scenario": {"roundtrips": 1, "maxErrors": 3}}
}
`, V{"_conn": g.digits(7), "_page": g.digits(15), "_form": g.digits(16), "a": g.hex(40)}, "facebook-lead-ads:watchLeads")

	g.add("ads/hotjar-api-client-credentials", `
$ curl -s -X POST https://api.hotjar.io/v1/oauth/token -H 'Content-Type: application/x-www-form-urlencoded' \
    -d grant_type=client_credentials -d client_id=«_cid» -d client_secret=«a»
{"access_token":"«b»","token_type":"Bearer","expires_in":3600}
`, V{"_cid": g.an(32), "a": g.an(64), "b": g.jwt("HS256", fmt.Sprintf(`{"sub":"%s","scope":"surveys:read","exp":%s}`, g.an(32), g.axUnix()))}, "api.hotjar.io/v1/oauth/token")

	g.add("ads/unbounce-webhook-and-api-key", `
# unbounce → lambda
UNBOUNCE_API_KEY=«a»
UNBOUNCE_CLIENT_ID=«_cid»
UNBOUNCE_PAGE_ID=«_page»
WEBHOOK_SHARED_SECRET=«b»
`, V{"a": g.hex(32), "_cid": g.hex(16), "_page": g.uuid(), "b": g.b64u(32)}, "UNBOUNCE_PAGE_ID")

	g.add("ads/segment-profiles-api-engage", `
$ curl -s -u «a»: "https://profiles.segment.com/v1/spaces/«_space»/collections/users/profiles/user_id:«_u»/traits?limit=5"
{"traits":{"lifetime_value":1240,"first_utm_source":"google","predicted_churn":0.12},"cursor":{"url":"","has_more":false,"next":""}}
`, V{"a": g.b64u(64), "_space": g.an(10), "_u": g.digits(6)}, "profiles.segment.com", "first_utm_source")
}

// ---- benign look-alikes ----

func (g *G) axBenign() {
	g.add("ads/benign-meta-pixel-snippet", `
<!-- Meta Pixel Code -->
<script>
!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;
n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window, document,'script',
'https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '«_px»');
fbq('track', 'PageView');
fbq('track', 'Purchase', {value: 142.52, currency: 'USD'}, {eventID: 'evt_«_eid»'});
</script>
<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=«_px»&ev=PageView&noscript=1"/></noscript>
`, V{"_px": g.axPixel(), "_eid": g.hex(16)}, "connect.facebook.net/en_US/fbevents.js")

	g.add("ads/benign-utm-and-click-ids", `
$ python -c "from urllib.parse import urlparse,parse_qs;import pprint;pprint.pprint(parse_qs(urlparse(input()).query))"
https://acmeoutdoor.com/tents?utm_source=google&utm_medium=cpc&utm_campaign=«_cmp»&utm_content=rsa_v2&gclid=«_gclid»&gad_source=1
{'gad_source': ['1'],
 'gclid': ['«_gclid»'],
 'utm_campaign': ['«_cmp»'],
 'utm_content': ['rsa_v2'],
 'utm_medium': ['cpc'],
 'utm_source': ['google']}
`, V{"_cmp": "brand_exact_" + g.digits(11), "_gclid": g.axGclid()}, "utm_medium=cpc")

	g.add("ads/benign-fbclid-ttclid-log", `
2024-06-12T10:22:41Z INFO landing path=/summer-sale fbclid=«_fb» fbp=fb.1.«_t»123.«_fbp» ttclid=«_tt» msclkid=«_ms» li_fat_id=«_li»
`, V{"_fb": g.axFbclid(), "_t": g.axUnix(), "_fbp": g.digits(10), "_tt": "E.C.P." + g.b64u(60), "_ms": g.hex(32), "_li": g.uuid()}, "path=/summer-sale")

	g.add("ads/benign-ads-txt", `
$ curl -s https://news.example.com/ads.txt
# ads.txt for news.example.com
google.com, pub-«_pub», DIRECT, f08c47fec0942fa0
appnexus.com, «_an», RESELLER, f5ab79cb980f11d1
rubiconproject.com, «_rp», DIRECT, 0bfd66d529a55807
openx.com, «_ox», RESELLER, 6a698e2ec38604c6
pubmatic.com, «_pm», DIRECT, 5d62403b186f2ace
contact=adops@news.example.com
`, V{"_pub": g.digits(16), "_an": g.digits(4), "_rp": g.digits(5), "_ox": g.digits(9), "_pm": g.digits(6)},
		"f08c47fec0942fa0", "5d62403b186f2ace", "6a698e2ec38604c6")

	g.add("ads/benign-gads-conversion-tag", `
<!-- Event snippet for Purchase conversion page -->
<script>
  gtag('event', 'conversion', {
      'send_to': '«_aw»/«_lbl»',
      'value': 129.9,
      'currency': 'EUR',
      'transaction_id': 'ORD-«_oid»'
  });
</script>
`, V{"_aw": g.axAW(), "_lbl": g.axAWLabel(), "_oid": g.digits(8)}, "Event snippet for Purchase conversion page")

	g.add("ads/benign-customer-ids-table", `
$ python list_accessible_customers.py
Total results: 4
Customer resource name: "customers/«_c1»"
Customer resource name: "customers/«_c2»"
Customer resource name: "customers/«_c3»"
Customer resource name: "customers/«_c4»"
$ # UI shows them as «_d1», «_d2», ...
`, V{"_c1": g.axCIDn(), "_c2": g.axCIDn(), "_c3": g.axCIDn(), "_c4": g.axCIDn(), "_d1": g.axCID(), "_d2": g.axCID()}, "list_accessible_customers.py")

	g.add("ads/benign-firebase-web-config", `
// src/firebase.ts — Firebase web config; the apiKey only identifies the project
const firebaseConfig = {
  apiKey: "«_k»",
  authDomain: "acme-shop-prod.firebaseapp.com",
  projectId: "acme-shop-prod",
  storageBucket: "acme-shop-prod.appspot.com",
  messagingSenderId: "«_snd»",
  appId: "1:«_snd»:web:«_app»",
  measurementId: "«_g»"
};
`, V{"_k": g.googleKey(), "_snd": g.digits(12), "_app": g.hex(22), "_g": g.axGID()}, "acme-shop-prod.firebaseapp.com")

	g.add("ads/benign-gaql-report-csv", `
campaign.id,campaign.name,ad_group.id,ad_group_ad.ad.id,metrics.impressions,metrics.clicks,metrics.cost_micros
«_c»,Search | Generic | DE,«_ag1»,«_ad1»,12031,402,188120000
«_c»,Search | Generic | DE,«_ag2»,«_ad2»,8822,311,140410000
`, V{"_c": g.digits(11), "_ag1": g.digits(12), "_ad1": g.digits(12), "_ag2": g.digits(12), "_ad2": g.digits(12)}, "metrics.cost_micros")

	g.add("ads/benign-custom-audience-hashed-csv", `
$ head -4 audiences/lapsed_buyers_sha256.csv
email,phone,country
«_e1»,«_p1»,«_cc1»
«_e2»,«_p2»,«_cc1»
«_e3»,,«_cc2»
`, V{"_e1": g.axHashEm(), "_p1": g.axHashEm(), "_cc1": g.hex(64), "_e2": g.axHashEm(), "_p2": g.axHashEm(), "_e3": g.axHashEm(), "_cc2": g.hex(64)},
		"audiences/lapsed_buyers_sha256.csv")

	g.add("ads/benign-masked-token-dashboard", `
$ acme-growth creds list
PLATFORM        ACCOUNT                 TOKEN PREVIEW        EXPIRES      STATUS
google_ads      «_c»            «=dev1»…«=dev2»           never        ok
meta            act_«_act»      EAAG…«=m»             2024-08-11   ok
tiktok          «_adv»     «=t1»…«=t2»             2025-06-01   ok
klaviyo         «_site»                  pk_…«=k»              never        revoked
`, V{"_c": g.axCID(), "=dev1": g.an(4), "=dev2": g.an(4), "_act": g.axActID(), "=m": g.an(4), "_adv": g.digits(19), "=t1": g.hex(4), "=t2": g.hex(4), "_site": g.axKlSite(), "=k": g.hex(4)},
		"TOKEN PREVIEW", "revoked")

	g.add("ads/benign-linkedin-insight-and-pinterest-tag", `
<script type="text/javascript">
_linkedin_partner_id = "«_li»";
window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || [];
window._linkedin_data_partner_ids.push(_linkedin_partner_id);
</script>
<script type="text/javascript">
!function(e){if(!window.pintrk){window.pintrk = function () {window.pintrk.queue.push(Array.prototype.slice.call(arguments))};}}("https://s.pinimg.com/ct/core.js");
pintrk('load', '«_pin»', {em: '«_em»'});
pintrk('page');
</script>
`, V{"_li": g.digits(7), "_pin": "26" + g.digits(11), "_em": g.axHashEm()}, "_linkedin_data_partner_ids", "s.pinimg.com/ct/core.js")

	g.add("ads/benign-tiktok-snap-pixels", `
<script>
ttq.load('«_tt»');
ttq.page();
ttq.track('CompletePayment', {contents: [{content_id: 'SKU-«_sku»'}], value: 58, currency: 'USD'}, {event_id: '«_eid»'});
snaptr('init', '«_snap»', {'user_hashed_email': '«_em»'});
snaptr('track', 'PAGE_VIEW');
</script>
`, V{"_tt": "C" + g.s(alUpNum, 19), "_sku": g.digits(6), "_eid": g.uuid(), "_snap": g.uuid(), "_em": g.axHashEm()}, "CompletePayment")

	g.add("ads/benign-ga-cookies-and-consent", `
document.cookie:
_ga=GA1.1.«_c1».«_t1»; _ga_«_gs»=GS1.1.«_t1».4.1.«_t2».0.0.0; _gcl_aw=GCL.«_t2».«_gclid»; _fbp=fb.1.«_t1»842.«_fbp»; euconsent-v2=«_tcf»
`, V{"_c1": g.digits(10), "_t1": g.axUnix(), "_gs": g.s(alUpNum, 10), "_t2": g.axUnix(), "_gclid": g.axGclid(), "_fbp": g.digits(10), "_tcf": "CP" + g.b64u(120) + ".YAAAAAAAAAAA"}, "document.cookie:")

	g.add("ads/benign-appsflyer-onelink", `
Share this link in the Instagram story:
https://acmeshop.onelink.me/«=ol»/«_sh»?af_xp=social&pid=instagram_story&c=summer_sale_2024&af_sub1=«_sub»&deep_link_value=tents%2Fultra-2
`, V{"=ol": g.s(alAlnum, 4), "_sh": g.s(alLowNum, 8), "_sub": g.hex(12)}, "acmeshop.onelink.me", "pid=instagram_story")

	g.add("ads/benign-offline-conversions-upload-csv", `
Parameters:TimeZone=Europe/Berlin
Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency
«_g1»,Qualified Lead,2024-06-10 18:42:11,120,EUR
«_g2»,Qualified Lead,2024-06-11 09:03:55,120,EUR
`, V{"_g1": g.axGclid(), "_g2": g.axGclid()}, "Parameters:TimeZone=Europe/Berlin", "Qualified Lead")

	g.add("ads/benign-meta-campaign-create-response", `
$ python create_campaign.py --account act_«_act» --name "Prospecting | Advantage+ | US"
{"id": "«_c»"}
created ad set «_s» (daily_budget=5000, optimization_goal=OFFSITE_CONVERSIONS, promoted_object={"pixel_id": "«_px»", "custom_event_type": "PURCHASE"})
created ad «_a» (creative «_cr», status=PAUSED)
`, V{"_act": g.axActID(), "_c": "1202" + g.digits(14), "_s": "1202" + g.digits(14), "_px": g.axPixel(), "_a": "1202" + g.digits(14), "_cr": "1202" + g.digits(14)},
		"OFFSITE_CONVERSIONS", "Prospecting | Advantage+ | US")

	g.add("ads/benign-segment-tracking-plan", `
$ cat tracking-plan.yaml
events:
  - name: Order Completed
    properties:
      order_id: {type: string, example: "ord_«_o»"}
      revenue: {type: number}
      coupon: {type: string, example: "SUMMER30"}
  - name: Signed Up
    properties:
      method: {enum: [email, google, apple]}
      anonymous_id: {type: string, example: "«_aid»"}
`, V{"_o": g.an(14), "_aid": g.uuid()}, "tracking-plan.yaml", "SUMMER30")

	g.add("ads/benign-mailchimp-merge-tags-template", `
<p>Hi *|FNAME|*,</p>
<p>Your code <strong>*|MMERGE7|*</strong> expires on *|DATE:d/m/y|*.</p>
<a href="*|ARCHIVE|*">View in browser</a> · <a href="*|UNSUB|*">Unsubscribe</a>
<!-- list «_list», campaign «_cmp», mc_eid=«_eid» -->
`, V{"_list": g.hex(10), "_cmp": g.hex(10), "_eid": g.hex(10)}, "*|MMERGE7|*", "*|UNSUB|*")

	g.add("ads/benign-braze-campaign-export", `
$ jq '.[0]' braze_campaigns.json
{
  "id": "«_id»",
  "name": "Win-back 60d – push",
  "tags": ["lifecycle", "push"],
  "last_edited": "2024-06-03T14:22:10+00:00",
  "api_campaign_id": "«_api»",
  "message_variation_id": "«_var»"
}
`, V{"_id": g.uuid(), "_api": g.uuid(), "_var": g.uuid()}, "Win-back 60d – push")

	g.add("ads/benign-env-example-ads", `
$ cat .env.example
GOOGLE_ADS_DEVELOPER_TOKEN=
GOOGLE_ADS_REFRESH_TOKEN=your-refresh-token
META_CAPI_ACCESS_TOKEN=EAAB...
TIKTOK_ACCESS_TOKEN=<from TikTok Marketing API app>
KLAVIYO_PRIVATE_API_KEY=pk_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
MAILCHIMP_API_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-us21
`, nil, "your-refresh-token", "EAAB...", "pk_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-us21")

	g.add("ads/benign-amplitude-event-payload", `
{"api_key":"«_k»","events":[{"user_id":"usr_«_u»","device_id":"«_dev»","event_type":"Viewed Product","time":«_t»000,"insert_id":"«_ins»","event_properties":{"sku":"TENT-ULTRA-2","utm_source":"newsletter"}}]}
`, V{"_k": g.hex(32), "_u": g.an(14), "_dev": g.uuid(), "_t": g.axUnix(), "_ins": g.uuid()}, "TENT-ULTRA-2")
}
