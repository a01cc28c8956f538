package cases

import "fmt"

// farCases adds a second batch of the far long tail: developer-facing,
// infrastructure, data and security SaaS vendors and self-hostable
// products that no other batch names, mostly one vendor a case, written
// the way secret scanners' own rule examples and real sessions look.
// Themes: CI/CD, remote build execution and infrastructure-as-code
// automation; SAST, DAST, dependency and supply-chain scanners; feature
// flags; error tracking, APM, tracing and log ingestion; uptime, cron
// monitoring and load testing; API gateways, mocks, API analytics and
// webhook and job platforms; headless CMSs; site search and vector
// search; queue and stream hosting; serverless, edge and PaaS hosts; GPU
// clouds and model hosting; small clouds and bare-metal hosts;
// database-as-a-service; object storage, backup and IPFS pinning; secrets
// managers, PKI and access proxies; long-tail identity, SSO and
// authorization services; developer portals; browser and device testing
// grids, visual and QA SaaS; mobile app tooling; package and container
// registries; ML ops and data labeling; LLM observability and
// evaluation; ETL, reverse ETL, CDPs and orchestration; BI, notebooks and
// internal-tool builders; web3 RPC providers, indexers and account
// abstraction; maps and geospatial APIs; IoT platforms. About a third of
// the cases put the credential where no credential word comes just
// before it: after the vendor's name alone, alone on a line under a
// comment, in a URL path or userinfo, in a variable named only after the
// vendor, or as a positional argument. Benign: public ids, project and
// environment ids, publishable and client-side keys, endpoints, regions,
// API versions and the prose around them. Where a vendor's token shape
// is not documented publicly the shape is a plausible guess, said so in
// a comment. The case names start with "far/".
func (g *G) farCases() {
	g.farCI()
	g.farAppSec()
	g.farFlags()
	g.farObservability()
	g.farUptime()
	g.farAPIPlatforms()
	g.farCMS()
	g.farSearch()
	g.farStreams()
	g.farPaaS()
	g.farGPU()
	g.farClouds()
	g.farDBaaS()
	g.farStorage()
	g.farSecretsPKI()
	g.farIdentity()
	g.farPortals()
	g.farTesting()
	g.farMobile()
	g.farRegistries()
	g.farMLOps()
	g.farLLMObs()
	g.farPipelines()
	g.farBI()
	g.farWeb3()
	g.farMaps()
	g.farIoT()
}

// ---- values used only here ----

func (g *G) farUp(n int) string  { return g.s(alUpNum, n) }
func (g *G) farLow(n int) string { return g.s(alLowNum, n) }
func (g *G) farIat() int         { return 1760000000 + g.r.IntN(20000000) }

// farJWT is an HS256 JWT with the given claims; farRS an RS256 one.
func (g *G) farJWT(claims string) string { return g.jwt("HS256", claims) }
func (g *G) farRS(claims string) string  { return g.jwt("RS256", claims) }

// farULID is a ULID-shaped id (Crockford base32, 26 characters).
func (g *G) farULID() string { return "01" + g.s("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24) }

// farKC is a Keycloak-issued offline or refresh token, as Checkmarx One
// and Phylum hand out for API keys.
func (g *G) farKC(iss, azp string) string {
	iat := g.farIat()
	return g.jwt("HS512", fmt.Sprintf(`{"iat":%d,"jti":"%s","iss":"%s","aud":"%s","sub":"%s","typ":"Offline","azp":"%s","session_state":"%s","scope":"openid offline_access"}`,
		iat, g.uuid(), iss, iss, g.uuid(), azp, g.uuid()))
}

// farNKeySeed is a NATS user nkey seed (base32, "SU" + account-type A).
func (g *G) farNKeySeed() string { return "SUA" + g.s(alB32, 55) }

// farNATSUserJWT is a NATS user JWT (ed25519-signed claims, public).
func (g *G) farNATSUserJWT() string {
	h := b64raw(`{"typ":"JWT","alg":"ed25519-nkey"}`)
	p := b64raw(fmt.Sprintf(`{"jti":"%s","iat":%d,"iss":"A%s","name":"orders-svc","sub":"U%s","nats":{"pub":{},"sub":{},"subs":-1,"data":-1,"payload":-1,"type":"user","version":2}}`,
		g.s(alB32, 52), g.farIat(), g.s(alB32, 55), g.s(alB32, 55)))
	return h + "." + p + "." + g.b64u(86)
}

func (g *G) farCI() {
	// Codefresh API keys are "<24 hex id>.<32 hex secret>" (shape guessed
	// from the CLI's contexts file).
	g.add("far/codefresh-cli-create-context", `
$ codefresh auth create-context acme-prod --api-key «a»
Created new context: acme-prod
$ codefresh auth get-contexts
CURRENT   NAME        URL
*         acme-prod   https://g.codefresh.io
`, V{"a": g.hex(24) + "." + g.hex(32)}, "Created new context: acme-prod", "https://g.codefresh.io")

	// Earthly Cloud tokens: shape guessed.
	g.add("far/earthly-account-create-token", `
$ earthly account create-token gha-runner --write --expiry 2027-01-31
Token "gha-runner" created; it expires 2027-01-31 00:00 UTC:
«a»
Add it to your CI secrets as EARTHLY_TOKEN.
`, V{"a": g.an(14) + "." + g.b64u(43)}, `Token "gha-runner" created`, "EARTHLY_TOKEN")

	g.add("far/engflow-bazelrc-jwt-header", `
# .bazelrc.user — EngFlow remote execution for the acme cluster
build:engflow --remote_executor=grpcs://acme.cluster.engflow.com
build:engflow --bes_backend=grpcs://acme.cluster.engflow.com
build:engflow --bes_results_url=https://acme.cluster.engflow.com/invocation/
build:engflow --remote_header=x-engflow-auth-method=jwt-v0
build:engflow --remote_header=x-engflow-auth-token=«a»
`, V{"a": g.farJWT(fmt.Sprintf(`{"iss":"acme.cluster.engflow.com","sub":"ci-bot@acme.io","exp":%d}`, g.farIat()+7776000))},
		"grpcs://acme.cluster.engflow.com", "x-engflow-auth-method=jwt-v0")

	// Appcircle personal access tokens: shape guessed (base64).
	g.add("far/appcircle-cli-login-pat", `
$ npm i -g @appcircle/cli
$ appcircle login --pat=«a»
✔ Logged in to https://api.appcircle.io as mobile-ci@acme.io
$ appcircle build start --profileId «_p» --branch develop --workflow "Default Push Workflow"
`, V{"a": g.b64(48), "_p": g.uuid()}, "https://api.appcircle.io", `--workflow "Default Push Workflow"`)

	g.add("far/spacelift-api-key-env", `
# spacectl in CI — key created under Organization settings → API keys
export SPACELIFT_API_KEY_ENDPOINT=https://acme.app.spacelift.io
export SPACELIFT_API_KEY_ID=«=i»
export SPACELIFT_API_KEY_SECRET=«a»
spacectl stack deploy --id networking-prod --tail
`, V{"=i": g.farULID(), "a": g.hex(64)}, "https://acme.app.spacelift.io", "spacectl stack deploy --id networking-prod --tail")

	// env0 API keys: id and secret shapes guessed.
	g.add("far/env0-terraform-provider", `
provider "env0" {
  api_key    = "«=i»"
  api_secret = "«a»"
}

data "env0_project" "platform" {
  name = "platform"
}
`, V{"=i": g.farLow(16), "a": g.an(32)}, `data "env0_project" "platform"`)

	g.add("far/atlantis-server-gitlab-flags", `
atlantis server \
  --atlantis-url="https://atlantis.acme.internal" \
  --gitlab-user="atlantis-bot" \
  --gitlab-token="«a»" \
  --gitlab-webhook-secret="«b»" \
  --repo-allowlist="gitlab.com/acme/infra/*"
`, V{"a": g.glpat(), "b": g.pwStrong()}, `--repo-allowlist="gitlab.com/acme/infra/*"`, "https://atlantis.acme.internal")

	// Namespace.so workspace tokens: shape guessed.
	g.add("far/namespace-nsc-token-bare", `
# Namespace workspace "acme" — CI runner bootstrap, paste into the vault item:
«a»
(created by dana for the macOS builders, expires in 90 days)
`, V{"a": "nsct_" + g.b64u(56)}, `Namespace workspace "acme"`, "(created by dana for the macOS builders, expires in 90 days)")
}

func (g *G) farAppSec() {
	g.add("far/checkmarx-one-cli-apikey", `
$ cx scan create --project-name acme-api -s . --branch main \
    --base-uri https://eu.ast.checkmarx.net --tenant acme \
    --apikey «a»
Scan ID: «_s»
Status: Running
`, V{"a": g.farKC("https://eu.iam.checkmarx.net/auth/realms/acme", "ast-app"), "_s": g.uuid()},
		"https://eu.ast.checkmarx.net", "Status: Running")

	g.add("far/veracode-credentials-file", `
$ cat ~/.veracode/credentials
[default]
veracode_api_key_id = «=i»
veracode_api_key_secret = «a»
$ java -jar pipeline-scan.jar -f target/acme-api.war --project_name acme-api
`, V{"=i": g.hex(32), "a": g.hex(128)}, "java -jar pipeline-scan.jar -f target/acme-api.war")

	g.add("far/stackhawk-hawkscan-docker", `
docker run --rm -v $(pwd):/hawk:rw -t \
  -e API_KEY="«a»" \
  -e APP_ENV=staging \
  stackhawk/hawkscan:latest stackhawk.yml
`, V{"a": "hawk." + g.an(20) + "." + g.an(20)}, "stackhawk/hawkscan:latest stackhawk.yml", "APP_ENV=staging")

	g.add("far/stackhawk-bare-in-chat", `
dana: HawkScan keeps failing with 401 in the nightly job
sam: I rotated it this morning, StackHawk's new one is «a» — update the GH secret
dana: done, rerunning
`, V{"a": "hawk." + g.an(20) + "." + g.an(20)}, "HawkScan keeps failing with 401 in the nightly job")

	// Detectify keys are 32 hex; the signing secret base64 (documented).
	g.add("far/detectify-python-positional", `
from detectify import Detectify

# Detectify API (EU), team "acme"
client = Detectify("«a»", "«b»")
for profile in client.scan_profiles():
    print(profile["token"], profile["endpoint"])
`, V{"a": g.hex(32), "b": g.b64(32)}, `print(profile["token"], profile["endpoint"])`, "from detectify import Detectify")

	g.add("far/probely-jwt-curl", `
curl -s https://api.probely.com/targets/«_t»/scan_now/ \
  -X POST \
  -H "Authorization: JWT «a»" \
  -H "Content-Type: application/json"
`, V{"_t": g.an(12), "a": g.farJWT(fmt.Sprintf(`{"iss":"probely","username":"ci@acme.io","jti":"%s"}`, g.an(12)))}, "https://api.probely.com/targets/")

	// Aikido CI tokens start "AIK_CI_" (shape otherwise guessed).
	g.add("far/aikido-ci-variable-vendor-named", `
$ gitlab-ci-variables list --project acme/web
KEY             VALUE                                         PROTECTED  MASKED
AIKIDO          «a»   true       false
NODE_VERSION    20                                            false      false
`, V{"a": "AIK_CI_" + g.an(40)}, "NODE_VERSION    20", "PROTECTED  MASKED")

	g.add("far/phylum-settings-yaml", `
$ cat ~/.config/phylum/settings.yaml
connection:
  uri: https://api.phylum.io
auth_info:
  offline_access: «a»
projects: []
ignore_certs: false
`, V{"a": g.farKC("https://login.phylum.io/realms/phylum", "phylum_cli")}, "uri: https://api.phylum.io", "ignore_certs: false")

	// Debricked access tokens: shape guessed (64 hex).
	g.add("far/debricked-cli-scan-flag", `
$ debricked scan . -r acme/web -t «a» --json-path debricked-output.json
Resolving	 [100%]
Scanning...	 [100%]
Uploading to https://debricked.com/app/en/repository/«_r»
`, V{"a": g.hex(64), "_r": g.digits(5)}, "--json-path debricked-output.json", "https://debricked.com/app/en/repository/")

	g.add("far/socket-dev-sdk-positional", `
import { SocketSdk } from '@socketsecurity/sdk'

const client = new SocketSdk('«a»')
const res = await client.getScoreByNpmPackage('left-pad', '1.3.0')
`, V{"a": "sktsec_" + g.b64u(40) + "_api"}, "getScoreByNpmPackage('left-pad', '1.3.0')", "@socketsecurity/sdk")

	g.add("far/lacework-api-key-json", `
$ cat ~/Downloads/ACME_2F7B0C.json
{
  "keyId": "ACME_«=i»",
  "secret": "«a»",
  "account": "acme.lacework.net",
  "subAccount": "acme-prod"
}
$ lacework configure --json_file ~/Downloads/ACME_2F7B0C.json
`, V{"=i": g.s(alHexU, 50), "a": "_" + g.hex(32)}, `"account": "acme.lacework.net"`, `"subAccount": "acme-prod"`)

	// Endor Labs API keys and secrets start "endr+" (shape partly guessed).
	g.add("far/endor-labs-env-pair", `
ENDOR_NAMESPACE=acme
ENDOR_API_CREDENTIALS_KEY=«a»
ENDOR_API_CREDENTIALS_SECRET=«b»
endorctl scan --path=. --dependencies --secrets
`, V{"a": "endr+" + g.an(16), "b": "endr+" + g.an(16)}, "ENDOR_NAMESPACE=acme", "endorctl scan --path=. --dependencies --secrets")

	// Mend (WhiteSource) org and user keys: 64 hex (shape guessed).
	g.add("far/mend-unified-agent-config", `
# wss-unified-agent.config
wss.url=https://saas.mend.io/agent
apiKey=«a»
userKey=«b»
productName=acme-platform
projectName=acme-api
`, V{"a": g.hex(64), "b": g.hex(64)}, "wss.url=https://saas.mend.io/agent", "productName=acme-platform")
}

func (g *G) farFlags() {
	// Split server-side SDK keys: 36 lowercase alnum (shape guessed).
	g.add("far/split-io-python-factory-positional", `
from splitio import get_factory

factory = get_factory("«a»", config={"impressionsMode": "optimized"})
factory.block_until_ready(5)
split = factory.client()
treatment = split.get_treatment("user-«_u»", "new_checkout")
`, V{"a": g.farLow(36), "_u": g.digits(6)}, `"impressionsMode": "optimized"`, `"new_checkout"`)

	// DevCycle server keys start "dvc_server_" (body shape guessed).
	g.add("far/devcycle-node-init-positional", `
import { initializeDevCycle } from '@devcycle/nodejs-server-sdk'

const devcycle = await initializeDevCycle('«a»', { logLevel: 'info' }).onClientInitialized()
// browser bundle uses the client one: «_c»
`, V{"a": "dvc_server_" + g.uuid() + "_" + g.hex(7), "_c": "dvc_client_" + g.uuid() + "_" + g.hex(7)}, "@devcycle/nodejs-server-sdk", "logLevel: 'info'")

	// Eppo SDK keys: "<random>.<base64 of cs=..&eh=..>" (shape partly guessed).
	g.add("far/eppo-sdk-key-env", `
EPPO_SDK_KEY=«a»
EPPO_ASSIGNMENT_LOG_TABLE=analytics.eppo_assignments
`, V{"a": g.b64u(22) + "." + b64raw("cs="+g.farLow(6)+"&eh="+g.farLow(6)+".e.eppo.cloud")}, "EPPO_ASSIGNMENT_LOG_TABLE=analytics.eppo_assignments")

	// Flipt static tokens are any string.
	g.add("far/flipt-client-bare-after-name", `
# values-prod.yaml for the checkout service
featureFlags:
  provider: flipt
  url: https://flipt.acme.internal
  # flipt «a»
  namespace: checkout
`, V{"a": g.farLow(32)}, "url: https://flipt.acme.internal", "namespace: checkout")
}

func (g *G) farObservability() {
	g.add("far/bugsnag-node-start-positional", `
const Bugsnag = require('@bugsnag/js')
const BugsnagPluginExpress = require('@bugsnag/plugin-express')

Bugsnag.start('«a»')
const middleware = Bugsnag.getPlugin('express')
`, V{"a": g.hex(32)}, "@bugsnag/plugin-express", "Bugsnag.getPlugin('express')")

	// Raygun app keys: 22 base64 characters (shape from the docs' examples).
	g.add("far/raygun-appsettings-json", `
{
  "RaygunSettings": {
    "ApiKey": "«a»",
    "ApplicationVersion": "4.12.0",
    "ExcludedStatusCodes": [404, 401]
  }
}
`, V{"a": g.an(22)}, `"ApplicationVersion": "4.12.0"`, `"ExcludedStatusCodes": [404, 401]`)

	g.add("far/uptrace-dsn-env", `
# .env.production
UPTRACE_DSN=https://«a»@api.uptrace.dev?grpc=4317
OTEL_SERVICE_NAME=acme-api
OTEL_RESOURCE_ATTRIBUTES=deployment.environment=production
`, V{"a": g.b64u(22)}, "api.uptrace.dev?grpc=4317", "OTEL_SERVICE_NAME=acme-api")

	// SigNoz Cloud ingestion keys: shape guessed.
	g.add("far/signoz-otel-collector-exporter", `
exporters:
  otlp:
    endpoint: "ingest.eu.signoz.cloud:443"
    tls:
      insecure: false
    headers:
      "signoz-ingestion-key": "«a»"
service:
  pipelines:
    traces: {receivers: [otlp], processors: [batch], exporters: [otlp]}
`, V{"a": g.b64u(36)}, `endpoint: "ingest.eu.signoz.cloud:443"`, "processors: [batch]")

	g.add("far/last9-otlp-basic-header", `
OTEL_EXPORTER_OTLP_ENDPOINT=https://otlp-aps1.last9.io:443
OTEL_EXPORTER_OTLP_HEADERS="Authorization=Basic «a»"
OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf
`, V{"a": b64s(g.farLow(8) + ":" + g.an(32))}, "https://otlp-aps1.last9.io:443", "OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf")

	// Observe datastream tokens: "ds1..." after the customer id (shape partly guessed).
	g.add("far/observe-inc-datastream-bearer", `
curl https://«_c».collect.observeinc.com/v1/http/fluentbit \
  -H "Authorization: Bearer «a»" \
  -H "Content-type: application/json" \
  -d '[{"msg":"deploy finished","service":"billing"}]'
`, V{"_c": g.digits(12), "a": "ds1" + g.an(17) + ":" + g.b64u(32)}, ".collect.observeinc.com/v1/http/fluentbit", `"service":"billing"`)

	g.add("far/hyperdx-otel-env", `
HYPERDX_API_KEY=«a»
OTEL_EXPORTER_OTLP_ENDPOINT=https://in-otel.hyperdx.io
OTEL_SERVICE_NAME=acme-worker
npx opentelemetry-instrument node dist/worker.js
`, V{"a": g.uuid()}, "https://in-otel.hyperdx.io", "npx opentelemetry-instrument node dist/worker.js")

	g.add("far/raygun-bare-under-comment", `
# Raygun — crash reporting for the Android app (prod application)
«a»
# staging one is in the team vault, item "mobile"
`, V{"a": g.an(22)}, `# staging one is in the team vault, item "mobile"`)
}

func (g *G) farUptime() {
	// Dead Man's Snitch: the snitch URL is per-check; the account key is secret.
	g.add("far/deadmanssnitch-crontab-and-api", `
# m h dom mon dow command
30 2 * * * /opt/backup/pg_dump.sh && curl -fsS https://nosnch.in/«=s»
# list snitches (API key as the basic user, empty password)
curl -u «a»: https://api.deadmanssnitch.com/v1/snitches
`, V{"=s": g.hex(10), "a": g.hex(32)}, "/opt/backup/pg_dump.sh", "https://api.deadmanssnitch.com/v1/snitches")

	// HetrixTools API tokens: 32 hex (shape guessed).
	g.add("far/hetrixtools-url-path", `
$ curl -s https://api.hetrixtools.com/v2/«a»/uptime-monitors/0/30/ | jq '.monitors[] | {name, uptime}'
{"name":"api.acme.io","uptime":"99.982"}
{"name":"status.acme.io","uptime":"100"}
`, V{"a": g.hex(32)}, `{"name":"api.acme.io","uptime":"99.982"}`, "/uptime-monitors/0/30/")

	// Assertible takes its token as the basic-auth user.
	g.add("far/assertible-deployments-basic-user", `
- name: Notify Assertible of the deploy
  run: |
    curl -u «a»: -XPOST https://assertible.com/deployments -d '{
      "service": "«_s»",
      "environmentName": "production",
      "version": "'"$GITHUB_SHA"'"
    }'
`, V{"a": g.an(32), "_s": g.uuid()}, "https://assertible.com/deployments", `"environmentName": "production"`)

	// BlazeMeter API key id and secret: shapes guessed.
	g.add("far/blazemeter-bzt-rc", `
$ cat ~/.bzt-rc
modules:
  blazemeter:
    token: «=i»:«a»
    report-name: nightly-checkout
`, V{"=i": g.hex(24), "a": g.hex(64)}, "report-name: nightly-checkout")

	// loader.io: the verification token is published on the target site.
	g.add("far/loaderio-api-key-and-verification", `
$ curl -s -H "loaderio-auth: «a»" https://api.loader.io/v2/apps
[{"app":"api.acme.io","status":"verified","app_id":"«_i»"}]
$ cat public/«_v».txt
«_v»
`, V{"a": g.hex(32), "_i": g.hex(32), "_v": "loaderio-" + g.hex(32)}, `"status":"verified"`)

	// StatusCake API tokens: shape guessed.
	g.add("far/statuscake-bare-in-runbook", `
## Uptime checks
StatusCake account: ops@acme.io
StatusCake: «a»
Checks live under the "Production" contact group; alerts go to #ops-alerts.
`, V{"a": g.an(20)}, `Checks live under the "Production" contact group`, "StatusCake account: ops@acme.io")
}

func (g *G) farAPIPlatforms() {
	// Gravitee personal tokens: UUID shape guessed.
	g.add("far/gravitee-pat-management-api", `
curl -s "https://apim.acme.internal/management/v2/environments/DEFAULT/apis?perPage=10" \
  -H "Authorization: Bearer «a»" | jq -r '.data[].name'
orders-v2
payments-v1
`, V{"a": g.uuid()}, "/management/v2/environments/DEFAULT/apis?perPage=10", "payments-v1")

	g.add("far/apigee-developer-app-credentials", `
$ curl -s -H "Authorization: Bearer $(gcloud auth print-access-token)" \
    https://apigee.googleapis.com/v1/organizations/acme-prod/developers/partner@globex.com/apps/globex-orders | jq '.credentials[0]'
{
  "consumerKey": "«a»",
  "consumerSecret": "«b»",
  "status": "approved",
  "apiProducts": [{"apiproduct": "orders-partner", "status": "approved"}]
}
`, V{"a": g.an(48), "b": g.an(64)}, "$(gcloud auth print-access-token)", `"apiproduct": "orders-partner"`)

	g.add("far/zuplo-key-in-chat", `
ops-bot: New consumer "globex-prod" created in bucket zprj-acme-production
ops-bot: Zuplo issued «a» for Globex, expires never
dana: thanks, sending it over the partner portal
`, V{"a": "zpka_" + g.hex(32) + "_" + g.hex(8)}, `New consumer "globex-prod" created in bucket zprj-acme-production`)

	g.add("far/moesif-management-token", `
# Moesif: the collector Application Id is embedded in the browser SDK;
# the management token below can read and delete event data.
MOESIF_APPLICATION_ID=«_app»
MOESIF_MANAGEMENT_TOKEN=«a»
`, V{"_app": "eyJhcHAiOiI" + g.b64u(40), "a": g.farRS(fmt.Sprintf(`{"app_id":"%s","org_id":"%s","iss":"https://www.moesif.com/","scopes":"read:events delete:events"}`, g.digits(3)+":"+g.digits(3), g.digits(3)+":"+g.digits(2)))},
		"the management token below can read and delete event data")

	g.add("far/pipedream-connect-oauth-env", `
PIPEDREAM_PROJECT_ID=proj_«_p»
PIPEDREAM_ENVIRONMENT=production
PIPEDREAM_CLIENT_ID=«_c»
PIPEDREAM_CLIENT_SECRET=«a»
`, V{"_p": g.an(7), "_c": g.b64u(43), "a": g.b64u(43)}, "PIPEDREAM_ENVIRONMENT=production")

	g.add("far/trigger-dev-bare-after-name", `
sam: which env is the worker pointed at?
dana: prod — Trigger.dev «a» (rotated Monday), project proj_«_p»
`, V{"a": "tr_prod_" + g.an(20), "_p": g.farLow(20)}, "which env is the worker pointed at?")

	// Hook0 application secrets are UUIDs.
	g.add("far/hook0-event-ingest", `
curl -X POST https://app.hook0.com/api/v1/event/ \
  -H "Authorization: Bearer «a»" \
  -H "Content-Type: application/json" \
  -d '{"application_id":"«_app»","event_id":"«_e»","event_type":"billing.invoice.paid","payload":"{}","payload_content_type":"application/json","labels":{"env":"prod"}}'
`, V{"a": g.uuid(), "_app": g.uuid(), "_e": g.uuid()}, `"event_type":"billing.invoice.paid"`)

	// Convoy API keys: "CO.<id>.<secret>" (shape guessed).
	g.add("far/convoy-cli-config", `
$ cat ~/.convoy/config.yaml
active_deployment: acme-prod
deployments:
  acme-prod:
    host: https://convoy.acme.internal
    api_key: «a»
    project_id: «_p»
`, V{"a": "CO." + g.an(16) + "." + g.an(64), "_p": g.farULID()}, "host: https://convoy.acme.internal", "active_deployment: acme-prod")
}

func (g *G) farCMS() {
	// Hygraph permanent auth tokens are RS256 JWTs.
	g.add("far/hygraph-pat-graphql-request", `
import { GraphQLClient } from 'graphql-request'

export const hygraph = new GraphQLClient(
  'https://eu-central-1.cdn.hygraph.com/content/«_p»/master',
  { headers: { Authorization: 'Bearer «a»' } },
)
`, V{"_p": g.farLow(25), "a": g.farRS(fmt.Sprintf(`{"version":3,"iat":%d,"aud":["https://api-eu-central-1.hygraph.com/v2/%s/master"],"iss":"https://management.hygraph.com/","sub":"%s","jti":"%s"}`, g.farIat(), g.farLow(25), g.uuid(), g.farLow(25)))},
		"https://eu-central-1.cdn.hygraph.com/content/")

	g.add("far/builder-io-private-key-bare", `
// Builder.io — public key goes in the client bundle
builder.init("«_pub»");

/* Builder.io write access for the import script (do not ship):
«a»
*/
`, V{"_pub": g.hex(32), "a": "bpk-" + g.hex(32)}, "Builder.io — public key goes in the client bundle")

	// Agility CMS fetch keys: "defaultlive.<hex>" (shape partly guessed).
	g.add("far/agility-cms-fetch-env", `
AGILITY_GUID=«_g»-u
AGILITY_API_FETCH_KEY=«a»
AGILITY_API_PREVIEW_KEY=«b»
AGILITY_LOCALES=en-us
`, V{"_g": g.hex(8), "a": "defaultlive." + g.hex(64), "b": "defaultpreview." + g.hex(64)}, "AGILITY_LOCALES=en-us")

	g.add("far/buttercms-write-token-curl", `
curl -X POST https://api.buttercms.com/v2/posts/ \
  -H "Authorization: Token «a»" \
  -H "Content-Type: application/json" \
  -d '{"title":"Release notes 4.12","slug":"release-notes-4-12","status":"draft"}'
`, V{"a": g.hex(40)}, "https://api.buttercms.com/v2/posts/", `"status":"draft"`)

	// Cosmic bucket keys: shape guessed.
	g.add("far/cosmic-bucket-client-keys", `
import { createBucketClient } from '@cosmicjs/sdk'

const cosmic = createBucketClient({
  bucketSlug: 'acme-blog-production',
  readKey: '«=r»',
  writeKey: '«a»',
})
`, V{"=r": g.an(50), "a": g.an(50)}, "bucketSlug: 'acme-blog-production'")

	// Kontent.ai management API keys are JWTs.
	g.add("far/kontent-ai-management-key-env", `
KONTENT_ENVIRONMENT_ID=«_e»
KONTENT_MANAGEMENT_API_KEY=«a»
KONTENT_PREVIEW=false
`, V{"_e": g.uuid(), "a": g.farJWT(fmt.Sprintf(`{"jti":"%s","iat":"%d","exp":"%d","ver":"3.0.0","uid":"usr_0vKjTCH2dVDmdVz1xvtaWU","scope_id":"%s","project_container_id":"%s","aud":"manage.kenticocloud.com"}`, g.hex(32), g.farIat(), g.farIat()+31536000, g.hex(32), g.hex(32)))},
		"KONTENT_PREVIEW=false")

	// Contentstack stack API keys start "blt", tokens "cs" (documented).
	g.add("far/contentstack-stack-tokens", `
CONTENTSTACK_API_KEY=blt«=k»
CONTENTSTACK_DELIVERY_TOKEN=«a»
CONTENTSTACK_MANAGEMENT_TOKEN=«b»
CONTENTSTACK_ENVIRONMENT=production
CONTENTSTACK_REGION=eu
`, V{"=k": g.hex(16), "a": "cs" + g.hex(32), "b": "cs" + g.hex(32)}, "CONTENTSTACK_ENVIRONMENT=production", "CONTENTSTACK_REGION=eu")

	// Hashnode personal tokens: UUID shape guessed.
	g.add("far/hashnode-gql-header", `
curl -s https://gql.hashnode.com \
  -H "Authorization: «a»" \
  -H "Content-Type: application/json" \
  -d '{"query":"query { me { username publications(first: 1) { edges { node { id title } } } } }"}'
`, V{"a": g.uuid()}, "https://gql.hashnode.com", "publications(first: 1)")

	g.add("far/contentstack-management-bare", `
Contentstack (stack "marketing-site", eu region)
  delivery, production env: «a»
  management, CI migrations: «b»
`, V{"a": "cs" + g.hex(32), "b": "cs" + g.hex(32)}, `Contentstack (stack "marketing-site", eu region)`)
}

func (g *G) farSearch() {
	// Coveo API keys are "xx" followed by a UUID (documented).
	g.add("far/coveo-push-key-in-chat", `
dana: Coveo org is acmeproductionq8x1r, source id is acmeproductionq8x1r-«_s»
dana: the push one is «a» — scoped to that source only
`, V{"_s": g.farLow(26), "a": "xx" + g.uuid()}, "scoped to that source only")

	// Constructor.io: "key_" is the public index key, "tok_" the secret token.
	g.add("far/constructor-io-node-client", `
const ConstructorIOClient = require('@constructor-io/constructorio-node');

const constructorio = new ConstructorIOClient({
  apiKey: '«_k»',
  apiToken: '«a»',
});
`, V{"_k": "key_" + g.an(16), "a": "tok_" + g.an(16)}, "@constructor-io/constructorio-node")

	// Doofinder management keys: "<zone>-<40 hex>" (documented).
	g.add("far/doofinder-management-token-header", `
$ curl -s https://eu1-api.doofinder.com/api/v2/hashid/«_h»/indices \
    -H "Authorization: Token «a»"
[{"name":"product","preset":"product"}]
`, V{"_h": g.hex(32), "a": "eu1-" + g.hex(40)}, "https://eu1-api.doofinder.com/api/v2/hashid/", `[{"name":"product","preset":"product"}]`)

	g.add("far/searchspring-site-secret-env", `
SEARCHSPRING_SITE_ID=«_s»
SEARCHSPRING_SECRET_KEY=«a»
SEARCHSPRING_FEED_URL=https://acme.myshopify.com/collections/all.atom
`, V{"_s": g.farLow(6), "a": g.hex(32)}, "SEARCHSPRING_FEED_URL=https://acme.myshopify.com/collections/all.atom")

	// Klevu: the JS key is public, the REST auth key is not.
	g.add("far/klevu-rest-auth-key", `
<script>klevu({ global: { apiKey: "klevu-«_j»" } });</script>
<!-- server-side indexing: -->
<!-- KLEVU_REST_AUTH_KEY=«a» -->
`, V{"_j": g.digits(15), "a": g.b64(24)}, "<!-- server-side indexing: -->")

	// Vectara: zqt_ query keys, zwt_ index keys, zut_ personal keys.
	g.add("far/vectara-keys-in-prose", `
Vectara setup for the docs assistant:
- corpus: acme-docs (customer 2184003762)
- Vectara «a» for the indexer
- query scope only for the widget: «=q»
`, V{"a": "zwt_" + g.b64u(38), "=q": "zqt_" + g.b64u(38)}, "corpus: acme-docs (customer 2184003762)")

	g.add("far/vespa-cloud-pyvespa-token", `
from vespa.application import Vespa

app = Vespa(
    url="https://«_e».z.vespa-app.cloud",
    vespa_cloud_secret_token="«a»",
)
app.query(yql="select * from doc where userQuery()", query="rotate keys")
`, V{"_e": g.hex(8) + "." + g.hex(8), "a": "vespa_cloud_" + g.an(43)}, `yql="select * from doc where userQuery()"`)
}

func (g *G) farStreams() {
	// StreamNative API keys are RS256 JWTs.
	g.add("far/streamnative-pulsar-token-java", `
PulsarClient client = PulsarClient.builder()
    .serviceUrl("pulsar+ssl://acme-prod.acme.aws-use2-production-snc.streamnative.aws.snio.cloud:6651")
    .authentication(AuthenticationFactory.token("«a»"))
    .build();
`, V{"a": g.farRS(fmt.Sprintf(`{"https://streamnative.io/username":"orders-svc@acme.auth.streamnative.cloud","iss":"https://auth.streamnative.cloud/","sub":"%s@clients","aud":"urn:sn:pulsar:acme:acme-prod","iat":%d,"gty":"client-credentials"}`, g.an(32), g.farIat()))},
		"pulsar+ssl://acme-prod.acme.aws-use2-production-snc.streamnative.aws.snio.cloud:6651")

	g.add("far/synadia-ngs-creds-file", `
$ cat ~/.local/share/nats/nsc/keys/creds/synadia/ACME/orders-svc.creds
-----BEGIN NATS USER JWT-----
«=j»
------END NATS USER JWT------

************************* IMPORTANT *************************
NKEY Seed printed below can be used to sign and prove identity.
NKEYs are sensitive and should be treated as secrets.

-----BEGIN USER NKEY SEED-----
«a»
------END USER NKEY SEED------

*************************************************************
$ nats --creds orders-svc.creds --server tls://connect.ngs.global pub orders.created '{}'
`, V{"=j": g.farNATSUserJWT(), "a": g.farNKeySeed()}, "tls://connect.ngs.global")

	// IronMQ tokens: shape guessed.
	g.add("far/ironmq-iron-json", `
$ cat iron.json
{
  "token": "«a»",
  "project_id": "«_p»",
  "host": "mq-aws-eu-west-1-1.iron.io"
}
`, V{"a": g.an(20), "_p": g.hex(24)}, `"host": "mq-aws-eu-west-1-1.iron.io"`)

	g.add("far/cloudkarafka-client-properties", `
bootstrap.servers=rocket-01.srvs.cloudkafka.com:9094,rocket-02.srvs.cloudkafka.com:9094
security.protocol=SASL_SSL
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="«_u»" password="«a»";
`, V{"_u": g.farLow(8), "a": g.an(32)}, "sasl.mechanism=SCRAM-SHA-512", "rocket-01.srvs.cloudkafka.com:9094")

	// Instaclustr provisioning keys: shape guessed.
	g.add("far/instaclustr-provisioning-basic", `
$ curl -s -u acme-ops:«a» https://api.instaclustr.com/cluster-management/v2/resources/applications/kafka/clusters/v2 | jq '.[].name'
"events-prod"
`, V{"a": g.hex(32)}, "https://api.instaclustr.com/cluster-management/v2/resources/applications/kafka/clusters/v2", `"events-prod"`)

	// Momento v1 keys: base64 of {"endpoint":...,"api_key":<JWT>}.
	g.add("far/momento-api-key-env", `
MOMENTO_API_KEY=«a»
MOMENTO_CACHE_NAME=sessions
`, V{"a": b64s(`{"endpoint":"cell-4-us-west-2-1.prod.a.momentohq.com","api_key":"` + g.farJWT(fmt.Sprintf(`{"sub":"ops@acme.io","ver":1,"p":"%s","exp":%d}`, g.b64u(40), g.farIat()+31536000)) + `"}`)},
		"MOMENTO_CACHE_NAME=sessions")

	g.add("far/solace-jcsmp-properties", `
# solace.properties
solace.host=tcps://mr-connection-«_h».messaging.solace.cloud:55443
solace.vpn=acme-prod
solace.username=solace-cloud-client
solace.password=«a»
`, V{"_h": g.farLow(11), "a": g.farLow(26)}, "solace.vpn=acme-prod", "solace.username=solace-cloud-client")

	// Estuary Flow refresh tokens: base64 JSON (shape guessed).
	g.add("far/estuary-flowctl-bare", `
# Estuary Flow (flowctl) — CI service account for acme/
«a»
`, V{"a": b64s(fmt.Sprintf(`{"id":"%s","secret":"%s"}`, g.hex(16), g.farLow(32)))}, "CI service account for acme/")
}

func (g *G) farPaaS() {
	g.add("far/caprover-deploy-short-flag", `
$ npx caprover deploy -h https://captain.apps.acme.dev -p «a» -a web -b main
Deploying web to https://captain.apps.acme.dev
Build started for web
`, V{"a": g.pwURL()}, "Deploying web to https://captain.apps.acme.dev", "Build started for web")

	// genezio tokens: shape guessed.
	g.add("far/genezio-login-positional", `
$ npx genezio login «a»
You are now logged in as dana@acme.io
$ npx genezio deploy --env .env.prod
`, V{"a": g.hex(64)}, "You are now logged in as dana@acme.io", "npx genezio deploy --env .env.prod")

	g.add("far/clever-cloud-bare-under-comment", `
# Clever Cloud — CI runner login, consumer pair in this order:
«a»
«b»
`, V{"a": g.hex(32), "b": g.hex(32)}, "CI runner login, consumer pair in this order:")
}

func (g *G) farGPU() {
	// RunPod keys: newer ones start "rpa_" (body shape guessed).
	g.add("far/runpod-python-sdk", `
import runpod

runpod.api_key = "«a»"
endpoint = runpod.Endpoint("«_e»")
run = endpoint.run_sync({"input": {"prompt": "a lighthouse at dusk"}}, timeout=120)
`, V{"a": "rpa_" + g.farUp(40) + g.farLow(6), "_e": g.farLow(14)}, `{"prompt": "a lighthouse at dusk"}`)

	// Lambda Cloud keys: "secret_<name>_<hex>.<...>" (shape partly guessed);
	// the API takes them as the basic-auth user.
	g.add("far/lambda-cloud-basic-user", `
$ curl -su «a»: https://cloud.lambdalabs.com/api/v1/instance-types | jq -r '.data | keys[]' | head -3
gpu_1x_a100_sxm4
gpu_1x_gh200
gpu_1x_h100_pcie
`, V{"a": "secret_acme-ci_" + g.hex(32) + "." + g.an(32)}, "https://cloud.lambdalabs.com/api/v1/instance-types", "gpu_1x_gh200")

	g.add("far/vast-ai-set-api-key", `
$ pip install vastai
$ vastai set api-key «a»
Your api key has been saved in /home/dana/.config/vastai/vast_api_key
$ vastai search offers 'gpu_name=RTX_4090 num_gpus=1 reliability>0.98' -o 'dph'
`, V{"a": g.hex(64)}, "gpu_name=RTX_4090 num_gpus=1 reliability>0.98")

	// CoreWeave kubeconfig tokens: shape guessed.
	g.add("far/coreweave-kubeconfig-user", `
apiVersion: v1
kind: Config
clusters:
- cluster:
    server: https://k8s.ord1.coreweave.com
  name: coreweave
users:
- name: acme-ml
  user:
    token: «a»
contexts:
- context: {cluster: coreweave, namespace: tenant-acme-ml, user: acme-ml}
  name: coreweave
`, V{"a": g.an(20) + "." + g.an(40)}, "server: https://k8s.ord1.coreweave.com", "namespace: tenant-acme-ml")

	// Lepton workspace tokens: "<workspace>:<token>" (shape partly guessed).
	g.add("far/lepton-login-credential-flag", `
$ lep login -c acmeml:«a»
Logged in to your workspace acmeml.
$ lep deployment list
`, V{"a": g.farLow(32)}, "Logged in to your workspace acmeml.", "lep deployment list")

	g.add("far/sambanova-openai-compatible", `
from openai import OpenAI

client = OpenAI(
    base_url="https://api.sambanova.ai/v1",
    api_key="«a»",
)
resp = client.chat.completions.create(model="Meta-Llama-3.3-70B-Instruct", messages=msgs)
`, V{"a": g.uuid()}, `base_url="https://api.sambanova.ai/v1"`, `model="Meta-Llama-3.3-70B-Instruct"`)

	// Hyperbolic keys: JWT shape guessed.
	g.add("far/hyperbolic-bearer-curl", `
curl -X POST "https://api.hyperbolic.xyz/v1/chat/completions" \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer «a»" \
  --data-raw '{"model":"deepseek-ai/DeepSeek-V3","messages":[{"role":"user","content":"ping"}],"max_tokens":8}'
`, V{"a": g.farJWT(fmt.Sprintf(`{"sub":"dana@acme.io","iat":%d}`, g.farIat()))}, `"model":"deepseek-ai/DeepSeek-V3"`)

	// Novita keys: shape guessed.
	g.add("far/novita-client-positional", `
from novita_client import NovitaClient

client = NovitaClient("«a»")
res = client.txt2img_v3(model_name="sd_xl_base_1.0.safetensors", prompt="isometric city, dusk", width=1024, height=1024)
`, V{"a": "sk_" + g.b64u(43)}, `model_name="sd_xl_base_1.0.safetensors"`)

	// Crusoe Cloud access keys: shapes guessed.
	g.add("far/crusoe-cli-config-toml", `
$ cat ~/.crusoe/config
[default]
default_project = "ml-training"
access_key_id = "«=i»"
secret_key = "«a»"
`, V{"=i": g.b64u(22), "a": g.b64u(43)}, `default_project = "ml-training"`)

	// DataCrunch: OAuth client credentials, positional in the SDK.
	g.add("far/datacrunch-client-positional", `
from datacrunch import DataCrunchClient

datacrunch = DataCrunchClient("«_c»", "«a»")
instances = datacrunch.instances.get()
`, V{"_c": g.an(20), "a": g.an(43)}, "datacrunch.instances.get()")

	// SaladCloud keys start "salad_cloud_user_" (body guessed).
	g.add("far/salad-cloud-header", `
curl -s https://api.salad.com/api/public/organizations/acme/projects/inference/containers \
  -H "Salad-Api-Key: «a»"
`, V{"a": "salad_cloud_user_" + g.an(48)}, "/organizations/acme/projects/inference/containers")

	g.add("far/runpod-bare-in-notes", `
GPU scratch notes — 2026-03-02
- pod: 4x H100 SXM, community cloud, us-tx-3
- RunPod: «a»
- volume: acme-models (250 GB)
`, V{"a": "rpa_" + g.farUp(40) + g.farLow(6)}, "pod: 4x H100 SXM, community cloud, us-tx-3", "volume: acme-models (250 GB)")
}

func (g *G) farClouds() {
	// UpCloud API tokens start "ucat_" (body guessed).
	g.add("far/upcloud-env-token-and-basic", `
# UpCloud: new API token for Terraform; the sub-account below is legacy.
export UPCLOUD_TOKEN=«a»
export UPCLOUD_USERNAME=acme-api
export UPCLOUD_PASSWORD=«b»
`, V{"a": "ucat_" + g.farULID(), "b": g.pw()}, "export UPCLOUD_USERNAME=acme-api")

	g.add("far/equinix-metal-terraform", `
provider "equinix" {
  auth_token = "«a»"
}

resource "equinix_metal_device" "ci" {
  hostname         = "ci-runner-1"
  plan             = "c3.small.x86"
  metro            = "da"
  operating_system = "ubuntu_24_04"
  project_id       = "«_p»"
}
`, V{"a": g.an(32), "_p": g.uuid()}, `plan             = "c3.small.x86"`)

	// Latitude.sh keys: shape guessed.
	g.add("far/latitude-sh-login-positional", `
$ lsh login «a»
Logged in. Default project: acme-bare-metal
$ lsh servers list --project acme-bare-metal
`, V{"a": g.hex(48)}, "Default project: acme-bare-metal")

	g.add("far/phoenixnap-config-yaml", `
$ cat ~/.pnap/config.yaml
# phoenixNAP Bare Metal Cloud — application credentials
clientId: «_c»
clientSecret: «a»
`, V{"_c": g.uuid(), "a": g.uuid()}, "phoenixNAP Bare Metal Cloud — application credentials")

	// Cherry Servers tokens: JWT shape guessed.
	g.add("far/cherry-servers-go-client", `
client, err := cherrygo.NewClient(cherrygo.WithAuthToken("«a»"))
if err != nil {
	log.Fatal(err)
}
servers, _, err := client.Servers.List(«_p», nil)
`, V{"a": g.farJWT(fmt.Sprintf(`{"iss":"cherryservers","sub":"%s","iat":%d}`, g.digits(5), g.farIat())), "_p": g.digits(6)}, "client.Servers.List(")

	g.add("far/leaseweb-lsw-auth-header", `
$ curl -s -H "X-LSW-Auth: «a»" "https://api.leaseweb.com/bareMetals/v2/servers?limit=5" | jq '.servers[].contract.reference'
"db-primary-ams"
`, V{"a": g.uuid()}, "https://api.leaseweb.com/bareMetals/v2/servers?limit=5", `"db-primary-ams"`)

	g.add("far/conoha-openstack-rc", `
# ConoHa VPS (tyo3) — downloaded OpenStack RC
export OS_AUTH_URL=https://identity.c3j1.conoha.io/v3
export OS_PROJECT_ID=«_p»
export OS_USERNAME=gncu«_u»
export OS_PASSWORD=«a»
export OS_USER_DOMAIN_NAME=gnc
`, V{"_p": g.hex(32), "_u": g.digits(8), "a": g.pwStrong()}, "https://identity.c3j1.conoha.io/v3", "OS_USER_DOMAIN_NAME=gnc")

	g.add("far/selectel-terraform-provider", `
provider "selectel" {
  domain_name = "«_d»"
  username    = "terraform"
  password    = "«a»"
  auth_region = "pool"
  auth_url    = "https://cloud.api.selcloud.ru/identity/v3/"
}
`, V{"_d": g.digits(6), "a": g.pwStrong()}, `auth_url    = "https://cloud.api.selcloud.ru/identity/v3/"`)

	// Timeweb Cloud tokens: JWT shape guessed.
	g.add("far/timeweb-twc-config", `
$ cat ~/.twcrc
[default]
token = "«a»"
$ twc server list
`, V{"a": g.farRS(fmt.Sprintf(`{"login":"cw%s","is_api":true,"api_key_id":"%s","jti":"%s","iat":%d}`, g.digits(5), g.uuid(), g.an(10), g.farIat()))}, "$ twc server list")

	g.add("far/equinix-metal-bare-in-handoff", `
handoff for the DA metro migration
- project: acme-ci («_p»)
- Equinix Metal «a» (project-level, read/write)
- plan c3.small.x86, 4 nodes
`, V{"_p": g.uuid(), "a": g.an(32)}, "plan c3.small.x86, 4 nodes", "handoff for the DA metro migration")
}

func (g *G) farDBaaS() {
	// CockroachDB Cloud keys: "CCDB1_<22>_<40>" (documented).
	g.add("far/cockroach-cloud-api-key-env", `
export COCKROACH_API_KEY=«a»
terraform -chdir=infra/crdb plan
`, V{"a": "CCDB1_" + g.an(22) + "_" + g.an(40)}, "terraform -chdir=infra/crdb plan")

	g.add("far/cockroach-cloud-connection-url", `
DATABASE_URL="postgresql://dana:«a»@acme-prod-«_c».j77.aws-eu-central-1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full"
`, V{"a": g.an(22), "_c": g.digits(4)}, ".aws-eu-central-1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full")

	g.add("far/nile-database-url", `
NILEDB_URL=postgres://«_u»:«a»@eu-central-1.db.thenile.dev:5432/acme_saas
`, V{"_u": g.uuid(), "a": g.uuid()}, "@eu-central-1.db.thenile.dev:5432/acme_saas")

	// TiDB Cloud API: digest auth with public key (8 upper) and private key.
	g.add("far/tidb-cloud-digest-user", `
$ curl --digest --user «=pub»:«a» \
    "https://api.tidbcloud.com/api/v1beta/projects" | jq '.items[].name'
"acme-analytics"
`, V{"=pub": g.farUp(8), "a": g.uuid()}, "https://api.tidbcloud.com/api/v1beta/projects", `"acme-analytics"`)

	// YugabyteDB Aeon API keys: JWT shape guessed.
	g.add("far/yugabyte-aeon-ybm-auth", `
$ ybm auth --apiKey «a»
? A profile already exists, overwrite it? Yes
Successfully logged in as dana@acme.io
$ ybm cluster list
`, V{"a": g.farJWT(fmt.Sprintf(`{"iss":"yugabyte","sub":"%s","isApiToken":true,"apiKey":"%s","iat":%d}`, g.uuid(), g.uuid(), g.farIat()))}, "Successfully logged in as dana@acme.io")

	// Rockset API keys: 64 alnum (shape guessed).
	g.add("far/rockset-client-positional", `
from rockset import RocksetClient, Regions

rs = RocksetClient(Regions.usw2a1, "«a»")
rs.Queries.query(sql={"query": "SELECT COUNT(*) FROM commons.orders"})
`, V{"a": g.an(64)}, "RocksetClient(Regions.usw2a1,", `"SELECT COUNT(*) FROM commons.orders"`)

	g.add("far/couchbase-capella-python", `
from couchbase.auth import PasswordAuthenticator
from couchbase.cluster import Cluster
from couchbase.options import ClusterOptions

auth = PasswordAuthenticator("app_orders", "«a»")
cluster = Cluster("couchbases://cb.«_h».cloud.couchbase.com", ClusterOptions(auth))
`, V{"a": g.pwStrong(), "_h": g.farLow(16)}, "from couchbase.options import ClusterOptions")

	g.add("far/scylla-cloud-cqlsh", `
$ cqlsh node-0.aws-us-east-1.«_h».clusters.scylla.cloud -u scylla -p «a» --ssl
Connected to acme-prod at node-0.aws-us-east-1.«_h».clusters.scylla.cloud:9042
[cqlsh 6.0.20 | Scylla 2024.1.3 | CQL spec 3.3.1 | Native protocol v4]
`, V{"_h": g.hex(20), "a": g.an(16)}, "[cqlsh 6.0.20 | Scylla 2024.1.3 | CQL spec 3.3.1 | Native protocol v4]")

	// QuestDB Cloud ILP tokens: shape guessed.
	g.add("far/questdb-ilp-conf-string", `
QDB_CLIENT_CONF="https::addr=acme-prod.questdb.net:9000;token=«a»;tls_verify=on;"
`, V{"a": g.b64u(43)}, "https::addr=acme-prod.questdb.net:9000;", "tls_verify=on;")

	// CrateDB Cloud API key and secret: shapes guessed.
	g.add("far/cratedb-cloud-croud-config", `
$ cat ~/.config/Crate/croud.yaml
current-profile: prod
default-format: table
profiles:
  prod:
    auth-token: ''
    endpoint: https://console.cratedb.cloud
    key: «=k»
    secret: «a»
    region: eks1.eu-west-1.aws
`, V{"=k": g.farLow(16), "a": g.an(32)}, "endpoint: https://console.cratedb.cloud", "region: eks1.eu-west-1.aws")

	g.add("far/surrealdb-start-pass-flag", `
$ surreal start --user root --pass «a» --bind 0.0.0.0:8000 rocksdb:/data/acme.db
2026-03-02T10:11:12.000000Z  INFO surreal::env: Running 2.1.4 for linux on x86_64
2026-03-02T10:11:12.100000Z  INFO surrealdb::net: Started web server on 0.0.0.0:8000
`, V{"a": g.pwURL()}, "Started web server on 0.0.0.0:8000", "rocksdb:/data/acme.db")

	g.add("far/dragonfly-cloud-rediss-url", `
# Dragonfly Cloud datastore "sessions-eu"
REDIS_URL=rediss://default:«a»@«_h».dragonflydb.cloud:6385
`, V{"a": g.farLow(24), "_h": g.farLow(6)}, `# Dragonfly Cloud datastore "sessions-eu"`)

	// Back4App keys: 40 alnum (shape guessed).
	g.add("far/back4app-master-key-curl", `
curl -X GET \
  -H "X-Parse-Application-Id: «_app»" \
  -H "X-Parse-Master-Key: «a»" \
  "https://parseapi.back4app.com/classes/_User?limit=3"
`, V{"_app": g.an(40), "a": g.an(40)}, "https://parseapi.back4app.com/classes/_User?limit=3")

	g.add("far/elephantsql-url-in-yaml", `
# legacy staging still on ElephantSQL (tiny turtle)
database:
  url: postgres://«_u»:«a»@snuffleupagus.db.elephantsql.com/«_u»
  pool: 5
`, V{"_u": g.farLow(8), "a": g.b64u(32)}, "@snuffleupagus.db.elephantsql.com/", "pool: 5")
}

func (g *G) farStorage() {
	g.add("far/filebase-rclone-conf", `
[filebase]
type = s3
provider = Filebase
access_key_id = «=i»
secret_access_key = «a»
endpoint = https://s3.filebase.com
`, V{"=i": g.farUp(20), "a": g.an(40)}, "endpoint = https://s3.filebase.com", "provider = Filebase")

	g.add("far/rsync-net-borg-passphrase", `
export BORG_REPO=ssh://«_u»@«_u».rsync.net/./borg/acme-files
export BORG_PASSPHRASE=«a»
export BORG_REMOTE_PATH=borg14
borg create --stats ::'{hostname}-{now}' /srv/files
`, V{"_u": "de" + g.digits(4), "a": g.pw()}, "export BORG_REMOTE_PATH=borg14", "::'{hostname}-{now}' /srv/files")

	// Tarsnap key files: base64 body, length guessed.
	g.add("far/tarsnap-key-file", `
$ cat /root/tarsnap.key
# START OF TARSNAP KEY FILE
«a»
# END OF TARSNAP KEY FILE
`, V{"a": wrap(g.b64(900), 64)}, "# START OF TARSNAP KEY FILE")

	g.add("far/filestack-app-secret-env", `
# Filestack: the picker uses the public key; the secret signs policies server-side
NEXT_PUBLIC_FILESTACK_KEY=«_k»
FILESTACK_APP_SECRET=«a»
`, V{"_k": "A" + g.an(21), "a": g.farUp(26)}, "the picker uses the public key")

	// Bytescale: "public_" keys are for browsers, "secret_" keys are not.
	g.add("far/bytescale-secret-bearer", `
curl "https://api.bytescale.com/v2/accounts/«_a»/uploads/binary" \
  -H "Authorization: Bearer «a»" \
  -H "Content-Type: image/png" \
  --data-binary @logo.png
`, V{"_a": g.an(7), "a": "secret_" + g.an(29)}, "--data-binary @logo.png")

	g.add("far/pinata-jwt-env", `
# Pinata (IPFS pinning) — scoped to pinFileToIPFS + pinJSONToIPFS
PINATA_JWT=«a»
PINATA_GATEWAY=acme.mypinata.cloud
`, V{"a": g.farJWT(fmt.Sprintf(`{"userInformation":{"id":"%s","email":"ops@acme.io","email_verified":true},"authenticationType":"scopedKey","scopedKeyKey":"%s","scopedKeySecret":"%s","exp":%d,"iat":%d}`, g.uuid(), g.hex(20), g.hex(64), g.farIat()+31536000, g.farIat()))},
		"PINATA_GATEWAY=acme.mypinata.cloud")

	g.add("far/filebase-pair-bare-lines", `
Filebase bucket acme-ipfs-archive — uploader pair, id first:
«=i»
«a»
`, V{"=i": g.farUp(20), "a": g.an(40)}, "Filebase bucket acme-ipfs-archive")
}

func (g *G) farSecretsPKI() {
	// CyberArk Conjur host API keys: ~55 lowercase alnum (shape from docs' examples).
	g.add("far/conjur-host-login-flag", `
$ conjur login -i host/ci/jenkins-agent -p «a»
Logged in
$ conjur variable get -i prod/db/password
`, V{"a": g.farLow(55)}, "conjur login -i host/ci/jenkins-agent", "conjur variable get -i prod/db/password")

	g.add("far/venafi-vcert-enroll-flag", `
$ vcert enroll -k «a» --cn api.acme.io -z "Acme\\Default" --san-dns api.acme.io --key-type rsa --key-size 3072
vCert: 2026/03/02 10:11:12 Successfully connected to Venafi as a Service
`, V{"a": g.uuid()}, "Successfully connected to Venafi as a Service", "--san-dns api.acme.io")

	g.add("far/smallstep-one-time-token", `
$ step ca token db01.acme.internal --provisioner ops@acme.io --ca-url https://ca.acme.internal --root root_ca.crt
✔ Provisioner: ops@acme.io (JWK) [kid: «_k»]
✔ Please enter the password to decrypt the provisioner key:
«a»
`, V{"_k": g.b64u(43), "a": g.jwt("ES256", fmt.Sprintf(`{"aud":"https://ca.acme.internal/1.0/sign","exp":%d,"iat":%d,"iss":"ops@acme.io","jti":"%s","nbf":%d,"sans":["db01.acme.internal"],"sha":"%s","sub":"db01.acme.internal"}`, g.farIat()+300, g.farIat(), g.hex(64), g.farIat(), g.hex(64)))},
		"--ca-url https://ca.acme.internal")

	g.add("far/keyfactor-command-config", `
{
  "KeyfactorCommand": {
    "Hostname": "acme.kfdelivery.com",
    "Username": "ACME\\svc-certbot",
    "Password": "«a»",
    "Domain": "ACME"
  }
}
`, V{"a": g.pwStrong()}, `"Hostname": "acme.kfdelivery.com"`)

	g.add("far/zerossl-certbot-eab", `
certbot certonly --standalone -d api.acme.io \
  --server https://acme.zerossl.com/v2/DV90 \
  --eab-kid «=kid» \
  --eab-hmac-key «a»
`, V{"=kid": g.b64u(22), "a": g.b64u(86)}, "--server https://acme.zerossl.com/v2/DV90")

	g.add("far/ssl-com-acme-sh-eab", `
acme.sh --register-account --server sslcom \
  --eab-kid «=kid» \
  --eab-hmac-key «a»
`, V{"=kid": g.hex(12), "a": g.b64u(43)}, "acme.sh --register-account --server sslcom")

	g.add("far/teleport-node-join-token", `
$ tctl tokens add --type=node --ttl=1h
The invite token: «a»
This token will expire in 60 minutes.

Run this on the new node to join the cluster:

> teleport start \
   --roles=node \
   --token=«a» \
   --ca-pin=sha256:«_pin» \
   --auth-server=teleport.acme.io:443
`, V{"a": g.hex(32), "_pin": g.hex(64)}, "--auth-server=teleport.acme.io:443")

	g.add("far/teleport-bot-join-bare", `
# tbot join for the GitHub runner — Teleport acme.teleport.sh, bot "gha-deployer"
«a»
`, V{"a": g.hex(32)}, `bot "gha-deployer"`)
}

func (g *G) farIdentity() {
	// Frontegg client ids and secrets are UUIDs.
	g.add("far/frontegg-vendor-token", `
curl -s -X POST https://api.frontegg.com/auth/vendor/ \
  -H "Content-Type: application/json" \
  -d '{"clientId":"«_c»","secret":"«a»"}' | jq -r .expiresIn
86400
`, V{"_c": g.uuid(), "a": g.uuid()}, "https://api.frontegg.com/auth/vendor/")

	// PropelAuth backend keys: shape guessed.
	g.add("far/propelauth-python-init-positional", `
from propelauth_fastapi import init_auth

auth = init_auth("https://auth.acme.io", "«a»")
`, V{"a": g.hex(96)}, `init_auth("https://auth.acme.io",`, "from propelauth_fastapi import init_auth")

	g.add("far/casdoor-go-init-positional", `
casdoorsdk.InitConfig(
	"https://door.acme.io",
	"«_c»",
	"«a»",
	string(certPEM),
	"acme",
	"app-portal",
)
`, V{"_c": g.hex(20), "a": g.hex(40)}, `"https://door.acme.io"`, `"app-portal"`)

	// Userfront admin keys: "uf_live_admin_<tenant>_<hex>" (shape partly guessed).
	g.add("far/userfront-admin-bearer", `
curl https://api.userfront.com/v0/tenants/«_t»/users/find \
  -X POST \
  -H "Authorization: Bearer «a»" \
  -H "Content-Type: application/json" \
  -d '{"filters":{"conjunction":"and","filterGroups":[]}}'
`, V{"_t": g.farLow(8), "a": "uf_live_admin_" + g.farLow(8) + "_" + g.hex(32)}, "https://api.userfront.com/v0/tenants/")

	// Corbado: project ids "pro-<digits>", API secrets "corbado1_<30>".
	g.add("far/corbado-node-config-positional", `
import { Config, SDK } from '@corbado/node-sdk';

const config = new Config('pro-«_p»', '«a»', 'https://pro-«_p».frontendapi.cloud.corbado.io', 'https://backendapi.cloud.corbado.io');
const sdk = new SDK(config);
`, V{"_p": g.digits(19), "a": "corbado1_" + g.an(30)}, "https://backendapi.cloud.corbado.io")

	g.add("far/ssoready-key-in-chat", `
dana: SAML for Globex is live in staging
sam: SSOReady prod is «a», added it to the team vault as well
`, V{"a": "ssoready_sk_" + g.farLow(25)}, "SAML for Globex is live in staging")

	// Scalekit client secrets: shape guessed.
	g.add("far/scalekit-client-positional", `
from scalekit import ScalekitClient

scalekit = ScalekitClient(
    "https://acme.scalekit.com",
    "skc_«_c»",
    "«a»",
)
`, V{"_c": g.digits(17), "a": "test_" + g.an(60)}, `"https://acme.scalekit.com"`)

	g.add("far/permit-io-pdp-docker", `
docker run -it -p 7766:7000 \
  --env PDP_API_KEY=«a» \
  --env PDP_DEBUG=True \
  permitio/pdp-v2:latest
`, V{"a": "permit_key_" + g.an(64)}, "permitio/pdp-v2:latest", "PDP_DEBUG=True")

	g.add("far/permit-io-bare-under-comment", `
# Permit.io — production environment, project "acme-portal"
«a»
`, V{"a": "permit_key_" + g.an(64)}, `project "acme-portal"`)

	// Cerbos Hub client credentials: shapes guessed.
	g.add("far/cerbos-hub-env", `
CERBOS_HUB_CLIENT_ID=«_c»
CERBOS_HUB_CLIENT_SECRET=«a»
CERBOS_HUB_DEPLOYMENT_ID=«_d»
`, V{"_c": g.farLow(12), "a": g.b64u(43), "_d": g.farUp(12)}, "CERBOS_HUB_CLIENT_ID=")

	// AuthZed tokens: "tc_<name>_<hex>" (shape guessed).
	g.add("far/authzed-zed-context-positional", `
$ zed context set prod grpc.authzed.com:443 «a»
$ zed schema read
`, V{"a": "tc_zed_prod_" + g.hex(64)}, "zed context set prod grpc.authzed.com:443", "zed schema read")

	// Oso Cloud keys start "e_" (shape partly guessed).
	g.add("far/oso-cloud-client-positional", `
from oso_cloud import Oso

oso = Oso("https://cloud.osohq.com", "«a»")
oso.authorize(user, "read", repo)
`, V{"a": "e_" + g.an(22) + "_" + g.b64u(43)}, `oso.authorize(user, "read", repo)`, "from oso_cloud import Oso")
}

func (g *G) farPortals() {
	// Port client id and secret: shapes guessed.
	g.add("far/port-ocean-helm-values", `
# helm upgrade --install gitlab-integration port-labs/port-ocean -f values.yaml
port:
  clientId: «_c»
  clientSecret: «a»
  baseUrl: https://api.getport.io
integration:
  identifier: gitlab
  type: gitlab
`, V{"_c": g.an(32), "a": g.an(64)}, "baseUrl: https://api.getport.io", "identifier: gitlab")

	// Roadie API tokens: JWT shape guessed.
	g.add("far/roadie-backstage-proxy", `
# app-config.local.yaml — Roadie-hosted Backstage, proxy to the catalog
proxy:
  '/roadie':
    target: https://api.roadie.so/api
    headers:
      Authorization: Bearer «a»
`, V{"a": g.farRS(fmt.Sprintf(`{"iss":"https://api.roadie.so","tenant":"acme","sub":"svc-catalog","iat":%d}`, g.farIat()))}, "target: https://api.roadie.so/api")

	g.add("far/port-client-pair-bare", `
Port (getport.io) — Terraform provider for the catalog, org "acme":
«_c»
«a»
`, V{"_c": g.an(32), "a": g.an(64)}, `org "acme"`)
}

func (g *G) farTesting() {
	g.add("far/testingbot-wdio-config", `
// wdio.testingbot.conf.js
exports.config = {
  user: '«=k»',
  key: '«a»',
  services: ['testingbot'],
  capabilities: [{ browserName: 'safari', 'tb:options': { platform: 'SONOMA' } }],
}
`, V{"=k": g.hex(32), "a": g.hex(32)}, "services: ['testingbot']", "platform: 'SONOMA'")

	g.add("far/testingbot-hub-url-userinfo", `
driver = webdriver.Remote(
    command_executor="https://«=k»:«a»@hub.testingbot.com/wd/hub",
    options=opts,
)
`, V{"=k": g.hex(32), "a": g.hex(32)}, "@hub.testingbot.com/wd/hub")

	// Perfecto security tokens are Keycloak offline tokens (JWT).
	g.add("far/perfecto-security-token-caps", `
const capabilities = {
  platformName: 'Android',
  'perfecto:options': {
    securityToken: '«a»',
    deviceName: 'R58M123ABC',
    appiumVersion: '1.22.3',
  },
};
const url = 'https://acme.perfectomobile.com/nexperience/perfectomobile/wd/hub';
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"jti":"%s","exp":0,"nbf":0,"iat":%d,"iss":"https://auth.perfectomobile.com/auth/realms/acme-perfectomobile-com","aud":"https://auth.perfectomobile.com/auth/realms/acme-perfectomobile-com","sub":"%s","typ":"Offline","azp":"offline-token-generator"}`, g.uuid(), g.farIat(), g.uuid()))},
		"https://acme.perfectomobile.com/nexperience/perfectomobile/wd/hub")

	g.add("far/kobiton-appium-url-userinfo", `
const driver = await wdio.remote({
  protocol: 'https',
  hostname: 'api.kobiton.com',
  path: '/wd/hub',
  // https://dana.k:«a»@api.kobiton.com/wd/hub
  capabilities: { 'kobiton:options': { deviceGroup: 'ORGANIZATION', deviceName: 'Galaxy S23' } },
})
`, V{"a": g.uuid()}, "deviceGroup: 'ORGANIZATION'", "hostname: 'api.kobiton.com'")

	g.add("far/headspin-appium-url-path", `
caps = {"platformName": "iOS", "appium:udid": "«_u»", "appium:bundleId": "io.acme.app"}
driver = webdriver.Remote("https://dev-us-sny-4.headspin.io:7044/v0/«a»/wd/hub", options=XCUITestOptions().load_capabilities(caps))
`, V{"_u": g.hex(40), "a": g.hex(32)}, `"appium:bundleId": "io.acme.app"`, "https://dev-us-sny-4.headspin.io:7044/v0/")

	// Applitools keys: shape guessed.
	g.add("far/applitools-eyes-env", `
APPLITOOLS_API_KEY=«a»
APPLITOOLS_SERVER_URL=https://eyesapi.applitools.com
APPLITOOLS_BATCH_NAME=nightly-visual
`, V{"a": g.an(44) + "110"}, "APPLITOOLS_BATCH_NAME=nightly-visual", "https://eyesapi.applitools.com")

	// TestRail API keys: shape guessed.
	g.add("far/testrail-trcli-short-flag", `
$ trcli -y -h https://acme.testrail.io -u qa-bot@acme.io -p «a» \
    --project "Acme Web" parse_junit -f reports/junit.xml --title "nightly e2e"
Uploading 412 test results...
`, V{"a": g.an(20) + "-" + g.an(9)}, `--project "Acme Web"`, "Uploading 412 test results...")

	// Ghost Inspector API keys: 40 hex (shape guessed).
	g.add("far/ghost-inspector-suite-execute", `
curl "https://api.ghostinspector.com/v1/suites/«_s»/execute/?apiKey=«a»&startUrl=https://staging.acme.io"
`, V{"_s": g.hex(24), "a": g.hex(40)}, "startUrl=https://staging.acme.io")

	// Rainforest QA tokens: 32 hex (shape guessed).
	g.add("far/rainforest-cli-run", `
$ rainforest run --token «a» --run-group «_g» --wait --junit-file results.xml
Run #«_r» created: https://app.rainforestqa.com/runs/«_r»
`, V{"a": g.hex(32), "_g": g.digits(4), "_r": g.digits(7)}, "https://app.rainforestqa.com/runs/")

	// Meticulous project tokens: shape guessed.
	g.add("far/meticulous-ci-token-env", `
- name: Run Meticulous tests
  uses: alwaysmeticulous/report-diffs-action/cloud-compute@v1
  with:
    api-token: «a»
    app-url: "http://localhost:3000"
`, V{"a": g.an(40)}, "alwaysmeticulous/report-diffs-action/cloud-compute@v1")

	// Steel API keys start "ste-" (body guessed).
	g.add("far/steel-dev-cdp-url", `
const browser = await chromium.connectOverCDP(
  "wss://connect.steel.dev?apiKey=«a»&sessionId=" + session.id,
);
`, V{"a": "ste-" + g.an(48)}, "chromium.connectOverCDP(")

	g.add("far/headspin-token-bare-in-notes", `
Device farm notes:
- HeadSpin org: acme-mobile, host dev-us-sny-4
- HeadSpin «a»
- Appium port 7044 (iOS), 7010 (Android)
`, V{"a": g.hex(32)}, "Appium port 7044 (iOS), 7010 (Android)")
}

func (g *G) farMobile() {
	// Embrace: app id (5 characters) is public; the upload credential is not.
	g.add("far/embrace-symbol-upload-flags", `
# Xcode build phase: Upload dSYMs to Embrace
EMBRACE_ID=«_i» "${PODS_ROOT}/EmbraceIO/run.sh"
"${PODS_ROOT}/EmbraceIO/upload" -a «_i» -k «a» "${DWARF_DSYM_FOLDER_PATH}/${DWARF_DSYM_FILE_NAME}"
`, V{"_i": g.an(5), "a": g.hex(32)}, "${PODS_ROOT}/EmbraceIO/run.sh")

	// Appetize took its token as the URL user in the v1 API.
	g.add("far/appetize-upload-url-userinfo", `
curl https://«a»@api.appetize.io/v1/apps \
  -F "file=@build/AcmeApp.zip" \
  -F "platform=ios"
`, V{"a": "tok_" + g.farLow(26)}, `-F "platform=ios"`)

	// NowSecure Platform tokens: JWT shape guessed.
	g.add("far/nowsecure-gh-action", `
- name: NowSecure
  uses: nowsecure/nowsecure-action@v3
  with:
    token: «a»
    app_file: app/build/outputs/apk/release/app-release.apk
    group_id: «_g»
`, V{"a": g.farRS(fmt.Sprintf(`{"sub":"%s","iss":"https://lab-api.nowsecure.com","aud":"https://lab-api.nowsecure.com","iat":%d}`, g.uuid(), g.farIat())), "_g": g.uuid()}, "nowsecure/nowsecure-action@v3")

	// Countly: the app key is embedded in apps; the API key reads data.
	g.add("far/countly-read-api", `
curl "https://countly.acme.io/o?api_key=«a»&app_id=«_i»&method=sessions&period=30days"
# SDK config for comparison: app_key=«_k»
`, V{"a": g.hex(32), "_i": g.hex(24), "_k": g.hex(40)}, "method=sessions&period=30days")
}

func (g *G) farRegistries() {
	// packagecloud read tokens: shape guessed (hex).
	g.add("far/packagecloud-apt-source-userinfo", `
$ cat /etc/apt/sources.list.d/acme_private.list
deb [signed-by=/etc/apt/keyrings/acme_private-archive-keyring.gpg] https://«a»:@packagecloud.io/acme/private/ubuntu/ jammy main
`, V{"a": g.hex(48)}, "@packagecloud.io/acme/private/ubuntu/ jammy main")

	g.add("far/proget-nuget-push", `
dotnet nuget push bin/Release/Acme.Core.4.12.0.nupkg \
  --source https://proget.acme.internal/nuget/internal/v3/index.json \
  --api-key «a»
`, V{"a": g.hex(40)}, "https://proget.acme.internal/nuget/internal/v3/index.json")

	// prefix.dev tokens start "pfx_" (body guessed).
	g.add("far/prefix-dev-pixi-auth", `
$ pixi auth login prefix.dev --token «a»
Authenticating with prefix.dev
$ pixi upload https://prefix.dev/api/v1/upload/acme-conda dist/acme-tools-0.9.1-h4616a5c_0.conda
`, V{"a": "pfx_" + g.an(40)}, "Authenticating with prefix.dev", "dist/acme-tools-0.9.1-h4616a5c_0.conda")

	g.add("far/chocolatey-push-short-flag", `
PS> choco push .\acme-agent.2.4.0.nupkg --source https://push.chocolatey.org/ -k «a»
Attempting to push acme-agent.2.4.0.nupkg to https://push.chocolatey.org/
acme-agent 2.4.0 was pushed successfully to https://push.chocolatey.org/
`, V{"a": g.uuid()}, "acme-agent 2.4.0 was pushed successfully to https://push.chocolatey.org/")

	g.add("far/repsy-maven-settings", `
<settings>
  <servers>
    <server>
      <id>repsy</id>
      <username>acme</username>
      <password>«a»</password>
    </server>
  </servers>
</settings>
<!-- pom.xml: <url>https://repo.repsy.io/mvn/acme/default</url> -->
`, V{"a": g.pwURL()}, "https://repo.repsy.io/mvn/acme/default", "<id>repsy</id>")

	g.add("far/chainguard-pull-token-login", `
$ chainctl auth pull-token --repository=registry --parent=acme --ttl=720h
To use this pull token in another environment, run this command:

    docker login "cgr.dev" --username "«_u»" --password "«a»"
`, V{"_u": g.hex(40) + "/" + g.hex(16), "a": g.farRS(fmt.Sprintf(`{"iss":"https://issuer.enforce.dev","sub":"pull-token-%s","aud":"cgr.dev","exp":%d}`, g.hex(16), g.farIat()+2592000))},
		"chainctl auth pull-token --repository=registry --parent=acme --ttl=720h")

	g.add("far/packagecloud-bare-under-heading", `
### packagecloud (acme/private) — read-only, for the build agents
«a»
`, V{"a": g.hex(48)}, "read-only, for the build agents")
}

func (g *G) farMLOps() {
	// Labelbox API keys are JWTs.
	g.add("far/labelbox-client-positional", `
import labelbox as lb

client = lb.Client("«a»")
project = client.get_project("«_p»")
`, V{"a": g.farJWT(fmt.Sprintf(`{"user":{"id":"%s"},"organizationId":"%s","apiKeyId":"%s","secret":"%s","iat":%d,"exp":%d}`, g.farLow(25), g.farLow(25), g.farLow(25), g.hex(32), g.farIat(), g.farIat()+63072000)), "_p": g.farLow(25)},
		"import labelbox as lb")

	// Scale AI: "live_" and "test_" keys, sent as the basic-auth user.
	g.add("far/scale-ai-basic-user-curl", `
curl "https://api.scale.com/v1/tasks?project=street-signs&status=completed&limit=5" \
  -u «a»:
`, V{"a": "live_" + g.hex(32)}, "project=street-signs&status=completed&limit=5")

	k, _ := g.sshEd25519("encord-sdk")
	g.add("far/encord-ssh-private-key", `
# Encord SDK authenticates with an SSH key registered under Settings → Public keys
from encord import EncordUserClient

private_key = """«=b»
«a»
«=e»"""
user_client = EncordUserClient.create_with_ssh_private_key(private_key)
`, V{"=b": k.begin, "a": k.body, "=e": k.end}, "EncordUserClient.create_with_ssh_private_key(private_key)")

	g.add("far/supervisely-env", `
# ~/supervisely.env
SERVER_ADDRESS="https://app.supervisely.com"
API_TOKEN="«a»"
`, V{"a": g.an(128)}, `SERVER_ADDRESS="https://app.supervisely.com"`)

	g.add("far/segments-ai-client-positional", `
from segments import SegmentsClient

client = SegmentsClient("«a»")
dataset = client.get_dataset("acme/sidewalk-imagery")
`, V{"a": g.hex(40)}, `client.get_dataset("acme/sidewalk-imagery")`)

	// Dataloop tokens are JWTs.
	g.add("far/dataloop-login-token", `
import dtlpy as dl

dl.login_token("«a»")
project = dl.projects.get(project_name="acme-retail")
`, V{"a": g.farRS(fmt.Sprintf(`{"https://dataloop.ai/authorization":{"user_type":"bot"},"iss":"https://dataloop-production.auth0.com/","sub":"auth0|%s","aud":"https://gate.dataloop.ai/api/v1","iat":%d,"exp":%d}`, g.hex(24), g.farIat(), g.farIat()+86400))},
		`project_name="acme-retail"`)

	g.add("far/scale-ai-bare-in-chat", `
dana: labeling vendor creds for the new batch?
sam: Scale: «a» (prod, billing goes to the CV cost center)
`, V{"a": "live_" + g.hex(32)}, "labeling vendor creds for the new batch?")
}

func (g *G) farLLMObs() {
	// WhyLabs keys: "<10>.<64>:org-<id>" (documented).
	g.add("far/whylabs-env", `
WHYLABS_DEFAULT_ORG_ID=org-«_o»
WHYLABS_DEFAULT_DATASET_ID=model-7
WHYLABS_API_KEY=«a»
`, V{"_o": g.an(6), "a": g.an(10) + "." + g.an(64) + ":org-" + g.an(6)}, "WHYLABS_DEFAULT_DATASET_ID=model-7")

	// Evidently Cloud tokens: base64 starting "dG9rbg" (shape partly guessed).
	g.add("far/evidently-cloud-workspace", `
from evidently.ui.workspace.cloud import CloudWorkspace

ws = CloudWorkspace(token="«a»", url="https://app.evidently.cloud")
project = ws.get_project("«_p»")
`, V{"a": "dG9rbg" + g.b64(60), "_p": g.uuid()}, `url="https://app.evidently.cloud"`)

	// Deepchecks LLM tokens: base64 shape guessed.
	g.add("far/deepchecks-llm-client", `
from deepchecks_llm_client.client import DeepchecksLLMClient

dc_client = DeepchecksLLMClient(
    host="https://app.llm.deepchecks.com",
    api_token="«a»",
)
`, V{"a": b64s(g.farLow(12) + "|" + g.uuid() + "|" + g.hex(32))}, `host="https://app.llm.deepchecks.com"`)

	// Lunary: the public key only ingests; the private key reads everything.
	g.add("far/lunary-keys-env", `
LUNARY_PUBLIC_KEY=«_p»
LUNARY_PRIVATE_KEY=«a»
LUNARY_API_URL=https://api.lunary.ai
`, V{"_p": g.uuid(), "a": g.uuid()}, "LUNARY_API_URL=https://api.lunary.ai")

	// HoneyHive keys: shape guessed.
	g.add("far/honeyhive-tracer-init", `
from honeyhive import HoneyHiveTracer

HoneyHiveTracer.init(
    api_key="«a»",
    project="support-bot",
    source="production",
)
`, V{"a": g.b64(24)}, `source="production"`)

	// Keywords AI keys: shape guessed.
	g.add("far/keywords-ai-openai-base-url", `
client = OpenAI(
    base_url="https://api.keywordsai.co/api/",
    api_key="«a»",
)
`, V{"a": g.an(8) + "." + g.an(32)}, `base_url="https://api.keywordsai.co/api/"`)

	// Athina keys: shape guessed.
	g.add("far/athina-bare-in-notes", `
eval harness config (copied from the team wiki):
  provider: Athina
  Athina «a»
  dataset: rag-golden-v3
`, V{"a": g.b64u(32)}, "dataset: rag-golden-v3", "provider: Athina")

	g.add("far/lunary-private-bare-under-comment", `
# Lunary — private (read) for the analytics export job
«a»
`, V{"a": g.uuid()}, "for the analytics export job")
}

func (g *G) farPipelines() {
	// Stitch Import API tokens: 64 hex (shape guessed).
	g.add("far/stitch-import-api-push", `
curl -X POST https://api.stitchdata.com/v2/import/batch \
  -H "Authorization: Bearer «a»" \
  -H "Content-Type: application/json" \
  -d '{"table_name":"orders","schema":{"properties":{"id":{"type":"integer"}}},"messages":[],"key_names":["id"]}'
`, V{"a": g.hex(64)}, "https://api.stitchdata.com/v2/import/batch", `"key_names":["id"]`)

	// Hevo access key and secret: shapes guessed.
	g.add("far/hevo-api-basic-user", `
$ curl -s -u «=k»:«a» https://us.hevodata.com/api/public/v2.0/pipelines | jq '.data[].source.name'
"shopify-prod"
`, V{"=k": g.an(20), "a": g.an(32)}, "https://us.hevodata.com/api/public/v2.0/pipelines", `"shopify-prod"`)

	g.add("far/hightouch-sync-trigger", `
curl -X POST "https://api.hightouch.com/api/v1/syncs/trigger" \
  -H "Authorization: Bearer «a»" \
  -H "Content-Type: application/json" \
  -d '{"syncSlug":"salesforce-accounts","fullResync":false}'
`, V{"a": g.uuid()}, `"syncSlug":"salesforce-accounts"`)

	// RudderStack write keys: 27 base62 characters.
	g.add("far/rudderstack-node-positional", `
const Analytics = require('@rudderstack/rudder-sdk-node');

const client = new Analytics('«a»', {
  dataPlaneUrl: 'https://acmeabcd.dataplane.rudderstack.com',
});
`, V{"a": g.an(27)}, "https://acmeabcd.dataplane.rudderstack.com")

	g.add("far/snowplow-console-api", `
curl -s -X POST "https://console.snowplowanalytics.com/api/msc/v1/organizations/«_o»/credentials/v3/token" \
  -H "X-API-Key-ID: «=i»" \
  -H "X-API-Key: «a»"
`, V{"_o": g.uuid(), "=i": g.uuid(), "a": g.hex(64)}, "console.snowplowanalytics.com/api/msc/v1/organizations/")

	g.add("far/jitsu-s2s-write-key", `
curl -X POST https://jitsu.acme.io/api/s/s2s/track \
  -H "Content-Type: application/json" \
  -H "X-Write-Key: «=i»:«a»" \
  -d '{"type":"track","event":"order_completed","userId":"u_42"}'
`, V{"=i": g.b64u(22), "a": g.b64u(32)}, "https://jitsu.acme.io/api/s/s2s/track", `"event":"order_completed"`)

	g.add("far/mparticle-s2s-basic-user", `
curl -u «=k»:«a» -X POST https://s2s.mparticle.com/v2/events \
  -H "Content-Type: application/json" \
  -d @batch.json
`, V{"=k": "us1-" + g.hex(32), "a": g.b64u(64)}, "https://s2s.mparticle.com/v2/events", "-d @batch.json")

	// Astro API tokens: JWT shape guessed.
	g.add("far/astronomer-deployment-token", `
export ASTRO_API_TOKEN=«a»
astro deploy «_d» --dags
`, V{"a": g.farRS(fmt.Sprintf(`{"https://astronomer.io/jwt/org_id":"%s","iss":"https://api.astronomer.io","sub":"%s","aud":["astronomer-ee"],"iat":%d,"exp":%d}`, g.farLow(25), g.farLow(25), g.farIat(), g.farIat()+15552000)), "_d": g.farLow(25)}, "--dags")

	g.add("far/kestra-basic-auth-yaml", `
kestra:
  server:
    basic-auth:
      enabled: true
      username: admin@acme.io
      password: «a»
  repository:
    type: postgres
`, V{"a": g.pw()}, "username: admin@acme.io", "type: postgres")

	// Workato API tokens: 64 hex (shape guessed).
	g.add("far/workato-developer-api", `
$ curl -s https://www.workato.com/api/recipes?per_page=5 \
    -H "Authorization: Bearer «a»" | jq -r '.items[].name'
"Salesforce → NetSuite: closed-won"
`, V{"a": g.hex(64)}, `"Salesforce → NetSuite: closed-won"`)

	// Keboola Storage tokens: "<project>-<id>-<40 alnum>" (documented shape).
	g.add("far/keboola-client-positional", `
from kbcstorage.client import Client

client = Client("https://connection.eu-central-1.keboola.com", "«a»")
client.tables.export_to_file("out.c-main.orders", "/tmp/")
`, V{"a": g.digits(4) + "-" + g.digits(6) + "-" + g.an(40)}, `client.tables.export_to_file("out.c-main.orders", "/tmp/")`)

	g.add("far/keboola-storage-header", `
$ curl -s -H "X-StorageApi-Token: «a»" https://connection.keboola.com/v2/storage/buckets | jq -r '.[].id'
in.c-shopify
out.c-main
`, V{"a": g.digits(4) + "-" + g.digits(6) + "-" + g.an(40)}, "https://connection.keboola.com/v2/storage/buckets", "in.c-shopify")

	// Rivery API tokens: JWT shape guessed.
	g.add("far/rivery-api-bearer", `
curl -s https://console.rivery.io/api/rivers \
  -H "Authorization: Bearer «a»"
`, V{"a": g.farJWT(fmt.Sprintf(`{"acc":"%s","env":"%s","sub":"api-token","iat":%d}`, g.hex(24), g.hex(24), g.farIat()))}, "https://console.rivery.io/api/rivers")

	g.add("far/hightouch-bare-in-handoff", `
reverse ETL handoff
- workspace: acme-growth
- Hightouch «a»
- syncs: salesforce-accounts, hubspot-contacts (daily 06:00 UTC)
`, V{"a": g.uuid()}, "syncs: salesforce-accounts, hubspot-contacts (daily 06:00 UTC)")
}

func (g *G) farBI() {
	// Hex API tokens: shape guessed.
	g.add("far/hex-tech-run-project", `
curl -s -X POST "https://app.hex.tech/api/v1/project/«_p»/run" \
  -H "Authorization: Bearer «a»" \
  -H "Content-Type: application/json" \
  -d '{"inputParams":{"region":"EMEA"},"updateCache":true}'
`, V{"_p": g.uuid(), "a": g.an(64)}, `"inputParams":{"region":"EMEA"}`)

	g.add("far/thoughtspot-trusted-auth", `
# ThoughtSpot trusted authentication (Develop → Security settings)
THOUGHTSPOT_HOST=https://acme.thoughtspot.cloud
THOUGHTSPOT_SECRET_KEY=«a»
`, V{"a": g.uuid()}, "THOUGHTSPOT_HOST=https://acme.thoughtspot.cloud")

	// Geckoboard API keys: 32 hex (shape guessed).
	g.add("far/geckoboard-basic-user", `
$ curl -s https://api.geckoboard.com/ -u "«a»:"
{}
$ curl -s -X PUT https://api.geckoboard.com/datasets/sales.by_day -u "«a»:" -H 'Content-Type: application/json' -d @schema.json
`, V{"a": g.hex(32)}, "https://api.geckoboard.com/datasets/sales.by_day")

	// Klipfolio API keys: 40 hex (shape guessed).
	g.add("far/klipfolio-api-header", `
curl -s https://app.klipfolio.com/api/1.0/datasources?client_id=«_c» \
  -H "kf-api-key: «a»"
`, V{"_c": g.hex(32), "a": g.hex(40)}, "https://app.klipfolio.com/api/1.0/datasources?client_id=")

	// Anvil Uplink keys: "server_<upper>-<upper>" (shape partly guessed).
	g.add("far/anvil-uplink-connect-positional", `
import anvil.server

anvil.server.connect("server_«a»")
anvil.server.wait_forever()
`, V{"a": g.farUp(25) + "-" + g.farUp(6)}, "anvil.server.wait_forever()")

	g.add("far/appsmith-docker-env", `
APPSMITH_ENCRYPTION_PASSWORD=«a»
APPSMITH_ENCRYPTION_SALT=«b»
APPSMITH_MONGODB_URI=mongodb://appsmith:«c»@mongo:27017/appsmith?authSource=admin
APPSMITH_DISABLE_TELEMETRY=true
`, V{"a": g.an(24), "b": g.an(24), "c": g.pwURL()}, "APPSMITH_DISABLE_TELEMETRY=true")

	g.add("far/tooljet-env", `
TOOLJET_HOST=https://tools.acme.internal
LOCKBOX_MASTER_KEY=«a»
SECRET_KEY_BASE=«b»
PG_HOST=postgres
PG_USER=tooljet
PG_PASS=«c»
`, V{"a": g.hex(64), "b": g.hex(128), "c": g.pwURL()}, "TOOLJET_HOST=https://tools.acme.internal", "PG_USER=tooljet")

	// Sigma client id and secret: hex shapes guessed.
	g.add("far/sigma-computing-client-creds", `
SIGMA_BASE_URL=https://aws-api.sigmacomputing.com
SIGMA_CLIENT_ID=«_c»
SIGMA_CLIENT_SECRET=«a»
`, V{"_c": g.hex(32), "a": g.hex(64)}, "SIGMA_BASE_URL=https://aws-api.sigmacomputing.com")

	g.add("far/anvil-uplink-bare-in-chat", `
dana: which uplink does the report worker use?
sam: Anvil server_«a» (the prod app, not the dev clone)
`, V{"a": g.farUp(25) + "-" + g.farUp(6)}, "which uplink does the report worker use?")
}

func (g *G) farWeb3() {
	g.add("far/getblock-hardhat-url-path", `
// hardhat.config.ts
networks: {
  mainnet: {
    url: "https://go.getblock.io/«a»/",
    accounts: [process.env.DEPLOYER_PK!],
  },
},
`, V{"a": g.hex(32)}, "accounts: [process.env.DEPLOYER_PK!]")

	// dRPC keys: shape guessed.
	g.add("far/drpc-url-dkey", `
ETH_RPC_URL=https://lb.drpc.org/ogrpc?network=ethereum&dkey=«a»
`, V{"a": g.b64u(40)}, "https://lb.drpc.org/ogrpc?network=ethereum&dkey=")

	// Tenderly access keys: 32 alnum (shape guessed).
	g.add("far/tenderly-access-key-header", `
curl -s "https://api.tenderly.co/api/v1/account/acme/project/contracts/simulate" \
  -H "X-Access-Key: «a»" \
  -H "Content-Type: application/json" \
  -d @sim.json
`, V{"a": g.an(32)}, "https://api.tenderly.co/api/v1/account/acme/project/contracts/simulate")

	// The Graph gateway keys: 32 hex.
	g.add("far/the-graph-gateway-url-path", `
const SUBGRAPH = "https://gateway.thegraph.com/api/«a»/subgraphs/id/«_s»";
const res = await fetch(SUBGRAPH, { method: "POST", body: JSON.stringify({ query }) });
`, V{"a": g.hex(32), "_s": g.s(alB58, 44)}, `{ method: "POST", body: JSON.stringify({ query }) }`)

	g.add("far/triton-rpcpool-url-path", `
SOLANA_RPC=https://acme-mainnet.rpcpool.com/«a»
SOLANA_WS=wss://acme-mainnet.rpcpool.com/«a»/whirligig
`, V{"a": g.uuid()}, "https://acme-mainnet.rpcpool.com/")

	// Dynamic API tokens start "dyn_" (body guessed).
	g.add("far/dynamic-xyz-api-token", `
curl -s "https://app.dynamicauth.com/api/v0/environments/«_e»/users?limit=20" \
  -H "Authorization: Bearer «a»"
`, V{"_e": g.uuid(), "a": "dyn_" + g.an(48)}, "https://app.dynamicauth.com/api/v0/environments/")

	g.add("far/pimlico-bundler-url", `
const bundlerUrl = "https://api.pimlico.io/v2/base-sepolia/rpc?apikey=«a»";
const pimlicoClient = createPimlicoClient({ transport: http(bundlerUrl), entryPoint: { address: entryPoint07Address, version: "0.7" } });
`, V{"a": "pim_" + g.an(22)}, `version: "0.7"`)

	g.add("far/openzeppelin-defender-relayer", `
const client = new Defender({
  relayerApiKey: '«=k»',
  relayerApiSecret: '«a»',
});
const provider = client.relaySigner.getProvider();
`, V{"=k": g.an(32), "a": g.b64u(64)}, "client.relaySigner.getProvider()")

	g.add("far/nodereal-url-path", `
[rpc_endpoints]
bsc = "https://bsc-mainnet.nodereal.io/v1/«a»"
opbnb = "https://opbnb-mainnet.nodereal.io/v1/«a»"
`, V{"a": g.hex(32)}, "[rpc_endpoints]")

	// Syndica keys: base58 shape guessed.
	g.add("far/syndica-url-path", `
RPC_URL=https://solana-mainnet.api.syndica.io/api-key/«a»
`, V{"a": g.s(alB58, 88)}, "https://solana-mainnet.api.syndica.io/api-key/")

	// Shyft keys: 16 alnum (shape guessed).
	g.add("far/shyft-header", `
curl "https://api.shyft.to/sol/v1/wallet/balance?network=mainnet-beta&wallet=«_w»" \
  -H "x-api-key: «a»"
`, V{"_w": g.s(alB58, 44), "a": g.an(16)}, "network=mainnet-beta")

	// SimpleHash keys: "<project>_sk_<uuid>_<random>" (shape partly guessed).
	g.add("far/simplehash-header", `
curl "https://api.simplehash.com/api/v0/nfts/owners?chains=ethereum,base&wallet_addresses=«_w»" \
  -H "X-API-KEY: «a»"
`, V{"_w": g.ethAddr(), "a": "acme_sk_" + g.uuid() + "_" + g.an(16)}, "chains=ethereum,base")

	g.add("far/blast-api-url-path", `
# Blast API project endpoint (eth mainnet)
https://eth-mainnet.blastapi.io/«a»
`, V{"a": g.uuid()}, "# Blast API project endpoint (eth mainnet)")
}

func (g *G) farMaps() {
	g.add("far/maptiler-geocoding-server", `
$ curl -s "https://api.maptiler.com/geocoding/Lisbon.json?key=«a»&limit=1" | jq '.features[0].center'
[-9.1365919, 38.7077507]
`, V{"a": g.an(20)}, "[-9.1365919, 38.7077507]")

	g.add("far/stadia-maps-routing", `
curl -s -X POST "https://api.stadiamaps.com/route/v1?api_key=«a»" \
  -H "Content-Type: application/json" \
  -d '{"locations":[{"lat":52.52,"lon":13.405},{"lat":52.50,"lon":13.33}],"costing":"bicycle"}'
`, V{"a": g.uuid()}, `"costing":"bicycle"`)

	// ArcGIS location platform API keys: "AAPK…" (legacy) and "AAPT…" (documented).
	g.add("far/arcgis-api-key-python", `
from arcgis.gis import GIS
from arcgis.geocoding import geocode

gis = GIS(api_key="«a»")
geocode("380 New York St, Redlands, CA", max_locations=1)
`, V{"a": "AAPT" + g.b64u(150)}, `"380 New York St, Redlands, CA"`)

	g.add("far/arcgis-legacy-bare-in-config", `
# ArcGIS (legacy developer credential, expires with the old portal)
«a»
`, V{"a": "AAPK" + g.hex(32) + g.b64u(64)}, "expires with the old portal")

	// CARTO API access tokens: JWT shape guessed.
	g.add("far/carto-api-access-token", `
CARTO_API_BASE_URL=https://gcp-us-east1.api.carto.com
CARTO_API_ACCESS_TOKEN=«a»
CARTO_CONNECTION=carto_dw
`, V{"a": g.farRS(fmt.Sprintf(`{"a":"ac_%s","jti":"%s","iat":%d}`, g.farLow(8), g.hex(8), g.farIat()))}, "CARTO_CONNECTION=carto_dw")

	g.add("far/felt-pat-curl", `
curl -s https://felt.com/api/v2/maps \
  -H "Authorization: Bearer «a»" \
  -H "Content-Type: application/json" \
  -d '{"title":"Delivery zones Q3","public_access":"private"}'
`, V{"a": "felt_pat_" + g.s(alB64, 43)}, `"public_access":"private"`)

	g.add("far/foursquare-places-header", `
curl -s "https://api.foursquare.com/v3/places/search?query=coffee&ll=41.3874,2.1686&limit=5" \
  -H "Authorization: «a»" -H "accept: application/json"
`, V{"a": "fsq3" + g.b64(33)}, "query=coffee&ll=41.3874,2.1686&limit=5")

	g.add("far/thunderforest-nginx-proxy", `
location ~ ^/tiles/cycle/(\d+)/(\d+)/(\d+)\.png$ {
    proxy_pass https://tile.thunderforest.com/cycle/$1/$2/$3.png?apikey=«a»;
    proxy_cache tiles;
}
`, V{"a": g.hex(32)}, "proxy_cache tiles;")

	g.add("far/nextbillion-distance-matrix", `
GET https://api.nextbillion.io/distancematrix/json?origins=12.97,77.59&destinations=13.03,77.55|12.91,77.64&mode=4w&key=«a»
`, V{"a": g.hex(32)}, "origins=12.97,77.59&destinations=13.03,77.55|12.91,77.64&mode=4w")

	// Mapillary client tokens: "MLY|<app id>|<32 hex>" (documented).
	g.add("far/mapillary-client-token-prose", `
Imagery pull for the sidewalk audit uses Mapillary «a» (app "acme-audit").
Rate limit is 60k tile requests a minute.
`, V{"a": "MLY|" + g.digits(16) + "|" + g.hex(32)}, `(app "acme-audit")`, "Rate limit is 60k tile requests a minute.")

	g.add("far/azure-maps-subscription-key", `
curl "https://atlas.microsoft.com/search/address/json?api-version=1.0&query=Pike+Place+Market&subscription-key=«a»"
`, V{"a": g.b64u(43)}, "api-version=1.0&query=Pike+Place+Market")
}

func (g *G) farIoT() {
	// Losant access key (UUID) and secret (64 hex): shapes guessed.
	g.add("far/losant-mqtt-short-flags", `
mosquitto_pub -h broker.losant.com -p 8883 --capath /etc/ssl/certs \
  -i «_d» -u «=k» -P «a» \
  -t losant/«_d»/state -m '{"data":{"temp":21.4}}'
`, V{"_d": g.hex(24), "=k": g.uuid(), "a": g.hex(64)}, `'{"data":{"temp":21.4}}'`)

	// balenaCloud API keys: 32 alnum (shape guessed).
	g.add("far/balena-cli-login-token", `
$ balena login --token «a»
Successfully logged in as: gh_acme_ops
$ balena push acme/fleet-gateway
`, V{"a": g.an(32)}, "Successfully logged in as: gh_acme_ops", "balena push acme/fleet-gateway")

	// Notehub session tokens: shape guessed.
	g.add("far/notehub-session-header", `
curl -s "https://api.notefile.net/v1/projects/app:«_p»/devices" \
  -H "X-Session-Token: «a»"
`, V{"_p": g.uuid(), "a": g.an(32)}, "https://api.notefile.net/v1/projects/app:")

	// Hologram API keys: shape guessed.
	g.add("far/hologram-apikey-basic", `
$ curl -s -u apikey:«a» "https://dashboard.hologram.io/api/1/devices?orgid=«_o»&limit=5" | jq '.data[].name'
"tracker-0042"
`, V{"a": g.an(32), "_o": g.digits(5)}, `"tracker-0042"`)

	// Soracom: "keyId-…" and "secret-…" (documented).
	g.add("far/soracom-cli-profile", `
$ cat ~/.soracom/default.json
{
  "coverageType": "jp",
  "authKeyId": "keyId-«=i»",
  "authKey": "«a»"
}
`, V{"=i": g.an(32), "a": "secret-" + g.an(64)}, `"coverageType": "jp"`)

	// Datacake tokens: 40 hex (shape guessed).
	g.add("far/datacake-graphql-token", `
curl -s https://api.datacake.co/graphql/ \
  -H "Authorization: Token «a»" \
  -H "Content-Type: application/json" \
  -d '{"query":"{ allDevices(inWorkspace: \"«_w»\") { id verboseName } }"}'
`, V{"a": g.hex(40), "_w": g.uuid()}, "https://api.datacake.co/graphql/")

	g.add("far/tagoio-device-positional", `
from tagoio_sdk import Device

device = Device({"token": "«a»"})
device.sendData({"variable": "temperature", "value": 21.4, "unit": "C"})
`, V{"a": g.uuid()}, `"variable": "temperature", "value": 21.4`)

	// Memfault: the project key is compiled into firmware; org tokens start "oat_".
	g.add("far/memfault-cli-org-token", `
$ memfault --org-token «a» --org acme --project tracker \
    upload-mcu-symbols build/zephyr/zephyr.elf
# firmware config: MEMFAULT_PROJECT_KEY="«_k»"
`, V{"a": "oat_" + g.an(40), "_k": g.hex(32)}, "upload-mcu-symbols build/zephyr/zephyr.elf")

	g.add("far/cumulocity-basic-user", `
curl -s -u "t«_t»/dana@acme.io:«a»" \
  "https://acme.eu-latest.cumulocity.com/inventory/managedObjects?fragmentType=c8y_IsDevice&pageSize=5"
`, V{"_t": g.digits(8), "a": g.pw()}, "fragmentType=c8y_IsDevice&pageSize=5")

	g.add("far/soracom-bare-pair", `
Soracom (jp coverage), SAM user "fleet-ingest":
keyId-«=i»
«a»
`, V{"=i": g.an(32), "a": "secret-" + g.an(64)}, `SAM user "fleet-ingest"`)

	g.add("far/balena-env-vendor-named", `
# .env for the fleet tooling
BALENA=«a»
FLEET=acme/fleet-gateway
`, V{"a": g.an(32)}, "FLEET=acme/fleet-gateway")
}
