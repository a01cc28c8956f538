package cases

import (
	"crypto/ed25519"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"strings"
)

// macCases adds credentials from macOS and Apple-ecosystem administration
// and development, as a coding agent meets them on a Mac or while helping
// a Mac admin or an Apple-platform developer. Sources: the security CLI
// (find-generic-password and find-internet-password with -w and -g,
// add-generic-password, dump-keychain with and without -d, create-,
// unlock- and set-key-partition-list in CI, import and export of
// PKCS#12, find-identity, find-certificate, cms -D), the keychain helpers
// of git, Docker, aws-vault and Python keyring; preferences and plists
// (defaults read and write, PlistBuddy, plutil -p and -convert json,
// XML plists with string and data values, loginwindow and kcpassword);
// launchd (LaunchAgents and LaunchDaemons with EnvironmentVariables and
// ProgramArguments, launchctl print and setenv, agent logs); MDM
// configuration profiles (Wi-Fi, 802.1X, IPSec and IKEv2 VPN, PKCS#12 and
// root certificates, SCEP, AD binding, Exchange, mail, LDAP, CalDAV,
// restrictions, web clips, profiles show) and MicroMDM/NanoMDM; Jamf Pro
// (bearer and OAuth token requests, scripts with parameters, jamf
// createAccount, recon and policy output, LAPS, Jamf Connect, DataBase.xml,
// the Python SDK and the Terraform provider), Kandji, Mosyle and Jamf
// Protect; Munki (ManagedInstalls headers and S3 middleware, MunkiReport)
// and AutoPkg (preferences, -k overrides, token files, recipe trust
// info); Homebrew (brew config, HOMEBREW_GITHUB_API_TOKEN, private taps and
// formulae, registry tokens); Xcode and its tools (fastlane .env,
// spaceauth sessions, Fastfile, Appfile, Matchfile, match output and
// decryption, API key JSON, ExportOptions, xcodebuild -exportArchive and
// authentication keys, notarytool, altool, gon, electron-builder, Tauri,
// rcodesign, xcconfig, Xcode Cloud, Swift and Objective-C sources,
// simulator preferences, log stream, simctl, SwiftPM, Carthage and
// CocoaPods trunk); Sparkle EdDSA and DSA keys, signatures and appcasts;
// codesign, spctl, stapler, productsign, pkgutil, openssl pkcs12 and CSRs,
// the MDM push certificate; Sign in with Apple, APNs, CloudKit,
// WeatherKit, App Store Connect and Apple Business Manager tokens; zsh
// history, .zshrc and .zprofile, Tailscale and the 1Password CLI on a Mac;
// sysadminctl, dscl, fdesetup, networksetup, ARD kickstart, mount_smbfs,
// tmutil, firmwarepasswd, softwareupdate and startosinstall --stdinpass,
// system_profiler, ioreg and crash reports; Alfred, Hammerspoon and
// Raycast scripts. Benign look-alikes: team ids, key ids, issuer ids,
// bundle ids, serial numbers, hardware UUIDs and provisioning UDIDs,
// PayloadUUIDs, certificate SHA-1 and SHA-256 hashes, cdhashes, APNs
// device tokens, notarization ids, Sparkle public keys and signatures,
// public certificates, and keychain references. The case names start with
// "mac/".
func (g *G) macCases() {
	g.macKeychain()
	g.macPlists()
	g.macLaunchd()
	g.macProfiles()
	g.macJamf()
	g.macMunki()
	g.macBrew()
	g.macXcode()
	g.macPackages()
	g.macSparkleCases()
	g.macSigning()
	g.macAppleServices()
	g.macShell()
	g.macAdmin()
}

// ---- helpers used only here ----

// macAdd is add with "ˋ" standing for a backtick.
func (g *G) macAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// macTeam is an Apple team id, key id or similar ten-character id.
func (g *G) macTeam() string { return g.s(alUpNum, 10) }

// macSerial is a Mac serial number of the randomized ten-character shape.
func (g *G) macSerial() string { return g.s("BCDFGHJKLMNPQRTVWXY0123456789", 10) }

// macHW is a hardware UUID or a PayloadUUID, upper case.
func (g *G) macHW() string { return strings.ToUpper(g.uuid()) }

// macUDID is an Apple silicon provisioning UDID.
func (g *G) macUDID() string {
	return "00008" + g.pick("103", "112", "122", "132") + "-00" + g.s(alHexU, 14)
}

// macSHA1 is a certificate SHA-1 as find-identity prints it.
func (g *G) macSHA1() string { return g.s(alHexU, 40) }

// macAppPw is an Apple ID app-specific password.
func (g *G) macAppPw() string {
	return g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4)
}

// macFV is a FileVault personal recovery key.
func (g *G) macFV() string {
	p := make([]string, 6)
	for i := range p {
		p[i] = g.s("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4)
	}
	return strings.Join(p, "-")
}

// macP12 is a PKCS#12 file in base64 (starts MIIM...).
func (g *G) macP12() string {
	der := append([]byte{0x30, 0x82, 0x0c, 0x51, 0x02, 0x01, 0x03, 0x30, 0x82, 0x0c, 0x17, 0x06, 0x09, 0x2a, 0x86,
		0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x01, 0xa0, 0x82, 0x0c, 0x08, 0x04, 0x82, 0x0c, 0x04}, g.bytes(2100+g.r.IntN(400))...)
	return base64.StdEncoding.EncodeToString(der)
}

// macJWT is a JWT with the given header and payload and an ES256-sized
// signature.
func (g *G) macJWT(header, payload string) string {
	return b64raw(header) + "." + b64raw(payload) + "." + g.b64u(86)
}

// macASC is an App Store Connect API token.
func (g *G) macASC(kid, iss string) string {
	t := 1735000000 + g.r.IntN(20000000)
	return g.macJWT(`{"alg":"ES256","kid":"`+kid+`","typ":"JWT"}`,
		fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d,"aud":"appstoreconnect-v1"}`, iss, t, t+1200))
}

// macSIWA is a Sign in with Apple client secret.
func (g *G) macSIWA(kid, team, sub string) string {
	t := 1735000000 + g.r.IntN(20000000)
	return g.macJWT(`{"alg":"ES256","kid":"`+kid+`"}`,
		fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d,"aud":"https://appleid.apple.com","sub":"%s"}`, team, t, t+15552000, sub))
}

// macJamfTok is a Jamf Pro API bearer token.
func (g *G) macJamfTok() string {
	t := 1735000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"authenticated-app":"GENERIC","authentication-type":"JSS","groups":[],"subject-type":"JSS_USER_ID","token-uuid":"%s","ldap-server-id":-1,"sub":"%d","exp":%d}`,
		g.uuid(), 1+g.r.IntN(40), t))
}

// macAppleTok is a Sign in with Apple access (a), refresh (r) or
// authorization code (c) value.
func (g *G) macAppleTok(p string) string {
	return p + g.hex(32) + ".0." + g.s(alLower, 4) + "." + g.b64u(22)
}

// macSparkle returns a Sparkle EdDSA private key (base64 seed) and its
// public key.
func (g *G) macSparkle() (string, string) {
	seed := g.bytes(32)
	pub := ed25519.NewKeyFromSeed(seed).Public().(ed25519.PublicKey)
	return base64.StdEncoding.EncodeToString(seed), base64.StdEncoding.EncodeToString(pub)
}

// macSentry is a Sentry organization auth token.
func (g *G) macSentry() string {
	t := 1735000000 + g.r.IntN(20000000)
	return "sntrys_" + b64raw(fmt.Sprintf(`{"iat":%d.%06d,"url":"https://sentry.io","region_url":"https://us.sentry.io","org":"acme"}`, t, g.r.IntN(1000000))) +
		"_" + strings.TrimRight(g.b64(32), "=")
}

// macHexPw is how security -g prints a password it cannot show as text.
func macHexPw(s string) string { return strings.ToUpper(hex.EncodeToString([]byte(s))) }

// ---- the security CLI and keychain helpers ----

func (g *G) macKeychain() {
	g.macAdd("mac/security-find-generic-password-w", `
dana@Danas-MacBook-Pro ~ % security find-generic-password -a "$USER" -s "openai-api-key" -w
«a»
dana@Danas-MacBook-Pro ~ % echo $?
0
`, V{"a": g.openai()}, `-s "openai-api-key"`, "Danas-MacBook-Pro")

	g.macAdd("mac/security-find-generic-password-g-attributes", `
$ security find-generic-password -s "com.acme.deploy" -g
keychain: "/Users/dana/Library/Keychains/login.keychain-db"
version: 512
class: "genp"
attributes:
    0x00000007 <blob>="com.acme.deploy"
    0x00000008 <blob>=<NULL>
    "acct"<blob>="deploy-bot"
    "cdat"<timedate>=0x32303234303531343039313230325A00  "20240514091202Z\000"
    "crtr"<uint32>=<NULL>
    "cusi"<sint32>=<NULL>
    "desc"<blob>=<NULL>
    "gena"<blob>=<NULL>
    "icmt"<blob>=<NULL>
    "invi"<sint32>=<NULL>
    "mdat"<timedate>=0x32303234303531343039313230325A00  "20240514091202Z\000"
    "nega"<sint32>=<NULL>
    "prot"<blob>=<NULL>
    "scrp"<sint32>=<NULL>
    "svce"<blob>="com.acme.deploy"
    "type"<uint32>=<NULL>
password: "«a»"
`, V{"a": g.pwStrong()}, `"acct"<blob>="deploy-bot"`, "0x32303234303531343039313230325A00", "/Users/dana/Library/Keychains/login.keychain-db")

	g.macAdd("mac/security-find-internet-password-github", `
% security find-internet-password -s github.com -g
keychain: "/Users/priya/Library/Keychains/login.keychain-db"
version: 512
class: "inet"
attributes:
    0x00000007 <blob>="github.com"
    0x00000008 <blob>=<NULL>
    "acct"<blob>="priya-s"
    "atyp"<blob>="dflt"
    "cdat"<timedate>=0x32303234313130323136343033355A00  "20241102164035Z\000"
    "crtr"<uint32>=<NULL>
    "cusi"<sint32>=<NULL>
    "desc"<blob>=<NULL>
    "icmt"<blob>=<NULL>
    "invi"<sint32>=<NULL>
    "mdat"<timedate>=0x32303234313130323136343033355A00  "20241102164035Z\000"
    "nega"<sint32>=<NULL>
    "path"<blob>=<NULL>
    "port"<uint32>=0x00000000 
    "prot"<blob>=<NULL>
    "ptcl"<uint32>="htps"
    "scrp"<sint32>=<NULL>
    "sdmn"<blob>=<NULL>
    "srvr"<blob>="github.com"
    "type"<uint32>=<NULL>
password: "«a»"
`, V{"a": g.gho()}, `"acct"<blob>="priya-s"`, `"ptcl"<uint32>="htps"`)

	hp := g.pw()
	g.macAdd("mac/security-password-hex-with-newline", `
$ security find-generic-password -a svc-backup -s "nas-backup" -g 2>&1 | tail -3
    "svce"<blob>="nas-backup"
    "type"<uint32>=<NULL>
password: 0x«a»0A  "«b»\012"
`, V{"a": macHexPw(hp), "b": hp}, `"svce"<blob>="nas-backup"`)

	g.macAdd("mac/security-add-generic-password-update", `
# store the npm publish token for the release script (-U updates if present)
security add-generic-password -U -a "$USER" -s "npm-publish-token" -l "npm publish (acme)" -w "«a»"
security find-generic-password -s "npm-publish-token" | grep -E 'acct|svce'
    "acct"<blob>="dana"
    "svce"<blob>="npm-publish-token"
`, V{"a": g.npmTok()}, `"svce"<blob>="npm-publish-token"`, `-l "npm publish (acme)"`)

	g.macAdd("mac/security-add-internet-password-nexus", `
sudo -u ci security add-internet-password \
    -a ci-publisher \
    -s nexus.acme.internal \
    -r htps \
    -P 8443 \
    -w '«a»' \
    -T /usr/bin/curl -T /usr/bin/security \
    /Users/ci/Library/Keychains/ci.keychain-db
`, V{"a": g.pwStrong()}, "nexus.acme.internal", "ci-publisher", "/Users/ci/Library/Keychains/ci.keychain-db")

	g.macAdd("mac/security-dump-keychain-attributes-benign", `
$ security dump-keychain ~/Library/Keychains/login.keychain-db | grep -A3 'class: "genp"' | head -20
class: "genp"
attributes:
    0x00000007 <blob>="Slack Safe Storage"
    0x00000008 <blob>=<NULL>
--
class: "genp"
attributes:
    0x00000007 <blob>="com.docker.docker"
    0x00000008 <blob>=<NULL>
--
class: "genp"
attributes:
    0x00000007 <blob>="«_u»"
    0x00000008 <blob>=<NULL>
--
class: 0x80001000 
attributes:
    "alis"<blob>="Apple Development: Dana Kowalski («_t»)"
    "hpky"<blob>=0x«_h»  "«_hx»"
`, V{"_u": "com.apple.account.IdentityServices.token." + g.macHW(), "_t": g.macTeam(), "_h": g.s(alHexU, 40), "_hx": `\311\017` + g.s(alLower, 6)}, "Slack Safe Storage", "com.docker.docker")

	g.macAdd("mac/security-dump-keychain-d-data", `
$ security dump-keychain -d ~/Library/Keychains/build.keychain-db
keychain: "/Users/ci/Library/Keychains/build.keychain-db"
version: 512
class: "genp"
attributes:
    0x00000007 <blob>="AC_PASSWORD"
    0x00000008 <blob>=<NULL>
    "acct"<blob>="release@acme.io"
    "svce"<blob>="AC_PASSWORD"
data:
"«a»"
keychain: "/Users/ci/Library/Keychains/build.keychain-db"
version: 512
class: "genp"
attributes:
    0x00000007 <blob>="com.acme.sentry"
    "acct"<blob>="ci"
    "svce"<blob>="com.acme.sentry"
data:
"«b»"
keychain: "/Users/ci/Library/Keychains/build.keychain-db"
version: 512
class: 0x00000010 
attributes:
    0x00000001 <uint32>=0x00000010 
    0x00000002 <blob>="Developer ID Application: Acme Inc («_t»)"
    0x00000006 <blob>=0x«_k»  "«_kx»"
data:
<NULL>
`, V{"a": g.macAppPw(), "b": g.macSentry(), "_t": g.macTeam(), "_k": g.s(alHexU, 40), "_kx": `\232\031` + g.s(alLower, 5)}, "release@acme.io", "/Users/ci/Library/Keychains/build.keychain-db")

	g.macAdd("mac/security-ci-keychain-setup-literal", `
#!/bin/bash
# scripts/ci/setup-keychain.sh
set -euo pipefail
KEYCHAIN=build.keychain
security create-keychain -p "«a»" "$KEYCHAIN"
security default-keychain -s "$KEYCHAIN"
security unlock-keychain -p "«a»" "$KEYCHAIN"
security set-keychain-settings -t 3600 -lu "$KEYCHAIN"
security import certs/DeveloperID_Application.p12 -k "$KEYCHAIN" -P "«b»" -T /usr/bin/codesign -T /usr/bin/productsign
security set-key-partition-list -S apple-tool:,apple:,codesign: -s -k "«a»" "$KEYCHAIN" > /dev/null
security find-identity -v -p codesigning "$KEYCHAIN"
`, V{"a": g.pwURL(), "b": g.pw()}, "certs/DeveloperID_Application.p12", "apple-tool:,apple:,codesign:")

	g.macAdd("mac/gha-log-p12-base64-decode-trace", `
2025-02-11T10:14:03.1184410Z ##[group]Run set -x
2025-02-11T10:14:03.1190022Z + KEYCHAIN_PATH=/Users/runner/work/_temp/app-signing.keychain-db
2025-02-11T10:14:03.1201893Z + echo -n «a»
2025-02-11T10:14:03.1202417Z + base64 --decode -o /Users/runner/work/_temp/build_certificate.p12
2025-02-11T10:14:03.2204118Z + security import /Users/runner/work/_temp/build_certificate.p12 -P *** -A -t cert -f pkcs12 -k /Users/runner/work/_temp/app-signing.keychain-db
2025-02-11T10:14:03.3511270Z 1 identity imported.
2025-02-11T10:14:03.3519001Z ##[endgroup]
`, V{"a": g.macP12()}, "1 identity imported.", "/Users/runner/work/_temp/app-signing.keychain-db")

	g.macAdd("mac/security-export-identities-p12", `
dana@mbp ~ % security export -k ~/Library/Keychains/login.keychain-db -t identities -f pkcs12 -P '«a»' -o ~/Desktop/DeveloperID-2025.p12
dana@mbp ~ % ls -l ~/Desktop/DeveloperID-2025.p12
-rw-r--r--  1 dana  staff  3245 Mar  3 11:02 /Users/dana/Desktop/DeveloperID-2025.p12
`, V{"a": g.pw()}, "~/Desktop/DeveloperID-2025.p12")

	g.macAdd("mac/security-find-identity-benign", `
$ security find-identity -v -p codesigning
  1) «_a» "Apple Development: Dana Kowalski («_t1»)"
  2) «_b» "Developer ID Application: Acme Inc («_t2»)"
  3) «_c» "Apple Distribution: Acme Inc («_t2»)"
     3 valid identities found
`, V{"_a": g.macSHA1(), "_t1": g.macTeam(), "_b": g.macSHA1(), "_t2": g.macTeam(), "_c": g.macSHA1()}, "3 valid identities found")

	cert := g.certPEM()
	g.macAdd("mac/security-find-certificate-pem-benign", `
$ security find-certificate -c "Developer ID Application: Acme Inc" -Z -p
SHA-256 hash: «_s2»
SHA-1 hash: «_s1»
-----BEGIN CERTIFICATE-----
«_c»
-----END CERTIFICATE-----
`, V{"_s2": g.s(alHexU, 64), "_s1": g.macSHA1(), "_c": cert.body}, "Developer ID Application: Acme Inc")

	g.macAdd("mac/security-cms-decode-mobileprovision-benign", `
$ security cms -D -i ~/Library/MobileDevice/Provisioning\ Profiles/«_u».mobileprovision | head -40
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>AppIDName</key>
	<string>Acme Courier</string>
	<key>ApplicationIdentifierPrefix</key>
	<array>
	<string>«_t»</string>
	</array>
	<key>CreationDate</key>
	<date>2025-01-08T09:41:12Z</date>
	<key>Platform</key>
	<array>
		<string>iOS</string>
	</array>
	<key>DeveloperCertificates</key>
	<array>
		<data>«_cert»</data>
	</array>
	<key>Entitlements</key>
	<dict>
		<key>application-identifier</key>
		<string>«_t».io.acme.courier</string>
		<key>aps-environment</key>
		<string>production</string>
		<key>com.apple.developer.team-identifier</key>
		<string>«_t»</string>
		<key>keychain-access-groups</key>
		<array>
				<string>«_t».*</string>
		</array>
	</dict>
	<key>ExpirationDate</key>
	<date>2026-01-08T09:41:12Z</date>
	<key>Name</key>
	<string>match AppStore io.acme.courier</string>
	<key>TeamIdentifier</key>
	<array>
		<string>«_t»</string>
	</array>
	<key>UUID</key>
	<string>«_u»</string>
`, V{"_u": g.uuid(), "_t": g.macTeam(), "_cert": strings.ReplaceAll(g.certPEM().body, "\n", "")}, "match AppStore io.acme.courier")

	g.macAdd("mac/swift-keychainaccess-seed-script", `
// Scripts/SeedKeychain/main.swift — run once on a fresh dev machine
import KeychainAccess

let keychain = Keychain(service: "io.acme.courier.dev")
    .accessibility(.afterFirstUnlock)

keychain["staging_api_token"] = "«a»"
keychain["staging_refresh_token"] = "«b»"
print("seeded \(keychain.allKeys().count) items for service io.acme.courier.dev")
`, V{"a": "acme_stg_" + g.an(40), "b": g.b64u(64)}, "io.acme.courier.dev")

	g.macAdd("mac/ssh-unlock-login-keychain-for-xcodebuild", `
$ ssh ci@mac-mini-07.build.acme.internal
Last login: Tue Mar 11 08:12:40 2025 from 10.20.1.15
ci@mac-mini-07 ~ % security unlock-keychain -p '«a»' ~/Library/Keychains/login.keychain-db
ci@mac-mini-07 ~ % xcodebuild -workspace Courier.xcworkspace -scheme Courier -configuration Release archive -archivePath build/Courier.xcarchive | xcpretty
`, V{"a": g.pw()}, "mac-mini-07.build.acme.internal", "Courier.xcworkspace")

	g.macAdd("mac/git-credential-osxkeychain-get", `
$ printf 'protocol=https\nhost=github.com\n\n' | git credential-osxkeychain get
protocol=https
host=github.com
username=dana-k
password=«a»
`, V{"a": g.ghp()}, "username=dana-k")

	g.macAdd("mac/docker-credential-osxkeychain-get", `
$ docker-credential-osxkeychain list
{"https://index.docker.io/v1/":"acmebuild","ghcr.io":"dana-k"}
$ echo "https://index.docker.io/v1/" | docker-credential-osxkeychain get
{"ServerURL":"https://index.docker.io/v1/","Username":"acmebuild","Secret":"«a»"}
$ echo ghcr.io | docker-credential-osxkeychain get
{"ServerURL":"ghcr.io","Username":"dana-k","Secret":"«b»"}
`, V{"a": g.dockerPAT(), "b": g.ghp()}, `"Username":"acmebuild"`)

	g.macAdd("mac/security-wifi-password-gw", `
% security find-generic-password -D "AirPort network password" -a "Acme-Guest" -gw
«a»
% security find-generic-password -D "AirPort network password" -a "Acme-Corp-5G" -w
«b»
`, V{"a": g.pw(), "b": g.pwURL()}, `-a "Acme-Guest"`, "AirPort network password")

	g.macAdd("mac/aws-vault-exec-env-grep", `
dana@mbp infra % aws-vault exec acme-prod -- env | grep AWS
AWS_VAULT=acme-prod
AWS_REGION=eu-west-1
AWS_DEFAULT_REGION=eu-west-1
AWS_ACCESS_KEY_ID=«a»
AWS_SECRET_ACCESS_KEY=«b»
AWS_SESSION_TOKEN=«c»
AWS_CREDENTIAL_EXPIRATION=2025-03-11T11:42:07Z
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "AWS_VAULT=acme-prod", "AWS_CREDENTIAL_EXPIRATION=2025-03-11T11:42:07Z")

	g.macAdd("mac/python-keyring-macos-backend", `
(.venv) dana@mbp pkg % python -c "import keyring; print(keyring.get_keyring()); print(keyring.get_password('https://upload.pypi.org/legacy/', '__token__'))"
keyring.backends.macOS.Keyring (priority: 5)
«a»
`, V{"a": g.pypiTok()}, "keyring.backends.macOS.Keyring (priority: 5)")

	g.macAdd("mac/python-subprocess-security-bytes", `
>>> import subprocess
>>> subprocess.run(["security", "find-generic-password", "-s", "courier-staging-db", "-w"], capture_output=True)
CompletedProcess(args=['security', 'find-generic-password', '-s', 'courier-staging-db', '-w'], returncode=0, stdout=b'«a»\n', stderr=b'')
`, V{"a": g.pwStrong()}, "courier-staging-db")

	g.macAdd("mac/swift-secitemadd-literal", `
let query: [String: Any] = [
    kSecClass as String: kSecClassGenericPassword,
    kSecAttrService as String: "io.acme.courier.api",
    kSecAttrAccount as String: "service-account",
    kSecValueData as String: "«a»".data(using: .utf8)!,
    kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
]
let status = SecItemAdd(query as CFDictionary, nil)
print("SecItemAdd: \(status)")  // errSecSuccess = 0, errSecDuplicateItem = -25299
`, V{"a": "acme_live_" + g.an(32)}, "io.acme.courier.api", "errSecDuplicateItem = -25299")

	g.macAdd("mac/git-credentials-leftover-on-mac", `
$ git config --global --get-all credential.helper
osxkeychain
store
$ cat ~/.git-credentials
https://dana-k:«a»@bitbucket.org
https://oauth2:«b»@gitlab.acme.io
`, V{"a": g.agBitbucket(), "b": g.glpat()}, "https://dana-k:", "osxkeychain")
}

// ---- preferences and plists ----

func (g *G) macPlists() {
	g.macAdd("mac/defaults-read-app-domain", `
$ defaults read com.acme.Courier-Desktop
{
    "NSStatusItem Preferred Position Item-0" = 1318;
    "NSWindow Frame MainWindow" = "412 203 1180 760 0 0 2560 1415 ";
    SUEnableAutomaticChecks = 1;
    SUHasLaunchedBefore = 1;
    SULastCheckTime = "2025-03-10 08:02:11 +0000";
    accountEmail = "dana@acme.io";
    apiBaseURL = "https://api.acme.io/v2";
    apiToken = «a»;
    deviceIdentifier = "«_d»";
    lastSyncCursor = «_c»;
}
`, V{"a": g.an(40), "_d": g.macHW(), "_c": g.hex(24)}, "https://api.acme.io/v2", "SULastCheckTime")

	g.macAdd("mac/defaults-write-string-refresh-token", `
% defaults write com.acme.SyncHelper RefreshToken -string "«a»"
% defaults write com.acme.SyncHelper Environment -string staging
% defaults read com.acme.SyncHelper RefreshToken
«a»
% killall cfprefsd
`, V{"a": "rt_" + g.b64u(48)}, "com.acme.SyncHelper", "Environment -string staging")

	g.macAdd("mac/plistbuddy-add-enrollment-secret", `
sudo /usr/libexec/PlistBuddy -c "Add :ServerURL string https://fleet.acme.io" /Library/Preferences/com.acme.osquery-enroll.plist
sudo /usr/libexec/PlistBuddy -c "Add :EnrollSecret string «a»" /Library/Preferences/com.acme.osquery-enroll.plist
sudo /usr/libexec/PlistBuddy -c "Add :TeamID integer 4" /Library/Preferences/com.acme.osquery-enroll.plist
`, V{"a": g.an(32)}, "https://fleet.acme.io", "/Library/Preferences/com.acme.osquery-enroll.plist")

	g.macAdd("mac/plistbuddy-print-dict", `
$ /usr/libexec/PlistBuddy -c Print /Library/Application\ Support/AcmeAgent/agent.plist
Dict {
    LogLevel = info
    DeviceID = «_d»
    ServerURL = https://agent.acme.io/ingest
    Tenant = acme-eu
    AgentSecret = «a»
    Version = 3.14.2
    Tags = Array {
        mac
        engineering
    }
}
`, V{"_d": g.macHW(), "a": g.hex(48)}, "https://agent.acme.io/ingest", "Tenant = acme-eu")

	g.macAdd("mac/plutil-p-secrets-plist", `
$ plutil -p Courier/Config/Secrets.plist
{
  "AlgoliaAppID" => "«_al»"
  "AlgoliaSearchKey" => "«_as»"
  "StripePublishableKey" => "«_pk»"
  "StripeSecretKey" => "«a»"
  "TwilioAuthToken" => "«b»"
}
`, V{"_al": g.s(alUpNum, 10), "_as": g.hex(32), "_pk": g.pkLive(), "a": g.skLive(), "b": g.hex(32)}, "Courier/Config/Secrets.plist")

	g.macAdd("mac/plist-xml-secrets-in-repo", `
$ git show HEAD:Courier/Resources/Keys.plist
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>MapboxAccessToken</key>
	<string>«_mp»</string>
	<key>MapboxDownloadsToken</key>
	<string>«a»</string>
	<key>OpenAIKey</key>
	<string>«b»</string>
	<key>SegmentWriteKey</key>
	<string>«_sg»</string>
</dict>
</plist>
`, V{"_mp": g.mapboxPK(), "a": g.mapboxSK(), "b": g.openai(), "_sg": g.an(32)}, "MapboxDownloadsToken")

	g.macAdd("mac/plist-xml-data-blob-hmac", `
$ cat /Library/Application\ Support/Acme/license-server.plist
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>ServerPublicKey</key>
	<data>
	«_pub»
	</data>
	<key>RequestSigningKey</key>
	<data>
	«a»
	</data>
	<key>Endpoint</key>
	<string>https://licensing.acme.io/v1/check</string>
	<key>CheckInterval</key>
	<integer>86400</integer>
</dict>
</plist>
`, V{"_pub": "MCowBQYDK2VwAyEA" + g.b64(32), "a": g.b64(64)}, "https://licensing.acme.io/v1/check")

	g.macAdd("mac/plutil-convert-json-stdout", `
$ plutil -convert json -r -o - ~/Library/Preferences/com.acme.menubar.plist
{
  "autoLaunch" : true,
  "github" : {
    "login" : "dana-k",
    "token" : "«a»"
  },
  "jira" : {
    "email" : "dana@acme.io",
    "apiToken" : "«b»",
    "site" : "acme.atlassian.net"
  },
  "pollSeconds" : 120
}
`, V{"a": g.ghFine(), "b": g.atlassian()}, "acme.atlassian.net", `"login" : "dana-k"`)

	g.macAdd("mac/defaults-read-global-domain-benign", `
$ defaults read -g | head -24
{
    AKLastIDMSEnvironment = 0;
    AppleAntiAliasingThreshold = 4;
    AppleInterfaceStyle = Dark;
    AppleLanguages =     (
        "en-US",
        "de-DE"
    );
    AppleLocale = "en_US@rg=dezzzz";
    AppleMiniaturizeOnDoubleClick = 0;
    NSAutomaticSpellingCorrectionEnabled = 0;
    NSNavLastRootDirectory = "~/src/courier";
    NSRecentDocumentsLimit = 10;
    "com.apple.sound.beep.flash" = 0;
    "com.apple.trackpad.scaling" = "1.5";
    "com.apple.springing.delay" = "0.5";
    AppleUserIdentifier = «_u»;
    NSLinguisticDataAssetsRequested =     (
        en,
        "en_US"
    );
}
`, V{"_u": g.macHW()}, "AppleLocale", "NSNavLastRootDirectory")

	g.macAdd("mac/loginwindow-autologin-kcpassword", `
$ sudo defaults read /Library/Preferences/com.apple.loginwindow
{
    GuestEnabled = 0;
    OptimizerLastRunForBuild = 49254720;
    OptimizerLastRunForSystem = 235343104;
    autoLoginUser = kiosk;
    lastUser = loggedIn;
    lastUserName = kiosk;
}
$ sudo xxd -p /etc/kcpassword
«a»
`, V{"a": g.hex(24)}, "autoLoginUser = kiosk", "OptimizerLastRunForBuild = 49254720")

	g.macAdd("mac/info-plist-bundled-client-secret", `
$ plutil -extract ACMEOAuthClientSecret raw build/Release/Acme.app/Contents/Info.plist
«a»
$ plutil -extract ACMEOAuthClientID raw build/Release/Acme.app/Contents/Info.plist
«_c»
$ plutil -extract SUPublicEDKey raw build/Release/Acme.app/Contents/Info.plist
«_pub»
`, V{"a": g.b64u(40), "_c": "acme-desktop-" + g.hex(8), "_pub": g.b64(32)}, "build/Release/Acme.app/Contents/Info.plist")

	g.macAdd("mac/git-diff-preferences-plist-token", `
diff --git a/dotfiles/Library/Preferences/com.acme.cli.plist b/dotfiles/Library/Preferences/com.acme.cli.plist
index «_a»..«_b» 100644
--- a/dotfiles/Library/Preferences/com.acme.cli.plist
+++ b/dotfiles/Library/Preferences/com.acme.cli.plist
@@ -5,6 +5,8 @@
 	<string>eu-central</string>
 	<key>Output</key>
 	<string>table</string>
+	<key>SessionToken</key>
+	<string>«c»</string>
 	<key>Telemetry</key>
 	<false/>
 </dict>
`, V{"_a": g.hex(7), "_b": g.hex(7), "c": "acs_" + g.an(44)}, "dotfiles/Library/Preferences/com.acme.cli.plist")

	g.macAdd("mac/python-plistlib-repl-dict", `
>>> import plistlib, pathlib
>>> p = pathlib.Path("~/Library/Application Support/Acme Notes/config.plist").expanduser()
>>> cfg = plistlib.loads(p.read_bytes())
>>> cfg
{'syncEnabled': True, 'syncServer': 'https://sync.acme-notes.app', 'userID': '«_u»', 'deviceKey': b'«_dk»', 'authToken': '«a»', 'lastSync': datetime.datetime(2025, 3, 9, 21, 4, 55)}
`, V{"_u": g.uuid(), "_dk": `\x04` + g.s(alLower, 6), "a": g.userJWT()}, "https://sync.acme-notes.app")

	g.macAdd("mac/defaults-import-heredoc", `
$ defaults import com.acme.agent - <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>Server</key>
	<string>https://agent.acme.io</string>
	<key>EnrollToken</key>
	<string>«a»</string>
	<key>Debug</key>
	<false/>
</dict>
</plist>
EOF
$ defaults read com.acme.agent Server
https://agent.acme.io
`, V{"a": "et_" + g.b64u(40)}, "https://agent.acme.io", "defaults import com.acme.agent -")
}

// ---- launchd ----

func (g *G) macLaunchd() {
	g.macAdd("mac/launchagent-environment-variables", `
$ cat ~/Library/LaunchAgents/com.acme.sync-agent.plist
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>Label</key>
	<string>com.acme.sync-agent</string>
	<key>ProgramArguments</key>
	<array>
		<string>/usr/local/bin/acme-sync</string>
		<string>--daemon</string>
	</array>
	<key>EnvironmentVariables</key>
	<dict>
		<key>PATH</key>
		<string>/opt/homebrew/bin:/usr/bin:/bin</string>
		<key>ACME_API_TOKEN</key>
		<string>«a»</string>
		<key>AWS_ACCESS_KEY_ID</key>
		<string>«b»</string>
		<key>AWS_SECRET_ACCESS_KEY</key>
		<string>«c»</string>
	</dict>
	<key>RunAtLoad</key>
	<true/>
	<key>StandardOutPath</key>
	<string>/tmp/com.acme.sync-agent.out.log</string>
</dict>
</plist>
`, V{"a": "acme_" + g.an(36), "b": g.awsID(), "c": g.awsSecret()}, "/opt/homebrew/bin:/usr/bin:/bin", "/tmp/com.acme.sync-agent.out.log")

	g.macAdd("mac/launchdaemon-restic-backup", `
$ sudo cat /Library/LaunchDaemons/com.acme.restic-backup.plist
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>Label</key>
	<string>com.acme.restic-backup</string>
	<key>EnvironmentVariables</key>
	<dict>
		<key>RESTIC_REPOSITORY</key>
		<string>s3:s3.eu-central-1.amazonaws.com/acme-mac-backups/studio-02</string>
		<key>RESTIC_PASSWORD</key>
		<string>«a»</string>
		<key>AWS_ACCESS_KEY_ID</key>
		<string>«b»</string>
		<key>AWS_SECRET_ACCESS_KEY</key>
		<string>«c»</string>
	</dict>
	<key>ProgramArguments</key>
	<array>
		<string>/opt/homebrew/bin/restic</string>
		<string>backup</string>
		<string>--exclude-file=/etc/restic/excludes.txt</string>
		<string>/Users</string>
	</array>
	<key>StartCalendarInterval</key>
	<dict>
		<key>Hour</key>
		<integer>2</integer>
		<key>Minute</key>
		<integer>30</integer>
	</dict>
</dict>
</plist>
`, V{"a": g.pwStrong(), "b": g.awsID(), "c": g.awsSecret()}, "s3:s3.eu-central-1.amazonaws.com/acme-mac-backups/studio-02")

	g.macAdd("mac/launchctl-print-environment", `
$ launchctl print gui/501/com.acme.sync-agent
gui/501/com.acme.sync-agent = {
	active count = 1
	path = /Users/dana/Library/LaunchAgents/com.acme.sync-agent.plist
	type = LaunchAgent
	state = running

	program = /usr/local/bin/acme-sync
	arguments = {
		/usr/local/bin/acme-sync
		--daemon
	}

	default environment = {
		PATH => /usr/bin:/bin:/usr/sbin:/sbin
	}

	environment = {
		ACME_API_TOKEN => «a»
		ACME_REGION => eu
		XPC_SERVICE_NAME => com.acme.sync-agent
	}

	domain = gui/501 [100005]
	asid = 100005
	minimum runtime = 10
	exit timeout = 5
	runs = 1
	pid = 4122
	immediate reason = speculative
	forks = 0
	execs = 1
	initialized = 1
	trampolined = 1
	started suspended = 0
	proxy started suspended = 0
	last exit code = (never exited)
}
`, V{"a": "acme_" + g.an(36)}, "XPC_SERVICE_NAME => com.acme.sync-agent", "pid = 4122")

	g.macAdd("mac/launchctl-setenv-zprofile", `
# ~/.zprofile
eval "$(/opt/homebrew/bin/brew shellenv)"
# GUI apps (VS Code launched from Dock) don't see shell exports, so:
launchctl setenv GITHUB_TOKEN «a»
launchctl setenv ANTHROPIC_API_KEY «b»
launchctl setenv JAVA_HOME /Library/Java/JavaVirtualMachines/temurin-21.jdk/Contents/Home
`, V{"a": g.ghp(), "b": g.anthropic()}, "/Library/Java/JavaVirtualMachines/temurin-21.jdk/Contents/Home")

	tid := g.uuid()
	g.macAdd("mac/launchdaemon-cloudflared-token-arg", `
$ sudo cloudflared service install «a»
2025-03-11T09:20:41Z INF Using Systemd
2025-03-11T09:20:41Z INF Installing cloudflared client as a system launch daemon. cloudflared will run at boot
2025-03-11T09:20:41Z INF Outputs are logged to /Library/Logs/com.cloudflare.cloudflared.err.log and /Library/Logs/com.cloudflare.cloudflared.out.log
$ sudo plutil -p /Library/LaunchDaemons/com.cloudflare.cloudflared.plist | sed -n '1,12p'
{
  "KeepAlive" => {
    "SuccessfulExit" => false
  }
  "Label" => "com.cloudflare.cloudflared"
  "ProgramArguments" => [
    0 => "/opt/homebrew/bin/cloudflared"
    1 => "tunnel"
    2 => "run"
    3 => "--token"
    4 => "«a»"
  ]
`, V{"a": b64s(fmt.Sprintf(`{"a":"%s","t":"%s","s":"%s"}`, g.hex(32), tid, g.b64(32)))}, "com.cloudflare.cloudflared", "/Library/Logs/com.cloudflare.cloudflared.err.log")

	g.macAdd("mac/launchagent-sshpass-tunnel", `
	<key>Label</key>
	<string>com.dana.db-tunnel</string>
	<key>ProgramArguments</key>
	<array>
		<string>/opt/homebrew/bin/sshpass</string>
		<string>-p</string>
		<string>«a»</string>
		<string>ssh</string>
		<string>-N</string>
		<string>-L</string>
		<string>15432:db-replica.internal:5432</string>
		<string>tunnel@bastion.acme.io</string>
	</array>
	<key>KeepAlive</key>
	<true/>
`, V{"a": g.pw()}, "tunnel@bastion.acme.io", "15432:db-replica.internal:5432")

	g.macAdd("mac/launchd-agent-stdout-log", `
$ tail -5 /tmp/com.acme.sync-agent.out.log
2025-03-11 09:00:01.412 acme-sync[4122] starting v3.14.2 (build «_b»)
2025-03-11 09:00:01.488 acme-sync[4122] config: region=eu endpoint=https://sync.acme.io
2025-03-11 09:00:01.903 acme-sync[4122] DEBUG auth header: Authorization: Bearer «a»
2025-03-11 09:00:02.117 acme-sync[4122] session «_s» established
2025-03-11 09:00:02.118 acme-sync[4122] watching /Users/dana/Acme Drive
`, V{"_b": g.hex(9), "a": g.userJWT(), "_s": g.uuid()}, "https://sync.acme.io", "/Users/dana/Acme Drive")

	g.macAdd("mac/brew-services-plist-env-grafana-agent", `
$ cat ~/Library/LaunchAgents/homebrew.mxcl.grafana-agent.plist | grep -A12 EnvironmentVariables
	<key>EnvironmentVariables</key>
	<dict>
		<key>GCLOUD_HOSTED_METRICS_ID</key>
		<string>«_id»</string>
		<key>GCLOUD_HOSTED_METRICS_URL</key>
		<string>https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push</string>
		<key>GCLOUD_RW_API_KEY</key>
		<string>«a»</string>
	</dict>
`, V{"_id": g.digits(7), "a": "glc_" + b64s(fmt.Sprintf(`{"o":"%s","n":"stack-%s-integration-mac","k":"%s","m":{"r":"prod-eu-west-2"}}`, g.digits(6), g.digits(6), g.an(24)))}, "https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push")
}

// ---- MDM configuration profiles ----

// macProfile wraps payload dicts in a configuration profile.
func macProfile(name, ident, uuid, payloads string) string {
	return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>PayloadContent</key>
	<array>
` + payloads + `	</array>
	<key>PayloadDisplayName</key>
	<string>` + name + `</string>
	<key>PayloadIdentifier</key>
	<string>` + ident + `</string>
	<key>PayloadRemovalDisallowed</key>
	<false/>
	<key>PayloadType</key>
	<string>Configuration</string>
	<key>PayloadUUID</key>
	<string>` + uuid + `</string>
	<key>PayloadVersion</key>
	<integer>1</integer>
</dict>
</plist>
`
}

func (g *G) macProfiles() {
	g.macAdd("mac/mobileconfig-wifi-wpa2", "$ cat profiles/acme-corp-wifi.mobileconfig\n"+macProfile("Acme Corp Wi-Fi", "io.acme.profiles.wifi", "«_u1»", `		<dict>
			<key>AutoJoin</key>
			<true/>
			<key>EncryptionType</key>
			<string>WPA2</string>
			<key>HIDDEN_NETWORK</key>
			<false/>
			<key>Password</key>
			<string>«a»</string>
			<key>PayloadDisplayName</key>
			<string>Wi-Fi (Acme-Corp)</string>
			<key>PayloadIdentifier</key>
			<string>com.apple.wifi.managed.«_u2»</string>
			<key>PayloadType</key>
			<string>com.apple.wifi.managed</string>
			<key>PayloadUUID</key>
			<string>«_u2»</string>
			<key>PayloadVersion</key>
			<integer>1</integer>
			<key>ProxyType</key>
			<string>None</string>
			<key>SSID_STR</key>
			<string>Acme-Corp</string>
		</dict>
`), V{"_u1": g.macHW(), "a": g.pw(), "_u2": g.macHW()}, "<string>Acme-Corp</string>", "com.apple.wifi.managed")

	g.macAdd("mac/mobileconfig-wifi-eap-peap-userpassword", `
		<dict>
			<key>EAPClientConfiguration</key>
			<dict>
				<key>AcceptEAPTypes</key>
				<array>
					<integer>25</integer>
				</array>
				<key>TLSTrustedServerNames</key>
				<array>
					<string>radius.acme.io</string>
				</array>
				<key>UserName</key>
				<string>svc-mac-kiosk</string>
				<key>UserPassword</key>
				<string>«a»</string>
			</dict>
			<key>EncryptionType</key>
			<string>WPA2</string>
			<key>PayloadCertificateAnchorUUID</key>
			<array>
				<string>«_a»</string>
			</array>
			<key>PayloadType</key>
			<string>com.apple.wifi.managed</string>
			<key>PayloadUUID</key>
			<string>«_b»</string>
			<key>SSID_STR</key>
			<string>Acme-Secure</string>
		</dict>
`, V{"a": g.pwStrong(), "_a": g.macHW(), "_b": g.macHW()}, "svc-mac-kiosk", "radius.acme.io")

	ss := g.pwURL()
	g.macAdd("mac/mobileconfig-vpn-ipsec-sharedsecret-data", `
			<key>IPSec</key>
			<dict>
				<key>AuthenticationMethod</key>
				<string>SharedSecret</string>
				<key>LocalIdentifierType</key>
				<string>KeyID</string>
				<key>LocalIdentifier</key>
				<string>acme-mac</string>
				<key>RemoteAddress</key>
				<string>vpn.acme.io</string>
				<key>SharedSecret</key>
				<data>
				«a»
				</data>
				<key>XAuthEnabled</key>
				<integer>1</integer>
				<key>XAuthName</key>
				<string>dana</string>
				<key>XAuthPassword</key>
				<string>«b»</string>
			</dict>
			<key>PayloadType</key>
			<string>com.apple.vpn.managed</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
			<key>UserDefinedName</key>
			<string>Acme Office VPN</string>
			<key>VPNType</key>
			<string>IPSec</string>
`, V{"a": b64s(ss), "b": g.pw(), "_u": g.macHW()}, "vpn.acme.io", "Acme Office VPN")

	g.macAdd("mac/mobileconfig-pkcs12-with-password", `
		<dict>
			<key>Password</key>
			<string>«a»</string>
			<key>PayloadCertificateFileName</key>
			<string>dana-client.p12</string>
			<key>PayloadContent</key>
			<data>
			«b»
			</data>
			<key>PayloadDescription</key>
			<string>Adds a PKCS#12-formatted certificate</string>
			<key>PayloadDisplayName</key>
			<string>dana-client.p12</string>
			<key>PayloadIdentifier</key>
			<string>com.apple.security.pkcs12.«_u»</string>
			<key>PayloadType</key>
			<string>com.apple.security.pkcs12</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
			<key>PayloadVersion</key>
			<integer>1</integer>
		</dict>
`, V{"a": g.pw(), "b": wrap(g.macP12(), 52), "_u": g.macHW()}, "Adds a PKCS#12-formatted certificate", "dana-client.p12")

	g.macAdd("mac/mobileconfig-root-cert-benign", `
		<dict>
			<key>PayloadCertificateFileName</key>
			<string>Acme Internal Root CA.cer</string>
			<key>PayloadContent</key>
			<data>
			«_c»
			</data>
			<key>PayloadDescription</key>
			<string>Adds a CA root certificate</string>
			<key>PayloadDisplayName</key>
			<string>Acme Internal Root CA</string>
			<key>PayloadIdentifier</key>
			<string>com.apple.security.root.«_u»</string>
			<key>PayloadType</key>
			<string>com.apple.security.root</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
			<key>PayloadVersion</key>
			<integer>1</integer>
		</dict>
`, V{"_c": wrap(strings.ReplaceAll(g.certPEM().body, "\n", ""), 52), "_u": g.macHW()}, "Acme Internal Root CA")

	g.macAdd("mac/mobileconfig-scep-challenge", `
		<dict>
			<key>PayloadContent</key>
			<dict>
				<key>Challenge</key>
				<string>«a»</string>
				<key>Key Type</key>
				<string>RSA</string>
				<key>Key Usage</key>
				<integer>5</integer>
				<key>Keysize</key>
				<integer>2048</integer>
				<key>Name</key>
				<string>ACME-SUB-CA</string>
				<key>Subject</key>
				<array>
					<array><array><string>CN</string><string>$COMPUTERNAME</string></array></array>
					<array><array><string>O</string><string>Acme Inc</string></array></array>
				</array>
				<key>URL</key>
				<string>https://ndes.acme.io/certsrv/mscep/mscep.dll</string>
			</dict>
			<key>PayloadType</key>
			<string>com.apple.security.scep</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
		</dict>
`, V{"a": g.s(alHexU, 32), "_u": g.macHW()}, "https://ndes.acme.io/certsrv/mscep/mscep.dll")

	g.macAdd("mac/mobileconfig-ad-binding", `
		<dict>
			<key>ADAllowMultiDomainAuth</key>
			<true/>
			<key>ADCreateMobileAccountAtLogin</key>
			<true/>
			<key>ADOrganizationalUnit</key>
			<string>OU=Macs,OU=Computers,DC=corp,DC=acme,DC=io</string>
			<key>HostName</key>
			<string>corp.acme.io</string>
			<key>UserName</key>
			<string>svc-macbind</string>
			<key>Password</key>
			<string>«a»</string>
			<key>PayloadType</key>
			<string>com.apple.DirectoryService.managed</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
		</dict>
`, V{"a": g.pw(), "_u": g.macHW()}, "svc-macbind", "OU=Macs,OU=Computers,DC=corp,DC=acme,DC=io")

	g.macAdd("mac/mobileconfig-exchange-eas", `
		<dict>
			<key>EmailAddress</key>
			<string>shared-frontdesk@acme.io</string>
			<key>Host</key>
			<string>outlook.office365.com</string>
			<key>MailNumberOfPastDaysToSync</key>
			<integer>14</integer>
			<key>Password</key>
			<string>«a»</string>
			<key>PayloadType</key>
			<string>com.apple.eas.account</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
			<key>SSL</key>
			<true/>
			<key>UserName</key>
			<string>shared-frontdesk@acme.io</string>
		</dict>
`, V{"a": g.pw(), "_u": g.macHW()}, "shared-frontdesk@acme.io", "outlook.office365.com")

	g.macAdd("mac/mobileconfig-mail-imap-smtp", `
			<key>EmailAccountDescription</key>
			<string>Support Inbox</string>
			<key>EmailAccountType</key>
			<string>EmailTypeIMAP</string>
			<key>EmailAddress</key>
			<string>support@acme.io</string>
			<key>IncomingMailServerAuthentication</key>
			<string>EmailAuthPassword</string>
			<key>IncomingMailServerHostName</key>
			<string>imap.fastmail.com</string>
			<key>IncomingMailServerPortNumber</key>
			<integer>993</integer>
			<key>IncomingMailServerUsername</key>
			<string>support@acme.io</string>
			<key>IncomingPassword</key>
			<string>«a»</string>
			<key>OutgoingMailServerHostName</key>
			<string>smtp.fastmail.com</string>
			<key>OutgoingPassword</key>
			<string>«a»</string>
			<key>OutgoingPasswordSameAsIncomingPassword</key>
			<true/>
`, V{"a": g.s(alLowNum, 16)}, "imap.fastmail.com", "support@acme.io")

	g.macAdd("mac/mobileconfig-ldap-account", `
			<key>LDAPAccountDescription</key>
			<string>Acme Directory</string>
			<key>LDAPAccountHostName</key>
			<string>ldap.acme.io</string>
			<key>LDAPAccountUseSSL</key>
			<true/>
			<key>LDAPAccountUserName</key>
			<string>uid=addressbook,ou=services,dc=acme,dc=io</string>
			<key>LDAPAccountPassword</key>
			<string>«a»</string>
			<key>LDAPSearchSettings</key>
			<array>
				<dict>
					<key>LDAPSearchSettingSearchBase</key>
					<string>ou=people,dc=acme,dc=io</string>
					<key>LDAPSearchSettingScope</key>
					<string>LDAPSearchSettingScopeSubtree</string>
				</dict>
			</array>
			<key>PayloadType</key>
			<string>com.apple.ldap.account</string>
`, V{"a": g.pwStrong()}, "uid=addressbook,ou=services,dc=acme,dc=io", "ldap.acme.io")

	g.macAdd("mac/mobileconfig-restrictions-passcode-benign", macProfile("Acme Baseline", "io.acme.profiles.baseline", "«_u1»", `		<dict>
			<key>PayloadType</key>
			<string>com.apple.mobiledevice.passwordpolicy</string>
			<key>PayloadUUID</key>
			<string>«_u2»</string>
			<key>allowSimple</key>
			<false/>
			<key>maxFailedAttempts</key>
			<integer>10</integer>
			<key>maxInactivity</key>
			<integer>15</integer>
			<key>minLength</key>
			<integer>12</integer>
			<key>requireAlphanumeric</key>
			<true/>
		</dict>
		<dict>
			<key>PayloadType</key>
			<string>com.apple.applicationaccess</string>
			<key>PayloadUUID</key>
			<string>«_u3»</string>
			<key>allowAirDrop</key>
			<false/>
			<key>allowPasswordAutoFill</key>
			<false/>
			<key>allowPasswordSharing</key>
			<false/>
		</dict>
`), V{"_u1": g.macHW(), "_u2": g.macHW(), "_u3": g.macHW()}, "com.apple.mobiledevice.passwordpolicy", "allowPasswordSharing")

	g.macAdd("mac/mobileconfig-sso-extension-benign", `
		<dict>
			<key>ExtensionIdentifier</key>
			<string>com.microsoft.CompanyPortalMac.ssoextension</string>
			<key>TeamIdentifier</key>
			<string>UBF8T346G9</string>
			<key>Type</key>
			<string>Redirect</string>
			<key>URLs</key>
			<array>
				<string>https://login.microsoftonline.com</string>
				<string>https://login.microsoft.com</string>
			</array>
			<key>PayloadType</key>
			<string>com.apple.extensiblesso</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
		</dict>
`, V{"_u": g.macHW()}, "UBF8T346G9", "com.microsoft.CompanyPortalMac.ssoextension")

	g.macAdd("mac/profiles-show-all-benign", `
$ sudo profiles show -all | head -22
_computerlevel[1] attribute: profileIdentifier: io.acme.profiles.baseline
_computerlevel[1] attribute: profileUUID: «_u1»
_computerlevel[1] attribute: profileType: Configuration
_computerlevel[1] attribute: profileOrganization: Acme Inc
_computerlevel[1] attribute: profileDisplayName: Acme Baseline
_computerlevel[1] attribute: profileVerificationState: verified
_computerlevel[1] attribute: profileInstallDate: 2025-01-14 09:12:44 +0000
_computerlevel[1] attribute: signerCertificates: {
    "CN=Acme MDM Signing, O=Acme Inc",
}
_computerlevel[2] attribute: profileIdentifier: 00000000-0000-0000-A000-4A414D460003
_computerlevel[2] attribute: profileUUID: «_u2»
_computerlevel[2] attribute: profileType: Configuration
_computerlevel[2] attribute: profileDisplayName: MDM Profile
_computerlevel[2] attribute: profileVerificationState: verified
There are 2 configuration profiles installed
$ profiles status -type enrollment
Enrolled via DEP: Yes
MDM enrollment: Yes (User Approved)
MDM server: https://acme.jamfcloud.com/JSS/mdm/ServerURL
`, V{"_u1": g.macHW(), "_u2": g.macHW()}, "00000000-0000-0000-A000-4A414D460003", "https://acme.jamfcloud.com/JSS/mdm/ServerURL")

	g.macAdd("mac/mobileconfig-ikev2-sharedsecret-string", `
			<key>IKEv2</key>
			<dict>
				<key>AuthenticationMethod</key>
				<string>SharedSecret</string>
				<key>ChildSecurityAssociationParameters</key>
				<dict>
					<key>DiffieHellmanGroup</key>
					<integer>19</integer>
					<key>EncryptionAlgorithm</key>
					<string>AES-256-GCM</string>
				</dict>
				<key>LocalIdentifier</key>
				<string>studio-macs</string>
				<key>RemoteAddress</key>
				<string>203.0.113.44</string>
				<key>RemoteIdentifier</key>
				<string>gw.acme.io</string>
				<key>SharedSecret</key>
				<string>«a»</string>
			</dict>
			<key>VPNType</key>
			<string>IKEv2</string>
`, V{"a": g.b64(24)}, "gw.acme.io", "AES-256-GCM")

	g.macAdd("mac/mobileconfig-caldav", `
			<key>CalDAVAccountDescription</key>
			<string>Meeting rooms</string>
			<key>CalDAVHostName</key>
			<string>cal.acme.io</string>
			<key>CalDAVPort</key>
			<integer>443</integer>
			<key>CalDAVPrincipalURL</key>
			<string>/dav/principals/rooms/</string>
			<key>CalDAVUseSSL</key>
			<true/>
			<key>CalDAVUsername</key>
			<string>rooms-display</string>
			<key>CalDAVPassword</key>
			<string>«a»</string>
			<key>PayloadType</key>
			<string>com.apple.caldav.account</string>
`, V{"a": g.pwURL()}, "cal.acme.io", "rooms-display")

	g.macAdd("mac/mobileconfig-ethernet-8021x", `
			<key>EAPClientConfiguration</key>
			<dict>
				<key>AcceptEAPTypes</key>
				<array>
					<integer>21</integer>
				</array>
				<key>TTLSInnerAuthentication</key>
				<string>MSCHAPv2</string>
				<key>UserName</key>
				<string>host/lab-mac-12</string>
				<key>UserPassword</key>
				<string>«a»</string>
				<key>OuterIdentity</key>
				<string>anonymous@acme.io</string>
			</dict>
			<key>Interface</key>
			<string>FirstActiveEthernet</string>
			<key>PayloadType</key>
			<string>com.apple.firstactiveethernet.managed</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
`, V{"a": g.pw(), "_u": g.macHW()}, "host/lab-mac-12", "anonymous@acme.io")

	g.macAdd("mac/mobileconfig-webclip-benign", `
		<dict>
			<key>FullScreen</key>
			<false/>
			<key>Icon</key>
			<data>
			iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHeAAAA«_i»
			</data>
			<key>IsRemovable</key>
			<true/>
			<key>Label</key>
			<string>IT Help</string>
			<key>PayloadType</key>
			<string>com.apple.webClip.managed</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
			<key>URL</key>
			<string>https://help.acme.io/it?device=«_s»</string>
		</dict>
`, V{"_i": g.s(alB64, 180), "_u": g.macHW(), "_s": g.macSerial()}, "com.apple.webClip.managed")

	g.macAdd("mac/micromdm-serve-and-mdmctl", `
$ sudo micromdm serve \
    -server-url=https://mdm.acme.io \
    -api-key «a» \
    -filerepo /var/db/micromdm/repo \
    -tls-cert /etc/micromdm/tls.crt -tls-key /etc/micromdm/tls.key
$ mdmctl config set -api-token «a» -name production -server-url https://mdm.acme.io
$ mdmctl get devices
UDID                       SerialNumber  EnrollmentStatus  LastSeen
«_d»  «_s»    true              2025-03-11 08:14:02 +0000 UTC
`, V{"a": g.pwURL(), "_d": g.macUDID(), "_s": g.macSerial()}, "https://mdm.acme.io", "/etc/micromdm/tls.key")

	g.macAdd("mac/nanomdm-enqueue-curl", `
$ curl -s -u nanomdm:«a» -T DeviceInformation.plist 'https://mdm.acme.io/v1/enqueue/«_d»'
{"status":{"«_d»":{"push_result":"«_p»"}},"command_uuid":"«_c»","request_type":"DeviceInformation"}
`, V{"a": g.hex(32), "_d": g.macUDID(), "_p": g.macHW(), "_c": g.uuid()}, `"request_type":"DeviceInformation"`)

	g.macAdd("mac/mobileconfig-custom-settings-fleet", `
		<dict>
			<key>PayloadContent</key>
			<dict>
				<key>com.fleetdm.orbit</key>
				<dict>
					<key>Forced</key>
					<array>
						<dict>
							<key>mcx_preference_settings</key>
							<dict>
								<key>EnrollSecret</key>
								<string>«a»</string>
								<key>FleetURL</key>
								<string>https://fleet.acme.io</string>
								<key>EnableScripts</key>
								<true/>
							</dict>
						</dict>
					</array>
				</dict>
			</dict>
			<key>PayloadType</key>
			<string>com.apple.ManagedClient.preferences</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
		</dict>
`, V{"a": g.b64(24), "_u": g.macHW()}, "com.apple.ManagedClient.preferences", "mcx_preference_settings")
}

// ---- Jamf Pro and other Mac MDMs ----

func (g *G) macJamf() {
	g.macAdd("mac/jamf-api-auth-token-basic", `
$ curl -s -u "jamf-api-ro:«a»" -X POST "https://acme.jamfcloud.com/api/v1/auth/token"
{
  "token" : "«b»",
  "expires" : "2025-03-11T10:42:19.637Z"
}
`, V{"a": g.pwStrong(), "b": g.macJamfTok()}, "jamf-api-ro", "https://acme.jamfcloud.com/api/v1/auth/token")

	cid := g.uuid()
	g.macAdd("mac/jamf-oauth-client-credentials", `
$ curl -s --request POST "https://acme.jamfcloud.com/api/oauth/token" \
    --header "Content-Type: application/x-www-form-urlencoded" \
    --data-urlencode "client_id=«_c»" \
    --data-urlencode "grant_type=client_credentials" \
    --data-urlencode "client_secret=«a»"
{"access_token":"«b»","scope":"api-role:7 api-role:12","token_type":"Bearer","expires_in":59}
`, V{"_c": cid, "a": g.s(alAlnum+"-_", 64), "b": g.jwt("RS256", fmt.Sprintf(`{"sub":"%s","aud":"%s","nbf":1741686123,"token-uuid":"%s","iss":"https://acme.jamfcloud.com","exp":1741686183}`, cid, cid, g.uuid()))}, `"scope":"api-role:7 api-role:12"`)

	g.macAdd("mac/jamf-script-params-local-test", `
#!/bin/zsh
# rotate-ea-cache.sh — Jamf policy script
# Parameter 4: API client id   Parameter 5: API client secret
jamfURL="https://acme.jamfcloud.com"
clientID="$4"
clientSecret="$5"

token=$(curl -s "$jamfURL/api/oauth/token" \
  --data-urlencode "client_id=$clientID" \
  --data-urlencode "grant_type=client_credentials" \
  --data-urlencode "client_secret=$clientSecret" | plutil -extract access_token raw -)

# local test (args 1-3 are normally mount point, computer name, user):
# sudo ./rotate-ea-cache.sh / "$(scutil --get ComputerName)" "$USER" «_c» «a»
`, V{"_c": g.uuid(), "a": g.s(alAlnum+"-_", 64)}, `clientSecret="$5"`, "plutil -extract access_token raw -")

	user := "jss-api"
	pass := g.pw()
	g.macAdd("mac/jamf-script-hardcoded-basic-trace", `
$ sudo bash -x /Library/Application\ Support/JAMF/tmp/Update-Asset-Tag.sh
+ jssURL=https://jss.acme.io:8443
+ apiUser=«_u»
+ apiPass=«a»
++ printf '«_u»:«a»'
++ iconv -t ISO-8859-1
++ base64 -i -
+ encodedCredentials=«b»
++ curl -s -H 'Authorization: Basic «b»' https://jss.acme.io:8443/api/v1/auth/token -X POST
+ authToken='{"token":"«c»","expires":"2025-03-11T11:02:53.114Z"}'
`, V{"_u": user, "a": pass, "b": b64s(user + ":" + pass), "c": g.macJamfTok()}, "https://jss.acme.io:8443")

	g.macAdd("mac/jamf-createaccount-hidden-admin", `
$ sudo jamf createAccount -username ladmin -realname "Local Admin" -password '«a»' -home /private/var/ladmin -hiddenUser -admin -suppressSetupAssistant
Creating account ladmin...
Setting password for ladmin...
Adding ladmin to admin group...
$ dscl . -read /Users/ladmin UniqueID
UniqueID: 499
`, V{"a": g.pwStrong()}, "/private/var/ladmin", "UniqueID: 499")

	g.macAdd("mac/jamf-recon-output-benign", `
$ sudo jamf recon -endUsername dana
Retrieving inventory preferences from https://acme.jamfcloud.com/...
Locating accounts...
Locating package receipts...
Searching path: /Applications
Locating software updates...
Locating plugins...
Locating printers...
Searching path: /System/Applications
Gathering application usage information...
Submitting data to https://acme.jamfcloud.com/...
<computer_id>1842</computer_id>
`, nil, "<computer_id>1842</computer_id>", "jamf recon -endUsername dana")

	g.macAdd("mac/jamf-policy-event-log-benign", `
$ sudo jamf policy -event install-xcode -verbose
verbose: JAMF agent version 11.12.1
Checking for policies triggered by "install-xcode" for user "dana"...
verbose: Checking for an active ethernet connection...
Executing Policy Xcode 16.2
Downloading Xcode_16.2.xip...
Downloading https://cdn.acme.jamfcloud.com/download/«_h»/Xcode_16.2.xip?token=«_t»...
Verifying package integrity...
Installing Xcode_16.2.xip...
Successfully installed Xcode_16.2.xip.
Running Recon...
Submitting log to https://acme.jamfcloud.com/
`, V{"_h": g.hex(32), "_t": g.hex(40)}, "JAMF agent version 11.12.1")

	mid := g.uuid()
	g.macAdd("mac/jamf-laps-password-api", `
$ curl -s -H "Authorization: Bearer $token" "https://acme.jamfcloud.com/api/v1/computers-inventory?filter=hardware.serialNumber==«_s»&section=GENERAL" | jq -r '.results[0].general.managementId'
«_m»
$ curl -s -H "Authorization: Bearer $token" "https://acme.jamfcloud.com/api/v2/local-admin-password/«_m»/account/ladmin/password"
{
  "password" : "«a»"
}
`, V{"_s": g.macSerial(), "_m": mid, "a": g.s("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789-", 15)}, "Bearer $token", "general.managementId")

	g.macAdd("mac/jamf-connect-login-oidc-secret", `
$ sudo defaults read /Library/Managed\ Preferences/com.jamf.connect.login.plist
{
    CreateAdminUser = 0;
    DenyLocal = 1;
    LocalFallback = 1;
    Migrate = 1;
    OIDCClientID = "«_c»";
    OIDCClientSecret = "«a»";
    OIDCNewPassword = 0;
    OIDCProvider = Okta;
    OIDCRedirectURI = "https://127.0.0.1/jamfconnect";
    OIDCTenant = "acme.okta.com";
}
`, V{"_c": "0oa" + g.an(17), "a": g.b64u(40)}, "https://127.0.0.1/jamfconnect", "OIDCTenant")

	g.macAdd("mac/jamf-pro-database-xml", `
$ sudo cat /Library/JSS/Tomcat/webapps/ROOT/WEB-INF/xml/DataBase.xml
<?xml version="1.0" encoding="UTF-8"?>
<DataBase>
	<typeName>MySQL</typeName>
	<driver>org.mariadb.jdbc.Driver</driver>
	<ServerName>jamf-db.acme.internal</ServerName>
	<ServerPort>3306</ServerPort>
	<DataBaseName>jamfsoftware</DataBaseName>
	<DataBaseUser>jamfsoftware</DataBaseUser>
	<DataBasePassword>«a»</DataBasePassword>
	<jdbcParameters>?useSSL=true&amp;requireSSL=true</jdbcParameters>
	<MinPoolSize>5</MinPoolSize>
	<MaxPoolSize>90</MaxPoolSize>
</DataBase>
`, V{"a": g.pwStrong()}, "jamf-db.acme.internal", "<DataBaseUser>jamfsoftware</DataBaseUser>")

	g.macAdd("mac/jamf-pro-sdk-python", `
from jamf_pro_sdk import JamfProClient, ApiClientCredentialsProvider

client = JamfProClient(
    server="acme.jamfcloud.com",
    credentials=ApiClientCredentialsProvider("«_c»", "«a»"),
)
for c in client.pro_api.get_computer_inventory_v1(sections=["GENERAL", "HARDWARE"]):
    print(c.id, c.hardware.serialNumber, c.general.lastContactTime)
`, V{"_c": g.uuid(), "a": g.s(alAlnum+"-_", 64)}, "acme.jamfcloud.com", "get_computer_inventory_v1")

	g.macAdd("mac/jamf-classic-api-computer-benign", `
$ curl -s -H "Accept: application/xml" -H "Authorization: Bearer $JAMF_TOKEN" https://acme.jamfcloud.com/JSSResource/computers/id/1842/subset/General | xmllint --format -
<?xml version="1.0" encoding="UTF-8"?>
<computer>
  <general>
    <id>1842</id>
    <name>Dana's MacBook Pro</name>
    <mac_address>F8:4D:89:«_m»</mac_address>
    <serial_number>«_s»</serial_number>
    <udid>«_u»</udid>
    <jamf_version>11.12.1-t1733493152</jamf_version>
    <management_status>
      <enrolled_via_dep>true</enrolled_via_dep>
      <user_approved_enrollment>true</user_approved_enrollment>
    </management_status>
    <mdm_capable_users>
      <mdm_capable_user>dana</mdm_capable_user>
    </mdm_capable_users>
  </general>
</computer>
`, V{"_m": g.s(alHexU, 2) + ":" + g.s(alHexU, 2) + ":" + g.s(alHexU, 2), "_s": g.macSerial(), "_u": g.macHW()}, "Bearer $JAMF_TOKEN", "11.12.1-t1733493152")

	g.macAdd("mac/jamf-bearer-invalidate-trace", `
+ /usr/bin/curl -s -o /dev/null -w '%{http_code}' -H 'Authorization: Bearer «a»' https://acme.jamfcloud.com/api/v1/auth/invalidate-token -X POST
+ responseCode=204
+ echo 'Token successfully invalidated'
Token successfully invalidated
`, V{"a": g.macJamfTok()}, "https://acme.jamfcloud.com/api/v1/auth/invalidate-token")

	g.macAdd("mac/kandji-api-token-uuid", `
$ export KANDJI_API_URL=https://acme.api.kandji.io
$ curl -s -H "Authorization: Bearer «a»" "$KANDJI_API_URL/api/v1/devices?serial_number=«_s»" | jq '.[0] | {device_id, device_name, blueprint_id}'
{
  "device_id": "«_d»",
  "device_name": "Studio-iMac-04",
  "blueprint_id": "«_b»"
}
`, V{"a": g.uuid(), "_s": g.macSerial(), "_d": g.uuid(), "_b": g.uuid()}, "https://acme.api.kandji.io", "Studio-iMac-04")

	g.macAdd("mac/mosyle-business-api-login", `
$ curl -s -i -X POST https://businessapi.mosyle.com/v1/login \
    -H "accesstoken: «a»" \
    -H "Content-Type: application/json" \
    -d '{"email":"it-automation@acme.io","password":"«b»"}' | grep -i '^authorization'
Authorization: Bearer «c»
`, V{"a": g.hex(64), "b": g.pw(), "c": g.jwt("HS256", fmt.Sprintf(`{"iss":"businessapi.mosyle.com","sub":"it-automation@acme.io","uid":%d,"exp":1741700000}`, 10000+g.r.IntN(90000)))}, "it-automation@acme.io", "https://businessapi.mosyle.com/v1/login")

	g.macAdd("mac/jamf-protect-api-env", `
# ~/.config/jamf-protect/env  (sourced by protect-export.sh)
export JAMF_PROTECT_URL="https://acme.protect.jamfcloud.com"
export JAMF_PROTECT_CLIENT_ID="«_c»"
export JAMF_PROTECT_PASSWORD="«a»"
export EXPORT_DIR="$HOME/protect-exports"
`, V{"_c": g.s(alUpNum, 32), "a": g.s(alAlnum, 40)}, "https://acme.protect.jamfcloud.com", `export EXPORT_DIR="$HOME/protect-exports"`)

	g.macAdd("mac/jamfpro-terraform-provider", `
provider "jamfpro" {
  jamfpro_instance_fqdn                = "https://acme.jamfcloud.com"
  auth_method                          = "oauth2"
  client_id                            = "«_c»"
  client_secret                        = "«a»"
  enable_client_sdk_logs               = false
  jamfpro_load_balancer_lock           = true
  token_refresh_buffer_period_seconds  = 300
}

resource "jamfpro_category" "dev_tools" {
  name     = "Developer Tools"
  priority = 9
}
`, V{"_c": g.uuid(), "a": g.s(alAlnum+"-_", 64)}, `auth_method                          = "oauth2"`, "jamfpro_load_balancer_lock")

	g.macAdd("mac/jamf-classic-ldap-server-post", `
$ curl -s -X POST -H "Authorization: Bearer $token" -H "Content-Type: application/xml" \
    https://acme.jamfcloud.com/JSSResource/ldapservers/id/0 -d @- <<'XML'
<ldap_server>
  <connection>
    <name>corp.acme.io</name>
    <hostname>dc01.corp.acme.io</hostname>
    <server_type>Active Directory</server_type>
    <port>636</port>
    <use_ssl>true</use_ssl>
    <authentication_type>simple</authentication_type>
    <account>
      <distinguished_username>CN=svc-jamf-ldap,OU=Service Accounts,DC=corp,DC=acme,DC=io</distinguished_username>
      <password>«a»</password>
    </account>
  </connection>
</ldap_server>
XML
<?xml version="1.0" encoding="UTF-8"?><ldap_server><id>3</id></ldap_server>
`, V{"a": g.pwStrong()}, "CN=svc-jamf-ldap,OU=Service Accounts,DC=corp,DC=acme,DC=io", "dc01.corp.acme.io")
}

// ---- Munki, MunkiReport and AutoPkg ----

func (g *G) macMunki() {
	mu := "munki"
	mp := g.pwURL()
	g.macAdd("mac/munki-managedinstalls-basic-header", `
$ defaults read /Library/Preferences/ManagedInstalls
{
    AdditionalHttpHeaders =     (
        "Authorization: Basic «a»"
    );
    ClientIdentifier = "studio-macs";
    DaysBetweenNotifications = 1;
    InstallAppleSoftwareUpdates = 0;
    LastCheckDate = "2025-03-11 07:58:14 +0000";
    LastCheckResult = 1;
    LastNotifiedDate = "2025-03-10 16:21:09 +0000";
    OldestUpdateDays = "0.6342";
    SoftwareRepoURL = "https://munki.acme.io/repo";
}
`, V{"a": b64s(mu + ":" + mp)}, `ClientIdentifier = "studio-macs"`, "https://munki.acme.io/repo")

	mp2 := g.pwURL()
	g.macAdd("mac/munki-defaults-write-header-printf", `
% printf 'munki-client:«a»' | base64
«b»
% sudo defaults write /Library/Preferences/ManagedInstalls AdditionalHttpHeaders -array "Authorization: Basic «b»"
% sudo managedsoftwareupdate --checkonly
Managed Software Update Tool
Copyright 2010-2024 The Munki Project
https://github.com/munki/munki
Starting...
Checking for available updates...
    Retrieving list of software for this machine...
    0..20..40..60..80..100
The following items will be installed or upgraded:
    + GoogleChrome-134.0.6998.45
Finishing...
`, V{"a": mp2, "b": b64s("munki-client:" + mp2)}, "GoogleChrome-134.0.6998.45", "https://github.com/munki/munki")

	g.macAdd("mac/munki-s3-middleware-plist", `
	<key>SoftwareRepoURL</key>
	<string>https://acme-munki.s3.eu-west-1.amazonaws.com/repo</string>
	<key>AccessKey</key>
	<string>«a»</string>
	<key>SecretKey</key>
	<string>«b»</string>
	<key>Region</key>
	<string>eu-west-1</string>
	<key>UseClientCertificate</key>
	<false/>
`, V{"a": g.awsID(), "b": g.awsSecret()}, "https://acme-munki.s3.eu-west-1.amazonaws.com/repo")

	g.macAdd("mac/munkireport-env-and-passphrase", `
$ cat /var/www/munkireport/.env
APP_URL="https://mr.acme.io"
AUTH_METHODS="LOCAL,SAML"
CONNECTION_DRIVER="mysql"
CONNECTION_HOST="127.0.0.1"
CONNECTION_DATABASE="munkireport"
CONNECTION_USERNAME="munkireport"
CONNECTION_PASSWORD="«a»"
CLIENT_PASSPHRASES="«b»"
MODULES="applications, disk_report, inventory, munkireport, security, warranty"
$ sudo defaults write /Library/Preferences/MunkiReport Passphrase '«b»'
`, V{"a": g.pwStrong(), "b": g.an(32)}, `APP_URL="https://mr.acme.io"`, `CONNECTION_USERNAME="munkireport"`)

	g.macAdd("mac/autopkg-prefs-plist-jamf-upload", `
$ plutil -p ~/Library/Preferences/com.github.autopkg.plist
{
  "API_PASSWORD" => "«a»"
  "API_USERNAME" => "autopkg-uploader"
  "CACHE_DIR" => "/Users/autopkg/Library/AutoPkg/Cache"
  "GITHUB_TOKEN_PATH" => "/Users/autopkg/.autopkg_gh_token"
  "JSS_URL" => "https://acme.jamfcloud.com"
  "RECIPE_OVERRIDE_DIRS" => [
    0 => "/Users/autopkg/Library/AutoPkg/RecipeOverrides"
  ]
  "SMB_PASSWORD" => "«b»"
  "SMB_URL" => "smb://dp01.acme.internal/CasperShare"
  "SMB_USERNAME" => "casperadmin"
}
`, V{"a": g.pwStrong(), "b": g.pw()}, "autopkg-uploader", "smb://dp01.acme.internal/CasperShare", "/Users/autopkg/.autopkg_gh_token")

	g.macAdd("mac/autopkg-run-k-override", `
autopkg@build-mini ~ % autopkg run -vv Firefox.jamf \
    -k JSS_URL=https://acme.jamfcloud.com \
    -k CLIENT_ID=«_c» \
    -k CLIENT_SECRET='«a»' \
    --post com.github.grahampugh.jamf-upload.processors/JamfUploaderSlacker \
    -k slack_webhook_url=https://hooks.slack.com/services/«_t»/«_b»/«b»
Processing Firefox.jamf...
FirefoxURLProvider
`, V{"_c": g.uuid(), "a": g.s(alAlnum+"-_", 64), "_t": g.slackT(), "_b": g.slackB(), "b": g.an(24)}, "JamfUploaderSlacker", "Processing Firefox.jamf...")

	g.macAdd("mac/autopkg-gh-token-file", `
autopkg@build-mini ~ % ls -l ~/.autopkg_gh_token
-rw-------  1 autopkg  staff  41 Jan  9 14:22 /Users/autopkg/.autopkg_gh_token
autopkg@build-mini ~ % cat ~/.autopkg_gh_token
«a»
autopkg@build-mini ~ % autopkg search Zoom
Name                         Repo                      Path
----                         ----                      ----
Zoom.download.recipe         homebysix-recipes         Zoom/Zoom.download.recipe
ZoomClient.pkg.recipe        autopkg/recipes           Zoom/ZoomClient.pkg.recipe
`, V{"a": g.ghp()}, "homebysix-recipes", "/Users/autopkg/.autopkg_gh_token")

	g.macAdd("mac/autopkg-override-trust-info-benign", `
	<key>ParentRecipeTrustInfo</key>
	<dict>
		<key>non_core_processors</key>
		<dict>
			<key>com.github.homebysix.VersionSplitter/VersionSplitter</key>
			<dict>
				<key>git_hash</key>
				<string>«_g1»</string>
				<key>path</key>
				<string>~/Library/AutoPkg/RecipeRepos/com.github.autopkg.homebysix-recipes/VersionSplitter/VersionSplitter.py</string>
				<key>sha256_hash</key>
				<string>«_s1»</string>
			</dict>
		</dict>
		<key>parent_recipes</key>
		<dict>
			<key>com.github.homebysix.download.Zoom</key>
			<dict>
				<key>git_hash</key>
				<string>«_g2»</string>
				<key>path</key>
				<string>~/Library/AutoPkg/RecipeRepos/com.github.autopkg.homebysix-recipes/Zoom/Zoom.download.recipe</string>
				<key>sha256_hash</key>
				<string>«_s2»</string>
			</dict>
		</dict>
	</dict>
`, V{"_g1": g.gitSHA(), "_s1": g.hex(64), "_g2": g.gitSHA(), "_s2": g.hex(64)}, "com.github.homebysix.download.Zoom")

	g.macAdd("mac/autopkg-override-input-client-secret", `
<dict>
	<key>Identifier</key>
	<string>local.jamf.GoogleChrome</string>
	<key>Input</key>
	<dict>
		<key>NAME</key>
		<string>Google Chrome</string>
		<key>CATEGORY</key>
		<string>Browsers</string>
		<key>CLIENT_ID</key>
		<string>«_c»</string>
		<key>CLIENT_SECRET</key>
		<string>«a»</string>
		<key>POLICY_NAME</key>
		<string>Install Latest %NAME%</string>
	</dict>
	<key>ParentRecipe</key>
	<string>com.github.autopkg.grahampugh-recipes.jamf.GoogleChrome</string>
`, V{"_c": g.uuid(), "a": g.s(alAlnum+"-_", 64)}, "local.jamf.GoogleChrome", "Install Latest %NAME%")

	g.macAdd("mac/munki-manifest-benign", `
$ cat /Users/Shared/munki_repo/manifests/serial_«_s»
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>catalogs</key>
	<array>
		<string>production</string>
	</array>
	<key>included_manifests</key>
	<array>
		<string>groups/design</string>
	</array>
	<key>managed_installs</key>
	<array>
		<string>Figma</string>
		<string>AdobeCreativeCloud</string>
	</array>
	<key>user</key>
	<string>«_u»</string>
</dict>
</plist>
`, V{"_s": g.macSerial(), "_u": g.macHW()}, "groups/design", "AdobeCreativeCloud")
}

// ---- Homebrew ----

func (g *G) macBrew() {
	g.macAdd("mac/brew-config-output-benign", `
$ brew config
HOMEBREW_VERSION: 4.4.24
ORIGIN: https://github.com/Homebrew/brew
HEAD: «_h»
Last commit: 3 days ago
Branch: stable
Core tap JSON: 11 Mar 08:02 UTC
Core cask tap JSON: 11 Mar 08:02 UTC
HOMEBREW_PREFIX: /opt/homebrew
HOMEBREW_CASK_OPTS: []
HOMEBREW_DOWNLOAD_CONCURRENCY: 16
HOMEBREW_MAKE_JOBS: 12
HOMEBREW_NO_ANALYTICS: set
HOMEBREW_SORBET_RUNTIME: set
Homebrew Ruby: 3.3.7 => /opt/homebrew/Library/Homebrew/vendor/portable-ruby/3.3.7/bin/ruby
CPU: dodeca-core 64-bit arm_ibiza
Clang: 16.0.0 build 1600
Git: 2.39.5 => /Applications/Xcode.app/Contents/Developer/usr/bin/git
Curl: 8.7.1 => /usr/bin/curl
macOS: 15.3.1-arm64
CLT: 16.2.0.0.1.1733547573
Xcode: 16.2
Rosetta 2: false
`, V{"_h": g.gitSHA()}, "HOMEBREW_VERSION: 4.4.24", "CLT: 16.2.0.0.1.1733547573")

	g.macAdd("mac/zshrc-homebrew-github-token", `
# ~/.zshrc
eval "$(/opt/homebrew/bin/brew shellenv)"
export HOMEBREW_NO_ANALYTICS=1
export HOMEBREW_NO_ENV_HINTS=1
export HOMEBREW_GITHUB_API_TOKEN=«a»
export HOMEBREW_BUNDLE_FILE="$HOME/.config/Brewfile"

source $(brew --prefix)/share/zsh-autosuggestions/zsh-autosuggestions.zsh
`, V{"a": g.ghp()}, `export HOMEBREW_BUNDLE_FILE="$HOME/.config/Brewfile"`)

	g.macAdd("mac/brew-tap-private-url-token", `
$ brew tap acme/tools https://dana-k:«a»@github.com/acme/homebrew-tools
==> Tapping acme/tools
Cloning into '/opt/homebrew/Library/Taps/acme/homebrew-tools'...
remote: Enumerating objects: 412, done.
remote: Total 412 (delta 0), reused 0 (delta 0), pack-reused 412
Receiving objects: 100% (412/412), 71.20 KiB | 1.48 MiB/s, done.
Tapped 9 formulae (33 files, 102.4KB).
`, V{"a": g.ghp()}, "/opt/homebrew/Library/Taps/acme/homebrew-tools", "Tapped 9 formulae (33 files, 102.4KB).")

	g.macAdd("mac/brew-install-inline-env-token", `
% HOMEBREW_GITHUB_API_TOKEN=«a» brew install acme/tools/acmectl
==> Fetching acme/tools/acmectl
==> Downloading https://github.com/acme/acmectl/releases/download/v1.9.0/acmectl_1.9.0_darwin_arm64.tar.gz
######################################################################### 100.0%
==> Installing acmectl from acme/tools
🍺  /opt/homebrew/Cellar/acmectl/1.9.0: 6 files, 24.1MB, built in 2 seconds
`, V{"a": g.ghFine()}, "/opt/homebrew/Cellar/acmectl/1.9.0")

	g.macAdd("mac/brew-private-formula-literal-header", `
# /opt/homebrew/Library/Taps/acme/homebrew-tools/Formula/acme-agent.rb
class AcmeAgent < Formula
  desc "Acme endpoint agent"
  homepage "https://github.com/acme/agent"
  version "3.14.2"
  url "https://api.github.com/repos/acme/agent/releases/assets/«_id»",
      headers: [
        "Accept: application/octet-stream",
        "Authorization: token «a»",
      ]
  sha256 "«_s»"

  def install
    bin.install "acme-agent"
  end
end
`, V{"_id": g.digits(9), "a": g.ghp(), "_s": g.hex(64)}, "Accept: application/octet-stream", "https://github.com/acme/agent")

	g.macAdd("mac/brewfile-benign", `
$ cat ~/.config/Brewfile
tap "homebrew/bundle"
tap "acme/tools"
brew "awscli"
brew "gh"
brew "jq"
brew "acme/tools/acmectl"
cask "1password-cli"
cask "docker"
cask "visual-studio-code"
mas "Xcode", id: 497799835
vscode "golang.go"
`, nil, `mas "Xcode", id: 497799835`, `cask "1password-cli"`)

	g.macAdd("mac/brew-doctor-benign", `
$ brew doctor
Please note that these warnings are just used to help the Homebrew maintainers
with debugging if you file an issue. If everything you use Homebrew for is
working fine: please don't worry or file an issue; just ignore this. Thanks!

Warning: Some installed formulae are deprecated or disabled.
You should find replacements for the following formulae:
  python@3.8

Warning: You have unlinked kegs in your Cellar.
Leaving kegs unlinked can lead to build-trouble and cause formulae that depend on
those kegs to fail to run properly once built. Run ˋbrew linkˋ on these:
  openssl@1.1
`, nil, "python@3.8", "openssl@1.1")

	g.macAdd("mac/brew-bad-credentials-env-grep", `
$ brew search acme/tools/
Error: GitHub API Error: Bad credentials
HOMEBREW_GITHUB_API_TOKEN may be invalid or expired; check:
  https://github.com/settings/tokens
$ env | grep -i homebrew
HOMEBREW_PREFIX=/opt/homebrew
HOMEBREW_CELLAR=/opt/homebrew/Cellar
HOMEBREW_REPOSITORY=/opt/homebrew
HOMEBREW_GITHUB_API_TOKEN=«a»
`, V{"a": g.ghp()}, "HOMEBREW_CELLAR=/opt/homebrew/Cellar", "https://github.com/settings/tokens")

	g.macAdd("mac/brew-artifact-domain-registry-token", `
# /etc/homebrew/brew.env  (pushed by MDM to all engineering Macs)
HOMEBREW_ARTIFACT_DOMAIN=https://artifactory.acme.io/artifactory/api/docker/ghcr-remote
HOMEBREW_ARTIFACT_DOMAIN_NO_FALLBACK=1
HOMEBREW_DOCKER_REGISTRY_BASIC_AUTH_TOKEN=«a»
HOMEBREW_API_DOMAIN=https://artifactory.acme.io/artifactory/api/generic/homebrew-api
`, V{"a": b64s("brew-mirror:" + g.pwURL())}, "https://artifactory.acme.io/artifactory/api/docker/ghcr-remote")

	g.macAdd("mac/brew-services-list-benign", `
$ brew services list
Name          Status  User File
colima        started dana ~/Library/LaunchAgents/homebrew.mxcl.colima.plist
grafana-agent started dana ~/Library/LaunchAgents/homebrew.mxcl.grafana-agent.plist
postgresql@16 started dana ~/Library/LaunchAgents/homebrew.mxcl.postgresql@16.plist
redis         none
unbound       error   256 root /Library/LaunchDaemons/homebrew.mxcl.unbound.plist
`, nil, "homebrew.mxcl.postgresql@16.plist", "unbound       error   256")
}

// ---- Xcode, fastlane and release tooling ----

func (g *G) macXcode() {
	g.macAdd("mac/fastlane-dotenv-user-password", `
$ cat fastlane/.env
FASTLANE_USER=release@acme.io
FASTLANE_PASSWORD=«a»
FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=«b»
FASTLANE_ITC_TEAM_ID=«_i»
FASTLANE_TEAM_ID=«_t»
MATCH_PASSWORD=«c»
FASTLANE_XCODEBUILD_SETTINGS_TIMEOUT=180
`, V{"a": g.pw(), "b": g.macAppPw(), "_i": g.digits(9), "_t": g.macTeam(), "c": g.pwURL()}, "FASTLANE_USER=release@acme.io", "FASTLANE_XCODEBUILD_SETTINGS_TIMEOUT=180")

	g.macAdd("mac/fastlane-spaceauth-session", `
$ fastlane spaceauth -u release@acme.io
[✔] 🚀
Logging into to App Store Connect (release@acme.io)...
Successfully logged in to App Store Connect

---

Pass the following via the FASTLANE_SESSION environment variable:
---\n- !ruby/object:HTTP::Cookie\n  name: myacinfo\n  value: «a»\n  domain: apple.com\n  for_domain: true\n  path: \"/\"\n  secure: true\n  httponly: true\n  expires: \n  max_age: \n  created_at: 2025-03-11 09:30:12.154871000 +01:00\n  accessed_at: 2025-03-11 09:30:14.010011000 +01:00\n- !ruby/object:HTTP::Cookie\n  name: dqsid\n  value: «b»\n  domain: appstoreconnect.apple.com\n  for_domain: false\n  path: \"/\"\n

Example:
export FASTLANE_SESSION='---\n- !ruby/object:HTTP::Cookie\n  name: myacinfo\n  value: «a»\n  domain: apple.com\n ...'
`, V{"a": "DAWTKNV323952cf8084a204fb20ab2508441a07d02d3" + g.hex(200) + "SRVX", "b": g.jwt("HS256", fmt.Sprintf(`{"appId":"%s","exp":1741692612}`, g.uuid()))}, "ruby/object:HTTP::Cookie", "appstoreconnect.apple.com")

	p8 := g.ecPKCS8()
	g.macAdd("mac/fastfile-asc-key-heredoc", `
# fastlane/Fastfile
default_platform(:ios)

platform :ios do
  lane :beta do
    api_key = app_store_connect_api_key(
      key_id: "«_k»",
      issuer_id: "«_i»",
      key_content: <<~P8,
        -----BEGIN PRIVATE KEY-----
        «a»
        -----END PRIVATE KEY-----
      P8
      duration: 1200,
      in_house: false
    )
    match(type: "appstore", readonly: true, api_key: api_key)
    build_app(scheme: "Courier", export_method: "app-store")
    upload_to_testflight(api_key: api_key, skip_waiting_for_build_processing: true)
  end
end
`, V{"_k": g.macTeam(), "_i": g.uuid(), "a": strings.ReplaceAll(p8.body, "\n", "\n        ")}, "skip_waiting_for_build_processing: true")

	g.macAdd("mac/appfile-benign", `
$ cat fastlane/Appfile
app_identifier("io.acme.courier")
apple_id("release@acme.io")
itc_team_id("«_i»")
team_id("«_t»")

for_platform :osx do
  app_identifier("io.acme.courier.mac")
end
`, V{"_i": g.digits(9), "_t": g.macTeam()}, `app_identifier("io.acme.courier")`, `apple_id("release@acme.io")`)

	g.macAdd("mac/matchfile-git-basic-authorization", `
# fastlane/Matchfile
git_url("https://github.com/acme-mobile/certificates.git")
git_branch("acme-inc")
storage_mode("git")
type("appstore")
app_identifier(["io.acme.courier", "io.acme.courier.widgets"])
username("release@acme.io")
git_basic_authorization("«a»")
readonly(true)
`, V{"a": b64s("acme-ci-bot:" + g.ghp())}, "https://github.com/acme-mobile/certificates.git", "io.acme.courier.widgets")

	g.macAdd("mac/match-summary-table-benign", `
[09:41:18]: Cloning remote git repo...
[09:41:20]: Checking out branch acme-inc...
[09:41:20]: 🔓  Successfully decrypted certificates repo
[09:41:21]: Installing certificate...

+-------------------+----------------------------------------------+
|                      Installed Certificate                       |
+-------------------+----------------------------------------------+
| User ID           | «_t»                                   |
| Common Name       | Apple Distribution: Acme Inc («_t»)    |
| Organisation Unit | «_t»                                   |
| Organisation      | Acme Inc                                     |
| Country           | US                                           |
| Start Datetime    | 2025-01-08 09:31:02 UTC                      |
| End Datetime      | 2026-01-08 09:31:01 UTC                      |
+-------------------+----------------------------------------------+

[09:41:22]: Installing provisioning profile...
+-------------------------------------+------------------------------------------+
|                           Installed Provisioning Profile                          |
+-------------------------------------+------------------------------------------+
| Parameter                           | Value                                    |
+-------------------------------------+------------------------------------------+
| App Identifier                      | io.acme.courier                          |
| Type                                | appstore                                 |
| Platform                            | ios                                      |
| Profile UUID                        | «_u»     |
| Profile Name                        | match AppStore io.acme.courier           |
| Release Team ID                     | «_t»                               |
+-------------------------------------+------------------------------------------+
`, V{"_t": g.macTeam(), "_u": g.uuid()}, "Successfully decrypted certificates repo", "match AppStore io.acme.courier")

	g.macAdd("mac/match-manual-openssl-decrypt", `
# inspect what match stored (repo cloned to /tmp/certs)
cd /tmp/certs
openssl enc -aes-256-cbc -d -a -md sha256 -pbkdf2 -k '«a»' -in certs/distribution/«_c».cer -out /tmp/dist.cer
openssl enc -aes-256-cbc -d -a -md sha256 -pbkdf2 -k '«a»' -in certs/distribution/«_c».p12 -out /tmp/dist.p12
openssl x509 -inform der -in /tmp/dist.cer -noout -subject -enddate
subject=UID=«_t», CN=Apple Distribution: Acme Inc («_t»), OU=«_t», O=Acme Inc, C=US
notAfter=Jan  8 09:31:01 2026 GMT
`, V{"a": g.pwURL(), "_c": g.s(alUpNum, 10), "_t": g.macTeam()}, "notAfter=Jan  8 09:31:01 2026 GMT")

	p8b := g.ecPKCS8()
	g.macAdd("mac/fastlane-api-key-json", `
$ cat fastlane/api_key.json
{
  "key_id": "«_k»",
  "issuer_id": "«_i»",
  "key": "«a»",
  "duration": 1200,
  "in_house": false
}
$ bundle exec fastlane pilot builds --api_key_path fastlane/api_key.json
`, V{"_k": g.macTeam(), "_i": g.uuid(), "a": jsonEsc(p8b.block())}, "fastlane pilot builds --api_key_path fastlane/api_key.json")

	g.macAdd("mac/xcodebuild-exportarchive-output-benign", `
$ xcodebuild -exportArchive -archivePath build/Courier.xcarchive -exportOptionsPlist ExportOptions.plist -exportPath build/export -allowProvisioningUpdates
2025-03-11 09:52:14.511 xcodebuild[51244:2210413] [MT] IDEDistribution: -[IDEDistributionLogging _createLoggingBundleAtPath:]: Created bundle at path "/var/folders/x1/«_v»/T/Courier_2025-03-11_09-52-14.510.xcdistributionlogs".
2025-03-11 09:52:21.094 xcodebuild[51244:2210413] [MT] IDEDistribution: Step succeeded: IDEDistributionSigningAssetsStep
Exported Courier to: /Users/ci/src/courier/build/export
** EXPORT SUCCEEDED **
`, V{"_v": g.s(alLowNum, 30) + "0000gn"}, "** EXPORT SUCCEEDED **", "IDEDistributionSigningAssetsStep")

	g.macAdd("mac/exportoptions-plist-benign", `
$ cat ExportOptions.plist
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>method</key>
	<string>app-store-connect</string>
	<key>signingStyle</key>
	<string>manual</string>
	<key>teamID</key>
	<string>«_t»</string>
	<key>provisioningProfiles</key>
	<dict>
		<key>io.acme.courier</key>
		<string>«_u1»</string>
		<key>io.acme.courier.widgets</key>
		<string>«_u2»</string>
	</dict>
	<key>uploadSymbols</key>
	<true/>
</dict>
</plist>
`, V{"_t": g.macTeam(), "_u1": g.uuid(), "_u2": g.uuid()}, "app-store-connect")

	kid := g.macTeam()
	p8c := g.ecPKCS8()
	g.macAdd("mac/xcodebuild-authkey-flags-and-cat-p8", `
$ xcodebuild -exportArchive -archivePath build/Courier.xcarchive -exportOptionsPlist ExportOptions.plist \
    -exportPath build/export -allowProvisioningUpdates \
    -authenticationKeyPath ~/.private_keys/AuthKey_«_k».p8 \
    -authenticationKeyID «_k» \
    -authenticationKeyIssuerID «_i»
error: exportArchive: The operation couldn’t be completed. (AuthenticationKey error 1: unable to read key)
$ cat ~/.private_keys/AuthKey_«_k».p8
-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----
`, V{"_k": kid, "_i": g.uuid(), "a": p8c.body}, "AuthenticationKey error 1: unable to read key")

	g.macAdd("mac/notarytool-store-credentials", `
% xcrun notarytool store-credentials "acme-notary" --apple-id "release@acme.io" --team-id «_t» --password «a»

This process stores your credentials securely in the Keychain. You reference these credentials later using a profile name.

Validating your credentials...
Success. Credentials validated.
Credentials saved to Keychain.
To use them, specify ˋ--keychain-profile "acme-notary"ˋ
`, V{"_t": g.macTeam(), "a": g.macAppPw()}, `--keychain-profile "acme-notary"`, "release@acme.io")

	g.macAdd("mac/notarytool-submit-wait-benign", `
% xcrun notarytool submit build/Acme-3.14.2.dmg --keychain-profile "acme-notary" --wait
Conducting pre-submission checks for Acme-3.14.2.dmg and initiating connection to the Apple notary service...
Submission ID received
  id: «_id»
Upload progress: 100.00% (88.4 MB of 88.4 MB)
Successfully uploaded file
  id: «_id»
  path: /Users/ci/src/acme/build/Acme-3.14.2.dmg
Waiting for processing to complete.
Current status: Accepted.........
Processing complete
  id: «_id»
  status: Accepted
% xcrun stapler staple build/Acme-3.14.2.dmg
Processing: /Users/ci/src/acme/build/Acme-3.14.2.dmg
The staple and validate action worked!
`, V{"_id": g.uuid()}, "The staple and validate action worked!")

	g.macAdd("mac/notarytool-log-json-benign", `
% xcrun notarytool log «_id» --keychain-profile "acme-notary"
{
  "logFormatVersion": 1,
  "jobId": "«_id»",
  "status": "Accepted",
  "statusSummary": "Ready for distribution",
  "statusCode": 0,
  "archiveFilename": "Acme-3.14.2.dmg",
  "uploadDate": "2025-03-11T09:58:41.223Z",
  "sha256": "«_s»",
  "ticketContents": [
    {
      "path": "Acme-3.14.2.dmg/Acme.app",
      "digestAlgorithm": "SHA-256",
      "cdhash": "«_c1»",
      "arch": "arm64"
    },
    {
      "path": "Acme-3.14.2.dmg/Acme.app",
      "digestAlgorithm": "SHA-256",
      "cdhash": "«_c2»",
      "arch": "x86_64"
    }
  ],
  "issues": null
}
`, V{"_id": g.uuid(), "_s": g.hex(64), "_c1": g.hex(40), "_c2": g.hex(40)}, "Ready for distribution")

	g.macAdd("mac/altool-upload-app-password", `
$ xcrun altool --upload-app -f build/export/Courier.ipa -t ios -u release@acme.io -p «a» --output-format xml
2025-03-11 10:03:12.840 *** Warning: altool has been deprecated for uploading apps to App Store Connect and will be removed in a future release.
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
	<key>os-version</key>
	<string>15.3.1</string>
	<key>product-errors</key>
	<array/>
	<key>success-message</key>
	<string>No errors uploading 'build/export/Courier.ipa'</string>
	<key>tool-version</key>
	<string>8.303.15082 (1303)</string>
</dict>
</plist>
`, V{"a": g.macAppPw()}, "No errors uploading 'build/export/Courier.ipa'")

	g.macAdd("mac/altool-keychain-and-env-refs-benign", `
# both forms read the password from elsewhere; nothing secret on the command line
xcrun altool --validate-app -f Courier.ipa -t ios -u release@acme.io -p "@keychain:AC_PASSWORD"
xcrun altool --upload-app -f Courier.ipa -t ios --apiKey «_k» --apiIssuer «_i»
xcrun altool --notarization-history 0 -u release@acme.io -p "@env:AC_PASSWORD"
`, V{"_k": g.macTeam(), "_i": g.uuid()}, "@keychain:AC_PASSWORD", "@env:AC_PASSWORD")

	g.macAdd("mac/gon-hcl-literal-password", `
# gon.hcl
source = ["./dist/acmectl_darwin_all/acmectl"]
bundle_id = "io.acme.acmectl"

apple_id {
  username = "release@acme.io"
  password = "«a»"
  provider = "«_t»"
}

sign {
  application_identity = "Developer ID Application: Acme Inc («_t»)"
}

zip {
  output_path = "dist/acmectl_darwin_all.zip"
}
`, V{"a": g.macAppPw(), "_t": g.macTeam()}, "io.acme.acmectl", "dist/acmectl_darwin_all.zip")

	g.macAdd("mac/electron-builder-notarize-env", `
$ cat .env.release
APPLE_ID=release@acme.io
APPLE_APP_SPECIFIC_PASSWORD=«a»
APPLE_TEAM_ID=«_t»
CSC_LINK=«b»
CSC_KEY_PASSWORD=«c»
GH_TOKEN=«d»
$ npx electron-builder --mac --publish always
  • electron-builder  version=25.1.8 os=24.3.0
  • signing         file=dist/mac-arm64/Acme Desk.app platform=darwin type=distribution identity=«_h» provisioningProfile=none
`, V{"a": g.macAppPw(), "_t": g.macTeam(), "b": g.macP12(), "c": g.pw(), "d": g.ghp(), "_h": g.macSHA1()}, "APPLE_ID=release@acme.io", "electron-builder  version=25.1.8")

	mini := "untrusted comment: rsign encrypted secret key\nRWRTY0Iy" + g.s(alB64, 340) + "==\n"
	pubk := b64s("untrusted comment: minisign public key: " + g.s(alHexU, 16) + "\nRWQ" + g.s(alB64, 53) + "\n")
	g.macAdd("mac/tauri-signing-env-and-conf", `
$ cat .env.signing
TAURI_SIGNING_PRIVATE_KEY=«a»
TAURI_SIGNING_PRIVATE_KEY_PASSWORD=«b»
APPLE_CERTIFICATE_PASSWORD=«c»
APPLE_SIGNING_IDENTITY="Developer ID Application: Acme Inc («_t»)"
APPLE_API_ISSUER=«_i»
APPLE_API_KEY=«_k»
APPLE_API_KEY_PATH=/Users/ci/.private_keys/AuthKey_«_k».p8
$ jq .plugins.updater src-tauri/tauri.conf.json
{
  "pubkey": "«_p»",
  "endpoints": ["https://releases.acme.io/desk/{{target}}/{{arch}}/{{current_version}}"]
}
`, V{"a": b64s(mini), "b": g.pw(), "c": g.pwURL(), "_t": g.macTeam(), "_i": g.uuid(), "_k": g.macTeam(), "_p": pubk}, "https://releases.acme.io/desk/{{target}}/{{arch}}/{{current_version}}")

	p8d := g.ecPKCS8()
	g.macAdd("mac/rcodesign-encode-api-key-json", `
$ rcodesign encode-app-store-connect-api-key -o ~/.appstoreconnect/key.json «_i» «_k» ~/Downloads/AuthKey_«_k».p8
writing unified key JSON to /Users/dana/.appstoreconnect/key.json
$ cat ~/.appstoreconnect/key.json
{
  "issuer_id": "«_i»",
  "key_id": "«_k»",
  "private_key": "«a»"
}
$ rcodesign notary-submit --api-key-file ~/.appstoreconnect/key.json --staple dist/acmectl.pkg
`, V{"_i": g.uuid(), "_k": g.macTeam(), "a": jsonEsc(p8d.block() + "\n")}, "rcodesign notary-submit --api-key-file ~/.appstoreconnect/key.json --staple dist/acmectl.pkg")

	g.macAdd("mac/xcconfig-secrets", `
// Config/Secrets.xcconfig  (gitignored... was)
API_BASE_URL = https:/$()/api.acme.io/v2
REVENUECAT_PUBLIC_KEY = appl_«_rc»
ALGOLIA_APP_ID = «_aid»
ALGOLIA_SEARCH_KEY = «_as»
ALGOLIA_ADMIN_KEY = «a»
SENTRY_DSN = https:/$()/«=dsn»@o«_o».ingest.us.sentry.io/«_p»
`, V{"_rc": g.an(27), "_aid": g.s(alUpNum, 10), "_as": g.hex(32), "a": g.hex(32), "=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)}, "https:/$()/api.acme.io/v2")

	g.macAdd("mac/xcode-cloud-ci-script-trace", `
Run ci_scripts/ci_post_clone.sh
+ cd /Volumes/workspace/repository
+ echo 'defaults.url=https://sentry.io/'
+ echo defaults.org=acme
+ echo defaults.project=courier-ios
+ echo auth.token=«a»
+ brew install swiftlint
==> Downloading https://ghcr.io/v2/homebrew/core/swiftlint/manifests/0.58.2
Exit status: 0
`, V{"a": g.macSentry()}, "defaults.project=courier-ios", "/Volumes/workspace/repository")

	g.macAdd("mac/xcodebuild-signing-log-benign", `
CodeSign /Users/ci/Library/Developer/Xcode/DerivedData/Courier-«_d»/Build/Products/Release-iphoneos/Courier.app (in target 'Courier' from project 'Courier')
    cd /Users/ci/src/courier
    Signing Identity:     "Apple Distribution: Acme Inc («_t»)"
    Provisioning Profile: "match AppStore io.acme.courier"
                          («_u»)

    /usr/bin/codesign --force --sign «_h» --entitlements /Users/ci/Library/Developer/Xcode/DerivedData/Courier-«_d»/Build/Intermediates.noindex/Courier.build/Release-iphoneos/Courier.build/Courier.app.xcent --generate-entitlement-der /Users/ci/Library/Developer/Xcode/DerivedData/Courier-«_d»/Build/Products/Release-iphoneos/Courier.app
`, V{"_d": g.s(alLower, 28), "_t": g.macTeam(), "_u": g.uuid(), "_h": g.macSHA1()}, "--generate-entitlement-der")

	g.macAdd("mac/swift-secrets-enum", `
// Courier/Sources/Config/Secrets.swift
enum Secrets {
    static let revenueCatPublic = "appl_«_rc»"
    static let revenueCatSecret = "«a»"   // TODO: move server-side
    static let mixpanelToken = "«_mx»"
    static let supportWebhookSigningKey = "«b»"
}
`, V{"_rc": g.an(27), "a": "sk_" + g.an(32), "_mx": g.hex(32), "b": g.hex(64)}, "TODO: move server-side")

	g.macAdd("mac/swift-urlsession-basic-auth", `
func makeRequest(_ url: URL) -> URLRequest {
    var req = URLRequest(url: url)
    let login = "courier-ios:«a»"
    let encoded = Data(login.utf8).base64EncodedString()
    req.setValue("Basic \(encoded)", forHTTPHeaderField: "Authorization")
    req.setValue("io.acme.courier/4.2 (iOS)", forHTTPHeaderField: "User-Agent")
    return req
}
`, V{"a": g.pwURL()}, "io.acme.courier/4.2 (iOS)", "Data(login.utf8).base64EncodedString()")

	g.macAdd("mac/objc-aws-static-credentials", `
// AppDelegate.m
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    AWSStaticCredentialsProvider *credentialsProvider =
        [[AWSStaticCredentialsProvider alloc] initWithAccessKey:@"«a»"
                                                      secretKey:@"«b»"];
    AWSServiceConfiguration *configuration =
        [[AWSServiceConfiguration alloc] initWithRegion:AWSRegionEUWest1 credentialsProvider:credentialsProvider];
    [AWSServiceManager defaultServiceManager].defaultServiceConfiguration = configuration;
    return YES;
}
`, V{"a": g.awsID(), "b": g.awsSecret()}, "AWSRegionEUWest1")

	dev := g.macHW()
	app := g.macHW()
	g.macAdd("mac/simulator-userdefaults-plutil", `
$ plutil -p ~/Library/Developer/CoreSimulator/Devices/«_d»/data/Containers/Data/Application/«_a»/Library/Preferences/io.acme.courier.plist
{
  "auth.accessToken" => "«a»"
  "auth.refreshToken" => "«b»"
  "auth.userID" => "«_u»"
  "onboarding.completed" => 1
  "push.deviceToken" => "«_pt»"
  "WebKitDiskImageCacheSavedCacheDirectory" => ""
}
`, V{"_d": dev, "_a": app, "a": g.userJWT(), "b": g.b64u(64), "_u": g.uuid(), "_pt": g.hex(64)}, "onboarding.completed")

	g.macAdd("mac/log-stream-app-subsystem", `
% log stream --level debug --predicate 'subsystem == "io.acme.courier"'
Filtering the log data using "subsystem == "io.acme.courier""
Timestamp                       Thread     Type        Activity             PID    TTL
2025-03-11 10:12:44.102311+0100 0x1f02a1   Default     0x0                  8812   0    Courier: [io.acme.courier:network] GET https://api.acme.io/v2/me
2025-03-11 10:12:44.102390+0100 0x1f02a1   Debug       0x0                  8812   0    Courier: [io.acme.courier:network] headers: ["Authorization": "Bearer «a»", "X-Device": "«_d»"]
2025-03-11 10:12:44.388012+0100 0x1f02b7   Default     0x0                  8812   0    Courier: [io.acme.courier:auth] refreshed session for <private>
`, V{"a": g.userJWT(), "_d": g.macHW()}, "refreshed session for <private>")

	g.macAdd("mac/simctl-list-benign", `
$ xcrun simctl list devices booted
== Devices ==
-- iOS 18.2 --
    iPhone 16 Pro («_a») (Booted)
    iPad Air 13-inch (M2) («_b») (Booted)
$ xcrun simctl get_app_container booted io.acme.courier data
/Users/dana/Library/Developer/CoreSimulator/Devices/«_a»/data/Containers/Data/Application/«_c»
`, V{"_a": g.macHW(), "_b": g.macHW(), "_c": g.macHW()}, "iPad Air 13-inch (M2)")

	g.macAdd("mac/notarytool-history-apple-id-password", `
% xcrun notarytool history --apple-id release@acme.io --team-id «_t» --password «a»
Successfully received submission history.
  history
    --------------------------------------------------
    createdDate: 2025-03-11T09:58:41.223Z
    id: «_i1»
    name: Acme-3.14.2.dmg
    status: Accepted
    --------------------------------------------------
    createdDate: 2025-03-04T15:20:08.914Z
    id: «_i2»
    name: Acme-3.14.1.dmg
    status: Invalid
`, V{"_t": g.macTeam(), "a": g.macAppPw(), "_i1": g.uuid(), "_i2": g.uuid()}, "Successfully received submission history.")
}

// ---- SwiftPM, Carthage and CocoaPods ----

func (g *G) macPackages() {
	g.macAdd("mac/netrc-spm-private-package", `
$ cat ~/.netrc
machine github.com
  login dana-k
  password «a»
machine api.github.com
  login dana-k
  password «a»
$ xcodebuild -resolvePackageDependencies -workspace Courier.xcworkspace -scheme Courier
Resolve Package Graph
Fetching from https://github.com/acme/courier-design-system.git
Resolved source packages:
  CourierDesignSystem: https://github.com/acme/courier-design-system.git @ 2.3.1
  swift-collections: https://github.com/apple/swift-collections.git @ 1.1.4
`, V{"a": g.ghp()}, "https://github.com/acme/courier-design-system.git", "login dana-k")

	g.macAdd("mac/swift-package-registry-login-token", `
$ swift package-registry set https://acme.jfrog.io/artifactory/api/swift/swift-local --global
$ swift package-registry login https://acme.jfrog.io/artifactory/api/swift/swift-local --token «a» --no-confirm
Registry login successful. Credentials have been saved to the operating system's secure credential store.
`, V{"a": g.agJFrogRef()}, "https://acme.jfrog.io/artifactory/api/swift/swift-local", "Registry login successful.")

	g.macAdd("mac/carthage-github-access-token", `
% GITHUB_ACCESS_TOKEN=«a» carthage bootstrap --use-xcframeworks --platform iOS --cache-builds
*** Checking out acme-analytics-ios at "v5.2.0"
*** Downloading binary-only framework AcmeMaps at "https://releases.acme.io/ios/AcmeMaps.json"
*** xcodebuild output can be found in /var/folders/x1/«_v»/T/carthage-xcodebuild.Mv3p1o.log
*** Building scheme "AcmeAnalytics" in AcmeAnalytics.xcodeproj
`, V{"a": g.ghp(), "_v": g.s(alLowNum, 30) + "0000gn"}, "https://releases.acme.io/ios/AcmeMaps.json")

	g.macAdd("mac/cocoapods-netrc-trunk", `
$ grep -A2 trunk.cocoapods.org ~/.netrc
machine trunk.cocoapods.org
  login ios@acme.io
  password «a»
$ pod trunk push AcmeAnalytics.podspec --allow-warnings
Updating spec repo ˋtrunkˋ
Validating podspec
 -> AcmeAnalytics (5.2.0)
`, V{"a": g.hex(32)}, "machine trunk.cocoapods.org", "AcmeAnalytics (5.2.0)")

	g.macAdd("mac/pod-trunk-me-benign", `
$ pod trunk me
  - Name:     Acme iOS
  - Email:    ios@acme.io
  - Since:    March 2nd, 2019 10:12
  - Pods:
    - AcmeAnalytics
    - AcmeMaps
  - Sessions:
    - March 2nd, 2019 10:12    -        July 8th, 2024 10:13. IP: 203.0.113.25 Description: CircleCI
    - January 9th, 09:12      - May 17th, 2025 09:14. IP: 198.51.100.7 Description: Dana MacBook Pro
`, nil, "ios@acme.io", "IP: 203.0.113.25 Description: CircleCI")

	g.macAdd("mac/circleci-cocoapods-trunk-token", `
# .circleci/config.yml
jobs:
  publish-pod:
    macos:
      xcode: 16.2.0
    environment:
      COCOAPODS_TRUNK_TOKEN: «a»
      FL_OUTPUT_DIR: output
    steps:
      - checkout
      - run: bundle exec pod trunk push AcmeAnalytics.podspec --allow-warnings
`, V{"a": g.hex(32)}, "FL_OUTPUT_DIR: output", "xcode: 16.2.0")

	g.macAdd("mac/pod-repo-add-gitlab-token", `
$ pod repo add acme-specs https://gitlab-ci-token:«a»@gitlab.acme.io/ios/specs.git
Cloning spec repo ˋacme-specsˋ from ˋhttps://gitlab-ci-token:«a»@gitlab.acme.io/ios/specs.gitˋ
$ pod repo list | grep -A3 acme-specs
acme-specs
- Type: git (main)
- URL:  https://gitlab-ci-token:«a»@gitlab.acme.io/ios/specs.git
- Path: /Users/ci/.cocoapods/repos/acme-specs
`, V{"a": g.glpat()}, "/Users/ci/.cocoapods/repos/acme-specs")

	g.macAdd("mac/package-resolved-benign", `
{
  "originHash" : "«_o»",
  "pins" : [
    {
      "identity" : "swift-collections",
      "kind" : "remoteSourceControl",
      "location" : "https://github.com/apple/swift-collections.git",
      "state" : {
        "revision" : "«_r1»",
        "version" : "1.1.4"
      }
    },
    {
      "identity" : "courier-design-system",
      "kind" : "remoteSourceControl",
      "location" : "https://github.com/acme/courier-design-system.git",
      "state" : {
        "revision" : "«_r2»",
        "version" : "2.3.1"
      }
    }
  ],
  "version" : 3
}
`, V{"_o": g.hex(64), "_r1": g.gitSHA(), "_r2": g.gitSHA()}, "https://github.com/apple/swift-collections.git")
}

// ---- Sparkle ----

func (g *G) macSparkleCases() {
	_, pub := g.macSparkle()
	g.macAdd("mac/sparkle-generate-keys-public-benign", `
$ ./bin/generate_keys
A key has been generated and saved in your keychain. Add the ˋSUPublicEDKeyˋ key to
the Info.plist of each app for which you intend to use Sparkle for distributing
updates. It should appear like this:

    <key>SUPublicEDKey</key>
    <string>«_p»</string>
`, V{"_p": pub}, "SUPublicEDKey")

	priv, pub2 := g.macSparkle()
	g.macAdd("mac/sparkle-export-private-key", `
$ ./bin/generate_keys -x ~/Desktop/sparkle_private_key
$ cat ~/Desktop/sparkle_private_key
«a»
$ ./bin/generate_keys -p
«_p»
`, V{"a": priv, "_p": pub2}, "generate_keys -x ~/Desktop/sparkle_private_key")

	g.macAdd("mac/sparkle-sign-update-benign", `
$ ./bin/sign_update dist/Acme-3.14.2.zip
sparkle:edSignature="«_s»" length="91822148"
$ ./bin/generate_appcast --download-url-prefix https://releases.acme.io/mac/ dist/
Wrote 1 new update, updated 0 existing updates, and removed 0 old updates in appcast.xml
`, V{"_s": g.b64(64)}, "https://releases.acme.io/mac/", `length="91822148"`)

	g.macAdd("mac/sparkle-appcast-benign", `
<item>
    <title>3.14.2</title>
    <pubDate>Tue, 11 Mar 2025 10:31:05 +0100</pubDate>
    <sparkle:version>3142</sparkle:version>
    <sparkle:shortVersionString>3.14.2</sparkle:shortVersionString>
    <sparkle:minimumSystemVersion>12.0</sparkle:minimumSystemVersion>
    <enclosure url="https://releases.acme.io/mac/Acme-3.14.2.zip" length="91822148" type="application/octet-stream" sparkle:edSignature="«_s»"/>
</item>
`, V{"_s": g.b64(64)}, "https://releases.acme.io/mac/Acme-3.14.2.zip")

	priv3, _ := g.macSparkle()
	g.macAdd("mac/sparkle-workflow-hardcoded-key", `
# .github/workflows/release-mac.yml
      - name: Sign update
        env:
          SPARKLE_ED_PRIVATE_KEY: «a»
        run: |
          echo "$SPARKLE_ED_PRIVATE_KEY" | ./Sparkle/bin/sign_update --ed-key-file - "dist/Acme-${{ github.ref_name }}.zip"
`, V{"a": priv3}, "--ed-key-file -", "${{ github.ref_name }}")

	dsa := g.pemFromDER("DSA PRIVATE KEY", append([]byte{0x30, 0x82, 0x01, 0xbb, 0x02, 0x01, 0x00, 0x02, 0x81, 0x81, 0x00}, g.bytes(430)...))
	dsaPub := g.pemFromDER("PUBLIC KEY", append([]byte{0x30, 0x82, 0x01, 0xb7, 0x30, 0x82, 0x01, 0x2c, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x38, 0x04, 0x01}, g.bytes(420)...))
	g.macAdd("mac/sparkle-legacy-dsa-keys", `
$ ls Sparkle-keys/
dsa_priv.pem	dsa_pub.pem
$ cat Sparkle-keys/dsa_pub.pem
-----BEGIN PUBLIC KEY-----
«_p»
-----END PUBLIC KEY-----
$ cat Sparkle-keys/dsa_priv.pem
-----BEGIN DSA PRIVATE KEY-----
«a»
-----END DSA PRIVATE KEY-----
`, V{"_p": dsaPub.body, "a": dsa.body}, "dsa_priv.pem\tdsa_pub.pem")

	_, pub4 := g.macSparkle()
	g.macAdd("mac/sparkle-info-plist-benign", `
	<key>SUFeedURL</key>
	<string>https://releases.acme.io/mac/appcast.xml</string>
	<key>SUPublicEDKey</key>
	<string>«_p»</string>
	<key>SUEnableAutomaticChecks</key>
	<true/>
	<key>SUScheduledCheckInterval</key>
	<integer>86400</integer>
`, V{"_p": pub4}, "https://releases.acme.io/mac/appcast.xml")
}

// ---- code signing ----

func (g *G) macSigning() {
	t := g.macTeam()
	g.macAdd("mac/codesign-dvvv-benign", `
$ codesign -dvvv /Applications/Acme.app
Executable=/Applications/Acme.app/Contents/MacOS/Acme
Identifier=io.acme.desktop
Format=app bundle with Mach-O universal (x86_64 arm64)
CodeDirectory v=20500 size=1843 flags=0x10000(runtime) hashes=46+7 location=embedded
Hash type=sha256 size=32
CandidateCDHash sha256=«_c1»
CandidateCDHashFull sha256=«_c2»
Hash choices=sha256
CMSDigest=«_c2»
CMSDigestType=2
Launch Constraints:
	None
CDHash=«_c1»
Signature size=9052
Authority=Developer ID Application: Acme Inc («_t»)
Authority=Developer ID Certification Authority
Authority=Apple Root CA
Timestamp=Mar 11, 2025 at 10:02:17
Notarization Ticket=stapled
Info.plist entries=34
TeamIdentifier=«_t»
Runtime Version=15.2.0
Sealed Resources version=2 rules=13 files=412
Internal requirements count=1 size=212
`, V{"_c1": g.hex(40), "_c2": g.hex(64), "_t": t}, "Notarization Ticket=stapled")

	g.macAdd("mac/spctl-stapler-benign", `
$ spctl -a -vvv -t install dist/Acme-3.14.2.pkg
dist/Acme-3.14.2.pkg: accepted
source=Notarized Developer ID
origin=Developer ID Installer: Acme Inc («_t»)
$ xcrun stapler validate dist/Acme-3.14.2.pkg
Processing: /Users/ci/src/acme/dist/Acme-3.14.2.pkg
The validate action worked!
$ pkgutil --check-signature dist/Acme-3.14.2.pkg | sed -n '1,8p'
Package "Acme-3.14.2.pkg":
   Status: signed by a developer certificate issued by Apple for distribution
   Notarization: trusted by the Apple notary service
   Signed with a trusted timestamp on: 2025-03-11 09:04:51 +0000
   Certificate Chain:
    1. Developer ID Installer: Acme Inc («_t»)
       Expires: 2030-01-08 09:12:42 +0000
       SHA256 Fingerprint:
           «_f»
`, V{"_t": g.macTeam(), "_f": strings.TrimSpace(strings.Repeat(g.s(alHexU, 2)+" ", 32))}, "source=Notarized Developer ID")

	g.macAdd("mac/makefile-sign-target-keychain-pw", `
# Makefile
IDENTITY := Developer ID Application: Acme Inc («_t»)
KEYCHAIN := $(HOME)/Library/Keychains/signing.keychain-db

sign: build
	security unlock-keychain -p «a» $(KEYCHAIN)
	codesign --force --options runtime --timestamp --keychain $(KEYCHAIN) \
		--entitlements Acme/Acme.entitlements --sign "$(IDENTITY)" build/Release/Acme.app
	codesign --verify --deep --strict --verbose=2 build/Release/Acme.app
`, V{"_t": g.macTeam(), "a": g.pwURL()}, "Acme/Acme.entitlements", "--options runtime --timestamp")

	key := g.pkcs8RSAPEM()
	g.macAdd("mac/openssl-pkcs12-nocerts-bag-attributes", `
$ openssl pkcs12 -in DeveloperID_Application.p12 -nocerts -nodes -passin pass:«a» -legacy
Bag Attributes
    friendlyName: Acme Inc
    localKeyID: «_l»
Key Attributes: <No Attributes>
-----BEGIN PRIVATE KEY-----
«b»
-----END PRIVATE KEY-----
`, V{"a": g.pw(), "_l": strings.TrimSpace(strings.Repeat(g.s(alHexU, 2)+" ", 20)), "b": key.body}, "Key Attributes: <No Attributes>")

	g.macAdd("mac/codesign-entitlements-xml-benign", `
$ codesign -d --entitlements - --xml /Applications/Acme.app | plutil -convert xml1 -o - -
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>com.apple.application-identifier</key>
	<string>«_t».io.acme.desktop</string>
	<key>com.apple.developer.team-identifier</key>
	<string>«_t»</string>
	<key>com.apple.security.app-sandbox</key>
	<true/>
	<key>com.apple.security.network.client</key>
	<true/>
	<key>keychain-access-groups</key>
	<array>
		<string>«_t».io.acme.shared</string>
	</array>
</dict>
</plist>
`, V{"_t": g.macTeam()}, "com.apple.security.app-sandbox")

	g.macAdd("mac/productsign-benign", `
$ productsign --sign "Developer ID Installer: Acme Inc («_t»)" --timestamp build/Acme-unsigned.pkg dist/Acme-3.14.2.pkg
productsign: using timestamp authority for signature
productsign: signing product with identity "Developer ID Installer: Acme Inc («_t»)" from keychain /Users/ci/Library/Keychains/signing.keychain-db
productsign: adding certificate "Developer ID Certification Authority"
productsign: adding certificate "Apple Root CA"
productsign: Wrote signed product archive to dist/Acme-3.14.2.pkg
`, V{"_t": g.macTeam()}, "productsign: Wrote signed product archive to dist/Acme-3.14.2.pkg")

	csrKey := g.pkcs8RSAPEM()
	csr := g.pemFromDER("CERTIFICATE REQUEST", append([]byte{0x30, 0x82, 0x02, 0x9c, 0x30, 0x82, 0x01, 0x84, 0x02, 0x01, 0x00}, g.bytes(650)...))
	g.macAdd("mac/openssl-csr-apple-distribution", `
$ openssl req -new -newkey rsa:2048 -nodes -keyout ios_distribution.key -out CertificateSigningRequest.certSigningRequest -subj "/emailAddress=ios@acme.io/CN=Acme Inc/C=US"
..+.....+...+++++++++++++++++++++++++++++++++++++++*..+...+.......+++++++
-----
$ cat CertificateSigningRequest.certSigningRequest ios_distribution.key
-----BEGIN CERTIFICATE REQUEST-----
«_csr»
-----END CERTIFICATE REQUEST-----
-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----
`, V{"_csr": csr.body, "a": csrKey.body}, "/emailAddress=ios@acme.io/CN=Acme Inc/C=US")

	g.macAdd("mac/security-import-p12-literal-password", `
ci@mac-mini-07 ~ % security import ~/Downloads/AppleDistribution.p12 -k ~/Library/Keychains/signing.keychain-db -P '«a»' -T /usr/bin/codesign -T /usr/bin/security
1 identity imported.
ci@mac-mini-07 ~ % security find-identity -v -p codesigning ~/Library/Keychains/signing.keychain-db
  1) «_h» "Apple Distribution: Acme Inc («_t»)"
     1 valid identities found
`, V{"a": g.pwStrong(), "_h": g.macSHA1(), "_t": g.macTeam()}, "1 identity imported.")

	mdmCert := g.certPEM()
	mdmKey := g.rsaPEM()
	g.macAdd("mac/mdm-push-certificate-pem", `
$ openssl x509 -in mdm_push.pem -noout -subject -enddate
subject=UID=com.apple.mgmt.External.«_u», CN=APSP:«_u», C=US
notAfter=Mar 11 09:12:44 2026 GMT
$ cat mdm_push.pem
-----BEGIN CERTIFICATE-----
«_c»
-----END CERTIFICATE-----
-----BEGIN RSA PRIVATE KEY-----
«a»
-----END RSA PRIVATE KEY-----
`, V{"_u": g.uuid(), "_c": mdmCert.body, "a": mdmKey.body}, "notAfter=Mar 11 09:12:44 2026 GMT")
}

// ---- Apple services: Sign in with Apple, APNs, CloudKit, App Store ----

func (g *G) macAppleServices() {
	kid := g.macTeam()
	team := g.macTeam()
	p8 := g.ecPKCS8()
	g.macAdd("mac/siwa-client-secret-node-script", `
$ cat scripts/apple-client-secret.mjs
import jwt from "jsonwebtoken";
const privateKey = ˋ-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----ˋ;
console.log(jwt.sign({}, privateKey, {
  algorithm: "ES256", expiresIn: "180d", audience: "https://appleid.apple.com",
  issuer: "«_t»", subject: "io.acme.web", keyid: "«_k»",
}));
$ node scripts/apple-client-secret.mjs
«b»
`, V{"a": p8.body, "_t": team, "_k": kid, "b": g.macSIWA(kid, team, "io.acme.web")}, `subject: "io.acme.web"`)

	kid2, team2 := g.macTeam(), g.macTeam()
	g.macAdd("mac/siwa-token-exchange-curl", `
$ curl -s -X POST https://appleid.apple.com/auth/token \
    -d client_id=io.acme.web \
    -d client_secret=«a» \
    -d code=«b» \
    -d grant_type=authorization_code \
    -d redirect_uri=https://acme.io/auth/apple/callback
{"access_token":"«c»","token_type":"Bearer","expires_in":3600,"refresh_token":"«d»","id_token":"«e»"}
`, V{"a": g.macSIWA(kid2, team2, "io.acme.web"), "b": g.macAppleTok("c"), "c": g.macAppleTok("a"), "d": g.macAppleTok("r"),
		"e": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://appleid.apple.com","aud":"io.acme.web","exp":1741775000,"iat":1741688600,"sub":"%s.%s.%s","at_hash":"%s","email":"%s@privaterelay.appleid.com","email_verified":true,"is_private_email":true,"auth_time":1741688590,"nonce_supported":true}`, g.digits(6), g.hex(32), g.digits(4), g.b64u(22), g.s(alLowNum, 10)))},
		"https://acme.io/auth/apple/callback")

	p8b := g.ecPKCS8()
	g.macAdd("mac/siwa-nextauth-env-local", `
$ cat .env.local
NEXTAUTH_URL=http://localhost:3000
APPLE_ID=io.acme.web
APPLE_TEAM_ID=«_t»
APPLE_KEY_ID=«_k»
APPLE_PRIVATE_KEY="«a»"
NEXTAUTH_SECRET=«b»
`, V{"_t": g.macTeam(), "_k": g.macTeam(), "a": jsonEsc(p8b.block()), "b": g.b64(32)}, "NEXTAUTH_URL=http://localhost:3000", "APPLE_ID=io.acme.web")

	g.macAdd("mac/apns-curl-http2-jwt", `
$ curl -v --http2 \
    -H "authorization: bearer «a»" \
    -H "apns-topic: io.acme.courier" \
    -H "apns-push-type: alert" \
    -H "apns-priority: 10" \
    --data '{"aps":{"alert":{"title":"Order shipped","body":"#A-10293 is on its way"}}}' \
    https://api.sandbox.push.apple.com/3/device/«_d»
* using HTTP/2
> POST /3/device/«_d» HTTP/2
< HTTP/2 200
< apns-id: «_id»
< apns-unique-id: «_uid»
`, V{"a": g.macJWT(`{"alg":"ES256","kid":"`+g.macTeam()+`"}`, fmt.Sprintf(`{"iss":"%s","iat":%d}`, g.macTeam(), 1741680000+g.r.IntN(9000))),
		"_d": g.hex(64), "_id": g.macHW(), "_uid": g.uuid()}, "https://api.sandbox.push.apple.com/3/device/")

	p8c := g.ecPKCS8()
	g.macAdd("mac/apns-node-apn-provider-config", `
// server/push.js
const apn = require("@parse/node-apn");

const provider = new apn.Provider({
  token: {
    key: "«a»",
    keyId: "«_k»",
    teamId: "«_t»",
  },
  production: process.env.NODE_ENV === "production",
});
`, V{"a": jsonEsc(p8c.block()), "_k": g.macTeam(), "_t": g.macTeam()}, `require("@parse/node-apn")`)

	g.macAdd("mac/apns-legacy-p12-to-pem", `
$ openssl pkcs12 -in apns-prod.p12 -out apns-prod.pem -nodes -clcerts -passin pass:«a»
$ openssl s_client -connect gateway.push.apple.com:2195 -cert apns-prod.pem -brief
CONNECTION ESTABLISHED
Protocol version: TLSv1.2
Ciphersuite: ECDHE-RSA-AES256-GCM-SHA384
Peer certificate: CN = gateway.push.apple.com, O = Apple Inc., ST = California, C = US
Verification: OK
`, V{"a": g.pw()}, "gateway.push.apple.com:2195", "ECDHE-RSA-AES256-GCM-SHA384")

	ck := g.ecSEC1()
	g.macAdd("mac/cloudkit-server-to-server-key", `
// server/cloudkit.js
CloudKit.configure({
  services: { fetch: require("node-fetch"), logger: console },
  containers: [{
    containerIdentifier: "iCloud.io.acme.notes",
    environment: "production",
    serverToServerKeyAuth: {
      keyID: "«_k»",
      privateKeyFile: __dirname + "/eckey.pem",
    },
  }],
});
$ cat server/eckey.pem
-----BEGIN EC PRIVATE KEY-----
«a»
-----END EC PRIVATE KEY-----
`, V{"_k": g.hex(64), "a": ck.body}, "iCloud.io.acme.notes")

	g.macAdd("mac/asn-v2-signed-payload-benign", `
POST /webhooks/app-store HTTP/1.1
Host: api.acme.io
Content-Type: application/json
User-Agent: App Store Server Notifications

{"signedPayload":"«_j»"}
`, V{"_j": b64raw(fmt.Sprintf(`{"alg":"ES256","x5c":["%s","%s"]}`, g.b64(600), g.b64(500))) + "." + b64raw(fmt.Sprintf(`{"notificationType":"DID_RENEW","notificationUUID":"%s","data":{"bundleId":"io.acme.courier","environment":"Production"},"version":"2.0","signedDate":1741688600123}`, g.uuid())) + "." + g.b64u(86)}, "App Store Server Notifications")

	g.macAdd("mac/weatherkit-rest-curl", `
$ curl -s -H "Authorization: Bearer «a»" "https://weatherkit.apple.com/api/v1/weather/en/52.52/13.40?dataSets=currentWeather&timezone=Europe/Berlin" | jq .currentWeather.temperature
7.42
`, V{"a": g.macJWT(fmt.Sprintf(`{"alg":"ES256","kid":"%s","id":"%s.io.acme.weather"}`, g.macTeam(), g.macTeam()), fmt.Sprintf(`{"iss":"%s","iat":1741688600,"exp":1741692200,"sub":"io.acme.weather"}`, g.macTeam()))}, "dataSets=currentWeather&timezone=Europe/Berlin")

	g.macAdd("mac/app-specific-password-chat", `
[10:14] Priya: notarization job keeps failing with "HTTP status code: 401. Invalid credentials"
[10:15] Dana: the release@ app-specific password was revoked when we reset the Apple ID. new one: «a»
[10:15] Dana: team id is still «_t», profile name acme-notary
[10:16] Priya: 👍 storing it with notarytool now
`, V{"a": g.macAppPw(), "_t": g.macTeam()}, "HTTP status code: 401. Invalid credentials")

	g.macAdd("mac/abm-api-client-assertion", `
$ curl -s -X POST https://account.apple.com/auth/oauth2/token \
    -H "Content-Type: application/x-www-form-urlencoded" \
    -d "grant_type=client_credentials&client_id=BUSINESSAPI.«_c»&client_assertion_type=urn:ietf:params:oauth:client-assertion-type:jwt-bearer&client_assertion=«a»&scope=business.api"
{"access_token":"«b»","token_type":"Bearer","expires_in":3600,"scope":"business.api"}
$ curl -s -H "Authorization: Bearer «b»" https://api-business.apple.com/v1/orgDevices?limit=2 | jq -r '.data[].id'
«_s1»
«_s2»
`, V{"_c": g.uuid(), "a": g.macJWT(`{"alg":"ES256","kid":"`+g.uuid()+`","typ":"JWT"}`, fmt.Sprintf(`{"sub":"BUSINESSAPI.%s","aud":"https://account.apple.com/auth/oauth2/v2/token","iat":1741688600,"exp":1757240600,"jti":"%s","iss":"BUSINESSAPI.%s"}`, g.uuid(), g.uuid(), g.uuid())),
		"b": g.b64u(120), "_s1": g.macSerial(), "_s2": g.macSerial()}, "urn:ietf:params:oauth:client-assertion-type:jwt-bearer")

	kid3 := g.macTeam()
	iss := g.uuid()
	g.macAdd("mac/asc-api-curl-bearer", `
$ TOKEN=$(ruby scripts/asc_token.rb) && echo $TOKEN
«a»
$ curl -s -H "Authorization: Bearer $TOKEN" "https://api.appstoreconnect.apple.com/v1/apps?filter[bundleId]=io.acme.courier" | jq '.data[0] | {id, type, attributes: {bundleId: .attributes.bundleId, sku: .attributes.sku}}'
{
  "id": "«_id»",
  "type": "apps",
  "attributes": {
    "bundleId": "io.acme.courier",
    "sku": "ACME-COURIER-IOS"
  }
}
`, V{"a": g.macASC(kid3, iss), "_id": g.digits(10)}, "ACME-COURIER-IOS", "scripts/asc_token.rb")

	g.macAdd("mac/search-ads-api-oauth", `
$ curl -s -X POST -H "Host: appleid.apple.com" -H "Content-Type: application/x-www-form-urlencoded" \
    "https://appleid.apple.com/auth/oauth2/token?grant_type=client_credentials&client_id=SEARCHADS.«_c»&client_secret=«a»&scope=searchadsorg"
{"access_token":"«b»","token_type":"Bearer","expires_in":3600}
$ curl -s -H "Authorization: Bearer «b»" -H "X-AP-Context: orgId=«_o»" https://api.searchads.apple.com/api/v5/campaigns?limit=1
`, V{"_c": g.uuid(), "a": g.macJWT(`{"alg":"ES256","kid":"`+g.uuid()+`"}`, fmt.Sprintf(`{"sub":"SEARCHADS.%s","aud":"https://appleid.apple.com","iat":1741688600,"exp":1757240600,"iss":"SEARCHADS.%s"}`, g.uuid(), g.uuid())),
		"b": g.jwt("RS256", fmt.Sprintf(`{"sub":"SEARCHADS.%s","scope":"searchadsorg","exp":1741692200}`, g.uuid())), "_o": g.digits(7)}, "X-AP-Context: orgId=")
}

// ---- shells, dotfiles and CLIs on a Mac ----

func (g *G) macShell() {
	g.macAdd("mac/zsh-history-extended", `
$ tail -8 ~/.zsh_history
: 1741680012:0;cd ~/src/courier
: 1741680040:0;export OPENAI_API_KEY=«a»
: 1741680112:4;bundle exec fastlane beta
: 1741680420:0;export GITHUB_TOKEN=$(security find-generic-password -s gh-cli -w)
: 1741680501:1;gh pr create --fill
: 1741680633:0;curl -H "PRIVATE-TOKEN: «b»" https://gitlab.acme.io/api/v4/projects/112/pipelines
: 1741680702:0;open -a "Xcode" Courier.xcworkspace
: 1741680790:0;history | tail
`, V{"a": g.openai(), "b": g.glpat()}, "$(security find-generic-password -s gh-cli -w)", "https://gitlab.acme.io/api/v4/projects/112/pipelines")

	g.macAdd("mac/zshrc-exports-mixed", `
# ~/.zshrc (excerpt)
export ZSH="$HOME/.oh-my-zsh"
ZSH_THEME="robbyrussell"
plugins=(git macos brew xcode)
source $ZSH/oh-my-zsh.sh

export NVM_DIR="$HOME/.nvm"
export ANDROID_HOME="$HOME/Library/Android/sdk"
export ANTHROPIC_API_KEY="«a»"
export NPM_TOKEN=$(security find-generic-password -a "$USER" -s npm-token -w 2>/dev/null)
export SENTRY_AUTH_TOKEN=«b»
export LDFLAGS="-L/opt/homebrew/opt/openssl@3/lib"
alias xcclean='rm -rf ~/Library/Developer/Xcode/DerivedData/*'
`, V{"a": g.anthropic(), "b": g.macSentry()}, `export ANDROID_HOME="$HOME/Library/Android/sdk"`, "security find-generic-password -a \"$USER\" -s npm-token -w")

	g.macAdd("mac/zprofile-corporate-proxy", `
# ~/.zprofile
export http_proxy="http://dana.kowalski:«a»@proxy.acme.corp:3128"
export https_proxy="$http_proxy"
export no_proxy="localhost,127.0.0.1,.acme.corp,.local"
networksetup -setwebproxy Wi-Fi proxy.acme.corp 3128 on dana.kowalski «a» 2>/dev/null
`, V{"a": g.pwURL()}, `export no_proxy="localhost,127.0.0.1,.acme.corp,.local"`, "proxy.acme.corp")

	g.macAdd("mac/tailscale-up-authkey", `
ci@mac-mini-07 ~ % sudo tailscale up --authkey=«a» --advertise-tags=tag:ci-mac --hostname=mac-mini-07 --accept-routes
ci@mac-mini-07 ~ % tailscale ip -4
100.101.44.17
`, V{"a": g.tailscale()}, "--advertise-tags=tag:ci-mac", "100.101.44.17")

	g.macAdd("mac/tailscale-status-benign", `
% tailscale status
100.101.44.17   mac-mini-07          tagged-devices macOS   -
100.88.12.3     danas-macbook-pro    dana@        macOS   active; direct 192.168.1.23:41641, tx 18844 rx 91012
100.70.9.101    build-linux-02       tagged-devices linux   idle, tx 2210 rx 1044
# Health check:
#     - Tailscale can't reach the configured DNS servers. Internet connectivity may be affected.
% tailscale status --json | jq -r '.Self.PublicKey'
nodekey:«_n»
`, V{"_n": g.hex(64)}, "danas-macbook-pro", "100.70.9.101")

	g.macAdd("mac/tailscale-mdm-authkey-profile", `
		<dict>
			<key>PayloadType</key>
			<string>io.tailscale.ipn.macsys</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
			<key>AuthKey</key>
			<string>«a»</string>
			<key>ManagedByOrganizationName</key>
			<string>Acme IT</string>
			<key>ForceEnabledPolicy</key>
			<string>always</string>
			<key>Hostname</key>
			<string>${ComputerName}</string>
		</dict>
`, V{"_u": g.macHW(), "a": g.tailscale()}, "io.tailscale.ipn.macsys", "ManagedByOrganizationName")

	acct := g.s(alUpNum, 26)
	g.macAdd("mac/op-signin-session-export", `
% op signin --account acme.1password.com
Enter the password for dana@acme.io at acme.1password.com: 
export OP_SESSION_«_a»="«a»"
# This command is meant to be used with your shell's eval function.
# Run 'eval $(op signin --account acme.1password.com)' to sign in to your 1Password account.
`, V{"_a": acct, "a": g.b64u(43)}, "eval $(op signin --account acme.1password.com)")

	g.macAdd("mac/op-item-get-reveal-fields", `
% op item get "Jamf API (read-only)" --vault "IT Automation" --fields label=username,label=password --reveal
jamf-api-ro,«a»
% op item get "Jamf API (read-only)" --format json | jq '.id, .vault.id'
"«_i»"
"«_v»"
`, V{"a": g.pwStrong(), "_i": g.s(alLowNum, 26), "_v": g.s(alLowNum, 26)}, "IT Automation", "jamf-api-ro")

	g.macAdd("mac/op-service-account-env", `
# ~/.config/fish/conf.d/ci.fish … no, this is the build mac's ~/.zshenv:
export OP_SERVICE_ACCOUNT_TOKEN="«a»"
export OP_BIOMETRIC_UNLOCK_ENABLED=false
`, V{"a": g.opToken()}, "OP_BIOMETRIC_UNLOCK_ENABLED=false")

	g.macAdd("mac/op-item-list-benign", `
% op item list --vault Engineering --categories "API Credential"
ID                            TITLE                            VAULT          EDITED
«_a»    App Store Connect API            Engineering    2 weeks ago
«_b»    Sentry org token                 Engineering    1 month ago
«_c»    Sparkle EdDSA key                Engineering    3 months ago
`, V{"_a": g.s(alLowNum, 26), "_b": g.s(alLowNum, 26), "_c": g.s(alLowNum, 26)}, "Sparkle EdDSA key")

	g.macAdd("mac/op-inject-template-and-result", `
% cat .env.tpl
DATABASE_URL=postgres://courier:{{ op://Engineering/courier-db/password }}@localhost:5432/courier
STRIPE_SECRET_KEY={{ op://Engineering/Stripe/secret key }}
% op inject -i .env.tpl -o .env && cat .env
DATABASE_URL=postgres://courier:«a»@localhost:5432/courier
STRIPE_SECRET_KEY=«b»
`, V{"a": g.pwURL(), "b": g.skTest()}, "{{ op://Engineering/courier-db/password }}", "{{ op://Engineering/Stripe/secret key }}")

	g.macAdd("mac/1password-ssh-agent-config-benign", `
$ cat ~/.ssh/config
Host *
  IdentityAgent "~/Library/Group Containers/2BUA8C4S2C.com.1password/t/agent.sock"

Host mac-mini-*.build.acme.internal
  User ci
  IdentityFile ~/.ssh/acme_ci.pub
  IdentitiesOnly yes
$ SSH_AUTH_SOCK=~/Library/Group\ Containers/2BUA8C4S2C.com.1password/t/agent.sock ssh-add -l
256 SHA256:«_f» Acme CI (ED25519)
`, V{"_f": strings.TrimRight(g.b64(32), "=")}, "2BUA8C4S2C.com.1password", "mac-mini-*.build.acme.internal")

	g.macAdd("mac/alfred-workflow-variables", `
$ plutil -p ~/Library/Application\ Support/Alfred/Alfred.alfredpreferences/workflows/user.workflow.«_w»/info.plist | sed -n '/variables/,/}/p'
  "variables" => {
    "api_key" => "«a»"
    "default_model" => "gpt-4o-mini"
    "linear_token" => "«b»"
  }
  "variablesdontexport" => [
    0 => "api_key"
    1 => "linear_token"
  ]
`, V{"_w": g.macHW(), "a": g.openai(), "b": g.linear()}, "variablesdontexport", `"default_model" => "gpt-4o-mini"`)

	g.macAdd("mac/hammerspoon-home-assistant", `
-- ~/.hammerspoon/init.lua
local HA_URL = "http://homeassistant.local:8123"
local HA_TOKEN = "«a»"

hs.hotkey.bind({"cmd", "alt", "ctrl"}, "L", function()
  hs.http.asyncPost(HA_URL .. "/api/services/light/toggle",
    hs.json.encode({ entity_id = "light.office_desk" }),
    { ["Authorization"] = "Bearer " .. HA_TOKEN, ["Content-Type"] = "application/json" },
    function(status) hs.alert.show("desk light: " .. status) end)
end)
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"iss":"%s","iat":1741688600,"exp":2057048600}`, g.hex(32)))}, "http://homeassistant.local:8123", "light.office_desk")

	g.macAdd("mac/raycast-script-command-linear", `
#!/bin/bash
# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Create Linear Issue
# @raycast.mode compact
# @raycast.argument1 { "type": "text", "placeholder": "Title" }
# @raycast.packageName Acme

LINEAR_API_KEY="«a»"
curl -s https://api.linear.app/graphql \
  -H "Authorization: $LINEAR_API_KEY" -H "Content-Type: application/json" \
  -d "{\"query\":\"mutation { issueCreate(input: {teamId: \\\"«_t»\\\", title: \\\"$1\\\"}) { success } }\"}"
`, V{"a": g.linear(), "_t": g.uuid()}, "@raycast.title Create Linear Issue")
}

// ---- macOS system administration ----

func (g *G) macAdmin() {
	g.macAdd("mac/sysadminctl-securetoken-on", `
$ sudo sysadminctl -secureTokenOn ladmin -password '«a»' -adminUser dana -adminPassword '«b»'
2025-03-11 10:41:02.918 sysadminctl[18841:612034] setSecureTokenAuthorizationEnabled set to 1 for ladmin
2025-03-11 10:41:03.402 sysadminctl[18841:612034] Done!
$ sysadminctl -secureTokenStatus ladmin
2025-03-11 10:41:09.113 sysadminctl[18851:612101] Secure token is ENABLED for user ladmin
`, V{"a": g.pwStrong(), "b": g.pw()}, "Secure token is ENABLED for user ladmin")

	g.macAdd("mac/sysadminctl-adduser", `
% sudo sysadminctl -addUser kiosk -fullName "Lobby Kiosk" -UID 550 -password "«a»" -home /Users/kiosk
2025-03-11 10:44:12.020 sysadminctl[18902:612510] ----------------------------
2025-03-11 10:44:12.021 sysadminctl[18902:612510] No clear text password or interactive option was specified (adminPassword / interactive), new user will not have Secure Token enabled
2025-03-11 10:44:12.021 sysadminctl[18902:612510] ----------------------------
2025-03-11 10:44:12.394 sysadminctl[18902:612510] Creating user record…
2025-03-11 10:44:12.710 sysadminctl[18902:612510] Assigning UID: 550 GID: 20
2025-03-11 10:44:12.833 sysadminctl[18902:612510] Creating home directory at /Users/kiosk
`, V{"a": g.pw()}, "Assigning UID: 550 GID: 20", `-fullName "Lobby Kiosk"`)

	g.macAdd("mac/dscl-create-user-passwd", `
sudo dscl . -create /Users/svc-render
sudo dscl . -create /Users/svc-render UserShell /usr/bin/false
sudo dscl . -create /Users/svc-render UniqueID 451
sudo dscl . -create /Users/svc-render PrimaryGroupID 20
sudo dscl . -create /Users/svc-render NFSHomeDirectory /var/svc-render
sudo dscl . -passwd /Users/svc-render '«a»'
sudo dscl . -append /Groups/com.apple.access_ssh GroupMembership svc-render
`, V{"a": g.pwStrong()}, "/Groups/com.apple.access_ssh", "NFSHomeDirectory /var/svc-render")

	g.macAdd("mac/fdesetup-enable-recovery-key", `
$ sudo fdesetup enable -user dana
Enter the password for user 'dana':
Recovery key = '«a»'
$ fdesetup status
FileVault is On.
`, V{"a": g.macFV()}, "FileVault is On.")

	g.macAdd("mac/fdesetup-changerecovery-inputplist", `
$ cat /tmp/fv.plist
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>Username</key>
	<string>ladmin</string>
	<key>Password</key>
	<string>«a»</string>
</dict>
</plist>
$ sudo fdesetup changerecovery -personal -inputplist < /tmp/fv.plist
New personal recovery key = '«b»'
`, V{"a": g.pwStrong(), "b": g.macFV()}, "fdesetup changerecovery -personal -inputplist")

	g.macAdd("mac/fdesetup-status-list-benign", `
$ sudo fdesetup list -extended
ESCROW  UUID                                                        TYPE USER
        «_a»                        OS User dana
        «_b»                        OS User ladmin
        «_c»                        Personal Recovery User
$ sudo fdesetup haspersonalrecoverykey
true
$ sudo profiles show -type enrollment | grep -i escrow
FDERecoveryKeyEscrow: Location = "Acme IT, reachable at https://acme.jamfcloud.com/"
`, V{"_a": g.macHW(), "_b": g.macHW(), "_c": g.macHW()}, "Personal Recovery User")

	g.macAdd("mac/networksetup-setairportnetwork", `
% networksetup -listallhardwareports | grep -A1 Wi-Fi
Hardware Port: Wi-Fi
Device: en0
% networksetup -setairportnetwork en0 "Acme-Lab-5G" «a»
% networksetup -getairportnetwork en0
Current Wi-Fi Network: Acme-Lab-5G
`, V{"a": g.pwURL()}, "Current Wi-Fi Network: Acme-Lab-5G")

	g.macAdd("mac/ard-kickstart-vnc-password", `
sudo /System/Library/CoreServices/RemoteManagement/ARDAgent.app/Contents/Resources/kickstart \
    -activate -configure -access -on \
    -clientopts -setvnclegacy -vnclegacy yes -setvncpw -vncpw «a» \
    -restart -agent -privs -all
Starting...
Warning: macOS 10.14 and later only allows control if Screen Sharing is enabled through System Settings.
Activated Remote Management.
Stopped ARD Agent.
Done.
`, V{"a": g.an(8)}, "Activated Remote Management.")

	g.macAdd("mac/mount-smbfs-and-tmutil", `
% mkdir -p /Volumes/Media && mount_smbfs //dana:«a»@nas.local/Media /Volumes/Media
% sudo tmutil setdestination -a "smb://timemachine:«b»@nas.local/TimeMachine"
% tmutil destinationinfo
====================================================
Name          : TimeMachine
Kind          : Network
URL           : smb://timemachine@nas.local/TimeMachine
ID            : «_id»
`, V{"a": g.pwURL(), "b": g.pwURL(), "_id": g.macHW()}, "smb://timemachine@nas.local/TimeMachine")

	g.macAdd("mac/open-vnc-url-credentials", `
$ open "vnc://ci:«a»@mac-mini-07.build.acme.internal"
$ open "afp://backup:«b»@legacy-xserve.acme.internal/Archive"
`, V{"a": g.pwURL(), "b": g.pwURL()}, "mac-mini-07.build.acme.internal", "legacy-xserve.acme.internal/Archive")

	g.macAdd("mac/system-profiler-hardware-benign", `
$ system_profiler SPHardwareDataType
Hardware:

    Hardware Overview:

      Model Name: MacBook Pro
      Model Identifier: Mac15,9
      Model Number: MRW33LL/A
      Chip: Apple M3 Max
      Total Number of Cores: 16 (12 performance and 4 efficiency)
      Memory: 64 GB
      System Firmware Version: 11881.81.4
      OS Loader Version: 11881.81.4
      Serial Number (system): «_s»
      Hardware UUID: «_h»
      Provisioning UDID: «_u»
      Activation Lock Status: Disabled
`, V{"_s": g.macSerial(), "_h": g.macHW(), "_u": g.macUDID()}, "Model Identifier: Mac15,9", "Activation Lock Status: Disabled")

	g.macAdd("mac/system-profiler-airport-benign", `
$ system_profiler SPAirPortDataType | sed -n '1,22p'
Wi-Fi:

      Software Versions:
          CoreWLAN: 16.0 (1657)
          CoreWLANKit: 16.0 (1657)
          Menu Extra: 17.0 (1728)
          System Information: 15.0 (1502)
          IO80211 Family: 12.0 (1200.13.1)
          Diagnostics: 11.0 (1163)
          AirPort Utility: 6.3.9 (639.27)
      Interfaces:
        en0:
          Card Type: Wi-Fi  (0x14E4, 0x4388)
          Firmware Version: wl0: Nov 19 2024 21:12:42 version 23.40.27.0.41.51.166 FWID 01-«_f»
          MAC Address: «_m»
          Locale: FCC
          Country Code: US
          Supported PHY Modes: 802.11 a/b/g/n/ac/ax
          Current Network Information:
            Acme-Corp:
              PHY Mode: 802.11ax
              Channel: 149 (5GHz, 80MHz)
              Security: WPA2 Personal
`, V{"_f": g.hex(8), "_m": strings.ToLower(strings.Join([]string{g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2)}, ":"))}, "Security: WPA2 Personal", "Card Type: Wi-Fi  (0x14E4, 0x4388)")

	g.macAdd("mac/ioreg-platform-benign", `
$ ioreg -rd1 -c IOPlatformExpertDevice | grep -E 'IOPlatform(UUID|SerialNumber)|model'
    "IOPlatformSerialNumber" = "«_s»"
    "IOPlatformUUID" = "«_u»"
    "model" = <"Mac15,9">
    "target-type" = <"J516c">
$ sysctl -n kern.uuid
«_k»
`, V{"_s": g.macSerial(), "_u": g.macHW(), "_k": g.macHW()}, `"target-type" = <"J516c">`)

	g.macAdd("mac/firmwarepasswd-expect", `
#!/usr/bin/expect -f
# set-efi-password.exp — run from the Jamf policy on Intel Macs only
set timeout 20
spawn /usr/sbin/firmwarepasswd -setpasswd
expect "Enter new password:"
send "«a»\r"
expect "Re-enter new password:"
send "«a»\r"
expect eof
`, V{"a": g.pwURL()}, "/usr/sbin/firmwarepasswd -setpasswd", "Re-enter new password:")

	g.macAdd("mac/softwareupdate-stdinpass", `
% echo '«a»' | sudo softwareupdate -i -a -R --agree-to-license --user ladmin --stdinpass
Software Update Tool

Finding available software

Downloading macOS Sequoia 15.3.2
Password:
Downloaded: macOS Sequoia 15.3.2
Restarting...
`, V{"a": g.pw()}, "Downloaded: macOS Sequoia 15.3.2")

	g.macAdd("mac/startosinstall-stdinpass-script", `
#!/bin/zsh
# erase-and-install.sh (Jamf; $4 admin user, $5 admin password)
adminUser="${4:-ladmin}"
adminPass="${5:-«a»}"
installer="/Applications/Install macOS Sequoia.app/Contents/Resources/startosinstall"
echo "$adminPass" | "$installer" --eraseinstall --agreetolicense --forcequitapps \
    --newvolumename "Macintosh HD" --user "$adminUser" --stdinpass
`, V{"a": g.pwStrong()}, `--newvolumename "Macintosh HD"`, "/Applications/Install macOS Sequoia.app/Contents/Resources/startosinstall")

	g.macAdd("mac/crash-report-ips-benign", `
{"app_name":"Acme","timestamp":"2025-03-11 10:52:31.00 +0100","app_version":"3.14.2","slice_uuid":"«_s»","build_version":"3142","platform":1,"bundleID":"io.acme.desktop","share_with_app_devs":1,"is_first_party":0,"bug_type":"309","os_version":"macOS 15.3.1 (24D70)","roots_installed":0,"name":"Acme","incident_id":"«_i»"}
{
  "uptime" : 91000,
  "procRole" : "Foreground",
  "incident" : "«_i»",
  "crashReporterKey" : "«_k»",
  "modelCode" : "Mac15,9",
  "sip" : "enabled",
  "exception" : {"codes":"0x0000000000000001, 0x0000000000000000","rawCodes":[1,0],"type":"EXC_BAD_ACCESS","signal":"SIGSEGV","subtype":"KERN_INVALID_ADDRESS at 0x0000000000000000"},
  "usedImages" : [{"source":"P","arch":"arm64","base":4302815232,"CFBundleShortVersionString":"3.14.2","CFBundleIdentifier":"io.acme.desktop","size":18120704,"uuid":"«_s»","path":"\/Applications\/Acme.app\/Contents\/MacOS\/Acme","name":"Acme"}]
}
`, V{"_s": g.uuid(), "_i": g.macHW(), "_k": g.macHW()}, "KERN_INVALID_ADDRESS at 0x0000000000000000")

	g.macAdd("mac/scutil-and-dsconfigad-bind", `
$ sudo scutil --set ComputerName "STUDIO-IMAC-04"
$ sudo scutil --set LocalHostName "STUDIO-IMAC-04"
$ sudo dsconfigad -add corp.acme.io -computer STUDIO-IMAC-04 -username svc-macbind -password '«a»' -ou "OU=Macs,OU=Computers,DC=corp,DC=acme,DC=io" -mobile enable -mobileconfirm disable -force
Settings changed successfully
`, V{"a": g.pw()}, "STUDIO-IMAC-04", "Settings changed successfully")

	g.macAdd("mac/profiles-renew-and-mdmclient-benign", `
$ sudo profiles renew -type enrollment
$ sudo /usr/libexec/mdmclient QueryDeviceInformation | grep -E 'UDID|SerialNumber|EnrollmentID'
    EnrollmentID = "«_e»";
    SerialNumber = «_s»;
    UDID = "«_u»";
`, V{"_e": g.macHW(), "_s": g.macSerial(), "_u": g.macHW()}, "QueryDeviceInformation")

	g.macAdd("mac/jamf-helper-prompt-password-echoed", `
+ /usr/bin/osascript -e 'display dialog "Enter your Mac password to enable FileVault" default answer "" with hidden answer buttons {"OK"} default button 1' -e 'text returned of result'
+ userPass=«a»
+ /usr/bin/dscl /Search -authonly dana «a»
+ echo 'password verified'
password verified
`, V{"a": g.pw()}, "with hidden answer buttons", "password verified")

	g.macAdd("mac/ssh-remote-login-kickstart-sshpass", `
$ sshpass -p '«a»' ssh -o StrictHostKeyChecking=no admin@10.40.8.21 'sudo systemsetup -setremotelogin on; sudo systemsetup -getremotelogin'
Remote Login: On
`, V{"a": g.pw()}, "admin@10.40.8.21", "Remote Login: On")

	g.macAdd("mac/user-template-bootstrap-token-benign", `
$ sudo profiles status -type bootstraptoken
profiles: Bootstrap Token supported on server: YES
profiles: Bootstrap Token escrowed to server: YES
$ sudo diskutil apfs listcryptousers /
Cryptographic users for disk3s1 (3 found)
|
+-- «_a»
|   Type: Personal Recovery User
|
+-- «_b»
|   Type: Local Open Directory User
|   Volume Owner: Yes
|
+-- «_c»
    Type: MDM Bootstrap Token External Key
`, V{"_a": g.macHW(), "_b": g.macHW(), "_c": g.macHW()}, "MDM Bootstrap Token External Key")
}
