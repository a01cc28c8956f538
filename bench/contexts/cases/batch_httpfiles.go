package cases

import (
	"fmt"
	"strings"
)

// httpfilesCases adds request files and the artifacts of API tooling that
// a developer keeps in a repository or exports, as an agent reads, edits
// or runs them.
// Sources: VS Code REST Client (.http and .rest files, file variables,
// request variables, {{$dotenv}}, {{$processEnv}}, {{$aadToken}}, the
// rest-client.environmentVariables of settings.json, Basic, Digest and
// AWS auth lines, saved responses); the JetBrains HTTP Client
// (http-client.env.json and http-client.private.env.json with Security
// Auth blocks, response handler scripts, ijhttp runs, the
// http-client.cookies file and .idea/httpRequests history); Bruno (.bru
// requests with auth:bearer, auth:basic, auth:awsv4, auth:oauth2 and
// auth:apikey blocks, environments with vars:secret, bruno.json, bru run);
// Hurl (files with [BasicAuth], [FormParams], [Cookies], [Options] and
// captures, --variable and --variables-file, verbose output); Postman
// (collection v2.1 exports with auth blocks and variable arrays,
// environment and globals exports, vault references, newman and
// postman-cli runs, the Postman API); Insomnia v4 JSON and v5 YAML exports
// and inso; Thunder Client, Hoppscotch and RapidAPI/Paw; HAR files from
// Chrome and Firefox (headers, cookies, queryString, postData, WebSocket
// messages, sanitized exports); load tests (k6, Locust, JMeter .jmx and
// properties, Gatling Scala and Java, Artillery, vegeta, wrk, hey, ab,
// Taurus, ghz); curlconverter and browser "Copy as" output (Python,
// JavaScript, Node, Go, PHP, Rust, Java, C#, Ansible, R, Dart, Elixir,
// PowerShell); HTTPie sessions and config; OpenAPI and Swagger files
// (securitySchemes, examples, swagger-ui preauthorization, springdoc,
// openapi-generator); GraphQL Playground, Altair, graphql-config, Apollo
// Rover and Hasura; WireMock, MockServer, Mockoon and Hoverfly mappings;
// Pact files, the Pact Broker and PactFlow. Benign look-alikes: variable
// references ({{token}}, {{$dotenv API_KEY}}, {{$processEnv}},
// $processEnvironment, __ENV, ${__P()}, {{vault:...}}, $auth.token()),
// documentation example values, Postman, Insomnia, Bruno and Thunder
// Client ids, request and trace ids, ETags, content hashes, persisted
// query hashes, Pact timestamps used as tokens, Insomnia b64:: template
// tags, masked and sanitized values. The case names start with
// "httpfiles/".
func (g *G) httpfilesCases() {
	g.hfRestClient()
	g.hfJetBrains()
	g.hfBruno()
	g.hfHurl()
	g.hfPostman()
	g.hfInsomnia()
	g.hfHAR()
	g.hfLoadTests()
	g.hfCurlconv()
	g.hfHttpie()
	g.hfOpenAPI()
	g.hfGraphQL()
	g.hfMocks()
	g.hfPact()
	g.hfBenign()
}

// ---- helpers used only here ----

// hfAdd is add with the "httpfiles/" prefix and "ˋ" standing for a
// backtick.
func (g *G) hfAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("httpfiles/"+name, bt(tmpl), v, benign...)
}

// hfBasic is the base64 of user:password as an Authorization: Basic
// header carries it.
func hfBasic(user, pw string) string { return b64s(user + ":" + pw) }

// hfInsID is an Insomnia resource id (req_, wrk_, env_, fld_, jar_).
func (g *G) hfInsID(p string) string { return p + "_" + g.hex(32) }

// hfPMUid is a Postman cloud uid (owner id and a UUID).
func (g *G) hfPMUid() string { return g.digits(8) + "-" + g.uuid() }

// hfRapid is a RapidAPI application key.
func (g *G) hfRapid() string {
	return g.hex(10) + "msh" + g.an(15) + "p1" + g.an(5) + "jsn" + g.an(12)
}

// hfApollo is an Apollo GraphOS graph API key.
func (g *G) hfApollo(graph string) string { return "service:" + graph + ":" + g.b64u(22) }

// hfPactTok is a Pact Broker or PactFlow API token.
func (g *G) hfPactTok() string { return g.b64u(22) }

// hfK6Tok is a Grafana Cloud k6 API token.
func (g *G) hfK6Tok() string { return g.hex(64) }

// hfConnectSid is an Express signed session cookie, URL-encoded.
func (g *G) hfConnectSid() string { return "s%3A" + g.b64u(32) + "." + g.b64u(43) }

// hfEtag is a weak ETag body.
func (g *G) hfEtag() string { return "W/\"" + g.hex(8) + "-" + g.b64u(27) + "\"" }

// hfMillis is an epoch in milliseconds.
func (g *G) hfMillis() string { return fmt.Sprintf("17%011d", g.r.IntN(100000000000)) }

// hfHasura is a Hasura admin secret as teams generate it.
func (g *G) hfHasura() string { return g.an(64) }

// ---- VS Code REST Client ----

func (g *G) hfRestClient() {
	g.hfAdd("rest-client-file-variable-token", `
$ cat api/orders.http
@baseUrl = https://api.staging.shopline.dev/v2
@token = «tok»

### List open orders
GET {{baseUrl}}/orders?status=open&limit=50
Authorization: Bearer {{token}}
Accept: application/json

### Create an order
# @name createOrder
POST {{baseUrl}}/orders
Authorization: Bearer {{token}}
Content-Type: application/json

{
  "customerId": "«_cust»",
  "items": [{ "sku": "TSHIRT-BLK-M", "qty": 2 }]
}

### Fetch the order we just created
@orderId = {{createOrder.response.body.$.id}}
GET {{baseUrl}}/orders/{{orderId}}
Authorization: Bearer {{token}}
`, V{"tok": g.userJWT(), "_cust": g.uuid()}, "{{createOrder.response.body.$.id}}", "https://api.staging.shopline.dev/v2")

	g.hfAdd("rest-client-dotenv-processenv-benign", `
$ cat requests/billing.http
# Secrets come from .env (gitignored), see README
@host = {{$dotenv API_HOST}}
@apiKey = {{$dotenv BILLING_API_KEY}}

### Invoices for a customer
GET https://{{host}}/v1/invoices?customer=cus_«_cus»
X-Api-Key: {{apiKey}}
X-Request-Id: {{$guid}}
X-Timestamp: {{$timestamp}}

### Same with the shell environment
GET https://{{host}}/v1/invoices/in_«_inv»
Authorization: Bearer {{$processEnv BILLING_TOKEN}}
$ cat .env.example
API_HOST=billing.internal.example.com
BILLING_API_KEY=<paste your key here>
`, V{"_cus": g.an(14), "_inv": g.an(24)}, "{{$dotenv BILLING_API_KEY}}", "{{$processEnv BILLING_TOKEN}}", "BILLING_API_KEY=<paste your key here>")

	g.hfAdd("rest-client-settings-environments", `
$ cat .vscode/settings.json
{
  "editor.formatOnSave": true,
  "rest-client.environmentVariables": {
    "$shared": {
      "apiVersion": "2024-06-01"
    },
    "local": {
      "host": "http://localhost:8080",
      "token": "dev-token"
    },
    "staging": {
      "host": "https://api.staging.tallyhq.io",
      "token": "«a»"
    },
    "production": {
      "host": "https://api.tallyhq.io",
      "token": "«b»"
    }
  },
  "rest-client.defaultHeaders": {
    "User-Agent": "vscode-restclient",
    "X-Client": "tally-dev"
  }
}
`, V{"a": "tly_" + g.an(40), "b": "tly_" + g.an(40)}, "\"token\": \"dev-token\"", "https://api.tallyhq.io")

	adminPw := g.pw()
	g.hfAdd("rest-client-basic-raw-credentials", `
### Admin: list tenants (REST Client encodes "user password" itself)
GET http://localhost:9000/admin/api/tenants
Authorization: Basic admin «a»

### Same call against staging, already encoded
GET https://admin.staging.kestrel.app/api/tenants
Authorization: Basic «b»
`, V{"a": adminPw, "b": hfBasic("ops-admin", g.pwURL())}, "Authorization: Basic admin ", "https://admin.staging.kestrel.app/api/tenants")

	g.hfAdd("rest-client-oauth-client-credentials", `
# @name login
POST https://login.fernwood.io/oauth2/token
Content-Type: application/x-www-form-urlencoded

grant_type=client_credentials
&client_id=«_cid»
&client_secret=«a»
&scope=reports.read

###
@accessToken = {{login.response.body.access_token}}

GET https://api.fernwood.io/reports/monthly?month=2025-02
Authorization: Bearer {{accessToken}}
`, V{"_cid": g.uuid(), "a": g.b64u(40)}, "{{login.response.body.access_token}}", "scope=reports.read")

	g.hfAdd("rest-client-aad-token-benign", `
### Graph: my profile (token comes from the signed-in Azure account)
GET https://graph.microsoft.com/v1.0/me
Authorization: {{$aadV2Token scopes:User.Read}}

### ARM: list resource groups
GET https://management.azure.com/subscriptions/«_sub»/resourcegroups?api-version=2021-04-01
Authorization: {{$aadToken}}
x-ms-client-request-id: «_rid»
`, V{"_sub": g.uuid(), "_rid": g.uuid()}, "{{$aadV2Token scopes:User.Read}}", "{{$aadToken}}")

	g.hfAdd("rest-client-diff-adds-api-key", `
$ git diff --cached -- scratch/weather.http
diff --git a/scratch/weather.http b/scratch/weather.http
new file mode 100644
index 0000000..«_idx»
--- /dev/null
+++ b/scratch/weather.http
@@ -0,0 +1,9 @@
+### current conditions
+GET https://api.openweathermap.org/data/2.5/weather?q=Lisbon&units=metric&appid=«a»
+
+### forecast through the partner gateway
+GET https://gw.meteo-partners.eu/v3/forecast?lat=38.72&lon=-9.14
+X-Api-Key: «b»
+Accept: application/json
`, V{"_idx": g.hex(7), "a": g.hex(32), "b": g.an(40)}, "gw.meteo-partners.eu", "q=Lisbon&units=metric")

	g.hfAdd("rest-client-session-cookie-header", `
$ cat debug/checkout.rest
### reproduce the 500 on checkout (cookie copied from the browser)
POST https://shop.larkspur.store/api/cart/checkout
Content-Type: application/json
Cookie: connect.sid=«a»; cart_id=«_cart»; _ga=GA1.1.«_ga»
X-CSRF-Token: «b»

{ "shippingMethod": "express", "giftWrap": false }
`, V{"a": g.hfConnectSid(), "_cart": g.uuid(), "_ga": g.digits(10) + "." + g.digits(10), "b": g.b64u(36)}, "shop.larkspur.store", "\"shippingMethod\": \"express\"")

	g.hfAdd("rest-client-saved-response", `
HTTP/1.1 200 OK
Date: Tue, 11 Mar 2025 09:14:52 GMT
Content-Type: application/json; charset=utf-8
Connection: close
Set-Cookie: sid=«a»; Path=/; HttpOnly; Secure; SameSite=Lax
ETag: «_etag»
X-Request-Id: «_rid»
X-RateLimit-Remaining: 58

{
  "user": { "id": 4412, "email": "m.ortega@bramble.dev", "role": "admin" },
  "accessToken": "«b»",
  "refreshToken": "«c»",
  "expiresIn": 900
}
`, V{"a": g.hex(48), "_etag": g.hfEtag(), "_rid": g.uuid(), "b": g.userJWT(), "c": g.b64u(64)}, "X-RateLimit-Remaining: 58", "m.ortega@bramble.dev")

	g.hfAdd("rest-client-conditional-get-benign", `
### conditional GET, should come back 304
GET https://cdn-api.quillhq.com/v2/assets/manifest.json
If-None-Match: «_etag»
If-Modified-Since: Mon, 10 Mar 2025 18:02:11 GMT
X-Correlation-Id: «_cid»
Authorization: Bearer {{token}}

### upload with an integrity check
PUT https://cdn-api.quillhq.com/v2/assets/logo.svg
Content-Type: image/svg+xml
Content-MD5: «_md5»
x-amz-checksum-sha256: «_sha»
Authorization: Bearer {{token}}

< ./assets/logo.svg
`, V{"_etag": "\"" + g.hex(32) + "\"", "_cid": g.uuid(), "_md5": g.b64(16), "_sha": g.b64(32)}, "Authorization: Bearer {{token}}", "< ./assets/logo.svg")

	g.hfAdd("rest-client-digest-auth", `
### camera snapshot (Digest auth, REST Client computes the response)
GET http://192.168.10.41/ISAPI/Streaming/channels/101/picture
Authorization: Digest admin «a»

### NVR device info
GET http://192.168.10.40/ISAPI/System/deviceInfo
Authorization: Digest operator «b»
`, V{"a": g.pw(), "b": g.pwURL()}, "/ISAPI/System/deviceInfo", "192.168.10.41")

	g.hfAdd("rest-client-graphql-request", `
### GraphQL: repository issues
POST https://api.github.com/graphql
Content-Type: application/json
Authorization: bearer «a»
X-REQUEST-TYPE: GraphQL

query ($owner: String!, $name: String!) {
  repository(owner: $owner, name: $name) {
    issues(first: 20, states: OPEN) { nodes { number title } }
  }
}

{ "owner": "tidepool-labs", "name": "ingest" }
`, V{"a": g.ghp()}, "X-REQUEST-TYPE: GraphQL", "tidepool-labs")

	g.hfAdd("rest-client-aws-signature", `
### S3-compatible listing through REST Client's AWS auth
GET https://s3.eu-central-1.amazonaws.com/acme-invoices-archive?list-type=2&prefix=2025/
Authorization: AWS «a» «b» region:eu-central-1 service:s3

### with a temporary session
GET https://sqs.eu-central-1.amazonaws.com/«_acct»/billing-events?Action=GetQueueAttributes&AttributeName.1=All
Authorization: AWS «c» «d» token:«e» region:eu-central-1 service:sqs
`, V{"a": g.awsID(), "b": g.awsSecret(), "_acct": g.digits(12), "c": g.awsTempID(), "d": g.awsSecret(), "e": g.awsSession()}, "acme-invoices-archive", "region:eu-central-1 service:s3")

	g.hfAdd("rest-client-chat-401", `
user: REST Client keeps giving me 401 on this, what am I doing wrong?

    @apiKey = «a»
    GET https://api.brightlane.ai/v1/models
    Authorization: {{apiKey}}

assistant: The Brightlane API expects the key behind the Bearer scheme. Change the header to
ˋAuthorization: Bearer {{apiKey}}ˋ. Also move the key out of the file, e.g. ˋ@apiKey = {{$dotenv BRIGHTLANE_API_KEY}}ˋ,
since api/*.http is tracked in git.
`, V{"a": "bl-" + g.an(48)}, "{{$dotenv BRIGHTLANE_API_KEY}}", "Authorization: Bearer {{apiKey}}")

	g.hfAdd("rest-client-login-then-capture", `
@host = https://portal.greywater.co
@user = qa-bot@greywater.co
@password = «a»

# @name signin
POST {{host}}/api/auth/signin
Content-Type: application/json

{ "email": "{{user}}", "password": "{{password}}", "remember": true }

###
GET {{host}}/api/me
Authorization: Bearer {{signin.response.body.$.token}}
`, V{"a": g.pw()}, "qa-bot@greywater.co", "{{signin.response.body.$.token}}")

	g.hfAdd("rest-client-gitignore-and-env-benign", `
$ cat .gitignore
node_modules/
.env
*.local.http
$ cat README.md | sed -n '/## Trying the API/,/##/p'
## Trying the API

Install the REST Client extension, copy .env.example to .env and fill in
ˋPAYMENTS_API_KEYˋ (ask in #payments for a sandbox key). Requests in
ˋhttp/ˋ read it with ˋ{{$dotenv PAYMENTS_API_KEY}}ˋ; never paste the key
into the .http files themselves.
$ cat .env.example
PAYMENTS_API_KEY=
PAYMENTS_HOST=sandbox.payments.example.net
`, V{}, "{{$dotenv PAYMENTS_API_KEY}}", "PAYMENTS_HOST=sandbox.payments.example.net")

	g.hfAdd("rest-client-multipart-upload-key", `
### upload a document for OCR
POST https://api.docuparse.io/v1/documents
X-DocuParse-Key: «a»
Content-Type: multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW

------WebKitFormBoundary7MA4YWxkTrZu0gW
Content-Disposition: form-data; name="file"; filename="invoice-0193.pdf"
Content-Type: application/pdf

< ./samples/invoice-0193.pdf
------WebKitFormBoundary7MA4YWxkTrZu0gW--
`, V{"a": "dp_live_" + g.hex(40)}, "----WebKitFormBoundary7MA4YWxkTrZu0gW", "invoice-0193.pdf")
}

// ---- JetBrains HTTP Client ----

func (g *G) hfJetBrains() {
	g.hfAdd("jetbrains-public-env-benign", `
$ cat http-client.env.json
{
  "dev": {
    "host": "localhost:8081",
    "tenant": "acme-dev",
    "apiVersion": "v3"
  },
  "staging": {
    "host": "api.staging.parcelwise.com",
    "tenant": "«_tenant»",
    "apiVersion": "v3"
  }
}
$ cat requests/shipments.http
GET https://{{host}}/{{apiVersion}}/shipments?tenant={{tenant}}
Authorization: Bearer {{token}}
X-Request-Id: {{$random.uuid}}
`, V{"_tenant": g.uuid()}, "{{$random.uuid}}", "api.staging.parcelwise.com")

	g.hfAdd("jetbrains-private-env-file", `
$ cat http-client.private.env.json
{
  "dev": {
    "token": "«a»",
    "dbPassword": "«b»"
  },
  "staging": {
    "token": "«c»",
    "dbPassword": "«d»"
  }
}
`, V{"a": g.userJWT(), "b": g.pw(), "c": g.userJWT(), "d": g.pwStrong()}, "\"staging\": {")

	g.hfAdd("jetbrains-private-env-oauth-security", `
{
  "prod": {
    "Security": {
      "Auth": {
        "keycloak": {
          "Type": "OAuth2",
          "Grant Type": "Password",
          "Token URL": "https://sso.northbeam.io/realms/ops/protocol/openid-connect/token",
          "Client ID": "ops-console",
          "Client Secret": "«a»",
          "Username": "svc-httpclient",
          "Password": "«b»",
          "Scope": "openid profile"
        }
      }
    }
  }
}
`, V{"a": g.an(32), "b": g.pw()}, "https://sso.northbeam.io/realms/ops/protocol/openid-connect/token", "\"Client ID\": \"ops-console\"")

	g.hfAdd("jetbrains-auth-token-reference-benign", `
### uses the "keycloak" auth config from http-client.private.env.json
GET https://api.northbeam.io/v2/alerts?state=firing
Authorization: Bearer {{$auth.token("keycloak")}}
X-Trace: {{$random.hexadecimal(16)}}

### id token for the BFF
GET https://bff.northbeam.io/session
X-Id-Token: {{$auth.idToken("keycloak")}}
`, V{}, "{{$auth.token(\"keycloak\")}}", "{{$auth.idToken(\"keycloak\")}}")

	g.hfAdd("jetbrains-response-handler-login", `
### Login
POST https://{{host}}/auth/login
Content-Type: application/json

{
  "username": "integration-tests",
  "password": "«a»"
}

> {%
    client.test("login ok", () => client.assert(response.status === 200));
    client.global.set("auth_token", response.body.token);
%}

### Use it
GET https://{{host}}/api/projects
Authorization: Bearer {{auth_token}}
`, V{"a": g.pw()}, "client.global.set(\"auth_token\", response.body.token);", "integration-tests")

	g.hfAdd("jetbrains-ijhttp-cli-run", `
$ ijhttp --env-file http-client.env.json --env staging -V apiKey=«a» -V tenant=«_t» requests/health.http
┌─────────────────────────────┐
│ Running IntelliJ HTTP Client │
└─────────────────────────────┘
Request 'GET https://api.staging.parcelwise.com/v3/health' ... 200 OK (142 ms)
Request 'GET https://api.staging.parcelwise.com/v3/carriers' ... 200 OK (388 ms)

2 requests completed, 0 have failed tests
`, V{"a": "pw_" + g.an(36), "_t": g.uuid()}, "2 requests completed, 0 have failed tests")

	g.hfAdd("jetbrains-cookies-file", `
$ cat .idea/httpRequests/http-client.cookies
# domain	path	name	value	date
admin.rivet.dev	/	XSRF-TOKEN	«=x»	Fri, 14 Mar 2025 10:22:31 GMT
admin.rivet.dev	/	rivet_session	«a»	Fri, 14 Mar 2025 12:22:31 GMT
localhost	/	JSESSIONID	«b»	-1
`, V{"=x": g.uuid(), "a": g.b64u(40) + "%3D%3D", "b": strings.ToUpper(g.hex(32))}, "admin.rivet.dev", "# domain\tpath\tname\tvalue\tdate")

	g.hfAdd("jetbrains-request-history-log", `
$ sed -n 1,24p .idea/httpRequests/http-requests-log.http
GET https://api.ledgerline.io/v1/accounts/acc_«_acc»/balances
Authorization: Bearer «a»
User-Agent: Apache-HttpClient/4.5.14 (Java/17.0.10)
Accept-Encoding: br,deflate,gzip,x-gzip

<> 2025-03-12T104833.200.json

###

POST https://api.ledgerline.io/v1/transfers
Idempotency-Key: «_idem»
Authorization: Bearer «a»
Content-Type: application/json

{"from":"acc_«_acc»","to":"acc_«_acc2»","amount":2500,"currency":"EUR"}

<> 2025-03-12T104701.201.json
`, V{"_acc": g.an(20), "a": "ll_live_" + g.an(40), "_idem": g.uuid(), "_acc2": g.an(20)}, "<> 2025-03-12T104833.200.json", "Apache-HttpClient/4.5.14 (Java/17.0.10)")

	g.hfAdd("jetbrains-private-env-placeholders-benign", `
$ git show HEAD:http-client.private.env.json
{
  "dev": {
    "token": "<run ./scripts/dev-token.sh and paste here>",
    "dbPassword": "postgres"
  },
  "staging": {
    "token": "",
    "dbPassword": ""
  }
}
$ cat .gitignore | grep http-client
http-client.private.env.json
`, V{}, "<run ./scripts/dev-token.sh and paste here>", "http-client.private.env.json")

	g.hfAdd("jetbrains-spring-test-http-basic", `
$ cat src/test/http/actuator.http
### actuator env (management port)
GET http://localhost:8081/actuator/env
Authorization: Basic actuator «a»

### refresh config
POST http://localhost:8081/actuator/refresh
Authorization: Basic «b»
`, V{"a": g.pwURL(), "b": hfBasic("actuator", g.pwURL())}, "http://localhost:8081/actuator/refresh")

	g.hfAdd("jetbrains-ssl-client-cert-benign", `
{
  "mtls": {
    "host": "payments-gw.internal:8443",
    "SSLConfiguration": {
      "clientCertificate": "certs/client.pem",
      "clientCertificateKey": "certs/client.key",
      "hasCertificatePassphrase": true,
      "verifyHostCertificate": true
    }
  }
}
`, V{}, "\"clientCertificateKey\": \"certs/client.key\"", "\"hasCertificatePassphrase\": true")

	g.hfAdd("jetbrains-pre-request-hmac-secret", `
< {%
    const secret = "«a»";
    const ts = Date.now().toString();
    const body = request.body.tryGetSubstituted();
    const sig = crypto.hmac.sha256().withTextSecret(secret).updateWithText(ts + body).digest().toHex();
    request.variables.set("ts", ts);
    request.variables.set("sig", sig);
%}
POST https://hooks.coppermind.app/v1/ingest
X-Timestamp: {{ts}}
X-Signature: {{sig}}
Content-Type: application/json

{"event":"order.paid","order":"ord_«_o»"}
`, V{"a": g.hex(64), "_o": g.an(16)}, "crypto.hmac.sha256().withTextSecret(secret)", "X-Signature: {{sig}}")

	g.hfAdd("jetbrains-env-json-leaked-in-public", `
$ cat http-client.env.json   # committed
{
  "local": {
    "baseUrl": "http://localhost:3000",
    "apiKey": "local-dev-key"
  },
  "prod": {
    "baseUrl": "https://api.harborlight.app",
    "apiKey": "«a»",
    "sentryDsn": "https://«=b»@o«_org».ingest.sentry.io/«_proj»"
  }
}
`, V{"a": "hl_prod_" + g.b64u(32), "=b": g.hex(32), "_org": g.digits(6), "_proj": g.digits(7)}, "local-dev-key", "https://api.harborlight.app")
}

// ---- Bruno ----

func (g *G) hfBruno() {
	g.hfAdd("bruno-env-secret-vars-benign", `
$ cat collections/payments/environments/Production.bru
vars {
  baseUrl: https://api.paywell.io
  merchantId: «_m»
  apiVersion: 2024-09-01
}
vars:secret [
  apiKey,
  webhookSecret
]
`, V{"_m": "mer_" + g.an(18)}, "vars:secret [", "webhookSecret")

	g.hfAdd("bruno-env-local-plaintext", `
$ cat collections/payments/environments/Local.bru
vars {
  baseUrl: http://localhost:4010
  merchantId: mer_local
  apiKey: «a»
  dbUrl: postgres://paywell:«b»@localhost:5432/paywell_dev
}
`, V{"a": "sk_test_" + g.an(40), "b": g.pwURL()}, "merchantId: mer_local", "http://localhost:4010")

	g.hfAdd("bruno-request-auth-bearer", `
$ cat collections/crm/Contacts/List contacts.bru
meta {
  name: List contacts
  type: http
  seq: 1
}

get {
  url: {{baseUrl}}/crm/v3/objects/contacts?limit=100
  body: none
  auth: bearer
}

auth:bearer {
  token: «a»
}

assert {
  res.status: eq 200
}
`, V{"a": g.hubspot()}, "{{baseUrl}}/crm/v3/objects/contacts?limit=100", "res.status: eq 200")

	g.hfAdd("bruno-request-auth-basic", `
meta {
  name: Jenkins crumb
  type: http
  seq: 3
}

get {
  url: https://ci.tallow.dev/crumbIssuer/api/json
  body: none
  auth: basic
}

auth:basic {
  username: release-bot
  password: «a»
}
`, V{"a": "11" + g.hex(32)}, "https://ci.tallow.dev/crumbIssuer/api/json", "username: release-bot")

	g.hfAdd("bruno-headers-api-key", `
meta {
  name: Geocode address
  type: http
  seq: 2
}

get {
  url: https://maps.googleapis.com/maps/api/geocode/json?address={{address}}&key=«a»
  body: none
  auth: none
}

headers {
  x-goog-fieldmask: results.geometry
  x-client-trace: «_trace»
}
`, V{"a": g.googleKey(), "_trace": g.hex(32)}, "x-goog-fieldmask: results.geometry")

	g.hfAdd("bruno-oauth2-client-credentials", `
auth:oauth2 {
  grant_type: client_credentials
  access_token_url: https://auth.orbitfleet.com/oauth/token
  client_id: «_cid»
  client_secret: «a»
  scope: fleet:read fleet:write
}
`, V{"_cid": g.an(32), "a": g.b64u(64)}, "https://auth.orbitfleet.com/oauth/token", "scope: fleet:read fleet:write")

	g.hfAdd("bruno-process-env-benign", `
$ cat collections/search/collection.bru
headers {
  x-api-key: {{process.env.SEARCH_API_KEY}}
}

script:pre-request {
  const { v4: uuidv4 } = require("uuid");
  req.setHeader("x-request-id", uuidv4());
  bru.setVar("startedAt", Date.now());
}
$ cat collections/search/.env.sample
SEARCH_API_KEY=your-search-api-key
`, V{}, "{{process.env.SEARCH_API_KEY}}", "SEARCH_API_KEY=your-search-api-key")

	g.hfAdd("bruno-dotenv-with-real-key", `
$ cat collections/search/.env
SEARCH_API_KEY=«a»
SEARCH_ADMIN_KEY=«b»
$ git check-ignore collections/search/.env || echo "NOT IGNORED"
NOT IGNORED
`, V{"a": g.hex(32), "b": g.hex(64)}, "NOT IGNORED")

	g.hfAdd("bruno-cli-run-env-var", `
$ bru run --env Staging --env-var apiKey=«a» --output results.json
Requests:    12 passed, 0 failed, 12 total
Tests:       31 passed, 0 failed, 31 total
Assertions:  18 passed, 0 failed, 18 total
Ran all requests - 4213 ms
Wrote results to results.json
`, V{"a": g.an(32)}, "Ran all requests - 4213 ms", "--env Staging")

	g.hfAdd("bruno-json-config-benign", `
$ cat collections/payments/bruno.json
{
  "version": "1",
  "name": "Payments API",
  "type": "collection",
  "ignore": ["node_modules", ".git"],
  "scripts": {
    "moduleWhitelist": ["crypto", "buffer"],
    "filesystemAccess": { "allow": false }
  },
  "clientCertificates": { "enabled": true, "certs": [] }
}
`, V{}, "\"name\": \"Payments API\"", "\"moduleWhitelist\": [\"crypto\", \"buffer\"]")

	g.hfAdd("bruno-auth-awsv4", `
auth:awsv4 {
  accessKeyId: «a»
  secretAccessKey: «b»
  sessionToken:
  service: execute-api
  region: us-east-2
  profileName:
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, "service: execute-api")

	g.hfAdd("bruno-auth-apikey-and-digest", `
$ cat "collections/iot/Gateway status.bru"
get {
  url: https://gw-07.sensorgrid.net/api/status
  body: none
  auth: apikey
}

auth:apikey {
  key: X-Gateway-Key
  value: «a»
  placement: header
}
$ cat "collections/iot/Legacy camera.bru"
auth:digest {
  username: admin
  password: «b»
}
`, V{"a": g.an(40), "b": g.pw()}, "placement: header", "X-Gateway-Key")

	g.hfAdd("bruno-dynamic-vars-benign", `
post {
  url: {{baseUrl}}/v1/events
  body: json
  auth: inherit
}

body:json {
  {
    "id": "{{$randomUUID}}",
    "ts": {{$timestamp}},
    "email": "{{$randomEmail}}",
    "source": "bruno"
  }
}

vars:pre-request {
  tenant: «_t»
}
`, V{"_t": g.uuid()}, "{{$randomUUID}}", "auth: inherit")

	g.hfAdd("bruno-diff-env-secret-leak", `
$ git log -p -1 -- collections/ops/environments/Prod.bru
commit «_sha»
Author: Dana Whitfield <dana@quarrylabs.io>
Date:   Thu Mar 6 16:40:12 2025 +0100

    bruno: prod env

diff --git a/collections/ops/environments/Prod.bru b/collections/ops/environments/Prod.bru
@@ -1,5 +1,6 @@
 vars {
   baseUrl: https://ops.quarrylabs.io
-  token: {{process.env.OPS_TOKEN}}
+  token: «a»
+  grafanaKey: «b»
 }
`, V{"_sha": g.gitSHA(), "a": g.userJWT(), "b": g.grafanaSA()}, "{{process.env.OPS_TOKEN}}", "dana@quarrylabs.io")

	g.hfAdd("bruno-script-set-token", `
script:pre-request {
  const axios = require("axios");
  if (!bru.getVar("accessToken")) {
    const r = await axios.post("https://id.campfire.gg/token", {
      client_id: "campfire-bruno",
      client_secret: "«a»",
      grant_type: "client_credentials"
    });
    bru.setVar("accessToken", r.data.access_token);
  }
  req.setHeader("Authorization", "Bearer " + bru.getVar("accessToken"));
}
`, V{"a": g.an(48)}, "bru.setVar(\"accessToken\", r.data.access_token);", "campfire-bruno")
}

// ---- Hurl ----

func (g *G) hfHurl() {
	g.hfAdd("hurl-literal-bearer-and-capture", `
$ cat tests/smoke.hurl
# Smoke test against staging
GET https://api.staging.nimbusdesk.io/v1/tickets?limit=1
Authorization: Bearer «a»
HTTP 200
[Captures]
ticket_id: jsonpath "$.data[0].id"
[Asserts]
jsonpath "$.data" count == 1

GET https://api.staging.nimbusdesk.io/v1/tickets/{{ticket_id}}
Authorization: Bearer «a»
HTTP 200
`, V{"a": "nd_" + g.an(40)}, "ticket_id: jsonpath \"$.data[0].id\"", "api.staging.nimbusdesk.io")

	g.hfAdd("hurl-basicauth-section", `
# Registry catalog
GET https://registry.corvid.tools/v2/_catalog
[BasicAuth]
ci-pull: «a»
HTTP 200
[Asserts]
jsonpath "$.repositories" includes "corvid/api"
`, V{"a": g.pwStrong()}, "jsonpath \"$.repositories\" includes \"corvid/api\"", "ci-pull: ")

	g.hfAdd("hurl-form-login-csrf", `
GET https://wiki.hollowpine.org/login
HTTP 200
[Captures]
csrf_token: xpath "string(//input[@name='_csrf']/@value)"

POST https://wiki.hollowpine.org/login
[FormParams]
username: docs-sync
password: «a»
_csrf: {{csrf_token}}
HTTP 302
[Asserts]
header "Location" == "/dashboard"
`, V{"a": g.pw()}, "csrf_token: xpath \"string(//input[@name='_csrf']/@value)\"", "username: docs-sync")

	g.hfAdd("hurl-variable-cli", `
$ hurl --test --variable host=https://api.fjordpay.com --variable api_key=«a» tests/*.hurl
tests/accounts.hurl: Success (3 request(s) in 612 ms)
tests/payouts.hurl: Success (5 request(s) in 1480 ms)
--------------------------------------------------------------------------------
Executed files:    2
Executed requests: 8 (4.3/s)
Succeeded files:   2 (100.0%)
Failed files:      0 (0.0%)
Duration:          1851 ms
`, V{"a": "fjp_sk_" + g.an(32)}, "Executed requests: 8 (4.3/s)", "--variable host=https://api.fjordpay.com")

	g.hfAdd("hurl-variables-file", `
$ cat vars/staging.env
host=https://staging.tesselate.ai
user=e2e@tesselate.ai
password=«a»
admin_token=«b»
$ hurl --variables-file vars/staging.env --test e2e/signup.hurl
e2e/signup.hurl: Success (4 request(s) in 932 ms)
`, V{"a": g.pw(), "b": g.b64u(48)}, "user=e2e@tesselate.ai", "e2e/signup.hurl: Success (4 request(s) in 932 ms)")

	g.hfAdd("hurl-env-variables-benign", `
$ cat .github/workflows/api-tests.yml | sed -n '/Run hurl/,$p'
      - name: Run hurl
        env:
          HURL_api_key: ${{ secrets.API_KEY }}
          HURL_host: https://api.staging.tesselate.ai
        run: hurl --test --report-junit report.xml tests/
$ head -4 tests/projects.hurl
GET {{host}}/v2/projects
x-api-key: {{api_key}}
HTTP 200
`, V{}, "HURL_api_key: ${{ secrets.API_KEY }}", "x-api-key: {{api_key}}")

	g.hfAdd("hurl-verbose-output", `
$ hurl --very-verbose session.hurl 2>&1 | sed -n 1,22p
* Executing entry 1
*
* Cookie store:
*
* Request:
* POST https://app.mossgrove.com/api/session
* Request can be run with the following curl command:
* curl --header 'Content-Type: application/json' --data $'{"email":"ops@mossgrove.com","password":"«a»"}' 'https://app.mossgrove.com/api/session'
*
> POST /api/session HTTP/2
> Host: app.mossgrove.com
> Accept: */*
> User-Agent: hurl/6.0.0
> Content-Type: application/json
>
* Response: (received 64 bytes in 87 ms)
*
< HTTP/2 201
< set-cookie: mg_session=«b»; Path=/; HttpOnly; Secure
< x-request-id: «_rid»
<
`, V{"a": g.pw(), "b": g.b64u(43), "_rid": g.uuid()}, "User-Agent: hurl/6.0.0", "ops@mossgrove.com")

	g.hfAdd("hurl-cookies-section", `
# replay with the session copied from the browser
GET https://dashboard.cindervale.com/api/reports/export?format=csv
[Cookies]
cv_session: «a»
cv_theme: dark
HTTP 200
[Asserts]
header "Content-Type" contains "text/csv"
`, V{"a": g.hex(64)}, "cv_theme: dark", "header \"Content-Type\" contains \"text/csv\"")

	g.hfAdd("hurl-options-inline-variable", `
# tests/admin.hurl
GET https://{{host}}/admin/users
[Options]
variable: host=admin.orchard.dev
variable: admin_key=«a»
x-admin-key: {{admin_key}}
HTTP 200
`, V{"a": g.hex(40)}, "variable: host=admin.orchard.dev", "x-admin-key: {{admin_key}}")

	g.hfAdd("hurl-test-report-benign", `
$ hurl --test --report-html build/hurl tests/
tests/health.hurl: Success (1 request(s) in 41 ms)
tests/orders.hurl: Failure (2 request(s) in 310 ms)
error: Assert failure
  --> tests/orders.hurl:14:0
   |
   | GET {{host}}/v1/orders/{{order_id}}
   | Authorization: Bearer {{token}}
   | ...
14 | jsonpath "$.etag" == "«_etag»"
   |   actual:   string <«_etag2»>
   |   expected: string <«_etag»>
   |
--------------------------------------------------------------------------------
Executed files:    2
Succeeded files:   1 (50.0%)
`, V{"_etag": g.hex(40), "_etag2": g.hex(40)}, "Authorization: Bearer {{token}}", "tests/orders.hurl:14:0")
}

// ---- Postman ----

func (g *G) hfPostman() {
	g.hfAdd("postman-collection-bearer-auth", `
$ jq '{info, auth}' "Orders API.postman_collection.json"
{
  "info": {
    "_postman_id": "«_pid»",
    "name": "Orders API",
    "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
    "_exporter_id": "«_exp»"
  },
  "auth": {
    "type": "bearer",
    "bearer": [
      {
        "key": "token",
        "value": "«a»",
        "type": "string"
      }
    ]
  }
}
`, V{"_pid": g.uuid(), "_exp": g.digits(8), "a": g.userJWT()}, "https://schema.getpostman.com/json/collection/v2.1.0/collection.json")

	g.hfAdd("postman-environment-export", `
$ cat "Production.postman_environment.json"
{
	"id": "«_id»",
	"name": "Production",
	"values": [
		{
			"key": "baseUrl",
			"value": "https://api.cobaltline.com",
			"type": "default",
			"enabled": true
		},
		{
			"key": "apiKey",
			"value": "«a»",
			"type": "secret",
			"enabled": true
		},
		{
			"key": "clientSecret",
			"value": "«b»",
			"type": "secret",
			"enabled": true
		}
	],
	"_postman_variable_scope": "environment",
	"_postman_exported_at": "2025-02-27T13:05:44.102Z",
	"_postman_exported_using": "Postman/11.31.4"
}
`, V{"_id": g.uuid(), "a": "cl_" + g.an(40), "b": g.b64u(43)}, "\"_postman_exported_using\": \"Postman/11.31.4\"", "https://api.cobaltline.com")

	g.hfAdd("postman-environment-empty-initial-benign", `
{
	"id": "«_id»",
	"name": "Staging (shared)",
	"values": [
		{ "key": "baseUrl", "value": "https://staging.cobaltline.com", "type": "default", "enabled": true },
		{ "key": "apiKey", "value": "", "type": "secret", "enabled": true },
		{ "key": "clientSecret", "value": "{{vault:cobalt-staging-client-secret}}", "type": "secret", "enabled": true },
		{ "key": "accessToken", "value": "", "type": "any", "enabled": true }
	],
	"_postman_variable_scope": "environment",
	"_postman_exported_at": "2025-02-27T13:06:10.877Z",
	"_postman_exported_using": "Postman/11.31.4"
}
`, V{"_id": g.uuid()}, "{{vault:cobalt-staging-client-secret}}", "https://staging.cobaltline.com")

	g.hfAdd("postman-collection-variable-array", `
  "variable": [
    {
      "key": "baseUrl",
      "value": "https://api.sprucebase.io/v1",
      "type": "string"
    },
    {
      "key": "workspaceId",
      "value": "«_ws»",
      "type": "string"
    },
    {
      "key": "apiToken",
      "value": "«a»",
      "type": "string"
    }
  ]
}
`, V{"_ws": g.uuid(), "a": "sb_pat_" + g.an(43)}, "https://api.sprucebase.io/v1")

	g.hfAdd("postman-apikey-auth-block", `
"auth": {
  "type": "apikey",
  "apikey": [
    { "key": "value", "value": "«a»", "type": "string" },
    { "key": "key", "value": "X-API-KEY", "type": "string" },
    { "key": "in", "value": "header", "type": "string" }
  ]
},
"item": [
  {
    "name": "Search products",
    "request": {
      "method": "GET",
      "url": { "raw": "{{baseUrl}}/products?q=lamp", "host": ["{{baseUrl}}"], "path": ["products"], "query": [{ "key": "q", "value": "lamp" }] }
    }
  }
]
`, V{"a": g.an(32)}, "{ \"key\": \"key\", \"value\": \"X-API-KEY\", \"type\": \"string\" }", "{{baseUrl}}/products?q=lamp")

	g.hfAdd("postman-basic-auth-request", `
{
  "name": "Trigger nightly export",
  "request": {
    "auth": {
      "type": "basic",
      "basic": [
        { "key": "password", "value": "«a»", "type": "string" },
        { "key": "username", "value": "export-svc", "type": "string" }
      ]
    },
    "method": "POST",
    "header": [],
    "url": { "raw": "https://erp.tamarack.local/api/exports/nightly", "protocol": "https", "host": ["erp", "tamarack", "local"], "path": ["api", "exports", "nightly"] }
  },
  "response": []
}
`, V{"a": g.pw()}, "\"value\": \"export-svc\"", "https://erp.tamarack.local/api/exports/nightly")

	g.hfAdd("postman-oauth2-auth-block", `
"auth": {
  "type": "oauth2",
  "oauth2": [
    { "key": "clientSecret", "value": "«a»", "type": "string" },
    { "key": "clientId", "value": "«_cid»", "type": "string" },
    { "key": "accessTokenUrl", "value": "https://login.microsoftonline.com/«_tid»/oauth2/v2.0/token", "type": "string" },
    { "key": "grant_type", "value": "client_credentials", "type": "string" },
    { "key": "scope", "value": "https://graph.microsoft.com/.default", "type": "string" },
    { "key": "tokenName", "value": "graph-app", "type": "string" },
    { "key": "accessToken", "value": "«b»", "type": "string" },
    { "key": "addTokenTo", "value": "header", "type": "string" }
  ]
}
`, V{"a": g.azSecret(), "_cid": g.uuid(), "_tid": g.uuid(), "b": g.jwt("RS256", fmt.Sprintf(`{"aud":"https://graph.microsoft.com","iss":"https://sts.windows.net/%s/","app_displayname":"graph-app","roles":["User.Read.All"]}`, g.uuid()))}, "https://graph.microsoft.com/.default")

	g.hfAdd("postman-awsv4-auth-block", `
"auth": {
  "type": "awsv4",
  "awsv4": [
    { "key": "secretKey", "value": "«a»", "type": "string" },
    { "key": "accessKey", "value": "«b»", "type": "string" },
    { "key": "region", "value": "ap-southeast-2", "type": "string" },
    { "key": "service", "value": "execute-api", "type": "string" },
    { "key": "sessionToken", "value": "", "type": "string" }
  ]
}
`, V{"a": g.awsSecret(), "b": g.awsID()}, "\"value\": \"ap-southeast-2\"")

	g.hfAdd("postman-prerequest-hmac-script", `
"event": [
  {
    "listen": "prerequest",
    "script": {
      "type": "text/javascript",
      "exec": [
        "const apiKey = '«=pub»';",
        "const apiSecret = '«a»';",
        "const ts = Date.now().toString();",
        "const sig = CryptoJS.HmacSHA256(ts + pm.request.method + pm.request.url.getPathWithQuery(), apiSecret).toString(CryptoJS.enc.Hex);",
        "pm.request.headers.upsert({ key: 'X-KX-APIKEY', value: apiKey });",
        "pm.request.headers.upsert({ key: 'X-KX-TS', value: ts });",
        "pm.request.headers.upsert({ key: 'X-KX-SIGN', value: sig });"
      ]
    }
  }
]
`, V{"=pub": g.hex(24), "a": g.b64(48)}, "CryptoJS.HmacSHA256(ts + pm.request.method")

	g.hfAdd("postman-test-script-sets-token-benign", `
"event": [
  {
    "listen": "test",
    "script": {
      "exec": [
        "pm.test('status is 200', () => pm.response.to.have.status(200));",
        "const body = pm.response.json();",
        "pm.environment.set('accessToken', body.access_token);",
        "pm.environment.set('refreshToken', body.refresh_token);",
        "pm.collectionVariables.set('requestId', pm.response.headers.get('x-request-id'));"
      ],
      "type": "text/javascript",
      "packages": {}
    }
  }
],
"request": {
  "method": "POST",
  "header": [{ "key": "Authorization", "value": "Basic {{basicCreds}}" }],
  "url": "{{authUrl}}/oauth/token"
}
`, V{}, "pm.environment.set('accessToken', body.access_token);", "Basic {{basicCreds}}")

	g.hfAdd("postman-newman-run-env-var", `
$ npx newman run "Orders API.postman_collection.json" -e staging.postman_environment.json --env-var "apiKey=«a»" -r cli,junit
newman

Orders API

→ List orders
  GET https://api.staging.cobaltline.com/orders?limit=20 [200 OK, 3.21kB, 412ms]
  ✓  status is 200

→ Create order
  POST https://api.staging.cobaltline.com/orders [201 Created, 812B, 233ms]
  ✓  has order id

┌─────────────────────────┬─────────────────────┬────────────────────┐
│                         │            executed │             failed │
├─────────────────────────┼─────────────────────┼────────────────────┤
│              iterations │                   1 │                  0 │
│                requests │                   2 │                  0 │
│              assertions │                   2 │                  0 │
└─────────────────────────┴─────────────────────┴────────────────────┘
`, V{"a": "cl_" + g.an(40)}, "GET https://api.staging.cobaltline.com/orders?limit=20 [200 OK, 3.21kB, 412ms]")

	g.hfAdd("postman-api-key-curl", `
$ curl -s https://api.getpostman.com/collections/«_uid» -H "X-Api-Key: «a»" | jq '.collection.info'
{
  "_postman_id": "«_pid»",
  "name": "Orders API",
  "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
  "updatedAt": "2025-03-01T08:44:10.000Z",
  "uid": "«_uid»"
}
`, V{"_uid": g.hfPMUid(), "a": g.postman(), "_pid": g.uuid()}, "\"name\": \"Orders API\"")

	g.hfAdd("postman-globals-export", `
$ cat workspace.postman_globals.json
{
	"id": "«_id»",
	"values": [
		{ "key": "slackWebhook", "value": "https://hooks.slack.com/services/«_t»/«_b»/«a»", "enabled": true },
		{ "key": "sentryToken", "value": "«b»", "enabled": true },
		{ "key": "defaultTimeoutMs", "value": "15000", "enabled": true }
	],
	"name": "Globals",
	"_postman_variable_scope": "globals",
	"_postman_exported_at": "2025-01-20T10:18:55.913Z",
	"_postman_exported_using": "Postman/11.27.3"
}
`, V{"_id": g.uuid(), "_t": g.slackT(), "_b": g.slackB(), "a": g.an(24), "b": g.sentryUser()}, "\"_postman_variable_scope\": \"globals\"", "\"value\": \"15000\"")

	g.hfAdd("postman-v1-collection-headers", `
{
	"id": "«_id»",
	"name": "Legacy Billing",
	"order": ["«_r1»"],
	"requests": [
		{
			"id": "«_r1»",
			"headers": "Authorization: Token token=«a»\nContent-Type: application/json\n",
			"url": "https://billing.oldmill.co/api/v1/invoices",
			"method": "GET",
			"collectionId": "«_id»"
		}
	]
}
`, V{"_id": g.uuid(), "_r1": g.uuid(), "a": g.hex(32)}, "https://billing.oldmill.co/api/v1/invoices")

	g.hfAdd("postman-collection-all-references-benign", `
{
  "info": {
    "_postman_id": "«_pid»",
    "name": "Inventory (public template)",
    "description": "Set ˋapiKeyˋ in your environment. Get one at https://dashboard.stockroom.dev/keys.",
    "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
    "_exporter_id": "«_exp»",
    "_collection_link": "https://www.postman.com/stockroom/workspace/public/collection/«_uid»"
  },
  "auth": { "type": "apikey", "apikey": [{ "key": "value", "value": "{{apiKey}}" }, { "key": "key", "value": "X-Stockroom-Key" }] },
  "variable": [{ "key": "baseUrl", "value": "https://api.stockroom.dev" }]
}
`, V{"_pid": g.uuid(), "_exp": g.digits(8), "_uid": g.hfPMUid()}, "\"value\": \"{{apiKey}}\"", "https://dashboard.stockroom.dev/keys")

	g.hfAdd("postman-cli-login", `
$ postman login --with-api-key «a»
Logged in using api key of user: priya.natarajan
$ postman collection run «_uid» -e «_env»
postman

Inventory smoke
→ Health
  GET https://api.stockroom.dev/health [200 OK, 120B, 88ms]
`, V{"a": g.postman(), "_uid": g.hfPMUid(), "_env": g.hfPMUid()}, "Logged in using api key of user: priya.natarajan")

	g.hfAdd("postman-diff-scrub-token", `
$ git diff HEAD~1 -- postman/Admin.postman_collection.json
@@ -212,7 +212,7 @@
           "header": [
             {
               "key": "X-Admin-Token",
-              "value": "«a»",
+              "value": "{{adminToken}}",
               "type": "text"
             }
           ],
`, V{"a": g.hex(48)}, "\"value\": \"{{adminToken}}\"", "X-Admin-Token")

	g.hfAdd("postman-form-urlencoded-body", `
"body": {
  "mode": "urlencoded",
  "urlencoded": [
    { "key": "grant_type", "value": "password", "type": "text" },
    { "key": "username", "value": "reporting@halcyonhealth.org", "type": "text" },
    { "key": "password", "value": "«a»", "type": "text" },
    { "key": "client_id", "value": "reporting-cli", "type": "text" }
  ]
},
"url": { "raw": "https://auth.halcyonhealth.org/connect/token" }
`, V{"a": g.pw()}, "reporting@halcyonhealth.org", "https://auth.halcyonhealth.org/connect/token")

	g.hfAdd("postman-run-results-export-benign", `
{
	"id": "«_run»",
	"name": "Orders API",
	"timestamp": "2025-03-04T09:12:51.220Z",
	"collection_id": "«_col»",
	"folder_id": 0,
	"environment_id": "«_env»",
	"totalPass": 14,
	"totalFail": 1,
	"results": [
		{
			"id": "«_req»",
			"name": "Get order",
			"url": "https://api.cobaltline.com/orders/ord_«_ord»",
			"time": 201,
			"responseCode": { "code": 404, "name": "Not Found" },
			"tests": { "status is 200": false },
			"testPassFailCounts": { "status is 200": { "pass": 0, "fail": 1 } }
		}
	],
	"totalTime": 3120,
	"collection": { "requests": [{ "id": "«_req»", "method": "GET" }] }
}
`, V{"_run": g.uuid(), "_col": g.uuid(), "_env": g.uuid(), "_req": g.uuid(), "_ord": g.an(16)}, "\"totalFail\": 1")

	g.hfAdd("postman-masked-current-value-benign", `
user: here's what my Postman env looks like (screenshot transcribed)

  VARIABLE       TYPE     INITIAL VALUE                CURRENT VALUE
  baseUrl        default  https://api.cobaltline.com   https://api.cobaltline.com
  apiKey         secret   ••••••••••••                 ••••••••••••
  accessToken    default                               {{$randomUUID}}

The current value of apiKey is set locally, it's not synced.
`, V{}, "••••••••••••", "{{$randomUUID}}")

	g.hfAdd("postman-mock-server-key", `
$ curl -s https://«_mock».mock.pstmn.io/v1/orders/ord_123 -H "x-api-key: «a»"
{"id":"ord_123","status":"shipped","carrier":"DHL","tracking":"JJD«_trk»"}
`, V{"_mock": g.uuid(), "a": g.postman(), "_trk": g.digits(18)}, "\"status\":\"shipped\"")

	g.hfAdd("postman-pm-sendrequest-login", `
// Collection pre-request script (Scripts > Pre-request)
if (!pm.collectionVariables.get("jwt")) {
  pm.sendRequest({
    url: pm.collectionVariables.get("baseUrl") + "/auth/login",
    method: "POST",
    header: { "Content-Type": "application/json" },
    body: { mode: "raw", raw: JSON.stringify({ username: "postman-ci", password: "«a»" }) }
  }, (err, res) => {
    pm.collectionVariables.set("jwt", res.json().token);
  });
}
`, V{"a": g.pwStrong()}, "pm.collectionVariables.set(\"jwt\", res.json().token);", "postman-ci")
}

// ---- Insomnia, Thunder Client, Hoppscotch, RapidAPI ----

func (g *G) hfInsomnia() {
	wrk := g.hfInsID("wrk")
	g.hfAdd("insomnia-v4-export-request-bearer", `
{
  "_type": "export",
  "__export_format": 4,
  "__export_date": "2025-02-18T11:40:22.511Z",
  "__export_source": "insomnia.desktop.app:v10.3.0",
  "resources": [
    {
      "_id": "«_req»",
      "parentId": "«_wrk»",
      "modified": «=m»,
      "created": «=m»,
      "url": "{{ _.base_url }}/v1/shipments",
      "name": "List shipments",
      "method": "GET",
      "body": {},
      "parameters": [],
      "headers": [{ "name": "Accept", "value": "application/json" }],
      "authentication": { "type": "bearer", "token": "«a»", "prefix": "" },
      "_type": "request"
    },
    {
      "_id": "«_wrk»",
      "parentId": null,
      "name": "Haulpath",
      "scope": "collection",
      "_type": "workspace"
    }
  ]
}
`, V{"_req": g.hfInsID("req"), "_wrk": wrk, "=m": g.hfMillis(), "a": "hp_" + g.an(40)}, "insomnia.desktop.app:v10.3.0", "{{ _.base_url }}/v1/shipments")

	g.hfAdd("insomnia-v4-environment-data", `
    {
      "_id": "«_env»",
      "parentId": "«_base»",
      "name": "Production",
      "data": {
        "base_url": "https://api.haulpath.com",
        "api_key": "«a»",
        "db": { "user": "haulpath_ro", "password": "«b»" }
      },
      "dataPropertyOrder": { "&": ["base_url", "api_key", "db"], "&~|db": ["user", "password"] },
      "color": "#e5484d",
      "isPrivate": false,
      "_type": "environment"
    },
`, V{"_env": g.hfInsID("env"), "_base": g.hfInsID("env"), "a": g.hex(40), "b": g.pw()}, "\"user\": \"haulpath_ro\"", "\"isPrivate\": false")

	g.hfAdd("insomnia-v5-yaml-export", `
$ cat .insomnia/haulpath.yaml
type: collection.insomnia.rest/5.0
name: Haulpath
meta:
  id: «_wrk»
  created: «=m»
collection:
  - url: "{{ _.base_url }}/v1/carriers"
    name: Carriers
    meta:
      id: «_req»
    method: GET
    authentication:
      type: basic
      useISO88591: false
      disabled: false
      username: partner-sync
      password: «a»
environments:
  name: Base Environment
  data:
    base_url: https://api.haulpath.com
  subEnvironments:
    - name: Staging
      data:
        base_url: https://staging.haulpath.com
        api_key: «b»
`, V{"_wrk": g.hfInsID("wrk"), "=m": g.hfMillis(), "_req": g.hfInsID("req"), "a": g.pwStrong(), "b": g.hex(40)}, "type: collection.insomnia.rest/5.0", "username: partner-sync")

	g.hfAdd("insomnia-cookie-jar-resource", `
    {
      "_id": "«_jar»",
      "parentId": "«_wrk»",
      "name": "Default Jar",
      "cookies": [
        {
          "key": "__Host-grove_session",
          "value": "«a»",
          "domain": "app.grovekeep.com",
          "path": "/",
          "secure": true,
          "httpOnly": true,
          "hostOnly": true,
          "creation": "2025-03-02T15:51:09.441Z",
          "lastAccessed": "2025-03-02T16:02:47.010Z",
          "id": "«_cid»"
        }
      ],
      "_type": "cookie_jar"
    },
`, V{"_jar": g.hfInsID("jar"), "_wrk": g.hfInsID("wrk"), "a": g.b64u(86), "_cid": g.digits(16)}, "app.grovekeep.com", "\"_type\": \"cookie_jar\"")

	g.hfAdd("insomnia-template-tags-benign", `
      "headers": [
        {
          "name": "Authorization",
          "value": "Bearer {% response 'body', '«_req»', '«_b64»', 'when-expired', 300 %}"
        },
        { "name": "X-Tenant", "value": "{{ _.tenant_id }}" },
        { "name": "X-Request-Id", "value": "{% uuid 'v4' %}" },
        { "name": "X-Api-Key", "value": "{{ _.api_key }}" }
      ],
`, V{"_req": g.hfInsID("req"), "_b64": "b64::" + b64s("$.access_token") + "::46b"}, "{{ _.api_key }}", "{% uuid 'v4' %}")

	g.hfAdd("insomnia-inso-run", `
$ inso run collection «_wrk» --env «_env» --env-var "client_secret=«a»" --reporter spec
  Haulpath
    ✔ Get token (421 ms)
    ✔ List shipments (188 ms)
    1) Cancel shipment

  2 passing (812ms)
  1 failing

  1) Haulpath
       Cancel shipment:
     AssertionError: expected 409 to equal 200
`, V{"_wrk": g.hfInsID("wrk"), "_env": g.hfInsID("env"), "a": g.b64u(48)}, "AssertionError: expected 409 to equal 200")

	g.hfAdd("insomnia-oauth2-authentication", `
      "authentication": {
        "type": "oauth2",
        "grantType": "authorization_code",
        "authorizationUrl": "https://accounts.spotify.com/authorize",
        "accessTokenUrl": "https://accounts.spotify.com/api/token",
        "clientId": "«_cid»",
        "clientSecret": "«a»",
        "redirectUrl": "http://localhost:8888/callback",
        "scope": "playlist-read-private user-library-read",
        "usePkce": false,
        "credentialsInBody": false
      },
`, V{"_cid": g.hex(32), "a": g.hex(32)}, "https://accounts.spotify.com/api/token", "playlist-read-private user-library-read")

	g.hfAdd("thunder-client-environment", `
$ cat thunder-tests/thunderEnvironment.json
[
  {
    "_id": "«_id»",
    "name": "(Local Env)",
    "default": false,
    "sortNum": 10000,
    "created": "2025-01-12T08:30:41.120Z",
    "modified": "2025-03-10T17:12:08.302Z",
    "data": [
      { "name": "baseUrl", "value": "https://api.kitewell.io" },
      { "name": "token", "value": "«a»" },
      { "name": "stripeKey", "value": "«b»" }
    ]
  }
]
`, V{"_id": g.uuid(), "a": g.userJWT(), "b": g.skTest()}, "\"name\": \"(Local Env)\"", "https://api.kitewell.io")

	g.hfAdd("thunder-client-request-auth", `
$ jq '.[0]' thunder-tests/thunderclient.json
{
  "_id": "«_id»",
  "colId": "«_col»",
  "containerId": "",
  "name": "Create webhook",
  "url": "{{baseUrl}}/v2/webhooks",
  "method": "POST",
  "sortNum": 20000,
  "headers": [{ "name": "Content-Type", "value": "application/json" }],
  "body": { "type": "json", "raw": "{\n  \"url\": \"https://hooks.kitewell.io/in\",\n  \"events\": [\"invoice.paid\"]\n}" },
  "auth": { "type": "bearer", "bearer": "«a»" },
  "tests": []
}
`, V{"_id": g.uuid(), "_col": g.uuid(), "a": g.an(48)}, "{{baseUrl}}/v2/webhooks")

	g.hfAdd("thunder-client-system-vars-benign", `
{
  "name": "Ingest event",
  "url": "{{baseUrl}}/events",
  "method": "POST",
  "headers": [
    { "name": "X-Idempotency-Key", "value": "{{#guid}}" },
    { "name": "X-Sent-At", "value": "{{#dateISO}}" },
    { "name": "Authorization", "value": "Bearer {{token}}" }
  ],
  "body": { "type": "json", "raw": "{ \"id\": \"«_id»\", \"kind\": \"ping\" }" }
}
`, V{"_id": g.uuid()}, "{{#guid}}", "Bearer {{token}}")

	g.hfAdd("hoppscotch-collection-export", `
{
  "v": 3,
  "name": "Signal API",
  "folders": [],
  "requests": [
    {
      "v": "6",
      "name": "send message",
      "method": "POST",
      "endpoint": "<<baseUrl>>/v2/send",
      "headers": [],
      "params": [],
      "auth": { "authType": "bearer", "authActive": true, "token": "«a»" },
      "body": { "contentType": "application/json", "body": "{\"number\":\"+15550100\",\"message\":\"hi\"}" },
      "preRequestScript": "",
      "testScript": ""
    }
  ],
  "auth": { "authType": "inherit", "authActive": true },
  "headers": []
}
`, V{"a": g.b64u(40)}, "<<baseUrl>>/v2/send", "\"authType\": \"inherit\"")

	g.hfAdd("hoppscotch-environment-benign", `
{
  "id": "«_id»",
  "v": 1,
  "name": "Production",
  "variables": [
    { "key": "baseUrl", "value": "https://signal-api.example.org", "secret": false },
    { "key": "token", "secret": true }
  ]
}
`, V{"_id": g.an(25)}, "{ \"key\": \"token\", \"secret\": true }")

	g.hfAdd("rapidapi-snippet-key", `
const options = {
  method: 'GET',
  url: 'https://weatherapi-com.p.rapidapi.com/forecast.json',
  params: { q: 'Porto', days: '3' },
  headers: {
    'x-rapidapi-key': '«a»',
    'x-rapidapi-host': 'weatherapi-com.p.rapidapi.com'
  }
};

try {
  const response = await axios.request(options);
  console.log(response.data);
} catch (error) {
  console.error(error);
}
`, V{"a": g.hfRapid()}, "'x-rapidapi-host': 'weatherapi-com.p.rapidapi.com'")

	g.hfAdd("rapidapi-paw-copy-as-curl", `
## Copied from RapidAPI for Mac (Paw): "Copy as cURL"
curl -X "POST" "https://api.flintcloud.io/v1/dns/zones/«_z»/records" \
     -H 'Authorization: Bearer «a»' \
     -H 'Content-Type: application/json; charset=utf-8' \
     -d $'{
  "type": "TXT",
  "name": "_acme-challenge",
  "content": "«_acme»",
  "ttl": 60
}'
`, V{"_z": g.hex(32), "a": g.b64u(40), "_acme": g.b64u(43)}, "\"name\": \"_acme-challenge\"")

	g.hfAdd("insomnia-sync-plugin-benign", `
$ cat ~/.config/Insomnia/insomnia.Settings.db | jq -c '{proxyEnabled, validateSSL, pluginConfig, hasPromptedAnalytics}'
{"proxyEnabled":false,"validateSSL":true,"pluginConfig":{"insomnia-plugin-vault":{"address":"https://vault.internal:8200","mount":"kv/insomnia"}},"hasPromptedAnalytics":true}
$ grep -o '{% vault [^%]*%}' .insomnia/haulpath.yaml | sort -u
{% vault 'kv/insomnia/haulpath', 'api_key' %}
{% vault 'kv/insomnia/haulpath', 'db_password' %}
`, V{}, "{% vault 'kv/insomnia/haulpath', 'api_key' %}", "https://vault.internal:8200")
}

// ---- HAR files ----

func (g *G) hfHAR() {
	g.hfAdd("har-request-headers-bearer", `
$ jq '.log.entries[3].request' app.lumenrail.com.har
{
  "method": "GET",
  "url": "https://api.lumenrail.com/v1/me/notifications?unread=true",
  "httpVersion": "http/2.0",
  "headers": [
    { "name": ":authority", "value": "api.lumenrail.com" },
    { "name": "accept", "value": "application/json" },
    { "name": "authorization", "value": "Bearer «a»" },
    { "name": "x-client-version", "value": "web-4.18.2" },
    { "name": "x-request-id", "value": "«_rid»" }
  ],
  "queryString": [{ "name": "unread", "value": "true" }],
  "cookies": [],
  "headersSize": -1,
  "bodySize": 0
}
`, V{"a": g.userJWT(), "_rid": g.uuid()}, "web-4.18.2", "https://api.lumenrail.com/v1/me/notifications?unread=true")

	g.hfAdd("har-cookies-array", `
        "cookies": [
          { "name": "_ga", "value": "GA1.1.«_ga»", "path": "/", "domain": ".fernhollow.com", "expires": "2026-04-10T09:01:44.000Z", "httpOnly": false, "secure": false },
          { "name": "fh_session", "value": "«a»", "path": "/", "domain": "app.fernhollow.com", "expires": "1969-12-31T23:59:59.000Z", "httpOnly": true, "secure": true, "sameSite": "Lax" },
          { "name": "fh_remember", "value": "«b»", "path": "/", "domain": "app.fernhollow.com", "expires": "2025-06-08T09:01:44.000Z", "httpOnly": true, "secure": true }
        ],
`, V{"_ga": g.digits(10) + "." + g.digits(10), "a": g.hex(64), "b": g.b64u(64)}, ".fernhollow.com", "\"sameSite\": \"Lax\"")

	g.hfAdd("har-postdata-login", `
        "postData": {
          "mimeType": "application/x-www-form-urlencoded",
          "text": "grant_type=password&username=kai.mendes%40orbweaver.io&password=«a»&client_id=web-app",
          "params": [
            { "name": "grant_type", "value": "password" },
            { "name": "username", "value": "kai.mendes%40orbweaver.io" },
            { "name": "password", "value": "«a»" },
            { "name": "client_id", "value": "web-app" }
          ]
        },
`, V{"a": g.pwURL()}, "kai.mendes%40orbweaver.io")

	g.hfAdd("har-querystring-api-key", `
      "request": {
        "method": "GET",
        "url": "https://tiles.geofable.com/v4/streets/12/2048/1362.pbf?access_token=«a»&sku=«_sku»",
        "queryString": [
          { "name": "access_token", "value": "«a»" },
          { "name": "sku", "value": "«_sku»" }
        ],
`, V{"a": g.mapboxSK(), "_sku": "101" + g.an(11)}, "https://tiles.geofable.com/v4/streets/12/2048/1362.pbf")

	g.hfAdd("har-response-token-body", `
      "response": {
        "status": 200,
        "statusText": "",
        "httpVersion": "http/2.0",
        "headers": [
          { "name": "content-type", "value": "application/json" },
          { "name": "set-cookie", "value": "refresh_token=«b»; Path=/auth; HttpOnly; Secure; SameSite=Strict" },
          { "name": "x-amzn-requestid", "value": "«_rid»" }
        ],
        "content": {
          "size": 1187,
          "mimeType": "application/json",
          "text": "{\"access_token\":\"«a»\",\"token_type\":\"Bearer\",\"expires_in\":3600}"
        },
        "redirectURL": "",
        "_transferSize": 1544
      },
`, V{"b": g.b64u(86), "_rid": g.uuid(), "a": g.userJWT()}, "\"_transferSize\": 1544")

	g.hfAdd("har-sanitized-export-benign", `
$ jq '.log.entries[0].request.headers' support-ticket-4471.har
[
  { "name": "accept", "value": "*/*" },
  { "name": "accept-language", "value": "en-GB,en;q=0.9" },
  { "name": "if-none-match", "value": "«_etag»" },
  { "name": "sec-ch-ua", "value": "\"Chromium\";v=\"133\", \"Not(A:Brand\";v=\"99\"" },
  { "name": "sec-fetch-mode", "value": "cors" },
  { "name": "user-agent", "value": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Safari/537.36" }
]
$ jq '[.log.entries[].request.headers[].name] | map(select(test("cookie|authorization"; "i"))) | length' support-ticket-4471.har
0
`, V{"_etag": "\"" + g.hex(32) + "\""}, "Chrome/133.0.0.0 Safari/537.36")

	g.hfAdd("har-jq-grep-authorization", `
$ jq -r '.log.entries[].request.headers[] | select(.name|ascii_downcase=="authorization" or ascii_downcase=="x-api-key") | "\(.name): \(.value)"' checkout-bug.har | sort -u
authorization: Basic «a»
x-api-key: «b»
`, V{"a": hfBasic("storefront", g.pwURL()), "b": g.an(32)}, "checkout-bug.har")

	g.hfAdd("har-websocket-messages", `
        "_resourceType": "websocket",
        "_webSocketMessages": [
          { "type": "send", "time": 1741612044.120318, "opcode": 1, "data": "{\"type\":\"connection_init\",\"payload\":{\"Authorization\":\"Bearer «a»\"}}" },
          { "type": "receive", "time": 1741612044.201907, "opcode": 1, "data": "{\"type\":\"connection_ack\"}" },
          { "type": "send", "time": 1741612044.310551, "opcode": 1, "data": "{\"id\":\"«_id»\",\"type\":\"subscribe\",\"payload\":{\"query\":\"subscription { orderUpdated { id status } }\"}}" }
        ],
`, V{"a": g.userJWT(), "_id": g.uuid()}, "subscription { orderUpdated { id status } }")

	g.hfAdd("har-cdn-ids-benign", `
          { "name": "cf-ray", "value": "«_ray»-LIS" },
          { "name": "x-amz-cf-id", "value": "«_cf»" },
          { "name": "x-amzn-trace-id", "value": "Root=1-«_r1»-«_r2»" },
          { "name": "x-cache", "value": "Hit from cloudfront" },
          { "name": "etag", "value": "«_etag»" },
          { "name": "content-security-policy", "value": "script-src 'self' 'nonce-«_nonce»'" },
          { "name": "x-goog-hash", "value": "crc32c=«_crc», md5=«_md5»" }
`, V{"_ray": g.hex(16), "_cf": g.b64u(54) + "==", "_r1": g.hex(8), "_r2": g.hex(24), "_etag": "\"" + g.hex(32) + "\"", "_nonce": g.b64(16), "_crc": g.b64(4), "_md5": g.b64(16)}, "Hit from cloudfront")

	g.hfAdd("har-firefox-export-github-session", `
{
  "log": {
    "version": "1.2",
    "creator": { "name": "Firefox", "version": "136.0" },
    "pages": [{ "startedDateTime": "2025-03-09T20:15:02.611+01:00", "id": "page_1", "title": "Pull requests" }],
    "entries": [
      {
        "pageref": "page_1",
        "request": {
          "method": "GET",
          "url": "https://github.com/pulls",
          "cookies": [
            { "name": "user_session", "value": "«a»" },
            { "name": "__Host-user_session_same_site", "value": "«a»" },
            { "name": "logged_in", "value": "yes" },
            { "name": "dotcom_user", "value": "wrenfield" },
            { "name": "_octo", "value": "GH1.1.«_octo»" }
          ],
`, V{"a": g.b64u(48), "_octo": g.digits(9) + "." + g.digits(10)}, "\"dotcom_user\", \"value\": \"wrenfield\"")

	g.hfAdd("har-cookie-header-raw", `
          {
            "name": "Cookie",
            "value": "csrftoken=«b»; sessionid=«a»; django_language=pt-br"
          },
          {
            "name": "X-CSRFToken",
            "value": "«b»"
          },
`, V{"b": g.an(32), "a": g.djangoSession()}, "django_language=pt-br")

	g.hfAdd("har-sanitizer-output-benign", `
$ npx har-sanitizer-cli scrub session.har -o session.clean.har
Scrubbed 17 cookies, 6 authorization headers, 3 postData params
$ jq '.log.entries[1].request.headers[2], .log.entries[1].request.postData.params[1]' session.clean.har
{
  "name": "authorization",
  "value": "[authorization redacted]"
}
{
  "name": "password",
  "value": "[password redacted]"
}
`, V{}, "[authorization redacted]", "[password redacted]")

	g.hfAdd("har-graphql-postdata-apikey", `
        "postData": {
          "mimeType": "application/json",
          "text": "{\"operationName\":\"Products\",\"variables\":{\"first\":24},\"extensions\":{\"persistedQuery\":{\"version\":1,\"sha256Hash\":\"«_h»\"}}}"
        },
        "headers": [
          { "name": "x-shopify-storefront-access-token", "value": "«_pub»" },
          { "name": "x-shopify-access-token", "value": "«a»" }
        ],
`, V{"_h": g.hex(64), "_pub": g.hex(32), "a": g.shpat()}, "x-shopify-storefront-access-token")

	g.hfAdd("har-timings-benign", `
        "cache": {},
        "timings": { "blocked": 1.9, "dns": -1, "ssl": -1, "connect": -1, "send": 0.2, "wait": 211.4, "receive": 3.1, "_blocked_queueing": 1.2 },
        "serverIPAddress": "104.18.22.118",
        "_initiator": { "type": "script", "stack": { "callFrames": [{ "functionName": "fetchOrders", "url": "https://app.lumenrail.com/assets/index-«_bundle».js", "lineNumber": 0, "columnNumber": 48211 }] } },
        "_priority": "High",
        "_resourceType": "fetch",
        "connection": "443",
        "startedDateTime": "2025-03-10T13:07:24.512Z",
        "time": 217.8
`, V{"_bundle": g.b64u(8)}, "\"functionName\": \"fetchOrders\"", "104.18.22.118")
}

// ---- load tests ----

func (g *G) hfLoadTests() {
	g.hfAdd("k6-script-const-token", `
$ cat load/browse.js
import http from 'k6/http';
import { check, sleep } from 'k6';

const BASE = 'https://api.staging.maplecart.io';
const TOKEN = '«a»';

export const options = {
  vus: 50,
  duration: '5m',
  thresholds: { http_req_duration: ['p(95)<400'] },
};

export default function () {
  const res = http.get(ˋ${BASE}/v1/catalog?page=${__ITER % 20}ˋ, {
    headers: { Authorization: ˋBearer ${TOKEN}ˋ },
  });
  check(res, { 'status 200': (r) => r.status === 200 });
  sleep(1);
}
`, V{"a": g.userJWT()}, "http_req_duration: ['p(95)<400']", "https://api.staging.maplecart.io")

	g.hfAdd("k6-env-benign", `
import http from 'k6/http';

const API_KEY = __ENV.API_KEY;
if (!API_KEY) throw new Error('set API_KEY with -e API_KEY=...');

export default function () {
  http.post(ˋ${__ENV.BASE_URL}/v2/eventsˋ, JSON.stringify({ type: 'pageview' }), {
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': API_KEY },
  });
}
`, V{}, "__ENV.API_KEY", "set API_KEY with -e API_KEY=...")

	g.hfAdd("k6-run-with-env-flag", `
$ k6 run -e BASE_URL=https://ingest.pollenhq.com -e API_KEY=«a» load/events.js

          /\      |‾‾| /‾‾/   /‾‾/
     /\  /  \     |  |/  /   /  /
    /  \/    \    |     (   /   ‾‾\
   /          \   |  |\  \ |  (‾)  |
  / __________ \  |__| \__\ \_____/ .io

     execution: local
        script: load/events.js
        output: -

     scenarios: (100.00%) 1 scenario, 20 max VUs, 1m30s max duration (incl. graceful stop):
              * default: 20 looping VUs for 1m0s (gracefulStop: 30s)

     http_req_duration..............: avg=84.12ms  min=41.3ms  med=77.9ms  max=611.02ms p(90)=121.4ms p(95)=148.77ms
     http_req_failed................: 0.00%  ✓ 0         ✗ 13880
     http_reqs......................: 13880  231.2/s
`, V{"a": "ph_ingest_" + g.an(32)}, "http_reqs......................: 13880  231.2/s", "https://ingest.pollenhq.com")

	g.hfAdd("k6-cloud-login-token", `
$ k6 cloud login --token «a»
Logged in successfully, token saved in /home/runner/.config/k6/config.json
$ cat ~/.config/k6/config.json
{"collectors":{"cloud":{"token":"«a»","projectID":«_proj»}}}
`, V{"a": g.hfK6Tok(), "_proj": g.digits(7)}, "Logged in successfully, token saved in /home/runner/.config/k6/config.json")

	g.hfAdd("k6-setup-login-password", `
export function setup() {
  const res = http.post('https://auth.tidewater.app/api/login', JSON.stringify({
    email: 'loadtest+1@tidewater.app',
    password: '«a»',
  }), { headers: { 'Content-Type': 'application/json' } });
  return { token: res.json('token') };
}

export default function (data) {
  http.get('https://api.tidewater.app/v1/feed', { headers: { Authorization: ˋBearer ${data.token}ˋ } });
}
`, V{"a": g.pw()}, "loadtest+1@tidewater.app", "return { token: res.json('token') };")

	g.hfAdd("locust-file-hardcoded", `
$ cat locustfile.py
from locust import HttpUser, task, between

API_KEY = "«a»"

class ShopUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://api.staging.bellhop.shop"

    def on_start(self):
        r = self.client.post("/auth/login", json={"username": "locust-user", "password": "«b»"})
        self.client.headers.update({"Authorization": f"Bearer {r.json()['token']}", "X-Api-Key": API_KEY})

    @task(3)
    def browse(self):
        self.client.get("/products?limit=24", name="/products")

    @task
    def cart(self):
        self.client.post("/cart/items", json={"sku": "MUG-0042", "qty": 1})
`, V{"a": g.an(40), "b": g.pw()}, "wait_time = between(1, 3)", "https://api.staging.bellhop.shop")

	g.hfAdd("locust-env-benign", `
import os
from locust import FastHttpUser, task

class ApiUser(FastHttpUser):
    host = os.environ.get("TARGET_HOST", "http://localhost:8000")

    def on_start(self):
        self.client.headers["Authorization"] = f"Bearer {os.environ['LOAD_TEST_TOKEN']}"

    @task
    def health(self):
        self.client.get("/healthz")
$ locust -f locustfile.py --headless -u 200 -r 20 -t 10m --csv results/run-«_run»
`, V{"_run": g.hex(8)}, "os.environ['LOAD_TEST_TOKEN']", "--headless -u 200 -r 20 -t 10m")

	g.hfAdd("jmeter-header-manager", `
        <HeaderManager guiclass="HeaderPanel" testclass="HeaderManager" testname="HTTP Header Manager">
          <collectionProp name="HeaderManager.headers">
            <elementProp name="" elementType="Header">
              <stringProp name="Header.name">Content-Type</stringProp>
              <stringProp name="Header.value">application/json</stringProp>
            </elementProp>
            <elementProp name="" elementType="Header">
              <stringProp name="Header.name">Authorization</stringProp>
              <stringProp name="Header.value">Bearer «a»</stringProp>
            </elementProp>
            <elementProp name="" elementType="Header">
              <stringProp name="Header.name">X-Tenant-Id</stringProp>
              <stringProp name="Header.value">«_t»</stringProp>
            </elementProp>
          </collectionProp>
        </HeaderManager>
`, V{"a": g.userJWT(), "_t": g.uuid()}, "<stringProp name=\"Header.name\">X-Tenant-Id</stringProp>")

	g.hfAdd("jmeter-arguments-login", `
      <Arguments guiclass="ArgumentsPanel" testclass="Arguments" testname="User Defined Variables">
        <collectionProp name="Arguments.arguments">
          <elementProp name="host" elementType="Argument">
            <stringProp name="Argument.name">host</stringProp>
            <stringProp name="Argument.value">perf.quillmark.net</stringProp>
            <stringProp name="Argument.metadata">=</stringProp>
          </elementProp>
          <elementProp name="admin_password" elementType="Argument">
            <stringProp name="Argument.name">admin_password</stringProp>
            <stringProp name="Argument.value">«a»</stringProp>
            <stringProp name="Argument.metadata">=</stringProp>
          </elementProp>
        </collectionProp>
      </Arguments>
`, V{"a": g.pw()}, "perf.quillmark.net")

	g.hfAdd("jmeter-auth-manager", `
        <AuthManager guiclass="AuthPanel" testclass="AuthManager" testname="HTTP Authorization Manager">
          <collectionProp name="AuthManager.auth_list">
            <elementProp name="" elementType="Authorization">
              <stringProp name="Authorization.url">https://legacy.quillmark.net/soap</stringProp>
              <stringProp name="Authorization.username">perf_soap</stringProp>
              <stringProp name="Authorization.password">«a»</stringProp>
              <stringProp name="Authorization.domain">QUILL</stringProp>
              <stringProp name="Authorization.realm"></stringProp>
              <stringProp name="Authorization.mechanism">BASIC</stringProp>
            </elementProp>
          </collectionProp>
        </AuthManager>
`, V{"a": g.pwStrong()}, "https://legacy.quillmark.net/soap", "perf_soap")

	g.hfAdd("jmeter-properties-benign", `
      <HeaderManager guiclass="HeaderPanel" testclass="HeaderManager" testname="Auth header">
        <collectionProp name="HeaderManager.headers">
          <elementProp name="" elementType="Header">
            <stringProp name="Header.name">Authorization</stringProp>
            <stringProp name="Header.value">Bearer ${__P(api.token,)}</stringProp>
          </elementProp>
        </collectionProp>
      </HeaderManager>
      <CSVDataSet guiclass="TestBeanGUI" testclass="CSVDataSet" testname="users.csv">
        <stringProp name="filename">data/users.csv</stringProp>
        <stringProp name="variableNames">username,password</stringProp>
      </CSVDataSet>
`, V{}, "Bearer ${__P(api.token,)}", "<stringProp name=\"variableNames\">username,password</stringProp>")

	g.hfAdd("jmeter-cli-and-user-properties", `
$ cat user.properties
api.host=perf.quillmark.net
api.token=«a»
threads=200
rampup=60
$ jmeter -n -t plans/checkout.jmx -q user.properties -Jdb.password=«b» -l results/checkout.jtl -e -o results/html
Creating summariser <summary>
Created the tree successfully using plans/checkout.jmx
Starting standalone test @ March 11, 2025 2:14:08 PM CET (1741698848211)
summary =  48213 in 00:05:00 =  160.7/s Avg:   311 Min:    38 Max:  4120 Err:    12 (0.02%)
`, V{"a": g.b64u(40), "b": g.pw()}, "summary =  48213 in 00:05:00 =  160.7/s", "threads=200")

	g.hfAdd("gatling-scala-simulation", `
class CheckoutSimulation extends Simulation {

  val httpProtocol = http
    .baseUrl("https://api.staging.kelpie.io")
    .acceptHeader("application/json")
    .header("X-Api-Key", "«a»")

  val scn = scenario("Checkout")
    .exec(http("login").post("/auth/token").basicAuth("gatling", "«b»").check(jsonPath("$.token").saveAs("jwt")))
    .exec(http("cart").get("/cart").header("Authorization", "Bearer #{jwt}"))

  setUp(scn.inject(rampUsers(500).during(120))).protocols(httpProtocol)
}
`, V{"a": g.an(36), "b": g.pw()}, "Bearer #{jwt}", "rampUsers(500).during(120)")

	g.hfAdd("gatling-java-feeder-benign", `
public class BrowseSimulation extends Simulation {
  FeederBuilder<String> users = csv("users.csv").circular();

  HttpProtocolBuilder httpProtocol = http
      .baseUrl(System.getenv().getOrDefault("TARGET", "http://localhost:8080"))
      .authorizationHeader("Bearer " + System.getenv("GATLING_TOKEN"));

  ScenarioBuilder scn = scenario("Browse")
      .feed(users)
      .exec(http("product").get("/products/#{sku}").check(status().is(200)));

  { setUp(scn.injectOpen(constantUsersPerSec(50).during(300))).protocols(httpProtocol); }
}
`, V{}, "System.getenv(\"GATLING_TOKEN\")", "constantUsersPerSec(50).during(300)")

	g.hfAdd("artillery-yaml-defaults-headers", `
$ cat artillery/search.yml
config:
  target: "https://search.staging.driftwood.io"
  phases:
    - duration: 120
      arrivalRate: 10
      rampTo: 80
      name: "ramp"
  defaults:
    headers:
      x-api-key: "«a»"
      authorization: "Basic «b»"
  plugins:
    ensure: {}
scenarios:
  - name: "query"
    flow:
      - get:
          url: "/v1/search?q={{ $randomString() }}"
`, V{"a": g.hex(40), "b": hfBasic("artillery", g.pwURL())}, "arrivalRate: 10", "https://search.staging.driftwood.io")

	g.hfAdd("artillery-process-environment-benign", `
config:
  target: "{{ $processEnvironment.TARGET_URL }}"
  phases:
    - duration: 60
      arrivalRate: 5
  payload:
    path: "users.csv"
    fields: ["email", "password"]
scenarios:
  - flow:
      - post:
          url: "/login"
          json:
            email: "{{ email }}"
            password: "{{ password }}"
          capture:
            - json: "$.token"
              as: "token"
      - get:
          url: "/me"
          headers:
            authorization: "Bearer {{ token }}"
            x-api-key: "{{ $env.API_KEY }}"
`, V{}, "{{ $processEnvironment.TARGET_URL }}", "{{ $env.API_KEY }}", "password: \"{{ password }}\"")

	g.hfAdd("artillery-payload-csv", `
$ head -4 artillery/users.csv
loadtest01@driftwood.io,«a»
loadtest02@driftwood.io,«b»
loadtest03@driftwood.io,«c»
`, V{"a": g.pw(), "b": g.pw(), "c": g.pw()}, "loadtest02@driftwood.io")

	g.hfAdd("vegeta-targets-file", `
$ cat targets.txt
GET https://api.quayside.dev/v1/vessels?port=RTM
Authorization: Bearer «a»
X-Client: vegeta

POST https://api.quayside.dev/v1/bookings
Authorization: Bearer «a»
Content-Type: application/json
@body/booking.json
$ vegeta attack -targets=targets.txt -rate=200/s -duration=60s | vegeta report
Requests      [total, rate, throughput]         12000, 200.02, 199.61
Success       [ratio]                           99.81%
Status Codes  [code:count]                      200:11977  503:23
`, V{"a": g.b64u(48)}, "Success       [ratio]                           99.81%", "@body/booking.json")

	g.hfAdd("vegeta-header-flag", `
$ echo "GET https://edge.quayside.dev/v2/ports" | vegeta attack -header "X-Api-Key: «a»" -header "X-Request-Source: perf" -rate=50 -duration=30s > results.bin
$ vegeta report -type=hist[0,50ms,100ms,250ms] results.bin
Bucket           #     %       Histogram
[0s,     50ms]   1370  91.33%  ####################################################################
[50ms,   100ms]  121   8.07%   ######
[100ms,  250ms]  9     0.60%
`, V{"a": g.an(32)}, "X-Request-Source: perf", "vegeta report -type=hist[0,50ms,100ms,250ms] results.bin")

	g.hfAdd("wrk-lua-script", `
$ cat bench/post.lua
wrk.method = "POST"
wrk.body   = '{"query":"bikes","limit":10}'
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Token «a»"
$ wrk -t4 -c64 -d30s -s bench/post.lua https://search.velocity.bike/api/search
Running 30s test @ https://search.velocity.bike/api/search
  4 threads and 64 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    38.12ms   11.80ms 201.44ms   81.02%
`, V{"a": g.hex(40)}, "wrk.headers[\"Content-Type\"] = \"application/json\"", "4 threads and 64 connections")

	g.hfAdd("hey-and-ab-commands", `
$ hey -n 2000 -c 50 -H "Authorization: Bearer «a»" https://api.pinegate.cloud/v1/status
Summary:
  Total:	4.8123 secs
  Requests/sec:	415.5993

$ ab -n 500 -c 20 -A admin:«b» https://intranet.pinegate.cloud/reports/
This is ApacheBench, Version 2.3 <$Revision: 1913912 $>
Requests per second:    92.14 [#/sec] (mean)
`, V{"a": g.openai(), "b": g.pwURL()}, "This is ApacheBench, Version 2.3 <$Revision: 1913912 $>")

	g.hfAdd("taurus-bzt-yaml", `
execution:
- executor: jmeter
  concurrency: 100
  ramp-up: 1m
  hold-for: 10m
  scenario: api

scenarios:
  api:
    default-address: https://api.staging.ferrous.app
    headers:
      Authorization: Bearer «a»
    requests:
    - url: /v1/orders
      method: GET
    - url: /v1/orders
      method: POST
      body: {"sku": "BOLT-M8", "qty": 100}

reporting:
- module: blazemeter
  token: «=kid»:«b»
`, V{"a": g.userJWT(), "=kid": g.hex(24), "b": g.hex(64)}, "https://api.staging.ferrous.app", "module: blazemeter")

	g.hfAdd("ghz-grpc-metadata", `
$ ghz --insecure --proto ./proto/inventory.proto --call inventory.v1.Inventory/GetStock \
    -d '{"sku":"BOLT-M8"}' \
    -m '{"authorization":"Bearer «a»","x-tenant":"«_t»"}' \
    -n 5000 -c 50 inventory.internal:9090

Summary:
  Count:	5000
  Total:	3.21 s
  Slowest:	88.04 ms
  Fastest:	1.12 ms
  Average:	31.55 ms
  Requests/sec:	1557.63
`, V{"a": g.b64u(43), "_t": g.uuid()}, "inventory.v1.Inventory/GetStock", "Requests/sec:\t1557.63")

	g.hfAdd("k6-summary-output-benign", `
     ✓ status is 200
     ✓ body has id

     checks.........................: 100.00% ✓ 24018      ✗ 0
     data_received..................: 88 MB   293 kB/s
     http_req_duration..............: avg=102.44ms min=38.01ms med=91.2ms max=1.21s p(90)=160.3ms p(95)=201.77ms
       { expected_response:true }...: avg=102.44ms min=38.01ms med=91.2ms max=1.21s p(90)=160.3ms p(95)=201.77ms
     iteration_duration.............: avg=1.1s     min=1.03s   med=1.09s  max=2.22s p(90)=1.16s   p(95)=1.2s
     vus_max........................: 100     min=100      max=100

running (5m00.8s), 000/100 VUs, 12009 complete and 0 interrupted iterations
Test run «_run» uploaded: https://acme.grafana.net/a/k6-app/runs/«_id»
`, V{"_run": g.uuid(), "_id": g.digits(7)}, "checks.........................: 100.00% ✓ 24018      ✗ 0")
}

// ---- curlconverter and "Copy as ..." ----

func (g *G) hfCurlconv() {
	g.hfAdd("curlconverter-python-requests", `
$ curlconverter --language python - < req.sh
import requests

cookies = {
    'ajs_anonymous_id': '«_anon»',
    'session': '«a»',
}

headers = {
    'accept': 'application/json',
    'authorization': 'Bearer «b»',
    'content-type': 'application/json',
}

json_data = {
    'filter': {'status': 'active'},
    'page': 1,
}

response = requests.post('https://app.brindle.io/api/v2/members/search', cookies=cookies, headers=headers, json=json_data)
`, V{"_anon": g.uuid(), "a": g.b64u(64), "b": g.userJWT()}, "https://app.brindle.io/api/v2/members/search")

	g.hfAdd("curlconverter-javascript-fetch", `
fetch('https://api.quokka.games/v1/leaderboards/weekly', {
  headers: {
    'X-Api-Key': '«a»',
    'X-Game-Id': '«_game»',
    'Accept': 'application/json'
  }
});
`, V{"a": "qk_live_" + g.an(32), "_game": g.uuid()}, "https://api.quokka.games/v1/leaderboards/weekly")

	g.hfAdd("curlconverter-go", `
package main

import (
	"fmt"
	"io"
	"log"
	"net/http"
	"strings"
)

func main() {
	client := &http.Client{}
	var data = strings.NewReader(ˋ{"channel":"C04Q2M1K7","text":"deploy done"}ˋ)
	req, err := http.NewRequest("POST", "https://slack.com/api/chat.postMessage", data)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer «a»")
	req.Header.Set("Content-Type", "application/json; charset=utf-8")
	resp, err := client.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer resp.Body.Close()
	bodyText, err := io.ReadAll(resp.Body)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%s\n", bodyText)
}
`, V{"a": g.xoxb()}, "https://slack.com/api/chat.postMessage", "C04Q2M1K7")

	g.hfAdd("curlconverter-php-userpwd", `
<?php
$ch = curl_init();
curl_setopt($ch, CURLOPT_URL, 'https://jira.brackenridge.org/rest/api/2/search?jql=project%3DOPS');
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
curl_setopt($ch, CURLOPT_CUSTOMREQUEST, 'GET');
curl_setopt($ch, CURLOPT_HTTPHEADER, [
    'Accept: application/json',
]);
curl_setopt($ch, CURLOPT_USERPWD, 'svc-reporting@brackenridge.org:«a»');

$response = curl_exec($ch);

curl_close($ch);
`, V{"a": g.atlassian()}, "svc-reporting@brackenridge.org", "project%3DOPS")

	g.hfAdd("curlconverter-rust-reqwest", `
extern crate reqwest;
use reqwest::header;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut headers = header::HeaderMap::new();
    headers.insert("PRIVATE-TOKEN", "«a»".parse().unwrap());

    let client = reqwest::blocking::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let res = client.get("https://gitlab.alderforge.com/api/v4/projects/412/pipelines?status=failed")
        .headers(headers)
        .send()?
        .text()?;
    println!("{}", res);

    Ok(())
}
`, V{"a": g.glpat()}, "https://gitlab.alderforge.com/api/v4/projects/412/pipelines?status=failed")

	g.hfAdd("curlconverter-java-httpclient", `
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;

HttpClient client = HttpClient.newHttpClient();

HttpRequest request = HttpRequest.newBuilder()
    .uri(URI.create("https://api.sendgrid.com/v3/mail/send"))
    .POST(BodyPublishers.ofString("{\"personalizations\":[{\"to\":[{\"email\":\"ops@tanager.io\"}]}],\"from\":{\"email\":\"noreply@tanager.io\"},\"subject\":\"test\",\"content\":[{\"type\":\"text/plain\",\"value\":\"hi\"}]}"))
    .setHeader("Authorization", "Bearer «a»")
    .setHeader("Content-Type", "application/json")
    .build();

HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
`, V{"a": g.sendgrid()}, "https://api.sendgrid.com/v3/mail/send")

	g.hfAdd("curlconverter-csharp", `
HttpClient client = new HttpClient();

HttpRequestMessage request = new HttpRequestMessage(HttpMethod.Get, "https://api.cloudflare.com/client/v4/zones?name=wrenhaven.net");

request.Headers.Add("Authorization", "Bearer «a»");

HttpResponseMessage response = await client.SendAsync(request);
response.EnsureSuccessStatusCode();
string responseBody = await response.Content.ReadAsStringAsync();
`, V{"a": g.cfToken()}, "https://api.cloudflare.com/client/v4/zones?name=wrenhaven.net")

	g.hfAdd("curlconverter-node-axios", `
const axios = require('axios');

const response = await axios.post(
  'https://api.openai.com/v1/chat/completions',
  {
    'model': 'gpt-4o-mini',
    'messages': [{ 'role': 'user', 'content': 'ping' }]
  },
  {
    headers: {
      'Content-Type': 'application/json',
      'Authorization': 'Bearer «a»',
      'OpenAI-Organization': '«_org»'
    }
  }
);
`, V{"a": g.openai(), "_org": "org-" + g.an(24)}, "'model': 'gpt-4o-mini'")

	g.hfAdd("curlconverter-ansible-uri", `
- name: 'Create a DigitalOcean droplet snapshot'
  uri:
    url: 'https://api.digitalocean.com/v2/droplets/«_d»/actions'
    method: POST
    body: '{"type":"snapshot","name":"pre-upgrade"}'
    headers:
      Content-Type: 'application/json'
      Authorization: 'Bearer «a»'
`, V{"_d": g.digits(9), "a": g.doToken()}, "\"name\":\"pre-upgrade\"")

	g.hfAdd("curlconverter-r-httr", `
require(httr)

headers = c(
  ˋAccept-Encodingˋ = 'gzip',
  ˋAuthorizationˋ = 'Token «a»'
)

params = list(
  ˋdatasetˋ = 'air-quality',
  ˋrowsˋ = '1000'
)

res <- httr::GET(url = 'https://data.riverbend.gov/api/records/1.0/search/', httr::add_headers(.headers=headers), query = params)
`, V{"a": g.hex(40)}, "https://data.riverbend.gov/api/records/1.0/search/")

	g.hfAdd("curlconverter-dart", `
import 'package:http/http.dart' as http;

void main() async {
  var headers = {
    'Authorization': 'key=«a»',
    'Content-Type': 'application/json',
  };

  var data = '{"to":"/topics/news","notification":{"title":"Hello"}}';

  var url = Uri.parse('https://fcm.googleapis.com/fcm/send');
  var res = await http.post(url, headers: headers, body: data);
  if (res.statusCode != 200) throw Exception('http.post error: statusCode= ${res.statusCode}');
  print(res.body);
}
`, V{"a": g.firebaseFCM()}, "https://fcm.googleapis.com/fcm/send")

	g.hfAdd("curlconverter-elixir", `
request = %HTTPoison.Request{
  method: :get,
  url: "https://api.twilio.com/2010-04-01/Accounts/«_sid»/Messages.json",
  options: [hackney: [basic_auth: {~s|«_sid»|, ~s|«a»|}]],
  headers: [],
  params: [{~s|PageSize|, ~s|20|}],
  body: ""
}

response = HTTPoison.request(request)
`, V{"_sid": g.twilioSID(), "a": g.hex(32)}, "{~s|PageSize|, ~s|20|}")

	g.hfAdd("chrome-copy-as-curl-bash", `
curl 'https://app.saltmarsh.io/api/graphql' \
  -H 'accept: */*' \
  -H 'accept-language: en-US,en;q=0.9' \
  -H 'content-type: application/json' \
  -b 'intercom-id-«_ic»=«_icv»; sm_sess=«a»; sm_csrf=«b»' \
  -H 'origin: https://app.saltmarsh.io' \
  -H 'priority: u=1, i' \
  -H 'sec-ch-ua: "Google Chrome";v="133", "Chromium";v="133", "Not(A:Brand";v="99"' \
  -H 'sec-fetch-site: same-origin' \
  -H 'user-agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Safari/537.36' \
  -H 'x-csrf-token: «b»' \
  --data-raw '{"operationName":"Viewer","variables":{},"query":"query Viewer { viewer { id email } }"}'
`, V{"_ic": g.s(alLowNum, 8), "_icv": g.uuid(), "a": g.b64u(120), "b": g.b64u(43)}, "query Viewer { viewer { id email } }")

	g.hfAdd("chrome-copy-as-powershell", `
$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.UserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Safari/537.36 Edg/133.0.0.0"
$session.Cookies.Add((New-Object System.Net.Cookie("ASP.NET_SessionId", "«a»", "/", "portal.kingsbridge.local")))
$session.Cookies.Add((New-Object System.Net.Cookie(".AspNetCore.Identity.Application", "«b»", "/", "portal.kingsbridge.local")))
Invoke-WebRequest -UseBasicParsing -Uri "https://portal.kingsbridge.local/api/timesheets/week/2025-10" ˋ
-WebSession $session ˋ
-Headers @{
  "Accept"="application/json"
  "Referer"="https://portal.kingsbridge.local/timesheets"
}
`, V{"a": g.s(alLowNum, 24), "b": "CfDJ8" + g.b64u(300)}, "https://portal.kingsbridge.local/api/timesheets/week/2025-10")

	g.hfAdd("curlconverter-env-vars-benign", `
$ curlconverter --language python - <<< 'curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/user/repos?per_page=100'
import os
import requests

headers = {
    'Authorization': f"Bearer {os.getenv('GITHUB_TOKEN')}",
}

params = {
    'per_page': '100',
}

response = requests.get('https://api.github.com/user/repos', params=params, headers=headers)
`, V{}, "os.getenv('GITHUB_TOKEN')", "https://api.github.com/user/repos")

	g.hfAdd("curlconverter-python-data-raw-password", `
import requests

data = {
  'username': 'admin',
  'password': '«a»',
  'grant_type': 'password',
}

response = requests.post('https://keycloak.marrowfield.net/realms/master/protocol/openid-connect/token', data=data, verify=False)
`, V{"a": g.pw()}, "https://keycloak.marrowfield.net/realms/master/protocol/openid-connect/token", "verify=False")
}

// ---- HTTPie ----

func (g *G) hfHttpie() {
	g.hfAdd("httpie-session-json", `
$ cat ~/.config/httpie/sessions/api.ridgeback.dev/dev.json
{
    "__meta__": {
        "about": "HTTPie session file",
        "help": "https://httpie.io/docs#sessions",
        "httpie": "3.2.4"
    },
    "auth": {
        "password": null,
        "type": null,
        "username": null
    },
    "cookies": [
        {
            "domain": "",
            "expires": null,
            "name": "rb_session",
            "path": "/",
            "secure": false,
            "value": "«a»"
        }
    ],
    "headers": [
        {
            "name": "Authorization",
            "value": "Bearer «b»"
        }
    ]
}
`, V{"a": g.hex(64), "b": g.userJWT()}, "\"help\": \"https://httpie.io/docs#sessions\"")

	g.hfAdd("httpie-session-basic-auth", `
$ http --session=ops -a deploy:«a» POST https://deploy.cragmoor.io/api/releases tag=v2.14.0
HTTP/1.1 201 Created
Content-Type: application/json
Location: /api/releases/«_rel»

{
    "id": "«_rel»",
    "tag": "v2.14.0",
    "status": "queued"
}
$ jq .auth ~/.config/httpie/sessions/deploy.cragmoor.io/ops.json
{
  "raw_auth": "deploy:«a»",
  "type": "basic"
}
`, V{"a": g.pwURL(), "_rel": g.uuid()}, "\"status\": \"queued\"")

	g.hfAdd("httpie-bearer-flag", `
$ https -A bearer -a «a» api.vellum.ai/v1/deployments limit==5
HTTP/1.1 200 OK
x-request-id: «_rid»

{ "count": 5, "next": null }
`, V{"a": g.an(40), "_rid": g.uuid()}, "limit==5")

	g.hfAdd("httpie-config-benign", `
$ cat ~/.config/httpie/config.json
{
    "default_options": [
        "--style=monokai",
        "--timeout=30",
        "--verify=/etc/ssl/certs/corp-root-ca.pem"
    ],
    "plugins_dir": "/home/aiko/.config/httpie/plugins"
}
$ http --offline POST pie.dev/post Authorization:'Bearer {{TOKEN}}' name=test
POST /post HTTP/1.1
Authorization: Bearer {{TOKEN}}
Content-Type: application/json
Host: pie.dev

{
    "name": "test"
}
`, V{}, "--verify=/etc/ssl/certs/corp-root-ca.pem", "Authorization: Bearer {{TOKEN}}")

	g.hfAdd("httpie-header-items", `
$ http POST https://api.fennel.money/v1/payouts \
    X-Api-Key:«a» \
    Idempotency-Key:«_idem» \
    amount:=1500 currency=EUR destination=ba_«_ba»
HTTP/1.1 202 Accepted
`, V{"a": "fnl_sk_live_" + g.an(32), "_idem": g.uuid(), "_ba": g.an(20)}, "amount:=1500 currency=EUR")

	g.hfAdd("httpie-old-session-format", `
{
    "__meta__": { "about": "HTTPie session file", "httpie": "2.6.0" },
    "auth": { "password": null, "type": null, "username": null },
    "cookies": {
        "sessionid": { "expires": 1743120000, "path": "/", "secure": true, "value": "«a»" },
        "csrftoken": { "expires": 1774569600, "path": "/", "secure": true, "value": "«b»" }
    },
    "headers": { "Accept": "application/json, */*;q=0.5", "X-CSRFToken": "«b»" }
}
`, V{"a": g.djangoSession(), "b": g.an(64)}, "\"httpie\": \"2.6.0\"")

	g.hfAdd("httpie-verbose-offline-benign", `
$ http --offline --print=H GET https://api.ridgeback.dev/v2/items X-Request-ID:«_rid» If-None-Match:'«_etag»'
GET /v2/items HTTP/1.1
Accept: */*
Accept-Encoding: gzip, deflate
Connection: keep-alive
Host: api.ridgeback.dev
If-None-Match: «_etag»
User-Agent: HTTPie/3.2.4
X-Request-ID: «_rid»
`, V{"_rid": g.uuid(), "_etag": "\"" + g.hex(40) + "\""}, "User-Agent: HTTPie/3.2.4")
}

// ---- OpenAPI and Swagger ----

func (g *G) hfOpenAPI() {
	g.hfAdd("openapi-security-schemes-benign", `
components:
  securitySchemes:
    bearerAuth:
      type: http
      scheme: bearer
      bearerFormat: JWT
    apiKeyHeader:
      type: apiKey
      in: header
      name: X-API-Key
    oauth:
      type: oauth2
      flows:
        clientCredentials:
          tokenUrl: https://auth.lanternfish.io/oauth/token
          scopes:
            orders:read: Read orders
            orders:write: Create and cancel orders
security:
  - bearerAuth: []
  - apiKeyHeader: []
`, V{}, "bearerFormat: JWT", "tokenUrl: https://auth.lanternfish.io/oauth/token")

	g.hfAdd("openapi-example-real-token", `
  /v1/reports/{id}:
    get:
      summary: Fetch a report
      parameters:
        - name: Authorization
          in: header
          required: true
          schema:
            type: string
          example: Bearer «a»
        - name: id
          in: path
          required: true
          schema:
            type: string
            format: uuid
          example: «_id»
`, V{"a": g.userJWT(), "_id": g.uuid()}, "summary: Fetch a report")

	g.hfAdd("openapi-doc-placeholder-examples-benign", `
  /v1/charges:
    post:
      parameters:
        - in: header
          name: X-API-Key
          schema: { type: string }
          example: YOUR_API_KEY
        - in: header
          name: Idempotency-Key
          schema: { type: string, format: uuid }
          example: «_idem»
      responses:
        '201':
          headers:
            ETag:
              schema: { type: string }
              example: «_etag»
            X-Request-Id:
              schema: { type: string }
              example: req_«_rid»
`, V{"_idem": g.uuid(), "_etag": "\"" + g.hex(32) + "\"", "_rid": g.an(24)}, "example: YOUR_API_KEY")

	g.hfAdd("swagger2-x-example-password", `
{
  "swagger": "2.0",
  "info": { "title": "Warehouse Admin", "version": "1.4.0" },
  "host": "wms.gullwing.co",
  "basePath": "/admin",
  "securityDefinitions": {
    "basic": { "type": "basic" }
  },
  "paths": {
    "/login": {
      "post": {
        "parameters": [
          { "name": "username", "in": "formData", "type": "string", "x-example": "wms-admin" },
          { "name": "password", "in": "formData", "type": "string", "x-example": "«a»" }
        ]
      }
    }
  }
}
`, V{"a": g.pw()}, "\"host\": \"wms.gullwing.co\"", "\"x-example\": \"wms-admin\"")

	g.hfAdd("swagger-ui-preauthorize", `
$ sed -n '/SwaggerUIBundle/,/<\/script>/p' public/docs/index.html
    const ui = SwaggerUIBundle({
      url: "/openapi.json",
      dom_id: "#swagger-ui",
      persistAuthorization: true,
      onComplete: () => {
        ui.preauthorizeApiKey("apiKeyHeader", "«a»");
        ui.preauthorizeBasic("basicAuth", "docs", "«b»");
      },
    });
  </script>
`, V{"a": g.an(40), "b": g.pw()}, "persistAuthorization: true", "ui.preauthorizeBasic(\"basicAuth\", \"docs\", ")

	g.hfAdd("springdoc-oauth-client-secret", `
springdoc:
  api-docs:
    path: /v3/api-docs
  swagger-ui:
    path: /swagger-ui.html
    oauth:
      client-id: swagger-ui
      client-secret: «a»
      use-pkce-with-authorization-code-grant: true
      scopes: openid,profile
`, V{"a": g.an(32)}, "client-id: swagger-ui", "use-pkce-with-authorization-code-grant: true")

	g.hfAdd("openapi-generator-auth-flag", `
$ openapi-generator-cli generate -g typescript-axios \
    -i https://api.internal.marlinspike.io/v3/openapi.yaml \
    --auth "Authorization:Bearer «a»" \
    -o src/generated/api --additional-properties=supportsES6=true,withSeparateModelsAndApi=true
[main] INFO  o.o.codegen.DefaultGenerator - Generating with dryRun=false
[main] INFO  o.o.c.ignore.CodegenIgnoreProcessor - Output directory (src/generated/api) does not exist, or is inaccessible. No file (.openapi-generator-ignore) will be evaluated.
[main] INFO  o.o.codegen.TemplateManager - writing file src/generated/api/api.ts
`, V{"a": g.userJWT()}, "https://api.internal.marlinspike.io/v3/openapi.yaml", "supportsES6=true,withSeparateModelsAndApi=true")

	g.hfAdd("openapi-servers-variables-benign", `
openapi: 3.1.0
info:
  title: Telemetry Ingest
  version: 2.3.1
  x-logo:
    url: https://cdn.lanternfish.io/logo.svg
servers:
  - url: https://{region}.ingest.lanternfish.io/v2
    variables:
      region:
        enum: [eu, us, ap]
        default: eu
x-api-id: «_api»
x-checksum-sha256: «_sha»
`, V{"_api": g.uuid(), "_sha": g.hex(64)}, "https://{region}.ingest.lanternfish.io/v2")

	g.hfAdd("openapi-response-example-keys", `
      responses:
        '200':
          description: The created API key. Shown once.
          content:
            application/json:
              # example pasted from a real staging response
              example:
                id: key_«_kid»
                name: ci-deploy
                prefix: lf_live_«_pre»
                secret: lf_live_«_pre»«a»
                created_at: '2025-02-14T09:30:00Z'
`, V{"_kid": g.an(16), "_pre": g.an(6), "a": g.an(34)}, "description: The created API key. Shown once.")

	g.hfAdd("prism-mock-and-proxy", `
$ npx @stoplight/prism-cli proxy openapi.yaml https://api.lanternfish.io --errors
[10:42:07 AM] › [CLI] …  awaiting  Starting Prism…
[10:42:08 AM] › [CLI] ✔  success   GET        http://127.0.0.1:4010/v1/charges
[10:42:08 AM] › [CLI] ▶  start     Prism is listening on http://127.0.0.1:4010
$ curl -s http://127.0.0.1:4010/v1/charges -H "X-API-Key: «a»"
[10:42:19 AM] › [HTTP SERVER] get /v1/charges ℹ  info      Request received
[10:42:19 AM] ›     [PROXY] ✔  success   Forwarding "get" request to https://api.lanternfish.io/v1/charges...
`, V{"a": "lf_live_" + g.an(40)}, "Prism is listening on http://127.0.0.1:4010")

	g.hfAdd("fastapi-openapi-json-benign", `
$ curl -s localhost:8000/openapi.json | jq '.components.securitySchemes, .paths["/token"].post.requestBody'
{
  "OAuth2PasswordBearer": {
    "type": "oauth2",
    "flows": { "password": { "scopes": {}, "tokenUrl": "token" } }
  }
}
{
  "content": {
    "application/x-www-form-urlencoded": {
      "schema": { "$ref": "#/components/schemas/Body_login_for_access_token_token_post" }
    }
  },
  "required": true
}
`, V{}, "#/components/schemas/Body_login_for_access_token_token_post", "\"OAuth2PasswordBearer\": {")

	g.hfAdd("redocly-config-with-header", `
$ cat redocly.yaml
apis:
  partner@v2:
    root: ./openapi/partner.yaml
resolve:
  http:
    headers:
      - matches: https://schemas.internal.gullwing.co/**
        name: Authorization
        value: Bearer «a»
      - matches: https://api.github.com/**
        name: Authorization
        envVariable: GITHUB_TOKEN
`, V{"a": g.b64u(48)}, "envVariable: GITHUB_TOKEN", "https://schemas.internal.gullwing.co/**")

	g.hfAdd("openapi-security-scheme-api-key-default", `
    ApiKeyAuth:
      type: apiKey
      in: query
      name: api_key
      description: |
        Pass your key as ?api_key=. For the sandbox you can use the shared key
        «a» (rate limited to 10 req/min).
`, V{"a": g.hex(32)}, "name: api_key")

	g.hfAdd("nswag-config-benign", `
{
  "runtime": "Net80",
  "documentGenerator": {
    "fromDocument": {
      "url": "https://api.gullwing.co/swagger/v1/swagger.json",
      "output": null
    }
  },
  "codeGenerators": {
    "openApiToCSharpClient": {
      "className": "GullwingClient",
      "namespace": "Gullwing.Api",
      "useBaseUrl": false,
      "generateClientInterfaces": true,
      "injectHttpClient": true,
      "clientBaseClass": "AuthorizedClientBase",
      "configurationClass": "IApiKeyProvider"
    }
  }
}
`, V{}, "\"configurationClass\": \"IApiKeyProvider\"", "https://api.gullwing.co/swagger/v1/swagger.json")
}

// ---- GraphQL clients ----

func (g *G) hfGraphQL() {
	g.hfAdd("graphql-playground-http-headers", `
user: the playground works but my app gets "not authorized". this is what I put in HTTP HEADERS:

{
  "Authorization": "Bearer «a»",
  "x-hasura-role": "editor"
}
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"sub":"%s","https://hasura.io/jwt/claims":{"x-hasura-allowed-roles":["editor","user"],"x-hasura-default-role":"user","x-hasura-user-id":"%s"},"iat":%d}`, g.uuid(), g.uuid(), 1740000000+g.r.IntN(1000000)))}, "\"x-hasura-role\": \"editor\"")

	g.hfAdd("graphql-playground-settings-benign", `
{
  "editor.cursorShape": "line",
  "editor.fontFamily": "'Source Code Pro', 'Consolas', 'Inconsolata', 'Droid Sans Mono', 'Monaco', monospace",
  "editor.fontSize": 14,
  "editor.reuseHeaders": true,
  "editor.theme": "dark",
  "general.betaUpdates": false,
  "prettier.printWidth": 80,
  "request.credentials": "include",
  "schema.polling.enable": true,
  "schema.polling.interval": 2000,
  "tracing.hideTracingResponse": true
}
`, V{}, "\"request.credentials\": \"include\"", "\"schema.polling.interval\": 2000")

	g.hfAdd("altair-export-headers", `
$ jq '{windowName, apiUrl, headers, variables}' shop-admin.agq
{
  "windowName": "Shop admin",
  "apiUrl": "https://juniper-goods.myshopify.com/admin/api/2025-01/graphql.json",
  "headers": [
    { "key": "X-Shopify-Access-Token", "value": "«a»", "enabled": true },
    { "key": "Content-Type", "value": "application/json", "enabled": true }
  ],
  "variables": "{\n  \"first\": 50\n}"
}
`, V{"a": g.shpat()}, "https://juniper-goods.myshopify.com/admin/api/2025-01/graphql.json")

	g.hfAdd("altair-environment-pre-request", `
{
  "version": 1,
  "type": "collection",
  "title": "Partner API",
  "preRequest": {
    "script": "const res = await altair.helpers.request('POST', 'https://auth.partner.tern.io/token', { body: { client_id: 'altair', client_secret: '«a»', grant_type: 'client_credentials' } });\naltair.helpers.setEnvironment('token', res.access_token);",
    "enabled": true
  },
  "environmentVariables": { "endpoint": "https://graph.partner.tern.io/graphql" },
  "queries": [{ "windowName": "viewer", "query": "{ viewer { id } }", "headers": [{ "key": "Authorization", "value": "Bearer {{token}}", "enabled": true }] }]
}
`, V{"a": g.b64u(40)}, "altair.helpers.setEnvironment('token', res.access_token);", "https://graph.partner.tern.io/graphql")

	g.hfAdd("altair-environment-references-benign", `
{
  "title": "Staging",
  "variables": {
    "endpoint": "https://graph.staging.tern.io/graphql",
    "token": "{{env.TERN_TOKEN}}",
    "tenant": "«_t»"
  }
}
`, V{"_t": g.uuid()}, "{{env.TERN_TOKEN}}")

	g.hfAdd("graphqlrc-headers-literal", `
$ cat .graphqlrc.yml
schema:
  - https://countdown-prod.hasura.app/v1/graphql:
      headers:
        x-hasura-admin-secret: «a»
documents: 'src/**/*.graphql'
extensions:
  codegen:
    generates:
      src/gql/:
        preset: client
`, V{"a": g.hfHasura()}, "documents: 'src/**/*.graphql'", "https://countdown-prod.hasura.app/v1/graphql")

	g.hfAdd("codegen-env-headers-benign", `
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: [
    {
      'https://api.github.com/graphql': {
        headers: {
          Authorization: ˋBearer ${process.env.GITHUB_TOKEN}ˋ,
          'User-Agent': 'codegen',
        },
      },
    },
  ],
  documents: ['src/**/*.tsx'],
  generates: { './src/gql/': { preset: 'client' } },
};
export default config;
`, V{}, "process.env.GITHUB_TOKEN", "'User-Agent': 'codegen'")

	g.hfAdd("rover-apollo-key", `
$ APOLLO_KEY=«a» rover subgraph publish lodestar-supergraph@current --name orders --schema ./orders.graphql --routing-url https://orders.lodestar.internal/graphql
Publishing SDL to lodestar-supergraph@current (subgraph: orders) using credentials from the environment variable APOLLO_KEY.
The 'orders' subgraph in 'lodestar-supergraph@current' was updated
The supergraph schema for 'lodestar-supergraph@current' was updated, composed from the updated 'orders' subgraph
`, V{"a": g.hfApollo("lodestar-supergraph")}, "https://orders.lodestar.internal/graphql")

	g.hfAdd("hasura-admin-secret-curl", `
$ curl -s https://countdown-prod.hasura.app/v1/metadata \
    -H "x-hasura-admin-secret: «a»" \
    -d '{"type":"export_metadata","version":2,"args":{}}' | jq '.resource_version'
«_ver»
`, V{"a": g.hfHasura(), "_ver": g.digits(3)}, "\"type\":\"export_metadata\"")

	g.hfAdd("graphql-persisted-query-benign", `
$ cat persisted-queries.json | jq 'to_entries[:3]'
[
  { "key": "«_h1»", "value": "query Viewer { viewer { id login } }" },
  { "key": "«_h2»", "value": "query Repo($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { id } }" },
  { "key": "«_h3»", "value": "mutation Star($id: ID!) { addStar(input: { starrableId: $id }) { clientMutationId } }" }
]
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(64)}, "query Viewer { viewer { id login } }")

	g.hfAdd("graphiql-localstorage-headers", `
> Object.entries(localStorage).filter(([k]) => k.startsWith('graphiql'))
[
  ["graphiql:theme", "dark"],
  ["graphiql:headers", "{\n  \"Authorization\": \"Bearer «a»\"\n}"],
  ["graphiql:tabState", "{\"tabs\":[{\"id\":\"«_tab»\",\"title\":\"Orders\"}],\"activeTabIndex\":0}"]
]
`, V{"a": g.b64u(43), "_tab": g.s(alLowNum, 12)}, "[\"graphiql:theme\", \"dark\"]")

	g.hfAdd("apollo-sandbox-connection-settings", `
user: sharing my Apollo Sandbox connection settings so you can reproduce:

  Endpoint: https://gql.wintergreen.health/graphql
  Shared headers:
    apollographql-client-name: clinician-web
    Authorization: Bearer «a»
  Include cookies: on
  Subscriptions: wss://gql.wintergreen.health/graphql (graphql-ws)
`, V{"a": g.okta()}, "apollographql-client-name: clinician-web", "wss://gql.wintergreen.health/graphql (graphql-ws)")

	g.hfAdd("graphql-introspection-output-benign", `
$ npx get-graphql-schema https://gql.wintergreen.health/graphql -h 'Authorization=Bearer $WG_TOKEN' | head -12
schema {
  query: Query
  mutation: Mutation
}

"""An ISO-8601 encoded UTC date string."""
scalar DateTime

type Query {
  patient(id: ID!): Patient
  appointments(after: String, first: Int = 20): AppointmentConnection!
}
`, V{}, "'Authorization=Bearer $WG_TOKEN'", "scalar DateTime")
}

// ---- mock servers ----

func (g *G) hfMocks() {
	g.hfAdd("wiremock-recorded-mapping-token", `
$ cat src/test/resources/wiremock/mappings/auth-token-«_mid8».json
{
  "id" : "«_mid»",
  "name" : "oauth_token",
  "request" : {
    "url" : "/oauth/token",
    "method" : "POST",
    "bodyPatterns" : [ {
      "equalTo" : "grant_type=client_credentials&client_id=ledger-sync&client_secret=«a»"
    } ]
  },
  "response" : {
    "status" : 200,
    "body" : "{\"access_token\":\"«b»\",\"token_type\":\"bearer\",\"expires_in\":3599}",
    "headers" : {
      "Content-Type" : "application/json;charset=UTF-8",
      "X-Request-Id" : "«_rid»"
    }
  },
  "uuid" : "«_mid»",
  "persistent" : true,
  "insertionIndex" : 4
}
`, V{"_mid8": g.hex(8), "_mid": g.uuid(), "a": g.b64u(40), "b": g.userJWT(), "_rid": g.uuid()}, "client_id=ledger-sync", "\"insertionIndex\" : 4")

	g.hfAdd("wiremock-matchers-templating-benign", `
{
  "request": {
    "method": "GET",
    "urlPathPattern": "/api/v1/accounts/[a-z0-9-]+",
    "headers": {
      "Authorization": { "matches": "Bearer .+" },
      "X-Api-Key": { "equalTo": "test-api-key" }
    }
  },
  "response": {
    "status": 200,
    "jsonBody": { "id": "{{request.path.[3]}}", "traceId": "{{randomValue type='UUID'}}", "balance": 1250 },
    "transformers": ["response-template"]
  }
}
`, V{}, "{ \"matches\": \"Bearer .+\" }", "{ \"equalTo\": \"test-api-key\" }", "{{randomValue type='UUID'}}")

	g.hfAdd("wiremock-proxy-additional-headers", `
{
  "priority": 10,
  "request": { "urlPattern": "/partner/.*" },
  "response": {
    "proxyBaseUrl": "https://sandbox.partnerhub.eu",
    "additionalProxyRequestHeaders": {
      "Authorization": "Basic «a»",
      "X-Partner-Key": "«b»"
    }
  }
}
`, V{"a": hfBasic("nordlys", g.pwURL()), "b": g.hex(32)}, "https://sandbox.partnerhub.eu")

	g.hfAdd("mockserver-expectation-basic", `
$ curl -s -X PUT http://localhost:1080/mockserver/expectation -d '{
  "httpRequest": {
    "method": "GET",
    "path": "/inventory/items",
    "headers": { "Authorization": ["Basic «a»"] }
  },
  "httpResponse": {
    "statusCode": 200,
    "body": { "type": "JSON", "json": [{ "sku": "A-100", "qty": 12 }] }
  }
}'
[ {
  "id" : "«_id»",
  "priority" : 0,
  "httpRequest" : { "method" : "GET", "path" : "/inventory/items" },
  "times" : { "unlimited" : true },
  "timeToLive" : { "unlimited" : true }
} ]
`, V{"a": hfBasic("svc-inventory", g.pw()), "_id": g.uuid()}, "\"path\" : \"/inventory/items\"")

	g.hfAdd("mockserver-retrieved-recorded", `
$ curl -s -X PUT "http://localhost:1080/mockserver/retrieve?type=RECORDED_EXPECTATIONS&format=JSON" | jq '.[0].httpRequest'
{
  "method": "GET",
  "path": "/v3/customers/cus_«_cus»",
  "headers": {
    "Host": ["api.billsmith.com"],
    "Authorization": ["Bearer «a»"],
    "Cookie": ["bs_session=«b»"],
    "User-Agent": ["okhttp/4.12.0"]
  },
  "keepAlive": true,
  "secure": true
}
`, V{"_cus": g.an(14), "a": g.rkLive(), "b": g.hex(48)}, "okhttp/4.12.0")

	g.hfAdd("mockoon-environment-route", `
{
  "uuid": "«_env»",
  "lastMigration": 32,
  "name": "Payments mock",
  "port": 3001,
  "routes": [
    {
      "uuid": "«_route»",
      "method": "post",
      "endpoint": "v1/payment_intents",
      "responses": [
        {
          "uuid": "«_resp»",
          "body": "{\n  \"id\": \"pi_{{faker 'string.alphanumeric' 24}}\",\n  \"status\": \"requires_confirmation\"\n}",
          "statusCode": 200,
          "headers": [{ "key": "Content-Type", "value": "application/json" }],
          "rules": [{ "target": "header", "modifier": "Authorization", "value": "Bearer sk_test_mock", "operator": "equals" }]
        }
      ]
    }
  ],
  "proxyMode": false,
  "proxyHost": ""
}
`, V{"_env": g.uuid(), "_route": g.uuid(), "_resp": g.uuid()}, "Bearer sk_test_mock", "{{faker 'string.alphanumeric' 24}}")

	g.hfAdd("mockoon-proxy-mode-header", `
  "proxyMode": true,
  "proxyHost": "https://api.tallyfox.com",
  "proxyRemovePrefix": false,
  "proxyReqHeaders": [
    { "key": "Authorization", "value": "Bearer «a»" },
    { "key": "X-Org-Id", "value": "«_org»" }
  ],
  "proxyResHeaders": [],
`, V{"a": g.an(48), "_org": g.uuid()}, "https://api.tallyfox.com")

	g.hfAdd("hoverfly-simulation-captured", `
{
  "data": {
    "pairs": [
      {
        "request": {
          "path": [{ "matcher": "exact", "value": "/api/v2/tickets.json" }],
          "method": [{ "matcher": "exact", "value": "GET" }],
          "destination": [{ "matcher": "exact", "value": "brightmoor.zendesk.com" }],
          "headers": {
            "Authorization": [{ "matcher": "exact", "value": "Basic «a»" }]
          }
        },
        "response": { "status": 200, "body": "{\"tickets\":[],\"count\":0}", "encodedBody": false }
      }
    ]
  },
  "meta": { "schemaVersion": "v5.2", "hoverflyVersion": "v1.10.5", "timeExported": "2025-03-05T14:02:17Z" }
}
`, V{"a": hfBasic("support-bot@brightmoor.com/token", g.an(40))}, "brightmoor.zendesk.com", "\"hoverflyVersion\": \"v1.10.5\"")

	g.hfAdd("msw-handlers-fake-tokens-benign", `
// src/mocks/handlers.ts
import { http, HttpResponse } from 'msw';

export const handlers = [
  http.post('/api/login', () =>
    HttpResponse.json({ token: 'fake-jwt-for-tests', user: { id: 'u_1', name: 'Test User' } }),
  ),
  http.get('/api/me', ({ request }) => {
    if (request.headers.get('Authorization') !== 'Bearer fake-jwt-for-tests') {
      return new HttpResponse(null, { status: 401 });
    }
    return HttpResponse.json({ id: 'u_1', etag: '«_etag»' });
  }),
];
`, V{"_etag": g.hex(40)}, "fake-jwt-for-tests")

	g.hfAdd("wiremock-cli-record-start", `
$ curl -s -X POST http://localhost:8080/__admin/recordings/start -d '{
  "targetBaseUrl": "https://api.coinmint.exchange",
  "captureHeaders": { "X-MBX-APIKEY": {}, "Accept": {} },
  "requestBodyPattern": { "matcher": "equalToJson", "ignoreArrayOrder": true }
}'
$ curl -s "http://localhost:8080/api/v3/account?timestamp=1741702200000&signature=«_sig»" -H "X-MBX-APIKEY: «a»"
$ curl -s -X POST http://localhost:8080/__admin/recordings/stop | jq '.mappings | length'
1
`, V{"_sig": g.hex(64), "a": g.an(64)}, "https://api.coinmint.exchange")

	g.hfAdd("wiremock-admin-list-benign", `
$ curl -s http://localhost:8080/__admin/mappings | jq '.meta, [.mappings[] | {id, name, priority}][:3]'
{
  "total": 27
}
[
  { "id": "«_a»", "name": "get_account", "priority": 5 },
  { "id": "«_b»", "name": "list_transactions", "priority": 5 },
  { "id": "«_c»", "name": "fallback_404", "priority": 10 }
]
`, V{"_a": g.uuid(), "_b": g.uuid(), "_c": g.uuid()}, "\"name\": \"fallback_404\"")
}

// ---- Pact ----

func (g *G) hfPact() {
	g.hfAdd("pact-file-timestamp-token-benign", `
$ jq '.interactions[0].request' pacts/OrderWeb-OrderApi.json
{
  "method": "GET",
  "path": "/orders/1234",
  "headers": {
    "Authorization": "Bearer 2019-01-14T11:34:18.045Z"
  },
  "matchingRules": {
    "header": {
      "Authorization": {
        "matchers": [{ "match": "regex", "regex": "Bearer \\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z" }]
      }
    }
  }
}
`, V{}, "Bearer 2019-01-14T11:34:18.045Z")

	g.hfAdd("pact-file-real-token-leak", `
{
  "consumer": { "name": "MobileApp" },
  "provider": { "name": "ProfileService" },
  "interactions": [
    {
      "description": "a request for the current profile",
      "providerState": "user 42 exists",
      "request": {
        "method": "GET",
        "path": "/v1/profile",
        "headers": { "Authorization": "Bearer «a»", "X-Device-Id": "«_dev»" }
      },
      "response": { "status": 200, "body": { "id": 42, "name": "Ana" } }
    }
  ],
  "metadata": { "pactSpecification": { "version": "2.0.0" } }
}
`, V{"a": g.userJWT(), "_dev": g.uuid()}, "\"providerState\": \"user 42 exists\"")

	g.hfAdd("pact-broker-publish-token", `
$ pact-broker publish ./pacts --consumer-app-version «_ver» --branch main \
    --broker-base-url https://harrow.pactflow.io --broker-token «a»
Created OrderWeb version «_ver» with branch main
Pact successfully published for OrderWeb version «_ver» and provider OrderApi.
  View the published pact at https://harrow.pactflow.io/pacts/provider/OrderApi/consumer/OrderWeb/version/«_ver»
`, V{"_ver": g.gitSHA(), "a": g.hfPactTok()}, "https://harrow.pactflow.io")

	g.hfAdd("pact-ci-secrets-benign", `
      - name: Publish pacts
        run: |
          docker run --rm -v "$PWD/pacts:/pacts" \
            -e PACT_BROKER_BASE_URL=https://harrow.pactflow.io \
            -e PACT_BROKER_TOKEN \
            pactfoundation/pact-cli:1.3.0 publish /pacts \
            --consumer-app-version "${{ github.sha }}" --branch "${{ github.ref_name }}"
        env:
          PACT_BROKER_TOKEN: ${{ secrets.PACTFLOW_TOKEN }}
`, V{}, "${{ secrets.PACTFLOW_TOKEN }}", "pactfoundation/pact-cli:1.3.0")

	g.hfAdd("pact-ci-token-inline", `
# .gitlab-ci.yml
contract_test:
  stage: test
  image: node:20
  variables:
    PACT_BROKER_BASE_URL: "https://pact-broker.fenwick.internal"
    PACT_BROKER_USERNAME: "ci"
    PACT_BROKER_PASSWORD: "«a»"
  script:
    - npm ci
    - npm run test:pact
    - npx pact-broker publish ./pacts --consumer-app-version "$CI_COMMIT_SHA" --branch "$CI_COMMIT_REF_NAME"
`, V{"a": g.pw()}, "https://pact-broker.fenwick.internal", "PACT_BROKER_USERNAME: \"ci\"")

	g.hfAdd("pact-provider-verifier-custom-header", `
const opts = {
  provider: 'OrderApi',
  providerBaseUrl: 'http://localhost:8080',
  pactBrokerUrl: 'https://harrow.pactflow.io',
  pactBrokerToken: '«a»',
  publishVerificationResult: true,
  providerVersion: process.env.GIT_COMMIT,
  customProviderHeaders: ['Authorization: Bearer «b»'],
};
await new Verifier(opts).verifyProvider();
`, V{"a": g.hfPactTok(), "b": g.b64u(43)}, "providerVersion: process.env.GIT_COMMIT")

	g.hfAdd("pact-can-i-deploy-benign", `
$ pact-broker can-i-deploy --pacticipant OrderWeb --version «_v1» --to-environment production
Computer says yes \o/

CONSUMER | C.VERSION | PROVIDER | P.VERSION | SUCCESS? | RESULT#
---------|-----------|----------|-----------|----------|--------
OrderWeb | «_v1s»   | OrderApi | «_v2s»   | true     | 1

All required verification results are published and successful
VERIFICATION RESULTS
--------------------
1. https://harrow.pactflow.io/pacts/provider/OrderApi/consumer/OrderWeb/pact-version/«_pv»/metadata/«_meta»/verification-results/«_vr» (success)
`, V{"_v1": g.gitSHA(), "_v1s": g.hex(9), "_v2s": g.hex(9), "_pv": g.hex(40), "_meta": g.b64u(40), "_vr": g.digits(3)}, "Computer says yes \\o/")

	g.hfAdd("pact-jvm-properties-basic", `
$ cat src/test/resources/pact.properties
pactbroker.url=https://pact-broker.fenwick.internal
pactbroker.auth.username=ci
pactbroker.auth.password=«a»
pact.verifier.publishResults=true
pact.provider.version=${git.commit.id.abbrev}
`, V{"a": g.pwStrong()}, "pact.provider.version=${git.commit.id.abbrev}")

	g.hfAdd("pact-v4-message-benign", `
{
  "consumer": { "name": "BillingWorker" },
  "provider": { "name": "OrderEvents" },
  "interactions": [
    {
      "type": "Asynchronous/Messages",
      "key": "«_key»",
      "description": "an order.paid event",
      "contents": {
        "content": { "orderId": "ord_1", "amount": 1999, "currency": "EUR" },
        "contentType": "application/json"
      },
      "metadata": { "contentType": "application/json", "kafka_topic": "orders.v1" },
      "pending": false
    }
  ],
  "metadata": { "pactRust": { "ffi": "0.4.22", "models": "1.2.5" }, "pactSpecification": { "version": "4.0" } }
}
`, V{"_key": g.hex(16)}, "\"kafka_topic\": \"orders.v1\"", "\"ffi\": \"0.4.22\"")

	g.hfAdd("pactflow-env-file", `
$ cat .env.pact
PACT_BROKER_BASE_URL=https://harrow.pactflow.io
PACT_BROKER_TOKEN=«a»
PACTFLOW_READ_ONLY_TOKEN=«b»
$ git status --short
?? .env.pact
`, V{"a": g.hfPactTok(), "b": g.hfPactTok()}, "PACT_BROKER_BASE_URL=https://harrow.pactflow.io")
}

// ---- look-alikes only ----

func (g *G) hfBenign() {
	g.hfAdd("rest-client-prompt-variables-benign", `
### Sign in (REST Client asks for the values each time)
# @name signin
# @prompt username
# @prompt password Your staging password, it is never saved
# @no-cookie-jar
POST https://staging.greywater.co/api/auth/signin
Content-Type: application/json

{ "email": "{{username}}", "password": "{{password}}" }
`, V{}, "# @prompt password Your staging password, it is never saved", "\"password\": \"{{password}}\"")

	g.hfAdd("rest-client-system-variables-benign", `
POST https://api.pollenhq.com/v1/events
Content-Type: application/json
X-Request-Id: {{$guid}}

{
  "id": "{{$guid}}",
  "sampleRate": {{$randomInt 1 100}},
  "sentAt": "{{$datetime iso8601}}",
  "localDay": "{{$localDatetime 'YYYY-MM-DD'}}",
  "build": "«_sha»",
  "checksum": "sha256-«_sum»"
}
`, V{"_sha": g.gitSHA(), "_sum": g.b64(32)}, "{{$randomInt 1 100}}", "{{$localDatetime 'YYYY-MM-DD'}}")

	g.hfAdd("jetbrains-response-file-benign", `
$ cat .idea/httpRequests/2025-03-12T104833.200.json
{
  "object": "list",
  "data": [
    { "id": "bal_«_b1»", "currency": "EUR", "available": 18250, "pending": 0 },
    { "id": "bal_«_b2»", "currency": "USD", "available": 4100, "pending": 350 }
  ],
  "request_id": "req_«_rid»",
  "livemode": false
}
`, V{"_b1": g.an(24), "_b2": g.an(24), "_rid": g.an(14)}, "\"livemode\": false")

	g.hfAdd("jetbrains-no-log-tags-benign", `
### Rotate signing key (response holds a secret, keep it out of history)
# @no-log
# @no-redirect
POST https://{{host}}/admin/keys/rotate
Authorization: Bearer {{$auth.token("admin")}}

>> ./out/rotate-response.json

### Upload fixtures
POST https://{{host}}/admin/fixtures
Content-Type: application/json

< ./fixtures/tenants.json
`, V{}, "# @no-log", ">> ./out/rotate-response.json")

	g.hfAdd("bruno-collection-oauth2-vars-benign", `
$ cat collections/fleet/collection.bru
auth {
  mode: oauth2
}

auth:oauth2 {
  grant_type: client_credentials
  access_token_url: {{authUrl}}/oauth/token
  client_id: {{clientId}}
  client_secret: {{clientSecret}}
  scope: fleet:read
}

docs {
  clientId and clientSecret live in the environment as secrets (vars:secret),
  ask #platform for staging credentials.
}
`, V{}, "client_secret: {{clientSecret}}", "vars:secret")

	g.hfAdd("bruno-env-json-export-benign", `
{
  "name": "Staging",
  "variables": [
    { "name": "baseUrl", "value": "https://staging.orbitfleet.com", "enabled": true, "secret": false, "type": "text" },
    { "name": "clientId", "value": "«_cid»", "enabled": true, "secret": false, "type": "text" },
    { "name": "clientSecret", "value": "", "enabled": true, "secret": true, "type": "text" }
  ]
}
`, V{"_cid": g.an(32)}, "\"secret\": true", "https://staging.orbitfleet.com")

	g.hfAdd("hurl-sha256-body-assert-benign", `
# Artifacts are immutable: check their digest
GET https://releases.fjordpay.com/cli/v3.8.1/fjord-linux-amd64.tar.gz
HTTP 200
[Asserts]
header "ETag" == "«_etag»"
sha256 == hex,«_sha»;
bytes count == 18733056

GET https://releases.fjordpay.com/cli/v3.8.1/SHA256SUMS
HTTP 200
[Asserts]
body contains "«_sha»  fjord-linux-amd64.tar.gz"
`, V{"_etag": "\"" + g.hex(32) + "\"", "_sha": g.hex(64)}, "bytes count == 18733056")

	g.hfAdd("hurl-predicates-benign", `
POST {{host}}/v1/sessions
Content-Type: application/json
{ "email": "{{email}}", "password": "{{password}}" }
HTTP 201
[Captures]
session_token: jsonpath "$.token"
[Asserts]
jsonpath "$.id" isUuid
jsonpath "$.token" isString
jsonpath "$.token" matches /^[A-Za-z0-9_-]{43}$/
jsonpath "$.expiresAt" isIsoDate
`, V{}, "session_token: jsonpath \"$.token\"", "jsonpath \"$.token\" matches /^[A-Za-z0-9_-]{43}$/")

	g.hfAdd("postman-dynamic-variables-benign", `
"body": {
  "mode": "raw",
  "raw": "{\n  \"id\": \"{{$guid}}\",\n  \"name\": \"{{$randomFullName}}\",\n  \"email\": \"{{$randomEmail}}\",\n  \"ref\": \"{{$randomAlphaNumeric}}\",\n  \"at\": {{$timestamp}}\n}",
  "options": { "raw": { "language": "json" } }
},
"auth": {
  "type": "bearer",
  "bearer": [{ "key": "token", "value": "{{access_token}}", "type": "string" }]
}
`, V{}, "{{$randomFullName}}", "\"value\": \"{{access_token}}\"")

	g.hfAdd("newman-json-reporter-benign", `
$ jq '.run.executions[0] | {item: .item.name, code: .response.code, headers: [.response.header[] | select(.key|test("(?i)etag|request-id|ratelimit"))]}' newman/run-2025-03-04.json
{
  "item": "List orders",
  "code": 200,
  "headers": [
    { "key": "ETag", "value": "«_etag»" },
    { "key": "X-Request-Id", "value": "«_rid»" },
    { "key": "X-RateLimit-Limit", "value": "600" },
    { "key": "X-RateLimit-Remaining", "value": "598" }
  ]
}
`, V{"_etag": g.hfEtag(), "_rid": g.uuid()}, "\"value\": \"598\"")

	g.hfAdd("postman-actions-secret-ref-benign", `
      - name: Run API tests
        run: |
          postman login --with-api-key "$POSTMAN_API_KEY"
          postman collection run "«_col»" -e "«_env»" --reporters cli,junit
        env:
          POSTMAN_API_KEY: ${{ secrets.POSTMAN_API_KEY }}
`, V{"_col": g.hfPMUid(), "_env": g.hfPMUid()}, "${{ secrets.POSTMAN_API_KEY }}", "postman login --with-api-key \"$POSTMAN_API_KEY\"")

	g.hfAdd("insomnia-prompt-tag-benign", `
      "authentication": {
        "type": "basic",
        "username": "{{ _.admin_user }}",
        "password": "{% prompt 'Admin password', '', '', '', true, true %}",
        "disabled": false
      },
      "headers": [{ "name": "X-Api-Version", "value": "2025-01-15" }],
`, V{}, "{% prompt 'Admin password', '', '', '', true, true %}", "{{ _.admin_user }}")

	g.hfAdd("har-pagination-cursor-benign", `
        "queryString": [
          { "name": "limit", "value": "50" },
          { "name": "cursor", "value": "«_cur»" }
        ],
        "url": "https://api.lumenrail.com/v1/trips?limit=50&cursor=«_cur»",
`, V{"_cur": b64raw(fmt.Sprintf(`{"created_at":"2025-03-0%dT10:00:00Z","id":%d}`, 1+g.r.IntN(9), 100000+g.r.IntN(900000)))}, "{ \"name\": \"limit\", \"value\": \"50\" }")

	g.hfAdd("har-security-details-benign", `
        "_securityDetails": {
          "protocol": "TLS 1.3",
          "keyExchange": "",
          "keyExchangeGroup": "X25519",
          "cipher": "AES_128_GCM",
          "certificateId": 0,
          "subjectName": "*.lumenrail.com",
          "sanList": ["*.lumenrail.com", "lumenrail.com"],
          "issuer": "WE1",
          "validFrom": 1738281600,
          "validTo": 1746057599,
          "signedCertificateTimestampList": [{ "status": "Verified", "origin": "Embedded in certificate", "logDescription": "Google 'Argon2025h1' log", "logId": "«_log»", "hashAlgorithm": "SHA-256", "signatureAlgorithm": "ECDSA" }],
          "certificateTransparencyCompliance": "compliant"
        },
`, V{"_log": strings.ToUpper(g.hex(64))}, "\"keyExchangeGroup\": \"X25519\"", "Google 'Argon2025h1' log")

	g.hfAdd("k6-scenarios-options-benign", `
export const options = {
  cloud: { projectID: «_proj», name: 'checkout-soak' },
  scenarios: {
    soak: { executor: 'constant-arrival-rate', rate: 40, timeUnit: '1s', duration: '30m', preAllocatedVUs: 80 },
  },
  thresholds: { http_req_failed: ['rate<0.01'], 'http_req_duration{name:checkout}': ['p(99)<1200'] },
};
// token: K6_CLOUD_TOKEN from the CI secret store, never in this file
`, V{"_proj": g.digits(7)}, "K6_CLOUD_TOKEN", "'http_req_duration{name:checkout}': ['p(99)<1200']")

	g.hfAdd("locust-stats-output-benign", `
Type     Name                                                   # reqs      # fails |    Avg     Min     Max    Med |   req/s  failures/s
--------|-----------------------------------------------------|-------|-------------|-------|-------|-------|-------|--------|-----------
POST     /auth/login                                               200     0(0.00%) |    311     190     902    290 |    0.67        0.00
GET      /products                                               14822     3(0.02%) |     88      31    1412     79 |   49.41        0.01
POST     /cart/items                                              4990     0(0.00%) |    141      52    1730    120 |   16.63        0.00
--------|-----------------------------------------------------|-------|-------------|-------|-------|-------|-------|--------|-----------
         Aggregated                                              20012     3(0.01%) |    103      31    1730     89 |   66.71        0.01
`, V{}, "Aggregated", "/cart/items")

	g.hfAdd("jmeter-jtl-results-benign", `
$ head -4 results/checkout.jtl
timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect
1741698850114,212,Login,200,OK,Checkout 1-1,text,true,,1834,612,1,1,https://perf.quillmark.net/api/login,210,0,41
1741698850402,98,Get cart,200,OK,Checkout 1-1,text,true,,4012,488,1,1,https://perf.quillmark.net/api/cart,97,0,0
1741698850533,1204,Checkout,502,Bad Gateway,Checkout 1-2,text,false,,320,701,2,2,https://perf.quillmark.net/api/checkout,1204,0,0
`, V{}, "Checkout 1-2", "https://perf.quillmark.net/api/checkout")

	g.hfAdd("gatling-run-summary-benign", `
Simulation computerdatabase.CheckoutSimulation completed in 124 seconds
Parsing log file(s)...
================================================================================
---- Global Information --------------------------------------------------------
> request count                                      12000 (OK=11988  KO=12    )
> min response time                                     21 (OK=21     KO=60001 )
> mean requests/sec                                 96.774 (OK=96.677 KO=0.097 )
---- Errors --------------------------------------------------------------------
> j.u.c.TimeoutException: Request timeout to api.staging.kel     12 (100.0%)
pie.io/10.0.4.17:443 after 60000 ms
Reports generated, please open the following file: file:///build/gatling/checkoutsimulation-20250311141255123/index.html
`, V{}, "checkoutsimulation-20250311141255123", "> request count                                      12000 (OK=11988  KO=12    )")

	g.hfAdd("artillery-report-json-benign", `
$ jq '.aggregate.counters, .aggregate.summaries["http.response_time"]' report.json
{
  "http.codes.200": 9841,
  "http.codes.429": 159,
  "http.requests": 10000,
  "vusers.completed": 10000,
  "vusers.created": 10000
}
{ "min": 18, "max": 2211, "count": 10000, "mean": 143.2, "p50": 120.3, "p95": 361.5, "p99": 788.2 }
`, V{}, "\"http.codes.429\": 159")

	g.hfAdd("vegeta-json-targets-benign", `
$ cat targets.jsonl | head -2
{"method":"POST","url":"https://api.quayside.dev/v1/bookings","body":"«_b1»","header":{"Content-Type":["application/json"],"Authorization":["Bearer ${QUAYSIDE_TOKEN}"]}}
{"method":"POST","url":"https://api.quayside.dev/v1/bookings","body":"«_b2»","header":{"Content-Type":["application/json"],"Authorization":["Bearer ${QUAYSIDE_TOKEN}"]}}
$ envsubst < targets.jsonl | vegeta attack -format=json -rate=20 -duration=10s | vegeta report -type=text
`, V{"_b1": b64s(`{"vessel":"IMO9321483","berth":"B12","eta":"2025-03-20T06:00:00Z"}`), "_b2": b64s(`{"vessel":"IMO9454412","berth":"B07","eta":"2025-03-20T09:30:00Z"}`)}, "Bearer ${QUAYSIDE_TOKEN}", "-format=json -rate=20")

	g.hfAdd("curlconverter-placeholder-benign", `
import requests

headers = {
    'Authorization': 'Bearer <YOUR_ACCESS_TOKEN>',
    'X-Api-Key': 'REPLACE_ME',
    'Content-Type': 'application/json',
}

json_data = {'query': 'status:open', 'limit': 20}

response = requests.post('https://api.example.com/v1/tickets/search', headers=headers, json=json_data)
`, V{}, "Bearer <YOUR_ACCESS_TOKEN>", "'X-Api-Key': 'REPLACE_ME'")

	g.hfAdd("openapi-webhook-signature-example-benign", `
webhooks:
  invoicePaid:
    post:
      parameters:
        - in: header
          name: X-Signature
          description: HMAC-SHA256 of the raw body with your endpoint's signing secret.
          schema: { type: string }
          example: t=1741600000,v1=«_sig»
        - in: header
          name: X-Delivery-Id
          schema: { type: string, format: uuid }
          example: «_del»
`, V{"_sig": g.hex(64), "_del": g.uuid()}, "HMAC-SHA256 of the raw body with your endpoint's signing secret.")

	g.hfAdd("openapi-oidc-and-bearer-example-benign", `
    openId:
      type: openIdConnect
      openIdConnectUrl: https://id.lanternfish.io/.well-known/openid-configuration
  parameters:
    AuthHeader:
      name: Authorization
      in: header
      required: true
      schema: { type: string, pattern: '^Bearer [A-Za-z0-9._~+/-]+=*$' }
      example: Bearer <JWT>
`, V{}, "https://id.lanternfish.io/.well-known/openid-configuration", "example: Bearer <JWT>")

	g.hfAdd("graphql-apq-get-request-benign", `
$ curl -sG https://gql.wintergreen.health/graphql \
    --data-urlencode 'operationName=Appointments' \
    --data-urlencode 'variables={"first":20}' \
    --data-urlencode 'extensions={"persistedQuery":{"version":1,"sha256Hash":"«_h»"}}' \
    -H 'apollographql-client-name: clinician-web' -H 'apollographql-client-version: 3.14.2'
{"errors":[{"message":"PersistedQueryNotFound","extensions":{"code":"PERSISTED_QUERY_NOT_FOUND"}}]}
`, V{"_h": g.hex(64)}, "PERSISTED_QUERY_NOT_FOUND", "apollographql-client-version: 3.14.2")

	g.hfAdd("wiremock-jwks-public-keys-benign", `
$ cat src/test/resources/wiremock/__files/jwks.json
{
  "keys": [
    {
      "kty": "RSA",
      "use": "sig",
      "alg": "RS256",
      "kid": "«_kid»",
      "n": "«_n»",
      "e": "AQAB"
    }
  ]
}
`, V{"_kid": g.hex(40), "_n": g.b64u(342)}, "\"e\": \"AQAB\"")

	g.hfAdd("thunder-client-inherit-auth-benign", `
{
  "_id": "«_col»",
  "colName": "Kitewell",
  "created": "2025-01-12T08:31:05.004Z",
  "sortNum": 10000,
  "folders": [],
  "settings": {
    "auth": { "type": "bearer", "bearer": "{{token}}" },
    "options": { "baseUrl": "{{baseUrl}}" },
    "envId": "«_env»"
  }
}
`, V{"_col": g.uuid(), "_env": g.uuid()}, "\"bearer\": \"{{token}}\"")

	g.hfAdd("httpie-download-checksum-benign", `
$ http --download https://releases.ridgeback.dev/agent/1.9.0/agent_1.9.0_linux_arm64.deb
HTTP/1.1 200 OK
Content-Length: 8844120
ETag: «_etag»
x-amz-version-id: «_ver»

Downloading to agent_1.9.0_linux_arm64.deb
Done. 8.4 MB in 00:0.91872 (9.2 MB/s)
$ sha256sum agent_1.9.0_linux_arm64.deb
«_sha»  agent_1.9.0_linux_arm64.deb
`, V{"_etag": "\"" + g.hex(32) + "\"", "_ver": g.b64u(32), "_sha": g.hex(64)}, "Done. 8.4 MB in 00:0.91872 (9.2 MB/s)")

	g.hfAdd("pact-matrix-output-benign", `
$ pact-broker matrix --pacticipant OrderWeb --latest --pacticipant OrderApi --latest --output table
CONSUMER | C.VERSION  | PROVIDER | P.VERSION  | SUCCESS? | RESULT#
---------|------------|----------|------------|----------|--------
OrderWeb | «_c»  | OrderApi | «_p»  | true     | 1
OrderWeb | «_c2»  | OrderApi | «_p»  | false    | 2
`, V{"_c": g.hex(10), "_c2": g.hex(10), "_p": g.hex(10)}, "CONSUMER | C.VERSION  | PROVIDER")

	g.hfAdd("mockserver-log-benign", `
2025-03-11 10:02:41 5.15.0 INFO 1080 received request:

  {
    "method" : "GET",
    "path" : "/inventory/items",
    "headers" : {
      "Authorization" : [ "Basic <masked>" ],
      "X-Correlation-Id" : [ "«_cid»" ]
    }
  }

2025-03-11 10:02:41 5.15.0 INFO 1080 returning response for expectation «_exp»
`, V{"_cid": g.uuid(), "_exp": g.uuid()}, "\"Basic <masked>\"")

	g.hfAdd("rest-client-chat-redacted-benign", `
user: this request fails with 403 from the gateway, token redacted:

    GET https://api.tallyhq.io/v3/ledgers/led_«_led»/entries
    Authorization: Bearer eyJhbGciOi...<snip>
    X-Request-Id: «_rid»

assistant: A 403 with a valid token usually means a missing scope. Decode the token
locally (jwt.io or ˋjq -R 'split(".") | .[1] | @base64d'ˋ) and check that
ˋledgers:readˋ is in ˋscpˋ.
`, V{"_led": g.an(16), "_rid": g.uuid()}, "Bearer eyJhbGciOi...<snip>", "ledgers:read")

	g.hfAdd("insomnia-export-ids-benign", `
$ jq -r '.resources[] | [._type, ._id, .name] | @tsv' insomnia-export.json | head -5
workspace	«_w»	Haulpath
environment	«_e»	Base Environment
request_group	«_f»	Carriers
request	«_r1»	List carriers
request	«_r2»	Get carrier
`, V{"_w": g.hfInsID("wrk"), "_e": g.hfInsID("env"), "_f": g.hfInsID("fld"), "_r1": g.hfInsID("req"), "_r2": g.hfInsID("req")}, "Base Environment")
}
