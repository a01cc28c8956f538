package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
	"unicode/utf16"
)

// sysCases adds credentials found in operating-system and system-service
// configuration files, as a coding agent sees them when it reads, greps,
// diffs or edits them (cat, sudoedit, sudo grep -r, git diff of /etc under
// etckeeper) on a server or a desktop. Sources: NetworkManager
// system-connections keyfiles and nmcli output (Wi-Fi PSK, 802-1x, VPN
// secrets), wpa_supplicant.conf (quoted and hashed psk), wpa_passphrase,
// hostapd.conf, iwd .psk files, netplan; WireGuard (wg0.conf, systemd-networkd
// .netdev, wg showconf), OpenVPN (auth-user-pass files, inline tls-auth and
// tls-crypt keys, management passwords), ipsec.secrets, strongSwan
// swanctl.conf, ppp chap-secrets and pap-secrets, pppoe peers; /etc/fstab,
// CIFS credentials files, autofs maps, davfs2 secrets, s3fs passwd files,
// samba smb.conf, smbpasswd, tdbsam dumps and net ads join; cloud-init
// user-data (chpasswd, passwd hashes, ssh keys, write_files), kickstart,
// Debian preseed, Windows autounattend.xml and unattend.xml (plain and base64
// UTF-16 passwords), Ignition and Butane, Proxmox VE (storage.cfg, priv
// password files, API tokens, qm config), libvirt domain XML and secrets;
// Docker daemon.json and config.json auths, containerd and CRI-O registry
// auth, podman auth.json; apt auth.conf.d, pip.conf, .pypirc, yum and dnf
// .repo files, zypper credentials, global npmrc, .gitconfig url insteadOf,
// .git-credentials, Cargo, Composer and Gem credentials; Postfix
// sasl_passwd, Exim passwd.client, msmtprc, ssmtp, nullmailer, .fetchmailrc,
// .muttrc, offlineimaprc, isync mbsyncrc, Dovecot passwd-file; sssd.conf,
// nslcd.conf, ldap.secret, kadmin and kdb5_util; NUT upsd.users and
// upsmon.conf, snmpd.conf communities and v3 users, chrony and ntpd keys,
// keepalived, corosync authkey, HAProxy stats and userlists, Squid
// cache_peer logins, ddclient, fail2ban actions with API keys, certbot DNS
// plugin ini files, acme.sh account.conf, BIND TSIG keys, rsyncd.secrets,
// vsftpd and ProFTPD, Asterisk sip.conf and pjsip.conf, FreeRADIUS
// clients.conf, Redis, Mosquitto, monit, Nagios resource.cfg and Zabbix PSK
// files; home-directory files (.netrc, .pgpass, .my.cnf, .s3cfg, .boto,
// .aws/credentials, rclone.conf). Benign: shadow and htpasswd hashes
// (filler), public keys, UUIDs, interface names, MACs, SSIDs, masked
// values such as nmcli's <hidden> and qm config's stars.
// The case names start with "sys/".
func (g *G) sysCases() {
	g.sysNetworkManager()
	g.sysWifi()
	g.sysWireGuard()
	g.sysOpenVPN()
	g.sysIPsecPPP()
	g.sysMounts()
	g.sysSamba()
	g.sysCloudInit()
	g.sysInstallers()
	g.sysVirt()
	g.sysContainers()
	g.sysPackages()
	g.sysMail()
	g.sysDirectory()
	g.sysDaemons()
	g.sysACME()
	g.sysFileServices()
	g.sysTelephony()
	g.sysHome()
	g.sysBenign()
}

// ---- values used only here ----

const sysCryptAl = "./" + alDigit + alUpper + alLower

func (g *G) sysSHA512() string {
	return "$6$" + g.s(sysCryptAl, 16) + "$" + g.s(sysCryptAl, 86)
}
func (g *G) sysSHA256() string {
	return "$5$" + g.s(sysCryptAl, 16) + "$" + g.s(sysCryptAl, 43)
}
func (g *G) sysYescrypt() string {
	return "$y$j9T$" + g.s(sysCryptAl, 22) + "$" + g.s(sysCryptAl, 43)
}
func (g *G) sysMD5Crypt() string {
	return "$1$" + g.s(sysCryptAl, 8) + "$" + g.s(sysCryptAl, 22)
}
func (g *G) sysAPR1() string {
	return "$apr1$" + g.s(sysCryptAl, 8) + "$" + g.s(sysCryptAl, 22)
}
func (g *G) sysNT() string { return g.s(alHexU, 32) }
func (g *G) sysMAC() string {
	return strings.ToUpper(g.hex(2)) + ":" + strings.ToUpper(g.hex(2)) + ":" + strings.ToUpper(g.hex(2)) + ":" + strings.ToUpper(g.hex(2)) + ":" + strings.ToUpper(g.hex(2)) + ":" + strings.ToUpper(g.hex(2))
}
func (g *G) sysMACl() string { return strings.ToLower(g.sysMAC()) }
func (g *G) sysCeph() string { return "AQ" + g.s(alB64, 36) + "==" }
func (g *G) sysTSIG() string { return g.b64(32) }

// sysOVPNKey returns the 16 hex lines of an OpenVPN static key body.
func (g *G) sysOVPNKey() string {
	lines := make([]string, 16)
	for i := range lines {
		lines[i] = g.hex(32)
	}
	return strings.Join(lines, "\n")
}

// sysUnattend encodes a password as Windows Setup does in unattend.xml:
// base64 of the UTF-16LE password followed by the element name.
func sysUnattend(pw, suffix string) string {
	u := utf16.Encode([]rune(pw + suffix))
	b := make([]byte, 0, 2*len(u))
	for _, c := range u {
		b = append(b, byte(c), byte(c>>8))
	}
	return base64.StdEncoding.EncodeToString(b)
}

func (g *G) sysIP() string {
	return fmt.Sprintf("192.168.%d.%d", g.r.IntN(30), 2+g.r.IntN(250))
}

// ---- NetworkManager ----

func (g *G) sysNetworkManager() {
	g.add("sys/nm-keyfile-wifi-psk", `
$ sudo cat /etc/NetworkManager/system-connections/Office-5G.nmconnection
[connection]
id=Office-5G
uuid=«_u»
type=wifi
interface-name=wlp2s0
timestamp=«=ts»

[wifi]
mode=infrastructure
ssid=Office-5G

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
`, V{"_u": g.uuid(), "=ts": fmt.Sprint(1730000000 + g.r.IntN(9000000)), "a": g.pw()},
		"interface-name=wlp2s0", "ssid=Office-5G", "key-mgmt=wpa-psk")

	g.add("sys/nm-keyfile-8021x-peap", `
$ sudo cat '/etc/NetworkManager/system-connections/eduroam.nmconnection'
[connection]
id=eduroam
uuid=«_u»
type=wifi
permissions=

[wifi]
mac-address=«_mac»
mode=infrastructure
ssid=eduroam

[wifi-security]
key-mgmt=wpa-eap

[802-1x]
anonymous-identity=anonymous@uni-hamburg.de
ca-cert=/etc/ssl/certs/T-TeleSec_GlobalRoot_Class_2.pem
domain-suffix-match=radius.uni-hamburg.de
eap=peap;
identity=bax1234@uni-hamburg.de
password=«a»
phase2-auth=mschapv2

[ipv4]
method=auto
`, V{"_u": g.uuid(), "_mac": g.sysMAC(), "a": g.pwStrong()},
		"anonymous@uni-hamburg.de", "bax1234@uni-hamburg.de", "radius.uni-hamburg.de")

	g.add("sys/nm-keyfile-8021x-tls-private-key-password", `
[802-1x]
ca-cert=/etc/pki/nm/corp-ca.pem
client-cert=/etc/pki/nm/laptop-0231.crt
eap=tls;
identity=host/laptop-0231.corp.example.com
private-key=/etc/pki/nm/laptop-0231.key
private-key-password=«a»
private-key-password-flags=0
`, V{"a": g.pw()}, "/etc/pki/nm/laptop-0231.key", "host/laptop-0231.corp.example.com")

	g.add("sys/nm-keyfile-openvpn-vpn-secrets", `
[connection]
id=acme-vpn
uuid=«_u»
type=vpn
autoconnect=false

[vpn]
auth=SHA256
ca=/home/lena/.cert/nm-openvpn/acme-vpn-ca.pem
cipher=AES-256-GCM
connection-type=password-tls
password-flags=0
remote=vpn.acme-corp.net:1194
username=lena.kraus
service-type=org.freedesktop.NetworkManager.openvpn

[vpn-secrets]
password=«a»
cert-pass=«b»

[ipv4]
method=auto
never-default=true
`, V{"_u": g.uuid(), "a": g.pw(), "b": g.pwStrong()},
		"vpn.acme-corp.net:1194", "lena.kraus", "org.freedesktop.NetworkManager.openvpn")

	g.add("sys/nm-keyfile-wireguard", `
# /etc/NetworkManager/system-connections/wg-home.nmconnection
[connection]
id=wg-home
uuid=«_u»
type=wireguard
interface-name=wg-home

[wireguard]
listen-port=51820
private-key=«a»

[wireguard-peer.«_pub»]
endpoint=home.example.org:51820
preshared-key=«b»
preshared-key-flags=0
allowed-ips=10.13.13.0/24;

[ipv4]
address1=10.13.13.7/32
method=manual
`, func() V {
		priv, _ := g.wireguard()
		_, pub := g.wireguard()
		return V{"_u": g.uuid(), "a": priv, "_pub": pub, "b": g.b64(32)}
	}(), "home.example.org:51820", "10.13.13.0/24")

	g.add("sys/nmcli-show-secrets", `
$ nmcli --show-secrets connection show "Pixel_7431" | grep -E 'ssid|psk|key-mgmt'
802-11-wireless.ssid:                   Pixel_7431
802-11-wireless-security.key-mgmt:      wpa-psk
802-11-wireless-security.psk:           «a»
802-11-wireless-security.psk-flags:     0 (none)
`, V{"a": g.pwURL()}, "Pixel_7431", "802-11-wireless-security.psk-flags")

	g.add("sys/nmcli-device-wifi-connect-password", `
$ nmcli device wifi connect "Lab-IoT" password «a» ifname wlan0
Device 'wlan0' successfully activated with '«_u»'.
`, V{"a": g.pwURL(), "_u": g.uuid()}, "Lab-IoT", "wlan0")

	g.add("sys/nmcli-wifi-show-password", `
$ nmcli dev wifi show-password
SSID: Kitchen-Guest
Security: WPA
Password: «a»

█▀▀▀▀▀█ ▀▄▀ ▄█▀ █▀▀▀▀▀█
█ ███ █ ▄▀█▀▄▀▄ █ ███ █
█ ▀▀▀ █ █▀ ▄ ▀▄ █ ▀▀▀ █
▀▀▀▀▀▀▀ █▄▀ ▀ █ ▀▀▀▀▀▀▀
`, V{"a": g.pw()}, "Kitchen-Guest")

	g.add("sys/nmcli-con-add-8021x-password", `
$ sudo nmcli con add type ethernet con-name corp-wired ifname enp0s31f6 \
    802-1x.eap peap 802-1x.phase2-auth mschapv2 \
    802-1x.identity 'CORP\svc-kiosk' 802-1x.password '«a»' \
    802-1x.ca-cert /etc/ssl/certs/corp-root.pem
Connection 'corp-wired' («_u») successfully added.
`, V{"a": g.pwStrong(), "_u": g.uuid()}, "enp0s31f6", `CORP\svc-kiosk`)

	g.add("sys/nm-etckeeper-diff-psk-change", `
$ sudo git -C /etc log -p -1 -- NetworkManager/system-connections/
commit «_sha»
Author: root <root@kiosk-07>
Date:   Tue Mar 4 09:12:44 2025 +0100

    saving uncommitted changes in /etc prior to apt run

diff --git a/NetworkManager/system-connections/Store-WLAN.nmconnection b/NetworkManager/system-connections/Store-WLAN.nmconnection
index 3c1e0a2..9f7b1d4 100600
--- a/NetworkManager/system-connections/Store-WLAN.nmconnection
+++ b/NetworkManager/system-connections/Store-WLAN.nmconnection
@@ -11,7 +11,7 @@ ssid=Store-WLAN
 [wifi-security]
 auth-alg=open
 key-mgmt=wpa-psk
-psk=«a»
+psk=«b»
 
 [ipv4]
 method=auto
`, V{"_sha": g.gitSHA(), "a": g.pw(), "b": g.pw()}, "root@kiosk-07", "Store-WLAN.nmconnection")

	g.add("sys/nm-grep-r-psk-multiple", `
$ sudo grep -r '^psk=' /etc/NetworkManager/system-connections/
/etc/NetworkManager/system-connections/HomeNet.nmconnection:psk=«a»
/etc/NetworkManager/system-connections/Cafe Luna.nmconnection:psk=«b»
/etc/NetworkManager/system-connections/AndroidAP_3391.nmconnection:psk=«c»
`, V{"a": g.pw(), "b": g.s(alLower+alDigit, 10), "c": g.s(alLowNum, 12)}, "Cafe Luna.nmconnection", "AndroidAP_3391.nmconnection")

	g.add("sys/nm-ifcfg-rh-keys-file", `
$ sudo cat /etc/sysconfig/network-scripts/ifcfg-Warehouse /etc/sysconfig/network-scripts/keys-Warehouse
ESSID=Warehouse
MODE=Managed
KEY_MGMT=WPA-PSK
TYPE=Wireless
BOOTPROTO=dhcp
NAME=Warehouse
UUID=«_u»
ONBOOT=yes
HWADDR=«_mac»
WPA_PSK='«a»'
`, V{"_u": g.uuid(), "_mac": g.sysMAC(), "a": g.pw()}, "ESSID=Warehouse", "KEY_MGMT=WPA-PSK")
}

// ---- Wi-Fi: wpa_supplicant, hostapd, iwd, netplan ----

func (g *G) sysWifi() {
	g.add("sys/wpa-supplicant-plain-psk", `
$ cat /etc/wpa_supplicant/wpa_supplicant.conf
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=DE

network={
	ssid="FRITZ!Box 7590 XQ"
	psk="«a»"
	key_mgmt=WPA-PSK
}
`, V{"a": g.digits(20)}, "FRITZ!Box 7590 XQ", "GROUP=netdev")

	g.add("sys/wpa-passphrase-output", `
pi@raspberrypi:~ $ wpa_passphrase "Greenhouse" | sudo tee -a /etc/wpa_supplicant/wpa_supplicant.conf
# reading passphrase from stdin
«a»
network={
	ssid="Greenhouse"
	#psk="«a»"
	psk=«b»
}
`, V{"a": g.pw(), "b": g.hex(64)}, `ssid="Greenhouse"`, "pi@raspberrypi")

	g.add("sys/wpa-supplicant-hashed-psk-only", `
network={
        ssid="ACME-Staff"
        scan_ssid=1
        psk=«a»
        key_mgmt=WPA-PSK
        priority=10
}

network={
        ssid="ACME-Guest"
        key_mgmt=NONE
        priority=1
}
`, V{"a": g.hex(64)}, `ssid="ACME-Staff"`, `ssid="ACME-Guest"`)

	g.add("sys/wpa-supplicant-enterprise-ttls", `
network={
    ssid="UCLA_WIFI"
    key_mgmt=WPA-EAP
    eap=TTLS
    identity="jbruin@ucla.edu"
    anonymous_identity="anonymous@ucla.edu"
    password="«a»"
    phase2="auth=PAP"
    ca_cert="/etc/ssl/certs/USERTrust_RSA_Certification_Authority.pem"
}
`, V{"a": g.pw()}, "jbruin@ucla.edu", "UCLA_WIFI")

	g.add("sys/wpa-supplicant-hash-password", `
network={
	ssid="CorpWLAN"
	key_mgmt=WPA-EAP
	eap=PEAP
	identity="CORP\\m.okafor"
	password=hash:«a»
	phase2="auth=MSCHAPV2"
}
`, V{"a": g.hex(32)}, "CorpWLAN", `CORP\\m.okafor`)

	g.add("sys/wpa-supplicant-private-key-passwd", `
network={
	ssid="factory-iot"
	key_mgmt=WPA-EAP
	eap=TLS
	identity="plc-line3@factory.local"
	ca_cert="/etc/cert/ca.pem"
	client_cert="/etc/cert/plc-line3.pem"
	private_key="/etc/cert/plc-line3.key"
	private_key_passwd="«a»"
}
`, V{"a": g.pwStrong()}, "plc-line3@factory.local", "/etc/cert/plc-line3.key")

	g.add("sys/wpa-cli-set-network-psk", `
$ sudo wpa_cli -i wlan0
wpa_cli v2.10
Interactive mode

> add_network
1
> set_network 1 ssid "Workshop"
OK
> set_network 1 psk "«a»"
OK
> enable_network 1
OK
<3>CTRL-EVENT-CONNECTED - Connection to «_mac» completed [id=1 id_str=]
> save_config
OK
`, V{"a": g.pw(), "_mac": g.sysMACl()}, "Workshop", "CTRL-EVENT-CONNECTED")

	g.add("sys/hostapd-conf-passphrase", `
$ grep -v '^#' /etc/hostapd/hostapd.conf | grep -v '^$'
interface=wlan0
bridge=br0
driver=nl80211
ssid=PiAP
hw_mode=g
channel=7
wmm_enabled=0
macaddr_acl=0
auth_algs=1
ignore_broadcast_ssid=0
wpa=2
wpa_passphrase=«a»
wpa_key_mgmt=WPA-PSK
wpa_pairwise=TKIP
rsn_pairwise=CCMP
`, V{"a": g.pwURL()}, "ssid=PiAP", "driver=nl80211")

	g.add("sys/hostapd-wpa-psk-file-and-radius", `
# /etc/hostapd/hostapd.conf (excerpt)
wpa_psk_file=/etc/hostapd/hostapd.wpa_psk
own_ip_addr=10.0.20.2
nas_identifier=ap-lobby
auth_server_addr=10.0.20.5
auth_server_port=1812
auth_server_shared_secret=«a»
acct_server_addr=10.0.20.5
acct_server_port=1813
acct_server_shared_secret=«a»

$ sudo cat /etc/hostapd/hostapd.wpa_psk
00:00:00:00:00:00 «b»
«_mac» «c»
`, V{"a": g.an(24), "b": g.pw(), "_mac": g.sysMACl(), "c": g.hex(64)}, "nas_identifier=ap-lobby", "/etc/hostapd/hostapd.wpa_psk")

	g.add("sys/iwd-psk-file", `
$ sudo cat /var/lib/iwd/HomeNet_5G.psk
[Security]
PreSharedKey=«a»
Passphrase=«b»

[Settings]
AutoConnect=true
`, V{"a": g.hex(64), "b": g.pw()}, "/var/lib/iwd/HomeNet_5G.psk", "AutoConnect=true")

	g.add("sys/iwctl-connect-passphrase", `
$ iwctl --passphrase '«a»' station wlan0 connect "Bahn-Lounge"
$ iwctl station wlan0 show
                                 Station: wlan0
--------------------------------------------------------------------------------
  Settable  Property              Value
--------------------------------------------------------------------------------
            Scanning              no
            State                 connected
            Connected network     Bahn-Lounge
            IPv4 address          «_ip»
`, V{"a": g.pw(), "_ip": g.sysIP()}, "Bahn-Lounge", "Connected network")

	g.add("sys/netplan-wifi-and-8021x", `
$ sudo cat /etc/netplan/50-cloud-init.yaml
network:
  version: 2
  renderer: networkd
  ethernets:
    eth0:
      dhcp4: true
      optional: true
  wifis:
    wlan0:
      dhcp4: true
      optional: true
      access-points:
        "Hangar-2":
          password: "«a»"
        "corp-secure":
          auth:
            key-management: eap
            method: peap
            identity: "svc-scanner@corp.example"
            password: "«b»"
`, V{"a": g.pw(), "b": g.pwStrong()}, "Hangar-2", "svc-scanner@corp.example", "renderer: networkd")

	g.add("sys/netplan-get-warning", `
$ sudo netplan get wifis.wlan0.access-points
"Backoffice":
  password: "«a»"
$ sudo netplan apply

** (generate:14211): WARNING **: 10:31:07.112: Permissions for /etc/netplan/01-wifi.yaml are too open. Netplan configuration should NOT be accessible by others.
`, V{"a": g.pw()}, "Backoffice", "/etc/netplan/01-wifi.yaml")

	g.add("sys/raspberry-pi-firstrun-sh", `
$ sed -n '1,40p' /boot/firmware/firstrun.sh
#!/bin/bash

set +e

CURRENT_HOSTNAME=$(cat /etc/hostname | tr -d " \t\n\r")
if [ -f /usr/lib/raspberrypi-sys-mods/imager_custom ]; then
   /usr/lib/raspberrypi-sys-mods/imager_custom set_hostname sensor-hub
else
   echo sensor-hub >/etc/hostname
fi
FIRSTUSER=$(getent passwd 1000 | cut -d: -f1)
if [ -f /usr/lib/userconf-pi/userconf ]; then
   /usr/lib/userconf-pi/userconf 'marta' '«=h»'
fi
if [ -f /usr/lib/raspberrypi-sys-mods/imager_custom ]; then
   /usr/lib/raspberrypi-sys-mods/imager_custom set_wlan 'Allotment' '«a»' 'GB'
else
cat >/etc/wpa_supplicant/wpa_supplicant.conf <<'WPAEOF'
country=GB
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
ap_scan=1

update_config=1
network={
	ssid="Allotment"
	psk=«a»
}

WPAEOF
`, V{"=h": g.sysSHA512(), "a": g.hex(64)}, "sensor-hub", "imager_custom set_wlan")
}

// ---- WireGuard ----

func (g *G) sysWireGuard() {
	priv, pub := g.wireguard()
	_, peer := g.wireguard()
	g.add("sys/wg0-conf-server-two-peers", `
$ sudo cat /etc/wireguard/wg0.conf
[Interface]
Address = 10.8.0.1/24
ListenPort = 51820
PrivateKey = «a»
PostUp = iptables -A FORWARD -i %i -j ACCEPT; iptables -t nat -A POSTROUTING -o eth0 -j MASQUERADE
PostDown = iptables -D FORWARD -i %i -j ACCEPT; iptables -t nat -D POSTROUTING -o eth0 -j MASQUERADE

# phone
[Peer]
PublicKey = «_p1»
PresharedKey = «b»
AllowedIPs = 10.8.0.2/32

# laptop
[Peer]
PublicKey = «_p2»
AllowedIPs = 10.8.0.3/32
`, func() V {
		_, p2 := g.wireguard()
		return V{"a": priv, "_p1": peer, "b": g.b64(32), "_p2": p2}
	}(), "10.8.0.1/24", "POSTROUTING -o eth0 -j MASQUERADE")

	g.add("sys/wg-show-vs-showconf", `
$ sudo wg show wg0
interface: wg0
  public key: «_pub»
  private key: (hidden)
  listening port: 51820

peer: «_peer»
  endpoint: «_ip»:41952
  allowed ips: 10.8.0.2/32
  latest handshake: 1 minute, 3 seconds ago
  transfer: 18.42 MiB received, 211.07 MiB sent
$ sudo wg showconf wg0
[Interface]
ListenPort = 51820
PrivateKey = «a»

[Peer]
PublicKey = «_peer»
AllowedIPs = 10.8.0.2/32
Endpoint = «_ip»:41952
`, V{"_pub": pub, "_peer": peer, "_ip": g.sysIP(), "a": priv}, "private key: (hidden)", "latest handshake")

	g.add("sys/systemd-networkd-netdev-wireguard", `
$ cat /etc/systemd/network/99-wg0.netdev
[NetDev]
Name=wg0
Kind=wireguard
Description=WireGuard tunnel wg0

[WireGuard]
ListenPort=51871
PrivateKey=«a»

[WireGuardPeer]
PublicKey=«_p»
PresharedKey=«b»
AllowedIPs=fd31:bf08:57cb::/48,192.168.26.0/24
Endpoint=wireguard.example.com:51902
`, func() V {
		a, _ := g.wireguard()
		_, p := g.wireguard()
		return V{"a": a, "_p": p, "b": g.b64(32)}
	}(), "wireguard.example.com:51902", "Kind=wireguard")

	g.add("sys/wg-genkey-pipeline", `
$ umask 077; wg genkey | tee privatekey | wg pubkey > publickey
$ cat privatekey publickey
«a»
«_p»
$ wg genpsk
«b»
`, func() V {
		a, p := g.wireguard()
		return V{"a": a, "_p": p, "b": g.b64(32)}
	}(), "wg genpsk")

	g.add("sys/wg-client-conf-mullvad-style", `
[Interface]
# Device: Quick Otter
PrivateKey = «a»
Address = 10.66.173.41/32,fc00:bbbb:bbbb:bb01::3:ad28/128
DNS = 10.64.0.1

[Peer]
PublicKey = «_p»
AllowedIPs = 0.0.0.0/0,::0/0
Endpoint = 185.213.154.68:51820
`, func() V {
		a, _ := g.wireguard()
		_, p := g.wireguard()
		return V{"a": a, "_p": p}
	}(), "Device: Quick Otter", "185.213.154.68:51820")

	g.add("sys/wg-postup-private-key-file-benign-and-psk-diff", `
$ sudo git -C /etc diff wireguard/wg1.conf
diff --git a/wireguard/wg1.conf b/wireguard/wg1.conf
index 8a1f3e0..c44d9b2 100600
--- a/wireguard/wg1.conf
+++ b/wireguard/wg1.conf
@@ -1,11 +1,12 @@
 [Interface]
 Address = 172.30.0.1/24
 ListenPort = 51821
-PrivateKey = «a»
+PostUp = wg set %i private-key /etc/wireguard/wg1.key
 
 [Peer]
 # site-b router
 PublicKey = «_p»
+PresharedKey = «b»
 AllowedIPs = 172.30.0.2/32, 10.20.0.0/16
 Endpoint = site-b.example.net:51821
 PersistentKeepalive = 25
`, func() V {
		a, _ := g.wireguard()
		_, p := g.wireguard()
		return V{"a": a, "_p": p, "b": g.b64(32)}
	}(), "/etc/wireguard/wg1.key", "site-b.example.net:51821")

	g.add("sys/wg-easy-json-state", `
$ sudo cat /etc/wireguard/wg0.json | jq '.server, .clients["«_cid»"]'
{
  "privateKey": "«a»",
  "publicKey": "«_sp»",
  "address": "10.8.0.1"
}
{
  "id": "«_cid»",
  "name": "ipad",
  "address": "10.8.0.4",
  "privateKey": "«b»",
  "publicKey": "«_cp»",
  "preSharedKey": "«c»",
  "createdAt": "2024-11-02T18:22:10.117Z",
  "updatedAt": "2024-11-02T18:22:10.117Z",
  "enabled": true
}
`, func() V {
		a, sp := g.wireguard()
		b, cp := g.wireguard()
		return V{"_cid": g.uuid(), "a": a, "_sp": sp, "b": b, "_cp": cp, "c": g.b64(32)}
	}(), `"name": "ipad"`)
}

// ---- OpenVPN ----

func (g *G) sysOpenVPN() {
	g.add("sys/openvpn-auth-user-pass-file", `
$ sudo cat /etc/openvpn/client/login.conf
svc-backup-nas
«a»
$ grep auth-user-pass /etc/openvpn/client/office.conf
auth-user-pass /etc/openvpn/client/login.conf
`, V{"a": g.pw()}, "svc-backup-nas", "/etc/openvpn/client/login.conf")

	g.add("sys/openvpn-inline-tls-auth", `
client
dev tun
proto udp
remote vpn.harbor-logistics.com 1194
resolv-retry infinite
nobind
persist-key
persist-tun
remote-cert-tls server
cipher AES-256-GCM
auth SHA256
key-direction 1
verb 3
<ca>
«_ca»
</ca>
<tls-auth>
#
# 2048 bit OpenVPN static key
#
-----BEGIN OpenVPN Static key V1-----
«a»
-----END OpenVPN Static key V1-----
</tls-auth>
`, V{"_ca": g.certPEM().block(), "a": g.sysOVPNKey()}, "vpn.harbor-logistics.com 1194", "remote-cert-tls server")

	g.add("sys/openvpn-tls-crypt-and-key-inline", `
$ sed -n '/<key>/,$p' /etc/openvpn/client/branch-07.ovpn
<key>
«a»
</key>
<tls-crypt>
-----BEGIN OpenVPN Static key V1-----
«b»
-----END OpenVPN Static key V1-----
</tls-crypt>
`, V{"a": g.pkcs8RSAPEM().block(), "b": g.sysOVPNKey()}, "/etc/openvpn/client/branch-07.ovpn")

	g.add("sys/openvpn-server-ta-key-cat", `
root@vpn01:/etc/openvpn/server# ls
ca.crt  dh.pem  ipp.txt  server.conf  server.crt  server.key  ta.key
root@vpn01:/etc/openvpn/server# cat ta.key
#
# 2048 bit OpenVPN static key
#
-----BEGIN OpenVPN Static key V1-----
«a»
-----END OpenVPN Static key V1-----
`, V{"a": g.sysOVPNKey()}, "root@vpn01:/etc/openvpn/server#")

	g.add("sys/openvpn-management-password-and-askpass", `
# /etc/openvpn/server/server.conf (tail)
management 127.0.0.1 7505 /etc/openvpn/server/mgmt.pw
askpass /etc/openvpn/server/key.pass
status /var/log/openvpn/status.log
log-append /var/log/openvpn/openvpn.log

$ sudo head -1 /etc/openvpn/server/mgmt.pw /etc/openvpn/server/key.pass
==> /etc/openvpn/server/mgmt.pw <==
«a»

==> /etc/openvpn/server/key.pass <==
«b»
`, V{"a": g.an(20), "b": g.pw()}, "/etc/openvpn/server/mgmt.pw", "management 127.0.0.1 7505")

	g.add("sys/openvpn-systemd-credentials-via-env", `
$ systemctl cat openvpn-client@office | sed -n '/Service/,$p'
[Service]
Type=notify
PrivateTmp=true
WorkingDirectory=/etc/openvpn/client
Environment=OVPN_USER=ops-tunnel
Environment=OVPN_PASS=«a»
ExecStartPre=/bin/sh -c 'printf "%%s\n%%s\n" "$OVPN_USER" "$OVPN_PASS" > /run/openvpn-office.auth'
ExecStart=/usr/sbin/openvpn --suppress-timestamps --nobind --config %i.conf --auth-user-pass /run/openvpn-office.auth
`, V{"a": g.pwStrong()}, "OVPN_USER=ops-tunnel", "/run/openvpn-office.auth")

	g.add("sys/openvpn-pfsense-export-with-pkcs12-pass", `
$ cat README-vpn.txt
VPN profile for Tomasz (exported from pfSense, OpenVPN Client Export)
 - import tomasz-fw01-UDP4-1194.ovpn into OpenVPN Connect
 - username: tomasz.w
 - password: «a»
 - certificate passphrase (pkcs12): «b»
Please delete this file after importing.
`, V{"a": g.pw(), "b": g.pwURL()}, "tomasz-fw01-UDP4-1194.ovpn", "tomasz.w")
}

// ---- IPsec and PPP ----

func (g *G) sysIPsecPPP() {
	g.add("sys/ipsec-secrets-psk-and-rsa", `
$ sudo cat /etc/ipsec.secrets
# This file holds shared secrets or RSA private keys for authentication.

# RSA private key for this host, authenticating it to any other host
# which knows the public part.
: RSA gw-hq.key

# site-to-site with branch offices
203.0.113.10 198.51.100.22 : PSK "«a»"
@gw-hq.acme.example @gw-lyon.acme.example : PSK "«b»"

# road warriors (EAP)
alice : EAP "«c»"
bob : XAUTH "«d»"
`, V{"a": g.b64(32), "b": g.an(40), "c": g.pw(), "d": g.pw()}, "@gw-lyon.acme.example", ": RSA gw-hq.key")

	g.add("sys/ipsec-secrets-libreswan-aws-tunnels", `
# /etc/ipsec.d/aws-vpn.secrets
«_ip1» 52.18.94.177: PSK "«a»"
«_ip1» 34.251.60.9: PSK "«b»"
`, V{"_ip1": "81.169.145.12", "a": g.s(alAlnum+"._", 32), "b": g.s(alAlnum+"._", 32)}, "52.18.94.177", "/etc/ipsec.d/aws-vpn.secrets")

	g.add("sys/swanctl-conf-secrets-block", `
$ sudo sed -n '/^secrets/,/^}/p' /etc/swanctl/swanctl.conf
secrets {
    ike-branch {
        id-1 = gw-hq.acme.example
        id-2 = gw-lyon.acme.example
        secret = 0s«a»
    }
    eap-carol {
        id = carol@acme.example
        secret = "«b»"
    }
    private-hq {
        file = gw-hq.key.pem
        secret = «c»
    }
}
`, V{"a": g.b64(32), "b": g.pw(), "c": g.pwStrong()}, "carol@acme.example", "gw-hq.key.pem")

	g.add("sys/swanctl-conf-d-ppk", `
# /etc/swanctl/conf.d/ppk.conf
secrets {
    ppk-quantum {
        secret = 0x«a»
        id = ppk-2025
    }
}
`, V{"a": g.hex(64)}, "id = ppk-2025")

	g.add("sys/chap-secrets-table", `
$ sudo cat /etc/ppp/chap-secrets
# Secrets for authentication using CHAP
# client	server	secret			IP addresses
"vpnuser1"	l2tpd	"«a»"	*
"vpnuser2"	l2tpd	"«b»"	10.10.10.12
fritz	*	«c»	*
`, V{"a": g.pw(), "b": g.an(16), "c": g.pwURL()}, `"vpnuser1"`, "l2tpd")

	g.add("sys/pap-secrets-pppoe-dsl", `
$ sudo cat /etc/ppp/pap-secrets
# Secrets for authentication using PAP
# client	server	secret			IP addresses

# OUTBOUND CONNECTIONS
"002412345678551234567890#0001@t-online.de" * "«a»"

# INBOUND CONNECTIONS
*	hostname	""	*
`, V{"a": g.digits(8)}, "002412345678551234567890#0001@t-online.de")

	g.add("sys/ppp-peers-dsl-provider-password", `
$ sudo cat /etc/ppp/peers/dsl-provider
noipdefault
defaultroute
replacedefaultroute
hide-password
lcp-echo-interval 20
lcp-echo-failure 3
noauth
persist
mtu 1492
plugin rp-pppoe.so enp3s0
user "b1234567@fibre.example-isp.net"
password "«a»"
`, V{"a": g.an(10)}, "b1234567@fibre.example-isp.net", "plugin rp-pppoe.so enp3s0")

	g.add("sys/xl2tpd-and-ipsec-psk-setup-script", `
$ head -20 vpnsetup.sh
#!/bin/sh
# Define your own values for these variables
# - IPsec pre-shared key, VPN username and password
# - All values MUST be placed inside 'single quotes'
# - DO NOT use these special characters within values: \ " '

YOUR_IPSEC_PSK='«a»'
YOUR_USERNAME='vpnadmin'
YOUR_PASSWORD='«b»'
`, V{"a": g.an(20), "b": g.an(16)}, "YOUR_USERNAME='vpnadmin'", "vpnsetup.sh")
}

// ---- fstab, CIFS, autofs, davfs2, s3fs ----

func (g *G) sysMounts() {
	g.add("sys/fstab-cifs-inline-password", `
$ cat /etc/fstab
# <file system> <mount point>   <type>  <options>       <dump>  <pass>
UUID=«_u1» /               ext4    errors=remount-ro 0       1
UUID=«_u2»  /boot/efi       vfat    umask=0077      0       1
/swapfile                                 none            swap    sw              0       0
//nas.local/media  /mnt/media  cifs  username=kodi,password=«a»,uid=1000,gid=1000,iocharset=utf8,vers=3.0,nofail  0  0
`, V{"_u1": g.uuid(), "_u2": strings.ToUpper(g.hex(4) + "-" + g.hex(4)), "a": g.pwURL()}, "//nas.local/media", "username=kodi")

	g.add("sys/cifs-credentials-file", `
$ sudo cat /root/.smbcredentials
username=svc_scan
password=«a»
domain=CONTOSO
$ grep cifs /etc/fstab
//fs01.contoso.local/Scans /srv/scans cifs credentials=/root/.smbcredentials,uid=scanner,file_mode=0660,dir_mode=0770,_netdev 0 0
`, V{"a": g.pw()}, "username=svc_scan", "//fs01.contoso.local/Scans", "credentials=/root/.smbcredentials")

	g.add("sys/mount-cifs-dmesg-error", `
$ sudo mount -t cifs //192.168.1.20/backup /mnt/backup -o user=backup,pass=«a»,vers=2.1
mount error(13): Permission denied
Refer to the mount.cifs(8) manual page (e.g. man mount.cifs) and kernel log messages (dmesg)
$ sudo dmesg | tail -2
[88412.337101] CIFS: VFS: \\192.168.1.20 Send error in SessSetup = -13
[88412.337215] CIFS: VFS: cifs_mount failed w/return code = -13
`, V{"a": g.pw()}, "//192.168.1.20/backup", "Send error in SessSetup = -13")

	g.add("sys/systemd-mount-unit-cifs", `
$ systemctl cat mnt-archive.mount
# /etc/systemd/system/mnt-archive.mount
[Unit]
Description=Archive share on filer02
After=network-online.target
Wants=network-online.target

[Mount]
What=//filer02.corp.lan/archive$
Where=/mnt/archive
Type=cifs
Options=_netdev,vers=3.1.1,username=archive-ro,password=«a»,domain=CORP,ro

[Install]
WantedBy=multi-user.target
`, V{"a": g.pwStrong()}, "//filer02.corp.lan/archive$", "username=archive-ro")

	g.add("sys/autofs-map-cifs", `
$ cat /etc/auto.master.d/smb.autofs /etc/auto.smb.shares
/mnt/smb /etc/auto.smb.shares --timeout=300
projects -fstype=cifs,rw,username=jdoe,password=«a»,domain=ENG,uid=1001 ://eng-fs.example.lan/projects
public   -fstype=cifs,ro,guest                                              ://eng-fs.example.lan/public
`, V{"a": g.pw()}, "://eng-fs.example.lan/projects", "username=jdoe")

	g.add("sys/davfs2-secrets", `
$ sudo tail -4 /etc/davfs2/secrets
# personal webdav, nextcloud
https://cloud.hausmann.family/remote.php/dav/files/klaus/ klaus «a»
/mnt/box  "box-user@example.com"  "«b»"
`, V{"a": g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5) + "-" + g.s(alAlnum, 5), "b": g.pw()},
		"https://cloud.hausmann.family/remote.php/dav/files/klaus/", "box-user@example.com")

	g.add("sys/s3fs-passwd-file", `
$ cat ~/.passwd-s3fs
«=kid»:«a»
$ s3fs media-archive /mnt/s3 -o passwd_file=${HOME}/.passwd-s3fs -o url=https://s3.eu-central-1.wasabisys.com
`, V{"=kid": g.s(alUpNum, 20), "a": g.s(alUpNum, 40)}, "media-archive", "https://s3.eu-central-1.wasabisys.com")

	g.add("sys/sshfs-fstab-password-stdin", `
# /etc/fstab
backup@storagebox.example.de:/home /mnt/storagebox fuse.sshfs noauto,x-systemd.automount,_netdev,IdentityFile=/root/.ssh/id_storagebox,allow_other 0 0

$ echo '«a»' | sshfs -o password_stdin u391022@u391022.your-storagebox.de:/ /mnt/sb
`, V{"a": g.pw()}, "u391022@u391022.your-storagebox.de", "/root/.ssh/id_storagebox")

	g.add("sys/rclone-conf-obscured-and-tokens", `
$ cat ~/.config/rclone/rclone.conf
[gdrive]
type = drive
client_id = «_cid».apps.googleusercontent.com
client_secret = «a»
scope = drive
token = {"access_token":"«b»","token_type":"Bearer","refresh_token":"«c»","expiry":"2025-04-02T11:09:51.403917+02:00"}
team_drive =

[b2]
type = b2
account = «_acct»
key = «d»

[storagebox]
type = sftp
host = u391022.your-storagebox.de
user = u391022
pass = «e»
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.ya29(), "c": g.gRefresh(), "_acct": "0" + g.hex(11), "d": "K00" + g.s(alAlnum, 28), "e": g.b64u(44)},
		"u391022.your-storagebox.de", "type = drive")
}

// ---- Samba ----

func (g *G) sysSamba() {
	g.add("sys/smbpasswd-file", `
$ sudo cat /var/lib/samba/private/smbpasswd
nobody:65534:NO PASSWORDXXXXXXXXXXXXXXXXXXXXX:NO PASSWORDXXXXXXXXXXXXXXXXXXXXX:[DU         ]:LCT-00000000:
alice:1001:XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX:«a»:[U          ]:LCT-6790D2A1:
scanner:1004:XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX:«b»:[U          ]:LCT-67A1B0C3:
`, V{"a": g.sysNT(), "b": g.sysNT()}, "LCT-6790D2A1", "NO PASSWORDXXXXXXXXXXXXXXXXXXXXX")

	g.add("sys/smb-conf-ldap-admin-and-idmap", `
$ testparm -s 2>/dev/null | sed -n '1,22p'
# Global parameters
[global]
	ldap admin dn = cn=samba-admin,ou=services,dc=acme,dc=lan
	ldap passwd sync = yes
	ldap suffix = dc=acme,dc=lan
	ldap ssl = start tls
	passdb backend = ldapsam:ldap://ldap01.acme.lan
	security = USER
	server role = standalone server
	workgroup = ACME
	idmap config * : backend = tdb

$ sudo tdbdump /var/lib/samba/private/secrets.tdb | grep -A1 'SECRETS/LDAP_BIND_PW'
key(52) = "SECRETS/LDAP_BIND_PW/cn=samba-admin,ou=services,dc=acme,dc=lan"
data(21) = "«a»\00"
`, V{"a": g.pw()}, "cn=samba-admin,ou=services,dc=acme,dc=lan", "ldapsam:ldap://ldap01.acme.lan")

	g.add("sys/smbpasswd-a-scripted", `
$ (echo '«a»'; echo '«a»') | sudo smbpasswd -s -a timemachine
Added user timemachine.
$ sudo pdbedit -L
timemachine:1002:
`, V{"a": g.pw()}, "timemachine:1002:", "smbpasswd -s -a timemachine")

	g.add("sys/net-ads-join-user-percent", `
$ sudo net ads join -U 'Administrator%«a»' createcomputer=Servers/Linux
Using short domain name -- CORP
Joined 'FILESRV03' to dns domain 'corp.example.com'
`, V{"a": g.pwStrong()}, "createcomputer=Servers/Linux", "FILESRV03")

	g.add("sys/smbclient-authfile", `
$ cat ~/.smbauth
username = reporting
password = «a»
domain   = FINANCE
$ smbclient //fin-fs/Reports -A ~/.smbauth -c 'ls'
  .                                   D        0  Mon Mar  3 08:12:20 2025
  ..                                  D        0  Mon Mar  3 08:12:20 2025
  2025-Q1.xlsx                        A   184330  Fri Feb 28 17:40:02 2025
`, V{"a": g.pw()}, "//fin-fs/Reports", "username = reporting")

	g.add("sys/pdbedit-smbpasswd-style-dump", `
$ sudo pdbedit -L -w
root:0:XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX:«a»:[U          ]:LCT-65F2A0B1:
media:1003:XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX:«b»:[U          ]:LCT-66011C4E:
`, V{"a": g.sysNT(), "b": g.sysNT()}, "LCT-65F2A0B1", "pdbedit -L -w")
}

// ---- cloud-init ----

func (g *G) sysCloudInit() {
	_, pub := g.sshEd25519("deploy@ci")
	g.add("sys/cloud-init-chpasswd-list", `
#cloud-config
hostname: web-03
ssh_pwauth: true
chpasswd:
  expire: false
  users:
    - name: ubuntu
      password: «a»
      type: text
    - name: ops
      password: «=h»
    - name: kiosk
      type: RANDOM
`, V{"a": g.pw(), "=h": g.sysSHA512()}, "hostname: web-03", "type: RANDOM")

	g.add("sys/cloud-init-legacy-chpasswd-string", `
$ sudo cat /var/lib/cloud/instance/user-data.txt
#cloud-config
password: «a»
chpasswd:
  list: |
    root:«b»
    pi:«c»
  expire: False
packages:
  - htop
  - git
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pw()}, "/var/lib/cloud/instance/user-data.txt", "expire: False")

	g.add("sys/cloud-init-users-hash-and-authorized-keys", `
#cloud-config
users:
  - default
  - name: deploy
    gecos: Deploy User
    groups: [sudo, docker]
    shell: /bin/bash
    sudo: ALL=(ALL) NOPASSWD:ALL
    lock_passwd: false
    passwd: «=h»
    ssh_authorized_keys:
      - «_pub» deploy@ci
`, V{"=h": g.sysSHA512(), "_pub": pub}, "NOPASSWD:ALL", "gecos: Deploy User")

	g.add("sys/cloud-init-ssh-keys-host-private", `
#cloud-config
ssh_deletekeys: true
ssh_keys:
  ed25519_private: |
    «a»
  ed25519_public: «_pub» root@bastion
`, func() V {
		hk, hp := g.sshEd25519("root@bastion")
		return V{"a": strings.ReplaceAll(hk.block(), "\n", "\n    "), "_pub": hp}
	}(), "ssh_deletekeys: true", "root@bastion")

	g.add("sys/cloud-init-write-files-env-and-token", `
#cloud-config
write_files:
  - path: /etc/default/app
    permissions: '0600'
    owner: root:root
    content: |
      APP_ENV=production
      DATABASE_URL=postgresql://app:«a»@10.20.0.5:5432/app
      SESSION_SECRET=«b»
  - path: /etc/tailscale/authkey
    permissions: '0600'
    content: «c»
runcmd:
  - [ sh, -c, "tailscale up --authkey=file:/etc/tailscale/authkey --ssh" ]
`, V{"a": g.pwURL(), "b": g.hex(64), "c": g.tailscale()}, "/etc/default/app", "APP_ENV=production", "10.20.0.5:5432")

	g.add("sys/cloud-init-write-files-base64-encoding", `
#cloud-config
write_files:
  - encoding: b64
    path: /root/.docker/config.json
    permissions: '0600'
    content: «a»
  - path: /etc/motd
    content: |
      Managed by Terraform - changes will be overwritten
`, V{"a": b64s(`{"auths":{"ghcr.io":{"auth":"` + b64s("ci-bot:"+g.ghp()) + `"}}}`)}, "/root/.docker/config.json", "Managed by Terraform")

	g.add("sys/cloud-init-query-userdata-runcmd", `
$ sudo cloud-init query userdata | sed -n '/runcmd/,$p'
runcmd:
  - curl -sfL https://get.k3s.io | K3S_URL=https://10.0.1.10:6443 K3S_TOKEN=«a» sh -
  - echo "«b»" | docker login registry.gitlab.com -u gitlab+deploy-token-1182 --password-stdin
  - systemctl enable --now node_exporter
`, V{"a": "K10" + g.hex(64) + "::server:" + g.hex(32), "b": "gldt-" + g.b64u(20)}, "https://10.0.1.10:6443", "gitlab+deploy-token-1182")

	g.add("sys/cloud-init-log-schema-warning", strings.ReplaceAll(`
$ sudo grep -i -A3 'schema' /var/log/cloud-init.log | head -6
2025-02-18 10:02:11,491 - schema.py[WARNING]: Invalid cloud-config provided: Please run 'sudo cloud-init schema --system' to see the schema errors.
2025-02-18 10:02:11,492 - schema.py[DEBUG]: chpasswd.list: Deprecated in version 22.2. Use ˋˋusersˋˋ instead. value: 'admin:«a»\n'
2025-02-18 10:02:11,530 - cc_set_passwords.py[DEBUG]: Changing password for ['admin']:
`, "ˋ", "`"), V{"a": g.pw()}, "cc_set_passwords.py[DEBUG]", "schema.py[WARNING]")

	g.add("sys/cloud-init-nocloud-meta-and-rh-subscription", `
$ cat /var/lib/libvirt/images/seed/user-data
#cloud-config
rh_subscription:
  username: jane.admin@example.com
  password: '«a»'
  auto-attach: true
  service-level: self-support
yum_repos:
  internal-epel:
    baseurl: https://repo.corp.example/epel/9/$basearch
    name: Internal EPEL mirror
    username: yumreader
    password: «b»
    gpgcheck: true
`, V{"a": g.pw(), "b": g.an(20)}, "jane.admin@example.com", "username: yumreader")
}

// ---- OS installers: kickstart, preseed, unattend, Ignition ----

func (g *G) sysInstallers() {
	g.add("sys/kickstart-rootpw-plaintext", `
$ cat ks.cfg
#version=RHEL9
text
lang en_US.UTF-8
keyboard us
timezone Europe/Berlin --utc
network --bootproto=dhcp --device=link --activate --hostname=db-node-04
rootpw --plaintext «a»
user --name=ansible --groups=wheel --password=«b» --plaintext
firewall --enabled --service=ssh
selinux --enforcing
bootloader --location=mbr --password=«=h» --iscrypted
`, V{"a": g.pw(), "b": g.pwStrong(), "=h": "grub.pbkdf2.sha512.10000." + strings.ToUpper(g.hex(128)) + "." + strings.ToUpper(g.hex(128))},
		"--hostname=db-node-04", "--name=ansible")

	g.add("sys/kickstart-rootpw-iscrypted-and-rhsm", `
rootpw --iscrypted «=h»
sshkey --username=root "«_pub»"
rhsm --organization="«_org»" --activation-key="rhel9-prod-ak"
%post --log=/root/ks-post.log
subscription-manager register --username=svc-rhsm --password='«a»' --auto-attach
curl -fsS -H "X-Auth-Token: «b»" https://cmdb.corp.example/api/hosts/register -d "fqdn=$(hostname -f)"
%end
`, V{"=h": g.sysSHA512(), "_pub": g.sshRSAPub(), "_org": g.digits(8), "a": g.pw(), "b": g.hex(40)}, "rhel9-prod-ak", "/root/ks-post.log", "svc-rhsm")

	g.add("sys/preseed-root-and-user-passwords", `
$ grep -E 'passwd|password' preseed.cfg
d-i passwd/root-login boolean true
d-i passwd/root-password password «a»
d-i passwd/root-password-again password «a»
d-i passwd/user-fullname string Build Agent
d-i passwd/username string buildagent
d-i passwd/user-password-crypted password «=h»
d-i grub-installer/password-crypted password «=g»
`, V{"a": g.pw(), "=h": g.sysSHA512(), "=g": "grub.pbkdf2.sha512.10000." + strings.ToUpper(g.hex(128)) + "." + strings.ToUpper(g.hex(128))},
		"passwd/username string buildagent", "passwd/user-password-crypted")

	g.add("sys/preseed-mirror-proxy-and-luks", `
d-i mirror/country string manual
d-i mirror/http/hostname string apt-cache.lan:3142
d-i mirror/http/directory string /debian
d-i mirror/http/proxy string http://aptproxy:«a»@proxy.lan:3128/
d-i partman-crypto/passphrase password «b»
d-i partman-crypto/passphrase-again password «b»
d-i partman-auto/method string crypto
`, V{"a": g.pwURL(), "b": g.pw()}, "apt-cache.lan:3142", "proxy.lan:3128")

	g.add("sys/autounattend-plaintext-true", `
$ sed -n '/<UserAccounts>/,/<\/AutoLogon>/p' autounattend.xml
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
                        <Description>Lab user</Description>
                        <DisplayName>labuser</DisplayName>
                        <Group>Administrators</Group>
                        <Name>labuser</Name>
                    </LocalAccount>
                </LocalAccounts>
            </UserAccounts>
            <AutoLogon>
                <Password>
                    <Value>«b»</Value>
                    <PlainText>true</PlainText>
                </Password>
                <Enabled>true</Enabled>
                <LogonCount>3</LogonCount>
                <Username>labuser</Username>
            </AutoLogon>
`, V{"a": g.pwStrong(), "b": g.pw()}, "<DisplayName>labuser</DisplayName>", "<LogonCount>3</LogonCount>")

	adm, al := g.pwStrong(), g.pw()
	g.add("sys/unattend-plaintext-false-base64", `
$ type C:\Windows\Panther\unattend.xml | findstr /i /c:"Value" /c:"PlainText" /c:"Username"
                    <Value>«a»</Value>
                    <PlainText>false</PlainText>
                    <Value>«b»</Value>
                    <PlainText>false</PlainText>
                <Username>Administrator</Username>
`, V{"a": sysUnattend(adm, "AdministratorPassword"), "b": sysUnattend(al, "Password")}, `C:\Windows\Panther\unattend.xml`, "<Username>Administrator</Username>")

	g.add("sys/unattend-decoded-in-chat", `
found this in C:\Windows\Panther\Unattend.xml on the old image:

    <AutoLogon><Password><Value>«a»</Value><PlainText>false</PlainText></Password>

it's just base64 of UTF-16, decoded it with
PS> [Text.Encoding]::Unicode.GetString([Convert]::FromBase64String('«a»'))
«b»Password

so the autologon password on every kiosk built from that image is «b». We should rebuild the image.
`, func() V {
		p := g.pw()
		return V{"a": sysUnattend(p, "Password"), "b": p}
	}(), `C:\Windows\Panther\Unattend.xml`, "[Text.Encoding]::Unicode.GetString")

	g.add("sys/unattend-domain-join-credentials", `
        <component name="Microsoft-Windows-UnattendedJoin" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
            <Identification>
                <Credentials>
                    <Domain>corp.example.com</Domain>
                    <Password>«a»</Password>
                    <Username>svc-domainjoin</Username>
                </Credentials>
                <JoinDomain>corp.example.com</JoinDomain>
                <MachineObjectOU>OU=Kiosks,OU=Workstations,DC=corp,DC=example,DC=com</MachineObjectOU>
            </Identification>
        </component>
`, V{"a": g.pwStrong()}, "svc-domainjoin", "publicKeyToken=\"31bf3856ad364e35\"", "OU=Kiosks,OU=Workstations,DC=corp,DC=example,DC=com")

	g.add("sys/unattend-product-key-and-wifi", `
            <ProductKey>
                <Key>«_k»</Key>
                <WillShowUI>Never</WillShowUI>
            </ProductKey>
...
    <settings pass="oobeSystem">
        <component name="Microsoft-Windows-Shell-Setup">
            <OOBE>
                <HideWirelessSetupInOOBE>true</HideWirelessSetupInOOBE>
            </OOBE>
            <FirstLogonCommands>
                <SynchronousCommand wcm:action="add">
                    <Order>1</Order>
                    <CommandLine>cmd /c netsh wlan add profile filename=C:\Setup\wifi.xml user=all</CommandLine>
                </SynchronousCommand>
                <SynchronousCommand wcm:action="add">
                    <Order>2</Order>
                    <CommandLine>cmd /c net user setupadmin «a» /add</CommandLine>
                </SynchronousCommand>
            </FirstLogonCommands>
        </component>
    </settings>
`, V{"_k": "W269N-WFGWX-YVC9B-4J6C9-T83GX", "a": g.pwStrong()}, "HideWirelessSetupInOOBE", `C:\Setup\wifi.xml`)

	g.add("sys/netsh-wlan-profile-xml-key-material", `
PS C:\Setup> Get-Content .\wifi.xml
<?xml version="1.0"?>
<WLANProfile xmlns="http://www.microsoft.com/networking/WLAN/profile/v1">
	<name>Branch-Staff</name>
	<SSIDConfig>
		<SSID>
			<hex>4272616E63682D5374616666</hex>
			<name>Branch-Staff</name>
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
`, V{"a": g.pw()}, "<name>Branch-Staff</name>", "4272616E63682D5374616666")

	g.add("sys/netsh-wlan-show-profile-key-clear", `
C:\> netsh wlan show profile name="Branch-Guest" key=clear | findstr /C:"SSID name" /C:"Authentication" /C:"Key Content"
    SSID name              : "Branch-Guest"
    Authentication         : WPA2-Personal
    Key Content            : «a»
`, V{"a": g.pw()}, `"Branch-Guest"`, "WPA2-Personal")

	g.add("sys/butane-yaml-hash-and-files", `
$ cat node.bu
variant: fcos
version: 1.5.0
passwd:
  users:
    - name: core
      password_hash: «=h»
      ssh_authorized_keys:
        - «_pub»
storage:
  files:
    - path: /etc/zincati/config.d/55-updates-strategy.toml
      contents:
        inline: |
          [updates]
          strategy = "periodic"
    - path: /etc/containers/auth.json
      mode: 0600
      contents:
        inline: |
          {"auths":{"quay.io":{"auth":"«a»"}}}
`, V{"=h": g.sysYescrypt(), "_pub": g.sshRSAPub() + " core@fcos", "a": b64s("acme+robot:" + g.s(alUpNum, 64))}, "variant: fcos", "55-updates-strategy.toml")

	g.add("sys/ignition-json-data-url", `
$ jq '.storage.files[] | select(.path=="/etc/k3s/token")' node.ign
{
  "path": "/etc/k3s/token",
  "contents": {
    "compression": "",
    "source": "data:,«a»"
  },
  "mode": 384
}
`, V{"a": "K10" + g.hex(64) + "::server:" + g.hex(32)}, "/etc/k3s/token", `"mode": 384`)

	g.add("sys/autoyast-root-password", `
  <users config:type="list">
    <user>
      <username>root</username>
      <user_password>«a»</user_password>
      <encrypted config:type="boolean">false</encrypted>
    </user>
    <user>
      <username>suse</username>
      <user_password>«=h»</user_password>
      <encrypted config:type="boolean">true</encrypted>
    </user>
  </users>
`, V{"a": g.pw(), "=h": g.sysSHA512()}, "<username>suse</username>", `<encrypted config:type="boolean">true</encrypted>`)
}

// ---- Proxmox and libvirt ----

func (g *G) sysVirt() {
	g.add("sys/proxmox-storage-cfg-and-pw-file", `
root@pve1:~# cat /etc/pve/storage.cfg
dir: local
	path /var/lib/vz
	content iso,vztmpl,backup

cifs: nas-backup
	path /mnt/pve/nas-backup
	server 192.168.10.5
	share pve
	content backup
	username pvebackup
	prune-backups keep-last=7

pbs: pbs01
	datastore main
	server 192.168.10.7
	content backup
	fingerprint «_fp»
	username backup@pbs!pve1

root@pve1:~# cat /etc/pve/priv/storage/nas-backup.pw /etc/pve/priv/storage/pbs01.pw
«a»
«b»
`, V{"_fp": strings.ToLower(strings.Join([]string{g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2)}, ":")), "a": g.pw(), "b": g.uuid()},
		"root@pve1:~#", "username backup@pbs!pve1")

	g.add("sys/proxmox-pveum-token-add", `
root@pve1:~# pveum user token add terraform@pve tf --privsep 0
┌──────────────┬──────────────────────────────────────┐
│ key          │ value                                │
╞══════════════╪══════════════════════════════════════╡
│ full-tokenid │ terraform@pve!tf                     │
├──────────────┼──────────────────────────────────────┤
│ info         │ {"privsep":"0"}                      │
├──────────────┼──────────────────────────────────────┤
│ value        │ «a» │
└──────────────┴──────────────────────────────────────┘
`, V{"a": g.uuid()}, "terraform@pve!tf", `{"privsep":"0"}`)

	g.add("sys/proxmox-api-token-curl", `
$ curl -sk -H 'Authorization: PVEAPIToken=terraform@pve!tf=«a»' https://pve1.lan:8006/api2/json/nodes | jq -r '.data[].node'
pve1
pve2
`, V{"a": g.uuid()}, "https://pve1.lan:8006/api2/json/nodes", "terraform@pve!tf")

	g.add("sys/proxmox-qm-config-cipassword", `
root@pve1:~# qm config 9001
agent: 1
boot: order=scsi0
ciuser: ubuntu
cipassword: **********
cores: 2
ide2: local-lvm:vm-9001-cloudinit,media=cdrom
ipconfig0: ip=dhcp
memory: 4096
name: ubuntu-2404-tmpl
net0: virtio=«_mac»,bridge=vmbr0
scsi0: local-lvm:base-9001-disk-0,size=32G
smbios1: uuid=«_u»
sshkeys: ssh-ed25519%20AAAAC3NzaC1lZDI1NTE5AAAAI«_k»%20ops%40laptop
vmgenid: «_g»
root@pve1:~# grep cipassword /etc/pve/qemu-server/9001.conf
cipassword: «=h»
root@pve1:~# history | grep 'qm set 9001'
  411  qm set 9001 --ciuser ubuntu --cipassword '«a»'
`, V{"_mac": g.sysMAC(), "_u": g.uuid(), "_k": g.b64(32)[:43], "_g": g.uuid(), "=h": g.sysSHA512(), "a": g.pw()}, "cipassword: **********", "ubuntu-2404-tmpl")

	g.add("sys/proxmox-backup-client-env", `
# /etc/cron.d/pbs-host-backup
PBS_REPOSITORY=backup@pbs!hosts@pbs01.lan:main
PBS_PASSWORD=«a»
PBS_FINGERPRINT=«_fp»
PBS_ENCRYPTION_PASSWORD=«b»
15 2 * * * root proxmox-backup-client backup root.pxar:/ --exclude /proc --exclude /sys --keyfile /root/pbs-enc.key
`, V{"a": g.uuid(), "_fp": strings.ToLower(g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2)), "b": g.pw()},
		"backup@pbs!hosts@pbs01.lan:main", "/root/pbs-enc.key")

	g.add("sys/libvirt-domain-vnc-passwd", `
$ sudo virsh dumpxml --security-info win11-dev | grep -A3 '<graphics'
    <graphics type='vnc' port='5901' autoport='yes' listen='0.0.0.0' passwd='«a»'>
      <listen type='address' address='0.0.0.0'/>
    </graphics>
$ sudo virsh dumpxml win11-dev | grep '<graphics'
    <graphics type='vnc' port='5901' autoport='yes' listen='0.0.0.0'>
`, V{"a": g.an(8)}, "win11-dev", "<graphics type='vnc' port='5901' autoport='yes' listen='0.0.0.0'>")

	g.add("sys/libvirt-ceph-secret-set-value", `
$ cat secret.xml
<secret ephemeral='no' private='yes'>
  <uuid>«_u»</uuid>
  <usage type='ceph'>
    <name>client.libvirt secret</name>
  </usage>
</secret>
$ sudo virsh secret-define --file secret.xml
Secret «_u» created

$ sudo virsh secret-set-value --secret «_u» --base64 «a»
error: Passing secret value as command-line argument is insecure!
Secret value set
`, V{"_u": g.uuid(), "a": g.sysCeph()}, "client.libvirt secret", "Passing secret value as command-line argument is insecure!")

	g.add("sys/ceph-keyring-client-admin", `
$ sudo cat /etc/ceph/ceph.client.admin.keyring
[client.admin]
	key = «a»
	caps mds = "allow *"
	caps mgr = "allow *"
	caps mon = "allow *"
	caps osd = "allow *"
$ cat /etc/ceph/ceph.conf
[global]
fsid = «_f»
mon_host = [v2:10.0.30.11:3300/0,v1:10.0.30.11:6789/0] [v2:10.0.30.12:3300/0,v1:10.0.30.12:6789/0]
`, V{"a": g.sysCeph(), "_f": g.uuid()}, "[client.admin]", "10.0.30.11:3300")

	g.add("sys/libvirt-iscsi-pool-chap", `
<pool type='iscsi'>
  <name>san-lun</name>
  <source>
    <host name='san01.lan'/>
    <device path='iqn.2005-10.org.freenas.ctl:vmstore'/>
    <auth type='chap' username='libvirt'>
      <secret usage='libvirtiscsi'/>
    </auth>
  </source>
</pool>

$ grep -E 'node.session.auth.(username|password)' /etc/iscsi/nodes/iqn.2005-10.org.freenas.ctl:vmstore/*/default
node.session.auth.username = libvirt
node.session.auth.password = «a»
`, V{"a": g.an(16)}, "iqn.2005-10.org.freenas.ctl:vmstore", "node.session.auth.username = libvirt")

	g.add("sys/esxi-ks-cfg-rootpw", `
# ESXi 8 scripted install - ks.cfg
vmaccepteula
install --firstdisk --overwritevmfs
rootpw «a»
network --bootproto=static --ip=10.1.40.21 --netmask=255.255.255.0 --gateway=10.1.40.1 --hostname=esx21.lab.local --nameserver=10.1.40.2
reboot
%firstboot --interpreter=busybox
vim-cmd hostsvc/enable_ssh
esxcli system settings advanced set -o /UserVars/SuppressShellWarning -i 1
`, V{"a": g.pwStrong()}, "esx21.lab.local", "vim-cmd hostsvc/enable_ssh")
}

// ---- container runtimes and registries ----

func (g *G) sysContainers() {
	g.add("sys/docker-config-json-auths", `
$ cat ~/.docker/config.json
{
	"auths": {
		"https://index.docker.io/v1/": {
			"auth": "«a»"
		},
		"ghcr.io": {
			"auth": "«b»"
		},
		"«_acct».dkr.ecr.eu-west-1.amazonaws.com": {}
	},
	"credHelpers": {
		"«_acct».dkr.ecr.eu-west-1.amazonaws.com": "ecr-login"
	}
}
`, V{"a": b64s("mkoenig:" + g.dockerPAT()), "b": b64s("mkoenig:" + g.ghp()), "_acct": g.digits(12)}, `"ecr-login"`)

	g.add("sys/docker-config-json-root-with-identitytoken", `
$ sudo cat /root/.docker/config.json
{
  "auths": {
    "acmecr.azurecr.io": {
      "auth": "«=a»",
      "identitytoken": "«b»"
    },
    "harbor.corp.example": {
      "auth": "«c»"
    }
  },
  "HttpHeaders": {
    "User-Agent": "Docker-Client/24.0.7 (linux)"
  }
}
`, V{"=a": b64s("00000000-0000-0000-0000-000000000000:"), "b": g.jwt("RS256", `{"jti":"`+g.uuid()+`","sub":"azure@acmecr","exp":1767225600,"grant_type":"refresh_token","tenant":"`+g.uuid()+`"}`), "c": b64s("robot$ci-push:" + g.an(32))},
		"harbor.corp.example", "Docker-Client/24.0.7 (linux)")

	g.add("sys/docker-daemon-json-benign-and-proxy", `
$ cat /etc/docker/daemon.json
{
  "log-driver": "json-file",
  "log-opts": { "max-size": "50m", "max-file": "3" },
  "registry-mirrors": ["https://mirror.gcr.io"],
  "insecure-registries": ["registry.lab:5000"],
  "proxies": {
    "http-proxy": "http://svc-docker:«a»@proxy.corp.example:8080",
    "https-proxy": "http://svc-docker:«a»@proxy.corp.example:8080",
    "no-proxy": "localhost,127.0.0.0/8,.corp.example"
  },
  "data-root": "/srv/docker"
}
`, V{"a": g.pwURL()}, "registry.lab:5000", "proxy.corp.example:8080", "https://mirror.gcr.io")

	g.add("sys/docker-service-d-http-proxy", `
$ systemctl show --property=Environment docker
Environment=HTTP_PROXY=http://build:«a»@10.10.0.3:3128 HTTPS_PROXY=http://build:«a»@10.10.0.3:3128 NO_PROXY=localhost,.internal
`, V{"a": g.pwURL()}, "10.10.0.3:3128", "NO_PROXY=localhost,.internal")

	g.add("sys/containerd-config-toml-registry-auth", `
$ sudo sed -n '/registry.configs/,$p' /etc/containerd/config.toml
    [plugins."io.containerd.grpc.v1.cri".registry.configs]
      [plugins."io.containerd.grpc.v1.cri".registry.configs."registry.gitlab.com".auth]
        username = "k8s-pull"
        password = "«a»"
      [plugins."io.containerd.grpc.v1.cri".registry.configs."harbor.corp.example".auth]
        auth = "«b»"
      [plugins."io.containerd.grpc.v1.cri".registry.configs."harbor.corp.example".tls]
        ca_file = "/etc/containerd/certs.d/harbor.corp.example/ca.crt"
`, V{"a": "glpat-" + g.b64u(20), "b": b64s("robot$k8s:" + g.an(32))}, "k8s-pull", "/etc/containerd/certs.d/harbor.corp.example/ca.crt")

	g.add("sys/k3s-registries-yaml", `
$ sudo cat /etc/rancher/k3s/registries.yaml
mirrors:
  docker.io:
    endpoint:
      - "https://registry-1.docker.io"
configs:
  "registry-1.docker.io":
    auth:
      username: acmeinfra
      password: «a»
  "quay.io":
    auth:
      username: acme+k3s_pull
      password: «b»
`, V{"a": g.dockerPAT(), "b": g.s(alUpNum, 64)}, "acme+k3s_pull", "https://registry-1.docker.io")

	g.add("sys/k3s-config-yaml-token", `
$ sudo cat /etc/rancher/k3s/config.yaml
write-kubeconfig-mode: "0644"
tls-san:
  - k3s.lab.example
token: «a»
agent-token: «b»
datastore-endpoint: "postgres://k3s:«c»@10.0.2.20:5432/k3s"
`, V{"a": g.hex(32), "b": g.hex(32), "c": g.pwURL()}, "k3s.lab.example", "10.0.2.20:5432")

	g.add("sys/crio-auth-json-podman", `
$ sudo cat /run/containers/0/auth.json
{
	"auths": {
		"registry.redhat.io": {
			"auth": "«a»"
		},
		"quay.io/acme": {
			"auth": "«b»"
		}
	}
}
$ grep -n global_auth_file /etc/crio/crio.conf.d/*.conf
/etc/crio/crio.conf.d/10-auth.conf:2:global_auth_file = "/etc/crio/auth.json"
`, V{"a": b64s("11009103|svc-ocp-pull:" + g.jwt("RS512", `{"sub":"`+g.hex(32)+`"}`)), "b": b64s("acme+ci:" + g.s(alUpNum, 64))}, "global_auth_file", "registry.redhat.io")

	g.add("sys/podman-login-authfile-and-secret", `
$ echo «a» | podman login --authfile /etc/containers/auth.json -u svc-pull --password-stdin registry.corp.example
Login Succeeded!
$ printf '%s' '«b»' | podman secret create pg_password -
«_id»
$ podman secret ls
ID                         NAME         DRIVER      CREATED        UPDATED
«_id»  pg_password  file        5 seconds ago  5 seconds ago
`, V{"a": g.an(32), "b": g.pw(), "_id": g.s(alHex, 25)}, "svc-pull", "pg_password")
}

// ---- package managers and VCS credentials ----

func (g *G) sysPackages() {
	g.add("sys/apt-auth-conf-d", `
$ sudo cat /etc/apt/auth.conf.d/*.conf
machine esm.ubuntu.com/infra/ubuntu/
login bearer
password «a»
machine esm.ubuntu.com/apps/ubuntu/
login bearer
password «a»
machine apt.corp.example.com login deb-reader password «b»
`, V{"a": g.an(30), "b": g.pwStrong()}, "esm.ubuntu.com/infra/ubuntu/", "login deb-reader")

	g.add("sys/apt-sources-inline-creds", `
$ cat /etc/apt/sources.list.d/artifactory.list
deb [signed-by=/usr/share/keyrings/corp-archive.gpg] https://ci-bot:«a»@artifactory.corp.example/artifactory/debian-local jammy main
`, V{"a": "AKCp8" + g.an(68)}, "/usr/share/keyrings/corp-archive.gpg", "artifactory.corp.example")

	g.add("sys/pip-conf-global-index-url", `
$ pip config list
global.extra-index-url='https://__token__:«a»@gitlab.corp.example/api/v4/projects/412/packages/pypi/simple'
global.index-url='https://pypi.org/simple'
global.trusted-host='gitlab.corp.example'
$ cat /etc/pip.conf
[global]
index-url = https://pypi.org/simple
extra-index-url = https://__token__:«a»@gitlab.corp.example/api/v4/projects/412/packages/pypi/simple
trusted-host = gitlab.corp.example
`, V{"a": g.glpat()}, "/api/v4/projects/412/packages/pypi/simple", "https://pypi.org/simple")

	g.add("sys/pypirc-multiple-repos", `
$ cat ~/.pypirc
[distutils]
index-servers =
    pypi
    testpypi
    nexus

[pypi]
username = __token__
password = «a»

[testpypi]
repository = https://test.pypi.org/legacy/
username = __token__
password = «b»

[nexus]
repository = https://nexus.corp.example/repository/pypi-internal/
username = deploy
password = «c»
`, V{"a": g.pypiTok(), "b": g.pypiTok(), "c": g.pw()}, "https://nexus.corp.example/repository/pypi-internal/", "https://test.pypi.org/legacy/")

	g.add("sys/yum-repo-with-password", `
$ cat /etc/yum.repos.d/nexus-rhel.repo
[nexus-rhel9-baseos]
name=Nexus RHEL 9 BaseOS proxy
baseurl=https://nexus.corp.example/repository/rhel9-baseos/
enabled=1
gpgcheck=1
gpgkey=file:///etc/pki/rpm-gpg/RPM-GPG-KEY-redhat-release
username=yum-reader
password=«a»
sslverify=1
`, V{"a": g.pw()}, "username=yum-reader", "Nexus RHEL 9 BaseOS proxy")

	g.add("sys/dnf-repo-baseurl-creds-and-proxy", `
[grafana]
name=grafana
baseurl=https://packages.grafana.com/oss/rpm
repo_gpgcheck=1
enabled=1
gpgcheck=1
gpgkey=https://packages.grafana.com/gpg.key
proxy=http://proxy.corp.example:3128
proxy_username=svc-dnf
proxy_password=«a»

[gitlab-ee]
name=gitlab-ee
baseurl=https://«b»:@packages.gitlab.com/gitlab/gitlab-ee/el/9/$basearch
`, V{"a": g.pw(), "b": g.hex(32)}, "proxy_username=svc-dnf", "packages.gitlab.com/gitlab/gitlab-ee")

	g.add("sys/zypper-credentials-file", `
$ sudo ls /etc/zypp/credentials.d/
NCCcredentials  SCCcredentials  obs-home
$ sudo cat /etc/zypp/credentials.d/SCCcredentials /etc/zypp/credentials.d/obs-home
username=SCC_«_u»
password=«a»
username=rpm-mirror
password=«b»
`, V{"_u": g.hex(32), "a": g.hex(16), "b": g.pw()}, "/etc/zypp/credentials.d/SCCcredentials", "username=rpm-mirror")

	g.add("sys/npmrc-global-etc", `
$ cat /usr/local/etc/npmrc
prefix=/usr/local
registry=https://registry.npmjs.org/
@acme:registry=https://npm.pkg.github.com/
//npm.pkg.github.com/:_authToken=«a»
//registry.npmjs.org/:_authToken=«b»
//nexus.corp.example/repository/npm-group/:_auth=«c»
always-auth=true
`, V{"a": g.ghp(), "b": g.npmTok(), "c": b64s("npm-ci:" + g.pw())}, "@acme:registry=https://npm.pkg.github.com/", "prefix=/usr/local")

	g.add("sys/gitconfig-url-insteadof-token", `
$ git config --global --list | grep -i url
url.https://x-access-token:«a»@github.com/.insteadof=https://github.com/
url.https://oauth2:«b»@gitlab.corp.example/.insteadof=git@gitlab.corp.example:
$ cat ~/.gitconfig
[user]
	name = Build Bot
	email = build-bot@corp.example
[url "https://x-access-token:«a»@github.com/"]
	insteadOf = https://github.com/
[url "https://oauth2:«b»@gitlab.corp.example/"]
	insteadOf = git@gitlab.corp.example:
`, V{"a": g.ghs(), "b": g.glpat()}, "build-bot@corp.example", "insteadOf = https://github.com/")

	g.add("sys/gitconfig-system-http-extraheader", `
$ git config --system --list
core.autocrlf=input
http.https://dev.azure.com/.extraheader=AUTHORIZATION: Basic «a»
credential.helper=store
$ sudo cat /etc/gitconfig
[core]
	autocrlf = input
[http "https://dev.azure.com/"]
	extraheader = AUTHORIZATION: Basic «a»
[credential]
	helper = store
`, V{"a": b64s(":" + g.azDevops())}, "https://dev.azure.com/", "credential.helper=store")

	g.add("sys/git-credentials-store", `
$ cat ~/.git-credentials
https://mkoenig:«a»@github.com
https://oauth2:«b»@gitlab.com
https://jenkins:«c»@bitbucket.corp.example
`, V{"a": g.ghFine(), "b": g.glpat(), "c": g.pwURL()}, "bitbucket.corp.example", "https://oauth2:")

	g.add("sys/cargo-credentials-toml", `
$ cat ~/.cargo/credentials.toml
[registry]
token = "«a»"

[registries.acme-internal]
token = "Bearer «b»"
`, V{"a": "cio" + g.an(32), "b": g.an(40)}, "[registries.acme-internal]")

	g.add("sys/composer-auth-json-global", `
$ cat ~/.config/composer/auth.json
{
    "http-basic": {
        "repo.packagist.com": {
            "username": "token",
            "password": "«a»"
        },
        "satis.agency.example": {
            "username": "deploy",
            "password": "«b»"
        }
    },
    "github-oauth": {
        "github.com": "«c»"
    },
    "gitlab-token": {}
}
`, V{"a": g.hex(64), "b": g.pw(), "c": g.gho()}, "satis.agency.example", "repo.packagist.com")

	g.add("sys/gem-credentials-and-bundler-config", `
$ cat ~/.gem/credentials
---
:rubygems_api_key: «a»
:github: Bearer «b»
$ cat /usr/local/bundle/config
---
BUNDLE_GEMS__CONTRIBSYS__COM: "«c»:«d»"
BUNDLE_PATH: "/usr/local/bundle"
`, V{"a": g.rubygems(), "b": g.ghp(), "c": g.hex(8), "d": g.hex(8)}, "BUNDLE_PATH", ":rubygems_api_key:")

	g.add("sys/maven-settings-xml-servers", `
$ sed -n '/<servers>/,/<\/servers>/p' /etc/maven/settings.xml
  <servers>
    <server>
      <id>nexus-releases</id>
      <username>deployment</username>
      <password>«a»</password>
    </server>
    <server>
      <id>github</id>
      <username>acme-ci</username>
      <password>«b»</password>
    </server>
    <server>
      <id>encrypted-example</id>
      <password>{«=enc»}</password>
    </server>
  </servers>
`, V{"a": g.pw(), "b": g.ghp(), "=enc": g.b64(32)}, "nexus-releases", "<username>acme-ci</username>")

	g.add("sys/gradle-properties-home", `
$ cat ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4g
org.gradle.parallel=true
artifactoryUser=ci-reader
artifactoryPassword=«a»
signing.keyId=«_kid»
signing.password=«b»
signing.secretKeyRingFile=/home/ci/.gnupg/secring.gpg
`, V{"a": "AKCp8" + g.an(68), "_kid": strings.ToUpper(g.hex(8)), "b": g.pw()}, "artifactoryUser=ci-reader", "/home/ci/.gnupg/secring.gpg")
}

// ---- mail transport and mail clients ----

func (g *G) sysMail() {
	g.add("sys/postfix-sasl-passwd", `
$ sudo cat /etc/postfix/sasl_passwd
[smtp.sendgrid.net]:587 apikey:«a»
[email-smtp.eu-west-1.amazonaws.com]:587 «=kid»:«b»
$ sudo postmap /etc/postfix/sasl_passwd && sudo postconf relayhost smtp_sasl_password_maps
relayhost = [smtp.sendgrid.net]:587
smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd
`, V{"a": g.sendgrid(), "=kid": g.awsID(), "b": "B" + g.s(alB64, 43)}, "[smtp.sendgrid.net]:587", "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd")

	g.add("sys/postfix-sasl-passwd-gmail-app-password", `
# /etc/postfix/sasl/sasl_passwd
[smtp.gmail.com]:587    alerts.homelab@gmail.com:«a»
`, V{"a": g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)}, "alerts.homelab@gmail.com", "[smtp.gmail.com]:587")

	g.add("sys/postfix-postconf-n-with-ldap-map", `
$ sudo cat /etc/postfix/ldap-aliases.cf
server_host = ldaps://ldap.corp.example
search_base = ou=people,dc=corp,dc=example
bind = yes
bind_dn = uid=postfix,ou=services,dc=corp,dc=example
bind_pw = «a»
query_filter = (mail=%s)
result_attribute = maildrop
`, V{"a": g.pw()}, "uid=postfix,ou=services,dc=corp,dc=example", "result_attribute = maildrop")

	g.add("sys/exim-passwd-client", `
$ sudo cat /etc/exim4/passwd.client
# password file used when the local exim is authenticating to a remote
# host as a client.
#
# see exim4_passwd_client(5) for more documentation
#
# Example:
### target.mail.server.example:login:password
*.mailgun.org:postmaster@mg.acme.example:«a»
smtp.office365.com:noreply@acme.example:«b»
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "b": g.pw()}, "postmaster@mg.acme.example", "exim4_passwd_client(5)")

	g.add("sys/msmtprc-password-and-passwordeval", `
$ cat ~/.msmtprc
defaults
auth           on
tls            on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
logfile        ~/.msmtp.log

account        fastmail
host           smtp.fastmail.com
port           465
tls_starttls   off
from           ines@fastmail.example
user           ines@fastmail.example
password       «a»

account        work
host           smtp.office365.com
port           587
from           ines.ruiz@corp.example
user           ines.ruiz@corp.example
passwordeval   "pass show mail/corp"

account default : fastmail
`, V{"a": g.s(alLowNum, 16)}, `passwordeval   "pass show mail/corp"`, "ines@fastmail.example")

	g.add("sys/msmtp-etc-system-relay", `
$ sudo cat /etc/msmtprc
account default
host mail.smtp2go.com
port 2525
auth on
user nas-alerts
password «a»
from nas@home.example
syslog LOG_MAIL
aliases /etc/aliases
`, V{"a": g.pw()}, "mail.smtp2go.com", "user nas-alerts")

	g.add("sys/ssmtp-conf", `
$ sudo cat /etc/ssmtp/ssmtp.conf
root=postmaster
mailhub=smtp.gmail.com:587
hostname=backup01
AuthUser=backups.acme@gmail.com
AuthPass=«a»
UseSTARTTLS=YES
FromLineOverride=YES
`, V{"a": g.s(alLower, 16)}, "AuthUser=backups.acme@gmail.com", "mailhub=smtp.gmail.com:587")

	g.add("sys/nullmailer-remotes", `
$ sudo cat /etc/nullmailer/remotes
smtp.mailbox.org smtp --port=465 --ssl --user=cron@acme.example --pass=«a»
`, V{"a": g.pw()}, "--user=cron@acme.example", "smtp.mailbox.org")

	g.add("sys/fetchmailrc", `
$ cat ~/.fetchmailrc
set daemon 300
set logfile ~/.fetchmail.log
poll imap.gmx.net with proto IMAP
    user 'h.vogel@gmx.example' there with password '«a»' is 'hvogel' here
    options ssl keep
poll pop.provider.example proto pop3
    user "shop-orders" password "«b»" is orders here
    fetchall
`, V{"a": g.pw(), "b": g.an(14)}, "h.vogel@gmx.example", "imap.gmx.net")

	g.add("sys/muttrc-imap-smtp-pass", `
$ grep -E '_(user|pass|url)|^set (from|realname)' ~/.muttrc
set from = "noor.haddad@example.org"
set realname = "Noor Haddad"
set imap_user = "noor.haddad@example.org"
set imap_pass = "«a»"
set folder = "imaps://imap.example.org:993"
set smtp_url = "smtps://noor.haddad@example.org@smtp.example.org:465/"
set smtp_pass = "«a»"
`, V{"a": g.pw()}, "noor.haddad@example.org", "imaps://imap.example.org:993")

	g.add("sys/muttrc-smtp-url-inline", `
set smtp_url = "smtp://ops%40acme.example:«a»@smtp.acme.example:587/"
set ssl_starttls = yes
set record = "+Sent"
`, V{"a": g.pwURL()}, "smtp.acme.example:587", "ssl_starttls = yes")

	g.add("sys/offlineimaprc-remotepass", `
$ cat ~/.offlineimaprc
[general]
accounts = Work
pythonfile = ~/.offlineimap.py

[Account Work]
localrepository = WorkLocal
remoterepository = WorkRemote

[Repository WorkLocal]
type = Maildir
localfolders = ~/Mail/Work

[Repository WorkRemote]
type = IMAP
remotehost = outlook.office365.com
remoteuser = p.nowak@corp.example
remotepass = «a»
sslcacertfile = /etc/ssl/certs/ca-certificates.crt
`, V{"a": g.pw()}, "p.nowak@corp.example", "outlook.office365.com")

	g.add("sys/mbsyncrc-pass-and-passcmd", `
$ cat ~/.mbsyncrc
IMAPAccount personal
Host imap.migadu.com
User me@lindqvist.example
Pass «a»
SSLType IMAPS

IMAPAccount work
Host imap.gmail.com
User erik.lindqvist@corp.example
PassCmd "gpg -q --for-your-eyes-only --no-tty -d ~/.mail-work.gpg"
AuthMechs XOAUTH2
SSLType IMAPS
`, V{"a": g.pw()}, `PassCmd "gpg -q --for-your-eyes-only --no-tty -d ~/.mail-work.gpg"`, "me@lindqvist.example")

	g.add("sys/dovecot-passwd-file-mixed", `
$ sudo cat /etc/dovecot/users
admin@mail.example:{SHA512-CRYPT}«=h1»:5000:5000::/var/vmail/mail.example/admin::
info@mail.example:{BLF-CRYPT}«=h2»:5000:5000::/var/vmail/mail.example/info::
test@mail.example:{PLAIN}«a»:5000:5000::/var/vmail/mail.example/test::
`, V{"=h1": g.sysSHA512(), "=h2": g.bcrypt(), "a": g.pw()}, "/var/vmail/mail.example/test", "test@mail.example:{PLAIN}")

	g.add("sys/dovecot-sql-connect", `
$ sudo cat /etc/dovecot/dovecot-sql.conf.ext
driver = mysql
connect = host=127.0.0.1 dbname=mailserver user=mailuser password=«a»
default_pass_scheme = SHA512-CRYPT
password_query = SELECT email as user, password FROM virtual_users WHERE email='%u';
`, V{"a": g.pwStrong()}, "dbname=mailserver user=mailuser", "default_pass_scheme = SHA512-CRYPT")

	g.add("sys/postfix-mysql-virtual-maps", `
$ sudo grep -H '' /etc/postfix/mysql-virtual-*.cf | grep -E 'user|password|hosts'
/etc/postfix/mysql-virtual-mailbox-domains.cf:user = mailuser
/etc/postfix/mysql-virtual-mailbox-domains.cf:password = «a»
/etc/postfix/mysql-virtual-mailbox-domains.cf:hosts = 127.0.0.1
/etc/postfix/mysql-virtual-mailbox-maps.cf:user = mailuser
/etc/postfix/mysql-virtual-mailbox-maps.cf:password = «a»
/etc/postfix/mysql-virtual-mailbox-maps.cf:hosts = 127.0.0.1
`, V{"a": g.pw()}, "/etc/postfix/mysql-virtual-mailbox-domains.cf", "user = mailuser")

	g.add("sys/opendkim-private-key", `
$ sudo cat /etc/opendkim/keys/acme.example/mail.private
«a»
$ cat /etc/opendkim/keys/acme.example/mail.txt
mail._domainkey	IN	TXT	( "v=DKIM1; h=sha256; k=rsa; "
	  "p=«_p1»"
	  "«_p2»" )  ; ----- DKIM key mail for acme.example
`, V{"a": g.rsaPEM().block(), "_p1": "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + g.s(alB64, 200), "_p2": g.s(alB64, 148) + "IDAQAB"},
		"mail._domainkey", "DKIM key mail for acme.example")
}

// ---- directory services and Kerberos ----

func (g *G) sysDirectory() {
	g.add("sys/sssd-conf-ldap-default-authtok", `
$ sudo cat /etc/sssd/sssd.conf
[sssd]
services = nss, pam, sudo
domains = corp.example

[domain/corp.example]
id_provider = ldap
auth_provider = ldap
ldap_uri = ldaps://ldap1.corp.example, ldaps://ldap2.corp.example
ldap_search_base = dc=corp,dc=example
ldap_default_bind_dn = cn=sssd-bind,ou=svc,dc=corp,dc=example
ldap_default_authtok_type = password
ldap_default_authtok = «a»
ldap_tls_reqcert = demand
cache_credentials = true
`, V{"a": g.pwStrong()}, "cn=sssd-bind,ou=svc,dc=corp,dc=example", "ldap_default_authtok_type = password")

	g.add("sys/sssd-obfuscated-authtok", `
$ sudo grep authtok /etc/sssd/sssd.conf
ldap_default_authtok_type = obfuscated_password
ldap_default_authtok = «a»
`, V{"a": "AAAQA" + g.b64(90)}, "obfuscated_password")

	g.add("sys/nslcd-conf-bindpw", `
$ sudo grep -v '^#' /etc/nslcd.conf | grep .
uid nslcd
gid nslcd
uri ldap://ldap.campus.example/
base dc=campus,dc=example
binddn cn=nslcd,ou=system,dc=campus,dc=example
bindpw «a»
rootpwmoddn cn=admin,dc=campus,dc=example
ssl start_tls
tls_cacertfile /etc/ssl/certs/ca-certificates.crt
`, V{"a": g.pw()}, "cn=nslcd,ou=system,dc=campus,dc=example", "rootpwmoddn")

	g.add("sys/ldap-secret-and-libnss-ldap", `
$ sudo cat /etc/ldap.secret /etc/pam_ldap.secret
«a»
«b»
$ grep -E '^(rootbinddn|binddn|bindpw)' /etc/libnss-ldap.conf
rootbinddn cn=manager,dc=legacy,dc=lan
binddn cn=proxyuser,dc=legacy,dc=lan
bindpw «c»
`, V{"a": g.pw(), "b": g.pw(), "c": g.pwStrong()}, "cn=proxyuser,dc=legacy,dc=lan", "/etc/libnss-ldap.conf")

	g.add("sys/kdb5-util-create-and-addprinc", `
root@kdc01:~# kdb5_util create -s -r CORP.EXAMPLE -P '«a»'
Loading random data
Initializing database '/var/lib/krb5kdc/principal' for realm 'CORP.EXAMPLE',
master key name 'K/M@CORP.EXAMPLE'
root@kdc01:~# kadmin.local -q "addprinc -pw «b» admin/admin@CORP.EXAMPLE"
Authenticating as principal root/admin@CORP.EXAMPLE with password.
Principal "admin/admin@CORP.EXAMPLE" created.
`, V{"a": g.pwStrong(), "b": g.pw()}, "master key name 'K/M@CORP.EXAMPLE'", "admin/admin@CORP.EXAMPLE")

	g.add("sys/kadm5-acl-and-stash-benign-plus-kinit-script", `
$ cat /etc/krb5kdc/kadm5.acl
*/admin@CORP.EXAMPLE    *
$ cat /usr/local/bin/refresh-ticket.sh
#!/bin/sh
# TODO: switch to a keytab
echo '«a»' | kinit svc-etl@CORP.EXAMPLE
klist
`, V{"a": g.pw()}, "svc-etl@CORP.EXAMPLE", "*/admin@CORP.EXAMPLE")

	g.add("sys/ldap-conf-openldap-slapd-rootpw", `
$ sudo grep -n -E 'rootdn|rootpw|suffix' /etc/openldap/slapd.conf
58:suffix		"dc=lab,dc=local"
59:rootdn		"cn=Manager,dc=lab,dc=local"
63:rootpw		«a»
64:# rootpw		«=h»
`, V{"a": g.pw(), "=h": "{SSHA}" + g.b64(24)}, `"cn=Manager,dc=lab,dc=local"`, `"dc=lab,dc=local"`)

	g.add("sys/realm-join-one-time-password", `
$ sudo realm join --one-time-password='«a»' idm.corp.example
$ sudo ipa-client-install --domain=idm.corp.example --principal=admin --password='«b»' --mkhomedir -U
Client hostname: app07.idm.corp.example
Realm: IDM.CORP.EXAMPLE
DNS Domain: idm.corp.example
`, V{"a": g.an(24), "b": g.pwStrong()}, "app07.idm.corp.example", "--mkhomedir")

	g.add("sys/sssd-ad-adcli-join-stdin", `
$ echo -n '«a»' | sudo adcli join --domain=ad.corp.example --login-user=joinbot --stdin-password --computer-ou="OU=Linux,DC=ad,DC=corp,DC=example"
$ sudo klist -k /etc/krb5.keytab | head -4
Keytab name: FILE:/etc/krb5.keytab
KVNO Principal
---- --------------------------------------------------------------------------
   2 WEB04$@AD.CORP.EXAMPLE
`, V{"a": g.pw()}, "--login-user=joinbot", "WEB04$@AD.CORP.EXAMPLE")
}

// ---- system daemons ----

func (g *G) sysDaemons() {
	g.add("sys/nut-upsd-users", `
$ sudo cat /etc/nut/upsd.users
[admin]
	password = «a»
	actions = SET
	instcmds = ALL

[upsmon_local]
	password = «b»
	upsmon primary

[monuser]
	password = secret
	upsmon secondary
`, V{"a": g.pw(), "b": g.an(16)}, "upsmon primary", "[upsmon_local]")

	g.add("sys/nut-upsmon-conf-monitor", `
$ grep ^MONITOR /etc/nut/upsmon.conf
MONITOR eaton5px@nas01.lan 1 upsmon_remote «a» secondary
MONITOR apc-rack@localhost 1 upsmon_local «b» primary
`, V{"a": g.pw(), "b": g.an(16)}, "eaton5px@nas01.lan", "upsmon_remote")

	g.add("sys/snmpd-conf-community-and-v3", `
$ sudo grep -vE '^\s*(#|$)' /etc/snmp/snmpd.conf
sysLocation    Rack B4, DC Frankfurt
sysContact     noc@acme.example
agentaddress  udp:161
view   systemonly  included   .1.3.6.1.2.1.1
view   systemonly  included   .1.3.6.1.2.1.25.1
rocommunity «a» 10.0.0.0/8
rwcommunity «b» 10.0.5.10
rouser monitor authpriv
`, V{"a": g.an(14), "b": g.an(18)}, "Rack B4, DC Frankfurt", "noc@acme.example")

	g.add("sys/snmpd-var-lib-createuser", `
$ sudo tail -3 /var/lib/snmp/snmpd.conf
createUser monitor SHA-256 "«a»" AES "«b»"
setserialno 1983421198
engineBoots 12
$ sudo tail -2 /var/lib/snmp/snmpd.conf   # after restart
usmUser 1 3 0x80001f8880«_eng» "monitor" "monitor" NULL .1.3.6.1.6.3.10.1.1.5 0x«=k1» .1.3.6.1.6.3.10.1.2.4 0x«=k2» ""
engineBoots 13
`, V{"a": g.pw(), "b": g.pwStrong(), "_eng": g.hex(24), "=k1": g.hex(64), "=k2": g.hex(32)}, "setserialno 1983421198", `"monitor" "monitor"`)

	g.add("sys/snmpwalk-v3-command", `
$ snmpwalk -v3 -l authPriv -u monitor -a SHA -A '«a»' -x AES -X '«b»' sw-core-01.lan IF-MIB::ifDescr | head -3
IF-MIB::ifDescr.1 = STRING: GigabitEthernet1/0/1
IF-MIB::ifDescr.2 = STRING: GigabitEthernet1/0/2
IF-MIB::ifDescr.3 = STRING: GigabitEthernet1/0/3
$ snmpget -v2c -c «c» 10.0.5.1 SNMPv2-MIB::sysUpTime.0
SNMPv2-MIB::sysUpTime.0 = Timeticks: (418822011) 48 days, 11:23:40.11
`, V{"a": g.pw(), "b": g.pw(), "c": g.an(12)}, "sw-core-01.lan", "GigabitEthernet1/0/1")

	g.add("sys/telegraf-snmp-input", `
[[inputs.snmp]]
  agents = ["udp://10.0.5.1:161", "udp://10.0.5.2:161"]
  version = 3
  sec_name = "telegraf"
  auth_protocol = "SHA"
  auth_password = "«a»"
  sec_level = "authPriv"
  priv_protocol = "AES"
  priv_password = "«b»"
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, `sec_name = "telegraf"`, "udp://10.0.5.1:161")

	g.add("sys/chrony-keys-file", `
$ sudo cat /etc/chrony/chrony.keys
# This is an example chrony keys file.
1 SHA1 HEX:«a»
2 SHA256 HEX:«b»
10 MD5 ASCII:«c»
$ grep -E '^(keyfile|server)' /etc/chrony/chrony.conf
keyfile /etc/chrony/chrony.keys
server ntp1.corp.example iburst key 2
`, V{"a": strings.ToUpper(g.hex(40)), "b": strings.ToUpper(g.hex(64)), "c": g.an(20)}, "server ntp1.corp.example iburst key 2", "keyfile /etc/chrony/chrony.keys")

	g.add("sys/ntp-keys-ntpd", `
$ sudo cat /etc/ntp.keys
# ntpkeys generated by ntp-keygen
1 MD5 «a»  # MD5 key
2 SHA1 «b»  # SHA1 key
$ grep -E '^(keys|trustedkey|controlkey|requestkey)' /etc/ntp.conf
keys /etc/ntp.keys
trustedkey 1 2
controlkey 2
requestkey 2
`, V{"a": g.s("!\"#%&()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghijklmnopqrstuvwxyz{|}~", 20), "b": g.hex(40)}, "trustedkey 1 2", "ntpkeys generated by ntp-keygen")

	g.add("sys/keepalived-auth-pass", `
$ sudo cat /etc/keepalived/keepalived.conf
global_defs {
    router_id LB01
    script_user keepalived_script
    enable_script_security
}

vrrp_script chk_haproxy {
    script "/usr/bin/killall -0 haproxy"
    interval 2
}

vrrp_instance VI_1 {
    state MASTER
    interface ens192
    virtual_router_id 51
    priority 150
    advert_int 1
    authentication {
        auth_type PASS
        auth_pass «a»
    }
    virtual_ipaddress {
        10.20.30.100/24
    }
    track_script {
        chk_haproxy
    }
}
`, V{"a": g.an(8)}, "router_id LB01", "virtual_router_id 51")

	g.add("sys/corosync-authkey-base64", `
root@pve2:~# ls -l /etc/corosync/authkey
-r-------- 1 root root 256 Jan 14 09:41 /etc/corosync/authkey
root@pve2:~# base64 -w0 /etc/corosync/authkey; echo
«a»
`, V{"a": g.b64(256)}, "/etc/corosync/authkey")

	g.add("sys/pacemaker-stonith-ipmi-password", `
$ sudo pcs stonith config fence-node1
 Resource: fence-node1 (class=stonith type=fence_ipmilan)
  Attributes: fence-node1-instance_attributes
    ip=10.0.9.11
    lanplus=1
    password=«a»
    pcmk_host_list=node1.cluster.lan
    username=fenceadmin
  Operations:
    monitor: fence-node1-monitor-interval-60s
      interval=60s
`, V{"a": g.pw()}, "fence_ipmilan", "username=fenceadmin", "node1.cluster.lan")

	g.add("sys/haproxy-stats-auth-and-userlist", `
$ sudo sed -n '/^listen stats/,/^$/p;/^userlist/,/^$/p' /etc/haproxy/haproxy.cfg
listen stats
    bind *:8404
    mode http
    stats enable
    stats uri /haproxy?stats
    stats refresh 10s
    stats auth admin:«a»
    stats auth readonly:«b»

userlist api_users
    user ci-bot insecure-password «c»
    user grafana password «=h»
`, V{"a": g.pwURL(), "b": g.an(12), "c": g.pwStrong(), "=h": g.sysSHA512()}, "userlist api_users", "stats uri /haproxy?stats")

	g.add("sys/haproxy-backend-http-request-set-header", `
backend be_search
    mode http
    http-request set-header Authorization "Basic «a»"
    http-request set-header X-Api-Key «b»
    server es1 10.40.0.11:9200 check ssl verify required ca-file /etc/haproxy/es-ca.pem
`, V{"a": b64s("haproxy:" + g.pw()), "b": g.hex(40)}, "be_search", "10.40.0.11:9200")

	g.add("sys/squid-cache-peer-login-and-ncsa", `
$ sudo grep -E '^(cache_peer|auth_param|acl authenticated)' /etc/squid/squid.conf
auth_param basic program /usr/lib/squid/basic_ncsa_auth /etc/squid/passwords
auth_param basic realm Corporate proxy
acl authenticated proxy_auth REQUIRED
cache_peer upstream.isp-proxy.example parent 8080 0 no-query default login=acme-branch7:«a»
$ sudo cat /etc/squid/passwords
alice:«=h1»
bob:«=h2»
`, V{"a": g.pwURL(), "=h1": g.sysAPR1(), "=h2": g.bcrypt()}, "/usr/lib/squid/basic_ncsa_auth", "upstream.isp-proxy.example")

	g.add("sys/ddclient-conf", `
$ sudo cat /etc/ddclient.conf
# Configuration file for ddclient generated by debconf
daemon=300
syslog=yes
pid=/var/run/ddclient.pid
ssl=yes
use=web, web=checkip.dyndns.org

protocol=cloudflare, \
zone=example.net, \
ttl=1, \
login=token, \
password=«a» \
home.example.net

protocol=dyndns2
server=domains.google.com
login=«=l»
password='«b»'
vpn.example.org
`, V{"a": g.cfToken(), "=l": g.an(16), "b": g.an(16)}, "home.example.net", "server=domains.google.com")

	g.add("sys/ddclient-duckdns-and-noip", `
protocol=duckdns, password=«a» \
mynas
protocol=noip, login=marc.dupont@example.fr, password=«b» \
marc-home.ddns.net
`, V{"a": g.uuid(), "b": g.pw()}, "marc-home.ddns.net", "marc.dupont@example.fr")

	g.add("sys/fail2ban-abuseipdb-action", `
$ sudo cat /etc/fail2ban/jail.local
[DEFAULT]
bantime = 1h
findtime = 10m
maxretry = 5
destemail = admin@acme.example
sender = fail2ban@acme.example

[sshd]
enabled = true
action = %(action_)s
         abuseipdb[abuseipdb_apikey="«a»", abuseipdb_category="18,22"]

[nginx-botsearch]
enabled = true
action = cloudflare[cfuser="ops@acme.example", cftoken="«b»"]
`, V{"a": g.hex(80), "b": g.cfGlobal()}, `abuseipdb_category="18,22"`, "destemail = admin@acme.example")

	g.add("sys/fail2ban-action-d-telegram", `
$ cat /etc/fail2ban/action.d/telegram.local
[Definition]
actionban = curl -s -X POST "https://api.telegram.org/bot<bottoken>/sendMessage" -d chat_id=<chatid> -d text="Banned <ip> in jail <name>"

[Init]
bottoken = «a»
chatid = «_c»
`, V{"a": g.telegram(), "_c": "-100" + g.digits(10)}, "actionban = curl -s -X POST")

	g.add("sys/redis-conf-requirepass-and-acl", `
$ sudo grep -nE '^(requirepass|masterauth|user |aclfile|bind)' /etc/redis/redis.conf
75:bind 127.0.0.1 -::1
1036:requirepass «a»
545:masterauth «a»
$ sudo cat /etc/redis/users.acl
user default on #«=h» ~* &* +@all
user metrics on >«b» ~* -@all +info +ping
`, V{"a": g.hex(48), "=h": g.hex(64), "b": g.pwStrong()}, "bind 127.0.0.1 -::1", "+info +ping")

	g.add("sys/mosquitto-passwd-and-bridge", `
$ sudo cat /etc/mosquitto/conf.d/bridge.conf
connection cloud-bridge
address mqtt.iot-cloud.example:8883
remote_username site-042
remote_password «a»
bridge_cafile /etc/ssl/certs/ca-certificates.crt
topic sensors/# out 1
$ sudo cat /etc/mosquitto/passwd
homeassistant:$7$101$«=s»$«=h»
`, V{"a": g.pwStrong(), "=s": g.b64(12), "=h": g.b64(64)}, "remote_username site-042", "mqtt.iot-cloud.example:8883")

	g.add("sys/monit-httpd-allow", `
$ sudo sed -n '/set httpd/,/^$/p;/set mailserver/,/^$/p' /etc/monit/monitrc
set httpd port 2812 and
    use address 0.0.0.0
    allow 10.0.0.0/8
    allow admin:«a»
    allow @monit readonly

set mailserver smtp.eu.mailgun.org port 587
    username "monit@mg.acme.example" password "«b»"
    using tls
`, V{"a": g.an(14), "b": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "monit@mg.acme.example", "set httpd port 2812")

	g.add("sys/nagios-resource-cfg", `
$ sudo cat /usr/local/nagios/etc/resource.cfg
# Sets $USER1$ to be the path to the plugins
$USER1$=/usr/local/nagios/libexec

# Store some usernames and passwords (hidden from the CGIs)
$USER3$=nagios_ro
$USER4$=«a»
$USER5$=«b»
`, V{"a": g.pw(), "b": g.an(32)}, "$USER3$=nagios_ro", "/usr/local/nagios/libexec")

	g.add("sys/zabbix-agent-psk", `
$ grep -E '^(Server|Hostname|TLS)' /etc/zabbix/zabbix_agent2.conf
Server=zbx.corp.example
ServerActive=zbx.corp.example
Hostname=db-07
TLSConnect=psk
TLSAccept=psk
TLSPSKIdentity=PSK-db-07
TLSPSKFile=/etc/zabbix/zabbix_agent2.psk
$ sudo cat /etc/zabbix/zabbix_agent2.psk
«a»
`, V{"a": g.hex(64)}, "TLSPSKIdentity=PSK-db-07", "/etc/zabbix/zabbix_agent2.psk")

	g.add("sys/zabbix-server-conf-dbpassword", `
$ sudo grep -E '^DB' /etc/zabbix/zabbix_server.conf
DBHost=localhost
DBName=zabbix
DBUser=zabbix
DBPassword=«a»
`, V{"a": g.pw()}, "DBName=zabbix")

	g.add("sys/bind-tsig-and-rndc-key", `
$ sudo cat /etc/bind/rndc.key /etc/bind/keys/acme-ddns.key
key "rndc-key" {
	algorithm hmac-sha256;
	secret "«a»";
};
key "ddns-acme" {
	algorithm hmac-sha512;
	secret "«b»";
};
$ grep -A2 'update-policy' /etc/bind/named.conf.local
	update-policy {
		grant ddns-acme zonesub ANY;
	};
`, V{"a": g.sysTSIG(), "b": g.b64(64)}, `key "rndc-key"`, "grant ddns-acme zonesub ANY;")

	g.add("sys/nsupdate-tsig-inline", `
$ nsupdate -y hmac-sha256:ddns-acme:«a» <<'EOF'
server ns1.acme.example
zone acme.example
update delete _acme-challenge.www.acme.example TXT
update add _acme-challenge.www.acme.example 60 TXT "«_v»"
send
EOF
`, V{"a": g.sysTSIG(), "_v": g.b64u(43)}, "_acme-challenge.www.acme.example", "ns1.acme.example")

	g.add("sys/dhcpd-omapi-key-and-ddns", `
$ sudo grep -B1 -A3 '^key' /etc/dhcp/dhcpd.conf
omapi-port 7911;
key omapi_key {
	algorithm hmac-md5;
	secret «a»;
};
--
key DHCP_UPDATER {
	algorithm HMAC-SHA256.SIG-ALG.REG.INT;
	secret "«b»";
};
`, V{"a": g.b64(64), "b": g.sysTSIG()}, "omapi-port 7911;", "DHCP_UPDATER")

	g.add("sys/ipmitool-and-bmc-user-set", `
$ ipmitool -I lanplus -H 10.0.9.21 -U ADMIN -P '«a»' chassis power status
Chassis Power is on
$ sudo ipmitool user set password 3 '«b»' 20
Set User Password command successful (user 3)
`, V{"a": g.s(alUpper, 10), "b": g.pwStrong()}, "Chassis Power is on", "-H 10.0.9.21")

	g.add("sys/smartd-and-mdadm-mail-are-benign-and-sudoers-pw", `
$ sudo cat /etc/mdadm/mdadm.conf | grep -E 'MAILADDR|ARRAY'
MAILADDR root
ARRAY /dev/md/0 metadata=1.2 UUID=«_u» name=nas01:0
$ sudo cat /etc/sudoers.d/90-deploy
deploy ALL=(ALL) NOPASSWD: /usr/bin/systemctl restart app
# temporary, remove after migration: echo «a» | sudo -S
`, V{"_u": g.hex(8) + ":" + g.hex(8) + ":" + g.hex(8) + ":" + g.hex(8), "a": g.pw()}, "name=nas01:0", "/usr/bin/systemctl restart app")
}

// ---- ACME clients: certbot DNS plugins, acme.sh ----

func (g *G) sysACME() {
	g.add("sys/certbot-cloudflare-ini", `
$ sudo cat /etc/letsencrypt/cloudflare.ini
# Cloudflare API token used by Certbot
dns_cloudflare_api_token = «a»
$ sudo certbot certonly --dns-cloudflare --dns-cloudflare-credentials /etc/letsencrypt/cloudflare.ini -d '*.acme.example'
`, V{"a": g.cfToken()}, "/etc/letsencrypt/cloudflare.ini", "*.acme.example")

	g.add("sys/certbot-cloudflare-global-key-ini", `
# /root/.secrets/certbot/cloudflare.ini
dns_cloudflare_email = hostmaster@acme.example
dns_cloudflare_api_key = «a»
`, V{"a": g.cfGlobal()}, "hostmaster@acme.example")

	g.add("sys/certbot-route53-env-and-config", `
$ sudo cat /root/.aws/config
[default]
region = us-east-1
aws_access_key_id = «=kid»
aws_secret_access_key = «a»
$ sudo certbot renew --dry-run --dns-route53
Saving debug log to /var/log/letsencrypt/letsencrypt.log
`, V{"=kid": g.awsID(), "a": g.awsSecret()}, "--dns-route53", "region = us-east-1")

	g.add("sys/certbot-digitalocean-and-ovh", `
$ sudo head -n 20 /etc/letsencrypt/digitalocean.ini /etc/letsencrypt/ovh.ini
==> /etc/letsencrypt/digitalocean.ini <==
dns_digitalocean_token = «a»

==> /etc/letsencrypt/ovh.ini <==
dns_ovh_endpoint = ovh-eu
dns_ovh_application_key = «=ak»
dns_ovh_application_secret = «b»
dns_ovh_consumer_key = «c»
`, V{"a": g.doToken(), "=ak": g.an(16), "b": g.an(32), "c": g.an(32)}, "dns_ovh_endpoint = ovh-eu")

	g.add("sys/certbot-rfc2136-ini", `
# Target DNS server
dns_rfc2136_server = 192.0.2.53
dns_rfc2136_port = 53
# TSIG key name
dns_rfc2136_name = certbot.
# TSIG key secret
dns_rfc2136_secret = «a»
# TSIG key algorithm
dns_rfc2136_algorithm = HMAC-SHA512
`, V{"a": g.b64(64)}, "dns_rfc2136_name = certbot.", "dns_rfc2136_algorithm = HMAC-SHA512")

	g.add("sys/certbot-renewal-conf-benign-and-hetzner", `
$ sudo cat /etc/letsencrypt/renewal/shop.acme.example.conf
# renew_before_expiry = 30 days
version = 2.9.0
archive_dir = /etc/letsencrypt/archive/shop.acme.example
cert = /etc/letsencrypt/live/shop.acme.example/cert.pem
privkey = /etc/letsencrypt/live/shop.acme.example/privkey.pem

[renewalparams]
account = «_acct»
authenticator = dns-hetzner
dns_hetzner_credentials = /etc/letsencrypt/hetzner.ini
server = https://acme-v02.api.letsencrypt.org/directory
$ sudo cat /etc/letsencrypt/hetzner.ini
dns_hetzner_api_token = «a»
`, V{"_acct": g.hex(32), "a": g.an(32)}, "authenticator = dns-hetzner", "/etc/letsencrypt/live/shop.acme.example/privkey.pem")

	g.add("sys/certbot-google-service-account-json", `
$ sudo cat /etc/letsencrypt/google.json
{
  "type": "service_account",
  "project_id": "acme-dns-prod",
  "private_key_id": "«_kid»",
  "private_key": "«a»",
  "client_email": "certbot@acme-dns-prod.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "token_uri": "https://oauth2.googleapis.com/token"
}
`, V{"_kid": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block() + "\n"), "_cid": g.digits(21)}, "certbot@acme-dns-prod.iam.gserviceaccount.com", "acme-dns-prod")

	g.add("sys/acme-sh-account-conf", `
$ cat ~/.acme.sh/account.conf
LOG_FILE='/root/.acme.sh/acme.sh.log'
#LOG_LEVEL=1
AUTO_UPGRADE='1'
#NO_TIMESTAMP=1
USER_PATH='/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'
SAVED_CF_Token='«a»'
SAVED_CF_Account_ID='«_acc»'
SAVED_GD_Key='«b»'
SAVED_GD_Secret='«c»'
DEFAULT_ACME_SERVER='https://acme-v02.api.letsencrypt.org/directory'
`, V{"a": g.cfToken(), "_acc": g.hex(32), "b": g.an(34), "c": g.an(22)}, "/root/.acme.sh/acme.sh.log", "DEFAULT_ACME_SERVER")

	g.add("sys/acme-sh-domain-conf-and-issue", `
$ export Namesilo_Key="«a»"
$ export INWX_User="dnsbot" INWX_Password='«b»'
$ acme.sh --issue --dns dns_inwx -d router.example.de
[Mon Mar 10 21:04:11 CET 2025] Using CA: https://acme.zerossl.com/v2/DV90
[Mon Mar 10 21:04:12 CET 2025] Creating domain key
`, V{"a": g.hex(24), "b": g.pw()}, "router.example.de", `INWX_User="dnsbot"`)

	g.add("sys/acme-sh-account-key", `
$ cat ~/.acme.sh/ca/acme-v02.api.letsencrypt.org/directory/account.key
«a»
$ cat ~/.acme.sh/ca/acme-v02.api.letsencrypt.org/directory/ca.conf
ACCOUNT_URL='https://acme-v02.api.letsencrypt.org/acme/acct/«_n»'
CA_EMAIL='hostmaster@acme.example'
`, V{"a": g.ecSEC1().block(), "_n": g.digits(10)}, "CA_EMAIL='hostmaster@acme.example'")

	g.add("sys/lego-env-file", `
$ sudo cat /etc/lego/env
LEGO_EMAIL=ops@acme.example
LEGO_DNS_PROVIDER=gandiv5
GANDIV5_PERSONAL_ACCESS_TOKEN=«a»
LEGO_PATH=/var/lib/lego
`, V{"a": g.hex(40)}, "LEGO_DNS_PROVIDER=gandiv5", "/var/lib/lego")
}

// ---- file transfer services ----

func (g *G) sysFileServices() {
	g.add("sys/rsyncd-secrets-and-conf", `
$ sudo cat /etc/rsyncd.conf /etc/rsyncd.secrets
uid = nobody
gid = nogroup
use chroot = yes
max connections = 4

[backups]
    path = /srv/rsync/backups
    auth users = backup
    secrets file = /etc/rsyncd.secrets
    read only = false
backup:«a»
mirror:«b»
`, V{"a": g.pw(), "b": g.an(20)}, "secrets file = /etc/rsyncd.secrets", "/srv/rsync/backups")

	g.add("sys/rsync-password-file-client", `
$ cat ~/.rsync-pass
«a»
$ rsync -av --password-file=~/.rsync-pass /data/ rsync://backup@nas01.lan/backups/host7/
sending incremental file list
`, V{"a": g.pw()}, "rsync://backup@nas01.lan/backups/host7/", "--password-file=~/.rsync-pass")

	g.add("sys/rsync-env-password", `
$ RSYNC_PASSWORD='«a»' rsync -az /var/www/ rsync://deploy@web-mirror.lan/www/
`, V{"a": g.pw()}, "rsync://deploy@web-mirror.lan/www/")

	g.add("sys/vsftpd-virtual-users-db-source", `
$ sudo cat /etc/vsftpd/virtual_users.txt
uploader
«a»
printer-scans
«b»
$ sudo db_load -T -t hash -f /etc/vsftpd/virtual_users.txt /etc/vsftpd/virtual_users.db
$ grep -E '^(guest|virtual|pam_service|user_config)' /etc/vsftpd.conf
guest_enable=YES
guest_username=ftp
virtual_use_local_privs=YES
pam_service_name=vsftpd_virtual
user_config_dir=/etc/vsftpd/user_conf
`, V{"a": g.pw(), "b": g.an(12)}, "printer-scans", "pam_service_name=vsftpd_virtual")

	g.add("sys/proftpd-sql-connectinfo", `
$ sudo grep -E '^\s*SQL(ConnectInfo|AuthTypes|UserInfo)' /etc/proftpd/sql.conf
SQLAuthTypes Crypt
SQLConnectInfo proftpd@localhost proftpd «a»
SQLUserInfo ftpuser userid passwd uid gid homedir shell
$ sudo cat /etc/proftpd/ftpd.passwd
webdev:«=h»:2001:2001::/srv/www:/bin/false
`, V{"a": g.pw(), "=h": g.sysSHA512()}, "SQLAuthTypes Crypt", "webdev:")

	g.add("sys/proftpd-ldap-and-tls", `
<IfModule mod_ldap.c>
  LDAPServer ldaps://ldap.corp.example/??sub
  LDAPBindDN "cn=proftpd,ou=services,dc=corp,dc=example" "«a»"
  LDAPUsers ou=people,dc=corp,dc=example (uid=%u)
</IfModule>
`, V{"a": g.pw()}, "cn=proftpd,ou=services,dc=corp,dc=example", "ldaps://ldap.corp.example/??sub")

	g.add("sys/pure-ftpd-pw-and-lftp", `
$ lftp -u 'shopexport,«a»' -e 'set ftp:ssl-force true; mirror -R ./feed /incoming; bye' ftp.marketplace.example
$ cat ~/.lftprc
set ssl:verify-certificate no
`, V{"a": g.pw()}, "ftp.marketplace.example", "shopexport")

	g.add("sys/curlrc-and-wgetrc", `
$ cat ~/.wgetrc
http_proxy = http://proxyuser:«a»@proxy.campus.example:8080/
https_proxy = http://proxyuser:«a»@proxy.campus.example:8080/
use_proxy = on
user = mirror
password = «b»
$ cat ~/.curlrc
--silent
--user "deploy:«c»"
`, V{"a": g.pwURL(), "b": g.pw(), "c": g.pw()}, "proxy.campus.example:8080", "use_proxy = on")

	g.add("sys/nfs-exports-and-krb-benign-with-tftp-hpa", `
$ cat /etc/exports
/srv/nfs/home  10.0.0.0/24(rw,sync,sec=krb5p,no_subtree_check)
$ cat /etc/default/tftpd-hpa
TFTP_USERNAME="tftp"
TFTP_DIRECTORY="/srv/tftp"
TFTP_ADDRESS=":69"
TFTP_OPTIONS="--secure"
$ grep -i pass /srv/tftp/pxelinux.cfg/default
  APPEND initrd=debian/initrd.gz auto=true priority=critical url=http://10.0.0.2/preseed.cfg passwd/root-password=«a» passwd/root-password-again=«a»
`, V{"a": g.pw()}, "sec=krb5p", "/srv/tftp/pxelinux.cfg/default")
}

// ---- telephony and RADIUS ----

func (g *G) sysTelephony() {
	g.add("sys/asterisk-sip-conf-secret", `
$ sudo sed -n '/^\[general\]/,/^$/p;/^\[1001\]/,/^$/p;/^\[sipgate\]/,/^$/p' /etc/asterisk/sip.conf
[general]
context=default
bindport=5060
bindaddr=0.0.0.0
register => 1234567e0:«a»@sipgate.de/1234567e0

[1001]
type=friend
host=dynamic
secret=«b»
context=internal
callerid="Reception" <1001>

[sipgate]
type=peer
host=sipgate.de
defaultuser=1234567e0
secret=«a»
fromdomain=sipgate.de
`, V{"a": g.s(alUpper, 10), "b": g.an(12)}, "callerid=\"Reception\" <1001>", "defaultuser=1234567e0")

	g.add("sys/asterisk-pjsip-auth-sections", `
[trunk-auth]
type=auth
auth_type=userpass
username=acme-trunk-01
password=«a»

[2001]
type=auth
auth_type=userpass
username=2001
password=«b»

[2002]
type=auth
auth_type=md5
username=2002
md5_cred=«=h»
`, V{"a": g.an(24), "b": g.pwURL(), "=h": g.hex(32)}, "acme-trunk-01", "auth_type=md5")

	g.add("sys/asterisk-manager-conf", `
$ sudo cat /etc/asterisk/manager.conf
[general]
enabled = yes
port = 5038
bindaddr = 127.0.0.1

[fop2]
secret = «a»
deny=0.0.0.0/0.0.0.0
permit=127.0.0.1/255.255.255.0
read = all
write = all
`, V{"a": g.an(16)}, "[fop2]", "permit=127.0.0.1/255.255.255.0")

	g.add("sys/freeradius-clients-conf", `
$ sudo grep -vE '^\s*(#|$)' /etc/freeradius/3.0/clients.conf
client localhost {
	ipaddr = 127.0.0.1
	proto = *
	secret = testing123
	require_message_authenticator = no
	nas_type	 = other
	limit {
		max_connections = 16
		lifetime = 0
		idle_timeout = 30
	}
}
client unifi-aps {
	ipaddr = 10.0.20.0/24
	secret = «a»
	shortname = unifi
}
client vpn-gw {
	ipaddr = 10.0.0.1
	secret = "«b»"
	shortname = fortigate
}
`, V{"a": g.an(24), "b": g.pwStrong()}, "shortname = unifi", "require_message_authenticator = no")

	g.add("sys/freeradius-mods-ldap-and-sql", `
$ sudo grep -E '^\s*(server|identity|password|login|radius_db)\s*=' /etc/freeradius/3.0/mods-enabled/ldap /etc/freeradius/3.0/mods-enabled/sql
/etc/freeradius/3.0/mods-enabled/ldap:	server = 'ldap.corp.example'
/etc/freeradius/3.0/mods-enabled/ldap:	identity = 'cn=radius,ou=services,dc=corp,dc=example'
/etc/freeradius/3.0/mods-enabled/ldap:	password = «a»
/etc/freeradius/3.0/mods-enabled/sql:	server = "localhost"
/etc/freeradius/3.0/mods-enabled/sql:	login = "radius"
/etc/freeradius/3.0/mods-enabled/sql:	password = "«b»"
/etc/freeradius/3.0/mods-enabled/sql:	radius_db = "radius"
`, V{"a": g.pw(), "b": g.pw()}, "cn=radius,ou=services,dc=corp,dc=example", "/etc/freeradius/3.0/mods-enabled/sql")

	g.add("sys/freeradius-users-file", `
$ sudo tail -6 /etc/freeradius/3.0/mods-config/files/authorize
"guest-wifi"	Cleartext-Password := "«a»"
		Reply-Message := "Hello, %{User-Name}"

"switch-admin"	Cleartext-Password := "«b»"
		Service-Type = Administrative-User,
		Cisco-AVPair = "shell:priv-lvl=15"
`, V{"a": g.pw(), "b": g.pwStrong()}, `"shell:priv-lvl=15"`, "Administrative-User")

	g.add("sys/coturn-static-auth-secret", `
$ sudo grep -vE '^\s*(#|$)' /etc/turnserver.conf
listening-port=3478
tls-listening-port=5349
fingerprint
use-auth-secret
static-auth-secret=«a»
realm=turn.chat.example
total-quota=100
no-cli
cert=/etc/letsencrypt/live/turn.chat.example/fullchain.pem
pkey=/etc/letsencrypt/live/turn.chat.example/privkey.pem
`, V{"a": g.hex(64)}, "realm=turn.chat.example", "use-auth-secret")

	g.add("sys/kamailio-dbconfig", `
$ sudo grep -E '^#!define DBURL|^modparam\("auth_db"' /etc/kamailio/kamailio.cfg
#!define DBURL "mysql://kamailio:«a»@localhost/kamailio"
modparam("auth_db", "calculate_ha1", yes)
modparam("auth_db", "password_column", "password")
`, V{"a": g.pwURL()}, `"calculate_ha1", yes`)
}

// ---- home-directory credential files ----

func (g *G) sysHome() {
	g.add("sys/netrc-several-machines", `
$ cat ~/.netrc
machine api.heroku.com
  login dana@acme.example
  password «a»
machine git.heroku.com
  login dana@acme.example
  password «a»
machine urs.earthdata.nasa.gov login dana_k password «b»
default login anonymous password dana@acme.example
`, V{"a": g.uuid(), "b": g.pw()}, "urs.earthdata.nasa.gov", "default login anonymous")

	g.add("sys/pgpass-lines", `
$ cat ~/.pgpass
# hostname:port:database:username:password
localhost:5432:*:postgres:«a»
db-prod.internal:5432:billing:billing_ro:«b»
*:6432:*:pgbouncer_admin:«c»
$ ls -l ~/.pgpass
-rw------- 1 dana dana 142 Feb 11 10:02 /home/dana/.pgpass
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.an(24)}, "db-prod.internal:5432:billing:billing_ro:", "hostname:port:database:username:password")

	g.add("sys/my-cnf-client-and-debian-sys-maint", `
$ cat ~/.my.cnf
[client]
user=root
password="«a»"
host=127.0.0.1

[mysqldump]
single-transaction
$ sudo cat /etc/mysql/debian.cnf
# Automatically generated for Debian scripts. DO NOT TOUCH!
[client]
host     = localhost
user     = debian-sys-maint
password = «b»
socket   = /var/run/mysqld/mysqld.sock
`, V{"a": g.pw(), "b": g.an(16)}, "debian-sys-maint", "/var/run/mysqld/mysqld.sock")

	g.add("sys/s3cfg", `
$ grep -E '^(access_key|secret_key|host_base|host_bucket|gpg_passphrase|proxy_host)' ~/.s3cfg
access_key = «=kid»
gpg_passphrase = «b»
host_base = s3.amazonaws.com
host_bucket = %(bucket)s.s3.amazonaws.com
proxy_host =
secret_key = «a»
`, V{"=kid": g.awsID(), "b": g.pw(), "a": g.awsSecret()}, "host_bucket = %(bucket)s.s3.amazonaws.com")

	g.add("sys/boto-config-gsutil", `
$ cat ~/.boto
[Credentials]
gs_access_key_id = GOOG1E«=kid»
gs_secret_access_key = «a»
gs_oauth2_refresh_token = «b»

[Boto]
https_validate_certificates = True

[GSUtil]
default_project_id = acme-analytics-prod
`, V{"=kid": g.s(alUpNum, 55), "a": g.s(alB64, 40), "b": g.gRefresh()}, "acme-analytics-prod", "https_validate_certificates = True")

	g.add("sys/aws-credentials-profiles", `
$ cat ~/.aws/credentials
[default]
aws_access_key_id = «=k1»
aws_secret_access_key = «a»

[prod-admin]
aws_access_key_id = «=k2»
aws_secret_access_key = «b»
aws_session_token = «c»

[wasabi]
aws_access_key_id = «=k3»
aws_secret_access_key = «d»
`, V{"=k1": g.awsID(), "a": g.awsSecret(), "=k2": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "=k3": g.s(alUpNum, 20), "d": g.s(alUpNum, 40)}, "[prod-admin]", "[wasabi]")

	g.add("sys/aws-config-sso-benign-and-credential-process", `
$ cat ~/.aws/config
[profile dev]
sso_session = acme
sso_account_id = «_acct»
sso_role_name = PowerUserAccess
region = eu-central-1

[sso-session acme]
sso_start_url = https://acme.awsapps.com/start
sso_region = eu-central-1

[profile legacy-ci]
credential_process = /usr/local/bin/aws-vault export --format=json legacy-ci
region = us-west-2
aws_secret_access_key = «a»
`, V{"_acct": g.digits(12), "a": g.awsSecret()}, "https://acme.awsapps.com/start", "sso_role_name = PowerUserAccess")

	g.add("sys/root-bash-history-mixed", `
root@db02:~# tail -n 8 ~/.bash_history
apt update && apt -y upgrade
mysql -uroot -p'«a»' -e 'SHOW DATABASES;'
vim /etc/mysql/mariadb.conf.d/50-server.cnf
systemctl restart mariadb
htpasswd -b /etc/nginx/.htpasswd grafana «b»
export PGPASSWORD=«c»; pg_dumpall -h 10.0.2.20 -U postgres > /root/all.sql
history -c
`, V{"a": g.pw(), "b": g.pw(), "c": g.pwStrong()}, "/etc/mysql/mariadb.conf.d/50-server.cnf", "/etc/nginx/.htpasswd")

	g.add("sys/pam-mount-and-gnome-keyring-benign-plus-ecryptfs-wrapped", `
$ ls ~/.local/share/keyrings/
login.keyring  user.keystore
$ ecryptfs-unwrap-passphrase ~/.ecryptfs/wrapped-passphrase
Passphrase: 
«a»
`, V{"a": g.hex(32)}, "ecryptfs-unwrap-passphrase", "login.keyring")

	g.add("sys/restic-and-borg-env-files", `
$ sudo cat /etc/restic/b2.env /etc/borgmatic/config.yaml
RESTIC_REPOSITORY=b2:acme-backups:/hosts/web01
RESTIC_PASSWORD=«a»
B2_ACCOUNT_ID=«=b2»
B2_ACCOUNT_KEY=«b»
location:
    repositories:
        - ssh://u391022@u391022.your-storagebox.de:23/./borg/web01
storage:
    encryption_passphrase: "«c»"
    ssh_command: ssh -i /root/.ssh/id_borg
`, V{"a": g.pwStrong(), "=b2": "0" + g.hex(11) + "0000000003", "b": "K00" + g.s(alAlnum, 28), "c": g.seedPhrase(6)}, "b2:acme-backups:/hosts/web01", "/root/.ssh/id_borg")

	g.add("sys/kube-and-ssh-in-home-ls-then-key", `
$ ls -la ~/.ssh
total 28
drwx------  2 ops ops 4096 Mar  1 11:02 .
-rw-------  1 ops ops  411 Mar  1 11:02 id_ed25519
-rw-r--r--  1 ops ops   97 Mar  1 11:02 id_ed25519.pub
-rw-r--r--  1 ops ops  888 Mar  1 11:03 known_hosts
$ cat ~/.ssh/id_ed25519 ~/.ssh/id_ed25519.pub
«a»
«_p» ops@jump01
`, func() V {
		k, p := g.sshEd25519("ops@jump01")
		return V{"a": k.block(), "_p": p}
	}(), "id_ed25519.pub", "ops@jump01")
}

// ---- benign look-alikes beside one secret ----

func (g *G) sysBenign() {
	g.add("sys/shadow-hashes-and-one-plaintext-note", `
$ sudo grep -vE ':[*!]' /etc/shadow
root:«=h1»:19742:0:99999:7:::
ubuntu:«=h2»:19810:0:99999:7:::
kiosk:«=h3»:20011:0:99999:7:::
$ cat /root/README.handover
kiosk local password (for the shop staff, rotate quarterly): «a»
`, V{"=h1": g.sysYescrypt(), "=h2": g.sysSHA512(), "=h3": g.sysSHA512(), "a": g.pw()}, "/root/README.handover", "rotate quarterly")

	g.add("sys/htpasswd-bcrypt-and-creation-command", `
$ sudo htpasswd -B -b -c /etc/nginx/.htpasswd-prometheus scraper «a»
Adding password for user scraper
$ sudo cat /etc/nginx/.htpasswd-prometheus /etc/nginx/.htpasswd-legacy
scraper:«=h1»
ops:«=h2»
`, V{"a": g.pw(), "=h1": strings.Replace(g.bcrypt(), "$2b$", "$2y$", 1), "=h2": g.sysAPR1()}, "/etc/nginx/.htpasswd-prometheus", "Adding password for user scraper")

	g.add("sys/authorized-keys-and-known-hosts", `
$ cat ~/.ssh/authorized_keys
«_p1» lena@thinkpad
from="10.0.0.0/8",command="/usr/local/bin/backup-only" «_p2» backup@nas01
$ ssh-keyscan -t ed25519 git.corp.example 2>/dev/null
git.corp.example «_p3»
$ cat ~/.ssh/config
Host jump
  HostName 203.0.113.44
  User ops
  IdentityFile ~/.ssh/id_ed25519
Host legacy-switch
  HostName 10.0.5.2
  User admin
  # password: «a»
  KexAlgorithms +diffie-hellman-group1-sha1
`, func() V {
		_, p1 := g.sshEd25519("lena@thinkpad")
		_, p3 := g.sshEd25519("")
		return V{"_p1": p1, "_p2": g.sshRSAPub(), "_p3": p3, "a": g.pw()}
	}(), "lena@thinkpad", "/usr/local/bin/backup-only", "KexAlgorithms +diffie-hellman-group1-sha1")

	g.add("sys/nmcli-show-hidden-then-wpa-cli-list", `
$ nmcli -f 802-11-wireless.ssid,802-11-wireless.mac-address,802-11-wireless-security.psk,connection.uuid connection show Lager-2
802-11-wireless.ssid:                   Lager-2
802-11-wireless.mac-address:            «_mac»
802-11-wireless-security.psk:           <hidden>
connection.uuid:                        «_u»
$ sudo wpa_cli -i wlan0 list_networks
network id / ssid / bssid / flags
0	Lager-2	any	[CURRENT]
$ sudo wpa_cli -i wlan0 get_network 0 psk
*
$ sudo grep -A3 Lager-2 /etc/wpa_supplicant/wpa_supplicant-wlan0.conf
	ssid="Lager-2"
	psk="«a»"
	key_mgmt=WPA-PSK
}
`, V{"_mac": g.sysMAC(), "_u": g.uuid(), "a": g.pw()}, "802-11-wireless-security.psk:           <hidden>", "[CURRENT]")

	g.add("sys/ip-link-and-blkid-then-luks-keyfile", `
$ ip -br link
lo               UNKNOWN        00:00:00:00:00:00 <LOOPBACK,UP,LOWER_UP>
enp5s0           UP             «_m1» <BROADCAST,MULTICAST,UP,LOWER_UP>
wlp3s0           DOWN           «_m2» <NO-CARRIER,BROADCAST,MULTICAST,UP>
$ sudo blkid /dev/nvme0n1p3
/dev/nvme0n1p3: UUID="«_u»" TYPE="crypto_LUKS" PARTUUID="«_pu»"
$ sudo cat /etc/crypttab
data_crypt UUID=«_u» /etc/luks/data.key luks,discard
$ sudo xxd -p /etc/luks/data.key | tr -d '\n'; echo
«a»
`, V{"_m1": g.sysMACl(), "_m2": g.sysMACl(), "_u": g.uuid(), "_pu": g.uuid(), "a": g.hex(128)}, "crypto_LUKS", "/etc/luks/data.key")

	g.add("sys/machine-id-and-boot-id-benign-with-tpm-recovery", `
$ cat /etc/machine-id /proc/sys/kernel/random/boot_id
«_mid»
«_bid»
$ sudo systemd-cryptenroll --recovery-key /dev/nvme0n1p3
🔐 Please enter current passphrase for disk /dev/nvme0n1p3: ••••••••••
A secret recovery key has been generated for this volume:

    🔐 «a»

Please save this secret recovery key at a secure location. It may be used to
regain access to the volume if the other configured access credentials have
been lost or forgotten. The recovery key may be entered in place of a password
whenever authentication is requested.
New recovery key enrolled as key slot 2.
`, func() V {
		al := "cbdefghijklnrtuv"
		parts := make([]string, 8)
		for i := range parts {
			parts[i] = g.s(al, 8)
		}
		return V{"_mid": g.hex(32), "_bid": g.uuid(), "a": strings.Join(parts, "-")}
	}(), "New recovery key enrolled as key slot 2.")

	g.add("sys/gpg-list-keys-benign-and-apt-key-fingerprint", `
$ gpg --show-keys /usr/share/keyrings/docker-archive-keyring.gpg
pub   rsa4096 2017-02-22 [SCEA]
      9DC858229FC7DD38854AE2D88D81803C0EBFCD88
uid                      Docker Release (CE deb) <docker@docker.com>
sub   rsa4096 2017-02-22 [S]

$ sudo cat /etc/apt/auth.conf.d/90-nexus.conf
machine nexus.corp.example/repository/apt-proxy login apt password «a»
`, V{"a": g.pwStrong()}, "9DC858229FC7DD38854AE2D88D81803C0EBFCD88", "Docker Release (CE deb) <docker@docker.com>")

	g.add("sys/etckeeper-status-list-benign-then-ansible-vault-pass", `
$ sudo git -C /etc status --short
 M NetworkManager/system-connections/Office-5G.nmconnection
 M shadow
?? ansible/.vault_pass
$ sudo cat /etc/ansible/.vault_pass
«a»
$ sudo head -2 /etc/ansible/group_vars/all/vault.yml
$ANSIBLE_VAULT;1.1;AES256
«_c»
`, V{"a": g.pwStrong(), "_c": g.hex(80)}, "$ANSIBLE_VAULT;1.1;AES256", "?? ansible/.vault_pass")
}
