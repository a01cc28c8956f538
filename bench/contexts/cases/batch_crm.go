package cases

import (
	"fmt"
	"strings"
)

// crmCases adds credentials from CRM, sales, marketing-automation, HR and
// payroll integrations as developers handle them: Salesforce (sf and sfdx
// CLI output and auth files, the CLI's key.json, sfdxAuthUrl force://
// URLs, the JWT bearer flow and its server.key, connected-app consumer
// secrets, simple_salesforce, jsforce, the Java and .NET clients, SOAP
// login, outbound messages with session ids, Apex callouts and named
// credentials, CumulusCI, Marketing Cloud, MuleSoft, Heroku Connect),
// HubSpot (private app tokens, developer API keys, the CLI config, OAuth
// and webhook signing), Zoho CRM (self-client grant tokens, refresh tokens
// across data centers, the Python and Java SDKs), Pipedrive, Freshsales,
// Close, Copper, Dynamics 365 and Dataverse (connection strings, pac CLI,
// Azure pipelines), Marketo (Munchkin ids beside client secrets), Pardot,
// Mailchimp and Mandrill, Klaviyo, ActiveCampaign, Brevo, Intercom; HR
// and payroll: Workday (ISU passwords, tenant URLs, RaaS, API clients),
// BambooHR, Gusto, ADP (client certificates), Personio, HiBob, Rippling,
// Deel, Greenhouse and Lever ATS keys, unified HR APIs, Okta and Entra
// SCIM provisioning tokens; and the .env files, CI settings, Terraform,
// Kubernetes secrets, support tickets, chat messages and logs around them.
// Benign look-alikes: record, org, portal and tenant ids, Munchkin ids,
// Workday WIDs, request and correlation ids, webhook signatures,
// ciphertext, masked previews and consumer keys. The case names start
// with "crm/".
func (g *G) crmCases() {
	g.crmSalesforce()
	g.crmSalesforceCode()
	g.crmHubSpot()
	g.crmZohoCRM()
	g.crmSmallCRMs()
	g.crmDynamics()
	g.crmMarketing()
	g.crmWorkday()
	g.crmHRIS()
	g.crmATS()
	g.crmSCIM()
	g.crmCI()
	g.crmChat()
	g.crmLogs()
	g.crmBenign()
}

// ---- helpers used only here ----

// crmOrg15 is a 15-character Salesforce org id.
func (g *G) crmOrg15() string {
	return "00D" + g.s(alDigit, 1) + g.s(alLowNum, 1) + "000" + g.s(alDigit, 4) + g.s(alUpNum, 3)
}

// crmSFID is an 18-character Salesforce record id with a key prefix.
func (g *G) crmSFID(prefix string) string {
	return prefix + g.s(alDigit, 1) + g.s(alLowNum, 1) + "0000" + g.an(6) + g.s(alUpNum, 3)
}

// crmSFAccess is a Salesforce session id / OAuth access token.
func (g *G) crmSFAccess(org15 string) string {
	return org15 + "!" + g.pick("AQ", "AR", "AQ4AQ") + g.s(alAlnum+"._", 94)
}

// crmSFRefresh is a Salesforce OAuth refresh token.
func (g *G) crmSFRefresh() string { return "5Aep861" + g.s(alAlnum+"._", 80) }

// crmSFConsumerKey is a connected app's consumer key (its client id).
func (g *G) crmSFConsumerKey() string { return "3MVG9" + g.s(alAlnum+"._", 80) }

// crmSFSecret is a connected app's consumer secret.
func (g *G) crmSFSecret() string { return g.s(alHexU, 64) }

// crmSecToken is a Salesforce user's security token.
func (g *G) crmSecToken() string { return g.an(24 + g.r.IntN(2)) }

// crmZoho is a Zoho OAuth grant, access or refresh token.
func (g *G) crmZoho() string { return "1000." + g.hex(32) + "." + g.hex(32) }

// crmZohoClient is a Zoho OAuth client id.
func (g *G) crmZohoClient() string { return "1000." + g.s(alUpNum, 30) }

// crmIntercom is an Intercom access token.
func (g *G) crmIntercom() string {
	return b64s("tok:" + strings.ReplaceAll(g.uuid(), "-", "_") + ":1:0")
}

// crmBrevo is a Brevo (Sendinblue) API key.
func (g *G) crmBrevo() string { return "xkeysib-" + g.hex(64) + "-" + g.an(16) }

// crmKlaviyo is a Klaviyo private API key.
func (g *G) crmKlaviyo() string { return "pk_" + g.hex(34) }

// crmClose is a Close API key.
func (g *G) crmClose() string { return "api_" + g.an(22) + "." + g.an(22) }

// crmMunchkin is a Marketo Munchkin account id.
func (g *G) crmMunchkin() string {
	return g.s(alDigit, 3) + "-" + g.s(alUpper, 3) + "-" + g.s(alDigit, 3)
}

// crmWID is a Workday object id.
func (g *G) crmWID() string { return g.hex(32) }

// crmStamp is an ISO timestamp.
func (g *G) crmStamp() string {
	return fmt.Sprintf("2024-%02d-%02dT%02d:%02d:%02d.%03dZ", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60), g.r.IntN(1000))
}

// crmAdd is add with "ˋ" standing for a backtick.
func (g *G) crmAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// ---- Salesforce: CLI, auth files, CI glue ----

func (g *G) crmSalesforce() {
	org := g.crmOrg15()
	g.crmAdd("crm/sf-org-display-verbose-table", `
$ sf org display --target-org prod --verbose
 ›   Warning: This command will expose sensitive information that allows for subsequent activity using your current authenticated session.
 ›   Sharing this information is equivalent to logging someone in under the current credential, resulting in unintended access and escalation of privilege.

=== Org Description

 KEY              VALUE
 ──────────────── ────────────────────────────────────────────────────────────────
 Access Token     «a»
 Alias            prod
 Api Version      61.0
 Client Id        PlatformCLI
 Connected Status Connected
 Id               «_org»
 Instance Url     https://northwind-traders.my.salesforce.com
 Sfdx Auth Url    force://PlatformCLI::«r»@northwind-traders.my.salesforce.com
 Username         release.bot@northwind.example
`, V{"a": g.crmSFAccess(org), "_org": org + g.s(alUpNum, 3), "r": g.crmSFRefresh()}, "https://northwind-traders.my.salesforce.com", "release.bot@northwind.example")

	org = g.crmOrg15()
	g.crmAdd("crm/sf-org-display-json", `
$ sf org display -o uat --verbose --json
{
  "status": 0,
  "result": {
    "id": "«_org»",
    "apiVersion": "60.0",
    "accessToken": "«a»",
    "instanceUrl": "https://acme--uat.sandbox.my.salesforce.com",
    "username": "devops@acme.example.uat",
    "clientId": "PlatformCLI",
    "connectedStatus": "Connected",
    "sfdxAuthUrl": "force://PlatformCLI::«r»@acme--uat.sandbox.my.salesforce.com",
    "alias": "uat"
  },
  "warnings": [
    "This command will expose sensitive information that allows for subsequent activity using your current authenticated session.\nSharing this information is equivalent to logging someone in under the current credential, resulting in unintended access and escalation of privilege.\nFor additional information, please review the authorization section of the https://developer.salesforce.com/docs/atlas.en-us.sfdx_dev.meta/sfdx_dev/sfdx_dev_auth_web_flow.htm."
  ]
}
`, V{"_org": org + g.s(alUpNum, 3), "a": g.crmSFAccess(org), "r": g.crmSFRefresh()}, "devops@acme.example.uat", "acme--uat.sandbox.my.salesforce.com")

	g.crmAdd("crm/sfdx-auth-url-file-custom-app", `
$ cat ci/auth/prod.sfdxurl
force://«=ck»:«cs»:«r»@https://contoso-energy.my.salesforce.com
$ sf org login sfdx-url --sfdx-url-file ci/auth/prod.sfdxurl --alias prod --set-default
Successfully authorized ops.integration@contoso-energy.example with org ID «_org»
`, V{"=ck": g.crmSFConsumerKey(), "cs": g.crmSFSecret(), "r": g.crmSFRefresh(), "_org": g.crmOrg15() + "EAW"}, "ci/auth/prod.sfdxurl", "ops.integration@contoso-energy.example")

	org = g.crmOrg15()
	g.crmAdd("crm/sfdx-legacy-user-json-plain", `
$ cat ~/.sfdx/admin@globex.example.json
{
  "accessToken": "«a»",
  "instanceUrl": "https://globex.my.salesforce.com",
  "orgId": "«_org»",
  "loginUrl": "https://login.salesforce.com",
  "refreshToken": "«r»",
  "clientId": "PlatformCLI",
  "isDevHub": true,
  "instanceApiVersion": "59.0",
  "instanceApiVersionLastRetrieved": "1/12/2024, 9:14:02 AM",
  "username": "admin@globex.example",
  "created": "1672531200000",
  "createdOrgInstance": "USA606"
}
`, V{"a": g.crmSFAccess(org), "_org": org + "EAK", "r": g.crmSFRefresh()}, "admin@globex.example", "USA606")

	g.crmAdd("crm/sfdx-generic-keychain-key-json", `
$ SF_USE_GENERIC_UNIX_KEYCHAIN=true sf org list auth
$ ls ~/.sfdx/
admin@initech.example.json  alias.json  key.json  sfdx-config.json
$ cat ~/.sfdx/key.json
{"service":"sfdx","account":"local","key":"«k»"}
$ jq '{accessToken, refreshToken}' ~/.sfdx/admin@initech.example.json
{
  "accessToken": "«_ea»",
  "refreshToken": "«_er»"
}
`, V{"k": g.hex(32), "_ea": g.hex(12) + g.hex(224) + ":" + g.hex(32), "_er": g.hex(12) + g.hex(176) + ":" + g.hex(32)}, "SF_USE_GENERIC_UNIX_KEYCHAIN=true", "admin@initech.example.json")

	g.crmAdd("crm/sf-org-login-jwt-server-key", `
$ openssl req -x509 -sha256 -nodes -days 730 -newkey rsa:2048 -keyout server.key -out server.crt -subj "/CN=ci-jwt/O=Hooli"
$ cat server.key
«k»
$ sf org login jwt --client-id «=ck» --jwt-key-file server.key --username ci-deployer@hooli.example --instance-url https://login.salesforce.com --alias hooli-prod
Successfully authorized ci-deployer@hooli.example with org ID «_org»
`, V{"k": g.pkcs8RSAPEM().block(), "=ck": g.crmSFConsumerKey(), "_org": g.crmOrg15() + "UAQ"}, "ci-deployer@hooli.example", "--jwt-key-file server.key")

	g.crmAdd("crm/travis-openssl-decrypt-server-key", `
# .travis.yml (from the old sfdx-travisci template)
before_install:
- openssl aes-256-cbc -K «k» -iv «_iv» -in assets/server.key.enc -out assets/server.key -d
- export SFDX_AUTOUPDATE_DISABLE=false
- export SFDX_USE_GENERIC_UNIX_KEYCHAIN=true
- export SFDX_DOMAIN_RETRY=300
script:
- sfdx force:auth:jwt:grant --clientid $CONSUMERKEY --jwtkeyfile assets/server.key --username $USERNAME --setdefaultdevhubusername -a HubOrg
`, V{"k": g.hex(64), "_iv": g.hex(32)}, "assets/server.key.enc", "SFDX_USE_GENERIC_UNIX_KEYCHAIN=true")

	g.crmAdd("crm/connected-app-settings-copied", `
Connected App: ERP Sync (API Name: ERP_Sync)
Version            1
API (Enable OAuth Settings)
  Callback URL     https://erp-sync.internal.example/oauth/callback
  Selected OAuth Scopes
                   Manage user data via APIs (api)
                   Perform requests at any time (refresh_token, offline_access)
  Consumer Key     «=ck»
  Consumer Secret  «cs»
  Require Secret for Web Server Flow   ✓
  Require Secret for Refresh Token Flow ✓
  Enable Client Credentials Flow        ✓   Run As: integration.user@fabrikam.example
`, V{"=ck": g.crmSFConsumerKey(), "cs": g.crmSFSecret()}, "https://erp-sync.internal.example/oauth/callback", "integration.user@fabrikam.example")

	g.crmAdd("crm/sf-client-credentials-curl", `
$ curl -s https://umbrella.my.salesforce.com/services/oauth2/token \
    -d grant_type=client_credentials \
    -d client_id=«=ck» \
    -d client_secret=«cs» | jq .
{
  "access_token": "«a»",
  "signature": "«_sig»",
  "scope": "api",
  "instance_url": "https://umbrella.my.salesforce.com",
  "id": "https://login.salesforce.com/id/«_org»/«_uid»",
  "token_type": "Bearer",
  "issued_at": "1718281455123"
}
`, V{"=ck": g.crmSFConsumerKey(), "cs": g.crmSFSecret(), "a": g.crmSFAccess(org), "_sig": g.b64(32), "_org": org + "MAC", "_uid": g.crmSFID("005")}, "https://umbrella.my.salesforce.com/services/oauth2/token")

	org = g.crmOrg15()
	pwv, tok := g.pw(), g.crmSecToken()
	g.crmAdd("crm/sf-password-grant-curl-token-appended", `
curl https://login.salesforce.com/services/oauth2/token \
  -d "grant_type=password" \
  -d "client_id=«=ck»" \
  -d "client_secret=«cs»" \
  -d "username=api.user@vandelay.example" \
  -d "password=«p»«t»"
{"access_token":"«a»","instance_url":"https://vandelay.my.salesforce.com","id":"https://login.salesforce.com/id/«_org»/«_uid»","token_type":"Bearer","issued_at":"1718299010456","signature":"«_sig»"}
`, V{"=ck": g.crmSFConsumerKey(), "cs": g.crmSFSecret(), "p": pwv, "t": tok, "a": g.crmSFAccess(org), "_org": org + "EAS", "_uid": g.crmSFID("005"), "_sig": g.b64(32)}, "api.user@vandelay.example")

	org = g.crmOrg15()
	g.crmAdd("crm/sf-soap-login-response", `
<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns="urn:partner.soap.sforce.com" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
 <soapenv:Body>
  <loginResponse>
   <result>
    <metadataServerUrl>https://stark.my.salesforce.com/services/Soap/m/59.0/«=o15»</metadataServerUrl>
    <passwordExpired>false</passwordExpired>
    <sandbox>false</sandbox>
    <serverUrl>https://stark.my.salesforce.com/services/Soap/u/59.0/«=o15»</serverUrl>
    <sessionId>«a»</sessionId>
    <userId>«_uid»</userId>
    <userInfo>
     <accessibilityMode>false</accessibilityMode>
     <currencySymbol>$</currencySymbol>
     <orgDefaultCurrencyIsoCode>USD</orgDefaultCurrencyIsoCode>
     <organizationId>«_org»</organizationId>
     <organizationName>Stark Industries</organizationName>
     <userEmail>etl@stark.example</userEmail>
     <userFullName>ETL Service</userFullName>
    </userInfo>
   </result>
  </loginResponse>
 </soapenv:Body>
</soapenv:Envelope>
`, V{"=o15": org, "_org": org + "IAU", "a": g.crmSFAccess(org), "_uid": g.crmSFID("005")}, "etl@stark.example")

	org = g.crmOrg15()
	g.crmAdd("crm/sf-outbound-message-session-id", `
POST /sfdc/outbound/opportunity HTTP/1.1
Host: hooks.wonka.example
Content-Type: text/xml; charset=utf-8
SOAPAction: ""
User-Agent: Salesforce - OutboundMessage

<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
 <soapenv:Body>
  <notifications xmlns="http://soap.sforce.com/2005/09/outbound">
   <OrganizationId>«_org»</OrganizationId>
   <ActionId>«_act»</ActionId>
   <SessionId>«a»</SessionId>
   <EnterpriseUrl>https://wonka.my.salesforce.com/services/Soap/c/59.0/«=org15»</EnterpriseUrl>
   <PartnerUrl>https://wonka.my.salesforce.com/services/Soap/u/59.0/«=org15»</PartnerUrl>
   <Notification>
    <Id>«_nid»</Id>
    <sObject xsi:type="sf:Opportunity" xmlns:sf="urn:sobject.enterprise.soap.sforce.com">
     <sf:Id>«_opp»</sf:Id>
     <sf:StageName>Closed Won</sf:StageName>
    </sObject>
   </Notification>
  </notifications>
 </soapenv:Body>
</soapenv:Envelope>
`, V{"_org": org + "EAQ", "_act": g.crmSFID("04k"), "a": g.crmSFAccess(org), "=org15": org, "_nid": g.crmSFID("04l"), "_opp": g.crmSFID("006")}, "User-Agent: Salesforce - OutboundMessage")

	org = g.crmOrg15()
	g.crmAdd("crm/sf-rest-curl-bearer-soql", `
$ export SF_TOKEN='«a»'
$ curl -s "https://pied-piper.my.salesforce.com/services/data/v61.0/query?q=SELECT+Id,Name+FROM+Account+LIMIT+2" -H "Authorization: Bearer $SF_TOKEN" | jq -c '.records[] | {Id, Name}'
{"Id":"«_a1»","Name":"Hooli XYZ"}
{"Id":"«_a2»","Name":"Raviga Capital"}
`, V{"a": g.crmSFAccess(org), "_a1": g.crmSFID("001"), "_a2": g.crmSFID("001")}, "SELECT+Id,Name+FROM+Account+LIMIT+2")

	g.crmAdd("crm/sf-cli-auth-list-benign-with-env", `
$ sf org list auth
 ALIAS     USERNAME                         ORG ID              INSTANCE URL                                  AUTH METHOD
 ───────── ──────────────────────────────── ─────────────────── ───────────────────────────────────────────── ───────────
 devhub    hub.admin@tyrell.example          «_o1»  https://tyrell.my.salesforce.com                OAuth
 uat       hub.admin@tyrell.example.uat      «_o2»  https://tyrell--uat.sandbox.my.salesforce.com   OAuth
 scratch1  test-«_su»@example.com         «_o3»  https://energy-page-5321-dev-ed.scratch.my.salesforce.com JWT

$ grep SF_ .env.local
SF_USERNAME=hub.admin@tyrell.example
SF_PASSWORD=«p»
SF_SECURITY_TOKEN=«t»
`, V{"_o1": g.crmOrg15() + "EAA", "_o2": g.crmOrg15() + "UAE", "_o3": g.crmOrg15() + "MA2", "_su": g.s(alLowNum, 12), "p": g.pw(), "t": g.crmSecToken()}, "hub.admin@tyrell.example")

	g.crmAdd("crm/cumulusci-keychain-env", `
# .envrc for the nonprofit-success-pack fork
export CUMULUSCI_KEYCHAIN_CLASS=cumulusci.core.keychain.EnvironmentProjectKeychain
export CUMULUSCI_KEY=«k»
export CUMULUSCI_SERVICE_github='{"username": "npsp-bot", "token": "«gh»", "email": "npsp-bot@users.noreply.github.com"}'
export CUMULUSCI_ORG_packaging='{"username": "packaging@npsp.example", "instance_url": "https://npsp-packaging.my.salesforce.com", "sfdx_auth_url": "force://PlatformCLI::«r»@npsp-packaging.my.salesforce.com"}'
`, V{"k": g.an(16), "gh": g.ghp(), "r": g.crmSFRefresh()}, "cumulusci.core.keychain.EnvironmentProjectKeychain", "npsp-bot@users.noreply.github.com")

	g.crmAdd("crm/sfmc-installed-package-env", `
# Marketing Cloud Engagement - installed package "Journey Events API" (Server-to-Server)
SFMC_SUBDOMAIN=«_sub»
SFMC_AUTH_BASE_URI=https://«_sub».auth.marketingcloudapis.com/
SFMC_REST_BASE_URI=https://«_sub».rest.marketingcloudapis.com/
SFMC_CLIENT_ID=«=cid»
SFMC_CLIENT_SECRET=«cs»
SFMC_ACCOUNT_ID=«_mid»
`, V{"_sub": "mc" + g.s(alLowNum, 24), "=cid": g.s(alLowNum, 24), "cs": g.an(24), "_mid": g.digits(9)}, "Journey Events API")

	g.crmAdd("crm/sfmc-token-response-log", `
2024-06-12 08:31:04,992 DEBUG sfmc.auth POST https://mc7x2q4lzmk1bv8f0s9wn5hd1rp4.auth.marketingcloudapis.com/v2/token 200 (212 ms)
2024-06-12 08:31:04,993 DEBUG sfmc.auth response={"access_token":"«a»","token_type":"Bearer","expires_in":1079,"scope":"email_read email_write email_send journeys_read list_and_subscribers_read","soap_instance_url":"https://mc7x2q4lzmk1bv8f0s9wn5hd1rp4.soap.marketingcloudapis.com/","rest_instance_url":"https://mc7x2q4lzmk1bv8f0s9wn5hd1rp4.rest.marketingcloudapis.com/"}
2024-06-12 08:31:05,311 INFO  sfmc.triggered_send definition=welcome_series_v3 subscribers=1 status=OK
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"enterprise_id":%s,"jti":"%s","iss":"https://mc7x2q4lzmk1bv8f0s9wn5hd1rp4.auth.marketingcloudapis.com","application_id":"%s"}`, g.digits(9), g.uuid(), g.uuid()))}, "definition=welcome_series_v3")

	g.crmAdd("crm/mulesoft-secure-properties", `
# src/main/resources/config/prod.yaml  (Mule 4, Secure Configuration Properties)
salesforce:
  username: "mule.integration@soylent.example"
  password: "![«_c1»]"
  securityToken: "![«_c2»]"
  url: "https://soylent.my.salesforce.com/services/Soap/u/59.0"
http:
  port: "8081"

# Runtime Manager > Properties
mule.env=prod
mule.key=«k»
anypoint.platform.client_id=«=cid»
anypoint.platform.client_secret=«cs»
`, V{"_c1": g.b64(24), "_c2": g.b64(32), "k": g.an(16), "=cid": g.hex(32), "cs": g.hex(32)}, "mule.integration@soylent.example")

	g.crmAdd("crm/heroku-connect-config-vars", `
$ heroku config -a soylent-sync
=== soylent-sync Config Vars
DATABASE_URL:               postgres://«_du»:«dp»@ec2-52-1-44-9.compute-1.amazonaws.com:5432/«_db»
HEROKUCONNECT_SCHEMA:       salesforce
HEROKUCONNECT_URL:          postgres://«_du»:«dp»@ec2-52-1-44-9.compute-1.amazonaws.com:5432/«_db»
SALESFORCE_CONSUMER_KEY:    «=ck»
SALESFORCE_CONSUMER_SECRET: «cs»
`, V{"_du": "u" + g.s(alLowNum, 13), "dp": "p" + g.hex(64), "_db": "d" + g.s(alLowNum, 13), "=ck": g.crmSFConsumerKey(), "cs": g.crmSFSecret()}, "HEROKUCONNECT_SCHEMA:       salesforce")

	g.crmAdd("crm/sf-dataloader-cli-process-key", `
C:\dataloader\samples\conf> type process-conf.xml | findstr /i "sfdc.username sfdc.password process.encryption"
                <entry key="sfdc.username" value="dataloader@acme-logistics.example"/>
                <entry key="sfdc.password" value="«_enc»"/>
                <entry key="process.encryptionKeyFile" value="C:\dataloader\samples\conf\dataLoader.key"/>
C:\dataloader\samples\conf> type dataLoader.key
«k»
`, V{"_enc": g.hex(64), "k": g.hex(32)}, "dataloader@acme-logistics.example", `C:\dataloader\samples\conf\dataLoader.key`)

	g.crmAdd("crm/sf-experience-cloud-guest-report", `
Hi team — external researcher report (HackerOne #2511093, triaged):

The Experience Cloud site https://partners.initrode.example/s/ exposes Aura
endpoints to the guest user. Their POC calls getConfigData and gets back the
"Partner_API_Settings__c" custom setting, which contains:

  Endpoint__c   : https://api.partnerhub.example/v2
  Api_Key__c    : «k»
  Webhook_Secret__c : «w»

Both values are live. Please rotate today and remove guest access to the
custom setting (Setup > Sites > Public Access Settings).
`, V{"k": g.an(40), "w": g.hex(40)}, "HackerOne #2511093", "Partner_API_Settings__c")
}

// ---- Salesforce: code in several languages ----

func (g *G) crmSalesforceCode() {
	g.crmAdd("crm/simple-salesforce-python-password", `
from simple_salesforce import Salesforce

sf = Salesforce(
    username="reporting@bluthcompany.example",
    password="«p»",
    security_token="«t»",
    domain="login",
)
rows = sf.query_all("SELECT Id, Amount, CloseDate FROM Opportunity WHERE IsWon = true")
print(len(rows["records"]), "won opps")
`, V{"p": g.pw(), "t": g.crmSecToken()}, "reporting@bluthcompany.example")

	org := g.crmOrg15()
	g.crmAdd("crm/simple-salesforce-session-id-notebook", `
In [4]: sf = Salesforce(instance_url="https://bluth--dev.sandbox.my.salesforce.com",
   ...:                 session_id="«a»")

In [5]: sf.Contact.get("«_cid»")["Email"]
Out[5]: 'gob@bluth.example'
`, V{"a": g.crmSFAccess(org), "_cid": g.crmSFID("003")}, "https://bluth--dev.sandbox.my.salesforce.com")

	g.crmAdd("crm/simple-salesforce-jwt-privatekey", `
import os
from simple_salesforce import Salesforce

PRIVATE_KEY = """«k»"""

sf = Salesforce(
    username=os.environ.get("SF_USERNAME", "svc-etl@dunder.example"),
    consumer_key="«=ck»",
    privatekey=PRIVATE_KEY,
    domain="login",
)
`, V{"k": g.ecPKCS8().block(), "=ck": g.crmSFConsumerKey()}, "svc-etl@dunder.example")

	g.crmAdd("crm/jsforce-node-login", `
// scripts/sync-leads.js
const jsforce = require('jsforce');

const conn = new jsforce.Connection({
  loginUrl: 'https://test.salesforce.com',
  version: '60.0',
});

async function main() {
  await conn.login('leadsync@gringotts.example.qa', '«p»' + '«t»');
  const res = await conn.sobject('Lead').find({ Status: 'Open - Not Contacted' }).limit(200);
  console.log('leads:', res.length);
}
main();
`, V{"p": g.pw(), "t": g.crmSecToken()}, "leadsync@gringotts.example.qa")

	g.crmAdd("crm/jsforce-oauth2-config-ts", `
// src/salesforce/client.ts
import { Connection, OAuth2 } from 'jsforce';

export const oauth2 = new OAuth2({
  loginUrl: 'https://login.salesforce.com',
  clientId: '«=ck»',
  clientSecret: '«cs»',
  redirectUri: 'https://app.gringotts.example/auth/salesforce/callback',
});

export const conn = new Connection({
  oauth2,
  instanceUrl: 'https://gringotts.my.salesforce.com',
  refreshToken: '«r»',
});
`, V{"=ck": g.crmSFConsumerKey(), "cs": g.crmSFSecret(), "r": g.crmSFRefresh()}, "https://app.gringotts.example/auth/salesforce/callback")

	g.crmAdd("crm/sf-java-partner-connector-config", `
// SalesforceLoader.java
ConnectorConfig config = new ConnectorConfig();
config.setUsername("loader@massive-dynamic.example");
config.setPassword("«p»" + "«t»");
config.setAuthEndpoint("https://login.salesforce.com/services/Soap/u/59.0");
config.setTraceMessage(false);
PartnerConnection connection = Connector.newConnection(config);
`, V{"p": g.pwStrong(), "t": g.crmSecToken()}, "loader@massive-dynamic.example")

	g.crmAdd("crm/sf-dotnet-appsettings", `
{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "Salesforce": {
    "LoginUrl": "https://login.salesforce.com/services/oauth2/token",
    "ClientId": "«=ck»",
    "ClientSecret": "«cs»",
    "Username": "svc-portal@oscorp.example",
    "Password": "«p»",
    "SecurityToken": "«t»",
    "ApiVersion": "v60.0"
  },
  "AllowedHosts": "*"
}
`, V{"=ck": g.crmSFConsumerKey(), "cs": g.crmSFSecret(), "p": g.pw(), "t": g.crmSecToken()}, "svc-portal@oscorp.example")

	g.crmAdd("crm/apex-hardcoded-callout-key", `
public with sharing class ShippingRateService {
    private static final String ENDPOINT = 'https://api.shipfast.example/v3/rates';
    // TODO move to Named Credential before go-live
    private static final String API_KEY = '«k»';

    public static HttpResponse quote(Id orderId) {
        HttpRequest req = new HttpRequest();
        req.setEndpoint(ENDPOINT + '?order=' + orderId);
        req.setMethod('GET');
        req.setHeader('X-Api-Key', API_KEY);
        req.setTimeout(20000);
        return new Http().send(req);
    }
}
`, V{"k": g.hex(40)}, "ShippingRateService", "https://api.shipfast.example/v3/rates")

	g.crmAdd("crm/apex-named-credential-metadata-password", `
<?xml version="1.0" encoding="UTF-8"?>
<!-- force-app/main/default/namedCredentials/Legacy_ERP.namedCredential-meta.xml -->
<NamedCredential xmlns="http://soap.sforce.com/2006/04/metadata">
    <allowMergeFieldsInBody>false</allowMergeFieldsInBody>
    <allowMergeFieldsInHeader>true</allowMergeFieldsInHeader>
    <endpoint>https://erp.cyberdyne.example/sap/opu/odata/sap</endpoint>
    <generateAuthorizationHeader>true</generateAuthorizationHeader>
    <label>Legacy ERP</label>
    <password>«p»</password>
    <principalType>NamedUser</principalType>
    <protocol>Password</protocol>
    <username>SF_RFC_USER</username>
</NamedCredential>
`, V{"p": g.pw()}, "Legacy_ERP.namedCredential-meta.xml", "SF_RFC_USER")

	g.crmAdd("crm/apex-named-credential-callout-benign", `
public with sharing class HubSpotSync {
    public static HttpResponse pushContact(Contact c) {
        HttpRequest req = new HttpRequest();
        req.setEndpoint('callout:HubSpot_Private_App/crm/v3/objects/contacts');
        req.setMethod('POST');
        req.setHeader('Content-Type', 'application/json');
        req.setHeader('Authorization', 'Bearer {!$Credential.HubSpot_Token.Password}');
        req.setBody(JSON.serialize(new Map<String, Object>{ 'properties' => new Map<String, String>{ 'email' => c.Email } }));
        return new Http().send(req);
    }
}
`, V{}, "callout:HubSpot_Private_App/crm/v3/objects/contacts", "{!$Credential.HubSpot_Token.Password}")

	g.crmAdd("crm/apex-custom-metadata-record-secret", `
<?xml version="1.0" encoding="UTF-8"?>
<!-- force-app/main/default/customMetadata/Integration_Setting.Stripe_Prod.md-meta.xml -->
<CustomMetadata xmlns="http://soap.sforce.com/2006/04/metadata" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">
    <label>Stripe Prod</label>
    <protected>true</protected>
    <values>
        <field>Endpoint__c</field>
        <value xsi:type="xsd:string">https://api.stripe.com/v1</value>
    </values>
    <values>
        <field>Secret_Key__c</field>
        <value xsi:type="xsd:string">«k»</value>
    </values>
    <values>
        <field>Webhook_Signing_Secret__c</field>
        <value xsi:type="xsd:string">«w»</value>
    </values>
</CustomMetadata>
`, V{"k": g.rkLive(), "w": g.whsec()}, "Integration_Setting.Stripe_Prod.md-meta.xml")

	org = g.crmOrg15()
	g.crmAdd("crm/apex-debug-log-session-leak", `
59.0 APEX_CODE,DEBUG;APEX_PROFILING,INFO;CALLOUT,INFO;DB,INFO;SYSTEM,DEBUG;VALIDATION,INFO;VISUALFORCE,INFO;WAVE,INFO;WORKFLOW,INFO
12:04:11.0 (1543210)|USER_INFO|[EXTERNAL]|«_uid»|integration@wayne.example|(GMT-05:00) Eastern Standard Time (America/New_York)|GMT-05:00
12:04:11.0 (2234567)|USER_DEBUG|[31]|DEBUG|calling middleware with sessionId=«a»
12:04:11.0 (9876543)|CALLOUT_REQUEST|[44]|System.HttpRequest[Endpoint=https://mw.wayne.example/sync, Method=POST]
12:04:12.0 (1012345678)|CALLOUT_RESPONSE|[44]|System.HttpResponse[Status=OK, StatusCode=200]
`, V{"_uid": g.crmSFID("005"), "a": g.crmSFAccess(org)}, "integration@wayne.example", "https://mw.wayne.example/sync")

	g.crmAdd("crm/go-salesforce-client-env", `
// internal/crm/salesforce.go
func NewFromEnv() (*Client, error) {
	cfg := Config{
		LoginURL:     envOr("SF_LOGIN_URL", "https://login.salesforce.com"),
		ClientID:     os.Getenv("SF_CLIENT_ID"),
		ClientSecret: os.Getenv("SF_CLIENT_SECRET"),
		Username:     os.Getenv("SF_USERNAME"),
	}
	// local fallback, remove before merging!!
	if cfg.ClientSecret == "" {
		cfg.ClientSecret = "«cs»"
		cfg.Password = "«p»"
	}
	return New(cfg)
}
`, V{"cs": g.crmSFSecret(), "p": g.pwStrong()}, "SF_CLIENT_SECRET")

	g.crmAdd("crm/ruby-restforce-initializer", `
# config/initializers/restforce.rb
Restforce.configure do |config|
  config.api_version = '59.0'
  config.host        = 'login.salesforce.com'
end

SFDC = Restforce.new(
  username:       'rails-sync@pawnee.example',
  password:       '«p»',
  security_token: '«t»',
  client_id:      '«=ck»',
  client_secret:  '«cs»'
)
`, V{"p": g.pw(), "t": g.crmSecToken(), "=ck": g.crmSFConsumerKey(), "cs": g.crmSFSecret()}, "rails-sync@pawnee.example")

	g.crmAdd("crm/php-forrest-laravel-env", `
# .env (Laravel, omniphx/forrest)
SF_AUTH_METHOD=UserPassword
SF_CONSUMER_KEY=«=ck»
SF_CONSUMER_SECRET=«cs»
SF_CALLBACK_URI=https://portal.pawnee.example/callback
SF_LOGIN_URL=https://login.salesforce.com
SF_USERNAME=laravel@pawnee.example
SF_PASSWORD=«p»«t»
`, V{"=ck": g.crmSFConsumerKey(), "cs": g.crmSFSecret(), "p": g.pw(), "t": g.crmSecToken()}, "SF_AUTH_METHOD=UserPassword", "omniphx/forrest")

	g.crmAdd("crm/powershell-sf-bulk-export", `
PS C:\jobs> $body = @{
>>   grant_type    = 'password'
>>   client_id     = '«=ck»'
>>   client_secret = '«cs»'
>>   username      = 'bulk-export@wernham.example'
>>   password      = '«p»' + '«t»'
>> }
PS C:\jobs> $tok = Invoke-RestMethod -Method Post -Uri 'https://login.salesforce.com/services/oauth2/token' -Body $body
PS C:\jobs> $tok.instance_url
https://wernham-hogg.my.salesforce.com
`, V{"=ck": g.crmSFConsumerKey(), "cs": g.crmSFSecret(), "p": g.pw(), "t": g.crmSecToken()}, "bulk-export@wernham.example", "https://wernham-hogg.my.salesforce.com")

	g.crmAdd("crm/kotlin-salesforce-mobile-bootconfig", `
<!-- app/src/main/res/values/bootconfig.xml (Salesforce Mobile SDK) -->
<resources>
    <string name="remoteAccessConsumerKey">«=ck»</string>
    <string name="oauthRedirectURI">com.initech.fieldapp://oauth/success</string>
    <string-array name="oauthScopes">
        <item>api</item>
        <item>refresh_token</item>
    </string-array>
    <!-- test user for the emulator, NOT for release builds -->
    <string name="debugUsername">field.tech@initech.example</string>
    <string name="debugPassword">«p»</string>
</resources>
`, V{"=ck": g.crmSFConsumerKey(), "p": g.pw()}, "com.initech.fieldapp://oauth/success", "field.tech@initech.example")
}

// ---- HubSpot ----

// crmHSAccess is a HubSpot OAuth access token.
func (g *G) crmHSAccess() string { return "C" + g.pick("J", "K", "N", "O") + g.b64u(148) }

// crmHSRefresh is a HubSpot OAuth refresh token.
func (g *G) crmHSRefresh() string {
	return g.pick("na1", "eu1") + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(12)
}

func (g *G) crmHubSpot() {
	g.crmAdd("crm/hubspot-private-app-env", `
# services/marketing-sync/.env
NODE_ENV=production
HUBSPOT_PORTAL_ID=«_pid»
HUBSPOT_ACCESS_TOKEN=«a»
HUBSPOT_PIPELINE_ID=default
SYNC_CRON="*/15 * * * *"
`, V{"_pid": g.digits(8), "a": g.hubspot()}, "HUBSPOT_PIPELINE_ID=default")

	g.crmAdd("crm/hubspot-python-client-code", `
import hubspot
from hubspot.crm.contacts import SimplePublicObjectInputForCreate
from hubspot.crm.contacts.exceptions import ApiException

client = hubspot.Client.create(access_token="«a»")

try:
    created = client.crm.contacts.basic_api.create(
        simple_public_object_input_for_create=SimplePublicObjectInputForCreate(
            properties={"email": "jane.doe@example.org", "lifecyclestage": "lead"}
        )
    )
    print(created.id)
except ApiException as e:
    print("Exception when creating contact: %s\n" % e)
`, V{"a": "pat-eu1-" + g.uuid()}, "SimplePublicObjectInputForCreate")

	g.crmAdd("crm/hubspot-cli-config-yml-pak", `
$ cat hubspot.config.yml
defaultPortal: prod
httpTimeout: 30000
allowUsageTracking: false
portals:
  - name: prod
    portalId: «_pid»
    env: prod
    authType: personalaccesskey
    auth:
      tokenInfo:
        accessToken: «a»
        expiresAt: '«_exp»'
    personalAccessKey: «k»
  - name: sandbox
    portalId: «_pid2»
    env: prod
    authType: personalaccesskey
    sandboxAccountType: DEVELOPER
    parentAccountId: «_pid»
    personalAccessKey: «k2»
`, V{"_pid": g.digits(8), "a": g.crmHSAccess(), "_exp": g.crmStamp(), "k": "CiRuYTEt" + g.b64u(140), "_pid2": g.digits(8), "k2": "CiRuYTEt" + g.b64u(140)}, "authType: personalaccesskey", "sandboxAccountType: DEVELOPER")

	g.crmAdd("crm/hubspot-developer-hapikey-webhooks", `
# subscribe the public app to contact.propertyChange (developer account API key, app settings only)
$ curl -s -X POST "https://api.hubapi.com/webhooks/v3/«_app»/subscriptions?hapikey=«k»" \
    -H 'Content-Type: application/json' \
    -d '{"eventType":"contact.propertyChange","propertyName":"lifecyclestage","active":true}'
{"id":«_sid»,"createdAt":"«_ts»","eventType":"contact.propertyChange","propertyName":"lifecyclestage","active":true}
`, V{"_app": g.digits(7), "k": g.uuid(), "_sid": g.digits(7), "_ts": g.crmStamp()}, "contact.propertyChange")

	g.crmAdd("crm/hubspot-oauth-token-exchange", `
$ curl -s -X POST https://api.hubapi.com/oauth/v1/token \
  -H 'Content-Type: application/x-www-form-urlencoded;charset=utf-8' \
  --data "grant_type=authorization_code&client_id=«_cid»&client_secret=«cs»&redirect_uri=https://app.rekall.example/oauth/hubspot&code=«c»"
{"token_type":"bearer","refresh_token":"«r»","access_token":"«a»","expires_in":1800}
`, V{"_cid": g.uuid(), "cs": g.uuid(), "c": g.crmHSRefresh(), "r": g.crmHSRefresh(), "a": g.crmHSAccess()}, "https://app.rekall.example/oauth/hubspot")

	g.crmAdd("crm/hubspot-webhook-v3-verify-node", `
// api/hubspot/webhook.js
const crypto = require('crypto');
const CLIENT_SECRET = process.env.HUBSPOT_CLIENT_SECRET || '«cs»';

module.exports = (req, res) => {
  const ts = req.headers['x-hubspot-request-timestamp'];
  const uri = 'https://hooks.rekall.example' + req.url;
  const source = req.method + uri + req.rawBody + ts;
  const expected = crypto.createHmac('sha256', CLIENT_SECRET).update(source).digest('base64');
  // e.g. x-hubspot-signature-v3: «_sig»
  if (expected !== req.headers['x-hubspot-signature-v3']) return res.status(401).end();
  res.status(204).end();
};
`, V{"cs": g.uuid(), "_sig": g.b64(32)}, "x-hubspot-request-timestamp")

	g.crmAdd("crm/hubspot-serverless-secrets-cli", `
$ hs secrets add STRIPE_KEY
? Enter a value for your secret: [hidden]
The secret "STRIPE_KEY" was added to the HubSpot account: «_pid»
$ hs secrets list
Secrets for account «_pid»:
PRIVATE_APP_ACCESS_TOKEN
STRIPE_KEY
$ hs functions server --account=prod
Local function test server running at http://localhost:5432
{"PRIVATE_APP_ACCESS_TOKEN":"«a»","STRIPE_KEY":"«s»"}
`, V{"_pid": g.digits(8), "a": g.hubspot(), "s": g.skLive()}, "Local function test server running at http://localhost:5432")

	g.crmAdd("crm/hubspot-legacy-hapikey-php", `
<?php
// wp-content/plugins/acme-forms/includes/class-hubspot.php  (last touched 2021)
class Acme_HubSpot {
    const PORTAL_ID = '«_pid»';
    const HAPIKEY   = '«k»';

    public static function upsert_contact( $email, $props ) {
        $url = 'https://api.hubapi.com/contacts/v1/contact/createOrUpdate/email/' . rawurlencode( $email ) . '/?hapikey=' . self::HAPIKEY;
        return wp_remote_post( $url, array( 'body' => wp_json_encode( array( 'properties' => $props ) ) ) );
    }
}
`, V{"_pid": g.digits(7), "k": g.uuid()}, "class-hubspot.php", "createOrUpdate")

	g.crmAdd("crm/hubspot-401-expired-token-log", `
[2024-06-12T14:02:19.511Z] ERROR hubspot-sync: request failed
  method: GET
  url: https://api.hubapi.com/crm/v3/objects/deals?limit=100&archived=false
  status: 401
  headers: { authorization: 'Bearer «a»', 'user-agent': 'hubspot-api-client-nodejs; 11.1.0' }
  body: {"status":"error","message":"The OAuth token used to make this call expired 2 hour(s) ago.","correlationId":"«_corr»","category":"EXPIRED_AUTHENTICATION","context":{"expire time":["2024-06-12T12:01:57.003Z"]}}
`, V{"a": g.crmHSAccess(), "_corr": g.uuid()}, "EXPIRED_AUTHENTICATION", "hubspot-api-client-nodejs; 11.1.0")

	g.crmAdd("crm/hubspot-terraform-vars", `
# terraform.tfvars  (marketing-infra)
hubspot_portal_id      = «_pid»
hubspot_private_token  = "«a»"
hubspot_app_client_id  = "«_cid»"
hubspot_app_secret     = "«cs»"
region                 = "eu-west-1"
`, V{"_pid": g.digits(8), "a": g.hubspot(), "_cid": g.uuid(), "cs": g.uuid()}, "marketing-infra")

	g.crmAdd("crm/hubspot-ruby-sidekiq-job", `
# app/jobs/hubspot_deal_sync_job.rb
class HubspotDealSyncJob
  include Sidekiq::Job
  sidekiq_options queue: :crm, retry: 5

  def perform(deal_id)
    client = Hubspot::Client.new(access_token: ENV.fetch("HUBSPOT_TOKEN") { "«a»" })
    client.crm.deals.basic_api.update(deal_id: deal_id, body: { properties: { dealstage: "closedwon" } })
  end
end
`, V{"a": g.hubspot()}, "HubspotDealSyncJob")

	g.crmAdd("crm/hubspot-go-client-test", `
func TestHubSpotContactSearch(t *testing.T) {
	if testing.Short() {
		t.Skip("live API")
	}
	c := hubspot.NewClient(hubspot.SetPrivateAppToken("«a»"))
	res, err := c.CRM.Contact.Search(&hubspot.ContactSearchRequest{
		SearchOptions: hubspot.SearchOptions{Query: "northwind", Limit: 5},
	})
	require.NoError(t, err)
	require.NotEmpty(t, res.Results)
}
`, V{"a": g.hubspot()}, "TestHubSpotContactSearch")
}

// ---- Zoho CRM ----

func (g *G) crmZohoCRM() {
	g.crmAdd("crm/zoho-self-client-grant-curl-eu", `
# Self Client (api-console.zoho.eu) -> Generate Code, scope ZohoCRM.modules.ALL,ZohoCRM.settings.READ, 10 minutes
$ curl -s -X POST https://accounts.zoho.eu/oauth/v2/token \
    -d grant_type=authorization_code \
    -d client_id=«_cid» \
    -d client_secret=«cs» \
    -d code=«c»
{"access_token":"«a»","refresh_token":"«r»","scope":"ZohoCRM.modules.ALL ZohoCRM.settings.READ","api_domain":"https://www.zohoapis.eu","token_type":"Bearer","expires_in":3600}
`, V{"_cid": g.crmZohoClient(), "cs": g.hex(42), "c": g.crmZoho(), "a": g.crmZoho(), "r": g.crmZoho()}, "https://accounts.zoho.eu/oauth/v2/token", "https://www.zohoapis.eu")

	g.crmAdd("crm/zoho-refresh-python-in-dc", `
# zoho_refresh.py -- accounts server MUST match the DC the org lives in (.in here)
import requests

ACCOUNTS = "https://accounts.zoho.in"
resp = requests.post(f"{ACCOUNTS}/oauth/v2/token", params={
    "refresh_token": "«r»",
    "client_id": "«_cid»",
    "client_secret": "«cs»",
    "grant_type": "refresh_token",
})
print(resp.json())  # {'error': 'invalid_client'} means wrong DC
`, V{"r": g.crmZoho(), "_cid": g.crmZohoClient(), "cs": g.hex(42)}, "https://accounts.zoho.in", "{'error': 'invalid_client'} means wrong DC")

	g.crmAdd("crm/zoho-crm-curl-oauthtoken-header", `
$ curl -s "https://www.zohoapis.com.au/crm/v6/Leads?fields=Last_Name,Email,Lead_Status&per_page=2" \
    -H "Authorization: Zoho-oauthtoken «a»"
{"data":[{"Last_Name":"Nguyen","Email":"t.nguyen@example.com.au","Lead_Status":"Contacted","id":"«_l1»"},{"Last_Name":"Walsh","Email":null,"Lead_Status":"Not Contacted","id":"«_l2»"}],"info":{"per_page":2,"next_page_token":"«_npt»","count":2,"sort_by":"id","page":1,"sort_order":"desc","more_records":true}}
`, V{"a": g.crmZoho(), "_l1": g.digits(19), "_l2": g.digits(19), "_npt": g.hex(64)}, "https://www.zohoapis.com.au/crm/v6/Leads")

	g.crmAdd("crm/zoho-python-sdk-init", `
from zohocrmsdk.src.com.zoho.crm.api.dc import INDataCenter
from zohocrmsdk.src.com.zoho.api.authenticator.oauth_token import OAuthToken
from zohocrmsdk.src.com.zoho.api.authenticator.store import DBStore
from zohocrmsdk.src.com.zoho.crm.api.initializer import Initializer

environment = INDataCenter.PRODUCTION()
token = OAuthToken(
    client_id="«_cid»",
    client_secret="«cs»",
    refresh_token="«r»",
    redirect_url="https://crm-bridge.tata-demo.example/zoho/callback",
)
store = DBStore(host="127.0.0.1", database_name="zohooauth", user_name="zoho", password="«dp»", port_number="3306")
Initializer.initialize(environment=environment, token=token, store=store)
`, V{"_cid": g.crmZohoClient(), "cs": g.hex(42), "r": g.crmZoho(), "dp": g.pw()}, "INDataCenter.PRODUCTION()", "https://crm-bridge.tata-demo.example/zoho/callback")

	g.crmAdd("crm/zoho-java-sdk-filestore-csv", `
$ cat /opt/crm-bridge/zoho_tokens.txt
id,user_name,client_id,client_secret,refresh_token,access_token,grant_token,expiry_time,redirect_url,api_domain
«_row»,,«_cid»,«cs»,«r»,«a»,,1718293011432,,https://www.zohoapis.com
`, V{"_row": g.digits(10), "_cid": g.crmZohoClient(), "cs": g.hex(42), "r": g.crmZoho(), "a": g.crmZoho()}, "/opt/crm-bridge/zoho_tokens.txt")

	g.crmAdd("crm/zoho-function-zapikey-url", `
# Zoho CRM > Setup > Developer Hub > Functions > sync_invoice > REST API (API Key)
https://www.zohoapis.com/crm/v7/functions/sync_invoice/actions/execute?auth_type=apikey&zapikey=«k»

# called from the billing webhook:
curl -s -X POST "https://www.zohoapis.com/crm/v7/functions/sync_invoice/actions/execute?auth_type=apikey&zapikey=«k»" -d 'arguments={"invoice_id":"INV-20931"}'
`, V{"k": "1003." + g.hex(32) + "." + g.hex(32)}, "sync_invoice", "INV-20931")

	g.crmAdd("crm/zoho-node-env-multi-dc", `
# .env  (one connector per customer region)
ZOHO_US_CLIENT_ID=«_c1»
ZOHO_US_CLIENT_SECRET=«s1»
ZOHO_US_REFRESH_TOKEN=«r1»
ZOHO_US_ACCOUNTS_URL=https://accounts.zoho.com

ZOHO_EU_CLIENT_ID=«_c2»
ZOHO_EU_CLIENT_SECRET=«s2»
ZOHO_EU_REFRESH_TOKEN=«r2»
ZOHO_EU_ACCOUNTS_URL=https://accounts.zoho.eu

ZOHO_CA_ACCOUNTS_URL=https://accounts.zohocloud.ca
`, V{"_c1": g.crmZohoClient(), "s1": g.hex(42), "r1": g.crmZoho(), "_c2": g.crmZohoClient(), "s2": g.hex(42), "r2": g.crmZoho()}, "https://accounts.zohocloud.ca")

	g.crmAdd("crm/zoho-desk-orgid-and-token", `
GET /api/v1/tickets?limit=10&status=Open HTTP/1.1
Host: desk.zoho.com
orgId: «_org»
Authorization: Zoho-oauthtoken «a»
Accept: application/json
`, V{"_org": g.digits(9), "a": g.crmZoho()}, "desk.zoho.com")

	g.crmAdd("crm/zoho-mail-smtp-app-password", `
# /etc/msmtprc on the crm-reports box
account zoho
host smtp.zoho.eu
port 587
tls on
tls_starttls on
auth on
user reports@kwik-e-mart.example
password «p»
from reports@kwik-e-mart.example
account default : zoho
`, V{"p": g.s(alLowNum, 12)}, "smtp.zoho.eu", "reports@kwik-e-mart.example")

	g.crmAdd("crm/zoho-invalid-token-log", `
2024-06-12 09:15:44 WARN  [zoho-sync] 401 INVALID_TOKEN on GET https://www.zohoapis.com/crm/v6/Deals (org «_org»)
2024-06-12 09:15:44 INFO  [zoho-sync] refreshing token client_id=«_cid» refresh_token=«r»
2024-06-12 09:15:45 INFO  [zoho-sync] new access_token=«a» expires_in=3600
`, V{"_org": g.digits(9), "_cid": g.crmZohoClient(), "r": g.crmZoho(), "a": g.crmZoho()}, "INVALID_TOKEN")

	g.crmAdd("crm/zoho-deluge-connection-benign", `
// Deluge (Zoho CRM workflow function) - uses the "zohocrm_conn" connection, no token in code
resp = invokeurl
[
	url :"https://www.zohoapis.com/crm/v6/Accounts/" + account_id
	type :GET
	connection:"zohocrm_conn"
];
info resp.get("data").get(0).get("Account_Name");
`, V{}, `connection:"zohocrm_conn"`)
}

// ---- Pipedrive, Freshsales, Close, Copper and other sales tools ----

func (g *G) crmSmallCRMs() {
	g.crmAdd("crm/pipedrive-api-token-query-curl", `
$ curl -s "https://globex-sales.pipedrive.com/api/v1/deals?status=open&limit=2&api_token=«k»" | jq '.data[] | {id, title, value}'
{
  "id": 4821,
  "title": "Globex - 40 seats",
  "value": 19200
}
{
  "id": 4830,
  "title": "Initech renewal",
  "value": 7400
}
`, V{"k": g.hex(40)}, "globex-sales.pipedrive.com")

	g.crmAdd("crm/pipedrive-node-client", `
// lib/pipedrive.js
const pipedrive = require('pipedrive');

const apiClient = new pipedrive.ApiClient();
apiClient.authentications.api_key.apiKey = '«k»';

const personsApi = new pipedrive.PersonsApi(apiClient);
module.exports = { personsApi };
`, V{"k": g.hex(40)}, "apiClient.authentications.api_key.apiKey")

	g.crmAdd("crm/pipedrive-webhook-basic-auth", `
$ curl -s -X POST https://api.pipedrive.com/v1/webhooks?api_token=«k» \
  -d subscription_url=https://hooks.globex.example/pipedrive \
  -d event_action=updated -d event_object=deal \
  -d http_auth_user=pipedrive -d http_auth_password=«p»
{"status":"ok","success":true,"data":{"id":«_wid»,"company_id":«_co»,"owner_id":«_own»,"event_action":"updated","event_object":"deal","subscription_url":"https://hooks.globex.example/pipedrive","is_active":1,"http_auth_user":"pipedrive","http_auth_password":"«p»","version":"1.0"}}
`, V{"k": g.hex(40), "p": g.pwStrong(), "_wid": g.digits(6), "_co": g.digits(7), "_own": g.digits(8)}, "https://hooks.globex.example/pipedrive")

	g.crmAdd("crm/freshsales-token-header-python", `
import requests

FRESHSALES_DOMAIN = "lumon.myfreshworks.com"
HEADERS = {
    "Authorization": "Token token=«k»",
    "Content-Type": "application/json",
}
r = requests.get(f"https://{FRESHSALES_DOMAIN}/crm/sales/api/contacts/view/{VIEW_ID}", headers=HEADERS, timeout=30)
`, V{"k": g.s(alAlnum+"_", 22)}, "lumon.myfreshworks.com")

	g.crmAdd("crm/close-api-basic-curl", `
$ curl -s -u '«k»:' https://api.close.com/api/v1/me/ | jq '{id, email, organizations: [.organizations[].name]}'
{
  "id": "user_«_uid»",
  "email": "ae.team@mooncake.example",
  "organizations": [
    "Mooncake Ltd"
  ]
}
`, V{"k": g.crmClose(), "_uid": g.an(43)}, "ae.team@mooncake.example")

	g.crmAdd("crm/close-webhook-signature-key", `
$ curl -s -u "$CLOSE_API_KEY:" https://api.close.com/api/v1/webhook/ -H 'Content-Type: application/json' \
   -d '{"url":"https://hooks.mooncake.example/close","events":[{"object_type":"lead","action":"created"}]}' | jq
{
  "id": "whsub_«_wid»",
  "url": "https://hooks.mooncake.example/close",
  "status": "active",
  "signature_key": "«s»",
  "verify_ssl": true
}
`, V{"_wid": g.an(22), "s": g.hex(64)}, "https://hooks.mooncake.example/close")

	g.crmAdd("crm/copper-headers-postman-env", `
{
  "id": "«_id»",
  "name": "Copper (prod)",
  "values": [
    { "key": "baseUrl", "value": "https://api.copper.com/developer_api/v1", "enabled": true },
    { "key": "X-PW-AccessToken", "value": "«k»", "type": "secret", "enabled": true },
    { "key": "X-PW-Application", "value": "developer_api", "enabled": true },
    { "key": "X-PW-UserEmail", "value": "revops@pendant.example", "enabled": true }
  ],
  "_postman_variable_scope": "environment"
}
`, V{"_id": g.uuid(), "k": g.hex(32)}, "revops@pendant.example", "developer_api")

	g.crmAdd("crm/apollo-api-key-header", `
$ curl -s -X POST https://api.apollo.io/api/v1/mixed_people/search \
  -H 'Content-Type: application/json' -H 'Cache-Control: no-cache' \
  -H 'X-Api-Key: «k»' \
  -d '{"q_organization_domains_list":["example.com"],"person_titles":["vp sales"],"page":1,"per_page":5}'
`, V{"k": g.s(alAlnum+"_", 22)}, "mixed_people/search")

	g.crmAdd("crm/gong-access-key-basic", `
# gong_calls.py
import base64, requests

ACCESS_KEY = "«_ak»"
ACCESS_SECRET = "«s»"
auth = base64.b64encode(f"{ACCESS_KEY}:{ACCESS_SECRET}".encode()).decode()
r = requests.get("https://us-55616.api.gong.io/v2/calls", headers={"Authorization": f"Basic {auth}"},
                 params={"fromDateTime": "2024-06-01T00:00:00Z"})
`, V{"_ak": g.s(alUpNum, 32), "s": g.jwt("HS256", fmt.Sprintf(`{"exp":%d,"access_key":"%s"}`, 2054000000+g.r.IntN(1000000), g.s(alUpNum, 32)))}, "https://us-55616.api.gong.io/v2/calls")

	g.crmAdd("crm/salesloft-outreach-oauth-env", `
# revops-sync/.env.production
SALESLOFT_API_KEY=«k1»
OUTREACH_CLIENT_ID=«_oc»
OUTREACH_CLIENT_SECRET=«k2»
OUTREACH_REFRESH_TOKEN=«k3»
OUTREACH_REDIRECT_URI=https://revops.pendant.example/oauth/outreach
`, V{"k1": "v2_ak_" + g.digits(5) + "_" + g.hex(64), "_oc": g.b64u(43), "k2": g.b64u(43), "k3": g.b64u(43)}, "https://revops.pendant.example/oauth/outreach")

	g.crmAdd("crm/attio-bearer-fetch", `
// app/routes/api.attio.ts
const res = await fetch("https://api.attio.com/v2/objects/companies/records/query", {
  method: "POST",
  headers: {
    Authorization: "Bearer «k»",
    "Content-Type": "application/json",
  },
  body: JSON.stringify({ limit: 25, sorts: [{ attribute: "name", direction: "asc" }] }),
});
`, V{"k": g.hex(64)}, "https://api.attio.com/v2/objects/companies/records/query")

	g.crmAdd("crm/zendesk-sell-token-ruby", `
require "basecrm"

client = BaseCRM::Client.new(access_token: "«k»")
client.leads.where(status: "New").each { |l| puts "#{l.id} #{l.organization_name}" }
`, V{"k": g.hex(64)}, "BaseCRM::Client")
}

// ---- Dynamics 365 and Dataverse ----

func (g *G) crmDynamics() {
	g.crmAdd("crm/dataverse-conn-string-clientsecret-appsettings", `
{
  "ConnectionStrings": {
    "Dataverse": "AuthType=ClientSecret;Url=https://contoso-sales.crm4.dynamics.com;ClientId=«_cid»;ClientSecret=«cs»;RequireNewInstance=true"
  },
  "Sync": { "BatchSize": 500, "Tables": [ "account", "contact", "opportunity" ] }
}
`, V{"_cid": g.uuid(), "cs": g.azSecret()}, "https://contoso-sales.crm4.dynamics.com")

	g.crmAdd("crm/dataverse-conn-string-oauth-password", `
// Program.cs (console tool for the data migration)
var conn = "AuthType=OAuth;Username=migration@contoso.onmicrosoft.com;Password=«p»;Url=https://contoso-dev.crm.dynamics.com;AppId=51f81489-12ee-4a9e-aaae-a2591f45987d;RedirectUri=app://58145B91-0C36-4500-8554-080854F2AC97;LoginPrompt=Never";
using var svc = new ServiceClient(conn);
Console.WriteLine(svc.ConnectedOrgFriendlyName);
`, V{"p": g.pw()}, "migration@contoso.onmicrosoft.com", "51f81489-12ee-4a9e-aaae-a2591f45987d")

	g.crmAdd("crm/dynamics-onprem-ad-conn-string", `
<!-- web.config of the old portal -->
<connectionStrings>
  <add name="CrmConnection" connectionString="AuthType=AD;Url=http://crm01.fabrikam.local/FabrikamCRM;Domain=FABRIKAM;Username=svc_crmportal;Password=«p»" />
  <add name="PortalDb" connectionString="Server=sql02.fabrikam.local;Database=Portal;User Id=portal_app;Password=«p2»;" />
</connectionStrings>
`, V{"p": g.pw(), "p2": g.pwStrong()}, "svc_crmportal", "sql02.fabrikam.local")

	g.crmAdd("crm/pac-auth-create-spn", `
PS> pac auth create --name contoso-prod --environment https://contoso.crm.dynamics.com --applicationId «_app» --clientSecret «cs» --tenant «_ten»
Connected as «_app»
Authentication profile created
    * UNIVERSAL https://contoso.crm.dynamics.com/ : «_app»  Public

PS> pac solution export --name ContosoSales --path .\out\ContosoSales_managed.zip --managed
`, V{"_app": g.uuid(), "cs": g.azSecret(), "_ten": g.uuid()}, "pac solution export --name ContosoSales")

	g.crmAdd("crm/dataverse-msal-python-token", `
import msal, requests

app = msal.ConfidentialClientApplication(
    client_id="«_cid»",
    authority="https://login.microsoftonline.com/«_ten»",
    client_credential="«cs»",
)
tok = app.acquire_token_for_client(scopes=["https://northwind.crm.dynamics.com/.default"])
r = requests.get("https://northwind.crm.dynamics.com/api/data/v9.2/WhoAmI",
                 headers={"Authorization": "Bearer " + tok["access_token"], "OData-Version": "4.0"})
print(r.json())
# {'@odata.context': '...', 'BusinessUnitId': '«_bu»', 'UserId': '«_u»', 'OrganizationId': '«_o»'}
`, V{"_cid": g.uuid(), "_ten": g.uuid(), "cs": g.azSecret(), "_bu": g.uuid(), "_u": g.uuid(), "_o": g.uuid()}, "https://northwind.crm.dynamics.com/api/data/v9.2/WhoAmI")

	iat := 1718000000 + g.r.IntN(900000)
	g.crmAdd("crm/dataverse-webapi-curl-bearer-jwt", `
$ curl -s "https://northwind.crm.dynamics.com/api/data/v9.2/accounts?\$select=name,accountnumber&\$top=3" \
   -H "Authorization: Bearer «a»" \
   -H "Accept: application/json" -H "OData-MaxVersion: 4.0" -H "OData-Version: 4.0"
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"aud":"https://northwind.crm.dynamics.com","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"appid":"%s","oid":"%s","tid":"%s","ver":"1.0"}`, g.uuid(), iat, iat, iat+3899, g.uuid(), g.uuid(), g.uuid()))}, "OData-MaxVersion: 4.0")

	g.crmAdd("crm/azure-pipelines-powerplatform-vars", `
$ az pipelines variable-group list --group-name PowerPlatform-Prod --query "[0].variables" -o json
{
  "PP_APP_ID": { "isSecret": null, "value": "«_app»" },
  "PP_CLIENT_SECRET": { "isSecret": true, "value": null },
  "PP_ENV_URL": { "isSecret": null, "value": "https://contoso.crm.dynamics.com/" },
  "PP_TENANT_ID": { "isSecret": null, "value": "«_ten»" },
  "PP_CLIENT_SECRET_OLD": { "isSecret": null, "value": "«cs»" }
}
`, V{"_app": g.uuid(), "_ten": g.uuid(), "cs": g.azSecret()}, "PowerPlatform-Prod", "PP_CLIENT_SECRET_OLD")

	g.crmAdd("crm/powershell-xrm-data-connect", `
PS C:\> Install-Module Microsoft.Xrm.Data.PowerShell -Scope CurrentUser
PS C:\> $pw = ConvertTo-SecureString '«p»' -AsPlainText -Force
PS C:\> $cred = New-Object System.Management.Automation.PSCredential('crmadmin@litware.onmicrosoft.com', $pw)
PS C:\> $conn = Connect-CrmOnline -Credential $cred -ServerUrl https://litware.crm.dynamics.com
PS C:\> Get-CrmRecordsCount -conn $conn -EntityLogicalName account
1284
`, V{"p": g.pw()}, "crmadmin@litware.onmicrosoft.com", "Get-CrmRecordsCount")

	g.crmAdd("crm/power-automate-http-action-secret", `
"HTTP_-_Get_Gusto_employees": {
  "type": "Http",
  "inputs": {
    "method": "GET",
    "uri": "https://api.gusto.com/v1/companies/@{variables('companyUuid')}/employees",
    "headers": { "X-Gusto-API-Version": "2024-04-01" },
    "authentication": {
      "type": "ActiveDirectoryOAuth",
      "tenant": "«_ten»",
      "audience": "https://api.gusto.com",
      "clientId": "«_cid»",
      "secret": "«cs»"
    }
  },
  "runAfter": { "Initialize_companyUuid": [ "Succeeded" ] }
}
`, V{"_ten": g.uuid(), "_cid": g.uuid(), "cs": g.azSecret()}, "HTTP_-_Get_Gusto_employees", "X-Gusto-API-Version")

	g.crmAdd("crm/dynamics-plugin-registration-log", `
[2024-06-12 10:44:03] PluginRegistration: Connecting to https://adventure-works.crm.dynamics.com using connection string
[2024-06-12 10:44:03] PluginRegistration: AuthType=ClientSecret;Url=https://adventure-works.crm.dynamics.com;ClientId=«_cid»;ClientSecret=«cs»
[2024-06-12 10:44:05] PluginRegistration: Connected to Adventure Works (OrgId «_oid»)
[2024-06-12 10:44:07] PluginRegistration: Updated assembly AdventureWorks.Plugins, Version=1.4.2.0
`, V{"_cid": g.uuid(), "cs": g.azSecret(), "_oid": g.uuid()}, "AdventureWorks.Plugins, Version=1.4.2.0")
}

// ---- marketing automation ----

func (g *G) crmMarketing() {
	mk := g.crmMunchkin()
	g.crmAdd("crm/marketo-identity-curl", `
$ curl -s "https://«_mk».mktorest.com/identity/oauth/token?grant_type=client_credentials&client_id=«_cid»&client_secret=«cs»"
{"access_token":"«a»:ab","token_type":"bearer","expires_in":3599,"scope":"marketo-api@initrode.example"}
`, V{"_mk": mk, "_cid": g.uuid(), "cs": g.an(32), "a": g.uuid()}, "marketo-api@initrode.example")

	mk = g.crmMunchkin()
	g.crmAdd("crm/marketo-python-client", `
from marketorestpython.client import MarketoClient

munchkin_id = "«_mk»"          # Admin > Munchkin, public
client_id = "«_cid»"
client_secret = "«cs»"
api_limit = None
max_retry_time = None
mc = MarketoClient(munchkin_id, client_id, client_secret, api_limit, max_retry_time)
lead = mc.execute(method='get_lead_by_id', id=3482141, fields=['firstName', 'middleName', 'lastName', 'department'])
`, V{"_mk": mk, "_cid": g.uuid(), "cs": g.an(32)}, "marketorestpython.client", "get_lead_by_id")

	g.crmAdd("crm/marketo-webhook-token-in-url", `
Marketo > Admin > Webhooks > "Enrich from Clearbit"
  URL:           https://enrich.initrode.example/marketo?token=«k»&email={{lead.Email Address:default=edit me}}
  Request Type:  POST
  Template:      {"leadId": {{lead.Id}}, "company": "{{company.Company Name}}"}
  Request Token Encoding: JSON
  Response type: JSON
`, V{"k": g.hex(40)}, "Enrich from Clearbit", "{{lead.Email Address:default=edit me}}")

	g.crmAdd("crm/pardot-v5-business-unit-curl", `
$ curl -s "https://pi.pardot.com/api/v5/objects/prospects?fields=id,email,score&limit=2" \
    -H "Authorization: Bearer «a»" \
    -H "Pardot-Business-Unit-Id: «_bu»"
{"nextPageToken":null,"nextPageUrl":null,"values":[{"id":«_p1»,"email":"k.ross@example.org","score":42},{"id":«_p2»,"email":"m.lee@example.org","score":7}]}
`, V{"a": g.crmSFAccess(g.crmOrg15()), "_bu": "0Uv" + g.s(alDigit, 1) + g.s(alLowNum, 1) + "0000" + g.an(6) + "CAG", "_p1": g.digits(8), "_p2": g.digits(8)}, "Pardot-Business-Unit-Id")

	g.crmAdd("crm/pardot-legacy-user-key-login", `
# pardot_export.py (API v4, pre-Salesforce-SSO)
PARDOT_EMAIL = "marketing.ops@initrode.example"
PARDOT_PASSWORD = "«p»"
PARDOT_USER_KEY = "«uk»"

resp = requests.post("https://pi.pardot.com/api/login/version/4",
                     data={"email": PARDOT_EMAIL, "password": PARDOT_PASSWORD, "user_key": PARDOT_USER_KEY, "format": "json"})
api_key = resp.json()["api_key"]   # e.g. «ak»
`, V{"p": g.pw(), "uk": g.hex(32), "ak": g.hex(32)}, "marketing.ops@initrode.example")

	mck := g.mailchimp()
	g.crmAdd("crm/mailchimp-marketing-python-set-config", `
import mailchimp_marketing as MailchimpMarketing
from mailchimp_marketing.api_client import ApiClientError

client = MailchimpMarketing.Client()
client.set_config({
    "api_key": "«k»",
    "server": "«=srv»",
})
resp = client.lists.add_list_member("«_list»", {"email_address": "new.subscriber@example.com", "status": "pending"})
`, V{"k": mck, "=srv": mck[strings.LastIndex(mck, "-")+1:], "_list": g.hex(10)}, "mailchimp_marketing.api_client")

	g.crmAdd("crm/mandrill-smtp-postfix", `
# /etc/postfix/sasl_passwd  (transactional mail via Mailchimp Transactional / Mandrill)
[smtp.mandrillapp.com]:587    Umbrella Corp:«k»

# then: postmap /etc/postfix/sasl_passwd && systemctl reload postfix
`, V{"k": "md-" + g.b64u(22)}, "[smtp.mandrillapp.com]:587", "postmap /etc/postfix/sasl_passwd")

	g.crmAdd("crm/klaviyo-private-key-curl-revision", `
$ curl -s --request GET \
     --url 'https://a.klaviyo.com/api/lists/?fields[list]=name,created' \
     --header 'Authorization: Klaviyo-API-Key «k»' \
     --header 'accept: application/vnd.api+json' \
     --header 'revision: 2024-06-15'
{"data":[{"type":"list","id":"«_l»","attributes":{"name":"Newsletter","created":"2023-02-11T09:12:44+00:00"}}],"links":{"self":"https://a.klaviyo.com/api/lists/","next":null,"prev":null}}
`, V{"k": g.crmKlaviyo(), "_l": g.s(alUpNum, 6)}, "revision: 2024-06-15")

	g.crmAdd("crm/klaviyo-public-vs-private-shopify-theme", `
{%- comment -%} theme.liquid: onsite JS uses the PUBLIC site id only {%- endcomment -%}
<script async type="text/javascript" src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id={{ settings.klaviyo_public_key }}"></script>

# and config/settings_data.json, committed by the agency:
  "klaviyo_public_key": "«=pub»",
  "klaviyo_private_key": "«k»",
`, V{"=pub": g.s(alAlnum, 6), "k": g.crmKlaviyo()}, "https://static.klaviyo.com/onsite/js/klaviyo.js")

	g.crmAdd("crm/activecampaign-api-token-node", `
// src/integrations/activecampaign.ts
const AC_URL = "https://hooli78523.api-us1.com";
const AC_KEY = "«k»";

export async function addTag(contactId: number, tagId: number) {
  const r = await fetch(ˋ${AC_URL}/api/3/contactTagsˋ, {
    method: "POST",
    headers: { "Api-Token": AC_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ contactTag: { contact: contactId, tag: tagId } }),
  });
  if (!r.ok) throw new Error(ˋActiveCampaign ${r.status}ˋ);
}
`, V{"k": g.hex(72)}, "https://hooli78523.api-us1.com")

	g.crmAdd("crm/brevo-api-and-smtp-env", `
# .env.staging
MAIL_MAILER=smtp
MAIL_HOST=smtp-relay.brevo.com
MAIL_PORT=587
MAIL_USERNAME=«_u»@smtp-brevo.com
MAIL_PASSWORD=«s»
BREVO_API_KEY=«k»
BREVO_NEWSLETTER_LIST_ID=12
`, V{"_u": g.hex(6) + "00" + g.hex(1), "s": "xsmtpsib-" + g.hex(64) + "-" + g.an(16), "k": g.crmBrevo()}, "smtp-relay.brevo.com", "BREVO_NEWSLETTER_LIST_ID=12")

	g.crmAdd("crm/brevo-python-sdk", `
import sib_api_v3_sdk
from sib_api_v3_sdk.rest import ApiException

configuration = sib_api_v3_sdk.Configuration()
configuration.api_key['api-key'] = '«k»'
api = sib_api_v3_sdk.TransactionalEmailsApi(sib_api_v3_sdk.ApiClient(configuration))
`, V{"k": g.crmBrevo()}, "sib_api_v3_sdk.TransactionalEmailsApi")

	g.crmAdd("crm/intercom-rails-initializer", `
# config/initializers/intercom.rb
IntercomRails.config do |config|
  config.app_id = ENV["INTERCOM_APP_ID"] || "«_app»"
  config.api_secret = "«hm»"   # identity verification secret (HMAC)
  config.user.current = Proc.new { current_user }
  config.include_for_logged_out_users = true
end

INTERCOM = Intercom::Client.new(token: "«a»")
`, V{"_app": g.s(alLowNum, 8), "hm": g.b64u(40), "a": g.crmIntercom()}, "IntercomRails.config")

	g.crmAdd("crm/intercom-curl-conversations", `
$ curl -s https://api.intercom.io/conversations?per_page=1 \
  -H 'Authorization: Bearer «a»' \
  -H 'Accept: application/json' -H 'Intercom-Version: 2.11' | jq '.conversations[0] | {id, state, created_at}'
{
  "id": "«_cid»",
  "state": "open",
  "created_at": 1718190044
}
`, V{"a": g.crmIntercom(), "_cid": g.digits(15)}, "Intercom-Version: 2.11")

	g.crmAdd("crm/customerio-track-and-app-keys", `
# customer.io: Track API uses site id + key (basic auth); App API uses a bearer key
CUSTOMERIO_SITE_ID=«_site»
CUSTOMERIO_TRACK_API_KEY=«tk»
CUSTOMERIO_APP_API_KEY=«ak»
CUSTOMERIO_REGION=eu
`, V{"_site": g.hex(20), "tk": g.hex(20), "ak": g.hex(32)}, "CUSTOMERIO_REGION=eu")

	g.crmAdd("crm/braze-rest-key-terraform", `
resource "aws_ssm_parameter" "braze_rest_key" {
  name  = "/growth/prod/braze/rest_api_key"
  type  = "SecureString"
  value = "«k»"
}

resource "aws_ssm_parameter" "braze_endpoint" {
  name  = "/growth/prod/braze/rest_endpoint"
  type  = "String"
  value = "https://rest.fra-02.braze.eu"
}
`, V{"k": g.uuid()}, "/growth/prod/braze/rest_api_key", "https://rest.fra-02.braze.eu")

	g.crmAdd("crm/mailchimp-oauth-metadata", `
$ curl -s https://login.mailchimp.com/oauth2/metadata -H "Authorization: OAuth «a»"
{"dc":"us19","role":"owner","accountname":"Northwind Newsletter","user_id":«_uid»,"login":{"email":"owner@northwind.example","avatar":null,"login_id":«_lid»,"login_name":"owner@northwind.example","login_email":"owner@northwind.example"},"login_url":"https://login.mailchimp.com","api_endpoint":"https://us19.api.mailchimp.com"}
`, V{"a": g.hex(32), "_uid": g.digits(8), "_lid": g.digits(8)}, "https://us19.api.mailchimp.com")

	g.crmAdd("crm/iterable-api-key-header-go", `
req, _ := http.NewRequest("POST", "https://api.iterable.com/api/events/track", bytes.NewReader(body))
req.Header.Set("Api-Key", "«k»")
req.Header.Set("Content-Type", "application/json")
resp, err := iterableHTTP.Do(req)
`, V{"k": g.hex(32)}, "https://api.iterable.com/api/events/track")
}

// ---- Workday ----

func (g *G) crmWorkday() {
	g.crmAdd("crm/workday-raas-curl-isu", `
$ curl -s -u 'ISU_Headcount_RaaS@globex:«p»' \
  "https://wd5-impl-services1.workday.com/ccx/service/customreport2/globex_preview/ISU_Headcount_RaaS/CR_INT_Headcount?format=json" | jq '.Report_Entry | length'
1842
`, V{"p": g.pwStrong()}, "ISU_Headcount_RaaS@globex", "CR_INT_Headcount")

	g.crmAdd("crm/workday-zeep-wsse-python", `
from zeep import Client
from zeep.wsse.username import UsernameToken

TENANT = "acme_corp3"
WSDL = f"https://wd2-impl-services1.workday.com/ccx/service/{TENANT}/Human_Resources/v42.0?wsdl"

client = Client(WSDL, wsse=UsernameToken(f"ISU_HR_Sync@{TENANT}", "«p»"))
resp = client.service.Get_Workers(Response_Filter={"Page": 1, "Count": 100})
`, V{"p": g.pw()}, "Human_Resources/v42.0?wsdl", "ISU_HR_Sync@{TENANT}")

	g.crmAdd("crm/workday-register-api-client-output", `
Register API Client for Integrations — Success

  Client Name                    Okta Provisioning (REST)
  Client ID                      «_cid»
  Client Secret                  «cs»
  Workday REST API Endpoint      https://wd5-services1.myworkday.com/ccx/api/v1/initech
  Token Endpoint                 https://wd5-services1.myworkday.com/ccx/oauth2/initech/token
  Authorization Endpoint         https://wd5-impl.workday.com/initech/authorize

Manage Refresh Tokens for Integrations — Workday Account: ISU_Okta_REST
  Refresh Token                  «r»
`, V{"_cid": b64s(g.uuid())[:40], "cs": g.s(alLowNum, 64), "r": g.s(alLowNum, 86)}, "ISU_Okta_REST", "https://wd5-services1.myworkday.com/ccx/oauth2/initech/token")

	g.crmAdd("crm/workday-refresh-token-curl", `
$ curl -s -X POST https://wd5-services1.myworkday.com/ccx/oauth2/initech/token \
    -u "«_cid»:«cs»" \
    -d grant_type=refresh_token -d refresh_token=«r»
{"access_token":"«a»","token_type":"Bearer","refresh_token":"«r»"}
`, V{"_cid": b64s(g.uuid())[:40], "cs": g.s(alLowNum, 64), "r": g.s(alLowNum, 86), "a": g.s(alLowNum, 60)}, "https://wd5-services1.myworkday.com/ccx/oauth2/initech/token")

	g.crmAdd("crm/workday-boomi-connection-props", `
# Boomi environment extensions (exported JSON, trimmed)
"connections": [
  {
    "name": "Workday HCM - PROD",
    "fields": {
      "serviceURL": "https://wd3-services1.myworkday.com/ccx/service/umbrella",
      "userName": "ISU_Boomi_Payroll@umbrella",
      "password": { "useDefault": false, "value": "«p»" },
      "version": "v41.1"
    }
  }
]
`, V{"p": g.pwStrong()}, "ISU_Boomi_Payroll@umbrella", "Workday HCM - PROD")

	g.crmAdd("crm/workday-okta-provisioning-admin", `
Okta Admin > Applications > Workday > Provisioning > Integration

  Workday Username                       ISU_Okta@hooli
  Workday Password                       «p»
  Workday Tenant                         hooli
  Workday Web Services URL               https://wd5-services1.myworkday.com/ccx/service/hooli/Human_Resources/v40.1
  Import Only Active Employees           ✓
  Test API Credentials                   Workday was verified successfully!
`, V{"p": g.pw()}, "ISU_Okta@hooli", "Workday was verified successfully!")

	g.crmAdd("crm/workday-get-workers-response-benign-wid", `
<wd:Worker_Reference>
  <wd:ID wd:type="WID">«_w1»</wd:ID>
  <wd:ID wd:type="Employee_ID">21034</wd:ID>
</wd:Worker_Reference>
<wd:Worker_Data>
  <wd:Worker_ID>21034</wd:Worker_ID>
  <wd:User_ID>lnope</wd:User_ID>
  <wd:Personal_Data>
    <wd:Name_Data><wd:Legal_Name_Data><wd:Name_Detail_Data wd:Formatted_Name="Leslie Knope"/></wd:Legal_Name_Data></wd:Name_Data>
  </wd:Personal_Data>
  <wd:Organization_Reference><wd:ID wd:type="WID">«_w2»</wd:ID></wd:Organization_Reference>
</wd:Worker_Data>
`, V{"_w1": g.crmWID(), "_w2": g.crmWID()}, `wd:type="Employee_ID"`)

	g.crmAdd("crm/workday-studio-launch-params-log", `
INFO  2024-06-12 02:00:14 IntegrationEvent «_ev» started: INT042_Benefits_Outbound
DEBUG 2024-06-12 02:00:14 launch parameter sftp.host = sftp.benefitsco.example
DEBUG 2024-06-12 02:00:14 launch parameter sftp.user = globex_int042
DEBUG 2024-06-12 02:00:14 launch parameter sftp.password = «p»
DEBUG 2024-06-12 02:00:14 launch parameter pgp.public.key.id = «_kid»
INFO  2024-06-12 02:03:51 IntegrationEvent «_ev» completed: 3 files delivered
`, V{"_ev": g.crmWID(), "p": g.pw(), "_kid": strings.ToUpper(g.hex(16))}, "INT042_Benefits_Outbound", "sftp.benefitsco.example")

	g.crmAdd("crm/workday-isu-password-expired-ticket", `
INC0091722  Workday integrations failing since 01:00 — "Invalid username or password"
Assigned to: HRIS Integrations

ISU_ADP_Payroll@wayne hit the password expiry (we forgot to exempt it in
"Maintain Password Rules"). I reset it in the tenant:
    new password: «p»
and updated the Boomi extension. Please also update the copy in the
Key Vault (kv-hris-prod, secret workday-isu-adp) — I don't have access.
`, V{"p": g.pwStrong()}, "INC0091722", "kv-hris-prod", "Maintain Password Rules")

	g.crmAdd("crm/workday-python-requests-basic-raas-env", `
# .env for hris-reports
WORKDAY_TENANT=stark_dpt1
WORKDAY_RAAS_BASE=https://wd2-impl-services1.workday.com/ccx/service/customreport2/stark_dpt1
WORKDAY_ISU_USER=ISU_Reports_Python
WORKDAY_ISU_PASSWORD='«p»'
`, V{"p": g.pwStrong()}, "ISU_Reports_Python", "WORKDAY_TENANT=stark_dpt1")
}

// ---- HRIS and payroll ----

func (g *G) crmHRIS() {
	g.crmAdd("crm/bamboohr-curl-basic-x", `
$ curl -s -u "«k»:x" -H "Accept: application/json" \
    "https://api.bamboohr.com/api/gateway.php/vandelay/v1/employees/directory" | jq '.employees | length'
187
`, V{"k": g.hex(40)}, "api.bamboohr.com/api/gateway.php/vandelay")

	g.crmAdd("crm/bamboohr-python-pybamboohr", `
from PyBambooHR import PyBambooHR

bamboo = PyBambooHR(subdomain="vandelay", api_key="«k»")
employees = bamboo.get_employee_directory()
for e in employees:
    print(e["id"], e["displayName"], e["department"])
`, V{"k": g.hex(40)}, "PyBambooHR(subdomain=")

	g.crmAdd("crm/bamboohr-webhook-private-key", `
Webhook saved: "Employee changes → Slack"
URL:              https://hooks.vandelay.example/bamboohr
Format:           JSON
Private Key:      «k»
Monitor Fields:   Job Title, Department, Employment Status, Supervisor
Post Fields:      employeeNumber, firstName, lastName
(The private key is used to sign requests via X-BambooHR-Signature / X-BambooHR-Timestamp; it won't be shown again.)
`, V{"k": g.hex(64)}, "X-BambooHR-Signature", "https://hooks.vandelay.example/bamboohr")

	g.crmAdd("crm/gusto-oauth-demo-exchange", `
$ curl -s -X POST https://api.gusto-demo.com/oauth/token \
  -H 'Content-Type: application/json' \
  -d '{"client_id":"«_cid»","client_secret":"«cs»","redirect_uri":"http://localhost:3000/gusto/callback","code":"«c»","grant_type":"authorization_code"}'
{"access_token":"«a»","token_type":"bearer","expires_in":7200,"refresh_token":"«r»","scope":"companies:read employees:read payrolls:read","created_at":1718204511}
`, V{"_cid": g.b64u(43), "cs": g.b64u(43), "c": g.b64u(43), "a": g.b64u(43), "r": g.b64u(43)}, "https://api.gusto-demo.com/oauth/token", "http://localhost:3000/gusto/callback")

	g.crmAdd("crm/gusto-embedded-env-and-webhook", `
# embedded-payroll/.env.sandbox
GUSTO_BASE_URL=https://api.gusto-demo.com
GUSTO_API_VERSION=2024-04-01
GUSTO_SYSTEM_ACCESS_TOKEN=«a»
GUSTO_WEBHOOK_VERIFICATION_TOKEN=«w»
GUSTO_PARTNER_COMPANY_UUID=«_co»
`, V{"a": g.b64u(43), "w": g.b64u(43), "_co": g.uuid()}, "GUSTO_API_VERSION=2024-04-01")

	g.crmAdd("crm/adp-mtls-curl-token", `
$ ls -l /etc/adp/
-rw-r--r-- 1 hris hris 2143 Mar  4 10:12 acme_auth.pem
-rw------- 1 hris hris 1704 Mar  4 10:12 acme_auth.key
$ curl -s --cert /etc/adp/acme_auth.pem --key /etc/adp/acme_auth.key \
    -d grant_type=client_credentials -d client_id=«_cid» -d client_secret=«cs» \
    https://accounts.adp.com/auth/oauth/v2/token
{"access_token":"«a»","token_type":"Bearer","expires_in":3600,"scope":"api"}
`, V{"_cid": g.uuid(), "cs": g.uuid(), "a": g.uuid()}, "/etc/adp/acme_auth.key", "https://accounts.adp.com/auth/oauth/v2/token")

	g.crmAdd("crm/adp-client-key-pem-in-repo", `
$ git show HEAD~3:config/adp/prod_auth.key
«k»
$ git show HEAD~3:config/adp/README.txt
Signed cert from ADP Marketplace (CN=acme-payroll-sync) is prod_auth.pem, valid until 2026-03-03.
client_id / client_secret are in 1Password: "ADP API Central - prod".
`, V{"k": g.rsaPEM().block()}, "CN=acme-payroll-sync", "ADP API Central - prod")

	g.crmAdd("crm/adp-node-https-agent", `
// adp/client.js
const https = require('https');
const fs = require('fs');

const agent = new https.Agent({
  cert: fs.readFileSync('./certs/adp_prod.pem'),
  key: fs.readFileSync('./certs/adp_prod.key'),
  passphrase: '«kp»',
});

const creds = { client_id: '«_cid»', client_secret: '«cs»' };
`, V{"kp": g.pw(), "_cid": g.uuid(), "cs": g.uuid()}, "./certs/adp_prod.key")

	g.crmAdd("crm/personio-auth-curl", `
$ curl -s -X POST https://api.personio.de/v1/auth \
    -H 'accept: application/json' -H 'content-type: application/json' \
    -H 'X-Personio-Partner-ID: ACME_HRSYNC' -H 'X-Personio-App-ID: HRSYNC' \
    -d '{"client_id":"«_cid»","client_secret":"«cs»"}'
{"success":true,"data":{"token":"«a»"}}
`, V{"_cid": "papi-" + g.uuid(), "cs": "papi-" + g.s(alLowNum, 48), "a": g.jwt("HS256", fmt.Sprintf(`{"iss":"https://api.personio.de/v1/auth","iat":%d,"exp":%d,"nbf":%d,"jti":"%s","sub":"%s","prv":"%s"}`, 1718200000, 1718286400, 1718200000, g.an(16), g.digits(6), g.hex(40)))}, "X-Personio-Partner-ID: ACME_HRSYNC")

	g.crmAdd("crm/personio-env-python-settings", `
# settings/production.py
PERSONIO = {
    "BASE_URL": "https://api.personio.de",
    "CLIENT_ID": os.environ.get("PERSONIO_CLIENT_ID", "papi-«_cid»"),
    "CLIENT_SECRET": os.environ.get("PERSONIO_CLIENT_SECRET", "papi-«cs»"),
    "PARTNER_ID": "ACME_HRSYNC",
}
`, V{"_cid": g.uuid(), "cs": g.s(alLowNum, 48)}, "https://api.personio.de")

	g.crmAdd("crm/hibob-service-user-basic", `
$ curl -s -u "SERVICE-«_sid»:«k»" \
    -H 'Accept: application/json' \
    "https://api.hibob.com/v1/people/search" \
    -d '{"fields":["root.id","root.fullName","work.department"],"filters":[]}'
`, V{"_sid": g.digits(5), "k": g.an(40)}, "https://api.hibob.com/v1/people/search")

	g.crmAdd("crm/hibob-legacy-token-header-ts", `
export const bob = axios.create({
  baseURL: 'https://api.hibob.com/v1',
  headers: {
    Authorization: '«k»',   // old-style API token, to be replaced by a service user
    Accept: 'application/json',
  },
});
`, V{"k": g.an(40)}, "https://api.hibob.com/v1")

	g.crmAdd("crm/rippling-bearer-python", `
RIPPLING_TOKEN = "«k»"

session = requests.Session()
session.headers.update({"Authorization": f"Bearer {RIPPLING_TOKEN}", "Accept": "application/json"})
workers = session.get("https://rest.ripplingapis.com/workers", params={"limit": 100}).json()
`, V{"k": g.an(64)}, "https://rest.ripplingapis.com/workers")

	g.crmAdd("crm/deel-api-token-env-and-curl", `
$ cat .env | grep DEEL
DEEL_API_BASE=https://api.letsdeel.com/rest/v2
DEEL_API_TOKEN=«k»
$ curl -s "$DEEL_API_BASE/contracts?limit=1" -H "Authorization: Bearer «k»" | jq '.data[0].id'
"«_cid»"
`, V{"k": g.an(32) + "." + g.an(24), "_cid": g.s(alLowNum, 7)}, "https://api.letsdeel.com/rest/v2")

	g.crmAdd("crm/ukg-pro-headers-csharp", `
var client = new HttpClient { BaseAddress = new Uri("https://service5.ultipro.com/") };
client.DefaultRequestHeaders.Add("US-Customer-Api-Key", "«_cust»");
client.DefaultRequestHeaders.Add("US-User-Api-Key", "«uk»");
client.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Basic",
    Convert.ToBase64String(Encoding.ASCII.GetBytes("WebSvc_PayrollSync:«p»")));
var resp = await client.GetAsync("personnel/v1/employee-changes?startDate=2024-06-01");
`, V{"_cust": g.s(alUpNum, 5), "uk": g.s(alUpNum, 20) + g.s(alLowNum, 4), "p": g.pw()}, "WebSvc_PayrollSync", "personnel/v1/employee-changes")

	g.crmAdd("crm/paylocity-client-credentials", `
paylocity:
  environment: production
  token_url: https://api.paylocity.com/IdentityServer/connect/token
  client_id: «_cid»
  client_secret: «cs»
  company_id: "«_co»"
  scope: WebLinkAPI
`, V{"_cid": g.b64u(22), "cs": g.b64(64), "_co": g.digits(5)}, "https://api.paylocity.com/IdentityServer/connect/token")

	g.crmAdd("crm/paychex-flex-token-log", `
2024-06-12T06:00:01Z INFO  payroll-export: POST https://api.paychex.com/auth/oauth/v2/token client_id=«_cid»
2024-06-12T06:00:02Z DEBUG payroll-export: token response {"access_token":"«a»","token_type":"Bearer","expires_in":3600,"scope":"oob"}
2024-06-12T06:00:04Z INFO  payroll-export: GET /companies/«_co»/workers -> 200 (412 workers)
`, V{"_cid": g.s(alLowNum, 36), "a": g.uuid() + g.hex(8), "_co": g.s(alUpNum, 16)}, "payroll-export")

	g.crmAdd("crm/merge-hris-unified-api", `
from merge import Merge

client = Merge(
    api_key="«k»",
    account_token="«at»",   # linked account: Globex (BambooHR)
)
employees = client.hris.employees.list(page_size=50)
`, V{"k": g.b64u(64), "at": g.b64u(43)}, "client.hris.employees.list")

	g.crmAdd("crm/finch-connect-token-exchange", `
$ curl -s https://api.tryfinch.com/auth/token -H 'Content-Type: application/json' \
    -d '{"client_id":"«_cid»","client_secret":"«cs»","code":"«c»","redirect_uri":"https://benefits.pendant.example/finch/callback"}'
{"access_token":"«a»","account_id":"«_acc»","client_type":"production","company_id":"«_co»","connection_type":"provider","products":["company","directory","individual","payment"],"provider_id":"gusto"}
`, V{"_cid": g.uuid(), "cs": "finch-secret-production-" + g.b64u(32), "c": g.uuid(), "a": g.uuid(), "_acc": g.uuid(), "_co": g.uuid()}, "https://benefits.pendant.example/finch/callback")

	g.crmAdd("crm/factorial-api-key-header", `
# factorial_sync.rb
FACTORIAL = Faraday.new(url: "https://api.factorialhr.com/api/2024-07-01/resources") do |f|
  f.headers["x-api-key"] = "«k»"
  f.response :json
end
`, V{"k": g.hex(64)}, "https://api.factorialhr.com/api/2024-07-01/resources")

	g.crmAdd("crm/justworks-namely-env-pair", `
# hris-bridge/.env
NAMELY_SUBDOMAIN=pendant
NAMELY_ACCESS_TOKEN=«k1»
JUSTWORKS_CLIENT_ID=«_jc»
JUSTWORKS_CLIENT_SECRET=«k2»
`, V{"k1": g.an(64), "_jc": g.uuid(), "k2": g.b64u(48)}, "NAMELY_SUBDOMAIN=pendant")

	g.crmAdd("crm/remote-com-bearer-go", `
const remoteBase = "https://gateway.remote.com/v1"

func newRemoteClient() *remoteClient {
	return &remoteClient{
		base:  remoteBase,
		token: "«k»",
		http:  &http.Client{Timeout: 20 * time.Second},
	}
}
`, V{"k": "ra_live_" + g.an(40)}, "https://gateway.remote.com/v1")
}

// ---- applicant tracking ----

func (g *G) crmATS() {
	g.crmAdd("crm/greenhouse-harvest-curl-on-behalf-of", `
$ curl -s -u '«k»:' -H 'On-Behalf-Of: «_uid»' \
    -X PATCH https://harvest.greenhouse.io/v1/candidates/«_cand» \
    -H 'Content-Type: application/json' -d '{"tags":["referral","backend"]}'
{"id":«_cand»,"first_name":"Ana","last_name":"Souza","tags":["referral","backend"],"updated_at":"«_ts»"}
`, V{"k": g.hex(32), "_uid": g.digits(7), "_cand": g.digits(9), "_ts": g.crmStamp()}, "https://harvest.greenhouse.io/v1/candidates/")

	g.crmAdd("crm/greenhouse-harvest-python-settings", `
# recruiting_etl/config.py
GREENHOUSE_HARVEST_KEY = os.getenv("GREENHOUSE_HARVEST_KEY", "«k»")
GREENHOUSE_BOARD_TOKEN = "massivedynamic"   # public job board slug
GREENHOUSE_WEBHOOK_SECRET = "«w»"
`, V{"k": g.hex(32), "w": g.pwStrong()}, `GREENHOUSE_BOARD_TOKEN = "massivedynamic"`)

	g.crmAdd("crm/greenhouse-onboarding-graphql-basic", `
$ curl -s https://onboarding-api.greenhouse.io/graphql \
    -u "«_ak»:«s»" -H 'Content-Type: application/json' \
    -d '{"query":"{ employees(first: 5) { edges { node { id firstName startDate } } } }"}'
`, V{"_ak": g.hex(32), "s": g.hex(32)}, "https://onboarding-api.greenhouse.io/graphql")

	g.crmAdd("crm/lever-api-basic-node", `
// scripts/export-lever.js
const LEVER_KEY = process.env.LEVER_API_KEY || '«k»';
const auth = Buffer.from(LEVER_KEY + ':').toString('base64');

const res = await fetch('https://api.lever.co/v1/opportunities?limit=100&expand=owner', {
  headers: { Authorization: 'Basic ' + auth },
});
`, V{"k": g.s(alAlnum+"/+", 48)}, "https://api.lever.co/v1/opportunities?limit=100&expand=owner")

	g.crmAdd("crm/lever-webhook-signature-token", `
Lever > Settings > Integrations and API > Webhooks
  Candidate Stage Change   https://ats-hooks.massive.example/lever/stage   ✓ enabled
  Signature token:         «w»
  (Requests include token, triggeredAt and signature = HMAC-SHA256(token + triggeredAt, signature token))
`, V{"w": g.an(64)}, "https://ats-hooks.massive.example/lever/stage")

	g.crmAdd("crm/ashby-api-key-basic-python", `
ASHBY_API_KEY = "«k»"
r = requests.post("https://api.ashbyhq.com/candidate.search", auth=(ASHBY_API_KEY, ""), json={"email": "applicant@example.com"})
`, V{"k": g.hex(64)}, "https://api.ashbyhq.com/candidate.search")

	g.crmAdd("crm/workable-bearer-curl", `
curl -s "https://oscorp.workable.com/spi/v3/jobs?state=published" \
  -H "Authorization: Bearer «k»" | jq '.jobs[].shortcode'
"«_j1»"
"«_j2»"
`, V{"k": g.hex(64), "_j1": g.s(alUpNum, 10), "_j2": g.s(alUpNum, 10)}, "oscorp.workable.com/spi/v3/jobs")

	g.crmAdd("crm/smartrecruiters-smarttoken-header", `
GET /jobs?limit=10 HTTP/1.1
Host: api.smartrecruiters.com
X-SmartToken: «k»
Accept: application/json
`, V{"k": "DCRA1-" + g.hex(32)}, "api.smartrecruiters.com")

	g.crmAdd("crm/teamtailor-token-header-php", `
$client = new \GuzzleHttp\Client([
    'base_uri' => 'https://api.teamtailor.com/v1/',
    'headers'  => [
        'Authorization'   => 'Token token=«k»',
        'X-Api-Version'   => '20240404',
        'Accept'          => 'application/vnd.api+json',
    ],
]);
`, V{"k": g.b64u(40)}, "https://api.teamtailor.com/v1/")
}

// ---- SCIM provisioning ----

func (g *G) crmSCIM() {
	g.crmAdd("crm/okta-scim-app-provisioning-settings", `
Okta Admin Console > Applications > Acme Portal (SCIM 2.0) > Provisioning > Integration

  SCIM connector base URL                      https://portal.acme.example/scim/v2
  Unique identifier field for users            userName
  Supported provisioning actions               ☑ Push New Users  ☑ Push Profile Updates  ☑ Push Groups
  Authentication Mode                          HTTP Header
  HTTP Header  Authorization: Bearer           «k»

  [Test Connector Configuration]  ✓ Connector configured successfully
`, V{"k": g.an(40)}, "https://portal.acme.example/scim/v2", "Connector configured successfully")

	g.crmAdd("crm/okta-scim-request-server-log", `
10.14.3.22 - - [12/Jun/2024:11:02:44 +0000] "GET /scim/v2/Users?filter=userName%20eq%20%22d.ramos%40acme.example%22&startIndex=1&count=100 HTTP/1.1" 200 212 "-" "Okta SCIM Client 1.0.0"
[scim] 2024-06-12T11:02:44Z DEBUG incoming headers: {"authorization":"Bearer «k»","user-agent":"Okta SCIM Client 1.0.0","content-type":"application/scim+json; charset=utf-8"}
[scim] 2024-06-12T11:02:44Z INFO  filter userName eq "d.ramos@acme.example" -> 0 results
`, V{"k": g.hex(48)}, "Okta SCIM Client 1.0.0")

	g.crmAdd("crm/entra-provisioning-tenant-url-secret", `
Microsoft Entra admin center > Enterprise applications > Lumon HR Portal > Provisioning
  Provisioning Mode:  Automatic
  Admin Credentials
    Tenant URL    https://hr.lumon.example/api/scim/v2/
    Secret Token  «k»
  [Test Connection]  The supplied credentials are authorized to enable provisioning
`, V{"k": g.jwt("HS256", fmt.Sprintf(`{"sub":"scim-provisioner","tenant":"%s","iat":%d}`, g.uuid(), 1717000000+g.r.IntN(3000000)))}, "https://hr.lumon.example/api/scim/v2/")

	g.crmAdd("crm/scim-token-rails-runner", `
$ bin/rails runner 'puts ScimToken.create!(organization: Organization.find_by!(slug: "globex"), description: "Okta").plaintext'
«k»
$ bin/rails runner 'p ScimToken.last.attributes.slice("id", "token_digest", "created_at")'
{"id"=>«=id», "token_digest"=>"«_dig»", "created_at"=>Wed, 12 Jun 2024 11:20:05.000000000 UTC +00:00}
`, V{"k": "scim_" + g.an(40), "=id": g.digits(3), "_dig": g.hex(64)}, `description: "Okta"`)

	g.crmAdd("crm/okta-api-token-ssws-script", `
#!/usr/bin/env bash
# deprovision leavers exported from BambooHR
OKTA_ORG=https://globex.okta.com
OKTA_TOKEN=«k»
while read -r login; do
  id=$(curl -s -H "Authorization: SSWS $OKTA_TOKEN" "$OKTA_ORG/api/v1/users/$login" | jq -r .id)
  curl -s -X POST -H "Authorization: SSWS $OKTA_TOKEN" "$OKTA_ORG/api/v1/users/$id/lifecycle/deactivate"
done < leavers.txt
`, V{"k": g.okta()}, "deprovision leavers exported from BambooHR")

	g.crmAdd("crm/scim-k8s-secret-stringdata", `
apiVersion: v1
kind: Secret
metadata:
  name: hr-portal-scim
  namespace: hr-portal
type: Opaque
stringData:
  SCIM_BEARER_TOKEN: «k»
  OKTA_CLIENT_SECRET: «cs»
`, V{"k": g.b64u(48), "cs": g.b64u(64)}, "hr-portal-scim")

	g.crmAdd("crm/onelogin-scim-bearer-config", `
OneLogin > Applications > SCIM Provisioner with SAML (SCIM v2 Enterprise) > Configuration
  SCIM Base URL        https://app.initech.example/scim/v2
  SCIM JSON Template   {"schemas":["urn:ietf:params:scim:schemas:core:2.0:User"],"userName":"{$parameters.scimusername}"}
  SCIM Bearer Token    «k»
  API Status           Enabled
`, V{"k": g.hex(40)}, "{$parameters.scimusername}")

	g.crmAdd("crm/terraform-okta-provider-token", `
provider "okta" {
  org_name  = "hooli"
  base_url  = "okta.com"
  api_token = "«k»"
}

resource "okta_group" "sales_emea" {
  name        = "Sales EMEA"
  description = "Pushed to Salesforce via SCIM"
}
`, V{"k": g.okta()}, "Pushed to Salesforce via SCIM")

	g.crmAdd("crm/scim-curl-create-user-test", `
$ curl -s -X POST https://api.rippling-demo.example/scim/v2/Users \
    -H 'Authorization: Bearer «k»' \
    -H 'Content-Type: application/scim+json' \
    -d '{"schemas":["urn:ietf:params:scim:schemas:core:2.0:User"],"userName":"t.tester@wonka.example","name":{"givenName":"Test","familyName":"Tester"},"active":true}'
{"schemas":["urn:ietf:params:scim:schemas:core:2.0:User"],"id":"«_id»","userName":"t.tester@wonka.example","active":true,"meta":{"resourceType":"User","created":"«_ts»"}}
`, V{"k": g.an(32), "_id": g.uuid(), "_ts": g.crmStamp()}, "t.tester@wonka.example")

	g.crmAdd("crm/jumpcloud-scim-and-api-key", `
# jc_sync.py
JC_API_KEY = "«k»"
JC_ORG_ID = "«_org»"
HR_SCIM_URL = "https://hris.wonka.example/scim/v2"
HR_SCIM_TOKEN = "«t»"
`, V{"k": "jca_" + g.an(36), "_org": g.hex(24), "t": g.hex(40)}, "https://hris.wonka.example/scim/v2")
}

// ---- CI settings and deployment config ----

func (g *G) crmCI() {
	g.crmAdd("crm/gha-sf-deploy-inline-key", `
# .github/workflows/deploy-prod.yml
name: Deploy to production org
on:
  push:
    branches: [main]
jobs:
  deploy:
    runs-on: ubuntu-latest
    env:
      SF_CONSUMER_KEY: ${{ secrets.SF_CONSUMER_KEY }}
      SF_USERNAME: ci@tyrell.example
    steps:
      - uses: actions/checkout@v4
      - run: npm install --global @salesforce/cli
      - name: Write JWT key
        run: |
          cat > server.key <<'KEY'
          «k»
          KEY
      - run: sf org login jwt --client-id "$SF_CONSUMER_KEY" --jwt-key-file server.key --username "$SF_USERNAME" --alias prod
      - run: sf project deploy start --target-org prod --test-level RunLocalTests
`, V{"k": strings.ReplaceAll(g.pkcs8RSAPEM().block(), "\n", "\n          ")}, "sf project deploy start --target-org prod --test-level RunLocalTests")

	g.crmAdd("crm/gh-secret-set-history", `
$ gh secret set SFDX_AUTH_URL_PROD --body "force://PlatformCLI::«r»@tyrell.my.salesforce.com"
✓ Set Actions secret SFDX_AUTH_URL_PROD for tyrell/salesforce-core
$ gh secret set HUBSPOT_TOKEN --body «h»
✓ Set Actions secret HUBSPOT_TOKEN for tyrell/salesforce-core
$ gh secret list
NAME                 UPDATED
HUBSPOT_TOKEN        less than a minute ago
SFDX_AUTH_URL_PROD   less than a minute ago
`, V{"r": g.crmSFRefresh(), "h": g.hubspot()}, "tyrell/salesforce-core")

	g.crmAdd("crm/gha-log-masked-benign", `
Run sf org login sfdx-url --sfdx-url-stdin --alias prod <<< "$SFDX_AUTH_URL_PROD"
  sf org login sfdx-url --sfdx-url-stdin --alias prod <<< "$SFDX_AUTH_URL_PROD"
  shell: /usr/bin/bash -e {0}
  env:
    SFDX_AUTH_URL_PROD: ***
    HUBSPOT_TOKEN: ***
Successfully authorized ci@tyrell.example with org ID «_org»
`, V{"_org": g.crmOrg15() + "EAE"}, "SFDX_AUTH_URL_PROD: ***", "ci@tyrell.example")

	g.crmAdd("crm/gitlab-ci-variables-api", `
$ curl -s --header "PRIVATE-TOKEN: «gl»" "https://gitlab.hooli.example/api/v4/projects/412/variables" | jq -c '.[] | {key, value, masked}'
{"key":"ZOHO_REFRESH_TOKEN","value":"«z»","masked":true}
{"key":"ZOHO_CLIENT_ID","value":"«_zc»","masked":false}
{"key":"PIPEDRIVE_API_TOKEN","value":"«p»","masked":true}
`, V{"gl": g.glpat(), "z": g.crmZoho(), "_zc": g.crmZohoClient(), "p": g.hex(40)}, "gitlab.hooli.example/api/v4/projects/412/variables")

	kl, mc := g.crmKlaviyo(), g.mailchimp()
	g.crmAdd("crm/circleci-context-env-cli", `
$ circleci context store-secret github hooli crm-prod KLAVIYO_PRIVATE_KEY
Secret value: «k»
$ circleci context show github hooli crm-prod
Context: crm-prod
Environment Variables:
  KLAVIYO_PRIVATE_KEY   «_mask»
  MAILCHIMP_API_KEY     «_mask2»
`, V{"k": kl, "_mask": "xxxx" + kl[len(kl)-4:], "_mask2": "xxxx" + mc[len(mc)-4:]}, "circleci context show github hooli crm-prod")

	g.crmAdd("crm/bitbucket-pipelines-inline-zoho", `
# bitbucket-pipelines.yml
pipelines:
  custom:
    nightly-crm-export:
      - step:
          name: Export Zoho leads
          image: python:3.12
          script:
            - pip install -r requirements.txt
            - export ZOHO_CLIENT_SECRET=«cs»
            - export ZOHO_REFRESH_TOKEN=«r»
            - python export_leads.py --dc com --out leads.csv
          artifacts:
            - leads.csv
`, V{"cs": g.hex(42), "r": g.crmZoho()}, "python export_leads.py --dc com --out leads.csv")

	g.crmAdd("crm/jenkins-credentials-groovy-init", `
// init.groovy.d/crm-credentials.groovy
import com.cloudbees.plugins.credentials.*
import com.cloudbees.plugins.credentials.domains.Domain
import org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl
import hudson.util.Secret

def store = SystemCredentialsProvider.getInstance().getStore()
store.addCredentials(Domain.global(), new StringCredentialsImpl(CredentialsScope.GLOBAL, "bamboohr-api-key", "BambooHR API key", Secret.fromString("«k»")))
store.addCredentials(Domain.global(), new StringCredentialsImpl(CredentialsScope.GLOBAL, "greenhouse-harvest", "Greenhouse Harvest", Secret.fromString("«k2»")))
`, V{"k": g.hex(40), "k2": g.hex(32)}, "bamboohr-api-key", "greenhouse-harvest")

	g.crmAdd("crm/docker-compose-crm-sync", `
services:
  crm-sync:
    image: registry.hooli.example/revops/crm-sync:2.8.1
    environment:
      SALESFORCE_INSTANCE_URL: https://hooli.my.salesforce.com
      SALESFORCE_REFRESH_TOKEN: «r»
      HUBSPOT_ACCESS_TOKEN: «h»
      INTERCOM_TOKEN: «i»
      DATABASE_URL: postgres://crm_sync:«dp»@db:5432/crm_sync
    depends_on: [db]
`, V{"r": g.crmSFRefresh(), "h": g.hubspot(), "i": g.crmIntercom(), "dp": g.pwURL()}, "registry.hooli.example/revops/crm-sync:2.8.1")

	g.crmAdd("crm/helm-values-hr-portal", `
# charts/hr-portal/values-prod.yaml
image:
  tag: "2024.06.11"
env:
  WORKDAY_TENANT: wayne_ent
  WORKDAY_ISU_USER: ISU_HR_Portal
  PERSONIO_CLIENT_ID: papi-«_pc»
secrets:
  WORKDAY_ISU_PASSWORD: "«p»"
  PERSONIO_CLIENT_SECRET: "papi-«ps»"
  SESSION_SECRET: "«ss»"
`, V{"_pc": g.uuid(), "p": g.pwStrong(), "ps": g.s(alLowNum, 48), "ss": g.hex(64)}, "WORKDAY_ISU_USER: ISU_HR_Portal")

	g.crmAdd("crm/vercel-env-pull-output", `
$ vercel env pull .env.local
Vercel CLI 34.2.7
> Downloading ˋdevelopmentˋ Environment Variables for Project growth-site
✅  Created .env.local file  [212ms]
$ cat .env.local
# Created by Vercel CLI
HUBSPOT_PORTAL_ID="«_pid»"
HUBSPOT_FORM_GUID="«_fg»"
HUBSPOT_PRIVATE_APP_TOKEN="«h»"
MAILCHIMP_API_KEY="«m»"
VERCEL_OIDC_TOKEN="«o»"
`, V{"_pid": g.digits(8), "_fg": g.uuid(), "h": g.hubspot(), "m": g.mailchimp(), "o": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://oidc.vercel.com/growth","sub":"owner:growth:project:growth-site:environment:development","exp":%d}`, 1718300000+g.r.IntN(40000)))}, "Downloading ˋdevelopmentˋ Environment Variables for Project growth-site")

	g.crmAdd("crm/azure-devops-yaml-pp-inline-secret", `
# azure-pipelines.yml (Power Platform Build Tools)
steps:
- task: PowerPlatformToolInstaller@2
- task: PowerPlatformSetConnectionVariables@2
  inputs:
    authenticationType: PowerPlatformSPN
    PowerPlatformSPN: 'PP-Prod-SPN'
- script: |
    pac auth create --url https://contoso.crm.dynamics.com --applicationId $(PP_APP_ID) --clientSecret «cs» --tenant $(PP_TENANT_ID)
    pac solution import --path $(Build.ArtifactStagingDirectory)/ContosoSales_managed.zip --async
  displayName: Import managed solution
`, V{"cs": g.azSecret()}, "PowerPlatformSetConnectionVariables@2", "PP-Prod-SPN")

	g.crmAdd("crm/airflow-connections-export", `
$ airflow connections get salesforce_prod -o yaml
- conn_id: salesforce_prod
  conn_type: salesforce
  description: SFDC prod for the revenue DAGs
  extra: '{"security_token": "«t»", "domain": "login", "consumer_key": null, "private_key": null}'
  host: ''
  login: airflow@revops.example
  password: «p»
  port: null
  schema: ''
`, V{"t": g.crmSecToken(), "p": g.pw()}, "SFDC prod for the revenue DAGs", "airflow@revops.example")
}

// ---- chat messages, tickets and mails ----

func (g *G) crmChat() {
	g.crmAdd("crm/slack-revops-sf-token-paste", `
#revops-eng
marco  9:12 AM
anyone know why the nightly opportunity sync dies with INVALID_SESSION_ID? I grabbed a fresh token from workbench to test:
ˋˋˋ
curl https://vandelay.my.salesforce.com/services/data/v61.0/limits -H "Authorization: Bearer «a»"
ˋˋˋ
priya  9:15 AM
that works because it's your session. The job uses the integration user and its refresh token got revoked when IT reset "Session Settings" → "Revoke all sessions". Re-auth the job please (and that token in the paste is live for 2h, fyi)
`, V{"a": g.crmSFAccess(g.crmOrg15())}, "INVALID_SESSION_ID", "Revoke all sessions")

	g.crmAdd("crm/slack-hubspot-token-handoff", `
[#growth-dev] kelly: @tom here's the private app token for the "Website forms → CRM" app, scopes crm.objects.contacts.write + forms: «a»
[#growth-dev] kelly: portal is «_pid» (prod)
[#growth-dev] tom: thx, putting it in Vercel as HUBSPOT_PRIVATE_APP_TOKEN. you might want to delete the message 🙈
`, V{"a": g.hubspot(), "_pid": g.digits(8)}, "HUBSPOT_PRIVATE_APP_TOKEN", `"Website forms → CRM"`)

	g.crmAdd("crm/teams-workday-isu-credentials", `
[12/06/2024 15:41] Anja Weber (HRIS)
Hi Rahul, for the new Time Tracking integration please use:
Tenant: hooli_preview (wd5-impl)
User: ISU_TimeTracking@hooli_preview
Password: «p»
The account is in security group ISSG_TimeTracking with Get/Put on "Time Tracking" domain. Prod credentials will follow via Keeper.
[12/06/2024 15:44] Rahul Iyer
👍 connected, Get_Workers works
`, V{"p": g.pwStrong()}, "ISU_TimeTracking@hooli_preview", "ISSG_TimeTracking")

	g.crmAdd("crm/zendesk-ticket-bamboohr-key", `
Ticket #58213 — "Employee directory sync stopped"  (Priority: High, Requester: ops@gringotts.example)

Hi support,
our BambooHR → Slack directory sync stopped yesterday. Our BambooHR subdomain is gringotts,
API key «k» (created by admin user id 2), it returns 401 for /v1/employees/directory.
We did not change anything on our side.

-- Internal note (agent: Fiona) --
401 = key revoked; the admin who created it was terminated on 06/10 and BambooHR revokes that user's keys. Asked customer to generate a new key under a service account and NOT to send it in tickets.
`, V{"k": g.hex(40)}, "Ticket #58213", "ops@gringotts.example")

	g.crmAdd("crm/jira-zoho-dc-migration", `
CRM-882  Zoho: move connector to EU data center
Description:
After the org migration to zoho.eu the refresh token below no longer works with accounts.zoho.com (returns invalid_code).
  client_id     «_cid»
  client_secret «cs»
  refresh_token «r»
Acceptance: connector uses accounts.zoho.eu + www.zohoapis.eu, new refresh token generated via Self Client in api-console.zoho.eu.
`, V{"_cid": g.crmZohoClient(), "cs": g.hex(42), "r": g.crmZoho()}, "CRM-882", "api-console.zoho.eu")

	g.crmAdd("crm/email-vendor-adp-onboarding", `
From: ADP Marketplace Partner Support <partner.support@adp.example>
To: dev@pendant.example
Subject: Your API Central credentials (Pendant Inc, ORGOID «_oid»)

Hello,

Your production credentials for the Worker Demographics and Payroll Output APIs:

    Client ID:     «_cid»
    Client Secret: «cs»

These must be used together with the certificate issued from the CSR you uploaded
(CN=pendant-payroll). Do not share these credentials outside your organization.

Regards,
ADP API Central
`, V{"_oid": "G3" + g.s(alUpNum, 14), "_cid": g.uuid(), "cs": g.uuid()}, "CN=pendant-payroll", "partner.support@adp.example")

	g.crmAdd("crm/agent-transcript-pipedrive-env", `
user: the pipedrive import script says 401 unauthorized

assistant: Let me check which token the script loads.

[tool: bash] grep -rn PIPEDRIVE .env scripts/import_deals.py
.env:3:PIPEDRIVE_DOMAIN=kwikemart
.env:4:PIPEDRIVE_API_TOKEN=«k»
scripts/import_deals.py:9:TOKEN = os.environ["PIPEDRIVE_API_TOKEN"]
scripts/import_deals.py:10:BASE = f"https://{os.environ['PIPEDRIVE_DOMAIN']}.pipedrive.com/api/v1"

assistant: The script reads PIPEDRIVE_API_TOKEN from .env correctly. The token itself is rejected; Pipedrive tokens are per user, so if that user was deactivated the token stops working. Please generate a new one under Personal preferences → API and replace it in .env.
`, V{"k": g.hex(40)}, "scripts/import_deals.py", "PIPEDRIVE_DOMAIN=kwikemart")

	g.crmAdd("crm/agent-transcript-marketo-rotate", `
user: rotate the marketo secret in our k8s secret, new one is «n»

assistant: I'll update the secret and restart the deployment.

[tool: bash] kubectl -n growth create secret generic marketo-api --from-literal=MARKETO_CLIENT_ID=«_cid» --from-literal=MARKETO_CLIENT_SECRET=«n» --from-literal=MARKETO_MUNCHKIN_ID=«_mk» --dry-run=client -o yaml | kubectl apply -f -
secret/marketo-api configured
[tool: bash] kubectl -n growth rollout restart deploy/lead-router
deployment.apps/lead-router restarted
`, V{"n": g.an(32), "_cid": g.uuid(), "_mk": g.crmMunchkin()}, "deployment.apps/lead-router restarted")

	g.crmAdd("crm/slack-gusto-sandbox-creds", `
jordan: Gusto demo env creds for the embedded payroll POC, dev only:
  client id: «_cid»
  client secret: «cs»
  redirect: http://localhost:3000/gusto/callback
jordan: the demo company is "Pendant Test Co" (uuid «_co»)
alex: ty! just note demo secrets still let anyone call our partner app on gusto-demo, let's move them to Doppler
`, V{"_cid": g.b64u(43), "cs": g.b64u(43), "_co": g.uuid()}, "Pendant Test Co")

	g.crmAdd("crm/github-issue-greenhouse-key-leak", `
### Bug: recruiting-etl crashes on candidates without email

**Steps to reproduce**
1. ˋexport GREENHOUSE_HARVEST_KEY=«k»ˋ
2. ˋpython -m recruiting_etl.sync --since 2024-06-01ˋ

**Traceback**
ˋˋˋ
  File "recruiting_etl/sync.py", line 88, in normalize
    email = c["email_addresses"][0]["value"]
IndexError: list index out of range
ˋˋˋ
`, V{"k": g.hex(32)}, "recruiting_etl/sync.py")

	g.crmAdd("crm/intercom-note-customer-shares-key", `
Conversation #«_conv» with Maria (maria@clientco.example)
Maria: our Brevo integration in your app shows "Unauthorized". Here is our key, can you paste it for us? «k»
Operator (Sam): Thanks Maria — for security I've removed our copy; please paste it yourself under Settings → Integrations → Brevo. It must start with xkeysib-, not xsmtpsib-.
`, V{"_conv": g.digits(15), "k": g.crmBrevo()}, "Settings → Integrations → Brevo")

	g.crmAdd("crm/slack-klaviyo-public-private-confusion", `
nina: checkout tracking broke after I "fixed" the klaviyo key in the theme
nina: I replaced the company_id with «k» because that's what the docs say the API key is
raj: that's the PRIVATE key 😬 the onsite script needs the 6-char public site id. revert and please roll that pk_ key in Klaviyo > Settings > API keys, it's in the storefront HTML now
`, V{"k": g.crmKlaviyo()}, "Klaviyo > Settings > API keys")

	g.crmAdd("crm/mail-hibob-api-user", `
Subject: HiBob API service user for Payroll bridge
From: people-ops@lumon.example

Hi Dylan,
as requested I created the API service user "Payroll Bridge" with the "Payroll data" permission group.
ID: SERVICE-«_sid»
Token: «k»
Please keep it out of git. — Harmony
`, V{"_sid": g.digits(5), "k": g.an(40)}, "people-ops@lumon.example", `"Payroll Bridge"`)

	g.crmAdd("crm/slack-dataverse-secret-expiry", `
Azure AD bot  7:00 AM
⚠️ Client secret "dataverse-sync" of app registration «_app» expires in 7 days (2024-06-19).
ben  8:32 AM
created a new one: «cs» (valid 12 months, description dataverse-sync-2025). updating the function app settings now
`, V{"_app": g.uuid(), "cs": g.azSecret()}, "dataverse-sync-2025")

	g.crmAdd("crm/support-ticket-close-webhook-key", `
Subject: Webhook signatures never validate
Body:
We compute HMAC-SHA256(signature_key, close-sig-timestamp + raw body) in Go but it never matches.
Our signature_key from the subscription is «s» and the failing event id is ev_«_ev».
Code:  mac := hmac.New(sha256.New, []byte(signatureKey))   // <- should we hex-decode first?
Reply (Close support): Yes - the signature_key is hex; decode it before using it as the HMAC key.
`, V{"s": g.hex(64), "_ev": g.an(22)}, "mac := hmac.New(sha256.New, []byte(signatureKey))")
}

// ---- logs ----

func (g *G) crmLogs() {
	g.crmAdd("crm/nginx-access-log-api-token-query", `
203.0.113.41 - - [12/Jun/2024:08:14:02 +0000] "GET /proxy/pipedrive/v1/persons/search?term=acme&api_token=«k» HTTP/1.1" 200 1834 "-" "python-requests/2.31.0"
203.0.113.41 - - [12/Jun/2024:08:14:03 +0000] "GET /proxy/pipedrive/v1/persons/3812 HTTP/1.1" 200 2211 "-" "python-requests/2.31.0"
`, V{"k": g.hex(40)}, "python-requests/2.31.0")

	g.crmAdd("crm/python-requests-debug-zoho", `
DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): accounts.zoho.com:443
DEBUG:urllib3.connectionpool:https://accounts.zoho.com:443 "POST /oauth/v2/token?refresh_token=«r»&client_id=«_cid»&client_secret=«cs»&grant_type=refresh_token HTTP/1.1" 200 None
DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): www.zohoapis.com:443
DEBUG:urllib3.connectionpool:https://www.zohoapis.com:443 "GET /crm/v6/Contacts?per_page=200 HTTP/1.1" 200 None
`, V{"r": g.crmZoho(), "_cid": g.crmZohoClient(), "cs": g.hex(42)}, "DEBUG:urllib3.connectionpool")

	g.crmAdd("crm/sentry-breadcrumb-hubspot", `
Breadcrumbs
  http   POST https://api.hubapi.com/crm/v3/objects/contacts/batch/upsert [429]
  log    hubspot rate limited, retrying in 10s
  http   POST https://api.hubapi.com/crm/v3/objects/contacts/batch/upsert [400]
Additional Data
  request.headers  {"Authorization": "Bearer «a»", "Content-Type": "application/json"}
  response.body    {"status":"error","message":"Property values were not valid","correlationId":"«_c»","category":"VALIDATION_ERROR"}
`, V{"a": g.hubspot(), "_c": g.uuid()}, "VALIDATION_ERROR")

	g.crmAdd("crm/celery-task-args-workday", `
[2024-06-12 03:00:00,004: INFO/MainProcess] Task hris.tasks.sync_workers[«_tid»] received
[2024-06-12 03:00:00,006: WARNING/ForkPoolWorker-3] sync_workers args=('wd5-impl-services1.workday.com', 'globex_preview', 'ISU_Sync@globex_preview', '«p»') kwargs={'page_size': 200}
[2024-06-12 03:02:41,880: INFO/ForkPoolWorker-3] Task hris.tasks.sync_workers[«_tid»] succeeded in 161.87s: {'fetched': 1842, 'updated': 37}
`, V{"_tid": g.uuid(), "p": g.pwStrong()}, "hris.tasks.sync_workers")

	g.crmAdd("crm/node-axios-error-dump-gusto", `
AxiosError: Request failed with status code 422
    at settle (/app/node_modules/axios/dist/node/axios.cjs:1966:12)
  config: {
    url: 'https://api.gusto.com/v1/companies/«_co»/payrolls',
    method: 'post',
    headers: Object [AxiosHeaders] {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer «a»',
      'X-Gusto-API-Version': '2024-04-01'
    },
  },
  response: { status: 422, data: { errors: [ { error_key: 'pay_period', category: 'invalid_attribute_value' } ] } }
`, V{"_co": g.uuid(), "a": g.b64u(43)}, "invalid_attribute_value")

	g.crmAdd("crm/mulesoft-runtime-log-sf-login", `
INFO  2024-06-12 07:30:01,118 [[MuleRuntime].uber.03: [sfdc-sync].sync-flow.CPU_LITE @5a1b2c3d] org.mule.runtime.core.internal.processor.LoggerMessageProcessor: Connecting to Salesforce as mule.integration@soylent.example
DEBUG 2024-06-12 07:30:01,120 [[MuleRuntime].uber.03] com.mulesoft.connectors.salesforce: ConnectionParams{username=mule.integration@soylent.example, password=«p», securityToken=«t», url=https://login.salesforce.com/services/Soap/u/59.0}
INFO  2024-06-12 07:30:02,447 [[MuleRuntime].uber.03] com.mulesoft.connectors.salesforce: Connected, sessionId=«a»
`, V{"p": g.pw(), "t": g.crmSecToken(), "a": g.crmSFAccess(g.crmOrg15())}, "mule.integration@soylent.example")

	g.crmAdd("crm/segment-destination-settings-export", `
$ curl -s https://api.segmentapis.com/destinations/«_did» -H "Authorization: Bearer «st»" | jq '.data.destination.settings'
{
  "apiKey": "«k»",
  "listId": "«_lid»",
  "datacenterId": "us14",
  "enableOfflineMode": false
}
`, V{"_did": g.an(22), "st": g.an(24) + "." + g.b64u(40), "k": g.mailchimp(), "_lid": g.hex(10)}, `"datacenterId": "us14"`)

	g.crmAdd("crm/n8n-credential-export", `
$ n8n export:credentials --all --decrypted --output=creds.json && jq '.[] | {name, type, data}' creds.json
{
  "name": "ActiveCampaign account",
  "type": "activeCampaignApi",
  "data": { "apiUrl": "https://pendant.api-us1.com", "apiKey": "«k1»" }
}
{
  "name": "HubSpot App Token",
  "type": "hubspotAppToken",
  "data": { "appToken": "«k2»" }
}
`, V{"k1": g.hex(72), "k2": g.hubspot()}, "activeCampaignApi", "https://pendant.api-us1.com")

	g.crmAdd("crm/java-log-dynamics-token-request", `
2024-06-12 11:09:33.201 DEBUG 1 --- [nio-8080-exec-4] o.s.web.client.RestTemplate : HTTP POST https://login.microsoftonline.com/«_ten»/oauth2/token
2024-06-12 11:09:33.202 DEBUG 1 --- [nio-8080-exec-4] o.s.web.client.RestTemplate : Writing [{grant_type=[client_credentials], client_id=[«_cid»], client_secret=[«cs»], resource=[https://fabrikam.crm.dynamics.com]}] as "application/x-www-form-urlencoded"
2024-06-12 11:09:33.611 DEBUG 1 --- [nio-8080-exec-4] o.s.web.client.RestTemplate : Response 200 OK
`, V{"_ten": g.uuid(), "_cid": g.uuid(), "cs": g.azSecret()}, "o.s.web.client.RestTemplate")

	g.crmAdd("crm/php-laravel-log-mailchimp", `
[2024-06-12 10:21:17] production.ERROR: Client error: ˋPOST https://us21.api.mailchimp.com/3.0/lists/«_l»/membersˋ resulted in a ˋ400 Bad Requestˋ response:
{"type":"https://mailchimp.com/developer/marketing/docs/errors/","title":"Member Exists","status":400,"detail":"jo@example.com is already a list member. Use PUT to insert or update list members.","instance":"«_inst»"}
 {"exception":"[object] (GuzzleHttp\\Exception\\ClientException(code: 400)", "request_auth":"apikey «k»"}
`, V{"_l": g.hex(10), "_inst": g.uuid(), "k": g.mailchimp()}, "Member Exists")

	g.crmAdd("crm/bamboohr-webhook-receiver-log-benign-sig", `
2024-06-12T12:00:07.412Z info  bamboohr-hook received POST /bamboohr employees=3
2024-06-12T12:00:07.412Z debug bamboohr-hook x-bamboohr-timestamp=1718193607 x-bamboohr-signature=«_sig»
2024-06-12T12:00:07.413Z info  bamboohr-hook signature ok, forwarding to slack #people-changes
`, V{"_sig": g.hex(64)}, "forwarding to slack #people-changes")
}

// ---- benign look-alikes ----

func (g *G) crmBenign() {
	g.crmAdd("crm/benign-soql-results-ids", `
$ sf data query -q "SELECT Id, Name, OwnerId, AccountId FROM Opportunity WHERE StageName = 'Negotiation' LIMIT 3" -o prod
 ID                 NAME                         OWNERID            ACCOUNTID
 ────────────────── ──────────────────────────── ────────────────── ──────────────────
 «_o1» Globex - Platform renewal    «_u1» «_a1»
 «_o2» Initech - 120 seats          «_u2» «_a2»
 «_o3» Hooli - Data add-on          «_u1» «_a3»
Total number of records retrieved: 3.
`, V{"_o1": g.crmSFID("006"), "_o2": g.crmSFID("006"), "_o3": g.crmSFID("006"), "_u1": g.crmSFID("005"), "_u2": g.crmSFID("005"), "_a1": g.crmSFID("001"), "_a2": g.crmSFID("001"), "_a3": g.crmSFID("001")}, "Total number of records retrieved: 3.")

	g.crmAdd("crm/benign-hubspot-tracking-and-form-embed", `
<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/«_pid».js"></script>
<!-- End of HubSpot Embed Code -->
<script charset="utf-8" type="text/javascript" src="//js-eu1.hsforms.net/forms/embed/v2.js"></script>
<script>
  hbspt.forms.create({ region: "eu1", portalId: "«_pid»", formId: "«_fid»" });
</script>
`, V{"_pid": g.digits(8), "_fid": g.uuid()}, "hs-script-loader")

	mk := g.crmMunchkin()
	g.crmAdd("crm/benign-marketo-munchkin-forms2", `
<script src="//«_mk».mktoweb.com/js/forms2/js/forms2.min.js"></script>
<form id="mktoForm_1047"></form>
<script>MktoForms2.loadForm("//«_mk».mktoweb.com", "«_mk»", 1047);</script>
<script type="text/javascript">
(function() { var didInit = false; function initMunchkin() { if(didInit === false) { didInit = true; Munchkin.init('«_mk»'); } }
  var s = document.createElement('script'); s.type = 'text/javascript'; s.async = true; s.src = '//munchkin.marketo.net/munchkin.js';
  s.onload = initMunchkin; document.getElementsByTagName('head')[0].appendChild(s); })();
</script>
`, V{"_mk": mk}, "mktoForm_1047")

	g.crmAdd("crm/benign-intercom-messenger-user-hash", `
<script>
  window.intercomSettings = {
    api_base: "https://api-iam.eu.intercom.io",
    app_id: "«_app»",
    user_id: "«_uid»",
    email: "customer@example.com",
    user_hash: "«_h»",   // HMAC-SHA256(user_id) computed server-side
    created_at: 1704067200
  };
</script>
`, V{"_app": g.s(alLowNum, 8), "_uid": g.uuid(), "_h": g.hex(64)}, "https://api-iam.eu.intercom.io")

	g.crmAdd("crm/benign-greenhouse-job-board-api", `
$ curl -s https://boards-api.greenhouse.io/v1/boards/massivedynamic/jobs?content=false | jq '.jobs[0] | {id, internal_job_id, title, updated_at, requisition_id}'
{
  "id": «_j»,
  "internal_job_id": «_ij»,
  "title": "Senior Backend Engineer (Payments)",
  "updated_at": "2024-06-10T14:22:09-04:00",
  "requisition_id": "«_req»"
}
`, V{"_j": g.digits(10), "_ij": g.digits(10), "_req": "REQ-" + g.digits(4)}, "boards-api.greenhouse.io/v1/boards/massivedynamic/jobs")

	g.crmAdd("crm/benign-lever-opportunity-json", `
{
  "id": "«_o»",
  "name": "Priya Raman",
  "contact": "«_c»",
  "stage": "«_s»",
  "owner": "«_own»",
  "sources": ["LinkedIn"],
  "origin": "sourced",
  "applications": ["«_app»"],
  "createdAt": 1717771811000,
  "urls": { "show": "https://hire.lever.co/candidates/«_o»" }
}
`, V{"_o": g.uuid(), "_c": g.uuid(), "_s": g.uuid(), "_own": g.uuid(), "_app": g.uuid()}, `"origin": "sourced"`)

	g.crmAdd("crm/benign-workday-eib-filename-and-wids", `
$ ls -1 /sftp/inbound/workday/
EIB_Hire_Employee_20240612_«_r1».xlsx
INT017_Comp_Change_20240612T020014_«_r2».csv
$ head -2 /sftp/inbound/workday/INT017_Comp_Change_20240612T020014_«_r2».csv
Worker_WID,Employee_ID,Effective_Date,Compensation_Plan,Amount
«_w1»,21034,2024-07-01,Base_Salary_USD,98500
`, V{"_r1": g.hex(8), "_r2": g.hex(8), "_w1": g.crmWID()}, "Worker_WID,Employee_ID,Effective_Date,Compensation_Plan,Amount")

	g.crmAdd("crm/benign-zoho-webhook-payload", `
POST /zoho/deal-won HTTP/1.1
Host: hooks.kwik-e-mart.example
Content-Type: application/json
X-Zoho-Org-Id: «_org»

{"module":"Deals","id":"«_id»","Deal_Name":"Kwik-E-Mart franchise #412","Stage":"Closed Won","Owner":{"id":"«_own»","name":"Apu N."},"Modified_Time":"2024-06-12T10:31:04+05:30"}
`, V{"_org": g.digits(9), "_id": g.digits(19), "_own": g.digits(19)}, "Kwik-E-Mart franchise #412")

	g.crmAdd("crm/benign-sf-package-install-output", `
$ sf package install --package «_pkg» --target-org uat --wait 10 --security-type AdminsOnly
Waiting 10 minutes for package install to complete.... done
Successfully installed package [«_pkg»]
$ sf package installed list -o uat
 ID                 PACKAGE ID         PACKAGE NAME        NAMESPACE  VERSION ID         VERSION NAME  VERSION
 «_ip» «_pid» Nonprofit Success   npsp       «_pkg» 3.213         3.213.0.1
`, V{"_pkg": g.crmSFID("04t"), "_ip": g.crmSFID("0A3"), "_pid": g.crmSFID("033")}, "Nonprofit Success")

	g.crmAdd("crm/benign-masked-token-settings-page", `
HubSpot > Settings > Integrations > Private Apps > "Website forms → CRM"
  Access token        «_tail»   [Show token] [Rotate]
  Last rotated        Jun 3, 2024
  App ID              «_app»
Salesforce > Setup > Connected Apps > ERP Sync
  Consumer Key        «=ck»
  Consumer Secret     [Click to reveal]
`, V{"_tail": "pat-na1-••••••••-••••-••••-••••-••••••••" + g.hex(4), "_app": g.digits(7), "=ck": g.crmSFConsumerKey()}, "[Click to reveal]", "Last rotated        Jun 3, 2024")

	g.crmAdd("crm/benign-klaviyo-event-payload", `
{
  "data": {
    "type": "event",
    "attributes": {
      "properties": { "OrderId": "«_ord»", "Value": 129.95, "ItemNames": ["Trail Runner 2", "Wool Socks"] },
      "metric": { "data": { "type": "metric", "attributes": { "name": "Placed Order" } } },
      "profile": { "data": { "type": "profile", "attributes": { "email": "shopper@example.com", "external_id": "«_ext»" } } },
      "unique_id": "«_u»"
    }
  }
}
`, V{"_ord": g.digits(10), "_ext": "gid://shopify/Customer/" + g.digits(13), "_u": g.uuid()}, `"name": "Placed Order"`)

	g.crmAdd("crm/benign-dataverse-solution-xml", `
<ImportExportXml version="9.2.24053.193" SolutionPackageVersion="9.2" languagecode="1033" generatedBy="CrmLive" OrganizationVersion="9.2.24053.193" OrganizationSchemaType="Standard" CRMServerServiceabilityVersion="9.2.24053.00193">
  <SolutionManifest>
    <UniqueName>ContosoSales</UniqueName>
    <Version>1.4.0.12</Version>
    <Managed>1</Managed>
    <Publisher>
      <UniqueName>contoso</UniqueName>
      <CustomizationPrefix>cts</CustomizationPrefix>
    </Publisher>
  </SolutionManifest>
  <EntityDataProviders />
  <connectionreferences>
    <connectionreference connectionreferencelogicalname="cts_sharedcommondataserviceforapps_«_cr»">
      <connectorid>/providers/Microsoft.PowerApps/apis/shared_commondataserviceforapps</connectorid>
    </connectionreference>
  </connectionreferences>
</ImportExportXml>
`, V{"_cr": g.s(alLowNum, 5)}, "ContosoSales", "shared_commondataserviceforapps")

	g.crmAdd("crm/benign-adp-public-cert-only", `
$ openssl x509 -in /etc/adp/acme_auth.pem -noout -subject -issuer -dates -fingerprint -sha256
subject=C = US, O = Acme Logistics, CN = acme-payroll-sync
issuer=C = US, O = ADP, OU = API Central, CN = ADP Marketplace Issuing CA
notBefore=Mar  4 00:00:00 2024 GMT
notAfter=Mar  3 23:59:59 2026 GMT
sha256 Fingerprint=«_fp»
$ cat /etc/adp/acme_auth.pem
«_cert»
`, V{"_fp": g.crmColonHex(32), "_cert": g.certPEM().block()}, "ADP Marketplace Issuing CA")

	g.crmAdd("crm/benign-env-example-placeholders", `
# .env.example — copy to .env and fill in
SF_LOGIN_URL=https://login.salesforce.com
SF_CLIENT_ID=your-connected-app-consumer-key
SF_CLIENT_SECRET=
SF_USERNAME=integration.user@yourcompany.com
HUBSPOT_ACCESS_TOKEN=pat-na1-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx
ZOHO_ACCOUNTS_URL=https://accounts.zoho.com   # .eu / .in / .com.au / .jp / zohocloud.ca
BAMBOOHR_SUBDOMAIN=yourcompany
BAMBOOHR_API_KEY=<generate under your BambooHR user → API Keys>
WORKDAY_ISU_PASSWORD=changeme
`, V{}, "pat-na1-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx", "SF_CLIENT_ID=your-connected-app-consumer-key", "BAMBOOHR_SUBDOMAIN=yourcompany")

	g.crmAdd("crm/benign-scim-user-response", `
{
  "schemas": ["urn:ietf:params:scim:schemas:core:2.0:User", "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"],
  "id": "«_id»",
  "externalId": "«_ext»",
  "userName": "d.ramos@acme.example",
  "active": true,
  "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": { "employeeNumber": "21034", "department": "Sales EMEA", "manager": { "value": "«_mgr»" } },
  "meta": { "resourceType": "User", "created": "«_c»", "lastModified": "«_m»", "version": "W/\"«_v»\"" }
}
`, V{"_id": g.uuid(), "_ext": "00u" + g.an(17), "_mgr": g.uuid(), "_c": g.crmStamp(), "_m": g.crmStamp(), "_v": g.hex(16)}, "d.ramos@acme.example")
}

// crmColonHex is n random bytes as upper-case hex pairs joined by colons.
func (g *G) crmColonHex(n int) string {
	p := make([]string, n)
	for i := range p {
		p[i] = strings.ToUpper(g.hex(2))
	}
	return strings.Join(p, ":")
}
