package cases

import (
	"fmt"
	"strings"
)

// govCases adds credentials from public sector, legal and tax integrations
// as a coding agent meets them while it wires an app to a government API,
// signs documents, files invoices and tax returns, talks to courts or
// deploys to a government cloud. Sources: government open data (api.data.gov
// and the agencies behind it, Census, BLS, FRED, NREL, NASA, Socrata and
// ArcGIS portals, Eurostat, UK Companies House, ONS, data.gov.in,
// USAspending, SAM.gov entity and opportunity APIs), identity (login.gov
// private_key_jwt and SAML, ID.me, GOV.UK One Login, eIDAS nodes and
// connectors, itsme, Swedish BankID, Singpass, Aadhaar/UIDAI AUA and ASA
// keys, DigiLocker, Keycloak brokers in front of them), e-signature
// (DocuSign JWT grant, Connect and SDKs, Adobe Acrobat Sign, Dropbox Sign,
// SignNow, Yousign, Docusign CLM webhooks), e-invoicing and tax (Peppol
// access points and phase4, Storecove, Mexico SAT CFDI with CSD keys and
// PACs, India GST e-invoice IRP and e-way bill, Italy SDI and its
// intermediaries, Brazil NF-e and NFC-e certificates and CSC, Saudi ZATCA,
// Poland KSeF, Avalara AvaTax, TaxJar, Vertex, Sovos, HMRC Making Tax
// Digital, IRS MeF, IRIS and TIN matching), courts and legal (PACER and
// CM/ECF, CourtListener, Tyler e-filing, Clio, LexisNexis, Westlaw, NetDocuments,
// iManage), municipal systems (Open311, Accela, SeeClickFix, Esri, meters,
// traffic and parking IoT), FOIA portals and MuckRock, government cloud
// (AWS GovCloud, Azure Government, cloud.gov, eMASS and FedRAMP tooling),
// and PKI (PIV/CAC, PKCS#11 and smart-card PINs, PIV management keys,
// .p12 and .pfx passwords, Java keystores), the deploy configs and
// pipelines that carry these secrets (Kubernetes, Helm, Ansible Vault,
// GitHub Actions, GitLab, Jenkins, Key Vault, Terraform state, Vercel,
// dotnet user-secrets, Postman), with the tickets, emails, chats and
// logs around them. Benign look-alikes: case and docket
// numbers, masked tax ids, form numbers, UEI and CAGE codes, GSTINs,
// RFCs, invoice UUIDs and access keys of NF-e, certificate thumbprints
// and serials, public keys and JWKS, envelope and agreement ids, client
// ids, FIPS codes and series ids. The case names start with "gov/".
func (g *G) govCases() {
	g.govOpenData()
	g.govIdentity()
	g.govESign()
	g.govEInvoice()
	g.govTax()
	g.govLegal()
	g.govCity()
	g.govCloud()
	g.govPKI()
	g.govDeploy()
	g.govChat()
	g.govBenign()
}

// ---- helpers used only here ----

// govAdd is add with "ˋ" standing for a backtick.
func (g *G) govAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// govDG is an api.data.gov key (40 alphanumerics).
func (g *G) govDG() string { return g.an(40) }

// govUEI is a SAM.gov Unique Entity ID (benign).
func (g *G) govUEI() string {
	const al = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
	return g.s("ABCDEFGHJKLMNPQRSTUVWXYZ123456789", 1) + g.s(al, 11)
}

// govCAGE is a CAGE code (benign).
func (g *G) govCAGE() string { return g.s(alDigit, 1) + g.s(alUpNum, 3) + g.s(alDigit, 1) }

// govThumb is a SHA-1 certificate thumbprint, upper-case hex (benign).
func (g *G) govThumb() string { return g.s(alHexU, 40) }

// govColon is a colon-separated SHA-256 fingerprint (benign).
func (g *G) govColon() string {
	h := g.s(alHexU, 64)
	var p []string
	for i := 0; i < 64; i += 2 {
		p = append(p, h[i:i+2])
	}
	return strings.Join(p, ":")
}

// govGSTIN is an Indian GSTIN (benign).
func (g *G) govGSTIN() string {
	return fmt.Sprintf("%02d", 1+g.r.IntN(36)) + g.s(alUpper, 5) + g.s(alDigit, 4) + g.s(alUpper, 1) + "1Z" + g.s(alUpNum, 1)
}

// govRFC is a Mexican RFC of a company (benign).
func (g *G) govRFC() string { return g.s(alUpper, 3) + g.s(alDigit, 6) + g.s(alUpNum, 3) }

// govCNPJ is a formatted Brazilian CNPJ (benign).
func (g *G) govCNPJ() string {
	return g.s(alDigit, 2) + "." + g.s(alDigit, 3) + "." + g.s(alDigit, 3) + "/0001-" + g.s(alDigit, 2)
}

// govDocket is a federal civil docket number (benign).
func (g *G) govDocket() string {
	return fmt.Sprintf("%d:%02d-%s-%05d", 1+g.r.IntN(4), 22+g.r.IntN(4), g.pick("cv", "cr", "bk", "mc"), g.r.IntN(99999))
}

// govPIN is a smart-card PIN of 8 digits.
func (g *G) govPIN() string { return g.s(alDigit, 8) }

// govJWK is a private RSA JWK with random members.
func (g *G) govJWK(kid string) string {
	return fmt.Sprintf(`{"kty":"RSA","kid":"%s","use":"sig","alg":"RS256","n":"%s","e":"AQAB","d":"%s","p":"%s","q":"%s","dp":"%s","dq":"%s","qi":"%s"}`,
		kid, g.b64u(342), g.b64u(342), g.b64u(171), g.b64u(171), g.b64u(171), g.b64u(171), g.b64u(171))
}

// govLic is a UIDAI-style license key (base64url, 64 chars).
func (g *G) govLic() string { return g.b64u(64) }

// ---- government open data ----

func (g *G) govOpenData() {
	g.add("gov/api-data-gov-curl-nrel", `
$ curl -s "https://developer.nrel.gov/api/alt-fuel-stations/v1/nearest.json?api_key=«a»&location=Denver+CO&fuel_type=ELEC&limit=2" | jq '.fuel_stations[].station_name'
"Denver Union Station - Tesla Supercharger"
"Wynkoop Garage"
$ curl -sI "https://developer.nrel.gov/api/alt-fuel-stations/v1/nearest.json?api_key=«a»&location=Denver+CO" | grep -i ratelimit
x-ratelimit-limit: 1000
x-ratelimit-remaining: 997
`, V{"a": g.govDG()}, "fuel_type=ELEC", "x-ratelimit-remaining: 997")

	g.add("gov/api-data-gov-header-fda", `
import requests

API_KEY = "«a»"  # from https://api.data.gov/signup/

resp = requests.get(
    "https://api.fda.gov/drug/enforcement.json",
    params={"search": 'report_date:[20240101 TO 20241231]', "limit": 5},
    headers={"X-Api-Key": API_KEY},
    timeout=30,
)
resp.raise_for_status()
for r in resp.json()["results"]:
    print(r["recall_number"], r["classification"])
`, V{"a": g.govDG()}, "https://api.fda.gov/drug/enforcement.json", "recall_number")

	g.add("gov/api-data-gov-demo-key-vs-real", `
# .env.example
NASA_API_KEY=DEMO_KEY        # 30 req/hour, fine for local dev

# .env   (do not commit)
NASA_API_KEY=«a»
NASA_APOD_CACHE_TTL=3600
`, V{"a": g.govDG()}, "NASA_API_KEY=DEMO_KEY", "NASA_APOD_CACHE_TTL=3600")

	g.add("gov/census-api-python-census", `
>>> from census import Census
>>> from us import states
>>> c = Census("«a»", year=2022)
>>> c.acs5.state_county(("NAME", "B19013_001E"), states.MD.fips, "031")
[{'NAME': 'Montgomery County, Maryland', 'B19013_001E': 128733.0, 'state': '24', 'county': '031'}]
`, V{"a": g.hex(40)}, "B19013_001E", "Montgomery County, Maryland")

	g.add("gov/census-api-key-invalid-html", `
$ curl -s "https://api.census.gov/data/2022/acs/acs5?get=NAME,B01003_001E&for=state:06&key=«a»"
<html><head><title>Invalid Key</title></head><body>
<p>A valid <em>key</em> must be included with each data API request. You included a key with this request, however, it is not valid. Please check your key and try again.</p>
<p>If you do not have a key you may sign up for one <a href="https://api.census.gov/data/key_signup.html">here</a>.</p>
</body></html>
`, V{"a": g.hex(40)}, "B01003_001E", "https://api.census.gov/data/key_signup.html")

	g.add("gov/bls-api-v2-registrationkey-json", `
$ curl -s -X POST -H 'Content-Type: application/json' \
  -d '{"seriesid":["CUUR0000SA0","LNS14000000"],"startyear":"2022","endyear":"2024","registrationkey":"«a»","catalog":true,"calculations":true}' \
  https://api.bls.gov/publicAPI/v2/timeseries/data/ | jq '.status, .message'
"REQUEST_SUCCEEDED"
[]
`, V{"a": g.hex(32)}, "CUUR0000SA0", "LNS14000000", "REQUEST_SUCCEEDED")

	g.add("gov/fred-api-r-renviron", `
# ~/.Renviron
FRED_API_KEY=«a»
CENSUS_API_KEY=«b»
R_LIBS_USER=~/R/library

> library(fredr); library(tidycensus)
> fredr_set_key(Sys.getenv("FRED_API_KEY"))
> fredr(series_id = "UNRATE", observation_start = as.Date("2020-01-01")) |> tail(2)
# A tibble: 2 × 5
  date       series_id value realtime_start realtime_end
1 2024-09-01 UNRATE      4.1 2024-10-21     2024-10-21
2 2024-10-01 UNRATE      4.1 2024-11-01     2024-11-01
`, V{"a": g.s(alLowNum, 32), "b": g.hex(40)}, "R_LIBS_USER=~/R/library", "series_id = \"UNRATE\"")

	g.add("gov/fred-error-bad-key", `
GET https://api.stlouisfed.org/fred/series/observations?series_id=GDPC1&api_key=«a»&file_type=json
400 Bad Request
{"error_code":400,"error_message":"Bad Request.  The value for variable api_key is not a 32 character alpha-numeric lower-case string.  Read https:\/\/fred.stlouisfed.org\/docs\/api\/api_key.html for more information."}
`, V{"a": g.s(alLowNum, 31) + g.pick("A", "B", "Q")}, "series_id=GDPC1", "error_code")

	g.add("gov/companies-house-curl-basic", `
$ curl -s -u «a»: https://api.company-information.service.gov.uk/company/«_crn» | jq '{company_name, company_status, date_of_creation}'
{
  "company_name": "FERNWOOD ANALYTICS LTD",
  "company_status": "active",
  "date_of_creation": "2017-05-09"
}
`, V{"a": g.uuid(), "_crn": g.digits(8)}, "FERNWOOD ANALYTICS LTD", "https://api.company-information.service.gov.uk/company/")

	g.add("gov/companies-house-node-config", `
// src/clients/companiesHouse.ts
import axios from "axios";

const CH_KEY = process.env.CH_API_KEY ?? "«a»";

export const ch = axios.create({
  baseURL: "https://api.company-information.service.gov.uk",
  auth: { username: CH_KEY, password: "" },
  timeout: 10_000,
});

export async function officers(companyNumber: string) {
  const { data } = await ch.get(ˋ/company/${companyNumber}/officersˋ);
  return data.items;
}
`, V{"a": g.uuid()}, "https://api.company-information.service.gov.uk", "process.env.CH_API_KEY")

	g.add("gov/companies-house-streaming-key", `
$ curl -s --user «a»: https://stream.companieshouse.gov.uk/filings | head -c 400
{"resource_kind":"filing-history","resource_uri":"/company/«_crn»/filing-history/MzQ0NjQ4NzY5OWFkaXF6a2N4","resource_id":"MzQ0NjQ4NzY5OWFkaXF6a2N4","data":{"category":"accounts","date":"2024-11-04","description":"accounts-with-accounts-type-micro-entity","type":"AA"},"event":{"timepoint":«_tp»,"published_at":"2024-11-05T09:12:44","type":"changed"}}
`, V{"a": g.uuid(), "_crn": g.digits(8), "_tp": g.digits(8)}, "https://stream.companieshouse.gov.uk/filings", "accounts-with-accounts-type-micro-entity")

	g.govAdd("gov/ons-eurostat-no-key-mixed", `
# scripts/fetch_stats.py -- ONS and Eurostat need no key; ECB none; only FRED does
ONS_URL = "https://api.beta.ons.gov.uk/v1/datasets/cpih01/editions/time-series/versions/43/observations"
EUROSTAT_URL = "https://ec.europa.eu/eurostat/api/dissemination/statistics/1.0/data/prc_hicp_manr?geo=EA20&coicop=CP00"
FRED_KEY = os.environ.get("FRED_API_KEY", "«a»")
`, V{"a": g.s(alLowNum, 32)}, "prc_hicp_manr?geo=EA20&coicop=CP00", "cpih01/editions/time-series")

	g.add("gov/socrata-app-token-sodapy", `
from sodapy import Socrata

client = Socrata(
    "data.cityofchicago.org",
    "«_app»",
    username="etl-bot@fernwood.dev",
    password="«a»",
    timeout=60,
)
rows = client.get("ijzp-q8t2", where="date > '2024-10-01T00:00:00'", limit=50000)
`, V{"_app": g.an(25), "a": g.pw()}, "data.cityofchicago.org", "ijzp-q8t2", "etl-bot@fernwood.dev")

	g.add("gov/socrata-api-key-secret-basic", `
$ curl -s -u «_kid»:«a» \
    -X POST -H "Content-Type: application/json" \
    --data @rows.json \
    https://data.seattle.gov/resource/«_fx».json
{
  "By RowIdentifier" : 0,
  "Rows Updated" : 0,
  "Rows Deleted" : 0,
  "Rows Created" : 412,
  "Errors" : 0
}
`, V{"_kid": g.s(alLowNum, 25), "a": g.s(alAlnum, 50), "_fx": g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4)}, "Rows Created", "https://data.seattle.gov/resource/")

	g.add("gov/data-gov-in-api-key", `
$ http GET "https://api.data.gov.in/resource/9ef84268-d588-465a-a308-a864a43d0070" api-key==«a» format==json limit==3 filters[state.keyword]==Kerala
HTTP/1.1 200 OK
Content-Type: application/json

{"index_name":"9ef84268-d588-465a-a308-a864a43d0070","title":"Current Daily Price of Various Commodities from Various Markets (Mandi)","total":812,"count":3}
`, V{"a": g.hex(56)}, "filters[state.keyword]==Kerala", "Current Daily Price of Various Commodities")

	g.add("gov/sam-gov-entity-api-curl", `
$ curl -s "https://api.sam.gov/entity-information/v3/entities?api_key=«a»&ueiSAM=«_uei»&includeSections=entityRegistration,coreData" \
  | jq '.entityData[0].entityRegistration | {legalBusinessName, ueiSAM, cageCode, registrationStatus, registrationExpirationDate}'
{
  "legalBusinessName": "FERNWOOD ANALYTICS LLC",
  "ueiSAM": "«_uei»",
  "cageCode": "«_cage»",
  "registrationStatus": "Active",
  "registrationExpirationDate": "2025-08-14"
}
`, V{"a": g.govDG(), "_uei": g.govUEI(), "_cage": g.govCAGE()}, "includeSections=entityRegistration,coreData", "FERNWOOD ANALYTICS LLC")

	g.add("gov/sam-gov-opportunities-airflow-var", `
$ airflow variables set sam_gov_api_key «a»
Variable sam_gov_api_key created
$ airflow variables get sam_gov_api_key
«a»
$ airflow tasks test sam_opportunities fetch_notices 2024-11-12
[2024-11-12, 06:00:03 UTC] {fetch.py:41} INFO - GET https://api.sam.gov/opportunities/v2/search?limit=1000&postedFrom=11/11/2024&postedTo=11/12/2024&ncode=541511
[2024-11-12, 06:00:05 UTC] {fetch.py:52} INFO - 237 notices, 0 errors
`, V{"a": g.govDG()}, "sam_gov_api_key", "ncode=541511")

	g.add("gov/sam-gov-key-expired-ticket", `
Subject: [sam-etl] nightly job failing since Oct 30 — API key expired
From: procurement-data@fernwood.dev

SAM.gov system account keys expire every 90 days. The old one is dead:
  {"error":{"code":"API_KEY_INVALID","message":"An invalid api_key was supplied. Get one at https://api.sam.gov"}}
I generated a new one from the Workspace > System Account page:
  «a»
Please update the SAM_API_KEY secret in the "procurement" GitHub environment and re-run.
UEI on the system account: «_uei»   CAGE: «_cage»
`, V{"a": g.govDG(), "_uei": g.govUEI(), "_cage": g.govCAGE()}, "API_KEY_INVALID", "SAM_API_KEY")

	g.add("gov/usaspending-no-key-and-regulations-gov-key", `
# config/sources.yaml
usaspending:
  base_url: https://api.usaspending.gov/api/v2/
  auth: none
regulations_gov:
  base_url: https://api.regulations.gov/v4/
  api_key: «a»
  docket_ids: [EPA-HQ-OAR-2021-0317, FDA-2023-N-2177]
federal_register:
  base_url: https://www.federalregister.gov/api/v1/
  auth: none
`, V{"a": g.govDG()}, "EPA-HQ-OAR-2021-0317", "FDA-2023-N-2177", "https://api.usaspending.gov/api/v2/")

	g.add("gov/congress-gov-api-key-rust", `
// src/congress.rs
const BASE: &str = "https://api.congress.gov/v3";
const KEY: &str = "«a»";

pub async fn bill(client: &reqwest::Client, congress: u16, kind: &str, num: u32) -> anyhow::Result<Bill> {
    let url = format!("{BASE}/bill/{congress}/{kind}/{num}?format=json&api_key={KEY}");
    Ok(client.get(url).send().await?.error_for_status()?.json::<BillResponse>().await?.bill)
}
`, V{"a": g.govDG()}, "https://api.congress.gov/v3", "BillResponse")

	g.add("gov/arcgis-hub-token-generate", `
$ curl -s -X POST https://gis.cityofmadison.com/portal/sharing/rest/generateToken \
    -d username=gis_svc_publisher -d password='«a»' -d referer=https://maps.cityofmadison.com -d expiration=120 -d f=json
{"token":"«b»","expires":1731423712000,"ssl":true}
`, V{"a": g.pw(), "b": g.b64u(128) + "."}, "gis_svc_publisher", "https://maps.cityofmadison.com")
}

// ---- identity ----

func (g *G) govIdentity() {
	g.add("gov/login-gov-omniauth-private-key-jwt", `
# config/initializers/login_gov.rb
Rails.application.config.middleware.use OmniAuth::Builder do
  provider :login_dot_gov, {
    name: :logindotgov,
    client_id: "urn:gov:gsa:openidconnect.profiles:sp:sso:fernwood:benefits_portal",
    idp_base_url: "https://idp.int.identitysandbox.gov/",
    ial: 2,
    private_key: OpenSSL::PKey::RSA.new(<<~PEM),
«a»
    PEM
    redirect_uri: "https://benefits.fernwood.dev/auth/logindotgov/callback",
  }
end
`, V{"a": g.rsaPEM().block()}, "urn:gov:gsa:openidconnect.profiles:sp:sso:fernwood:benefits_portal", "https://idp.int.identitysandbox.gov/")

	g.add("gov/login-gov-env-base64-key", `
LOGIN_GOV_CLIENT_ID=urn:gov:gsa:openidconnect.profiles:sp:sso:hud:grants_intake
LOGIN_GOV_IDP=https://secure.login.gov
LOGIN_GOV_REDIRECT_URI=https://grants.hud.example/auth/callback
LOGIN_GOV_PRIVATE_KEY_B64=«a»
LOGIN_GOV_ACR=urn:acr.login.gov:verified
`, V{"a": b64s(g.pkcs8RSAPEM().block())}, "urn:gov:gsa:openidconnect.profiles:sp:sso:hud:grants_intake", "urn:acr.login.gov:verified")

	g.add("gov/login-gov-token-response-debug", `
[2024-11-13T15:02:41.227Z] DEBUG oidc: POST https://idp.int.identitysandbox.gov/api/openid_connect/token client_assertion_type=urn:ietf:params:oauth:client-assertion-type:jwt-bearer
[2024-11-13T15:02:41.604Z] DEBUG oidc: 200 {"access_token":"«a»","token_type":"Bearer","expires_in":900,"id_token":"«b»"}
[2024-11-13T15:02:41.650Z] INFO  session: user «_sub» signed in (ial=2, aal=urn:gov:gsa:ac:classes:sp:PasswordProtectedTransport:duo)
`, V{"a": g.b64u(22), "b": g.jwt("RS256", fmt.Sprintf(`{"sub":"%s","iss":"https://idp.int.identitysandbox.gov/","email":"jdoe@example.com","email_verified":true,"acr":"urn:acr.login.gov:verified","nonce":"%s","aud":"urn:gov:gsa:openidconnect.profiles:sp:sso:fernwood:benefits_portal","jti":"%s","at_hash":"%s","c_hash":"%s","exp":1731510661,"iat":1731510361,"nbf":1731510361}`, g.uuid(), g.hex(32), g.b64u(22), g.b64u(22), g.b64u(22))), "_sub": g.uuid()}, "client_assertion_type=urn:ietf:params:oauth:client-assertion-type:jwt-bearer")

	g.add("gov/login-gov-saml-sp-key-python3-saml", `
{
  "strict": true,
  "sp": {
    "entityId": "urn:gov:gsa:SAML:2.0.profiles:sp:sso:fernwood:grants",
    "assertionConsumerService": {"url": "https://grants.fernwood.dev/saml/acs", "binding": "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"},
    "x509cert": "«_cert»",
    "privateKey": "«a»"
  },
  "idp": {
    "entityId": "https://idp.int.identitysandbox.gov/api/saml",
    "singleSignOnService": {"url": "https://idp.int.identitysandbox.gov/api/saml/auth2024"}
  }
}
`, V{"_cert": g.b64(780), "a": g.b64(1190)}, "urn:gov:gsa:SAML:2.0.profiles:sp:sso:fernwood:grants", "https://idp.int.identitysandbox.gov/api/saml")

	g.add("gov/idme-oauth-env", `
# ID.me sandbox — Verification: "military" + "ial2"
IDME_CLIENT_ID=«_cid»
IDME_CLIENT_SECRET=«a»
IDME_REDIRECT_URI=http://localhost:3000/callback/idme
IDME_SCOPES="openid http://idmanagement.gov/ns/assurance/ial/2/aal/2"
IDME_AUTH_URL=https://api.idmelabs.com/oauth/authorize
`, V{"_cid": g.hex(32), "a": g.hex(32)}, "http://localhost:3000/callback/idme", "https://api.idmelabs.com/oauth/authorize")

	g.add("gov/idme-token-exchange-curl", `
$ curl -s https://api.id.me/oauth/token \
    -d code=«_code» \
    -d client_id=«_cid» \
    -d client_secret=«a» \
    -d redirect_uri=https://veteran.fernwood.dev/cb \
    -d grant_type=authorization_code
{"access_token":"«b»","token_type":"bearer","expires_in":300,"refresh_token":"«c»","refresh_expires_in":604800,"scope":"military"}
`, V{"_code": g.hex(32), "_cid": g.hex(32), "a": g.hex(32), "b": g.hex(32), "c": g.hex(32)}, "https://veteran.fernwood.dev/cb")

	g.add("gov/gov-uk-one-login-node-config", `
// config/oneLogin.js
module.exports = {
  issuer: "https://oidc.integration.account.gov.uk/",
  clientId: "«_cid»",
  // private_key_jwt: public half uploaded to the self-service admin tool
  privateKey: ˋ«a»ˋ,
  redirectUri: "https://apply-for-a-licence.service.gov.uk/oauth/callback",
  vtr: '["Cl.Cm.P2"]',
  uiLocales: "en cy",
};
`, V{"_cid": g.an(27), "a": g.pkcs8RSAPEM().block()}, "https://oidc.integration.account.gov.uk/", "Cl.Cm.P2")

	g.add("gov/gov-uk-one-login-ec-key-terraform", `
resource "aws_secretsmanager_secret_version" "one_login_signing_key" {
  secret_id     = aws_secretsmanager_secret.one_login.id
  secret_string = <<-EOT
«a»
  EOT
}

output "one_login_public_key_pem" {
  value = tls_private_key.one_login.public_key_pem
}
`, V{"a": g.ecPKCS8().block()}, "aws_secretsmanager_secret.one_login.id", "tls_private_key.one_login.public_key_pem")

	g.add("gov/eidas-node-keystore-properties", `
# eidas-node/config/eidas.xml excerpt (as .properties in our Helm values)
connector.keystore.path=/etc/eidas/keystore/eidasKeyStore_Connector_FE.jks
connector.keystore.password=«a»
connector.keystore.alias=connector-signing
connector.keystore.keyPassword=«b»
connector.metadata.url=https://eidas-connector.fernwood.dev/EidasNode/ConnectorMetadata
connector.signature.algorithm=http://www.w3.org/2007/05/xmldsig-more#sha512-rsa-MGF1
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "eidasKeyStore_Connector_FE.jks", "https://eidas-connector.fernwood.dev/EidasNode/ConnectorMetadata")

	g.add("gov/itsme-private-jwks-file", `
$ cat secrets/itsme/private_jwks.json | jq -c '.keys[]'
«a»
«b»
$ cat public/jwks.json | jq '.keys[].kid'
"fernwood-sig-2024"
"fernwood-enc-2024"
`, V{"a": g.govJWK("fernwood-sig-2024"), "b": g.govJWK("fernwood-enc-2024")}, "public/jwks.json", "\"fernwood-sig-2024\"")

	g.add("gov/bankid-rp-cert-config", `
# appsettings.Production.json
"BankId": {
  "Environment": "Production",
  "ClientCertificate": {
    "Path": "/run/secrets/bankid/FernwoodAB_RP.p12",
    "Password": "«a»"
  },
  "CaCertificate": "/etc/bankid/bankid-root-prod.crt",
  "RpUrl": "https://appapi2.bankid.com/rp/v6.0/"
}
`, V{"a": g.pwStrong()}, "/run/secrets/bankid/FernwoodAB_RP.p12", "https://appapi2.bankid.com/rp/v6.0/")

	g.add("gov/bankid-auth-response-benign-and-qr", `
POST https://appapi2.test.bankid.com/rp/v6.0/auth
{"endUserIp":"194.168.2.25","requirement":{"pinCode":true}}

200 OK
{"orderRef":"«_or»","autoStartToken":"«_ast»","qrStartToken":"«_qst»","qrStartSecret":"«a»"}
`, V{"_or": g.uuid(), "_ast": g.uuid(), "_qst": g.uuid(), "a": g.uuid()}, "appapi2.test.bankid.com", "\"pinCode\":true")

	g.add("gov/singpass-myinfo-jwks-env", `
SINGPASS_CLIENT_ID=«_cid»
SINGPASS_ISSUER=https://stg-id.singpass.gov.sg
SINGPASS_REDIRECT_URI=https://app.fernwood.sg/callback
SINGPASS_PRIVATE_SIG_JWK='«a»'
SINGPASS_PRIVATE_ENC_JWK='{"kty":"EC","crv":"P-256","kid":"enc-2024-10","use":"enc","alg":"ECDH-ES+A256KW","x":"«_x»","y":"«_y»","d":"«b»"}'
`, V{"_cid": g.an(32), "a": fmt.Sprintf(`{"kty":"EC","crv":"P-256","kid":"sig-2024-10","use":"sig","alg":"ES256","x":"%s","y":"%s","d":"%s"}`, g.b64u(43), g.b64u(43), g.b64u(43)), "_x": g.b64u(43), "_y": g.b64u(43), "b": g.b64u(43)}, "https://stg-id.singpass.gov.sg", "ECDH-ES+A256KW")

	g.add("gov/aadhaar-aua-license-config", `
# auth-gateway/application-prod.yml
uidai:
  auth-url: https://auth.uidai.gov.in/2.5/public/
  aua-code: «_aua»
  sub-aua-code: «_sub»
  asa-license-key: «a»
  aua-license-key: «b»
  signing:
    keystore: /opt/aua/keys/aua-signing-prod.p12
    keystore-password: «c»
  uidai-public-cert: /opt/aua/keys/uidai_auth_prod.cer
`, V{"_aua": g.s(alUpNum, 10), "_sub": g.s(alUpNum, 10), "a": g.govLic(), "b": g.govLic(), "c": g.pw()}, "https://auth.uidai.gov.in/2.5/public/", "uidai_auth_prod.cer")

	g.add("gov/aadhaar-otp-request-log-masked", `
2024-11-14 10:22:07.311 INFO  [otp-svc] POST https://auth.uidai.gov.in/otp/2.5/public/9/9/«a»
2024-11-14 10:22:07.312 DEBUG [otp-svc] uid=XXXXXXXX«_last4» txn=UKC:«_txn» ch=01 ver=2.5
2024-11-14 10:22:08.044 INFO  [otp-svc] ret=y code=«_code» err=null
`, V{"a": g.govLic(), "_last4": g.s(alDigit, 4), "_txn": g.uuid(), "_code": g.hex(32)}, "[otp-svc]")

	g.add("gov/digilocker-partner-credentials", `
# DigiLocker Partner API — issuer "FWDLIC"
DIGILOCKER_CLIENT_ID=«_cid»
DIGILOCKER_CLIENT_SECRET=«a»
DIGILOCKER_REDIRECT_URI=https://kyc.fernwood.in/digilocker/callback
DIGILOCKER_ISSUER_ID=in.fernwood.fwdlic
DIGILOCKER_PULL_API_KEY=«b»
`, V{"_cid": g.s(alUpNum, 8), "a": g.hex(32), "b": g.s(alAlnum, 20)}, "https://kyc.fernwood.in/digilocker/callback", "in.fernwood.fwdlic")

	g.add("gov/keycloak-idp-broker-login-gov-export", `
$ kcadm.sh get identity-provider/instances/logingov -r citizens
{
  "alias" : "logingov",
  "displayName" : "Login.gov",
  "providerId" : "oidc",
  "enabled" : true,
  "config" : {
    "clientAuthMethod" : "private_key_jwt",
    "clientId" : "urn:gov:gsa:openidconnect.profiles:sp:sso:state_xy:unemployment",
    "tokenUrl" : "https://secure.login.gov/api/openid_connect/token",
    "clientSecret" : "**********",
    "jwksUrl" : "https://secure.login.gov/api/openid_connect/certs"
  }
}
$ kcadm.sh get identity-provider/instances/idme -r citizens --fields config.clientId,config.clientSecret
{
  "config" : {
    "clientId" : "«_cid»",
    "clientSecret" : "«a»"
  }
}
`, V{"_cid": g.hex(32), "a": g.hex(32)}, "urn:gov:gsa:openidconnect.profiles:sp:sso:state_xy:unemployment", "https://secure.login.gov/api/openid_connect/certs")

	g.add("gov/french-franceconnect-env", `
FC_URL=https://fcp.integ01.dev-franceconnect.fr
FC_CLIENT_ID=«_cid»
FC_CLIENT_SECRET=«a»
FC_CALLBACK_URL=https://demarches.fernwood.fr/login-callback
FC_LOGOUT_CALLBACK_URL=https://demarches.fernwood.fr/logout-callback
FC_SCOPES="openid given_name family_name birthdate"
`, V{"_cid": g.hex(64), "a": g.hex(64)}, "https://fcp.integ01.dev-franceconnect.fr", "openid given_name family_name birthdate")

	g.add("gov/german-eid-governikus-saml-keystore", `
<!-- Governikus Autent SAML connector, POSeIDAS.xml -->
<CoreConfiguration>
  <ServerUrl>https://eid.fernwood.de/eIDService</ServerUrl>
  <ServiceProvider entityID="https://portal.fernwood.de/saml" enabled="true">
    <EPAConnectorConfiguration updateCVC="true">
      <CVCRefID>FWD-PORTAL-DE</CVCRefID>
      <PkiConnectorConfiguration blackListTrustAnchor="BlackListCA" masterListTrustAnchor="MasterListCA">
        <SslKeysId>fwd-tls</SslKeysId>
      </PkiConnectorConfiguration>
    </EPAConnectorConfiguration>
  </ServiceProvider>
  <SigningKeystore path="/etc/eid/sign.p12" alias="samlsign" password="«a»"/>
  <DecryptionKeystore path="/etc/eid/enc.p12" alias="samlenc" password="«b»"/>
</CoreConfiguration>
`, V{"a": g.pw(), "b": g.pw()}, "https://portal.fernwood.de/saml", "FWD-PORTAL-DE")

	g.add("gov/nl-digid-saml-metadata-benign-with-key", `
$ ls -l certs/
-rw-r--r-- 1 app app 2175 Nov  2 11:14 digid-sp-2024.crt
-rw------- 1 app app 3272 Nov  2 11:14 digid-sp-2024.key
$ openssl x509 -in certs/digid-sp-2024.crt -noout -fingerprint -sha256 -serial
sha256 Fingerprint=«_fp»
serial=«_ser»
$ cat certs/digid-sp-2024.key
«a»
`, V{"_fp": g.govColon(), "_ser": g.s(alHexU, 32), "a": g.pkcs8RSAPEM().block()}, "digid-sp-2024.crt")
}

// ---- e-signature ----

func (g *G) govESign() {
	g.add("gov/docusign-csharp-jwt-request", `
var apiClient = new DocuSignClient("https://demo.docusign.net/restapi");
byte[] privateKeyBytes = Encoding.UTF8.GetBytes(@"«a»");
OAuth.OAuthToken token = apiClient.RequestJWTUserToken(
    clientId: "«_ik»",
    userId: "«_uid»",
    oauthBasePath: "account-d.docusign.com",
    privateKeyBytes: privateKeyBytes,
    expiresInHours: 1,
    scopes: new List<string> { "signature", "impersonation" });
`, V{"a": g.rsaPEM().block(), "_ik": g.uuid(), "_uid": g.uuid()}, "account-d.docusign.com", "RequestJWTUserToken")

	g.add("gov/docusign-node-env-multiline", `
DS_JWT_CLIENT_ID=«_ik»
DS_IMPERSONATED_USER_ID=«_uid»
DS_TARGET_ACCOUNT_ID=«_acct»
DS_OAUTH_SERVER=https://account.docusign.com
DS_PRIVATE_KEY="«a»"
`, V{"_ik": g.uuid(), "_uid": g.uuid(), "_acct": g.uuid(), "a": jsonEsc(g.rsaPEM().block())}, "DS_OAUTH_SERVER=https://account.docusign.com")

	g.add("gov/docusign-consent-required-error", `
docusign_esign.client.api_exception.ApiException: (400)
Reason: Bad Request
HTTP response body: b'{"error":"consent_required"}'

Grant consent once by opening:
https://account-d.docusign.com/oauth/auth?response_type=code&scope=signature%20impersonation&client_id=«_ik»&redirect_uri=https://developers.docusign.com/platform/auth/consent
`, V{"_ik": g.uuid()}, "consent_required", "https://developers.docusign.com/platform/auth/consent")

	g.add("gov/docusign-auth-code-secret-basic", `
$ curl -s -X POST https://account-d.docusign.com/oauth/token \
    -H "Authorization: Basic «a»" \
    -d "grant_type=authorization_code&code=«_code»"
{"access_token":"«b»","token_type":"Bearer","refresh_token":"«c»","expires_in":28800}
`, V{"a": b64s(g.uuid() + ":" + g.uuid()), "_code": "eyJ0eXAiOiJNVCIsImFsZyI6IlJTMjU2In0." + g.b64u(300) + "." + g.b64u(60), "b": "eyJ0eXAiOiJNVCIsImFsZyI6IlJTMjU2Iiwia2lkIjoiNjgxODVmZjEtNGU1MS00Y2U5LWFmMWMtNjg5ODEyMjAzMzE3In0." + g.b64u(400) + "." + g.b64u(342), "c": "eyJ0eXAiOiJNVCIsImFsZyI6IlJTMjU2Iiwia2lkIjoiNjgxODVmZjEtNGU1MS00Y2U5LWFmMWMtNjg5ODEyMjAzMzE3In0." + g.b64u(380) + "." + g.b64u(342)}, "grant_type=authorization_code")

	g.add("gov/docusign-connect-hmac-verify-code", `
# webhooks/docusign.py
import base64, hashlib, hmac

DS_CONNECT_HMAC_KEYS = [
    "«a»",  # key 1, added 2024-06
    "«b»",  # key 2, rotation 2024-12
]

def verify(body: bytes, headers) -> bool:
    for i, key in enumerate(DS_CONNECT_HMAC_KEYS, start=1):
        sig = headers.get(f"X-DocuSign-Signature-{i}")
        mac = base64.b64encode(hmac.new(key.encode(), body, hashlib.sha256).digest()).decode()
        if sig and hmac.compare_digest(sig, mac):
            return True
    return False
`, V{"a": g.b64(32), "b": g.b64(32)}, "X-DocuSign-Signature-", "DS_CONNECT_HMAC_KEYS")

	g.add("gov/docusign-envelope-create-log-benign", `
2024-11-15T13:20:01Z INFO  esign: creating envelope template=«_tpl» recipients=2
2024-11-15T13:20:02Z INFO  esign: envelope «_env» status=sent
2024-11-15T13:24:47Z INFO  connect: envelope «_env» recipient «_rid» event=recipient-completed
2024-11-15T13:24:48Z INFO  connect: X-DocuSign-Signature-1 verified, HMAC key 1
2024-11-15T13:24:49Z INFO  storage: saved s3://fwd-contracts/2024/11/«_env».pdf (sha256 «_sha»)
`, V{"_tpl": g.uuid(), "_env": g.uuid(), "_rid": g.uuid(), "_sha": g.hex(64)}, "recipient-completed", "s3://fwd-contracts/2024/11/")

	g.add("gov/adobe-sign-integration-key-curl", `
$ curl -s https://api.na3.adobesign.com/api/rest/v6/agreements \
    -H "Authorization: Bearer «a»" \
    -H "x-api-user: email:contracts@fernwood.dev" | jq '.userAgreementList[0] | {id, name, status}'
{
  "id": "«_agr»",
  "name": "Mutual NDA - Fernwood / County of Dane",
  "status": "OUT_FOR_SIGNATURE"
}
`, V{"a": "3AAABLblqZhB" + g.b64u(58), "_agr": "CBJCHBCAABAA" + g.b64u(32)}, "x-api-user: email:contracts@fernwood.dev", "OUT_FOR_SIGNATURE")

	g.add("gov/adobe-sign-oauth-refresh-properties", `
# adobesign.properties
adobesign.api.base=https://api.eu1.adobesign.com/api/rest/v6
adobesign.oauth.client_id=«_cid»
adobesign.oauth.client_secret=«a»
adobesign.oauth.refresh_token=«b»
adobesign.oauth.scopes=agreement_read:account agreement_write:account webhook_write:account
`, V{"_cid": "CBJCHBCAABAA" + g.b64u(32), "a": g.b64u(32), "b": "3AAABLblqZhC" + g.b64u(58) + "*"}, "https://api.eu1.adobesign.com/api/rest/v6", "agreement_read:account")

	g.add("gov/dropbox-sign-python-sdk", `
from dropbox_sign import ApiClient, Configuration, apis, models

configuration = Configuration(username="«a»")  # API key as basic-auth user

with ApiClient(configuration) as api_client:
    signature_request_api = apis.SignatureRequestApi(api_client)
    data = models.SignatureRequestSendRequest(
        title="Lease renewal — Unit 4B",
        signers=[models.SubSignatureRequestSigner(email_address="tenant@example.com", name="Tenant", order=0)],
        files=[open("lease_4B.pdf", "rb")],
        test_mode=True,
    )
    print(signature_request_api.signature_request_send(data).signature_request.signature_request_id)
`, V{"a": g.hex(64)}, "Lease renewal — Unit 4B", "signature_request_send")

	g.add("gov/hellosign-curl-user-colon", `
$ curl -s -u '«a»:' https://api.hellosign.com/v3/account | jq .account
{
  "account_id": "«_aid»",
  "email_address": "legal-ops@fernwood.dev",
  "is_locked": false,
  "is_paid_hs": true,
  "quotas": {"api_signature_requests_left": 482, "templates_left": 95}
}
`, V{"a": g.hex(64), "_aid": g.hex(40)}, "legal-ops@fernwood.dev", "api_signature_requests_left")

	g.add("gov/hellosign-callback-event-hash-code", `
// Dropbox Sign event callback: event_hash = HMAC-SHA256(api_key, event_time + event_type)
const API_KEY = process.env.HS_API_KEY || "«a»";
app.post("/hooks/hellosign", upload.none(), (req, res) => {
  const ev = JSON.parse(req.body.json).event;
  const want = crypto.createHmac("sha256", API_KEY).update(ev.event_time + ev.event_type).digest("hex");
  if (want !== ev.event_hash) return res.status(401).end();
  res.send("Hello API Event Received");
});
`, V{"a": g.hex(64)}, "Hello API Event Received", "process.env.HS_API_KEY")

	g.add("gov/signnow-oauth-basic-token", `
$ curl -s -X POST https://api.signnow.com/oauth2/token \
    -H "Authorization: Basic «a»" \
    -F username=paralegal@fernwood.dev -F password='«b»' -F grant_type=password -F scope=*
{"expires_in":2592000,"token_type":"bearer","access_token":"«c»","refresh_token":"«d»","scope":"*","last_login":0}
`, V{"a": b64s(g.hex(32) + ":" + g.hex(32)), "b": g.pw(), "c": g.hex(64), "d": g.hex(64)}, "paralegal@fernwood.dev", "https://api.signnow.com/oauth2/token")

	g.add("gov/yousign-api-v3-env", `
# Yousign — sandbox then production
YOUSIGN_API_URL=https://api-sandbox.yousign.app/v3
YOUSIGN_API_KEY=«a»
YOUSIGN_WEBHOOK_SECRET=«b»
YOUSIGN_WORKSPACE_ID=«_ws»
`, V{"a": g.an(32), "b": g.hex(32), "_ws": g.uuid()}, "https://api-sandbox.yousign.app/v3")

	g.add("gov/yousign-curl-signature-request", `
$ curl -s -X POST https://api.yousign.app/v3/signature_requests \
    -H 'Authorization: Bearer «a»' -H 'Content-Type: application/json' \
    -d '{"name":"Contrat de prestation 2025-014","delivery_mode":"email","timezone":"Europe/Paris"}'
{"id":"«_sr»","status":"draft","name":"Contrat de prestation 2025-014","delivery_mode":"email","created_at":"2025-01-09T10:31:11+00:00","ordered_signers":false,"timezone":"Europe/Paris","expiration_date":"2025-07-08T21:59:00+00:00"}
`, V{"a": g.an(32), "_sr": g.uuid()}, "Contrat de prestation 2025-014")

	g.add("gov/docusign-clm-webhook-and-rooms", `
# secrets.auto.tfvars — legal-ops workspace
docusign_rooms_client_secret = "«a»"
docusign_clm_webhook_secret  = "«b»"
docusign_rooms_company_id    = "«_co»"
docusign_rooms_office_id     = 48213
`, V{"a": g.uuid(), "b": g.b64(32), "_co": g.uuid()}, "docusign_rooms_office_id")

	g.add("gov/pandadoc-and-boldsign-keys-yaml", `
esign:
  provider: boldsign
  boldsign:
    api_key: «a»
    brand_id: «_brand»
  pandadoc:           # legacy, remove after Q2
    api_key: «b»
    workspace: legal
`, V{"a": g.b64(48), "_brand": g.uuid(), "b": g.hex(40)}, "legacy, remove after Q2")
}

// ---- e-invoicing ----

func (g *G) govEInvoice() {
	g.add("gov/peppol-phase4-properties", `
# phase4.properties — access point POP000999
global.debug=false
global.production=true
phase4.datapath=/var/lib/phase4
phase4.endpoint.address=https://ap.fernwood.eu/as4
org.apache.wss4j.crypto.merlin.keystore.type=PKCS12
org.apache.wss4j.crypto.merlin.keystore.file=/etc/phase4/ap-prod-2024.p12
org.apache.wss4j.crypto.merlin.keystore.password=«a»
org.apache.wss4j.crypto.merlin.keystore.alias=openpeppol ap pop000999
org.apache.wss4j.crypto.merlin.keystore.private.password=«b»
org.apache.wss4j.crypto.merlin.truststore.file=truststore/complete-truststore.p12
org.apache.wss4j.crypto.merlin.truststore.password=peppol
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "openpeppol ap pop000999", "https://ap.fernwood.eu/as4")

	g.add("gov/peppol-smp-lookup-benign", `
$ curl -s "http://B-«_h».iso6523-actorid-upis.edelivery.tech.ec.europa.eu/iso6523-actorid-upis%3A%3A0088%3A«_gln»" | xmllint --format - | head -12
<?xml version="1.0" encoding="UTF-8"?>
<ServiceGroup xmlns="http://busdox.org/serviceMetadata/publishing/1.0/">
  <ParticipantIdentifier scheme="iso6523-actorid-upis">0088:«_gln»</ParticipantIdentifier>
  <ServiceMetadataReferenceCollection>
    <ServiceMetadataReference href="http://smp.fernwood.eu/iso6523-actorid-upis%3A%3A0088%3A«_gln»/services/busdox-docid-qns%3A%3Aurn%3Aoasis%3Anames%3Aspecification%3Aubl%3Aschema%3Axsd%3AInvoice-2%3A%3AInvoice%23%23urn%3Acen.eu%3Aen16931%3A2017%23compliant%23urn%3Afdc%3Apeppol.eu%3A2017%3Apoacc%3Abilling%3A3.0%3A%3A2.1"/>
  </ServiceMetadataReferenceCollection>
</ServiceGroup>
`, V{"_h": g.hex(32), "_gln": g.digits(13)}, "iso6523-actorid-upis", "busdox-docid-qns")

	g.add("gov/storecove-api-send-invoice", `
$ curl -s -X POST https://api.storecove.com/api/v2/document_submissions \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    -d @invoice-«_inv».json
{"guid":"«_g»"}
$ curl -s https://api.storecove.com/api/v2/document_submissions/«_g»/evidence/sending -H "Authorization: Bearer «a»" | jq .receiver
"0192:«_org»"
`, V{"a": g.b64u(43), "_inv": "INV-2025-" + g.digits(5), "_g": g.uuid(), "_org": g.digits(9)}, "https://api.storecove.com/api/v2/document_submissions")

	g.add("gov/sat-csd-openssl-convert", `
$ ls certificados/
00001000000«_ns».cer  CSD_FERNWOOD_MX_«_rfc»_20240311_121533.key
$ openssl pkcs8 -inform DER -in certificados/CSD_FERNWOOD_MX_«_rfc»_20240311_121533.key -passin pass:«a» -out csd.key.pem
$ openssl x509 -inform DER -in certificados/00001000000«_ns».cer -noout -serial -subject
serial=3330303031303030303030«_ser»
subject=CN = FERNWOOD MEXICO SA DE CV, name = FERNWOOD MEXICO SA DE CV, O = FERNWOOD MEXICO SA DE CV, x500UniqueIdentifier = «_rfc» / , serialNumber = " / ", OU = Sucursal CDMX
`, V{"_ns": g.digits(9), "_rfc": g.govRFC(), "a": g.pwURL(), "_ser": g.hex(20)}, "FERNWOOD MEXICO SA DE CV", "Sucursal CDMX")

	g.add("gov/sat-cfdi-php-config-finkok", `
<?php
// config/cfdi.php
return [
    'rfc_emisor'      => '«_rfc»',
    'regimen_fiscal'  => '601',
    'lugar_expedicion'=> '06600',
    'csd' => [
        'cer'      => storage_path('sat/00001000000«_ns».cer'),
        'key'      => storage_path('sat/csd.key'),
        'password' => '«a»',
    ],
    'pac' => [
        'driver'   => 'finkok',
        'url'      => 'https://facturacion.finkok.com/servicios/soap/stamp.wsdl',
        'username' => 'timbrado@fernwood.mx',
        'password' => '«b»',
    ],
];
`, V{"_rfc": g.govRFC(), "_ns": g.digits(9), "a": g.pwURL(), "b": g.pw()}, "https://facturacion.finkok.com/servicios/soap/stamp.wsdl", "timbrado@fernwood.mx")

	g.add("gov/sat-timbre-response-benign", `
<cfdi:Complemento>
  <tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1"
    UUID="«_uuid»" FechaTimbrado="2025-01-14T12:03:55" RfcProvCertif="«_pac»"
    SelloCFD="«_s1»"
    NoCertificadoSAT="«_nc»"
    SelloSAT="«_s2»"/>
</cfdi:Complemento>
`, V{"_uuid": strings.ToUpper(g.uuid()), "_pac": g.govRFC(), "_s1": g.b64(256), "_nc": "00001000000" + g.digits(9), "_s2": g.b64(256)}, "TimbreFiscalDigital")

	g.add("gov/sat-facturama-python", `
import facturama

facturama._credentials = ("fernwood_mx", "«a»")
facturama.sandbox = False

cfdi = facturama.CfdiMultiEmisor.create3({
    "Serie": "F",
    "Currency": "MXN",
    "ExpeditionPlace": "06600",
    "CfdiType": "I",
    "PaymentForm": "03",
    "PaymentMethod": "PUE",
    "Issuer": {"Rfc": "«_rfc»", "Name": "FERNWOOD MEXICO", "FiscalRegime": "601"},
})
print(cfdi["Complement"]["TaxStamp"]["Uuid"])
`, V{"a": g.pw(), "_rfc": g.govRFC()}, "CfdiMultiEmisor", "\"ExpeditionPlace\": \"06600\"")

	g.add("gov/sat-efirma-descarga-masiva", `
$ python descarga_sat.py --rfc «_rfc» --desde 2024-10-01 --hasta 2024-10-31 \
    --fiel-cer fiel/«_rfc».cer --fiel-key fiel/Claveprivada_FIEL_«_rfc»_20220615_101210.key --fiel-pass «a»
[SAT] Autenticacion OK, token valido hasta 2024-11-15T18:25:12Z
[SAT] Solicitud «_sol» aceptada (CodEstatus 5000)
[SAT] Paquetes: «_pkg»_01
`, V{"_rfc": g.govRFC(), "a": g.pwURL(), "_sol": g.uuid(), "_pkg": strings.ToUpper(g.uuid())}, "CodEstatus 5000")

	g.add("gov/gst-irp-auth-request-response", `
POST https://einv-apisandbox.nic.in/eivital/v1.04/auth
client_id: «_cid»
client_secret: «a»
Gstin: «_gstin»
Content-Type: application/json

{"Data":"«_enc»"}

HTTP/1.1 200 OK
{"Status":1,"Data":{"ClientId":"«_cid»","UserName":"API_FWD_«_u»","AuthToken":"«b»","Sek":"«c»","TokenExpiry":"2024-11-18 18:42:00"},"ErrorDetails":null,"InfoDtls":null}
`, V{"_cid": g.s(alUpNum, 16), "a": g.s(alAlnum, 20), "_gstin": g.govGSTIN(), "_enc": g.b64(256), "_u": g.s(alUpper, 6), "b": g.an(25), "c": g.b64(32)}, "https://einv-apisandbox.nic.in/eivital/v1.04/auth", "TokenExpiry")

	g.add("gov/gst-einvoice-env-gsp", `
# .env.production — e-invoice via GSP
GSP_BASE_URL=https://gsp.fernwood-tax.in/eicore/v1.03
GSP_ASPID=«_asp»
GSP_ASP_SECRET=«a»
EINV_GSTIN=«_gstin»
EINV_USERNAME=API_«_u»
EINV_PASSWORD=«b»
EINV_PUBLIC_KEY_PATH=./keys/einv_production.pem
`, V{"_asp": g.digits(10), "a": g.an(12), "_gstin": g.govGSTIN(), "_u": g.s(alUpper, 8), "b": g.pw()}, "EINV_PUBLIC_KEY_PATH=./keys/einv_production.pem", "https://gsp.fernwood-tax.in/eicore/v1.03")

	g.add("gov/gst-irn-generated-benign", `
{
  "Status": "1",
  "Data": {
    "AckNo": «_ack»,
    "AckDt": "2024-11-18 12:04:00",
    "Irn": "«_irn»",
    "SignedInvoice": "«_si»",
    "SignedQRCode": "«_qr»",
    "Status": "ACT",
    "EwbNo": null
  }
}
`, V{"_ack": g.digits(15), "_irn": g.hex(64), "_si": g.jwt("RS256", `{"data":"{\"AckNo\":1123456789,\"DocDtls\":{\"Typ\":\"INV\",\"No\":\"FWD/24-25/0912\"}}","iss":"NIC"}`), "_qr": g.jwt("RS256", `{"data":"{\"SellerGstin\":\"29AAAAA0000A1Z5\",\"DocNo\":\"FWD/24-25/0912\",\"ItemCnt\":3}","iss":"NIC"}`)}, "\"Status\": \"ACT\"")

	g.add("gov/eway-bill-node-config", `
module.exports = {
  ewb: {
    baseUrl: "https://gsp.adaequare.com/test/enriched/ewb",
    gspAppId: "«_app»",
    gspAppSecret: "«a»",
    gstin: "«_gstin»",
    username: "fwd_ewb_api",
    password: "«b»",
  },
};
`, V{"_app": g.s(alUpNum, 32), "a": g.s(alUpNum, 32), "_gstin": g.govGSTIN(), "b": g.pw()}, "fwd_ewb_api", "https://gsp.adaequare.com/test/enriched/ewb")

	g.add("gov/italy-sdi-aruba-credentials", `
# fatturazione/settings.py
ARUBA_FE = {
    "auth_url": "https://auth.fatturazioneelettronica.aruba.it/auth/signin",
    "ws_url": "https://ws.fatturazioneelettronica.aruba.it",
    "username": "FWD_IT_API",
    "password": "«a»",
}
CEDENTE = {"IdPaese": "IT", "IdCodice": "«_piva»", "CodiceDestinatario": "«_cd»", "RegimeFiscale": "RF01"}
`, V{"a": g.pw(), "_piva": g.digits(11), "_cd": g.s(alUpNum, 7)}, "https://auth.fatturazioneelettronica.aruba.it/auth/signin", "FWD_IT_API")

	g.add("gov/italy-fatture-in-cloud-token", `
$ curl -s "https://api-v2.fattureincloud.it/c/«_cid»/issued_documents?type=invoice&per_page=5" \
    -H "Authorization: Bearer «a»" | jq '.data[] | {number, date, ei_status}'
{"number": 118, "date": "2025-01-10", "ei_status": "sent"}
{"number": 117, "date": "2025-01-08", "ei_status": "accepted"}
`, V{"_cid": g.digits(7), "a": "a/" + g.jwt("HS512", fmt.Sprintf(`{"ref":"%s"}`, g.an(40)))}, "https://api-v2.fattureincloud.it/c/", "ei_status")

	g.add("gov/brazil-nfe-pfx-node", `
const { NFeWizard } = require("nfewizard-io");

const nfe = new NFeWizard();
await nfe.NFE_LoadEnvironment({
  config: {
    dfe: {
      baixarXMLDistribuicao: true,
      pathXMLDistribuicao: "tmp/DistribuicaoDFe",
      armazenarXMLAutorizacao: true,
      pathCertificado: "certs/FERNWOOD_BR_A1_«_cnpjn».pfx",
      senhaCertificado: "«a»",
      UF: "SP",
      CPFCNPJ: "«_cnpjn»",
    },
    nfe: { ambiente: 2, versaoDF: "4.00", idCSC: 1, tokenCSC: "«b»" },
  },
});
`, V{"_cnpjn": g.digits(14), "a": g.pwURL(), "b": g.s(alUpNum, 36)}, "baixarXMLDistribuicao", "versaoDF: \"4.00\"")

	g.add("gov/brazil-nfce-csc-ini", `
; acbr/ACBrNFeMonitor.ini
[Certificado]
ArquivoPFX=C:\ACBr\certs\loja01.pfx
Senha=«a»
NumeroSerie=«_ns»
[NFCe]
IdToken=000001
Token=«b»
ModeloDF=1
[WebService]
UF=MG
Ambiente=1
`, V{"a": g.pwURL(), "_ns": g.s(alHex, 32), "b": g.s(alUpNum, 36)}, "C:\\ACBr\\certs\\loja01.pfx", "IdToken=000001")

	g.add("gov/brazil-nfe-authorized-benign", `
<retConsReciNFe versao="4.00" xmlns="http://www.portalfiscal.inf.br/nfe">
  <tpAmb>1</tpAmb><verAplic>SP_NFE_PL009_V4</verAplic><nRec>«_rec»</nRec><cStat>104</cStat><xMotivo>Lote processado</xMotivo>
  <protNFe versao="4.00"><infProt>
    <chNFe>«_ch»</chNFe><dhRecbto>2025-01-14T10:12:31-03:00</dhRecbto><nProt>«_prot»</nProt>
    <digVal>«_dv»</digVal><cStat>100</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo>
  </infProt></protNFe>
</retConsReciNFe>
`, V{"_rec": g.digits(15), "_ch": g.digits(44), "_prot": g.digits(15), "_dv": g.b64(20)}, "Autorizado o uso da NF-e", "SP_NFE_PL009_V4")

	g.add("gov/zatca-compliance-csid-response", `
$ curl -s -X POST https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal/compliance \
    -H "OTP: 123345" -H "Accept-Version: V2" -H "Content-Type: application/json" \
    -d '{"csr":"«_csr»"}'
{"requestID":«_req»,"dispositionMessage":"ISSUED","binarySecurityToken":"«_bst»","secret":"«a»","errors":null}
`, V{"_csr": g.b64(600), "_req": g.digits(13), "_bst": g.b64(900), "a": g.b64(32)}, "https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal/compliance", "ISSUED")

	g.add("gov/zatca-egs-private-key-file", `
$ cat egs/fernwood-ksa/ec-secp256k1-priv-key.pem
«a»
$ fatoora -sign -invoice invoices/simplified-«_n».xml
Invoice was signed successfully, hash: «_h»
`, V{"a": g.ecSEC1().block(), "_n": g.digits(6), "_h": g.b64(32)}, "ec-secp256k1-priv-key.pem", "Invoice was signed successfully")

	g.add("gov/poland-ksef-token-env", `
KSEF_ENV=prod
KSEF_URL=https://ksef.mf.gov.pl/api
KSEF_NIP=«_nip»
KSEF_TOKEN=«a»
KSEF_PUBLIC_KEY=./keys/publicKey.pem
`, V{"_nip": g.digits(10), "a": g.s(alHexU, 64)}, "https://ksef.mf.gov.pl/api", "KSEF_PUBLIC_KEY=./keys/publicKey.pem")

	g.add("gov/xrechnung-zugferd-benign-validator", `
$ java -jar validationtool-1.5.0-standalone.jar -s scenarios.xml -r . -h invoice-«_n».xml
Processing of 1 objects started
invoice-«_n».xml: acceptable  (XRechnung 3.0.2, Leitweg-ID «_lw»)
Processing of 1 objects completed in 1.24 s
Validation summary: 1 acceptable, 0 rejected
`, V{"_n": g.digits(6), "_lw": g.digits(2) + "-" + g.digits(5) + "-" + g.digits(2)}, "validationtool-1.5.0-standalone.jar", "Validation summary: 1 acceptable")
}

// ---- tax ----

func (g *G) govTax() {
	g.add("gov/avalara-avatax-basic-curl", `
$ curl -s -u «_acct»:«a» https://sandbox-rest.avatax.com/api/v2/utilities/ping | jq
{
  "version": "24.11.1",
  "authenticated": true,
  "authenticationType": "AccountIdLicenseKey",
  "authenticatedAccountId": «_acct»
}
`, V{"_acct": g.digits(10), "a": g.s(alHexU, 16)}, "AccountIdLicenseKey", "https://sandbox-rest.avatax.com/api/v2/utilities/ping")

	g.add("gov/avalara-magento-env-php", `
'tax' => [
    'avatax' => [
        'enabled' => 1,
        'production_account_number' => '«_acct»',
        'production_license_key' => '«a»',
        'production_company_code' => 'FERNWOOD',
        'development_account_number' => '«_dacct»',
        'development_license_key' => '«b»',
        'live_mode' => 1,
    ],
],
`, V{"_acct": g.digits(10), "a": g.s(alHexU, 16), "_dacct": g.digits(10), "b": g.s(alHexU, 16)}, "'production_company_code' => 'FERNWOOD'")

	g.add("gov/taxjar-ruby-client", `
# app/services/sales_tax.rb
class SalesTax
  CLIENT = Taxjar::Client.new(
    api_key: ENV.fetch("TAXJAR_API_KEY", "«a»"),
    api_url: Taxjar::API_URL,
    headers: { "x-api-version" => "2022-01-24" }
  )

  def self.for_order(order)
    CLIENT.tax_for_order(from_zip: "94025", from_state: "CA", to_zip: order.zip, to_state: order.state,
                         amount: order.subtotal, shipping: order.shipping, nexus_addresses: NEXUS)
  end
end
`, V{"a": g.hex(32)}, "x-api-version", "from_zip: \"94025\"")

	g.add("gov/taxjar-401-response", `
$ curl -s https://api.taxjar.com/v2/categories -H "Authorization: Bearer «a»"
{"error":"Unauthorized","detail":"Not authorized for route 'GET /v2/categories'","status":401}
$ curl -s https://api.sandbox.taxjar.com/v2/categories -H "Authorization: Bearer «a»" | jq '.categories | length'
31
`, V{"a": g.hex(32)}, "Not authorized for route", "https://api.sandbox.taxjar.com/v2/categories")

	g.add("gov/vertex-o-series-trusted-id-xml", `
<VertexEnvelope xmlns="urn:vertexinc:o-series:tps:9:0">
  <Login>
    <TrustedId>«a»</TrustedId>
  </Login>
  <QuotationRequest documentDate="2025-01-14" transactionType="SALE">
    <Seller><Company>FERNWOOD</Company><Division>US-ECOM</Division></Seller>
    <Customer><Destination><City>Berwyn</City><MainDivision>PA</MainDivision><PostalCode>19312</PostalCode></Destination></Customer>
    <LineItem lineItemNumber="1"><Product productClass="SOFTWARE">SKU-4410</Product><ExtendedPrice>1200.00</ExtendedPrice></LineItem>
  </QuotationRequest>
</VertexEnvelope>
`, V{"a": g.an(12)}, "urn:vertexinc:o-series:tps:9:0", "SKU-4410")

	g.add("gov/vertex-cloud-oauth-token", `
$ curl -s -X POST https://auth.vertexsmb.com/identity/connect/token \
    -d grant_type=client_credentials -d scope=calc-rest-api \
    -d client_id=«_cid».vertexsmb.com -d client_secret=«a»
{"access_token":"«b»","expires_in":1200,"token_type":"Bearer","scope":"calc-rest-api"}
`, V{"_cid": g.hex(12), "a": g.hex(40), "b": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://auth.vertexsmb.com/identity","aud":"calc-rest-api","client_id":"%s","exp":1736880000}`, g.hex(12)))}, "https://auth.vertexsmb.com/identity/connect/token", "scope=calc-rest-api")

	g.add("gov/hmrc-mtd-vat-env", `
# Making Tax Digital for VAT — sandbox app "fernwood-books"
HMRC_API_BASE=https://test-api.service.hmrc.gov.uk
HMRC_CLIENT_ID=«_cid»
HMRC_CLIENT_SECRET=«a»
HMRC_SERVER_TOKEN=«b»
HMRC_REDIRECT_URI=http://localhost:8080/oauth20/callback
HMRC_VRN=«_vrn»
`, V{"_cid": g.an(28), "a": g.uuid(), "b": g.hex(32), "_vrn": g.digits(9)}, "https://test-api.service.hmrc.gov.uk", "fernwood-books")

	g.add("gov/hmrc-mtd-token-refresh-and-fraud-headers", `
POST /oauth/token HTTP/1.1
Host: api.service.hmrc.gov.uk
Content-Type: application/x-www-form-urlencoded

client_secret=«a»&client_id=«_cid»&grant_type=refresh_token&refresh_token=«b»

HTTP/1.1 200 OK
{"access_token":"«c»","refresh_token":"«d»","expires_in":14400,"scope":"read:vat write:vat","token_type":"bearer"}

GET /organisations/vat/«_vrn»/obligations?status=O HTTP/1.1
Authorization: Bearer «c»
Gov-Client-Connection-Method: WEB_APP_VIA_SERVER
Gov-Client-Device-ID: «_dev»
Gov-Client-Public-IP: 198.51.100.23
Gov-Vendor-Version: fernwood-books=4.2.0
`, V{"a": g.uuid(), "_cid": g.an(28), "b": g.hex(32), "c": g.hex(32), "d": g.hex(32), "_vrn": g.digits(9), "_dev": g.uuid()}, "Gov-Client-Connection-Method: WEB_APP_VIA_SERVER", "fernwood-books=4.2.0")

	g.add("gov/hmrc-create-test-user-response", `
$ curl -s -X POST https://test-api.service.hmrc.gov.uk/create-test-user/organisations \
    -H "Authorization: Bearer $SERVER_TOKEN" -H "Accept: application/vnd.hmrc.1.0+json" \
    -H "Content-Type: application/json" -d '{"serviceNames":["mtd-vat"]}'
{
  "userId": "«_uid»",
  "password": "«a»",
  "userFullName": "Ida Glover",
  "emailAddress": "ida.glover@example.com",
  "organisationDetails": {"name": "Company IQ7M8O", "address": {"line1": "4 Hight Street", "postcode": "TS1 1PA"}},
  "vrn": "«_vrn»",
  "mtdItId": "X«_mtd»"
}
`, V{"_uid": g.digits(12), "a": g.s(alLower, 12), "_vrn": g.digits(9), "_mtd": g.s(alUpNum, 14)}, "$SERVER_TOKEN", "mtd-vat")

	g.add("gov/irs-mef-a2a-config", `
# mef-client/config/mef.properties
mef.endpoint=https://la.www4.irs.gov/a2a/mef
mef.etin=«_etin»
mef.efin=«_efin»
mef.appSystemId=«_asid»
mef.keystore=/opt/mef/keys/fernwood-sa-2024.p12
mef.keystore.password=«a»
mef.key.alias=fernwood-strong-auth
mef.soapTimeoutSeconds=120
`, V{"_etin": g.digits(5), "_efin": g.digits(6), "_asid": g.digits(5), "a": g.pwStrong()}, "https://la.www4.irs.gov/a2a/mef", "fernwood-strong-auth")

	g.add("gov/irs-mef-login-log", `
2025-02-03 07:00:12,041 INFO  [MeFClient] Login ETIN=«_etin» AppSysID=«_asid» env=ATS
2025-02-03 07:00:12,955 INFO  [MeFClient] Login succeeded, sessionId=«a»
2025-02-03 07:00:13,410 INFO  [MeFClient] SendSubmissions: 3 returns, SubmissionId «_sub»
2025-02-03 07:00:14,002 INFO  [MeFClient] Logout OK
`, V{"_etin": g.digits(5), "_asid": g.digits(5), "a": g.s(alUpNum, 32), "_sub": g.digits(20)}, "[MeFClient]", "env=ATS")

	g.add("gov/irs-iris-api-client-jwt", `
# iris_a2a.yaml — Information Returns Intake System (1099 series)
iris:
  token_url: https://api.alt.www4.irs.gov/auth/oauth/v2/token
  client_id: «_cid»
  tcc: «_tcc»
  jwk_kid: fwd-iris-2025
  private_jwk: '«a»'
`, V{"_cid": g.uuid(), "_tcc": g.s(alUpNum, 5), "a": g.govJWK("fwd-iris-2025")}, "https://api.alt.www4.irs.gov/auth/oauth/v2/token", "Information Returns Intake System")

	g.add("gov/irs-tin-matching-masked-benign", `
TIN Matching results — batch 2025-01-17 (uploaded by payroll@fernwood.dev)
Row  TIN Type  TIN          Name Control  Indicator  Meaning
1    EIN       **-***«_t1»  FERN          0          TIN/Name combination matches
2    SSN       ***-**-«_t2» GARC          3          TIN/Name combination does not match
3    EIN       **-***«_t3»  NORT          0          TIN/Name combination matches
Form 1099-NEC: 41 payees, 1 B-notice required
`, V{"_t1": g.s(alDigit, 4), "_t2": g.s(alDigit, 4), "_t3": g.s(alDigit, 4)}, "TIN/Name combination does not match", "Form 1099-NEC")

	g.add("gov/sovos-and-taxcloud-keys", `
[tax.providers.sovos]
endpoint = "https://gtd.sovos.com/api/v1"
username = "fernwood.api"
password = "«a»"
hmac_key = "«b»"

[tax.providers.taxcloud]
api_login_id = "«_login»"
api_key = "«c»"
`, V{"a": g.pw(), "b": g.b64(32), "_login": g.s(alUpNum, 8), "c": g.s(alUpNum, 8) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 12)}, "https://gtd.sovos.com/api/v1", "fernwood.api")

	g.add("gov/stripe-tax-vs-avalara-secrets-k8s", `
$ kubectl -n billing get secret tax-providers -o jsonpath='{.data}' | jq -r 'to_entries[] | "\(.key)=\(.value|@base64d)"'
AVATAX_ACCOUNT_ID=«_acct»
AVATAX_LICENSE_KEY=«a»
AVATAX_ENVIRONMENT=production
TAXJAR_API_KEY=«b»
`, V{"_acct": g.digits(10), "a": g.s(alHexU, 16), "b": g.hex(32)}, "AVATAX_ENVIRONMENT=production")

	g.add("gov/ato-sbr-keystore-machine-credential", `
// AU Standard Business Reporting — M2M credential from the ATO keystore
var keystore = new SbrKeystore(@"C:\ProgramData\Fernwood\ato\keystore.xml");
var credential = keystore.GetCredential(
    alias: "FERNWOOD PTY LTD «_abn»",
    password: "«a»");
client.SubmitBas(credential, abn: "«_abn»", period: "2024Q4");
`, V{"_abn": g.digits(11), "a": g.pw()}, "C:\\ProgramData\\Fernwood\\ato\\keystore.xml", "SubmitBas")
}

// ---- courts and legal ----

func (g *G) govLegal() {
	g.add("gov/pacer-authenticate-curl", `
$ curl -s -X POST https://pacer.login.uscourts.gov/services/cso-auth \
    -H 'Content-Type: application/json' -H 'Accept: application/json' \
    -d '{"loginId":"fwdlit01","password":"«a»","redactFlag":"1"}'
{"nextGenCSO":"«b»","loginResult":"0","errorDescription":""}
`, V{"a": g.pw(), "b": g.an(128)}, "https://pacer.login.uscourts.gov/services/cso-auth", "\"loginResult\":\"0\"")

	g.add("gov/pacer-pcl-search-with-cookie", `
$ curl -s -X POST https://pcl.uscourts.gov/pcl-public-api/rest/cases/find?page=0 \
    -H "X-NEXT-GEN-CSO: «a»" -H "Content-Type: application/json" \
    -d '{"caseTitle":"Fernwood","courtId":["cand","nysd"],"dateFiledFrom":"2023-01-01"}' | jq '.content[] | {caseNumberFull, caseTitle, courtId}'
{"caseNumberFull": "«_d1»", "caseTitle": "Fernwood Analytics LLC v. Northgate Data Inc.", "courtId": "cand"}
{"caseNumberFull": "«_d2»", "caseTitle": "In re Fernwood Securities Litigation", "courtId": "nysd"}
`, V{"a": g.an(128), "_d1": g.govDocket(), "_d2": g.govDocket()}, "Fernwood Analytics LLC v. Northgate Data Inc.", "X-NEXT-GEN-CSO")

	g.add("gov/pacer-juriscraper-env", `
# docket-monitor/.env
PACER_USERNAME=fwdlit01
PACER_PASSWORD=«a»
PACER_CLIENT_CODE=matter-2291
COURTLISTENER_API_TOKEN=«b»
RECAP_UPLOAD=true
`, V{"a": g.pwStrong(), "b": g.hex(40)}, "PACER_CLIENT_CODE=matter-2291", "RECAP_UPLOAD=true")

	g.add("gov/courtlistener-token-header", `
$ curl -s "https://www.courtlistener.com/api/rest/v4/dockets/?docket_number=«_dk»&court=dcd" \
    --header 'Authorization: Token «a»' | jq '.results[0] | {id, case_name, date_filed, pacer_case_id}'
{
  "id": «_id»,
  "case_name": "United States v. Fernwood Holdings",
  "date_filed": "2024-03-19",
  "pacer_case_id": "«_pc»"
}
`, V{"_dk": g.govDocket(), "a": g.hex(40), "_id": g.digits(8), "_pc": g.digits(6)}, "United States v. Fernwood Holdings", "court=dcd")

	g.add("gov/cmecf-nef-email-benign", `
From: ecf_bounces@cand.uscourts.gov
Subject: Activity in Case «_dk» Fernwood Analytics LLC v. Northgate Data Inc. Order

This is an automatic e-mail message generated by the CM/ECF system. Please DO NOT RESPOND to this e-mail because the mail box is unattended.
***NOTE TO PUBLIC ACCESS USERS*** Judicial Conference of the United States policy permits attorneys of record and parties in a case (including pro se litigants) to receive one free electronic copy of all documents filed electronically.

U.S. District Court
California Northern District
Notice of Electronic Filing
Case Name:    Fernwood Analytics LLC v. Northgate Data Inc.
Case Number:  «_dk»
Document Number: 57
Docket Text: ORDER GRANTING [52] STIPULATION TO EXTEND TIME.
Electronic document Stamp:
[STAMP CANDStamp_ID=«_stamp» [Date=11/19/2024] [FileNumber=«_fn»-0] [«_hash»]]
`, V{"_dk": g.govDocket(), "_stamp": g.digits(10), "_fn": g.digits(8), "_hash": g.hex(128)}, "Notice of Electronic Filing", "ORDER GRANTING [52] STIPULATION TO EXTEND TIME.")

	g.add("gov/tyler-efile-efsp-config", `
<!-- efsp/appsettings.xml — Tyler Odyssey eFileAndServe, Texas -->
<add key="EfmUrl" value="https://texas-stage.tylertech.cloud/EFM/EFMUserService.svc"/>
<add key="EfmFilingUrl" value="https://texas-stage.tylertech.cloud/efm/v5/FilingReviewService.svc"/>
<add key="EfspClientCertPath" value="C:\efsp\certs\fernwood-efsp.pfx"/>
<add key="EfspClientCertPassword" value="«a»"/>
<add key="FirmAdminEmail" value="efile-admin@fernwoodlaw.com"/>
<add key="FirmAdminPassword" value="«b»"/>
`, V{"a": g.pwStrong(), "b": g.pw()}, "https://texas-stage.tylertech.cloud/EFM/EFMUserService.svc", "efile-admin@fernwoodlaw.com")

	g.add("gov/tyler-efm-authenticate-response", `
<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>
<AuthenticateUserResponse xmlns="urn:tyler:efm:services">
  <AuthenticateResponse>
    <Error><ErrorCode>0</ErrorCode><ErrorText>No Error</ErrorText></Error>
    <Email>efile-admin@fernwoodlaw.com</Email>
    <FirstName>Dana</FirstName><LastName>Kim</LastName>
    <PasswordHash>«a»</PasswordHash>
    <UserID>«_uid»</UserID>
    <ExpirationDateTime>2024-11-20T22:15:00Z</ExpirationDateTime>
  </AuthenticateResponse>
</AuthenticateUserResponse>
</s:Body></s:Envelope>
`, V{"a": g.uuid(), "_uid": g.uuid()}, "urn:tyler:efm:services", "No Error")

	g.add("gov/clio-oauth-and-webhook", `
# config/clio.yml
production:
  app_key: «_key»
  app_secret: «a»
  region: us
  redirect_uri: https://intake.fernwoodlaw.com/clio/callback
  webhook_shared_secret: «b»
`, V{"_key": g.an(40), "a": g.an(40), "b": g.hex(32)}, "https://intake.fernwoodlaw.com/clio/callback")

	g.add("gov/clio-matters-bearer-curl", `
$ curl -s "https://app.clio.com/api/v4/matters.json?fields=id,display_number,description,status&limit=3" \
    -H "Authorization: Bearer «a»" | jq -c '.data[]'
{"id":«_m1»,"display_number":"00412-Northgate","description":"Trade secret claim v. Northgate Data","status":"Open"}
{"id":«_m2»,"display_number":"00415-DaneCounty","description":"Public records request appeal","status":"Pending"}
`, V{"a": g.digits(8) + "-" + g.an(40), "_m1": g.digits(10), "_m2": g.digits(10)}, "00412-Northgate", "Trade secret claim v. Northgate Data")

	g.add("gov/lexisnexis-api-client-credentials", `
import httpx

LN_CLIENT_ID = "«_cid»"
LN_CLIENT_SECRET = "«a»"

tok = httpx.post(
    "https://auth-api.lexisnexis.com/oauth/v2/token",
    data={"grant_type": "client_credentials", "scope": "http://oauth.lexisnexis.com/all"},
    auth=(LN_CLIENT_ID, LN_CLIENT_SECRET),
).json()["access_token"]
r = httpx.get("https://services-api.lexisnexis.com/v1/CasesAndCourts", params={"$search": "anti-SLAPP", "$top": 10},
              headers={"Authorization": f"Bearer {tok}"})
`, V{"_cid": g.s(alUpNum, 32), "a": g.an(32)}, "http://oauth.lexisnexis.com/all", "anti-SLAPP")

	g.add("gov/westlaw-edge-api-key-config", `
{
  "research": {
    "westlaw": {
      "baseUrl": "https://api.thomsonreuters.com/legal/westlaw/v1",
      "apiKey": "«a»",
      "clientId": "fernwood-litsupport",
      "billingCode": "matter-00412"
    },
    "casetext": {"enabled": false}
  }
}
`, V{"a": g.an(32)}, "https://api.thomsonreuters.com/legal/westlaw/v1", "matter-00412")

	g.add("gov/netdocuments-imanage-yaml", `
dms:
  netdocuments:
    base_url: https://api.vault.netvoyage.com/v2
    client_id: AP-«_nd»
    client_secret: «a»
    repository: CA-«_rep»
  imanage:
    host: https://cloudimanage.com
    client_id: «_im»
    client_secret: «b»
    username: svc-litsupport
    password: «c»
`, V{"_nd": g.s(alUpNum, 8), "a": g.an(40), "_rep": g.s(alUpNum, 8), "_im": g.uuid(), "b": g.uuid(), "c": g.pw()}, "https://api.vault.netvoyage.com/v2", "svc-litsupport")

	g.add("gov/state-court-portal-selenium-script", `
# scrapers/dane_county.py — WCCA has no API; log in with the firm account
driver.get("https://wcca.wicourts.gov/login")
driver.find_element(By.ID, "username").send_keys("fernwoodlaw-paralegal")
driver.find_element(By.ID, "password").send_keys("«a»")
driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
driver.get("https://wcca.wicourts.gov/caseDetail.html?caseNo=2024CV«_cn»&countyNo=13")
`, V{"a": g.pw(), "_cn": g.digits(6)}, "fernwoodlaw-paralegal", "countyNo=13")

	g.add("gov/uspto-and-epo-ops-keys", `
# ip-watch/config.toml
[uspto]
odp_api_key = "«a»"     # Open Data Portal, X-API-KEY header

[epo_ops]
consumer_key = "«_ck»"
consumer_secret = "«b»"
`, V{"a": g.s(alLower, 30), "_ck": g.an(32), "b": g.an(16)}, "Open Data Portal, X-API-KEY header")
}

// ---- municipal systems, 311, IoT, FOIA ----

func (g *G) govCity() {
	g.add("gov/open311-post-request", `
$ curl -s -X POST https://311api.cityofchicago.org/open311/v2/requests.json \
    -d api_key=«a» \
    -d service_code=4fd3b167e750846744000005 \
    -d lat=41.8795 -d long=-87.6243 \
    -d description="Pothole in right lane, about 2 ft wide" \
    -d email=resident@example.com
[{"token":"«_tok»","service_notice":"Requests are typically addressed within 7 business days"}]
$ curl -s "https://311api.cityofchicago.org/open311/v2/tokens/«_tok».json"
[{"service_request_id":"SR24-«_sr»","token":"«_tok»"}]
`, V{"a": g.hex(32), "_tok": g.hex(24), "_sr": g.digits(8)}, "4fd3b167e750846744000005", "Pothole in right lane")

	g.add("gov/accela-construct-headers", `
GET /v4/records?module=Building&openedDateFrom=2024-11-01 HTTP/1.1
Host: apis.accela.com
x-accela-appid: «_app»
x-accela-appsecret: «a»
x-accela-agency: SACRAMENTO
x-accela-environment: PROD
Authorization: «b»
`, V{"_app": g.digits(18), "a": g.hex(32), "b": g.b64u(140)}, "x-accela-agency: SACRAMENTO", "module=Building")

	g.add("gov/accela-token-password-grant", `
$ curl -s -X POST https://auth.accela.com/oauth2/token \
    -d grant_type=password -d client_id=«_app» -d client_secret=«a» \
    -d username=permits_integration -d password='«b»' \
    -d agency_name=SACRAMENTO -d environment=PROD -d scope="records inspections"
{"access_token":"«c»","token_type":"bearer","expires_in":"86399","refresh_token":"«d»","scope":"records inspections"}
`, V{"_app": g.digits(18), "a": g.hex(32), "b": g.pw(), "c": g.b64u(140), "d": g.b64u(60)}, "permits_integration", "https://auth.accela.com/oauth2/token")

	g.add("gov/seeclickfix-and-salesforce-311", `
# 311-sync/settings.ini
[seeclickfix]
base = https://seeclickfix.com/api/v2
organization_id = «_org»
username = 311-sync@cityofbrookfield.gov
password = «a»

[salesforce]
instance = https://brookfield311.my.salesforce.com
client_id = 3MVG9«_cid»
client_secret = «b»
`, V{"_org": g.digits(4), "a": g.pw(), "_cid": g.b64u(80), "b": g.s(alHexU, 64)}, "311-sync@cityofbrookfield.gov", "https://brookfield311.my.salesforce.com")

	g.add("gov/esri-arcgis-api-key-js", `
<script type="module">
  import esriConfig from "https://js.arcgis.com/4.31/@arcgis/core/config.js";
  // Location platform API key, referrer-restricted to *.cityofmadison.com
  esriConfig.apiKey = "«a»";
</script>
<arcgis-map item-id="«_item»"></arcgis-map>
`, V{"a": "AAPT" + g.b64u(110), "_item": g.hex(32)}, "referrer-restricted to *.cityofmadison.com")

	g.add("gov/smart-meter-head-end-config", `
# ami-bridge/config.yaml — water AMI head-end to CIS
headend:
  vendor: sensus-flexnet
  url: https://rni.waterworks.cityofbend.gov/api
  username: ami_bridge
  password: «a»
  mqtt:
    broker: mqtts://iot.cityofbend.gov:8883
    client_id: ami-bridge-01
    username: ami-bridge
    password: «b»
cis:
  odbc: "Driver={ODBC Driver 18 for SQL Server};Server=cisdb01.cob.local;Database=CIS;Uid=ami_rw;Pwd=«c»;Encrypt=yes"
meters: [«_m1», «_m2», «_m3»]
`, V{"a": g.pwStrong(), "b": g.pwURL(), "c": g.pwURL(), "_m1": g.digits(9), "_m2": g.digits(9), "_m3": g.digits(9)}, "sensus-flexnet", "mqtts://iot.cityofbend.gov:8883")

	g.add("gov/traffic-signal-snmp-ntcip", `
$ snmpwalk -v3 -l authPriv -u atms -a SHA -A '«a»' -x AES -X '«b»' 10.42.17.31 1.3.6.1.4.1.1206.4.2.1.1.4
iso.3.6.1.4.1.1206.4.2.1.1.4.1.4.1 = INTEGER: 3
iso.3.6.1.4.1.1206.4.2.1.1.4.1.4.2 = INTEGER: 3
# signal controller 3rd & Main (asset TS-0417)
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "1.3.6.1.4.1.1206.4.2.1.1.4", "asset TS-0417")

	g.add("gov/parking-sensors-lorawan-keys", `
deveui,joineui,appkey,location,zone
«_d1»,«_j»,«a»,"Main St 100 block",Z2
«_d2»,«_j»,«b»,"Main St 200 block",Z2
«_d3»,«_j»,«c»,"City Hall lot row C",Z5
`, V{"_d1": g.s(alHexU, 16), "_j": g.s(alHexU, 16), "a": g.s(alHexU, 32), "_d2": g.s(alHexU, 16), "b": g.s(alHexU, 32), "_d3": g.s(alHexU, 16), "c": g.s(alHexU, 32)}, "City Hall lot row C")

	g.add("gov/transit-gtfs-rt-key", `
# feeds.yaml
- id: mta-subway
  url: https://api-endpoint.mta.info/Dataservice/mtagtfsfeeds/nyct%2Fgtfs-ace
  headers: {}
- id: wmata-rail
  url: https://api.wmata.com/gtfs/rail-gtfsrt-tripupdates.pb
  headers:
    api_key: «a»
- id: bart
  url: https://api.bart.gov/gtfsrt/tripupdate.aspx
`, V{"a": g.hex(32)}, "https://api.wmata.com/gtfs/rail-gtfsrt-tripupdates.pb", "mta-subway")

	g.add("gov/muckrock-api-token", `
$ python - <<'EOF'
from muckrock import MuckRock
client = MuckRock(token="«a»")
for r in client.requests.list(user="fernwood-newsroom", status="processed")[:3]:
    print(r.id, r.title, r.agency)
EOF
«_r1» Body camera policy — Dane County Sheriff 4912
«_r2» 311 service request data 2019-2024 1120
`, V{"a": g.hex(40), "_r1": g.digits(6), "_r2": g.digits(6)}, "fernwood-newsroom", "Body camera policy")

	g.add("gov/foia-gov-agency-api-key", `
# foia.gov submission API — agency component "fernwood-dept"
FOIA_API_BASE=https://api.foia.gov/api/webform/submit
FOIA_API_KEY=«a»
FOIA_COMPONENT_ID=«_comp»
FOIA_REQUEST_TRACKING_PREFIX=2025-FWD-
`, V{"a": g.govDG(), "_comp": g.digits(3)}, "https://api.foia.gov/api/webform/submit", "FOIA_REQUEST_TRACKING_PREFIX=2025-FWD-")

	g.add("gov/govqa-portal-email-temp-password", `
From: noreply@mycusthelp.net
Subject: Public Records Center - Account Created

Dear Fernwood Newsroom,

Your account for the City of Oakland Public Records Center has been created.
User name: records@fernwood-news.org
Temporary password: «a»

Reference number for your request: R«_ref»-«_ref2»
Please log in at https://oaklandca.mycusthelp.com/WEBAPP/_rs/ and change your password.
`, V{"a": g.an(10), "_ref": g.digits(6), "_ref2": g.digits(6)}, "records@fernwood-news.org", "https://oaklandca.mycusthelp.com/WEBAPP/_rs/")

	g.add("gov/nextrequest-webhook-env", `
NEXTREQUEST_URL=https://cityofbend.nextrequest.com
NEXTREQUEST_API_TOKEN=«a»
NEXTREQUEST_WEBHOOK_SIGNING_SECRET=«b»
NEXTREQUEST_DEFAULT_DEPT=Public Works
`, V{"a": g.an(20), "b": g.hex(64)}, "https://cityofbend.nextrequest.com", "NEXTREQUEST_DEFAULT_DEPT=Public Works")

	g.add("gov/tyler-munis-erp-odbc", `
# payments-recon/config.py
MUNIS_ODBC = (
    "DRIVER={Progress OpenEdge 11.7 Driver};HOST=munis-db.county.local;PORT=2510;"
    "DB=munprod;UID=recon_ro;PWD=«a»"
)
MUNIS_API = {"base": "https://munis.county.gov/prod/munis/gateway", "client_id": "recon", "client_secret": "«b»"}
`, V{"a": g.pwURL(), "b": g.uuid()}, "munis-db.county.local", "DB=munprod")
}

// ---- government cloud ----

func (g *G) govCloud() {
	g.add("gov/aws-govcloud-credentials-profile", `
# ~/.aws/credentials
[default]
aws_access_key_id = «_dk»
aws_secret_access_key = «_ds»

[govcloud-prod]
aws_access_key_id = «b»
aws_secret_access_key = «c»
region = us-gov-west-1
`, V{"_dk": "AKIAIOSFODNN7EXAMPLE", "_ds": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "b": g.awsID(), "c": g.awsSecret()}, "[govcloud-prod]", "region = us-gov-west-1")

	g.add("gov/aws-govcloud-sts-output", `
$ aws sts assume-role --role-arn arn:aws-us-gov:iam::«_acct»:role/fedramp-deployer --role-session-name ci-«_run» --region us-gov-east-1
{
    "Credentials": {
        "AccessKeyId": "«a»",
        "SecretAccessKey": "«b»",
        "SessionToken": "«c»",
        "Expiration": "2024-11-20T18:11:02+00:00"
    },
    "AssumedRoleUser": {
        "AssumedRoleId": "AROA«_rid»:ci-«_run»",
        "Arn": "arn:aws-us-gov:sts::«_acct»:assumed-role/fedramp-deployer/ci-«_run»"
    }
}
`, V{"_acct": g.digits(12), "_run": g.digits(10), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_rid": g.s(alUpNum, 17)}, "arn:aws-us-gov:iam::", "fedramp-deployer")

	g.add("gov/aws-govcloud-terraform-provider", `
provider "aws" {
  region     = "us-gov-west-1"
  access_key = "«a»"
  secret_key = "«b»"

  default_tags {
    tags = {
      System      = "FWD-BENEFITS"
      FISMALevel  = "Moderate"
      ATO         = "2024-06-30"
    }
  }
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, "FISMALevel  = \"Moderate\"", "FWD-BENEFITS")

	g.add("gov/azure-government-sp-env", `
AZURE_ENVIRONMENT=AzureUSGovernment
AZURE_AUTHORITY_HOST=https://login.microsoftonline.us
AZURE_TENANT_ID=«_tid»
AZURE_CLIENT_ID=«_cid»
AZURE_CLIENT_SECRET=«a»
AZURE_SUBSCRIPTION_ID=«_sub»
ARM_ENDPOINT=https://management.usgovcloudapi.net
`, V{"_tid": g.uuid(), "_cid": g.uuid(), "a": g.azSecret(), "_sub": g.uuid()}, "AZURE_ENVIRONMENT=AzureUSGovernment", "https://management.usgovcloudapi.net")

	g.add("gov/azure-government-cli-login", `
$ az cloud set --name AzureUSGovernment
$ az login --service-principal -u «_cid» -p «a» --tenant «_tid»
[
  {
    "cloudName": "AzureUSGovernment",
    "homeTenantId": "«_tid»",
    "id": "«_sub»",
    "isDefault": true,
    "name": "FWD-IL4-Prod",
    "state": "Enabled",
    "user": {"name": "«_cid»", "type": "servicePrincipal"}
  }
]
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_tid": g.uuid(), "_sub": g.uuid()}, "az cloud set --name AzureUSGovernment", "FWD-IL4-Prod")

	g.add("gov/azure-government-storage-conn", `
"ConnectionStrings": {
  "Evidence": "DefaultEndpointsProtocol=https;AccountName=fwdevidenceil4;AccountKey=«a»;EndpointSuffix=core.usgovcloudapi.net",
  "CaseDb": "Server=tcp:fwd-cases.database.usgovcloudapi.net,1433;Initial Catalog=cases;User ID=cases_app;Password=«b»;Encrypt=True;"
}
`, V{"a": g.azStorage(), "b": g.pwURL()}, "EndpointSuffix=core.usgovcloudapi.net", "fwd-cases.database.usgovcloudapi.net")

	g.add("gov/cloud-gov-cf-service-key", `
$ cf login -a api.fr.cloud.gov --sso
$ cf create-service-key benefits-db ci-key
$ cf service-key benefits-db ci-key
Getting key ci-key for service instance benefits-db as jdoe@fernwood.gov...

{
  "credentials": {
    "db_name": "cgawsbrokerprod«_db»",
    "host": "cg-aws-broker-prod«_db».«_h».us-gov-west-1.rds.amazonaws.com",
    "name": "cgawsbrokerprod«_db»",
    "password": "«a»",
    "port": "5432",
    "uri": "postgres://u«_u»:«a»@cg-aws-broker-prod«_db».«_h».us-gov-west-1.rds.amazonaws.com:5432/cgawsbrokerprod«_db»",
    "username": "u«_u»"
  }
}
`, V{"_db": g.s(alLowNum, 14), "_h": g.s(alLowNum, 12), "a": g.an(32), "_u": g.s(alLowNum, 15)}, "api.fr.cloud.gov", "jdoe@fernwood.gov")

	g.add("gov/cloud-gov-deployer-service-account", `
$ cf create-service cloud-gov-service-account space-deployer gha-deployer
$ cf create-service-key gha-deployer gha-key
$ cf service-key gha-deployer gha-key
{
  "credentials": {
    "password": "«a»",
    "username": "«_u»"
  }
}
# add as CF_USERNAME / CF_PASSWORD secrets in the GitHub environment "prod"
`, V{"a": g.an(32), "_u": g.uuid()}, "space-deployer", "CF_USERNAME / CF_PASSWORD")

	g.add("gov/emass-api-key-curl", `
$ curl -s --cert ./certs/fwd-emass.pem --key ./certs/fwd-emass.key \
    -H "api-key: «a»" -H "user-uid: «_uid»" \
    https://emass.apps.mil/api/systems?includePackage=false | jq '.data[0] | {systemId, name, acronym, authorizationStatus}'
{
  "systemId": «_sid»,
  "name": "Fernwood Benefits Processing System",
  "acronym": "FBPS",
  "authorizationStatus": "Authority to Operate (ATO)"
}
`, V{"a": g.uuid(), "_uid": g.digits(10), "_sid": g.digits(4)}, "Authority to Operate (ATO)", "Fernwood Benefits Processing System")

	g.add("gov/emass-client-key-file", `
$ cat certs/fwd-emass.key
«a»
$ openssl x509 -in certs/fwd-emass.pem -noout -subject -enddate
subject=C = US, O = U.S. Government, OU = DoD, OU = PKI, OU = CONTRACTOR, CN = emass-api.fernwood.«_n»
notAfter=Sep 30 23:59:59 2026 GMT
`, V{"a": g.rsaPEM().block(), "_n": g.digits(10)}, "OU = CONTRACTOR", "notAfter=Sep 30 23:59:59 2026 GMT")

	g.add("gov/fedramp-ssp-oscal-benign", `
{
  "system-security-plan": {
    "uuid": "«_u1»",
    "metadata": {"title": "FBPS System Security Plan", "version": "2.3", "oscal-version": "1.1.2"},
    "system-characteristics": {
      "system-ids": [{"identifier-type": "https://fedramp.gov", "id": "F«_fid»"}],
      "security-sensitivity-level": "fips-199-moderate"
    },
    "control-implementation": {"implemented-requirements": [{"uuid": "«_u2»", "control-id": "ia-5.1"}]}
  }
}
`, V{"_u1": g.uuid(), "_fid": g.digits(10), "_u2": g.uuid()}, "fips-199-moderate", "FBPS System Security Plan")

	g.add("gov/gcc-high-graph-app-secret-ps", `
PS> $secret = ConvertTo-SecureString "«a»" -AsPlainText -Force
PS> $cred = New-Object System.Management.Automation.PSCredential("«_cid»", $secret)
PS> Connect-MgGraph -Environment USGov -TenantId «_tid» -ClientSecretCredential $cred
Welcome to Microsoft Graph!
Connected via apponly access using «_cid»
PS> Get-MgContext | Select Environment, AppName
Environment AppName
----------- -------
USGov       FWD Records Sync
`, V{"a": g.azSecret(), "_cid": g.uuid(), "_tid": g.uuid()}, "Connect-MgGraph -Environment USGov", "FWD Records Sync")

	g.add("gov/login-gov-ssm-param-govcloud", `
$ aws ssm get-parameter --name /fbps/prod/login_gov/private_key --with-decryption --region us-gov-west-1 --query Parameter.Value --output text
«a»
$ aws ssm get-parameter --name /fbps/prod/login_gov/client_id --region us-gov-west-1 --query Parameter.Value --output text
urn:gov:gsa:openidconnect.profiles:sp:sso:fernwood:fbps
`, V{"a": g.rsaPEM().block()}, "/fbps/prod/login_gov/private_key", "urn:gov:gsa:openidconnect.profiles:sp:sso:fernwood:fbps")

	g.add("gov/ironbank-registry1-login", `
$ docker login registry1.dso.mil -u jdoe_fernwood -p «a»
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
$ docker pull registry1.dso.mil/ironbank/opensource/postgres/postgresql:16.4
`, V{"a": g.an(32)}, "registry1.dso.mil/ironbank/opensource/postgres/postgresql:16.4", "jdoe_fernwood")

	g.add("gov/platform-one-party-bus-gitlab-token", `
# mirror job on code.il2.dso.mil — the PAT was unmasked and printed by set -x
+ git clone https://oauth2:«a»@code.il2.dso.mil/platform-one/products/fbps/api.git
Cloning into 'api'...
`, V{"a": g.glpat()}, "code.il2.dso.mil/platform-one/products/fbps/api.git")
}

// ---- PKI, PIV/CAC and smart cards ----

func (g *G) govPKI() {
	g.add("gov/pkcs11-tool-pin-list-objects", `
$ pkcs11-tool --module /usr/lib/x86_64-linux-gnu/opensc-pkcs11.so --login --pin «a» --list-objects --type cert
Using slot 0 with a present token (0x0)
Certificate Object; type = X.509 cert
  label:      Certificate for PIV Authentication
  subject:    DN: C=US, O=U.S. Government, OU=DoD, OU=PKI, OU=CONTRACTOR, CN=DOE.JANE.M.«_edipi»
  serial:     «_ser»
  ID:         01
Certificate Object; type = X.509 cert
  label:      Certificate for Digital Signature
  ID:         02
`, V{"a": g.govPIN(), "_edipi": g.digits(10), "_ser": g.s(alHexU, 6)}, "Certificate for PIV Authentication", "opensc-pkcs11.so")

	g.add("gov/yubico-piv-tool-mgmt-key-change", `
$ yubico-piv-tool -a set-mgm-key -n «a» --key=010203040506070801020304050607080102030405060708
Successfully set new management key.
$ yubico-piv-tool -a change-pin -P 123456 -N «b»
Successfully changed the pin code.
$ yubico-piv-tool -a change-puk -P 12345678 -N «c»
Successfully changed the puk code.
`, V{"a": g.s(alHex, 48), "b": g.govPIN(), "c": g.govPIN()}, "010203040506070801020304050607080102030405060708", "Successfully set new management key.")

	g.add("gov/ykman-piv-generate-with-mgmt-key", `
$ ykman piv keys generate --management-key «a» --pin «b» --algorithm ECCP384 9c pubkey-9c.pem
$ ykman piv certificates request --pin «b» --subject "CN=Jane Doe,OU=Signing,O=Fernwood" 9c pubkey-9c.pem csr-9c.pem
$ cat pubkey-9c.pem
-----BEGIN PUBLIC KEY-----
«_pub»
-----END PUBLIC KEY-----
`, V{"a": g.s(alHex, 48), "b": g.govPIN(), "_pub": wrap(g.b64(120), 64)}, "CN=Jane Doe,OU=Signing,O=Fernwood")

	g.add("gov/openssl-pkcs12-passin-export", `
$ openssl pkcs12 -in DOE_JANE_«_edipi».p12 -passin pass:«a» -nocerts -nodes -out jane-piv-derived.key
$ openssl pkcs12 -in DOE_JANE_«_edipi».p12 -passin pass:«a» -clcerts -nokeys | openssl x509 -noout -fingerprint -sha1
SHA1 Fingerprint=«_fp»
`, V{"_edipi": g.digits(10), "a": g.pwURL(), "_fp": g.govColon()[:59]}, "jane-piv-derived.key")

	g.add("gov/keytool-storepass-jks", `
$ keytool -importkeystore -srckeystore fwd-sdi-client.p12 -srcstoretype PKCS12 -srcstorepass «a» \
    -destkeystore sdi-client.jks -deststoretype JKS -deststorepass «b» -destkeypass «b» -alias sdi-client
Importing keystore fwd-sdi-client.p12 to sdi-client.jks...
Entry for alias sdi-client successfully imported.
Import command completed:  1 entries successfully imported, 0 entries failed or cancelled
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "fwd-sdi-client.p12", "Entry for alias sdi-client successfully imported.")

	g.add("gov/powershell-pfx-import-password", `
PS C:\> $pfxPass = ConvertTo-SecureString -String '«a»' -Force -AsPlainText
PS C:\> Import-PfxCertificate -FilePath .\CSD_loja01.pfx -CertStoreLocation Cert:\LocalMachine\My -Password $pfxPass

   PSParentPath: Microsoft.PowerShell.Security\Certificate::LocalMachine\My

Thumbprint                                Subject
----------                                -------
«_tp»  CN=FERNWOOD COMERCIO LTDA:«_cnpj», OU=Certificado PJ A1, O=ICP-Brasil, C=BR
`, V{"a": g.pw(), "_tp": g.govThumb(), "_cnpj": g.digits(14)}, "Cert:\\LocalMachine\\My", "OU=Certificado PJ A1, O=ICP-Brasil, C=BR")

	g.add("gov/dotnet-x509-load-pfx-code", `
// Services/IcpBrasilSigner.cs
var cert = new X509Certificate2(
    Path.Combine(_env.ContentRootPath, "certs", "fernwood-a1.pfx"),
    "«a»",
    X509KeyStorageFlags.MachineKeySet | X509KeyStorageFlags.EphemeralKeySet);
_logger.LogInformation("Loaded signing cert {Thumbprint} valid until {NotAfter}", cert.Thumbprint, cert.NotAfter);
`, V{"a": g.pw()}, "X509KeyStorageFlags.MachineKeySet", "fernwood-a1.pfx")

	g.add("gov/java-keystore-spring-properties", `
server.ssl.key-store=classpath:keystore/fwd-ap.p12
server.ssl.key-store-type=PKCS12
server.ssl.key-store-password=«a»
server.ssl.key-alias=fwd-ap
server.ssl.trust-store=classpath:keystore/dod-roots.jks
server.ssl.trust-store-password=changeit
server.ssl.client-auth=need
`, V{"a": g.pwStrong()}, "classpath:keystore/dod-roots.jks", "server.ssl.client-auth=need")

	g.add("gov/cac-ssh-pkcs11-config-benign", `
# ~/.ssh/config — CAC login to the bastion; PIN is prompted, never stored
Host bastion-il4
  HostName «_ip»
  User jane.doe
  PKCS11Provider /usr/lib/x86_64-linux-gnu/opensc-pkcs11.so
  IdentitiesOnly yes
$ ssh-keygen -D /usr/lib/x86_64-linux-gnu/opensc-pkcs11.so | head -1
«_pub» PIV AUTH pubkey
`, V{"_ip": fmt.Sprintf("10.%d.%d.%d", g.r.IntN(255), g.r.IntN(255), 2+g.r.IntN(250)), "_pub": g.sshRSAPub()}, "PIN is prompted, never stored", "PKCS11Provider")

	g.add("gov/nginx-mutual-tls-dod-benign", `
server {
    listen 443 ssl;
    server_name fbps.fernwood.gov;
    ssl_certificate     /etc/pki/tls/certs/fbps.crt;
    ssl_certificate_key /etc/pki/tls/private/fbps.key;
    ssl_client_certificate /etc/pki/tls/certs/DoD_PKE_CA_chain.pem;
    ssl_verify_client on;
    ssl_verify_depth 4;
    ssl_crl /etc/pki/tls/crl/dod-combined.crl;
    proxy_set_header X-SSL-Client-S-DN $ssl_client_s_dn;
}
`, V{}, "DoD_PKE_CA_chain.pem", "/etc/pki/tls/private/fbps.key")

	g.add("gov/signtool-timestamp-pfx", `
> signtool sign /f C:\build\codesign\fernwood-ev.pfx /p «a» /fd SHA256 /tr http://timestamp.digicert.com /td SHA256 dist\FWDTaxFiler-2025.1.msi
Done Adding Additional Store
Successfully signed: dist\FWDTaxFiler-2025.1.msi
`, V{"a": g.pwStrong()}, "FWDTaxFiler-2025.1.msi", "http://timestamp.digicert.com")

	g.add("gov/python-pkcs11-smartcard-pin", `
import pkcs11
lib = pkcs11.lib("/usr/lib/libeTPkcs11.so")
token = lib.get_token(token_label="FWD QES Token")
with token.open(user_pin="«a»") as session:
    key = session.get_key(object_class=pkcs11.ObjectClass.PRIVATE_KEY, label="Qualified Signature")
    sig = key.sign(digest, mechanism=pkcs11.Mechanism.SHA256_RSA_PKCS)
`, V{"a": g.govPIN()}, "FWD QES Token", "Qualified Signature")

	g.add("gov/itext-pades-sign-properties", `
# signer.properties — PAdES signing of court filings
signer.keystore=/secure/qes/fernwood-court-signing.p12
signer.keystore.password=«a»
signer.alias=court-filings-2024
signer.tsa.url=http://tsa.belgium.be/connect
signer.tsa.user=fwd-tsa
signer.tsa.password=«b»
signer.reason=Filed on behalf of Fernwood Law LLP
`, V{"a": g.pwStrong(), "b": g.pw()}, "http://tsa.belgium.be/connect", "Filed on behalf of Fernwood Law LLP")

	g.add("gov/step-ca-provisioner-password-file", `
$ step ca init --deployment-type standalone --name "FWD Internal CA" --dns ca.fwd.local --address :9000 \
    --provisioner admin@fwd.local --password-file <(echo «a»)
✔ Root certificate: /home/ca/.step/certs/root_ca.crt
✔ Root fingerprint: «_fp»
✔ Intermediate certificate: /home/ca/.step/certs/intermediate_ca.crt
`, V{"a": g.pwStrong(), "_fp": g.hex(64)}, "FWD Internal CA", "/home/ca/.step/certs/root_ca.crt")
}

// ---- tickets, emails and chats ----

func (g *G) govChat() {
	g.govAdd("gov/slack-docusign-key-handoff", `
[10:42] dana.kim: @marco can you set up the DocuSign JWT for the county contracts app? integration key is «_ik» (that one's fine to share)
[10:43] dana.kim: RSA keypair id «_kp», private key below, please put it in Vault under secret/contracts/docusign and then delete this msg
[10:43] dana.kim: ˋˋˋ
«a»
ˋˋˋ
[10:51] marco.r: done, vault kv put secret/contracts/docusign private_key=@ds.pem → version 3
`, V{"_ik": g.uuid(), "_kp": g.uuid(), "a": g.rsaPEM().block()}, "secret/contracts/docusign", "vault kv put")

	g.add("gov/email-state-agency-sftp-credentials", `
From: EDI Coordinator <edi@dor.state.example.gov>
To: integrations@fernwood.dev
Subject: RE: Sales tax bulk filing — SFTP test credentials

Hello,

Your Transmitter Control Code is «_tcc». Test credentials for the bulk filing SFTP:

  Host:     sftp-test.dor.state.example.gov  (port 22)
  User:     T«_tcc»
  Password: «a»

The password expires in 30 days. Production credentials will be mailed separately after three accepted test files.
Ticket DOR-EDI-«_tk»
`, V{"_tcc": g.digits(6), "a": g.pwStrong(), "_tk": g.digits(5)}, "sftp-test.dor.state.example.gov", "Transmitter Control Code")

	g.add("gov/jira-ticket-avalara-rotate", `
FIN-2291  Rotate AvaTax license key after contractor offboarding
Priority: High   Status: In Progress   Assignee: Priya N.
Description:
The production AvaTax license key was in the contractor's laptop .env. New key generated in the Avalara portal (Settings > License and API keys):
    Account ID:  «_acct»   (not secret)
    License key: «a»
Old key (revoked 11/21): ending ...«_old4»
Update: billing-service (k8s secret tax-providers), Magento admin, NetSuite SuiteTax.
`, V{"_acct": g.digits(10), "a": g.s(alHexU, 16), "_old4": g.s(alHexU, 4)}, "Rotate AvaTax license key after contractor offboarding", "k8s secret tax-providers")

	g.add("gov/teams-chat-pacer-shared-login", `
Maria Lopez  9:14 AM
anyone have the PACER login for the Northgate matter? docket 57 dropped overnight
Tom Becker  9:16 AM
firm account: fwdlit01 / «a»  — client code matter-2291 so it bills right
Maria Lopez  9:16 AM
thx 🙏
`, V{"a": g.pw()}, "client code matter-2291", "fwdlit01")

	g.add("gov/github-issue-census-key-leak", `
### Bug: census loader returns 302 to key_signup page

**Steps**
1. `+"`"+`export CENSUS_API_KEY=«a»`+"`"+`
2. `+"`"+`python -m loaders.census --year 2022 --table B25064`+"`"+`

**Output**
`+"```"+`
requests.exceptions.TooManyRedirects: Exceeded 30 redirects.
GET https://api.census.gov/data/2022/acs/acs5?get=NAME,B25064_001E&for=county:*&in=state:55&key=«a»
`+"```"+`
Python 3.12.6, census 0.8.22
`, V{"a": g.hex(40)}, "B25064_001E", "census 0.8.22")

	g.add("gov/email-hmrc-developer-hub-secret", `
From: HMRC Developer Hub <noreply@tax.service.gov.uk>
Subject: Client secret created for fernwood-books (Production)

A new client secret has been created for your application fernwood-books.

Client ID:      «_cid»
Client secret:  «a»

Copy it now. For security, we will only show the full secret once; afterwards you will see only the last 4 characters.
If you did not make this change, contact SDSTeam@hmrc.gov.uk.
`, V{"_cid": g.an(28), "a": g.uuid()}, "SDSTeam@hmrc.gov.uk", "fernwood-books")

	g.add("gov/servicenow-ticket-login-gov-cert-renewal", `
INC0048812 | login.gov SP certificate expiring 2024-12-31 | State: Work in Progress
Work notes (internal):
2024-11-22 14:03  j.okafor
  Generated new keypair for the login.gov dashboard. Public cert uploaded to https://dashboard.int.identitysandbox.gov (app id 3411).
  Private key (temporary, move to Key Vault fwd-kv-prod secret "logingov-sp-2025"):
«a»
2024-11-22 14:20  j.okafor
  Uploaded to Key Vault; certificate thumbprint «_tp». Please delete the key from this note.
`, V{"a": g.pkcs8RSAPEM().block(), "_tp": g.govThumb()}, "https://dashboard.int.identitysandbox.gov", "logingov-sp-2025")

	g.add("gov/agent-chat-sat-password-question", `
user: the CFDI stamping fails with "CFDI40108 - El certificado no corresponde con el RFC emisor". here's my .env:
SAT_CER_PATH=./sat/00001000000«_ns».cer
SAT_KEY_PATH=./sat/CSD_sucursal.key
SAT_KEY_PASSWORD=«a»
SAT_RFC=«_rfc»
assistant: The certificate's serial belongs to a different RFC than «_rfc». Check the x500UniqueIdentifier in the .cer — and since the .env with the key password is now in this chat, consider requesting a new CSD in CertiSAT.
`, V{"_ns": g.digits(9), "a": g.pwURL(), "_rfc": g.govRFC()}, "CFDI40108", "CertiSAT")

	g.add("gov/email-court-efile-vendor-api-creds", `
From: EFSP Onboarding <onboarding@efile-vendor.example>
Subject: Your API credentials — Illinois e-filing (stage)

Firm: Fernwood Law LLP (firm id «_fid»)

  API user:      fernwood_api
  API password:  «a»
  Client token:  «b»

Stage URL: https://il-stage.efile-vendor.example/api/v3
Your first 10 test envelopes will be reviewed by the Clerk of the Circuit Court of Cook County.
`, V{"_fid": g.uuid(), "a": g.pwStrong(), "b": g.an(48)}, "https://il-stage.efile-vendor.example/api/v3", "Clerk of the Circuit Court of Cook County")

	g.add("gov/pr-review-comment-companies-house", `
> src/clients/companiesHouse.ts line 4
> const CH_KEY = process.env.CH_API_KEY ?? "«a»";

**reviewer (aisha-k):** please don't fall back to a real key here. The CH key is a live credential (rate limit is per key and they ban abusers). Rotate it at https://developer.company-information.service.gov.uk/manage-applications and drop the fallback.
`, V{"a": g.uuid()}, "https://developer.company-information.service.gov.uk/manage-applications")

	g.add("gov/whatsapp-gst-portal-creds", `
[18/11/24, 7:12:44 PM] Rakesh CA: GST portal login for Fernwood India, for filing GSTR-1
[18/11/24, 7:12:58 PM] Rakesh CA: user: fernwood_blr
[18/11/24, 7:13:05 PM] Rakesh CA: pwd: «a»
[18/11/24, 7:13:40 PM] Rakesh CA: GSTIN «_gstin». OTP comes on Anil's phone
[18/11/24, 7:20:02 PM] Anil: ok done, ARN AA«_arn»
`, V{"a": g.pw(), "_gstin": g.govGSTIN(), "_arn": g.s(alUpNum, 13)}, "GSTR-1", "fernwood_blr")

	g.add("gov/runbook-peppol-ap-cert-renewal", `
## Peppol AP certificate renewal (every 2 years)

1. Generate CSR in the OpenPeppol Service Desk portal, seat «_seat».
2. Download the signed cert, build the .p12:
       openssl pkcs12 -export -inkey ap-2025.key -in ap-2025.crt -name "openpeppol ap pop000999" -out ap-prod-2025.p12 -passout pass:«a»
3. Update phase4.properties keystore.password and restart phase4-ap.
4. Check the SMP: endpoint certificate serial must match «_ser».
`, V{"_seat": "POP000" + g.digits(3), "a": g.pwURL(), "_ser": g.s(alHex, 32)}, "openpeppol ap pop000999", "phase4-ap")

	g.add("gov/zendesk-user-pasted-idme-secret", `
Ticket #«_t» — "ID.me login loop after redirect"
Requester: it@countyvets.example.gov
---
We're getting redirect_uri mismatch. Config from our side:
  client_id     «_cid»
  client_secret «a»
  redirect      https://benefits.countyvets.example.gov/idme/cb
---
Agent (Fernwood Support): Thanks! Please regenerate the client secret in the ID.me developer console since it was shared in this ticket. The mismatch is the trailing slash on the redirect.
`, V{"_t": g.digits(6), "_cid": g.hex(32), "a": g.hex(32)}, "https://benefits.countyvets.example.gov/idme/cb", "redirect_uri mismatch")

	g.add("gov/signal-note-piv-pin-reset", `
Note to self (Signal)
new CAC PIN after reset at RAPIDS: «a»
PUK from the envelope: «b»
cert expires 2027-03; EDIPI ends ...«_e4»
`, V{"a": g.govPIN(), "b": g.govPIN(), "_e4": g.s(alDigit, 4)}, "cert expires 2027-03")

	g.add("gov/email-irs-efile-app-vendor", `
Subject: MeF ATS login credentials for the 2025 season
To: taxdev@fernwood.dev

Strong Authentication cert: fernwood-sa-2025.p12 (attached separately)
Keystore password: «a»
ETIN: «_etin»  |  Software ID: «_sid»
Reminder: communication tests for Forms 1040, 1120 and 941 must pass before January 15.
`, V{"a": g.pwStrong(), "_etin": g.digits(5), "_sid": g.digits(8)}, "fernwood-sa-2025.p12", "Forms 1040, 1120 and 941")
}

// ---- benign look-alikes ----

func (g *G) govBenign() {
	g.add("gov/benign-docusign-connect-payload", `
{
  "event": "envelope-completed",
  "apiVersion": "v2.1",
  "uri": "/restapi/v2.1/accounts/«_acct»/envelopes/«_env»",
  "retryCount": 0,
  "configurationId": «_cfg»,
  "generatedDateTime": "2024-11-15T13:24:47.1270000Z",
  "data": {
    "accountId": "«_acct»",
    "userId": "«_uid»",
    "envelopeId": "«_env»"
  }
}
`, V{"_acct": g.uuid(), "_env": g.uuid(), "_cfg": g.digits(8), "_uid": g.uuid()}, "envelope-completed")

	g.add("gov/benign-w9-intake-masked-tins", `
2024-12-02 09:14:03 INFO  vendor-onboarding: W-9 received vendor=V-«_v1» name="Northgate Data Inc." tin_type=EIN tin=**-***«_t1» backup_withholding=false
2024-12-02 09:14:03 INFO  vendor-onboarding: W-9 received vendor=V-«_v2» name="J. Alvarez Consulting" tin_type=SSN tin=***-**-«_t2» backup_withholding=false
2024-12-02 09:14:04 WARN  vendor-onboarding: vendor=V-«_v2» W-8BEN-E expected for foreign address, got W-9 (rev. March 2024)
`, V{"_v1": g.digits(6), "_t1": g.s(alDigit, 4), "_v2": g.digits(6), "_t2": g.s(alDigit, 4)}, "W-8BEN-E", "Northgate Data Inc.")

	g.add("gov/benign-sam-extract-csv", `
UEI,CAGE,LEGAL_BUSINESS_NAME,REGISTRATION_STATUS,EXPIRATION,NAICS_PRIMARY
«_u1»,«_c1»,FERNWOOD ANALYTICS LLC,A,2025-08-14,541511
«_u2»,«_c2»,NORTHGATE DATA INC,A,2025-03-02,518210
«_u3»,«_c3»,DANE GEOSPATIAL LLC,E,2024-10-30,541370
`, V{"_u1": g.govUEI(), "_c1": g.govCAGE(), "_u2": g.govUEI(), "_c2": g.govCAGE(), "_u3": g.govUEI(), "_c3": g.govCAGE()}, "NAICS_PRIMARY", "DANE GEOSPATIAL LLC")

	g.add("gov/benign-certutil-store-listing", `
C:\> certutil -user -store My
My "Personal"
================ Certificate 0 ================
Serial Number: «_s1»
Issuer: CN=DOD ID CA-70, OU=PKI, OU=DoD, O=U.S. Government, C=US
 NotBefore: 3/14/2024 12:00 AM
 NotAfter: 3/13/2027 11:59 PM
Subject: CN=DOE.JANE.M.«_edipi», OU=CONTRACTOR, OU=PKI, OU=DoD, O=U.S. Government, C=US
Non-root Certificate
Cert Hash(sha1): «_h1»
  Key Container = «_kc»
  Provider = Microsoft Smart Card Key Storage Provider
Private key is NOT exportable
CertUtil: -store command completed successfully.
`, V{"_s1": g.hex(6), "_edipi": g.digits(10), "_h1": g.hex(40), "_kc": g.uuid()}, "Microsoft Smart Card Key Storage Provider", "Private key is NOT exportable")

	g.add("gov/benign-login-gov-jwks", `
$ curl -s https://secure.login.gov/api/openid_connect/certs | jq '.keys[0]'
{
  "alg": "RS256",
  "use": "sig",
  "kty": "RSA",
  "n": "«_n»",
  "e": "AQAB",
  "kid": "«_kid»"
}
`, V{"_n": g.b64u(342), "_kid": g.hex(64)}, "https://secure.login.gov/api/openid_connect/certs")

	g.add("gov/benign-cfdi-uuid-report", `
Folio  Serie  UUID                                  RFC receptor    Total       Estatus SAT
1042   F      «_u1»  «_r1»    12,760.00   Vigente
1043   F      «_u2»  «_r2»     3,480.00   Cancelado
1044   F      «_u3»  «_r3»    98,113.20   Vigente
`, V{"_u1": strings.ToUpper(g.uuid()), "_r1": g.govRFC(), "_u2": strings.ToUpper(g.uuid()), "_r2": g.govRFC(), "_u3": strings.ToUpper(g.uuid()), "_r3": g.govRFC()}, "Estatus SAT")

	g.add("gov/benign-danfe-chave-acesso", `
DANFE - Documento Auxiliar da Nota Fiscal Eletrônica
0 - ENTRADA / 1 - SAÍDA: 1     Nº «_num»   SÉRIE 1
CHAVE DE ACESSO
«_ch»
Consulta de autenticidade no portal nacional da NF-e www.nfe.fazenda.gov.br/portal ou no site da Sefaz Autorizadora
PROTOCOLO DE AUTORIZAÇÃO DE USO: «_prot» 14/01/2025 10:12:31
CNPJ: «_cnpj»   INSCRIÇÃO ESTADUAL: «_ie»
`, V{"_num": g.digits(6), "_ch": g.digits(44), "_prot": g.digits(15), "_cnpj": g.govCNPJ(), "_ie": g.digits(12)}, "www.nfe.fazenda.gov.br/portal")

	g.add("gov/benign-vies-vat-check", `
$ curl -s -X POST https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number \
    -H 'Content-Type: application/json' -d '{"countryCode":"IE","vatNumber":"«_vat»"}'
{
  "countryCode" : "IE",
  "vatNumber" : "«_vat»",
  "requestDate" : "2025-01-14T10:31:09.882Z",
  "valid" : true,
  "requestIdentifier" : "WAPIAAAA«_req»",
  "name" : "FERNWOOD EUROPE LIMITED",
  "address" : "2 GRAND CANAL SQUARE, DUBLIN 2"
}
`, V{"_vat": g.digits(7) + "WA", "_req": g.s(alUpNum, 8)}, "FERNWOOD EUROPE LIMITED", "https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number")

	g.add("gov/benign-bls-series-fips", `
# series.yaml — no secrets here; the BLS key is in BLS_API_KEY
series:
  - id: LAUCN«_fips»0000000003   # unemployment rate, Dane County WI
  - id: CUUR0200SA0               # CPI-U Midwest
  - id: SMU55000000500000001      # WI total private employment
census_geos:
  - {state: "55", county: "025", tract: "«_tract»"}
`, V{"_fips": "55025", "_tract": g.digits(6)}, "no secrets here; the BLS key is in BLS_API_KEY", "CUUR0200SA0")

	g.add("gov/benign-companies-house-fixtures", `
# tests/fixtures/companies.py
KNOWN_COMPANIES = {
    "«_c1»": "FERNWOOD ANALYTICS LTD",
    "SC«_c2»": "NORTHGATE DATA (SCOTLAND) LTD",
    "OC«_c3»": "DANE & PARTNERS LLP",
}
SIC_CODES = ["62012", "62020", "63110"]
`, V{"_c1": g.digits(8), "_c2": g.digits(6), "_c3": g.digits(6)}, "NORTHGATE DATA (SCOTLAND) LTD", "SIC_CODES")

	g.add("gov/benign-pacer-docket-sheet", `
U.S. District Court
District of Columbia (Washington, DC)
CIVIL DOCKET FOR CASE #: «_dk»

United States v. Fernwood Holdings              Date Filed: 03/19/2024
Assigned to: Judge Amit P. Mehta                Jury Demand: None
Cause: 31:3729 False Claims Act                 Nature of Suit: 375 Other Statutes: False Claims Act
Date Filed   #   Docket Text
03/19/2024   1   COMPLAINT against FERNWOOD HOLDINGS ( Filing fee $ 405 receipt number ADCDC-«_rcpt»)
04/22/2024   9   NOTICE of Appearance by Jane M. Doe on behalf of FERNWOOD HOLDINGS
                    PACER Service Center
                  Transaction Receipt
          11/20/2024 09:41:17
PACER Login: fwdlit01     Client Code: matter-2291
Description: Docket Report   Search Criteria: «_dk»
Billable Pages: 2            Cost: 0.20
`, V{"_dk": g.govDocket(), "_rcpt": g.digits(8)}, "PACER Service Center", "Client Code: matter-2291")

	g.add("gov/benign-adobe-sign-agreement-events", `
{"agreementId":"«_agr»","event":"AGREEMENT_WORKFLOW_COMPLETED","eventDate":"2025-01-09T15:22:10Z","participantUserEmail":"clerk@danecounty.example.gov","webhookId":"«_wh»","webhookName":"contracts-to-sharepoint"}
`, V{"_agr": "CBJCHBCAABAA" + g.b64u(32), "_wh": "CBJCHBCAABAA" + g.b64u(32)}, "AGREEMENT_WORKFLOW_COMPLETED", "contracts-to-sharepoint")

	g.add("gov/benign-eidas-metadata-cert", `
<md:KeyDescriptor use="signing">
  <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
    <ds:X509Data>
      <ds:X509Certificate>«_cert»</ds:X509Certificate>
    </ds:X509Data>
  </ds:KeyInfo>
</md:KeyDescriptor>
<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://eidas-proxy.fernwood.eu/EidasNode/ColleagueRequest"/>
`, V{"_cert": g.b64(900)}, "https://eidas-proxy.fernwood.eu/EidasNode/ColleagueRequest")

	g.add("gov/benign-masked-key-previews", `
$ ./govkeys list
NAME                 PROVIDER          KEY            CREATED      LAST USED
census               api.census.gov    ****«_k1»     2023-02-11   2024-11-20
sam-gov              api.sam.gov       ****«_k2»     2024-11-01   2024-11-20
companies-house      CH REST           ****«_k3»     2022-07-04   2024-11-19
taxjar-prod          TaxJar            ****«_k4»     2024-05-30   2024-11-20
`, V{"_k1": g.hex(4), "_k2": g.an(4), "_k3": g.hex(4), "_k4": g.hex(4)}, "companies-house", "LAST USED")

	g.add("gov/benign-eway-bill-response", `
{"status":"1","data":{"ewayBillNo":«_ewb»,"ewayBillDate":"18/11/2024 01:22:00 PM","validUpto":"19/11/2024 11:59:00 PM","alert":""}}
Vehicle KA01AB1234 updated, Part-B entered by «_gstin»
`, V{"_ewb": g.digits(12), "_gstin": g.govGSTIN()}, "KA01AB1234")

	g.add("gov/benign-mef-acknowledgement", `
<Acknowledgement>
  <SubmissionId>«_sub»</SubmissionId>
  <EFIN>«_efin»</EFIN>
  <TaxYr>2024</TaxYr>
  <SubmissionTyp>1040</SubmissionTyp>
  <AcceptanceStatusTxt>Rejected</AcceptanceStatusTxt>
  <ValidationErrorList errorCnt="1">
    <ValidationErrorGrp errorId="1">
      <RuleNum>IND-031-04</RuleNum>
      <ErrorMessageTxt>'PrimaryPriorYearPIN' and 'PrimaryPriorYearAGIAmt' in the Return Header must match the e-File database.</ErrorMessageTxt>
    </ValidationErrorGrp>
  </ValidationErrorList>
</Acknowledgement>
`, V{"_sub": g.digits(20), "_efin": g.digits(6)}, "IND-031-04", "PrimaryPriorYearPIN")

	g.add("gov/benign-avatax-transaction-response", `
{
  "id": «_id»,
  "code": "«_code»",
  "companyId": «_co»,
  "date": "2025-01-14",
  "status": "Committed",
  "type": "SalesInvoice",
  "totalTax": 86.25,
  "customerCode": "CUST-00412",
  "exemptNo": "",
  "locationCode": "DEFAULT",
  "summary": [{"country": "US", "region": "PA", "jurisType": "State", "jurisCode": "42", "jurisName": "PENNSYLVANIA", "taxName": "PA STATE TAX", "rate": 0.06}]
}
`, V{"_id": g.digits(11), "_code": g.uuid(), "_co": g.digits(7)}, "PA STATE TAX", "CUST-00412")

	g.add("gov/benign-ykman-info", `
$ ykman info
Device type: YubiKey 5 NFC
Serial number: «_sn»
Firmware version: 5.4.3
Form factor: Keychain (USB-A)
Enabled USB interfaces: OTP, FIDO, CCID
$ ykman piv info
PIV version:              5.4.3
PIN tries remaining:      3/3
Management key algorithm: TDES
CHUID: «_chuid»
CCC:   No data available
`, V{"_sn": g.digits(8), "_chuid": "3019d4e739da739ced39ce739d836858210842108421c84210c3eb34" + g.hex(32) + "350832303330303130313e00fe00"}, "Management key algorithm: TDES", "YubiKey 5 NFC")

	g.add("gov/benign-foia-tracking-numbers", `
Request #      Agency                         Received    Status       Fee waiver
2025-FWD-«_a»  Dept. of Transportation        01/06/2025  Processing   Granted
EPA-2025-«_b»  Environmental Protection Agcy  01/08/2025  Perfected    Pending
FOIA-2024-«_c» U.S. Citizenship & Immigration 12/19/2024  Closed       n/a
`, V{"_a": g.digits(5), "_b": g.digits(6), "_c": g.digits(5)}, "Environmental Protection Agcy")

	g.add("gov/benign-hmrc-fraud-headers-feedback", `
$ curl -s https://test-api.service.hmrc.gov.uk/test/fraud-prevention-headers/validate -H "Authorization: Bearer $HMRC_TOKEN" -H "Accept: application/vnd.hmrc.1.0+json" ...
{
  "specVersion": "3.3",
  "code": "POTENTIALLY_INVALID_HEADERS",
  "message": "At least 1 header is potentially invalid",
  "warnings": [
    {"code": "POTENTIALLY_INVALID_HEADER", "message": "Value contains a private IP address", "headers": ["gov-client-public-ip"]}
  ]
}
`, V{}, "POTENTIALLY_INVALID_HEADERS", "$HMRC_TOKEN")

	g.add("gov/benign-peppol-participants-table", `
| Customer            | Peppol ID                 | Scheme | Doc types            |
|---------------------|---------------------------|--------|----------------------|
| Dane Logistics BV   | 0106:«_kvk»             | KVK    | Invoice, CreditNote  |
| Fernwood Europe Ltd | 9935:IE«_vat»          | VAT IE | Invoice              |
| Nordhavn A/S        | 0184:DK«_cvr»            | CVR    | Invoice, Order       |
`, V{"_kvk": g.digits(8), "_vat": g.digits(7) + "WA", "_cvr": g.digits(8)}, "Nordhavn A/S")

	g.add("gov/benign-digilocker-issued-doc-uri", `
{"name":"Driving Licence","type":"file","size":"","date":"12-03-2024","parent":"","mime":["application/pdf","application/xml"],"uri":"in.gov.transport-DRVLC-«_dl»","doctype":"DRVLC","description":"Driving License","issuerid":"in.gov.transport","issuer":"Ministry of Road Transport and Highways"}
`, V{"_dl": g.s(alUpper, 2) + g.digits(13)}, "Ministry of Road Transport and Highways")
}

// ---- deploy configs and pipelines that carry them ----

func (g *G) govDeploy() {
	g.add("gov/k8s-secret-stringdata-einvoice", `
apiVersion: v1
kind: Secret
metadata:
  name: einvoice-credentials
  namespace: billing-mx
type: Opaque
stringData:
  SAT_CSD_PASSWORD: "«a»"
  FINKOK_USER: timbrado@fernwood.mx
  FINKOK_PASSWORD: "«b»"
  SAT_RFC: «_rfc»
`, V{"a": g.pwURL(), "b": g.pw(), "_rfc": g.govRFC()}, "einvoice-credentials", "billing-mx")

	g.add("gov/github-actions-debug-env-dump", `
Run ./scripts/publish-fbps.sh
  ./scripts/publish-fbps.sh
  shell: /usr/bin/bash -e {0}
  env:
    CF_API: https://api.fr.cloud.gov
    CF_ORG: fernwood-fbps
    CF_SPACE: prod
    CF_USERNAME: «_u»
    CF_PASSWORD: ***
+ cf auth «_u» «a»
API endpoint: https://api.fr.cloud.gov
Authenticating...
OK
`, V{"_u": g.uuid(), "a": g.an(32)}, "CF_ORG: fernwood-fbps", "CF_PASSWORD: ***")

	g.add("gov/docker-compose-peppol-ap", `
services:
  phase4-ap:
    image: ghcr.io/fernwood/phase4-ap:3.0.1
    environment:
      PHASE4_KEYSTORE_PASSWORD: «a»
      PHASE4_KEY_PASSWORD: «b»
      SMP_URL: http://smp.fernwood.eu
      SMP_ADMIN_PASSWORD: «c»
    volumes:
      - ./keystore:/etc/phase4:ro
  phoss-smp:
    image: phelger/phoss-smp-xml:latest
    ports: ["8080:8080"]
`, V{"a": g.pwStrong(), "b": g.pwStrong(), "c": g.pw()}, "ghcr.io/fernwood/phase4-ap:3.0.1", "phelger/phoss-smp-xml:latest")

	g.add("gov/ansible-vault-decrypted-gov-vars", `
$ ansible-vault view group_vars/prod/vault.yml
Vault password:
vault_logingov_private_key: |
«a»
vault_hmrc_client_secret: «b»
vault_companies_house_key: «c»
vault_avatax_license_key: «d»
`, V{"a": "  " + strings.ReplaceAll(g.rsaPEM().block(), "\n", "\n  "), "b": g.uuid(), "c": g.uuid(), "d": g.s(alHexU, 16)}, "group_vars/prod/vault.yml", "vault_companies_house_key")

	g.add("gov/helm-values-docusign-gov", `
# values-prod.yaml — contracts-service on the county AKS (Azure Government)
docusign:
  environment: production
  oauthBasePath: account.docusign.com
  integrationKey: «_ik»
  userId: «_uid»
  accountId: «_acct»
  rsaPrivateKey: «a»
ingress:
  host: contracts.danecounty.example.gov
`, V{"_ik": g.uuid(), "_uid": g.uuid(), "_acct": g.uuid(), "a": b64s(g.rsaPEM().block())}, "contracts.danecounty.example.gov")

	g.add("gov/gitlab-ci-vars-api-output", `
$ curl -s --header "PRIVATE-TOKEN: $GL_TOKEN" https://gitlab.fernwood.dev/api/v4/projects/412/variables | jq -c '.[] | {key, value, masked}'
{"key":"BLS_API_KEY","value":"«a»","masked":true}
{"key":"FRED_API_KEY","value":"«b»","masked":true}
{"key":"CENSUS_API_KEY","value":"«c»","masked":false}
{"key":"DATA_YEAR","value":"2023","masked":false}
`, V{"a": g.hex(32), "b": g.s(alLowNum, 32), "c": g.hex(40)}, "$GL_TOKEN", "\"DATA_YEAR\"")

	g.add("gov/systemd-env-file-irp", `
# /etc/fernwood/einvoice.env  (EnvironmentFile= of einvoice-worker.service)
IRP_CLIENT_ID=«_cid»
IRP_CLIENT_SECRET=«a»
IRP_USERNAME=API_FWDBLR
IRP_PASSWORD=«b»
IRP_GSTIN=«_gstin»
`, V{"_cid": g.s(alUpNum, 16), "a": g.s(alAlnum, 20), "b": g.pw(), "_gstin": g.govGSTIN()}, "API_FWDBLR", "einvoice-worker.service")

	g.add("gov/azure-keyvault-show-secret-tax", `
$ az keyvault secret show --vault-name fwd-kv-gov --name hmrc-client-secret --query value -o tsv
«a»
$ az keyvault secret show --vault-name fwd-kv-gov --name nfe-pfx-password --query value -o tsv
«b»
$ az keyvault secret list --vault-name fwd-kv-gov --query "[].name" -o tsv
hmrc-client-secret
nfe-pfx-password
sat-csd-password
`, V{"a": g.uuid(), "b": g.pwURL()}, "fwd-kv-gov", "sat-csd-password")

	g.add("gov/jenkins-credentials-groovy-mef", `
withCredentials([
    certificate(credentialsId: 'mef-strong-auth', keystoreVariable: 'MEF_P12', passwordVariable: 'MEF_P12_PASS'),
    string(credentialsId: 'mef-etin', variable: 'MEF_ETIN'),
]) {
    sh './gradlew :mef-client:ats -Pkeystore=$MEF_P12'
}
// TODO remove: local fallback used while Jenkins was down
def fallbackPass = '«a»'
`, V{"a": g.pwStrong()}, "mef-strong-auth", "passwordVariable: 'MEF_P12_PASS'")

	g.add("gov/terraform-state-grep-gov", `
$ terraform state pull | jq -r '.resources[] | select(.type=="azurerm_key_vault_secret") | .instances[].attributes | "\(.name)=\(.value)"'
docusign-hmac-key-1=«a»
yousign-api-key=«b»
clio-app-secret=«c»
`, V{"a": g.b64(32), "b": g.an(32), "c": g.an(40)}, "azurerm_key_vault_secret", "yousign-api-key")

	g.add("gov/dotnet-user-secrets-list", `
$ dotnet user-secrets list --project src/Fernwood.Courts.Api
Tyler:EfmUrl = https://texas-stage.tylertech.cloud/EFM/EFMUserService.svc
Tyler:CertPassword = «a»
PacerAuth:LoginId = fwdlit01
PacerAuth:Password = «b»
CourtListener:Token = «c»
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.hex(40)}, "src/Fernwood.Courts.Api", "PacerAuth:LoginId = fwdlit01")

	g.add("gov/vercel-env-pull-idme", `
$ vercel env pull .env.local
Vercel CLI 37.14.0
> Downloading "development" Environment Variables for Project veterans-portal
✅  Created .env.local file  [148ms]
$ cat .env.local
# Created by Vercel CLI
IDME_CLIENT_ID="«_cid»"
IDME_CLIENT_SECRET="«a»"
NEXTAUTH_SECRET="«b»"
NEXTAUTH_URL="http://localhost:3000"
`, V{"_cid": g.hex(32), "a": g.hex(32), "b": g.b64(32)}, "veterans-portal", "NEXTAUTH_URL=\"http://localhost:3000\"")

	g.add("gov/python-keyring-get-pacer", `
$ python -c 'import keyring; print(keyring.get_password("pacer", "fwdlit01"))'
«a»
$ python -c 'import keyring; print(keyring.get_password("companies-house", "api"))'
«b»
`, V{"a": g.pw(), "b": g.uuid()}, "keyring.get_password")

	g.add("gov/postman-env-export-sat-gst", `
{
  "id": "«_id»",
  "name": "Tax APIs — sandbox",
  "values": [
    {"key": "irp_base", "value": "https://einv-apisandbox.nic.in", "enabled": true},
    {"key": "irp_client_secret", "value": "«a»", "type": "secret", "enabled": true},
    {"key": "avatax_license", "value": "«b»", "type": "secret", "enabled": true},
    {"key": "avatax_account", "value": "«_acct»", "type": "default", "enabled": true}
  ],
  "_postman_variable_scope": "environment"
}
`, V{"_id": g.uuid(), "a": g.s(alAlnum, 20), "b": g.s(alHexU, 16), "_acct": g.digits(10)}, "Tax APIs — sandbox", "_postman_variable_scope")
}
