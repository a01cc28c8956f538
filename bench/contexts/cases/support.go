package cases

import (
	"fmt"
	"net/url"
	"strings"
)

// supportCases adds credentials from customer support and CRM work as a
// coding agent meets it while it builds a helpdesk integration, debugs a
// ticket sync or reads a ticket a customer opened. Sources: Zendesk (API
// email/token basic auth, OAuth tokens and clients, webhook signing
// secrets and bearer targets, Sunshine Conversations and messaging JWT
// keys, Zendesk Chat, Sell, zcli app configs, zenpy, the Ruby and Node
// clients, ticket audits), Freshdesk, Freshservice, Freshchat, Freshsales
// and Freshcaller (API key as the basic auth user, Marketplace iparams,
// automation webhooks), Help Scout (Mailbox API OAuth, Docs API, Beacon
// secure mode, webhooks), Front (API JWTs, app secrets, exports),
// Intercom (access tokens, the Node, Ruby and Python clients, identity
// verification secrets, OAuth, conversations and webhooks), Jira Service
// Management (servicedeskapi, ADF request bodies, automation web
// requests, Opsgenie keys, mail handlers), ServiceNow (table API, OAuth
// password grant, pysnow, MID Server config.xml, RESTMessageV2, incident
// work notes), Kayako, Zammad, osTicket, Chatwoot, Crisp, LiveChat, Drift,
// tawk.to, HappyFox, Gladly, Zoho Desk and Gorgias; CRMs (HubSpot private
// app tokens, hapikeys, CLI config and webhook v3, Salesforce sf org
// display, SFDX auth URLs, simple_salesforce and SOAP logins with the
// security token appended, OAuth password and JWT flows, Data Loader,
// outbound messages, Pipedrive, Zoho CRM refresh tokens, Kustomer, Close,
// Copper, Dynamics 365); chat transcripts and conversation exports,
// forwarded email threads, macros and canned replies, CSV exports of
// tickets, webhook payloads, customers' browser console pastes, OCR text
// of screenshots, remote support sessions (TeamViewer, AnyDesk,
// ScreenConnect, Splashtop, RustDesk, Chrome Remote Desktop, Zoho
// Assist) and password reset flows (Okta, Entra ID, Active Directory, GAM,
// Keycloak, Auth0, WordPress, Drupal, Devise, Laravel, temporary
// passwords in replies). Benign look-alikes: ticket, requester, case,
// conversation and sys ids, order and tracking numbers, attachment
// hashes, masked card numbers, remote support ids, webhook signatures,
// user hashes, public widget keys and placeholders. The case names start
// with "support/".
func (g *G) supportCases() {
	g.supportZendesk()
	g.supportFreshworks()
	g.supportHelpScoutFront()
	g.supportIntercom()
	g.supportJiraSM()
	g.supportServiceNow()
	g.supportOtherDesks()
	g.supportTranscripts()
	g.supportEmailThreads()
	g.supportMacros()
	g.supportHubSpot()
	g.supportSalesforce()
	g.supportOtherCRM()
	g.supportExports()
	g.supportWebhooks()
	g.supportConsole()
	g.supportOCR()
	g.supportRemote()
	g.supportResets()
	g.supportBenign()
}

// ---- helpers used only here ----

// supportAdd is add with "ˋ" standing for a backtick.
func (g *G) supportAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// supportZdTok is a Zendesk API token (40 alphanumerics).
func (g *G) supportZdTok() string { return g.an(40) }

// supportFdKey is a Freshdesk or Freshservice API key.
func (g *G) supportFdKey() string { return g.an(20) }

// supportIcTok is an Intercom access token: base64 of "tok:<id>:1:0".
func (g *G) supportIcTok() string {
	return b64s("tok:" + strings.ReplaceAll(g.uuid(), "-", "_") + ":1:0")
}

// supportSfOrg is a 15-character Salesforce org id (benign).
func (g *G) supportSfOrg() string { return "00D" + g.digits(1) + g.s(alAlnum, 11) }

// supportSfSession is a Salesforce session id / access token for org.
func (g *G) supportSfSession(org string) string {
	return org + "!AQ" + g.s(alAlnum, 1) + "AQ" + g.s(alAlnum+"._", 92)
}

// supportSfRefresh is a Salesforce refresh token.
func (g *G) supportSfRefresh() string { return "5Aep861" + g.s(alAlnum+"._", 80) }

// supportSfKey is a Salesforce connected app consumer key.
func (g *G) supportSfKey() string { return "3MVG9" + g.s(alAlnum+"._", 80) }

// supportSfSecret is a Salesforce connected app consumer secret.
func (g *G) supportSfSecret() string { return g.s(alHexU, 64) }

// supportSfSecTok is a Salesforce security token (appended to passwords).
func (g *G) supportSfSecTok() string { return g.an(24 + g.r.IntN(2)) }

// supportZohoTok is a Zoho OAuth access or refresh token.
func (g *G) supportZohoTok() string { return "1000." + g.hex(32) + "." + g.hex(32) }

// supportZohoClient is a Zoho OAuth client id (benign).
func (g *G) supportZohoClient() string { return "1000." + g.s(alUpNum, 30) }

// supportZohoSecret is a Zoho OAuth client secret.
func (g *G) supportZohoSecret() string { return g.s(alLowNum, 42) }

// supportFrontJWT is a Front API token.
func (g *G) supportFrontJWT(company string) string {
	iat := 1700000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"scopes":["shared:*","private:*","provisioning"],"iat":%d,"iss":"front","sub":"%s","jti":"%s"}`, iat, company, g.hex(16)))
}

// supportKustomerJWT is a Kustomer API key.
func (g *G) supportKustomerJWT() string {
	iat := 1700000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"id":"%s","user":"%s","org":"%s","orgName":"acme","userType":"machine","roles":["org.user.customer.read","org.user.conversation.write","org.user.message.read"],"aud":"urn:consumer","iss":"urn:api","sub":"%s","iat":%d}`, g.hex(24), g.hex(24), g.hex(24), g.hex(24), iat))
}

// supportRemoteID is a TeamViewer or AnyDesk id as people type it (benign).
func (g *G) supportRemoteID() string {
	return fmt.Sprintf("%d %03d %03d", 1+g.r.IntN(1999), g.r.IntN(1000), g.r.IntN(1000))
}

// supportBasic is the value of a Basic Authorization header.
func supportBasic(user, pass string) string { return b64s(user + ":" + pass) }

// ---- Zendesk ----

func (g *G) supportZendesk() {
	g.supportAdd("support/zendesk-curl-email-token", `
$ curl -s https://acmehelp.zendesk.com/api/v2/tickets/«_t».json \
    -u dana.kim@acme.io/token:«a» | jq '.ticket | {id, status, subject, requester_id}'
{
  "id": «_t»,
  "status": "open",
  "subject": "Can't log in after SSO migration",
  "requester_id": «_r»
}
`, V{"_t": g.digits(6), "a": g.supportZdTok(), "_r": g.digits(13)}, "dana.kim@acme.io/token", "acmehelp.zendesk.com")

	zu := "integrations@northwind.com/token"
	zt := g.supportZdTok()
	g.supportAdd("support/zendesk-python-http-debug", `
>>> import http.client, requests
>>> http.client.HTTPConnection.debuglevel = 1
>>> r = requests.get("https://northwind.zendesk.com/api/v2/users/me.json", auth=("«_u»", ZD_TOKEN))
send: b'GET /api/v2/users/me.json HTTP/1.1\r\nHost: northwind.zendesk.com\r\nUser-Agent: python-requests/2.32.3\r\nAccept-Encoding: gzip, deflate\r\nAccept: */*\r\nConnection: keep-alive\r\nAuthorization: Basic «b»\r\n\r\n'
reply: 'HTTP/1.1 200 OK\r\n'
header: Content-Type: application/json; charset=utf-8
header: X-Zendesk-Origin-Server: app-server-7d9c5b7f6-kq2pl
header: X-Request-Id: «_rid»
>>> r.json()["user"]["role"]
'admin'
`, V{"_u": zu, "b": supportBasic(zu, zt), "_rid": g.hex(16) + "-SJC"}, "X-Zendesk-Origin-Server")

	g.supportAdd("support/zendesk-zenpy-config", `
# sync/zendesk_client.py
from zenpy import Zenpy
from zenpy.lib.api_objects import Comment

creds = {
    "email": "support-bot@lumen.health",
    "token": "«a»",
    "subdomain": "lumenhealth",
}
zenpy_client = Zenpy(**creds)


def add_private_note(ticket_id: int, body: str) -> None:
    ticket = zenpy_client.tickets(id=ticket_id)
    ticket.comment = Comment(body=body, public=False)
    zenpy_client.tickets.update(ticket)
`, V{"a": g.supportZdTok()}, "support-bot@lumen.health", `"subdomain": "lumenhealth"`)

	g.supportAdd("support/zendesk-ruby-client-initializer", `
# config/initializers/zendesk.rb
require "zendesk_api"

ZENDESK = ZendeskAPI::Client.new do |config|
  config.url = "https://brightside.zendesk.com/api/v2"
  config.username = "ops@brightside.io"
  config.token = "«a»"
  config.retry = true
  config.raise_error_when_rate_limited = false
  require "logger"
  config.logger = Logger.new($stdout)
end
`, V{"a": g.supportZdTok()}, "https://brightside.zendesk.com/api/v2", `config.username = "ops@brightside.io"`)

	g.supportAdd("support/zendesk-node-client", `
// src/lib/zendesk.ts
import zendesk from 'node-zendesk';

export const zd = zendesk.createClient({
  username: 'api@paperplane.dev',
  token: '«a»',
  subdomain: 'paperplane',
  apiType: ['core'],
});

export async function openTicketsFor(email: string) {
  const users = await zd.users.search({ query: ˋemail:${email}ˋ });
  return zd.tickets.listByUserRequested(users[0].id);
}
`, V{"a": g.supportZdTok()}, "subdomain: 'paperplane'", "api@paperplane.dev")

	g.supportAdd("support/zendesk-zcli-env", `
$ cat .env
# used by zcli in CI (zcli reads these instead of the keychain profile)
ZENDESK_SUBDOMAIN=kitecx
ZENDESK_EMAIL=release-bot@kitecx.com
ZENDESK_API_TOKEN=«a»
ZENDESK_APP_ID=«_app»
$ npx zcli apps:update ./dist
Uploading app... done
Deploying app... done
Successfully updated app: Order Lookup with app_id: «_app»
`, V{"a": g.supportZdTok(), "_app": g.digits(6)}, "ZENDESK_EMAIL=release-bot@kitecx.com")

	g.supportAdd("support/zendesk-oauth-token-create", `
$ curl https://acmehelp.zendesk.com/api/v2/oauth/tokens.json \
  -H "Content-Type: application/json" \
  -d '{"token": {"client_id": «_cid», "scopes": ["tickets:read", "users:read"]}}' \
  -X POST -u admin@acme.io:«p»
{"token":{"url":"https://acmehelp.zendesk.com/api/v2/oauth/tokens/«_id».json","id":«_id»,"user_id":«_uid»,"client_id":«_cid»,"token":"«=short»","refresh_token":null,"created_at":"2024-06-11T09:02:41Z","expires_at":null,"used_at":null,"scopes":["tickets:read","users:read"],"refresh_token_expires_at":null,"full_token":"«a»"}}
`, V{"_cid": g.digits(12), "p": g.pw(), "_id": g.digits(11), "_uid": g.digits(13), "=short": g.hex(10), "a": g.hex(64)}, "admin@acme.io")

	g.supportAdd("support/zendesk-oauth-client-secret", `
POST /api/v2/oauth/clients
Response 201 Created
{
  "client": {
    "id": «_id»,
    "user_id": «_uid»,
    "name": "Warehouse sync (Fivetran)",
    "identifier": "acme_warehouse_sync",
    "company": "Acme Inc",
    "redirect_uri": ["https://fivetran.com/integrations/zendesk/oauth2/return"],
    "secret": "«a»",
    "kind": "confidential",
    "created_at": "2024-05-02T14:31:08Z"
  }
}
`, V{"_id": g.digits(12), "_uid": g.digits(13), "a": g.hex(64)}, `"identifier": "acme_warehouse_sync"`)

	g.supportAdd("support/zendesk-webhook-signing-secret", `
$ curl -s https://acmehelp.zendesk.com/api/v2/webhooks/«_wh»/signing_secret -u "$ZD_EMAIL/token:$ZD_TOKEN"
{"signing_secret":{"algorithm":"SHA256","secret":"«a»"}}
$ echo 'ZENDESK_WEBHOOK_SECRET=«a»' >> .env.local
`, V{"_wh": "01" + g.s(alUpNum, 24), "a": g.b64(32)}, "$ZD_EMAIL/token:$ZD_TOKEN")

	g.supportAdd("support/zendesk-webhook-bearer-terraform", `
resource "zendesk_webhook" "escalations" {
  name           = "Escalate to PagerDuty bridge"
  endpoint       = "https://hooks.acme.io/zendesk/escalate"
  http_method    = "POST"
  request_format = "json"
  status         = "active"
  subscriptions  = ["conditional_ticket_events"]

  authentication {
    type          = "bearer_token"
    add_position  = "header"
    data = {
      token = "«a»"
    }
  }
}
`, V{"a": g.b64u(48)}, "https://hooks.acme.io/zendesk/escalate", `type          = "bearer_token"`)

	g.supportAdd("support/zendesk-sunshine-conversations-curl", `
$ curl https://api.smooch.io/v2/apps/«_app»/conversations?filter[userId]=«_user» \
     --user '«_kid»:«a»'
{"conversations":[{"id":"«_conv»","type":"personal","isDefault":true,"displayName":null,"lastUpdatedAt":"2024-06-10T18:22:04.611Z"}],"meta":{"hasMore":false}}
`, V{"_app": g.hex(24), "_user": g.hex(24), "_kid": "app_" + g.hex(24), "a": g.b64u(86), "_conv": g.hex(24)}, "https://api.smooch.io/v2/apps/")

	g.supportAdd("support/zendesk-messaging-jwt-signing", `
// routes/zendesk-jwt.js: signs the JWT the Web Widget (messaging) asks for
const jwt = require('jsonwebtoken');

const KEY_ID = 'app_«_kid»';
const SECRET = '«a»';

router.get('/zendesk/jwt', requireLogin, (req, res) => {
  const token = jwt.sign(
    { scope: 'user', external_id: String(req.user.id), name: req.user.name, email: req.user.email, email_verified: true },
    SECRET,
    { header: { kid: KEY_ID } },
  );
  res.json({ jwt: token });
});
`, V{"_kid": g.hex(24), "a": g.b64u(86)}, "scope: 'user'")

	g.supportAdd("support/zendesk-ticket-audit-comment", `
{
  "audits": [
    {
      "id": «_au»,
      "ticket_id": «_t»,
      "created_at": "2024-06-12T08:14:55Z",
      "author_id": «_req»,
      "via": {"channel": "web", "source": {"from": {}, "to": {}, "rel": null}},
      "events": [
        {
          "id": «_ev»,
          "type": "Comment",
          "author_id": «_req»,
          "body": "Still getting 'invalid credentials' on the SFTP drop. Here is what we use:\nhost: sftp.ourco-logistics.com\nuser: acme_feed\npass: «p»\nCan you check if the IP allowlist is the problem?",
          "public": true,
          "attachments": []
        }
      ]
    }
  ]
}
`, V{"_au": g.digits(14), "_t": g.digits(6), "_req": g.digits(13), "_ev": g.digits(14), "p": g.pw()}, "sftp.ourco-logistics.com", "acme_feed")

	g.supportAdd("support/zendesk-zcli-apps-config", `
$ cat zcli.apps.config.json
{
  "plan": "silver",
  "app_id": «_app»,
  "parameters": {
    "shopifyDomain": "acme-outdoor.myshopify.com",
    "shopifyAccessToken": "«a»",
    "showRefundButton": "true"
  }
}
$ zcli apps:server
Apps server is running on http://localhost:4567 🚀
Add ?zcli_apps=true to the end of your Zendesk URL to load these apps on your Zendesk account.
`, V{"_app": g.digits(6), "a": "shpat_" + g.hex(32)}, "acme-outdoor.myshopify.com", "?zcli_apps=true")

	g.supportAdd("support/zendesk-chat-api-bearer", `
$ curl -s "https://www.zopim.com/api/v2/chats/search?q=visitor_email:anna.berg@example.se" \
    -H "Authorization: Bearer «a»" | jq '.results[0] | {id, timestamp, type}'
{
  "id": "«_chat»",
  "timestamp": "2024-06-09T11:04:13Z",
  "type": "chat"
}
`, V{"a": g.an(60), "_chat": g.digits(4) + "." + g.digits(5) + "." + g.an(12)}, "anna.berg@example.se")

	g.supportAdd("support/zendesk-sell-token-env", `
# Zendesk Sell (Base) -> warehouse export job
SELL_API_URL=https://api.getbase.com/v2
SELL_ACCESS_TOKEN=«a»
SELL_PAGE_SIZE=100
WAREHOUSE_DSN=postgres://etl:«b»@warehouse.internal:5432/crm
`, V{"a": g.hex(64), "b": g.pwURL()}, "SELL_API_URL=https://api.getbase.com/v2", "warehouse.internal:5432")

	g.supportAdd("support/zendesk-legacy-http-target", `
$ curl -s https://acmehelp.zendesk.com/api/v2/targets.json -u "$ZD_EMAIL/token:$ZD_TOKEN" | jq '.targets[] | select(.type=="http_target")'
{
  "url": "https://acmehelp.zendesk.com/api/v2/targets/«_id».json",
  "id": «_id»,
  "created_at": "2019-11-04T16:10:12Z",
  "type": "http_target",
  "title": "Notify status page",
  "active": true,
  "target_url": "https://status-bridge.acme.io/zendesk",
  "method": "post",
  "username": "zendesk",
  "password": "«p»",
  "content_type": "application/json"
}
`, V{"_id": g.digits(12), "p": g.pwStrong()}, "https://status-bridge.acme.io/zendesk", `"username": "zendesk"`)
}

// ---- Freshdesk, Freshservice, Freshchat, Freshsales ----

func (g *G) supportFreshworks() {
	k := g.supportFdKey()
	g.supportAdd("support/freshdesk-curl-verbose", `
$ curl -v -u «a»:X -H "Content-Type: application/json" -X GET 'https://acmecare.freshdesk.com/api/v2/tickets?updated_since=2024-06-01T00:00:00Z&per_page=2'
*   Trying 104.18.23.116:443...
* Connected to acmecare.freshdesk.com (104.18.23.116) port 443
* Server auth using Basic with user '«a»'
> GET /api/v2/tickets?updated_since=2024-06-01T00:00:00Z&per_page=2 HTTP/2
> Host: acmecare.freshdesk.com
> authorization: Basic «b»
> user-agent: curl/8.5.0
> accept: */*
> content-type: application/json
>
< HTTP/2 200
< x-ratelimit-remaining: 698
< x-request-id: «_rid»
`, V{"a": k, "b": supportBasic(k, "X"), "_rid": g.uuid()}, "acmecare.freshdesk.com")

	g.supportAdd("support/freshdesk-python-requests", `
import requests

FRESHDESK_DOMAIN = "orbitfit"
API_KEY = "«a»"

def create_ticket(email, subject, description):
    r = requests.post(
        f"https://{FRESHDESK_DOMAIN}.freshdesk.com/api/v2/tickets",
        auth=(API_KEY, "X"),
        json={"email": email, "subject": subject, "description": description,
              "priority": 2, "status": 2, "source": 2},
        timeout=10,
    )
    r.raise_for_status()
    return r.json()["id"]
`, V{"a": g.supportFdKey()}, `FRESHDESK_DOMAIN = "orbitfit"`, `auth=(API_KEY, "X")`)

	g.supportAdd("support/freshdesk-php-curl", `
<?php
$api_key = "«a»";
$password = "x";
$yourdomain = "greenleafmarkets";

$ticket_data = json_encode(array(
  "description" => "Refund not received for order #«_ord»",
  "subject" => "Refund status",
  "email" => "m.okafor@example.com",
  "priority" => 1,
  "status" => 2
));
$url = "https://$yourdomain.freshdesk.com/api/v2/tickets";
$ch = curl_init($url);
curl_setopt($ch, CURLOPT_USERPWD, "$api_key:$password");
curl_setopt($ch, CURLOPT_POSTFIELDS, $ticket_data);
`, V{"a": g.supportFdKey(), "_ord": g.digits(7)}, `$yourdomain = "greenleafmarkets"`, `"$api_key:$password"`)

	g.supportAdd("support/freshdesk-ticket-conversation", `
$ curl -s -u "$FD_KEY:X" https://acmecare.freshdesk.com/api/v2/tickets/«_t»/conversations | jq '.[-1] | {id, user_id, incoming, private, body_text}'
{
  "id": «_c»,
  "user_id": «_u»,
  "incoming": true,
  "private": false,
  "body_text": "Hi, the integration stopped syncing last night. I regenerated nothing on our side. Our Mailchimp key is «a» if you need to test. Thanks, Rosa"
}
`, V{"_t": g.digits(5), "_c": g.digits(11), "_u": g.digits(11), "a": g.mailchimp()}, `"$FD_KEY:X"`)

	g.supportAdd("support/freshservice-curl", `
$ curl -u «a»:X -H "Content-Type: application/json" \
  -X POST -d '{ "description": "VPN drops every 10 minutes on macOS 14.5", "subject": "VPN unstable", "email": "j.park@harborbank.com", "priority": 2, "status": 2, "workspace_id": 2 }' \
  'https://harborbank.freshservice.com/api/v2/tickets'
{"ticket":{"id":«_t»,"workspace_id":2,"requester_id":«_r»,"responder_id":null,"source":2,"status":2,"subject":"VPN unstable","display_id":«_t»}}
`, V{"a": g.supportFdKey(), "_t": g.digits(5), "_r": g.digits(11)}, "harborbank.freshservice.com", "j.park@harborbank.com")

	iat := 1700000000 + g.r.IntN(20000000)
	g.supportAdd("support/freshchat-api-bearer", `
$ export FRESHCHAT_TOKEN='«a»'
$ curl -s -H "Authorization: Bearer $FRESHCHAT_TOKEN" -H "Accept: application/json" \
    "https://acme-«_dom».freshchat.com/v2/conversations/«_conv»/messages?items_per_page=1"
{"messages":[{"message_parts":[{"text":{"content":"Order still says processing"}}],"app_id":"«_app»","actor_type":"user","org_actor_id":"«_oa»","id":"«_mid»","channel_id":"«_ch»","conversation_id":"«_conv»","message_type":"normal","actor_id":"«_act»","created_time":"2024-06-11T10:04:45.512Z"}]}
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"iss":"freshchat","sub":"%s","aud":"api","iat":%d,"scope":"agent:read agent:create conversation:read message:create","jti":"%s"}`, g.uuid(), iat, g.uuid())),
		"_dom": g.hex(6), "_conv": g.uuid(), "_app": g.uuid(), "_oa": g.digits(19), "_mid": g.uuid(), "_ch": g.uuid(), "_act": g.uuid()}, "Order still says processing")

	g.supportAdd("support/freshchat-widget-public-token", `
<script src="https://wchat.freshchat.com/js/widget.js"></script>
<script>
  window.fcWidget.init({
    token: "«_tok»",
    host: "https://wchat.freshchat.com",
    externalId: "«_ext»",
    restoreId: "«_rid»",
    firstName: "{{ user.first_name }}"
  });
</script>
`, V{"_tok": g.uuid(), "_ext": "cust_" + g.digits(7), "_rid": g.uuid()}, "https://wchat.freshchat.com/js/widget.js")

	g.supportAdd("support/freshdesk-marketplace-iparams", `
$ cat config/iparam_test_data.json
{
  "freshdesk_domain": "acmecare.freshdesk.com",
  "freshdesk_api_key": "«a»",
  "jira_url": "https://acme.atlassian.net",
  "jira_email": "svc-freshdesk@acme.io",
  "jira_token": "«b»"
}
$ fdk run
Starting the server on port 10001...
To test the app, append ?dev=true to your Freshdesk URL
`, V{"a": g.supportFdKey(), "b": g.atlassian()}, "svc-freshdesk@acme.io", "?dev=true")

	g.supportAdd("support/freshdesk-automation-webhook", `
Automation rule: "Ticket created - push to Slack triage"
  Event:      Ticket is created
  Conditions: Tags contains "priority-customer"
  Action:     Trigger webhook
    Request type: POST
    URL:          https://triage.acme.io/hooks/freshdesk
    Requires authentication: yes
      Username: freshdesk-hook
      Password: «p»
    Custom headers:
      X-Triage-Key: «a»
    Encoding: JSON
    Content: Advanced  {"ticket_id": {{ticket.id}}, "subject": "{{ticket.subject}}"}
`, V{"p": g.pw(), "a": g.hex(40)}, "https://triage.acme.io/hooks/freshdesk", "Username: freshdesk-hook", "{{ticket.id}}")

	g.supportAdd("support/freshsales-token-header", `
$ http GET https://acme.myfreshworks.com/crm/sales/api/contacts/«_c» "Authorization:Token token=«a»"
HTTP/1.1 200 OK
Content-Type: application/json; charset=utf-8

{
    "contact": {
        "id": «_c»,
        "first_name": "Lena",
        "last_name": "Vogt",
        "email": "lena.vogt@example.de",
        "owner_id": «_o»
    }
}
`, V{"_c": g.digits(11), "a": g.b64u(22), "_o": g.digits(11)}, "acme.myfreshworks.com/crm/sales/api/contacts/")

	g.supportAdd("support/freshcaller-api-auth", `
const res = await fetch('https://acmecare.freshcaller.com/api/v1/calls?per_page=50&by_time[from]=2024-06-01', {
  headers: {
    'Accept': 'application/json',
    'X-Api-Auth': '«a»',
  },
});
`, V{"a": g.an(36)}, "https://acmecare.freshcaller.com/api/v1/calls")
}

// ---- Help Scout and Front ----

func (g *G) supportHelpScoutFront() {
	g.supportAdd("support/helpscout-client-credentials", `
$ curl -s -X POST https://api.helpscout.net/v2/oauth2/token \
    --data "grant_type=client_credentials" \
    --data "client_id=«_cid»" \
    --data "client_secret=«a»"
{"token_type":"bearer","access_token":"«b»","expires_in":172800}
$ curl -s https://api.helpscout.net/v2/mailboxes -H "Authorization: Bearer «b»" | jq '._embedded.mailboxes[].name'
"Support"
"Billing"
`, V{"_cid": g.an(32), "a": g.an(32), "b": g.hex(32)}, "https://api.helpscout.net/v2/oauth2/token")

	g.supportAdd("support/helpscout-beacon-secure-mode", `
<?php
// resources/views/partials/beacon.blade.php helper
function beacon_signature(string $email): string
{
    // Help Scout > Manage > Beacons > Support > Installation > Secure Mode
    return hash_hmac('sha256', $email, '«a»');
}
?>
<script>
  Beacon('init', '«_bid»');
  Beacon('identify', {
    name: '{{ $user->name }}',
    email: '{{ $user->email }}',
    signature: '{{ beacon_signature($user->email) }}'
  });
</script>
`, V{"a": g.b64(30), "_bid": g.uuid()}, "Beacon('init', ")

	g.supportAdd("support/helpscout-webhook-verify", `
import base64, hashlib, hmac
from flask import Flask, request, abort

app = Flask(__name__)
HELPSCOUT_WEBHOOK_SECRET = b"«a»"

@app.post("/webhooks/helpscout")
def helpscout():
    sig = request.headers.get("X-HelpScout-Signature", "")
    digest = base64.b64encode(hmac.new(HELPSCOUT_WEBHOOK_SECRET, request.get_data(), hashlib.sha1).digest()).decode()
    if not hmac.compare_digest(sig, digest):
        abort(401)
    event = request.headers["X-HelpScout-Event"]  # convo.created, convo.assigned, ...
    return "", 200
`, V{"a": g.an(40)}, "X-HelpScout-Signature", "convo.assigned")

	g.supportAdd("support/helpscout-docs-api", `
$ curl -s -u «a»:X "https://docsapi.helpscout.net/v1/collections?page=1" | jq '.collections.items[] | {id, name, visibility}'
{
  "id": "«_c1»",
  "name": "Getting started",
  "visibility": "public"
}
`, V{"a": g.hex(40), "_c1": g.hex(24)}, "https://docsapi.helpscout.net/v1/collections")

	g.supportAdd("support/helpscout-env-integration", `
# .env.production (helpdesk-sync)
HELPSCOUT_APP_ID=«_cid»
HELPSCOUT_APP_SECRET=«a»
HELPSCOUT_MAILBOX_ID=«_mb»
HELPSCOUT_DYNAMIC_APP_SECRET=«b»
REDIS_URL=redis://default:«c»@redis-12931.c1.us-east-1-2.ec2.cloud.redislabs.com:12931
`, V{"_cid": g.an(32), "a": g.an(32), "_mb": g.digits(6), "b": g.an(40), "c": g.an(32)}, "redis-12931.c1.us-east-1-2.ec2.cloud.redislabs.com")

	co := "acme-inc"
	g.supportAdd("support/front-api-curl", `
$ curl --request GET \
     --url 'https://api2.frontapp.com/conversations/search/tag%3Atag_«_tag»%20is%3Aopen' \
     --header 'accept: application/json' \
     --header 'authorization: Bearer «a»'
{"_pagination":{"next":null},"_links":{"self":"https://acme-inc.api.frontapp.com/conversations/search/..."},"_results":[{"_links":{"self":"https://acme-inc.api.frontapp.com/conversations/cnv_«_cnv»"},"id":"cnv_«_cnv»","subject":"Invoice PDF missing VAT","status":"unassigned"}],"_total":1}
`, V{"_tag": g.s(alLowNum, 5), "a": g.supportFrontJWT(co), "_cnv": g.s(alLowNum, 8)}, "Invoice PDF missing VAT")

	g.supportAdd("support/front-app-secret-verify", `
// functions/front-webhook.ts  (Front app: "Ticket bridge")
import crypto from 'node:crypto';

const FRONT_APP_SECRET = process.env.FRONT_APP_SECRET ?? '«a»';

export function verify(req: Request, raw: string): boolean {
  const ts = req.headers.get('x-front-request-timestamp')!;
  const expected = crypto.createHmac('sha256', FRONT_APP_SECRET).update(ˋ${ts}:${raw}ˋ).digest('base64');
  return expected === req.headers.get('x-front-signature');
}
`, V{"a": g.hex(32)}, "x-front-request-timestamp", "process.env.FRONT_APP_SECRET")

	g.supportAdd("support/front-message-export", `
$ jq -r '.[] | [.id, .author.email // .recipients[0].handle, .text] | @tsv' front-export-cnv_«_cnv».json
msg_«_m1»	ops@tidewater.io	Hi Front team, our Gmail channel disconnected again. We re-authorized twice.
msg_«_m2»	ops@tidewater.io	If it helps, the shared inbox app password is «p» (it is a Google app password)
msg_«_m3»	support@frontapp.com	Thanks! Please revoke that app password now, we never need it. Reconnect via OAuth instead.
`, V{"_cnv": g.s(alLowNum, 8), "_m1": g.s(alLowNum, 10), "_m2": g.s(alLowNum, 10), "p": strings.Join([]string{g.s(alLower, 4), g.s(alLower, 4), g.s(alLower, 4), g.s(alLower, 4)}, " "), "_m3": g.s(alLowNum, 10)}, "ops@tidewater.io")

	g.supportAdd("support/front-plugin-env", `
VITE_FRONT_PLUGIN_ID=plg_«_pid»
FRONT_API_TOKEN=«a»
FRONT_CHANNEL_ID=cha_«_ch»
FRONT_CHANNEL_SECRET=«b»
`, V{"_pid": g.s(alLowNum, 6), "a": g.supportFrontJWT("tidewater"), "_ch": g.s(alLowNum, 6), "b": g.hex(40)}, "VITE_FRONT_PLUGIN_ID=plg_")
}

// ---- Intercom ----

func (g *G) supportIntercom() {
	g.supportAdd("support/intercom-curl-bearer", `
$ curl -s https://api.intercom.io/contacts/search \
  -H 'Authorization: Bearer «a»' \
  -H 'Intercom-Version: 2.11' -H 'Content-Type: application/json' \
  -d '{"query": {"field": "email", "operator": "=", "value": "k.tanaka@example.jp"}}' | jq '.data[0] | {id, external_id, role}'
{
  "id": "«_id»",
  "external_id": "«_ext»",
  "role": "user"
}
`, V{"a": g.supportIcTok(), "_id": g.hex(24), "_ext": g.digits(6)}, "Intercom-Version: 2.11", "k.tanaka@example.jp")

	g.supportAdd("support/intercom-node-client", `
import { IntercomClient } from 'intercom-client';

const client = new IntercomClient({ token: '«a»' });

export async function tagConversation(conversationId: string, tagId: string, adminId: string) {
  return client.tags.tagConversation({ conversation_id: conversationId, tag_id: tagId, admin_id: adminId });
}
`, V{"a": g.supportIcTok()}, "from 'intercom-client'")

	g.supportAdd("support/intercom-ruby-identity-verification", `
# app/helpers/intercom_helper.rb
module IntercomHelper
  INTERCOM_APP_ID = "«_app»".freeze
  # Settings > Security > Identity verification > Web
  INTERCOM_IDENTITY_SECRET = "«a»".freeze

  def intercom_settings
    {
      app_id: INTERCOM_APP_ID,
      user_id: current_user.id.to_s,
      email: current_user.email,
      user_hash: OpenSSL::HMAC.hexdigest("sha256", INTERCOM_IDENTITY_SECRET, current_user.id.to_s),
    }
  end
end
`, V{"_app": g.s(alLowNum, 8), "a": g.b64u(40)}, "OpenSSL::HMAC.hexdigest", "INTERCOM_APP_ID")

	g.supportAdd("support/intercom-python-client", `
# scripts/close_stale.py
from intercom.client import Client  # pip install python-intercom
import os, datetime

client = Client(personal_access_token=os.environ.get("INTERCOM_TOKEN", "«a»"))
cutoff = int((datetime.datetime.utcnow() - datetime.timedelta(days=14)).timestamp())
for conv in client.conversations.search(query={"field": "updated_at", "operator": "<", "value": cutoff}):
    client.conversations.manage(conv.id, message_type="close", type="admin", admin_id="«_admin»")
`, V{"a": g.supportIcTok(), "_admin": g.digits(7)}, "pip install python-intercom")

	g.supportAdd("support/intercom-oauth-token-exchange", `
$ curl -s https://api.intercom.io/auth/eagle/token \
    -d code=«c» \
    -d client_id=«_cid» \
    -d client_secret=«a»
{"token_type":"Bearer","token":"«b»","access_token":"«b»"}
`, V{"c": g.uuid(), "_cid": g.uuid(), "a": g.uuid(), "b": g.supportIcTok()}, "https://api.intercom.io/auth/eagle/token")

	g.supportAdd("support/intercom-conversation-part-key", `
{
  "type": "conversation",
  "id": "«_cid»",
  "state": "open",
  "conversation_parts": {
    "type": "conversation_part.list",
    "conversation_parts": [
      {
        "type": "conversation_part",
        "id": "«_p1»",
        "part_type": "comment",
        "body": "<p>Here's the AWS key we set in the integration settings, maybe it's the wrong region?</p><p>Access key: «ak»<br>Secret: «a»</p>",
        "author": {"id": "«_au»", "type": "user", "name": "Marek Nowak", "email": "marek@fastcargo.pl"}
      },
      {
        "type": "conversation_part",
        "id": "«_p2»",
        "part_type": "comment",
        "body": "<p>Thanks Marek. For your security please deactivate that key in IAM and create a new one - then paste only the access key ID here.</p>",
        "author": {"id": "«_adm»", "type": "admin", "name": "Sofia"}
      }
    ],
    "total_count": 2
  }
}
`, V{"_cid": g.digits(14), "_p1": g.digits(11), "ak": g.awsID(), "a": g.awsSecret(), "_au": g.hex(24), "_p2": g.digits(11), "_adm": g.digits(7)}, "marek@fastcargo.pl")

	g.supportAdd("support/intercom-messenger-boot-benign", `
<script>
  window.intercomSettings = {
    api_base: "https://api-iam.intercom.io",
    app_id: "«_app»",
    user_id: "«_uid»",
    name: "Grace Liu",
    email: "grace@example.com",
    created_at: 1712345678,
    user_hash: "«_hash»"
  };
</script>
`, V{"_app": g.s(alLowNum, 8), "_uid": g.digits(7), "_hash": g.hex(64)}, "https://api-iam.intercom.io")

	g.supportAdd("support/intercom-webhook-client-secret", `
// Intercom signs notifications with your app's client_secret (X-Hub-Signature: sha1=...)
const INTERCOM_CLIENT_SECRET = '«a»';

app.post('/intercom/webhooks', express.raw({ type: 'application/json' }), (req, res) => {
  const expected = 'sha1=' + crypto.createHmac('sha1', INTERCOM_CLIENT_SECRET).update(req.body).digest('hex');
  if (req.get('X-Hub-Signature') !== expected) return res.sendStatus(401);
  const n = JSON.parse(req.body);
  if (n.topic === 'conversation.user.created') queue.push(n.data.item.id);
  res.sendStatus(200);
});
`, V{"a": g.uuid()}, "conversation.user.created")

	g.supportAdd("support/intercom-env-dump", `
$ heroku config -a helpdesk-bridge
=== helpdesk-bridge Config Vars
DATABASE_URL:               postgres://u«_du»:«a»@ec2-34-202-11-9.compute-1.amazonaws.com:5432/d«_db»
INTERCOM_ACCESS_TOKEN:      «b»
INTERCOM_APP_ID:            «_app»
LOG_LEVEL:                  info
SENTRY_ENVIRONMENT:         production
`, V{"_du": g.s(alLowNum, 13), "a": g.hex(64), "_db": g.s(alLowNum, 13), "b": g.supportIcTok(), "_app": g.s(alLowNum, 8)}, "=== helpdesk-bridge Config Vars", "SENTRY_ENVIRONMENT:         production")
}

// ---- Jira Service Management ----

func (g *G) supportJiraSM() {
	g.supportAdd("support/jsm-servicedeskapi-create", `
$ curl -s --request POST \
  --url 'https://acme.atlassian.net/rest/servicedeskapi/request' \
  --user 'helpdesk-bot@acme.io:«a»' \
  --header 'Accept: application/json' --header 'Content-Type: application/json' \
  --data '{"serviceDeskId":"4","requestTypeId":"27","requestFieldValues":{"summary":"Laptop will not boot","description":"Blue screen after update"},"raiseOnBehalfOf":"«_acct»"}'
{"issueId":"«_iid»","issueKey":"IT-«_n»","requestTypeId":"27","serviceDeskId":"4","currentStatus":{"status":"Waiting for support"}}
`, V{"a": g.atlassian(), "_acct": "712020:" + g.uuid(), "_iid": g.digits(5), "_n": g.digits(4)}, "helpdesk-bot@acme.io", "rest/servicedeskapi/request")

	g.supportAdd("support/jsm-request-adf-description", `
{
  "key": "HELP-«_n»",
  "fields": {
    "summary": "Cannot connect reporting tool to read replica",
    "reporter": {"accountId": "«_acct»", "displayName": "Owen Price"},
    "description": {
      "type": "doc",
      "version": 1,
      "content": [
        {"type": "paragraph", "content": [{"type": "text", "text": "Metabase shows 'connection refused'. Settings we entered:"}]},
        {"type": "codeBlock", "attrs": {"language": "text"}, "content": [{"type": "text", "text": "host=replica-2.db.acme.internal\nport=5432\nuser=metabase_ro\npassword=«p»"}]},
        {"type": "paragraph", "content": [{"type": "text", "text": "Is the replica firewalled from the BI subnet?"}]}
      ]
    }
  }
}
`, V{"_n": g.digits(4), "_acct": "5b10ac8d82e05b22cc7d4ef5", "p": g.pwStrong()}, "replica-2.db.acme.internal", "metabase_ro")

	g.supportAdd("support/jsm-automation-web-request", `
Rule: "P1 incident -> notify vendor bridge"   (Project settings > Automation)
  WHEN  Issue created
  IF    Priority = Highest
  THEN  Send web request
        Web request URL:  https://bridge.vendor-noc.com/api/v1/incidents
        HTTP method:      POST
        Web request body: Custom data
        Headers (optional):
          Authorization    Bearer «a»
          X-Customer-Id    acme-eu
        Wait for response: [x]
  {"summary": "{{issue.summary}}", "key": "{{issue.key}}", "priority": "{{issue.priority.name}}"}
`, V{"a": g.b64u(43)}, "https://bridge.vendor-noc.com/api/v1/incidents", "{{issue.summary}}")

	g.supportAdd("support/jsm-opsgenie-genie-key", `
$ curl -X POST https://api.opsgenie.com/v2/alerts \
    -H "Content-Type: application/json" \
    -H "Authorization: GenieKey «a»" \
    -d '{"message": "Checkout error rate > 5%","alias": "checkout-5xx","responders":[{"name":"Payments","type":"team"}],"priority":"P2"}'
{"result":"Request will be processed","took":0.004,"requestId":"«_rid»"}
`, V{"a": g.uuid(), "_rid": g.uuid()}, "https://api.opsgenie.com/v2/alerts", `"alias": "checkout-5xx"`)

	g.supportAdd("support/jsm-mail-handler-imap", `
Email requests > Add email address > Custom mail server
  Protocol:        IMAP (SSL)
  Server:          imap.office365.com   Port: 993
  Email address:   servicedesk@harborbank.com
  Username:        servicedesk@harborbank.com
  Password:        «p»
  Request type:    Get IT help
  [Test connection]  ✔ Connected, 17 unread messages
`, V{"p": g.pw()}, "servicedesk@harborbank.com", "imap.office365.com")

	g.supportAdd("support/jsm-python-jira-client", `
from jira import JIRA

jira = JIRA(server="https://jira.internal.harborbank.com", token_auth="«a»")  # Data Center PAT
for issue in jira.search_issues('project = SD AND status = "Waiting for customer" AND updated < -7d', maxResults=200):
    jira.transition_issue(issue, "Resolve this issue", comment="Closing: no reply from customer in 7 days.")
`, V{"a": g.b64(33)[:44]}, "https://jira.internal.harborbank.com", `status = "Waiting for customer"`)

	g.supportAdd("support/jsm-customer-comment-export", `
$ curl -s -u "$JIRA_USER:$JIRA_TOKEN" "https://acme.atlassian.net/rest/servicedeskapi/request/HELP-«_n»/comment?public=true" | jq -r '.values[] | "\(.author.displayName): \(.body)"'
Owen Price: Tried again with the new user, still nothing.
Owen Price: FYI the old one was bi_reader / «p» if you want to check the logs for it
Agent Mia (Acme IT): Thanks Owen - I have disabled bi_reader. Please never post passwords on the portal; use the secure form link instead.
`, V{"_n": g.digits(4), "p": g.pw()}, "$JIRA_USER:$JIRA_TOKEN", "bi_reader")
}

// ---- ServiceNow ----

func (g *G) supportServiceNow() {
	inst := "dev" + g.digits(6)
	g.supportAdd("support/servicenow-table-api-curl", `
$ curl "https://«_inst».service-now.com/api/now/table/incident?sysparm_query=active%3Dtrue%5Epriority%3D1&sysparm_limit=1&sysparm_fields=number,sys_id,short_description" \
  --request GET --header "Accept:application/json" --user 'admin':'«p»'
{"result":[{"number":"INC«_inc»","sys_id":"«_sys»","short_description":"Email outage - EU region"}]}
`, V{"_inst": inst, "p": g.pwStrong(), "_inc": "00" + g.digits(5), "_sys": g.hex(32)}, "sysparm_fields=number,sys_id,short_description")

	g.supportAdd("support/servicenow-oauth-password-grant", `
$ curl -s -X POST https://acmeprod.service-now.com/oauth_token.do \
    -d grant_type=password \
    -d client_id=«_cid» \
    -d client_secret='«a»' \
    -d username=svc_snow_sync \
    -d password='«p»'
{"access_token":"«b»","refresh_token":"«c»","scope":"useraccount","token_type":"Bearer","expires_in":1799}
`, V{"_cid": g.hex(32), "a": g.s(alAlnum+"!@#%&*()-_", 12), "p": g.pw(), "b": g.b64u(86), "c": g.b64u(86)}, "https://acmeprod.service-now.com/oauth_token.do", "svc_snow_sync")

	g.supportAdd("support/servicenow-pysnow-client", `
import pysnow

c = pysnow.Client(instance="acmeprod", user="svc_itsm_bot", password="«p»")
incident = c.resource(api_path="/table/incident")
resp = incident.get(query={"assignment_group": "«_grp»", "state": 1}, stream=True)
for rec in resp.all():
    print(rec["number"], rec["short_description"])
`, V{"p": g.pwStrong(), "_grp": g.hex(32)}, `instance="acmeprod"`, "svc_itsm_bot")

	g.supportAdd("support/servicenow-mid-server-config", `
<?xml version="1.0" encoding="UTF-8"?>
<parameters>
  <parameter name="url" value="https://acmeprod.service-now.com/"/>
  <parameter name="mid.instance.username" value="mid_server_user"/>
  <parameter name="mid.instance.password" secure="true" value="«p»"/>
  <parameter name="name" value="MID-DC1-01"/>
  <parameter name="mid.proxy.use_proxy" value="true"/>
  <parameter name="mid.proxy.host" value="proxy.dc1.acme.local"/>
  <parameter name="mid.proxy.port" value="3128"/>
  <parameter name="mid.proxy.username" value="svc_mid_proxy"/>
  <parameter name="mid.proxy.password" secure="true" value="«q»"/>
</parameters>
`, V{"p": g.pwStrong(), "q": g.pw()}, "mid_server_user", "proxy.dc1.acme.local")

	g.supportAdd("support/servicenow-restmessagev2-script", `
// Script Include: VendorTicketBridge (sys_script_include)
var VendorTicketBridge = Class.create();
VendorTicketBridge.prototype = {
    push: function(incGr) {
        var r = new sn_ws.RESTMessageV2();
        r.setEndpoint('https://api.vendor-desk.com/v2/tickets');
        r.setHttpMethod('post');
        r.setBasicAuth('acme_integration', '«p»');
        r.setRequestHeader('X-Api-Key', '«a»');
        r.setRequestBody(JSON.stringify({ ref: incGr.getValue('number'), text: incGr.getValue('short_description') }));
        var resp = r.execute();
        gs.info('VendorTicketBridge: ' + resp.getStatusCode());
    },
    type: 'VendorTicketBridge'
};
`, V{"p": g.pw(), "a": g.hex(40)}, "https://api.vendor-desk.com/v2/tickets", "acme_integration")

	g.supportAdd("support/servicenow-incident-work-notes", `
{
  "result": {
    "number": "INC«_inc»",
    "sys_id": "«_sys»",
    "caller_id": {"link": "https://acmeprod.service-now.com/api/now/table/sys_user/«_u»", "value": "«_u»"},
    "short_description": "Printer queue stuck on PRN-LON-3F",
    "work_notes": "2024-06-12 09:41:07 - Tom Baker (Work notes)\nReset the print server local admin, new creds: PRN-LON-3F\\Administrator / «p» - stored in KeePass later today\n\n2024-06-12 09:12:55 - Tom Baker (Work notes)\nQueue has 214 jobs, spooler restarting every few minutes.",
    "state": "2",
    "assignment_group": {"value": "«_grp»"}
  }
}
`, V{"_inc": "00" + g.digits(5), "_sys": g.hex(32), "_u": g.hex(32), "p": g.pw(), "_grp": g.hex(32)}, "PRN-LON-3F", "Tom Baker")

	g.supportAdd("support/servicenow-env-sync", `
# snow-sync/.env
SN_INSTANCE=acmeprod
SN_USER=svc_snow_sync
SN_PASSWORD='«p»'
SN_CLIENT_ID=«_cid»
SN_CLIENT_SECRET=«a»
SN_TABLES=incident,sc_req_item,change_request
`, V{"p": g.pwStrong(), "_cid": g.hex(32), "a": g.an(16)}, "SN_TABLES=incident,sc_req_item,change_request")
}

// ---- Kayako, Zammad, osTicket, Chatwoot, Crisp, LiveChat, Drift, ... ----

func (g *G) supportOtherDesks() {
	g.supportAdd("support/kayako-classic-signature", `
<?php
// Kayako Classic REST API: signature = base64(hmac_sha256(salt, secretkey))
$apiUrl    = 'https://support.acme-hosting.com/api/index.php?e=/Tickets/Ticket/ListAll/-1/-1/-1/-1';
$apiKey    = '«=ak»';
$secretKey = '«a»';
$salt      = mt_rand();
$signature = base64_encode(hash_hmac('sha256', $salt, $secretKey, true));
$url = $apiUrl . '&apikey=' . $apiKey . '&salt=' . $salt . '&signature=' . urlencode($signature);
`, V{"=ak": g.uuid(), "a": g.b64(64)}, "/Tickets/Ticket/ListAll/")

	g.supportAdd("support/kayako-basic-auth", `
$ curl -s -u "support-bot@acme-hosting.com:«p»" "https://acmehosting.kayako.com/api/v1/cases.json?limit=1&fields=id,subject,status" 
{"status":200,"data":[{"id":«_id»,"subject":"DNS not propagating","status":{"id":1,"resource_type":"case_status"},"resource_type":"case"}],"resource":"case","total_count":4311}
`, V{"p": g.pw(), "_id": g.digits(5)}, "acmehosting.kayako.com")

	g.supportAdd("support/zammad-token-auth", `
$ curl -s -H "Authorization: Token token=«a»" https://helpdesk.lindqvist.se/api/v1/tickets/search?query=state.name:new&limit=3 | jq '.assets.Ticket | keys'
[
  "4212",
  "4215",
  "4219"
]
`, V{"a": g.b64u(64)}, "https://helpdesk.lindqvist.se/api/v1/tickets/search")

	g.supportAdd("support/osticket-api-key", `
$ php -r 'echo json_encode(["alert"=>true,"autorespond"=>true,"source"=>"API","name"=>"Nagios","email"=>"nagios@acme.local","subject"=>"DISK CRITICAL web-03","message"=>"/ 97% full"]);' \
  | curl -s -X POST -H "X-API-Key: «a»" -H "Content-Type: application/json" -d @- https://tickets.acme.local/api/tickets.json
«_n»
`, V{"a": g.s(alHexU, 32), "_n": g.digits(6)}, "https://tickets.acme.local/api/tickets.json", "nagios@acme.local")

	g.supportAdd("support/chatwoot-api-access-token", `
$ curl -s https://app.chatwoot.com/api/v1/accounts/«_acc»/conversations?status=open \
    -H "api_access_token: «a»" | jq '.data.meta'
{
  "mine_count": 3,
  "unassigned_count": 11,
  "assigned_count": 27,
  "all_count": 38
}
`, V{"_acc": g.digits(5), "a": g.an(24)}, "https://app.chatwoot.com/api/v1/accounts/")

	g.supportAdd("support/crisp-plugin-token", `
// crisp-bridge/index.js
const Crisp = require('crisp-api');
const CrispClient = new Crisp();

CrispClient.authenticateTier('plugin', '«_id»', '«a»');

CrispClient.on('message:send', async (msg) => {
  if (msg.website_id !== '«_ws»') return;
  await forwardToSlack(msg.session_id, msg.content);
}).then(() => console.log('Requested to listen to sent messages'));
`, V{"_id": g.uuid(), "a": g.hex(64), "_ws": g.uuid()}, "authenticateTier('plugin'")

	lcAcct := g.uuid()
	lcPat := "dal:" + g.b64u(27)
	g.supportAdd("support/livechat-pat-basic", `
# LiveChat Developer Console > Tools > Personal Access Tokens
ACCOUNT_ID=«_acct»
PAT=«a»
$ curl -s https://api.livechatinc.com/v3.5/agent/action/list_chats \
    -H "Authorization: Basic «b»" -H "Content-Type: application/json" -d '{"limit": 1}'
{"chats_summary":[{"id":"«_chat»","last_thread_summary":{"id":"«_thr»","active":true}}],"found_chats":1}
`, V{"_acct": lcAcct, "a": lcPat, "b": supportBasic(lcAcct, lcPat), "_chat": g.s(alUpNum, 10), "_thr": g.s(alUpNum, 10)}, "https://api.livechatinc.com/v3.5/agent/action/list_chats")

	g.supportAdd("support/drift-oauth-token", `
$ http POST https://driftapi.com/oauth2/token client_id=«_cid» client_secret=«a» code=«c» grant_type=authorization_code
{
    "refresh_token": "«r»",
    "token_type": "bearer",
    "access_token": "«b»",
    "expires_in": 7200,
    "orgId": «_org»
}
`, V{"_cid": g.an(32), "a": g.an(32), "c": g.an(32), "r": g.an(32), "b": g.an(32), "_org": g.digits(7)}, "https://driftapi.com/oauth2/token")

	g.supportAdd("support/tawkto-rest-api", `
$ curl -s -u «a»:«=f» -X POST https://api.tawk.to/v1/chat.list \
    -H 'Content-Type: application/json' \
    -d '{"propertyId":"«_prop»","size":5,"startDate":"2024-06-01T00:00:00.000Z"}' | jq '.data[].id'
"«_c1»"
"«_c2»"
`, V{"a": g.hex(40), "=f": "f", "_prop": g.hex(24), "_c1": g.hex(24), "_c2": g.hex(24)}, "https://api.tawk.to/v1/chat.list")

	g.supportAdd("support/happyfox-api-auth", `
import requests
HAPPYFOX_URL = "https://acmesupport.happyfox.com/api/1.1/json/tickets/"
HAPPYFOX_AUTH = ("«k»", "«a»")   # API key, auth code (Manage > Integrations > API)
r = requests.get(HAPPYFOX_URL, auth=HAPPYFOX_AUTH, params={"status": "_pending", "size": 50})
`, V{"k": g.hex(32), "a": g.hex(32)}, "https://acmesupport.happyfox.com/api/1.1/json/tickets/")

	g.supportAdd("support/gladly-api-token", `
$ curl -s -u "integrations@alpinegear.com:«a»" https://alpinegear.gladly.com/api/v1/customer-profiles?email=tom.r@example.com
[{"id":"«_id»","name":"Tom Reyes","emails":[{"original":"tom.r@example.com"}],"createdAt":"2023-02-12T17:30:00.000Z"}]
`, V{"a": g.b64u(48), "_id": g.b64u(22)}, "alpinegear.gladly.com", "integrations@alpinegear.com")

	g.supportAdd("support/zoho-desk-oauth-header", `
GET /api/v1/tickets?include=contacts&limit=10 HTTP/1.1
Host: desk.zoho.eu
orgId: «_org»
Authorization: Zoho-oauthtoken «a»
Accept: application/json
`, V{"_org": g.digits(9), "a": g.supportZohoTok()}, "Host: desk.zoho.eu")

	g.supportAdd("support/gorgias-basic-auth", `
# gorgias_sync/settings.py
GORGIAS_DOMAIN = "northpeak"
GORGIAS_USER = "ops@northpeak.co"
GORGIAS_API_KEY = "«a»"

session = requests.Session()
session.auth = (GORGIAS_USER, GORGIAS_API_KEY)
session.headers["Accept"] = "application/json"
tickets = session.get(f"https://{GORGIAS_DOMAIN}.gorgias.com/api/tickets", params={"limit": 30, "order_by": "created_datetime:desc"}).json()
`, V{"a": g.hex(64)}, `GORGIAS_USER = "ops@northpeak.co"`, "created_datetime:desc")

	g.supportAdd("support/gorgias-http-integration", `
{
  "id": «_id»,
  "name": "Loyalty points lookup",
  "type": "http",
  "http": {
    "url": "https://loyalty.northpeak.co/api/points?email={{ticket.customer.email}}",
    "method": "GET",
    "headers": {
      "Authorization": "Bearer «a»",
      "Accept": "application/json"
    },
    "triggers": {"ticket-created": true, "ticket-updated": false}
  }
}
`, V{"_id": g.digits(5), "a": "lp_live_" + g.an(32)}, "{{ticket.customer.email}}")

	g.supportAdd("support/kustomer-api-key", `
$ export KUSTOMER_API_KEY='«a»'
$ curl -s https://api.kustomerapp.com/v1/customers/email=ana%40example.com -H "Authorization: Bearer $KUSTOMER_API_KEY" | jq '.data.id'
"«_id»"
`, V{"a": g.supportKustomerJWT(), "_id": g.hex(24)}, "https://api.kustomerapp.com/v1/customers/")
}

// ---- chat transcripts and conversations ----

func (g *G) supportTranscripts() {
	g.supportAdd("support/zendesk-chat-transcript", `
Chat started: 2024-06-11 02:14 PM UTC

(02:14:08 PM) *** Visitor 81467213 joined the chat ***
(02:14:21 PM) Priya: Hi, our webhook deliveries all fail since this morning
(02:14:40 PM) Jonas (Acme Support): Hi Priya! Which endpoint are they going to?
(02:15:02 PM) Priya: https://hooks.ledgerly.app/acme - and we verify with the signing secret «a»
(02:15:31 PM) Jonas (Acme Support): Thanks. I'd suggest rolling that secret after this chat since it's now in the transcript.
(02:15:48 PM) Priya: oh right, will do
(02:16:10 PM) *** Jonas (Acme Support) left the chat ***
`, V{"a": g.whsec()}, "Visitor 81467213", "https://hooks.ledgerly.app/acme")

	g.supportAdd("support/intercom-transcript-markdown", `
## Conversation «_cid» — "API returns 403"
**Ben Ortiz** · Jun 10, 4:02 PM
> getting 403 on every call, key below
> ˋˋˋ
> Authorization: Bearer «a»
> ˋˋˋ

**Alex (Support)** · Jun 10, 4:09 PM
> Looks like the key belongs to your sandbox workspace, but you're calling api.eu. Please rotate it since it was shared here.

**Ben Ortiz** · Jun 10, 4:12 PM
> ahh got it, thx
`, V{"_cid": g.digits(14), "a": "sk_live_" + g.an(48)}, "Ben Ortiz")

	g.supportAdd("support/livechat-transcript-email", `
Subject: Chat transcript with Acme Hosting (Chat ID: «_cid»)

Agent: Nora
Date: Jun 12, 2024

[10:31] Customer: hey, can't get into cPanel since the migration
[10:31] Nora: Sorry about that! What username do you log in with?
[10:32] Customer: greenbean42, password «p»
[10:33] Nora: Thanks - please don't send passwords in chat. I've sent you a reset link to the account email instead.
[10:36] Customer: got it, works now
`, V{"_cid": g.s(alUpNum, 10), "p": g.pw()}, "greenbean42")

	g.supportAdd("support/crisp-conversation-json", `
{
  "error": false,
  "reason": "listed",
  "data": [
    {"session_id": "session_«_s»", "type": "text", "from": "user", "origin": "chat", "content": "my wordpress admin is ops / «p» , the plugin settings page is blank", "fingerprint": «_fp», "timestamp": 1718102411222},
    {"session_id": "session_«_s»", "type": "text", "from": "operator", "origin": "chat", "content": "Thanks! I'll log in and take a look, please change it afterwards.", "fingerprint": «_fp2», "timestamp": 1718102490113}
  ]
}
`, V{"_s": g.uuid(), "p": g.pw(), "_fp": g.digits(15), "_fp2": g.digits(15)}, "the plugin settings page is blank")

	g.supportAdd("support/ticket-customer-env-paste", `
Ticket #«_t» — "Deploy fails with 'could not connect to database'"
Requester: ravi@spicetrail.in
---
Hi team, here is our .env from the server (I removed nothing, sorry for the length):

APP_ENV=production
APP_KEY=«a»
DB_CONNECTION=mysql
DB_HOST=10.0.4.21
DB_DATABASE=spicetrail
DB_USERNAME=spicetrail_app
DB_PASSWORD=«b»
MAIL_MAILER=smtp
MAIL_PASSWORD=«c»

Error started after we moved to your new cluster. Thanks, Ravi
`, V{"_t": g.digits(6), "a": g.laravelKey(), "b": g.pwStrong(), "c": g.sendgrid()}, "ravi@spicetrail.in", "DB_USERNAME=spicetrail_app")

	g.supportAdd("support/ticket-smtp-relay-creds", `
From: helpdesk@printhaus.de
Ticket: [PH-«_t»] Rechnungsversand per Mail funktioniert nicht

Hallo Support,

seit gestern kommen keine Rechnungsmails mehr an. Unsere Einstellungen:
  SMTP-Server: smtp.strato.de
  Port: 465 (SSL)
  Benutzer: rechnung@printhaus.de
  Passwort: «p»

Fehlermeldung: 535 Authentication credentials invalid

Viele Grüße
Jana Köhler
`, V{"_t": g.digits(5), "p": g.pw()}, "smtp.strato.de", "rechnung@printhaus.de")

	g.supportAdd("support/ticket-router-admin-spanish", `
Ticket #«_t» · Abierto · Prioridad: Alta
Cliente: Ferretería López (cliente «_cust»)

Buenos días, el router de la tienda no deja entrar a los TPV desde ayer.
Acceso al panel: http://192.168.1.1
usuario: admin
contraseña: «p»
La red wifi de clientes es "FerreLopez-Invitados" y su clave «w».
Gracias, Marta
`, V{"_t": g.digits(5), "_cust": g.digits(6), "p": g.pw(), "w": g.pwURL()}, "FerreLopez-Invitados")

	g.supportAdd("support/ticket-github-pat-integration", `
Hi,

The GitHub integration shows "Bad credentials" in the project settings. We generated a new fine-grained token yesterday:

    «a»

Repository access: acme-data/pipelines (read-only). Can you check why it's rejected?

— Lucas, acme-data
`, V{"a": g.ghFine()}, "acme-data/pipelines")

	g.supportAdd("support/ticket-ssh-key-attachment-inline", `
Ticket #«_t»  Priority: Urgent  Status: Open
Subject: Deploy key not accepted for git pull

Customer wrote:
We uploaded the public key to the dashboard but pulls still fail. Pasting the key file we use on the server (/home/deploy/.ssh/id_ed25519):

«k»

ssh -T git@git.acmecloud.io -> Permission denied (publickey)
`, V{"_t": g.digits(6), "k": func() string {
		k, _ := g.sshEd25519("deploy@web-01")
		return k.block()
	}()}, "git@git.acmecloud.io", "/home/deploy/.ssh/id_ed25519")

	g.supportAdd("support/ticket-backup-codes", `
Subject: Locked out of my account - 2FA phone lost
Ticket #«_t»

I lost my phone. I still have the backup codes from when I set it up but the login page says they're invalid:

«a»
«b»
«c»

Please help, I need access for payroll today.
Account email: h.mueller@example.at
`, V{"_t": g.digits(6), "a": g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4), "b": g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4), "c": g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4)}, "h.mueller@example.at")

	g.supportAdd("support/ticket-mongodb-uri", `
Case «_case» · Atlas cluster unreachable from app
Reported by: devops@fleetly.io

Connection string we use in the app (copied from the Connect dialog):
mongodb+srv://fleetly_app:«p»@cluster0.«_c».mongodb.net/fleet?retryWrites=true&w=majority&appName=Cluster0

Error: MongoServerSelectionError: connection <monitor> to 18.213.4.90:27017 closed
`, V{"_case": "0" + g.digits(7), "p": g.pwURL(), "_c": g.s(alLowNum, 5)}, "devops@fleetly.io", "MongoServerSelectionError")

	g.supportAdd("support/agent-internal-note-repro", `
[Internal note] — Sam Patel, Jun 12 2024 15:20
Repro'd on customer's staging with their permission. Login for their staging admin (they asked us to keep it to this ticket):
  url:  https://staging.brightcart.shop/admin
  user: support-access@acme.io
  pass: «p»
Bug is in the tax rounding on bundles; escalated to ENG-«_n». Remember to ask them to remove our user after.
`, V{"p": g.pwStrong(), "_n": g.digits(4)}, "https://staging.brightcart.shop/admin", "support-access@acme.io")

	g.supportAdd("support/agent-sends-temp-password", `
Hi Daniel,

Thanks for verifying your identity. I've reset the password on your account (daniel.ross@example.com).

Temporary password: «p»

You'll be asked to pick a new one on first login. This temporary password expires in 24 hours.

Best,
Acme Support — Ticket #«_t»
`, V{"p": g.pw(), "_t": g.digits(6)}, "daniel.ross@example.com")

	g.supportAdd("support/tidio-chat-api-key-french", `
[Tidio] Conversation avec visiteur #«_v» — 11/06/2024
14:02 Visiteur : Bonjour, l'intégration Shopify ne récupère plus les commandes
14:03 Agent (Camille) : Bonjour ! Pouvez-vous vérifier le jeton dans Paramètres > Intégrations ?
14:05 Visiteur : c'est celui-là : «a»
14:06 Agent (Camille) : Merci. Par sécurité, régénérez ce jeton dans Shopify après notre échange.
`, V{"_v": g.digits(6), "a": "shpat_" + g.hex(32)}, "Agent (Camille)")

	g.supportAdd("support/drift-transcript-openai-key", `
Drift conversation «_cid» (Site: acme.ai/pricing)
Visitor (anon-«_anon»): hello, does your plugin support gpt-4o? my key doesnt work
Visitor (anon-«_anon»): «a»
Bot: Thanks! I'm connecting you with someone from our team 👋
Eli (Acme): Hi! Yes it does. Your key format looks fine - check that your org has access to the model. Also please revoke that key since you posted it here.
`, V{"_cid": g.digits(10), "_anon": g.hex(8), "a": g.openai()}, "acme.ai/pricing")

	g.supportAdd("support/help-scout-thread-vpn", `
Conversation #«_n» · Mailbox: IT Support · Status: Active
From: Olivia Grant <olivia.grant@harborbank.com>

Hi IT, I'm travelling and the VPN keeps asking for my password again. I typed it like 6 times: «p»
Is my account locked? My username is ogrant.

Sent from my iPhone
`, V{"_n": g.digits(5), "p": g.pw()}, "olivia.grant@harborbank.com", "Mailbox: IT Support")

	g.supportAdd("support/olark-transcript-stripe", `
Olark transcript · Operator: Kim · Visitor: nicole@bloomstudio.co (Chicago, US)

(1:41:12 PM) nicole: our checkout says "No API key provided"
(1:41:40 PM) Kim: Can you check the Stripe settings page of the plugin?
(1:42:55 PM) nicole: it has publishable key «_pk» and secret «a»
(1:43:30 PM) Kim: Those look right. Is "Test mode" switched on by any chance?
`, V{"_pk": g.pkLive(), "a": g.skLive()}, "nicole@bloomstudio.co")

	g.supportAdd("support/ticket-wifi-psk-retail", `
Store 214 – POS offline
Priority: High | Category: Network | Store manager: Dave Hughes

Dave: The new handhelds can't join the network. SSID is POS-STORE214 and the key on the sticker in the back office is «w». Tried rebooting the AP twice.
Tech note: Handhelds are on WPA3-only firmware, AP is WPA2. Pushed config update to AP-214-01.
`, V{"w": g.pwURL()}, "POS-STORE214", "AP-214-01")

	g.supportAdd("support/ticket-api-key-in-code-block", `
**Subject:** 401 Unauthorized on /v2/shipments
**From:** backend@rapidparcel.nl

ˋˋˋpython
client = ShipAPI(
    api_key="«a»",
    account="RP-«_acc»",
    base_url="https://api.shipapi.io/v2",
)
client.shipments.create(...)
ˋˋˋ
ˋˋˋ
shipapi.errors.AuthError: 401 Unauthorized (request id «_rid»)
ˋˋˋ
`, V{"a": "sa_live_" + g.an(40), "_acc": g.digits(6), "_rid": "req_" + g.an(16)}, "https://api.shipapi.io/v2")

	g.supportAdd("support/ticket-database-dump-creds-japanese", `
件名: データベース移行の件（チケット #«_t»）
担当者様

お世話になっております。移行元DBの接続情報をお送りします。
ホスト: db-old.kawasaki-shoji.co.jp
ポート: 5432
ユーザー名: migrate_user
パスワード: «p»
よろしくお願いいたします。
山田
`, V{"_t": g.digits(6), "p": g.pwStrong()}, "db-old.kawasaki-shoji.co.jp", "migrate_user")
}

// ---- email threads forwarded into tickets ----

func (g *G) supportEmailThreads() {
	g.supportAdd("support/forwarded-outlook-ftp", `
From: Claire Dupont <c.dupont@maison-verte.fr>
Sent: Tuesday, June 11, 2024 9:12 AM
To: support@acme-edi.com
Subject: FW: Accès FTP pour les fichiers EDI

Please see below, our IT sent the access for your team.

________________________________
From: IT Maison Verte <it@maison-verte.fr>
Sent: Monday, June 10, 2024 5:48 PM
To: Claire Dupont <c.dupont@maison-verte.fr>
Subject: Accès FTP pour les fichiers EDI

Serveur : ftp.maison-verte.fr (port 21, TLS explicite)
Identifiant : edi_acme
Mot de passe : «p»
`, V{"p": g.pw()}, "ftp.maison-verte.fr", "edi_acme")

	g.supportAdd("support/forwarded-gmail-vpn", `
---------- Forwarded message ---------
From: Network Team <netops@coastalhealth.org>
Date: Wed, Jun 12, 2024 at 8:03 AM
Subject: Vendor VPN account
To: Raj Mehta <raj.mehta@coastalhealth.org>


Hi Raj, account for Acme's support engineers:

Portal: https://vpn.coastalhealth.org
Username: vendor-acme
Password: «p»
Pre-shared key: «k»

Expires 2024-07-12.
`, V{"p": g.pwStrong(), "k": g.an(24)}, "https://vpn.coastalhealth.org", "vendor-acme")

	g.supportAdd("support/reply-chain-quoted-api-key", `
On Tue, Jun 11, 2024 at 3:44 PM Acme Support <support@acme.io> wrote:
> Hi Wei, could you send the key that shows in Settings > API so we can
> look it up? Only the last 4 characters are needed.
>
> On Tue, Jun 11, 2024 at 2:10 PM Wei Zhang <wei@lotusapps.cn> wrote:
>> Sorry, here's the whole thing: «a»
>> It started failing after I changed the plan.

Ticket #«_t»: please reply above this line
`, V{"a": "ak_live_" + g.hex(40), "_t": g.digits(6)}, "wei@lotusapps.cn")

	g.supportAdd("support/zendesk-email-notification", `
##- Please type your reply above this line -##

Your request (#«_t») has been updated. To add additional comments, reply to this email.

Mateo Ruiz (Acme)
Jun 12, 2024, 10:55 GMT+2

Hi Sarah, your SFTP account is ready:
Host: sftp.acme-data.com
User: «_user»
Password: «p»
The password must be changed at first login.

Sarah Collins
Jun 12, 2024, 09:20 GMT+2

Could you set up SFTP access for our nightly export?

This email is a service from Acme Support. Delivered by Zendesk
[«_ref»]
`, V{"_t": g.digits(6), "_user": "sc_" + g.digits(5), "p": g.pw(), "_ref": g.s(alUpNum, 6) + "-" + g.s(alUpNum, 5)}, "##- Please type your reply above this line -##", "sftp.acme-data.com")

	g.supportAdd("support/eml-forward-headers", `
Return-Path: <bounce+«_b»@mg.acme.io>
Message-ID: <«_mid»@mail.gmail.com>
In-Reply-To: <«_irt»@acme.zendesk.com>
X-Zendesk-Ticket-Id: «_t»
Content-Type: text/plain; charset="UTF-8"

Forwarding from our contractor, hope this helps the debugging:

> DATABASE_URL=postgres://reporting:«p»@pg-prod-ro.internal.hearthly.com:5432/hearthly
> REDIS_URL=rediss://:«r»@cache.hearthly.com:6380/0
`, V{"_b": g.hex(16), "_mid": "CA" + g.b64u(40), "_irt": g.s(alUpNum, 12) + "_" + g.hex(8), "_t": g.digits(6), "p": g.pwURL(), "r": g.an(32)}, "pg-prod-ro.internal.hearthly.com")

	g.supportAdd("support/email-vendor-onboarding", `
Subject: Re: Onboarding - API credentials for sandbox and production
From: partners@payroute.com
To: integrations@acme.io
Cc: support@acme.io

Hello Acme team,

As requested, your credentials:

  Sandbox   client_id: «_sid»   client_secret: «a»
  Production client_id: «_pid»  client_secret: «b»

Webhook signing key (both envs): «c»

Please store these in your secrets manager and confirm receipt.

PayRoute Partner Success
`, V{"_sid": "sbx_" + g.hex(16), "a": g.b64u(40), "_pid": "prd_" + g.hex(16), "b": g.b64u(40), "c": g.hex(64)}, "partners@payroute.com")
}

// ---- macros and canned replies ----

func (g *G) supportMacros() {
	g.supportAdd("support/zendesk-macro-demo-login", `
$ curl -s https://acmehelp.zendesk.com/api/v2/macros/«_id».json -u "$ZD_EMAIL/token:$ZD_TOKEN" | jq '.macro | {title, actions}'
{
  "title": "Sales::Send demo environment access",
  "actions": [
    {"field": "status", "value": "pending"},
    {"field": "comment_value_html", "value": "<p>Hi {{ticket.requester.first_name}},</p><p>Here is access to our shared demo:</p><p>https://demo.acme.io<br>user: demo@acme.io<br>password: «p»</p><p>The demo resets every night.</p>"},
    {"field": "set_tags", "value": "demo_sent"}
  ]
}
`, V{"_id": g.digits(12), "p": g.pw()}, "Sales::Send demo environment access", "{{ticket.requester.first_name}}")

	g.supportAdd("support/freshdesk-canned-guest-wifi", `
Canned response: "Onsite visit – guest Wi-Fi"   Folder: Field Service
-----
Hello {{ticket.contact.name}},

Our technician {{ticket.agent.name}} will arrive on {{ticket.due_by}}. When on site, they can use our guest network:

  Network: ACME-GUEST
  Password: «w»

Regards,
{{ticket.agent.signature}}
`, V{"w": g.pwURL()}, "{{ticket.contact.name}}", "ACME-GUEST")

	g.supportAdd("support/helpscout-saved-reply-sandbox", `
Saved reply: "Sandbox API key (shared)"
Body:
Hi {%customer.firstName,fallback=there%},

You can try the API right away with our public sandbox:

    curl https://sandbox.acmepay.dev/v1/charges -u «a»:

Sandbox keys can't move real money. When you're ready, create your own live key in the dashboard.
`, V{"a": "sk_test_" + g.an(32)}, "{%customer.firstName,fallback=there%}", "https://sandbox.acmepay.dev/v1/charges")

	g.supportAdd("support/intercom-macro-placeholders-benign", `
Macro: Password reset instructions
Visible to: Everyone · Available in: Inbox, Messenger

Hi {{first_name|fallback:"there"}},

You can reset your password here: {{password_reset_url}}
The link expires in 30 minutes. If it expired, just reply and we'll send a new one.

— {{teammate.first_name}} from Acme
`, nil, "{{password_reset_url}}", `{{first_name|fallback:"there"}}`, "{{teammate.first_name}}")

	g.supportAdd("support/gorgias-macro-shopify-staff", `
{
  "name": "Escalate – log into store admin",
  "actions": [
    {"name": "addInternalNote", "arguments": {"body_text": "Tier 2: use the support staff account on the merchant store. Login: cx-support@northpeak.co / «p» (2FA codes in the shared vault under 'Shopify staff')."}},
    {"name": "addTags", "arguments": {"tags": "escalated,tier2"}}
  ],
  "usage": 412
}
`, V{"p": g.pw()}, "cx-support@northpeak.co", "escalated,tier2")

	g.supportAdd("support/text-expander-snippets", `
# ~/.config/espanso/match/support.yml
matches:
  - trigger: ";sig"
    replace: "Best,\nNina — Acme Support"
  - trigger: ";vpnpw"
    replace: "«p»"
  - trigger: ";adminpw"
    replace: "«q»"
  - trigger: ";kb"
    replace: "https://help.acme.io/hc/en-us/articles/{{article}}"
`, V{"p": g.pw(), "q": g.pwStrong()}, `trigger: ";vpnpw"`, "https://help.acme.io/hc/en-us/articles/{{article}}")
}

// ---- HubSpot ----

func (g *G) supportHubSpot() {
	g.supportAdd("support/hubspot-private-app-curl", `
$ curl --request GET \
  --url 'https://api.hubapi.com/crm/v3/objects/tickets?limit=2&properties=subject,hs_pipeline_stage' \
  --header 'authorization: Bearer «a»'
{"results":[{"id":"«_t1»","properties":{"createdate":"2024-06-10T12:01:55.204Z","hs_object_id":"«_t1»","hs_pipeline_stage":"1","subject":"Invoice not received"},"archived":false}],"paging":{"next":{"after":"«_t2»"}}}
`, V{"a": g.hubspot(), "_t1": g.digits(10), "_t2": g.digits(10)}, "hs_pipeline_stage")

	g.supportAdd("support/hubspot-node-client", `
const hubspot = require('@hubspot/api-client');

const hubspotClient = new hubspot.Client({
  accessToken: process.env.HUBSPOT_TOKEN || '«a»',
  numberOfApiCallRetries: 3,
});

module.exports.createTicket = (subject, contactId) =>
  hubspotClient.crm.tickets.basicApi.create({
    properties: { subject, hs_pipeline: '0', hs_pipeline_stage: '1' },
    associations: [{ to: { id: contactId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 16 }] }],
  });
`, V{"a": "pat-eu1-" + g.uuid()}, "@hubspot/api-client", "HUBSPOT_DEFINED")

	g.supportAdd("support/hubspot-legacy-hapikey-php", `
// legacy/contact_sync.php (from 2019, still on cron)
$hapikey = "«a»";
$endpoint = "https://api.hubapi.com/contacts/v1/contact/createOrUpdate/email/" . urlencode($email) . "/?hapikey=" . $hapikey;
$ch = curl_init($endpoint);
curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode(["properties" => [["property" => "lifecyclestage", "value" => "customer"]]]));
curl_setopt($ch, CURLOPT_HTTPHEADER, ["Content-Type: application/json"]);
// Warning: HubSpot sunset API keys on 2022-11-30 -> returns 401 "This hapikey doesn't exist"
`, V{"a": g.uuid()}, "contacts/v1/contact/createOrUpdate/email/")

	g.supportAdd("support/hubspot-cli-config", `
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
        expiresAt: '2024-06-12T11:41:09.212Z'
`, V{"_pid": g.digits(8), "a": "CiRuYTEt" + g.b64u(112), "b": "CJ" + g.b64u(146)}, "authType: personalaccesskey", "defaultPortal: acme-prod")

	g.supportAdd("support/hubspot-webhook-v3-verify", `
# HubSpot app "Acme Helpdesk Sync" (app id «_app»)
HUBSPOT_CLIENT_ID = "«_cid»"
HUBSPOT_CLIENT_SECRET = "«a»"

def valid_v3(request) -> bool:
    ts = request.headers["X-HubSpot-Request-Timestamp"]
    if abs(time.time() * 1000 - int(ts)) > 300_000:
        return False
    source = request.method + request.url + request.get_data(as_text=True) + ts
    digest = base64.b64encode(hmac.new(HUBSPOT_CLIENT_SECRET.encode(), source.encode(), hashlib.sha256).digest()).decode()
    return hmac.compare_digest(digest, request.headers["X-HubSpot-Signature-v3"])
`, V{"_app": g.digits(7), "_cid": g.uuid(), "a": g.uuid()}, "X-HubSpot-Signature-v3")

	g.supportAdd("support/hubspot-oauth-refresh", `
$ curl -s -X POST https://api.hubapi.com/oauth/v1/token \
    -H 'Content-Type: application/x-www-form-urlencoded;charset=utf-8' \
    --data 'grant_type=refresh_token&client_id=«_cid»&client_secret=«a»&refresh_token=«r»'
{"token_type":"bearer","refresh_token":"«r»","access_token":"«b»","expires_in":1800}
`, V{"_cid": g.uuid(), "a": g.uuid(), "r": "na1-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(12), "b": "CJ" + g.b64u(146)}, "https://api.hubapi.com/oauth/v1/token")
}

// ---- Salesforce ----

func (g *G) supportSalesforce() {
	org := g.supportSfOrg()
	g.supportAdd("support/salesforce-sf-org-display", `
$ sf org display --target-org acme-uat --verbose
Warning: This command will expose sensitive information that allows for subsequent activity using your current authenticated session.
Sharing this information is equivalent to logging someone in under the current credential, resulting in unintended access and escalation of privilege.

=== Org Description

 KEY              VALUE
 ──────────────── ──────────────────────────────────────────────────────────────
 Access Token     «a»
 Alias            acme-uat
 Api Version      61.0
 Client Id        PlatformCLI
 Connected Status Connected
 Id               «_id»
 Instance Url     https://acme--uat.sandbox.my.salesforce.com
 Sfdx Auth Url    force://PlatformCLI::«r»@acme--uat.sandbox.my.salesforce.com
 Username         dana.kim@acme.com.uat
`, V{"a": g.supportSfSession(org), "_id": org + g.s(alUpper, 3), "r": g.supportSfRefresh()}, "https://acme--uat.sandbox.my.salesforce.com", "dana.kim@acme.com.uat")

	g.supportAdd("support/salesforce-simple-salesforce", `
from simple_salesforce import Salesforce

sf = Salesforce(
    username="integration.user@acme.com",
    password="«p»",
    security_token="«t»",
    domain="login",
)
open_cases = sf.query_all("SELECT Id, CaseNumber, Subject FROM Case WHERE IsClosed = false AND Origin = 'Email'")
print(open_cases["totalSize"])
`, V{"p": g.pw(), "t": g.supportSfSecTok()}, "integration.user@acme.com", "SELECT Id, CaseNumber, Subject FROM Case")

	g.supportAdd("support/salesforce-soap-login-concat", `
$ cat login.xml
<?xml version="1.0" encoding="utf-8" ?>
<env:Envelope xmlns:xsd="http://www.w3.org/2001/XMLSchema"
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    xmlns:env="http://schemas.xmlsoap.org/soap/envelope/">
  <env:Body>
    <n1:login xmlns:n1="urn:partner.soap.sforce.com">
      <n1:username>etl@acme.com</n1:username>
      <n1:password>«p»«t»</n1:password>
    </n1:login>
  </env:Body>
</env:Envelope>
$ curl https://login.salesforce.com/services/Soap/u/61.0 -H "Content-Type: text/xml; charset=UTF-8" -H "SOAPAction: login" -d @login.xml
`, V{"p": g.pwURL(), "t": g.supportSfSecTok()}, "<n1:username>etl@acme.com</n1:username>")

	org2 := g.supportSfOrg()
	g.supportAdd("support/salesforce-oauth-password-flow", `
$ curl -s https://login.salesforce.com/services/oauth2/token \
  -d grant_type=password \
  -d client_id=«=ck» \
  -d client_secret=«a» \
  -d username=svc-helpdesk@acme.com \
  -d password=«p»«t» | jq .
{
  "access_token": "«b»",
  "instance_url": "https://acme.my.salesforce.com",
  "id": "https://login.salesforce.com/id/«_org»/«_uid»",
  "token_type": "Bearer",
  "issued_at": "1718190012345",
  "signature": "«_sig»"
}
`, V{"=ck": g.supportSfKey(), "a": g.supportSfSecret(), "p": g.pwURL(), "t": g.supportSfSecTok(), "b": g.supportSfSession(org2), "_org": org2 + g.s(alUpper, 3), "_uid": "005" + g.s(alAlnum, 15), "_sig": g.b64(32)}, "svc-helpdesk@acme.com", "https://acme.my.salesforce.com")

	g.supportAdd("support/salesforce-jsforce-login", `
const jsforce = require('jsforce');
const conn = new jsforce.Connection({ loginUrl: 'https://test.salesforce.com', version: '61.0' });

const SF_USER = 'support-sync@acme.com.partial';
const SF_PASS = '«p»';
const SF_TOKEN = '«t»';

await conn.login(SF_USER, SF_PASS + SF_TOKEN);
const res = await conn.sobject('Case').find({ Status: 'New' }, 'Id, CaseNumber, Subject').limit(100);
`, V{"p": g.pw(), "t": g.supportSfSecTok()}, "support-sync@acme.com.partial", "https://test.salesforce.com")

	g.supportAdd("support/salesforce-sfdx-url-file", `
$ cat ./authFile.txt
force://PlatformCLI::«r»@acme.my.salesforce.com
$ sf org login sfdx-url --sfdx-url-file ./authFile.txt --alias acme-prod
Successfully authorized ops@acme.com with org ID «_id»
`, V{"r": g.supportSfRefresh(), "_id": g.supportSfOrg() + g.s(alUpper, 3)}, "sf org login sfdx-url --sfdx-url-file ./authFile.txt", "ops@acme.com")

	key := g.rsaPEM()
	g.supportAdd("support/salesforce-jwt-bearer-key", `
$ sf org login jwt --client-id «=ck» --jwt-key-file certs/server.key --username ci-deploy@acme.com --alias ci --instance-url https://login.salesforce.com
Successfully authorized ci-deploy@acme.com with org ID «_id»
$ cat certs/server.key
«k»
`, V{"=ck": g.supportSfKey(), "_id": g.supportSfOrg() + g.s(alUpper, 3), "k": key.block()}, "ci-deploy@acme.com", "certs/server.key")

	g.supportAdd("support/salesforce-dataloader-config", `
# dataloader/conf/config.properties
sfdc.endpoint=https://acme.my.salesforce.com
sfdc.username=dataloader@acme.com
sfdc.password=«p»«t»
sfdc.proxyHost=proxy.corp.acme.com
sfdc.proxyPort=8080
sfdc.proxyUsername=svc_dataloader
sfdc.proxyPassword=«q»
process.operation=extract
sfdc.extractionSOQL=SELECT Id, CaseNumber, Status, Description FROM Case WHERE LastModifiedDate = YESTERDAY
`, V{"p": g.pwURL(), "t": g.supportSfSecTok(), "q": g.pw()}, "sfdc.username=dataloader@acme.com", "proxy.corp.acme.com")

	org3 := g.supportSfOrg()
	g.supportAdd("support/salesforce-outbound-message", `
POST /sf/outbound HTTP/1.1
Host: hooks.acme.io
SOAPAction: ""
Content-Type: text/xml; charset=utf-8

<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
 <soapenv:Body>
  <notifications xmlns="http://soap.sforce.com/2005/09/outbound">
   <OrganizationId>«_org»</OrganizationId>
   <ActionId>04k«_act»</ActionId>
   <SessionId>«a»</SessionId>
   <EnterpriseUrl>https://acme.my.salesforce.com/services/Soap/c/61.0/«_org»</EnterpriseUrl>
   <Notification>
    <Id>04l«_n»</Id>
    <sObject xsi:type="sf:Case" xmlns:sf="urn:sobject.enterprise.soap.sforce.com">
     <sf:Id>500«_case»</sf:Id>
     <sf:CaseNumber>«_num»</sf:CaseNumber>
     <sf:Status>Escalated</sf:Status>
    </sObject>
   </Notification>
  </notifications>
 </soapenv:Body>
</soapenv:Envelope>
`, V{"_org": org3 + g.s(alUpper, 3), "_act": g.s(alAlnum, 15), "a": g.supportSfSession(org3), "_n": g.s(alAlnum, 15), "_case": g.s(alAlnum, 15), "_num": "0" + g.digits(7)}, "http://soap.sforce.com/2005/09/outbound")

	org4 := g.supportSfOrg()
	g.supportAdd("support/salesforce-apex-debug-session", `
61.0 APEX_CODE,DEBUG;APEX_PROFILING,INFO;CALLOUT,INFO;DB,INFO
12:04:18.0 (1224731)|USER_INFO|[EXTERNAL]|005«_u»|support.lead@acme.com|(GMT-07:00) Pacific Daylight Time (America/Los_Angeles)|GMT-07:00
12:04:18.0 (2201457)|EXECUTION_STARTED
12:04:18.0 (9810233)|USER_DEBUG|[14]|DEBUG|session for callout: «a»
12:04:18.0 (10441892)|CALLOUT_REQUEST|[22]|System.HttpRequest[Endpoint=callout:Zendesk_API/api/v2/tickets.json, Method=POST]
12:04:19.0 (871204113)|CALLOUT_RESPONSE|[22]|System.HttpResponse[Status=Created, StatusCode=201]
`, V{"_u": g.s(alAlnum, 12), "a": g.supportSfSession(org4)}, "callout:Zendesk_API/api/v2/tickets.json", "support.lead@acme.com")

	g.supportAdd("support/salesforce-node-env", `
# services/case-sync/.env
SF_LOGIN_URL=https://login.salesforce.com
SF_CLIENT_ID=«=ck»
SF_CLIENT_SECRET=«a»
SF_USERNAME=case-sync@acme.com
SF_PASSWORD=«p»
SF_SECURITY_TOKEN=«t»
SF_API_VERSION=61.0
`, V{"=ck": g.supportSfKey(), "a": g.supportSfSecret(), "p": g.pwStrong(), "t": g.supportSfSecTok()}, "SF_USERNAME=case-sync@acme.com", "SF_API_VERSION=61.0")
}

// ---- other CRMs ----

func (g *G) supportOtherCRM() {
	g.supportAdd("support/pipedrive-api-token-query", `
$ curl -s "https://acmesales.pipedrive.com/api/v1/deals?status=open&limit=2&api_token=«a»" | jq '.data[] | {id, title, value, person_id: .person_id.value}'
{
  "id": «_d1»,
  "title": "Northwind – 50 seats",
  "value": 24000,
  "person_id": «_p1»
}
`, V{"a": g.hex(40), "_d1": g.digits(4), "_p1": g.digits(5)}, "acmesales.pipedrive.com")

	g.supportAdd("support/pipedrive-node-config", `
import { Configuration, DealsApi } from 'pipedrive/v1';

const apiConfig = new Configuration({
  apiKey: '«a»',
  basePath: 'https://acmesales.pipedrive.com/api/v1',
});
export const deals = new DealsApi(apiConfig);
`, V{"a": g.hex(40)}, "https://acmesales.pipedrive.com/api/v1")

	g.supportAdd("support/zoho-crm-refresh-grant", `
$ curl -s -X POST "https://accounts.zoho.eu/oauth/v2/token?refresh_token=«r»&client_id=«_cid»&client_secret=«a»&grant_type=refresh_token"
{"access_token":"«b»","scope":"ZohoCRM.modules.ALL ZohoCRM.settings.READ","api_domain":"https://www.zohoapis.eu","token_type":"Bearer","expires_in":3600}
`, V{"r": g.supportZohoTok(), "_cid": g.supportZohoClient(), "a": g.supportZohoSecret(), "b": g.supportZohoTok()}, "https://accounts.zoho.eu/oauth/v2/token")

	g.supportAdd("support/zoho-crm-python-sdk-store", `
$ cat zcrm_oauthtokens.txt   # FileStore of zohocrmsdk
user_mail,client_id,client_secret,refresh_token,access_token,grant_token,expiry_time,redirect_url,id,api_domain
crm-bot@acme.io,«_cid»,«a»,«r»,«b»,,1718201843000,https://acme.io/zoho/callback,«_id»,https://www.zohoapis.com
`, V{"_cid": g.supportZohoClient(), "a": g.supportZohoSecret(), "r": g.supportZohoTok(), "b": g.supportZohoTok(), "_id": g.digits(18)}, "crm-bot@acme.io", "zcrm_oauthtokens.txt")

	g.supportAdd("support/close-crm-api-key", `
$ curl -s -u «a»: "https://api.close.com/api/v1/lead/?query=status:%22Potential%22&_limit=1&_fields=id,display_name"
{"has_more":true,"total_results":312,"data":[{"id":"lead_«_l»","display_name":"Harbor Logistics"}]}
`, V{"a": "api_" + g.an(22) + "." + g.an(22), "_l": g.an(43)}, "https://api.close.com/api/v1/lead/")

	g.supportAdd("support/copper-crm-headers", `
headers = {
    "X-PW-AccessToken": "«a»",
    "X-PW-Application": "developer_api",
    "X-PW-UserEmail": "revops@lumen.health",
    "Content-Type": "application/json",
}
resp = requests.post("https://api.copper.com/developer_api/v1/people/search", headers=headers, json={"page_size": 25})
`, V{"a": g.hex(32)}, "revops@lumen.health", `"X-PW-Application": "developer_api"`)

	g.supportAdd("support/dynamics365-client-credentials", `
$ curl -s -X POST https://login.microsoftonline.com/«_tenant»/oauth2/v2.0/token \
    -d client_id=«_cid» \
    -d scope=https://acmecrm.crm4.dynamics.com/.default \
    -d client_secret=«a» \
    -d grant_type=client_credentials | jq -r .access_token | cut -c1-20
eyJ0eXAiOiJKV1QiLCJh
$ curl -s -H "Authorization: Bearer $TOKEN" "https://acmecrm.crm4.dynamics.com/api/data/v9.2/incidents?\$select=title,ticketnumber&\$top=1"
{"@odata.context":"https://acmecrm.crm4.dynamics.com/api/data/v9.2/$metadata#incidents(title,ticketnumber)","value":[{"title":"Damaged pallet","ticketnumber":"CAS-«_tn»-«=x»"}]}
`, V{"_tenant": g.uuid(), "_cid": g.uuid(), "a": g.azSecret(), "_tn": g.digits(5), "=x": g.s(alUpNum, 6)}, "https://acmecrm.crm4.dynamics.com/.default")

	g.supportAdd("support/activecampaign-api-token", `
# config/activecampaign.yml
production:
  url: https://acmeinc.api-us1.com
  api_key: «a»
  list_id: 7
  support_automation_id: 41
`, V{"a": g.hex(72)}, "https://acmeinc.api-us1.com", "support_automation_id: 41")

	g.supportAdd("support/salesloft-bearer", `
$ http GET https://api.salesloft.com/v2/people "page==1" "per_page==2" "Authorization:Bearer «a»"
HTTP/1.1 200 OK
x-ratelimit-remaining-minute: 599

{"metadata":{"paging":{"per_page":2,"current_page":1,"next_page":2}},"data":[{"id":«_id»,"email_address":"m.chen@example.com"}]}
`, V{"a": "ak_" + g.hex(64), "_id": g.digits(9)}, "https://api.salesloft.com/v2/people")
}

// ---- CSV and other exports of tickets ----

func (g *G) supportExports() {
	g.supportAdd("support/zendesk-csv-export", `
$ head -4 export-2024-06-12-tickets.csv
Id,Subject,Status,Priority,Requester,Requester id,Organization,Created at,Description
«_t1»,"Password reset link expired",Solved,Normal,alice@example.com,«_r1»,Example Co,2024-06-10 08:11,"The link in the email says expired, can you resend?"
«_t2»,"FTP upload fails",Open,High,bob@bakerbros.com,«_r2»,Baker Bros,2024-06-11 13:40,"Using host ftp.bakerbros.com user bakerftp pass «p» - getting 530 login incorrect"
«_t3»,"Invoice copy",Pending,Low,carol@example.org,«_r3»,,2024-06-11 17:02,"Please send invoice INV-«_inv» again"
`, V{"_t1": g.digits(6), "_r1": g.digits(13), "_t2": g.digits(6), "_r2": g.digits(13), "p": g.pw(), "_t3": g.digits(6), "_r3": g.digits(13), "_inv": g.digits(6)}, "bakerftp", "ftp.bakerbros.com")

	g.supportAdd("support/freshdesk-csv-export", `
Ticket ID,Subject,Status,Priority,Source,Type,Agent,Group,Created time,Resolved time,Description
«_t1»,Cannot connect POS to cloud,Open,Urgent,Email,Incident,Ana Lima,Tier 2,2024-06-12 09:14:22,,"Store code BR-«_sc». Installer asked for the activation token, we used «a» from the welcome email"
«_t2»,Change billing address,Closed,Low,Portal,Question,Ana Lima,Billing,2024-06-10 11:02:47,2024-06-10 15:30:01,"New address: Rua das Flores 120, Porto"
`, V{"_t1": g.digits(5), "_sc": g.digits(4), "a": g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5), "_t2": g.digits(5)}, "Cannot connect POS to cloud", "Rua das Flores 120, Porto")

	g.supportAdd("support/jira-csv-export", `
Summary,Issue key,Issue id,Issue Type,Status,Reporter,Created,Description
"Reporting DB creds rotated, dashboards broken",SD-«_n»,«_id»,Service Request,Done,mlopez,12/Jun/24 10:05 AM,"New creds from DBA: user {{grafana_ro}} pass «p» -- please update the Grafana datasource"
"Access request: S3 bucket acme-exports",SD-«_n2»,«_id2»,Access,In Progress,jwu,12/Jun/24 11:40 AM,"Need read access for the quarterly export job"
`, V{"_n": g.digits(4), "_id": g.digits(5), "p": g.pwStrong(), "_n2": g.digits(4), "_id2": g.digits(5)}, "{{grafana_ro}}", "acme-exports")

	g.supportAdd("support/salesforce-case-extract-csv", `
"ID","CASENUMBER","STATUS","ORIGIN","SUBJECT","DESCRIPTION"
"500«_c1»","«_n1»","New","Web","Integration broken","Our Zendesk token in the connector is «a» and email admin@lakeside.io. It was working until Monday."
"500«_c2»","«_n2»","Closed","Phone","Upgrade question","Customer asked about Enterprise tier pricing."
`, V{"_c1": g.s(alAlnum, 15), "_n1": "0" + g.digits(7), "a": g.supportZdTok(), "_c2": g.s(alAlnum, 15), "_n2": "0" + g.digits(7)}, "admin@lakeside.io")

	g.supportAdd("support/intercom-conversations-csv", `
conversation_id,created_at,user_email,assignee,first_message
«_c1»,2024-06-11T07:45:01Z,devon@brightside.io,Tier 1,"hey my slack bot token for the alerts integration is «a» - it says invalid_auth"
«_c2»,2024-06-11T08:02:19Z,kim@example.com,Tier 1,"how do I export my data?"
`, V{"_c1": g.digits(14), "a": g.xoxb(), "_c2": g.digits(14)}, "devon@brightside.io", "how do I export my data?")

	g.supportAdd("support/servicenow-incident-csv", `
"number","opened_at","caller_id","short_description","work_notes"
"INC«_i1»","2024-06-12 07:58:13","Pat Quinn","Shared mailbox password expired","2024-06-12 08:15:40 - Lee Chan (Work notes) Reset finance-ap@harborbank.com to «p» and told Pat by phone"
"INC«_i2»","2024-06-12 08:03:44","Ian Moss","Monitor flickering","2024-06-12 08:30:02 - Lee Chan (Work notes) Swapped DP cable"
`, V{"_i1": "00" + g.digits(5), "p": g.pw(), "_i2": "00" + g.digits(5)}, "finance-ap@harborbank.com")

	g.supportAdd("support/csvlook-ticket-export", `
$ csvlook --max-column-width 90 escalations.csv
| ticket |   account | field          | value                                          |
| ------ | --------- | -------------- | ---------------------------------------------- |
| «_t1» | «_a1» | webhook_url    | https://hooks.orbitfit.com/acme                |
| «_t1» | «_a1» | webhook_secret | «a» |
| «_t2» | «_a2» | plan           | enterprise                                     |
`, V{"_t1": g.digits(6), "_a1": g.digits(9), "a": g.hex(46), "_t2": g.digits(6), "_a2": g.digits(9)}, "https://hooks.orbitfit.com/acme")

	g.supportAdd("support/zendesk-attachment-token-url", `
"attachments": [
  {
    "url": "https://acmehelp.zendesk.com/api/v2/attachments/«_aid».json",
    "id": «_aid»,
    "file_name": "screenshot-2024-06-12.png",
    "content_url": "https://acmehelp.zendesk.com/attachments/token/«a»/?name=screenshot-2024-06-12.png",
    "mapped_content_url": "https://support.acme.io/attachments/token/«a»/?name=screenshot-2024-06-12.png",
    "content_type": "image/png",
    "size": 214311,
    "malware_scan_result": "malware_not_found"
  }
]
`, V{"_aid": g.digits(14), "a": g.an(25)}, "screenshot-2024-06-12.png", "malware_not_found")
}

// ---- webhook payloads ----

func (g *G) supportWebhooks() {
	g.supportAdd("support/zendesk-webhook-payload-comment", `
POST /zendesk/events HTTP/1.1
Host: hooks.acme.io
X-Zendesk-Webhook-Id: 01«_whid»
X-Zendesk-Webhook-Signature: «_sig»
X-Zendesk-Webhook-Signature-Timestamp: 2024-06-12T09:02:11Z
Content-Type: application/json

{"type":"zen:event-type:ticket.comment_added","account_id":«_acc»,"detail":{"id":"«_t»","requester_id":"«_r»"},"event":{"comment":{"id":"«_c»","body":"api user is svc_export and the key is «a»","is_public":true,"author":{"id":"«_r»","is_staff":false}}}}
`, V{"_whid": g.s(alUpNum, 24), "_sig": g.b64(32), "_acc": g.digits(8), "_t": g.digits(6), "_r": g.digits(13), "_c": g.digits(14), "a": g.an(32)}, "zen:event-type:ticket.comment_added", "svc_export")

	g.supportAdd("support/intercom-webhook-notification", `
{
  "type": "notification_event",
  "app_id": "«_app»",
  "topic": "conversation.user.replied",
  "id": "notif_«_nid»",
  "created_at": 1718185231,
  "data": {
    "type": "notification_event_data",
    "item": {
      "type": "conversation",
      "id": "«_cid»",
      "conversation_parts": {
        "conversation_parts": [
          {"part_type": "comment", "body": "<p>ok here's the token from the dashboard: «a»</p>", "author": {"type": "user", "email": "ops@kiteride.app"}}
        ]
      }
    }
  }
}
`, V{"_app": g.s(alLowNum, 8), "_nid": g.uuid(), "_cid": g.digits(14), "a": "glpat-" + g.b64u(20)}, "conversation.user.replied", "ops@kiteride.app")

	g.supportAdd("support/webhook-site-freshdesk-request", `
Request Details                                    Permalink · Delete
POST  https://webhook.site/«_bin»
Host        34.227.105.11
Date        06/12/2024 09:44:31 (a few seconds ago)
Size        412 bytes

Headers
connection       close
content-type     application/json
authorization    Basic «b»
user-agent       Freshdesk-Webhook
x-request-id     «_rid»
`, V{"_bin": g.uuid(), "b": supportBasic("freshdesk-hook", g.pw()), "_rid": g.uuid()}, "Freshdesk-Webhook")

	g.supportAdd("support/front-webhook-event", `
{
  "type": "inbound",
  "emitted_at": 1718191442.211,
  "conversation": {"id": "cnv_«_cnv»", "subject": "Re: access for the audit", "status": "unassigned"},
  "target": {
    "_meta": {"type": "message"},
    "data": {
      "id": "msg_«_msg»",
      "type": "email",
      "is_inbound": true,
      "author": null,
      "recipients": [{"handle": "audit@kpmg-partner.example", "role": "from"}, {"handle": "finance@acme.io", "role": "to"}],
      "text": "Hi, for the read-only ERP account we received: user AUDIT_RO / pw «p». Confirming it works. Regards"
    }
  }
}
`, V{"_cnv": g.s(alLowNum, 8), "_msg": g.s(alLowNum, 10), "p": g.pw()}, "AUDIT_RO", "finance@acme.io")

	g.supportAdd("support/jira-webhook-admin-secret", `
$ curl -s -u "$JIRA_ADMIN:$JIRA_TOKEN" https://acme.atlassian.net/rest/webhooks/1.0/webhook | jq '.[] | {name, url, events, secret}'
{
  "name": "SD -> Slack triage bridge",
  "url": "https://triage.acme.io/hooks/jira",
  "events": [
    "jira:issue_created",
    "comment_created"
  ],
  "secret": "«a»"
}
`, V{"a": g.b64u(32)}, "https://triage.acme.io/hooks/jira", "jira:issue_created")

	g.supportAdd("support/zendesk-trigger-webhook-body", `
{
  "trigger": {
    "title": "Notify billing system on refund tag",
    "actions": [
      {
        "field": "notification_webhook",
        "value": ["01«_wh»", "{\"api_key\": \"«a»\", \"ticket\": \"{{ticket.id}}\", \"amount\": \"{{ticket.ticket_field_«_f»}}\"}"]
      }
    ],
    "conditions": {"all": [{"field": "current_tags", "operator": "includes", "value": "refund_approved"}]}
  }
}
`, V{"_wh": g.s(alUpNum, 24), "a": "bk_live_" + g.hex(32), "_f": g.digits(11)}, "refund_approved", "Notify billing system on refund tag")

	g.supportAdd("support/ngrok-inspect-gorgias", `
$ curl -s http://127.0.0.1:4040/api/requests/http?limit=1 | jq '.requests[0].request | {method, uri, headers}'
{
  "method": "GET",
  "uri": "/api/points?email=jules%40example.com",
  "headers": {
    "Accept": ["application/json"],
    "Authorization": ["Bearer «a»"],
    "User-Agent": ["Gorgias-HTTP-Integration/1.0"],
    "X-Forwarded-For": ["3.93.112.4"]
  }
}
`, V{"a": "lp_live_" + g.an(32)}, "Gorgias-HTTP-Integration/1.0", "http://127.0.0.1:4040/api/requests/http")

	g.supportAdd("support/hubspot-webhook-batch-benign", `
POST /hubspot/webhooks HTTP/1.1
X-HubSpot-Signature-v3: «_sig»
X-HubSpot-Signature-Version: v3
X-HubSpot-Request-Timestamp: 1718192203811
Content-Type: application/json

[{"eventId":«_e1»,"subscriptionId":«_sub»,"portalId":«_p»,"appId":«_app»,"occurredAt":1718192201930,"subscriptionType":"ticket.propertyChange","attemptNumber":0,"objectId":«_o»,"propertyName":"hs_pipeline_stage","propertyValue":"4","changeSource":"CRM_UI"}]
`, V{"_sig": g.b64(32), "_e1": g.digits(10), "_sub": g.digits(7), "_p": g.digits(8), "_app": g.digits(7), "_o": g.digits(10)}, "ticket.propertyChange", "X-HubSpot-Signature-Version: v3")

	g.supportAdd("support/helpscout-webhook-payload", `
X-HelpScout-Event: convo.customer.reply.created
X-HelpScout-Signature: «_sig»

{"id":«_id»,"number":«_n»,"mailboxId":«_mb»,"subject":"License server","primaryCustomer":{"email":"it@fjord-analytics.no"},"_embedded":{"threads":[{"type":"customer","body":"The license server admin console is at https://lic.fjord-analytics.no:8443, login admin / «p». Seats show 0 of 25."}]}}
`, V{"_sig": g.b64(20), "_id": g.digits(10), "_n": g.digits(5), "_mb": g.digits(6), "p": g.pw()}, "convo.customer.reply.created", "https://lic.fjord-analytics.no:8443")
}

// ---- customers' browser console pastes ----

func (g *G) supportConsole() {
	g.supportAdd("support/console-localstorage-dump", `
Customer pasted from DevTools (Console tab) as asked:

> JSON.stringify(localStorage)
'{"acme:lastWorkspace":"ws_«_ws»","acme:auth":"{\"access_token\":\"«a»\",\"refresh_token\":\"«r»\",\"expires_at\":1718200843}","i18nextLng":"en-GB","theme":"dark"}'
> location.href
'https://app.acme.io/w/ws_«_ws»/reports'
`, V{"_ws": g.s(alLowNum, 12), "a": g.userJWT(), "r": g.b64u(64)}, "i18nextLng")

	g.supportAdd("support/console-document-cookie", `
> document.cookie
'_ga=GA1.1.«_ga»; ajs_anonymous_id=«_ajs»; _acme_session=«a»; csrf_token=«=csrf»; intercom-id-«_ic»=«_icid»'
> navigator.userAgent
'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36'
`, V{"_ga": g.digits(9) + "." + g.digits(10), "_ajs": g.uuid(), "a": g.b64u(96), "=csrf": g.b64u(43), "_ic": g.s(alLowNum, 8), "_icid": g.uuid()}, "ajs_anonymous_id=")

	g.supportAdd("support/chrome-copy-as-curl", `
curl 'https://app.acme.io/api/v2/reports/export?format=xlsx' \
  -H 'accept: application/json, text/plain, */*' \
  -H 'accept-language: en-US,en;q=0.9,de;q=0.8' \
  -H 'authorization: Bearer «a»' \
  -H 'cookie: _acme_session=«b»; _ga=GA1.1.«_ga»' \
  -H 'referer: https://app.acme.io/reports' \
  -H 'sec-ch-ua: "Google Chrome";v="125", "Chromium";v="125", "Not.A/Brand";v="24"' \
  -H 'user-agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36' \
  -H 'x-request-id: «_rid»'
(this is the request that gives 500, copied from network tab)
`, V{"a": g.userJWT(), "b": g.b64u(96), "_ga": g.digits(9) + "." + g.digits(10), "_rid": g.uuid()}, "copied from network tab")

	g.supportAdd("support/chrome-copy-as-fetch", `
fetch("https://portal.fleetly.io/graphql", {
  "headers": {
    "accept": "*/*",
    "content-type": "application/json",
    "x-fleetly-api-key": "«a»",
    "x-fleetly-tenant": "«_ten»"
  },
  "referrer": "https://portal.fleetly.io/vehicles",
  "body": "{\"operationName\":\"Vehicles\",\"variables\":{\"first\":50},\"query\":\"query Vehicles($first: Int) { vehicles(first: $first) { id plate } }\"}",
  "method": "POST",
  "mode": "cors",
  "credentials": "include"
});
`, V{"a": "flt_live_" + g.an(40), "_ten": g.uuid()}, "https://portal.fleetly.io/graphql")

	g.supportAdd("support/console-errors-token-in-url", `
GET https://cdn.acme.io/exports/«_e».csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«=akid»%2F20240612%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20240612T094512Z&X-Amz-Expires=300&X-Amz-Security-Token=«s»&X-Amz-SignedHeaders=host&X-Amz-Signature=«_sig» 403 (Forbidden)
app.3f9c1e.js:2 Uncaught (in promise) Error: Export download failed
    at Object.download (app.3f9c1e.js:2:88123)
ws.acme.io/socket?token=«t»:1  WebSocket connection to 'wss://ws.acme.io/socket?token=«t»' failed:
`, V{"_e": g.uuid(), "=akid": g.awsTempID(), "s": url.QueryEscape(g.awsSession()), "_sig": g.hex(64), "t": g.b64u(48)}, "Uncaught (in promise) Error: Export download failed")

	g.supportAdd("support/har-excerpt-cookie", `
{
  "log": {
    "version": "1.2",
    "creator": {"name": "WebInspector", "version": "537.36"},
    "entries": [
      {
        "startedDateTime": "2024-06-12T09:48:02.117Z",
        "request": {
          "method": "POST",
          "url": "https://shop.northpeak.co/cart/checkout",
          "headers": [
            {"name": "Cookie", "value": "cart=«_cart»; _shopify_y=«_y»; _secure_customer_sig=«a»"},
            {"name": "X-CSRF-Token", "value": "«=csrf»"}
          ]
        },
        "response": {"status": 422, "statusText": ""}
      }
    ]
  }
}
`, V{"_cart": g.hex(32), "_y": g.uuid(), "a": g.hex(32), "=csrf": g.b64u(43)}, "https://shop.northpeak.co/cart/checkout")

	g.supportAdd("support/firefox-copy-request-headers", `
POST /api/v1/sync HTTP/2
Host: api.notewell.app
User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0
Accept: application/json
Accept-Language: en-US,en;q=0.5
Accept-Encoding: gzip, deflate, br, zstd
Content-Type: application/json
X-Device-Id: «_dev»
Authorization: Token «a»
Origin: https://notewell.app
Connection: keep-alive
`, V{"_dev": g.uuid(), "a": g.hex(40)}, "Host: api.notewell.app")

	g.supportAdd("support/console-app-debug-log", `
[app] boot v4.12.0 (build «_b»)
[auth] restored session for user «_u»
[auth] token refreshed, new token: «a»
[sync] 412 items pending, retrying in 30s
[sync] POST /v1/items failed: 409 Conflict {"conflict_ids":["«_c1»"]}
`, V{"_b": g.hex(7), "_u": g.uuid(), "a": g.userJWT(), "_c1": g.uuid()}, "[sync] 412 items pending, retrying in 30s")
}

// ---- OCR of screenshots ----

func (g *G) supportOCR() {
	g.supportAdd("support/ocr-login-screenshot", `
$ tesseract IMG_4821.png - 2>/dev/null
Acme Cloud Console

Sign in to your account
Email address
finance@rivertown-coffee.com
Password
«p»
[] Remember me        Forgot password?
Sign in
Error: Your account has been locked after 5 failed attempts.
`, V{"p": g.pw()}, "finance@rivertown-coffee.com", "IMG_4821.png")

	g.supportAdd("support/ocr-router-label", `
OCR text of attachment "router_back.jpg" (ticket #«_t»):

FRITZ!Box 7590 AX
Art.-Nr. 20002998
SN: «_sn»
WLAN-Netzwerkschlüssel (WPA2)
«w»
FRITZ!Box-Kennwort
«p»
http://fritz.box
`, V{"_t": g.digits(6), "_sn": g.s(alUpNum, 4) + "." + g.digits(3) + "." + g.digits(2) + "." + g.digits(3) + "." + g.digits(3), "w": g.s(alDigit, 4) + " " + g.s(alDigit, 4) + " " + g.s(alDigit, 4) + " " + g.s(alDigit, 4) + " " + g.s(alDigit, 4), "p": g.s(alLower, 5) + g.s(alDigit, 4)}, "FRITZ!Box 7590 AX", "http://fritz.box")

	g.supportAdd("support/ocr-api-keys-page", `
[OCR, screenshot-api-settings.png]
API Keys                                          + Create key
Name            Key                                   Created      Last used
production      sk_live_••••••••••••••••••••3f9a      Mar 2, 2024  2 min ago
staging         «a»   Jun 12, 2024  never     [Hide]
ci              sk_live_••••••••••••••••••••a41c      Jan 9, 2024  3 days ago
`, V{"a": "sk_live_" + g.an(32)}, "sk_live_••••••••••••••••••••3f9a", "sk_live_••••••••••••••••••••a41c")

	g.supportAdd("support/ocr-sticky-note", `
Text recognized in photo (IMG_20240612_101455.jpg), confidence 71%:

  WIFI   Rivertown-Staff
  pw   «w»
  POS admin - manager / «p»
  alarm code - ask Jo
`, V{"w": g.pwURL(), "p": g.pw()}, "Rivertown-Staff", "IMG_20240612_101455.jpg")

	g.supportAdd("support/ocr-authenticator-setup", `
OCR of "2fa-setup.png" attached by requester:

Set up authenticator app
1. Scan the QR code with your authenticator app
   Can't scan it? Enter this key instead:
   «k»
2. Enter the 6-digit code
   [      ]
Account: jmartin@example.com · Issuer: AcmeCloud
`, V{"k": func() string {
		s := g.totp()
		return strings.ToLower(s[0:4] + " " + s[4:8] + " " + s[8:12] + " " + s[12:16] + " " + s[16:20] + " " + s[20:24] + " " + s[24:28] + " " + s[28:32])
	}()}, "Issuer: AcmeCloud", "jmartin@example.com")
}

// ---- remote support sessions ----

func (g *G) supportRemote() {
	g.supportAdd("support/teamviewer-ticket-reply", `
Ticket #«_t» · Re: Outlook keeps crashing
From: Gerald Finch <gfinch@finchlaw.co.uk>

Hi, I've opened the TeamViewer QuickSupport thing you sent.
Your ID: «_id»
Password: «p»
I'll be at my desk until 4.
`, V{"_t": g.digits(6), "_id": g.supportRemoteID(), "p": g.s(alLowNum, 8)}, "TeamViewer QuickSupport", "gfinch@finchlaw.co.uk")

	g.supportAdd("support/teamviewer-api-script-token", `
# Get-TVDevices.ps1  (IT support: list customer devices that are online)
$token = "«a»"
$headers = @{ Authorization = "Bearer $token" }
$devices = Invoke-RestMethod -Uri "https://webapi.teamviewer.com/api/v1/devices?online_state=online" -Headers $headers
$devices.devices | Select-Object alias, remotecontrol_id, groupid | Format-Table
`, V{"a": g.digits(8) + "-" + g.an(20)}, "https://webapi.teamviewer.com/api/v1/devices")

	g.supportAdd("support/teamviewer-registry-export", `
C:\> reg query "HKLM\SOFTWARE\WOW6432Node\TeamViewer" /s | findstr /i "ClientID Version Password"
    ClientID    REG_DWORD    «_cid»
    Version    REG_SZ    15.54.5
    SecurityPasswordAES    REG_BINARY    «a»
    OptionsPasswordAES    REG_BINARY    «b»
`, V{"_cid": "0x" + g.hex(8), "a": g.s(alHexU, 64), "b": g.s(alHexU, 32)}, "ClientID    REG_DWORD")

	g.supportAdd("support/anydesk-deploy-script", `
@echo off
REM deploy_anydesk.cmd - pushed by RMM to customer machines
"%~dp0AnyDesk.exe" --install "C:\Program Files (x86)\AnyDesk" --start-with-win --silent --create-shortcuts
timeout /t 5 >nul
echo «p» | "C:\Program Files (x86)\AnyDesk\AnyDesk.exe" --set-password _full_access
for /f "delims=" %%i in ('"C:\Program Files (x86)\AnyDesk\AnyDesk.exe" --get-id') do set ANYID=%%i
echo AnyDesk ID is: %ANYID%
`, V{"p": g.pwStrong()}, "--set-password _full_access", "AnyDesk ID is: %ANYID%")

	g.supportAdd("support/anydesk-chat-unattended", `
[Teams chat - Helpdesk]
Ravi Shah 10:02
  can you jump on the reception PC? AnyDesk «_id»
  unattended pw is «p»
Helpdesk (Kate) 10:05
  connected, thanks. I'll change the unattended password when I'm done
`, V{"_id": g.supportRemoteID(), "p": g.pw()}, "Helpdesk (Kate)")

	g.supportAdd("support/screenconnect-installer-url-benign", `
Support: please run the installer from this link, it connects you to our technician:
https://help.acme-it.com/Bin/ScreenConnect.ClientSetup.exe?e=Support&y=Guest&h=instance-«_inst»-relay.screenconnect.com&p=443&s=«_sess»&k=BgIAAACkAABSU0ExAAgAAAEAAQ«_k»&t=Gerald%20Finch&c=FinchLaw&c=&c=&c=&c=&c=&c=&c=
`, V{"_inst": g.s(alLowNum, 6), "_sess": g.uuid(), "_k": g.s(alB64, 340)}, "ScreenConnect.ClientSetup.exe")

	g.supportAdd("support/splashtop-deployment-code", `
# Intune Win32 app install command for Splashtop Streamer (customer fleet)
msiexec /norestart /qn /i "Splashtop_Streamer_Windows_DEPLOY_INSTALLER_v3.6.6.0.msi" USERINFO="dcode=«a»,confirm_d=0,hidewindow=1,req_perm=0"
# detection rule: HKLM\SOFTWARE\WOW6432Node\Splashtop Inc.\Splashtop Remote Server  Version >= 3.6.6.0
`, V{"a": g.s(alUpNum, 12)}, "confirm_d=0,hidewindow=1", "Splashtop Remote Server")

	g.supportAdd("support/rustdesk-config-ticket", `
Here are the RustDesk settings from the customer laptop (%AppData%\RustDesk\config):

RustDesk2.toml
  rendezvous_server = 'rd.acme-it.com:21116'
  [options]
  custom-rendezvous-server = 'rd.acme-it.com'
  relay-server = 'rd.acme-it.com'
  key = '«_key»'

RustDesk.toml
  id = '«_id»'
  password = '«p»'
  salt = '«=salt»'
`, V{"_key": g.b64(32), "_id": g.digits(9), "p": g.pwURL(), "=salt": g.s(alLowNum, 6)}, "rd.acme-it.com:21116")

	g.supportAdd("support/chrome-remote-desktop-code", `
Hi Mohammed, to let me help you, open remotedesktop.google.com/support, click "Generate Code" under "Get Support", and send me the code.

Reply (2 min later):
ok the code is «a»
`, V{"a": g.digits(4) + " " + g.digits(4) + " " + g.digits(4)}, "remotedesktop.google.com/support")

	g.supportAdd("support/beyondtrust-api-client", `
$ curl -s -X POST https://support.acme-it.com/oauth2/token \
    -u "«_cid»:«a»" -d grant_type=client_credentials
{"access_token":"«b»","token_type":"Bearer","expires_in":3600}
$ curl -s -H "Authorization: Bearer «b»" "https://support.acme-it.com/api/command?action=generate_session_key&type=support&queue_id=general&ttl=600"
<session_key><short_key>«=short»</short_key><external_key></external_key><key_url>https://support.acme-it.com/?ak=«=short»</key_url></session_key>
`, V{"_cid": g.hex(40), "a": g.b64(40), "b": g.hex(40), "=short": g.digits(7)}, "generate_session_key")
}

// ---- password reset flows and temporary passwords ----

func (g *G) supportResets() {
	g.supportAdd("support/okta-expire-temp-password", `
$ curl -s -X POST -H "Accept: application/json" -H "Authorization: SSWS ${OKTA_API_TOKEN}" \
    "https://acme.okta.com/api/v1/users/«_uid»/lifecycle/expire_password?tempPassword=true"
{"tempPassword":"«p»"}
`, V{"_uid": "00u" + g.an(17), "p": g.an(8) + g.s(alDigit, 2)}, "lifecycle/expire_password?tempPassword=true", "${OKTA_API_TOKEN}")

	g.supportAdd("support/entra-update-mguser-password", `
PS C:\> Connect-MgGraph -Scopes "User.ReadWrite.All"
Welcome to Microsoft Graph!
PS C:\> $pp = @{ ForceChangePasswordNextSignIn = $true; Password = "«p»" }
PS C:\> Update-MgUser -UserId "lena.fischer@contoso-retail.de" -PasswordProfile $pp
PS C:\> Write-Host "Temporary password set for lena.fischer@contoso-retail.de (ticket INC«_inc»)"
`, V{"p": g.pw(), "_inc": "00" + g.digits(5)}, "lena.fischer@contoso-retail.de", "User.ReadWrite.All")

	g.supportAdd("support/ad-set-adaccountpassword", `
PS C:\Windows\system32> Set-ADAccountPassword -Identity jdoe -Reset -NewPassword (ConvertTo-SecureString -AsPlainText "«p»" -Force)
PS C:\Windows\system32> Set-ADUser -Identity jdoe -ChangePasswordAtLogon $true
PS C:\Windows\system32> Unlock-ADAccount -Identity jdoe
PS C:\Windows\system32> Get-ADUser jdoe -Properties LockedOut,PasswordLastSet | fl Name,LockedOut,PasswordLastSet
Name            : John Doe
LockedOut       : False
PasswordLastSet : 6/12/2024 10:14:02 AM
`, V{"p": g.pw()}, "Set-ADUser -Identity jdoe -ChangePasswordAtLogon $true")

	g.supportAdd("support/net-user-domain-reset", `
C:\Users\helpdesk.adm> net user m.santos «p» /domain
The request will be processed at a domain controller for domain CORP.ACME.LOCAL.

The command completed successfully.

C:\Users\helpdesk.adm> net user m.santos /domain | findstr /C:"Password last set" /C:"Account active"
Account active               Yes
Password last set            6/12/2024 10:21:40 AM
`, V{"p": g.pw()}, "CORP.ACME.LOCAL", "helpdesk.adm")

	g.supportAdd("support/gam-update-user-password", `
$ gam update user t.nguyen@acme-school.org password "«p»" changepassword on
updating user t.nguyen@acme-school.org...
$ gam info user t.nguyen@acme-school.org | grep -E "Must Change Password|Suspended"
Must Change Password: True
Account Suspended: False
`, V{"p": g.pw()}, "t.nguyen@acme-school.org")

	g.supportAdd("support/keycloak-kcadm-set-password", `
$ kcadm.sh config credentials --server https://sso.acme.io --realm master --user admin --password «a»
Logging into https://sso.acme.io as user admin of realm master
$ kcadm.sh set-password -r customers --username p.rossi@example.it --new-password «p» --temporary
$ kcadm.sh get users -r customers -q username=p.rossi@example.it --fields id,username,requiredActions
[ {
  "id" : "«_id»",
  "username" : "p.rossi@example.it",
  "requiredActions" : [ "UPDATE_PASSWORD" ]
} ]
`, V{"a": g.pwStrong(), "p": g.pw(), "_id": g.uuid()}, "https://sso.acme.io", "p.rossi@example.it")

	g.supportAdd("support/auth0-password-change-ticket", `
$ curl -s --request POST --url https://acme.eu.auth0.com/api/v2/tickets/password-change \
    --header "authorization: Bearer $AUTH0_MGMT_TOKEN" --header 'content-type: application/json' \
    --data '{"user_id":"auth0|«_uid»","result_url":"https://app.acme.io/login","ttl_sec":86400,"mark_email_as_verified":true}'
{"ticket":"https://acme.eu.auth0.com/lo/reset?ticket=«a»#"}
`, V{"_uid": g.hex(24), "a": g.an(32)}, "$AUTH0_MGMT_TOKEN", "https://app.acme.io/login")

	g.supportAdd("support/wp-cli-user-update-pass", `
$ wp user list --role=administrator --fields=ID,user_login,user_email
+----+------------+-------------------------+
| ID | user_login | user_email              |
+----+------------+-------------------------+
| 1  | bloomadmin | hello@bloomstudio.co    |
| 7  | nicole     | nicole@bloomstudio.co   |
+----+------------+-------------------------+
$ wp user update 7 --user_pass='«p»' --skip-email
Success: Updated user 7.
`, V{"p": g.pwStrong()}, "hello@bloomstudio.co", "bloomadmin")

	g.supportAdd("support/drush-uli-one-time-login", `
$ drush -l https://www.fjord-analytics.no uli --name=editor.kari
https://www.fjord-analytics.no/user/reset/«_uid»/«_ts»/«a»/login
`, V{"_uid": g.digits(2), "_ts": "1718" + g.digits(6), "a": g.b64u(43)}, "--name=editor.kari")

	g.supportAdd("support/rails-devise-reset-token", `
irb(main):001> u = User.find_by!(email: "c.ward@example.com")
=> #<User id: «_id», email: "c.ward@example.com", created_at: "2023-02-11 09:12:44.120411000 +0000">
irb(main):002> raw = u.send(:set_reset_password_token)
=> "«a»"
irb(main):003> puts Rails.application.routes.url_helpers.edit_user_password_url(reset_password_token: raw, host: "app.acme.io")
https://app.acme.io/users/password/edit?reset_password_token=«a»
`, V{"_id": g.digits(6), "a": g.b64u(20)}, "set_reset_password_token", "c.ward@example.com")

	g.supportAdd("support/laravel-reset-link-log", `
[2024-06-12 10:41:03] production.INFO: Password reset requested {"email":"amira.h@example.com","ip":"41.233.18.9"}
[2024-06-12 10:41:03] production.DEBUG: Mail to amira.h@example.com: Reset Password Notification -> https://portal.spicetrail.in/reset-password/«a»?email=amira.h%40example.com
[2024-06-12 10:41:04] production.INFO: Mail sent {"driver":"smtp","message_id":"<«_mid»@portal.spicetrail.in>"}
`, V{"a": g.hex(64), "_mid": g.hex(32)}, "Reset Password Notification")

	g.supportAdd("support/zendesk-set-end-user-password", `
$ curl -s https://acmehelp.zendesk.com/api/v2/users/«_uid»/password.json \
    -H "Content-Type: application/json" -X POST \
    -d '{"password": "«p»"}' \
    -u "agent.lead@acme.io/token:«a»" -w '%{http_code}\n'
200
`, V{"_uid": g.digits(13), "p": g.pw(), "a": g.supportZdTok()}, "agent.lead@acme.io/token")

	g.supportAdd("support/django-createsuperuser-env", `
$ kubectl -n tenant-ridgeway exec deploy/web -- env DJANGO_SUPERUSER_USERNAME=support DJANGO_SUPERUSER_EMAIL=support@acme.io DJANGO_SUPERUSER_PASSWORD='«p»' python manage.py createsuperuser --noinput
Superuser created successfully.
`, V{"p": g.pwStrong()}, "tenant-ridgeway", "DJANGO_SUPERUSER_EMAIL=support@acme.io")

	g.supportAdd("support/reset-email-magic-link", `
From: Acme <no-reply@acme.io>
To: sam.lee@example.com
Subject: Your sign-in link

Hi Sam,

Click the link below to sign in. It expires in 15 minutes and can be used once.

https://app.acme.io/auth/magic?token=«a»&redirect=%2Fbilling

If you didn't request this, you can ignore this email.

— forwarded to support@acme.io by sam.lee@example.com: "this link says expired??"
`, V{"a": g.b64u(43)}, "no-reply@acme.io", "sam.lee@example.com")

	g.supportAdd("support/ldappasswd-reset", `
$ ldappasswd -H ldaps://ldap.acme-school.org -x -D "cn=helpdesk,ou=services,dc=acme-school,dc=org" -w «a» -s «p» "uid=kpatel,ou=students,dc=acme-school,dc=org"
$ ldapwhoami -H ldaps://ldap.acme-school.org -x -D "uid=kpatel,ou=students,dc=acme-school,dc=org" -w «p»
dn:uid=kpatel,ou=students,dc=acme-school,dc=org
`, V{"a": g.pwURL(), "p": g.pwURL()}, "cn=helpdesk,ou=services,dc=acme-school,dc=org")
}

// ---- benign look-alikes ----

func (g *G) supportBenign() {
	g.supportAdd("support/benign-zendesk-ticket-list", `
$ curl -s "https://acmehelp.zendesk.com/api/v2/search.json?query=type:ticket%20status:open%20organization:«_org»" -u "$ZD_EMAIL/token:$ZD_TOKEN" | jq -r '.results[] | [.id, .requester_id, .organization_id, .external_id, .subject] | @tsv'
«_t1»	«_r1»	«_org»	«_e1»	Shipment arrived damaged
«_t2»	«_r2»	«_org»	«_e2»	Wrong size in order
`, V{"_org": g.digits(12), "_t1": g.digits(6), "_r1": g.digits(13), "_e1": "sf-500" + g.s(alAlnum, 12), "_t2": g.digits(6), "_r2": g.digits(13), "_e2": "sf-500" + g.s(alAlnum, 12)}, "$ZD_EMAIL/token:$ZD_TOKEN")

	g.supportAdd("support/benign-order-tracking-numbers", `
Hi Jules,

Sorry for the wait! Your order #«_o1» shipped in two parcels:
  • UPS: «_ups»
  • USPS: «_usps»
Return authorization: RMA-«_rma»
Your refund reference is «_ref» and should appear within 5–10 business days.

Ticket #«_t»
`, V{"_o1": g.digits(7), "_ups": "1Z" + g.s(alUpNum, 6) + g.digits(10), "_usps": "9400" + g.digits(18), "_rma": g.digits(8), "_ref": "re_" + g.an(24), "_t": g.digits(6)})

	g.supportAdd("support/benign-masked-cards", `
Billing note (ticket #«_t»):
- Card on file: Visa •••• «_l4» exp 08/27
- Disputed charge: «_ch» for $149.00 on 2024-06-03, card 411111******«_l4b»
- Payment intent: «_pi»
- Customer says the card **** **** **** «_l4c» was replaced; new one will be added via the billing portal.
`, V{"_t": g.digits(6), "_l4": g.digits(4), "_ch": "ch_3" + g.an(23), "_l4b": g.digits(4), "_pi": "pi_3" + g.an(23), "_l4c": g.digits(4)}, "exp 08/27")

	g.supportAdd("support/benign-servicenow-numbers", `
| number      | sys_id                           | assignment_group                 | state       |
|-------------|----------------------------------|----------------------------------|-------------|
| INC«_i1» | «_s1» | «_g» | In Progress |
| RITM«_r1» | «_s2» | «_g» | Open        |
| CHG«_c1» | «_s3» | «_g2» | Scheduled   |
`, V{"_i1": "00" + g.digits(5), "_s1": g.hex(32), "_g": g.hex(32), "_r1": "00" + g.digits(5), "_s2": g.hex(32), "_c1": "00" + g.digits(5), "_s3": g.hex(32), "_g2": g.hex(32)})

	g.supportAdd("support/benign-salesforce-record-ids", `
$ sf data query --query "SELECT Id, CaseNumber, AccountId, ContactId, OwnerId FROM Case WHERE Status = 'Escalated' LIMIT 2" --target-org acme-prod
 ID                 CASENUMBER ACCOUNTID          CONTACTID          OWNERID
 ────────────────── ────────── ────────────────── ────────────────── ──────────────────
 500«_c1» «_n1»   001«_a1» 003«_k1» 005«_o1»
 500«_c2» «_n2»   001«_a2» 003«_k2» 005«_o1»
Total number of records retrieved: 2.
`, V{"_c1": g.s(alAlnum, 15), "_n1": "0" + g.digits(7), "_a1": g.s(alAlnum, 15), "_k1": g.s(alAlnum, 15), "_o1": g.s(alAlnum, 15), "_c2": g.s(alAlnum, 15), "_n2": "0" + g.digits(7), "_a2": g.s(alAlnum, 15), "_k2": g.s(alAlnum, 15)}, "Total number of records retrieved: 2.")

	g.supportAdd("support/benign-intercom-ids", `
[intercom-sync] 2024-06-12T10:02:11Z fetched conversation «_c1» (admin_assignee_id=«_a», team_assignee_id=«_tm», contact=«_u1»)
[intercom-sync] 2024-06-12T10:02:11Z fetched conversation «_c2» (admin_assignee_id=«_a», team_assignee_id=«_tm», contact=«_u2»)
[intercom-sync] 2024-06-12T10:02:12Z wrote 2 rows to support.conversations (batch «_b»)
`, V{"_c1": g.digits(14), "_a": g.digits(7), "_tm": g.digits(7), "_u1": g.hex(24), "_c2": g.digits(14), "_u2": g.hex(24), "_b": g.uuid()})

	g.supportAdd("support/benign-attachment-hashes", `
Attachments on ticket #«_t» (scanned):
  invoice_0612.pdf      184 KB  sha256 «_h1»  clean
  IMG_4821.png          2.1 MB  sha256 «_h2»  clean
  export.csv.gz          92 KB  md5    «_h3»  clean
`, V{"_t": g.digits(6), "_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(32)}, "invoice_0612.pdf")

	g.supportAdd("support/benign-teamviewer-id-only", `
Hi, my TeamViewer ID is «_id». I'll read you the password over the phone when you call (+44 20 7946 0321), I'd rather not put it in the ticket.
`, V{"_id": g.supportRemoteID()}, "+44 20 7946 0321")

	g.supportAdd("support/benign-jira-keys-and-request-ids", `
Linked issues: ENG-«_e1» (blocks), ENG-«_e2» (relates to)
Customer request: HELP-«_h» · Request type: Report a bug · Portal: «_portal»
Organization: Harbor Bank (id «_org») · SLA: Time to first response 2h (met)
Request participants: 557058:«_acct»
`, V{"_e1": g.digits(4), "_e2": g.digits(4), "_h": g.digits(4), "_portal": g.digits(1), "_org": g.digits(2), "_acct": g.uuid()}, "Time to first response 2h (met)")

	g.supportAdd("support/benign-hubspot-ids", `
HubSpot ticket «_t» (portal «_p») → pipeline "Support Pipeline" (id 0), stage "Waiting on contact" (id 2)
Associated contact: «_c» · company: «_co» · deal: «_d»
hs_object_id=«_t»  hs_ticket_category=PRODUCT_ISSUE  hs_lastmodifieddate=2024-06-12T09:51:33.117Z
`, V{"_t": g.digits(10), "_p": g.digits(8), "_c": g.digits(9), "_co": g.digits(10), "_d": g.digits(11)}, "hs_ticket_category=PRODUCT_ISSUE")

	g.supportAdd("support/benign-api-docs-placeholders", `
## Authenticating to the Acme Help Center API

Use your agent email and an API token:

    curl https://{subdomain}.zendesk.com/api/v2/tickets.json \
      -u {email_address}/token:{api_token}

For Freshdesk, the API key is the user name and the password can be any string:

    curl -u YOUR_API_KEY:X https://domain.freshdesk.com/api/v2/tickets

Salesforce: append your security token to your password (e.g. MyPassword + XXXXXXXXXXXXXXXXXXXXXXXX).
`, nil, "{email_address}/token:{api_token}", "YOUR_API_KEY:X", "XXXXXXXXXXXXXXXXXXXXXXXX")

	g.supportAdd("support/benign-masked-key-preview", `
Hi Wei, thanks — we only need the key's last characters. The key ending in …«_tail» was created on Jun 3 and is scoped to the sandbox project. The one in use in production is sk_live_…«_tail2».
Key id: key_«_kid» (safe to share)
`, V{"_tail": g.hex(4), "_tail2": g.an(4), "_kid": g.an(24)}, "(safe to share)")

	g.supportAdd("support/benign-zendesk-web-widget-snippet", `
<!-- Start of acmehelp Zendesk Widget script -->
<script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=«_k»"> </script>
<!-- End of acmehelp Zendesk Widget script -->
<script type="text/javascript">
  zE('messenger:set', 'conversationTags', ['web', 'pricing-page']);
</script>
`, V{"_k": g.uuid()}, "https://static.zdassets.com/ekr/snippet.js?key=")

	g.supportAdd("support/benign-web-to-case-form", `
<form action="https://webto.salesforce.com/servlet/servlet.WebToCase?encoding=UTF-8&orgId=«_org»" method="POST">
  <input type=hidden name="orgid" value="«_org»">
  <input type=hidden name="retURL" value="https://www.acme.com/support/thanks">
  <label for="email">Email</label><input id="email" maxlength="80" name="email" size="20" type="text" />
  <label for="subject">Subject</label><input id="subject" maxlength="80" name="subject" size="20" type="text" />
  <input type="hidden" name="captcha_settings" value='{"keyname":"acme_web2case","fallback":"true","orgId":"«_org»","ts":""}'>
  <input type="submit" name="submit">
</form>
`, V{"_org": g.supportSfOrg() + g.s(alUpper, 3)}, "https://www.acme.com/support/thanks")

	g.supportAdd("support/benign-gravatar-and-csat", `
requester: {"id": «_id», "name": "Leah Brooks", "photo": "https://secure.gravatar.com/avatar/«_md5»?d=mp&s=80", "locale": "en-US"}
satisfaction_rating: {"id": «_sr», "score": "good", "comment": "Quick fix, thanks!", "reason_code": 0}
`, V{"_id": g.digits(13), "_md5": g.hex(32), "_sr": g.digits(13)}, "Quick fix, thanks!")

	g.supportAdd("support/benign-commit-ref-in-ticket", `
[Internal note] Fixed by «_sha» (PR #«_pr») in release 2024.06.2, deployed 10:40 UTC.
Root cause: token refresh raced with logout; customers saw "session expired" in the support widget.
Sentry issue: ACME-WEB-«_s» · event «_ev»
`, V{"_sha": g.gitSHA(), "_pr": g.digits(4), "_s": g.s(alUpNum, 3), "_ev": g.hex(32)}, "release 2024.06.2")

	g.supportAdd("support/benign-remote-session-log", `
Session log — Acme IT Remote Support
Session: «_sess»  Technician: kate.m  Customer: Gerald Finch (FINCH-PC-07)
10:02:14  Session started (session code «_code», expired after use)
10:02:31  Customer granted control
10:19:50  Customer ended session. Duration 00:17:36. Recording id «_rec»
`, V{"_sess": g.uuid(), "_code": g.digits(6), "_rec": g.hex(24)}, "FINCH-PC-07", "kate.m")

	g.supportAdd("support/benign-freshdesk-ticket-json", `
{
  "id": «_t»,
  "requester_id": «_r»,
  "responder_id": «_a»,
  "company_id": «_c»,
  "group_id": «_g»,
  "product_id": null,
  "fr_due_by": "2024-06-12T14:00:00Z",
  "tags": ["reset-password", "sso"],
  "custom_fields": {"cf_order_number": "SO-«_so»", "cf_plan": "business"}
}
`, V{"_t": g.digits(5), "_r": g.digits(11), "_a": g.digits(11), "_c": g.digits(11), "_g": g.digits(11), "_so": g.digits(7)}, `"tags": ["reset-password", "sso"]`)

	g.supportAdd("support/benign-password-reset-policy-macro", `
Macro: "Account recovery – identity check"
1. Ask the requester to confirm the last 4 digits of the card on file and the billing ZIP.
2. Never send passwords or reset links to an address other than the account email.
3. Trigger the reset with: Admin > Users > {{ticket.requester.id}} > Send password reset.
4. Tag the ticket account_recovery_verified.
`, nil, "{{ticket.requester.id}}", "account_recovery_verified")

	g.supportAdd("support/benign-ticket-uuids-and-request-ids", `
Error reference for support: «_ref»
Request ID: req_«_rid»
Trace: 00-«_tr»-«_sp»-01
Timestamp: 2024-06-12T10:48:33.912Z · Region: eu-central-1 · Build: web@«_b»
`, V{"_ref": g.uuid(), "_rid": g.an(24), "_tr": g.hex(32), "_sp": g.hex(16), "_b": g.hex(7)}, "Region: eu-central-1")
}
