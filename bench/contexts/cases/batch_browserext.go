package cases

import (
	"crypto/ecdh"
	"crypto/x509"
	"encoding/base64"
	"fmt"
	"strings"
)

// browserextCases adds secrets from the browser used as a developer's
// tool. Sources: extension publishing (the Chrome Web Store API's OAuth
// client id, secret and refresh token, token exchanges with curl,
// chrome-webstore-upload-cli and its keys helper, GitHub Actions and
// GitLab CI release jobs, Plasmo bpp keys, WXT .env.submit,
// publish-browser-extension, Firefox AMO JWT issuer and secret with
// web-ext sign and the AMO v5 API, Edge Add-ons API keys, Safari web
// extensions with notarytool, fastlane and App Store Connect .p8 keys,
// CRX packing keys); extension manifests and code with hard-coded keys
// (service workers, content scripts, bundles and source maps, Vite and
// webpack defines, Plasmo env files, managed storage policies, native
// messaging hosts); extension storage dumps (chrome.storage local, sync
// and session in the console, LevelDB strings, Firefox storage-sync,
// Storage Area Explorer and settings backups); the DevTools Application
// tab (localStorage and sessionStorage of Supabase, Auth0, MSAL,
// Cognito, Okta, oidc-client and Firebase, cookie table copies,
// IndexedDB, Redux state, console output); Network tab copies (Copy as
// cURL for bash and cmd, Copy as fetch and Node.js fetch, Copy as
// PowerShell, Firefox and Safari copies, HAR files, response and payload
// copies); browser automation (Puppeteer, Playwright scripts, storage
// states and failure code frames, Selenium cookies and grids, Cypress,
// WebdriverIO, Nightwatch, TestCafe, Robot Framework, CDP, browserless,
// Browserbase and Apify); bookmarklets, bookmarks and userscripts
// (Tampermonkey, Violentmonkey); password manager and profile exports
// (Chrome, Edge, Safari and Firefox CSVs, firefox_decrypt, Login Data and
// Cookies queries, the macOS Chrome Safe Storage key, Bitwarden,
// session restore files); web push VAPID keys (web-push, pywebpush,
// py-vapid, Laravel, Rails, Go, subscriptions); WebAuthn and passkey
// debugging (SimpleWebAuthn JSON, the DevTools virtual authenticator,
// CDP WebAuthn.addCredential, passkey provider keys); and the chats,
// issues, reviewer notes and agent sessions around them. Benign
// look-alikes: extension ids, manifest public keys, OAuth client ids,
// CSP and SRI hashes, request and trace ids, VAPID public keys, WebAuthn
// credential ids and public keys, encrypted profile blobs and analytics
// cookies. The case names start with "browserext/".
func (g *G) browserextCases() {
	g.bxStorePublish()
	g.bxManifestCode()
	g.bxExtStorage()
	g.bxDevtoolsApp()
	g.bxCopyAs()
	g.bxAutomation()
	g.bxScripts()
	g.bxPasswords()
	g.bxPush()
	g.bxWebAuthn()
	g.bxChat()
	g.bxBenign()
}

// ---- helpers used only here ----

// bxAdd is add with the "browserext/" prefix and "ˋ" standing for a backtick.
func (g *G) bxAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("browserext/"+name, bt(tmpl), v, benign...)
}

// bxExtID is a Chrome extension id: 32 letters a to p.
func (g *G) bxExtID() string { return g.s("abcdefghijklmnop", 32) }

// bxGClient is a Google OAuth client id.
func (g *G) bxGClient() string {
	return g.digits(12) + "-" + g.s(alLowNum, 32) + ".apps.googleusercontent.com"
}

// bxAuthCode is a Google OAuth authorization code.
func (g *G) bxAuthCode() string { return "4/0A" + g.b64u(71) }

// bxAMOIss is an addons.mozilla.org JWT issuer (the key id, not secret).
func (g *G) bxAMOIss() string { return "user:" + g.digits(8) + ":" + g.digits(3) }

// bxAppPw is an Apple app-specific password.
func (g *G) bxAppPw() string {
	return g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4)
}

// bxVapid returns a real P-256 VAPID key pair: public (uncompressed
// point) and private (scalar), both base64url without padding.
func (g *G) bxVapid() (string, string) {
	for {
		b := g.bytes(32)
		k, err := ecdh.P256().NewPrivateKey(b)
		if err != nil {
			continue
		}
		return base64.RawURLEncoding.EncodeToString(k.PublicKey().Bytes()), base64.RawURLEncoding.EncodeToString(b)
	}
}

// bxSPKI returns a real P-256 public key as base64 DER (SubjectPublicKeyInfo).
func (g *G) bxSPKI() string {
	for {
		k, err := ecdh.P256().NewPrivateKey(g.bytes(32))
		if err != nil {
			continue
		}
		der, err := x509.MarshalPKIXPublicKey(k.PublicKey())
		if err != nil {
			panic(err)
		}
		return base64.StdEncoding.EncodeToString(der)
	}
}

// bxPKCS8 returns a real P-256 PKCS#8 private key as one base64 line.
func (g *G) bxPKCS8() string { return strings.ReplaceAll(g.ecPKCS8().body, "\n", "") }

// bxNextAuth is a NextAuth.js / Auth.js session token (a dir/A256GCM JWE).
func (g *G) bxNextAuth() string {
	return b64raw(`{"alg":"dir","enc":"A256GCM"}`) + ".." + g.b64u(22) + "." + g.b64u(310) + "." + g.b64u(22)
}

// bxCognitoRT is an Amazon Cognito refresh token (an RSA-OAEP JWE).
func (g *G) bxCognitoRT() string {
	return b64raw(`{"cty":"JWT","enc":"A256GCM","alg":"RSA-OAEP"}`) + "." + g.b64u(342) + "." + g.b64u(16) + "." + g.b64u(620) + "." + g.b64u(22)
}

// bxFirebaseRT is a Firebase Auth refresh token.
func (g *G) bxFirebaseRT() string { return "AMf-vB" + g.b64u(260) }

// bxAuth0RT is an Auth0 refresh token.
func (g *G) bxAuth0RT() string { return "v1.M" + g.b64u(130) }

// bxMSRT is a Microsoft identity platform refresh token.
func (g *G) bxMSRT() string { return "0.A" + g.b64u(380) + "." + g.b64u(120) }

// bxIDToken is an RS256 OpenID Connect id token for iss and aud.
func (g *G) bxIDToken(iss, aud string) string {
	iat := 1717000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"iss":"%s","aud":"%s","sub":"%s","email":"dev%d@example.com","iat":%d,"exp":%d}`,
		iss, aud, g.uuid(), g.r.IntN(1000), iat, iat+3600))
}

// bxGA is a Google Analytics _ga cookie value.
func (g *G) bxGA() string { return "GA1.1." + g.digits(10) + "." + g.digits(10) }

// bxConnectSid is an express-session cookie value, URL-encoded.
func (g *G) bxConnectSid() string { return "s%3A" + g.b64u(32) + "." + g.an(43) }

// bxLaravel is a Laravel encrypted cookie payload (base64 JSON, before %3D).
func (g *G) bxLaravel() string { return "eyJpdiI6I" + g.an(330) }

// bxCSP is a CSP or SRI sha256 hash source.
func (g *G) bxCSP() string { return "sha256-" + g.b64(32) }

// bxSRI is an SRI sha384 integrity value.
func (g *G) bxSRI() string { return "sha384-" + g.b64(48) }

// bxMozCipher is an NSS-encrypted Firefox login field (ciphertext).
func (g *G) bxMozCipher() string {
	return "MDoEEPgAAAAAAAAAAAAAAAAAAAEwFAYIKoZIhvcNAwcECA" + g.s(alB64, 10) + "BBA" + g.s(alB64, 21) + "="
}

// bxReq is a request id.
func (g *G) bxReq() string { return g.hex(32) }

// bxMs is a Unix time in milliseconds.
func (g *G) bxMs() string { return fmt.Sprint(1717000000000 + g.r.Int64N(20000000000)) }

// bxUnix is a Unix time in seconds.
func (g *G) bxUnix() string { return fmt.Sprint(1717000000 + g.r.IntN(20000000)) }

// bxCredID is a WebAuthn credential id, base64url.
func (g *G) bxCredID() string { return g.b64u(43) }

// ---- store publishing: Chrome Web Store, AMO, Edge, Safari ----

func (g *G) bxStorePublish() {
	g.bxAdd("cws-oauth-code-exchange-curl", `
$ curl -s https://oauth2.googleapis.com/token \
    -d client_id=«_cid» \
    -d client_secret=«a» \
    -d code=«b» \
    -d grant_type=authorization_code \
    -d redirect_uri=urn:ietf:wg:oauth:2.0:oob
{
  "access_token": "«c»",
  "expires_in": 3599,
  "refresh_token": "«d»",
  "scope": "https://www.googleapis.com/auth/chromewebstore",
  "token_type": "Bearer"
}
`, V{"_cid": g.bxGClient(), "a": g.gocspx(), "b": g.bxAuthCode(), "c": g.ya29(), "d": g.gRefresh()},
		"https://www.googleapis.com/auth/chromewebstore", "grant_type=authorization_code")

	g.bxAdd("cws-upload-put-v1-1-failure", `
$ curl -s -H "Authorization: Bearer «a»" -H "x-goog-api-version: 2" \
    -X PUT -T tabstash-1.4.2.zip \
    https://www.googleapis.com/upload/chromewebstore/v1.1/items/«_id»
{
 "kind": "chromewebstore#item",
 "id": "«_id»",
 "uploadState": "FAILURE",
 "itemError": [
  {
   "error_code": "PKG_INVALID_VERSION_NUMBER",
   "error_detail": "Invalid version number in manifest: 1.4.2. Please make sure the newly uploaded package has a larger version in file manifest.json than the published package: 1.4.2."
  }
 ]
}
`, V{"a": g.ya29(), "_id": g.bxExtID()}, "PKG_INVALID_VERSION_NUMBER", "tabstash-1.4.2.zip")

	g.bxAdd("cws-refresh-then-publish-script", `
#!/usr/bin/env bash
# release.sh — publish dist/ to the Chrome Web Store
set -euo pipefail

EXTENSION_ID="«_id»"
CLIENT_ID="«_cid»"
CLIENT_SECRET="«a»"
REFRESH_TOKEN="«b»"

ACCESS_TOKEN=$(curl -s https://oauth2.googleapis.com/token \
  -d "client_id=${CLIENT_ID}&client_secret=${CLIENT_SECRET}&refresh_token=${REFRESH_TOKEN}&grant_type=refresh_token" \
  | jq -r .access_token)

(cd dist && zip -qr ../ext.zip .)
curl -s -H "Authorization: Bearer ${ACCESS_TOKEN}" -H "x-goog-api-version: 2" \
  -X PUT -T ext.zip "https://www.googleapis.com/upload/chromewebstore/v1.1/items/${EXTENSION_ID}"
curl -s -H "Authorization: Bearer ${ACCESS_TOKEN}" -H "x-goog-api-version: 2" -H "Content-Length: 0" \
  -X POST "https://www.googleapis.com/chromewebstore/v1.1/items/${EXTENSION_ID}/publish"
`, V{"_id": g.bxExtID(), "_cid": g.bxGClient(), "a": g.gocspx(), "b": g.gRefresh()},
		"grant_type=refresh_token", "jq -r .access_token")

	g.bxAdd("cws-upload-cli-dotenv", `
# .env  (read by chrome-webstore-upload-cli)
EXTENSION_ID=«_id»
CLIENT_ID=«_cid»
CLIENT_SECRET=«a»
REFRESH_TOKEN=«b»
`, V{"_id": g.bxExtID(), "_cid": g.bxGClient(), "a": g.gocspx(), "b": g.gRefresh()}, "chrome-webstore-upload-cli")

	g.bxAdd("cws-upload-cli-shell-history", `
$ history | grep webstore
  512  npm i -D chrome-webstore-upload-cli
  513  npx chrome-webstore-upload --help
  514  npx chrome-webstore-upload upload --source build/linkpeek.zip --extension-id «_id» --client-id «_cid» --client-secret «a» --refresh-token «b»
  515  npx chrome-webstore-upload publish --extension-id «_id» --client-id «_cid» --client-secret «a» --refresh-token «b» --trusted-testers
  516  history | grep webstore
`, V{"_id": g.bxExtID(), "_cid": g.bxGClient(), "a": g.gocspx(), "b": g.gRefresh()}, "build/linkpeek.zip", "--trusted-testers")

	g.bxAdd("cws-keys-helper-output", `
$ npx chrome-webstore-upload-keys
? Enter your Client ID: «_cid»
? Enter your Client Secret: «a»
Open this URL in your browser and authorize the app:
https://accounts.google.com/o/oauth2/auth?response_type=code&scope=https://www.googleapis.com/auth/chromewebstore&client_id=«_cid»&redirect_uri=http://localhost:8818
Waiting for the authorization code on http://localhost:8818 ...

Done. Save these as secrets in your CI:

  CLIENT_ID=«_cid»
  CLIENT_SECRET=«a»
  REFRESH_TOKEN=«b»
`, V{"_cid": g.bxGClient(), "a": g.gocspx(), "b": g.gRefresh()}, "http://localhost:8818")

	g.bxAdd("cws-gha-workflow-inlined-refresh-token", `
name: Publish
on:
  push:
    tags: ["v*"]
jobs:
  chrome:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npm ci && npm run build && npm run zip
      - uses: mnao305/chrome-extension-upload@v5.0.0
        with:
          file-path: dist/readwise-clipper.zip
          extension-id: «_id»
          client-id: ${{ secrets.CHROME_CLIENT_ID }}
          client-secret: ${{ secrets.CHROME_CLIENT_SECRET }}
          # TODO move to secrets, the secret kept getting rejected
          refresh-token: «a»
          publish: true
`, V{"_id": g.bxExtID(), "a": g.gRefresh()}, "mnao305/chrome-extension-upload@v5.0.0", "${{ secrets.CHROME_CLIENT_SECRET }}")

	g.bxAdd("cws-gcloud-token-v2-fetch-status", `
$ gcloud auth print-access-token
«a»
$ curl -s -H "Authorization: Bearer «a»" \
    "https://chromewebstore.googleapis.com/v2/publishers/«_pub»/items/«_id»:fetchStatus"
{
  "name": "publishers/«_pub»/items/«_id»",
  "itemId": "«_id»",
  "publishedItemRevisionStatus": {
    "state": "PUBLISHED",
    "distributionChannels": [
      { "deployPercentage": 100, "crxVersion": "2.3.0" }
    ]
  },
  "submittedItemRevisionStatus": {
    "state": "PENDING_REVIEW",
    "distributionChannels": [
      { "deployPercentage": 100, "crxVersion": "2.3.1" }
    ]
  }
}
`, V{"a": g.ya29(), "_pub": g.uuid(), "_id": g.bxExtID()}, "PENDING_REVIEW", "chromewebstore.googleapis.com")

	g.bxAdd("cws-service-account-json", `
$ cat ci/cws-publisher.json
{
  "type": "service_account",
  "project_id": "ext-release-412209",
  "private_key_id": "«_kid»",
  "private_key": "«a»",
  "client_email": "cws-publisher@ext-release-412209.iam.gserviceaccount.com",
  "client_id": "«_num»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "universe_domain": "googleapis.com"
}
`, V{"_kid": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block()) + `\n`, "_num": g.digits(21)},
		"cws-publisher@ext-release-412209.iam.gserviceaccount.com", "ext-release-412209")

	g.bxAdd("bpp-keys-json", `
{
  "$schema": "https://raw.githubusercontent.com/plasmo-corp/bpp/v3/keys.schema.json",
  "chrome": {
    "clientId": "«_cid»",
    "clientSecret": "«a»",
    "refreshToken": "«b»",
    "extId": "«_id»"
  },
  "firefox": {
    "apiKey": "«_iss»",
    "apiSecret": "«c»",
    "extId": "tabnotes@example.dev"
  },
  "edge": {
    "clientId": "«_ecid»",
    "apiKey": "«d»",
    "productId": "«_pid»"
  }
}
`, V{"_cid": g.bxGClient(), "a": g.gocspx(), "b": g.gRefresh(), "_id": g.bxExtID(), "_iss": g.bxAMOIss(), "c": g.hex(64),
		"_ecid": g.uuid(), "d": g.an(32), "_pid": g.uuid()}, "tabnotes@example.dev", "keys.schema.json")

	g.bxAdd("wxt-env-submit", `
$ cat .env.submit
CHROME_EXTENSION_ID=«_id»
CHROME_CLIENT_ID=«_cid»
CHROME_CLIENT_SECRET=«a»
CHROME_REFRESH_TOKEN=«b»
CHROME_PUBLISH_TARGET=default
FIREFOX_EXTENSION_ID={«_fid»}
FIREFOX_JWT_ISSUER=«_iss»
FIREFOX_JWT_SECRET=«c»
FIREFOX_CHANNEL=listed
EDGE_PRODUCT_ID=«_pid»
EDGE_CLIENT_ID=«_ecid»
EDGE_API_KEY=«d»
`, V{"_id": g.bxExtID(), "_cid": g.bxGClient(), "a": g.gocspx(), "b": g.gRefresh(), "_fid": g.uuid(), "_iss": g.bxAMOIss(),
		"c": g.hex(64), "_pid": g.uuid(), "_ecid": g.uuid(), "d": g.an(32)}, "CHROME_PUBLISH_TARGET=default", "FIREFOX_CHANNEL=listed")

	g.bxAdd("publish-browser-extension-cli-flags", `
$ npx publish-extension \
  --chrome-zip .output/focusmode-2.0.1-chrome.zip \
  --chrome-extension-id «_id» \
  --chrome-client-id «_cid» \
  --chrome-client-secret «a» \
  --chrome-refresh-token «b» \
  --firefox-zip .output/focusmode-2.0.1-firefox.zip \
  --firefox-sources-zip .output/focusmode-2.0.1-sources.zip \
  --firefox-extension-id focusmode@hey.dev \
  --firefox-jwt-issuer «_iss» \
  --firefox-jwt-secret «c»
✔ Chrome Web Store: uploaded
✔ Firefox Addon Store: submitted for review
`, V{"_id": g.bxExtID(), "_cid": g.bxGClient(), "a": g.gocspx(), "b": g.gRefresh(), "_iss": g.bxAMOIss(), "c": g.hex(64)},
		"focusmode@hey.dev", ".output/focusmode-2.0.1-chrome.zip")

	g.bxAdd("amo-web-ext-sign-flags-output", `
$ npx web-ext sign --source-dir dist --channel unlisted --api-key «_iss» --api-secret «a»
Building web extension from /home/mara/code/tabnotes/dist
Waiting for Validation...
Validation results: https://addons.mozilla.org/en-US/developers/upload/«_up»
Waiting for Approval...
Approved!
Downloading signed files: 100%
Signed xpi downloaded: /home/mara/code/tabnotes/web-ext-artifacts/«_h».xpi
`, V{"_iss": g.bxAMOIss(), "a": g.hex(64), "_up": g.hex(32), "_h": g.hex(20)}, "Waiting for Validation...", "/home/mara/code/tabnotes/dist")

	g.bxAdd("amo-web-ext-config-mjs", `
// web-ext-config.mjs
export default {
  sourceDir: "./dist",
  artifactsDir: "./web-ext-artifacts",
  ignoreFiles: ["*.map", "stats.html"],
  run: {
    firefox: "deved",
    startUrl: ["about:debugging#/runtime/this-firefox"],
  },
  sign: {
    channel: "listed",
    apiKey: "«_iss»",
    apiSecret: "«a»",
    amoMetadata: "./amo-metadata.json",
  },
};
`, V{"_iss": g.bxAMOIss(), "a": g.hex(64)}, "about:debugging#/runtime/this-firefox", "amo-metadata.json")

	g.bxAdd("amo-jwt-python-generator", `
# amo_jwt.py
import time, uuid
import jwt  # PyJWT

JWT_ISSUER = "«_iss»"
JWT_SECRET = "«a»"

def amo_auth_header() -> str:
    now = int(time.time())
    payload = {"iss": JWT_ISSUER, "jti": str(uuid.uuid4()), "iat": now, "exp": now + 60}
    return "JWT " + jwt.encode(payload, JWT_SECRET, algorithm="HS256")

if __name__ == "__main__":
    print(amo_auth_header())
`, V{"_iss": g.bxAMOIss(), "a": g.hex(64)}, "amo_auth_header", "algorithm=\"HS256\"")

	iss := g.bxAMOIss()
	g.bxAdd("amo-v5-upload-curl-jwt", `
$ python amo_jwt.py
JWT «a»
$ curl -s -X POST https://addons.mozilla.org/api/v5/addons/upload/ \
    -H "Authorization: JWT «a»" \
    -F "upload=@web-ext-artifacts/tabnotes-3.1.0.zip" -F "channel=listed"
{"uuid":"«_u»","channel":"listed","processed":false,"submitted":false,"url":"https://addons.mozilla.org/api/v5/addons/upload/«_u»/","valid":false,"validation":null,"version":"3.1.0"}
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"iss":"%s","jti":"%s","iat":%s,"exp":%d}`, iss, g.uuid(), "1718100000", 1718100060)), "_u": g.hex(32)},
		"https://addons.mozilla.org/api/v5/addons/upload/", "tabnotes-3.1.0.zip")

	g.bxAdd("amo-gitlab-ci-set-x-log", `
$ set -x; npx web-ext sign --channel listed --api-key "$AMO_ISSUER" --api-secret "$AMO_SECRET"
++ npx web-ext sign --channel listed --api-key «_iss» --api-secret «a»
Building web extension from /builds/tools/readlater-ext/dist
Waiting for Validation...
WebExtError: Submission failed (2): Unauthorized
{"detail":"Incorrect authentication credentials."}
ERROR: Job failed: exit code 1
`, V{"_iss": g.bxAMOIss(), "a": g.hex(64)}, "Incorrect authentication credentials.", "/builds/tools/readlater-ext/dist")

	g.bxAdd("amo-dotenv-web-ext-vars", `
# .env.local — web-ext reads WEB_EXT_* automatically
WEB_EXT_API_KEY=«_iss»
WEB_EXT_API_SECRET=«a»
WEB_EXT_CHANNEL=unlisted
WEB_EXT_ID=readlater@tools.example
`, V{"_iss": g.bxAMOIss(), "a": g.hex(64)}, "WEB_EXT_CHANNEL=unlisted", "readlater@tools.example")

	g.bxAdd("edge-v1-1-upload-curl", `
$ curl -i -X POST \
    -H "Authorization: ApiKey «a»" \
    -H "X-ClientID: «_cid»" \
    -H "Content-Type: application/zip" \
    -T tabstash-edge-1.4.3.zip \
    https://api.addons.microsoftedge.microsoft.com/v1/products/«_pid»/submissions/draft/package
HTTP/1.1 202 Accepted
Content-Length: 0
Location: «_op»
Date: Tue, 11 Jun 2024 08:14:51 GMT
`, V{"a": g.an(32), "_cid": g.uuid(), "_pid": g.uuid(), "_op": g.uuid()}, "tabstash-edge-1.4.3.zip", "HTTP/1.1 202 Accepted")

	g.bxAdd("edge-v1-client-credentials-token", `
$ curl -s -X POST "https://login.microsoftonline.com/5c9eedce-81bc-42f3-8823-48ba6258b391/oauth2/v2.0/token" \
    -H "Content-Type: application/x-www-form-urlencoded" \
    -d "client_id=«_cid»" \
    -d "scope=https://api.addons.microsoftedge.microsoft.com/.default" \
    -d "client_secret=«a»" \
    -d "grant_type=client_credentials"
{"token_type":"Bearer","expires_in":3599,"ext_expires_in":3599,"access_token":"«b»"}
`, V{"_cid": g.uuid(), "a": g.azSecret(), "b": g.bxIDToken("https://sts.windows.net/5c9eedce-81bc-42f3-8823-48ba6258b391/", "https://api.addons.microsoftedge.microsoft.com")},
		"grant_type=client_credentials", "https://api.addons.microsoftedge.microsoft.com/.default")

	g.bxAdd("edge-gha-wdzeng-step-literal", `
      - name: Publish to Edge Add-ons
        uses: wdzeng/edge-addon@v2
        with:
          product-id: «_pid»
          zip-path: build/tabstash-edge.zip
          client-id: «_cid»
          api-key: «a»
          upload-only: false
`, V{"_pid": g.uuid(), "_cid": g.uuid(), "a": g.an(32)}, "wdzeng/edge-addon@v2", "build/tabstash-edge.zip")

	g.bxAdd("safari-notarytool-app-password", `
$ xcrun safari-web-extension-converter dist --app-name "Tab Notes" --bundle-identifier dev.mara.tabnotes --no-open
$ xcodebuild -project "Tab Notes/Tab Notes.xcodeproj" -scheme "Tab Notes (macOS)" -configuration Release archive -archivePath build/TabNotes.xcarchive
** ARCHIVE SUCCEEDED **
$ xcrun notarytool submit build/TabNotes.zip --apple-id mara.dev@icloud.com --team-id «_team» --password «a» --wait
Conducting pre-submission checks for TabNotes.zip and initiating connection to the Apple notary service...
Submission ID received
  id: «_sub»
Successfully uploaded file
  id: «_sub»
  path: /Users/mara/code/tabnotes/build/TabNotes.zip
Waiting for processing to complete.
Current status: Accepted........
Processing complete
  id: «_sub»
  status: Accepted
`, V{"_team": g.s(alUpNum, 10), "a": g.bxAppPw(), "_sub": g.uuid()}, "dev.mara.tabnotes", "mara.dev@icloud.com", "** ARCHIVE SUCCEEDED **")

	g.bxAdd("safari-fastlane-asc-api-key-inline", `
# fastlane/Fastfile
platform :mac do
  lane :release_extension do
    api_key = app_store_connect_api_key(
      key_id: "«_kid»",
      issuer_id: "«_iss»",
      key_content: "«a»",
      in_house: false
    )
    build_mac_app(scheme: "Tab Notes (macOS)", export_method: "app-store")
    upload_to_app_store(api_key: api_key, skip_metadata: true, skip_screenshots: true)
  end
end
`, V{"_kid": g.s(alUpNum, 10), "_iss": g.uuid(), "a": jsonEsc(g.ecPKCS8().block())}, "release_extension", "Tab Notes (macOS)")

	kid := g.s(alUpNum, 10)
	g.bxAdd("safari-authkey-p8-cat-altool", `
$ ls ~/.appstoreconnect/private_keys/
AuthKey_«_kid».p8
$ cat ~/.appstoreconnect/private_keys/AuthKey_«_kid».p8
«a»
$ xcrun altool --upload-app -f build/TabNotes.pkg -t macos --apiKey «_kid» --apiIssuer «_iss»
UPLOAD SUCCEEDED with no errors
Delivery UUID: «_del»
`, V{"_kid": kid, "a": g.ecPKCS8().block(), "_iss": g.uuid(), "_del": g.uuid()}, "UPLOAD SUCCEEDED with no errors", "build/TabNotes.pkg")

	g.bxAdd("crx-pack-extension-key-pem", `
$ google-chrome --pack-extension=./dist --pack-extension-key=./keys/linkpeek.pem
Created the following files:

Extension: /home/jo/linkpeek/dist.crx
Key File: Keep your key file in a safe place. You will need it to create new versions of your extension.
$ cat keys/linkpeek.pem
«a»
`, V{"a": g.pkcs8RSAPEM().block()}, "/home/jo/linkpeek/dist.crx", "--pack-extension-key=./keys/linkpeek.pem")

	g.bxAdd("cws-gitlab-ci-variables-export", `
$ glab variable export -R tools/linkpeek
[
  {"key":"CWS_EXTENSION_ID","value":"«_id»","variable_type":"env_var","protected":false,"masked":false,"environment_scope":"*"},
  {"key":"CWS_CLIENT_ID","value":"«_cid»","variable_type":"env_var","protected":false,"masked":false,"environment_scope":"*"},
  {"key":"CWS_CLIENT_SECRET","value":"«a»","variable_type":"env_var","protected":true,"masked":true,"environment_scope":"*"},
  {"key":"CWS_REFRESH_TOKEN","value":"«b»","variable_type":"env_var","protected":true,"masked":true,"environment_scope":"*"}
]
`, V{"_id": g.bxExtID(), "_cid": g.bxGClient(), "a": g.gocspx(), "b": g.gRefresh()}, "CWS_EXTENSION_ID", "tools/linkpeek")
}

// ---- extension manifests and code ----

func (g *G) bxManifestCode() {
	g.bxAdd("mv3-service-worker-openai-key", `
// src/background.js
const OPENAI_API_KEY = "«a»";
const MODEL = "gpt-4o-mini";

chrome.runtime.onInstalled.addListener(() => {
  chrome.contextMenus.create({ id: "summarize", title: "Summarize selection", contexts: ["selection"] });
});

chrome.contextMenus.onClicked.addListener(async (info, tab) => {
  const res = await fetch("https://api.openai.com/v1/chat/completions", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: ˋBearer ${OPENAI_API_KEY}ˋ },
    body: JSON.stringify({ model: MODEL, messages: [{ role: "user", content: "Summarize:\n" + info.selectionText }] }),
  });
  const data = await res.json();
  chrome.tabs.sendMessage(tab.id, { type: "summary", text: data.choices[0].message.content });
});
`, V{"a": g.openai()}, "gpt-4o-mini", "Summarize selection")

	g.bxAdd("content-script-airtable-pat", `
// content.js — "Save to Airtable" button on LinkedIn profiles
const AIRTABLE_BASE = "app«_base»";
const AIRTABLE_TABLE = "tbl«_tbl»";
const AIRTABLE_TOKEN = "«a»";

async function saveProfile(p) {
  await fetch(ˋhttps://api.airtable.com/v0/${AIRTABLE_BASE}/${AIRTABLE_TABLE}ˋ, {
    method: "POST",
    headers: {
      Authorization: "Bearer " + AIRTABLE_TOKEN,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ records: [{ fields: { Name: p.name, Headline: p.headline, URL: location.href } }] }),
  });
}
`, V{"_base": g.an(14), "_tbl": g.an(14), "a": g.airtable()}, "Save to Airtable")

	g.bxAdd("config-js-multiple-keys", `
// src/config.js
export const config = {
  youtubeApiKey: "«a»",
  deeplAuthKey: "«b»",
  openWeatherKey: "«c»",
  sentryDsn: "https://«=dsn»@o«_org».ingest.sentry.io/«_proj»",
  updateCheckUrl: "https://ext.example.dev/updates.json",
  defaultLanguage: "en",
};
`, V{"a": g.googleKey(), "b": g.uuid() + ":fx", "c": g.hex(32), "=dsn": g.hex(32), "_org": g.digits(6), "_proj": g.digits(7)},
		"https://ext.example.dev/updates.json")

	g.bxAdd("dist-bundle-grep-minified", `
$ grep -o '.\{60\}api\.anthropic\.com.\{200\}' dist/assets/background-«_h».js
t}async function Zr(e){const n=await fetch("https://api.anthropic.com/v1/messages",{method:"POST",headers:{"x-api-key":"«a»","anthropic-version":"2023-06-01","anthropic-dangerous-direct-browser-access":"true","content-type":"application/json"},body:JSON.stringify({model:"claude-3-5-sonnet-20240620",max_tokens:1024,messages:e})});
`, V{"_h": g.s(alAlnum+"-_", 8), "a": g.anthropic()}, "anthropic-dangerous-direct-browser-access", "claude-3-5-sonnet-20240620")

	g.bxAdd("source-map-sources-content", `
$ jq -r '.sourcesContent[3]' dist/content.js.map | head -20
import { createClient } from "@supabase/supabase-js";

// TODO: move to backend before release
const SUPABASE_URL = "https://«_ref».supabase.co";
const SUPABASE_SERVICE_KEY = "«a»";

export const supabase = createClient(SUPABASE_URL, SUPABASE_SERVICE_KEY, {
  auth: { persistSession: false },
});
`, V{"_ref": g.s(alLower, 20), "a": g.supabaseService()}, "TODO: move to backend before release", "persistSession: false")

	g.bxAdd("plasmo-env-production", `
# .env.production  (Plasmo inlines PLASMO_PUBLIC_* into the bundle)
PLASMO_PUBLIC_SUPABASE_URL=https://«_ref».supabase.co
PLASMO_PUBLIC_SUPABASE_ANON_KEY=«=anon»
PLASMO_PUBLIC_POSTHOG_KEY=phc_«_ph»
PLASMO_PUBLIC_STRIPE_SECRET=«a»
PLASMO_PUBLIC_GEMINI_KEY=«b»
`, V{"_ref": g.s(alLower, 20), "=anon": g.jwt("HS256", `{"iss":"supabase","role":"anon","iat":1717000000,"exp":2032576000}`), "_ph": g.an(43), "a": g.skLive(), "b": g.googleKey()},
		"PLASMO_PUBLIC_SUPABASE_URL")

	g.bxAdd("vite-config-define-notion", `
// vite.config.ts
import { defineConfig } from "vite";
import { crx } from "@crxjs/vite-plugin";
import manifest from "./manifest.json";

export default defineConfig({
  plugins: [crx({ manifest })],
  define: {
    __NOTION_TOKEN__: JSON.stringify("«a»"),
    __NOTION_DB__: JSON.stringify("«_db»"),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
});
`, V{"a": g.notion(), "_db": g.hex(32)}, "@crxjs/vite-plugin", "__BUILD_TIME__")

	g.bxAdd("webpack-define-plugin-sentry-auth", `
// webpack.config.js (excerpt)
  plugins: [
    new webpack.DefinePlugin({
      "process.env.API_BASE": JSON.stringify("https://api.clipnote.app"),
      "process.env.MIXPANEL_TOKEN": JSON.stringify("«_mp»"),
    }),
    sentryWebpackPlugin({
      org: "clipnote",
      project: "chrome-extension",
      authToken: "«a»",
      sourcemaps: { filesToDeleteAfterUpload: ["dist/**/*.map"] },
    }),
    new CopyPlugin({ patterns: [{ from: "public", to: "." }] }),
  ],
`, V{"_mp": g.hex(32), "a": g.sentryUser()}, "https://api.clipnote.app", "chrome-extension")

	g.bxAdd("options-ts-default-slack-webhook", `
// src/options/defaults.ts
export const DEFAULT_SETTINGS: Settings = {
  notifyOnSave: true,
  slackWebhookUrl: "https://hooks.slack.com/services/«_t»/«_b»/«a»",
  theme: "system",
  shortcuts: { save: "Alt+Shift+S", open: "Alt+Shift+O" },
};
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "Alt+Shift+S", "notifyOnSave")

	g.bxAdd("launch-web-auth-flow-github-secret", `
// auth.ts — GitHub OAuth from the extension
const CLIENT_ID = "Ov23li«_cid»";
const CLIENT_SECRET = "«a»"; // needed for the token exchange, no backend yet

export async function login(): Promise<string> {
  const redirect = chrome.identity.getRedirectURL("github");
  const url = ˋhttps://github.com/login/oauth/authorize?client_id=${CLIENT_ID}&redirect_uri=${encodeURIComponent(redirect)}&scope=repoˋ;
  const result = await chrome.identity.launchWebAuthFlow({ url, interactive: true });
  const code = new URL(result!).searchParams.get("code");
  const r = await fetch("https://github.com/login/oauth/access_token", {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code }),
  });
  return (await r.json()).access_token;
}
`, V{"_cid": g.an(14), "a": g.hex(40)}, "chrome.identity.getRedirectURL", "launchWebAuthFlow")

	g.bxAdd("firebase-config-and-fcm-server-key", `
// firebase.js
const firebaseConfig = {
  apiKey: "«=k»",
  authDomain: "tabsync-«_p».firebaseapp.com",
  projectId: "tabsync-«_p»",
  storageBucket: "tabsync-«_p».appspot.com",
  messagingSenderId: "«_sender»",
  appId: "1:«_sender»:web:«_app»",
};

// used by background.js to ping other devices
export const FCM_SERVER_KEY = "«a»";
`, V{"=k": g.googleKey(), "_p": g.s(alLowNum, 5), "_sender": g.digits(12), "_app": g.hex(22), "a": g.firebaseFCM()}, "FCM_SERVER_KEY")

	g.bxAdd("github-api-helper-rate-limit-token", `
// lib/github.js
// unauthenticated requests hit the 60/h limit fast, use my token for now
const GH_TOKEN = '«a»';

export async function getRepo(owner, repo) {
  const r = await fetch(ˋhttps://api.github.com/repos/${owner}/${repo}ˋ, {
    headers: { Authorization: ˋtoken ${GH_TOKEN}ˋ, Accept: 'application/vnd.github+json' },
  });
  if (r.status === 403) console.warn('rate limited until', r.headers.get('x-ratelimit-reset'));
  return r.json();
}
`, V{"a": g.ghp()}, "x-ratelimit-reset", "application/vnd.github+json")

	g.bxAdd("safari-extension-handler-swift", `
// SafariWebExtensionHandler.swift
import SafariServices
import os.log

let kTranslateEndpoint = "https://translation.googleapis.com/language/translate/v2"
let kTranslateKey = "«a»"

class SafariWebExtensionHandler: NSObject, NSExtensionRequestHandling {
    func beginRequest(with context: NSExtensionContext) {
        let item = context.inputItems.first as? NSExtensionItem
        let message = item?.userInfo?[SFExtensionMessageKey] as? [String: Any]
        os_log(.default, "Received message from browser.runtime.sendNativeMessage: %@", String(describing: message))
        var comps = URLComponents(string: kTranslateEndpoint)!
        comps.queryItems = [URLQueryItem(name: "key", value: kTranslateKey)]
        // ...
    }
}
`, V{"a": g.googleKey()}, "SFExtensionMessageKey", "browser.runtime.sendNativeMessage")

	g.bxAdd("native-messaging-host-python", `
$ cat ~/.config/google-chrome/NativeMessagingHosts/com.clipnote.host.json
{
  "name": "com.clipnote.host",
  "description": "Clipnote native helper",
  "path": "/home/jo/.local/bin/clipnote-host.py",
  "type": "stdio",
  "allowed_origins": ["chrome-extension://«_id»/"]
}
$ sed -n 1,14p /home/jo/.local/bin/clipnote-host.py
#!/usr/bin/env python3
import json, struct, sys
import psycopg

DSN = "postgresql://clipnote:«a»@localhost:5432/clipnote"

def read_message():
    raw = sys.stdin.buffer.read(4)
    if not raw:
        sys.exit(0)
    (length,) = struct.unpack("=I", raw)
    return json.loads(sys.stdin.buffer.read(length))
`, V{"_id": g.bxExtID(), "a": g.pwURL()}, "com.clipnote.host", "/home/jo/.local/bin/clipnote-host.py")

	g.bxAdd("crx-audit-unzip-grep", `
$ unzip -o -q ~/Downloads/«_id».crx -d /tmp/suspect-ext 2>/dev/null; grep -rnoE '(api[_-]?key|secret|token)["'"'"']?\s*[:=]\s*["'"'"'][^"'"'"']{16,}' /tmp/suspect-ext/js/
/tmp/suspect-ext/js/bg.js:1:apiKey:"«_search»"
/tmp/suspect-ext/js/bg.js:1:adminKey:"«a»"
/tmp/suspect-ext/js/bg.js:1:token:"«b»"
`, V{"_id": g.bxExtID(), "_search": g.hex(32), "a": g.hex(32), "b": g.xoxb()}, "/tmp/suspect-ext/js/bg.js")

	g.bxAdd("chrome-managed-policy-json", `
$ sudo cat /etc/opt/chrome/policies/managed/clipnote.json
{
  "ExtensionInstallForcelist": [
    "«_id»;https://clients2.google.com/service/update2/crx"
  ],
  "3rdparty": {
    "extensions": {
      "«_id»": {
        "tenantId": "acme-corp",
        "apiBaseUrl": "https://clipnote.acme-corp.internal",
        "apiKey": "«a»"
      }
    }
  }
}
`, V{"_id": g.bxExtID(), "a": "cn_live_" + g.an(40)}, "https://clients2.google.com/service/update2/crx", "https://clipnote.acme-corp.internal")

	g.bxAdd("chrome-managed-policy-reg-export", `
Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SOFTWARE\Policies\Google\Chrome\3rdparty\extensions\«_id»\policy]
"serverUrl"="https://dlp.contoso.local/api"
"enrollmentToken"="«a»"
"logLevel"=dword:00000002
`, V{"_id": g.bxExtID(), "a": g.uuid() + "." + g.hex(32)}, "https://dlp.contoso.local/api", "logLevel")

	g.bxAdd("secretlint-output-extension", `
$ npx secretlint "src/**/*"

/home/dev/ext/src/services/translate.ts
  4:25  error  [OpenAI] found OpenAI API Key: sk-proj-****  @secretlint/secretlint-rule-preset-recommend > @secretlint/secretlint-rule-openai

/home/dev/ext/src/services/notify.ts
  2:27  error  [SLACK_TOKEN] found slack token: «a»  @secretlint/secretlint-rule-preset-recommend > @secretlint/secretlint-rule-slack

✖ 2 problems (2 errors, 0 warnings)
`, V{"a": g.xoxb()}, "@secretlint/secretlint-rule-preset-recommend", "2 problems (2 errors, 0 warnings)")

	g.bxAdd("git-diff-remove-key-background", `
diff --git a/src/background.ts b/src/background.ts
index «_a»..«_b» 100644
--- a/src/background.ts
+++ b/src/background.ts
@@ -1,8 +1,7 @@
 import { storage } from "./storage";

-const GROQ_API_KEY = "«a»";
-
 async function complete(prompt: string) {
+  const { groqKey } = await storage.get("groqKey"); // user supplies their own key in Options
   const r = await fetch("https://api.groq.com/openai/v1/chat/completions", {
     method: "POST",
-    headers: { Authorization: ˋBearer ${GROQ_API_KEY}ˋ, "Content-Type": "application/json" },
+    headers: { Authorization: ˋBearer ${groqKey}ˋ, "Content-Type": "application/json" },
`, V{"_a": g.hex(7), "_b": g.hex(7), "a": g.groq()}, "user supplies their own key in Options", "https://api.groq.com/openai/v1/chat/completions")

	g.bxAdd("options-html-prefilled-input", `
<!-- options.html -->
<form id="settings">
  <label>Jira site <input name="site" value="https://acme.atlassian.net"></label>
  <label>E-mail <input name="email" value="pm@acme.io"></label>
  <label>API token <input name="token" type="password" value="«a»"></label>
  <button type="submit">Save</button>
</form>
<script src="options.js"></script>
`, V{"a": g.atlassian()}, "https://acme.atlassian.net", "pm@acme.io")

	g.bxAdd("firefox-manifest-update-url-token", `
{
  "manifest_version": 2,
  "name": "Acme Internal Tools",
  "version": "0.9.12",
  "browser_specific_settings": {
    "gecko": {
      "id": "internal-tools@acme.io",
      "strict_min_version": "115.0",
      "update_url": "https://gitlab.acme.io/api/v4/projects/412/packages/generic/ff-ext/latest/updates.json?private_token=«a»"
    }
  },
  "permissions": ["storage", "tabs", "https://*.acme.io/*"],
  "background": { "scripts": ["background.js"] }
}
`, V{"a": g.glpat()}, "internal-tools@acme.io", "strict_min_version")

	g.bxAdd("devtools-panel-extension-mapbox", `
// panel/map.js — DevTools panel that plots geo requests
mapboxgl.accessToken = "«_pk»";
const geocoder = new MapboxGeocoder({ accessToken: mapboxgl.accessToken });

// server-side token used for the Uploads API (tilesets) — DO NOT SHIP
const MAPBOX_UPLOAD_TOKEN = "«a»";
`, V{"_pk": g.mapboxPK(), "a": g.mapboxSK()}, "DO NOT SHIP", "MapboxGeocoder")

	g.bxAdd("zip-artifact-env-inspection", `
$ unzip -l release/clipnote-2.4.0.zip | grep -i env
      287  2024-06-10 18:02   .env
$ unzip -p release/clipnote-2.4.0.zip .env
API_BASE=https://api.clipnote.app
POSTHOG_KEY=phc_«_ph»
RESEND_API_KEY=«a»
JWT_SIGNING_SECRET=«b»
`, V{"_ph": g.an(43), "a": "re_" + g.an(8) + "_" + g.an(24), "b": g.b64(48)}, "release/clipnote-2.4.0.zip", "https://api.clipnote.app")
}

// ---- extension storage dumps ----

func (g *G) bxExtStorage() {
	g.bxAdd("sw-console-storage-local-get", `
> await chrome.storage.local.get()
< {auth: {…}, installId: '«_inst»', lastSync: «_ms», settings: {…}}
    auth:
      accessToken: "«a»"
      expiresAt: «_ms2»
      refreshToken: "«b»"
      user: {id: '«_uid»', email: 'kim@clipnote.app', plan: 'pro'}
      [[Prototype]]: Object
    installId: "«_inst»"
    lastSync: «_ms»
    settings: {theme: 'dark', autoSave: true, hotkey: 'Alt+S'}
    [[Prototype]]: Object
`, V{"_inst": g.uuid(), "_ms": g.bxMs(), "a": g.userJWT(), "_ms2": g.bxMs(), "b": g.an(48), "_uid": g.uuid()}, "kim@clipnote.app", "[[Prototype]]: Object")

	g.bxAdd("sw-console-storage-session-token", `
service-worker.js:88 [auth] restored session from storage.session
> await chrome.storage.session.get("gToken")
< {gToken: '«a»'}
> chrome.identity.getAuthToken({interactive: false}).then(console.log)
< Promise {<pending>}
  {token: '«b»', grantedScopes: Array(2)}
`, V{"a": g.ya29(), "b": g.ya29()}, "[auth] restored session from storage.session", "grantedScopes: Array(2)")

	g.bxAdd("storage-sync-get-console-log", `
> chrome.storage.sync.get(null, console.log)
< undefined
  {deeplKey: '«a»', targetLang: 'DE', showBubble: true, ignoredSites: Array(3)}
`, V{"a": g.uuid() + ":fx"}, "targetLang: 'DE'", "ignoredSites: Array(3)")

	g.bxAdd("leveldb-local-extension-settings-strings", `
$ strings ~/.config/google-chrome/Default/Local\ Extension\ Settings/«_id»/000003.log
«_junk»
installDate
"2024-05-02T09:14:11.201Z"
openaiKey
"«a»"
model
"gpt-4o"
history
[{"q":"explain this regex","t":«_ms»}]
anthropicKey
"«b»"
`, V{"_id": g.bxExtID(), "_junk": g.s(alAlnum, 7), "a": g.openai(), "_ms": g.bxMs(), "b": g.anthropic()}, "Local\\ Extension\\ Settings", "explain this regex")

	g.bxAdd("firefox-about-debugging-storage-local", `
» await browser.storage.local.get()
← Object { session: {…}, prefs: {…}, schemaVersion: 4 }
    prefs: Object { sidebar: true, badge: "unread" }
    schemaVersion: 4
    session: Object { token: "«a»", refresh: "«b»", exp: «_u» }
    <prototype>: Object { … }
`, V{"a": g.userJWT(), "b": g.b64u(64), "_u": g.bxUnix()}, "schemaVersion: 4", "<prototype>: Object { … }")

	g.bxAdd("firefox-storage-sync-v2-sqlite", `
$ sqlite3 ~/.mozilla/firefox/«_prof».default-release/storage-sync-v2.sqlite "select ext_id, data from storage_sync_data;"
{«_ext»}|{"theme":"auto","fontSize":15}
readlater@tools.example|{"pocketConsumerKey":"«_ck»","pocketAccessToken":"«a»","lastExport":«_ms»}
`, V{"_prof": g.s(alLowNum, 8), "_ext": g.uuid(), "_ck": g.digits(6) + "-" + g.hex(24), "a": g.uuid()[:30], "_ms": g.bxMs()}, "storage_sync_data", "readlater@tools.example")

	g.bxAdd("storage-area-explorer-export", `
{
  "local": {
    "apiEndpoint": "https://api.todoist.com/rest/v2",
    "todoistToken": "«a»",
    "defaultProject": "«_proj»",
    "labels": ["read", "later"]
  },
  "sync": {
    "shortcut": "Ctrl+Shift+Y"
  },
  "session": {}
}
`, V{"a": g.hex(40), "_proj": g.digits(10)}, "https://api.todoist.com/rest/v2", "Ctrl+Shift+Y")

	g.bxAdd("extension-settings-backup-file", `
$ cat ~/Downloads/sidebar-gpt-settings-2024-06-11.json
{"version":"3.2.0","exportedAt":"2024-06-11T07:42:19.311Z","providers":{"openai":{"enabled":true,"apiKey":"«a»","model":"gpt-4o"},"openrouter":{"enabled":true,"apiKey":"«b»","model":"anthropic/claude-3.5-sonnet"},"ollama":{"enabled":false,"baseUrl":"http://localhost:11434"}},"prompts":[{"id":"«_pid»","title":"Explain code","template":"Explain:\n{{selection}}"}]}
`, V{"a": g.openai(), "b": g.openrouter(), "_pid": g.uuid()}, "http://localhost:11434", "anthropic/claude-3.5-sonnet")

	g.bxAdd("plyvel-dump-script-output", `
$ python dump_ext_storage.py «_id»
b'_chrome_sync_time' -> b'«_ms»'
b'linearApiKey' -> b'"«a»"'
b'team' -> b'{"id":"«_team»","key":"ENG"}'
b'webhookSecret' -> b'"«b»"'
`, V{"_id": g.bxExtID(), "_ms": g.bxMs(), "a": g.linear(), "_team": g.uuid(), "b": "lin_wh_" + g.an(40)}, "dump_ext_storage.py", "\"key\":\"ENG\"")

	g.bxAdd("chrome-cookies-getall-console", `
> await chrome.cookies.getAll({domain: "app.hubstaff.com"})
< (3) [{…}, {…}, {…}]
  0: {domain: 'app.hubstaff.com', expirationDate: «_e1», hostOnly: true, httpOnly: true, name: '_hubstaff_session', path: '/', sameSite: 'lax', secure: true, session: false, storeId: '0', value: '«a»'}
  1: {domain: '.hubstaff.com', expirationDate: «_e2», hostOnly: false, httpOnly: false, name: '_ga', path: '/', sameSite: 'unspecified', secure: false, session: false, storeId: '0', value: '«_ga»'}
  2: {domain: 'app.hubstaff.com', hostOnly: true, httpOnly: false, name: 'XSRF-TOKEN', path: '/', sameSite: 'strict', secure: true, session: true, storeId: '0', value: '«=x»'}
  length: 3
`, V{"_e1": g.bxUnix() + ".512344", "a": g.b64u(180) + "--" + g.b64u(16) + "--" + g.b64u(22), "_e2": g.bxUnix() + ".11902", "_ga": g.bxGA(), "=x": g.b64u(43)},
		"_hubstaff_session", "storeId: '0'")

	g.bxAdd("redux-persist-in-extension-storage", `
> JSON.parse((await chrome.storage.local.get("persist:root"))["persist:root"])
< {auth: '{"status":"signedIn","accessToken":"«a»","refreshToken":"«b»","workspaceId":"«_ws»"}', ui: '{"sidebarOpen":true}', _persist: '{"version":-1,"rehydrated":true}'}
`, V{"a": g.userJWT(), "b": g.b64u(86), "_ws": g.uuid()}, "\"rehydrated\":true", "persist:root")

	g.bxAdd("extension-indexeddb-dexie-settings", `
> await db.table("settings").toArray()
< (4) [{…}, {…}, {…}, {…}]
  0: {key: 'provider', value: 'elevenlabs'}
  1: {key: 'voiceId', value: '«_voice»'}
  2: {key: 'elevenlabsKey', value: '«a»'}
  3: {key: 'firstRun', value: false}
`, V{"_voice": g.an(20), "a": "sk_" + g.hex(48)}, "elevenlabs", "firstRun")

	g.bxAdd("bitwarden-style-extension-data-json-vault-key", `
$ jq '.global' ~/Downloads/ext-data-dump.json
{
  "environmentUrls": { "base": "https://vault.home.example" },
  "rememberedEmail": "nils@home.example",
  "twoFactorToken_nils@home.example": "«a»",
  "accessToken": "«b»",
  "refreshToken": "«c»"
}
`, V{"a": g.b64(48), "b": g.bxIDToken("https://vault.home.example/identity", "api"), "c": g.b64u(86)}, "https://vault.home.example", "nils@home.example")

	g.bxAdd("webext-storage-migration-log", `
[clipnote] migrate storage v3 -> v4
[clipnote]   moving auth.token -> session.token
[clipnote]   session.token = «a»
[clipnote]   dropped legacy key "auth"
[clipnote] migration done in 14ms
`, V{"a": g.userJWT()}, "migrate storage v3 -> v4", "dropped legacy key")

	g.bxAdd("sync-storage-quota-error-with-value", `
background.js:211 Uncaught (in promise) Error: QUOTA_BYTES_PER_ITEM quota exceeded
    at saveSettings (background.js:211:24)
background.js:205 saving settings {shortcuts: {…}, cloud: {provider: 'dropbox', accessToken: '«a»', refreshToken: '«b»'}, history: Array(812)}
`, V{"a": "sl.B" + g.b64u(138), "b": g.an(64)}, "QUOTA_BYTES_PER_ITEM quota exceeded", "provider: 'dropbox'")
}

// ---- DevTools: Application tab and Console ----

func (g *G) bxDevtoolsApp() {
	ref := g.s(alLower, 20)
	g.bxAdd("localstorage-table-copy-supabase", `
Key	Value
sb-«_ref»-auth-token	{"access_token":"«a»","token_type":"bearer","expires_in":3600,"expires_at":«_u»,"refresh_token":"«b»","user":{"id":"«_uid»","aud":"authenticated","role":"authenticated","email":"lena@trailmap.app"}}
theme	"dark"
ph_phc_«_ph»_posthog	{"distinct_id":"«_uid»","$device_id":"«_dev»"}
`, V{"_ref": ref, "a": g.jwt("HS256", fmt.Sprintf(`{"iss":"https://%s.supabase.co/auth/v1","sub":"%s","aud":"authenticated","exp":1718103600,"role":"authenticated"}`, ref, g.uuid())),
		"_u": g.bxUnix(), "b": g.an(22), "_uid": g.uuid(), "_ph": g.an(43), "_dev": g.uuid()}, "lena@trailmap.app", "\"aud\":\"authenticated\"")

	g.bxAdd("console-localstorage-object", `
> localStorage
< Storage {token: '«a»', refresh_token: '«b»', i18nextLng: 'en-GB', intercom.intercom-state-«_ic»: '{"app":{"openOnBoot":{"type":null,"metadata":{}}}}', length: 4}
`, V{"a": g.userJWT(), "b": g.hex(64), "_ic": g.s(alLowNum, 8)}, "i18nextLng: 'en-GB'", "openOnBoot")

	g.bxAdd("copy-json-stringify-localstorage", `
> copy(JSON.stringify(localStorage, null, 2))
< undefined

pasted:
{
  "ajs_user_id": "\"«_uid»\"",
  "ajs_anonymous_id": "\"«_anon»\"",
  "auth.accessToken": "«a»",
  "auth.refreshToken": "«b»",
  "featureFlags": "{\"newEditor\":true,\"aiAssist\":false}",
  "lastWorkspace": "acme-design"
}
`, V{"_uid": g.digits(7), "_anon": g.uuid(), "a": g.userJWT(), "b": g.b64u(64)}, "acme-design", "ajs_anonymous_id")

	clientID := g.an(32)
	g.bxAdd("auth0-spa-localstorage-entry", `
Key: @@auth0spajs@@::«_cid»::https://api.trailmap.app::openid profile email offline_access
Value:
{"body":{"access_token":"«a»","id_token":"«b»","scope":"openid profile email offline_access","expires_in":86400,"token_type":"Bearer","audience":"https://api.trailmap.app","oauthTokenScope":"openid profile email offline_access","client_id":"«_cid»","refresh_token":"«c»"},"expiresAt":«_u»}
`, V{"_cid": clientID, "a": g.bxIDToken("https://trailmap.eu.auth0.com/", "https://api.trailmap.app"), "b": g.bxIDToken("https://trailmap.eu.auth0.com/", clientID), "c": g.bxAuth0RT(), "_u": g.bxUnix()},
		"https://api.trailmap.app", "@@auth0spajs@@")

	oid, tid, cid := g.uuid(), g.uuid(), g.uuid()
	g.bxAdd("msal-sessionstorage-access-and-refresh", `
«_oid».«_tid»-login.windows.net-accesstoken-«_cid»-«_tid»-user.read openid profile email--
{"homeAccountId":"«_oid».«_tid»","environment":"login.windows.net","credentialType":"AccessToken","clientId":"«_cid»","secret":"«a»","realm":"«_tid»","target":"User.Read openid profile email","cachedAt":"«_u1»","expiresOn":"«_u2»","extendedExpiresOn":"«_u3»","tokenType":"Bearer"}
«_oid».«_tid»-login.windows.net-refreshtoken-«_cid»----
{"homeAccountId":"«_oid».«_tid»","environment":"login.windows.net","credentialType":"RefreshToken","clientId":"«_cid»","secret":"«b»","expiresOn":"«_u4»"}
msal.token.keys.«_cid»
{"idToken":["«_oid».«_tid»-login.windows.net-idtoken-«_cid»-«_tid»---"],"accessToken":["«_oid».«_tid»-login.windows.net-accesstoken-«_cid»-«_tid»-user.read openid profile email--"],"refreshToken":["«_oid».«_tid»-login.windows.net-refreshtoken-«_cid»----"]}
`, V{"_oid": oid, "_tid": tid, "_cid": cid, "a": g.bxIDToken("https://sts.windows.net/"+tid+"/", "00000003-0000-0000-c000-000000000000"), "_u1": g.bxUnix(), "_u2": g.bxUnix(), "_u3": g.bxUnix(),
		"b": g.bxMSRT(), "_u4": g.bxUnix()}, "\"credentialType\":\"RefreshToken\"", "login.windows.net")

	ccid := g.s(alLowNum, 26)
	g.bxAdd("cognito-amplify-localstorage", `
CognitoIdentityServiceProvider.«_c».LastAuthUser	«_sub»
CognitoIdentityServiceProvider.«_c».«_sub».idToken	«a»
CognitoIdentityServiceProvider.«_c».«_sub».accessToken	«b»
CognitoIdentityServiceProvider.«_c».«_sub».refreshToken	«c»
CognitoIdentityServiceProvider.«_c».«_sub».clockDrift	0
amplify-signin-with-hostedUI	false
`, V{"_c": ccid, "_sub": g.uuid(), "a": g.bxIDToken("https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_"+g.an(9), ccid), "b": g.bxIDToken("https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_"+g.an(9), ccid),
		"c": g.bxCognitoRT()}, "amplify-signin-with-hostedUI", "clockDrift")

	g.bxAdd("okta-token-storage-value", `
okta-token-storage
{"idToken":{"idToken":"«a»","claims":{"sub":"00u«_sub»","email":"ops@fieldkit.io","ver":1,"iss":"https://fieldkit.okta.com/oauth2/default","aud":"0oa«_cid»"},"expiresAt":«_u»,"scopes":["openid","email","profile","offline_access"],"authorizeUrl":"https://fieldkit.okta.com/oauth2/default/v1/authorize","issuer":"https://fieldkit.okta.com/oauth2/default","clientId":"0oa«_cid»"},"accessToken":{"accessToken":"«b»","tokenType":"Bearer","expiresAt":«_u»,"scopes":["openid","email","profile","offline_access"],"userinfoUrl":"https://fieldkit.okta.com/oauth2/default/v1/userinfo"},"refreshToken":{"refreshToken":"«c»","expiresAt":«_u2»,"scopes":["openid","email","profile","offline_access"],"tokenUrl":"https://fieldkit.okta.com/oauth2/default/v1/token"}}
`, V{"a": g.bxIDToken("https://fieldkit.okta.com/oauth2/default", "0oa"+g.an(17)), "_sub": g.an(17), "_cid": g.an(17), "_u": g.bxUnix(), "b": g.bxIDToken("https://fieldkit.okta.com/oauth2/default", "api://default"),
		"c": g.b64u(43), "_u2": g.bxUnix()}, "ops@fieldkit.io", "https://fieldkit.okta.com/oauth2/default/v1/token")

	g.bxAdd("oidc-client-ts-sessionstorage", `
sessionStorage
  oidc.user:https://sso.fieldkit.io/realms/fieldkit:web-console
  {"id_token":"«a»","session_state":"«_ss»","access_token":"«b»","refresh_token":"«c»","token_type":"Bearer","scope":"openid email profile","profile":{"sub":"«_sub»","preferred_username":"ops-anna","email":"anna@fieldkit.io"},"expires_at":«_u»}
`, V{"a": g.bxIDToken("https://sso.fieldkit.io/realms/fieldkit", "web-console"), "_ss": g.uuid(), "b": g.bxIDToken("https://sso.fieldkit.io/realms/fieldkit", "account"),
		"c":    g.jwt("HS512", fmt.Sprintf(`{"exp":%s,"iat":1718090000,"jti":"%s","iss":"https://sso.fieldkit.io/realms/fieldkit","typ":"Refresh","azp":"web-console"}`, g.bxUnix(), g.uuid())),
		"_sub": g.uuid(), "_u": g.bxUnix()}, "ops-anna", "oidc.user:https://sso.fieldkit.io/realms/fieldkit:web-console")

	g.bxAdd("firebase-indexeddb-authuser", `
IndexedDB › firebaseLocalStorageDb › firebaseLocalStorage
fbase_key: "firebase:authUser:«=k»:[DEFAULT]"
value: {
  "uid": "«_uid»",
  "email": "sam@pinboard-clone.dev",
  "emailVerified": true,
  "isAnonymous": false,
  "providerData": [{"providerId":"google.com","uid":"«_guid»","email":"sam@pinboard-clone.dev"}],
  "stsTokenManager": {
    "refreshToken": "«a»",
    "accessToken": "«b»",
    "expirationTime": «_ms»
  },
  "createdAt": "«_ms2»",
  "lastLoginAt": "«_ms3»",
  "apiKey": "«=k»",
  "appName": "[DEFAULT]"
}
`, V{"=k": g.googleKey(), "_uid": g.an(28), "_guid": g.digits(21), "a": g.bxFirebaseRT(), "b": g.bxIDToken("https://securetoken.google.com/pinboard-clone", "pinboard-clone"), "_ms": g.bxMs(), "_ms2": g.bxMs(), "_ms3": g.bxMs()},
		"sam@pinboard-clone.dev", "firebaseLocalStorageDb")

	g.bxAdd("cookies-table-copy-chrome", `
Name	Value	Domain	Path	Expires / Max-Age	Size	HttpOnly	Secure	SameSite	Partition Key Site	Cross Site	Priority
_ga	«_ga»	.shopline.io	/	2025-07-16T10:02:11.942Z	30					Medium
_gid	GA1.2.«_gid»	.shopline.io	/	2024-06-12T10:02:11.000Z	31					Medium
shopline_session	«a»	admin.shopline.io	/	Session	«=n»	✓	✓	Lax			Medium
remember_user_token	«b»	admin.shopline.io	/	2024-07-11T10:02:09.118Z	412	✓	✓	Lax			Medium
__stripe_mid	«_smid»	.shopline.io	/	2025-06-11T10:02:12.000Z	54		✓	Strict			Medium
`, V{"_ga": g.bxGA(), "_gid": g.digits(10) + "." + g.digits(10), "a": g.b64u(200) + "--" + g.b64u(24) + "--" + g.b64u(24), "=n": "304", "b": g.b64u(300) + "--" + g.hex(40), "_smid": g.uuid() + g.hex(6)},
		"Partition Key Site", "admin.shopline.io")

	g.bxAdd("nextauth-cookies-application-tab", `
__Host-next-auth.csrf-token	«=c»%7C«_h»	localhost	/	Session	156	✓	✓	Lax
__Secure-next-auth.callback-url	https%3A%2F%2Fbeta.trailmap.app%2Fdashboard	beta.trailmap.app	/	Session	82	✓	✓	Lax
__Secure-next-auth.session-token	«a»	beta.trailmap.app	/	2024-07-11T09:31:55.000Z	«=n»	✓	✓	Lax
`, V{"=c": g.hex(64), "_h": g.hex(64), "a": g.bxNextAuth(), "=n": "452"}, "__Secure-next-auth.session-token", "https%3A%2F%2Fbeta.trailmap.app%2Fdashboard")

	g.bxAdd("console-document-cookie", `
> document.cookie
< '_ga=«_ga»; _fbp=fb.1.«_ms».«_fb»; connect.sid=«a»; cookieconsent_status=dismiss; intercom-id-«_ic»=«_icv»'
`, V{"_ga": g.bxGA(), "_ms": g.bxMs(), "_fb": g.digits(10), "a": g.bxConnectSid(), "_ic": g.s(alLowNum, 8), "_icv": g.uuid()}, "cookieconsent_status=dismiss")

	g.bxAdd("firefox-storage-inspector-cookie-sidebar", `
laravel_session: "«a»%3D"
Created: "Tue, 11 Jun 2024 08:41:19 GMT"
Domain: "portal.kundenwerk.de"
Expires / Max-Age: "Tue, 11 Jun 2024 10:41:19 GMT"
HostOnly: true
HttpOnly: true
Last Accessed: "Tue, 11 Jun 2024 08:44:02 GMT"
Path: "/"
SameSite: "Lax"
Secure: true
Size: 357
`, V{"a": g.bxLaravel()}, "portal.kundenwerk.de", "Last Accessed")

	g.bxAdd("console-auth-debug-log", `
main.8f3a1c2e.js:1 [router] navigating to /projects
main.8f3a1c2e.js:1 [auth] silent refresh ok, new token: «a»
main.8f3a1c2e.js:1 [auth] refresh token rotated: «b»
main.8f3a1c2e.js:1 [ws] connected wss://rt.planboard.io/socket (sid «_sid»)
`, V{"a": g.userJWT(), "b": g.b64u(64), "_sid": g.an(20)}, "wss://rt.planboard.io/socket", "[router] navigating to /projects")

	g.bxAdd("console-network-error-key-in-url", `
GET https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=«a» 403 (Forbidden)
(anonymous) @ geocode.ts:22
Promise.then (async)
search @ SearchBox.tsx:41
Uncaught (in promise) Error: REQUEST_DENIED: API keys with referer restrictions cannot be used with this API.
`, V{"a": g.googleKey()}, "REQUEST_DENIED", "SearchBox.tsx:41")

	g.bxAdd("apollo-link-console-headers", `
[apollo] → mutation UpdateBoard {"id":"«_id»","title":"Q3 roadmap"}
[apollo]   headers: {authorization: 'Bearer «a»', 'x-client-version': '5.14.2', 'apollographql-client-name': 'web'}
[apollo] ← UpdateBoard 200 in 143ms
`, V{"_id": g.uuid(), "a": g.userJWT()}, "Q3 roadmap", "apollographql-client-name")

	g.bxAdd("redux-devtools-state-export", `
{
  "auth": {
    "status": "authenticated",
    "user": { "id": «_id», "name": "Priya N.", "role": "admin" },
    "accessToken": "«a»",
    "refreshToken": "«b»",
    "mfaPending": false
  },
  "boards": { "ids": [«_b1», «_b2»], "loading": false }
}
`, V{"_id": g.digits(5), "a": g.userJWT(), "b": g.uuid() + g.uuid(), "_b1": g.digits(4), "_b2": g.digits(4)}, "Priya N.", "mfaPending")

	g.bxAdd("cookiestore-getall-console", `
> await cookieStore.getAll()
< (3) [{…}, {…}, {…}]
  0: {domain: null, expires: null, name: 'PHPSESSID', partitioned: false, path: '/', sameSite: 'lax', secure: true, value: '«a»'}
  1: {domain: 'crm.kundenwerk.de', expires: «_ms», name: 'remember_web_«_h»', partitioned: false, path: '/', sameSite: 'lax', secure: true, value: '«b»'}
  2: {domain: null, expires: null, name: 'locale', partitioned: false, path: '/', sameSite: 'strict', secure: true, value: 'de'}
`, V{"a": g.s(alLowNum, 26), "_ms": g.bxMs(), "_h": g.hex(40), "b": g.bxLaravel()}, "crm.kundenwerk.de", "PHPSESSID")

	g.bxAdd("safari-web-inspector-storage-copy", `
Local Storage — https://app.linkly.io
Key	Value
linkly:session	{"token":"«a»","expires":"2024-06-18T09:00:00Z"}
linkly:lastTeam	«_team»
linkly:onboarding	done
`, V{"a": "lk_sess_" + g.an(40), "_team": g.uuid()}, "https://app.linkly.io", "linkly:onboarding")

	g.bxAdd("indexeddb-workbox-queue-request-copy", `
IndexedDB › workbox-background-sync › requests
{
  "queueName": "api-retry",
  "timestamp": «_ms»,
  "requestData": {
    "url": "https://api.fieldkit.io/v2/reports",
    "method": "POST",
    "headers": { "authorization": "Bearer «a»", "content-type": "application/json" },
    "mode": "cors",
    "credentials": "same-origin"
  }
}
`, V{"_ms": g.bxMs(), "a": g.userJWT()}, "workbox-background-sync", "https://api.fieldkit.io/v2/reports")
}

// ---- DevTools: Network tab copies ----

const bxChromeUA = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36"

func (g *G) bxCopyAs() {
	g.bxAdd("copy-as-curl-bash-bearer-and-cookies", `
curl 'https://api.planboard.io/v2/boards?include=members' \
  -H 'accept: application/json, text/plain, */*' \
  -H 'accept-language: en-US,en;q=0.9,de;q=0.8' \
  -H 'authorization: Bearer «a»' \
  -b '_ga=«_ga»; pb_session=«b»; _gcl_au=1.1.«_gcl».«_u»' \
  -H 'origin: https://app.planboard.io' \
  -H 'priority: u=1, i' \
  -H 'referer: https://app.planboard.io/' \
  -H 'sec-ch-ua: "Google Chrome";v="125", "Chromium";v="125", "Not.A/Brand";v="24"' \
  -H 'sec-ch-ua-mobile: ?0' \
  -H 'sec-ch-ua-platform: "macOS"' \
  -H 'sec-fetch-dest: empty' \
  -H 'sec-fetch-mode: cors' \
  -H 'sec-fetch-site: same-site' \
  -H 'user-agent: `+bxChromeUA+`' \
  -H 'x-request-id: «_rid»'
`, V{"a": g.userJWT(), "_ga": g.bxGA(), "b": g.hex(64), "_gcl": g.digits(10), "_u": g.bxUnix(), "_rid": g.uuid()},
		"https://api.planboard.io/v2/boards?include=members", "sec-fetch-site: same-site")

	g.bxAdd("copy-as-curl-cmd-windows", `
curl ^"https://intranet.contoso.local/api/timesheets/2024-24^" ^
  -H ^"accept: application/json^" ^
  -H ^"accept-language: de-DE,de;q=0.9^" ^
  -b ^".AspNetCore.Antiforgery.«_af»=«=af»; .AspNetCore.Cookies=«a»^" ^
  -H ^"referer: https://intranet.contoso.local/timesheets^" ^
  -H ^"sec-fetch-mode: cors^" ^
  -H ^"user-agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.0.0^"
`, V{"_af": g.b64u(11), "=af": "CfDJ8" + g.b64u(150), "a": "CfDJ8" + g.b64u(600)}, "https://intranet.contoso.local/api/timesheets/2024-24", "Edg/125.0.0.0")

	g.bxAdd("copy-as-fetch-graphql", `
fetch("https://api.linkly.io/graphql", {
  "headers": {
    "accept": "*/*",
    "accept-language": "en-GB,en;q=0.9",
    "authorization": "Bearer «a»",
    "content-type": "application/json",
    "sec-ch-ua": "\"Chromium\";v=\"125\", \"Not.A/Brand\";v=\"24\"",
    "sec-ch-ua-mobile": "?0",
    "sec-ch-ua-platform": "\"Linux\"",
    "sec-fetch-dest": "empty",
    "sec-fetch-mode": "cors",
    "sec-fetch-site": "same-origin",
    "x-linkly-team": "«_team»"
  },
  "referrer": "https://app.linkly.io/links",
  "referrerPolicy": "strict-origin-when-cross-origin",
  "body": "{\"operationName\":\"Links\",\"variables\":{\"first\":50},\"query\":\"query Links($first: Int) { links(first: $first) { id slug clicks } }\"}",
  "method": "POST",
  "mode": "cors",
  "credentials": "include"
});
`, V{"a": "lk_pat_" + g.an(40), "_team": g.uuid()}, "strict-origin-when-cross-origin", "https://app.linkly.io/links")

	g.bxAdd("copy-as-fetch-nodejs-cookie", `
fetch("https://dash.shopline.io/admin/api/2024-04/orders.json?status=any&limit=50", {
  "headers": {
    "accept": "application/json",
    "cookie": "_shopline_y=«_y»; _secure_admin_session_id=«a»; _secure_admin_session_id_csrf=«=csrf»; koa.sid=«b»; koa.sid.sig=«c»",
    "Referer": "https://dash.shopline.io/admin/orders",
    "Referrer-Policy": "strict-origin-when-cross-origin"
  },
  "body": null,
  "method": "GET"
});
`, V{"_y": g.uuid(), "a": g.hex(32), "=csrf": g.hex(32), "b": g.b64u(32), "c": g.b64u(27)}, "https://dash.shopline.io/admin/orders", "Referrer-Policy")

	g.bxAdd("copy-as-powershell-session", `
$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.UserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36"
$session.Cookies.Add((New-Object System.Net.Cookie("ai_user", "«_ai»|2024-06-11T08:12:44.120Z", "/", "portal.fabrikam.com")))
$session.Cookies.Add((New-Object System.Net.Cookie("ASP.NET_SessionId", "«a»", "/", "portal.fabrikam.com")))
$session.Cookies.Add((New-Object System.Net.Cookie(".ASPXAUTH", "«b»", "/", "portal.fabrikam.com")))
Invoke-WebRequest -UseBasicParsing -Uri "https://portal.fabrikam.com/api/invoices/export?year=2024" ˋ
-WebSession $session ˋ
-Headers @{
"authority"="portal.fabrikam.com"
  "method"="GET"
  "path"="/api/invoices/export?year=2024"
  "scheme"="https"
  "accept"="application/json"
  "x-api-key"="«c»"
}
`, V{"_ai": g.b64u(22), "a": g.s(alLowNum, 24), "b": g.hex(160), "c": g.hex(40)}, "Microsoft.PowerShell.Commands.WebRequestSession", "portal.fabrikam.com")

	g.bxAdd("firefox-copy-as-curl-login-post", `
curl 'https://gitea.home.example/user/login' -X POST -H 'User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0' -H 'Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' -H 'Accept-Language: en-US,en;q=0.5' -H 'Accept-Encoding: gzip, deflate, br, zstd' -H 'Content-Type: application/x-www-form-urlencoded' -H 'Origin: https://gitea.home.example' -H 'Connection: keep-alive' -H 'Referer: https://gitea.home.example/user/login' -H 'Cookie: i_like_gitea=«a»; _csrf=«=csrf»' -H 'Upgrade-Insecure-Requests: 1' -H 'Sec-Fetch-Dest: document' -H 'Sec-Fetch-Mode: navigate' -H 'Sec-Fetch-Site: same-origin' -H 'Sec-Fetch-User: ?1' -H 'Priority: u=1' --data-raw '_csrf=«=csrf»&user_name=tobias&password=«b»&remember=on'
`, V{"a": g.hex(16), "=csrf": g.b64u(43), "b": g.pwURL()}, "https://gitea.home.example/user/login", "user_name=tobias")

	g.bxAdd("firefox-copy-request-headers", `
GET /api/v4/projects?membership=true HTTP/2
Host: gitlab.fieldkit.io
User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0
Accept: application/json, text/plain, */*
Accept-Language: en-US,en;q=0.5
Accept-Encoding: gzip, deflate, br, zstd
PRIVATE-TOKEN: «a»
X-Requested-With: XMLHttpRequest
Connection: keep-alive
Referer: https://gitlab.fieldkit.io/dashboard/projects
Cookie: _gitlab_session=«b»; known_sign_in=«c»; preferred_language=en
Sec-Fetch-Dest: empty
Sec-Fetch-Mode: cors
Sec-Fetch-Site: same-origin
`, V{"a": g.glpat(), "b": g.hex(32), "c": g.b64(60)}, "gitlab.fieldkit.io", "preferred_language=en")

	g.bxAdd("copy-all-as-curl-two-requests", `
curl 'https://grafana.ops.example/api/dashboards/uid/«_uid»' \
  -H 'accept: application/json, text/plain, */*' \
  -b 'grafana_session=«a»; grafana_session_expiry=«_u»' \
  -H 'x-grafana-org-id: 1' ;
curl 'https://grafana.ops.example/api/ds/query?ds_type=prometheus' \
  -H 'accept: application/json, text/plain, */*' \
  -H 'content-type: application/json' \
  -b 'grafana_session=«a»; grafana_session_expiry=«_u»' \
  -H 'x-datasource-uid: «_ds»' \
  -H 'x-grafana-org-id: 1' \
  --data-raw '{"queries":[{"refId":"A","expr":"sum(rate(http_requests_total[5m]))","datasource":{"type":"prometheus","uid":"«_ds»"}}],"from":"now-6h","to":"now"}'
`, V{"_uid": g.an(9), "a": g.hex(32), "_u": g.bxUnix(), "_ds": g.an(9)}, "https://grafana.ops.example/api/ds/query?ds_type=prometheus", "x-grafana-org-id: 1")

	g.bxAdd("har-entry-headers-cookies", `
      "request": {
        "method": "GET",
        "url": "https://api.trailmap.app/v1/me",
        "httpVersion": "http/2.0",
        "headers": [
          { "name": ":authority", "value": "api.trailmap.app" },
          { "name": "accept", "value": "application/json" },
          { "name": "authorization", "value": "Bearer «a»" },
          { "name": "cookie", "value": "tm_sid=«b»; tm_theme=dark" },
          { "name": "x-amzn-trace-id", "value": "Root=1-«_t1»-«_t2»" }
        ],
        "queryString": [],
        "cookies": [
          { "name": "tm_sid", "value": "«b»", "path": "/", "domain": ".trailmap.app", "expires": "2024-07-11T08:00:00.000Z", "httpOnly": true, "secure": true },
          { "name": "tm_theme", "value": "dark", "path": "/", "domain": ".trailmap.app", "httpOnly": false, "secure": false }
        ],
        "headersSize": -1,
        "bodySize": 0
      },
`, V{"a": g.userJWT(), "b": g.b64u(43), "_t1": g.hex(8), "_t2": g.hex(24)}, "https://api.trailmap.app/v1/me", "headersSize")

	g.bxAdd("har-postdata-login-params", `
        "postData": {
          "mimeType": "application/x-www-form-urlencoded",
          "text": "username=accounting%40kundenwerk.de&password=«a»&client_id=web&grant_type=password",
          "params": [
            { "name": "username", "value": "accounting%40kundenwerk.de" },
            { "name": "password", "value": "«a»" },
            { "name": "client_id", "value": "web" },
            { "name": "grant_type", "value": "password" }
          ]
        }
`, V{"a": g.pwURL()}, "accounting%40kundenwerk.de", "application/x-www-form-urlencoded")

	g.bxAdd("network-response-copy-oauth-token", `
POST https://auth.planboard.io/oauth/token  200
Response:
{"access_token":"«a»","token_type":"bearer","expires_in":7200,"refresh_token":"«b»","scope":"read write","created_at":«_u»,"id_token":"«c»"}
`, V{"a": g.b64u(43), "b": g.b64u(43), "_u": g.bxUnix(), "c": g.bxIDToken("https://auth.planboard.io", "web")}, "https://auth.planboard.io/oauth/token", "\"scope\":\"read write\"")

	g.bxAdd("network-response-login-user-object", `
{
  "user": {
    "id": "«_uid»",
    "email": "jonas@vetnet.de",
    "firstName": "Jonas",
    "roles": ["clinic_admin"],
    "clinicId": «_cl»
  },
  "token": "«a»",
  "refreshToken": "«b»",
  "expiresIn": 900,
  "requestId": "«_rid»"
}
`, V{"_uid": g.uuid(), "_cl": g.digits(4), "a": g.userJWT(), "b": g.an(64), "_rid": g.bxReq()}, "jonas@vetnet.de", "clinic_admin")

	g.bxAdd("response-headers-copy-set-cookie", `
HTTP/2 302
date: Tue, 11 Jun 2024 09:12:44 GMT
content-length: 0
location: /dashboard
set-cookie: sessionid=«a»; expires=Tue, 25 Jun 2024 09:12:44 GMT; HttpOnly; Max-Age=1209600; Path=/; SameSite=Lax; Secure
set-cookie: csrftoken=«=c»; expires=Tue, 10 Jun 2025 09:12:44 GMT; Max-Age=31449600; Path=/; SameSite=Lax; Secure
x-frame-options: DENY
cf-ray: «_ray»-FRA
strict-transport-security: max-age=31536000; includeSubDomains
`, V{"a": g.djangoSession(), "=c": g.an(32), "_ray": g.hex(16)}, "location: /dashboard", "x-frame-options: DENY")

	g.bxAdd("payload-tab-form-data-copy", `
Form Data  view source  view URL-encoded
grant_type: password
client_id: admin-cli
username: keycloak-admin
password: «a»
totp: «=otp»
`, V{"a": g.pwStrong(), "=otp": g.digits(6)}, "client_id: admin-cli", "keycloak-admin")

	g.bxAdd("safari-copy-as-curl", `
curl 'https://api.notes.example.app/v1/sync' \
-X 'POST' \
-H 'Content-Type: application/json' \
-H 'Accept: */*' \
-H 'Authorization: Token «a»' \
-H 'Sec-Fetch-Site: same-site' \
-H 'Accept-Language: en-GB,en;q=0.9' \
-H 'Sec-Fetch-Mode: cors' \
-H 'Origin: https://notes.example.app' \
-H 'User-Agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15' \
-H 'Sec-Fetch-Dest: empty' \
--data-binary '{"since":«_ms»,"device":"«_dev»"}'
`, V{"a": g.hex(40), "_ms": g.bxMs(), "_dev": g.uuid()}, "Version/17.5 Safari/605.1.15", "https://notes.example.app")

	g.bxAdd("copy-as-curl-s3-presigned-put", `
curl 'https://fieldkit-uploads.s3.eu-central-1.amazonaws.com/reports/«_f».pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Content-Sha256=UNSIGNED-PAYLOAD&X-Amz-Credential=«=kid»%2F20240611%2Feu-central-1%2Fs3%2Faws4_request&X-Amz-Date=20240611T091822Z&X-Amz-Expires=900&X-Amz-Security-Token=«a»&X-Amz-Signature=«b»&X-Amz-SignedHeaders=host&x-id=PutObject' \
  -X 'PUT' \
  -H 'content-type: application/pdf' \
  --data-binary @report.pdf
`, V{"_f": g.uuid(), "=kid": g.awsTempID(), "a": "IQoJb3JpZ2luX2VjE" + g.an(300), "b": g.hex(64)}, "X-Amz-Algorithm=AWS4-HMAC-SHA256", "fieldkit-uploads")

	g.bxAdd("websocket-copy-as-curl-token-query", `
curl 'wss://rt.planboard.io/socket/websocket?token=«a»&vsn=2.0.0' \
  -H 'Upgrade: websocket' \
  -H 'Origin: https://app.planboard.io' \
  -H 'Sec-WebSocket-Version: 13' \
  -H 'Sec-WebSocket-Key: «_k»' \
  -H 'Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits'
`, V{"a": "SFMyNTY." + g.b64u(120) + "." + g.b64u(43), "_k": g.b64(16)}, "permessage-deflate", "vsn=2.0.0")

	g.bxAdd("copy-as-curl-basic-auth-header", `
curl 'https://registry.internal.example/v2/_catalog?n=100' \
  -H 'Accept: application/json' \
  -H 'Authorization: Basic «a»' \
  -H 'Referer: https://registry-ui.internal.example/' \
  -H 'User-Agent: `+bxChromeUA+`'
`, V{"a": b64s("ci-reader:" + g.pwURL())}, "https://registry.internal.example/v2/_catalog?n=100")

	g.bxAdd("copy-value-single-header", `
I right-clicked the header in the Network tab and did Copy value, here it is:
x-api-key: «a»
and the request goes to https://api.vetnet.de/v3/appointments — response is 401 {"error":"invalid_api_key","request_id":"«_rid»"}
`, V{"a": "vn_live_" + g.an(32), "_rid": g.bxReq()}, "https://api.vetnet.de/v3/appointments", "invalid_api_key")

	g.bxAdd("copy-as-curl-json-login", `
curl 'https://api.clinicly.app/auth/login' \
  -H 'content-type: application/json' \
  -H 'origin: https://app.clinicly.app' \
  -H 'x-device-id: «_dev»' \
  --data-raw '{"email":"frontdesk@clinicly.app","password":"«a»","rememberMe":true}'
`, V{"_dev": g.uuid(), "a": g.pw()}, "frontdesk@clinicly.app", "rememberMe")

	g.bxAdd("edge-copy-as-nodejs-fetch-apikey-query", `
fetch("https://api.openweathermap.org/data/3.0/onecall?lat=52.52&lon=13.40&units=metric&appid=«a»", {
  "headers": {
    "accept": "*/*",
    "accept-language": "de,en;q=0.9"
  },
  "body": null,
  "method": "GET"
});
`, V{"a": g.hex(32)}, "lat=52.52&lon=13.40")

	g.bxAdd("network-preview-config-endpoint", `
GET /api/public-config  200  (preview copied)
{
  "env": "production",
  "stripePublishableKey": "«_pk»",
  "algoliaAppId": "«_app»",
  "algoliaSearchKey": "«_sk»",
  "algoliaAdminKey": "«a»",
  "intercomAppId": "«_ic»"
}
`, V{"_pk": g.pkLive(), "_app": g.s(alUpNum, 10), "_sk": g.hex(32), "a": g.hex(32), "_ic": g.s(alLowNum, 8)}, "/api/public-config", "algoliaAdminKey")
}

// ---- browser automation ----

func (g *G) bxAutomation() {
	g.bxAdd("puppeteer-login-script", `
// scripts/export-invoices.js
const puppeteer = require("puppeteer");

(async () => {
  const browser = await puppeteer.launch({ headless: "new" });
  const page = await browser.newPage();
  await page.goto("https://billing.hostwerk.de/login", { waitUntil: "networkidle2" });
  await page.type("#email", "finance@brightpixel.studio");
  await page.type("#password", "«a»");
  await Promise.all([page.waitForNavigation(), page.click("button[type=submit]")]);
  await page.goto("https://billing.hostwerk.de/invoices?year=2024");
  await page.pdf({ path: "invoices-2024.pdf", format: "A4" });
  await browser.close();
})();
`, V{"a": g.pw()}, "finance@brightpixel.studio", "https://billing.hostwerk.de/login")

	g.bxAdd("puppeteer-setcookie-session", `
await page.setCookie(
  { name: "li_at", value: "«a»", domain: ".linkedin.com", path: "/", httpOnly: true, secure: true },
  { name: "JSESSIONID", value: "\"ajax:«_j»\"", domain: ".www.linkedin.com", path: "/" },
  { name: "lang", value: "v=2&lang=en-us", domain: ".linkedin.com", path: "/" }
);
`, V{"a": "AQEDA" + g.b64u(150), "_j": g.digits(19)}, "v=2&lang=en-us", ".www.linkedin.com")

	g.bxAdd("puppeteer-connect-browserless", `
import puppeteer from "puppeteer-core";

const browser = await puppeteer.connect({
  browserWSEndpoint: "wss://production-sfo.browserless.io?token=«a»&stealth=true&blockAds=true",
});
const page = await browser.newPage();
await page.goto("https://news.ycombinator.com");
console.log(await page.title());
`, V{"a": g.an(48)}, "production-sfo.browserless.io", "blockAds=true")

	g.bxAdd("puppeteer-extension-test-extra-headers", `
// test/e2e/popup.test.ts
const EXT_PATH = path.resolve(__dirname, "../../dist");
const browser = await puppeteer.launch({
  headless: false,
  args: [ˋ--disable-extensions-except=${EXT_PATH}ˋ, ˋ--load-extension=${EXT_PATH}ˋ],
});
const worker = await browser.waitForTarget((t) => t.type() === "service_worker");
const extId = new URL(worker.url()).host; // «_id» locally (key in manifest)
const page = await browser.newPage();
await page.setExtraHTTPHeaders({ Authorization: "Bearer «a»" }); // staging test user
await page.goto(ˋchrome-extension://${extId}/popup.htmlˋ);
`, V{"_id": g.bxExtID(), "a": g.userJWT()}, "--disable-extensions-except", "staging test user")

	g.bxAdd("playwright-auth-setup-literal", `
// tests/auth.setup.ts
import { test as setup, expect } from "@playwright/test";

const authFile = "playwright/.auth/user.json";

setup("authenticate", async ({ page }) => {
  await page.goto("https://staging.planboard.io/login");
  await page.getByLabel("Email").fill("qa-bot@planboard.io");
  await page.getByLabel("Password").fill("«a»");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Boards" })).toBeVisible();
  await page.context().storageState({ path: authFile });
});
`, V{"a": g.pwStrong()}, "qa-bot@planboard.io", "playwright/.auth/user.json")

	g.bxAdd("playwright-storage-state-json", `
$ cat playwright/.auth/user.json
{
  "cookies": [
    {
      "name": "pb_session",
      "value": "«a»",
      "domain": "staging.planboard.io",
      "path": "/",
      "expires": «_e»,
      "httpOnly": true,
      "secure": true,
      "sameSite": "Lax"
    },
    {
      "name": "_ga",
      "value": "«_ga»",
      "domain": ".planboard.io",
      "path": "/",
      "expires": «_e2»,
      "httpOnly": false,
      "secure": false,
      "sameSite": "Lax"
    }
  ],
  "origins": [
    {
      "origin": "https://staging.planboard.io",
      "localStorage": [
        { "name": "pb.refresh", "value": "«b»" },
        { "name": "pb.lastBoard", "value": "«_bid»" }
      ]
    }
  ]
}
`, V{"a": g.hex(64), "_e": g.bxUnix() + ".748431", "_ga": g.bxGA(), "_e2": g.bxUnix() + ".2019", "b": g.b64u(64), "_bid": g.uuid()}, "https://staging.planboard.io", "pb.lastBoard")

	g.bxAdd("playwright-python-storage-state", `
>>> ctx = browser.new_context()
>>> page = ctx.new_page(); page.goto("https://admin.vetnet.de")
>>> # logged in manually in the headed window
>>> state = ctx.storage_state(path="vetnet_state.json")
>>> state["cookies"][0]
{'name': 'vetnet_admin', 'value': '«a»', 'domain': 'admin.vetnet.de', 'path': '/', 'expires': -1, 'httpOnly': True, 'secure': True, 'sameSite': 'Strict'}
`, V{"a": g.b64u(86)}, "vetnet_state.json", "'sameSite': 'Strict'")

	g.bxAdd("playwright-config-http-credentials", `
// playwright.config.ts
export default defineConfig({
  testDir: "./e2e",
  retries: process.env.CI ? 2 : 0,
  use: {
    baseURL: "https://preview.brightpixel.studio",
    httpCredentials: { username: "preview", password: "«a»" },
    extraHTTPHeaders: { "x-vercel-protection-bypass": "«b»" },
    trace: "on-first-retry",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
});
`, V{"a": g.pwURL(), "b": g.an(32)}, "https://preview.brightpixel.studio", "x-vercel-protection-bypass")

	g.bxAdd("playwright-codegen-output", `
$ npx playwright codegen --save-storage=auth.json https://app.clinicly.app
import { test, expect } from '@playwright/test';

test('test', async ({ page }) => {
  await page.goto('https://app.clinicly.app/');
  await page.getByPlaceholder('name@clinic.com').click();
  await page.getByPlaceholder('name@clinic.com').fill('dr.weber@clinicly.app');
  await page.getByPlaceholder('Password').click();
  await page.getByPlaceholder('Password').fill('«a»');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('link', { name: 'Appointments' }).click();
});
`, V{"a": g.pw()}, "dr.weber@clinicly.app", "--save-storage=auth.json")

	g.bxAdd("playwright-failure-code-frame", `
  1) [chromium] › e2e/checkout.spec.ts:9:5 › guest can pay with card ─────────────────────────

    Error: locator.fill: Timeout 10000ms exceeded.
    Call log:
      - waiting for getByLabel('Admin password')

       9 | test('guest can pay with card', async ({ page }) => {
      10 |   await page.goto('/admin/login');
    > 11 |   await page.getByLabel('Admin password').fill('«a»');
         |                                           ^
      12 |   await page.getByRole('button', { name: 'Continue' }).click();

        at /home/runner/work/shop/shop/e2e/checkout.spec.ts:11:43

    attachment #1: trace (application/zip) ────────────────────────────────────────────────────
    test-results/checkout-guest-can-pay-with-card-chromium-retry1/trace.zip
`, V{"a": g.pw()}, "e2e/checkout.spec.ts:9:5", "locator.fill: Timeout 10000ms exceeded.")

	g.bxAdd("selenium-python-add-cookie", `
from selenium import webdriver

driver = webdriver.Chrome()
driver.get("https://www.instagram.com/")
driver.add_cookie({"name": "sessionid", "value": "«a»", "domain": ".instagram.com"})
driver.add_cookie({"name": "ds_user_id", "value": "«_uid»", "domain": ".instagram.com"})
driver.refresh()
`, V{"a": g.digits(11) + "%3A" + g.an(14) + "%3A" + g.digits(2) + "%3A" + g.b64u(60), "_uid": g.digits(11)}, "ds_user_id", "webdriver.Chrome()")

	g.bxAdd("selenium-pickle-cookies-print", `
>>> import pickle; pprint(pickle.load(open("cookies.pkl", "rb")))
[{'domain': '.reddit.com',
  'expiry': «_e»,
  'httpOnly': True,
  'name': 'reddit_session',
  'path': '/',
  'sameSite': 'None',
  'secure': True,
  'value': '«a»'},
 {'domain': 'www.reddit.com',
  'httpOnly': False,
  'name': 'csv',
  'path': '/',
  'sameSite': 'None',
  'secure': True,
  'value': '2'}]
`, V{"_e": g.bxUnix(), "a": g.userJWT()}, "reddit_session", "cookies.pkl")

	g.bxAdd("selenium-remote-browserstack-url", `
caps = {
    "browserName": "Chrome",
    "bstack:options": {"os": "Windows", "osVersion": "11", "buildName": "ext-smoke-412", "sessionName": "popup opens"},
}
driver = webdriver.Remote(
    command_executor="https://«_user»:«a»@hub-cloud.browserstack.com/wd/hub",
    options=ChromeOptions().set_capability("bstack:options", caps["bstack:options"]) or ChromeOptions(),
)
`, V{"_user": "nadiak_" + g.an(6), "a": g.an(20)}, "hub-cloud.browserstack.com", "ext-smoke-412")

	g.bxAdd("wdio-sauce-config", `
// wdio.conf.js
exports.config = {
  user: "brightpixel-ci",
  key: "«a»",
  region: "eu",
  services: ["sauce"],
  capabilities: [{
    browserName: "MicrosoftEdge",
    platformName: "Windows 11",
    "sauce:options": { build: ˋext-${process.env.GITHUB_RUN_ID}ˋ, tunnelName: "bp-tunnel" },
  }],
};
`, V{"a": g.uuid()}, "brightpixel-ci", "bp-tunnel")

	g.bxAdd("cypress-env-json", `
$ cat cypress.env.json
{
  "ADMIN_EMAIL": "admin@shopline.io",
  "ADMIN_PASSWORD": "«a»",
  "STRIPE_TEST_KEY": "«b»",
  "MAILSLURP_API_KEY": "«c»"
}
`, V{"a": g.pwStrong(), "b": g.skTest(), "c": g.hex(64)}, "admin@shopline.io", "MAILSLURP_API_KEY")

	g.bxAdd("cypress-run-record-key-ci-log", `
+ npx cypress run --record --key «a» --parallel --ci-build-id 9912-1
Cypress could not verify that this server is running:
  > http://localhost:4173
We are verifying this server because it has been configured as your baseUrl.
Cypress automatically waits until your server is accessible before running tests.
We will try connecting to it 3 more times...
`, V{"a": g.uuid()}, "http://localhost:4173", "--ci-build-id 9912-1")

	g.bxAdd("cypress-session-login-command", `
// cypress/support/commands.ts
Cypress.Commands.add("loginAsOwner", () => {
  cy.session("owner", () => {
    cy.request("POST", "/api/auth/login", { email: "owner@trailmap.app", password: "«a»" })
      .its("body.token")
      .then((token) => window.localStorage.setItem("tm_token", token));
  });
});
`, V{"a": g.pw()}, "owner@trailmap.app", "loginAsOwner")

	g.bxAdd("cdp-get-all-cookies-output", `
$ node dump-cookies.mjs --port 9222
[
  {
    "name": "SID",
    "value": "«a»",
    "domain": ".google.com",
    "path": "/",
    "expires": «_e»,
    "size": 155,
    "httpOnly": false,
    "secure": false,
    "session": false,
    "priority": "High",
    "sameParty": false,
    "sourceScheme": "Secure",
    "sourcePort": 443
  },
  {
    "name": "NID",
    "value": "«_nid»",
    "domain": ".google.com",
    "path": "/",
    "expires": «_e»,
    "size": 3,
    "httpOnly": true,
    "secure": true,
    "session": false,
    "sameSite": "None",
    "priority": "Medium"
  }
]
`, V{"a": "g." + g.b64u(150), "_e": g.bxUnix() + ".5", "_nid": "514=" + g.b64u(180)}, "dump-cookies.mjs", "sourceScheme")

	g.bxAdd("browser-cookie3-output", `
>>> import browser_cookie3
>>> cj = browser_cookie3.chrome(domain_name="github.com")
>>> for c in cj: print(c.name, c.value)
_octo GH1.1.«_octo».«_u»
logged_in yes
dotcom_user «_user»
user_session «a»
__Host-user_session_same_site «a»
tz Europe%2FBerlin
`, V{"_octo": g.digits(9), "_u": g.bxUnix(), "_user": "mschmidt-dev", "a": g.b64u(48)}, "browser_cookie3.chrome", "tz Europe%2FBerlin")

	g.bxAdd("browserbase-stagehand-env", `
# .env for the stagehand agent
BROWSERBASE_API_KEY=«a»
BROWSERBASE_PROJECT_ID=«_p»
OPENAI_API_KEY=«b»
HEADLESS=false
`, V{"a": "bb_live_" + g.b64u(27), "_p": g.uuid(), "b": g.openai()}, "HEADLESS=false", "BROWSERBASE_PROJECT_ID")

	g.bxAdd("apify-actor-run-curl", `
$ curl -s -X POST "https://api.apify.com/v2/acts/apify~web-scraper/runs?token=«a»" \
    -H 'Content-Type: application/json' \
    -d '{"startUrls":[{"url":"https://www.example-shop.de/sale"}],"pageFunction":"async ({ $ }) => ({ title: $(\"title\").text() })"}'
{"data":{"id":"«_run»","actId":"«_act»","status":"READY","defaultDatasetId":"«_ds»"}}
`, V{"a": "apify_api_" + g.an(36), "_run": g.an(17), "_act": g.an(17), "_ds": g.an(17)}, "apify~web-scraper", "defaultDatasetId")

	g.bxAdd("selenium-java-add-cookie", `
driver.get("https://jira.acme.io/");
driver.manage().addCookie(new Cookie("JSESSIONID", "«a»", "jira.acme.io", "/", null, true, true));
driver.manage().addCookie(new Cookie("atlassian.xsrf.token", "«=x»", "jira.acme.io", "/", null));
driver.navigate().refresh();
`, V{"a": g.s(alHexU, 32), "=x": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "_" + g.hex(40) + "_lin"}, "jira.acme.io", "atlassian.xsrf.token")

	g.bxAdd("testcafe-role-credentials", `
import { Role } from "testcafe";

export const admin = Role("https://cms.brightpixel.studio/admin", async (t) => {
  await t
    .typeText("#identifier", "editor@brightpixel.studio")
    .typeText("#password", "«a»", { paste: true })
    .click("button[type=submit]");
}, { preserveUrl: true });
`, V{"a": g.pw()}, "editor@brightpixel.studio", "preserveUrl")

	g.bxAdd("nightwatch-browserstack-conf", `
// nightwatch.conf.js
module.exports = {
  webdriver: { host: "hub.browserstack.com", port: 443, start_process: false },
  test_settings: {
    browserstack: {
      desiredCapabilities: {
        "bstack:options": {
          userName: "«_user»",
          accessKey: "«a»",
          local: true,
        },
      },
    },
  },
};
`, V{"_user": "qa_" + g.an(8), "a": g.an(20)}, "hub.browserstack.com", "start_process: false")

	g.bxAdd("robot-framework-variables-login", `
*** Settings ***
Library    SeleniumLibrary

*** Variables ***
${URL}         https://erp.kundenwerk.de/web/login
${USER}        buchhaltung
${PASSWORD}    «a»

*** Test Cases ***
Login Works
    Open Browser    ${URL}    headlesschrome
    Input Text      id=login       ${USER}
    Input Password  id=password    ${PASSWORD}
    Click Button    css=button[type=submit]
    Wait Until Page Contains    Discuss
`, V{"a": g.pw()}, "https://erp.kundenwerk.de/web/login", "buchhaltung")

	g.bxAdd("puppeteer-recaptcha-plugin-2captcha", `
const puppeteer = require("puppeteer-extra");
const RecaptchaPlugin = require("puppeteer-extra-plugin-recaptcha");

puppeteer.use(
  RecaptchaPlugin({
    provider: { id: "2captcha", token: "«a»" },
    visualFeedback: true,
  })
);
`, V{"a": g.hex(32)}, "puppeteer-extra-plugin-recaptcha", "visualFeedback")

	g.bxAdd("chrome-user-data-dir-login-script-log", `
$ node scripts/grab-token.js --profile ./tmp/profile
[grab-token] launched chrome 125.0.6422.60 with --user-data-dir=./tmp/profile
[grab-token] waiting for https://app.hubspot.com/ login ...
[grab-token] captured request GET /api/crm/v3/objects/contacts
[grab-token]   authorization: Bearer «a»
[grab-token] wrote token to .hubspot-token (expires in 1799s)
`, V{"a": "CK" + g.b64u(10) + "QICAgEAAAAA" + g.b64u(140)}, "chrome 125.0.6422.60", "--user-data-dir=./tmp/profile")
}

// ---- bookmarklets, bookmarks and userscripts ----

func (g *G) bxScripts() {
	g.bxAdd("bookmarklet-pinboard-auth-token", `
javascript:(function(){var u=encodeURIComponent(location.href),t=encodeURIComponent(document.title);fetch('https://api.pinboard.in/v1/posts/add?auth_token=«a»&url='+u+'&description='+t+'&toread=yes&format=json').then(r=>r.json()).then(j=>alert('pinboard: '+j.result_code));})();
`, V{"a": "maxfeld:" + g.s(alHexU, 20)}, "https://api.pinboard.in/v1/posts/add", "toread=yes")

	g.bxAdd("bookmarklet-slack-webhook", `
javascript:(()=>{fetch("https://hooks.slack.com/services/«_t»/«_b»/«a»",{method:"POST",mode:"no-cors",body:JSON.stringify({text:"👀 "+document.title+"\n"+location.href})})})()
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "mode:\"no-cors\"")

	g.bxAdd("bookmarklet-urlencoded-todoist", `
Drag this to your bookmarks bar ("→ Todoist"):
javascript:%28function%28%29%7Bfetch%28%27https%3A%2F%2Fapi.todoist.com%2Frest%2Fv2%2Ftasks%27%2C%7Bmethod%3A%27POST%27%2Cheaders%3A%7B%27Authorization%27%3A%27Bearer%20«a»%27%2C%27Content-Type%27%3A%27application%2Fjson%27%7D%2Cbody%3AJSON.stringify%28%7Bcontent%3Adocument.title%2Cdescription%3Alocation.href%7D%29%7D%29%7D%29%28%29
`, V{"a": g.hex(40)}, "Drag this to your bookmarks bar")

	g.bxAdd("tampermonkey-userscript-openai", `
// ==UserScript==
// @name         HN comment summarizer
// @namespace    https://github.com/mschmidt-dev/userscripts
// @version      0.3.1
// @description  Adds a "TL;DR" button to Hacker News threads
// @match        https://news.ycombinator.com/item?id=*
// @grant        GM_xmlhttpRequest
// @connect      api.openai.com
// ==/UserScript==

(function () {
  "use strict";
  const OPENAI_KEY = "«a»";
  const btn = document.createElement("button");
  btn.textContent = "TL;DR";
  btn.onclick = () => GM_xmlhttpRequest({
    method: "POST",
    url: "https://api.openai.com/v1/chat/completions",
    headers: { "Content-Type": "application/json", Authorization: "Bearer " + OPENAI_KEY },
    data: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: document.querySelector(".comment-tree").innerText.slice(0, 12000) }] }),
    onload: (r) => alert(JSON.parse(r.responseText).choices[0].message.content),
  });
  document.querySelector(".fatitem").append(btn);
})();
`, V{"a": g.openaiOld()}, "https://news.ycombinator.com/item?id=*", "HN comment summarizer")

	g.bxAdd("userscript-gm-getvalue-default-token", `
// ==UserScript==
// @name        GitHub PR size labels
// @match       https://github.com/*/*/pull/*
// @grant       GM_getValue
// @grant       GM_setValue
// @connect     api.github.com
// ==/UserScript==
const token = GM_getValue("ghToken", "«a»");
`, V{"a": g.ghFine()}, "GitHub PR size labels", "GM_getValue(\"ghToken\"")

	g.bxAdd("tampermonkey-backup-storage-json", `
$ unzip -p tampermonkey-backup-chrome-2024-06-11T08-00-00-000Z.zip "Jira quick log.storage.json"
{"data":{"jiraBase":"https://acme.atlassian.net","email":"pm@acme.io","apiToken":"«a»","lastIssue":"OPS-1187"}}
`, V{"a": g.atlassian()}, "Jira quick log.storage.json", "OPS-1187")

	g.bxAdd("violentmonkey-export-values", `
$ jq '.values' violentmonkey_export/violentmonkey
{
  "«_sid»": {
    "deeplKey": "s«a»",
    "targetLang": "sEN-GB",
    "enabled": "btrue"
  }
}
`, V{"_sid": g.digits(2), "a": g.uuid() + ":fx"}, "sEN-GB", "violentmonkey_export")

	g.bxAdd("userscript-jira-basic-auth", `
GM_xmlhttpRequest({
  method: "POST",
  url: "https://acme.atlassian.net/rest/api/3/issue/" + key + "/worklog",
  headers: {
    Authorization: "Basic " + btoa("pm@acme.io:«a»"),
    "Content-Type": "application/json",
  },
  data: JSON.stringify({ timeSpent: "30m" }),
});
`, V{"a": g.atlassian()}, "timeSpent", "https://acme.atlassian.net/rest/api/3/issue/")

	g.bxAdd("userscript-update-url-private-raw", `
// ==UserScript==
// @name         Acme intranet tweaks
// @version      1.8.0
// @match        https://intranet.acme.io/*
// @updateURL    https://raw.githubusercontent.com/acme-internal/userscripts/main/intranet.user.js?token=«a»
// @downloadURL  https://raw.githubusercontent.com/acme-internal/userscripts/main/intranet.user.js?token=«a»
// @grant        none
// ==/UserScript==
`, V{"a": "GHSAT0AAAAAAC" + g.s(alUpNum, 14) + "Z" + g.s(alUpNum, 26)}, "Acme intranet tweaks", "https://intranet.acme.io/*")

	g.bxAdd("bookmarks-html-export-javascript-url", `
<DT><H3 ADD_DATE="1704067200" LAST_MODIFIED="1718090000" PERSONAL_TOOLBAR_FOLDER="true">Bookmarks bar</H3>
<DL><p>
    <DT><A HREF="https://github.com/notifications" ADD_DATE="1704067201">Notifications</A>
    <DT><A HREF="javascript:void(open('https://api.instapaper.com/api/add?username=ilse%40brightpixel.studio&password=«a»&url='+encodeURIComponent(location.href)))" ADD_DATE="1704067301">Read later</A>
    <DT><A HREF="https://grafana.ops.example/d/«_d»/api-latency" ADD_DATE="1704067400">API latency</A>
</DL><p>
`, V{"a": g.pwURL(), "_d": g.an(9)}, "PERSONAL_TOOLBAR_FOLDER", "ilse%40brightpixel.studio")

	g.bxAdd("chrome-bookmarks-json-jupyter-token", `
$ jq '.roots.bookmark_bar.children[] | {name, url}' ~/.config/google-chrome/Default/Bookmarks
{
  "name": "GPU box notebook",
  "url": "http://10.0.4.17:8888/lab?token=«a»"
}
{
  "name": "Home Assistant",
  "url": "http://homeassistant.local:8123/lovelace/0"
}
`, V{"a": g.hex(48)}, "http://homeassistant.local:8123/lovelace/0", "GPU box notebook")

	g.bxAdd("bookmarklet-kibana-apikey-header", `
javascript:(async()=>{const r=await fetch('https://kibana.ops.example/api/saved_objects/_find?type=dashboard&search='+encodeURIComponent(getSelection()),{headers:{'kbn-xsrf':'true','Authorization':'ApiKey «a»'}});console.table((await r.json()).saved_objects.map(o=>o.attributes.title))})()
`, V{"a": g.esAPIKey()}, "https://kibana.ops.example/api/saved_objects/_find", "kbn-xsrf")
}

// ---- password manager and profile exports ----

func (g *G) bxPasswords() {
	g.bxAdd("chrome-passwords-csv", `
$ head -5 ~/Downloads/Chrome\ Passwords.csv
name,url,username,password,note
github.com,https://github.com/login,mschmidt-dev,«a»,
accounts.google.com,https://accounts.google.com/v3/signin/challenge/pwd,m.schmidt@gmail.com,«b»,
192.168.178.1,http://192.168.178.1/,admin,«c»,router
app.planboard.io,https://app.planboard.io/login,m.schmidt@brightpixel.studio,«d»,
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pwURL(), "d": g.pw()}, "name,url,username,password,note", "mschmidt-dev")

	g.bxAdd("firefox-logins-csv-export", `
"url","username","password","httpRealm","formActionOrigin","guid","timeCreated","timeLastUsed","timePasswordChanged"
"https://nextcloud.home.example","ilse","«a»",,"https://nextcloud.home.example","{«_g1»}","«_t1»","«_t2»","«_t1»"
"https://mail.brightpixel.studio","ilse@brightpixel.studio","«b»",,"https://mail.brightpixel.studio","{«_g2»}","«_t3»","«_t4»","«_t3»"
`, V{"a": g.pw(), "_g1": g.uuid(), "_t1": g.bxMs(), "_t2": g.bxMs(), "b": g.pwStrong(), "_g2": g.uuid(), "_t3": g.bxMs(), "_t4": g.bxMs()},
		"https://nextcloud.home.example", "formActionOrigin")

	g.bxAdd("firefox-decrypt-output", `
$ python3 firefox_decrypt.py ~/.mozilla/firefox/
Select the Mozilla profile you wish to decrypt
1 -> «_p».default
2 -> «_q».default-release
2

Website:   https://vpn.kundenwerk.de
Username: 'tkoch'
Password: '«a»'

Website:   https://portal.azure.com
Username: 'tkoch@kundenwerk.onmicrosoft.com'
Password: '«b»'
`, V{"_p": g.s(alLowNum, 8), "_q": g.s(alLowNum, 8), "a": g.pw(), "b": g.pwStrong()}, "https://vpn.kundenwerk.de", "tkoch@kundenwerk.onmicrosoft.com")

	g.bxAdd("login-data-sqlite-then-decrypt", `
$ cp "$LOCALAPPDATA/Google/Chrome/User Data/Default/Login Data" /tmp/ld.db
$ sqlite3 /tmp/ld.db "select origin_url, username_value, length(password_value) from logins limit 3"
https://jenkins.kundenwerk.local/j_acegi_security_check|deploy|31
https://vcenter.kundenwerk.local/ui/|administrator@vsphere.local|39
$ python chrome_pw.py /tmp/ld.db
[*] master key from Local State (DPAPI) ok
https://jenkins.kundenwerk.local/j_acegi_security_check  deploy  «a»
https://vcenter.kundenwerk.local/ui/  administrator@vsphere.local  «b»
`, V{"a": g.pwURL(), "b": g.pwStrong()}, "administrator@vsphere.local", "master key from Local State (DPAPI) ok")

	g.bxAdd("macos-chrome-safe-storage-key", `
$ security find-generic-password -wa "Chrome"
«a»
$ python3 pycookiecheat_demo.py https://admin.shopline.io
{'_shopline_admin_session': '«b»', 'locale': 'en'}
`, V{"a": g.b64(16), "b": g.hex(32)}, "pycookiecheat_demo.py", "find-generic-password")

	g.bxAdd("firefox-cookies-sqlite-plaintext", `
$ sqlite3 ~/.mozilla/firefox/«_p».default-release/cookies.sqlite "select host, name, value from moz_cookies where host like '%atlassian%'"
.atlassian.net|tenant.session.token|«a»
acme.atlassian.net|atlassian.xsrf.token|«=x»
.atlassian.com|cloud.session.token|«b»
`, V{"_p": g.s(alLowNum, 8), "a": g.userJWT(), "=x": g.hex(40) + "_lin", "b": g.userJWT()}, "moz_cookies", "tenant.session.token")

	g.bxAdd("safari-passwords-csv-otpauth", `
Title,URL,Username,Password,Notes,OTPAuth
aws.amazon.com (root),https://signin.aws.amazon.com/,billing@brightpixel.studio,«a»,,otpauth://totp/Amazon%20Web%20Services:billing@brightpixel.studio?secret=«b»&issuer=Amazon%20Web%20Services
npmjs.com,https://www.npmjs.com/login,brightpixel,«c»,,
`, V{"a": g.pwStrong(), "b": g.s(alB32, 64), "c": g.pw()}, "Title,URL,Username,Password,Notes,OTPAuth", "billing@brightpixel.studio")

	g.bxAdd("edge-passwords-csv", `
name,url,username,password,note
login.microsoftonline.com,https://login.microsoftonline.com/,j.wagner@fabrikam.com,«a»,
fabrikam.sharepoint.com,https://fabrikam.sharepoint.com/,j.wagner@fabrikam.com,«a»,
10.20.0.5,https://10.20.0.5:8443/,admin,«b»,UniFi controller
`, V{"a": g.pw(), "b": g.pwURL()}, "UniFi controller", "j.wagner@fabrikam.com")

	g.bxAdd("bitwarden-extension-json-export", `
{
  "encrypted": false,
  "folders": [{ "id": "«_f»", "name": "Work" }],
  "items": [
    {
      "id": "«_i»",
      "folderId": "«_f»",
      "type": 1,
      "reprompt": 0,
      "name": "Hetzner Robot",
      "notes": null,
      "favorite": false,
      "login": {
        "uris": [{ "match": null, "uri": "https://robot.hetzner.com/" }],
        "username": "K«_k»",
        "password": "«a»",
        "totp": "«b»"
      },
      "collectionIds": null
    }
  ]
}
`, V{"_f": g.uuid(), "_i": g.uuid(), "_k": g.digits(10), "a": g.pwStrong(), "b": g.totp()}, "Hetzner Robot", "https://robot.hetzner.com/")

	g.bxAdd("bitwarden-csv-export", `
folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp
Infra,,login,Cloudflare,,,0,https://dash.cloudflare.com/login,ops@brightpixel.studio,«a»,«b»
Infra,1,login,Proxmox,,"realm: pam",0,https://pve.home.example:8006,root,«c»,
`, V{"a": g.pwStrong(), "b": g.totp(), "c": g.pw()}, "login_password,login_totp", "https://pve.home.example:8006")

	g.bxAdd("hackbrowserdata-results", `
$ ./hack-browser-data -b chrome -f csv --dir results
[NOTICE] [browsingdata.go:73,Output] output to file results/chrome_default_password.csv success
[NOTICE] [browsingdata.go:73,Output] output to file results/chrome_default_cookie.csv success
$ head -3 results/chrome_default_password.csv
UserName,Password,LoginURL,CreateDate
svc-backup,«a»,https://nas.home.example:5001/,2024-01-14T10:22:31Z
ilse,«b»,https://nextcloud.home.example/login,2023-11-02T18:40:09Z
`, V{"a": g.pwStrong(), "b": g.pw()}, "results/chrome_default_password.csv", "UserName,Password,LoginURL,CreateDate")

	g.bxAdd("firefox-sessionstore-lz4-formdata", `
$ lz4jsoncat ~/.mozilla/firefox/«_p».default-release/sessionstore-backups/recovery.jsonlz4 | jq '.windows[0].tabs[3].entries[-1] | {url, formdata}'
{
  "url": "https://pve.home.example:8006/#v1:0:18:4:::::::",
  "formdata": {
    "id": {
      "username": "root",
      "pve-api-token-secret": "«a»"
    }
  }
}
`, V{"_p": g.s(alLowNum, 8), "a": g.uuid()}, "recovery.jsonlz4", "https://pve.home.example:8006/#v1:0:18:4:::::::")

	g.bxAdd("chat-copied-from-password-manager-ui", `
[10:41] Ilse: I opened chrome://password-manager/passwords, clicked the eye on the staging admin and copied it:
[10:41] Ilse: «a»
[10:42] Ilse: user is admin@staging.brightpixel.studio, it's the same as in 1Password but 1P is locked for me
`, V{"a": g.pw()}, "chrome://password-manager/passwords", "admin@staging.brightpixel.studio")
}

// ---- web push: VAPID keys ----

func (g *G) bxPush() {
	pub, priv := g.bxVapid()
	g.bxAdd("web-push-generate-vapid-keys", `
$ npx web-push generate-vapid-keys

=======================================

Public Key:
«_pub»

Private Key:
«a»

=======================================

`, V{"_pub": pub, "a": priv}, "generate-vapid-keys")

	pub, priv = g.bxVapid()
	g.bxAdd("web-push-generate-json", `
$ npx web-push generate-vapid-keys --json
{"publicKey":"«_pub»","privateKey":"«a»"}
`, V{"_pub": pub, "a": priv}, "--json")

	pub, priv = g.bxVapid()
	g.bxAdd("vapid-dotenv", `
# push notifications
VAPID_SUBJECT=mailto:push@planboard.io
NEXT_PUBLIC_VAPID_PUBLIC_KEY=«_pub»
VAPID_PRIVATE_KEY=«a»
`, V{"_pub": pub, "a": priv}, "mailto:push@planboard.io")

	pub, priv = g.bxVapid()
	g.bxAdd("node-set-vapid-details-literal", `
// server/push.ts
import webpush from "web-push";

webpush.setVapidDetails(
  "mailto:ops@trailmap.app",
  "«_pub»",
  "«a»"
);

export async function notify(sub: webpush.PushSubscription, title: string) {
  await webpush.sendNotification(sub, JSON.stringify({ title }), { TTL: 600 });
}
`, V{"_pub": pub, "a": priv}, "mailto:ops@trailmap.app", "sendNotification")

	_, priv = g.bxVapid()
	g.bxAdd("pywebpush-literal-private-key", `
from pywebpush import webpush, WebPushException

VAPID_PRIVATE_KEY = "«a»"
VAPID_CLAIMS = {"sub": "mailto:alerts@vetnet.de"}

def push(sub_info: dict, payload: str) -> None:
    try:
        webpush(subscription_info=sub_info, data=payload,
                vapid_private_key=VAPID_PRIVATE_KEY, vapid_claims=dict(VAPID_CLAIMS))
    except WebPushException as ex:
        print("push failed:", repr(ex))
`, V{"a": priv}, "mailto:alerts@vetnet.de", "WebPushException")

	pub, _ = g.bxVapid()
	g.bxAdd("py-vapid-gen-pem", `
$ vapid --gen
Generating private_key.pem
Generating public_key.pem
$ cat private_key.pem
«a»
$ vapid --applicationServerKey
Application Server Key = «_pub»
`, V{"a": g.ecSEC1().block(), "_pub": pub}, "Generating public_key.pem", "--applicationServerKey")

	pub, _ = g.bxVapid()
	g.bxAdd("push-subscription-json-logged", `
[push] new subscription for user «_uid»:
{"endpoint":"https://fcm.googleapis.com/fcm/send/«=ep»","expirationTime":null,"keys":{"p256dh":"«_p256»","auth":"«a»"}}
`, V{"_uid": g.digits(6), "=ep": g.b64u(11) + ":APA91b" + g.b64u(140), "_p256": pub, "a": g.b64u(22)}, "expirationTime", "[push] new subscription for user")

	pub, _ = g.bxVapid()
	g.bxAdd("firebase-messaging-vapidkey-and-server-key", `
// public/firebase-messaging-setup.js
const token = await getToken(messaging, {
  vapidKey: "«_pub»",
  serviceWorkerRegistration: await navigator.serviceWorker.register("/firebase-messaging-sw.js"),
});

// scripts/send-test.sh
curl -X POST https://fcm.googleapis.com/fcm/send \
  -H "Authorization: key=«a»" \
  -H "Content-Type: application/json" \
  -d '{"to":"'"$TOKEN"'","notification":{"title":"test"}}'
`, V{"_pub": pub, "a": g.firebaseFCM()}, "/firebase-messaging-sw.js", "https://fcm.googleapis.com/fcm/send")

	pub, priv = g.bxVapid()
	g.bxAdd("laravel-webpush-vapid-artisan", `
$ php artisan webpush:vapid
VAPID keys set successfully.
$ grep VAPID .env
VAPID_PUBLIC_KEY=«_pub»
VAPID_PRIVATE_KEY=«a»
`, V{"_pub": pub, "a": priv}, "webpush:vapid", "VAPID keys set successfully.")

	pub, priv = g.bxVapid()
	g.bxAdd("rails-credentials-show-vapid", `
$ bin/rails credentials:show
secret_key_base: «a»
webpush:
  public_key: «_pub»
  private_key: «b»
  subject: mailto:dev@kundenwerk.de
`, V{"a": g.hex(128), "_pub": pub, "b": priv}, "mailto:dev@kundenwerk.de", "credentials:show")

	pub, priv = g.bxVapid()
	g.bxAdd("go-webpush-generate-print", `
$ go run ./cmd/vapidgen
private: «a»
public:  «_pub»
(put the private key in PUSH_VAPID_PRIVATE, the public one goes to the frontend)
`, V{"a": priv, "_pub": pub}, "PUSH_VAPID_PRIVATE", "./cmd/vapidgen")

	pub, priv = g.bxVapid()
	g.bxAdd("vapid-k8s-secret-stringdata", `
apiVersion: v1
kind: Secret
metadata:
  name: push-vapid
  namespace: notifications
type: Opaque
stringData:
  VAPID_PUBLIC_KEY: «_pub»
  VAPID_PRIVATE_KEY: «a»
  VAPID_SUBJECT: mailto:push@fieldkit.io
`, V{"_pub": pub, "a": priv}, "push-vapid", "mailto:push@fieldkit.io")
}

// ---- WebAuthn and passkeys ----

func (g *G) bxWebAuthn() {
	g.bxAdd("simplewebauthn-registration-then-session", `
[webauthn] registration response from browser:
{"id":"«_cid»","rawId":"«_cid»","response":{"attestationObject":"o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVjF«_ao»","clientDataJSON":"«_cd»","transports":["hybrid","internal"],"publicKeyAlgorithm":-7,"publicKey":"«_pk»","authenticatorData":"«_ad»"},"type":"public-key","clientExtensionResults":{"credProps":{"rk":true}},"authenticatorAttachment":"platform"}
[webauthn] verified=true fmt=none aaguid=«_aag» counter=0
[session] issued cookie tm_sid=«a» for user «_uid»
`, V{"_cid": g.bxCredID(), "_ao": g.b64u(180), "_cd": b64raw(`{"type":"webauthn.create","challenge":"` + g.b64u(43) + `","origin":"https://app.trailmap.app","crossOrigin":false}`),
		"_pk": g.bxSPKI(), "_ad": g.b64u(220), "_aag": g.uuid(), "a": g.b64u(43), "_uid": g.uuid()}, "\"authenticatorAttachment\":\"platform\"", "[webauthn] verified=true fmt=none")

	g.bxAdd("devtools-virtual-authenticator-export", `
WebAuthn panel › Authenticator «_aid»
Protocol: ctap2   Transport: internal   Supports resident keys: ✓   Supports user verification: ✓

Credentials
ID	Is Resident	RP ID	User Handle	Sign Count	Private Key
«_cid»	true	localhost	«_uh»	3	Export
-- exported private key (PEM) --
-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----
`, V{"_aid": g.hex(32), "_cid": g.bxCredID(), "_uh": g.b64u(22), "a": g.ecPKCS8().body}, "Supports resident keys", "Sign Count")

	g.bxAdd("cdp-webauthn-add-credential", `
// e2e/passkey.spec.ts
const cdp = await page.context().newCDPSession(page);
await cdp.send("WebAuthn.enable");
const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
  options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
});
await cdp.send("WebAuthn.addCredential", {
  authenticatorId,
  credential: {
    credentialId: "«_cid»",
    isResidentCredential: true,
    rpId: "staging.trailmap.app",
    privateKey: "«a»",
    userHandle: "«_uh»",
    signCount: 0,
  },
});
`, V{"_cid": g.b64(32), "a": g.bxPKCS8(), "_uh": g.b64(16)}, "WebAuthn.addVirtualAuthenticator", "staging.trailmap.app")

	g.bxAdd("py-webauthn-verified-registration", `
>>> verification = verify_registration_response(credential=body, expected_challenge=challenge, expected_origin="https://vetnet.de", expected_rp_id="vetnet.de")
>>> verification
VerifiedRegistration(credential_id=b'«_cid»', credential_public_key=b'«_pk»', sign_count=0, aaguid='«_aag»', fmt=<AttestationFormat.NONE: 'none'>, credential_type=<PublicKeyCredentialType.PUBLIC_KEY: 'public-key'>, user_verified=True, attestation_object=b'...', credential_device_type=<CredentialDeviceType.MULTI_DEVICE: 'multi_device'>, credential_backed_up=True)
`, V{"_cid": g.hex(32), "_pk": g.b64u(100), "_aag": g.uuid()}, "expected_rp_id=\"vetnet.de\"", "credential_backed_up=True")

	g.bxAdd("webauthn-assertion-then-token", `
POST /api/passkeys/verify-authentication
{"id":"«_cid»","rawId":"«_cid»","response":{"authenticatorData":"«_ad»","clientDataJSON":"«_cd»","signature":"«_sig»","userHandle":"«_uh»"},"type":"public-key","clientExtensionResults":{},"authenticatorAttachment":"cross-platform"}

200 OK
{"verified":true,"accessToken":"«a»","refreshToken":"«b»"}
`, V{"_cid": g.bxCredID(), "_ad": g.b64u(49), "_cd": b64raw(`{"type":"webauthn.get","challenge":"` + g.b64u(43) + `","origin":"https://app.clinicly.app","crossOrigin":false}`),
		"_sig": "MEUCI" + g.b64u(90), "_uh": g.b64u(22), "a": g.userJWT(), "b": g.b64u(64)}, "/api/passkeys/verify-authentication", "cross-platform")

	g.bxAdd("go-webauthn-credential-db-row", `
db=# select id, user_id, encode(credential_id,'base64') as cred, encode(public_key,'base64') as pk, attestation_type, sign_count from webauthn_credentials where user_id = «_uid»;
 id | user_id |                     cred                     |                            pk                            | attestation_type | sign_count
----+---------+----------------------------------------------+----------------------------------------------------------+------------------+------------
 41 |   «_uid» | «_cid» | «_pk» | none             |         12
(1 row)
`, V{"_uid": g.digits(4), "_cid": g.b64(32), "_pk": "pQECAyYgASFYI" + g.b64(60)}, "webauthn_credentials", "attestation_type")

	g.bxAdd("passage-passkey-provider-env", `
# passkeys via Passage by 1Password
PASSAGE_APP_ID=«_app»
PASSAGE_API_KEY=«a»
NEXT_PUBLIC_PASSAGE_APP_ID=«_app»
`, V{"_app": g.an(24), "a": g.an(10) + "." + g.an(64)}, "Passage by 1Password", "NEXT_PUBLIC_PASSAGE_APP_ID")

	g.bxAdd("hanko-cloud-api-key-config", `
# config/hanko.yaml
hanko:
  api_url: https://«_t».hanko.io
  api_key_id: «_kid»
  api_key_secret: «a»
  webauthn:
    relying_party:
      id: clinicly.app
      origins: ["https://app.clinicly.app"]
`, V{"_t": g.uuid(), "_kid": g.uuid(), "a": g.b64(32)}, "relying_party", "https://app.clinicly.app")

	g.bxAdd("navigator-credentials-get-console", `
> cred = await navigator.credentials.get({publicKey: opts})
< PublicKeyCredential {rawId: ArrayBuffer(32), response: AuthenticatorAssertionResponse, authenticatorAttachment: 'platform', id: '«_cid»', type: 'public-key'}
> cred.toJSON().response.userHandle
< '«_uh»'
> document.cookie
< 'passkey_hint=1; __Host-sess=«a»'
`, V{"_cid": g.bxCredID(), "_uh": g.b64u(22), "a": g.b64u(43)}, "AuthenticatorAssertionResponse", "passkey_hint=1")
}

// ---- chats, issues, reviewer notes and agent sessions ----

func (g *G) bxChat() {
	g.bxAdd("slack-cws-creds-handoff", `
Jonas Weber  11:02
here's everything for the chrome store release job, I'm off from tomorrow
client id: «_cid»
client secret: «a»
refresh token: «b»
extension: https://chromewebstore.google.com/detail/linkpeek/«_id»
Ilse  11:05
thx! moving them into the repo secrets now 🙏
`, V{"_cid": g.bxGClient(), "a": g.gocspx(), "b": g.gRefresh(), "_id": g.bxExtID()}, "https://chromewebstore.google.com/detail/linkpeek/")

	g.bxAdd("github-issue-invalid-grant", `
### Bug: upload fails with invalid_grant since yesterday

Command:
ˋˋˋ
npx chrome-webstore-upload upload --source ext.zip --extension-id «_id» --client-id «_cid» --client-secret GOCSPX-**** --refresh-token «a»
ˋˋˋ
Output:
ˋˋˋ
Error: invalid_grant
  error_description: 'Token has been expired or revoked.'
ˋˋˋ
chrome-webstore-upload-cli 3.3.1, node 20.14.0. The OAuth consent screen is in "Testing" mode if that matters.
`, V{"_id": g.bxExtID(), "_cid": g.bxGClient(), "a": g.gRefresh()}, "Token has been expired or revoked.", "chrome-webstore-upload-cli 3.3.1")

	g.bxAdd("amo-notes-to-reviewer-test-account", `
Notes to Reviewer (version 3.1.0)
The extension needs an account on our service. Please use this test account:
  URL:      https://app.tabnotes.dev/login
  E-mail:   amo-review@tabnotes.dev
  Password: «a»
Source code build: "npm ci && npm run build:firefox" (Node 20, npm 10). The minified files come from esbuild 0.21.4.
`, V{"a": g.pw()}, "amo-review@tabnotes.dev", "npm run build:firefox")

	g.bxAdd("cws-test-instructions-field", `
Test instructions (Privacy practices › Test instructions)
Username: cws-reviewer@linkpeek.app
Password: «a»
2FA is disabled for this account. After login, open any article and press Alt+Shift+P.
`, V{"a": g.pwStrong()}, "cws-reviewer@linkpeek.app", "Alt+Shift+P")

	g.bxAdd("discord-userscript-share-key", `
mika — Today at 21:14
the script works, but you need a key for the translate api. use mine for now, don't spread it around pls
«a»
mika — Today at 21:15
set it in the Tampermonkey "Storage" tab as deeplKey
`, V{"a": g.uuid() + ":fx"}, "Tampermonkey \"Storage\" tab")

	g.bxAdd("support-email-curl-from-devtools", `
From: Harald Brenner <h.brenner@kanzlei-brenner.de>
To: support@clinicly.app
Subject: Export bricht ab / export fails

Hello, your colleague asked me to send the request from the browser. I did "Copy as cURL":

curl 'https://api.clinicly.app/v2/export/patients?format=csv' \
  -H 'authorization: Bearer «a»' \
  -H 'cookie: cl_sid=«b»; cl_lang=de' \
  -H 'x-tenant: kanzlei-brenner'

It shows 504 after about 60 seconds.
Kind regards, H. Brenner
`, V{"a": g.userJWT(), "b": g.b64u(43)}, "h.brenner@kanzlei-brenner.de", "x-tenant: kanzlei-brenner")

	g.bxAdd("agent-session-user-pastes-fetch", `
user: the dashboard 401s after a minute, here's the failing call from devtools
fetch("https://api.planboard.io/v2/me", {
  "headers": { "authorization": "Bearer «a»", "x-refresh": "«b»" },
  "method": "GET", "mode": "cors", "credentials": "include"
});
assistant: The access token's exp is only 60 seconds after iat, so the refresh flow must be failing. Let me look at src/api/client.ts.
`, V{"a": g.userJWT(), "b": g.b64u(64)}, "src/api/client.ts", "https://api.planboard.io/v2/me")

	g.bxAdd("agent-reads-env-submit", `
● Read(.env.submit)
  ⎿  Read 7 lines
     FIREFOX_EXTENSION_ID=tabnotes@example.dev
     FIREFOX_JWT_ISSUER=«_iss»
     FIREFOX_JWT_SECRET=«a»
     CHROME_EXTENSION_ID=«_id»
     CHROME_CLIENT_ID=«_cid»
     CHROME_CLIENT_SECRET=«b»
     CHROME_REFRESH_TOKEN=«c»

● The submit config is complete. I'll run ˋpnpm wxt submit --dry-runˋ to check it without publishing.
`, V{"_iss": g.bxAMOIss(), "a": g.hex(64), "_id": g.bxExtID(), "_cid": g.bxGClient(), "b": g.gocspx(), "c": g.gRefresh()}, "pnpm wxt submit --dry-run", "Read 7 lines")

	g.bxAdd("jira-ticket-har-excerpt", `
OPS-1187  Login loop on Safari 17
Reporter attached login.har (12 MB). Relevant part:
  "name": "Set-Cookie", "value": "sid=«a»; Path=/; Secure; HttpOnly; SameSite=None"
  "name": "Location", "value": "https://app.fieldkit.io/auth/callback?code=«b»&state=«_st»"
Looks like the cookie is dropped because of ITP. Assigning to web team.
`, V{"a": g.b64u(43), "b": g.b64u(43), "_st": g.hex(16)}, "Login loop on Safari 17", "OPS-1187")

	g.bxAdd("teams-message-edge-api-key", `
[09:12] Stefan Roth
Edge Partner Center → Publish API → I created new credentials:
Client ID  «_cid»
API key    «a»
(expires 2024-12-09). Product ID is «_pid»
[09:14] Anna Krüger
👍 will update the pipeline
`, V{"_cid": g.uuid(), "a": g.an(32), "_pid": g.uuid()}, "Edge Partner Center", "expires 2024-12-09")

	key := g.openai()
	g.bxAdd("forum-post-key-abused-masked-and-new", `
r/chrome_extensions · Posted by u/tabnotes_dev
My OpenAI key got drained after publishing — someone pulled it out of background.js.
Dashboard shows the old one as «_m» (revoked now). I made a new one and put it behind my proxy,
but for testing locally I still have this in .env.local: OPENAI_API_KEY=«a»
Is a Cloudflare Worker proxy enough or do I need per-user auth?
`, V{"_m": "sk-...." + key[len(key)-4:], "a": key}, "r/chrome_extensions", "Cloudflare Worker proxy")

	g.bxAdd("pr-review-comment-quotes-key", `
review comment on src/content/translate.ts line 7
> const DEEPL_KEY = "«a»";
@mika this ships in the extension bundle, anyone can read it from the .crx. Please move it to the options page (user-supplied) or our proxy.
`, V{"a": g.uuid() + ":fx"}, "src/content/translate.ts", "anyone can read it from the .crx")

	g.bxAdd("stackoverflow-question-storage-dump", `
chrome.storage.local.get returns undefined for my token in content script

I save the token in the popup like this and in the service worker console it is there:

{"authToken":"«a»","user":"max@example.org"}

but in content.js chrome.storage.local.get("authToken") gives {}. Manifest V3, "permissions": ["storage", "activeTab"]. What am I missing?
`, V{"a": g.userJWT()}, "\"permissions\": [\"storage\", \"activeTab\"]", "max@example.org")

	g.bxAdd("agent-session-playwright-state-cat", `
$ cat e2e/.auth/admin.json | jq '.cookies[] | select(.name=="sessionid") | .value'
"«a»"
The admin state is still valid (expires «_e»). I'll reuse it in the new spec instead of logging in again.
`, V{"a": g.djangoSession(), "_e": g.bxUnix()}, "e2e/.auth/admin.json", "select(.name==\"sessionid\")")

	g.bxAdd("email-to-agency-bookmarklet-credentials", `
Hi Lea,

for the content team: the "Publish to CMS" bookmarklet needs the CMS API user. Credentials:
user: cms-bot
token: «a»
Endpoint: https://cms.brightpixel.studio/api/v1/entries

Please don't forward this mail outside the team.
Marco
`, V{"a": g.hex(48)}, "https://cms.brightpixel.studio/api/v1/entries", "cms-bot")
}

// ---- benign look-alikes ----

func (g *G) bxBenign() {
	g.bxAdd("manifest-key-oauth2-csp", `
{
  "manifest_version": 3,
  "name": "Linkpeek",
  "version": "2.3.1",
  "key": "«_key»",
  "oauth2": {
    "client_id": "«_cid»",
    "scopes": ["https://www.googleapis.com/auth/drive.file"]
  },
  "permissions": ["identity", "storage", "contextMenus"],
  "background": { "service_worker": "background.js", "type": "module" },
  "content_security_policy": {
    "extension_pages": "script-src 'self' '«_h»'; object-src 'self'"
  },
  "update_url": "https://clients2.google.com/service/update2/crx"
}
`, V{"_key": "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + g.s(alB64, 348) + "IDAQAB", "_cid": g.bxGClient(), "_h": g.bxCSP()}, "https://www.googleapis.com/auth/drive.file")

	g.bxAdd("extension-id-from-public-key", `
$ openssl rsa -in key.pem -pubout -outform DER 2>/dev/null | openssl base64 -A > key.pub.b64
$ openssl rsa -in key.pem -pubout -outform DER 2>/dev/null | sha256sum | head -c32 | tr 0-9a-f a-p
«_id»
$ head -c 60 key.pub.b64
«_pub»
`, V{"_id": g.bxExtID(), "_pub": "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + g.s(alB64, 16)}, "tr 0-9a-f a-p")

	g.bxAdd("management-getall-console", `
> (await chrome.management.getAll()).map(e => [e.id, e.name, e.version, e.installType])
< (4) [Array(4), Array(4), Array(4), Array(4)]
  0: (4) ['«_a»', 'uBlock Origin', '1.58.0', 'normal']
  1: (4) ['«_b»', 'React Developer Tools', '5.2.0', 'normal']
  2: (4) ['«_c»', 'Linkpeek (dev)', '2.3.1', 'development']
  3: (4) ['«_d»', 'Google Docs Offline', '1.78.1', 'admin']
`, V{"_a": g.bxExtID(), "_b": g.bxExtID(), "_c": g.bxExtID(), "_d": g.bxExtID()}, "React Developer Tools", "installType")

	g.bxAdd("sri-script-tags", `
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css" integrity="«_a»" crossorigin="anonymous">
<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js" integrity="«_b»" crossorigin="anonymous"></script>
<script src="/assets/app-«_h».js" integrity="«_c»" type="module"></script>
`, V{"_a": g.bxSRI(), "_b": g.bxSRI(), "_h": g.hex(8), "_c": g.bxSRI()}, "bootstrap@5.3.3")

	g.bxAdd("csp-violation-console-hash", `
Refused to execute inline script because it violates the following Content Security Policy directive: "script-src 'self' 'nonce-«_n»'". Either the 'unsafe-inline' keyword, a hash ('«_h»'), or a nonce ('nonce-...') is required to enable inline execution.
popup.html:14
`, V{"_n": g.b64(16), "_h": g.bxCSP()}, "Refused to execute inline script", "popup.html:14")

	g.bxAdd("self-hosted-update-xml-and-updates-json", `
$ cat update.xml
<?xml version='1.0' encoding='UTF-8'?>
<gupdate xmlns='http://www.google.com/update2/response' protocol='2.0'>
  <app appid='«_id»'>
    <updatecheck codebase='https://ext.acme.io/linkpeek/linkpeek-2.3.1.crx' version='2.3.1' hash_sha256='«_h»' />
  </app>
</gupdate>
$ cat updates.json
{"addons":{"internal-tools@acme.io":{"updates":[{"version":"0.9.12","update_link":"https://ext.acme.io/ff/internal-tools-0.9.12.xpi","update_hash":"sha256:«_h2»"}]}}}
`, V{"_id": g.bxExtID(), "_h": g.hex(64), "_h2": g.hex(64)}, "https://ext.acme.io/linkpeek/linkpeek-2.3.1.crx", "internal-tools@acme.io")

	g.bxAdd("cws-publish-response-only", `
{
 "kind": "chromewebstore#item",
 "item_id": "«_id»",
 "status": [
  "ITEM_PENDING_REVIEW"
 ],
 "statusDetail": [
  "Item is pending review."
 ]
}
`, V{"_id": g.bxExtID()}, "ITEM_PENDING_REVIEW")

	g.bxAdd("amo-upload-status-json", `
{"uuid":"«_u»","channel":"listed","processed":true,"submitted":false,"url":"https://addons.mozilla.org/api/v5/addons/upload/«_u»/","valid":true,"validation":{"errors":0,"warnings":3,"notices":1,"success":true,"compatibility_summary":{"errors":0,"warnings":0,"notices":0},"metadata":{"id":"tabnotes@example.dev","manifestVersion":3,"version":"3.1.0"}},"version":"3.1.0"}
`, V{"_u": g.hex(32)}, "tabnotes@example.dev", "compatibility_summary")

	g.bxAdd("edge-operation-status-json", `
{
  "id": "«_op»",
  "createdTime": "2024-06-11T08:14:51.1024716Z",
  "lastUpdatedTime": "2024-06-11T08:15:22.4110382Z",
  "status": "Succeeded",
  "message": "Successfully updated package to «_f».zip",
  "errorCode": "",
  "errors": null
}
`, V{"_op": g.uuid(), "_f": g.uuid()}, "Successfully updated package to", "2024-06-11T08:14:51.1024716Z")

	g.bxAdd("network-response-headers-ids", `
HTTP/2 200
content-type: application/json; charset=utf-8
etag: W/"«_et»"
x-request-id: «_rid»
traceparent: 00-«_tr»-«_sp»-01
cf-ray: «_ray»-AMS
x-amz-cf-id: «_cf»
x-ratelimit-remaining: 4987
`, V{"_et": g.hex(8) + "-" + g.b64u(27), "_rid": g.uuid(), "_tr": g.hex(32), "_sp": g.hex(16), "_ray": g.hex(16), "_cf": g.b64u(40) + "=="}, "x-ratelimit-remaining: 4987")

	g.bxAdd("analytics-consent-cookies-only", `
Name	Value	Domain	Path	Expires / Max-Age	Size
_ga	«_ga»	.trailmap.app	/	2025-07-16T10:02:11.942Z	30
_ga_«_m»	GS1.1.«_u».3.1.«_u2».0.0.0	.trailmap.app	/	2025-07-16T10:02:11.942Z	51
OptanonConsent	isGpcEnabled=0&datestamp=Tue+Jun+11+2024&version=202403.1.0&consentId=«_c»&groups=C0001%3A1%2CC0002%3A0	.trailmap.app	/	2025-06-11T10:02:11.000Z	211
_fbp	fb.1.«_ms».«_fb»	.trailmap.app	/	2024-09-09T10:02:11.000Z	33
`, V{"_ga": g.bxGA(), "_m": g.s(alUpNum, 10), "_u": g.bxUnix(), "_u2": g.bxUnix(), "_c": g.uuid(), "_ms": g.bxMs(), "_fb": g.digits(10)}, "OptanonConsent")

	g.bxAdd("localstorage-non-sensitive", `
Key	Value
theme	"system"
sentryReplaySession	{"id":"«_rep»","started":«_ms»,"lastActivity":«_ms2»,"segmentId":4,"sampled":"session"}
AMP_«_amp»	{"deviceId":"«_dev»","sessionId":«_ms»,"optOut":false}
ld:«_ld»:$diagnostics	{"id":"«_ldid»","creationDate":«_ms»}
`, V{"_rep": g.hex(32), "_ms": g.bxMs(), "_ms2": g.bxMs(), "_amp": g.hex(10), "_dev": g.uuid(), "_ld": g.hex(24), "_ldid": g.uuid()}, "sentryReplaySession")

	g.bxAdd("webauthn-creation-options-from-server", `
GET /api/passkeys/registration-options  200
{"challenge":"«_ch»","rp":{"name":"Clinicly","id":"clinicly.app"},"user":{"id":"«_uid»","name":"frontdesk@clinicly.app","displayName":"Front desk"},"pubKeyCredParams":[{"alg":-8,"type":"public-key"},{"alg":-7,"type":"public-key"},{"alg":-257,"type":"public-key"}],"timeout":60000,"attestation":"none","excludeCredentials":[{"id":"«_ex»","type":"public-key","transports":["internal"]}],"authenticatorSelection":{"residentKey":"required","userVerification":"preferred","requireResidentKey":true}}
`, V{"_ch": g.b64u(43), "_uid": g.b64u(43), "_ex": g.bxCredID()}, "pubKeyCredParams", "frontdesk@clinicly.app")

	g.bxAdd("remote-debugging-json-list", `
$ curl -s http://127.0.0.1:9222/json/list
[ {
   "description": "",
   "devtoolsFrontendUrl": "/devtools/inspector.html?ws=127.0.0.1:9222/devtools/page/«_t»",
   "id": "«_t»",
   "title": "Linkpeek — Options",
   "type": "page",
   "url": "chrome-extension://«_id»/options.html",
   "webSocketDebuggerUrl": "ws://127.0.0.1:9222/devtools/page/«_t»"
} ]
`, V{"_t": g.s(alHexU, 32), "_id": g.bxExtID()}, "Linkpeek — Options", "webSocketDebuggerUrl")

	pub, _ := g.bxVapid()
	g.bxAdd("push-client-public-key-only", `
// src/push.ts (client)
const VAPID_PUBLIC_KEY = "«_pub»";
const sub = await reg.pushManager.subscribe({
  userVisibleOnly: true,
  applicationServerKey: urlBase64ToUint8Array(VAPID_PUBLIC_KEY),
});
`, V{"_pub": pub}, "urlBase64ToUint8Array", "userVisibleOnly: true")

	g.bxAdd("firefox-logins-json-encrypted", `
$ jq '.logins[0]' ~/.mozilla/firefox/«_p».default-release/logins.json
{
  "id": 7,
  "hostname": "https://nextcloud.home.example",
  "httpRealm": null,
  "formSubmitURL": "https://nextcloud.home.example",
  "usernameField": "user",
  "passwordField": "password",
  "encryptedUsername": "«_u»",
  "encryptedPassword": "«_pw»",
  "guid": "{«_g»}",
  "encType": 1,
  "timeCreated": «_t»,
  "timeLastUsed": «_t»,
  "timePasswordChanged": «_t»,
  "timesUsed": 42
}
`, V{"_p": g.s(alLowNum, 8), "_u": g.bxMozCipher(), "_pw": g.bxMozCipher(), "_g": g.uuid(), "_t": g.bxMs()}, "https://nextcloud.home.example", "encType")

	g.bxAdd("chrome-local-state-encrypted-key", `
$ jq '.os_crypt' "$LOCALAPPDATA/Google/Chrome/User Data/Local State"
{
  "app_bound_encrypted_key": "QVBQQgEAAADQjJ3fARXREYx6AMBPwpfrAQAAA«_ab»",
  "audit_enabled": true,
  "encrypted_key": "RFBBUEkBAAAA0Iyd3wEV0RGMegDAT8KX6wEAAA«_ek»"
}
`, V{"_ab": g.s(alB64, 200) + "==", "_ek": g.s(alB64, 280) + "="}, "audit_enabled")

	g.bxAdd("cws-policy-violation-email", `
From: Chrome Web Store <no-reply-chromewebstore@google.com>
Subject: Chrome Web Store: Action required for your item, Linkpeek

Item name: Linkpeek
Item ID: «_id»
Violation reference ID: Blue Argon
Violation: Including remotely hosted code in a Manifest V3 item.
Violating content: Code snippet: background.js: CDN link to https://cdn.example-analytics.com/sdk.js
How to rectify: Please make sure all logic is included in the extension's package.
`, V{"_id": g.bxExtID()}, "Blue Argon", "no-reply-chromewebstore@google.com")

	g.bxAdd("crx-info-header-dump", `
$ npx crx3-info dist.crx
CRX3 file: dist.crx (412,880 bytes)
  Extension ID: «_id»
  Public key (SPKI, base64): «_pk»
  Signed header data: crx_id=«_crx»
  Signature (sha256_with_rsa): «_sig»...
`, V{"_id": g.bxExtID(), "_pk": "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + g.s(alB64, 348) + "IDAQAB", "_crx": g.hex(32), "_sig": g.hex(32)}, "sha256_with_rsa", "CRX3 file: dist.crx")

	g.bxAdd("chrome-history-sqlite-benign", `
$ sqlite3 /tmp/History "select url, visit_count from urls order by last_visit_time desc limit 4"
https://developer.chrome.com/docs/extensions/reference/api/storage|14
https://github.com/fregante/chrome-webstore-upload-cli/issues/71|3
https://chromewebstore.google.com/detail/«_id»|22
https://extensionworkshop.com/documentation/develop/web-ext-command-reference/|6
`, V{"_id": g.bxExtID()}, "https://extensionworkshop.com/documentation/develop/web-ext-command-reference/")
}
