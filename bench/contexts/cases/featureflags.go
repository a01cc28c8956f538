package cases

import (
	"fmt"
	"strings"
)

// ffCases adds credentials from feature flag, experimentation and product
// analytics work as a coding agent meets it while it wires up, debugs and
// operates them. Sources: LaunchDarkly (server SDK keys, mobile keys,
// client-side ids, API access tokens, Relay Proxy ld-relay.conf, its
// environment variables, auto-config keys and Helm values, ldcli, the
// code references CLI and action, webhook signing secrets, secure mode
// hashes, SDKs in Go, Node, Python, Java, .NET, Ruby, PHP, Swift and
// Kotlin), Split / Harness FME (SDK and Admin API keys, Synchronizer,
// Evaluator, localhost mode), Unleash (client, frontend, admin and
// personal access tokens, INIT_* variables, Unleash Edge and the proxy,
// its SDKs and Helm chart), Flagsmith (server-side and client-side
// environment keys, admin and organisation API keys, Edge Proxy,
// self-hosting), Statsig (server secrets, client keys, console API keys),
// GrowthBook (self-hosting, secret keys, proxy, CLI and MCP configs),
// Optimizely (Agent config, personal tokens, authenticated datafiles),
// ConfigCat (SDK keys, Proxy, CLI, Public API credentials), Flipt, GO
// Feature Flag's relay proxy, flagd, OpenFeature provider setup in Go,
// Java, .NET, Python, JavaScript, Ruby, Kotlin and PHP and OFREP,
// PostHog (project, personal and feature flag secure keys, CLI, MCP),
// Amplitude (API and secret keys, Experiment deployment and management
// keys), Mixpanel (project tokens, API secrets, service accounts),
// Segment (write keys, Public API tokens, Profiles API), Heap,
// RudderStack, Eppo, DevCycle, Azure App Configuration, AWS AppConfig,
// Vercel Flags and Edge Config, Kameleoon, VWO, Reflag, Prefab, AB Tasty
// Flagship, Firebase Remote Config, Terraform providers, state, plans and
// Pulumi configs for these services, .env files, docker-compose files,
// Kubernetes manifests, SDK init and debug logs, CI dumps and the chats
// around them. Benign look-alikes: client-side ids, browser keys the
// vendors publish (PostHog phc_, Amplitude and Mixpanel browser keys,
// Segment browser write keys, Statsig client keys, GrowthBook client
// keys, Flagsmith environment ids, Optimizely SDK keys, DevCycle client
// keys, Unleash frontend tokens), flag, environment and project keys,
// experiment, variation and rule ids, user and device ids, secure mode
// hashes, encrypted payloads, config salts, hashes and masked previews.
// The case names start with "ff/".
func (g *G) ffCases() {
	g.ffLaunchDarkly()
	g.ffSplit()
	g.ffUnleash()
	g.ffFlagsmith()
	g.ffStatsig()
	g.ffGrowthBook()
	g.ffOptimizely()
	g.ffConfigCat()
	g.ffSelfHosted()
	g.ffOpenFeature()
	g.ffPostHog()
	g.ffAmplitude()
	g.ffMixpanel()
	g.ffSegment()
	g.ffHeapRudder()
	g.ffEppoDevCycle()
	g.ffOtherPlatforms()
	g.ffIaC()
	g.ffLogsChat()
	g.ffBenign()
}

// ---- helpers used only here ----

// ffAdd is add with "ˋ" standing for a backtick.
func (g *G) ffAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// LaunchDarkly: server SDK keys, mobile keys, API access tokens and Relay
// auto-config keys are secrets; the client-side id is public by design.
func (g *G) ffLDSDK() string   { return "sdk-" + g.uuid() }
func (g *G) ffLDMob() string   { return "mob-" + g.uuid() }
func (g *G) ffLDAPI() string   { return "api-" + g.uuid() }
func (g *G) ffLDRelay() string { return "rel-" + g.uuid() }
func (g *G) ffLDCSID() string  { return g.hex(24) }

// ffUnleashTok is an Unleash API token for project and environment; the
// frontend kind is public by design, the client and admin kinds are not.
func (g *G) ffUnleashTok(project, env string) string { return project + ":" + env + "." + g.hex(64) }
func (g *G) ffUnleashPAT() string                    { return "user:" + g.hex(64) }

// Flagsmith: ser. keys are server-side environment keys (secret), the bare
// environment id is the client-side key (public).
func (g *G) ffFsServer() string { return "ser." + g.an(22) }
func (g *G) ffFsEnv() string    { return g.an(22) }
func (g *G) ffFsOrgKey() string { return g.an(8) + "." + g.an(32) }

func (g *G) ffStatsigKey(kind string) string { return kind + "-" + g.an(43) }
func (g *G) ffGBClient() string              { return "sdk-" + g.an(16) }
func (g *G) ffGBSecret(role string) string {
	return "secret_" + role + "_" + g.an(43)
}
func (g *G) ffOptSDK() string { return g.an(22) }
func (g *G) ffOptPAT() string { return "2:" + g.b64u(54) }
func (g *G) ffCC() string     { return "configcat-sdk-1/" + g.b64u(22) + "/" + g.b64u(22) }
func (g *G) ffCCOld() string  { return g.b64u(22) + "/" + g.b64u(22) }
func (g *G) ffSplitKey() string {
	return g.s(alLowNum, 36)
}
func (g *G) ffPH(p string) string { return p + "_" + g.an(43) }
func (g *G) ffSegWK() string      { return g.an(32) }
func (g *G) ffSgp() string        { return "sgp_" + g.an(64) }
func (g *G) ffKsuid() string      { return g.pick("1", "2") + g.an(26) }
func (g *G) ffDvc(kind string) string {
	return "dvc_" + kind + "_" + strings.ReplaceAll(g.uuid(), "-", "_") + "_" + g.hex(7)
}

// ffEppo is an Eppo SDK key: a random part and the encoded config host.
func (g *G) ffEppo() string {
	return g.b64u(15) + "." + b64raw("cs="+g.s(alLowNum, 6)+"&eh="+g.s(alLowNum, 6)+".e.eppo.cloud")
}

// ffMpSvc is a Mixpanel service account username (benign).
func (g *G) ffMpSvc(name string) string { return name + "." + g.hex(6) + ".mp-service-account" }

// ffAzAppConfig is an Azure App Configuration access key id and secret.
func (g *G) ffAzACID() string     { return g.an(4) + "-l" + g.digits(1) + "-s0:" + g.an(20) }
func (g *G) ffAzACSecret() string { return g.b64(32) }

func (g *G) ffTS() string {
	return fmt.Sprintf("2024-%02d-%02dT%02d:%02d:%02d.%03dZ", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60), g.r.IntN(1000))
}

// ffJWT is an access token as an OAuth client credentials flow returns it.
func (g *G) ffJWT(iss, aud string) string {
	iat := 1715000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"iss":"%s","sub":"%s@clients","aud":"%s","iat":%d,"exp":%d,"gty":"client-credentials","azp":"%s"}`,
		iss, g.an(32), aud, iat, iat+86400, g.an(32)))
}

// ---- LaunchDarkly ----

func (g *G) ffLaunchDarkly() {
	g.add("ff/ld-dotenv-server-and-client", `
$ cat .env
NODE_ENV=development
PORT=4000
# LaunchDarkly — project "checkout", environment "production"
LD_PROJECT_KEY=checkout
LD_ENVIRONMENT_KEY=production
LD_SDK_KEY=«a»
LD_CLIENT_SIDE_ID=«_cs»
LD_OFFLINE=false
`, V{"a": g.ffLDSDK(), "_cs": g.ffLDCSID()}, "LD_PROJECT_KEY=checkout", "LD_ENVIRONMENT_KEY=production")

	g.add("ff/ld-go-server-init", `
package flags

import (
	"time"

	"github.com/launchdarkly/go-sdk-common/v3/ldcontext"
	ld "github.com/launchdarkly/go-server-sdk/v7"
)

// TODO(ana): move to env before merging
const sdkKey = "«a»"

func New() (*ld.LDClient, error) {
	return ld.MakeClient(sdkKey, 5*time.Second)
}

func CheckoutV2(c *ld.LDClient, userKey string) bool {
	ctx := ldcontext.NewBuilder(userKey).Kind("user").Build()
	on, _ := c.BoolVariation("checkout-v2-enabled", ctx, false)
	return on
}
`, V{"a": g.ffLDSDK()}, "github.com/launchdarkly/go-server-sdk/v7", `"checkout-v2-enabled"`)

	g.add("ff/ld-node-server-init-fallback", `
// src/flags.ts
import * as ld from '@launchdarkly/node-server-sdk';

const client = ld.init(process.env.LAUNCHDARKLY_SDK_KEY ?? '«a»', {
  logger: ld.basicLogger({ level: 'info' }),
  diagnosticOptOut: true,
});

export async function ready() {
  await client.waitForInitialization({ timeout: 10 });
}
`, V{"a": g.ffLDSDK()}, "@launchdarkly/node-server-sdk", "diagnosticOptOut: true")

	g.add("ff/ld-python-flask-config", `
# app/__init__.py
import ldclient
from ldclient.config import Config
from flask import Flask

app = Flask(__name__)
app.config.from_prefixed_env()

ldclient.set_config(Config("«a»", events_max_pending=5000, stream=True))
ld = ldclient.get()
if not ld.is_initialized():
    app.logger.warning("LaunchDarkly failed to initialize; serving defaults")
`, V{"a": g.ffLDSDK()}, "events_max_pending=5000", "LaunchDarkly failed to initialize; serving defaults")

	g.add("ff/ld-spring-application-yml", `
spring:
  application:
    name: pricing-service
  datasource:
    url: jdbc:postgresql://pricing-db.internal:5432/pricing
    username: pricing_app
    password: «b»
launchdarkly:
  sdk-key: «a»
  base-uri: https://relay.platform.internal:8030
  events-uri: https://events.launchdarkly.com
management:
  endpoints.web.exposure.include: health,info
`, V{"a": g.ffLDSDK(), "b": g.pw()}, "pricing_app", "https://relay.platform.internal:8030")

	g.add("ff/ld-dotnet-appsettings-development", `
{
  "Logging": {
    "LogLevel": { "Default": "Information", "LaunchDarkly.Sdk": "Debug" }
  },
  "LaunchDarkly": {
    "SdkKey": "«a»",
    "StartWaitTime": "00:00:05",
    "Offline": false
  },
  "ConnectionStrings": {
    "Default": "Server=localhost,1433;Database=Orders;User Id=sa;Password=«b»;TrustServerCertificate=True"
  }
}
`, V{"a": g.ffLDSDK(), "b": g.pwStrong()}, `"LaunchDarkly.Sdk": "Debug"`, `"StartWaitTime": "00:00:05"`)

	g.add("ff/ld-rails-initializer", `
# config/initializers/launchdarkly.rb
require "ldclient-rb"

config = LaunchDarkly::Config.new(
  logger: Rails.logger,
  offline: Rails.env.test?
)
Rails.configuration.ld_client = LaunchDarkly::LDClient.new(
  ENV.fetch("LAUNCHDARKLY_SDK_KEY", "«a»"),
  config
)
at_exit { Rails.configuration.ld_client.close }
`, V{"a": g.ffLDSDK()}, "Rails.configuration.ld_client", "offline: Rails.env.test?")

	g.add("ff/ld-php-laravel-service-provider", `
<?php

namespace App\Providers;

use Illuminate\Support\ServiceProvider;
use LaunchDarkly\LDClient;
use LaunchDarkly\Integrations\Guzzle;

class FeatureFlagServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(LDClient::class, fn () => new LDClient("«a»", [
            'event_publisher' => Guzzle::eventPublisher(),
            'timeout' => 3,
        ]));
    }
}
`, V{"a": g.ffLDSDK()}, "FeatureFlagServiceProvider", "Guzzle::eventPublisher()")

	g.add("ff/ld-ios-swift-mobile-key", `
// AppDelegate.swift
import LaunchDarkly

func application(_ application: UIApplication,
                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    var config = LDConfig(mobileKey: "«a»", autoEnvAttributes: .enabled)
    config.backgroundFlagPollingInterval = 3600
    let context = try? LDContextBuilder(key: "anon-«_dev»").anonymous(true).build().get()
    LDClient.start(config: config, context: context, startWaitSeconds: 5) { timedOut in
        print("LaunchDarkly ready, timedOut=\(timedOut)")
    }
    return true
}
`, V{"a": g.ffLDMob(), "_dev": g.uuid()}, "backgroundFlagPollingInterval = 3600")

	g.add("ff/ld-android-kotlin-mobile-key", `
class ShopApp : Application() {
    override fun onCreate() {
        super.onCreate()
        val ldConfig = LDConfig.Builder(LDConfig.Builder.AutoEnvAttributes.Enabled)
            .mobileKey("«a»")
            .secondaryMobileKeys(mapOf("staging" to "«b»"))
            .build()
        val context = LDContext.builder(ContextKind.DEFAULT, "device-«_id»").anonymous(true).build()
        LDClient.init(this, ldConfig, context, 0)
    }
}
`, V{"a": g.ffLDMob(), "b": g.ffLDMob(), "_id": g.hex(16)}, "secondaryMobileKeys", "LDClient.init(this, ldConfig, context, 0)")

	g.add("ff/ld-relay-conf", `
$ cat /etc/ld-relay/ld-relay.conf
[Main]
port = 8030
exitAlways = false

[Events]
sendEvents = true
flushInterval = 5s

[Redis]
enabled = true
url = "redis://flags-cache.internal:6379"
password = "«c»"
localTtl = 30s

[Environment "Production"]
sdkKey = "«a»"
mobileKey = "«b»"
envId = "«_cs»"
prefix = "ld-prod"

[Environment "Staging"]
sdkKey = "«d»"
envId = "«_cs2»"
prefix = "ld-stg"
`, V{"c": g.pwURL(), "a": g.ffLDSDK(), "b": g.ffLDMob(), "_cs": g.ffLDCSID(), "d": g.ffLDSDK(), "_cs2": g.ffLDCSID()},
		"redis://flags-cache.internal:6379", `prefix = "ld-prod"`)

	g.add("ff/ld-relay-docker-compose-env", `
services:
  ld-relay:
    image: launchdarkly/ld-relay:8
    restart: unless-stopped
    ports: ["8030:8030"]
    environment:
      USE_REDIS: "true"
      REDIS_HOST: redis
      REDIS_PORT: "6379"
      LD_ENV_production: «a»
      LD_MOBILE_KEY_production: «b»
      LD_CLIENT_SIDE_ID_production: «_cs»
      LD_PREFIX_production: ld-flags-production
      LD_ENV_test: «c»
  redis:
    image: redis:7-alpine
`, V{"a": g.ffLDSDK(), "b": g.ffLDMob(), "_cs": g.ffLDCSID(), "c": g.ffLDSDK()}, "launchdarkly/ld-relay:8", "LD_PREFIX_production: ld-flags-production")

	g.add("ff/ld-relay-autoconfig-docker-run", `
$ docker run --rm -p 8030:8030 -e AUTO_CONFIG_KEY=«a» -e LOG_LEVEL=debug launchdarkly/ld-relay:8.10
2024/06/11 08:02:14.331921 INFO: Starting LaunchDarkly relay version 8.10.1 with configuration from environment variables
2024/06/11 08:02:14.332506 INFO: Using auto-configuration mode
2024/06/11 08:02:14.947188 INFO: Received configuration for 3 environment(s)
2024/06/11 08:02:14.947302 INFO: [env: Mobile App Production] Added environment «_e1» (Mobile App Production)
2024/06/11 08:02:14.947455 INFO: [env: Web Production] Added environment «_e2» (Web Production)
2024/06/11 08:02:15.418820 INFO: Relay is now ready to serve flags
`, V{"a": g.ffLDRelay(), "_e1": g.ffLDCSID(), "_e2": g.ffLDCSID()}, "Using auto-configuration mode", "Relay is now ready to serve flags")

	g.add("ff/ld-relay-helm-values", `
# values-prod.yaml for launchdarkly/ld-relay chart
replicaCount: 2
relay:
  environment:
    AUTO_CONFIG_KEY: «a»
    USE_REDIS: "true"
    REDIS_URL: rediss://default:«b»@master.flags-redis.abcd12.use1.cache.amazonaws.com:6379
    REDIS_TLS: "true"
  volume: {}
service:
  type: ClusterIP
  ports:
    - port: 8030
      name: api
`, V{"a": g.ffLDRelay(), "b": g.an(32)}, "launchdarkly/ld-relay chart", "REDIS_TLS: \"true\"")

	g.add("ff/ld-api-environments-response", `
$ curl -s -H "Authorization: «a»" https://app.launchdarkly.com/api/v2/projects/checkout/environments | jq '.items[] | {key, name, apiKey, mobileKey, _id}'
{
  "key": "production",
  "name": "Production",
  "apiKey": "«b»",
  "mobileKey": "«c»",
  "_id": "«_cs»"
}
{
  "key": "test",
  "name": "Test",
  "apiKey": "«d»",
  "mobileKey": "«e»",
  "_id": "«_cs2»"
}
`, V{"a": g.ffLDAPI(), "b": g.ffLDSDK(), "c": g.ffLDMob(), "_cs": g.ffLDCSID(), "d": g.ffLDSDK(), "e": g.ffLDMob(), "_cs2": g.ffLDCSID()},
		"https://app.launchdarkly.com/api/v2/projects/checkout/environments")

	g.add("ff/ld-api-patch-flag-semantic", `
curl -X PATCH "https://app.launchdarkly.com/api/v2/flags/checkout/new-payment-sheet" \
  -H "Authorization: «a»" \
  -H "Content-Type: application/json; domain-model=launchdarkly.semanticpatch" \
  -H "LD-API-Version: 20240415" \
  -d '{"environmentKey":"production","comment":"ramp to 25%","instructions":[{"kind":"updateFallthroughVariationOrRollout","rolloutWeights":{"«_v1»":75000,"«_v2»":25000}}]}'
`, V{"a": g.ffLDAPI(), "_v1": g.uuid(), "_v2": g.uuid()}, "domain-model=launchdarkly.semanticpatch", "new-payment-sheet")

	g.add("ff/ldcli-config-and-file", `
$ ldcli config --set access-token «a»
Updated access-token
$ ldcli config --set project checkout
Updated project
$ cat ~/.config/ldcli/config.yml
access-token: «a»
analytics-opt-out: true
base-uri: https://app.launchdarkly.com
environment: production
output: plaintext
project: checkout
`, V{"a": g.ffLDAPI()}, "analytics-opt-out: true", "ldcli config --set project checkout")

	g.add("ff/ld-find-code-refs-cli", `
$ ld-find-code-refs \
    --accessToken=«a» \
    --projKey=checkout \
    --repoName=storefront-web \
    --repoUrl=https://github.com/acme/storefront-web \
    --dir=/home/ci/work/storefront-web \
    --branch=main --updateSequenceId=«_seq»
INFO: 2024/05/02 14:11:56 search.go:112: found 37 references to 12 flags
INFO: 2024/05/02 14:11:57 coderefs.go:205: sending 37 code references across 21 files to LaunchDarkly for branch: main
`, V{"a": g.ffLDAPI(), "_seq": g.digits(4)}, "--repoName=storefront-web", "found 37 references to 12 flags")

	g.ffAdd("ff/ld-code-refs-workflow-hardcoded", `
--- a/.github/workflows/find-code-references.yml
+++ b/.github/workflows/find-code-references.yml
@@ -14,7 +14,7 @@ jobs:
       - uses: actions/checkout@v4
         with:
           fetch-depth: 11
       - uses: launchdarkly/find-code-references@v2.13.0
         with:
-          accessToken: ${{ secrets.LD_ACCESS_TOKEN }}
+          accessToken: «a»
           projKey: checkout
`, V{"a": g.ffLDAPI()}, "launchdarkly/find-code-references@v2.13.0", "${{ secrets.LD_ACCESS_TOKEN }}")

	g.add("ff/ld-webhook-signature-verify", `
import crypto from "node:crypto";

// LaunchDarkly → Settings → Integrations → Webhooks → "audit-log-to-slack"
const LD_WEBHOOK_SECRET = "«a»";

export function verify(req) {
  const sig = req.headers["x-ld-signature"];
  const mac = crypto.createHmac("sha256", LD_WEBHOOK_SECRET).update(req.rawBody).digest("hex");
  return crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(mac));
}
`, V{"a": g.uuid()}, `req.headers["x-ld-signature"]`, "audit-log-to-slack")

	g.add("ff/ld-k8s-secret-stringdata", `
apiVersion: v1
kind: Secret
metadata:
  name: launchdarkly
  namespace: payments
  labels:
    app.kubernetes.io/part-of: payments
type: Opaque
stringData:
  LAUNCHDARKLY_SDK_KEY: «a»
  LAUNCHDARKLY_MOBILE_KEY: «b»
  LAUNCHDARKLY_CLIENT_SIDE_ID: "«_cs»"
`, V{"a": g.ffLDSDK(), "b": g.ffLDMob(), "_cs": g.ffLDCSID()}, "app.kubernetes.io/part-of: payments")

	g.add("ff/ld-secure-mode-hash-server", `
// server: compute the secure-mode hash for the browser SDK
app.get("/api/ld-bootstrap", (req, res) => {
  const context = { kind: "user", key: req.user.id };
  res.json({
    clientSideID: "«_cs»",
    hash: ldClient.secureModeHash(context),
    flags: ldClient.allFlagsState(context, { clientSideOnly: true }).toJSON(),
  });
});

$ curl -s localhost:4000/api/ld-bootstrap -H "Cookie: sid=«a»" | jq -c '{clientSideID, hash}'
{"clientSideID":"«_cs»","hash":"«_h»"}
`, V{"_cs": g.ffLDCSID(), "a": g.b64u(32), "_h": g.hex(64)}, "ldClient.secureModeHash(context)", "clientSideOnly: true")

	g.add("ff/ld-federal-instance-env", `
# gov deployment (LaunchDarkly federal instance)
LD_BASE_URI=https://sdk.launchdarkly.us
LD_STREAM_URI=https://stream.launchdarkly.us
LD_EVENTS_URI=https://events.launchdarkly.us
LD_SDK_KEY=«a»
LD_API_URL=https://app.launchdarkly.us/api/v2
LD_API_TOKEN=«b»
`, V{"a": g.ffLDSDK(), "b": g.ffLDAPI()}, "LD_STREAM_URI=https://stream.launchdarkly.us", "LD_API_URL=https://app.launchdarkly.us/api/v2")

	g.add("ff/ld-java-sdk-log-with-env-echo", `
$ echo "LD key: $LD_SDK_KEY"; ./gradlew bootRun
LD key: «a»
> Task :bootRun
2024-06-03T09:41:12.881Z  INFO 41211 --- [           main] c.a.pricing.PricingApplication           : Starting PricingApplication v1.8.2
2024-06-03T09:41:13.402Z  INFO 41211 --- [           main] com.launchdarkly.sdk.server.LDClient     : Starting LaunchDarkly client in streaming mode
2024-06-03T09:41:13.992Z ERROR 41211 --- [-LaunchDarkly-4] c.l.sdk.server.DataSource                : Received HTTP error 401 (invalid SDK key) for streaming connection - giving up permanently
2024-06-03T09:41:18.403Z  WARN 41211 --- [           main] com.launchdarkly.sdk.server.LDClient     : Timeout encountered waiting for LaunchDarkly client initialization
`, V{"a": g.ffLDSDK()}, "Received HTTP error 401 (invalid SDK key) for streaming connection - giving up permanently")

	g.add("ff/ld-go-test-offline-benign-plus-key", `
$ go test ./internal/flags/... -run TestCheckout -v
=== RUN   TestCheckoutFlagDefaults
    flags_test.go:31: using offline client (LD_OFFLINE=true), sdk key ignored
--- PASS: TestCheckoutFlagDefaults (0.00s)
=== RUN   TestCheckoutFlagLive
    flags_test.go:58: LD_SDK_KEY=«a» LD_TIMEOUT=5s
    flags_test.go:61: flag "checkout-v2-enabled" for user «_u» = true (reason: RULE_MATCH ruleId=«_r»)
--- PASS: TestCheckoutFlagLive (1.21s)
PASS
ok  	github.com/acme/pricing/internal/flags	1.244s
`, V{"a": g.ffLDSDK(), "_u": g.uuid(), "_r": g.uuid()}, "TestCheckoutFlagDefaults", "github.com/acme/pricing/internal/flags")

	g.add("ff/ld-gh-secret-set", `
$ gh secret set LD_SDK_KEY --env production --body "«a»"
✓ Set Actions secret LD_SDK_KEY for acme/pricing-service
$ gh secret set LD_ACCESS_TOKEN --body «b»
✓ Set Actions secret LD_ACCESS_TOKEN for acme/pricing-service
$ gh secret list
LD_ACCESS_TOKEN  Updated 2024-06-03
`, V{"a": g.ffLDSDK(), "b": g.ffLDAPI()}, "acme/pricing-service", "LD_ACCESS_TOKEN  Updated 2024-06-03")

	g.add("ff/ld-scim-token-okta", `
Okta → Applications → LaunchDarkly → Provisioning → Integration
  SCIM connector base URL:  https://app.launchdarkly.com/trust/scim/v2
  Unique identifier field:  userName
  Authentication Mode:      HTTP Header
  Authorization (Bearer):   «a»
[Test Connector Configuration]  ✓ Connector configured successfully
`, V{"a": g.ffLDAPI()}, "https://app.launchdarkly.com/trust/scim/v2", "Connector configured successfully")
}

// ---- Split / Harness FME ----

func (g *G) ffSplit() {
	g.add("ff/split-node-factory", `
const { SplitFactory } = require('@splitsoftware/splitio');

const factory = SplitFactory({
  core: {
    authorizationKey: '«a»',
  },
  startup: { readyTimeout: 1.5 },
  scheduler: { impressionsRefreshRate: 60 },
  debug: false,
});
const client = factory.client();
client.on(client.Event.SDK_READY, () => console.log('split ready'));
`, V{"a": g.ffSplitKey()}, "@splitsoftware/splitio", "impressionsRefreshRate: 60")

	g.add("ff/split-java-factory", `
SplitClientConfig config = SplitClientConfig.builder()
        .setBlockUntilReadyTimeout(10000)
        .featuresRefreshRate(30)
        .impressionsMode(ImpressionsManager.Mode.OPTIMIZED)
        .build();
SplitFactory splitFactory = SplitFactoryBuilder.build("«a»", config);
SplitClient client = splitFactory.client();
client.blockUntilReady();
String treatment = client.getTreatment(account.getId(), "new_billing_engine");
`, V{"a": g.ffSplitKey()}, "SplitFactoryBuilder.build(", `"new_billing_engine"`)

	g.add("ff/split-python-factory-redis", `
from splitio import get_factory
from splitio.exceptions import TimeoutException

config = {
    "redisHost": "split-redis.internal",
    "redisPort": 6379,
    "redisPassword": "«b»",
    "redisPrefix": "split-sync",
}
factory = get_factory("«a»", config=config)
try:
    factory.block_until_ready(5)
except TimeoutException:
    log.warning("split not ready after 5s")
`, V{"b": g.pwURL(), "a": g.ffSplitKey()}, `"redisPrefix": "split-sync"`, "split-redis.internal")

	g.add("ff/split-synchronizer-docker-run", `
docker run --rm --name split-synchronizer \
  -p 3010:3010 \
  -e SPLIT_SYNC_APIKEY="«a»" \
  -e SPLIT_SYNC_REDIS_HOST="split-redis.internal" \
  -e SPLIT_SYNC_REDIS_PORT=6379 \
  -e SPLIT_SYNC_REDIS_PASS="«b»" \
  -e SPLIT_SYNC_ADMIN_USERNAME=syncadmin \
  -e SPLIT_SYNC_ADMIN_PASSWORD="«c»" \
  splitsoftware/split-synchronizer:5.8.2
`, V{"a": g.ffSplitKey(), "b": g.pwURL(), "c": g.pw()}, "splitsoftware/split-synchronizer:5.8.2", "SPLIT_SYNC_ADMIN_USERNAME=syncadmin")

	g.add("ff/split-evaluator-env", `
# split-evaluator.env (mounted into the evaluator sidecar)
SPLIT_EVALUATOR_API_KEY=«a»
SPLIT_EVALUATOR_AUTH_TOKEN=«b»
SPLIT_EVALUATOR_SERVER_PORT=7548
SPLIT_EVALUATOR_LOG_DEBUG=false
SPLIT_EVALUATOR_IMPRESSIONS_MODE=optimized
`, V{"a": g.ffSplitKey(), "b": g.hex(32)}, "SPLIT_EVALUATOR_SERVER_PORT=7548")

	g.add("ff/split-admin-api-curl", `
$ curl -s -H "Authorization: Bearer «a»" https://api.split.io/internal/api/v2/workspaces | jq '.objects[] | {id, name}'
{
  "id": "«_ws»",
  "name": "Default"
}
$ curl -s -H "Authorization: Bearer «a»" "https://api.split.io/internal/api/v2/splits/ws/«_ws»/environments/Production?limit=5" | jq -r '.objects[].name'
new_billing_engine
search_reranker
onboarding_checklist
`, V{"a": g.ffSplitKey(), "_ws": g.uuid()}, "https://api.split.io/internal/api/v2/workspaces", "onboarding_checklist")

	g.add("ff/split-browser-and-server-keys", `
# apps/web/.env.local
NEXT_PUBLIC_SPLIT_CLIENT_KEY=«_ck»   # client-side key, ships in the bundle
SPLIT_SERVER_SDK_KEY=«a»             # server-side, never expose
SPLIT_TRAFFIC_TYPE=account
`, V{"_ck": g.ffSplitKey(), "a": g.ffSplitKey()}, "SPLIT_TRAFFIC_TYPE=account", "client-side key, ships in the bundle")

	g.add("ff/split-go-factory", `
cfg := conf.Default()
cfg.LoggerConfig.LogLevel = logging.LevelWarning
cfg.OperationMode = conf.InMemoryStandAlone
factory, err := client.NewSplitFactory("«a»", cfg)
if err != nil {
	log.Fatalf("split factory: %v", err)
}
splitClient := factory.Client()
if err := splitClient.BlockUntilReady(10); err != nil {
	log.Printf("split: %v", err)
}
`, V{"a": g.ffSplitKey()}, "conf.InMemoryStandAlone", "splitClient.BlockUntilReady(10)")

	g.add("ff/split-gradle-run-log", `
$ SPLIT_API_KEY=«a» ./gradlew :billing:bootRun --args='--spring.profiles.active=local'
2024-04-18 10:22:07.114  INFO 8812 --- [main] io.split.client.SplitFactoryImpl : Split SDK version: java-4.11.1
2024-04-18 10:22:07.662  INFO 8812 --- [main] io.split.client.SplitFactoryImpl : Successful initialization
2024-04-18 10:22:07.663  INFO 8812 --- [main] c.a.billing.BillingApplication   : Started BillingApplication in 4.9 seconds
`, V{"a": g.ffSplitKey()}, "Split SDK version: java-4.11.1", "spring.profiles.active=local")

	g.add("ff/split-localhost-mode-benign", `
// test/setup.ts — Split localhost mode, no network, no key
const factory = SplitFactory({
  core: { authorizationKey: 'localhost' },
  features: {
    'new_billing_engine': 'on',
    'search_reranker': { treatment: 'v2', config: '{"model":"rr-«_m»"}' },
  },
});
`, V{"_m": g.hex(8)}, "authorizationKey: 'localhost'", "Split localhost mode, no network, no key")

	g.add("ff/split-dotnet-appsettings", `
{
  "Split": {
    "SdkKey": "«a»",
    "AdminApiKey": "«b»",
    "Ready": 10000,
    "ImpressionsMode": "Debug"
  },
  "AllowedHosts": "*"
}
`, V{"a": g.ffSplitKey(), "b": g.ffSplitKey()}, `"ImpressionsMode": "Debug"`)
}

// ---- Unleash ----

func (g *G) ffUnleash() {
	g.add("ff/unleash-node-client", `
import { initialize } from 'unleash-client';

export const unleash = initialize({
  url: 'https://unleash.acme.io/api/',
  appName: 'orders-api',
  instanceId: process.env.HOSTNAME,
  refreshInterval: 15000,
  customHeaders: { Authorization: '«a»' },
});

unleash.on('synchronized', () => console.log('unleash synced'));
`, V{"a": g.ffUnleashTok("default", "production")}, "https://unleash.acme.io/api/", "appName: 'orders-api'")

	g.add("ff/unleash-server-docker-compose", `
services:
  unleash:
    image: unleashorg/unleash-server:6.3
    ports: ["4242:4242"]
    environment:
      DATABASE_URL: postgres://unleash:«a»@db:5432/unleash
      DATABASE_SSL: "false"
      LOG_LEVEL: warn
      INIT_ADMIN_API_TOKENS: "«b»"
      INIT_CLIENT_API_TOKENS: "«c»,«d»"
      INIT_FRONTEND_API_TOKENS: "«_f»"
    depends_on: [db]
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: unleash
      POSTGRES_USER: unleash
      POSTGRES_PASSWORD: «a»
`, V{"a": g.pwURL(), "b": "*:*." + g.hex(64), "c": g.ffUnleashTok("default", "development"), "d": g.ffUnleashTok("default", "production"), "_f": g.ffUnleashTok("default", "development")},
		"unleashorg/unleash-server:6.3", "POSTGRES_USER: unleash")

	g.add("ff/unleash-edge-cli", `
$ unleash-edge edge \
    --upstream-url https://unleash.acme.io \
    --tokens '«a»' \
    --port 3063
2024-05-21T07:14:09.441872Z  INFO unleash_edge: Starting edge mode, upstream: https://unleash.acme.io
2024-05-21T07:14:09.902133Z  INFO unleash_edge::http::refresher::feature_refresher: Registered token for project default, environment production
2024-05-21T07:14:09.902301Z  INFO actix_server::builder: starting 8 workers
`, V{"a": g.ffUnleashTok("default", "production")}, "unleash_edge: Starting edge mode", "starting 8 workers")

	g.add("ff/unleash-edge-k8s-deployment", `
      containers:
        - name: unleash-edge
          image: unleashorg/unleash-edge:v19.6.2
          args: ["edge"]
          env:
            - name: UPSTREAM_URL
              value: http://unleash.unleash.svc.cluster.local:4242
            - name: TOKENS
              value: "«a»,«b»"
            - name: REDIS_URL
              value: redis://:«c»@edge-redis:6379
          ports:
            - containerPort: 3063
`, V{"a": g.ffUnleashTok("payments", "production"), "b": g.ffUnleashTok("default", "production"), "c": g.an(24)}, "unleashorg/unleash-edge:v19.6.2", "containerPort: 3063")

	g.add("ff/unleash-admin-api-pat-curl", `
$ curl -s https://unleash.acme.io/api/admin/projects/default/features \
    -H "Authorization: «a»" | jq -r '.features[] | [.name, .type, (.stale|tostring)] | @tsv'
checkout.new-payment-sheet	release	false
search.reranker-v2	experiment	false
legacy.invoice-pdf	kill-switch	true
`, V{"a": g.ffUnleashPAT()}, "https://unleash.acme.io/api/admin/projects/default/features", "legacy.invoice-pdf")

	g.add("ff/unleash-create-api-token-response", `
$ curl -s -X POST https://unleash.acme.io/api/admin/api-tokens \
    -H "Authorization: «a»" -H "Content-Type: application/json" \
    -d '{"tokenName":"orders-api-prod","type":"client","environment":"production","projects":["default"]}'
{
  "secret": "«b»",
  "tokenName": "orders-api-prod",
  "type": "client",
  "environment": "production",
  "project": "default",
  "projects": ["default"],
  "expiresAt": null,
  "createdAt": "«_ts»",
  "alias": null,
  "seenAt": null
}
`, V{"a": g.ffUnleashPAT(), "b": g.ffUnleashTok("default", "production"), "_ts": g.ffTS()}, `"tokenName": "orders-api-prod"`)

	g.add("ff/unleash-go-client", `
func initFlags() error {
	return unleash.Initialize(
		unleash.WithListener(&unleash.DebugListener{}),
		unleash.WithAppName("ledger"),
		unleash.WithUrl("https://unleash.acme.io/api/"),
		unleash.WithCustomHeaders(http.Header{"Authorization": {"«a»"}}),
		unleash.WithRefreshInterval(10*time.Second),
	)
}
`, V{"a": g.ffUnleashTok("ledger", "production")}, `unleash.WithAppName("ledger")`)

	g.add("ff/unleash-python-client", `
from UnleashClient import UnleashClient

client = UnleashClient(
    url="https://unleash.acme.io/api",
    app_name="reports-worker",
    environment="production",
    custom_headers={"Authorization": "«a»"},
    refresh_interval=30,
)
client.initialize_client()
if client.is_enabled("reports.async-export", {"userId": "«_u»"}):
    enqueue_async_export()
`, V{"a": g.ffUnleashTok("default", "production"), "_u": g.digits(6)}, `app_name="reports-worker"`, `"reports.async-export"`)

	g.add("ff/unleash-java-config", `
UnleashConfig config = UnleashConfig.builder()
        .appName("inventory-service")
        .instanceId(System.getenv().getOrDefault("POD_NAME", "local"))
        .unleashAPI("https://unleash.acme.io/api/")
        .apiKey("«a»")
        .synchronousFetchOnInitialisation(true)
        .build();
Unleash unleash = new DefaultUnleash(config);
`, V{"a": g.ffUnleashTok("inventory", "production")}, `.appName("inventory-service")`)

	g.ffAdd("ff/unleash-react-frontend-token-benign", `
// src/main.tsx — frontend token, meant for the browser
import FlagProvider from '@unleash/proxy-client-react';

const config = {
  url: 'https://unleash.acme.io/api/frontend',
  clientKey: '«_f»',
  refreshInterval: 15,
  appName: 'storefront-web',
};

root.render(<FlagProvider config={config}><App /></FlagProvider>);
`, V{"_f": g.ffUnleashTok("default", "production")}, "@unleash/proxy-client-react", "https://unleash.acme.io/api/frontend")

	g.add("ff/unleash-helm-values", `
# unleash/values.prod.yaml
ingress:
  enabled: true
  hosts: [{ host: unleash.acme.io, paths: [{ path: /, pathType: Prefix }] }]
postgresql:
  enabled: false
dbConfig:
  host: unleash-db.cluster-ro.eu-west-1.rds.amazonaws.com
  port: 5432
  database: unleash
  user: unleash_app
  pass: «a»
env:
  - name: INIT_CLIENT_API_TOKENS
    value: «b»
  - name: AUTH_TYPE
    value: open-source
`, V{"a": g.pw(), "b": g.ffUnleashTok("*", "production")}, "unleash-db.cluster-ro.eu-west-1.rds.amazonaws.com", "user: unleash_app")

	g.add("ff/unleash-proxy-env", `
UNLEASH_URL=https://unleash.acme.io/api/
UNLEASH_API_TOKEN=«a»
UNLEASH_PROXY_CLIENT_KEYS=«=k»
UNLEASH_APP_NAME=unleash-proxy-eu
PORT=3000
`, V{"a": g.ffUnleashTok("default", "production"), "=k": g.hex(20)}, "UNLEASH_APP_NAME=unleash-proxy-eu")

	g.add("ff/unleash-client-401-log", `
$ export UNLEASH_API_TOKEN='«a»'
$ npm run dev
[orders-api] listening on :8080
[orders-api] Unleash Repository error: Response was not statusCode 2XX, but was 401 (https://unleash.acme.io/api/client/features)
[orders-api] hint: token environment "development" does not match server environment "production"
`, V{"a": g.ffUnleashTok("default", "development")}, "Response was not statusCode 2XX, but was 401")

	g.add("ff/unleash-dotnet-settings", `
var settings = new UnleashSettings
{
    AppName = "Billing.Api",
    UnleashApi = new Uri("https://unleash.acme.io/api/"),
    CustomHttpHeaders = new Dictionary<string, string>
    {
        { "Authorization", "«a»" }
    },
    FetchTogglesInterval = TimeSpan.FromSeconds(20),
};
var unleash = new DefaultUnleash(settings);
`, V{"a": g.ffUnleashTok("billing", "production")}, `AppName = "Billing.Api"`)
}

// ---- Flagsmith ----

func (g *G) ffFlagsmith() {
	g.add("ff/flagsmith-python-local-eval", `
from flagsmith import Flagsmith

flagsmith = Flagsmith(
    environment_key="«a»",
    enable_local_evaluation=True,
    environment_refresh_interval_seconds=60,
)
flags = flagsmith.get_identity_flags(identifier="org_«_org»", traits={"plan": "scale"})
print(flags.is_feature_enabled("bulk_export"))
`, V{"a": g.ffFsServer(), "_org": g.digits(5)}, "enable_local_evaluation=True", `"bulk_export"`)

	g.add("ff/flagsmith-js-client-env-id-benign", `
import flagsmith from "flagsmith";

flagsmith.init({
  environmentID: "«_e»",
  cacheFlags: true,
  enableAnalytics: true,
  onChange: (old, params) => render(flagsmith.getAllFlags()),
});
`, V{"_e": g.ffFsEnv()}, "enableAnalytics: true")

	g.add("ff/flagsmith-selfhost-compose", `
services:
  flagsmith:
    image: flagsmith/flagsmith:2.130
    environment:
      DATABASE_URL: postgresql://flagsmith:«a»@postgres:5432/flagsmith
      DJANGO_SECRET_KEY: «b»
      DJANGO_ALLOWED_HOSTS: flags.acme.io
      ENVIRONMENT: production
      EMAIL_BACKEND: django.core.mail.backends.smtp.EmailBackend
      EMAIL_HOST: smtp.sendgrid.net
      EMAIL_HOST_USER: apikey
      EMAIL_HOST_PASSWORD: «c»
      ENABLE_ADMIN_ACCESS_USER_PASS: "true"
    ports: ["8000:8000"]
`, V{"a": g.pwURL(), "b": g.s(alDjango, 50), "c": g.sendgrid()}, "flagsmith/flagsmith:2.130", "DJANGO_ALLOWED_HOSTS: flags.acme.io")

	g.add("ff/flagsmith-admin-api-token-curl", `
$ curl -s https://api.flagsmith.com/api/v1/projects/ -H "Authorization: Token «a»" | jq '.[] | {id, name, organisation}'
{
  "id": «_p»,
  "name": "Mobile Banking",
  "organisation": «_o»
}
`, V{"a": g.hex(40), "_p": g.digits(5), "_o": g.digits(4)}, "https://api.flagsmith.com/api/v1/projects/", `"name": "Mobile Banking"`)

	g.add("ff/flagsmith-org-api-key", `
$ export FLAGSMITH_ORG_API_KEY="«a»"
$ curl -s -X PUT "https://api.flagsmith.com/api/v1/environments/«_e»/featurestates/«_fs»/" \
    -H "Authorization: Api-Key $FLAGSMITH_ORG_API_KEY" \
    -H "Content-Type: application/json" \
    -d '{"enabled": true, "feature_state_value": "v2"}'
{"id":«_fs»,"enabled":true,"feature_state_value":"v2","environment":«_env»}
`, V{"a": g.ffFsOrgKey(), "_e": g.ffFsEnv(), "_fs": g.digits(7), "_env": g.digits(5)}, "Authorization: Api-Key $FLAGSMITH_ORG_API_KEY")

	g.add("ff/flagsmith-edge-proxy-config", `
{
  "environment_key_pairs": [
    {
      "server_side_key": "«a»",
      "client_side_key": "«_c1»"
    },
    {
      "server_side_key": "«b»",
      "client_side_key": "«_c2»"
    }
  ],
  "api_poll_frequency": 10,
  "api_url": "https://edge.api.flagsmith.com/api/v1"
}
`, V{"a": g.ffFsServer(), "_c1": g.ffFsEnv(), "b": g.ffFsServer(), "_c2": g.ffFsEnv()}, `"api_poll_frequency": 10`)

	g.add("ff/flagsmith-java-client", `
FlagsmithClient flagsmith = FlagsmithClient
    .newBuilder()
    .setApiKey("«a»")
    .withConfiguration(FlagsmithConfig.newBuilder()
        .withLocalEvaluation(true)
        .withEnvironmentRefreshIntervalSeconds(30)
        .build())
    .build();
Flags flags = flagsmith.getEnvironmentFlags();
`, V{"a": g.ffFsServer()}, "withEnvironmentRefreshIntervalSeconds(30)")

	g.add("ff/flagsmith-login-response", `
$ curl -s -X POST https://flags.acme.io/api/v1/auth/login/ -H 'Content-Type: application/json' \
    -d '{"email":"platform@acme.io","password":"«a»"}'
{"key":"«b»"}
`, V{"a": g.pw(), "b": g.hex(40)}, "https://flags.acme.io/api/v1/auth/login/", "platform@acme.io")

	g.add("ff/flagsmith-ruby-client", `
# config/initializers/flagsmith.rb
$flagsmith = Flagsmith::Client.new(
  environment_key: ENV.fetch('FLAGSMITH_SERVER_KEY') { '«a»' },
  enable_local_evaluation: true,
  enable_analytics: true
)
`, V{"a": g.ffFsServer()}, "enable_local_evaluation: true", "FLAGSMITH_SERVER_KEY")

	g.add("ff/flagsmith-cli-get-benign", `
$ export FLAGSMITH_ENVIRONMENT=«_e»
$ npx flagsmith get -o ./src/flagsmith.json
Fetching flags for environment «_e»...
Wrote 23 flags to ./src/flagsmith.json
`, V{"_e": g.ffFsEnv()}, "Wrote 23 flags to ./src/flagsmith.json")

	g.add("ff/flagsmith-terraform-provider", `
terraform {
  required_providers {
    flagsmith = {
      source  = "Flagsmith/flagsmith"
      version = "~> 0.9"
    }
  }
}

provider "flagsmith" {
  master_api_key = "«a»"
}

resource "flagsmith_feature" "bulk_export" {
  feature_name = "bulk_export"
  project_uuid = "«_p»"
  type         = "STANDARD"
}
`, V{"a": g.ffFsOrgKey(), "_p": g.uuid()}, `source  = "Flagsmith/flagsmith"`, `feature_name = "bulk_export"`)
}

// ---- Statsig ----

func (g *G) ffStatsig() {
	g.add("ff/statsig-python-init", `
from statsig import statsig, StatsigOptions, StatsigEnvironmentTier, StatsigUser

options = StatsigOptions(tier=StatsigEnvironmentTier.staging, rulesets_sync_interval=30)
statsig.initialize("«a»", options)

user = StatsigUser(user_id="«_u»", custom={"plan": "team"})
if statsig.check_gate(user, "enable_ai_summaries"):
    summary = summarize(doc)
`, V{"a": g.ffStatsigKey("secret"), "_u": g.digits(8)}, `"enable_ai_summaries"`, "StatsigEnvironmentTier.staging")

	g.add("ff/statsig-console-api-curl", `
$ curl -s https://statsigapi.net/console/v1/gates \
    -H "STATSIG-API-KEY: «a»" \
    -H "STATSIG-API-VERSION: 20240601" | jq -r '.data[] | "\(.id)\t\(.isEnabled)"'
enable_ai_summaries	true
new_onboarding_flow	false
`, V{"a": g.ffStatsigKey("console")}, "https://statsigapi.net/console/v1/gates", "new_onboarding_flow")

	g.add("ff/statsig-create-key-response", `
{
  "message": "Key created successfully.",
  "data": {
    "key": "«a»",
    "type": "SERVER",
    "description": "billing worker (prod)",
    "scopes": [],
    "environments": ["production"],
    "status": "active"
  }
}
`, V{"a": g.ffStatsigKey("secret")}, `"description": "billing worker (prod)"`)

	g.add("ff/statsig-go-init", `
statsig.InitializeWithOptions("«a»", &statsig.Options{
	Environment: statsig.Environment{Tier: "production"},
	LocalMode:   false,
	InitTimeout: 3 * time.Second,
})
defer statsig.Shutdown()
`, V{"a": g.ffStatsigKey("secret")}, `statsig.Environment{Tier: "production"}`)

	g.add("ff/statsig-env-server-and-client", `
# .env.production
NEXT_PUBLIC_STATSIG_CLIENT_KEY=«_c»
STATSIG_SERVER_SECRET=«a»
STATSIG_CONSOLE_KEY=«b»
NEXT_PUBLIC_APP_URL=https://app.notable.so
`, V{"_c": g.ffStatsigKey("client"), "a": g.ffStatsigKey("secret"), "b": g.ffStatsigKey("console")}, "NEXT_PUBLIC_APP_URL=https://app.notable.so")

	g.add("ff/statsig-http-log-event", `
curl -X POST https://events.statsigapi.net/v1/log_event \
  -H "Content-Type: application/json" \
  -H "statsig-api-key: «a»" \
  -d '{"events":[{"eventName":"checkout_completed","user":{"userID":"«_u»"},"value":49.0,"time":«_t»}]}'
`, V{"a": g.ffStatsigKey("secret"), "_u": g.uuid(), "_t": "17" + g.s(alDigit, 11)}, "https://events.statsigapi.net/v1/log_event", "checkout_completed")

	g.add("ff/statsig-java-server", `
StatsigOptions options = new StatsigOptions();
options.setTier("production");
options.setRulesetsSyncIntervalMs(10_000);
Future<InitializeDetails> init = Statsig.initializeAsync("«a»", options);
init.get(5, TimeUnit.SECONDS);
`, V{"a": g.ffStatsigKey("secret")}, "setRulesetsSyncIntervalMs(10_000)")

	g.add("ff/statsig-terraform-provider", `
provider "statsig" {
  console_api_key = "«a»"
}

resource "statsig_gate" "ai_summaries" {
  id          = "enable_ai_summaries"
  description = "LLM summaries in the doc sidebar"
  is_enabled  = true
}
`, V{"a": g.ffStatsigKey("console")}, `id          = "enable_ai_summaries"`)
}

// ---- GrowthBook ----

func (g *G) ffGrowthBook() {
	g.add("ff/growthbook-selfhost-env", `
# growthbook/.env
NODE_ENV=production
APP_ORIGIN=https://gb.acme.io
API_HOST=https://gb-api.acme.io
MONGODB_URI=mongodb://growthbook:«a»@mongo-0.mongo:27017/growthbook?authSource=admin
JWT_SECRET=«b»
ENCRYPTION_KEY=«c»
EMAIL_ENABLED=true
EMAIL_HOST=email-smtp.eu-west-1.amazonaws.com
EMAIL_HOST_USER=«_smtpu»
EMAIL_HOST_PASSWORD=«d»
`, V{"a": g.pwURL(), "b": g.hex(64), "c": g.b64u(32), "_smtpu": g.awsID(), "d": "B" + g.s(alB64, 43)}, "APP_ORIGIN=https://gb.acme.io", "EMAIL_HOST=email-smtp.eu-west-1.amazonaws.com")

	g.add("ff/growthbook-api-curl", `
$ curl -s https://api.growthbook.io/api/v1/features?limit=2 -u «a»: | jq '.features[] | {id, valueType, defaultValue}'
{
  "id": "pricing-page-v3",
  "valueType": "boolean",
  "defaultValue": "false"
}
{
  "id": "search-results-per-page",
  "valueType": "number",
  "defaultValue": "20"
}
`, V{"a": g.ffGBSecret("admin")}, "https://api.growthbook.io/api/v1/features?limit=2", `"id": "pricing-page-v3"`)

	g.add("ff/growthbook-proxy-compose", `
  growthbook-proxy:
    image: growthbook/proxy:latest
    environment:
      - GROWTHBOOK_API_HOST=https://gb-api.acme.io
      - SECRET_API_KEY=«a»
      - CACHE_ENGINE=redis
      - CACHE_CONNECTION_URL=redis://:«b»@redis:6379
      - ENABLE_STICKY_BUCKETING=1
    ports:
      - "3300:3300"
`, V{"a": g.ffGBSecret("readonly"), "b": g.pwURL()}, "growthbook/proxy:latest", "ENABLE_STICKY_BUCKETING=1")

	g.add("ff/growthbook-sdk-client-benign", `
const gb = new GrowthBook({
  apiHost: "https://cdn.growthbook.io",
  clientKey: "«_k»",
  enableDevMode: process.env.NODE_ENV !== "production",
  trackingCallback: (experiment, result) => {
    analytics.track("Experiment Viewed", { experimentId: experiment.key, variationId: result.key });
  },
});
await gb.init({ timeout: 2000, streaming: true });
`, V{"_k": g.ffGBClient()}, "https://cdn.growthbook.io", "Experiment Viewed")

	g.add("ff/growthbook-config-yml-datasource", `
# growthbook/config/config.yml (config.yml mode)
datasources:
  warehouse:
    type: postgres
    name: Analytics warehouse
    params:
      host: analytics.cluster-abc.eu-west-1.redshift.amazonaws.com
      port: 5439
      user: growthbook_ro
      password: «a»
      database: events
      ssl: true
metrics:
  purchases:
    type: count
    datasource: warehouse
`, V{"a": g.pwStrong()}, "user: growthbook_ro", "analytics.cluster-abc.eu-west-1.redshift.amazonaws.com")

	g.add("ff/growthbook-cli-login", `
$ npx growthbook auth login --apiKey «a» --apiBaseUrl https://gb-api.acme.io --profile acme
✅ Successfully wrote profile acme to ~/.growthbook/config.toml
$ cat ~/.growthbook/config.toml
[acme]
apiKey = "«a»"
apiBaseUrl = "https://gb-api.acme.io"
`, V{"a": g.ffGBSecret("user")}, "Successfully wrote profile acme", `apiBaseUrl = "https://gb-api.acme.io"`)

	g.add("ff/growthbook-mcp-config", `
$ cat .cursor/mcp.json
{
  "mcpServers": {
    "growthbook": {
      "command": "npx",
      "args": ["-y", "@growthbook/mcp"],
      "env": {
        "GB_API_KEY": "«a»",
        "GB_USER": "dana@acme.io",
        "GB_API_URL": "https://api.growthbook.io",
        "GB_APP_ORIGIN": "https://app.growthbook.io"
      }
    }
  }
}
`, V{"a": g.ffGBSecret("user")}, "@growthbook/mcp", `"GB_USER": "dana@acme.io"`)

	g.add("ff/growthbook-encrypted-payload-benign", `
$ curl -s https://cdn.growthbook.io/api/features/«_k» | jq '{status, encryptedFeatures: (.encryptedFeatures[:48] + "..."), dateUpdated}'
{
  "status": 200,
  "encryptedFeatures": "«_iv».«_ct»...",
  "dateUpdated": "«_ts»"
}
`, V{"_k": g.ffGBClient(), "_iv": g.b64(16), "_ct": g.s(alB64, 23), "_ts": g.ffTS()}, `"status": 200`)
}

// ---- Optimizely ----

func (g *G) ffOptimizely() {
	g.add("ff/optimizely-agent-config-yaml", `
# optimizely-agent config.yaml
server:
  host: 0.0.0.0
  port: 8080
api:
  auth:
    ttl: 30m
    hmacSecrets:
      - «a»
    clients:
      - id: checkout-svc
        secretHash: «_hash»
admin:
  auth:
    ttl: 30m
    hmacSecrets:
      - «b»
log:
  level: info
`, V{"a": g.b64(32), "_hash": g.b64(32), "b": g.b64(32)}, "id: checkout-svc", "optimizely-agent config.yaml")

	g.add("ff/optimizely-agent-env", `
docker run -p 8080:8080 -p 8088:8088 \
  -e OPTIMIZELY_API_AUTH_HMACSECRETS=«a» \
  -e OPTIMIZELY_API_AUTH_TTL=30m \
  -e OPTIMIZELY_ADMIN_AUTH_HMACSECRETS=«b» \
  -e OPTIMIZELY_SDKKEYS=«_sdk» \
  optimizely/agent:4.0.0
`, V{"a": g.b64(32), "b": g.b64(32), "_sdk": g.ffOptSDK()}, "optimizely/agent:4.0.0", "OPTIMIZELY_API_AUTH_TTL=30m")

	g.add("ff/optimizely-rest-api-pat", `
$ curl -s -H "Authorization: Bearer «a»" "https://api.optimizely.com/v2/projects?per_page=3" | jq '.[] | {id, name, platform}'
{
  "id": «_p1»,
  "name": "Web – Checkout",
  "platform": "custom"
}
{
  "id": «_p2»,
  "name": "iOS app",
  "platform": "ios"
}
`, V{"a": g.ffOptPAT(), "_p1": g.digits(11), "_p2": g.digits(11)}, "https://api.optimizely.com/v2/projects?per_page=3")

	g.add("ff/optimizely-authenticated-datafile", `
$ curl -s -H "Authorization: Bearer «a»" \
    https://config.optimizely.com/datafiles/auth/«_sdk».json | jq '{accountId, projectId, revision, environmentKey}'
{
  "accountId": "«_acct»",
  "projectId": "«_proj»",
  "revision": "412",
  "environmentKey": "production"
}
`, V{"a": g.an(32), "_sdk": g.ffOptSDK(), "_acct": g.digits(11), "_proj": g.digits(11)}, "https://config.optimizely.com/datafiles/auth/")

	g.add("ff/optimizely-python-datafile-token", `
from optimizely import optimizely
from optimizely.config_manager import AuthDatafilePollingConfigManager

config_manager = AuthDatafilePollingConfigManager(
    datafile_access_token="«a»",
    sdk_key="«_sdk»",
    update_interval=60,
)
optimizely_client = optimizely.Optimizely(config_manager=config_manager)
`, V{"a": g.an(32), "_sdk": g.ffOptSDK()}, "AuthDatafilePollingConfigManager")

	g.add("ff/optimizely-js-sdk-key-benign", `
import { createInstance } from '@optimizely/optimizely-sdk';

const optimizely = createInstance({
  sdkKey: '«_sdk»',
  datafileOptions: { autoUpdate: true, updateInterval: 300000 },
});
const user = optimizely.createUserContext('«_u»', { logged_in: true });
const decision = user.decide('product_sort');
`, V{"_sdk": g.ffOptSDK(), "_u": g.uuid()}, "@optimizely/optimizely-sdk", "user.decide('product_sort')")

	g.add("ff/optimizely-agent-token-exchange", `
$ curl -s -X POST http://localhost:8080/oauth/api/token \
    -d "grant_type=client_credentials&client_id=checkout-svc&client_secret=«a»"
{"access_token":"«b»","expires_in":1800,"token_type":"bearer"}
`, V{"a": g.b64u(32), "b": g.jwt("HS256", `{"sdk_keys":["`+g.ffOptSDK()+`"],"exp":1718300000,"admin":false}`)}, "client_id=checkout-svc", `"expires_in":1800`)

	g.add("ff/optimizely-web-snippet-benign", `
<!-- Optimizely Web Experimentation -->
<script src="https://cdn.optimizely.com/js/«_p».js"></script>
<script>
  window["optimizely"] = window["optimizely"] || [];
  window["optimizely"].push({ type: "user", attributes: { plan: "pro", accountId: "«_a»" } });
</script>
`, V{"_p": g.digits(11), "_a": g.digits(7)}, "Optimizely Web Experimentation")
}

// ---- ConfigCat ----

func (g *G) ffConfigCat() {
	g.add("ff/configcat-dotnet-client", `
builder.Services.AddSingleton<IConfigCatClient>(_ =>
    ConfigCatClient.Get("«a»", options =>
    {
        options.PollingMode = PollingModes.AutoPoll(pollInterval: TimeSpan.FromSeconds(60));
        options.Logger = new ConsoleLogger(LogLevel.Warning);
    }));
`, V{"a": g.ffCC()}, "PollingModes.AutoPoll(pollInterval: TimeSpan.FromSeconds(60))")

	g.add("ff/configcat-proxy-env", `
CONFIGCAT_SDKS={"prod":"«a»","staging":"«b»"}
CONFIGCAT_HTTP_ENABLED=true
CONFIGCAT_HTTP_PORT=8050
CONFIGCAT_CDN_PROXY_ENABLED=true
CONFIGCAT_LOG_LEVEL=info
`, V{"a": g.ffCC(), "b": g.ffCC()}, "CONFIGCAT_HTTP_PORT=8050")

	g.add("ff/configcat-cli-setup", `
$ configcat setup -H api.configcat.com -u «_u» -p «a»
Config saved to /home/dev/.config/configcat/cli.json
$ configcat flag ls --tag checkout
ID      NAME                  KEY                   HINT
«_id»  New payment sheet     newPaymentSheet       checkout redesign
`, V{"_u": b64s(g.uuid()), "a": g.b64(32), "_id": g.digits(5)}, "Config saved to /home/dev/.config/configcat/cli.json", "newPaymentSheet")

	g.add("ff/configcat-terraform-provider", `
provider "configcat" {
  basic_auth_username = var.configcat_basic_auth_username
  basic_auth_password = "«a»"
}

data "configcat_products" "main" {
  name_filter_regex = "Acme Web"
}
`, V{"a": g.b64(32)}, "var.configcat_basic_auth_username", `name_filter_regex = "Acme Web"`)

	g.add("ff/configcat-go-old-key", `
client := configcat.NewCustomClient(configcat.Config{
	SDKKey:       "«a»",
	PollingMode:  configcat.AutoPoll,
	PollInterval: 30 * time.Second,
	DataGovernance: configcat.EUOnly,
})
defer client.Close()
`, V{"a": g.ffCCOld()}, "configcat.EUOnly")

	g.add("ff/configcat-public-api-curl", `
$ curl -s -u '«=u»:«a»' https://api.configcat.com/v1/products | jq -r '.[] | "\(.productId) \(.name)"'
«_p» Acme Web
«_p2» Acme Mobile
`, V{"=u": b64s(g.uuid()), "a": g.b64(32), "_p": g.uuid(), "_p2": g.uuid()}, "https://api.configcat.com/v1/products")

	g.add("ff/configcat-scan-action", `
      - name: ConfigCat code references
        uses: configcat/scan-repository@v2
        with:
          api-user: ${{ secrets.CONFIGCAT_API_USER }}
          api-pass: «a»
          config-id: «_cfg»
`, V{"a": g.b64(32), "_cfg": g.uuid()}, "configcat/scan-repository@v2", "${{ secrets.CONFIGCAT_API_USER }}")
}

// ---- Flipt, GO Feature Flag, flagd ----

func (g *G) ffSelfHosted() {
	g.add("ff/flipt-config-yml", `
# /etc/flipt/config.yml
log:
  level: INFO
db:
  url: postgres://flipt:«a»@flipt-db:5432/flipt?sslmode=disable
authentication:
  required: true
  session:
    domain: flags.acme.io
    secure: true
  methods:
    token:
      enabled: true
      bootstrap:
        token: "«b»"
        expiration: 8760h
    oidc:
      enabled: true
      providers:
        google:
          issuer_url: https://accounts.google.com
          client_id: «_cid».apps.googleusercontent.com
          client_secret: «c»
          redirect_address: https://flags.acme.io
`, V{"a": g.pwURL(), "b": g.pwStrong(), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "c": g.gocspx()}, "domain: flags.acme.io", "expiration: 8760h")

	g.add("ff/flipt-env-vars", `
FLIPT_DB_URL=mysql://flipt:«a»@tcp(mysql:3306)/flipt
FLIPT_AUTHENTICATION_REQUIRED=true
FLIPT_AUTHENTICATION_METHODS_TOKEN_ENABLED=true
FLIPT_AUTHENTICATION_METHODS_TOKEN_BOOTSTRAP_TOKEN=«b»
FLIPT_CACHE_ENABLED=true
FLIPT_CACHE_BACKEND=redis
FLIPT_CACHE_REDIS_PASSWORD=«c»
`, V{"a": g.pw(), "b": g.hex(32), "c": g.pwURL()}, "FLIPT_CACHE_BACKEND=redis")

	g.add("ff/flipt-create-token-response", `
$ curl -s -X POST http://localhost:8080/auth/v1/method/token \
    -H "Authorization: Bearer «a»" \
    -d '{"name":"ci-evaluator","description":"token for GitHub Actions"}'
{
  "clientToken": "«b»",
  "authentication": {
    "id": "«_id»",
    "method": "METHOD_TOKEN",
    "expiresAt": null,
    "createdAt": "«_ts»",
    "metadata": {"io.flipt.auth.token.name": "ci-evaluator"}
  }
}
`, V{"a": g.pwStrong(), "b": g.b64u(43), "_id": g.uuid(), "_ts": g.ffTS()}, `"method": "METHOD_TOKEN"`, "ci-evaluator")

	g.add("ff/flipt-go-sdk", `
transport := grpc.NewTransport("flipt.internal:9000")
client := sdk.New(transport, sdk.WithAuthenticationProvider(
	sdk.StaticTokenAuthenticationProvider("«a»"),
))
resp, err := client.Evaluation().Boolean(ctx, &evaluation.EvaluationRequest{
	NamespaceKey: "default",
	FlagKey:      "new-ledger",
	EntityId:     accountID,
})
`, V{"a": g.b64u(43)}, "flipt.internal:9000", `FlagKey:      "new-ledger"`)

	g.add("ff/goff-relay-proxy-yaml", `
# goff-proxy.yaml
listen: 1031
pollingInterval: 10000
retriever:
  kind: github
  repositorySlug: acme/feature-flags
  path: flags/production.goff.yaml
  branch: main
  token: «a»
exporter:
  kind: s3
  bucket: acme-flag-events
  s3ClientConfig:
    region: eu-west-1
authorizedKeys:
  evaluation:
    - «b»
  admin:
    - «c»
`, V{"a": g.ghp(), "b": g.uuid(), "c": g.uuid()}, "repositorySlug: acme/feature-flags", "bucket: acme-flag-events")

	g.add("ff/goff-relay-curl-allflags", `
$ curl -s -X POST http://goff-relay:1031/v1/allflags \
    -H "Authorization: Bearer «a»" \
    -H "Content-Type: application/json" \
    -d '{"evaluationContext":{"key":"«_u»","custom":{"email":"ops@acme.io"}}}' | jq '.flags | keys'
[
  "new-admin-access",
  "search-reranker"
]
`, V{"a": g.uuid(), "_u": g.uuid()}, "http://goff-relay:1031/v1/allflags", "new-admin-access")

	g.add("ff/flagd-http-source-bearer", `
$ flagd start --port 8013 \
    --sources='[{"uri":"https://flags.internal.acme.io/flagd/prod.json","provider":"http","bearerToken":"«a»","interval":30},
               {"uri":"/etc/flagd/local.json","provider":"file"}]'
		info	flagd/main.go:40	flagd version: v0.11.1 («_sha»), built at: 2024-07-08T18:20:11Z
		info	flag-sync/sync_service.go:54	starting flag sync service on port 8015
`, V{"a": g.hex(40), "_sha": g.hex(7)}, "https://flags.internal.acme.io/flagd/prod.json", "starting flag sync service on port 8015")
}

// ---- OpenFeature providers ----

func (g *G) ffOpenFeature() {
	g.add("ff/of-go-launchdarkly-provider", `
import (
	ld "github.com/launchdarkly/go-server-sdk/v7"
	"github.com/launchdarkly/openfeature-go-server/pkg/ldprovider"
	"github.com/open-feature/go-sdk/openfeature"
)

func setupFlags() error {
	client, err := ld.MakeClient("«a»", 5*time.Second)
	if err != nil {
		return err
	}
	return openfeature.SetProviderAndWait(ldprovider.NewProvider(client))
}
`, V{"a": g.ffLDSDK()}, "github.com/open-feature/go-sdk/openfeature", "ldprovider.NewProvider(client)")

	g.add("ff/of-java-flagsmith-provider", `
FlagsmithProviderOptions options = FlagsmithProviderOptions.builder()
        .apiKey("«a»")
        .baseUri("https://flags.acme.io/api/v1/")
        .localEvaluation(true)
        .envFlagsCacheKey("flagsmith-env")
        .build();
OpenFeatureAPI.getInstance().setProviderAndWait(new FlagsmithProvider(options));
Client client = OpenFeatureAPI.getInstance().getClient("ledger");
boolean on = client.getBooleanValue("bulk_export", false);
`, V{"a": g.ffFsServer()}, "FlagsmithProviderOptions.builder()", `getClient("ledger")`)

	g.add("ff/of-dotnet-configcat-provider", `
using OpenFeature;
using OpenFeature.Contrib.ConfigCat;

var provider = new ConfigCatProvider("«a»", options =>
{
    options.PollingMode = PollingModes.LazyLoad(TimeSpan.FromMinutes(5));
});
await Api.Instance.SetProviderAsync(provider);
var client = Api.Instance.GetClient("checkout");
`, V{"a": g.ffCC()}, "OpenFeature.Contrib.ConfigCat", `GetClient("checkout")`)

	g.add("ff/of-js-ofrep-headers", `
import { OpenFeature } from '@openfeature/web-sdk';
import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';

OpenFeature.setProvider(
  new OFREPWebProvider({
    baseUrl: 'https://flags-eval.internal.acme.io',
    pollInterval: 30000,
    headers: [['Authorization', 'Bearer «a»']],
  }),
);
`, V{"a": g.uuid()}, "@openfeature/ofrep-web-provider", "https://flags-eval.internal.acme.io")

	g.add("ff/of-node-split-provider", `
import { OpenFeature } from '@openfeature/server-sdk';
import { SplitFactory } from '@splitsoftware/splitio';
import { OpenFeatureSplitProvider } from '@splitsoftware/openfeature-js-split-provider';

const splitClient = SplitFactory({ core: { authorizationKey: '«a»' } }).client();
await OpenFeature.setProviderAndWait(new OpenFeatureSplitProvider({ splitClient }));
export const flags = OpenFeature.getClient('billing');
`, V{"a": g.ffSplitKey()}, "@splitsoftware/openfeature-js-split-provider")

	g.add("ff/of-python-flagd-provider-benign", `
from openfeature import api
from openfeature.contrib.provider.flagd import FlagdProvider
from openfeature.contrib.provider.flagd.config import ResolverType

api.set_provider(FlagdProvider(host="flagd.flags.svc", port=8015, resolver_type=ResolverType.IN_PROCESS, tls=True))
client = api.get_client("reports")
export_v2 = client.get_boolean_value("reports.async-export", False)
`, V{}, "ResolverType.IN_PROCESS", "flagd.flags.svc")

	g.add("ff/of-ruby-launchdarkly-provider", `
require "open_feature/sdk"
require "ldclient-rb"
require "launchdarkly-server-sdk-openfeature"

OpenFeature::SDK.configure do |config|
  config.set_provider(
    LaunchDarkly::OpenFeature::Provider.new("«a»", LaunchDarkly::Config.new(logger: Rails.logger))
  )
end
`, V{"a": g.ffLDSDK()}, "launchdarkly-server-sdk-openfeature")

	g.add("ff/of-kotlin-devcycle-provider", `
val provider = DevCycleProvider(
    sdkKey = "«a»",
    context = applicationContext,
    options = DevCycleOptions.builder().logLevel(LogLevel.INFO).build()
)
OpenFeatureAPI.setProviderAndWait(provider, initialContext = ImmutableContext(targetingKey = deviceId))
`, V{"a": g.ffDvc("mobile")}, "DevCycleOptions.builder().logLevel(LogLevel.INFO)")

	g.add("ff/of-dotnet-flagsmith-provider", `
var flagsmithClient = new FlagsmithClient(
    environmentKey: "«a»",
    apiUrl: "https://edge.api.flagsmith.com/api/v1/",
    enableClientSideEvaluation: true);
await Api.Instance.SetProviderAsync(new FlagsmithProvider(new FlagsmithProviderConfiguration(), flagsmithClient));
`, V{"a": g.ffFsServer()}, "FlagsmithProviderConfiguration()")

	g.add("ff/of-go-flipt-provider", `
provider := flipt.NewProvider(
	flipt.WithAddress("grpc://flipt.internal:9000"),
	flipt.WithClientProvider(sdk.StaticTokenAuthenticationProvider("«a»")),
	flipt.WithService(transport.New(transport.WithAddress("flipt.internal:9000"))),
)
openfeature.SetProvider(provider)
`, V{"a": g.b64u(43)}, "grpc://flipt.internal:9000")

	g.add("ff/of-java-goff-provider", `
GoFeatureFlagProviderOptions options = GoFeatureFlagProviderOptions.builder()
        .endpoint("https://goff-relay.internal:1031/")
        .apiKey("«a»")
        .flagChangePollingIntervalMs(30_000L)
        .build();
OpenFeatureAPI.getInstance().setProviderAndWait(new GoFeatureFlagProvider(options));
`, V{"a": g.uuid()}, "https://goff-relay.internal:1031/")

	g.add("ff/of-php-flagd-provider-and-key", `
<?php
use OpenFeature\OpenFeatureAPI;
use OpenFeature\Providers\Flagd\FlagdProvider;

$api = OpenFeatureAPI::getInstance();
$api->setProvider(new FlagdProvider([
    'host' => 'flagd.internal',
    'port' => 8013,
    'protocol' => 'http',
    'httpConfig' => ['headers' => ['Authorization' => 'Bearer «a»']],
]));
$client = $api->getClient('storefront', '1.0');
`, V{"a": g.hex(40)}, "OpenFeature\\Providers\\Flagd\\FlagdProvider", "getClient('storefront', '1.0')")
}

// ---- PostHog ----

func (g *G) ffPostHog() {
	g.add("ff/posthog-node-local-eval", `
import { PostHog } from 'posthog-node';

export const posthog = new PostHog('«_phc»', {
  host: 'https://eu.i.posthog.com',
  personalApiKey: '«a»',
  featureFlagsPollingInterval: 30000,
});
`, V{"_phc": g.ffPH("phc"), "a": g.ffPH("phx")}, "https://eu.i.posthog.com", "featureFlagsPollingInterval: 30000")

	g.add("ff/posthog-python-secure-flag-key", `
from posthog import Posthog

posthog = Posthog(
    project_api_key="«_phc»",
    host="https://us.i.posthog.com",
    personal_api_key="«a»",
    poll_interval=60,
)
# remote config payloads need the feature flags secure API key
payload = posthog.get_remote_config_payload("checkout-config", project_secret_key="«b»")
`, V{"_phc": g.ffPH("phc"), "a": g.ffPH("phx"), "b": g.ffPH("phs")}, "https://us.i.posthog.com", `"checkout-config"`)

	g.add("ff/posthog-api-flags-curl", `
$ curl -s -H "Authorization: Bearer «a»" https://us.posthog.com/api/projects/«_p»/feature_flags/?limit=3 | jq -r '.results[] | "\(.id) \(.key) \(.active)"'
«_f1» new-onboarding true
«_f2» ai-summaries true
«_f3» legacy-export false
`, V{"a": g.ffPH("phx"), "_p": g.digits(5), "_f1": g.digits(6), "_f2": g.digits(6), "_f3": g.digits(6)}, "legacy-export false")

	g.add("ff/posthog-selfhost-env", `
# posthog hobby deploy .env
POSTHOG_SECRET=«a»
SENTRY_DSN=
DOMAIN=analytics.acme.io
TLS_BLOCK=
ENCRYPTION_SALT_KEYS=«b»
POSTHOG_APP_TAG=latest
CLICKHOUSE_PASSWORD=«c»
`, V{"a": g.hex(56), "b": g.hex(32), "c": g.pw()}, "DOMAIN=analytics.acme.io", "POSTHOG_APP_TAG=latest")

	g.add("ff/posthog-mcp-claude-json", `
$ cat ~/.claude.json | jq '.mcpServers.posthog'
{
  "command": "npx",
  "args": ["-y", "mcp-remote@latest", "https://mcp.posthog.com/sse", "--header", "Authorization:${POSTHOG_AUTH_HEADER}"],
  "env": {
    "POSTHOG_AUTH_HEADER": "Bearer «a»"
  }
}
`, V{"a": g.ffPH("phx")}, "https://mcp.posthog.com/sse", "Authorization:${POSTHOG_AUTH_HEADER}")

	g.add("ff/posthog-cli-sourcemaps", `
$ POSTHOG_CLI_TOKEN=«a» POSTHOG_CLI_ENV_ID=«_env» posthog-cli sourcemap inject --directory ./dist
Processed 14 files, injected chunk ids into 14 sourcemaps
$ POSTHOG_CLI_TOKEN=«a» POSTHOG_CLI_ENV_ID=«_env» posthog-cli sourcemap upload --directory ./dist --release-version «_sha»
Uploaded 14 symbol sets
`, V{"a": g.ffPH("phx"), "_env": g.digits(5), "_sha": g.gitSHA()}, "Uploaded 14 symbol sets")

	g.add("ff/posthog-hogql-query", `
curl -s -X POST "https://eu.posthog.com/api/projects/«_p»/query/" \
  -H "Authorization: Bearer «a»" \
  -H "Content-Type: application/json" \
  -d '{"query":{"kind":"HogQLQuery","query":"select properties.$feature_flag, count() from events where event = '\''$feature_flag_called'\'' group by 1"}}'
`, V{"a": g.ffPH("phx"), "_p": g.digits(5)}, "HogQLQuery")

	g.add("ff/posthog-terraform", `
provider "posthog" {
  host       = "https://us.posthog.com"
  api_key    = "«a»"
  project_id = «_p»
}

resource "posthog_feature_flag" "ai_summaries" {
  key                = "ai-summaries"
  name               = "AI summaries"
  rollout_percentage = 20
}
`, V{"a": g.ffPH("phx"), "_p": g.digits(5)}, `key                = "ai-summaries"`)
}

// ---- Amplitude ----

func (g *G) ffAmplitude() {
	g.add("ff/amplitude-experiment-remote-server", `
import { Experiment } from '@amplitude/experiment-node-server';

const experiment = Experiment.initializeRemote('«a»', {
  fetchTimeoutMillis: 500,
  serverZone: 'eu',
});
const variants = await experiment.fetchV2({ user_id: user.id, device_id: req.cookies.amp_device });
`, V{"a": "server-" + g.an(32)}, "@amplitude/experiment-node-server", "serverZone: 'eu'")

	g.add("ff/amplitude-experiment-client-benign", `
import { Experiment } from '@amplitude/experiment-js-client';
import * as amplitude from '@amplitude/analytics-browser';

amplitude.init('«_k»', { defaultTracking: true });
const experiment = Experiment.initializeWithAmplitudeAnalytics('«_d»');
await experiment.fetch();
`, V{"_k": g.hex(32), "_d": "client-" + g.an(32)}, "initializeWithAmplitudeAnalytics", "defaultTracking: true")

	g.add("ff/amplitude-dashboard-rest-segmentation", `
$ curl -s -u «_k»:«a» \
  'https://analytics.eu.amplitude.com/api/2/events/segmentation?e={"event_type":"Checkout Completed"}&start=20240601&end=20240607&i=1' \
  | jq '.data.series[0]'
[
  1812,
  1940,
  2051,
  1987,
  2210,
  1403,
  1377
]
`, V{"_k": g.hex(32), "a": g.hex(32)}, "https://analytics.eu.amplitude.com/api/2/events/segmentation")

	g.add("ff/amplitude-experiment-management-api", `
$ curl -s "https://experiment.amplitude.com/api/1/flags?limit=2" \
    -H "Authorization: Bearer «a»" -H "Accept: application/json" | jq '.flags[] | {id, key, enabled}'
{
  "id": "«_id»",
  "key": "pricing-page-v3",
  "enabled": true
}
`, V{"a": g.an(40), "_id": g.digits(6)}, "https://experiment.amplitude.com/api/1/flags?limit=2")

	g.add("ff/amplitude-privacy-deletion-python", `
import requests

AMPLITUDE_API_KEY = "«_k»"
AMPLITUDE_SECRET_KEY = "«a»"

resp = requests.post(
    "https://amplitude.com/api/2/deletions/users",
    auth=(AMPLITUDE_API_KEY, AMPLITUDE_SECRET_KEY),
    json={"user_ids": ["«_u»"], "requester": "privacy@acme.io", "ignore_invalid_id": "True"},
    timeout=30,
)
`, V{"_k": g.hex(32), "a": g.hex(32), "_u": g.digits(7)}, "https://amplitude.com/api/2/deletions/users", "privacy@acme.io")

	g.add("ff/amplitude-env-go-service", `
AMPLITUDE_EXPERIMENT_DEPLOYMENT_KEY=«a»
AMPLITUDE_EXPERIMENT_FLAG_CONFIG_POLLER_INTERVAL=30s
AMPLITUDE_API_KEY=«_k»
AMPLITUDE_SECRET_KEY=«b»
`, V{"a": "server-" + g.an(32), "_k": g.hex(32), "b": g.hex(32)}, "AMPLITUDE_EXPERIMENT_FLAG_CONFIG_POLLER_INTERVAL=30s")
}

// ---- Mixpanel ----

func (g *G) ffMixpanel() {
	svc := g.ffMpSvc("warehouse-export")
	g.add("ff/mixpanel-service-account-curl", `
$ curl -s --request GET \
    --url 'https://eu.mixpanel.com/api/query/insights?project_id=«_p»&bookmark_id=«_b»' \
    -u '«_svc»:«a»' | jq '.computed_at'
"«_ts»"
`, V{"_p": g.digits(7), "_b": g.digits(8), "_svc": svc, "a": g.an(32), "_ts": g.ffTS()}, "https://eu.mixpanel.com/api/query/insights")

	g.add("ff/mixpanel-python-import", `
from mixpanel import Mixpanel, Consumer

mp = Mixpanel("«_tok»", consumer=Consumer(api_host="api-eu.mixpanel.com"))
# historical backfill needs the API secret
mp.import_data(
    api_key="",
    api_secret="«a»",
    distinct_id="«_u»",
    event_name="Signed Up",
    timestamp=1688000000,
    properties={"$insert_id": "«_ins»", "source": "backfill-2023"},
)
`, V{"_tok": g.hex(32), "a": g.hex(32), "_u": g.uuid(), "_ins": g.hex(32)}, `api_host="api-eu.mixpanel.com"`, "backfill-2023")

	g.add("ff/mixpanel-env-file", `
MIXPANEL_PROJECT_ID=«_p»
MIXPANEL_TOKEN=«_tok»
MIXPANEL_API_SECRET=«a»
MIXPANEL_SERVICE_ACCOUNT_USERNAME=«_svc»
MIXPANEL_SERVICE_ACCOUNT_SECRET=«b»
MIXPANEL_DATA_RESIDENCY=EU
`, V{"_p": g.digits(7), "_tok": g.hex(32), "a": g.hex(32), "_svc": g.ffMpSvc("reverse-etl"), "b": g.an(32)}, "MIXPANEL_DATA_RESIDENCY=EU")

	g.add("ff/mixpanel-gdpr-deletion", `
curl --request POST \
  --url "https://mixpanel.com/api/app/data-deletions/v3.0/?token=«_tok»" \
  --header "Authorization: Bearer «a»" \
  --header "Content-Type: application/json" \
  --data '{"distinct_ids": ["«_u»"], "compliance_type": "GDPR"}'
`, V{"_tok": g.hex(32), "a": g.an(40), "_u": g.uuid()}, `"compliance_type": "GDPR"`)

	g.add("ff/mixpanel-browser-init-benign", `
mixpanel.init("«_tok»", {
  debug: import.meta.env.DEV,
  track_pageview: "url-with-path",
  persistence: "localStorage",
  api_host: "https://api-eu.mixpanel.com",
});
mixpanel.identify("«_u»");
`, V{"_tok": g.hex(32), "_u": g.uuid()}, `track_pageview: "url-with-path"`)

	g.add("ff/mixpanel-raw-export-legacy-secret", `
$ curl -s "https://data.mixpanel.com/api/2.0/export?from_date=2024-05-01&to_date=2024-05-01&event=%5B%22Signed%20Up%22%5D" \
    -u «a»: | head -c 300
{"event":"Signed Up","properties":{"time":1714550412,"distinct_id":"«_u»","$insert_id":"«_ins»","mp_lib":"web","$browser":"Chrome"}}
`, V{"a": g.hex(32), "_u": g.uuid(), "_ins": g.hex(32)}, "https://data.mixpanel.com/api/2.0/export")

	g.add("ff/mixpanel-airbyte-source-json", `
{
  "sourceType": "mixpanel",
  "credentials": {
    "option_title": "Service Account",
    "username": "«_svc»",
    "secret": "«a»"
  },
  "project_id": «_p»,
  "region": "US",
  "start_date": "2024-01-01T00:00:00Z",
  "attribution_window": 5
}
`, V{"_svc": g.ffMpSvc("airbyte"), "a": g.an(32), "_p": g.digits(7)}, `"option_title": "Service Account"`)
}

// ---- Segment ----

func (g *G) ffSegment() {
	g.add("ff/segment-node-server-write-key", `
import { Analytics } from '@segment/analytics-node';

export const analytics = new Analytics({
  writeKey: '«a»',
  maxEventsInBatch: 50,
  flushInterval: 10000,
});

analytics.track({ userId: order.userId, event: 'Order Completed', properties: { orderId: order.id, revenue: order.total } });
`, V{"a": g.ffSegWK()}, "@segment/analytics-node", "Order Completed")

	g.add("ff/segment-python-write-key", `
import segment.analytics as analytics

analytics.write_key = "«a»"
analytics.debug = settings.DEBUG
analytics.on_error = lambda err, batch: logger.error("segment: %s", err)
`, V{"a": g.ffSegWK()}, "analytics.debug = settings.DEBUG")

	g.add("ff/segment-public-api-curl", `
$ curl -s https://api.segmentapis.com/sources?pagination.count=2 \
    -H "Authorization: Bearer «a»" | jq '.data.sources[] | {id, slug, writeKeys}'
{
  "id": "«_id»",
  "slug": "web_prod",
  "writeKeys": ["«_wk»"]
}
`, V{"a": g.ffSgp(), "_id": g.an(22), "_wk": g.ffSegWK()}, "https://api.segmentapis.com/sources?pagination.count=2", `"slug": "web_prod"`)

	g.add("ff/segment-terraform-provider", `
provider "segment" {
  token = "«a»"
}

resource "segment_source" "ios" {
  slug    = "ios_prod"
  enabled = true
  metadata = { id = "«_meta»" }
}
`, V{"a": g.ffSgp(), "_meta": g.an(10)}, `slug    = "ios_prod"`)

	g.add("ff/segment-browser-snippet-benign", `
<script>
  !function(){var i="analytics",analytics=window[i]=window[i]||[];/* …snippet… */
  analytics._writeKey="«_wk»";analytics.SNIPPET_VERSION="5.2.0";
  analytics.load("«_wk»");
  analytics.page();
  }}();
</script>
`, V{"_wk": g.ffSegWK()}, `analytics.SNIPPET_VERSION="5.2.0"`)

	g.add("ff/segment-http-tracking-api", `
$ curl -s https://api.segment.io/v1/track \
    -u «a»: \
    -H 'Content-Type: application/json' \
    -d '{"userId":"«_u»","event":"Trial Started","properties":{"plan":"team"},"messageId":"«_m»"}'
{"success":true}
`, V{"a": g.ffSegWK(), "_u": g.digits(6), "_m": g.uuid()}, "https://api.segment.io/v1/track", `{"success":true}`)

	g.add("ff/segment-profiles-api", `
$ curl -s -u «a»: \
    "https://profiles.segment.com/v1/spaces/«_space»/collections/users/profiles/user_id:«_u»/traits?limit=5"
{"traits":{"email":"j.ortiz@example.com","plan":"team","lifetime_value":1240.5},"cursor":{"url":"","has_more":false,"next":""}}
`, V{"a": g.b64u(64), "_space": g.an(10), "_u": g.digits(6)}, "https://profiles.segment.com/v1/spaces/")

	g.add("ff/segment-go-client", `
client, _ := analytics.NewWithConfig("«a»", analytics.Config{
	Endpoint:  "https://events.eu1.segmentapis.com",
	Interval:  5 * time.Second,
	BatchSize: 100,
	Verbose:   false,
})
defer client.Close()
`, V{"a": g.ffSegWK()}, "https://events.eu1.segmentapis.com")
}

// ---- Heap and RudderStack ----

func (g *G) ffHeapRudder() {
	g.add("ff/heap-auth-token-deletion", `
$ curl -s -X POST https://heapanalytics.com/api/public/v0/auth_token -u "«_app»:«a»"
{"access_token":"«b»"}
$ curl -s -X POST https://heapanalytics.com/api/public/v0/user_deletion \
    -H "Authorization: Bearer «b»" -H "Content-Type: application/json" \
    -d '{"users":[{"identity":"«_u»"}]}'
{"deletion_request_id":"«_del»"}
`, V{"_app": g.digits(10), "a": g.hex(32), "b": g.b64u(43), "_u": g.uuid(), "_del": g.uuid()}, "https://heapanalytics.com/api/public/v0/user_deletion")

	g.add("ff/heap-snippet-benign", `
<script type="text/javascript">
  window.heapReadyCb=window.heapReadyCb||[],window.heap=window.heap||[];
  heap.load("«_app»", { disableTextCapture: true, secureCookie: true });
  heap.identify("«_u»");
  heap.addUserProperties({ plan: "growth", accountId: "acct_«_acct»" });
</script>
`, V{"_app": g.digits(10), "_u": g.uuid(), "_acct": g.an(14)}, "disableTextCapture: true")

	g.add("ff/rudder-node-server", `
const Analytics = require('@rudderstack/rudder-sdk-node');

const client = new Analytics('«a»', {
  dataPlaneUrl: 'https://acmeabcd.dataplane.rudderstack.com',
  flushAt: 20,
  flushInterval: 20000,
});
`, V{"a": g.ffKsuid()}, "https://acmeabcd.dataplane.rudderstack.com", "@rudderstack/rudder-sdk-node")

	g.add("ff/rudder-server-compose", `
  rudder-server:
    image: rudderlabs/rudder-server:1.28
    environment:
      - JOBS_DB_HOST=db
      - JOBS_DB_USER=rudder
      - JOBS_DB_PASSWORD=«a»
      - JOBS_DB_DB_NAME=jobsdb
      - WORKSPACE_TOKEN=«b»
      - DEST_TRANSFORM_URL=http://d-transformer:9090
      - CONFIG_BACKEND_URL=https://api.rudderstack.com
`, V{"a": g.pwURL(), "b": g.ffKsuid()}, "rudderlabs/rudder-server:1.28", "DEST_TRANSFORM_URL=http://d-transformer:9090")

	g.add("ff/rudder-http-api-curl", `
curl -X POST https://acmeabcd.dataplane.rudderstack.com/v1/identify \
  -u «a»: \
  -H "Content-Type: application/json" \
  --data-raw '{"userId":"«_u»","traits":{"plan":"enterprise","seats":40},"anonymousId":"«_anon»"}'
`, V{"a": g.ffKsuid(), "_u": g.digits(6), "_anon": g.uuid()}, "/v1/identify")

	g.add("ff/rudder-js-browser-benign", `
rudderanalytics.load("«_wk»", "https://acmeabcd.dataplane.rudderstack.com", {
  integrations: { All: true },
  configUrl: "https://api.rudderstack.com",
  storage: { encryption: { version: "v3" } },
});
`, V{"_wk": g.ffKsuid()}, `storage: { encryption: { version: "v3" } }`)

	g.add("ff/rudder-transformations-api", `
$ curl -s -u "data-eng@acme.io:«a»" https://api.rudderstack.com/transformations | jq '.transformations[] | {id, name, versionId}'
{
  "id": "«_id»",
  "name": "pii-hash-emails",
  "versionId": "«_v»"
}
`, V{"a": g.an(27) + g.hex(5), "_id": g.ffKsuid(), "_v": g.ffKsuid()}, "https://api.rudderstack.com/transformations", "pii-hash-emails")

	g.add("ff/rudder-terraform-provider", `
provider "rudderstack" {
  # access_token = ""   # or RUDDERSTACK_ACCESS_TOKEN
  access_token = "«a»"
}

resource "rudderstack_source_javascript" "web" {
  name = "web-prod"
}
`, V{"a": g.an(27) + g.hex(5)}, "RUDDERSTACK_ACCESS_TOKEN", `name = "web-prod"`)
}

// ---- Eppo and DevCycle ----

func (g *G) ffEppoDevCycle() {
	g.add("ff/eppo-python-init", `
import eppo_client
from eppo_client.config import Config, AssignmentLogger

class SegmentAssignmentLogger(AssignmentLogger):
    def log_assignment(self, assignment):
        analytics.track(assignment["subject"], "Eppo Randomized Assignment", assignment)

eppo_client.init(Config(api_key="«a»", assignment_logger=SegmentAssignmentLogger()))
`, V{"a": g.ffEppo()}, "Eppo Randomized Assignment")

	g.add("ff/eppo-node-server", `
import { init } from '@eppo/node-server-sdk';

await init({
  apiKey: process.env.EPPO_SDK_KEY ?? '«a»',
  assignmentLogger: { logAssignment: (a) => warehouse.insert('eppo_assignments', a) },
  pollAfterSuccessfulInitialization: true,
});
`, V{"a": g.ffEppo()}, "@eppo/node-server-sdk", "'eppo_assignments'")

	g.add("ff/eppo-rest-api", `
$ curl -s https://eppo.cloud/api/v1/feature-flags?limit=2 -H "X-Eppo-Token: «a»" | jq '.[].key'
"checkout-button-color"
"ranking-model-v4"
`, V{"a": g.hex(40)}, "https://eppo.cloud/api/v1/feature-flags?limit=2", "ranking-model-v4")

	g.add("ff/devcycle-node-server", `
import { initializeDevCycle } from '@devcycle/nodejs-server-sdk';

const devcycle = await initializeDevCycle('«a»', {
  logLevel: 'info',
  configPollingIntervalMS: 15000,
}).onClientInitialized();
`, V{"a": g.ffDvc("server")}, "@devcycle/nodejs-server-sdk", "configPollingIntervalMS: 15000")

	g.add("ff/devcycle-cli-keys-get", `
$ dvc keys get --client-id «_cid» --client-secret «a» --project acme-web --env production --type server
«b»
`, V{"_cid": g.an(32), "a": g.b64u(64), "b": g.ffDvc("server")}, "--project acme-web --env production --type server")

	g.add("ff/devcycle-terraform-provider", `
provider "devcycle" {
  client_id     = "«_cid»"
  client_secret = "«a»"
}

resource "devcycle_feature" "new_nav" {
  project_id = "acme-web"
  name       = "New navigation"
  key        = "new-nav"
  type       = "release"
}
`, V{"_cid": g.an(32), "a": g.b64u(64)}, `key        = "new-nav"`)

	g.add("ff/devcycle-next-env", `
DEVCYCLE_SERVER_SDK_KEY=«a»
NEXT_PUBLIC_DEVCYCLE_CLIENT_SDK_KEY=«_c»
DEVCYCLE_ENABLE_STREAMING=true
`, V{"a": g.ffDvc("server"), "_c": g.ffDvc("client")}, "DEVCYCLE_ENABLE_STREAMING=true")

	g.add("ff/devcycle-management-token", `
$ curl -s --request POST https://auth.devcycle.com/oauth/token \
    --header 'content-type: application/x-www-form-urlencoded' \
    --data grant_type=client_credentials \
    --data client_id=«_cid» \
    --data client_secret=«a» \
    --data audience=https://api.devcycle.com/
{"access_token":"«b»","scope":"","expires_in":86400,"token_type":"Bearer"}
`, V{"_cid": g.an(32), "a": g.b64u(64), "b": g.ffJWT("https://auth.devcycle.com/", "https://api.devcycle.com/")}, "audience=https://api.devcycle.com/")
}

// ---- other platforms ----

func (g *G) ffOtherPlatforms() {
	g.add("ff/azure-appconfig-dotnet-connstr", `
builder.Configuration.AddAzureAppConfiguration(options =>
{
    options.Connect("Endpoint=https://acme-flags-prod.azconfig.io;Id=«_id»;Secret=«a»")
           .Select("Checkout:*", LabelFilter.Null)
           .UseFeatureFlags(ff => ff.SetRefreshInterval(TimeSpan.FromSeconds(30)));
});
builder.Services.AddFeatureManagement();
`, V{"_id": g.ffAzACID(), "a": g.ffAzACSecret()}, "https://acme-flags-prod.azconfig.io", "AddFeatureManagement()")

	g.add("ff/azure-appconfig-cli-credential-list", `
$ az appconfig credential list -n acme-flags-prod -g rg-platform -o json | jq '.[0]'
{
  "connectionString": "Endpoint=https://acme-flags-prod.azconfig.io;Id=«_id»;Secret=«a»",
  "id": "«_id»",
  "lastModified": "«_ts»",
  "name": "Primary",
  "readOnly": false,
  "value": "«a»"
}
`, V{"_id": g.ffAzACID(), "a": g.ffAzACSecret(), "_ts": g.ffTS()}, "az appconfig credential list -n acme-flags-prod")

	g.add("ff/aws-appconfig-agent-env", `
$ cat /etc/sysconfig/appconfig-agent
AWS_REGION=eu-west-1
AWS_ACCESS_KEY_ID=«_id»
AWS_SECRET_ACCESS_KEY=«a»
PREFETCH_LIST=/applications/checkout/environments/prod/configurations/feature-flags
POLL_INTERVAL=30
$ curl -s "http://localhost:2772/applications/checkout/environments/prod/configurations/feature-flags?flag=new_payment_sheet"
{"enabled":true,"rollout":25}
`, V{"_id": g.awsID(), "a": g.awsSecret()}, "http://localhost:2772/applications/checkout/environments/prod/configurations/feature-flags")

	g.add("ff/vercel-flags-secret-edge-config", `
$ vercel env pull .env.local
Downloading "development" Environment Variables for Project storefront
✅  Created .env.local file [146ms]
$ grep -E 'FLAGS|EDGE' .env.local
FLAGS_SECRET="«a»"
EDGE_CONFIG="https://edge-config.vercel.com/ecfg_«_id»?token=«b»"
`, V{"a": g.b64u(43), "_id": g.s(alLowNum, 28), "b": g.uuid()}, `Downloading "development" Environment Variables for Project storefront`)

	g.add("ff/kameleoon-server-config", `
# kameleoon-client-python.yaml
client_id: «_cid»
client_secret: «a»
session_duration_minute: 30
refresh_interval_minute: 60
top_level_domain: acme.io
environment: production
`, V{"_cid": g.uuid(), "a": g.b64u(48)}, "top_level_domain: acme.io", "session_duration_minute: 30")

	g.add("ff/vwo-fme-node-init", `
const { init } = require('vwo-fme-node-sdk');

const vwoClient = await init({
  accountId: '«_acct»',
  sdkKey: '«a»',
  pollInterval: 60000,
});
const flag = await vwoClient.getFlag('free_shipping_banner', { id: user.id });
`, V{"_acct": g.digits(6), "a": g.hex(32)}, "vwo-fme-node-sdk", "'free_shipping_banner'")

	g.add("ff/reflag-node-and-browser", `
// server
const reflag = new ReflagClient({ secretKey: process.env.REFLAG_SECRET_KEY ?? "«a»" });
await reflag.initialize();

// browser
<ReflagProvider publishableKey="«_pk»" company={{ id: org.id }} user={{ id: user.id }}>
`, V{"a": "sec_prod_" + g.an(32), "_pk": "pub_prod_" + g.an(22)}, "ReflagProvider publishableKey")

	g.add("ff/prefab-ruby-sdk-key", `
# config/initializers/prefab.rb
options = Prefab::Options.new(
  api_key: "«a»",
  on_no_default: Prefab::Options::ON_NO_DEFAULT::RETURN_NIL,
)
$prefab = Prefab::Client.new(options)
`, V{"a": g.digits(3) + "-Production-U" + g.digits(3) + "-E" + g.digits(2) + "-backend-" + g.uuid()}, "ON_NO_DEFAULT::RETURN_NIL")

	g.add("ff/abtasty-flagship-init", `
Flagship.start("«_env»", "«a»", {
  fetchNow: true,
  decisionMode: DecisionMode.BUCKETING,
  pollingInterval: 60,
  logLevel: LogLevel.WARNING,
});
`, V{"_env": g.s(alLowNum, 20), "a": g.an(40)}, "DecisionMode.BUCKETING")

	k := g.pkcs8RSAPEM()
	g.add("ff/firebase-remote-config-service-account", `
$ cat service-account-remote-config.json
{
  "type": "service_account",
  "project_id": "shopwave-prod",
  "private_key_id": "«_kid»",
  "private_key": "«a»\n",
  "client_email": "remote-config-bot@shopwave-prod.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "token_uri": "https://oauth2.googleapis.com/token"
}
$ firebase remoteconfig:get -o rc.json --project shopwave-prod
✔  Wrote Remote Config template (version 88) to rc.json
`, V{"_kid": g.hex(40), "a": jsonEsc(k.block()), "_cid": g.digits(21)}, "remote-config-bot@shopwave-prod.iam.gserviceaccount.com", "Wrote Remote Config template (version 88)")

	g.add("ff/harness-ff-go-sdk-and-proxy", `
client, err := harness.NewCfClient("«a»",
	harness.WithURL("https://config.ff.harness.io/api/1.0"),
	harness.WithEventsURL("https://events.ff.harness.io/api/1.0"),
	harness.WithStreamEnabled(true),
)

# ff-proxy (Relay Proxy v2) on the platform cluster
PROXY_KEY=«b»
REDIS_ADDRESS=ff-redis:6379
REDIS_PASSWORD=«c»
READ_REPLICA=false
`, V{"a": g.uuid(), "b": g.uuid(), "c": g.pwURL()}, "https://config.ff.harness.io/api/1.0", "REDIS_ADDRESS=ff-redis:6379")
}

// ---- Terraform, Pulumi and other IaC ----

func (g *G) ffIaC() {
	g.add("ff/tf-launchdarkly-provider-and-env", `
terraform {
  required_providers {
    launchdarkly = {
      source  = "launchdarkly/launchdarkly"
      version = "~> 2.20"
    }
  }
}

provider "launchdarkly" {
  access_token = "«a»"
}

resource "launchdarkly_project" "checkout" {
  key  = "checkout"
  name = "Checkout"
  environments {
    key   = "production"
    name  = "Production"
    color = "417505"
    tags  = ["terraform"]
  }
}
`, V{"a": g.ffLDAPI()}, `source  = "launchdarkly/launchdarkly"`, `color = "417505"`)

	g.add("ff/tf-state-launchdarkly-environment", `
$ terraform state pull | jq '.resources[] | select(.type=="launchdarkly_environment") | .instances[0].attributes | {key, api_key, mobile_key, client_side_id}'
{
  "key": "staging",
  "api_key": "«a»",
  "mobile_key": "«b»",
  "client_side_id": "«_cs»"
}
`, V{"a": g.ffLDSDK(), "b": g.ffLDMob(), "_cs": g.ffLDCSID()}, `select(.type=="launchdarkly_environment")`)

	g.add("ff/tf-plan-sensitive-masked-benign", `
  # launchdarkly_environment.staging will be updated in-place
  ~ resource "launchdarkly_environment" "staging" {
      ~ api_key              = (sensitive value)
        client_side_id       = "«_cs»"
        id                   = "checkout/staging"
      ~ mobile_key           = (sensitive value)
        name                 = "Staging"
      ~ require_comments     = false -> true
    }

Plan: 0 to add, 1 to change, 0 to destroy.
`, V{"_cs": g.ffLDCSID()}, `id                   = "checkout/staging"`, "Plan: 0 to add, 1 to change, 0 to destroy.")

	g.add("ff/tf-output-raw-leak", `
$ terraform output
ld_client_side_id = "«_cs»"
ld_sdk_key = <sensitive>
$ terraform output -raw ld_sdk_key
«a»
`, V{"_cs": g.ffLDCSID(), "a": g.ffLDSDK()}, "ld_sdk_key = <sensitive>")

	g.add("ff/tfvars-mixed-providers", `
# terraform.tfvars — DO NOT COMMIT (it is in .gitignore now)
launchdarkly_access_token = "«a»"
unleash_auth_token        = "«b»"
statsig_console_api_key   = "«c»"
configcat_basic_auth_password = "«d»"
region                    = "eu-west-1"
`, V{"a": g.ffLDAPI(), "b": g.ffUnleashPAT(), "c": g.ffStatsigKey("console"), "d": g.b64(32)}, "DO NOT COMMIT (it is in .gitignore now)", `region                    = "eu-west-1"`)

	g.add("ff/tf-unleash-provider-token-output", `
provider "unleash" {
  api_url    = "https://unleash.acme.io"
  auth_token = "«a»"
}

resource "unleash_api_token" "orders_prod" {
  token_name  = "orders-api-prod"
  type        = "client"
  environment = "production"
  projects    = ["default"]
}
$ terraform state show unleash_api_token.orders_prod | grep secret
    secret      = "«b»"
`, V{"a": g.ffUnleashPAT(), "b": g.ffUnleashTok("default", "production")}, `token_name  = "orders-api-prod"`)

	g.add("ff/pulumi-config-set-secret", `
$ pulumi config set --secret launchdarkly:accessToken «a»
$ pulumi config set flags:environment production
$ cat Pulumi.prod.yaml
config:
  flags:environment: production
  launchdarkly:accessToken:
    secure: v1:«_iv»:«_ct»
`, V{"a": g.ffLDAPI(), "_iv": g.b64(12), "_ct": g.b64(60)}, "flags:environment: production")

	g.add("ff/pulumi-yaml-plaintext-leak", `
# Pulumi.staging.yaml
config:
  aws:region: eu-west-1
  flags:posthogPersonalKey: «a»
  flags:statsigServerSecret:
    secure: v1:«_iv»:«_ct»
`, V{"a": g.ffPH("phx"), "_iv": g.b64(12), "_ct": g.b64(72)}, "aws:region: eu-west-1")

	g.add("ff/k8s-external-secret-and-leaked-value", `
apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: feature-flags
spec:
  refreshInterval: 1h
  secretStoreRef: { name: aws-sm, kind: ClusterSecretStore }
  target: { name: feature-flags }
  data:
    - secretKey: STATSIG_SERVER_SECRET
      remoteRef: { key: prod/flags, property: statsig }
---
$ kubectl get secret feature-flags -o jsonpath='{.data.STATSIG_SERVER_SECRET}' | base64 -d
«a»
`, V{"a": g.ffStatsigKey("secret")}, "ClusterSecretStore", "remoteRef: { key: prod/flags, property: statsig }")

	g.add("ff/helm-set-cli-args", `
$ helm upgrade --install growthbook growthbook/growthbook -n flags \
    --set mongodb.auth.rootPassword=«a» \
    --set growthbook.jwtSecret=«b» \
    --set growthbook.encryptionKey=«c» \
    --set ingress.hosts[0].host=gb.acme.io
Release "growthbook" has been upgraded. Happy Helming!
NAME: growthbook
NAMESPACE: flags
STATUS: deployed
REVISION: 7
`, V{"a": g.pwURL(), "b": g.hex(48), "c": g.b64u(32)}, `Release "growthbook" has been upgraded. Happy Helming!`, "ingress.hosts[0].host=gb.acme.io")
}

// ---- logs, dumps and chats ----

func (g *G) ffLogsChat() {
	g.add("ff/log-python-http-client-debug-flagsmith", `
DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): edge.api.flagsmith.com:443
send: b'GET /api/v1/environment-document/ HTTP/1.1\r\nHost: edge.api.flagsmith.com\r\nUser-Agent: python-requests/2.32.3\r\nAccept-Encoding: gzip, deflate\r\nAccept: */*\r\nConnection: keep-alive\r\nX-Environment-Key: «a»\r\n\r\n'
reply: 'HTTP/1.1 200 OK\r\n'
header: Content-Type: application/json
DEBUG:urllib3.connectionpool:https://edge.api.flagsmith.com:443 "GET /api/v1/environment-document/ HTTP/1.1" 200 18422
`, V{"a": g.ffFsServer()}, "DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): edge.api.flagsmith.com:443")

	g.add("ff/log-axios-debug-statsig", `
[axios] request {
  method: 'post',
  url: 'https://statsigapi.net/v1/download_config_specs',
  headers: {
    'Content-Type': 'application/json',
    'STATSIG-API-KEY': '«a»',
    'STATSIG-SDK-TYPE': 'statsig-node',
    'STATSIG-SDK-VERSION': '5.25.1'
  },
  timeout: 3000
}
[axios] response 200 in 312ms
`, V{"a": g.ffStatsigKey("secret")}, "https://statsigapi.net/v1/download_config_specs", "'STATSIG-SDK-VERSION': '5.25.1'")

	g.add("ff/log-spring-actuator-env", `
$ curl -s localhost:8081/actuator/env | jq '.propertySources[] | select(.name=="systemEnvironment") | .properties | with_entries(select(.key|test("LAUNCH|SPLIT|UNLEASH")))'
{
  "LAUNCHDARKLY_SDK": { "value": "«a»", "origin": "System Environment Property \"LAUNCHDARKLY_SDK\"" },
  "SPLIT_API_KEY": { "value": "******", "origin": "System Environment Property \"SPLIT_API_KEY\"" },
  "UNLEASH_URL": { "value": "https://unleash.acme.io/api/", "origin": "System Environment Property \"UNLEASH_URL\"" }
}
`, V{"a": g.ffLDSDK()}, `"SPLIT_API_KEY": { "value": "******"`)

	g.add("ff/log-gha-env-partially-masked", `
Run env | sort | grep -iE 'ld_|statsig|posthog|segment'
LD_CLIENT_SIDE_ID=«_cs»
LD_SDK_KEY=***
NEXT_PUBLIC_POSTHOG_KEY=«_phc»
POSTHOG_PERSONAL_API_KEY=«a»
SEGMENT_WRITE_KEY=***
STATSIG_SERVER_SECRET=***
`, V{"_cs": g.ffLDCSID(), "_phc": g.ffPH("phc"), "a": g.ffPH("phx")}, "LD_SDK_KEY=***", "SEGMENT_WRITE_KEY=***")

	g.add("ff/log-kubectl-describe-pod-env", `
$ kubectl -n checkout describe pod checkout-api-7c9f8d6b5-x2lqp | sed -n '/Environment:/,/Mounts:/p'
    Environment:
      PORT:                    8080
      LD_SDK_KEY:              «a»
      UNLEASH_API_TOKEN:       <set to the key 'token' in secret 'unleash'>  Optional: false
      SEGMENT_WRITE_KEY:       «b»
      OTEL_EXPORTER_OTLP_ENDPOINT: http://otel-collector.observability:4317
    Mounts:
`, V{"a": g.ffLDSDK(), "b": g.ffSegWK()}, "<set to the key 'token' in secret 'unleash'>", "checkout-api-7c9f8d6b5-x2lqp")

	g.add("ff/log-docker-inspect-env", `
$ docker inspect flags-worker --format '{{json .Config.Env}}' | jq .
[
  "FLAGSMITH_ENVIRONMENT_KEY=«a»",
  "GROWTHBOOK_CLIENT_KEY=«_gb»",
  "EPPO_SDK_KEY=«b»",
  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
  "PYTHON_VERSION=3.12.4"
]
`, V{"a": g.ffFsServer(), "_gb": g.ffGBClient(), "b": g.ffEppo()}, "PYTHON_VERSION=3.12.4")

	g.ffAdd("ff/chat-slack-staging-key", `
#team-growth — Slack
Priya Shah  10:42 AM
  anyone have the staging LD key? the new payments service can't start without it
Tom Becker  10:44 AM
  ˋ«a»ˋ — it's the Staging env of the checkout project. please put it in 1Password after
Priya Shah  10:44 AM
  🙏 thanks, moving it to the vault now
`, V{"a": g.ffLDSDK()}, "the new payments service can't start without it", "Tom Becker")

	g.ffAdd("ff/chat-agent-adds-unleash-token", `
I'll wire the Unleash client into ˋsrc/flags.tsˋ and read the token from the environment.

ˋˋˋbash
echo 'UNLEASH_API_TOKEN=«a»' >> .env.local
ˋˋˋ

Then restart the dev server with ˋnpm run devˋ — the client should log ˋunleash syncedˋ within a few seconds. Note that ˋ.env.localˋ is already ignored by git.
`, V{"a": g.ffUnleashTok("default", "development")}, "the client should log ˋunleash syncedˋ within a few seconds")

	g.ffAdd("ff/chat-github-issue-sdk-init", `
### Bug: ˋvariationDetailˋ always returns ˋERRORˋ / ˋCLIENT_NOT_READYˋ in Lambda

**SDK version:** @launchdarkly/node-server-sdk 9.4.2
**Node:** 20.x (AWS Lambda, arm64)

ˋˋˋjs
const client = ld.init('«a»', { stream: false });
export const handler = async (event) => {
  const detail = await client.variationDetail('new-payment-sheet', { kind: 'user', key: event.userId }, false);
  console.log(detail.reason);
};
ˋˋˋ

Output: ˋ{ kind: 'ERROR', errorKind: 'CLIENT_NOT_READY' }ˋ
`, V{"a": g.ffLDSDK()}, "@launchdarkly/node-server-sdk 9.4.2", "errorKind: 'CLIENT_NOT_READY'")

	g.add("ff/chat-email-fwd-statsig-keys", `
From: Dana Whitfield <dana@acme.io>
To: contractors-web@acme.io
Subject: Fwd: Statsig keys for the Acme Web project
Date: Tue, 4 Jun 2024 16:20:11 +0200

Hi all, as discussed — for the staging deploy use:

  server secret:  «a»
  client key:     «_c»

The client key is fine in the bundle, the server secret is not.
Please don't paste these anywhere else.

Dana
`, V{"a": g.ffStatsigKey("secret"), "_c": g.ffStatsigKey("client")}, "The client key is fine in the bundle", "contractors-web@acme.io")

	g.add("ff/log-sdk-init-failure-python-traceback", `
Traceback (most recent call last):
  File "/app/worker.py", line 14, in <module>
    eppo_client.init(Config(api_key=os.environ.get("EPPO_SDK_KEY", "«a»"), assignment_logger=logger))
  File "/usr/local/lib/python3.12/site-packages/eppo_client/__init__.py", line 38, in init
    config_requestor.fetch_and_store_configurations()
eppo_client.http_client.HttpRequestError: HTTP 401 Unauthorized: invalid API key
`, V{"a": g.ffEppo()}, "eppo_client.http_client.HttpRequestError: HTTP 401 Unauthorized: invalid API key")

	g.add("ff/log-devcycle-sdk-debug", `
DevCycle SDK [info]: Initializing DevCycle with SDK key «a»
DevCycle SDK [debug]: Requesting config from https://config-cdn.devcycle.com/config/v2/server/«a».json
DevCycle SDK [info]: Config fetched (etag "«_etag»"), 42 variables, 17 features
`, V{"a": g.ffDvc("server"), "_etag": g.hex(32)}, "https://config-cdn.devcycle.com/config/v2/server/")

	g.add("ff/log-relay-status-endpoint", `
$ curl -s http://ld-relay.platform:8030/status | jq
{
  "environments": {
    "Production": {
      "sdkKey": "«_mask»",
      "envId": "«_cs»",
      "envKey": "production",
      "envName": "Production",
      "projKey": "checkout",
      "status": "connected",
      "connectionStatus": { "state": "VALID", "stateSince": 1718003512000 }
    }
  },
  "status": "healthy",
  "version": "8.10.1",
  "clientVersion": "7.4.1"
}
`, V{"_mask": "sdk-********-****-****-****-********" + g.hex(4), "_cs": g.ffLDCSID()}, `"connectionStatus": { "state": "VALID", "stateSince": 1718003512000 }`)

	g.add("ff/log-shell-history", `
$ history | tail -6
 1012  export POSTHOG_PERSONAL_API_KEY=«a»
 1013  curl -s -H "Authorization: Bearer $POSTHOG_PERSONAL_API_KEY" https://us.posthog.com/api/projects/@current | jq .id
 1014  export SPLIT_ADMIN_KEY=«b»
 1015  git status
 1016  npm test -- flags
 1017  history | tail -6
`, V{"a": g.ffPH("phx"), "b": g.ffSplitKey()}, "https://us.posthog.com/api/projects/@current")
}

// ---- benign look-alikes ----

func (g *G) ffBenign() {
	g.add("ff/benign-ld-all-flags-state", `
$ curl -s localhost:4000/api/ld-bootstrap | jq '.flags'
{
  "checkout-v2-enabled": true,
  "search-results-per-page": 20,
  "$flagsState": {
    "checkout-v2-enabled": { "variation": 0, "version": 41, "trackEvents": false },
    "search-results-per-page": { "variation": 2, "version": 7 }
  },
  "$valid": true
}
`, V{}, `"$flagsState"`, `"checkout-v2-enabled": { "variation": 0, "version": 41, "trackEvents": false }`)

	g.add("ff/benign-ld-client-side-html-bootstrap", `
<script src="https://unpkg.com/launchdarkly-js-client-sdk@3"></script>
<script>
  const ldclient = LDClient.initialize("«_cs»", { kind: "user", key: "«_u»" }, {
    hash: "«_h»",
    bootstrap: "localStorage",
    evaluationReasons: true,
  });
</script>
`, V{"_cs": g.ffLDCSID(), "_u": g.uuid(), "_h": g.hex(64)}, "launchdarkly-js-client-sdk@3", `bootstrap: "localStorage"`)

	g.add("ff/benign-unleash-client-features-json", `
{
  "version": 2,
  "features": [
    {
      "name": "checkout.new-payment-sheet",
      "type": "release",
      "enabled": true,
      "project": "default",
      "stale": false,
      "strategies": [
        {
          "name": "flexibleRollout",
          "constraints": [],
          "parameters": { "groupId": "checkout.new-payment-sheet", "rollout": "25", "stickiness": "default" },
          "id": "«_s1»"
        }
      ],
      "variants": [],
      "impressionData": false
    }
  ],
  "meta": { "revisionId": «_rev», "etag": "\"«_etag»:«_rev»\"", "queryHash": "«_qh»" }
}
`, V{"_s1": g.uuid(), "_rev": g.digits(5), "_etag": g.hex(8), "_qh": g.hex(16)}, `"name": "flexibleRollout"`)

	g.add("ff/benign-statsig-exposure-log", `
{
  "eventName": "statsig::gate_exposure",
  "user": { "userID": "«_u»", "statsigEnvironment": { "tier": "production" } },
  "metadata": { "gate": "enable_ai_summaries", "gateValue": "true", "ruleID": "«_r»", "reason": "Network", "time": "«_t»" },
  "secondaryExposures": [
    { "gate": "segment:internal_users", "gateValue": "false", "ruleID": "«_r2»" }
  ]
}
`, V{"_u": g.digits(8), "_r": g.an(22), "_t": "17" + g.s(alDigit, 11), "_r2": g.an(22)}, `"eventName": "statsig::gate_exposure"`, "segment:internal_users")

	g.add("ff/benign-optimizely-datafile-excerpt", `
{
  "accountId": "«_acct»",
  "projectId": "«_proj»",
  "revision": "412",
  "sdkKey": "«_sdk»",
  "environmentKey": "production",
  "experiments": [
    {
      "id": "«_exp»",
      "key": "product_sort_test",
      "layerId": "«_layer»",
      "status": "Running",
      "variations": [
        { "id": "«_v1»", "key": "control", "featureEnabled": false },
        { "id": "«_v2»", "key": "by_popularity", "featureEnabled": true }
      ],
      "trafficAllocation": [ { "entityId": "«_v1»", "endOfRange": 5000 }, { "entityId": "«_v2»", "endOfRange": 10000 } ]
    }
  ],
  "anonymizeIP": true
}
`, V{"_acct": g.digits(11), "_proj": g.digits(11), "_sdk": g.ffOptSDK(), "_exp": g.digits(11), "_layer": g.digits(11), "_v1": g.digits(11), "_v2": g.digits(11)}, `"key": "product_sort_test"`)

	g.add("ff/benign-posthog-flags-response", `
POST https://eu.i.posthog.com/flags/?v=2
{"api_key":"«_phc»","distinct_id":"«_d»","person_properties":{"plan":"team"}}

200 OK
{"flags":{"ai-summaries":{"key":"ai-summaries","enabled":true,"variant":null,"reason":{"code":"condition_match","condition_index":0},"metadata":{"id":«_id»,"version":3}}},"errorsWhileComputingFlags":false,"requestId":"«_rid»"}
`, V{"_phc": g.ffPH("phc"), "_d": g.uuid(), "_id": g.digits(6), "_rid": g.uuid()}, `"errorsWhileComputingFlags":false`)

	g.add("ff/benign-amplitude-http-event", `
POST https://api2.amplitude.com/2/httpapi
{
  "api_key": "«_k»",
  "events": [{
    "user_id": "«_u»",
    "device_id": "«_dev»",
    "session_id": «_sess»,
    "insert_id": "«_ins»",
    "event_type": "[Experiment] Exposure",
    "event_properties": { "flag_key": "pricing-page-v3", "variant": "treatment" }
  }]
}
`, V{"_k": g.hex(32), "_u": g.digits(7), "_dev": g.uuid(), "_sess": "17" + g.s(alDigit, 11), "_ins": g.uuid()}, `"event_type": "[Experiment] Exposure"`)

	g.add("ff/benign-segment-event-payload", `
{
  "type": "track",
  "event": "Experiment Viewed",
  "userId": "«_u»",
  "anonymousId": "«_anon»",
  "messageId": "ajs-next-«_mid»",
  "properties": { "experiment_id": "«_exp»", "variation_id": "1" },
  "writeKey": "«_wk»",
  "sentAt": "«_ts»",
  "_metadata": { "bundled": ["Segment.io"], "unbundled": [] }
}
`, V{"_u": g.digits(6), "_anon": g.uuid(), "_mid": g.hex(32), "_exp": g.digits(11), "_wk": g.ffSegWK(), "_ts": g.ffTS()}, `"event": "Experiment Viewed"`)

	g.add("ff/benign-ldcli-flags-list", `
$ ldcli flags list --project checkout --output json | jq -r '.items[] | [.key, .kind, (.creationDate|tostring), ._maintainer.email] | @tsv'
checkout-v2-enabled	boolean	«_t1»	ana@acme.io
new-payment-sheet	boolean	«_t2»	tom@acme.io
search-results-per-page	multivariate	«_t3»	priya@acme.io
`, V{"_t1": "17" + g.s(alDigit, 11), "_t2": "17" + g.s(alDigit, 11), "_t3": "17" + g.s(alDigit, 11)}, "search-results-per-page\tmultivariate")

	g.add("ff/benign-masked-key-previews", `
LaunchDarkly → Account settings → Projects → checkout → Environments
  Production   SDK key  sdk-••••••••-••••-••••-••••-••••••••91c2   [Copy] [Reset]
               Mobile   mob-••••••••-••••-••••-••••-••••••••7e0a   [Copy] [Reset]
               Client-side ID  «_cs»   [Copy]
Flagsmith → Environment settings → Server-side keys
  ser.••••••••••••••••Qx9   created by dana@acme.io   last used 3 hours ago
`, V{"_cs": g.ffLDCSID()}, "sdk-••••••••-••••-••••-••••-••••••••91c2", "ser.••••••••••••••••Qx9")

	g.add("ff/benign-env-example-placeholders", `
# .env.example — copy to .env and fill in from 1Password ("Feature flags" vault)
LD_SDK_KEY=sdk-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx
LD_CLIENT_SIDE_ID=
UNLEASH_API_TOKEN=default:development.<token>
STATSIG_SERVER_SECRET=secret-...
POSTHOG_PERSONAL_API_KEY=phx_your_key_here
SEGMENT_WRITE_KEY=changeme
`, V{}, "sdk-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx", "default:development.<token>", "phx_your_key_here")

	g.add("ff/benign-configcat-config-json-salt", `
$ curl -s https://cdn-global.configcat.com/configuration-files/configcat-sdk-1/«_p»/config_v6.json | jq '{p, f: (.f | keys)}'
{
  "p": {
    "u": "https://cdn-global.configcat.com",
    "r": 0,
    "s": "«_salt»"
  },
  "f": [
    "isNewPaymentSheetEnabled",
    "maxUploadSizeMb"
  ]
}
`, V{"_p": g.b64u(22), "_salt": g.b64(32)}, "isNewPaymentSheetEnabled")

	g.add("ff/benign-experiment-results-table", `
Experiment: pricing-page-v3 («_exp»)    status: Stopped    winner: treatment
| Variation | Users  | Conversions | Rate   | Lift    | P-value | Variation id |
|-----------|--------|-------------|--------|---------|---------|--------------|
| control   | 48,210 | 2,411       | 5.00 % | —       | —       | «_v1» |
| treatment | 48,377 | 2,722       | 5.63 % | +12.5 % | 0.0021  | «_v2» |
`, V{"_exp": g.uuid(), "_v1": g.hex(24), "_v2": g.hex(24)}, "winner: treatment", "| treatment | 48,377 | 2,722")

	g.add("ff/benign-mixpanel-event-export-line", `
{"event":"$experiment_started","properties":{"time":1717663301,"distinct_id":"$device:«_dev»","$device_id":"«_dev»","$insert_id":"«_ins»","Experiment name":"onboarding-checklist","Variant name":"B","mp_processing_time_ms":1717663302114}}
`, V{"_dev": g.uuid(), "_ins": g.hex(32)}, `"Experiment name":"onboarding-checklist"`)

	g.add("ff/benign-git-log-flag-cleanup", `
$ git log --oneline -- src/flags/
«_a» chore(flags): remove checkout-v2-enabled (100% for 30 days)
«_b» fix(flags): read LD_SDK_KEY from env instead of config.ts
«_c» revert: hardcoded sdk key in flags.ts (rotated, see SEC-1182)
«_d» feat(flags): add OpenFeature LaunchDarkly provider
`, V{"_a": g.hex(7), "_b": g.hex(7), "_c": g.hex(7), "_d": g.hex(7)}, "hardcoded sdk key in flags.ts (rotated, see SEC-1182)")

	g.add("ff/benign-flagd-flags-json", `
{
  "$schema": "https://flagd.dev/schema/v0/flags.json",
  "flags": {
    "checkout-v2": {
      "state": "ENABLED",
      "variants": { "on": true, "off": false },
      "defaultVariant": "off",
      "targeting": {
        "if": [
          { "in": ["@acme.io", { "var": "email" }] }, "on",
          { "fractional": [ { "cat": [ { "var": "$flagd.flagKey" }, { "var": "targetingKey" } ] }, ["on", 10], ["off", 90] ] }
        ]
      }
    }
  },
  "metadata": { "flagSetId": "checkout", "version": "«_sha»" }
}
`, V{"_sha": g.gitSHA()}, "https://flagd.dev/schema/v0/flags.json", `"flagSetId": "checkout"`)

	g.add("ff/benign-growthbook-sticky-bucket-doc", `
{
  "attributeName": "id",
  "attributeValue": "«_u»",
  "assignments": {
    "«_exp»__0": "1",
    "«_exp2»__1": "0"
  }
}
`, V{"_u": g.uuid(), "_exp": "exp_" + g.s(alLowNum, 17), "_exp2": "exp_" + g.s(alLowNum, 17)}, `"attributeName": "id"`)

	g.add("ff/benign-devcycle-client-keys", `
// public keys only — safe to ship
export const DEVCYCLE_CLIENT_KEY = "«_c»";
export const DEVCYCLE_MOBILE_KEY_NOTE = "mobile keys live in the app's Info.plist";
export const EVAL_CONTEXT = { user_id: "«_u»", customData: { tier: "pro" } };
`, V{"_c": g.ffDvc("client"), "_u": g.uuid()}, "public keys only — safe to ship")

	g.add("ff/benign-unleash-metrics-payload", `
POST /api/client/metrics HTTP/1.1
Host: unleash.acme.io
Content-Type: application/json
Authorization: [REDACTED]

{"appName":"orders-api","instanceId":"orders-api-«_pod»","bucket":{"start":"«_t1»","stop":"«_t2»","toggles":{"checkout.new-payment-sheet":{"yes":1204,"no":3551,"variants":{}}}}}
`, V{"_pod": g.s(alLowNum, 10) + "-" + g.s(alLowNum, 5), "_t1": g.ffTS(), "_t2": g.ffTS()}, "Authorization: [REDACTED]", `"appName":"orders-api"`)
}
