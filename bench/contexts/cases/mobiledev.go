package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// mobiledevCases adds credentials of mobile app development and release as
// a coding agent meets them while it builds, signs and ships an app.
// Sources: fastlane (Appfile, Matchfile, Fastfile, .env files,
// MATCH_PASSWORD, FASTLANE_PASSWORD, app-specific passwords, spaceauth
// FASTLANE_SESSION cookie dumps, match, pilot, deliver and supply output),
// App Store Connect API keys (.p8 files, fastlane api_key JSON, ES256
// tokens, notarytool, altool and iTMSTransporter, Sign in with Apple client
// secrets, APNs), Google Play service accounts (fastlane supply, Gradle Play
// Publisher), Android signing (gradle.properties, keystore.properties,
// signingConfigs in build.gradle and build.gradle.kts, keytool, apksigner,
// jarsigner, injected signing properties, upload keystores in base64 for
// CI), Expo and EAS (EXPO_TOKEN, eas.json, eas secret and env commands,
// ~/.expo/state.json, app.config.js), CodePush, App Center and HockeyApp,
// Firebase (google-services.json, GoogleService-Info.plist, legacy FCM
// server keys, service accounts, login:ci tokens, App Distribution and
// Crashlytics), iOS xcconfig files and Xcode build logs, Flutter
// (--dart-define, Generated.xcconfig, flutter_dotenv, launch.json), React
// Native (react-native-config .env, generated BuildConfig and
// GeneratedDotEnv.m), mobile CI (Bitrise, Codemagic, GitHub Actions,
// CircleCI, GitLab, Azure Pipelines), SDK keys (Sentry auth tokens and
// sentry.properties, OneSignal REST keys, RevenueCat secret keys, Branch
// keys and secrets), MobSF and APK reverse-engineering output, adb logcat,
// Xcode console and crash logs, and the chats around them. Benign
// look-alikes: bundle ids, team ids, key and issuer ids, SHA-1 and SHA-256
// certificate fingerprints, version codes, device UDIDs, provisioning
// profile UUIDs, Firebase app ids and API keys, public SDK keys (RevenueCat
// appl_/goog_, Branch key_live_), OneSignal app ids, Expo project ids and
// masked values. The case names start with "mobiledev/".
func (g *G) mobiledevCases() {
	g.mdvFastlane()
	g.mdvASC()
	g.mdvPlay()
	g.mdvAndroidSign()
	g.mdvExpo()
	g.mdvCodePush()
	g.mdvFirebase()
	g.mdvXcode()
	g.mdvFlutterRN()
	g.mdvCI()
	g.mdvSDKs()
	g.mdvSecurity()
	g.mdvLogs()
	g.mdvChat()
	g.mdvBenign()
}

// ---- helpers used only here ----

// mdvAdd is add with "ˋ" standing for a backtick.
func (g *G) mdvAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// mdvID10 is an Apple team id or App Store Connect key id: public.
func (g *G) mdvID10() string { return g.s(alUpNum, 10) }

// mdvASP is an Apple app-specific password.
func (g *G) mdvASP() string {
	return g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4)
}

// mdvMyacinfo is the value of Apple's myacinfo session cookie.
func (g *G) mdvMyacinfo() string { return "DAWTKNV3" + g.hex(240) + g.s(alUpNum, 24) + "MVRYV2" }

// mdvSession is a fastlane spaceauth FASTLANE_SESSION dump (one line with
// \n escapes, as spaceauth prints it) and its two cookie values.
func (g *G) mdvSession() (string, string, string) {
	my, dq := g.mdvMyacinfo(), g.b64u(43)
	s := `---\n- !ruby/object:HTTP::Cookie\n  name: myacinfo\n  value: ` + my +
		`\n  domain: apple.com\n  for_domain: true\n  path: \"/\"\n  secure: true\n  httponly: true\n  expires:\n  max_age:\n  created_at: 2025-03-11 09:14:02.512918000 +01:00\n  accessed_at: 2025-03-11 09:14:02.518102000 +01:00\n- !ruby/object:HTTP::Cookie\n  name: dqsid\n  value: ` + dq +
		`\n  domain: appstoreconnect.apple.com\n  for_domain: false\n  path: \"/\"\n  secure: true\n  httponly: true\n  expires:\n  max_age: 1800\n  created_at: &1 2025-03-11 09:14:03.201747000 +01:00\n  accessed_at: *1\n`
	return s, my, dq
}

// mdvSentry is a Sentry organization auth token.
func (g *G) mdvSentry(org string) string {
	iat := 1720000000 + g.r.IntN(30000000)
	p := fmt.Sprintf(`{"iat":%d.%06d,"url":"https://sentry.io","region_url":"https://us.sentry.io","org":"%s"}`, iat, g.r.IntN(1000000), org)
	return "sntrys_" + base64.RawStdEncoding.EncodeToString([]byte(p)) + "_" + g.b64u(43)
}

// mdvRCSecret is a RevenueCat secret API key.
func (g *G) mdvRCSecret() string { return "sk_" + g.an(32) }

// mdvRCPublic is a RevenueCat public SDK key (appl_, goog_, amzn_): public.
func (g *G) mdvRCPublic(p string) string { return p + "_" + g.an(27) }

// mdvBranchKey is a Branch key (public, it ships in the app).
func (g *G) mdvBranchKey(env string) string { return "key_" + env + "_" + g.an(32) }

// mdvBranchSecret is a Branch secret.
func (g *G) mdvBranchSecret(env string) string { return "secret_" + env + "_" + g.an(32) }

// mdvOSLegacy is a OneSignal legacy REST API key (base64 of a uuid).
func (g *G) mdvOSLegacy() string { return b64s(g.uuid()) }

// mdvOSv2 is a OneSignal v2 App API key.
func (g *G) mdvOSv2() string { return "os_v2_app_" + g.s("abcdefghijklmnopqrstuvwxyz234567", 113) }

// mdvUDID is an iOS device UDID, new (A12+) or old format: public.
func (g *G) mdvUDID() string {
	if g.r.IntN(2) == 0 {
		return "0000" + g.pick("8030", "8101", "8110", "8120") + "-" + g.s(alHexU, 16)
	}
	return g.hex(40)
}

// mdvFP is a colon-separated fingerprint of n bytes: public.
func (g *G) mdvFP(n int) string {
	p := make([]string, n)
	for i := range p {
		p[i] = g.s(alHexU, 2)
	}
	return strings.Join(p, ":")
}

// mdvJKS is a Java keystore (magic FEEDFEED) in base64, unwrapped.
func (g *G) mdvJKS() string {
	b := append([]byte{0xfe, 0xed, 0xfe, 0xed, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 1, 0, 6}, []byte("upload")...)
	return base64.StdEncoding.EncodeToString(append(b, g.bytes(1400+g.r.IntN(800))...))
}

// mdvP12 is a PKCS#12 keystore in base64, unwrapped.
func (g *G) mdvP12() string {
	b := []byte{0x30, 0x82, 0x0a, 0x5e, 0x02, 0x01, 0x03, 0x30, 0x82, 0x0a, 0x14, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x01}
	return base64.StdEncoding.EncodeToString(append(b, g.bytes(2600)...))
}

// mdvFirebaseApp is a Firebase app id: public.
func (g *G) mdvFirebaseApp(platform string) string {
	return "1:" + g.digits(12) + ":" + platform + ":" + g.hex(16)
}

// mdvFCMReg is an FCM registration token (device address).
func (g *G) mdvFCMReg() string { return g.b64u(22) + ":APA91b" + g.b64u(134) }

// mdvASCJWT is an App Store Connect API token.
func (g *G) mdvASCJWT(kid, iss string) string {
	iat := 1735000000 + g.r.IntN(30000000)
	return b64raw(`{"alg":"ES256","kid":"`+kid+`","typ":"JWT"}`) + "." +
		b64raw(fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d,"aud":"appstoreconnect-v1"}`, iss, iat, iat+1200)) + "." + g.b64u(86)
}

// mdvSA is a Google service account key file, pretty printed, as a
// template fragment whose private key is «a» and key id «_kid»; it
// returns the fragment, the JSON-escaped key and the key id.
func (g *G) mdvSA(project, account string) (string, string, string) {
	k := jsonEsc(g.pkcs8RSAPEM().block() + "\n")
	return `{
  "type": "service_account",
  "project_id": "` + project + `",
  "private_key_id": "«_kid»",
  "private_key": "«a»",
  "client_email": "` + account + `@` + project + `.iam.gserviceaccount.com",
  "client_id": "` + g.digits(21) + `",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/` + account + `%40` + project + `.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}`, k, g.hex(40)
}

// ---- fastlane ----

func (g *G) mdvFastlane() {
	// Appfile values are identifiers, not credentials.
	g.add("mobiledev/fastlane-appfile-and-env-password", `
$ cat fastlane/Appfile
app_identifier("com.northwind.rides") # The bundle identifier of your app
apple_id("mobile-release@northwind.io") # Your Apple Developer Portal username

itc_team_id("«_itc»") # App Store Connect Team ID
team_id("«_t»") # Developer Portal Team ID

json_key_file("fastlane/play-store-credentials.json")
package_name("com.northwind.rides")
$ cat fastlane/.env
FASTLANE_USER=mobile-release@northwind.io
FASTLANE_PASSWORD=«a»
FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=«b»
FASTLANE_ITC_TEAM_ID=«_itc»
`, V{"_itc": g.digits(9), "_t": g.mdvID10(), "a": g.pw(), "b": g.mdvASP()},
		`app_identifier("com.northwind.rides")`, "fastlane/play-store-credentials.json", "FASTLANE_USER=mobile-release@northwind.io")

	g.add("mobiledev/fastlane-matchfile-git-basic-auth", `
git_url("https://github.com/northwind-mobile/certificates")
git_basic_authorization("«a»")
storage_mode("git")

type("development") # The default type, can be: appstore, adhoc, enterprise or development

app_identifier(["com.northwind.rides", "com.northwind.rides.NotificationService"])
username("mobile-release@northwind.io") # Your Apple Developer Portal username

# For all available options run ˋfastlane match --helpˋ
# Remove the # in the beginning of the line to enable the other options
`, V{"a": b64s("northwind-ci:" + g.ghp())}, `git_url("https://github.com/northwind-mobile/certificates")`, "com.northwind.rides.NotificationService")

	g.add("mobiledev/fastlane-match-password-export-shell", `
$ export MATCH_PASSWORD='«a»'
$ export MATCH_KEYCHAIN_PASSWORD=«b»
$ bundle exec fastlane match appstore --readonly
[✔] 🚀
[09:41:12]: Cloning remote git repo...
[09:41:14]: Checking out branch master...
[09:41:14]: 🔓  Successfully decrypted certificates repo
[09:41:15]: Installing certificate...
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "Successfully decrypted certificates repo", "fastlane match appstore --readonly")

	sess, _, _ := g.mdvSession()
	g.add("mobiledev/fastlane-spaceauth-output", `
$ bundle exec fastlane spaceauth -u mobile-release@northwind.io
Available session is not valid anymore. Continuing with normal login.
Two-factor Authentication (6 digits code) is enabled for account 'mobile-release@northwind.io'
More information about Two-factor Authentication: https://support.apple.com/en-us/HT204915

If you're running this in a non-interactive session (e.g. server or CI)
check out https://docs.fastlane.tools/best-practices/continuous-integration/#use-of-application-specific-passwords-and-spaceauth

Please enter the 6 digit code: 418203
Requesting session...
Successfully logged in to App Store Connect

---
Pass the following via the FASTLANE_SESSION environment variable:
«a»

Example:
export FASTLANE_SESSION='«a»'
`, V{"a": sess}, "Successfully logged in to App Store Connect", "Requesting session...")

	_, my, dq := g.mdvSession()
	g.add("mobiledev/fastlane-session-cookie-yaml-file", `
$ cat ~/.fastlane/spaceship/mobile-release@northwind.io/cookie
---
- !ruby/object:HTTP::Cookie
  name: myacinfo
  value: «a»
  domain: apple.com
  for_domain: true
  path: "/"
  secure: true
  httponly: true
  expires:
  max_age:
  created_at: 2025-04-02 16:20:11.004127000 +02:00
  accessed_at: 2025-04-02 16:20:11.009931000 +02:00
- !ruby/object:HTTP::Cookie
  name: dqsid
  value: «b»
  domain: appstoreconnect.apple.com
  for_domain: false
  path: "/"
  secure: true
  httponly: true
  expires:
  max_age: 1800
`, V{"a": my, "b": dq}, "appstoreconnect.apple.com", "!ruby/object:HTTP::Cookie")

	g.add("mobiledev/fastlane-match-verbose-extraheader", `
$ bundle exec fastlane match adhoc --verbose
[10:02:33]: Using deprecated option: '--verbose' (use FASTLANE_VERBOSE or --verbose on the main command)
[10:02:33]: $ git clone https://github.com/northwind-mobile/certificates /var/folders/6x/5kq0c3ld0g5gq8j/T/d20250402-4123-1wl9xz5 -c http.extraheader='AUTHORIZATION: basic «a»' --depth 1 --branch master
[10:02:33]: ▸ Cloning into '/var/folders/6x/5kq0c3ld0g5gq8j/T/d20250402-4123-1wl9xz5'...
[10:02:35]: 🔓  Successfully decrypted certificates repo
`, V{"a": b64s("x-access-token:" + g.ghs())}, "https://github.com/northwind-mobile/certificates", "--depth 1 --branch master")

	// fastlane masks sensitive options in its summary tables itself.
	g.add("mobiledev/fastlane-summary-table-masked-and-leaked", `
+----------------------------------------+-----------------------------------------------------------+
|                                     Summary for match 2.227.0                                      |
+----------------------------------------+-----------------------------------------------------------+
| type                                   | appstore                                                  |
| readonly                               | true                                                      |
| git_url                                | https://github.com/northwind-mobile/certificates          |
| git_basic_authorization                | ********                                                  |
| username                               | mobile-release@northwind.io                               |
| team_id                                | «_t»                                                |
| keychain_name                          | fastlane_tmp_keychain                                     |
| keychain_password                      | «a»                                             |
| app_identifier                         | ["com.northwind.rides"]                                   |
+----------------------------------------+-----------------------------------------------------------+
`, V{"_t": g.mdvID10(), "a": g.pwURL()}, "fastlane_tmp_keychain", "Summary for match 2.227.0")

	g.add("mobiledev/fastlane-fastfile-create-keychain-literal", `
platform :ios do
  before_all do
    create_keychain(
      name: "ci_build",
      password: "«a»",
      default_keychain: true,
      unlock: true,
      timeout: 3600,
      lock_when_sleeps: false
    )
  end

  lane :beta do
    match(type: "appstore", keychain_name: "ci_build", keychain_password: "«a»", readonly: true)
    build_app(scheme: "Rides", export_method: "app-store")
    upload_to_testflight(skip_waiting_for_build_processing: true)
  end
end
`, V{"a": g.pwStrong()}, `build_app(scheme: "Rides", export_method: "app-store")`, "skip_waiting_for_build_processing")

	g.add("mobiledev/fastlane-fastfile-hardcoded-slack-and-asp", `
lane :release do
  ENV["FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD"] = "«a»"
  increment_build_number(xcodeproj: "Rides.xcodeproj")
  gym(scheme: "Rides")
  pilot(username: "mobile-release@northwind.io", distribute_external: false)
  slack(
    message: "Rides #{get_version_number} is on TestFlight",
    slack_url: "https://hooks.slack.com/services/«_w»/«_b»/«b»",
    channel: "#mobile-releases"
  )
end
`, V{"a": g.mdvASP(), "_w": g.slackT(), "_b": g.slackB(), "b": g.an(24)}, `increment_build_number(xcodeproj: "Rides.xcodeproj")`, "#mobile-releases")

	g.add("mobiledev/fastlane-pilot-upload-log", `
$ FASTLANE_PASSWORD='«a»' bundle exec fastlane pilot upload --ipa build/Rides.ipa --changelog "Fixes map crash"
[14:22:07]: Login to App Store Connect (mobile-release@northwind.io)
[14:22:10]: Login successful
[14:22:11]: Ready to upload new build to TestFlight (App: «_app»)...
[14:22:11]: Going to upload updated app to App Store Connect
[14:22:11]: This might take a few minutes. Please don't interrupt the script.
[14:24:58]: Successfully uploaded the new binary to App Store Connect
[14:24:58]: If you set ˋskip_waiting_for_build_processingˋ to false, fastlane will wait until the build is processed
`, V{"a": g.pw(), "_app": g.digits(10)}, "Successfully uploaded the new binary to App Store Connect", "build/Rides.ipa")

	g.add("mobiledev/fastlane-env-ci-file-multiple", `
# fastlane/.env.ci  (decrypted by git-crypt on CI)
MATCH_GIT_URL=git@github.com:northwind-mobile/certificates.git
MATCH_PASSWORD=«a»
MATCH_READONLY=true
FASTLANE_SESSION='---\n- !ruby/object:HTTP::Cookie\n  name: myacinfo\n  value: «b»\n  domain: apple.com\n'
SLACK_URL=https://hooks.slack.com/services/«_w»/«_b»/«c»
FIREBASEAPPDISTRO_APP=«_fa»
FIREBASE_CLI_TOKEN=«d»
`, V{"a": g.pwURL(), "b": g.mdvMyacinfo(), "_w": g.slackT(), "_b": g.slackB(), "c": g.an(24), "_fa": g.mdvFirebaseApp("ios"), "d": g.gRefresh()},
		"MATCH_READONLY=true", "git@github.com:northwind-mobile/certificates.git")

	g.add("mobiledev/fastlane-deliver-itmstransporter-command", `
[16:03:44]: Going to upload updated app to App Store Connect
[16:03:44]: This might take a few minutes. Please don't interrupt the script.
[16:03:45]: [Transporter]: "/Applications/Xcode.app/Contents/SharedFrameworks/ContentDeliveryServices.framework/Versions/A/itms/bin/iTMSTransporter" -m upload -u "mobile-release@northwind.io" -p «a» -f "/tmp/«_app».itmsp" -itc_provider «_t» -k 100000 -WONoPause true
[16:05:12]: [Transporter]: [2025-04-02 16:05:12 CEST] <main> DBG-X:   parameter ErrorCount = 0
[16:05:12]: iTunes Transporter successfully finished its job
`, V{"a": g.mdvASP(), "_app": g.digits(10), "_t": g.mdvID10()}, "iTunes Transporter successfully finished its job", "-WONoPause true")

	g.add("mobiledev/fastlane-match-nuke-prompt-and-repo-url", `
$ bundle exec fastlane match nuke development
[11:10:02]: Cloning remote git repo...
[11:10:02]: $ git clone https://northwind-ci:«a»@gitlab.northwind.io/mobile/certs.git /var/folders/x1/T/d20250311-9-abc123
[11:10:04]: Enter the passphrase that should be used to encrypt/decrypt your certificates
[11:10:04]: This passphrase is specific per repository and will be stored in your local keychain
[11:10:04]: Make sure to remember the password, as you'll need it when you run match on a different machine
Passphrase for Match storage: ********
[11:10:09]: 🔓  Successfully decrypted certificates repo
+---+-------------------+------------+-------------+
|                Certificates that are going to be revoked                |
`, V{"a": g.glpat()}, "gitlab.northwind.io/mobile/certs.git", "Passphrase for Match storage: ********")

	g.add("mobiledev/fastlane-plugin-firebase-app-distribution", `
lane :qa do
  gradle(task: "assemble", build_type: "Qa")
  firebase_app_distribution(
    app: "«_fa»",
    firebase_cli_token: "«a»",
    groups: "qa-team, product",
    release_notes: "QA build #{ENV['GITHUB_RUN_NUMBER']}"
  )
end
`, V{"_fa": g.mdvFirebaseApp("android"), "a": g.gRefresh()}, `groups: "qa-team, product"`, `gradle(task: "assemble", build_type: "Qa")`)

	g.add("mobiledev/fastlane-github-actions-env-block", `
      - name: Ship to TestFlight
        run: bundle exec fastlane ios beta
        env:
          MATCH_PASSWORD: ${{ secrets.MATCH_PASSWORD }}
          MATCH_GIT_BASIC_AUTHORIZATION: «a»
          FASTLANE_XCODEBUILD_SETTINGS_TIMEOUT: 180
          APP_STORE_CONNECT_API_KEY_KEY_ID: «_k»
          APP_STORE_CONNECT_API_KEY_ISSUER_ID: «_i»
`, V{"a": b64s("ios-bot:" + g.ghFine()), "_k": g.mdvID10(), "_i": g.uuid()}, "${{ secrets.MATCH_PASSWORD }}", "FASTLANE_XCODEBUILD_SETTINGS_TIMEOUT: 180")

	g.add("mobiledev/fastlane-supply-verbose-key-path", `
$ bundle exec fastlane supply --aab app/build/outputs/bundle/release/app-release.aab --track internal --json_key ~/keys/play-publisher.json
[12:41:55]: Preparing to upload for language 'en-US'...
[12:41:58]: Uploading AAB to Google Play...
[12:42:31]: Updating track 'internal'...
[12:42:33]: Uploading all changes to Google Play...
[12:42:37]: Successfully finished the upload to Google Play
`, V{}, "~/keys/play-publisher.json", "Successfully finished the upload to Google Play", "app-release.aab")

	g.add("mobiledev/fastlane-produce-command-password-env", `
$ FASTLANE_PASSWORD=«a» fastlane produce -u mobile-release@northwind.io -a com.northwind.rides.clip -q "Rides Clip" --skip_itc
[13:05:40]: Creating new app 'Rides Clip' on the Apple Dev Center
[13:05:44]: Created app «_id»
[13:05:44]: Finished creating new app 'Rides Clip' on the Dev Center
`, V{"a": g.pwURL(), "_id": g.mdvID10()}, "com.northwind.rides.clip", "Finished creating new app 'Rides Clip' on the Dev Center")

	g.add("mobiledev/fastlane-env-staging-sentry-and-keychain", `
KEYCHAIN_NAME=build.keychain
KEYCHAIN_PASSWORD=«a»
SENTRY_ORG=northwind
SENTRY_PROJECT=rides-ios
SENTRY_AUTH_TOKEN=«b»
GYM_EXPORT_METHOD=ad-hoc
`, V{"a": g.pw(), "b": g.mdvSentry("northwind")}, "SENTRY_PROJECT=rides-ios", "GYM_EXPORT_METHOD=ad-hoc", "KEYCHAIN_NAME=build.keychain")

	g.add("mobiledev/fastlane-cert-sigh-p12-export-password", `
$ bundle exec fastlane cert --development --output_path ./certs --keychain_password «a»
[08:55:02]: Creating a new code signing request
[08:55:04]: Successfully generated «_id» at location /Users/ci/work/certs/«_id».cer
$ openssl pkcs12 -export -in certs/«_id».pem -inkey certs/«_id».key -out certs/dev.p12 -passout pass:«b»
$ ls certs/
«_id».cer  «_id».key  «_id».pem  dev.p12
`, V{"a": g.pwURL(), "_id": g.mdvID10(), "b": g.pwURL()}, "Creating a new code signing request", "/Users/ci/work/certs/")
}

// ---- App Store Connect, notarization, APNs, Sign in with Apple ----

func (g *G) mdvASC() {
	kid := g.mdvID10()
	p8 := g.ecPKCS8()
	g.add("mobiledev/asc-cat-authkey-p8", `
$ ls ~/.appstoreconnect/private_keys/
AuthKey_«_k».p8
$ cat ~/.appstoreconnect/private_keys/AuthKey_«_k».p8
-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----
`, V{"_k": kid, "a": p8.body}, "~/.appstoreconnect/private_keys/")

	kid2, iss2, p8b := g.mdvID10(), g.uuid(), g.ecPKCS8()
	g.add("mobiledev/asc-fastlane-api-key-json", `
$ cat fastlane/asc_api_key.json
{
  "key_id": "«_k»",
  "issuer_id": "«_i»",
  "key": "«a»",
  "duration": 1200,
  "in_house": false
}
`, V{"_k": kid2, "_i": iss2, "a": jsonEsc(p8b.block())}, `"in_house": false`, `"duration": 1200`)

	kid3, iss3, p8c := g.mdvID10(), g.uuid(), g.ecPKCS8()
	g.add("mobiledev/asc-fastfile-key-content-heredoc", `
lane :upload_metadata do
  api_key = app_store_connect_api_key(
    key_id: "«_k»",
    issuer_id: "«_i»",
    key_content: <<~KEY,
      -----BEGIN PRIVATE KEY-----
      «a»
      -----END PRIVATE KEY-----
    KEY
    in_house: false
  )
  deliver(api_key: api_key, skip_binary_upload: true, force: true)
end
`, V{"_k": kid3, "_i": iss3, "a": strings.ReplaceAll(p8c.body, "\n", "\n      ")}, "deliver(api_key: api_key, skip_binary_upload: true, force: true)")

	kid4, iss4 := g.mdvID10(), g.uuid()
	g.add("mobiledev/asc-curl-bearer-apps", `
$ curl -s -H "Authorization: Bearer «a»" "https://api.appstoreconnect.apple.com/v1/apps?filter[bundleId]=com.northwind.rides" | jq '.data[0] | {id, type, attributes: {name: .attributes.name, sku: .attributes.sku}}'
{
  "id": "«_app»",
  "type": "apps",
  "attributes": {
    "name": "Northwind Rides",
    "sku": "NWRIDES2021"
  }
}
`, V{"a": g.mdvASCJWT(kid4, iss4), "_app": g.digits(10)}, "https://api.appstoreconnect.apple.com/v1/apps", "NWRIDES2021")

	g.add("mobiledev/asc-notarytool-store-credentials", `
$ xcrun notarytool store-credentials "notary-northwind" --apple-id "mac-release@northwind.io" --team-id «_t» --password «a»

This process stores your credentials securely in the Keychain. You reference these credentials later using a profile name.

Validating your credentials...
Success. Credentials validated.
Credentials saved to Keychain.
To use them, specify ˋ--keychain-profile "notary-northwind"ˋ
`, V{"_t": g.mdvID10(), "a": g.mdvASP()}, `--keychain-profile "notary-northwind"`, "mac-release@northwind.io")

	g.add("mobiledev/asc-notarytool-submit-password-flag", `
$ xcrun notarytool submit dist/Northwind-3.2.0.dmg --apple-id mac-release@northwind.io --team-id «_t» --password "«a»" --wait
Conducting pre-submission checks for Northwind-3.2.0.dmg and initiating connection to the Apple notary service...
Submission ID received
  id: «_sub»
Upload progress: 100.00% (88.4 MB of 88.4 MB)
Successfully uploaded file
  id: «_sub»
  path: /Users/ci/work/dist/Northwind-3.2.0.dmg
Waiting for processing to complete.
Current status: Accepted..........
Processing complete
  id: «_sub»
  status: Accepted
`, V{"_t": g.mdvID10(), "a": g.mdvASP(), "_sub": g.uuid()}, "/Users/ci/work/dist/Northwind-3.2.0.dmg", "Current status: Accepted")

	g.add("mobiledev/asc-altool-upload-app-password", `
$ xcrun altool --upload-app -f build/Rides.ipa -t ios -u mobile-release@northwind.io -p «a» --output-format xml
2025-03-11 10:21:44.102 altool[51234:2219011] *** Warning: altool has been deprecated for uploading apps to App Store Connect. Use Transporter or the App Store Connect API instead.
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>os-version</key>
	<string>14.6.1</string>
	<key>success-message</key>
	<string>No errors uploading 'build/Rides.ipa'</string>
	<key>tool-version</key>
	<string>8.300.12 (1300012)</string>
</dict>
</plist>
`, V{"a": g.mdvASP()}, "No errors uploading 'build/Rides.ipa'", "8.300.12 (1300012)")

	kid5, team5, p8d := g.mdvID10(), g.mdvID10(), g.ecPKCS8()
	g.add("mobiledev/asc-sign-in-with-apple-client-secret-ruby", `
# script/apple_client_secret.rb
require "jwt"

key = OpenSSL::PKey::EC.new(<<~PEM)
-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----
PEM

claims = { iss: "«_t»", iat: Time.now.to_i, exp: Time.now.to_i + 86400 * 180,
           aud: "https://appleid.apple.com", sub: "com.northwind.rides.signin" }
puts JWT.encode(claims, key, "ES256", kid: "«_k»")
$ ruby script/apple_client_secret.rb
«b»
`, V{"a": p8d.body, "_t": team5, "_k": kid5, "b": g.jwt("ES256", fmt.Sprintf(`{"iss":"%s","iat":1741680000,"exp":1757232000,"aud":"https://appleid.apple.com","sub":"com.northwind.rides.signin"}`, team5))},
		"com.northwind.rides.signin", "https://appleid.apple.com")

	g.add("mobiledev/asc-apns-curl-provider-token", `
$ curl -v --http2 \
    --header "apns-topic: com.northwind.rides" \
    --header "apns-push-type: alert" \
    --header "authorization: bearer «a»" \
    --data '{"aps":{"alert":{"title":"Driver arriving","body":"Your driver is 2 min away"}}}' \
    https://api.sandbox.push.apple.com/3/device/«=dt»
< HTTP/2 200
< apns-id: «_id»
< apns-unique-id: «_u»
`, V{"a": g.jwt("ES256", fmt.Sprintf(`{"iss":"%s","iat":%d}`, g.mdvID10(), 1741680000+g.r.IntN(9000000))), "=dt": g.hex(64), "_id": strings.ToUpper(g.uuid()), "_u": g.uuid()},
		"https://api.sandbox.push.apple.com/3/device/", "apns-topic: com.northwind.rides")

	p8e := g.ecPKCS8()
	g.add("mobiledev/asc-apns-key-env-escaped", `
# server/.env.production
APNS_KEY_ID=«_k»
APNS_TEAM_ID=«_t»
APNS_TOPIC=com.northwind.rides
APNS_PRODUCTION=true
APNS_PRIVATE_KEY="«a»"
`, V{"_k": g.mdvID10(), "_t": g.mdvID10(), "a": jsonEsc(p8e.block())}, "APNS_TOPIC=com.northwind.rides", "APNS_PRODUCTION=true")

	p8f := g.ecPKCS8()
	g.add("mobiledev/asc-swift-sdk-configuration-oneline", `
import AppStoreConnect_Swift_SDK

let configuration = try APIConfiguration(
    issuerID: "«_i»",
    privateKeyID: "«_k»",
    privateKey: "«a»"
)
let provider = APIProvider(configuration: configuration)
`, V{"_i": g.uuid(), "_k": g.mdvID10(), "a": strings.ReplaceAll(p8f.body, "\n", "")}, "APIProvider(configuration: configuration)", "import AppStoreConnect_Swift_SDK")

	p8g := g.ecPKCS8()
	g.add("mobiledev/asc-ci-debug-echo-decoded-key", `
Run echo "$ASC_KEY_BASE64" | base64 --decode > AuthKey.p8 && cat AuthKey.p8
-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----
Run xcodebuild -exportArchive -archivePath build/Rides.xcarchive -exportPath build -exportOptionsPlist ExportOptions.plist -allowProvisioningUpdates -authenticationKeyPath $PWD/AuthKey.p8 -authenticationKeyID «_k» -authenticationKeyIssuerID «_i»
`, V{"a": p8g.body, "_k": g.mdvID10(), "_i": g.uuid()}, "-exportOptionsPlist ExportOptions.plist", "-allowProvisioningUpdates")

	g.add("mobiledev/asc-transporter-cli-credentials", `
$ /usr/local/itms/bin/iTMSTransporter -m verify -f Rides.itmsp -u mobile-release@northwind.io -p '«a»' -asc_provider «_t» -v eXtreme
[2025-04-02 17:11:08 CEST] <main>  INFO: Configuring logging...
[2025-04-02 17:11:08 CEST] <main>  INFO: Logging level set to eXtreme
[2025-04-02 17:11:09 CEST] <main>  INFO: Transporter is searching for new software components.
[2025-04-02 17:11:14 CEST] <main> DBG-X: Authenticating with Apple ID 'mobile-release@northwind.io'
[2025-04-02 17:11:16 CEST] <main>  INFO: The package was verified successfully.
`, V{"a": g.mdvASP(), "_t": g.mdvID10()}, "The package was verified successfully.", "-v eXtreme")

	kid6, iss6 := g.mdvID10(), g.uuid()
	g.add("mobiledev/asc-node-script-token-in-log", `
$ node scripts/list-builds.mjs
[asc] token kid=«_k» iss=«_i»
[asc] GET https://api.appstoreconnect.apple.com/v1/builds?filter[app]=«_app»&limit=5
[asc] headers: { Authorization: 'Bearer «a»', 'Content-Type': 'application/json' }
[asc] 200 OK (5 builds)
  2025.4.2 (4120) VALID   processed 2025-04-02T15:40:02Z
  2025.4.1 (4117) VALID   processed 2025-03-28T09:12:55Z
`, V{"_k": kid6, "_i": iss6, "_app": g.digits(10), "a": g.mdvASCJWT(kid6, iss6)}, "2025.4.2 (4120) VALID")

	g.add("mobiledev/asc-xcode-cloud-post-clone-env", `
#!/bin/sh
# ci_scripts/ci_post_clone.sh
set -e
echo "Xcode Cloud workflow: $CI_WORKFLOW (build $CI_BUILD_NUMBER)"
defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
cat > "$CI_PRIMARY_REPOSITORY_PATH/Rides/Secrets.xcconfig" <<EOF
MAPS_API_KEY = «a»
MIXPANEL_TOKEN = «_mp»
STRIPE_PUBLISHABLE_KEY = «_pk»
BACKEND_HMAC_SECRET = «b»
EOF
`, V{"a": g.googleKey(), "_mp": g.hex(32), "_pk": g.pkLive(), "b": g.hex(64)}, "IDESkipPackagePluginFingerprintValidatation", "$CI_PRIMARY_REPOSITORY_PATH/Rides/Secrets.xcconfig")
}

// ---- Google Play publishing ----

func (g *G) mdvPlay() {
	sa, k, kid := g.mdvSA("api-7261839405627781234-512345", "fastlane-supply")
	g.add("mobiledev/play-cat-service-account-json", "\n$ cat fastlane/play-store-credentials.json\n"+sa+"\n",
		V{"a": k, "_kid": kid}, "fastlane-supply@api-7261839405627781234-512345.iam.gserviceaccount.com")

	sa2, k2, kid2 := g.mdvSA("northwind-play", "gpp-publisher")
	g.add("mobiledev/play-gcloud-keys-create-then-cat", "\n$ gcloud iam service-accounts keys create play.json --iam-account=gpp-publisher@northwind-play.iam.gserviceaccount.com\ncreated key [«_kid»] of type [json] as [play.json] for [gpp-publisher@northwind-play.iam.gserviceaccount.com]\n$ cat play.json\n"+sa2+"\n",
		V{"a": k2, "_kid": kid2}, "of type [json] as [play.json]")

	k3 := jsonEsc(g.pkcs8RSAPEM().block() + "\n")
	g.add("mobiledev/play-gpp-env-credentials-oneline", `
$ export ANDROID_PUBLISHER_CREDENTIALS='{"type":"service_account","project_id":"pc-api-5012345678901234567-890","private_key_id":"«_kid»","private_key":"«a»","client_email":"gpp@pc-api-5012345678901234567-890.iam.gserviceaccount.com","client_id":"«_c»","token_uri":"https://oauth2.googleapis.com/token"}'
$ ./gradlew publishReleaseBundle --track=beta
> Task :app:publishReleaseBundle
Starting App Bundle upload: app/build/outputs/bundle/release/app-release.aab
Uploading App Bundle: 100% complete
Updating [completed] release (com.northwind.rides:412) in track 'beta'
`, V{"_kid": g.hex(40), "a": k3, "_c": g.digits(21)}, "gpp@pc-api-5012345678901234567-890.iam.gserviceaccount.com", "./gradlew publishReleaseBundle --track=beta")

	k4 := jsonEsc(g.pkcs8RSAPEM().block() + "\n")
	g.add("mobiledev/play-upload-action-plaintext-json", `
      - name: Upload to Play internal track
        uses: r0adkll/upload-google-play@v1
        with:
          serviceAccountJsonPlainText: '{"type": "service_account", "project_id": "northwind-play", "private_key_id": "«_kid»", "private_key": "«a»", "client_email": "ci-upload@northwind-play.iam.gserviceaccount.com"}'
          packageName: com.northwind.rides
          releaseFiles: app/build/outputs/bundle/release/app-release.aab
          track: internal
          status: completed
`, V{"_kid": g.hex(40), "a": k4}, "r0adkll/upload-google-play@v1", "packageName: com.northwind.rides")

	g.add("mobiledev/play-androidpublisher-curl-access-token", `
$ curl -s -X POST -H "Authorization: Bearer «a»" \
    "https://androidpublisher.googleapis.com/androidpublisher/v3/applications/com.northwind.rides/edits"
{
  "id": "«_e»",
  "expiryTimeSeconds": "1743611022"
}
`, V{"a": g.ya29(), "_e": g.digits(20)}, "androidpublisher/v3/applications/com.northwind.rides/edits", `"expiryTimeSeconds": "1743611022"`)

	g.add("mobiledev/play-validate-json-key-output", `
$ bundle exec fastlane run validate_play_store_json_key json_key:fastlane/play-store-credentials.json
[✔] 🚀
[13:20:01]: ------------------------------------------
[13:20:01]: --- Step: validate_play_store_json_key ---
[13:20:01]: ------------------------------------------
[13:20:03]: Successfully established connection to Google Play Store.
[13:20:03]: json_key: 'fastlane/play-store-credentials.json'
`, V{}, "Successfully established connection to Google Play Store.", "validate_play_store_json_key")

	g.add("mobiledev/play-bundletool-build-apks-ks-pass", `
$ java -jar bundletool-all-1.17.2.jar build-apks \
    --bundle=app/build/outputs/bundle/release/app-release.aab \
    --output=/tmp/rides.apks \
    --ks=keystores/upload.jks \
    --ks-pass=pass:«a» \
    --ks-key-alias=upload \
    --key-pass=pass:«b» \
    --mode=universal
$ unzip -l /tmp/rides.apks
Archive:  /tmp/rides.apks
  Length      Date    Time    Name
---------  ---------- -----   ----
 48120331  04-02-2025 10:11   universal.apk
      112  04-02-2025 10:11   toc.pb
`, V{"a": g.pwURL(), "b": g.pwURL()}, "bundletool-all-1.17.2.jar", "--ks-key-alias=upload")

	g.add("mobiledev/play-fastfile-json-key-data-inline", `
lane :internal do
  gradle(task: "bundle", build_type: "Release")
  upload_to_play_store(
    track: "internal",
    json_key_data: '{"type":"service_account","project_id":"northwind-play","private_key":"«a»","client_email":"fastlane@northwind-play.iam.gserviceaccount.com"}',
    skip_upload_metadata: true,
    skip_upload_images: true
  )
end
`, V{"a": jsonEsc(g.pkcs8RSAPEM().block() + "\n")}, "fastlane@northwind-play.iam.gserviceaccount.com", "skip_upload_images: true")
}

// ---- Android signing ----

func (g *G) mdvAndroidSign() {
	g.add("mobiledev/android-rn-gradle-properties-upload", `
# android/gradle.properties
org.gradle.jvmargs=-Xmx2048m -XX:MaxMetaspaceSize=512m
android.useAndroidX=true
reactNativeArchitectures=armeabi-v7a,arm64-v8a,x86,x86_64
newArchEnabled=true
hermesEnabled=true

MYAPP_UPLOAD_STORE_FILE=my-upload-key.keystore
MYAPP_UPLOAD_KEY_ALIAS=my-key-alias
MYAPP_UPLOAD_STORE_PASSWORD=«a»
MYAPP_UPLOAD_KEY_PASSWORD=«b»
`, V{"a": g.pw(), "b": g.pw()}, "MYAPP_UPLOAD_STORE_FILE=my-upload-key.keystore", "MYAPP_UPLOAD_KEY_ALIAS=my-key-alias")

	pw := g.pwStrong()
	g.add("mobiledev/android-flutter-key-properties", `
$ cat android/key.properties
storePassword=«a»
keyPassword=«a»
keyAlias=upload
storeFile=/Users/lena/upload-keystore.jks
`, V{"a": pw}, "storeFile=/Users/lena/upload-keystore.jks", "keyAlias=upload")

	g.add("mobiledev/android-build-gradle-signingconfigs-groovy", `
android {
    namespace "com.northwind.rides"
    compileSdk 35

    defaultConfig {
        applicationId "com.northwind.rides"
        minSdk 24
        targetSdk 35
        versionCode 412
        versionName "4.12.0"
    }

    signingConfigs {
        release {
            storeFile file("../keystores/release.jks")
            storePassword "«a»"
            keyAlias "rides-release"
            keyPassword "«b»"
        }
    }

    buildTypes {
        release {
            minifyEnabled true
            signingConfig signingConfigs.release
        }
    }
}
`, V{"a": g.pw(), "b": g.pw()}, `keyAlias "rides-release"`, `versionName "4.12.0"`)

	g.add("mobiledev/android-build-gradle-kts-signing", `
android {
    signingConfigs {
        create("release") {
            storeFile = rootProject.file("signing/upload.keystore")
            storePassword = System.getenv("UPLOAD_STORE_PASSWORD") ?: "«a»"
            keyAlias = "upload"
            keyPassword = System.getenv("UPLOAD_KEY_PASSWORD") ?: "«b»"
            enableV3Signing = true
        }
    }
    buildTypes {
        getByName("release") {
            isMinifyEnabled = true
            signingConfig = signingConfigs.getByName("release")
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }
}
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, `rootProject.file("signing/upload.keystore")`, "UPLOAD_STORE_PASSWORD")

	g.add("mobiledev/android-keytool-genkeypair-inline-pass", `
$ keytool -genkeypair -v -keystore upload-keystore.jks -storetype JKS -keyalg RSA -keysize 2048 -validity 10000 \
    -alias upload -storepass «a» -keypass «a» \
    -dname "CN=Northwind Mobile, OU=Mobile, O=Northwind Ltd, L=Leeds, C=GB"
Generating 2,048 bit RSA key pair and self-signed certificate (SHA256withRSA) with a validity of 10,000 days
	for: CN=Northwind Mobile, OU=Mobile, O=Northwind Ltd, L=Leeds, C=GB
[Storing upload-keystore.jks]
`, V{"a": g.pwURL()}, "CN=Northwind Mobile, OU=Mobile, O=Northwind Ltd, L=Leeds, C=GB", "[Storing upload-keystore.jks]")

	g.add("mobiledev/android-keytool-list-storepass-flag", `
$ keytool -list -v -keystore app/release.keystore -alias rides -storepass «a»
Alias name: rides
Creation date: Jan 14, 2021
Entry type: PrivateKeyEntry
Certificate chain length: 1
Certificate[1]:
Owner: CN=Northwind, OU=Engineering, O=Northwind Ltd, L=Leeds, ST=West Yorkshire, C=GB
Issuer: CN=Northwind, OU=Engineering, O=Northwind Ltd, L=Leeds, ST=West Yorkshire, C=GB
Serial number: «_sn»
Valid from: Thu Jan 14 10:02:11 GMT 2021 until: Mon Jun 01 10:02:11 BST 2048
Certificate fingerprints:
	 SHA1: «_s1»
	 SHA256: «_s2»
Signature algorithm name: SHA256withRSA
Subject Public Key Algorithm: 2048-bit RSA key
Version: 3
`, V{"a": g.pw(), "_sn": g.hex(16), "_s1": g.mdvFP(20), "_s2": g.mdvFP(32)}, "Signature algorithm name: SHA256withRSA", "Entry type: PrivateKeyEntry")

	g.add("mobiledev/android-apksigner-ks-pass", `
$ $ANDROID_HOME/build-tools/35.0.0/apksigner sign --ks release.jks --ks-key-alias rides --ks-pass pass:«a» --key-pass pass:«b» --out app-release-signed.apk app-release-unsigned.apk
$ $ANDROID_HOME/build-tools/35.0.0/apksigner verify --print-certs app-release-signed.apk
Signer #1 certificate DN: CN=Northwind, OU=Engineering, O=Northwind Ltd, L=Leeds, C=GB
Signer #1 certificate SHA-256 digest: «_d1»
Signer #1 certificate SHA-1 digest: «_d2»
Signer #1 certificate MD5 digest: «_d3»
`, V{"a": g.pwURL(), "b": g.pwURL(), "_d1": g.hex(64), "_d2": g.hex(40), "_d3": g.hex(32)}, "app-release-unsigned.apk", "build-tools/35.0.0/apksigner")

	g.add("mobiledev/android-jarsigner-storepass-keypass", `
$ jarsigner -verbose -sigalg SHA256withRSA -digestalg SHA-256 -keystore ~/keys/legacy.keystore -storepass «a» -keypass «b» app-release-unsigned.apk legacy
   adding: META-INF/MANIFEST.MF
   adding: META-INF/LEGACY.SF
   adding: META-INF/LEGACY.RSA
  signing: AndroidManifest.xml
  signing: classes.dex
jar signed.
`, V{"a": g.pw(), "b": g.pw()}, "META-INF/LEGACY.RSA", "-digestalg SHA-256")

	g.add("mobiledev/android-studio-injected-signing-properties", `
Executing tasks: [:app:bundleRelease] in project /Users/lena/src/rides-android

> Configure project :app
Starting Gradle Daemon...
Gradle Daemon started in 1 s 211 ms
> Task :app:signReleaseBundle FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:signReleaseBundle'.
> A failure occurred while executing com.android.build.gradle.internal.tasks.FinalizeBundleTask$BundleToolRunnable
   > java.io.IOException: Keystore was tampered with, or password was incorrect

* Try:
> Run with --stacktrace option to get the stack trace.

$ ./gradlew :app:bundleRelease -Pandroid.injected.signing.store.file=/Users/lena/keys/rides-upload.jks -Pandroid.injected.signing.store.password=«a» -Pandroid.injected.signing.key.alias=upload -Pandroid.injected.signing.key.password=«b»
`, V{"a": g.pw(), "b": g.pw()}, "Keystore was tampered with, or password was incorrect", "/Users/lena/keys/rides-upload.jks")

	g.add("mobiledev/android-ci-log-keystore-base64-echo", `
Run echo "Decoding keystore"
Decoding keystore
Run echo "«a»" | base64 --decode > app/upload.jks
Run ls -la app/upload.jks
-rw-r--r-- 1 runner docker 2718 Apr  2 10:14 app/upload.jks
Run ./gradlew bundleRelease
`, V{"a": g.mdvJKS()}, "app/upload.jks", "Decoding keystore")

	g.add("mobiledev/android-cat-keystore-b64-file", `
$ base64 -i upload-keystore.jks -o upload-keystore.b64
$ cat upload-keystore.b64
«a»
$ gh secret set ANDROID_KEYSTORE_BASE64 < upload-keystore.b64
✓ Set Actions secret ANDROID_KEYSTORE_BASE64 for northwind/rides-android
`, V{"a": g.mdvP12()}, "Set Actions secret ANDROID_KEYSTORE_BASE64 for northwind/rides-android")

	g.add("mobiledev/android-user-gradle-properties-maven-signing", `
$ cat ~/.gradle/gradle.properties
org.gradle.daemon=true
org.gradle.parallel=true
RELEASE_STORE_PASSWORD=«a»
RELEASE_KEY_PASSWORD=«b»
mavenCentralUsername=«_u»
mavenCentralPassword=«c»
signing.keyId=«_kid»
signing.password=«d»
signing.secretKeyRingFile=/Users/lena/.gnupg/secring.gpg
`, V{"a": g.pw(), "b": g.pw(), "_u": g.s(alAlnum, 8), "c": g.an(44), "_kid": g.s(alHexU, 8), "d": g.pw()}, "signing.secretKeyRingFile=/Users/lena/.gnupg/secring.gpg", "org.gradle.parallel=true")

	g.add("mobiledev/android-local-properties-maps-key", `
## This file must *NOT* be checked into Version Control Systems,
# as it contains information specific to your local configuration.
#
# Location of the SDK. This is only used by Gradle.
#Wed Apr 02 09:12:44 BST 2025
sdk.dir=/Users/lena/Library/Android/sdk
MAPS_API_KEY=«a»
PLACES_API_KEY=«b»
`, V{"a": g.googleKey(), "b": g.googleKey()}, "sdk.dir=/Users/lena/Library/Android/sdk", "#Wed Apr 02 09:12:44 BST 2025")

	g.add("mobiledev/android-buildconfigfield-secret", `
android {
    defaultConfig {
        buildConfigField("String", "API_BASE_URL", "\"https://api.northwind.io/\"")
        buildConfigField("String", "ALGOLIA_APP_ID", "\"«_app»\"")
        buildConfigField("String", "ALGOLIA_ADMIN_KEY", "\"«a»\"")
        buildConfigField("int", "DB_VERSION", "7")
    }
    buildFeatures { buildConfig = true }
}
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32)}, `"\"https://api.northwind.io/\""`, "DB_VERSION")

	g.add("mobiledev/android-uber-apk-signer", `
$ java -jar uber-apk-signer-1.3.0.jar --apks build/outputs/apk/release/ --ks ~/keys/rides.jks --ksAlias rides --ksPass «a» --ksKeyPass «b» --allowResign
source:
	/Users/lena/src/rides-android/build/outputs/apk/release
zipalign location: BUILT_IN
	/var/folders/qq/T/uapksigner-3312/mac-zipalign-33_0_2
keystore:
	[0] 2a1b2e3f (RELEASE_CUSTOM /Users/lena/keys/rides.jks)
01. app-release-unsigned.apk
	SIGN
	VERIFY
	- zipalign verified
	- signature verified [v1, v2, v3]
[Wed Apr 02 10:30:51 BST 2025][v1.3.0]
Successfully processed 1 APKs and 0 errors in 1.24 seconds.
`, V{"a": g.pwURL(), "b": g.pwURL()}, "uber-apk-signer-1.3.0.jar", "Successfully processed 1 APKs and 0 errors")

	g.add("mobiledev/android-signing-properties-loader", `
// app/build.gradle
def signingProps = new Properties()
def signingFile = rootProject.file("signing.properties")
if (signingFile.exists()) {
    signingProps.load(new FileInputStream(signingFile))
}
$ cat signing.properties
# generated by scripts/bootstrap-signing.sh
STORE_FILE=../certs/rides-release.p12
STORE_TYPE=pkcs12
STORE_PASSWORD=«a»
KEY_ALIAS=rides
KEY_PASSWORD=«a»
`, V{"a": g.pwStrong()}, "STORE_FILE=../certs/rides-release.p12", "# generated by scripts/bootstrap-signing.sh")

	g.add("mobiledev/android-keystore-password-in-gradle-error", `
> Task :app:validateSigningRelease FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:validateSigningRelease'.
> Keystore file '/home/runner/work/rides-android/rides-android/app/upload.jks' not found for signing config 'release'.

* Try:
> Run with --info or --debug option to get more log output.

BUILD FAILED in 14s
$ grep -n Password app/build.gradle
41:            storePassword "«a»"
43:            keyPassword "«a»"
`, V{"a": g.pwURL()}, "for signing config 'release'", ":app:validateSigningRelease")
}

// ---- Expo and EAS ----

func (g *G) mdvExpo() {
	g.add("mobiledev/expo-token-export-eas-build", `
$ export EXPO_TOKEN=«a»
$ npx eas-cli build --platform ios --profile production --non-interactive --no-wait
★ eas-cli@14.7.1 is now available.
Loaded "env" configuration for the "production" profile: SENTRY_ORG, SENTRY_PROJECT. Learn more: https://docs.expo.dev/build-reference/variables/
✔ Using remote iOS credentials (Expo server)
✔ Uploaded to EAS 1s
Build details: https://expo.dev/accounts/northwind/projects/rides/builds/«_b»
`, V{"a": g.b64u(40), "_b": g.uuid()}, "https://expo.dev/accounts/northwind/projects/rides/builds/", "eas-cli@14.7.1")

	g.add("mobiledev/expo-eas-json-env-literal", `
{
  "cli": { "version": ">= 12.0.0", "appVersionSource": "remote" },
  "build": {
    "development": { "developmentClient": true, "distribution": "internal" },
    "preview": { "distribution": "internal", "channel": "preview" },
    "production": {
      "channel": "production",
      "autoIncrement": true,
      "env": {
        "APP_VARIANT": "production",
        "SENTRY_AUTH_TOKEN": "«a»",
        "GOOGLE_SERVICES_JSON": "./secrets/google-services.json"
      }
    }
  },
  "submit": {
    "production": {
      "ios": { "ascAppId": "«_app»", "appleTeamId": "«_t»" },
      "android": { "serviceAccountKeyPath": "./secrets/play-sa.json", "track": "internal" }
    }
  }
}
`, V{"a": g.mdvSentry("northwind"), "_app": g.digits(10), "_t": g.mdvID10()}, `"serviceAccountKeyPath": "./secrets/play-sa.json"`, `"appVersionSource": "remote"`)

	g.add("mobiledev/expo-eas-secret-create", `
$ eas secret:create --scope project --name REVENUECAT_SECRET --value «a» --type string
✔ Created a new secret REVENUECAT_SECRET on project @northwind/rides.
$ eas secret:create --scope account --name STRIPE_SECRET_KEY --value «b» --type string --force
✔ Created a new secret STRIPE_SECRET_KEY on account northwind.
`, V{"a": g.mdvRCSecret(), "b": g.skLive()}, "on project @northwind/rides.", "--scope account")

	g.add("mobiledev/expo-eas-env-list-sensitive", `
$ eas env:list production --include-sensitive
Variables for this project for environment PRODUCTION:
EXPO_PUBLIC_API_URL=https://api.northwind.io
EXPO_PUBLIC_REVENUECAT_IOS_KEY=«_rc»
SENTRY_AUTH_TOKEN=«a» (sensitive)
ONESIGNAL_REST_API_KEY=«b» (sensitive)
GOOGLE_SERVICES_JSON=***** (secret, file)
`, V{"_rc": g.mdvRCPublic("appl"), "a": g.mdvSentry("northwind"), "b": g.mdvOSv2()}, "EXPO_PUBLIC_API_URL=https://api.northwind.io", "GOOGLE_SERVICES_JSON=***** (secret, file)")

	g.add("mobiledev/expo-state-json-session-secret", `
$ cat ~/.expo/state.json
{
  "auth": {
    "sessionSecret": "{\"id\":\"«a»\",\"version\":1,\"expires_at\":2051222400000}",
    "userId": "«_u»",
    "username": "lena-northwind",
    "currentConnection": "Username-Password-Authentication"
  },
  "uuid": "«_x»"
}
`, V{"a": g.uuid(), "_u": g.uuid(), "_x": g.uuid()}, `"username": "lena-northwind"`, "Username-Password-Authentication")

	g.add("mobiledev/expo-app-config-js-literal", `
// app.config.js
export default ({ config }) => ({
  ...config,
  name: "Rides",
  slug: "rides",
  ios: { bundleIdentifier: "com.northwind.rides", buildNumber: "412" },
  android: { package: "com.northwind.rides", versionCode: 412 },
  extra: {
    eas: { projectId: "«_p»" },
    apiUrl: process.env.API_URL ?? "https://api.northwind.io",
    mapboxDownloadsToken: "«a»",
    segmentWriteKey: "«_s»",
  },
  plugins: [["@rnmapbox/maps", { RNMapboxMapsDownloadToken: "«a»" }]],
});
`, V{"_p": g.uuid(), "a": g.mapboxSK(), "_s": g.an(32)}, `bundleIdentifier: "com.northwind.rides"`, "@rnmapbox/maps")

	g.add("mobiledev/expo-dotenv-public-and-server", `
# .env.local
EXPO_PUBLIC_SUPABASE_URL=https://«_r».supabase.co
EXPO_PUBLIC_SUPABASE_ANON_KEY=«_anon»
SUPABASE_SERVICE_ROLE_KEY=«a»
EXPO_PUBLIC_POSTHOG_KEY=phc_«_ph»
`, V{"_r": g.s(alLower, 20), "_anon": g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":1718000000,"exp":2033576000}`, g.s(alLower, 20))), "a": g.supabaseService(), "_ph": g.an(43)},
		"EXPO_PUBLIC_SUPABASE_URL=https://")

	g.add("mobiledev/expo-eas-credentials-download-keystore", `
$ eas credentials --platform android
✔ Which build profile do you want to configure? › production
Android Credentials
Project                 rides
Application Identifier  com.northwind.rides

Configuration: Build Credentials «_kid» (Default)
Keystore
Type                JKS
Key Alias           «_alias»
MD5 Fingerprint     «_md5»
SHA1 Fingerprint    «_sha1»
SHA256 Fingerprint  «_sha256»

✔ What do you want to do? › Download existing keystore
✔ Do you want to display the sensitive information of the Android Keystore? … yes
Keystore credentials
  Keystore password: «a»
  Key alias:         «_alias»
  Key password:      «b»

  Path to Keystore:  /Users/lena/src/rides/@northwind__rides.jks
`, V{"_kid": g.s(alLowNum, 10), "_alias": g.hex(32), "_md5": g.mdvFP(16), "_sha1": g.mdvFP(20), "_sha256": g.mdvFP(32), "a": g.hex(32), "b": g.hex(32)},
		"Download existing keystore", "/Users/lena/src/rides/@northwind__rides.jks")

	g.add("mobiledev/expo-credentials-json-local", `
{
  "android": {
    "keystore": {
      "keystorePath": "credentials/android/keystore.jks",
      "keystorePassword": "«a»",
      "keyAlias": "«_alias»",
      "keyPassword": "«b»"
    }
  },
  "ios": {
    "provisioningProfilePath": "credentials/ios/profile.mobileprovision",
    "distributionCertificate": {
      "path": "credentials/ios/dist-cert.p12",
      "password": "«c»"
    }
  }
}
`, V{"a": g.hex(32), "_alias": g.hex(32), "b": g.hex(32), "c": g.pwURL()}, "credentials/ios/profile.mobileprovision", "credentials/android/keystore.jks")

	g.add("mobiledev/expo-github-action-token-literal", `
      - name: Setup EAS
        uses: expo/expo-github-action@v8
        with:
          eas-version: latest
          token: «a»
      - run: eas update --auto --channel preview --non-interactive
`, V{"a": g.b64u(40)}, "expo/expo-github-action@v8", "eas update --auto --channel preview --non-interactive")

	g.add("mobiledev/expo-legacy-cli-login-password", `
$ npx expo-cli login -u northwind-ci -p '«a»' --non-interactive
WARNING: The legacy expo-cli does not support Node +17. Migrate to the new local Expo CLI: https://blog.expo.dev/the-new-expo-cli-f4250d8e3421.
Success. You are now logged in as northwind-ci.
`, V{"a": g.pw()}, "You are now logged in as northwind-ci.")

	g.add("mobiledev/expo-eas-update-output-ids", `
$ eas update --branch production --message "Fix tip rounding"
✔ Exported bundle(s)
✔ Uploaded 2 app bundles
✔ Published!

Branch             production
Runtime version    4.12.0
Platform           android, ios
Update group ID    «_g»
Android update ID  «_a»
iOS update ID      «_i»
Message            Fix tip rounding
EAS Dashboard      https://expo.dev/accounts/northwind/projects/rides/updates/«_g»
`, V{"_g": g.uuid(), "_a": g.uuid(), "_i": g.uuid()}, "Runtime version    4.12.0", "Message            Fix tip rounding")

	g.add("mobiledev/expo-robot-token-curl-graphql", `
$ curl -s https://api.expo.dev/graphql \
    -H "Authorization: Bearer «a»" \
    -H "Content-Type: application/json" \
    -d '{"query":"{ meUserActor { username accounts { name } } }"}'
{"data":{"meUserActor":null},"errors":[{"message":"Robot actors cannot query meUserActor","extensions":{"errorCode":"UNAUTHORIZED_ERROR"}}]}
`, V{"a": g.b64u(40)}, "https://api.expo.dev/graphql", "Robot actors cannot query meUserActor")
}

// ---- CodePush, App Center, HockeyApp ----

func (g *G) mdvCodePush() {
	g.add("mobiledev/codepush-appcenter-tokens-create", `
$ appcenter tokens create -d "ci rides-android"
ID:          «_id»
API Token:   «a»
Description: ci rides-android
Created At:  2024-11-18T10:44:02.117Z
`, V{"_id": g.uuid(), "a": g.hex(40)}, "Description: ci rides-android")

	// CodePush deployment keys ship inside the app; the listing is filler.
	g.add("mobiledev/codepush-deployment-list-keys", `
$ appcenter codepush deployment list -a northwind/rides-ios -k --token «a»
┌────────────┬───────────────────────────────────────┐
│ Name       │ Deployment Key                        │
├────────────┼───────────────────────────────────────┤
│ Staging    │ «=s»                                  │
├────────────┼───────────────────────────────────────┤
│ Production │ «=p»                                  │
└────────────┴───────────────────────────────────────┘
`, V{"a": g.hex(40), "=s": g.b64u(37), "=p": g.b64u(37)}, "northwind/rides-ios")

	g.add("mobiledev/codepush-standalone-access-key-add", `
$ code-push-standalone access-key add "gh-actions"
Successfully created the "gh-actions" access key: «a»
Make sure to save this key value somewhere safe, since you won't be able to view it from the CLI again!
$ code-push-standalone login https://codepush.northwind.io --accessKey «a»
Successfully logged-in. Your session file was written to /Users/lena/.code-push.config.
`, V{"a": g.b64u(37)}, "https://codepush.northwind.io", "/Users/lena/.code-push.config")

	g.add("mobiledev/codepush-config-file-cat", `
$ cat ~/.code-push.config
{
  "accessKey": "«a»",
  "customServerUrl": "https://codepush.northwind.io",
  "preserveAccessKeyOnLogout": false
}
`, V{"a": g.b64u(37)}, `"preserveAccessKeyOnLogout": false`)

	g.add("mobiledev/codepush-appcenter-api-curl", `
$ curl -s -H "X-API-Token: «a»" -H "Accept: application/json" \
    https://api.appcenter.ms/v0.1/apps/northwind/rides-android/releases?top=2
[{"id":118,"short_version":"4.12.0","version":"412","origin":"appcenter","uploaded_at":"2025-03-01T10:12:44.000Z","enabled":true,"is_external_build":false},{"id":117,"short_version":"4.11.3","version":"409","origin":"appcenter","uploaded_at":"2025-02-19T16:02:11.000Z","enabled":true,"is_external_build":false}]
`, V{"a": g.hex(40)}, "https://api.appcenter.ms/v0.1/apps/northwind/rides-android/releases", `"short_version":"4.12.0"`)

	g.add("mobiledev/codepush-release-react-token-flag", `
$ appcenter codepush release-react -a northwind/rides-android -d Production --token «a» -m --description "hotfix 4.12.1"
Detecting android app version:
Using the target binary version value "4.12.0" from "android/app/build.gradle".
Running "react-native bundle" command:
node node_modules/react-native/cli.js bundle --assets-dest /var/folders/T/code-push/CodePush --bundle-output /var/folders/T/code-push/CodePush/index.android.bundle --dev false --entry-file index.js --platform android
Successfully released an update containing the "/var/folders/T/code-push/CodePush" directory to the "Production" deployment of the "rides-android" app.
`, V{"a": g.hex(40)}, `Using the target binary version value "4.12.0"`, `"Production" deployment of the "rides-android" app`)

	g.add("mobiledev/codepush-azure-pipelines-appcenter-task", `
- task: AppCenterDistribute@3
  inputs:
    serverEndpoint: 'appcenter-northwind'
    appSlug: 'northwind/rides-ios'
    appFile: '$(Build.ArtifactStagingDirectory)/Rides.ipa'
    releaseNotesOption: 'input'
    releaseNotesInput: 'Nightly $(Build.BuildNumber)'
    destinationType: 'groups'
    distributionGroupId: '«_g»'
- script: |
    npx appcenter-cli test run xcuitest --app "northwind/rides-ios" --devices «_d» --test-series "nightly" --locale "en_US" --build-dir build/UITests --token «a»
`, V{"_g": g.uuid(), "_d": g.hex(8), "a": g.hex(40)}, "appcenter-northwind", `--test-series "nightly"`)

	g.add("mobiledev/codepush-hockeyapp-upload-curl", `
$ curl \
  -F "status=2" \
  -F "notify=1" \
  -F "notes=Build 2031 from Jenkins" \
  -F "notes_type=0" \
  -F "ipa=@build/Rides.ipa" \
  -F "dsym=@build/Rides.app.dSYM.zip" \
  -H "X-HockeyAppToken: «a»" \
  https://rink.hockeyapp.net/api/2/apps/«_app»/app_versions/upload
{"title":"Rides","bundle_identifier":"com.northwind.rides.beta","public_identifier":"«_app»","device_family":"iPhone/iPod","minimum_os_version":"9.0","release_type":0,"status":2,"platform":"iOS"}
`, V{"a": g.hex(32), "_app": g.hex(32)}, "https://rink.hockeyapp.net/api/2/apps/", "com.northwind.rides.beta")

	g.add("mobiledev/codepush-hockeyapp-puck-jenkins", `
[Rides-iOS-Beta] $ /bin/sh -xe /var/folders/jenkins/T/jenkins2873.sh
+ /usr/local/bin/puck -submit=auto -download=true -notify=true -api_token=«a» -app_id=«_app» -notes_path=CHANGELOG.md build/Rides.ipa
Upload succeeded: https://rink.hockeyapp.net/manage/apps/812233/app_versions/94
Finished: SUCCESS
`, V{"a": g.hex(32), "_app": g.hex(32)}, "-notes_path=CHANGELOG.md", "Finished: SUCCESS")
}

// ---- Firebase ----

func (g *G) mdvFirebase() {
	// Every value in google-services.json is a public identifier.
	pn := g.digits(12)
	g.add("mobiledev/firebase-google-services-json", `
{
  "project_info": {
    "project_number": "«_pn»",
    "project_id": "northwind-rides",
    "storage_bucket": "northwind-rides.appspot.com"
  },
  "client": [
    {
      "client_info": {
        "mobilesdk_app_id": "«_app»",
        "android_client_info": { "package_name": "com.northwind.rides" }
      },
      "oauth_client": [
        { "client_id": "«_pn»-«_oc».apps.googleusercontent.com", "client_type": 3 }
      ],
      "api_key": [ { "current_key": "«_ak»" } ],
      "services": { "appinvite_service": { "other_platform_oauth_client": [] } }
    }
  ],
  "configuration_version": "1"
}
`, V{"_pn": pn, "_app": "1:" + pn + ":android:" + g.hex(16), "_oc": g.s(alLowNum, 32), "_ak": g.googleKey()}, `"storage_bucket": "northwind-rides.appspot.com"`)

	pn2 := g.digits(12)
	g.add("mobiledev/firebase-googleservice-info-plist", `
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>API_KEY</key>
	<string>«_ak»</string>
	<key>GCM_SENDER_ID</key>
	<string>«_pn»</string>
	<key>PLIST_VERSION</key>
	<string>1</string>
	<key>BUNDLE_ID</key>
	<string>com.northwind.rides</string>
	<key>PROJECT_ID</key>
	<string>northwind-rides</string>
	<key>STORAGE_BUCKET</key>
	<string>northwind-rides.firebasestorage.app</string>
	<key>IS_GCM_ENABLED</key>
	<true></true>
	<key>GOOGLE_APP_ID</key>
	<string>«_app»</string>
</dict>
</plist>
`, V{"_ak": g.googleKey(), "_pn": pn2, "_app": "1:" + pn2 + ":ios:" + g.hex(16)}, "northwind-rides.firebasestorage.app")

	g.add("mobiledev/firebase-fcm-legacy-curl-server-key", `
$ curl -X POST https://fcm.googleapis.com/fcm/send \
    -H "Authorization: key=«a»" \
    -H "Content-Type: application/json" \
    -d '{"to":"«=reg»","notification":{"title":"Test","body":"hello from curl"}}'
{"multicast_id":«_m»,"success":1,"failure":0,"canonical_ids":0,"results":[{"message_id":"0:1741690012%«_mid»"}]}
`, V{"a": g.firebaseFCM(), "=reg": g.mdvFCMReg(), "_m": g.digits(19), "_mid": g.hex(16)}, "https://fcm.googleapis.com/fcm/send", `"canonical_ids":0`)

	g.add("mobiledev/firebase-login-ci-output", `
$ firebase login:ci --no-localhost

Visit this URL on any device to log in:
https://auth.firebase.tools/login?code_challenge=«_cc»&session=«_s»&attest=«_at»

Paste authorization code here: «=code»

✔  Success! Use this token to login on a CI server:

«a»

Example: firebase deploy --token "$FIREBASE_TOKEN"

⚠  Authenticating with a ˋlogin:ciˋ token is deprecated and will be removed in a future major version of ˋfirebase-toolsˋ. Instead, use a service account key with ˋGOOGLE_APPLICATION_CREDENTIALSˋ: https://cloud.google.com/docs/authentication/getting-started
`, V{"_cc": g.b64u(43), "_s": g.uuid(), "_at": g.hex(64), "=code": "4/0A" + g.b64u(60), "a": g.gRefresh()}, "https://auth.firebase.tools/login?code_challenge=", `firebase deploy --token "$FIREBASE_TOKEN"`)

	g.add("mobiledev/firebase-appdistribution-token-flag", `
$ firebase appdistribution:distribute app/build/outputs/apk/qa/app-qa.apk --app «_app» --groups "qa-team" --release-notes "QA #2031" --token «a»
i  uploading binary...
✔  uploaded new release 4.12.0 (412) successfully!
i  updated release notes
✔  distributed to testers/groups successfully
`, V{"_app": g.mdvFirebaseApp("android"), "a": g.gRefresh()}, "uploaded new release 4.12.0 (412) successfully!", "app-qa.apk")

	k := g.pkcs8RSAPEM()
	g.add("mobiledev/firebase-admin-node-inline-cert", `
// functions/src/admin.ts
import * as admin from "firebase-admin";

admin.initializeApp({
  credential: admin.credential.cert({
    projectId: "northwind-rides",
    clientEmail: "firebase-adminsdk-fbsvc@northwind-rides.iam.gserviceaccount.com",
    privateKey: "«a»".replace(/\\n/g, "\n"),
  }),
  databaseURL: "https://northwind-rides-default-rtdb.europe-west1.firebasedatabase.app",
});
`, V{"a": jsonEsc(k.block() + "\n")}, "firebase-adminsdk-fbsvc@northwind-rides.iam.gserviceaccount.com", "europe-west1.firebasedatabase.app")

	g.add("mobiledev/firebase-functions-config-get", `
$ firebase functions:config:get
{
  "stripe": {
    "secret": "«a»",
    "webhook_secret": "«b»"
  },
  "onesignal": {
    "app_id": "«_os»",
    "rest_key": "«c»"
  },
  "app": {
    "env": "production"
  }
}
`, V{"a": g.skLive(), "b": g.whsec(), "_os": g.uuid(), "c": g.mdvOSLegacy()}, `"env": "production"`)

	g.add("mobiledev/firebase-pyfcm-legacy-server-key", `
# notify/push.py
from pyfcm import FCMNotification

FCM_SERVER_KEY = "«a»"
push_service = FCMNotification(api_key=FCM_SERVER_KEY)

def notify_driver(reg_id, ride_id):
    return push_service.notify_single_device(
        registration_id=reg_id,
        message_title="New ride request",
        data_message={"ride_id": ride_id},
    )
`, V{"a": g.firebaseFCM()}, "push_service.notify_single_device", "FCMNotification(api_key=FCM_SERVER_KEY)")

	g.add("mobiledev/firebase-fcm-v1-curl-bearer", `
$ curl -s -X POST "https://fcm.googleapis.com/v1/projects/northwind-rides/messages:send" \
    -H "Authorization: Bearer «a»" \
    -H "Content-Type: application/json" \
    -d '{"message":{"token":"«=reg»","data":{"ride_id":"r_81234"}}}'
{
  "name": "projects/northwind-rides/messages/0:1743589922%«_mid»"
}
`, V{"a": g.ya29(), "=reg": g.mdvFCMReg(), "_mid": g.hex(16)}, "https://fcm.googleapis.com/v1/projects/northwind-rides/messages:send")

	g.add("mobiledev/firebase-crashlytics-upload-symbols", `
$ "${PODS_ROOT}/FirebaseCrashlytics/upload-symbols" -gsp Rides/GoogleService-Info.plist -p ios build/Rides.xcarchive/dSYMs
[Crashlytics] Processing dSYMs...
[Crashlytics] Uploading dSYM with UUID «_u1» for arm64 (Rides)
[Crashlytics] Uploading dSYM with UUID «_u2» for arm64 (RidesNotificationService)
Successfully uploaded Crashlytics symbols
$ firebase crashlytics:symbols:upload --app=«_app» app/build/intermediates/merged_native_libs/release/out/lib
i  Generating symbols for app/build/intermediates/merged_native_libs/release/out/lib
✔  Uploaded symbols successfully
`, V{"_u1": strings.ToUpper(g.uuid()), "_u2": strings.ToUpper(g.uuid()), "_app": g.mdvFirebaseApp("android")}, "Successfully uploaded Crashlytics symbols", "merged_native_libs/release/out/lib")

	g.add("mobiledev/firebase-ci-token-env-gitlab", `
deploy_rules:
  stage: deploy
  image: node:20
  variables:
    FIREBASE_TOKEN: "«a»"
    FIREBASE_PROJECT: northwind-rides
  script:
    - npx firebase-tools deploy --only firestore:rules,storage --project $FIREBASE_PROJECT --non-interactive
  only:
    - main
`, V{"a": g.gRefresh()}, "firestore:rules,storage", "FIREBASE_PROJECT: northwind-rides")

	sa, k2, kid := g.mdvSA("northwind-rides", "firebase-adminsdk-x7k2p")
	g.add("mobiledev/firebase-adminsdk-json-in-repo", "\n$ git show HEAD:backend/serviceAccountKey.json\n"+sa+"\n",
		V{"a": k2, "_kid": kid}, "firebase-adminsdk-x7k2p@northwind-rides.iam.gserviceaccount.com")

	g.add("mobiledev/firebase-apps-sdkconfig-web", `
$ firebase apps:sdkconfig WEB «_app»
✔  Downloading configuration data of your Firebase WEB app

// Copy and paste this into your JavaScript code to initialize the Firebase SDK.
// You will also need to load the Firebase SDK.
// See https://firebase.google.com/docs/web/setup for more details.

firebase.initializeApp({
  "projectId": "northwind-rides",
  "appId": "«_app»",
  "storageBucket": "northwind-rides.firebasestorage.app",
  "apiKey": "«_ak»",
  "authDomain": "northwind-rides.firebaseapp.com",
  "messagingSenderId": "«_s»",
  "measurementId": "G-«_m»"
});
`, V{"_app": g.mdvFirebaseApp("web"), "_ak": g.googleKey(), "_s": g.digits(12), "_m": g.s(alUpNum, 10)}, "northwind-rides.firebaseapp.com")
}

// ---- iOS xcconfig, Xcode projects and build logs ----

func (g *G) mdvXcode() {
	g.add("mobiledev/xcode-secrets-xcconfig", `
// Config/Secrets.xcconfig — generated by scripts/bootstrap.sh, gitignored
#include? "Secrets.local.xcconfig"

API_HOST = api.northwind.io
GOOGLE_MAPS_API_KEY = «a»
BRANCH_KEY_LIVE = «_bk»
BRANCH_SECRET_LIVE = «b»
INTERCOM_IOS_API_KEY = ios_sdk-«_ic»
ALGOLIA_SEARCH_KEY = «_as»
ALGOLIA_WRITE_KEY = «c»
`, V{"a": g.googleKey(), "_bk": g.mdvBranchKey("live"), "b": g.mdvBranchSecret("live"), "_ic": g.hex(40), "_as": g.hex(32), "c": g.hex(32)},
		`#include? "Secrets.local.xcconfig"`, "API_HOST = api.northwind.io")

	tok := g.mdvSentry("northwind")
	g.add("mobiledev/xcode-build-log-phase-script-exports", `
PhaseScriptExecution Upload\ Debug\ Symbols\ to\ Sentry /Users/runner/Library/Developer/Xcode/DerivedData/Rides-«_dd»/Build/Intermediates.noindex/ArchiveIntermediates/Rides/IntermediateBuildFilesPath/Rides.build/Release-iphoneos/Rides.build/Script-«_sc».sh (in target 'Rides' from project 'Rides')
    cd /Users/runner/work/rides-ios/rides-ios
    export ACTION\=install
    export AD_HOC_CODE_SIGNING_ALLOWED\=NO
    export ARCHS\=arm64
    export BUILT_PRODUCTS_DIR\=/Users/runner/Library/Developer/Xcode/DerivedData/Rides-«_dd»/Build/Intermediates.noindex/ArchiveIntermediates/Rides/BuildProductsPath/Release-iphoneos
    export DEVELOPMENT_TEAM\=«_t»
    export PRODUCT_BUNDLE_IDENTIFIER\=com.northwind.rides
    export SENTRY_AUTH_TOKEN\=«a»
    export SENTRY_ORG\=northwind
    export SENTRY_PROJECT\=rides-ios
    export TARGET_NAME\=Rides
    /bin/sh -c /Users/runner/Library/Developer/Xcode/DerivedData/Rides-«_dd»/Build/Intermediates.noindex/ArchiveIntermediates/Rides/IntermediateBuildFilesPath/Rides.build/Release-iphoneos/Rides.build/Script-«_sc».sh
`, V{"_dd": g.s(alLower, 28), "_sc": g.s(alHexU, 24), "_t": g.mdvID10(), "a": tok}, "export PRODUCT_BUNDLE_IDENTIFIER\\=com.northwind.rides", "export SENTRY_PROJECT\\=rides-ios")

	g.add("mobiledev/xcode-showbuildsettings-grep", `
$ xcodebuild -project Rides.xcodeproj -scheme Rides -configuration Release -showBuildSettings | grep -E 'TEAM|BUNDLE_ID|KEY|SECRET'
    CODE_SIGN_IDENTITY = Apple Distribution
    DEVELOPMENT_TEAM = «_t»
    GOOGLE_MAPS_API_KEY = «a»
    PRODUCT_BUNDLE_IDENTIFIER = com.northwind.rides
    STRIPE_PUBLISHABLE_KEY = «_pk»
    WEBHOOK_SIGNING_SECRET = «b»
`, V{"_t": g.mdvID10(), "a": g.googleKey(), "_pk": g.pkLive(), "b": g.whsec()}, "CODE_SIGN_IDENTITY = Apple Distribution")

	g.add("mobiledev/xcode-scheme-environment-variables", `
$ sed -n '/<EnvironmentVariables>/,/<\/EnvironmentVariables>/p' Rides.xcodeproj/xcshareddata/xcschemes/Rides.xcscheme
      <EnvironmentVariables>
         <EnvironmentVariable
            key = "OS_ACTIVITY_MODE"
            value = "disable"
            isEnabled = "YES">
         </EnvironmentVariable>
         <EnvironmentVariable
            key = "DEBUG_API_TOKEN"
            value = "«a»"
            isEnabled = "YES">
         </EnvironmentVariable>
         <EnvironmentVariable
            key = "STAGING_BASIC_AUTH"
            value = "qa:«b»"
            isEnabled = "NO">
         </EnvironmentVariable>
      </EnvironmentVariables>
`, V{"a": g.userJWT(), "b": g.pwURL()}, `key = "OS_ACTIVITY_MODE"`, "Rides.xcodeproj/xcshareddata/xcschemes/Rides.xcscheme")

	g.add("mobiledev/xcode-pbxproj-shellscript-inline-token", `
		«_id» /* Upload dSYMs to Sentry */ = {
			isa = PBXShellScriptBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			inputPaths = (
				"${DWARF_DSYM_FOLDER_PATH}/${DWARF_DSYM_FILE_NAME}/Contents/Resources/DWARF/${TARGET_NAME}",
			);
			name = "Upload dSYMs to Sentry";
			runOnlyForDeploymentPostprocessing = 0;
			shellPath = /bin/sh;
			shellScript = "if which sentry-cli >/dev/null; then\nexport SENTRY_ORG=northwind\nexport SENTRY_PROJECT=rides-ios\nexport SENTRY_AUTH_TOKEN=«a»\nERROR=$(sentry-cli debug-files upload --include-sources \"$DWARF_DSYM_FOLDER_PATH\" 2>&1 >/dev/null)\nfi\n";
		};
`, V{"_id": g.s(alHexU, 24), "a": g.sentryUser()}, "isa = PBXShellScriptBuildPhase;", "sentry-cli debug-files upload --include-sources")

	g.add("mobiledev/xcode-ci-import-p12-security", `
#!/bin/bash
set -euo pipefail
KEYCHAIN=build.keychain-db
security create-keychain -p "«a»" "$KEYCHAIN"
security set-keychain-settings -lut 21600 "$KEYCHAIN"
security unlock-keychain -p "«a»" "$KEYCHAIN"
echo "$DIST_CERT_P12" | base64 --decode > /tmp/dist.p12
security import /tmp/dist.p12 -k "$KEYCHAIN" -P "«b»" -T /usr/bin/codesign -T /usr/bin/security
security set-key-partition-list -S apple-tool:,apple: -s -k "«a»" "$KEYCHAIN"
security list-keychains -d user -s "$KEYCHAIN" login.keychain-db
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "security set-keychain-settings -lut 21600", "-T /usr/bin/codesign")

	g.add("mobiledev/xcode-netrc-spm-private-package", `
$ cat ~/.netrc
machine github.com
  login northwind-ios-bot
  password «a»
machine api.github.com
  login northwind-ios-bot
  password «a»
$ xcodebuild -resolvePackageDependencies -scmProvider system
Resolve Package Graph
Fetching from https://github.com/northwind-mobile/NorthwindKit.git
Resolved source packages:
  NorthwindKit: https://github.com/northwind-mobile/NorthwindKit.git @ 3.4.1
`, V{"a": g.ghp()}, "login northwind-ios-bot", "NorthwindKit: https://github.com/northwind-mobile/NorthwindKit.git @ 3.4.1")

	g.add("mobiledev/xcode-spm-resolved-url-with-token", `
error: Failed to clone repository https://oauth2:«a»@gitlab.northwind.io/ios/payments-sdk.git:
    Cloning into bare repository '/Users/lena/Library/Caches/org.swift.swiftpm/repositories/payments-sdk-«_h»'...
    remote: HTTP Basic: Access denied. The provided password or token is incorrect or your account has 2FA enabled and you must use a personal access token instead of a password.
    fatal: Authentication failed for 'https://gitlab.northwind.io/ios/payments-sdk.git/'
`, V{"a": g.glpat(), "_h": g.hex(8)}, "https://gitlab.northwind.io/ios/payments-sdk.git/", "org.swift.swiftpm/repositories")

	g.add("mobiledev/xcode-xcodebuild-build-setting-override", `
$ xcodebuild archive -workspace Rides.xcworkspace -scheme Rides -configuration Release -archivePath build/Rides.xcarchive \
    DEVELOPMENT_TEAM=«_t» CODE_SIGN_STYLE=Manual PROVISIONING_PROFILE_SPECIFIER="match AppStore com.northwind.rides" \
    SEGMENT_WRITE_KEY=«_s» MIXPANEL_TOKEN=«_m» ADMIN_API_SECRET=«a»
Command line invocation:
    /Applications/Xcode_16.2.app/Contents/Developer/usr/bin/xcodebuild archive -workspace Rides.xcworkspace -scheme Rides
** ARCHIVE SUCCEEDED **
`, V{"_t": g.mdvID10(), "_s": g.an(32), "_m": g.hex(32), "a": g.b64(32)}, `PROVISIONING_PROFILE_SPECIFIER="match AppStore com.northwind.rides"`, "** ARCHIVE SUCCEEDED **")

	g.add("mobiledev/xcode-exportoptions-plist", `
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>method</key>
	<string>app-store-connect</string>
	<key>teamID</key>
	<string>«_t»</string>
	<key>signingStyle</key>
	<string>manual</string>
	<key>provisioningProfiles</key>
	<dict>
		<key>com.northwind.rides</key>
		<string>«_pp»</string>
		<key>com.northwind.rides.NotificationService</key>
		<string>match AppStore com.northwind.rides.NotificationService</string>
	</dict>
	<key>uploadSymbols</key>
	<true/>
</dict>
</plist>
`, V{"_t": g.mdvID10(), "_pp": strings.ToUpper(g.uuid())}, "match AppStore com.northwind.rides.NotificationService", "app-store-connect")

	g.add("mobiledev/xcode-info-plist-custom-keys", `
$ /usr/libexec/PlistBuddy -c Print Rides/Info.plist | head -24
Dict {
    CFBundleIdentifier = $(PRODUCT_BUNDLE_IDENTIFIER)
    CFBundleShortVersionString = $(MARKETING_VERSION)
    CFBundleVersion = $(CURRENT_PROJECT_VERSION)
    branch_key = Dict {
        live = «_bk»
        test = «_bt»
    }
    FacebookAppID = «_fb»
    FacebookClientToken = «_fct»
    GADApplicationIdentifier = ca-app-pub-«_ad»~«_ad2»
    OneSignalAppID = «_os»
    ZendeskChatAccountKey = «_zd»
    RidesHMACKey = «a»
}
`, V{"_bk": g.mdvBranchKey("live"), "_bt": g.mdvBranchKey("test"), "_fb": g.digits(15), "_fct": g.hex(32), "_ad": g.digits(16), "_ad2": g.digits(10), "_os": g.uuid(), "_zd": g.an(32), "a": g.hex(64)},
		"CFBundleIdentifier = $(PRODUCT_BUNDLE_IDENTIFIER)")

	g.add("mobiledev/xcode-cocoapods-keys-plugin", `
$ bundle exec pod keys
Keys for Rides
 ├  StripeSecretKey - «a»
 ├  MapboxSecretToken - «b»
 └  AnalyticsWriteKey - «_w»

$ cat Podfile | grep -A6 cocoapods-keys
plugin 'cocoapods-keys', {
  :project => "Rides",
  :keys => [
    "StripeSecretKey",
    "MapboxSecretToken",
    "AnalyticsWriteKey"
  ]}
`, V{"a": g.skTest(), "b": g.mapboxSK(), "_w": g.an(32)}, "plugin 'cocoapods-keys', {")
}

// ---- Flutter and React Native ----

func (g *G) mdvFlutterRN() {
	g.add("mobiledev/flutter-run-dart-define", `
$ flutter build appbundle --release --flavor prod -t lib/main_prod.dart \
    --dart-define=API_URL=https://api.northwind.io \
    --dart-define=SENTRY_DSN=https://«=dsn»@o«_o».ingest.sentry.io/«_p» \
    --dart-define=OPENWEATHER_KEY=«a» \
    --dart-define=PAYMENT_HMAC_SECRET=«b» \
    --obfuscate --split-debug-info=build/symbols
Running Gradle task 'bundleProdRelease'...                         92.4s
✓ Built build/app/outputs/bundle/prodRelease/app-prod-release.aab (38.1MB)
`, V{"=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(7), "a": g.hex(32), "b": g.hex(64)}, "--split-debug-info=build/symbols", "app-prod-release.aab")

	v1, v2 := "STRIPE_SECRET="+g.skTest(), "API_URL=https://api.northwind.io"
	g.add("mobiledev/flutter-generated-xcconfig-dart-defines", `
$ cat ios/Flutter/Generated.xcconfig
// This is a generated file; do not edit or check into version control.
FLUTTER_ROOT=/Users/lena/fvm/versions/3.27.1
FLUTTER_APPLICATION_PATH=/Users/lena/src/rides_flutter
COCOAPODS_PARALLEL_CODE_SIGN=true
FLUTTER_TARGET=lib/main_prod.dart
FLUTTER_BUILD_DIR=build
FLUTTER_BUILD_NAME=4.12.0
FLUTTER_BUILD_NUMBER=412
DART_DEFINES=«_u»,«a»
DART_OBFUSCATION=false
TRACK_WIDGET_CREATION=true
TREE_SHAKE_ICONS=false
PACKAGE_CONFIG=.dart_tool/package_config.json
`, V{"_u": b64s(v2), "a": b64s(v1)}, "FLUTTER_ROOT=/Users/lena/fvm/versions/3.27.1", "FLUTTER_BUILD_NUMBER=412")

	g.add("mobiledev/flutter-vscode-launch-json", `
{
  "version": "0.2.0",
  "configurations": [
    {
      "name": "rides (staging)",
      "request": "launch",
      "type": "dart",
      "program": "lib/main_staging.dart",
      "args": [
        "--flavor", "staging",
        "--dart-define=API_URL=https://staging-api.northwind.io",
        "--dart-define=GOOGLE_MAPS_KEY=«a»",
        "--dart-define=REVENUECAT_SECRET=«b»"
      ]
    }
  ]
}
`, V{"a": g.googleKey(), "b": g.mdvRCSecret()}, "https://staging-api.northwind.io", "lib/main_staging.dart")

	g.add("mobiledev/flutter-dotenv-asset", `
$ cat .env
# loaded by flutter_dotenv (listed under flutter: assets: in pubspec.yaml)
BASE_URL=https://api.northwind.io/v3
SUPABASE_URL=https://«_r».supabase.co
SUPABASE_ANON_KEY=«_anon»
OPENAI_API_KEY=«a»
MAPBOX_ACCESS_TOKEN=«_pk»
`, V{"_r": g.s(alLower, 20), "_anon": g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":1716000000,"exp":2031576000}`, g.s(alLower, 20))), "a": g.openai(), "_pk": g.mapboxPK()},
		"BASE_URL=https://api.northwind.io/v3", "flutter_dotenv")

	g.add("mobiledev/flutter-dart-define-from-file", `
$ cat config/prod.json
{
  "API_URL": "https://api.northwind.io",
  "ENV": "prod",
  "ALGOLIA_APP_ID": "«_app»",
  "ALGOLIA_API_KEY": "«a»",
  "AMPLITUDE_KEY": "«_amp»"
}
$ flutter run --dart-define-from-file=config/prod.json -d «_dev»
Launching lib/main.dart on iPhone 15 Pro in debug mode...
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32), "_amp": g.hex(32), "_dev": g.mdvUDID()}, "--dart-define-from-file=config/prod.json", "Launching lib/main.dart on iPhone 15 Pro in debug mode...")

	g.add("mobiledev/flutter-envied-generated-file", `
// lib/env/env.g.dart
// GENERATED CODE - DO NOT MODIFY BY HAND

part of 'env.dart';

// **************************************************************************
// EnviedGenerator
// **************************************************************************

// coverage:ignore-file
// ignore_for_file: type=lint
final class _Env {
  static const String apiUrl = 'https://api.northwind.io';

  static const String twilioAuthToken = '«a»';

  static const String twilioAccountSid = '«_sid»';
}
`, V{"a": g.hex(32), "_sid": g.twilioSID()}, "EnviedGenerator", "static const String apiUrl = 'https://api.northwind.io';")

	g.add("mobiledev/rn-config-env-production", `
$ cat .env.production
API_URL=https://api.northwind.io
ENV=production
GOOGLE_MAPS_API_KEY=«a»
CODEPUSH_KEY_ANDROID=«=cp»
SEGMENT_WRITE_KEY=«_sw»
ZENDESK_API_TOKEN=«b»
$ ENVFILE=.env.production npx react-native run-android --mode=release
`, V{"a": g.googleKey(), "=cp": g.b64u(37), "_sw": g.an(32), "b": g.an(40)}, "ENVFILE=.env.production", "API_URL=https://api.northwind.io")

	g.add("mobiledev/rn-config-generated-dotenv-objc", `
$ cat ios/build/Build/Products/Release-iphoneos/GeneratedDotEnv.m
  #define DOT_ENV @{ @"API_URL":@"https://api.northwind.io",@"ENV":@"production",@"GOOGLE_MAPS_API_KEY":@"«a»",@"INTERNAL_API_SECRET":@"«b»",@"SEGMENT_WRITE_KEY":@"«_sw»" };
`, V{"a": g.googleKey(), "b": g.b64u(48), "_sw": g.an(32)}, "#define DOT_ENV @{")

	g.add("mobiledev/rn-config-buildconfig-java", `
$ cat android/app/build/generated/source/buildConfig/release/com/northwind/rides/BuildConfig.java
/**
 * Automatically generated file. DO NOT MODIFY
 */
package com.northwind.rides;

public final class BuildConfig {
  public static final boolean DEBUG = false;
  public static final String APPLICATION_ID = "com.northwind.rides";
  public static final String BUILD_TYPE = "release";
  public static final int VERSION_CODE = 412;
  public static final String VERSION_NAME = "4.12.0";
  // Field from default config.
  public static final String API_URL = "https://api.northwind.io";
  // Field from default config.
  public static final String AWS_SECRET_ACCESS_KEY = "«a»";
  // Field from default config.
  public static final String AWS_ACCESS_KEY_ID = "«b»";
  // Field from default config.
  public static final boolean IS_NEW_ARCHITECTURE_ENABLED = true;
}
`, V{"a": g.awsSecret(), "b": g.awsID()}, `public static final String APPLICATION_ID = "com.northwind.rides";`, "VERSION_CODE = 412")

	g.add("mobiledev/rn-metro-bundle-inlined-env", `
$ grep -o 'process.env.[A-Z_]*||"[^"]*"' android/app/build/generated/assets/createBundleReleaseJsAndAssets/index.android.bundle | head
process.env.API_URL||"https://api.northwind.io"
process.env.ADMIN_TOKEN||"«a»"
process.env.POSTHOG_KEY||"phc_«_ph»"
`, V{"a": g.hex(40), "_ph": g.an(43)}, `process.env.API_URL||"https://api.northwind.io"`)

	g.add("mobiledev/rn-babel-dotenv-env-file", `
# .env  (react-native-dotenv, imported as '@env')
API_URL=http://10.0.2.2:8080
MAGIC_PUBLISHABLE_KEY=pk_live_«_mg»
MAGIC_SECRET_KEY=sk_live_«a»
AUTH0_DOMAIN=northwind.eu.auth0.com
AUTH0_CLIENT_ID=«_ac»
AUTH0_CLIENT_SECRET=«b»
`, V{"_mg": g.s(alHexU, 16), "a": g.s(alHexU, 16), "_ac": g.an(32), "b": g.b64u(64)}, "AUTH0_DOMAIN=northwind.eu.auth0.com", "API_URL=http://10.0.2.2:8080")

	g.add("mobiledev/rn-ts-config-constants", `
// src/config/constants.ts
export const Config = {
  apiUrl: __DEV__ ? "http://localhost:8080" : "https://api.northwind.io",
  oneSignalAppId: "«_os»",
  revenueCat: {
    ios: "«_rci»",
    android: "«_rca»",
  },
  // TODO(lena): move server-side before release
  revenueCatSecret: "«a»",
  branchKey: "«_bk»",
};
`, V{"_os": g.uuid(), "_rci": g.mdvRCPublic("appl"), "_rca": g.mdvRCPublic("goog"), "a": g.mdvRCSecret(), "_bk": g.mdvBranchKey("live")}, "TODO(lena): move server-side before release", `"http://localhost:8080"`)

	g.add("mobiledev/flutter-firebase-options-dart", `
// File generated by FlutterFire CLI.
// ignore_for_file: type=lint
import 'package:firebase_core/firebase_core.dart' show FirebaseOptions;

class DefaultFirebaseOptions {
  static const FirebaseOptions android = FirebaseOptions(
    apiKey: '«_ak»',
    appId: '«_app»',
    messagingSenderId: '«_s»',
    projectId: 'northwind-rides',
    storageBucket: 'northwind-rides.firebasestorage.app',
  );
}
`, V{"_ak": g.googleKey(), "_app": g.mdvFirebaseApp("android"), "_s": g.digits(12)}, "File generated by FlutterFire CLI.")
}

// ---- mobile CI: Bitrise, Codemagic and others ----

func (g *G) mdvCI() {
	g.add("mobiledev/ci-bitrise-yml-app-envs", `
format_version: "13"
default_step_lib_source: https://github.com/bitrise-io/bitrise-steplib.git
project_type: react-native
app:
  envs:
  - BITRISE_PROJECT_PATH: ios/Rides.xcworkspace
  - BITRISE_SCHEME: Rides
  - BITRISE_DISTRIBUTION_METHOD: app-store
  - SENTRY_AUTH_TOKEN: «a»
    opts:
      is_expand: false
  - BUGSNAG_API_KEY: «_bs»
workflows:
  deploy:
    steps:
    - certificate-and-profile-installer@1: {}
    - xcode-archive@5:
        inputs:
        - distribution_method: $BITRISE_DISTRIBUTION_METHOD
`, V{"a": g.mdvSentry("northwind"), "_bs": g.hex(32)}, "BITRISE_PROJECT_PATH: ios/Rides.xcworkspace", "certificate-and-profile-installer@1")

	g.add("mobiledev/ci-bitrise-secrets-yml", `
$ cat .bitrise.secrets.yml
envs:
- MATCH_PASSWORD: «a»
- FASTLANE_PASSWORD: «b»
- FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD: «c»
- SLACK_WEBHOOK_URL: https://hooks.slack.com/services/«_w»/«_b»/«d»
$ bitrise run deploy
`, V{"a": g.pwURL(), "b": g.pw(), "c": g.mdvASP(), "_w": g.slackT(), "_b": g.slackB(), "d": g.an(24)}, "bitrise run deploy")

	g.add("mobiledev/ci-bitrise-api-trigger-build", `
$ curl -s https://api.bitrise.io/v0.1/apps/«_app»/builds \
    -H "Authorization: «a»" \
    --data '{"hook_info":{"type":"bitrise"},"build_params":{"branch":"release/4.12","workflow_id":"deploy"}}'
{"status":"ok","message":"webhook processed","slug":"«_app»","service":"bitrise","build_slug":"«_bs»","build_number":2031,"build_url":"https://app.bitrise.io/build/«_bs»","triggered_workflow":"deploy"}
`, V{"_app": g.hex(16), "a": g.b64u(86), "_bs": g.uuid()}, `"triggered_workflow":"deploy"`, "https://api.bitrise.io/v0.1/apps/")

	g.add("mobiledev/ci-bitrise-build-trigger-token", `
$ curl https://app.bitrise.io/app/«_app»/build/start.json --data '{"hook_info":{"type":"bitrise","build_trigger_token":"«a»"},"build_params":{"branch":"main"},"triggered_by":"curl"}'
{"status":"ok","message":"webhook processed","slug":"«_app»","service":"bitrise","build_slug":"«_bs»","build_number":2032}
`, V{"_app": g.hex(16), "a": g.b64u(22), "_bs": g.uuid()}, `"triggered_by":"curl"`)

	p8 := g.ecPKCS8()
	g.add("mobiledev/ci-codemagic-yaml-vars-literal", `
workflows:
  ios-release:
    name: iOS release
    instance_type: mac_mini_m2
    integrations:
      app_store_connect: northwind ASC key
    environment:
      ios_signing:
        distribution_type: app_store
        bundle_identifier: com.northwind.rides
      vars:
        APP_STORE_APPLE_ID: «_app»
        CM_CERTIFICATE_PASSWORD: «a»
        APP_STORE_CONNECT_PRIVATE_KEY: |
          -----BEGIN PRIVATE KEY-----
          «b»
          -----END PRIVATE KEY-----
      groups:
        - firebase_credentials
      flutter: stable
`, V{"_app": g.digits(10), "a": g.pwURL(), "b": strings.ReplaceAll(p8.body, "\n", "\n          ")}, "instance_type: mac_mini_m2", "bundle_identifier: com.northwind.rides")

	g.add("mobiledev/ci-codemagic-api-start-build", `
$ curl -H "Content-Type: application/json" -H "x-auth-token: «a»" \
    --data '{"appId": "«_app»", "workflowId": "android-release", "branch": "main", "environment": {"variables": {"PLAY_TRACK": "internal"}}}' \
    -X POST https://api.codemagic.io/builds
{"buildId":"«_b»"}
`, V{"a": g.b64u(43), "_app": g.hex(24), "_b": g.hex(24)}, "https://api.codemagic.io/builds", `"workflowId": "android-release"`)

	sa, k, kid := g.mdvSA("northwind-play", "codemagic")
	g.add("mobiledev/ci-codemagic-gcloud-credentials-var", "\n# Codemagic UI → Environment variables → group google_play (copied for the migration doc)\nGCLOUD_SERVICE_ACCOUNT_CREDENTIALS:\n"+sa+"\nGOOGLE_PLAY_TRACK: internal\n",
		V{"a": k, "_kid": kid}, "GOOGLE_PLAY_TRACK: internal", "codemagic@northwind-play.iam.gserviceaccount.com")

	g.add("mobiledev/ci-github-actions-debug-env-dump", `
Run env | sort | grep -v '^GITHUB_'
ANDROID_HOME=/usr/local/lib/android/sdk
ANDROID_KEYSTORE_PASSWORD=«a»
ANDROID_KEY_ALIAS=upload
ANDROID_KEY_PASSWORD=«b»
ImageOS=ubuntu24
JAVA_HOME=/usr/lib/jvm/temurin-17-jdk-amd64
PLAY_SERVICE_ACCOUNT_JSON=***
RUNNER_OS=Linux
SENTRY_AUTH_TOKEN=«c»
`, V{"a": g.pw(), "b": g.pw(), "c": g.sentryUser()}, "PLAY_SERVICE_ACCOUNT_JSON=***", "JAVA_HOME=/usr/lib/jvm/temurin-17-jdk-amd64")

	g.add("mobiledev/ci-circleci-config-env-literal", `
version: 2.1
orbs:
  android: circleci/android@2.5.0
jobs:
  release:
    executor:
      name: android/android-docker
      tag: 2024.11.1
    environment:
      GRADLE_OPTS: -Dorg.gradle.daemon=false
      KEYSTORE_PASSWORD: «a»
      FIREBASE_TOKEN: «b»
    steps:
      - checkout
      - run: ./gradlew assembleRelease appDistributionUploadRelease
`, V{"a": g.pwURL(), "b": g.gRefresh()}, "circleci/android@2.5.0", "appDistributionUploadRelease")

	g.add("mobiledev/ci-gitlab-ci-ios-job", `
ios_beta:
  stage: deploy
  tags: [macos, xcode16]
  variables:
    LC_ALL: en_US.UTF-8
    MATCH_PASSWORD: "«a»"
    MATCH_GIT_URL: "https://gitlab-ci-token:«b»@gitlab.northwind.io/mobile/certificates.git"
  before_script:
    - bundle install --path vendor/bundle
  script:
    - bundle exec fastlane ios beta
`, V{"a": g.pwStrong(), "b": g.glpat()}, "tags: [macos, xcode16]", "bundle install --path vendor/bundle")

	g.add("mobiledev/ci-azure-pipelines-android-signing", `
- task: AndroidSigning@3
  inputs:
    apkFiles: '**/*.apk'
    apksign: true
    apksignerKeystoreFile: 'upload.jks'
    apksignerKeystorePassword: '«a»'
    apksignerKeystoreAlias: 'upload'
    apksignerKeyPassword: '«b»'
    zipalign: true
`, V{"a": g.pw(), "b": g.pw()}, "AndroidSigning@3", "apksignerKeystoreAlias: 'upload'")

	g.add("mobiledev/ci-jenkinsfile-withenv-literal", `
pipeline {
  agent { label 'mac-mini-03' }
  stages {
    stage('TestFlight') {
      steps {
        withEnv(["FASTLANE_USER=mobile-release@northwind.io",
                 "FASTLANE_PASSWORD=«a»",
                 "MATCH_PASSWORD=«b»"]) {
          sh 'bundle exec fastlane ios beta'
        }
      }
    }
  }
}
`, V{"a": g.pw(), "b": g.pwURL()}, "agent { label 'mac-mini-03' }", "FASTLANE_USER=mobile-release@northwind.io")

	g.add("mobiledev/ci-github-secret-list-and-set", `
$ gh secret list -R northwind/rides-ios
NAME                          UPDATED
APP_STORE_CONNECT_KEY_BASE64  about 2 months ago
MATCH_PASSWORD                about 2 months ago
SENTRY_AUTH_TOKEN             about 5 days ago
$ gh secret set REVENUECAT_SECRET_KEY -R northwind/rides-ios --body "«a»"
✓ Set Actions secret REVENUECAT_SECRET_KEY for northwind/rides-ios
`, V{"a": g.mdvRCSecret()}, "APP_STORE_CONNECT_KEY_BASE64  about 2 months ago", "northwind/rides-ios")

	g.add("mobiledev/ci-codemagic-log-decoded-keystore-props", `
== Set up keystore ==
echo $CM_KEYSTORE | base64 --decode > /tmp/keystore.keystore
cat >> "$CM_BUILD_DIR/android/key.properties" <<EOF
storePassword=$CM_KEYSTORE_PASSWORD
keyPassword=$CM_KEY_PASSWORD
keyAlias=$CM_KEY_ALIAS
storeFile=/tmp/keystore.keystore
EOF
== cat android/key.properties (debug) ==
storePassword=«a»
keyPassword=«b»
keyAlias=rides_upload
storeFile=/tmp/keystore.keystore
`, V{"a": g.pwURL(), "b": g.pwURL()}, "keyAlias=rides_upload", "storePassword=$CM_KEYSTORE_PASSWORD")
}

// ---- SDK keys: Sentry, OneSignal, RevenueCat, Branch ----

func (g *G) mdvSDKs() {
	g.add("mobiledev/sdk-sentry-properties-ios-android", `
$ cat ios/sentry.properties
defaults.url=https://sentry.io/
defaults.org=northwind
defaults.project=rides-ios
auth.token=«a»
cli.executable=node_modules/@sentry/cli/bin/sentry-cli
$ cat android/sentry.properties
defaults.org=northwind
defaults.project=rides-android
auth.token=«a»
`, V{"a": g.mdvSentry("northwind")}, "cli.executable=node_modules/@sentry/cli/bin/sentry-cli", "defaults.project=rides-android")

	g.add("mobiledev/sdk-sentry-cli-sourcemaps-upload", `
$ npx sentry-cli --auth-token «a» sourcemaps upload --org northwind --project rides-rn --release com.northwind.rides@4.12.0+412 --dist 412 --strip-prefix /Users/lena/src/rides build/index.android.bundle build/index.android.bundle.map
> Found 2 files
> Analyzing 2 sources
> Adding source map references
> Bundled 2 files for upload
> Bundle ID: «_bid»
> Uploaded files to Sentry
> File upload complete (processing pending on server)
> Organization: northwind
> Project: rides-rn
> Release: com.northwind.rides@4.12.0+412
> Dist: 412
`, V{"a": g.mdvSentry("northwind"), "_bid": g.uuid()}, "com.northwind.rides@4.12.0+412", "File upload complete (processing pending on server)")

	g.add("mobiledev/sdk-sentryclirc-user-token", `
$ cat ~/.sentryclirc
[auth]
token=«a»

[defaults]
org=northwind
url=https://sentry.io/
`, V{"a": g.sentryUser()}, "org=northwind")

	g.add("mobiledev/sdk-sentry-gradle-plugin-block", `
sentry {
    org = "northwind"
    projectName = "rides-android"
    authToken = "«a»"
    includeProguardMapping = true
    autoUploadProguardMapping = true
    uploadNativeSymbols = true
    includeSourceContext = true
}
`, V{"a": g.mdvSentry("northwind")}, `projectName = "rides-android"`, "autoUploadProguardMapping = true")

	g.add("mobiledev/sdk-onesignal-legacy-rest-curl", `
$ curl --include --request POST \
     --header "Content-Type: application/json; charset=utf-8" \
     --header "Authorization: Basic «a»" \
     --data-binary '{"app_id": "«_app»", "contents": {"en": "Your ride is here"}, "include_external_user_ids": ["u_48213"]}' \
     https://onesignal.com/api/v1/notifications
HTTP/2 200
content-type: application/json; charset=utf-8

{"id":"«_nid»","external_id":null}
`, V{"a": g.mdvOSLegacy(), "_app": g.uuid(), "_nid": g.uuid()}, "https://onesignal.com/api/v1/notifications", `"include_external_user_ids": ["u_48213"]`)

	g.add("mobiledev/sdk-onesignal-v2-key-node", `
// server/push.js
const OneSignal = require('@onesignal/node-onesignal');

const configuration = OneSignal.createConfiguration({
  restApiKey: '«a»',
});
const client = new OneSignal.DefaultApi(configuration);
const ONESIGNAL_APP_ID = '«_app»';
`, V{"a": g.mdvOSv2(), "_app": g.uuid()}, "OneSignal.createConfiguration", "@onesignal/node-onesignal")

	g.add("mobiledev/sdk-onesignal-curl-key-header", `
$ curl -s -X POST https://api.onesignal.com/notifications?c=push \
    -H "Authorization: Key «a»" -H "Content-Type: application/json" \
    -d '{"app_id":"«_app»","target_channel":"push","headings":{"en":"Promo"},"contents":{"en":"20% off today"},"included_segments":["Active Subscriptions"]}'
{"id":"«_nid»","external_id":null,"errors":{"invalid_aliases":{"external_id":[]}}}
`, V{"a": g.mdvOSv2(), "_app": g.uuid(), "_nid": g.uuid()}, `"included_segments":["Active Subscriptions"]`)

	g.add("mobiledev/sdk-revenuecat-configure-public", `
import RevenueCat

func configurePurchases() {
    Purchases.logLevel = .info
    Purchases.configure(
        with: Configuration.Builder(withAPIKey: "«_k»")
            .with(appUserID: nil)
            .with(storeKitVersion: .storeKit2)
            .build()
    )
}
`, V{"_k": g.mdvRCPublic("appl")}, "with(storeKitVersion: .storeKit2)")

	g.add("mobiledev/sdk-revenuecat-rest-subscriber", `
$ curl -s https://api.revenuecat.com/v1/subscribers/u_48213 \
    -H "Authorization: Bearer «a»" -H "X-Platform: ios" | jq '.subscriber.entitlements'
{
  "pro": {
    "expires_date": "2025-05-02T10:14:02Z",
    "grace_period_expires_date": null,
    "product_identifier": "com.northwind.rides.pro.monthly",
    "purchase_date": "2025-04-02T10:14:02Z"
  }
}
`, V{"a": g.mdvRCSecret()}, "com.northwind.rides.pro.monthly", "https://api.revenuecat.com/v1/subscribers/u_48213")

	g.add("mobiledev/sdk-revenuecat-webhook-server-env", `
# backend/.env
REVENUECAT_PROJECT_ID=proj«_p»
REVENUECAT_V2_SECRET_KEY=«a»
REVENUECAT_WEBHOOK_AUTH=Bearer «b»
REVENUECAT_APPLE_PUBLIC_KEY=«_pk»
`, V{"_p": g.hex(8), "a": g.mdvRCSecret(), "b": g.b64u(32), "_pk": g.mdvRCPublic("appl")}, "REVENUECAT_PROJECT_ID=proj")

	g.add("mobiledev/sdk-branch-api-create-link", `
$ curl -s -X POST https://api2.branch.io/v1/url \
    -H "Content-Type: application/json" \
    -d '{"branch_key":"«_k»","channel":"referral","feature":"invite","data":{"$canonical_identifier":"ride/81234","$og_title":"Ride with me"}}'
{"url":"https://northwind.app.link/«_l»"}
$ curl -s "https://api2.branch.io/v1/app/«_k»?branch_secret=«a»" | jq '{app_key, app_name, dev_email}'
{
  "app_key": "«_k»",
  "app_name": "Northwind Rides",
  "dev_email": "mobile@northwind.io"
}
`, V{"_k": g.mdvBranchKey("live"), "_l": g.an(11), "a": g.mdvBranchSecret("live")}, "https://api2.branch.io/v1/url", `"dev_email": "mobile@northwind.io"`)

	g.add("mobiledev/sdk-branch-json-and-export-script", `
$ cat android/app/src/main/assets/branch.json
{
  "liveKey": "«_lk»",
  "testKey": "«_tk»",
  "useTestInstance": false,
  "enableLogging": false
}
$ cat scripts/branch_export.py | head -6
import requests
BRANCH_KEY = "«_lk»"
BRANCH_SECRET = "«a»"
resp = requests.post("https://api2.branch.io/v2/logs", json={"branch_key": BRANCH_KEY, "branch_secret": BRANCH_SECRET, "export_date": "2025-04-01"})
`, V{"_lk": g.mdvBranchKey("live"), "_tk": g.mdvBranchKey("test"), "a": g.mdvBranchSecret("live")}, `"useTestInstance": false`, "https://api2.branch.io/v2/logs")

	g.add("mobiledev/sdk-sentry-react-native-wizard-output", `
$ npx @sentry/wizard@latest -i reactNative
┌   Sentry React Native Wizard
│
◇  Select your Sentry project.
│  northwind/rides-rn
│
◇  Added sentry.properties file to android and ios projects with auth token.
│
●  Sentry auth token for CI: «a»
│  Add it to your CI secrets as SENTRY_AUTH_TOKEN.
│
└  Everything is set up!
`, V{"a": g.mdvSentry("northwind")}, "Sentry React Native Wizard", "northwind/rides-rn")

	g.add("mobiledev/sdk-appsflyer-and-adjust-ids-with-s2s-token", `
// src/analytics/init.ts
appsFlyer.initSdk({
  devKey: "«_dk»",
  isDebug: false,
  appId: "id«_aid»",
  onInstallConversionDataListener: true,
});
// server-side purchase validation (backend/config.ts)
export const APPSFLYER_API_TOKEN_V2 = "«a»";
`, V{"_dk": g.an(22), "_aid": g.digits(10), "a": g.jwt("HS256", fmt.Sprintf(`{"nbf":1717000000,"payload":{"uuid":"%s","account_id":%d,"created_at":1717000000},"iss":"AppsFlyer"}`, g.uuid(), 100000+g.r.IntN(900000)))},
		"onInstallConversionDataListener: true", "APPSFLYER_API_TOKEN_V2")
}

// ---- MobSF and reverse engineering of builds ----

func (g *G) mdvSecurity() {
	g.add("mobiledev/sec-mobsf-startup-api-key", `
$ docker run -it --rm -p 8000:8000 opensecurity/mobile-security-framework-mobsf:latest
[INFO] 02/Apr/2025 09:14:22 - 
  __  __       _    ____  _____       _  _    _  _   
 |  \/  | ___ | |__/ ___||  ___|_   _| || |  | || |  
 | |\/| |/ _ \| '_ \___ \| |_  \ \ / / || |_ | || |_ 
 | |  | | (_) | |_) |__) |  _|  \ V /|__   _||__   _|
 |_|  |_|\___/|_.__/____/|_|     \_/    |_|(_)  |_|  
[INFO] 02/Apr/2025 09:14:22 - Mobile Security Framework v4.3.1
REST API Key: «a»
Default Credentials: mobsf/mobsf
[INFO] 02/Apr/2025 09:14:22 - OS: Linux
`, V{"a": g.hex(64)}, "Mobile Security Framework v4.3.1", "Default Credentials: mobsf/mobsf")

	g.add("mobiledev/sec-mobsf-api-upload-scan", `
$ curl -s -F 'file=@app-release.apk' http://localhost:8000/api/v1/upload -H "Authorization: «a»"
{"analyzer": "static_analyzer", "status": "success", "hash": "«_h»", "scan_type": "apk", "file_name": "app-release.apk"}
$ curl -s -X POST --url http://localhost:8000/api/v1/scan --data "hash=«_h»" -H "X-Mobsf-Api-Key: «a»" | jq .security_score
52
`, V{"a": g.hex(64), "_h": g.hex(32)}, `"analyzer": "static_analyzer"`, "http://localhost:8000/api/v1/scan")

	g.add("mobiledev/sec-mobsf-report-json-secrets", `
$ jq '{secrets, firebase_urls, exported_activities: .exported_activities}' report.json
{
  "secrets": [
    "\"google_api_key\" : \"«_g»\"",
    "\"google_crash_reporting_api_key\" : \"«_g»\"",
    "\"stripe_sk\" : \"«a»\"",
    "\"com.northwind.rides.AWS_SECRET\" : \"«b»\"",
    "\"mixpanel_token\" : \"«_mp»\""
  ],
  "firebase_urls": [
    "https://northwind-rides-default-rtdb.firebaseio.com"
  ],
  "exported_activities": "['com.northwind.rides.DeepLinkActivity']"
}
`, V{"_g": g.googleKey(), "a": g.skLive(), "b": g.awsSecret(), "_mp": g.hex(32)}, "com.northwind.rides.DeepLinkActivity", "https://northwind-rides-default-rtdb.firebaseio.com")

	g.add("mobiledev/sec-apktool-strings-xml", `
$ apktool d -f app-release.apk -o /tmp/rides-decoded >/dev/null && grep -E 'key|secret|token' /tmp/rides-decoded/res/values/strings.xml
    <string name="com.google.firebase.crashlytics.mapping_file_id">«_map»</string>
    <string name="default_web_client_id">«_wc»</string>
    <string name="facebook_client_token">«_fct»</string>
    <string name="gcm_defaultSenderId">«_s»</string>
    <string name="google_api_key">«_ak»</string>
    <string name="intercom_api_secret">«a»</string>
    <string name="twitter_consumer_secret">«b»</string>
`, V{"_map": g.hex(32), "_wc": g.mobGoogleClientID(), "_fct": g.hex(32), "_s": g.digits(12), "_ak": g.googleKey(), "a": g.hex(40), "b": g.an(50)}, "/tmp/rides-decoded/res/values/strings.xml")

	g.add("mobiledev/sec-jadx-grep-hardcoded", `
$ jadx -d /tmp/rides-src app-release.apk -q && grep -rn "Bearer \|apiSecret\|PASSWORD" /tmp/rides-src/sources/com/northwind | head
/tmp/rides-src/sources/com/northwind/rides/net/ApiClient.java:38:        builder.header("Authorization", "Bearer «a»");
/tmp/rides-src/sources/com/northwind/rides/pay/PayConfig.java:12:    public static final String apiSecret = "«b»";
/tmp/rides-src/sources/com/northwind/rides/db/LocalDb.java:21:    private static final String DB_PASSWORD = "«c»";
`, V{"a": g.hex(40), "b": g.b64u(32), "c": g.pw()}, "/tmp/rides-src/sources/com/northwind/rides/net/ApiClient.java:38:")

	g.add("mobiledev/sec-strings-ipa-binary", `
$ unzip -q Rides.ipa -d /tmp/ipa && strings -a /tmp/ipa/Payload/Rides.app/Rides | grep -E '^(sk_|AKIA|AIza|xox)' | sort -u
«_ak»
«a»
«b»
«c»
`, V{"_ak": g.googleKey(), "a": g.awsID(), "b": g.skLive(), "c": g.xoxb()}, "/tmp/ipa/Payload/Rides.app/Rides")

	g.add("mobiledev/sec-apkleaks-output", `
$ apkleaks -f app-release.apk
     _    ____  _  ___               _        
    / \  |  _ \| |/ / |    ___  __ _| | _____ 
   / _ \ | |_) | ' /| |   / _ \/ _ ˋ | |/ / __|
  / ___ \|  __/| . \| |__|  __/ (_| |   <\__ \
 /_/   \_\_|   |_|\_\_____\___|\__,_|_|\_\___/
 v2.6.3
 --
 Scanning APK file for URIs, endpoints & secrets
 (c) 2020-2024, dwisiswant0

** Decompiling APK...
** Scanning against 'com.northwind.rides'

[Amazon_AWS_Access_Key_ID]
- «a»

[Firebase]
- northwind-rides.firebaseio.com

[Google_API_Key]
- «_g»

[Slack_Webhook_URL]
- https://hooks.slack.com/services/«_w»/«_b»/«c»
`, V{"a": g.awsID(), "_g": g.googleKey(), "_w": g.slackT(), "_b": g.slackB(), "c": g.an(24)}, "Scanning against 'com.northwind.rides'", "northwind-rides.firebaseio.com")

	g.add("mobiledev/sec-gitleaks-mobile-repo", `
$ gitleaks detect --source . -v --redact=0 | head -24

    ○
    │╲
    │ ○
    ○ ░
    ░    gitleaks

Finding:     storePassword "«a»"
Secret:      «a»
RuleID:      generic-api-key
Entropy:     3.921928
File:        android/app/build.gradle
Line:        88
Commit:      «_c»
Author:      Lena Park
Email:       lena@northwind.io
Date:        2023-06-02T14:21:07Z
Fingerprint: «_c»:android/app/build.gradle:generic-api-key:88
`, V{"a": g.pwStrong(), "_c": g.gitSHA()}, "File:        android/app/build.gradle", "RuleID:      generic-api-key")

	g.add("mobiledev/sec-frida-okhttp-intercept", `
$ frida -U -f com.northwind.rides -l okhttp-logger.js
     ____
    / _  |   Frida 16.5.9 - A world-class dynamic instrumentation toolkit
   | (_| |
    > _  |   Commands:
   /_/ |_|       help      -> Displays the help system
Spawned ˋcom.northwind.ridesˋ. Resuming main thread!
[Pixel 7::com.northwind.rides ]-> [okhttp] POST https://api.northwind.io/v3/auth/refresh
[okhttp]   Content-Type: application/json
[okhttp]   {"refresh_token":"«a»","device_id":"«_d»"}
[okhttp] <-- 200 {"access_token":"«b»","expires_in":900}
`, V{"a": g.b64u(64), "_d": g.hex(16), "b": g.userJWT()}, "https://api.northwind.io/v3/auth/refresh", "Frida 16.5.9")

	g.add("mobiledev/sec-objection-keychain-dump", `
com.northwind.rides on (iPhone: 17.5.1) [usb] # ios keychain dump
Note: You may be asked to authenticate using the devices passcode or TouchID
Save the output by adding ˋ--json keychain.jsonˋ to this command
Dumping the iOS keychain...
Created                    Accessible                      ACL    Type      Account              Service                     Data
-------------------------  ------------------------------  -----  --------  -------------------  --------------------------  ----------------------------------------
2025-03-30 08:12:41 +0000  AfterFirstUnlockThisDeviceOnly  None   Password  refresh_token        com.northwind.rides.auth    «a»
2025-03-30 08:12:41 +0000  AfterFirstUnlockThisDeviceOnly  None   Password  device_id            com.northwind.rides.auth    «_d»
2025-03-30 08:12:42 +0000  WhenUnlocked                    None   Password  lena@northwind.io    com.northwind.rides.login   «b»
`, V{"a": g.b64u(64), "_d": strings.ToUpper(g.uuid()), "b": g.pw()}, "AfterFirstUnlockThisDeviceOnly", "com.northwind.rides.auth")
}

// ---- device logs: adb logcat, Xcode console, on-device storage ----

func (g *G) mdvLogs() {
	g.add("mobiledev/log-adb-logcat-okhttp-headers", `
$ adb logcat -v time OkHttp:D *:S
04-02 10:14:02.118 D/OkHttp  (12873): --> GET https://api.northwind.io/v3/rides/active
04-02 10:14:02.118 D/OkHttp  (12873): Accept: application/json
04-02 10:14:02.118 D/OkHttp  (12873): Authorization: Bearer «a»
04-02 10:14:02.118 D/OkHttp  (12873): X-Device-Id: «_d»
04-02 10:14:02.119 D/OkHttp  (12873): --> END GET
04-02 10:14:02.402 D/OkHttp  (12873): <-- 200 https://api.northwind.io/v3/rides/active (283ms)
`, V{"a": g.userJWT(), "_d": g.hex(16)}, "https://api.northwind.io/v3/rides/active (283ms)")

	g.add("mobiledev/log-adb-logcat-reactnativejs", `
$ adb logcat -s ReactNativeJS:V
04-02 10:20:11.503 12873 12940 I ReactNativeJS: 'Running "Rides" with {"rootTag":11,"initialProps":{"concurrentRoot":true},"fabric":true}'
04-02 10:20:12.221 12873 12940 I ReactNativeJS: '[auth] restored session', { userId: 'u_48213', refreshToken: '«a»', expiresAt: 1743589212 }
04-02 10:20:12.230 12873 12940 W ReactNativeJS: 'Possible unhandled promise rejection (id: 0): TypeError: Network request failed'
`, V{"a": g.b64u(64)}, "Possible unhandled promise rejection", `"fabric":true`)

	g.add("mobiledev/log-adb-logcat-fcm-token-and-api-key", `
04-02 10:22:40.017 12873 12873 D FirebaseMessaging: FCM token: «=reg»
04-02 10:22:40.019 12873 12873 I FirebaseInitProvider: FirebaseApp initialization successful
04-02 10:22:40.311 12873 13002 D RidesPush: registering device with backend key=«a»
04-02 10:22:40.742 12873 13002 D RidesPush: registered installation «_i»
`, V{"=reg": g.mdvFCMReg(), "a": g.hex(40), "_i": g.uuid()}, "FirebaseApp initialization successful")

	g.add("mobiledev/log-android-studio-logcat-new-format", `
2025-04-02 10:31:05.118  12873-13011  AuthRepository          com.northwind.rides                  D  login ok for lena@northwind.io, storing session
2025-04-02 10:31:05.119  12873-13011  AuthRepository          com.northwind.rides                  V  session={"access":"«a»","refresh":"«b»"}
2025-04-02 10:31:05.233  12873-12873  Choreographer           com.northwind.rides                  I  Skipped 41 frames!  The application may be doing too much work on its main thread.
`, V{"a": g.userJWT(), "b": g.b64u(64)}, "Skipped 41 frames!  The application may be doing too much work on its main thread.")

	g.add("mobiledev/log-adb-shared-prefs-xml", `
$ adb shell run-as com.northwind.rides cat /data/data/com.northwind.rides/shared_prefs/auth_prefs.xml
<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="user_id">u_48213</string>
    <string name="access_token">«a»</string>
    <string name="refresh_token">«b»</string>
    <long name="expires_at" value="1743589212000" />
    <boolean name="onboarding_done" value="true" />
</map>
`, V{"a": g.userJWT(), "b": g.b64u(64)}, `<boolean name="onboarding_done" value="true" />`, "shared_prefs/auth_prefs.xml")

	g.add("mobiledev/log-xcode-console-networking", `
2025-04-02 10:40:12.882113+0100 Rides[4122:1788201] [Networking] → POST https://api.northwind.io/v3/payments/intent
2025-04-02 10:40:12.882400+0100 Rides[4122:1788201] [Networking]   headers: ["Authorization": "Bearer «a»", "X-App-Version": "4.12.0 (412)"]
2025-04-02 10:40:13.144812+0100 Rides[4122:1788201] [Networking] ← 200 {"client_secret":"pi_«_pi»_secret_«b»","status":"requires_payment_method"}
2025-04-02 10:40:13.145002+0100 Rides[4122:1788201] [Stripe] Presenting PaymentSheet
`, V{"a": g.userJWT(), "_pi": g.an(24), "b": g.an(25)}, `"X-App-Version": "4.12.0 (412)"`, "Presenting PaymentSheet")

	g.add("mobiledev/log-simctl-log-stream", `
$ xcrun simctl spawn booted log stream --level debug --predicate 'subsystem == "com.northwind.rides"'
Filtering the log data using "subsystem == "com.northwind.rides""
Timestamp                       Thread     Type        Activity             PID    TTL
2025-04-02 10:44:01.201833+0100 0x1b4c2    Debug       0x0                  51233  0    Rides: [com.northwind.rides:auth] keychain write ok service=com.northwind.rides.auth account=session
2025-04-02 10:44:01.201990+0100 0x1b4c2    Debug       0x0                  51233  0    Rides: [com.northwind.rides:auth] token=«a»
`, V{"a": g.b64u(48)}, "keychain write ok service=com.northwind.rides.auth account=session")

	g.add("mobiledev/log-flipper-network-export", `
{
  "id": "«_id»",
  "timestamp": 1743586802118,
  "method": "POST",
  "url": "https://api.northwind.io/v3/auth/login",
  "headers": [
    { "key": "Content-Type", "value": "application/json" },
    { "key": "User-Agent", "value": "Rides/412 CFNetwork/1568.100.1 Darwin/24.0.0" }
  ],
  "data": "{\"email\":\"lena@northwind.io\",\"password\":\"«a»\"}"
}
`, V{"_id": g.uuid(), "a": g.pw()}, "Rides/412 CFNetwork/1568.100.1 Darwin/24.0.0", "https://api.northwind.io/v3/auth/login")

	g.add("mobiledev/log-rn-asyncstorage-dump", `
$ adb shell "run-as com.northwind.rides sqlite3 databases/RKStorage 'select key, value from catalystLocalStorage'"
persist:root|{"auth":"{\"token\":\"«a»\",\"userId\":\"u_48213\"}","_persist":"{\"version\":-1,\"rehydrated\":true}"}
@rides/onboarding|done
@rides/lastCity|Leeds
`, V{"a": g.userJWT()}, "@rides/lastCity|Leeds", "catalystLocalStorage")

	g.add("mobiledev/log-ios-crash-report-env", `
Incident Identifier: «_ii»
Hardware Model:      iPhone15,3
Process:             Rides [4122]
Path:                /private/var/containers/Bundle/Application/«_pa»/Rides.app/Rides
Identifier:          com.northwind.rides
Version:             4.12.0 (412)
Code Type:           ARM-64 (Native)
OS Version:          iPhone OS 17.5.1 (21F90)

Exception Type:  EXC_CRASH (SIGABRT)
Application Specific Information:
*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Invalid API response for request https://api.northwind.io/v3/me?access_token=«a»'
`, V{"_ii": strings.ToUpper(g.uuid()), "_pa": strings.ToUpper(g.uuid()), "a": g.b64u(43)}, "Hardware Model:      iPhone15,3", "NSInvalidArgumentException")

	g.add("mobiledev/log-gradle-info-publish-credentials", `
$ ./gradlew publishReleasePublicationToNorthwindRepository --info | grep -i -A2 credentials
Using credentials for repository 'northwind': username=ci-publisher
Publishing to repository 'northwind' (https://maven.northwind.io/releases)
Uploading rides-core-4.12.0.aar to https://ci-publisher:«a»@maven.northwind.io/releases/com/northwind/rides-core/4.12.0/rides-core-4.12.0.aar
`, V{"a": g.pwURL()}, "Using credentials for repository 'northwind': username=ci-publisher")

	g.add("mobiledev/log-detox-artifacts-env", `
detox[51877] i artifacts-manager: saving logs to artifacts/ios.sim.release.2025-04-02 10-51-02Z
detox[51877] i Running: xcrun simctl launch --stdout=... «_sim» com.northwind.rides --args -detoxServer ws://localhost:51123 -detoxSessionId «_s» -detoxDisableHierarchyDump YES -e2eAuthToken «a»
detox[51877] i ✓ Login › logs in with seeded user (4.2s)
`, V{"_sim": strings.ToUpper(g.uuid()), "_s": g.uuid(), "a": g.hex(48)}, "artifacts-manager: saving logs to", "logs in with seeded user")
}

// ---- chats, issues and agent conversations ----

func (g *G) mdvChat() {
	g.add("mobiledev/chat-slack-keystore-password", `
#mobile-android  ·  Tue 16:02
ravi: anyone know the upload keystore pw? play console rejects our aab
lena: it's in 1password under "Rides Android upload key" — but fine: «a» , alias upload
ravi: thx, key password the same?
lena: no, key pw is «b»
`, V{"a": g.pw(), "b": g.pw()}, "Rides Android upload key")

	g.add("mobiledev/chat-agent-user-pastes-asp", `
User: fastlane keeps asking for the password on CI. the app-specific one is «a» if that helps, account mobile-release@northwind.io
Assistant: Thanks. Set it as FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD in the CI secrets rather than in the Fastfile; pilot reads it when it falls back to iTMSTransporter.
`, V{"a": g.mdvASP()}, "FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD", "mobile-release@northwind.io")

	g.add("mobiledev/chat-github-issue-fastlane-env", `
### New Issue Checklist
- [x] Updated fastlane to the latest version
- [x] I read the [Contribution Guidelines](https://github.com/fastlane/fastlane/blob/master/CONTRIBUTING.md)

### Issue Description
match fails on CI with "Invalid username and password combination" since yesterday.

##### Command executed
ˋMATCH_PASSWORD=«a» FASTLANE_SESSION=«b» bundle exec fastlane ios betaˋ

##### Complete output when running fastlane, including the stack trace and command used
[!] Invalid username and password combination. Used 'mobile-release@northwind.io' as the username.
`, V{"a": g.pwURL(), "b": g.mdvMyacinfo()}, "Invalid username and password combination", "New Issue Checklist")

	g.add("mobiledev/chat-teams-expo-token", `
[10:12] Priya Shah
new robot token for EAS, scope is just the rides project:
«a»
[10:13] Tom Becker
added to GitHub as EXPO_TOKEN 👍 revoke the old one "ci-2024"?
[10:13] Priya Shah
yes
`, V{"a": g.b64u(40)}, `revoke the old one "ci-2024"?`)

	g.add("mobiledev/chat-agent-onesignal-debug", `
User: push isn't arriving on android, here's what I'm sending

curl -X POST https://onesignal.com/api/v1/notifications -H "Authorization: Basic «a»" -d '{"app_id":"«_app»","included_segments":["Subscribed Users"],"contents":{"en":"test"}}'

response: {"id":"","errors":["All included players are not subscribed"]}
Assistant: The key and app id are accepted; the error means no device is subscribed yet. Check that the app calls OneSignal.Notifications.requestPermission(true) on Android 13+.
`, V{"a": g.mdvOSLegacy(), "_app": g.uuid()}, "All included players are not subscribed", "OneSignal.Notifications.requestPermission(true)")

	g.add("mobiledev/chat-jira-comment-play-sa", `
RIDES-2291 · Comment by Lena Park · 2 Apr 2025 11:02
Play upload is blocked until we have the new service account. Created it in northwind-play; key below until Vault is set up (delete this comment after):
private_key_id: «_kid»
private_key: «a»
client_email: play-upload-2025@northwind-play.iam.gserviceaccount.com
`, V{"_kid": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block() + "\n")}, "play-upload-2025@northwind-play.iam.gserviceaccount.com", "RIDES-2291")

	g.add("mobiledev/chat-discord-revenuecat-secret", `
lena — Today at 14:20
why does the RC REST call return 401? using ˋAuthorization: Bearer «_pub»ˋ
mod_rc — Today at 14:22
that's your public Apple SDK key, REST v1 needs the secret one (sk_...) from Project settings → API keys
lena — Today at 14:25
ah ok, «a» works 🙏 
`, V{"_pub": g.mdvRCPublic("appl"), "a": g.mdvRCSecret()}, "Project settings → API keys")

	g.add("mobiledev/chat-agent-summary-of-release-fix", `
Assistant: Done. Summary of what I changed:
1. ios/fastlane/Fastfile — replaced the hard-coded keychain password with ENV["KEYCHAIN_PASSWORD"].
2. android/app/build.gradle — signingConfigs.release now reads keystore.properties.
3. Removed the old Branch secret «a» from ios/Config/Secrets.xcconfig; you should rotate it in the Branch dashboard since it was committed in «_c».
4. Bumped versionCode to 413 and CFBundleVersion to 413.
`, V{"a": g.mdvBranchSecret("live"), "_c": g.hex(7)}, "Bumped versionCode to 413 and CFBundleVersion to 413.")

	g.add("mobiledev/chat-email-apple-dev-account-handover", `
From: Marco Ruiz <marco@northwind.io>
To: lena@northwind.io
Subject: Apple developer account handover

Hi Lena,

Before I leave on Friday: the Account Holder login is appstore@northwind.io / «a»
2FA goes to the shared phone in the office safe. The App Store Connect API key "CI Admin" (Key ID «_k») is in 1Password; the issuer id is «_i».

Cheers,
Marco
`, V{"a": g.pw(), "_k": g.mdvID10(), "_i": g.uuid()}, "Apple developer account handover", "appstore@northwind.io")

	g.add("mobiledev/chat-stackoverflow-codemagic-question", `
Title: Codemagic build fails "Keystore was tampered with" although password is right

My codemagic.yaml:

    environment:
      android_signing:
        - rides_upload
      vars:
        CM_KEYSTORE_PASSWORD: «a»
        CM_KEY_ALIAS: upload
        CM_KEY_PASSWORD: «a»

Any idea what's wrong? Flutter 3.27, AGP 8.7.
`, V{"a": g.pwURL()}, "Flutter 3.27, AGP 8.7.", "android_signing:")
}

// ---- benign look-alikes ----

func (g *G) mdvBenign() {
	g.add("mobiledev/benign-keytool-list-fingerprints", `
$ keytool -list -v -keystore ~/.android/debug.keystore -alias androiddebugkey -storepass android -keypass android
Alias name: androiddebugkey
Creation date: Feb 3, 2025
Entry type: PrivateKeyEntry
Certificate chain length: 1
Certificate[1]:
Owner: C=US, O=Android, CN=Android Debug
Issuer: C=US, O=Android, CN=Android Debug
Serial number: 1
Valid from: Mon Feb 03 09:12:01 GMT 2025 until: Wed Jan 27 09:12:01 GMT 2055
Certificate fingerprints:
	 SHA1: «_s1»
	 SHA256: «_s2»
Signature algorithm name: SHA256withRSA
`, V{"_s1": g.mdvFP(20), "_s2": g.mdvFP(32)}, "-storepass android -keypass android", "CN=Android Debug")

	g.add("mobiledev/benign-assetlinks-json", `
$ curl -s https://northwind.io/.well-known/assetlinks.json
[{
  "relation": ["delegate_permission/common.handle_all_urls"],
  "target": {
    "namespace": "android_app",
    "package_name": "com.northwind.rides",
    "sha256_cert_fingerprints": ["«_s»"]
  }
}]
`, V{"_s": g.mdvFP(32)}, "delegate_permission/common.handle_all_urls")

	g.add("mobiledev/benign-apple-app-site-association", `
$ curl -s https://northwind.io/.well-known/apple-app-site-association
{"applinks":{"details":[{"appIDs":["«_t».com.northwind.rides"],"components":[{"/":"/ride/*"},{"/":"/invite/*"}]}]},"webcredentials":{"apps":["«_t».com.northwind.rides"]}}
`, V{"_t": g.mdvID10()}, `{"/":"/ride/*"}`)

	g.add("mobiledev/benign-xcrun-devicectl-list", `
$ xcrun devicectl list devices
Name              Hostname                        Identifier                             State                Model
---------------   -----------------------------   ------------------------------------   ------------------   -----------------------------
Lena's iPhone     Lenas-iPhone.coredevice.local   «_i1»   available (paired)   iPhone 15 Pro (iPhone16,1)
QA iPad           QA-iPad.coredevice.local        «_i2»   unavailable          iPad Air 11-inch (M2) (iPad14,8)
$ idevice_id -l
«_u1»
«_u2»
`, V{"_i1": strings.ToUpper(g.uuid()), "_i2": strings.ToUpper(g.uuid()), "_u1": g.mdvUDID(), "_u2": g.mdvUDID()}, "Lenas-iPhone.coredevice.local")

	g.add("mobiledev/benign-security-find-identity", `
$ security find-identity -v -p codesigning
  1) «_h1» "Apple Development: Lena Park («_p1»)"
  2) «_h2» "Apple Distribution: Northwind Ltd («_t»)"
     2 valid identities found
`, V{"_h1": g.s(alHexU, 40), "_p1": g.mdvID10(), "_h2": g.s(alHexU, 40), "_t": g.mdvID10()}, "2 valid identities found", "Apple Distribution: Northwind Ltd")

	g.add("mobiledev/benign-mobileprovision-decode", `
$ security cms -D -i ~/Library/MobileDevice/Provisioning\ Profiles/«_pp».mobileprovision | plutil -p - | grep -E 'Name|UUID|TeamIdentifier|application-identifier|ProvisionedDevices' -A1 | head -14
  "AppIDName" => "Rides"
  "application-identifier" => "«_t».com.northwind.rides"
  "Name" => "match AdHoc com.northwind.rides"
  "ProvisionedDevices" => [
    0 => "«_u1»"
    1 => "«_u2»"
  "TeamIdentifier" => [
    0 => "«_t»"
  "UUID" => "«_pp»"
`, V{"_pp": g.uuid(), "_t": g.mdvID10(), "_u1": g.mdvUDID(), "_u2": g.mdvUDID()}, "match AdHoc com.northwind.rides")

	g.add("mobiledev/benign-altool-keychain-reference", `
$ xcrun altool --upload-app -f build/Rides.ipa -t ios -u mobile-release@northwind.io -p "@keychain:AC_PASSWORD"
$ xcrun altool --upload-package build/Rides.ipa --type ios --apple-id «_app» --bundle-id com.northwind.rides --bundle-version 412 --bundle-short-version-string 4.12.0 --apiKey «_k» --apiIssuer «_i»
UPLOAD SUCCEEDED with no errors
Delivery UUID: «_d»
`, V{"_app": g.digits(10), "_k": g.mdvID10(), "_i": g.uuid(), "_d": g.uuid()}, `-p "@keychain:AC_PASSWORD"`, "UPLOAD SUCCEEDED with no errors")

	g.add("mobiledev/benign-gradle-version-catalog", `
# gradle/libs.versions.toml
[versions]
agp = "8.7.3"
kotlin = "2.1.0"
compose-bom = "2025.01.00"
firebase-bom = "33.7.0"
[libraries]
firebase-bom = { group = "com.google.firebase", name = "firebase-bom", version.ref = "firebase-bom" }
revenuecat = { group = "com.revenuecat.purchases", name = "purchases", version = "8.10.6" }
`, V{}, `compose-bom = "2025.01.00"`, "com.revenuecat.purchases")

	g.add("mobiledev/benign-eas-secret-list-table", `
$ eas secret:list
Secrets for this account and project:
┌──────────────────────┬────────┬─────────┬──────────────────────────────────────┬─────────────────┐
│ Name                 │ Type   │ Scope   │ ID                                   │ Updated at      │
├──────────────────────┼────────┼─────────┼──────────────────────────────────────┼─────────────────┤
│ SENTRY_AUTH_TOKEN    │ string │ project │ «_a» │ Mar 02 10:14:22 │
├──────────────────────┼────────┼─────────┼──────────────────────────────────────┼─────────────────┤
│ GOOGLE_SERVICES_JSON │ file   │ project │ «_b» │ Feb 11 16:40:03 │
└──────────────────────┴────────┴─────────┴──────────────────────────────────────┴─────────────────┘
`, V{"_a": g.uuid(), "_b": g.uuid()}, "Secrets for this account and project:", "GOOGLE_SERVICES_JSON")

	g.add("mobiledev/benign-agvtool-and-version-bump", `
$ xcrun agvtool what-marketing-version
No marketing version number (CFBundleShortVersionString) found for Jambase targets.
Looking for marketing version in native targets...
Found CFBundleShortVersionString of "4.12.0" in "Rides/Info.plist"
$ xcrun agvtool new-version -all 413
Setting version of project Rides to:
    413.
Updated CFBundleVersion in "Rides.xcodeproj/../Rides/Info.plist" to 413
$ grep -n versionCode android/app/build.gradle
14:        versionCode 413
`, V{}, `Found CFBundleShortVersionString of "4.12.0"`, "versionCode 413")

	g.add("mobiledev/benign-onesignal-ids-and-rc-public", `
// App.tsx
OneSignal.initialize("«_os»");
Purchases.configure({ apiKey: Platform.OS === "ios" ? "«_rci»" : "«_rca»" });
branch.subscribe(({ error, params }) => { if (!error) navigate(params) });
`, V{"_os": g.uuid(), "_rci": g.mdvRCPublic("appl"), "_rca": g.mdvRCPublic("goog")}, "branch.subscribe(({ error, params })")

	g.add("mobiledev/benign-masked-secrets-in-ci-log", `
Run bundle exec fastlane ios beta
  env:
    MATCH_PASSWORD: ***
    FASTLANE_SESSION: ***
    APP_STORE_CONNECT_API_KEY_KEY_ID: «_k»
    APP_STORE_CONNECT_API_KEY_ISSUER_ID: «_i»
    APP_STORE_CONNECT_API_KEY_KEY: ***
[✔] 🚀
[11:02:14]: Driving the lane 'ios beta' 🚀
`, V{"_k": g.mdvID10(), "_i": g.uuid()}, "Driving the lane 'ios beta'")

	g.add("mobiledev/benign-play-console-app-signing-info", `
App integrity › App signing
App signing key certificate
  MD5 certificate fingerprint      «_m1»
  SHA-1 certificate fingerprint    «_s1»
  SHA-256 certificate fingerprint  «_s2»
Upload key certificate
  SHA-1 certificate fingerprint    «_s3»
  SHA-256 certificate fingerprint  «_s4»
`, V{"_m1": g.mdvFP(16), "_s1": g.mdvFP(20), "_s2": g.mdvFP(32), "_s3": g.mdvFP(20), "_s4": g.mdvFP(32)}, "App signing key certificate", "Upload key certificate")

	g.add("mobiledev/benign-codepush-info-plist-and-strings", `
<!-- ios/Rides/Info.plist -->
<key>CodePushDeploymentKey</key>
<string>$(CODEPUSH_KEY)</string>
<!-- android/app/src/main/res/values/strings.xml -->
<string moduleConfig="true" name="CodePushDeploymentKey">@string/codepush_key_prod</string>
<string name="app_name">Rides</string>
`, V{}, "<string>$(CODEPUSH_KEY)</string>", "@string/codepush_key_prod")
}
