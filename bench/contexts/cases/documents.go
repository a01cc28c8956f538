package cases

import (
	"fmt"
	"net/url"
	"strings"
)

// documentCases adds cases from documents, exports and personal stores
// that a user shows a coding agent or that the agent reads or converts:
// password manager exports, two-factor material and recovery keys,
// e-mails in several languages, tickets and wiki pages, spreadsheets,
// chat exports, onboarding notes and runbooks in many human languages,
// HTML and PDF text, calendar invites, Wi-Fi and remote desktop shares,
// crypto wallet backups, license keys, diffs of such documents, and
// benign-only cases from the same places (ids, masked values, meeting
// ids, invoice and tracking numbers, public keys). The case names start
// with "doc/".
func (g *G) documentCases() {
	g.docPasswordManagers()
	g.docTwoFactor()
	g.docEmails()
	g.docTickets()
	g.docSheets()
	g.docChats()
	g.docNotes()
	g.docHTMLPDF()
	g.docCalendar()
	g.docRemoteShares()
	g.docWallets()
	g.docLicenses()
	g.docDiffs()
	g.docBenign()
}

// ---- helpers used only here ----

// docBT turns each ˋ of a template into a backquote, which a Go raw
// string cannot hold.
func docBT(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }

// docCRLF turns a template's line ends into CRLF, as mail, iCalendar and
// Windows files have them.
func docCRLF(s string) string {
	return strings.ReplaceAll(strings.TrimPrefix(s, "\n"), "\n", "\r\n")
}

// docGroups is n groups of size characters from alphabet, joined by sep.
func (g *G) docGroups(alphabet string, n, size int, sep string) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = g.s(alphabet, size)
	}
	return strings.Join(parts, sep)
}

// docGHRecovery is a GitHub style recovery code.
func (g *G) docGHRecovery() string { return g.hex(5) + "-" + g.hex(5) }

// docGoogleBackup is a Google style backup code, two groups of four digits.
func (g *G) docGoogleBackup() string { return g.digits(4) + " " + g.s(alDigit, 4) }

// docBitLocker is a BitLocker recovery password: eight six-digit blocks,
// each a multiple of 11 below 720896.
func (g *G) docBitLocker() string {
	parts := make([]string, 8)
	for i := range parts {
		parts[i] = fmt.Sprintf("%06d", 11*g.r.IntN(65536))
	}
	return strings.Join(parts, "-")
}

// docAppleRK is an Apple account recovery key, 28 characters in groups.
func (g *G) docAppleRK() string { return g.docGroups(alUpNum, 7, 4, "-") }

// doc1PSecretKey is a 1Password account Secret Key.
func (g *G) doc1PSecretKey() string {
	return "A3-" + g.s(alUpNum, 6) + "-" + g.s(alUpNum, 6) + "-" + g.docGroups(alUpNum, 5, 5, "-")
}

// docB32Spaced is a TOTP seed as Google shows it: lower case, in groups
// of four.
func (g *G) docB32Spaced() string {
	return strings.ToLower(g.docGroups(alB32, 8, 4, " "))
}

// docMSRecovery is a Microsoft account recovery code.
func (g *G) docMSRecovery() string { return g.docGroups(alUpNum, 5, 5, "-") }

// docProductKey is a five-by-five product key.
func (g *G) docProductKey() string { return g.docGroups("BCDFGHJKMPQRTVWXY2346789", 5, 5, "-") }

func (g *G) docXprv() string    { return "xprv9s21ZrQH143K" + g.s(alB58, 95) }
func (g *G) docXpub() string    { return "xpub661MyMwAqRbc" + g.s(alB58, 95) }
func (g *G) docBTCAddr() string { return "bc1q" + g.s(alBech, 38) }

// docIBAN is a German-shaped IBAN in print groups.
func (g *G) docIBAN() string {
	return "DE" + g.s(alDigit, 2) + " " + g.docGroups(alDigit, 4, 4, " ") + " " + g.s(alDigit, 2)
}

// docZoomID is an 11-digit meeting id as Zoom prints it.
func (g *G) docZoomID() string {
	d := g.digits(11)
	return d[:3] + " " + d[3:7] + " " + d[7:]
}

// docSeedNumbered is an n-word recovery phrase with numbered words, one
// per line or separated by sep.
func (g *G) docSeedNumbered(n int, sep string) string {
	w := strings.Fields(g.seedPhrase(n))
	for i := range w {
		w[i] = fmt.Sprintf("%d. %s", i+1, w[i])
	}
	return strings.Join(w, sep)
}

// docPhone is a phone number in international format.
func (g *G) docPhone() string {
	return g.pick("+49 30 ", "+44 20 ", "+1 415 ", "+33 1 ", "+31 20 ") + g.s(alDigit, 4) + " " + g.s(alDigit, 4)
}

// docKPUUID is a KeePass entry UUID, base64 of 16 bytes.
func (g *G) docKPUUID() string { return g.b64(16) }

// docWifiPw is a WPA passphrase without the characters a WIFI: QR string
// must escape.
func (g *G) docWifiPw() string {
	if g.r.IntN(2) == 0 {
		return g.pick(pwWords...) + "-" + g.pick(pwWords...) + "-" + g.s(alDigit, 4)
	}
	return g.an(12 + g.r.IntN(8))
}

// ---- password manager exports and personal stores ----

func (g *G) docPasswordManagers() {
	g.add("doc/1pux-export-data-items", `
$ unzip -p 1PasswordExport-«_acct»-20240611-101544.1pux export.data | jq '.accounts[0].vaults[0].items[0]'
{
  "uuid": "«_item»",
  "favIndex": 0,
  "createdAt": 1712049931,
  "updatedAt": 1717412044,
  "state": "active",
  "categoryUuid": "001",
  "details": {
    "loginFields": [
      {"value": "finance@acme.io", "id": "", "name": "email", "fieldType": "E", "designation": "username"},
      {"value": "«a»", "id": "", "name": "password", "fieldType": "P", "designation": "password"}
    ],
    "notesPlain": "Owner: finance team. Ask Priya before changing.",
    "sections": [
      {"title": "", "name": "add more", "fields": [
        {"title": "one-time password", "id": "TOTP_«_f»", "value": {"totp": "otpauth://totp/Stripe:finance%40acme.io?secret=«b»&issuer=Stripe"}, "indexAtSource": 0}
      ]}
    ],
    "passwordHistory": [{"value": "«c»", "time": 1709900102}]
  },
  "overview": {"subtitle": "finance@acme.io", "title": "Stripe (finance)", "url": "https://dashboard.stripe.com/login", "ps": 100}
}
`, V{"_acct": g.s(alUpNum, 26), "_item": g.s(alLowNum, 26), "a": g.pwStrong(), "_f": g.hex(32), "b": g.totp(), "c": g.pw()},
		"finance@acme.io", "https://dashboard.stripe.com/login")

	g.add("doc/1password-csv-export", `
$ head -5 ~/Downloads/1Password-Export-2024-06-11.csv
"Title","Url","Username","Password","OTPAuth","Favorite","Archived","Tags","Notes"
"AWS root (acme-prod)","https://signin.aws.amazon.com","root@acme.io","«a»","otpauth://totp/Amazon%20Web%20Services:root@acme-prod?secret=«b»&issuer=Amazon%20Web%20Services","true","false","infra","account «_acct»"
"Namecheap","https://www.namecheap.com","acmeadmin","«c»","","false","false","domains",""
"Office printer","http://192.168.10.40","admin","«d»","","false","false","",""
"Old Heroku","https://id.heroku.com","ops@acme.io","«e»","","false","true","","shut down in 2023"
`, V{"a": g.pwStrong(), "b": g.s(alB32, 64), "_acct": g.digits(12), "c": g.pw(), "d": g.txShortPw(), "e": g.pwURL()},
		"root@acme.io", "acmeadmin", "http://192.168.10.40")

	g.add("doc/bitwarden-json-unencrypted", `
$ jq '.items[:2]' bitwarden_export_20240611101544.json
[
  {
    "passwordHistory": null,
    "revisionDate": "2024-05-28T09:14:03.120Z",
    "creationDate": "2023-02-11T17:40:51.004Z",
    "id": "«_id1»",
    "organizationId": null,
    "folderId": "«_fold»",
    "type": 1,
    "reprompt": 0,
    "name": "GitLab (self-hosted)",
    "notes": null,
    "favorite": false,
    "fields": [
      {"name": "runner registration", "value": "«a»", "type": 1, "linkedId": null}
    ],
    "login": {
      "fido2Credentials": [],
      "uris": [{"match": null, "uri": "https://git.acme.io"}],
      "username": "dana.k",
      "password": "«b»",
      "totp": "«c»"
    },
    "collectionIds": null
  },
  {
    "id": "«_id2»",
    "folderId": "«_fold»",
    "type": 2,
    "name": "backup server",
    "notes": "root / «d»\nLUKS passphrase: «e»",
    "secureNote": {"type": 0}
  }
]
`, V{"_id1": g.uuid(), "_fold": g.uuid(), "a": g.apGlrt(), "b": g.pwStrong(), "c": g.totp(), "_id2": g.uuid(), "d": g.pw(), "e": g.seedPhrase(6)},
		"https://git.acme.io", "dana.k")

	g.add("doc/bitwarden-csv-export", `
folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp
Work,1,login,Jira Cloud,,,0,https://acme.atlassian.net,dana@acme.io,«a»,
Work,,login,Sentry,,"api: «b»",0,https://sentry.io,dana@acme.io,«c»,otpauth://totp/Sentry:dana@acme.io?secret=«d»
Home,,login,Fritz!Box,,,0,http://fritz.box,,«e»,
,,note,Kindle serial,B0«_ser»,,0,,,,
`, V{"a": g.pw(), "b": g.sentryUser(), "c": g.pwStrong(), "d": g.totp(), "e": g.txShortPw(), "_ser": g.s(alUpNum, 14)},
		"https://acme.atlassian.net", "http://fritz.box")

	g.add("doc/bitwarden-encrypted-export-and-password", `
I exported my vault with a password so I can import it on the new laptop:

{
  "encrypted": true,
  "passwordProtected": true,
  "salt": "«=salt»",
  "kdfType": 0,
  "kdfIterations": 600000,
  "encKeyValidation_DO_NOT_EDIT": "2.«=v1»|«=v2»|«=v3»",
  "data": "2.«=d1»|«=d2»|«=d3»"
}

The file password is «a» (the new one, not my master password). Can you write a script that imports it with the bw CLI?
`, V{"=salt": g.b64(16), "=v1": g.b64(16), "=v2": g.b64(64), "=v3": g.b64(32), "=d1": g.b64(16), "=d2": g.b64(600), "=d3": g.b64(32), "a": g.pw()},
		"kdfIterations", "bw CLI")

	g.add("doc/keepass-xml-export-entry", `
<KeePassFile>
	<Meta>
		<Generator>KeePass</Generator>
		<DatabaseName>Acme Ops</DatabaseName>
	</Meta>
	<Root>
		<Group>
			<UUID>«_g»</UUID>
			<Name>Network</Name>
			<Entry>
				<UUID>«_e»</UUID>
				<String><Key>Title</Key><Value>core switch sw-core-01</Value></String>
				<String><Key>UserName</Key><Value>netadmin</Value></String>
				<String><Key>Password</Key><Value ProtectInMemory="True">«a»</Value></String>
				<String><Key>URL</Key><Value>ssh://10.20.0.2</Value></String>
				<String><Key>Notes</Key><Value>enable secret: «b»</Value></String>
				<String><Key>otp</Key><Value>otpauth://totp/sw-core-01:netadmin?secret=«c»&amp;period=30&amp;digits=6&amp;issuer=sw-core-01</Value></String>
				<History>
					<Entry>
						<UUID>«_e»</UUID>
						<String><Key>Password</Key><Value ProtectInMemory="True">«d»</Value></String>
					</Entry>
				</History>
			</Entry>
		</Group>
	</Root>
</KeePassFile>
`, V{"_g": g.docKPUUID(), "_e": g.docKPUUID(), "a": g.pwStrong(), "b": g.pwURL(), "c": g.totp(), "d": g.pw()},
		"sw-core-01", "ssh://10.20.0.2")

	g.add("doc/keepassxc-csv-export", `
"Group","Title","Username","Password","URL","Notes","TOTP","Icon","Last Modified","Created"
"Root/Mail","Fastmail","dana@fastmail.com","«a»","https://app.fastmail.com","","otpauth://totp/Fastmail:dana?secret=«b»&period=30&digits=6&issuer=Fastmail","0","2024-05-02T08:11:12Z","2021-09-14T19:02:00Z"
"Root/Mail","Fastmail app password (Thunderbird)","dana@fastmail.com","«c»","","IMAP only","","0","2024-05-02T08:12:40Z","2024-05-02T08:12:40Z"
"Root/Home","NAS","admin","«d»","https://nas.local:5001","","","0","2023-12-30T10:00:00Z","2023-12-30T10:00:00Z"
`, V{"a": g.pwStrong(), "b": g.totp(), "c": g.an(16), "d": g.pw()}, "dana@fastmail.com", "https://nas.local:5001")

	g.add("doc/lastpass-csv-with-secure-note", `
url,username,password,totp,extra,name,grouping,fav
https://portal.azure.com,ops@acmecorp.onmicrosoft.com,«a»,,,Azure portal (break-glass),Shared-Infra,0
http://sn,,,,"NoteType:Server
Language:en-US
Hostname:db-legacy.acme.local
Username:sa
Password:«b»
Notes:SQL Server 2016, port 1433",legacy SQL,Shared-Infra,0
https://www.paypal.com,billing@acme.io,«c»,«d»,,PayPal,Finance,1
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pwURL(), "d": g.totp()},
		"ops@acmecorp.onmicrosoft.com", "db-legacy.acme.local", "billing@acme.io")

	g.add("doc/chrome-passwords-csv", `
$ cat "Chrome Passwords.csv"
name,url,username,password,note
accounts.google.com,https://accounts.google.com/signin/v2/challenge/pwd,dana.k@gmail.com,«a»,
github.com,https://github.com/session,dana-k,«b»,
localhost,http://localhost:8080/login,admin,«c»,
192.168.1.1,http://192.168.1.1/,admin,«d»,router
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.txShortPw(), "d": g.pwURL()}, "dana.k@gmail.com", "https://github.com/session")

	g.add("doc/firefox-logins-csv", `
"url","username","password","httpRealm","formActionOrigin","guid","timeCreated","timeLastUsed","timePasswordChanged"
"https://login.ovh.com","dk123456-ovh","«a»",,"https://login.ovh.com","{«_g1»}","1672502400000","1717400000000","1672502400000"
"https://grafana.acme.io","admin","«b»",,"https://grafana.acme.io","{«_g2»}","1690000000000","1717300000000","1699999999000"
"https://intranet.acme.local","ACME\dkoch","«c»","Acme Intranet",,"{«_g3»}","1650000000000","1710000000000","1650000000000"
`, V{"a": g.pwStrong(), "_g1": g.uuid(), "b": g.pw(), "_g2": g.uuid(), "c": g.pw(), "_g3": g.uuid()},
		"dk123456-ovh", "https://grafana.acme.io")

	g.add("doc/apple-passwords-csv", `
Title,URL,Username,Password,Notes,OTPAuth
appleid.apple.com (dana@icloud.com),https://appleid.apple.com/,dana@icloud.com,«a»,,
hetzner.com (acme-ops),https://accounts.hetzner.com/login,acme-ops,«b»,,otpauth://totp/Hetzner:acme-ops?secret=«c»&algorithm=SHA1&digits=6&period=30
wlan (Home-Mesh),,Home-Mesh,«d»,,
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.totp(), "d": g.docWifiPw()}, "dana@icloud.com", "https://accounts.hetzner.com/login")

	g.add("doc/macos-security-dump-keychain-d", `
$ security dump-keychain -d ~/Library/Keychains/login.keychain-db 2>/dev/null | sed -n '1,40p'
keychain: "/Users/dana/Library/Keychains/login.keychain-db"
version: 512
class: "inet"
attributes:
    0x00000007 <blob>="git.acme.io"
    0x00000008 <blob>=<NULL>
    "acct"<blob>="dana"
    "atyp"<blob>="dflt"
    "cdat"<timedate>=0x32303234303130393131333035385A00  "20240109113058Z\000"
    "port"<uint32>=0x00000000
    "ptcl"<uint32>="htps"
    "srvr"<blob>="git.acme.io"
data:
"«a»"
keychain: "/Users/dana/Library/Keychains/login.keychain-db"
version: 512
class: "genp"
attributes:
    0x00000007 <blob>="Docker Credentials"
    "acct"<blob>="ghcr.io"
    "svce"<blob>="ghcr.io"
data:
"«b»"
`, V{"a": g.glpat(), "b": g.ghp()}, `"srvr"<blob>="git.acme.io"`, `"svce"<blob>="ghcr.io"`)

	g.add("doc/dashlane-credentials-csv", `
username,username2,username3,title,password,note,url,category,otpSecret
marketing@acme.io,,,Mailchimp,«a»,"API key for the newsletter sync: «b»",https://login.mailchimp.com,Business,
dana.k,,,Hostinger,«c»,,https://hpanel.hostinger.com,Business,«d»
+4915112345678,,,Telegram,,,https://web.telegram.org,Social,
`, V{"a": g.pw(), "b": g.mailchimp(), "c": g.pwStrong(), "d": g.totp()},
		"https://login.mailchimp.com", "+4915112345678")

	g.add("doc/proton-pass-json-export", `
{
  "version": "1.17.0",
  "userId": "«_uid»",
  "encrypted": false,
  "vaults": {
    "«_share»": {
      "name": "Personal",
      "description": "Personal vault",
      "items": [
        {
          "itemId": "«_item»",
          "shareId": "«_share»",
          "data": {
            "metadata": {"name": "Namecheap", "note": "", "itemUuid": "«_iu»"},
            "extraFields": [{"fieldName": "API key", "type": "hidden", "data": {"content": "«a»"}}],
            "type": "login",
            "content": {
              "itemEmail": "dana@proton.me",
              "itemUsername": "danakoch",
              "password": "«b»",
              "urls": ["https://www.namecheap.com/myaccount/login/"],
              "totpUri": "otpauth://totp/Namecheap:danakoch?secret=«c»&issuer=Namecheap&algorithm=SHA1&digits=6&period=30"
            }
          },
          "state": 1,
          "createTime": 1698312000,
          "modifyTime": 1716800000
        }
      ]
    }
  }
}
`, V{"_uid": g.b64u(86) + "==", "_share": g.b64u(86) + "==", "_item": g.b64u(86) + "==", "_iu": g.hex(8), "a": g.hex(32), "b": g.pwStrong(), "c": g.totp()},
		"dana@proton.me", "danakoch")

	g.add("doc/enpass-json-export", `
{
  "folders": [],
  "items": [
    {
      "uuid": "«_u»",
      "title": "Synology DS920+",
      "subtitle": "admin",
      "category": "login",
      "fields": [
        {"label": "Username", "type": "username", "value": "admin", "sensitive": 0},
        {"label": "Password", "type": "password", "value": "«a»", "sensitive": 1},
        {"label": "Website", "type": "url", "value": "https://192.168.178.20:5001", "sensitive": 0},
        {"label": "Hyper Backup encryption", "type": "password", "value": "«b»", "sensitive": 1},
        {"label": "Serial", "type": "text", "value": "«_sn»", "sensitive": 0}
      ],
      "note": "QuickConnect ID: dana-nas"
    }
  ]
}
`, V{"_u": g.uuid(), "a": g.pw(), "b": g.pwStrong(), "_sn": g.s(alUpNum, 13)}, "QuickConnect ID: dana-nas", "https://192.168.178.20:5001")

	g.add("doc/keeper-json-export", `
{
  "shared_folders": [{"path": "Engineering\\Cloud", "manage_users": false}],
  "records": [
    {
      "uid": "«_uid»",
      "title": "Cloudflare",
      "$type": "login",
      "login": "ops@acme.io",
      "password": "«a»",
      "login_url": "https://dash.cloudflare.com/login",
      "notes": "Global API key is in the custom field, use the scoped token for CI",
      "custom_fields": {
        "$oneTimeCode": "otpauth://totp/Cloudflare:ops%40acme.io?secret=«b»&issuer=Cloudflare",
        "$text:Global API Key": "«c»",
        "$text:Account ID": "«_acct»"
      },
      "folders": [{"shared_folder": "Engineering\\Cloud"}]
    }
  ]
}
`, V{"_uid": g.b64u(22), "a": g.pwStrong(), "b": g.totp(), "c": g.cfGlobal(), "_acct": g.hex(32)}, "https://dash.cloudflare.com/login")

	g.add("doc/nordpass-csv-export", `
name,url,additional_urls,username,password,note,cardholdername,cardnumber,cvc,expirydate,zipcode,folder,full_name,phone_number,email,address1,address2,city,country,state,type
Vercel,https://vercel.com/login,,dana-k,«a»,,,,,,,Dev,,,,,,,,,password
Supabase,https://supabase.com/dashboard,,dana@acme.io,«b»,"service role for staging: «c»",,,,,,Dev,,,,,,,,,password
Personal card,,,,,,Dana Koch,****4417,,09/27,,Finance,,,,,,,,,credit_card
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.supabaseService()}, "****4417", "https://supabase.com/dashboard")

	g.add("doc/roboform-csv-with-rf-fields", `
Name,Url,MatchUrl,Login,Pwd,Note,Folder,RfFieldsV2
Payroll (DATEV),https://login.datev.de,https://login.datev.de,«_u»,«a»,,/Finanzen,"txtPIN,,,txt,«b»"
Webmail,https://webmail.acme.de,https://webmail.acme.de,d.koch@acme.de,«c»,,/Arbeit,
`, V{"_u": "dk" + g.digits(6), "a": g.pwStrong(), "b": g.digits(6), "c": g.pw()}, "d.koch@acme.de", "https://login.datev.de")

	g.add("doc/windows-credential-manager-get-storedcredential", docCRLF(`
PS C:\Users\dana> Get-StoredCredential -AsCredentialObject | Select-Object TargetName,UserName,Password | Format-List

TargetName : LegacyGeneric:target=git:https://dev.azure.com
UserName   : dana@acme.onmicrosoft.com
Password   : «a»

TargetName : Domain:target=fileserver01.acme.local
UserName   : ACME\dkoch
Password   : «b»
`), V{"a": g.azDevops(), "b": g.pw()}, "LegacyGeneric:target=git:https://dev.azure.com", `ACME\dkoch`)
}

// ---- two-factor material and recovery keys ----

func (g *G) docTwoFactor() {
	g.add("doc/aegis-plain-export", `
$ jq '.db.entries[] | {issuer, name, info}' aegis-export-plain-20240611-101544.json
{
  "issuer": "GitHub",
  "name": "dana-k",
  "info": {
    "secret": "«a»",
    "algo": "SHA1",
    "digits": 6,
    "period": 30
  }
}
{
  "issuer": "AWS",
  "name": "root@acme-prod",
  "info": {
    "secret": "«b»",
    "algo": "SHA1",
    "digits": 6,
    "period": 30
  }
}
{
  "issuer": "Steam",
  "name": "dana_k",
  "info": {
    "secret": "«c»",
    "algo": "SHA1",
    "digits": 5,
    "period": 30
  }
}
`, V{"a": g.totp(), "b": g.s(alB32, 64), "c": g.s(alB32, 32)}, "root@acme-prod", `"algo": "SHA1"`)

	mig := url.QueryEscape(g.b64(180))
	g.add("doc/google-authenticator-migration-qr", `
$ zbarimg --raw ~/Pictures/authenticator-export-1.png
otpauth-migration://offline?data=«a»
scanned 1 barcode symbols from 1 images in 0.04 seconds

can you decode this into otpauth:// lines so I can import them into KeePassXC?
`, V{"a": mig}, "scanned 1 barcode symbols", "KeePassXC")

	g.add("doc/otpauth-lines-in-notes-md", docBT(`
## 2FA seeds (moved here from the old phone)

ˋˋˋ
otpauth://totp/Cloudflare:ops%40acme.io?secret=«a»&issuer=Cloudflare
otpauth://totp/npm:acme-bot?secret=«b»&issuer=npm&algorithm=SHA1&digits=6&period=30
otpauth://hotp/Yubico:legacy-vpn?secret=«c»&counter=17&digits=8
ˋˋˋ

TODO: move these into the hardware keys and delete this note.
`), V{"a": g.totp(), "b": g.totp(), "c": g.s(alB32, 40)}, "issuer=Cloudflare", "counter=17")

	g.add("doc/totp-setup-key-google-spaced", `
Set up Authenticator
1. Get the Authenticator App from the Play Store.
2. In the App select Set up account.
3. Choose Enter a setup key.
Enter your email address and this key (spaces don't matter):
«a»
Make sure Time based is turned on, and tap Add to finish.
`, V{"a": g.docB32Spaced()}, "Enter a setup key.", "Time based")

	g.add("doc/aws-virtual-mfa-base32-seed", `
$ aws iam create-virtual-mfa-device --virtual-mfa-device-name ci-breakglass \
    --outfile /tmp/ci-breakglass.seed --bootstrap-method Base32StringSeed
{
    "VirtualMFADevice": {
        "SerialNumber": "arn:aws:iam::«_acct»:mfa/ci-breakglass"
    }
}
$ cat /tmp/ci-breakglass.seed
«a»
$ aws iam enable-mfa-device --user-name breakglass --serial-number arn:aws:iam::«_acct»:mfa/ci-breakglass \
    --authentication-code1 «=c1» --authentication-code2 «=c2»
`, V{"_acct": g.digits(12), "a": g.s(alB32, 64), "=c1": g.digits(6), "=c2": g.digits(6)}, "mfa/ci-breakglass")

	g.add("doc/github-recovery-codes-file", `
$ cat ~/Downloads/github-recovery-codes.txt
«a»
«b»
«c»
«d»
«e»
«f»
«g»
«h»
$ mv ~/Downloads/github-recovery-codes.txt ~/Documents/keys/
`, V{"a": g.docGHRecovery(), "b": g.docGHRecovery(), "c": g.docGHRecovery(), "d": g.docGHRecovery(),
		"e": g.docGHRecovery(), "f": g.docGHRecovery(), "g": g.docGHRecovery(), "h": g.docGHRecovery()}, "~/Documents/keys/")

	g.add("doc/google-backup-codes-two-columns", `
BACKUP VERIFICATION CODES

dana.koch.acme@gmail.com

1. «a»        6. «f»
2. «b»        7. «g»
3. «c»        8. «h»
4. «d»        9. «i»
5. «e»       10. «j»

Keep these backup codes somewhere safe but accessible.
Each backup code can be used only once.
Jun 11, 2024
`, V{"a": g.docGoogleBackup(), "b": g.docGoogleBackup(), "c": g.docGoogleBackup(), "d": g.docGoogleBackup(), "e": g.docGoogleBackup(),
		"f": g.docGoogleBackup(), "g": g.docGoogleBackup(), "h": g.docGoogleBackup(), "i": g.docGoogleBackup(), "j": g.docGoogleBackup()},
		"dana.koch.acme@gmail.com", "Each backup code can be used only once.")

	g.add("doc/microsoft-account-recovery-code", `
Microsoft account
Your new recovery code

Write down this code and keep it in a safe place. If you ever lose access
to your account, you can use it to get back in.

	«a»

Account: d.koch@outlook.com
`, V{"a": g.docMSRecovery()}, "d.koch@outlook.com", "Your new recovery code")

	g.add("doc/bitlocker-recovery-key-txt", docCRLF(`
PS C:\Users\dana\OneDrive\Documents> Get-Content '.\BitLocker Recovery Key «_id».TXT'
BitLocker Drive Encryption recovery key

To verify that this is the correct recovery key, compare the start of the following identifier with the identifier value displayed on your PC.

Identifier:

	«_id»

If the above identifier matches the one displayed by your PC, then use the following key to unlock your drive.

Recovery Key:

	«a»

If the above identifier doesn't match the one displayed by your PC, then this isn't the right key to unlock your drive.
Try another recovery key, or refer to https://go.microsoft.com/fwlink/?LinkID=260589 for additional assistance.
`), V{"_id": g.infUUIDU(), "a": g.docBitLocker()}, "https://go.microsoft.com/fwlink/?LinkID=260589")

	g.add("doc/manage-bde-protectors-get", docCRLF(`
C:\WINDOWS\system32> manage-bde -protectors -get D:
BitLocker Drive Encryption: Configuration Tool version 10.0.22621
Copyright (C) 2013 Microsoft Corporation. All rights reserved.

Volume D: [Data]
All Key Protectors

    Numerical Password:
      ID: {«_id1»}
      Password:
        «a»

    Password:
      ID: {«_id2»}

    Auto Unlock:
      ID: {«_id3»}
      External Key File Name:
        «_f».BEK
`), V{"_id1": g.infUUIDU(), "a": g.docBitLocker(), "_id2": g.infUUIDU(), "_id3": g.infUUIDU(), "_f": g.infUUIDU()},
		"Volume D: [Data]")

	g.add("doc/apple-recovery-key-note", `
Apple ID recovery key (generated when I turned on Advanced Data Protection, 2 Nov 2023)
account: dana@icloud.com
key:     «a»
printed copy is in the blue folder. trusted contact = Jonas
`, V{"a": g.docAppleRK()}, "dana@icloud.com", "trusted contact = Jonas")

	g.add("doc/1password-emergency-kit-pdftotext", `
$ pdftotext -layout "1Password Emergency Kit A3-«=kit».pdf" - | sed -n '1,30p'
                       Emergency Kit
                       Created for Dana Koch on June 11th, 2024.

  SIGN-IN ADDRESS
  https://acme-family.1password.com

  EMAIL ADDRESS
  dana@koch.family

  SECRET KEY
  «a»

  MASTER PASSWORD
  «b»

  This is your Emergency Kit. Print it out and keep it somewhere safe.
`, V{"=kit": g.s(alUpNum, 6), "a": g.doc1PSecretKey(), "b": g.seedPhrase(4)}, "https://acme-family.1password.com", "dana@koch.family")

	dc := func() string { return g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) }
	g.add("doc/discord-backup-codes-txt", `
These are your Discord backup codes for account dana_k. Keep them safe!
 * «a»
 * «b»
 * «c»
 * «d»
 * «=e» (used)
`, V{"a": dc(), "b": dc(), "c": dc(), "d": dc(), "=e": dc()}, "account dana_k")

	g.add("doc/2fas-backup-json", `
{
  "services": [
    {
      "name": "Hetzner Cloud",
      "secret": "«a»",
      "updatedAt": 1717412044000,
      "otp": {"label": "acme-ops", "account": "acme-ops", "issuer": "Hetzner", "digits": 6, "period": 30, "algorithm": "SHA1", "tokenType": "TOTP", "source": "Link"},
      "order": {"position": 0},
      "icon": {"selected": "Label", "label": {"text": "HE", "backgroundColor": "Orange"}}
    },
    {
      "name": "PyPI",
      "secret": "«b»",
      "updatedAt": 1717412099000,
      "otp": {"label": "acme-release", "account": "acme-release", "issuer": "PyPI", "digits": 6, "period": 30, "algorithm": "SHA1", "tokenType": "TOTP", "source": "Manual"},
      "order": {"position": 1}
    }
  ],
  "groups": [],
  "schemaVersion": 4,
  "appVersionCode": 5000012,
  "appOrigin": "android"
}
`, V{"a": g.totp(), "b": g.totp()}, "acme-release", `"appOrigin": "android"`)

	g.add("doc/andotp-json-export", `
[{"secret":"«a»","issuer":"Bitwarden","label":"dana@koch.family","digits":6,"type":"TOTP","algorithm":"SHA1","thumbnail":"Default","last_used":1717412044000,"used_frequency":12,"period":30,"tags":["home"]},
{"secret":"«b»","issuer":"Coinbase","label":"dana@koch.family","digits":6,"type":"TOTP","algorithm":"SHA1","thumbnail":"Default","last_used":1717300000000,"used_frequency":3,"period":30,"tags":[]}]
`, V{"a": g.totp(), "b": g.s(alB32, 16)}, "dana@koch.family")

	g.add("doc/ykman-oath-add-from-notes", `
moving the seeds from my notes onto both YubiKeys:

$ ykman oath accounts add --touch --issuer Okta dana.koch «a»
$ ykman oath accounts add --issuer "Azure DevOps" dana@acme.io «b»
$ ykman oath accounts list
Azure DevOps:dana@acme.io
Okta:dana.koch
`, V{"a": g.totp(), "b": g.s(alB32, 16)}, "Okta:dana.koch", "Azure DevOps:dana@acme.io")

	g.add("doc/proton-recovery-phrase-note", `
Proton recovery phrase (Settings > Recovery > Recovery phrase), written down 12/03/2024:
«a»
do NOT type this into any website except account.proton.me
`, V{"a": g.seedPhrase(12)}, "account.proton.me")

	g.add("doc/bitwarden-two-step-recovery-code", `
Bitwarden → Settings → Security → Two-step login → View recovery code

Your two-step login recovery code:
«a»

Bitwarden support cannot recover this for you.
`, V{"a": g.docGroups(alUpNum, 8, 4, " ")}, "Two-step login", "Bitwarden support cannot recover this for you.")
}

// ---- e-mails ----

func (g *G) docEmails() {
	user := "acme-" + g.s(alLowNum, 6)
	g.add("doc/eml-welcome-mime-alternative", docCRLF(`
Return-Path: <noreply@hosting.example>
Received: from mail-out.hosting.example (mail-out.hosting.example [203.0.113.25])
	by mx.acme.io with ESMTPS id «_qid»
	for <ops@acme.io>; Tue, 11 Jun 2024 10:15:44 +0200
DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=hosting.example; s=mail2024;
	h=from:to:subject:date:message-id; bh=«_bh»;
	b=«_b»
Message-ID: <«_mid»@hosting.example>
From: Example Hosting <noreply@hosting.example>
To: ops@acme.io
Subject: Your new server is ready
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="b1_«_bnd»"

--b1_«_bnd»
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

Your server vps-«_vps» is ready.

IP address: 203.0.113.77
Username: root
Password: «a»

Control panel: https://panel.hosting.example
Panel login: «_user»
Panel password: «b»

--b1_«_bnd»
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: 8bit

<p>Your server <b>vps-«_vps»</b> is ready.</p>
<table><tr><td>Username</td><td>root</td></tr><tr><td>Password</td><td><code>«a»</code></td></tr></table>
<p>Panel login: «_user» / «b»</p>

--b1_«_bnd»--
`), V{"_qid": g.an(12), "_bh": g.b64(32), "_b": g.b64(128), "_mid": g.uuid(), "_bnd": g.hex(32), "_vps": g.digits(6), "a": g.pwURL(), "_user": user, "b": g.pw()},
		"203.0.113.77", "https://panel.hosting.example")

	g.add("doc/eml-forwarded-german-zugangsdaten", `
---------- Weitergeleitete Nachricht ---------
Von: IT-Service Stadtwerke <it-service@stadtwerke-musterstadt.de>
Datum: Mo., 10. Juni 2024 um 14:02 Uhr
Betreff: Ihre Zugangsdaten für das Lieferantenportal
An: <einkauf@acme.de>

Sehr geehrte Damen und Herren,

anbei erhalten Sie Ihre Zugangsdaten für das Lieferantenportal:

Benutzername: «_u»
Initialpasswort: «a»

Bitte ändern Sie das Passwort nach der ersten Anmeldung.

Mit freundlichen Grüßen
Ihr IT-Service
`, V{"_u": "LF-" + g.digits(6), "a": g.pw()}, "einkauf@acme.de", "Lieferantenportal")

	g.add("doc/eml-french-identifiants", `
De : Support Hébergement <support@hebergeur.example.fr>
Envoyé : mardi 11 juin 2024 09:12
À : dana@acme.fr
Objet : Vos identifiants FTP

Bonjour,

Voici vos identifiants de connexion FTP :

  Serveur : ftp.cluster021.hebergeur.example.fr
  Identifiant : «_u»
  Mot de passe : «a»

Pour des raisons de sécurité, nous vous conseillons de le modifier dès la première connexion.

Cordialement,
L'équipe support
`, V{"_u": "acmefr" + g.digits(3), "a": g.pwURL()}, "ftp.cluster021.hebergeur.example.fr", "Objet : Vos identifiants FTP")

	g.add("doc/eml-spanish-credenciales", `
Asunto: Sus credenciales de acceso a la plataforma
De: soporte@erp-nube.example.es
Para: administracion@acme.es

Estimado cliente:

Le enviamos los datos de acceso para su empresa:

Usuario: administracion@acme.es
Contraseña provisional: «a»
Código de empresa: «_emp»

Por seguridad, cambie la contraseña al iniciar sesión por primera vez.
`, V{"a": g.pw(), "_emp": "EMP-" + g.digits(5)}, "administracion@acme.es")

	g.add("doc/eml-portuguese-br-dados-de-acesso", `
Assunto: Dados de acesso - Painel do revendedor
De: Atendimento <atendimento@revenda.example.com.br>
Para: ti@acme.com.br

Olá, tudo bem?

Seguem os dados de acesso ao painel:

Link: https://painel.revenda.example.com.br
Login: «_u»
Senha: «a»

Token da API (para integração com o ERP):
«b»

Qualquer dúvida estamos à disposição.
`, V{"_u": "acme" + g.digits(4), "a": g.pwStrong(), "b": g.hex(40)}, "https://painel.revenda.example.com.br", "ti@acme.com.br")

	g.add("doc/eml-italian-credenziali", `
Oggetto: Credenziali di accesso area riservata
Da: assistenza@gestionale.example.it
A: amministrazione@acme.it

Gentile cliente,
di seguito le credenziali per accedere all'area riservata:

Nome utente: «_u»
Password provvisoria: «a»
PIN dispositivo: «b»

La password dovrà essere cambiata al primo accesso.
Cordiali saluti
`, V{"_u": "AC" + g.digits(7), "a": g.pw(), "b": g.digits(8)}, "amministrazione@acme.it")

	g.add("doc/eml-dutch-inloggegevens", `
Onderwerp: Je inloggegevens voor het klantportaal
Van: Klantenservice <noreply@boekhouding.example.nl>
Aan: finance@acme.nl

Beste klant,

Je account is aangemaakt. Hieronder vind je je inloggegevens:

Gebruikersnaam:  finance@acme.nl
Wachtwoord:      «a»

Wij raden je aan het wachtwoord direct te wijzigen.
`, V{"a": g.pwStrong()}, "finance@acme.nl", "Onderwerp: Je inloggegevens voor het klantportaal")

	g.add("doc/eml-polish-dane-logowania", `
Temat: Dane logowania do panelu klienta
Od: Biuro Obsługi Klienta <bok@hosting.example.pl>
Do: admin@acme.pl

Dzień dobry,

poniżej przesyłamy dane logowania:

Login: «_u»
Hasło: «a»
Hasło do bazy danych MySQL: «b»

Prosimy o zmianę hasła po pierwszym logowaniu.
Pozdrawiamy
`, V{"_u": "acme_" + g.digits(5), "a": g.pwURL(), "b": g.pwStrong()}, "admin@acme.pl", "Dane logowania do panelu klienta")

	g.add("doc/eml-japanese-account-notice", `
件名: 【重要】アカウント発行のお知らせ
差出人: 情報システム部 <it@acme.co.jp>
宛先: tanaka@acme.co.jp

田中様

お疲れ様です。情報システム部です。
社内ポータルのアカウントを発行しましたので、お知らせいたします。

ログインID：«_u»
初期パスワード：«a»

初回ログイン時にパスワードの変更をお願いいたします。
`, V{"_u": "t" + g.digits(6), "a": g.pwURL()}, "tanaka@acme.co.jp", "ログインID：")

	g.add("doc/eml-chinese-account-opened", `
主题：账号开通通知
发件人：运维组 <ops@acme.cn>
收件人：li.wei@acme.cn

李伟，你好：

你的服务器账号已开通，信息如下：

服务器地址：10.12.3.45
账号：liwei
初始密码：«a»
堡垒机动态口令种子：«b»

请在首次登录后立即修改密码，不要转发本邮件。
`, V{"a": g.pw(), "b": g.totp()}, "li.wei@acme.cn", "服务器地址：10.12.3.45")

	g.add("doc/eml-russian-dostup-k-serveru", `
Тема: Доступ к серверу 1С
От: Сисадмин <admin@acme.ru>
Кому: buh@acme.ru

Добрый день!

Доступы к серверу:
IP: 10.0.5.21
Логин: buh01
Пароль: «a»

Пароль от базы 1С (пользователь "Бухгалтер"): «b»

Никому не пересылайте это письмо.
`, V{"a": g.pw(), "b": g.txShortPw()}, "buh@acme.ru", "Логин: buh01")

	g.add("doc/eml-turkish-sunucu-bilgileri", `
Konu: Sunucu bilgileri
Kimden: destek@barindirma.example.com.tr
Kime: yazilim@acme.com.tr

Merhaba,

Sunucunuz hazır. Bağlantı bilgileri aşağıdadır:

IP adresi: 198.51.100.14
Kullanıcı adı: root
Şifre: «a»
Plesk parolası: «b»

İyi çalışmalar.
`, V{"a": g.pwStrong(), "b": g.pw()}, "198.51.100.14", "yazilim@acme.com.tr")

	g.add("doc/eml-swedish-bredband-router", `
Ämne: Välkommen till ditt nya bredband
Från: Kundservice <kundservice@bredband.example.se>
Till: dana.koch@example.se

Hej Dana!

Din router är nu aktiverad.

Nätverksnamn (SSID): «_ssid»
WiFi-lösenord: «a»
Lösenord till routerns administrationssida: «b»

Med vänliga hälsningar
Kundservice
`, V{"_ssid": "Bredband-" + g.s(alUpNum, 4), "a": g.docWifiPw(), "b": g.an(10)}, "dana.koch@example.se")

	g.add("doc/eml-password-reset-link", `
From: Acme Cloud <no-reply@acme.cloud>
To: dana@acme.io
Subject: Reset your password
Date: Tue, 11 Jun 2024 10:21:09 +0000
Message-ID: <«_mid»@mail.acme.cloud>

Someone asked to reset the password for your Acme Cloud account.

Reset it here (the link expires in 60 minutes):
https://console.acme.cloud/account/reset?token=«a»&uid=«_uid»

If you didn't ask for this, ignore this email. Request ID: «_rid»
`, V{"_mid": g.hex(24), "a": g.b64u(43), "_uid": g.digits(7), "_rid": g.uuid()}, "dana@acme.io")

	g.add("doc/eml-magic-link-sign-in", `
Subject: Your sign-in link for Acme Notes
From: Acme Notes <login@notes.example>
To: priya@acme.io

Click to sign in. This link can be used once and expires in 15 minutes.

https://notes.example/auth/callback/email?token=«a»&email=priya%40acme.io&callbackUrl=%2Fdashboard

Or enter this code: «b»
`, V{"a": g.hex(64), "b": g.s(alUpNum, 8)}, "callbackUrl=%2Fdashboard")

	att := g.pw()
	g.add("doc/eml-base64-attachment-credentials", docCRLF(`
From: Thomas Berger <t.berger@partner-agentur.example>
To: dev@acme.de
Subject: Zugang Staging-Server
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="=_mixed_«_bnd»"

--=_mixed_«_bnd»
Content-Type: text/plain; charset="utf-8"

Hallo zusammen, die Zugangsdaten liegen im Anhang.
Gruß Thomas

--=_mixed_«_bnd»
Content-Type: text/plain; name="zugang.txt"
Content-Disposition: attachment; filename="zugang.txt"
Content-Transfer-Encoding: base64

«a»
--=_mixed_«_bnd»--
`), V{"_bnd": g.hex(16), "a": strings.ReplaceAll(wrap(b64s("Host: staging.partner-agentur.example\nSSH-User: deploy\nPasswort: "+att+"\n"), 76), "\n", "\r\n")},
		"t.berger@partner-agentur.example", `filename="zugang.txt"`)

	g.add("doc/eml-outlook-reply-chain-sftp", `
From: Marco Rossi <m.rossi@logistics-partner.example>
Sent: Tuesday, June 11, 2024 11:03 AM
To: Dana Koch <dana@acme.io>
Subject: RE: SFTP access for the nightly order feed

Hi Dana, the test upload worked. Thanks!

-----Original Message-----
From: Dana Koch <dana@acme.io>
Sent: Monday, June 10, 2024 4:47 PM
To: Marco Rossi <m.rossi@logistics-partner.example>
Subject: SFTP access for the nightly order feed

Hi Marco,

> Host: sftp.acme.io (port 2222)
> User: lp_orders
> Pass: «a»

Please upload to /inbound/orders. I'll send the PGP key separately.
`, V{"a": g.pwStrong()}, "m.rossi@logistics-partner.example", "/inbound/orders", "User: lp_orders")

	g.add("doc/eml-vendor-api-credentials-korean", `
제목: API 연동 정보 안내
보낸 사람: 기술지원팀 <support@pg.example.co.kr>
받는 사람: dev@acme.co.kr

안녕하세요, 기술지원팀입니다.
요청하신 운영 환경 연동 정보를 안내드립니다.

상점 ID: «_mid»
API 키: «a»
시크릿 키: «b»

시크릿 키는 외부에 노출되지 않도록 주의해 주세요.
`, V{"_mid": "acme" + g.digits(6), "a": "live_ak_" + g.an(24), "b": "live_sk_" + g.an(32)}, "dev@acme.co.kr", "상점 ID:")
}

// ---- tickets and wiki pages ----

func (g *G) docTickets() {
	g.add("doc/jira-wiki-markup-access-table", `
h2. OPS-2231 Migrate build agents to the new VLAN

h3. Access
||System||Host||User||Password||
|Jenkins|ci.acme.local|svc-build|«a»|
|Nexus|nexus.acme.local:8081|deployer|«b»|
|iDRAC agent-03|10.40.0.13|root|«c»|

{code:bash}
curl -u deployer:«b» https://nexus.acme.local:8081/service/rest/v1/status
{code}

_Delete the table once the migration is done._
`, V{"a": g.pwStrong(), "b": g.pwURL(), "c": g.pw()}, "ci.acme.local", "svc-build", "10.40.0.13")

	g.add("doc/jira-rest-issue-description", `
$ curl -s -u dana@acme.io:$JIRA_TOKEN https://acme.atlassian.net/rest/api/2/issue/SUP-8812 | jq '{key, summary: .fields.summary, description: .fields.description, comments: [.fields.comment.comments[].body]}'
{
  "key": "SUP-8812",
  "summary": "Customer cannot log into the reporting tenant",
  "description": "Customer: Nordlicht GmbH (tenant nordlicht-prod)\n\nThey sent their admin login so we can reproduce:\n*Login:* admin@nordlicht.example\n*Password:* «a»\n\nSteps: open /reports, click Export -> 500",
  "comments": [
    "Reproduced. Using their integration key from the settings page: {{«b»}}",
    "Fixed in 4.12.3, asked the customer to rotate both."
  ]
}
`, V{"a": g.pw(), "b": "nlk_" + g.an(32)}, "SUP-8812", "admin@nordlicht.example", "$JIRA_TOKEN")

	g.add("doc/confluence-storage-format-table", `
<h2>Shared service accounts</h2>
<ac:structured-macro ac:name="info"><ac:rich-text-body><p>Owner: Platform team. Rotate every 90 days.</p></ac:rich-text-body></ac:structured-macro>
<table data-layout="default">
  <tbody>
    <tr><th><p>Environment</p></th><th><p>URL</p></th><th><p>Account</p></th><th><p>Secret</p></th><th><p>Last rotated</p></th></tr>
    <tr><td><p>staging</p></td><td><p><a href="https://rabbit.stg.acme.io">rabbit.stg.acme.io</a></p></td><td><p>app-stg</p></td><td><p><code>«a»</code></p></td><td><p><time datetime="2024-04-02" /></p></td></tr>
    <tr><td><p>prod</p></td><td><p><a href="https://rabbit.acme.io">rabbit.acme.io</a></p></td><td><p>app-prod</p></td><td><p><code>«b»</code></p></td><td><p><time datetime="2024-04-02" /></p></td></tr>
  </tbody>
</table>
<ac:structured-macro ac:name="code"><ac:parameter ac:name="language">bash</ac:parameter><ac:plain-text-body><![CDATA[rabbitmqadmin -H rabbit.acme.io -u app-prod -p '«b»' list queues]]></ac:plain-text-body></ac:structured-macro>
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "https://rabbit.stg.acme.io", "app-stg", "Owner: Platform team. Rotate every 90 days.")

	g.add("doc/confluence-page-copied-text-tabs", `
Dev environment setup  (last updated by Priya S. on Mar 04, 2024)

Local services
Service	Port	User	Password
Postgres	5432	dev	«a»
Keycloak admin	8180	admin	«b»
MinIO console	9001	minio	«c»

If a password doesn't work, check #dev-env before resetting anything.
`, V{"a": g.txShortPw(), "b": g.pw(), "c": g.an(20)}, "Postgres	5432	dev", "check #dev-env before resetting anything")

	g.add("doc/notion-markdown-export-table", docBT(`
$ cat "Vendor logins «_pid».md"
# Vendor logins

Owner: @Dana Koch
Last edited: June 3, 2024

| Vendor | Login | Password | 2FA | Notes |
| --- | --- | --- | --- | --- |
| Printful | shop@acme.io | «a» | SMS to ops phone |  |
| Shippo | shop@acme.io | «b» | none | API key in Settings → API: ˋ«c»ˋ |
| Canva | design@acme.io | «d» | app | team plan |
`), V{"_pid": g.hex(32), "a": g.pw(), "b": g.pwStrong(), "c": "shippo_live_" + g.hex(40), "d": g.pw()}, "shop@acme.io", "SMS to ops phone")

	g.add("doc/notion-api-code-block", `
{
  "object": "block",
  "id": "«_bid»",
  "parent": {"type": "page_id", "page_id": "«_pid»"},
  "type": "code",
  "code": {
    "caption": [{"type": "text", "text": {"content": "staging .env (do not share outside eng)"}, "plain_text": "staging .env (do not share outside eng)"}],
    "rich_text": [{"type": "text", "text": {"content": "DATABASE_URL=postgres://app:«a»@stg-db.acme.internal:5432/app\nRESEND_API_KEY=«b»\nSESSION_SECRET=«c»"}, "plain_text": "DATABASE_URL=postgres://app:«a»@stg-db.acme.internal:5432/app\nRESEND_API_KEY=«b»\nSESSION_SECRET=«c»"}],
    "language": "shell"
  }
}
`, V{"_bid": g.uuid(), "_pid": g.uuid(), "a": g.pwURL(), "b": g.apResend(), "c": g.hex(64)}, "stg-db.acme.internal")

	g.add("doc/github-issue-markdown-repro-creds", docBT(`
### Describe the bug
Login fails on the self-hosted instance after upgrading to 3.2.0.

### To Reproduce
1. Go to https://demo.our-instance.example/login
2. Log in as ˋqa-adminˋ / ˋ«a»ˋ (throwaway account, delete after)
3. See error

<details><summary>config.yml</summary>

ˋˋˋyaml
smtp:
  host: smtp.eu.mailgun.org
  user: postmaster@mg.our-instance.example
  password: «b»
ˋˋˋ
</details>

### Version
3.2.0 (docker image sha256:«_d»)
`), V{"a": g.pw(), "b": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "_d": g.hex(64)}, "https://demo.our-instance.example/login", "qa-admin")

	g.add("doc/gitlab-issue-notes-api-json", `
$ glab api projects/412/issues/97/notes | jq '.[] | {author: .author.username, body}'
{
  "author": "m.yilmaz",
  "body": "Der Deploy-Token für das Registry-Pull ist jetzt:\nUser: «_n»\nToken: «a»"
}
{
  "author": "dana.k",
  "body": "Danke! Ich trage es in die Helm values ein und lösche den Kommentar danach."
}
`, V{"_n": "gitlab+deploy-token-" + g.digits(4), "a": "gldt-" + g.b64u(20)}, "m.yilmaz", "Ich trage es in die Helm values ein")

	g.add("doc/linear-issue-staging-tenant", `
ENG-1874  Billing page shows wrong VAT for EU customers
Status: In Progress · Priority: High · Assignee: Priya S.

Creds for the staging tenant (delete after QA):
email
  qa+eu-vat@acme.io
password
  «a»

Stripe test clock id: clock_«_c»
`, V{"a": g.pwStrong(), "_c": g.an(24)}, "qa+eu-vat@acme.io", "ENG-1874")

	g.add("doc/trello-card-json-desc", `
{
  "id": "«_id»",
  "name": "Set up the kiosk tablets for the trade fair",
  "desc": "- MDM enrollment: https://mdm.acme.io/enroll\n- Kiosk app PIN: «a»\n- Wi-Fi at the booth: Messe-Aussteller / «b»\n- Guided access passcode: «c»",
  "idList": "«_list»",
  "due": "2024-06-20T08:00:00.000Z",
  "labels": [{"name": "events", "color": "purple"}]
}
`, V{"_id": g.hex(24), "a": g.digits(8), "b": g.docWifiPw(), "c": g.digits(6), "_list": g.hex(24)}, "https://mdm.acme.io/enroll", "Messe-Aussteller")

	g.add("doc/redmine-textile-zugang-table", `
h2. Backup-Infrastruktur

|_. Dienst |_. Adresse |_. Benutzer |_. Kennwort |
| Backup-NAS | nas-bkp01.intern | admin | @«a»@ |
| Veeam-Konsole | veeam.intern | ACME\svc-veeam | @«b»@ |
| Tape-Library | 10.1.9.30 | service | @«c»@ |

Verschlüsselungskennwort der Backup-Jobs: «d»
(Ohne dieses Kennwort sind die Sicherungen nicht wiederherstellbar!)
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.txShortPw(), "d": g.seedPhrase(5)}, "nas-bkp01.intern", `ACME\svc-veeam`)

	g.add("doc/servicenow-incident-work-notes", `
INC0048213 | Password reset - shared mailbox accounting@
State: Resolved   Assignment group: Service Desk L1

2024-06-11 09:41:18 - Jane Doe (Work notes)
Reset completed in AD. Temp password: «a»
User must change password at next logon = TRUE

2024-06-11 09:38:02 - Caller (Additional comments)
Please reset, the old one expired. My employee ID is «_emp».
`, V{"a": g.pw(), "_emp": g.digits(6)}, "INC0048213", "User must change password at next logon = TRUE")

	g.add("doc/zendesk-ticket-comment-customer-key", `
$ curl -s https://acme.zendesk.com/api/v2/tickets/«_t»/comments.json -u agent@acme.io/token:$ZD_TOKEN | jq -r '.comments[].plain_body'
Hi, our integration stopped working yesterday. Here is our API key in case you need it: «a»
Account: orders@bakery-example.com, workspace ws_«_ws»
--
Thanks, we see 401s for that key since 2024-06-10 14:00 UTC. Please never send keys by email; we have revoked it and you can create a new one under Settings > API.
`, V{"_t": g.digits(6), "a": "ak_live_" + g.an(40), "_ws": g.an(10)}, "orders@bakery-example.com", "$ZD_TOKEN")

	g.add("doc/markdown-wide-table-credentials-column", `
| # | Customer | Environment | Region | Admin URL | Contact | Credentials |
|---|----------|-------------|--------|-----------|---------|-------------|
| 1 | Bäckerei Sonne | prod | eu-central-1 | https://sonne.shopadmin.example | +49 761 1234 5678 | shopadmin / «a» |
| 2 | Hafenbar | prod | eu-central-1 | https://hafenbar.shopadmin.example | info@hafenbar.example | shopadmin / «b» |
| 3 | Nordlicht | staging | eu-west-1 | https://nordlicht-stg.shopadmin.example | (ticket) | qa / «c» |
`, V{"a": g.pw(), "b": g.pw(), "c": g.txShortPw()}, "https://hafenbar.shopadmin.example", "info@hafenbar.example")

	g.add("doc/obsidian-note-dataview-fields", `
---
tags: [homelab, network]
created: 2024-02-18
---
# Homelab

## Proxmox
host:: pve01.home.arpa
root pw:: «a»
api token:: root@pam!terraform=«b»

## Pi-hole
web pw:: «c»
`, V{"a": g.pw(), "b": g.uuid(), "c": g.an(12)}, "pve01.home.arpa", "root@pam!terraform=")

	g.add("doc/mediawiki-wikitable", `
== Lab equipment ==
{| class="wikitable sortable"
! Device !! IP !! Login !! Password !! Location
|-
| Oscilloscope (LXI) || 10.9.0.21 || admin || «a» || Lab 2
|-
| PDU rack B || 10.9.0.5 || apc || «b» || Server room
|-
| Label printer || 10.9.0.33 || — || — || Shipping
|}
`, V{"a": g.txShortPw(), "b": g.pw()}, "Oscilloscope (LXI)", "10.9.0.5")

	g.add("doc/org-mode-table-and-property-drawer", `
* Servers
:PROPERTIES:
:LOGIN:    deploy
:PASSWORD: «a»
:END:
| host          | user   | pass  |
|---------------+--------+-------|
| web-01.acme.io | deploy | «b» |
| web-02.acme.io | deploy | «c» |
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.pwURL()}, "web-01.acme.io", ":LOGIN:    deploy")

	g.add("doc/asciidoc-table-runbook", `
= Runbook: Payment gateway failover
:toc:

== Credentials

[cols="1,2,2",options="header"]
|===
|System |Account |Password / key

|Gateway admin UI
|ops-failover
|«a»

|Gateway REST API
|key id «_kid»
|«b»
|===
`, V{"a": g.pwStrong(), "_kid": "kid_" + g.an(12), "b": g.b64(48)}, "ops-failover", "Gateway admin UI")

	g.add("doc/azure-devops-work-item-html", `
$ az boards work-item show --id 30412 --query "fields.\"System.Description\"" -o tsv
<div>Service principal for the nightly import job:</div><div><br></div><div>Tenant: <b>«_t»</b></div><div>Client ID: <b>«_c»</b></div><div>Client secret: <b>«a»</b> (expires 2025-06-01)</div>
`, V{"_t": g.uuid(), "_c": g.uuid(), "a": g.azSecret()}, "(expires 2025-06-01)")
}

// ---- spreadsheets ----

func (g *G) docSheets() {
	g.add("doc/csv-clients-header-far-from-value", `
$ head -4 clients_2024.csv
client_id,client,contact_name,contact_email,phone,plan,portal_url,portal_login,initial_password,onboarded,notes
C-«_c1»,Bäckerei Sonne,Jana Sonne,jana@sonne.example,«_p1»,pro,https://sonne.portal.example,sonne-admin,«a»,2024-01-15,
C-«_c2»,Hafenbar,Tom Berg,tom@hafenbar.example,«_p2»,basic,https://hafenbar.portal.example,hafenbar-admin,«b»,2024-02-03,asked for SSO
C-«_c3»,Nordlicht GmbH,Eva Nord,it@nordlicht.example,«_p3»,enterprise,https://nordlicht.portal.example,nordlicht-admin,«c»,2024-03-22,
`, V{"_c1": g.digits(5), "_p1": g.docPhone(), "a": g.pw(), "_c2": g.digits(5), "_p2": g.docPhone(), "b": g.pwURL(), "_c3": g.digits(5), "_p3": g.docPhone(), "c": g.pwStrong()},
		"jana@sonne.example", "sonne-admin")

	g.add("doc/tsv-pasted-from-excel", `
I pasted this from the ops sheet, can you turn it into a YAML inventory?

hostname	ip	os	ssh_user	ssh_password	owner
db-01	10.0.1.11	Ubuntu 22.04	ubuntu	«a»	data
db-02	10.0.1.12	Ubuntu 22.04	ubuntu	«b»	data
mq-01	10.0.2.5	Debian 12	admin	«c»	platform
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pw()}, "10.0.1.11", "Ubuntu 22.04")

	g.add("doc/xlsx-sharedstrings-xml", `
$ unzip -p Zugangsdaten_Marketing.xlsx xl/sharedStrings.xml | xmllint --format - | head -30
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="18" uniqueCount="14">
  <si><t>Tool</t></si>
  <si><t>Benutzer</t></si>
  <si><t>Passwort</t></si>
  <si><t>Bemerkung</t></si>
  <si><t>Google Ads</t></si>
  <si><t>marketing@acme.de</t></si>
  <si><t>«a»</t></si>
  <si><t>2FA über Handy von Lisa</t></si>
  <si><t>Meta Business</t></si>
  <si><t>«b»</t></si>
  <si><t>LinkedIn Campaign Manager</t></si>
  <si><t>«c»</t></si>
  <si><t>Hootsuite</t></si>
  <si><t>«d»</t></si>
</sst>
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pw(), "d": g.pwURL()}, "marketing@acme.de", "2FA über Handy von Lisa")

	g.add("doc/xlsx-sheet-xml-inline-strings", `
$ unzip -p accounts.xlsx xl/worksheets/sheet1.xml | sed 's/<row/\n<row/g' | sed -n '2,4p'
<row r="1"><c r="A1" t="inlineStr"><is><t>service</t></is></c><c r="B1" t="inlineStr"><is><t>user</t></is></c><c r="C1" t="inlineStr"><is><t>secret</t></is></c></row>
<row r="2"><c r="A2" t="inlineStr"><is><t>twilio</t></is></c><c r="B2" t="inlineStr"><is><t>«_sid»</t></is></c><c r="C2" t="inlineStr"><is><t>«a»</t></is></c></row>
<row r="3"><c r="A3" t="inlineStr"><is><t>sendgrid</t></is></c><c r="B3" t="inlineStr"><is><t>apikey</t></is></c><c r="C3" t="inlineStr"><is><t>«b»</t></is></c></row>
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "b": g.sendgrid()}, `<t>twilio</t>`)

	g.add("doc/google-sheets-api-values", `
$ curl -s "https://sheets.googleapis.com/v4/spreadsheets/«_sid»/values/Logins!A1:E4" -H "Authorization: Bearer $(gcloud auth print-access-token)"
{
  "range": "Logins!A1:E4",
  "majorDimension": "ROWS",
  "values": [
    ["Tool", "URL", "User", "Password", "Owner"],
    ["Figma", "https://figma.com", "design@acme.io", "«a»", "Lena"],
    ["Webflow", "https://webflow.com", "design@acme.io", "«b»", "Lena"],
    ["Adobe", "https://account.adobe.com", "creative@acme.io", "«c»", "Jonas"]
  ]
}
`, V{"_sid": "1" + g.b64u(43), "a": g.pw(), "b": g.pwStrong(), "c": g.pw()}, "design@acme.io", "Logins!A1:E4")

	g.add("doc/csv-semicolon-german-excel", `
Kunde;Ansprechpartner;Telefon;Router-IP;Benutzer;Kennwort;VPN-PSK
Praxis Dr. Weber;Fr. Weber;«_p1»;192.168.50.1;admin;«a»;«b»
Kanzlei Hoffmann;Hr. Lenz;«_p2»;192.168.60.1;admin;«c»;«d»
`, V{"_p1": g.docPhone(), "a": g.pw(), "b": g.an(24), "_p2": g.docPhone(), "c": g.pw(), "d": g.an(24)}, "Praxis Dr. Weber", "192.168.60.1")

	g.add("doc/pandas-dataframe-head", `
>>> df = pd.read_excel("it_inventory.xlsx", sheet_name="Accounts")
>>> df.head()
        system          username               password   mfa      owner
0    Salesforce   ops@acme.io.prod        «a»  True     Sales Ops
1       Zendesk        admin@acme.io        «b»  False    Support
2       Workday    integration_user        «c»  False    HR
3  Snowflake RO         BI_READER        «d»  False    Data
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pwStrong(), "d": g.pwURL()}, "ops@acme.io.prod", "integration_user")

	g.add("doc/csvlook-table", `
$ csvlook service_accounts.csv
| service    | account           | password               | rotated    |
| ---------- | ----------------- | ---------------------- | ---------- |
| ldap-bind  | cn=svc-ldap       | «a» | 2024-01-10 |
| smtp-relay | relay@acme.io     | «b» | 2023-11-02 |
| backup     | svc-restic        | «c» | 2024-03-30 |
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.seedPhrase(4)}, "cn=svc-ldap", "relay@acme.io")

	g.add("doc/ods-content-xml-cells", `
$ unzip -p Passwoerter.ods content.xml | xmllint --format - | grep -A2 'table-cell' | head -20
<table:table-cell office:value-type="string" calcext:value-type="string">
  <text:p>E-Mail (IMAP)</text:p>
</table:table-cell>
<table:table-cell office:value-type="string" calcext:value-type="string">
  <text:p>buero@praxis-weber.example</text:p>
</table:table-cell>
<table:table-cell office:value-type="string" calcext:value-type="string">
  <text:p>«a»</text:p>
</table:table-cell>
<table:table-cell office:value-type="string" calcext:value-type="string">
  <text:p>Telematik-Konnektor</text:p>
</table:table-cell>
<table:table-cell office:value-type="string" calcext:value-type="string">
  <text:p>«b»</text:p>
</table:table-cell>
`, V{"a": g.pw(), "b": g.an(12)}, "buero@praxis-weber.example", "Telematik-Konnektor")

	g.add("doc/airtable-records-json", `
{
  "records": [
    {
      "id": "rec«_r1»",
      "createdTime": "2024-05-02T10:12:44.000Z",
      "fields": {"Name": "Shopify staging", "Owner": "Dana", "Admin API token": "«a»", "Store": "acme-stg.myshopify.com"}
    },
    {
      "id": "rec«_r2»",
      "createdTime": "2024-05-03T08:01:10.000Z",
      "fields": {"Name": "Klaviyo", "Owner": "Lena", "Private key": "pk_«b»"}
    }
  ],
  "offset": "itr«_off»/rec«_r2»"
}
`, V{"_r1": g.an(14), "a": g.shpat(), "_r2": g.an(14), "b": g.hex(34), "_off": g.an(14)}, "acme-stg.myshopify.com")

	g.add("doc/openpyxl-iter-rows-output", `
>>> for row in ws.iter_rows(min_row=1, max_row=4, values_only=True):
...     print(row)
...
('Projekt', 'Umgebung', 'DB-Host', 'DB-Benutzer', 'DB-Passwort')
('Webshop', 'prod', 'pg-shop.intern', 'shop_rw', '«a»')
('Webshop', 'stage', 'pg-shop-stg.intern', 'shop_rw', '«b»')
('CRM', 'prod', 'mssql01.intern', 'crm_app', '«c»')
`, V{"a": g.pwStrong(), "b": g.pwURL(), "c": g.pw()}, "pg-shop.intern", "shop_rw")

	g.add("doc/miller-json-from-csv", `
$ mlr --icsv --ojson cat wifi_sites.csv
[
{
  "site": "Berlin HQ",
  "ssid": "ACME-Staff",
  "security": "WPA2-Enterprise",
  "psk": "",
  "radius_secret": "«a»"
},
{
  "site": "Hamburg",
  "ssid": "ACME-HH",
  "security": "WPA2-PSK",
  "psk": "«b»",
  "radius_secret": ""
}
]
`, V{"a": g.an(24), "b": g.docWifiPw()}, "ACME-Staff", "WPA2-Enterprise")

	g.add("doc/csv-password-in-free-text-notes", `
date,who,system,change,notes
2024-05-02,Dana,Grafana,upgrade 10.4 -> 11.0,
2024-05-06,Jonas,Grafana,reset admin,"pw changed to «a» after the upgrade, tell Priya"
2024-05-09,Priya,Loki,new S3 bucket,bucket loki-chunks-prod-eu
2024-05-13,Dana,Alertmanager,added pager,"routing key «b»"
`, V{"a": g.pw(), "b": g.hex(32)}, "upgrade 10.4 -> 11.0", "loki-chunks-prod-eu")

	g.add("doc/google-sheets-csv-export-download", `
$ curl -sL "https://docs.google.com/spreadsheets/d/«_sid»/export?format=csv&gid=«_gid»" | head -4
Kunde,Domain,Registrar,Login,Passwort,Auth-Code
Sonne,sonne-baeckerei.example,INWX,sonne-inwx,«a»,«b»
Hafenbar,hafenbar.example,Namecheap,hafenbar-nc,«c»,«d»
Weber,praxis-weber.example,Strato,«_s»,«e»,
`, V{"_sid": "1" + g.b64u(43), "_gid": g.digits(9), "a": g.pw(), "b": g.s(alAlnum+"!#%*+-", 16), "c": g.pwStrong(), "d": g.s(alAlnum+"!#%*+-", 16), "_s": g.digits(8), "e": g.pw()},
		"sonne-baeckerei.example", "hafenbar-nc")
}

// ---- chat exports ----

func (g *G) docChats() {
	g.add("doc/slack-export-channel-json-rich-text", `
$ jq '.[3]' export/ops/2024-06-11.json
{
  "type": "message",
  "user": "«_u»",
  "text": "here's the prod redis password: `+"`«a»`"+` (rotating on friday)",
  "ts": "«_ts»",
  "client_msg_id": "«_cm»",
  "team": "«_t»",
  "blocks": [
    {
      "type": "rich_text",
      "block_id": "«=b»",
      "elements": [
        {"type": "rich_text_section", "elements": [
          {"type": "text", "text": "here's the prod redis password: "},
          {"type": "text", "text": "«a»", "style": {"code": true}},
          {"type": "text", "text": " (rotating on friday)"}
        ]}
      ]
    }
  ],
  "user_profile": {"real_name": "Dana Koch", "display_name": "dana"}
}
`, V{"_u": "U0" + g.s(alUpNum, 9), "a": g.pwStrong(), "_ts": "1718" + g.digits(6) + "." + g.s(alDigit, 6), "_cm": g.uuid(), "_t": g.slackT(), "=b": g.an(5)},
		`"display_name": "dana"`)

	g.add("doc/slack-export-thread-code-block", `
{
  "type": "message",
  "user": "«_u»",
  "text": "<@«_u2»> creds for the vendor portal\n`+"```"+`\nuser: acme-integration\npass: «a»\nclient secret: «b»\n`+"```"+`",
  "ts": "«_ts»",
  "thread_ts": "«_tts»",
  "parent_user_id": "«_u2»"
}
`, V{"_u": "U0" + g.s(alUpNum, 9), "_u2": "U0" + g.s(alUpNum, 9), "a": g.pwStrong(), "b": g.b64u(40), "_ts": "1718" + g.digits(6) + ".000" + g.s(alDigit, 3), "_tts": "1718" + g.digits(6) + ".000" + g.s(alDigit, 3)},
		"acme-integration")

	g.add("doc/discordchatexporter-txt", `
==============================================================
Guild: Indie Game Jam
Channel: Text Channels / build-bots
Topic: bots, webhooks and CI
==============================================================

[6/11/2024 10:41 AM] mika.dev
new bot token for the staging bot, old one got reset
«a»

[6/11/2024 10:43 AM] dana_k
thx, and the webhook for #releases?

[6/11/2024 10:44 AM] mika.dev
https://discord.com/api/webhooks/«_wid»/«b»

==============================================================
Exported 4 message(s)
==============================================================
`, V{"a": g.discordBot(), "_wid": g.trSnowflake(), "b": g.b64u(68)}, "Channel: Text Channels / build-bots", "Exported 4 message(s)")

	g.add("doc/discordchatexporter-json", `
{
  "guild": {"id": "«_gid»", "name": "Acme Community"},
  "channel": {"id": "«_cid»", "type": "GuildTextChat", "category": "Staff", "name": "mods-only"},
  "messages": [
    {
      "id": "«_mid»",
      "type": "Default",
      "timestamp": "2024-06-11T10:41:22.413+00:00",
      "content": "mod bot dashboard: https://bot.acme.gg/admin  login moderators / «a»",
      "author": {"id": "«_aid»", "name": "lena_mod", "discriminator": "0000", "nickname": "Lena", "isBot": false},
      "attachments": [],
      "reactions": [{"emoji": {"name": "✅"}, "count": 2}]
    }
  ],
  "messageCount": 1
}
`, V{"_gid": g.trSnowflake(), "_cid": g.trSnowflake(), "_mid": g.trSnowflake(), "a": g.pw(), "_aid": g.trSnowflake()}, "https://bot.acme.gg/admin", "lena_mod")

	g.add("doc/teams-graph-chat-message-html", `
$ mgc chats messages list --chat-id 19:«_chat»@thread.v2 --top 1 | jq '.value[0] | {from: .from.user.displayName, body}'
{
  "from": "Markus Lenz",
  "body": {
    "contentType": "html",
    "content": "<p>Hi Dana, Passwort für den Testuser <strong>test.kasse01</strong>: <code>«a»</code></p><p>Und der Kassen-PIN ist <strong>«b»</strong>.</p>"
  }
}
`, V{"_chat": g.hex(32), "a": g.pw(), "b": g.digits(6)}, "test.kasse01", "Markus Lenz")

	g.add("doc/telegram-result-json-entities", `
{
  "id": 48213,
  "type": "message",
  "date": "2024-06-11T10:41:22",
  "date_unixtime": "1718095282",
  "from": "Alexei",
  "from_id": "user«_uid»",
  "text": [
    "ssh root@185.12.40.3, пароль ",
    {"type": "code", "text": "«a»"},
    ", ключ для API бота: ",
    {"type": "code", "text": "«b»"}
  ],
  "text_entities": [
    {"type": "plain", "text": "ssh root@185.12.40.3, пароль "},
    {"type": "code", "text": "«a»"},
    {"type": "plain", "text": ", ключ для API бота: "},
    {"type": "code", "text": "«b»"}
  ]
}
`, V{"_uid": g.digits(9), "a": g.pwStrong(), "b": g.telegram()}, "ssh root@185.12.40.3", `"from": "Alexei"`)

	g.add("doc/telegram-html-export", `
<div class="message default clearfix" id="message9114">
 <div class="body">
  <div class="pull_right date details" title="11.06.2024 10:41:22 UTC+02:00">10:41</div>
  <div class="from_name">Olena</div>
  <div class="text">Пароль від адмінки сайту: <code>«a»</code><br>логін той самий, olena.admin</div>
 </div>
</div>
`, V{"a": g.pw()}, "olena.admin", `id="message9114"`)

	g.add("doc/whatsapp-ios-export-family", `
[03.06.24, 19:02:11] Mama: Kannst du mir nochmal das WLAN Passwort schicken
[03.06.24, 19:05:40] Dana: «a»
[03.06.24, 19:05:52] Dana: Netzwerk heißt FRITZ!Box 7590 KL
[03.06.24, 19:06:30] Mama: Danke! Und das für Netflix?
[03.06.24, 19:08:02] Dana: koch.familie@example.de
[03.06.24, 19:08:05] Dana: «b»
`, V{"a": g.docGroups(alDigit, 5, 4, " "), "b": g.pw()}, "FRITZ!Box 7590 KL", "koch.familie@example.de")

	g.add("doc/whatsapp-android-export-bare-values", `
11/06/24, 10:41 - Ravi: hosting login
11/06/24, 10:41 - Ravi: ravi@sharma-studio.example
11/06/24, 10:41 - Ravi: «a»
11/06/24, 10:42 - Ravi: cPanel one is different, «b»
11/06/24, 10:45 - You: got it, thanks. will change them after the migration
11/06/24, 10:46 - Ravi: <Media omitted>
`, V{"a": g.pw(), "b": g.pwURL()}, "ravi@sharma-studio.example", "<Media omitted>")

	g.add("doc/mattermost-bulk-export-jsonl", `
{"type":"post","post":{"team":"eng","channel":"incidents","user":"dana","message":"INC-311: SMTP relay creds for the fallback: relay-fallback@acme.io / «a»","create_at":1718095282000,"reactions":[]}}
{"type":"post","post":{"team":"eng","channel":"incidents","user":"jonas","message":"works, mail queue draining","create_at":1718095400000,"reactions":null}}
{"type":"direct_post","direct_post":{"channel_members":["dana","priya"],"user":"priya","message":"here's the grafana SA token: «b»","create_at":1718096000000}}
`, V{"a": g.pw(), "b": g.grafanaSA()}, "relay-fallback@acme.io", "mail queue draining")

	g.add("doc/google-chat-takeout-messages", `
$ jq '.messages[-2:]' "Takeout/Google Chat/Groups/Space «_sp»/messages.json"
[
  {
    "creator": {"name": "Lena Vogt", "email": "lena@acme.io", "user_type": "Human"},
    "created_date": "Tuesday, June 11, 2024 at 10:41:22 AM UTC",
    "text": "DocuSign sandbox integration key is «_ik», secret key «a»",
    "topic_id": "«_tid»"
  },
  {
    "creator": {"name": "Dana Koch", "email": "dana@acme.io", "user_type": "Human"},
    "created_date": "Tuesday, June 11, 2024 at 10:44:03 AM UTC",
    "text": "thanks, moved it to the vault, please delete the message",
    "topic_id": "«_tid»"
  }
]
`, V{"_sp": "AAAA" + g.b64u(7), "_ik": g.uuid(), "a": g.uuid(), "_tid": g.b64u(11)}, "lena@acme.io", "moved it to the vault")

	g.add("doc/imessage-exporter-txt", `
Jun 11, 2024  7:41:22 PM
+1 415 555 0142
the alarm panel master code changed, new one is «a»

Jun 11, 2024  7:42:05 PM
Me
ok. and the guest wifi?

Jun 11, 2024  7:43:51 PM
+1 415 555 0142
SSID SunsetGuest, password «b»
`, V{"a": g.digits(6), "b": g.docWifiPw()}, "+1 415 555 0142", "SSID SunsetGuest")

	g.add("doc/matrix-element-export-json", `
{
  "room_name": "infra-oncall",
  "export_date": "11/06/2024",
  "messages": [
    {
      "type": "m.room.message",
      "sender": "@dana:matrix.acme.io",
      "origin_server_ts": 1718095282413,
      "event_id": "$«_eid»",
      "room_id": "!«_rid»:matrix.acme.io",
      "content": {"msgtype": "m.text", "body": "pagerduty integration key for the new service: «a»", "format": "org.matrix.custom.html", "formatted_body": "pagerduty integration key for the new service: <code>«a»</code>"}
    }
  ]
}
`, V{"_eid": g.b64u(43), "_rid": g.s(alUpper+alLower, 18), "a": g.hex(32)}, "@dana:matrix.acme.io", "infra-oncall")

	g.add("doc/irc-log-nickserv-identify", `
--- Log opened Tue Jun 11 10:00:01 2024
10:40 -!- Irssi: Join to #acme-dev was synced in 0 secs
10:41 <dkoch> /msg NickServ IDENTIFY dkoch «a»
10:41 <jonas> lol, you just pasted that into the channel
10:41 <dkoch> ugh. changing it
10:42 -!- dkoch [~dkoch@user/dkoch] has quit [Quit: brb]
`, V{"a": g.pw()}, "#acme-dev", "user/dkoch")

	g.add("doc/skype-export-messages-json", `
{
  "userId": "8:live:.cid.«_cid»",
  "exportDate": "2024-06-11T10:41",
  "conversations": [
    {
      "id": "8:live:.cid.«_peer»",
      "displayName": "Anil (freelancer)",
      "MessageList": [
        {"id": "«_m1»", "originalarrivaltime": "2024-06-10T16:02:11.210Z", "messagetype": "RichText", "from": "8:live:.cid.«_peer»", "content": "FTP for the old site: ftp.anil-web.example user acmeold pass «a»"},
        {"id": "«_m2»", "originalarrivaltime": "2024-06-10T16:04:50.990Z", "messagetype": "RichText", "from": "8:live:.cid.«_cid»", "content": "thanks!"}
      ]
    }
  ]
}
`, V{"_cid": g.hex(16), "_peer": g.hex(16), "_m1": g.digits(13), "a": g.pwURL(), "_m2": g.digits(13)}, "ftp.anil-web.example", "Anil (freelancer)")
}

// ---- onboarding docs, runbooks and personal notes ----

func (g *G) docNotes() {
	g.add("doc/onboarding-md-english", docBT(`
# Welcome to Acme Support!

## Day 1 checklist
- [ ] Laptop login: your AD account (IT sends it separately)
- [ ] Wi-Fi **Acme-Staff** – pw: ˋ«a»ˋ
- [ ] Shared inbox support@acme.io → login: support@acme.io, pw: «b» (rotated every quarter, don't change it yourself)
- [ ] Phone system: extension = last 3 digits of your employee number, voicemail PIN «c»
- [ ] Join #support-team and #support-escalations
`), V{"a": g.docWifiPw(), "b": g.pw(), "c": g.digits(6)}, "support@acme.io", "#support-escalations")

	g.add("doc/onboarding-german-zugangsdaten", `
Einarbeitung Buchhaltung – Zugangsdaten (Stand 06/2024)

DATEV Arbeitsplatz
  Benutzername: buha-02
  Kennwort:     «a»

Banking (Sparkasse, nur Ansicht)
  Anmeldename:  «_u»
  PIN:          «b»

VPN-Kennwort (anderes als Windows!): «c»

Bei Fragen: Frau Lenz, Durchwahl -214
`, V{"a": g.pw(), "_u": "ACME" + g.digits(6), "b": g.digits(6), "c": g.pwStrong()}, "buha-02", "Durchwahl -214")

	g.add("doc/notes-french-mdp", `
Notes install serveur client (Lyon)

- accès routeur : admin / mdp «a»
- compte Windows du poste d'accueil : accueil, mot de passe : «b»
- identifiant NAS : sauvegarde
  mdp NAS →  «c»
- le code du coffre à clés est sur le post-it, PAS dans ce fichier
`, V{"a": g.pwURL(), "b": g.pw(), "c": g.pwStrong()}, "identifiant NAS : sauvegarde", "PAS dans ce fichier")

	g.add("doc/runbook-spanish-value-next-line", `
Procedimiento: restaurar la base de datos de facturación

1. Conectarse al bastión:
   ssh ops@bastion.acme.es
2. Usuario de la base de datos:
   facturacion_admin
3. Contraseña:
   «a»
4. Clave de cifrado de las copias (pedirla solo si falla el paso 3):
   «b»
`, V{"a": g.pwStrong(), "b": g.b64(32)}, "ssh ops@bastion.acme.es", "facturacion_admin")

	g.add("doc/notes-portuguese-senha", `
Anotações – loja virtual

painel da loja: https://loja.exemplo.com.br/admin
usuário: gerente
senha: «a»

gateway de pagamento (produção)
chave pública: «_pk»
chave secreta: «b»
`, V{"a": g.pw(), "_pk": "pk_" + g.an(32), "b": "sk_" + g.an(32)}, "https://loja.exemplo.com.br/admin", "usuário: gerente")

	g.add("doc/notes-italian-credenziali-nas", `
Promemoria ufficio Milano
- NAS Synology: utente amministratore "admin", password «a»
- centralino VoIP: interno 201, password SIP «b»
- stampante: nessuna password
`, V{"a": g.pw(), "b": g.an(16)}, "interno 201", "nessuna password")

	g.add("doc/notes-dutch-wachtwoord", `
Kassasysteem filiaal Utrecht

gebruikersnaam: kassa.utrecht
wachtwoord: «a»
pincode beheerder: «b»

wifi (gasten): Filiaal-Gast, wachtwoord «c»
`, V{"a": g.pw(), "b": g.digits(6), "c": g.docWifiPw()}, "kassa.utrecht", "Filiaal-Gast")

	g.add("doc/notes-polish-haslo", `
Serwer produkcyjny – notatki

adres: 185.41.22.7
login: wdrozenia
hasło: «a»

baza danych (PostgreSQL)
użytkownik: sklep
hasło do bazy: «b»
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "185.41.22.7", "użytkownik: sklep")

	g.add("doc/notes-russian-parol", `
Доступы (не пересылать!)

Хостинг: panel.hoster.example
логин: acme-ru
пароль: «a»

Почта admin@acme.ru
пароль от почты: «b»

Токен бота: «c»
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.telegram()}, "panel.hoster.example", "admin@acme.ru")

	g.add("doc/notes-ukrainian-parol", `
Інструкція для нового бухгалтера

Вхід у "Клієнт-Банк": логін «_u»
Пароль: «a»
Пароль до ключа електронного підпису: «b»

Ключ лежить на флешці в сейфі.
`, V{"_u": "acme" + g.digits(4), "a": g.pw(), "b": g.pwStrong()}, "Ключ лежить на флешці в сейфі.")

	g.add("doc/notes-japanese-passwords", `
■ 開発環境メモ（社外秘）

検証用サーバー
  ホスト：dev01.acme.local
  ユーザー名：devuser
  パスワード：«a»

管理画面
  URL：https://admin.dev.acme.local
  ID：admin
  PW：«b»
`, V{"a": g.pwURL(), "b": g.pw()}, "dev01.acme.local", "https://admin.dev.acme.local")

	g.add("doc/notes-chinese-mima", `
服务器信息（内部）
1. 生产数据库
   地址：rm-«_rds».mysql.rds.aliyuncs.com
   账号：prod_app
   密码：«a»
2. 阿里云 AccessKey
   AccessKey ID：«c»
   AccessKey Secret：«b»
`, V{"_rds": g.s(alLowNum, 20), "a": g.pwStrong(), "c": "LTAI" + g.an(20), "b": g.an(30)}, "prod_app", ".mysql.rds.aliyuncs.com")

	g.add("doc/notes-korean-bimilbeonho", `
[사내 공유] 개발 서버 접속 정보

서버 IP: 10.30.1.15
아이디: dev
비밀번호: «a»

젠킨스 관리자 계정
아이디: admin / 비번: «b»
`, V{"a": g.pw(), "b": g.pwURL()}, "10.30.1.15", "젠킨스 관리자 계정")

	g.add("doc/notes-turkish-sifre", `
Müşteri: Yılmaz Tekstil
Sunucu: 10.8.0.4 (VPN üzerinden)
Kullanıcı adı: yonetici
Şifre: «a»
ERP veritabanı parolası: «b»
Not: şifreyi kimseyle paylaşmayın
`, V{"a": g.pw(), "b": g.pwStrong()}, "Yılmaz Tekstil", "Kullanıcı adı: yonetici")

	g.add("doc/notes-nordic-losenord-salasana", `
Kontoret Stockholm
  Användarnamn: reception
  Lösenord: «a»

Toimisto Helsinki
  Käyttäjätunnus: vastaanotto
  Salasana: «b»

Kontoret Oslo
  Brukernavn: resepsjon
  Passord: «c»
`, V{"a": g.pw(), "b": g.pw(), "c": g.pw()}, "Användarnamn: reception", "Käyttäjätunnus: vastaanotto")

	g.add("doc/notes-czech-hungarian-romanian", `
Pobočka Brno – přihlášení do pokladny: uživatel pokladna2, heslo «a»
Budapesti iroda – nyomtató admin: felhasználó admin, jelszó «b»
Biroul Cluj – router: utilizator admin, parolă «c»
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.pw()}, "uživatel pokladna2", "Biroul Cluj")

	g.add("doc/notes-vietnamese-indonesian", `
Thông tin đăng nhập máy chủ thử nghiệm:
Tên đăng nhập: tester
Mật khẩu: «a»

Akun dashboard toko (Jakarta):
Nama pengguna: admin_toko
Kata sandi: «b»
`, V{"a": g.pwStrong(), "b": g.pw()}, "Tên đăng nhập: tester", "admin_toko")

	g.add("doc/notes-arabic-hebrew-rtl", `
بيانات الدخول إلى لوحة التحكم
اسم المستخدم: admin
كلمة المرور: «a»

פרטי התחברות לשרת הגיבוי
שם משתמש: backup
סיסמה: «b»
`, V{"a": g.pw(), "b": g.pwStrong()}, "بيانات الدخول إلى لوحة التحكم", "שם משתמש: backup")

	g.add("doc/notes-hindi-greek", `
सर्वर लॉगिन जानकारी
यूज़रनेम: deploy
पासवर्ड: «a»

Στοιχεία σύνδεσης e-shop
Όνομα χρήστη: eshop_admin
Κωδικός πρόσβασης: «b»
`, V{"a": g.pwURL(), "b": g.pw()}, "यूज़रनेम: deploy", "eshop_admin")

	g.add("doc/handwritten-db-pass-dont-share", `
notes.txt

- fix cron on worker-2 (runs twice??)
- db pass is «a» , don't share, prod one is in the vault
- ask Jonas about the S3 lifecycle rules
- redis on staging has no auth?? it's «b» apparently, only set in the helm chart
`, V{"a": g.pw(), "b": g.an(20)}, "fix cron on worker-2", "ask Jonas about the S3 lifecycle rules")

	g.add("doc/sticky-note-bare-values", `
$ cat ~/Desktop/logins.txt
hetzner
  ops@acme.io
  «a»

namecheap
  acmeadmin
  «b»

mailgun
  «c»
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.mailgun()}, "ops@acme.io", "acmeadmin")

	g.add("doc/runbook-arrow-slash-layout", `
Prod access cheat sheet
prod db   → pg-main.acme.internal:5432 / app_rw / «a»
read-only → pg-replica.acme.internal:5432 / bi_ro / «b»
redis     → redis-main.acme.internal:6379 / (no user) / «c»
rabbit    → amqp://events:«d»@mq.acme.internal:5672/prod
`, V{"a": g.pwStrong(), "b": g.pwURL(), "c": g.an(32), "d": g.pwURL()}, "pg-main.acme.internal:5432", "bi_ro")

	g.add("doc/notes-up-shorthand-inline", `
vendor stuff:
- signing portal u: acme-signing p: «a»
- the printer's web UI is admin:«b»
- Ubiquiti controller creds ops/«c»
- old FTP (read only) anonymous, no pw
`, V{"a": g.pw(), "b": g.txShortPw(), "c": g.pwURL()}, "acme-signing", "anonymous, no pw")

	g.add("doc/todo-md-with-current-key", docBT(`
## TODO this week
- [x] upgrade node to 20 on the build box
- [ ] rotate the Mailgun key (current: ˋ«a»ˋ), tell Lena
- [ ] revoke Jonas's old PAT «b» (he left in May)
- [ ] renew the TLS cert for status.acme.io (expires 2024-07-01)
`), V{"a": g.mailgun(), "b": g.ghp()}, "status.acme.io", "upgrade node to 20")

	g.add("doc/onboarding-danish-norwegian-mixed", `
Velkommen! Her er dine adgangsoplysninger:
Brugernavn: «_u»
Adgangskode: «a»
Midlertidig kode til dørlåsen: «b»
`, V{"_u": "mj" + g.digits(4), "a": g.pw(), "b": g.digits(6)}, "Velkommen! Her er dine adgangsoplysninger:")
}

// ---- HTML pages, PDF text and office documents ----

func (g *G) docHTMLPDF() {
	g.add("doc/html-intranet-credentials-table", `
$ curl -s https://intranet.acme.local/it/shared-accounts.html | sed -n '/<table/,/<\/table>/p'
<table class="table table-striped">
  <thead><tr><th>System</th><th>Benutzer</th><th>Kennwort</th><th>Zuständig</th></tr></thead>
  <tbody>
    <tr><td>Zeiterfassung</td><td>terminal01</td><td><code>«a»</code></td><td>HR</td></tr>
    <tr><td>Kantine-Kasse</td><td>kasse</td><td><span class="pw">«b»</span></td><td>Facility</td></tr>
    <tr><td>Konferenzraum-Display</td><td>display</td><td><span class="pw">••••••••</span> (im Tresor)</td><td>IT</td></tr>
  </tbody>
</table>
`, V{"a": g.pw(), "b": g.txShortPw()}, "terminal01", "••••••••")

	g.add("doc/html-form-prefilled-password", `
<!-- saved from url=(0036)https://192.168.0.1/cgi-bin/luci/ -->
<form method="post" action="/cgi-bin/luci">
  <input type="hidden" name="token" value="«_t»">
  <label>Username <input type="text" name="luci_username" value="root"></label>
  <label>Password <input type="password" name="luci_password" value="«a»" autocomplete="current-password"></label>
  <button type="submit">Log in</button>
</form>
`, V{"_t": g.hex(32), "a": g.pw()}, `name="luci_username" value="root"`)

	g.add("doc/pdftotext-hosting-letter-layout", `
$ pdftotext -layout Vertragsunterlagen_K«_k».pdf - | sed -n '20,34p'
   Ihre Zugangsdaten

   Kundennummer:            K«_k»                  Vertragsnummer:      V«_v»
   Benutzername:            web«_w»                 Passwort:            «a»
   FTP-Server:              ftp.webhost.example     FTP-Passwort:        «b»
   MySQL-Datenbank:         db«_w»                  DB-Passwort:         «c»

   Bitte bewahren Sie diese Unterlagen sorgfältig auf.
`, V{"_k": g.digits(7), "_v": g.digits(8), "_w": g.digits(5), "a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}, "ftp.webhost.example")

	g.add("doc/pdftotext-router-label", `
$ pdftotext Routerkarte.pdf -
FRITZ!Box 7590 AX

WLAN-Netzwerk (SSID): «_ssid»
WLAN-Netzwerkschlüssel (WPA2/WPA3):
«a»

FRITZ!Box-Kennwort: «b»

Seriennummer: «_sn»
CWMP-Account: «_cw»
`, V{"_ssid": "FRITZ!Box 7590 " + g.s(alUpper, 2), "a": g.docGroups(alDigit, 5, 4, " "), "b": strings.ToLower(g.pick(pwWords...)) + g.digits(4), "_sn": g.s(alUpNum, 14), "_cw": g.hex(14)},
		"FRITZ!Box 7590 AX")

	g.add("doc/docx-document-xml-runs", `
$ unzip -p "Übergabe Webprojekt.docx" word/document.xml | sed 's/<w:p /\n<w:p /g' | grep -E 'Passwort|Token' | head -3
<w:p w14:paraId="1A2B3C4D"><w:r><w:t xml:space="preserve">Admin-Passwort: </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>«a»</w:t></w:r></w:p>
<w:p w14:paraId="5E6F7A8B"><w:r><w:t xml:space="preserve">Deploy-Token (Gitlab): </w:t></w:r><w:r><w:rPr><w:rFonts w:ascii="Consolas"/></w:rPr><w:t>«b»</w:t></w:r></w:p>
`, V{"a": g.pw(), "b": g.glpat()}, "Admin-Passwort: ")

	g.add("doc/pandoc-docx-to-markdown", `
$ pandoc -t gfm "IT-Handbuch Filiale.docx" | sed -n '40,56p'
### Kassensystem

Die Kasse meldet sich automatisch an. Falls nicht:

  Feld           Wert
  -------------- ------------------
  Mandant        0042
  Benutzer       filiale42
  Kennwort       «a»

Wartungszugang für den Dienstleister (nur nach Rücksprache freigeben):

**Benutzer:** wartung
**Kennwort:** «b»
`, V{"a": g.pw(), "b": g.pwStrong()}, "filiale42", "Mandant        0042")

	g.add("doc/rtf-note-passwort", `
$ cat Notiz.rtf
{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0 Calibri;}}
\f0\fs22 Zugang Steuerberater-Portal\par
Benutzer: kanzlei-acme\par
{\b Passwort:} «a»\par
Sicherheitsfrage: Name des ersten Haustiers = «b»\par
}
`, V{"a": g.pw(), "b": g.pick(pwWords...) + g.pick(pwWords...)}, "kanzlei-acme")

	g.add("doc/odt-content-xml-spans", `
$ unzip -p Serverdoku.odt content.xml | grep -o '<text:p[^>]*>.*</text:p>' | head -3
<text:p text:style-name="P2">Root-Kennwort: <text:span text:style-name="T1">«a»</text:span></text:p>
<text:p text:style-name="P2">IPMI: Benutzer ADMIN, Kennwort <text:span text:style-name="T1">«b»</text:span></text:p>
<text:p text:style-name="P3">Seriennummer: «_sn»</text:p>
`, V{"a": g.pwStrong(), "b": g.s(alUpper, 10), "_sn": g.s(alUpNum, 12)}, "Benutzer ADMIN")

	g.add("doc/html-definition-list-api-page", `
<section id="integration">
  <h3>Payment provider (production)</h3>
  <dl>
    <dt>Merchant ID</dt><dd>«_mid»</dd>
    <dt>API user</dt><dd>acme_api</dd>
    <dt>API secret</dt><dd><code>«a»</code></dd>
    <dt>Webhook signing secret</dt>
    <dd>
      «b»
    </dd>
  </dl>
</section>
`, V{"_mid": g.digits(10), "a": g.b64u(48), "b": g.hex(64)}, "acme_api")

	g.add("doc/pdftotext-bank-activation-letter", `
$ pdftotext Aktivierungsbrief.pdf - | head -20
Acme Bank AG · Postfach 1234 · 60311 Frankfurt

Ihr Online-Banking: Aktivierung

Kontoinhaber:  Koch Software GmbH
IBAN:          «_iban»
Teilnehmer-ID: «_tid»

Ihr persönlicher Aktivierungscode (gültig 14 Tage):
«a»

Ihre Erst-PIN: «b»
`, V{"_iban": g.docIBAN(), "_tid": g.digits(10), "a": g.docGroups(alUpNum, 4, 4, "-"), "b": g.digits(6)}, "Koch Software GmbH")
}

// ---- calendar invites ----

func (g *G) docCalendar() {
	zid := g.docZoomID()
	g.add("doc/ics-zoom-invite-passcode", docCRLF(`
BEGIN:VCALENDAR
PRODID:-//zoom.us//iCalendar Event//EN
VERSION:2.0
METHOD:REQUEST
BEGIN:VEVENT
DTSTART:20240612T140000Z
DTEND:20240612T150000Z
SUMMARY:Quarterly board review
UID:«_uid»@zoom.us
LOCATION:https://acme.zoom.us/j/«_jid»?pwd=«b»
DESCRIPTION:Dana Koch is inviting you to a scheduled Zoom meeting.\n\nJoin
  Zoom Meeting\nhttps://acme.zoom.us/j/«_jid»?pwd=«b»\n\nMeeting ID: «_zid»
 \nPasscode: «a»\n\n---\n\nOne tap mobile\n+14086380968\,\,«_jid»#\,\,\,\,*
 «c»# US (San Jose)\n
ORGANIZER;CN=Dana Koch:mailto:dana@acme.io
END:VEVENT
END:VCALENDAR
`), V{"_uid": g.hex(32), "_jid": strings.ReplaceAll(zid, " ", ""), "b": g.an(32) + ".1", "_zid": zid, "a": g.an(6), "c": g.digits(8)},
		"mailto:dana@acme.io")

	g.add("doc/teams-meeting-invite-text", `
________________________________________________________________________________
Microsoft Teams meeting
Join on your computer, mobile app or room device
Click here to join the meeting <https://teams.microsoft.com/l/meetup-join/19%3ameeting_«_mt»%40thread.v2/0?context=%7b%22Tid%22%3a%22«_tid»%22%7d>
Meeting ID: «_mid»
Passcode: «a»
Download Teams | Join on the web
Or call in (audio only)
+49 69 365052«=ph»,,«_conf»#   Germany, Frankfurt am Main
Phone Conference ID: «_conf»#
________________________________________________________________________________
`, V{"_mt": g.b64u(48), "_tid": g.uuid(), "_mid": g.digits(3) + " " + g.s(alDigit, 3) + " " + g.s(alDigit, 3) + " " + g.s(alDigit, 3), "a": g.s(alAlnum, 6), "=ph": g.digits(2), "_conf": g.digits(9)},
		"Phone Conference ID:")

	g.add("doc/webex-invite-meeting-password", `
Dana Koch invites you to join this Webex meeting.

Meeting number (access code): «_num»
Meeting password: «a»

Tuesday, June 18, 2024
4:00 PM | (UTC+02:00) Amsterdam, Berlin | 1 hr

Join meeting: https://acme.webex.com/acme/j.php?MTID=m«_mtid»

Join by phone
+1-415-655-0001 US Toll
Access code: «_num»
Host key: «b»
`, V{"_num": g.digits(4) + " " + g.s(alDigit, 3) + " " + g.s(alDigit, 4), "a": g.s(alAlnum, 10), "_mtid": g.hex(32), "b": g.digits(6)}, "+1-415-655-0001 US Toll")

	g.add("doc/zoom-recording-share-passcode", `
Hi all, the recording of Tuesday's security training:
https://acme.zoom.us/rec/share/«=tok»
Passcode: «a»
Duration 58:12, available until Aug 31.
`, V{"=tok": g.b64u(96) + "." + g.b64u(16), "a": g.s(alAlnum+"!#%*+.=?@^", 8)}, "Duration 58:12")

	g.add("doc/ics-jitsi-room-password", docCRLF(`
BEGIN:VEVENT
UID:«_uid»
DTSTAMP:20240611T084100Z
DTSTART;TZID=Europe/Berlin:20240613T100000
SUMMARY:Vertragsverhandlung (vertraulich)
LOCATION:https://meet.jit.si/AcmeVertrag«_room»
DESCRIPTION:Raum: https://meet.jit.si/AcmeVertrag«_room»\nRaumpasswort: «a»\n
 Bitte nicht weiterleiten.
END:VEVENT
`), V{"_uid": g.uuid(), "_room": g.digits(6), "a": g.pwURL()}, "Bitte nicht weiterleiten.")

	g.add("doc/zoom-invite-host-key-and-passcode-numeric", `
Topic: Interview loop – Senior Backend (candidate #«=cand»)
Time: Jun 14, 2024 09:00 AM Pacific Time (US and Canada)

Join Zoom Meeting
https://acme.zoom.us/j/«_jid»

Meeting ID: «_zid»
Passcode: «a»

Host key (for the panel lead only): «b»
`, V{"=cand": g.digits(4), "_jid": g.digits(11), "_zid": g.docZoomID(), "a": g.digits(6), "b": g.digits(6)}, "Senior Backend")
}

// ---- Wi-Fi, VPN and remote desktop shares ----

func (g *G) docRemoteShares() {
	g.add("doc/wifi-qr-string-in-readme", docBT(`
## Office network

Print this as a QR code for the meeting rooms:

ˋˋˋ
WIFI:T:WPA;S:Acme-Guest;P:«a»;H:false;;
ˋˋˋ

Staff network (don't print): ˋWIFI:T:WPA;S:Acme-Staff;P:«b»;;ˋ
`), V{"a": g.docWifiPw(), "b": g.docWifiPw()}, "S:Acme-Guest", "Print this as a QR code for the meeting rooms:")

	g.add("doc/wifi-qr-escaped-specials", `
>>> import qrcode
>>> data = r"WIFI:S:Café\; Lounge 2.4;T:WPA;P:«a»;;"
>>> qrcode.make(data).save("lounge-wifi.png")
`, V{"a": g.an(6) + `\;` + g.an(5) + `\:` + g.s(alDigit, 3)}, "lounge-wifi.png")

	g.add("doc/zbarimg-wifi-sticker", `
$ zbarimg --raw IMG_4471.jpg
WIFI:S:HOTEL-GUEST-5G;T:WPA;P:«a»;;
$ zbarimg --raw IMG_4472.jpg
https://hotel.example/welcome?room=412
`, V{"a": g.docWifiPw()}, "https://hotel.example/welcome?room=412")

	g.add("doc/rdp-file-and-ticket-note", docCRLF(`
Ticket #7741 – Fernwartung Praxis Weber

Anhang praxis-weber.rdp:
full address:s:rdp.praxis-weber.example:3390
username:s:PRAXIS\wartung
password 51:b:«=blob»
gatewayhostname:s:

Falls die gespeicherte Anmeldung nicht geht: Kennwort ist «a»
`), V{"=blob": "01000000D08C9DDF0115D1118C7A00C04FC297EB01000000" + g.s(alHexU, 300), "a": g.pw()},
		"rdp.praxis-weber.example:3390", `PRAXIS\wartung`)

	g.add("doc/anydesk-unattended-access-note", `
Fernwartung Kunde Hoffmann
AnyDesk-Adresse: «_id»
Passwort für unbeaufsichtigten Zugriff: «a»
Windows-Anmeldung am Rechner: hoffmann / «b»
`, V{"_id": g.digits(3) + " " + g.s(alDigit, 3) + " " + g.s(alDigit, 3), "a": g.pwStrong(), "b": g.pw()}, "Fernwartung Kunde Hoffmann")

	g.add("doc/teamviewer-id-and-password", `
Hi, I'm ready for the support session.
TeamViewer
Your ID: «_id»
Password: «a»
Thanks!
`, V{"_id": g.digits(1) + " " + g.s(alDigit, 3) + " " + g.s(alDigit, 3) + " " + g.s(alDigit, 3), "a": g.s(alLowNum, 8)}, "ready for the support session")

	_, rdPub := g.wireguard()
	g.add("doc/rustdesk-config-toml", `
$ cat ~/.config/rustdesk/RustDesk2.toml
rendezvous_server = 'rd.acme.io:21116'
nat_type = 1
serial = 0

[options]
custom-rendezvous-server = 'rd.acme.io'
relay-server = 'rd.acme.io'
key = '«_k»'
$ cat ~/.config/rustdesk/RustDesk.toml
id = '«_id»'
password = '«a»'
salt = '«=salt»'
`, V{"_k": rdPub, "_id": g.digits(9), "a": g.pwStrong(), "=salt": g.an(6)}, "rd.acme.io:21116")

	g.add("doc/openvpn-profile-inline-auth-and-tls-auth", `
client
dev tun
proto udp
remote vpn.acme.io 1194
auth-user-pass
<auth-user-pass>
dana.koch
«a»
</auth-user-pass>
key-direction 1
<tls-auth>
-----BEGIN OpenVPN Static key V1-----
«b»
-----END OpenVPN Static key V1-----
</tls-auth>
`, V{"a": g.pw(), "b": wrap(g.hex(512), 32)}, "remote vpn.acme.io 1194", "dana.koch")

	wgPriv, wgPub := g.wireguard()
	g.add("doc/wireguard-config-in-wiki", docBT(`
### Remote access for contractors

Import this into the WireGuard app (one config per person, this one is for Anil):

ˋˋˋini
[Interface]
PrivateKey = «a»
Address = 10.66.0.23/32
DNS = 10.66.0.1

[Peer]
PublicKey = «_pub»
PresharedKey = «b»
Endpoint = wg.acme.io:51820
AllowedIPs = 10.0.0.0/16
ˋˋˋ
`), V{"a": wgPriv, "_pub": wgPub, "b": g.b64(32)}, "wg.acme.io:51820", "Address = 10.66.0.23/32")

	g.add("doc/ipsec-group-psk-handout", `
VPN-Einrichtung (Windows/macOS)
Server:        vpn.acme.de
Typ:           L2TP/IPsec mit vorinstalliertem Schlüssel
Vorinstallierter Schlüssel (PSK): «a»
Benutzername:  Ihr Windows-Benutzername
Kennwort:      Ihr Windows-Kennwort
`, V{"a": g.an(28)}, "L2TP/IPsec mit vorinstalliertem Schlüssel", "Ihr Windows-Kennwort")

	g.add("doc/vnc-and-remote-desktop-pins", `
lab machines
- mac mini render box: vnc://10.4.0.12  pw «a» (vnc only takes 8 chars)
- Chrome Remote Desktop PIN for the windows build box: «b»
- iLO on the old DL380: Administrator / «c»
`, V{"a": g.an(8), "b": g.digits(8), "c": g.s(alUpNum, 8)}, "vnc://10.4.0.12", "Chrome Remote Desktop PIN")

	g.add("doc/nm-wifi-keyfile-in-backup", `
$ tar -xOf laptop-backup.tar etc/NetworkManager/system-connections/eduroam.nmconnection
[connection]
id=eduroam
uuid=«_u»
type=wifi

[wifi]
ssid=eduroam

[802-1x]
eap=peap;
identity=dana.koch@uni.example
phase2-auth=mschapv2
password=«a»
`, V{"_u": g.uuid(), "a": g.pw()}, "dana.koch@uni.example", "phase2-auth=mschapv2")
}

// ---- crypto wallet backups ----

func (g *G) docWallets() {
	g.add("doc/seed-phrase-numbered-backup-card", `
$ cat ~/Documents/wallet-backup.txt
Ledger Nano X – recovery sheet (copy 2 of 2)
«a»
Passphrase (25th word): «b»
First receive address (to verify): «_addr»
`, V{"a": g.docSeedNumbered(24, "\n"), "b": g.pw(), "_addr": g.docBTCAddr()}, "recovery sheet (copy 2 of 2)")

	g.add("doc/metamask-srp-in-notes-app", `
Notes › Crypto

MetaMask (browser extension, laptop)
Secret Recovery Phrase: «a»
account 1: «_a1»
account 2: «_a2»
`, V{"a": g.seedPhrase(12), "_a1": g.ethAddr(), "_a2": g.ethAddr()}, "MetaMask (browser extension, laptop)")

	g.add("doc/eth-keystore-v3-with-password-note", `
$ cat UTC--2024-06-11T10-41-22.413Z--«_addr»
{"address":"«_addr»","crypto":{"cipher":"aes-128-ctr","ciphertext":"«=ct»","cipherparams":{"iv":"«=iv»"},"kdf":"scrypt","kdfparams":{"dklen":32,"n":262144,"p":1,"r":8,"salt":"«=salt»"},"mac":"«=mac»"},"id":"«_id»","version":3}
$ cat README-wallet.txt
keystore password for the treasury signer: «a»
`, V{"_addr": g.hex(40), "=ct": g.hex(64), "=iv": g.hex(32), "=salt": g.hex(64), "=mac": g.hex(64), "_id": g.uuid(), "a": g.pwStrong()},
		`"kdf":"scrypt"`)

	g.add("doc/electrum-wallet-file-unencrypted", `
$ jq '{keystore, wallet_type, seed_version}' ~/.electrum/wallets/default_wallet
{
  "keystore": {
    "type": "bip32",
    "seed": "«a»",
    "xprv": "«b»",
    "xpub": "«_xpub»",
    "pw_hash_version": 1
  },
  "wallet_type": "standard",
  "seed_version": 18
}
`, V{"a": g.seedPhrase(12), "b": g.docXprv(), "_xpub": g.docXpub()}, `"wallet_type": "standard"`)

	g.add("doc/bitcoin-core-dumpwallet", `
$ head -12 wallet-dump-2024-06-11.txt
# Wallet dump created by Bitcoin Core v25.1.0
# * Created on 2024-06-11T10:41:22Z
# * Best block at time of backup was 846012 (00000000000000000002«_bh»),
#   mined on 2024-06-11T10:30:02Z

# extended private masterkey: «a»

«b» 2021-03-04T18:11:02Z hdseed=1 # addr=«_a1» hdkeypath=m/0'/0'/0'
«c» 2021-03-04T18:11:02Z reserve=1 # addr=«_a2» hdkeypath=m/0'/0'/1'
«d» 2021-03-04T18:11:02Z label=savings # addr=«_a3» hdkeypath=m/0'/0'/2'
`, V{"_bh": g.hex(44), "a": g.docXprv(), "b": g.wif(), "_a1": g.docBTCAddr(), "c": g.wif(), "_a2": g.docBTCAddr(), "d": g.wif(), "_a3": g.docBTCAddr()},
		"Wallet dump created by Bitcoin Core v25.1.0")

	g.add("doc/paper-wallet-pdftotext", `
$ pdftotext -layout paper-wallet.pdf -
     SHARE                                          SECRET
     Public address                                 Private key (WIF)
     «_addr»             «a»

     Load & verify                                  Spend
`, V{"_addr": "1" + g.s(alB58, 33), "a": "5" + g.pick("H", "J", "K") + g.s(alB58, 49)}, "Public address")

	g.add("doc/monero-wallet-keys-note", `
monero-wallet-cli (view/spend keys, copied from "seed" and "spendkey" commands)

address: 4«_addr»
secret view key: «a»
secret spend key: «b»
seed:
«c»
restore height: 3161000
`, V{"_addr": g.s(alB58, 94), "a": g.hex(64), "b": g.hex(64), "c": g.seedPhrase(25)}, "restore height: 3161000")

	g.add("doc/phantom-solana-private-key-export", `
Phantom → Settings → Manage accounts → Account 2 → Show private key

Wallet address: «_addr»
Private key: «a»

(pasting this so the deploy script can sign as the upgrade authority)
`, V{"_addr": g.s(alB58, 44), "a": g.s(alB58, 88)}, "upgrade authority")

	g.add("doc/wallet-inventory-csv", `
wallet,chain,address,seed_or_key,passphrase,location
ops-hot,ethereum,«_a1»,«a»,,1Password vault "Treasury"
cold-1,bitcoin,«_a2»,«b»,«c»,bank safe deposit box 17
faucet,solana,«_a3»,"[«d»]",,k8s secret faucet-key
`, V{"_a1": g.ethAddr(), "a": g.ethPriv(), "_a2": g.docBTCAddr(), "b": g.seedPhrase(24), "c": g.pw(), "_a3": g.s(alB58, 44), "d": g.infBytesList(64, ",")},
		"bank safe deposit box 17")
}

// ---- license and activation keys ----

func (g *G) docLicenses() {
	g.add("doc/windows-product-key-order-email", `
Subject: Your order 5«_ord» – Windows 11 Pro (Retail)

Thank you for your purchase!

Order number: 5«_ord»
Product: Windows 11 Pro, 1 PC, download
Product key: «a»

Activate at Settings > System > Activation > Change product key.
`, V{"_ord": g.digits(9), "a": g.docProductKey()}, "Windows 11 Pro, 1 PC, download")

	g.add("doc/sublime-style-license-block", `
Purchased for the team in 2023, paste into Help > Enter License:

----- BEGIN LICENSE -----
Acme Software GmbH
10 User License
EA7E-«_lid»
«a»
------ END LICENSE ------
`, V{"_lid": g.digits(7), "a": g.docGroups(alHexU, 8, 8, " ") + "\n" + g.docGroups(alHexU, 8, 8, " ") + "\n" + g.docGroups(alHexU, 8, 8, " ") + "\n" + g.docGroups(alHexU, 8, 8, " ")},
		"10 User License")

	g.add("doc/jetbrains-activation-code-handover", `
license handover (Jonas → Dana)
License ID: «_lid»
Licensed to: Acme Software GmbH
Activation code:
«_lid»-«a»
`, V{"_lid": g.s(alUpNum, 10), "a": g.b64(380) + "-" + g.b64(256)}, "Licensed to: Acme Software GmbH")

	g.add("doc/gift-card-code-email", `
Subject: You've received an App Store & iTunes Gift Card

Hi Dana,
Priya sent you a gift card.

Amount: €50.00
Code: «a»
Order ID: M«_ord»

Redeem in the App Store: Account > Redeem Gift Card or Code.
`, V{"a": "X" + g.s(alUpNum, 15), "_ord": g.digits(10)}, "Amount: €50.00")

	g.add("doc/software-serial-in-setup-notes", `
CAD workstation setup
- installer: VectorCAD 2024.2 (build 24.2.1187)
- serial number: «a»
- license server: lic01.acme.local:27000
- maintenance contract: MC-«_mc» (valid until 2025-03-31)
`, V{"a": g.docGroups(alUpNum, 5, 4, "-"), "_mc": g.digits(6)}, "lic01.acme.local:27000", "build 24.2.1187")
}

// ---- diffs of such documents ----

func (g *G) docDiffs() {
	g.add("doc/git-diff-onboarding-md-password-changed", `
$ git diff docs/onboarding.md
diff --git a/docs/onboarding.md b/docs/onboarding.md
index «_i1»..«_i2» 100644
--- a/docs/onboarding.md
+++ b/docs/onboarding.md
@@ -12,7 +12,7 @@ ## Day 1
 - Laptop login: your AD account
-- Wi-Fi Acme-Staff, pw: «a»
+- Wi-Fi Acme-Staff, pw: «b»
 - Shared inbox: ask in #it-help
 - Printer: http://print.acme.local
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.docWifiPw(), "b": g.docWifiPw()}, "http://print.acme.local")

	g.add("doc/diff-password-manager-csv-exports", `
$ diff <(sort export-may.csv) <(sort export-june.csv)
3c3
< "Grafana Cloud","https://grafana.com/login","ops@acme.io","«a»","","false","false","",""
---
> "Grafana Cloud","https://grafana.com/login","ops@acme.io","«b»","","false","false","",""
7a8
> "Linear","https://linear.app","dana@acme.io","«c»","","false","false","dev","API: «d»"
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pw(), "d": g.linear()}, "https://grafana.com/login", "https://linear.app")

	g.add("doc/git-word-diff-wiki-page", `
$ git diff --word-diff wiki/Servers.md
diff --git a/wiki/Servers.md b/wiki/Servers.md
@@ -4,3 +4,3 @@
| build-01 | 10.0.7.11 | jenkins | [-«a»-]{+«b»+} |
| build-02 | 10.0.7.12 | jenkins | «c» |
| artifacts | 10.0.7.20 | nexus | see vault |
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}, "10.0.7.20", "see vault")

	g.add("doc/confluence-version-compare-text", `
Compare versions: "Prod database access" v14 → v15 (edited by Jonas Weber, Jun 10, 2024)

Removed:
  Password: «a»
Added:
  Password: «b»
  Note: old password still works on the read replica until Friday
Unchanged:
  Host: pg-main.acme.internal   User: app_owner
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "pg-main.acme.internal", "User: app_owner")

	g.add("doc/diff-keepass-xml-exports", `
$ diff -u old-export.xml new-export.xml
--- old-export.xml	2024-05-01 09:00:00
+++ new-export.xml	2024-06-11 10:41:22
@@ -41,7 +41,7 @@
 				<String><Key>Title</Key><Value>firewall fw-edge-01</Value></String>
 				<String><Key>UserName</Key><Value>admin</Value></String>
-				<String><Key>Password</Key><Value ProtectInMemory="True">«a»</Value></String>
+				<String><Key>Password</Key><Value ProtectInMemory="True">«b»</Value></String>
 				<String><Key>URL</Key><Value>https://fw-edge-01.acme.local:4444</Value></String>
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "https://fw-edge-01.acme.local:4444")

	g.add("doc/git-show-notes-file-commit", `
$ git show HEAD -- notes/vendors.txt
commit «_sha»
Author: Dana Koch <dana@acme.io>
Date:   Tue Jun 11 10:41:22 2024 +0200

    vendor notes

diff --git a/notes/vendors.txt b/notes/vendors.txt
new file mode 100644
index 0000000..«_i»
--- /dev/null
+++ b/notes/vendors.txt
@@ -0,0 +1,4 @@
+Printful: shop@acme.io / «a»
+Shippo API (live): «b»
+EasyPost: account user_«_tk» (keys in 1Password)
+Packlink: ask Lena
`, V{"_sha": g.gitSHA(), "_i": g.hex(7), "a": g.pw(), "b": "shippo_live_" + g.hex(40), "_tk": g.hex(32)}, "Packlink: ask Lena")

	g.add("doc/diff-german-runbook-kennwort", `
--- Betriebshandbuch_v3.md
+++ Betriebshandbuch_v4.md
@@ -88,6 +88,8 @@
 ## Notfallzugang
 Der Notfall-Admin ist nur im Katastrophenfall zu verwenden.
-Benutzer: notfall-admin, Kennwort: «a»
+Benutzer: notfall-admin
+Kennwort (neu seit 01.06.):
+«b»
 Nach Benutzung sofort IT-Leitung informieren.
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "Nach Benutzung sofort IT-Leitung informieren.")

	g.add("doc/diff-wifi-qr-and-guest-note", `
$ git diff -U0 office/wifi.md
@@ -3 +3 @@
-WIFI:T:WPA;S:Acme-Guest;P:«a»;;
+WIFI:T:WPA;S:Acme-Guest;P:«b»;;
@@ -9 +9 @@
-Guest password (reception desk card): «a»
+Guest password (reception desk card): «b»
`, V{"a": g.docWifiPw(), "b": g.docWifiPw()}, "reception desk card")
}

// ---- benign-only cases from the same places ----

func (g *G) docBenign() {
	g.add("doc/benign-invoice-pdftotext", `
$ pdftotext -layout Rechnung_RE-2024-«_re».pdf - | sed -n '1,24p'
Hosting Example GmbH · Musterstraße 1 · 10115 Berlin

Rechnung Nr.:      RE-2024-«_re»
Kundennummer:      K«_kd»
Rechnungsdatum:    01.06.2024
Leistungszeitraum: 01.06.2024 – 30.06.2024
USt-IdNr.:         DE«_vat»

Pos.  Beschreibung                         Menge    Betrag
1     vServer L (vps-«_vps»)                   1    24,90 €
2     Backup-Speicher 200 GB                   1     4,00 €
                                           Netto    28,90 €
                                      19 % USt.      5,49 €
                                          Brutto    34,39 €

Der Betrag wird per SEPA-Lastschrift eingezogen.
Mandatsreferenz: MR«_mr»   Gläubiger-ID: DE98ZZZ0«_gid»
IBAN: «_iban»   BIC: COBADEFFXXX
`, V{"_re": g.digits(6), "_kd": g.digits(7), "_vat": g.digits(9), "_vps": g.digits(6), "_mr": g.digits(10), "_gid": g.digits(10), "_iban": g.docIBAN()},
		"COBADEFFXXX", "34,39 €")

	g.add("doc/benign-shipping-notification-tracking", `
Subject: Your order #«_ord» has shipped

Hi Dana,

Good news, your order is on its way.

Carrier: UPS Standard
Tracking number: 1Z«_ups»
Track: https://www.ups.com/track?tracknum=1Z«_ups»

Second parcel (DHL): «_dhl»

Questions? Call us at «_ph» and mention order #«_ord».
`, V{"_ord": g.digits(7), "_ups": g.s(alUpNum, 16), "_dhl": "JJD" + g.digits(18), "_ph": g.docPhone()}, "UPS Standard")

	g.add("doc/benign-zoom-invite-no-passcode", `
Dana Koch is inviting you to a scheduled Zoom meeting.

Topic: Open community call
Time: Jun 20, 2024 05:00 PM Amsterdam, Berlin

Join Zoom Meeting
https://acme.zoom.us/j/«_jid»

Meeting ID: «_zid»
No passcode, the waiting room is on.

Find your local number: https://acme.zoom.us/u/«_loc»
`, V{"_jid": g.digits(11), "_zid": g.docZoomID(), "_loc": "a" + g.b64u(9)}, "No passcode, the waiting room is on.")

	g.add("doc/benign-google-meet-invite", `
Weekly platform sync
Tuesday, June 18 · 10:00 – 10:30am
Time zone: Europe/Berlin
Google Meet joining info
Video call link: https://meet.google.com/«_code»
Or dial: (DE) +49 30 «_ph»
More phone numbers: https://tel.meet/«_code»?hs=5
`, V{"_code": g.s(alLower, 3) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 3), "_ph": g.digits(4) + " " + g.s(alDigit, 4)}, "Weekly platform sync")

	g.add("doc/benign-op-item-list", `
$ op item list --vault Infra
ID                            TITLE                     VAULT            EDITED
«_i1»    AWS root (acme-prod)      Infra            2 weeks ago
«_i2»    Cloudflare                Infra            3 months ago
«_i3»    Hetzner robot             Infra            1 year ago
$ op vault list
ID                            NAME
«_v1»    Infra
«_v2»    Private
`, V{"_i1": g.s(alLowNum, 26), "_i2": g.s(alLowNum, 26), "_i3": g.s(alLowNum, 26), "_v1": g.s(alLowNum, 26), "_v2": g.s(alLowNum, 26)}, "AWS root (acme-prod)")

	g.add("doc/benign-password-manager-ui-copy", `
Copied from the Bitwarden web vault:

Item: Grafana Cloud
Username      ops@acme.io                       [Copy]
Password      ••••••••••••••••                  [Show] [Copy] [Check if exposed]
Verification  ●●● ●●●  (22)                      [Copy]
Website       https://grafana.com/login
Updated       Jun 3, 2024, 9:14:03 AM
Password updated  Jun 3, 2024, 9:14:03 AM
Item ID       «_id»
`, V{"_id": g.uuid()}, "••••••••••••••••", "ops@acme.io", "●●● ●●●")

	g.add("doc/benign-card-statement-masked", `
Date        Description                       Card          Amount
2024-06-02  HETZNER ONLINE GMBH               Visa «_c1»   -34.39 EUR
2024-06-03  GITHUB, INC.                      Visa «_c1»   -21.00 USD
2024-06-05  AMAZON WEB SERVICES               Amex «_c2»  -412.88 USD
Reference: «_ref»   Statement period: 2024-06-01 to 2024-06-30
`, V{"_c1": "****" + g.s(alDigit, 4), "_c2": "****" + g.s(alDigit, 5), "_ref": g.s(alUpNum, 12)}, "HETZNER ONLINE GMBH")

	g.add("doc/benign-onboarding-placeholders", docBT(`
## Accounts you'll need

| System | Login | Password |
|---|---|---|
| Laptop / AD | firstname.lastname | <your AD password> |
| VPN | same as AD | same as AD |
| Jira | your email | SSO, no password |
| Shared printer | — | (ask in #it-help) |

Shared logins live in 1Password → Shared → "Office". Never paste them here; write ˋ<password>ˋ in examples.
`), nil, "<your AD password>", "(ask in #it-help)", "1Password → Shared → \"Office\"", "<password>")

	g.add("doc/benign-password-policy-forbidden-examples", `
Password policy (IT-SEC-004, v2.1)

- At least 14 characters, or a passphrase of four or more words.
- The installer sets a random initial admin password and prints it once.
  Do not use the vendor default (changeme) or anything from the breached-password list
  such as password123 or qwertz.
- Rotation only on suspicion of compromise (NIST SP 800-63B).
`, nil, "(changeme)", "password123", "NIST SP 800-63B", "IT-SEC-004, v2.1")

	g.add("doc/benign-gpg-fingerprints-wiki", `
== Release signing keys ==
{| class="wikitable"
! Person !! Key ID !! Fingerprint !! Expires
|-
| Dana Koch || «_k1» || «_f1» || 2026-01-01
|-
| Jonas Weber || «_k2» || «_f2» || 2025-07-15
|}
Import with: gpg --recv-keys «_f1»
`, V{"_k1": g.s(alHexU, 16), "_f1": g.infGPGFpr(), "_k2": g.s(alHexU, 16), "_f2": g.infGPGFpr()}, "gpg --recv-keys")

	g.add("doc/benign-ssh-host-fingerprints-runbook", `
Verify these before you accept the host key on first connect:

bastion.acme.io
  ED25519  SHA256:«_f1»
  RSA      SHA256:«_f2»
sftp.acme.io
  ED25519  SHA256:«_f3»
`, V{"_f1": g.b64(32)[:43], "_f2": g.b64(32)[:43], "_f3": g.b64(32)[:43]}, "bastion.acme.io")

	g.add("doc/benign-donation-page-addresses-xpub", `
<h2>Support the project</h2>
<p>Bitcoin: <code>«_btc»</code></p>
<p>Ethereum / USDC: <code>«_eth»</code></p>
<p>Watch-only xpub for our transparency report: <code>«_xpub»</code></p>
<p>Lightning: <code>acme@getalby.com</code></p>
`, V{"_btc": g.docBTCAddr(), "_eth": g.ethAddr(), "_xpub": g.docXpub()}, "acme@getalby.com")

	g.add("doc/benign-staff-phone-list-csv", `
name,department,email,phone,extension,employee_id,desk
Dana Koch,Engineering,dana@acme.io,«_p1»,214,E«_e1»,B2-14
Jonas Weber,Engineering,jonas@acme.io,«_p2»,215,E«_e2»,B2-15
Lena Vogt,Design,lena@acme.io,«_p3»,301,E«_e3»,C1-02
`, V{"_p1": g.docPhone(), "_e1": g.digits(5), "_p2": g.docPhone(), "_e2": g.digits(5), "_p3": g.docPhone(), "_e3": g.digits(5)}, "dana@acme.io")

	g.add("doc/benign-payment-details-email", `
Betreff: Zahlungsinformationen für Rechnung RE-2024-«_re»

Guten Tag,

bitte überweisen Sie den Betrag von 1.190,00 € bis zum 30.06.2024 auf folgendes Konto:

Kontoinhaber: Agentur Berger GmbH
IBAN: «_iban»
BIC: GENODEF1S04
Verwendungszweck: RE-2024-«_re» / Kd.-Nr. «_kd»
Gläubiger-Referenz: RF«_rf»
`, V{"_re": g.digits(5), "_iban": g.docIBAN(), "_kd": g.digits(6), "_rf": g.s(alDigit, 2) + " " + g.docGroups(alDigit, 3, 4, " ")}, "GENODEF1S04", "Agentur Berger GmbH")

	g.add("doc/benign-release-notes-versions-hashes", `
## v4.12.3 (2024-06-11)

- Fix: login loop when the session cookie was set for the wrong domain (#«=pr»)
- Security: bump golang.org/x/net to v0.26.0

Checksums (SHA-256):
«_h1»  acme-server_4.12.3_linux_amd64.tar.gz
«_h2»  acme-server_4.12.3_darwin_arm64.tar.gz
Build: «_sha» (go1.22.4)
`, V{"=pr": g.digits(4), "_h1": g.hex(64), "_h2": g.hex(64), "_sha": g.gitSHA()}, "golang.org/x/net to v0.26.0")

	g.add("doc/benign-jira-links-and-ids", `
Linked issues:
  blocks   OPS-2231  Migrate build agents to the new VLAN
  relates  SUP-8812  Customer cannot log into the reporting tenant
Confluence: https://acme.atlassian.net/wiki/spaces/OPS/pages/«_pg»/Build+agents
Attachment: runbook.pdf (id «_att», 212 KB)
Issue id: «_iid»  Sprint: «=sp»  Story points: 5
`, V{"_pg": g.digits(10), "_att": g.digits(6), "_iid": g.digits(6), "=sp": g.digits(4)}, "OPS-2231")

	g.add("doc/benign-slack-export-ids-only", `
{
  "type": "message",
  "subtype": "channel_join",
  "user": "«_u»",
  "text": "<@«_u»> has joined the channel",
  "ts": "«_ts»",
  "team": "«_t»",
  "client_msg_id": "«_cm»",
  "files": [{"id": "F0«_f»", "name": "architecture.png", "permalink": "https://acme.slack.com/files/«_u»/F0«_f»/architecture.png"}]
}
`, V{"_u": "U0" + g.s(alUpNum, 9), "_ts": "1718" + g.digits(6) + "." + g.s(alDigit, 6), "_t": g.slackT(), "_cm": g.uuid(), "_f": g.s(alUpNum, 9)}, "architecture.png")

	g.add("doc/benign-discord-export-snowflakes", `
[6/11/2024 10:41 AM] lena_mod
pinned the rules, message link: https://discord.com/channels/«_g»/«_c»/«_m»

[6/11/2024 10:42 AM] mika.dev
role ids for the bot config: moderators=«_r1» helpers=«_r2»
`, V{"_g": g.trSnowflake(), "_c": g.trSnowflake(), "_m": g.trSnowflake(), "_r1": g.trSnowflake(), "_r2": g.trSnowflake()}, "pinned the rules")

	g.add("doc/benign-order-confirmation-license-id", `
Subject: Order confirmation #«_ord»

License type: Commercial, 5 seats
License ID: «_lid»
Customer ID: «_cid»
Your license keys are available in the customer portal under Licenses (sign in with SSO).
Invoice: INV-«_inv»  Total: USD 745.00
`, V{"_ord": g.digits(8), "_lid": g.s(alUpNum, 10), "_cid": g.digits(7), "_inv": g.digits(7)}, "Commercial, 5 seats")

	g.add("doc/benign-otpauth-format-docs", docBT(`
### Key URI format

    otpauth://TYPE/LABEL?PARAMETERS

Example: ˋotpauth://totp/ACME:alice@example.com?secret=<BASE32SECRET>&issuer=ACME&period=30ˋ

- ˋsecretˋ (required): the shared key, base32, no padding
- ˋdigitsˋ: 6 or 8, default 6
- ˋcounterˋ (hotp only): the initial counter value
`), nil, "secret=<BASE32SECRET>", "otpauth://TYPE/LABEL?PARAMETERS")

	g.add("doc/benign-recovery-codes-status", `
Two-factor authentication: Enabled
  Authenticator app    configured Mar 2, 2024
  Security keys        YubiKey 5C (added Apr 4, 2024), YubiKey 5 NFC
  Recovery codes       8 of 16 unused · generated Mar 2, 2024 · [View] [Regenerate]
  Example format: xxxxx-xxxxx
`, nil, "8 of 16 unused", "xxxxx-xxxxx", "YubiKey 5C")

	g.add("doc/benign-intune-bitlocker-key-id-only", `
Device: «_dev»   Primary user: dana@acme.io
BitLocker key ID: «_kid»
Drive type: Operating system drive
Recovery key: [Show recovery key] (access is audited)
Last sync: 6/11/2024, 10:41:22 AM
`, V{"_dev": "ACME-LT-" + g.digits(4), "_kid": g.uuid()}, "[Show recovery key] (access is audited)")

	g.add("doc/benign-nmcli-wifi-list", `
$ nmcli dev wifi list
IN-USE  BSSID              SSID              MODE   CHAN  RATE        SIGNAL  BARS  SECURITY
*       «_b1»  Acme-Staff        Infra  36    540 Mbit/s  82      ▂▄▆█  WPA2 802.1X
        «_b2»  Acme-Guest        Infra  1     130 Mbit/s  64      ▂▄▆_  WPA2
        «_b3»  DIRECT-4F-HP M479 Infra  6     65 Mbit/s   30      ▂▄__  WPA2
`, V{"_b1": g.docGroups(alHexU, 6, 2, ":"), "_b2": g.docGroups(alHexU, 6, 2, ":"), "_b3": g.docGroups(alHexU, 6, 2, ":")}, "DIRECT-4F-HP M479")

	g.add("doc/benign-anydesk-id-request", `
Hallo Frau Weber,

für die Fernwartung brauche ich nur Ihre AnyDesk-Adresse (neunstellig, oben links im Programm).
Meine ist zum Vergleich «_id». Ein Passwort brauchen Sie mir nicht zu schicken, Sie bestätigen die Verbindung einfach mit "Annehmen".

Ticketnummer: #«_t»
`, V{"_id": g.digits(3) + " " + g.s(alDigit, 3) + " " + g.s(alDigit, 3), "_t": g.digits(5)}, `"Annehmen"`)

	g.add("doc/benign-license-verify-public-key-doc", `
## Verifying license files offline

The application checks each license file against this Ed25519 public key,
which is safe to ship in the binary:

-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEA«_k»
-----END PUBLIC KEY-----

Key id: «_kid» (rotated 2024-01)
`, V{"_k": g.b64(32), "_kid": g.hex(16)}, "which is safe to ship in the binary")

	g.add("doc/benign-holiday-ics", docCRLF(`
BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Acme HR//Holidays 2024//DE
BEGIN:VEVENT
UID:«_u1»@hr.acme.io
DTSTAMP:20240101T000000Z
DTSTART;VALUE=DATE:20241003
SUMMARY:Tag der Deutschen Einheit
END:VEVENT
BEGIN:VEVENT
UID:«_u2»@hr.acme.io
DTSTAMP:20240101T000000Z
DTSTART;VALUE=DATE:20241225
SUMMARY:1. Weihnachtstag
END:VEVENT
END:VCALENDAR
`), V{"_u1": g.uuid(), "_u2": g.uuid()}, "Tag der Deutschen Einheit")

	g.add("doc/benign-eml-headers-dkim-arc", docCRLF(`
ARC-Seal: i=1; a=rsa-sha256; t=1718095282; cv=none; d=google.com; s=arc-20160816;
        b=«_arc»
ARC-Authentication-Results: i=1; mx.google.com;
       dkim=pass header.i=@acme.io header.s=google header.b=«_hb»;
       spf=pass (google.com: domain of dana@acme.io designates 209.85.220.41 as permitted sender)
DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=acme.io; s=google; t=1718095282;
        h=to:subject:message-id:date:from:mime-version:from:to:cc:subject:date:message-id;
        bh=«_bh»;
        b=«_b»
X-Google-DKIM-Signature: v=1; a=rsa-sha256; bh=«_bh»; b=«_xb»
Message-ID: <CA«_mid»@mail.gmail.com>
X-Gm-Message-State: AOJu0Y«_st»
`), V{"_arc": g.b64(256), "_hb": g.b64u(8), "_bh": g.b64(32), "_b": g.b64(256), "_xb": g.b64(256), "_mid": "+" + g.b64u(40), "_st": g.b64u(56)}, "209.85.220.41")

	g.add("doc/benign-keepass-field-references", `
<Entry>
	<UUID>«_u»</UUID>
	<String><Key>Title</Key><Value>VPN (same as AD)</Value></String>
	<String><Key>UserName</Key><Value>{REF:U@I:«_ref»}</Value></String>
	<String><Key>Password</Key><Value ProtectInMemory="True">{REF:P@I:«_ref»}</Value></String>
	<String><Key>URL</Key><Value>https://vpn.acme.io</Value></String>
</Entry>
`, V{"_u": g.docKPUUID(), "_ref": g.s(alHexU, 32)}, "VPN (same as AD)")

	g.add("doc/benign-file-inventory-sheet", `
path,size,sha256,modified,owner
contracts/2024/acme-hosting-agreement.pdf,482113,«_h1»,2024-03-02,legal
contracts/2024/nda-berger.pdf,90122,«_h2»,2024-04-18,legal
exports/1Password-Export-2024-06-11.csv,0,«_h3»,2024-06-11,dana (deleted, shredded)
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(64)}, "(deleted, shredded)")

	g.add("doc/benign-password-policy-table", `
| Setting                         | Value                 |
|---------------------------------|-----------------------|
| Minimum length                  | 14                    |
| Lockout after failed attempts   | 10 in 15 min          |
| Password history                | 24                    |
| MFA                             | required (FIDO2/TOTP) |
| Service account password length | 40, random            |
`, nil, "Lockout after failed attempts", "required (FIDO2/TOTP)")

	g.add("doc/benign-pgp-signed-message", `
-----BEGIN PGP SIGNED MESSAGE-----
Hash: SHA512

Warrant canary, June 2024: we have not received any secret court orders.
Bitcoin block 846012 hash: 00000000000000000002«_bh»
-----BEGIN PGP SIGNATURE-----

«_sig»
=«=crc»
-----END PGP SIGNATURE-----
`, V{"_bh": g.hex(44), "_sig": wrap("iQIzBAEBCgAdFiEE"+g.s(alB64, 520), 64), "=crc": g.s(alB64, 4)}, "Warrant canary, June 2024")

	g.add("doc/benign-watch-only-wallet-csv", `
date,txid,address,amount_btc,label
2024-05-02,«_t1»,«_a1»,0.01250000,donation
2024-05-19,«_t2»,«_a2»,-0.00300000,server invoice
`, V{"_t1": g.hex(64), "_a1": g.docBTCAddr(), "_t2": g.hex(64), "_a2": g.docBTCAddr()}, "server invoice")

	g.add("doc/benign-teams-dialin-only", `
Microsoft Teams Need help?
Join the meeting now
Meeting ID: «_mid»
Dial in by phone
+1 323-849-4874,,«_conf»# United States, Los Angeles
Find a local number
Phone conference ID: «_conf»#
For organizers: Meeting options | Reset dial-in PIN
`, V{"_mid": g.digits(3) + " " + g.s(alDigit, 3) + " " + g.s(alDigit, 3) + " " + g.s(alDigit, 3), "_conf": g.digits(9)}, "Reset dial-in PIN")

	g.add("doc/benign-notion-page-ids", `
Moved "Vendor logins" out of the wiki (it's in 1Password now).
Old page: https://www.notion.so/acme/Vendor-logins-«_p1»
New index: https://www.notion.so/acme/«_p2»?v=«_v»
Block id of the removed table: «_b»
`, V{"_p1": g.hex(32), "_p2": g.hex(32), "_v": g.hex(32), "_b": g.uuid()}, "it's in 1Password now")

	g.add("doc/benign-company-registry-ids", `
Acme Software GmbH
Handelsregister: Amtsgericht Charlottenburg, HRB «_hrb» B
USt-IdNr.: DE«_vat»
D-U-N-S: «_duns»
LEI: «_lei»
EORI: DE«_eori»
`, V{"_hrb": g.digits(6), "_vat": g.digits(9), "_duns": g.digits(9), "_lei": g.s(alUpNum, 20), "_eori": g.digits(10)}, "Amtsgericht Charlottenburg")

	g.add("doc/benign-dashboard-masked-api-keys", `
API keys (copied from the dashboard)
NAME              KEY                 CREATED       LAST USED
production        «_l1»    2024-01-10    2 minutes ago
ci                «_l2»    2024-03-22    yesterday
local dev         «_l3»    2024-05-30    never
Secret keys are only shown once, at creation.
`, V{"_l1": "sk_live_..." + g.an(4), "_l2": "rk_live_..." + g.an(4), "_l3": "sk_test_..." + g.an(4)}, "Secret keys are only shown once, at creation.")

	g.add("doc/benign-seed-phrase-safety-doc", `
How to back up your wallet

1. Write the 24 words on the supplied card: 1. <word> 2. <word> ... 24. <word>
2. Never type them into a computer or phone, and never photograph them.
3. Support will NEVER ask for your recovery phrase.
Device firmware: 2.2.3 (checksum «_h»)
`, V{"_h": g.hex(64)}, "1. <word> 2. <word> ... 24. <word>", "Support will NEVER ask for your recovery phrase.")

	g.add("doc/benign-whatsapp-group-logistics", `
12/06/24, 08:14 - Tom: parcel for the booth arrived, DHL «_dhl»
12/06/24, 08:15 - Lena: 👍 invoice is RE-2024-«_re», paid
12/06/24, 08:20 - Tom: hall 4, stand B-«=st», call me on «_ph» if the gate is closed
`, V{"_dhl": "JJD" + g.digits(18), "_re": g.digits(5), "=st": g.digits(3), "_ph": g.docPhone()}, "parcel for the booth arrived")

	g.add("doc/benign-bitwarden-export-redacted-structure", `
{
  "encrypted": false,
  "folders": [{"id": "«_f»", "name": "Work"}],
  "items": [
    {
      "id": "«_i»",
      "folderId": "«_f»",
      "type": 1,
      "name": "Jira Cloud",
      "login": {"uris": [{"uri": "https://acme.atlassian.net"}], "username": "dana@acme.io", "password": "[REDACTED]", "totp": null}
    }
  ]
}
`, V{"_f": g.uuid(), "_i": g.uuid()}, `"password": "[REDACTED]"`, "https://acme.atlassian.net")
}
