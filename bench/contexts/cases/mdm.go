package cases

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"strings"
	"unicode/utf16"
)

// mdmCases adds credentials from IT administration and device management
// work as a coding agent meets it while it writes and debugs endpoint
// scripts. Sources: Jamf Pro (API roles and clients, bearer and OAuth
// tokens, the Classic API's policy, script, account and LDAP XML,
// extension attributes, policy script parameters in jamf.log and
// jamf policy -verbose, recon and inventory output, FileVault and LAPS
// inventory endpoints, prestage management accounts, recovery lock,
// webhooks, Tomcat server.xml), Microsoft Intune and Graph (app
// registrations and addPassword, certificate thumbprints, client
// secrets in PowerShell, IntuneWin32App, Autopilot uploads, device
// management scripts, WLAN profile XML, provisioning packages with bulk
// enrollment tokens, Graph BitLocker and LAPS endpoints, Entra Connect),
// Kandji, Mosyle, Addigy, SimpleMDM, Workspace ONE UEM, Hexnode, JumpCloud,
// NinjaOne, Datto RMM, Automox, Action1, ManageEngine, Tanium, Apple
// Business Manager server tokens and VPP sTokens, Android Enterprise QR
// provisioning and Chrome Browser Cloud Management; Fleet and osquery
// (enroll secrets, fleetctl, orbit packages, node keys, server
// environment, GitOps files, Kolide launcher); Munki, Sal, Crypt,
// MunkiReport, AutoPkg and JSSImporter; Google Workspace GAM and GAMADV
// (oauth2.txt, client_secrets.json, oauth2service.json, user creation,
// backup codes, oauth info); Okta admin scripts (SSWS tokens, okta.yaml,
// AD and RADIUS agents, temporary passwords, reset links); Active
// Directory PowerShell (New-ADUser -AccountPassword,
// Set-ADAccountPassword, dsadd, djoin blobs, ADSI, samba-tool,
// Set-MsolUserPassword); Windows LAPS and legacy LAPS output; BitLocker
// recovery passwords (manage-bde, Get-BitLockerVolume, AD
// msFVE-RecoveryInformation, MBAM, repair-bde); FileVault personal and
// institutional recovery keys (fdesetup, Escrow Buddy, diskutil);
// .mobileconfig profiles (Wi-Fi, L2TP and IPSec VPN, SCEP and NDES,
// 802.1X, Exchange, Chrome enrollment); Windows unattend.xml,
// autounattend, MDT task sequences and WinPE; Group Policy Preferences
// cpassword in many files; SCCM/MECM network access and push accounts,
// collection variables and smsts.log; PDQ Deploy and Connect; Ansible
// for Windows and Chocolatey; helpdesk tickets, chats and spreadsheets.
// Benign look-alikes: device serials, UDIDs, asset tags, GUIDs, SIDs,
// certificate thumbprints, key protector ids, profile UUIDs, masked
// values and placeholders. The case names start with "mdm/".
func (g *G) mdmCases() {
	g.mdmJamf()
	g.mdmIntune()
	g.mdmOtherMDM()
	g.mdmFleet()
	g.mdmMunki()
	g.mdmGAM()
	g.mdmOkta()
	g.mdmAD()
	g.mdmLAPS()
	g.mdmBitLocker()
	g.mdmFileVault()
	g.mdmProfiles()
	g.mdmUnattend()
	g.mdmGPP()
	g.mdmSCCM()
	g.mdmPDQ()
	g.mdmAnsibleChoco()
	g.mdmPeople()
	g.mdmBenign()
}

// ---- helpers used only here ----

// mdmAdd is add with "ˋ" standing for a backtick.
func (g *G) mdmAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// mdmSerial is a Mac serial number (the randomized ten-character form or
// the older twelve-character one).
func (g *G) mdmSerial() string {
	if g.r.IntN(3) == 0 {
		return "C02" + g.s("BCDFGHJKLMNPQRTVWXY0123456789", 9)
	}
	return g.s("BCDFGHJKLMNPQRTVWXY0123456789", 10)
}

// mdmTag is a Dell service tag or Lenovo serial.
func (g *G) mdmTag() string {
	if g.r.IntN(2) == 0 {
		return g.s(alUpNum, 7)
	}
	return "PF" + g.s(alUpNum, 6)
}

// mdmUDID is an Apple silicon or older device UDID.
func (g *G) mdmUDID() string {
	if g.r.IntN(2) == 0 {
		return g.hex(40)
	}
	return "00008" + g.pick("101", "110", "120", "130") + "-00" + g.s(alHexU, 14)
}

// mdmGUID is an upper-case GUID.
func (g *G) mdmGUID() string { return strings.ToUpper(g.uuid()) }

// mdmSID is a domain SID with a RID.
func (g *G) mdmSID(rid int) string {
	return fmt.Sprintf("S-1-5-21-%d-%d-%d-%d", 1000000000+g.r.IntN(3000000000), 1000000000+g.r.IntN(3000000000), 1000000000+g.r.IntN(3000000000), rid)
}

// mdmThumb is a certificate SHA-1 thumbprint.
func (g *G) mdmThumb() string { return g.s(alHexU, 40) }

// mdmBL is a BitLocker recovery password: eight blocks of six digits,
// each a multiple of 11 under 720896.
func (g *G) mdmBL() string {
	p := make([]string, 8)
	for i := range p {
		p[i] = fmt.Sprintf("%06d", 11*g.r.IntN(65536))
	}
	return strings.Join(p, "-")
}

// mdmFV is a FileVault personal recovery key.
func (g *G) mdmFV() string {
	p := make([]string, 6)
	for i := range p {
		p[i] = g.s("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4)
	}
	return strings.Join(p, "-")
}

// mdmLapsPw is a Windows LAPS generated password (complexity 4).
func (g *G) mdmLapsPw() string { return g.s(alAlnum+"!#%&*+,-./:;<=>?@[]^_{}~", 14+g.r.IntN(11)) }

// mdmJamfTok is a Jamf Pro API bearer token (a JWT).
func (g *G) mdmJamfTok(user string) string {
	t := 1735000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"authenticated-app":"GENERIC","authentication-type":"JSS","groups":[],"current-site-id":-1,"token-uuid":"%s","user-id":%d,"sub":"%s","exp":%d}`,
		g.uuid(), 1+g.r.IntN(40), user, t))
}

// mdmJamfClient is a Jamf Pro API client secret.
func (g *G) mdmJamfClient() string { return g.s(alAlnum+"-_", 64) }

// mdmCpw is a Group Policy Preferences cpassword.
func (g *G) mdmCpw() string { return strings.TrimRight(g.b64(16*(2+g.r.IntN(3))), "=") }

// mdmUnattendEnc is how Windows SIM encodes a password in unattend.xml:
// base64 of UTF-16LE password followed by the element name.
func mdmUnattendEnc(pw, suffix string) string {
	u := utf16.Encode([]rune(pw + suffix))
	b := make([]byte, 2*len(u))
	for i, c := range u {
		binary.LittleEndian.PutUint16(b[2*i:], c)
	}
	return base64.StdEncoding.EncodeToString(b)
}

// mdmPKey is a retail or MAK product key.
func (g *G) mdmPKey() string {
	p := make([]string, 5)
	for i := range p {
		p[i] = g.s("BCDFGHJKMPQRTVWXY2346789", 5)
	}
	return strings.Join(p, "-")
}

// mdmFleetSecret is a Fleet enroll secret or node key.
func (g *G) mdmFleetSecret() string { return g.b64(24) }

// mdmMAC is a MAC address.
func (g *G) mdmMAC() string {
	p := make([]string, 6)
	for i := range p {
		p[i] = g.hex(2)
	}
	return strings.Join(p, ":")
}

// mdmDPAPI is a hex DPAPI blob as SCCM and ConvertFrom-SecureString store it.
func (g *G) mdmDPAPI() string {
	return "01000000D08C9DDF0115D1118C7A00C04FC297EB01000000" + g.s(alHexU, 8*(40+g.r.IntN(20)))
}

func (g *G) mdmJamf() {
	cid := g.uuid()
	g.mdmAdd("mdm/jamf-api-integration-client-credentials-create", `
$ curl -s -X POST "https://acme.jamfcloud.com/api/v1/api-integrations/«=n»/client-credentials" \
    -H "Authorization: Bearer $JAMF_TOKEN" -H "accept: application/json"
{
  "clientId" : "«_c»",
  "clientSecret" : "«a»"
}
$ # copy these into 1Password now, the secret is only shown once
`, V{"=n": fmt.Sprint(3 + g.r.IntN(30)), "_c": cid, "a": g.mdmJamfClient()}, "Bearer $JAMF_TOKEN")

	g.mdmAdd("mdm/jamf-oauth-token-response-python", `
>>> import requests
>>> r = requests.post("https://acme.jamfcloud.com/api/oauth/token",
...     data={"client_id": "«_c»", "grant_type": "client_credentials",
...           "client_secret": "«a»"})
>>> r.json()
{'access_token': '«b»', 'scope': 'api-role:7 api-role:9', 'token_type': 'Bearer', 'expires_in': 299}
`, V{"_c": g.uuid(), "a": g.mdmJamfClient(), "b": g.mdmJamfTok("inventory-sync")}, "api-role:7 api-role:9")

	pol := g.pw()
	g.mdmAdd("mdm/jamf-classic-policy-xml-script-parameters", `
$ curl -su "$API_USER:$API_PASS" -H "Accept: text/xml" https://jss.acme.corp:8443/JSSResource/policies/id/212 | xmllint --format -
<?xml version="1.0" encoding="UTF-8"?>
<policy>
  <general>
    <id>212</id>
    <name>Set Local Admin - Ongoing</name>
    <enabled>true</enabled>
    <trigger>CHECKIN</trigger>
    <frequency>Ongoing</frequency>
  </general>
  <scripts>
    <size>1</size>
    <script>
      <id>41</id>
      <name>set-localadmin.sh</name>
      <priority>After</priority>
      <parameter4>itadmin</parameter4>
      <parameter5>«a»</parameter5>
      <parameter6>«=g»</parameter6>
      <parameter7/>
    </script>
  </scripts>
</policy>
`, V{"a": pol, "=g": fmt.Sprint(500 + g.r.IntN(20))}, "set-localadmin.sh", "<parameter4>itadmin</parameter4>")

	p1 := g.pwStrong()
	g.mdmAdd("mdm/jamf-policy-verbose-params-echoed", `
$ sudo jamf policy -id 88 -verbose
verbose: JAMF agent version 11.13.1
Checking for policy ID 88...
verbose: Connecting to https://acme.jamfcloud.com/...
Executing Policy Bind to AD (legacy)
Running script bind-ad.sh...
Script exit code: 0
Script result: Binding «_h» to corp.acme.local as svc-macbind
dsconfigad -add corp.acme.local -computer «_h» -username svc-macbind -password «a» -ou "OU=Macs,DC=corp,DC=acme,DC=local" -force
Settings changed successfully
Submitting log to https://acme.jamfcloud.com/
`, V{"_h": "ACME-M" + g.digits(5), "a": p1}, "svc-macbind", "OU=Macs,DC=corp,DC=acme,DC=local")

	p2 := g.pw()
	g.mdmAdd("mdm/jamf-log-script-parameters-line", `
$ tail -n 6 /var/log/jamf.log
Tue Mar 11 09:14:02 «_h» jamf[4821]: Checking for policies triggered by "recurring check-in" for user "dana.k"...
Tue Mar 11 09:14:05 «_h» jamf[4821]: Executing Policy Rotate Firmware Password
Tue Mar 11 09:14:06 «_h» jamf[4821]: Running script set-firmware-pw.sh...
Tue Mar 11 09:14:06 «_h» jamf[4821]: Script parameters: / «_h» dana.k «a» «b»
Tue Mar 11 09:14:09 «_h» jamf[4821]: Script exit code: 0
Tue Mar 11 09:14:11 «_h» jamf[4821]: Submitting log to https://acme.jamfcloud.com/
`, V{"_h": "M-" + g.mdmSerial(), "a": p2, "b": g.pw()}, "set-firmware-pw.sh")

	eaUser, eaPass := "ea-reader", g.pwURL()
	g.mdmAdd("mdm/jamf-extension-attribute-hardcoded-api", `
#!/bin/bash
# EA: "Last Compliance Check"  (Data Type: String, Input Type: Script)
jss="https://acme.jamfcloud.com"
apiuser="«_u»"
apipass="«a»"

serial=$(ioreg -rd1 -c IOPlatformExpertDevice | awk -F'"' '/IOPlatformSerialNumber/{print $4}')
token=$(curl -s -u "$apiuser:$apipass" -X POST "$jss/api/v1/auth/token" | awk -F'"' '/token/{print $4}')
result=$(curl -s -H "Authorization: Bearer $token" "$jss/api/v1/computers-inventory?filter=hardware.serialNumber==$serial" \
  | /usr/bin/plutil -extract results.0.general.lastContactTime raw -)
echo "<result>${result:-Never}</result>"
`, V{"_u": eaUser, "a": eaPass}, "IOPlatformSerialNumber", "<result>${result:-Never}</result>")

	fv := g.mdmFV()
	g.mdmAdd("mdm/jamf-computers-inventory-filevault-endpoint", `
$ curl -s -H "Authorization: Bearer $token" "https://acme.jamfcloud.com/api/v1/computers-inventory/«=id»/filevault" | jq .
{
  "computerId": "«=id»",
  "name": "«_n»",
  "personalRecoveryKey": "«a»",
  "bootPartitionEncryptionDetails": {
    "partitionName": "Macintosh HD (Boot Partition)",
    "partitionFileVault2State": "ENCRYPTED",
    "partitionFileVault2Percent": 100
  },
  "individualRecoveryKeyValidityStatus": "VALID",
  "institutionalRecoveryKeyPresent": false,
  "diskEncryptionConfigurationName": "FV2 - PRK escrow"
}
`, V{"=id": fmt.Sprint(1000 + g.r.IntN(4000)), "_n": "Dana's MacBook Pro", "a": fv}, "FV2 - PRK escrow")

	g.mdmAdd("mdm/jamf-recon-output-benign", `
$ sudo jamf recon
Retrieving inventory preferences from https://acme.jamfcloud.com/...
Locating accounts...
Locating package receipts...
Searching path: /Applications
Locating software updates...
Locating plugins...
Locating printers...
Gathering application usage information from the JamfDaemon...
Searching for Extension Attributes...
Submitting data to https://acme.jamfcloud.com/...
<computer_id>«=id»</computer_id>
$ sudo jamf checkJSSConnection
Checking availability of https://acme.jamfcloud.com/...
The JSS is available.
$ system_profiler SPHardwareDataType | grep -E "Serial|UUID|Provisioning"
      Serial Number (system): «_s»
      Hardware UUID: «_hw»
      Provisioning UDID: «_ud»
`, V{"=id": fmt.Sprint(1000 + g.r.IntN(4000)), "_s": g.mdmSerial(), "_hw": g.mdmGUID(), "_ud": g.mdmUDID()}, "The JSS is available.")

	mgmt := g.pwStrong()
	g.mdmAdd("mdm/jamf-prestage-management-account-json", `
GET /api/v3/computer-prestages/4  200 OK
{
  "id" : "4",
  "displayName" : "Staff MacBooks - ADE",
  "mandatory" : true,
  "enrollmentSiteId" : "-1",
  "deviceEnrollmentProgramInstanceId" : "2",
  "profileUuid" : "«_p»",
  "accountSettings" : {
    "payloadConfigured" : true,
    "localAdminAccountEnabled" : true,
    "adminUsername" : "acmeadmin",
    "adminPassword" : "«a»",
    "hiddenAdminAccount" : true,
    "localUserManaged" : false,
    "userAccountType" : "STANDARD",
    "prefillPrimaryAccountInfoFeatureEnabled" : true
  },
  "recoveryLockPasswordType" : "RANDOM",
  "rotateRecoveryLockPassword" : true,
  "versionLock" : 7
}
`, V{"_p": strings.ToUpper(g.hex(32)), "a": mgmt}, "Staff MacBooks - ADE", `"adminUsername" : "acmeadmin"`)

	g.mdmAdd("mdm/jamf-recovery-lock-password-view", `
$ curl -s -H "Authorization: Bearer $token" \
    "https://acme.jamfcloud.com/api/v2/computers-inventory/«=id»/view-recovery-lock-password"
{"recoveryLockPassword":"«a»"}
$ curl -s -H "Authorization: Bearer $token" \
    "https://acme.jamfcloud.com/api/v1/computers-inventory-detail/«=id»" | jq '.general.managementId'
"«_m»"
`, V{"=id": fmt.Sprint(1000 + g.r.IntN(4000)), "a": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4), "_m": g.uuid()}, "view-recovery-lock-password")

	g.mdmAdd("mdm/jamf-laps-audit-history", `
$ curl -s -H "Authorization: Bearer $token" \
  "https://acme.jamfcloud.com/api/v2/local-admin-password/«_m»/account/jamfmanage/audit" | jq .
{
  "totalCount": 2,
  "results": [
    {
      "password": "«a»",
      "dateLastSeen": "2025-02-27T16:40:12.221Z",
      "expirationTime": "2025-02-28T16:40:12.221Z",
      "audits": [{"viewedBy": "helpdesk.sam", "dateSeen": "2025-02-27T16:40:12.221Z"}]
    },
    {
      "password": "«b»",
      "dateLastSeen": null,
      "expirationTime": null,
      "audits": []
    }
  ]
}
`, V{"_m": g.uuid(), "a": g.s(alAlnum+"-", 32), "b": g.s(alAlnum+"-", 32)}, "helpdesk.sam", "jamfmanage")

	acct := g.pw()
	g.mdmAdd("mdm/jamf-classic-accounts-post-xml", `
$ cat newadmin.xml
<account>
  <name>svc-patch-bot</name>
  <directory_user>false</directory_user>
  <full_name>Patch automation</full_name>
  <email>it-automation@acme.corp</email>
  <enabled>Enabled</enabled>
  <force_password_change>false</force_password_change>
  <access_level>Full Access</access_level>
  <privilege_set>Custom</privilege_set>
  <password>«a»</password>
</account>
$ curl -su "$ADMIN" -H "Content-Type: text/xml" -X POST \
    https://jss.acme.corp:8443/JSSResource/accounts/userid/0 -d @newadmin.xml
<?xml version="1.0" encoding="UTF-8"?><account><id>«=id»</id></account>
`, V{"a": acct, "=id": fmt.Sprint(10 + g.r.IntN(80))}, "svc-patch-bot", "it-automation@acme.corp")

	g.mdmAdd("mdm/jamf-webhook-receiver-basic-auth", `
# settings -> Global -> Webhooks -> "ComputerCheckIn to Okta Workflows"
Webhook URL:        https://acme.workflows.okta.com/api/flo/«_f»/invoke
Authentication Type: Basic Authentication
Username:           jamf-webhooks
Password:           «a»
Connection Timeout: 5
Read Timeout:       2
Content Type:       JSON
Webhook Event:      ComputerCheckIn
`, V{"_f": g.hex(32), "a": g.pwStrong()}, "jamf-webhooks", "ComputerCheckIn")

	ks := g.pw()
	g.mdmAdd("mdm/jamf-onprem-tomcat-server-xml", `
$ sudo grep -A6 'port="8443"' /usr/local/jss/tomcat/conf/server.xml
    <Connector URIEncoding="UTF-8" executor="tomcatThreadPool" port="8443"
        protocol="org.apache.coyote.http11.Http11NioProtocol" SSLEnabled="true"
        maxHttpHeaderSize="8192" scheme="https" secure="true" clientAuth="false"
        sslEnabledProtocols="TLSv1.2,TLSv1.3"
        keystoreFile="/usr/local/jss/tomcat/keystore"
        keystorePass="«a»" keyAlias="tomcat"
        ciphers="TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384,TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256"/>
`, V{"a": ks}, "/usr/local/jss/tomcat/keystore", "keyAlias=\"tomcat\"")

	g.mdmAdd("mdm/jamf-enroll-invitation-code", `
$ sudo profiles renew -type enrollment
$ # older Macs without ADE: QuickAdd / jamf enroll
$ sudo /usr/local/jamf/bin/jamf createConf -url https://acme.jamfcloud.com/ -verifySSLCert always
$ sudo /usr/local/jamf/bin/jamf enroll -invitation «a» -noRecon -noPolicy
Enrolling computer...
Enrolled as computer ID «=id».
`, V{"a": g.digits(39), "=id": fmt.Sprint(1000 + g.r.IntN(4000))}, "createConf -url https://acme.jamfcloud.com/")

	g.mdmAdd("mdm/jamf-script-bearer-token-bash-x", `
+ url=https://acme.jamfcloud.com
+ client_id=«_c»
+ client_secret=«a»
++ curl --silent --location --request POST https://acme.jamfcloud.com/api/oauth/token --header 'Content-Type: application/x-www-form-urlencoded' --data-urlencode client_id=«_c» --data-urlencode grant_type=client_credentials --data-urlencode client_secret=«a»
+ response='{"access_token":"«b»","scope":"api-role:12","token_type":"Bearer","expires_in":59}'
++ echo '{"access_token":"«b»","scope":"api-role:12","token_type":"Bearer","expires_in":59}'
++ plutil -extract access_token raw -
+ access_token=«b»
+ curl -s -X POST https://acme.jamfcloud.com/api/v1/computer-inventory/«=id»/remove-mdm-profile -H 'Authorization: Bearer «b»'
`, V{"_c": g.uuid(), "a": g.mdmJamfClient(), "b": g.mdmJamfTok("remove-mdm"), "=id": fmt.Sprint(1000 + g.r.IntN(4000))}, "remove-mdm-profile")

	g.mdmAdd("mdm/jamf-pro-sdk-python-config", `
# jamf_cleanup.py
from jamf_pro_sdk import JamfProClient, SessionConfig
from jamf_pro_sdk.clients.auth import ApiClientCredentialsProvider

client = JamfProClient(
    server="acme.jamfcloud.com",
    credentials=ApiClientCredentialsProvider("«_c»", "«a»"),
    session_config=SessionConfig(timeout=30, max_retries=3),
)
for computer in client.pro_api.get_computer_inventory_v1(sections=["GENERAL", "HARDWARE"]):
    print(computer.hardware.serialNumber, computer.general.lastContactTime)
`, V{"_c": g.uuid(), "a": g.mdmJamfClient()}, "ApiClientCredentialsProvider", "acme.jamfcloud.com")

	ldap := g.pw()
	g.mdmAdd("mdm/jamf-ldap-server-json-api", `
$ curl -s -H "Authorization: Bearer $token" https://jss.acme.corp:8443/api/v1/ldap-servers/1 | jq '.connection'
{
  "hostname": "dc01.corp.acme.local",
  "serverType": "ACTIVE_DIRECTORY",
  "port": 636,
  "useSsl": true,
  "authenticationType": "SIMPLE",
  "account": {
    "distinguishedUsername": "CN=svc-jamf-ldap,OU=Service Accounts,DC=corp,DC=acme,DC=local",
    "password": "«a»"
  },
  "openCloseTimeout": 15,
  "searchTimeout": 60,
  "referralResponse": "IGNORE"
}
`, V{"a": ldap}, "CN=svc-jamf-ldap,OU=Service Accounts,DC=corp,DC=acme,DC=local", "dc01.corp.acme.local")

	g.mdmAdd("mdm/jamf-api-role-privileges-benign", `
$ curl -s -H "Authorization: Bearer $token" https://acme.jamfcloud.com/api/v1/api-integrations | jq '.results[] | {id, displayName, clientId, authorizationScopes, accessTokenLifetimeSeconds}'
{
  "id": 7,
  "displayName": "Okta Workflows",
  "clientId": "«_a»",
  "authorizationScopes": ["Read Computers", "Update Computers"],
  "accessTokenLifetimeSeconds": 300
}
{
  "id": 9,
  "displayName": "Patch bot",
  "clientId": "«_b»",
  "authorizationScopes": ["Read Patch Management Software Titles"],
  "accessTokenLifetimeSeconds": 60
}
`, V{"_a": g.uuid(), "_b": g.uuid()}, "Okta Workflows", "Read Patch Management Software Titles")

	mdmpw := g.pwStrong()
	g.mdmAdd("mdm/jamf-mdm-command-set-recovery-lock", `
$ cat set-recovery-lock.json
{
  "clientData": [
    {
      "managementId": "«_m»",
      "clientType": "COMPUTER"
    }
  ],
  "commandData": {
    "commandType": "SET_RECOVERY_LOCK",
    "newPassword": "«a»"
  }
}
$ curl -s -X POST https://acme.jamfcloud.com/api/v2/mdm/commands -H "Authorization: Bearer $token" -H 'Content-Type: application/json' -d @set-recovery-lock.json
[{"id":"«_cmd»","href":"/api/v2/mdm/commands/«_cmd»"}]
`, V{"_m": g.uuid(), "a": mdmpw, "_cmd": g.uuid()}, "SET_RECOVERY_LOCK")
}

func (g *G) mdmIntune() {
	tid, app := g.uuid(), g.uuid()
	sec := g.azSecret()
	g.mdmAdd("mdm/graph-addpassword-response", `
PS> $body = @{ passwordCredential = @{ displayName = "intune-reporting-2025"; endDateTime = "2026-03-01T00:00:00Z" } }
PS> Invoke-MgGraphRequest -Method POST -Uri "https://graph.microsoft.com/v1.0/applications/«_obj»/addPassword" -Body $body

Name                           Value
----                           -----
@odata.context                 https://graph.microsoft.com/v1.0/$metadata#microsoft.graph.passwordCredential
customKeyIdentifier
displayName                    intune-reporting-2025
endDateTime                    01/03/2026 00:00:00
hint                           «=h»
keyId                          «_k»
secretText                     «a»
startDateTime                  11/03/2025 10:22:41
`, V{"_obj": g.uuid(), "=h": sec[:3], "_k": g.uuid(), "a": sec}, "intune-reporting-2025")

	g.mdmAdd("mdm/intunewin32app-connect-client-secret", `
# Publish-Win32Apps.ps1
Import-Module IntuneWin32App
$TenantID = "acmecorp.onmicrosoft.com"
$ClientID = "«_a»"
$ClientSecret = "«s»"
Connect-MSIntuneGraph -TenantID $TenantID -ClientID $ClientID -ClientSecret $ClientSecret

$IntuneWinFile = "C:\Packages\Output\7zip-24.09.intunewin"
$DetectionRule = New-IntuneWin32AppDetectionRuleMSI -Path $IntuneWinFile
Add-IntuneWin32App -FilePath $IntuneWinFile -DisplayName "7-Zip 24.09" -Publisher "Igor Pavlov" -InstallExperience system -RestartBehavior suppress -DetectionRule $DetectionRule -Verbose
`, V{"_a": app, "s": sec}, "acmecorp.onmicrosoft.com", "New-IntuneWin32AppDetectionRuleMSI")

	thumb := g.mdmThumb()
	pfx := g.pwStrong()
	g.mdmAdd("mdm/graph-cert-auth-thumbprint-and-pfx-password", `
PS> $pwd = ConvertTo-SecureString -String "«a»" -Force -AsPlainText
PS> Import-PfxCertificate -FilePath .\intune-automation.pfx -CertStoreLocation Cert:\LocalMachine\My -Password $pwd

   PSParentPath: Microsoft.PowerShell.Security\Certificate::LocalMachine\My

Thumbprint                                Subject
----------                                -------
«_t»  CN=intune-automation

PS> Connect-MgGraph -ClientId "«_c»" -TenantId "«_tid»" -CertificateThumbprint "«_t»"
Welcome to Microsoft Graph!
`, V{"a": pfx, "_t": thumb, "_c": g.uuid(), "_tid": tid}, "CN=intune-automation")

	g.mdmAdd("mdm/autopilot-upload-appsecret", `
PS C:\Windows\system32> Install-Script -Name Get-WindowsAutopilotInfo -Force
PS C:\Windows\system32> Get-WindowsAutopilotInfo.ps1 -Online -TenantId «_t» -AppId «_a» -AppSecret «s» -GroupTag "KIOSK-LOBBY" -Assign
Connected to Intune tenant «_t» using app-based authentication (Azure AD authentication not supported)
Gathered details for device with serial number: «_ser»
Waiting for 1 of 1 to be imported
All devices imported.  Elapsed time to complete import: 41 seconds
Waiting for 1 of 1 to be synced
All devices synced.  Elapsed time to complete sync: 12 seconds
`, V{"_t": g.uuid(), "_a": g.uuid(), "s": g.azSecret(), "_ser": g.mdmTag()}, "KIOSK-LOBBY")

	scriptPw := g.pw()
	script := "$pw = ConvertTo-SecureString '" + scriptPw + "' -AsPlainText -Force\r\nNew-LocalUser -Name 'acme-support' -Password $pw -PasswordNeverExpires\r\nAdd-LocalGroupMember -Group 'Administrators' -Member 'acme-support'\r\n"
	g.mdmAdd("mdm/graph-devicemanagementscripts-scriptcontent", `
GET https://graph.microsoft.com/beta/deviceManagement/deviceManagementScripts/«_id»
{
  "@odata.context": "https://graph.microsoft.com/beta/$metadata#deviceManagement/deviceManagementScripts/$entity",
  "id": "«_id»",
  "displayName": "Create support account",
  "description": "",
  "scriptContent": "«a»",
  "runAsAccount": "system",
  "enforceSignatureCheck": false,
  "fileName": "create-support-account.ps1",
  "runAs32Bit": false
}
`, V{"_id": g.uuid(), "a": b64s(script)}, "create-support-account.ps1")

	g.mdmAdd("mdm/intune-remediation-detection-and-remediate", `
# Remediate-LocalAdminPassword.ps1  (Proactive remediation, run as SYSTEM, 64-bit)
$User = "ACME-LocalAdmin"
$Password = "«a»"
try {
    $account = Get-LocalUser -Name $User -ErrorAction Stop
    $account | Set-LocalUser -Password (ConvertTo-SecureString $Password -AsPlainText -Force)
    Write-Output "Password reset for $User"
    exit 0
} catch {
    New-LocalUser -Name $User -Password (ConvertTo-SecureString $Password -AsPlainText -Force) -AccountNeverExpires
    Add-LocalGroupMember -SID "S-1-5-32-544" -Member $User
    exit 0
}
`, V{"a": g.pw()}, "ACME-LocalAdmin", "S-1-5-32-544")

	wifi := g.pwURL()
	g.mdmAdd("mdm/intune-wlan-profile-xml-keymaterial", `
<?xml version="1.0"?>
<WLANProfile xmlns="http://www.microsoft.com/networking/WLAN/profile/v1">
	<name>ACME-Warehouse</name>
	<SSIDConfig>
		<SSID>
			<hex>«_x»</hex>
			<name>ACME-Warehouse</name>
		</SSID>
	</SSIDConfig>
	<connectionType>ESS</connectionType>
	<connectionMode>auto</connectionMode>
	<MSM>
		<security>
			<authEncryption>
				<authentication>WPA2PSK</authentication>
				<encryption>AES</encryption>
				<useOneX>false</useOneX>
			</authEncryption>
			<sharedKey>
				<keyType>passPhrase</keyType>
				<protected>false</protected>
				<keyMaterial>«a»</keyMaterial>
			</sharedKey>
		</security>
	</MSM>
</WLANProfile>
`, V{"_x": strings.ToUpper(fmt.Sprintf("%x", "ACME-Warehouse")), "a": wifi}, "<keyType>passPhrase</keyType>")

	g.mdmAdd("mdm/ppkg-customizations-bulk-enrollment-token", `
<?xml version="1.0" encoding="utf-8"?>
<WindowsCustomizations>
  <PackageConfig xmlns="urn:schemas-Microsoft-com:Windows-ICD-Package-Config.v1.0">
    <ID>{«_pk»}</ID>
    <Name>Kiosk-BulkEnroll</Name>
    <Version>1.4</Version>
    <OwnerType>OEM</OwnerType>
    <Rank>0</Rank>
  </PackageConfig>
  <Settings xmlns="urn:schemas-microsoft-com:windows-provisioning">
    <Customizations>
      <Common>
        <Accounts>
          <Azure>
            <Authority>https://login.microsoftonline.com/«_t»</Authority>
            <BPRT>«a»</BPRT>
          </Azure>
          <Users>
            <User UserName="kioskadmin">
              <Password>«b»</Password>
              <UserGroup>Administrators</UserGroup>
            </User>
          </Users>
        </Accounts>
        <DevDetail>
          <DNSComputerName>KIOSK-%SERIAL%</DNSComputerName>
        </DevDetail>
      </Common>
    </Customizations>
  </Settings>
</WindowsCustomizations>
`, V{"_pk": g.mdmGUID(), "_t": g.uuid(), "a": "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiIsIng1dCI6I" + g.b64u(900) + "." + g.b64u(342), "b": g.pw()}, "KIOSK-%SERIAL%", "Kiosk-BulkEnroll")

	bl := g.mdmBL()
	g.mdmAdd("mdm/graph-bitlocker-recoverykeys-select-key", `
PS> Get-MgInformationProtectionBitlockerRecoveryKey -Filter "deviceId eq '«_d»'" | Select Id, CreatedDateTime, VolumeType

Id                                   CreatedDateTime      VolumeType
--                                   ---------------      ----------
«_k» 2/14/2025 8:02:17 AM operatingSystemVolume

PS> (Get-MgInformationProtectionBitlockerRecoveryKey -BitlockerRecoveryKeyId «_k» -Property key).Key
«a»
`, V{"_d": g.uuid(), "_k": g.uuid(), "a": bl}, "operatingSystemVolume")

	lapsPw := g.mdmLapsPw()
	g.mdmAdd("mdm/graph-devicelocalcredentials-passwordbase64", `
$ curl -s -H "Authorization: Bearer $TOKEN" -H "ocp-client-name: LAPS-Helpdesk" -H "ocp-client-version: 1.0" \
    "https://graph.microsoft.com/v1.0/directory/deviceLocalCredentials/«_d»?\$select=credentials"
{
  "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#directory/deviceLocalCredentials(credentials)/$entity",
  "id": "«_d»",
  "deviceName": "«_n»",
  "credentials": [
    {
      "accountName": "WLapsAdmin",
      "accountSid": "«_sid»",
      "backupDateTime": "2025-03-10T06:12:44.5561241Z",
      "passwordBase64": "«a»"
    }
  ]
}
`, V{"_d": g.uuid(), "_n": "DESKTOP-" + g.s(alUpNum, 7), "_sid": g.mdmSID(1001), "a": b64s(lapsPw)}, "WLapsAdmin", "LAPS-Helpdesk")

	g.mdmAdd("mdm/aadinternals-sync-credentials", `
PS C:\> Import-Module AADInternals
PS C:\> Get-AADIntSyncCredentials

Name                           Value
----                           -----
ADDomain                       corp.acme.local
ADUser                         MSOL_«_m»
ADUserPassword                 «a»
AADUser                        Sync_ACME-AADC01_«_m»@acmecorp.onmicrosoft.com
AADUserPassword                «b»
`, V{"_m": g.hex(12), "a": g.s(alAlnum+"!#$%&()*+,-./:;<=>?@[]^_{|}~", 110), "b": g.s(alAlnum+"!#$%&()*+,-./:;<=>?@[]^_{|}~", 20)}, "corp.acme.local", "Get-AADIntSyncCredentials")

	g.mdmAdd("mdm/intune-data-warehouse-odata-token", `
$ curl -s "https://fef.msua06.manage.microsoft.com/ReportingService/DataWarehouseFEService/devices?api-version=v1.0" \
    -H "Authorization: Bearer «a»" | jq '.value[0] | {deviceKey, deviceName, serialNumber}'
{
  "deviceKey": «=k»,
  "deviceName": "«_n»",
  "serialNumber": "«_s»"
}
`, V{"a": g.mdmGraphJWT(tid), "=k": fmt.Sprint(100000 + g.r.IntN(900000)), "_n": "LT-" + g.s(alUpNum, 7), "_s": g.mdmTag()}, "DataWarehouseFEService")

	g.mdmAdd("mdm/intune-managed-devices-list-benign", `
PS> Get-MgDeviceManagementManagedDevice -Filter "operatingSystem eq 'Windows'" -Top 3 | Select DeviceName, SerialNumber, AzureAdDeviceId, Id, ComplianceState

DeviceName      SerialNumber AzureAdDeviceId                      Id                                   ComplianceState
----------      ------------ ---------------                      --                                   ---------------
«_n1» «_s1»      «_a1» «_i1» compliant
«_n2» «_s2»      «_a2» «_i2» noncompliant
«_n3» «_s3»      «_a3» «_i3» compliant
`, V{"_n1": "LT-" + g.s(alUpNum, 7), "_s1": g.mdmTag(), "_a1": g.uuid(), "_i1": g.uuid(),
		"_n2": "LT-" + g.s(alUpNum, 7), "_s2": g.mdmTag(), "_a2": g.uuid(), "_i2": g.uuid(),
		"_n3": "LT-" + g.s(alUpNum, 7), "_s3": g.mdmTag(), "_a3": g.uuid(), "_i3": g.uuid()})

	g.mdmAdd("mdm/intune-app-config-json-license", `
{
  "kind": "androidManagedStoreAppConfiguration",
  "displayName": "Zebra Scanner settings",
  "targetedMobileApps": ["«_app»"],
  "payloadJson": "«=pj»",
  "decoded": {
    "managedProperty": [
      {"key": "server_url", "valueString": "https://wms.acme.corp"},
      {"key": "device_user", "valueString": "{{userprincipalname}}"},
      {"key": "license_key", "valueString": "«a»"},
      {"key": "api_password", "valueString": "«b»"}
    ]
  }
}
`, V{"_app": g.uuid(), "=pj": g.b64(90), "a": g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5), "b": g.pw()}, "{{userprincipalname}}", "https://wms.acme.corp")

	g.mdmAdd("mdm/intune-oma-uri-custom-benign", `
OMA-URI Settings (Windows 10 and later - Custom)
Name                       OMA-URI                                                         Data type  Value
Disable Admin Account      ./Device/Vendor/MSFT/Policy/Config/LocalPoliciesSecurityOptions/Accounts_EnableAdministratorAccountStatus   Integer   0
Rename Guest               ./Device/Vendor/MSFT/Policy/Config/LocalPoliciesSecurityOptions/Accounts_RenameGuestAccount                String    acme-guest-off
LAPS Backup Directory      ./Device/Vendor/MSFT/LAPS/Policies/BackupDirectory                                                          Integer   1
LAPS Password Length       ./Device/Vendor/MSFT/LAPS/Policies/PasswordLength                                                           Integer   20
Profile ID: «_p»
`, V{"_p": g.uuid()}, "./Device/Vendor/MSFT/LAPS/Policies/BackupDirectory", "acme-guest-off")
}

// mdmGraphJWT is an Entra ID access token for Microsoft Graph or Intune.
func (g *G) mdmGraphJWT(tid string) string {
	t := 1735000000 + g.r.IntN(20000000)
	h := b64raw(`{"typ":"JWT","nonce":"` + g.b64u(43) + `","alg":"RS256","x5t":"` + g.b64u(27) + `","kid":"` + g.b64u(27) + `"}`)
	p := b64raw(fmt.Sprintf(`{"aud":"https://graph.microsoft.com","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"app_displayname":"intune-reporting","appid":"%s","idtyp":"app","oid":"%s","roles":["DeviceManagementManagedDevices.Read.All"],"tid":"%s","ver":"1.0"}`,
		tid, t, t, t+3599, g.uuid(), g.uuid(), tid))
	return h + "." + p + "." + g.b64u(342)
}

func (g *G) mdmOtherMDM() {
	kt := g.uuid()
	g.mdmAdd("mdm/kandji-api-devices-curl", `
$ export KANDJI_API_URL="https://acme.api.kandji.io"
$ export KANDJI_TOKEN="«a»"
$ curl -s -H "Authorization: Bearer $KANDJI_TOKEN" "$KANDJI_API_URL/api/v1/devices?serial_number=«_s»" | jq '.[0] | {device_id, device_name, blueprint_name}'
{
  "device_id": "«_d»",
  "device_name": "Dana's MacBook Air",
  "blueprint_name": "Staff - Standard"
}
`, V{"a": kt, "_s": g.mdmSerial(), "_d": g.uuid()}, "https://acme.api.kandji.io", "Staff - Standard")

	g.mdmAdd("mdm/kandji-secrets-endpoints", `
$ curl -s -H "Authorization: Bearer «t»" https://acme.api.kandji.io/api/v1/devices/«_d»/secrets/filevaultkey
{"key": "«a»"}
$ curl -s -H "Authorization: Bearer «t»" https://acme.api.kandji.io/api/v1/devices/«_d»/secrets/unlockpin
{"pin": "«=pin»"}
$ curl -s -H "Authorization: Bearer «t»" https://acme.api.kandji.io/api/v1/devices/«_d»/secrets/recoverypassword
{"recovery_password": "«b»"}
`, V{"t": g.uuid(), "_d": g.uuid(), "a": g.mdmFV(), "=pin": g.digits(6), "b": g.s(alAlnum, 4) + "-" + g.s(alAlnum, 4) + "-" + g.s(alAlnum, 4)}, "secrets/filevaultkey")

	g.mdmAdd("mdm/kandji-custom-script-library-item", `
#!/bin/zsh
# Kandji Custom Script: "Install Acme VPN client"  (Audit and Enforce)
VPN_TENANT="acme-corp"
REG_KEY="«a»"

if [[ -d "/Applications/Acme VPN.app" ]]; then
  echo "Already installed"; exit 0
fi
/usr/bin/curl -sSLo /tmp/acmevpn.pkg "https://downloads.acmevpn.com/mac/latest.pkg"
/usr/sbin/installer -pkg /tmp/acmevpn.pkg -target /
/Applications/Acme\ VPN.app/Contents/MacOS/acmevpn-cli register --tenant "$VPN_TENANT" --key "$REG_KEY"
`, V{"a": g.hex(40)}, `VPN_TENANT="acme-corp"`)

	mosyleAT := g.an(40)
	g.mdmAdd("mdm/mosyle-business-api-login-then-call", `
$ curl -si -X POST https://businessapi.mosyle.com/v1/login \
    -H "accessToken: «a»" -H "Content-Type: application/json" \
    -d '{"email":"it-api@acme.corp","password":"«b»"}' | grep -i '^authorization'
Authorization: Bearer «c»
$ curl -s -X POST https://businessapi.mosyle.com/v1/listdevices \
    -H "accessToken: «a»" -H "Authorization: Bearer «c»" \
    -d '{"options":{"os":"mac","serial_numbers":["«_s»"]}}'
{"status":"OK","response":[{"devices":[{"deviceudid":"«_u»","serial_number":"«_s»","device_name":"ACME-«_s»"}]}]}
`, V{"a": mosyleAT, "b": g.pw(), "c": g.userJWT(), "_s": g.mdmSerial(), "_u": g.mdmUDID()}, "it-api@acme.corp")

	g.mdmAdd("mdm/addigy-api-client-credentials", `
import requests

ADDIGY_CLIENT_ID = "«_c»"
ADDIGY_CLIENT_SECRET = "«a»"

resp = requests.get(
    "https://prod.addigy.com/api/devices",
    params={"client_id": ADDIGY_CLIENT_ID, "client_secret": ADDIGY_CLIENT_SECRET},
    timeout=30,
)
for d in resp.json():
    print(d["Serial Number"], d["agentid"], d["Device Name"])
`, V{"_c": g.hex(32), "a": g.hex(64)}, "https://prod.addigy.com/api/devices")

	sm := g.an(64)
	g.mdmAdd("mdm/simplemdm-api-key-basic-auth", `
$ curl -s https://a.simplemdm.com/api/v1/devices?limit=2 -u «a»: | jq '.data[] | {id, name: .attributes.name, serial: .attributes.serial_number}'
{
  "id": «=i»,
  "name": "Front Desk iPad",
  "serial": "«_s»"
}
$ echo 'export SIMPLEMDM_API_KEY=«a»' >> ~/.zshrc
`, V{"a": sm, "=i": fmt.Sprint(100000 + g.r.IntN(900000)), "_s": g.s("DFGHJKLMNPQRTVWXY0123456789", 12)}, "Front Desk iPad")

	wsoPw := g.pw()
	g.mdmAdd("mdm/workspace-one-uem-rest-tenant-code", `
$cred = "svc-uem-api:«p»"
$headers = @{
    "Authorization"  = "Basic " + [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes($cred))
    "aw-tenant-code" = "«a»"
    "Accept"         = "application/json;version=2"
}
Invoke-RestMethod -Uri "https://as1506.awmdm.com/API/mdm/devices/search?user=dana.k" -Headers $headers
`, V{"p": wsoPw, "a": g.b64(32)}, "svc-uem-api", "https://as1506.awmdm.com/API/mdm/devices/search?user=dana.k")

	g.mdmAdd("mdm/hexnode-api-key-header", `
$ curl -s "https://acme.hexnodemdm.com/api/v1/devices/?page=1&per_page=2" -H "Authorization: «a»"
{"count": 412, "next": "https://acme.hexnodemdm.com/api/v1/devices/?page=2&per_page=2", "results": [{"id": «=i», "device_name": "WH-Scanner-07", "serial_number": "«_s»", "imei": "«_imei»"}]}
`, V{"a": g.an(24), "=i": fmt.Sprint(1000 + g.r.IntN(9000)), "_s": g.s(alUpNum, 11), "_imei": g.digits(15)}, "WH-Scanner-07")

	jcKey := g.hex(40)
	g.mdmAdd("mdm/jumpcloud-agent-install-connect-key", `
# Run as root on new Linux hosts
curl --tlsv1.2 --silent --show-error \
  --header 'x-connect-key: «a»' \
  https://kickstart.jumpcloud.com/Kickstart | sudo bash
`, V{"a": jcKey}, "https://kickstart.jumpcloud.com/Kickstart")

	g.mdmAdd("mdm/jumpcloud-powershell-module-api-key", `
PS> Connect-JCOnline -JumpCloudApiKey "«a»" -JCEnvironment STANDARD -force
Connection to JumpCloud Successful
PS> Get-JCSystem -hostname «_h» | Select hostname, _id, serialNumber, os
hostname        _id                      serialNumber os
--------        ---                      ------------ --
«_h» «_id» «_s»   Mac OS X
`, V{"a": "jca_" + g.an(36), "_h": "acme-mbp-" + g.s(alLowNum, 4), "_id": g.hex(24), "_s": g.mdmSerial()}, "Connection to JumpCloud Successful")

	g.mdmAdd("mdm/ninjaone-oauth-client-credentials", `
$ curl -s -X POST https://app.ninjarmm.com/ws/oauth/token \
    -d grant_type=client_credentials \
    -d client_id=«_c» \
    -d client_secret=«a» \
    -d scope="monitoring management"
{"access_token":"«b»","expires_in":3600,"scope":"monitoring management","token_type":"bearer"}
`, V{"_c": g.b64u(27), "a": g.b64u(54), "b": g.b64u(30) + "." + g.b64u(60) + "." + g.b64u(43)}, "https://app.ninjarmm.com/ws/oauth/token")

	g.mdmAdd("mdm/datto-rmm-api-key-secret", `
# DattoRMM.psd1 settings used by the nightly patch report
@{
    Url       = 'https://pinotage-api.centrastage.net'
    Key       = '«_k»'
    SecretKey = '«a»'
    SiteUid   = '«_u»'
}
PS> Set-DrmmApiParameters -Url $cfg.Url -Key $cfg.Key -SecretKey $cfg.SecretKey
PS> Get-DrmmAccountDevices | Measure-Object
Count    : 384
`, V{"_k": g.s(alUpNum, 20), "a": g.s(alUpNum, 32), "_u": g.uuid()}, "https://pinotage-api.centrastage.net", "Get-DrmmAccountDevices")

	g.mdmAdd("mdm/automox-api-key-bearer", `
$ curl -s -H "Authorization: Bearer «a»" "https://console.automox.com/api/servers?o=«=o»&limit=1" | jq '.[0] | {id, name, serial_number, agent_version}'
{
  "id": «=i»,
  "name": "«_n»",
  "serial_number": "«_s»",
  "agent_version": "1.46.23"
}
`, V{"a": g.uuid(), "=o": fmt.Sprint(10000 + g.r.IntN(90000)), "=i": fmt.Sprint(1000000 + g.r.IntN(9000000)), "_n": "WS-" + g.s(alUpNum, 6), "_s": g.mdmTag()}, "console.automox.com")

	g.mdmAdd("mdm/action1-api-credentials", `
ACTION1_ORG_ID=«_o»
ACTION1_CLIENT_ID=api-key-«_c»@action1.com
ACTION1_CLIENT_SECRET=«a»
ACTION1_REGION=https://app.eu.action1.com/api/3.0
`, V{"_o": g.uuid(), "_c": g.uuid(), "a": g.hex(32)}, "https://app.eu.action1.com/api/3.0")

	g.mdmAdd("mdm/manageengine-endpoint-central-authtoken", `
$ curl -s "https://desktopcentral.acme.corp:8383/api/1.4/inventory/scancomputers" -H "Authorization: «a»"
{"message_type":"scancomputers","message_response":{"total":291,"limit":25,"page":1,"scancomputers":[{"resource_id":«=r»,"resource_name":"«_n»","agent_version":"11.3.2416.8"}]},"message_version":"1.4","status":"success"}
`, V{"a": strings.ToUpper(g.uuid()), "=r": fmt.Sprint(300000 + g.r.IntN(100000)), "_n": "FIN-" + g.s(alUpNum, 6)}, "desktopcentral.acme.corp:8383")

	g.mdmAdd("mdm/tanium-api-token-session-header", `
$ export TANIUM_SERVER=https://acme-api.cloud.tanium.com
$ curl -s -H "session: «a»" -H "Content-Type: application/json" \
    -d '{"query":"{ endpoints(first: 1) { edges { node { name serialNumber ipAddress } } } }"}' \
    $TANIUM_SERVER/plugin/products/gateway/graphql
{"data":{"endpoints":{"edges":[{"node":{"name":"«_n»","serialNumber":"«_s»","ipAddress":"10.40.12.77"}}]}}}
`, V{"a": "token-" + g.hex(62), "_n": "acme-" + g.s(alLowNum, 8), "_s": g.mdmTag()}, "/plugin/products/gateway/graphql")

	g.mdmAdd("mdm/abm-server-token-p7m-decoded", `
$ openssl smime -decrypt -in "ACME_Token_2025-03-11T10-02-44Z_smime.p7m" -inkey dep_private.key -out - | sed -n '/^{/,/^}/p'
{"consumer_key":"CK_«a»","consumer_secret":"CS_«b»","access_token":"AT_«c»","access_secret":"AS_«d»","access_token_expiry":"2026-03-11T10:02:44Z"}
`, V{"a": g.hex(96), "b": g.hex(40), "c": strings.ToUpper(g.digits(1)) + "O1" + g.hex(96), "d": g.hex(40)}, "dep_private.key")

	vppTok := b64s(fmt.Sprintf(`{"token":"%s","expDate":"2026-02-28T18:41:07+0000","orgName":"Acme Corp"}`, g.b64(96)))
	g.mdmAdd("mdm/vpp-stoken-file", `
$ cat "sToken_for_Acme Corp.vpptoken"
«a»
$ base64 -d "sToken_for_Acme Corp.vpptoken" | jq '{expDate, orgName}'
{
  "expDate": "2026-02-28T18:41:07+0000",
  "orgName": "Acme Corp"
}
`, V{"a": vppTok}, "sToken_for_Acme Corp.vpptoken")

	g.mdmAdd("mdm/android-enterprise-qr-provisioning-json", `
{
  "android.app.extra.PROVISIONING_DEVICE_ADMIN_COMPONENT_NAME": "com.google.android.apps.work.clouddpc/.receivers.CloudDeviceAdminReceiver",
  "android.app.extra.PROVISIONING_DEVICE_ADMIN_SIGNATURE_CHECKSUM": "«_cs»",
  "android.app.extra.PROVISIONING_DEVICE_ADMIN_PACKAGE_DOWNLOAD_LOCATION": "https://play.google.com/managed/downloadManagingApp?identifier=setup",
  "android.app.extra.PROVISIONING_WIFI_SSID": "ACME-Stores",
  "android.app.extra.PROVISIONING_WIFI_SECURITY_TYPE": "WPA",
  "android.app.extra.PROVISIONING_WIFI_PASSWORD": "«a»",
  "android.app.extra.PROVISIONING_ADMIN_EXTRAS_BUNDLE": {
    "com.google.android.apps.work.clouddpc.EXTRA_ENROLLMENT_TOKEN": "«b»"
  }
}
`, V{"a": g.pwURL(), "b": g.s(alUpper, 20), "_cs": g.b64u(43)}, "ACME-Stores")

	g.mdmAdd("mdm/chrome-cbcm-enrollment-token-registry", `
C:\> reg query HKLM\SOFTWARE\Policies\Google\Chrome

HKEY_LOCAL_MACHINE\SOFTWARE\Policies\Google\Chrome
    CloudManagementEnrollmentToken    REG_SZ    «a»
    CloudManagementEnrollmentMandatory    REG_DWORD    0x1
    BrowserSignin    REG_DWORD    0x2
    RestrictSigninToPattern    REG_SZ    .*@acme\.corp
`, V{"a": g.uuid()}, "CloudManagementEnrollmentMandatory", `.*@acme\.corp`)
}

func (g *G) mdmFleet() {
	es := g.mdmFleetSecret()
	g.mdmAdd("mdm/fleetctl-get-enroll-secret", `
$ fleetctl get enroll_secret
---
apiVersion: v1
kind: enroll_secret
spec:
  secrets:
  - created_at: "2025-01-09T17:22:04Z"
    secret: «a»
  - created_at: "2025-02-20T08:03:51Z"
    secret: «b»
`, V{"a": es, "b": g.mdmFleetSecret()}, "kind: enroll_secret")

	g.mdmAdd("mdm/fleetctl-package-enroll-secret", `
$ fleetctl package --type=msi --fleet-url=https://fleet.acme.corp --enroll-secret=«a» --fleet-desktop --enable-scripts
Generating your fleetd agent...

Success! You generated fleetd at /Users/dana/fleet-osquery.msi

To add hosts to Fleet, install fleetd.
Learn how: https://fleetdm.com/learn-more-about/enroll-hosts
`, V{"a": g.mdmFleetSecret()}, "/Users/dana/fleet-osquery.msi", "https://fleet.acme.corp")

	g.mdmAdd("mdm/osquery-flags-and-secret-file", `
$ sudo cat /etc/osquery/osquery.flags
--tls_hostname=fleet.acme.corp:443
--tls_server_certs=/etc/osquery/fleet.pem
--enroll_secret_path=/etc/osquery/enroll_secret
--host_identifier=uuid
--enroll_tls_endpoint=/api/osquery/enroll
--config_plugin=tls
--config_tls_endpoint=/api/v1/osquery/config
--config_refresh=10
--logger_plugin=tls
--logger_tls_endpoint=/api/v1/osquery/log
$ sudo cat /etc/osquery/enroll_secret
«a»
`, V{"a": g.mdmFleetSecret()}, "--enroll_secret_path=/etc/osquery/enroll_secret", "fleet.acme.corp:443")

	g.mdmAdd("mdm/osquery-node-key-verbose-log", `
I0311 10:41:02.118422 184372 init.cpp:424] osquery initialized [version=5.14.1]
I0311 10:41:02.301137 184372 tls.cpp:248] TLS/HTTPS POST request to URI: https://fleet.acme.corp:443/api/osquery/enroll
I0311 10:41:02.488910 184372 tls_enroll.cpp:93] TLS enroll request: {"enroll_secret":"«a»","host_identifier":"«_h»","platform_type":"9","host_details":{"system_info":{"hardware_serial":"«_s»"}}}
I0311 10:41:02.601447 184372 tls_enroll.cpp:128] TLS enroll response: {"node_key":"«b»","node_invalid":false}
I0311 10:41:12.612013 184372 tls.cpp:248] TLS/HTTPS POST request to URI: https://fleet.acme.corp:443/api/v1/osquery/config
`, V{"a": g.mdmFleetSecret(), "_h": g.mdmGUID(), "_s": g.mdmSerial(), "b": g.mdmFleetSecret()}, "osquery initialized [version=5.14.1]")

	my := g.pw()
	g.mdmAdd("mdm/fleet-server-systemd-env", `
$ sudo systemctl cat fleet.service | sed -n '/\[Service\]/,$p'
[Service]
User=fleet
Environment=FLEET_MYSQL_ADDRESS=mysql.internal.acme.corp:3306
Environment=FLEET_MYSQL_DATABASE=fleet
Environment=FLEET_MYSQL_USERNAME=fleet
Environment=FLEET_MYSQL_PASSWORD=«a»
Environment=FLEET_REDIS_ADDRESS=redis.internal.acme.corp:6379
Environment=FLEET_REDIS_PASSWORD=«b»
Environment=FLEET_SERVER_PRIVATE_KEY=«c»
Environment=FLEET_SERVER_TLS=false
ExecStart=/usr/local/bin/fleet serve
Restart=on-failure
`, V{"a": my, "b": g.an(32), "c": g.b64(32)}, "mysql.internal.acme.corp:3306", "FLEET_SERVER_TLS=false")

	tok := g.b64(64)
	g.mdmAdd("mdm/fleetctl-config-token", `
$ fleetctl login --email dana@acme.corp
Password:
[+] Fleet login successful and context configured!
$ cat ~/.fleet/config
contexts:
  default:
    address: https://fleet.acme.corp
    email: dana@acme.corp
    tls-skip-verify: false
    token: «a»
`, V{"a": tok}, "[+] Fleet login successful and context configured!")

	g.mdmAdd("mdm/fleet-gitops-default-yml", `
# it-and-security/default.yml
org_settings:
  server_settings:
    server_url: https://fleet.acme.corp
  org_info:
    org_name: Acme
  secrets:
    - secret: $FLEET_GLOBAL_ENROLL_SECRET
  integrations:
    jira:
      - url: https://acme.atlassian.net
        username: fleet-bot@acme.corp
        api_token: «a»
        project_key: IT
  mdm:
    apple_business_manager:
      - organization_name: Acme Corp
        macos_team: "Workstations"
agent_options:
  path: ./lib/agent-options.yml
`, V{"a": g.atlassian()}, "$FLEET_GLOBAL_ENROLL_SECRET", "fleet-bot@acme.corp")

	g.mdmAdd("mdm/kolide-launcher-flags", `
$ cat /etc/kolide-k2/launcher.flags
with_initial_runner
control
autoupdate
root_directory /var/kolide-k2/k2device.kolide.com
osqueryd_path /usr/local/kolide-k2/bin/osqueryd
enroll_secret «a»
hostname k2device.kolide.com
update_channel stable
transport jsonrpc
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"organization":"%s","kid":"%s","iat":%d}`, g.s(alLower, 6)+"-"+g.s(alLower, 5), g.hex(16), 1700000000+g.r.IntN(30000000)))}, "root_directory /var/kolide-k2/k2device.kolide.com")

	g.mdmAdd("mdm/osqueryi-system-info-benign", `
$ osqueryi --json "SELECT hostname, uuid, hardware_serial, hardware_model, computer_name FROM system_info;"
[
  {"computer_name":"Dana’s MacBook Pro","hardware_model":"Mac15,6","hardware_serial":"«_s»","hostname":"dana-mbp.local","uuid":"«_u»"}
]
$ osqueryi --line "SELECT enrolled, installed_from_dep, server_url, payload_identifier FROM mdm;"
          enrolled = true
installed_from_dep = true
        server_url = https://acme.jamfcloud.com/mdm/ServerURL
payload_identifier = «_p»
`, V{"_s": g.mdmSerial(), "_u": g.mdmGUID(), "_p": g.mdmGUID()}, "https://acme.jamfcloud.com/mdm/ServerURL", "dana-mbp.local")

	g.mdmAdd("mdm/orbit-enroll-secret-launchdaemon", `
$ sudo plutil -p /Library/LaunchDaemons/com.fleetdm.orbit.plist
{
  "EnvironmentVariables" => {
    "ORBIT_ENROLL_SECRET" => "«a»"
    "ORBIT_FLEET_DESKTOP" => "true"
    "ORBIT_FLEET_URL" => "https://fleet.acme.corp"
    "ORBIT_ORBIT_CHANNEL" => "stable"
    "ORBIT_UPDATE_URL" => "https://updates.fleetdm.com"
  }
  "Label" => "com.fleetdm.orbit"
  "ProgramArguments" => [
    0 => "/opt/orbit/bin/orbit/orbit"
  ]
  "RunAtLoad" => 1
}
$ sudo cat /opt/orbit/secret-orbit-node-key.txt
«b»
`, V{"a": g.mdmFleetSecret(), "b": g.mdmFleetSecret()}, "com.fleetdm.orbit", "/opt/orbit/secret-orbit-node-key.txt")

	g.mdmAdd("mdm/fleet-api-token-api-only-user", `
$ fleetctl user create --name "Tines automation" --email tines@acme.corp --api-only --global-role maintainer
Success! The API token for your new user is: «a»
$ curl -s -H "Authorization: Bearer «a»" "https://fleet.acme.corp/api/v1/fleet/hosts?query=«_s»" | jq '.hosts[0].id'
«=id»
`, V{"a": g.b64(64), "_s": g.mdmSerial(), "=id": fmt.Sprint(100 + g.r.IntN(3000))}, "tines@acme.corp")
}

func (g *G) mdmMunki() {
	g.mdmAdd("mdm/munki-managedinstalls-additional-headers-plist", `
$ sudo defaults read /Library/Preferences/ManagedInstalls
{
    AdditionalHttpHeaders =     (
        "Authorization: Basic «a»"
    );
    ClientIdentifier = "site_default";
    InstallAppleSoftwareUpdates = 0;
    LastCheckDate = "2025-03-11 09:02:13 +0000";
    SoftwareRepoURL = "https://munki.acme.corp/repo";
}
`, V{"a": b64s("munki:" + g.pwURL())}, "https://munki.acme.corp/repo", "site_default")

	g.mdmAdd("mdm/sal-client-machine-group-key", `
$ sudo defaults write /Library/Preferences/com.github.salopensource.sal ServerURL "https://sal.acme.corp"
$ sudo defaults write /Library/Preferences/com.github.salopensource.sal key «a»
$ sudo /usr/local/sal/bin/sal-submit -v
Sal client version: 4.3.0
Sending checkin data to https://sal.acme.corp/checkin/
Checkin complete.
`, V{"a": g.s(alLowNum, 100)}, "https://sal.acme.corp/checkin/")

	fv := g.mdmFV()
	g.mdmAdd("mdm/crypt-server-escrow-json", `
$ curl -s -u "crypt_api:«p»" "https://crypt.acme.corp/api/v1/computer/«_s»/secrets/" | python3 -m json.tool
{
    "serial": "«_s»",
    "computername": "ACME-«_s»",
    "secrets": [
        {
            "id": «=i»,
            "secret_type": "recovery_key",
            "secret": "«a»",
            "date_escrowed": "2025-02-03T14:22:09Z",
            "rotation_required": false
        }
    ]
}
`, V{"p": g.pw(), "_s": g.mdmSerial(), "=i": fmt.Sprint(1000 + g.r.IntN(9000)), "a": fv}, "recovery_key", "rotation_required")

	g.mdmAdd("mdm/munkireport-env", `
# /usr/local/munkireport/.env
SITENAME="Acme MunkiReport"
CONNECTION_DRIVER="mysql"
CONNECTION_HOST="mariadb"
CONNECTION_DATABASE="munkireport"
CONNECTION_USERNAME="munkireport"
CONNECTION_PASSWORD="«a»"
AUTH_METHODS="SAML"
AUTH_SAML_SP_NAME_ID_FORMAT="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified"
CLIENT_PASSPHRASES="«b»"
MODULES="applications, disk_report, filevault_status, munkireport, network, security, warranty"
`, V{"a": g.pw(), "b": g.s(alAlnum, 24)}, "filevault_status", "AUTH_METHODS=\"SAML\"")

	jss := g.pw()
	g.mdmAdd("mdm/jssimporter-autopkg-prefs", `
$ defaults read com.github.autopkg
{
    CACHE_DIR = "~/Library/AutoPkg/Cache";
    GIT_PATH = "/usr/bin/git";
    JSS_PASS = "«a»";
    JSS_REPOS =     (
                {
            name = "CasperShare";
            password = "«b»";
        }
    );
    JSS_URL = "https://jss.acme.corp:8443";
    JSS_USER = "autopkg-api";
    JSS_VERIFY_SSL = 1;
    MUNKI_REPO = "/Volumes/munki_repo";
    RECIPE_OVERRIDE_DIRS = "~/Library/AutoPkg/RecipeOverrides";
}
`, V{"a": jss, "b": g.pw()}, "autopkg-api", "CasperShare")

	g.mdmAdd("mdm/autopkg-slack-postprocessor-webhook", `
$ autopkg run -v Firefox.munki -k "slack_webhook_url=https://hooks.slack.com/services/«_t»/«_b»/«a»" --post com.github.autopkg.moofit-recipes.Slacker/Slacker
Processing Firefox.munki...
MunkiImporter
{'Input': {'pkg_path': '/Users/autopkg/Library/AutoPkg/Cache/com.github.autopkg.munki.firefox-rc-en_US/Firefox.dmg',
           'repo_subdirectory': 'apps/mozilla'}}
MunkiImporter: Copied pkginfo to: /Volumes/munki_repo/pkgsinfo/apps/mozilla/Firefox-136.0.1.plist
Slacker
Posted to Slack: Firefox 136.0.1 imported
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "MunkiImporter: Copied pkginfo to: /Volumes/munki_repo/pkgsinfo/apps/mozilla/Firefox-136.0.1.plist")

	g.mdmAdd("mdm/gorilla-windows-munki-config-yaml", `
# C:\ProgramData\gorilla\config.yaml
url: https://gorilla.acme.corp/repo/
manifest: workstations/finance
catalogs:
  - production
app_data_path: C:/ProgramData/gorilla/
auth_user: gorilla
auth_pass: «a»
tls_auth: false
verbose: true
`, V{"a": g.pwURL()}, "https://gorilla.acme.corp/repo/", "workstations/finance")

	g.mdmAdd("mdm/munki-pkginfo-benign", `
$ /usr/local/munki/makepkginfo /Volumes/munki_repo/pkgs/apps/Slack-4.43.43.dmg | head -24
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>_metadata</key>
	<dict>
		<key>created_by</key>
		<string>autopkg</string>
		<key>munki_version</key>
		<string>6.6.3.4704</string>
	</dict>
	<key>installer_item_hash</key>
	<string>«_h»</string>
	<key>installer_item_location</key>
	<string>apps/Slack-4.43.43.dmg</string>
	<key>installs</key>
	<array>
		<dict>
			<key>CFBundleIdentifier</key>
			<string>com.tinyspeck.slackmacgap</string>
			<key>md5checksum</key>
			<string>«_m»</string>
`, V{"_h": g.hex(64), "_m": g.hex(32)}, "com.tinyspeck.slackmacgap")
}

func (g *G) mdmGAM() {
	cid := g.digits(12) + "-" + g.s(alLowNum, 32) + ".apps.googleusercontent.com"
	cs := g.gocspx()
	g.mdmAdd("mdm/gam-oauth2-txt", `
$ cat ~/GAMConfig/oauth2.txt
{
    "client_id": "«_c»",
    "client_secret": "«a»",
    "decoded_id_token": {
        "email": "gam-admin@acme.corp",
        "email_verified": true,
        "hd": "acme.corp",
        "iss": "https://accounts.google.com"
    },
    "refresh_token": "«b»",
    "scopes": [
        "https://www.googleapis.com/auth/admin.directory.user",
        "https://www.googleapis.com/auth/admin.directory.device.chromeos"
    ],
    "token": "«d»",
    "token_expiry": "2025-03-11T11:48:02Z",
    "token_uri": "https://oauth2.googleapis.com/token"
}
`, V{"_c": cid, "a": cs, "b": g.gRefresh(), "d": g.ya29()}, "gam-admin@acme.corp")

	g.mdmAdd("mdm/gam-client-secrets-json", `
$ cat ~/bin/gamadv-xtd3/client_secrets.json
{"installed":{"client_id":"«_c»","project_id":"gam-project-«_p»","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","auth_provider_x509_cert_url":"https://www.googleapis.com/oauth2/v1/certs","client_secret":"«a»","redirect_uris":["http://localhost"]}}
`, V{"_c": g.digits(12) + "-" + g.s(alLowNum, 32) + ".apps.googleusercontent.com", "_p": g.s(alLowNum, 5) + "-" + g.s(alLowNum, 3) + "-" + g.s(alLowNum, 3), "a": g.gocspx()}, "https://oauth2.googleapis.com/token")

	sa := g.pkcs8RSAPEM()
	g.mdmAdd("mdm/gam-oauth2service-json", `
$ cat ~/GAMConfig/oauth2service.json
{
  "type": "service_account",
  "project_id": "gam-project-acme",
  "private_key_id": "«k»",
  "private_key": "«a»\n",
  "client_email": "gam-project-acme@gam-project-acme.iam.gserviceaccount.com",
  "client_id": "«_c»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "key_type": "gam"
}
`, V{"k": g.hex(40), "a": jsonEsc(sa.block()), "_c": g.digits(21)}, "gam-project-acme@gam-project-acme.iam.gserviceaccount.com")

	np := g.pw()
	g.mdmAdd("mdm/gam-create-user-password", `
$ gam create user jordan.lee@acme.corp firstname Jordan lastname Lee password '«a»' changepassword on org "/Staff/Sales" recoveryemail jordan.l.personal@gmail.com
User: jordan.lee@acme.corp, Created
$ gam info user jordan.lee@acme.corp | head -8
User: jordan.lee@acme.corp
  Settings:
    First Name: Jordan
    Last Name: Lee
    Is a Super Admin: False
    Is Delegated Admin: False
    2-step enrolled: False
    Google Unique ID: «_id»
`, V{"a": np, "_id": g.digits(21)}, "jordan.lee@acme.corp", "/Staff/Sales")

	g.mdmAdd("mdm/gam-csv-bulk-create-with-passwords", `
$ cat new_hires_march.csv
primaryEmail,firstName,lastName,password,orgUnit
priya.s@acme.corp,Priya,Shah,«a»,/Staff/Engineering
tom.b@acme.corp,Tom,Baker,«b»,/Staff/Support
$ gam csv new_hires_march.csv gam create user ~primaryEmail firstname ~firstName lastname ~lastName password ~password changepassword on org ~orgUnit
User: priya.s@acme.corp, Created
User: tom.b@acme.corp, Created
`, V{"a": g.pw(), "b": g.pw()}, "~primaryEmail", "priya.s@acme.corp")

	g.mdmAdd("mdm/gam-update-user-password-random-notify", `
$ gam update user contractor.kim@acme.corp password random changepassword on notify it-helpdesk@acme.corp
User: contractor.kim@acme.corp, Password: «a», Updated
Message sent to it-helpdesk@acme.corp
`, V{"a": g.s(alAlnum+"!#%^&*()", 25)}, "contractor.kim@acme.corp", "it-helpdesk@acme.corp")

	codes := make([]string, 10)
	for i := range codes {
		codes[i] = g.digits(8)
	}
	g.mdmAdd("mdm/gam-show-backupcodes", `
$ gam user exec.assistant@acme.corp show backupcodes
User: exec.assistant@acme.corp, Backup Verification Codes (10)
  1: «c0»
  2: «c1»
  3: «c2»
  4: «c3»
  5: «c4»
  6: «c5»
  7: «c6»
  8: «c7»
  9: «c8»
  10: «c9»
`, V{"c0": codes[0], "c1": codes[1], "c2": codes[2], "c3": codes[3], "c4": codes[4], "c5": codes[5], "c6": codes[6], "c7": codes[7], "c8": codes[8], "c9": codes[9]}, "exec.assistant@acme.corp")

	g.mdmAdd("mdm/gam-oauth-info-access-token", `
$ gam oauth info
Client ID: «_c»
Secret: «a»
Scopes (2):
  https://www.googleapis.com/auth/admin.directory.device.chromeos
  https://www.googleapis.com/auth/admin.directory.user
Google Workspace Admin: gam-admin@acme.corp
Expires: 2025-03-11T11:48:02+00:00
Access Token: «b»
`, V{"_c": g.digits(12) + "-" + g.s(alLowNum, 32) + ".apps.googleusercontent.com", "a": g.gocspx(), "b": g.ya29()}, "Google Workspace Admin: gam-admin@acme.corp")

	g.mdmAdd("mdm/gam-print-cros-benign", `
$ gam print cros fields deviceid,serialnumber,orgunitpath,status,lastsync query "status:provisioned" | head -4
deviceId,lastSync,orgUnitPath,serialNumber,status
«_d1»,2025-03-10T22:14:08.114Z,/Students/Grade5,«_s1»,ACTIVE
«_d2»,2025-03-11T07:41:55.902Z,/Students/Grade5,«_s2»,ACTIVE
«_d3»,2025-02-27T13:02:19.448Z,/Staff,«_s3»,ACTIVE
`, V{"_d1": g.uuid(), "_s1": g.s(alUpNum, 10), "_d2": g.uuid(), "_s2": g.s(alUpNum, 10), "_d3": g.uuid(), "_s3": g.s(alUpNum, 10)}, "/Students/Grade5")

	g.mdmAdd("mdm/gam-cfg-benign-with-customer-id", `
$ cat ~/.gam/gam.cfg
[DEFAULT]
activity_max_results = 100
auto_batch_min = 0
cache_dir = /Users/dana/.gam/gamcache
config_dir = /Users/dana/.gam
customer_id = «_c»
domain = acme.corp
drive_dir = /Users/dana/Downloads
oauth2_txt = oauth2.txt
oauth2service_json = oauth2service.json
client_secrets_json = client_secrets.json
`, V{"_c": "C0" + g.s(alLowNum, 7)}, "oauth2service_json = oauth2service.json", "domain = acme.corp")

	sa2 := g.pkcs8RSAPEM()
	g.mdmAdd("mdm/workspace-admin-sdk-python-delegation", `
# reset_chromebook_user.py
from google.oauth2 import service_account
from googleapiclient.discovery import build

INFO = {
    "type": "service_account",
    "client_email": "directory-sync@acme-it-tools.iam.gserviceaccount.com",
    "private_key": """«a»""",
    "token_uri": "https://oauth2.googleapis.com/token",
}
creds = service_account.Credentials.from_service_account_info(
    INFO, scopes=["https://www.googleapis.com/auth/admin.directory.user"],
).with_subject("it-admin@acme.corp")
svc = build("admin", "directory_v1", credentials=creds)
svc.users().update(userKey="kiosk01@acme.corp", body={"password": "«b»", "changePasswordAtNextLogin": False}).execute()
`, V{"a": sa2.block(), "b": g.pw()}, "directory-sync@acme-it-tools.iam.gserviceaccount.com", "it-admin@acme.corp")

	g.mdmAdd("mdm/gam-user-update-backupcodes-and-signout", `
$ gam user lost.phone@acme.corp deprovision
User: lost.phone@acme.corp, Deleted 2 Application Specific Passwords
User: lost.phone@acme.corp, Invalidated Backup Verification Codes
User: lost.phone@acme.corp, Deleted 3 Tokens
User: lost.phone@acme.corp, Popimap Settings Disabled
$ gam user lost.phone@acme.corp update backupcodes
User: lost.phone@acme.corp, Backup Verification Codes (10)
  1: «a»  2: «b»  3: «c»  4: «d»  5: «e»
  6: «f»  7: «h»  8: «i»  9: «j»  10: «k»
`, V{"a": g.digits(8), "b": g.digits(8), "c": g.digits(8), "d": g.digits(8), "e": g.digits(8), "f": g.digits(8), "h": g.digits(8), "i": g.digits(8), "j": g.digits(8), "k": g.digits(8)}, "Invalidated Backup Verification Codes")
}

func (g *G) mdmOkta() {
	g.mdmAdd("mdm/okta-powershell-ssws-deactivate", `
# Offboard-User.ps1
$OktaDomain = "https://acme.okta.com"
$ApiToken   = "«a»"
$Headers = @{ Authorization = "SSWS $ApiToken"; Accept = "application/json" }

$user = Invoke-RestMethod -Uri "$OktaDomain/api/v1/users/$($Upn)" -Headers $Headers
Invoke-RestMethod -Method Post -Uri "$OktaDomain/api/v1/users/$($user.id)/lifecycle/deactivate?sendEmail=false" -Headers $Headers
Write-Host "Deactivated $($user.profile.login) ($($user.id))"
`, V{"a": g.okta()}, "https://acme.okta.com", "SSWS $ApiToken")

	g.mdmAdd("mdm/okta-yaml-client-config", `
$ cat ~/.okta/okta.yaml
okta:
  client:
    orgUrl: "https://acme.okta.com"
    token: "«a»"
    connectionTimeout: 30
    rateLimit:
      maxRetries: 4
`, V{"a": g.okta()}, `orgUrl: "https://acme.okta.com"`)

	g.mdmAdd("mdm/okta-expire-password-temp", `
$ curl -s -X POST -H "Authorization: SSWS $OKTA_API_TOKEN" -H "Accept: application/json" \
    "https://acme.okta.com/api/v1/users/«_u»/lifecycle/expire_password?tempPassword=true"
{"tempPassword":"«a»"}
`, V{"_u": "00u" + g.an(17), "a": g.an(8)}, "tempPassword=true", "SSWS $OKTA_API_TOKEN")

	g.mdmAdd("mdm/okta-reset-password-url", `
$ curl -s -X POST -H "Authorization: SSWS $OKTA_API_TOKEN" \
    "https://acme.okta.com/api/v1/users/«_u»/lifecycle/reset_password?sendEmail=false"
{
  "summary": "Reset password without sending email",
  "resetPasswordUrl": "https://acme.okta.com/reset_password/«a»"
}
`, V{"_u": "00u" + g.an(17), "a": g.b64u(20)}, "Reset password without sending email")

	g.mdmAdd("mdm/okta-create-user-with-password-json", `
$ cat new-user.json
{
  "profile": {
    "firstName": "Marta",
    "lastName": "Ruiz",
    "email": "marta.ruiz@acme.corp",
    "login": "marta.ruiz@acme.corp",
    "department": "Warehouse"
  },
  "credentials": {
    "password": { "value": "«a»" }
  },
  "groupIds": ["«_g»"]
}
$ curl -s -X POST -H "Authorization: SSWS $OKTA_API_TOKEN" -H "Content-Type: application/json" \
    "https://acme.okta.com/api/v1/users?activate=true" -d @new-user.json | jq '.id, .status'
"«_id»"
"ACTIVE"
`, V{"a": g.pw(), "_g": "00g" + g.an(17), "_id": "00u" + g.an(17)}, "marta.ruiz@acme.corp")

	g.mdmAdd("mdm/okta-radius-agent-config", `
C:\Program Files (x86)\Okta\Okta RADIUS Agent\current\user\config\radius\config.properties
ragent.okta.base.url=https://acme.okta.com
ragent.okta.api.token=«a»
ragent.num.max.http.connections=150
ragent.request.timeout.millis=30000
ragent.radius.port=1812
# shared secret configured in the Okta app (RADIUS Settings) and on the FortiGate:
#   «b»
`, V{"a": g.okta(), "b": g.pwStrong()}, "ragent.okta.base.url=https://acme.okta.com")

	g.mdmAdd("mdm/okta-python-sdk-private-key-config", `
# okta_sync.py
import asyncio
from okta.client import Client as OktaClient

config = {
    "orgUrl": "https://acme.okta.com",
    "authorizationMode": "PrivateKey",
    "clientId": "0oa«_c»",
    "scopes": ["okta.users.read", "okta.groups.manage"],
    "privateKey": """«a»""",
    "kid": "«_k»",
}
client = OktaClient(config)
`, V{"_c": g.an(17), "a": g.rsaPEM().block(), "_k": g.b64u(43)}, `"authorizationMode": "PrivateKey"`)

	g.mdmAdd("mdm/okta-system-log-benign", `
$ okta-cli logs --filter 'eventType eq "user.session.start"' --limit 2
2025-03-11T09:01:44.221Z  user.session.start  SUCCESS  dana.k@acme.corp  actor.id=00u«_a»  client.ipAddress=203.0.113.24  transaction.id=«_t»
2025-03-11T09:03:10.905Z  user.session.start  FAILURE  sam.p@acme.corp   actor.id=00u«_b»  client.ipAddress=198.51.100.7  outcome.reason=INVALID_CREDENTIALS
`, V{"_a": g.an(17), "_t": g.b64u(27), "_b": g.an(17)}, "INVALID_CREDENTIALS", "dana.k@acme.corp")
}

func (g *G) mdmAD() {
	g.mdmAdd("mdm/ad-new-aduser-accountpassword", `
PS C:\Scripts> New-ADUser -Name "Lena Fischer" -GivenName Lena -Surname Fischer -SamAccountName lfischer `+"`"+`
>>   -UserPrincipalName lfischer@corp.acme.local -Path "OU=Users,OU=Berlin,DC=corp,DC=acme,DC=local" `+"`"+`
>>   -AccountPassword (ConvertTo-SecureString "«a»" -AsPlainText -Force) `+"`"+`
>>   -ChangePasswordAtLogon $true -Enabled $true
PS C:\Scripts> Get-ADUser lfischer | Select SamAccountName, SID, ObjectGUID

SamAccountName SID                                          ObjectGUID
-------------- ---                                          ----------
lfischer       «_sid» «_g»
`, V{"a": g.pw(), "_sid": g.mdmSID(1000 + g.r.IntN(9000)), "_g": g.uuid()}, "OU=Users,OU=Berlin,DC=corp,DC=acme,DC=local")

	g.mdmAdd("mdm/ad-set-adaccountpassword-reset", `
PS C:\> Set-ADAccountPassword -Identity svc-backup -Reset -NewPassword (ConvertTo-SecureString -AsPlainText "«a»" -Force) -Server dc02.corp.acme.local
PS C:\> Set-ADUser -Identity svc-backup -PasswordNeverExpires $true
PS C:\> Get-ADUser svc-backup -Properties PasswordLastSet | Select Name, PasswordLastSet

Name       PasswordLastSet
----       ---------------
svc-backup 3/11/2025 10:14:52 AM
`, V{"a": g.pwStrong()}, "dc02.corp.acme.local", "svc-backup")

	g.mdmAdd("mdm/ad-onboarding-csv-loop", `
# Import-NewStarters.ps1
$defaultPw = "«a»"
Import-Csv \\fs01\hr$\starters\2025-03.csv | ForEach-Object {
    $sam = ($_.FirstName.Substring(0,1) + $_.LastName).ToLower()
    New-ADUser -Name "$($_.FirstName) $($_.LastName)" -SamAccountName $sam `+"`"+`
        -Department $_.Department -Title $_.Title -Manager $_.ManagerSam `+"`"+`
        -AccountPassword (ConvertTo-SecureString $defaultPw -AsPlainText -Force) `+"`"+`
        -ChangePasswordAtLogon $true -Enabled $true -Path "OU=Staff,DC=corp,DC=acme,DC=local"
    Add-ADGroupMember -Identity "GG-$($_.Department)" -Members $sam
}
`, V{"a": g.pw()}, `\\fs01\hr$\starters\2025-03.csv`)

	g.mdmAdd("mdm/ad-dsadd-user-pwd", `
C:\>dsadd user "CN=Kiosk Reception,OU=Kiosks,DC=corp,DC=acme,DC=local" -samid kiosk-recep -upn kiosk-recep@corp.acme.local -pwd «a» -mustchpwd no -pwdneverexpires yes -disabled no
dsadd succeeded:CN=Kiosk Reception,OU=Kiosks,DC=corp,DC=acme,DC=local
`, V{"a": g.pwURL()}, "dsadd succeeded:CN=Kiosk Reception,OU=Kiosks,DC=corp,DC=acme,DC=local")

	blob := g.b64(1400)
	g.mdmAdd("mdm/ad-djoin-provision-blob", `
C:\>djoin /provision /domain corp.acme.local /machine BRANCH-PC-114 /machineou "OU=Branch,DC=corp,DC=acme,DC=local" /savefile C:\odj\BRANCH-PC-114.txt /printblob
Provisioning the computer...
Successfully provisioned [BRANCH-PC-114] in the domain [corp.acme.local].
Provisioning data was saved successfully to [C:\odj\BRANCH-PC-114.txt].

Provisioning string (base64 encoded):
«a»

The operation completed successfully.
`, V{"a": blob}, "BRANCH-PC-114", "Successfully provisioned [BRANCH-PC-114] in the domain [corp.acme.local].")

	g.mdmAdd("mdm/ad-add-computer-credential-script", `
$domain = "corp.acme.local"
$joinUser = "corp\svc-domainjoin"
$joinPass = ConvertTo-SecureString "«a»" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($joinUser, $joinPass)
Rename-Computer -NewName $env:NEWNAME -Force
Add-Computer -DomainName $domain -OUPath "OU=Workstations,DC=corp,DC=acme,DC=local" -Credential $cred -Options JoinWithNewName,AccountCreate -Restart
`, V{"a": g.pw()}, `corp\svc-domainjoin`)

	g.mdmAdd("mdm/ad-adsi-vbscript-setpassword", `
' reset_lab_accounts.vbs  (scheduled nightly on LAB-DC01)
Option Explicit
Dim objUser, i
For i = 1 To 30
    Set objUser = GetObject("LDAP://CN=lab" & Right("0" & i, 2) & ",OU=Lab Users,DC=corp,DC=acme,DC=local")
    objUser.SetPassword "«a»"
    objUser.Put "pwdLastSet", -1
    objUser.SetInfo
Next
WScript.Echo "Lab accounts reset"
`, V{"a": g.pw()}, "OU=Lab Users,DC=corp,DC=acme,DC=local")

	g.mdmAdd("mdm/samba-tool-user-create-and-setpassword", `
root@dc1:~# samba-tool user create jdoe '«a»' --given-name=John --surname=Doe --mail-address=jdoe@samdom.acme.lan
User 'jdoe' added successfully
root@dc1:~# samba-tool user setpassword printer-scan --newpassword='«b»'
Changed password OK
root@dc1:~# samba-tool user show jdoe --attributes=objectSid,objectGUID
dn: CN=John Doe,CN=Users,DC=samdom,DC=acme,DC=lan
objectSid: «_s»
objectGUID: «_g»
`, V{"a": g.pw(), "b": g.pw(), "_s": g.mdmSID(1100 + g.r.IntN(500)), "_g": g.uuid()}, "User 'jdoe' added successfully", "printer-scan")

	g.mdmAdd("mdm/msol-set-password-random-output", `
PS C:\> Set-MsolUserPassword -UserPrincipalName n.okafor@acmecorp.onmicrosoft.com -ForceChangePassword $true
«a»
PS C:\> Set-MsolUserPassword -UserPrincipalName breakglass2@acmecorp.onmicrosoft.com -NewPassword "«b»" -ForceChangePassword $false
`, V{"a": g.s(alUpper, 1) + g.s(alLower, 2) + g.digits(5), "b": g.pwStrong()}, "n.okafor@acmecorp.onmicrosoft.com")

	g.mdmAdd("mdm/mggraph-new-mguser-passwordprofile", `
$PasswordProfile = @{
    Password                      = '«a»'
    ForceChangePasswordNextSignIn = $true
}
New-MgUser -DisplayName 'Shared Reception' -AccountEnabled -MailNickname 'reception' `+"`"+`
    -UserPrincipalName 'reception@acme.corp' -PasswordProfile $PasswordProfile -UsageLocation GB

Id                                   DisplayName      Mail UserPrincipalName
--                                   -----------      ---- -----------------
«_i» Shared Reception      reception@acme.corp
`, V{"a": g.pw(), "_i": g.uuid()}, "reception@acme.corp")

	g.mdmAdd("mdm/ad-new-localuser-and-net-user", `
C:\Windows\system32>net user acme-breakglass «a» /add /expires:never /comment:"Break glass - see KeePass"
The command completed successfully.

C:\Windows\system32>net localgroup Administrators acme-breakglass /add
The command completed successfully.

C:\Windows\system32>wmic useraccount where name='acme-breakglass' set PasswordExpires=false
Updating property(s) of '\\LT-ACME042\ROOT\CIMV2:Win32_UserAccount.Domain="LT-ACME042",Name="acme-breakglass"'
Property(s) update successful.
`, V{"a": g.pwURL()}, "Break glass - see KeePass")

	g.mdmAdd("mdm/ad-csvde-ldifde-import-unicodepwd", `
C:\Temp> type service-accounts.ldf
dn: CN=svc-sql-reporting,OU=Service Accounts,DC=corp,DC=acme,DC=local
changetype: modify
replace: unicodePwd
unicodePwd:: «a»
-

C:\Temp> ldifde -i -f service-accounts.ldf -s dc01.corp.acme.local -t 636
Connecting to "dc01.corp.acme.local"
Logging in as current user using SSPI
Importing directory from file "service-accounts.ldf"
Loading entries..
1 entry modified successfully.
`, V{"a": mdmUnattendEnc(`"`+g.pw()+`"`, "")}, "CN=svc-sql-reporting,OU=Service Accounts,DC=corp,DC=acme,DC=local")

	g.mdmAdd("mdm/ad-get-aduser-properties-benign", `
PS C:\> Get-ADUser dana.k -Properties * | Select DistinguishedName, ObjectGUID, SID, pwdLastSet, lastLogonTimestamp, msDS-UserPasswordExpiryTimeComputed | Format-List

DistinguishedName                   : CN=Dana K,OU=Engineering,OU=Staff,DC=corp,DC=acme,DC=local
ObjectGUID                          : «_g»
SID                                 : «_s»
pwdLastSet                          : «_p»
lastLogonTimestamp                  : «_l»
msDS-UserPasswordExpiryTimeComputed : «_e»
`, V{"_g": g.uuid(), "_s": g.mdmSID(1000 + g.r.IntN(9000)), "_p": "13" + g.digits(16), "_l": "13" + g.digits(16), "_e": "13" + g.digits(16)}, "CN=Dana K,OU=Engineering,OU=Staff,DC=corp,DC=acme,DC=local")

	g.mdmAdd("mdm/ad-gmsa-install-benign", `
PS C:\> New-ADServiceAccount -Name gmsa-sccm -DNSHostName gmsa-sccm.corp.acme.local -PrincipalsAllowedToRetrieveManagedPassword "GG-SCCM-Servers"
PS C:\> Install-ADServiceAccount -Identity gmsa-sccm
PS C:\> Test-ADServiceAccount gmsa-sccm
True
PS C:\> Get-ADServiceAccount gmsa-sccm -Properties PrincipalsAllowedToRetrieveManagedPassword, msDS-ManagedPasswordInterval | Format-List

DistinguishedName                           : CN=gmsa-sccm,CN=Managed Service Accounts,DC=corp,DC=acme,DC=local
msDS-ManagedPasswordInterval                : 30
ObjectGUID                                  : «_g»
PrincipalsAllowedToRetrieveManagedPassword  : {CN=GG-SCCM-Servers,OU=Groups,DC=corp,DC=acme,DC=local}
SID                                         : «_s»
`, V{"_g": g.uuid(), "_s": g.mdmSID(3000 + g.r.IntN(2000))}, "PrincipalsAllowedToRetrieveManagedPassword", "gmsa-sccm.corp.acme.local")

	g.mdmAdd("mdm/ad-reset-computer-machine-password", `
PS C:\> Reset-ComputerMachinePassword -Server dc01.corp.acme.local -Credential (New-Object PSCredential("CORP\helpdesk.t2", (ConvertTo-SecureString "«a»" -AsPlainText -Force)))
PS C:\> Test-ComputerSecureChannel -Verbose
VERBOSE: Performing the operation "Test-ComputerSecureChannel" on target "LT-ACME042".
True
VERBOSE: "The secure channel between the local computer and the domain corp.acme.local is in good condition."
`, V{"a": g.pw()}, `CORP\helpdesk.t2`)
}

func (g *G) mdmLAPS() {
	host := "LT-" + g.s(alUpNum, 7)
	g.mdmAdd("mdm/laps-get-lapsadpassword-include-history", `
PS C:\> Get-LapsADPassword -Identity «_h» -AsPlainText -IncludeHistory

ComputerName        : «_h»
DistinguishedName   : CN=«_h»,OU=Laptops,DC=corp,DC=acme,DC=local
Account             : Administrator
Password            : «a»
PasswordUpdateTime  : 3/9/2025 2:11:40 AM
ExpirationTimestamp : 4/8/2025 2:11:40 AM
Source              : EncryptedPassword
DecryptionStatus    : Success
AuthorizedDecryptor : CORP\LAPS-Readers

ComputerName        : «_h»
DistinguishedName   : CN=«_h»,OU=Laptops,DC=corp,DC=acme,DC=local
Account             : Administrator
Password            : «b»
PasswordUpdateTime  : 2/7/2025 2:09:12 AM
ExpirationTimestamp :
Source              : EncryptedPasswordHistory
DecryptionStatus    : Success
AuthorizedDecryptor : CORP\LAPS-Readers
`, V{"_h": host, "a": g.mdmLapsPw(), "b": g.mdmLapsPw()}, `CORP\LAPS-Readers`)

	g.mdmAdd("mdm/laps-get-lapsaadpassword-plain", `
PS C:\> Connect-MgGraph -Scopes "Device.Read.All","DeviceLocalCredential.Read.All" -NoWelcome
PS C:\> Get-LapsAADPassword -DeviceIds «_h» -IncludePasswords -AsPlainText

DeviceName             : «_h»
DeviceId               : «_d»
Account                : WLapsAdmin
Password               : «a»
PasswordExpirationTime : 3/25/2025 6:12:44 AM
PasswordUpdateTime     : 3/10/2025 6:12:44 AM
`, V{"_h": "DESKTOP-" + g.s(alUpNum, 7), "_d": g.uuid(), "a": g.mdmLapsPw()}, "DeviceLocalCredential.Read.All")

	g.mdmAdd("mdm/laps-legacy-get-adcomputer-ms-mcs-admpwd", `
PS C:\> Get-ADComputer -Filter 'Name -like "KIOSK-*"' -Properties ms-Mcs-AdmPwd, ms-Mcs-AdmPwdExpirationTime | Select Name, ms-Mcs-AdmPwd, ms-Mcs-AdmPwdExpirationTime

Name     ms-Mcs-AdmPwd        ms-Mcs-AdmPwdExpirationTime
----     -------------        ---------------------------
KIOSK-01 «a»     «_t1»
KIOSK-02 «b»     «_t2»
KIOSK-03                      «_t3»
`, V{"a": g.s(alAlnum+"+-#%", 14), "_t1": "13" + g.digits(16), "b": g.s(alAlnum+"+-#%", 14), "_t2": "13" + g.digits(16), "_t3": "13" + g.digits(16)}, "ms-Mcs-AdmPwdExpirationTime")

	g.mdmAdd("mdm/laps-ldapsearch-admpwd-linux", `
$ ldapsearch -LLL -H ldaps://dc01.corp.acme.local -D 'svc-lapsread@corp.acme.local' -w '«p»' \
    -b 'OU=Servers,DC=corp,DC=acme,DC=local' '(ms-Mcs-AdmPwd=*)' cn ms-Mcs-AdmPwd
dn: CN=FS01,OU=Servers,DC=corp,DC=acme,DC=local
cn: FS01
ms-Mcs-AdmPwd: «a»

dn: CN=PRINT02,OU=Servers,DC=corp,DC=acme,DC=local
cn: PRINT02
ms-Mcs-AdmPwd: «b»
`, V{"p": g.pw(), "a": g.s(alAlnum+"+-#%", 16), "b": g.s(alAlnum+"+-#%", 16)}, "svc-lapsread@corp.acme.local")

	g.mdmAdd("mdm/laps-netexec-laps-module", `
$ nxc ldap dc01.corp.acme.local -u pentest.lowpriv -p '«p»' -M laps
LDAP        10.20.0.10      389    DC01             [+] corp.acme.local\pentest.lowpriv:«p»
LAPS        10.20.0.10      389    DC01             [*] Getting LAPS Passwords
LAPS        10.20.0.10      389    DC01             Computer:WS-HR-07$ User:                Password:«a»
LAPS        10.20.0.10      389    DC01             Computer:WS-HR-11$ User:                Password:«b»
`, V{"p": g.pw(), "a": g.s(alAlnum+"+-#%", 14), "b": g.s(alAlnum+"+-#%", 14)}, "[*] Getting LAPS Passwords")

	g.mdmAdd("mdm/laps-diagnostics-and-events-benign", `
PS C:\> Invoke-LapsPolicyProcessing
PS C:\> Get-WinEvent -LogName "Microsoft-Windows-LAPS/Operational" -MaxEvents 3 | Format-Table TimeCreated, Id, Message -Wrap

TimeCreated          Id Message
-----------          -- -------
3/11/2025 9:44:02 AM 10004 LAPS policy processing succeeded.
3/11/2025 9:44:02 AM 10020 LAPS successfully updated Active Directory with the new password.
                           Account name: Administrator
                           Account RID: 0x1F4
                           Password age in days: 0
3/11/2025 9:44:01 AM 10003 LAPS policy processing is now starting.
PS C:\> Get-LapsDiagnostics -OutputFolder C:\Temp\laps -CollectNetworkTrace:$false
Get-LapsDiagnostics: all data collected to C:\Temp\laps\LapsDiagnostics_«_h»_«_t».zip
`, V{"_h": "LT-" + g.s(alUpNum, 7), "_t": "20250311_" + g.digits(6)}, "LAPS successfully updated Active Directory with the new password.")

	g.mdmAdd("mdm/laps-ui-copy-paste-chat", `
[09:12] sam.helpdesk: user at Leeds site locked out of local admin on «_h», need the LAPS pw to install the scanner driver
[09:14] priya.it: Get-LapsADPassword says: «a»
[09:14] priya.it: it expires tonight 02:00 anyway, just don't reuse it
[09:15] sam.helpdesk: 👍 in
`, V{"_h": "LT-" + g.s(alUpNum, 7), "a": g.mdmLapsPw()}, "sam.helpdesk", "Get-LapsADPassword says:")

	g.mdmAdd("mdm/laps-macos-jamf-laps-pending-rotation", `
$ curl -s -H "Authorization: Bearer $token" "https://acme.jamfcloud.com/api/v2/local-admin-password/«_m»/account/acme-laps/password"
{"password":"«a»"}
$ curl -s -H "Authorization: Bearer $token" "https://acme.jamfcloud.com/api/v2/local-admin-password/pending-rotations" | jq '.results[0]'
{
  "lapsUser": {"clientManagementId": "«_m»", "guid": "«_g»", "username": "acme-laps", "userSource": "MDM"},
  "createdDate": "2025-03-11T09:52:10.012Z"
}
`, V{"_m": g.uuid(), "a": g.s(alUpper, 4) + "-" + g.s(alUpper, 4) + "-" + g.s(alUpper, 4) + "-" + g.s(alUpper, 4) + "-" + g.s(alUpper, 4) + "-" + g.s(alUpper, 4), "_g": g.mdmGUID()}, "pending-rotations", "acme-laps")
}

func (g *G) mdmBitLocker() {
	g.mdmAdd("mdm/bitlocker-manage-bde-add-recoverypassword", `
C:\Windows\system32>manage-bde -protectors -add C: -RecoveryPassword
BitLocker Drive Encryption: Configuration Tool version 10.0.22621
Copyright (C) 2013 Microsoft Corporation. All rights reserved.

Key Protectors Added:

    Numerical Password:
      ID: {«_id»}
      Password:
        «a»

ACTIONS REQUIRED:

    1. Save this numerical recovery password in a secure location away from
    your computer:

    «a»

    To prevent data loss, save this password immediately. This password helps
    ensure that you can unlock the encrypted volume.
`, V{"_id": g.mdmGUID(), "a": g.mdmBL()}, "BitLocker Drive Encryption: Configuration Tool version 10.0.22621")

	g.mdmAdd("mdm/bitlocker-keyprotector-convertto-json", `
PS C:\> (Get-BitLockerVolume -MountPoint C:).KeyProtector | ConvertTo-Json
[
    {
        "KeyProtectorId":  "{«_t»}",
        "AutoUnlockProtector":  null,
        "KeyProtectorType":  1,
        "KeyFileName":  "",
        "RecoveryPassword":  "",
        "KeyCertificateType":  null,
        "Thumbprint":  ""
    },
    {
        "KeyProtectorId":  "{«_r»}",
        "AutoUnlockProtector":  null,
        "KeyProtectorType":  3,
        "KeyFileName":  "",
        "RecoveryPassword":  "«a»",
        "KeyCertificateType":  null,
        "Thumbprint":  ""
    }
]
`, V{"_t": g.mdmGUID(), "_r": g.mdmGUID(), "a": g.mdmBL()}, `"KeyProtectorType":  3`)

	g.mdmAdd("mdm/benign-bitlocker-backup-to-aad-script", `
# Escrow-BitLockerKey.ps1 (Intune platform script)
$BLV = Get-BitLockerVolume -MountPoint $env:SystemDrive
$rp = $BLV.KeyProtector | Where-Object { $_.KeyProtectorType -eq 'RecoveryPassword' }
if (-not $rp) {
    Add-BitLockerKeyProtector -MountPoint $env:SystemDrive -RecoveryPasswordProtector | Out-Null
    $rp = (Get-BitLockerVolume -MountPoint $env:SystemDrive).KeyProtector | Where-Object { $_.KeyProtectorType -eq 'RecoveryPassword' }
}
BackupToAAD-BitLockerKeyProtector -MountPoint $env:SystemDrive -KeyProtectorId $rp[0].KeyProtectorId
Write-Output "Escrowed $($rp[0].KeyProtectorId)"
`, nil, "BackupToAAD-BitLockerKeyProtector", "$rp[0].KeyProtectorId")

	g.mdmAdd("mdm/bitlocker-ad-msfve-recoveryinformation", `
PS C:\> $c = Get-ADComputer LT-FIN-0231
PS C:\> Get-ADObject -Filter 'objectClass -eq "msFVE-RecoveryInformation"' -SearchBase $c.DistinguishedName -Properties whenCreated, msFVE-RecoveryPassword | Select whenCreated, Name, msFVE-RecoveryPassword | Format-List

whenCreated            : 1/17/2025 8:41:06 AM
Name                   : 2025-01-17T08:41:05-00:00{«_p»}
msFVE-RecoveryPassword : «a»

whenCreated            : 6/2/2023 3:12:44 PM
Name                   : 2023-06-02T15:12:43-00:00{«_q»}
msFVE-RecoveryPassword : «b»
`, V{"_p": g.mdmGUID(), "a": g.mdmBL(), "_q": g.mdmGUID(), "b": g.mdmBL()}, "LT-FIN-0231")

	g.mdmAdd("mdm/bitlocker-mbam-sql-query", `
1> SELECT TOP 3 m.Name, k.RecoveryKeyId, k.RecoveryKey, k.LastUpdateTime
2> FROM RecoveryAndHardwareCore.Keys k
3> JOIN RecoveryAndHardwareCore.Machines_Volumes mv ON mv.VolumeId = k.VolumeId
4> JOIN RecoveryAndHardwareCore.Machines m ON m.Id = mv.MachineId
5> WHERE m.Name LIKE 'ENG-%' ORDER BY k.LastUpdateTime DESC;
6> GO
Name         RecoveryKeyId                        RecoveryKey                                              LastUpdateTime
------------ ------------------------------------ -------------------------------------------------------- -----------------------
ENG-WS-0412  «_a» «a» 2025-03-02 07:14:51.000
ENG-WS-0388  «_b» «b» 2025-02-26 19:02:09.000

(2 rows affected)
`, V{"_a": g.mdmGUID(), "a": g.mdmBL(), "_b": g.mdmGUID(), "b": g.mdmBL()}, "RecoveryAndHardwareCore.Keys")

	g.mdmAdd("mdm/bitlocker-unlock-data-drive-winpe", `
X:\Windows\system32>manage-bde -unlock D: -RecoveryPassword «a»
BitLocker Drive Encryption: Configuration Tool version 10.0.26100
Copyright (C) 2013 Microsoft Corporation. All rights reserved.

The password successfully unlocked volume D:.

X:\Windows\system32>repair-bde C: E:\recovered -rp «b» -lf E:\repair.log
`, V{"a": g.mdmBL(), "b": g.mdmBL()}, "The password successfully unlocked volume D:.")

	g.mdmAdd("mdm/bitlocker-recovery-screen-ticket", `
Ticket #48213 — "Blue screen asking for key after BIOS update"
Requester: m.osei (Finance)   Device: LT-FIN-0219   Serial: «_s»
-----
Screen shows: Recovery key ID (to identify your key): «_k»
Found in Entra → Devices → LT-FIN-0219 → BitLocker keys (OS volume):
«a»
Read to user over phone 10:42. User back in. Suspended BitLocker for 1 reboot, re-applied BIOS pw.
`, V{"_s": g.mdmTag(), "_k": g.s(alHexU, 8), "a": g.mdmBL()}, "Recovery key ID (to identify your key):", "LT-FIN-0219")

	g.mdmAdd("mdm/bitlocker-status-and-event-benign", `
C:\>manage-bde -status C:
Volume C: [OS]
[OS Volume]

    Size:                 952.63 GB
    BitLocker Version:    2.0
    Conversion Status:    Used Space Only Encrypted
    Percentage Encrypted: 100.0%
    Encryption Method:    XTS-AES 128
    Protection Status:    Protection On
    Lock Status:          Unlocked
    Identification Field: Unknown
    Key Protectors:
        TPM
        Numerical Password

C:\>wevtutil qe "Microsoft-Windows-BitLocker/BitLocker Management" /c:1 /rd:true /f:text | findstr /C:"Event ID" /C:"Description" /C:"protector"
  Event ID: 845
  Description:
BitLocker Drive Encryption recovery information for volume C: was backed up successfully to your Microsoft Entra ID.
Protector ID: {«_p»}
`, V{"_p": g.mdmGUID()}, "Used Space Only Encrypted", "Event ID: 845")

	g.mdmAdd("mdm/bitlocker-intune-export-csv", `
$ head -4 bitlocker-keys-export-2025-03-11.csv
DeviceName,AzureADDeviceId,KeyId,RecoveryKey,VolumeType,BackupDate
LT-HR-0101,«_d1»,«_k1»,«a»,1,2025-01-09T10:12:04Z
LT-HR-0102,«_d2»,«_k2»,«b»,1,2025-01-09T10:44:31Z
LT-HR-0107,«_d3»,«_k3»,«c»,2,2024-11-22T16:02:58Z
`, V{"_d1": g.uuid(), "_k1": g.uuid(), "a": g.mdmBL(), "_d2": g.uuid(), "_k2": g.uuid(), "b": g.mdmBL(), "_d3": g.uuid(), "_k3": g.uuid(), "c": g.mdmBL()}, "DeviceName,AzureADDeviceId,KeyId,RecoveryKey,VolumeType,BackupDate")

	g.mdmAdd("mdm/bitlocker-enable-startup-pin-script", `
# Enable-BitLockerPin.ps1 — run from MDT "State Restore"
$pin = ConvertTo-SecureString "«a»" -AsPlainText -Force
Enable-BitLocker -MountPoint "C:" -EncryptionMethod XtsAes256 -UsedSpaceOnly -TpmAndPinProtector -Pin $pin -SkipHardwareTest
Add-BitLockerKeyProtector -MountPoint "C:" -RecoveryPasswordProtector
`, V{"a": g.digits(8)}, "-TpmAndPinProtector")
}

func (g *G) mdmFileVault() {
	g.mdmAdd("mdm/filevault-fdesetup-enable-outputplist", `
$ sudo fdesetup enable -user itadmin -outputplist -defer /var/tmp/fv-defer.plist
$ sudo fdesetup enable -user itadmin -outputplist > /var/tmp/fv.plist
Enter the password for user 'itadmin':
$ sudo cat /var/tmp/fv.plist
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>EnabledDate</key>
	<string>2025-03-11 10:22:41 +0000</string>
	<key>EnabledUser</key>
	<string>itadmin</string>
	<key>HardwareUUID</key>
	<string>«_h»</string>
	<key>LVGUUID</key>
	<string>«_l»</string>
	<key>RecoveryKey</key>
	<string>«a»</string>
	<key>SerialNumber</key>
	<string>«_s»</string>
</dict>
</plist>
`, V{"_h": g.mdmGUID(), "_l": g.mdmGUID(), "a": g.mdmFV(), "_s": g.mdmSerial()}, "EnabledUser")

	g.mdmAdd("mdm/filevault-changerecovery-personal", `
$ sudo fdesetup changerecovery -personal
Enter the user name:itadmin
Enter the password for user 'itadmin':
New personal recovery key = '«a»'
$ sudo fdesetup validaterecovery
Enter the current recovery key:
true
`, V{"a": g.mdmFV()}, "fdesetup validaterecovery")

	g.mdmAdd("mdm/benign-filevault-escrow-buddy-log", `
$ sudo log show --last 1h --predicate 'subsystem == "com.netflix.Escrow-Buddy"' --style compact
2025-03-11 09:01:02.118 Df authorizationdb[412:1a2f] [com.netflix.Escrow-Buddy:AuthorizationDBManager] Escrow Buddy is already in the authorization database
2025-03-11 09:01:40.551 Df Escrow Buddy[1902:2b71] [com.netflix.Escrow-Buddy:Invoke] Generating new FileVault key
2025-03-11 09:01:41.002 Df Escrow Buddy[1902:2b71] [com.netflix.Escrow-Buddy:Invoke] Successfully generated new recovery key, it will be escrowed via FDERecoveryKeyEscrow on next checkin
$ sudo defaults read /Library/Preferences/com.netflix.Escrow-Buddy
{
    GenerateNewKey = 0;
}
`, nil, "com.netflix.Escrow-Buddy:Invoke", "GenerateNewKey = 0;")

	g.mdmAdd("mdm/filevault-diskutil-unlock-recovery", `
-bash-3.2# diskutil apfs list | grep -E "FileVault|Name:"
    |   Name:                      Macintosh HD - Data (Case-insensitive)
    |   FileVault:                 Yes (Locked)
-bash-3.2# diskutil apfs unlockVolume disk3s5 -passphrase «a»
Unlocking any cryptographic user on APFS Volume disk3s5
Unlocked and mounted APFS Volume
-bash-3.2# resetpassword
`, V{"a": g.mdmFV()}, "Unlocking any cryptographic user on APFS Volume disk3s5")

	irk := g.pwStrong()
	g.mdmAdd("mdm/filevault-institutional-keychain", `
$ sudo security create-filevaultmaster-keychain -p '«a»' /Library/Keychains/FileVaultMaster.keychain
$ sudo security export -k /Library/Keychains/FileVaultMaster.keychain -t certs -f pemseq -o ~/FileVaultMaster.pem
1 certificate exported.
$ openssl x509 -in ~/FileVaultMaster.pem -noout -subject -fingerprint
subject=CN=FileVault Recovery Key (ACME-IT)
SHA1 Fingerprint=«_f»
`, V{"a": irk, "_f": strings.TrimSuffix(strings.Repeat(g.s(alHexU, 2)+":", 20), ":")}, "subject=CN=FileVault Recovery Key (ACME-IT)")

	g.mdmAdd("mdm/filevault-status-list-benign", `
$ sudo fdesetup status -extended
FileVault is On.
Encryption in progress: Percent completed = 100.00
$ sudo fdesetup list -extended
ESCROW  UUID                                                    TYPE USER
        «_a»                    OS User dana
        «_b»                    OS User itadmin
        «_c»                    Personal Recovery User
$ sudo fdesetup haspersonalrecoverykey
true
`, V{"_a": g.mdmGUID(), "_b": g.mdmGUID(), "_c": g.mdmGUID()}, "Personal Recovery User")

	g.mdmAdd("mdm/filevault-jamf-ea-chat-key", `
dana: the FV key escrow EA says "Valid" but the user's Mac is at the recovery screen after the logic board swap
dana: Jamf shows PRK for «_s»: «a»
priya: that's the old board's key, apple replaced the SSD too so the escrowed key won't work. need to erase + re-enroll via ADE
`, V{"_s": g.mdmSerial(), "a": g.mdmFV()}, "the FV key escrow EA says \"Valid\"")

	g.mdmAdd("mdm/filevault-expect-enable-script", `
#!/bin/bash
# enable-fv.sh — called from a Jamf policy with $4 = admin user, $5 = admin password
ADMIN_USER="${4:-itadmin}"
ADMIN_PASS="${5:-«a»}"
/usr/bin/expect <<EOF
spawn /usr/bin/fdesetup enable -user "$ADMIN_USER" -outputplist
expect "Enter the password for user"
send "$ADMIN_PASS\r"
expect eof
EOF
`, V{"a": g.pw()}, `ADMIN_USER="${4:-itadmin}"`)
}

// mdmPlist wraps payload dicts in a configuration profile.
func (g *G) mdmPlist(name, ident string, payloads string) string {
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
	<key>PayloadScope</key>
	<string>System</string>
	<key>PayloadType</key>
	<string>Configuration</string>
	<key>PayloadUUID</key>
	<string>«_pu»</string>
	<key>PayloadVersion</key>
	<integer>1</integer>
</dict>
</plist>
`
}

func (g *G) mdmProfiles() {
	g.mdmAdd("mdm/mobileconfig-wifi-two-networks", g.mdmPlist("Acme Wi-Fi", "com.acme.wifi", `		<dict>
			<key>AutoJoin</key>
			<true/>
			<key>EncryptionType</key>
			<string>WPA3</string>
			<key>Password</key>
			<string>«a»</string>
			<key>PayloadType</key>
			<string>com.apple.wifi.managed</string>
			<key>PayloadUUID</key>
			<string>«_u1»</string>
			<key>SSID_STR</key>
			<string>ACME-Staff</string>
		</dict>
		<dict>
			<key>AutoJoin</key>
			<false/>
			<key>EncryptionType</key>
			<string>WPA2</string>
			<key>Password</key>
			<string>«b»</string>
			<key>PayloadType</key>
			<string>com.apple.wifi.managed</string>
			<key>PayloadUUID</key>
			<string>«_u2»</string>
			<key>SSID_STR</key>
			<string>ACME-Devices-IoT</string>
		</dict>
`), V{"a": g.pwURL(), "_u1": g.mdmGUID(), "b": g.pwURL(), "_u2": g.mdmGUID(), "_pu": g.mdmGUID()}, "ACME-Devices-IoT", "com.apple.wifi.managed")

	g.mdmAdd("mdm/mobileconfig-l2tp-vpn-sharedsecret", g.mdmPlist("Acme VPN (L2TP)", "com.acme.vpn.l2tp", `		<dict>
			<key>IPSec</key>
			<dict>
				<key>AuthenticationMethod</key>
				<string>SharedSecret</string>
				<key>SharedSecret</key>
				<data>«a»</data>
			</dict>
			<key>PPP</key>
			<dict>
				<key>AuthName</key>
				<string>vpn-shared</string>
				<key>AuthPassword</key>
				<string>«b»</string>
				<key>CommRemoteAddress</key>
				<string>vpn.acme.corp</string>
			</dict>
			<key>PayloadType</key>
			<string>com.apple.vpn.managed</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
			<key>UserDefinedName</key>
			<string>Acme VPN</string>
			<key>VPNType</key>
			<string>L2TP</string>
		</dict>
`), V{"a": b64s(g.pwStrong()), "b": g.pw(), "_u": g.mdmGUID(), "_pu": g.mdmGUID()}, "vpn.acme.corp", "<string>vpn-shared</string>")

	g.mdmAdd("mdm/mobileconfig-cisco-ipsec-xauth", g.mdmPlist("Branch IPSec", "com.acme.vpn.ipsec", `		<dict>
			<key>IPSec</key>
			<dict>
				<key>AuthenticationMethod</key>
				<string>SharedSecret</string>
				<key>LocalIdentifier</key>
				<string>acme-branch</string>
				<key>LocalIdentifierType</key>
				<string>KeyID</string>
				<key>RemoteAddress</key>
				<string>asa.acme.corp</string>
				<key>SharedSecret</key>
				<data>«a»</data>
				<key>XAuthEnabled</key>
				<integer>1</integer>
				<key>XAuthName</key>
				<string>branch-ipad</string>
				<key>XAuthPassword</key>
				<string>«b»</string>
			</dict>
			<key>PayloadType</key>
			<string>com.apple.vpn.managed</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
			<key>VPNType</key>
			<string>IPSec</string>
		</dict>
`), V{"a": b64s(g.an(20)), "b": g.pw(), "_u": g.mdmGUID(), "_pu": g.mdmGUID()}, "asa.acme.corp", "branch-ipad")

	g.mdmAdd("mdm/mobileconfig-scep-static-challenge", g.mdmPlist("Device Identity (SCEP)", "com.acme.scep", `		<dict>
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
				<string>ACME-ISSUING-CA</string>
				<key>Subject</key>
				<array>
					<array><array><string>CN</string><string>$SERIALNUMBER</string></array></array>
				</array>
				<key>URL</key>
				<string>https://ndes.acme.corp/certsrv/mscep/mscep.dll</string>
			</dict>
			<key>PayloadType</key>
			<string>com.apple.security.scep</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
		</dict>
`), V{"a": g.s(alHexU, 16), "_u": g.mdmGUID(), "_pu": g.mdmGUID()}, "https://ndes.acme.corp/certsrv/mscep/mscep.dll", "ACME-ISSUING-CA")

	g.mdmAdd("mdm/ndes-mscep-admin-challenge-page", `
$ curl -s --ntlm -u 'CORP\svc-jamf-ndes:«p»' https://ndes.acme.corp/certsrv/mscep_admin/ | sed 's/<[^>]*>//g' | grep -v '^\s*$'
Network Device Enrollment Service
Network Device Enrollment Service allows you to obtain certificates for routers or other network devices using the Simple Certificate Enrollment Protocol (SCEP).
To complete certificate enrollment for your network device you will need the following information:
The thumbprint (hash value) for the CA certificate is: «_t»
The enrollment challenge password is: «a»
This password can be used only once and will expire within 60 minutes.
Each enrollment requires a new challenge password. You can refresh this web page to obtain a new challenge password.
`, V{"p": g.pw(), "_t": g.s(alHexU, 32), "a": g.s(alHexU, 16)}, "The thumbprint (hash value) for the CA certificate is:")

	g.mdmAdd("mdm/mobileconfig-8021x-eap-ttls-credentials", g.mdmPlist("Wired 802.1X", "com.acme.8021x", `		<dict>
			<key>EAPClientConfiguration</key>
			<dict>
				<key>AcceptEAPTypes</key>
				<array><integer>21</integer></array>
				<key>TTLSInnerAuthentication</key>
				<string>MSCHAPv2</string>
				<key>UserName</key>
				<string>svc-lab-8021x</string>
				<key>UserPassword</key>
				<string>«a»</string>
				<key>PayloadCertificateAnchorUUID</key>
				<array><string>«_c»</string></array>
				<key>TLSTrustedServerNames</key>
				<array><string>radius.acme.corp</string></array>
			</dict>
			<key>Interface</key>
			<string>FirstActiveEthernet</string>
			<key>PayloadType</key>
			<string>com.apple.firstactiveethernet.managed</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
		</dict>
`), V{"a": g.pw(), "_c": g.mdmGUID(), "_u": g.mdmGUID(), "_pu": g.mdmGUID()}, "svc-lab-8021x", "radius.acme.corp")

	g.mdmAdd("mdm/mobileconfig-pkcs12-identity-password", g.mdmPlist("Acme Client Identity", "com.acme.identity", `		<dict>
			<key>Password</key>
			<string>«a»</string>
			<key>PayloadCertificateFileName</key>
			<string>ipad-kiosk.p12</string>
			<key>PayloadContent</key>
			<data>
			«b»
			</data>
			<key>PayloadType</key>
			<string>com.apple.security.pkcs12</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
		</dict>
`), V{"a": g.pwURL(), "b": strings.ReplaceAll(wrap("MIIKcQIBAzCCCjcGCSqGSIb3DQEHAaCCCigEggokMIIKIDCCBNcGCSqGSIb3DQEHBqCCBMgwggTEAgEAMIIEvQYJKoZIhvcNAQcBMBwGCiqGSIb3DQEMAQYwDgQI"+g.s(alB64, 1800)+"=", 52), "\n", "\n\t\t\t"), "_u": g.mdmGUID(), "_pu": g.mdmGUID()}, "ipad-kiosk.p12")

	g.mdmAdd("mdm/mobileconfig-exchange-eas-password", g.mdmPlist("Shared Mailbox", "com.acme.eas", `		<dict>
			<key>EmailAddress</key>
			<string>frontdesk@acme.corp</string>
			<key>Host</key>
			<string>outlook.office365.com</string>
			<key>Password</key>
			<string>«a»</string>
			<key>PayloadType</key>
			<string>com.apple.eas.account</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
			<key>SSL</key>
			<true/>
			<key>UserName</key>
			<string>frontdesk@acme.corp</string>
		</dict>
`), V{"a": g.pw(), "_u": g.mdmGUID(), "_pu": g.mdmGUID()}, "frontdesk@acme.corp", "com.apple.eas.account")

	g.mdmAdd("mdm/mobileconfig-chrome-managed-prefs-token", g.mdmPlist("Chrome Browser Cloud Management", "com.acme.chrome", `		<dict>
			<key>CloudManagementEnrollmentToken</key>
			<string>«a»</string>
			<key>CloudManagementEnrollmentMandatory</key>
			<true/>
			<key>PayloadType</key>
			<string>com.google.Chrome</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
		</dict>
`), V{"a": g.uuid(), "_u": g.mdmGUID(), "_pu": g.mdmGUID()}, "com.google.Chrome")

	g.mdmAdd("mdm/mobileconfig-custom-app-settings-api-key", g.mdmPlist("Zoom Settings", "com.acme.zoom", `		<dict>
			<key>PayloadType</key>
			<string>us.zoom.config</string>
			<key>PayloadUUID</key>
			<string>«_u»</string>
			<key>ZAutoSSOLogin</key>
			<true/>
			<key>ZSSOHost</key>
			<string>acme.zoom.us</string>
			<key>ZRoomsActivationCode</key>
			<string>«a»</string>
		</dict>
		<dict>
			<key>PayloadType</key>
			<string>com.crowdstrike.falcon</string>
			<key>PayloadUUID</key>
			<string>«_u2»</string>
			<key>CID</key>
			<string>«_cid»</string>
			<key>ProvisioningToken</key>
			<string>«b»</string>
		</dict>
`), V{"_u": g.mdmGUID(), "a": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4), "_u2": g.mdmGUID(), "_cid": g.s(alHexU, 32) + "-" + g.s(alHexU, 2), "b": g.s(alHexU, 8), "_pu": g.mdmGUID()}, "acme.zoom.us", "com.crowdstrike.falcon")

	g.mdmAdd("mdm/mobileconfig-signed-security-cms-benign", `
$ security cms -D -i "Acme Restrictions.mobileconfig" | plutil -p - | head -20
{
  "PayloadContent" => [
    0 => {
      "allowAirDrop" => 0
      "allowCamera" => 1
      "forceEncryptedBackup" => 1
      "PayloadIdentifier" => "com.apple.applicationaccess.«_a»"
      "PayloadType" => "com.apple.applicationaccess"
      "PayloadUUID" => "«_a»"
      "PayloadVersion" => 1
    }
  ]
  "PayloadDisplayName" => "Acme Restrictions"
  "PayloadIdentifier" => "com.acme.restrictions"
  "PayloadOrganization" => "Acme IT"
  "PayloadRemovalDisallowed" => 1
  "PayloadUUID" => "«_b»"
}
$ sudo profiles show -type configuration | grep -E "profileIdentifier|profileUUID"
_computerlevel[2] attribute: profileIdentifier: com.acme.restrictions
_computerlevel[2] attribute: profileUUID: «_b»
`, V{"_a": g.mdmGUID(), "_b": g.mdmGUID()}, "com.acme.restrictions", "forceEncryptedBackup")

	g.mdmAdd("mdm/jamf-config-profile-api-escaped-payload", `
$ curl -su "$API_USER:$API_PASS" https://jss.acme.corp:8443/JSSResource/osxconfigurationprofiles/id/57/subset/General | xmllint --xpath '//payloads/text()' - | head -c 900
&lt;?xml version="1.0" encoding="UTF-8"?&gt;&lt;!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd"&gt;&lt;plist version="1.0"&gt;&lt;dict&gt;&lt;key&gt;PayloadContent&lt;/key&gt;&lt;array&gt;&lt;dict&gt;&lt;key&gt;EncryptionType&lt;/key&gt;&lt;string&gt;WPA2&lt;/string&gt;&lt;key&gt;Password&lt;/key&gt;&lt;string&gt;«a»&lt;/string&gt;&lt;key&gt;SSID_STR&lt;/key&gt;&lt;string&gt;ACME-Guest-Lobby&lt;/string&gt;&lt;key&gt;PayloadUUID&lt;/key&gt;&lt;string&gt;«_u»&lt;/string&gt;
`, V{"a": g.pwURL(), "_u": g.mdmGUID()}, "ACME-Guest-Lobby")
}

func (g *G) mdmUnattend() {
	admin := g.pw()
	g.mdmAdd("mdm/autounattend-plaintext-admin-and-autologon", `
<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend">
    <settings pass="oobeSystem">
        <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS" xmlns:wcm="http://schemas.microsoft.com/WMIConfig/2002/State">
            <UserAccounts>
                <AdministratorPassword>
                    <Value>«a»</Value>
                    <PlainText>true</PlainText>
                </AdministratorPassword>
            </UserAccounts>
            <AutoLogon>
                <Enabled>true</Enabled>
                <LogonCount>3</LogonCount>
                <Username>Administrator</Username>
                <Password>
                    <Value>«a»</Value>
                    <PlainText>true</PlainText>
                </Password>
            </AutoLogon>
            <OOBE>
                <HideEULAPage>true</HideEULAPage>
                <ProtectYourPC>3</ProtectYourPC>
            </OOBE>
            <TimeZone>GMT Standard Time</TimeZone>
        </component>
    </settings>
</unattend>
`, V{"a": admin}, "publicKeyToken=\"31bf3856ad364e35\"", "GMT Standard Time")

	encPw := g.pw()
	userPw := g.pw()
	g.mdmAdd("mdm/unattend-encoded-passwords-localaccounts", `
            <UserAccounts>
                <AdministratorPassword>
                    <Value>«a»</Value>
                    <PlainText>false</PlainText>
                </AdministratorPassword>
                <LocalAccounts>
                    <LocalAccount wcm:action="add">
                        <Password>
                            <Value>«b»</Value>
                            <PlainText>false</PlainText>
                        </Password>
                        <Description>Lab technician</Description>
                        <DisplayName>labtech</DisplayName>
                        <Group>Administrators</Group>
                        <Name>labtech</Name>
                    </LocalAccount>
                </LocalAccounts>
            </UserAccounts>
`, V{"a": mdmUnattendEnc(encPw, "AdministratorPassword"), "b": mdmUnattendEnc(userPw, "Password")}, "Lab technician")

	g.mdmAdd("mdm/unattend-domain-join-credentials", `
        <component name="Microsoft-Windows-UnattendedJoin" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
            <Identification>
                <Credentials>
                    <Domain>corp.acme.local</Domain>
                    <Password>«a»</Password>
                    <Username>svc-osdjoin</Username>
                </Credentials>
                <JoinDomain>corp.acme.local</JoinDomain>
                <MachineObjectOU>OU=Workstations,OU=Computers,DC=corp,DC=acme,DC=local</MachineObjectOU>
            </Identification>
        </component>
        <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
            <ComputerName>*</ComputerName>
            <ProductKey>«k»</ProductKey>
            <RegisteredOrganization>Acme Ltd</RegisteredOrganization>
        </component>
`, V{"a": g.pw(), "k": g.mdmPKey()}, "svc-osdjoin", "OU=Workstations,OU=Computers,DC=corp,DC=acme,DC=local")

	panther := g.pw()
	g.mdmAdd("mdm/unattend-panther-found-by-pentest", `
C:\> findstr /si /m "password" C:\Windows\Panther\*.xml C:\Windows\Panther\Unattend\*.xml C:\Windows\System32\Sysprep\*.xml
C:\Windows\Panther\unattend.xml
C:\> type C:\Windows\Panther\unattend.xml | findstr /i /c:"<Value>" /c:"<Username>" /c:"PlainText"
                    <Value>«a»</Value>
                    <PlainText>false</PlainText>
                <Username>Administrator</Username>
                    <Value>«b»</Value>
                    <PlainText>true</PlainText>
C:\> powershell -c "[Text.Encoding]::Unicode.GetString([Convert]::FromBase64String('«a»'))"
«c»AdministratorPassword
`, V{"a": mdmUnattendEnc(panther, "AdministratorPassword"), "b": g.pwStrong(), "c": panther}, `C:\Windows\Panther\unattend.xml`)

	g.mdmAdd("mdm/sysprep-generalize-copyprofile-benign", `
<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend">
    <settings pass="specialize">
        <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
            <CopyProfile>true</CopyProfile>
            <ProductKey>NPPR9-FWDCX-D2C8J-H872K-2YT43</ProductKey>
        </component>
    </settings>
    <cpi:offlineImage cpi:source="wim:c:/images/install.wim#Windows 11 Enterprise" xmlns:cpi="urn:schemas-microsoft-com:cpi" />
</unattend>
C:\Windows\System32\Sysprep> sysprep.exe /generalize /oobe /shutdown /unattend:C:\Windows\System32\Sysprep\copyprofile.xml
`, nil, "NPPR9-FWDCX-D2C8J-H872K-2YT43", "sysprep.exe /generalize /oobe /shutdown")

	g.mdmAdd("mdm/mdt-task-sequence-ts-xml-osdjoinpassword", `
<sequence version="3.00" name="Standard Client Task Sequence">
  <globalVarList>
    <variable name="OSDJoinAccount" property="OSDJoinAccount">CORP\svc-mdtjoin</variable>
    <variable name="OSDJoinPassword" property="OSDJoinPassword">«a»</variable>
    <variable name="OSDComputerName" property="OSDComputerName">ACME-%SERIALNUMBER%</variable>
    <variable name="OSDLocalAdminPassword" property="OSDLocalAdminPassword">«b»</variable>
  </globalVarList>
  <group name="Initialization" disable="false" continueOnError="false" expand="true" description="">
    <step type="BDD_Gather" name="Gather local only" description="" disable="false" continueOnError="false" successCodeList="0 3010">
`, V{"a": g.pw(), "b": g.pw()}, `CORP\svc-mdtjoin`, "ACME-%SERIALNUMBER%")

	g.mdmAdd("mdm/winpe-startnet-net-use", `
X:\Windows\System32> type startnet.cmd
wpeinit
wpeutil InitializeNetwork
wpeutil WaitForNetwork
net use Z: \\deploy01.corp.acme.local\Images$ /user:CORP\svc-imaging «a»
Z:\Scripts\ApplyImage.cmd
`, V{"a": g.pwURL()}, `\\deploy01.corp.acme.local\Images$`)

	g.mdmAdd("mdm/wds-unattend-credentials", `
<component name="Microsoft-Windows-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
    <WindowsDeploymentServices>
        <Login>
            <Credentials>
                <Domain>CORP</Domain>
                <Username>svc-wds</Username>
                <Password>«a»</Password>
            </Credentials>
        </Login>
        <ImageSelection>
            <InstallImage>
                <ImageGroup>Win11-23H2</ImageGroup>
                <ImageName>Windows 11 Enterprise</ImageName>
            </InstallImage>
        </ImageSelection>
    </WindowsDeploymentServices>
</component>
`, V{"a": g.pw()}, "svc-wds", "Win11-23H2")

	g.mdmAdd("mdm/unattend-mak-product-key-and-gvlk", `
$ grep -n -i "productkey\|<Key>" answer-files/*.xml
answer-files/win11-lab.xml:31:            <ProductKey>NPPR9-FWDCX-D2C8J-H872K-2YT43</ProductKey>
answer-files/win11-finance.xml:44:                <Key>«a»</Key>
answer-files/server2022.xml:29:            <ProductKey>«b»</ProductKey>
$ slmgr /dlv | findstr /i "Partial Product Key"
Partial Product Key: «=p»
`, V{"a": g.mdmPKey(), "b": g.mdmPKey(), "=p": g.s("BCDFGHJKMPQRTVWXY2346789", 5)}, "NPPR9-FWDCX-D2C8J-H872K-2YT43")

	g.mdmAdd("mdm/packer-autounattend-template-vars", `
# packer/windows-2022.pkr.hcl
source "vsphere-iso" "win2022" {
  vcenter_server      = "vcsa01.corp.acme.local"
  username            = "packer@vsphere.local"
  password            = "«a»"
  communicator        = "winrm"
  winrm_username      = "Administrator"
  winrm_password      = "«b»"
  floppy_content = {
    "autounattend.xml" = templatefile("${path.root}/answer/autounattend.pkrtpl.xml", {
      admin_password = "«b»"
      product_key    = "«k»"
    })
  }
}
`, V{"a": g.pw(), "b": g.pwStrong(), "k": g.mdmPKey()}, "packer@vsphere.local", "vcsa01.corp.acme.local")
}

func (g *G) mdmGPP() {
	g.mdmAdd("mdm/gpp-services-xml-cpassword", `
PS C:\> Get-Content "\\corp.acme.local\SYSVOL\corp.acme.local\Policies\{«_p»}\Machine\Preferences\Services\Services.xml"
<?xml version="1.0" encoding="utf-8"?>
<NTServices clsid="{2CFB484A-4E96-4b5d-A0B6-093D2F91E6AE}"><NTService clsid="{AB6F0B67-341F-4e51-92F9-005FBFBA1A43}" name="BackupAgent" image="2" changed="2019-08-14 09:12:40" uid="{«_u»}"><Properties startupType="AUTOMATIC" serviceName="BackupAgent" serviceAction="RESTART" timeout="30" accountName="CORP\svc-backupagent" cpassword="«a»"/></NTService>
</NTServices>
`, V{"_p": g.mdmGUID(), "_u": g.mdmGUID(), "a": g.mdmCpw()}, `CORP\svc-backupagent`)

	g.mdmAdd("mdm/gpp-findstr-sysvol-cpassword", `
C:\> findstr /S /I cpassword \\corp.acme.local\sysvol\corp.acme.local\policies\*.xml
\\corp.acme.local\sysvol\corp.acme.local\policies\{«_p1»}\Machine\Preferences\Groups\Groups.xml:<Groups clsid="{3125E937-EB16-4b4c-9934-544FC6D24D26}"><User clsid="{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}" name="Administrator (built-in)" image="2" changed="2016-02-11 13:44:05" uid="{«_u»}"><Properties action="U" newName="acme-admin" fullName="" description="" cpassword="«a»" changeLogon="0" noChange="1" neverExpires="1" acctDisabled="0" subAuthority="RID_ADMIN" userName="Administrator (built-in)"/></User></Groups>
\\corp.acme.local\sysvol\corp.acme.local\policies\{«_p2»}\User\Preferences\Drives\Drives.xml:<Drives clsid="{8FDDCC1A-0C3C-43cd-A6B4-71A6DF20DA8C}"><Drive clsid="{935D1B74-9CB8-4e3c-9914-7DD559B7A417}" name="S:" status="S:" image="2" changed="2017-05-02 08:01:11" uid="{«_u2»}"><Properties action="U" thisDrive="NOCHANGE" allDrives="NOCHANGE" userName="CORP\svc-share" path="\\fs01\scans" label="Scans" persistent="1" useLetter="1" letter="S" cpassword="«b»"/></Drive></Drives>
`, V{"_p1": g.mdmGUID(), "_u": g.mdmGUID(), "a": g.mdmCpw(), "_p2": g.mdmGUID(), "_u2": g.mdmGUID(), "b": g.mdmCpw()}, `CORP\svc-share`, "RID_ADMIN")

	gp := g.pw()
	g.mdmAdd("mdm/gpp-get-gpppassword-powersploit", `
PS C:\Tools> Import-Module .\PowerSploit\Exfiltration\Get-GPPPassword.ps1
PS C:\Tools> Get-GPPPassword

Changed   : {2018-03-22 10:14:51}
UserNames : {svc-scheduler}
NewName   : [BLANK]
Passwords : {«a»}
File      : \\CORP.ACME.LOCAL\SYSVOL\corp.acme.local\Policies\{«_p»}\Machine\Preferences\ScheduledTasks\ScheduledTasks.xml
NodeName  : ScheduledTasks
Cpassword : «b»
`, V{"a": gp, "_p": g.mdmGUID(), "b": g.mdmCpw()}, "svc-scheduler")

	g.mdmAdd("mdm/gpp-netexec-gpp-password-module", `
$ nxc smb 10.20.0.10 -u j.auditor -p '«p»' -M gpp_password
SMB         10.20.0.10      445    DC01             [+] corp.acme.local\j.auditor:«p»
GPP_PASS... 10.20.0.10      445    DC01             [+] Found SYSVOL share
GPP_PASS... 10.20.0.10      445    DC01             [*] Searching for potential XML files containing passwords
GPP_PASS... 10.20.0.10      445    DC01             [*] Found corp.acme.local/Policies/{«_g»}/Machine/Preferences/DataSources/DataSources.xml
GPP_PASS... 10.20.0.10      445    DC01             [+] Found credentials in corp.acme.local/Policies/{«_g»}/Machine/Preferences/DataSources/DataSources.xml
GPP_PASS... 10.20.0.10      445    DC01             Password: «a»
GPP_PASS... 10.20.0.10      445    DC01             action: U
GPP_PASS... 10.20.0.10      445    DC01             dsn: ReportingDSN
GPP_PASS... 10.20.0.10      445    DC01             userName: sa_reporting
`, V{"p": g.pw(), "_g": g.mdmGUID(), "a": g.pw()}, "ReportingDSN", "sa_reporting")

	g.mdmAdd("mdm/gpp-printers-xml-cpassword", `
<?xml version="1.0" encoding="utf-8"?>
<Printers clsid="{1F577D12-3D1B-471e-A1B7-060317597B9C}">
  <SharedPrinter clsid="{9A5E9697-9095-436d-A0EE-4D128FDFBCE5}" name="FollowMe-Floor3" status="FollowMe-Floor3" image="2" changed="2015-11-30 16:22:08" uid="{«_u»}">
    <Properties action="U" comment="" path="\\print02\FollowMe-Floor3" location="" default="1" skipLocal="0" deleteAll="0" persistent="0" deleteMaps="0" port="" username="CORP\svc-printmap" cpassword="«a»"/>
  </SharedPrinter>
</Printers>
`, V{"_u": g.mdmGUID(), "a": g.mdmCpw()}, `\\print02\FollowMe-Floor3`, `CORP\svc-printmap`)

	g.mdmAdd("mdm/gpp-decrypt-python-snippet", `
$ python3 gpp_decrypt.py "«a»"
«b»
$ cat gpp_decrypt.py
import sys, base64
from Crypto.Cipher import AES
# Microsoft published the key on MSDN (2.2.1.1.4 Password Encryption)
KEY = bytes.fromhex("4e9906e8fcb66cc9faf49310620ffee8f496e806cc057990209b09a433b66c1b")
c = sys.argv[1] + "=" * (-len(sys.argv[1]) % 4)
pt = AES.new(KEY, AES.MODE_CBC, b"\x00" * 16).decrypt(base64.b64decode(c))
print(pt[:-pt[-1]].decode("utf-16-le"))
`, V{"a": g.mdmCpw(), "b": g.pw()}, "4e9906e8fcb66cc9faf49310620ffee8f496e806cc057990209b09a433b66c1b")

	g.mdmAdd("mdm/gpp-groups-xml-empty-cpassword-benign", `
<?xml version="1.0" encoding="utf-8"?>
<Groups clsid="{3125E937-EB16-4b4c-9934-544FC6D24D26}">
  <Group clsid="{6D4A79E4-529C-4481-ABD0-F5BD7EA93BA7}" name="Administrators (built-in)" image="2" changed="2024-09-02 08:12:44" uid="{«_u»}">
    <Properties action="U" newName="" description="" deleteAllUsers="0" deleteAllGroups="0" removeAccounts="0" groupSid="S-1-5-32-544" groupName="Administrators (built-in)">
      <Members>
        <Member name="CORP\GG-Workstation-Admins" action="ADD" sid="«_s»"/>
      </Members>
    </Properties>
  </Group>
  <User clsid="{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}" name="Guest (built-in)" image="2" changed="2024-09-02 08:12:44" uid="{«_u2»}">
    <Properties action="U" newName="" fullName="" description="" cpassword="" changeLogon="0" noChange="0" neverExpires="0" acctDisabled="1" subAuthority="RID_GUEST" userName="Guest (built-in)"/>
  </User>
</Groups>
`, V{"_u": g.mdmGUID(), "_s": g.mdmSID(1100 + g.r.IntN(3000)), "_u2": g.mdmGUID()}, `cpassword=""`, `CORP\GG-Workstation-Admins`)
}

func (g *G) mdmSCCM() {
	g.mdmAdd("mdm/sccm-sharpsccm-local-secrets-naa", `
PS C:\Users\lowpriv> .\SharpSCCM.exe local secrets -m wmi

  _______ _     _ _______  ______  _____  _______ _______ _______ _______
  |______ |_____| |_____| |_____/ |_____] |______ |       |       |  |  |
  ______| |     | |     | |    \_ |       ______| |______ |______ |  |  |

[+] Connecting to \\localhost\root\ccm\policy\Machine\ActualConfig
[+] Retrieving network access account blobs via WMI
[+] Retrieving task sequence blobs via WMI
[+] Retrieving collection variable blobs via WMI

[+] Modifying permissions on registry key: SECURITY\Policy\Secrets\
[+] Decrypting network access account credentials

    NetworkAccessUsername: CORP\svc-sccm-naa
    NetworkAccessPassword: «a»

[+] Completed execution in 00:00:01.4822103
`, V{"a": g.pw()}, `CORP\svc-sccm-naa`, `\\localhost\root\ccm\policy\Machine\ActualConfig`)

	g.mdmAdd("mdm/sccm-wmi-naa-blobs-benign", `
PS C:\> Get-CimInstance -Namespace root\ccm\policy\Machine\ActualConfig -ClassName CCM_NetworkAccessAccount | Format-List NetworkAccessUsername, NetworkAccessPassword, SiteSettingsKey

NetworkAccessUsername : <PolicySecret Version="1"><![CDATA[«_u»]]></PolicySecret>
NetworkAccessPassword : <PolicySecret Version="1"><![CDATA[«_p»]]></PolicySecret>
SiteSettingsKey       : 1
`, V{"_u": g.mdmDPAPI(), "_p": g.mdmDPAPI()}, "CCM_NetworkAccessAccount")

	g.mdmAdd("mdm/sccm-new-cmaccount-and-naa", `
PS ACM:\> $pw = ConvertTo-SecureString -String "«a»" -AsPlainText -Force
PS ACM:\> New-CMAccount -UserName "CORP\svc-cm-clientpush" -Password $pw -SiteCode ACM
PS ACM:\> Set-CMSoftwareDistributionComponent -SiteCode ACM -AddNetworkAccessAccountName "CORP\svc-cm-naa"
PS ACM:\> Get-CMAccount | Select UserName, SiteCode

UserName                 SiteCode
--------                 --------
CORP\svc-cm-clientpush   ACM
CORP\svc-cm-naa          ACM
CORP\svc-cm-osdjoin      ACM
`, V{"a": g.pw()}, `CORP\svc-cm-clientpush`, "Set-CMSoftwareDistributionComponent")

	g.mdmAdd("mdm/sccm-smsts-log-leaked-variable", `
<![LOG[Set command line: "C:\Windows\system32\cmd.exe" /c net use Z: \\cm01.corp.acme.local\OSDLogs$ /user:CORP\svc-osdlogs «a»]LOG]!><time="10:41:12.448+00" date="03-11-2025" component="InstallSoftware" context="" type="1" thread="4120" file="commandline.cpp:269">
<![LOG[Start executing the command line: "C:\Windows\system32\cmd.exe" /c net use Z: \\cm01.corp.acme.local\OSDLogs$ /user:CORP\svc-osdlogs ********]LOG]!><time="10:41:12.451+00" date="03-11-2025" component="InstallSoftware" context="" type="1" thread="4120" file="commandline.cpp:828">
<![LOG[Process completed with exit code 0]LOG]!><time="10:41:13.102+00" date="03-11-2025" component="InstallSoftware" context="" type="1" thread="4120" file="commandline.cpp:1124">
`, V{"a": g.pwURL()}, `\\cm01.corp.acme.local\OSDLogs$`, "Process completed with exit code 0")

	g.mdmAdd("mdm/sccm-collection-variables-powershell", `
PS ACM:\> New-CMDeviceCollectionVariable -CollectionName "OSD - Kiosk Builds" -VariableName "KioskAutoLogonPassword" -Value "«a»" -IsMask $false
PS ACM:\> New-CMDeviceCollectionVariable -CollectionName "OSD - Kiosk Builds" -VariableName "KioskAdminPassword" -Value "«b»" -IsMask $true
PS ACM:\> Get-CMDeviceCollectionVariable -CollectionName "OSD - Kiosk Builds" | Select Name, Value, IsMasked

Name                   Value               IsMasked
----                   -----               --------
KioskAutoLogonPassword «a»   False
KioskAdminPassword                         True
KioskSiteCode          LDS                 False
`, V{"a": g.pw(), "b": g.pw()}, "OSD - Kiosk Builds", "KioskSiteCode")

	g.mdmAdd("mdm/sccm-pxe-media-password-and-variables", `
C:\> type D:\SMS\PXE\boot\variables.dat.txt
# extracted with pxethief.py 2 <hash> (media password was cracked)
Media password: «a»
_SMSTSMediaGuid = «_g»
_SMSTSSiteCode = ACM
_SMSTSMP = http://cm01.corp.acme.local
SMSTSAssignmentsDownloadPassword... not set
NetworkAccessUsername = CORP\svc-sccm-naa
NetworkAccessPassword = «b»
`, V{"a": g.pwURL(), "_g": g.mdmGUID(), "b": g.pw()}, "_SMSTSMP = http://cm01.corp.acme.local")

	g.mdmAdd("mdm/sccm-ccmsetup-and-clientlocation-benign", `
C:\> ccmsetup.exe /mp:https://cm01.corp.acme.local CCMHOSTNAME=cmg.acme.corp/CCM_Proxy_MutualAuth/72057594037927940 SMSSITECODE=ACM SMSMP=https://cm01.corp.acme.local /UsePKICert
C:\> powershell "Get-CimInstance -Namespace root\ccm -ClassName SMS_Client | Select ClientVersion; (Get-CimInstance -Namespace root\ccm -ClassName CCM_Client).ClientId"

ClientVersion
-------------
5.00.9128.1024
GUID:«_g»
`, V{"_g": g.mdmGUID()}, "CCMHOSTNAME=cmg.acme.corp/CCM_Proxy_MutualAuth/72057594037927940")

	g.mdmAdd("mdm/sccm-reporting-datasource-and-sql", `
PS C:\> Get-ItemProperty "HKLM:\SOFTWARE\Microsoft\SMS\COMPONENTS\SMS_SITE_COMPONENT_MANAGER\Multisite Component Servers\sql01.corp.acme.local" | Select *
PS C:\> Invoke-Sqlcmd -ServerInstance sql01.corp.acme.local -Database CM_ACM -Username cm_readonly -Password '«a»' -Query "SELECT TOP 2 Name0, Resource_Domain_OR_Workgr0, SMBIOS_GUID0 FROM v_R_System"

Name0          Resource_Domain_OR_Workgr0 SMBIOS_GUID0
-----          -------------------------- ------------
LT-ENG-0412    CORP                       «_a»
LT-ENG-0388    CORP                       «_b»
`, V{"a": g.pw(), "_a": g.mdmGUID(), "_b": g.mdmGUID()}, "v_R_System", "cm_readonly")

	g.mdmAdd("mdm/sccm-task-sequence-run-command-line-as", `
<step type="SMS_TaskSequence_RunCommandLineAction" name="Install Line-of-Business Agent" description="" runIn="WinPEandFullOS" successCodeList="0 3010" retryCount="0">
  <defaultVarList>
    <variable name="CommandLine" property="CommandLine">msiexec /i LOBAgent.msi /qn SERVERURL=https://lob.acme.corp REGKEY=«a»</variable>
    <variable name="SMSTSRunCommandLineUserName" property="RunAsUser">CORP\svc-lobinstall</variable>
    <variable name="SMSTSRunCommandLineUserPassword" property="RunAsPassword">«b»</variable>
  </defaultVarList>
  <action>smsswd.exe /run: msiexec /i LOBAgent.msi /qn</action>
</step>
`, V{"a": g.hex(32), "b": g.pw()}, `CORP\svc-lobinstall`, "SMS_TaskSequence_RunCommandLineAction")

	g.mdmAdd("mdm/sccmhunter-http-dump", `
$ python3 sccmhunter.py http -u pentest.lowpriv -p '«p»' -d corp.acme.local -dc-ip 10.20.0.10 -auto
SCCMHunter v1.0.6 by @garrfoster
[*] Checking for System Center Management Point
[+] Found http://cm01.corp.acme.local/ccm_system_windowsauth
[*] Attempting to grab policy from cm01.corp.acme.local
[*] Created machine account FAKE01$ with password «m»
[+] Got NAA credential: svc-sccm-naa:«a»
[*] Done.. cleaning up.
`, V{"p": g.pw(), "m": g.an(12), "a": g.pw()}, "http://cm01.corp.acme.local/ccm_system_windowsauth")
}

func (g *G) mdmPDQ() {
	g.mdmAdd("mdm/pdq-deploy-powershell-step-install", `
# PDQ Deploy package "Acme Scanner Suite 4.2" - Step 3: PowerShell (Run As: Deploy User)
$svc = "CORP\svc-scanner"
$pw  = "«a»"
Start-Process msiexec.exe -Wait -ArgumentList '/i', "$PSScriptRoot\ScannerSuite.msi", '/qn',
    "SERVICEACCOUNT=$svc", "SERVICEPASSWORD=$pw", 'LICENSESERVER=lic01.corp.acme.local'
`, V{"a": g.pw()}, "lic01.corp.acme.local", `CORP\svc-scanner`)

	g.mdmAdd("mdm/pdq-connect-api-key-curl", `
$ curl -s https://app.pdq.com/v1/api/devices?pageSize=2 -H "Authorization: Bearer «a»" | jq '.data[] | {id, hostname, serialNumber}'
{
  "id": "dvc_«_i»",
  "hostname": "«_h»",
  "serialNumber": "«_s»"
}
`, V{"a": g.b64u(48), "_i": g.s(alLowNum, 24), "_h": "LT-" + g.s(alUpNum, 7), "_s": g.mdmTag()}, "https://app.pdq.com/v1/api/devices?pageSize=2")

	g.mdmAdd("mdm/pdq-deploy-cli-benign", `
C:\> PDQDeploy.exe Deploy -Package "Chrome Enterprise 64-bit" -Targets LT-ENG-0412 LT-ENG-0388
Deployment 14381 started.
C:\> PDQInventory.exe GetCollections | findstr /i "Windows 11"
Windows 11 23H2
Windows 11 24H2
`, nil, "Deployment 14381 started.", "Chrome Enterprise 64-bit")

	g.mdmAdd("mdm/pdq-credentials-chat-handoff", `
#it-ops — Tue 11 Mar
kevin: new PDQ console on PDQ02 is up, I added the creds under Options > Credentials
kevin: Deploy user = CORP\svc-pdqdeploy / «a»
kevin: scan user for Inventory is CORP\svc-pdqscan / «b»
nadia: please move those to the vault entry "PDQ service accounts" and delete this msg 🙏
`, V{"a": g.pw(), "b": g.pw()}, `CORP\svc-pdqdeploy`, "PDQ service accounts")

	g.mdmAdd("mdm/pdq-deploy-cmd-step-net-use", `
:: PDQ Deploy package "Map Finance Drives" - Step 1: Command
net use F: \\fin-fs01\Finance$ /user:CORP\svc-finmap «a» /persistent:yes
net use R: \\fin-fs01\Reports$ /persistent:yes
exit /b 0
`, V{"a": g.pwURL()}, `\\fin-fs01\Finance$`)

	g.mdmAdd("mdm/pdq-inventory-scan-profile-benign", `
PS C:\> Get-ChildItem "C:\ProgramData\Admin Arsenal\PDQ Inventory" | Select Name, Length

Name                  Length
----                  ------
Database.db           412180480
Scanners              <DIR>
PS C:\> sqlite3 "C:\ProgramData\Admin Arsenal\PDQ Inventory\Database.db" "select ComputerId, Name, SerialNumber, BiosGuid from Computers limit 2"
1|LT-ENG-0412|«_s1»|«_g1»
2|LT-ENG-0388|«_s2»|«_g2»
`, V{"_s1": g.mdmTag(), "_g1": g.mdmGUID(), "_s2": g.mdmTag(), "_g2": g.mdmGUID()}, "C:\\ProgramData\\Admin Arsenal\\PDQ Inventory")
}

func (g *G) mdmAnsibleChoco() {
	g.mdmAdd("mdm/ansible-win-user-task", `
- name: Ensure break-glass local admin exists
  ansible.windows.win_user:
    name: acme-breakglass
    password: "«a»"
    password_never_expires: true
    update_password: always
    groups:
      - Administrators
    state: present
`, V{"a": g.pw()}, "acme-breakglass", "ansible.windows.win_user")

	g.mdmAdd("mdm/ansible-domain-membership-task", `
- name: Join workstation to corp.acme.local
  microsoft.ad.membership:
    dns_domain_name: corp.acme.local
    hostname: "{{ inventory_hostname_short }}"
    domain_admin_user: svc-ansible-join@corp.acme.local
    domain_admin_password: «a»
    domain_ou_path: OU=Workstations,DC=corp,DC=acme,DC=local
    state: domain
    reboot: true
`, V{"a": g.pwURL()}, "svc-ansible-join@corp.acme.local", "{{ inventory_hostname_short }}")

	g.mdmAdd("mdm/ansible-run-with-extra-vars-winrm", `
$ ansible-playbook -i inventories/lab/hosts.ini site-windows.yml -l LABWS* \
    -e "ansible_user=Administrator ansible_password=«a» ansible_connection=winrm ansible_winrm_transport=ntlm ansible_winrm_server_cert_validation=ignore"

PLAY [windows] ****************************************************************

TASK [Gathering Facts] ********************************************************
ok: [LABWS01]
ok: [LABWS02]
`, V{"a": g.pwURL()}, "ansible_winrm_server_cert_validation=ignore")

	g.mdmAdd("mdm/ansible-group-vars-vault-and-plain", `
# group_vars/windows.yml
ansible_user: svc-ansible@CORP.ACME.LOCAL
ansible_password: !vault |
          $ANSIBLE_VAULT;1.1;AES256
          «_v1»
          «_v2»
          «_v3»
ansible_connection: winrm
ansible_winrm_transport: kerberos
choco_internal_source_password: «a»
`, V{"_v1": g.hex(80), "_v2": g.hex(80), "_v3": g.hex(56), "a": g.pw()}, "$ANSIBLE_VAULT;1.1;AES256", "svc-ansible@CORP.ACME.LOCAL")

	g.mdmAdd("mdm/ansible-win-chocolatey-source-password", `
- name: Add internal Chocolatey feed
  chocolatey.chocolatey.win_chocolatey_source:
    name: acme-internal
    source: https://nexus.acme.corp/repository/choco-hosted/
    source_username: choco-reader
    source_password: «a»
    priority: 1
    state: present
`, V{"a": g.pw()}, "https://nexus.acme.corp/repository/choco-hosted/", "choco-reader")

	g.mdmAdd("mdm/choco-apikey-and-push", `
PS C:\packages> choco apikey --key «a» --source https://push.chocolatey.org/
Added ApiKey for https://push.chocolatey.org/
PS C:\packages> choco push acme-vpn-client.4.2.0.nupkg --source https://nexus.acme.corp/repository/choco-hosted/ --api-key «b»
Chocolatey v2.4.3
Attempting to push acme-vpn-client.4.2.0.nupkg to https://nexus.acme.corp/repository/choco-hosted/
acme-vpn-client 4.2.0 was pushed successfully to https://nexus.acme.corp/repository/choco-hosted/
`, V{"a": g.uuid(), "b": g.uuid()}, "acme-vpn-client.4.2.0.nupkg")

	g.mdmAdd("mdm/choco-source-add-password", `
C:\> choco source add -n=acme-internal -s="https://proget.acme.corp/nuget/choco/" -u=choco-reader -p="«a»" --priority=1 --allow-self-service
Chocolatey v2.4.3
Added acme-internal - https://proget.acme.corp/nuget/choco/ (Priority 1)
C:\> choco source list
acme-internal - https://proget.acme.corp/nuget/choco/ (Authenticated)| Priority 1|Bypass Proxy - False|Self-Service - True|Admin Only - False.
chocolatey [Disabled] - https://community.chocolatey.org/api/v2/ | Priority 0|Bypass Proxy - False|Self-Service - False|Admin Only - False.
`, V{"a": g.pw()}, "https://proget.acme.corp/nuget/choco/", "(Authenticated)")

	g.mdmAdd("mdm/chocolatey-config-encrypted-benign", `
<?xml version="1.0" encoding="utf-8"?>
<chocolatey xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <sources>
    <source id="acme-internal" value="https://proget.acme.corp/nuget/choco/" disabled="false" bypassProxy="false" selfService="true" adminOnly="false" priority="1" user="choco-reader" password="«_e»" />
  </sources>
  <apiKeys>
    <apiKeys source="https://push.chocolatey.org/" key="«_k»" />
  </apiKeys>
</chocolatey>
`, V{"_e": g.b64(64), "_k": g.b64(48)}, `user="choco-reader"`)

	g.mdmAdd("mdm/choco-install-package-parameters-password", `
PS C:\> choco install sql-server-express -y --params "'/SECURITYMODE:SQL /SAPWD:«a» /INSTANCENAME:SQLEXPRESS /TCPENABLED:1'"
Chocolatey v2.4.3
Installing the following packages:
sql-server-express
By installing, you accept licenses for the packages.
sql-server-express v2022.16.0.1000
Installing 64-bit sql-server-express...
`, V{"a": g.pwStrong()}, "/INSTANCENAME:SQLEXPRESS")

	g.mdmAdd("mdm/ccm-central-management-install-params", `
PS C:\> choco install chocolatey-management-database -y --package-parameters="'/ConnectionString=""Server=sql01.corp.acme.local;Database=ChocolateyManagement;User ID=ccm_admin;Password=«a»;""'"
PS C:\> choco install chocolatey-management-service -y --package-parameters-sensitive="'/ConnectionString=""Server=sql01.corp.acme.local;Database=ChocolateyManagement;User ID=ccm_admin;Password=«a»;""'" --params="'/CertificateThumbprint=«_t»'"
`, V{"a": g.pw(), "_t": g.mdmThumb()}, "ChocolateyManagement")
}

func (g *G) mdmPeople() {
	g.mdmAdd("mdm/helpdesk-ticket-new-starter-temp-password", `
INC0048822 · New starter: Amira Haddad (Marketing) · Start date 17 Mar
----------------------------------------------------------------
Work notes (internal):
- AD account created: ahaddad  (OU=Marketing)
- Temp password: «a»  (must change at first logon)
- Laptop LT-MKT-0142 (serial «_s») assigned, Autopilot profile "Standard User" applied
- M365 E3 licence assigned, MFA registration pending
Additional comments (customer visible):
Hi Jana, the account for Amira is ready. Password will be given by phone on day 1.
`, V{"a": g.pw(), "_s": g.mdmTag()}, "LT-MKT-0142", "Standard User")

	g.mdmAdd("mdm/email-recovery-key-to-user", `
From: IT Service Desk <servicedesk@acme.corp>
To: Tom Baker <tom.b@acme.corp>
Subject: RE: Laptop asking for BitLocker key [INC0048907]

Hi Tom,

Please type the following 48-digit key on the blue screen (Recovery key ID starts with «_id»):

    «a»

Once Windows starts, please restart once more and reply to let us know it booted normally.

Kind regards,
Service Desk
`, V{"_id": g.s(alHexU, 8), "a": g.mdmBL()}, "servicedesk@acme.corp", "INC0048907")

	g.mdmAdd("mdm/asset-spreadsheet-csv-with-passwords", `
$ head -5 "IT Assets 2025.csv"
AssetTag,Serial,Model,AssignedTo,LocalAdminUser,LocalAdminPassword,BIOSPassword,Notes
ACME-00412,«_s1»,Latitude 7440,dana.k,acme-admin,«a»,«b»,
ACME-00413,«_s2»,Latitude 7440,sam.p,acme-admin,«c»,«b»,keyboard replaced
ACME-00418,«_s3»,MacBook Air M3,priya.s,itadmin,«d»,n/a,FV key in Jamf
ACME-00420,«_s4»,Surface Pro 9,(spare),acme-admin,«e»,«b»,
`, V{"_s1": g.mdmTag(), "a": g.pw(), "b": g.pwURL(), "_s2": g.mdmTag(), "c": g.pw(), "_s3": g.mdmSerial(), "d": g.pw(), "_s4": g.s(alDigit, 12), "e": g.pw()}, "ACME-00412", "FV key in Jamf")

	g.mdmAdd("mdm/teams-chat-jamf-api-creds", `
[10:02] Omar (IT Eng): can you run the inventory export? script needs the jamf api client
[10:03] Li (IT Eng): client id «_c»
[10:03] Li (IT Eng): secret «a»
[10:04] Omar (IT Eng): ty, will rotate after the audit
`, V{"_c": g.uuid(), "a": g.mdmJamfClient()}, "will rotate after the audit")

	g.mdmAdd("mdm/agent-chat-user-pastes-script-to-fix", `
user: this intune remediation keeps failing with 0x87D1041C, can you see why?

    $tenant = "acmecorp.onmicrosoft.com"
    $appId  = "«_a»"
    $secret = "«s»"
    $body = @{grant_type="client_credentials"; scope="https://graph.microsoft.com/.default"; client_id=$appId; client_secret=$secret}
    $tok = Invoke-RestMethod -Method Post -Uri "https://login.microsoftonline.com/$tenant/oauth2/v2.0/token" -Body $body
    Invoke-RestMethod -Uri "https://graph.microsoft.com/v1.0/deviceManagement/managedDevices" -Headers @{Authorization="Bearer $($tok.access_token)"}

assistant: The script exits with a non-zero code when Invoke-RestMethod throws; wrap it in try/catch and exit 0 after logging. Also, a client secret inside a remediation script is readable by every local admin on the device — move this call to an Azure Function or use a managed identity, and rotate that secret.
`, V{"_a": g.uuid(), "s": g.azSecret()}, "0x87D1041C", "acmecorp.onmicrosoft.com")

	g.mdmAdd("mdm/runbook-markdown-breakglass-table", `
## Break-glass credentials (printed copy in the safe, room 2.14)

| System                 | Account              | Password                | Last rotated |
|------------------------|----------------------|-------------------------|--------------|
| Jamf Pro (local)       | jamf-breakglass      | «a» | 2025-01-06   |
| Entra ID               | bg-admin1@acme.corp  | «b» | 2025-01-06   |
| Intune Connector host  | .\Administrator      | «c» | 2024-11-18   |
| DC DSRM                | (DSRM)               | «d» | 2024-11-18   |
`, V{"a": g.pwStrong(), "b": g.pwStrong(), "c": g.pwStrong(), "d": g.pwStrong()}, "jamf-breakglass", "bg-admin1@acme.corp")

	g.mdmAdd("mdm/slack-fleet-enroll-secret-share", `
dana 09:31  hey can someone send me the fleet enroll secret for the Linux servers team? building the deb now
ops-bot 09:31  :lock: Reminder: don't paste secrets in channels, use the 1Password share link.
marcus 09:33  fleetctl package --type=deb --fleet-url=https://fleet.acme.corp --enroll-secret=«a»
marcus 09:33  oops, sorry, will rotate it after lunch
`, V{"a": g.mdmFleetSecret()}, "1Password share link")

	g.mdmAdd("mdm/jira-comment-kandji-token", `
ITENG-2231  Automate offboarding lock for Macs
---
Comment by Ruth Ndlovu · 11 Mar 2025 11:20
Tested against Kandji sandbox. Token for the sandbox tenant (api perms: Devices read/lock) is «a», base URL https://acme-sandbox.api.kandji.io. Prod token is in Vault at it/kandji/prod.
`, V{"a": g.uuid()}, "https://acme-sandbox.api.kandji.io", "it/kandji/prod")

	g.mdmAdd("mdm/printed-welcome-letter-wifi-and-account", `
Welcome to Acme, Sofia!

Your account
  Username:      sofia.m@acme.corp
  First password: «a»
  (You'll be asked to change it and to set up Microsoft Authenticator.)

Wi-Fi for your first day (before your laptop is enrolled)
  Network:  ACME-Onboarding
  Password: «b»

Your laptop: MacBook Pro 14", asset ACME-00511, serial «_s»
`, V{"a": g.pw(), "b": g.pwURL(), "_s": g.mdmSerial()}, "sofia.m@acme.corp", "ACME-Onboarding")
}

func (g *G) mdmBenign() {
	g.mdmAdd("mdm/benign-mdmclient-and-profiles-status", `
$ sudo profiles status -type enrollment
Enrolled via DEP: Yes
MDM enrollment: Yes (User Approved)
MDM server: https://acme.jamfcloud.com/mdm/ServerURL
$ sudo /usr/libexec/mdmclient QueryDeviceInformation | grep -E "SerialNumber|UDID|DeviceName|ProductName"
    DeviceName = "ACME-«_s»";
    ProductName = "Mac15,6";
    SerialNumber = «_s»;
    UDID = "«_u»";
`, V{"_s": g.mdmSerial(), "_u": g.mdmGUID()}, "MDM enrollment: Yes (User Approved)")

	g.mdmAdd("mdm/benign-dsregcmd-status-ids", `
C:\> dsregcmd /status | findstr /i "AzureAdJoined DeviceId Thumbprint TenantId TpmProtected DeviceAuthStatus"
             AzureAdJoined : YES
                  DeviceId : «_d»
                Thumbprint : «_t»
            KeyContainerId : «_k»
              TpmProtected : YES
          DeviceAuthStatus : SUCCESS
                  TenantId : «_tid»
`, V{"_d": g.uuid(), "_t": g.mdmThumb(), "_k": g.uuid(), "_tid": g.uuid()}, "DeviceAuthStatus : SUCCESS")

	g.mdmAdd("mdm/benign-autopilot-hash-csv", `
$ head -c 400 AutopilotHWID.csv
Device Serial Number,Windows Product ID,Hardware Hash,Group Tag
«_s»,,«_h»,KIOSK-LOBBY
`, V{"_s": g.mdmTag(), "_h": "T0GZAQEAHAAAAAoAHhq" + g.s(alB64, 360)}, "Device Serial Number,Windows Product ID,Hardware Hash,Group Tag")

	g.mdmAdd("mdm/benign-cert-store-and-thumbprints", `
PS C:\> Get-ChildItem Cert:\LocalMachine\My | Select Thumbprint, Subject, NotAfter, Issuer | Format-Table -AutoSize

Thumbprint                               Subject                               NotAfter              Issuer
----------                               -------                               --------              ------
«_a» CN=«_d»                              3/10/2026 9:12:44 AM  CN=Microsoft Intune MDM Device CA
«_b» CN=LT-ENG-0412.corp.acme.local       1/2/2026 4:01:12 PM   CN=ACME-ISSUING-CA, DC=corp, DC=acme, DC=local
«_c» CN=MS-Organization-Access            2/20/2035 8:44:10 AM  CN=MS-Organization-Access
`, V{"_a": g.mdmThumb(), "_d": g.uuid(), "_b": g.mdmThumb(), "_c": g.mdmThumb()}, "CN=Microsoft Intune MDM Device CA")

	g.mdmAdd("mdm/benign-bitlocker-protector-ids-only", `
C:\>manage-bde -protectors -get C: -Type TPM
BitLocker Drive Encryption: Configuration Tool version 10.0.22621
Copyright (C) 2013 Microsoft Corporation. All rights reserved.

Volume C: [OS]
Key Protectors of Type TPM

    TPM:
      ID: {«_a»}
      PCR Validation Profile:
        7, 11
        (Uses Secure Boot for integrity validation)

C:\>manage-bde -protectors -get C: -Type RecoveryPassword | findstr "ID:"
      ID: {«_b»}
`, V{"_a": g.mdmGUID(), "_b": g.mdmGUID()}, "(Uses Secure Boot for integrity validation)")

	g.mdmAdd("mdm/benign-whoami-user-sids", `
C:\> whoami /user /groups /fo list | findstr /i "SID Name"
User Name: corp\dana.k
SID:       «_u»
Group Name: CORP\Domain Users
SID:        «_g1»
Group Name: CORP\GG-Workstation-Admins
SID:        «_g2»
Group Name: BUILTIN\Administrators
SID:        S-1-5-32-544
`, V{"_u": g.mdmSID(1000 + g.r.IntN(9000)), "_g1": g.mdmSID(513), "_g2": g.mdmSID(1100 + g.r.IntN(3000))}, `CORP\GG-Workstation-Admins`)

	g.mdmAdd("mdm/benign-jamf-inventory-export-csv", `
$ head -4 jamf-computers-2025-03-11.csv
Computer Name,Serial Number,UDID,Asset Tag,Model Identifier,macOS Version,FileVault 2 Status,Last Check-in
ACME-«_s1»,«_s1»,«_u1»,ACME-00418,Mac15,12,15.3.1,All Partitions Encrypted,2025-03-11 08:02:14
ACME-«_s2»,«_s2»,«_u2»,ACME-00423,Mac14,7,15.3.1,All Partitions Encrypted,2025-03-10 17:44:51
ACME-«_s3»,«_s3»,«_u3»,ACME-00431,Mac15,6,14.7.4,Not Encrypted,2025-02-26 12:10:03
`, V{"_s1": g.mdmSerial(), "_u1": g.mdmGUID(), "_s2": g.mdmSerial(), "_u2": g.mdmGUID(), "_s3": g.mdmSerial(), "_u3": g.mdmGUID()}, "All Partitions Encrypted")

	g.mdmAdd("mdm/benign-placeholder-script-parameters", `
#!/bin/bash
# set-localadmin.sh  — parameters are set in the Jamf policy, not here
ADMIN_USER="${4}"
ADMIN_PASS="${5}"   # Parameter 5: password (leave blank to use LAPS)
if [[ -z "$ADMIN_PASS" ]]; then
  echo "No password supplied; relying on Jamf LAPS"; exit 0
fi
/usr/sbin/sysadminctl -addUser "$ADMIN_USER" -password "$ADMIN_PASS" -admin
# Local test example:  sudo ./set-localadmin.sh / host user itadmin 'REPLACE_ME'
`, nil, `ADMIN_PASS="${5}"`, "'REPLACE_ME'", "relying on Jamf LAPS")

	g.mdmAdd("mdm/benign-ios-device-details-json", `
$ curl -s -H "Authorization: Bearer $token" https://acme.jamfcloud.com/api/v2/mobile-devices/«=id»/detail | jq '{udid, serialNumber, wifiMacAddress, bluetoothMacAddress, managementId, ios: .ios.model, imei: .ios.network.imei}'
{
  "udid": "«_u»",
  "serialNumber": "«_s»",
  "wifiMacAddress": "«_w»",
  "bluetoothMacAddress": "«_b»",
  "managementId": "«_m»",
  "ios": "iPad (10th generation)",
  "imei": "«_i»"
}
`, V{"=id": fmt.Sprint(100 + g.r.IntN(900)), "_u": g.mdmUDID(), "_s": g.s("DFGHJKLMNPQRTVWXY0123456789", 10), "_w": g.mdmMAC(), "_b": g.mdmMAC(), "_m": g.uuid(), "_i": g.digits(2) + " " + g.digits(6) + " " + g.digits(6) + " " + g.digits(1)}, "iPad (10th generation)")

	g.mdmAdd("mdm/benign-masked-secrets-in-consoles", `
Jamf Pro › Settings › API roles and clients › "Okta Workflows"
  Client ID       «_c»
  Client secret   ••••••••••••••••••••  (Rotate client secret)
Intune › Apps › App registrations › intune-reporting › Certificates & secrets
  Description             Expires     Value                 Secret ID
  intune-reporting-2025   3/1/2026    «=h»************      «_s»
Fleet › Settings › Organization › Enroll secret
  ●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●   [Show] [Copy]
`, V{"_c": g.uuid(), "=h": g.an(3), "_s": g.uuid()}, "••••••••••••••••••••", "●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●")

	g.mdmAdd("mdm/benign-ade-prestage-and-profile-uuids", `
$ curl -s -H "Authorization: Bearer $token" https://acme.jamfcloud.com/api/v2/computer-prestages/4/scope | jq '.assignments[:3]'
[
  {"serialNumber": "«_s1»", "assignmentDate": "2025-02-03T10:12:44.551Z", "userAssigned": "it-automation"},
  {"serialNumber": "«_s2»", "assignmentDate": "2025-02-03T10:12:44.551Z", "userAssigned": "it-automation"},
  {"serialNumber": "«_s3»", "assignmentDate": "2025-02-19T15:40:02.108Z", "userAssigned": "dana.k"}
]
$ curl -s -H "Authorization: Bearer $token" https://acme.jamfcloud.com/api/v2/computer-prestages/4 | jq -r '.profileUuid'
«_p»
`, V{"_s1": g.mdmSerial(), "_s2": g.mdmSerial(), "_s3": g.mdmSerial(), "_p": strings.ToUpper(g.hex(32))}, `"userAssigned": "it-automation"`)

	g.mdmAdd("mdm/benign-fleet-hosts-and-osquery-ids", `
$ fleetctl get hosts --json | jq -r '.spec | [.hostname, .uuid, .hardware_serial, .osquery_host_id, .id] | @tsv' | head -3
dana-mbp.local	«_u1»	«_s1»	«_o1»	112
build-runner-03	«_u2»	«_s2»	«_o2»	87
LT-ENG-0412	«_u3»	«_s3»	«_o3»	204
`, V{"_u1": g.mdmGUID(), "_s1": g.mdmSerial(), "_o1": g.mdmGUID(), "_u2": g.uuid(), "_s2": g.s(alUpNum, 12), "_o2": g.uuid(), "_u3": g.mdmGUID(), "_s3": g.mdmTag(), "_o3": g.mdmGUID()}, "build-runner-03")

	g.mdmAdd("mdm/benign-gpo-report-guids-and-policy-names", `
PS C:\> Get-GPO -All | Where-Object DisplayName -like "WS -*" | Select DisplayName, Id, GpoStatus, ModificationTime

DisplayName                     Id                                   GpoStatus     ModificationTime
-----------                     --                                   ---------     ----------------
WS - BitLocker (XTS-AES 256)    «_a» AllSettingsEnabled 2/14/2025 9:12:02 AM
WS - Windows LAPS               «_b» UserSettingsDisabled 1/20/2025 3:44:18 PM
WS - Local Admin Group          «_c» AllSettingsEnabled 11/4/2024 10:01:55 AM
`, V{"_a": g.uuid(), "_b": g.uuid(), "_c": g.uuid()}, "WS - Windows LAPS", "UserSettingsDisabled")
}
