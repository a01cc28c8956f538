package cases

import (
	"fmt"
	"strings"
)

// logisticsCases adds credentials from shipping, travel, fleet and
// mobility integrations, as a coding agent meets them while it wires a
// store to carriers, books flights and hotels, pulls telematics or syncs a
// warehouse. Sources: carrier APIs (FedEx REST OAuth and legacy Web
// Services keys, UPS OAuth and access license numbers, DHL Express MyDHL,
// the DHL API developer portal, DHL Parcel DE and DHL eCommerce, USPS Web
// Tools and the new USPS APIs, Canada Post, Royal Mail Click & Drop and
// Shipping API, Australia Post, PostNL, DPD, Colissimo, GLS, Evri, InPost,
// bpost, PostNord), shipping aggregators and tracking (EasyPost,
// ShipStation, ShipEngine, Shippo, AfterShip, Sendcloud, 17TRACK,
// Shipmondo, ShipBob), travel APIs (Amadeus Self-Service and Enterprise
// SOAP, Sabre REST and SOAP, Travelport uAPI and JSON API, Duffel, Expedia
// Rapid, Booking.com Demand and connectivity APIs, Hotelbeds, Skyscanner,
// Kiwi Tequila, FlightAware AeroAPI, AviationStack, OpenSky, AirLabs),
// rail and transit (DB API Marketplace, Navitia, TfL, Trainline and
// SilverRail), ride and mobility (Uber and Uber Direct, Lyft, Bolt, GBFS
// and MDS feeds), fleet telematics (Samsara, Motive/KeepTruckin, Geotab,
// Verizon Connect Reveal, Fleetio, Omnitracs, Wialon, Traccar), route
// optimisation and last mile (Route4Me, OptimoRoute, Onfleet, Routific,
// Tookan, Circuit, HERE, Mapbox), freight, warehouse and ERP connectors
// (NetSuite token-based auth and SuiteCloud, SAP S/4HANA OData, JCo and
// BTP, Manhattan Active, Flexport, project44, FourKites, MacroPoint, DAT,
// Freightos, Odoo, Blue Yonder) and EDI (X12 ISA envelopes, OpenAS2, AS2
// MDNs, VAN SFTP, Cleo, Stedi, Boomi), in config files, .env files, curl
// calls and responses, SDK code in several languages, logs, Postman
// environments and collections, chats and support-ticket pastes. Benign
// look-alikes: tracking numbers, shipment, rate and label ids, PNRs and
// booking references, e-ticket and flight numbers, IATA codes, VINs, ELD
// serials, container and B/L numbers, SSCCs, account and shipper numbers,
// masked keys. The case names start with "logistics/".
func (g *G) logisticsCases() {
	g.lxFedEx()
	g.lxUPS()
	g.lxDHL()
	g.lxPosts()
	g.lxEUCarriers()
	g.lxEasyPost()
	g.lxShipStation()
	g.lxShippo()
	g.lxTrackingSaaS()
	g.lxAmadeus()
	g.lxGDS()
	g.lxDuffel()
	g.lxHotels()
	g.lxFlightData()
	g.lxRail()
	g.lxRide()
	g.lxFleet()
	g.lxRoutes()
	g.lxERP()
	g.lxEDI()
	g.lxTickets()
	g.lxBenign()
}

// ---- helpers used only here ----

// lxAdd is add with "ˋ" standing for a backtick.
func (g *G) lxAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// lxFedExKey is a FedEx Developer Portal API key (OAuth client id).
func (g *G) lxFedExKey() string { return "l7" + g.s(alLowNum, 34) }

// lxFedExSecret is a FedEx Developer Portal secret key.
func (g *G) lxFedExSecret() string { return g.hex(32) }

// lxFedExTok is a FedEx OAuth access token.
func (g *G) lxFedExTok() string {
	return g.jwt("RS256", fmt.Sprintf(`{"scope":["CXS-TP"],"Payload":{"clientIdentity":{"clientKey":"%s"},"authenticationRealm":"CMAC","additionalIdentity":{"timeStamp":"14-Jun-2024 09:12:44 EST","gracePeriod":"300","apimode":"Y","cxsIsrcExtension":"N"},"clientType":"DEVELOPER","isrcExtension":"N"},"exp":%d,"jti":"%s"}`,
		g.lxFedExKey(), 1718370000+g.r.IntN(9000000), g.uuid()))
}

// lxUPSId and lxUPSSecret are UPS OAuth client credentials.
func (g *G) lxUPSId() string     { return g.an(48) }
func (g *G) lxUPSSecret() string { return g.an(64) }

// lxUPSTok is a UPS OAuth access token.
func (g *G) lxUPSTok() string {
	return "eyJraWQiOiI2NGM0YjYyMC0yZmFhLTQzNTYtYjA0MS1mM2EwZjM2Y2MxZmEiLCJ0eXAiOiJKV1QiLCJhbGciOiJSUzM4NCJ9." + g.b64u(420) + "." + g.b64u(342)
}

// lxEZ is an EasyPost production (EZAK) or test (EZTK) API key.
func (g *G) lxEZ(live bool) string {
	if live {
		return "EZAK" + g.s(alLowNum, 54)
	}
	return "EZTK" + g.s(alLowNum, 54)
}

// lxShippo is a Shippo live or test token.
func (g *G) lxShippoTok(live bool) string {
	if live {
		return "shippo_live_" + g.hex(40)
	}
	return "shippo_test_" + g.hex(40)
}

// lxDuffel is a Duffel live or test access token.
func (g *G) lxDuffelTok(live bool) string {
	if live {
		return "duffel_live_" + g.b64u(43)
	}
	return "duffel_test_" + g.b64u(43)
}

// lxSamsara is a Samsara API token.
func (g *G) lxSamsara() string { return "samsara_api_" + g.an(30) }

// lxSabreTok is a Sabre session or ATK token.
func (g *G) lxSabreTok() string { return "T1RLAQ" + g.s(alAlnum+"+/", 190) + "*" }

// benign look-alikes

func (g *G) lxFedExTrack() string { return g.digits(12) }
func (g *G) lxUPSTrack() string   { return "1Z" + g.s(alUpNum, 6) + g.s(alDigit, 10) }
func (g *G) lxUSPSTrack() string  { return "9400" + g.s(alDigit, 18) }
func (g *G) lxDHLTrack() string   { return g.digits(10) }
func (g *G) lxPNR() string        { return g.s("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6) }
func (g *G) lxAcct() string       { return g.digits(9) }
func (g *G) lxShipper() string    { return g.s(alUpNum, 6) }
func (g *G) lxVIN() string {
	return g.pick("1FUJGLDR", "3AKJHHDR", "1XKYD49X", "4V4NC9EH", "1M1AN4GY") + g.s(alDigit, 1) + g.s(alVIN, 2) + g.s(alDigit, 6)
}
func (g *G) lxEZID(p string) string { return p + "_" + g.hex(32) }
func (g *G) lxFlight() string {
	return g.pick("LH", "BA", "AF", "UA", "DL", "QF", "EK", "KL", "AA") + fmt.Sprint(100+g.r.IntN(8900))
}
func (g *G) lxMask(s string) string { return strings.Repeat("*", 4) + s[len(s)-4:] }

// ---- FedEx ----

func (g *G) lxFedEx() {
	g.add("logistics/fedex-oauth-curl-response", `
$ curl -s -X POST https://apis-sandbox.fedex.com/oauth/token \
    -H 'Content-Type: application/x-www-form-urlencoded' \
    -d 'grant_type=client_credentials&client_id=«a»&client_secret=«b»'
{"access_token":"«c»","token_type":"bearer","expires_in":3599,"scope":"CXS-TP"}
`, V{"a": g.lxFedExKey(), "b": g.lxFedExSecret(), "c": g.lxFedExTok()}, "apis-sandbox.fedex.com/oauth/token", `"scope":"CXS-TP"`)

	g.add("logistics/fedex-env-file", `
# .env.production — carrier integrations
NODE_ENV=production
FEDEX_API_URL=https://apis.fedex.com
FEDEX_CLIENT_ID=«a»
FEDEX_CLIENT_SECRET=«b»
FEDEX_ACCOUNT_NUMBER=«_acct»
FEDEX_CHILD_KEY=
FEDEX_CHILD_SECRET=
DEFAULT_SERVICE_TYPE=FEDEX_GROUND
LABEL_STOCK_TYPE=STOCK_4X6
`, V{"a": g.lxFedExKey(), "b": g.lxFedExSecret(), "_acct": g.lxAcct()}, "FEDEX_GROUND", "STOCK_4X6")

	g.add("logistics/fedex-legacy-wsdl-php", `
<?php
// app/Services/FedexRateService.php (legacy SOAP, RateService_v28.wsdl)
$request['WebAuthenticationDetail'] = array(
    'UserCredential' => array(
        'Key'      => '«a»',
        'Password' => '«b»'
    )
);
$request['ClientDetail'] = array(
    'AccountNumber' => '«_acct»',
    'MeterNumber'   => '«_meter»'
);
$request['TransactionDetail'] = array('CustomerTransactionId' => ' *** Rate Request using PHP ***');
$request['Version'] = array('ServiceId' => 'crs', 'Major' => '28', 'Intermediate' => '0', 'Minor' => '0');
`, V{"a": g.an(16), "b": g.an(25), "_acct": g.lxAcct(), "_meter": g.digits(9)}, "RateService_v28.wsdl", "CustomerTransactionId")

	g.add("logistics/fedex-python-requests-ship", `
import os, requests

FEDEX_KEY = "«a»"
FEDEX_SECRET = "«b»"

def token():
    r = requests.post("https://apis.fedex.com/oauth/token", data={
        "grant_type": "client_credentials",
        "client_id": FEDEX_KEY,
        "client_secret": FEDEX_SECRET,
    }, timeout=10)
    r.raise_for_status()
    return r.json()["access_token"]

def create_shipment(payload):
    h = {"Authorization": f"Bearer {token()}", "X-locale": "en_US", "Content-Type": "application/json"}
    payload["accountNumber"] = {"value": os.environ["FEDEX_ACCOUNT"]}
    return requests.post("https://apis.fedex.com/ship/v1/shipments", json=payload, headers=h).json()
`, V{"a": g.lxFedExKey(), "b": g.lxFedExSecret()}, "https://apis.fedex.com/ship/v1/shipments", "FEDEX_ACCOUNT")

	g.add("logistics/fedex-track-response-bearer-in-log", `
2024-06-14T14:03:11.882Z DEBUG carrier.fedex POST https://apis.fedex.com/track/v1/trackingnumbers headers={"Authorization":"Bearer «a»","x-customer-transaction-id":"«_tx»"}
2024-06-14T14:03:12.301Z DEBUG carrier.fedex 200 {"transactionId":"«_tx»","output":{"completeTrackResults":[{"trackingNumber":"«_trk»","trackResults":[{"latestStatusDetail":{"code":"IT","statusByLocale":"In transit","scanLocation":{"city":"MEMPHIS","stateOrProvinceCode":"TN"}}}]}]}}
`, V{"a": g.lxFedExTok(), "_tx": g.uuid(), "_trk": g.lxFedExTrack()}, "statusByLocale", "MEMPHIS")

	g.add("logistics/fedex-shopify-app-settings-yaml", `
# config/carriers.yml
fedex:
  enabled: true
  sandbox: false
  api_key: «a»
  secret_key: «b»
  account_number: "«_acct»"
  services: [FEDEX_2_DAY, PRIORITY_OVERNIGHT, FEDEX_GROUND]
  packaging: YOUR_PACKAGING
  dropoff: REGULAR_PICKUP
ups:
  enabled: false
`, V{"a": g.lxFedExKey(), "b": g.lxFedExSecret(), "_acct": g.lxAcct()}, "PRIORITY_OVERNIGHT", "REGULAR_PICKUP")

	g.add("logistics/fedex-node-sdk-dotenv-leak-in-error", `
$ node scripts/fedex-rate.js
FedexError: 401 Unauthorized — NOT.AUTHORIZED.ERROR
    at FedexClient.request (/srv/app/node_modules/@acme/fedex-rest/lib/client.js:88:13)
  config: {
    url: 'https://apis.fedex.com/rate/v1/rates/quotes',
    method: 'post',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer «a»',
      'X-locale': 'en_US'
    },
  },
  response: { errors: [ { code: 'NOT.AUTHORIZED.ERROR', message: 'Access token expired. Please modify your request and try again.' } ] }
`, V{"a": g.lxFedExTok()}, "NOT.AUTHORIZED.ERROR", "/srv/app/node_modules/@acme/fedex-rest/lib/client.js")

	g.add("logistics/fedex-csharp-appsettings", `
{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "Carriers": {
    "FedEx": {
      "BaseUrl": "https://apis.fedex.com",
      "ClientId": "«a»",
      "ClientSecret": "«b»",
      "AccountNumber": "«_acct»",
      "HubId": "5531"
    }
  },
  "ConnectionStrings": {
    "Wms": "Server=sql-wms-01;Database=Wms;User Id=wms_app;Password=«c»;TrustServerCertificate=True"
  }
}
`, V{"a": g.lxFedExKey(), "b": g.lxFedExSecret(), "_acct": g.lxAcct(), "c": g.pw()}, "sql-wms-01", "wms_app")

	g.add("logistics/fedex-ship-response-label-benign", `
$ jq '.output.transactionShipments[0] | {masterTrackingNumber, serviceType, shipDatestamp, pieceResponses: [.pieceResponses[0] | {trackingNumber, packageDocuments: [.packageDocuments[0].contentType]}]}' resp.json
{
  "masterTrackingNumber": "«_trk»",
  "serviceType": "FEDEX_GROUND",
  "shipDatestamp": "2024-06-14",
  "pieceResponses": [
    {
      "trackingNumber": "«_trk»",
      "packageDocuments": ["LABEL"]
    }
  ]
}
`, V{"_trk": g.lxFedExTrack()}, "masterTrackingNumber")

	g.add("logistics/fedex-magento-core-config-sql", `
mysql> SELECT path, value FROM core_config_data WHERE path LIKE 'carriers/fedex/%';
+----------------------------------+----------------------------------------+
| path                             | value                                  |
+----------------------------------+----------------------------------------+
| carriers/fedex/active            | 1                                      |
| carriers/fedex/account           | «_acct»                              |
| carriers/fedex/api_key           | «a»   |
| carriers/fedex/secret_key        | «b»       |
| carriers/fedex/sandbox_mode      | 0                                      |
| carriers/fedex/unit_of_measure   | LB                                     |
+----------------------------------+----------------------------------------+
6 rows in set (0.00 sec)
`, V{"_acct": g.lxAcct(), "a": g.lxFedExKey(), "b": g.lxFedExSecret()}, "carriers/fedex/sandbox_mode")
}

// ---- UPS ----

func (g *G) lxUPS() {
	g.add("logistics/ups-oauth-basic-curl", `
$ curl -s -X POST "https://wwwcie.ups.com/security/v1/oauth/token" \
  -H "Content-Type: application/x-www-form-urlencoded" \
  -H "x-merchant-id: «_shp»" \
  -u "«a»:«b»" \
  -d "grant_type=client_credentials"
{"token_type":"Bearer","issued_at":"1718371200123","client_id":"«a»","access_token":"«c»","expires_in":"14399","status":"approved"}
`, V{"_shp": g.lxShipper(), "a": g.lxUPSId(), "b": g.lxUPSSecret(), "c": g.lxUPSTok()}, "wwwcie.ups.com/security/v1/oauth/token", `"status":"approved"`)

	idc := g.lxUPSId()
	sec := g.lxUPSSecret()
	g.add("logistics/ups-basic-header-base64", `
POST /security/v1/oauth/token HTTP/1.1
Host: onlinetools.ups.com
Authorization: Basic «a»
Content-Type: application/x-www-form-urlencoded
x-merchant-id: «_shp»

grant_type=client_credentials
`, V{"a": b64s(idc + ":" + sec), "_shp": g.lxShipper()}, "onlinetools.ups.com")

	g.add("logistics/ups-legacy-access-license-xml", `
<?xml version="1.0"?>
<AccessRequest xml:lang="en-US">
  <AccessLicenseNumber>«a»</AccessLicenseNumber>
  <UserId>«_u»</UserId>
  <Password>«b»</Password>
</AccessRequest>
<?xml version="1.0"?>
<TrackRequest xml:lang="en-US">
  <Request><RequestAction>Track</RequestAction><RequestOption>activity</RequestOption></Request>
  <TrackingNumber>«_trk»</TrackingNumber>
</TrackRequest>
`, V{"a": g.s(alHexU, 16), "_u": g.pick("shipping_dept", "acmewhse", "ops.fulfil"), "b": g.pw(), "_trk": g.lxUPSTrack()}, "<RequestAction>Track</RequestAction>")

	g.add("logistics/ups-ruby-shipping-gem", `
# config/initializers/active_shipping.rb
UPS_CARRIER = ActiveShipping::UPS.new(
  login:    'acme_shipping',
  password: '«a»',
  key:      '«b»',
  origin_account: '«_shp»'
)
`, V{"a": g.pw(), "b": g.s(alHexU, 16), "_shp": g.lxShipper()}, "ActiveShipping::UPS.new", "acme_shipping")

	g.add("logistics/ups-woocommerce-options-dump", `
$ wp option get woocommerce_ups_settings --format=json | jq .
{
  "enabled": "yes",
  "title": "UPS",
  "api_mode": "live",
  "client_id": "«a»",
  "client_secret": "«b»",
  "shipper_number": "«_shp»",
  "origin_postcode": "43215",
  "origin_country_state": "US:OH",
  "pickup": "01",
  "residential": "no",
  "negotiated": "yes"
}
`, V{"a": g.lxUPSId(), "b": g.lxUPSSecret(), "_shp": g.lxShipper()}, "woocommerce_ups_settings", "US:OH")

	g.add("logistics/ups-go-client-struct", `
// internal/carriers/ups/client.go
func NewFromEnv() *Client {
	return &Client{
		BaseURL:      "https://onlinetools.ups.com/api",
		ClientID:     envOr("UPS_CLIENT_ID", "«a»"),
		ClientSecret: envOr("UPS_CLIENT_SECRET", "«b»"),
		AccountNo:    envOr("UPS_ACCOUNT", "«_shp»"),
		HTTP:         &http.Client{Timeout: 15 * time.Second},
	}
}
`, V{"a": g.lxUPSId(), "b": g.lxUPSSecret(), "_shp": g.lxShipper()}, "https://onlinetools.ups.com/api")

	g.add("logistics/ups-rate-request-verbose", `
$ curl -v https://onlinetools.ups.com/api/rating/v2403/Shop -H "Authorization: Bearer «a»" -H "transId: «_tid»" -H "transactionSrc: testing" -d @rate.json 2>&1 | sed -n '1,14p'
*   Trying 23.212.248.41:443...
* Connected to onlinetools.ups.com (23.212.248.41) port 443
* ALPN: server accepted h2
> POST /api/rating/v2403/Shop HTTP/2
> Host: onlinetools.ups.com
> user-agent: curl/8.5.0
> accept: */*
> authorization: Bearer «a»
> transid: «_tid»
> transactionsrc: testing
> content-length: 1184
>
< HTTP/2 200
< content-type: application/json
`, V{"a": g.lxUPSTok(), "_tid": g.hex(22)}, "/api/rating/v2403/Shop", "transactionsrc: testing")

	g.add("logistics/ups-github-actions-secret-echo", `
Run echo "testing UPS creds: $UPS_CLIENT_ID / $UPS_CLIENT_SECRET"
  echo "testing UPS creds: $UPS_CLIENT_ID / $UPS_CLIENT_SECRET"
  shell: /usr/bin/bash -e {0}
  env:
    UPS_CLIENT_ID: «a»
    UPS_CLIENT_SECRET: «b»
testing UPS creds: «a» / «b»
`, V{"a": g.lxUPSId(), "b": g.lxUPSSecret()}, "shell: /usr/bin/bash -e {0}")

	g.add("logistics/ups-track-json-benign", `
{
  "trackResponse": {
    "shipment": [{
      "inquiryNumber": "«_trk»",
      "package": [{
        "trackingNumber": "«_trk»",
        "deliveryDate": [{"type": "SDD", "date": "20240617"}],
        "activity": [{"location": {"address": {"city": "Louisville", "stateProvince": "KY", "countryCode": "US"}}, "status": {"type": "I", "description": "Departed from Facility", "code": "DP"}}]
      }]
    }]
  }
}
`, V{"_trk": g.lxUPSTrack()}, "Departed from Facility")
}

// ---- DHL ----

func (g *G) lxDHL() {
	g.add("logistics/dhl-mydhl-basic-auth-curl", `
$ curl -s -u '«_u»:«a»' \
  "https://express.api.dhl.com/mydhlapi/test/rates?accountNumber=«_acct»&originCountryCode=DE&originCityName=Bonn&destinationCountryCode=US&destinationCityName=Boston&weight=2.5&length=30&width=20&height=10&plannedShippingDate=2024-06-20&isCustomsDeclarable=true&unitOfMeasurement=metric" | jq '.products[].productName'
"EXPRESS WORLDWIDE"
"EXPRESS 12:00"
`, V{"_u": "apG" + g.s(alLowNum, 6) + "US", "a": g.s(alAlnum+"$!^#", 16), "_acct": g.digits(9)}, "express.api.dhl.com/mydhlapi/test/rates", "EXPRESS WORLDWIDE")

	g.add("logistics/dhl-api-key-tracking-header", `
$ curl -s -H 'DHL-API-Key: «a»' 'https://api-eu.dhl.com/track/shipments?trackingNumber=«_trk»&service=express' | jq '.shipments[0].status'
{
  "timestamp": "2024-06-18T09:41:00",
  "location": { "address": { "addressLocality": "LEIPZIG - GERMANY" } },
  "statusCode": "transit",
  "status": "PROCESSED AT LEIPZIG - GERMANY"
}
`, V{"a": g.an(32), "_trk": g.lxDHLTrack()}, "api-eu.dhl.com/track/shipments", "LEIPZIG - GERMANY")

	g.add("logistics/dhl-parcel-de-properties", `
# src/main/resources/application-prod.properties
dhl.parcel.base-url=https://api-eu.dhl.com/parcel/de/shipping/v2
dhl.parcel.api-key=«a»
dhl.parcel.api-secret=«b»
dhl.parcel.gkp-user=«_u»
dhl.parcel.gkp-password=«c»
dhl.parcel.billing-number=«_bill»
dhl.parcel.product=V01PAK
`, V{"a": g.an(32), "b": g.an(16), "_u": g.pick("versand-lager2", "shop_gkp_01", "ecom-bonn"), "c": g.pw(), "_bill": g.digits(10) + "0101"}, "dhl.parcel.product=V01PAK", "api-eu.dhl.com/parcel/de/shipping/v2")

	g.add("logistics/dhl-ecommerce-token-python", `
# dhl_ecom.py — DHL eCommerce Solutions Americas
CLIENT_ID = "«a»"
CLIENT_SECRET = "«b»"
PICKUP = "«_pk»"

resp = session.post(
    "https://api.dhlecs.com/auth/v4/accesstoken",
    data={"grant_type": "client_credentials"},
    auth=(CLIENT_ID, CLIENT_SECRET),
)
print(resp.json())
# {'access_token': '«c»', 'client_id': 'dhlecs', 'token_type': 'Bearer', 'expires_in': 3600}
`, V{"a": g.an(32), "b": g.an(16), "_pk": "5" + g.s(alDigit, 9), "c": g.an(28)}, "api.dhlecs.com/auth/v4/accesstoken")

	g.add("logistics/dhl-express-node-config-ts", `
// src/config/dhl.ts
export const dhlExpress = {
  baseUrl: process.env.DHL_ENV === 'prod'
    ? 'https://express.api.dhl.com/mydhlapi'
    : 'https://express.api.dhl.com/mydhlapi/test',
  username: 'apB«_u»',
  password: '«a»',
  shipperAccount: '«_acct»',
  messageReference: () => crypto.randomUUID(),
};
`, V{"_u": g.s(alLowNum, 8), "a": g.s(alAlnum+"$!^@", 16), "_acct": g.digits(9)}, "express.api.dhl.com/mydhlapi/test")

	g.add("logistics/dhl-ticket-paste-credentials-email", `
From: DHL Express API Support <xmlsupport@dhl.com>
Subject: RE: [Case 03712244] MyDHL API production credentials

Dear customer,

please find below your production credentials for MyDHL API:

  Username:  «_u»
  Password:  «a»
  Account:   «_acct» (Shipper / Payer)

Your test credentials remain unchanged. Please do not share these
credentials with third parties.

Kind regards,
DHL Express API Support
`, V{"_u": "apE" + g.s(alLowNum, 8) + "DE", "a": g.s(alAlnum+"$!^#", 16), "_acct": g.digits(9)}, "xmlsupport@dhl.com", "Case 03712244")

	g.add("logistics/dhl-api-key-js-fetch-frontend", `
// BUG: this runs in the browser bundle
async function trackParcel(id) {
  const res = await fetch(ˋhttps://api-eu.dhl.com/track/shipments?trackingNumber=${id}ˋ, {
    headers: { 'DHL-API-Key': '«a»' },
  });
  return res.json();
}
`, V{"a": g.an(32)}, "https://api-eu.dhl.com/track/shipments?trackingNumber=")

	g.add("logistics/dhl-shipment-create-response-benign", `
HTTP/1.1 201 Created
Content-Type: application/json
x-correlation-id: «_c»

{"shipmentTrackingNumber":"«_trk»","trackingUrl":"https://express.api.dhl.com/mydhlapi/shipments/«_trk»/tracking","packages":[{"referenceNumber":1,"trackingNumber":"JD01460000«_p»","trackingUrl":"https://express.api.dhl.com/mydhlapi/shipments/«_trk»/tracking?PieceTrackingNumber=JD01460000«_p»"}],"documents":[{"imageFormat":"PDF","content":"JVBERi0xLjQKJfbk/N8KMSAwIG9iago8PAovVHlwZSAvQ2F0YWxvZwo=","typeCode":"label"}]}
`, V{"_c": g.uuid(), "_trk": g.lxDHLTrack(), "_p": g.s(alDigit, 10)}, "shipmentTrackingNumber")

	g.add("logistics/dhl-ecommerce-docker-compose", `
services:
  label-worker:
    image: registry.gitlab.com/acme-fulfil/label-worker:2.3.1
    environment:
      - DHLECS_CLIENT_ID=«a»
      - DHLECS_CLIENT_SECRET=«b»
      - DHLECS_PICKUP_ACCOUNT=«_pk»
      - REDIS_URL=redis://:«c»@redis:6379/2
    depends_on: [redis]
`, V{"a": g.an(32), "b": g.an(16), "_pk": "5" + g.s(alDigit, 9), "c": g.pwURL()}, "acme-fulfil/label-worker:2.3.1")
}

// ---- national posts ----

func (g *G) lxPosts() {
	g.add("logistics/usps-webtools-userid-xml-url", `
$ curl -s 'https://secure.shippingapis.com/ShippingAPI.dll?API=Verify&XML=<AddressValidateRequest USERID="«a»" PASSWORD="«b»"><Revision>1</Revision><Address ID="0"><Address1></Address1><Address2>29851 Aventura</Address2><City></City><State>CA</State><Zip5>92688</Zip5><Zip4></Zip4></Address></AddressValidateRequest>'
<?xml version="1.0" encoding="UTF-8"?>
<AddressValidateResponse><Address ID="0"><Address2>29851 AVENTURA</Address2><City>RCHO STA MARG</City><State>CA</State><Zip5>92688</Zip5><Zip4>2014</Zip4></Address></AddressValidateResponse>
`, V{"a": g.digits(3) + g.s(alUpper, 5) + g.s(alDigit, 4), "b": g.s(alUpNum, 12)}, "AddressValidateResponse", "RCHO STA MARG")

	g.add("logistics/usps-new-api-oauth-env", `
USPS_BASE_URL=https://apis.usps.com
USPS_CONSUMER_KEY=«a»
USPS_CONSUMER_SECRET=«b»
USPS_CRID=«_crid»
USPS_MID=«_mid»
USPS_EPS_ACCOUNT=«_eps»
`, V{"a": g.an(48), "b": g.an(32), "_crid": g.digits(8), "_mid": "9" + g.s(alDigit, 8), "_eps": g.digits(10)}, "https://apis.usps.com")

	g.add("logistics/usps-oauth-token-response", `
$ http --form POST https://apis-tem.usps.com/oauth2/v3/token grant_type=client_credentials client_id=«a» client_secret=«b» scope='addresses tracking labels prices'
HTTP/1.1 200 OK
Content-Type: application/json

{
    "access_token": "«c»",
    "application_name": "acme-labels",
    "client_id": "«a»",
    "expires_in": 28799,
    "issued_at": 1718371200000,
    "scope": "addresses tracking labels prices",
    "status": "approved",
    "token_type": "Bearer"
}
`, V{"a": g.an(48), "b": g.an(32), "c": g.jwt("RS256", fmt.Sprintf(`{"entitlements":[],"sub":"%s","iss":"https://keyc.usps.com/realms/USPS","aud":["payments","labels"],"crid":"%s","exp":%d}`, g.uuid(), g.digits(8), 1718400000+g.r.IntN(100000)))}, "apis-tem.usps.com/oauth2/v3/token", "acme-labels")

	g.add("logistics/canada-post-api-key-curl", `
$ curl -s -u «a»:«b» -H 'Accept: application/vnd.cpc.ship.rate-v4+xml' -H 'Content-Type: application/vnd.cpc.ship.rate-v4+xml' -H 'Accept-language: en-CA' \
    -X POST https://ct.soa-gw.canadapost.ca/rs/ship/price --data @rate.xml | xmllint --format - | head -8
<?xml version="1.0" encoding="UTF-8"?>
<price-quotes xmlns="http://www.canadapost.ca/ws/ship/rate-v4">
  <price-quote>
    <service-code>DOM.EP</service-code>
    <service-name>Expedited Parcel</service-name>
`, V{"a": g.hex(16), "b": g.hex(22)}, "ct.soa-gw.canadapost.ca/rs/ship/price", "Expedited Parcel")

	g.add("logistics/canada-post-rate-xml-customer-number", `
<?xml version="1.0" encoding="utf-8"?>
<mailing-scenario xmlns="http://www.canadapost.ca/ws/ship/rate-v4">
  <customer-number>«_cn»</customer-number>
  <parcel-characteristics><weight>1.2</weight></parcel-characteristics>
  <origin-postal-code>K2B8J6</origin-postal-code>
  <destination><domestic><postal-code>J0E1X0</postal-code></domestic></destination>
</mailing-scenario>
<!-- creds are in settings.py: CPC_USER=«a» CPC_PASS=«b» -->
`, V{"_cn": g.digits(10), "a": g.hex(16), "b": g.hex(22)}, "origin-postal-code")

	g.add("logistics/royal-mail-click-drop-api-key", `
$ curl -s https://api.parcel.royalmail.com/api/v1/orders?pageSize=5 \
    -H "Authorization: Bearer «a»" | jq '.orders[] | {orderIdentifier, orderReference, trackingNumber}'
{
  "orderIdentifier": «_oid»,
  "orderReference": "SHOP-«_ref»",
  "trackingNumber": "«_trk»"
}
`, V{"a": g.uuid(), "_oid": g.digits(7), "_ref": g.digits(5), "_trk": g.s(alUpper, 2) + g.s(alDigit, 9) + "GB"}, "api.parcel.royalmail.com/api/v1/orders")

	g.add("logistics/royal-mail-ibm-client-secret-headers", `
# Royal Mail Shipping API v2 (legacy IBM API Connect gateway)
POST https://api.royalmail.net/shipping/v2/token HTTP/1.1
X-IBM-Client-Id: «a»
X-IBM-Client-Secret: «b»
x-RMG-User-Name: «_u»
x-RMG-Password: «c»
Accept: application/json
`, V{"a": g.uuid(), "b": g.s(alAlnum, 48), "_u": g.pick("ops@acme-goods.co.uk", "warehouse@teaandtins.co.uk"), "c": g.pw()}, "api.royalmail.net/shipping/v2/token")

	g.add("logistics/auspost-shipping-basic-account", `
$ curl -s https://digitalapi.auspost.com.au/test/shipping/v1/accounts/«_acct» \
    -u «a»:«b» -H 'Account-Number: «_acct»' | jq '{account_number, name, valid_from, postage_products: [.postage_products[].product_id]}'
{
  "account_number": "«_acct»",
  "name": "ACME HOMEWARES PTY LTD",
  "valid_from": "2023-07-01",
  "postage_products": ["3D85", "3J85", "7E55"]
}
`, V{"_acct": "0" + g.s(alDigit, 9), "a": g.uuid(), "b": g.an(20)}, "digitalapi.auspost.com.au/test/shipping/v1/accounts", "ACME HOMEWARES PTY LTD")

	g.add("logistics/auspost-pac-auth-key-php", `
<?php
// PAC (postage assessment calculator) — domestic parcel services
define('AUSPOST_API_KEY', '«a»');
$ch = curl_init('https://digitalapi.auspost.com.au/postage/parcel/domestic/service.json?from_postcode=2000&to_postcode=3000&length=22&width=16&height=7.7&weight=1.5');
curl_setopt($ch, CURLOPT_HTTPHEADER, array('AUTH-KEY: ' . AUSPOST_API_KEY));
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
$services = json_decode(curl_exec($ch), true);
`, V{"a": g.uuid()}, "postage/parcel/domestic/service.json")

	g.add("logistics/postnl-apikey-header-and-customer", `
$ curl -s -X POST 'https://api.postnl.nl/shipment/v2_2/label?confirm=true' \
  -H 'apikey: «a»' -H 'Content-Type: application/json' \
  -d '{"Customer":{"CustomerCode":"DEVC","CustomerNumber":"«_cn»","CollectionLocation":"123456"},"Message":{"MessageID":"1","MessageTimeStamp":"18-06-2024 10:00:00","Printertype":"GraphicFile|PDF"},"Shipments":[{"ProductCodeDelivery":"3085","Addresses":[{"AddressType":"01","City":"Utrecht","Countrycode":"NL","Zipcode":"3521AG","HouseNr":"1"}]}]}' | jq '.ResponseShipments[0].Barcode'
"3SDEVC«_bc»"
`, V{"a": g.an(32), "_cn": g.digits(8), "_bc": g.s(alDigit, 9)}, "api.postnl.nl/shipment/v2_2/label", `"CustomerCode":"DEVC"`)

	g.add("logistics/postnl-woocommerce-wpconfig", `
/* PostNL for WooCommerce — keys set in wp-config.php so they are not in the DB */
define( 'POSTNL_API_KEY_PRODUCTION', '«a»' );
define( 'POSTNL_API_KEY_SANDBOX', '«b»' );
define( 'POSTNL_CUSTOMER_CODE', 'DEVC' );
define( 'POSTNL_CUSTOMER_NUMBER', '«_cn»' );
define( 'DB_PASSWORD', '«c»' );
`, V{"a": g.an(32), "b": g.an(32), "_cn": g.digits(8), "c": g.pwStrong()}, "POSTNL_CUSTOMER_CODE")

	g.add("logistics/usps-webtools-userid-python-config", `
# shipping/usps.py
USPS_USERID = "«a»"   # Web Tools registration email 2019-03-11, sandbox retired
TRACK_URL = "https://secure.shippingapis.com/ShippingAPI.dll"

def track(ids):
    xml = f'<TrackFieldRequest USERID="{USPS_USERID}"><Revision>1</Revision><ClientIp>127.0.0.1</ClientIp><SourceId>acme</SourceId>'
    xml += "".join(f'<TrackID ID="{i}"/>' for i in ids) + "</TrackFieldRequest>"
    return requests.get(TRACK_URL, params={"API": "TrackV2", "XML": xml}).text

track(["«_trk»"])
`, V{"a": g.digits(3) + g.s(alUpper, 5) + g.s(alDigit, 4), "_trk": g.lxUSPSTrack()}, "TrackFieldRequest")
}

// ---- EasyPost ----

func (g *G) lxEasyPost() {
	g.add("logistics/easypost-curl-shipment-buy", `
$ curl -X POST https://api.easypost.com/v2/shipments/«_shp»/buy \
  -u "«a»:" \
  -H 'Content-Type: application/json' \
  -d '{"rate": {"id": "«_rate»"}, "insurance": "249.99"}' | jq '{id, tracking_code, selected_rate: .selected_rate.id, label: .postage_label.label_url}'
{
  "id": "«_shp»",
  "tracking_code": "«_trk»",
  "selected_rate": "«_rate»",
  "label": "https://easypost-files.s3-us-west-2.amazonaws.com/files/postage_label/20240618/«_lbl».png"
}
`, V{"_shp": g.lxEZID("shp"), "a": g.lxEZ(true), "_rate": g.lxEZID("rate"), "_trk": g.lxUSPSTrack(), "_lbl": g.hex(32)}, "api.easypost.com/v2/shipments")

	g.add("logistics/easypost-python-client", `
import easypost

client = easypost.EasyPostClient("«a»")

shipment = client.shipment.create(
    from_address={"company": "Acme Outdoor", "street1": "417 Montgomery St", "city": "San Francisco", "state": "CA", "zip": "94104"},
    to_address={"name": "Dr. Steve Brule", "street1": "179 N Harbor Dr", "city": "Redondo Beach", "state": "CA", "zip": "90277"},
    parcel={"length": 10.2, "width": 7.8, "height": 4.3, "weight": 21.2},
)
bought = client.shipment.buy(shipment.id, rate=shipment.lowest_rate())
print(bought.tracking_code)
`, V{"a": g.lxEZ(false)}, "easypost.EasyPostClient", "lowest_rate()")

	g.add("logistics/easypost-rails-credentials-decrypted", `
$ bin/rails credentials:show -e production
secret_key_base: «a»
easypost:
  api_key: «b»
  test_api_key: «c»
  webhook_secret: «d»
sentry_dsn: https://«=sk»@o4504.ingest.sentry.io/4505
`, V{"a": g.hex(128), "b": g.lxEZ(true), "c": g.lxEZ(false), "d": g.pwStrong(), "=sk": g.hex(32)}, "credentials:show -e production")

	g.add("logistics/easypost-webhook-hmac-node", `
// routes/webhooks/easypost.js
const EASYPOST_WEBHOOK_SECRET = process.env.EASYPOST_WEBHOOK_SECRET || '«a»';

router.post('/webhooks/easypost', express.raw({ type: 'application/json' }), (req, res) => {
  const sig = req.get('X-Hmac-Signature');
  const expected = 'hmac-sha256-hex=' + crypto.createHmac('sha256', EASYPOST_WEBHOOK_SECRET.normalize('NFKD')).update(req.body).digest('hex');
  if (sig !== expected) return res.status(401).end();
  const evt = JSON.parse(req.body);
  // evt.description === 'tracker.updated'
  res.sendStatus(200);
});
`, V{"a": g.pwStrong()}, "X-Hmac-Signature", "tracker.updated")

	g.add("logistics/easypost-webhook-delivery-log-sig-benign", `
I, [2024-06-18T17:22:08.441 #24181]  INFO -- : Started POST "/webhooks/easypost" for 3.23.67.178
I, [2024-06-18T17:22:08.443 #24181]  INFO -- :   X-Hmac-Signature: hmac-sha256-hex=«_sig»
I, [2024-06-18T17:22:08.451 #24181]  INFO -- :   event evt_«_evt» tracker.updated trk_«_trk» status=out_for_delivery
I, [2024-06-18T17:22:08.460 #24181]  INFO -- : Completed 200 OK in 19ms
`, V{"_sig": g.hex(64), "_evt": g.hex(32), "_trk": g.hex(32)}, "out_for_delivery")

	g.add("logistics/easypost-go-client-test-key", `
package shipping_test

import (
	"testing"

	"github.com/EasyPost/easypost-go/v4"
)

func TestCreateTracker(t *testing.T) {
	client := easypost.New("«a»")
	tr, err := client.CreateTracker(&easypost.CreateTrackerOptions{TrackingCode: "EZ1000000001", Carrier: "USPS"})
	if err != nil {
		t.Fatal(err)
	}
	t.Log(tr.ID, tr.Status)
}
`, V{"a": g.lxEZ(false)}, "EZ1000000001", "github.com/EasyPost/easypost-go/v4")

	g.add("logistics/easypost-carrier-account-fedex-creds", `
$ curl -s -X POST https://api.easypost.com/v2/carrier_accounts -u "«a»:" -H 'Content-Type: application/json' -d '{
  "carrier_account": {
    "type": "FedexAccount",
    "description": "FL Warehouse",
    "credentials": { "account_number": "«_acct»", "corporate_first_name": "Pat", "corporate_last_name": "Ng", "shipping_streets": "1 Warehouse Way" },
    "test_credentials": { "key": "«b»", "password": "«c»", "meter_number": "«_m»" }
  }
}'
{"id":"«_ca»","object":"CarrierAccount","type":"FedexAccount","readable":"FedEx","description":"FL Warehouse","credentials":{"account_number":"«_acct»"}}
`, V{"a": g.lxEZ(true), "_acct": g.lxAcct(), "b": g.an(16), "c": g.an(25), "_m": g.digits(9), "_ca": "ca_" + g.hex(32)}, `"type":"FedexAccount"`, "FL Warehouse")

	g.add("logistics/easypost-php-laravel-services", `
// config/services.php
'easypost' => [
    'key' => env('EASYPOST_API_KEY', '«a»'),
    'mode' => env('EASYPOST_MODE', 'production'),
],
'mailgun' => [
    'domain' => env('MAILGUN_DOMAIN'),
    'secret' => env('MAILGUN_SECRET'),
],
`, V{"a": g.lxEZ(true)}, "EASYPOST_MODE")

	g.add("logistics/easypost-masked-dashboard-paste-benign", `
EasyPost Dashboard › API Keys

  Mode         Key                  Created       Status
  Production   EZAK••••••••«_t1»   2023-02-14    Active
  Test         EZTK••••••••«_t2»   2023-02-14    Active

Only the last four characters are shown. Click "Reveal" to copy a key.
`, V{"_t1": g.s(alLowNum, 4), "_t2": g.s(alLowNum, 4)}, "EasyPost Dashboard")
}

// ---- ShipStation / ShipEngine ----

func (g *G) lxShipStation() {
	k, s := g.hex(32), g.hex(32)
	g.add("logistics/shipstation-basic-auth-curl", `
$ curl -s -u «a»:«b» "https://ssapi.shipstation.com/orders?orderStatus=awaiting_shipment&pageSize=2" | jq '.orders[] | {orderId, orderNumber, orderStatus}'
{ "orderId": «_oid», "orderNumber": "«_on»", "orderStatus": "awaiting_shipment" }
`, V{"a": k, "b": s, "_oid": g.digits(9), "_on": "1" + g.s(alDigit, 5)}, "ssapi.shipstation.com/orders")

	g.add("logistics/shipstation-authorization-basic-encoded", `
GET /shipments?createDateStart=2024-06-01 HTTP/1.1
Host: ssapi.shipstation.com
Authorization: Basic «a»
X-Partner: «_p»
Accept: application/json
`, V{"a": b64s(g.hex(32) + ":" + g.hex(32)), "_p": g.uuid()}, "ssapi.shipstation.com")

	g.add("logistics/shipstation-v2-api-key-header", `
$ curl -s https://api.shipstation.com/v2/labels?page_size=1 -H "API-Key: «a»" | jq '.labels[0] | {label_id, shipment_id, tracking_number, carrier_code}'
{
  "label_id": "se-«_l»",
  "shipment_id": "se-«_s»",
  "tracking_number": "«_trk»",
  "carrier_code": "stamps_com"
}
`, V{"a": g.s(alAlnum+"+/", 43), "_l": g.digits(9), "_s": g.digits(9), "_trk": g.lxUSPSTrack()}, "api.shipstation.com/v2/labels", "stamps_com")

	g.add("logistics/shipengine-node-sdk", `
import ShipEngine from "shipengine";

const shipengine = new ShipEngine("«a»");

const result = await shipengine.getRatesWithShipmentDetails({
  rateOptions: { carrierIds: ["se-«_c»"] },
  shipment: { validateAddress: "no_validation", shipTo: to, shipFrom: from, packages: [{ weight: { value: 1.0, unit: "pound" } }] },
});
console.log(result.rateResponse.rates.map((r) => [r.rateId, r.serviceCode, r.shippingAmount.amount]));
`, V{"a": "TEST_" + g.s(alAlnum+"+/", 43), "_c": g.digits(6)}, "getRatesWithShipmentDetails")

	g.add("logistics/shipengine-env-prod", `
SHIPENGINE_API_KEY=«a»
SHIPENGINE_CARRIER_USPS=se-«_c1»
SHIPENGINE_CARRIER_UPS=se-«_c2»
SHIPENGINE_WAREHOUSE_ID=se-«_w»
`, V{"a": g.s(alAlnum+"+/", 43), "_c1": g.digits(6), "_c2": g.digits(6), "_w": g.digits(6)}, "SHIPENGINE_WAREHOUSE_ID")

	g.add("logistics/shipstation-webhook-register-python", `
import requests, base64

API_KEY = "«a»"
API_SECRET = "«b»"
auth = base64.b64encode(f"{API_KEY}:{API_SECRET}".encode()).decode()

requests.post("https://ssapi.shipstation.com/webhooks/subscribe",
    headers={"Authorization": f"Basic {auth}"},
    json={"target_url": "https://hooks.acme-outdoor.com/shipstation?token=«c»",
          "event": "SHIP_NOTIFY", "store_id": None, "friendly_name": "erp-sync"})
`, V{"a": g.hex(32), "b": g.hex(32), "c": g.hex(24)}, "SHIP_NOTIFY", "erp-sync")

	g.add("logistics/shipstation-zapier-ticket-paste", `
Hi team, our Zapier → ShipStation zap keeps failing with 401. Here is what I entered in the connection screen, can you check?

API Key: «a»
API Secret: «b»
Store: Shopify - acmeoutdoor.myshopify.com

Thanks, Priya
`, V{"a": g.hex(32), "b": g.hex(32)}, "acmeoutdoor.myshopify.com")
}

// ---- Shippo ----

func (g *G) lxShippo() {
	g.add("logistics/shippo-curl-transaction", `
$ curl -s https://api.goshippo.com/transactions/ \
    -H "Authorization: ShippoToken «a»" \
    -d rate=«_rate» -d label_file_type=PDF_4x6 -d async=false | jq '{object_id, status, tracking_number, label_url}'
{
  "object_id": "«_tx»",
  "status": "SUCCESS",
  "tracking_number": "«_trk»",
  "label_url": "https://deliver.goshippo.com/«_tx».pdf?Expires=1750294800&Signature=«sig»&Key-Pair-Id=APKAJRICFXQ2S4YUQRSQ"
}
`, V{"a": g.lxShippoTok(true), "_rate": g.hex(32), "_tx": g.hex(32), "_trk": g.lxUSPSTrack(), "sig": g.b64u(120)}, "api.goshippo.com/transactions", "PDF_4x6")

	g.add("logistics/shippo-python-sdk", `
import shippo
from shippo.models import components

s = shippo.Shippo(api_key_header="«a»", shippo_api_version="2018-02-08")
addr = s.addresses.create(components.AddressCreateRequest(
    name="Shawn Ippotle", street1="215 Clayton St.", city="San Francisco", state="CA", zip="94117", country="US", validate=True))
print(addr.object_id, addr.validation_results.is_valid)
`, V{"a": g.lxShippoTok(false)}, "215 Clayton St.", "shippo_api_version")

	g.add("logistics/shippo-ruby-initializer", `
# config/initializers/shippo.rb
Shippo::API.token = ENV.fetch("SHIPPO_TOKEN") { "«a»" }
Shippo::API.version = "2018-02-08"
Shippo::API.debug = Rails.env.development?
`, V{"a": g.lxShippoTok(true)}, "Shippo::API.version")

	g.add("logistics/shippo-k8s-secret-stringdata", `
apiVersion: v1
kind: Secret
metadata:
  name: shipping-credentials
  namespace: fulfil
type: Opaque
stringData:
  SHIPPO_API_TOKEN: «a»
  EASYPOST_API_KEY: «b»
  AFTERSHIP_API_KEY: «c»
`, V{"a": g.lxShippoTok(true), "b": g.lxEZ(true), "c": "asat_" + g.hex(32)}, "shipping-credentials")

	g.add("logistics/shippo-webhook-payload-benign", `
{
  "event": "track_updated",
  "test": false,
  "data": {
    "carrier": "usps",
    "tracking_number": "«_trk»",
    "tracking_status": {"object_id": "«_o»", "status": "TRANSIT", "status_details": "Your shipment has departed from the USPS Regional Facility.", "status_date": "2024-06-18T06:14:00Z"},
    "metadata": "Order «_ord»"
  }
}
`, V{"_trk": g.lxUSPSTrack(), "_o": g.hex(32), "_ord": "#" + g.digits(5)}, "track_updated", "USPS Regional Facility")

	g.add("logistics/shippo-php-composer-script", `
<?php
require_once __DIR__ . '/vendor/autoload.php';
Shippo::setApiKey("«a»");
$rates = Shippo_Shipment::get_shipping_rates(array('id' => '«_shp»', 'currency' => 'USD'));
foreach ($rates['results'] as $r) {
    printf("%s %s %s\n", $r['object_id'], $r['provider'], $r['amount']);
}
`, V{"a": g.lxShippoTok(true), "_shp": g.hex(32)}, "Shippo_Shipment::get_shipping_rates")

	g.add("logistics/shippo-go-shell-history", `
$ history | tail -5
 1021  cd ~/src/labelsvc
 1022  export SHIPPO_TOKEN=«a»
 1023  go run ./cmd/labelsvc --carrier usps --dry-run
 1024  go test ./internal/shippo/... -run TestRates -v
 1025  history | tail -5
`, V{"a": g.lxShippoTok(false)}, "~/src/labelsvc", "TestRates")
}

// ---- AfterShip, Sendcloud, Shipmondo, 17TRACK ----

func (g *G) lxTrackingSaaS() {
	g.add("logistics/aftership-as-api-key-curl", `
$ curl -s -X POST https://api.aftership.com/tracking/2024-04/trackings \
  -H 'as-api-key: «a»' -H 'Content-Type: application/json' \
  -d '{"tracking":{"tracking_number":"«_trk»","slug":"ups","title":"Order #1042","order_id":"1042"}}' | jq '.data.tracking | {id, slug, tag}'
{
  "id": "«_id»",
  "slug": "ups",
  "tag": "Pending"
}
`, V{"a": "asat_" + g.hex(32), "_trk": g.lxUPSTrack(), "_id": g.s(alLowNum, 24)}, "api.aftership.com/tracking/2024-04/trackings")

	g.add("logistics/aftership-legacy-uuid-key-node", `
// lib/aftership.js
const { AfterShip } = require('@aftership/tracking-sdk');

const aftership = new AfterShip({
  api_key: '«a»',
  auth_type: 'API_KEY',
});

module.exports = aftership;
`, V{"a": g.uuid()}, "@aftership/tracking-sdk")

	g.add("logistics/aftership-aes-signature-secret-env", `
AFTERSHIP_API_KEY=«a»
AFTERSHIP_API_SECRET=«b»
AFTERSHIP_AUTH_TYPE=AES
AFTERSHIP_WEBHOOK_SECRET=«c»
`, V{"a": "asat_" + g.hex(32), "b": "assk_" + g.hex(32), "c": g.an(32)}, "AFTERSHIP_AUTH_TYPE=AES")

	g.add("logistics/sendcloud-basic-python", `
import requests
from requests.auth import HTTPBasicAuth

SENDCLOUD_PUBLIC = "«a»"
SENDCLOUD_SECRET = "«b»"

r = requests.get("https://panel.sendcloud.sc/api/v2/shipping_methods?from_country=NL",
                 auth=HTTPBasicAuth(SENDCLOUD_PUBLIC, SENDCLOUD_SECRET))
for m in r.json()["shipping_methods"][:3]:
    print(m["id"], m["name"], m["carrier"])
`, V{"a": g.hex(32), "b": g.hex(32)}, "panel.sendcloud.sc/api/v2/shipping_methods")

	g.add("logistics/sendcloud-parcel-response-benign", `
{
  "parcel": {
    "id": «_id»,
    "tracking_number": "3SYZXG«_t»",
    "tracking_url": "https://tracking.sendcloud.sc/forward?carrier=postnl&code=3SYZXG«_t»&destination=NL&lang=nl-nl&source=NL&type=parcel&verification=3521AG&servicepoint_verification=&created_at=2024-06-18",
    "carrier": {"code": "postnl"},
    "label": {"label_printer": "https://panel.sendcloud.sc/api/v2/labels/label_printer/«_id»", "normal_printer": ["https://panel.sendcloud.sc/api/v2/labels/normal_printer/«_id»?start_from=0"]},
    "status": {"id": 1000, "message": "Ready to send"}
  }
}
`, V{"_id": g.digits(9), "_t": g.s(alDigit, 9)}, "Ready to send", "tracking.sendcloud.sc")

	g.add("logistics/sendcloud-webhook-signature-check-php", `
// Sendcloud signs webhooks with HMAC-SHA256 of the body using the integration secret key
$secret = '«a»';
$signature = $_SERVER['HTTP_SENDCLOUD_SIGNATURE'] ?? '';
if (!hash_equals(hash_hmac('sha256', file_get_contents('php://input'), $secret), $signature)) {
    http_response_code(403);
    exit;
}
`, V{"a": g.hex(32)}, "HTTP_SENDCLOUD_SIGNATURE")

	g.add("logistics/17track-api-token-curl", `
$ curl -s -X POST https://api.17track.net/track/v2.2/gettrackinfo \
    -H '17token: «a»' -H 'Content-Type: application/json' \
    -d '[{"number": "«_trk»"}]' | jq -c '.data.accepted[0].track_info.latest_status'
{"status":"InTransit","sub_status":"InTransit_Other","sub_status_descr":null}
`, V{"a": g.s(alUpNum, 32), "_trk": "LP" + g.s(alDigit, 14)}, "api.17track.net/track/v2.2/gettrackinfo")

	g.add("logistics/shipmondo-basic-user-key-yaml", `
shipmondo:
  endpoint: https://app.shipmondo.com/api/public/v3
  api_user: «a»
  api_key: «b»
  default_product: GLSDK_SD
  own_agreement: true
`, V{"a": g.uuid(), "b": g.uuid()}, "app.shipmondo.com/api/public/v3", "GLSDK_SD")

	g.add("logistics/shipbob-pat-curl", `
$ curl -s https://api.shipbob.com/1.0/order?Page=1\&Limit=1 \
    -H "Authorization: Bearer «a»" \
    -H "shipbob_channel_id: «_ch»" | jq '.[0] | {id, reference_id, status}'
{
  "id": «_oid»,
  "reference_id": "SHOP-«_ref»",
  "status": "Processing"
}
`, V{"a": g.s(alHexU, 64), "_ch": g.digits(6), "_oid": g.digits(9), "_ref": g.digits(5)}, "api.shipbob.com/1.0/order")

	g.add("logistics/shipbob-oauth-refresh-json", `
$ cat ~/.config/shipbob-sync/token.json
{
  "access_token": "«a»",
  "expires_in": 3600,
  "token_type": "Bearer",
  "refresh_token": "«b»",
  "scope": "orders_read orders_write fulfillments_read inventory_read channels_read offline_access"
}
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://auth.shipbob.com","aud":"https://api.shipbob.com","client_id":"%s","sub":"%s","exp":%d,"scope":["orders_read","offline_access"]}`, g.s(alUpNum, 28), g.digits(6), 1718400000+g.r.IntN(100000))), "b": g.s(alHexU, 64) + "-1"}, "~/.config/shipbob-sync/token.json", "fulfillments_read")
}

// ---- Amadeus ----

func (g *G) lxAmadeus() {
	g.add("logistics/amadeus-token-curl-response", `
$ curl -s "https://test.api.amadeus.com/v1/security/oauth2/token" \
     -H "Content-Type: application/x-www-form-urlencoded" \
     -d "grant_type=client_credentials&client_id=«a»&client_secret=«b»"
{
    "type": "amadeusOAuth2Token",
    "username": "dev@acme-travel.io",
    "application_name": "acme-fare-search",
    "client_id": "«a»",
    "token_type": "Bearer",
    "access_token": "«c»",
    "expires_in": 1799,
    "state": "approved",
    "scope": ""
}
`, V{"a": g.an(32), "b": g.an(16), "c": g.an(28)}, "amadeusOAuth2Token", "acme-fare-search")

	g.add("logistics/amadeus-python-sdk-client", `
from amadeus import Client, ResponseError

amadeus = Client(
    client_id='«a»',
    client_secret='«b»',
    hostname='production',
    log_level='debug',
)

try:
    response = amadeus.shopping.flight_offers_search.get(
        originLocationCode='MAD', destinationLocationCode='ATH',
        departureDate='2024-11-01', adults=1, max=5)
    print(response.data[0]['price'])
except ResponseError as error:
    print(error)
`, V{"a": g.an(32), "b": g.an(16)}, "flight_offers_search", "originLocationCode='MAD'")

	g.add("logistics/amadeus-node-env-and-debug-log", `
$ AMADEUS_CLIENT_ID=«a» AMADEUS_CLIENT_SECRET=«b» AMADEUS_LOG_LEVEL=debug node search.js
Amadeus GET /v2/shopping/flight-offers?originLocationCode=LHR&destinationLocationCode=JFK&departureDate=2024-09-12&adults=2
Amadeus request headers { 'User-Agent': 'amadeus-node/9.1.0 node/20.11.1', Accept: 'application/json, application/vnd.amadeus+json', Authorization: 'Bearer «c»' }
Amadeus 200 OK ~ 1.42s, 5 offers
`, V{"a": g.an(32), "b": g.an(16), "c": g.an(28)}, "amadeus-node/9.1.0", "/v2/shopping/flight-offers")

	g.add("logistics/amadeus-flight-order-benign", `
{
  "data": {
    "type": "flight-order",
    "id": "«_id»",
    "associatedRecords": [
      {"reference": "«_pnr»", "creationDate": "2024-06-18T10:03:00.000", "originSystemCode": "GDS", "flightOfferId": "1"}
    ],
    "flightOffers": [{"itineraries": [{"segments": [{"departure": {"iataCode": "SYD", "at": "2024-11-01T11:35:00"}, "arrival": {"iataCode": "BKK", "at": "2024-11-01T16:50:00"}, "carrierCode": "TG", "number": "476", "aircraft": {"code": "359"}}]}]}]
  }
}
`, V{"_id": b64s("1_" + g.s(alDigit, 10) + "_" + g.lxPNR()), "_pnr": g.lxPNR()}, `"originSystemCode": "GDS"`)

	g.add("logistics/amadeus-java-builder", `
// src/main/java/io/acme/travel/AmadeusConfig.java
@Bean
public Amadeus amadeus() {
    return Amadeus
        .builder("«a»", "«b»")
        .setHostname("production")
        .setLogLevel("warn")
        .build();
}
`, V{"a": g.an(32), "b": g.an(16)}, "AmadeusConfig.java")

	g.add("logistics/amadeus-enterprise-soap-wsse", `
<soapenv:Header>
  <add:MessageID xmlns:add="http://www.w3.org/2005/08/addressing">«_mid»</add:MessageID>
  <add:Action xmlns:add="http://www.w3.org/2005/08/addressing">http://webservices.amadeus.com/FMPTBQ_23_1_1A</add:Action>
  <add:To xmlns:add="http://www.w3.org/2005/08/addressing">https://nodeD1.test.webservices.amadeus.com/1ASIWACMEAC</add:To>
  <oas:Security xmlns:oas="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
    <oas:UsernameToken oas1:Id="UsernameToken-1" xmlns:oas1="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd">
      <oas:Username>WSACMEAC</oas:Username>
      <oas:Nonce EncodingType="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary">«_n»</oas:Nonce>
      <oas:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordDigest">«_d»</oas:Password>
      <oas1:Created>2024-06-18T10:12:03Z</oas1:Created>
    </oas:UsernameToken>
  </oas:Security>
  <AMA_SecurityHostedUser xmlns="http://xml.amadeus.com/2010/06/Security_v1">
    <UserID AgentDutyCode="SU" RequestorType="U" PseudoCityCode="NYCAC28AA" POS_Type="1"/>
  </AMA_SecurityHostedUser>
</soapenv:Header>
<!-- clear password used for the digest (from wsap.properties): «a» -->
`, V{"_mid": g.uuid(), "_n": g.b64(16), "_d": g.b64(20), "a": g.an(12)}, "NYCAC28AA", "FMPTBQ_23_1_1A", "WSACMEAC")

	g.add("logistics/amadeus-hotel-list-curl-bearer", `
$ TOKEN=«a»
$ curl -s "https://test.api.amadeus.com/v1/reference-data/locations/hotels/by-city?cityCode=PAR&radius=2" -H "Authorization: Bearer $TOKEN" | jq -r '.data[:3][] | [.hotelId, .name] | @tsv'
ACPAR419	ACROPOLIS HOTEL
BRPARCFB	BRIT HOTEL PARIS
HNPARKGU	HOTEL NOVOTEL PARIS
`, V{"a": g.an(28)}, "ACROPOLIS HOTEL", "HNPARKGU")
}

// ---- GDS: Sabre, Travelport ----

func (g *G) lxGDS() {
	epr, pcc := g.digits(5), g.s(alUpNum, 4)
	pw := g.an(8)
	cid := "V1:" + epr + ":" + pcc + ":AA"
	g.add("logistics/sabre-rest-token-curl", `
$ curl -s -X POST https://api.cert.platform.sabre.com/v2/auth/token \
    -H "Authorization: Basic «a»" \
    -H "Content-Type: application/x-www-form-urlencoded" -d "grant_type=client_credentials"
{"access_token":"«b»","token_type":"bearer","expires_in":604800}
`, V{"a": b64s(b64s(cid) + ":" + b64s(pw)), "b": g.lxSabreTok()}, "api.cert.platform.sabre.com/v2/auth/token")

	g.add("logistics/sabre-soap-session-create", `
<SOAP-ENV:Header>
  <eb:MessageHeader SOAP-ENV:mustUnderstand="1" eb:version="1.0">
    <eb:From><eb:PartyId>agency</eb:PartyId></eb:From>
    <eb:To><eb:PartyId>Sabre_API</eb:PartyId></eb:To>
    <eb:CPAId>«_pcc»</eb:CPAId>
    <eb:ConversationId>acme-«_cv»</eb:ConversationId>
    <eb:Action>SessionCreateRQ</eb:Action>
  </eb:MessageHeader>
  <wsse:Security xmlns:wsse="http://schemas.xmlsoap.org/ws/2002/12/secext">
    <wsse:UsernameToken>
      <wsse:Username>«_epr»</wsse:Username>
      <wsse:Password>«a»</wsse:Password>
      <Organization>«_pcc»</Organization>
      <Domain>AA</Domain>
    </wsse:UsernameToken>
  </wsse:Security>
</SOAP-ENV:Header>
`, V{"_pcc": g.s(alUpNum, 4), "_cv": g.hex(12), "_epr": g.digits(6), "a": g.an(8)}, "SessionCreateRQ")

	g.add("logistics/sabre-binary-security-token-log", `
2024-06-18 10:14:55,120 INFO  [sabre-pool-3] c.a.t.sabre.SessionPool - created session conv=acme-«_cv» pcc=«_pcc»
2024-06-18 10:14:55,121 DEBUG [sabre-pool-3] c.a.t.sabre.SessionPool - <wsse:BinarySecurityToken valueType="String" EncodingType="wsse:Base64Binary">«a»</wsse:BinarySecurityToken>
2024-06-18 10:14:55,466 INFO  [sabre-pool-3] c.a.t.sabre.BargainFinder - BFM 200 itineraries=50 in 345ms
`, V{"_cv": g.hex(12), "_pcc": g.s(alUpNum, 4), "a": "Shared/IDL:IceSess\\/SessMgr:1\\.0.IDL/Common/!ICESMS\\/RESE!ICESMSLB\\/RES.LB!-" + g.digits(19) + "!" + g.digits(6) + "!" + g.digits(5)}, "SessionPool", "BargainFinder")

	g.add("logistics/sabre-client-props-file", `
# sabre.properties
sabre.environment=https://api.platform.sabre.com
sabre.userId=V1:«_epr»:«_pcc»:AA
sabre.clientSecret=«a»
sabre.group=«_pcc»
sabre.domain=AA
sabre.atk=«b»
`, V{"_epr": g.digits(6), "_pcc": g.s(alUpNum, 4), "a": g.an(8), "b": g.lxSabreTok()}, "sabre.environment=https://api.platform.sabre.com")

	g.add("logistics/travelport-uapi-basic-csharp", `
// TravelportClient.cs
var binding = new BasicHttpsBinding { MaxReceivedMessageSize = int.MaxValue };
binding.Security.Transport.ClientCredentialType = HttpClientCredentialType.Basic;
var client = new AirLowFareSearchPortTypeClient(binding,
    new EndpointAddress("https://emea.universal-api.pp.travelport.com/B2BGateway/connect/uAPI/AirService"));
client.ClientCredentials.UserName.UserName = "Universal API/uAPI«_u»";
client.ClientCredentials.UserName.Password = "«a»";
var req = new LowFareSearchReq { TargetBranch = "«_br»", AuthorizedBy = "user" };
`, V{"_u": g.digits(10) + "-" + g.hex(8), "a": g.s(alAlnum+"&%{}!", 10), "_br": "P" + g.digits(7)}, "AirLowFareSearchPortTypeClient", "emea.universal-api.pp.travelport.com")

	g.add("logistics/travelport-json-oauth-env", `
TRAVELPORT_OAUTH_URL=https://oauth.pp.travelport.com/oauth/oauth20/token
TRAVELPORT_USERNAME=«_u»
TRAVELPORT_PASSWORD=«a»
TRAVELPORT_CLIENT_ID=«b»
TRAVELPORT_CLIENT_SECRET=«c»
TRAVELPORT_ACCESS_GROUP=«_ag»
TRAVELPORT_PCC=«_pcc»
`, V{"_u": g.pick("acme_api_user", "tp.integration", "ACMEJSONAPI"), "a": g.pw(), "b": g.an(32), "c": g.an(64), "_ag": g.uuid(), "_pcc": g.s(alUpNum, 4)}, "oauth.pp.travelport.com/oauth/oauth20/token")

	g.add("logistics/travelport-uapi-authorization-header-log", `
[2024-06-18 11:02:17] uapi.request POST /B2BGateway/connect/uAPI/UniversalRecordService
[2024-06-18 11:02:17] uapi.headers {"Content-Type":"text/xml;charset=UTF-8","SOAPAction":"http://localhost:8080/kestrel/UniversalRecordService","Authorization":"Basic «a»"}
[2024-06-18 11:02:18] uapi.response 200 UniversalRecordLocatorCode=«_ur» ProviderLocatorCode=«_pnr»
`, V{"a": b64s("Universal API/uAPI" + g.digits(10) + "-" + g.hex(8) + ":" + g.s(alAlnum+"&%{}!", 10)), "_ur": g.lxPNR(), "_pnr": g.lxPNR()}, "UniversalRecordService")
}

// ---- Duffel ----

func (g *G) lxDuffel() {
	g.add("logistics/duffel-offer-request-curl", `
$ curl -s -X POST "https://api.duffel.com/air/offer_requests?return_offers=false" \
  -H "Accept-Encoding: gzip" -H "Accept: application/json" -H "Content-Type: application/json" \
  -H "Duffel-Version: v2" \
  -H "Authorization: Bearer «a»" \
  -d '{"data":{"slices":[{"origin":"LHR","destination":"JFK","departure_date":"2024-09-21"}],"passengers":[{"type":"adult"}],"cabin_class":"economy"}}' --compressed | jq '.data.id'
"orq_«_orq»"
`, V{"a": g.lxDuffelTok(false), "_orq": "0000" + g.s(alAlnum, 18)}, "api.duffel.com/air/offer_requests", "Duffel-Version: v2")

	g.add("logistics/duffel-node-sdk-live", `
import { Duffel } from '@duffel/api'

const duffel = new Duffel({
  token: '«a»',
})

const order = await duffel.orders.create({
  type: 'instant',
  selected_offers: [offerId],
  passengers,
  payments: [{ type: 'balance', currency: 'GBP', amount: total }],
})
console.log(order.data.booking_reference)
`, V{"a": g.lxDuffelTok(true)}, "@duffel/api", "booking_reference")

	g.add("logistics/duffel-order-response-benign", `
{
  "data": {
    "id": "ord_0000«_o»",
    "booking_reference": "«_pnr»",
    "live_mode": false,
    "total_amount": "412.80",
    "total_currency": "GBP",
    "slices": [{"origin": {"iata_code": "LHR"}, "destination": {"iata_code": "JFK"}, "segments": [{"marketing_carrier_flight_number": "«_fn»", "marketing_carrier": {"iata_code": "BA"}, "aircraft": {"iata_code": "77W"}}]}],
    "passengers": [{"id": "pas_0000«_p»", "given_name": "Amelia", "family_name": "Earhart"}]
  }
}
`, V{"_o": g.s(alAlnum, 18), "_pnr": g.lxPNR(), "_fn": fmt.Sprint(100 + g.r.IntN(200)), "_p": g.s(alAlnum, 18)}, `"live_mode": false`)

	g.add("logistics/duffel-python-env-fly", `
$ fly secrets list -a acme-trips
NAME                 DIGEST                  CREATED AT
DATABASE_URL         «_d1»        2024-05-02T10:11:03Z
DUFFEL_ACCESS_TOKEN  «_d2»        2024-06-18T08:40:21Z
$ fly ssh console -a acme-trips -C 'printenv DUFFEL_ACCESS_TOKEN'
Connecting to fdaa:2:f664:a7b:1a2:3b4c:5d6e:2... complete
«a»
`, V{"_d1": g.hex(16), "_d2": g.hex(16), "a": g.lxDuffelTok(true)}, "acme-trips", "printenv DUFFEL_ACCESS_TOKEN")

	g.add("logistics/duffel-webhook-secret-ruby", `
# app/controllers/webhooks/duffel_controller.rb
class Webhooks::DuffelController < ApplicationController
  SECRET = ENV.fetch("DUFFEL_WEBHOOK_SECRET", "«a»")

  def create
    t, v1 = request.headers["X-Duffel-Signature"].split(",").map { |kv| kv.split("=", 2).last }
    digest = OpenSSL::HMAC.hexdigest("SHA256", SECRET, "#{t}.#{request.raw_post}")
    return head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(digest, v1)
    head :ok
  end
end
`, V{"a": g.b64(24)}, "X-Duffel-Signature")

	g.add("logistics/duffel-links-session-go", `
resp, err := http.Post("https://api.duffel.com/links/sessions", "application/json", body)
// request headers set via transport:
//   Authorization: Bearer «a»
//   Duffel-Version: v2
// response:
// {"data":{"url":"https://links.duffel.com?token=«b»"}}
`, V{"a": g.lxDuffelTok(true), "b": g.b64u(48)}, "api.duffel.com/links/sessions")
}

// ---- hotels and OTAs ----

func (g *G) lxHotels() {
	g.add("logistics/expedia-rapid-signature-header", `
$ TS=$(date +%s); SIG=$(printf '%s' "«a»«b»$TS" | sha512sum | cut -d' ' -f1)
$ curl -s "https://test.ean.com/v3/properties/content?language=en-US&supply_source=expedia&property_id=«_pid»" \
    -H "Authorization: EAN APIKey=«a»,Signature=$SIG,timestamp=$TS" -H "Accept-Encoding: gzip" --compressed | jq '.["«_pid»"].name'
"Hilton Garden Inn Seattle Downtown"
`, V{"a": g.s(alLowNum, 26), "b": g.s(alLowNum, 13), "_pid": g.digits(7)}, "test.ean.com/v3/properties/content", "Hilton Garden Inn Seattle Downtown")

	g.add("logistics/expedia-rapid-log-with-signature", `
2024-06-18T12:41:09.118Z rapid-client GET /v3/properties/availability?checkin=2024-08-01&checkout=2024-08-03&currency=USD&country_code=US&language=en-US&occupancy=2&property_id=«_pid»&rate_plan_count=1&sales_channel=website&sales_environment=hotel_only
2024-06-18T12:41:09.118Z rapid-client Authorization: EAN APIKey=«a»,Signature=«b»,timestamp=1718714469
2024-06-18T12:41:09.502Z rapid-client 200 1 property, 3 rooms, Customer-Session-Id=«_cs»
`, V{"_pid": g.digits(8), "a": g.s(alLowNum, 26), "b": g.hex(128), "_cs": g.uuid()}, "rapid-client", "sales_environment=hotel_only")

	g.add("logistics/booking-demand-api-bearer", `
$ curl -s -X POST https://demandapi.booking.com/3.1/accommodations/search \
  -H "Authorization: Bearer «a»" \
  -H "X-Affiliate-Id: «_aff»" -H "Content-Type: application/json" \
  -d '{"booker":{"country":"nl","platform":"desktop"},"checkin":"2024-09-14","checkout":"2024-09-16","city":-2140479,"guests":{"number_of_adults":2,"number_of_rooms":1}}' | jq '.data[0].id'
«_hid»
`, V{"a": g.an(64), "_aff": g.digits(7), "_hid": g.digits(6)}, "demandapi.booking.com/3.1/accommodations/search")

	g.add("logistics/booking-connectivity-basic-xml", `
$ curl -s -u «_u»:«a» -H 'Content-Type: text/xml' https://supply-xml.booking.com/hotels/xml/availability -d @- <<'XML'
<request>
  <version>1.0</version>
  <hotel_id>«_hid»</hotel_id>
  <room id="«_rid»"><date value="2024-09-14"><rate id="«_rate»"/><roomstosell>3</roomstosell><price>129.00</price></date></room>
</request>
XML
<ok></ok>
`, V{"_u": g.pick("acme_channelmgr", "cm-acmehotels"), "a": g.pwStrong(), "_hid": g.digits(7), "_rid": g.digits(9), "_rate": g.digits(8)}, "supply-xml.booking.com/hotels/xml/availability")

	g.add("logistics/hotelbeds-x-signature-python", `
import hashlib, time, requests

API_KEY = "«a»"
SECRET = "«b»"

def headers():
    sig = hashlib.sha256(f"{API_KEY}{SECRET}{int(time.time())}".encode()).hexdigest()
    return {"Api-key": API_KEY, "X-Signature": sig, "Accept": "application/json", "Accept-Encoding": "gzip"}

r = requests.get("https://api.test.hotelbeds.com/hotel-content-api/1.0/hotels?fields=all&language=ENG&from=1&to=10", headers=headers())
`, V{"a": g.hex(32), "b": g.an(10)}, "api.test.hotelbeds.com/hotel-content-api", "X-Signature")

	g.add("logistics/expedia-rapid-yaml-config", `
rapid:
  base_url: https://api.ean.com/v3
  api_key: «a»
  shared_secret: «b»
  customer_ip_header: X-Forwarded-For
  sales_channel: website
  partner_point_of_sale: B2C_EAN
`, V{"a": g.s(alLowNum, 26), "b": g.s(alLowNum, 13)}, "partner_point_of_sale: B2C_EAN")

	g.add("logistics/booking-reference-email-benign", `
Subject: Booking confirmed – Hotel Lutetia, Paris

Booking number: «_bn»
PIN code: «_pin»
Check-in: Sat 14 Sep 2024 (from 15:00)
Check-out: Mon 16 Sep 2024 (until 12:00)

Manage your booking: https://secure.booking.com/myreservations.html?bn=«_bn»
`, V{"_bn": g.digits(10), "_pin": g.digits(4)}, "Hotel Lutetia, Paris", "secure.booking.com/myreservations.html")
}

// ---- flight data and metasearch ----

func (g *G) lxFlightData() {
	g.add("logistics/flightaware-aeroapi-curl", `
$ curl -s -H "x-apikey: «a»" "https://aeroapi.flightaware.com/aeroapi/flights/«_fn»?max_pages=1" | jq '.flights[0] | {ident, fa_flight_id, origin: .origin.code_iata, destination: .destination.code_iata, status}'
{
  "ident": "«_fn»",
  "fa_flight_id": "«_fn»-1718600000-schedule-«_s»",
  "origin": "LHR",
  "destination": "SIN",
  "status": "En Route / On Time"
}
`, V{"a": g.an(32), "_fn": "BAW" + fmt.Sprint(10+g.r.IntN(80)), "_s": g.digits(4)}, "aeroapi.flightaware.com/aeroapi/flights", "En Route / On Time")

	g.add("logistics/flightaware-python-dotenv", `
# tracker/settings.py
from decouple import config

AEROAPI_KEY = config("AEROAPI_KEY", default="«a»")
AEROAPI_BASE = "https://aeroapi.flightaware.com/aeroapi"
FIREHOSE_USER = "ops@acme-aviation.com"
FIREHOSE_PASS = config("FIREHOSE_PASS", default="«b»")
`, V{"a": g.an(32), "b": g.an(40)}, "FIREHOSE_USER", "https://aeroapi.flightaware.com/aeroapi")

	g.add("logistics/aviationstack-access-key-url", `
$ curl -s "http://api.aviationstack.com/v1/flights?access_key=«a»&flight_iata=«_fn»&limit=1" | jq '.data[0] | {flight_date, flight_status, departure: .departure.iata, arrival: .arrival.iata}'
{
  "flight_date": "2024-06-18",
  "flight_status": "active",
  "departure": "CDG",
  "arrival": "JFK"
}
`, V{"a": g.hex(32), "_fn": g.lxFlight()}, "api.aviationstack.com/v1/flights")

	g.add("logistics/aviationstack-js-axios-params", `
const { data } = await axios.get('https://api.aviationstack.com/v1/airports', {
  params: { access_key: '«a»', search: 'heathrow' },
});
// -> [{ airport_name: 'London Heathrow', iata_code: 'LHR', icao_code: 'EGLL' }]
`, V{"a": g.hex(32)}, "London Heathrow", "icao_code: 'EGLL'")

	g.add("logistics/skyscanner-partners-api-key", `
$ curl -s -X POST https://partners.api.skyscanner.net/apiservices/v3/flights/live/search/create \
  -H 'x-api-key: «a»' -H 'Content-Type: application/json' \
  -d '{"query":{"market":"UK","locale":"en-GB","currency":"GBP","queryLegs":[{"originPlaceId":{"iata":"EDI"},"destinationPlaceId":{"iata":"LHR"},"date":{"year":2024,"month":9,"day":21}}],"cabinClass":"CABIN_CLASS_ECONOMY","adults":1}}' | jq -r '.sessionToken'
«_st»
`, V{"a": g.s(alLowNum, 32), "_st": g.b64u(120)}, "partners.api.skyscanner.net/apiservices/v3/flights/live/search/create")

	g.add("logistics/kiwi-tequila-apikey-python", `
TEQUILA_API_KEY = "«a»"

def search(fly_from="PRG", fly_to="LGW"):
    return requests.get(
        "https://api.tequila.kiwi.com/v2/search",
        headers={"apikey": TEQUILA_API_KEY, "accept": "application/json"},
        params={"fly_from": fly_from, "fly_to": fly_to, "date_from": "01/09/2024", "date_to": "03/09/2024", "curr": "EUR", "limit": 5},
    ).json()["data"]
`, V{"a": g.b64u(32)}, "api.tequila.kiwi.com/v2/search")

	g.add("logistics/opensky-oauth-client-json", `
$ cat credentials.json
{
  "clientId": "acme-adsb-api-client",
  "clientSecret": "«a»"
}
$ curl -s -X POST https://auth.opensky-network.org/auth/realms/opensky-network/protocol/openid-connect/token -d grant_type=client_credentials -d client_id=acme-adsb-api-client -d client_secret=«a» | jq -r .access_token | cut -c1-20
eyJhbGciOiJSUzI1NiIs
`, V{"a": g.an(32)}, "acme-adsb-api-client", "auth.opensky-network.org")

	g.add("logistics/airlabs-and-flightradar-env", `
# ~/.config/flightboard/.env
AIRLABS_API_KEY=«a»
FR24_API_TOKEN=«b»
HOME_AIRPORT=ZRH
REFRESH_SECONDS=60
`, V{"a": g.uuid(), "b": g.uuid() + "|" + g.an(40)}, "HOME_AIRPORT=ZRH")

	g.add("logistics/flight-status-table-benign", `
$ ./flightboard --airport ZRH --departures --limit 5
FLIGHT   TO    SCHED   STATUS      GATE  AIRCRAFT  REG
LX318    LHR   07:10   Departed    E34   A220-300  HB-JCS
LX1612   VIE   07:20   Boarding    A55   A320neo   HB-JDC
«_f1»    «_i1»   07:25   Scheduled   B37   A321      D-AISQ
LX40     LAX   13:05   Scheduled   E44   777-300ER HB-JNJ
«_f2»    SIN   22:35   Scheduled   E16   777-300ER HB-JNK
`, V{"_f1": g.lxFlight(), "_i1": g.pick("FRA", "MUC", "CDG", "AMS"), "_f2": g.lxFlight()}, "HB-JCS", "A220-300")
}

// ---- ride and mobility ----

func (g *G) lxRide() {
	g.add("logistics/uber-direct-token-curl", `
$ curl -s -X POST https://auth.uber.com/oauth/v2/token \
  -d client_id=«_cid» -d client_secret=«a» \
  -d grant_type=client_credentials -d scope=eats.deliveries
{"access_token":"«b»","token_type":"Bearer","expires_in":2592000,"scope":"eats.deliveries"}
`, V{"_cid": g.b64u(32), "a": g.b64u(40), "b": "IA." + g.b64u(360)}, "auth.uber.com/oauth/v2/token", "eats.deliveries")

	g.add("logistics/uber-direct-create-delivery-node", `
const UBER_CUSTOMER_ID = '«_cust»';
const UBER_CLIENT_ID = '«_cid»';
const UBER_CLIENT_SECRET = '«a»';

async function createDelivery(quoteId, order) {
  const token = await getToken(UBER_CLIENT_ID, UBER_CLIENT_SECRET);
  return fetch(ˋhttps://api.uber.com/v1/customers/${UBER_CUSTOMER_ID}/deliveriesˋ, {
    method: 'POST',
    headers: { Authorization: ˋBearer ${token}ˋ, 'Content-Type': 'application/json' },
    body: JSON.stringify({ quote_id: quoteId, pickup_name: 'Acme Bakery', dropoff_name: order.name, manifest_items: order.items }),
  }).then((r) => r.json());
}
`, V{"_cust": g.uuid(), "_cid": g.b64u(32), "a": g.b64u(40)}, "Acme Bakery", "/deliveries")

	g.add("logistics/uber-delivery-response-benign", `
{
  "id": "del_«_d»",
  "quote_id": "dqt_«_q»",
  "status": "pending",
  "tracking_url": "https://www.ubereats.com/orders/«_u»",
  "pickup_eta": "2024-06-18T18:21:00Z",
  "dropoff_eta": "2024-06-18T18:44:00Z",
  "courier": null,
  "fee": 799,
  "currency": "usd",
  "external_id": "order-«_o»"
}
`, V{"_d": g.b64u(22), "_q": g.b64u(22), "_u": g.uuid(), "_o": g.digits(6)}, `"status": "pending"`)

	g.add("logistics/uber-rides-legacy-server-token-python", `
from uber_rides.session import Session
from uber_rides.client import UberRidesClient

session = Session(server_token="«a»")
client = UberRidesClient(session)
resp = client.get_products(37.77, -122.41)
print([p["display_name"] for p in resp.json.get("products")])
`, V{"a": g.b64u(40)}, "UberRidesClient")

	g.add("logistics/lyft-oauth-client-credentials", `
$ curl -s -X POST -H "Content-Type: application/json" \
     --user "«_cid»:«a»" \
     -d '{"grant_type": "client_credentials", "scope": "public"}' \
     'https://api.lyft.com/oauth/token'
{"token_type": "Bearer", "access_token": "«b»", "expires_in": 86400, "scope": "public"}
`, V{"_cid": g.an(12), "a": g.an(32), "b": g.b64(120)}, "api.lyft.com/oauth/token")

	g.add("logistics/lyft-business-env-yaml", `
# helm/values-prod.yaml (ground-transport service)
env:
  LYFT_CLIENT_ID: «_cid»
  LYFT_CLIENT_SECRET: «a»
  LYFT_REFRESH_TOKEN: «b»
  CONCUR_SYNC: "true"
`, V{"_cid": g.an(12), "a": g.an(32), "b": g.b64(80)}, "ground-transport service")

	g.add("logistics/bolt-business-api-python", `
BOLT_CLIENT_ID = "«_cid»"
BOLT_CLIENT_SECRET = "«a»"

tok = requests.post(
    "https://oidc.bolt.eu/token",
    data={"grant_type": "client_credentials", "scope": "fleet-integration:api"},
    auth=(BOLT_CLIENT_ID, BOLT_CLIENT_SECRET),
).json()["access_token"]
orders = requests.post("https://node.bolt.eu/fleet-integration-gateway/fleetIntegration/v1/getFleetOrders",
                       headers={"Authorization": f"Bearer {tok}"},
                       json={"offset": 0, "limit": 100, "company_ids": [«_co»], "start_ts": 1718064000, "end_ts": 1718668800}).json()
`, V{"_cid": g.an(21), "a": g.an(32), "_co": g.digits(5)}, "fleet-integration:api", "getFleetOrders")

	g.add("logistics/lime-gbfs-feed-benign", `
$ curl -s https://data.lime.bike/api/partners/v2/gbfs/seattle/free_bike_status.json | jq '.data.bikes[0]'
{
  "bike_id": "«_b»",
  "lat": 47.6062,
  "lon": -122.3321,
  "is_reserved": 0,
  "is_disabled": 0,
  "vehicle_type_id": "2",
  "rental_uris": {"ios": "https://lime.app.link/?plate_number=«_p»"}
}
`, V{"_b": g.uuid(), "_p": g.s(alUpNum, 6)}, "free_bike_status.json")

	g.add("logistics/tier-dott-mds-provider-token", `
# mds/providers.yaml — city mobility data pull
providers:
  - name: dott
    mds_api_url: https://mds.api.ridedott.com/v2
    auth: bearer
    token: «a»
  - name: tier
    mds_api_url: https://platform.tier-services.io/v2/mds
    auth: oauth2
    client_id: city-of-«_c»
    client_secret: «b»
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"sub":"city-of-%s","aud":"mds","scope":"trips status_changes","iat":1704067200}`, "amsterdam")), "_c": g.pick("amsterdam", "lyon", "vienna"), "b": g.an(40)}, "mds.api.ridedott.com/v2")
}

// ---- fleet telematics ----

func (g *G) lxFleet() {
	g.add("logistics/samsara-vehicles-curl", `
$ curl -s --request GET 'https://api.samsara.com/fleet/vehicles?limit=2' \
  --header 'Authorization: Bearer «a»' | jq -c '.data[] | {id, name, vin, licensePlate}'
{"id":"«_id1»","name":"Truck 14","vin":"«_vin1»","licensePlate":"7XKR221"}
{"id":"«_id2»","name":"Truck 15","vin":"«_vin2»","licensePlate":"8BHD904"}
`, V{"a": g.lxSamsara(), "_id1": g.digits(15), "_vin1": g.lxVIN(), "_id2": g.digits(15), "_vin2": g.lxVIN()}, "api.samsara.com/fleet/vehicles")

	g.add("logistics/samsara-python-sdk-env", `
# .env
SAMSARA_API_TOKEN=«a»
SAMSARA_ORG_ID=«_org»
SAMSARA_WEBHOOK_SECRET=«b»
`, V{"a": g.lxSamsara(), "_org": g.digits(5), "b": g.b64(32)}, "SAMSARA_ORG_ID")

	g.add("logistics/samsara-webhook-verify-go", `
// Samsara signs webhook payloads: X-Samsara-Signature: v1=<hex hmac of "v1:<timestamp>:<body>">
var samsaraSecret, _ = base64.StdEncoding.DecodeString("«a»")

func verify(r *http.Request, body []byte) bool {
	ts := r.Header.Get("X-Samsara-Timestamp")
	mac := hmac.New(sha256.New, samsaraSecret)
	fmt.Fprintf(mac, "v1:%s:%s", ts, body)
	want := "v1=" + hex.EncodeToString(mac.Sum(nil))
	return hmac.Equal([]byte(want), []byte(r.Header.Get("X-Samsara-Signature")))
}
`, V{"a": g.b64(32)}, "X-Samsara-Timestamp")

	g.add("logistics/samsara-hos-logs-benign", `
$ samsara-cli hos logs --driver-id «_d» --since 24h
START                 END                   STATUS       VEHICLE   LOCATION
2024-06-17T05:02:11Z  2024-06-17T05:31:40Z  onDuty       Truck 14  Reno, NV
2024-06-17T05:31:40Z  2024-06-17T10:58:02Z  driving      Truck 14  I-80 E, Lovelock, NV
2024-06-17T10:58:02Z  2024-06-17T11:30:00Z  offDuty      Truck 14  Winnemucca, NV
vehicle VIN «_vin» · ELD «_eld»
`, V{"_d": g.digits(7), "_vin": g.lxVIN(), "_eld": g.s(alUpNum, 12)}, "Winnemucca, NV")

	g.add("logistics/motive-keeptruckin-x-api-key", `
$ curl -s "https://api.keeptruckin.com/v1/vehicle_locations?per_page=1" -H "X-Api-Key: «a»" | jq '.vehicles[0].vehicle | {number, vin, current_location: .current_location.description}'
{
  "number": "T-208",
  "vin": "«_vin»",
  "current_location": "3.1 mi SW of Joplin, MO"
}
`, V{"a": g.uuid(), "_vin": g.lxVIN()}, "api.keeptruckin.com/v1/vehicle_locations", "Joplin, MO")

	g.add("logistics/motive-oauth-token-refresh-log", `
[motive-sync] 2024-06-18 03:00:00 refreshing OAuth token for company_id=«_co»
[motive-sync] POST https://api.gomotive.com/oauth/token grant_type=refresh_token&refresh_token=«a»&client_id=«_cid»&client_secret=«b»
[motive-sync] 200 {"access_token":"«c»","token_type":"Bearer","expires_in":7200,"refresh_token":"«d»","scope":"vehicles.read users.read hos_logs.read","created_at":1718679600}
`, V{"_co": g.digits(6), "a": g.b64u(43), "_cid": g.b64u(43), "b": g.b64u(43), "c": g.b64u(43), "d": g.b64u(43)}, "api.gomotive.com/oauth/token", "hos_logs.read")

	g.add("logistics/geotab-mygeotab-js-authenticate", `
const api = new GeotabApi({
  credentials: {
    database: 'acme_logistics',
    userName: 'integration@acme-logistics.com',
    password: '«a»'
  },
  path: 'my.geotab.com'
});
const devices = await api.call('Get', { typeName: 'Device', resultsLimit: 5 });
`, V{"a": g.pw()}, "integration@acme-logistics.com", "typeName: 'Device'")

	g.add("logistics/geotab-authenticate-response-session", `
$ curl -s https://my.geotab.com/apiv1 -d '{"method":"Authenticate","params":{"database":"acme_logistics","userName":"svc-telematics@acme-logistics.com","password":"«a»"}}'
{"result":{"credentials":{"database":"acme_logistics","sessionId":"«b»","userName":"svc-telematics@acme-logistics.com"},"path":"my512.geotab.com"},"jsonrpc":"2.0"}
`, V{"a": g.pwStrong(), "b": g.b64u(22)}, "my512.geotab.com", "svc-telematics@acme-logistics.com")

	g.add("logistics/geotab-python-mygeotab-config", `
# ~/.mygeotab  (created by "myg login")
[acme_logistics]
username = svc-telematics@acme-logistics.com
database = acme_logistics
server = my512.geotab.com
session_id = «a»
`, V{"a": g.b64u(22)}, "my512.geotab.com")

	g.add("logistics/verizon-connect-reveal-token", `
$ curl -s -u 'REST_acme_«_u»:«a»' https://fim.api.us.fleetmatics.com/token
«b»
$ curl -s -H "Authorization: Atmosphere atmosphere_app_id=fleetmatics-p-us-«_app», Bearer «b»" https://fim.api.us.fleetmatics.com/rad/v1/vehicles/T-208/location
{"StatusCode":0,"Latitude":39.0997,"Longitude":-94.5786,"Address":{"City":"Kansas City","State":"MO"},"DisplayState":"Moving"}
`, V{"_u": g.digits(4), "a": g.pw(), "b": g.b64(256), "_app": g.s(alAlnum, 24)}, "fim.api.us.fleetmatics.com", "Kansas City")

	g.add("logistics/fleetio-and-omnitracs-env", `
FLEETIO_ACCOUNT_TOKEN=«_acct»
FLEETIO_API_KEY=«a»
OMNITRACS_USER=acme.integration
OMNITRACS_PASSWORD=«b»
OMNITRACS_COMPANY_ID=ACMETRK
`, V{"_acct": g.hex(10), "a": g.hex(40), "b": g.pw()}, "OMNITRACS_COMPANY_ID=ACMETRK")

	g.add("logistics/wialon-token-login-url", `
$ curl -s 'https://hst-api.wialon.com/wialon/ajax.html?svc=token/login&params={"token":"«a»"}' | jq '{eid, user: .user.nm, tm}'
{
  "eid": "«b»",
  "user": "acme_dispatch",
  "tm": 1718689202
}
`, V{"a": g.hex(72), "b": g.hex(32)}, "hst-api.wialon.com/wialon/ajax.html", "acme_dispatch")

	g.add("logistics/traccar-server-xml-db", `
<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>org.postgresql.Driver</entry>
    <entry key='database.url'>jdbc:postgresql://db:5432/traccar</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'>«a»</entry>
    <entry key='geocoder.enable'>true</entry>
    <entry key='geocoder.type'>google</entry>
    <entry key='geocoder.key'>«b»</entry>
</properties>
`, V{"a": g.pwStrong(), "b": g.googleKey()}, "jdbc:postgresql://db:5432/traccar")
}

// ---- route optimisation and last mile ----

func (g *G) lxRoutes() {
	g.add("logistics/route4me-api-key-query", `
$ curl -s "https://api.route4me.com/api.v4/route.php?api_key=«a»&limit=2&offset=0" | jq -r '.[] | [.route_id, .route_name, .trip_distance] | @tsv'
«_r1»	Mon North Loop	48.2
«_r2»	Mon South Loop	61.7
`, V{"a": g.s(alHexU, 32), "_r1": g.s(alHexU, 32), "_r2": g.s(alHexU, 32)}, "api.route4me.com/api.v4/route.php", "Mon North Loop")

	g.add("logistics/route4me-php-sdk-init", `
<?php
use Route4Me\Route4Me;
use Route4Me\Enum\OptimizationType;

Route4Me::setApiKey('«a»');
$optimizationParams = new \Route4Me\OptimizationProblemParams;
$optimizationParams->setParameters(['algorithm_type' => 1, 'optimize' => OptimizationType::DISTANCE, 'route_max_duration' => 86400]);
`, V{"a": g.s(alHexU, 32)}, "OptimizationType::DISTANCE")

	g.add("logistics/optimoroute-key-curl", `
$ curl -s -X POST "https://api.optimoroute.com/v1/create_order?key=«a»" \
  -H 'Content-Type: application/json' \
  -d '{"operation":"CREATE","orderNo":"ORD-«_o»","type":"D","date":"2024-06-19","location":{"address":"393 Hanover St, Boston, MA 02113","locationName":"Mike'"'"'s Pastry"},"duration":5}'
{"success": true, "id": "«_id»"}
`, V{"a": g.hex(40), "_o": g.digits(5), "_id": g.hex(32)}, "api.optimoroute.com/v1/create_order", "393 Hanover St")

	g.add("logistics/onfleet-basic-key-colon", `
$ curl -s -u "«a»:" https://onfleet.com/api/v2/auth/test
{"message":"Hello organization «_org» you have successfully authenticated"}
$ curl -s -u "«a»:" https://onfleet.com/api/v2/workers | jq -r '.[] | [.id, .name, .onDuty] | @tsv'
«_w1»	Jordan Lee	true
«_w2»	Sam Ortiz	false
`, V{"a": g.hex(32), "_org": g.s(alAlnum, 24), "_w1": g.s(alAlnum, 24), "_w2": g.s(alAlnum, 24)}, "onfleet.com/api/v2/auth/test", "Jordan Lee")

	g.add("logistics/onfleet-node-sdk-and-webhook-secret", `
const Onfleet = require('@onfleet/node-onfleet');
const onfleet = new Onfleet('«a»');

// webhook secret from Settings > API & Webhooks, used to check X-Onfleet-Signature (HMAC-SHA512, hex-decoded key)
const ONFLEET_WEBHOOK_SECRET = '«b»';
`, V{"a": g.hex(32), "b": g.s(alHexU, 64)}, "@onfleet/node-onfleet", "X-Onfleet-Signature")

	g.add("logistics/routific-bearer-jwt", `
$ curl -s https://api.routific.com/v1/vrp \
    -H "Content-Type: application/json" \
    -H "Authorization: bearer «a»" \
    -d @problem.json | jq '{status, total_travel_time, num_unserved}'
{
  "status": "success",
  "total_travel_time": 231.4,
  "num_unserved": 0
}
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"_id":"%s","iat":%d}`, g.hex(24), 1700000000+g.r.IntN(20000000)))}, "api.routific.com/v1/vrp")

	g.add("logistics/tookan-and-circuit-yaml", `
dispatch:
  tookan:
    api_key: «a»
    team_id: «_team»
  circuit_for_teams:
    api_key: «b»
    depot: "depots/«_dep»"
`, V{"a": g.hex(48), "_team": g.digits(6), "b": g.an(32), "_dep": g.an(20)}, "circuit_for_teams")

	g.add("logistics/here-routing-apikey-and-google-maps", `
# routing/providers.py
HERE_API_KEY = "«a»"
GOOGLE_MAPS_KEY = "«b»"

def here_route(o, d):
    return requests.get("https://router.hereapi.com/v8/routes", params={
        "transportMode": "truck", "origin": o, "destination": d,
        "return": "summary,polyline", "truck[grossWeight]": 18000, "apiKey": HERE_API_KEY}).json()
`, V{"a": g.b64u(43), "b": g.googleKey()}, "router.hereapi.com/v8/routes")

	g.add("logistics/onfleet-task-response-benign", `
{
  "id": "«_id»",
  "shortId": "«_sid»",
  "trackingURL": "https://onf.lt/«_tu»",
  "worker": "«_w»",
  "state": 1,
  "completeAfter": 1718715600000,
  "destination": {"address": {"number": "393", "street": "Hanover St", "city": "Boston", "postalCode": "02113"}},
  "recipients": [{"name": "Mike's Pastry", "phone": "+16175550142"}]
}
`, V{"_id": g.s(alAlnum, 24), "_sid": g.hex(8), "_tu": g.hex(10), "_w": g.s(alAlnum, 24)}, "Hanover St")

	g.add("logistics/mapbox-optimization-token-in-url", `
$ curl -s "https://api.mapbox.com/optimized-trips/v1/mapbox/driving/-122.42,37.78;-122.45,37.91;-122.48,37.73?access_token=«a»" | jq '.code'
"Ok"
`, V{"a": g.mapboxSK()}, "api.mapbox.com/optimized-trips/v1/mapbox/driving")
}

// ---- warehouse, freight and ERP connectors ----

func (g *G) lxERP() {
	g.add("logistics/netsuite-tba-env", `
# .env — NetSuite token-based auth (Integration record "WMS Bridge")
NS_ACCOUNT_ID=«_acct»
NS_CONSUMER_KEY=«a»
NS_CONSUMER_SECRET=«b»
NS_TOKEN_ID=«c»
NS_TOKEN_SECRET=«d»
NS_RESTLET_URL=https://«_host».restlets.api.netsuite.com/app/site/hosting/restlet.nl?script=1423&deploy=1
`, V{"_acct": "4" + g.s(alDigit, 6) + "_SB1", "a": g.hex(64), "b": g.hex(64), "c": g.hex(64), "d": g.hex(64), "_host": "4" + g.s(alDigit, 6) + "-sb1"}, "WMS Bridge", "script=1423&deploy=1")

	g.add("logistics/netsuite-oauth1-header-log", `
2024-06-18T02:00:04.112Z [ns-sync] GET https://«_host».suitetalk.api.netsuite.com/services/rest/record/v1/itemFulfillment?limit=100
2024-06-18T02:00:04.112Z [ns-sync] Authorization: OAuth realm="«_realm»",oauth_consumer_key="«a»",oauth_token="«b»",oauth_signature_method="HMAC-SHA256",oauth_timestamp="1718676004",oauth_nonce="«_n»",oauth_version="1.0",oauth_signature="«=sig»"
2024-06-18T02:00:04.998Z [ns-sync] 200 count=100 hasMore=true totalResults=1312
`, V{"_host": "4" + g.s(alDigit, 6), "_realm": "4" + g.s(alDigit, 6), "a": g.hex(64), "b": g.hex(64), "_n": g.an(11), "=sig": g.b64(32)}, "itemFulfillment", "HMAC-SHA256")

	g.add("logistics/netsuite-suitecloud-sdf-project-json", `
$ cat ~/.suitecloud-sdk/credentials_ci.p12.json
{
  "authId": "acme-sb1",
  "accountId": "«_acct»",
  "certificateId": "«_cert»",
  "privateKey": "«a»"
}
`, V{"_acct": "4" + g.s(alDigit, 6) + "_SB1", "_cert": g.b64u(43), "a": jsonEsc(g.pkcs8RSAPEM().block() + "\n")}, "acme-sb1")

	g.add("logistics/netsuite-python-requests-oauthlib", `
from requests_oauthlib import OAuth1Session

ns = OAuth1Session(
    client_key="«a»",
    client_secret="«b»",
    resource_owner_key="«c»",
    resource_owner_secret="«d»",
    realm="«_realm»",
    signature_method="HMAC-SHA256",
)
r = ns.post("https://«_realm»-sb1.suitetalk.api.netsuite.com/services/rest/query/v1/suiteql",
            headers={"Prefer": "transient"}, json={"q": "SELECT id, tranid FROM transaction WHERE type = 'ItemShip' FETCH FIRST 5 ROWS ONLY"})
`, V{"a": g.hex(64), "b": g.hex(64), "c": g.hex(64), "d": g.hex(64), "_realm": "4" + g.s(alDigit, 6)}, "requests_oauthlib", "suiteql")

	g.add("logistics/sap-btp-service-key-json", `
$ cf service-key ewm-xsuaa ewm-key
Getting key ewm-key for service instance ewm-xsuaa as dev@acme-logistics.com...

{
  "credentials": {
    "apiurl": "https://api.authentication.eu10.hana.ondemand.com",
    "clientid": "sb-ewm-connector!b«_b»",
    "clientsecret": "«a»",
    "identityzone": "acme-logistics-prd",
    "tenantid": "«_t»",
    "url": "https://acme-logistics-prd.authentication.eu10.hana.ondemand.com",
    "xsappname": "ewm-connector!b«_b»"
  }
}
`, V{"_b": g.digits(6), "a": g.uuid() + "$" + g.b64u(43) + "=", "_t": g.uuid()}, "ewm-xsuaa", "identityzone")

	g.add("logistics/sap-s4hana-odata-basic-curl", `
$ curl -s -u 'INT_WMS:«a»' -H 'x-csrf-token: fetch' -H 'Accept: application/json' \
    'https://s4h.acme-logistics.com:44300/sap/opu/odata/sap/API_OUTBOUND_DELIVERY_SRV;v=0002/A_OutbDeliveryHeader?$top=2&$select=DeliveryDocument,ShippingPoint,OverallGoodsMovementStatus' -D - | grep -i -E '^(x-csrf-token|sap-server)'
x-csrf-token: «_csrf»
sap-server: true
`, V{"a": g.pw(), "_csrf": g.b64(16)}, "API_OUTBOUND_DELIVERY_SRV", "INT_WMS")

	g.add("logistics/sap-jco-destination-file", `
# ECC_PRD.jcoDestination (SAP JCo 3)
jco.client.ashost=sapecc-prd.acme.local
jco.client.sysnr=00
jco.client.client=100
jco.client.user=RFC_TMS
jco.client.passwd=«a»
jco.client.lang=EN
jco.destination.pool_capacity=3
jco.destination.peak_limit=10
`, V{"a": g.pwStrong()}, "sapecc-prd.acme.local", "RFC_TMS")

	g.add("logistics/manhattan-active-token-curl", `
$ curl -s -X POST "https://acme-auth.omni.manh.com/oauth/token" \
    -u "omnicomponent.1.0.0:«a»" \
    -d grant_type=password -d username=integration.user@acme.com -d password='«b»'
{"access_token":"«c»","token_type":"bearer","refresh_token":"«d»","expires_in":7199,"scope":"omni","organization":"ACME-US","userLocale":"en","tenantId":"acmeprod"}
`, V{"a": g.hex(40), "b": g.pw(), "c": g.jwt("RS256", `{"user_name":"integration.user@acme.com","scope":["omni"],"organization":"ACME-US","tenantId":"acmeprod","authorities":["ROLE_INTEGRATION"]}`), "d": g.jwt("RS256", `{"user_name":"integration.user@acme.com","ati":"`+g.uuid()+`","tenantId":"acmeprod"}`)}, "acme-auth.omni.manh.com/oauth/token", "omnicomponent.1.0.0")

	g.add("logistics/flexport-api-bearer-python", `
import os, requests

FLEXPORT_TOKEN = os.getenv("FLEXPORT_TOKEN", "«a»")
r = requests.get("https://api.flexport.com/shipments?page=1&per=5",
                 headers={"Authorization": f"Bearer {FLEXPORT_TOKEN}", "Flexport-Version": "2"})
for s in r.json()["data"]["data"]:
    print(s["id"], s["name"], s["status"], s["transportation_mode"])
`, V{"a": g.b64u(48)}, "Flexport-Version")

	g.add("logistics/flexport-shipment-benign", `
{"_object":"/shipment","id":«_id»,"name":"FLEX-«_id»","status":"in_transit","transportation_mode":"ocean","freight_type":"port_to_door","incoterm":"FOB","bill_of_lading_number":"«_bol»","container_numbers":["«_ctr»"],"estimated_arrival_date":"2024-07-02","origin_port":{"name":"Yantian","unlocode":"CNYTN"},"destination_port":{"name":"Long Beach","unlocode":"USLGB"}}
`, V{"_id": g.digits(6), "_bol": g.pick("MAEU", "COSU", "ONEY") + g.s(alDigit, 9), "_ctr": g.pick("MSKU", "TGHU", "CMAU") + g.s(alDigit, 7)}, `"unlocode":"CNYTN"`)

	g.add("logistics/project44-oauth-client-env", `
P44_CLIENT_ID=«_cid»
P44_CLIENT_SECRET=«a»
P44_TOKEN_URL=https://na12.api.project44.com/api/v4/oauth2/client-token
FOURKITES_API_KEY=«b»
MACROPOINT_USER=acmebrokerage
MACROPOINT_PASS=«c»
`, V{"_cid": g.uuid(), "a": g.an(40), "b": g.hex(32), "c": g.pw()}, "na12.api.project44.com/api/v4/oauth2/client-token", "MACROPOINT_USER=acmebrokerage")

	g.add("logistics/freightos-and-dat-loadboard-config", `
[dat]
base_url = https://freight.api.dat.com
org_username = dispatch@acme-brokerage.com
org_password = «a»
user_service_account = loadboard-bot@acme-brokerage.com

[freightos]
api_key = «b»
`, V{"a": g.pw(), "b": g.an(32)}, "freight.api.dat.com", "loadboard-bot@acme-brokerage.com")

	g.add("logistics/odoo-delivery-carrier-sql", `
odoo=# SELECT id, name, delivery_type, fedex_developer_key, fedex_developer_password, fedex_account_number, prod_environment FROM delivery_carrier WHERE delivery_type='fedex';
 id |      name      | delivery_type | fedex_developer_key | fedex_developer_password  | fedex_account_number | prod_environment
----+----------------+---------------+---------------------+---------------------------+----------------------+------------------
  7 | FedEx US       | fedex         | «a»    | «b» | «_acct»            | t
(1 row)
`, V{"a": g.an(16), "b": g.an(25), "_acct": g.lxAcct()}, "delivery_carrier", "FedEx US")

	g.add("logistics/blue-yonder-wms-jdbc-yaml", `
spring:
  datasource:
    url: jdbc:sqlserver://by-wms-db.acme.local:1433;databaseName=WMSPRD;encrypt=true
    username: wms_integration
    password: «a»
blueyonder:
  moca:
    url: http://by-wms-app.acme.local:4500/service
    user: SUPER
    password: «b»
`, V{"a": g.pwStrong(), "b": g.pw()}, "by-wms-db.acme.local", "wms_integration")
}

// ---- EDI, AS2 and VAN ----

func (g *G) lxEDI() {
	g.add("logistics/x12-isa-with-security-password", `
$ head -c 400 outbound/856_«_ctl».edi
ISA*03*«_auth»*01*«a»*ZZ*ACMEWHSE       *08*9251730000     *240618*1405*U*00401*«_ctl»*0*P*>~GS*SH*ACMEWHSE*9251730000*20240618*1405*«_gs»*X*004010~ST*856*0001~BSN*00*«_sid»*20240618*1405~
`, V{"_ctl": g.s(alDigit, 9), "_auth": g.pick("ACMEEDI   ", "WHSE01    "), "a": g.s(alUpNum, 10), "_gs": g.digits(4), "_sid": "SH" + g.digits(8)}, "ST*856*0001", "ACMEWHSE")

	g.add("logistics/x12-isa-blank-security-benign", `
ISA*00*          *00*          *ZZ*ACMEWHSE       *ZZ*WALMARTUS      *240618*0930*U*00401*«_ctl»*0*P*>~
GS*IN*ACMEWHSE*WALMARTUS*20240618*0930*«_gs»*X*004010~
ST*810*0001~
BIG*20240618*INV«_inv»**«_po»~
`, V{"_ctl": g.s(alDigit, 9), "_gs": g.digits(4), "_inv": g.digits(6), "_po": g.digits(10)}, "WALMARTUS", "ST*810*0001")

	g.add("logistics/openas2-config-keystore-password", `
<openas2>
  <certificates classname="org.openas2.cert.PKCS12CertificateFactory"
    filename="%home%/as2_certs.p12"
    password="«a»"
    interval="300"/>
  <partnerships classname="org.openas2.partner.XMLPartnershipFactory"
    filename="%home%/partnerships.xml"/>
  <module classname="org.openas2.processor.receiver.AS2ReceiverModule" port="10080" errordir="%home%/../data/inbox/error"/>
</openas2>
`, V{"a": g.pwStrong()}, "org.openas2.cert.PKCS12CertificateFactory", "AS2ReceiverModule")

	g.add("logistics/openas2-partnerships-benign", `
<partnership name="ACME-to-TARGET">
  <sender name="ACME"/>
  <receiver name="TARGET"/>
  <attribute name="protocol" value="as2"/>
  <attribute name="as2_url" value="https://as2.target-partner.example:4080/as2"/>
  <attribute name="as2_mdn_to" value="edi@acme-logistics.com"/>
  <attribute name="as2_mdn_options" value="signed-receipt-protocol=optional, pkcs7-signature; signed-receipt-micalg=optional, SHA256"/>
  <attribute name="encrypt" value="3DES"/>
  <attribute name="sign" value="SHA256"/>
  <attribute name="x509_alias" value="target_2024"/>
</partnership>
`, nil, "as2.target-partner.example:4080", "signed-receipt-micalg=optional, SHA256", "target_2024")

	g.add("logistics/as2-mdn-headers-benign", `
HTTP/1.1 200 OK
AS2-Version: 1.2
AS2-From: TARGET
AS2-To: ACME
Message-ID: <«_mid»@as2.target-partner.example>
Content-Type: multipart/signed; protocol="application/pkcs7-signature"; micalg=sha-256; boundary="----=_Part_«_b»"

Original-Message-ID: <«_omid»@acme-as2>
Disposition: automatic-action/MDN-sent-automatically; processed
Received-Content-MIC: «_mic», sha-256
`, V{"_mid": g.uuid(), "_b": g.digits(7), "_omid": g.uuid(), "_mic": g.b64(32)}, "MDN-sent-automatically")

	g.add("logistics/van-sftp-netrc-and-lftp", `
$ cat ~/.netrc
machine sftp.spscommerce.net
  login acmewhse_prod
  password «a»
machine ftp.truecommerce.com
  login ACME0042
  password «b»
$ lftp -e 'mirror --only-newer /out ./inbound/855; bye' sftp://acmewhse_prod@sftp.spscommerce.net
`, V{"a": g.pwStrong(), "b": g.pw()}, "sftp.spscommerce.net", "acmewhse_prod")

	g.add("logistics/edi-python-paramiko-key", `
# edi/transport.py
import paramiko

PARTNER_HOST = "edi.kroger-partner.example"
key = paramiko.RSAKey.from_private_key(io.StringIO("""«a»"""), password="«b»")
t = paramiko.Transport((PARTNER_HOST, 22))
t.connect(username="acme_856", pkey=key)
`, V{"a": g.rsaPEM().block(), "b": g.pw()}, "edi.kroger-partner.example", "acme_856")

	g.add("logistics/cleo-harmony-host-export", `
<Host alias="Walmart AS2" class="as2" ...>
  <Address>https://as2.walmart.example/as2</Address>
  <Mailbox alias="ACME">
    <Sslclientcertalias>acme_as2_2024</Sslclientcertalias>
    <Certpassword>*********</Certpassword>
    <Ftppassword>«a»</Ftppassword>
    <Localsigncertalias>acme_as2_2024</Localsigncertalias>
  </Mailbox>
</Host>
`, V{"a": g.pwStrong()}, "acme_as2_2024", "Walmart AS2")

	g.add("logistics/stedi-api-key-curl", `
$ curl -s https://core.us.stedi.com/2023-08-01/transactions?pageSize=2 -H "Authorization: Key «a»" | jq -r '.items[] | [.transactionId, .x12.metadata.transaction.transactionSetIdentifier, .partnership.partnershipId] | @tsv'
«_t1»	850	acme_target
«_t2»	856	acme_target
`, V{"a": g.s(alAlnum, 8) + "." + g.an(24), "_t1": g.uuid(), "_t2": g.uuid()}, "core.us.stedi.com/2023-08-01/transactions", "acme_target")

	g.add("logistics/boomi-atom-connection-properties", `
# container.properties excerpt, Boomi Atom "edi-prod"
com.boomi.container.name=edi-prod
com.boomi.container.trackDirectory=../data/track
# connection overrides (Environment Extensions export)
SFTP_SPS.password=«a»
AS2_TARGET.keystorePassword=«b»
NetSuite_TBA.tokenSecret=«c»
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.hex(64)}, "com.boomi.container.name=edi-prod")
}

// ---- Postman environments, tickets, chats ----

func (g *G) lxTickets() {
	g.add("logistics/postman-env-carriers-json", `
{
  "id": "«_id»",
  "name": "Carriers - PROD",
  "values": [
    {"key": "fedex_base", "value": "https://apis.fedex.com", "type": "default", "enabled": true},
    {"key": "fedex_client_id", "value": "«a»", "type": "default", "enabled": true},
    {"key": "fedex_client_secret", "value": "«b»", "type": "secret", "enabled": true},
    {"key": "ups_client_id", "value": "«c»", "type": "default", "enabled": true},
    {"key": "ups_client_secret", "value": "«d»", "type": "secret", "enabled": true},
    {"key": "tracking_number", "value": "«_trk»", "type": "default", "enabled": true}
  ],
  "_postman_variable_scope": "environment",
  "_postman_exported_at": "2024-06-18T09:12:44.215Z",
  "_postman_exported_using": "Postman/11.1.0"
}
`, V{"_id": g.uuid(), "a": g.lxFedExKey(), "b": g.lxFedExSecret(), "c": g.lxUPSId(), "d": g.lxUPSSecret(), "_trk": g.lxUPSTrack()}, "Carriers - PROD", "Postman/11.1.0")

	g.add("logistics/postman-collection-travel-auth", `
{
  "info": {"name": "Travel APIs", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},
  "auth": {"type": "bearer", "bearer": [{"key": "token", "value": "«a»", "type": "string"}]},
  "item": [
    {"name": "Amadeus token", "request": {"method": "POST", "url": "https://test.api.amadeus.com/v1/security/oauth2/token",
      "body": {"mode": "urlencoded", "urlencoded": [
        {"key": "grant_type", "value": "client_credentials"},
        {"key": "client_id", "value": "«b»"},
        {"key": "client_secret", "value": "«c»"}]}}}
  ]
}
`, V{"a": g.lxDuffelTok(false), "b": g.an(32), "c": g.an(16)}, "Travel APIs", "Amadeus token")

	g.add("logistics/zendesk-ticket-easypost-key", `
Ticket #48213 — "Labels failing since this morning"
Requester: ops-lead@acme-outdoor.com   Priority: Urgent

Hi,
none of our labels print since 7am. Our developer said to send you our key so you can check the account:
«a»
The shipment that failed is «_shp» (USPS Priority, tracking «_trk»).
Thanks!
`, V{"a": g.lxEZ(true), "_shp": g.lxEZID("shp"), "_trk": g.lxUSPSTrack()}, "Ticket #48213", "ops-lead@acme-outdoor.com")

	g.add("logistics/slack-paste-samsara-token", `
[09:41] dana.k: anyone have the samsara token for the staging dashboard? the one in 1password is revoked
[09:43] marco: try this one, it's scoped read-only for vehicles + locations
[09:43] marco: «a»
[09:44] dana.k: 🙏 works. rotating next sprint
`, V{"a": g.lxSamsara()}, "rotating next sprint")

	g.add("logistics/agent-chat-shippo-key-question", `
user: why does label creation return "Invalid Token"? here is my .env

SHIPPO_API_KEY=«a»
SHIPPO_API_VERSION=2018-02-08
STORE_ZIP=94117

assistant: The token has the shippo_live_ prefix but your request goes to the test carrier account «_ca». Live tokens can only buy labels on live carrier accounts; either switch to your shippo_test_ token or pick a live carrier account.
`, V{"a": g.lxShippoTok(true), "_ca": g.hex(32)}, "SHIPPO_API_VERSION=2018-02-08", "STORE_ZIP=94117")

	g.add("logistics/jira-comment-amadeus-prod-keys", `
ACME-2231 · Move fare search to Amadeus production
Comment by Tom Richter — 18/Jun/24 10:22

Prod app approved. Keys (please move to Vault and delete this comment):
  API Key:    «a»
  API Secret: «b»
Base URL changes from test.api.amadeus.com to api.amadeus.com. Quotas: 10 TPS.
`, V{"a": g.an(32), "b": g.an(16)}, "ACME-2231", "test.api.amadeus.com")

	g.add("logistics/github-issue-fedex-401-with-token", `
### Describe the bug
Rate quotes return 401 after upgrading to v3.2.0.

### Logs
ˋˋˋ
[fedex] POST /rate/v1/rates/quotes
[fedex] headers: { authorization: 'Bearer «a»', 'x-locale': 'en_US' }
[fedex] 401 {"transactionId":"«_tx»","errors":[{"code":"NOT.AUTHORIZED.ERROR","message":"Access token expired."}]}
ˋˋˋ

### Environment
- node 20.12.2, @acme/fedex-rest 3.2.0
`, V{"a": g.lxFedExTok(), "_tx": g.uuid()}, "@acme/fedex-rest 3.2.0")

	g.add("logistics/email-geotab-onboarding-password", `
From: Acme Fleet IT <fleet-it@acme-logistics.com>
To: new.dispatcher@acme-logistics.com
Subject: Your MyGeotab login

Welcome aboard! Your MyGeotab access:

  URL:       https://my.geotab.com/acme_logistics
  Database:  acme_logistics
  Username:  new.dispatcher@acme-logistics.com
  Temp pwd:  «a»

You will be asked to change it at first login.
`, V{"a": g.pw()}, "https://my.geotab.com/acme_logistics", "new.dispatcher@acme-logistics.com")

	g.add("logistics/teams-paste-netsuite-tokens", `
Ravi Patel  10:15
here are the sandbox TBA creds for the WMS connector, don't commit them pls

consumer key: «a»
consumer secret: «b»
token id: «c»
token secret: «d»
account: «_acct»
`, V{"a": g.hex(64), "b": g.hex(64), "c": g.hex(64), "d": g.hex(64), "_acct": "4" + g.s(alDigit, 6) + "_SB1"}, "WMS connector")

	g.add("logistics/agent-tool-call-cat-config-toml", `
● Read(config/shipping.toml)
  ⎿  [easypost]
     api_key = "«a»"
     default_carrier = "USPS"

     [ups]
     client_id = "«_cid»"
     client_secret = "«b»"
     shipper_number = "«_shp»"

● The UPS block uses the new OAuth credentials, and the EasyPost key is a production key (EZAK…). I'll read both from the environment instead.
`, V{"a": g.lxEZ(true), "_cid": g.lxUPSId(), "b": g.lxUPSSecret(), "_shp": g.lxShipper()}, "config/shipping.toml", `default_carrier = "USPS"`)

	g.add("logistics/agent-bash-env-grep", `
$ env | grep -iE 'duffel|amadeus|aero' | sort
AEROAPI_KEY=«a»
AMADEUS_CLIENT_ID=«b»
AMADEUS_CLIENT_SECRET=«c»
AMADEUS_HOSTNAME=test
DUFFEL_ACCESS_TOKEN=«d»
`, V{"a": g.an(32), "b": g.an(32), "c": g.an(16), "d": g.lxDuffelTok(false)}, "AMADEUS_HOSTNAME=test")

	g.add("logistics/git-diff-removes-route4me-key", `
$ git show --stat -p HEAD~1 -- src/dispatch/route4me.ts
commit «_sha»
Author: Jordan Lee <jordan@acme-dispatch.io>
Date:   Tue Jun 18 09:02:11 2024 -0400

    move Route4Me key to env

diff --git a/src/dispatch/route4me.ts b/src/dispatch/route4me.ts
--- a/src/dispatch/route4me.ts
+++ b/src/dispatch/route4me.ts
@@ -1,4 +1,4 @@
 import { Route4Me } from 'route4me-nodejs-sdk';
-const r4m = new Route4Me('«a»');
+const r4m = new Route4Me(process.env.ROUTE4ME_API_KEY!);
 export default r4m;
`, V{"_sha": g.gitSHA(), "a": g.s(alHexU, 32)}, "move Route4Me key to env", "route4me-nodejs-sdk")

	g.add("logistics/sentry-breadcrumb-aftership-header", `
Breadcrumbs
  http   GET https://api.aftership.com/tracking/2024-04/trackings/«_id»   [200]
  http   POST https://api.aftership.com/tracking/2024-04/trackings   [429]
         request.headers: {"as-api-key": "«a»", "content-type": "application/json"}
  error  TooManyRequestsError: 429 You have exceeded the API call rate limit. (code 42901)
`, V{"_id": g.s(alLowNum, 24), "a": "asat_" + g.hex(32)}, "TooManyRequestsError", "code 42901")

	g.add("logistics/vault-kv-get-carrier-secrets", `
$ vault kv get -mount=secret fulfil/carriers
======= Secret Path =======
secret/data/fulfil/carriers

======= Metadata =======
Key                Value
---                -----
created_time       2024-06-10T14:22:05.118Z
version            7

========== Data ==========
Key                  Value
---                  -----
dhl_api_key          «a»
dhl_api_secret       «b»
royalmail_api_key    «c»
sendcloud_secret     «d»
`, V{"a": g.an(32), "b": g.an(16), "c": g.uuid(), "d": g.hex(32)}, "secret/data/fulfil/carriers")
}

// ---- benign look-alikes ----

func (g *G) lxBenign() {
	g.add("logistics/benign-tracking-numbers-csv", `
$ head -5 exports/shipments_2024-06-18.csv
order_id,carrier,service,tracking_number,label_id,weight_oz
10421,UPS,Ground,«_u»,se-«_l1»,22
10422,FedEx,Home Delivery,«_f»,se-«_l2»,41
10423,USPS,Priority Mail,«_p»,se-«_l3»,9
10424,DHL,Express Worldwide,«_d»,se-«_l4»,58
`, V{"_u": g.lxUPSTrack(), "_l1": g.digits(9), "_f": g.lxFedExTrack(), "_l2": g.digits(9), "_p": g.lxUSPSTrack(), "_l3": g.digits(9), "_d": g.lxDHLTrack(), "_l4": g.digits(9)}, "order_id,carrier,service,tracking_number")

	g.add("logistics/benign-easypost-rates-json", `
{
  "id": "«_shp»",
  "rates": [
    {"id": "«_r1»", "carrier": "USPS", "service": "GroundAdvantage", "rate": "6.21", "delivery_days": 3, "carrier_account_id": "«_ca»"},
    {"id": "«_r2»", "carrier": "USPS", "service": "Priority", "rate": "9.02", "delivery_days": 2, "carrier_account_id": "«_ca»"}
  ],
  "mode": "production"
}
`, V{"_shp": g.lxEZID("shp"), "_r1": g.lxEZID("rate"), "_ca": "ca_" + g.hex(32), "_r2": g.lxEZID("rate")}, "GroundAdvantage")

	g.add("logistics/benign-pnr-itinerary-email", `
Your trip confirmation
Booking reference (PNR): «_pnr»
E-ticket number: «_etkt»

  «_fn1»  Thu 12 Sep  LHR 08:20 → JFK 11:05   Seat 34A   Economy (V)
  «_fn2»  Sun 22 Sep  JFK 18:30 → LHR 06:40+1 Seat 34C   Economy (V)

Frequent flyer: BA Executive Club ****«_ff»
`, V{"_pnr": g.lxPNR(), "_etkt": "125-" + g.digits(10), "_fn1": g.lxFlight(), "_fn2": g.lxFlight(), "_ff": g.s(alDigit, 4)}, "Booking reference (PNR)")

	g.add("logistics/benign-vin-decode-fleet-table", `
$ psql fleet -c "SELECT unit, vin, make, model_year, eld_serial FROM vehicles ORDER BY unit LIMIT 4;"
 unit  |        vin        |   make    | model_year |  eld_serial
-------+-------------------+-----------+------------+--------------
 T-201 | «_v1» | Freightliner |       2021 | «_e1»
 T-202 | «_v2» | Kenworth  |       2022 | «_e2»
 T-203 | «_v3» | Volvo     |       2020 | «_e3»
 T-204 | «_v4» | Peterbilt |       2023 | «_e4»
(4 rows)
`, V{"_v1": g.lxVIN(), "_e1": g.s(alUpNum, 12), "_v2": g.lxVIN(), "_e2": g.s(alUpNum, 12), "_v3": g.lxVIN(), "_e3": g.s(alUpNum, 12), "_v4": g.lxVIN(), "_e4": g.s(alUpNum, 12)}, "Freightliner", "eld_serial")

	g.add("logistics/benign-masked-carrier-settings-ui", `
Settings › Shipping › Carrier accounts

  Carrier   Account      Credentials                    Status
  FedEx     «_m1»     Client ID l7••••••••••«_t1»     Connected
  UPS       «_m2»     Client ID ••••••••••••«_t2»     Connected
  DHL       «_m3»     API key   ••••••••••••«_t3»     Needs attention
`, V{"_m1": "****" + g.s(alDigit, 4), "_t1": g.s(alLowNum, 4), "_m2": "****" + g.s(alUpNum, 2), "_t2": g.s(alAlnum, 4), "_m3": "****" + g.s(alDigit, 4), "_t3": g.s(alAlnum, 4)}, "Carrier accounts", "Needs attention")

	g.add("logistics/benign-iata-ourairports-csv", `
$ grep -E '"(LHR|JFK|SIN|ZRH)"' airports.csv | cut -d, -f2,4,14,10
"EGLL","London Heathrow Airport","LHR","London"
"KJFK","John F Kennedy International Airport","JFK","New York"
"WSSS","Singapore Changi Airport","SIN","Singapore"
"LSZH","Zürich Airport","ZRH","Zurich"
`, nil, "John F Kennedy International Airport", "Singapore Changi Airport")

	g.add("logistics/benign-shippo-rate-object-ids", `
>>> [(r.object_id, r.provider, r.servicelevel.token, r.amount) for r in shipment.rates][:3]
[('«_r1»', 'USPS', 'usps_ground_advantage', '5.87'),
 ('«_r2»', 'USPS', 'usps_priority', '8.96'),
 ('«_r3»', 'UPS', 'ups_ground', '11.42')]
`, V{"_r1": g.hex(32), "_r2": g.hex(32), "_r3": g.hex(32)}, "usps_ground_advantage")

	g.add("logistics/benign-container-tracking-bol", `
Container «_c» (40' HC) — B/L «_bol»
  2024-06-02  Gate in full           Yantian, CN
  2024-06-04  Loaded on vessel       MAERSK ESSEN / 424E
  2024-06-19  Discharged             Los Angeles, US
  ETA door:   2024-06-24
Seal: «_seal»
`, V{"_c": "MSKU" + g.s(alDigit, 7), "_bol": g.digits(9), "_seal": "ML-CN" + g.s(alDigit, 7)}, "MAERSK ESSEN / 424E")

	g.add("logistics/benign-fedex-sandbox-test-numbers-doc", `
// test/fixtures/fedex.ts — FedEx published sandbox mock tracking numbers
export const MOCK_TRACKING = {
  delivered: '«_a»',
  inTransit: '«_b»',
  exception: '«_c»',
};
export const TEST_ACCOUNT = 'XXXXX' + '«_acct»'.slice(-4);
`, V{"_a": g.lxFedExTrack(), "_b": g.lxFedExTrack(), "_c": g.lxFedExTrack(), "_acct": g.lxAcct()}, "MOCK_TRACKING")

	g.add("logistics/benign-duffel-offer-ids-and-hashes", `
offers: 12 returned in 2.41s (orq_0000«_orq»)
  off_0000«_o1»  BA 117   GBP 412.80  conditions.refund_before_departure.allowed=false
  off_0000«_o2»  VS 3     GBP 438.10  conditions.refund_before_departure.allowed=true
cache key sha256=«_h»
`, V{"_orq": g.s(alAlnum, 18), "_o1": g.s(alAlnum, 18), "_o2": g.s(alAlnum, 18), "_h": g.hex(64)}, "refund_before_departure")

	g.add("logistics/benign-samsara-gps-stream", `
{"data":[{"id":"«_id»","name":"Truck 14","gps":{"time":"2024-06-18T14:02:11Z","latitude":39.5296,"longitude":-119.8138,"headingDegrees":87,"speedMilesPerHour":61.5,"reverseGeo":{"formattedLocation":"I-80 E, Reno, NV"}}}],"pagination":{"endCursor":"«_cur»","hasNextPage":true}}
`, V{"_id": g.digits(15), "_cur": g.uuid()}, "speedMilesPerHour", "I-80 E, Reno, NV")

	g.add("logistics/benign-gs1-sscc-labels", `
$ python -m labels.sscc --company-prefix 0614141 --count 3
(00) 1«_s1»
(00) 1«_s2»
(00) 1«_s3»
GS1-128 rendered to out/pallet_labels.zpl (3 labels, 4x6, 203dpi)
`, V{"_s1": "0614141" + g.s(alDigit, 10), "_s2": "0614141" + g.s(alDigit, 10), "_s3": "0614141" + g.s(alDigit, 10)}, "out/pallet_labels.zpl")
}

// ---- European parcel carriers ----

func (g *G) lxEUCarriers() {
	g.add("logistics/dpd-delis-login-soap", `
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns="http://dpd.com/common/service/types/LoginService/2.0">
  <soapenv:Body>
    <ns:getAuth>
      <delisId>«_id»</delisId>
      <password>«a»</password>
      <messageLanguage>de_DE</messageLanguage>
    </ns:getAuth>
  </soapenv:Body>
</soapenv:Envelope>
<!-- response: <return><delisId>«_id»</delisId><customerUid>«_id»</customerUid><authToken>«b»</authToken><depot>0163</depot></return> -->
`, V{"_id": g.pick("sandboxdpd", "acmeversand", "shop4711"), "a": g.pwStrong(), "b": g.b64(48)}, "LoginService/2.0", "messageLanguage")

	g.add("logistics/colissimo-contract-password-php", `
// modules/colissimo/config.php
return [
    'contract_number' => '«_cn»',
    'password'        => '«a»',
    'ws_url'          => 'https://ws.colissimo.fr/sls-ws/SlsServiceWSRest/2.0/generateLabel',
    'product_code'    => 'DOM',
];
`, V{"_cn": g.digits(6), "a": g.pw()}, "ws.colissimo.fr/sls-ws/SlsServiceWSRest/2.0/generateLabel")

	g.add("logistics/gls-shipit-basic-yaml", `
gls:
  shipit_url: https://shipit-wbm-de02.gls-group.eu:443/backend/rs
  username: «_u»
  password: «a»
  contact_id: «_cid»
  shipper_id: «_sid»
`, V{"_u": g.digits(10), "a": g.pwURL(), "_cid": "276a" + g.s(alLowNum, 6), "_sid": g.digits(10) + " " + g.digits(10)}, "shipit-wbm-de02.gls-group.eu")

	g.add("logistics/evri-client-credentials-curl", `
$ curl -s -X POST https://api.hermes-europe.co.uk/oauth/token \
    -d grant_type=client_credentials -d client_id=«_cid» -d client_secret=«a»
{"access_token":"«b»","token_type":"bearer","expires_in":43199,"scope":"routing labels"}
`, V{"_cid": g.pick("acme-goods-routing", "evri-client-9021"), "a": g.uuid(), "b": g.uuid()}, "api.hermes-europe.co.uk/oauth/token")

	g.add("logistics/inpost-shipx-bearer-env", `
INPOST_API_URL=https://api-shipx-pl.easypack24.net
INPOST_ORGANIZATION_ID=«_org»
INPOST_API_TOKEN=«a»
INPOST_GEOWIDGET_TOKEN=«_geo»
`, V{"_org": g.digits(5), "a": g.jwt("RS256", fmt.Sprintf(`{"exp":%d,"iat":1718000000,"jti":"%s","iss":"https://login.inpost.pl/auth/realms/external","sub":"%s","typ":"Bearer","azp":"shipx","scope":"openid api:apipoints api:shipx","allowed_refs":["%s"]}`, 2033000000, g.uuid(), g.uuid(), g.digits(5))), "_geo": g.jwt("RS256", `{"sub":"geowidget","aud":"geowidget.inpost.pl","allowed_refs":["https://shop.acme.pl"]}`)}, "api-shipx-pl.easypack24.net")

	g.add("logistics/bpost-and-postnord-config-ini", `
[bpost]
account_id = «_acct»
passphrase = «a»

[postnord]
apikey = «b»
customer_number = «_pn»
`, V{"_acct": g.digits(6), "a": g.pw(), "b": g.hex(32), "_pn": g.digits(8)}, "[postnord]")
}

// ---- rail and public transport ----

func (g *G) lxRail() {
	g.add("logistics/db-api-marketplace-headers", `
$ curl -s "https://apis.deutschebahn.com/db-api-marketplace/apis/timetables/v1/plan/8000105/240618/14" \
    -H "DB-Client-Id: «_cid»" -H "DB-Api-Key: «a»" -H "accept: application/xml" | head -3
<?xml version='1.0' encoding='UTF-8'?>
<timetable station="Frankfurt(Main)Hbf">
<s id="«_sid»-2406181307-1"><tl f="F" t="p" o="80" c="ICE" n="1021"/>
`, V{"_cid": g.hex(32), "a": g.hex(32), "_sid": g.digits(19)}, "Frankfurt(Main)Hbf", "db-api-marketplace/apis/timetables")

	g.add("logistics/navitia-token-basic-user", `
$ curl -s -u «a»: "https://api.navitia.io/v1/coverage/sncf/journeys?from=stop_area:SNCF:87686006&to=stop_area:SNCF:87751008&datetime=20240618T080000" | jq '.journeys[0].duration'
11820
`, V{"a": g.uuid()}, "api.navitia.io/v1/coverage/sncf/journeys")

	g.add("logistics/tfl-unified-api-app-key", `
// tfl.go
const tflBase = "https://api.tfl.gov.uk"
var tflAppKey = getenv("TFL_APP_KEY", "«a»")

func arrivals(stopID string) (*http.Response, error) {
	return http.Get(tflBase + "/StopPoint/" + stopID + "/Arrivals?app_key=" + url.QueryEscape(tflAppKey))
}
`, V{"a": g.hex(32)}, "https://api.tfl.gov.uk")

	g.add("logistics/trainline-partner-hmac-env", `
# partner integration, staging
TRAINLINE_PARTNER_ID=acme-travel
TRAINLINE_API_KEY=«a»
TRAINLINE_HMAC_SECRET=«b»
SILVERRAIL_USER=acme_api
SILVERRAIL_PASSWORD=«c»
`, V{"a": g.an(40), "b": g.b64(48), "c": g.pwStrong()}, "TRAINLINE_PARTNER_ID=acme-travel")
}
