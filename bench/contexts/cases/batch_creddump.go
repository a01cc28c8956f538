package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// creddumpCases adds the output of tools that recover credentials stored
// on a workstation or server (not Active Directory dumps), as an agent
// runs them or reads their result files during an incident, a migration
// or an authorized assessment.
// Sources: LaZagne (Windows and Linux modules: browsers, Credman, Vault,
// autologon, Wi-Fi, Git, Maven, DBVisualizer, SQL Developer, Squirrel,
// Robomongo, Thunderbird, Pidgin, OpenVPN, Docker, AWS, env variables,
// shadow, hashdump, LSA secrets, KeePass config; text, -vv and JSON);
// HackBrowserData (CSV and JSON files for passwords, cookies, credit cards,
// local storage and bookmarks); firefox_decrypt (human, csv, json and
// tabular formats); SharpChrome and SharpDPAPI (logins, cookies, state
// keys, credentials, vaults, RDCMan files, master keys); browser password
// CSV exports read with head, column, csvlook, mlr and Python; netsh wlan
// show profile key=clear in English, German, French, Spanish, Portuguese,
// Italian, Dutch, Polish, Russian, Turkish, Czech, Swedish, Japanese,
// Korean and Chinese, netsh wlan export profile XML and PowerShell loops
// over it; nmcli --show-secrets, nmcli -g, nmcli device wifi
// show-password; wpa_supplicant.conf, wpa_passphrase, NetworkManager
// keyfiles, iwd .psk files, netplan and ConnMan read back; macOS security
// dump-keychain -d, find-generic-password -ga and -w,
// find-internet-password -gs, chainbreaker; Windows cmdkey /list,
// vaultcmd /listcreds, PasswordVault RetrieveAll, Get-StoredCredential,
// Winlogon autologon, unattend.xml, NirSoft CredentialsFileView,
// WirelessKeyView, WebBrowserPassView and VNCPassView exports; mimipenguin
// (shell and Python); PuTTY and KiTTY sessions and .ppk files, WinSCP.ini
// and its decryptors, FileZilla sitemanager.xml and recentservers.xml,
// mRemoteNG confCons.xml and its decryptor, RDCMan .rdg, MobaXterm.ini,
// Remmina, SecureCRT, TightVNC, Navicat, DBeaver and SessionGopher;
// KeePass, KeePassXC, Bitwarden, 1Password and LastPass CSV exports read
// with head, column and grep; git-credential store files, git credential
// fill and credential-cache; ~/.docker/config.json, podman auth.json and
// their base64 auth decoded; .pgpass, .my.cnf, .mylogin.cnf, .netrc,
// .s3cfg and the like found by find, grep, linPEAS, WinPEAS and Seatbelt.
// Benign look-alikes: SSIDs, BSSIDs, profile and connection UUIDs, GUIDs
// of DPAPI master keys, timestamps, Chrome v10 ciphertext, DPAPI blobs,
// FileZilla master-password ciphertext, keychain attribute hex,
// credsStore helpers, masked or absent keys ("Security key : Absent",
// "<hidden>", "********"). The case names start with "creddump/".
func (g *G) creddumpCases() {
	g.cdLaZagne()
	g.cdHackBrowser()
	g.cdFirefoxDecrypt()
	g.cdSharpChrome()
	g.cdBrowserCSV()
	g.cdNetsh()
	g.cdNmcli()
	g.cdWifiFiles()
	g.cdKeychain()
	g.cdWindowsCreds()
	g.cdMimipenguin()
	g.cdSessions()
	g.cdPwManagerCSV()
	g.cdGitCreds()
	g.cdDocker()
	g.cdDotfiles()
	g.cdEnumTools()
	g.cdBenign()
}

// ---- helpers used only here ----

// cdAdd is add with the "creddump/" prefix and "ˋ" standing for a backtick.
func (g *G) cdAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("creddump/"+name, bt(tmpl), v, benign...)
}

// cdWifi is a Wi-Fi passphrase as people and ISPs set them.
func (g *G) cdWifi() string {
	switch g.r.IntN(5) {
	case 0:
		return g.pw()
	case 1:
		return g.digits(20) // FRITZ!Box-style default key
	case 2:
		return g.s("ABCDEFGHJKLMNPQRSTUVWXYZ", 8) + g.s(alDigit, 2)
	case 3:
		return g.s("abcdefghjkmnpqrstuvwxyz23456789", 12)
	}
	return strings.ToLower(g.pick(pwWords...)) + "-" + strings.ToLower(g.pick(pwWords...)) + "-" + g.s(alDigit, 4)
}

// cdBSSID is a Wi-Fi access point's MAC address.
func (g *G) cdBSSID() string {
	b := g.bytes(6)
	b[0] &^= 1
	return fmt.Sprintf("%02x:%02x:%02x:%02x:%02x:%02x", b[0], b[1], b[2], b[3], b[4], b[5])
}

// cdDPAPI is a DPAPI blob as Windows stores it (not reversible without
// the user's master key).
func (g *G) cdDPAPI(n int) string {
	return dpapiHeader + g.s(alB64, n) + "=="
}

// cdV10 is a Chrome "v10" AES-GCM ciphertext, base64.
func (g *G) cdV10() string { return "djEw" + g.b64(45) }

// cdNT is an NT hash.
func (g *G) cdNT() string { return g.hex(32) }

// cdSHA512Crypt is a /etc/shadow sha512crypt hash.
func (g *G) cdSHA512Crypt() string {
	return "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86)
}

// cdGUID is an upper-case braced-free Windows GUID.
func (g *G) cdGUID() string { return strings.ToUpper(g.uuid()) }

// cdKeychainData renders data as security(1) prints a value that is not
// plain ASCII: upper-case hex, then the bytes with octal escapes.
func cdKeychainData(s string) (string, string) {
	var esc strings.Builder
	for _, c := range []byte(s) {
		if c >= 0x20 && c < 0x7f && c != '"' && c != '\\' {
			esc.WriteByte(c)
		} else {
			fmt.Fprintf(&esc, "\\%03o", c)
		}
	}
	return strings.ToUpper(fmt.Sprintf("%x", s)), esc.String()
}

// cdSpacedHex is bytes as "5A 3C 0F ..." (openssl's localKeyID).
func cdSpacedHex(b []byte) string {
	parts := make([]string, len(b))
	for i, c := range b {
		parts[i] = fmt.Sprintf("%02X", c)
	}
	return strings.Join(parts, " ")
}

// cdDockerAuth is the "auth" field of a Docker config: base64(user:secret).
func cdDockerAuth(user, secret string) string { return b64s(user + ":" + secret) }

// ---- LaZagne ----

const cdLaZagneBanner = `
|====================================================================|
|                                                                    |
|                        The LaZagne Project                         |
|                                                                    |
|                          ! BANG BANG !                             |
|                                                                    |
|====================================================================|
`

func (g *G) cdLaZagne() {
	g.cdAdd("lazagne-all-windows-wifi-git-maven", `
C:\Temp\ir> lazagne.exe all
`+cdLaZagneBanner+`
[+] System masterkey decrypted for «_mk»

########## User: SYSTEM ##########

------------------- Wifi passwords -----------------

[+] Password found !!!
SSID: Bauer-Gast
Authentication: WPA2PSK
Protected: false
Password: «a»

[+] Password found !!!
SSID: FRITZ!Box 7590 QK
Authentication: WPA2PSK
Protected: false
Password: «b»

########## User: r.bauer ##########

------------------- Git passwords -----------------

[+] Password found !!!
URL: https://dev.azure.com/bauer-logistik
Login: r.bauer
Password: «c»

------------------- Maven passwords -----------------

[+] Password found !!!
Id: nexus-releases
Login: deploy
Password: «d»

[+] 4 passwords have been found.
For more information launch it again with the -v option

elapsed time = 6.211999893188477
`, V{"_mk": g.uuid(), "a": g.cdWifi(), "b": g.digits(20), "c": g.azDevops(), "d": g.pwStrong()},
		"SSID: Bauer-Gast", "https://dev.azure.com/bauer-logistik", "Id: nexus-releases", "FRITZ!Box 7590 QK")

	g.cdAdd("lazagne-databases-dbvis-sqldeveloper", `
PS C:\Users\mhofer\Desktop> .\LaZagne.exe databases
`+cdLaZagneBanner+`
########## User: mhofer ##########

------------------- Dbvis passwords -----------------

[+] Password found !!!
Name: ERP prod (read only)
Driver: Oracle Thin
Host: erpdb01.hofer.local
Port: 1521
SID: ERPPRD
Login: ERP_RO
Password: «a»

------------------- Sqldeveloper passwords -----------------

[+] Password found !!!
Name: hr_dev
Host: ora-dev.hofer.local
Port: 1521
SID: HRDEV
Login: HR
Password: «b»

------------------- Robomongo passwords -----------------

[+] Password found !!!
Host: mongo01.hofer.local
Port: 27017
Login: analytics
Password: «c»
Database: admin

[+] 3 passwords have been found.
For more information launch it again with the -v option

elapsed time = 1.0469999313354492
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.pwStrong()},
		"erpdb01.hofer.local", "Driver: Oracle Thin", "mongo01.hofer.local", "Login: ERP_RO")

	g.cdAdd("lazagne-windows-hashdump-lsa-autologon", `
C:\Windows\Temp> lazagne.exe windows -vv
`+cdLaZagneBanner+`
[!] Running as SYSTEM, dumping hashes from registry hives
[+] System masterkey decrypted for «_mk»

########## User: SYSTEM ##########

------------------- Hashdump passwords -----------------

Administrator:500:aad3b435b51404eeaad3b435b51404ee:«a»:::
Guest:501:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::
DefaultAccount:503:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::
WDAGUtilityAccount:504:aad3b435b51404eeaad3b435b51404ee:«_wdag»:::
kiosk:1001:aad3b435b51404eeaad3b435b51404ee:«b»:::

------------------- Autologon passwords -----------------

[+] Password found !!!
Login: kiosk
Password: «c»

------------------- Lsa_secrets passwords -----------------

[+] Password found !!!
DefaultPassword: «c»
NL$KM: «d»

[+] 5 passwords have been found.

elapsed time = 3.2969999313354492
`, V{"_mk": g.uuid(), "a": g.cdNT(), "_wdag": g.cdNT(), "b": g.cdNT(), "c": g.pw(), "d": g.hex(128)},
		"aad3b435b51404eeaad3b435b51404ee", "31d6cfe0d16ae931b73c59d7e0c089c0", "Login: kiosk")

	g.cdAdd("lazagne-linux-sysadmin-docker-aws-env", `
$ sudo python3 laZagne.py sysadmin
`+cdLaZagneBanner+`
########## User: root ##########

------------------- Env_variable passwords -----------------

[+] Password found !!!
Login: DB_PASSWORD
Password: «a»

[+] Password found !!!
Login: GITLAB_TOKEN
Password: «b»

########## User: deploy ##########

------------------- Aws passwords -----------------

[+] Password found !!!
Aws_access_key_id: «_akid»
Aws_secret_access_key: «c»
Region: eu-central-1
Profile: default

------------------- Docker passwords -----------------

[+] Password found !!!
Docker: registry.gitlab.com
Login: deploy-bot
Password: «d»

[+] 4 passwords have been found.
For more information launch it again with the -v option

elapsed time = 0.41863012313842773
`, V{"a": g.pwStrong(), "b": g.glpat(), "_akid": "AKIA" + g.s(alAWS, 16), "c": g.awsSecret(), "d": g.pwURL()},
		"Login: DB_PASSWORD", "Docker: registry.gitlab.com", "Login: deploy-bot", "Region: eu-central-1")

	g.cdAdd("lazagne-linux-shadow-and-wifi", `
root@kiosk-07:/opt/lazagne/Linux# python3 laZagne.py all -v
`+cdLaZagneBanner+`
[-] Chats: pidgin not installed
[-] Browsers: no mozilla profile found

########## User: root ##########

------------------- Shadow passwords -----------------

[+] Hash found !!!
root:«a»

[+] Password found !!!
Login: kiosk
Password: «b»

------------------- Wifi passwords -----------------

[+] Password found !!!
SSID: Lobby-Display
Password: «c»
Interface: wlan0

------------------- Ssh passwords -----------------

[+] Password found !!!
Ssh key: /root/.ssh/id_ed25519
Password: «d»

[+] 4 passwords have been found.

elapsed time = 2.118133544921875
`, V{"a": g.cdSHA512Crypt(), "b": g.pw(), "c": g.cdWifi(), "d": g.pw()},
		"SSID: Lobby-Display", "Ssh key: /root/.ssh/id_ed25519", "kiosk-07")

	g.cdAdd("lazagne-json-output-file", `
PS C:\Temp> .\lazagne.exe browsers -oJ -output C:\Temp\out
`+cdLaZagneBanner+`
[+] File written: C:\Temp\out\credentials_20250314093312.json

PS C:\Temp> Get-Content .\out\credentials_20250314093312.json
[{"User": "t.nguyen", "Chromium Browsers": [{"URL": "https://portal.azure.com/", "Login": "t.nguyen@contoso-labs.com", "Password": "«a»"}, {"URL": "https://grafana.contoso-labs.com/login", "Login": "admin", "Password": "«b»"}], "Firefox": [{"URL": "https://jira.contoso-labs.com", "Login": "tnguyen", "Password": "«c»"}]}]
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pwURL()},
		"credentials_20250314093312.json", "https://grafana.contoso-labs.com/login", "t.nguyen@contoso-labs.com")

	g.cdAdd("lazagne-json-pretty-jq", `
$ jq . loot/lazagne_ws0142.json
[
  {
    "User": "a.lindqvist",
    "Credman": [
      {
        "URL": "LegacyGeneric:target=MicrosoftOffice16_Data:SSPI:a.lindqvist@nordvik.se",
        "Login": "a.lindqvist@nordvik.se",
        "Password": "«a»"
      }
    ],
    "Outlook": [
      {
        "Display Name": "Anna Lindqvist",
        "IMAP Server": "imap.nordvik.se",
        "IMAP User": "a.lindqvist",
        "IMAP Password": "«b»",
        "SMTP Server": "smtp.nordvik.se"
      }
    ],
    "Thunderbird": []
  }
]
`, V{"a": g.pw(), "b": g.pwURL()},
		"imap.nordvik.se", "loot/lazagne_ws0142.json", "\"IMAP User\": \"a.lindqvist\"")

	g.cdAdd("lazagne-chats-mails-pidgin-thunderbird", `
$ python3 laZagne.py chats mails
`+cdLaZagneBanner+`
########## User: kmorris ##########

------------------- Pidgin passwords -----------------

[+] Password found !!!
Login: kmorris@jabber.lab.example.org
Password: «a»
Protocol: prpl-jabber

------------------- Thunderbird passwords -----------------

[+] Password found !!!
URL: imap://mail.lab.example.org
Login: kmorris
Password: «b»

[+] Password found !!!
URL: smtp://mail.lab.example.org
Login: kmorris
Password: «b»

[+] 3 passwords have been found.
For more information launch it again with the -v option

elapsed time = 0.7390210628509521
`, V{"a": g.pw(), "b": g.pwStrong()},
		"Protocol: prpl-jabber", "imap://mail.lab.example.org", "kmorris@jabber.lab.example.org")

	g.cdAdd("lazagne-sysadmin-openvpn-winscp-filezilla", `
C:\Users\jpark\Downloads> lazagne.exe sysadmin
`+cdLaZagneBanner+`
########## User: jpark ##########

------------------- Filezilla passwords -----------------

[+] Password found !!!
Host: sftp.partner-edi.com
Port: 22
Login: acme_edi
Password: «a»

------------------- Winscp passwords -----------------

[+] Password found !!!
URL: 192.168.40.12
Port: 22
Login: pi
Password: «b»

------------------- Openvpn passwords -----------------

[+] Password found !!!
Login: jpark
Password: «c»
Config: C:\Users\jpark\OpenVPN\config\office\office.ovpn

------------------- Keepassconfig passwords -----------------

[+] Password found !!!
Keyfile: C:\Users\jpark\Documents\vault.keyx
Database: C:\Users\jpark\Documents\Passwords.kdbx

[+] 3 passwords have been found.
For more information launch it again with the -v option

elapsed time = 2.8000001907348633
`, V{"a": g.pwURL(), "b": g.pw(), "c": g.pw()},
		"sftp.partner-edi.com", "C:\\Users\\jpark\\Documents\\Passwords.kdbx", "Login: acme_edi")

	g.cdAdd("lazagne-vault-ie-and-credfiles", `
PS C:\Tools> .\lazagne.exe windows -v
`+cdLaZagneBanner+`
[+] System masterkey decrypted for «_mk1»
[+] User masterkey decrypted for «_mk2»

########## User: s.otieno ##########

------------------- Vault passwords -----------------

[+] Password found !!!
URL: https://login.microsoftonline.com/
Login: s.otieno@kibera-tech.co.ke
Password: «a»
File: «_vf»

------------------- Credfiles passwords -----------------

[+] Password found !!!
Target: Domain:target=\\fs01.kibera-tech.local
Username: KIBERA\s.otieno
Password: «b»
File: C:\Users\s.otieno\AppData\Roaming\Microsoft\Credentials\«_cf»

[+] 2 passwords have been found.

elapsed time = 4.11299991607666
`, V{"_mk1": g.uuid(), "_mk2": g.uuid(), "a": g.pw(), "_vf": g.s(alHexU, 32) + ".vcrd", "b": g.pwStrong(), "_cf": g.s(alHexU, 32)},
		"fs01.kibera-tech.local", "KIBERA\\s.otieno", "https://login.microsoftonline.com/")

	g.cdAdd("lazagne-games-php-svn", `
C:\> lazagne.exe all -quiet

########## User: qa-rig-03 ##########

------------------- Tortoise passwords -----------------

[+] Password found !!!
URL: https://svn.studio-arcade.net/repos/engine
Login: builder
Password: «a»

------------------- Composer passwords -----------------

[+] Password found !!!
URL: https://repo.packagist.com/studio-arcade/
Login: token
Password: «b»

------------------- Roguestale passwords -----------------

[+] Password found !!!
Login: arcade_tester
Password: «c»
Game: RoguesTale
`, V{"a": g.pw(), "b": g.hex(40), "c": g.pw()},
		"https://svn.studio-arcade.net/repos/engine", "User: qa-rig-03", "Game: RoguesTale", "https://repo.packagist.com/studio-arcade/")

	g.cdAdd("lazagne-wallet-libsecret-kde", `
$ python3 laZagne.py wallet -v
`+cdLaZagneBanner+`
########## User: dana ##########

------------------- Libsecret passwords -----------------

[+] Password found !!!
Collection: Login
Item: Password for 'dana@imap.gmail.com'
Label: Password for 'dana@imap.gmail.com'
Password: «a»
Created: 2024-11-02 18:44:09
Modified: 2024-11-02 18:44:09

[+] Password found !!!
Collection: Login
Item: GitHub - https://api.github.com
Label: GitHub - https://api.github.com
Password: «b»
Created: 2025-01-19 09:02:51
Modified: 2025-01-19 09:02:51

------------------- Kde passwords -----------------

[+] Password found !!!
Folder: Network Management
Key: {«_u»};802-11-wireless-security
Password: «c»

[+] 3 passwords have been found.

elapsed time = 1.2331132888793945
`, V{"a": g.s(alLower, 16), "b": g.gho(), "_u": g.uuid(), "c": g.cdWifi()},
		"Folder: Network Management", "Collection: Login", "dana@imap.gmail.com")

	g.cdAdd("lazagne-memory-mimipy-linux", `
$ sudo python3 laZagne.py memory
`+cdLaZagneBanner+`
########## User: root ##########

------------------- Mimipy passwords -----------------

[+] Password found !!!
Process: sshd: admin [priv]
Login: admin
Password: «a»

[+] Password found !!!
Process: /usr/bin/gnome-keyring-daemon
Login: jlee
Password: «b»

[+] 2 passwords have been found.
For more information launch it again with the -v option

elapsed time = 14.5112030506134
`, V{"a": g.pw(), "b": g.pwURL()},
		"Process: sshd: admin [priv]", "/usr/bin/gnome-keyring-daemon")

	g.cdAdd("lazagne-no-password-found-plus-one", `
PS C:\Users\helpdesk> .\lazagne.exe browsers
`+cdLaZagneBanner+`
########## User: helpdesk ##########

------------------- Chromium Browsers passwords -----------------

[+] Password found !!!
URL: http://10.30.0.1/
Login: admin
Password: «a»

------------------- Firefox passwords -----------------

[-] Password not found !!!

[+] 1 passwords have been found.
For more information launch it again with the -v option

elapsed time = 0.9219999313354492
`, V{"a": g.cdWifi()},
		"http://10.30.0.1/", "[-] Password not found !!!")

	g.cdAdd("lazagne-squirrel-postgresql-pgpass", `
$ python3 laZagne.py databases -vv
`+cdLaZagneBanner+`
[!] Squirrel: /home/ops/.squirrel-sql/SQLAliases23.xml
[!] Postgresql: /home/ops/.pgpass

########## User: ops ##########

------------------- Squirrel passwords -----------------

[+] Password found !!!
Name: billing-replica
URL: jdbc:postgresql://pg-replica.billing.internal:5432/billing
Login: reporting
Password: «a»

------------------- Postgresql passwords -----------------

[+] Password found !!!
Hostname: pg-primary.billing.internal
Port: 5432
DB: *
Login: postgres
Password: «b»

[+] 2 passwords have been found.

elapsed time = 0.08733010292053223
`, V{"a": g.pw(), "b": g.pwStrong()},
		"jdbc:postgresql://pg-replica.billing.internal:5432/billing", "/home/ops/.squirrel-sql/SQLAliases23.xml", "pg-primary.billing.internal")

	g.cdAdd("lazagne-iis-apppool-unattended", `
C:\inetpub> C:\Tools\lazagne.exe windows sysadmin
`+cdLaZagneBanner+`
########## User: SYSTEM ##########

------------------- Iisapppool passwords -----------------

[+] Password found !!!
AppPool.Name: ShopApi
Username: SHOP\svc_shopapi
Password: «a»

------------------- Iiscentralcertp passwords -----------------

[+] Password found !!!
Username: SHOP\svc_certs
Password: «b»
Private Key Password: «c»

------------------- Unattended passwords -----------------

[+] Password found !!!
File: C:\Windows\Panther\Unattend.xml
Login: Administrator
Password: «d»

[+] 4 passwords have been found.
For more information launch it again with the -v option

elapsed time = 1.3910000324249268
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pwURL(), "d": g.pw()},
		"AppPool.Name: ShopApi", "C:\\Windows\\Panther\\Unattend.xml", "SHOP\\svc_shopapi")

	g.cdAdd("lazagne-opensshforwindows-key", `
PS C:\Users\build> .\lazagne.exe sysadmin -oN -output .
`+cdLaZagneBanner+`
########## User: build ##########

------------------- Opensshforwindows passwords -----------------

[+] Password found !!!
Privatekey: «a»

[+] 1 passwords have been found.
[+] File written: .\credentials.txt
`, V{"a": func() string { k, _ := g.sshEd25519("build@ci-win-02"); return k.block() }()},
		"Opensshforwindows passwords", ".\\credentials.txt")
}

// ---- HackBrowserData ----

func (g *G) cdHackBrowser() {
	g.cdAdd("hackbrowserdata-run-then-cat-password-csv", `
PS C:\Users\lena\Desktop> .\hack-browser-data.exe -b chrome -f csv --dir results
[NOTICE] [browsingdata.go:59,Output] output to file results/chrome_password.csv success
[NOTICE] [browsingdata.go:59,Output] output to file results/chrome_cookie.csv success
[NOTICE] [browsingdata.go:59,Output] output to file results/chrome_bookmark.csv success
[NOTICE] [browsingdata.go:59,Output] output to file results/chrome_history.csv success
PS C:\Users\lena\Desktop> type results\chrome_password.csv
UserName,Password,LoginURL,CreateDate
lena.schmid@gmx.de,«a»,https://www.paypal.com/signin,2024-06-11T19:02:44+02:00
lena.schmid,«b»,https://gitlab.schmid-it.de/users/sign_in,2024-09-02T08:11:09+02:00
admin,«c»,http://192.168.178.1/,2023-12-24T16:40:00+01:00
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.cdWifi()},
		"https://gitlab.schmid-it.de/users/sign_in", "lena.schmid@gmx.de", "results/chrome_password.csv")

	g.cdAdd("hackbrowserdata-cookie-csv-session", `
$ head -4 results/microsoft_edge_cookie.csv
Host,Path,KeyName,encryptValue,Value,IsSecure,IsHTTPOnly,HasExpire,IsPersistent,CreateDate,ExpireDate
.github.com,/,user_session,,«a»,true,true,true,true,2025-02-27T10:21:07Z,2025-03-13T10:21:07Z
.github.com,/,_octo,,«_octo»,true,false,true,true,2025-02-27T10:21:07Z,2026-02-27T10:21:07Z
.slack.com,/,d,,«b»,true,true,true,true,2025-03-01T07:55:12Z,2035-02-27T07:55:12Z
`, V{"a": g.b64u(48), "_octo": "GH1.1." + g.digits(9) + "." + g.digits(10), "b": "xoxd-" + g.s(alAlnum+"%", 120)},
		"microsoft_edge_cookie.csv", ".slack.com")

	g.cdAdd("hackbrowserdata-password-json", `
$ cat results/firefox_password.json
[
	{
		"UserName": "marco.rossi",
		"Password": "«a»",
		"LoginURL": "https://nextcloud.rossi-studio.it",
		"CreateDate": "2024-05-19T21:14:03+02:00"
	},
	{
		"UserName": "marco@rossi-studio.it",
		"Password": "«b»",
		"LoginURL": "https://id.atlassian.com",
		"CreateDate": "2024-10-08T09:47:31+02:00"
	},
	{
		"UserName": "",
		"Password": "«c»",
		"LoginURL": "https://router.rossi-studio.lan",
		"CreateDate": "2023-03-02T12:00:18+01:00"
	}
]
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pwURL()},
		"https://nextcloud.rossi-studio.it", "results/firefox_password.json", "marco@rossi-studio.it")

	g.cdAdd("hackbrowserdata-cookie-json-encryptvalue", `
$ jq '.[] | select(.Host|test("atlassian|google"))' results/chrome_cookie.json
{
  "Host": ".atlassian.net",
  "Path": "/",
  "KeyName": "tenant.session.token",
  "encryptValue": "«_e1»",
  "Value": "«a»",
  "IsSecure": true,
  "IsHTTPOnly": true,
  "HasExpire": true,
  "IsPersistent": true,
  "CreateDate": "2025-03-10T08:01:45Z",
  "ExpireDate": "2025-04-09T08:01:45Z"
}
{
  "Host": ".google.com",
  "Path": "/",
  "KeyName": "NID",
  "encryptValue": "«_e2»",
  "Value": "«_nid»",
  "IsSecure": true,
  "IsHTTPOnly": true,
  "HasExpire": true,
  "IsPersistent": true,
  "CreateDate": "2025-03-12T18:30:02Z",
  "ExpireDate": "2025-09-11T18:30:02Z"
}
`, V{"_e1": g.cdV10(), "a": g.jwt("HS256", `{"sub":"557058:`+g.uuid()+`","aud":"atlassian","iss":"session-service","exp":1744185705}`), "_e2": g.cdV10(), "_nid": "520=" + g.b64u(60)},
		"tenant.session.token", ".atlassian.net")

	g.cdAdd("hackbrowserdata-creditcard-csv", `
$ column -s, -t < results/chrome_creditcard.csv
Name          Number            ExpMonth  ExpYear  GUID                                  Address
Priya Raman   «a»  08        2027     «_g1»
Priya Raman   «b»  11        2026     «_g2»
`, V{"a": "4" + g.s(alDigit, 15), "_g1": g.uuid(), "b": "5" + g.pick("1", "2", "3", "4", "5") + g.s(alDigit, 14), "_g2": g.uuid()},
		"Priya Raman", "results/chrome_creditcard.csv")

	g.cdAdd("hackbrowserdata-localstorage-tokens", `
$ grep -iE 'token|auth' results/chrome_localstorage.csv | head
IsMeta,URL,Key,Value
false,https://app.clickup.com,cu_jwt,«a»
false,https://discord.com,token,"""«b»"""
false,https://web.telegram.org,user_auth,"{""dcID"":2,""date"":1741766512,""id"":«_tgid»}"
`, V{"a": g.userJWT(), "b": g.discordBot(), "_tgid": g.digits(10)},
		"https://app.clickup.com", "results/chrome_localstorage.csv", "https://web.telegram.org")

	g.cdAdd("hackbrowserdata-all-browsers-zip-log", `
$ ./hack-browser-data -b all -f json --dir out --zip
[NOTICE] [browser.go:46,pickChromium] find browser Chrome success
[NOTICE] [browser.go:46,pickChromium] find browser Brave success
[NOTICE] [browser.go:70,pickFirefox] find browser Firefox success
[ERROR] [browser.go:50,pickChromium] find browser Opera failed, profile folder does not exist
[NOTICE] [browsingdata.go:59,Output] output to file out/brave_password.json success
[NOTICE] [browsingdata.go:59,Output] output to file out/chrome_password.json success
[NOTICE] [browsingdata.go:59,Output] output to file out/firefox-default-release_password.json success
[NOTICE] [fileutil.go:98,CompressDir] compress success, zip filename is out/out.zip
$ unzip -p out/out.zip brave_password.json
[{"UserName":"ci-admin","Password":"«a»","LoginURL":"https://jenkins.fintrail.io/login","CreateDate":"2024-12-01T10:10:10Z"},{"UserName":"ops@fintrail.io","Password":"«b»","LoginURL":"https://fintrail.grafana.net/login","CreateDate":"2025-01-07T15:44:21Z"}]
`, V{"a": g.pwStrong(), "b": g.pw()},
		"https://jenkins.fintrail.io/login", "out/out.zip", "find browser Opera failed")

	g.cdAdd("hackbrowserdata-chrome-key-flag", `
PS C:\Users\it> .\hack-browser-data.exe -b chrome -p "C:\Users\it\AppData\Local\Google\Chrome\User Data\Profile 2" -k "C:\Users\it\AppData\Local\Google\Chrome\User Data\Local State" -vv
[DEBUG] [chromium.go:112,GetMasterKey] get master key success, key is «a»
[DEBUG] [browsingdata.go:45,Recovery] parse password success, len 2
[NOTICE] [browsingdata.go:59,Output] output to file results/chrome_profile_2_password.csv success
PS C:\Users\it> Get-Content results\chrome_profile_2_password.csv
UserName,Password,LoginURL,CreateDate
it-support,«b»,https://remote.helpwire.example/,2024-07-18T13:22:08+02:00
`, V{"a": g.hex(64), "b": g.pw()},
		"Profile 2", "https://remote.helpwire.example/", "parse password success, len 2")

	g.cdAdd("hackbrowserdata-extension-and-bookmark-noise", `
$ head -3 results/chrome_extension.csv results/chrome_bookmark.csv results/chrome_password.csv
==> results/chrome_extension.csv <==
ID,URL,Enabled,Name,Description,Version,HomepageURL
nngceckbapebfimnlniiiahkandclblb,https://chromewebstore.google.com/detail/nngceckbapebfimnlniiiahkandclblb,true,Bitwarden Password Manager,"A secure and free password manager",2025.2.1,https://bitwarden.com

==> results/chrome_bookmark.csv <==
ID,Name,Type,URL,DateAdded
«_bid»,Vault UI,url,https://vault.corp.example:8200/ui/,2024-02-19T10:03:11Z

==> results/chrome_password.csv <==
UserName,Password,LoginURL,CreateDate
root,«a»,https://vault.corp.example:8200/ui/vault/auth,2024-02-19T10:04:52Z
`, V{"_bid": g.digits(3), "a": g.vaultOld()},
		"nngceckbapebfimnlniiiahkandclblb", "https://vault.corp.example:8200/ui/", "Bitwarden Password Manager")
}

// ---- firefox_decrypt ----

func (g *G) cdFirefoxDecrypt() {
	g.cdAdd("firefox-decrypt-choose-profile", `
$ python3 firefox_decrypt.py
Select the Mozilla profile you wish to decrypt
1 -> «_p1».default
2 -> «_p2».default-release
2

Website:   https://accounts.firefox.com
Username: 'e.moreau@laposte.net'
Password: '«a»'

Website:   https://moodle.univ-lyon.example.fr
Username: 'emoreau'
Password: '«b»'

Website:   https://192.168.1.1
Username: 'admin'
Password: '«c»'
`, V{"_p1": g.s(alLowNum, 8), "_p2": g.s(alLowNum, 8), "a": g.pw(), "b": g.pwURL(), "c": g.cdWifi()},
		"https://moodle.univ-lyon.example.fr", "e.moreau@laposte.net", "Username: 'emoreau'")

	g.cdAdd("firefox-decrypt-primary-password-prompt", `
$ ./firefox_decrypt.py ~/.mozilla/firefox/«_p».default-release
Primary Password for profile /home/wes/.mozilla/firefox/«_p».default-release: 

Website:   https://gitlab.internal.wesco.io
Username: 'wes'
Password: '«a»'

Website:   https://pypi.org
Username: '__token__'
Password: '«b»'
`, V{"_p": g.s(alLowNum, 8), "a": g.pwStrong(), "b": g.pypiTok()},
		"https://gitlab.internal.wesco.io", "Username: '__token__'")

	g.cdAdd("firefox-decrypt-csv-format", `
$ python3 firefox_decrypt.py --format csv --no-interactive -c 1 /mnt/evidence/Users/kfischer/AppData/Roaming/Mozilla/Firefox/Profiles/«_p».default-release
url;user;password
https://outlook.office.com;k.fischer@stadtwerke-example.de;«a»
https://scada-hmi.stadtwerke-example.de;operator;«b»
http://10.12.0.40:8080;tomcat;«c»
`, V{"_p": g.s(alLowNum, 8), "a": g.pw(), "b": g.pwURL(), "c": g.pw()},
		"https://scada-hmi.stadtwerke-example.de", "url;user;password", "k.fischer@stadtwerke-example.de")

	g.cdAdd("firefox-decrypt-json-format", `
$ python3 firefox_decrypt.py --format json -n ~/snap/firefox/common/.mozilla/firefox/«_p».default | jq -c '.[]'
{"url":"https://github.com","user":"ddiaz-dev","password":"«a»"}
{"url":"https://hub.docker.com","user":"ddiaz","password":"«b»"}
{"url":"https://www.npmjs.com","user":"ddiaz","password":"«c»"}
`, V{"_p": g.s(alLowNum, 8), "a": g.pw(), "b": g.dockerPAT(), "c": g.pwStrong()},
		"ddiaz-dev", "https://hub.docker.com")

	g.cdAdd("firefox-decrypt-tabular", `
$ python3 firefox_decrypt.py --format tabular --csv-delimiter $'\t' -c 3
"url"	"user"	"password"
"https://admin.shopify.com"	"store@kleinhandel.example"	"«a»"
"https://sellercentral.amazon.de"	"store@kleinhandel.example"	"«b»"
`, V{"a": g.pw(), "b": g.pwStrong()},
		"https://sellercentral.amazon.de", "store@kleinhandel.example")

	g.cdAdd("firefox-decrypt-pass-export", `
$ python3 firefox_decrypt.py --format pass --pass-prefix web/firefox -c 2
2025-03-14 10:02:11,113 - INFO - Exporting credentials to password store
2025-03-14 10:02:11,402 - DEBUG - Inserting pass 'web/firefox/forgejo.home.arpa/lukas' '«a»'
2025-03-14 10:02:11,688 - DEBUG - Inserting pass 'web/firefox/jellyfin.home.arpa/admin' '«b»'
2025-03-14 10:02:11,690 - INFO - Done: 2 passwords exported
`, V{"a": g.pw(), "b": g.pwURL()},
		"web/firefox/forgejo.home.arpa/lukas", "Exporting credentials to password store")

	g.cdAdd("firefox-logins-json-cat-benign-ciphertext", `
$ jq '.logins[0]' ~/.mozilla/firefox/«_p».default-release/logins.json
{
  "id": 12,
  "hostname": "https://ci.quantbox.io",
  "httpRealm": null,
  "formSubmitURL": "https://ci.quantbox.io",
  "usernameField": "j_username",
  "passwordField": "j_password",
  "encryptedUsername": "«_eu»",
  "encryptedPassword": "«_ep»",
  "guid": "{«_g»}",
  "encType": 1,
  "timeCreated": 1718809101223,
  "timeLastUsed": 1741700412881,
  "timePasswordChanged": 1718809101223,
  "timesUsed": 41
}
$ python3 firefox_decrypt.py -n -c 1 | grep -A2 ci.quantbox
Website:   https://ci.quantbox.io
Username: 'quant-ci'
Password: '«a»'
`, V{"_p": g.s(alLowNum, 8), "_eu": "MDIEEPgAAAAAAAAAAAAAAAAAAAEwFAYIKoZIhvcNAwcECA" + g.b64(30), "_ep": "MEIEEPgAAAAAAAAAAAAAAAAAAAEwFAYIKoZIhvcNAwcECB" + g.b64(45), "_g": g.uuid(), "a": g.pwStrong()},
		"https://ci.quantbox.io", "Username: 'quant-ci'", "j_password")

	g.cdAdd("firefox-decrypt-chat-paste", `
ok ran it on the old laptop image, output below — these all need rotating before we hand the disk back:

Website:   https://control.hetzner.com
Username: 'K1234567890'
Password: '«a»'

Website:   https://dash.cloudflare.com
Username: 'infra@brightpixel.example'
Password: '«b»'
`, V{"a": g.pwStrong(), "b": g.pw()},
		"https://control.hetzner.com", "infra@brightpixel.example")
}

// ---- SharpChrome and SharpDPAPI ----

const cdSharpChromeBanner = `
  __                 _
 (_  |_   _. ._ ._  /  |_  ._ _  ._ _   _
 __) | | (_| |  |_) \_ | | | (_) | | | (/_
                |
  v1.12.0
`

func (g *G) cdSharpChrome() {
	g.cdAdd("sharpchrome-logins-table", `
C:\Tools> SharpChrome.exe logins /format:table /showall
`+cdSharpChromeBanner+`
[*] Action: Chrome Saved Logins Triage

[*] Triaging Chrome Logins for current user

[*] AES state key file : C:\Users\wkowalski\AppData\Local\Google\Chrome\User Data\Local State
[*] AES state key      : «a»

--- Chrome Credential (Path: C:\Users\wkowalski\AppData\Local\Google\Chrome\User Data\Default\Login Data) ---

URL       : https://portal.office.com/
Created   : 9/12/2024 8:14:33 AM
Changed   : 9/12/2024 8:14:33 AM
LastUsed  : 3/13/2025 4:02:19 PM
Username  : w.kowalski@polskabud.example
Password  : «b»

URL       : https://10.1.20.5/ui/#/login
Created   : 1/22/2025 11:40:02 AM
Changed   : 1/22/2025 11:40:02 AM
LastUsed  : 3/10/2025 9:30:55 AM
Username  : administrator@vsphere.local
Password  : «c»
`, V{"a": g.s(alHexU, 64), "b": g.pw(), "c": g.pwStrong()},
		"administrator@vsphere.local", "w.kowalski@polskabud.example", "https://10.1.20.5/ui/#/login")

	g.cdAdd("sharpchrome-logins-csv-edge", `
C:\Users\Public> SharpChrome.exe logins /browser:edge
`+cdSharpChromeBanner+`
[*] Action: Edge Saved Logins Triage

[*] Triaging Edge Logins for current user

[*] AES state key file : C:\Users\rvega\AppData\Local\Microsoft\Edge\User Data\Local State
[*] AES state key      : «a»

--- Edge Credential (Path: C:\Users\rvega\AppData\Local\Microsoft\Edge\User Data\Default\Login Data) ---

file_path,signon_realm,origin_url,date_created,times_used,username,password
C:\Users\rvega\AppData\Local\Microsoft\Edge\User Data\Default\Login Data,https://login.salesforce.com/,https://login.salesforce.com/,10/3/2024 2:11:09 PM,37,rvega@andes-export.example,«b»
C:\Users\rvega\AppData\Local\Microsoft\Edge\User Data\Default\Login Data,https://andes-export.zendesk.com/,https://andes-export.zendesk.com/access/login,11/18/2024 9:02:47 AM,12,rvega@andes-export.example,«c»
`, V{"a": g.s(alHexU, 64), "b": g.pw(), "c": g.pwURL()},
		"https://andes-export.zendesk.com/access/login", "rvega@andes-export.example", "signon_realm,origin_url")

	g.cdAdd("sharpchrome-statekeys-masterkey", `
beacon> execute-assembly /opt/tools/SharpChrome.exe statekeys /unprotect
[*] Tasked beacon to run .NET program: SharpChrome.exe statekeys /unprotect
[+] host called home, sent: 1043 bytes
[+] received output:
`+cdSharpChromeBanner+`
[*] Action: Chromium Statekey Triage

[*] Found AES state key file : C:\Users\nshah\AppData\Local\Google\Chrome\User Data\Local State

    guidMasterKey    : {«_mk»}
    size             : 534
    flags            : 0x0
    algHash/algCrypt : 32782 (CALG_SHA_512) / 26128 (CALG_AES_256)
    description      : 

    [*] AES state key : «a»

[*] Found AES state key file : C:\Users\nshah\AppData\Local\Microsoft\Edge\User Data\Local State

    guidMasterKey    : {«_mk»}
    [*] AES state key : «b»
`, V{"_mk": g.uuid(), "a": g.s(alHexU, 64), "b": g.s(alHexU, 64)},
		"CALG_SHA_512", "[*] Action: Chromium Statekey Triage")

	g.cdAdd("sharpchrome-cookies-json", `
PS C:\Tools> .\SharpChrome.exe cookies /cookie:"sess|token" /url:"azure|github" /format:json
`+cdSharpChromeBanner+`
[*] Action: Chrome Cookies Triage

[*] Triaging Chrome Cookies for current user

--- Chrome Cookie (Path: C:\Users\dev01\AppData\Local\Google\Chrome\User Data\Default\Network\Cookies) ---

[ {
    "domain": ".github.com",
    "expirationDate": 1743261907.532,
    "hostOnly": false,
    "httpOnly": true,
    "name": "user_session",
    "path": "/",
    "sameSite": "lax",
    "secure": true,
    "session": false,
    "storeId": null,
    "value": "«a»"
},
{
    "domain": "portal.azure.com",
    "expirationDate": 1741966222.108,
    "hostOnly": true,
    "httpOnly": true,
    "name": "portalId",
    "path": "/",
    "sameSite": "no_restriction",
    "secure": true,
    "session": false,
    "storeId": null,
    "value": "«_pid»"
} ]
`, V{"a": g.b64u(48), "_pid": g.uuid()},
		"user_session", "portal.azure.com", "portalId")

	g.cdAdd("sharpdpapi-credentials-termsrv", `
C:\Tools> SharpDPAPI.exe credentials /password:«a»
  __                 _   _       _ ___
 (_  |_   _. ._ ._  | \ |_) /\  |_) |
 __) | | (_| |  |_) |_/ |  /--\ |  _|_
                |
  v1.20.0

[*] Action: User DPAPI Credential Triage

[*] Will decrypt user masterkeys with password: «a»

[*] User master key cache:

{«_mk»}:«b»

[*] Triaging Credentials for current user

  Folder       : C:\Users\hmueller\AppData\Local\Microsoft\Credentials\

    CredFile           : «_cf»

    guidMasterKey      : {«_mk»}
    size               : 560
    flags              : 0x20000000 (CRYPTPROTECT_SYSTEM)
    algHash/algCrypt   : 32782 (CALG_SHA_512) / 26128 (CALG_AES_256)
    description        : Local Credential Data

    LastWritten        : 2/4/2025 10:18:41 AM
    TargetName         : Domain:target=TERMSRV/ts01.mueller-bau.local
    TargetAlias        : 
    Comment            : 
    UserName           : MUELLER\adm_hmueller
    Credential         : «c»
`, V{"a": g.pw(), "_mk": g.uuid(), "b": g.s(alHexU, 40), "_cf": g.s(alHexU, 32), "c": g.pwStrong()},
		"TERMSRV/ts01.mueller-bau.local", "MUELLER\\adm_hmueller", "CALG_AES_256")

	g.cdAdd("sharpdpapi-vaults-web-credentials", `
[*] Triaging Vaults for the current user

  [*] Triaging Vault folder: C:\Users\jhill\AppData\Local\Microsoft\Vault\4BF4C442-9B8A-41A0-B380-DD4A704DDB28

    VaultID            : 4bf4c442-9b8a-41a0-b380-dd4a704ddb28
    Name               : Web Credentials
      guidMasterKey    : {«_mk»}
      size             : 240
      flags            : 0x20000000 (CRYPTPROTECT_SYSTEM)
      algHash/algCrypt : 32772 (CALG_SHA) / 26115 (CALG_3DES)
      description      : 
      aes128 key       : «a»
      aes256 key       : «b»

    LastWritten        : 11/29/2024 3:44:12 PM
    FriendlyName       : Internet Explorer
    Resource           : https://webmail.hill-partners.example/owa/
    Identity           : HILL\jhill
    PackageSid         : 
    Credential         : «c»
`, V{"_mk": g.uuid(), "a": g.s(alHexU, 32), "b": g.s(alHexU, 64), "c": g.pw()},
		"https://webmail.hill-partners.example/owa/", "HILL\\jhill", "4bf4c442-9b8a-41a0-b380-dd4a704ddb28")

	g.cdAdd("sharpdpapi-rdg-triage", `
PS C:\Users\ops> C:\Tools\SharpDPAPI.exe rdg /unprotect

[*] Action: RDG Triage

[*] Triaging RDCMan Settings Files for current user

    RDCManFile    : C:\Users\ops\AppData\Local\Microsoft\Remote Desktop Connection Manager\RDCMan.settings
    Accessed      : 3/12/2025 8:01:54 AM
    Modified      : 3/12/2025 8:01:54 AM
      Recent Server : dc02.ridge.local

        Cred Profiles

          Profile Name : domain-admin
            UserName   : RIDGE\da_ops
            Password   : «a»

        Default Logon Credentials

          Profile Name : Custom
            UserName   : RIDGE\ops
            Password   : «b»

      C:\Users\ops\Documents\servers.rdg

        Cred Profiles

          Profile Name : sql
            UserName   : RIDGE\svc_sqladmin
            Password   : «c»
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pwStrong()},
		"RIDGE\\svc_sqladmin", "C:\\Users\\ops\\Documents\\servers.rdg", "dc02.ridge.local")

	g.cdAdd("sharpdpapi-machinetriage-scheduled-task", `
C:\Windows\Temp> SharpDPAPI.exe machinetriage

[*] Action: Machine DPAPI Credential, Vault, and Certificate Triage

[*] Elevating to SYSTEM via token duplication for LSA secret retrieval
[*] RevertToSelf()

[*] Secret  : DPAPI_SYSTEM
[*]    full: «a»
[*]    m/u : «b» / «c»

[*] SYSTEM master key cache:

{«_mk»}:«d»

[*] Triaging System Credentials

  Folder       : C:\Windows\System32\config\systemprofile\AppData\Local\Microsoft\Credentials

    CredFile           : «_cf»

    LastWritten        : 6/3/2024 2:00:12 AM
    TargetName         : Domain:batch=TaskScheduler:Task:{«_task»}
    TargetAlias        : 
    Comment            : 
    UserName           : LOGI\svc_backup
    Credential         : «e»
`, V{"a": g.s(alHexU, 80), "b": g.s(alHexU, 40), "c": g.s(alHexU, 40), "_mk": g.uuid(), "d": g.s(alHexU, 40), "_cf": g.s(alHexU, 32), "_task": g.cdGUID(), "e": g.pwStrong()},
		"LOGI\\svc_backup", "Domain:batch=TaskScheduler:Task:")

	g.cdAdd("sharpdpapi-certificates-private-key", `
[*] Action: Certificate Triage

  Folder       : C:\Users\acastro\AppData\Roaming\Microsoft\Crypto\RSA\S-1-5-21-«_sid»-1107

    File               : «_f»

      Provider GUID    : {df9d8cd0-1501-11d1-8c7a-00c04fc297eb}
      Master Key GUID  : {«_mk»}
      Description      : Private Key
      algCrypt         : CALG_AES_256 (keyLen 256)
      algHash          : CALG_SHA_512 (32782)
      Salt             : «_salt»
      HMAC             : «_hmac»
      Unique Name      : te-VPN-Client-«_un»

      Thumbprint       : «_tp»
      Issuer           : CN=Castro-Issuing-CA, DC=castro, DC=local
      Subject          : CN=acastro
      Valid Date       : 1/8/2025 9:15:40 AM
      Expiry Date      : 1/8/2026 9:15:40 AM
      Enhanced Key Usages:
           Client Authentication (1.3.6.1.5.5.7.3.2)
            [!] Certificate is used for client auth!

«a»
`, V{"_sid": g.digits(10) + "-" + g.digits(10) + "-" + g.digits(10), "_f": g.hex(32) + "_" + g.uuid(), "_mk": g.uuid(), "_salt": g.s(alHexU, 64), "_hmac": g.s(alHexU, 64), "_un": g.uuid(), "_tp": g.s(alHexU, 40), "a": g.rsaPEM().block()},
		"CN=Castro-Issuing-CA, DC=castro, DC=local", "Client Authentication (1.3.6.1.5.5.7.3.2)")

	g.cdAdd("sharpchrome-backupkey-ticket-only-benign-ids", `
[*] Action: Chrome Saved Logins Triage

[*] Triaging Chrome Logins for ALL users

[*] Using a domain DPAPI backup key to triage masterkeys for decryption key mappings!

[*] User master key cache:

{«_mk1»}:«a»
{«_mk2»}:«b»

[*] AES state key file : C:\Users\tbrandt\AppData\Local\Google\Chrome\User Data\Local State
[*] AES state key      : «c»

--- Chrome Credential (Path: C:\Users\tbrandt\AppData\Local\Google\Chrome\User Data\Default\Login Data) ---

file_path,signon_realm,origin_url,date_created,times_used,username,password
C:\Users\tbrandt\AppData\Local\Google\Chrome\User Data\Default\Login Data,https://bamboo.brandt-it.example/,https://bamboo.brandt-it.example/userlogin!doDefault.action,4/17/2024 7:51:03 AM,88,tbrandt,«d»
`, V{"_mk1": g.uuid(), "a": g.s(alHexU, 40), "_mk2": g.uuid(), "b": g.s(alHexU, 40), "c": g.s(alHexU, 64), "d": g.pw()},
		"https://bamboo.brandt-it.example/", "Using a domain DPAPI backup key")
}

// ---- browser password CSV exports ----

func (g *G) cdBrowserCSV() {
	g.cdAdd("chrome-csv-head", `
$ head -5 ~/Downloads/"Chrome Passwords.csv"
name,url,username,password,note
github.com,https://github.com/session,nora-k,«a»,
app.hubspot.com,https://app.hubspot.com/login,nora@kessler-media.example,«b»,
192.168.0.1,http://192.168.0.1/login.html,admin,«c»,"router, set up by ISP"
accounts.google.com,https://accounts.google.com/signin/v2/challenge/pwd,nora.kessler@gmail.com,«d»,
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.cdWifi(), "d": g.pw()},
		"nora@kessler-media.example", "router, set up by ISP", "name,url,username,password,note")

	g.cdAdd("edge-csv-column-t", `
$ column -s, -t "Microsoft Edge Passwords.csv" | head
name                      url                                           username                 password
login.microsoftonline.com  https://login.microsoftonline.com/             h.tanaka@tanaka-kk.jp    «a»
tanaka-kk.backlog.jp       https://tanaka-kk.backlog.jp/LoginDisplay.action  htanaka                «b»
freee.co.jp               https://accounts.secure.freee.co.jp/login     h.tanaka@tanaka-kk.jp    «c»
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.pwStrong()},
		"https://tanaka-kk.backlog.jp/LoginDisplay.action", "h.tanaka@tanaka-kk.jp")

	g.cdAdd("firefox-export-csvlook", `
$ csvlook --max-rows 3 logins.csv
| url                              | username      | password     | httpRealm | formActionOrigin                 | guid                                   | timeCreated   | timeLastUsed  | timePasswordChanged |
| -------------------------------- | ------------- | ------------ | --------- | -------------------------------- | -------------------------------------- | ------------- | ------------- | ------------------- |
| https://cloud.digitalocean.com   | ops@zeta.dev  | «a» |           | https://cloud.digitalocean.com   | {«_g1»} | 1702212233114 | 1741812233981 |       1702212233114 |
| https://sentry.io                | ops@zeta.dev  | «b» |           | https://sentry.io                | {«_g2»} | 1710832210456 | 1740032210009 |       1710832210456 |
| https://grafana.zeta.dev         | admin         | «c» |           | https://grafana.zeta.dev         | {«_g3»} | 1698005511302 | 1741205511777 |       1698005511302 |
`, V{"a": g.pw(), "_g1": g.uuid(), "b": g.pwStrong(), "_g2": g.uuid(), "c": g.pwURL(), "_g3": g.uuid()},
		"https://cloud.digitalocean.com", "ops@zeta.dev", "https://grafana.zeta.dev")

	g.cdAdd("brave-csv-mlr-opprint", `
$ mlr --icsv --opprint cut -f url,username,password then filter '$url =~ "aws|stripe"' brave_passwords.csv
url                                                  username                     password
https://signin.aws.amazon.com/signin                 root@cobaltpay.example       «a»
https://dashboard.stripe.com/login                   finance@cobaltpay.example    «b»
https://cobaltpay.signin.aws.amazon.com/console      ops-breakglass               «c»
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pwStrong()},
		"https://dashboard.stripe.com/login", "ops-breakglass", "root@cobaltpay.example")

	g.cdAdd("chrome-csv-python-dictreader", `
>>> import csv
>>> rows = list(csv.DictReader(open("/tmp/Chrome Passwords.csv", newline="")))
>>> len(rows)
212
>>> rows[17]
{'name': 'mail.protonmail.com', 'url': 'https://account.proton.me/login', 'username': 'juanma', 'password': '«a»', 'note': ''}
>>> [r for r in rows if 'jenkins' in r['url']]
[{'name': 'jenkins.lopez-dev.example', 'url': 'https://jenkins.lopez-dev.example/j_spring_security_check', 'username': 'admin', 'password': '«b»', 'note': 'initial admin pw, change!'}]
`, V{"a": g.pw(), "b": g.hex(32)},
		"https://jenkins.lopez-dev.example/j_spring_security_check", "initial admin pw, change!", "https://account.proton.me/login")

	g.cdAdd("safari-csv-grep-otpauth", `
$ grep -i -E 'okta|1password' ~/Desktop/Passwords.csv
"Okta (acme-corp.okta.com)",https://acme-corp.okta.com/,priya@acme-corp.example,«a»,,otpauth://totp/Okta:priya@acme-corp.example?secret=«b»&issuer=Okta
"1password.com",https://my.1password.com/signin,priya@acme-corp.example,«c»,"Secret Key in emergency kit",
`, V{"a": g.pw(), "b": g.totp(), "c": g.pwStrong()},
		"https://acme-corp.okta.com/", "Secret Key in emergency kit")

	g.cdAdd("opera-csv-pandas-head", `
In [4]: df = pd.read_csv("Opera Passwords.csv")

In [5]: df.head(3)
Out[5]:
                     name                                   url          username             password
0       www.linkedin.com  https://www.linkedin.com/checkpoint/lg  ivan.petrov@bk.ru  «a»
1  portal.hosting-vps.ru  https://portal.hosting-vps.ru/login      petrov             «b»
2         192.168.88.1    http://192.168.88.1/webfig/              admin              «c»
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.pw()},
		"https://portal.hosting-vps.ru/login", "http://192.168.88.1/webfig/", "ivan.petrov@bk.ru")

	g.cdAdd("chrome-csv-awk-filter-company", `
$ awk -F, 'NR==1 || $2 ~ /corp\.northwind/' Chrome\ Passwords.csv
name,url,username,password,note
intranet.corp.northwind.example,https://intranet.corp.northwind.example/,NORTHWIND\pwallace,«a»,
vpn.corp.northwind.example,https://vpn.corp.northwind.example/remote/login,pwallace,«a»,
pgadmin.corp.northwind.example,https://pgadmin.corp.northwind.example/login,pwallace@northwind.example,«b»,
`, V{"a": g.pw(), "b": g.pwStrong()},
		"https://vpn.corp.northwind.example/remote/login", "NORTHWIND\\pwallace")

	g.cdAdd("chrome-csv-wc-and-sort-dupes", `
$ wc -l "Chrome Passwords.csv"; cut -d, -f4 "Chrome Passwords.csv" | sort | uniq -c | sort -rn | head -4
388 Chrome Passwords.csv
     41 «a»
     17 «b»
      9 «c»
      1 password
`, V{"a": g.pw(), "b": g.pw(), "c": g.pwURL()},
		"388 Chrome Passwords.csv")

	g.cdAdd("vivaldi-csv-multiline-note", `
$ cat vivaldi-passwords.csv
name,url,username,password,note
mail.posteo.de,https://posteo.de/en/login,k.weber@posteo.de,«a»,"recovery code:
«b»
(printed copy in the drawer)"
`, V{"a": g.pw(), "b": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4)},
		"https://posteo.de/en/login", "(printed copy in the drawer)")
}

// ---- netsh wlan ----

// cdNetshProfile renders "netsh wlan show profile name=... key=clear" in a
// language: the labels are those Windows prints in that display language.
func cdNetshProfile(intro, ssid, head1, head2, head3, typeL, nameL, ssidNameL, authL, cipherL, keyL, present, contentL, key string) string {
	return intro + "\n=======================================================================\n\n" +
		"    Version                : 1\n" +
		"    " + typeL + "\n" +
		"    " + nameL + ssid + "\n\n" +
		head1 + "\n" + strings.Repeat("-", len([]rune(head1))) + "\n" +
		"    " + ssidNameL + "\"" + ssid + "\"\n\n" +
		head2 + "\n" + strings.Repeat("-", len([]rune(head2))) + "\n" +
		"    " + authL + "WPA2-Personal\n" +
		"    " + cipherL + "CCMP\n" +
		"    " + keyL + present + "\n" +
		"    " + contentL + key + "\n\n" +
		head3 + "\n" + strings.Repeat("-", len([]rune(head3))) + "\n"
}

func (g *G) cdNetsh() {
	g.cdAdd("netsh-show-profile-key-clear-en", `
C:\Users\amira> netsh wlan show profile name="Cafe Lumen 5G" key=clear

Profile Cafe Lumen 5G on interface Wi-Fi:
=======================================================================

Applied: All User Profile

Profile information
-------------------
    Version                : 1
    Type                   : Wireless LAN
    Name                   : Cafe Lumen 5G
    Control options        :
        Connection mode    : Connect automatically
        Network broadcast  : Connect only if this network is broadcasting
        AutoSwitch         : Do not switch to other networks
        MAC Randomization  : Disabled

Connectivity settings
---------------------
    Number of SSIDs        : 1
    SSID name              : "Cafe Lumen 5G"
    Network type           : Infrastructure
    Radio type             : [ Any Radio Type ]
    Vendor extension          : Not present

Security settings
-----------------
    Authentication         : WPA2-Personal
    Cipher                 : CCMP
    Authentication         : WPA2-Personal
    Cipher                 : GCMP
    Security key           : Present
    Key Content            : «a»

Cost settings
-------------
    Cost                   : Unrestricted
    Congested              : No
    Approaching Data Limit : No
    Over Data Limit        : No
    Roaming                : No
    Cost Source            : Default
`, V{"a": g.cdWifi()}, "Cafe Lumen 5G", "Security key           : Present")

	langs := []struct {
		name                                                                  string
		intro, head1, head2, head3, typeL, nameL, ssidL, authL, cipherL, keyL string
		present, contentL, ssid                                               string
	}{
		{"de", "Profil \"FRITZ!Box 6660 Cable MT\" auf Schnittstelle \"WLAN\":", "Konnektivitätseinstellungen", "Sicherheitseinstellungen", "Kosteneinstellungen",
			"Typ                    : Drahtlos-LAN", "Name                   : ", "SSID-Name              : ", "Authentifizierung      : ", "Verschlüsselung        : ", "Sicherheitsschlüssel   : ",
			"Vorhanden", "Schlüsselinhalt        : ", "FRITZ!Box 6660 Cable MT"},
		{"fr", "Profil Livebox-7A2C sur l’interface Wi-Fi :", "Paramètres de connectivité", "Paramètres de sécurité", "Paramètres de coût",
			"Type                   : LAN sans fil", "Nom                    : ", "Nom du SSID            : ", "Authentification      : ", "Chiffrement           : ", "Clé de sécurité       : ",
			"Présent", "Contenu de la clé            : ", "Livebox-7A2C"},
		{"es", "Perfil MOVISTAR_PLUS_3F1A en la interfaz Wi-Fi:", "Configuración de conectividad", "Configuración de seguridad", "Configuración de costos",
			"Tipo                   : LAN inalámbrica", "Nombre                 : ", "Nombre de SSID         : ", "Autenticación          : ", "Cifrado                : ", "Clave de seguridad     : ",
			"Presente", "Contenido de la clave  : ", "MOVISTAR_PLUS_3F1A"},
		{"pt", "Perfil VIVOFIBRA-8812 na interface Wi-Fi:", "Configurações de conectividade", "Configurações de segurança", "Configurações de custo",
			"Tipo                   : LAN sem fio", "Nome                   : ", "Nome do SSID           : ", "Autenticação          : ", "Codificação           : ", "Chave de segurança    : ",
			"Presente", "Conteúdo da Chave     : ", "VIVOFIBRA-8812"},
		{"it", "Profilo TIM-29384756 sull'interfaccia Wi-Fi:", "Impostazioni connettività", "Impostazioni di sicurezza", "Impostazioni costo",
			"Tipo                   : LAN wireless", "Nome                   : ", "Nome SSID              : ", "Autenticazione         : ", "Crittografia           : ", "Chiave di sicurezza    : ",
			"Presente", "Contenuto chiave       : ", "TIM-29384756"},
		{"nl", "Profiel Ziggo8821334 op interface Wi-Fi:", "Connectiviteitsinstellingen", "Beveiligingsinstellingen", "Kosteninstellingen",
			"Type                   : Draadloos LAN", "Naam                   : ", "SSID-naam              : ", "Verificatie            : ", "Codering               : ", "Beveiligingssleutel    : ",
			"Aanwezig", "Sleutelinhoud          : ", "Ziggo8821334"},
		{"pl", "Profil UPC4417782 w interfejsie Wi-Fi:", "Ustawienia łączności", "Ustawienia zabezpieczeń", "Ustawienia kosztów",
			"Typ                    : Bezprzewodowa sieć LAN", "Nazwa                  : ", "Nazwa SSID             : ", "Uwierzytelnianie       : ", "Szyfrowanie            : ", "Klucz zabezpieczeń     : ",
			"Obecny", "Zawartość klucza       : ", "UPC4417782"},
		{"ru", "Профиль Keenetic-4410 в интерфейсе Беспроводная сеть:", "Параметры подключения", "Параметры безопасности", "Параметры стоимости",
			"Тип                    : Беспроводная ЛВС", "Имя                    : ", "Имя SSID               : ", "Проверка подлинности   : ", "Шифр                   : ", "Ключ безопасности      : ",
			"Присутствует", "Содержимое ключа       : ", "Keenetic-4410"},
		{"tr", "Wi-Fi arabirimindeki SUPERONLINE_WiFi_6612 profili:", "Bağlantı ayarları", "Güvenlik ayarları", "Maliyet ayarları",
			"Tür                    : Kablosuz LAN", "Ad                     : ", "SSID adı               : ", "Kimlik doğrulama       : ", "Şifre                  : ", "Güvenlik anahtarı      : ",
			"Var", "Anahtar İçeriği        : ", "SUPERONLINE_WiFi_6612"},
		{"cs", "Profil O2-Internet-771 v rozhraní Wi-Fi:", "Nastavení připojení", "Nastavení zabezpečení", "Nastavení nákladů",
			"Typ                    : Bezdrátová síť LAN", "Název                  : ", "Název SSID             : ", "Ověřování              : ", "Šifra                  : ", "Klíč zabezpečení       : ",
			"Je k dispozici", "Obsah klíče            : ", "O2-Internet-771"},
		{"sv", "Profilen Telia-5C2E19 i gränssnittet Wi-Fi:", "Anslutningsinställningar", "Säkerhetsinställningar", "Kostnadsinställningar",
			"Typ                    : Trådlöst nätverk", "Namn                   : ", "SSID-namn              : ", "Autentisering          : ", "Chiffer                : ", "Säkerhetsnyckel        : ",
			"Finns", "Nyckelinnehåll         : ", "Telia-5C2E19"},
		{"ja", "インターフェイス Wi-Fi のプロファイル aterm-1f3c2a-g:", "接続設定", "セキュリティの設定", "コスト設定",
			"種類                   : ワイヤレス LAN", "名前                   : ", "SSID 名                : ", "認証                   : ", "暗号                   : ", "セキュリティ キー      : ",
			"あり", "主要なコンテンツ       : ", "aterm-1f3c2a-g"},
		{"ko", "Wi-Fi 인터페이스의 iptime_5G 프로필:", "연결 설정", "보안 설정", "비용 설정",
			"유형                   : 무선 LAN", "이름                   : ", "SSID 이름              : ", "인증                   : ", "암호화                 : ", "보안 키                : ",
			"있음", "키 콘텐츠              : ", "iptime_5G"},
		{"zh-cn", "接口 WLAN 上的配置文件 ChinaNet-x7Qa:", "连接设置", "安全设置", "费用设置",
			"类型                   : 无线局域网", "名称                   : ", "SSID 名称              : ", "身份验证               : ", "密码                   : ", "安全密钥               : ",
			"存在", "关键内容               : ", "ChinaNet-x7Qa"},
		{"zh-tw", "介面 Wi-Fi 上的設定檔 CHT-Wi-Fi_88A1:", "連線設定", "安全性設定", "成本設定",
			"類型                   : 無線 LAN", "名稱                   : ", "SSID 名稱              : ", "驗證                   : ", "加密                   : ", "安全性金鑰             : ",
			"存在", "金鑰內容               : ", "CHT-Wi-Fi_88A1"},
	}
	for _, l := range langs {
		body := cdNetshProfile(l.intro, l.ssid, l.head1, l.head2, l.head3, l.typeL, l.nameL, l.ssidL, l.authL, l.cipherL, l.keyL, l.present, l.contentL, "«a»")
		g.cdAdd("netsh-show-profile-key-clear-"+l.name, "\nC:\\> netsh wlan show profile name=\""+l.ssid+"\" key=clear\n\n"+body,
			V{"a": g.cdWifi()}, l.ssid, strings.TrimSpace(l.contentL))
	}

	g.cdAdd("netsh-powershell-all-profiles-table", `
PS C:\> (netsh wlan show profiles) | Select-String "\:(.+)$" | %{$name=$_.Matches.Groups[1].Value.Trim(); $_} | %{(netsh wlan show profile name="$name" key=clear)} | Select-String "Key Content\W+\:(.+)$" | %{$pass=$_.Matches.Groups[1].Value.Trim(); $_} | %{[PSCustomObject]@{ PROFILE_NAME=$name;PASSWORD=$pass }} | Format-Table -AutoSize

PROFILE_NAME          PASSWORD
------------          --------
HQ-Guest              «a»
eduroam               
Pixel_7781            «b»
HOTEL-ARIA-ROOMS      «c»
`, V{"a": g.cdWifi(), "b": g.s(alLowNum, 10), "c": g.cdWifi()},
		"HQ-Guest", "HOTEL-ARIA-ROOMS", "PROFILE_NAME")

	g.cdAdd("netsh-export-profile-xml", `
C:\Temp> netsh wlan export profile name="Warehouse-Scanners" key=clear folder=C:\Temp

Interface profile "Warehouse-Scanners" is saved in file "C:\Temp\Wi-Fi-Warehouse-Scanners.xml" successfully.

C:\Temp> type "Wi-Fi-Warehouse-Scanners.xml"
<?xml version="1.0"?>
<WLANProfile xmlns="http://www.microsoft.com/networking/WLAN/profile/v1">
	<name>Warehouse-Scanners</name>
	<SSIDConfig>
		<SSID>
			<hex>«_hex»</hex>
			<name>Warehouse-Scanners</name>
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
	<MacRandomization xmlns="http://www.microsoft.com/networking/WLAN/profile/v3">
		<enableRandomization>false</enableRandomization>
		<randomizationSeed>«_seed»</randomizationSeed>
	</MacRandomization>
</WLANProfile>
`, V{"_hex": strings.ToUpper(fmt.Sprintf("%x", "Warehouse-Scanners")), "a": g.cdWifi(), "_seed": g.digits(10)},
		"Wi-Fi-Warehouse-Scanners.xml", "<keyType>passPhrase</keyType>")

	g.cdAdd("netsh-export-without-key-clear-benign-blob", `
C:\Temp> netsh wlan export profile name="Warehouse-Office" folder=C:\Temp
Interface profile "Warehouse-Office" is saved in file "C:\Temp\Wi-Fi-Warehouse-Office.xml" successfully.
C:\Temp> findstr keyMaterial Wi-Fi-Warehouse-Office.xml
				<keyMaterial>«_blob»</keyMaterial>
C:\Temp> netsh wlan show profile name="Warehouse-Office" key=clear | findstr /C:"Key Content"
    Key Content            : «a»
`, V{"_blob": "01000000D08C9DDF0115D1118C7A00C04FC297EB01000000" + g.s(alHexU, 600), "a": g.cdWifi()},
		"Wi-Fi-Warehouse-Office.xml", "C:\\Temp\\Wi-Fi-Warehouse-Office.xml")

	g.cdAdd("netsh-batch-loop-to-file", `
C:\IT> type wifi-inventory.txt
==== Office-Main ====
    Security key           : Present
    Key Content            : «a»
==== Office-IoT ====
    Security key           : Present
    Key Content            : «b»
==== eduroam ====
    Security key           : Absent
==== Guest-Portal ====
    Security key           : Absent
`, V{"a": g.cdWifi(), "b": g.s(alAlnum, 16)},
		"Office-IoT", "Security key           : Absent", "wifi-inventory.txt")
}

// ---- nmcli ----

func (g *G) cdNmcli() {
	g.cdAdd("nmcli-show-secrets-wifi-psk", `
$ nmcli --show-secrets connection show "Hausnetz"
connection.id:                          Hausnetz
connection.uuid:                        «_u»
connection.stable-id:                   --
connection.type:                        802-11-wireless
connection.interface-name:              --
connection.autoconnect:                 yes
connection.autoconnect-priority:        0
connection.timestamp:                   1741937112
connection.permissions:                 --
connection.zone:                        --
802-11-wireless.ssid:                   Hausnetz
802-11-wireless.mode:                   infrastructure
802-11-wireless.band:                   --
802-11-wireless.bssid:                  --
802-11-wireless.mac-address:            --
802-11-wireless.cloned-mac-address:     --
802-11-wireless.seen-bssids:            «_b»
802-11-wireless.hidden:                 no
802-11-wireless-security.key-mgmt:      wpa-psk
802-11-wireless-security.auth-alg:      --
802-11-wireless-security.psk:           «a»
802-11-wireless-security.psk-flags:     0 (none)
802-11-wireless-security.wps-method:    0x0 (default)
ipv4.method:                            auto
ipv4.dns:                               --
`, V{"_u": g.uuid(), "_b": strings.ToUpper(g.cdBSSID()), "a": g.cdWifi()},
		"802-11-wireless.ssid:                   Hausnetz", "802-11-wireless-security.psk-flags:     0 (none)")

	g.cdAdd("nmcli-g-psk-one-liner", `
$ for c in $(nmcli -t -f NAME,TYPE c | awk -F: '$2=="802-11-wireless"{print $1}'); do echo "$c: $(nmcli -s -g 802-11-wireless-security.psk c s "$c")"; done
Office5G: «a»
AndroidAP_3391: «b»
Starbucks WiFi: 
Gate-7-Lounge: «c»
`, V{"a": g.cdWifi(), "b": g.s(alLowNum, 12), "c": g.cdWifi()},
		"AndroidAP_3391", "Starbucks WiFi", "Gate-7-Lounge")

	g.cdAdd("nmcli-device-wifi-show-password", `
$ nmcli dev wifi show-password
SSID: Studio-Kiln
Security: WPA
Password: «a»

█▀▀▀▀▀█ ▄▀▄ █▄▀▀ ▄ █▀▀▀▀▀█
█ ███ █ ▀▀▀▄▄█▀▀▄▄ █ ███ █
█ ▀▀▀ █ ▀█▄█ ▄▀█▀▄ █ ▀▀▀ █
▀▀▀▀▀▀▀ █ ▀▄▀ █▄█▄ ▀▀▀▀▀▀▀
`, V{"a": g.cdWifi()}, "SSID: Studio-Kiln")

	g.cdAdd("nmcli-show-secrets-8021x-peap", `
$ nmcli -s connection show "Uni-Secure" | grep -E '802-1x|ssid'
802-11-wireless.ssid:                   Uni-Secure
802-1x.eap:                             peap
802-1x.identity:                        s2281734@stud.uni-example.de
802-1x.anonymous-identity:              anonymous@uni-example.de
802-1x.domain-suffix-match:             radius.uni-example.de
802-1x.ca-cert:                         /etc/ssl/certs/T-TeleSec_GlobalRoot_Class_2.pem
802-1x.phase2-auth:                     mschapv2
802-1x.password:                        «a»
802-1x.password-flags:                  0 (none)
802-1x.password-raw:                    <hidden>
802-1x.password-raw-flags:              0 (none)
802-1x.private-key-password:            <hidden>
`, V{"a": g.pw()},
		"s2281734@stud.uni-example.de", "802-1x.password-raw:                    <hidden>", "radius.uni-example.de")

	g.cdAdd("nmcli-show-secrets-openvpn-vpn-secrets", `
$ nmcli --show-secrets connection show office-vpn | grep -E '^vpn\.'
vpn.service-type:                       org.freedesktop.NetworkManager.openvpn
vpn.user-name:                          --
vpn.data:                               auth = SHA256, ca = /home/mika/.cert/nm-openvpn/office-ca.pem, cipher = AES-256-GCM, connection-type = password-tls, dev = tun, password-flags = 0, remote = vpn.mikkola-group.example:1194, username = mika
vpn.secrets:                            cert-pass = «a», password = «b»
vpn.persistent:                         no
vpn.timeout:                            0
`, V{"a": g.pw(), "b": g.pwStrong()},
		"vpn.mikkola-group.example:1194", "org.freedesktop.NetworkManager.openvpn")

	g.cdAdd("nmcli-show-secrets-gsm-pppoe", `
$ nmcli -s -f gsm,pppoe connection show "Telekom DSL"
pppoe.parent:                           enp3s0
pppoe.service:                          --
pppoe.username:                         «_u»#0001@t-online.de
pppoe.password:                         «a»
pppoe.password-flags:                   0 (none)
$ nmcli -s -f gsm connection show "LTE Backup"
gsm.auto-config:                        no
gsm.number:                             --
gsm.username:                           m2m
gsm.password:                           «b»
gsm.password-flags:                     0 (none)
gsm.apn:                                m2m.business.example
gsm.pin:                                «_pin»
`, V{"_u": g.digits(12) + g.digits(12), "a": g.digits(8), "b": g.pwURL(), "_pin": g.digits(4)},
		"m2m.business.example", "pppoe.parent:                           enp3s0")

	g.cdAdd("nmcli-show-secrets-wireguard-private", `
$ nmcli --show-secrets -f wireguard connection show wg-home
wireguard.private-key:                  «a»
wireguard.private-key-flags:            0 (none)
wireguard.listen-port:                  0
wireguard.fwmark:                       0x0
wireguard.peer-routes:                  yes
wireguard.mtu:                          0
wireguard.ip4-auto-default-route:       -1 (default)
wireguard.ip6-auto-default-route:       -1 (default)
`, V{"a": func() string { k, _ := g.wireguard(); return k }()},
		"wireguard.private-key-flags:            0 (none)")

	g.cdAdd("nmcli-without-s-hidden-benign", `
$ nmcli connection show "Hausnetz-Gast" | grep security
802-11-wireless-security.key-mgmt:      wpa-psk
802-11-wireless-security.psk:           <hidden>
802-11-wireless-security.psk-flags:     0 (none)
$ sudo nmcli -s -g 802-11-wireless-security.psk connection show "Hausnetz-Gast"
«a»
`, V{"a": g.cdWifi()}, "Hausnetz-Gast", "802-11-wireless-security.psk:           <hidden>")

	g.cdAdd("nmcli-terse-all-psk-grep", `
$ nmcli -s -t connection show id "ACME-Corp" | grep -iE 'psk|password|identity'
802-11-wireless-security.psk:
802-11-wireless-security.psk-flags:0
802-1x.identity:svc-wifi-kiosk
802-1x.password:«a»
802-1x.password-flags:0
`, V{"a": g.pwStrong()}, "802-1x.identity:svc-wifi-kiosk")
}

// ---- Wi-Fi configuration files read back ----

func (g *G) cdWifiFiles() {
	g.cdAdd("wpa-supplicant-conf-cat", `
pi@scanner-03:~ $ sudo cat /etc/wpa_supplicant/wpa_supplicant.conf
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=GB

network={
	ssid="Warehouse-2G"
	psk="«a»"
	key_mgmt=WPA-PSK
	priority=10
}

network={
	ssid="Vodafone-Hotspot"
	key_mgmt=NONE
	priority=1
}
`, V{"a": g.cdWifi()}, "Warehouse-2G", "ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev")

	g.cdAdd("wpa-passphrase-hex-psk", `
$ wpa_passphrase "Loft 22" | sudo tee -a /etc/wpa_supplicant/wpa_supplicant-wlan0.conf
«a»
network={
	ssid="Loft 22"
	#psk="«a»"
	psk=«b»
}
`, V{"a": g.cdWifi(), "b": g.hex(64)}, "ssid=\"Loft 22\"", "/etc/wpa_supplicant/wpa_supplicant-wlan0.conf")

	g.cdAdd("wpa-supplicant-eap-hash-password", `
$ sudo grep -A12 eduroam /etc/wpa_supplicant/wpa_supplicant.conf
	ssid="eduroam"
	key_mgmt=WPA-EAP
	eap=PEAP
	identity="jb1123@campus.example.ac.uk"
	anonymous_identity="anonymous@campus.example.ac.uk"
	password=hash:«a»
	ca_cert="/etc/ssl/certs/ca-certificates.crt"
	domain_suffix_match="radius.campus.example.ac.uk"
	phase2="auth=MSCHAPV2"
}
`, V{"a": g.hex(32)}, "jb1123@campus.example.ac.uk", "phase2=\"auth=MSCHAPV2\"")

	g.cdAdd("networkmanager-keyfile-cat", `
$ sudo cat /etc/NetworkManager/system-connections/Lakehouse.nmconnection
[connection]
id=Lakehouse
uuid=«_u»
type=wifi
interface-name=wlp2s0
timestamp=1741420288

[wifi]
mode=infrastructure
ssid=Lakehouse

[wifi-security]
auth-alg=open
key-mgmt=wpa-psk
psk=«a»

[ipv4]
method=auto

[ipv6]
addr-gen-mode=stable-privacy
method=auto

[proxy]
`, V{"_u": g.uuid(), "a": g.cdWifi()}, "/etc/NetworkManager/system-connections/Lakehouse.nmconnection", "interface-name=wlp2s0")

	g.cdAdd("networkmanager-grep-psk-all", `
$ sudo grep -r '^psk=' /etc/NetworkManager/system-connections/
/etc/NetworkManager/system-connections/Airport-Free.nmconnection:psk=«a»
/etc/NetworkManager/system-connections/Mum & Dad.nmconnection:psk=«b»
/etc/NetworkManager/system-connections/Pixel 8.nmconnection:psk=«c»
`, V{"a": g.cdWifi(), "b": g.cdWifi(), "c": g.s(alLowNum, 10)},
		"/etc/NetworkManager/system-connections/Airport-Free.nmconnection", "Mum & Dad.nmconnection")

	g.cdAdd("networkmanager-legacy-system-connections", `
$ sudo cat "/etc/NetworkManager/system-connections/Corp 802.1X"
[connection]
id=Corp 802.1X
uuid=«_u»
type=wifi
permissions=

[wifi]
mac-address-blacklist=
mode=infrastructure
ssid=CORP-SECURE

[wifi-security]
key-mgmt=wpa-eap

[802-1x]
eap=ttls;
identity=d.ochieng
password=«a»
phase2-auth=pap

[ipv4]
dns-search=
method=auto
`, V{"_u": g.uuid(), "a": g.pw()}, "ssid=CORP-SECURE", "identity=d.ochieng")

	g.cdAdd("iwd-psk-file", `
$ sudo cat /var/lib/iwd/Zuhause.psk
[Security]
PreSharedKey=«a»
Passphrase=«b»
SAE-PT-Group19=«c»

[Settings]
AutoConnect=true
`, V{"a": g.hex(64), "b": g.cdWifi(), "c": g.hex(128)}, "/var/lib/iwd/Zuhause.psk", "AutoConnect=true")

	g.cdAdd("netplan-wifi-yaml", `
$ sudo cat /etc/netplan/50-cloud-init.yaml
# This file is generated from information provided by the datasource.  Changes
# to it will not persist across an instance reboot.
network:
    version: 2
    wifis:
        wlan0:
            dhcp4: true
            optional: true
            access-points:
                "Farmhouse_Ext":
                    password: "«a»"
                "Barn-Sensors":
                    auth:
                        key-management: psk
                        password: «b»
`, V{"a": g.cdWifi(), "b": g.hex(64)}, "Farmhouse_Ext", "Barn-Sensors")

	g.cdAdd("connman-service-settings", `
# cat /var/lib/connman/wifi_b827eb123456_4b696f736b2d4e6574_managed_psk/settings
[wifi_b827eb123456_4b696f736b2d4e6574_managed_psk]
Name=Kiosk-Net
SSID=4b696f736b2d4e6574
Frequency=2437
Favorite=true
AutoConnect=true
Modified=2025-02-18T09:41:22.118231Z
Passphrase=«a»
IPv4.method=dhcp
IPv4.DHCP.LastAddress=192.168.10.57
IPv6.method=auto
IPv6.privacy=disabled
`, V{"a": g.cdWifi()}, "4b696f736b2d4e6574", "Name=Kiosk-Net")

	g.cdAdd("rpi-imager-firstrun-wifi", `
$ sudo cat /boot/firmware/firstrun.sh | sed -n 20,34p
if [ -f /usr/lib/raspberrypi-sys-mods/imager_custom ]; then
   /usr/lib/raspberrypi-sys-mods/imager_custom set_wlan 'GreenhouseNet' '«a»' 'DE'
else
cat >/etc/wpa_supplicant/wpa_supplicant.conf <<'WPAEOF'
country=DE
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
ap_scan=1

update_config=1
network={
	ssid="GreenhouseNet"
	psk=«a»
}

WPAEOF
`, V{"a": g.hex(64)}, "GreenhouseNet", "/usr/lib/raspberrypi-sys-mods/imager_custom")

	g.cdAdd("macos-airport-keychain-wifi", `
$ security find-generic-password -D "AirPort network password" -a "Baker St Flat" -w
«a»
`, V{"a": g.cdWifi()}, "AirPort network password", "Baker St Flat")

	g.cdAdd("android-wifi-config-store-xml", `
$ adb shell su -c 'cat /data/misc/apexdata/com.android.wifi/WifiConfigStore.xml' | grep -E 'SSID|PreSharedKey|ConfigKey'
<string name="ConfigKey">&quot;Flat-4B&quot;WPA_PSK</string>
<string name="SSID">&quot;Flat-4B&quot;</string>
<string name="PreSharedKey">&quot;«a»&quot;</string>
<string name="ConfigKey">&quot;Office-Guest&quot;NONE</string>
<string name="SSID">&quot;Office-Guest&quot;</string>
`, V{"a": g.cdWifi()}, "/data/misc/apexdata/com.android.wifi/WifiConfigStore.xml", "&quot;Office-Guest&quot;NONE")
}

// ---- macOS keychain ----

func (g *G) cdKeychain() {
	g.cdAdd("security-dump-keychain-d-chrome-safe-storage", `
$ security dump-keychain -d ~/Library/Keychains/login.keychain-db 2>/dev/null | grep -B18 -A1 'Safe Storage' | head -40
keychain: "/Users/oliver/Library/Keychains/login.keychain-db"
version: 512
class: "genp"
attributes:
    0x00000007 <blob>="Chrome Safe Storage"
    0x00000008 <blob>=<NULL>
    "acct"<blob>="Chrome"
    "cdat"<timedate>=0x32303233303931343038323233355A00  "20230914082235Z\000"
    "crtr"<uint32>=<NULL>
    "cusi"<sint32>=<NULL>
    "desc"<blob>=<NULL>
    "gena"<blob>=<NULL>
    "icmt"<blob>=<NULL>
    "invi"<sint32>=<NULL>
    "mdat"<timedate>=0x32303233303931343038323233355A00  "20230914082235Z\000"
    "nega"<sint32>=<NULL>
    "prot"<blob>=<NULL>
    "scrp"<sint32>=<NULL>
    "svce"<blob>="Chrome Safe Storage"
    "type"<uint32>=<NULL>
data:
"«a»"
`, V{"a": g.b64(16)}, "\"svce\"<blob>=\"Chrome Safe Storage\"", "/Users/oliver/Library/Keychains/login.keychain-db")

	g.cdAdd("security-find-generic-password-ga", `
$ security find-generic-password -ga "jenkins-deploy"
keychain: "/Users/ci/Library/Keychains/login.keychain-db"
version: 512
class: "genp"
attributes:
    0x00000007 <blob>="jenkins-deploy"
    0x00000008 <blob>=<NULL>
    "acct"<blob>="deploy"
    "cdat"<timedate>=0x32303234313130343130313231305A00  "20241104101210Z\000"
    "crtr"<uint32>=<NULL>
    "cusi"<sint32>=<NULL>
    "desc"<blob>=<NULL>
    "gena"<blob>=<NULL>
    "icmt"<blob>=<NULL>
    "invi"<sint32>=<NULL>
    "mdat"<timedate>=0x32303234313130343130313231305A00  "20241104101210Z\000"
    "nega"<sint32>=<NULL>
    "prot"<blob>=<NULL>
    "scrp"<sint32>=<NULL>
    "svce"<blob>="jenkins-deploy"
    "type"<uint32>=<NULL>
password: "«a»"
`, V{"a": g.aplJenkins()}, "\"acct\"<blob>=\"deploy\"", "0x32303234313130343130313231305A00")

	g.cdAdd("security-find-internet-password-gs", `
$ security find-internet-password -gs gitlab.hansen-tech.example
keychain: "/Users/mhansen/Library/Keychains/login.keychain-db"
version: 512
class: "inet"
attributes:
    0x00000007 <blob>="gitlab.hansen-tech.example"
    0x00000008 <blob>=<NULL>
    "acct"<blob>="mhansen"
    "atyp"<blob>="dflt"
    "cdat"<timedate>=0x32303235303132303039353130325A00  "20250120095102Z\000"
    "crtr"<uint32>=<NULL>
    "cusi"<sint32>=<NULL>
    "desc"<blob>=<NULL>
    "icmt"<blob>=<NULL>
    "invi"<sint32>=<NULL>
    "mdat"<timedate>=0x32303235303132303039353130325A00  "20250120095102Z\000"
    "nega"<sint32>=<NULL>
    "path"<blob>=<NULL>
    "port"<uint32>=0x00000000 
    "prot"<blob>=<NULL>
    "ptcl"<uint32>="htps"
    "scrp"<sint32>=<NULL>
    "sdmn"<blob>=<NULL>
    "srvr"<blob>="gitlab.hansen-tech.example"
    "type"<uint32>=<NULL>
password: "«a»"
`, V{"a": g.glpat()}, "\"srvr\"<blob>=\"gitlab.hansen-tech.example\"", "\"ptcl\"<uint32>=\"htps\"")

	g.cdAdd("security-find-generic-w-script", `
$ for s in "Slack Safe Storage" "Docker Credentials" "Microsoft Teams Identities Cache"; do printf '%s: ' "$s"; security find-generic-password -s "$s" -w 2>&1; done
Slack Safe Storage: «a»
Docker Credentials: security: SecKeychainSearchCopyNext: The specified item could not be found in the keychain.
Microsoft Teams Identities Cache: «b»
`, V{"a": g.b64(16), "b": g.b64(32)}, "SecKeychainSearchCopyNext: The specified item could not be found in the keychain.", "Slack Safe Storage")

	kcHex, kcEsc := cdKeychainData(string(g.bytes(24)))
	g.cdAdd("security-dump-keychain-hex-data", `
class: "genp"
attributes:
    0x00000007 <blob>="com.apple.account.IdentityServices.token"
    "acct"<blob>="«_acct»"
    "svce"<blob>="com.apple.account.IdentityServices.token"
data:
0x«h»  "«a»"
`, V{"_acct": g.digits(10), "h": kcHex, "a": kcEsc},
		"com.apple.account.IdentityServices.token")

	g.cdAdd("security-dump-keychain-inet-multiple", `
$ security dump-keychain -d | grep -E 'srvr|acct|^"|^data' | paste - - - - | head
    "acct"<blob>="n.oduya"	"srvr"<blob>="nas.oduya.home"	data:	"«a»"
    "acct"<blob>="root"	"srvr"<blob>="192.168.1.2"	data:	"«b»"
    "acct"<blob>="oduya-ci"	"srvr"<blob>="registry.oduya.dev"	data:	"«c»"
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.pwStrong()},
		"nas.oduya.home", "registry.oduya.dev")

	g.cdAdd("chainbreaker-dump-all", `
$ python3 -m chainbreaker --dump-generic-passwords --dump-internet-passwords --password-prompt login.keychain-db
Unlock Password: 
2025-03-14 11:20:03,442 - INFO - 

ChainBreaker 2 - https://github.com/n0fate/chainbreaker

2025-03-14 11:20:03,443 - INFO - Runtime Command: chainbreaker.py --dump-generic-passwords --dump-internet-passwords --password-prompt login.keychain-db
2025-03-14 11:20:03,443 - INFO - Keychain Password: [redacted]
2025-03-14 11:20:03,912 - INFO - 18 Generic Passwords
2025-03-14 11:20:03,912 - INFO - [+] Generic Password Record
 [-] Create DateTime: 2024-08-02 14:02:11
 [-] Last Modified DateTime: 2024-08-02 14:02:11
 [-] Description: 
 [-] Creator: 
 [-] Type: 
 [-] Print Name: aws-vault
 [-] Alias: 
 [-] Account: prod-admin
 [-] Service: aws-vault
 [-] Password: {"AccessKeyID":"«_akid»","SecretAccessKey":"«a»","SessionToken":"","ProviderName":""}

2025-03-14 11:20:03,913 - INFO - [+] Internet Record
 [-] Create DateTime: 2024-12-11 09:40:55
 [-] Last Modified DateTime: 2024-12-11 09:40:55
 [-] Description: 
 [-] Comment: 
 [-] Creator: 
 [-] Type: 
 [-] PrintName: api.github.com
 [-] Alias: 
 [-] Protected: 
 [-] Account: lkovacs
 [-] Server: api.github.com
 [-] Port: 0
 [-] Protocol: htps
 [-] Auth Type: dflt
 [-] Path: 
 [-] Password: «b»
`, V{"_akid": "AKIA" + g.s(alAWS, 16), "a": g.awsSecret(), "b": g.ghp()},
		"Keychain Password: [redacted]", "Account: prod-admin", "ChainBreaker 2 - https://github.com/n0fate/chainbreaker")

	pwHex, pwEsc := cdKeychainData(g.pick("Grüße", "Straße", "Müller", "Señor") + g.s(alDigit, 4) + g.pick(pwWords...) + "!")
	g.cdAdd("security-find-generic-password-g-nonascii-hex", `
$ security find-generic-password -s "VPN: corp-ikev2" -g 2>&1 | tail -2
    "type"<uint32>=<NULL>
password: 0x«h»  "«a»"
`, V{"h": pwHex, "a": pwEsc}, "VPN: corp-ikev2")

	g.cdAdd("keychain-export-p12-and-key", `
$ security export -k login.keychain-db -t identities -f pkcs12 -P «a» -o /tmp/ids.p12
$ openssl pkcs12 -in /tmp/ids.p12 -nodes -passin pass:«a» | sed -n '1,4p;/BEGIN PRIVATE/,/END PRIVATE/p'
Bag Attributes
    friendlyName: Apple Development: Keiko Sato (8K2M4Q9P7R)
    localKeyID: «_kid»
subject=UID=8K2M4Q9P7R, CN=Apple Development: Keiko Sato (8K2M4Q9P7R), OU=«_team», O=Keiko Sato, C=JP
«b»
`, V{"a": g.pwURL(), "_kid": cdSpacedHex(g.bytes(20)), "_team": g.s(alUpNum, 10), "b": g.pkcs8RSAPEM().block()},
		"Apple Development: Keiko Sato (8K2M4Q9P7R)")

	g.cdAdd("security-find-generic-password-benign-no-g", `
$ security find-generic-password -s "GitHub - https://api.github.com"
keychain: "/Users/tkim/Library/Keychains/login.keychain-db"
version: 512
class: "genp"
attributes:
    0x00000007 <blob>="GitHub - https://api.github.com"
    0x00000008 <blob>=<NULL>
    "acct"<blob>="tkim-dev"
    "cdat"<timedate>=0x32303235303231313131303332365A00  "20250211110326Z\000"
    "mdat"<timedate>=0x32303235303231313131303332365A00  "20250211110326Z\000"
    "svce"<blob>="GitHub - https://api.github.com"
$ security find-generic-password -s "GitHub - https://api.github.com" -w
«a»
`, V{"a": g.gho()}, "\"acct\"<blob>=\"tkim-dev\"", "0x32303235303231313131303332365A00")
}

// cdUTF16B64 is base64 of s in UTF-16LE, as unattend.xml hides a password
// (s is the password followed by the element's name).
func cdUTF16B64(s string) string {
	var b []byte
	for _, r := range s {
		b = append(b, byte(r), byte(r>>8))
	}
	return base64.StdEncoding.EncodeToString(b)
}

// ---- Windows credential stores ----

func (g *G) cdWindowsCreds() {
	g.cdAdd("get-storedcredential-ado-pat", `
PS C:\src> Get-StoredCredential -Target "git:https://dev.azure.com/fabrikam-retail" -AsCredentialObject

Flags          : 0
Type           : Generic
TargetName     : git:https://dev.azure.com/fabrikam-retail
Comment        : 
LastWritten    : 3/12/2025 9:11:03 AM
PaswordSize    : 104
Password       : «a»
Persist        : LocalMachine
AttributeCount : 0
Attributes     : 0
TargetAlias    : 
UserName       : PersonalAccessToken
`, V{"a": g.azDevops()}, "git:https://dev.azure.com/fabrikam-retail", "UserName       : PersonalAccessToken")

	g.cdAdd("passwordvault-retrieveall", `
PS C:\> [void][Windows.Security.Credentials.PasswordVault,Windows.Security.Credentials,ContentType=WindowsRuntime]
PS C:\> $vault = New-Object Windows.Security.Credentials.PasswordVault
PS C:\> $vault.RetrieveAll() | % { $_.RetrievePassword(); $_ } | Format-Table UserName, Resource, Password -AutoSize

UserName                     Resource                                  Password
--------                     --------                                  --------
c.ferreira@outlook.com       https://login.live.com/                   «a»
cferreira                    https://nas.ferreira.lan:5001/            «b»
admin                        http://192.168.1.254/                     «c»
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.cdWifi()},
		"https://nas.ferreira.lan:5001/", "c.ferreira@outlook.com")

	g.cdAdd("reg-query-winlogon-defaultpassword", `
C:\> reg query "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" | findstr /i "Default AutoAdmin"
    AutoAdminLogon    REG_SZ    1
    DefaultDomainName    REG_SZ    SHOWROOM
    DefaultUserName    REG_SZ    display01
    DefaultPassword    REG_SZ    «a»
`, V{"a": g.pw()}, "DefaultUserName    REG_SZ    display01", "DefaultDomainName    REG_SZ    SHOWROOM")

	g.cdAdd("unattend-xml-findstr-base64", `
C:\> dir /s /b C:\Windows\Panther\*.xml C:\Windows\System32\Sysprep\*.xml 2>nul
C:\Windows\Panther\unattend.xml
C:\Windows\Panther\setupact.xml
C:\> findstr /n /i /c:"<Value>" /c:"PlainText" /c:"<Username>" C:\Windows\Panther\unattend.xml
41:                    <Value>«a»</Value>
42:                    <PlainText>false</PlainText>
44:                <Username>labadmin</Username>
58:                        <Value>«b»</Value>
59:                        <PlainText>false</PlainText>
`, V{"a": cdUTF16B64(g.pw() + "AdministratorPassword"), "b": cdUTF16B64(g.pwStrong() + "Password")},
		"C:\\Windows\\Panther\\unattend.xml", "<Username>labadmin</Username>")

	g.cdAdd("unattend-xml-plaintext-true", `
$ find /mnt/win -iname 'unattend*.xml' -o -iname 'sysprep.inf' 2>/dev/null
/mnt/win/Windows/Panther/Unattend/Unattended.xml
$ sed -n '/<UserAccounts>/,/<\/UserAccounts>/p' /mnt/win/Windows/Panther/Unattend/Unattended.xml
            <UserAccounts>
                <AdministratorPassword>
                    <Value>«a»</Value>
                    <PlainText>true</PlainText>
                </AdministratorPassword>
                <LocalAccounts>
                    <LocalAccount wcm:action="add">
                        <Password>
                            <Value>«b»</Value>
                            <PlainText>true</PlainText>
                        </Password>
                        <Description>Imaging service account</Description>
                        <DisplayName>svc-imaging</DisplayName>
                        <Group>Administrators</Group>
                        <Name>svc-imaging</Name>
                    </LocalAccount>
                </LocalAccounts>
            </UserAccounts>
`, V{"a": g.pw(), "b": g.pwStrong()}, "/mnt/win/Windows/Panther/Unattend/Unattended.xml", "<Name>svc-imaging</Name>")

	g.cdAdd("nirsoft-credentialsfileview-csv", `
C:\Tools\nirsoft> CredentialsFileView.exe /scomma creds.csv
C:\Tools\nirsoft> type creds.csv
Filename,Entry Type,Last Modified,Persist,Item Name,User Name,Password,Domain,Alias,Comment,Full Path
«_f1»,Domain Password,14/02/2025 09:12:51,Enterprise,Domain:target=TERMSRV/rds.hartmann.local,HARTMANN\b.hartmann,«a»,,,,C:\Users\b.hartmann\AppData\Roaming\Microsoft\Credentials\«_f1»
«_f2»,Generic,02/03/2025 17:40:02,Local Machine,LegacyGeneric:target=OneDrive Cached Credential Business - Business1,«_od»,«b»,,,,C:\Users\b.hartmann\AppData\Local\Microsoft\Credentials\«_f2»
`, V{"_f1": g.s(alHexU, 32), "a": g.pw(), "_f2": g.s(alHexU, 32), "_od": g.hex(16), "b": g.b64(48)},
		"Domain:target=TERMSRV/rds.hartmann.local", "HARTMANN\\b.hartmann")

	wkPw := g.cdWifi()
	wkHex := fmt.Sprintf("%x", wkPw)
	g.cdAdd("nirsoft-wirelesskeyview-txt", `
C:\Tools> WirelessKeyView.exe /stext wifi.txt & type wifi.txt
==================================================
Network Name (SSID): Praxis-Dr-Yilmaz
Key Type         : WPA2-PSK
Key (Hex)        : «h»
Key (Ascii)      : «a»
Adapter Name     : Intel(R) Wi-Fi 6 AX201 160MHz
Adapter Guid     : {«_g»}
Last Modified    : 07.01.2025 08:32:10
Authentication   : WPA2PSK
Encryption       : AES
Connection Type  : ESS
Connection Mode  : Auto
==================================================
`, V{"h": wkHex, "a": wkPw, "_g": g.uuid()},
		"Praxis-Dr-Yilmaz", "Intel(R) Wi-Fi 6 AX201 160MHz")

	g.cdAdd("nirsoft-webbrowserpassview-stab", `
C:\Tools> WebBrowserPassView.exe /stab pw.txt && type pw.txt
URL	Web Browser	User Name	Password	Password Strength	User Name Field	Password Field	Signons File	Created Time	Modified Time
https://portal.tierarzt-lange.example/	Chrome	praxis	«a»	Strong	username	password	C:\Users\praxis\AppData\Local\Google\Chrome\User Data\Default\Login Data	05.06.2024 10:21:44	05.06.2024 10:21:44
https://kv-connect.example/login	Edge	praxis.lange	«b»	Medium	user	pass	C:\Users\praxis\AppData\Local\Microsoft\Edge\User Data\Default\Login Data	18.11.2024 08:03:19	18.11.2024 08:03:19
`, V{"a": g.pwStrong(), "b": g.pw()}, "https://kv-connect.example/login", "Password Strength")

	g.cdAdd("tightvnc-reg-password-vncpwd", `
C:\> reg query HKLM\SOFTWARE\TightVNC\Server /v Password

HKEY_LOCAL_MACHINE\SOFTWARE\TightVNC\Server
    Password    REG_BINARY    «h»

C:\> reg query HKLM\SOFTWARE\TightVNC\Server /v PasswordViewOnly

HKEY_LOCAL_MACHINE\SOFTWARE\TightVNC\Server
    PasswordViewOnly    REG_BINARY    «h2»

$ ./vncpwd «h»
Password: «a»
`, V{"h": g.s(alHexU, 16), "h2": g.s(alHexU, 16), "a": g.an(8)},
		"HKEY_LOCAL_MACHINE\\SOFTWARE\\TightVNC\\Server")

	g.cdAdd("mimikatz-vault-cred-patch-local", `
mimikatz # vault::cred /patch
TargetName : Domain:target=nas01 / <NULL>
UserName   : nas01\backup
Comment    : <NULL>
Type       : 2 - domain_password
Persist    : 2 - local_machine
Flags      : 00000000
Credential : «a»
Attributes : 0

TargetName : LegacyGeneric:target=git:https://bitbucket.org / <NULL>
UserName   : ssilva-dev
Comment    : <NULL>
Type       : 1 - generic
Persist    : 2 - local_machine
Flags      : 00000000
Credential : «b»
Attributes : 0
`, V{"a": g.pw(), "b": "ATBB" + g.an(28) + g.s(alHexU, 8)},
		"LegacyGeneric:target=git:https://bitbucket.org", "UserName   : nas01\\backup")

	g.cdAdd("nishang-get-webcredentials", `
PS C:\> Import-Module .\Get-WebCredentials.ps1; Get-WebCredentials

UserName  : m.dubois@agence-dubois.example
Resource  : https://agence-dubois.sharepoint.com/
Password  : «a»
Properties : {[hidden, False], [applicationid, 00000000-0000-0000-0000-000000000000], [application, Internet Explorer]}

UserName  : admin
Resource  : http://printer-2eme.agence.local/
Password  : «b»
Properties : {[hidden, False], [applicationid, 00000000-0000-0000-0000-000000000000], [application, Internet Explorer]}
`, V{"a": g.pw(), "b": g.an(10)},
		"https://agence-dubois.sharepoint.com/", "http://printer-2eme.agence.local/")

	g.cdAdd("select-string-webconfig-sweep", `
PS C:\inetpub> Get-ChildItem -Recurse -Include web.config,appsettings*.json -ErrorAction SilentlyContinue | Select-String -Pattern 'password|pwd=' 

wwwroot\intranet\web.config:14:    <add name="Intranet" connectionString="Data Source=sql02;Initial Catalog=Intranet;User ID=intranet_app;Password=«a»;" providerName="System.Data.SqlClient" />
wwwroot\api\appsettings.Production.json:9:    "Smtp": { "Host": "smtp.office365.com", "User": "noreply@kanzlei-berg.example", "Password": "«b»" },
wwwroot\api\appsettings.Development.json:9:    "Smtp": { "Host": "localhost", "User": "dev", "Password": "" },
`, V{"a": g.pwStrong(), "b": g.pw()}, "User ID=intranet_app", "noreply@kanzlei-berg.example")

	g.cdAdd("runas-savecred-and-credman-gui-note", `
C:\Users\kiosk> cmdkey /list

Currently stored credentials:

    Target: Domain:interactive=STORE12\posadmin
    Type: Domain Password
    User: STORE12\posadmin

C:\Users\kiosk> rem admin pw for the POS box is «a» (set by the vendor, per the ticket)
C:\Users\kiosk> runas /savecred /user:STORE12\posadmin "C:\POS\Setup.exe"
`, V{"a": g.pw()}, "Domain:interactive=STORE12\\posadmin", "runas /savecred /user:STORE12\\posadmin")
}

// ---- mimipenguin ----

func (g *G) cdMimipenguin() {
	g.cdAdd("mimipenguin-sh-gnome", `
$ sudo ./mimipenguin.sh
MimiPenguin Results:
[SYSTEM - GNOME]          jwalker:«a»
`, V{"a": g.pw()}, "[SYSTEM - GNOME]", "MimiPenguin Results:")

	g.cdAdd("mimipenguin-py-multiple", `
root@build-07:/opt/mimipenguin# python3 mimipenguin.py
[SYSTEM - GNOME]	ci-runner:«a»
[SYSTEM - SSHD]	root:«b»
[HTTP BASIC - APACHE2]	admin:«c»
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pwURL()}, "[HTTP BASIC - APACHE2]", "root@build-07:/opt/mimipenguin#")

	g.cdAdd("mimipenguin-lightdm-vsftpd", `
$ sudo bash mimipenguin.sh
MimiPenguin Results:
[SYSTEM - LIGHTDM]          marta:«a»
[SYSTEM - VSFTPD]          ftpupload:«b»
`, V{"a": g.pw(), "b": g.pwURL()}, "[SYSTEM - VSFTPD]", "ftpupload:")

	g.cdAdd("mimipenguin-shadow-check-verbose", `
# python3 mimipenguin.py -v
[*] Dumping memory of gnome-keyring-daemon (pid 1873)
[*] 2414 candidate strings, checking against /etc/shadow
[*] user ana: testing $6$«_salt»$...
[SYSTEM - GNOME]	ana:«a»
`, V{"_salt": g.s(alAlnum+"./", 16), "a": g.pw()}, "gnome-keyring-daemon (pid 1873)")

	g.cdAdd("gcore-strings-keyring-manual", `
$ sudo gcore -o /tmp/gkd $(pgrep -u dev gnome-keyring-d)
Saved corefile /tmp/gkd.2231
$ strings /tmp/gkd.2231 | grep -E -A1 '^(login|password)' | head
login
dev
password
«a»
`, V{"a": g.pw()}, "Saved corefile /tmp/gkd.2231")
}

// ---- saved sessions of remote-access tools and their decryptors ----

func (g *G) cdSessions() {
	g.cdAdd("putty-reg-sessions-proxy-password", `
C:\> reg query "HKCU\Software\SimonTatham\PuTTY\Sessions" /s | findstr /i "HKEY HostName UserName Proxy"
HKEY_CURRENT_USER\Software\SimonTatham\PuTTY\Sessions\bastion-eu
    HostName    REG_SZ    bastion.eu.lumiere-cloud.example
    UserName    REG_SZ    ops
    ProxyMethod    REG_DWORD    0x2
    ProxyHost    REG_SZ    proxy.lumiere.local
    ProxyPort    REG_DWORD    0xc38
    ProxyUsername    REG_SZ    LUMIERE\j.martin
    ProxyPassword    REG_SZ    «a»
HKEY_CURRENT_USER\Software\SimonTatham\PuTTY\Sessions\switch-core-01
    HostName    REG_SZ    10.250.0.1
    UserName    REG_SZ    netadmin
    ProxyMethod    REG_DWORD    0x0
    ProxyPassword    REG_SZ    
`, V{"a": g.pw()}, "bastion.eu.lumiere-cloud.example", "LUMIERE\\j.martin")

	g.cdAdd("putty-ppk-unencrypted", `
C:\Users\deploy\.ssh> type deploy-web.ppk
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: deploy@web-prod
Public-Lines: 2
«_pub»
Private-Lines: 1
«a»
Private-MAC: «=mac»
`, V{"_pub": wrap(g.b64(51), 64), "a": g.b64(36), "=mac": g.hex(64)},
		"Encryption: none", "Comment: deploy@web-prod")

	g.cdAdd("kitty-session-file-password", `
C:\Tools\kitty> type Sessions\prod-db-tunnel
HostName\pg-tunnel.valdez-ag.example\
PortNumber\22\
UserName\tunnel\
Password\«a»\
PortForwardings\L5432=10.8.0.20:5432,\
Protocol\ssh\
`, V{"a": g.s(alHex, 40)}, "pg-tunnel.valdez-ag.example", "L5432=10.8.0.20:5432")

	g.cdAdd("winscp-ini-and-decrypt", `
C:\Users\h.ng\AppData\Roaming> findstr /i "HostName UserName Password Sessions" WinSCP.ini
[Sessions\deploy@web01.ng-trading.example]
HostName=web01.ng-trading.example
UserName=deploy
Password=«h»
[Sessions\sftp-bank-upload]
HostName=sftp.bank-gateway.example
UserName=ngtrading_upl
Password=«h2»

$ python3 winscppasswd.py web01.ng-trading.example deploy «h»
«a»
`, V{"h": "A35C4356079A1F" + g.s(alHexU, 80), "h2": "A35C7B5E6F" + g.s(alHexU, 90), "a": g.pwStrong()},
		"web01.ng-trading.example", "sftp.bank-gateway.example", "UserName=ngtrading_upl")

	g.cdAdd("winscp-registry-sessions", `
PS C:\> Get-ItemProperty 'HKCU:\Software\Martin Prikryl\WinSCP 2\Sessions\*' | Select-Object PSChildName, HostName, UserName, Password | Format-List

PSChildName : Default%20Settings
HostName    : 
UserName    : 
Password    : 

PSChildName : rsync-backup@nas
HostName    : nas.lundgren.home
UserName    : rsync-backup
Password    : «h»
`, V{"h": "A35C4D5F6D" + g.s(alHexU, 70)}, "nas.lundgren.home", "Default%20Settings")

	g.cdAdd("filezilla-sitemanager-base64", `
$ cat ~/.config/filezilla/sitemanager.xml
<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.4" platform="*nix">
	<Servers>
		<Folder expanded="1">clients
			<Server>
				<Host>ftp.bakery-weiss.example</Host>
				<Port>21</Port>
				<Protocol>0</Protocol>
				<Type>0</Type>
				<User>weiss_web</User>
				<Pass encoding="base64">«a»</Pass>
				<Logontype>1</Logontype>
				<PasvMode>MODE_DEFAULT</PasvMode>
				<EncodingType>Auto</EncodingType>
				<BypassProxy>0</BypassProxy>
				<Name>Bäckerei Weiss (shared hosting)</Name>
				<SyncBrowsing>0</SyncBrowsing>
				<DirectoryComparison>0</DirectoryComparison>
			</Server>
		</Folder>
	</Servers>
</FileZilla3>
`, V{"a": b64s(g.pw())}, "ftp.bakery-weiss.example", "<User>weiss_web</User>")

	recentPw := g.pwStrong()
	g.cdAdd("filezilla-recentservers-and-decode", `
C:\Users\arno\AppData\Roaming\FileZilla> type recentservers.xml
<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.0" platform="windows">
	<RecentServers>
		<Server>
			<Host>185.199.44.12</Host>
			<Port>22</Port>
			<Protocol>1</Protocol>
			<Type>0</Type>
			<User>root</User>
			<Pass encoding="base64">«a»</Pass>
			<Logontype>1</Logontype>
			<PasvMode>MODE_DEFAULT</PasvMode>
			<EncodingType>Auto</EncodingType>
			<BypassProxy>0</BypassProxy>
		</Server>
	</RecentServers>
</FileZilla3>

PS> [Text.Encoding]::UTF8.GetString([Convert]::FromBase64String("«a»"))
«b»
`, V{"a": b64s(recentPw), "b": recentPw}, "185.199.44.12")

	g.cdAdd("filezilla-master-password-crypt-benign", `
$ grep -E '<Host>|<User>|<Pass' ~/.config/filezilla/sitemanager.xml
				<Host>sftp.meridian-print.example</Host>
				<User>meridian</User>
				<Pass encoding="crypt" pubkey="«_pub»">«_ct»</Pass>
				<Host>ftp.legacy-host.example</Host>
				<User>legacy</User>
				<Pass encoding="base64">«a»</Pass>
`, V{"_pub": g.s(alB64, 88), "_ct": g.s(alB64, 96), "a": b64s(g.pwURL())},
		"sftp.meridian-print.example", "encoding=\"crypt\"")

	g.cdAdd("mremoteng-confcons-and-decrypt", `
$ head -c 900 confCons.xml
<?xml version="1.0" encoding="utf-8"?>
<mrng:Connections xmlns:mrng="http://mremoteng.org" Name="Connections" Export="false" EncryptionEngine="AES" BlockCipherMode="GCM" KdfIterations="1000" FullFileEncryption="false" Protected="«=prot»" ConfVersion="2.6">
    <Node Name="DC01" Type="Connection" Descr="" Icon="mRemoteNG" Panel="General" Id="«_id»" Username="Administrator" Domain="NOVA" Password="«h»" Hostname="10.20.0.10" Protocol="RDP" PuttySession="Default Settings" Port="3389"
$ python3 mremoteng_decrypt.py -rf confCons.xml
Name: DC01
Hostname: 10.20.0.10
Username: Administrator
Password: «a»

Name: pfSense
Hostname: 10.20.0.1
Username: admin
Password: «b»
`, V{"=prot": g.b64(112), "_id": g.uuid(), "h": g.b64(60), "a": g.pwStrong(), "b": g.pw()},
		"Name: pfSense", "EncryptionEngine=\"AES\" BlockCipherMode=\"GCM\"")

	g.cdAdd("mremoteng-decrypt-single-string", `
$ python3 mremoteng_decrypt.py -s "«h»"
Password: «a»
`, V{"h": g.b64(60), "a": g.pw()}, "mremoteng_decrypt.py")

	g.cdAdd("rdcman-rdg-dpapi-blob-benign", `
$ grep -A6 '<logonCredentials' "C:/Users/ops/Documents/infra.rdg"
      <logonCredentials inherit="None">
        <profileName scope="Local">Custom</profileName>
        <userName>svc_rdp</userName>
        <password>«_blob»</password>
        <domain>HALDEN</domain>
      </logonCredentials>
`, V{"_blob": g.cdDPAPI(300)}, "<userName>svc_rdp</userName>", "<domain>HALDEN</domain>")

	g.cdAdd("mobaxterm-ini-passwords", `
C:\Users\tech\Documents\MobaXterm> findstr /n /i /c:"[Passwords]" /c:"[Credentials]" /c:"@" MobaXterm.ini
212:[Passwords]
213:ssh22:root@10.4.0.7=«h1»
214:tech@jump.clinica-sol.example=«h2»
220:[Credentials]
221:clinica-admin=administrator:«h3»
$ python3 MobaXtermCipher.py dec -sysrand «=sessp» «h1»
«a»
`, V{"h1": g.b64(24), "h2": g.b64(24), "h3": g.b64(32), "=sessp": g.digits(19), "a": g.pw()},
		"jump.clinica-sol.example", "clinica-admin=administrator:")

	g.cdAdd("remmina-profile-and-pref-secret", `
$ grep -E '^(name|server|username|password|domain)=' ~/.local/share/remmina/group_rdp_win-srv-01_10-5-0-21.remmina
name=win-srv-01
server=10.5.0.21
username=Administrator
password=«h»
domain=OBERHOF
$ grep ^secret ~/.config/remmina/remmina.pref
secret=«k»
$ python3 remmina_decrypt.py
win-srv-01 Administrator «a»
`, V{"h": g.b64(24), "k": g.b64(32), "a": g.pw()},
		"group_rdp_win-srv-01_10-5-0-21.remmina", "domain=OBERHOF")

	g.cdAdd("securecrt-session-ini-v2", `
$ grep -E 'Hostname|Username|Password' ~/Library/Application\ Support/VanDyke/SecureCRT/Config/Sessions/core-rtr-ams.ini
S:"Hostname"=core-rtr-ams.backbone.example
S:"Username"=noc
S:"Password V2"=02:«h»
$ python3 SecureCRTCipher.py dec -v2 «h»
«a»
`, V{"h": g.hex(96), "a": g.pwStrong()}, "core-rtr-ams.backbone.example", "S:\"Username\"=noc")

	g.cdAdd("navicat-reg-pwd-decrypt", `
C:\> reg query "HKCU\Software\PremiumSoft\Navicat\Servers\prod-mysql" /v Pwd

HKEY_CURRENT_USER\Software\PremiumSoft\Navicat\Servers\prod-mysql
    Pwd    REG_SZ    «h»

C:\> python navicat_password_decrypt.py -v 12 «h»
«a»
`, V{"h": g.s(alHexU, 32), "a": g.pw()}, "HKEY_CURRENT_USER\\Software\\PremiumSoft\\Navicat\\Servers\\prod-mysql")

	g.cdAdd("dbeaver-credentials-config-decrypt", `
$ openssl aes-128-cbc -d -K «_dbk» -iv 00000000000000000000000000000000 -in ~/.local/share/DBeaverData/workspace6/General/.dbeaver/credentials-config.json | dd bs=1 skip=16 2>/dev/null | jq .
{
  "postgres-jdbc-18c4a1b2e3f-6a1f2c3d4e5b6a7c": {
    "#connection": {
      "user": "analytics_ro",
      "password": "«a»"
    }
  },
  "mysql8-18c9d3e1f0a-2b3c4d5e6f7a8b9c": {
    "#connection": {
      "user": "root",
      "password": "«b»"
    }
  }
}
`, V{"_dbk": g.hex(32), "a": g.pw(), "b": g.pwStrong()}, "analytics_ro")

	g.cdAdd("heidisql-reg-password-decoded", `
C:\> reg query "HKCU\Software\HeidiSQL\Servers\shop-prod" /v Password

HKEY_CURRENT_USER\Software\HeidiSQL\Servers\shop-prod
    Password    REG_SZ    «h»

PS> .\heidi-decode.ps1 «h»
«a»
`, V{"h": g.s(alHex, 30) + g.digits(1), "a": g.pw()}, "HKEY_CURRENT_USER\\Software\\HeidiSQL\\Servers\\shop-prod")

	g.cdAdd("sessiongopher-output", `
PS C:\> Import-Module .\SessionGopher.ps1; Invoke-SessionGopher -Thorough
          o_
         /  ".   SessionGopher
       ,"  _-"
     ,"   m m
  ..+     )      Brandon Arvanaghi
     ˋm..m       Twitter: @arvanaghi | arvanaghi.com

[+] Digging on WS-ACC-114...
WinSCP Sessions

Source   : WS-ACC-114\f.rahman
Session  : sftp@files.rahman-tax.example
Hostname : files.rahman-tax.example
Username : sftp
Password : «a»

PuTTY Sessions

Source   : WS-ACC-114\f.rahman
Session  : nas
Hostname : 192.168.50.4

FileZilla Sessions

Source   : WS-ACC-114\f.rahman
Name     : tax-portal-upload
Password : «b»
Host     : ftp.tax-portal.example
User     : rahman_acc
Protocol : Use FTP over TLS if available
Port     : 21
`, V{"a": g.pw(), "b": g.pwURL()}, "files.rahman-tax.example", "WS-ACC-114\\f.rahman", "ftp.tax-portal.example")

	g.cdAdd("teamviewer-reg-optionspasswordaes", `
C:\> reg query HKLM\SOFTWARE\WOW6432Node\TeamViewer /v OptionsPasswordAES

HKEY_LOCAL_MACHINE\SOFTWARE\WOW6432Node\TeamViewer
    OptionsPasswordAES    REG_BINARY    «h»

$ python3 tv_decrypt.py «h»
[+] Decrypted: «a»
`, V{"h": g.s(alHexU, 64), "a": g.an(10)}, "HKEY_LOCAL_MACHINE\\SOFTWARE\\WOW6432Node\\TeamViewer")
}

// ---- password manager CSV exports read back ----

func (g *G) cdPwManagerCSV() {
	g.cdAdd("keepassxc-csv-head", `
$ head -4 ~/Downloads/Passwords.csv
"Group","Title","Username","Password","URL","Notes","TOTP","Icon","Last Modified","Created"
"Passwords/Infra","Proxmox root","root@pam","«a»","https://pve01.hollis.lan:8006","","","0","2025-01-12T10:42:18Z","2023-06-02T08:10:51Z"
"Passwords/Infra","UniFi controller","ubnt-admin","«b»","https://unifi.hollis.lan:8443","","otpauth://totp/UniFi:ubnt-admin?secret=«c»&period=30&digits=6&issuer=UniFi","0","2024-11-03T19:22:07Z","2024-11-03T19:22:07Z"
"Passwords/Home","ISP portal","cust-«_cust»","«d»","https://my.isp.example","Account no. on the bill","","0","2024-02-28T12:01:33Z","2022-09-14T16:45:00Z"
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.totp(), "_cust": g.digits(8), "d": g.pw()},
		"https://pve01.hollis.lan:8006", "Account no. on the bill", "\"Group\",\"Title\",\"Username\",\"Password\"")

	g.cdAdd("keepass2-csv-column", `
PS C:\Users\it> Import-Csv .\keepass-export.csv | Select-Object -First 3 | Format-Table -AutoSize

Account             Login Name           Password              Web Site                          Comments
-------             ----------           --------              --------                          --------
Firewall            admin                «a»  https://fw.kanzlei-roth.example   Sophos XGS
Buchhaltung (DATEV) roth.buchhaltung     «b»  https://login.datev.example
Domain Admin        ROTH\da_it           «c»  
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pwStrong()},
		"https://fw.kanzlei-roth.example", "ROTH\\da_it", "Sophos XGS")

	g.cdAdd("bitwarden-csv-column-fields", `
$ column -s, -t < bitwarden_export_20250314101500.csv | cut -c1-220
folder   favorite  type   name                  notes  fields                       reprompt  login_uri                           login_username          login_password        login_totp
Work     1         login  AWS root (prod)              account_id: «_acct»         1         https://signin.aws.amazon.com       aws-root@lumen.example  «a»
Work              login  Sentry                        API_TOKEN: «b»               0         https://sentry.io/auth/login/      ops@lumen.example       «c»
`, V{"_acct": g.digits(12), "a": g.pwStrong(), "b": g.sentryUser(), "c": g.pw()},
		"aws-root@lumen.example", "https://sentry.io/auth/login/", "bitwarden_export_20250314101500.csv")

	g.cdAdd("onepassword-csv-grep", `
$ grep -i -E '^"?(title|aws|stripe)' "1PasswordExport-«_acct»-20250314-101212.csv"
Title,Url,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes
"AWS - billing account",https://console.aws.amazon.com,billing-admin,«a»,otpauth://totp/Amazon%20Web%20Services:billing-admin@«_awsid»?secret=«b»&issuer=Amazon%20Web%20Services,false,false,aws;finance,
"Stripe (live)",https://dashboard.stripe.com,finance@tallow.example,«c»,,true,false,finance,"restricted key for the ERP sync: «d»"
`, V{"_acct": g.s(alUpNum, 26), "a": g.pwStrong(), "_awsid": g.digits(12), "b": g.s(alB32, 64), "c": g.pw(), "d": g.rkLive()},
		"finance@tallow.example", "restricted key for the ERP sync:")

	g.cdAdd("lastpass-csv-head-secure-note", `
$ head -3 lastpass_export.csv
url,username,password,totp,extra,name,grouping,fav
https://github.com/login,amelia-b,«a»,,,GitHub,Dev,1
http://sn,,,,"NoteType:Server
Language:en-US
Hostname:bastion.ashgrove.example
Username:amelia
Password:«b»
Notes:jump host for the payments VPC",bastion,Infra,0
`, V{"a": g.pw(), "b": g.pwStrong()},
		"Hostname:bastion.ashgrove.example", "url,username,password,totp,extra,name,grouping,fav")

	g.cdAdd("keepassxc-csv-cut-fields", `
$ tail -n +2 vault.csv | cut -d, -f2-4 | tr -d '"' | sort | head -5
Grafana Cloud,admin,«a»
Hetzner Robot,«_hid»,«b»
Home Assistant,owner,«c»
Jellyfin,admin,«d»
MQTT broker,iot-bridge,«e»
`, V{"a": g.pw(), "_hid": "#ws+" + g.an(8), "b": g.pwStrong(), "c": g.pw(), "d": g.pwURL(), "e": g.an(24)},
		"Hetzner Robot", "MQTT broker,iot-bridge,")

	g.cdAdd("bitwarden-csv-xsv-search", `
$ xsv search -s login_uri 'gitlab|jira' bw.csv | xsv select name,login_username,login_password | xsv table
name              login_username            login_password
GitLab (self)     ci-bot                    «a»
Jira Cloud        it@fernweh-reisen.example «b»
`, V{"a": g.pwStrong(), "b": g.pw()}, "it@fernweh-reisen.example", "GitLab (self)")

	g.cdAdd("keepass-csv-chat-paste-rows", `
pasted the first rows of the KeePass export so you can see the column order before you write the importer:

"Group","Title","Username","Password","URL","Notes"
"Root/Clients","Hotel Alpenblick WP","alpenblick_admin","«a»","https://alpenblick.example/wp-admin",""
"Root/Clients","Hotel Alpenblick SFTP","alpenblick","«b»","sftp://web12.hostpoint.example",""
`, V{"a": g.pw(), "b": g.pwURL()}, "https://alpenblick.example/wp-admin", "sftp://web12.hostpoint.example")

	g.cdAdd("onepassword-1pif-grep", `
$ grep -o '"password":"[^"]*"\|"title":"[^"]*"' export.1pif/data.1pif | paste - - | head -3
"title":"Ubiquiti cloud key"	"password":"«a»"
"title":"Synology DSM"	"password":"«b»"
"title":"Printer EWS"	"password":"«c»"
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.an(12)}, "Synology DSM", "export.1pif/data.1pif")

	g.cdAdd("lastpass-csv-python-print", `
>>> for r in csv.DictReader(open("lastpass_export.csv")):
...     if r["grouping"] == "Shared-Ops":
...         print(r["name"], r["username"], r["password"], sep=" | ")
...
Cloudflare | ops@quarry.example | «a»
Datadog | ops@quarry.example | «b»
PagerDuty | ops@quarry.example | «c»
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pwURL()}, "ops@quarry.example", "Shared-Ops")
}

// ---- git credentials ----

func (g *G) cdGitCreds() {
	g.cdAdd("git-credentials-cat", `
$ cat ~/.git-credentials
https://okafor-dev:«a»@github.com
https://oauth2:«b»@gitlab.okafor.dev
https://chinedu%40okafor.dev:«c»@bitbucket.org
`, V{"a": g.ghp(), "b": g.glpat(), "c": "ATBB" + g.an(28) + g.s(alHexU, 8)},
		"gitlab.okafor.dev", "chinedu%40okafor.dev")

	g.cdAdd("git-credential-fill", `
$ printf 'protocol=https\nhost=github.com\n\n' | git credential fill
protocol=https
host=github.com
username=vmorales
password=«a»
`, V{"a": g.gho()}, "username=vmorales")

	g.cdAdd("git-credential-store-get", `
$ printf 'protocol=https\nhost=dev.azure.com\npath=contoso-eng\n' | git credential-store --file ~/.git-credentials get
username=contoso-eng
password=«a»
`, V{"a": g.azDevops()}, "username=contoso-eng", "path=contoso-eng")

	g.cdAdd("find-git-credentials-all-users", `
# find / -name .git-credentials -not -path '/proc/*' 2>/dev/null -exec sh -c 'echo "== $1"; cat "$1"' _ {} \;
== /root/.git-credentials
https://deploy-bot:«a»@git.mercator-labs.example
== /home/jenkins/.git-credentials
https://x-access-token:«b»@github.com
== /var/lib/gitlab-runner/.git-credentials
https://gitlab-ci-token:«c»@gitlab.mercator-labs.example
`, V{"a": g.pwStrong(), "b": g.ghs(), "c": "glcbt-" + g.hex(4) + "_" + g.b64u(20)},
		"/var/lib/gitlab-runner/.git-credentials", "git.mercator-labs.example")

	g.cdAdd("git-credential-cache-get", `
$ git config --global credential.helper
cache --timeout=28800
$ printf 'protocol=https\nhost=codeberg.org\n' | git credential-cache get
username=fennel
password=«a»
`, V{"a": g.hex(40)}, "cache --timeout=28800", "host=codeberg.org")

	g.cdAdd("git-credential-manager-get-trace", `
PS C:\src\api> $env:GCM_TRACE=1; "protocol=https\nhost=github.com\n" | git credential-manager get
10:12:44.110012 ...\Application.cs:92 trace: [RunInternalAsync] Git Credential Manager version 2.6.1 (Windows, .NET Framework 4.7.2)
10:12:44.131441 ...\GitHubHostProvider.cs:145 trace: [GetCredentialAsync] Looking for existing credential in store with service=https://github.com account=...
10:12:44.140098 ...\WindowsCredentialManager.cs:88 trace: [Get] Found credential for git:https://github.com (account=mbenali)
protocol=https
host=github.com
username=mbenali
password=«a»
`, V{"a": g.gho()}, "Git Credential Manager version 2.6.1", "git:https://github.com")

	g.cdAdd("grep-remote-urls-with-tokens", `
$ grep -rE 'url = https://[^/]+@' ~/src/*/.git/config
/home/kai/src/infra/.git/config:	url = https://kai:«a»@gitlab.com/tidewater/infra.git
/home/kai/src/website/.git/config:	url = https://«b»@github.com/tidewater/website.git
/home/kai/src/docs/.git/config:	url = https://kai@bitbucket.org/tidewater/docs.git
`, V{"a": g.glpat(), "b": g.ghp()}, "https://kai@bitbucket.org/tidewater/docs.git", "/home/kai/src/infra/.git/config")

	g.cdAdd("gh-hosts-yml-cat", `
$ cat ~/.config/gh/hosts.yml
github.com:
    users:
        rtakahashi:
            oauth_token: «a»
    git_protocol: https
    oauth_token: «a»
    user: rtakahashi
github.acme-corp.example:
    oauth_token: «b»
    git_protocol: ssh
    user: r-takahashi
`, V{"a": g.gho(), "b": g.ghp()}, "github.acme-corp.example", "user: rtakahashi")

	g.cdAdd("git-credentials-bitbucket-azure-mixed", `
$ sudo cat /home/build/.git-credentials /home/build/.config/git/credentials 2>/dev/null
https://build-svc:«a»@bitbucket.org
https://anything:«b»@dev.azure.com
https://svc-git:«c»@git.ostara-bank.example
`, V{"a": "ATBB" + g.an(28) + g.s(alHexU, 8), "b": g.azDevops(), "c": g.pwURL()},
		"git.ostara-bank.example", "/home/build/.config/git/credentials")

	g.cdAdd("git-remote-v-pat", `
$ git remote -v
origin	https://«a»@github.com/harbor-ai/trainer.git (fetch)
origin	https://«a»@github.com/harbor-ai/trainer.git (push)
upstream	https://github.com/pytorch/pytorch.git (fetch)
upstream	https://github.com/pytorch/pytorch.git (push)
`, V{"a": g.ghFine()}, "https://github.com/pytorch/pytorch.git", "harbor-ai/trainer.git")

	g.cdAdd("git-credential-libsecret-get", `
$ printf 'protocol=https\nhost=gitea.home.arpa\n' | /usr/lib/git-core/git-credential-libsecret get
username=marek
password=«a»
`, V{"a": g.hex(40)}, "gitea.home.arpa", "/usr/lib/git-core/git-credential-libsecret")
}

// ---- container registry credentials ----

func (g *G) cdDocker() {
	u1, p1 := "mfoster", g.dockerPAT()
	u2, p2 := "mfoster-ci", g.ghp()
	g.cdAdd("docker-config-json-cat", `
$ cat ~/.docker/config.json
{
	"auths": {
		"ghcr.io": {
			"auth": "«a»"
		},
		"https://index.docker.io/v1/": {
			"auth": "«b»"
		},
		"«_ecr».dkr.ecr.eu-west-1.amazonaws.com": {}
	},
	"credHelpers": {
		"«_ecr».dkr.ecr.eu-west-1.amazonaws.com": "ecr-login"
	},
	"currentContext": "desktop-linux"
}
`, V{"a": cdDockerAuth(u2, p2), "b": cdDockerAuth(u1, p1), "_ecr": g.digits(12)}, "\"currentContext\": \"desktop-linux\"")

	g.cdAdd("docker-config-jq-base64-decode", `
$ jq -r '.auths | to_entries[] | "\(.key) \(.value.auth)"' ~/.docker/config.json | while read r a; do echo "$r -> $(echo "$a" | base64 -d)"; done
registry.gitlab.com -> gitlab+deploy-token-«_n»:«a»
harbor.internal.trellis.example -> robot$ci-push:«b»
europe-docker.pkg.dev -> oauth2accesstoken:«c»
`, V{"_n": g.digits(7), "a": "gldt-" + g.b64u(20), "b": g.an(32), "c": g.ya29()},
		"harbor.internal.trellis.example", "robot$ci-push", "europe-docker.pkg.dev")

	g.cdAdd("docker-config-acr-identitytoken", `
$ sudo cat /root/.docker/config.json
{
	"auths": {
		"trellisprod.azurecr.io": {
			"auth": "«_zeroauth»",
			"identitytoken": "«a»"
		}
	}
}
`, V{"_zeroauth": b64s("00000000-0000-0000-0000-000000000000:"), "a": g.jwt("RS256", `{"jti":"`+g.uuid()+`","sub":"svc-deploy@trellis.example","nbf":1741940000,"exp":1743149600,"iat":1741940000,"iss":"Azure Container Registry","aud":"trellisprod.azurecr.io","version":"1.0","rid":"`+g.hex(32)+`","grant_type":"refresh_token","permissions":{"actions":["*"]}}`)},
		"trellisprod.azurecr.io")

	qPw := g.s(alUpNum, 64)
	g.cdAdd("podman-auth-json", `
$ cat ${XDG_RUNTIME_DIR}/containers/auth.json
{
	"auths": {
		"quay.io": {
			"auth": "«a»"
		},
		"registry.redhat.io": {
			"auth": "«b»"
		}
	}
}
$ echo «a» | base64 -d; echo
quarkus-team+ci_robot:«c»
`, V{"a": cdDockerAuth("quarkus-team+ci_robot", qPw), "b": cdDockerAuth("12345678|rh-pull-secret", g.jwt("RS512", `{"sub":"`+g.hex(32)+`"}`)), "c": qPw},
		"registry.redhat.io", "quarkus-team+ci_robot")

	g.cdAdd("kaniko-ci-cat-config", `
$ cat /kaniko/.docker/config.json
{"auths":{"registry.gitlab.com":{"auth":"«a»"},"https://index.docker.io/v1/":{"auth":"«b»"}}}
INFO[0000] Retrieving image manifest python:3.12-slim
INFO[0001] Built cross stage deps: map[]
`, V{"a": cdDockerAuth("gitlab-ci-token", "glcbt-"+g.hex(4)+"_"+g.b64u(20)), "b": cdDockerAuth("brightline", g.dockerPAT())},
		"Retrieving image manifest python:3.12-slim")

	hPw := g.an(32)
	g.cdAdd("kubectl-dockerconfigjson-decode", `
$ kubectl get secret regcred -n apps -o jsonpath='{.data.\.dockerconfigjson}' | base64 -d | jq .
{
  "auths": {
    "harbor.tarn.example": {
      "username": "robot$apps+puller",
      "password": "«a»",
      "email": "platform@tarn.example",
      "auth": "«b»"
    }
  }
}
`, V{"a": hPw, "b": cdDockerAuth("robot$apps+puller", hPw)}, "harbor.tarn.example", "platform@tarn.example")

	g.cdAdd("docker-login-warning-then-cat", `
$ echo "$CI_REGISTRY_PASSWORD" | docker login -u ci-pusher --password-stdin registry.pinecrest.example
WARNING! Your password will be stored unencrypted in /home/runner/.docker/config.json.
Configure a credential helper to remove this warning. See
https://docs.docker.com/engine/reference/commandline/login/#credential-stores

Login Succeeded
$ grep -A2 pinecrest /home/runner/.docker/config.json
		"registry.pinecrest.example": {
			"auth": "«a»"
		}
`, V{"a": cdDockerAuth("ci-pusher", g.pwStrong())}, "registry.pinecrest.example", "Login Succeeded")

	g.cdAdd("find-docker-configs-other-users", `
# find /home /root -path '*/.docker/config.json' -exec grep -H '"auth"' {} \;
/home/alice/.docker/config.json:			"auth": "«a»"
/home/deploy/.docker/config.json:			"auth": "«b»"
/root/.docker/config.json:			"auth": "«c»"
`, V{"a": cdDockerAuth("alice", g.dockerPAT()), "b": cdDockerAuth("AWS", "eyJwYXlsb2FkIjoi"+g.b64(300)), "c": cdDockerAuth("root", g.pw())},
		"/home/deploy/.docker/config.json")

	g.cdAdd("docker-config-credsstore-plus-plain", `
$ cat ~/.docker/config.json
{
	"auths": {
		"https://index.docker.io/v1/": {},
		"nexus.fjord.example:8443": {
			"auth": "«a»"
		}
	},
	"credsStore": "osxkeychain",
	"plugins": {
		"-x-cli-hints": {
			"enabled": "true"
		}
	}
}
$ docker-credential-osxkeychain list
{"https://index.docker.io/v1/":"fjord-dev"}
`, V{"a": cdDockerAuth("deployment", g.pw())}, "nexus.fjord.example:8443", "\"credsStore\": \"osxkeychain\"", "{\"https://index.docker.io/v1/\":\"fjord-dev\"}")
}

// ---- credential dotfiles found by find and grep ----

func (g *G) cdDotfiles() {
	g.cdAdd("find-pgpass-cat", `
$ sudo find / -name .pgpass -type f 2>/dev/null -exec sh -c 'ls -l "$1"; cat "$1"' _ {} \;
-rw------- 1 postgres postgres 118 Feb 27 08:12 /var/lib/postgresql/.pgpass
localhost:5432:*:postgres:«a»
pg-standby.kestrel.internal:5432:replication:replicator:«b»
-rw------- 1 etl etl 71 Jan  9 16:40 /home/etl/.pgpass
warehouse.kestrel.internal:5432:dwh:etl_loader:«c»
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pwURL()},
		"pg-standby.kestrel.internal:5432:replication:replicator:", "/var/lib/postgresql/.pgpass")

	g.cdAdd("pgpass-escaped-colon", `
$ cat ~/.pgpass
# hostname:port:database:username:password
*:*:*:app_rw:«a»
db.lark.example:6432:orders:orders_admin:«b»
`, V{"a": g.pw(), "b": g.an(10) + `\:` + g.an(8)},
		"# hostname:port:database:username:password", "db.lark.example:6432:orders:orders_admin:")

	g.cdAdd("my-cnf-cat", `
$ cat ~/.my.cnf
[client]
user=root
password="«a»"
host=127.0.0.1

[mysqldump]
user=backup
password=«b»
single-transaction
`, V{"a": g.pw(), "b": g.pwStrong()}, "[mysqldump]", "single-transaction")

	g.cdAdd("grep-my-cnf-all-homes", `
# grep -H -E '^(user|password)' /root/.my.cnf /home/*/.my.cnf /etc/mysql/debian.cnf 2>/dev/null
/root/.my.cnf:user=root
/root/.my.cnf:password=«a»
/home/wp/.my.cnf:user=wp_prod
/home/wp/.my.cnf:password=«b»
/etc/mysql/debian.cnf:user     = debian-sys-maint
/etc/mysql/debian.cnf:password = «c»
/etc/mysql/debian.cnf:user     = debian-sys-maint
/etc/mysql/debian.cnf:password = «c»
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.an(16)}, "debian-sys-maint", "/home/wp/.my.cnf:user=wp_prod")

	g.cdAdd("my-print-defaults-mylogin", `
$ my_print_defaults --login-path=prod client
--user=report
--password=*****
--host=mysql-prod.heron.internal
$ my_print_defaults -s --login-path=prod client
--user=report
--password=«a»
--host=mysql-prod.heron.internal
`, V{"a": g.pw()}, "--password=*****", "mysql-prod.heron.internal")

	g.cdAdd("netrc-cat-multiple", `
$ cat ~/.netrc
machine api.heroku.com
  login dev@quill.example
  password «a»
machine git.heroku.com
  login dev@quill.example
  password «a»
machine urs.earthdata.nasa.gov login quillsci password «b»
default login anonymous password guest@quill.example
`, V{"a": g.uuid(), "b": g.pw()}, "urs.earthdata.nasa.gov", "default login anonymous password guest@quill.example")

	g.cdAdd("find-netrc-all-users", `
# find /home /root -maxdepth 2 -name '.netrc' -printf '%p %u %m\n' -exec grep -h machine {} \;
/home/airflow/.netrc airflow 600
machine «_host» login token password «a»
/root/.netrc root 644
machine ftp.mirror-sync.example login mirror password «b»
`, V{"_host": "dbc-" + g.hex(8) + "-" + g.hex(4) + ".cloud.databricks.com", "a": "dapi" + g.hex(32), "b": g.pw()},
		"ftp.mirror-sync.example", "/root/.netrc root 644")

	g.cdAdd("s3cfg-found", `
$ find ~ -maxdepth 1 -name '.s3cfg' -o -maxdepth 1 -name '.boto' | xargs grep -E 'access_key|secret_key|host_base'
/home/mila/.s3cfg:access_key = «_akid»
/home/mila/.s3cfg:host_base = s3.eu-central-2.wasabisys.com
/home/mila/.s3cfg:secret_key = «a»
`, V{"_akid": g.s(alUpNum, 20), "a": g.s(alAlnum, 40)}, "s3.eu-central-2.wasabisys.com", "/home/mila/.s3cfg")

	g.cdAdd("aws-credentials-found-by-find", `
$ sudo find / -path '*/.aws/credentials' 2>/dev/null | xargs -I{} sh -c 'echo "--- {}"; cat {}'
--- /home/ubuntu/.aws/credentials
[default]
aws_access_key_id = «_a1»
aws_secret_access_key = «a»
--- /root/.aws/credentials
[backup]
aws_access_key_id = «_a2»
aws_secret_access_key = «b»
region = ap-southeast-2
`, V{"_a1": g.awsID(), "a": g.awsSecret(), "_a2": g.awsID(), "b": g.awsSecret()},
		"/root/.aws/credentials", "region = ap-southeast-2")

	rcObs := g.b64u(40)
	g.cdAdd("rclone-conf-and-reveal", `
$ cat ~/.config/rclone/rclone.conf
[nextcloud]
type = webdav
url = https://cloud.pauls-family.example/remote.php/dav/files/paul
vendor = nextcloud
user = paul
pass = «a»

[b2]
type = b2
account = «_acct»
key = «b»
$ rclone reveal «a»
«c»
`, V{"a": rcObs, "_acct": g.hex(12), "b": "K00" + g.an(28), "c": g.pw()},
		"https://cloud.pauls-family.example/remote.php/dav/files/paul", "vendor = nextcloud")

	g.cdAdd("smbcredentials-from-fstab", `
$ grep cifs /etc/fstab
//nas01.meadow.lan/scans  /mnt/scans  cifs  credentials=/root/.smbcredentials,uid=1000,iocharset=utf8  0  0
$ sudo cat /root/.smbcredentials
username=scanner
password=«a»
domain=MEADOW
`, V{"a": g.pw()}, "//nas01.meadow.lan/scans", "credentials=/root/.smbcredentials")

	svnPw := g.pw()
	g.cdAdd("svn-simple-auth-cache", `
$ cat ~/.subversion/auth/svn.simple/«_h»
K 8
passtype
V 6
simple
K 8
password
V «=len»
«a»
K 15
svn:realmstring
V 50
<https://svn.ironwood.example:443> Ironwood Source
K 8
username
V 7
jcarter
END
`, V{"_h": g.hex(32), "=len": fmt.Sprint(len(svnPw)), "a": svnPw}, "<https://svn.ironwood.example:443> Ironwood Source")

	g.cdAdd("ppp-chap-secrets-and-davfs", `
# cat /etc/ppp/chap-secrets /etc/davfs2/secrets | grep -v '^#'
"ab12345@fibre.isp.example"	*	"«a»"	*
https://dav.box.example/dav	archive@wren.example	«b»
`, V{"a": g.pw(), "b": g.pwStrong()}, "ab12345@fibre.isp.example", "https://dav.box.example/dav")

	g.cdAdd("pypirc-and-m2-settings", `
$ grep -A3 '\[pypi\]' ~/.pypirc; grep -B1 -A2 '<username>' ~/.m2/settings.xml
[pypi]
  username = __token__
  password = «a»

      <id>nexus-snapshots</id>
      <username>deployment</username>
      <password>«b»</password>
    </server>
`, V{"a": g.pypiTok(), "b": g.pwStrong()}, "<id>nexus-snapshots</id>", "username = __token__")

	g.cdAdd("npmrc-found-in-projects", `
$ find ~/work -maxdepth 3 -name .npmrc -exec grep -H _auth {} \;
/home/sam/work/web/.npmrc://registry.npmjs.org/:_authToken=«a»
/home/sam/work/mono/.npmrc://npm.pkg.github.com/:_authToken=«b»
/home/sam/work/legacy/.npmrc:_auth=«c»
`, V{"a": g.npmTok(), "b": g.ghp(), "c": b64s("sam:" + g.pw())}, "/home/sam/work/legacy/.npmrc")
}

// ---- enumeration scripts that surface stored credentials ----

func (g *G) cdEnumTools() {
	g.cdAdd("linpeas-pgpass-netrc-gitcreds", `
╔══════════╣ Analyzing Pgpass Files (limit 70)
-rw-r--r-- 1 backup backup 64 Feb 11 03:10 /home/backup/.pgpass
db01.falcon.lan:5432:*:backup:«a»

╔══════════╣ Analyzing Netrc Files (limit 70)
-rw-r--r-- 1 deploy deploy 58 Jan 30 12:44 /home/deploy/.netrc
machine artifacts.falcon.lan login deploy password «b»

╔══════════╣ Analyzing Github Files (limit 70)
drwxr-xr-x 2 deploy deploy 4096 Jan 30 12:44 /home/deploy/.config/gh
-rw------- 1 deploy deploy 97 Jan 30 12:45 /home/deploy/.git-credentials
https://deploy:«c»@github.com
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.ghp()}, "/home/backup/.pgpass", "artifacts.falcon.lan")

	g.cdAdd("linpeas-wifi-and-passwords-in-config", `
╔══════════╣ Searching passwords in config PHP files
/var/www/html/wp-config.php:define( 'DB_PASSWORD', '«a»' );
/var/www/html/wp-config.php:define( 'DB_USER', 'wp_site' );

╔══════════╣ Analyzing Wifi Connections Files (limit 70)
drwxr-xr-x 2 root root 4096 Mar  1 09:12 /etc/NetworkManager/system-connections
/etc/NetworkManager/system-connections/Reception.nmconnection
psk=«b»
`, V{"a": g.pwStrong(), "b": g.cdWifi()}, "define( 'DB_USER', 'wp_site' );", "Reception.nmconnection")

	g.cdAdd("winpeas-autologon-wifi-putty", `
╔══════════╣ Looking for AutoLogon credentials
    Some AutoLogon credentials were found
    DefaultDomainName             :  WS-LAB-09
    DefaultUserName               :  labuser
    DefaultPassword               :  «a»

╔══════════╣ Looking for saved Wifi credentials
    SSID: 'Lab-5GHz', password: '«b»'
    SSID: 'eduroam', password: ''

╔══════════╣ Putty Sessions
    RegKey Name: switch-lab
    RegKey Value: HostName      :  10.9.0.2
    RegKey Value: UserName      :  admin
    RegKey Value: ProxyPassword :  «c»
`, V{"a": g.pw(), "b": g.cdWifi(), "c": g.pwURL()}, "SSID: 'Lab-5GHz'", "DefaultUserName               :  labuser")

	g.cdAdd("winpeas-powershell-history", `
╔══════════╣ PowerShell Settings
    PowerShell v2 Version: 2.0
    PowerShell v5 Version: 5.1.19041.1
    PS history file: C:\Users\r.alvarez\AppData\Roaming\Microsoft\Windows\PowerShell\PSReadLine\ConsoleHost_history.txt
    PS history size: 3KB

╔══════════╣ Read PS history
=================================================================================================
$pw = ConvertTo-SecureString "«a»" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ("ALVAREZ\svc_sched", $pw)
Invoke-Command -ComputerName app02 -Credential $cred -ScriptBlock { Restart-Service Tomcat9 }
`, V{"a": g.pw()}, "ALVAREZ\\svc_sched", "ConsoleHost_history.txt")

	g.cdAdd("winpeas-credman-unattend", `
╔══════════╣ Checking Credential manager
    [!] Warning: if password contains non-printable characters, it will be printed as unicode base64 encoded string

     Username:              FINCH\v.hale
     Password:               «a»
     Target:                Domain:target=TERMSRV/rds01
     PersistenceType:       Enterprise
     LastWriteTime:         2/17/2025 9:33:08 AM

╔══════════╣ Unattend Files
    C:\Windows\Panther\Unattend.xml
<Password>                    <Value>«b»</Value>                    <PlainText>false</PlainText>                </Password>
`, V{"a": g.pw(), "b": cdUTF16B64(g.pw() + "Password")}, "Domain:target=TERMSRV/rds01", "FINCH\\v.hale")

	g.cdAdd("seatbelt-windowsautologon-credenum", `
PS C:\Tools> .\Seatbelt.exe WindowsAutoLogon CredEnum

                        %&&@@@&&
                        &&&&&&&%%%,                       #&&@@@@@@%%%%%%###############%
                        &%&   %&%%                        &////(((&%%%%%#%################//((((###%%%%%%%%%%%%%%%
%%%%%%%%%%%######%%%#%%####%  &%%**#                      @////(((&%%%%%%######################(((((((((((((((((((
#%#%%%%%%%#######%#%%#######  %&%,,,,,,,,,,,,,,,,         @////(((&%%%%%#%#####################(((((((((((((((((((
#%#%%%%%%#####%%#%#%%#######  %%%,,,,,,  ,,.   ,,         @////(((&%%%%%%%######################(#(((#(#((((((((((
#####%%%####################  &%%......  ...   ..         @////(((&%%%%%%%###############%######((#(#(####((((((((
#######%##########%#########  %%%......  ...   ..         @////(((&%%%%%#########################(#(#######((#####
###%##%%####################  &%%...............          @////(((&%%%%%%%%##############%#######(#########((#####
#####%######################  %%%..                       @////(((&%%%%%%%################
                        &%&   %%%%%      Seatbelt         %////(((&%%%%%%%%#############*
                        &%%&&&%%%%%        v1.2.2         ,(((&%%%%%%%%%%%%%%%%%,
                         #%%%%##,


====== CredEnum ======

  Target              : Domain:target=sql-report.cormorant.local
  UserName            : CORMORANT\svc_ssrs
  Password            : «a»
  CredentialType      : DomainPassword
  PersistenceType     : LocalComputer
  LastWriteTime       : 11/4/2024 3:12:55 PM

====== WindowsAutoLogon ======

  DefaultDomainName              : CORMORANT
  DefaultUserName                : lobbyscreen
  DefaultPassword                : «b»
  AltDefaultDomainName           : 
  AltDefaultUserName             : 
  AltDefaultPassword             : 

[*] Completed collection in 0.118 seconds
`, V{"a": g.pwStrong(), "b": g.pw()}, "CORMORANT\\svc_ssrs", "sql-report.cormorant.local")

	g.cdAdd("seatbelt-windowsvault-filezilla", `
====== WindowsVault ======

  Vault GUID     : 4bf4c442-9b8a-41a0-b380-dd4a704ddb28
  Vault Type     : Web Credentials
  Item count     : 1
      SchemaGuid   : 3ccd5499-87a8-4b10-a215-608888dd3b55
      Resource     : https://portal.osprey-insure.example/
      Identity     : n.achebe
      PackageSid   : 
      Credential   : «a»
      LastModified : 1/28/2025 8:41:09 AM

====== FileZilla ======

  RecentServers : C:\Users\n.achebe\AppData\Roaming\FileZilla\recentservers.xml
    Host        : sftp.osprey-insure.example
    Port        : 22
    Protocol    : 1
    User        : claims_drop
    Password    : «b»
`, V{"a": g.pw(), "b": g.pwURL()}, "https://portal.osprey-insure.example/", "3ccd5499-87a8-4b10-a215-608888dd3b55")

	g.cdAdd("powerup-get-registryautologon", `
PS C:\> . .\PowerUp.ps1; Get-RegistryAutoLogon

DefaultDomainName    : TILLER
DefaultUserName      : conf-room-3
DefaultPassword      : «a»
AltDefaultDomainName : 
AltDefaultUserName   : 
AltDefaultPassword   : 

PS C:\> Get-UnattendedInstallFile

UnattendPath
------------
C:\Windows\Panther\Unattend.xml
`, V{"a": g.pw()}, "DefaultUserName      : conf-room-3", "C:\\Windows\\Panther\\Unattend.xml")

	g.cdAdd("grep-etc-passwords-sweep", `
$ sudo grep -rnIE '^\s*(password|passwd|secret)\s*[=:]' /etc 2>/dev/null | grep -v '#'
/etc/openvpn/client/auth.txt:2:«a»
/etc/grafana/grafana.ini:201:admin_password = «b»
/etc/postfix/sasl_passwd:1:[smtp.mailgun.org]:587 postmaster@mg.cinder.example:«c»
/etc/nut/upsd.users:4:	password = «d»
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "d": g.pwURL()},
		"postmaster@mg.cinder.example", "/etc/openvpn/client/auth.txt")

	g.cdAdd("trufflehog-filesystem-home", `
$ trufflehog filesystem /home/ubuntu --only-verified --no-update
🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷

✅ Found verified result 🐷🔑
Detector Type: Github
Decoder Type: PLAIN
Raw result: «a»
Rotation_guide: https://howtorotate.com/docs/tutorials/github/
File: /home/ubuntu/.git-credentials
Line: 1
Username: rel-bot
Url: https://api.github.com/user
`, V{"a": g.ghp()}, "/home/ubuntu/.git-credentials", "Username: rel-bot")

	g.cdAdd("sticky-notes-plum-sqlite-strings", `
PS C:\Users\aw\AppData\Local\Packages\Microsoft.MicrosoftStickyNotes_8wekyb3d8bbwe\LocalState> sqlite3 plum.sqlite "select Text from Note;"
\id=«_nid» wifi guest: «a»
\id=«_nid2» BIOS pw laptops: «b»  / bitlocker recovery in the safe
`, V{"_nid": g.uuid(), "a": g.cdWifi(), "_nid2": g.uuid(), "b": g.pw()},
		"Microsoft.MicrosoftStickyNotes_8wekyb3d8bbwe", "bitlocker recovery in the safe")

	g.cdAdd("lse-linux-smart-enumeration", `
[!] fst140 Can we read files that may contain passwords?........................ yes!
---
/home/oscar/.config/remmina/remmina.pref:secret=«a»
/home/oscar/.local/share/remmina/group_vnc_kiosk_192-168-7-30.remmina:password=«b»
/opt/app/.env:DB_PASS=«c»
---
`, V{"a": g.b64(32), "b": g.b64(24), "c": g.pw()}, "group_vnc_kiosk_192-168-7-30.remmina", "Can we read files that may contain passwords?")
}

// ---- benign look-alikes: stores listed, nothing revealed ----

func (g *G) cdBenign() {
	g.cdAdd("benign-cmdkey-list", `
C:\Users\d.brooks> cmdkey /list

Currently stored credentials:

    Target: LegacyGeneric:target=git:https://github.com
    Type: Generic 
    User: PersonalAccessToken
    Local machine persistence
    
    Target: Domain:target=TERMSRV/jump01.brooks.local
    Type: Domain Password
    User: BROOKS\adm_dbrooks
    
    Target: WindowsLive:target=virtualapp/didlogical
    Type: Generic 
    User: 02«_live»
    Local machine persistence
`, V{"_live": g.s(alLowNum, 14)}, "TERMSRV/jump01.brooks.local", "BROOKS\\adm_dbrooks", "virtualapp/didlogical")

	g.cdAdd("benign-vaultcmd-listcreds", `
C:\> vaultcmd /listcreds:"Windows Credentials" /all
Credentials in vault: Windows Credentials

Credential schema: Windows Domain Password Credential
Resource: Domain:target=fs02.brooks.local
Identity: BROOKS\d.brooks
Hidden: No
Roaming: No
Property (schema element id,value): (100,2)

Credential schema: Windows Web Password Credential
Resource: https://login.live.com/
Identity: d.brooks@outlook.com
Hidden: No
Roaming: Yes
Property (schema element id,value): (100,3)
`, V{}, "Domain:target=fs02.brooks.local", "Credential schema: Windows Web Password Credential", "d.brooks@outlook.com")

	g.cdAdd("benign-netsh-show-profiles-list", `
C:\> netsh wlan show profiles

Profiles on interface Wi-Fi:

Group policy profiles (read only)
---------------------------------
    CORP-SECURE

User profiles
-------------
    All User Profile     : Pixel_7781
    All User Profile     : HOTEL-ARIA-ROOMS
    All User Profile     : FRITZ!Box 7530 RT
    All User Profile     : eduroam
`, V{}, "FRITZ!Box 7530 RT", "HOTEL-ARIA-ROOMS", "CORP-SECURE")

	g.cdAdd("benign-netsh-profile-without-key-clear", `
C:\> netsh wlan show profile name="Office-Main" | findstr /i "SSID Authentication Security Cipher"
    Number of SSIDs        : 1
    SSID name              : "Office-Main"
    Authentication         : WPA2-Enterprise
    Cipher                 : CCMP
    Security key           : Absent
    802.1X                 : Enabled
`, V{}, "SSID name              : \"Office-Main\"", "Security key           : Absent")

	g.cdAdd("benign-nmcli-connection-list", `
$ nmcli connection show
NAME                UUID                                  TYPE       DEVICE
Hausnetz            «_u1»  wifi       wlp2s0
Wired connection 1  «_u2»  ethernet   --
wg-home             «_u3»  wireguard  --
docker0             «_u4»  bridge     docker0
$ nmcli -f GENERAL.HWADDR,IP4.ADDRESS device show wlp2s0
GENERAL.HWADDR:                         «_mac»
IP4.ADDRESS[1]:                         192.168.178.47/24
`, V{"_u1": g.uuid(), "_u2": g.uuid(), "_u3": g.uuid(), "_u4": g.uuid(), "_mac": strings.ToUpper(g.cdBSSID())}, "Wired connection 1")

	g.cdAdd("benign-wpa-cli-status", `
$ wpa_cli -i wlan0 status
bssid=«_b»
freq=5180
ssid=Loft 22
id=0
mode=station
wifi_generation=5
pairwise_cipher=CCMP
group_cipher=CCMP
key_mgmt=WPA2-PSK
wpa_state=COMPLETED
ip_address=192.168.1.40
p2p_device_address=«_p2p»
address=«_addr»
uuid=«_uuid»
$ wpa_cli -i wlan0 get_network 0 psk
*
`, V{"_b": g.cdBSSID(), "_p2p": g.cdBSSID(), "_addr": g.cdBSSID(), "_uuid": g.uuid()}, "key_mgmt=WPA2-PSK", "wpa_state=COMPLETED")

	g.cdAdd("benign-lazagne-nothing-found", `
C:\Users\guest> lazagne.exe all
`+cdLaZagneBanner+`
########## User: guest ##########

[+] 0 passwords have been found.
For more information launch it again with the -v option

elapsed time = 5.484000205993652
`, V{}, "########## User: guest ##########", "[+] 0 passwords have been found.")

	g.cdAdd("benign-hackbrowserdata-history-only", `
$ head -3 results/firefox_history.csv
Title,URL,VisitCount,LastVisitTime
How to rotate a GitHub personal access token - GitHub Docs,https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/managing-your-personal-access-tokens,3,2025-03-12T09:14:55Z
Chrome password export CSV format - Stack Overflow,https://stackoverflow.com/questions/«_q»/chrome-password-export-csv-format,1,2025-03-11T17:02:31Z
`, V{"_q": g.digits(8)}, "Title,URL,VisitCount,LastVisitTime", "managing-your-personal-access-tokens")

	g.cdAdd("benign-docker-config-helpers-only", `
$ cat ~/.docker/config.json
{
	"auths": {
		"https://index.docker.io/v1/": {},
		"ghcr.io": {},
		"«_ecr».dkr.ecr.us-east-1.amazonaws.com": {}
	},
	"credsStore": "desktop",
	"credHelpers": {
		"«_ecr».dkr.ecr.us-east-1.amazonaws.com": "ecr-login",
		"us-docker.pkg.dev": "gcloud"
	},
	"currentContext": "default"
}
`, V{"_ecr": g.digits(12)}, "\"credsStore\": \"desktop\"", "\"us-docker.pkg.dev\": \"gcloud\"")

	g.cdAdd("benign-git-credential-helpers-config", `
$ git config --show-origin --get-all credential.helper
file:/opt/homebrew/etc/gitconfig	osxkeychain
file:/Users/ehart/.gitconfig	
file:/Users/ehart/.gitconfig	/usr/local/share/gcm-core/git-credential-manager
$ printf 'protocol=https\nhost=github.com\n' | git credential reject
$ ls -la ~/.git-credentials
ls: /Users/ehart/.git-credentials: No such file or directory
`, V{}, "/usr/local/share/gcm-core/git-credential-manager", "file:/opt/homebrew/etc/gitconfig")

	g.cdAdd("benign-security-dump-keychain-no-d", `
$ security dump-keychain login.keychain-db | grep -E 'svce|acct' | head -6
    "acct"<blob>="Chrome"
    "svce"<blob>="Chrome Safe Storage"
    "acct"<blob>="«_acct»"
    "svce"<blob>="com.apple.assistant.account"
    "acct"<blob>="harlow@icloud.example"
    "svce"<blob>="com.docker.desktop"
`, V{"_acct": g.uuid()}, "com.apple.assistant.account", "com.docker.desktop")

	g.cdAdd("benign-sharpdpapi-masterkey-missing", `
[*] Triaging Credentials for current user

  Folder       : C:\Users\jq\AppData\Local\Microsoft\Credentials\

    CredFile           : «_cf»

    guidMasterKey      : {«_mk»}
    size               : 11068
    flags              : 0x20000000 (CRYPTPROTECT_SYSTEM)
    algHash/algCrypt   : 32782 (CALG_SHA_512) / 26128 (CALG_AES_256)
    description        : Local Credential Data

    [X] MasterKey GUID not in cache: {«_mk»}
`, V{"_cf": g.s(alHexU, 32), "_mk": g.uuid()}, "MasterKey GUID not in cache", "Local Credential Data")

	g.cdAdd("benign-keepassxc-csv-header-masked-preview", `
I exported the vault, here is what the import script sees (it masks the password column):

Group            Title                Username          Password   URL
Passwords/Infra  Proxmox root         root@pam          ********   https://pve01.hollis.lan:8006
Passwords/Infra  UniFi controller     ubnt-admin        ********   https://unifi.hollis.lan:8443
Passwords/Home   ISP portal           cust-44120931     ********   https://my.isp.example
`, V{}, "https://unifi.hollis.lan:8443", "cust-44120931", "ubnt-admin")

	g.cdAdd("benign-filezilla-sitemanager-no-pass", `
$ grep -E '<Host>|<User>|<Logontype>' ~/.config/filezilla/sitemanager.xml
				<Host>sftp.partner-edi.com</Host>
				<User>acme_edi</User>
				<Logontype>3</Logontype>
				<Host>ftp.gnu.org</Host>
				<User>anonymous</User>
				<Logontype>0</Logontype>
`, V{}, "sftp.partner-edi.com", "<Logontype>3</Logontype>")

	g.cdAdd("benign-firefox-decrypt-no-passwords", `
$ python3 firefox_decrypt.py -n -c 1
2025-03-14 10:40:02,118 - WARNING - profile.ini not found in /home/sofia/.mozilla/firefox/ (using fallback)
2025-03-14 10:40:02,512 - ERROR - Couldn't find credentials file (logins.json or signons.sqlite).
`, V{}, "Couldn't find credentials file (logins.json or signons.sqlite).", "/home/sofia/.mozilla/firefox/")

	g.cdAdd("benign-linpeas-no-creds", `
╔══════════╣ Analyzing Pgpass Files (limit 70)
╔══════════╣ Analyzing Netrc Files (limit 70)
╔══════════╣ Analyzing Docker Files (limit 70)
-rw-r--r-- 1 app app 51 Feb  2 14:03 /home/app/.docker/config.json
{"auths":{"ghcr.io":{}},"credsStore":"pass"}
╔══════════╣ Searching ssl/ssh files
ChallengeResponseAuthentication no
UsePAM yes
PasswordAuthentication no
`, V{}, "{\"auths\":{\"ghcr.io\":{}},\"credsStore\":\"pass\"}", "PasswordAuthentication no")
}
