package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// saasCases adds credentials from SaaS administration and integration
// work as a coding agent meets them: Salesforce (sf and sfdx CLI output,
// sfdx auth URLs, JWT bearer keys, session ids in SOQL calls, passwords
// with security tokens appended, connected apps, Marketing Cloud, Apex),
// Atlassian (Jira and Confluence API tokens, Basic auth headers, Data
// Center personal access tokens, Bitbucket app passwords and access
// tokens, Bitbucket Pipelines variables, Forge, Trello, Opsgenie,
// Statuspage, Jira automation webhooks), Zendesk (email/token auth, OAuth,
// webhook signing secrets, Sunshine Conversations), ServiceNow (Table API,
// OAuth, MID Server config.xml, Script Includes, Ansible), HubSpot,
// Intercom, Freshdesk and Freshchat, Asana, monday.com, ClickUp, Linear,
// Notion, Airtable, Smartsheet, Todoist and Wrike, Google Workspace
// (service account keys with domain-wide delegation, GAM oauth2.txt and
// client_secrets.json, clasp, Apps Script, Chat webhooks), Microsoft 365
// (app registrations and client secrets, Graph tokens, Exchange Online
// and PnP PowerShell, Teams and Power Automate webhooks, Bot Framework),
// Okta, Auth0 and JumpCloud, Slack administration (bot, user, app and
// CLI tokens, signing secrets, SCIM and Audit Logs APIs, webhooks and
// workflow triggers), Zoom (Server-to-Server OAuth, webhook secret
// tokens, JWT and Meeting SDK apps), DocuSign (JWT grant keys, secret
// keys, Connect HMAC keys), Twilio, SendGrid, Mailgun and Postmark in
// integrations, Zapier, Make, n8n, Workato, MuleSoft and Boomi, Segment,
// Mixpanel and Amplitude, Retool, Snowflake and Fivetran connectors,
// Workday, BambooHR and Greenhouse, Typeform, Calendly and SurveyMonkey,
// and the CSV exports, admin console copy-pastes, API responses,
// runbooks and chat around them. Benign look-alikes: Salesforce record,
// org and user ids (15 and 18 characters), consumer keys and client ids,
// tenant, org, workspace, board, base and project ids, Atlassian account
// and cloud ids, sys_ids, gids, Slack team, channel and user ids, public
// project tokens and browser write keys, webhook and key ids, masked
// previews, ciphertext. Where a vendor's token shape is not documented
// publicly the shape is a plausible guess. The case names start with
// "saas/".
func (g *G) saasCases() {
	g.saSalesforce()
	g.saAtlassian()
	g.saZendesk()
	g.saServiceNow()
	g.saCRM()
	g.saWork()
	g.saGoogle()
	g.saMicrosoft()
	g.saIdentity()
	g.saSlack()
	g.saZoomDocuSign()
	g.saMessaging()
	g.saAutomation()
	g.saAnalytics()
	g.saDataHR()
	g.saForms()
	g.saChat()
	g.saBenign()
}

// ---- helpers used only here ----

// saAdd is add with "ˋ" standing for a backtick.
func (g *G) saAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// saSFID is a Salesforce record id with a key prefix, 15 or 18 characters.
func (g *G) saSFID(prefix string, long bool) string {
	id := prefix + g.pick("5g", "8c", "Dn", "Hs", "4x", "Ak", "1U", "3t") + "0000" + g.an(6)
	if long {
		id += g.s(alUpper+"012345", 3)
	}
	return id
}

// saSFSession is a Salesforce session id (access token) of the org.
func (g *G) saSFSession(org string) string {
	return org[:15] + "!AQ" + g.pick("0", "c", "4", "E", "o") + "AQ" + g.s(alAlnum+"._", 92)
}
func (g *G) saSFRefresh() string { return "5Aep861" + g.s(alAlnum+"._", 80) }
func (g *G) saSFKey() string     { return "3MVG9" + g.s(alAlnum+"._", 80) }
func (g *G) saSFSecret() string  { return g.s(alHexU, 64) }
func (g *G) saSFToken() string   { return g.an(24 + g.r.IntN(2)) }
func (g *G) saATBB() string      { return "ATBB" + g.an(28) + g.s(alHexU, 8) }
func (g *G) saATCTT() string     { return "ATCTT3xFfGN0" + g.b64u(170) + "=" + g.s(alHexU, 8) }
func (g *G) saTrello() string    { return "ATTA" + g.hex(64) + g.s(alHexU, 8) }

// saDCPAT is an Atlassian Data Center personal access token.
func (g *G) saDCPAT() string {
	return base64.StdEncoding.EncodeToString(append([]byte(g.digits(12)+":"), g.bytes(20)...))
}

// saAtlID is an Atlassian account id.
func (g *G) saAtlID() string {
	if g.r.IntN(2) == 0 {
		return "5" + g.hex(23)
	}
	return "712020:" + g.uuid()
}
func (g *G) saIntercom() string { return b64s("tok:" + g.uuid() + ":1:0") }
func (g *G) saAsana() string {
	return "2/" + g.digits(16) + "/" + g.digits(16) + ":" + g.hex(32)
}
func (g *G) saMonday() string {
	return g.jwt("HS256", fmt.Sprintf(`{"tid":%d,"aai":11,"uid":%d,"iad":"2025-0%d-1%dT09:%d:44.000Z","per":"me:write","actid":%d,"rgn":"euc1"}`,
		300000000+g.r.IntN(99999999), 40000000+g.r.IntN(9999999), 1+g.r.IntN(9), g.r.IntN(9), 10+g.r.IntN(49), 10000000+g.r.IntN(9999999)))
}
func (g *G) saClickUp() string { return "pk_" + g.digits(8) + "_" + g.s(alUpNum, 32) }
func (g *G) saGClient() string {
	return g.digits(12) + "-" + g.s(alLowNum, 32) + ".apps.googleusercontent.com"
}
func (g *G) saOktaID(prefix string) string { return prefix + g.an(17) }

// saRSJWT is an RS256 JWT with a key id.
func (g *G) saRSJWT(payload string) string {
	h := b64raw(fmt.Sprintf(`{"alg":"RS256","typ":"JWT","kid":"%s"}`, g.b64u(27)))
	return h + "." + b64raw(payload) + "." + g.b64u(342)
}

func (g *G) saGraphToken(tid, appid string) string {
	iat := 1760000000 + g.r.IntN(9000000)
	return g.saRSJWT(fmt.Sprintf(`{"aud":"https://graph.microsoft.com","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"app_displayname":"acme-provisioning","appid":"%s","idtyp":"app","oid":"%s","roles":["User.ReadWrite.All","Group.Read.All"],"tid":"%s","ver":"1.0"}`,
		tid, iat, iat, iat+3599, appid, g.uuid(), tid))
}

func (g *G) saAuth0Mgmt(domain, client string) string {
	iat := 1760000000 + g.r.IntN(9000000)
	return g.saRSJWT(fmt.Sprintf(`{"iss":"https://%s/","sub":"%s@clients","aud":"https://%s/api/v2/","iat":%d,"exp":%d,"scope":"read:users update:users read:clients","gty":"client-credentials","azp":"%s"}`,
		domain, client, domain, iat, iat+86400, client))
}

// saCalendly is a Calendly personal access token (ES256 JWT).
func (g *G) saCalendly() string {
	h := b64raw(fmt.Sprintf(`{"kid":"%s","typ":"PAT","alg":"ES256"}`, g.hex(64)))
	iat := 1760000000 + g.r.IntN(9000000)
	p := b64raw(fmt.Sprintf(`{"iss":"https://auth.calendly.com","iat":%d,"jti":"%s","user_uuid":"%s"}`, iat, g.uuid(), g.uuid()))
	return h + "." + p + "." + g.b64u(86)
}
func (g *G) saTypeform() string { return "tfp_" + g.an(44) + "_" + g.an(14) }
func (g *G) saULID() string     { return "01" + g.s("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24) }
func (g *G) saZoomID() string   { return g.b64u(22) }

// ---- Salesforce ----

func (g *G) saSalesforce() {
	org := g.saSFID("00D", true)
	g.saAdd("saas/sf-org-display-verbose", `
$ sf org display --target-org acme-prod --verbose
Warning: This command will expose sensitive information that allows for subsequent activity using your current authenticated session.
Sharing this information is equivalent to logging someone in under the current credential, resulting in unintended access and escalation of privilege.
For additional information, please review the authorization section of the https://developer.salesforce.com/docs/atlas.en-us.sfdx_dev.meta/sfdx_dev/sfdx_dev_auth_web_flow.htm

 KEY              VALUE
 ──────────────── ──────────────────────────────────────────────────────────
 Access Token     «a»
 Api Version      62.0
 Client Id        PlatformCLI
 Connected Status Connected
 Id               «_org»
 Instance Url     https://acme.my.salesforce.com
 Sfdx Auth Url    force://PlatformCLI::«b»@acme.my.salesforce.com
 Username         release.bot@acme.com
`, V{"a": g.saSFSession(org), "_org": org, "b": g.saSFRefresh()}, "https://acme.my.salesforce.com", "release.bot@acme.com", "Client Id        PlatformCLI")

	g.saAdd("saas/sf-auth-url-gh-secret-set", `
$ sf org display -o acme-uat --verbose --json | jq -r '.result.sfdxAuthUrl' | tee /tmp/uat.url
force://PlatformCLI::«a»@acme--uat.sandbox.my.salesforce.com
$ gh secret set SFDX_AUTH_URL_UAT --repo acme/salesforce-core < /tmp/uat.url
✓ Set Actions secret SFDX_AUTH_URL_UAT for acme/salesforce-core
$ rm /tmp/uat.url
`, V{"a": g.saSFRefresh()}, "acme--uat.sandbox.my.salesforce.com", "SFDX_AUTH_URL_UAT", "acme/salesforce-core")

	ck := g.saSFKey()
	key := g.rsaPEM()
	g.saAdd("saas/sf-jwt-bearer-login-server-key", `
$ ls -la certs/
-rw-------  1 dana  staff  1675 Mar  4 10:12 server.key
-rw-r--r--  1 dana  staff  1302 Mar  4 10:12 server.crt
$ cat certs/server.key
«a»
$ sf org login jwt --username ci-deployer@acme.com --jwt-key-file certs/server.key --client-id «_ck» --instance-url https://login.salesforce.com --alias prod
Successfully authorized ci-deployer@acme.com with org ID «_org»
`, V{"a": key.block(), "_ck": ck, "_org": g.saSFID("00D", true)}, "ci-deployer@acme.com", "certs/server.key")

	org2 := g.saSFID("00D", false)
	g.saAdd("saas/sf-curl-soql-session", `
$ curl -s "https://acme.my.salesforce.com/services/data/v61.0/query?q=SELECT+Id,Name,OwnerId+FROM+Account+WHERE+CreatedDate=TODAY+LIMIT+2" \
    -H "Authorization: Bearer «a»" | jq
{
  "totalSize": 2,
  "done": true,
  "records": [
    {
      "attributes": {"type": "Account", "url": "/services/data/v61.0/sobjects/Account/«_r1»"},
      "Id": "«_r1»",
      "Name": "Northwind Traders",
      "OwnerId": "«_u1»"
    },
    {
      "attributes": {"type": "Account", "url": "/services/data/v61.0/sobjects/Account/«_r2»"},
      "Id": "«_r2»",
      "Name": "Globex GmbH",
      "OwnerId": "«_u1»"
    }
  ]
}
`, V{"a": g.saSFSession(org2), "_r1": g.saSFID("001", true), "_r2": g.saSFID("001", true), "_u1": g.saSFID("005", true)}, "Northwind Traders")

	g.saAdd("saas/sf-simple-salesforce-password-token", `
from simple_salesforce import Salesforce

sf = Salesforce(
    username="integration@acme.com",
    password="«a»",
    security_token="«b»",
    domain="login",
)
rows = sf.query_all("SELECT Id, Email FROM Contact WHERE AccountId = '«_acc»'")
print(len(rows["records"]))
`, V{"a": g.pw(), "b": g.saSFToken(), "_acc": g.saSFID("001", true)}, "integration@acme.com", `domain="login"`)

	pw := g.pwURL()
	tok := g.saSFToken()
	g.saAdd("saas/sf-oauth-password-grant-concatenated", `
$ curl -s https://login.salesforce.com/services/oauth2/token \
    -d grant_type=password \
    -d client_id=«_ck» \
    -d client_secret=«a» \
    -d username=etl.user@acme.com \
    -d password=«b»
{"access_token":"«c»","instance_url":"https://acme.my.salesforce.com","id":"https://login.salesforce.com/id/«_org»/«_usr»","token_type":"Bearer","issued_at":"1739871230414","signature":"«_sig»"}
`, V{"_ck": g.saSFKey(), "a": g.saSFSecret(), "b": pw + tok, "c": g.saSFSession(g.saSFID("00D", true)), "_org": g.saSFID("00D", true), "_usr": g.saSFID("005", true), "_sig": g.b64(32)},
		"etl.user@acme.com", "grant_type=password")

	g.saAdd("saas/sf-connected-app-consumer-details-paste", `
Connected App Name   Acme Data Sync
API Name             Acme_Data_Sync
Version              1.0
Contact Email        it-integrations@acme.com

API (Enable OAuth Settings)
Consumer Key         «_ck»
                     Copy
Consumer Secret      «a»
                     Copy
Callback URL         https://sync.acme.io/oauth/callback
Selected OAuth Scopes
    Manage user data via APIs (api)
    Perform requests at any time (refresh_token, offline_access)
`, V{"_ck": g.saSFKey(), "a": g.saSFSecret()}, "Acme_Data_Sync", "https://sync.acme.io/oauth/callback")

	g.saAdd("saas/sf-apex-callout-hardcoded-key", `
public with sharing class ShipmentTrackingService {
    private static final String ENDPOINT = 'https://api.shipengine.com/v1/tracking';
    private static final String API_KEY = '«a»';

    @AuraEnabled
    public static String track(Id orderId) {
        Order o = [SELECT Id, Tracking_Number__c, Carrier_Code__c FROM Order WHERE Id = :orderId];
        HttpRequest req = new HttpRequest();
        req.setEndpoint(ENDPOINT + '?carrier_code=' + o.Carrier_Code__c + '&tracking_number=' + o.Tracking_Number__c);
        req.setMethod('GET');
        req.setHeader('API-Key', API_KEY);
        return new Http().send(req).getBody();
    }
}
`, V{"a": "TEST_" + g.b64u(43)}, "ShipmentTrackingService", "Tracking_Number__c")

	g.saAdd("saas/sf-anonymous-apex-custom-setting", `
$ cat scripts/apex/seed-settings.apex
Integration_Settings__c s = Integration_Settings__c.getOrgDefaults();
s.Docusign_Account_Id__c = '«_acct»';
s.Slack_Webhook__c = 'https://hooks.slack.com/services/«_t»/«_b»/«a»';
s.Stripe_Secret__c = '«b»';
upsert s;
$ sf apex run --file scripts/apex/seed-settings.apex -o acme-dev
Compiled successfully.
Executed successfully.
`, V{"_acct": g.uuid(), "_t": g.slackT(), "_b": g.slackB(), "a": g.an(24), "b": g.skTest()}, "Integration_Settings__c", "acme-dev")

	g.saAdd("saas/benign-sf-sfdx-auth-json-encrypted", `
$ cat ~/.sfdx/devhub@acme.com.json
{
  "accessToken": "«_at»",
  "instanceUrl": "https://acme.my.salesforce.com",
  "orgId": "«_org»",
  "loginUrl": "https://login.salesforce.com",
  "clientId": "PlatformCLI",
  "isDevHub": true,
  "instanceApiVersion": "62.0",
  "refreshToken": "«_rt»",
  "username": "devhub@acme.com"
}
`, V{"_at": g.hex(32) + ":" + g.hex(224), "_org": g.saSFID("00D", true), "_rt": g.hex(32) + ":" + g.hex(192)}, "devhub@acme.com", `"isDevHub": true`)

	g.saAdd("saas/sf-heroku-connect-config", `
$ heroku config -a acme-sfsync
=== acme-sfsync Config Vars
DATABASE_URL:              postgres://«_u»:«a»@ec2-34-251-11-92.eu-west-1.compute.amazonaws.com:5432/«_db»
HEROKUCONNECT_SCHEMA:      salesforce
HEROKUCONNECT_URL:         postgres://«_u»:«a»@ec2-34-251-11-92.eu-west-1.compute.amazonaws.com:5432/«_db»
SALESFORCE_LOGIN_URL:      https://login.salesforce.com
SALESFORCE_PASSWORD:       «b»
SALESFORCE_SECURITY_TOKEN: «c»
SALESFORCE_USERNAME:       heroku-sync@acme.com
`, V{"_u": g.s(alLower, 14), "a": g.hex(64), "_db": g.s(alLowNum, 14), "b": g.pw(), "c": g.saSFToken()}, "heroku-sync@acme.com", "HEROKUCONNECT_SCHEMA:      salesforce")

	g.saAdd("saas/sf-jsforce-login", `
// scripts/backfill-leads.js
const jsforce = require('jsforce');
const conn = new jsforce.Connection({ loginUrl: 'https://test.salesforce.com', version: '61.0' });

async function main() {
  await conn.login('marketing.ops@acme.com.qa', '«a»' + '«b»');
  const res = await conn.sobject('Lead').find({ LeadSource: 'Webinar' }, 'Id, Email').limit(500);
  console.log(res.length, 'leads');
}
main();
`, V{"a": g.pw(), "b": g.saSFToken()}, "marketing.ops@acme.com.qa", "https://test.salesforce.com")

	g.saAdd("saas/sf-gitlab-job-env-hub-key", `
Running with gitlab-runner 17.8.3 (690ce25c)
  on acme-shared-runner-02 t3_xKz9q, system ID: s_«_sys»
$ echo "debugging auth"; env | grep ^SFDX_ | sort
debugging auth
SFDX_CLIENT_ID=«_ck»
SFDX_HUB_KEY=«a»
SFDX_HUB_USERNAME=devhub@acme.com
$ echo "$SFDX_HUB_KEY" > server.key && sf org login jwt --client-id "$SFDX_CLIENT_ID" --jwt-key-file server.key --username "$SFDX_HUB_USERNAME" --set-default-dev-hub
Successfully authorized devhub@acme.com with org ID «_org»
`, V{"_sys": g.hex(12), "_ck": g.saSFKey(), "a": g.pkcs8RSAPEM().block(), "_org": g.saSFID("00D", true)}, "devhub@acme.com", "--set-default-dev-hub", "acme-shared-runner-02")

	g.saAdd("saas/sf-marketing-cloud-installed-package", `
$ curl -s -X POST https://«_sub».auth.marketingcloudapis.com/v2/token \
    -H 'Content-Type: application/json' \
    -d '{"grant_type":"client_credentials","client_id":"«_cid»","client_secret":"«a»","account_id":"«_mid»"}'
{"access_token":"«b»","token_type":"Bearer","expires_in":1079,"scope":"data_extensions_read data_extensions_write journeys_read","soap_instance_url":"https://«_sub».soap.marketingcloudapis.com/","rest_instance_url":"https://«_sub».rest.marketingcloudapis.com/"}
`, V{"_sub": "mc" + g.s(alLowNum, 25), "_cid": g.s(alLowNum, 24), "a": g.an(24), "_mid": g.digits(9), "b": g.jwt("HS256", fmt.Sprintf(`{"access_token":"%s","client_id":"%s","eid":%s,"stack_key":"S50","platform_version":2,"client_type":"ServerToServer"}`, g.an(24), g.s(alLowNum, 24), g.digits(9)))},
		`"grant_type":"client_credentials"`)

	g.saAdd("saas/sf-workbench-session-info", `
Workbench 61.0.0
Session Information
  Connection
    API Version           61.0
    Client Id             workbench/61.0.0
    Endpoint              https://acme.my.salesforce.com/services/Soap/u/61.0/«_org15»
    Session Id            «a»
  User
    Organization Id       «_org»
    User Id               «_usr»
    User Name             admin.dana@acme.com
    Profile Id            «_prof»
`, V{"_org15": org2, "a": g.saSFSession(org2), "_org": org2 + "AAG", "_usr": g.saSFID("005", true), "_prof": g.saSFID("00e", true)}, "admin.dana@acme.com", "workbench/61.0.0")

	g.saAdd("saas/sf-sandbox-creds-chat", `
[10:42] Priya S: anyone have creds for the full copy sandbox? need to reproduce CASE-40218
[10:44] Marco D: user: qa.integration@acme.com.fullcopy
[10:44] Marco D: pw «a»
[10:45] Marco D: token is «b» (reset it yesterday, old one won't work)
[10:45] Priya S: thx 🙏 login.salesforce.com or test?
[10:46] Marco D: test.salesforce.com, it's a sandbox
`, V{"a": g.pw(), "b": g.saSFToken()}, "qa.integration@acme.com.fullcopy", "CASE-40218")

	g.saAdd("saas/sf-pardot-business-unit", `
# .env.pardot
PARDOT_BUSINESS_UNIT_ID=«_bu»
SF_CLIENT_ID=«_ck»
SF_CLIENT_SECRET=«a»
SF_REFRESH_TOKEN=«b»
PARDOT_API_BASE=https://pi.pardot.com/api/v5
`, V{"_bu": g.saSFID("0Uv", true), "_ck": g.saSFKey(), "a": g.saSFSecret(), "b": g.saSFRefresh()}, "https://pi.pardot.com/api/v5")

	g.saAdd("saas/sf-data-query-table-benign", `
$ sf data query -q "SELECT Id, CaseNumber, Status, OwnerId FROM Case WHERE Priority = 'High' LIMIT 3" -o acme-prod
 ID                 CASENUMBER STATUS      OWNERID
 ────────────────── ────────── ─────────── ──────────────────
 «_a» 00041872   Escalated   «_o»
 «_b» 00041901   New         «_o»
 «_c» 00041915   In Progress «_p»
Total number of records retrieved: 3.
Querying Data... done
`, V{"_a": g.saSFID("500", true), "_b": g.saSFID("500", true), "_c": g.saSFID("500", true), "_o": g.saSFID("005", true), "_p": g.saSFID("00G", true)}, "Total number of records retrieved: 3.")

	g.saAdd("saas/sf-cometd-streaming-python", `
import asyncio
from aiosfstream import Client

SESSION_ID = "«a»"

async def main():
    async with Client(auth=SessionAuthenticator(SESSION_ID, "https://acme.my.salesforce.com")) as client:
        await client.subscribe("/event/Order_Status_Change__e")
        async for message in client:
            print(message["data"]["payload"]["Order_Id__c"])
`, V{"a": g.saSFSession(g.saSFID("00D", false))}, "/event/Order_Status_Change__e")
}

// ---- Atlassian ----

func (g *G) saAtlassian() {
	g.saAdd("saas/atl-jira-curl-email-token-search", `
$ curl -s -u dana.k@acme.io:«a» \
    -H "Accept: application/json" \
    "https://acme.atlassian.net/rest/api/3/search/jql?jql=project%20%3D%20PAY%20AND%20status%20%3D%20%22In%20Review%22&fields=summary,assignee" | jq '.issues[] | {key, id, assignee: .fields.assignee.accountId}'
{
  "key": "PAY-1841",
  "id": "«_i1»",
  "assignee": "«_acc»"
}
{
  "key": "PAY-1856",
  "id": "«_i2»",
  "assignee": "«_acc»"
}
`, V{"a": g.atlassian(), "_i1": g.digits(5), "_i2": g.digits(5), "_acc": g.saAtlID()}, "dana.k@acme.io", "PAY-1841")

	g.saAdd("saas/atl-jira-python-basic-auth", `
from jira import JIRA

JIRA_URL = "https://acme.atlassian.net"
jira = JIRA(server=JIRA_URL, basic_auth=("svc-release@acme.io", "«a»"))

for issue in jira.search_issues('fixVersion = "2025.03" AND status != Done', maxResults=200):
    jira.transition_issue(issue, "Ready for Release")
`, V{"a": g.atlassian()}, "svc-release@acme.io", `fixVersion = "2025.03"`)

	email := "ops-bot@acme.io"
	tok := g.atlassian()
	g.saAdd("saas/atl-confluence-basic-header-postman", `
{
  "name": "Create page",
  "request": {
    "method": "POST",
    "header": [
      {"key": "Authorization", "value": "Basic «a»"},
      {"key": "Content-Type", "value": "application/json"}
    ],
    "url": {"raw": "https://acme.atlassian.net/wiki/api/v2/pages", "host": ["acme", "atlassian", "net"]},
    "body": {"mode": "raw", "raw": "{\"spaceId\":\"«_sp»\",\"status\":\"current\",\"title\":\"Release notes 2025.03\",\"parentId\":\"«_pid»\"}"}
  }
}
`, V{"a": b64s(email + ":" + tok), "_sp": g.digits(9), "_pid": g.digits(10)}, "https://acme.atlassian.net/wiki/api/v2/pages")

	g.saAdd("saas/atl-confluence-dc-pat-bearer", `
$ export CONFLUENCE_PAT=«a»
$ curl -s -H "Authorization: Bearer $CONFLUENCE_PAT" "https://wiki.corp.acme.local/rest/api/content?spaceKey=OPS&title=On-call%20handbook&expand=version" | jq '.results[0] | {id, version: .version.number}'
{
  "id": "«_id»",
  "version": 47
}
`, V{"a": g.saDCPAT(), "_id": g.digits(9)}, "https://wiki.corp.acme.local/rest/api/content?spaceKey=OPS")

	g.saAdd("saas/atl-bitbucket-app-password-remote", `
$ git remote -v
origin	https://dana-k:«a»@bitbucket.org/acme-eng/payments-api.git (fetch)
origin	https://dana-k:«a»@bitbucket.org/acme-eng/payments-api.git (push)
$ git log -1 --format=%H
«_sha»
`, V{"a": g.saATBB(), "_sha": g.gitSHA()}, "bitbucket.org/acme-eng/payments-api.git")

	g.saAdd("saas/atl-bitbucket-pipelines-variables-api", `
$ curl -s -u dana-k:«a» https://api.bitbucket.org/2.0/repositories/acme-eng/payments-api/pipelines_config/variables/ | jq '.values'
[
  {"type": "pipeline_variable", "uuid": "{«_u1»}", "key": "AWS_ACCESS_KEY_ID", "value": "«_ak»", "secured": false},
  {"type": "pipeline_variable", "uuid": "{«_u2»}", "key": "AWS_SECRET_ACCESS_KEY", "secured": true},
  {"type": "pipeline_variable", "uuid": "{«_u3»}", "key": "SONAR_TOKEN", "value": "«b»", "secured": false},
  {"type": "pipeline_variable", "uuid": "{«_u4»}", "key": "DEPLOY_ENV", "value": "staging", "secured": false}
]
`, V{"a": g.saATBB(), "_u1": g.uuid(), "_ak": g.awsID(), "_u2": g.uuid(), "b": "sqp_" + g.hex(40), "_u3": g.uuid(), "_u4": g.uuid()}, `"key": "AWS_SECRET_ACCESS_KEY", "secured": true`)

	g.saAdd("saas/atl-forge-env-and-variables", `
$ export FORGE_EMAIL=dana.k@acme.io
$ export FORGE_API_TOKEN=«a»
$ forge variables set --environment production --encrypt OPENAI_API_KEY «b»
✔ Setting environment variable...
✔ Environment variable OPENAI_API_KEY set in production.
$ forge deploy -e production
✔ Deployed app-«_app» to the production environment.
`, V{"a": g.atlassian(), "b": g.openai(), "_app": g.uuid()}, "FORGE_EMAIL=dana.k@acme.io", "--environment production")

	g.saAdd("saas/atl-netrc-jira-cli", `
$ cat ~/.config/.jira/.config.yml
installation: Cloud
server: https://acme.atlassian.net
login: dana.k@acme.io
project:
  key: PLAT
  type: next-gen
board:
  id: «_b»
  name: PLAT board
$ cat ~/.netrc
machine acme.atlassian.net
  login dana.k@acme.io
  password «a»
`, V{"_b": g.digits(3), "a": g.atlassian()}, "installation: Cloud", "machine acme.atlassian.net")

	g.saAdd("saas/atl-opsgenie-geniekey", `
$ curl -s -X POST https://api.eu.opsgenie.com/v2/alerts \
    -H "Content-Type: application/json" \
    -H "Authorization: GenieKey «a»" \
    -d '{"message":"Payments p99 latency above 2s","alias":"payments-latency","priority":"P2","responders":[{"id":"«_team»","type":"team"}]}'
{"result":"Request will be processed","took":0.012,"requestId":"«_req»"}
`, V{"a": g.uuid(), "_team": g.uuid(), "_req": g.uuid()}, "payments-latency", "https://api.eu.opsgenie.com/v2/alerts")

	g.saAdd("saas/atl-statuspage-oauth-key", `
# statuspage.tf
provider "statuspage" {
  api_key = "«a»"
}

resource "statuspage_component" "api" {
  page_id     = "«_page»"
  name        = "Public API"
  description = "REST and GraphQL endpoints"
  status      = "operational"
}
`, V{"a": g.uuid(), "_page": g.s(alLowNum, 12)}, "Public API", `status      = "operational"`)

	g.saAdd("saas/atl-jira-automation-incoming-webhook", `
$ curl -X POST "https://api-private.atlassian.com/automation/webhooks/jira/a/«_c»/«_r»" \
    -H "Content-Type: application/json" \
    -H "X-Automation-Webhook-Token: «a»" \
    -d '{"issues":["SUP-3310"],"data":{"deploy":"2025.03.2"}}'
`, V{"_c": g.uuid(), "_r": g.uuid(), "a": g.hex(40)}, "SUP-3310")

	g.saAdd("saas/atl-confluence-runbook-storage-table", `
<ac:structured-macro ac:name="info"><ac:rich-text-body><p>Break-glass only. Rotate after use.</p></ac:rich-text-body></ac:structured-macro>
<table><tbody>
<tr><th>System</th><th>User</th><th>Password</th></tr>
<tr><td>pfSense (fw01.corp.acme.local)</td><td>admin</td><td>«a»</td></tr>
<tr><td>iDRAC esx-03</td><td>root</td><td>«b»</td></tr>
<tr><td>Synology backup NAS</td><td>backup-admin</td><td>see Vault: <code>kv/infra/nas</code></td></tr>
</tbody></table>
`, V{"a": g.pwStrong(), "b": g.pw()}, "fw01.corp.acme.local", "kv/infra/nas")

	g.saAdd("saas/atl-jira-comment-json-pasted-creds", `
{
  "self": "https://acme.atlassian.net/rest/api/3/issue/«_iid»/comment/«_cid»",
  "id": "«_cid»",
  "author": {"accountId": "«_acc»", "displayName": "Leo Wang", "active": true},
  "body": {"type": "doc", "version": 1, "content": [{"type": "paragraph", "content": [
    {"type": "text", "text": "Vendor gave us the staging sftp login: host sftp.partner-logistics.com user acme_stage pass "},
    {"type": "text", "text": "«a»", "marks": [{"type": "code"}]}
  ]}]},
  "created": "2025-02-27T14:03:11.412+0100"
}
`, V{"_iid": g.digits(6), "_cid": g.digits(6), "_acc": g.saAtlID(), "a": g.pwURL()}, "sftp.partner-logistics.com", "acme_stage")

	g.saAdd("saas/atl-bitbucket-dc-http-token-clone", `
$ git clone https://build-svc:«a»@bitbucket.corp.acme.local/scm/plat/terraform-modules.git
Cloning into 'terraform-modules'...
remote: Enumerating objects: 4411, done.
Receiving objects: 100% (4411/4411), 1.02 MiB | 9.31 MiB/s, done.
`, V{"a": "BBDC-" + g.s(alAlnum+"+/", 44)}, "bitbucket.corp.acme.local/scm/plat/terraform-modules.git")

	g.saAdd("saas/atl-bitbucket-repo-access-token-pipeline", `
# bitbucket-pipelines.yml
pipelines:
  branches:
    main:
      - step:
          name: Mirror to infra repo
          script:
            - git remote add infra https://x-token-auth:«a»@bitbucket.org/acme-eng/infra-mirror.git
            - git push infra main --force
`, V{"a": g.saATCTT()}, "x-token-auth", "Mirror to infra repo")

	g.saAdd("saas/atl-oauth-3lo-app-env", `
# Atlassian developer console app "Acme Timesheets" (3LO)
ATLASSIAN_CLIENT_ID=«_cid»
ATLASSIAN_CLIENT_SECRET=«a»
ATLASSIAN_CALLBACK_URL=https://timesheets.acme.io/auth/atlassian/callback
ATLASSIAN_CLOUD_ID=«_cloud»
`, V{"_cid": g.an(32), "a": "ATOA" + g.b64u(60) + g.s(alHexU, 8), "_cloud": g.uuid()}, "https://timesheets.acme.io/auth/atlassian/callback")

	g.saAdd("saas/atl-trello-key-token", `
$ curl -s "https://api.trello.com/1/boards/«_board»/cards?key=«_key»&token=«a»&fields=name,idList" | jq -r '.[].name' | head -3
Update pricing page copy
Migrate webhooks to v2
Q2 OKR review
`, V{"_board": g.s(alAlnum, 8), "_key": g.hex(32), "a": g.saTrello()}, "Migrate webhooks to v2")

	g.saAdd("saas/atl-trello-token-chat", `
> can you check why the Trello→Jira sync stopped?
Sure. Token I used in the sync job was
«a»
it might have expired, it was generated with expiration=30days
`, V{"a": g.saTrello()}, "expiration=30days")
}

// ---- Zendesk ----

func (g *G) saZendesk() {
	g.saAdd("saas/zd-curl-email-token", `
$ curl -s https://acmehelp.zendesk.com/api/v2/tickets.json?per_page=2 \
    -u support-bot@acme.io/token:«a» | jq '.tickets[] | {id, status, requester_id, assignee_id}'
{
  "id": 88231,
  "status": "open",
  "requester_id": «_r1»,
  "assignee_id": «_as»
}
{
  "id": 88235,
  "status": "pending",
  "requester_id": «_r2»,
  "assignee_id": «_as»
}
`, V{"a": g.an(40), "_r1": g.digits(14), "_r2": g.digits(14), "_as": g.digits(13)}, "support-bot@acme.io/token", "https://acmehelp.zendesk.com/api/v2/tickets.json?per_page=2")

	g.saAdd("saas/zd-zcli-ci-env", `
- name: Deploy Zendesk app
  run: |
    npm i -g @zendesk/zcli
    zcli apps:update ./apps/order-lookup
  env:
    ZENDESK_SUBDOMAIN: acmehelp
    ZENDESK_EMAIL: apps-deploy@acme.io
    ZENDESK_API_TOKEN: «a»
    ZENDESK_APP_ID: «_id»
`, V{"a": g.an(40), "_id": g.digits(6)}, "apps-deploy@acme.io", "ZENDESK_SUBDOMAIN: acmehelp")

	g.saAdd("saas/zd-zenpy-client", `
from zenpy import Zenpy

creds = {
    "email": "reports@acme.io",
    "token": "«a»",
    "subdomain": "acmehelp",
}
zenpy_client = Zenpy(**creds)
for t in zenpy_client.search(type="ticket", status="solved", updated_greater_than="2025-02-01"):
    print(t.id, t.satisfaction_rating)
`, V{"a": g.an(40)}, "reports@acme.io", `updated_greater_than="2025-02-01"`)

	g.saAdd("saas/zd-oauth-bearer-client", `
$ curl -s https://acmehelp.zendesk.com/api/v2/users/me.json -H "Authorization: Bearer «a»" | jq '.user | {id, name, role}'
{
  "id": «_uid»,
  "name": "Acme CRM Sync",
  "role": "admin"
}
# OAuth client unique identifier: acme_crm_sync  (client id «_cid»)
`, V{"a": g.hex(64), "_uid": g.digits(13), "_cid": g.digits(14)}, "acme_crm_sync", "Acme CRM Sync")

	g.saAdd("saas/zd-ticket-export-csv-customer-password", `
Id,Subject,Requester,Status,Created at,Description
88190,"Can't log in to portal",jmiller@northwind.example,solved,2025-02-24 09:11,"Tried resetting twice. My username is jmiller and current password is «a» - please check"
88191,"Invoice INV-2025-0331 wrong VAT",finance@globex.example,open,2025-02-24 09:40,"VAT id DE«_vat» was not applied"
88194,"API rate limit",dev@initech.example,pending,2025-02-24 10:02,"We hit 429s with request id «_rid»"
`, V{"a": g.pw(), "_vat": g.digits(9), "_rid": g.uuid()}, "jmiller@northwind.example", "INV-2025-0331")

	g.saAdd("saas/zd-webhook-signing-secret", `
$ curl -s https://acmehelp.zendesk.com/api/v2/webhooks/«_id»/signing_secret -u admin@acme.io/token:«a»
{"signing_secret":{"algorithm":"SHA256","secret":"«b»"}}
`, V{"_id": g.saULID(), "a": g.an(40), "b": g.b64u(43)}, `"algorithm":"SHA256"`)

	g.saAdd("saas/zd-sunshine-conversations-keys", `
# Sunshine Conversations (Zendesk messaging) server-side integration
SUNCO_APP_ID=«_app»
SUNCO_KEY_ID=app_«_kid»
SUNCO_SECRET=«a»
SUNCO_API_HOST=https://acmehelp.zendesk.com/sc
`, V{"_app": g.hex(24), "_kid": g.hex(24), "a": g.b64u(86)}, "https://acmehelp.zendesk.com/sc")
}

// ---- ServiceNow ----

func (g *G) saServiceNow() {
	g.saAdd("saas/sn-curl-table-api-basic", `
$ curl -s "https://acme.service-now.com/api/now/table/incident?sysparm_query=active=true^priority=1&sysparm_fields=number,sys_id,assigned_to&sysparm_limit=2" \
    --user 'svc.monitoring:«a»' -H "Accept: application/json"
{"result":[{"number":"INC0041829","sys_id":"«_s1»","assigned_to":{"link":"https://acme.service-now.com/api/now/table/sys_user/«_u»","value":"«_u»"}},{"number":"INC0041833","sys_id":"«_s2»","assigned_to":""}]}
`, V{"a": g.pwStrong(), "_s1": g.hex(32), "_s2": g.hex(32), "_u": g.hex(32)}, "svc.monitoring", "INC0041829")

	g.saAdd("saas/sn-oauth-password-grant", `
$ curl -s -X POST https://acme.service-now.com/oauth_token.do \
    -d "grant_type=password" \
    -d "client_id=«_cid»" \
    -d "client_secret=«a»" \
    -d "username=integration.jira" \
    -d "password=«b»"
{"access_token":"«c»","refresh_token":"«d»","scope":"useraccount","token_type":"Bearer","expires_in":1799}
`, V{"_cid": g.hex(32), "a": g.s(alAlnum+"!#%*()|~^[]", 10+g.r.IntN(6)), "b": g.pwStrong(), "c": g.b64u(86), "d": g.b64u(86)}, "integration.jira", "https://acme.service-now.com/oauth_token.do")

	g.saAdd("saas/sn-mid-server-config-xml-fresh", `
$ sudo cat /opt/servicenow/mid/agent/config.xml
<?xml version="1.0" encoding="UTF-8"?>
<parameters>
    <parameter name="url" value="https://acme.service-now.com/"/>
    <parameter name="mid.instance.username" value="mid.discovery"/>
    <parameter name="mid.instance.password" value="«a»"/>
    <parameter name="name" value="mid-dc1-01"/>
    <parameter name="mid.proxy.use_proxy" value="true"/>
    <parameter name="mid.proxy.host" value="proxy.dc1.acme.local"/>
    <parameter name="mid.proxy.port" value="3128"/>
    <parameter name="mid.proxy.username" value="svc-mid-proxy"/>
    <parameter name="mid.proxy.password" value="«b»"/>
    <parameter name="mid.sys_id" value="«_sys»"/>
</parameters>
`, V{"a": g.pwStrong(), "b": g.pw(), "_sys": g.hex(32)}, "mid-dc1-01", "proxy.dc1.acme.local", "svc-mid-proxy")

	g.saAdd("saas/sn-pysnc-client", `
import pysnc

client = pysnc.ServiceNowClient("https://acme.service-now.com", ("cmdb.sync", "«a»"))
gr = client.GlideRecord("cmdb_ci_server")
gr.add_query("operational_status", "1")
gr.query()
for r in gr:
    print(r.name, r.sys_id)
`, V{"a": g.pwStrong()}, "cmdb.sync", "cmdb_ci_server")

	g.saAdd("saas/sn-script-include-basic-auth", `
var PagerDutySync = Class.create();
PagerDutySync.prototype = {
    initialize: function() {
        this.endpoint = 'https://api.pagerduty.com/incidents';
    },
    push: function(incident) {
        var r = new sn_ws.RESTMessageV2();
        r.setEndpoint(this.endpoint);
        r.setHttpMethod('post');
        r.setRequestHeader('Authorization', 'Token token=«a»');
        r.setRequestHeader('From', 'servicenow@acme.io');
        r.setBasicAuth('snow_pd_bridge', '«b»');
        return r.execute().getStatusCode();
    },
    type: 'PagerDutySync'
};
`, V{"a": "u+" + g.b64u(18), "b": g.pw()}, "snow_pd_bridge", "servicenow@acme.io")

	g.saAdd("saas/sn-ansible-itsm-vars", `
# group_vars/all/servicenow.yml
sn_instance: https://acmedev.service-now.com
sn_username: ansible.automation
sn_password: «a»
sn_client_id: «_cid»
sn_client_secret: «b»

# tasks/change.yml
- name: Open normal change
  servicenow.itsm.change_request:
    instance:
      host: "{{ sn_instance }}"
      username: "{{ sn_username }}"
      password: "{{ sn_password }}"
      client_id: "{{ sn_client_id }}"
      client_secret: "{{ sn_client_secret }}"
    type: normal
    short_description: Patch RHEL fleet
`, V{"a": g.pwStrong(), "_cid": g.hex(32), "b": g.s(alAlnum+"!#%*()|~^", 12)}, "ansible.automation", `password: "{{ sn_password }}"`)

	g.saAdd("saas/sn-credentials-xml-unload-benign", `
<?xml version="1.0" encoding="UTF-8"?><unload unload_date="2025-02-20 08:14:31">
<discovery_credentials action="INSERT_OR_UPDATE">
<active>true</active>
<name>Linux root dc1</name>
<type>ssh_password</type>
<user_name>discovery</user_name>
<password>«_enc»</password>
<sys_id>«_sys»</sys_id>
<sys_updated_by>admin</sys_updated_by>
</discovery_credentials>
</unload>
`, V{"_enc": g.b64(48), "_sys": g.hex(32)}, "Linux root dc1", "<user_name>discovery</user_name>")

	g.saAdd("saas/sn-integrationhub-connection-chat", `
Ravi: setting up the Spoke for Workday. Connection & Credential Aliases -> x_acme_workday
Ravi: credential type "Basic Auth", user ISU_ServiceNow@acme
Ravi: pwd: «a»
Ravi: connection url https://wd5-impl-services1.workday.com/ccx/service/acme_preview
Nina: pls move that into the credential record and delete this msg
`, V{"a": g.pwStrong()}, "ISU_ServiceNow@acme", "x_acme_workday")
}

// ---- HubSpot, Intercom, Freshdesk ----

func (g *G) saCRM() {
	g.saAdd("saas/hs-private-app-curl-contacts", `
$ curl --request GET \
    --url 'https://api.hubapi.com/crm/v3/objects/contacts?limit=2&properties=email,lifecyclestage' \
    --header 'authorization: Bearer «a»'
{"results":[{"id":"«_c1»","properties":{"createdate":"2025-01-14T10:22:31.512Z","email":"ana@northwind.example","hs_object_id":"«_c1»","lifecyclestage":"lead"},"archived":false},{"id":"«_c2»","properties":{"createdate":"2025-01-15T08:01:09.004Z","email":"li@globex.example","hs_object_id":"«_c2»","lifecyclestage":"customer"},"archived":false}],"paging":{"next":{"after":"«_after»"}}}
`, V{"a": g.hubspot(), "_c1": g.digits(11), "_c2": g.digits(11), "_after": g.digits(11)}, "ana@northwind.example", "lifecyclestage")

	g.saAdd("saas/hs-cli-config-yml", `
$ cat hubspot.config.yml
defaultPortal: acme-prod
portals:
  - name: acme-prod
    portalId: «_pid»
    env: prod
    authType: personalaccesskey
    personalAccessKey: >-
      «a»
    auth:
      tokenInfo:
        accessToken: >-
          «b»
        expiresAt: '2025-03-04T11:42:17.338Z'
  - name: acme-sandbox
    portalId: «_sid»
    env: prod
    authType: personalaccesskey
    personalAccessKey: >-
      «c»
`, V{"_pid": g.digits(8), "a": "CiRuYTEt" + g.b64u(140), "b": "CK" + g.b64u(300), "_sid": g.digits(8), "c": "CiRldTEt" + g.b64u(140)}, "defaultPortal: acme-prod", "authType: personalaccesskey")

	g.saAdd("saas/hs-legacy-hapikey-script", `
# scripts/export_deals.py  (TODO: migrate off API keys before they're sunset)
import requests

HAPIKEY = "«a»"
url = f"https://api.hubapi.com/deals/v1/deal/paged?hapikey={HAPIKEY}&properties=dealname&properties=amount&limit=250"
while url:
    r = requests.get(url).json()
    ...
`, V{"a": g.uuid()}, "properties=dealname")

	g.saAdd("saas/hs-webhook-v3-signature-node", `
// HubSpot webhooks v3 signature check
const crypto = require('crypto');
const CLIENT_SECRET = process.env.HUBSPOT_CLIENT_SECRET || '«a»';
const APP_ID = «_app»;

function valid(req) {
  const src = req.method + 'https://hooks.acme.io' + req.originalUrl + req.rawBody + req.get('X-HubSpot-Request-Timestamp');
  const sig = crypto.createHmac('sha256', CLIENT_SECRET).update(src).digest('base64');
  return crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(req.get('X-HubSpot-Signature-v3')));
}
`, V{"a": g.uuid(), "_app": g.digits(7)}, "X-HubSpot-Signature-v3", "https://hooks.acme.io")

	g.saAdd("saas/hs-serverless-secrets", `
$ hs secrets add STRIPE_SECRET_KEY
? Enter a value for your secret: [hidden]
The secret "STRIPE_SECRET_KEY" was added to the HubSpot account: «_pid»
$ cat src/app/app.functions/serverless.json
{
  "appFunctions": {
    "quote-to-invoice": { "file": "quote.js", "secrets": ["STRIPE_SECRET_KEY", "PRIVATE_APP_ACCESS_TOKEN"] }
  }
}
$ cat .env    # local dev only
STRIPE_SECRET_KEY=«a»
PRIVATE_APP_ACCESS_TOKEN=«b»
`, V{"_pid": g.digits(8), "a": g.rkLive(), "b": "pat-eu1-" + g.uuid()}, "quote-to-invoice", "[hidden]")

	g.saAdd("saas/ic-ruby-client", `
require 'intercom'

intercom = Intercom::Client.new(token: '«a»', api_version: '2.11')
contact = intercom.contacts.find(id: '«_cid»')
intercom.tags.tag(name: 'churn-risk', contacts: [{ id: contact.id }])
puts "tagged #{contact.email} in workspace «_ws»"
`, V{"a": g.saIntercom(), "_cid": g.hex(24), "_ws": g.s(alLowNum, 8)}, "churn-risk", "api_version: '2.11'")

	g.saAdd("saas/ic-identity-verification-secret", `
# config/intercom.yml
production:
  app_id: «_app»
  identity_verification_secret: «a»
  messenger_enabled: true
  hide_default_launcher: false
`, V{"_app": g.s(alLowNum, 8), "a": g.b64u(40)}, "messenger_enabled: true")

	g.saAdd("saas/fd-curl-apikey-x", `
$ curl -s -u «a»:X -H "Content-Type: application/json" \
    -X PUT -d '{"status":4,"priority":2}' \
    https://acmesupport.freshdesk.com/api/v2/tickets/«_t»
{"cc_emails":[],"fwd_emails":[],"reply_cc_emails":[],"fr_escalated":false,"spam":false,"email_config_id":«_ec»,"group_id":«_gid»,"priority":2,"requester_id":«_req»,"responder_id":«_resp»,"source":1,"status":4,"subject":"Refund not received","id":«_t»,"type":"Refund"}
`, V{"a": g.an(20), "_t": g.digits(5), "_ec": g.digits(11), "_gid": g.digits(11), "_req": g.digits(11), "_resp": g.digits(11)}, "Refund not received", "https://acmesupport.freshdesk.com/api/v2/tickets/")

	g.saAdd("saas/fd-python-requests-auth-tuple", `
FRESHDESK_DOMAIN = "acmesupport"
FRESHDESK_API_KEY = "«a»"

def create_ticket(email, subject, body):
    return requests.post(
        f"https://{FRESHDESK_DOMAIN}.freshdesk.com/api/v2/tickets",
        auth=(FRESHDESK_API_KEY, "X"),
        json={"email": email, "subject": subject, "description": body, "priority": 1, "status": 2},
    )
`, V{"a": g.an(20)}, `FRESHDESK_DOMAIN = "acmesupport"`)

	g.saAdd("saas/fd-freshchat-api-token", `
$ curl -s https://acme-52f1.freshchat.com/v2/agents?items_per_page=1 \
    -H "Authorization: Bearer «a»" -H "accept: application/json"
{"agents":[{"id":"«_ag»","email":"mila@acme.io","first_name":"Mila","availability_status":"AVAILABLE","groups":["«_grp»"]}],"pagination":{"total_items":14,"total_pages":14,"current_page":1}}
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"sub":"%s","exp":%d}`, g.uuid(), 1900000000+g.r.IntN(99999999))), "_ag": g.uuid(), "_grp": g.uuid()}, "mila@acme.io")

	g.saAdd("saas/front-api-token-env", `
FRONT_API_TOKEN=«a»
FRONT_INBOX_ID=inb_«_inb»
FRONT_CHANNEL_ID=cha_«_cha»
FRONT_APP_SECRET=«b»
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"scopes":["shared:*","private:*"],"iat":%d,"iss":"front","sub":"acme","jti":"%s"}`, 1740000000+g.r.IntN(9999999), g.hex(16))), "_inb": g.s(alLowNum, 5), "_cha": g.s(alLowNum, 5), "b": g.hex(32)}, "FRONT_INBOX_ID")
}

// ---- work management ----

func (g *G) saWork() {
	g.saAdd("saas/asana-curl-pat-tasks", `
$ curl -s "https://app.asana.com/api/1.0/projects/«_p»/tasks?opt_fields=name,assignee.name,completed&limit=2" \
    -H "Authorization: Bearer «a»"
{"data":[{"gid":"«_t1»","assignee":{"gid":"«_u»","name":"Dana K"},"completed":false,"name":"Draft Q2 pricing memo"},{"gid":"«_t2»","assignee":null,"completed":true,"name":"Close Q1 books"}],"next_page":{"offset":"«_off»","path":"/projects/«_p»/tasks?limit=2&offset=«_off»","uri":"https://app.asana.com/api/1.0/projects/«_p»/tasks?limit=2&offset=«_off»"}}
`, V{"_p": g.digits(16), "a": g.saAsana(), "_t1": g.digits(16), "_t2": g.digits(16), "_u": g.digits(16), "_off": g.jwt("HS256", `{"border_rank":"[\"d\",3]","iat":1740000000,"exp":1740000900}`)}, "Draft Q2 pricing memo")

	g.saAdd("saas/asana-env-workspace", `
ASANA_ACCESS_TOKEN=«a»
ASANA_WORKSPACE_GID=«_ws»
ASANA_TEAM_GID=«_team»
ASANA_WEBHOOK_TARGET=https://hooks.acme.io/asana
`, V{"a": "1/" + g.digits(16) + ":" + g.hex(32), "_ws": g.digits(13), "_team": g.digits(16)}, "https://hooks.acme.io/asana")

	g.saAdd("saas/monday-graphql-curl", `
$ curl -s https://api.monday.com/v2 \
    -H 'Content-Type: application/json' \
    -H 'Authorization: «a»' \
    -H 'API-Version: 2024-10' \
    -d '{"query":"query { boards (ids: [«_b»]) { name items_page (limit: 2) { items { id name } } } }"}'
{"data":{"boards":[{"name":"Sprint board","items_page":{"items":[{"id":"«_i1»","name":"Fix SSO redirect"},{"id":"«_i2»","name":"Bulk import v2"}]}}]},"account_id":«_acct»}
`, V{"a": g.saMonday(), "_b": g.digits(10), "_i1": g.digits(10), "_i2": g.digits(10), "_acct": g.digits(8)}, "Fix SSO redirect", "API-Version: 2024-10")

	g.saAdd("saas/monday-apps-cli-init", `
$ npx @mondaycom/apps-cli init -t «a»
✔ Access token stored in ~/.mappsrc
$ mapps app:list
┌─────────┬────────────────────┬─────────┐
│ id      │ name               │ status  │
├─────────┼────────────────────┼─────────┤
│ «_id» │ Acme time tracking │ live    │
└─────────┴────────────────────┴─────────┘
`, V{"a": g.saMonday(), "_id": g.digits(7)}, "Acme time tracking")

	g.saAdd("saas/clickup-curl-team", `
$ curl -s https://api.clickup.com/api/v2/team -H "Authorization: «a»" | jq '.teams[] | {id, name, members: (.members | length)}'
{
  "id": "«_t»",
  "name": "Acme",
  "members": 38
}
$ curl -s "https://api.clickup.com/api/v2/list/«_l»/task?archived=false" -H "Authorization: «a»" | jq '.tasks | length'
57
`, V{"a": g.saClickUp(), "_t": g.digits(8), "_l": g.digits(9)}, `"name": "Acme"`)

	g.saAdd("saas/clickup-webhook-create-response", `
$ curl -s -X POST https://api.clickup.com/api/v2/team/«_t»/webhook -H "Authorization: «a»" -H "Content-Type: application/json" \
    -d '{"endpoint":"https://hooks.acme.io/clickup","events":["taskCreated","taskStatusUpdated"]}'
{"id":"«_wid»","webhook":{"id":"«_wid»","userid":«_uid»,"team_id":«_t»,"endpoint":"https://hooks.acme.io/clickup","client_id":"«_cid»","events":["taskCreated","taskStatusUpdated"],"task_id":null,"list_id":null,"folder_id":null,"space_id":null,"health":{"status":"active","fail_count":0},"secret":"«b»"}}
`, V{"_t": g.digits(8), "a": g.saClickUp(), "_wid": g.uuid(), "_uid": g.digits(8), "_cid": g.s(alUpNum, 32), "b": g.s(alUpNum, 64)}, "https://hooks.acme.io/clickup")

	g.saAdd("saas/linear-graphql-curl", `
$ curl -s https://api.linear.app/graphql \
    -H "Content-Type: application/json" \
    -H "Authorization: «a»" \
    -d '{"query":"{ issue(id: \"ENG-2291\") { id title state { name } assignee { id name } } }"}'
{"data":{"issue":{"id":"«_id»","title":"Flaky e2e: checkout with saved card","state":{"name":"In Progress"},"assignee":{"id":"«_u»","name":"Sam"}}}}
`, V{"a": g.linear(), "_id": g.uuid(), "_u": g.uuid()}, "ENG-2291", "https://api.linear.app/graphql")

	g.saAdd("saas/linear-webhook-secret-env", `
# apps/linear-bot/.env
LINEAR_API_KEY=«a»
LINEAR_WEBHOOK_SECRET=«b»
LINEAR_TEAM_ID=«_team»
LINEAR_TRIAGE_STATE_ID=«_st»
`, V{"a": g.linear(), "b": "lin_wh_" + g.an(40), "_team": g.uuid(), "_st": g.uuid()}, "LINEAR_TRIAGE_STATE_ID")

	g.saAdd("saas/notion-client-js", `
import { Client } from "@notionhq/client";

const notion = new Client({ auth: "«a»" });
const DB = "«_db»";

const res = await notion.databases.query({
  database_id: DB,
  filter: { property: "Status", status: { equals: "Ready to publish" } },
});
console.log(res.results.map((p) => p.id));
`, V{"a": g.notion(), "_db": g.hex(32)}, "Ready to publish", "@notionhq/client")

	g.saAdd("saas/notion-env-legacy-secret", `
NOTION_TOKEN=secret_«a»
NOTION_DATABASE_ID=«_db»
NOTION_PARENT_PAGE=https://www.notion.so/acme/Engineering-Wiki-«_pg»
`, V{"a": g.an(43), "_db": g.hex(32), "_pg": g.hex(32)}, "Engineering-Wiki-")

	g.saAdd("saas/notion-mcp-claude-desktop-config", `
{
  "mcpServers": {
    "notionApi": {
      "command": "npx",
      "args": ["-y", "@notionhq/notion-mcp-server"],
      "env": {
        "OPENAPI_MCP_HEADERS": "{\"Authorization\": \"Bearer «a»\", \"Notion-Version\": \"2022-06-28\" }"
      }
    }
  }
}
`, V{"a": g.notion()}, "@notionhq/notion-mcp-server", `\"Notion-Version\": \"2022-06-28\"`)

	g.saAdd("saas/airtable-curl-records", `
$ curl -s "https://api.airtable.com/v0/«_base»/«_tbl»?maxRecords=2&view=Grid%20view" -H "Authorization: Bearer «a»"
{"records":[{"id":"«_r1»","createdTime":"2025-02-11T09:14:02.000Z","fields":{"Name":"Berlin office","Seats":42}},{"id":"«_r2»","createdTime":"2025-02-11T09:14:02.000Z","fields":{"Name":"Lisbon office","Seats":18}}],"offset":"«_off»"}
`, V{"_base": "app" + g.an(14), "_tbl": "tbl" + g.an(14), "a": g.airtable(), "_r1": "rec" + g.an(14), "_r2": "rec" + g.an(14), "_off": "itr" + g.an(14) + "/rec" + g.an(14)}, "Berlin office")

	g.saAdd("saas/airtable-pyairtable", `
from pyairtable import Api

api = Api("«a»")
table = api.table("«_base»", "«_tbl»")
for rec in table.all(formula="{Status} = 'Approved'"):
    print(rec["id"], rec["fields"].get("Vendor"))
`, V{"a": g.airtable(), "_base": "app" + g.an(14), "_tbl": "tbl" + g.an(14)}, "{Status} = 'Approved'")

	g.saAdd("saas/smartsheet-token-sdk", `
import smartsheet

ss = smartsheet.Smartsheet("«a»")
ss.errors_as_exceptions(True)
sheet = ss.Sheets.get_sheet(«_sheet»)
print(sheet.name, len(sheet.rows))   # Capacity plan FY25  214
`, V{"a": g.s(alLowNum, 37), "_sheet": g.digits(16)}, "Capacity plan FY25")

	g.saAdd("saas/todoist-token-env-and-curl", `
$ echo $TODOIST_API_TOKEN
«a»
$ curl -s "https://api.todoist.com/rest/v2/tasks?project_id=«_p»" -H "Authorization: Bearer $TODOIST_API_TOKEN" | jq length
12
`, V{"a": g.hex(40), "_p": g.digits(10)}, "$TODOIST_API_TOKEN")

	g.saAdd("saas/wrike-permanent-token", `
wrike:
  host: https://app-eu.wrike.com/api/v4
  permanent_token: «a»
  space_id: «_sp»
  folder_ids: [«_f1», «_f2»]
`, V{"a": "eyJ0dCI6InAiLCJhbGciOiJIUzI1NiIsInR2IjoiMSJ9." + b64raw(fmt.Sprintf(`{"d":"{\"a\":%d,\"i\":%d,\"c\":%d,\"u\":%d,\"r\":\"EU\",\"s\":[\"W\",\"F\",\"I\",\"U\",\"K\",\"C\",\"D\",\"M\",\"A\",\"L\",\"P\"],\"z\":[],\"t\":0}","iat":%d}`, g.r.IntN(9999999), g.r.IntN(9999999), g.r.IntN(9999999), g.r.IntN(99999999), 1740000000+g.r.IntN(9999999))) + "." + g.b64u(43), "_sp": "IEAA" + g.s(alUpNum, 12), "_f1": "IEAA" + g.s(alUpNum, 12), "_f2": "IEAA" + g.s(alUpNum, 12)}, "https://app-eu.wrike.com/api/v4")
}

// ---- Google Workspace ----

func (g *G) saGoogle() {
	cid := g.digits(21)
	g.saAdd("saas/gws-sa-json-domain-wide-delegation", `
$ cat keys/directory-sync-sa.json
{
  "type": "service_account",
  "project_id": "acme-workspace-admin",
  "private_key_id": "«_kid»",
  "private_key": "«a»",
  "client_email": "directory-sync@acme-workspace-admin.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/directory-sync%40acme-workspace-admin.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
$ python sync.py --subject admin@acme.io --scopes https://www.googleapis.com/auth/admin.directory.user.readonly
`, V{"_kid": g.hex(40), "a": "-----BEGIN PRIVATE KEY-----\\n" + jsonEsc(g.pkcs8RSAPEM().body) + "\\n-----END PRIVATE KEY-----\\n", "_cid": cid},
		"directory-sync@acme-workspace-admin.iam.gserviceaccount.com", "--subject admin@acme.io")

	g.saAdd("saas/gws-admin-console-dwd-benign", `
Security > Access and data control > API controls > Domain-wide delegation

API clients
  Name                     Client ID              Scopes
  directory-sync           «_a»  https://www.googleapis.com/auth/admin.directory.user.readonly,
                                                  https://www.googleapis.com/auth/admin.directory.group.readonly
  Signature rollout        «_b»  https://www.googleapis.com/auth/gmail.settings.basic
`, V{"_a": g.digits(21), "_b": g.digits(21)}, "https://www.googleapis.com/auth/gmail.settings.basic", "Signature rollout")

	g.saAdd("saas/gws-gam-oauth2-txt", `
$ cat ~/bin/gam7/oauth2.txt
{
    "client_id": "«_cid»",
    "client_secret": "«a»",
    "decoded_id_token": {
        "email": "gam-admin@acme.io",
        "email_verified": true,
        "hd": "acme.io",
        "iss": "https://accounts.google.com"
    },
    "refresh_token": "«b»",
    "scopes": [
        "https://www.googleapis.com/auth/admin.directory.user",
        "https://www.googleapis.com/auth/admin.directory.group",
        "https://www.googleapis.com/auth/apps.licensing"
    ],
    "token": "«c»",
    "token_expiry": "2025-03-04T12:31:07Z",
    "token_uri": "https://oauth2.googleapis.com/token"
}
`, V{"_cid": g.saGClient(), "a": g.gocspx(), "b": g.gRefresh(), "c": g.ya29()}, "gam-admin@acme.io", `"hd": "acme.io"`)

	g.saAdd("saas/gws-gam-client-secrets-json", `
$ cat ~/bin/gam7/client_secrets.json
{"installed":{"client_id":"«_cid»","project_id":"gam-project-«_pr»","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","auth_provider_x509_cert_url":"https://www.googleapis.com/oauth2/v1/certs","client_secret":"«a»","redirect_uris":["http://localhost"]}}
$ gam oauth info
Client ID: «_cid»
Secret: «=mask»
Scopes (31):
  https://www.googleapis.com/auth/admin.directory.user
`, V{"_cid": g.saGClient(), "_pr": g.s(alLowNum, 5), "a": g.gocspx(), "=mask": g.s(alAlnum, 4) + "..." + g.s(alAlnum, 4)}, "gam oauth info", "Scopes (31):")

	g.saAdd("saas/gws-gam-commands-output-benign", `
$ gam info domain
Customer ID: C0«_cust»
Primary Domain: acme.io
Customer Creation Time: 2016-04-11T08:13:22.000Z
Primary Domain Verified: True
Default Language: en
$ gam print users fields primaryemail,id,suspended | head -3
primaryEmail,id,suspended
ana@acme.io,«_u1»,False
bo@acme.io,«_u2»,True
`, V{"_cust": g.s(alLowNum, 7), "_u1": g.digits(21), "_u2": g.digits(21)}, "Primary Domain: acme.io", "ana@acme.io")

	g.saAdd("saas/gws-apps-script-properties", `
// Code.gs — one-off setup, run once from the editor then delete
function setup() {
  const props = PropertiesService.getScriptProperties();
  props.setProperty('SLACK_BOT_TOKEN', '«a»');
  props.setProperty('SHEET_ID', '«_sheet»');
  props.setProperty('OPENAI_KEY', '«b»');
}

function notify(msg) {
  const token = PropertiesService.getScriptProperties().getProperty('SLACK_BOT_TOKEN');
  UrlFetchApp.fetch('https://slack.com/api/chat.postMessage', {method: 'post', headers: {Authorization: 'Bearer ' + token}, payload: {channel: '«_ch»', text: msg}});
}
`, V{"a": g.xoxb(), "_sheet": "1" + g.b64u(43), "b": g.openai(), "_ch": "C0" + g.s(alUpNum, 9)}, "PropertiesService.getScriptProperties()")

	g.saAdd("saas/gws-clasprc-json", `
$ cat ~/.clasprc.json
{"token":{"access_token":"«a»","refresh_token":"«b»","scope":"https://www.googleapis.com/auth/script.projects https://www.googleapis.com/auth/drive.file openid https://www.googleapis.com/auth/userinfo.email","token_type":"Bearer","id_token":"«c»","expiry_date":1741094400000},"oauth2ClientSettings":{"clientId":"«_cid»","clientSecret":"«=cs»","redirectUri":"http://localhost"},"isLocalCreds":false}
`, V{"a": g.ya29(), "b": g.gRefresh(), "c": g.saRSJWT(fmt.Sprintf(`{"iss":"https://accounts.google.com","azp":"x","aud":"x","sub":"%s","hd":"acme.io","email":"dana@acme.io","email_verified":true,"iat":1741090800,"exp":1741094400}`, g.digits(21))), "_cid": g.saGClient(), "=cs": g.b64u(24)}, `"isLocalCreds":false`)

	g.saAdd("saas/gws-sa-key-base64-for-ci", `
$ gcloud iam service-accounts keys create key.json --iam-account=drive-export@acme-workspace-admin.iam.gserviceaccount.com
created key [«_kid»] of type [json] as [key.json] for [drive-export@acme-workspace-admin.iam.gserviceaccount.com]
$ base64 -w0 key.json
«a»
$ # pasted into GitLab CI/CD variable GOOGLE_SA_B64 (masked)
`, V{"_kid": g.hex(40), "a": b64s(fmt.Sprintf(`{"type":"service_account","project_id":"acme-workspace-admin","private_key_id":"%s","private_key":"-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\n","client_email":"drive-export@acme-workspace-admin.iam.gserviceaccount.com"}`, g.hex(40), jsonEsc(g.pkcs8RSAPEM().body)))}, "GOOGLE_SA_B64")

	g.saAdd("saas/gws-chat-incoming-webhook", `
WEBHOOK = "https://chat.googleapis.com/v1/spaces/«_sp»/messages?key=«=k»&token=«a»"

def post(text):
    requests.post(WEBHOOK, json={"text": text}, timeout=5)
`, V{"_sp": "AAAA" + g.b64u(7), "=k": "AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI", "a": g.b64u(43) + "%3D"}, "chat.googleapis.com/v1/spaces/")

	g.saAdd("saas/gws-directory-api-response-benign", `
{
  "kind": "admin#directory#users",
  "etag": "\"«_etag»\"",
  "users": [
    {
      "kind": "admin#directory#user",
      "id": "«_id»",
      "etag": "\"«_etag2»\"",
      "primaryEmail": "ana@acme.io",
      "isAdmin": false,
      "customerId": "C0«_cust»",
      "orgUnitPath": "/Engineering",
      "thumbnailPhotoEtag": "\"«_ph»\""
    }
  ],
  "nextPageToken": "«_next»"
}
`, V{"_etag": g.b64u(27) + "/" + g.b64u(27), "_id": g.digits(21), "_etag2": g.b64u(27) + "/" + g.b64u(27), "_cust": g.s(alLowNum, 7), "_ph": g.b64u(27), "_next": "Q" + g.b64u(60)}, "/Engineering")
}

// ---- Microsoft 365 ----

func (g *G) saMicrosoft() {
	tid, app := g.uuid(), g.uuid()
	g.saAdd("saas/m365-az-ad-app-credential-reset", `
$ az ad app credential reset --id «_app» --display-name ci-2025 --years 1
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control. For more information, see https://aka.ms/azadsp-cli
{
  "appId": "«_app»",
  "password": "«a»",
  "tenant": "«_tid»"
}
`, V{"_app": app, "a": g.azSecret(), "_tid": tid}, "--display-name ci-2025")

	g.saAdd("saas/m365-graph-client-credentials-curl", `
$ curl -s -X POST https://login.microsoftonline.com/«_tid»/oauth2/v2.0/token \
    -d client_id=«_app» \
    -d "client_secret=«a»" \
    -d scope=https://graph.microsoft.com/.default \
    -d grant_type=client_credentials | jq
{
  "token_type": "Bearer",
  "expires_in": 3599,
  "ext_expires_in": 3599,
  "access_token": "«b»"
}
`, V{"_tid": tid, "_app": app, "a": g.azSecret(), "b": g.saGraphToken(tid, app)}, "scope=https://graph.microsoft.com/.default")

	g.saAdd("saas/m365-exo-connect-pfx-password", `
PS> $pfxPass = ConvertTo-SecureString -String "«a»" -AsPlainText -Force
PS> Connect-ExchangeOnline -AppId «_app» -CertificateFilePath C:\certs\exo-automation.pfx -CertificatePassword $pfxPass -Organization acme.onmicrosoft.com -ShowBanner:$false
PS> Get-Mailbox -ResultSize 3 | Select DisplayName, PrimarySmtpAddress, ExternalDirectoryObjectId

DisplayName PrimarySmtpAddress ExternalDirectoryObjectId
----------- ------------------ -------------------------
Ana Souza   ana@acme.io        «_o1»
Bo Lind     bo@acme.io         «_o2»
`, V{"a": g.pwStrong(), "_app": g.uuid(), "_o1": g.uuid(), "_o2": g.uuid()}, "acme.onmicrosoft.com", "exo-automation.pfx")

	g.saAdd("saas/m365-pnp-connect-client-secret", `
PS> Connect-PnPOnline -Url https://acme.sharepoint.com/sites/Finance -ClientId «_app» -ClientSecret "«a»" -WarningAction Ignore
PS> Get-PnPList | Where-Object Title -like "Invoices*" | Select Title, Id, ItemCount

Title            Id                                   ItemCount
-----            --                                   ---------
Invoices 2024    «_l1» 1821
Invoices 2025    «_l2»  214
`, V{"_app": g.uuid(), "a": b64s(string(g.bytes(32))), "_l1": g.uuid(), "_l2": g.uuid()}, "https://acme.sharepoint.com/sites/Finance")

	g.saAdd("saas/m365-teams-incoming-webhook", `
# notify.ps1
$uri = "https://acme.webhook.office.com/webhookb2/«_g»@«_tid»/IncomingWebhook/«a»/«_u»/V2«b»"
$body = @{ text = "Nightly export finished: $count rows" } | ConvertTo-Json
Invoke-RestMethod -Method Post -Uri $uri -Body $body -ContentType 'application/json'
`, V{"_g": g.uuid(), "_tid": g.uuid(), "a": g.hex(32), "_u": g.uuid(), "b": g.b64u(43)}, "Nightly export finished")

	g.saAdd("saas/m365-portal-certificates-secrets-copy", `
Certificates & secrets
Client secrets (2)
A secret string that the application uses to prove its identity when requesting a token.

Description        Expires      Value                                        Secret ID
github-actions     3/4/2026     «a»     «_s1»
old-jenkins        6/30/2025    «=masked»***********************     «_s2»
`, V{"a": g.azSecret(), "_s1": g.uuid(), "=masked": g.s(alAlnum, 3), "_s2": g.uuid()}, "github-actions", "Secret ID")

	g.saAdd("saas/m365-appsettings-azuread", `
{
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "Domain": "acme.onmicrosoft.com",
    "TenantId": "«_tid»",
    "ClientId": "«_cid»",
    "ClientSecret": "«a»",
    "CallbackPath": "/signin-oidc"
  },
  "DownstreamApi": {
    "BaseUrl": "https://graph.microsoft.com/v1.0",
    "Scopes": "User.Read Mail.Send"
  }
}
`, V{"_tid": g.uuid(), "_cid": g.uuid(), "a": g.azSecret()}, `"CallbackPath": "/signin-oidc"`)

	g.saAdd("saas/m365-power-automate-http-trigger", `
$ curl -X POST "https://prod-27.westeurope.logic.azure.com:443/workflows/«_wf»/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«a»" \
    -H "Content-Type: application/json" -d '{"employeeId":"E10442","action":"offboard"}'
`, V{"_wf": g.hex(32), "a": g.b64u(43)}, "api-version=2016-06-01", "E10442")

	g.saAdd("saas/m365-bot-framework-env", `
# .env.dev (Teams Toolkit)
TEAMS_APP_ID=«_tapp»
BOT_ID=«_bot»
SECRET_BOT_PASSWORD=«a»
TEAMS_APP_TENANT_ID=«_tid»
BOT_DOMAIN=acme-helpdesk-bot.azurewebsites.net
`, V{"_tapp": g.uuid(), "_bot": g.uuid(), "a": g.azSecret(), "_tid": g.uuid()}, "acme-helpdesk-bot.azurewebsites.net")

	g.saAdd("saas/m365-entra-users-csv-benign", `
userPrincipalName,displayName,objectId,userType,accountEnabled,onPremisesImmutableId
ana@acme.io,Ana Souza,«_a»,Member,True,«_ia»
bo@acme.io,Bo Lind,«_b»,Member,False,«_ib»
partner_globex.example#EXT#@acme.onmicrosoft.com,Li (Globex),«_c»,Guest,True,
`, V{"_a": g.uuid(), "_ia": g.b64(16), "_b": g.uuid(), "_ib": g.b64(16), "_c": g.uuid()}, "partner_globex.example#EXT#@acme.onmicrosoft.com")
}

// ---- Okta, Auth0, JumpCloud ----

func (g *G) saIdentity() {
	g.saAdd("saas/okta-ssws-curl-users", `
$ curl -s -H "Accept: application/json" -H "Authorization: SSWS «a»" \
    "https://acme.okta.com/api/v1/users?search=profile.department%20eq%20%22Finance%22&limit=2" | jq '.[] | {id, status, login: .profile.login}'
{
  "id": "«_u1»",
  "status": "ACTIVE",
  "login": "ana@acme.io"
}
{
  "id": "«_u2»",
  "status": "SUSPENDED",
  "login": "bo@acme.io"
}
`, V{"a": g.okta(), "_u1": g.saOktaID("00u"), "_u2": g.saOktaID("00u")}, "https://acme.okta.com/api/v1/users")

	g.saAdd("saas/okta-sdk-okta-yaml", `
$ cat ~/.okta/okta.yaml
okta:
  client:
    orgUrl: "https://acme.okta.com"
    token: "«a»"
    connectionTimeout: 30
    requestTimeout: 0
    rateLimit:
      maxRetries: 4
`, V{"a": g.okta()}, `orgUrl: "https://acme.okta.com"`)

	g.saAdd("saas/okta-cli-apps-create-env", `
$ okta apps create web
Application name [acme-portal]:
Redirect URI [http://localhost:8080/login/oauth2/code/okta]:
Post Logout Redirect URI [http://localhost:8080]:
Okta application configuration has been written to: /home/dana/src/acme-portal/.okta.env
$ cat .okta.env
export OKTA_OAUTH2_ISSUER="https://acme.okta.com/oauth2/default"
export OKTA_OAUTH2_CLIENT_ID="«_cid»"
export OKTA_OAUTH2_CLIENT_SECRET="«a»"
`, V{"_cid": g.saOktaID("0oa"), "a": g.b64u(64)}, "https://acme.okta.com/oauth2/default")

	g.saAdd("saas/okta-terraform-tfvars-service-app", `
# okta.auto.tfvars  (should have been in .gitignore)
okta_org_name  = "acme"
okta_base_url  = "okta.com"
okta_client_id = "«_cid»"
okta_scopes    = ["okta.groups.manage", "okta.apps.manage", "okta.policies.manage"]
okta_private_key = <<EOT
«a»
EOT
okta_private_key_id = "«_kid»"
`, V{"_cid": g.saOktaID("0oa"), "a": g.rsaPEM().block(), "_kid": g.b64u(43)}, `okta_org_name  = "acme"`)

	g.saAdd("saas/okta-scim-provisioning-runbook", `
## Provisioning to Acme Portal (SCIM 2.0)
1. Okta Admin > Applications > Acme Portal > Provisioning > Integration
2. SCIM connector base URL: https://portal.acme.io/scim/v2
3. Unique identifier field for users: userName
4. Authentication Mode: HTTP Header
5. Authorization: Bearer «a»
6. Test Connector Configuration -> should list Create Users, Update User Attributes, Deactivate Users
`, V{"a": g.hex(48)}, "https://portal.acme.io/scim/v2", "Authentication Mode: HTTP Header")

	dom := "acme-prod.eu.auth0.com"
	cl := g.an(32)
	g.saAdd("saas/auth0-mgmt-token-response", `
$ curl -s --request POST --url https://«=d»/oauth/token \
    --header 'content-type: application/json' \
    --data '{"client_id":"«_cl»","client_secret":"«a»","audience":"https://«=d»/api/v2/","grant_type":"client_credentials"}'
{"access_token":"«b»","scope":"read:users update:users read:clients","expires_in":86400,"token_type":"Bearer"}
`, V{"=d": dom, "_cl": cl, "a": g.b64u(64), "b": g.saAuth0Mgmt(dom, cl)}, "acme-prod.eu.auth0.com")

	g.saAdd("saas/auth0-deploy-cli-config-json", `
$ cat config.prod.json
{
  "AUTH0_DOMAIN": "acme-prod.eu.auth0.com",
  "AUTH0_CLIENT_ID": "«_cl»",
  "AUTH0_CLIENT_SECRET": "«a»",
  "AUTH0_ALLOW_DELETE": false,
  "AUTH0_KEYWORD_REPLACE_MAPPINGS": {
    "PORTAL_URL": "https://portal.acme.io",
    "SENDGRID_API_KEY": "«b»"
  }
}
`, V{"_cl": g.an(32), "a": g.b64u(64), "b": g.sendgrid()}, `"AUTH0_ALLOW_DELETE": false`)

	g.saAdd("saas/auth0-nextjs-env-local", `
AUTH0_SECRET='«a»'
APP_BASE_URL='http://localhost:3000'
AUTH0_DOMAIN='acme-dev.us.auth0.com'
AUTH0_CLIENT_ID='«_cl»'
AUTH0_CLIENT_SECRET='«b»'
AUTH0_AUDIENCE='https://api.acme.io'
`, V{"a": g.hex(64), "_cl": g.an(32), "b": g.b64u(64)}, "acme-dev.us.auth0.com", "https://api.acme.io")

	g.saAdd("saas/auth0-rule-configuration-legacy", `
function notifySlackOnAdminLogin(user, context, callback) {
  // configuration.SLACK_HOOK set in Rules > Settings
  const hook = configuration.SLACK_HOOK || 'https://hooks.slack.com/services/«_t»/«_b»/«a»';
  if ((user.app_metadata || {}).role !== 'admin') return callback(null, user, context);
  request.post({ url: hook, json: { text: user.email + ' logged in to ' + context.clientName } });
  callback(null, user, context);
}
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "configuration.SLACK_HOOK")

	g.saAdd("saas/okta-system-log-event-benign", `
{
  "actor": {"id": "«_u»", "type": "User", "alternateId": "ana@acme.io", "displayName": "Ana Souza"},
  "client": {"ipAddress": "203.0.113.24", "userAgent": {"browser": "CHROME", "os": "Mac OS X"}},
  "eventType": "user.session.start",
  "outcome": {"result": "SUCCESS"},
  "published": "2025-03-03T08:01:22.614Z",
  "uuid": "«_ev»",
  "authenticationContext": {"externalSessionId": "«_sess»"},
  "transaction": {"type": "WEB", "id": "«_tx»"},
  "target": [{"id": "«_app»", "type": "AppInstance", "alternateId": "Acme Portal"}]
}
`, V{"_u": g.saOktaID("00u"), "_ev": g.uuid(), "_sess": "102" + g.b64u(22), "_tx": g.b64u(27), "_app": g.saOktaID("0oa")}, "user.session.start", "203.0.113.24")

	g.saAdd("saas/jumpcloud-api-key-curl", `
$ curl -s -X GET https://console.jumpcloud.com/api/systemusers?limit=1 \
    -H 'Accept: application/json' \
    -H 'x-api-key: «a»' | jq '.results[0] | {_id, username, activated}'
{
  "_id": "«_id»",
  "username": "ana.souza",
  "activated": true
}
`, V{"a": "jca_" + g.an(36), "_id": g.hex(24)}, "ana.souza", "https://console.jumpcloud.com/api/systemusers?limit=1")
}

// ---- Slack administration ----

func (g *G) saSlack() {
	g.saAdd("saas/slack-conversations-list-bot", `
$ curl -s -H "Authorization: Bearer «a»" "https://slack.com/api/conversations.list?types=private_channel&limit=2" | jq '.channels[] | {id, name, is_private, creator}'
{
  "id": "C0«_c1»",
  "name": "inc-2025-0227-payments",
  "is_private": true,
  "creator": "U0«_u»"
}
{
  "id": "C0«_c2»",
  "name": "sec-offboarding",
  "is_private": true,
  "creator": "U0«_u»"
}
`, V{"a": g.xoxb(), "_c1": g.s(alUpNum, 9), "_c2": g.s(alUpNum, 9), "_u": g.s(alUpNum, 9)}, "inc-2025-0227-payments")

	g.saAdd("saas/slack-bolt-env-full-set", `
# .env for slack-bolt app "Acme Standup"
SLACK_CLIENT_ID=«_cid»
SLACK_CLIENT_SECRET=«a»
SLACK_SIGNING_SECRET=«b»
SLACK_BOT_TOKEN=«c»
SLACK_APP_TOKEN=«d»
SLACK_TEAM_ID=«_t»
`, V{"_cid": g.digits(12) + "." + g.digits(13), "a": g.hex(32), "b": g.hex(32), "c": g.xoxb(), "d": g.xapp(), "_t": g.slackT()}, "Acme Standup")

	g.saAdd("saas/slack-scim-deactivate-user", `
$ curl -s -X DELETE "https://api.slack.com/scim/v2/Users/U0«_u»" -H "Authorization: Bearer «a»"
$ curl -s "https://api.slack.com/scim/v2/Users/U0«_u»" -H "Authorization: Bearer «a»" | jq '{id, userName, active}'
{
  "id": "U0«_u»",
  "userName": "leo.wang",
  "active": false
}
`, V{"_u": g.s(alUpNum, 9), "a": g.xoxp()}, `"userName": "leo.wang"`)

	g.saAdd("saas/slack-audit-logs-api", `
$ curl -s "https://api.slack.com/audit/v1/logs?action=user_login&limit=1" -H "Authorization: Bearer «a»" | jq '.entries[0]'
{
  "id": "«_id»",
  "date_create": 1741003312,
  "action": "user_login",
  "actor": {"type": "user", "user": {"id": "W0«_w»", "name": "ana", "email": "ana@acme.io", "team": "E0«_e»"}},
  "entity": {"type": "user", "user": {"id": "W0«_w»", "name": "ana", "email": "ana@acme.io", "team": "E0«_e»"}},
  "context": {"location": {"type": "enterprise", "id": "E0«_e»", "name": "Acme", "domain": "acme"}, "ua": "Slack/4.41.105 (darwin)", "ip_address": "198.51.100.7"}
}
`, V{"a": g.xoxp(), "_id": g.uuid(), "_w": g.s(alUpNum, 9), "_e": g.s(alUpNum, 9)}, "Slack/4.41.105 (darwin)")

	g.saAdd("saas/slack-bolt-python-inline-tokens", `
import os
from slack_bolt import App
from slack_bolt.adapter.socket_mode import SocketModeHandler

app = App(token="«a»", signing_secret="«b»")

@app.command("/oncall")
def oncall(ack, respond):
    ack()
    respond("Primary on-call this week: <@U0«_u»>")

if __name__ == "__main__":
    SocketModeHandler(app, "«c»").start()
`, V{"a": g.xoxb(), "b": g.hex(32), "_u": g.s(alUpNum, 9), "c": g.xapp()}, `@app.command("/oncall")`)

	g.saAdd("saas/slack-webhook-hardcoded-workflow", `
      - name: Notify #deploys
        if: always()
        run: |
          curl -sS -X POST -H 'Content-type: application/json' \
            --data "{\"text\":\"${{ github.repository }} ${{ job.status }} on ${{ github.ref_name }}\"}" \
            https://hooks.slack.com/services/«_t»/«_b»/«a»
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "${{ github.repository }}")

	g.saAdd("saas/slack-legacy-verification-token", `
# config/slack.yml (legacy slash command, still live)
slack:
  verification_token: «a»
  command: /deploy
  allowed_channels: [C0«_c»]
`, V{"a": g.an(24), "_c": g.s(alUpNum, 9)}, "command: /deploy")

	g.saAdd("saas/slack-cli-credentials-json", `
$ cat ~/.slack/credentials.json
{
  "«_t»": {
    "token": "xoxe.«a»",
    "refresh_token": "xoxe-1-«b»",
    "exp": 1741046400,
    "team_domain": "acme",
    "team_id": "«_t»",
    "user_id": "U0«_u»",
    "last_updated": "2025-03-03T12:00:00.000Z"
  }
}
`, V{"_t": g.slackT(), "a": g.xoxp(), "b": "My0xLTE" + g.b64u(130), "_u": g.s(alUpNum, 9)}, `"team_domain": "acme"`)

	g.saAdd("saas/slack-workflow-trigger-url", `
Workflow Builder -> "Vendor access request" -> Starts with a webhook
Web request URL:
https://hooks.slack.com/triggers/«_t»/«_n»/«a»
Variables: requester (text), vendor (text), expires_on (text)
`, V{"_t": g.slackT(), "_n": g.digits(13), "a": g.hex(32)}, "Vendor access request")

	g.saAdd("saas/slack-user-token-chat", `
Sam: for the export script I used my own user token, it has channels:history + files:read
Sam: «a»
Sam: I'll revoke it after the migration is done, don't commit it pls
`, V{"a": g.xoxp()}, "channels:history + files:read")

	g.saAdd("saas/slack-oauth-v2-access-response", `
{
  "ok": true,
  "app_id": "A0«_app»",
  "authed_user": {"id": "U0«_u»", "scope": "search:read", "access_token": "«a»", "token_type": "user"},
  "scope": "chat:write,commands,users:read",
  "token_type": "bot",
  "access_token": "«b»",
  "bot_user_id": "U0«_bu»",
  "team": {"id": "«_t»", "name": "Acme"},
  "enterprise": null,
  "is_enterprise_install": false
}
`, V{"_app": g.s(alUpNum, 9), "_u": g.s(alUpNum, 9), "a": g.xoxp(), "b": g.xoxb(), "_bu": g.s(alUpNum, 9), "_t": g.slackT()}, `"is_enterprise_install": false`)
}

// ---- Zoom and DocuSign ----

func (g *G) saZoomDocuSign() {
	zid, zsec := g.saZoomID(), g.an(32)
	g.saAdd("saas/zoom-s2s-oauth-token", `
$ curl -s -X POST "https://zoom.us/oauth/token?grant_type=account_credentials&account_id=«_acct»" \
    -H "Authorization: Basic «a»"
{"access_token":"«b»","token_type":"bearer","expires_in":3599,"scope":"meeting:read:admin meeting:write:admin user:read:admin","api_url":"https://api.zoom.us"}
`, V{"_acct": g.saZoomID(), "a": b64s(zid + ":" + zsec), "b": "eyJzdiI6IjAwMDAwMiIsImFsZyI6IkhTNTEyIiwidiI6IjIuMCIsImtpZCI6Ij" + g.b64u(30) + "." + g.b64u(420) + "." + g.b64u(86)}, "grant_type=account_credentials")

	g.saAdd("saas/zoom-env-s2s-webhook", `
ZOOM_ACCOUNT_ID=«_acct»
ZOOM_CLIENT_ID=«_cid»
ZOOM_CLIENT_SECRET=«a»
ZOOM_WEBHOOK_SECRET_TOKEN=«b»
# ZOOM_VERIFICATION_TOKEN is deprecated, use the secret token above
`, V{"_acct": g.saZoomID(), "_cid": g.saZoomID(), "a": g.an(32), "b": g.b64u(22)}, "ZOOM_ACCOUNT_ID")

	g.saAdd("saas/zoom-webhook-validation-node", `
app.post('/zoom/webhook', (req, res) => {
  const ZOOM_SECRET = '«a»';
  if (req.body.event === 'endpoint.url_validation') {
    const hash = crypto.createHmac('sha256', ZOOM_SECRET).update(req.body.payload.plainToken).digest('hex');
    return res.json({ plainToken: req.body.payload.plainToken, encryptedToken: hash });
  }
  const msg = 'v0:' + req.headers['x-zm-request-timestamp'] + ':' + JSON.stringify(req.body);
  ...
});
`, V{"a": g.b64u(22)}, "endpoint.url_validation")

	g.saAdd("saas/zoom-jwt-app-legacy", `
# zoom_report.py — JWT app (deprecated June 2023, still used by finance)
API_KEY = "«_k»"
API_SECRET = "«a»"

token = jwt.encode({"iss": API_KEY, "exp": int(time.time()) + 60}, API_SECRET, algorithm="HS256")
r = requests.get("https://api.zoom.us/v2/report/users?from=2023-05-01&to=2023-05-31", headers={"Authorization": f"Bearer {token}"})
`, V{"_k": g.b64u(22), "a": g.an(36)}, "https://api.zoom.us/v2/report/users")

	g.saAdd("saas/zoom-meeting-sdk-config", `
// src/config.ts
export const zoomConfig = {
  sdkKey: "«_k»",
  sdkSecret: "«a»",
  leaveUrl: "https://academy.acme.io/sessions",
  role: 0,
};
`, V{"_k": g.b64u(22), "a": g.an(32)}, "https://academy.acme.io/sessions")

	g.saAdd("saas/docusign-jwt-config-and-key", `
$ cat jwt_config.json
{
  "dsJWTClientId": "«_ik»",
  "impersonatedUserGuid": "«_usr»",
  "privateKeyLocation": "./private.key",
  "basePath": "https://demo.docusign.net/restapi",
  "accountId": "«_acct»"
}
$ cat private.key
«a»
`, V{"_ik": g.uuid(), "_usr": g.uuid(), "_acct": g.uuid(), "a": g.rsaPEM().block()}, "https://demo.docusign.net/restapi")

	g.saAdd("saas/docusign-appsettings-secret-key", `
"DocuSign": {
  "ClientId": "«_ik»",
  "ClientSecret": "«a»",
  "AuthServer": "https://account.docusign.com",
  "AppUrl": "https://contracts.acme.io",
  "AccountId": "«_acct»"
}
`, V{"_ik": g.uuid(), "a": g.uuid(), "_acct": g.uuid()}, "https://account.docusign.com")

	g.saAdd("saas/docusign-connect-hmac-key", `
DocuSign Admin > Connect > Connect Keys
HMAC Key 1   Added 2/18/2025 by Dana K
«a»
Copy this key now. You won't be able to see it again.
Configuration: "Contracts to NetSuite" (ID «_cfg»)  URL: https://hooks.acme.io/docusign
`, V{"a": g.b64(32), "_cfg": g.digits(8)}, "Contracts to NetSuite", "https://hooks.acme.io/docusign")

	g.saAdd("saas/docusign-envelope-response-benign", `
{
  "envelopeId": "«_env»",
  "uri": "/envelopes/«_env»",
  "statusDateTime": "2025-03-03T09:41:15.4230000Z",
  "status": "sent"
}
$ curl -s -H "Authorization: Bearer $DS_ACCESS_TOKEN" https://eu.docusign.net/restapi/v2.1/accounts/«_acct»/envelopes/«_env»/recipients | jq '.signers[0].recipientIdGuid'
"«_rg»"
`, V{"_env": g.uuid(), "_acct": g.uuid(), "_rg": g.uuid()}, "$DS_ACCESS_TOKEN")

	g.saAdd("saas/docusign-access-token-log", `
2025-03-03 09:41:14,880 DEBUG docusign_esign.client.api_client: POST https://account-d.docusign.com/oauth/token grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer
2025-03-03 09:41:15,112 DEBUG docusign_esign.client.api_client: response body: {"access_token":"«a»","token_type":"Bearer","expires_in":3600}
2025-03-03 09:41:15,430 INFO  contracts.send: envelope «_env» sent to 2 recipients
`, V{"a": "eyJ0eXAiOiJNVCIsImFsZyI6IlJTMjU2Iiwia2lkIjoiNjgxODVmZjEtNGU1MS00Y2U5LWFmMWMtNjg5ODEyMjAzMzE3In0." + g.b64u(420) + "." + g.b64u(342), "_env": g.uuid()}, "docusign_esign.client.api_client")
}

// ---- messaging APIs in integrations ----

func (g *G) saMessaging() {
	g.saAdd("saas/twilio-cli-config-profiles", `
$ cat ~/.twilio-cli/config.json
{
  "profiles": {
    "acme-prod": {
      "accountSid": "«_ac»",
      "apiKey": "SK«_sk»",
      "apiSecret": "«a»",
      "region": "ie1",
      "edge": "dublin"
    }
  },
  "activeProject": "acme-prod"
}
`, V{"_ac": g.twilioSID(), "_sk": g.hex(32), "a": g.an(32)}, `"edge": "dublin"`)

	g.saAdd("saas/twilio-curl-send-sms", `
$ curl -s -X POST "https://api.twilio.com/2010-04-01/Accounts/«_ac»/Messages.json" \
    --data-urlencode "To=+4915112345678" --data-urlencode "From=+4915799912345" \
    --data-urlencode "Body=Your Acme code is 481920" \
    -u «_ac»:«a» | jq '{sid, status}'
{
  "sid": "SM«_sm»",
  "status": "queued"
}
`, V{"_ac": g.twilioSID(), "a": g.hex(32), "_sm": g.hex(32)}, "+4915799912345")

	g.saAdd("saas/twilio-zendesk-talk-partner-chat", `
Ops: Zendesk Talk Partner Edition needs the Twilio creds, filling in the form now
Ops: Account SID «_ac»
Ops: Auth Token «a»
Ops: done, test call from +1 415 555 0133 rang in Zendesk 👍
`, V{"_ac": g.twilioSID(), "a": g.hex(32)}, "Zendesk Talk Partner Edition")

	g.saAdd("saas/sendgrid-api-key-create-response", `
$ curl -s -X POST https://api.sendgrid.com/v3/api_keys -H "Authorization: Bearer $SENDGRID_ADMIN_KEY" -H "Content-Type: application/json" \
    -d '{"name":"zendesk-outbound","scopes":["mail.send"]}'
{"api_key":"«a»","api_key_id":"«_id»","name":"zendesk-outbound","scopes":["mail.send","sender_verification_eligible","2fa_required"]}
`, V{"a": g.sendgrid(), "_id": g.b64u(22)}, "zendesk-outbound", "$SENDGRID_ADMIN_KEY")

	g.saAdd("saas/sendgrid-hubspot-smtp-relay", `
# HubSpot > Settings > Marketing > Email > Configuration > SMTP
Host: smtp.sendgrid.net
Port: 587
Username: apikey
Password: «a»
`, V{"a": g.sendgrid()}, "smtp.sendgrid.net", "Username: apikey")

	g.saAdd("saas/mailgun-routes-and-webhook-key", `
$ curl -s --user 'api:«a»' https://api.eu.mailgun.net/v3/routes | jq '.items[0] | {id, expression, actions}'
{
  "id": "«_rid»",
  "expression": "match_recipient(\"support@mg.acme.io\")",
  "actions": ["forward(\"https://acmehelp.zendesk.com/api/v2/channels/email\")", "stop()"]
}
$ grep MAILGUN .env
MAILGUN_DOMAIN=mg.acme.io
MAILGUN_WEBHOOK_SIGNING_KEY=«b»
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "_rid": g.hex(24), "b": g.hex(32)}, "MAILGUN_DOMAIN=mg.acme.io")

	g.saAdd("saas/postmark-server-token-curl", `
$ curl -s "https://api.postmarkapp.com/email" \
    -H "Accept: application/json" -H "Content-Type: application/json" \
    -H "X-Postmark-Server-Token: «a»" \
    -d '{"From":"billing@acme.io","To":"ana@northwind.example","Subject":"Invoice INV-2025-0412","TextBody":"Attached.","MessageStream":"outbound"}'
{"To":"ana@northwind.example","SubmittedAt":"2025-03-03T10:14:07.1182034Z","MessageID":"«_mid»","ErrorCode":0,"Message":"OK"}
`, V{"a": g.uuid(), "_mid": g.uuid()}, "INV-2025-0412", `"MessageStream":"outbound"`)

	g.saAdd("saas/postmark-account-token-terraform", `
variable "postmark_account_token" {
  default = "«a»"
}
resource "postmark_server" "transactional" {
  name        = "acme-transactional"
  color       = "green"
  track_opens = false
}
`, V{"a": g.uuid()}, "acme-transactional")

	g.saAdd("saas/mailchimp-transactional-key", `
import mailchimp_transactional as MailchimpTransactional
mailchimp = MailchimpTransactional.Client("md-«a»")
mailchimp.messages.send_template({"template_name": "welcome-v3", "template_content": [], "message": {"to": [{"email": user.email}]}})
`, V{"a": g.b64u(22)}, "welcome-v3")

	g.saAdd("saas/mailchimp-marketing-audience", `
MAILCHIMP_API_KEY=«a»
MAILCHIMP_SERVER_PREFIX=us21
MAILCHIMP_AUDIENCE_ID=«_aud»
`, V{"a": g.hex(32) + "-us21", "_aud": g.hex(10)}, "MAILCHIMP_SERVER_PREFIX=us21")

	g.saAdd("saas/vonage-key-secret-env", `
VONAGE_API_KEY=«_k»
VONAGE_API_SECRET=«a»
VONAGE_APPLICATION_ID=«_app»
VONAGE_PRIVATE_KEY_PATH=./private.key
`, V{"_k": g.hex(8), "a": g.an(16), "_app": g.uuid()}, "./private.key")
}

// ---- automation platforms and webhooks ----

func (g *G) saAutomation() {
	g.saAdd("saas/zapier-catch-hook-curl", `
$ curl -s -X POST https://hooks.zapier.com/hooks/catch/«a»/ \
    -H 'Content-Type: application/json' -d '{"email":"ana@northwind.example","plan":"team","seats":12}'
{"attempt":"«_att»","id":"«_id»","request_id":"«_rq»","status":"success"}
`, V{"a": g.digits(7) + "/" + g.s(alLowNum, 7), "_att": g.uuid(), "_id": g.uuid(), "_rq": g.s(alAlnum, 16)}, `"status":"success"`)

	g.saAdd("saas/make-webhook-and-scenario", `
# Make (Integromat) scenario "Typeform -> HubSpot -> Slack", EU1
Custom webhook address: https://hook.eu1.make.com/«a»
Scenario ID: «_sc»   Team ID: «_team»   Organization ID: «_org»
`, V{"a": g.s(alLowNum, 32), "_sc": g.digits(7), "_team": g.digits(6), "_org": g.digits(7)}, "Typeform -> HubSpot -> Slack")

	g.saAdd("saas/make-api-token-curl", `
$ curl -s "https://eu1.make.com/api/v2/scenarios?teamId=«_team»&pg[limit]=2" -H "Authorization: Token «a»" | jq '.scenarios[] | {id, name, isActive}'
{
  "id": «_s1»,
  "name": "Typeform -> HubSpot -> Slack",
  "isActive": true
}
`, V{"_team": g.digits(6), "a": g.uuid(), "_s1": g.digits(7)}, "https://eu1.make.com/api/v2/scenarios")

	g.saAdd("saas/n8n-docker-compose-env", `
services:
  n8n:
    image: docker.n8n.io/n8nio/n8n:1.81.4
    ports: ["5678:5678"]
    environment:
      - N8N_HOST=automations.acme.io
      - N8N_PROTOCOL=https
      - N8N_ENCRYPTION_KEY=«a»
      - DB_TYPE=postgresdb
      - DB_POSTGRESDB_HOST=pg.internal
      - DB_POSTGRESDB_USER=n8n
      - DB_POSTGRESDB_PASSWORD=«b»
      - WEBHOOK_URL=https://automations.acme.io/
`, V{"a": g.b64u(32), "b": g.pwURL()}, "N8N_HOST=automations.acme.io", "docker.n8n.io/n8nio/n8n:1.81.4")

	g.saAdd("saas/n8n-public-api-key-curl", `
$ curl -s https://automations.acme.io/api/v1/workflows?active=true -H "X-N8N-API-KEY: «a»" | jq '.data[] | {id, name}'
{
  "id": "«_w1»",
  "name": "Lead intake (Typeform)"
}
{
  "id": "«_w2»",
  "name": "Offboarding checklist"
}
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"sub":"%s","iss":"n8n","aud":"public-api","iat":%d}`, g.uuid(), 1740000000+g.r.IntN(9999999))), "_w1": g.an(16), "_w2": g.an(16)}, "Lead intake (Typeform)")

	g.saAdd("saas/n8n-workflow-export-header-auth", `
{
  "name": "Lead intake (Typeform)",
  "nodes": [
    {
      "parameters": {"httpMethod": "POST", "path": "lead-intake", "authentication": "headerAuth", "options": {}},
      "id": "«_n1»",
      "name": "Webhook",
      "type": "n8n-nodes-base.webhook",
      "typeVersion": 2,
      "webhookId": "«_wh»",
      "credentials": {"httpHeaderAuth": {"id": "«_cr»", "name": "Typeform header"}}
    },
    {
      "parameters": {"url": "https://api.hubapi.com/crm/v3/objects/contacts", "sendHeaders": true,
        "headerParameters": {"parameters": [{"name": "Authorization", "value": "Bearer «a»"}]}},
      "id": "«_n2»",
      "name": "HTTP Request",
      "type": "n8n-nodes-base.httpRequest"
    }
  ]
}
`, V{"_n1": g.uuid(), "_wh": g.uuid(), "_cr": g.an(16), "a": g.hubspot(), "_n2": g.uuid()}, `"path": "lead-intake"`, "Typeform header")

	g.saAdd("saas/workato-api-client-token", `
$ curl -s https://app.eu.workato.com/api/recipes?per_page=1 -H "Authorization: Bearer «a»" | jq '.items[0] | {id, name, running}'
{
  "id": «_id»,
  "name": "New hire: Workday -> Okta -> Slack",
  "running": true
}
`, V{"a": "wrkaus-" + g.hex(64), "_id": g.digits(8)}, "New hire: Workday -> Okta -> Slack")

	g.saAdd("saas/mulesoft-connected-app-anypoint-cli", `
$ cat ~/.anypoint/credentials
{
  "default": {
    "client_id": "«_cid»",
    "client_secret": "«a»",
    "organization": "«_org»",
    "environment": "Sandbox",
    "host": "eu1.anypoint.mulesoft.com"
  }
}
$ anypoint-cli-v4 runtime-mgr cloudhub-application list
`, V{"_cid": g.hex(32), "a": g.s(alHexU+alHex, 32), "_org": g.uuid()}, "eu1.anypoint.mulesoft.com")

	g.saAdd("saas/mulesoft-secure-properties-yaml", `
# src/main/resources/config-dev.yaml
salesforce:
  username: "mule.integration@acme.com.dev"
  password: "«a»"
  securityToken: "«b»"
netsuite:
  consumerKey: "«c»"
  consumerSecret: "«d»"
  tokenId: "«e»"
  tokenSecret: "«f»"
  account: "«_acct»_SB1"
`, V{"a": g.pw(), "b": g.saSFToken(), "c": g.hex(64), "d": g.hex(64), "e": g.hex(64), "f": g.hex(64), "_acct": g.digits(7)}, "mule.integration@acme.com.dev")

	g.saAdd("saas/boomi-atomsphere-api-token", `
# Boomi AtomSphere API: user BOOMI_TOKEN.integration@acme-ABC123 + API token
$ curl -s -u "BOOMI_TOKEN.integration@acme.io:«a»" \
    -H "Accept: application/json" \
    https://api.boomi.com/api/rest/v1/acme-«_acct»/Atom/query -d '{}'
`, V{"a": g.uuid(), "_acct": g.s(alUpNum, 6)}, "BOOMI_TOKEN.integration@acme.io")

	g.saAdd("saas/tray-ifttt-webhook-keys", `
IFTTT_WEBHOOK=https://maker.ifttt.com/trigger/lead_won/with/key/«a»
TRAY_MASTER_TOKEN=«b»
TRAY_SOLUTION_ID=«_tr»
TRAY_GRAPHQL_URL=https://tray.io/graphql
`, V{"a": g.b64u(22), "b": g.hex(64), "_tr": g.uuid()}, "lead_won", "https://tray.io/graphql")

	g.saAdd("saas/pipedream-env-and-source", `
// Pipedream step (Node.js) — project acme-ops
export default defineComponent({
  async run({ steps, $ }) {
    const r = await fetch("https://api.pagerduty.com/incidents?statuses[]=triggered", {
      headers: { Authorization: "Token token=«a»", Accept: "application/vnd.pagerduty+json;version=2" },
    });
    return (await r.json()).incidents.length;
  },
});
// workflow: p_«_wf»   source: dc_«_dc»
`, V{"a": "u+" + g.b64u(18), "_wf": g.an(7), "_dc": g.an(7)}, "application/vnd.pagerduty+json;version=2")
}

// ---- product analytics and CDP ----

func (g *G) saAnalytics() {
	g.saAdd("saas/segment-browser-snippet-benign", `
<script>
  !function(){var i="analytics",analytics=window[i]=window[i]||[];if(!analytics.initialize)if(analytics.invoked)window.console&&console.error&&console.error("Segment snippet included twice.");else{analytics.invoked=!0;
  analytics._writeKey="«_wk»";analytics.SNIPPET_VERSION="5.2.1";
  analytics.load("«_wk»");
  analytics.page();
  }}();
</script>
`, V{"_wk": g.an(32)}, `analytics.SNIPPET_VERSION="5.2.1"`)

	g.saAdd("saas/segment-server-write-key-node", `
// server/analytics.ts — server-side source "api-backend (prod)"
import { Analytics } from '@segment/analytics-node'

export const analytics = new Analytics({ writeKey: '«a»', flushAt: 20 })
analytics.track({ userId: '«_uid»', event: 'Subscription Renewed', properties: { plan: 'team', mrr: 240 } })
`, V{"a": g.an(32), "_uid": g.uuid()}, "Subscription Renewed")

	g.saAdd("saas/segment-public-api-token", `
$ curl -s https://api.segmentapis.com/sources?pagination.count=2 -H "Authorization: Bearer «a»" | jq '.data.sources[] | {id, slug, writeKeys}'
{
  "id": "«_s1»",
  "slug": "web_app_prod",
  "writeKeys": ["«_wk»"]
}
`, V{"a": "sgp_" + g.an(64), "_s1": g.an(22), "_wk": g.an(32)}, "web_app_prod")

	g.saAdd("saas/mixpanel-token-vs-secret", `
# mixpanel.py
MIXPANEL_PROJECT_TOKEN = "«_tok»"        # public, ships in the web bundle
MIXPANEL_PROJECT_ID = «_pid»
MIXPANEL_API_SECRET = "«a»"    # used by the nightly export only

def export(day):
    return requests.get(
        "https://data-eu.mixpanel.com/api/2.0/export",
        params={"from_date": day, "to_date": day, "project_id": MIXPANEL_PROJECT_ID},
        auth=(MIXPANEL_API_SECRET, ""),
    )
`, V{"_tok": g.hex(32), "_pid": g.digits(7), "a": g.hex(32)}, "https://data-eu.mixpanel.com/api/2.0/export")

	g.saAdd("saas/mixpanel-service-account-curl", `
$ curl -s "https://mixpanel.com/api/query/engage?project_id=«_pid»" \
    -u "warehouse-sync.«_sa».mp-service-account:«a»" \
    -d 'where=properties["plan"]=="enterprise"'
`, V{"_pid": g.digits(7), "_sa": g.hex(6), "a": g.an(32)}, `where=properties["plan"]=="enterprise"`)

	g.saAdd("saas/amplitude-api-and-secret-key", `
# .env (analytics-export job)
AMPLITUDE_API_KEY=«_k»
AMPLITUDE_SECRET_KEY=«a»
AMPLITUDE_PROJECT_ID=«_pid»
$ curl -s -u "$AMPLITUDE_API_KEY:$AMPLITUDE_SECRET_KEY" "https://analytics.eu.amplitude.com/api/2/export?start=20250301T00&end=20250301T23" -o export.zip
`, V{"_k": g.hex(32), "a": g.hex(32), "_pid": g.digits(6)}, "$AMPLITUDE_API_KEY:$AMPLITUDE_SECRET_KEY")

	g.saAdd("saas/amplitude-browser-init-benign", `
import * as amplitude from '@amplitude/analytics-browser';
amplitude.init('«_k»', undefined, { serverZone: 'EU', defaultTracking: { sessions: true, pageViews: true } });
`, V{"_k": g.hex(32)}, "serverZone: 'EU'")

	g.saAdd("saas/posthog-project-vs-personal-key", `
POSTHOG_PROJECT_API_KEY=phc_«_k»
POSTHOG_HOST=https://eu.i.posthog.com
POSTHOG_PERSONAL_API_KEY=phx_«a»
POSTHOG_PROJECT_ID=«_pid»
`, V{"_k": g.an(43), "a": g.an(43), "_pid": g.digits(5)}, "https://eu.i.posthog.com")

	g.saAdd("saas/heap-pendo-keys", `
# frontend/index.html loads heap with app id «_heap»
# backend/.env
PENDO_INTEGRATION_KEY=«a»
HEAP_API_KEY=«b»
`, V{"_heap": g.digits(10), "a": g.uuid() + "." + g.uuid(), "b": g.hex(32)}, "PENDO_INTEGRATION_KEY")

	g.saAdd("saas/rudderstack-workspace-token", `
$ cat rudder-config.yaml
workspaceToken: «a»
dataPlaneUrl: https://acmezrx.dataplane.rudderstack.com
sources:
  - name: ios-app
    writeKey: «_wk»
`, V{"a": g.an(27), "_wk": g.an(27)}, "https://acmezrx.dataplane.rudderstack.com")
}

// ---- internal tools, warehouses, connectors and HR systems ----

func (g *G) saDataHR() {
	g.saAdd("saas/retool-self-hosted-docker-env", `
# retool-onpremise/docker.env
DEPLOYMENT_TEMPLATE_TYPE=docker-compose
NODE_ENV=production
POSTGRES_DB=hammerhead_production
POSTGRES_USER=retool_internal_user
POSTGRES_HOST=postgres
POSTGRES_PORT=5432
POSTGRES_PASSWORD=«a»
JWT_SECRET=«b»
ENCRYPTION_KEY=«c»
LICENSE_KEY=«d»
DOMAINS=retool.acme.io -> http://api:3000
`, V{"a": g.an(32), "b": g.an(48), "c": g.an(48), "d": g.uuid() + "-" + g.s(alUpNum, 8)}, "hammerhead_production", "retool_internal_user")

	g.saAdd("saas/retool-resource-export-yaml", `
# retool source control: resources/prod_postgres.yml
name: prod_postgres (read-only)
type: postgresql
options:
  host: prod-replica.cluster-ro-«_cl».eu-west-1.rds.amazonaws.com
  port: "5432"
  databaseName: app
  databaseUsername: retool_ro
  databasePassword: «a»
  ssl: true
uuid: «_uuid»
`, V{"_cl": g.s(alLowNum, 12), "a": g.pwStrong(), "_uuid": g.uuid()}, "retool_ro", "prod_postgres (read-only)")

	g.saAdd("saas/retool-api-token-curl", `
$ curl -s https://acme.retool.com/api/v2/users?limit=1 -H "Authorization: Bearer «a»" | jq '.data[0] | {id, email}'
{
  "id": "«_id»",
  "email": "ana@acme.io"
}
`, V{"a": "retool_01" + g.s(alLowNum, 26), "_id": g.uuid()}, "https://acme.retool.com/api/v2/users?limit=1")

	g.saAdd("saas/airplane-cli-env", `
$ airplane tasks deploy ./tasks/refund_order.ts --yes
  Deploying refund_order...
$ env | grep AIRPLANE
AIRPLANE_API_KEY=«a»
AIRPLANE_TEAM_ID=tea«_team»
AIRPLANE_ENV=prod
`, V{"a": "aap_" + g.an(40), "_team": g.s(alLowNum, 24)}, "AIRPLANE_ENV=prod")

	g.saAdd("saas/snowflake-connections-toml", `
$ cat ~/.snowflake/connections.toml
[default]
account = "acme-analytics"
user = "FIVETRAN_LOADER"
password = "«a»"
role = "LOADER"
warehouse = "LOAD_WH"
database = "RAW"

[keypair]
account = "xy«_loc».eu-central-1"
user = "DBT_PROD"
authenticator = "SNOWFLAKE_JWT"
private_key_file = "~/.ssh/snowflake_dbt.p8"
private_key_file_pwd = "«b»"
`, V{"a": g.pwStrong(), "_loc": g.digits(5), "b": g.pw()}, `user = "FIVETRAN_LOADER"`, "~/.ssh/snowflake_dbt.p8")

	g.saAdd("saas/snowflake-encrypted-p8-key", `
$ cat ~/.ssh/snowflake_dbt.p8
-----BEGIN ENCRYPTED PRIVATE KEY-----
«a»
-----END ENCRYPTED PRIVATE KEY-----
$ snow sql -q "DESC USER DBT_PROD" | grep RSA_PUBLIC_KEY_FP
| RSA_PUBLIC_KEY_FP | SHA256:«_fp» |
`, V{"a": wrap("MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI"+g.s(alB64, 1700), 64), "_fp": g.b64(32)}, "DESC USER DBT_PROD")

	g.saAdd("saas/fivetran-api-basic-connectors", `
$ curl -s -u «_k»:«a» "https://api.fivetran.com/v1/groups/«_grp»/connectors?limit=2" | jq '.data.items[] | {id, service, schema, paused}'
{
  "id": "«_c1»",
  "service": "salesforce",
  "schema": "salesforce_prod",
  "paused": false
}
{
  "id": "«_c2»",
  "service": "hubspot",
  "schema": "hubspot",
  "paused": true
}
`, V{"_k": g.an(16), "a": g.an(32), "_grp": g.s(alLower, 2) + "_" + g.s(alLower, 10), "_c1": g.s(alLower, 2) + "_" + g.s(alLower, 10), "_c2": g.s(alLower, 2) + "_" + g.s(alLower, 10)}, "salesforce_prod")

	k, s := g.an(16), g.an(32)
	g.saAdd("saas/fivetran-terraform-provider-b64-header", `
provider "fivetran" {
  api_key    = "«_k»"
  api_secret = var.fivetran_api_secret
}
# debug: TF_LOG=DEBUG
2025-03-03T10:11:42.501Z [DEBUG] provider.terraform-provider-fivetran_v1.5.1: GET /v1/users/me HTTP/1.1
Authorization: Basic «a»
User-Agent: terraform-provider-fivetran/1.5.1
`, V{"_k": k, "a": b64s(k + ":" + s)}, "var.fivetran_api_secret")

	g.saAdd("saas/workday-refresh-token-integration", `
# workday.properties — REST API client for "Acme HR Sync" (ISU: ISU_HR_Sync)
workday.tenant=acme_preview
workday.rest.endpoint=https://wd3-impl-services1.workday.com/ccx/api/v1/acme_preview
workday.token.endpoint=https://wd3-impl-services1.workday.com/ccx/oauth2/acme_preview/token
workday.client.id=«_cid»
workday.client.secret=«a»
workday.refresh.token=«b»
`, V{"_cid": b64s(g.uuid()), "a": g.s(alLowNum, 88), "b": g.s(alLowNum, 88)}, "ISU_HR_Sync", "workday.tenant=acme_preview")

	g.saAdd("saas/workday-soap-isu-wsse", `
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:bsvc="urn:com.workday/bsvc">
  <soapenv:Header>
    <wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
      <wsse:UsernameToken>
        <wsse:Username>ISU_Payroll_Export@acme</wsse:Username>
        <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">«a»</wsse:Password>
      </wsse:UsernameToken>
    </wsse:Security>
  </soapenv:Header>
  <soapenv:Body>
    <bsvc:Get_Workers_Request bsvc:version="v43.0"/>
  </soapenv:Body>
</soapenv:Envelope>
`, V{"a": g.pwStrong()}, "ISU_Payroll_Export@acme", `bsvc:version="v43.0"`)

	g.saAdd("saas/bamboohr-curl-key-x", `
$ curl -s -u "«a»:x" -H "Accept: application/json" \
    "https://api.bamboohr.com/api/gateway.php/acme/v1/employees/directory" | jq '.employees[:2][] | {id, displayName, department}'
{
  "id": "«_e1»",
  "displayName": "Ana Souza",
  "department": "Engineering"
}
{
  "id": "«_e2»",
  "displayName": "Bo Lind",
  "department": "Finance"
}
`, V{"a": g.hex(40), "_e1": g.digits(3), "_e2": g.digits(3)}, "api/gateway.php/acme/v1/employees/directory")

	g.saAdd("saas/greenhouse-harvest-key-python", `
GREENHOUSE_HARVEST_KEY = "«a»"
ON_BEHALF_OF = «_uid»  # user id of recruiting-ops@acme.io

resp = requests.get(
    "https://harvest.greenhouse.io/v1/applications?status=active&per_page=100",
    auth=(GREENHOUSE_HARVEST_KEY, ""),
    headers={"On-Behalf-Of": str(ON_BEHALF_OF)},
)
`, V{"a": g.hex(32) + "-" + g.digits(1), "_uid": g.digits(7)}, "recruiting-ops@acme.io")

	g.saAdd("saas/greenhouse-webhook-secret-and-board-token", `
# Greenhouse: Configure > Dev Center > Web Hooks > "Candidate hired"
Endpoint URL: https://hr-sync.acme.io/greenhouse/hired
Secret key: «a»
# Job Board API (public): board token "acme" -> https://boards-api.greenhouse.io/v1/boards/acme/jobs
`, V{"a": g.an(32)}, "https://boards-api.greenhouse.io/v1/boards/acme/jobs", "https://hr-sync.acme.io/greenhouse/hired")

	g.saAdd("saas/rippling-personio-hris-env", `
RIPPLING_API_TOKEN=«a»
PERSONIO_CLIENT_ID=papi-«_pid»
PERSONIO_CLIENT_SECRET=papi-«b»
PERSONIO_COMPANY_ID=«_co»
`, V{"a": g.an(64), "_pid": g.uuid(), "b": g.an(64), "_co": g.digits(5)}, "PERSONIO_COMPANY_ID")
}

// ---- forms and scheduling ----

func (g *G) saForms() {
	g.saAdd("saas/typeform-pat-curl-responses", `
$ curl -s "https://api.typeform.com/forms/«_f»/responses?page_size=1&completed=true" -H "Authorization: Bearer «a»" | jq '.items[0] | {response_id, submitted_at, hidden}'
{
  "response_id": "«_r»",
  "submitted_at": "2025-03-02T18:22:09Z",
  "hidden": {"utm_source": "linkedin"}
}
`, V{"_f": g.an(8), "a": g.saTypeform(), "_r": g.s(alLowNum, 32)}, `"utm_source": "linkedin"`)

	g.saAdd("saas/typeform-webhook-secret-create", `
$ curl -s -X PUT "https://api.typeform.com/forms/«_f»/webhooks/hubspot-sync" \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    -d '{"url":"https://hooks.acme.io/typeform","enabled":true,"secret":"«b»","verify_ssl":true}'
`, V{"_f": g.an(8), "a": g.saTypeform(), "b": g.b64u(32)}, "https://hooks.acme.io/typeform")

	g.saAdd("saas/calendly-pat-curl", `
$ curl -s https://api.calendly.com/users/me -H "Authorization: Bearer «a»" | jq '.resource | {uri, current_organization, scheduling_url}'
{
  "uri": "https://api.calendly.com/users/«_u»",
  "current_organization": "https://api.calendly.com/organizations/«_o»",
  "scheduling_url": "https://calendly.com/acme-sales"
}
`, V{"a": g.saCalendly(), "_u": g.uuid(), "_o": g.uuid()}, "https://calendly.com/acme-sales")

	g.saAdd("saas/calendly-webhook-signing-key", `
CALENDLY_WEBHOOK_SIGNING_KEY=«a»
CALENDLY_ORGANIZATION_URI=https://api.calendly.com/organizations/«_o»
CALENDLY_WEBHOOK_URI=https://api.calendly.com/webhook_subscriptions/«_w»
`, V{"a": g.b64u(43), "_o": g.uuid(), "_w": g.uuid()}, "CALENDLY_ORGANIZATION_URI")

	g.saAdd("saas/surveymonkey-access-token", `
import requests

SM_TOKEN = "«a»"
s = requests.Session()
s.headers.update({"Authorization": f"Bearer {SM_TOKEN}", "Content-Type": "application/json"})
surveys = s.get("https://api.surveymonkey.com/v3/surveys?per_page=5").json()["data"]
for sv in surveys:
    print(sv["id"], sv["title"])   # «_sid» Q1 NPS (customers)
`, V{"a": g.s(alAlnum+"-", 72), "_sid": g.digits(9)}, "Q1 NPS (customers)")

	g.saAdd("saas/jotform-google-forms-keys", `
# forms-sync/config.ini
[jotform]
api_key = «a»
form_ids = «_f1», «_f2»
base_url = https://eu-api.jotform.com

[google]
spreadsheet_id = «_sheet»
credentials = ./sa.json
`, V{"a": g.hex(32), "_f1": g.digits(15), "_f2": g.digits(15), "_sheet": "1" + g.b64u(43)}, "https://eu-api.jotform.com")

	g.saAdd("saas/cal-com-api-key", `
$ curl -s "https://api.cal.com/v2/bookings?status=upcoming&take=1" -H "Authorization: Bearer cal_live_«a»" -H "cal-api-version: 2024-08-13"
{"status":"success","data":[{"id":«_id»,"uid":"«_uid»","title":"Intro call between Acme and Ana","status":"accepted"}]}
`, V{"a": g.hex(32), "_id": g.digits(7), "_uid": g.b64u(22)}, "cal-api-version: 2024-08-13")
}

// ---- runbooks, tickets and chat ----

func (g *G) saChat() {
	g.saAdd("saas/chat-offboarding-rotate-list", `
#it-admin  Tue 3 Mar
Nina: Leo's last day was Friday. Rotated so far:
  • Okta API token (his SSWS token «_prev» revoked)
  • Jira automation token
  • the shared Zendesk API token, new one is «a» — updated in 1Password "Zendesk API (support-bot)"
Nina: still to do: HubSpot private app, Slack app signing secret
`, V{"_prev": "00" + g.s(alAlnum, 4) + "…" + g.s(alAlnum, 4), "a": g.an(40)}, "Zendesk API (support-bot)")

	g.saAdd("saas/chat-agent-asks-for-token", `
User: the salesforce sync is failing with INVALID_SESSION_ID, here's the token I have in .env:
SF_ACCESS_TOKEN=«a»
Assistant: That is a session id (access token). It expired; sessions last 2 hours by default. Use the refresh token flow instead of hardcoding the session id, and rotate this one by logging out the integration user.
`, V{"a": g.saSFSession(g.saSFID("00D", false))}, "INVALID_SESSION_ID")

	g.saAdd("saas/runbook-servicenow-break-glass", `
# Runbook: ServiceNow admin break-glass (prod)
Owner: IT Platform
1. Login URL: https://acme.service-now.com/login.do?user_name=admin.breakglass
2. Password (sealed envelope copy, safe B2): «a»
3. After use: reset via "Reset a password" in ServiceNow and log SNOW-CHG in CAB.
MFA exemption group: sys_user_group «_grp»
`, V{"a": g.pwStrong(), "_grp": g.hex(32)}, "admin.breakglass", "Owner: IT Platform")

	g.saAdd("saas/ticket-vendor-sent-creds-email", `
From: onboarding@payroll-partner.example
To: hr-systems@acme.io
Subject: Your SFTP and API credentials – ACME (client 40412)

Hi team,
Please find your credentials for the production integration below.

  SFTP host:     sftp.payroll-partner.example:2222
  SFTP user:     acme_40412
  SFTP password: «a»
  API client id: acme-40412-prod
  API secret:    «b»

The secret will not be shown again. Kind regards, Partner Onboarding
`, V{"a": g.pwStrong(), "b": g.b64u(40)}, "acme-40412-prod", "sftp.payroll-partner.example:2222")

	g.saAdd("saas/chat-hubspot-token-in-thread", `
> @dana where's the token for the HubSpot "Website forms" private app?
found it in the app settings, scopes are forms + crm.objects.contacts.write:
«a»
> ty. putting it in the Vercel env for the marketing site
`, V{"a": g.hubspot()}, "crm.objects.contacts.write")

	g.saAdd("saas/chat-okta-token-pasted-bare", `
[09:12] marco: getting 401 E0000011 Invalid token provided from the okta terraform run
[09:13] marco: token is
[09:13] marco: «a»
[09:14] ana: that one was created by Leo, it got deactivated when his account was suspended. make a new one under the svc-terraform admin
`, V{"a": g.okta()}, "E0000011", "svc-terraform")

	g.saAdd("saas/admin-console-copy-slack-app-creds", `
Basic Information  ·  Acme Incident Bot

App Credentials
These credentials allow your app to access the Slack API. They are secret. Please don't share your app credentials with anyone, include them in public code repositories, or store them in insecure ways.

App ID                  A0«_app»
Date of App Creation    February 11, 2025
Client ID               «_cid»
Client Secret           «a»
Signing Secret          «b»
Verification Token      «c»
`, V{"_app": g.s(alUpNum, 9), "_cid": g.digits(12) + "." + g.digits(13), "a": g.hex(32), "b": g.hex(32), "c": g.an(24)}, "Acme Incident Bot", "February 11, 2025")

	g.saAdd("saas/admin-console-copy-auth0-app", `
Applications > Acme Admin API (Machine to Machine)
Settings
  Name           Acme Admin API
  Domain         acme-prod.eu.auth0.com
  Client ID      «_cid»
  Client Secret  «a»
                 ☐ Reveal client secret
  Description    Used by the billing service to read users
`, V{"_cid": g.an(32), "a": g.b64u(64)}, "acme-prod.eu.auth0.com", "Used by the billing service to read users")

	g.saAdd("saas/csv-integration-inventory", `
system,owner,auth_type,client_id,secret,rotated
Salesforce -> NetSuite,finance-it,oauth_jwt,«_ck»,(key in vault kv/sf/netsuite),2025-01-10
Zendesk -> Jira,support-ops,api_token,support-bot@acme.io,«a»,2024-11-02
Greenhouse -> Workday,hr-systems,basic,ISU_GH_Sync,«b»,2024-09-30
Okta -> Slack,it,scim_bearer,,«c»,2025-02-01
`, V{"_ck": g.saSFKey(), "a": g.an(40), "b": g.pwStrong(), "c": g.xoxp()}, "kv/sf/netsuite", "ISU_GH_Sync")

	g.saAdd("saas/pr-review-comment-zoom-secret", `
src/integrations/zoom.ts
@@ -11,6 +11,8 @@ export const zoom = {
   accountId: process.env.ZOOM_ACCOUNT_ID!,
   clientId: process.env.ZOOM_CLIENT_ID!,
+  // TODO remove before merge
+  clientSecret: '«a»',
 };

reviewer (ana): ❗ please don't hardcode the client secret, it's already in the env; also rotate it since it's now in git history
`, V{"a": g.an(32)}, "process.env.ZOOM_CLIENT_ID!")
}

// ---- benign look-alikes ----

func (g *G) saBenign() {
	g.saAdd("saas/benign-sf-account-export-csv", `
"Id","Name","OwnerId","ParentId","CreatedById","External_Id__c"
"«_a»","Northwind Traders","«_o»","","«_c»","NW-0041"
"«_b»","Northwind Traders - EMEA","«_o»","«_a»","«_c»","NW-0041-EU"
`, V{"_a": g.saSFID("001", true), "_o": g.saSFID("005", true), "_c": g.saSFID("005", true), "_b": g.saSFID("001", true)}, "Northwind Traders - EMEA")

	g.saAdd("saas/benign-sf-setup-audit-trail", `
Date,User,Source Namespace Prefix,Action,Section,Delegate User
"3/3/2025, 9:12:44 AM CET",admin.dana@acme.com,,"Reset password for user integration@acme.com",Manage Users,
"3/3/2025, 9:10:02 AM CET",admin.dana@acme.com,,"Changed Consumer Key for Connected App Acme Data Sync",Connected Apps,
"3/2/2025, 6:41:19 PM CET",admin.dana@acme.com,,"Created permission set Integration_API_Only: «_ps»",Manage Users,
`, V{"_ps": g.saSFID("0PS", false)}, "Reset password for user integration@acme.com", "Integration_API_Only")

	g.saAdd("saas/benign-jira-issues-csv", `
Issue key,Issue id,Summary,Assignee Id,Reporter Id,Sprint,Custom field (Story point estimate)
PLAT-3012,«_i1»,Rotate Okta API tokens,«_a1»,«_a2»,PLAT Sprint 41,3
PLAT-3013,«_i2»,Move Zendesk token to Vault,«_a1»,«_a2»,PLAT Sprint 41,2
`, V{"_i1": g.digits(6), "_i2": g.digits(6), "_a1": g.saAtlID(), "_a2": g.saAtlID()}, "Rotate Okta API tokens", "PLAT Sprint 41")

	g.saAdd("saas/benign-slack-ids-and-permalinks", `
channel=C0«_c» ts=«_ts» thread_ts=«_ts»
permalink: https://acme.slack.com/archives/C0«_c»/p«_p»
team=«_t» enterprise=E0«_e» app=A0«_a» bot=«_b»
`, V{"_c": g.s(alUpNum, 9), "_ts": g.digits(10) + "." + g.digits(6), "_p": g.digits(16), "_t": g.slackT(), "_e": g.s(alUpNum, 9), "_a": g.s(alUpNum, 9), "_b": g.slackB()}, "https://acme.slack.com/archives/C0")

	g.saAdd("saas/benign-okta-apps-list", `
$ okta-cli apps list --filter 'status eq "ACTIVE"'
ID                     LABEL                   SIGN ON    CREATED
«_a»   Salesforce              SAML_2_0   2021-06-14
«_b»   Zendesk                 SAML_2_0   2021-06-14
«_c»   Acme Portal             OIDC       2024-10-02
`, V{"_a": g.saOktaID("0oa"), "_b": g.saOktaID("0oa"), "_c": g.saOktaID("0oa")}, "SAML_2_0")

	g.saAdd("saas/benign-masked-keys-in-consoles", `
HubSpot private app "Website forms"     Access token   pat-na1-********-****-****-****-********«=h»   Show token
SendGrid API keys                        zendesk-outbound   SG.«_sg».**********   Full Access
Twilio Auth Token                        ********************************   [View]
Okta API tokens                          terraform   00«=o»…   Last used 2 hours ago
`, V{"=h": g.hex(4), "_sg": g.b64u(22), "=o": g.an(4)}, "Last used 2 hours ago", "********************************")

	g.saAdd("saas/benign-gws-oauth-client-id-public", `
<!-- Google Sign-In button for the internal tools portal -->
<div id="g_id_onload"
     data-client_id="«_cid»"
     data-login_uri="https://tools.acme.io/auth/google"
     data-auto_prompt="false"
     data-hd="acme.io">
</div>
`, V{"_cid": g.saGClient()}, "https://tools.acme.io/auth/google")

	g.saAdd("saas/benign-webhook-registrations-list", `
$ curl -s https://api.hubapi.com/webhooks/v3/«_app»/subscriptions -H "Authorization: Bearer $HUBSPOT_DEV_TOKEN" | jq '.results[] | {id, eventType, active}'
{"id": "«_s1»", "eventType": "contact.creation", "active": true}
{"id": "«_s2»", "eventType": "deal.propertyChange", "active": true}
$ stripe webhook_endpoints list --limit 1 | jq -r '.data[0].id'
we_«_we»
`, V{"_app": g.digits(7), "_s1": g.digits(7), "_s2": g.digits(7), "_we": "1" + g.an(23)}, "$HUBSPOT_DEV_TOKEN", "deal.propertyChange")

	g.saAdd("saas/benign-servicenow-sys-ids-response", `
{"result":[
 {"sys_id":"«_a»","name":"Acme Portal","u_owner":{"value":"«_o»"},"sys_class_name":"cmdb_ci_service"},
 {"sys_id":"«_b»","name":"Payments API","u_owner":{"value":"«_o»"},"sys_class_name":"cmdb_ci_service"}
]}
`, V{"_a": g.hex(32), "_o": g.hex(32), "_b": g.hex(32)}, "cmdb_ci_service")

	g.saAdd("saas/benign-m365-tenant-and-app-ids", `
$ az ad sp list --display-name "Acme Provisioning" --query "[].{appId:appId, objectId:id, tenant:appOwnerOrganizationId}" -o table
AppId                                 ObjectId                              Tenant
------------------------------------  ------------------------------------  ------------------------------------
«_a»  «_b»  «_t»
`, V{"_a": g.uuid(), "_b": g.uuid(), "_t": g.uuid()}, "Acme Provisioning")

	g.saAdd("saas/benign-notion-airtable-ids-in-urls", `
Spec: https://www.notion.so/acme/Offboarding-automation-«_n»?pvs=4
Tracker: https://airtable.com/«_base»/«_tbl»/«_view»?blocks=hide
Board: https://acme.monday.com/boards/«_mb»/views/«_mv»
List: https://app.clickup.com/«_team»/v/li/«_li»
`, V{"_n": g.hex(32), "_base": "app" + g.an(14), "_tbl": "tbl" + g.an(14), "_view": "viw" + g.an(14), "_mb": g.digits(10), "_mv": g.digits(9), "_team": g.digits(8), "_li": g.digits(12)}, "https://www.notion.so/acme/Offboarding-automation-")

	g.saAdd("saas/benign-segment-mixpanel-public-tokens", `
window.ACME_CONFIG = {
  segmentWriteKey: "«_s»",
  mixpanelToken: "«_m»",
  amplitudeApiKey: "«_a»",
  intercomAppId: "«_i»",
  zendeskWidgetKey: "«_z»"
};
`, V{"_s": g.an(32), "_m": g.hex(32), "_a": g.hex(32), "_i": g.s(alLowNum, 8), "_z": g.uuid()}, "window.ACME_CONFIG")
}
