package cases

import (
	"fmt"
	"strings"
)

// lowcodeCases adds credentials from low-code, no-code and automation
// platforms as a developer meets them: n8n (workflow exports with HTTP
// Request and Code nodes, export:credentials --decrypted, the config
// file's encryptionKey, docker compose and queue-mode env, the public
// API key, the n8n-auth cookie, decryption errors, community nodes),
// Zapier (Code by Zapier steps, catch hooks, Storage by Zapier, the
// Platform CLI's .zapierrc and env:set, authentication.js, task history),
// Make/Integromat (scenario blueprints with HTTP modules and webhooks,
// the API token, custom apps, execution logs), Power Automate and the
// Power Platform (flow definitions, connection references, HTTP trigger
// URLs with sig, pac auth, deployment settings, custom connectors,
// run history), Retool (self-hosted docker.env, resources in source
// control, workflow code blocks, the API and RPC tokens), Appsmith,
// Budibase and ToolJet (docker.env, datasources, API keys), NocoDB,
// Baserow and Airtable (xc-token, database tokens, scripting extension
// and automation scripts), Node-RED (settings.js credentialSecret and
// adminAuth, flows_cred.json, exported flows, Function nodes, the admin
// API), Pipedream (CLI config, code steps, Connect), IFTTT (Maker
// webhooks key, filter code), Google Apps Script (PropertiesService,
// UrlFetchApp headers, clasp's .clasprc.json, execution logs), Huginn
// (.env, scenarios, user credentials), Activepieces, Windmill (wmill
// CLI, resources, scripts, the superadmin secret), Tray.io, Workato (the
// connector SDK's master.key and settings, recipes), UiPath (Orchestrator
// assets, machine keys, uipcli, external apps, robot logs, Config.xlsx)
// and Salesforce (Flow HTTP callouts, named and external credentials,
// sf org display, sfdx auth URLs, JWT keys, custom metadata, Data
// Loader), other app builders (Bubble, Xano, FlutterFlow, Coda packs,
// Mendix, Power Automate Desktop, Typeform and Jotform, Glide and
// Softr), with forum posts, issues, chats, tickets and error logs around
// them. Benign look-alikes: workflow, node, credential, scenario, flow,
// connection, hook and run ids, instance ids, encrypted credential
// blobs, n8n's blank-value marker, expression, liquid, merge-field and
// property references, and masked values. The case names start with
// "lowcode/".
func (g *G) lowcodeCases() {
	g.lowcodeN8n()
	g.lowcodeZapier()
	g.lowcodeMake()
	g.lowcodePowerAutomate()
	g.lowcodeRetool()
	g.lowcodeInternalTools()
	g.lowcodeTables()
	g.lowcodeNodeRED()
	g.lowcodePipedreamIFTTT()
	g.lowcodeAppsScript()
	g.lowcodeHuginnActivepieces()
	g.lowcodeWindmill()
	g.lowcodeTrayWorkato()
	g.lowcodeUiPath()
	g.lowcodeSalesforce()
	g.lowcodeBuilders()
	g.lowcodeForums()
	g.lowcodeBenign()
}

// ---- helpers used only here ----

// lcAdd is add with "ˋ" standing for a backtick.
func (g *G) lcAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// lcID is an n8n workflow or credential id (nanoid, 16 characters).
func (g *G) lcID() string { return g.an(16) }

// lcTS is an ISO timestamp with milliseconds as n8n and Make print them.
func (g *G) lcTS() string {
	return fmt.Sprintf("2024-%02d-%02dT%02d:%02d:%02d.%03dZ", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60), g.r.IntN(1000))
}

// lcN8nKey is an N8N_ENCRYPTION_KEY as n8n generates it into its config.
func (g *G) lcN8nKey() string { return g.pick(g.b64(24), g.an(32), g.hex(32)) }

// lcN8nAPI is an n8n public API key (a JWT since 1.7x, n8n_api_ before).
func (g *G) lcN8nAPI() string {
	if g.r.IntN(3) == 0 {
		return "n8n_api_" + g.hex(48)
	}
	iat := 1717000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"sub":"%s","iss":"n8n","aud":"public-api","iat":%d}`, g.uuid(), iat))
}

// lcMakeHook is the token part of a Make custom webhook URL.
func (g *G) lcMakeHook() string { return g.s(alLowNum, 32) }

// lcZapHook is the account/key tail of a Zapier catch hook.
func (g *G) lcZapHook() string { return g.digits(7) + "/" + g.s(alLowNum, 7) }

// lcSig is the sig parameter of a Power Automate / Logic Apps trigger URL.
func (g *G) lcSig() string { return g.b64u(43) }

// lcSFToken is a Salesforce session/access token.
func (g *G) lcSFToken() string {
	return "00D" + g.s(alAlnum, 12) + "!AQ" + g.s(alAlnum, 2) + "A" + g.s(alAlnum+"._", 93)
}

// lcSFOrg is a Salesforce 18-character org id.
func (g *G) lcSFOrg() string { return "00D" + g.s(alAlnum, 15) }

// lcWinToken is a Windmill token.
func (g *G) lcWinToken() string { return g.an(32) }

// lcIFTTT is an IFTTT Maker webhooks key.
func (g *G) lcIFTTT() string { return g.s(alAlnum+"-_", 22) }

// ---- n8n ----

func (g *G) lowcodeN8n() {
	g.lcAdd("lowcode/n8n-export-credentials-decrypted-pretty", `
node@n8n-7c9d8f5b6-qk2lp:~$ n8n export:credentials --all --decrypted --pretty --output=/tmp/creds.json
Successfully exported 4 credentials.
node@n8n-7c9d8f5b6-qk2lp:~$ cat /tmp/creds.json
[
  {
    "createdAt": "«_t1»",
    "updatedAt": "«_t1»",
    "id": "«_i1»",
    "name": "Postgres account",
    "data": {
      "host": "orders-db.internal",
      "database": "orders",
      "user": "n8n_ro",
      "password": "«a»",
      "port": 5432,
      "ssl": "disable",
      "sshTunnel": false
    },
    "type": "postgres",
    "isManaged": false
  },
  {
    "createdAt": "«_t2»",
    "updatedAt": "«_t2»",
    "id": "«_i2»",
    "name": "OpenAi account",
    "data": {
      "apiKey": "«b»",
      "url": "https://api.openai.com/v1"
    },
    "type": "openAiApi",
    "isManaged": false
  },
  {
    "createdAt": "«_t3»",
    "updatedAt": "«_t3»",
    "id": "«_i3»",
    "name": "Slack Bot",
    "data": {
      "accessToken": "«c»",
      "signatureSecret": "«d»"
    },
    "type": "slackApi",
    "isManaged": false
  },
  {
    "createdAt": "«_t4»",
    "updatedAt": "«_t4»",
    "id": "«_i4»",
    "name": "Gmail account",
    "data": {
      "clientId": "«_cid».apps.googleusercontent.com",
      "clientSecret": "«e»",
      "oauthTokenData": {
        "access_token": "«f»",
        "expires_in": 3599,
        "refresh_token": "«h»",
        "scope": "https://www.googleapis.com/auth/gmail.modify",
        "token_type": "Bearer",
        "expiry_date": 1718893120114
      }
    },
    "type": "gmailOAuth2",
    "isManaged": false
  }
]
`, V{"_t1": g.lcTS(), "_i1": g.lcID(), "a": g.pw(), "_t2": g.lcTS(), "_i2": g.lcID(), "b": g.openai(),
		"_t3": g.lcTS(), "_i3": g.lcID(), "c": g.xoxb(), "d": g.hex(32), "_t4": g.lcTS(), "_i4": g.lcID(),
		"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "e": g.gocspx(), "f": g.ya29(), "h": g.gRefresh()},
		"n8n export:credentials --all --decrypted --pretty", "orders-db.internal", "gmailOAuth2")

	g.lcAdd("lowcode/n8n-export-credentials-one-line", `
$ docker exec -u node n8n n8n export:credentials --id=«_id» --decrypted
[{"createdAt":"«_t»","updatedAt":"«_t»","id":"«_id»","name":"Stripe account","data":{"secretKey":"«a»"},"type":"stripeApi","isManaged":false}]
`, V{"_id": g.lcID(), "_t": g.lcTS(), "a": g.rkLive()}, "docker exec -u node n8n", "stripeApi")

	g.lcAdd("lowcode/n8n-config-file-encryption-key", `
$ docker exec n8n cat /home/node/.n8n/config
{
	"encryptionKey": "«a»"
}
$ docker exec n8n ls -la /home/node/.n8n
total 1480
drwxr-xr-x    5 node     node          4096 Jun 11 07:02 .
-rw-------    1 node     node            56 Feb  3 12:44 config
-rw-r--r--    1 node     node       1495040 Jun 11 07:02 database.sqlite
drwxr-xr-x    2 node     node          4096 Feb  3 12:44 nodes
`, V{"a": g.lcN8nKey()}, "/home/node/.n8n/config", "database.sqlite")

	g.lcAdd("lowcode/n8n-compose-queue-mode", `
# docker-compose.yml  (n8n queue mode: main + 2 workers)
x-shared: &shared
  image: docker.n8n.io/n8nio/n8n:1.82.3
  restart: unless-stopped
  environment:
    - DB_TYPE=postgresdb
    - DB_POSTGRESDB_HOST=postgres
    - DB_POSTGRESDB_DATABASE=n8n
    - DB_POSTGRESDB_USER=n8n
    - DB_POSTGRESDB_PASSWORD=«a»
    - EXECUTIONS_MODE=queue
    - QUEUE_BULL_REDIS_HOST=redis
    - QUEUE_BULL_REDIS_PASSWORD=«b»
    - N8N_ENCRYPTION_KEY=«c»
    - N8N_USER_MANAGEMENT_JWT_SECRET=«d»
    - N8N_RUNNERS_AUTH_TOKEN=«e»
    - WEBHOOK_URL=https://flows.northwind-labs.io/
    - GENERIC_TIMEZONE=Europe/Berlin
  depends_on: [postgres, redis]

services:
  n8n:
    <<: *shared
    ports: ["5678:5678"]
  n8n-worker:
    <<: *shared
    command: worker --concurrency=10
    deploy: { replicas: 2 }
`, V{"a": g.pwURL(), "b": g.an(24), "c": g.lcN8nKey(), "d": g.hex(64), "e": g.an(32)},
		"EXECUTIONS_MODE=queue", "https://flows.northwind-labs.io/", "docker.n8n.io/n8nio/n8n:1.82.3")

	g.lcAdd("lowcode/n8n-workflow-http-node-inline-bearer", `
{
  "name": "Sync Hubspot deals → Sheets",
  "nodes": [
    {
      "parameters": {
        "rule": { "interval": [{ "field": "hours", "hoursInterval": 6 }] }
      },
      "id": "«_n1»",
      "name": "Schedule Trigger",
      "type": "n8n-nodes-base.scheduleTrigger",
      "typeVersion": 1.2,
      "position": [0, 0]
    },
    {
      "parameters": {
        "url": "https://api.hubapi.com/crm/v3/objects/deals",
        "sendQuery": true,
        "queryParameters": { "parameters": [{ "name": "limit", "value": "100" }] },
        "sendHeaders": true,
        "headerParameters": {
          "parameters": [
            { "name": "Authorization", "value": "Bearer «a»" },
            { "name": "Accept", "value": "application/json" }
          ]
        },
        "options": {}
      },
      "id": "«_n2»",
      "name": "HTTP Request",
      "type": "n8n-nodes-base.httpRequest",
      "typeVersion": 4.2,
      "position": [220, 0]
    }
  ],
  "connections": {
    "Schedule Trigger": { "main": [[{ "node": "HTTP Request", "type": "main", "index": 0 }]] }
  },
  "settings": { "executionOrder": "v1" },
  "versionId": "«_v»",
  "meta": { "instanceId": "«_inst»" },
  "id": "«_wf»",
  "tags": []
}
`, V{"_n1": g.uuid(), "_n2": g.uuid(), "a": g.hubspot(), "_v": g.uuid(), "_inst": g.hex(64), "_wf": g.lcID()},
		"n8n-nodes-base.httpRequest", "https://api.hubapi.com/crm/v3/objects/deals")

	g.lcAdd("lowcode/n8n-workflow-query-auth-and-cred-ref", `
    {
      "parameters": {
        "method": "POST",
        "url": "=https://api.telegram.org/bot«a»/sendMessage",
        "sendBody": true,
        "bodyParameters": {
          "parameters": [
            { "name": "chat_id", "value": "-100«_chat»" },
            { "name": "text", "value": "={{ $json.summary }}" }
          ]
        },
        "options": {}
      },
      "name": "Notify ops",
      "type": "n8n-nodes-base.httpRequest",
      "typeVersion": 4.2,
      "position": [880, 120]
    },
    {
      "parameters": { "operation": "executeQuery", "query": "select * from incidents where acked = false" },
      "name": "Postgres",
      "type": "n8n-nodes-base.postgres",
      "typeVersion": 2.5,
      "position": [660, 120],
      "credentials": { "postgres": { "id": "«_cred»", "name": "Postgres account" } }
    }
`, V{"a": g.telegram(), "_chat": g.digits(10), "_cred": g.lcID()}, "={{ $json.summary }}", "Postgres account")

	g.lcAdd("lowcode/n8n-code-node-hardcoded-key", `
// n8n Code node "Enrich with Clearbit" (Run Once for All Items)
const CLEARBIT_KEY = 'sk_«a»';
const out = [];
for (const item of $input.all()) {
  const domain = item.json.email.split('@')[1];
  const res = await this.helpers.httpRequest({
    method: 'GET',
    url: ˋhttps://company.clearbit.com/v2/companies/find?domain=${domain}ˋ,
    headers: { Authorization: ˋBearer ${CLEARBIT_KEY}ˋ },
    json: true,
  });
  out.push({ json: { ...item.json, company: res.name, employees: res.metrics?.employees } });
}
return out;
`, V{"a": g.hex(32)}, "$input.all()", "this.helpers.httpRequest")

	g.lcAdd("lowcode/n8n-code-node-python", `
# n8n Code node (Python, Pyodide)
import json
from js import fetch, Object

API_KEY = "«a»"
resp = await fetch("https://api.pagerduty.com/incidents?statuses[]=triggered", Object.fromEntries([
    ["headers", Object.fromEntries([["Authorization", f"Token token={API_KEY}"], ["Accept", "application/vnd.pagerduty+json;version=2"]])]
]))
data = json.loads(await resp.text())
return [{"json": i} for i in data["incidents"]]
`, V{"a": "u+" + g.b64u(18)}, "application/vnd.pagerduty+json;version=2")

	g.lcAdd("lowcode/n8n-public-api-curl", `
$ curl -s -H "X-N8N-API-KEY: «a»" \
    "https://n8n.ops.tallgrass.dev/api/v1/workflows?active=true&limit=5" | jq '.data[] | {id, name, updatedAt}'
{
  "id": "«_w1»",
  "name": "Zendesk → Linear triage",
  "updatedAt": "«_t1»"
}
{
  "id": "«_w2»",
  "name": "Nightly invoice export",
  "updatedAt": "«_t2»"
}
`, V{"a": g.lcN8nAPI(), "_w1": g.lcID(), "_t1": g.lcTS(), "_w2": g.lcID(), "_t2": g.lcTS()},
		"https://n8n.ops.tallgrass.dev/api/v1/workflows?active=true&limit=5", "Zendesk → Linear triage")

	g.lcAdd("lowcode/n8n-decrypt-error-log", `
n8n-1  | Last session crashed
n8n-1  | Initializing n8n process
n8n-1  | Error: Mismatching encryption keys. The encryption key in the settings file /home/node/.n8n/config does not match the N8N_ENCRYPTION_KEY env var. Please make sure both keys match. More information: https://docs.n8n.io/hosting/environment-variables/configuration-methods/#encryption-key
n8n-1  |     at InstanceSettings.loadOrCreate (/usr/local/lib/node_modules/n8n/node_modules/n8n-core/dist/InstanceSettings.js:76:23)
n8n-1  | 
n8n-1  | $ env | grep N8N_
n8n-1  | N8N_ENCRYPTION_KEY=«a»
n8n-1  | N8N_PORT=5678
n8n-1  | N8N_PROTOCOL=https
`, V{"a": g.lcN8nKey()}, "InstanceSettings.loadOrCreate", "N8N_PORT=5678")

	g.lcAdd("lowcode/n8n-auth-cookie-devtools", `
Request URL: https://n8n.internal.corp/rest/workflows/«_wf»/run
Request Method: POST
Status Code: 500 Internal Server Error
:authority: n8n.internal.corp
accept: application/json, text/plain, */*
browser-id: «_bid»
content-type: application/json
cookie: n8n-auth=«a»; rl_anonymous_id=%22«_anon»%22
origin: https://n8n.internal.corp
push-ref: «_pr»
`, V{"_wf": g.lcID(), "_bid": g.uuid(), "a": g.jwt("HS256", fmt.Sprintf(`{"id":"%s","hash":"%s","browserId":"%s","usedMfa":false,"iat":%d,"exp":%d}`, g.uuid(), g.b64u(10), g.b64u(43), 1718000000, 1718604800)),
		"_anon": g.uuid(), "_pr": g.s(alLowNum, 10)}, "https://n8n.internal.corp/rest/workflows/", "rl_anonymous_id")

	g.lcAdd("lowcode/n8n-env-file-basic-auth-smtp", `
# /opt/n8n/.env
N8N_HOST=automation.brightfield.io
N8N_PROTOCOL=https
N8N_ENCRYPTION_KEY=«a»
N8N_BASIC_AUTH_ACTIVE=true
N8N_BASIC_AUTH_USER=ops
N8N_BASIC_AUTH_PASSWORD=«b»
N8N_EMAIL_MODE=smtp
N8N_SMTP_HOST=smtp.postmarkapp.com
N8N_SMTP_PORT=587
N8N_SMTP_USER=«c»
N8N_SMTP_PASS=«c»
N8N_SMTP_SENDER=n8n@brightfield.io
N8N_LICENSE_ACTIVATION_KEY=«d»
`, V{"a": g.lcN8nKey(), "b": g.pw(), "c": g.uuid(), "d": g.uuid()}, "N8N_SMTP_HOST=smtp.postmarkapp.com", "N8N_BASIC_AUTH_USER=ops")

	g.lcAdd("lowcode/n8n-execution-error-request-options", `
NodeApiError: Authorization failed - please check your credentials
    at ExecuteContext.execute (/usr/local/lib/node_modules/n8n/node_modules/n8n-nodes-base/dist/nodes/HttpRequest/V3/HttpRequestV3.node.js:1725:33)
{
  "message": "401 - \"{\\\"error\\\":\\\"invalid_api_key\\\"}\"",
  "timestamp": 1718793312774,
  "name": "AxiosError",
  "code": "ERR_BAD_REQUEST",
  "config": {
    "headers": {
      "Accept": "application/json,text/html,application/xhtml+xml,application/xml,text/*;q=0.9, image/*;q=0.8, */*;q=0.7",
      "X-API-KEY": "«a»",
      "User-Agent": "n8n"
    },
    "method": "get",
    "url": "https://api.apollo.io/v1/people/match?email=lena%40fieldcraft.io"
  },
  "status": 401
}
`, V{"a": g.b64u(22)}, "ERR_BAD_REQUEST", "HttpRequestV3.node.js:1725:33")

	g.lcAdd("lowcode/n8n-import-workflow-with-creds-mistake", `
$ n8n import:credentials --input=./backup/credentials.json
Successfully imported 2 credentials.
$ head -c 600 ./backup/credentials.json
[{"id":"«_i1»","name":"AWS account","data":{"region":"eu-central-1","accessKeyId":"«_ak»","secretAccessKey":"«a»","temporaryCredentials":false},"type":"aws"},{"id":"«_i2»","name":"SMTP account","data":{"user":"alerts@quarrystone.com","password":"«b»","host":"smtp.office365.com","port":587,"secure":false},"type":"smtp"}]
`, V{"_i1": g.lcID(), "_ak": g.awsID(), "a": g.awsSecret(), "_i2": g.lcID(), "b": g.pw()}, "alerts@quarrystone.com", "smtp.office365.com")

	g.lcAdd("lowcode/n8n-k8s-secret-yaml", `
apiVersion: v1
kind: Secret
metadata:
  name: n8n-secrets
  namespace: automation
type: Opaque
stringData:
  N8N_ENCRYPTION_KEY: "«a»"
  DB_POSTGRESDB_PASSWORD: "«b»"
  N8N_RUNNERS_AUTH_TOKEN: "«c»"
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: n8n-config
  namespace: automation
data:
  N8N_HOST: n8n.automation.svc.cluster.local
  N8N_METRICS: "true"
`, V{"a": g.lcN8nKey(), "b": g.pwStrong(), "c": g.hex(32)}, "n8n.automation.svc.cluster.local", "n8n-secrets")

	g.lcAdd("lowcode/n8n-webhook-node-header-auth", `
$ curl -i -X POST https://n8n.halyard.app/webhook/«=path» \
    -H 'Content-Type: application/json' \
    -H 'X-Webhook-Secret: «a»' \
    -d '{"event":"order.paid","order_id":"«_oid»"}'
HTTP/2 200
content-type: application/json; charset=utf-8
x-n8n-execution-id: «_ex»

{"message":"Workflow was started"}
`, V{"=path": g.uuid(), "a": g.hex(40), "_oid": "ord_" + g.an(14), "_ex": g.digits(5)}, "x-n8n-execution-id", "Workflow was started")

	g.lcAdd("lowcode/n8n-community-node-credentials-ts", `
// packages/n8n-nodes-acmecrm/credentials/AcmeCrmApi.credentials.ts
import { ICredentialType, INodeProperties } from 'n8n-workflow';

export class AcmeCrmApi implements ICredentialType {
	name = 'acmeCrmApi';
	displayName = 'AcmeCRM API';
	properties: INodeProperties[] = [
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			// TODO remove before publishing, my sandbox key
			default: '«a»',
		},
		{ displayName: 'Base URL', name: 'baseUrl', type: 'string', default: 'https://sandbox.acmecrm.io/api/v2' },
	];
}
`, V{"a": "acm_sbx_" + g.an(40)}, "typeOptions: { password: true }", "https://sandbox.acmecrm.io/api/v2")

	g.lcAdd("lowcode/n8n-ai-agent-node-inline-key", `
        "parameters": {
          "model": "gpt-4o-mini",
          "options": {
            "baseURL": "https://openrouter.ai/api/v1",
            "temperature": 0.2
          }
        },
        "name": "OpenAI Chat Model",
        "type": "@n8n/n8n-nodes-langchain.lmChatOpenAi",
        "typeVersion": 1,
        "credentials": { "openAiApi": { "id": "«_cr»", "name": "OpenRouter" } },
        "notes": "creds: «a» (switch to team key later)"
`, V{"_cr": g.lcID(), "a": g.openrouter()}, "@n8n/n8n-nodes-langchain.lmChatOpenAi", "https://openrouter.ai/api/v1")

	g.lcAdd("lowcode/n8n-sqlite-credentials-entity-query", `
$ sqlite3 ~/.n8n/database.sqlite "select id, name, type, substr(data,1,44) from credentials_entity;"
«_i1»|Postgres account|postgres|«_d1»
«_i2»|Notion account|notionApi|«_d2»
$ node decrypt.js ~/.n8n/config «_i2»
{ apiKey: '«a»' }
`, V{"_i1": g.lcID(), "_d1": "U2FsdGVkX1" + g.s(alB64, 34), "_i2": g.lcID(), "_d2": "U2FsdGVkX1" + g.s(alB64, 34), "a": g.notion()},
		"credentials_entity", "notionApi")

	g.lcAdd("lowcode/n8n-helm-values", `
# values.yaml for 8gears/n8n chart
image:
  tag: 1.79.1
main:
  config:
    n8n:
      hide_usage_page: true
    db:
      type: postgresdb
      postgresdb:
        host: pg-rw.data.svc
        user: n8n
  secret:
    n8n:
      encryption_key: «a»
    db:
      postgresdb:
        password: «b»
ingress:
  enabled: true
  hosts:
    - host: n8n.platform.kestrel.cloud
      paths: ["/"]
`, V{"a": g.lcN8nKey(), "b": g.pwURL()}, "pg-rw.data.svc", "n8n.platform.kestrel.cloud")
}

// ---- Zapier ----

func (g *G) lowcodeZapier() {
	g.lcAdd("lowcode/zapier-code-step-js", `
// Code by Zapier — Run Javascript
// Input Data: email = {{1. Email}}, plan = {{1. Plan}}
const MAILERLITE_TOKEN = "«a»";

const res = await fetch("https://connect.mailerlite.com/api/subscribers", {
  method: "POST",
  headers: {
    "Content-Type": "application/json",
    "Authorization": "Bearer " + MAILERLITE_TOKEN,
  },
  body: JSON.stringify({ email: inputData.email, groups: [inputData.plan === "pro" ? "«_grp»" : "«_grp2»"] }),
});
const body = await res.json();
output = [{ id: body.data?.id, status: res.status }];
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"aud":"4","jti":"%s","iat":1718200000,"nbf":1718200000,"sub":"%s","scopes":[]}`, g.hex(80), g.digits(6))), "_grp": g.digits(18), "_grp2": g.digits(18)},
		"https://connect.mailerlite.com/api/subscribers", "inputData.email")

	g.lcAdd("lowcode/zapier-code-step-python", `
# Code by Zapier — Run Python
import requests

FRESHDESK_DOMAIN = "harborlight"
API_KEY = "«a»"

r = requests.get(
    f"https://{FRESHDESK_DOMAIN}.freshdesk.com/api/v2/tickets/{input_data['ticket_id']}",
    auth=(API_KEY, "X"),
    timeout=20,
)
r.raise_for_status()
t = r.json()
output = {"subject": t["subject"], "priority": t["priority"], "requester_id": t["requester_id"]}
`, V{"a": g.an(20)}, "FRESHDESK_DOMAIN = \"harborlight\"", "input_data['ticket_id']")

	g.lcAdd("lowcode/zapier-cli-zapierrc", `
$ zapier login
What is your Zapier login email address? (Ctrl-C to cancel) dev@lumenfold.com
What is your Zapier password? ********
Your credentials are saved to /Users/kai/.zapierrc
$ cat ~/.zapierrc
{
  "deployKey": "«a»"
}
$ cat .zapierapprc
{
  "id": «_app»,
  "key": "App«_app»",
  "includeInBuild": ["lib/.*"]
}
`, V{"a": g.hex(32), "_app": g.digits(6)}, "/Users/kai/.zapierrc", "dev@lumenfold.com")

	g.lcAdd("lowcode/zapier-env-set", `
$ zapier env:set 1.4.0 CLIENT_ID=«_cid» CLIENT_SECRET=«a» SENTRY_DSN=https://«=dsn»@o«_org».ingest.sentry.io/«_proj»
✔ Setting environment variables on version 1.4.0
The following environment variables were set for version 1.4.0:

┌───────────────┬────────────────────────────────────────────────────────────────────┐
│ Key           │ Value                                                              │
├───────────────┼────────────────────────────────────────────────────────────────────┤
│ CLIENT_ID     │ «_cid»                                                 │
│ CLIENT_SECRET │ «a»                                   │
│ SENTRY_DSN    │ https://«=dsn»@o«_org».ingest.sentry.io/«_proj» │
└───────────────┴────────────────────────────────────────────────────────────────────┘
`, V{"_cid": g.an(24), "a": g.b64u(40), "=dsn": g.hex(32), "_org": g.digits(6), "_proj": g.digits(7)},
		"zapier env:set 1.4.0")

	g.lcAdd("lowcode/zapier-platform-authentication-js", `
// authentication.js
const CLIENT_ID = process.env.CLIENT_ID || "«_cid»";
const CLIENT_SECRET = process.env.CLIENT_SECRET || "«a»";

const getAccessToken = async (z, bundle) => {
  const response = await z.request({
    url: "https://auth.tidepool-crm.com/oauth/token",
    method: "POST",
    body: {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      grant_type: "authorization_code",
      code: bundle.inputData.code,
      redirect_uri: bundle.inputData.redirect_uri,
    },
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  return { access_token: response.data.access_token, refresh_token: response.data.refresh_token };
};

module.exports = { type: "oauth2", oauth2Config: { authorizeUrl: { url: "https://auth.tidepool-crm.com/oauth/authorize" }, getAccessToken, autoRefresh: true } };
`, V{"_cid": g.uuid(), "a": g.hex(48)}, "process.env.CLIENT_SECRET", "https://auth.tidepool-crm.com/oauth/token")

	g.lcAdd("lowcode/zapier-storage-storeclient", `
// Code by Zapier: dedupe incoming leads with Storage by Zapier
const store = StoreClient('«a»');
const seen = await store.get(inputData.email);
if (seen) {
  return { duplicate: true };
}
await store.set(inputData.email, new Date().toISOString());
return { duplicate: false };
`, V{"a": g.uuid()}, "StoreClient(", "inputData.email")

	g.lcAdd("lowcode/zapier-storage-curl", `
$ curl -s "https://store.zapier.com/api/records?secret=«a»&key=last_sync_cursor"
{"last_sync_cursor": "«_cur»"}
`, V{"a": g.uuid(), "_cur": b64raw(fmt.Sprintf(`{"updated_after":"%s"}`, g.lcTS()))}, "key=last_sync_cursor")

	g.lcAdd("lowcode/zapier-catch-hook-frontend", `
// src/components/WaitlistForm.tsx
const ZAP_URL = "https://hooks.zapier.com/hooks/catch/«a»/";

export async function submit(email: string, company: string) {
  await fetch(ZAP_URL, {
    method: "POST",
    body: JSON.stringify({ email, company, source: "landing-v3" }),
  });
}
`, V{"a": g.lcZapHook()}, "landing-v3", "WaitlistForm.tsx")

	g.lcAdd("lowcode/zapier-webhooks-custom-request-task-history", `
Zap: "New Typeform entry → create Pipedrive person"   Run ID: «_run»
Step 3  Webhooks by Zapier · Custom Request                       Success
DATA IN
  Method:          POST
  URL:             https://api.pipedrive.com/v1/persons?api_token=«a»
  Data Pass-Through?: false
  Data:            {"name": "Maren Holt", "email": "maren@northpeak.example"}
  Unflatten:       yes
  Basic Auth:
  Headers:
    Content-Type   application/json
DATA OUT
  data:
    id:            «_pid»
    owner_id:      «_owner»
  success:         true
`, V{"_run": g.digits(12), "a": g.hex(40), "_pid": g.digits(5), "_owner": g.digits(8)}, "Webhooks by Zapier · Custom Request", "maren@northpeak.example")

	g.lcAdd("lowcode/zapier-webhooks-basic-auth-field", `
Step 2  Webhooks by Zapier · GET
  URL:          https://jira.sandcastle.dev/rest/api/3/search?jql=project%3DOPS%20AND%20status%3DOpen
  Query String Params:
  Send As JSON: no
  Basic Auth:   zap-bot@sandcastle.dev|«a»
  Headers:      Accept | application/json
`, V{"a": g.atlassian()}, "zap-bot@sandcastle.dev", "Webhooks by Zapier · GET")

	g.lcAdd("lowcode/zapier-ai-actions-mcp-config", `
{
  "mcpServers": {
    "zapier": {
      "command": "npx",
      "args": ["-y", "mcp-remote", "https://mcp.zapier.com/api/mcp/s/«a»/mcp"]
    },
    "zapier-nla": {
      "url": "https://actions.zapier.com/api/v1/dynamic/",
      "headers": { "x-api-key": "sk-ak-«b»" }
    }
  }
}
`, V{"a": b64s(g.uuid() + ":" + g.hex(32)), "b": g.an(32)}, "https://actions.zapier.com/api/v1/dynamic/", "mcp-remote")

	g.lcAdd("lowcode/zapier-cli-test-bundle-log", `
$ zapier invoke trigger new_invoice --debug
  zapier:invoke  bundle.authData = { access_token: '«a»', refresh_token: '«b»', account_name: 'Fernhill Books' } +0ms
  zapier:invoke  GET https://api.ledgerly.io/v2/invoices?since=«_since» +12ms
  zapier:invoke  200 OK (341ms) +353ms
✔ Invoking trigger new_invoice
[
  { "id": "inv_«_inv»", "number": "FH-10231", "total": 412.5 }
]
`, V{"a": g.b64u(40), "b": g.b64u(48), "_since": g.lcTS(), "_inv": g.an(12)}, "zapier invoke trigger new_invoice --debug", "Fernhill Books")
}

// ---- Make (Integromat) ----

func (g *G) lowcodeMake() {
	g.lcAdd("lowcode/make-blueprint-http-module-headers", `
{
    "name": "Shopify orders → ShipStation",
    "flow": [
        {
            "id": 1,
            "module": "shopify:WatchOrders",
            "version": 3,
            "parameters": { "__IMTCONN__": «_c1», "limit": 10, "status": "any" },
            "metadata": { "designer": { "x": 0, "y": 0 } }
        },
        {
            "id": 2,
            "module": "http:ActionSendData",
            "version": 3,
            "parameters": { "handleErrors": false, "useNewZLibDeCompress": true },
            "mapper": {
                "url": "https://ssapi.shipstation.com/orders/createorder",
                "method": "post",
                "headers": [
                    { "name": "Authorization", "value": "Basic «a»" },
                    { "name": "Content-Type", "value": "application/json" }
                ],
                "bodyType": "raw",
                "contentType": "application/json",
                "data": "{\"orderNumber\":\"{{1.name}}\",\"orderDate\":\"{{1.created_at}}\"}",
                "parseResponse": true
            },
            "metadata": { "designer": { "x": 300, "y": 0 } }
        }
    ],
    "metadata": { "instant": false, "version": 1, "scenario": { "roundtrips": 1, "maxErrors": 3, "autoCommit": true } }
}
`, V{"_c1": g.digits(7), "a": b64s(g.hex(32) + ":" + g.hex(32))}, "http:ActionSendData", "{{1.name}}")

	g.lcAdd("lowcode/make-blueprint-query-string-key", `
        {
            "id": 4,
            "module": "http:ActionSendData",
            "version": 3,
            "mapper": {
                "url": "https://api.openweathermap.org/data/3.0/onecall",
                "method": "get",
                "qs": [
                    { "name": "lat", "value": "{{3.lat}}" },
                    { "name": "lon", "value": "{{3.lon}}" },
                    { "name": "appid", "value": "«a»" },
                    { "name": "units", "value": "metric" }
                ],
                "serializeUrl": false,
                "parseResponse": true
            }
        },
`, V{"a": g.hex(32)}, "https://api.openweathermap.org/data/3.0/onecall", "{{3.lat}}")

	g.lcAdd("lowcode/make-webhook-url-in-env", `
# .env.production
NEXT_PUBLIC_SITE_URL=https://www.orchard-and-vine.com
CONTACT_FORM_WEBHOOK=https://hook.eu2.make.com/«a»
NEWSLETTER_WEBHOOK=https://hook.eu2.make.com/«b»
RESEND_API_KEY=re_«c»
`, V{"a": g.lcMakeHook(), "b": g.lcMakeHook(), "c": g.an(8) + "_" + g.an(24)}, "https://www.orchard-and-vine.com")

	g.lcAdd("lowcode/make-api-token-curl", `
$ curl -s "https://eu1.make.com/api/v2/scenarios?teamId=«_team»&pg%5Blimit%5D=3" \
    -H "Authorization: Token «a»" | jq '.scenarios[] | {id, name, isActive}'
{
  "id": «_s1»,
  "name": "Typeform → HubSpot",
  "isActive": true
}
{
  "id": «_s2»,
  "name": "Daily Stripe payouts digest",
  "isActive": false
}
`, V{"_team": g.digits(6), "a": g.uuid(), "_s1": g.digits(7), "_s2": g.digits(7)}, "https://eu1.make.com/api/v2/scenarios", "Daily Stripe payouts digest")

	g.lcAdd("lowcode/make-custom-app-common-data", `
// Make custom app "Tallow CRM" — Base
{
    "baseUrl": "https://api.tallowcrm.com/v1",
    "headers": {
        "Authorization": "Bearer {{connection.accessToken}}"
    },
    "response": { "error": { "message": "{{body.error.message}}" } },
    "log": { "sanitize": ["request.headers.authorization"] }
}

// Common data
{
    "clientId": "«_cid»",
    "clientSecret": "«a»"
}
`, V{"_cid": g.an(20), "a": g.an(40)}, "{{connection.accessToken}}", "request.headers.authorization")

	g.lcAdd("lowcode/make-execution-log-operation", `
Operation 1                                                        HTTP - Make a request
INPUT
  URL                       https://api.airtable.com/v0/«_base»/Leads?maxRecords=50
  Method                    GET
  Headers
    1  Name  Authorization
       Value Bearer «a»
  Query String              (empty)
  Body type                 Empty
  Parse response            Yes
OUTPUT
  Status code               200
  Headers                   date: Wed, 19 Jun 2024 10:22:31 GMT; content-type: application/json; charset=utf-8
  Data                      records: 50
`, V{"_base": "app" + g.an(14), "a": g.airtable()}, "HTTP - Make a request", "Parse response")

	g.lcAdd("lowcode/make-legacy-integromat-hook-php", `
<?php
// wp-content/themes/evergreen/functions.php
add_action('woocommerce_order_status_completed', function ($order_id) {
    $order = wc_get_order($order_id);
    wp_remote_post('https://hook.integromat.com/«a»', [
        'body'    => wp_json_encode(['id' => $order_id, 'total' => $order->get_total()]),
        'headers' => ['Content-Type' => 'application/json', 'x-make-apikey' => '«b»'],
    ]);
});
`, V{"a": g.lcMakeHook(), "b": g.an(24)}, "woocommerce_order_status_completed", "wc_get_order($order_id)")

	g.lcAdd("lowcode/make-mcp-server-url", `
// ~/.cursor/mcp.json
{
  "mcpServers": {
    "make": {
      "url": "https://eu2.make.com/mcp/api/v1/u/«a»/sse"
    }
  }
}
`, V{"a": g.uuid()}, "~/.cursor/mcp.json")

	g.lcAdd("lowcode/make-error-incomplete-execution", `
[2024-06-18 14:02:11] Scenario «_sid» "Calendly → Notion CRM" stopped: DataError
  Module 3 (Notion - Create a Database Item) failed:
  [401] API token is invalid.
  Request: POST https://api.notion.com/v1/pages
    authorization: Bearer «a»
    notion-version: 2022-06-28
  The scenario was deactivated after 3 consecutive errors. Incomplete execution «_ie» stored.
`, V{"_sid": g.digits(7), "a": "secret_" + g.an(43), "_ie": g.hex(32)}, "notion-version: 2022-06-28", "Calendly → Notion CRM")

	g.lcAdd("lowcode/make-connection-api-response", `
$ curl -s https://us1.make.com/api/v2/connections/«_cid» -H "Authorization: Token «a»"
{
    "connection": {
        "id": «_cid»,
        "name": "My MySQL connection",
        "accountName": "mysql",
        "accountLabel": "MySQL",
        "packageName": null,
        "expire": null,
        "metadata": { "value": "reporting@10.20.1.14", "type": "text" },
        "teamId": «_team»,
        "upgradeable": false,
        "scopes": 0,
        "scoped": true,
        "accountType": "basic",
        "editable": true
    }
}
`, V{"_cid": g.digits(7), "a": g.uuid(), "_team": g.digits(6)}, "reporting@10.20.1.14", "My MySQL connection")
}

// ---- Power Automate / Power Platform ----

func (g *G) lowcodePowerAutomate() {
	env := g.hex(32)
	g.lcAdd("lowcode/pa-http-trigger-url", `
When a HTTP request is received
  HTTP POST URL
  https://«_env».«_r».environment.api.powerplatform.com:443/powerautomate/automations/direct/workflows/«_wf»/triggers/manual/paths/invoke?api-version=1&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«a»
  Who can trigger the flow?  Anyone
`, V{"_env": env[:30], "_r": env[30:], "_wf": g.hex(32), "a": g.lcSig()}, "Who can trigger the flow?  Anyone", "api-version=1&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0")

	g.lcAdd("lowcode/pa-logic-azure-trigger-in-script", `
# report-to-teams.ps1 — posts the nightly job summary into the flow
$flowUrl = "https://prod-«_n».westeurope.logic.azure.com:443/workflows/«_wf»/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«a»"
$body = @{ job = "etl-nightly"; status = $LASTEXITCODE; host = $env:COMPUTERNAME } | ConvertTo-Json
Invoke-RestMethod -Method Post -Uri $flowUrl -Body $body -ContentType "application/json"
`, V{"_n": fmt.Sprint(10 + g.r.IntN(80)), "_wf": g.hex(32), "a": g.lcSig()}, "etl-nightly", "$env:COMPUTERNAME")

	g.lcAdd("lowcode/pa-definition-http-action-basic", `
"actions": {
  "HTTP_-_Create_ticket": {
    "runAfter": { "Parse_JSON": [ "Succeeded" ] },
    "type": "Http",
    "inputs": {
      "method": "POST",
      "uri": "https://servicedesk.larchmont.local/api/v3/requests",
      "headers": { "Content-Type": "application/json" },
      "body": "@body('Parse_JSON')",
      "authentication": {
        "type": "Basic",
        "username": "svc-powerautomate",
        "password": "«a»"
      }
    },
    "runtimeConfiguration": { "secureData": { "properties": [ "outputs" ] } }
  }
}
`, V{"a": g.pw()}, "svc-powerautomate", "@body('Parse_JSON')")

	g.lcAdd("lowcode/pa-definition-aad-oauth", `
      "HTTP_Graph": {
        "type": "Http",
        "inputs": {
          "method": "GET",
          "uri": "https://graph.microsoft.com/v1.0/users?$filter=accountEnabled eq false",
          "authentication": {
            "type": "ActiveDirectoryOAuth",
            "authority": "https://login.microsoftonline.com",
            "tenant": "«_tid»",
            "audience": "https://graph.microsoft.com",
            "clientId": "«_cid»",
            "secret": "«a»"
          }
        }
      },
`, V{"_tid": g.uuid(), "_cid": g.uuid(), "a": g.azSecret()}, "ActiveDirectoryOAuth", "https://graph.microsoft.com")

	twAC := g.twilioSID()
	g.lcAdd("lowcode/pa-connection-references-and-header", `
{
  "properties": {
    "connectionReferences": {
      "shared_office365": {
        "runtimeSource": "embedded",
        "connection": { "connectionReferenceLogicalName": "cr4f2_sharedoffice365_«_c1»" },
        "api": { "name": "shared_office365" }
      },
      "shared_sharepointonline": {
        "runtimeSource": "embedded",
        "connection": { "connectionReferenceLogicalName": "cr4f2_sharedsharepointonline_«_c2»" },
        "api": { "name": "shared_sharepointonline" }
      }
    },
    "definition": {
      "actions": {
        "Call_Twilio": {
          "type": "Http",
          "inputs": {
            "method": "POST",
            "uri": "https://api.twilio.com/2010-04-01/Accounts/«_ac»/Messages.json",
            "headers": { "Authorization": "Basic «a»" },
            "body": "To=@{triggerBody()?['phone']}&From=%2B14155550142&Body=Your visit is confirmed"
          }
        }
      }
    }
  }
}
`, V{"_c1": g.s(alLowNum, 5), "_c2": g.s(alLowNum, 5), "_ac": twAC, "a": b64s(twAC + ":" + g.hex(32))},
		"shared_sharepointonline", "triggerBody()?['phone']")

	g.lcAdd("lowcode/pa-pac-auth-create", `
PS C:\src\contoso-solutions> pac auth create --name ci-prod --environment https://contoso-prod.crm4.dynamics.com --applicationId «_app» --clientSecret «a» --tenant «_tid»
Connected as «_app»
Authentication profile created
    * UNIVERSAL ci-prod                 : «_app»    Public  https://contoso-prod.crm4.dynamics.com/

PS C:\src\contoso-solutions> pac solution export --name ContosoFieldOps --path .\out\ContosoFieldOps.zip --managed
`, V{"_app": g.uuid(), "a": g.azSecret(), "_tid": g.uuid()}, "https://contoso-prod.crm4.dynamics.com", "pac solution export --name ContosoFieldOps")

	g.lcAdd("lowcode/pa-deployment-settings-json", `
{
  "EnvironmentVariables": [
    { "SchemaName": "cr4f2_ApiBaseUrl", "Value": "https://erp.fabrikam.example/api" },
    { "SchemaName": "cr4f2_ErpApiKey", "Value": "«a»" },
    { "SchemaName": "cr4f2_KeyVaultSecretRef", "Value": "/subscriptions/«_sub»/resourceGroups/rg-pp/providers/Microsoft.KeyVault/vaults/kv-fabrikam-pp/secrets/erp-api-key" }
  ],
  "ConnectionReferences": [
    { "LogicalName": "cr4f2_sharedcommondataserviceforapps_6b1e0", "ConnectionId": "«_conn»", "ConnectorId": "/providers/Microsoft.PowerApps/apis/shared_commondataserviceforapps" }
  ]
}
`, V{"a": g.hex(40), "_sub": g.uuid(), "_conn": g.hex(32)}, "kv-fabrikam-pp", "cr4f2_ApiBaseUrl")

	g.lcAdd("lowcode/pa-dataverse-connection-string", `
// appsettings.Development.json — plugin test harness
{
  "Dataverse": {
    "ConnectionString": "AuthType=ClientSecret;Url=https://orgd41f7c2.crm.dynamics.com;ClientId=«_cid»;ClientSecret=«a»;RequireNewInstance=true"
  },
  "Logging": { "LogLevel": { "Default": "Information" } }
}
`, V{"_cid": g.uuid(), "a": g.azSecret()}, "https://orgd41f7c2.crm.dynamics.com", "RequireNewInstance=true")

	g.lcAdd("lowcode/pa-paconn-settings", `
PS> paconn create --api-def apiDefinition.swagger.json --api-prop apiProperties.json --icon icon.png --secret «a» --environment «_env»
Connector created with ID /providers/Microsoft.PowerApps/apis/shared_contoso-20inventory-5f1c3a2b4e6d7f80
PS> Get-Content settings.json
{
  "connectorId": "shared_contoso-20inventory-5f1c3a2b4e6d7f80",
  "environment": "«_env»",
  "apiProperties": "apiProperties.json",
  "apiDefinition": "apiDefinition.swagger.json",
  "icon": "icon.png",
  "powerAppsApiVersion": "2016-11-01",
  "powerAppsUrl": "https://api.powerapps.com"
}
`, V{"a": g.azSecret(), "_env": "Default-" + g.uuid()}, "apiDefinition.swagger.json", "shared_contoso-20inventory-5f1c3a2b4e6d7f80")

	g.lcAdd("lowcode/pa-run-history-raw-outputs", `
Show raw inputs
{
    "uri": "https://api.sendgrid.com/v3/mail/send",
    "method": "POST",
    "headers": {
        "Authorization": "Bearer «a»",
        "Content-Type": "application/json"
    },
    "body": {
        "personalizations": [ { "to": [ { "email": "facilities@wrenfield.org" } ] } ],
        "from": { "email": "noreply@wrenfield.org" },
        "subject": "Room booking approved"
    }
}
`, V{"a": g.sendgrid()}, "facilities@wrenfield.org", "Show raw inputs")

	g.lcAdd("lowcode/pa-powerfx-set-key", `
// App.OnStart  (Canvas app "Field Inspections", unpacked with pac canvas unpack)
Set(gblApiBase, "https://inspections-api.azurewebsites.net/api");
Set(gblFunctionKey, "«a»");
Set(gblUser, User().Email);
ClearCollect(colSites, InspectionsAPI.GetSites({code: gblFunctionKey}));
`, V{"a": g.b64u(54) + "=="}, "InspectionsAPI.GetSites", "https://inspections-api.azurewebsites.net/api")

	g.lcAdd("lowcode/pa-logicapp-local-settings", `
{
  "IsEncrypted": false,
  "Values": {
    "AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=stlaorders«_sfx»;AccountKey=«a»;EndpointSuffix=core.windows.net",
    "FUNCTIONS_WORKER_RUNTIME": "node",
    "APP_KIND": "workflowapp",
    "WORKFLOWS_SUBSCRIPTION_ID": "«_sub»",
    "serviceBus_connectionString": "Endpoint=sb://sb-orders-prod.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«b»",
    "sql_connectionString": "Server=tcp:sql-orders.database.windows.net,1433;Database=orders;User ID=la_app;Password=«c»;Encrypt=True"
  }
}
`, V{"_sfx": g.s(alLowNum, 6), "a": g.azStorage(), "_sub": g.uuid(), "b": g.b64(32), "c": g.pwStrong()}, "APP_KIND", "RootManageSharedAccessKey")
}

// ---- Retool ----

func (g *G) lowcodeRetool() {
	g.lcAdd("lowcode/retool-docker-env", `
# retool-onpremise/docker.env
NODE_ENV=production
DEPLOYMENT_TEMPLATE_TYPE=docker-compose
POSTGRES_DB=hammerhead_production
POSTGRES_USER=retool_internal_user
POSTGRES_HOST=postgres
POSTGRES_PORT=5432
POSTGRES_PASSWORD=«a»
JWT_SECRET=«b»
ENCRYPTION_KEY=«c»
LICENSE_KEY=«d»
BASE_DOMAIN=https://retool.corp.alderbank.com
COOKIE_INSECURE=false
# RETOOL_EXPOSED_ vars are readable from apps via retoolContext.configVars
RETOOL_EXPOSED_STRIPE_PUBLISHABLE=«_pk»
`, V{"a": g.an(40), "b": g.an(64), "c": g.an(64), "d": strings.ToUpper(g.uuid()), "_pk": g.pkLive()},
		"DEPLOYMENT_TEMPLATE_TYPE=docker-compose", "https://retool.corp.alderbank.com", "POSTGRES_USER=retool_internal_user")

	g.lcAdd("lowcode/retool-resources-config-yaml", `
# config/resources.yaml (mounted into the Retool backend, see docs "Configure resources with configuration files")
resources:
  - name: warehouse_pg
    type: postgresql
    environment: production
    options:
      host: warehouse.cluster-c8f1.eu-west-1.rds.amazonaws.com
      port: 5432
      database_name: analytics
      database_username: retool_ro
      database_password: «a»
      ssl_enabled: true
  - name: stripe_api
    type: restapi
    options:
      base_url: https://api.stripe.com/v1
      headers:
        - ["Authorization", "Bearer «b»"]
`, V{"a": g.pwStrong(), "b": g.rkLive()}, "warehouse.cluster-c8f1.eu-west-1.rds.amazonaws.com", "database_username: retool_ro")

	g.lcAdd("lowcode/retool-workflow-code-block", `
// Retool Workflow "nightly-churn-alerts" — code block: fetchMixpanel
const auth = btoa("«_u»:«a»");
const res = await fetch("https://mixpanel.com/api/2.0/export?from_date=" + startTrigger.data.from + "&to_date=" + startTrigger.data.to, {
  headers: { Authorization: ˋBasic ${auth}ˋ, Accept: "text/plain" },
});
return (await res.text()).trim().split("\n").map((l) => JSON.parse(l));
`, V{"_u": "svc-retool." + g.s(alLowNum, 6) + ".mp-service-account", "a": g.an(32)}, "startTrigger.data.from", "nightly-churn-alerts")

	g.lcAdd("lowcode/retool-api-token-curl", `
$ curl -s https://tools.kinfolk-health.com/api/v2/users?limit=2 \
    -H "Authorization: Bearer «a»" | jq .
{
  "success": true,
  "data": [
    { "id": "«_u1»", "email": "ana@kinfolk-health.com", "active": true, "user_type": "default" },
    { "id": "«_u2»", "email": "jon@kinfolk-health.com", "active": true, "user_type": "mobile" }
  ],
  "total_count": 41,
  "next_token": "«_nt»",
  "has_more": true
}
`, V{"a": "retool_01" + g.s(alLowNum, 26), "_u1": "user_" + g.hex(32), "_u2": "user_" + g.hex(32), "_nt": g.b64u(24)},
		"https://tools.kinfolk-health.com/api/v2/users?limit=2", "ana@kinfolk-health.com")

	g.lcAdd("lowcode/retool-rpc-server", `
// rpc/index.ts
import { RetoolRPC } from "retoolrpc";
import { pool } from "./db";

const rpc = new RetoolRPC({
  apiToken: "«a»",
  host: "https://ops.parcelwise.io",
  resourceId: "«_rid»",
  environmentName: "production",
  pollingIntervalMs: 1000,
  logLevel: "info",
});

rpc.register({
  name: "refundShipment",
  arguments: { shipmentId: { type: "string", required: true } },
  implementation: async (args) => pool.query("select refund_shipment($1)", [args.shipmentId]),
});
rpc.listen();
`, V{"a": "retool_wk_" + g.hex(32), "_rid": g.uuid()}, "https://ops.parcelwise.io", "refundShipment")

	g.lcAdd("lowcode/retool-app-export-query-template", `
{"uuid":"«_app»","page":{"data":{"appState":"~#iR,[\"^ \",\"n\",\"appTemplate\",\"v\",[\"^ \",\"plugins\",[\"~#iOM\",[\"getOrders\",[\"^0\",[\"^ \",\"n\",\"pluginTemplate\",\"v\",[\"^ \",\"id\",\"getOrders\",\"type\",\"datasource\",\"subtype\",\"RESTQuery\",\"resourceName\",\"REST-WithoutResource\",\"template\",[\"^3\",[\"query\",\"https://api.orderdesk.me/v2/orders?limit=50\",\"headers\",\"[{\\\"key\\\":\\\"ORDERDESK-STORE-ID\\\",\\\"value\\\":\\\"«_store»\\\"},{\\\"key\\\":\\\"ORDERDESK-API-KEY\\\",\\\"value\\\":\\\"«a»\\\"}]\",\"type\",\"GET\"]]]]]]]]]]"}}}
`, V{"_app": g.uuid(), "_store": g.digits(5), "a": g.an(40)}, "REST-WithoutResource", "ORDERDESK-STORE-ID")

	g.lcAdd("lowcode/retool-backend-log-db-url", `
retool-api-1  | {"level":"info","message":"[process service types] MAIN_BACKEND, DB_CONNECTOR, DB_SSH_CONNECTOR","timestamp":"«_t»"}
retool-api-1  | {"level":"error","message":"Failed to connect to postgres://retool_internal_user:«a»@postgres:5432/hammerhead_production: connect ECONNREFUSED 172.19.0.3:5432","timestamp":"«_t»"}
retool-api-1  | {"level":"info","message":"Retrying in 5s (attempt 3/20)","timestamp":"«_t»"}
`, V{"_t": g.lcTS(), "a": g.an(40)}, "MAIN_BACKEND, DB_CONNECTOR, DB_SSH_CONNECTOR", "ECONNREFUSED 172.19.0.3:5432")

	g.lcAdd("lowcode/retool-sso-env", `
# Okta OIDC for self-hosted Retool
CUSTOM_OAUTH2_SSO_CLIENT_ID=«_cid»
CUSTOM_OAUTH2_SSO_CLIENT_SECRET=«a»
CUSTOM_OAUTH2_SSO_SCOPES=openid email profile offline_access groups
CUSTOM_OAUTH2_SSO_AUTH_URL=https://alderbank.okta.com/oauth2/v1/authorize
CUSTOM_OAUTH2_SSO_TOKEN_URL=https://alderbank.okta.com/oauth2/v1/token
CUSTOM_OAUTH2_SSO_JWT_EMAIL_KEY=idToken.email
RESTRICTED_DOMAIN=alderbank.com
`, V{"_cid": "0oa" + g.an(17), "a": g.b64u(64)}, "https://alderbank.okta.com/oauth2/v1/token", "CUSTOM_OAUTH2_SSO_JWT_EMAIL_KEY=idToken.email")
}

// ---- Appsmith, Budibase, ToolJet ----

func (g *G) lowcodeInternalTools() {
	g.lcAdd("lowcode/appsmith-docker-env", `
$ cat stacks/configuration/docker.env
# Sentry
APPSMITH_SENTRY_DSN=
# Mail
APPSMITH_MAIL_ENABLED=true
APPSMITH_MAIL_HOST=email-smtp.eu-west-1.amazonaws.com
APPSMITH_MAIL_PORT=587
APPSMITH_MAIL_USERNAME=«_smu»
APPSMITH_MAIL_PASSWORD=«a»
# Encryption
APPSMITH_ENCRYPTION_PASSWORD=«b»
APPSMITH_ENCRYPTION_SALT=«c»
APPSMITH_DB_URL=mongodb://appsmith:«d»@localhost:27017/appsmith?replicaSet=mr1&authSource=admin
APPSMITH_REDIS_URL=redis://127.0.0.1:6379
APPSMITH_SUPERVISOR_USER=appsmith
APPSMITH_SUPERVISOR_PASSWORD=«e»
`, V{"_smu": g.awsID(), "a": "B" + g.s(alB64, 43), "b": g.an(20), "c": g.an(20), "d": g.an(24), "e": g.an(12)},
		"email-smtp.eu-west-1.amazonaws.com", "APPSMITH_REDIS_URL=redis://127.0.0.1:6379")

	g.lcAdd("lowcode/appsmith-jsobject-git", `
// pages/Orders/jsobjects/OrdersApi/OrdersApi.js  (committed by Appsmith git sync)
export default {
	baseUrl: "https://api.shipbob.com/1.0",
	token: "«a»",
	async loadOrders () {
		const res = await fetch(this.baseUrl + "/order?Page=1&Limit=50", {
			headers: { Authorization: "Bearer " + this.token, "shipbob_channel_id": "«_ch»" },
		});
		storeValue("orders", await res.json());
	},
}
`, V{"a": g.b64u(64), "_ch": g.digits(6)}, "storeValue(\"orders\", await res.json())", "https://api.shipbob.com/1.0")

	g.lcAdd("lowcode/appsmith-datasource-error", `
[2024-06-12 09:41:03,118] requestId=«_rid» userEmail=ops@greenleaf.coop - Error executing plugin action: AE-PLG-4001
com.appsmith.external.exceptions.pluginExceptions.AppsmithPluginException: Error connecting to mysql://reporting:«a»@10.4.2.17:3306/greenleaf?useSSL=false
	at com.external.plugins.MySqlPlugin$MySqlPluginExecutor.lambda$datasourceCreate$5(MySqlPlugin.java:612)
`, V{"_rid": g.uuid(), "a": g.pwURL()}, "AE-PLG-4001", "ops@greenleaf.coop")

	g.lcAdd("lowcode/budibase-env", `
# budibase .env (docker compose)
MAIN_PORT=10000
API_ENCRYPTION_KEY=«a»
JWT_SECRET=«b»
MINIO_ACCESS_KEY=«c»
MINIO_SECRET_KEY=«d»
COUCH_DB_PASSWORD=«e»
COUCH_DB_USER=budibase
REDIS_PASSWORD=«f»
INTERNAL_API_KEY=«h»
BB_ADMIN_USER_EMAIL=admin@pinecrest.edu
BB_ADMIN_USER_PASSWORD=«i»
APP_PORT=4002
WORKER_PORT=4003
`, V{"a": g.an(32), "b": g.an(32), "c": g.an(20), "d": g.an(40), "e": g.pwURL(), "f": g.an(24), "h": g.hex(32), "i": g.pw()},
		"admin@pinecrest.edu", "COUCH_DB_USER=budibase")

	g.lcAdd("lowcode/budibase-public-api-curl", `
$ curl -s -X POST "https://budibase.pinecrest.edu/api/public/v1/tables/«_tab»/rows/search" \
    -H "x-budibase-app-id: app_«_app»" \
    -H "x-budibase-api-key: «a»" \
    -H "Content-Type: application/json" \
    -d '{"query":{"equal":{"status":"open"}},"limit":5}'
{"data":[{"_id":"ro_ta_«_row»","status":"open","title":"Projector in B204 flickers"}],"hasNextPage":false}
`, V{"_tab": "ta_" + g.hex(32), "_app": g.hex(32), "a": g.hex(32) + "-" + g.hex(96), "_row": g.hex(32)},
		"x-budibase-app-id", "Projector in B204 flickers")

	g.lcAdd("lowcode/budibase-rest-datasource-json", `
{
  "_id": "datasource_«_ds»",
  "type": "datasource",
  "name": "Freshservice",
  "source": "REST",
  "config": {
    "url": "https://pinecrest.freshservice.com/api/v2",
    "defaultHeaders": {
      "Authorization": "Basic «a»",
      "Content-Type": "application/json"
    },
    "rejectUnauthorized": true,
    "legacyHttpParser": false
  },
  "plus": true
}
`, V{"_ds": g.hex(32), "a": b64s(g.an(20) + ":X")}, "https://pinecrest.freshservice.com/api/v2", "rejectUnauthorized")

	g.lcAdd("lowcode/tooljet-env", `
# ToolJet .env
TOOLJET_HOST=https://internal.granitepay.io
LOCKBOX_MASTER_KEY=«a»
SECRET_KEY_BASE=«b»
PG_DB=tooljet_production
PG_USER=tooljet
PG_HOST=postgres
PG_PASS=«c»
ENABLE_TOOLJET_DB=true
TOOLJET_DB=tooljet_db
TOOLJET_DB_USER=tooljet
TOOLJET_DB_PASS=«c»
PGRST_JWT_SECRET=«d»
PGRST_HOST=postgrest
`, V{"a": g.hex(64), "b": g.hex(128), "c": g.pwURL(), "d": g.hex(32)}, "https://internal.granitepay.io", "PGRST_HOST=postgrest")

	g.lcAdd("lowcode/tooljet-app-export-datasource", `
"dataSources": [
  {
    "id": "«_d1»",
    "name": "restapidefault",
    "kind": "restapi",
    "options": {
      "url": { "value": "https://api.pagerduty.com" },
      "auth_type": { "value": "none" },
      "headers": { "value": [["Authorization", "Token token=«a»"], ["Accept", "application/vnd.pagerduty+json;version=2"]] }
    }
  },
  {
    "id": "«_d2»",
    "name": "postgres-prod",
    "kind": "postgresql",
    "options": {
      "host": { "value": "pg-prod.granitepay.internal" },
      "username": { "value": "tj_reader" },
      "password": { "value": null, "encrypted": true, "credential_id": "«_cred»" }
    }
  }
]
`, V{"_d1": g.uuid(), "a": "u+" + g.b64u(18), "_d2": g.uuid(), "_cred": g.uuid()}, "pg-prod.granitepay.internal", "\"encrypted\": true")

	g.lcAdd("lowcode/tooljet-workflow-webhook", `
$ curl -X POST 'https://internal.granitepay.io/api/v2/webhooks/workflows/«_wf»/trigger?environment=production' \
  --header 'Content-Type: application/json' \
  --header 'Authorization: Bearer «a»' \
  --data '{"merchantId":"m_«_m»","reason":"chargeback"}'
{"statusCode":201,"result":{"status":"ok"}}
`, V{"_wf": g.uuid(), "a": g.hex(64), "_m": g.an(10)}, "reason\":\"chargeback", "api/v2/webhooks/workflows")
}

// ---- NocoDB, Baserow, Airtable ----

func (g *G) lowcodeTables() {
	g.lcAdd("lowcode/nocodb-compose", `
services:
  nocodb:
    image: nocodb/nocodb:0.258.2
    environment:
      NC_DB: "pg://root_db:5432?u=postgres&p=«a»&d=root_db"
      NC_AUTH_JWT_SECRET: "«b»"
      NC_PUBLIC_URL: https://tables.ridgeway.coop
      NC_SMTP_HOST: smtp.mailgun.org
      NC_SMTP_USERNAME: postmaster@mg.ridgeway.coop
      NC_SMTP_PASSWORD: "«c»"
    ports: ["8080:8080"]
  root_db:
    image: postgres:16.6
    environment:
      POSTGRES_DB: root_db
      POSTGRES_PASSWORD: «a»
      POSTGRES_USER: postgres
`, V{"a": g.pwURL(), "b": g.uuid(), "c": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "postmaster@mg.ridgeway.coop", "nocodb/nocodb:0.258.2")

	g.lcAdd("lowcode/nocodb-xc-token-curl", `
$ curl -s "https://tables.ridgeway.coop/api/v2/tables/«_tbl»/records?limit=2&where=(Status,eq,Pending)" \
    -H "xc-token: «a»"
{"list":[{"Id":41,"Member":"R. Okafor","Status":"Pending"},{"Id":57,"Member":"T. Lindqvist","Status":"Pending"}],"pageInfo":{"totalRows":2,"page":1,"pageSize":2,"isFirstPage":true,"isLastPage":true}}
`, V{"_tbl": "m" + g.s(alLowNum, 14), "a": g.b64u(40)}, "where=(Status,eq,Pending)", "T. Lindqvist")

	g.lcAdd("lowcode/nocodb-sdk-xc-auth", `
import { Api } from 'nocodb-sdk';

const api = new Api({
  baseURL: 'https://app.nocodb.com',
  headers: {
    'xc-auth': '«a»',
  },
});
const bases = await api.base.list();
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"email":"leo@ridgeway.coop","id":"us%s","roles":{"org-level-creator":true},"token_version":"%s","iat":1718700000,"exp":1718736000}`, g.s(alLowNum, 14), g.hex(64)))}, "nocodb-sdk", "api.base.list()")

	g.lcAdd("lowcode/baserow-env", `
# baserow.env
BASEROW_PUBLIC_URL=https://db.moorland-trust.org.uk
SECRET_KEY=«a»
BASEROW_JWT_SIGNING_KEY=«b»
DATABASE_HOST=10.8.0.5
DATABASE_NAME=baserow
DATABASE_USER=baserow
DATABASE_PASSWORD=«c»
REDIS_URL=redis://:«d»@10.8.0.6:6379/0
EMAIL_SMTP=true
EMAIL_SMTP_HOST=smtp.sendgrid.net
EMAIL_SMTP_USER=apikey
EMAIL_SMTP_PASSWORD=«e»
`, V{"a": g.an(50), "b": g.an(50), "c": g.pwStrong(), "d": g.an(32), "e": g.sendgrid()}, "https://db.moorland-trust.org.uk", "EMAIL_SMTP_USER=apikey")

	g.lcAdd("lowcode/baserow-database-token-curl", `
$ curl -s -H "Authorization: Token «a»" \
    "https://api.baserow.io/api/database/rows/table/«_t»/?user_field_names=true&size=2"
{"count":318,"next":"https://api.baserow.io/api/database/rows/table/«_t»/?page=2&size=2&user_field_names=true","previous":null,"results":[{"id":1,"order":"1.00000000000000000000","Name":"Hedge survey 2024","Volunteers":12},{"id":2,"order":"2.00000000000000000000","Name":"Pond clearance","Volunteers":7}]}
`, V{"a": g.an(32), "_t": g.digits(6)}, "user_field_names=true", "Hedge survey 2024")

	g.lcAdd("lowcode/baserow-token-auth-response", `
$ http POST https://db.moorland-trust.org.uk/api/user/token-auth/ email=clerk@moorland-trust.org.uk password='«a»'
HTTP/1.1 200 OK
Content-Type: application/json

{
    "user": { "first_name": "Ruth", "username": "clerk@moorland-trust.org.uk", "language": "en" },
    "access_token": "«b»",
    "refresh_token": "«c»",
    "token": "«b»"
}
`, V{"a": g.pw(), "b": g.jwt("HS256", fmt.Sprintf(`{"token_type":"access","exp":1718790000,"iat":1718789400,"jti":"%s","user_id":3,"user_profile_id":[3]}`, g.hex(32))),
		"c": g.jwt("HS256", fmt.Sprintf(`{"token_type":"refresh","exp":1719394200,"iat":1718789400,"jti":"%s","user_id":3}`, g.hex(32)))},
		"clerk@moorland-trust.org.uk", "api/user/token-auth/")

	g.lcAdd("lowcode/airtable-scripting-extension-remotefetch", `
// Airtable Scripting extension — "Sync refunds from Stripe"
const STRIPE_KEY = "«a»";
const table = base.getTable("Refunds");

let res = await remoteFetchAsync("https://api.stripe.com/v1/refunds?limit=100", {
    headers: { Authorization: ˋBearer ${STRIPE_KEY}ˋ },
});
let { data } = await res.json();
await table.createRecordsAsync(data.map(r => ({ fields: { "Refund ID": r.id, "Amount": r.amount / 100, "Status": r.status } })));
output.markdown(ˋImported **${data.length}** refundsˋ);
`, V{"a": g.rkLive()}, "remoteFetchAsync", "base.getTable(\"Refunds\")")

	g.lcAdd("lowcode/airtable-automation-script-input", `
// Automation: "When record matches conditions" → Run script
let inputConfig = input.config();
let recordId = inputConfig.recordId;
let webhook = "https://hooks.slack.com/services/«_t»/«_b»/«a»";

await fetch(webhook, {
    method: "POST",
    body: JSON.stringify({ text: ˋ:rotating_light: Escalation on ${inputConfig.customer} (${recordId})ˋ }),
});
output.set("posted", true);
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "input.config()", "inputConfig.customer")

	g.lcAdd("lowcode/airtable-js-node-pat", `
// scripts/backfill-leads.mjs
import Airtable from "airtable";

Airtable.configure({ endpointUrl: "https://api.airtable.com", apiKey: "«a»" });
const base = Airtable.base("«_base»");

const rows = await base("Leads").select({ view: "Grid view", filterByFormula: "{Status} = 'New'" }).all();
console.log(rows.length, "new leads");
`, V{"a": g.airtable(), "_base": "app" + g.an(14)}, "filterByFormula", "Grid view")

	g.lcAdd("lowcode/airtable-webhook-create-mac-secret", `
$ curl -s -X POST "https://api.airtable.com/v0/bases/«_base»/webhooks" \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    --data '{"notificationUrl":"https://hooks.fieldnote.app/airtable","specification":{"options":{"filters":{"dataTypes":["tableData"]}}}}'
{
  "id": "ach«_id»",
  "macSecretBase64": "«b»",
  "expirationTime": "2024-06-26T11:02:44.000Z"
}
`, V{"_base": "app" + g.an(14), "a": g.airtable(), "_id": g.an(14), "b": g.b64(64)}, "https://hooks.fieldnote.app/airtable", "expirationTime")

	g.lcAdd("lowcode/airtable-legacy-api-key-python", `
# legacy/export_inventory.py (2021, still on the old API key)
from airtable import Airtable

AIRTABLE_BASE = "«_base»"
AIRTABLE_KEY = "«a»"

inv = Airtable(AIRTABLE_BASE, "Inventory", api_key=AIRTABLE_KEY)
for rec in inv.get_all(view="Low stock"):
    print(rec["fields"].get("SKU"), rec["fields"].get("Qty"))
`, V{"_base": "app" + g.an(14), "a": "key" + g.an(14)}, "view=\"Low stock\"", "from airtable import Airtable")
}

// ---- Node-RED and FlowFuse ----

func (g *G) lowcodeNodeRED() {
	g.lcAdd("lowcode/nodered-settings-js-secret-and-adminauth", `
// /data/settings.js (excerpt)
module.exports = {
    flowFile: 'flows.json',
    flowFilePretty: true,

    credentialSecret: "«a»",

    adminAuth: {
        type: "credentials",
        users: [{
            username: "admin",
            password: "«b»",
            permissions: "*"
        }]
    },

    httpNodeAuth: {user:"hooks", pass:"«c»"},
    uiPort: process.env.PORT || 1880,
    diagnostics: { enabled: true, ui: true },
}
`, V{"a": g.pwStrong(), "b": g.bcrypt(), "c": g.bcrypt()}, "flowFilePretty: true", "httpNodeAuth: {user:\"hooks\"")

	g.lcAdd("lowcode/nodered-admin-hash-pw", `
pi@greenhouse:~ $ node-red admin hash-pw
Password: 
«a»
pi@greenhouse:~ $ nano ~/.node-red/settings.js
`, V{"a": g.bcrypt()}, "node-red admin hash-pw", "pi@greenhouse:~ $")

	g.lcAdd("lowcode/nodered-flows-cred-plaintext", `
$ cat ~/.node-red/flows_cred.json
{
    "«_n1»": {
        "user": "nodered",
        "password": "«a»"
    },
    "«_n2»": {
        "token": "«b»"
    },
    "«_n3»": {
        "apiKey": "«c»"
    }
}
$ grep credentialSecret ~/.node-red/settings.js
    credentialSecret: false,
`, V{"_n1": g.hex(16), "a": g.pw(), "_n2": g.hex(16), "b": g.telegram(), "_n3": g.hex(16), "c": g.hex(32)}, "credentialSecret: false")

	g.lcAdd("lowcode/nodered-config-runtime-json", `
$ sudo cat /root/.node-red/.config.runtime.json
{
    "instanceId": "«_inst»",
    "_credentialSecret": "«a»",
    "telemetryEnabled": false
}
`, V{"_inst": g.hex(16), "a": g.hex(64)}, "telemetryEnabled", "/root/.node-red/.config.runtime.json")

	g.lcAdd("lowcode/nodered-function-node-export", `
[
    {
        "id": "«_f»",
        "type": "function",
        "z": "«_z»",
        "name": "build InfluxDB request",
        "func": "msg.url = 'https://eu-central-1-1.aws.cloud2.influxdata.com/api/v2/write?org=greenhouse&bucket=sensors&precision=s';\nmsg.headers = {\n    'Authorization': 'Token «a»',\n    'Content-Type': 'text/plain; charset=utf-8'\n};\nmsg.payload = ˋclimate,zone=${msg.topic} temp=${msg.payload.t},rh=${msg.payload.h}ˋ;\nreturn msg;",
        "outputs": 1,
        "timeout": 0,
        "noerr": 0,
        "x": 420,
        "y": 180,
        "wires": [["«_w»"]]
    }
]
`, V{"_f": g.hex(16), "_z": g.hex(16), "a": g.b64u(64) + "==", "_w": g.hex(16)}, "build InfluxDB request", "cloud2.influxdata.com")

	g.lcAdd("lowcode/nodered-http-request-url-creds", `
    {
        "id": "«_id»",
        "type": "http request",
        "z": "«_z»",
        "name": "poll inverter",
        "method": "GET",
        "ret": "obj",
        "paytoqs": "ignore",
        "url": "http://installer:«a»@192.168.1.62/api/v1/power",
        "tls": "",
        "persist": false,
        "authType": "",
        "senderr": false,
        "x": 330,
        "y": 100,
        "wires": [["«_w»"]]
    },
`, V{"_id": g.hex(16), "_z": g.hex(16), "a": g.pwURL(), "_w": g.hex(16)}, "poll inverter", "192.168.1.62/api/v1/power")

	g.lcAdd("lowcode/nodered-admin-api-token", `
$ curl -s -X POST http://nodered.lan:1880/auth/token \
    --data 'client_id=node-red-admin&grant_type=password&scope=*&username=admin&password=«a»'
{"access_token":"«b»","expires_in":604800,"token_type":"Bearer"}
$ curl -s http://nodered.lan:1880/flows -H "Authorization: Bearer «b»" -H "Node-RED-API-Version: v2" | jq '.rev'
"«_rev»"
`, V{"a": g.pwURL(), "b": g.b64(96), "_rev": g.hex(32)}, "client_id=node-red-admin", "Node-RED-API-Version: v2")

	g.lcAdd("lowcode/nodered-docker-run", `
$ docker run -d --name mynodered --restart unless-stopped \
    -p 1880:1880 -v node_red_data:/data \
    -e TZ=Europe/Amsterdam \
    -e NODE_RED_CREDENTIAL_SECRET=«a» \
    -e MQTT_PASSWORD='«b»' \
    nodered/node-red:4.0.2
«_cid»
`, V{"a": g.an(32), "b": g.pw(), "_cid": g.hex(64)}, "nodered/node-red:4.0.2", "node_red_data:/data")

	g.lcAdd("lowcode/nodered-decrypt-script-output", `
$ node decrypt-creds.js ~/.node-red/flows_cred.json "$(jq -r ._credentialSecret ~/.node-red/.config.runtime.json)"
{
  "«_n1»": { "user": "homeassistant", "password": "«a»" },
  "«_n2»": { "access_token": "«b»" }
}
`, V{"_n1": g.hex(16), "a": g.pw(), "_n2": g.hex(16), "b": g.jwt("HS256", fmt.Sprintf(`{"iss":"%s","iat":1718000000,"exp":2033360000}`, g.hex(32)))},
		"decrypt-creds.js", "homeassistant")

	g.lcAdd("lowcode/flowfuse-device-yml", `
$ cat /opt/flowfuse-device/device.yml
deviceId: «_dev»
forgeURL: https://app.flowfuse.com
token: ffd_«a»
credentialSecret: «b»
brokerURL: wss://mqtt.flowfuse.cloud
brokerUsername: device:«_team»:«_dev»
brokerPassword: «c»
`, V{"_dev": g.an(10), "a": g.b64u(43), "b": g.hex(64), "_team": g.an(10), "c": g.b64u(43)}, "wss://mqtt.flowfuse.cloud", "https://app.flowfuse.com")

	g.lcAdd("lowcode/nodered-ha-addon-config", `
# Home Assistant → Add-ons → Node-RED → Configuration (YAML mode)
credential_secret: «a»
dark_mode: true
http_node:
  username: hooks
  password: «b»
http_static:
  username: ""
  password: ""
ssl: true
certfile: fullchain.pem
keyfile: privkey.pem
require_ssl: true
system_packages: []
npm_packages:
  - node-red-contrib-influxdb
`, V{"a": g.pwStrong(), "b": g.pw()}, "node-red-contrib-influxdb", "certfile: fullchain.pem")

	g.lcAdd("lowcode/nodered-mqtt-broker-node-log", `
4 Jul 09:12:40 - [info] Node-RED version: v3.1.9
4 Jul 09:12:40 - [info] Settings file  : /home/pi/.node-red/settings.js
4 Jul 09:12:41 - [warn] Error loading credentials: SyntaxError: Unexpected token
4 Jul 09:12:41 - [warn] Error loading flows: Error: Failed to decrypt credentials
4 Jul 09:12:41 - [info] Starting flows
4 Jul 09:12:41 - [error] [mqtt-broker:«_b»] Connection failed to broker: mqtt://greenhouse:«a»@10.0.0.20:1883
`, V{"_b": g.hex(16), "a": g.pwURL()}, "Failed to decrypt credentials", "v3.1.9")
}

// ---- Pipedream and IFTTT ----

func (g *G) lowcodePipedreamIFTTT() {
	g.lcAdd("lowcode/pipedream-cli-config", `
$ pd login
Logged in as mira@stackyard.dev
$ cat ~/.config/pipedream/config
api_key = «a»
org_id = o_«_org»

[stackyard-ci]
api_key = «b»
org_id = o_«_org»
`, V{"a": g.hex(32), "_org": g.an(7), "b": g.hex(32)}, "mira@stackyard.dev", "[stackyard-ci]")

	g.lcAdd("lowcode/pipedream-code-step-hardcoded", `
// Pipedream — step "summarize" (Node.js)
import Anthropic from "@anthropic-ai/sdk";

export default defineComponent({
  async run({ steps, $ }) {
    const client = new Anthropic({ apiKey: "«a»" });
    const msg = await client.messages.create({
      model: "claude-3-5-haiku-latest",
      max_tokens: 400,
      messages: [{ role: "user", content: "Summarize: " + steps.trigger.event.body.text }],
    });
    return msg.content[0].text;
  },
});
`, V{"a": g.anthropic()}, "defineComponent", "steps.trigger.event.body.text")

	g.lcAdd("lowcode/pipedream-connect-backend-client", `
// app/lib/pipedream.ts
import { createBackendClient } from "@pipedream/sdk/server";

export const pd = createBackendClient({
  environment: "production",
  credentials: {
    clientId: "«_cid»",
    clientSecret: "«a»",
  },
  projectId: "proj_«_p»",
});
`, V{"_cid": g.b64u(43), "a": g.b64u(43), "_p": g.an(7)}, "@pipedream/sdk/server", "environment: \"production\"")

	g.lcAdd("lowcode/pipedream-api-curl-sources", `
$ curl -s https://api.pipedream.com/v1/users/me/sources -H "Authorization: Bearer «a»" | jq '.data[0]'
{
  "id": "dc_«_dc»",
  "name": "github-new-issue",
  "endpoint_url": "https://«=ep».m.pipedream.net",
  "created_at": 1718702211
}
`, V{"a": g.hex(32), "_dc": g.an(7), "=ep": "eo" + g.s(alLowNum, 13)}, "github-new-issue", "https://api.pipedream.com/v1/users/me/sources")

	g.lcAdd("lowcode/ifttt-maker-curl", `
$ curl -X POST -H "Content-Type: application/json" \
    -d '{"value1":"garage","value2":"open","value3":"22:41"}' \
    https://maker.ifttt.com/trigger/door_event/with/key/«a»
Congratulations! You've fired the door_event event
`, V{"a": g.lcIFTTT()}, "Congratulations! You've fired the door_event event")

	g.lcAdd("lowcode/ifttt-esp32-sketch", `
// mailbox_sensor.ino
#include <WiFi.h>
#include <HTTPClient.h>

const char* ssid     = "Vogelsang-IoT";
const char* password = "«a»";
const char* iftttKey = "«b»";
const char* eventName = "mailbox_opened";

void notify() {
  HTTPClient http;
  String url = String("http://maker.ifttt.com/trigger/") + eventName + "/with/key/" + iftttKey;
  http.begin(url);
  int code = http.GET();
  Serial.printf("IFTTT -> %d\n", code);
  http.end();
}
`, V{"a": g.pw(), "b": g.lcIFTTT()}, "Vogelsang-IoT", "mailbox_opened")

	g.lcAdd("lowcode/ifttt-service-key-test", `
$ curl -s https://ifttt-svc.kettlebell.app/ifttt/v1/status -H "IFTTT-Service-Key: «a»" -H "IFTTT-Channel-Key: kettlebell_tracker" -i | head -3
HTTP/1.1 200 OK
Content-Type: application/json; charset=utf-8
X-Request-ID: «_rid»
`, V{"a": g.b64u(64), "_rid": g.uuid()}, "kettlebell_tracker", "X-Request-ID")

	g.lcAdd("lowcode/ifttt-home-assistant-yaml", `
# configuration.yaml
ifttt:
  key: «a»

automation:
  - alias: "Leak → IFTTT"
    trigger:
      - platform: state
        entity_id: binary_sensor.kitchen_leak
        to: "on"
    action:
      - service: ifttt.trigger
        data: { event: "water_leak", value1: "kitchen" }
`, V{"a": g.lcIFTTT()}, "binary_sensor.kitchen_leak", "ifttt.trigger")
}

// ---- Google Apps Script ----

func (g *G) lowcodeAppsScript() {
	g.lcAdd("lowcode/gas-setproperty-once", `
/** Run once from the editor, then delete the key from this file. */
function setup() {
  const props = PropertiesService.getScriptProperties();
  props.setProperty('HUBSPOT_TOKEN', '«a»');
  props.setProperty('SHEET_ID', '«_sheet»');
}

function syncContacts() {
  const token = PropertiesService.getScriptProperties().getProperty('HUBSPOT_TOKEN');
  const res = UrlFetchApp.fetch('https://api.hubapi.com/crm/v3/objects/contacts?limit=100', {
    headers: { Authorization: 'Bearer ' + token },
    muteHttpExceptions: true,
  });
  Logger.log(res.getResponseCode());
}
`, V{"a": g.hubspot(), "_sheet": "1" + g.b64u(43)}, "getProperty('HUBSPOT_TOKEN')", "muteHttpExceptions: true")

	g.lcAdd("lowcode/gas-urlfetch-basic-auth", `
function pullJiraIssues() {
  var auth = Utilities.base64Encode('reports@tideline.io:«a»');
  var options = {
    method: 'get',
    headers: { 'Authorization': 'Basic ' + auth, 'Accept': 'application/json' },
    muteHttpExceptions: true
  };
  var resp = UrlFetchApp.fetch('https://tideline.atlassian.net/rest/api/3/search?jql=' + encodeURIComponent('project = OPS AND updated >= -1d'), options);
  var issues = JSON.parse(resp.getContentText()).issues;
  SpreadsheetApp.getActive().getSheetByName('Jira').getRange(2, 1, issues.length, 2)
    .setValues(issues.map(function (i) { return [i.key, i.fields.summary]; }));
}
`, V{"a": g.atlassian()}, "reports@tideline.io", "Utilities.base64Encode")

	g.lcAdd("lowcode/gas-clasprc-json", `
$ cat ~/.clasprc.json
{"token":{"access_token":"«a»","refresh_token":"«b»","scope":"https://www.googleapis.com/auth/script.projects https://www.googleapis.com/auth/drive.file openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/script.deployments https://www.googleapis.com/auth/logging.read https://www.googleapis.com/auth/cloud-platform https://www.googleapis.com/auth/service.management https://www.googleapis.com/auth/drive.metadata.readonly https://www.googleapis.com/auth/script.webapp.deploy","token_type":"Bearer","id_token":"«_idt»","expiry_date":1718795521234},"oauth2ClientSettings":{"clientId":"«_cid».apps.googleusercontent.com","clientSecret":"«c»","redirectUri":"http://localhost"},"isLocalCreds":true}
`, V{"a": g.ya29(), "b": g.gRefresh(), "_idt": "eyJhbGciOiJSUzI1NiIsImtpZCI6I" + g.b64u(40) + "." + g.b64u(300) + "." + g.b64u(342), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "c": g.gocspx()},
		"isLocalCreds", "https://www.googleapis.com/auth/script.projects")

	g.lcAdd("lowcode/gas-execution-log-oauth-token", `
Execution log
10:14:02 AM	Notice	Execution started
10:14:02 AM	Info	token: «a»
10:14:03 AM	Info	BigQuery job «_job» status DONE
10:14:03 AM	Notice	Execution completed
`, V{"a": g.ya29(), "_job": "job_" + g.b64u(28)}, "Execution started", "status DONE")

	sa := g.pkcs8RSAPEM()
	g.lcAdd("lowcode/gas-service-account-oauth2-lib", `
// Uses the OAuth2 for Apps Script library (1B7FSrk5Zi6L1rSxxTDgDEUsPzlukDsi4KGuTMorsTQHhGBzBkMun4iDF)
var PRIVATE_KEY = '«a»';
var CLIENT_EMAIL = 'sheets-sync@tideline-ops.iam.gserviceaccount.com';

function getService_() {
  return OAuth2.createService('BigQuery:' + CLIENT_EMAIL)
      .setTokenUrl('https://oauth2.googleapis.com/token')
      .setPrivateKey(PRIVATE_KEY)
      .setIssuer(CLIENT_EMAIL)
      .setPropertyStore(PropertiesService.getScriptProperties())
      .setScope('https://www.googleapis.com/auth/bigquery');
}
`, V{"a": strings.ReplaceAll(sa.block(), "\n", `\n`) + `\n`}, "sheets-sync@tideline-ops.iam.gserviceaccount.com", "OAuth2.createService")

	g.lcAdd("lowcode/gas-properties-dump-log", `
function dumpProps() {
  Logger.log(JSON.stringify(PropertiesService.getScriptProperties().getProperties(), null, 2));
}

Execution log
3:02:17 PM	Notice	Execution started
3:02:17 PM	Info	{
  "SLACK_WEBHOOK": "https://hooks.slack.com/services/«_t»/«_b»/«a»",
  "OPENAI_KEY": "«b»",
  "LAST_ROW": "1842",
  "SHEET_ID": "«_sheet»"
}
3:02:17 PM	Notice	Execution completed
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24), "b": g.openai(), "_sheet": "1" + g.b64u(43)}, "\"LAST_ROW\": \"1842\"")

	g.lcAdd("lowcode/gas-custom-function-gpt", `
/**
 * =GPT(prompt) custom function for Sheets.
 * @customfunction
 */
function GPT(prompt) {
  const API_KEY = "«a»";
  const res = UrlFetchApp.fetch("https://api.openai.com/v1/chat/completions", {
    method: "post",
    contentType: "application/json",
    headers: { Authorization: "Bearer " + API_KEY },
    payload: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }] }),
  });
  return JSON.parse(res.getContentText()).choices[0].message.content.trim();
}
`, V{"a": g.openaiSvc()}, "@customfunction", "UrlFetchApp.fetch(\"https://api.openai.com/v1/chat/completions\"")

	g.lcAdd("lowcode/gas-dopost-shared-secret", `
const SHARED_SECRET = '«a»';

function doPost(e) {
  if (e.parameter.token !== SHARED_SECRET) {
    return ContentService.createTextOutput('forbidden');
  }
  const body = JSON.parse(e.postData.contents);
  SpreadsheetApp.openById('«_sheet»').getSheetByName('Leads').appendRow([new Date(), body.email, body.utm_source]);
  return ContentService.createTextOutput('ok');
}
`, V{"a": g.hex(24), "_sheet": "1" + g.b64u(43)}, "e.parameter.token", "ContentService.createTextOutput('forbidden')")

	g.lcAdd("lowcode/gas-webapp-exec-url-with-token", `
$ curl -L "https://script.google.com/macros/s/«_dep»/exec?token=«a»" \
    -d '{"email":"kim@openfield.example","utm_source":"newsletter"}'
ok
`, V{"_dep": "AKfycb" + g.b64u(66), "a": g.hex(24)}, "kim@openfield.example", "utm_source")

	g.lcAdd("lowcode/gas-jdbc-cloudsql", `
var url = 'jdbc:google:mysql://tideline-ops:europe-west1:reporting/crm';
var user = 'gas_reader';
var pass = '«a»';

function readAccounts() {
  var conn = Jdbc.getCloudSqlConnection(url, user, pass);
  var rs = conn.createStatement().executeQuery('SELECT id, name FROM accounts LIMIT 100');
  while (rs.next()) { Logger.log(rs.getString(1) + ' ' + rs.getString(2)); }
  conn.close();
}
`, V{"a": g.pw()}, "jdbc:google:mysql://tideline-ops:europe-west1:reporting/crm", "gas_reader")
}

// ---- Huginn and Activepieces ----

func (g *G) lowcodeHuginnActivepieces() {
	g.lcAdd("lowcode/huginn-env", `
# huginn/.env
APP_SECRET_TOKEN=«a»
DOMAIN=huginn.thistlewood.net
DATABASE_ADAPTER=postgresql
DATABASE_NAME=huginn_production
DATABASE_USERNAME=huginn
DATABASE_PASSWORD="«b»"
INVITATION_CODE=«c»
SMTP_DOMAIN=thistlewood.net
SMTP_USER_NAME=huginn@thistlewood.net
SMTP_PASSWORD=«d»
SMTP_SERVER=smtp.fastmail.com
TWITTER_OAUTH_KEY=«_tk»
TWITTER_OAUTH_SECRET=«e»
`, V{"a": g.hex(128), "b": g.pw(), "c": g.pwURL(), "d": g.s(alLowNum, 16), "_tk": g.an(25), "e": g.an(50)}, "huginn.thistlewood.net", "SMTP_SERVER=smtp.fastmail.com")

	g.lcAdd("lowcode/huginn-scenario-export", `
{
  "schema_version": 1,
  "name": "Price watch",
  "description": "Scrape and notify",
  "source_url": false,
  "guid": "«_guid»",
  "tag_fg_color": "#ffffff",
  "tag_bg_color": "#5bc0de",
  "exported_at": "«_t»",
  "agents": [
    {
      "type": "Agents::WebsiteAgent",
      "name": "Fetch price API",
      "schedule": "every_1h",
      "keep_events_for": 604800,
      "propagate_immediately": false,
      "options": {
        "url": "https://api.pricewatcher.example/v1/items/«_item»",
        "type": "json",
        "headers": { "Authorization": "Bearer «a»" },
        "extract": { "price": { "path": "data.price" } },
        "mode": "on_change"
      }
    },
    {
      "type": "Agents::PushoverAgent",
      "name": "Notify",
      "options": { "token": "{% credential pushover_app_token %}", "user": "{% credential pushover_user_key %}", "message": "Price now {{price}}" }
    }
  ],
  "links": [{ "source": 0, "receiver": 1 }]
}
`, V{"_guid": g.hex(32), "_t": g.lcTS(), "_item": g.digits(8), "a": g.b64u(40)}, "{% credential pushover_app_token %}", "Agents::WebsiteAgent")

	g.lcAdd("lowcode/huginn-user-credentials-export", `
[
  {"credential_name":"pushover_app_token","credential_value":"«a»","mode":"text"},
  {"credential_name":"pushover_user_key","credential_value":"«b»","mode":"text"},
  {"credential_name":"imap_password","credential_value":"«c»","mode":"text"},
  {"credential_name":"notify_template","credential_value":"Price now {{price}} ({{url}})","mode":"text"}
]
`, V{"a": g.s(alLowNum, 30), "b": g.s(alLowNum, 30), "c": g.pw()}, "notify_template", "credential_name")

	g.lcAdd("lowcode/huginn-docker-run", `
$ docker run -d --name huginn -p 3000:3000 \
    -e HUGINN_DATABASE_ADAPTER=mysql2 \
    -e HUGINN_DATABASE_HOST=db.thistlewood.lan \
    -e HUGINN_DATABASE_USERNAME=huginn \
    -e HUGINN_DATABASE_PASSWORD=«a» \
    -e APP_SECRET_TOKEN=«b» \
    ghcr.io/huginn/huginn
`, V{"a": g.pwURL(), "b": g.hex(128)}, "db.thistlewood.lan", "ghcr.io/huginn/huginn")

	g.lcAdd("lowcode/activepieces-env", `
## activepieces/.env  (generated by tools/deploy.sh)
AP_ENGINE_EXECUTABLE_PATH=dist/packages/engine/main.js
AP_API_KEY=«a»
AP_ENCRYPTION_KEY=«b»
AP_JWT_SECRET=«c»
AP_ENVIRONMENT=prod
AP_FRONTEND_URL=https://flows.copperline.io
AP_WEBHOOK_TIMEOUT_SECONDS=30
AP_TRIGGER_DEFAULT_POLL_INTERVAL=5
AP_POSTGRES_DATABASE=activepieces
AP_POSTGRES_HOST=postgres
AP_POSTGRES_PORT=5432
AP_POSTGRES_USERNAME=postgres
AP_POSTGRES_PASSWORD=«d»
AP_EXECUTION_MODE=UNSANDBOXED
AP_REDIS_HOST=redis
AP_REDIS_PORT=6379
AP_TELEMETRY_ENABLED=true
`, V{"a": g.hex(64), "b": g.hex(32), "c": g.hex(32), "d": g.hex(32)}, "https://flows.copperline.io", "AP_EXECUTION_MODE=UNSANDBOXED")

	g.lcAdd("lowcode/activepieces-api-curl", `
$ curl -s "https://cloud.activepieces.com/api/v1/flows?projectId=«_pid»&limit=2" \
    -H "Authorization: Bearer sk-«a»" | jq '.data[] | {id, status, version: .version.displayName}'
{
  "id": "«_f1»",
  "status": "ENABLED",
  "version": "Gmail → Asana intake"
}
`, V{"_pid": g.an(21), "a": g.hex(64), "_f1": g.an(21)}, "Gmail → Asana intake", "cloud.activepieces.com/api/v1/flows")

	g.lcAdd("lowcode/activepieces-piece-test", `
// packages/pieces/community/mailjet/test/send.test.ts
import { sendEmail } from '../src/lib/actions/send-email';

const auth = {
  username: '«_u»',
  password: '«a»',
};

describe('mailjet sendEmail', () => {
  it('sends', async () => {
    const res = await sendEmail.run({ auth, propsValue: { to: 'qa@copperline.io', subject: 'ping', text: 'pong' } } as any);
    expect(res.Messages[0].Status).toBe('success');
  });
});
`, V{"_u": g.hex(32), "a": g.hex(32)}, "qa@copperline.io", "sendEmail.run")

	g.lcAdd("lowcode/activepieces-flow-export-http-piece", `
{
  "name": "Escalate to Opsgenie",
  "type": "PIECE",
  "displayName": "Send HTTP request",
  "settings": {
    "pieceName": "@activepieces/piece-http",
    "pieceVersion": "~0.5.2",
    "actionName": "send_request",
    "input": {
      "method": "POST",
      "url": "https://api.eu.opsgenie.com/v2/alerts",
      "headers": { "Authorization": "GenieKey «a»" },
      "body_type": "json",
      "body": { "data": { "message": "{{trigger['subject']}}", "priority": "P2" } },
      "failsafe": false
    },
    "inputUiInfo": { "customizedInputs": {} }
  },
  "valid": true
}
`, V{"a": g.uuid()}, "@activepieces/piece-http", "{{trigger['subject']}}")
}

// ---- Windmill ----

func (g *G) lowcodeWindmill() {
	g.lcAdd("lowcode/windmill-workspace-add", `
$ wmill workspace add prod acme-prod https://windmill.acme-logistics.net --token «a»
Adding workspace prod (acme-prod) at https://windmill.acme-logistics.net
Validating token... ✓ logged in as ops@acme-logistics.net
Created workspace prod
$ wmill workspace list
Name   Workspace Id   Remote
prod   acme-prod      https://windmill.acme-logistics.net/
`, V{"a": g.lcWinToken()}, "https://windmill.acme-logistics.net", "ops@acme-logistics.net")

	g.lcAdd("lowcode/windmill-resource-yaml", `
# f/infra/pg_warehouse.resource.yaml
description: Warehouse replica (read only)
resource_type: postgresql
value:
  dbname: warehouse
  host: pg-replica.acme-logistics.internal
  password: «a»
  port: 5432
  sslmode: require
  user: windmill_ro
`, V{"a": g.pwStrong()}, "pg-replica.acme-logistics.internal", "resource_type: postgresql")

	g.lcAdd("lowcode/windmill-sync-pull-plain-secrets", `
$ wmill sync pull --plain-secrets --yes
Computing the files to update locally to match remote (taking wmill.yaml into account)
+ variable u/ops/stripe_key.variable.yaml
+ variable f/shared/sendgrid_key.variable.yaml
Applied 2 changes
$ cat f/shared/sendgrid_key.variable.yaml
description: ''
value: «a»
is_secret: true
`, V{"a": g.sendgrid()}, "wmill sync pull --plain-secrets", "is_secret: true")

	g.lcAdd("lowcode/windmill-python-script", `
# u/ops/refresh_rates.py
import wmill
import requests

FIXER_KEY = "«a»"

def main(base: str = "EUR"):
    pg = wmill.get_resource("f/infra/pg_warehouse")
    r = requests.get("https://data.fixer.io/api/latest", params={"access_key": FIXER_KEY, "base": base}, timeout=15)
    r.raise_for_status()
    return {"rates": len(r.json()["rates"]), "db": pg["host"]}
`, V{"a": g.hex(32)}, "wmill.get_resource(\"f/infra/pg_warehouse\")", "https://data.fixer.io/api/latest")

	g.lcAdd("lowcode/windmill-api-run-wait", `
$ curl -s -X POST "https://app.windmill.dev/api/w/acme-prod/jobs/run_wait_result/p/f/billing/close_month" \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    -d '{"month":"2024-05"}'
{"invoices":412,"total_eur":83120.55,"job":"«_job»"}
`, V{"a": g.lcWinToken(), "_job": g.uuid()}, "run_wait_result/p/f/billing/close_month", "total_eur")

	g.lcAdd("lowcode/windmill-webhook-token-query", `
# GitHub repo → Settings → Webhooks → Payload URL
https://windmill.acme-logistics.net/api/w/acme-prod/jobs/run/f/ci/on_push?token=«a»
Content type: application/json
Secret: «b»
`, V{"a": g.lcWinToken(), "b": g.hex(40)}, "Content type: application/json", "jobs/run/f/ci/on_push")

	g.lcAdd("lowcode/windmill-compose-env", `
# windmill .env
DATABASE_URL=postgres://postgres:«a»@db/windmill?sslmode=disable
WM_IMAGE=ghcr.io/windmill-labs/windmill:main
SUPERADMIN_SECRET=«b»
LICENSE_KEY=«c»
`, V{"a": g.pwURL(), "b": g.an(32), "c": g.an(8) + "." + g.digits(10) + "." + g.b64u(43)}, "ghcr.io/windmill-labs/windmill:main")

	g.lcAdd("lowcode/windmill-job-log-leak", `
job «_job» (u/ops/sync_hubspot) · worker wk-default-7f9c4-xp2q · python 3.11
--- PIP INSTALL ---
requests==2.32.3 (cached)
--- PYTHON CODE EXECUTION ---
DEBUG headers={'Authorization': 'Bearer «a»', 'Content-Type': 'application/json'}
POST https://api.hubapi.com/crm/v3/objects/companies/batch/upsert -> 207
synced 118 companies
`, V{"_job": g.uuid(), "a": g.hubspot()}, "wk-default-7f9c4-xp2q", "synced 118 companies")

	g.lcAdd("lowcode/windmill-ts-script-resource-type", `
// f/marketing/post_to_x.ts  (Bun)
type Twitter = { consumer_key: string; consumer_secret: string; access_token: string; access_token_secret: string };

export async function main(text: string, tw: Twitter = {
  consumer_key: "«_ck»",
  consumer_secret: "«a»",
  access_token: "«_at»-«b»",
  access_token_secret: "«c»",
}) {
  // TODO: pass tw as $res:f/marketing/x_account instead of the defaults above
  return { queued: text.length };
}
`, V{"_ck": g.an(25), "a": g.an(50), "_at": g.digits(19), "b": g.an(30), "c": g.an(45)}, "$res:f/marketing/x_account")
}

// ---- Tray.io and Workato ----

func (g *G) lowcodeTrayWorkato() {
	g.lcAdd("lowcode/tray-embedded-graphql-master-token", `
$ curl -s https://tray.io/graphql \
    -H "Authorization: Bearer «a»" \
    -H "Content-Type: application/json" \
    -d '{"query":"mutation { createExternalUser(input: {name: \"acct_4411\", externalUserId: \"acct_4411\"}) { userId } }"}'
{"data":{"createExternalUser":{"userId":"«_uid»"}}}
$ curl -s https://tray.io/graphql -H "Authorization: Bearer «a»" \
    -d '{"query":"mutation { authorize(input: {userId: \"«_uid»\"}) { accessToken } }"}'
{"data":{"authorize":{"accessToken":"«b»"}}}
`, V{"a": g.hex(64), "_uid": g.uuid(), "b": g.hex(64)}, "createExternalUser", "acct_4411")

	g.lcAdd("lowcode/tray-script-step", `
// Tray.io — Script connector, step "sign_request"
exports.step = function (input, fileInput) {
  var crypto = require('crypto');
  var secret = '«a»';
  var ts = Math.floor(Date.now() / 1000).toString();
  var sig = crypto.createHmac('sha256', secret).update(ts + '.' + JSON.stringify(input.payload)).digest('hex');
  return { timestamp: ts, signature: sig };
};
`, V{"a": g.hex(48)}, "exports.step = function (input, fileInput)", "createHmac('sha256', secret)")

	g.lcAdd("lowcode/tray-cdk-test-ctx", `
$ cat src/test.ctx.json
{
  "auth": {
    "user": {
      "access_token": "«a»",
      "refresh_token": "«b»",
      "instance_url": "https://api.fleetline.example"
    }
  }
}
$ tray-cdk connector test
Running tests for connector fleetline (1.0.0)
 PASS  src/list_vehicles/handler.test.ts
`, V{"a": g.b64u(64), "b": g.b64u(64)}, "tray-cdk connector test", "https://api.fleetline.example")

	g.lcAdd("lowcode/workato-sdk-master-key", `
$ workato generate settings
Do you want to use an encrypted settings file? (Y/n) y
Creating master.key ... done
$ cat master.key
«a»
$ EDITOR=vim workato edit settings.yaml.enc
File saved to settings.yaml.enc
$ cat .gitignore
master.key
settings.yaml
`, V{"a": g.hex(32)}, "workato edit settings.yaml.enc", "workato generate settings")

	g.lcAdd("lowcode/workato-sdk-settings-yaml", `
# settings.yaml (unencrypted, used by workato exec)
production:
  domain: ironvale
  api_key: «a»
  client_id: «_cid»
  client_secret: «b»
sandbox:
  domain: ironvale-sbx
  api_key: «c»
`, V{"a": g.an(40), "_cid": g.an(22), "b": g.an(44), "c": g.an(40)}, "domain: ironvale-sbx")

	g.lcAdd("lowcode/workato-exec-verbose", `
$ workato exec actions.search_invoices.execute --settings=settings.yaml --connection=production --input=fixtures/search.json --verbose
SETTINGS
{"domain":"ironvale","api_key":"«a»"}
REQUEST
GET https://ironvale.billtrail.com/api/v3/invoices?status=open
Authorization: Token token=«a»
User-Agent: rest-client/2.1.0 (darwin23 arm64) ruby/3.1.4p223
RESPONSE
200 OK
{"invoices":[{"id":"inv_«_inv»","amount_due":1840.0}]}
`, V{"a": g.an(40), "_inv": g.an(10)}, "actions.search_invoices.execute", "rest-client/2.1.0")

	g.lcAdd("lowcode/workato-developer-api-curl", `
$ curl -s https://www.workato.com/api/recipes?per_page=2 \
    -H "Authorization: Bearer «a»" | jq '.items[] | {id, name, running}'
{
  "id": «_r1»,
  "name": "New Greenhouse hire → BambooHR + Okta",
  "running": true
}
`, V{"a": g.hex(64), "_r1": g.digits(8)}, "New Greenhouse hire → BambooHR + Okta", "www.workato.com/api/recipes")

	g.lcAdd("lowcode/workato-recipe-json-http-header", `
{
  "number": 3,
  "provider": "rest",
  "name": "make_request_v2",
  "as": "«_as»",
  "keyword": "action",
  "input": {
    "request": {
      "method": "POST",
      "url": "https://hooks.ironvale.io/provision",
      "headers": { "X-Provision-Key": "«a»" },
      "content_type": "json"
    },
    "request_body": "{\"email\":\"#{_dp('{\"pill_type\":\"output\",\"provider\":\"greenhouse\",\"line\":\"«_line»\",\"path\":[\"email\"]}')}\"}"
  },
  "uuid": "«_uuid»"
}
`, V{"_as": g.hex(8), "a": g.hex(40), "_line": g.hex(8), "_uuid": g.uuid()}, "make_request_v2", "https://hooks.ironvale.io/provision")
}

// ---- UiPath ----

func (g *G) lowcodeUiPath() {
	g.lcAdd("lowcode/uipath-uirobot-connect-machine-key", `
PS C:\Program Files\UiPath\Studio> .\UiRobot.exe connect --url https://orchestrator.harmonbank.local/ --key «a»
Orchestrator connection established: https://orchestrator.harmonbank.local/ (machine RPA-VM-07)
PS C:\Program Files\UiPath\Studio> .\UiRobot.exe info
{"Status":"Connected","Url":"https://orchestrator.harmonbank.local/","MachineName":"RPA-VM-07","MachineId":«_mid»}
`, V{"a": g.uuid(), "_mid": g.digits(5)}, "RPA-VM-07", "https://orchestrator.harmonbank.local/")

	g.lcAdd("lowcode/uipath-uirobot-connect-client-creds", `
> UiRobot.exe connect --url https://cloud.uipath.com/harmonbank/DefaultTenant/orchestrator_ --clientID «_cid» --clientSecret «a»
Orchestrator connection established.
`, V{"_cid": strings.ToUpper(g.uuid()), "a": g.s(alAlnum+"!#$%&*^", 16)}, "cloud.uipath.com/harmonbank/DefaultTenant/orchestrator_")

	g.lcAdd("lowcode/uipath-uipcli-deploy", `
- name: Deploy to Orchestrator
  run: |
    uipcli package deploy ./out/InvoiceBot.1.4.2.nupkg "https://cloud.uipath.com/" DefaultTenant \
      -A harmonbank -I «_app» -S «a» \
      --applicationScope "OR.Folders OR.Robots OR.Execution OR.Assets" \
      -o "Finance/Invoices" --traceLevel Information
`, V{"_app": g.uuid(), "a": g.s(alAlnum+"!#$%&*^()", 16)}, "InvoiceBot.1.4.2.nupkg", "OR.Folders OR.Robots OR.Execution OR.Assets")

	g.lcAdd("lowcode/uipath-identity-token-curl", `
$ curl -s -X POST https://cloud.uipath.com/identity_/connect/token \
    -d grant_type=client_credentials -d client_id=«_cid» -d client_secret='«a»' -d scope='OR.Assets OR.Queues'
{"access_token":"«b»","expires_in":3600,"token_type":"Bearer","scope":"OR.Assets OR.Queues"}
`, V{"_cid": g.uuid(), "a": g.s(alAlnum+"!#$%&*^()", 16), "b": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://cloud.uipath.com/identity_","nbf":1718700000,"exp":1718703600,"aud":"UiPath.Orchestrator","client_id":"%s","sub_type":"service.external","prt_id":"%s","scope":["OR.Assets","OR.Queues"]}`, g.uuid(), g.uuid()))},
		"grant_type=client_credentials", "\"scope\":\"OR.Assets OR.Queues\"")

	g.lcAdd("lowcode/uipath-odata-assets-response", `
GET /harmonbank/DefaultTenant/orchestrator_/odata/Assets?$filter=Name%20eq%20'SAP_API' HTTP/1.1
X-UIPATH-OrganizationUnitId: «_ou»

{
  "@odata.context": "https://cloud.uipath.com/harmonbank/DefaultTenant/orchestrator_/odata/$metadata#Assets",
  "@odata.count": 2,
  "value": [
    { "Name": "SAP_API", "ValueType": "Text", "ValueScope": "Global", "StringValue": "«a»", "Id": «_i1» },
    { "Name": "SAP_Login", "ValueType": "Credential", "ValueScope": "Global", "CredentialUsername": "RPA_SAP01", "CredentialPassword": null, "Value": "username: RPA_SAP01", "Id": «_i2» }
  ]
}
`, V{"_ou": g.digits(6), "a": g.b64(32), "_i1": g.digits(6), "_i2": g.digits(6)}, "\"CredentialPassword\": null", "RPA_SAP01")

	g.lcAdd("lowcode/uipath-config-xlsx-csv", `
$ python -c "import pandas as pd; print(pd.read_excel('Data/Config.xlsx', sheet_name='Settings').to_csv(index=False))"
Name,Value,Description
OrchestratorQueueName,InvoiceQueue,Orchestrator queue for invoices
logF_BusinessProcessName,Finance,Logging field
SAP_Server,sapprd.harmonbank.local,SAP application server
SAP_Password,«a»,temp until the asset is created - DELETE
MailboxAddress,ap-invoices@harmonbank.com,Shared mailbox
`, V{"a": g.pw()}, "OrchestratorQueueName,InvoiceQueue", "ap-invoices@harmonbank.com")

	g.lcAdd("lowcode/uipath-robot-execution-log", `
{"message":"Connecting to SAP with user RPA_SAP01 / pwd «a»","level":"Information","logType":"User","timeStamp":"«_t»","fingerprint":"«_fp»","windowsIdentity":"HARMON\\svc_rpa07","machineName":"RPA-VM-07","processName":"InvoiceBot_Finance","processVersion":"1.4.2","jobId":"«_job»","robotName":"RPA-VM-07_svc_rpa07","machineId":«_mid»,"fileName":"SAPLogin"}
`, V{"a": g.pw(), "_t": g.lcTS(), "_fp": g.uuid(), "_job": g.uuid(), "_mid": g.digits(5)}, "InvoiceBot_Finance", "HARMON\\\\svc_rpa07")

	g.lcAdd("lowcode/uipath-orchestrator-dll-config", `
<!-- C:\Program Files (x86)\UiPath\Orchestrator\UiPath.Orchestrator.dll.config -->
<connectionStrings>
  <add name="Default" providerName="System.Data.SqlClient" connectionString="Server=sql-rpa01;Database=UiPath;User ID=uipath_app;Password=«a»;MultipleActiveResultSets=True" />
</connectionStrings>
<appSettings>
  <add key="EncryptionKey" value="«b»" />
  <add key="Auth.Bearer.Robot.Expiration" value="30" />
  <add key="NuGet.Packages.ApiKey" value="«c»" />
  <add key="NuGet.Activities.ApiKey" value="«d»" />
</appSettings>
`, V{"a": g.pwStrong(), "b": g.b64(32), "c": g.uuid(), "d": g.uuid()}, "Auth.Bearer.Robot.Expiration", "sql-rpa01")

	g.lcAdd("lowcode/uipath-coded-workflow", `
// CodedWorkflows/FetchStatements.cs
public class FetchStatements : CodedWorkflow
{
    [Workflow]
    public void Execute()
    {
        var cred = new System.Net.NetworkCredential("HARMON\\svc_statements", "«a»");
        var handler = new HttpClientHandler { Credentials = cred };
        using var http = new HttpClient(handler);
        var pdf = http.GetByteArrayAsync("https://docs.harmonbank.local/statements/latest.pdf").Result;
        Log($"downloaded {pdf.Length} bytes");
    }
}
`, V{"a": g.pw()}, "HARMON\\\\svc_statements", "CodedWorkflow")
}

// ---- Salesforce (Flow callouts, named credentials, CLI) ----

func (g *G) lowcodeSalesforce() {
	g.lcAdd("lowcode/sf-org-display-verbose", `
$ sf org display --target-org prod --verbose
Warning: This command will expose sensitive information that allows for subsequent activity using your current authenticated session.
Sharing this information is equivalent to logging someone in under the current credential, resulting in unintended access and escalation of privilege.
For additional information, please review the authorization section of the https://developer.salesforce.com/docs/atlas.en-us.sfdx_dev.meta/sfdx_dev/sfdx_dev_auth_web_flow.htm.

 KEY              VALUE
 ──────────────── ──────────────────────────────────────────────────────────────
 Access Token     «a»
 Api Version      61.0
 Client Id        PlatformCLI
 Connected Status Connected
 Id               «_org»
 Instance Url     https://juniperhealth.my.salesforce.com
 Sfdx Auth Url    force://PlatformCLI::«b»@juniperhealth.my.salesforce.com
 Username         release.bot@juniperhealth.com
 Alias            prod
`, V{"a": g.lcSFToken(), "_org": g.lcSFOrg(), "b": "5Aep861" + g.s(alAlnum+"._", 80)}, "https://juniperhealth.my.salesforce.com", "release.bot@juniperhealth.com")

	g.lcAdd("lowcode/sf-auth-url-file-ci", `
      - name: Authenticate to the UAT sandbox
        run: |
          echo "force://PlatformCLI::«a»@juniperhealth--uat.sandbox.my.salesforce.com" > auth.txt
          sf org login sfdx-url --sfdx-url-file auth.txt --alias uat --set-default
          rm auth.txt
`, V{"a": "5Aep861" + g.s(alAlnum+"._", 80)}, "sf org login sfdx-url --sfdx-url-file auth.txt", "juniperhealth--uat.sandbox.my.salesforce.com")

	g.lcAdd("lowcode/sf-legacy-named-credential-xml", `
<?xml version="1.0" encoding="UTF-8"?>
<!-- force-app/main/default/namedCredentials/Shippo.namedCredential-meta.xml -->
<NamedCredential xmlns="http://soap.sforce.com/2006/04/metadata">
    <allowMergeFieldsInBody>false</allowMergeFieldsInBody>
    <allowMergeFieldsInHeader>true</allowMergeFieldsInHeader>
    <endpoint>https://api.goshippo.com</endpoint>
    <generateAuthorizationHeader>false</generateAuthorizationHeader>
    <label>Shippo</label>
    <principalType>NamedUser</principalType>
    <protocol>Password</protocol>
    <username>shippo</username>
    <password>«a»</password>
</NamedCredential>
`, V{"a": "shippo_live_" + g.hex(40)}, "<endpoint>https://api.goshippo.com</endpoint>", "<principalType>NamedUser</principalType>")

	g.lcAdd("lowcode/sf-external-credential-connect-api", `
$ sf api request rest /services/data/v61.0/named-credentials/credential --method POST --body @cred.json --target-org prod
$ cat cred.json
{
  "externalCredential": "Stripe_EC",
  "principalName": "StripeServicePrincipal",
  "principalType": "NamedPrincipal",
  "authenticationProtocol": "Custom",
  "credentials": {
    "ApiKey": { "value": "«a»", "encrypted": true }
  }
}
`, V{"a": g.skLive()}, "StripeServicePrincipal", "\"authenticationProtocol\": \"Custom\"")

	g.lcAdd("lowcode/sf-flow-http-callout-debug-log", `
61.0 APEX_CODE,FINEST;APEX_PROFILING,INFO;CALLOUT,INFO;FLOW,FINER;SYSTEM,DEBUG
14:22:07.118 (118225061)|FLOW_START_INTERVIEW_BEGIN|«_iv»|Create_Shipment_Label
14:22:07.119 (119001712)|FLOW_ELEMENT_BEGIN|«_iv»|FlowActionCall|Create_Shipment
14:22:07.201 (201334905)|CALLOUT_REQUEST|[EXTERNAL]|System.HttpRequest[Endpoint=callout:Shippo_NC/shipments/, Method=POST]
14:22:07.212 (212880113)|USER_DEBUG|[18]|DEBUG|req headers: {Authorization=ShippoToken «a», Content-Type=application/json}
14:22:07.623 (623109440)|CALLOUT_RESPONSE|[EXTERNAL]|System.HttpResponse[Status=Created, StatusCode=201]
14:22:07.624 (624440021)|FLOW_ELEMENT_END|«_iv»|FlowActionCall|Create_Shipment
`, V{"_iv": g.s(alAlnum, 18), "a": "shippo_live_" + g.hex(40)}, "callout:Shippo_NC/shipments/", "Create_Shipment_Label")

	g.lcAdd("lowcode/sf-flow-xml-header-literal", `
    <actionCalls>
        <name>Post_to_Billing</name>
        <label>Post to Billing</label>
        <locationX>176</locationX>
        <locationY>458</locationY>
        <actionName>BillingAPI.postInvoice</actionName>
        <actionType>externalService</actionType>
        <flowTransactionModel>CurrentTransaction</flowTransactionModel>
        <inputParameters>
            <name>X-Api-Key</name>
            <value>
                <stringValue>«a»</stringValue>
            </value>
        </inputParameters>
        <inputParameters>
            <name>body</name>
            <value>
                <elementReference>varInvoicePayload</elementReference>
            </value>
        </inputParameters>
    </actionCalls>
`, V{"a": g.an(32)}, "BillingAPI.postInvoice", "varInvoicePayload")

	g.lcAdd("lowcode/sf-apex-invocable-hardcoded", `
public with sharing class GeocodeAction {
    private static final String GOOGLE_KEY = '«a»';

    @InvocableMethod(label='Geocode Address' callout=true)
    public static List<String> geocode(List<String> addresses) {
        HttpRequest req = new HttpRequest();
        req.setEndpoint('https://maps.googleapis.com/maps/api/geocode/json?address='
            + EncodingUtil.urlEncode(addresses[0], 'UTF-8') + '&key=' + GOOGLE_KEY);
        req.setMethod('GET');
        HttpResponse res = new Http().send(req);
        return new List<String>{ res.getBody() };
    }
}
`, V{"a": g.googleKey()}, "@InvocableMethod(label='Geocode Address' callout=true)", "EncodingUtil.urlEncode")

	jwtKey := g.rsaPEM()
	g.lcAdd("lowcode/sf-jwt-login-server-key", `
$ sf org login jwt --username integration@juniperhealth.com --jwt-key-file server.key --client-id «_ck» --instance-url https://login.salesforce.com --alias int
Successfully authorized integration@juniperhealth.com with org ID «_org»
$ cat server.key
«a»
`, V{"_ck": "3MVG9" + g.s(alAlnum+"._", 80), "_org": g.lcSFOrg(), "a": jwtKey.block()}, "integration@juniperhealth.com", "--jwt-key-file server.key")

	g.lcAdd("lowcode/sf-connected-app-env", `
# .env for the Node middleware that Flow calls via External Services
SF_LOGIN_URL=https://juniperhealth.my.salesforce.com
SF_CLIENT_ID=«_ck»
SF_CLIENT_SECRET=«a»
SF_USERNAME=middleware@juniperhealth.com
SF_PASSWORD=«b»
SF_SECURITY_TOKEN=«c»
`, V{"_ck": "3MVG9" + g.s(alAlnum+"._", 80), "a": g.s(alHexU, 64), "b": g.pw(), "c": g.an(24)}, "middleware@juniperhealth.com", "SF_LOGIN_URL=https://juniperhealth.my.salesforce.com")

	g.lcAdd("lowcode/sf-custom-metadata-record", `
<?xml version="1.0" encoding="UTF-8"?>
<CustomMetadata xmlns="http://soap.sforce.com/2006/04/metadata" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">
    <label>Twilio Prod</label>
    <protected>false</protected>
    <values>
        <field>Account_Sid__c</field>
        <value xsi:type="xsd:string">«_sid»</value>
    </values>
    <values>
        <field>Auth_Token__c</field>
        <value xsi:type="xsd:string">«a»</value>
    </values>
</CustomMetadata>
`, V{"_sid": g.twilioSID(), "a": g.hex(32)}, "<field>Auth_Token__c</field>", "<label>Twilio Prod</label>")

	g.lcAdd("lowcode/sf-workbench-sid-curl", `
$ curl https://juniperhealth.my.salesforce.com/services/data/v61.0/query?q=SELECT+Id,Name+FROM+Account+LIMIT+3 \
    -H "Authorization: Bearer «a»" -H "X-PrettyPrint:1"
{
  "totalSize" : 3,
  "done" : true,
  "records" : [ {
    "attributes" : { "type" : "Account", "url" : "/services/data/v61.0/sobjects/Account/«_acc»" },
    "Id" : "«_acc»",
    "Name" : "Willowbrook Clinic"
  } ]
}
`, V{"a": g.lcSFToken(), "_acc": "001" + g.s(alAlnum, 15)}, "Willowbrook Clinic", "X-PrettyPrint:1")

	g.lcAdd("lowcode/sf-dataloader-process-conf", `
$ cat conf/key.txt
«a»
$ grep -A1 'sfdc' conf/process-conf.xml
                <entry key="sfdc.endpoint" value="https://juniperhealth.my.salesforce.com"/>
                <entry key="sfdc.username" value="dataloader@juniperhealth.com"/>
                <entry key="sfdc.password" value="«_enc»"/>
                <entry key="process.encryptionKeyFile" value="conf/key.txt"/>
`, V{"a": g.b64(16), "_enc": g.hex(64)}, "dataloader@juniperhealth.com", "process.encryptionKeyFile")
}

// ---- other app builders: Bubble, Xano, FlutterFlow, Coda, Mendix, ... ----

func (g *G) lowcodeBuilders() {
	g.lcAdd("lowcode/bubble-data-api-curl", `
$ curl -s "https://harvestlane.bubbleapps.io/version-test/api/1.1/obj/order?constraints=%5B%7B%22key%22%3A%22status%22%2C%22constraint_type%22%3A%22equals%22%2C%22value%22%3A%22paid%22%7D%5D" \
    -H "Authorization: Bearer «a»"
{"response":{"cursor":0,"results":[{"status":"paid","total_number":54.2,"Created Date":"«_t»","_id":"«_id»"}],"count":1,"remaining":0}}
`, V{"a": g.hex(32), "_t": g.lcTS(), "_id": g.digits(13) + "x" + g.digits(18)}, "harvestlane.bubbleapps.io/version-test/api/1.1/obj/order")

	g.lcAdd("lowcode/bubble-api-connector-shared-header", `
API Connector › "Postmark"
  Authentication:          Private key in header
  Key name:                X-Postmark-Server-Token
  Key value:               «a»
  Development key value:   «b»
  Shared headers for all calls
    Accept          application/json
`, V{"a": g.uuid(), "b": g.uuid()}, "X-Postmark-Server-Token", "Private key in header")

	g.lcAdd("lowcode/xano-api-auth-response", `
$ curl -s -X POST https://x8ki-letl-twmt.n7.xano.io/api:«_grp»/auth/login \
    -H 'Content-Type: application/json' -d '{"email":"demo@trailmix.app","password":"«a»"}'
{"authToken":"«b»"}
`, V{"_grp": g.b64u(8), "a": g.pw(), "b": "eyJhbGciOiJBMjU2S1ciLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIiwiemlwIjoiREVGIn0." + g.b64u(86) + "." + g.b64u(22) + "." + g.b64u(150) + "." + g.b64u(43)},
		"demo@trailmix.app", "x8ki-letl-twmt.n7.xano.io")

	g.lcAdd("lowcode/flutterflow-api-calls-dart", `
// lib/backend/api_requests/api_calls.dart  (generated by FlutterFlow, then exported)
class GetWeatherCall {
  static Future<ApiCallResponse> call({String? city = ''}) async {
    return ApiManager.instance.makeApiCall(
      callName: 'getWeather',
      apiUrl: 'https://api.weatherapi.com/v1/current.json',
      callType: ApiCallType.GET,
      headers: {},
      params: {'key': '«a»', 'q': city},
      returnBody: true,
      encodeBodyUtf8: false,
      decodeUtf8: false,
      cache: false,
    );
  }
}
`, V{"a": g.hex(31)}, "ApiManager.instance.makeApiCall", "https://api.weatherapi.com/v1/current.json")

	g.lcAdd("lowcode/coda-pack-upload", `
$ npx coda register
No existing API token found. Visit https://coda.io/account to create one.
Please paste the token here: «a»
API key validated, storing for future use.
$ cat .coda.json
{
  "apiKey": "«a»"
}
$ npx coda upload pack.ts
Pack version 7 uploaded successfully!
`, V{"a": g.uuid()}, "npx coda upload pack.ts", "https://coda.io/account")

	g.lcAdd("lowcode/mendix-constants-m2ee", `
# m2ee.yaml (Mendix on-prem)
mxruntime:
  DatabaseType: PostgreSQL
  DatabaseHost: db.stonegate.local:5432
  DatabaseName: stonegate_prod
  DatabaseUserName: mendix
  DatabasePassword: «a»
  MicroflowConstants:
    Payments.StripeSecretKey: «b»
    Payments.StripePublishableKey: «_pk»
    Integration.SoapEndpoint: https://erp.stonegate.local/ws/orders
m2ee:
  admin_port: 8090
  admin_pass: «c»
`, V{"a": g.pwStrong(), "b": g.skLive(), "_pk": g.pkLive(), "c": g.an(20)}, "Integration.SoapEndpoint", "db.stonegate.local:5432")

	g.lcAdd("lowcode/pad-robin-script", `
# Power Automate Desktop — Main (copied from the designer)
SET WebsiteUrl TO $'''https://portal.carrierhub.example/login'''
WebAutomation.LaunchChrome.LaunchChrome Url: WebsiteUrl WindowState: WebAutomation.BrowserWindowState.Maximized ClearCache: False ClearCookies: False BrowserInstance=> Browser
WebAutomation.PopulateTextField.PopulateTextField BrowserInstance: Browser Control: appmask['Web Page']['Input text 'username''] Text: $'''dispatch@fernmoor.co.uk''' EmulateTyping: True
WebAutomation.PopulateTextField.PopulateTextField BrowserInstance: Browser Control: appmask['Web Page']['Input password 'password''] Text: $'''«a»''' EmulateTyping: True
WebAutomation.PressButton.PressButton BrowserInstance: Browser Control: appmask['Web Page']['Button 'Sign in'']
`, V{"a": g.pw()}, "dispatch@fernmoor.co.uk", "WebAutomation.LaunchChrome.LaunchChrome")

	g.lcAdd("lowcode/typeform-webhook-secret", `
$ curl -s -X PUT https://api.typeform.com/forms/«_form»/webhooks/leads-sink \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    -d '{"url":"https://n8n.brightfield.io/webhook/typeform-leads","enabled":true,"secret":"«b»","verify_ssl":true}'
{"id":"«_wid»","form_id":"«_form»","tag":"leads-sink","url":"https://n8n.brightfield.io/webhook/typeform-leads","enabled":true,"verify_ssl":true}
`, V{"_form": g.an(8), "a": "tfp_" + g.b64u(44) + "_" + g.b64u(14), "b": g.an(32), "_wid": g.an(26)}, "https://n8n.brightfield.io/webhook/typeform-leads", "tag\":\"leads-sink")

	g.lcAdd("lowcode/jotform-api-curl", `
$ curl -s "https://eu-api.jotform.com/form/«_form»/submissions?apiKey=«a»&limit=1" | jq '.content[0].answers["3"].answer'
"Lisbon office"
`, V{"_form": g.digits(15), "a": g.hex(32)}, "eu-api.jotform.com", "Lisbon office")

	g.lcAdd("lowcode/softr-glide-env-mix", `
# automation-bridge/.env
GLIDE_APP_ID=«_app»
GLIDE_API_TOKEN=«a»
SOFTR_DOMAIN=portal.riverstone.club
SOFTR_API_KEY=«b»
`, V{"_app": g.an(20), "a": g.uuid(), "b": g.an(26)}, "portal.riverstone.club")
}

// ---- forum posts, issues, chats and tickets ----

func (g *G) lowcodeForums() {
	g.lcAdd("lowcode/forum-n8n-credentials-not-decrypted", `
community.n8n.io › Questions
"Credentials could not be decrypted" after moving from npm install to Docker

Describe the problem/error/question
I moved my instance from a VM (npm global install) to docker compose. All workflows imported fine but every node says "Credentials could not be decrypted. The likely reason is that a different "encryptionKey" was used to encrypt the data."

I copied the key from the old ~/.n8n/config, here is my compose:

    environment:
      - N8N_ENCRYPTION_KEY=«a»
      - DB_TYPE=sqlite
      - N8N_SECURE_COOKIE=false

Information on your n8n setup
  n8n version: 1.68.0
  Database: SQLite (default)
  Running n8n via: Docker
  Operating system: Ubuntu 22.04
`, V{"a": g.lcN8nKey()}, "community.n8n.io", "n8n version: 1.68.0")

	g.lcAdd("lowcode/forum-n8n-http-403-curl-import", `
Hi all, importing this cURL into the HTTP Request node gives 403 but the same curl works from my terminal. What am I missing?

curl --request GET \
  --url 'https://api.brevo.com/v3/contacts?limit=50&offset=0' \
  --header 'accept: application/json' \
  --header 'api-key: «a»'

n8n 1.74.1 cloud, Starter plan. Thanks!
`, V{"a": "xkeysib-" + g.hex(64) + "-" + g.an(16)}, "https://api.brevo.com/v3/contacts?limit=50&offset=0", "n8n 1.74.1 cloud")

	g.lcAdd("lowcode/forum-make-webhook-not-triggering", `
Make Community › How To
Webhook responds "Accepted" but scenario never runs

Posting from our Shopify flow:
POST https://hook.us1.make.com/«a»
body: {"id": 5829120331, "email": "buyer@example.com"}
response: 200 Accepted

Scenario is ON, scheduling set to "Immediately as data arrives". The webhook queue shows 14 items. Any idea? Scenario id «_sid».
`, V{"a": g.lcMakeHook(), "_sid": g.digits(7)}, "Immediately as data arrives", "Make Community")

	g.lcAdd("lowcode/forum-nodered-telegram-token", `
discourse.nodered.org › General

Telegram bot stops after a few hours (node-red-contrib-telegrambot 15.1.9)

My config node export (I know the token is in there, I'll rotate it later):

[{"id":"«_id»","type":"telegram bot","botname":"greenhouse_alerts_bot","usernames":"","chatids":"«_chat»","baseapiurl":"","updatemode":"polling","pollinterval":"300","usesocks":false,"sslterminated":false,"verboselogging":false,"credentials":{"token":"«a»"}}]

Log shows "ETELEGRAM: 409 Conflict: terminated by other getUpdates request".
`, V{"_id": g.hex(16), "_chat": g.digits(9), "a": g.telegram()}, "ETELEGRAM: 409 Conflict", "greenhouse_alerts_bot")

	g.lcAdd("lowcode/forum-zapier-code-traceback", `
Zapier Community › Code
Python step "Your code had an error!" — traceback:

Traceback (most recent call last):
  File "<string>", line 14, in the_function
  File "/var/task/requests/models.py", line 1024, in raise_for_status
    raise HTTPError(http_error_msg, response=self)
requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.monday.com/v2?api_key=«a»

What does 401 mean here? The key works in Postman.
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"tid":%s,"aai":11,"uid":%s,"iad":"2024-05-02T09:11:40.000Z","per":"me:write","actid":%s,"rgn":"euc1"}`, g.digits(9), g.digits(8), g.digits(8)))},
		"Your code had an error!", "raise_for_status")

	g.lcAdd("lowcode/forum-powerautomate-http-401", `
Power Automate Community › Building Flows
HTTP action to Graph returns 401 "InvalidAuthenticationToken"

My HTTP action (Active Directory OAuth):
  Authority: https://login.microsoftonline.com
  Tenant: «_tid»
  Audience: https://graph.microsoft.com
  Client ID: «_cid»
  Credential Type: Secret
  Secret: «a»

API permissions: User.Read.All (Application), admin consent granted. Any ideas? Thanks
`, V{"_tid": g.uuid(), "_cid": g.uuid(), "a": g.azSecret()}, "InvalidAuthenticationToken", "Credential Type: Secret")

	g.lcAdd("lowcode/forum-retool-resource-connection", `
community.retool.com
Postgres resource: "Test connection failed: no pg_hba.conf entry"

Connection string I pasted into the resource (Retool Cloud, trying to hit our RDS):
postgresql://retool_reader:«a»@analytics.c9x1a8b2.us-east-2.rds.amazonaws.com:5432/analytics?sslmode=require

I've allowlisted 35.90.103.132/30 and 44.208.168.68/30 in the security group.
`, V{"a": g.pwURL()}, "community.retool.com", "35.90.103.132/30")

	g.lcAdd("lowcode/forum-so-apps-script-urlfetch", `
Q: UrlFetchApp returns 401 for Bearer token but curl works

I'm calling the Asana API from Google Apps Script:

    var options = {
      "method": "get",
      "headers": {"Authorization": "Bearer «a»"},
      "muteHttpExceptions": true
    };
    var r = UrlFetchApp.fetch("https://app.asana.com/api/1.0/users/me", options);
    Logger.log(r.getContentText());

Log: {"errors":[{"message":"Not Authorized"}]}

google-apps-script  urlfetchapp  asana-api
`, V{"a": "2/" + g.digits(16) + "/" + g.digits(16) + ":" + g.hex(32)}, "https://app.asana.com/api/1.0/users/me", "google-apps-script  urlfetchapp  asana-api")

	g.lcAdd("lowcode/chat-slack-make-token", `
#automation  Tue 11:02
sanne.v  can someone give me access to the Make org? I need to clone the invoicing scenario
tomas.b  just use the API for now, token: «a» (scopes scenarios:read, scenarios:write) — eu1 zone
sanne.v  thx 🙏
tomas.b  pls don't paste it anywhere else, I'll make you a proper seat tomorrow
`, V{"a": g.uuid()}, "#automation", "scenarios:read, scenarios:write")

	g.lcAdd("lowcode/issue-n8n-github-docker-logs", `
### Bug Description
Queue mode workers crash on startup since 1.80.0

### Logs
n8n-worker-1  | Error: Redis connection to redis://default:«a»@redis.internal:6379 failed - WRONGPASS invalid username-password pair or user is disabled.
n8n-worker-1  |     at RedisClientService.connect (/usr/local/lib/node_modules/n8n/dist/services/redis-client.service.js:51:19)
n8n-worker-1  | Worker shutting down

### Operating System
Debian 12

### n8n Version
1.80.2

### Node.js Version
20.18.0
`, V{"a": g.an(24)}, "WRONGPASS invalid username-password pair", "redis.internal:6379")

	g.lcAdd("lowcode/reddit-selfhosted-n8n-exposed", `
r/selfhosted · Posted by u/mossy_cobblestone
My n8n got hit — someone ran workflows I didn't create. Here's my setup, what did I do wrong?

N8N_BASIC_AUTH_ACTIVE=false
N8N_HOST=0.0.0.0
N8N_PORT=5678
N8N_ENCRYPTION_KEY=«a»
WEBHOOK_URL=http://«_ip»:5678/

Port 5678 forwarded on the router. Top comment: "you exposed an unauthenticated n8n to the internet, rotate every credential in it NOW".
`, V{"a": g.lcN8nKey(), "_ip": g.pick("203.0.113.", "198.51.100.") + fmt.Sprint(10+g.r.IntN(200))}, "u/mossy_cobblestone", "N8N_BASIC_AUTH_ACTIVE=false")

	g.lcAdd("lowcode/agent-chat-airtable-pat-into-n8n", `
user: here's the airtable token «a» — base is «_base», table "Applicants". wire it into the n8n workflow that reads new rows every 15 min
assistant: I'll create an "Airtable Personal Access Token" credential in n8n with that value rather than pasting it into the node, then set the Airtable Trigger to poll base «_base» / table "Applicants" every 15 minutes.
`, V{"a": g.airtable(), "_base": "app" + g.an(14)}, "Airtable Personal Access Token", "table \"Applicants\"")

	g.lcAdd("lowcode/forum-uipath-get-credential-empty", `
forum.uipath.com › Help › Orchestrator
Get Credential returns empty password in unattended job

Asset "SAP_Login" (Credential, per-robot). Works in Studio via Assistant but in the unattended job the SecureString is empty. As a test I made a Text asset SAP_Pwd_Test = «a» and that one comes through fine.

Studio 2023.10.4, Robot 2023.10.4, Orchestrator Automation Cloud.
`, V{"a": g.pw()}, "forum.uipath.com", "Studio 2023.10.4")

	g.lcAdd("lowcode/forum-sfse-named-credential-basic", `
salesforce.stackexchange.com
Named Credential callout returns 401 although Basic auth works in Postman

Debug log:
CALLOUT_REQUEST|[42]|System.HttpRequest[Endpoint=callout:ERP_NC/api/orders, Method=GET]
USER_DEBUG|[44]|DEBUG|Authorization: Basic «a»

I've set Generate Authorization Header = true, so maybe it's sending two headers?
`, V{"a": b64s("sfintegration:" + g.pw())}, "callout:ERP_NC/api/orders", "Generate Authorization Header = true")

	g.lcAdd("lowcode/teams-chat-flow-trigger-url", `
[10:31] Hannah Kowalczyk
here's the URL for the "new hire" flow, HR system posts to it:
https://prod-«_n».northeurope.logic.azure.com:443/workflows/«_wf»/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«a»
[10:33] Ravi Menon
👍 adding it to the Workday outbound integration
`, V{"_n": fmt.Sprint(10 + g.r.IntN(80)), "_wf": g.hex(32), "a": g.lcSig()}, "Workday outbound integration", "Hannah Kowalczyk")

	g.lcAdd("lowcode/jira-budibase-upgrade", `
OPS-2291  Upgrade Budibase to 3.2 on tools-vm-02
Reporter: Ines Farkas   Priority: Medium

Steps done so far:
1. docker compose pull (3.2.11)
2. the worker container fails with "Invalid JWT secret", current .env has
   JWT_SECRET=«a»
   INTERNAL_API_KEY=«b»
3. rolled back to 2.33.2

Can someone from platform check if the secrets need regenerating for 3.x?
`, V{"a": g.an(32), "b": g.hex(32)}, "OPS-2291", "tools-vm-02")

	g.lcAdd("lowcode/email-workato-api-client", `
From: Automation CoE <coe@northbay-insurance.com>
To: Deepa Raman
Subject: Your Workato API client for the claims-sync project

Hi Deepa,

As requested, here is the API client for the claims-sync project (environment: DEV, role: recipe-operator).

  API client name: claims-sync-dev
  Token: «a»

Please store it in the team's 1Password vault and do not commit it. It expires on 2025-03-31.

Thanks,
Automation CoE
`, V{"a": g.hex(64)}, "coe@northbay-insurance.com", "claims-sync-dev")

	g.lcAdd("lowcode/pipedream-support-ticket", `
Subject: Workflow p_«_wf» failing with 403 since yesterday
Hi Pipedream team, our step "push_to_freshsales" started failing with 403. The step uses a custom header since the Freshsales app integration doesn't support our domain:

  Authorization: Token token=«a»
  URL: https://quarrystone.myfreshworks.com/crm/sales/api/contacts

Event id «_ev». Can you see anything on your side?
`, V{"_wf": g.an(7), "a": g.b64u(22), "_ev": g.an(27)}, "push_to_freshsales", "quarrystone.myfreshworks.com")

	g.lcAdd("lowcode/issue-huginn-smtp", `
Emails not sent after upgrading to latest docker image #3412

docker logs huginn:
  Net::SMTPAuthenticationError (535 5.7.8 Username and Password not accepted.)
env:
  SMTP_DOMAIN=gmail.com
  SMTP_USER_NAME=huginn.alerts.thistlewood@gmail.com
  SMTP_PASSWORD=«a»
  SMTP_SERVER=smtp.gmail.com
  SMTP_PORT=587
`, V{"a": g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)}, "Net::SMTPAuthenticationError", "huginn.alerts.thistlewood@gmail.com")

	g.lcAdd("lowcode/discord-windmill-help", `
#help  — windmill community
kobi_dev: getting 401 on the REST API from my backend, token works in the UI though
kobi_dev: curl -H 'Authorization: Bearer «a»' https://windmill.kobi.dev/api/w/main/scripts/list
rubenf: tokens are workspace-scoped if you created it from the workspace settings, check it's for "main"
kobi_dev: ah it's for "staging", thanks
`, V{"a": g.lcWinToken()}, "tokens are workspace-scoped", "windmill.kobi.dev/api/w/main/scripts/list")
}

// ---- benign look-alikes ----

func (g *G) lowcodeBenign() {
	g.lcAdd("lowcode/benign-n8n-workflow-refs-only", `
{
  "nodes": [
    {
      "parameters": { "httpMethod": "POST", "path": "«_wh»", "options": {} },
      "id": "«_n1»",
      "name": "Webhook",
      "type": "n8n-nodes-base.webhook",
      "typeVersion": 2,
      "position": [0, 0],
      "webhookId": "«_wh»"
    },
    {
      "parameters": { "resource": "issue", "operation": "create", "owner": "tallgrass", "repository": "ops", "title": "={{ $json.body.title }}" },
      "id": "«_n2»",
      "name": "GitHub",
      "type": "n8n-nodes-base.github",
      "typeVersion": 1,
      "position": [220, 0],
      "credentials": { "githubApi": { "id": "«_cred»", "name": "GitHub account" } }
    }
  ],
  "pinData": {},
  "meta": { "templateCredsSetupCompleted": true, "instanceId": "«_inst»" },
  "versionId": "«_ver»"
}
`, V{"_wh": g.uuid(), "_n1": g.uuid(), "_n2": g.uuid(), "_cred": g.lcID(), "_inst": g.hex(64), "_ver": g.uuid()}, "={{ $json.body.title }}", "templateCredsSetupCompleted")

	g.lcAdd("lowcode/benign-n8n-export-encrypted", `
$ n8n export:credentials --all --output=backup/creds-encrypted.json && head -c 400 backup/creds-encrypted.json
[{"createdAt":"«_t»","updatedAt":"«_t»","id":"«_id»","name":"Postgres account","data":"«_d»","type":"postgres","isManaged":false}]
`, V{"_t": g.lcTS(), "_id": g.lcID(), "_d": "U2FsdGVkX1" + g.s(alB64, 182) + "=="}, "n8n export:credentials --all --output=backup/creds-encrypted.json")

	g.lcAdd("lowcode/benign-n8n-api-blank-value", `
$ curl -s -H "X-N8N-API-KEY: $N8N_API_KEY" https://n8n.ops.tallgrass.dev/api/v1/credentials/schema/httpHeaderAuth | jq -c .
{"additionalProperties":false,"type":"object","properties":{"name":{"type":"string"},"value":{"type":"string"}},"required":["name","value"]}
$ curl -s -H "X-N8N-API-KEY: $N8N_API_KEY" https://n8n.ops.tallgrass.dev/rest/credentials/«_id»?includeData=true | jq -c .data.data
{"name":"X-Api-Key","value":"__n8n_BLANK_VALUE_e5362baf-c777-4d57-a609-6eaf1f9e87f6"}
`, V{"_id": g.lcID()}, "__n8n_BLANK_VALUE_e5362baf-c777-4d57-a609-6eaf1f9e87f6", "X-N8N-API-KEY: $N8N_API_KEY")

	g.lcAdd("lowcode/benign-nodered-flows-cred-encrypted", `
$ cat ~/.node-red/flows_cred.json
{"$":"«_iv»«_ct»"}
$ grep -n credentialSecret ~/.node-red/settings.js
71:    credentialSecret: process.env.NODE_RED_CREDENTIAL_SECRET,
`, V{"_iv": g.hex(32), "_ct": g.s(alB64, 212) + "="}, "process.env.NODE_RED_CREDENTIAL_SECRET")

	g.lcAdd("lowcode/benign-powerautomate-keyvault-param", `
"HTTP_-_ERP": {
  "type": "Http",
  "inputs": {
    "method": "GET",
    "uri": "@{parameters('ERP Base URL (cr4f2_ErpBaseUrl)')}/orders",
    "headers": { "x-api-key": "@{parameters('ERP API Key (cr4f2_ErpApiKey)')}" }
  },
  "runtimeConfiguration": { "secureData": { "properties": ["inputs", "outputs"] } },
  "metadata": { "operationMetadataId": "«_op»" }
}
`, V{"_op": g.uuid()}, "@{parameters('ERP API Key (cr4f2_ErpApiKey)')}", "secureData")

	g.lcAdd("lowcode/benign-zapier-code-inputdata", `
// Code by Zapier: the key is mapped from Zapier's Storage, never typed here
const apiKey = inputData.api_key;             // mapped from step 2
const headers = { Authorization: ˋBearer ${apiKey}ˋ };
const r = await fetch(ˋhttps://api.trello.com/1/cards?idList=${inputData.list_id}ˋ, { method: "POST", headers });
return { status: r.status };
`, nil, "inputData.api_key", "Bearer ${apiKey}")

	g.lcAdd("lowcode/benign-make-blueprint-conn-ids", `
{
    "id": 3,
    "module": "google-sheets:addRow",
    "version": 2,
    "parameters": { "__IMTCONN__": «_c» },
    "mapper": {
        "mode": "select",
        "spreadsheetId": "/«_sheet»",
        "sheetId": "Leads",
        "values": { "0": "{{1.email}}", "1": "{{formatDate(now; \"YYYY-MM-DD\")}}" }
    },
    "metadata": { "restore": { "parameters": { "__IMTCONN__": { "label": "My Google connection (ops@orchard-and-vine.com)", "data": { "scoped": "true", "connection": "google" } } } } }
}
`, V{"_c": g.digits(7), "_sheet": "1" + g.b64u(43)}, "__IMTCONN__", "ops@orchard-and-vine.com")

	g.lcAdd("lowcode/benign-clasp-json-appsscript", `
$ cat .clasp.json appsscript.json
{"scriptId":"«_sid»","rootDir":"./src","projectId":"tideline-ops"}
{
  "timeZone": "Europe/London",
  "dependencies": { "libraries": [ { "userSymbol": "OAuth2", "libraryId": "1B7FSrk5Zi6L1rSxxTDgDEUsPzlukDsi4KGuTMorsTQHhGBzBkMun4iDF", "version": "43" } ] },
  "exceptionLogging": "STACKDRIVER",
  "oauthScopes": ["https://www.googleapis.com/auth/script.external_request", "https://www.googleapis.com/auth/spreadsheets"],
  "runtimeVersion": "V8"
}
`, V{"_sid": "1" + g.b64u(56)}, "1B7FSrk5Zi6L1rSxxTDgDEUsPzlukDsi4KGuTMorsTQHhGBzBkMun4iDF", "script.external_request")

	g.lcAdd("lowcode/benign-retool-config-vars", `
// Retool query "createCharge" (REST, resource: stripe_api)
Headers:
  Authorization   Bearer {{ retoolContext.configVars.STRIPE_SECRET }}
  Idempotency-Key {{ uuid.v4() }}
Body:
  amount    {{ Math.round(amountInput.value * 100) }}
  customer  {{ table1.selectedRow.stripe_customer_id }}
`, nil, "{{ retoolContext.configVars.STRIPE_SECRET }}", "{{ table1.selectedRow.stripe_customer_id }}")

	g.lcAdd("lowcode/benign-windmill-var-refs", `
// f/ops/notify.ts
import * as wmill from "windmill-client";

export async function main(channel: string, slack: RT.Slack = "$res:f/ops/slack_bot") {
  const token = await wmill.getVariable("f/ops/pagerduty_token");
  const webhook = "$var:f/ops/teams_webhook";
  return { channel, hasToken: token.length > 0, webhook };
}
`, nil, "$res:f/ops/slack_bot", "wmill.getVariable(\"f/ops/pagerduty_token\")", "$var:f/ops/teams_webhook")

	g.lcAdd("lowcode/benign-uipath-get-credential-xaml", `
<ui:GetRobotCredential AssetName="SAP_Login" CacheStrategy="None" DisplayName="Get Credential" Password="[sapPassword]" Username="[sapUser]" FolderPath="Finance/Invoices" TimeoutMS="30000" sap2010:WorkflowViewState.IdRef="GetRobotCredential_1" />
<ui:TypeSecureText DisplayName="Type Secure Text 'password'" SecureText="[sapPassword]" sap2010:WorkflowViewState.IdRef="TypeSecureText_2">
  <ui:TypeSecureText.Target>
    <ui:Target Selector="&lt;wnd app='saplogon.exe' /&gt;&lt;sap id='usr/pwdRSYST-BCODE' /&gt;" />
  </ui:TypeSecureText.Target>
</ui:TypeSecureText>
`, nil, "AssetName=\"SAP_Login\"", "SecureText=\"[sapPassword]\"")

	g.lcAdd("lowcode/benign-sf-credential-merge-fields", `
HttpRequest req = new HttpRequest();
req.setEndpoint('callout:ERP_NC/api/orders');
req.setHeader('Authorization', 'Basic ' + EncodingUtil.base64Encode(Blob.valueOf('{!$Credential.Username}:{!$Credential.Password}')));
req.setHeader('X-Api-Key', '{!$Credential.Stripe_EC.ApiKey}');
req.setMethod('GET');
// Org «_org», flow version «_fv»
`, V{"_org": g.lcSFOrg(), "_fv": "301" + g.s(alAlnum, 15)}, "{!$Credential.Password}", "{!$Credential.Stripe_EC.ApiKey}")

	g.lcAdd("lowcode/benign-n8n-execution-list", `
$ n8n list:workflow
«_w1»|Zendesk → Linear triage
«_w2»|Nightly invoice export
«_w3»|Slack standup digest
$ n8n execute --id «_w2»
Execution was successful:
====================================
{"data":{"resultData":{"runData":{"Schedule Trigger":[{"startTime":1718793312774,"executionTime":2,"source":[]}]}}}}
`, V{"_w1": g.lcID(), "_w2": g.lcID(), "_w3": g.lcID()}, "Slack standup digest", "Execution was successful:")

	g.lcAdd("lowcode/benign-airtable-record-ids", `
$ curl -s "https://api.airtable.com/v0/«_base»/Applicants?maxRecords=2" -H "Authorization: Bearer $AIRTABLE_PAT" | jq -c '.records[] | {id, createdTime}'
{"id":"rec«_r1»","createdTime":"2024-06-11T08:14:02.000Z"}
{"id":"rec«_r2»","createdTime":"2024-06-11T08:20:47.000Z"}
`, V{"_base": "app" + g.an(14), "_r1": g.an(14), "_r2": g.an(14)}, "Bearer $AIRTABLE_PAT")

	g.lcAdd("lowcode/benign-zapier-app-auth-fields", `
// index.js (Zapier Platform app)
const authentication = {
  type: "custom",
  fields: [
    { key: "api_key", label: "API Key", required: true, type: "password", helpText: "Found under **Settings → API** in Tidepool." },
    { key: "subdomain", label: "Subdomain", required: true, type: "string" },
  ],
  test: { url: "https://{{bundle.authData.subdomain}}.tidepool-crm.com/api/me" },
  connectionLabel: "{{json.email}}",
};
`, nil, "{{bundle.authData.subdomain}}", "type: \"password\"")

	g.lcAdd("lowcode/benign-masked-ui-values", `
Connections › Salesforce (prod)             Connected ✓   Last used 2 min ago
  Username        integration@juniperhealth.com
  Password        ••••••••••••
  Security token  ••••••••••••••••••••••••
  Client secret   ****************************«=tail»
Connection ID: «_cid»
`, V{"=tail": g.an(4), "_cid": g.digits(7)}, "••••••••••••", "integration@juniperhealth.com")

	g.lcAdd("lowcode/benign-pa-run-ids", `
PS> Get-FlowRun -EnvironmentName «_env» -FlowName «_flow» | Select -First 3 FlowRunName, Status, StartTime
FlowRunName                  Status    StartTime
-----------                  ------    ---------
«_r1» Succeeded 2024-06-19T07:00:03.113Z
«_r2» Failed    2024-06-18T07:00:02.871Z
«_r3» Succeeded 2024-06-17T07:00:04.002Z
`, V{"_env": "Default-" + g.uuid(), "_flow": g.uuid(), "_r1": "08584" + g.digits(15) + "CU" + g.digits(2), "_r2": "08584" + g.digits(15) + "CU" + g.digits(2), "_r3": "08584" + g.digits(15) + "CU" + g.digits(2)}, "Get-FlowRun")

	g.lcAdd("lowcode/benign-huginn-credential-liquid", `
{
  "type": "Agents::PostAgent",
  "name": "Post to Mattermost",
  "options": {
    "post_url": "{% credential mattermost_hook_url %}",
    "expected_receive_period_in_days": "2",
    "content_type": "json",
    "method": "post",
    "payload": { "text": "{{title}} — {{url}}" },
    "headers": { "Authorization": "Bearer {% credential mattermost_token %}" }
  }
}
`, nil, "{% credential mattermost_hook_url %}", "Bearer {% credential mattermost_token %}")

	g.lcAdd("lowcode/benign-make-webhook-list", `
$ curl -s "https://eu1.make.com/api/v2/hooks?teamId=«_team»" -H "Authorization: Token $MAKE_API_TOKEN" | jq -c '.hooks[] | {id, name, typeName, enabled}'
{"id":«_h1»,"name":"Shopify orders","typeName":"gateway-webhook","enabled":true}
{"id":«_h2»,"name":"Typeform leads","typeName":"gateway-webhook","enabled":false}
`, V{"_team": g.digits(6), "_h1": g.digits(7), "_h2": g.digits(7)}, "Token $MAKE_API_TOKEN", "gateway-webhook")
}
