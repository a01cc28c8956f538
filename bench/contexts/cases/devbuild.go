package cases

import (
	"fmt"
	"strings"
)

// devCases adds credentials in application development and build and
// release work outside the backend, the way a coding agent sees them when
// it helps ship an app: Android (gradle.properties, local.properties,
// signingConfigs in Groovy and Kotlin DSL, keystore.properties, keytool,
// apksigner and jarsigner, Play Console service accounts, Firebase App
// Distribution, Amazon Appstore), iOS and macOS (xcconfig, Info.plist,
// fastlane Appfile, Matchfile, Fastfile and .env, FASTLANE_SESSION,
// App Store Connect API keys and the JWTs made from them, app-specific
// passwords, notarytool and altool, Keychain security commands, APNs,
// Sign in with Apple, Sparkle), Flutter and Dart, React Native, Expo and
// EAS, Capacitor and Cordova; desktop apps and code signing (Electron
// builder and Forge, signtool, AzureSignTool, Tauri's updater key,
// Snapcraft, the Microsoft Store, the Chrome, Firefox and Edge extension
// stores, the VS Code, Open VSX and JetBrains marketplaces); frontend and
// package tooling (npm, Yarn and pnpm, Cargo, Bundler, pip, Poetry and
// uv, NuGet, Maven, Develocity, Composer, CocoaPods, Swift registries,
// Go, Conan, vcpkg, Hex, Deno; Next.js, Vite, Nuxt, SvelteKit and
// Angular env files, Storybook and Chromatic, Sentry, Cypress,
// Playwright, Percy, BrowserStack, Sauce Labs, LambdaTest, Vercel,
// Netlify, Cloudflare Pages); embedded work, IoT and games (Arduino,
// ESP32, ESPHome, Home Assistant, PlatformIO, Particle, AWS IoT, Azure
// IoT Hub, Adafruit IO, Blynk, LoRaWAN, Zephyr, MicroPython, Tasmota,
// Golioth; Unity, PlayFab, Unreal and Epic Online Services, Perforce,
// Godot, Nakama, Steam, RCON and game-server passwords, Discord bots,
// Twitch chat, itch.io butler, the Steam partner API); the services
// apps call with one key for the app and another for the server
// (LaunchDarkly, Datadog RUM, RevenueCat, Expo push, Huawei AppGallery,
// Codemagic, fastlane plugins, ESP-IDF NVS images); and the chatter
// around all of it (pasted build logs, agent summaries, git remotes,
// curl calls to the store APIs, diffs).
//
// What ships inside an app by design is benign: the Firebase client config
// (its apiKey in google-services.json, GoogleService-Info.plist,
// firebase_options.dart or a web firebaseConfig, which Google documents as
// an identifier guarded by Security Rules and App Check), Stripe
// publishable keys, Supabase anon keys, PostHog project keys, RevenueCat
// public SDK keys, Algolia search-only keys, Mapbox pk. tokens, Intercom
// mobile SDK keys, LaunchDarkly mobile keys, Datadog RUM client tokens,
// the Facebook client token, AdMob app ids, Turnstile site keys, Shopify
// public Storefront tokens; so are public keys and signatures (Tauri and
// Sparkle update signatures and public keys, a Chrome manifest "key", a
// Discord application public key), key ids, issuer ids, team ids, bundle
// and package ids, certificate fingerprints and code-signing identity
// hashes, lock-file checksums and integrity hashes, build numbers,
// versions, commit hashes, !secret and ${VAR} references, placeholders,
// masked values and empty passwords. A Google Maps key in an app manifest
// or a local build file is left out of both lists (one in a server's env
// file is a secret): it ships in every APK but Google asks that it be
// restricted and kept like a credential, so scoring it either way would
// score a policy, not detection; the same holds for a Sentry DSN's key
// (see V), CodePush deployment keys, Contentful delivery tokens, Expo push
// tokens, an AMO JWT issuer, a machine signature inside a Unity license
// and one-time codes already spent. Everything that lets someone sign,
// publish, upload or call a server API is a secret, and so are reversible
// encodings of one (Maven's {…} passwords beside their master password, a
// base64 _auth or _password in .npmrc). The case names start with "dev/".
func (g *G) devCases() {
	g.devAndroid()
	g.devApple()
	g.devCrossPlatform()
	g.devDesktop()
	g.devPackages()
	g.devFrontend()
	g.devEmbedded()
	g.devGames()
	g.devServices()
	g.devChatter()
	g.devBenign()
}

// ---- helpers used only here ----

// devASP is an Apple app-specific password as appleid.apple.com shows it.
func (g *G) devASP() string {
	return g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4)
}

// devID10 is a ten-character Apple team id, key id or certificate id.
func (g *G) devID10() string { return g.s(alUpNum, 10) }

// devASCJWT is an App Store Connect API token signed with key kid.
func (g *G) devASCJWT(kid, iss string) string {
	iat := 1717000000 + g.r.IntN(20000000)
	h := b64raw(`{"alg":"ES256","kid":"` + kid + `","typ":"JWT"}`)
	p := b64raw(fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d,"aud":"appstoreconnect-v1"}`, iss, iat, iat+1200))
	return h + "." + p + "." + g.b64u(86)
}

// devSIWAJWT is a Sign in with Apple client secret (an ES256 JWT valid for
// up to six months).
func (g *G) devSIWAJWT(kid, team, sub string) string {
	iat := 1717000000 + g.r.IntN(20000000)
	h := b64raw(`{"alg":"ES256","kid":"` + kid + `"}`)
	p := b64raw(fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d,"aud":"https://appleid.apple.com","sub":"%s"}`, team, iat, iat+15777000, sub))
	return h + "." + p + "." + g.b64u(86)
}

// devHALLAT is a Home Assistant long-lived access token.
func (g *G) devHALLAT() string {
	iat := 1700000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d}`, g.hex(32), iat, iat+315360000))
}

// devSentryOrg is a Sentry organization auth token (sntrys_).
func (g *G) devSentryOrg(org string) string {
	iat := 1700000000 + g.r.IntN(20000000)
	claims := fmt.Sprintf(`{"iat":%d.%06d,"url":"https://sentry.io","region_url":"https://us.sentry.io","org":"%s"}`, iat, g.r.IntN(1000000), org)
	return "sntrys_" + strings.TrimRight(b64s(claims), "=") + "_" + strings.TrimRight(b64s(g.hex(32)), "=")
}

// devTauriKey is a Tauri updater private key as "tauri signer generate"
// writes it: base64 of a minisign encrypted secret key file.
func (g *G) devTauriKey() string {
	return b64s("untrusted comment: rsign encrypted secret key\nRWRTY0Iy" + g.b64(153)[:204] + "\n")
}

// devTauriPub is the matching public key, base64 as in tauri.conf.json.
func (g *G) devTauriPub() string {
	return b64s("untrusted comment: minisign public key: " + g.s(alHexU, 16) + "\nRWQ" + g.b64(42)[:53] + "\n")
}

// devMinisig is a Tauri update signature (.sig), base64 of a minisign
// signature file.
func (g *G) devMinisig() string {
	return b64s("untrusted comment: signature from tauri secret key\nRUQ" + g.b64(75)[:97] + "\ntrusted comment: timestamp:" + g.digits(10) + "\tfile:Acme_1.8.2_x64-setup.nsis.zip\n" + g.b64(64) + "\n")
}

// devSteamKey is a Steam Web API key or game server login token.
func (g *G) devSteamKey() string { return g.s(alHexU, 32) }

// devUnitySerial is a Unity Plus/Pro serial number.
func (g *G) devUnitySerial() string {
	parts := []string{g.pick("E3", "E4", "F3", "F4", "SC")}
	for i := 0; i < 5; i++ {
		parts = append(parts, g.s(alUpNum, 4))
	}
	return strings.Join(parts, "-")
}

// devBytesC is n random bytes as a C initializer list.
func (g *G) devBytesC(n int) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = "0x" + g.s(alHexU, 2)
	}
	return strings.Join(parts, ", ")
}

// devSnowflake is a Discord id.
func (g *G) devSnowflake() string { return g.digits(18 + g.r.IntN(2)) }

// devExtID is a Chrome extension id (32 letters a-p).
func (g *G) devExtID() string { return g.s("abcdefghijklmnop", 32) }

// devMaven is a Maven-encrypted password, {base64}.
func (g *G) devMaven() string { return "{" + g.b64(32) + "}" }

// devJBToken is a JetBrains Marketplace permanent token.
func (g *G) devJBToken(user string) string {
	return "perm:" + b64s(user) + "." + b64s(g.digits(2)+"-"+g.digits(4)) + "." + g.an(30)
}

func (g *G) devAndroid() {
	up := g.pw()
	g.add("dev/android-global-gradle-properties", `
$ cat ~/.gradle/gradle.properties
org.gradle.daemon=true
org.gradle.jvmargs=-Xmx6g -XX:+UseParallelGC
RELEASE_STORE_FILE=/Users/dana/keys/acme-upload.jks
RELEASE_STORE_PASSWORD=«a»
RELEASE_KEY_ALIAS=upload
RELEASE_KEY_PASSWORD=«a»
gpr.user=dana-k
gpr.key=«b»
mavenCentralUsername=«=u»
mavenCentralPassword=«c»
signing.keyId=«_kid»
signing.password=«d»
signing.secretKeyRingFile=/Users/dana/.gnupg/secring.gpg
`, V{"a": up, "b": g.ghp(), "=u": g.b64u(8), "c": g.b64u(44), "_kid": g.s(alHexU, 8), "d": g.pwStrong()},
		"RELEASE_KEY_ALIAS=upload", "/Users/dana/.gnupg/secring.gpg")

	g.add("dev/android-build-gradle-groovy-signing-literals", `
android {
    namespace 'io.acme.courier'
    compileSdk 34

    defaultConfig {
        applicationId "io.acme.courier"
        minSdk 24
        targetSdk 34
        versionCode «_vc»
        versionName "3.12.0"
    }

    signingConfigs {
        release {
            storeFile file("../keystores/release.jks")
            storePassword '«a»'
            keyAlias 'courier-release'
            keyPassword '«b»'
        }
        debug {
            storeFile file("debug.keystore")
            storePassword 'android'
            keyAlias 'androiddebugkey'
            keyPassword 'android'
        }
    }
}
`, V{"_vc": g.digits(6), "a": g.pw(), "b": g.pw()}, "io.acme.courier", "versionName \"3.12.0\"")

	g.add("dev/android-build-gradle-kts-signing-literals", `
// app/build.gradle.kts
android {
    signingConfigs {
        create("release") {
            storeFile = rootProject.file("signing/play-upload.keystore")
            storePassword = "«a»"
            keyAlias = "play-upload"
            keyPassword = "«b»"
            enableV3Signing = true
        }
    }
    buildTypes {
        release {
            isMinifyEnabled = true
            signingConfig = signingConfigs.getByName("release")
            buildConfigField("String", "API_BASE", "\"https://api.acme.io/\"")
        }
    }
}
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "https://api.acme.io/")

	kp := g.pw()
	g.add("dev/android-keystore-properties-and-loader", `
$ cat android/keystore.properties
storePassword=«a»
keyPassword=«b»
keyAlias=upload
storeFile=/home/ci/upload-keystore.jks

$ sed -n 1,12p android/app/build.gradle.kts
import java.util.Properties
val keystoreProperties = Properties().apply {
    val f = rootProject.file("keystore.properties")
    if (f.exists()) load(f.inputStream())
}
android {
    signingConfigs {
        create("release") {
            storePassword = keystoreProperties["storePassword"] as String?
            keyPassword = keystoreProperties["keyPassword"] as String?
`, V{"a": kp, "b": g.pw()}, "keystoreProperties[\"storePassword\"] as String?", "/home/ci/upload-keystore.jks")

	g.add("dev/android-local-properties-tokens", `
## This file must *NOT* be checked into Version Control Systems,
# as it contains information specific to your local configuration.
sdk.dir=/Users/priya/Library/Android/sdk
ndk.dir=/Users/priya/Library/Android/sdk/ndk/26.1.10909125
MAPS_API_KEY=«=m»
SENTRY_AUTH_TOKEN=«a»
MAPBOX_DOWNLOADS_TOKEN=«b»
`, V{"=m": g.googleKey(), "a": g.devSentryOrg("acme"), "b": g.mapboxSK()}, "sdk.dir=/Users/priya/Library/Android/sdk", "26.1.10909125")

	sa := g.pkcs8RSAPEM()
	g.add("dev/android-play-console-service-account-json", `
$ cat fastlane/play-store-credentials.json
{
  "type": "service_account",
  "project_id": "api-«_p»",
  "private_key_id": "«=kid»",
  "private_key": "-----BEGIN PRIVATE KEY-----\n«a»\n-----END PRIVATE KEY-----\n",
  "client_email": "play-publisher@api-«_p».iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}
`, V{"_p": g.digits(19), "=kid": g.hex(40), "a": jsonEsc(sa.body), "_cid": g.digits(21)}, "https://oauth2.googleapis.com/token")

	g.add("dev/android-keytool-genkeypair-storepass", `
$ keytool -genkeypair -v -storetype PKCS12 -keystore upload-keystore.p12 \
    -alias upload -keyalg RSA -keysize 4096 -validity 10000 \
    -storepass «a» -keypass «a» \
    -dname "CN=Acme Mobile, OU=Apps, O=Acme Inc, L=Berlin, C=DE"
Generating 4,096 bit RSA key pair and self-signed certificate (SHA384withRSA) with a validity of 10,000 days
	for: CN=Acme Mobile, OU=Apps, O=Acme Inc, L=Berlin, C=DE
[Storing upload-keystore.p12]
`, V{"a": g.pwURL()}, "CN=Acme Mobile, OU=Apps, O=Acme Inc, L=Berlin, C=DE")

	g.add("dev/android-keytool-list-storepass-fingerprints", `
$ keytool -list -v -keystore app/release.jks -alias release -storepass '«a»'
Alias name: release
Creation date: Mar 4, 2023
Entry type: PrivateKeyEntry
Certificate chain length: 1
Certificate[1]:
Owner: CN=Acme Inc, O=Acme, C=US
Serial number: «_sn»
Valid from: Sat Mar 04 10:12:44 CET 2023 until: Wed Jul 20 11:12:44 CEST 2050
Certificate fingerprints:
	 SHA1: «_f1»
	 SHA256: «_f2»
Signature algorithm name: SHA256withRSA
`, V{"a": g.pw(), "_sn": g.hex(16), "_f1": g.apFingerprint(20), "_f2": g.apFingerprint(32)}, "Entry type: PrivateKeyEntry")

	g.add("dev/android-apksigner-jarsigner-passes", `
$ $ANDROID_HOME/build-tools/34.0.0/apksigner sign --ks release.jks --ks-key-alias release \
    --ks-pass pass:«a» --key-pass pass:«b» \
    --out app-release-signed.apk app-release-unsigned.apk
$ jarsigner -verbose -sigalg SHA256withRSA -digestalg SHA-256 \
    -keystore release.jks -storepass «a» -keypass «b» app-release.aab release
   adding: META-INF/MANIFEST.MF
   adding: META-INF/RELEASE.SF
   adding: META-INF/RELEASE.RSA
>>> Signer
    X.509, CN=Acme Inc, O=Acme, C=US
jar signed.
`, V{"a": g.pwURL(), "b": g.pwURL()}, "$ANDROID_HOME/build-tools/34.0.0/apksigner", "META-INF/RELEASE.RSA")

	g.add("dev/android-firebase-app-distribution-ci", `
      - name: Distribute to testers
        run: |
          ./gradlew assembleStaging appDistributionUploadStaging
        env:
          FIREBASE_TOKEN: «a»
          FIREBASE_APP_ID: 1:«_n»:android:«_h»
          TESTERS_GROUP: qa-berlin
`, V{"a": g.gRefresh(), "_n": g.digits(12), "_h": g.hex(16)}, "appDistributionUploadStaging")

	g.add("dev/android-kotlin-hardcoded-secrets-object", `
package io.acme.shop.config

object Keys {
    // TODO move to backend before launch
    const val STRIPE_PUBLISHABLE = "«_pk»"
    const val STRIPE_SECRET = "«a»"
    const val SENDBIRD_APP_ID = "«_sb»"
    const val SENDBIRD_API_TOKEN = "«b»"
}
`, V{"_pk": g.pkLive(), "a": g.skLive(), "_sb": strings.ToUpper(g.uuid()), "b": g.hex(40)}, "io.acme.shop.config")

	g.add("dev/android-strings-xml-facebook-admob", `
<!-- app/src/main/res/values/strings.xml -->
<resources>
    <string name="app_name">Acme Shop</string>
    <string name="facebook_app_id">«_fb»</string>
    <string name="facebook_client_token">«_ct»</string>
    <string name="fb_login_protocol_scheme">fb«_fb»</string>
    <string name="facebook_app_secret">«a»</string>
    <string name="admob_app_id">ca-app-pub-«_ad»~«_ad2»</string>
</resources>
`, V{"_fb": g.digits(15), "_ct": g.hex(32), "a": g.hex(32), "_ad": g.digits(16), "_ad2": g.digits(10)}, "<string name=\"app_name\">Acme Shop</string>")

	g.add("dev/android-manifest-meta-data-rest-key", `
<application android:name=".AcmeApp" android:label="@string/app_name">
    <meta-data
        android:name="com.google.android.geo.API_KEY"
        android:value="«=m»" />
    <meta-data
        android:name="io.sentry.dsn"
        android:value="https://«=dsn»@o«_o».ingest.sentry.io/«_p»" />
    <meta-data
        android:name="com.onesignal.RestApiKey"
        android:value="«a»" />
    <meta-data android:name="onesignal_app_id" android:value="«_os»" />
</application>
`, V{"=m": g.googleKey(), "=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(7), "a": "os_v2_app_" + g.s(alLowNum, 100), "_os": g.uuid()}, "com.google.android.geo.API_KEY")

	g.add("dev/android-settings-gradle-mapbox-maven-credentials", `
// settings.gradle.kts
dependencyResolutionManagement {
    repositories {
        google()
        mavenCentral()
        maven {
            url = uri("https://api.mapbox.com/downloads/v2/releases/maven")
            credentials {
                username = "mapbox"
                password = "«a»"
            }
            authentication { create<BasicAuthentication>("basic") }
        }
    }
}
`, V{"a": g.mapboxSK()}, "https://api.mapbox.com/downloads/v2/releases/maven")

	g.add("dev/android-gradle-debug-signing-config-dump", `
$ ./gradlew :app:packageRelease --debug 2>&1 | grep -i signing
2024-06-11T09:14:02.118+0200 [DEBUG] [org.gradle.api.Task] signingConfig for variant release: SigningConfig(name=release, storeFile=/builds/acme/app/keystore/release.jks, storePassword=«a», keyAlias=release, keyPassword=«b», storeType=pkcs12, v1SigningEnabled=true, v2SigningEnabled=true)
2024-06-11T09:14:02.301+0200 [INFO] [org.gradle.api.Task] Signing APK with key release (SHA-256 digest: «_d»)
`, V{"a": g.pw(), "b": g.pw(), "_d": g.hex(64)}, "v2SigningEnabled=true")

	g.add("dev/android-adb-shared-prefs-tokens", `
$ adb shell run-as io.acme.courier cat shared_prefs/auth_prefs.xml
<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="user_id">«_u»</string>
    <string name="access_token">«a»</string>
    <string name="refresh_token">«b»</string>
    <long name="expires_at" value="1718102244000" />
    <boolean name="onboarding_done" value="true" />
</map>
`, V{"_u": g.uuid(), "a": g.userJWT(), "b": g.b64u(64)}, "<long name=\"expires_at\" value=\"1718102244000\" />")

	g.add("dev/android-gitlab-ci-literal-keystore-vars", `
variables:
  GRADLE_OPTS: "-Dorg.gradle.daemon=false"
  ANDROID_COMPILE_SDK: "34"
  KEYSTORE_PASSWORD: "«a»"
  KEY_ALIAS: "acme-release"
  KEY_PASSWORD: "«b»"

release:
  stage: deploy
  script:
    - echo "$KEYSTORE_BASE64" | base64 -d > app/release.jks
    - ./gradlew bundleRelease -PkeystorePassword="$KEYSTORE_PASSWORD" -PkeyPassword="$KEY_PASSWORD"
`, V{"a": g.pw(), "b": g.pw()}, "-PkeystorePassword=\"$KEYSTORE_PASSWORD\"")

	g.add("dev/android-sentry-gradle-plugin-authtoken", `
// app/build.gradle.kts
plugins {
    id("com.android.application")
    id("io.sentry.android.gradle") version "4.6.0"
}

sentry {
    org.set("acme")
    projectName.set("courier-android")
    authToken.set("«a»")
    uploadNativeSymbols.set(true)
    includeSourceContext.set(true)
}
`, V{"a": g.sentryUser()}, "io.sentry.android.gradle")

	g.add("dev/android-amazon-appstore-submission-api", `
$ cat scripts/amazon_publish.env
AMAZON_APP_ID=amzn1.devportal.mobileapp.«_a»
AMAZON_CLIENT_ID=amzn1.application-oa2-client.«_c»
AMAZON_CLIENT_SECRET=«s»
$ curl -s -d "grant_type=client_credentials&client_id=amzn1.application-oa2-client.«_c»&client_secret=«s»&scope=appstore::apps:readwrite" https://api.amazon.com/auth/o2/token
{"access_token":"«t»","scope":"appstore::apps:readwrite","token_type":"bearer","expires_in":3600}
`, V{"_a": g.hex(32), "_c": g.hex(32), "s": "amzn1.oa2-cs.v1." + g.hex(64), "t": "Atc|" + g.b64u(180)}, "appstore::apps:readwrite")

	g.add("dev/android-keystore-base64-in-bitrise-yml", `
app:
  envs:
  - PROJECT_LOCATION: android
  - MODULE: app
  - VARIANT: release
  - BITRISEIO_ANDROID_KEYSTORE_PASSWORD: «a»
  - BITRISEIO_ANDROID_KEYSTORE_ALIAS: release
  - BITRISEIO_ANDROID_KEYSTORE_PRIVATE_KEY_PASSWORD: «b»
  - KEYSTORE_B64: «c»
`, V{"a": g.pwStrong(), "b": g.pwStrong(), "c": g.apP12()}, "BITRISEIO_ANDROID_KEYSTORE_ALIAS: release")
}

func (g *G) devApple() {
	team := g.devID10()
	g.add("dev/ios-fastlane-appfile-and-dotenv", `
$ cat fastlane/Appfile
app_identifier("io.acme.courier")
apple_id("release@acme.io")
itc_team_id("«_itc»")
team_id("«_t»")

$ cat fastlane/.env.default
FASTLANE_USER=release@acme.io
FASTLANE_PASSWORD=«a»
MATCH_PASSWORD=«b»
FASTLANE_XCODEBUILD_SETTINGS_TIMEOUT=120
`, V{"_itc": g.digits(9), "_t": team, "a": g.pw(), "b": g.pwStrong()}, "io.acme.courier")

	g.add("dev/ios-matchfile-git-basic-authorization", `
# fastlane/Matchfile
git_url("https://github.com/acme/ios-certificates.git")
storage_mode("git")
type("appstore")
app_identifier(["io.acme.courier", "io.acme.courier.NotificationService"])
username("release@acme.io")
git_basic_authorization("«a»")
`, V{"a": b64s("acme-ci-bot:" + g.ghp())}, "io.acme.courier.NotificationService")

	p8 := g.ecPKCS8()
	kid := g.devID10()
	g.add("dev/ios-fastfile-asc-api-key-inline", `
lane :beta do
  api_key = app_store_connect_api_key(
    key_id: "«_k»",
    issuer_id: "«_i»",
    key_content: "-----BEGIN PRIVATE KEY-----\n«a»\n-----END PRIVATE KEY-----",
    duration: 1200,
    in_house: false
  )
  increment_build_number(build_number: «_b»)
  build_app(scheme: "Courier", export_method: "app-store")
  upload_to_testflight(api_key: api_key, skip_waiting_for_build_processing: true)
end
`, V{"_k": kid, "_i": g.uuid(), "a": jsonEsc(p8.body), "_b": g.digits(4)}, "skip_waiting_for_build_processing: true")

	p8b := g.ecPKCS8()
	kid2 := g.devID10()
	g.add("dev/ios-authkey-p8-cat", `
$ ls ~/.appstoreconnect/private_keys/
AuthKey_«_k».p8
$ cat ~/.appstoreconnect/private_keys/AuthKey_«_k».p8
-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----
`, V{"_k": kid2, "a": p8b.body})

	g.add("dev/ios-notarytool-submit-password", `
$ xcrun notarytool submit build/Acme.zip --apple-id release@acme.io --team-id «_t» --password «a» --wait
Conducting pre-submission checks for Acme.zip and initiating connection to the Apple notary service...
Submission ID received
  id: «_id»
Upload progress: 100.00% (41.2 MB of 41.2 MB)
Successfully uploaded file
Processing complete
  id: «_id»
  status: Accepted
`, V{"_t": g.devID10(), "a": g.devASP(), "_id": g.uuid()}, "status: Accepted")

	g.add("dev/ios-notarytool-store-credentials", `
$ xcrun notarytool store-credentials "ACME_NOTARY" --apple-id "release@acme.io" --team-id "«_t»" --password "«a»"
This process stores your credentials securely in the Keychain. You reference these credentials later using a profile name.

Validating your credentials...
Success. Credentials validated.
Credentials saved to Keychain.
To use them, specify `+"`--keychain-profile \"ACME_NOTARY\"`"+`
`, V{"_t": g.devID10(), "a": g.devASP()}, "--keychain-profile \"ACME_NOTARY\"")

	g.add("dev/ios-altool-upload-app-specific-password", `
$ xcrun altool --upload-app -t ios -f build/Courier.ipa -u release@acme.io -p «a» --output-format xml
2024-06-10 14:02:11.604 *** Warning: altool has been deprecated for uploading apps. Use Transporter or notarytool.
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict><key>product-errors</key><array/><key>success-message</key><string>No errors uploading 'build/Courier.ipa'</string></dict></plist>
`, V{"a": g.devASP()}, "No errors uploading 'build/Courier.ipa'")

	g.add("dev/ios-security-keychain-import-ci", `
+ security create-keychain -p «a» build.keychain
+ security default-keychain -s build.keychain
+ security unlock-keychain -p «a» build.keychain
+ security set-keychain-settings -t 3600 -u build.keychain
+ security import certs/distribution.p12 -k build.keychain -P «b» -T /usr/bin/codesign
1 identity imported.
+ security set-key-partition-list -S apple-tool:,apple: -s -k «a» build.keychain
+ security find-identity -v -p codesigning build.keychain
  1) «_h» "Apple Distribution: Acme Inc («_t»)"
     1 valid identities found
`, V{"a": g.pwURL(), "b": g.pwURL(), "_h": g.s(alHexU, 40), "_t": g.devID10()}, "apple-tool:,apple:")

	g.add("dev/ios-security-generic-password-w", `
$ security add-generic-password -a "$USER" -s "acme-staging-api" -w "«a»" -U
$ security find-generic-password -a "$USER" -s "acme-prod-api" -w
«b»
`, V{"a": g.an(40), "b": "ak_live_" + g.an(32)}, "acme-staging-api")

	g.add("dev/ios-secrets-xcconfig-algolia", `
// Config/Secrets.xcconfig -- included from Release.xcconfig
ALGOLIA_APP_ID = «_app»
ALGOLIA_SEARCH_KEY = «_s»
ALGOLIA_ADMIN_KEY = «a»
REVENUECAT_API_KEY = appl_«_rc»
API_BASE_URL = https:/$()/api.acme.io
`, V{"_app": g.s(alUpNum, 10), "_s": g.hex(32), "a": g.hex(32), "_rc": g.an(27)}, "https:/$()/api.acme.io")

	g.add("dev/ios-swift-hardcoded-keys-enum", `
// Sources/Core/APIKeys.swift
enum APIKeys {
    static let mixpanelToken = "«_mp»"
    static let openAI = "«a»"
    static let cloudinaryCloud = "acme-media"
    static let cloudinarySecret = "«b»"
}
`, V{"_mp": g.hex(32), "a": g.openai(), "b": g.b64u(27)}, "cloudinaryCloud = \"acme-media\"")

	g.add("dev/ios-fastlane-spaceauth-session", `
$ fastlane spaceauth -u release@acme.io
[✔] 🚀
Logging into to App Store Connect (release@acme.io)...
Successfully logged in to App Store Connect

---
Pass the following via the FASTLANE_SESSION environment variable:
---\n- !ruby/object:HTTP::Cookie\n  name: myacinfo\n  value: «a»\n  domain: apple.com\n  for_domain: true\n  path: \"/\"\n  secure: true\n  httponly: true\n
Example:
export FASTLANE_SESSION='---\n- !ruby/object:HTTP::Cookie\n  name: myacinfo\n  value: «a»\n  domain: apple.com\n  for_domain: true\n  path: \"/\"\n'
`, V{"a": "DAWTKNV323" + g.hex(180) + "AHC8" + g.hex(48) + "DBQ" + g.hex(120) + "MVRYV2"}, "!ruby/object:HTTP::Cookie")

	g.add("dev/ios-bitrise-set-x-fastlane-password", `
+ export FASTLANE_USER=release@acme.io
+ FASTLANE_USER=release@acme.io
+ export FASTLANE_PASSWORD=«a»
+ FASTLANE_PASSWORD=«a»
+ export FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=«b»
+ FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=«b»
+ bundle exec fastlane ios release
[14:22:01]: Driving the lane 'ios release' 🚀
`, V{"a": g.pw(), "b": g.devASP()}, "Driving the lane 'ios release'")

	p8c := g.ecPKCS8()
	kid3 := g.devID10()
	team3 := g.devID10()
	g.add("dev/ios-apns-node-provider-inline-key", `
// server/push.ts
import apn from "@parse/node-apn";

export const provider = new apn.Provider({
  token: {
    key: "-----BEGIN PRIVATE KEY-----\n«a»\n-----END PRIVATE KEY-----",
    keyId: "«_k»",
    teamId: "«_t»",
  },
  production: true,
});
export const topic = "io.acme.courier";
`, V{"a": jsonEsc(p8c.body), "_k": kid3, "_t": team3}, "io.acme.courier")

	kid4 := g.devID10()
	iss4 := g.uuid()
	g.add("dev/ios-curl-app-store-connect-jwt", `
$ curl -s -H "Authorization: Bearer «a»" "https://api.appstoreconnect.apple.com/v1/apps?filter[bundleId]=io.acme.courier"
{
  "data" : [ {
    "type" : "apps",
    "id" : "«_app»",
    "attributes" : { "name" : "Acme Courier", "bundleId" : "io.acme.courier", "sku" : "ACMECOURIER2021", "primaryLocale" : "en-US" }
  } ]
}
`, V{"a": g.devASCJWT(kid4, iss4), "_app": g.digits(10)}, "ACMECOURIER2021", "https://api.appstoreconnect.apple.com/v1/apps?filter[bundleId]=io.acme.courier")

	g.add("dev/ios-cocoapods-keys-set", `
$ bundle exec pod keys set StripeSecretKey «a» AcmeShop
Saved StripeSecretKey to AcmeShop.
$ bundle exec pod keys set SegmentWriteKey «b» AcmeShop
Saved SegmentWriteKey to AcmeShop.
$ bundle exec pod keys
Keys for AcmeShop
 ├  StripeSecretKey - «a»
 └  SegmentWriteKey - «b»
`, V{"a": g.skLive(), "b": g.an(32)}, "Saved StripeSecretKey to AcmeShop.")

	g.add("dev/ios-info-plist-twilio-token", `
	<key>CFBundleIdentifier</key>
	<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
	<key>CFBundleShortVersionString</key>
	<string>2.4.1</string>
	<key>CFBundleVersion</key>
	<string>«_b»</string>
	<key>TwilioAccountSID</key>
	<string>«_sid»</string>
	<key>TwilioAuthToken</key>
	<string>«a»</string>
	<key>GADApplicationIdentifier</key>
	<string>ca-app-pub-«_ad»~«_ad2»</string>
`, V{"_b": g.digits(5), "_sid": g.twilioSID(), "a": g.hex(32), "_ad": g.digits(16), "_ad2": g.digits(10)}, "$(PRODUCT_BUNDLE_IDENTIFIER)")

	g.add("dev/ios-openssl-decrypt-match-cert", `
$ git clone https://github.com/acme/ios-certificates.git && cd ios-certificates
$ ls certs/distribution/
«_c».cer  «_c».p12
$ openssl aes-256-cbc -k "«a»" -in certs/distribution/«_c».p12 -out dist.p12 -a -d -md md5
$ openssl pkcs12 -in dist.p12 -nokeys -passin pass:"«b»" | openssl x509 -noout -subject
subject=UID=«_t», CN=Apple Distribution: Acme Inc («_t»), OU=«_t», O=Acme Inc, C=US
`, V{"_c": g.devID10(), "a": g.pwStrong(), "b": g.pwURL(), "_t": g.devID10()}, "openssl aes-256-cbc")

	g.add("dev/ios-chat-app-specific-password", `
user: the TestFlight upload keeps failing with "Unable to authenticate". I generated a fresh app-specific password: «a» -- apple id is release@acme.io, team «_t». can you retry the altool upload with it?
assistant: I'll retry the upload with the new app-specific password and then suggest moving it into the keychain with notarytool store-credentials so it stops appearing in commands.
`, V{"a": g.devASP(), "_t": g.devID10()}, "notarytool store-credentials")

	sidKid := g.devID10()
	sidTeam := g.devID10()
	g.add("dev/ios-sign-in-with-apple-client-secret-env", `
# .env.production (auth service)
APPLE_SERVICES_ID=io.acme.web.signin
APPLE_TEAM_ID=«_t»
APPLE_KEY_ID=«_k»
# regenerated 2024-06-01, expires after 6 months
APPLE_CLIENT_SECRET=«a»
APPLE_REDIRECT_URI=https://acme.io/auth/apple/callback
`, V{"_t": sidTeam, "_k": sidKid, "a": g.devSIWAJWT(sidKid, sidTeam, "io.acme.web.signin")}, "io.acme.web.signin")

	g.add("dev/macos-sparkle-sign-update-private-key", `
$ ./bin/sign_update -s «a» dist/Acme-4.2.0.dmg
sparkle:edSignature="«_sig»" length="«_len»"
$ /usr/libexec/PlistBuddy -c "Print :SUPublicEDKey" Acme.app/Contents/Info.plist
«_pub»
`, V{"a": g.b64(32), "_sig": g.b64(64), "_len": g.digits(8), "_pub": g.b64(32)}, "Print :SUPublicEDKey")
}

func (g *G) devCrossPlatform() {
	ref := g.s(alLower, 20)
	g.add("dev/flutter-dotenv-asset-file", `
$ cat assets/env/.env.prod
SUPABASE_URL=https://«_r».supabase.co
SUPABASE_ANON_KEY=«_anon»
OPENAI_API_KEY=«a»
ONESIGNAL_APP_ID=«_os»
$ grep -n env pubspec.yaml
41:    - assets/env/.env.prod
`, V{"_r": ref, "_anon": g.apAnonJWT(ref), "a": g.openai(), "_os": g.uuid()}, "- assets/env/.env.prod")

	g.add("dev/flutter-build-appbundle-dart-define", `
$ flutter build appbundle --release --obfuscate --split-debug-info=build/symbols \
    --dart-define=FLAVOR=prod \
    --dart-define=API_URL=https://api.acme.io \
    --dart-define=PAYMOB_SECRET_KEY=«a» \
    --dart-define=AGORA_APP_CERTIFICATE=«b» \
    --build-number=«_bn» --build-name=5.0.3
Running Gradle task 'bundleRelease'...                             91.4s
✓ Built build/app/outputs/bundle/release/app-release.aab (38.2MB)
`, V{"a": "sk_live_" + g.hex(48), "b": g.hex(32), "_bn": g.digits(5)}, "--dart-define=API_URL=https://api.acme.io", "--build-name=5.0.3")

	g.add("dev/dart-envied-env-file", `
$ cat .env
OPENWEATHER_KEY=«a»
SENTRY_DSN=https://«=dsn»@o«_o».ingest.sentry.io/«_p»
$ cat lib/env/env.dart
import 'package:envied/envied.dart';
part 'env.g.dart';

@Envied(path: '.env', obfuscate: true)
abstract class Env {
  @EnviedField(varName: 'OPENWEATHER_KEY')
  static final String openWeatherKey = _Env.openWeatherKey;
}
`, V{"a": g.hex(32), "=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)}, "@Envied(path: '.env', obfuscate: true)")

	g.add("dev/dart-pub-credentials-json", `
$ cat ~/.config/dart/pub-credentials.json
{"accessToken":"«a»","refreshToken":"«b»","idToken":"«c»","tokenEndpoint":"https://accounts.google.com/o/oauth2/token","scopes":["https://www.googleapis.com/auth/userinfo.email","openid"],"expiration":1718118022118}
`, V{"a": g.ya29(), "b": g.gRefresh(), "c": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://accounts.google.com","azp":"%s.apps.googleusercontent.com","email":"dana@acme.io","exp":1718118022}`, g.digits(12)+"-"+g.s(alLowNum, 32)))}, "https://accounts.google.com/o/oauth2/token")

	g.add("dev/rn-config-env-production", `
$ cat .env.production
API_URL=https://api.acme.io/v2
ONESIGNAL_APP_ID=«_os»
CODEPUSH_KEY_ANDROID=«=cp»
SENTRY_AUTH_TOKEN=«a»
GOOGLE_PLACES_SERVER_KEY=«b»
`, V{"_os": g.uuid(), "=cp": g.b64u(32) + "-" + g.hex(8), "a": g.sentryUser(), "b": g.googleKey()}, "API_URL=https://api.acme.io/v2")

	g.add("dev/expo-eas-secret-create-list", `
$ eas secret:create --scope project --name SENTRY_AUTH_TOKEN --value «a» --type string
✔ Created a new secret SENTRY_AUTH_TOKEN on project @acme/courier.
$ eas secret:create --scope account --name GOOGLE_SERVICES_JSON --type file --value ./google-services.json
✔ Created a new secret GOOGLE_SERVICES_JSON on account @acme.
$ eas secret:list
Secrets for this account and project:
┌──────────────────────┬────────┬─────────┬──────────────────────────────────────┐
│ Name                 │ Type   │ Scope   │ ID                                   │
├──────────────────────┼────────┼─────────┼──────────────────────────────────────┤
│ SENTRY_AUTH_TOKEN    │ string │ project │ «_i1» │
│ GOOGLE_SERVICES_JSON │ file   │ account │ «_i2» │
└──────────────────────┴────────┴─────────┴──────────────────────────────────────┘
`, V{"a": g.devSentryOrg("acme"), "_i1": g.uuid(), "_i2": g.uuid()}, "@acme/courier")

	g.add("dev/expo-app-config-js-plugin-token", `
// app.config.js
export default ({ config }) => ({
  ...config,
  name: "Acme Courier",
  ios: { bundleIdentifier: "io.acme.courier", buildNumber: "«_bn»" },
  updates: { url: "https://u.expo.dev/«_pid»" },
  extra: {
    eas: { projectId: "«_pid»" },
    revenueCatAndroidKey: "goog_«_rc»",
  },
  plugins: [
    ["@sentry/react-native/expo", { organization: "acme", project: "courier", authToken: "«a»" }],
  ],
});
`, V{"_bn": g.digits(5), "_pid": g.uuid(), "_rc": g.an(27), "a": g.sentryUser()}, "@sentry/react-native/expo")

	g.add("dev/expo-workflow-literal-expo-token", `
diff --git a/.github/workflows/eas-build.yml b/.github/workflows/eas-build.yml
@@ -14,8 +14,7 @@ jobs:
       - uses: expo/expo-github-action@v8
         with:
           eas-version: latest
-          token: ${{ secrets.EXPO_TOKEN }}
+          token: «a»
       - run: eas build --platform all --non-interactive --no-wait
`, V{"a": g.b64u(40)}, "${{ secrets.EXPO_TOKEN }}")

	g.add("dev/rn-appcenter-codepush-login", `
$ appcenter login --token «a»
Logged in as dana-acme
$ appcenter codepush deployment list -a acme/courier-ios -k
┌────────────┬─────────────────────────────────────────────┐
│ Name       │ Key                                         │
├────────────┼─────────────────────────────────────────────┤
│ Staging    │ «=k1» │
│ Production │ «=k2» │
└────────────┴─────────────────────────────────────────────┘
`, V{"a": g.hex(40), "=k1": g.b64u(32) + "-" + g.hex(8), "=k2": g.b64u(32) + "-" + g.hex(8)}, "acme/courier-ios")

	g.add("dev/capacitor-config-plugins-keys", `
// capacitor.config.ts
import type { CapacitorConfig } from "@capacitor/cli";

const config: CapacitorConfig = {
  appId: "io.acme.field",
  appName: "Acme Field",
  webDir: "dist",
  plugins: {
    Intercom: {
      iosApiKey: "ios_sdk-«_i1»",
      androidApiKey: "android_sdk-«_i2»",
      iosAppId: "«_ia»",
    },
    OneSignal: { appId: "«_os»", restApiKey: "«a»" },
    SplashScreen: { launchShowDuration: 1200 },
  },
};
export default config;
`, V{"_i1": g.hex(40), "_i2": g.hex(40), "_ia": g.s(alLowNum, 8), "_os": g.uuid(), "a": "os_v2_app_" + g.s(alLowNum, 100)}, "io.acme.field")

	g.add("dev/cordova-plugin-add-variables", `
$ cordova plugin add branch-cordova-sdk --variable BRANCH_KEY=key_live_«_bk» --variable URI_SCHEME=acmeshop
$ cordova plugin add cordova-plugin-stripe-terminal --variable STRIPE_SECRET=«a»
$ grep -A3 branch-cordova-sdk config.xml
    <plugin name="branch-cordova-sdk" spec="^6.0.0">
        <variable name="BRANCH_KEY" value="key_live_«_bk»" />
        <variable name="URI_SCHEME" value="acmeshop" />
    </plugin>
`, V{"_bk": g.an(32), "a": g.skLive()}, "URI_SCHEME=acmeshop")

	g.add("dev/rn-bundle-strings-grep", `
$ unzip -p app-release.apk assets/index.android.bundle | grep -o '"[A-Z_]*KEY[A-Z_]*":"[^"]*"'
"STRIPE_PUBLISHABLE_KEY":"«_pk»"
"ALGOLIA_SEARCH_KEY":"«_as»"
"TWILIO_API_KEY":"«_sk»"
"TWILIO_API_KEY_SECRET":"«a»"
`, V{"_pk": g.pkLive(), "_as": g.hex(32), "_sk": g.agTwilioKeySID(), "a": g.an(32)}, "assets/index.android.bundle")

	g.add("dev/flutter-firebase-admin-in-function", `
// functions/src/index.ts (deployed with the Flutter app's backend)
import * as functions from "firebase-functions/v1";
const MUX_TOKEN_ID = "«_mid»";
const MUX_TOKEN_SECRET = "«a»";
const REVENUECAT_SECRET = "«b»";
export const createUpload = functions.region("europe-west1").https.onCall(async () => {
  return mux.video.uploads.create({ new_asset_settings: { playback_policy: ["public"] } });
});
`, V{"_mid": g.uuid(), "a": g.b64(54)[:71], "b": "sk_" + g.an(32)}, "firebase-functions/v1")

	g.add("dev/ionic-capacitor-live-update-token", `
$ npx @capawesome/cli login --token «a»
✔ Successfully logged in.
$ npx @capawesome/cli apps:bundles:create --app-id «_app» --path dist --channel production
✔ Bundle successfully created. Bundle ID: «_b»
`, V{"a": g.b64u(43), "_app": g.uuid(), "_b": g.uuid()}, "--channel production")
}

func (g *G) devDesktop() {
	g.add("dev/electron-builder-release-env", `
$ cat .env.release
CSC_LINK=«a»
CSC_KEY_PASSWORD=«b»
APPLE_ID=release@acme.io
APPLE_APP_SPECIFIC_PASSWORD=«c»
APPLE_TEAM_ID=«_t»
GH_TOKEN=«d»
EP_PRE_RELEASE=false
`, V{"a": g.apP12(), "b": g.pw(), "c": g.devASP(), "_t": g.devID10(), "d": g.ghFine()}, "EP_PRE_RELEASE=false")

	g.add("dev/electron-builder-yml-win-certificate", `
# electron-builder.yml
appId: io.acme.desktop
productName: Acme Desktop
mac:
  category: public.app-category.productivity
  hardenedRuntime: true
  notarize:
    teamId: «_t»
win:
  target: nsis
  certificateFile: build/certs/acme-codesign.pfx
  certificatePassword: «a»
  publisherName: Acme Inc
publish:
  provider: github
  owner: acme
  repo: desktop
`, V{"_t": g.devID10(), "a": g.pwStrong()}, "io.acme.desktop")

	g.add("dev/electron-forge-config-notarize-publisher", `
// forge.config.js
module.exports = {
  packagerConfig: {
    appBundleId: "io.acme.notes",
    osxSign: {},
    osxNotarize: {
      appleId: "release@acme.io",
      appleIdPassword: "«a»",
      teamId: "«_t»",
    },
  },
  publishers: [
    {
      name: "@electron-forge/publisher-github",
      config: { repository: { owner: "acme", name: "notes" }, authToken: "«b»", prerelease: true },
    },
  ],
};
`, V{"a": g.devASP(), "_t": g.devID10(), "b": g.ghp()}, "@electron-forge/publisher-github")

	g.add("dev/electron-ci-env-dump-and-signing", `
##[group]Run env | sort | grep -E 'CSC|APPLE|GH_'
APPLE_ID=release@acme.io
APPLE_TEAM_ID=«_t»
CSC_KEY_PASSWORD=«a»
GH_TOKEN=«b»
##[endgroup]
  • electron-builder  version=24.13.3 os=23.4.0
  • signing         file=dist/mac-arm64/Acme.app platform=darwin type=distribution identityName=Developer ID Application: Acme Inc («_t») identityHash=«_h» provisioningProfile=none
  • notarization successful
`, V{"_t": g.devID10(), "a": g.pw(), "b": g.ghs(), "_h": g.s(alHexU, 40)}, "version=24.13.3")

	g.add("dev/windows-signtool-pfx-password", `
PS C:\build> & "C:\Program Files (x86)\Windows Kits\10\bin\10.0.22621.0\x64\signtool.exe" sign /f C:\build\certs\acme-ev.pfx /p «a» /fd SHA256 /tr http://timestamp.digicert.com /td SHA256 /d "Acme Desktop" dist\AcmeSetup-4.2.0.exe
Done Adding Additional Store
Successfully signed: dist\AcmeSetup-4.2.0.exe
PS C:\build> signtool sign /sha1 «_th» /fd SHA256 /tr http://timestamp.digicert.com /td SHA256 dist\acme-updater.exe
Successfully signed: dist\acme-updater.exe
`, V{"a": g.pwURL(), "_th": g.s(alHexU, 40)}, "http://timestamp.digicert.com")

	g.add("dev/windows-azuresigntool-key-vault", `
$ AzureSignTool sign \
    -kvu https://acme-codesign.vault.azure.net \
    -kvi «_ci» \
    -kvt «_tn» \
    -kvs «a» \
    -kvc acme-ev-2024 \
    -tr http://timestamp.digicert.com -v dist/AcmeSetup.exe
info: AzureSignTool.SignCommand[0] Signing file dist/AcmeSetup.exe.
info: AzureSignTool.SignCommand[0] Signing completed successfully.
`, V{"_ci": g.uuid(), "_tn": g.uuid(), "a": g.azSecret()}, "https://acme-codesign.vault.azure.net")

	g.add("dev/windows-powershell-import-pfx", `
PS> $pfxPass = ConvertTo-SecureString -String "«a»" -Force -AsPlainText
PS> Import-PfxCertificate -FilePath .\acme-codesign.pfx -CertStoreLocation Cert:\CurrentUser\My -Password $pfxPass

   PSParentPath: Microsoft.PowerShell.Security\Certificate::CurrentUser\My

Thumbprint                                Subject
----------                                -------
«_th»  CN=Acme Inc, O=Acme Inc, L=Austin, S=Texas, C=US
`, V{"a": g.pw(), "_th": g.s(alHexU, 40)}, "Cert:\\CurrentUser\\My")

	tk := g.devTauriKey()
	g.add("dev/tauri-signer-key-and-password", `
$ cat ~/.tauri/acme.key
«a»
$ cat ~/.tauri/acme.key.pub
«_pub»
$ export TAURI_SIGNING_PRIVATE_KEY="$(cat ~/.tauri/acme.key)"
$ export TAURI_SIGNING_PRIVATE_KEY_PASSWORD='«b»'
$ npm run tauri build
`, V{"a": tk, "_pub": g.devTauriPub(), "b": g.pw()}, "npm run tauri build")

	g.add("dev/tauri-workflow-password-literal", `
      - uses: tauri-apps/tauri-action@v0
        env:
          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}
          TAURI_SIGNING_PRIVATE_KEY: ${{ secrets.TAURI_SIGNING_PRIVATE_KEY }}
          TAURI_SIGNING_PRIVATE_KEY_PASSWORD: «a»
        with:
          tagName: app-v__VERSION__
          releaseName: "Acme v__VERSION__"
`, V{"a": g.pwStrong()}, "${{ secrets.TAURI_SIGNING_PRIVATE_KEY }}")

	g.add("dev/chrome-web-store-upload-env", `
$ cat .env.submit
EXTENSION_ID=«_id»
CLIENT_ID=«_c».apps.googleusercontent.com
CLIENT_SECRET=«a»
REFRESH_TOKEN=«b»
$ npx chrome-webstore-upload-cli upload --source acme-ext.zip --auto-publish
`, V{"_id": g.devExtID(), "_c": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.gRefresh()}, "--auto-publish")

	g.add("dev/firefox-web-ext-sign", `
$ npx web-ext sign --channel=listed --api-key=user:«=u»:«=n» --api-secret=«a» --source-dir dist
Building web extension from /home/dana/acme-ext/dist
Your add-on has been submitted for review. It passed validation but could not be automatically signed because this is a listed add-on.
`, V{"=u": g.digits(8), "=n": g.digits(3), "a": g.hex(64)}, "--channel=listed")

	g.add("dev/edge-addons-api-credentials", `
# .github/workflows/publish-edge.yml (excerpt, values pasted while testing)
env:
  EDGE_PRODUCT_ID: «_p»
  EDGE_CLIENT_ID: «_c»
  EDGE_API_KEY: «a»
  EDGE_API_URL: https://api.addons.microsoftedge.microsoft.com/v1/products/«_p»/submissions/draft/package
`, V{"_p": g.uuid(), "_c": g.uuid(), "a": g.an(32)}, "https://api.addons.microsoftedge.microsoft.com/v1/products/")

	g.add("dev/vsce-ovsx-publish-tokens", `
$ npx @vscode/vsce publish -p «a»
 INFO  Publishing 'acme.acme-lint v1.9.0'...
 INFO  Extension URL (might take a few minutes): https://marketplace.visualstudio.com/items?itemName=acme.acme-lint
 DONE  Published acme.acme-lint v1.9.0.
$ npx ovsx publish acme-lint-1.9.0.vsix -p «b»
🚀  Published acme.acme-lint v1.9.0
`, V{"a": g.azDevops(), "b": g.uuid()}, "acme.acme-lint v1.9.0")

	jb := g.ecPKCS8()
	g.add("dev/jetbrains-plugin-publish-and-sign", `
// build.gradle.kts
intellijPlatform {
    pluginConfiguration { id = "io.acme.lint"; version = "2.3.1" }
    signing {
        certificateChainFile = file("certs/chain.crt")
        privateKey = """
-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----
""".trimIndent()
        password = "«b»"
    }
    publishing {
        token = "«c»"
        channels = listOf("stable")
    }
}
`, V{"a": jb.body, "b": g.pw(), "c": g.devJBToken("acme-jb")}, "io.acme.lint")

	g.add("dev/macos-gon-notarize-config", `
$ cat gon.json
{
  "source": ["./dist/acme_darwin_universal/acme"],
  "bundle_id": "io.acme.cli",
  "apple_id": {
    "username": "release@acme.io",
    "password": "«a»",
    "provider": "«_t»"
  },
  "sign": { "application_identity": "Developer ID Application: Acme Inc («_t»)" },
  "zip": { "output_path": "dist/acme-macos.zip" }
}
`, V{"a": g.devASP(), "_t": g.devID10()}, "io.acme.cli")

	g.add("dev/snapcraft-export-login", `
$ snapcraft export-login --snaps acme-cli --channels stable,candidate --acls package_upload -
Enter your Ubuntu One e-mail address and password.
Email: release@acme.io
Password:
Login successfully exported and printed above. This can now be used as SNAPCRAFT_STORE_CREDENTIALS.
«a»
`, V{"a": b64s(`{"t": "u1-macaroon", "v": {"r": "MDAxY2xvY2F0aW9u` + g.b64u(360) + `", "d": "MDAxNmxvY2F0aW9u` + g.b64u(220) + `"}}`)}, "SNAPCRAFT_STORE_CREDENTIALS")

	g.add("dev/msstore-cli-reconfigure", `
$ msstore reconfigure --tenantId «_tn» --sellerId «_s» --clientId «_c» --clientSecret «a»
Checking Partner Center credentials... ✔
Credentials stored.
$ msstore publish ./AcmeDesktop.msixupload -id 9N«_p»
`, V{"_tn": g.uuid(), "_s": g.digits(8), "_c": g.uuid(), "a": g.azSecret(), "_p": g.s(alUpNum, 10)}, "Checking Partner Center credentials")

	g.add("dev/dmg-notarize-shell-script", `
#!/usr/bin/env bash
# scripts/notarize.sh
set -euo pipefail
APPLE_ID="release@acme.io"
TEAM_ID="«_t»"
NOTARY_PASSWORD="«a»"
KEYCHAIN_PASSWORD="«b»"
security unlock-keychain -p "$KEYCHAIN_PASSWORD" ~/Library/Keychains/login.keychain-db
xcrun notarytool submit "dist/Acme.dmg" --apple-id "$APPLE_ID" --team-id "$TEAM_ID" --password "$NOTARY_PASSWORD" --wait
xcrun stapler staple "dist/Acme.dmg"
`, V{"_t": g.devID10(), "a": g.devASP(), "b": g.pw()}, "--password \"$NOTARY_PASSWORD\"")
}

func (g *G) devPackages() {
	g.add("dev/npmrc-github-packages-scope", `
$ cat .npmrc
@acme:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=«a»
engine-strict=true
save-exact=true
`, V{"a": g.ghp()}, "@acme:registry=https://npm.pkg.github.com")

	npmPw := g.pwURL()
	g.add("dev/npmrc-nexus-legacy-auth-password", `
$ cat ~/.npmrc
registry=https://nexus.acme.io/repository/npm-group/
//nexus.acme.io/repository/npm-private/:username=ci-publisher
//nexus.acme.io/repository/npm-private/:_password=«a»
//nexus.acme.io/repository/npm-private/:email=ci@acme.io
_auth=«b»
always-auth=true
`, V{"a": b64s(npmPw), "b": b64s("ci-publisher:" + npmPw)}, "registry=https://nexus.acme.io/repository/npm-group/")

	g.add("dev/yarnrc-yml-scopes-and-ident", `
# .yarnrc.yml
nodeLinker: node-modules
yarnPath: .yarn/releases/yarn-4.2.2.cjs
npmScopes:
  acme:
    npmRegistryServer: "https://npm.pkg.github.com"
    npmAlwaysAuth: true
    npmAuthToken: «a»
npmRegistries:
  "//registry.acme.io/npm/":
    npmAuthIdent: "deploy:«b»"
`, V{"a": g.ghp(), "b": g.pwURL()}, "yarnPath: .yarn/releases/yarn-4.2.2.cjs")

	g.add("dev/pnpm-config-set-authtoken", `
$ pnpm config set //registry.npmjs.org/:_authToken «a»
$ pnpm config list
//registry.npmjs.org/:_authToken=«a»
auto-install-peers=true
store-dir=/home/dana/.local/share/pnpm/store
`, V{"a": g.npmTok()}, "auto-install-peers=true")

	g.add("dev/npm-token-create-table", `
$ npm token create --cidr=10.20.0.0/16
npm password:
┌────────────────┬──────────────────────────────────────────┐
│ token          │ «a» │
├────────────────┼──────────────────────────────────────────┤
│ readonly       │ false                                    │
├────────────────┼──────────────────────────────────────────┤
│ cidr_whitelist │ 10.20.0.0/16                             │
├────────────────┼──────────────────────────────────────────┤
│ created        │ 2024-06-11T08:02:44.118Z                 │
└────────────────┴──────────────────────────────────────────┘
$ npm publish --access public --otp=«=otp»
+ @acme/ui-kit@7.1.0
`, V{"a": g.npmTok(), "=otp": g.digits(6)}, "@acme/ui-kit@7.1.0")

	g.add("dev/cargo-login-and-registry-env", `
$ cargo login «a»
       Login token for `+"`crates.io`"+` saved
$ cat .cargo/config.toml
[registries.acme]
index = "sparse+https://cargo.acme.io/api/v1/crates/"
$ export CARGO_REGISTRIES_ACME_TOKEN="Bearer «b»"
$ cargo publish --registry acme
   Uploading acme-proto v0.14.2 (/work/acme-proto)
`, V{"a": "cio" + g.an(32), "b": g.an(40)}, "sparse+https://cargo.acme.io/api/v1/crates/", "acme-proto v0.14.2")

	g.add("dev/gemfile-source-credentials-and-bundle-env", `
# Gemfile
source "https://rubygems.org"
source "https://«a»@gems.contribsys.com/" do
  gem "sidekiq-pro"
end
source "https://gems.graphql.pro" do
  gem "graphql-pro"
end

$ export BUNDLE_GEMS__GRAPHQL__PRO=«b»
$ bundle install
`, V{"a": g.hex(8) + ":" + g.hex(8), "b": g.hex(16) + ":" + g.hex(16)}, "gem \"sidekiq-pro\"")

	g.add("dev/gem-credentials-rubygems-push", `
$ cat ~/.gem/credentials
---
:rubygems_api_key: «a»
:github: Bearer «b»
$ gem push acme-sdk-3.0.1.gem
Pushing gem to https://rubygems.org...
Successfully registered gem: acme-sdk (3.0.1)
`, V{"a": g.rubygems(), "b": g.ghp()}, "Successfully registered gem: acme-sdk (3.0.1)")

	g.add("dev/pip-conf-codeartifact-token", `
$ cat ~/.config/pip/pip.conf
[global]
index-url = https://aws:«a»@acme-«_acct».d.codeartifact.eu-west-1.amazonaws.com/pypi/python/simple/
trusted-host = acme-«_acct».d.codeartifact.eu-west-1.amazonaws.com
timeout = 60
`, V{"a": "eyJ2ZXIiOjEsImlzdSI6" + g.b64u(560), "_acct": g.digits(12)})

	g.add("dev/poetry-auth-toml-plain", `
$ cat ~/.config/pypoetry/auth.toml
[http-basic.acme]
username = "ci-bot"
password = "«a»"

[pypi-token]
pypi = "«b»"
$ poetry publish --build -r acme
`, V{"a": g.pwStrong(), "b": g.pypiTok()}, "poetry publish --build -r acme")

	g.add("dev/uv-index-env-deploy-token", `
# pyproject.toml
[[tool.uv.index]]
name = "acme"
url = "https://gitlab.acme.io/api/v4/projects/118/packages/pypi/simple"

$ export UV_INDEX_ACME_USERNAME=gitlab+deploy-token-42
$ export UV_INDEX_ACME_PASSWORD=«a»
$ uv sync --frozen
Resolved 84 packages in 1.12s
`, V{"a": "gldt-" + g.b64u(20)}, "https://gitlab.acme.io/api/v4/projects/118/packages/pypi/simple", "gitlab+deploy-token-42")

	g.add("dev/nuget-config-azure-artifacts-cleartext", `
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" protocolVersion="3" />
    <add key="acme-feed" value="https://pkgs.dev.azure.com/acme/_packaging/acme-feed/nuget/v3/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <acme-feed>
      <add key="Username" value="ci@acme.io" />
      <add key="ClearTextPassword" value="«a»" />
    </acme-feed>
  </packageSourceCredentials>
</configuration>
`, V{"a": g.azDevops()}, "https://api.nuget.org/v3/index.json")

	g.add("dev/dotnet-nuget-push-api-key", `
$ dotnet pack -c Release -p:PackageVersion=1.4.2
$ dotnet nuget push bin/Release/Acme.Core.1.4.2.nupkg --api-key «a» --source https://api.nuget.org/v3/index.json
Pushing Acme.Core.1.4.2.nupkg to 'https://www.nuget.org/api/v2/package'...
  PUT https://www.nuget.org/api/v2/package/
  Created https://www.nuget.org/api/v2/package/ 1823ms
Your package was pushed.
`, V{"a": "oy2" + g.s(alLowNum, 43)}, "Acme.Core.1.4.2.nupkg")

	g.add("dev/maven-settings-encrypted-and-security", `
$ cat ~/.m2/settings.xml
<settings>
  <servers>
    <server>
      <id>central</id>
      <username>«=u»</username>
      <password>«a»</password>
    </server>
    <server>
      <id>gpg.passphrase</id>
      <passphrase>«b»</passphrase>
    </server>
  </servers>
</settings>
$ cat ~/.m2/settings-security.xml
<settingsSecurity>
  <master>«c»</master>
</settingsSecurity>
`, V{"=u": g.b64u(8), "a": g.devMaven(), "b": g.pw(), "c": g.devMaven()}, "<id>gpg.passphrase</id>")

	dk := g.s("abcdefghijklmnopqrstuvwxyz234567", 52)
	g.add("dev/develocity-access-key", `
$ cat ~/.gradle/develocity/keys.properties
ge.acme.io=«a»
$ DEVELOCITY_ACCESS_KEY="ge.acme.io=«a»" ./gradlew build --scan
BUILD SUCCESSFUL in 2m 14s
Publishing build scan...
https://ge.acme.io/s/«_s»
`, V{"a": dk, "_s": g.s(alLowNum, 13)}, "BUILD SUCCESSFUL in 2m 14s")

	g.add("dev/composer-auth-json-private-packagist", `
$ cat auth.json
{
    "http-basic": {
        "repo.packagist.com": {
            "username": "token",
            "password": "«a»"
        }
    },
    "gitlab-token": {
        "gitlab.acme.io": "«b»"
    },
    "bearer": {
        "satis.acme.io": "«c»"
    }
}
`, V{"a": "packagist_ort_" + g.hex(68), "b": g.glpat(), "c": g.an(48)}, "\"repo.packagist.com\"")

	g.add("dev/cocoapods-trunk-netrc-and-me", `
$ grep -A2 trunk ~/.netrc
machine trunk.cocoapods.org
  login release@acme.io
  password «a»
$ pod trunk me
  - Name:     Acme Release
  - Email:    release@acme.io
  - Since:    March 3rd, 2021 09:12
  - Pods:
    - AcmeSDK
  - Sessions:
    - June 1st, 09:02 - October 8th, 09:02. IP: 203.0.113.40
`, V{"a": g.hex(32)}, "machine trunk.cocoapods.org")

	g.add("dev/swift-package-registry-login", `
$ swift package-registry set https://pkgs.acme.io/swift --scope acme
$ swift package-registry login https://pkgs.acme.io/swift --token «a»
Login successful.
Credentials have been saved to the operating system's secure credential store.
$ cat .swiftpm/configuration/registries.json
{"registries":{"acme":{"url":"https://pkgs.acme.io/swift"}},"version":1}
`, V{"a": g.an(48)}, "--scope acme")

	g.add("dev/go-private-modules-netrc-goproxy", `
$ go env -w GOPRIVATE=gitlab.acme.io/* GONOSUMDB=gitlab.acme.io/*
$ cat ~/.netrc
machine gitlab.acme.io login oauth2 password «a»
$ go env GOPROXY
https://ci-reader:«b»@artifactory.acme.io/artifactory/api/go/go-virtual,direct
`, V{"a": g.glpat(), "b": "cmVmdGtuOjAxOj" + g.b64u(50)}, "GOPRIVATE=gitlab.acme.io/*")

	g.add("dev/conan-remote-login", `
$ conan remote add acme https://conan.acme.io/artifactory/api/conan/conan-local
$ conan remote login acme ci-publisher -p «a»
Changed user of remote 'acme' from 'None' (anonymous) to 'ci-publisher' (authenticated)
$ CONAN_LOGIN_USERNAME_ACME=ci-publisher CONAN_PASSWORD_ACME=«a» conan upload "acme-math/*" -r acme -c
`, V{"a": g.pwURL()}, "https://conan.acme.io/artifactory/api/conan/conan-local")

	g.add("dev/vcpkg-nuget-binary-cache", `
PS> $env:VCPKG_BINARY_SOURCES = "clear;nuget,https://pkgs.dev.azure.com/acme/_packaging/vcpkg-cache/nuget/v3/index.json,readwrite"
PS> nuget sources add -Name vcpkg-cache -Source "https://pkgs.dev.azure.com/acme/_packaging/vcpkg-cache/nuget/v3/index.json" -Username ci -Password «a»
Package source with Name: vcpkg-cache added successfully.
PS> .\vcpkg install --triplet x64-windows
`, V{"a": g.azDevops()}, "--triplet x64-windows")

	g.add("dev/hex-mix-api-key", `
$ mix hex.user key generate --key-name ci-publish --permission api:write
Generated key: «a»
$ HEX_API_KEY=«a» mix hex.publish --yes
Publishing acme_client 0.9.0
  App: acme_client
  Package published to https://hex.pm/packages/acme_client/0.9.0 («_c»)
`, V{"a": g.hex(32), "_c": g.hex(64)}, "https://hex.pm/packages/acme_client/0.9.0")

	g.add("dev/deno-deploy-and-jsr-tokens", `
$ DENO_DEPLOY_TOKEN=«a» deployctl deploy --project=acme-edge --prod main.ts
✔ Deployment complete.
  View at: https://acme-edge-«_h».deno.dev
$ cat deno.json
{ "name": "@acme/edge", "version": "0.3.1", "exports": "./mod.ts" }
`, V{"a": "ddp_" + g.an(36), "_h": g.s(alLowNum, 12)}, "\"name\": \"@acme/edge\"")

	jf := "AKCp8" + g.an(68)
	g.add("dev/artifactory-npm-auth-endpoint", `
$ curl -s -u ci-publisher:«a» https://acme.jfrog.io/artifactory/api/npm/auth
_auth = «b»
always-auth = true
email = ci@acme.io
`, V{"a": jf, "b": b64s("ci-publisher:" + jf)}, "https://acme.jfrog.io/artifactory/api/npm/auth")
}

func (g *G) devFrontend() {
	ref := g.s(alLower, 20)
	g.add("dev/next-env-local-public-and-server", `
$ cat .env.local
NEXT_PUBLIC_SUPABASE_URL=https://«_r».supabase.co
NEXT_PUBLIC_SUPABASE_ANON_KEY=«_anon»
SUPABASE_SERVICE_ROLE_KEY=«a»
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=«_pk»
STRIPE_SECRET_KEY=«b»
NEXTAUTH_URL=http://localhost:3000
NEXTAUTH_SECRET=«c»
NEXT_PUBLIC_POSTHOG_KEY=phc_«_ph»
`, V{"_r": ref, "_anon": g.apAnonJWT(ref), "a": g.supabaseService(), "_pk": g.pkLive(), "b": g.skLive(), "c": g.b64(32), "_ph": g.an(43)}, "NEXTAUTH_URL=http://localhost:3000")

	g.add("dev/vite-env-production-algolia-sentry", `
# .env.production
VITE_API_URL=https://api.acme.io
VITE_MAPBOX_TOKEN=«_mb»
VITE_ALGOLIA_APP_ID=«_aid»
VITE_ALGOLIA_SEARCH_KEY=«_as»
VITE_SENTRY_DSN=https://«=dsn»@o«_o».ingest.us.sentry.io/«_p»
# used only by the build (source maps) and the indexing script, never bundled
SENTRY_AUTH_TOKEN=«a»
ALGOLIA_ADMIN_KEY=«b»
`, V{"_mb": g.mapboxPK(), "_aid": g.s(alUpNum, 10), "_as": g.hex(32), "=dsn": g.hex(32), "_o": g.digits(7), "_p": g.digits(7), "a": g.devSentryOrg("acme"), "b": g.hex(32)}, "VITE_API_URL=https://api.acme.io")

	g.add("dev/vite-config-define-inlines-key", `
// vite.config.ts
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  define: {
    "import.meta.env.VITE_APP_VERSION": JSON.stringify("1.22.0"),
    "import.meta.env.ANTHROPIC_KEY": JSON.stringify("«a»"),
  },
  server: { port: 5173 },
});
`, V{"a": g.anthropic()}, "JSON.stringify(\"1.22.0\")")

	g.add("dev/nuxt-runtime-config-literals", `
// nuxt.config.ts
export default defineNuxtConfig({
  runtimeConfig: {
    stripeSecretKey: "«a»",
    sessionPassword: "«b»",
    public: {
      apiBase: "/api",
      gtmId: "GTM-«_g»",
      stripeKey: "«_pk»",
    },
  },
});
`, V{"a": g.skTest(), "b": g.an(40), "_g": g.s(alUpNum, 7), "_pk": g.pkLive()}, "apiBase: \"/api\"")

	g.add("dev/sveltekit-env-private-public", `
$ cat .env
PUBLIC_SITE_URL=https://shop.acme.io
PUBLIC_TURNSTILE_SITE_KEY=0x4AAAAAAA«_ts»
PRIVATE_TURNSTILE_SECRET=0x4AAAAAAA«a»
RESEND_API_KEY=«b»
$ grep -rn static/private src/lib/server
src/lib/server/mail.ts:1:import { RESEND_API_KEY } from "$env/static/private";
`, V{"_ts": g.b64u(14), "a": g.b64u(25), "b": g.apResend()}, "PUBLIC_SITE_URL=https://shop.acme.io", "$env/static/private")

	g.add("dev/storybook-chromatic-script-token", `
  "scripts": {
    "storybook": "storybook dev -p 6006",
    "build-storybook": "storybook build -o storybook-static",
    "chromatic": "chromatic --project-token=«a» --exit-zero-on-changes --only-changed"
  },
  "devDependencies": {
    "chromatic": "^11.5.3",
    "storybook": "^8.1.6"
  }
`, V{"a": "chpt_" + g.hex(15)}, "storybook dev -p 6006")

	g.add("dev/chromatic-workflow-literal", `
      - name: Publish to Chromatic
        uses: chromaui/action@v11
        with:
          projectToken: «a»
          buildScriptName: build-storybook
          onlyChanged: true
Run chromaui/action@v11
Chromatic CLI v11.5.3
https://www.chromatic.com/docs/cli
Authenticated with Chromatic
→ Using project token '************«=tail»'
`, V{"a": "chpt_" + g.hex(11), "=tail": g.hex(4)}, "buildScriptName: build-storybook", "'************")

	g.add("dev/sentryclirc-user-token", `
$ cat ~/.sentryclirc
[auth]
token=«a»

[defaults]
url=https://sentry.io/
org=acme
project=web-frontend
$ sentry-cli info
Sentry Server: https://sentry.io
Default Organization: acme
Default Project: web-frontend
Authentication Info:
  Method: Auth Token
  Scopes:
    - project:releases
    - org:read
`, V{"a": g.sentryUser()}, "Default Project: web-frontend")

	g.add("dev/sentry-vite-plugin-inline-token", `
import { sentryVitePlugin } from "@sentry/vite-plugin";

export default defineConfig({
  build: { sourcemap: true },
  plugins: [
    sentryVitePlugin({
      org: "acme",
      project: "checkout-web",
      authToken: "«a»",
      release: { name: "checkout-web@«_sha»" },
    }),
  ],
});
`, V{"a": g.devSentryOrg("acme"), "_sha": g.gitSHA()}, "@sentry/vite-plugin")

	g.add("dev/cypress-run-record-key", `
$ npx cypress run --record --key «a» --parallel --ci-build-id 9123-1 --group e2e-chrome
====================================================================================================
  (Run Starting)
  ┌────────────────────────────────────────────────────────────────────────────────────────────────┐
  │ Cypress:        13.11.0                                                                        │
  │ Browser:        Chrome 125 (headless)                                                          │
  │ Specs:          42 found (auth/login.cy.ts, cart/add.cy.ts, ...)                               │
  │ Params:         Tag: false, Group: e2e-chrome, Parallel: true                                  │
  │ Run URL:        https://cloud.cypress.io/projects/«_p»/runs/1423                                 │
  └────────────────────────────────────────────────────────────────────────────────────────────────┘
`, V{"a": g.uuid(), "_p": g.s(alLowNum, 6)}, "Cypress:        13.11.0")

	g.add("dev/playwright-currents-and-service-token", `
// playwright.config.ts
import { defineConfig } from "@playwright/test";
import { currentsReporter } from "@currents/playwright";

export default defineConfig({
  reporter: [currentsReporter({ recordKey: "«a»", projectId: "«_p»", ciBuildId: process.env.GITHUB_RUN_ID })],
  use: { baseURL: "https://staging.acme.io", trace: "on-first-retry" },
});

$ PLAYWRIGHT_SERVICE_ACCESS_TOKEN=«b» npx playwright test -c playwright.service.config.ts --workers=20
`, V{"a": g.an(16), "_p": g.an(6), "b": g.jwt("RS256", fmt.Sprintf(`{"aid":"%s","oid":"%s","id":"%s","name":"ci","iss":"https://playwright.microsoft.com","exp":%d}`, g.uuid(), g.uuid(), g.uuid(), 1720000000+g.r.IntN(9000000)))}, "process.env.GITHUB_RUN_ID")

	bsKey := g.an(20)
	g.add("dev/browserstack-yml-and-local", `
# browserstack.yml
userName: «=u»
accessKey: «a»
buildName: acme-web-e2e
projectName: Acme Web
platforms:
  - os: Windows
    osVersion: 11
    browserName: Chrome
    browserVersion: latest
browserstackLocal: true

$ ./BrowserStackLocal --key «a» --local-identifier gh-«_run» --force-local
`, V{"=u": "acme_" + g.s(alLowNum, 6), "a": bsKey, "_run": g.digits(10)}, "buildName: acme-web-e2e")

	sk := g.uuid()
	g.add("dev/saucelabs-wdio-url-and-env", `
$ export SAUCE_USERNAME=acme-ci
$ export SAUCE_ACCESS_KEY=«a»
$ grep -n hostname wdio.sauce.conf.ts
7:  hostname: "ondemand.eu-central-1.saucelabs.com",
[0-0] 2024-06-11T09:01:12.402Z INFO webdriver: [POST] https://acme-ci:«a»@ondemand.eu-central-1.saucelabs.com/wd/hub/session
[0-0] 2024-06-11T09:01:15.991Z INFO webdriver: COMMAND navigateTo("https://staging.acme.io/")
`, V{"a": sk}, "ondemand.eu-central-1.saucelabs.com")

	g.add("dev/lambdatest-hub-url", `
const capabilities = { browserName: "Safari", "LT:Options": { platformName: "macOS Sonoma", build: "acme-web", w3c: true } };
const gridUrl = "https://acme.qa:«a»@hub.lambdatest.com/wd/hub";
const driver = await new Builder().usingServer(gridUrl).withCapabilities(capabilities).build();
`, V{"a": "LT_" + g.an(47)}, "\"LT:Options\"")

	g.add("dev/vercel-project-json-and-deploy-token", `
$ cat .vercel/project.json
{"projectId":"prj_«_p»","orgId":"team_«_o»"}
$ vercel deploy --prod --token «a» --yes
Vercel CLI 34.2.7
🔍  Inspect: https://vercel.com/acme/web/«_d» [3s]
✅  Production: https://web-«_h»-acme.vercel.app [41s]
`, V{"_p": g.an(28), "_o": g.an(24), "a": g.vercel(), "_d": g.an(28), "_h": g.s(alLowNum, 9)}, "Vercel CLI 34.2.7")

	g.add("dev/netlify-cli-deploy-auth", `
$ netlify deploy --prod --dir=dist --site «_s» --auth «a»
Deploy path:        /home/runner/work/web/web/dist
Deploying to main site URL...
✔ Finished hashing 214 files
✔ CDN requested 12 files
✔ Deploy is live!
Unique deploy URL:  https://«_d»--acme-docs.netlify.app
Website URL:        https://docs.acme.io
`, V{"_s": g.uuid(), "a": g.netlify(), "_d": g.hex(24)}, "Website URL:        https://docs.acme.io")

	g.add("dev/cloudflare-pages-wrangler-deploy", `
$ cat wrangler.toml
name = "acme-web"
account_id = "«_acct»"
pages_build_output_dir = "./dist"
$ cat .dev.vars
OPENAI_API_KEY=«b»
SESSION_SECRET=«c»
$ CLOUDFLARE_API_TOKEN=«a» npx wrangler pages deploy dist --project-name acme-web --branch main
✨ Success! Uploaded 87 files (3.21 sec)
✨ Deployment complete! Take a peek over at https://«_h».acme-web.pages.dev
`, V{"_acct": g.hex(32), "a": g.cfToken(), "b": g.openai(), "c": g.hex(64), "_h": g.hex(8)}, "pages_build_output_dir = \"./dist\"")

	g.add("dev/gatsby-contentful-env", `
# .env.production
CONTENTFUL_SPACE_ID=«_sp»
CONTENTFUL_ENVIRONMENT=master
CONTENTFUL_ACCESS_TOKEN=«=cda»
CONTENTFUL_MANAGEMENT_TOKEN=«a»
GATSBY_ALGOLIA_APP_ID=«_aid»
ALGOLIA_ADMIN_KEY=«b»
`, V{"_sp": g.s(alLowNum, 12), "=cda": g.b64u(43), "a": g.apContentful(), "_aid": g.s(alUpNum, 10), "b": g.hex(32)}, "CONTENTFUL_ENVIRONMENT=master")

	g.add("dev/shopify-hydrogen-oxygen-env", `
$ cat .env
SESSION_SECRET="«a»"
PUBLIC_STOREFRONT_API_TOKEN="«_pub»"
PRIVATE_STOREFRONT_API_TOKEN="«b»"
PUBLIC_STORE_DOMAIN="acme-goods.myshopify.com"
PUBLIC_STOREFRONT_ID="«_sid»"
`, V{"a": g.hex(40), "_pub": g.hex(32), "b": "shpat_" + g.hex(32), "_sid": g.digits(10)}, "acme-goods.myshopify.com")

	g.add("dev/angular-environment-prod-ts", `
// src/environments/environment.prod.ts
export const environment = {
  production: true,
  apiUrl: "https://api.acme.io",
  firebase: {
    apiKey: "«_fk»",
    authDomain: "acme-portal.firebaseapp.com",
    projectId: "acme-portal",
    appId: "1:«_sn»:web:«_app»",
  },
  stripePublishableKey: "«_pk»",
  adminApiToken: "«a»",
};
`, V{"_fk": g.googleKey(), "_sn": g.digits(12), "_app": g.hex(22), "_pk": g.pkLive(), "a": g.an(48)}, "acme-portal.firebaseapp.com")

	g.add("dev/percy-token-snapshot-run", `
$ export PERCY_TOKEN=«a»
$ npx percy exec -- cypress run --spec "cypress/e2e/visual/**"
[percy] Percy has started!
[percy] Snapshot taken: Home page
[percy] Snapshot taken: Checkout - empty cart
[percy] Finalized build #812: https://percy.io/«_o»/acme-web/builds/«_b»
`, V{"a": "web_" + g.hex(64), "_o": g.hex(8), "_b": g.digits(8)}, "Snapshot taken: Checkout - empty cart")

	g.add("dev/firebase-hosting-preview-ci-token", `
$ firebase hosting:channel:deploy pr-418 --expires 7d --project acme-web --token «a»
⚠  Authenticating with --token is deprecated and will be removed in a future major version of firebase-tools. Instead, use a service account key with GOOGLE_APPLICATION_CREDENTIALS.
✔  hosting:channel: Channel URL (acme-web): https://acme-web--pr-418-«_h».web.app [expires 2024-06-18 09:12:44]
`, V{"a": g.gRefresh(), "_h": g.s(alLowNum, 8)}, "GOOGLE_APPLICATION_CREDENTIALS")
}

func (g *G) devEmbedded() {
	g.add("dev/arduino-iot-cloud-secrets-h", `
// arduino_secrets.h
#define SECRET_SSID "AcmeLab-IoT"
#define SECRET_OPTIONAL_PASS "«a»"
#define SECRET_DEVICE_KEY "«b»"

// thingProperties.h
const char DEVICE_LOGIN_NAME[] = "«_d»";
const char SSID[]        = SECRET_SSID;
const char PASS[]        = SECRET_OPTIONAL_PASS;
const char DEVICE_KEY[]  = SECRET_DEVICE_KEY;
`, V{"a": g.pw(), "b": g.s(alUpNum, 20), "_d": g.uuid()}, "#define SECRET_SSID \"AcmeLab-IoT\"")

	g.add("dev/esp32-arduino-ota-password-hash", `
#include <WiFi.h>
#include <ArduinoOTA.h>

const char* ssid = "greenhouse-2g";
const char* password = "«a»";

void setup() {
  WiFi.begin(ssid, password);
  ArduinoOTA.setHostname("greenhouse-esp32");
  ArduinoOTA.setPort(3232);
  // MD5 of the OTA password
  ArduinoOTA.setPasswordHash("«b»");
  ArduinoOTA.begin();
}
`, V{"a": g.pw(), "b": g.hex(32)}, "greenhouse-esp32")

	g.add("dev/esphome-node-inline-credentials", `
esphome:
  name: garage-door
  friendly_name: Garage Door

esp32:
  board: esp32dev

api:
  encryption:
    key: "«a»"

ota:
  - platform: esphome
    password: "«b»"

wifi:
  ssid: !secret wifi_ssid
  password: "«c»"
  ap:
    ssid: "Garage-Door Fallback"
    password: "«d»"

web_server:
  port: 80
  auth:
    username: admin
    password: «e»
`, V{"a": g.b64(32), "b": g.hex(32), "c": g.pw(), "d": g.an(12), "e": g.pw()}, "!secret wifi_ssid")

	g.add("dev/esphome-secrets-yaml", `
$ cat config/esphome/secrets.yaml
wifi_ssid: "Hausnetz"
wifi_password: "«a»"
api_encryption_key: "«b»"
ota_password: "«c»"
mqtt_username: esphome
mqtt_password: "«d»"
`, V{"a": g.pw(), "b": g.b64(32), "c": g.hex(32), "d": g.pwStrong()}, "mqtt_username: esphome")

	g.add("dev/home-assistant-secrets-yaml", `
$ cat /config/secrets.yaml
# Use this file to store secrets like usernames and passwords.
home_latitude: «=lat»
home_longitude: «=lon»
telegram_bot_token: «a»
influxdb_token: «b»
spotify_client_id: «_sc»
spotify_client_secret: «c»
unifi_password: «d»
`, V{"=lat": fmt.Sprintf("52.%04d", g.r.IntN(10000)), "=lon": fmt.Sprintf("13.%04d", g.r.IntN(10000)), "a": g.telegram(), "b": g.apInflux(), "_sc": g.hex(32), "c": g.hex(32), "d": g.pw()}, "# Use this file to store secrets like usernames and passwords.")

	g.add("dev/home-assistant-rest-command-llat", `
# configuration.yaml
rest_command:
  notify_garage_pi:
    url: "http://192.168.1.40:8123/api/services/light/turn_on"
    method: POST
    headers:
      authorization: "Bearer «a»"
      content-type: "application/json"
    payload: '{"entity_id": "light.garage"}'
`, V{"a": g.devHALLAT()}, "http://192.168.1.40:8123/api/services/light/turn_on")

	g.add("dev/platformio-ini-espota-build-flags", `
; platformio.ini
[env:livingroom]
platform = espressif32@6.7.0
board = esp32-s3-devkitc-1
framework = arduino
upload_protocol = espota
upload_port = 192.168.1.57
upload_flags =
    --auth=«a»
    --port=3232
build_flags =
    -DWIFI_SSID=\"Hausnetz\"
    -DWIFI_PASS=\"«b»\"
    -DMQTT_PASS=\"«c»\"
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}, "platform = espressif32@6.7.0")

	g.add("dev/particle-token-create-and-call", `
$ particle token create --expires-in 0
? Please enter your password: [hidden]
New access token never expires
    «a»
Use particle token revoke «a» to permanently revoke this access token.
$ curl https://api.particle.io/v1/devices/«_d»/setLed -d arg=on -H "Authorization: Bearer «a»"
{"id":"«_d»","name":"porch-photon","connected":true,"return_value":1}
`, V{"a": g.hex(40), "_d": g.hex(24)}, "\"name\":\"porch-photon\"")

	g.add("dev/particle-webhook-ubidots-token", `
{
  "event": "soil-moisture",
  "url": "https://industrial.api.ubidots.com/api/v1.6/devices/{{{PARTICLE_DEVICE_ID}}}",
  "requestType": "POST",
  "headers": { "X-Auth-Token": "«a»", "Content-Type": "application/json" },
  "json": { "moisture": "{{{PARTICLE_EVENT_VALUE}}}" },
  "mydevices": true
}
`, V{"a": "BBUS-" + g.an(30)}, "{{{PARTICLE_DEVICE_ID}}}", "{{{PARTICLE_EVENT_VALUE}}}")

	iot := g.rsaPEM()
	cid := g.hex(64)
	g.add("dev/aws-iot-device-cert-files", `
$ ls certs/
AmazonRootCA1.pem  «_c»-certificate.pem.crt  «_c»-private.pem.key  «_c»-public.pem.key
$ cat certs/«_c»-private.pem.key
-----BEGIN RSA PRIVATE KEY-----
«a»
-----END RSA PRIVATE KEY-----
$ grep endpoint src/config.h
#define AWS_IOT_ENDPOINT "«_e»-ats.iot.eu-central-1.amazonaws.com"
`, V{"_c": cid[:10], "a": iot.body, "_e": g.s(alLowNum, 14)}, "AmazonRootCA1.pem")

	cert := g.certPEM()
	iotk := g.rsaPEM()
	g.add("dev/aws-iot-create-keys-and-certificate", `
$ aws iot create-keys-and-certificate --set-as-active
{
    "certificateArn": "arn:aws:iot:eu-central-1:«_acct»:cert/«_cid»",
    "certificateId": "«_cid»",
    "certificatePem": "-----BEGIN CERTIFICATE-----\n«_cert»\n-----END CERTIFICATE-----\n",
    "keyPair": {
        "PublicKey": "-----BEGIN PUBLIC KEY-----\n«_pub»\n-----END PUBLIC KEY-----\n",
        "PrivateKey": "-----BEGIN RSA PRIVATE KEY-----\n«a»\n-----END RSA PRIVATE KEY-----\n"
    }
}
`, V{"_acct": g.digits(12), "_cid": g.hex(64), "_cert": jsonEsc(cert.body), "_pub": jsonEsc(wrap("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"+g.s(alB64, 320)+"IDAQAB", 64)), "a": jsonEsc(iotk.body)})

	g.add("dev/azure-iot-hub-device-connection-string", `
// src/main.c (esp-azure sample, edited)
static const char* connectionString =
    "HostName=acme-fleet.azure-devices.net;DeviceId=pump-07;SharedAccessKey=«a»";
static const char* modelId = "dtmi:acme:pump;1";
`, V{"a": g.b64(32)}, "dtmi:acme:pump;1", "HostName=acme-fleet.azure-devices.net;DeviceId=pump-07")

	g.add("dev/adafruit-io-and-blynk-config-h", `
// config.h
#define IO_USERNAME  "«=u»"
#define IO_KEY       "«a»"

#define BLYNK_TEMPLATE_ID "TMPL«_tid»"
#define BLYNK_TEMPLATE_NAME "Aquarium"
#define BLYNK_AUTH_TOKEN "«b»"

#define WIFI_SSID "aquarium-net"
#define WIFI_PASS "«c»"
`, V{"=u": "acme_maker", "a": "aio_" + g.an(28), "_tid": g.an(8), "b": g.b64u(32), "c": g.pw()}, "#define BLYNK_TEMPLATE_NAME \"Aquarium\"")

	g.add("dev/lorawan-lmic-otaa-keys", `
// LMIC OTAA keys for node soil-12 (TTN console, eu1)
// DEVEUI and APPEUI in little-endian, APPKEY in big-endian
static const u1_t PROGMEM DEVEUI[8] = { «_d» };
static const u1_t PROGMEM APPEUI[8] = { «_j» };
static const u1_t PROGMEM APPKEY[16] = { «a» };
`, V{"_d": g.devBytesC(8), "_j": g.devBytesC(8), "a": g.devBytesC(16)}, "DEVEUI and APPEUI in little-endian")

	g.add("dev/zephyr-prj-conf-wifi-mqtt", `
# prj.conf
CONFIG_WIFI=y
CONFIG_WIFI_CREDENTIALS_STATIC=y
CONFIG_WIFI_CREDENTIALS_STATIC_SSID="acme-lab"
CONFIG_WIFI_CREDENTIALS_STATIC_PASSWORD="«a»"
CONFIG_MQTT_LIB=y
CONFIG_MQTT_HELPER_USERNAME="sensor-hub"
CONFIG_MQTT_HELPER_PASSWORD="«b»"
CONFIG_NET_SOCKETS_SOCKOPT_TLS=y
`, V{"a": g.pw(), "b": g.pwStrong()}, "CONFIG_WIFI_CREDENTIALS_STATIC_SSID=\"acme-lab\"")

	g.add("dev/micropython-boot-py-wifi-mqtt", `
# boot.py
import network
from umqtt.simple import MQTTClient

wlan = network.WLAN(network.STA_IF)
wlan.active(True)
wlan.connect("Hausnetz", "«a»")

client = MQTTClient("plant-pico", "mqtt.acme-home.net", port=8883, user="plant", password="«b»", ssl=True)
client.connect()
`, V{"a": g.pw(), "b": g.pwURL()}, "MQTTClient(\"plant-pico\", \"mqtt.acme-home.net\"")

	g.add("dev/tasmota-console-backlog", `
12:04:11.210 CMD: Backlog SSID1 Hausnetz; Password1 «a»; MqttHost 192.168.1.10; MqttUser tasmota; MqttPassword «b»; WebPassword «c»
12:04:11.236 RSL: RESULT = {"SSId1":"Hausnetz"}
12:04:11.301 RSL: RESULT = {"Password1":"****"}
12:04:11.355 RSL: RESULT = {"MqttHost":"192.168.1.10"}
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}, "{\"Password1\":\"****\"}")

	g.add("dev/golioth-shell-psk-settings", `
uart:~$ settings set golioth/psk-id sensor-12@acme-fleet
uart:~$ settings set golioth/psk «a»
uart:~$ kernel reboot cold
[00:00:02.118,000] <inf> golioth_system: Starting connect
[00:00:03.402,000] <inf> golioth_system: Client connected!
`, V{"a": g.hex(32)}, "settings set golioth/psk-id sensor-12@acme-fleet")
}

func (g *G) devGames() {
	serial := g.devUnitySerial()
	masked := serial[:7] + "-XXXX-XXXX-XXXX-XXXX"
	g.add("dev/unity-license-ulf", `
$ cat Unity_v2022.x.ulf
<?xml version="1.0" encoding="UTF-8"?><root>
    <License id="Terms">
        <MachineBindings><Binding Key="1" Value="«_m1»"/><Binding Key="2" Value="«_m2»"/></MachineBindings>
        <MachineID Value="«_mid»"/>
        <SerialHash Value="«=sh»"/>
        <DeveloperData Value="«a»"/>
        <SerialMasked Value="«_mask»"/>
        <StartDate Value="2024-01-09T00:00:00"/>
        <UpdateDate Value="2024-06-10T08:41:12"/>
    </License>
<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo><Reference URI="#Terms"><DigestValue>«_dv»</DigestValue></Reference></SignedInfo><SignatureValue>«=sv»</SignatureValue></Signature></root>
`, V{"_m1": g.s(alUpNum, 12), "_m2": g.s(alUpNum, 16), "_mid": g.b64(20), "=sh": g.hex(40), "a": b64s("\x01\x00\x00\x00" + serial), "_mask": masked, "_dv": g.b64(20), "=sv": g.b64(256)}, "<StartDate Value=\"2024-01-09T00:00:00\"/>")

	g.add("dev/unity-game-ci-activation-literals", `
name: Build Unity
on: push
env:
  UNITY_EMAIL: builds@acme-games.io
  UNITY_PASSWORD: «a»
  UNITY_SERIAL: «b»
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: game-ci/unity-builder@v4
        with:
          targetPlatform: StandaloneWindows64
          unityVersion: 2022.3.32f1
`, V{"a": g.pw(), "b": g.devUnitySerial()}, "unityVersion: 2022.3.32f1")

	g.add("dev/unity-cloud-build-api-curl", `
$ curl -s -X POST \
    -H "Content-Type: application/json" \
    -H "Authorization: Basic «a»" \
    -d '{"clean": true, "delay": 0}' \
    https://build-api.cloud.unity3d.com/api/v1/orgs/«_org»/projects/«_p»/buildtargets/ios-release/builds
[{"build":418,"buildtargetid":"ios-release","buildStatus":"queued","platform":"ios"}]
`, V{"a": g.hex(32), "_org": g.digits(14), "_p": g.uuid()}, "\"buildtargetid\":\"ios-release\"")

	g.add("dev/unity-ugs-cli-service-account", `
$ export UGS_CLI_SERVICE_KEY_ID=«_kid»
$ export UGS_CLI_SERVICE_SECRET_KEY=«a»
$ ugs config set project-id «_pid»
$ ugs deploy ./RemoteConfig ./CloudCode -e production
Deployed:
    RemoteConfig/economy.rc
    CloudCode/GrantDailyReward.js
`, V{"_kid": g.uuid(), "a": g.b64u(32), "_pid": g.uuid()}, "CloudCode/GrantDailyReward.js")

	g.add("dev/playfab-shared-settings-secret", `
// Assets/PlayFabSdk/Shared/Public/Resources/PlayFabSharedSettings.asset (excerpt)
  TitleId: «_t»
  DeveloperSecretKey: «a»
  ProductionEnvironmentUrl: 
  RequestType: 0
  RequestTimeout: 2000
  RequestKeepAlive: 1
`, V{"_t": g.s(alHexU, 5), "a": g.s(alUpNum, 52)}, "RequestTimeout: 2000")

	g.add("dev/unreal-defaultengine-eos", `
; Config/DefaultEngine.ini
[/Script/OnlineSubsystemEOS.EOSSettings]
+Artifacts=(ArtifactName="AcmeArena",ClientId="xyza7891«_ci»",ClientSecret="«a»",ProductId="«_pr»",SandboxId="«_sb»",DeploymentId="«_dp»",EncryptionKey="«b»")
bEnableOverlay=True
bUseEAS=True
`, V{"_ci": g.s(alAlnum, 24), "a": g.b64u(43), "_pr": g.hex(32), "_sb": g.hex(32), "_dp": g.hex(32), "b": g.s(alHexU, 64)}, "bEnableOverlay=True")

	g.add("dev/unreal-default-crypto-ini", `
; Config/DefaultCrypto.ini
[/Script/CryptoKeys.CryptoKeysSettings]
EncryptionKey=«a»
bEnablePakSigning=True
bEncryptPakIniFiles=True
bEncryptPakIndex=True
SigningPublicExponent=AQAB
SigningModulus=«_mod»
SigningPrivateExponent=«b»
`, V{"a": g.b64(32), "_mod": g.b64(256), "b": g.b64(256)}, "SigningPublicExponent=AQAB")

	g.add("dev/perforce-p4config-and-tickets", `
$ cat .p4config
P4PORT=ssl:perforce.acme-games.io:1666
P4USER=build
P4CLIENT=build-win64-ue5
P4PASSWD=«a»
$ cat ~/.p4tickets
perforce.acme-games.io:1666=build:«b»
$ p4 login -s
User build ticket expires in 11 hours 58 minutes.
`, V{"a": g.pw(), "b": g.s(alHexU, 32)}, "ssl:perforce.acme-games.io:1666")

	g.add("dev/steam-web-api-python", `
# tools/leaderboard_sync.py
from steam.webapi import WebAPI

STEAM_APPID = 1284410
api = WebAPI(key="«a»")
res = api.ISteamUserStats.GetNumberOfCurrentPlayers(appid=STEAM_APPID)
print(res["response"]["player_count"])
`, V{"a": g.devSteamKey()}, "STEAM_APPID = 1284410")

	g.add("dev/steam-gslt-srcds-launch", `
$ ./srcds_run -game csgo -console -usercon +game_type 0 +game_mode 1 +mapgroup mg_active +map de_inferno -tickrate 128 +sv_setsteamaccount «a» -net_port_try 1
Using breakpad crash handler
Setting breakpad minidump AppID = 730
Connection to Steam servers successful.
   VAC secure mode is activated.
`, V{"a": g.devSteamKey()}, "Setting breakpad minidump AppID = 730")

	g.add("dev/steamcmd-login-run-app-build", `
$ steamcmd +login acme_buildbot «a» +run_app_build ../scripts/app_build_1284410.vdf +quit
Redirecting stderr to '/home/ci/Steam/logs/stderr.txt'
Logging in user 'acme_buildbot' to Steam Public...OK
Building depot 1284411...
Successfully finished AppID 1284410 build (BuildID «_bid»).
`, V{"a": g.pwURL(), "_bid": g.digits(8)}, "app_build_1284410.vdf")

	g.add("dev/minecraft-server-properties-rcon", `
$ grep -E 'rcon|seed|port|whitelist' server.properties
enable-rcon=true
rcon.password=«a»
rcon.port=25575
level-seed=«_seed»
server-port=25565
white-list=true
$ mcrcon -H 10.0.4.20 -P 25575 -p «a» "whitelist add Priya_S"
Added Priya_S to the whitelist
`, V{"a": g.pwURL(), "_seed": "-" + g.digits(18)}, "rcon.port=25575")

	g.add("dev/cs2-server-cfg-passwords", `
// cfg/server.cfg
hostname "Acme Friday Scrims"
rcon_password "«a»"
sv_password "«b»"
sv_lan 0
sv_cheats 0
mp_autoteambalance 1
tv_enable 1
tv_password "«c»"
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.an(10)}, "hostname \"Acme Friday Scrims\"")

	g.add("dev/factorio-server-settings-json", `
{
  "name": "Acme Megabase",
  "description": "Friday night factory",
  "visibility": { "public": true, "lan": true },
  "username": "acme_ops",
  "password": "",
  "token": "«a»",
  "game_password": "«b»",
  "require_user_verification": true,
  "max_upload_in_kilobytes_per_second": 0
}
`, V{"a": g.hex(30), "b": g.pw()}, "\"password\": \"\"")

	g.add("dev/discord-py-bot-run-token", `
# bot.py
import discord
from discord.ext import commands

intents = discord.Intents.default()
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)
GUILD_ID = «_g»

@bot.event
async def on_ready():
    print(f"Logged in as {bot.user} (ID: {bot.user.id})")

bot.run("«a»")
`, V{"_g": g.devSnowflake(), "a": g.discordBot()}, "command_prefix=\"!\"")

	g.add("dev/discord-js-config-json", `
$ cat config.json
{
	"token": "«a»",
	"clientId": "«_c»",
	"guildId": "«_g»"
}
$ node deploy-commands.js
Started refreshing 4 application (/) commands.
Successfully reloaded 4 application (/) commands.
`, V{"a": g.discordBot(), "_c": g.devSnowflake(), "_g": g.devSnowflake()}, "Successfully reloaded 4 application (/) commands.")

	g.add("dev/twitch-tmi-and-env", `
$ cat .env
TWITCH_CLIENT_ID=«_c»
TWITCH_CLIENT_SECRET=«a»
$ sed -n 1,12p src/chat.js
const tmi = require("tmi.js");
const client = new tmi.Client({
  options: { debug: true },
  identity: {
    username: "acme_bot",
    password: "oauth:«b»",
  },
  channels: ["acmegames"],
});
client.connect();
`, V{"_c": g.s(alLowNum, 30), "a": g.s(alLowNum, 30), "b": g.s(alLowNum, 30)}, "channels: [\"acmegames\"]")

	g.add("dev/godot-export-presets-keystore", `
[preset.1]
name="Android"
platform="Android"
export_path="build/acme-runner.aab"
script_encryption_key="«a»"

[preset.1.options]
gradle_build/use_gradle_build=true
keystore/release="res://keys/release.keystore"
keystore/release_user="upload"
keystore/release_password="«b»"
package/unique_name="io.acmegames.runner"
version/code=«_vc»
`, V{"a": g.hex(64), "b": g.pw(), "_vc": g.digits(5)}, "io.acmegames.runner", "keystore/release=\"res://keys/release.keystore\"")

	g.add("dev/nakama-server-config-keys", `
# nakama/config.yml
name: acme-nakama-1
session:
  encryption_key: "«a»"
  refresh_encryption_key: "«b»"
  token_expiry_sec: 7200
socket:
  server_key: "«c»"
runtime:
  http_key: "«d»"
console:
  username: "admin"
  password: "«e»"
  signing_key: "«f»"
`, V{"a": g.an(32), "b": g.an(32), "c": g.an(24), "d": g.an(32), "e": g.pw(), "f": g.an(32)}, "token_expiry_sec: 7200")
}

func (g *G) devChatter() {
	g.add("dev/chat-fastlane-spaceship-debug-login", `
user: fastlane keeps asking for 2FA on CI and then dies. here's the verbose output, what's wrong?

[09:12:41]: Login to App Store Connect (release@acme.io)
DEBUG [2024-06-11 09:12:42]: POST: https://idmsa.apple.com/appleauth/auth/signin
DEBUG [2024-06-11 09:12:42]: Request body: {"accountName":"release@acme.io","password":"«a»","rememberMe":true}
DEBUG [2024-06-11 09:12:43]: 409 Conflict: {"authType":"hsa2"}
Two-factor Authentication (6 digits code) is enabled for account 'release@acme.io'
`, V{"a": g.pw()}, "\"authType\":\"hsa2\"")

	g.add("dev/chat-agent-summary-env-vars-set", `
assistant: Done. I exported these in the current shell so the EAS build can authenticate:

- EXPO_TOKEN=«a»
- SENTRY_AUTH_TOKEN=«b»
- EXPO_PUBLIC_API_URL=https://api.acme.io (public, bundled into the app)
- EXPO_PUBLIC_POSTHOG_KEY=phc_«_ph» (public project key)

Then ran `+"`eas build -p ios --profile production`"+`; build «_b» is queued.
`, V{"a": g.b64u(40), "b": g.sentryUser(), "_ph": g.an(43), "_b": g.uuid()}, "EXPO_PUBLIC_API_URL=https://api.acme.io")

	g.add("dev/git-remote-v-embedded-tokens", `
$ git remote -v
origin	https://x-access-token:«a»@github.com/acme/mobile-app.git (fetch)
origin	https://x-access-token:«a»@github.com/acme/mobile-app.git (push)
gitlab	https://oauth2:«b»@gitlab.acme.io/mobile/mobile-app.git (fetch)
gitlab	https://oauth2:«b»@gitlab.acme.io/mobile/mobile-app.git (push)
$ git log -1 --format=%H
«_sha»
`, V{"a": g.ghs(), "b": g.glpat(), "_sha": g.gitSHA()}, "github.com/acme/mobile-app.git")

	g.add("dev/git-clone-bitbucket-app-password", `
$ git clone https://acme-dev:«a»@bitbucket.org/acme/unity-client.git
Cloning into 'unity-client'...
remote: Enumerating objects: 18211, done.
Receiving objects: 100% (18211/18211), 1.42 GiB | 28.10 MiB/s, done.
Filtering content: 100% (3120/3120), 2.88 GiB | 41.02 MiB/s, done.
`, V{"a": g.agBitbucket()}, "Cloning into 'unity-client'...")

	g.add("dev/git-credentials-azure-repos", `
$ cat ~/.git-credentials
https://acme:«a»@dev.azure.com
https://dana-k:«b»@github.com
$ git config --global credential.helper
store
`, V{"a": g.azDevops(), "b": g.gho()}, "credential.helper")

	g.add("dev/curl-google-play-edits", `
$ curl -s -X POST -H "Authorization: Bearer «a»" \
    https://androidpublisher.googleapis.com/androidpublisher/v3/applications/io.acme.courier/edits
{
  "id": "«_e»",
  "expiryTimeSeconds": "1718112544"
}
`, V{"a": g.ya29(), "_e": g.digits(19)}, "https://androidpublisher.googleapis.com/androidpublisher/v3/applications/io.acme.courier/edits")

	g.add("dev/curl-github-release-asset-upload", `
$ curl -sS -X POST \
    -H "Authorization: token «a»" \
    -H "Content-Type: application/octet-stream" \
    --data-binary @dist/Acme-4.2.0-arm64.dmg \
    "https://uploads.github.com/repos/acme/desktop/releases/«_r»/assets?name=Acme-4.2.0-arm64.dmg"
{"id":«_id»,"name":"Acme-4.2.0-arm64.dmg","state":"uploaded","size":118233012}
`, V{"a": g.ghp(), "_r": g.digits(9), "_id": g.digits(9)}, "Acme-4.2.0-arm64.dmg")

	g.add("dev/diff-add-keystore-password-gradle", `
diff --git a/android/app/build.gradle b/android/app/build.gradle
index «_i1»..«_i2» 100644
--- a/android/app/build.gradle
+++ b/android/app/build.gradle
@@ -88,10 +88,10 @@ android {
     signingConfigs {
         release {
-            storePassword System.getenv("ANDROID_KEYSTORE_PASSWORD")
-            keyPassword System.getenv("ANDROID_KEY_PASSWORD")
+            storePassword "«a»"
+            keyPassword "«b»"
             keyAlias "release"
             storeFile file("release.keystore")
         }
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.pw(), "b": g.pw()}, "System.getenv(\"ANDROID_KEYSTORE_PASSWORD\")")

	g.add("dev/diff-pbxproj-sentry-build-phase", `
diff --git a/ios/Courier.xcodeproj/project.pbxproj b/ios/Courier.xcodeproj/project.pbxproj
@@ -412,7 +412,7 @@
 			runOnlyForDeploymentPostprocessing = 0;
 			shellPath = /bin/sh;
-			shellScript = "set -e\n\nWITH_ENVIRONMENT=\"../node_modules/react-native/scripts/xcode/with-environment.sh\"\nREACT_NATIVE_XCODE=\"../node_modules/react-native/scripts/react-native-xcode.sh\"\n\n/bin/sh -c \"$WITH_ENVIRONMENT $REACT_NATIVE_XCODE\"\n";
+			shellScript = "set -e\nexport SENTRY_AUTH_TOKEN=«a»\nexport SENTRY_ORG=acme\nexport SENTRY_PROJECT=courier-ios\nWITH_ENVIRONMENT=\"../node_modules/react-native/scripts/xcode/with-environment.sh\"\nREACT_NATIVE_XCODE=\"../node_modules/react-native/scripts/react-native-xcode.sh\"\n\n/bin/sh -c \"$WITH_ENVIRONMENT \\\"../node_modules/@sentry/react-native/scripts/sentry-xcode.sh $REACT_NATIVE_XCODE\\\"\"\n";
 		};
`, V{"a": g.devSentryOrg("acme")}, "shellPath = /bin/sh;")

	g.add("dev/diff-env-example-vs-env", `
$ diff .env.example .env
3,6c3,6
< STRIPE_SECRET_KEY=sk_test_your_key_here
< STRIPE_PUBLISHABLE_KEY=pk_test_your_key_here
< MAPBOX_SECRET_TOKEN=<your-mapbox-secret-token>
< MUX_TOKEN_SECRET=
---
> STRIPE_SECRET_KEY=«a»
> STRIPE_PUBLISHABLE_KEY=«_pk»
> MAPBOX_SECRET_TOKEN=«b»
> MUX_TOKEN_SECRET=«c»
`, V{"a": g.skLive(), "_pk": g.pkLive(), "b": g.mapboxSK(), "c": g.b64(54)[:71]}, "sk_test_your_key_here", "<your-mapbox-secret-token>")

	g.add("dev/chat-user-gives-keystore-passwords", `
user: the release keystore is in 1Password but here you go so you can finish the signing config: store password «a», key alias "acme-release", key password «b». the SHA-256 Play shows for the upload key is «_fp» if you want to double check.
assistant: Thanks. I'll read both passwords from environment variables in build.gradle rather than writing them into the file, and verify the fingerprint with keytool once the build is signed.
`, V{"a": g.pw(), "b": g.pw(), "_fp": g.apFingerprint(32)}, "key alias \"acme-release\"")

	g.add("dev/ci-log-bitrise-printenv", `
+ printenv | sort | grep -i -E 'keystore|apple|match'
BITRISEIO_ANDROID_KEYSTORE_ALIAS=[REDACTED]
BITRISEIO_ANDROID_KEYSTORE_PASSWORD=[REDACTED]
BITRISEIO_ANDROID_KEYSTORE_URL=[REDACTED]
MATCH_GIT_URL=git@github.com:acme/ios-certificates.git
+ echo "$MATCH_PASSWORD" | base64
«a»
+ echo "$APPLE_ASP" | rev
«b»
`, V{"a": b64s(g.pwStrong() + "\n"), "b": g.devASP()}, "BITRISEIO_ANDROID_KEYSTORE_PASSWORD=[REDACTED]")

	g.add("dev/agent-tool-result-keystore-properties-json", `
{"type":"tool_result","tool_use_id":"toolu_«_tu»","content":"storePassword=«a»\nkeyPassword=«b»\nkeyAlias=upload\nstoreFile=../upload-keystore.jks\n","is_error":false}
`, V{"_tu": g.an(24), "a": g.pw(), "b": g.pw()}, "keyAlias=upload\\nstoreFile=../upload-keystore.jks")

	g.add("dev/chat-bot-wont-connect-env", `
user: my twitch/discord relay bot won't connect anymore?? here's the env it runs with:

DISCORD_TOKEN=«a»
DISCORD_APP_ID=«_app»
TWITCH_OAUTH=oauth:«b»
TWITCH_CHANNEL=acmegames

it logs "Login authentication failed" from twitch right after start
`, V{"a": g.discordBot(), "_app": g.devSnowflake(), "b": g.s(alLowNum, 30)}, "Login authentication failed")

	g.add("dev/npm-config-list-protected-and-cat", `
$ npm config list
; "user" config from /home/dana/.npmrc

//registry.npmjs.org/:_authToken = (protected)
@acme:registry = "https://npm.pkg.github.com"

$ cat /home/dana/.npmrc
//registry.npmjs.org/:_authToken=«a»
@acme:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=«b»
`, V{"a": g.npmTok(), "b": g.ghp()}, "//registry.npmjs.org/:_authToken = (protected)")

	g.add("dev/yarn-config-get-no-redacted", `
$ yarn config get npmScopes
{ acme: { npmAlwaysAuth: true, npmAuthToken: '********', npmRegistryServer: 'https://npm.pkg.github.com' } }
$ yarn config get npmScopes --no-redacted
{ acme: { npmAlwaysAuth: true, npmAuthToken: '«a»', npmRegistryServer: 'https://npm.pkg.github.com' } }
`, V{"a": g.ghp()}, "npmAuthToken: '********'")

	g.add("dev/chat-electron-notarize-debug-args", `
user: notarization broke after upgrading @electron/notarize, DEBUG output below

  electron-notarize:spawn spawning cmd: xcrun args: [ 'notarytool', 'submit', '/tmp/electron-notarize-«_tmp»/Acme.zip', '--apple-id', 'release@acme.io', '--password', '«a»', '--team-id', '«_t»', '--wait', '--output-format', 'json' ] +0ms
  electron-notarize:notarytool notarization failed { "id": "«_id»", "status": "Invalid" } +2m
`, V{"_tmp": g.an(6), "a": g.devASP(), "_t": g.devID10(), "_id": g.uuid()}, "electron-notarize:spawn")

	g.add("dev/chat-agent-explains-public-vs-secret", `
assistant: In src/config.ts I found two Stripe keys:

- `+"`«_pk»`"+` is the publishable key. It is meant to be in the browser bundle, so it can stay.
- `+"`«a»`"+` is the secret key. It must not ship in the frontend: I moved it to the server's STRIPE_SECRET_KEY and the client now calls /api/checkout instead.

You should roll the secret key in the Stripe dashboard, since it has been in the public bundle since commit «_sha».
`, V{"_pk": g.pkLive(), "a": g.skLive(), "_sha": g.hex(7)}, "/api/checkout")

	g.add("dev/makefile-release-literals", `
# Makefile
VERSION ?= $(shell git describe --tags --always)
APPLE_TEAM_ID := «_t»
NOTARY_PASS := «a»
SPARKLE_ED_KEY := «b»

release: build
	xcrun notarytool submit dist/Acme-$(VERSION).dmg --apple-id release@acme.io --team-id $(APPLE_TEAM_ID) --password $(NOTARY_PASS) --wait
	./bin/sign_update -s $(SPARKLE_ED_KEY) dist/Acme-$(VERSION).dmg
`, V{"_t": g.devID10(), "a": g.devASP(), "b": g.b64(32)}, "$(shell git describe --tags --always)")

	g.add("dev/chat-gradle-publish-failure-url", `
user: publishing to our Nexus fails, log:

> Task :sdk:publishMavenPublicationToAcmeRepository FAILED
Could not PUT 'https://ci-publisher:«a»@nexus.acme.io/repository/maven-releases/io/acme/sdk/2.1.0/sdk-2.1.0.aar'. Received status code 401 from server: Unauthorized

it worked last week, did the password expire?
`, V{"a": g.pwURL()}, "Task :sdk:publishMavenPublicationToAcmeRepository FAILED")
}

func (g *G) devBenign() {
	g.add("dev/benign-gradle-signing-report", `
$ ./gradlew :app:signingReport
> Task :app:signingReport
Variant: release
Config: release
Store: /builds/acme/app/keystore/release.jks
Alias: release
MD5: «_md5»
SHA1: «_s1»
SHA-256: «_s2»
Valid until: Wednesday, 20 July 2050
----------
`, V{"_md5": g.apFingerprint(16), "_s1": g.apFingerprint(20), "_s2": g.apFingerprint(32)}, "Valid until: Wednesday, 20 July 2050")

	g.add("dev/benign-assetlinks-json", `
$ curl -s https://acme.io/.well-known/assetlinks.json
[{
  "relation": ["delegate_permission/common.handle_all_urls"],
  "target": {
    "namespace": "android_app",
    "package_name": "io.acme.courier",
    "sha256_cert_fingerprints": ["«_a»", "«_b»"]
  }
}]
`, V{"_a": g.apFingerprint(32), "_b": g.apFingerprint(32)}, "delegate_permission/common.handle_all_urls")

	team := g.devID10()
	g.add("dev/benign-apple-app-site-association", `
{
  "applinks": {
    "details": [
      { "appIDs": ["«_t».io.acme.courier", "«_t».io.acme.courier.beta"], "components": [{ "/": "/track/*" }] }
    ]
  },
  "webcredentials": { "apps": ["«_t».io.acme.courier"] }
}
`, V{"_t": team}, "io.acme.courier.beta", "\"/track/*\"")

	g.add("dev/benign-google-services-json", `
{
  "project_info": {
    "project_number": "«_pn»",
    "project_id": "acme-courier",
    "storage_bucket": "acme-courier.appspot.com"
  },
  "client": [{
    "client_info": {
      "mobilesdk_app_id": "1:«_pn»:android:«_h»",
      "android_client_info": { "package_name": "io.acme.courier" }
    },
    "oauth_client": [{ "client_id": "«_pn»-«_oc».apps.googleusercontent.com", "client_type": 1,
      "android_info": { "package_name": "io.acme.courier", "certificate_hash": "«_ch»" } }],
    "api_key": [{ "current_key": "«_k»" }]
  }],
  "configuration_version": "1"
}
`, V{"_pn": g.digits(12), "_h": g.hex(16), "_oc": g.s(alLowNum, 32), "_ch": g.hex(40), "_k": g.googleKey()}, "acme-courier.appspot.com")

	g.add("dev/benign-firebase-options-dart", `
// File generated by FlutterFire CLI.
static const FirebaseOptions ios = FirebaseOptions(
  apiKey: '«_k»',
  appId: '1:«_pn»:ios:«_h»',
  messagingSenderId: '«_pn»',
  projectId: 'acme-courier',
  storageBucket: 'acme-courier.appspot.com',
  iosClientId: '«_pn»-«_oc».apps.googleusercontent.com',
  iosBundleId: 'io.acme.courier',
);
`, V{"_k": g.googleKey(), "_pn": g.digits(12), "_h": g.hex(22), "_oc": g.s(alLowNum, 32)}, "// File generated by FlutterFire CLI.")

	g.add("dev/benign-podfile-lock-checksums", `
SPEC CHECKSUMS:
  Alamofire: «_a»
  FirebaseCore: «_b»
  Sentry: «_c»
  Stripe: «_d»

PODFILE CHECKSUM: «_e»

COCOAPODS: 1.15.2
`, V{"_a": g.hex(40), "_b": g.hex(40), "_c": g.hex(40), "_d": g.hex(40), "_e": g.hex(40)}, "COCOAPODS: 1.15.2")

	g.add("dev/benign-pubspec-lock-sha256", `
  dio:
    dependency: "direct main"
    description:
      name: dio
      sha256: «_a»
      url: "https://pub.dev"
    source: hosted
    version: "5.4.3+1"
  firebase_core:
    dependency: "direct main"
    description:
      name: firebase_core
      sha256: «_b»
      url: "https://pub.dev"
    source: hosted
    version: "2.31.1"
`, V{"_a": g.hex(64), "_b": g.hex(64)}, "version: \"5.4.3+1\"")

	g.add("dev/benign-pnpm-lock-integrity", `
packages:

  '@sentry/react-native@5.22.3':
    resolution: {integrity: sha512-«_a»}
    hasBin: true

  'expo-updates@0.25.17':
    resolution: {integrity: sha512-«_b»}
    peerDependencies:
      expo: '*'
`, V{"_a": g.b64(64), "_b": g.b64(64)}, "'@sentry/react-native@5.22.3'")

	g.add("dev/benign-esphome-secret-references", `
wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
  fast_connect: true

api:
  encryption:
    key: !secret api_encryption_key

ota:
  - platform: esphome
    password: !secret ota_password

mqtt:
  broker: 192.168.1.10
  username: !secret mqtt_username
  password: !secret mqtt_password
`, nil, "!secret wifi_password", "!secret api_encryption_key", "!secret ota_password", "!secret mqtt_password")

	g.add("dev/benign-fastlane-appfile-and-env-refs", `
# fastlane/Appfile
app_identifier("io.acme.courier")
apple_id(ENV["FASTLANE_USER"])
itc_team_id("«_itc»")
team_id("«_t»")

# fastlane/Fastfile
match(type: "appstore", readonly: is_ci, git_basic_authorization: ENV["MATCH_GIT_BASIC_AUTHORIZATION"])
app_store_connect_api_key(key_id: ENV["ASC_KEY_ID"], issuer_id: ENV["ASC_ISSUER_ID"], key_filepath: "./AuthKey.p8")
`, V{"_itc": g.digits(9), "_t": g.devID10()}, "ENV[\"MATCH_GIT_BASIC_AUTHORIZATION\"]", "key_filepath: \"./AuthKey.p8\"")

	g.add("dev/benign-eas-json-submit-ids", `
{
  "cli": { "version": ">= 10.0.0", "appVersionSource": "remote" },
  "build": { "production": { "autoIncrement": true, "env": { "SENTRY_AUTH_TOKEN": "$SENTRY_AUTH_TOKEN" } } },
  "submit": {
    "production": {
      "ios": {
        "appleId": "release@acme.io",
        "ascAppId": "«_app»",
        "appleTeamId": "«_t»",
        "ascApiKeyPath": "./keys/AuthKey_«_k».p8",
        "ascApiKeyIssuerId": "«_i»",
        "ascApiKeyId": "«_k»"
      },
      "android": { "serviceAccountKeyPath": "./keys/play-sa.json", "track": "internal" }
    }
  }
}
`, V{"_app": g.digits(10), "_t": g.devID10(), "_k": g.devID10(), "_i": g.uuid()}, "\"$SENTRY_AUTH_TOKEN\"", "./keys/play-sa.json")

	g.add("dev/benign-xcodebuild-authentication-key-flags", `
$ xcodebuild -exportArchive -archivePath build/Courier.xcarchive -exportOptionsPlist ExportOptions.plist \
    -exportPath build/ipa -allowProvisioningUpdates \
    -authenticationKeyPath "$RUNNER_TEMP/AuthKey_«_k».p8" \
    -authenticationKeyID «_k» \
    -authenticationKeyIssuerID «_i»
** EXPORT SUCCEEDED **
`, V{"_k": g.devID10(), "_i": g.uuid()}, "** EXPORT SUCCEEDED **", "$RUNNER_TEMP/AuthKey_")

	g.add("dev/benign-npmrc-env-references", `
$ cat .npmrc
@acme:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}
//registry.npmjs.org/:_authToken=${NPM_TOKEN}
$ cat .yarnrc.yml
npmScopes:
  acme:
    npmAuthToken: "${NPM_GH_TOKEN:-}"
`, nil, "${NODE_AUTH_TOKEN}", "${NPM_TOKEN}", "${NPM_GH_TOKEN:-}")

	g.add("dev/benign-nuget-maven-env-references", `
<packageSourceCredentials>
  <acme-feed>
    <add key="Username" value="%NUGET_USER%" />
    <add key="ClearTextPassword" value="%NUGET_PAT%" />
  </acme-feed>
</packageSourceCredentials>
<!-- ~/.m2/settings.xml -->
<server>
  <id>central</id>
  <username>${env.MAVEN_CENTRAL_USERNAME}</username>
  <password>${env.MAVEN_CENTRAL_PASSWORD}</password>
</server>
`, nil, "%NUGET_PAT%", "${env.MAVEN_CENTRAL_PASSWORD}", "${env.MAVEN_CENTRAL_USERNAME}")

	g.add("dev/benign-gha-mobile-signing-secret-refs", `
      - name: Decode keystore
        run: echo "${{ secrets.ANDROID_KEYSTORE_BASE64 }}" | base64 -d > android/app/release.jks
      - name: Build AAB
        run: ./gradlew bundleRelease
        env:
          KEYSTORE_PASSWORD: ${{ secrets.ANDROID_KEYSTORE_PASSWORD }}
          KEY_PASSWORD: ${{ secrets.ANDROID_KEY_PASSWORD }}
      - name: iOS build
        run: bundle exec fastlane ios beta
        env:
          MATCH_PASSWORD: ${{ secrets.MATCH_PASSWORD }}
          ASC_KEY_CONTENT: ${{ secrets.ASC_KEY_P8 }}
`, nil, "${{ secrets.ANDROID_KEYSTORE_BASE64 }}", "${{ secrets.ANDROID_KEYSTORE_PASSWORD }}", "${{ secrets.MATCH_PASSWORD }}", "${{ secrets.ASC_KEY_P8 }}")

	ref := g.s(alLower, 20)
	g.add("dev/benign-next-public-env-only", `
$ cat .env.production
NEXT_PUBLIC_SITE_URL=https://acme.io
NEXT_PUBLIC_SUPABASE_URL=https://«_r».supabase.co
NEXT_PUBLIC_SUPABASE_ANON_KEY=«_anon»
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=«_pk»
NEXT_PUBLIC_POSTHOG_KEY=phc_«_ph»
NEXT_PUBLIC_GA_MEASUREMENT_ID=G-«_ga»
`, V{"_r": ref, "_anon": g.apAnonJWT(ref), "_pk": g.pkLive(), "_ph": g.an(43), "_ga": g.s(alUpNum, 10)}, "NEXT_PUBLIC_SITE_URL=https://acme.io")

	g.add("dev/benign-tauri-updater-pubkey-and-latest-json", `
$ jq .plugins.updater src-tauri/tauri.conf.json
{
  "pubkey": "«_pub»",
  "endpoints": ["https://releases.acme.io/desktop/{{target}}/{{arch}}/{{current_version}}"]
}
$ cat latest.json
{"version":"1.8.2","notes":"Bug fixes","pub_date":"2024-06-11T09:00:00Z","platforms":{"windows-x86_64":{"signature":"«_sig»","url":"https://releases.acme.io/desktop/Acme_1.8.2_x64-setup.nsis.zip"}}}
`, V{"_pub": g.devTauriPub(), "_sig": g.devMinisig()}, "{{current_version}}")

	g.add("dev/benign-chrome-manifest-key", `
{
  "manifest_version": 3,
  "name": "Acme Clipper",
  "version": "2.7.0",
  "key": "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA«_k»IDAQAB",
  "oauth2": {
    "client_id": "«_c».apps.googleusercontent.com",
    "scopes": ["https://www.googleapis.com/auth/drive.file"]
  },
  "externally_connectable": { "ids": ["«_id»"] }
}
`, V{"_k": g.s(alB64, 340), "_c": g.digits(12) + "-" + g.s(alLowNum, 32), "_id": g.devExtID()}, "https://www.googleapis.com/auth/drive.file")

	g.add("dev/benign-discord-application-ids-public-key", `
$ cat .env.example
DISCORD_TOKEN=your-bot-token
$ cat wrangler.toml
[vars]
DISCORD_APPLICATION_ID = "«_app»"
DISCORD_PUBLIC_KEY = "«_pk»"
DISCORD_GUILD_ID = "«_g»"
`, V{"_app": g.devSnowflake(), "_pk": g.hex(64), "_g": g.devSnowflake()}, "DISCORD_TOKEN=your-bot-token")

	g.add("dev/benign-notarytool-history-and-log", `
$ xcrun notarytool history --keychain-profile "ACME_NOTARY"
Successfully received submission history.
  --------------------------------------------------
  createdDate: 2024-06-11T08:12:04.118Z
  id: «_a»
  name: Acme.zip
  status: Accepted
  --------------------------------------------------
  createdDate: 2024-06-10T16:40:51.902Z
  id: «_b»
  name: Acme.zip
  status: Invalid
$ xcrun notarytool log «_b» --keychain-profile "ACME_NOTARY"
{"logFormatVersion":1,"jobId":"«_b»","status":"Invalid","sha256":"«_h»","issues":[{"severity":"error","path":"Acme.zip/Acme.app/Contents/MacOS/acme-helper","message":"The binary is not signed with a valid Developer ID certificate."}]}
`, V{"_a": g.uuid(), "_b": g.uuid(), "_h": g.hex(64)}, "--keychain-profile \"ACME_NOTARY\"")

	g.add("dev/benign-steam-app-build-vdf", `
"AppBuild"
{
	"AppID" "1284410"
	"Desc" "nightly «_sha»"
	"BuildOutput" "../output/"
	"ContentRoot" "../content/"
	"SetLive" "beta"
	"Depots"
	{
		"1284411" "depot_build_1284411.vdf"
		"1284412" "depot_build_1284412.vdf"
	}
}
`, V{"_sha": g.hex(9)}, "depot_build_1284411.vdf")

	g.add("dev/benign-empty-and-masked-signing-values", `
$ cat android/keystore.properties.example
storePassword=
keyPassword=
keyAlias=upload
storeFile=<path-to-your-upload-keystore>
$ ./gradlew bundleRelease --info | grep -i password
Signing with storePassword=****** keyPassword=******
[command]/usr/bin/xcrun notarytool submit Acme.zip --apple-id *** --password *** --team-id ***
`, nil, "storeFile=<path-to-your-upload-keystore>", "storePassword=****** keyPassword=******", "--password ***")

	g.add("dev/benign-build-scan-versions-and-shas", `
BUILD SUCCESSFUL in 4m 2s
612 actionable tasks: 188 executed, 424 from cache
Publishing Build Scan to Develocity...
https://ge.acme.io/s/«_s»
versionName=5.0.3 versionCode=«_vc» commit=«_c» buildId=«_b»
`, V{"_s": g.s(alLowNum, 13), "_vc": g.digits(6), "_c": g.gitSHA(), "_b": g.uuid()}, "612 actionable tasks: 188 executed, 424 from cache")

	g.add("dev/benign-codesign-identities-and-profiles", `
$ security find-identity -v -p codesigning
  1) «_a» "Apple Development: Dana K («_d»)"
  2) «_b» "Developer ID Application: Acme Inc («_t»)"
     2 valid identities found
$ ls ~/Library/MobileDevice/Provisioning\ Profiles/
«_p1».mobileprovision  «_p2».mobileprovision
$ codesign -dv --verbose=2 Acme.app 2>&1 | grep -E 'Identifier|TeamIdentifier|CDHash'
Identifier=io.acme.desktop
TeamIdentifier=«_t»
CDHash=«_cd»
`, V{"_a": g.s(alHexU, 40), "_d": g.devID10(), "_b": g.s(alHexU, 40), "_t": g.devID10(), "_p1": g.uuid(), "_p2": g.uuid(), "_cd": g.hex(40)}, "Identifier=io.acme.desktop")

	g.add("dev/benign-sentry-dsn-and-release-init", `
Sentry.init({
  dsn: "https://«=dsn»@o«_o».ingest.sentry.io/«_p»",
  release: "io.acme.courier@5.0.3+«_bn»",
  dist: "«_bn»",
  tracesSampleRate: 0.2,
});
`, V{"=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(7), "_bn": g.digits(5)}, "tracesSampleRate: 0.2")

	g.add("dev/benign-esp-flash-log-macs", `
$ esptool.py --chip esp32s3 -p /dev/ttyACM0 write_flash 0x10000 .pio/build/livingroom/firmware.bin
esptool.py v4.7.0
Chip is ESP32-S3 (QFN56) (revision v0.2)
MAC: «_mac»
Wrote 1031456 bytes (651203 compressed) at 0x00010000 in 9.4 seconds (effective 877.1 kbit/s)...
Hash of data verified.
I (318) wifi:mode : sta («_mac»)
I (1402) esp_netif_handlers: sta ip: 192.168.1.57, mask: 255.255.255.0
I (1420) app: firmware «_sha» built Jun 11 2024 09:02:11
`, V{"_mac": strings.ToLower(g.apFingerprint(6)), "_sha": g.hex(8)}, "Hash of data verified.")
}

func (g *G) devServices() {
	g.add("dev/fastlane-env-slack-firebase-danger", `
$ cat fastlane/.env.ci
SLACK_URL=https://hooks.slack.com/services/«_t»/«_b»/«a»
FIREBASE_CLI_TOKEN=«b»
DANGER_GITHUB_API_TOKEN=«c»
FL_HOCKEY_API_TOKEN=
CRASHLYTICS_API_TOKEN=«d»
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24), "b": g.gRefresh(), "c": g.ghp(), "d": g.hex(40)}, "FL_HOCKEY_API_TOKEN=")

	ascKey := g.ecPKCS8()
	certKey := g.rsaPEM()
	g.add("dev/codemagic-cli-tools-signing-env", `
$ export APP_STORE_CONNECT_ISSUER_ID=«_i»
$ export APP_STORE_CONNECT_KEY_IDENTIFIER=«_k»
$ export APP_STORE_CONNECT_PRIVATE_KEY="-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----"
$ export CERTIFICATE_PRIVATE_KEY="-----BEGIN RSA PRIVATE KEY-----
«b»
-----END RSA PRIVATE KEY-----"
$ app-store-connect fetch-signing-files io.acme.courier --type IOS_APP_STORE --create
`, V{"_i": g.uuid(), "_k": g.devID10(), "a": ascKey.body, "b": certKey.body}, "--type IOS_APP_STORE --create")

	g.add("dev/itch-butler-push", `
$ export BUTLER_API_KEY=«a»
$ butler push build/windows acme-games/runner:windows-beta --userversion 0.9.4
∙ For channel `+"`windows-beta`"+`: last build is «_b», downloading its signature
∙ Pushing 412.08 MiB (1208 files, 84 dirs, 0 symlinks)
✓ Added 18.4 MiB fresh data (4.46% savings)
`, V{"a": g.an(40), "_b": g.digits(6)}, "--userversion 0.9.4")

	g.add("dev/launchdarkly-mobile-vs-server-keys", `
# .env (api)
LAUNCHDARKLY_SDK_KEY=«a»
LAUNCHDARKLY_API_TOKEN=«b»
# mobile/app.json extra (mobile keys are meant to ship in the app)
"launchDarklyMobileKey": "mob-«_m»"
`, V{"a": "sdk-" + g.uuid(), "b": "api-" + g.uuid(), "_m": g.uuid()}, "\"launchDarklyMobileKey\"")

	g.add("dev/datadog-rum-client-token-and-api-key", `
// src/monitoring.ts
datadogRum.init({
  applicationId: "«_app»",
  clientToken: "pub«_ct»",
  site: "datadoghq.eu",
  service: "acme-web",
  env: "prod",
});
// scripts/upload-sourcemaps.sh
// DATADOG_API_KEY=«a» DATADOG_APP_KEY=«b» npx @datadog/datadog-ci sourcemaps upload ./dist
`, V{"_app": g.uuid(), "_ct": g.hex(32), "a": g.hex(32), "b": g.hex(40)}, "site: \"datadoghq.eu\"")

	g.add("dev/revenuecat-secret-and-webhook-auth", `
# functions/.env
REVENUECAT_PUBLIC_IOS_KEY=appl_«_pi»
REVENUECAT_SECRET_KEY=«a»
REVENUECAT_WEBHOOK_AUTH=Bearer «b»
`, V{"_pi": g.an(27), "a": "sk_" + g.an(32), "b": g.b64u(32)}, "REVENUECAT_PUBLIC_IOS_KEY=appl_")

	g.add("dev/expo-push-access-token-curl", `
$ curl -H "Content-Type: application/json" -H "Authorization: Bearer «a»" \
    -X POST https://exp.host/--/api/v2/push/send \
    -d '{"to": "ExponentPushToken[«=pt»]", "title": "Order shipped", "body": "Your order #4411 is on its way"}'
{"data":{"status":"ok","id":"«_r»"}}
`, V{"a": g.b64u(40), "=pt": g.b64u(22), "_r": g.uuid()}, "https://exp.host/--/api/v2/push/send")

	g.add("dev/huawei-appgallery-connect-publish-api", `
$ curl -s -X POST https://connect-api.cloud.huawei.com/api/oauth2/v1/token \
    -H "Content-Type: application/json" \
    -d '{"grant_type":"client_credentials","client_id":"«_c»","client_secret":"«a»"}'
{"access_token":"«b»","expires_in":172799}
`, V{"_c": g.digits(18), "a": g.s(alHexU, 64), "b": g.jwt("RS256", fmt.Sprintf(`{"client_id":"%s","exp":%d}`, g.digits(18), 1718000000+g.r.IntN(9000000)))}, "\"expires_in\":172799")

	g.add("dev/esp-idf-nvs-partition-csv", `
$ cat factory_nvs.csv
key,type,encoding,value
creds,namespace,,
wifi_ssid,data,string,FactoryFloor-5G
wifi_pass,data,string,«a»
mqtt_uri,data,string,mqtts://broker.acme-iot.io:8883
mqtt_pass,data,string,«b»
device_id,data,string,«_d»
$ python $IDF_PATH/components/nvs_flash/nvs_partition_generator/nvs_partition_gen.py generate factory_nvs.csv factory_nvs.bin 0x6000
`, V{"a": g.pw(), "b": g.pwStrong(), "_d": g.hex(12)}, "mqtts://broker.acme-iot.io:8883")

	g.add("dev/steam-partner-publisher-key-curl", `
$ curl -s "https://partner.steam-api.com/ISteamUser/CheckAppOwnership/v2/?key=«a»&steamid=«_sid»&appid=1284410"
{"appownership":{"ownsapp":true,"permanent":true,"timestamp":"2024-03-11T19:02:44Z","ownersteamid":"«_sid»","sitelicense":false,"result":"OK"}}
`, V{"a": g.devSteamKey(), "_sid": "7656119" + g.digits(10)}, "\"sitelicense\":false")
}
