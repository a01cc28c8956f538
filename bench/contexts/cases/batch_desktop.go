package cases

import (
	"encoding/base64"
	"fmt"
	"net/url"
	"strings"
)

// desktopCases adds the configuration and state files of desktop
// applications, as a coding agent reads them in a home directory or as a
// user pastes them.
// Sources: file transfer clients (FileZilla sitemanager.xml,
// recentservers.xml and filezilla.xml with base64 and master-password
// encrypted Pass elements, WinSCP.ini and its registry keys, Cyberduck
// bookmarks, CoreFTP); terminal and remote desktop managers (PuTTY
// sessions in the registry and .reg exports, PuTTYgen .ppk files, KiTTY,
// mRemoteNG confCons.xml, MobaXterm.ini, Remmina .remmina files and
// remmina.pref, SecureCRT session .ini files, Tabby config.yaml, .rdp
// files); database clients (DBeaver data-sources.json and decrypted
// credentials-config.json, HeidiSQL settings exports, TablePlus and
// Sequel Ace exports, Robo 3T, Navicat .ncx, MySQL Workbench
// connections.xml, Beekeeper Studio); mail clients (Thunderbird prefs.js
// and logins.json, Evolution sources, mutt and neomutt muttrc, aerc
// accounts.conf, isync .mbsyncrc, offlineimaprc, msmtprc, Claws Mail);
// chat clients (Pidgin accounts.xml, irssi config, WeeChat irc.conf and
// sec.conf, HexChat servlist.conf, Discord, Slack, Element and Signal
// desktop); torrent clients (Transmission settings.json, qBittorrent.conf,
// Deluge auth and web.conf); media and sync (Syncthing config.xml, Plex
// Preferences.xml, Jellyfin, OBS Studio service.json and obs-websocket,
// Spotify prefs, VLC vlcrc, Kodi sources.xml); password managers
// (KeePassXC, Bitwarden desktop data.json, 1Password CLI config); games
// (Steam config.vdf, loginusers.vdf, Steam Desktop Authenticator maFiles,
// Minecraft launcher accounts); developer desktop apps (Docker Desktop
// settings and ~/.docker/config.json, GitHub Desktop, Postman, Insomnia,
// GitKraken); cloud sync (rclone.conf with obscured passwords and OAuth
// tokens, Nextcloud desktop, the OneDrive client, Joplin, Obsidian); the
// ~/.config/*/ JSON of Electron apps; chat and issue pastes about them.
// Benign look-alikes: device ids, install and machine GUIDs, Syncthing
// device ids, Steam ids, folder ids, public keys and host key
// fingerprints, certificate UUIDs, window geometry, telemetry ids, file
// hashes, version strings, masked values, keyring and keychain references,
// PassCmd and pass(1) lookups. Password hashes an app stores for its own
// GUI login (Transmission, Syncthing, qBittorrent, Deluge) are marked
// secret. The case names start with "desktop/".
func (g *G) desktopCases() {
	g.dskFTP()
	g.dskTerminals()
	g.dskDBClients()
	g.dskMail()
	g.dskChat()
	g.dskTorrent()
	g.dskMedia()
	g.dskPasswords()
	g.dskGames()
	g.dskDevApps()
	g.dskSync()
	g.dskElectron()
	g.dskTalk()
	g.dskBenign()
}

// ---- helpers used only here ----

// dtAdd is add with the "desktop/" prefix and "ˋ" standing for a
// backtick.
func (g *G) dtAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("desktop/"+name, bt(tmpl), v, benign...)
}

// dskWinSCP is a password as WinSCP obfuscates it (reversible, no key).
func (g *G) dskWinSCP() string { return "A35C" + g.s(alHexU, 2*(30+g.r.IntN(20))) }

// dskHeidi is a password as HeidiSQL encodes it: hex and a shift digit.
func (g *G) dskHeidi() string { return g.s(alHexU, 2*(8+g.r.IntN(8))) + g.s("123456789", 1) }

// dskSecureCRT is a SecureCRT "Password V2" value (fixed-key encryption).
func (g *G) dskSecureCRT() string { return "02:" + g.hex(96) }

// dskRclone is a password as "rclone obscure" writes it (fixed key).
func (g *G) dskRclone() string {
	return base64.RawURLEncoding.EncodeToString(g.bytes(16 + 10 + g.r.IntN(14)))
}

// dskSyncID is a Syncthing device id.
func (g *G) dskSyncID() string {
	var p []string
	for i := 0; i < 8; i++ {
		p = append(p, g.s(alB32, 7))
	}
	return strings.Join(p, "-")
}

// dskFolderID is a Syncthing folder id as the GUI makes them.
func (g *G) dskFolderID() string { return g.s(alLowNum, 5) + "-" + g.s(alLowNum, 5) }

// dskSteamID is a 64-bit Steam id.
func (g *G) dskSteamID() string { return "7656119" + g.s(alDigit, 10) }

// dskTwitch is a Twitch stream key.
func (g *G) dskTwitch() string { return "live_" + g.digits(9) + "_" + g.an(30) }

// dskYT is a YouTube stream key.
func (g *G) dskYT() string {
	var p []string
	for i := 0; i < 5; i++ {
		p = append(p, g.s(alLowNum, 4))
	}
	return strings.Join(p, "-")
}

// dskPlex is a Plex account token.
func (g *G) dskPlex() string { return g.s(alAlnum+"-_", 20) }

// dskDiscord is a Discord user token.
func (g *G) dskDiscord() string {
	return b64raw(g.digits(18)) + "." + g.b64u(6) + "." + g.b64u(38)
}

// dskMatrix is a Synapse access token.
func (g *G) dskMatrix(user string) string {
	return "syt_" + b64raw(user) + "_" + g.an(20) + "_" + g.an(6)
}

// dskXoxc is a Slack client token as the desktop app keeps it.
func (g *G) dskXoxc() string {
	return "xoxc-" + g.digits(12) + "-" + g.digits(13) + "-" + g.digits(13) + "-" + g.hex(64)
}

// dskXoxd is the Slack "d" cookie.
func (g *G) dskXoxd() string {
	return "xoxd-" + url.QueryEscape(g.b64(60))
}

// dskTransHash is a Transmission rpc-password after it salts and hashes it.
func (g *G) dskTransHash() string {
	return "{" + g.hex(40) + g.s(alAlnum+"./", 8)
}

// dskQbt is a qBittorrent WebUI PBKDF2 password entry.
func (g *G) dskQbt() string { return "@ByteArray(" + g.b64(16) + ":" + g.b64(64) + ")" }

// dskOPKey is a 1Password Secret Key.
func (g *G) dskOPKey() string {
	k := "A3-" + g.s(alUpNum, 6) + "-" + g.s(alUpNum, 6)
	for i := 0; i < 5; i++ {
		k += "-" + g.s(alUpNum, 5)
	}
	return k
}

// dskEnc is a Bitwarden EncString (type 2: AES-CBC with HMAC).
func (g *G) dskEnc(n int) string {
	return "2." + g.b64(16) + "|" + g.b64(n) + "|" + g.b64(32)
}

// dskGUID is an upper-case braced GUID.
func (g *G) dskGUID() string { return "{" + strings.ToUpper(g.uuid()) + "}" }

// dskFP is a SHA-256 host key fingerprint as OpenSSH prints it.
func (g *G) dskFP() string { return "SHA256:" + strings.TrimRight(g.b64(32), "=") }

// dskPutty is a PuTTY host key cache entry for an ed25519 key.
func (g *G) dskPutty() string { return "0x" + g.hex(64) + ",0x" + g.hex(63) }

// dskVersion is a dotted version string.
func (g *G) dskVersion() string {
	return fmt.Sprintf("%d.%d.%d", 1+g.r.IntN(9), g.r.IntN(40), g.r.IntN(20))
}

// ---- file transfer clients ----

func (g *G) dskFTP() {
	p1, p2 := g.pw(), g.pwStrong()
	g.dtAdd("filezilla-sitemanager-base64", `
$ cat ~/.config/filezilla/sitemanager.xml
<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.0" platform="*nix">
	<Servers>
		<Folder expanded="1">Clients
			<Server>
				<Host>ftp.bakery-mueller.de</Host>
				<Port>21</Port>
				<Protocol>4</Protocol>
				<Type>0</Type>
				<User>web4821</User>
				<Pass encoding="base64">«a»</Pass>
				<Logontype>1</Logontype>
				<PasvMode>MODE_DEFAULT</PasvMode>
				<EncodingType>Auto</EncodingType>
				<BypassProxy>0</BypassProxy>
				<Name>bakery live</Name>
				<RemoteDir>1 0 8 htdocs</RemoteDir>
				<SyncBrowsing>0</SyncBrowsing>
				<DirectoryComparison>0</DirectoryComparison>
			</Server>
			<Server>
				<Host>sftp.staging.acme-shop.io</Host>
				<Port>22</Port>
				<Protocol>1</Protocol>
				<Type>0</Type>
				<User>deploy</User>
				<Pass encoding="base64">«b»</Pass>
				<Logontype>1</Logontype>
				<Name>acme staging</Name>
			</Server>
		</Folder>
	</Servers>
</FileZilla3>
`, V{"a": b64s(p1), "b": b64s(p2)}, "ftp.bakery-mueller.de", "web4821", "sftp.staging.acme-shop.io")

	p3 := g.pw()
	g.dtAdd("filezilla-recentservers", `
PS C:\Users\jonas> type $env:APPDATA\FileZilla\recentservers.xml
<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.5" platform="windows">
    <RecentServers>
        <Server>
            <Host>192.168.10.40</Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User>nas-upload</User>
            <Pass encoding="base64">«a»</Pass>
            <Logontype>1</Logontype>
            <PasvMode>MODE_DEFAULT</PasvMode>
            <EncodingType>Auto</EncodingType>
            <BypassProxy>0</BypassProxy>
        </Server>
    </RecentServers>
</FileZilla3>
`, V{"a": b64s(p3)}, "nas-upload", "192.168.10.40")

	p4 := g.pw()
	g.dtAdd("filezilla-decode-pass-chat", `
how do I get my ftp password back out of filezilla? the site manager shows dots
I found this in sitemanager.xml:

    <User>ftp_shopuser</User>
    <Pass encoding="base64">«a»</Pass>

> It is plain base64, no encryption unless you set a master password:

$ echo '«a»' | base64 -d
«b»
`, V{"a": b64s(p4), "b": p4}, "ftp_shopuser")

	g.dtAdd("filezilla-master-password-crypt", `
$ grep -A12 '<Server>' ~/.config/filezilla/sitemanager.xml | head -14
			<Server>
				<Host>files.partner-logistics.com</Host>
				<Port>990</Port>
				<Protocol>3</Protocol>
				<Type>0</Type>
				<User>acme_edi</User>
				<Pass encoding="crypt" pubkey="«_pub»">«=ct»</Pass>
				<Logontype>1</Logontype>
				<PasvMode>MODE_PASSIVE</PasvMode>
				<EncodingType>UTF-8</EncodingType>
				<BypassProxy>0</BypassProxy>
				<Name>partner EDI</Name>
				<Comments>ticket OPS-2291</Comments>
`, V{"_pub": g.s(alHex, 128), "=ct": g.s(alHexU, 160)}, "files.partner-logistics.com", "acme_edi", "OPS-2291")

	g.dtAdd("filezilla-xml-settings-benign", `
$ grep -E 'Setting name="(Config Location|Last Server Path|Window position and size|Default editor|Master password encryptor|Update Check New Version)"' ~/.config/filezilla/filezilla.xml
		<Setting name="Window position and size">120 80 1480 900 0</Setting>
		<Setting name="Last Server Path">1 0 4 home 6 jonas</Setting>
		<Setting name="Default editor">2/usr/bin/code</Setting>
		<Setting name="Master password encryptor">«_pub»</Setting>
		<Setting name="Update Check New Version">3.67.1|https://dl3.cdn.filezilla-project.org/client/FileZilla_3.67.1_x86_64-linux-gnu.tar.xz|«_sha»</Setting>
`, V{"_pub": g.s(alHex, 128), "_sha": g.hex(128)}, "120 80 1480 900 0", "3.67.1")

	w1 := g.dskWinSCP()
	g.dtAdd("winscp-ini-session", `
C:\Users\priya\AppData\Roaming> type WinSCP.ini
[Configuration\Interface]
RandomSeedFile=%25USERPROFILE%25%5CAppData%5CRoaming%5Cwinscp.rnd
CollectUsage=0
[Sessions\deploy@app01.corp.example]
HostName=app01.corp.example
UserName=deploy
Password=«a»
PortNumber=22
FSProtocol=2
PingType=2
LocalDirectory=C:%5CUsers%5Cpriya%5Csrc%5Cportal
RemoteDirectory=/srv/portal
[SshHostKeys]
ssh-ed25519@22:app01.corp.example=«_hk»
`, V{"a": w1, "_hk": g.dskPutty()}, "app01.corp.example", "/srv/portal")

	w2 := g.dskWinSCP()
	g.dtAdd("winscp-registry-query", `
C:\> reg query "HKCU\Software\Martin Prikryl\WinSCP 2\Sessions\backup%20box"

HKEY_CURRENT_USER\Software\Martin Prikryl\WinSCP 2\Sessions\backup%20box
    HostName    REG_SZ    u391022.your-storagebox.de
    PortNumber    REG_DWORD    0x17
    UserName    REG_SZ    u391022
    Password    REG_SZ    «a»
    FSProtocol    REG_DWORD    0x2
    Ftps    REG_DWORD    0x0
`, V{"a": w2}, "u391022.your-storagebox.de", "u391022")

	g.dtAdd("winscp-ini-master-password-benign", `
[Configuration\Security]
UseMasterPassword=1
MasterPasswordVerifier=«_ver»
[Sessions\ops@bastion]
HostName=bastion.eu1.example.net
UserName=ops
PublicKeyFile=C:%5CUsers%5Cops%5C.ssh%5Cid_ed25519.ppk
Tunnel=0
[SshHostKeys]
ssh-ed25519@22:bastion.eu1.example.net=«_hk»
`, V{"_ver": g.s(alHexU, 64), "_hk": g.dskPutty()}, "bastion.eu1.example.net", "id_ed25519.ppk", "UseMasterPassword=1")

	p5 := g.pwURL()
	g.dtAdd("winscp-script-open-url", `
; upload.txt - run with: winscp.com /ini=nul /script=upload.txt /log=upload.log
option batch abort
option confirm off
open sftp://releases:«a»@dl.tinkerworks.dev/ -hostkey="ssh-ed25519 255 «_fp»"
cd /var/www/downloads
put -transfer=binary build\tinker-setup-2.4.0.exe
exit
`, V{"a": p5, "_fp": strings.TrimPrefix(g.dskFP(), "SHA256:")}, "dl.tinkerworks.dev", "tinker-setup-2.4.0.exe")

	g.dtAdd("winscp-log-masked", `
. 2024-05-14 09:12:44.512 Session name: deploy@app01.corp.example (Modified site)
. 2024-05-14 09:12:44.512 Host name: app01.corp.example (Port: 22)
. 2024-05-14 09:12:44.512 User name: deploy (Password: Yes, Key file: No, Passphrase: No)
. 2024-05-14 09:12:44.701 Server version: SSH-2.0-OpenSSH_9.6p1 Ubuntu-3ubuntu13
. 2024-05-14 09:12:44.743 Host key fingerprint is:
. 2024-05-14 09:12:44.743 ssh-ed25519 255 «_fp»
. 2024-05-14 09:12:44.810 Prompt (password, "SSH password", <no instructions>, "&Password: ")
. 2024-05-14 09:12:44.811 Using stored password.
. 2024-05-14 09:12:44.902 Sent password
. 2024-05-14 09:12:45.010 Access granted
`, V{"_fp": strings.TrimPrefix(g.dskFP(), "SHA256:")}, "Using stored password.", "Password: Yes")

	g.dtAdd("cyberduck-bookmark-benign", `
$ plutil -p ~/Library/Group\ Containers/G69SCX94XU.duck/Library/Application\ Support/duck/Bookmarks/«_u».duck
{
  "Access Timestamp" => "1716213399812"
  "Hostname" => "s3.eu-central-1.amazonaws.com"
  "Nickname" => "media-bucket (prod)"
  "Path" => "/acme-media-prod"
  "Port" => "443"
  "Protocol" => "s3"
  "Provider" => "iterate GmbH"
  "UUID" => "«_u»"
  "Username" => "«_ak»"
}
# the secret key lives in the login keychain under "s3.eu-central-1.amazonaws.com"
`, V{"_u": g.uuid(), "_ak": "AKIA" + strings.Repeat("X", 16)}, "media-bucket (prod)", "acme-media-prod")

	ak, sk := g.awsID(), g.awsSecret()
	g.dtAdd("cyberduck-cli-s3-inline", `
$ duck --username «a» --password «b» --list s3://acme-media-prod/2024/
Login successful…
2024/05/  DIRECTORY
2024/06/  DIRECTORY
`, V{"a": ak, "b": sk}, "s3://acme-media-prod/2024/")

	p6 := g.pw()
	g.dtAdd("coreftp-site-export", `
[Sites]
Count=1
[Site1]
Name=Hosting Europe
Host=ftp.hosting-europe.example
User=kunde8842
PW=«a»
Port=21
SSL=AUTH TLS
Path=/public_html
; exported by Core FTP LE 2.2 (PW is stored in clear when "Save password" is on)
`, V{"a": p6}, "kunde8842", "ftp.hosting-europe.example")

	g.dtAdd("filezilla-queue-sqlite-benign", `
$ sqlite3 ~/.config/filezilla/queue.sqlite3 'select id,host,port,user,server_id,name from servers;'
1|ftp.bakery-mueller.de|21|web4821|1|bakery live
$ sqlite3 ~/.config/filezilla/queue.sqlite3 '.schema servers' | head -3
CREATE TABLE servers (id INTEGER PRIMARY KEY, host TEXT NOT NULL, port INTEGER NOT NULL, user TEXT, password TEXT, account TEXT, protocol INTEGER NOT NULL, type INTEGER NOT NULL, logontype INTEGER NOT NULL, timezone_offset INTEGER NOT NULL, transfer_mode TEXT NOT NULL, max_connections INTEGER NOT NULL, encoding TEXT NOT NULL, bypass_proxy INTEGER NOT NULL, post_login_commands TEXT, name TEXT, parameters TEXT);
$ sqlite3 ~/.config/filezilla/queue.sqlite3 'select count(*) from files;'
0
`, V{}, "ftp.bakery-mueller.de|21|web4821")

	g.dtAdd("lftp-bookmarks", `
$ cat ~/.local/share/lftp/bookmarks
mirror-kernel	https://cdn.kernel.org/pub/linux/kernel/
shop	sftp://shop:«a»@sftp.shop-hosting.example/home/shop/
nas	ftp://media@192.168.1.20/
`, V{"a": g.pwURL()}, "https://cdn.kernel.org/pub/linux/kernel/", "ftp://media@192.168.1.20/")

	g.dtAdd("filezilla-export-redacted-benign", `
I exported my sites (File > Export) and blanked the passwords before posting:

<Server>
    <Host>ftp.example-hosting.net</Host>
    <Port>21</Port>
    <Protocol>4</Protocol>
    <User>site_owner</User>
    <Pass encoding="base64">REDACTED</Pass>
    <Logontype>1</Logontype>
    <PasvMode>MODE_ACTIVE</PasvMode>
</Server>

explicit FTP over TLS keeps failing with "GnuTLS error -15: An unexpected TLS packet was received."
`, V{}, "site_owner", "GnuTLS error -15")
}

// ---- terminals and remote desktop managers ----

func (g *G) dskTerminals() {
	g.dtAdd("putty-reg-query-benign", `
C:\> reg query "HKCU\Software\SimonTatham\PuTTY\Sessions\prod-db" /v *Host*
HKEY_CURRENT_USER\Software\SimonTatham\PuTTY\Sessions\prod-db
    HostName    REG_SZ    pgadmin@10.20.4.11
    PortNumber    REG_DWORD    0x16
    PublicKeyFile    REG_SZ    C:\Users\marta\keys\prod.ppk
    ProxyHost    REG_SZ    proxy
    ProxyUsername    REG_SZ
    ProxyPassword    REG_SZ
C:\> reg query HKCU\Software\SimonTatham\PuTTY\SshHostKeys
    ssh-ed25519@22:10.20.4.11    REG_SZ    «_hk»
`, V{"_hk": g.dskPutty()}, "pgadmin@10.20.4.11", `C:\Users\marta\keys\prod.ppk`)

	g.dtAdd("putty-reg-export-proxy-password", `
Windows Registry Editor Version 5.00

[HKEY_CURRENT_USER\Software\SimonTatham\PuTTY\Sessions\jump%20via%20corp%20proxy]
"Present"=dword:00000001
"HostName"="jump.dc2.example.org"
"LogFileName"="putty.log"
"Protocol"="ssh"
"PortNumber"=dword:00000016
"ProxyMethod"=dword:00000003
"ProxyHost"="webproxy.corp.example.org"
"ProxyPort"=dword:00000c38
"ProxyUsername"="CORP\\svc-jump"
"ProxyPassword"="«a»"
"UserName"="marta"
"PublicKeyFile"="C:\\Users\\marta\\.ssh\\jump.ppk"
"TerminalType"="xterm-256color"
`, V{"a": g.pw()}, "jump.dc2.example.org", "webproxy.corp.example.org")

	_, pub := g.sshEd25519("eddsa-key-20240312")
	pubBody := strings.Fields(pub)[1]
	g.dtAdd("putty-ppk-unencrypted", `
$ cat ~/keys/deploy.ppk
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: eddsa-key-20240312
Public-Lines: 2
«_pub1»
«=pub2»
Private-Lines: 1
«a»
Private-MAC: «_mac»
`, V{"_pub1": pubBody[:64], "=pub2": pubBody[64:], "a": base64.StdEncoding.EncodeToString(append([]byte{0, 0, 0, 32}, g.bytes(32)...)), "_mac": g.hex(64)}, "eddsa-key-20240312")

	rk := g.rsaPEM()
	g.dtAdd("puttygen-convert-openssh", `
$ puttygen ~/keys/legacy.ppk -O private-openssh -o ~/.ssh/legacy_rsa
$ cat ~/.ssh/legacy_rsa
«k»
$ chmod 600 ~/.ssh/legacy_rsa && ssh -i ~/.ssh/legacy_rsa admin@10.0.8.2
`, V{"k": rk.block()}, "admin@10.0.8.2")

	g.dtAdd("kitty-session-password", `
C:\tools\kitty> type Sessions\router-core
HostName\192.168.88.1\
Protocol\ssh\
PortNumber\22\
UserName\admin\
Password\«a»\
Autocommand\/system resource print\
LogType\0\
`, V{"a": g.hex(48)}, `HostName\192.168.88.1\`, `UserName\admin\`)

	g.dtAdd("mremoteng-confcons", `
<?xml version="1.0" encoding="utf-8"?>
<mrng:Connections xmlns:mrng="http://mremoteng.org" Name="Connections" Export="false" EncryptionEngine="AES" BlockCipherMode="GCM" KdfIterations="10000" FullFileEncryption="false" Protected="«=prot»" ConfVersion="2.6">
    <Node Name="Servers" Type="Container" Expanded="true" Descr="" Icon="mRemoteNG" Panel="General" Id="«_id1»" Username="" Domain="" Password="" Hostname="" Protocol="RDP">
        <Node Name="DC01" Type="Connection" Descr="primary DC" Icon="Windows" Panel="General" Id="«_id2»" Username="Administrator" Domain="CORP" Password="«a»" Hostname="10.10.0.5" Protocol="RDP" Port="3389" ConnectToConsole="false" UseCredSsp="true" RenderingEngine="IE" RDPAuthenticationLevel="NoAuth" Resolution="FitToWindow" Colors="Colors16Bit" />
        <Node Name="fileserver" Type="Connection" Descr="" Icon="Linux" Panel="General" Id="«_id3»" Username="root" Domain="" Password="«b»" Hostname="10.10.0.21" Protocol="SSH2" Port="22" />
    </Node>
</mrng:Connections>
`, V{"=prot": g.b64(60), "_id1": g.uuid(), "a": g.b64(48), "_id2": g.uuid(), "b": g.b64(44), "_id3": g.uuid()}, "10.10.0.5", "10.10.0.21")

	g.dtAdd("mremoteng-decrypt-script-output", `
PS> python3 mremoteng_decrypt.py -rf .\confCons.xml
Name: DC01
Hostname: 10.10.0.5
Username: Administrator
Password: «a»

Name: fileserver
Hostname: 10.10.0.21
Username: root
Password: «b»
`, V{"a": g.pwStrong(), "b": g.pw()}, "Name: fileserver")

	m1, m2 := g.b64(24), g.b64(30)
	g.dtAdd("mobaxterm-ini-passwords", `
[Bookmarks]
SubRep=
ImgNum=42
web01 (deploy)=#109#0%web01.prod.example%22%deploy%%-1%-1%%%22%%0%0%0%%%-1%0%0%0%%1080%%0%0%1#MobaFont%10%0%0%-1%15%236,236,236%30,30,30%180,180,192%0%-1%0%%xterm%-1%-1%_Std_Colors_0_%80%24%0%1%-1%<none>%%0%0%-1#0# #-1

[Passwords]
ssh22:deploy@web01.prod.example=«a»
rdp3389:Administrator@10.1.1.30=«b»

[Misc]
LastUpdateCheck=45421
SessionIdentifier=«_sid»
`, V{"a": m1, "b": m2, "_sid": g.uuid()}, "web01.prod.example", "LastUpdateCheck=45421")

	g.dtAdd("mobaxterm-credentials-section", `
[Credentials]
vsphere-admin=administrator@vsphere.local:«a»
[Sesspass]
SSH-FOR-NAS=«b»
`, V{"a": g.b64(28), "b": g.b64(32)}, "administrator@vsphere.local")

	rp := g.b64(24)
	g.dtAdd("remmina-profile-and-pref", `
$ cat ~/.local/share/remmina/group_rdp_win11-dev_10-0-3-15.remmina
[remmina]
name=win11-dev
group=
protocol=RDP
server=10.0.3.15
username=dev
domain=LAB
password=«a»
resolution_mode=2
colordepth=99
gateway_server=
security=
quality=0
window_maximize=1
$ grep secret ~/.config/remmina/remmina.pref
secret=«b»
`, V{"a": rp, "b": g.b64(32)}, "win11-dev", "server=10.0.3.15")

	g.dtAdd("remmina-keyring-benign", `
$ cat ~/.local/share/remmina/group_ssh_build-box_192-168-56-10.remmina
[remmina]
name=build-box
protocol=SSH
server=192.168.56.10
username=builder
password=.
ssh_auth=3
ssh_privatekey=/home/ana/.ssh/id_ed25519
ssh_tunnel_enabled=0
last_success=20240611
# password=. means "stored in the GNOME keyring" (Remmina >= 1.3 with the secret plugin)
`, V{}, "ssh_privatekey=/home/ana/.ssh/id_ed25519", "last_success=20240611")

	g.dtAdd("securecrt-session-ini", `
$ cat "~/Library/Application Support/VanDyke/SecureCRT/Config/Sessions/Core/core-sw01.ini"
S:"Username"=netadmin
S:"Password V2"=«a»
S:"Hostname"=core-sw01.mgmt.example.net
D:"[SSH2] Port"=00000016
S:"Protocol Name"=SSH2
S:"Identity Filename V2"=
S:"Firewall Name"=None
D:"Session Password Saved"=00000001
`, V{"a": g.dskSecureCRT()}, "core-sw01.mgmt.example.net", "netadmin")

	g.dtAdd("tabby-config-yaml-vault-benign", `
$ sed -n 1,24p ~/.config/tabby/config.yaml
version: 7
profiles:
  - type: ssh
    name: k8s bastion
    icon: fas fa-server
    options:
      host: bastion.k8s.internal
      user: ubuntu
      auth: publicKey
      privateKeys:
        - file:///home/lee/.ssh/id_ed25519
      keepaliveInterval: 30
    id: ssh:custom:k8s-bastion:«_id»
vault:
  version: 1
  contents: «=vault»
  keySalt: «_salt»
  iv: «_iv»
terminal:
  fontSize: 13
  font: JetBrains Mono
configSync:
  parts: {}
`, V{"_id": g.uuid(), "=vault": g.b64(180), "_salt": g.hex(64), "_iv": g.hex(32)}, "bastion.k8s.internal", "keepaliveInterval: 30")

	g.dtAdd("rdp-file-dpapi-and-gateway", `
$ cat Desktop/finance-app.rdp
full address:s:rds01.corp.example.com
username:s:CORP\j.doe
gatewayhostname:s:rdgw.corp.example.com
gatewayusagemethod:i:1
gatewaycredentialssource:i:4
prompt for credentials:i:0
screen mode id:i:2
desktopwidth:i:1920
desktopheight:i:1080
password 51:b:«=dp»
`, V{"=dp": "01000000D08C9DDF0115D1118C7A00C04FC297EB01000000" + g.s(alHexU, 300)}, "rds01.corp.example.com", "rdgw.corp.example.com")

	g.dtAdd("xfreerdp-command-line", `
$ xfreerdp /v:rds01.corp.example.com /u:j.doe /d:CORP /p:'«a»' /g:rdgw.corp.example.com /gu:j.doe /gp:'«a»' /dynamic-resolution +clipboard
[10:04:12:381] [52103:52104] [INFO][com.freerdp.client.x11] - No user name set. - Using login name: j.doe
[10:04:13:020] [52103:52104] [INFO][com.freerdp.core.gateway.rdg] - RDG: tunnel created
`, V{"a": g.pw()}, "rdgw.corp.example.com", "RDG: tunnel created")

	g.dtAdd("royal-ts-export-benign", `
$ jq '.Objects[] | {Name, ComputerName, CredentialName, CredentialMode}' royalts-export.json
{
  "Name": "SQL01",
  "ComputerName": "sql01.corp.example.com",
  "CredentialName": "CORP-Admin",
  "CredentialMode": 4
}
{
  "Name": "Jenkins",
  "ComputerName": "ci.corp.example.com",
  "CredentialName": "Jenkins-Agent (from KeePass)",
  "CredentialMode": 4
}
`, V{}, "sql01.corp.example.com", "Jenkins-Agent (from KeePass)")

	g.dtAdd("putty-ssh-known-hosts-fingerprints-benign", `
PuTTY Security Alert
The host key is not cached for this server:
  gitlab.internal.example (port 22)
You have no guarantee that the server is the computer you think it is.
The server's ssh-ed25519 key fingerprint is:
  ssh-ed25519 255 «_fp»
If you trust this host, press "Accept" to add the key to PuTTY's cache and carry on connecting.
Full public key:
  «_pub»
`, V{"_fp": g.dskFP(), "_pub": g.agSSHPub()}, "gitlab.internal.example (port 22)")

	g.dtAdd("termius-export-benign", `
$ jq '.hosts[0]' ~/Downloads/termius-hosts.json
{
  "label": "media-server",
  "address": "192.168.1.50",
  "ssh_config": {
    "port": 22,
    "identity": { "username": "pi", "password": null, "ssh_key": "pi-ed25519", "is_visible": false },
    "use_mosh": false
  },
  "group": "Home",
  "id": «_id»,
  "local_id": «=lid»,
  "updated_at": "2024-04-02T18:01:44.123456Z"
}
`, V{"_id": g.digits(8), "=lid": g.digits(4)}, `"ssh_key": "pi-ed25519"`, "media-server")
}

// ---- database clients ----

func (g *G) dskDBClients() {
	g.dtAdd("dbeaver-data-sources-benign", `
$ jq '.connections' ~/.local/share/DBeaverData/workspace6/General/.dbeaver/data-sources.json
{
  "postgres-jdbc-«_c1»": {
    "provider": "postgresql",
    "driver": "postgres-jdbc",
    "name": "orders (prod replica)",
    "save-password": true,
    "folder": "prod",
    "configuration": {
      "host": "orders-replica.cluster-ro-«_rds».eu-west-1.rds.amazonaws.com",
      "port": "5432",
      "database": "orders",
      "url": "jdbc:postgresql://orders-replica.cluster-ro-«_rds».eu-west-1.rds.amazonaws.com:5432/orders",
      "configurationType": "MANUAL",
      "home": "/usr/bin",
      "type": "prod",
      "auth-model": "native"
    }
  }
}
`, V{"_c1": g.hex(11) + "-" + g.hex(15), "_rds": g.s(alLowNum, 12)}, `"save-password": true`, `"auth-model": "native"`)

	g.dtAdd("dbeaver-credentials-decrypted", `
$ openssl aes-128-cbc -d -K babb4a9f774ab853c96c2d653dfe544a -iv 00000000000000000000000000000000 \
    -in ~/.local/share/DBeaverData/workspace6/General/.dbeaver/credentials-config.json | dd bs=1 skip=16 2>/dev/null
{"postgres-jdbc-«_c1»":{"#connection":{"user":"analyst","password":"«a»"}},"mysql8-«_c2»":{"#connection":{"user":"root","password":"«b»"},"network/ssh_tunnel":{"user":"ec2-user","password":""}}}
`, V{"_c1": g.hex(11) + "-" + g.hex(15), "a": g.pw(), "_c2": g.hex(11) + "-" + g.hex(15), "b": g.pwStrong()}, `"user":"analyst"`, "ec2-user")

	g.dtAdd("dbeaver-ssh-tunnel-handler", `
      "handlers": {
        "ssh_tunnel": {
          "type": "TUNNEL",
          "enabled": true,
          "save-password": true,
          "properties": {
            "host": "bastion.eu.example.io",
            "port": 22,
            "authType": "PUBLIC_KEY",
            "keyPath": "/home/sam/.ssh/bastion",
            "passphrase": "«a»",
            "implementation": "sshj"
          }
        }
      },
`, V{"a": g.pw()}, "bastion.eu.example.io", "/home/sam/.ssh/bastion")

	g.dtAdd("heidisql-settings-export", `
Servers\prod-mariadb\Host<|||>1<|||>db1.shop.example.com
Servers\prod-mariadb\User<|||>1<|||>shop_admin
Servers\prod-mariadb\Password<|||>1<|||>«a»
Servers\prod-mariadb\Port<|||>1<|||>3306
Servers\prod-mariadb\NetType<|||>3<|||>0
Servers\prod-mariadb\SSHtunnelHost<|||>1<|||>
Servers\prod-mariadb\SessionCreated<|||>1<|||>2023-11-02 14:10:55
Servers\prod-mariadb\LastConnect<|||>1<|||>2024-06-03 08:47:12
Servers\prod-mariadb\Databases<|||>1<|||>shop;shop_archive
`, V{"a": g.dskHeidi()}, "db1.shop.example.com", "shop_admin", "shop;shop_archive")

	g.dtAdd("heidisql-registry-query", `
C:\> reg query "HKCU\Software\HeidiSQL\Servers\local mssql"
    Host    REG_SZ    .\SQLEXPRESS
    WindowsAuth    REG_DWORD    0x0
    User    REG_SZ    sa
    Password    REG_SZ    «a»
    NetType    REG_DWORD    0x3
    Comment    REG_SZ    dev box
`, V{"a": g.dskHeidi()}, `.\SQLEXPRESS`)

	g.dtAdd("heidisql-prompt-benign", `
Servers\analytics\Host<|||>1<|||>analytics-db.internal
Servers\analytics\User<|||>1<|||>readonly
Servers\analytics\Password<|||>1<|||>
Servers\analytics\LoginPrompt<|||>3<|||>1
Servers\analytics\WindowsAuth<|||>3<|||>0
Servers\analytics\SSL_Active<|||>3<|||>1
Servers\analytics\SSL_CA<|||>1<|||>C:\certs\rds-combined-ca-bundle.pem
`, V{}, "analytics-db.internal", "LoginPrompt<|||>3<|||>1")

	g.dtAdd("tableplus-connection-url-copy", `
copied from TablePlus (right click > Copy as URL):
postgresql://app_rw:«a»@db-primary.fly.internal:5432/app_production?statusColor=F8F8F8&env=production&name=Fly%20prod&tLSMode=0&usePrivateKey=false&safeModeLevel=0&advancedSafeModeLevel=0
`, V{"a": g.pwURL()}, "db-primary.fly.internal", "safeModeLevel=0")

	g.dtAdd("sequel-ace-favorites-benign", `
$ plutil -p ~/Library/Containers/com.sequel-ace.sequel-ace/Data/Library/Application\ Support/Sequel\ Ace/Data/Favorites.plist | sed -n 1,22p
{
  "Favorites Root" => {
    "Children" => [
      0 => {
        "colorIndex" => -1
        "database" => "wordpress"
        "host" => "127.0.0.1"
        "id" => «_id»
        "name" => "local wp"
        "port" => "3306"
        "socket" => ""
        "sshHost" => "wp.client-site.example"
        "sshKeyLocation" => "/Users/kim/.ssh/id_ed25519"
        "sshKeyLocationEnabled" => 1
        "sshUser" => "kim"
        "type" => 2
        "user" => "wp_user"
      }
    ]
  }
}
# passwords are in the keychain: "Sequel Ace : local wp («_id»)"
`, V{"_id": "-" + g.digits(18)}, "wp.client-site.example", "wp_user")

	g.dtAdd("sequel-ace-keychain-lookup", `
$ security find-generic-password -s "Sequel Ace : local wp (-«_id»)" -a "wp_user@127.0.0.1/wordpress" -w
«a»
`, V{"_id": g.digits(18), "a": g.pw()}, "wp_user@127.0.0.1/wordpress")

	g.dtAdd("robo3t-json", `
$ jq '.connections[0]' ~/.3T/robo-3t/1.4.4/robo3t.json
{
  "connectionName": "atlas-prod",
  "serverHost": "cluster0-shard-00-00.«=h».mongodb.net",
  "serverPort": 27017,
  "credentials": [
    {
      "databaseName": "admin",
      "enabled": true,
      "mechanism": "SCRAM-SHA-1",
      "userName": "reporting",
      "userPassword": "«a»"
    }
  ],
  "ssh": { "enabled": false, "host": "", "userPassword": "", "privateKeyFile": "" },
  "uuid": "«_u»"
}
`, V{"=h": g.s(alLowNum, 5), "a": g.pwStrong(), "_u": "{" + g.uuid() + "}"}, `"mechanism": "SCRAM-SHA-1"`)

	g.dtAdd("navicat-ncx-export", `
<?xml version="1.0" encoding="UTF-8"?>
<Connections Ver="1.5">
  <Connection ConnectionName="erp-oracle" ProjectUUID="" ConnType="ORACLE" OraConnType="BASIC" ServiceProvider="Default" Host="10.40.1.12" Port="1521" Database="ERPPROD" OraServiceNameType="SERVICE_NAME" UserName="ERP_RO" Password="«a»" SavePassword="true" SSH="false" SSHHost="" SSHPort="22" SSHUserName="" SSHAuthenMethod="PASSWORD" SSHPassword="" SSHSavePassword="false" SSL="false" />
</Connections>
`, V{"a": g.s(alHexU, 48)}, "ERPPROD", "ERP_RO")

	g.dtAdd("mysql-workbench-connections-benign", `
$ grep -E 'key="(hostName|userName|port|schema|sshHost)"' ~/.mysql/workbench/connections.xml
          <value type="string" key="hostName">mysql-prod.internal</value>
          <value type="int" key="port">3306</value>
          <value type="string" key="schema">billing</value>
          <value type="string" key="sshHost">bastion.internal:22</value>
          <value type="string" key="userName">billing_ro</value>
$ ls ~/.mysql/workbench/
connections.xml  server_instances.xml  wb_options.xml  workbench_user_data.dat  log/
# passwords are kept in workbench_user_data.dat (DPAPI) or the GNOME keyring
`, V{}, "mysql-prod.internal", "billing_ro")

	g.dtAdd("beekeeper-studio-sqlite", `
$ sqlite3 ~/.config/beekeeper-studio/app.db "select id, name, connectionType, host, username, password from saved_connection;"
1|staging pg|postgresql|staging-db.internal|beekeeper|«a»
2|local sqlite|sqlite|||
`, V{"a": g.b64(40)}, "staging-db.internal")

	g.dtAdd("azure-data-studio-settings-benign", `
// ~/.config/azuredatastudio/User/settings.json
{
  "datasource.connections": [
    {
      "options": {
        "server": "sql-acme-prod.database.windows.net",
        "database": "crm",
        "authenticationType": "AzureMFA",
        "user": "j.doe@acme.onmicrosoft.com",
        "password": "",
        "savePassword": false,
        "azureTenantId": "«_t»",
        "azureAccount": "«_acct»",
        "connectionName": "crm prod"
      },
      "groupId": "«_gid»",
      "providerName": "MSSQL",
      "savePassword": false,
      "id": "«_id»"
    }
  ],
  "workbench.colorTheme": "Default Dark Azure Data Studio"
}
`, V{"_t": g.uuid(), "_acct": g.uuid() + "." + g.uuid(), "_gid": strings.ToUpper(g.uuid()), "_id": g.uuid()}, "sql-acme-prod.database.windows.net", "AzureMFA")

	g.dtAdd("pgadmin-servers-json-passfile-benign", `
$ cat servers.json   # exported with: python setup.py dump-servers servers.json
{
  "Servers": {
    "1": {
      "Name": "warehouse",
      "Group": "Servers",
      "Host": "warehouse.db.internal",
      "Port": 5432,
      "MaintenanceDB": "postgres",
      "Username": "etl",
      "PassFile": "/pgpass",
      "SSLMode": "prefer",
      "Shared": false
    }
  }
}
`, V{}, `"PassFile": "/pgpass"`, "warehouse.db.internal")

	g.dtAdd("redisinsight-connection-export", `
[
  {
    "id": "«_id»",
    "host": "redis-14522.c300.eu-central-1-1.ec2.redns.redis-cloud.com",
    "port": 14522,
    "name": "cache prod",
    "username": "default",
    "password": "«a»",
    "connectionType": "STANDALONE",
    "tls": true,
    "modules": [{ "name": "ReJSON", "version": 20609, "semanticVersion": "2.6.9" }]
  }
]
`, V{"_id": g.uuid(), "a": g.an(32)}, "redis-14522.c300.eu-central-1-1.ec2.redns.redis-cloud.com", `"semanticVersion": "2.6.9"`)
}

// ---- mail clients ----

func (g *G) dskMail() {
	g.dtAdd("thunderbird-prefs-benign", `
$ grep -E 'mail\.(server\.server2|smtpserver\.smtp1|identity\.id1)\.' ~/.thunderbird/«_prof».default-release/prefs.js
user_pref("mail.identity.id1.fullName", "Nora Lindqvist");
user_pref("mail.identity.id1.useremail", "nora@lindqvist.dev");
user_pref("mail.identity.id1.smtpServer", "smtp1");
user_pref("mail.server.server2.authMethod", 10);
user_pref("mail.server.server2.hostname", "imap.fastmail.com");
user_pref("mail.server.server2.login_at_startup", true);
user_pref("mail.server.server2.port", 993);
user_pref("mail.server.server2.socketType", 3);
user_pref("mail.server.server2.userName", "nora@lindqvist.dev");
user_pref("mail.smtpserver.smtp1.hostname", "smtp.fastmail.com");
user_pref("mail.smtpserver.smtp1.username", "nora@lindqvist.dev");
user_pref("toolkit.telemetry.cachedClientID", "«_tel»");
`, V{"_prof": g.s(alLowNum, 8), "_tel": g.uuid()}, "imap.fastmail.com", "nora@lindqvist.dev")

	g.dtAdd("thunderbird-logins-json-encrypted", `
$ jq '.logins[0]' ~/.thunderbird/«_prof».default-release/logins.json
{
  "id": 3,
  "hostname": "imap://imap.fastmail.com",
  "httpRealm": "imap://imap.fastmail.com",
  "formSubmitURL": null,
  "usernameField": "",
  "passwordField": "",
  "encryptedUsername": "«=eu»",
  "encryptedPassword": "«=ep»",
  "guid": "{«_g»}",
  "encType": 1,
  "timeCreated": 1699963311204,
  "timeLastUsed": 1718091944520,
  "timePasswordChanged": 1699963311204,
  "timesUsed": 212
}
`, V{"_prof": g.s(alLowNum, 8), "=eu": "MDoEEPgAAAAAAAAAAAAAAAAAAAEwFAYIKoZIhvcNAwcECA" + g.b64(40), "=ep": "MEIEEPgAAAAAAAAAAAAAAAAAAAEwFAYIKoZIhvcNAwcECA" + g.b64(24), "_g": g.uuid()}, "imap://imap.fastmail.com", `"encType": 1`)

	g.dtAdd("thunderbird-firefox-decrypt-output", `
$ python3 firefox_decrypt.py ~/.thunderbird/
Select the Mozilla profile you wish to decrypt
1 -> «_prof».default-release
1

Website:   imap://imap.fastmail.com
Username: 'nora@lindqvist.dev'
Password: '«a»'

Website:   oauth://accounts.google.com
Username: 'nora.lindqvist@gmail.com'
Password: '«b»'
`, V{"_prof": g.s(alLowNum, 8), "a": g.s(alLowNum, 16), "b": g.gRefresh()}, "oauth://accounts.google.com")

	g.dtAdd("thunderbird-prefs-calendar-caldav", `
user_pref("calendar.registry.«_cal».name", "Family");
user_pref("calendar.registry.«_cal».type", "caldav");
user_pref("calendar.registry.«_cal».uri", "https://nora:«a»@cloud.lindqvist.dev/remote.php/dav/calendars/nora/family/");
user_pref("calendar.registry.«_cal».color", "#4a90d9");
user_pref("calendar.registry.«_cal».cache.enabled", true);
`, V{"_cal": g.uuid(), "a": g.pwURL()}, "cloud.lindqvist.dev", "#4a90d9")

	g.dtAdd("muttrc-plain", `
$ cat ~/.muttrc
set realname = "Tomás Ortega"
set from = "tomas.ortega@gmail.com"
set imap_user = "tomas.ortega@gmail.com"
set imap_pass = "«a»"
set folder = "imaps://imap.gmail.com:993"
set spoolfile = "+INBOX"
set postponed = "+[Gmail]/Drafts"
set smtp_url = "smtps://tomas.ortega@smtp.gmail.com:465/"
set smtp_pass = "«a»"
set header_cache = ~/.cache/mutt
set ssl_force_tls = yes
`, V{"a": g.s(alLower, 16)}, `set smtp_url = "smtps://tomas.ortega@smtp.gmail.com:465/"`)

	g.dtAdd("neomuttrc-pass-backtick-benign", `
# ~/.config/neomutt/accounts/work
set imap_user = "t.ortega@acme-corp.com"
set imap_pass = "ˋpass show mail/acme-corpˋ"
set smtp_url = "smtp://t.ortega@acme-corp.com@smtp.office365.com:587/"
set smtp_authenticators = "xoauth2"
set imap_oauth_refresh_command = "~/bin/mutt_oauth2.py ~/.config/neomutt/acme.tokens"
set smtp_oauth_refresh_command = "~/bin/mutt_oauth2.py ~/.config/neomutt/acme.tokens"
set folder = "imaps://outlook.office365.com/"
`, V{}, "ˋpass show mail/acme-corpˋ", "mutt_oauth2.py")

	g.dtAdd("muttrc-smtp-url-inline", `
account-hook imaps://kontakt@bistro-luna.de@imap.ionos.de 'set imap_pass="«a»"'
set smtp_url="smtps://kontakt@bistro-luna.de:«a»@smtp.ionos.de:465"
`, V{"a": g.pw()}, "smtp.ionos.de:465")

	g.dtAdd("aerc-accounts-conf", `
$ cat ~/.config/aerc/accounts.conf
[Fastmail]
source        = imaps://ines%40ines.codes:«a»@imap.fastmail.com
outgoing      = smtps+plain://ines%40ines.codes:«a»@smtp.fastmail.com:465
default       = INBOX
from          = Ines Park <ines@ines.codes>
copy-to       = Sent
cache-headers = true

[Work]
source          = imaps+oauthbearer://ines.park%40globex.example@imap.gmail.com
source-cred-cmd = oama access ines.park@globex.example
outgoing        = smtps+oauthbearer://ines.park%40globex.example@smtp.gmail.com
outgoing-cred-cmd = oama access ines.park@globex.example
`, V{"a": g.s(alLowNum, 16)}, "oama access ines.park@globex.example", "imap.fastmail.com")

	g.dtAdd("mbsyncrc-pass", `
$ cat ~/.mbsyncrc
IMAPAccount posteo
Host posteo.de
Port 993
User dirk.weber@posteo.net
Pass «a»
TLSType IMAPS
CertificateFile /etc/ssl/certs/ca-certificates.crt

IMAPStore posteo-remote
Account posteo

MaildirStore posteo-local
SubFolders Verbatim
Path ~/Mail/posteo/
Inbox ~/Mail/posteo/INBOX
`, V{"a": g.pw()}, "dirk.weber@posteo.net", "TLSType IMAPS")

	g.dtAdd("mbsyncrc-passcmd-benign", `
IMAPAccount gmail
Host imap.gmail.com
User dirk.weber.dev@gmail.com
PassCmd "gpg2 -q --for-your-eyes-only --no-tty -d ~/.password-store/mail/gmail.gpg"
AuthMechs LOGIN
TLSType IMAPS

Channel gmail
Far :gmail-remote:
Near :gmail-local:
Patterns * ![Gmail]* "[Gmail]/Sent Mail"
Create Both
SyncState *
`, V{}, "~/.password-store/mail/gmail.gpg", `"[Gmail]/Sent Mail"`)

	g.dtAdd("offlineimaprc-oauth", `
[Account Personal]
localrepository = Personal-Local
remoterepository = Personal-Remote

[Repository Personal-Remote]
type = Gmail
remoteuser = hana.kobayashi@gmail.com
auth_mechanisms = XOAUTH2
oauth2_client_id = «_cid».apps.googleusercontent.com
oauth2_client_secret = «a»
oauth2_refresh_token = «b»
oauth2_request_url = https://accounts.google.com/o/oauth2/token
sslcacertfile = /etc/ssl/certs/ca-certificates.crt
folderfilter = lambda foldername: foldername not in ['[Gmail]/All Mail']
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.gRefresh()}, "hana.kobayashi@gmail.com", "folderfilter")

	g.dtAdd("offlineimaprc-remotepass", `
[Repository Uni-Remote]
type = IMAP
remotehost = mail.uni-example.edu
remoteuser = hkoba
remotepass = «a»
ssl = yes
sslcacertfile = OS-DEFAULT
maxconnections = 2
`, V{"a": g.pw()}, "mail.uni-example.edu", "maxconnections = 2")

	g.dtAdd("offlineimap-remotepasseval-benign", `
[general]
accounts = Work
pythonfile = ~/.offlineimap.py

[Repository Work-Remote]
type = IMAP
remotehost = imap.globex.example
remoteuser = hkobayashi
remotepasseval = get_pass("imap.globex.example")
ssl = yes

$ cat ~/.offlineimap.py
import subprocess
def get_pass(account):
    return subprocess.check_output(["secret-tool", "lookup", "host", account]).strip()
`, V{}, `remotepasseval = get_pass("imap.globex.example")`, `"secret-tool", "lookup", "host", account`)

	g.dtAdd("msmtprc-password", `
$ cat ~/.msmtprc
defaults
auth           on
tls            on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
logfile        ~/.msmtp.log

account        alerts
host           email-smtp.eu-west-1.amazonaws.com
port           587
from           alerts@home.example.net
user           «_u»
password       «a»

account default : alerts
`, V{"_u": g.awsID(), "a": "B" + g.s(alB64, 43)}, "email-smtp.eu-west-1.amazonaws.com", "alerts@home.example.net")

	g.dtAdd("msmtp-passwordeval-benign", `
account fastmail
host smtp.fastmail.com
port 465
tls_starttls off
from ines@ines.codes
user ines@ines.codes
passwordeval "pass show email/fastmail-app-password | head -n1"
`, V{}, `passwordeval "pass show email/fastmail-app-password | head -n1"`)

	g.dtAdd("evolution-source-benign", `
$ cat ~/.config/evolution/sources/«_uid».source
[Data Source]
DisplayName=work@globex.example
Enabled=true
Parent=
[Authentication]
Host=outlook.office365.com
Method=OAuth2
Port=993
User=work@globex.example
RememberPassword=true
ProxyUid=system-proxy
CredentialName=
[Mail Account]
BackendName=imapx
IdentityUid=«_id2»
`, V{"_uid": g.hex(40), "_id2": g.hex(40)}, "outlook.office365.com", "BackendName=imapx")

	g.dtAdd("evolution-secret-tool-lookup", `
$ secret-tool search --all e-source-uid «_uid»
[/org/freedesktop/secrets/collection/login/41]
label = Evolution Data Source “work@globex.example”
secret = «a»
created = 2024-02-11 09:33:20
modified = 2024-06-10 07:02:41
schema = org.gnome.Evolution.Data.Source
attribute.e-source-uid = «_uid»
`, V{"_uid": g.hex(40), "a": g.pwStrong()}, "org.gnome.Evolution.Data.Source")

	g.dtAdd("claws-mail-passwordstorerc", `
$ cat ~/.claws-mail/passwordstorerc
[account:1]
recv {AES-256}«a»
send {AES-256}«a»
[plugin:RSSyl]
https://feeds.example.com/private?uid=42 {AES-256}«b»
`, V{"a": g.b64(48), "b": g.b64(48)}, "[plugin:RSSyl]")

	g.dtAdd("geary-gmail-app-password-chat", `
> Geary keeps saying "Problem receiving email for rahul@... Unable to authenticate". 2FA is on.

Yes, Google wants an app password there. I made one in myaccount.google.com > Security > App passwords,
it gave me «a» (the spaces don't matter) and after pasting it into Geary's login dialog it syncs fine.
`, V{"a": g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)}, "Unable to authenticate")
}

// ---- chat clients ----

func (g *G) dskChat() {
	g.dtAdd("pidgin-accounts-xml", `
$ sed -n 1,22p ~/.purple/accounts.xml
<?xml version='1.0' encoding='UTF-8' ?>

<account version='1.0'>
	<account>
		<protocol>prpl-jabber</protocol>
		<name>felix@jabber.ccc.de/laptop</name>
		<password>«a»</password>
		<statuses>
			<status type='available' name='Available' active='true'>
				<attributes/>
			</status>
		</statuses>
		<settings>
			<setting name='connection_security' type='string'>require_tls</setting>
			<setting name='ft_proxies' type='string'>proxy.eu.jabber.org</setting>
			<setting name='custom_smileys' type='bool'>1</setting>
		</settings>
		<settings ui='gtk-gaim'>
			<setting name='auto-login' type='bool'>1</setting>
		</settings>
	</account>
`, V{"a": g.pw()}, "felix@jabber.ccc.de/laptop", "proxy.eu.jabber.org")

	g.dtAdd("pidgin-accounts-no-password-benign", `
	<account>
		<protocol>prpl-irc</protocol>
		<name>felix_w@irc.oftc.net</name>
		<settings>
			<setting name='encoding' type='string'>UTF-8,ISO-8859-1</setting>
			<setting name='ssl' type='bool'>1</setting>
			<setting name='port' type='int'>6697</setting>
			<setting name='sasl' type='bool'>0</setting>
		</settings>
		<current_error type='1'>
			<description>Incorrect password</description>
		</current_error>
	</account>
# (no <password> element: "Remember password" is off and libsecret is used)
`, V{}, "felix_w@irc.oftc.net", "Incorrect password")

	g.dtAdd("irssi-config-sasl", `
$ sed -n '/^servers/,/^);/p;/^chatnets/,/^};/p' ~/.irssi/config
servers = (
  {
    address = "irc.libera.chat";
    chatnet = "liberachat";
    port = "6697";
    use_tls = "yes";
    tls_verify = "yes";
    autoconnect = "yes";
  },
  { address = "znc.home.example"; chatnet = "bouncer"; port = "6697"; password = "felixw/libera:«b»"; use_tls = "yes"; }
);
chatnets = {
  liberachat = {
    type = "IRC";
    sasl_mechanism = "PLAIN";
    sasl_username = "felixw";
    sasl_password = "«a»";
  };
};
`, V{"a": g.pw(), "b": g.pwURL()}, "znc.home.example", `sasl_username = "felixw"`)

	g.dtAdd("irssi-autosendcmd-nickserv", `
chatnets = {
  OFTC = {
    type = "IRC";
    autosendcmd = "/msg nickserv identify «a»; wait 2000";
  };
};
`, V{"a": g.pw()}, `wait 2000`)

	g.dtAdd("weechat-irc-conf-secure-benign", `
$ grep -E '^libera\.(sasl|addresses|tls|nicks|password)' ~/.config/weechat/irc.conf
libera.addresses = "irc.libera.chat/6697"
libera.nicks = "felixw,felixw_"
libera.password = ""
libera.sasl_mechanism = plain
libera.sasl_password = "${sec.data.libera_sasl}"
libera.sasl_username = "felixw"
libera.tls = on
libera.tls_fingerprint = ""
`, V{}, `libera.sasl_password = "${sec.data.libera_sasl}"`)

	g.dtAdd("weechat-sec-conf-encrypted", `
$ cat ~/.config/weechat/sec.conf
#
# weechat -- sec.conf
#
[crypt]
cipher = aes256
hash_algo = sha256
passphrase_command = "/usr/bin/pass show weechat/passphrase"
salt = on

[data]
__passphrase__ = on
libera_sasl = "«=enc»"
`, V{"=enc": g.s(alHexU, 96)}, `passphrase_command = "/usr/bin/pass show weechat/passphrase"`)

	g.dtAdd("weechat-secure-set-history", `
/secure passphrase «a»
/secure set libera_sasl «b»
/set irc.server.libera.sasl_password "${sec.data.libera_sasl}"
/set relay.network.password "«c»"
/relay add tls.weechat 9001
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.an(20)}, `"${sec.data.libera_sasl}"`, "/relay add tls.weechat 9001")

	g.dtAdd("weechat-sec-conf-plain", `
[crypt]
cipher = aes256
hash_algo = sha256
passphrase_command = ""
salt = on

[data]
__passphrase__ = off
oftc_nickserv = "«a»"
relay = "«b»"
`, V{"a": g.pw(), "b": g.an(24)}, "__passphrase__ = off")

	g.dtAdd("hexchat-servlist", `
$ cat ~/.config/hexchat/servlist.conf
v=2.16.2

N=Libera.Chat
L=6
I=felixw
i=felixw_
U=felixw
P=«a»
E=UTF-8 (Unicode)
F=23
D=0
S=irc.libera.chat/+6697
J=#archlinux,#weechat

N=OFTC
E=UTF-8 (Unicode)
F=19
D=0
S=irc.oftc.net/+6697
`, V{"a": g.pw()}, "J=#archlinux,#weechat", "S=irc.oftc.net/+6697")

	g.dtAdd("znc-conf-user-hash", `
<User felixw>
	Pass       = sha256#«a»#«_salt»#
	Admin      = true
	Nick       = felixw
	AltNick    = felixw_
	Ident      = felixw
	LoadModule = chansaver
	LoadModule = controlpanel

	<Network libera>
		LoadModule = sasl
		Server     = irc.libera.chat +6697
	</Network>
</User>
`, V{"a": g.hex(64), "_salt": g.s(alAlnum+"!-_?", 20)}, "irc.libera.chat +6697")

	g.dtAdd("discord-settings-benign", `
$ cat ~/.config/discord/settings.json
{
  "BACKGROUND_COLOR": "#313338",
  "IS_MAXIMIZED": false,
  "IS_MINIMIZED": false,
  "WINDOW_BOUNDS": { "x": 240, "y": 84, "width": 1440, "height": 900 },
  "SKIP_HOST_UPDATE": true,
  "chromiumSwitches": {},
  "trayBalloonShown": true,
  "offloadAdmControls": true
}
$ ls ~/.config/discord/0.0.59/modules/
discord_desktop_core  discord_krisp  discord_utils  discord_voice  installed.json
`, V{}, `"SKIP_HOST_UPDATE": true`, "0.0.59")

	g.dtAdd("discord-leveldb-strings-token", `
$ strings ~/.config/discord/Local\ Storage/leveldb/000005.ldb | grep -i token | head -3
_https://discord.com��token"«a»"
_https://discord.com��tokens{"«_uid»":"«a»"}
_https://discord.com��MultiAccountStore{"_state":{"users":[{"id":"«_uid»","avatar":"«_av»","username":"felixw","discriminator":"0","tokenStatus":1}]}}
`, V{"a": g.dskDiscord(), "_uid": g.digits(18), "_av": g.hex(32)}, `"username":"felixw"`)

	xc, xd := g.dskXoxc(), g.dskXoxd()
	g.dtAdd("slack-desktop-token-and-cookie", `
# pulled from the Slack desktop app so slackdump can run as me
$ export SLACK_TOKEN=«a»
$ export SLACK_COOKIE='d=«b»'
$ slackdump list channels -workspace acme
Channels saved to: channels-«_ws».txt
`, V{"a": xc, "b": xd, "_ws": g.slackT()}, "slackdump list channels -workspace acme")

	g.dtAdd("slack-root-state-benign", `
$ jq '{appTeams: .appTeams.selectedTeamId, teams: [.teams | to_entries[] | {id: .key, name: .value.name, url: .value.url}], settings: .settings.releaseChannel}' ~/.config/Slack/storage/root-state.json
{
  "appTeams": "«_t1»",
  "teams": [
    { "id": "«_t1»", "name": "Acme Corp", "url": "https://acme-corp.slack.com/" },
    { "id": "«_t2»", "name": "Rust Community", "url": "https://rust-lang.slack.com/" }
  ],
  "settings": "prod"
}
`, V{"_t1": g.slackT(), "_t2": g.slackT()}, "https://acme-corp.slack.com/")

	mtx := g.dskMatrix("@felix:matrix.org")
	g.dtAdd("element-desktop-local-storage", `
> Element desktop keeps logging me out, here is what's in local storage (DevTools > Application):
mx_hs_url        https://matrix-client.matrix.org
mx_is_url        https://vector.im
mx_user_id       @felix:matrix.org
mx_device_id     «_dev»
mx_access_token  «a»
mx_has_access_token  true
mx_is_guest      false
`, V{"_dev": g.s(alUpper, 10), "a": mtx}, "@felix:matrix.org", "https://matrix-client.matrix.org")

	g.dtAdd("signal-desktop-config-key", `
$ cat ~/.config/Signal/config.json
{
  "key": "«a»",
  "mediaPermissions": true,
  "mediaCameraPermissions": true
}
$ sqlcipher ~/.config/Signal/sql/db.sqlite "PRAGMA key = \"x'«a»'\"; select count(*) from messages;"
48213
`, V{"a": g.hex(64)}, `"mediaPermissions": true`)

	g.dtAdd("signal-desktop-encrypted-key-benign", `
$ cat ~/.config/Signal/config.json
{
  "encryptedKey": "«=ek»",
  "safeStorageBackend": "gnome_libsecret",
  "mediaPermissions": true
}
$ cat ~/.config/Signal/ephemeral.json
{"system-tray-setting":"MinimizeToSystemTray","theme-setting":"system","spell-check":true,"window":{"maximized":false,"autoHideMenuBar":false,"fullscreen":false,"width":1100,"height":760,"x":410,"y":140}}
`, V{"=ek": "763131" + g.hex(160)}, `"safeStorageBackend": "gnome_libsecret"`, `"theme-setting":"system"`)

	g.dtAdd("telegram-desktop-bot-chat", `
I'm testing the bot from Telegram Desktop; the token BotFather gave me is
«a»
and /getUpdates shows my chat id «_chat» (that one is fine to share, right?)
`, V{"a": g.telegram(), "_chat": g.digits(9)}, "/getUpdates")

	g.dtAdd("mattermost-desktop-servers-benign", `
$ cat ~/.config/Mattermost/config.json
{
  "version": 3,
  "teams": [],
  "servers": [
    { "name": "ACME", "url": "https://chat.acme-corp.example", "order": 0 },
    { "name": "community", "url": "https://community.mattermost.com", "order": 1 }
  ],
  "showTrayIcon": true,
  "trayIconTheme": "use_system",
  "minimizeToTray": true,
  "notifications": { "flashWindow": 2, "bounceIcon": true, "bounceIconType": "informational" },
  "spellCheckerLocales": ["en-US", "de-DE"],
  "lastActiveServer": 0,
  "startInFullscreen": false,
  "appLanguage": ""
}
`, V{}, "https://chat.acme-corp.example", `"trayIconTheme": "use_system"`)
}

// ---- torrent clients ----

func (g *G) dskTorrent() {
	g.dtAdd("transmission-settings-plain-before-start", `
$ sudo systemctl stop transmission-daemon
$ sudo nano /etc/transmission-daemon/settings.json
    "rpc-authentication-required": true,
    "rpc-bind-address": "0.0.0.0",
    "rpc-enabled": true,
    "rpc-host-whitelist": "",
    "rpc-host-whitelist-enabled": true,
    "rpc-password": "«a»",
    "rpc-port": 9091,
    "rpc-url": "/transmission/",
    "rpc-username": "tm-admin",
    "rpc-whitelist": "127.0.0.1,192.168.1.*",
    "rpc-whitelist-enabled": true,
$ sudo systemctl start transmission-daemon
`, V{"a": g.pw()}, `"rpc-whitelist": "127.0.0.1,192.168.1.*"`, "tm-admin")

	g.dtAdd("transmission-settings-hashed", `
$ jq '{"rpc-password", "rpc-username", "peer-port", "download-dir", "blocklist-url", "dht-enabled"}' ~/.config/transmission-daemon/settings.json
{
  "rpc-password": "«a»",
  "rpc-username": "tm-admin",
  "peer-port": 51413,
  "download-dir": "/srv/media/downloads",
  "blocklist-url": "https://github.com/Naunter/BT_BlockLists/raw/master/bt_blocklists.gz",
  "dht-enabled": true
}
`, V{"a": g.dskTransHash()}, "/srv/media/downloads", "bt_blocklists.gz")

	g.dtAdd("transmission-remote-auth", `
$ transmission-remote 192.168.1.5:9091 --auth tm-admin:«a» -l
    ID   Done       Have  ETA           Up    Down  Ratio  Status       Name
     1   100%    4.71 GB  Done         0.0     0.0    2.1  Idle         debian-12.5.0-amd64-DVD-1.iso
     2    38%    1.20 GB  14 min     120.0  2410.0    0.0  Downloading  ubuntu-24.04-desktop-amd64.iso
Sum:             5.91 GB               120.0  2410.0
`, V{"a": g.pwURL()}, "debian-12.5.0-amd64-DVD-1.iso")

	g.dtAdd("transmission-session-id-benign", `
$ curl -si http://127.0.0.1:9091/transmission/rpc
HTTP/1.1 409 Conflict
Server: Transmission
X-Transmission-Session-Id: «_sid»
Content-Type: text/html; charset=ISO-8859-1

<h1>409: Conflict</h1><p>Your request had an invalid session-id header.</p>
`, V{"_sid": g.an(48)}, "409: Conflict")

	g.dtAdd("qbittorrent-conf-pbkdf2", `
$ sed -n '/^\[Preferences\]/,$p' ~/.config/qBittorrent/qBittorrent.conf
[Preferences]
Connection\PortRangeMin=6881
Downloads\SavePath=/home/mo/Downloads/
General\Locale=en
WebUI\Address=*
WebUI\Enabled=true
WebUI\LocalHostAuth=false
WebUI\Password_PBKDF2="«a»"
WebUI\Port=8080
WebUI\Username=admin
WebUI\CSRFProtection=true
`, V{"a": g.dskQbt()}, `Downloads\SavePath=/home/mo/Downloads/`, `WebUI\Username=admin`)

	g.dtAdd("qbittorrent-conf-mail-proxy", `
[Preferences]
MailNotification\enabled=true
MailNotification\email=mo@example.net
MailNotification\req_auth=true
MailNotification\req_ssl=true
MailNotification\smtp_server=smtp.example.net
MailNotification\username=qbt-notify@example.net
MailNotification\password=«a»
[Network]
Proxy\IP=nl-ams.vpn.example
Proxy\Port=@Variant(\0\0\0\x85\x4\x38)
Proxy\Type=SOCKS5
Proxy\Username=p«_user»
Proxy\Password=«b»
`, V{"a": g.pw(), "_user": g.digits(7), "b": g.an(12)}, `MailNotification\smtp_server=smtp.example.net`)

	g.dtAdd("qbittorrent-temp-password-log", `
$ docker logs qbittorrent 2>&1 | tail -6
******** Information ********
To control qBittorrent, access the WebUI at: http://localhost:8080
The WebUI administrator username is: admin
The WebUI administrator password was not set. A temporary password is provided for this session: «a»
You should set your own password in program preferences.
`, V{"a": g.an(9)}, "The WebUI administrator username is: admin")

	g.dtAdd("qbittorrent-api-cookie", `
$ curl -i --data 'username=admin&password=«a»' http://nas.lan:8080/api/v2/auth/login
HTTP/1.1 200 OK
set-cookie: SID=«b»; HttpOnly; SameSite=Strict; path=/
Ok.
$ curl --cookie 'SID=«b»' http://nas.lan:8080/api/v2/app/version
v4.6.5
`, V{"a": g.pwURL(), "b": g.b64u(32)}, "v4.6.5", "http://nas.lan:8080/api/v2/app/version")

	g.dtAdd("deluge-auth-file", `
$ cat ~/.config/deluge/auth
localclient:«a»:10
mo:«b»:10
remote-sonarr:«c»:5
`, V{"a": g.hex(40), "b": g.pw(), "c": g.pwURL()}, "remote-sonarr")

	g.dtAdd("deluge-web-conf-hash", `
$ cat ~/.config/deluge/web.conf
{
    "file": 2,
    "format": 1
}{
    "base": "/",
    "cert": "ssl/daemon.cert",
    "default_daemon": "«_d»",
    "enabled_plugins": [],
    "first_login": false,
    "https": false,
    "interface": "0.0.0.0",
    "language": "",
    "pkey": "ssl/daemon.pkey",
    "port": 8112,
    "pwd_salt": "«a»",
    "pwd_sha1": "«b»",
    "session_timeout": 3600,
    "sessions": {},
    "show_session_speed": false,
    "theme": "gray"
}
`, V{"_d": g.hex(32), "a": g.hex(40), "b": g.hex(40)}, `"session_timeout": 3600`)

	g.dtAdd("deluge-console-connect", `
$ deluge-console "connect 127.0.0.1:58846 mo «a»; info -s Downloading"
Name: archlinux-2024.06.01-x86_64.iso
ID: «_ih»
State: Downloading Down Speed: 8.4 MiB/s Up Speed: 210.0 KiB/s ETA: 1m 12s
`, V{"a": g.pw(), "_ih": g.hex(40)}, "archlinux-2024.06.01-x86_64.iso")

	g.dtAdd("torrent-infohash-magnet-benign", `
$ transmission-show --magnet ubuntu-24.04-desktop-amd64.iso.torrent
magnet:?xt=urn:btih:«_ih»&dn=ubuntu-24.04-desktop-amd64.iso&tr=https%3A%2F%2Ftorrent.ubuntu.com%2Fannounce
$ sha256sum ubuntu-24.04-desktop-amd64.iso
«_sha»  ubuntu-24.04-desktop-amd64.iso
`, V{"_ih": g.hex(40), "_sha": g.hex(64)}, "ubuntu-24.04-desktop-amd64.iso")

	g.dtAdd("private-tracker-announce-passkey", `
$ transmission-show linux-distro-pack.torrent | sed -n '/TRACKERS/,/FILES/p'
TRACKERS

  Tier #1
  https://tracker.privatehd.example/announce.php?passkey=«a»

FILES
`, V{"a": g.hex(32)}, "tracker.privatehd.example")

	g.dtAdd("rtorrent-rc-benign", `
$ grep -v '^#' ~/.rtorrent.rc | sed '/^$/d'
directory.default.set = ~/downloads
session.path.set = ~/.session
network.port_range.set = 49164-49164
network.scgi.open_local = /home/mo/.rtorrent.sock
dht.mode.set = disable
protocol.encryption.set = allow_incoming,try_outgoing,enable_retry
throttle.global_up.max_rate.set_kb = 500
`, V{}, "network.scgi.open_local = /home/mo/.rtorrent.sock", "49164-49164")
}

// ---- media servers, streaming and players ----

func (g *G) dskMedia() {
	d1, d2 := g.dskSyncID(), g.dskSyncID()
	g.dtAdd("syncthing-config-gui", `
$ sed -n '1,4p;/<gui /,/<\/gui>/p' ~/.local/state/syncthing/config.xml
<configuration version="37">
    <folder id="«_f»" label="Documents" path="/home/rin/Documents" type="sendreceive" rescanIntervalS="3600" fsWatcherEnabled="true" fsWatcherDelayS="10" ignorePerms="false" autoNormalize="true">
        <filesystemType>basic</filesystemType>
        <device id="«_d1»" introducedBy=""></device>
    <gui enabled="true" tls="true" debugging="false" sendBasicAuthPrompt="false">
        <address>0.0.0.0:8384</address>
        <user>rin</user>
        <password>«a»</password>
        <apikey>«b»</apikey>
        <theme>default</theme>
    </gui>
`, V{"_f": g.dskFolderID(), "_d1": d1, "a": "$2a$10$" + g.s(alAlnum+"./", 53), "b": g.an(32)}, "/home/rin/Documents", "0.0.0.0:8384")

	g.dtAdd("syncthing-devices-benign", `
$ syncthing cli show system | jq '{myID, uptime, startTime}'
{
  "myID": "«_d1»",
  "uptime": 86412,
  "startTime": "2024-06-12T08:01:55.431+02:00"
}
$ syncthing cli config devices list
«_d1»
«_d2»
$ syncthing cli config devices «_d2» name get
pixel-8
`, V{"_d1": d1, "_d2": d2}, "pixel-8")

	g.dtAdd("syncthing-rest-apikey-curl", `
$ curl -s -H "X-API-Key: «a»" http://127.0.0.1:8384/rest/db/status?folder=«_f» | jq '{state, needFiles, globalBytes}'
{
  "state": "idle",
  "needFiles": 0,
  "globalBytes": 18342210441
}
`, V{"a": g.an(32), "_f": g.dskFolderID()}, "18342210441")

	g.dtAdd("syncthing-key-pem", `
$ ls ~/.local/state/syncthing/
cert.pem  config.xml  https-cert.pem  https-key.pem  index-v0.14.0.db  key.pem
$ cat ~/.local/state/syncthing/key.pem
«k»
`, V{"k": g.ecSEC1().block()}, "index-v0.14.0.db")

	g.dtAdd("plex-preferences-xml", `
$ cat "/var/lib/plexmediaserver/Library/Application Support/Plex Media Server/Preferences.xml"
<?xml version="1.0" encoding="utf-8"?>
<Preferences OldestPreviousVersion="1.40.1.8227-c0dd5a73e" MachineIdentifier="«_mid»" ProcessedMachineIdentifier="«_pmid»" AnonymousMachineIdentifier="«_amid»" MetricsEpoch="1" AcceptedEULA="1" FriendlyName="basement-nas" PublishServerOnPlexOnlineKey="1" PlexOnlineHome="1" CertificateUUID="«_cert»" PubSubServer="184.105.148.115" PubSubServerRegion="sjc" PubSubServerPing="41" PlexOnlineUsername="rinfamily" PlexOnlineMail="rin@family.example" PlexOnlineToken="«a»" LastAutomaticMappedPort="0" ManualPortMappingMode="1" ManualPortMappingPort="32400" TranscoderTempDirectory="/transcode" GdmEnabled="1"/>
`, V{"_mid": g.uuid(), "_pmid": g.hex(40), "_amid": g.uuid(), "_cert": g.hex(32), "a": g.dskPlex()}, "basement-nas", "1.40.1.8227-c0dd5a73e")

	g.dtAdd("plex-claim-and-token-url", `
$ docker run -d --name plex --network host -e TZ=Europe/Berlin -e PLEX_CLAIM=«a» -v /srv/plex:/config plexinc/pms-docker
«_cid»
$ curl -s "http://127.0.0.1:32400/library/sections?X-Plex-Token=«b»" | grep -o 'title="[^"]*"'
title="Movies"
title="TV Shows"
`, V{"a": "claim-" + g.s(alAlnum+"-_", 20), "_cid": g.hex(64), "b": g.dskPlex()}, "plexinc/pms-docker", `title="TV Shows"`)

	g.dtAdd("plex-preferences-no-token-benign", `
<Preferences MachineIdentifier="«_mid»" ProcessedMachineIdentifier="«_pmid»" AnonymousMachineIdentifier="«_amid»" FriendlyName="pi-plex" AcceptedEULA="1" CertificateVersion="3" CertificateUUID="«_cert»" PlexOnlineToken="" PubSubServer="" secureConnections="1" LanNetworksBandwidth="192.168.0.0/24"/>
`, V{"_mid": g.uuid(), "_pmid": g.hex(40), "_amid": g.uuid(), "_cert": g.hex(32)}, "pi-plex", `PlexOnlineToken=""`)

	g.dtAdd("jellyfin-auth-header", `
$ curl -s https://jf.home.example/Users/«_uid»/Items/Latest?Limit=3 \
    -H 'Authorization: MediaBrowser Client="Jellyfin Web", Device="Firefox", DeviceId="«_dev»", Version="10.9.7", Token="«a»"' | jq '.[].Name'
"Dune: Part Two"
"Shōgun"
"The Bear"
`, V{"_uid": g.hex(32), "_dev": b64s("Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0|" + g.digits(13)), "a": g.hex(32)}, "jf.home.example", `Version="10.9.7"`)

	g.dtAdd("jellyfin-api-keys-sqlite", `
$ sudo sqlite3 /var/lib/jellyfin/data/jellyfin.db "select Id, AccessToken, Name, DateCreated from ApiKeys;"
1|«a»|jellyseerr|2024-01-08 19:22:10.111
2|«b»|home-assistant|2024-03-30 11:05:47.902
`, V{"a": g.hex(32), "b": g.hex(32)}, "home-assistant", "jellyseerr")

	g.dtAdd("jellyfin-system-xml-benign", `
$ grep -E '<(ServerName|CachePath|MetadataPath|IsStartupWizardCompleted|UICulture|EnableMetrics|QuickConnectAvailable)>' /etc/jellyfin/system.xml
  <EnableMetrics>false</EnableMetrics>
  <IsStartupWizardCompleted>true</IsStartupWizardCompleted>
  <CachePath>/var/cache/jellyfin</CachePath>
  <MetadataPath>/var/lib/jellyfin/metadata</MetadataPath>
  <ServerName>living-room</ServerName>
  <UICulture>en-US</UICulture>
  <QuickConnectAvailable>true</QuickConnectAvailable>
$ grep ServerId /var/lib/jellyfin/data/device.txt 2>/dev/null || cat /var/lib/jellyfin/data/device.txt
«_sid»
`, V{"_sid": g.hex(32)}, "<ServerName>living-room</ServerName>")

	g.dtAdd("obs-service-json-twitch", `
$ cat ~/.config/obs-studio/basic/profiles/Streaming/service.json
{
    "settings": {
        "bwtest": false,
        "key": "«a»",
        "server": "auto",
        "service": "Twitch"
    },
    "type": "rtmp_common"
}
`, V{"a": g.dskTwitch()}, `"service": "Twitch"`)

	g.dtAdd("obs-service-json-youtube-custom", `
{
    "settings": {
        "server": "rtmp://a.rtmp.youtube.com/live2",
        "key": "«a»",
        "use_auth": true,
        "username": "restream",
        "password": "«b»"
    },
    "type": "rtmp_custom"
}
`, V{"a": g.dskYT(), "b": g.pw()}, "rtmp://a.rtmp.youtube.com/live2")

	g.dtAdd("obs-websocket-config", `
$ cat ~/.config/obs-studio/plugin_config/obs-websocket/config.json
{"alerts_enabled":false,"auth_required":true,"first_load":false,"server_enabled":true,"server_password":"«a»","server_port":4455}
`, V{"a": g.an(16)}, `"server_port":4455`)

	g.dtAdd("obs-basic-ini-benign", `
$ cat ~/.config/obs-studio/basic/profiles/Streaming/basic.ini
[General]
Name=Streaming

[Video]
BaseCX=2560
BaseCY=1440
OutputCX=1920
OutputCY=1080
FPSType=1
FPSCommon=60

[SimpleOutput]
VBitrate=6000
StreamEncoder=nvenc
ABitrate=160
RecFormat2=mkv
FilePath=/home/rin/Videos

[Output]
Mode=Simple
`, V{}, "StreamEncoder=nvenc", "FilePath=/home/rin/Videos")

	g.dtAdd("obs-log-masked-key-benign", `
19:02:11.733: [rtmp stream: 'adv_stream'] Connecting to RTMP URL rtmp://live.twitch.tv/app...
19:02:11.980: [rtmp stream: 'adv_stream'] Interface: Intel(R) Ethernet Controller I225-V (ethernet, 1000 mbps)
19:02:12.311: [rtmp stream: 'adv_stream'] Connection to rtmp://live.twitch.tv/app successful
19:02:12.312: ==== Streaming Start ===============================================
19:02:12.312: [obs-websocket] [WebSocketServer::onOpen] New WebSocket client has connected from 127.0.0.1:51104
`, V{}, "rtmp://live.twitch.tv/app", "Intel(R) Ethernet Controller I225-V")

	g.dtAdd("spotify-prefs", `
$ cat ~/.config/spotify/prefs
storage.last-location="/home/rin/.cache/spotify/Storage"
autologin.canonical_username="«_u»"
autologin.saved_credentials="«a»"
app.last-launched-version="1.2.37.701.ge66eb7bc"
ui.track_notifications_enabled=false
core.clock_delta=-1
app.autostart-configured=true
`, V{"_u": g.s(alLowNum, 25), "a": g.b64(96)}, "1.2.37.701.ge66eb7bc")

	g.dtAdd("spotify-player-client-yml", `
$ cat ~/.config/spotify-tui/client.yml
---
client_id: «_cid»
client_secret: «a»
device_id: «_dev»
port: 8888
`, V{"_cid": g.hex(32), "a": g.hex(32), "_dev": g.hex(40)}, "port: 8888")

	g.dtAdd("vlcrc-http-password", `
$ grep -E '^(http-password|http-port|extraintf|rc-host|sout-avcodec|intf)=' ~/.config/vlc/vlcrc
extraintf=http
http-password=«a»
http-port=8080
intf=qt
`, V{"a": g.pw()}, "extraintf=http", "http-port=8080")

	g.dtAdd("vlc-recent-rtsp", `
$ grep -A3 '^\[RecentsMRL\]' ~/.config/vlc/vlc-qt-interface.conf
[RecentsMRL]
list=rtsp://admin:«a»@192.168.1.64:554/Streaming/Channels/101, file:///home/rin/Videos/clip.mkv, https://www.youtube.com/watch?v=«_yt»
times=0, 12034, 0
`, V{"a": g.pw(), "_yt": g.b64u(11)}, "file:///home/rin/Videos/clip.mkv")

	g.dtAdd("kodi-sources-smb", `
$ cat ~/.kodi/userdata/sources.xml
<sources>
    <video>
        <default pathversion="1"></default>
        <source>
            <name>NAS Movies</name>
            <path pathversion="1">smb://kodi:«a»@192.168.1.10/media/Movies/</path>
            <allowsharing>true</allowsharing>
        </source>
    </video>
</sources>
$ cat ~/.kodi/userdata/passwords.xml
<passwords>
    <path>
        <from pathversion="1">smb://192.168.1.10/media</from>
        <to pathversion="1">smb://kodi:«a»@192.168.1.10/media/</to>
    </path>
</passwords>
`, V{"a": g.pwURL()}, "NAS Movies", "smb://192.168.1.10/media")

	g.dtAdd("kodi-advancedsettings-mysql", `
<advancedsettings version="1.0">
  <videodatabase>
    <type>mysql</type>
    <host>192.168.1.10</host>
    <port>3306</port>
    <user>kodi</user>
    <pass>«a»</pass>
  </videodatabase>
  <videolibrary><importwatchedstate>true</importwatchedstate></videolibrary>
</advancedsettings>
`, V{"a": g.pw()}, "<importwatchedstate>true</importwatchedstate>")
}

// ---- password managers ----

func (g *G) dskPasswords() {
	g.dtAdd("keepassxc-ini-benign", `
$ cat ~/.config/keepassxc/keepassxc.ini
[General]
ConfigVersion=2
MinimizeAfterUnlock=false

[Browser]
CustomProxyLocation=
Enabled=true
SearchInAllDatabases=true
UpdateBinaryPath=true

[GUI]
ApplicationTheme=dark
MinimizeOnClose=true
ShowTrayIcon=true
TrayIconAppearance=monochrome-light

[Security]
ClearClipboardTimeout=15
IconDownloadFallback=true
LockDatabaseIdle=true
LockDatabaseIdleSeconds=600
`, V{}, "ClearClipboardTimeout=15", "LockDatabaseIdleSeconds=600")

	g.dtAdd("keepassxc-cli-show", `
$ keepassxc-cli show -s ~/Sync/vault.kdbx "Infra/Proxmox root"
Enter password to unlock /home/rin/Sync/vault.kdbx:
Title: Proxmox root
UserName: root@pam
Password: «a»
URL: https://pve.home.example:8006
Notes: 2FA in Aegis
Uuid: {«_u»}
Tags: 
`, V{"a": g.pwStrong(), "_u": g.uuid()}, "https://pve.home.example:8006", "root@pam")

	g.dtAdd("keepassxc-cli-show-masked-benign", `
$ keepassxc-cli show ~/Sync/vault.kdbx "Infra/Proxmox root"
Enter password to unlock /home/rin/Sync/vault.kdbx:
Title: Proxmox root
UserName: root@pam
Password: PROTECTED
URL: https://pve.home.example:8006
Notes: 2FA in Aegis
Uuid: {«_u»}
Tags: 
`, V{"_u": g.uuid()}, "Password: PROTECTED")

	g.dtAdd("keepassxc-cli-totp-and-keyfile", `
$ keepassxc-cli show --key-file ~/.keys/vault.keyx --totp ~/Sync/vault.kdbx "GitHub"
«=otp»
$ cat ~/.keys/vault.keyx
<?xml version="1.0" encoding="UTF-8"?>
<KeyFile>
    <Meta>
        <Version>2.0</Version>
    </Meta>
    <Key>
        <Data Hash="«_kh»">
            «a»
        </Data>
    </Key>
</KeyFile>
`, V{"=otp": g.digits(6), "_kh": g.s(alHexU, 8), "a": strings.ToUpper(g.hex(8) + " " + g.hex(8) + " " + g.hex(8) + " " + g.hex(8) + "\n            " + g.hex(8) + " " + g.hex(8) + " " + g.hex(8) + " " + g.hex(8))}, "<Version>2.0</Version>")

	g.dtAdd("bitwarden-data-json-tokens", `
$ jq 'with_entries(select(.key | test("token|appId|installedVersion|environment")))' ~/.config/Bitwarden/data.json
{
  "global_applicationId_appId": "«_app»",
  "installedVersion": "2024.6.0",
  "user_«_uid»_token_accessToken": "«a»",
  "user_«_uid»_token_refreshToken": "«b»",
  "global_environment_region": "EU"
}
`, V{"_app": g.uuid(), "_uid": g.uuid(), "a": g.userJWT(), "b": g.b64u(88) + "=="}, `"installedVersion": "2024.6.0"`)

	g.dtAdd("bitwarden-data-json-encstrings-benign", `
$ jq '{appId, "user_«_uid»_crypto_privateKey": .["user_«_uid»_crypto_privateKey"], kdf: .["user_«_uid»_kdfConfig_kdfConfig"]}' ~/.config/Bitwarden/data.json
{
  "appId": "«_app»",
  "user_«_uid»_crypto_privateKey": "«=pk»",
  "kdf": { "iterations": 600000, "kdfType": 0 }
}
`, V{"_uid": g.uuid(), "_app": g.uuid(), "=pk": g.dskEnc(1232)}, `"iterations": 600000`)

	g.dtAdd("bw-cli-unlock-session", `
$ bw unlock
? Master password: [hidden]
Your vault is now unlocked!

To unlock your vault, set your session key to the ˋBW_SESSIONˋ environment variable. ex:
$ export BW_SESSION="«a»"
> $env:BW_SESSION="«a»"

You can also pass the session key to any command with the ˋ--sessionˋ option. ex:
$ bw list items --session «a»
`, V{"a": g.b64(64)}, "Your vault is now unlocked!")

	g.dtAdd("bw-cli-get-password", `
$ bw get item "Hetzner robot" | jq '{name, login: {username: .login.username, password: .login.password, totp: .login.totp}, id}'
{
  "name": "Hetzner robot",
  "login": {
    "username": "K0«_k»",
    "password": "«a»",
    "totp": "«b»"
  },
  "id": "«_id»"
}
`, V{"_k": g.digits(7), "a": g.pwStrong(), "b": g.totp(), "_id": g.uuid()}, `"name": "Hetzner robot"`)

	g.dtAdd("bw-api-key-env", `
# ~/.config/bw-backup.env (used by the nightly vault export)
BW_CLIENTID=user.«_uid»
BW_CLIENTSECRET=«a»
BW_PASSWORD=«b»
EXPORT_DIR=/srv/backup/bitwarden
`, V{"_uid": g.uuid(), "a": g.an(30), "b": g.pw()}, "EXPORT_DIR=/srv/backup/bitwarden")

	g.dtAdd("op-config-v1-accountkey", `
$ cat ~/.op/config
{
	"latest_signin": "family",
	"device": "«_dev»",
	"accounts": [
		{
			"shorthand": "family",
			"url": "https://family-rin.1password.com",
			"email": "rin@family.example",
			"accountKey": "«a»",
			"userUUID": "«_uu»"
		}
	]
}
`, V{"_dev": g.s("abcdefghijklmnopqrstuvwxyz234567", 26), "a": g.dskOPKey(), "_uu": g.s(alUpNum, 26)}, "https://family-rin.1password.com")

	g.dtAdd("op-config-v2-benign", `
$ cat ~/.config/op/config
{
	"latest_signin": "«_uu»",
	"device": "«_dev»",
	"accounts": [
		{
			"shorthand": "acme",
			"accountUUID": "«_au»",
			"url": "https://acme.1password.com",
			"email": "rin@acme.example",
			"userUUID": "«_uu»"
		}
	]
}
`, V{"_uu": g.s(alUpNum, 26), "_dev": g.s("abcdefghijklmnopqrstuvwxyz234567", 26), "_au": g.s(alUpNum, 26)}, "https://acme.1password.com")

	g.dtAdd("op-signin-raw-session", `
$ eval $(op signin --account acme)
Enter the password for rin@acme.example at acme.1password.com:
$ env | grep OP_SESSION
OP_SESSION_«_au»=«a»
$ op item get "Stripe live" --fields label=secret --reveal
«b»
`, V{"_au": g.s(alUpNum, 26), "a": g.b64u(43), "b": g.rkLive()}, "acme.1password.com")

	g.dtAdd("op-service-account-env", `
# .envrc (direnv) - CI-style access for the local stack
export OP_SERVICE_ACCOUNT_TOKEN=«a»
export DATABASE_URL="op://dev-stack/postgres/connection-string"
export STRIPE_KEY="op://dev-stack/stripe/test-key"
`, V{"a": g.opToken()}, "op://dev-stack/postgres/connection-string")

	g.dtAdd("op-references-benign", `
$ cat .env.tpl
POSTGRES_PASSWORD={{ op://Private/pg-local/password }}
SENTRY_AUTH_TOKEN=op://Shared/Sentry/credential
$ op inject -i .env.tpl -o .env --dry-run
POSTGRES_PASSWORD=<concealed by 1Password>
SENTRY_AUTH_TOKEN=<concealed by 1Password>
`, V{}, "op://Shared/Sentry/credential", "<concealed by 1Password>")

	g.dtAdd("pass-show-output", `
$ pass show hosting/hetzner-cloud
«a»
token-name: terraform-home
url: https://console.hetzner.cloud/projects/«_p»/security/tokens
`, V{"a": g.an(64), "_p": g.digits(7)}, "token-name: terraform-home")

	g.dtAdd("kwallet-query", `
$ kwallet-query -r "nextcloud:rin@cloud.family.example" kdewallet -f Nextcloud
«a»
$ kwallet-query -l kdewallet -f "Network Management"
{«_g»};802-11-wireless-security
`, V{"a": g.pw(), "_g": g.uuid()}, "Network Management")

	g.dtAdd("keepassxc-browser-settings-benign", `
DevTools > Application > Extension storage (keepassxc-browser)
settings: {"autoCompleteUsernames":true,"autoFillAndSend":false,"autoRetrieveCredentials":true,"checkUpdateKeePassXC":0,"showLoginNotifications":true,"usePredefinedSites":true,"defaultGroup":"","afterFillSorting":"sortByMatchingCredentials"}
latestKeePassXC: {"version":"2.7.9","lastChecked":null}
keyRing: {"«_h»":{"id":"firefox-laptop","hash":"«_h»","created":"2024-05-02T10:11:12.000Z","lastUsed":"2024-06-12T07:44:02.000Z"}}
`, V{"_h": g.hex(64)}, `"version":"2.7.9"`, "firefox-laptop")
}

// ---- games and launchers ----

func (g *G) dskGames() {
	sid := g.dskSteamID()
	g.dtAdd("steam-loginusers-benign", `
$ cat ~/.steam/steam/config/loginusers.vdf
"users"
{
	"«_sid»"
	{
		"AccountName"		"rin_plays"
		"PersonaName"		"Rin"
		"RememberPassword"		"1"
		"WantsOfflineMode"		"0"
		"SkipOfflineModeWarning"		"0"
		"AllowAutoLogin"		"1"
		"MostRecent"		"1"
		"Timestamp"		"1718179200"
	}
}
`, V{"_sid": sid}, `"AccountName"		"rin_plays"`)

	g.dtAdd("steam-config-vdf-connectcache", `
$ grep -n -A3 ConnectCache ~/.steam/steam/config/config.vdf
14:		"ConnectCache"
15-		{
16-			"«_k»"		"«a»"
17-		}
`, V{"_k": g.hex(8) + "1", "a": g.hex(400)}, `"ConnectCache"`)

	g.dtAdd("steam-local-vdf-benign", `
$ sed -n 1,20p ~/.steam/steam/config/config.vdf
"InstallConfigStore"
{
	"Software"
	{
		"Valve"
		{
			"Steam"
			{
				"AutoUpdateWindowEnabled"		"0"
				"CompatToolMapping"
				{
					"1245620"
					{
						"name"		"proton_9"
						"config"		""
						"priority"		"250"
					}
				}
				"CellIDServerOverride"		"«=cell»"
				"SurveyDate"		"2024-03-11"
`, V{"=cell": g.digits(2)}, `"proton_9"`, `"SurveyDate"		"2024-03-11"`)

	g.dtAdd("steam-web-api-key-script", `
# scripts/playtime.py
import requests
STEAM_API_KEY = "«a»"
STEAM_ID = "«_sid»"
r = requests.get("https://api.steampowered.com/IPlayerService/GetOwnedGames/v0001/",
                 params={"key": STEAM_API_KEY, "steamid": STEAM_ID, "include_appinfo": 1, "format": "json"})
`, V{"a": g.s(alHexU, 32), "_sid": sid}, "IPlayerService/GetOwnedGames/v0001")

	g.dtAdd("steam-desktop-authenticator-mafile", `
$ cat ~/SDA/maFiles/«_sid».maFile | jq .
{
  "shared_secret": "«a»",
  "serial_number": "«_sn»",
  "revocation_code": "«b»",
  "uri": "otpauth://totp/Steam:rin_plays?secret=«c»&issuer=Steam",
  "server_time": 1718179200,
  "account_name": "rin_plays",
  "token_gid": "«_tg»",
  "identity_secret": "«d»",
  "secret_1": "«=s1»",
  "status": 1,
  "device_id": "android:«_dev»",
  "fully_enrolled": true
}
`, V{"_sid": sid, "a": g.b64(20), "_sn": g.digits(19), "b": "R" + g.digits(5), "c": g.s(alB32, 32), "_tg": g.hex(16), "d": g.b64(20), "=s1": g.b64(20), "_dev": g.uuid()}, `"account_name": "rin_plays"`)

	g.dtAdd("steamcmd-login-script", `
$ cat update_valheim.txt
@ShutdownOnFailedCommand 1
@NoPromptForPassword 1
force_install_dir /srv/valheim
login rin_server «a»
app_update 896660 validate
quit
$ steamcmd +runscript update_valheim.txt
`, V{"a": g.pw()}, "app_update 896660 validate")

	g.dtAdd("steamcmd-anonymous-benign", `
$ steamcmd +force_install_dir /srv/cs2 +login anonymous +app_update 730 validate +quit
Redirecting stderr to '/home/steam/Steam/logs/stderr.txt'
Loading Steam API...OK
Connecting anonymously to Steam Public...OK
Waiting for client config...OK
Waiting for user info...OK
 Update state (0x61) downloading, progress: 43.12 (14201331925 / 32934816121)
Success! App '730' fully installed.
`, V{}, "+login anonymous", "Success! App '730' fully installed.")

	g.dtAdd("minecraft-launcher-accounts", `
$ jq '.accounts | to_entries[0].value | {accessToken, accessTokenExpiresAt, minecraftProfile, remoteId, username}' ~/.minecraft/launcher_accounts_microsoft_store.json
{
  "accessToken": "«a»",
  "accessTokenExpiresAt": "2024-06-13T08:11:20.000000Z",
  "minecraftProfile": { "id": "«_pid»", "name": "RinCraft" },
  "remoteId": "«_rid»",
  "username": "rin@family.example"
}
`, V{"a": g.jwt("HS256", `{"xuid":"`+g.digits(16)+`","agg":"Adult","sub":"`+g.uuid()+`","auth":"XBOX","ns":"default","roles":[],"iss":"authentication","platform":"PC_LAUNCHER","yuid":"`+g.hex(32)+`","nbf":1718091080,"exp":1718177480,"iat":1718091080}`), "_pid": g.hex(32), "_rid": g.hex(32)}, "RinCraft")

	g.dtAdd("minecraft-server-properties-rcon", `
$ grep -E '^(rcon|enable-rcon|server-port|motd|level-seed|white-list)' /srv/mc/server.properties
enable-rcon=true
level-seed=-«_seed»
motd=Rin's family server
rcon.password=«a»
rcon.port=25575
server-port=25565
white-list=true
`, V{"_seed": g.digits(18), "a": g.pw()}, "motd=Rin's family server")

	g.dtAdd("lutris-heroic-benign", `
$ jq '{defaultSettings: {winePrefix: .defaultSettings.winePrefix, wineVersion: .defaultSettings.wineVersion.name}, version}' ~/.config/heroic/config.json
{
  "defaultSettings": {
    "winePrefix": "/home/rin/Games/Heroic/Prefixes/default",
    "wineVersion": "Proton - GE-Proton9-7"
  },
  "version": "v0"
}
$ jq '.account_id, .displayName' ~/.config/legendary/user.json
"«_acct»"
"RinPlays"
`, V{"_acct": g.hex(32)}, "GE-Proton9-7", `"RinPlays"`)

	g.dtAdd("legendary-user-json-tokens", `
$ jq '{access_token, refresh_token, expires_at, account_id}' ~/.config/legendary/user.json
{
  "access_token": "eg1~«a»",
  "refresh_token": "eg1~«b»",
  "expires_at": "2024-06-12T15:44:02.011Z",
  "account_id": "«_acct»"
}
`, V{"a": g.b64u(340), "b": g.b64u(360), "_acct": g.hex(32)}, "2024-06-12T15:44:02.011Z")

	g.dtAdd("discord-rpc-app-id-benign", `
// src/presence.ts - Discord Rich Presence for our game's launcher
import { Client } from "discord-rpc";
const CLIENT_ID = "«_app»"; // application id, public (shown on the developer portal)
const rpc = new Client({ transport: "ipc" });
rpc.login({ clientId: CLIENT_ID }).catch(console.error);
`, V{"_app": g.digits(19)}, `transport: "ipc"`)
}

// ---- developer desktop apps ----

func (g *G) dskDevApps() {
	g.dtAdd("docker-desktop-settings-store-benign", `
$ jq '{AutoStart, DisplayedOnboarding, MemoryMiB, Cpus, DiskSizeMiB, UseVirtualizationFramework, AnalyticsEnabled, LicenseTermsVersion, SettingsVersion, ProxyHTTPMode}' ~/Library/Group\ Containers/group.com.docker/settings-store.json
{
  "AutoStart": false,
  "DisplayedOnboarding": true,
  "MemoryMiB": 8092,
  "Cpus": 6,
  "DiskSizeMiB": 65536,
  "UseVirtualizationFramework": true,
  "AnalyticsEnabled": false,
  "LicenseTermsVersion": 2,
  "SettingsVersion": 39,
  "ProxyHTTPMode": "system"
}
`, V{}, `"MemoryMiB": 8092`, `"ProxyHTTPMode": "system"`)

	g.dtAdd("docker-desktop-settings-proxy", `
$ jq '{ProxyHTTPMode, OverrideProxyHTTP, OverrideProxyHTTPS, OverrideProxyExclude}' "$APPDATA/Docker/settings-store.json"
{
  "ProxyHTTPMode": "manual",
  "OverrideProxyHTTP": "http://j.doe:«a»@proxy.corp.example.com:8080",
  "OverrideProxyHTTPS": "http://j.doe:«a»@proxy.corp.example.com:8080",
  "OverrideProxyExclude": "localhost,127.0.0.1,*.corp.example.com"
}
`, V{"a": g.pwURL()}, "localhost,127.0.0.1,*.corp.example.com")

	u, pat := "rinbuilds", g.dockerPAT()
	g.dtAdd("docker-config-json-auths", `
$ cat ~/.docker/config.json
{
	"auths": {
		"https://index.docker.io/v1/": {
			"auth": "«a»"
		},
		"ghcr.io": {
			"auth": "«b»"
		}
	},
	"currentContext": "desktop-linux"
}
`, V{"a": b64s(u + ":" + pat), "b": b64s("rin:" + g.ghp())}, `"currentContext": "desktop-linux"`)

	g.dtAdd("docker-config-credsstore-benign", `
$ cat ~/.docker/config.json
{
	"auths": {
		"https://index.docker.io/v1/": {},
		"ghcr.io": {},
		"«_acct».dkr.ecr.eu-west-1.amazonaws.com": {}
	},
	"credsStore": "desktop",
	"credHelpers": { "«_acct».dkr.ecr.eu-west-1.amazonaws.com": "ecr-login" },
	"currentContext": "desktop-linux",
	"plugins": { "-x-cli-hints": { "enabled": "true" } },
	"features": { "hooks": "true" }
}
`, V{"_acct": g.digits(12)}, `"credsStore": "desktop"`)

	g.dtAdd("docker-credential-desktop-get", `
$ echo https://index.docker.io/v1/ | docker-credential-desktop get
{"ServerURL":"https://index.docker.io/v1/","Username":"rinbuilds","Secret":"«a»"}
$ docker-credential-desktop list
{"https://index.docker.io/v1/":"rinbuilds","https://index.docker.io/v1/access-token":"rinbuilds","https://index.docker.io/v1/refresh-token":"rinbuilds"}
`, V{"a": g.dockerPAT()}, `"https://index.docker.io/v1/access-token":"rinbuilds"`)

	g.dtAdd("github-desktop-keychain", `
$ security find-generic-password -s "GitHub - https://api.github.com" -g 2>&1 | grep -E 'acct|password'
    "acct"<blob>="rin-dev"
password: "«a»"
`, V{"a": g.gho()}, `"acct"<blob>="rin-dev"`)

	g.dtAdd("github-desktop-state-benign", `
$ ls ~/.config/GitHub\ Desktop/
Cache  Code Cache  Crashpad  GPUCache  IndexedDB  Local Storage  Network Persistent State  Preferences  logs  window-state.json
$ cat ~/.config/GitHub\ Desktop/window-state.json
{"width":1280,"height":820,"x":320,"y":140,"isMaximized":false,"isFullScreen":false,"displayBounds":{"x":0,"y":0,"width":2560,"height":1440}}
$ tail -3 ~/.config/GitHub\ Desktop/logs/2024-06-12.desktop.production.log
2024-06-12T09:14:41.220Z - info: [ui] [AppStore.withAuthenticatingUser] account found for repository: acme/portal - rin-dev (has token)
2024-06-12T09:14:42.908Z - info: [ui] Executing fetch: git -c credential.helper= -c protocol.version=2 fetch --progress --prune --recurse-submodules=on-demand origin (took 1.688s)
2024-06-12T09:14:43.002Z - info: [main] [«_sid»] Checking for updates
`, V{"_sid": g.hex(8)}, "(has token)", "acme/portal")

	g.dtAdd("git-credentials-store", `
$ cat ~/.git-credentials
https://rin-dev:«a»@github.com
https://oauth2:«b»@gitlab.com
$ git config --global credential.helper
store
`, V{"a": g.ghp(), "b": g.glpat()}, "credential.helper")

	g.dtAdd("postman-environment-export", `
{
	"id": "«_id»",
	"name": "billing-api (staging)",
	"values": [
		{ "key": "baseUrl", "value": "https://billing.staging.acme.example/v2", "type": "default", "enabled": true },
		{ "key": "clientId", "value": "«_cid»", "type": "default", "enabled": true },
		{ "key": "clientSecret", "value": "«a»", "type": "secret", "enabled": true },
		{ "key": "accessToken", "value": "«b»", "type": "secret", "enabled": true }
	],
	"_postman_variable_scope": "environment",
	"_postman_exported_at": "2024-06-11T14:02:31.775Z",
	"_postman_exported_using": "Postman/11.1.14"
}
`, V{"_id": g.uuid(), "_cid": g.uuid(), "a": g.b64u(40), "b": g.userJWT()}, "https://billing.staging.acme.example/v2", "Postman/11.1.14")

	g.dtAdd("postman-api-key-newman", `
$ newman run "https://api.getpostman.com/collections/«_col»?apikey=«a»" --environment staging.postman_environment.json
newman

billing-api smoke
→ GET /invoices
  GET https://billing.staging.acme.example/v2/invoices [200 OK, 1.2kB, 211ms]
`, V{"_col": g.digits(8) + "-" + g.uuid(), "a": g.postman()}, "billing-api smoke")

	g.dtAdd("postman-environment-empty-benign", `
{
	"name": "billing-api (prod)",
	"values": [
		{ "key": "baseUrl", "value": "https://billing.acme.example/v2", "type": "default", "enabled": true },
		{ "key": "clientSecret", "value": "", "type": "secret", "enabled": true },
		{ "key": "accessToken", "value": "{{vault:billing-prod-token}}", "type": "secret", "enabled": true }
	],
	"_postman_variable_scope": "environment"
}
`, V{}, "{{vault:billing-prod-token}}")

	g.dtAdd("insomnia-environment-db", `
$ grep '"type":"Environment"' ~/.config/Insomnia/insomnia.Environment.db | tail -1 | jq '{_id, name, data}'
{
  "_id": "env_«_id»",
  "name": "Base Environment",
  "data": {
    "base_url": "https://api.shipfast.example",
    "api_key": "«a»",
    "admin_password": "«b»"
  }
}
`, V{"_id": g.hex(32), "a": "sf_live_" + g.an(32), "b": g.pw()}, "https://api.shipfast.example")

	g.dtAdd("insomnia-request-db-bearer", `
{"_id":"req_«_id»","type":"Request","parentId":"wrk_«_wrk»","modified":1718100223144,"url":"{{ _.base_url }}/v1/orders","name":"list orders","method":"GET","authentication":{"type":"bearer","token":"«a»","prefix":"","disabled":false},"headers":[{"name":"User-Agent","value":"insomnia/9.2.0"}]}
`, V{"_id": g.hex(32), "_wrk": g.hex(32), "a": g.userJWT()}, "insomnia/9.2.0")

	g.dtAdd("bruno-env-secret-benign", `
$ cat collections/billing/environments/staging.bru
vars {
  baseUrl: https://billing.staging.acme.example/v2
  clientId: billing-cli
}
vars:secret [
  clientSecret,
  accessToken
]
# secret values live in Bruno's app data (encrypted), not in the repo
`, V{}, "vars:secret [", "clientId: billing-cli")

	g.dtAdd("gitkraken-profile-benign", `
$ jq '{appId, "hosting": [.integrations[]? | {provider, username, tokenStored}], version: .lastVersion}' ~/.gitkraken/profiles/«_p»/profile
{
  "appId": "«_app»",
  "hosting": [
    { "provider": "github", "username": "rin-dev", "tokenStored": "secureStorage" }
  ],
  "version": "10.0.2"
}
`, V{"_p": g.hex(32), "_app": g.uuid()}, `"tokenStored": "secureStorage"`)

	g.dtAdd("lens-kubeconfig-token", `
$ cat ~/.config/Lens/kubeconfigs/«_id»
apiVersion: v1
kind: Config
clusters:
- cluster:
    certificate-authority-data: «_ca»
    server: https://k8s-api.home.example:6443
  name: homelab
users:
- name: lens-admin
  user:
    token: «a»
contexts:
- context: {cluster: homelab, user: lens-admin}
  name: homelab
current-context: homelab
`, V{"_id": g.uuid(), "_ca": b64s(g.certPEM().block()), "a": g.k8sSAToken()}, "https://k8s-api.home.example:6443")

	g.dtAdd("vscode-globalstorage-benign", `
$ sqlite3 ~/.config/Code/User/globalStorage/state.vscdb "select key from ItemTable where key like 'secret://%' limit 3;"
secret://{"extensionId":"vscode.github-authentication","key":"github.auth"}
secret://{"extensionId":"ms-python.python","key":"pylance.token"}
$ sqlite3 ~/.config/Code/User/globalStorage/state.vscdb "select value from ItemTable where key='telemetry.machineId';"
«_mid»
`, V{"_mid": g.hex(64)}, "vscode.github-authentication")
}

// ---- cloud sync clients ----

func (g *G) dskSync() {
	g.dtAdd("rclone-conf-obscured", `
$ cat ~/.config/rclone/rclone.conf
[nas]
type = sftp
host = 192.168.1.10
user = rin
pass = «a»
shell_type = unix
md5sum_command = md5sum
sha1sum_command = sha1sum

[storagebox]
type = webdav
url = https://u391022.your-storagebox.de
vendor = other
user = u391022
pass = «b»

[crypt-photos]
type = crypt
remote = storagebox:photos
password = «c»
password2 = «d»
`, V{"a": g.dskRclone(), "b": g.dskRclone(), "c": g.dskRclone(), "d": g.dskRclone()}, "remote = storagebox:photos", "sha1sum_command = sha1sum")

	g.dtAdd("rclone-conf-oauth-token", `
[gdrive]
type = drive
client_id = «_cid».apps.googleusercontent.com
client_secret = «a»
scope = drive
token = {"access_token":"«b»","token_type":"Bearer","refresh_token":"«c»","expiry":"2024-06-12T10:41:07.118343+02:00"}
team_drive = 
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.ya29(), "c": g.gRefresh()}, "scope = drive")

	g.dtAdd("rclone-conf-s3-b2", `
[b2]
type = b2
account = «_acct»
key = «a»
hard_delete = true

[r2]
type = s3
provider = Cloudflare
access_key_id = «_ak»
secret_access_key = «b»
endpoint = https://«_cfacct».r2.cloudflarestorage.com
acl = private
`, V{"_acct": "005" + g.hex(9) + "0000000003", "a": "K005" + g.s(alAlnum+"/+", 27), "_ak": g.hex(32), "b": g.hex(64), "_cfacct": g.hex(32)}, "provider = Cloudflare")

	g.dtAdd("rclone-obscure-command", `
$ rclone obscure '«a»'
«b»
$ rclone config create nas sftp host=192.168.1.10 user=rin pass=«b»
`, V{"a": g.pw(), "b": g.dskRclone()}, "host=192.168.1.10")

	g.dtAdd("rclone-config-show-encrypted-benign", `
$ rclone config show
Enter configuration password:
password:
[nas]
type = sftp
host = 192.168.1.10
user = rin
key_file = ~/.ssh/id_ed25519
$ head -3 ~/.config/rclone/rclone.conf
# Encrypted rclone configuration File

RCLONE_ENCRYPT_V0:
`, V{}, "RCLONE_ENCRYPT_V0:", "key_file = ~/.ssh/id_ed25519")

	g.dtAdd("rclone-env-config-pass", `
# /etc/systemd/system/rclone-backup.service.d/override.conf
[Service]
Environment=RCLONE_CONFIG_PASS=«a»
Environment=RCLONE_CONFIG=/root/.config/rclone/rclone.conf
ExecStart=
ExecStart=/usr/bin/rclone sync /srv/photos crypt-photos: --log-level INFO --fast-list
`, V{"a": g.pwStrong()}, "RCLONE_CONFIG=/root/.config/rclone/rclone.conf")

	g.dtAdd("nextcloud-desktop-cfg-benign", `
$ cat ~/.config/Nextcloud/nextcloud.cfg
[General]
clientVersion=3.13.0stable-Linux (build 20240522)
isVfsEnabled=false
launchOnSystemStartup=true
optionalServerNotifications=true

[Accounts]
0\Folders\1\ignoreHiddenFiles=false
0\Folders\1\journalPath=.sync_«_j».db
0\Folders\1\localPath=/home/rin/Nextcloud/
0\Folders\1\targetPath=/
0\Folders\1\version=2
0\authType=webflow
0\dav_user=rin
0\displayName=Rin
0\url=https://cloud.family.example
0\webflow_user=rin
0\version=13
version=2
`, V{"_j": g.hex(12)}, "0\\url=https://cloud.family.example", "0\\authType=webflow")

	g.dtAdd("nextcloud-app-password-curl", `
$ curl -u rin:«a» -X PROPFIND -H "Depth: 1" https://cloud.family.example/remote.php/dav/files/rin/Photos/ | xmllint --format - | grep -c '<d:response>'
34
`, V{"a": g.an(5) + "-" + g.an(5) + "-" + g.an(5) + "-" + g.an(5) + "-" + g.an(5)}, "remote.php/dav/files/rin/Photos/")

	g.dtAdd("onedrive-refresh-token-file", `
$ ls -la ~/.config/onedrive/
-rw-r--r-- 1 rin rin   458 Jun 12 10:02 config
-rw------- 1 rin rin  1720 Jun 12 10:02 refresh_token
-rw-r--r-- 1 rin rin 61440 Jun 12 10:03 items.sqlite3
$ cat ~/.config/onedrive/refresh_token
«a»
`, V{"a": "M.C5" + g.digits(2) + "_BAY." + g.b64u(400)}, "items.sqlite3")

	g.dtAdd("onedrive-config-benign", `
$ grep -v '^#' ~/.config/onedrive/config | sed '/^$/d'
sync_dir = "~/OneDrive"
skip_file = "~*|.~*|*.tmp|*.swp"
monitor_interval = "300"
application_id = "«_app»"
azure_ad_endpoint = ""
drive_id = "«_drive»"
`, V{"_app": g.uuid(), "_drive": "b!" + g.b64u(64)}, `skip_file = "~*|.~*|*.tmp|*.swp"`)

	g.dtAdd("dropbox-info-json-benign", `
$ cat ~/.dropbox/info.json
{"personal": {"path": "/home/rin/Dropbox", "host": «_host», "is_team": false, "subscription_type": "Plus"}}
$ dropbox status
Up to date
$ ls ~/.dropbox/instance1/
config.dbx  filecache.dbx  hostkeys  sync
`, V{"_host": g.digits(10)}, `"subscription_type": "Plus"`, "Up to date")

	g.dtAdd("joplin-settings-sync", `
$ jq '{"sync.target", "sync.5.path", "sync.5.username", "sync.5.password", "sync.9.path", "sync.9.username", "sync.9.password", "encryption.masterPassword"}' ~/.config/joplin-desktop/settings.json
{
  "sync.target": 5,
  "sync.5.path": "https://cloud.family.example/remote.php/dav/files/rin/Joplin",
  "sync.5.username": "rin",
  "sync.5.password": "«a»",
  "sync.9.path": null,
  "sync.9.username": null,
  "sync.9.password": null,
  "encryption.masterPassword": "«b»"
}
`, V{"a": g.pw(), "b": g.pwStrong()}, `"sync.target": 5`)

	g.dtAdd("joplin-api-token", `
$ curl "http://localhost:41184/notes?token=«a»&fields=id,title&limit=2"
{"items":[{"id":"«_n1»","title":"Kitchen renovation"},{"id":"«_n2»","title":"Tax 2023"}],"has_more":true}
`, V{"a": g.hex(128), "_n1": g.hex(32), "_n2": g.hex(32)}, "Kitchen renovation")

	g.dtAdd("obsidian-json-benign", `
$ cat ~/.config/obsidian/obsidian.json
{"vaults":{"«_v1»":{"path":"/home/rin/Notes","ts":1718179200551,"open":true},"«_v2»":{"path":"/home/rin/Work/acme-wiki","ts":1717410020113}},"frame":"hidden","updateDisabled":false}
$ cat ~/Notes/.obsidian/app.json
{"alwaysUpdateLinks":true,"newFileLocation":"folder","newFileFolderPath":"Inbox","attachmentFolderPath":"Attachments","vimMode":true}
`, V{"_v1": g.hex(16), "_v2": g.hex(16)}, "/home/rin/Work/acme-wiki", `"vimMode":true`)

	g.dtAdd("obsidian-plugin-data-json", `
$ cat ~/Notes/.obsidian/plugins/obsidian-git/data.json ~/Notes/.obsidian/plugins/remotely-save/data.json
{"commitMessage":"vault backup: {{date}}","autoSaveInterval":10,"autoPullOnBoot":true,"gitPath":"","showStatusBar":true}
{"s3":{"s3Endpoint":"https://s3.eu-central-003.backblazeb2.com","s3Region":"eu-central-003","s3AccessKeyID":"«_kid»","s3SecretAccessKey":"«a»","s3BucketName":"rin-notes"},"password":"«b»","serviceType":"s3","currLogLevel":"info","vaultRandomID":"«_rid»"}
`, V{"_kid": "003" + g.hex(9) + "0000000004", "a": "K003" + g.s(alAlnum+"/+", 27), "b": g.pw(), "_rid": g.an(21)}, "vault backup: {{date}}", "rin-notes")
}

// ---- ~/.config/*/ of Electron and other desktop apps ----

func (g *G) dskElectron() {
	g.dtAdd("electron-config-dirs-benign", `
$ ls ~/.config
Bitwarden  Code  Element  GitHub Desktop  Insomnia  Mattermost  Postman  Signal  Slack  discord  obsidian  spotify
$ du -sh ~/.config/Slack ~/.config/discord ~/.config/Code 2>/dev/null
612M	/home/rin/.config/Slack
288M	/home/rin/.config/discord
1.4G	/home/rin/.config/Code
`, V{}, "612M	/home/rin/.config/Slack")

	g.dtAdd("electron-cookies-sqlite-session", `
$ sqlite3 ~/.config/Slack/Cookies "select host_key, name, value, length(encrypted_value) from cookies where name in ('d','d-s','lc');"
.slack.com|d||324
.slack.com|d-s|«_ds»|0
.slack.com|lc|«_lc»|0
# value is empty because Chromium encrypts it (v11, key in libsecret "Slack Safe Storage")
`, V{"_ds": g.digits(10), "_lc": g.digits(10)}, "Slack Safe Storage")

	g.dtAdd("electron-safe-storage-key", `
$ secret-tool lookup application Slack
«a»
$ # the Chromium "Safe Storage" key; with it the v11 cookies decrypt (pbkdf2 salt "saltysalt", 1 iteration)
`, V{"a": g.b64(16)}, `salt "saltysalt"`)

	g.dtAdd("mailspring-config-json", `
$ jq '.["*"].accounts[0] | {id, provider, emailAddress, settings: {imap_host: .settings.imap_host, imap_username: .settings.imap_username, imap_password: .settings.imap_password, smtp_host: .settings.smtp_host}}' ~/.config/Mailspring/config.json
{
  "id": "«_id»",
  "provider": "imap",
  "emailAddress": "hello@ceramics-studio.example",
  "settings": {
    "imap_host": "mail.ceramics-studio.example",
    "imap_username": "hello@ceramics-studio.example",
    "imap_password": "«a»",
    "smtp_host": "mail.ceramics-studio.example"
  }
}
`, V{"_id": g.hex(12), "a": g.pw()}, "mail.ceramics-studio.example")

	g.dtAdd("ferdium-recipe-settings", `
$ jq '.services[] | select(.recipeId=="mattermost") | {name, recipeId, customUrl, team, isEnabled}' ~/.config/Ferdium/config/services.json
{
  "name": "ACME chat",
  "recipeId": "mattermost",
  "customUrl": "https://chat.acme-corp.example",
  "team": "",
  "isEnabled": true
}
$ cat ~/.config/Ferdium/config/settings.json
{"server":"https://api.ferdium.org","locale":"en-US","autoLaunchInBackground":false,"enableSpellchecking":true,"serverAccessToken":"«a»"}
`, V{"a": g.userJWT()}, "https://api.ferdium.org")

	g.dtAdd("zoom-conf-benign", `
$ cat ~/.config/zoomus.conf
[General]
GeoLocale=system
SensitiveInfoMaskOn=true
autoPlayGif=false
autoScale=true
captureHDCamera=true
chatListPanelLastWidth=240
enableAlphaBuffer=true
enableMiniWindow=true
fake_meeting_id=«_mid»
xwayland=false
conf.webserver.vendor.default=https://zoom.us
`, V{"_mid": g.digits(10)}, "SensitiveInfoMaskOn=true", "conf.webserver.vendor.default=https://zoom.us")

	g.dtAdd("zoom-meeting-link-pwd", `
Join the standup from the Zoom desktop app:
https://acme.zoom.us/j/«_mid»?pwd=«a»
Meeting ID: «_mids»
Passcode: «b»
`, V{"_mid": "8" + g.digits(10), "a": g.b64u(32) + ".1", "_mids": "8" + g.digits(2) + " " + g.digits(4) + " " + g.digits(4), "b": g.digits(6)}, "Join the standup")

	g.dtAdd("teams-desktop-logs-benign", `
$ tail -4 ~/.config/Microsoft/Microsoft\ Teams/logs.txt
Wed Jun 12 2024 09:22:31 GMT+0200 <5021> -- info -- [AppStateService] state changed: idle -> active, sessionId «_sid»
Wed Jun 12 2024 09:22:31 GMT+0200 <5021> -- info -- [Telemetry] deviceId «_dev» ring general
Wed Jun 12 2024 09:22:33 GMT+0200 <5021> -- info -- [auth] acquireToken succeeded for resource https://api.spaces.skype.com (token redacted)
Wed Jun 12 2024 09:22:35 GMT+0200 <5021> -- info -- [calling] registered endpoint «_ep»
`, V{"_sid": g.uuid(), "_dev": g.hex(32), "_ep": g.uuid()}, "(token redacted)")

	g.dtAdd("logseq-git-and-sync-benign", `
$ cat ~/.logseq/config/config.edn
{:ui/theme "dark"
 :git/auto-commit-seconds 60
 :git/disable-auto-commit? false
 :editor/logical-outdenting? true
 :spell-check true}
$ cat ~/.logseq/graphs/logseq_local_++home++rin++Notes.transit | head -c 120
["^ ","~:graph-uuid","~u«_g»","~:settings",["^ "]]
`, V{"_g": g.uuid()}, ":git/auto-commit-seconds 60")

	g.dtAdd("figma-desktop-settings-benign", `
$ cat ~/.config/figma-linux/settings.json
{"app":{"panelHeight":28,"showMainMenu":false,"disableThemes":false,"lastOpenedTabs":["https://www.figma.com/design/«_f»/Marketing-site?node-id=1-2"],"windowBounds":{"x":0,"y":27,"width":1920,"height":1053}},"theme":{"currentTheme":"0"}}
`, V{"_f": g.an(22)}, "Marketing-site?node-id=1-2")

	g.dtAdd("figma-pat-in-plugin-env", `
# ~/.config/figma-tokens-sync/.env  (used by our design-token export script)
FIGMA_TOKEN=«a»
FIGMA_FILE_KEY=«_f»
OUTPUT=packages/tokens/src/figma.json
`, V{"a": g.figma(), "_f": g.an(22)}, "packages/tokens/src/figma.json")

	g.dtAdd("todoist-desktop-api-token", `
$ grep -o '"apiToken":"[^"]*"' ~/.config/todoist-cli/config.json
"apiToken":"«a»"
$ todoist list --filter today
«_t1» p1 #Work Review onboarding PR
«_t2» p4 #Home Call the plumber
`, V{"a": g.hex(40), "_t1": g.digits(10), "_t2": g.digits(10)}, "Call the plumber")

	g.dtAdd("electron-preferences-chromium-benign", `
$ jq '{spellcheck: .spellcheck.dictionaries, partition: .partition.per_host_zoom_levels, electron: .electron.devtools}' ~/.config/Element/Preferences
{
  "spellcheck": ["en-US"],
  "partition": { "«_h»": { "app.element.io": 1.1 } },
  "electron": { "zoom": { "0": { "zoom_level": 0 } } }
}
$ cat ~/.config/Element/config.json
{"default_server_config":{"m.homeserver":{"base_url":"https://matrix.acme.example","server_name":"acme.example"}},"disable_guests":true,"brand":"Element"}
`, V{"_h": g.hex(16)}, "https://matrix.acme.example", `"disable_guests":true`)

	g.dtAdd("notion-enhancer-and-api", `
# notion-to-md export job (~/.config/notion-export/config.toml)
[notion]
token = "«a»"
root_page = "«_pg»"
[output]
dir = "~/Documents/notion-backup"
`, V{"a": g.notion(), "_pg": g.hex(32)}, `dir = "~/Documents/notion-backup"`)

	g.dtAdd("anydesk-service-conf", `
$ sudo cat /etc/anydesk/service.conf
ad.anynet.id=«_id»
ad.anynet.fpr=«_fpr»
ad.anynet.pwd_hash=«a»
ad.anynet.pwd_salt=«b»
ad.anynet.token_salt=«c»
ad.anynet.last_relay=relay-«_relay».net.anydesk.com:443
`, V{"_id": g.digits(10), "_fpr": g.hex(40), "a": g.hex(64), "b": g.hex(32), "c": g.hex(32), "_relay": g.hex(8)}, "net.anydesk.com:443")

	g.dtAdd("teamviewer-conf-benign", `
$ sudo teamviewer info
TeamViewer 15.54.3  (DEB)
TeamViewer ID: «_id»
teamviewerd status ● teamviewerd.service - TeamViewer remote control daemon
     Active: active (running) since Wed 2024-06-12 08:01:12 CEST; 2h 3min ago
$ grep -E 'ClientIC|InstallationDirectory' /opt/teamviewer/config/global.conf
[int32] ClientIC = «_ic»
[strng] InstallationDirectory = "/opt/teamviewer"
`, V{"_id": g.digits(10), "_ic": g.digits(9)}, "TeamViewer 15.54.3  (DEB)")
}

// ---- chat, issue and transcript pastes ----

func (g *G) dskTalk() {
	g.dtAdd("issue-filezilla-tls-debug-log", `
### Steps to reproduce
Connect to our FTPS server with the site below. Debug log (Edit > Settings > Debug > Verbose):

Status:	Connecting to 203.0.113.25:21...
Status:	Connection established, waiting for welcome message...
Trace:	CFtpControlSocket::OnReceive()
Response:	220 ProFTPD Server (hosting-eu) [203.0.113.25]
Command:	AUTH TLS
Response:	234 AUTH TLS successful
Status:	Initializing TLS...
Command:	USER web4821
Response:	331 Password required for web4821
Command:	PASS «a»
Response:	530 Login incorrect.
Error:	Critical error: Could not connect to server
`, V{"a": g.pw()}, "530 Login incorrect.", "220 ProFTPD Server (hosting-eu) [203.0.113.25]")

	g.dtAdd("issue-filezilla-log-masked-benign", `
Response:	331 Password required for web4821
Command:	PASS ********
Response:	230 User web4821 logged in
Command:	OPTS UTF8 ON
Response:	200 UTF8 set to on
Status:	Logged in
Status:	Retrieving directory listing...
Command:	PWD
Response:	257 "/" is the current directory
`, V{}, "PASS ********", "230 User web4821 logged in")

	g.dtAdd("chat-transmission-remote-help", `
[21:14] <mo> transmission web UI says 401 Unauthorized even though I set the password
[21:15] <mo> settings.json has "rpc-password": "«a»", "rpc-username": "mo"
[21:15] <helper> did you edit it while the daemon was running? it rewrites the file on exit
[21:16] <helper> stop it, edit, start; after start the value turns into a {hash}
`, V{"a": g.pwURL()}, "401 Unauthorized")

	g.dtAdd("agent-transcript-syncthing-apikey", `
● I'll check the Syncthing folder state through its REST API.

● Bash(grep -o '<apikey>[^<]*' ~/.local/state/syncthing/config.xml)
  ⎿  <apikey>«a»

● Bash(curl -s -H "X-API-Key: «a»" localhost:8384/rest/system/connections | jq '.total')
  ⎿  {
       "at": "2024-06-12T10:12:44.501+02:00",
       "inBytesTotal": 1820334112,
       "outBytesTotal": 90231556
     }
`, V{"a": g.an(32)}, `"inBytesTotal": 1820334112`)

	g.dtAdd("agent-transcript-rclone-config-read", `
● Read(~/.config/rclone/rclone.conf)
  ⎿  Read 14 lines

● The remote ˋstorageboxˋ is WebDAV with user ˋu391022ˋ and an obscured password (ˋpass = «a»ˋ).
  rclone obscure is reversible, so treat that value as the password itself. I'll run the sync with --dry-run first:

● Bash(rclone sync ~/Photos storagebox:photos --dry-run --stats-one-line)
  ⎿  Transferred:   	    1.203 GiB / 1.203 GiB, 100%, 0 B/s, ETA -
`, V{"a": g.dskRclone()}, "storagebox:photos --dry-run")

	g.dtAdd("reddit-plex-token-paste", `
Title: Tautulli can't connect to Plex after moving to new NAS

I copied the token from Preferences.xml: PlexOnlineToken="«a»" and put it into Tautulli's settings but it says
"Unable to connect to Plex Media Server" - server is http://192.168.1.20:32400, Plex version 1.40.2.8395.
`, V{"a": g.dskPlex()}, "http://192.168.1.20:32400", "1.40.2.8395")

	g.dtAdd("issue-mremoteng-export-password", `
**Describe the bug**
After upgrading to 1.77.3 the SSH connection asks again for the password even though it's stored.
confCons.xml line (password scrubbed? no, I think it's encrypted so it's fine to post):

<Node Name="gitlab-runner" Type="Connection" Username="ubuntu" Password="«a»" Hostname="10.8.0.14" Protocol="SSH2" Port="22" PuttySession="Default Settings" />
`, V{"a": g.b64(48)}, "1.77.3", "10.8.0.14")

	g.dtAdd("discord-help-obs-key-leak", `
rin — Today at 19:04
my stream won't start, obs says "Failed to connect to server". here's my service.json:
{"settings":{"bwtest":false,"key":"«a»","server":"rtmp://fra05.contribute.live-video.net/app","service":"Twitch"},"type":"rtmp_common"}
helper — Today at 19:06
reset that key on the twitch dashboard right now, you just posted it. then try server "auto"
`, V{"a": g.dskTwitch()}, "rtmp://fra05.contribute.live-video.net/app")

	g.dtAdd("support-ticket-dbeaver-masked-benign", `
Hi, DBeaver 24.1.0 on Windows 11 cannot connect to our MSSQL after the update.
Connection settings (password removed):
  Host: sql01.corp.example.com  Port: 1433  Database: erp
  Authentication: SQL Server Authentication  User: erp_report  Password: <removed>
  Driver: MS SQL Server / mssql-jdbc 12.6.1.jre11
Error: The driver could not establish a secure connection to SQL Server by using Secure Sockets Layer (SSL) encryption. Error: "PKIX path building failed".
`, V{}, "Password: <removed>", "mssql-jdbc 12.6.1.jre11")

	g.dtAdd("slack-dm-heidisql-export", `
Marco  10:42
can you send me your HeidiSQL session for the shop DB? mine got lost
Anja  10:44
File > Export settings, here's the relevant bit:
Servers\shop\Host<|||>1<|||>db1.shop.example.com
Servers\shop\User<|||>1<|||>shop_admin
Servers\shop\Password<|||>1<|||>«a»
Marco  10:45
👍 thanks
`, V{"a": g.dskHeidi()}, "db1.shop.example.com")

	g.dtAdd("forum-muttrc-gmail-app-password", `
Re: mutt "SASL authentication failed" with gmail

Here's my working config, just replace the app password:
    set imap_user = "linus.b@gmail.com"
    set imap_pass = "«a»"
    set smtp_url = "smtps://linus.b@gmail.com@smtp.gmail.com:465/"
    set smtp_pass = "«a»"
(yes that's my real one, I'll revoke it after you confirm it works)
`, V{"a": g.s(alLower, 16)}, "SASL authentication failed")

	g.dtAdd("agent-transcript-bitwarden-session", `
● Bash(bw status | jq -r .status)
  ⎿  locked

● The vault is locked. Please run ˋbw unlock --rawˋ yourself and give me the session key, or export BW_SESSION in this shell.

> here: «a»

● Bash(BW_SESSION=«a» bw list items --search stripe | jq -r '.[].name')
  ⎿  Stripe test
     Stripe live (read-only)
`, V{"a": g.b64(64)}, "Stripe live (read-only)")
}

// ---- look-alikes and mixed files ----

func (g *G) dskBenign() {
	g.dtAdd("machine-ids-benign", `
$ cat /etc/machine-id
«_mid»
$ cat ~/.config/Code/machineid 2>/dev/null; cat ~/.config/Cursor/machineid
«_cur»
$ reg query HKLM\SOFTWARE\Microsoft\Cryptography /v MachineGuid
    MachineGuid    REG_SZ    «_guid»
`, V{"_mid": g.hex(32), "_cur": g.uuid(), "_guid": g.uuid()}, `HKLM\SOFTWARE\Microsoft\Cryptography`)

	g.dtAdd("app-install-ids-benign", `
$ grep -h -E '"(installId|install_id|clientId|anonymousId|deviceId|telemetryId)"' ~/.config/*/config.json ~/.config/*/settings.json 2>/dev/null
  "installId": "«_a»",
  "anonymousId": "«_b»",
  "deviceId": "«_c»",
  "telemetryId": "«_d»",
`, V{"_a": g.uuid(), "_b": g.uuid(), "_c": g.hex(64), "_d": g.an(22)}, `"installId"`)

	g.dtAdd("window-state-files-benign", `
$ for f in ~/.config/{Bitwarden,Postman,Insomnia}/window-state.json; do echo "$f: $(cat "$f")"; done
/home/rin/.config/Bitwarden/window-state.json: {"width":1000,"height":700,"isMaximized":false,"x":460,"y":190,"displayBounds":{"x":0,"y":0,"width":2560,"height":1440},"zoomFactor":1}
/home/rin/.config/Postman/window-state.json: {"x":0,"y":27,"width":1920,"height":1053,"isMaximized":true}
/home/rin/.config/Insomnia/window-state.json: {"x":120,"y":80,"width":1600,"height":1000,"isMaximized":false,"isFullScreen":false}
`, V{}, `"zoomFactor":1`)

	g.dtAdd("app-update-hashes-benign", `
$ cat ~/.config/Bitwarden/latest-linux.yml 2>/dev/null || curl -sL https://github.com/bitwarden/clients/releases/download/desktop-v2024.6.0/latest-linux.yml
version: 2024.6.0
files:
  - url: Bitwarden-2024.6.0-x86_64.AppImage
    sha512: «_sha»
    size: 128341217
    blockMapSize: 134812
path: Bitwarden-2024.6.0-x86_64.AppImage
sha512: «_sha»
releaseDate: '2024-06-11T18:21:07.442Z'
`, V{"_sha": g.b64(64)}, "Bitwarden-2024.6.0-x86_64.AppImage")

	g.dtAdd("ssh-agent-and-gpg-keys-benign", `
$ ssh-add -l
256 «_fp1» rin@laptop (ED25519)
256 «_fp2» KeePassXC:github (ED25519)
$ gpg --list-secret-keys --keyid-format long
sec   ed25519/«_kid» 2023-09-01 [SC] [expires: 2026-09-01]
      «_fpr»
uid                 [ultimate] Rin Aoki <rin@family.example>
ssb   cv25519/«_sub» 2023-09-01 [E]
`, V{"_fp1": g.dskFP(), "_fp2": g.dskFP(), "_kid": g.s(alHexU, 16), "_fpr": g.s(alHexU, 40), "_sub": g.s(alHexU, 16)}, "KeePassXC:github (ED25519)")

	g.dtAdd("placeholders-docs-benign", `
## Configuring the desktop client

Copy ˋconfig.example.jsonˋ to ˋ~/.config/acme-desktop/config.jsonˋ and fill in:

    {
      "server": "https://acme.example.com",
      "username": "<your username>",
      "password": "<your password>",
      "apiToken": "YOUR_API_TOKEN_HERE",
      "proxy": "http://user:password@proxy:3128"
    }

Never commit this file. On macOS the client can read the password from the keychain instead (ˋ"password": "keychain:acme-desktop"ˋ).
`, V{}, "YOUR_API_TOKEN_HERE", `"password": "<your password>"`, "keychain:acme-desktop")

	g.dtAdd("mixed-desktop-backup-tarlist", `
$ tar tzf dotfiles-backup-2024-06-12.tgz | grep -E 'rclone|filezilla|remmina|\.mbsyncrc'
.config/rclone/rclone.conf
.config/filezilla/sitemanager.xml
.config/filezilla/filezilla.xml
.local/share/remmina/group_rdp_win11-dev_10-0-3-15.remmina
.mbsyncrc
$ sha256sum dotfiles-backup-2024-06-12.tgz
«_sha»  dotfiles-backup-2024-06-12.tgz
$ age -r «_pub» -o dotfiles-backup-2024-06-12.tgz.age dotfiles-backup-2024-06-12.tgz
`, V{"_sha": g.hex(64), "_pub": g.agePublic()}, "dotfiles-backup-2024-06-12.tgz")

	g.dtAdd("mixed-grep-password-across-config", `
$ grep -rn -i 'pass' ~/.config/{transmission-daemon,hexchat,aerc} 2>/dev/null | cut -c1-200
/home/mo/.config/transmission-daemon/settings.json:52:    "rpc-password": "«a»",
/home/mo/.config/hexchat/servlist.conf:9:P=«b»
/home/mo/.config/aerc/accounts.conf:3:source-cred-cmd = pass show fastmail/app-password
/home/mo/.config/hexchat/hexchat.conf:24:irc_hide_nickchange = 0
`, V{"a": g.dskTransHash(), "b": g.pw()}, "source-cred-cmd = pass show fastmail/app-password")

	g.dtAdd("mixed-env-dump-desktop-session", `
$ env | grep -E 'DBUS|XDG_|SSH_AUTH|GNOME_KEYRING|BW_|DISPLAY' | sort
BW_SESSION=«a»
DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus
DISPLAY=:0
GNOME_KEYRING_CONTROL=/run/user/1000/keyring
SSH_AUTH_SOCK=/run/user/1000/keyring/ssh
XDG_CURRENT_DESKTOP=GNOME
XDG_SESSION_ID=«=sid»
XDG_SESSION_TYPE=wayland
`, V{"a": g.b64(64), "=sid": g.digits(1)}, "SSH_AUTH_SOCK=/run/user/1000/keyring/ssh")

	g.dtAdd("mixed-nmconnection-wifi", `
$ sudo cat /etc/NetworkManager/system-connections/Aoki-Home.nmconnection
[connection]
id=Aoki-Home
uuid=«_u»
type=wifi
interface-name=wlp2s0

[wifi]
mode=infrastructure
ssid=Aoki-Home

[wifi-security]
key-mgmt=wpa-psk
psk=«a»

[ipv4]
method=auto
`, V{"_u": g.uuid(), "a": g.pw()}, "key-mgmt=wpa-psk", "interface-name=wlp2s0")
}
