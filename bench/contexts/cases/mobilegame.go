package cases

import (
	"fmt"
	"strings"
)

// mobCases adds credentials of mobile, game, embedded, desktop and
// browser-extension development as a coding agent meets them: iOS
// (Info.plist and plutil output, xcconfig, fastlane Matchfile and
// .env.default, App Store Connect, MusicKit and App Store Server API keys,
// StoreKit shared secrets, Keychain dumps, Xcode build logs, Vapor and
// Python APNs), Android (Gradle, BuildConfig, bundletool, Play Integrity,
// Play Developer API, Chinese push services, Samsung and Xiaomi stores),
// cross-platform stacks (React Native, Expo update signing, Flutter launch
// configs, .NET MAUI and Xamarin signing, Kotlin Multiplatform), ad,
// attribution and subscription SDKs (Adjust, Branch, AppLovin,
// ironSource, Unity Ads, Liftoff, Mintegral, Singular, Kochava, Adapty,
// Qonversion, Superwall), push and crash reporting (OneSignal v2 keys,
// Pusher Beams, JPush, Getui, Umeng, HMS, Backtrace, BugSplat, Bugsnag,
// Emerge, App Check debug tokens), Unity (UPM scoped registries, Cloud
// Build, CCD, Remote Config, PlayFab, Photon, Vivox), Unreal and
// storefronts (Backtrace data router, Epic BuildPatchTool, Steam app
// tickets, Steam Guard maFiles, config.vdf, Meta Quest, Xbox Partner
// Center), game backends (Nakama, Colyseus, Hathora, GameLift Anywhere,
// Agones, Edgegap, LootLocker, brainCloud, Beamable, AccelByte,
// SpacetimeDB), Roblox (Open Cloud, .ROBLOSECURITY), game data APIs
// (Bungie, FACEIT, PUBG, Clash of Clans, osu!, Hypixel, start.gg,
// Challonge, RAWG, IGDB, mod.io, Nexus Mods, Tebex, Game Jolt,
// Newgrounds), embedded and IoT (Arduino, ESP-IDF, PlatformIO,
// CircuitPython, Tasmota, WLED, Zigbee2MQTT, Z-Wave JS, Thread,
// Meshtastic, Blues, Azure DPS, balena, nRF Cloud, firmware strings),
// desktop release tooling (electron-updater, SSL.com eSigner, DigiCert
// KeyLocker, Azure Trusted Signing, Sparkle, Conveyor, winget, Inno
// Setup) and browser-extension stores (Chrome Web Store, AMO, Edge, Plasmo
// and WXT submit files, extension storage dumps). Public ids (bundle ids,
// team and key ids, app ids, game ids, SDK keys their vendors document as
// public, extension ids) are benign; comments say which. The case names
// start with "mob/".
func (g *G) mobCases() {
	g.mobIOS()
	g.mobAndroid()
	g.mobCrossPlatform()
	g.mobAdsAttribution()
	g.mobPushCrash()
	g.mobUnity()
	g.mobUnrealStores()
	g.mobGameBackends()
	g.mobGameAPIs()
	g.mobEmbedded()
	g.mobDesktop()
	g.mobBrowserExt()
	g.mobChatLogs()
	g.mobMore()
}

// ---- values used only here ----

// mobAppleID is an Apple team id or App Store Connect key id: public.
func (g *G) mobAppleID() string { return g.s(alUpNum, 10) }

// mobJWT builds a JWT with the given header and payload JSON and a random
// signature of sig base64url characters.
func (g *G) mobJWT(header, payload string, sig int) string {
	return b64raw(header) + "." + b64raw(payload) + "." + g.b64u(sig)
}

func (g *G) mobIat() int { return 1735000000 + g.r.IntN(30000000) }

// mobASCToken is an App Store Connect API token (ES256).
func (g *G) mobASCToken(kid, iss string) string {
	iat := g.mobIat()
	return g.mobJWT(`{"alg":"ES256","kid":"`+kid+`","typ":"JWT"}`,
		fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d,"aud":"appstoreconnect-v1"}`, iss, iat, iat+1200), 86)
}

// mobFirebaseAppID is a Firebase app id: public.
func (g *G) mobFirebaseAppID(platform string) string {
	return "1:" + g.digits(12) + ":" + platform + ":" + g.hex(16)
}

// mobAdmobAppID is an AdMob app id: public, it ships in every app.
func (g *G) mobAdmobAppID() string { return "ca-app-pub-" + g.digits(16) + "~" + g.digits(10) }

// mobFP is a colon-separated upper hex fingerprint of n bytes.
func (g *G) mobFP(n int) string {
	p := make([]string, n)
	for i := range p {
		p[i] = g.s(alHexU, 2)
	}
	return strings.Join(p, ":")
}

// mobExtID is a Chrome extension id (32 letters a-p): public.
func (g *G) mobExtID() string { return g.s("abcdefghijklmnop", 32) }

// mobGoogleClientID is an OAuth client id: public.
func (g *G) mobGoogleClientID() string {
	return g.digits(12) + "-" + g.s(alLowNum, 32) + ".apps.googleusercontent.com"
}

// mobASP is an Apple app-specific password.
func (g *G) mobASP() string {
	return g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4)
}

// mobOneSignal is a OneSignal v2 App API key; the os_v2_app_ prefix is
// documented, the length and base32 alphabet of the rest are guessed.
func (g *G) mobOneSignal() string { return "os_v2_app_" + g.s("abcdefghijklmnopqrstuvwxyz234567", 113) }

// mobRoblosecurity is a .ROBLOSECURITY cookie value (public warning prefix,
// upper hex body).
func (g *G) mobRoblosecurity() string {
	return "_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-ROBUX-and-items.|_" + g.s(alHexU, 712)
}

// mobIP is a public-looking IPv4 address.
func (g *G) mobIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", 34+g.r.IntN(160), g.r.IntN(256), g.r.IntN(256), 2+g.r.IntN(250))
}

// mobIntList is n random bytes as a comma-separated list of integers.
func (g *G) mobIntList(n int) string {
	p := make([]string, n)
	for i := range p {
		p[i] = fmt.Sprint(g.r.IntN(256))
	}
	return strings.Join(p, ", ")
}

func (g *G) mobIOS() {
	// CFBundleIdentifier, GIDClientID (an iOS OAuth client id) and the
	// Mixpanel project token are public; the HMAC salt is not.
	g.add("mob/ios-plutil-info-plist-custom-salt", `
$ plutil -p Acme/Info.plist | head -20
{
  "CFBundleDisplayName" => "Acme Courier"
  "CFBundleIdentifier" => "io.acme.courier"
  "CFBundleShortVersionString" => "4.12.0"
  "GIDClientID" => "«_gid»"
  "MixpanelProjectToken" => "«_mp»"
  "AcmeRequestSigningSalt" => "«a»"
  "UIBackgroundModes" => [
    0 => "remote-notification"
  ]
}
`, V{"_gid": g.mobGoogleClientID(), "_mp": g.hex(32), "a": g.hex(48)}, `"CFBundleIdentifier" => "io.acme.courier"`, `0 => "remote-notification"`)

	// The Agora App ID is public (it is passed to the SDK); the App
	// Certificate signs tokens and stays on the server.
	g.add("mob/ios-xcconfig-agora-certificate", `
// Config/Release.xcconfig
API_BASE_URL = https:/$()/api.acme.live/v2
AGORA_APP_ID = «_id»
AGORA_APP_CERTIFICATE = «a»
DEVELOPMENT_TEAM = «_t»
PRODUCT_BUNDLE_IDENTIFIER = live.acme.studio
`, V{"_id": g.hex(32), "a": g.hex(32), "_t": g.mobAppleID()}, "https:/$()/api.acme.live/v2", "PRODUCT_BUNDLE_IDENTIFIER = live.acme.studio")

	g.add("mob/ios-matchfile-s3-storage-literals", `
# fastlane/Matchfile
storage_mode("s3")
s3_region("eu-west-1")
s3_bucket("acme-ios-certificates")
s3_access_key("«a»")
s3_secret_access_key("«b»")
type("appstore")
app_identifier(["io.acme.courier", "io.acme.courier.widgets"])
`, V{"a": g.awsID(), "b": g.awsSecret()}, `s3_bucket("acme-ios-certificates")`, `"io.acme.courier.widgets"`)

	kid := g.mobAppleID()
	p8 := g.ecPKCS8()
	g.add("mob/ios-fastlane-env-default-asc-key-content", `
$ cat fastlane/.env.default
FASTLANE_SKIP_UPDATE_CHECK=1
APP_STORE_CONNECT_API_KEY_KEY_ID=«_k»
APP_STORE_CONNECT_API_KEY_ISSUER_ID=«_i»
APP_STORE_CONNECT_API_KEY_KEY=«a»
APP_STORE_CONNECT_API_KEY_IS_KEY_CONTENT_BASE64=true
MATCH_GIT_URL=git@github.com:acme-mobile/certificates.git
`, V{"_k": kid, "_i": g.uuid(), "a": b64s(p8.block() + "\n")}, "MATCH_GIT_URL=git@github.com:acme-mobile/certificates.git", "APP_STORE_CONNECT_API_KEY_IS_KEY_CONTENT_BASE64=true")

	g.add("mob/ios-slack-match-repo-passphrase", `
#ios-release  ·  Wed 10:42
nadia: new certificates repo is git@github.com:acme-mobile/ios-certs-2025.git
nadia: decrypt with «a» (same as the android upload keystore, don't ask)
tom: 👍 updating Bitrise now
`, V{"a": g.pwURL()}, "git@github.com:acme-mobile/ios-certs-2025.git", "updating Bitrise now")

	kid2, iss2 := g.mobAppleID(), g.uuid()
	p8b := g.ecPKCS8()
	g.add("mob/ios-asc-jwt-python-inline-p8", `
# scripts/asc_token.py
import time, jwt

KEY_ID = "«_k»"          # App Store Connect key id (public)
ISSUER = "«_i»"
P8 = """-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----"""

now = int(time.time())
print(jwt.encode({"iss": ISSUER, "iat": now, "exp": now + 1200, "aud": "appstoreconnect-v1"},
                 P8, algorithm="ES256", headers={"kid": KEY_ID}))
$ python scripts/asc_token.py
«b»
`, V{"_k": kid2, "_i": iss2, "a": p8b.body, "b": g.mobASCToken(kid2, iss2)}, `algorithm="ES256"`, `"aud": "appstoreconnect-v1"`)

	// The plist's API_KEY, GOOGLE_APP_ID and GCM_SENDER_ID are public
	// Firebase identifiers; the legacy database secret someone added is not.
	g.add("mob/ios-googleservice-plist-added-db-secret", `
<key>API_KEY</key>
<string>«_ak»</string>
<key>GCM_SENDER_ID</key>
<string>«_s»</string>
<key>GOOGLE_APP_ID</key>
<string>«_app»</string>
<key>DATABASE_URL</key>
<string>https://acme-courier-default-rtdb.firebaseio.com</string>
<key>LEGACY_DATABASE_SECRET</key>
<string>«a»</string>
`, V{"_ak": g.googleKey(), "_s": g.digits(12), "_app": g.mobFirebaseAppID("ios"), "a": g.an(40)}, "https://acme-courier-default-rtdb.firebaseio.com")

	g.add("mob/ios-podfile-private-specs-source", `
# Podfile
source 'https://acme-ci:«a»@github.com/acme-mobile/Specs.git'
source 'https://cdn.cocoapods.org/'

platform :ios, '15.0'
target 'Courier' do
  pod 'AcmeDesignSystem', '~> 3.2'
  pod 'AcmeNetworking', '~> 1.9'
end
`, V{"a": g.ghp()}, "source 'https://cdn.cocoapods.org/'", "pod 'AcmeDesignSystem', '~> 3.2'")

	g.add("mob/ios-swift-gmsservices-provide", `
import GoogleMaps
import GooglePlaces

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ app: UIApplication, didFinishLaunchingWithOptions opts: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        GMSServices.provideAPIKey("«a»")
        GMSPlacesClient.provideAPIKey("«a»")
        return true
    }
}
`, V{"a": g.googleKey()}, "GMSPlacesClient.provideAPIKey(", "didFinishLaunchingWithOptions")

	// fastlane keeps the Apple ID password in the login keychain under
	// the service deliver.<apple id>.
	g.add("mob/ios-security-dump-keychain-deliver", `
$ security dump-keychain -d ~/Library/Keychains/login.keychain-db | grep -A12 'deliver.release'
keychain: "/Users/ci/Library/Keychains/login.keychain-db"
version: 512
class: "genp"
attributes:
    0x00000007 <blob>="deliver.release@acme.io"
    "acct"<blob>="release@acme.io"
    "svce"<blob>="deliver.release@acme.io"
    "mdat"<timedate>=0x32303235303331343039313131375A00  "20250314091117Z\000"
data:
"«a»"
`, V{"a": g.pw()}, `"svce"<blob>="deliver.release@acme.io"`, `class: "genp"`)

	// Branch's key_live_ is the public SDK key; branch_secret is not.
	g.add("mob/ios-xcodebuild-showbuildsettings-grep", `
$ xcodebuild -showBuildSettings -scheme Courier -configuration Release | grep -E 'BRANCH|TEAM|BUNDLE_ID'
    BRANCH_KEY = key_live_«_bk»
    BRANCH_SECRET = secret_live_«a»
    DEVELOPMENT_TEAM = «_t»
    PRODUCT_BUNDLE_IDENTIFIER = io.acme.courier
`, V{"_bk": g.an(32), "a": g.an(32), "_t": g.mobAppleID()}, "PRODUCT_BUNDLE_IDENTIFIER = io.acme.courier")

	// Xcode build logs print every exported variable of a run script phase.
	g.add("mob/ios-xcode-build-log-script-phase-exports", `
PhaseScriptExecution Upload\ symbols\ to\ Backtrace /Users/ci/Library/Developer/Xcode/DerivedData/Courier-«=d»/Build/Intermediates.noindex/Courier.build/Release-iphoneos/Courier.build/Script-«=s».sh (in target 'Courier' from project 'Courier')
    cd /Users/ci/builds/courier
    export ACTION\=install
    export ARCHS\=arm64
    export BACKTRACE_UNIVERSE\=acme-games
    export BACKTRACE_SYMBOL_UPLOAD\=«a»
    export BUILT_PRODUCTS_DIR\=/Users/ci/Library/Developer/Xcode/DerivedData/Courier-«=d»/Build/Intermediates.noindex/ArchiveIntermediates/Courier/BuildProductsPath/Release-iphoneos
    export CONFIGURATION\=Release
`, V{"=d": g.s(alLower, 28), "=s": g.s(alHexU, 24), "a": g.hex(64)}, `export BACKTRACE_UNIVERSE\=acme-games`, `export CONFIGURATION\=Release`)

	mkid, mteam := g.mobAppleID(), g.mobAppleID()
	iat := g.mobIat()
	g.add("mob/ios-musickit-developer-token-curl", `
$ curl -s "https://api.music.apple.com/v1/catalog/us/search?term=daft+punk&types=songs&limit=1" \
    -H "Authorization: Bearer «a»" | jq '.results.songs.data[0].attributes.name'
"One More Time"
`, V{"a": g.mobJWT(`{"alg":"ES256","kid":"`+mkid+`"}`, fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d}`, mteam, iat, iat+15777000), 86)},
		"https://api.music.apple.com/v1/catalog/us/search?term=daft+punk&types=songs&limit=1", `"One More Time"`)

	wk := g.ecPKCS8()
	g.add("mob/ios-weatherkit-server-config-json", `
{
  "weatherkit": {
    "teamId": "«_t»",
    "serviceId": "io.acme.weather.service",
    "keyId": "«_k»",
    "privateKey": "«a»"
  }
}
`, V{"_t": g.mobAppleID(), "_k": g.mobAppleID(), "a": jsonEsc(wk.block())}, `"serviceId": "io.acme.weather.service"`)

	mk := g.pkcs8RSAPEM()
	g.add("mob/ios-apple-pay-merchant-p12-convert", `
$ openssl pkcs12 -in merchant_id.p12 -passin pass:«a» -nodes -out merchant.pem
$ head -c 300 merchant.pem
Bag Attributes
    friendlyName: Merchant ID: merchant.io.acme.shop
    localKeyID: «_lk»
Key Attributes: <No Attributes>
-----BEGIN PRIVATE KEY-----
«b»
`, V{"a": g.pwURL(), "_lk": strings.ReplaceAll(g.mobFP(20), ":", " "), "b": mk.body}, "friendlyName: Merchant ID: merchant.io.acme.shop")

	g.add("mob/ios-verifyreceipt-shared-secret-node", `
// functions/src/receipts.ts — legacy verifyReceipt fallback
const res = await fetch("https://buy.itunes.apple.com/verifyReceipt", {
  method: "POST",
  body: JSON.stringify({
    "receipt-data": receipt,
    "password": "«a»",
    "exclude-old-transactions": true,
  }),
});
if ((await res.json()).status === 21007) return verifySandbox(receipt);
`, V{"a": g.hex(32)}, "https://buy.itunes.apple.com/verifyReceipt", "status === 21007")

	sk := g.ecPKCS8()
	g.add("mob/ios-app-store-server-api-python-positional", `
from appstoreserverlibrary.api_client import AppStoreServerAPIClient
from appstoreserverlibrary.models.Environment import Environment

private_key = b"""-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----"""
client = AppStoreServerAPIClient(private_key, "«_k»", "«_i»", "io.acme.courier", Environment.PRODUCTION)
history = client.get_transaction_history(transaction_id, None, request)
`, V{"a": sk.body, "_k": g.mobAppleID(), "_i": g.uuid()}, "Environment.PRODUCTION", "appstoreserverlibrary.api_client")

	g.add("mob/ios-itmstransporter-upload-p-flag", `
$ xcrun iTMSTransporter -m upload -assetFile build/Courier.ipa -u release@acme.io -p «a» -v informational
[2025-03-14 09:31:02 CET] <main>  INFO: Transporter is using the upload method: DAV
[2025-03-14 09:31:40 CET] <main>  INFO: Package Summary: 1 package(s) were uploaded successfully
`, V{"a": g.mobASP()}, "-u release@acme.io", "1 package(s) were uploaded successfully")

	g.add("mob/ios-fastfile-discord-notifier-webhook", `
  lane :beta do
    build_app(scheme: "Courier", export_method: "app-store")
    upload_to_testflight(skip_waiting_for_build_processing: true)
    discord_notifier(
      webhook_url: "https://discord.com/api/webhooks/«_id»/«a»",
      title: "Courier beta uploaded",
      description: "TestFlight: https://testflight.apple.com/join/«_tf»"
    )
  end
`, V{"_id": g.digits(19), "a": g.b64u(68), "_tf": g.an(8)}, "https://testflight.apple.com/join/", "skip_waiting_for_build_processing: true")

	// The Firebase iOS app id is public; the App Check debug token lets any
	// device pass App Check and must stay out of logs and repos.
	g.add("mob/ios-app-check-debug-token-console", `
2025-03-14 10:02:11.482 Courier[81234:3312087] 11.9.0 - [FirebaseCore][I-COR000003] The default Firebase app has not yet been configured.
2025-03-14 10:02:11.517 Courier[81234:3312087] 11.9.0 - [FirebaseAppCheck][I-FAA001001] Firebase App Check Debug Token: '«a»'
2025-03-14 10:02:11.601 Courier[81234:3312190] 11.9.0 - [FirebaseAnalytics][I-ACS023007] Analytics v.11.9.0 started, app id «_app»
`, V{"a": strings.ToUpper(g.uuid()), "_app": g.mobFirebaseAppID("ios")}, "[I-FAA001001] Firebase App Check Debug Token:", "[I-ACS023007] Analytics v.11.9.0 started")

	vk := g.ecPKCS8()
	g.add("mob/ios-vapor-apns-jwt-configuration", `
// Sources/App/configure.swift
let apnsConfig = APNSClientConfiguration(
    authenticationMethod: .jwt(
        privateKey: try .loadPEM("""
        -----BEGIN PRIVATE KEY-----
        «a»
        -----END PRIVATE KEY-----
        """),
        keyIdentifier: "«_k»",
        teamIdentifier: "«_t»"
    ),
    environment: .production
)
`, V{"a": strings.ReplaceAll(vk.body, "\n", "\n        "), "_k": g.mobAppleID(), "_t": g.mobAppleID()}, "environment: .production")

	g.add("mob/ios-fastlane-pem-p12-password-flag", `
$ bundle exec fastlane pem --app_identifier io.acme.courier --username release@acme.io --p12_password «a» --output_path certs/
[09:12:40]: Creating a new push certificate for app 'io.acme.courier'.
[09:12:52]: Private key: /Users/ci/builds/courier/certs/production_io.acme.courier.pkey
[09:12:52]: p12 certificate: /Users/ci/builds/courier/certs/production_io.acme.courier.p12
`, V{"a": g.pwStrong()}, "Creating a new push certificate for app 'io.acme.courier'.")

	g.add("mob/ios-xcode-cloud-post-clone-heredoc", `
#!/bin/sh
# ci_scripts/ci_post_clone.sh — Xcode Cloud
set -e
cat > "$CI_PRIMARY_REPOSITORY_PATH/Courier/Generated/Keys.swift" <<EOF
enum Keys {
    static let agoraCertificate = "«a»"
    static let mapbox = "«b»"
}
EOF
`, V{"a": g.hex(32), "b": "sk.eyJ1IjoiYWNtZSIsImEiOiJ" + g.b64u(20) + "." + g.b64u(22)}, "$CI_PRIMARY_REPOSITORY_PATH/Courier/Generated/Keys.swift", "ci_scripts/ci_post_clone.sh")

	ak := g.ecPKCS8()
	g.add("mob/ios-aioapns-python-key-kwarg", `
from aioapns import APNs, NotificationRequest

apns = APNs(
    key="""-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----""",
    key_id="«_k»",
    team_id="«_t»",
    topic="io.acme.courier",
    use_sandbox=False,
)
`, V{"a": ak.body, "_k": g.mobAppleID(), "_t": g.mobAppleID()}, `topic="io.acme.courier"`, "use_sandbox=False")
}

func (g *G) mobAndroid() {
	// The AdMob application id ships in every app and is public.
	g.add("mob/android-manifest-geo-key-and-admob-id", `
<application android:name=".CourierApp" android:label="@string/app_name">
    <meta-data
        android:name="com.google.android.geo.API_KEY"
        android:value="«a»" />
    <meta-data
        android:name="com.google.android.gms.ads.APPLICATION_ID"
        android:value="«_ad»" />
    <activity android:name=".MainActivity" android:exported="true" />
</application>
`, V{"a": g.googleKey(), "_ad": g.mobAdmobAppID()}, `android:name="com.google.android.gms.ads.APPLICATION_ID"`)

	// Stripe's publishable key is public; the Algolia admin key is not.
	g.add("mob/android-buildconfig-java-generated", `
$ cat app/build/generated/source/buildConfig/release/io/acme/courier/BuildConfig.java
/**
 * Automatically generated file. DO NOT MODIFY
 */
package io.acme.courier;

public final class BuildConfig {
  public static final boolean DEBUG = false;
  public static final String APPLICATION_ID = "io.acme.courier";
  public static final String BUILD_TYPE = "release";
  public static final String STRIPE_PUBLISHABLE = "«_pk»";
  public static final String ALGOLIA_APP = "«_app»";
  public static final String ALGOLIA_ADMIN = "«a»";
}
`, V{"_pk": g.pkLive(), "_app": g.s(alUpNum, 10), "a": g.hex(32)}, `APPLICATION_ID = "io.acme.courier"`, "Automatically generated file. DO NOT MODIFY")

	g.add("mob/android-bundletool-ks-pass-literals", `
$ java -jar bundletool-all-1.17.2.jar build-apks --bundle=app/build/outputs/bundle/release/app-release.aab \
    --output=out/courier.apks --mode=universal \
    --ks=keystore/upload.jks --ks-pass=pass:«a» --ks-key-alias=upload --key-pass=pass:«b»
`, V{"a": g.pwURL(), "b": g.pwURL()}, "--ks-key-alias=upload", "bundletool-all-1.17.2.jar")

	// The Play Integrity verification key is an EC public key; the
	// decryption key is a secret AES key.
	g.add("mob/android-play-integrity-keys-yaml", `
# server/src/main/resources/application.yml
play-integrity:
  package-name: io.acme.courier
  decryption: «a»
  verification: MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE«_v»
`, V{"a": g.b64(32), "_v": g.s(alB64, 84) + "=="}, "package-name: io.acme.courier")

	// The licensing RSA public key from Play Console is public.
	g.add("mob/android-billing-public-key-and-rtdn-push-token", `
# Play Console → Monetization setup
Licensing key (base64-encoded RSA public key):
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA«_k»IDAQAB

# Pub/Sub push subscription for Real-time developer notifications
$ gcloud pubsub subscriptions create play-rtdn-push --topic=play-rtdn \
    --push-endpoint="https://api.acme.io/hooks/play-rtdn?token=«a»"
`, V{"_k": g.s(alB64, 300), "a": g.b64u(40)}, "--topic=play-rtdn", "Monetization setup")

	pk := g.pkcs8RSAPEM()
	g.add("mob/android-gitlab-variables-publisher-json", `
$ env | grep ANDROID_PUBLISHER
ANDROID_PUBLISHER_CREDENTIALS={"type":"service_account","project_id":"acme-play-publisher","private_key_id":"«=kid»","private_key":"«a»\n","client_email":"play-publisher@acme-play-publisher.iam.gserviceaccount.com","token_uri":"https://oauth2.googleapis.com/token"}
`, V{"=kid": g.hex(40), "a": jsonEsc(pk.block())}, "play-publisher@acme-play-publisher.iam.gserviceaccount.com", "https://oauth2.googleapis.com/token")

	sp := g.pkcs8RSAPEM()
	g.add("mob/android-galaxy-store-seller-api-python", `
import time, jwt, requests

SERVICE_ACCOUNT = "«=sa»"
SAMSUNG_PEM = """-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----"""

now = int(time.time())
assertion = jwt.encode({"iss": SERVICE_ACCOUNT, "scopes": ["publishing"], "iat": now, "exp": now + 1200}, SAMSUNG_PEM, algorithm="RS256")
r = requests.post("https://devapi.samsungapps.com/auth/accessToken", headers={"Authorization": f"Bearer {assertion}"})
`, V{"=sa": g.hex(32), "a": sp.body}, "https://devapi.samsungapps.com/auth/accessToken", `"scopes": ["publishing"]`)

	g.add("mob/android-mipush-curl-authorization-key", `
$ curl -s https://api.xmpush.xiaomi.com/v3/message/regid \
    -H "Authorization: key=«a»" \
    --data-urlencode "restricted_package_name=io.acme.courier" \
    --data-urlencode "payload=order shipped" --data-urlencode "registration_id=$REG_ID"
{"result":"ok","trace_id":"«_t»","code":0,"data":{"id":"«_m»"},"description":"成功","info":"Received push messages for 1 REGID"}
`, V{"a": g.s(alB64, 22) + "==", "_t": "Xlm" + g.s(alLowNum, 20), "_m": "scm" + g.s(alLowNum, 20)}, "restricted_package_name=io.acme.courier", "Received push messages for 1 REGID")

	// JPush's AppKey is embedded in the app's manifest; the Master Secret
	// is server-only.
	g.add("mob/android-jpush-python-positional", `
import jpush

_jpush = jpush.JPush("«_ak»", "«a»")
push = _jpush.create_push()
push.audience = jpush.all_
push.notification = jpush.notification(alert="您的订单已发货")
push.platform = jpush.all_
push.send()
`, V{"_ak": g.hex(24), "a": g.hex(24)}, "push.audience = jpush.all_", `alert="您的订单已发货"`)

	g.add("mob/android-getui-spring-properties", `
# application-prod.properties
getui.domain=https://restapi.getui.com/v2/
getui.app-id=«_id»
getui.app-key=«=ak»
getui.master-secret=«a»
`, V{"_id": g.an(22), "=ak": g.an(22), "a": g.an(22)}, "getui.domain=https://restapi.getui.com/v2/")

	g.add("mob/android-umeng-push-node-ctor", `
// push/umeng.js — Android channel
const UmengPush = require("umeng-push-server-sdk");
const android = new UmengPush("«_ak»", "«a»", { production_mode: true });
await android.unicast({ device_tokens: token, payload: { display_type: "notification", body: { ticker: "Acme", title: "订单更新", text } } });
`, V{"_ak": g.hex(24), "a": g.s(alLowNum, 32)}, "production_mode: true", `display_type: "notification"`)

	g.add("mob/android-hms-push-oauth-client-credentials", `
$ curl -s https://oauth-login.cloud.huawei.com/oauth2/v3/token \
    -d "grant_type=client_credentials&client_id=«_cid»&client_secret=«a»"
{"access_token":"«b»","expires_in":3600,"token_type":"Bearer"}
`, V{"_cid": g.digits(9), "a": g.hex(64), "b": "DAEBA" + g.s(alB64, 150) + "=="}, "https://oauth-login.cloud.huawei.com/oauth2/v3/token", `"expires_in":3600`)

	g.add("mob/android-logcat-okhttp-authorization", `
$ adb logcat -s OkHttp:D | head -8
03-14 10:14:02.118 12877 13020 D OkHttp  : --> GET https://api.acme.io/v1/me
03-14 10:14:02.118 12877 13020 D OkHttp  : Accept: application/json
03-14 10:14:02.118 12877 13020 D OkHttp  : Authorization: Bearer «a»
03-14 10:14:02.118 12877 13020 D OkHttp  : --> END GET
03-14 10:14:02.301 12877 13020 D OkHttp  : <-- 200 https://api.acme.io/v1/me (182ms)
`, V{"a": g.userJWT()}, "--> GET https://api.acme.io/v1/me", "<-- 200 https://api.acme.io/v1/me (182ms)")

	// Proto DataStore files run through strings print each key and its
	// value on separate lines.
	g.add("mob/android-run-as-datastore-strings", `
$ adb shell run-as io.acme.courier cat files/datastore/session.preferences_pb | strings
user_id
«_u»
refresh_token
«a»
onboarding_done
`, V{"_u": g.uuid(), "a": "rt_" + g.b64u(48)}, "onboarding_done", "files/datastore/session.preferences_pb")

	// Twilio's account SID is an identifier; the string next to it in the
	// decompiled class is the auth token.
	g.add("mob/android-jadx-obfuscated-constants", `
$ jadx -d out app-release.apk >/dev/null && rg -n '"AC[0-9a-f]{32}"' -A1 out/sources
out/sources/p000/C4821b.java
38:    public static final String f13822a = "«=sid»";
39:    public static final String f13823b = "«a»";
`, V{"=sid": g.twilioSID(), "a": g.hex(32)}, "out/sources/p000/C4821b.java")

	g.add("mob/android-signing-config-env-fallback-kts", `
signingConfigs {
    create("release") {
        storeFile = file(System.getenv("UPLOAD_STORE_FILE") ?: "../keystore/upload.jks")
        storePassword = System.getenv("UPLOAD_STORE_PASSWORD") ?: "«a»"
        keyAlias = "upload"
        keyPassword = System.getenv("UPLOAD_KEY_PASSWORD") ?: "«a»"
    }
}
`, V{"a": g.pw()}, `keyAlias = "upload"`, `System.getenv("UPLOAD_STORE_FILE")`)

	g.add("mob/android-secrets-properties-here-sdk", `
# secrets.properties (read by the secrets-gradle-plugin)
HERE_ACCESS_KEY_ID=«_id»
HERE_ACCESS_KEY_SECRET=«a»
PLACES=«b»
`, V{"_id": g.b64u(22), "a": g.b64u(86), "b": g.googleKey()}, "secrets-gradle-plugin")

	g.add("mob/android-adm-oauth-client-secret", `
$ curl -s -X POST https://api.amazon.com/auth/o2/token \
    -d grant_type=client_credentials -d scope=messaging:push \
    -d client_id=amzn1.application-oa2-client.«_c» \
    -d client_secret=«a»
{"access_token":"Atc|«b»","scope":"messaging:push","token_type":"bearer","expires_in":3600}
`, V{"_c": g.hex(32), "a": g.hex(64), "b": g.b64u(180)}, "scope=messaging:push", "https://api.amazon.com/auth/o2/token")

	g.add("mob/android-gradle-init-artifactory-reference-token", `
// ~/.gradle/init.d/acme-repos.gradle
allprojects {
    repositories {
        maven {
            url "https://acme.jfrog.io/artifactory/android-release/"
            credentials {
                username "ci-android"
                password "«a»"
            }
        }
    }
}
`, V{"a": b64s("reftkn:01:" + g.digits(10) + ":" + g.an(33))}, "https://acme.jfrog.io/artifactory/android-release/", `username "ci-android"`)

	g.add("mob/android-emulator-console-auth-file", `
$ telnet localhost 5554
Android Console: Authentication required
Android Console: type 'auth <auth_token>' to authenticate
Android Console: you can find your <auth_token> in
'/home/dev/.emulator_console_auth_token'
^]
$ cat /home/dev/.emulator_console_auth_token
«a»
`, V{"a": g.s(alB64, 16)}, "Android Console: Authentication required")
}

func (g *G) mobCrossPlatform() {
	// Razorpay's key id is used by the client checkout; the key secret is
	// server-only.
	g.add("mob/rn-config-env-staging-razorpay", `
# .env.staging (react-native-config)
API_URL=https://staging-api.acme.in
GOOGLE_WEB_CLIENT_ID=«_g»
RAZORPAY_KEY_ID=rzp_test_«_r»
RAZORPAY_KEY_SECRET=«a»
`, V{"_g": g.mobGoogleClientID(), "_r": g.an(14), "a": g.an(24)}, "API_URL=https://staging-api.acme.in")

	ek := g.pkcs8RSAPEM()
	g.add("mob/expo-updates-code-signing-private-key", `
$ npx expo-updates codesigning:generate --key-output-directory keys --certificate-output-directory certs --certificate-validity-duration-years 10 --certificate-common-name "Acme Courier"
Generated public and private keys output to keys
Generated code signing certificate output to certs/certificate.pem
$ cat keys/private-key.pem
-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----
`, V{"a": ek.body}, "Generated code signing certificate output to certs/certificate.pem", `--certificate-common-name "Acme Courier"`)

	g.add("mob/expo-eas-env-list-include-sensitive", `
$ eas env:list production --include-sensitive
Environment: production
EXPO_PUBLIC_API_URL=https://api.acme.io
GOOGLE_SERVICES_JSON=(file)
MAPBOX_DOWNLOADS=«a»
SENTRY_AUTH_TOKEN=«b»
`, V{"a": "sk.eyJ1IjoiYWNtZSIsImEiOiJ" + g.b64u(20) + "." + g.b64u(22), "b": "sntrys_" + b64raw(`{"iat":1741940000.1,"url":"https://sentry.io","region_url":"https://de.sentry.io","org":"acme"}`) + "_" + g.b64u(43)}, "EXPO_PUBLIC_API_URL=https://api.acme.io", "GOOGLE_SERVICES_JSON=(file)")

	// CodePush deployment keys ship inside the app bundle; the App Center
	// API token does not.
	g.add("mob/rn-appcenter-login-token-deployment-list", `
$ appcenter login --token «a»
Logged in as acme-mobile
$ appcenter codepush deployment list -a acme/Courier-iOS -k
┌────────────┬────────────────────────────────────────┐
│ Name       │ Key                                    │
├────────────┼────────────────────────────────────────┤
│ Staging    │ «=s» │
│ Production │ «=p» │
└────────────┴────────────────────────────────────────┘
`, V{"a": g.hex(40), "=s": g.b64u(36) + "4ksv", "=p": g.b64u(36) + "4ksv"}, "Logged in as acme-mobile", "appcenter codepush deployment list -a acme/Courier-iOS -k")

	g.add("mob/flutter-vscode-launch-dart-define", `
// .vscode/launch.json
{
  "version": "0.2.0",
  "configurations": [
    {
      "name": "courier (prod data)",
      "request": "launch",
      "type": "dart",
      "program": "lib/main_prod.dart",
      "args": [
        "--dart-define=SUPABASE_URL=https://«_ref».supabase.co",
        "--dart-define=SUPABASE_ADMIN=«a»",
        "--flavor", "prod"
      ]
    }
  ]
}
`, V{"_ref": g.s(alLower, 20), "a": g.supabaseService()}, `"program": "lib/main_prod.dart"`)

	g.add("mob/flutter-web-dotenv-asset-served", `
$ curl -s https://app.acme-courier.com/assets/.env
APP_ENV=production
API_BASE=https://api.acme-courier.com
GEMINI=«a»
ONESIGNAL=«b»
`, V{"a": g.googleKey(), "b": g.mobOneSignal()}, "API_BASE=https://api.acme-courier.com", "APP_ENV=production")

	g.add("mob/flutter-envied-generated-unobfuscated", `
$ cat lib/env/env.g.dart
// GENERATED CODE - DO NOT MODIFY BY HAND

part of 'env.dart';

// **************************************************************************
// EnviedGenerator
// **************************************************************************

final class _Env {
  static const String pexels = '«a»';
  static const String tmdbRead = '«b»';
}
`, V{"a": g.an(56), "b": g.mobJWT(`{"alg":"HS256"}`, fmt.Sprintf(`{"aud":"%s","nbf":%d.4,"sub":"%s","scopes":["api_read"],"version":1}`, g.hex(32), g.mobIat(), g.hex(24)), 43)}, "// GENERATED CODE - DO NOT MODIFY BY HAND", "EnviedGenerator")

	g.add("mob/maui-csproj-android-signing-literals", `
<PropertyGroup Condition="'$(Configuration)|$(TargetFramework)'=='Release|net8.0-android'">
  <AndroidKeyStore>true</AndroidKeyStore>
  <AndroidSigningKeyStore>..\keys\acme-courier.keystore</AndroidSigningKeyStore>
  <AndroidSigningKeyAlias>acme-courier</AndroidSigningKeyAlias>
  <AndroidSigningKeyPass>«a»</AndroidSigningKeyPass>
  <AndroidSigningStorePass>«b»</AndroidSigningStorePass>
  <AndroidPackageFormat>aab</AndroidPackageFormat>
</PropertyGroup>
`, V{"a": g.pw(), "b": g.pw()}, "<AndroidSigningKeyAlias>acme-courier</AndroidSigningKeyAlias>", "<AndroidPackageFormat>aab</AndroidPackageFormat>")

	g.add("mob/maui-dotnet-publish-mixed-env-and-literal", `
$ dotnet publish src/Courier/Courier.csproj -f net8.0-android -c Release \
    -p:AndroidKeyStore=true -p:AndroidSigningKeyStore=acme.keystore -p:AndroidSigningKeyAlias=acme \
    -p:AndroidSigningStorePass=env:ANDROID_STORE_PASS -p:AndroidSigningKeyPass=«a»
`, V{"a": g.pwURL()}, "-p:AndroidSigningStorePass=env:ANDROID_STORE_PASS", "-f net8.0-android")

	g.add("mob/kmp-buildkonfig-field-tmdb", `
// shared/build.gradle.kts
buildkonfig {
    packageName = "io.acme.cinema.shared"
    defaultConfigs {
        buildConfigField(FieldSpec.Type.STRING, "TMDB_BASE", "https://api.themoviedb.org/3")
        buildConfigField(FieldSpec.Type.STRING, "TMDB_READ", "«a»")
    }
}
`, V{"a": g.mobJWT(`{"alg":"HS256"}`, fmt.Sprintf(`{"aud":"%s","nbf":%d.9,"sub":"%s","scopes":["api_read"],"version":1}`, g.hex(32), g.mobIat(), g.hex(24)), 43)}, `packageName = "io.acme.cinema.shared"`, "https://api.themoviedb.org/3")

	// ZEGOCLOUD's numeric AppID is public; token04 needs the server secret.
	g.add("mob/zego-token04-node-positional", `
// token-server/index.js
const { generateToken04 } = require("./zego/token04");

app.get("/rtc-token", requireUser, (req, res) => {
  const token = generateToken04(«_id», req.user.id, "«a»", 3600, "");
  res.json({ token, appID: «_id» });
});
`, V{"_id": g.digits(10), "a": g.hex(32)}, `require("./zego/token04")`, "requireUser")

	g.add("mob/flutter-pubspec-git-dependency-oauth2", `
# pubspec.yaml
dependencies:
  flutter:
    sdk: flutter
  acme_ui:
    git:
      url: https://oauth2:«a»@gitlab.acme.io/mobile/acme_ui.git
      ref: v3.4.1
  go_router: ^14.2.0
`, V{"a": g.glpat()}, "ref: v3.4.1", "go_router: ^14.2.0")

	g.add("mob/cordova-build-json-release-signing", `
$ cat build.json
{
  "android": {
    "release": {
      "keystore": "../keys/acme-release.keystore",
      "storePassword": "«a»",
      "alias": "acme",
      "password": "«b»",
      "packageType": "bundle"
    }
  },
  "ios": {
    "release": { "developmentTeam": "«_t»", "codeSignIdentity": "Apple Distribution", "packageType": "app-store" }
  }
}
`, V{"a": g.pw(), "b": g.pw(), "_t": g.mobAppleID()}, `"codeSignIdentity": "Apple Distribution"`, `"packageType": "bundle"`)

	g.add("mob/nativescript-build-key-store-flags", `
$ ns build android --release --aab --key-store-path ./keys/courier.jks --key-store-password «a» --key-store-alias courier --key-store-alias-password «b» --copy-to dist/
Project successfully built.
The build result is located at: dist/app-release.aab
`, V{"a": g.pwURL(), "b": g.pwURL()}, "--key-store-alias courier", "The build result is located at: dist/app-release.aab")

	g.add("mob/expo-app-config-ts-extra-literal", `
// app.config.ts
export default ({ config }: ConfigContext): ExpoConfig => ({
  ...config,
  name: "Acme Courier",
  slug: "acme-courier",
  extra: {
    eas: { projectId: "«_p»" },
    posthogKey: "phc_«_ph»",
    geoapify: "«a»",
  },
});
`, V{"_p": g.uuid(), "_ph": g.an(43), "a": g.hex(32)}, `slug: "acme-courier"`)

	g.add("mob/ionic-capacitor-android-variables-gradle", `
// android/variables.gradle (Capacitor)
ext {
    minSdkVersion = 23
    compileSdkVersion = 34
    targetSdkVersion = 34
    googleMapsKey = '«a»'
    onesignalAppId = '«_o»'
}
`, V{"a": g.googleKey(), "_o": g.uuid()}, "compileSdkVersion = 34", "android/variables.gradle (Capacitor)")
}

func (g *G) mobAdsAttribution() {
	// AppLovin report keys: the length (86) and alphabet are guessed.
	g.add("mob/ads-applovin-max-report-query", `
$ curl -s "https://r.applovin.com/maxReport?api_key=«a»&start=2025-03-01&end=2025-03-13&columns=day,application,network,impressions,estimated_revenue&format=json" | jq '.results | length'
312
`, V{"a": g.b64u(86)}, "columns=day,application,network,impressions,estimated_revenue", "https://r.applovin.com/maxReport")

	// The AppLovin SDK key ships inside the app (public); the Quality
	// Service (Ad Review) key in the Gradle plugin is not.
	g.add("mob/ads-applovin-quality-plugin-and-sdk-key", `
// app/build.gradle
apply plugin: 'applovin-quality-service'
applovin {
    apiKey "«a»"
}
// AndroidManifest.xml
<meta-data android:name="applovin.sdk.key" android:value="«_sdk»" />
`, V{"a": g.b64u(86), "_sdk": g.b64u(86)}, "apply plugin: 'applovin-quality-service'")

	// ironSource app keys are public; the reporting API's secret key and
	// refresh token are guessed shapes.
	g.add("mob/ads-ironsource-auth-headers", `
$ curl -s https://platform.ironsrc.com/partners/publisher/auth \
    -H "secretkey: «a»" \
    -H "refreshToken: «b»"
"«c»"
$ curl -s -H "Authorization: Bearer $IS_TOKEN" "https://platform.ironsrc.com/partners/publisher/mediation/applications/v6/stats?appKey=«_ak»&startDate=2025-03-01&endDate=2025-03-13"
`, V{"a": g.an(32), "b": g.hex(32), "c": g.jwt("HS256", fmt.Sprintf(`{"sub":"%s","partner":"publisher","iat":%d}`, g.hex(8), g.mobIat())), "_ak": g.hex(9)}, "https://platform.ironsrc.com/partners/publisher/auth")

	// The Unity Ads game ids and organization core id are public.
	g.add("mob/ads-unity-monetization-stats-apikey", `
GET https://monetization.api.unity.com/stats/v1/operate/organizations/«_org»?groupBy=country,placement&fields=adrequest_count,revenue_sum&scale=day&start=2025-03-01T00:00:00Z&end=2025-03-13T00:00:00Z&gameIds=«_g1»,«_g2»&apikey=«a»
`, V{"_org": g.digits(13), "_g1": g.digits(7), "_g2": g.digits(7), "a": g.hex(64)}, "groupBy=country,placement", "https://monetization.api.unity.com/stats/v1/operate/organizations/")

	g.add("mob/ads-liftoff-vungle-reporting-bearer", `
$ curl -s "https://report.api.vungle.com/ext/pub/reports/performance?dimensions=date,application,placement&aggregates=impressions,revenue&start=2025-03-01&end=2025-03-13" \
    -H "Vungle-Version: 1" -H "Accept: application/json" \
    -H "Authorization: Bearer «a»"
`, V{"a": g.hex(32)}, "-H \"Vungle-Version: 1\"", "dimensions=date,application,placement")

	// Mintegral reporting skey/secret pair; both shapes guessed.
	g.add("mob/ads-mintegral-tuple-no-names", `
# reporting/mintegral.py
import hashlib, time, requests

MINTEGRAL = ("«a»", "«b»")

def fetch(day):
    ts = str(int(time.time()))
    sign = hashlib.md5((MINTEGRAL[1] + hashlib.md5(ts.encode()).hexdigest()).encode()).hexdigest()
    return requests.get("https://api.mintegral.com/reporting/data", params={"skey": MINTEGRAL[0], "time": ts, "sign": sign, "start": day, "end": day}).json()
`, V{"a": g.hex(32), "b": g.hex(32)}, "https://api.mintegral.com/reporting/data")

	// The Adjust app token is public; the SDK signature's secret id and
	// four numbers are the app secret.
	g.add("mob/ads-adjust-sdk-signature-app-secret", `
val config = AdjustConfig(this, "«_tok»", AdjustConfig.ENVIRONMENT_PRODUCTION)
config.setAppSecret(«=id», «a»)
config.setLogLevel(LogLevel.WARN)
Adjust.onCreate(config)
`, V{"_tok": g.s(alLowNum, 12), "=id": fmt.Sprint(1 + g.r.IntN(9)), "a": g.digits(9) + ", " + g.digits(10) + ", " + g.digits(10) + ", " + g.digits(9)}, "AdjustConfig.ENVIRONMENT_PRODUCTION", "config.setLogLevel(LogLevel.WARN)")

	// Adjust API tokens: 20 characters, guessed.
	g.add("mob/ads-adjust-report-service-bearer", `
$ curl -s "https://automate.adjust.com/reports-service/report?app_token__in=«_tok»&date_period=2025-03-01:2025-03-13&dimensions=day,network&metrics=installs,sessions" \
    -H "Authorization: Bearer «a»"
`, V{"_tok": g.s(alLowNum, 12), "a": g.an(20)}, "dimensions=day,network&metrics=installs,sessions")

	// AppsFlyer API tokens (V2) are encrypted JWTs (five segments); the
	// app id is public.
	g.add("mob/ads-appsflyer-raw-data-jwe", `
$ curl -s -H "accept: text/csv" -H "authorization: Bearer «a»" \
    "https://hq1.appsflyer.com/api/raw-data/export/app/id«_app»/installs_report/v5?from=2025-03-01&to=2025-03-13&timezone=UTC" -o installs.csv
`, V{"a": b64raw(`{"alg":"A256KW","cty":"JWT","enc":"A256GCM","typ":"JWT","zip":"DEF"}`) + "." + g.b64u(54) + "." + g.b64u(16) + "." + g.b64u(640) + "." + g.b64u(22), "_app": g.digits(10)}, "installs_report/v5?from=2025-03-01&to=2025-03-13&timezone=UTC")

	g.add("mob/ads-branch-export-client-positional", `
from acme_marketing.branch import BranchExport

client = BranchExport("key_live_«_k»", "secret_live_«a»")
rows = client.daily("eo_install", "2025-03-13")
`, V{"_k": g.an(32), "a": g.an(32)}, `client.daily("eo_install", "2025-03-13")`)

	// Singular reporting key: shape guessed.
	g.add("mob/ads-singular-reporting-url", `
2025-03-14T06:00:03Z INFO etl.singular GET https://api.singular.net/api/v2.0/reporting?api_key=«a»&start_date=2025-03-13&end_date=2025-03-13&dimensions=app,source&metrics=adn_cost,custom_installs status=200
`, V{"a": g.hex(32)}, "dimensions=app,source&metrics=adn_cost,custom_installs", "INFO etl.singular")

	// The Kochava app GUID is an identifier; the API key is the secret.
	g.add("mob/ads-kochava-reporting-body", `
$ curl -s https://reporting.api.kochava.com/v1.4/detail -H "Content-Type: application/json" -d '{
  "api_key": "«a»",
  "app_guid": "kocourier-ios-«_g»",
  "time_start": "1740787200",
  "time_end": "1741824000",
  "traffic": ["install"]
}'
`, V{"a": strings.ToUpper(g.uuid()), "_g": g.hex(12)}, "https://reporting.api.kochava.com/v1.4/detail")

	// Adapty's public SDK key ships in the app; the secret key is for the
	// server-side API. Both shapes guessed.
	g.add("mob/subs-adapty-public-and-secret", `
// iOS
Adapty.activate("public_live_«_p»")

# backend
$ curl -s https://api.adapty.io/api/v2/server-side-api/profile/ \
    -H "Authorization: Api-Key secret_live_«a»" -H "adapty-customer-user-id: «_u»"
`, V{"_p": g.an(8) + "." + g.an(20), "a": g.an(8) + "." + g.an(20), "_u": g.uuid()}, "https://api.adapty.io/api/v2/server-side-api/profile/")

	// Qonversion's project key is public; the secret key shape is guessed.
	g.add("mob/subs-qonversion-secret-bearer", `
Qonversion.initialize(QonversionConfig.Builder(this, "«_pk»", QLaunchMode.SubscriptionManagement).build())

$ curl -s https://api.qonversion.io/v3/users/«_u»/entitlements -H "Authorization: Bearer sk_«a»"
`, V{"_pk": g.b64u(32), "_u": "QON_" + g.hex(32), "a": g.b64u(32)}, "QLaunchMode.SubscriptionManagement")

	g.add("mob/subs-chat-app-specific-shared-secret", `
@dana RevenueCat wants the App Store shared secret for Courier iOS before it can validate old receipts:
«a»
(pasted from App Store Connect → App Information → App-Specific Shared Secret)
`, V{"a": g.hex(32)}, "App Store Connect → App Information")

	// The Facebook app id is public; the app secret after the bar is not.
	g.add("mob/ads-facebook-app-access-token-pipe", `
$ curl -s "https://graph.facebook.com/v19.0/debug_token?input_token=$USER_TOKEN&access_token=«_id»|«a»" | jq .data.is_valid
true
`, V{"_id": g.digits(15), "a": g.hex(32)}, "https://graph.facebook.com/v19.0/debug_token?input_token=$USER_TOKEN")

	g.add("mob/ads-inmobi-generate-session", `
$ curl -s https://api.inmobi.com/v1.0/generatesession/generate \
    -H "userName: ads@acme-games.io" -H "secretKey: «a»"
{"respList":[{"sessionId":"«b»","accountId":"«_acc»","subAccounts":null}],"error":false}
`, V{"a": g.hex(32), "b": g.hex(32), "_acc": g.hex(32)}, "userName: ads@acme-games.io", "https://api.inmobi.com/v1.0/generatesession/generate")

	g.add("mob/ads-admob-api-authorized-user-json", `
$ cat ~/.config/acme-ads/admob_token.json
{
  "token": "«a»",
  "refresh_token": "«b»",
  "token_uri": "https://oauth2.googleapis.com/token",
  "client_id": "«_c»",
  "client_secret": "«d»",
  "scopes": ["https://www.googleapis.com/auth/admob.report"]
}
`, V{"a": g.ya29(), "b": g.gRefresh(), "_c": g.mobGoogleClientID(), "d": g.gocspx()}, "https://www.googleapis.com/auth/admob.report")
}

func (g *G) mobPushCrash() {
	// The OneSignal App ID is a public UUID; the App API key is secret.
	g.add("mob/push-onesignal-v2-key-scheme", `
$ curl -s https://api.onesignal.com/notifications?c=push \
    -H "Content-Type: application/json" \
    -H "Authorization: Key «a»" \
    -d '{"app_id":"«_app»","target_channel":"push","included_segments":["Active Subscriptions"],"contents":{"en":"Your order is on its way"}}'
{"id":"«_n»","external_id":null}
`, V{"a": g.mobOneSignal(), "_app": g.uuid(), "_n": g.uuid()}, `"included_segments":["Active Subscriptions"]`)

	g.add("mob/push-onesignal-dotenv-bare-names", `
# services/notify/.env
ONESIGNAL_APP=«_app»
ONESIGNAL=«a»
NOTIFY_QUEUE=redis://notify-redis:6379/2
`, V{"_app": g.uuid(), "a": g.mobOneSignal()}, "NOTIFY_QUEUE=redis://notify-redis:6379/2")

	// The Pusher Beams instance id is used by the client SDKs (public);
	// the secret key's shape is guessed.
	g.add("mob/push-pusher-beams-python", `
from pusher_push_notifications import PushNotifications

beams_client = PushNotifications(
    instance_id="«_i»",
    secret_key="«a»",
)
beams_client.publish_to_interests(interests=["order-updates"], publish_body={"fcm": {"notification": {"title": "Shipped"}}})
`, V{"_i": g.uuid(), "a": g.s(alHexU, 64)}, `interests=["order-updates"]`)

	g.add("mob/push-fcm-legacy-php-header", `
<?php
$headers = [
    'Authorization: key=«a»',
    'Content-Type: application/json',
];
$ch = curl_init('https://fcm.googleapis.com/fcm/send');
curl_setopt($ch, CURLOPT_HTTPHEADER, $headers);
curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode(['to' => $deviceToken, 'notification' => ['title' => 'Acme']]));
`, V{"a": g.firebaseFCM()}, "https://fcm.googleapis.com/fcm/send", "CURLOPT_HTTPHEADER")

	g.add("mob/push-fcm-v1-print-access-token", `
$ gcloud auth print-access-token --impersonate-service-account=fcm-sender@acme-courier.iam.gserviceaccount.com
«a»
$ curl -s -X POST https://fcm.googleapis.com/v1/projects/acme-courier/messages:send \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    -d '{"message":{"token":"«=dt»","notification":{"title":"Acme","body":"Shipped"}}}'
`, V{"a": g.ya29(), "=dt": g.b64u(22) + ":APA91b" + g.b64u(134)}, "fcm-sender@acme-courier.iam.gserviceaccount.com", "https://fcm.googleapis.com/v1/projects/acme-courier/messages:send")

	akid, ateam := g.mobAppleID(), g.mobAppleID()
	g.add("mob/push-apns-curl-http2-provider-token", `
$ curl -v --http2 \
    -H "authorization: bearer «a»" \
    -H "apns-topic: io.acme.courier" -H "apns-push-type: alert" \
    -d '{"aps":{"alert":"Shipped"}}' \
    https://api.push.apple.com/3/device/«=dev»
< HTTP/2 200
< apns-id: «_id»
`, V{"a": g.mobJWT(`{"alg":"ES256","kid":"`+akid+`"}`, fmt.Sprintf(`{"iss":"%s","iat":%d}`, ateam, g.mobIat()), 86), "=dev": g.hex(64), "_id": strings.ToUpper(g.uuid())}, "apns-topic: io.acme.courier", "https://api.push.apple.com/3/device/")

	// The Airship app key is in the SDK config (public); the master
	// secret is not.
	g.add("mob/push-airship-curl-user-colon", `
$ curl -s https://go.urbanairship.com/api/push \
    -u "«_k»:«a»" \
    -H "Accept: application/vnd.urbanairship+json; version=3" -H "Content-Type: application/json" \
    -d '{"audience":{"named_user":"«_u»"},"notification":{"alert":"Shipped"},"device_types":["ios","android"]}'
`, V{"_k": g.b64u(22), "a": g.b64u(22), "_u": g.uuid()}, "application/vnd.urbanairship+json; version=3")

	// Batch: the SDK API key in the path is public, the REST key is not.
	g.add("mob/push-batch-x-authorization", `
$ curl -s https://api.batch.com/1.1/«_k»/transactional/send \
    -H "Content-Type: application/json" \
    -H "X-Authorization: «a»" \
    -d '{"group_id":"shipping","recipients":{"custom_ids":["«_u»"]},"message":{"title":"Acme","body":"Shipped"}}'
`, V{"_k": g.s(alUpNum, 30), "a": g.hex(32), "_u": g.digits(8)}, `"group_id":"shipping"`)

	g.add("mob/push-leanplum-query-client-key", `
POST https://api.leanplum.com/api?action=track&appId=app_«_app»&clientKey=prod_«a»&apiVersion=1.0.6&userId=«_u»&event=purchase
`, V{"_app": g.an(43), "a": g.an(43), "_u": g.digits(8)}, "action=track", "apiVersion=1.0.6")

	g.add("mob/push-pushy-api-key-query", `
const res = await fetch("https://api.pushy.me/push?api_key=«a»", {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ to: deviceToken, data: { message: "Shipped" } }),
});
`, V{"a": g.hex(64)}, "https://api.pushy.me/push?api_key=")

	// Backtrace submission tokens sit in the URL path.
	g.add("mob/crash-backtrace-node-endpoint-path", `
import * as bt from "backtrace-node";

bt.initialize({
  endpoint: "https://submit.backtrace.io/acme-games/«a»/json",
  attributes: { service: "matchmaker", version: process.env.GIT_SHA },
});
`, V{"a": g.hex(64)}, "attributes: { service: \"matchmaker\", version: process.env.GIT_SHA }")

	g.add("mob/crash-bugsplat-symbol-upload-flags", `
$ npx @bugsplat/symbol-upload -b AcmeArena -a "Acme Arena" -v 1.4.2 -i «a» -s «b» -d ./Binaries/Win64 -f "**/*.pdb"
Uploading AcmeArena-Win64-Shipping.pdb... done
`, V{"a": g.hex(32), "b": g.an(32)}, `-a "Acme Arena" -v 1.4.2`, "Uploading AcmeArena-Win64-Shipping.pdb... done")

	// The Bugsnag notifier API key ships in the app; a personal auth token
	// for the Data Access API does not.
	g.add("mob/crash-bugsnag-notifier-vs-data-token", `
Bugsnag.start(withApiKey: "«_n»")

$ curl -s https://api.bugsnag.com/user/organizations -H "Authorization: token «a»" -H "X-Version: 2"
`, V{"_n": g.hex(32), "a": g.uuid()}, `-H "X-Version: 2"`)

	g.add("mob/crash-crashlytics-symbols-token-flag", `
$ firebase crashlytics:symbols:upload --app=«_app» --token «a» build/app/outputs/symbols
i  Generating symbols for build/app/outputs/symbols
✔  Successfully uploaded all symbols
`, V{"_app": g.mobFirebaseAppID("android"), "a": g.gRefresh()}, "Successfully uploaded all symbols")

	// Emerge Tools upload token: shape guessed.
	g.add("mob/crash-emerge-gradle-plugin-literal", `
// app/build.gradle.kts
emerge {
    apiToken.set("«a»")
    vcs { gitHub { repoOwner.set("acme-mobile"); repoName.set("courier-android") } }
}
`, V{"a": g.an(40)}, `repoName.set("courier-android")`)

	g.add("mob/push-umeng-ios-master-secret-python", `
from umessage.pushclient import PushClient
from umessage.iospush import IOSUnicast

push_client = PushClient()
unicast = IOSUnicast("«_k»", "«a»")
unicast.setDeviceToken(device_token)
unicast.setAlert("订单已发货")
push_client.send(unicast)
`, V{"_k": g.hex(24), "a": g.s(alLowNum, 32)}, "push_client.send(unicast)")
}

func (g *G) mobUnity() {
	g.add("mob/unity-upmconfig-npmauth-basic", `
$ cat ~/.upmconfig.toml
[npmAuth."https://upm.acme-games.io"]
_auth = "«a»"
alwaysAuth = true

[npmAuth."https://npm.pkg.github.com/@acme-games"]
token = "«b»"
alwaysAuth = true
`, V{"a": b64s("unity-ci:" + g.pwURL()), "b": g.ghp()}, `[npmAuth."https://upm.acme-games.io"]`)

	g.add("mob/unity-editor-buildscript-keystore-pass", `
// Assets/Editor/BuildScript.cs
public static class BuildScript
{
    [MenuItem("Acme/Build Android Release")]
    public static void BuildAndroid()
    {
        PlayerSettings.Android.useCustomKeystore = true;
        PlayerSettings.Android.keystoreName = "Keystores/acme-arena.keystore";
        PlayerSettings.Android.keystorePass = "«a»";
        PlayerSettings.Android.keyaliasName = "acme-arena";
        PlayerSettings.Android.keyaliasPass = "«a»";
        BuildPipeline.BuildPlayer(Scenes, "Builds/Android/AcmeArena.aab", BuildTarget.Android, BuildOptions.None);
    }
}
`, V{"a": g.pw()}, `[MenuItem("Acme/Build Android Release")]`, `PlayerSettings.Android.keyaliasName = "acme-arena";`)

	// Unity organization and project ids are identifiers.
	g.add("mob/unity-build-automation-basic-header", `
$ curl -s -X POST "https://build-api.cloud.unity3d.com/api/v1/orgs/«_org»/projects/«_p»/buildtargets/ios-prod/builds" \
    -H "Content-Type: application/json" \
    -H "Authorization: Basic «a»" \
    -d '{"clean": true, "delay": 0}'
[{"build":412,"buildtargetid":"ios-prod","buildStatus":"queued"}]
`, V{"_org": g.digits(13), "_p": g.uuid(), "a": b64s(g.uuid() + ":" + g.b64u(32))}, `"buildStatus":"queued"`)

	// Unity Cloud Content Delivery CLI; the key is the login argument.
	g.add("mob/unity-ccd-cli-auth-login-positional", `
$ ucd auth login «a»
Logged in successfully.
$ ucd config set environment production --environment-id=«_e» --project=«_p»
$ ucd entries sync ./ServerData/Android --bucket=«_b» --release
`, V{"a": g.hex(32), "_e": g.uuid(), "_p": g.uuid(), "_b": g.uuid()}, "Logged in successfully.")

	g.add("mob/unity-remote-config-requests-auth-tuple", `
import requests

UGS = ("«_kid»", "«a»")
PROJECT = "«_p»"
ENV = "«_e»"
r = requests.get(f"https://services.api.unity.com/remote-config/v1/projects/{PROJECT}/environments/{ENV}/configs", auth=UGS)
`, V{"_kid": g.uuid(), "a": g.b64u(32), "_p": g.uuid(), "_e": g.uuid()}, "https://services.api.unity.com/remote-config/v1/projects/")

	g.add("mob/unity-ugs-token-exchange-response", `
$ curl -s -u "«_kid»:«a»" -X POST "https://services.api.unity.com/auth/v1/token-exchange?projectId=«_p»&environmentId=«_e»"
{"accessToken":"«b»"}
`, V{"_kid": g.uuid(), "a": g.b64u(32), "_p": g.uuid(), "_e": g.uuid(), "b": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://services.api.unity.com","project_id":"%s","exp":%d}`, g.uuid(), g.mobIat()))}, "https://services.api.unity.com/auth/v1/token-exchange")

	// PlayFab title ids are public; title secret keys (shape guessed) are
	// not.
	g.add("mob/unity-playfab-x-secretkey-admin-curl", `
$ curl -s https://«_t».playfabapi.com/Admin/GetTitleData \
    -H "Content-Type: application/json" \
    -H "X-SecretKey: «a»" \
    -d '{"Keys":["season_config"]}'
{"code":200,"status":"OK","data":{"Data":{"season_config":"{\"season\":7}"}}}
`, V{"_t": g.s(alHexU, 5), "a": g.s(alUpNum, 52)}, `"Keys":["season_config"]`)

	g.add("mob/unity-playfab-azure-function-local-settings", `
$ cat CloudScript/local.settings.json
{
  "IsEncrypted": false,
  "Values": {
    "AzureWebJobsStorage": "UseDevelopmentStorage=true",
    "FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated",
    "PLAYFAB_TITLE_ID": "«_t»",
    "PLAYFAB_DEV_SECRET_KEY": "«a»"
  }
}
`, V{"_t": g.s(alHexU, 5), "a": g.s(alUpNum, 52)}, `"AzureWebJobsStorage": "UseDevelopmentStorage=true"`)

	// Photon custom authentication: the shared value travels as the
	// query parameter "k" the dashboard appends.
	g.add("mob/unity-photon-custom-auth-query", `
# Photon dashboard → Authentication → Custom Server
URL: https://auth.acme-games.io/photon?k=«a»

// auth/photon.ts
app.get("/photon", (req, res) => {
  if (req.query.k !== "«a»") return res.json({ ResultCode: 3, Message: "bad caller" });
  return res.json({ ResultCode: 1, UserId: verify(req.query.token) });
});
`, V{"a": g.an(32)}, `ResultCode: 3, Message: "bad caller"`)

	// The Vivox server, domain and issuer are public; the token key signs
	// access tokens. Its shape is guessed.
	g.add("mob/unity-vivox-voice-manager-asset", `
--- !u!114 &114000011
MonoBehaviour:
  m_Name: VivoxVoiceManager
  _server: https://unity.vivox.com/appconfig/«_s»
  _domain: mtu1xp.vivox.com
  _tokenIssuer: «_i»
  _tokenKey: «a»
  _tokenExpiration: 90
`, V{"_s": g.s(alLowNum, 8), "_i": "acme" + g.digits(4) + "-ar-dev", "a": g.s(alLowNum, 12)}, "_domain: mtu1xp.vivox.com")

	g.add("mob/unity-batchmode-license-flags", `
$ "/Applications/Unity/Hub/Editor/2022.3.32f1/Unity.app/Contents/MacOS/Unity" -quit -batchmode -nographics \
    -serial «a» -username builds@acme-games.io -password «b» -logFile -
[Licensing::Module] License activated successfully
`, V{"a": "E3-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4), "b": g.pwURL()}, "[Licensing::Module] License activated successfully")

	g.add("mob/unity-player-log-backend-hmac", `
$ adb logcat -s Unity | head -5
03-14 11:02:40.118  9012  9044 I Unity   : [AcmeBackend] endpoint=https://api.acme-games.io region=eu-central-1
03-14 11:02:40.118  9012  9044 I Unity   : [AcmeBackend] hmac=«a»
03-14 11:02:40.119  9012  9044 I Unity   : [AcmeBackend] session ready in 212 ms
`, V{"a": g.hex(64)}, "endpoint=https://api.acme-games.io region=eu-central-1", "session ready in 212 ms")

	g.add("mob/unity-gameci-workflow-android-keystore-inputs", `
      - uses: game-ci/unity-builder@v4
        env:
          UNITY_LICENSE: ${{ secrets.UNITY_LICENSE }}
        with:
          targetPlatform: Android
          androidExportType: androidAppBundle
          androidKeystoreName: acme-arena.keystore
          androidKeystoreBase64: ${{ secrets.ANDROID_KEYSTORE_BASE64 }}
          androidKeystorePass: «a»
          androidKeyaliasName: acme-arena
          androidKeyaliasPass: «a»
`, V{"a": g.pwURL()}, "${{ secrets.ANDROID_KEYSTORE_BASE64 }}", "androidExportType: androidAppBundle")
}

func (g *G) mobUnrealStores() {
	g.add("mob/unreal-crashreportclient-datarouter-backtrace", `
; Config/DefaultEngine.ini
[CrashReportClient]
bAgreeToCrashUpload=true
bSendUnattendedBugReports=true
DataRouterUrl="https://unreal.backtrace.io/post/acme-games/«a»"
CrashReportClientVersion=1.0
`, V{"a": g.hex(64)}, "bSendUnattendedBugReports=true", "CrashReportClientVersion=1.0")

	// Steam app id 1234560-like numbers are public; the encrypted app
	// ticket key is a 32-byte symmetric key.
	g.add("mob/unreal-steam-app-ticket-key-bytes", `
// Source/AcmeArenaServer/Private/SteamTicket.cpp
static constexpr uint32 GSteamAppId = «_app»;
static const uint8 GTicketDecrypt[32] = {
    «a»
};

bool FAcmeSteamTicket::Decrypt(const TArray<uint8>& Ticket, uint64& OutSteamId)
{
    return SteamEncryptedAppTicket_BDecryptTicket(Ticket.GetData(), Ticket.Num(), Decrypted, &DecryptedLen, GTicketDecrypt, sizeof(GTicketDecrypt));
}
`, V{"_app": g.digits(7), "a": g.mobHexBytes(32)}, "SteamEncryptedAppTicket_BDecryptTicket")

	// Epic organization, product and artifact ids identify the game; the
	// BuildPatchTool client secret does not belong in scripts.
	g.add("mob/epic-buildpatchtool-upload-args", `
> Engine\Binaries\Win64\BuildPatchTool.exe -OrganizationId="o-«_o»" -ProductId="«_p»" -ArtifactId="«_a»" ^
    -ClientId="«_c»" -ClientSecret="«a»" -mode=UploadBinary ^
    -BuildRoot="D:\Builds\AcmeArena\Windows" -CloudDir="D:\Builds\Cloud" -BuildVersion="1.4.2-Win64" ^
    -AppLaunch="AcmeArena.exe" -AppArgs=""
`, V{"_o": g.s(alLowNum, 30), "_p": g.hex(32), "_a": g.hex(32), "_c": g.s(alLowNum, 32), "a": g.b64u(43)}, `-BuildVersion="1.4.2-Win64"`, `-AppLaunch="AcmeArena.exe"`)

	g.add("mob/epic-eos-client-credentials-token", `
$ curl -s -u "«_c»:«a»" https://api.epicgames.dev/auth/v1/oauth/token \
    -d grant_type=client_credentials -d deployment_id=«_d»
{"access_token":"«b»","token_type":"bearer","expires_at":"2025-03-14T12:10:44.000Z","features":["AntiCheat","Connect","Ecom","Voice"],"deployment_id":"«_d»"}
`, V{"_c": "xyza7891" + g.an(24), "a": g.b64u(43), "_d": g.hex(32), "b": g.jwt("RS256", fmt.Sprintf(`{"clid":"%s","dn":"AcmeArena","iss":"https://api.epicgames.dev/auth/v1/oauth","exp":%d}`, g.hex(16), g.mobIat()))}, `"features":["AntiCheat","Connect","Ecom","Voice"]`)

	// A Steam Desktop Authenticator file: the account name and SteamID
	// are public, the TOTP and confirmation secrets and the revocation
	// code are not.
	sid := "7656119" + g.digits(10)
	g.add("mob/steam-guard-mafile", `
$ cat maFiles/«_sid».maFile
{"shared_secret":"«a»","serial_number":"«_sn»","revocation_code":"«b»","uri":"otpauth://totp/Steam:acme_builder?secret=«c»&issuer=Steam","server_time":1741940000,"account_name":"acme_builder","token_gid":"«=tg»","identity_secret":"«d»","secret_1":"«e»","status":1,"device_id":"android:«=dev»","fully_enrolled":true,"Session":{"SteamID":«_sid»}}
`, V{"_sid": sid, "a": g.b64(20), "_sn": g.digits(19), "b": "R" + g.digits(5), "c": g.s(alB32, 32), "=tg": g.hex(16), "d": g.b64(20), "e": g.b64(20), "=dev": g.uuid()}, `"account_name":"acme_builder"`)

	vdf := fmt.Sprintf("\"InstallConfigStore\"\n{\n\t\"Software\"\n\t{\n\t\t\"Valve\"\n\t\t{\n\t\t\t\"Steam\"\n\t\t\t{\n\t\t\t\t\"ConnectCache\"\n\t\t\t\t{\n\t\t\t\t\t\"%s\"\t\t\"%s\"\n\t\t\t\t}\n\t\t\t}\n\t\t}\n\t}\n}\n", g.hex(8), g.hex(480))
	g.add("mob/steam-config-vdf-connectcache", `
$ grep -A3 ConnectCache ~/Steam/config/config.vdf
				"ConnectCache"
				{
					"«=id»"		"«a»"
				}
`, V{"=id": g.hex(8), "a": g.hex(480)}, `"ConnectCache"`)

	g.add("mob/steam-deploy-config-vdf-literal", `
      - uses: game-ci/steam-deploy@v3
        with:
          username: acme_builder
          configVdf: «a»
          appId: «_app»
          buildDescription: v1.4.2
          rootPath: build
          depot1Path: StandaloneWindows64
          releaseBranch: beta
`, V{"a": b64s(vdf), "_app": g.digits(7)}, "buildDescription: v1.4.2", "releaseBranch: beta")

	g.add("mob/steam-partner-authenticate-ticket-cpp", `
const FString Url = FString::Printf(
    TEXT("https://partner.steam-api.com/ISteamUserAuth/AuthenticateUserTicket/v1/?key=%s&appid=%d&ticket=%s"),
    TEXT("«a»"), «_app», *TicketHex);
Request->SetURL(Url);
`, V{"a": g.s(alHexU, 32), "_app": g.digits(7)}, "ISteamUserAuth/AuthenticateUserTicket/v1/")

	// Meta Quest app ids are public; the app secret is not.
	g.add("mob/meta-quest-ovr-platform-util-upload", `
$ ./ovr-platform-util upload-quest-build --app-id «_id» --app-secret «a» --apk Builds/AcmeArena.apk --channel ALPHA --notes "1.4.2 alpha"
Uploading build... 100%
Build uploaded successfully to channel ALPHA.
`, V{"_id": g.digits(16), "a": g.hex(32)}, "Build uploaded successfully to channel ALPHA.")

	qid := g.digits(16)
	g.add("mob/meta-quest-oc-app-access-token", `
$ curl -s "https://graph.oculus.com/«_id»/leaderboards?fields=api_name,entry_count&access_token=OC|«_id»|«a»"
{"data":[{"api_name":"SEASON_7_SCORE","entry_count":18233,"id":"«_lb»"}]}
`, V{"_id": qid, "a": g.hex(32), "_lb": g.digits(16)}, `"api_name":"SEASON_7_SCORE"`)

	g.add("mob/xbox-storebroker-securestring-positional", `
PS> $cred = New-Object System.Management.Automation.PSCredential("«_c»", (ConvertTo-SecureString "«a»" -AsPlainText -Force))
PS> Set-StoreBrokerAuthentication -TenantId «_t» -Credential $cred
PS> Update-ApplicationSubmission -AppId 9N«_app» -SubmissionDataPath .\AcmeArena.json -PackagePath .\AcmeArena.zip -AddPackages -AutoCommit
`, V{"_c": g.uuid(), "a": g.azSecret(), "_t": g.uuid(), "_app": g.s(alUpNum, 10)}, "-AddPackages -AutoCommit")

	g.add("mob/gog-galaxy-init-options-positional", `
// Source/AcmeArena/Private/GogPlatform.cpp
void FGogPlatform::Init()
{
    galaxy::api::Init(galaxy::api::InitOptions("«_id»", "«a»"));
    galaxy::api::User()->SignInGalaxy(false, 15, AuthListener.Get());
}
`, V{"_id": g.digits(17), "a": g.hex(64)}, "SignInGalaxy(false, 15, AuthListener.Get())")

	g.add("mob/unreal-pixel-streaming-turn-credential", `
$ cat SignallingWebServer/config.json
{
  "UseFrontend": false,
  "UseMatchmaker": true,
  "HttpPort": 80,
  "peerConnectionOptions": "{ \"iceServers\": [{\"urls\": [\"stun:stun.l.google.com:19302\", \"turn:turn.acme-games.io:3478\"], \"username\": \"pixelstream\", \"credential\": \"«a»\"}] }"
}
`, V{"a": g.pwURL()}, `"UseMatchmaker": true`, "turn:turn.acme-games.io:3478")
}

// mobHexBytes is n random bytes as a C initializer list of 0x.. literals.
func (g *G) mobHexBytes(n int) string {
	p := make([]string, n)
	for i := range p {
		p[i] = "0x" + g.hex(2)
	}
	return strings.Join(p, ", ")
}

func (g *G) mobGameBackends() {
	// Nakama's server key is used by every client; the runtime http_key
	// is for server-to-server RPC only.
	g.add("mob/nakama-rpc-http-key-query", `
$ curl -s "https://nakama.acme-games.io/v2/rpc/grant_season_reward?http_key=«a»&unwrap" \
    -H "Content-Type: application/json" -d '{"user_id":"«_u»","season":7}'
{"granted":true,"gems":250}
`, V{"a": g.an(24), "_u": g.uuid()}, `{"granted":true,"gems":250}`)

	g.add("mob/nakama-console-authenticate", `
$ curl -s http://127.0.0.1:7351/v2/console/authenticate -d '{"username":"admin","password":"«a»"}'
{"token":"«b»"}
`, V{"a": g.pw(), "b": g.jwt("HS256", fmt.Sprintf(`{"uid":"%s","usn":"admin","ema":"ops@acme-games.io","rol":1,"exp":%d}`, g.uuid(), g.mobIat()))}, "http://127.0.0.1:7351/v2/console/authenticate")

	g.add("mob/colyseus-monitor-basic-auth-users", `
import basicAuth from "express-basic-auth";
import { monitor } from "@colyseus/monitor";

app.use("/colyseus", basicAuth({ users: { ops: "«a»" }, challenge: true }), monitor());
`, V{"a": g.pwStrong()}, `import { monitor } from "@colyseus/monitor";`, "challenge: true")

	// Hathora developer tokens: the prefix and length are guessed.
	g.add("mob/hathora-cli-deploy-token-flag", `
$ npx hathora-cloud deploy --app-id app-«_a» --token hathora_org_st_«a» --room-config '{"map":"docks"}' --container-port 7777 --transport-type udp
✔ Build 31 uploaded
✔ Deployment 18 created for app-«_a»
`, V{"_a": g.uuid(), "a": g.an(40)}, "--container-port 7777 --transport-type udp")

	// GameLift Anywhere compute auth tokens: shape guessed.
	g.add("mob/gamelift-anywhere-compute-auth-token", `
$ aws gamelift get-compute-auth-token --fleet-id fleet-«_f» --compute-name lab-rack-04
{
    "FleetId": "fleet-«_f»",
    "ComputeName": "lab-rack-04",
    "AuthToken": "«a»",
    "ExpirationTimestamp": "2025-03-14T12:31:09+00:00"
}
$ ./AcmeArenaServer -authtoken «a» -fleetid fleet-«_f» -hostid lab-rack-04 -websocketurl wss://eu-central-1.api.amazongamelift.com
`, V{"_f": g.uuid(), "a": g.uuid()}, "wss://eu-central-1.api.amazongamelift.com", `"ComputeName": "lab-rack-04"`)

	ak := g.rsaPEM()
	g.add("mob/agones-allocator-client-key-decode", `
$ kubectl get secret -n agones-system allocator-client.default -o jsonpath='{.data.tls\.key}' | base64 -d
-----BEGIN RSA PRIVATE KEY-----
«a»
-----END RSA PRIVATE KEY-----
`, V{"a": ak.body}, "allocator-client.default")

	g.add("mob/edgegap-authorization-token-scheme", `
$ curl -s https://api.edgegap.com/v1/deploy \
    -H "authorization: token «a»" -H "Content-Type: application/json" \
    -d '{"app_name":"acme-arena","version_name":"1.4.2","ip_list":["«_ip»"]}'
{"request_id":"«_r»","request_dns":"«_r».pr.edgegap.net","request_app":"acme-arena","request_version":"1.4.2","request_user_count":1}
`, V{"a": g.uuid(), "_ip": g.mobIP(), "_r": g.hex(12)}, `"request_app":"acme-arena"`)

	// LootLocker server keys: shape guessed. The game key in the client
	// build is filler.
	g.add("mob/lootlocker-server-session-header", `
$ curl -s -X POST https://api.lootlocker.io/server/session \
    -H "Content-Type: application/json" -H "LL-Version: 2021-03-01" \
    -H "x-server-key: «a»" \
    -d '{"game_version":"1.4.2","is_development":false}'
`, V{"a": "prod_" + g.hex(32)}, `-H "LL-Version: 2021-03-01"`, `"is_development":false`)

	// brainCloud app ids are public; the S2S server secret is not.
	g.add("mob/braincloud-s2s-init-positional", `
const s2s = require("braincloud-s2s");

const ctx = s2s.init("«_app»", "AcmeMatchmaker", "«a»", "https://api.braincloudservers.com/s2sdispatcher");
s2s.request(ctx, { service: "globalApp", operation: "READ_PROPERTIES", data: {} }, console.log);
`, V{"_app": g.digits(5), "a": g.uuid()}, "https://api.braincloudservers.com/s2sdispatcher", `operation: "READ_PROPERTIES"`)

	// Beamable cid and pid identify the realm; the realm secret (shape
	// guessed) signs server requests.
	g.add("mob/beamable-connection-config-and-realm-secret", `
$ cat .beamable/connection-configuration.json
{"host":"https://api.beamable.com","cid":"«_c»","pid":"DE_«_p»"}
$ cat .beamable/temp/realm-secret
«a»
`, V{"_c": g.digits(16), "_p": g.digits(16), "a": g.uuid()}, `"host":"https://api.beamable.com"`)

	g.add("mob/accelbyte-iam-client-credentials", `
$ curl -s -u "«_c»:«a»" https://acme.prod.gamingservices.accelbyte.io/iam/v3/oauth/token -d grant_type=client_credentials
{"access_token":"«b»","token_type":"Bearer","expires_in":3600,"namespace":"acmearena"}
`, V{"_c": g.hex(32), "a": g.pwStrong(), "b": g.jwt("RS256", fmt.Sprintf(`{"client_id":"%s","namespace":"acmearena","exp":%d}`, g.hex(32), g.mobIat()))}, `"namespace":"acmearena"`)

	// SpacetimeDB CLI config; token format guessed (a JWT).
	g.add("mob/spacetimedb-cli-toml-token", `
$ cat ~/.config/spacetime/cli.toml
default_server = "maincloud"
spacetimedb_token = "«a»"

[[server_configs]]
nickname = "maincloud"
host = "maincloud.spacetimedb.com"
protocol = "https"
`, V{"a": g.jwt("ES256", fmt.Sprintf(`{"hex_identity":"%s","sub":"%s","iss":"https://auth.spacetimedb.com","iat":%d}`, g.hex(64), g.uuid(), g.mobIat()))}, `host = "maincloud.spacetimedb.com"`)

	g.add("mob/firebase-rtdb-legacy-secret-query", `
$ curl -s "https://acme-arena-default-rtdb.europe-west1.firebasedatabase.app/leaderboard/season7.json?auth=«a»&orderBy=%22score%22&limitToLast=10"
`, V{"a": g.an(40)}, "orderBy=%22score%22&limitToLast=10")

	g.add("mob/palworld-settings-ini-admin", `
$ cat Pal/Saved/Config/LinuxServer/PalWorldSettings.ini
[/Script/Pal.PalGameWorldSettings]
OptionSettings=(Difficulty=None,DayTimeSpeedRate=1.000000,ExpRate=1.500000,bEnableInvaderEnemy=True,ServerPlayerMaxNum=32,ServerName="Acme Community",ServerDescription="",AdminPassword="«a»",ServerPassword="«b»",PublicPort=8211,RCONEnabled=True,RCONPort=25575,Region="")
`, V{"a": g.pwURL(), "b": g.pwURL()}, `ServerName="Acme Community"`, "RCONPort=25575")

	g.add("mob/valheim-server-launch-args", `
$ cat start_server.sh
export SteamAppId=892970
./valheim_server.x86_64 -nographics -batchmode -name "Acme Vikings" -port 2456 -world "Midgard" -password "«a»" -public 0 -crossplay
`, V{"a": g.pw()}, "export SteamAppId=892970", `-world "Midgard"`)
}

func (g *G) mobGameAPIs() {
	// Roblox universe and place ids are public. Open Cloud key shape
	// guessed (long base64).
	g.add("mob/roblox-rbxcloud-publish-flags", `
$ rbxcloud experience publish --filename build/AcmeObby.rbxl --place-id «_pl» --universe-id «_u» --version-type published --api-key «a»
Published place «_pl» (version 184)
`, V{"_pl": g.digits(11), "_u": g.digits(10), "a": g.b64(120)}, "--version-type published", "(version 184)")

	g.add("mob/roblox-open-cloud-messaging-curl", `
$ curl -s -X POST "https://apis.roblox.com/messaging-service/v1/universes/«_u»/topics/shutdown-notice" \
    -H "x-api-key: «a»" -H "Content-Type: application/json" \
    -d '{"message":"Servers restart in 5 minutes"}'
`, V{"_u": g.digits(10), "a": g.b64(120)}, "https://apis.roblox.com/messaging-service/v1/universes/", "Servers restart in 5 minutes")

	g.add("mob/roblox-python-universe-positional", `
import rblxopencloud

universe = rblxopencloud.Experience(«_u», "«a»")
store = universe.get_datastore("PlayerData", scope="global")
value, info = store.get_entry("user_«_uid»")
`, V{"_u": g.digits(10), "a": g.b64(120), "_uid": g.digits(9)}, `universe.get_datastore("PlayerData", scope="global")`)

	g.add("mob/roblox-mantle-dotenv-roblosecurity", `
# .env (mantle deploy)
ROBLOSECURITY=«a»
MANTLE_AWS_ACCESS_KEY_ID=«b»
MANTLE_AWS_SECRET_ACCESS_KEY=«c»
`, V{"a": g.mobRoblosecurity(), "b": g.awsID(), "c": g.awsSecret()}, "# .env (mantle deploy)")

	g.add("mob/bungie-destiny-x-api-key", `
$ curl -s "https://www.bungie.net/Platform/Destiny2/SearchDestinyPlayerByBungieName/All/" \
    -H "X-API-Key: «a»" -H "Content-Type: application/json" \
    -d '{"displayName":"AcmeGuardian","displayNameCode":4821}'
`, V{"a": g.hex(32)}, `"displayName":"AcmeGuardian"`, "SearchDestinyPlayerByBungieName")

	g.add("mob/faceit-data-api-bearer-uuid", `
FACEIT = "«a»"
r = httpx.get("https://open.faceit.com/data/v4/players", params={"nickname": "s1mple", "game": "cs2"}, headers={"Authorization": f"Bearer {FACEIT}"})
`, V{"a": g.uuid()}, "https://open.faceit.com/data/v4/players", `"game": "cs2"`)

	g.add("mob/pubg-api-jwt-header", `
GET /shards/steam/players?filter[playerNames]=AcmeDrop HTTP/1.1
Host: api.pubg.com
Accept: application/vnd.api+json
Authorization: Bearer «a»
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"jti":"%s","iss":"gamelocker","iat":%d,"pub":"blue-hole","title":"pubg","app":"acme-stats"}`, g.uuid(), g.mobIat()))}, "Host: api.pubg.com", "Accept: application/vnd.api+json")

	// Supercell developer keys are JWTs bound to IP addresses.
	g.add("mob/clash-of-clans-developer-jwt", `
# config/coc.yml
clash:
  base: https://api.clashofclans.com/v1
  clan_tag: "#2PP«_t»"
  jwt: «a»
`, V{"_t": g.s(alUpNum, 5), "a": g.mobJWT(`{"typ":"JWT","alg":"HS512","kid":"28a318f7-0000-a1eb-7fa1-2c7433c6cca5"}`, fmt.Sprintf(`{"iss":"supercell","aud":"supercell:gameapi","jti":"%s","iat":%d,"sub":"developer/%s","scopes":["clash"],"limits":[{"tier":"developer/silver","type":"throttling"},{"cidrs":["%s/32"],"type":"client"}]}`, g.uuid(), g.mobIat(), g.uuid(), g.mobIP()), 86)}, "base: https://api.clashofclans.com/v1")

	g.add("mob/osu-api-v1-k-param", `
https://osu.ppy.sh/api/get_user_best?k=«a»&u=AcmeClicker&m=0&limit=50
`, V{"a": g.hex(40)}, "u=AcmeClicker&m=0&limit=50")

	g.add("mob/hypixel-api-key-header-java", `
HttpRequest req = HttpRequest.newBuilder(URI.create("https://api.hypixel.net/v2/player?uuid=" + playerUuid))
    .header("API-Key", "«a»")
    .build();
`, V{"a": g.uuid()}, "https://api.hypixel.net/v2/player?uuid=")

	g.add("mob/startgg-graphql-bearer", `
$ curl -s https://api.start.gg/gql/alpha -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    -d '{"query":"query { tournament(slug: \"acme-weekly-42\") { id name } }"}'
`, V{"a": g.hex(32)}, "https://api.start.gg/gql/alpha", `slug: \"acme-weekly-42\"`)

	g.add("mob/challonge-v1-url-api-key", `
2025-03-14 19:01:22 [bracket-bot] POST https://api.challonge.com/v1/tournaments/acme_weekly_42/participants.json?api_key=«a» -> 200
`, V{"a": g.an(40)}, "[bracket-bot]", "acme_weekly_42/participants.json")

	g.add("mob/rawg-key-in-next-fetch", `
export async function getGames() {
  const res = await fetch("https://api.rawg.io/api/games?key=«a»&dates=2025-01-01,2025-03-14&ordering=-added", { next: { revalidate: 3600 } });
  return res.json();
}
`, V{"a": g.hex(32)}, "dates=2025-01-01,2025-03-14&ordering=-added", "revalidate: 3600")

	// IGDB uses Twitch app credentials; the client id is public.
	g.add("mob/igdb-twitch-client-credentials", `
$ curl -s -X POST "https://id.twitch.tv/oauth2/token?client_id=«_c»&client_secret=«a»&grant_type=client_credentials"
{"access_token":"«b»","expires_in":5184000,"token_type":"bearer"}
$ curl -s https://api.igdb.com/v4/games -H "Client-ID: «_c»" -H "Authorization: Bearer «b»" -d 'fields name,rating; search "hollow"; limit 5;'
`, V{"_c": g.s(alLowNum, 30), "a": g.s(alLowNum, 30), "b": g.s(alLowNum, 30)}, "https://api.igdb.com/v4/games", `search "hollow"; limit 5;`)

	// mod.io game ids are public.
	g.add("mob/modio-oauth-token-upload", `
$ curl -s -X POST https://g-«_g».modapi.io/v1/games/«_g»/mods/«_m»/files \
    -H "Authorization: Bearer «a»" \
    -F "filedata=@AcmeMapPack.zip" -F "version=1.2.0" -F "changelog=new docks map"
`, V{"_g": g.digits(4), "_m": g.digits(7), "a": g.jwt("RS256", fmt.Sprintf(`{"aud":"%s","jti":"%s","sub":"%s","scopes":["write"],"exp":%d}`, g.digits(1), g.hex(40), g.digits(7), g.mobIat()+31536000))}, `-F "changelog=new docks map"`)

	// Nexus Mods personal API keys: shape guessed.
	g.add("mob/nexusmods-apikey-header", `
$ http GET https://api.nexusmods.com/v1/users/validate.json apikey:«a» Application-Name:acme-mod-manager Application-Version:0.9.1
`, V{"a": g.s(alB64, 60) + "--" + g.s(alB64, 22) + "--" + g.s(alB64, 22) + "=="}, "Application-Name:acme-mod-manager")

	g.add("mob/tebex-headless-plugin-secret", `
# plugins/Tebex/config.yml
secret: "«a»"
build-purchase-message: true
server-name: "Acme SMP"
`, V{"a": g.hex(40)}, `server-name: "Acme SMP"`)

	// Game Jolt game ids are public; the private key signs API calls.
	g.add("mob/gamejolt-signature-private-key", `
const GJ_GAME = «_g»;
const GJ = "«a»";
const url = "https://api.gamejolt.com/api/game/v1_2/scores/add/?game_id=" + GJ_GAME + "&score=" + score + "&sort=" + score + "&username=" + user + "&user_token=" + tok;
const signature = md5(url + GJ);
`, V{"_g": g.digits(6), "a": g.hex(32)}, "https://api.gamejolt.com/api/game/v1_2/scores/add/?game_id=")

	// Newgrounds.io: the app id is public, the AES encryption key is not.
	g.add("mob/newgrounds-io-core-positional", `
var ngio = new Newgrounds.io.core("«_id»", "«a»");
ngio.getValidSession(function () { ngio.callComponent("ScoreBoard.postScore", { id: 12345, value: score }); });
`, V{"_id": g.digits(5) + ":" + g.an(8), "a": g.b64(16)}, `ngio.callComponent("ScoreBoard.postScore"`)
}

func (g *G) mobEmbedded() {
	g.add("mob/arduino-wifi-begin-mqtt-connect-positional", `
#include <WiFi.h>
#include <PubSubClient.h>

WiFiClient net;
PubSubClient mqtt(net);

void setup() {
  WiFi.begin("AcmeLab-IoT", "«a»");
  while (WiFi.status() != WL_CONNECTED) delay(250);
  mqtt.setServer("mqtt.acme-iot.io", 1883);
  mqtt.connect("bench-07", "bench07", "«b»");
}
`, V{"a": g.pwURL(), "b": g.pwURL()}, `mqtt.setServer("mqtt.acme-iot.io", 1883);`, "WL_CONNECTED")

	g.add("mob/arduino-hivemq-cloud-tls-consts", `
// HiveMQ Cloud cluster (TLS 8883)
static const char *mqtt_server = "«_c».s1.eu.hivemq.cloud";
static const char *mqtt_username = "greenhouse-esp32";
static const char *mqtt_password = "«a»";
static const int mqtt_port = 8883;
`, V{"_c": g.hex(32), "a": g.pwStrong()}, `mqtt_username = "greenhouse-esp32"`, "HiveMQ Cloud cluster (TLS 8883)")

	g.add("mob/esp-idf-sdkconfig-wifi-and-broker-url", `
$ grep -E 'WIFI|BROKER' sdkconfig
CONFIG_EXAMPLE_WIFI_SSID="AcmeLab-IoT"
CONFIG_EXAMPLE_WIFI_PASSWORD="«a»"
CONFIG_EXAMPLE_WIFI_CONN_MAX_RETRY=6
CONFIG_BROKER_URL="mqtts://sensor-07:«b»@mqtt.acme-iot.io:8883"
`, V{"a": g.pwURL(), "b": g.pwURL()}, "CONFIG_EXAMPLE_WIFI_CONN_MAX_RETRY=6")

	// The ESP-IDF station example logs the password it connects with.
	g.add("mob/esp-idf-monitor-station-log", `
$ idf.py -p /dev/ttyUSB0 monitor
I (598) wifi:mode : sta («_mac»)
I (612) wifi station: wifi_init_sta finished.
I (1874) esp_netif_handlers: sta ip: 192.168.40.57, mask: 255.255.255.0, gw: 192.168.40.1
I (1874) wifi station: got ip:192.168.40.57
I (1878) wifi station: connected to ap SSID:AcmeLab-IoT password:«a»
`, V{"_mac": strings.ToLower(g.mobFP(6)), "a": g.pwURL()}, "I (1874) wifi station: got ip:192.168.40.57")

	// PlatformIO account tokens: shape guessed.
	g.add("mob/platformio-account-token-output", `
$ pio account token
Personal Authentication Token: «a»
$ echo "PLATFORMIO_AUTH_TOKEN=«a»" >> "$GITHUB_ENV"
`, V{"a": g.b64u(48)}, `>> "$GITHUB_ENV"`)

	g.add("mob/espota-a-flag", `
$ python3 ~/.platformio/packages/framework-arduinoespressif32/tools/espota.py -i 192.168.40.57 -p 3232 -a «a» -f .pio/build/esp32dev/firmware.bin
Sending invitation to 192.168.40.57
Authenticating...OK
Uploading: [============================================================] 100% Done...
`, V{"a": g.pwURL()}, "Authenticating...OK", ".pio/build/esp32dev/firmware.bin")

	g.add("mob/circuitpython-settings-toml", `
# CIRCUITPY/settings.toml
CIRCUITPY_WIFI_SSID = "AcmeLab-IoT"
CIRCUITPY_WIFI_PASSWORD = "«a»"
CIRCUITPY_WEB_API_PASSWORD = "«b»"
ADAFRUIT_AIO_USERNAME = "acme_greenhouse"
ADAFRUIT_AIO_KEY = "aio_«c»"
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.an(28)}, `ADAFRUIT_AIO_USERNAME = "acme_greenhouse"`)

	g.add("mob/tasmota-user-config-override-defines", `
// tasmota/user_config_override.h
#undef  STA_SSID1
#define STA_SSID1         "AcmeLab-IoT"
#undef  STA_PASS1
#define STA_PASS1         "«a»"
#undef  MQTT_HOST
#define MQTT_HOST         "mqtt.acme-iot.io"
#undef  MQTT_PASS
#define MQTT_PASS         "«b»"
`, V{"a": g.pw(), "b": g.pwURL()}, `#define MQTT_HOST         "mqtt.acme-iot.io"`)

	g.add("mob/wled-wsec-json", `
$ curl -s http://wled-desk.local/wsec.json
{"nw":{"ins":[{"psk":"«a»"}]},"ap":{"psk":"«b»"},"if":{"mqtt":{"psk":"«c»"}},"ota":{"pwd":"«d»","lock":false}}
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.pwURL(), "d": g.pwURL()}, "http://wled-desk.local/wsec.json", `"lock":false`)

	g.add("mob/zwave-js-ui-security-keys", `
$ jq .zwave.securityKeys /usr/src/app/store/settings.json
{
  "S2_Unauthenticated": "«a»",
  "S2_Authenticated": "«b»",
  "S2_AccessControl": "«c»",
  "S0_Legacy": "«d»"
}
`, V{"a": g.s(alHexU, 32), "b": g.s(alHexU, 32), "c": g.s(alHexU, 32), "d": g.s(alHexU, 32)}, "/usr/src/app/store/settings.json")

	// The extended PAN id and mesh-local prefix are public; the network
	// key and PSKc are not.
	g.add("mob/thread-otbr-dataset-active", `
$ sudo ot-ctl dataset active
Active Timestamp: 1
Channel: 15
Channel Mask: 0x07fff800
Ext PAN ID: «_x»
Mesh Local Prefix: fd5e:«_m»::/64
Network Key: «a»
Network Name: AcmeHome
PAN ID: 0x«_p»
PSKc: «b»
Security Policy: 672 onrc 0
Done
$ sudo ot-ctl dataset active -x
«c»
`, V{"_x": g.hex(16), "_m": g.hex(4) + ":" + g.hex(4) + ":" + g.hex(4), "a": g.hex(32), "_p": g.hex(4), "b": g.hex(32), "c": "0e08000000000001000035060004001fffe00208" + g.hex(120)}, "Network Name: AcmeHome", "Security Policy: 672 onrc 0")

	g.add("mob/meshtastic-channel-psk-and-url", `
$ meshtastic --ch-index 1 --ch-set name AcmeOps --ch-set psk base64:«a»
Connected to radio
Writing modified channels to device
$ meshtastic --qr-all | grep https
https://meshtastic.org/e/#«b»
`, V{"a": g.b64(32), "b": g.b64u(96)}, "Writing modified channels to device")

	// The Blues product UID is an identifier.
	g.add("mob/blues-notecard-card-wifi", `
> {"req":"hub.set","product":"com.acme.greenhouse:sensors","mode":"periodic","outbound":60}
{}
> {"req":"card.wifi","ssid":"AcmeLab-IoT","password":"«a»"}
{"secure":true,"version":"modem-wifi-v2.2"}
`, V{"a": g.pw()}, `"product":"com.acme.greenhouse:sensors"`)

	g.add("mob/azure-dps-enrollment-group-show-keys", `
$ az iot dps enrollment-group show -g iot-prod --dps-name acme-dps --enrollment-id greenhouse-sensors --show-keys
{
  "attestation": {
    "symmetricKey": {
      "primaryKey": "«a»",
      "secondaryKey": "«b»"
    },
    "type": "symmetricKey"
  },
  "enrollmentGroupId": "greenhouse-sensors",
  "provisioningStatus": "enabled"
}
`, V{"a": g.b64(64), "b": g.b64(64)}, `"enrollmentGroupId": "greenhouse-sensors"`)

	// balena API keys: shape guessed.
	g.add("mob/balena-cli-login-and-env-add", `
$ balena login --token «a»
Successfully logged in as: ops_acme
$ balena env add MQTT_PASS «b» --fleet acme/greenhouse
$ balena env list --fleet acme/greenhouse
ID      NAME      VALUE
«_id» MQTT_PASS «b»
`, V{"a": g.an(32), "b": g.pwURL(), "_id": g.digits(7)}, "Successfully logged in as: ops_acme")

	// nRF Cloud API keys: shape guessed.
	g.add("mob/nrfcloud-rest-bearer", `
$ curl -s "https://api.nrfcloud.com/v1/devices?includeState=true&pageLimit=10" -H "Authorization: Bearer «a»" | jq '.items[].id'
"nrf-«_i»"
`, V{"a": g.hex(40), "_i": g.digits(15)}, "includeState=true&pageLimit=10")

	g.add("mob/firmware-strings-grep-lines", `
$ strings -n 8 .pio/build/esp32dev/firmware.bin | grep -n -A1 -E 'AcmeLab|mqtts://'
18231:AcmeLab-IoT
18232:«a»
18240:mqtts://mqtt.acme-iot.io:8883
18241:«b»
`, V{"a": g.pw(), "b": g.pwURL()}, "18240:mqtts://mqtt.acme-iot.io:8883")

	g.add("mob/firmware-squashfs-uci-cloud-agent", `
$ binwalk -e router-fw-2.4.1.bin >/dev/null && cat _router-fw-2.4.1.bin.extracted/squashfs-root/etc/config/acme-cloud
config agent 'main'
	option enabled '1'
	option server 'wss://devices.acme-iot.io/agent'
	option device_id '«_d»'
	option token '«a»'
`, V{"_d": g.uuid(), "a": g.hex(48)}, "option server 'wss://devices.acme-iot.io/agent'")

	g.add("mob/rpi-imager-firstrun-wpa-psk", `
$ sed -n '1,40p' /boot/firmware/firstrun.sh
#!/bin/bash
set +e
FIRSTUSER=$(getent passwd 1000 | cut -d: -f1)
echo "$FIRSTUSER:"'«a»' | chpasswd -e
cat >/etc/wpa_supplicant/wpa_supplicant.conf <<'WPAEOF'
country=DE
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
network={
	ssid="AcmeLab-IoT"
	psk=«b»
}
WPAEOF
`, V{"a": "$5$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 43), "b": g.hex(64)}, "ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev")

	g.add("mob/mongoose-os-mos-config-set", `
$ mos config-set wifi.sta.enable=true wifi.sta.ssid=AcmeLab-IoT wifi.sta.pass=«a» mqtt.enable=true mqtt.server=mqtt.acme-iot.io:8883 mqtt.user=bench07 mqtt.pass=«b»
Getting configuration...
Setting new configuration...
Saving and rebooting...
`, V{"a": g.pwURL(), "b": g.pwURL()}, "mqtt.server=mqtt.acme-iot.io:8883", "Saving and rebooting...")

	g.add("mob/micropython-webrepl-cfg", `
$ mpremote connect /dev/ttyACM0 cat webrepl_cfg.py
PASS = '«a»'
$ mpremote connect /dev/ttyACM0 exec "import webrepl; webrepl.start()"
WebREPL server started on http://192.168.40.61:8266/
`, V{"a": g.an(9)}, "WebREPL server started on http://192.168.40.61:8266/")

	g.add("mob/platformio-verbose-build-defines", `
$ pio run -e esp32dev -v | grep -m1 xtensa-esp32-elf-g++
xtensa-esp32-elf-g++ -o .pio/build/esp32dev/src/main.cpp.o -c -std=gnu++11 -Os -DPLATFORMIO=60116 -DARDUINO_ESP32_DEV -DWIFI_SSID=\"AcmeLab-IoT\" -DWIFI_PASS=\"«a»\" -DOTA_PW=\"«b»\" -Iinclude -Isrc src/main.cpp
`, V{"a": g.pwURL(), "b": g.pwURL()}, "-DARDUINO_ESP32_DEV", "-DPLATFORMIO=60116")
}

func (g *G) mobDesktop() {
	g.add("mob/electron-dev-app-update-yml-private-repo", `
$ cat dev-app-update.yml
provider: github
owner: acme
repo: desktop-private
private: true
token: «a»
updaterCacheDirName: acme-desktop-updater
`, V{"a": g.ghp()}, "updaterCacheDirName: acme-desktop-updater", "repo: desktop-private")

	g.add("mob/electron-builder-spaces-inline-script", `
  "scripts": {
    "dist": "electron-builder --mac --win",
    "release": "DO_KEY_ID=«a» DO_SECRET_KEY=«b» electron-builder --mac --win -p always"
  },
  "build": {
    "publish": [{ "provider": "spaces", "name": "acme-desktop-releases", "region": "fra1", "path": "/stable" }]
  }
`, V{"a": "DO00" + g.s(alUpNum, 16), "b": g.b64(32)[:43]}, `"name": "acme-desktop-releases"`, `"region": "fra1"`)

	g.add("mob/sslcom-codesigntool-totp", `
> CodeSignTool.bat sign -username=release@acme.io -password=«a» -totp_secret=«b» -input_file_path=dist\AcmeSetup-2.3.0.exe -override
Code signed successfully: dist\AcmeSetup-2.3.0.exe
`, V{"a": g.pwURL(), "b": g.b64(32)}, "Code signed successfully: dist\\AcmeSetup-2.3.0.exe")

	// DigiCert KeyLocker API keys: shape guessed.
	g.add("mob/digicert-keylocker-env-smctl", `
$ cat ci/keylocker.env
SM_HOST=https://clientauth.one.digicert.com
SM_API_KEY=«a»
SM_CLIENT_CERT_FILE=C:\certs\Certificate_pkcs12.p12
SM_CLIENT_CERT_PASSWORD=«b»
SM_CODE_SIGNING_CERT_SHA1_HASH=«_h»
$ smctl healthcheck
`, V{"a": g.hex(24) + "_" + g.hex(64), "b": g.pwURL(), "_h": g.s(alHexU, 40)}, "SM_HOST=https://clientauth.one.digicert.com")

	// Trusted Signing account and profile names are not secret.
	g.add("mob/azure-trusted-signing-metadata-and-env", `
PS> Get-Content .\signing\metadata.json
{
  "Endpoint": "https://weu.codesigning.azure.net",
  "CodeSigningAccountName": "acme-signing",
  "CertificateProfileName": "acme-public-trust"
}
PS> $env:AZURE_TENANT_ID = "«_t»"
PS> $env:AZURE_CLIENT_ID = "«_c»"
PS> $env:AZURE_CLIENT_SECRET = "«a»"
PS> signtool sign /v /fd SHA256 /tr http://timestamp.acs.microsoft.com /td SHA256 /dlib Azure.CodeSigning.Dlib.dll /dmdf .\signing\metadata.json .\dist\Acme.exe
`, V{"_t": g.uuid(), "_c": g.uuid(), "a": g.azSecret()}, `"CertificateProfileName": "acme-public-trust"`, "http://timestamp.acs.microsoft.com")

	// The EdDSA public key goes into Info.plist as SUPublicEDKey.
	g.add("mob/sparkle-generate-keys-export", `
$ ./bin/generate_keys -p
«_pub»
$ ./bin/generate_keys -x sparkle_private_key
Exported private key to sparkle_private_key
$ cat sparkle_private_key
«a»
`, V{"_pub": g.b64(32), "a": g.b64(32)}, "Exported private key to sparkle_private_key")

	g.add("mob/conveyor-defaults-conf-root-key", `
$ cat ~/.config/hydraulic/conveyor/defaults.conf
app.signing-key = "«a»/2024-05-14T09:12:44Z"
app.mac.notarization {
  issuer-id = «_i»
  key-id = «_k»
}
app.mac.notarization.app-specific-password = "«b»"
`, V{"a": g.seedPhrase(24), "_i": g.uuid(), "_k": g.mobAppleID(), "b": g.mobASP()}, "app.mac.notarization {")

	g.add("mob/wingetcreate-update-submit-token", `
> wingetcreate update Acme.Desktop --version 2.3.0 --urls https://releases.acme.io/desktop/AcmeSetup-2.3.0.exe --submit --token «a»
Pull request submitted: https://github.com/microsoft/winget-pkgs/pull/«_pr»
`, V{"a": g.ghFine(), "_pr": g.digits(6)}, "https://releases.acme.io/desktop/AcmeSetup-2.3.0.exe")

	g.add("mob/inno-setup-signtool-define", `
> "C:\Program Files (x86)\Inno Setup 6\ISCC.exe" "/Ssigntool=signtool.exe sign /f $qC:\certs\acme-ev.pfx$q /p «a» /tr http://timestamp.digicert.com /td sha256 /fd sha256 $f" installer\acme.iss
Successful compile (41.2 sec). Resulting Setup program filename is:
D:\build\Output\AcmeSetup-2.3.0.exe
`, V{"a": g.pwURL()}, "Successful compile (41.2 sec).", "http://timestamp.digicert.com")

	g.add("mob/flathub-flat-manager-client-token", `
$ flat-manager-client --token «a» create https://hub.flathub.org/ stable
https://hub.flathub.org/api/v1/build/«_b»
$ flat-manager-client --token «a» push --commit --publish https://hub.flathub.org/api/v1/build/«_b» repo
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"sub":"build","scope":["build","upload","publish"],"prefixes":["io.acme.Desktop"],"repos":["stable"],"name":"acme-ci","exp":%d}`, g.mobIat()+31536000)), "_b": g.digits(6)}, "https://hub.flathub.org/api/v1/build/")

	g.add("mob/fastlane-create-keychain-literal", `
  before_all do
    create_keychain(
      name: "ci-signing",
      password: "«a»",
      default_keychain: true,
      unlock: true,
      timeout: 3600
    )
  end
`, V{"a": g.pwURL()}, `name: "ci-signing"`, "timeout: 3600")

	g.add("mob/homebrew-bump-cask-inline-env", `
$ HOMEBREW_GITHUB_API_TOKEN=«a» brew bump-cask-pr --version 2.3.0 --no-browse acme-desktop
==> Downloading https://releases.acme.io/desktop/Acme-2.3.0-universal.dmg
==> https://github.com/Homebrew/homebrew-cask/pull/«_pr»
`, V{"a": g.ghp(), "_pr": g.digits(6)}, "--no-browse acme-desktop")

	g.add("mob/electron-asar-extract-grep-main-js", `
$ npx @electron/asar extract /Applications/Acme.app/Contents/Resources/app.asar /tmp/acme-asar
$ grep -o 'new S3Client([^)]*)' /tmp/acme-asar/dist/main.js
new S3Client({region:"eu-central-1",credentials:{accessKeyId:"«a»",secretAccessKey:"«b»"}})
`, V{"a": g.awsID(), "b": g.awsSecret()}, "/Applications/Acme.app/Contents/Resources/app.asar")
}

func (g *G) mobBrowserExt() {
	ext := g.mobExtID()
	cid := g.mobGoogleClientID()
	g.add("mob/cws-refresh-exchange-then-upload", `
$ curl -s https://oauth2.googleapis.com/token \
    -d client_id=«_c» -d client_secret=«a» \
    -d refresh_token=«b» -d grant_type=refresh_token
{"access_token":"«c»","expires_in":3599,"scope":"https://www.googleapis.com/auth/chromewebstore","token_type":"Bearer"}
$ curl -s -H "Authorization: Bearer «c»" -H "x-goog-api-version: 2" -X PUT -T acme-ext.zip https://www.googleapis.com/upload/chromewebstore/v1.1/items/«_e»
`, V{"_c": cid, "a": g.gocspx(), "b": g.gRefresh(), "c": g.ya29(), "_e": ext}, "https://www.googleapis.com/auth/chromewebstore")

	g.add("mob/cws-upload-cli-flags", `
$ npx chrome-webstore-upload-cli@3 upload --source dist/acme-ext.zip --extension-id «_e» --client-id «_c» --client-secret «a» --refresh-token «b» --auto-publish
`, V{"_e": g.mobExtID(), "_c": g.mobGoogleClientID(), "a": g.gocspx(), "b": g.gRefresh()}, "--source dist/acme-ext.zip")

	// Extension ids, the AMO JWT issuer and Edge product and client ids
	// are identifiers; the secrets are the client secret, refresh token,
	// AMO JWT secret and Edge API key.
	g.add("mob/plasmo-bpp-keys-json", `
$ cat keys.json
{
  "$schema": "https://raw.githubusercontent.com/plasmo-corp/bpp/v3/keys.schema.json",
  "chrome": {
    "clientId": "«_c»",
    "clientSecret": "«a»",
    "refreshToken": "«b»",
    "extId": "«_e»"
  },
  "firefox": {
    "extId": "acme-clipper@acme.io",
    "apiKey": "user:«_u»",
    "apiSecret": "«c»"
  },
  "edge": {
    "productId": "«_p»",
    "clientId": "«_ec»",
    "apiKey": "«d»"
  }
}
`, V{"_c": g.mobGoogleClientID(), "a": g.gocspx(), "b": g.gRefresh(), "_e": g.mobExtID(), "_u": g.digits(8) + ":" + g.digits(3), "c": g.hex(64), "_p": g.uuid(), "_ec": g.uuid(), "d": g.an(32)}, `"extId": "acme-clipper@acme.io"`)

	g.add("mob/wxt-env-submit", `
$ cat .env.submit
CHROME_EXTENSION_ID=«_e»
CHROME_CLIENT_ID=«_c»
CHROME_CLIENT_SECRET=«a»
CHROME_REFRESH_TOKEN=«b»
FIREFOX_EXTENSION_ID=acme-clipper@acme.io
FIREFOX_JWT_ISSUER=user:«_u»
FIREFOX_JWT_SECRET=«c»
$ npx wxt submit --chrome-zip .output/acme-clipper-2.1.0-chrome.zip --firefox-zip .output/acme-clipper-2.1.0-firefox.zip
`, V{"_e": g.mobExtID(), "_c": g.mobGoogleClientID(), "a": g.gocspx(), "b": g.gRefresh(), "_u": g.digits(8) + ":" + g.digits(3), "c": g.hex(64)}, "FIREFOX_EXTENSION_ID=acme-clipper@acme.io")

	amoSecret := g.hex(64)
	iss := "user:" + g.digits(8) + ":" + g.digits(3)
	g.add("mob/amo-jwt-python-positional-secret", `
import time, uuid, jwt

now = int(time.time())
token = jwt.encode({"iss": "«_i»", "jti": str(uuid.uuid4()), "iat": now, "exp": now + 60}, "«a»", algorithm="HS256")
print("Authorization: JWT " + token)
$ python amo_token.py
Authorization: JWT «b»
`, V{"_i": iss, "a": amoSecret, "b": g.jwt("HS256", fmt.Sprintf(`{"iss":"%s","jti":"%s","iat":%d,"exp":%d}`, iss, g.uuid(), g.mobIat(), g.mobIat()))}, `algorithm="HS256"`)

	g.add("mob/amo-web-ext-config-mjs", `
// web-ext-config.mjs
export default {
  sourceDir: "dist/firefox",
  artifactsDir: "web-ext-artifacts",
  sign: {
    channel: "listed",
    amoMetadata: "amo-metadata.json",
    apiKey: "user:«_u»",
    apiSecret: "«a»",
  },
};
`, V{"_u": g.digits(8) + ":" + g.digits(3), "a": g.hex(64)}, `amoMetadata: "amo-metadata.json"`)

	// Edge Add-ons API v1.1: client id and product id are identifiers.
	g.add("mob/edge-addons-apikey-scheme-curl", `
$ curl -s -X POST "https://api.addons.microsoftedge.microsoft.com/v1/products/«_p»/submissions/draft/package" \
    -H "Authorization: ApiKey «a»" -H "X-ClientID: «_c»" \
    -H "Content-Type: application/zip" --data-binary @acme-ext.zip -i | grep -i location
location: https://api.addons.microsoftedge.microsoft.com/v1/products/«_p»/submissions/draft/package/operations/«_op»
`, V{"_p": g.uuid(), "a": g.an(32), "_c": g.uuid(), "_op": g.uuid()}, "Content-Type: application/zip")

	g.add("mob/extension-service-worker-deepgram", `
// src/background.js (MV3 service worker)
const DG = "«a»";

chrome.runtime.onMessage.addListener((msg, _sender, reply) => {
  if (msg.type !== "transcribe") return;
  fetch("https://api.deepgram.com/v1/listen?model=nova-2&smart_format=true", {
    method: "POST",
    headers: { Authorization: "Token " + DG, "Content-Type": "audio/webm" },
    body: msg.audio,
  }).then((r) => r.json()).then(reply);
  return true;
});
`, V{"a": g.hex(40)}, "https://api.deepgram.com/v1/listen?model=nova-2&smart_format=true")

	g.add("mob/extension-leveldb-storage-strings", `
$ strings "$HOME/.config/google-chrome/Default/Local Extension Settings/«_e»/000003.log"
session
{"accessToken":"«a»","refreshToken":"«b»","expiresAt":1741950000}
settings
{"theme":"dark","autoClip":true}
`, V{"_e": g.mobExtID(), "a": g.userJWT(), "b": g.b64u(64)}, `{"theme":"dark","autoClip":true}`)

	// The manifest's OAuth client id and public "key" are public.
	g.add("mob/extension-manifest-public-and-options-default", `
// manifest.json
"oauth2": { "client_id": "«_c»", "scopes": ["https://www.googleapis.com/auth/drive.file"] },
"key": "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA«_k»IDAQAB",

// src/options/defaults.ts
export const DEFAULTS = { notionDb: "«_db»", notion: "«a»", clipFormat: "markdown" };
`, V{"_c": g.mobGoogleClientID(), "_k": g.s(alB64, 300), "_db": g.hex(32), "a": g.notion()}, `clipFormat: "markdown"`, "https://www.googleapis.com/auth/drive.file")

	ck := g.pkcs8RSAPEM()
	g.add("mob/extension-crx-pack-key-pem", `
$ google-chrome --pack-extension=./dist --pack-extension-key=./key.pem
Created the extension: ./dist.crx
$ cat key.pem
-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----
`, V{"a": ck.body}, "Created the extension: ./dist.crx")
}

func (g *G) mobChatLogs() {
	g.add("mob/chat-playfab-title-secret-after-name", `
**kai** (game-backend): for the leaderboard reset script use
PlayFab «_t» → «a»
title is the live one, not the dev sandbox
`, V{"_t": g.s(alHexU, 5), "a": g.s(alUpNum, 52)}, "title is the live one, not the dev sandbox")

	g.add("mob/chat-agent-summary-eas-env", `
Done. I created these EAS environment variables for **production** (visibility: secret):

- ADAPTY_SERVER = «a»
- ONESIGNAL = «b»
- SENTRY_ORG = acme

and left EXPO_PUBLIC_API_URL as a plain-text variable.
`, V{"a": "secret_live_" + g.an(8) + "." + g.an(20), "b": g.mobOneSignal()}, "SENTRY_ORG = acme", "EXPO_PUBLIC_API_URL")

	g.add("mob/chat-steam-builder-login-slash", `
ops-bot: steam builder account for steampipe uploads is acme_builder / «a» — guard codes go to ops@acme-games.io
`, V{"a": g.pwStrong()}, "guard codes go to ops@acme-games.io")

	g.add("mob/log-eas-build-printenv", `
[RUN_CUSTOM_BUILD] Running "printenv | sort | grep -E 'EAS|ADJUST|MATCH'"
EAS_BUILD_PLATFORM=ios
EAS_BUILD_PROFILE=production
EAS_BUILD_RUNNER=eas-build
ADJUST_API=«a»
MATCH_PASSWORD=«b»
`, V{"a": g.an(20), "b": g.pwURL()}, "EAS_BUILD_PROFILE=production", "[RUN_CUSTOM_BUILD]")

	g.add("mob/log-codemagic-set-x-keytool", `
== Verify keystore ==
+ keytool -list -v -keystore /tmp/keystore.jks -alias upload -storepass «a»
Alias name: upload
Creation date: Mar 3, 2024
Entry type: PrivateKeyEntry
Certificate fingerprint (SHA-256): «_fp»
`, V{"a": g.pwURL(), "_fp": g.mobFP(32)}, "Entry type: PrivateKeyEntry", "== Verify keystore ==")

	g.add("mob/chat-discord-roblox-cookie", `
[#scripting-help] jaxon: bot logs in fine locally, on the VPS it says 401. cookie im using:
«a»
[#scripting-help] mod: delete that message now and log out of all sessions
`, V{"a": g.mobRoblosecurity()}, "delete that message now and log out of all sessions")

	g.add("mob/chat-iot-bench-wifi-handoff", `
- Bench Wi-Fi: AcmeLab-IoT / «a»
- MQTT (bench07): «b»
- Flash with: pio run -e esp32dev -t upload
`, V{"a": g.pw(), "b": g.pwURL()}, "pio run -e esp32dev -t upload")

	g.add("mob/chat-agent-explains-public-vs-secret-mobile", `
Of the values you pasted, the Branch key_live_«_b», the OneSignal App ID «_o» and the AdMob app id «_ad» are public and safe in the app bundle.
«a» is your Adjust API token, though: it reads every report for the account, so keep it out of the app and rotate it since it was in the Expo config.
`, V{"_b": g.an(32), "_o": g.uuid(), "_ad": g.mobAdmobAppID(), "a": g.an(20)}, "are public and safe in the app bundle")

	g.add("mob/log-unreal-uat-ini-override-cmdline", `
Running AutomationTool...
Parsing command line: BuildCookRun -project=D:/AcmeArena/AcmeArena.uproject -platform=Win64 -clientconfig=Shipping -build -cook -stage -pak -archive -ini:Engine:[OnlineSubsystemEOS]:ClientSecret=«a» -ini:Engine:[OnlineSubsystemSteam]:SteamDevAppId=480
`, V{"a": g.b64u(43)}, "SteamDevAppId=480", "-clientconfig=Shipping")

	g.add("mob/chat-ticket-quest-upload-secret", `
GAME-1187  Quest store upload fails in CI
Steps: run ovr-platform-util in the release job → "invalid app secret".
App ID «_id» — the secret we have in CI is «a», someone regenerated it in the dashboard?
`, V{"_id": g.digits(16), "a": g.hex(32)}, "GAME-1187  Quest store upload fails in CI")

	g.add("mob/log-xcode-cloud-artifact-env-dump", `
2025-03-14T09:20:11.402Z  Environment:
2025-03-14T09:20:11.402Z    CI_XCODE_SCHEME=Courier
2025-03-14T09:20:11.402Z    CI_BUNDLE_ID=io.acme.courier
2025-03-14T09:20:11.402Z    CI_TEAM_ID=«_t»
2025-03-14T09:20:11.402Z    KOCHAVA=«a»
`, V{"_t": g.mobAppleID(), "a": strings.ToUpper(g.uuid())}, "CI_BUNDLE_ID=io.acme.courier", "CI_XCODE_SCHEME=Courier")
}

// mobMore adds cases that did not fit the themed groups above.
func (g *G) mobMore() {
	// Godot 4 keeps sensitive export options apart from export_presets.cfg.
	g.add("mob/godot-export-credentials-cfg", `
$ cat .godot/export_credentials.cfg
[preset.0]

script_encryption_key="«a»"

[preset.0.options]

keystore/release="/home/dev/keys/acme-arena.keystore"
keystore/release_user="acme-arena"
keystore/release_password="«b»"
`, V{"a": g.hex(64), "b": g.pw()}, `keystore/release_user="acme-arena"`)

	// Bitrise personal access tokens go bare in the Authorization header;
	// their shape is guessed. App slugs are identifiers.
	g.add("mob/bitrise-api-trigger-bare-authorization", `
$ curl -s -X POST https://api.bitrise.io/v0.1/apps/«_slug»/builds \
    -H "Authorization: «a»" \
    -d '{"hook_info":{"type":"bitrise"},"build_params":{"branch":"main","workflow_id":"deploy-testflight"}}'
{"status":"ok","message":"webhook processed","slug":"«_slug»","build_number":1288}
`, V{"_slug": g.hex(16), "a": g.b64u(86)}, `"workflow_id":"deploy-testflight"`)

	// OPPO push: the app key is public, the master secret is not.
	g.add("mob/push-oppo-master-secret-positional", `
import hashlib, time

def oppo_auth(app_key: str, master: str) -> dict:
    ts = str(int(time.time() * 1000))
    return {"app_key": app_key, "timestamp": ts, "sign": hashlib.sha256((app_key + ts + master).encode()).hexdigest()}

resp = requests.post("https://api.push.oppomobile.com/server/v1/auth", data=oppo_auth("«_k»", "«a»"))
`, V{"_k": g.hex(32), "a": g.hex(32)}, "https://api.push.oppomobile.com/server/v1/auth")

	// GameAnalytics: the game key is public, the secret key signs events.
	g.add("mob/gameanalytics-initialize-positional", `
void Start()
{
    GameAnalytics.SetBuildAllPlatforms("1.4.2");
    GameAnalytics.Initialize("«_g»", "«a»");
}
`, V{"_g": g.hex(32), "a": g.hex(40)}, `GameAnalytics.SetBuildAllPlatforms("1.4.2");`)

	g.add("mob/ewelink-client-positional", `
from ewelink import Client

client = Client("«_id»", "«a»", region="eu")
await client.login(email="lab@acme-iot.io", password=os.environ["EWELINK_PW"])
`, V{"_id": g.an(32), "a": g.an(32)}, `region="eu"`, `os.environ["EWELINK_PW"]`)

	g.add("mob/ios-git-diff-info-plist-added-secret", `
$ git diff Courier/Info.plist
@@ -41,6 +41,10 @@
 	<key>NSCameraUsageDescription</key>
 	<string>Scan parcel barcodes</string>
+	<key>StreamChatServerSecret</key>
+	<string>«a»</string>
+	<key>StreamChatApiKey</key>
+	<string>«_k»</string>
 	<key>UIApplicationSceneManifest</key>
`, V{"a": g.s(alLowNum, 64), "_k": g.s(alLowNum, 12)}, "Scan parcel barcodes", "<key>UIApplicationSceneManifest</key>")

	// Twitch extension client ids are public; the extension secret
	// (base64) signs EBS JWTs.
	g.add("mob/twitch-extension-ebs-buffer-from", `
// ebs/jwt.js
const jwt = require("jsonwebtoken");
const signing = Buffer.from("«a»", "base64");

module.exports.broadcast = (channelId) =>
  jwt.sign({ exp: Math.floor(Date.now() / 1000) + 60, user_id: "«_u»", role: "external", channel_id: channelId, pubsub_perms: { send: ["broadcast"] } }, signing);
`, V{"a": g.b64(32), "_u": g.digits(9)}, `role: "external"`, "pubsub_perms")

	g.add("mob/play-games-server-client-secret-json", `
$ cat server/play_games_client_secret.json
{"web":{"client_id":"«_c»","project_id":"acme-arena-pgs","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","client_secret":"«a»","redirect_uris":[]}}
`, V{"_c": g.mobGoogleClientID(), "a": g.gocspx()}, `"project_id":"acme-arena-pgs"`)

	g.add("mob/defold-bob-keystore-pass-file", `
$ cat keys/keystore.pass.txt
«a»
$ java -jar bob.jar --platform arm64-android --architectures arm64-android --bundle-format aab \
    --keystore keys/acme.keystore --keystore-pass keys/keystore.pass.txt --keystore-alias acme \
    --archive --bundle-output build/android resolve distclean build bundle
`, V{"a": g.pw()}, "--keystore-alias acme", "--bundle-format aab")

	g.add("mob/roblox-webhook-hmac-verify-const", `
// webhooks/roblox.ts — Creator Hub webhook (Right to Erasure)
const ROBLOX_WH = "«a»";

export function verify(sigHeader: string, body: string): boolean {
  const [t, v1] = sigHeader.split(",").map((p) => p.split("=")[1]);
  return crypto.createHmac("sha256", ROBLOX_WH).update(t + "." + body).digest("base64") === v1;
}
`, V{"a": g.an(40)}, "Creator Hub webhook (Right to Erasure)")
}
