package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// appCases adds cases from app and service configuration: mobile and
// frontend app configs, backend framework settings and client code,
// infrastructure and observability configs, credentials in URLs and
// query strings, framework error pages and logs, test fixtures, and
// benign-only cases from the same places (public client keys, hashes,
// references and masked values).
func (g *G) appCases() {
	g.apMobile()
	g.apBackend()
	g.apInfra()
	g.apURLs()
	g.apLogsTests()
	g.apBenign()
}

// ---- formats used only here ----

// apPct percent-encodes the base64 characters a query string escapes.
func apPct(s string) string {
	return strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(s)
}

// apPyBytes is Python's repr body of n random bytes, as printed by
// os.urandom(n).
func (g *G) apPyBytes(n int) string {
	var b strings.Builder
	for _, c := range g.bytes(n) {
		switch {
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\r':
			b.WriteString(`\r`)
		case c == '\t':
			b.WriteString(`\t`)
		case c == '\'' || c == '\\':
			b.WriteString(`\` + string(c))
		case c >= 0x20 && c < 0x7f:
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, `\x%02x`, c)
		}
	}
	return b.String()
}

// apFingerprint is n random bytes as colon-separated upper-case hex.
func (g *G) apFingerprint(n int) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = g.s(alHexU, 2)
	}
	return strings.Join(parts, ":")
}

func (g *G) apAnonJWT(ref string) string {
	iat := 1700000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":%d,"exp":%d}`, ref, iat, iat+315360000))
}

// apClerkPK is a Clerk publishable key: base64 of the frontend API host.
func apClerkPK(host string) string {
	return "pk_live_" + strings.TrimRight(base64.StdEncoding.EncodeToString([]byte(host+"$")), "=")
}

// apP12 is a base64 PKCS#12 keystore shaped blob.
func (g *G) apP12() string {
	der := []byte{0x30, 0x82, 0x0a, 0x4e, 0x02, 0x01, 0x03, 0x30, 0x82, 0x0a, 0x08, 0x06, 0x09, 0x2a, 0x86, 0x48,
		0x86, 0xf7, 0x0d, 0x01, 0x07, 0x01, 0xa0, 0x82, 0x09, 0xf9, 0x04, 0x82, 0x09, 0xf5}
	return base64.StdEncoding.EncodeToString(append(der, g.bytes(720)...))
}

func (g *G) apBcrypt(cost string) string { return "$2y$" + cost + "$" + g.s(alAlnum+"./", 53) }
func (g *G) apSHA512Crypt() string {
	return "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86)
}
func (g *G) apResend() string           { return "re_" + g.an(8) + "_" + g.an(25) }
func (g *G) apContentful() string       { return "CFPAT-" + g.b64u(43) }
func (g *G) apFBToken() string          { return "EAA" + g.pick("B", "G", "J", "I") + g.an(180) }
func (g *G) apRecaptcha() string        { return "6L" + g.s(alB64U, 38) }
func (g *G) apRCSecret() string         { return "sk_" + g.an(32) }
func (g *G) apNRLicense() string        { return g.hex(36) + "NRAL" }
func (g *G) apClerkSK() string          { return "sk_live_" + g.an(42) }
func (g *G) apGlrt() string             { return "glrt-" + g.b64u(20) }
func (g *G) apDeepL() string            { return g.uuid() + ":fx" }
func (g *G) apInflux() string           { return g.b64u(86) + "==" }
func (g *G) apConfluent() string        { return g.s(alB64, 64) }
func (g *G) apIntercom() string         { return b64s("tok:" + g.uuid() + ":1:0") }
func (g *G) apGhr() string              { return "ghr_" + g.an(76) }
func (g *G) apJenkinsTok() string       { return "11" + g.hex(32) }
func (g *G) apGlcBasic() string         { return b64s(g.digits(6) + ":" + g.txGlc()) }
func (g *G) apESKeyIDKey() string       { return g.b64u(20) + ":" + g.b64u(22) }
func (g *G) apPushover(p string) string { return p + g.s(alLowNum, 29) }

func (g *G) apMobile() {
	g.add("android-local-properties-tokens", `
$ cat local.properties
## This file must *NOT* be checked into Version Control Systems,
# as it contains information specific to your local configuration.
sdk.dir=/Users/dana/Library/Android/sdk
gpr.user=dana-k
gpr.key=«a»
sentry.auth.token=«b»
RELEASE_STORE_PASSWORD=«c»
`, V{"a": g.ghp(), "b": g.txSentryOrg(), "c": g.pw()}, "/Users/dana/Library/Android/sdk", "gpr.user=dana-k")

	g.add("android-rn-gradle-properties-upload-store", `
# android/gradle.properties
org.gradle.jvmargs=-Xmx2048m -XX:MaxMetaspaceSize=512m
android.useAndroidX=true
newArchEnabled=true
hermesEnabled=true
MYAPP_UPLOAD_STORE_FILE=my-upload-key.keystore
MYAPP_UPLOAD_KEY_ALIAS=my-key-alias
MYAPP_UPLOAD_STORE_PASSWORD=«a»
MYAPP_UPLOAD_KEY_PASSWORD=«b»
`, V{"a": g.pwStrong(), "b": g.pw()}, "my-upload-key.keystore", "hermesEnabled=true")

	g.add("flutter-android-key-properties", `
$ cat android/key.properties
storePassword=«a»
keyPassword=«b»
keyAlias=upload
storeFile=/home/dana/keys/upload-keystore.jks
`, V{"a": g.pwURL(), "b": g.pwURL()}, "/home/dana/keys/upload-keystore.jks", "keyAlias=upload")

	g.add("android-gradle-kts-buildconfigfield", `
// app/build.gradle.kts
android {
    namespace = "io.acme.courier"
    defaultConfig {
        applicationId = "io.acme.courier"
        minSdk = 26
        buildConfigField("String", "API_BASE_URL", "\"https://api.acme.io/\"")
        buildConfigField("String", "OPENAI_API_KEY", "\"«a»\"")
    }
    signingConfigs {
        create("release") {
            storeFile = file("release.jks")
            storePassword = "«b»"
            keyAlias = "courier"
            keyPassword = "«c»"
        }
    }
}
`, V{"a": g.openai(), "b": g.pw(), "c": g.pwStrong()}, "io.acme.courier", "https://api.acme.io/")

	g.add("android-res-values-secrets-xml", `
<!-- app/src/main/res/values/secrets.xml -->
<resources>
    <string name="app_name">Courier</string>
    <string name="default_web_client_id" translatable="false">«_cid».apps.googleusercontent.com</string>
    <string name="twilio_account_sid" translatable="false">«_sid»</string>
    <string name="twilio_auth_token" translatable="false">«a»</string>
    <string name="algolia_admin_key" translatable="false">«b»</string>
</resources>
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "_sid": g.twilioSID(), "a": g.hex(32), "b": g.hex(32)}, "<string name=\"app_name\">Courier</string>")

	g.add("android-gradlew-injected-signing", `
$ ./gradlew :app:bundleRelease \
    -Pandroid.injected.signing.store.file=/tmp/upload.jks \
    -Pandroid.injected.signing.store.password=«a» \
    -Pandroid.injected.signing.key.alias=upload \
    -Pandroid.injected.signing.key.password=«b»
> Task :app:signReleaseBundle
BUILD SUCCESSFUL in 1m 42s
87 actionable tasks: 12 executed, 75 up-to-date
`, V{"a": g.pwURL(), "b": g.pwURL()}, "BUILD SUCCESSFUL in 1m 42s", ":app:bundleRelease")

	g.add("gha-android-keystore-base64-literal", `
# .github/workflows/release.yml
      - name: Decode keystore
        run: echo "«a»" | base64 -d > app/upload.jks
      - name: Build
        run: ./gradlew bundleRelease
        env:
          KEYSTORE_PASSWORD: «b»
          KEY_ALIAS: upload
`, V{"a": g.apP12(), "b": g.pwURL()}, "./gradlew bundleRelease", "KEY_ALIAS: upload")

	g.add("ios-secrets-xcconfig", `
// Config/Secrets.xcconfig
API_HOST = api.acme.io
API_BASE_URL = https:/$()/api.acme.io/v2
OPENAI_API_KEY = «a»
REVENUECAT_SECRET_KEY = «b»
SENTRY_AUTH_TOKEN = «c»
`, V{"a": g.openaiSvc(), "b": g.apRCSecret(), "c": g.sentryUser()}, "https:/$()/api.acme.io/v2", "API_HOST = api.acme.io")

	g.add("ios-info-plist-custom-keys", `
	<key>CFBundleIdentifier</key>
	<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
	<key>FacebookAppID</key>
	<string>«_fb»</string>
	<key>FacebookDisplayName</key>
	<string>Courier</string>
	<key>BackendAPISecret</key>
	<string>«a»</string>
	<key>MixpanelAPISecret</key>
	<string>«b»</string>
	<key>OpenAIKey</key>
	<string>$(OPENAI_API_KEY)</string>
`, V{"_fb": g.digits(16), "a": g.b64u(48), "b": g.hex(32)}, "$(PRODUCT_BUNDLE_IDENTIFIER)", "$(OPENAI_API_KEY)")

	asc := g.ecPKCS8()
	g.add("fastlane-app-store-connect-key-json", `
$ cat fastlane/asc_api_key.json
{
  "key_id": "«_kid»",
  "issuer_id": "«_iss»",
  "key": "-----BEGIN PRIVATE KEY-----\n«a»\n-----END PRIVATE KEY-----",
  "duration": 1200,
  "in_house": false
}
`, V{"_kid": g.s(alUpNum, 10), "_iss": g.uuid(), "a": jsonEsc(asc.body)}, "\"duration\": 1200")

	g.add("flutter-run-dart-define", `
$ flutter run --flavor prod \
    --dart-define=API_URL=https://api.acme.io \
    --dart-define=STRIPE_SECRET_KEY=«a» \
    --dart-define=SUPABASE_SERVICE_ROLE=«b»
Launching lib/main.dart on Pixel 8 in debug mode...
`, V{"a": g.skLive(), "b": g.supabaseService()}, "Launching lib/main.dart on Pixel 8", "API_URL=https://api.acme.io")

	g.add("flutter-dart-define-from-file-json", `
$ cat config/prod.json
{
  "API_URL": "https://api.acme.io",
  "ONESIGNAL_APP_ID": "«_os»",
  "OPENAI_API_KEY": "«a»",
  "MAPBOX_DOWNLOADS_TOKEN": "«b»"
}
$ flutter build apk --release --dart-define-from-file=config/prod.json
`, V{"_os": g.uuid(), "a": g.openai(), "b": g.mapboxSK()}, "--dart-define-from-file=config/prod.json")

	g.add("react-native-config-env-production", `
# .env.production (react-native-config)
ENV=production
API_URL=https://api.acme.io
SENTRY_DSN=https://«=dsn»@o«=o».ingest.sentry.io/«=p»
BRANCH_KEY=key_live_«_bk»
BRANCH_SECRET=secret_live_«a»
ONESIGNAL_REST_API_KEY=«b»
`, V{"=dsn": g.hex(32), "=o": g.digits(6), "=p": g.digits(7), "_bk": g.an(32), "a": g.an(32), "b": g.an(48)}, "API_URL=https://api.acme.io")

	g.add("expo-app-json-extra-keys", `
{
  "expo": {
    "name": "Courier",
    "slug": "courier",
    "version": "3.2.0",
    "ios": { "bundleIdentifier": "io.acme.courier" },
    "extra": {
      "eas": { "projectId": "«_pid»" },
      "apiUrl": "https://api.acme.io",
      "openaiApiKey": "«a»",
      "adminToken": "«b»"
    },
    "updates": { "url": "https://u.expo.dev/«_pid»" }
  }
}
`, V{"_pid": g.uuid(), "a": g.openai(), "b": g.hex(40)}, "\"bundleIdentifier\": \"io.acme.courier\"")

	g.add("expo-eas-json-build-env", `
{
  "cli": { "version": ">= 10.0.0" },
  "build": {
    "production": {
      "env": {
        "APP_ENV": "production",
        "SENTRY_AUTH_TOKEN": "«a»",
        "NPM_TOKEN": "«b»"
      },
      "autoIncrement": true
    }
  },
  "submit": {
    "production": {
      "ios": { "ascAppId": "«_asc»", "appleTeamId": "«_team»" }
    }
  }
}
`, V{"a": g.txSentryOrg(), "b": g.npmTok(), "_asc": g.digits(10), "_team": g.s(alUpNum, 10)}, "\"autoIncrement\": true")

	g.add("expo-eas-env-create-command", `
$ eas env:create --environment production --name STRIPE_SECRET_KEY --value «a» --visibility secret
✔ Created a new variable STRIPE_SECRET_KEY on project @acme/courier.
$ EXPO_TOKEN=«b» eas build --platform ios --non-interactive
`, V{"a": g.skLive(), "b": g.b64u(40)}, "@acme/courier", "--platform ios --non-interactive")

	g.add("vite-import-meta-env-fallback", `
// src/lib/ai.ts
import OpenAI from "openai";

const apiKey = import.meta.env.VITE_OPENAI_API_KEY ?? "«a»";
const baseURL = import.meta.env.VITE_API_BASE ?? "https://api.openai.com/v1";
export const client = new OpenAI({ apiKey, baseURL, dangerouslyAllowBrowser: true });
`, V{"a": g.openai()}, "dangerouslyAllowBrowser: true", "import.meta.env.VITE_OPENAI_API_KEY")

	ref := g.s(alLower, 20)
	g.add("vite-env-supabase-anon-vs-service", `
# .env.local
VITE_SUPABASE_URL=https://«_r».supabase.co
VITE_SUPABASE_ANON_KEY=«_anon»
SUPABASE_SERVICE_ROLE_KEY=«a»
SUPABASE_ACCESS_TOKEN=«b»
`, V{"_r": ref, "_anon": g.apAnonJWT(ref), "a": g.supabaseService(), "b": g.supabasePAT()}, "VITE_SUPABASE_URL")

	g.add("webpack-defineplugin-literal-keys", `
// webpack.config.js
  plugins: [
    new webpack.DefinePlugin({
      "process.env.NODE_ENV": JSON.stringify("production"),
      "process.env.API_URL": JSON.stringify("https://api.acme.io"),
      "process.env.CONTENTFUL_MANAGEMENT_TOKEN": JSON.stringify("«a»"),
      "process.env.GH_TOKEN": JSON.stringify("«b»"),
      __COMMIT__: JSON.stringify("«_c»"),
    }),
  ],
`, V{"a": g.apContentful(), "b": g.ghFine(), "_c": g.gitSHA()}, "JSON.stringify(\"production\")")

	g.add("nextjs-config-env-clerk-resend", `
// next.config.js
module.exports = {
  reactStrictMode: true,
  env: {
    NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: "«_pk»",
    CLERK_SECRET_KEY: "«a»",
    RESEND_API_KEY: "«b»",
  },
  images: { domains: ["cdn.acme.io"] },
};
`, V{"_pk": apClerkPK("clerk.acme.io"), "a": g.apClerkSK(), "b": g.apResend()}, "reactStrictMode: true", "cdn.acme.io")

	fa := g.pkcs8RSAPEM()
	g.add("firebase-admin-cert-inline-ts", `
// functions/src/admin.ts
import { initializeApp, cert } from "firebase-admin/app";

initializeApp({
  credential: cert({
    projectId: "acme-courier",
    clientEmail: "firebase-adminsdk-«=x»@acme-courier.iam.gserviceaccount.com",
    privateKey: "-----BEGIN PRIVATE KEY-----\n«a»\n-----END PRIVATE KEY-----\n".replace(/\\n/g, "\n"),
  }),
});
`, V{"=x": g.s(alLowNum, 5), "a": jsonEsc(fa.body)}, "firebase-admin/app")

	g.add("firebase-functions-config-get", `
$ firebase functions:config:get
{
  "stripe": {
    "secret": "«a»",
    "webhook_secret": "«b»"
  },
  "slack": {
    "bot_token": "«c»"
  },
  "app": {
    "region": "europe-west1"
  }
}
`, V{"a": g.rkLive(), "b": g.whsec(), "c": g.xoxb()}, "firebase functions:config:get", "europe-west1")

	g.add("firebase-deploy-ci-token-flag", `
$ firebase deploy --only hosting,functions --project acme-courier --token "«a»"
⚠  Authenticating with --token is deprecated and will be removed in a future major version of firebase-tools.
=== Deploying to 'acme-courier'...
✔  Deploy complete!
`, V{"a": g.gRefresh()}, "Deploying to 'acme-courier'", "--only hosting,functions")

	g.add("angular-environment-prod-ts", `
// src/environments/environment.prod.ts
export const environment = {
  production: true,
  firebase: {
    apiKey: "«_fk»",
    authDomain: "acme-courier.firebaseapp.com",
    projectId: "acme-courier",
    appId: "1:«=sn»:web:«=app»",
  },
  githubToken: "«a»",
  adminApiSecret: "«b»",
};
`, V{"_fk": g.googleKey(), "=sn": g.digits(12), "=app": g.hex(22), "a": g.ghp(), "b": g.b64u(40)}, "acme-courier.firebaseapp.com")

	g.add("nuxt-runtime-config-literals", `
// nuxt.config.ts
export default defineNuxtConfig({
  runtimeConfig: {
    stripeSecretKey: "«a»",
    githubClientSecret: "«b»",
    public: {
      stripePublishableKey: "«_pk»",
      githubClientId: "Ov23li«_id»",
    },
  },
});
`, V{"a": g.skLive(), "b": g.hex(40), "_pk": g.pkLive(), "_id": g.an(14)}, "defineNuxtConfig")

	g.add("sveltekit-private-env-fallback", `
// src/routes/api/chat/+server.ts
import { env } from "$env/dynamic/private";
import Anthropic from "@anthropic-ai/sdk";

const anthropic = new Anthropic({ apiKey: env.ANTHROPIC_API_KEY || "«a»" });
`, V{"a": g.anthropic()}, "$env/dynamic/private", "@anthropic-ai/sdk")

	g.add("electron-builder-publish-and-notarize", `
# electron-builder.yml
appId: io.acme.desk
publish:
  provider: github
  owner: acme
  repo: desk
  token: «a»
afterSign: scripts/notarize.js

// scripts/notarize.js
await notarize({
  appPath,
  appleId: "release@acme.io",
  appleIdPassword: "«b»",
  teamId: "«_team»",
});
`, V{"a": g.ghp(), "b": g.txAppPw(), "_team": g.s(alUpNum, 10)}, "appId: io.acme.desk", "release@acme.io")

	g.add("codemagic-yaml-literal-signing", `
workflows:
  android-release:
    name: Android release
    environment:
      flutter: stable
      vars:
        CM_KEYSTORE_PASSWORD: «a»
        CM_KEY_PASSWORD: «b»
        CM_KEY_ALIAS: upload
        GOOGLE_PLAY_TRACK: internal
`, V{"a": g.pwURL(), "b": g.pwURL()}, "GOOGLE_PLAY_TRACK: internal")

	g.add("sentry-properties-android", `
# android/sentry.properties
defaults.url=https://sentry.io/
defaults.org=acme
defaults.project=courier-android
auth.token=«a»
`, V{"a": g.sentryUser()}, "defaults.project=courier-android")

	g.add("recaptcha-site-vs-secret-key", `
# accounts/forms.py
RECAPTCHA_SITE_KEY = "«_site»"  # rendered in the signup form
RECAPTCHA_SECRET_KEY = "«a»"

def verify(token, ip):
    r = requests.post("https://www.google.com/recaptcha/api/siteverify",
                      data={"secret": RECAPTCHA_SECRET_KEY, "response": token, "remoteip": ip})
    return r.json().get("success", False)
`, V{"_site": g.apRecaptcha(), "a": g.apRecaptcha()}, "https://www.google.com/recaptcha/api/siteverify")

	g.add("chrome-extension-background-deepl-key", `
// extension/background.js
const DEEPL_AUTH_KEY = "«a»";

chrome.runtime.onMessage.addListener(async (msg, sender, reply) => {
  const r = await fetch("https://api-free.deepl.com/v2/translate", {
    method: "POST",
    headers: { Authorization: "DeepL-Auth-Key " + DEEPL_AUTH_KEY },
    body: new URLSearchParams({ text: msg.text, target_lang: "EN" }),
  });
  reply(await r.json());
});
`, V{"a": g.apDeepL()}, "https://api-free.deepl.com/v2/translate")

	g.add("capacitor-ionic-environment-ts", `
// src/environments/environment.ts (Ionic / Capacitor)
export const environment = {
  production: false,
  apiUrl: "http://192.168.1.20:8000",
  pusher: { key: "«_pk»", cluster: "eu", secret: "«a»" },
  onesignalAppId: "«=os»",
  cloudinaryApiSecret: "«b»",
};
`, V{"_pk": g.hex(20), "a": g.hex(20), "=os": g.uuid(), "b": g.b64u(27)}, "http://192.168.1.20:8000", "cluster: \"eu\"")
}

func (g *G) apBackend() {
	g.add("nestjs-jwt-and-typeorm-module", `
// src/app.module.ts
@Module({
  imports: [
    JwtModule.register({
      global: true,
      secret: "«a»",
      signOptions: { expiresIn: "15m" },
    }),
    TypeOrmModule.forRoot({
      type: "postgres",
      host: "pg.internal",
      username: "nest",
      password: "«b»",
      database: "orders",
      autoLoadEntities: true,
    }),
  ],
})
export class AppModule {}
`, V{"a": g.b64(48), "b": g.pwStrong()}, "autoLoadEntities: true", "expiresIn: \"15m\"")

	g.add("fastify-jwt-and-cookie-register", `
// server.js
const app = require("fastify")({ logger: true });
await app.register(require("@fastify/jwt"), { secret: "«a»" });
await app.register(require("@fastify/cookie"), { secret: "«b»", parseOptions: {} });
await app.listen({ port: 3000, host: "0.0.0.0" });
`, V{"a": g.hex(64), "b": g.an(32)}, "@fastify/jwt", "{ logger: true }")

	g.add("express-jwt-middleware-literal", `
const { expressjwt: jwt } = require("express-jwt");

app.use(
  "/api",
  jwt({ secret: "«a»", algorithms: ["HS256"] }).unless({ path: ["/api/health", "/api/login"] })
);
`, V{"a": g.pwStrong()}, "algorithms: [\"HS256\"]", "/api/health")

	g.add("flask-secret-key-bytes-literal", `
from flask import Flask

app = Flask(__name__)
# generated with: python -c 'import os; print(os.urandom(24))'
app.secret_key = b'«a»'
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_SAMESITE="Lax")
`, V{"a": g.apPyBytes(24)}, "os.urandom(24)", "SESSION_COOKIE_SAMESITE=\"Lax\"")

	g.add("fastapi-pydantic-settings-defaults", `
# app/core/config.py
from pydantic import PostgresDsn, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_name: str = "orders-api"
    database_url: PostgresDsn = "postgresql+asyncpg://orders:«a»@localhost:5432/orders"
    jwt_secret: SecretStr = SecretStr("«b»")
    stripe_api_key: str = "«c»"
    access_token_expire_minutes: int = 30

settings = Settings()
`, V{"a": g.pwURL(), "b": g.hex(64), "c": g.skTest()}, "SettingsConfigDict(env_file=\".env\"", "access_token_expire_minutes: int = 30")

	g.add("spring-cloud-bootstrap-yml", `
# src/main/resources/bootstrap.yml
spring:
  application:
    name: billing-service
  cloud:
    config:
      uri: https://config.acme.internal
      username: config-client
      password: «a»
encrypt:
  key: «b»
eureka:
  client:
    serviceUrl:
      defaultZone: http://eureka:«c»@eureka.acme.internal:8761/eureka/
`, V{"a": g.pwStrong(), "b": g.an(40), "c": g.pwURL()}, "https://config.acme.internal", "name: billing-service")

	g.add("quarkus-application-properties", `
quarkus.datasource.db-kind=postgresql
quarkus.datasource.username=quarkus
quarkus.datasource.password=«a»
quarkus.datasource.jdbc.url=jdbc:postgresql://pg.acme.internal:5432/orders
quarkus.oidc.auth-server-url=https://sso.acme.io/realms/acme
quarkus.oidc.client-id=orders-api
quarkus.oidc.credentials.secret=«b»
%dev.quarkus.log.level=DEBUG
`, V{"a": g.pw(), "b": g.an(32)}, "https://sso.acme.io/realms/acme", "quarkus.oidc.client-id=orders-api")

	g.add("aspnet-appsettings-development-json", `
// appsettings.Development.json
{
  "Logging": { "LogLevel": { "Default": "Debug", "Microsoft.AspNetCore": "Warning" } },
  "Authentication": {
    "Schemes": { "Bearer": { "ValidAudiences": [ "https://localhost:7259" ], "ValidIssuer": "dotnet-user-jwts" } },
    "Microsoft": { "ClientId": "«_cid»", "ClientSecret": "«a»" }
  },
  "Redis": { "Configuration": "redis.acme.internal:6380,password=«b»,ssl=True,abortConnect=False" },
  "Stripe": { "SecretKey": "«c»" }
}
`, V{"_cid": g.uuid(), "a": g.azSecret(), "b": g.an(44), "c": g.skTest()}, "dotnet-user-jwts", "https://localhost:7259")

	g.add("aspnet-usersecrets-secrets-json-file", `
PS> Get-Content "$env:APPDATA\Microsoft\UserSecrets\«_g»\secrets.json"
{
  "Kestrel:Certificates:Development:Password": "«a»",
  "ConnectionStrings:Postgres": "Host=localhost;Port=5432;Database=shop;Username=postgres;Password=«b»",
  "Twilio:AccountSid": "«_sid»",
  "Twilio:AuthToken": "«c»"
}
`, V{"_g": g.uuid(), "a": g.uuid(), "b": g.pwURL(), "_sid": g.twilioSID(), "c": g.hex(32)}, "Database=shop;Username=postgres")

	g.add("laravel-config-services-env-fallback", `
<?php
// config/services.php
return [
    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN', 'mg.acme.io'),
        'secret' => env('MAILGUN_SECRET', '«a»'),
        'endpoint' => env('MAILGUN_ENDPOINT', 'api.eu.mailgun.net'),
    ],
    'stripe' => [
        'key' => env('STRIPE_KEY', '«_pk»'),
        'secret' => env('STRIPE_SECRET', '«b»'),
    ],
    'github' => [
        'client_id' => env('GITHUB_CLIENT_ID'),
        'client_secret' => env('GITHUB_CLIENT_SECRET', '«c»'),
        'redirect' => 'https://acme.io/auth/github/callback',
    ],
];
`, V{"a": g.mailgun(), "_pk": g.pkLive(), "b": g.skLive(), "c": g.hex(40)}, "api.eu.mailgun.net", "https://acme.io/auth/github/callback")

	g.add("phoenix-runtime-exs-env-fallbacks", `
# config/runtime.exs
import Config

if config_env() == :prod do
  secret_key_base =
    System.get_env("SECRET_KEY_BASE") ||
      "«a»"

  config :courier, CourierWeb.Endpoint,
    url: [host: "courier.acme.io", port: 443, scheme: "https"],
    secret_key_base: secret_key_base

  config :courier, Courier.Mailer,
    adapter: Swoosh.Adapters.Postmark,
    api_key: System.get_env("POSTMARK_API_KEY", "«b»")

  config :stripity_stripe, api_key: "«c»"
end
`, V{"a": g.b64(48), "b": g.uuid(), "c": g.skLive()}, "Swoosh.Adapters.Postmark", "courier.acme.io")

	g.add("go-viper-setdefault-secrets", `
func initConfig() {
	viper.SetConfigName("config")
	viper.AddConfigPath("/etc/courier/")
	viper.SetDefault("server.port", 8080)
	viper.SetDefault("database.dsn", "postgres://courier:«a»@localhost:5432/courier?sslmode=disable")
	viper.SetDefault("stripe.secret_key", "«b»")
	viper.SetDefault("jwt.signing_key", "«c»")
	viper.AutomaticEnv()
}
`, V{"a": g.pwURL(), "b": g.rkLive(), "c": g.hex(64)}, "viper.AddConfigPath(\"/etc/courier/\")", "sslmode=disable")

	g.add("rust-dotenvy-unwrap-or-literal", `
use std::env;

fn main() -> anyhow::Result<()> {
    dotenvy::dotenv().ok();
    let openai_key = env::var("OPENAI_API_KEY").unwrap_or_else(|_| "«a»".to_string());
    let db_url = env::var("DATABASE_URL").unwrap_or("postgres://svc:«b»@127.0.0.1/courier".into());
    let pool = PgPoolOptions::new().max_connections(5).connect_lazy(&db_url)?;
    Ok(())
}
`, V{"a": g.openai(), "b": g.pwURL()}, "dotenvy::dotenv().ok()", "max_connections(5)")

	g.add("deno-supabase-edge-function-fallbacks", `
// supabase/functions/notify/index.ts
import { createClient } from "jsr:@supabase/supabase-js@2";

const supabase = createClient(
  Deno.env.get("SUPABASE_URL") ?? "https://«_r».supabase.co",
  Deno.env.get("SUPABASE_SERVICE_ROLE_KEY") ?? "«a»",
);
const RESEND_KEY = Deno.env.get("RESEND_API_KEY") || "«b»";
`, V{"_r": g.s(alLower, 20), "a": g.supabaseService(), "b": g.apResend()}, "jsr:@supabase/supabase-js@2")

	g.add("bun-env-or-literal", `
// index.ts  (bun run index.ts)
import { Client, GatewayIntentBits } from "discord.js";
const token = Bun.env.DISCORD_TOKEN ?? "«a»";
const dbUrl = process.env.DATABASE_URL || "mysql://root:«b»@localhost:3306/bot";
const client = new Client({ intents: [GatewayIntentBits.Guilds] });
await client.login(token);
`, V{"a": g.discordBot(), "b": g.pwURL()}, "GatewayIntentBits.Guilds", "localhost:3306/bot")

	g.add("node-config-process-env-or-literal", `
// config.js
module.exports = {
  port: process.env.PORT || 3000,
  githubToken: process.env.GITHUB_TOKEN || "«a»",
  slackSigningSecret: process.env.SLACK_SIGNING_SECRET || "«b»",
  mongoUri: process.env.MONGO_URI || "mongodb://admin:«c»@127.0.0.1:27017/?authSource=admin",
};
`, V{"a": g.ghs(), "b": g.hex(32), "c": g.pwURL()}, "process.env.PORT || 3000", "authSource=admin")

	g.add("apollo-client-hasura-admin-secret", `
import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";

export const client = new ApolloClient({
  link: new HttpLink({
    uri: "https://courier.hasura.app/v1/graphql",
    headers: { "x-hasura-admin-secret": "«a»" },
  }),
  cache: new InMemoryCache(),
});
`, V{"a": g.an(64)}, "https://courier.hasura.app/v1/graphql")

	g.add("python-gql-github-graphql-transport", `
from gql import Client, gql
from gql.transport.requests import RequestsHTTPTransport

transport = RequestsHTTPTransport(
    url="https://api.github.com/graphql",
    headers={"Authorization": "bearer «a»"},
    verify=True,
    retries=3,
)
client = Client(transport=transport, fetch_schema_from_transport=False)
`, V{"a": g.ghFine()}, "https://api.github.com/graphql", "fetch_schema_from_transport=False")

	g.add("grpc-go-outgoing-metadata", `
md := metadata.Pairs(
	"authorization", "Bearer «a»",
	"x-tenant-id", "«_t»",
)
ctx = metadata.NewOutgoingContext(ctx, md)
resp, err := client.ListShipments(ctx, &pb.ListShipmentsRequest{PageSize: 50})
`, V{"a": g.userJWT(), "_t": g.uuid()}, "metadata.NewOutgoingContext", "PageSize: 50")

	g.add("grpc-python-metadata-api-key", `
channel = grpc.secure_channel("api.acme.io:443", grpc.ssl_channel_credentials())
stub = shipments_pb2_grpc.ShipmentsStub(channel)
resp = stub.Track(req, metadata=(("x-api-key", "«a»"), ("x-client", "courier-cli/2.1")), timeout=5)
`, V{"a": g.an(40)}, "courier-cli/2.1", "grpc.ssl_channel_credentials()")

	g.add("grpcurl-bearer-header", `
$ grpcurl -H 'authorization: Bearer «a»' -d '{"id":"shp_8812"}' api.acme.io:443 acme.shipments.v1.Shipments/Get
{
  "id": "shp_8812",
  "status": "IN_TRANSIT"
}
`, V{"a": g.b64u(43)}, "acme.shipments.v1.Shipments/Get", "\"status\": \"IN_TRANSIT\"")

	g.add("confluent-kafka-python-producer", `
from confluent_kafka import Producer

producer = Producer({
    "bootstrap.servers": "pkc-«=p».us-east-1.aws.confluent.cloud:9092",
    "security.protocol": "SASL_SSL",
    "sasl.mechanisms": "PLAIN",
    "sasl.username": "«_k»",
    "sasl.password": "«a»",
    "client.id": "courier-events",
})
`, V{"=p": g.s(alLowNum, 5), "_k": g.s(alUpNum, 16), "a": g.apConfluent()}, "\"client.id\": \"courier-events\"")

	g.add("kafkajs-scram-config", `
const { Kafka } = require("kafkajs");

const kafka = new Kafka({
  clientId: "courier-events",
  brokers: ["b-1.msk-prod.x2k9aa.c3.kafka.eu-west-1.amazonaws.com:9096"],
  ssl: true,
  sasl: { mechanism: "scram-sha-512", username: "courier", password: "«a»" },
});
`, V{"a": g.pwStrong()}, "scram-sha-512", "b-1.msk-prod.x2k9aa.c3.kafka.eu-west-1.amazonaws.com:9096")

	g.add("ioredis-and-node-redis-literal", `
const Redis = require("ioredis");
const cache = new Redis({ host: "cache.acme.internal", port: 6380, password: "«a»", tls: {} });

const { createClient } = require("redis");
const pub = createClient({ url: "rediss://default:«b»@«_h».upstash.io:6379" });
`, V{"a": g.an(32), "b": g.an(34), "_h": g.s(alLower, 6) + "-" + g.s(alLower, 6) + "-" + g.digits(5)}, "cache.acme.internal")

	g.add("mongoose-connect-auth-options", `
await mongoose.connect(
  "mongodb://mongo-0.mongo.db.svc:27017,mongo-1.mongo.db.svc:27017/courier?replicaSet=rs0",
  {
    auth: { username: "courier", password: "«a»" },
    authSource: "admin",
  }
);
`, V{"a": g.pwStrong()}, "replicaSet=rs0", "authSource: \"admin\"")

	g.add("sqlalchemy-url-create-kwargs", `
from sqlalchemy import URL, create_engine

url = URL.create(
    "postgresql+psycopg",
    username="etl",
    password="«a»",
    host="warehouse.acme.internal",
    port=5432,
    database="analytics",
)
engine = create_engine(url, pool_pre_ping=True)
`, V{"a": g.pw()}, "warehouse.acme.internal", "pool_pre_ping=True")

	g.add("rails-storage-yml-literal-keys", `
# config/storage.yml
amazon:
  service: S3
  access_key_id: «a»
  secret_access_key: «b»
  region: eu-central-1
  bucket: courier-uploads-prod

google:
  service: GCS
  project: courier
  credentials: <%= Rails.root.join("config/gcs.json") %>
  bucket: courier-backups
`, V{"a": g.awsID(), "b": g.awsSecret()}, "courier-uploads-prod", "Rails.root.join(\"config/gcs.json\")")

	g.add("sidekiq-initializer-redis-and-web-auth", `
# config/initializers/sidekiq.rb
Sidekiq.configure_server do |config|
  config.redis = { url: "redis://:«a»@redis.acme.internal:6379/2", network_timeout: 5 }
end

Sidekiq::Web.use Rack::Auth::Basic do |user, password|
  user == "admin" && password == "«b»"
end
`, V{"a": g.pwURL(), "b": g.pw()}, "network_timeout: 5", "Rack::Auth::Basic")

	g.add("symfony-env-local", `
# .env.local
APP_ENV=prod
APP_SECRET=«a»
DATABASE_URL="mysql://app:«b»@127.0.0.1:3306/app?serverVersion=8.0.32&charset=utf8mb4"
MAILER_DSN=smtp://«_u»:«c»@sandbox.smtp.mailtrap.io:2525
MESSENGER_TRANSPORT_DSN=doctrine://default?auto_setup=0
`, V{"a": g.hex(32), "b": g.pwURL(), "_u": g.hex(14), "c": g.hex(14)}, "serverVersion=8.0.32", "doctrine://default?auto_setup=0")

	g.add("dotnet-rabbitmq-connection-factory", `
var factory = new ConnectionFactory
{
    HostName = "rabbit.acme.internal",
    UserName = "courier",
    Password = "«a»",
    VirtualHost = "/courier",
    Ssl = { Enabled = true, ServerName = "rabbit.acme.internal" },
};
using var connection = await factory.CreateConnectionAsync();
`, V{"a": g.pwStrong()}, "rabbit.acme.internal", "CreateConnectionAsync")

	g.add("nodemailer-gmail-app-password", `
const transporter = nodemailer.createTransport({
  service: "gmail",
  auth: { user: "notifications@acme.io", pass: "«a»" },
});
await transporter.sendMail({ from: "Courier <notifications@acme.io>", to, subject, html });
`, V{"a": g.txGmailAppPw()}, "service: \"gmail\"")

	g.add("nextauth-options-provider-secrets", `
// app/api/auth/[...nextauth]/route.ts
export const authOptions: NextAuthOptions = {
  secret: "«a»",
  providers: [
    GoogleProvider({
      clientId: "«_cid».apps.googleusercontent.com",
      clientSecret: "«b»",
    }),
    DiscordProvider({ clientId: "«_did»", clientSecret: "«c»" }),
  ],
};
`, V{"a": g.b64(32), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "b": g.gocspx(), "_did": g.digits(18), "c": g.b64u(32)}, "NextAuthOptions")

	g.add("passport-facebook-strategy", `
passport.use(new FacebookStrategy({
    clientID: "«_id»",
    clientSecret: "«a»",
    callbackURL: "https://acme.io/auth/facebook/callback",
    profileFields: ["id", "displayName", "email"]
  },
  (accessToken, refreshToken, profile, done) => upsertUser(profile, done)
));
`, V{"_id": g.digits(16), "a": g.hex(32)}, "https://acme.io/auth/facebook/callback")

	g.add("aws-sdk-js-v3-static-credentials", `
import { S3Client, PutObjectCommand } from "@aws-sdk/client-s3";

const s3 = new S3Client({
  region: "eu-west-1",
  credentials: { accessKeyId: "«a»", secretAccessKey: "«b»" },
});
`, V{"a": g.awsID(), "b": g.awsSecret()}, "@aws-sdk/client-s3")

	g.add("php-guzzle-intercom-client", `
$client = new \GuzzleHttp\Client([
    'base_uri' => 'https://api.intercom.io/',
    'headers' => [
        'Authorization' => 'Bearer «a»',
        'Intercom-Version' => '2.11',
    ],
]);
`, V{"a": g.apIntercom()}, "https://api.intercom.io/", "'Intercom-Version' => '2.11'")

	g.add("java-okhttp-interceptor-api-key", `
OkHttpClient client = new OkHttpClient.Builder()
    .addInterceptor(chain -> chain.proceed(chain.request().newBuilder()
        .header("X-API-Key", "«a»")
        .header("User-Agent", "courier-android/3.2.0")
        .build()))
    .build();
`, V{"a": g.an(32)}, "courier-android/3.2.0")

	g.add("elasticsearch-js-cloud-apikey", `
const { Client } = require("@elastic/elasticsearch");
const client = new Client({
  cloud: { id: "courier-prod:«_cid»" },
  auth: { apiKey: "«a»" },
});
`, V{"_cid": b64s("europe-west3.gcp.cloud.es.io:443$" + g.hex(32) + "$" + g.hex(32)), "a": g.esAPIKey()}, "@elastic/elasticsearch")

	cu := g.s(alLower, 8)
	g.add("pika-amqps-cloudamqp-url", `
import pika

params = pika.URLParameters("amqps://«_u»:«a»@rattlesnake.rmq.cloudamqp.com/«_u»")
connection = pika.BlockingConnection(params)
channel = connection.channel()
channel.queue_declare(queue="label-print", durable=True)
`, V{"_u": cu, "a": g.b64u(32)}, "rattlesnake.rmq.cloudamqp.com", "queue=\"label-print\"")

	g.add("nats-and-mqtt-urls-yaml", `
# config/messaging.yaml
nats:
  servers:
    - nats://ingest:«a»@nats-0.nats.svc:4222
    - nats://ingest:«a»@nats-1.nats.svc:4222
mqtt:
  broker: mqtts://«_dev»:«b»@«_h».s1.eu.hivemq.cloud:8883
  client_id: «_dev»
`, V{"a": g.pwURL(), "_dev": "scanner-" + g.digits(4), "b": g.pwURL(), "_h": g.hex(32)}, "nats-0.nats.svc:4222")

	g.add("influxdb-client-token-python", `
from influxdb_client import InfluxDBClient

client = InfluxDBClient(
    url="https://eu-central-1-1.aws.cloud2.influxdata.com",
    token="«a»",
    org="acme",
)
`, V{"a": g.apInflux()}, "https://eu-central-1-1.aws.cloud2.influxdata.com")
}

func (g *G) apInfra() {
	g.add("ansible-playbook-inline-vars-uri", `
# deploy.yml
- hosts: app
  become: true
  vars:
    app_user: courier
    db_password: "«a»"
    sentry_token: «b»
  tasks:
    - name: Register release in Sentry
      ansible.builtin.uri:
        url: https://sentry.io/api/0/organizations/acme/releases/
        method: POST
        headers:
          Authorization: "Bearer {{ sentry_token }}"
        body_format: json
        body: {version: "{{ release }}", projects: ["courier"]}
    - name: Create DB user
      community.postgresql.postgresql_user:
        name: courier
        password: "{{ db_password }}"
`, V{"a": g.pwStrong(), "b": g.sentryUser()}, "{{ sentry_token }}", "community.postgresql.postgresql_user")

	g.add("ansible-role-defaults-mysql", `
# roles/mysql/defaults/main.yml
mysql_port: 3306
mysql_bind_address: 0.0.0.0
mysql_root_password: «a»
mysql_replication_user: repl
mysql_replication_password: "«b»"
mysql_users:
  - name: courier
    host: "10.0.%"
    password: «c»
    priv: "courier.*:ALL"
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pw()}, "mysql_bind_address: 0.0.0.0", "courier.*:ALL")

	g.add("chef-attributes-default-rb", `
# cookbooks/courier/attributes/default.rb
default['courier']['port'] = 8080
default['courier']['db']['host'] = 'pg.acme.internal'
default['courier']['db']['password'] = '«a»'
default['courier']['newrelic']['license_key'] = '«b»'
default['courier']['smtp']['password'] = "«c»"
`, V{"a": g.pwStrong(), "b": g.apNRLicense(), "c": g.pw()}, "default['courier']['port'] = 8080")

	g.add("terraform-provider-saas-literals", `
provider "datadog" {
  api_key = "«a»"
  app_key = "«b»"
  api_url = "https://api.datadoghq.eu/"
}

provider "github" {
  owner = "acme"
  token = "«c»"
}

provider "grafana" {
  url  = "https://acme.grafana.net"
  auth = "«d»"
}
`, V{"a": g.hex(32), "b": g.hex(40), "c": g.ghFine(), "d": g.grafanaSA()}, "https://api.datadoghq.eu/", "https://acme.grafana.net")

	g.add("terraform-kubernetes-secret-resource", `
resource "kubernetes_secret" "courier" {
  metadata {
    name      = "courier-env"
    namespace = "courier"
  }
  data = {
    DATABASE_URL = "postgres://courier:«a»@pg.courier.svc:5432/courier"
    SENDGRID_KEY = "«b»"
  }
  type = "Opaque"
}
`, V{"a": g.pwURL(), "b": g.sendgrid()}, "courier-env", "pg.courier.svc:5432")

	g.add("crossplane-aws-creds-secret", `
apiVersion: v1
kind: Secret
metadata:
  name: aws-creds
  namespace: crossplane-system
type: Opaque
stringData:
  creds: |
    [default]
    aws_access_key_id = «a»
    aws_secret_access_key = «b»
---
apiVersion: aws.upbound.io/v1beta1
kind: ProviderConfig
metadata:
  name: default
spec:
  credentials:
    source: Secret
    secretRef:
      namespace: crossplane-system
      name: aws-creds
      key: creds
`, V{"a": g.awsID(), "b": g.awsSecret()}, "aws.upbound.io/v1beta1", "crossplane-system")

	g.add("external-secrets-fake-provider-store", `
apiVersion: external-secrets.io/v1beta1
kind: ClusterSecretStore
metadata:
  name: fake-dev
spec:
  provider:
    fake:
      data:
        - key: /courier/stripe
          value: «a»
        - key: /courier/db-password
          value: "«b»"
          version: v1
`, V{"a": g.rkLive(), "b": g.pwStrong()}, "ClusterSecretStore", "/courier/db-password")

	g.add("docker-history-build-arg-leak", `
$ docker history --no-trunc --format '{{.CreatedBy}}' ghcr.io/acme/courier:2.3.0 | head -4
CMD ["node" "dist/main.js"]
RUN |2 NPM_TOKEN=«a» SENTRY_AUTH_TOKEN=«b» /bin/sh -c npm ci && npm run build && npx sentry-cli sourcemaps upload dist # buildkit
COPY . /app # buildkit
ARG SENTRY_AUTH_TOKEN
`, V{"a": g.npmTok(), "b": g.sentryUser()}, "ghcr.io/acme/courier:2.3.0", "CMD [\"node\" \"dist/main.js\"]")

	g.add("docker-secret-mount-copied-into-layer", `
# Dockerfile
RUN --mount=type=secret,id=npmrc cp /run/secrets/npmrc /root/.npmrc && npm ci

$ docker run --rm acme/web:dev cat /root/.npmrc
//registry.npmjs.org/:_authToken=«a»
@acme:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=«b»
`, V{"a": g.npmTok(), "b": g.ghp()}, "--mount=type=secret,id=npmrc", "@acme:registry=https://npm.pkg.github.com")

	g.add("docker-swarm-secret-create-echo", `
$ echo "«a»" | docker secret create pg_password -
«_i1»
$ printf '%s' '«b»' | docker secret create stripe_key -
«_i2»
$ docker service update --secret-add pg_password --secret-add stripe_key courier_api
`, V{"a": g.pwStrong(), "_i1": g.s(alLowNum, 25), "b": g.skLive(), "_i2": g.s(alLowNum, 25)}, "--secret-add pg_password")

	g.add("kubectl-create-secret-docker-registry", `
$ kubectl create secret docker-registry regcred \
    --docker-server=registry.gitlab.com \
    --docker-username=gitlab+deploy-token-«=n» \
    --docker-password=«a» \
    --docker-email=ci@acme.io -n courier
secret/regcred created
`, V{"=n": g.digits(7), "a": "gldt-" + g.b64u(20)}, "secret/regcred created", "--docker-server=registry.gitlab.com")

	g.add("htpasswd-nb-command-output", `
$ htpasswd -nbB grafana '«a»'
grafana:«b»

$ htpasswd -b /etc/nginx/.htpasswd metrics «c»
Adding password for user metrics
`, V{"a": g.pw(), "b": g.apBcrypt("05"), "c": g.pwURL()}, "Adding password for user metrics")

	g.add("haproxy-cfg-stats-auth-userlist", `
# /etc/haproxy/haproxy.cfg
listen stats
    bind *:8404
    stats enable
    stats uri /stats
    stats auth admin:«a»

userlist ops
    user alice insecure-password «b»
    user bob password «c»

backend partner_api
    http-request set-header X-Api-Key «d»
    server p1 partner.example.net:443 ssl verify required
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.apSHA512Crypt(), "d": g.an(32)}, "bind *:8404", "stats uri /stats")

	g.add("traefik-dynamic-file-middlewares", `
# /etc/traefik/dynamic/middlewares.yml
http:
  middlewares:
    dashboard-auth:
      basicAuth:
        users:
          - "admin:«a»"
    partner-key:
      headers:
        customRequestHeaders:
          X-Api-Key: "«b»"
`, V{"a": g.apBcrypt("10"), "b": g.hex(40)}, "customRequestHeaders:", "dashboard-auth:")

	g.add("caddyfile-basicauth-header-up", `
admin.acme.io {
	basicauth /* {
		ops «a»
	}
	reverse_proxy localhost:9000 {
		header_up Authorization "Bearer «b»"
	}
}
`, V{"a": "$2a$14$" + g.s(alAlnum+"./", 53), "b": g.b64u(43)}, "reverse_proxy localhost:9000")

	g.add("prometheus-scrape-auth-and-remote-write", `
# prometheus.yml
scrape_configs:
  - job_name: node
    basic_auth:
      username: prometheus
      password: «a»
    static_configs:
      - targets: ["10.0.1.11:9100", "10.0.1.12:9100"]
  - job_name: gitlab
    scheme: https
    metrics_path: /-/metrics
    bearer_token: «b»
  - job_name: federate
    authorization:
      type: Bearer
      credentials: «c»
remote_write:
  - url: https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push
    basic_auth:
      username: "«=u»"
      password: «d»
`, V{"a": g.pwURL(), "b": g.an(20), "c": g.b64u(43), "=u": g.digits(7), "d": g.txGlc()}, "10.0.1.11:9100", "/api/prom/push")

	g.add("grafana-provisioning-datasources-secure", `
# provisioning/datasources/datasources.yaml
apiVersion: 1
datasources:
  - name: Postgres
    type: postgres
    url: pg.acme.internal:5432
    user: grafana_ro
    jsonData: { database: metrics, sslmode: require }
    secureJsonData:
      password: «a»
  - name: Loki
    type: loki
    url: https://logs-prod-eu-west-0.grafana.net
    basicAuth: true
    basicAuthUser: «=u»
    secureJsonData:
      basicAuthPassword: «b»
  - name: Internal API
    type: marcusolsson-json-datasource
    url: https://api.acme.internal
    jsonData: { httpHeaderName1: Authorization }
    secureJsonData:
      httpHeaderValue1: "Bearer «c»"
`, V{"a": g.pw(), "=u": g.digits(6), "b": g.txGlc(), "c": g.b64u(40)}, "marcusolsson-json-datasource", "user: grafana_ro")

	g.add("alertmanager-receivers-pushover-telegram-email", `
receivers:
  - name: oncall-mobile
    pushover_configs:
      - user_key: «a»
        token: «b»
    telegram_configs:
      - bot_token: «c»
        chat_id: -100«_chat»
  - name: ops-email
    email_configs:
      - to: ops@acme.io
        smarthost: smtp.sendgrid.net:587
        auth_username: apikey
        auth_password: «d»
  - name: victorops
    victorops_configs:
      - api_key: «e»
        routing_key: courier-prod
`, V{"a": g.apPushover("u"), "b": g.apPushover("a"), "c": g.telegram(), "_chat": g.digits(10), "d": g.sendgrid(), "e": g.uuid()}, "smtp.sendgrid.net:587", "routing_key: courier-prod")

	g.add("grafana-alerting-contact-points", `
# provisioning/alerting/contact-points.yaml
apiVersion: 1
contactPoints:
  - orgId: 1
    name: pagerduty-critical
    receivers:
      - uid: pd-crit
        type: pagerduty
        settings:
          integrationKey: «a»
          severity: critical
  - orgId: 1
    name: discord-dev
    receivers:
      - uid: discord-dev
        type: discord
        settings:
          url: https://discord.com/api/webhooks/«_id»/«b»
`, V{"a": g.hex(32), "_id": g.digits(19), "b": g.b64u(68)}, "name: pagerduty-critical", "type: discord")

	g.add("fluent-bit-outputs-conf", `
[OUTPUT]
    Name        datadog
    Match       kube.*
    Host        http-intake.logs.datadoghq.eu
    TLS         on
    apikey      «a»
    dd_service  courier

[OUTPUT]
    Name        es
    Match       app.*
    Host        es.acme.internal
    HTTP_User   fluentbit
    HTTP_Passwd «b»
`, V{"a": g.hex(32), "b": g.pwStrong()}, "http-intake.logs.datadoghq.eu", "HTTP_User   fluentbit")

	g.add("vector-toml-sinks-auth", `
# /etc/vector/vector.toml
[sinks.datadog]
type = "datadog_logs"
inputs = ["parse_json"]
default_api_key = "«a»"
site = "datadoghq.com"

[sinks.loki]
type = "loki"
inputs = ["parse_json"]
endpoint = "https://logs-prod-012.grafana.net"
auth.strategy = "basic"
auth.user = "«=u»"
auth.password = "«b»"
encoding.codec = "json"
`, V{"a": g.hex(32), "=u": g.digits(6), "b": g.txGlc()}, "type = \"datadog_logs\"", "https://logs-prod-012.grafana.net")

	g.add("logstash-output-elasticsearch-conf", `
output {
  elasticsearch {
    hosts => ["https://es01.acme.internal:9200"]
    user => "logstash_writer"
    password => "«a»"
    index => "courier-%{+YYYY.MM.dd}"
  }
  elasticsearch {
    cloud_id => "courier:«_cid»"
    api_key => "«b»"
  }
}
`, V{"a": g.pwStrong(), "_cid": b64s("europe-west3.gcp.cloud.es.io:443$" + g.hex(32) + "$" + g.hex(32)), "b": g.apESKeyIDKey()}, "courier-%{+YYYY.MM.dd}", "logstash_writer")

	g.add("datadog-agent-yaml-and-postgres-check", `
$ sudo cat /etc/datadog-agent/datadog.yaml | grep -v '^#' | grep .
api_key: «a»
site: datadoghq.eu
hostname: courier-web-01
logs_enabled: true
apm_config:
  enabled: true
$ sudo cat /etc/datadog-agent/conf.d/postgres.d/conf.yaml
instances:
  - host: localhost
    port: 5432
    username: datadog
    password: «b»
`, V{"a": g.hex(32), "b": g.pwURL()}, "hostname: courier-web-01", "/etc/datadog-agent/conf.d/postgres.d/conf.yaml")

	g.add("otel-collector-exporter-headers", `
exporters:
  otlphttp/newrelic:
    endpoint: https://otlp.eu01.nr-data.net
    headers:
      api-key: «a»
  otlp/honeycomb:
    endpoint: api.honeycomb.io:443
    headers:
      x-honeycomb-team: «b»
  otlphttp/grafana:
    endpoint: https://otlp-gateway-prod-eu-west-2.grafana.net/otlp
    headers:
      Authorization: Basic «c»
`, V{"a": g.apNRLicense(), "b": g.an(22), "c": g.apGlcBasic()}, "https://otlp.eu01.nr-data.net", "api.honeycomb.io:443")

	g.add("promtail-clients-url-credentials", `
# /etc/promtail/config.yml
server:
  http_listen_port: 9080
clients:
  - url: https://«=u»:«a»@logs-prod-eu-west-0.grafana.net/loki/api/v1/push
scrape_configs:
  - job_name: journal
    journal: { max_age: 12h }
`, V{"=u": g.digits(6), "a": g.txGlc()}, "http_listen_port: 9080", "/loki/api/v1/push")

	g.add("cloud-init-user-data-secrets", `
#cloud-config
users:
  - name: deploy
    groups: sudo
    shell: /bin/bash
    ssh_authorized_keys:
      - «_pub» deploy@laptop
chpasswd:
  expire: false
  users:
    - {name: deploy, password: «a», type: text}
runcmd:
  - curl -fsSL https://tailscale.com/install.sh | sh
  - tailscale up --authkey=«b» --ssh
  - echo "«c»" | docker login ghcr.io -u acme-bot --password-stdin
`, V{"_pub": g.sshRSAPub(), "a": g.pwURL(), "b": g.tailscale(), "c": g.ghp()}, "https://tailscale.com/install.sh")

	g.add("packer-source-literals", `
source "amazon-ebs" "ubuntu" {
  access_key    = "«a»"
  secret_key    = "«b»"
  region        = "eu-west-1"
  instance_type = "t3.small"
  ssh_username  = "ubuntu"
  ami_name      = "courier-base-{{timestamp}}"
}

source "vsphere-iso" "win2022" {
  vcenter_server = "vcsa.lab.acme.internal"
  username       = "packer@vsphere.local"
  password       = "«c»"
  winrm_password = "«d»"
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.pw(), "d": g.pwStrong()}, "courier-base-{{timestamp}}", "vcsa.lab.acme.internal")

	g.add("flux-create-secret-git-password", `
$ flux create secret git courier-repo \
    --url=https://github.com/acme/courier-gitops \
    --username=git \
    --password=«a» \
    --namespace=flux-system
► git secret 'courier-repo' created in 'flux-system' namespace
`, V{"a": g.ghFine()}, "https://github.com/acme/courier-gitops")

	g.add("rabbitmqctl-add-user-and-definitions", `
$ rabbitmqctl add_user courier '«a»'
Adding user "courier" ...
$ rabbitmqctl set_permissions -p /courier courier ".*" ".*" ".*"
$ jq '.users[0]' definitions.json
{
  "name": "admin",
  "password_hash": "«b»",
  "hashing_algorithm": "rabbit_password_hashing_sha256",
  "tags": ["administrator"]
}
`, V{"a": g.pw(), "b": g.b64(36)}, "rabbit_password_hashing_sha256", "Adding user \"courier\"")

	pm := g.uuid()
	g.add("keycloak-realm-export-secrets", `
{
  "realm": "acme",
  "enabled": true,
  "clients": [
    {
      "clientId": "courier-backend",
      "enabled": true,
      "clientAuthenticatorType": "client-secret",
      "secret": "«a»",
      "redirectUris": ["https://courier.acme.io/*"]
    }
  ],
  "smtpServer": {"host": "smtp.postmarkapp.com", "port": "587", "auth": "true", "user": "«b»", "password": "«b»"}
}
`, V{"a": g.an(32), "b": pm}, "\"clientId\": \"courier-backend\"", "smtp.postmarkapp.com")

	g.add("minio-mc-alias-set", `
$ mc alias set prod https://minio.acme.internal «a» «b»
Added `+"`prod`"+` successfully.
$ mc ls prod/courier-backups | tail -1
[2024-06-05 02:00:13 UTC] 1.2GiB STANDARD pg-2024-06-05.dump
`, V{"a": g.s(alUpNum, 20), "b": g.an(40)}, "pg-2024-06-05.dump", "https://minio.acme.internal")

	g.add("restic-b2-env-exports", `
$ export RESTIC_REPOSITORY=b2:acme-backups:/courier
$ export RESTIC_PASSWORD='«a»'
$ export B2_ACCOUNT_ID=«=id»
$ export B2_ACCOUNT_KEY=«b»
$ restic snapshots
repository 3f9a1c2e opened (version 2, compression level auto)
`, V{"a": g.pwStrong(), "=id": "005" + g.hex(22), "b": "K005" + g.s(alAlnum+"+/", 27)}, "b2:acme-backups:/courier", "compression level auto")

	g.add("pgbouncer-userlist-txt", `
$ sudo cat /etc/pgbouncer/userlist.txt
"courier" "«a»"
"pgbouncer_stats" "md5«b»"
`, V{"a": "SCRAM-SHA-256$4096:" + g.b64(16) + "$" + g.b64(32) + ":" + g.b64(32), "b": g.hex(32)}, "/etc/pgbouncer/userlist.txt")

	g.add("jenkins-casc-yaml-credentials", `
# jenkins.yaml (Configuration as Code)
jenkins:
  securityRealm:
    local:
      allowsSignup: false
      users:
        - id: admin
          password: «a»
credentials:
  system:
    domainCredentials:
      - credentials:
          - string:
              id: slack-token
              secret: «b»
          - usernamePassword:
              id: nexus
              username: deployer
              password: «c»
`, V{"a": g.pw(), "b": g.xoxb(), "c": g.pwStrong()}, "allowsSignup: false", "id: slack-token")

	g.add("gitlab-runner-config-toml", `
$ sudo cat /etc/gitlab-runner/config.toml
concurrent = 4
[[runners]]
  name = "docker-runner-01"
  url = "https://gitlab.acme.io/"
  token = "«a»"
  executor = "docker"
  [runners.cache.s3]
    ServerAddress = "minio.acme.internal"
    AccessKey = "«b»"
    SecretKey = "«c»"
    BucketName = "runner-cache"
`, V{"a": g.apGlrt(), "b": g.s(alUpNum, 20), "c": g.an(40)}, "docker-runner-01", "BucketName = \"runner-cache\"")
}

func (g *G) apURLs() {
	g.add("url-gemini-key-query", `
$ curl -s "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key=«a»" \
    -H 'Content-Type: application/json' \
    -d '{"contents":[{"parts":[{"text":"ping"}]}]}'
`, V{"a": g.googleKey()}, "gemini-1.5-flash:generateContent")

	g.add("url-openweather-appid-nasa-api-key", `
# weather.py
WEATHER_URL = "https://api.openweathermap.org/data/2.5/weather?q={city}&units=metric&appid=«a»"
APOD_URL = "https://api.nasa.gov/planetary/apod?api_key=«b»&hd=true"
`, V{"a": g.hex(32), "b": g.an(40)}, "units=metric", "https://api.nasa.gov/planetary/apod")

	g.add("url-facebook-graph-access-token", `
GET https://graph.facebook.com/v19.0/«=pg»/feed?fields=message,created_time&limit=25&access_token=«a»
{"error":{"message":"Error validating access token: Session has expired on Tuesday, 04-Jun-24 10:00:00 PDT.","type":"OAuthException","code":190,"error_subcode":463,"fbtrace_id":"«_fb»"}}
`, V{"=pg": g.digits(15), "a": g.apFBToken(), "_fb": g.b64u(23)}, "OAuthException", "fields=message,created_time")

	g.add("url-apikey-alphavantage-omdb-repl", `
>>> requests.get("https://www.alphavantage.co/query?function=TIME_SERIES_DAILY&symbol=IBM&apikey=«a»").status_code
200
>>> requests.get("https://www.omdbapi.com/?apikey=«b»&t=Dune").json()["Year"]
'2021'
`, V{"a": g.s(alUpNum, 16), "b": g.hex(8)}, "function=TIME_SERIES_DAILY&symbol=IBM")

	g.add("s3-presign-cli-output", `
$ aws s3 presign s3://courier-exports/2024/06/report.csv --expires-in 3600
https://courier-exports.s3.eu-west-1.amazonaws.com/2024/06/report.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«a»%2F20240605%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20240605T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=«b»
`, V{"a": g.awsID(), "b": g.hex(64)}, "X-Amz-Algorithm=AWS4-HMAC-SHA256", "courier-exports.s3.eu-west-1.amazonaws.com")

	g.add("s3-presigned-put-session-token-log", `
{"level":"debug","ts":"2024-06-05T09:30:12Z","msg":"upload url issued","user":"«_uid»","url":"https://courier-uploads.s3.amazonaws.com/u/«_uid»/avatar.png?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«a»%2F20240605%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20240605T093012Z&X-Amz-Expires=300&X-Amz-Security-Token=«b»&X-Amz-Signature=«c»&X-Amz-SignedHeaders=host&x-id=PutObject"}
`, V{"_uid": g.uuid(), "a": g.awsTempID(), "b": apPct(g.awsSession()), "c": g.hex(64)}, "\"msg\":\"upload url issued\"", "x-id=PutObject")

	g.add("gcs-signurl-gsutil-output", `
$ gsutil signurl -d 10m ~/keys/signer.json gs://courier-media/videos/intro.mp4
URL	HTTP Method	Expiration	Signed URL
gs://courier-media/videos/intro.mp4	GET	2024-06-05 10:25:11	https://storage.googleapis.com/courier-media/videos/intro.mp4?x-goog-signature=«a»&x-goog-algorithm=GOOG4-RSA-SHA256&x-goog-credential=signer%40courier-prod.iam.gserviceaccount.com%2F20240605%2Fus%2Fstorage%2Fgoog4_request&x-goog-date=20240605T101511Z&x-goog-expires=600&x-goog-signedheaders=host
`, V{"a": g.hex(512)}, "x-goog-algorithm=GOOG4-RSA-SHA256", "gs://courier-media/videos/intro.mp4")

	g.add("azcopy-account-sas-command", `
$ azcopy copy './dist/*' 'https://courierstatic.blob.core.windows.net/$web?sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2024-12-31T23:59:59Z&st=2024-06-01T00:00:00Z&spr=https&sig=«a»' --recursive
INFO: Scanning...
Job «_j» has started
`, V{"a": apPct(g.b64(32)), "_j": g.uuid()}, "ss=bfqt&srt=sco", "courierstatic.blob.core.windows.net")

	g.add("cloudfront-signed-url-hls", `
<video controls src="https://d3k9x7w2abc8q1.cloudfront.net/private/course-12/lesson-3.m3u8?Expires=1717600000&Signature=«a»&Key-Pair-Id=«_k»"></video>
`, V{"a": g.s(alAlnum+"-~", 170) + "__", "_k": "K" + g.s(alUpNum, 13)}, "d3k9x7w2abc8q1.cloudfront.net")

	g.add("azure-logic-app-trigger-url", `
LOGIC_APP_URL=https://prod-27.westeurope.logic.azure.com:443/workflows/«_w»/triggers/manual/paths/invoke?api-version=2016-10-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«a»
`, V{"_w": g.hex(32), "a": g.b64u(43)}, "api-version=2016-10-01")

	g.add("google-chat-webhook-token", `
# notify.py
WEBHOOK = "https://chat.googleapis.com/v1/spaces/AAAA«=sp»/messages?key=«=k»&token=«a»"
requests.post(WEBHOOK, json={"text": f"Deploy {version} finished"})
`, V{"=sp": g.an(7), "=k": g.googleKey(), "a": g.b64u(43) + "%3D"}, "https://chat.googleapis.com/v1/spaces/")

	g.add("mattermost-incoming-webhook-curl", `
$ curl -i -X POST -H 'Content-Type: application/json' \
    -d '{"channel": "deploys", "text": "courier 2.3.0 is live"}' \
    https://chat.acme.io/hooks/«a»
HTTP/2 200
`, V{"a": g.s(alLowNum, 26)}, "courier 2.3.0 is live", "https://chat.acme.io/hooks/")

	g.add("gitlab-pipeline-trigger-token-curl", `
$ curl -X POST --fail \
    -F token=«a» \
    -F ref=main \
    -F "variables[DEPLOY_ENV]=prod" \
    https://gitlab.acme.io/api/v4/projects/412/trigger/pipeline
{"id":88213,"iid":1412,"project_id":412,"sha":"«_sha»","ref":"main","status":"created","source":"trigger"}
`, V{"a": "glptt-" + g.b64u(20), "_sha": g.gitSHA()}, "/api/v4/projects/412/trigger/pipeline", "\"source\":\"trigger\"")

	g.add("netlify-vercel-deploy-hooks-package-json", `
  "scripts": {
    "build": "astro build",
    "redeploy:docs": "curl -X POST -d {} https://api.netlify.com/build_hooks/«a»",
    "redeploy:site": "curl -X POST https://api.vercel.com/v1/integrations/deploy/prj_«_p»/«b»"
  },
`, V{"a": g.hex(24), "_p": g.an(28), "b": g.an(10)}, "\"build\": \"astro build\"")

	g.add("zapier-ifttt-webhook-urls", `
# .env
ZAPIER_HOOK=https://hooks.zapier.com/hooks/catch/«a»/
IFTTT_URL=https://maker.ifttt.com/trigger/door_open/with/key/«b»
`, V{"a": g.digits(8) + "/" + g.s(alLowNum, 7), "b": g.b64u(22)}, "trigger/door_open/with/key")

	g.add("requirements-txt-git-https-tokens", `
# requirements.txt
fastapi==0.111.0
uvicorn[standard]==0.30.1
acme-auth @ git+https://oauth2:«a»@gitlab.acme.io/platform/acme-auth.git@v2.3.1
git+https://x-access-token:«b»@github.com/acme/courier-sdk.git@main#egg=courier-sdk
`, V{"a": g.glpat(), "b": g.ghs()}, "fastapi==0.111.0", "#egg=courier-sdk")

	g.add("curl-ftp-and-lftp-sftp-urls", `
$ curl -T backup-2024-06-05.tar.gz ftp://backup:«a»@ftp.acme-hosting.net/uploads/
  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current
100 48.2M    0     0  100 48.2M      0  9821k  0:00:05  0:00:05 --:--:-- 10.1M
$ lftp -e 'mirror -R dist /public_html; bye' sftp://deploy:«b»@sftp.acme-hosting.net
`, V{"a": g.pwURL(), "b": g.pwURL()}, "backup-2024-06-05.tar.gz", "mirror -R dist /public_html")

	g.add("ldapsearch-bind-password-flag", `
$ ldapsearch -H ldaps://ldap.acme.local -x -D "cn=svc-jenkins,ou=services,dc=acme,dc=local" -w '«a»' -b "ou=people,dc=acme,dc=local" "(uid=dana)" mail
# dana, people, acme.local
dn: uid=dana,ou=people,dc=acme,dc=local
mail: dana@acme.io
`, V{"a": g.pw()}, "cn=svc-jenkins,ou=services,dc=acme,dc=local", "dn: uid=dana,ou=people,dc=acme,dc=local")

	g.add("svn-checkout-password-flag", `
$ svn checkout https://svn.acme.io/repos/legacy/trunk legacy --username builder --password «a» --non-interactive
A    legacy/build.xml
Checked out revision 48213.
`, V{"a": g.pwURL()}, "Checked out revision 48213.", "https://svn.acme.io/repos/legacy/trunk")

	g.add("jenkins-remote-trigger-token-and-user", `
$ curl -X POST "https://jenkins.acme.io/job/courier-deploy/buildWithParameters?token=«a»&ENV=prod" --user ci-bot:«b»
`, V{"a": g.an(32), "b": g.apJenkinsTok()}, "job/courier-deploy/buildWithParameters")

	g.add("websocket-url-access-token-query", `
const ws = new WebSocket("wss://stream.acme.io/v1/feed?access_token=«a»&symbols=BTCUSD,ETHUSD");
ws.onmessage = (ev) => render(JSON.parse(ev.data));
`, V{"a": g.userJWT()}, "symbols=BTCUSD,ETHUSD", "wss://stream.acme.io/v1/feed")

	g.add("imaplib-login-app-password", `
>>> import imaplib
>>> box = imaplib.IMAP4_SSL("imap.fastmail.com")
>>> box.login("dana@fastmail.com", "«a»")
('OK', [b'LOGIN completed'])
`, V{"a": g.s(alLowNum, 16)}, "imap.fastmail.com", "LOGIN completed")

	g.add("npm-git-https-bitbucket-app-password", `
// package.json
  "dependencies": {
    "@acme/ui": "git+https://deploy:«a»@bitbucket.org/acme/ui.git#v4.1.0",
    "react": "^18.3.1"
  }
`, V{"a": "ATBB" + g.an(28) + g.s(alHexU, 8)}, "\"react\": \"^18.3.1\"", "bitbucket.org/acme/ui.git#v4.1.0")
}

func (g *G) apLogsTests() {
	g.add("rails-log-unfiltered-params", `
Started POST "/api/v1/integrations" for 10.0.2.15 at 2024-06-05 10:12:44 +0000
Processing by Api::V1::IntegrationsController#create as JSON
  Parameters: {"integration"=>{"provider"=>"slack", "password"=>"[FILTERED]", "webhook_url"=>"https://hooks.slack.com/services/«=t»/«=b»/«a»", "bot_access"=>"«b»"}}
Completed 201 Created in 48ms (Views: 0.4ms | ActiveRecord: 12.1ms | Allocations: 9120)
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.an(24), "b": g.xoxb()}, "[FILTERED]", "Api::V1::IntegrationsController#create")

	g.add("django-debug-page-settings-excerpt", `
Settings
Using settings module courier.settings.production
Setting	Value
ALLOWED_HOSTS	['courier.acme.io', '.acme.io']
CELERY_BROKER_URL	'amqp://celery:«a»@rabbitmq.internal:5672/courier'
DATABASE_URL	'postgres://courier:«b»@db.internal:5432/courier'
DEBUG	True
EMAIL_HOST_PASSWORD	'********************'
SECRET_KEY	'********************'
STATIC_URL	'/static/'
`, V{"a": g.pwURL(), "b": g.pwURL()}, "courier.settings.production", "EMAIL_HOST_PASSWORD\t'********************'")

	g.add("spring-actuator-env-unmasked-props", `
$ curl -s http://localhost:8081/actuator/env | jq '.propertySources[] | select(.name=="systemEnvironment") | .properties' | head -20
{
  "JAVA_HOME": { "value": "/opt/java/openjdk", "origin": "System Environment Property \"JAVA_HOME\"" },
  "SPRING_DATASOURCE_PASSWORD": { "value": "******", "origin": "System Environment Property \"SPRING_DATASOURCE_PASSWORD\"" },
  "GITHUB_PAT": { "value": "«a»", "origin": "System Environment Property \"GITHUB_PAT\"" },
  "SLACK_HOOK": { "value": "https://hooks.slack.com/services/«=t»/«=b»/«b»", "origin": "System Environment Property \"SLACK_HOOK\"" }
}
`, V{"a": g.ghp(), "=t": g.slackT(), "=b": g.slackB(), "b": g.an(24)}, "\"value\": \"******\"", "/opt/java/openjdk")

	g.add("nest-typeorm-connection-error-options", `
[Nest] 41  - 06/05/2024, 10:12:44 AM   ERROR [TypeOrmModule] Unable to connect to the database. Retrying (3)...
error: password authentication failed for user "orders"
    at Parser.parseErrorMessage (/app/node_modules/pg-protocol/dist/parser.js:283:98)
  options: {
    type: 'postgres',
    host: 'pg.orders.svc',
    port: 5432,
    username: 'orders',
    password: '«a»',
    database: 'orders',
    ssl: { rejectUnauthorized: false }
  }
`, V{"a": g.pwStrong()}, "Unable to connect to the database. Retrying (3)...", "pg-protocol/dist/parser.js:283:98")

	g.add("sentry-event-request-query-extra", `
{"event_id":"«_e»","platform":"python","request":{"url":"https://api.acme.io/v1/export","method":"GET","query_string":"format=csv&partner_key=«a»","headers":[["Authorization","[Filtered]"],["User-Agent","courier-ios/3.2.0"]]},"extra":{"upstream_token":"«b»"}}
`, V{"_e": g.hex(32), "a": g.an(40), "b": g.b64u(48)}, "[Filtered]", "courier-ios/3.2.0")

	g.add("k8s-events-probe-url-api-key", `
$ kubectl get events -n courier --field-selector type=Warning
LAST SEEN   TYPE      REASON      OBJECT                       MESSAGE
2m          Warning   Unhealthy   pod/courier-api-7c9d-x2k4l   Liveness probe failed: Get "http://10.42.1.17:8080/internal/health?api_key=«a»": context deadline exceeded (Client.Timeout exceeded while awaiting headers)
41s         Warning   BackOff     pod/courier-api-7c9d-x2k4l   Back-off restarting failed container api in pod courier-api-7c9d-x2k4l_courier(«_uid»)
`, V{"a": g.hex(40), "_uid": g.uuid()}, "pod/courier-api-7c9d-x2k4l", "Back-off restarting failed container")

	g.add("nginx-error-log-debug-authorization", `
2024/06/05 10:12:44 [debug] 31#31: *4127 http header: "Host: api.acme.io"
2024/06/05 10:12:44 [debug] 31#31: *4127 http header: "Authorization: Basic «a»"
2024/06/05 10:12:44 [debug] 31#31: *4127 http header: "X-Api-Key: «b»"
2024/06/05 10:12:44 [error] 31#31: *4127 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 203.0.113.9, server: api.acme.io, request: "GET /v2/orders HTTP/1.1", upstream: "http://10.0.3.4:8080/v2/orders"
`, V{"a": b64s("partner:" + g.pwURL()), "b": g.an(32)}, "upstream timed out (110: Connection timed out)")

	g.add("go-zap-config-loaded-json", `
{"level":"info","ts":1717582364.123,"caller":"cmd/courier/main.go:42","msg":"config loaded","config":{"HTTPAddr":":8080","RedisURL":"redis://default:«a»@redis.courier.svc:6379/0","StripeKey":"«b»","LogLevel":"info"}}
`, V{"a": g.pwURL(), "b": g.rkLive()}, "cmd/courier/main.go:42", "\"msg\":\"config loaded\"")

	g.add("cloudwatch-lambda-event-headers", `
2024-06-05T10:12:44.512Z	«_rid»	INFO	event: {"version":"2.0","routeKey":"POST /webhook","rawPath":"/webhook","headers":{"content-type":"application/json","x-shopify-hmac-sha256":"«_h»","authorization":"Bearer «a»","host":"«=api».execute-api.eu-west-1.amazonaws.com"},"isBase64Encoded":false}
`, V{"_rid": g.uuid(), "_h": g.b64(32), "a": g.b64u(43), "=api": g.s(alLowNum, 10)}, "\"routeKey\":\"POST /webhook\"")

	g.add("terraform-tf-log-debug-provider-headers", `
$ TF_LOG=DEBUG terraform apply 2>&1 | grep -A5 'HTTP Request'
2024-06-05T10:12:44.512Z [DEBUG] provider.terraform-provider-datadog_v3.39.0: HTTP Request: POST /api/v1/monitor HTTP/1.1
Host: api.datadoghq.eu
Dd-Api-Key: «a»
Dd-Application-Key: «b»
User-Agent: terraform-provider-datadog/3.39.0
`, V{"a": g.hex(32), "b": g.hex(40)}, "terraform-provider-datadog/3.39.0", "POST /api/v1/monitor")

	g.add("pytest-conftest-monkeypatch-env", `
# tests/conftest.py
import pytest

@pytest.fixture(autouse=True)
def _env(monkeypatch):
    monkeypatch.setenv("STRIPE_API_KEY", "«a»")
    monkeypatch.setenv("OPENAI_API_KEY", "«b»")
    monkeypatch.setenv("DATABASE_URL", "sqlite:///:memory:")
`, V{"a": g.skTest(), "b": g.openai()}, "sqlite:///:memory:", "@pytest.fixture(autouse=True)")

	g.add("jest-setup-process-env", `
// jest.setup.js
process.env.ANTHROPIC_API_KEY = "«a»";
process.env.SLACK_BOT_TOKEN = "«b»";
process.env.TZ = "UTC";
jest.setTimeout(20000);
`, V{"a": g.anthropic(), "b": g.xoxb()}, "jest.setTimeout(20000)")

	g.add("rspec-factory-oauth-tokens", `
# spec/factories/integrations.rb
FactoryBot.define do
  factory :integration do
    provider { "github" }
    access_token { "«a»" }
    refresh_token { "«b»" }
    expires_at { 8.hours.from_now }
  end
end
`, V{"a": g.ghu(), "b": g.apGhr()}, "8.hours.from_now", "FactoryBot.define")

	g.add("vcr-cassette-recorded-authorization", `
# spec/fixtures/vcr_cassettes/stripe/create_customer.yml
---
http_interactions:
- request:
    method: post
    uri: https://api.stripe.com/v1/customers
    body:
      encoding: UTF-8
      string: email=dana%40acme.io
    headers:
      Authorization:
      - Bearer «a»
      Stripe-Version:
      - '2024-04-10'
  response:
    status:
      code: 200
      message: OK
`, V{"a": g.skLive()}, "https://api.stripe.com/v1/customers", "Stripe-Version:")

	g.add("phpunit-xml-env-secrets", `
<!-- phpunit.xml -->
<php>
    <env name="APP_ENV" value="testing"/>
    <env name="STRIPE_SECRET" value="«a»"/>
    <env name="PUSHER_APP_SECRET" value="«b»"/>
    <env name="DB_CONNECTION" value="sqlite"/>
</php>
`, V{"a": g.skTest(), "b": g.hex(20)}, "<env name=\"DB_CONNECTION\" value=\"sqlite\"/>")

	g.add("cypress-env-json-credentials", `
$ cat cypress.env.json
{
  "baseUrl": "https://staging.acme.io",
  "ADMIN_EMAIL": "qa-admin@acme.io",
  "ADMIN_PASSWORD": "«a»",
  "MAILOSAUR_API_KEY": "«b»",
  "MAILOSAUR_SERVER_ID": "«_s»"
}
`, V{"a": g.pw(), "b": g.an(32), "_s": g.s(alLowNum, 8)}, "qa-admin@acme.io", "https://staging.acme.io")

	g.add("bruno-environment-bru-vars", `
# environments/prod.bru
vars {
  baseUrl: https://api.acme.io
  apiKey: «a»
  clientSecret: «b»
}
vars:secret [
  accessToken
]
`, V{"a": g.an(40), "b": g.b64u(48)}, "vars:secret [")

	g.add("jetbrains-http-client-private-env", `
$ cat http-client.private.env.json
{
  "prod": {
    "token": "«a»",
    "basicPassword": "«b»"
  }
}
$ cat orders.http
### list orders
GET {{host}}/v1/orders
Authorization: Bearer {{token}}
`, V{"a": g.userJWT(), "b": g.pw()}, "Authorization: Bearer {{token}}", "GET {{host}}/v1/orders")

	g.add("vscode-rest-client-http-vars", `
@host = https://api.acme.io
@apiKey = «a»

### create webhook
POST {{host}}/v1/webhooks
X-Api-Key: {{apiKey}}
Content-Type: application/json

{"url": "https://hooks.acme.io/in/«_h»", "secret": "«b»"}
`, V{"a": g.an(32), "_h": g.s(alLowNum, 12), "b": g.hex(32)}, "X-Api-Key: {{apiKey}}")

	g.add("postman-environment-export-json", `
{
  "id": "«_id»",
  "name": "Courier Prod",
  "values": [
    {"key": "baseUrl", "value": "https://api.acme.io", "type": "default", "enabled": true},
    {"key": "clientSecret", "value": "«a»", "type": "secret", "enabled": true},
    {"key": "accessToken", "value": "«b»", "type": "secret", "enabled": true}
  ],
  "_postman_variable_scope": "environment"
}
`, V{"_id": g.uuid(), "a": g.b64u(40), "b": g.userJWT()}, "\"_postman_variable_scope\": \"environment\"")

	g.add("go-test-httptest-real-token", `
func TestListRepos(t *testing.T) {
	c := github.NewClient(nil).WithAuthToken("«a»")
	repos, _, err := c.Repositories.ListByOrg(context.Background(), "acme", nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(repos) == 0 {
		t.Fatal("no repos")
	}
}
`, V{"a": g.ghp()}, "Repositories.ListByOrg")

	g.add("playwright-global-setup-login", `
// tests/global-setup.ts
export default async function globalSetup() {
  const page = await (await chromium.launch()).newPage();
  await page.goto("https://staging.acme.io/login");
  await page.getByLabel("Email").fill("e2e@acme.io");
  await page.getByLabel("Password").fill("«a»");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.context().storageState({ path: "storageState.json" });
}
`, V{"a": g.pw()}, "https://staging.acme.io/login", "storageState.json")
}

func (g *G) apBenign() {
	fp := g.s(alLower, 6)
	g.add("benign-firebase-web-config-object", `
// src/firebase.ts -- Firebase web config is public; access is enforced by Security Rules and App Check
const firebaseConfig = {
  apiKey: "«_k»",
  authDomain: "courier-«=p».firebaseapp.com",
  projectId: "courier-«=p»",
  storageBucket: "courier-«=p».appspot.com",
  messagingSenderId: "«=s»",
  appId: "1:«=s»:web:«_a»",
  measurementId: "G-«=m»",
};
export const app = initializeApp(firebaseConfig);
`, V{"_k": g.googleKey(), "=p": fp, "=s": g.digits(12), "_a": g.hex(22), "=m": g.s(alUpNum, 10)}, "initializeApp(firebaseConfig)")

	pn, oc := g.digits(12), g.s(alLowNum, 32)
	g.add("benign-android-google-services-json", `
$ cat app/google-services.json
{
  "project_info": {
    "project_number": "«=n»",
    "project_id": "courier-prod",
    "storage_bucket": "courier-prod.appspot.com"
  },
  "client": [
    {
      "client_info": {
        "mobilesdk_app_id": "1:«=n»:android:«_a»",
        "android_client_info": { "package_name": "io.acme.courier" }
      },
      "oauth_client": [ { "client_id": "«=n»-«=c».apps.googleusercontent.com", "client_type": 3 } ],
      "api_key": [ { "current_key": "«_k»" } ],
      "services": { "appinvite_service": { "other_platform_oauth_client": [] } }
    }
  ],
  "configuration_version": "1"
}
`, V{"=n": pn, "_a": g.hex(22), "=c": oc, "_k": g.googleKey()}, "\"package_name\": \"io.acme.courier\"")

	pn2, oc2 := g.digits(12), g.s(alLowNum, 32)
	g.add("benign-ios-googleservice-info-plist", `
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
	<key>API_KEY</key>
	<string>«_k»</string>
	<key>GCM_SENDER_ID</key>
	<string>«=n»</string>
	<key>BUNDLE_ID</key>
	<string>io.acme.courier</string>
	<key>PROJECT_ID</key>
	<string>courier-prod</string>
	<key>GOOGLE_APP_ID</key>
	<string>1:«=n»:ios:«_a»</string>
	<key>CLIENT_ID</key>
	<string>«=n»-«=c».apps.googleusercontent.com</string>
	<key>REVERSED_CLIENT_ID</key>
	<string>com.googleusercontent.apps.«=n»-«=c»</string>
	<key>IS_ANALYTICS_ENABLED</key>
	<false></false>
</dict>
</plist>
`, V{"_k": g.googleKey(), "=n": pn2, "_a": g.hex(22), "=c": oc2}, "<string>io.acme.courier</string>")

	g.add("benign-amplify-aws-exports", `
// src/aws-exports.js -- generated by Amplify CLI
const awsmobile = {
  aws_project_region: "eu-west-1",
  aws_cognito_identity_pool_id: "eu-west-1:«_ip»",
  aws_cognito_region: "eu-west-1",
  aws_user_pools_id: "eu-west-1_«=up»",
  aws_user_pools_web_client_id: "«_wc»",
  aws_appsync_graphqlEndpoint: "https://«=gq».appsync-api.eu-west-1.amazonaws.com/graphql",
  aws_appsync_authenticationType: "AMAZON_COGNITO_USER_POOLS",
};
export default awsmobile;
`, V{"_ip": g.uuid(), "=up": g.an(9), "_wc": g.s(alLowNum, 26), "=gq": g.s(alLowNum, 26)}, "AMAZON_COGNITO_USER_POOLS")

	g.add("benign-captcha-site-keys-html", `
<form action="/signup" method="post">
  <div class="g-recaptcha" data-sitekey="«_r»"></div>
  <div class="cf-turnstile" data-sitekey="0x4AAAAAAA«_t»" data-theme="light"></div>
  <div class="h-captcha" data-sitekey="«_h»"></div>
</form>
<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>
`, V{"_r": g.apRecaptcha(), "_t": g.b64u(12), "_h": g.uuid()})

	g.add("benign-stripe-react-native-provider", `
// App.tsx
<StripeProvider
  publishableKey="«_pk»"
  merchantIdentifier="merchant.io.acme.courier"
  urlScheme="courier"
>
  <Checkout />
</StripeProvider>

// Checkout.tsx
const { paymentIntent, ephemeralKey, customer } = await fetchPaymentSheetParams();
`, V{"_pk": g.pkLive()}, "merchant.io.acme.courier", "fetchPaymentSheetParams()")

	g.add("benign-revenuecat-public-sdk-keys", `
// src/purchases.ts -- RevenueCat public app-specific SDK keys
if (Platform.OS === "ios") {
  Purchases.configure({ apiKey: "appl_«_a»" });
} else if (Platform.OS === "android") {
  Purchases.configure({ apiKey: "goog_«_g»" });
}
`, V{"_a": g.an(27), "_g": g.an(27)}, "Platform.OS === \"android\"")

	g.add("benign-mapbox-public-token-rn-podfile", `
// App.tsx
import Mapbox from "@rnmapbox/maps";
Mapbox.setAccessToken("«_pk»");

# ios/Podfile
$RNMapboxMapsImpl = 'mapbox'
$RNMapboxMapsDownloadToken = ENV['MAPBOX_DOWNLOADS_TOKEN']
`, V{"_pk": g.mapboxPK()}, "ENV['MAPBOX_DOWNLOADS_TOKEN']")

	g.add("benign-sentry-init-react-native", `
Sentry.init({
  dsn: "https://«=k»@o«=o».ingest.us.sentry.io/«_p»",
  tracesSampleRate: 0.2,
  release: "courier@3.2.0+«=b»",
  dist: "«=b»",
  enableNativeFramesTracking: true,
});
`, V{"=k": g.hex(32), "=o": g.digits(7), "_p": g.digits(16), "=b": g.digits(4)}, "tracesSampleRate: 0.2")

	g.add("benign-expo-app-config-env-refs", `
// app.config.js
export default ({ config }) => ({
  ...config,
  extra: {
    apiUrl: process.env.EXPO_PUBLIC_API_URL,
    sentryDsn: process.env.EXPO_PUBLIC_SENTRY_DSN,
    stripeKey: process.env.EXPO_PUBLIC_STRIPE_PUBLISHABLE_KEY,
    eas: { projectId: "«_p»" },
  },
  ios: { ...config.ios, config: { usesNonExemptEncryption: false } },
});
`, V{"_p": g.uuid()}, "process.env.EXPO_PUBLIC_STRIPE_PUBLISHABLE_KEY", "usesNonExemptEncryption: false")

	g.add("benign-vite-env-d-ts-and-usage", `
// src/vite-env.d.ts
/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_URL: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY: string;
  readonly VITE_SENTRY_DSN?: string;
}

// src/main.ts
const stripe = await loadStripe(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY);
`, nil, "import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY", "readonly VITE_API_URL: string;")

	g.add("benign-webpack-defineplugin-env-refs", `
new webpack.DefinePlugin({
  "process.env.API_URL": JSON.stringify(process.env.API_URL),
  "process.env.STRIPE_PK": JSON.stringify(process.env.STRIPE_PUBLISHABLE_KEY),
  "process.env.SENTRY_RELEASE": JSON.stringify("«_sha»"),
  __BUILD_HASH__: JSON.stringify("«_h»"),
});
`, V{"_sha": g.gitSHA(), "_h": g.hex(20)}, "JSON.stringify(process.env.STRIPE_PUBLISHABLE_KEY)")

	team := g.s(alUpNum, 10)
	g.add("benign-xcconfig-team-and-profile-ids", `
// Config/Release.xcconfig
DEVELOPMENT_TEAM = «_t»
PRODUCT_BUNDLE_IDENTIFIER = io.acme.courier
CODE_SIGN_STYLE = Manual
CODE_SIGN_IDENTITY = Apple Distribution: Acme Labs GmbH («_t»)
PROVISIONING_PROFILE_SPECIFIER = match AppStore io.acme.courier
PROVISIONING_PROFILE = «=pp»
COURIER_API_KEY = $(inherited)
OPENAI_API_KEY = $(COURIER_OPENAI_KEY)
`, V{"_t": team, "=pp": g.uuid()}, "Apple Distribution: Acme Labs GmbH", "$(COURIER_OPENAI_KEY)")

	g.add("benign-gradle-signing-report", `
$ ./gradlew signingReport

> Task :app:signingReport
Variant: debug
Config: debug
Store: /Users/dana/.android/debug.keystore
Alias: AndroidDebugKey
MD5: «=md5»
SHA1: «_sha1»
SHA-256: «_sha256»
Valid until: Wednesday, 4 June 2054
`, V{"=md5": g.apFingerprint(16), "_sha1": g.apFingerprint(20), "_sha256": g.apFingerprint(32)}, "Alias: AndroidDebugKey")

	g.add("benign-codemagic-env-refs-signing", `
workflows:
  android-release:
    environment:
      groups:
        - keystore_credentials
        - google_play
      android_signing:
        - courier_upload_keystore
      vars:
        PACKAGE_NAME: io.acme.courier
    scripts:
      - name: Build AAB
        script: |
          echo $CM_KEYSTORE | base64 --decode > $CM_KEYSTORE_PATH
          flutter build appbundle --release --build-number=$PROJECT_BUILD_NUMBER
`, nil, "echo $CM_KEYSTORE | base64 --decode > $CM_KEYSTORE_PATH", "courier_upload_keystore")

	g.add("benign-spring-actuator-env-masked", `
$ curl -s localhost:8081/actuator/env/SPRING_DATASOURCE_PASSWORD
{"property":{"source":"systemEnvironment","value":"******"},"activeProfiles":["prod"],"propertySources":[{"name":"systemEnvironment","property":{"value":"******","origin":"System Environment Property \"SPRING_DATASOURCE_PASSWORD\""}}]}
`, nil, "\"value\":\"******\"", "System Environment Property \\\"SPRING_DATASOURCE_PASSWORD\\\"")

	g.add("benign-redacted-values-in-logs", `
2024-06-05T10:12:44Z INFO  billing: stripe client ready (key sk_live_...redacted, account acct_«=acct»)
2024-06-05T10:12:44Z DEBUG http: > Authorization: Bearer ****
2024-06-05T10:12:45Z INFO  config: OPENAI_API_KEY=sk-proj-****, ANTHROPIC_API_KEY=<redacted>, DB_PASSWORD=[hidden]
`, V{"=acct": g.an(16)}, "sk_live_...redacted", "ANTHROPIC_API_KEY=<redacted>", "Authorization: Bearer ****")

	g.add("benign-sealed-secret-encrypted-data", `
apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: courier-env
  namespace: courier
spec:
  encryptedData:
    DATABASE_PASSWORD: «_a»
    STRIPE_SECRET_KEY: «_b»
  template:
    metadata:
      name: courier-env
      namespace: courier
`, V{"_a": "AgB" + g.s(alB64, 689) + "=", "_b": "AgA" + g.s(alB64, 749) + "="}, "kind: SealedSecret")

	g.add("benign-externalsecret-manifest-status", `
apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: courier-db
  namespace: courier
spec:
  refreshInterval: 1h
  secretStoreRef:
    kind: ClusterSecretStore
    name: aws-secrets-manager
  target:
    name: courier-db
  data:
    - secretKey: password
      remoteRef:
        key: prod/courier/db
        property: password
status:
  conditions:
    - type: Ready
      status: "True"
      reason: SecretSynced
  syncedResourceVersion: 1-«_v»
`, V{"_v": g.hex(32)}, "key: prod/courier/db", "reason: SecretSynced")

	var vl []string
	for i := 0; i < 5; i++ {
		vl = append(vl, "          "+g.hex(80))
	}
	vl = append(vl, "          "+g.hex(32))
	g.add("benign-ansible-vault-inline-vars", `
# group_vars/prod/vars.yml
db_user: courier
db_password: !vault |
          $ANSIBLE_VAULT;1.1;AES256
«_v»
stripe_key: "{{ vault_stripe_key }}"
`, V{"_v": strings.Join(vl, "\n")}, "$ANSIBLE_VAULT;1.1;AES256", "{{ vault_stripe_key }}")

	g.add("benign-buildkit-secret-mount-usage", `
# syntax=docker/dockerfile:1.7
FROM node:20-alpine AS build
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci

$ docker buildx build --secret id=npmrc,src=$HOME/.npmrc -t ghcr.io/acme/web:«=sha» .
 => [build 3/5] RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci       21.4s
 => exporting manifest sha256:«_m»                                                0.0s
`, V{"=sha": g.hex(7), "_m": g.hex(64)}, "--secret id=npmrc,src=$HOME/.npmrc")

	g.add("benign-prometheus-auth-file-refs", `
scrape_configs:
  - job_name: node
    basic_auth:
      username: prometheus
      password_file: /etc/prometheus/secrets/node-exporter
  - job_name: kube-state
    authorization:
      credentials_file: /var/run/secrets/kubernetes.io/serviceaccount/token
    tls_config:
      ca_file: /var/run/secrets/kubernetes.io/serviceaccount/ca.crt
`, nil, "password_file: /etc/prometheus/secrets/node-exporter", "credentials_file: /var/run/secrets/kubernetes.io/serviceaccount/token")

	g.add("benign-grafana-datasource-env-interpolation", `
apiVersion: 1
datasources:
  - name: Postgres
    type: postgres
    url: $PG_HOST:5432
    user: $PG_USER
    secureJsonData:
      password: $__env{PG_PASSWORD}
  - name: Tempo
    type: tempo
    uid: «_uid»
    basicAuth: true
    basicAuthUser: $TEMPO_USER
    secureJsonData:
      basicAuthPassword: $__file{/run/secrets/tempo_token}
`, V{"_uid": g.s(alLowNum, 14)}, "$__env{PG_PASSWORD}", "$__file{/run/secrets/tempo_token}")

	g.add("benign-nginx-auth-basic-directives", `
location /admin/ {
    auth_basic           "Administrator's Area";
    auth_basic_user_file /etc/nginx/conf.d/.htpasswd;
    proxy_set_header     Authorization $http_authorization;
    proxy_pass_header    Authorization;
    proxy_pass           http://admin_upstream;
}
`, nil, "auth_basic_user_file /etc/nginx/conf.d/.htpasswd;", "$http_authorization")

	g.add("benign-s3-expired-presign-error-xml", `
<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>AccessDenied</Code><Message>Request has expired</Message><X-Amz-Expires>3600</X-Amz-Expires><Expires>2024-06-05T11:15:00Z</Expires><ServerTime>2024-06-05T12:40:11Z</ServerTime><RequestId>«_r»</RequestId><HostId>«_h»</HostId></Error>
`, V{"_r": g.s(alUpNum, 16), "_h": g.b64(57)}, "<Message>Request has expired</Message>")

	g.add("benign-slack-docs-example-webhook", `
# Example from the Slack docs; the workflow reads the real one from secrets:
# SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX
      - uses: slackapi/slack-github-action@v1.26.0
        env:
          SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}
`, nil, "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX", "${{ secrets.SLACK_WEBHOOK_URL }}")

	g.add("benign-oauth-pkce-authorize-url", `
https://accounts.acme.io/oauth2/authorize?response_type=code&client_id=«=c»&redirect_uri=io.acme.courier%3A%2F%2Foauth&scope=openid%20profile%20offline_access&state=«_s»&code_challenge=«_cc»&code_challenge_method=S256
`, V{"=c": g.an(22), "_s": g.b64u(22), "_cc": g.b64u(43)}, "code_challenge_method=S256")

	g.add("benign-csp-nonce-and-hashes", `
HTTP/2 200
content-type: text/html; charset=utf-8
content-security-policy: default-src 'self'; script-src 'self' 'nonce-«_n»' 'sha256-«_h»' https://js.stripe.com; frame-src https://js.stripe.com https://challenges.cloudflare.com
strict-transport-security: max-age=63072000; includeSubDomains; preload
`, V{"_n": g.b64(16), "_h": g.b64(32)}, "max-age=63072000; includeSubDomains; preload")

	g.add("benign-graphql-persisted-query-hash", `
POST /graphql HTTP/1.1
Host: api.acme.io
Content-Type: application/json
apollographql-client-name: courier-web

{"operationName":"ShipmentList","variables":{"first":20},"extensions":{"persistedQuery":{"version":1,"sha256Hash":"«_h»"}}}
`, V{"_h": g.hex(64)}, "apollographql-client-name: courier-web")

	g.add("benign-webhook-signature-verify-code", `
// src/webhooks/github.ts
const sig = req.headers["x-hub-signature-256"] as string;
const expected = "sha256=" + crypto.createHmac("sha256", process.env.GITHUB_WEBHOOK_SECRET!).update(rawBody).digest("hex");
if (!crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) return res.status(401).end();
// sample delivery header: x-hub-signature-256: sha256=«_h»
`, V{"_h": g.hex(64)}, "process.env.GITHUB_WEBHOOK_SECRET!")

	g.add("benign-jwt-verify-config-jwks", `
# config/auth.yaml
auth:
  issuer: https://acme.eu.auth0.com/
  audience: https://api.acme.io
  jwks_uri: https://acme.eu.auth0.com/.well-known/jwks.json
  algorithms: [RS256, ES256]
  clock_skew: 30s
  expected_kid: «_kid»
`, V{"_kid": g.b64u(22)}, "https://acme.eu.auth0.com/.well-known/jwks.json", "algorithms: [RS256, ES256]")

	g.add("benign-chrome-extension-manifest-key", `
{
  "manifest_version": 3,
  "name": "Courier Tracker",
  "version": "1.4.2",
  "key": "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA«_k»IDAQAB",
  "oauth2": { "client_id": "«_c».apps.googleusercontent.com", "scopes": ["openid", "email"] },
  "permissions": ["identity", "storage"]
}
`, V{"_k": g.s(alB64, 300), "_c": g.digits(12) + "-" + g.s(alLowNum, 32)}, "\"permissions\": [\"identity\", \"storage\"]")

	g.add("benign-celery-banner-masked-broker", `
 -------------- celery@worker-7f9c v5.4.0 (opalescent)
--- ***** -----
-- ******* ---- Linux-6.1.0-18-amd64-x86_64-with-glibc2.36 2024-06-05 10:12:44
- *** --- * ---
- ** ---------- [config]
- ** ---------- .> app:         courier:0x7f3a2c1d9e50
- ** ---------- .> transport:   amqp://courier:**@rabbitmq.courier.svc:5672/courier
- ** ---------- .> results:     redis://:**@redis.courier.svc:6379/1
`, nil, "amqp://courier:**@rabbitmq.courier.svc:5672/courier", "redis://:**@redis.courier.svc:6379/1")

	g.add("benign-algolia-instantsearch-search-only", `
// src/search.ts -- search-only API key, restricted to the products index
import { liteClient as algoliasearch } from "algoliasearch/lite";
const searchClient = algoliasearch("«_app»", "«_key»");
const search = instantsearch({ indexName: "products_prod", searchClient });
`, V{"_app": g.s(alUpNum, 10), "_key": g.hex(32)}, "indexName: \"products_prod\"")

	g.add("benign-android-manifest-placeholders", `
<!-- AndroidManifest.xml -->
<application android:label="@string/app_name">
    <meta-data android:name="com.google.android.geo.API_KEY" android:value="${MAPS_API_KEY}" />
    <meta-data android:name="io.sentry.dsn" android:value="@string/sentry_dsn" />
    <meta-data android:name="com.facebook.sdk.ClientToken" android:value="@string/facebook_client_token" />
</application>
`, nil, "android:value=\"${MAPS_API_KEY}\"", "@string/facebook_client_token")
}
