package cases

import (
	"fmt"
	"strings"
)

// netCases adds credentials from network equipment and network services
// administration as a coding agent meets them in a session. Sources: Cisco
// IOS and IOS-XE running-configs (enable and username secrets of types 5,
// 8 and 9, type 7 passwords, SNMP communities, TACACS+ and RADIUS keys,
// key chains, OSPF, BGP and HSRP keys, NTP keys, ISAKMP and keyring
// pre-shared keys, PPP CHAP), NX-OS, ASA, Cisco WLC (WPA PSKs, RADIUS
// secrets), Juniper Junos (root-authentication, encrypted-password $6$ and
// $9$ secrets in curly and set formats, IKE pre-shared keys, PyEZ),
// Arista EOS and eAPI, MikroTik RouterOS (/export, /user, WireGuard,
// PPP secrets, IPsec, wireless profiles, REST API, librouteros), Ubiquiti
// EdgeOS config.boot and UniFi (controller API, x_passphrase, API keys,
// unpoller), pfSense and OPNsense config.xml (bcrypt hashes, IPsec PSKs,
// OpenVPN static keys, API keys), FortiGate (ENC values, psksecret, REST
// API tokens), Palo Alto PAN-OS (phash, keygen API keys, XML configs),
// F5 BIG-IP (tmsh, iControl REST tokens), Cumulus/NVUE and FRR, VyOS,
// OpenWrt UCI (wireless, network, WireGuard, PPPoE, ubus sessions),
// SOHO router exports (Netgear, TP-Link, ASUS nvram, DD-WRT), FreeRADIUS
// (clients.conf, users, radtest, eap, ldap), TACACS+ (tac_plus, tac_plus-ng),
// hostapd and wpa_supplicant, SNMPv3 (snmpd.conf, snmpwalk, snmp_exporter,
// LibreNMS, Telegraf), NetBox and Nautobot tokens, Ansible network
// inventories, Netmiko, NAPALM, Scrapli, Nornir, Oxidized and RANCID
// (router.db, .cloginrc), gNMI and containerlab, expect scripts, SSH,
// telnet and console transcripts, DNS TSIG keys, DHCP OMAPI keys, NTP and
// chrony keys, keepalived, BIRD, ddclient, Infoblox and PowerDNS APIs, and
// the chat between engineers around them. Benign look-alikes: MAC
// addresses, serial numbers, interface names, host public keys and
// fingerprints, certificate fingerprints, ASNs, IPs, VLAN ids, SNMP engine
// ids, NTP key ids, config hashes and commit ids, masked secrets. The case
// names start with "net/".
func (g *G) netCases() {
	g.netCiscoIOS()
	g.netCiscoOther()
	g.netJunos()
	g.netArista()
	g.netMikroTik()
	g.netUbiquiti()
	g.netPfSense()
	g.netFortiPalo()
	g.netF5VyOSCumulus()
	g.netOpenWrtSOHO()
	g.netRadius()
	g.netSNMP()
	g.netAutomation()
	g.netTranscripts()
	g.netServices()
	g.netBenign()
}

// ---- helpers used only here ----

const netCryptAl = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

func (g *G) netT5() string   { return "$1$" + g.s(netCryptAl, 4) + "$" + g.s(netCryptAl, 22) }
func (g *G) netT8() string   { return "$8$" + g.s(netCryptAl, 14) + "$" + g.s(netCryptAl, 43) }
func (g *G) netT9() string   { return "$9$" + g.s(netCryptAl, 14) + "$" + g.s(netCryptAl, 43) }
func (g *G) netSHA5() string { return "$5$" + g.s(netCryptAl, 16) + "$" + g.s(netCryptAl, 43) }
func (g *G) netSHA6() string { return "$6$" + g.s(netCryptAl, 16) + "$" + g.s(netCryptAl, 86) }
func (g *G) netMD5c() string { return "$1$" + g.s(netCryptAl, 8) + "$" + g.s(netCryptAl, 22) }

// netT7 is a Cisco type 7 encoding of pw.
func (g *G) netT7(pw string) string { return opsType7(pw, g.r.IntN(16)) }

// netJ9 is a Junos $9$ encoding of pw.
func (g *G) netJ9(pw string) string { return g.opsJun9(pw) }

// netComm is an SNMP community as operators pick them.
func (g *G) netComm() string {
	return g.pick("nms", "ro", "mon", "snmp", "netops", "obs") + g.pick("-", "_", "") + g.an(10+g.r.IntN(6))
}

// netKey is a shared key typed by an engineer (TACACS, RADIUS, PSK).
func (g *G) netKey() string {
	if g.r.IntN(2) == 0 {
		return g.s(alAlnum+"!#%*+-.=@^_~", 16+g.r.IntN(12))
	}
	return g.pick(pwWords...) + g.pick("-", "_", ".", "") + g.pick(pwWords...) + g.s(alDigit, 2+g.r.IntN(3)) + g.pick("!", "#", "%", "@", "")
}

// netMAC is a MAC in colon form; netCMAC in Cisco dotted form.
func (g *G) netMAC() string {
	var p []string
	for i := 0; i < 6; i++ {
		p = append(p, g.hex(2))
	}
	return strings.Join(p, ":")
}
func (g *G) netCMAC() string { return g.hex(4) + "." + g.hex(4) + "." + g.hex(4) }

// netSerial is a Cisco-style chassis serial (benign).
func (g *G) netSerial() string {
	return g.pick("FOC", "FDO", "FCW", "JAE", "FGL") + g.s(alDigit, 4) + g.s(alUpNum, 4)
}

// netFortiENC is a FortiOS "ENC" value of a reversible secret.
func (g *G) netFortiENC() string { return g.b64(60 + g.r.IntN(40)) }

// netPanKey is a PAN-OS keygen API key.
func (g *G) netPanKey() string {
	return "LUFRPT1" + g.s(alB64, 60+g.r.IntN(20)) + "=="
}

// netPanEnc is a PAN-OS encrypted config value (-AQ==...).
func (g *G) netPanEnc() string { return "-AQ==" + g.b64(20) + g.b64(16) }

// netSNMPKey is an SNMPv3 localized key (0x...).
func (g *G) netSNMPKey(n int) string { return "0x" + g.hex(n) }

// netKeyData is public key bytes as IOS "Key Data:" prints them (benign).
func (g *G) netKeyData(n int) string {
	h := "30820122300D06092A864886F70D01010105000382010F003082010A0282010100" + strings.ToUpper(g.hex(2*(n-38))) + "0203010001"
	var groups []string
	for len(h) > 8 {
		groups = append(groups, h[:8])
		h = h[8:]
	}
	groups = append(groups, h)
	var lines []string
	for len(groups) > 8 {
		lines = append(lines, strings.Join(groups[:8], " "))
		groups = groups[8:]
	}
	lines = append(lines, strings.Join(groups, " "))
	return strings.Join(lines, "\n  ")
}

// ---- Cisco IOS / IOS-XE ----

func (g *G) netCiscoIOS() {
	p1, p2 := g.pw(), g.netKey()
	g.add("net/ios-show-run-head", `
rtr-edge-01#show running-config
Building configuration...

Current configuration : 8421 bytes
!
! Last configuration change at 14:02:11 UTC Tue Mar 4 2025 by netadmin
! NVRAM config last updated at 14:02:13 UTC Tue Mar 4 2025 by netadmin
!
version 17.9
service timestamps debug datetime msec
service timestamps log datetime msec
service password-encryption
platform qfp utilization monitor load 80
!
hostname rtr-edge-01
!
boot-start-marker
boot system flash bootflash:c8000v-universalk9.17.09.04a.SPA.bin
boot-end-marker
!
enable secret 9 «a»
!
aaa new-model
!
username netadmin privilege 15 secret 9 «b»
username backup privilege 1 password 7 «c»
!
license udi pid C8000V sn «_sn»
diagnostic bootup level minimal
`, V{"a": g.netT9(), "b": g.netT9(), "c": g.netT7(p1), "_sn": g.s(alUpNum, 11)}, "c8000v-universalk9.17.09.04a.SPA.bin", "rtr-edge-01#show running-config")

	g.add("net/ios-line-vty-type7", `
line con 0
 exec-timeout 15 0
 password 7 «a»
 logging synchronous
 stopbits 1
line aux 0
line vty 0 4
 access-class MGMT-ONLY in
 exec-timeout 30 0
 password 7 «b»
 transport input ssh
line vty 5 15
 transport input none
!
ntp authentication-key 1 md5 «c» 7
ntp authenticate
ntp trusted-key 1
ntp server 10.10.0.1 key 1
!
end
`, V{"a": g.netT7(p2), "b": g.netT7(g.pw()), "c": g.netT7(g.an(10))}, "access-class MGMT-ONLY in", "ntp trusted-key 1")

	g.add("net/ios-snmp-communities", `
ip access-list standard SNMP-RO
 10 permit 10.20.0.0 0.0.255.255
 20 deny   any log
!
snmp-server community «a» RO SNMP-RO
snmp-server community «b» RW 99
snmp-server location DC2 Row 14 Rack C07
snmp-server contact noc@corp.example
snmp-server enable traps snmp authentication linkdown linkup coldstart warmstart
snmp-server host 10.20.4.15 version 2c «a»
snmp-server engineID local «_eng»
`, V{"a": g.netComm(), "b": g.netComm(), "_eng": "800000090300" + g.s(alHexU, 12)}, "DC2 Row 14 Rack C07", "noc@corp.example")

	g.add("net/ios-tacacs-radius-servers", `
tacacs server ISE-TAC-1
 address ipv4 10.1.50.11
 key 7 «a»
 timeout 5
tacacs server ISE-TAC-2
 address ipv4 10.1.50.12
 key 0 «b»
!
radius server ISE-RAD-1
 address ipv4 10.1.50.11 auth-port 1812 acct-port 1813
 key «c»
 automate-tester username probe-user probe-on
!
aaa group server tacacs+ ISE-TACACS
 server name ISE-TAC-1
 server name ISE-TAC-2
 ip vrf forwarding Mgmt-vrf
 ip tacacs source-interface GigabitEthernet0
aaa authentication login default group ISE-TACACS local
aaa authorization exec default group ISE-TACACS local if-authenticated
`, V{"a": g.netT7(g.netKey()), "b": g.netKey(), "c": g.netKey()}, "ISE-TACACS", "automate-tester username probe-user probe-on")

	g.add("net/ios-key-chain-ospf-eigrp", `
key chain EIGRP-KEYS
 key 1
  key-string 7 «a»
  accept-lifetime 00:00:00 Jan 1 2024 infinite
  send-lifetime 00:00:00 Jan 1 2024 infinite
 key 2
  key-string «b»
  cryptographic-algorithm hmac-sha-256
!
interface GigabitEthernet0/0/1
 description ** UPLINK to core-sw-02 Te1/1/4 **
 ip address 10.255.1.2 255.255.255.252
 ip ospf authentication message-digest
 ip ospf message-digest-key 10 md5 7 «c»
 ip authentication mode eigrp 100 md5
 ip authentication key-chain eigrp 100 EIGRP-KEYS
`, V{"a": g.netT7(g.netKey()), "b": g.netKey(), "c": g.netT7(g.an(12))}, "** UPLINK to core-sw-02 Te1/1/4 **", "ip ospf message-digest-key 10 md5 7")

	g.add("net/ios-bgp-neighbor-password", `
router bgp 65010
 bgp router-id 10.255.0.1
 bgp log-neighbor-changes
 neighbor 203.0.113.9 remote-as 64496
 neighbor 203.0.113.9 description Transit-ISP-A circuit «_ckt»
 neighbor 203.0.113.9 password 7 «a»
 neighbor 198.51.100.33 remote-as 64511
 neighbor 198.51.100.33 password «b»
 neighbor 198.51.100.33 ttl-security hops 1
 !
 address-family ipv4
  network 192.0.2.0 mask 255.255.255.0
  neighbor 203.0.113.9 activate
  neighbor 203.0.113.9 route-map TRANSIT-IN in
  neighbor 198.51.100.33 activate
 exit-address-family
`, V{"_ckt": "CID-" + g.digits(7), "a": g.netT7(g.netKey()), "b": g.netKey()}, "router bgp 65010", "neighbor 203.0.113.9 remote-as 64496")

	g.add("net/ios-crypto-isakmp-keyring", `
crypto keyring VPN-PEERS
  pre-shared-key address 198.51.100.20 key «a»
  pre-shared-key address 203.0.113.77 key «b»
!
crypto isakmp policy 10
 encr aes 256
 hash sha256
 authentication pre-share
 group 14
crypto isakmp key «c» address 192.0.2.200
crypto isakmp keepalive 10 3
!
crypto ipsec transform-set TS-AES256 esp-aes 256 esp-sha256-hmac
 mode tunnel
!
crypto map CMAP 10 ipsec-isakmp
 set peer 198.51.100.20
 set transform-set TS-AES256
 match address VPN-ACL-BRANCH12
`, V{"a": g.netKey(), "b": g.netKey(), "c": g.netKey()}, "crypto ipsec transform-set TS-AES256 esp-aes 256 esp-sha256-hmac", "VPN-ACL-BRANCH12")

	g.add("net/ios-ikev2-keyring-dmvpn", `
crypto ikev2 keyring DMVPN-KR
 peer ANY
  address 0.0.0.0 0.0.0.0
  pre-shared-key local «a»
  pre-shared-key remote «b»
 !
crypto ikev2 profile DMVPN-IKEV2
 match identity remote address 0.0.0.0
 authentication remote pre-share
 authentication local pre-share
 keyring local DMVPN-KR
!
interface Tunnel100
 ip address 172.16.100.1 255.255.255.0
 ip nhrp authentication «c»
 ip nhrp network-id 100
 ip nhrp map multicast dynamic
 tunnel source GigabitEthernet0/0/0
 tunnel mode gre multipoint
 tunnel key 100
 tunnel protection ipsec profile DMVPN-IPSEC
`, V{"a": g.netKey(), "b": g.netKey(), "c": g.an(8)}, "tunnel protection ipsec profile DMVPN-IPSEC", "ip nhrp network-id 100")

	g.add("net/ios-hsrp-vrrp-auth", `
interface Vlan110
 description USERS-FLOOR2
 ip address 10.110.0.2 255.255.254.0
 standby version 2
 standby 110 ip 10.110.0.1
 standby 110 priority 110
 standby 110 preempt delay minimum 60
 standby 110 authentication md5 key-string 7 «a»
!
interface Vlan120
 ip address 10.120.0.2 255.255.255.0
 vrrp 120 ip 10.120.0.1
 vrrp 120 authentication text «b»
`, V{"a": g.netT7(g.netKey()), "b": g.an(8)}, "standby 110 preempt delay minimum 60", "USERS-FLOOR2")

	g.add("net/ios-ppp-chap-dialer", `
interface Dialer1
 mtu 1492
 ip address negotiated
 encapsulation ppp
 dialer pool 1
 ppp authentication chap pap callin
 ppp chap hostname «_acct»@isp.example.net
 ppp chap password 0 «a»
 ppp pap sent-username «_acct»@isp.example.net password 0 «b»
 no cdp enable
`, V{"_acct": "b" + g.digits(9), "a": g.pwURL(), "b": g.pwURL()}, "ppp authentication chap pap callin")

	g.add("net/iosxe-wlc-wlan-psk", `
wlan CORP-GUEST 3 CORP-GUEST
 no security ft adaptive
 no security wpa wpa2 ciphers aes
 security wpa psk set-key ascii 0 «a»
 no security wpa akm dot1x
 security wpa akm psk
 no shutdown
wlan CORP-IOT 4 CORP-IOT
 security wpa psk set-key ascii 8 «b»
 security wpa akm psk
 no shutdown
!
radius server ISE-WLC
 address ipv4 10.1.50.11 auth-port 1812 acct-port 1813
 pac key 7 «c»
`, V{"a": g.netKey(), "b": g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ`abcdefghi[]\\_^", 4) + g.s(alUpper+alLower, 40), "c": g.netT7(g.netKey())}, "wlan CORP-GUEST 3 CORP-GUEST", "security wpa akm psk")

	g.add("net/ios-archive-scp-server", `
archive
 path scp://cfgbackup:«a»@10.20.4.30/backups/$h-$t
 write-memory
 time-period 1440
!
ip scp server enable
ip ssh version 2
ip ssh server algorithm hostkey rsa-sha2-512 rsa-sha2-256
ip ssh pubkey-chain
  username netadmin
   key-hash ssh-rsa «_kh» netadmin@jumphost
!
kron policy-list BACKUP
 cli copy running-config tftp://10.20.4.30/rtr-edge-01.cfg
`, V{"a": g.pwURL(), "_kh": g.s(alHexU, 32)}, "backups/$h-$t", "ip ssh server algorithm hostkey rsa-sha2-512 rsa-sha2-256")

	g.add("net/ios-copy-ftp-credentials", `
rtr-br12#conf t
Enter configuration commands, one per line.  End with CNTL/Z.
rtr-br12(config)#ip ftp username fwupload
rtr-br12(config)#ip ftp password «a»
rtr-br12(config)#end
rtr-br12#copy ftp://10.20.4.30/images/isr4300-universalk9.17.09.05.SPA.bin bootflash:
Destination filename [isr4300-universalk9.17.09.05.SPA.bin]?
Accessing ftp://10.20.4.30/images/isr4300-universalk9.17.09.05.SPA.bin...
Loading images/isr4300-universalk9.17.09.05.SPA.bin !!!!!!!!!!!!!!!!!!!!!!!!!!!
[OK - 712318912/4096 bytes]
712318912 bytes copied in 214.882 secs (3314921 bytes/sec)
rtr-br12#verify /md5 bootflash:isr4300-universalk9.17.09.05.SPA.bin
.....Done!
verify /md5 (bootflash:isr4300-universalk9.17.09.05.SPA.bin) = «_md5»
`, V{"a": g.pw(), "_md5": g.hex(32)}, "ip ftp username fwupload", "isr4300-universalk9.17.09.05.SPA.bin")

	g.add("net/ios-type6-master-key", `
rtr-core-01(config)#key config-key password-encrypt «a»
rtr-core-01(config)#password encryption aes
rtr-core-01(config)#do show run | include (encryption|isakmp key|pre-shared)
password encryption aes
crypto isakmp key 6 «b» address 203.0.113.77
 pre-shared-key address 198.51.100.20 key 6 «c»
`, V{"a": g.netKey(), "b": g.s(alAlnum+"_^`[]\\", 40), "c": g.s(alAlnum+"_^`[]\\", 40)}, "password encryption aes")

	g.add("net/ios-dot1x-mab-local-eap", `
dot1x system-auth-control
dot1x credentials SUPPLICANT-SW
 username sw-access-12
 password 7 «a»
!
cts credentials id SW-ACC-12 password «b»
!
eap profile EAP-FAST-LOCAL
 method fast
!
interface GigabitEthernet1/0/48
 description TRUNK to upstream auth switch
 switchport mode trunk
 dot1x pae supplicant
 dot1x credentials SUPPLICANT-SW
 dot1x supplicant eap profile EAP-FAST-LOCAL
`, V{"a": g.netT7(g.netKey()), "b": g.netKey()}, "dot1x credentials SUPPLICANT-SW", "sw-access-12")

	p3 := g.pw()
	g.add("net/ios-user-asks-decode-type7", `
user: can you tell me what this is? found it in an old backup of the branch switch
  username admin privilege 15 password 7 «a»

assistant: That is a Cisco "type 7" password, which is only obfuscated with a fixed XOR table, not hashed. It decodes to:

  «b»

Anyone with the backup can recover it the same way, so treat it as exposed: change it on every device that still uses it and switch to "secret 9" (scrypt) with "algorithm-type scrypt".
`, V{"a": g.netT7(p3), "b": p3}, "algorithm-type scrypt")
}

// ---- NX-OS, ASA, AireOS, show tech ----

func (g *G) netCiscoOther() {
	g.add("net/nxos-show-run-users-snmp", `
N9K-LEAF-03# show running-config | section "username|snmp-server user"
username admin password 5 «a»  role network-admin
username ansible password 5 «b»  role network-admin
username ansible passphrase  lifetime 99999 warntime 14 gracetime 3
snmp-server user admin network-admin auth md5 «c» priv «d» localizedkey
snmp-server user librenms network-operator auth sha «e» priv aes-128 «f» localizedkey engineID 128:0:0:9:3:«_eng»
`, V{"a": g.netSHA5(), "b": g.netSHA5(), "c": g.netSNMPKey(32), "d": g.netSNMPKey(32), "e": g.netSNMPKey(40), "f": g.netSNMPKey(40), "_eng": "0:42:5a:1b:7:9c"}, "N9K-LEAF-03#", "role network-admin")

	g.add("net/nxos-tacacs-feature", `
feature tacacs+
feature nxapi
feature bgp
feature interface-vlan
feature vpc
tacacs-server key 7 "«a»"
tacacs-server host 10.1.50.11 key 7 "«b»"
aaa group server tacacs+ ISE
    server 10.1.50.11
    use-vrf management
    source-interface mgmt0
vpc domain 10
  peer-switch
  role priority 100
  peer-keepalive destination 10.0.0.4 source 10.0.0.3 vrf management
`, V{"a": g.an(12 + g.r.IntN(8)), "b": g.an(12 + g.r.IntN(8))}, "peer-keepalive destination 10.0.0.4 source 10.0.0.3 vrf management")

	g.add("net/nxos-nxapi-python", `
import requests

NXAPI = "https://10.0.0.3/ins"
AUTH = ("admin", "«a»")

payload = {
    "ins_api": {
        "version": "1.0",
        "type": "cli_show",
        "chunk": "0",
        "sid": "1",
        "input": "show interface brief",
        "output_format": "json",
    }
}
r = requests.post(NXAPI, json=payload, auth=AUTH, verify=False, timeout=15)
print(r.json()["ins_api"]["outputs"]["output"]["code"])
`, V{"a": g.pw()}, "https://10.0.0.3/ins", "show interface brief")

	g.add("net/asa-show-run-passwords", `
fw-dc1/act/pri# more system:running-config
: Saved
:
: Serial Number: «_sn»
: Hardware:   FPR-2120, 13701 MB RAM, CPU MIPS 1800 MHz, 1 CPU (12 cores)
:
ASA Version 9.18(3)56
!
hostname fw-dc1
domain-name corp.example
enable password «a» pbkdf2
service-module 0 keepalive-timeout 4
passwd «b» encrypted
names
no mac-address auto
!
username asdm-admin password «c» pbkdf2 privilege 15
username vpn-svc password «d» pbkdf2 privilege 0
`, V{"_sn": "JAD" + g.s(alDigit, 5) + g.s(alUpNum, 3), "a": "$sha512$5000$" + g.b64(16) + "$" + g.b64(16), "b": g.s(netCryptAl, 16), "c": "$sha512$5000$" + g.b64(16) + "$" + g.b64(16), "d": "$sha512$5000$" + g.b64(16) + "$" + g.b64(16)}, "ASA Version 9.18(3)56", "fw-dc1/act/pri#")

	g.add("net/asa-tunnel-group-psk", `
tunnel-group 198.51.100.20 type ipsec-l2l
tunnel-group 198.51.100.20 general-attributes
 default-group-policy GP-BRANCH-12
tunnel-group 198.51.100.20 ipsec-attributes
 ikev1 pre-shared-key «a»
 ikev2 remote-authentication pre-shared-key «b»
 ikev2 local-authentication pre-shared-key «c»
!
aaa-server ISE-RAD protocol radius
aaa-server ISE-RAD (inside) host 10.1.50.11
 key «d»
 authentication-port 1812
 accounting-port 1813
ldap-login-dn CN=svc-asa-ldap,OU=Service Accounts,DC=corp,DC=example
ldap-login-password «e»
`, V{"a": g.netKey(), "b": g.netKey(), "c": g.netKey(), "d": g.netKey(), "e": g.pw()}, "CN=svc-asa-ldap,OU=Service Accounts,DC=corp,DC=example", "default-group-policy GP-BRANCH-12")

	g.add("net/asa-show-run-masked", `
fw-dc1/act/pri# show running-config tunnel-group
tunnel-group 198.51.100.20 type ipsec-l2l
tunnel-group 198.51.100.20 ipsec-attributes
 ikev1 pre-shared-key *****
 ikev2 remote-authentication pre-shared-key *****
 ikev2 local-authentication pre-shared-key *****
fw-dc1/act/pri# show crypto isakmp sa

IKEv1 SAs:

   Active SA: 1
    Rekey SA: 0 (A tunnel will report 1 Active and 1 Rekey SA during rekey)
Total IKE SA: 1

1   IKE Peer: 198.51.100.20
    Type    : L2L             Role    : initiator
    Rekey   : no              State   : MM_ACTIVE
`, nil, "ikev1 pre-shared-key *****", "MM_ACTIVE", "IKE Peer: 198.51.100.20")

	g.add("net/aireos-show-run-config", `
(Cisco Controller) >show run-config commands

config radius auth add 1 10.1.50.11 1812 ascii «a»
config radius acct add 1 10.1.50.11 1813 ascii «b»
config wlan create 2 CORP-PSK CORP-PSK
config wlan security wpa akm psk set-key ascii «c» 2
config wlan security wpa akm psk enable 2
config snmp community create «d»
config mgmtuser add wlcadmin «e» read-write
config network mgmt-via-wireless disable
config sysname wlc-hq-01
`, V{"a": g.netKey(), "b": g.netKey(), "c": g.netKey(), "d": g.netComm(), "e": g.pw()}, "(Cisco Controller) >show run-config commands", "config sysname wlc-hq-01")

	g.add("net/ios-show-tech-excerpt", `
------------------ show running-config ------------------

Building configuration...
!
hostname sw-acc-2f-07
!
enable secret 5 «a»
!
username noc privilege 15 secret 5 «b»
!
------------------ show version ------------------

Cisco IOS XE Software, Version 17.06.05
cisco C9300-48P (X86) processor with 1331521K/6147K bytes of memory.
Processor board ID «_sn»
Base Ethernet MAC Address          : «_mac»
Model Number                       : C9300-48P
System Serial Number               : «_sn»
`, V{"a": g.netT5(), "b": g.netT5(), "_sn": g.netSerial(), "_mac": g.netMAC()}, "Cisco IOS XE Software, Version 17.06.05", "sw-acc-2f-07")

	g.add("net/ios-config-diff-commit", `
$ git -C ~/net-configs diff HEAD~1 -- sw-acc-2f-07.cfg
diff --git a/sw-acc-2f-07.cfg b/sw-acc-2f-07.cfg
index «_i1»..«_i2» 100644
--- a/sw-acc-2f-07.cfg
+++ b/sw-acc-2f-07.cfg
@@ -41,9 +41,9 @@ aaa session-id common
 !
-username noc privilege 15 secret 5 «a»
+username noc privilege 15 secret 9 «b»
 !
-snmp-server community public RO
+snmp-server community «c» RO SNMP-RO
 snmp-server location HQ 2F IDF-07
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.netT5(), "b": g.netT9(), "c": g.netComm()}, "snmp-server location HQ 2F IDF-07", "snmp-server community public RO")

	g.add("net/meraki-dashboard-api", `
$ export MERAKI_DASHBOARD_API_KEY=«a»
$ python3 -c 'import meraki; d = meraki.DashboardAPI(suppress_logging=True); print(d.organizations.getOrganizations())'
[{'id': '«_org»', 'name': 'Corp Example', 'url': 'https://n149.meraki.com/o/«_o»/manage/organization/overview', 'api': {'enabled': True}, 'licensing': {'model': 'co-term'}}]
$ curl -s https://api.meraki.com/api/v1/networks/«_net»/wireless/ssids/0 \
    -H "Authorization: Bearer «a»" | jq '{name, authMode, psk}'
{
  "name": "Corp-Guest",
  "authMode": "psk",
  "psk": "«b»"
}
`, V{"a": g.hex(40), "_org": g.digits(6), "_o": g.an(6) + "b", "_net": "L_" + g.digits(18), "b": g.netKey()}, "Corp Example", "https://api.meraki.com/api/v1/networks/")

	g.add("net/cisco-dnac-token", `
$ curl -sk -X POST https://dnac.corp.example/dna/system/api/v1/auth/token -u admin:«a»
{"Token":"«b»"}
$ curl -sk https://dnac.corp.example/dna/intent/api/v1/network-device?hostname=sw-acc-2f-07 -H "X-Auth-Token: «b»" | jq '.response[0] | {id, serialNumber, macAddress}'
{
  "id": "«_id»",
  "serialNumber": "«_sn»",
  "macAddress": "«_mac»"
}
`, V{"a": g.pwURL(), "b": g.jwt("RS256", fmt.Sprintf(`{"sub":"%s","authSource":"internal","tenantName":"TNT0","roles":["%s"],"tenantId":"%s","exp":%d,"iat":%d,"jti":"%s","username":"admin"}`, g.hex(24), g.hex(24), g.hex(24), 1741100000, 1741096400, g.uuid())), "_id": g.uuid(), "_sn": g.netSerial(), "_mac": g.netMAC()}, "https://dnac.corp.example/dna/system/api/v1/auth/token")

	g.add("net/ise-ers-api-curl", `
$ curl -sk -u ers-admin:«a» -H 'Accept: application/json' \
    https://ise-pan.corp.example:9060/ers/config/networkdevice?filter=name.EQ.sw-acc-2f-07
$ cat nad.json
{
  "NetworkDevice": {
    "name": "sw-acc-2f-07",
    "authenticationSettings": {
      "radiusSharedSecret": "«b»",
      "enableKeyWrap": false
    },
    "tacacsSettings": {"sharedSecret": "«c»", "connectModeOptions": "OFF"},
    "NetworkDeviceIPList": [{"ipaddress": "10.30.2.7", "mask": 32}]
  }
}
`, V{"a": g.pwURL(), "b": g.netKey(), "c": g.netKey()}, "https://ise-pan.corp.example:9060/ers/config/networkdevice", "connectModeOptions")
}

// ---- Juniper Junos ----

func (g *G) netJunos() {
	g.add("net/junos-system-login-curly", `
netops@mx-edge-1> show configuration system | no-more
host-name mx-edge-1;
time-zone UTC;
root-authentication {
    encrypted-password "«a»"; ## SECRET-DATA
}
login {
    class noc-ro {
        permissions [ view view-configuration ];
    }
    user netops {
        uid 2001;
        class super-user;
        authentication {
            encrypted-password "«b»"; ## SECRET-DATA
            ssh-ed25519 "«_pub» netops@jump01"; ## SECRET-DATA
        }
    }
}
services {
    ssh {
        root-login deny;
        protocol-version v2;
    }
    netconf {
        ssh;
    }
}
`, V{"a": g.netSHA6(), "b": g.netSHA6(), "_pub": func() string { _, p := g.sshEd25519(""); return p }()}, "mx-edge-1", "permissions [ view view-configuration ];")

	g.add("net/junos-display-set-radius-snmp", `
netops@ex4300-idf3> show configuration | display set | match "radius|snmp|tacplus|ntp"
set system radius-server 10.1.50.11 secret "«a»"
set system radius-server 10.1.50.11 source-address 10.30.3.1
set system tacplus-server 10.1.50.12 secret "«b»"
set system ntp authentication-key 5 type sha256 value "«c»"
set system ntp server 10.10.0.1 key 5
set system ntp trusted-key 5
set snmp community «d» authorization read-only
set snmp community «d» clients 10.20.0.0/16
set snmp trap-group NMS targets 10.20.4.15
`, V{"a": g.netJ9(g.netKey()), "b": g.netJ9(g.netKey()), "c": g.netJ9(g.hex(32)), "d": g.netComm()}, "ex4300-idf3", "set snmp trap-group NMS targets 10.20.4.15")

	g.add("net/junos-ike-psk-srx", `
security {
    ike {
        proposal IKE-AES256 {
            authentication-method pre-shared-keys;
            dh-group group14;
            authentication-algorithm sha-256;
            encryption-algorithm aes-256-cbc;
            lifetime-seconds 28800;
        }
        policy IKE-POL-AWS {
            proposals IKE-AES256;
            pre-shared-key ascii-text "«a»"; ## SECRET-DATA
        }
        gateway GW-AWS-TUN1 {
            ike-policy IKE-POL-AWS;
            address 52.95.«=o».«=o2»;
            external-interface ge-0/0/0.0;
            version v2-only;
        }
    }
}
`, V{"a": g.netJ9("_" + g.an(31)), "=o": fmt.Sprint(g.r.IntN(250)), "=o2": fmt.Sprint(g.r.IntN(250))}, "external-interface ge-0/0/0.0;", "GW-AWS-TUN1")

	g.add("net/junos-set-commands-paste", `
I'm pasting these on the new SRX300 at the branch, does the order look right?

set system host-name srx-br07
set system root-authentication plain-text-password-value «a»
set system login user ops class super-user authentication plain-text-password-value «b»
set security ike policy IKE-HQ pre-shared-key ascii-text «c»
set security ike gateway GW-HQ ike-policy IKE-HQ
set security ike gateway GW-HQ address 198.51.100.1
set security ike gateway GW-HQ external-interface ge-0/0/0.0
set interfaces st0 unit 0 family inet address 169.254.10.2/30
commit check
`, V{"a": g.pw(), "b": g.pw(), "c": g.netKey()}, "srx-br07", "set interfaces st0 unit 0 family inet address 169.254.10.2/30")

	g.add("net/junos-bgp-auth-key", `
protocols {
    bgp {
        group TRANSIT {
            type external;
            import TRANSIT-IN;
            export ANNOUNCE-OWN;
            peer-as 64496;
            neighbor 203.0.113.1 {
                description "ISP-A «_ckt»";
                authentication-key "«a»"; ## SECRET-DATA
            }
        }
        group IBGP {
            type internal;
            local-address 10.255.0.1;
            authentication-algorithm hmac-sha-1-96;
            authentication-key-chain BGP-KC;
            neighbor 10.255.0.2;
        }
    }
}
security {
    authentication-key-chains {
        key-chain BGP-KC {
            key 0 {
                secret "«b»"; ## SECRET-DATA
                start-time "2024-1-1.00:00:00 +0000";
            }
        }
    }
}
`, V{"_ckt": "ckt " + g.digits(8), "a": g.netJ9(g.netKey()), "b": g.netJ9(g.netKey())}, "authentication-key-chain BGP-KC;", "peer-as 64496;")

	g.add("net/junos-pyez-script", `
from jnpr.junos import Device
from jnpr.junos.utils.config import Config

HOSTS = ["10.30.3.1", "10.30.4.1", "10.30.5.1"]

for host in HOSTS:
    with Device(host=host, user="automation", passwd="«a»", port=830, gather_facts=True) as dev:
        print(host, dev.facts["hostname"], dev.facts["version"], dev.facts["serialnumber"])
        with Config(dev, mode="exclusive") as cu:
            cu.load("set system ntp server 10.10.0.1", format="set")
            cu.commit(comment="ntp via pyez", timeout=60)
`, V{"a": g.pw()}, "jnpr.junos.utils.config", "automation")

	g.add("net/junos-show-version-benign", `
netops@mx-edge-1> show chassis hardware | match "Chassis|Routing Engine"
Chassis                                «_sn»         MX204
Routing Engine 0 BUILTIN      BUILTIN          RE-S-1600x8
netops@mx-edge-1> show system commit
0   2025-03-04 14:02:11 UTC by netops via cli
    change «_c1»
1   2025-03-03 09:40:52 UTC by automation via netconf commit confirmed, rollback in 10mins
2   2025-02-28 17:12:09 UTC by netops via cli
netops@mx-edge-1> file checksum sha-256 /var/tmp/junos-vmhost-install-mx-x86-64-23.4R2-S3.tgz
SHA256 (/var/tmp/junos-vmhost-install-mx-x86-64-23.4R2-S3.tgz) = «_h»
`, V{"_sn": g.s(alUpNum, 5) + g.digits(5), "_c1": g.hex(8), "_h": g.hex(64)}, "RE-S-1600x8", "junos-vmhost-install-mx-x86-64-23.4R2-S3.tgz")

	g.add("net/junos-snmpv3-usm", `
snmp {
    v3 {
        usm {
            local-engine {
                user librenms {
                    authentication-sha256 {
                        authentication-key "«a»"; ## SECRET-DATA
                    }
                    privacy-aes128 {
                        privacy-key "«b»"; ## SECRET-DATA
                    }
                }
            }
        }
        vacm {
            security-to-group {
                security-model usm {
                    security-name librenms {
                        group RO-GROUP;
                    }
                }
            }
        }
    }
    engine-id {
        use-mac-address;
    }
}
`, V{"a": g.netJ9(g.hex(64)), "b": g.netJ9(g.hex(32))}, "security-name librenms", "use-mac-address;")

	g.add("net/junos-ansible-junipernetworks", `
# group_vars/junos.yml
ansible_connection: ansible.netcommon.netconf
ansible_network_os: junipernetworks.junos.junos
ansible_user: automation
ansible_password: «a»
ansible_ssh_common_args: "-o ProxyJump=netops@jump01.corp.example"
junos_commit_comment: "ansible {{ lookup('pipe', 'date +%F') }}"
`, V{"a": g.pw()}, "junipernetworks.junos.junos", "ansible_ssh_common_args")

	g.add("net/junos-rescue-config-chat", `
[#netops] rafa: srx at the warehouse lost its config after the power cut, loaded rescue. root pass in the rescue is still the old one:
[#netops] rafa: set system root-authentication encrypted-password "«a»"
[#netops] rafa: and the ipsec key from the old one: «b»
[#netops] mei: please don't paste those here, ping me in DM. I'll rotate the tunnel key tonight
`, V{"a": g.netMD5c(), "b": g.netKey()}, "loaded rescue", "[#netops] mei:")

	g.add("net/junos-mist-api-token", `
$ curl -s -H "Authorization: Token «a»" https://api.mist.com/api/v1/self | jq '{email, privileges: [.privileges[].scope]}'
{
  "email": "netops@corp.example",
  "privileges": ["org", "site"]
}
$ curl -s -H "Authorization: Token «a»" "https://api.mist.com/api/v1/orgs/«_org»/devices/search?mac=«_mac»"
`, V{"a": g.an(64), "_org": g.uuid(), "_mac": g.hex(12)}, "https://api.mist.com/api/v1/self")

	g.add("net/junos-ppp-pap-dhcp", `
interfaces {
    pp0 {
        unit 0 {
            ppp-options {
                chap {
                    default-chap-secret "«a»"; ## SECRET-DATA
                    local-name "«_u»@fibre.isp.example";
                }
            }
            pppoe-options {
                underlying-interface ge-0/0/0.0;
                idle-timeout 0;
                auto-reconnect 10;
                client;
            }
            family inet {
                negotiate-address;
            }
        }
    }
}
`, V{"a": g.netJ9(g.pwURL()), "_u": "fib" + g.digits(8)}, "underlying-interface ge-0/0/0.0;")
}

// ---- Arista EOS ----

func (g *G) netArista() {
	g.add("net/eos-show-run-aaa", `
leaf1a#show running-config section aaa|username|enable|tacacs
aaa authentication login default group TACACS local
aaa authorization exec default group TACACS local
aaa group server tacacs+ TACACS
   server 10.1.50.11 vrf MGMT
!
enable password sha512 «a»
no aaa root
!
username admin privilege 15 role network-admin secret sha512 «b»
username cvpadmin privilege 15 role network-admin secret sha512 «c»
username ansible privilege 15 role network-admin nopassword
username ansible ssh-key «_pub» ansible@awx
!
tacacs-server host 10.1.50.11 vrf MGMT key 7 «d»
`, V{"a": g.netSHA6(), "b": g.netSHA6(), "c": g.netSHA6(), "_pub": g.sshRSAPub(), "d": g.b64(16)}, "leaf1a#show running-config", "username ansible privilege 15 role network-admin nopassword")

	g.add("net/eos-eapi-pyeapi-conf", `
$ cat ~/.eapi.conf
[connection:leaf1a]
host: 10.0.0.11
transport: https
username: admin
password: «a»

[connection:spine1]
host: 10.0.0.1
transport: https
username: admin
password: «b»
$ python3 -c "import pyeapi; n = pyeapi.connect_to('leaf1a'); print(n.enable('show version')[0]['result']['serialNumber'])"
«_sn»
`, V{"a": g.pw(), "b": g.pwStrong(), "_sn": "JPE" + g.s(alDigit, 8)}, "[connection:leaf1a]", "pyeapi.connect_to('leaf1a')")

	g.add("net/eos-bgp-evpn-password", `
router bgp 65101
   router-id 10.255.1.11
   no bgp default ipv4-unicast
   maximum-paths 4 ecmp 4
   neighbor EVPN-OVERLAY-PEERS peer group
   neighbor EVPN-OVERLAY-PEERS remote-as 65001
   neighbor EVPN-OVERLAY-PEERS update-source Loopback0
   neighbor EVPN-OVERLAY-PEERS bfd
   neighbor EVPN-OVERLAY-PEERS ebgp-multihop 3
   neighbor EVPN-OVERLAY-PEERS password 7 «a»
   neighbor EVPN-OVERLAY-PEERS send-community
   neighbor IPv4-UNDERLAY-PEERS peer group
   neighbor IPv4-UNDERLAY-PEERS password 7 «b»
   neighbor 10.255.255.0 peer group IPv4-UNDERLAY-PEERS
   neighbor 10.255.255.0 remote-as 65001
   vlan 110
      rd 10.255.1.11:10110
      route-target both 10110:10110
`, V{"a": g.b64(16), "b": g.b64(16)}, "route-target both 10110:10110", "EVPN-OVERLAY-PEERS")

	g.add("net/eos-avd-group-vars", `
# inventory/group_vars/FABRIC.yml  (arista.avd)
fabric_name: DC1_FABRIC
local_users:
  - name: admin
    privilege: 15
    role: network-admin
    sha512_password: "«a»"
  - name: cvpadmin
    privilege: 15
    role: network-admin
    sha512_password: "«b»"
bgp_peer_groups:
  ipv4_underlay_peers:
    password: "«c»"
  evpn_overlay_peers:
    password: "«d»"
cvp_instance_ips:
  - 10.0.0.50
cvp_token_file: /tmp/cv-onboarding-token
`, V{"a": g.netSHA6(), "b": g.netSHA6(), "c": g.b64(16), "d": g.b64(16)}, "DC1_FABRIC", "cvp_token_file: /tmp/cv-onboarding-token")

	g.add("net/eos-cvaas-onboarding-token", `
$ cat /tmp/cv-onboarding-token
«a»
$ scp /tmp/cv-onboarding-token admin@10.0.0.11:/mnt/flash/
cv-onboarding-token                           100%  612   301.4KB/s   00:00
daemon TerminAttr
   exec /usr/bin/TerminAttr -cvaddr=apiserver.cv-prod-us-central1-b.arista.io:443 -cvauth=token-secure,/mnt/flash/cv-onboarding-token -cvvrf=MGMT -smashexcludes=ale,flexCounter,hardware,kni,pulse,strata -taillogs
   no shutdown
`, V{"a": g.jwt("ES256", fmt.Sprintf(`{"reenrollDevices":["*"],"exp":%d,"iss":"arista","jti":"%s","sub":"cvp-onboarding"}`, 1741700000, g.uuid()))}, "apiserver.cv-prod-us-central1-b.arista.io:443", "-cvauth=token-secure,/mnt/flash/cv-onboarding-token")

	g.add("net/eos-snmpv3-localized", `
snmp-server engineID local «_eng»
snmp-server group NMS-RO v3 priv read NMS-VIEW
snmp-server user librenms NMS-RO v3 localized «_eng» auth sha256 «a» priv aes «b»
snmp-server view NMS-VIEW iso included
snmp-server vrf MGMT
`, V{"_eng": "f5717f" + g.hex(14), "a": g.hex(64), "b": g.hex(32)}, "snmp-server view NMS-VIEW iso included")

	g.add("net/eos-cloudvision-api-token", `
from cloudvision.Connector.grpc_client import GRPCClient

CVP = "www.cv-prod-euwest-2.arista.io:443"
TOKEN = "«a»"

with GRPCClient(CVP, token=TOKEN, ca=None) as client:
    for batch in client.get([client.create_query([(["DatasetInfo", "Devices"], [])], "analytics")]):
        for n in batch["notifications"]:
            print(n["updates"])
`, V{"a": g.jwt("ES256", fmt.Sprintf(`{"did":%d,"dst":"user","exp":%d,"iat":%d,"sid":"%s"}`, g.r.IntN(900000)+100000, 1772600000, 1741064000, g.hex(64)))}, "www.cv-prod-euwest-2.arista.io:443", "cloudvision.Connector.grpc_client")
}

// ---- MikroTik RouterOS ----

func (g *G) netMikroTik() {
	wgPriv, wgPub := g.wireguard()
	_, peerPub := g.wireguard()
	g.add("net/routeros-export-show-sensitive", `
[admin@MikroTik-HQ] > /export show-sensitive terse
# 2025-03-04 14:22:07 by RouterOS 7.16.2
# software id = «_sid»
#
# model = CCR2004-16G-2S+
# serial number = «_sn»
/interface bridge add admin-mac=«_mac» auto-mac=no name=bridge-lan
/interface wireguard add listen-port=13231 mtu=1420 name=wg-roadwarrior private-key="«a»"
/interface wireguard peers add allowed-address=10.99.0.2/32 interface=wg-roadwarrior name=laptop-mei public-key="«_peer»"
/ip pool add name=dhcp-lan ranges=192.168.88.10-192.168.88.254
/ppp secret add name=branch07 password=«b» profile=default-encryption remote-address=10.98.0.7 service=l2tp
/ip ipsec identity add peer=peer-branch07 secret=«c»
/snmp community set [ find default=yes ] disabled=yes
/snmp community add addresses=10.20.0.0/16 name=«d»
/system identity set name=MikroTik-HQ
`, V{"_sid": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4), "_sn": g.s(alUpNum, 12), "_mac": strings.ToUpper(g.netMAC()), "a": wgPriv, "_peer": peerPub, "b": g.pwURL(), "c": g.netKey(), "d": g.netComm()}, "# model = CCR2004-16G-2S+", "wg-roadwarrior")

	wg2Priv, wg2Pub := g.wireguard()
	g.add("net/routeros-wireguard-print", `
[admin@hap-ax3] > /interface/wireguard/print
Flags: X - disabled; R - running
 0  R name="wg0" mtu=1420 listen-port=51820 private-key="«a»"
      public-key="«_pub»"
[admin@hap-ax3] > /interface/wireguard/peers/print
Columns: INTERFACE, PUBLIC-KEY, ENDPOINT-PORT, ALLOWED-ADDRESS
# INTERFACE  PUBLIC-KEY                                    ENDPOINT-PORT  ALLOWED-ADDRESS
0 wg0        «_p2»             0  10.66.0.2/32
`, V{"a": wg2Priv, "_pub": wg2Pub, "_p2": wgPub}, "hap-ax3", "ALLOWED-ADDRESS")

	g.add("net/routeros-user-add-script", `
# provision.rsc — run with: /import provision.rsc
:local mgmtNet "10.20.0.0/16"
/user group add name=noc-ro policy=read,winbox,api,rest-api,!write,!policy
/user add name=oxidized group=read password="«a»" address=$mgmtNet comment="config backups"
/user add name=netops group=full password="«b»"
/user remove admin
/ip service set telnet disabled=yes
/ip service set ftp disabled=yes
/ip service set api-ssl certificate=router-api.crt
`, V{"a": g.pwStrong(), "b": g.pw()}, "/user group add name=noc-ro", "api-ssl certificate=router-api.crt")

	g.add("net/routeros-wireless-security-profile", `
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=corp-psk supplicant-identity="" wpa2-pre-shared-key="«a»"
add authentication-types=wpa2-psk,wpa2-eap eap-methods=passthrough mode=dynamic-keys name=guest wpa2-pre-shared-key=«b»
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n country=germany disabled=no frequency=auto mode=ap-bridge security-profile=corp-psk ssid=Corp-Office
`, V{"a": g.netKey(), "b": g.pwURL()}, "ssid=Corp-Office", "band=2ghz-b/g/n")

	g.add("net/routeros-wifi-wave2", `
/interface wifi security
add authentication-types=wpa2-psk,wpa3-psk disabled=no ft=yes ft-over-ds=yes name=sec-home passphrase="«a»"
/interface wifi configuration
add country=Netherlands disabled=no mode=ap name=cfg-home security=sec-home ssid=Tulip-5G
/interface wifi
set [ find default-name=wifi1 ] channel.band=5ghz-ax channel.width=20/40/80mhz configuration=cfg-home disabled=no
`, V{"a": g.netKey()}, "ssid=Tulip-5G", "channel.band=5ghz-ax")

	g.add("net/routeros-rest-api-curl", `
$ curl -sk -u admin:«a» https://192.168.88.1/rest/system/resource | jq '{version, "board-name", uptime}'
{
  "version": "7.16.2 (stable)",
  "board-name": "RB5009UG+S+",
  "uptime": "3w2d4h11m"
}
$ curl -sk -u admin:«a» -X PUT https://192.168.88.1/rest/ip/firewall/address-list \
    --data '{"list":"blocked","address":"198.51.100.66","comment":"abuse 2025-03-04"}' -H "content-type: application/json"
`, V{"a": g.pwURL()}, "RB5009UG+S+", "https://192.168.88.1/rest/system/resource")

	g.add("net/routeros-librouteros-python", `
import ssl
from librouteros import connect
from librouteros.login import plain

ctx = ssl.create_default_context()
ctx.check_hostname = False
ctx.verify_mode = ssl.CERT_NONE

api = connect(
    username="api-bot",
    password="«a»",
    host="10.20.0.1",
    port=8729,
    ssl_wrapper=ctx.wrap_socket,
    login_method=plain,
)
for lease in api.path("ip", "dhcp-server", "lease"):
    print(lease["mac-address"], lease.get("host-name"), lease["address"])
`, V{"a": g.pwStrong()}, "librouteros.login", "api-bot")

	g.add("net/routeros-pppoe-client-hotspot", `
/interface pppoe-client
add add-default-route=yes disabled=no interface=ether1 name=pppoe-out1 password=«a» use-peer-dns=yes user=«_u»@dsl.isp.example
/ip hotspot user
add name=lobby password=«b» profile=guests-1h
add name=conference password=«c» limit-uptime=8h
/ip hotspot user profile
add name=guests-1h rate-limit=5M/5M session-timeout=1h
`, V{"a": g.pwURL(), "_u": "k" + g.digits(9), "b": g.an(8), "c": g.an(10)}, "pppoe-out1", "rate-limit=5M/5M")

	g.add("net/routeros-ssh-session-log", `
$ ssh -p 2222 admin@10.20.0.1
admin@10.20.0.1's password:

  MMM      MMM       KKK                          TTTTTTTTTTT      KKK
  MMMM    MMMM       KKK                          TTTTTTTTTTT      KKK
  MMM MMMM MMM  III  KKK  KKK  RRRRRR     OOOOOO      TTT     III  KKK  KKK
  MikroTik RouterOS 7.16.2 (c) 1999-2024       https://www.mikrotik.com/

[admin@MikroTik-HQ] > /ip ipsec identity print detail
Flags: D - dynamic; X - disabled
 0    peer=peer-branch07 auth-method=pre-shared-key secret="«a»" generate-policy=port-strict
 1    peer=aws-tgw-1 auth-method=pre-shared-key secret="«b»" generate-policy=no
`, V{"a": g.netKey(), "b": "_" + g.an(31)}, "MikroTik RouterOS 7.16.2", "generate-policy=port-strict")

	g.add("net/routeros-ddns-cloud-and-netwatch", `
/ip cloud set ddns-enabled=yes ddns-update-interval=5m
/ip cloud print
          ddns-enabled: yes
  ddns-update-interval: 5m
           update-time: yes
        public-address: 203.0.113.48
              dns-name: «_d».sn.mynetname.net
                status: updated
/tool netwatch add host=10.20.4.15 interval=30s down-script="/tool fetch url=\"https://api.telegram.org/bot«a»/sendMessage?chat_id=-100«_c»&text=NMS+down\" keep-result=no"
`, V{"_d": g.hex(12), "a": g.telegram(), "_c": g.digits(10)}, "ddns-update-interval: 5m", "sn.mynetname.net")

	g.add("net/routeros-backup-encryption", `
[admin@MikroTik-HQ] > /system backup save name=pre-upgrade-7.17 password=«a» encryption=aes-sha256
Saving system configuration
Configuration backup saved
[admin@MikroTik-HQ] > /file print where name~"pre-upgrade"
Columns: NAME, TYPE, SIZE, CREATION-TIME
# NAME                     TYPE    SIZE     CREATION-TIME
0 pre-upgrade-7.17.backup  backup  214.7KiB  2025-03-04 14:40:03
`, V{"a": g.pw()}, "pre-upgrade-7.17.backup", "encryption=aes-sha256")
}

// ---- Ubiquiti EdgeOS / UniFi ----

func (g *G) netUbiquiti() {
	wgPriv, _ := g.wireguard()
	g.add("net/edgeos-config-boot", `
$ cat /config/config.boot
interfaces {
    ethernet eth0 {
        address dhcp
        description WAN
    }
    ethernet eth1 {
        address 192.168.1.1/24
        description LAN
    }
}
system {
    host-name er-x-home
    login {
        user ubnt {
            authentication {
                encrypted-password «a»
                plaintext-password ""
            }
            level admin
        }
    }
    ntp {
        server 0.ubnt.pool.ntp.org {
        }
    }
}
vpn {
    ipsec {
        site-to-site {
            peer 198.51.100.20 {
                authentication {
                    mode pre-shared-secret
                    pre-shared-secret «b»
                }
                local-address 203.0.113.48
            }
        }
    }
}
`, V{"a": g.netSHA6(), "b": g.netKey()}, "er-x-home", "0.ubnt.pool.ntp.org")

	g.add("net/edgeos-configure-commands", `
ubnt@er-x-home:~$ configure
[edit]
ubnt@er-x-home# set interfaces wireguard wg0 private-key «a»
[edit]
ubnt@er-x-home# set interfaces pppoe pppoe0 password «b»
[edit]
ubnt@er-x-home# set interfaces pppoe pppoe0 user-id «_u»@t-online.de
[edit]
ubnt@er-x-home# set system login user ubnt authentication plaintext-password «c»
[edit]
ubnt@er-x-home# commit ; save
Saving configuration to '/config/config.boot'...
Done
`, V{"a": wgPriv, "b": g.pwURL(), "_u": g.digits(12) + "#" + g.digits(4), "c": g.pw()}, "Saving configuration to '/config/config.boot'...")

	g.add("net/unifi-controller-login-curl", `
$ curl -sk -c /tmp/unifi.cookie -X POST https://unifi.corp.example:8443/api/login \
    -H 'Content-Type: application/json' \
    -d '{"username":"unifi-api","password":"«a»","remember":false}'
{"meta":{"rc":"ok"},"data":[]}
$ cat /tmp/unifi.cookie
# Netscape HTTP Cookie File
#HttpOnly_unifi.corp.example	FALSE	/	TRUE	0	unifises	«b»
unifi.corp.example	FALSE	/	TRUE	0	csrf_token	«c»
`, V{"a": g.pwStrong(), "b": g.an(32), "c": g.an(32)}, "https://unifi.corp.example:8443/api/login")

	g.add("net/unifi-wlanconf-json", `
$ curl -sk -b /tmp/unifi.cookie https://unifi.corp.example:8443/api/s/default/rest/wlanconf | jq '.data[] | {name, security, wpa_mode, x_passphrase, _id}'
{
  "name": "Corp-Staff",
  "security": "wpapsk",
  "wpa_mode": "wpa2",
  "x_passphrase": "«a»",
  "_id": "«_id1»"
}
{
  "name": "Corp-Guest",
  "security": "wpapsk",
  "wpa_mode": "wpa2",
  "x_passphrase": "«b»",
  "_id": "«_id2»"
}
`, V{"a": g.netKey(), "_id1": g.hex(24), "b": g.pwURL(), "_id2": g.hex(24)}, "Corp-Staff", "wlanconf")

	g.add("net/unifi-network-api-key", `
# UniFi Network 9 local integration API
$ export UNIFI_API_KEY=«a»
$ curl -sk https://192.168.1.1/proxy/network/integration/v1/sites -H "X-API-KEY: $UNIFI_API_KEY" -H 'Accept: application/json'
{"offset":0,"limit":25,"count":1,"totalCount":1,"data":[{"id":"«_sid»","internalReference":"default","name":"Default"}]}
`, V{"a": g.b64u(32), "_sid": g.uuid()}, "/proxy/network/integration/v1/sites")

	g.add("net/unpoller-conf", `
# /etc/unpoller/up.conf
[poller]
  debug = false
  quiet = false

[prometheus]
  disable = false
  http_listen = "0.0.0.0:9130"

[unifi]
  dynamic = false

[[unifi.controller]]
  url  = "https://192.168.1.1"
  user = "unifipoller"
  pass = "«a»"
  sites = ["all"]
  save_dpi = true
  verify_ssl = false
`, V{"a": g.pwStrong()}, "http_listen = \"0.0.0.0:9130\"", "unifipoller")

	g.add("net/unifi-mongo-admin-query", `
$ mongo --port 27117 ace --quiet --eval 'db.admin.find({}, {name:1, email:1, x_shadow:1, time_created:1}).forEach(printjson)'
{
	"_id" : ObjectId("«_oid»"),
	"name" : "admin",
	"email" : "it@corp.example",
	"x_shadow" : "«a»",
	"time_created" : NumberLong(1672531200)
}
$ mongo --port 27117 ace --quiet --eval 'db.device.find({}, {mac:1, serial:1, model:1, x_authkey:1}).forEach(printjson)'
{ "_id" : ObjectId("«_oid2»"), "mac" : "«_mac»", "model" : "U6LR", "serial" : "«_ser»", "x_authkey" : "«b»" }
`, V{"_oid": g.hex(24), "a": g.netSHA6(), "_oid2": g.hex(24), "_mac": g.netMAC(), "_ser": strings.ToUpper(g.hex(12)), "b": g.hex(32)}, "mongo --port 27117 ace", "it@corp.example")

	g.add("net/unifi-ssh-device-mgmt", `
Device SSH authentication (Settings > System > Advanced):
  Username: unifi-ssh
  Password: «a»
  SSH keys: 1 (ed25519 «_fp» ops@laptop)

$ ssh unifi-ssh@10.1.0.23 'mca-cli-op info'
Model:       U6-LR
Version:     6.6.77.15402
MAC Address: «_mac»
Status:      Connected (http://unifi.corp.example:8080/inform)
`, V{"a": g.pw(), "_fp": "SHA256:" + g.b64(32)[:43], "_mac": g.netMAC()}, "mca-cli-op info", "http://unifi.corp.example:8080/inform")
}

// ---- pfSense / OPNsense ----

func (g *G) netPfSense() {
	g.add("net/pfsense-config-xml-users", `
$ grep -n -A6 '<user>' /cf/conf/config.xml | head -30
112:		<user>
113-			<name>admin</name>
114-			<descr><![CDATA[System Administrator]]></descr>
115-			<scope>system</scope>
116-			<groupname>admins</groupname>
117-			<bcrypt-hash>«a»</bcrypt-hash>
118-			<uid>0</uid>
130:		<user>
131-			<scope>user</scope>
132-			<bcrypt-hash>«b»</bcrypt-hash>
133-			<descr><![CDATA[backup automation]]></descr>
134-			<name>cfgbackup</name>
135-			<expires></expires>
136-			<authorizedkeys>«_ak»</authorizedkeys>
`, V{"a": strings.Replace(g.bcrypt(), "$2b$12$", "$2y$10$", 1), "b": strings.Replace(g.bcrypt(), "$2b$12$", "$2y$10$", 1), "_ak": b64s("ssh-ed25519 " + g.b64(32)[:43] + " backup@nas")}, "/cf/conf/config.xml", "System Administrator")

	g.add("net/pfsense-ipsec-phase1", `
	<ipsec>
		<phase1>
			<ikeid>3</ikeid>
			<iketype>ikev2</iketype>
			<interface>wan</interface>
			<remote-gateway>198.51.100.20</remote-gateway>
			<protocol>inet</protocol>
			<myid_type>myaddress</myid_type>
			<peerid_type>peeraddress</peerid_type>
			<authentication_method>pre_shared_key</authentication_method>
			<pre-shared-key>«a»</pre-shared-key>
			<descr><![CDATA[Branch 07 S2S]]></descr>
			<nat_traversal>on</nat_traversal>
			<dpd_delay>10</dpd_delay>
		</phase1>
	</ipsec>
`, V{"a": g.netKey()}, "Branch 07 S2S", "<remote-gateway>198.51.100.20</remote-gateway>")

	g.add("net/pfsense-openvpn-shared-key", `
		<openvpn-server>
			<vpnid>1</vpnid>
			<mode>server_tls_user</mode>
			<protocol>UDP4</protocol>
			<dev_mode>tun</dev_mode>
			<local_port>1194</local_port>
			<description><![CDATA[RoadWarrior]]></description>
			<tls>«a»</tls>
			<tls_type>auth</tls_type>
			<caref>«_ca»</caref>
			<certref>«_cr»</certref>
			<data_ciphers>AES-256-GCM,CHACHA20-POLY1305</data_ciphers>
			<digest>SHA256</digest>
		</openvpn-server>
`, V{"a": b64s("#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n" + wrap(g.hex(512), 32) + "\n-----END OpenVPN Static key V1-----\n"), "_ca": g.hex(13), "_cr": g.hex(13)}, "AES-256-GCM,CHACHA20-POLY1305", "RoadWarrior")

	g.add("net/opnsense-api-key-file", `
$ cat ~/Downloads/apikey.txt
key=«_k»
secret=«a»
$ curl -sk -u "«_k»:«a»" https://opnsense.lan/api/core/firmware/status | jq .product_version
"25.1.3"
`, V{"_k": g.s(alAlnum+"+/", 80), "a": g.s(alAlnum+"+/", 80)}, "https://opnsense.lan/api/core/firmware/status")

	g.add("net/opnsense-ansible-vars", `
# host_vars/opnsense.yml
opn_firewall: opnsense.lan
opn_api_key: "«_k»"
opn_api_secret: "«a»"
opn_ssl_verify: false
unbound_overrides:
  - host: nas
    domain: home.arpa
    ip: 192.168.10.5
`, V{"_k": g.s(alAlnum+"+/", 80), "a": g.s(alAlnum+"+/", 80)}, "opn_ssl_verify: false", "home.arpa")

	wgPriv, wgPub := g.wireguard()
	g.add("net/opnsense-wireguard-server-xml", `
          <server uuid="«_u»">
            <enabled>1</enabled>
            <name>wg-home</name>
            <instance>0</instance>
            <pubkey>«_pub»</pubkey>
            <privkey>«a»</privkey>
            <port>51820</port>
            <tunneladdress>10.77.0.1/24</tunneladdress>
            <peers>«_p»</peers>
          </server>
`, V{"_u": g.uuid(), "_pub": wgPub, "a": wgPriv, "_p": g.uuid()}, "<tunneladdress>10.77.0.1/24</tunneladdress>")

	g.add("net/pfsense-dyndns-and-smtp", `
	<dyndnses>
		<dyndns>
			<type>cloudflare</type>
			<interface>wan</interface>
			<host>vpn</host>
			<domainname>corp.example</domainname>
			<username>ops@corp.example</username>
			<password>«a»</password>
			<enable></enable>
		</dyndns>
	</dyndnses>
	<notifications>
		<smtp>
			<ipaddress>smtp.mailgun.org</ipaddress>
			<port>587</port>
			<username>pfsense@mg.corp.example</username>
			<password>«b»</password>
			<notifyemailaddress>noc@corp.example</notifyemailaddress>
		</smtp>
	</notifications>
`, V{"a": g.cfToken(), "b": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "pfsense@mg.corp.example", "<type>cloudflare</type>")

	g.add("net/pfsense-ldap-radius-authserver", `
		<authserver>
			<refid>«_r»</refid>
			<type>ldap</type>
			<name>AD-corp</name>
			<host>dc01.corp.example</host>
			<ldap_port>636</ldap_port>
			<ldap_urltype>SSL/TLS Encrypted</ldap_urltype>
			<ldap_binddn>CN=svc-pfsense,OU=Service,DC=corp,DC=example</ldap_binddn>
			<ldap_bindpw>«a»</ldap_bindpw>
		</authserver>
		<authserver>
			<refid>«_r2»</refid>
			<type>radius</type>
			<name>NPS</name>
			<host>10.1.50.21</host>
			<radius_secret>«b»</radius_secret>
			<radius_auth_port>1812</radius_auth_port>
		</authserver>
`, V{"_r": g.hex(13), "a": g.pw(), "_r2": g.hex(13), "b": g.netKey()}, "CN=svc-pfsense,OU=Service,DC=corp,DC=example")

	g.add("net/pfsense-shell-viconfig-chat", `
user: I locked myself out of pfSense GUI. I have console. What's the fastest way?
assistant: From the console menu pick option 3 "Reset webConfigurator password", or from option 8 (shell):

    pfSsh.php playback changepassword admin

user: done, set it to «a» for now. also noticed the SNMP community is in there in cleartext: <rocommunity>«b»</rocommunity>
assistant: Good. Change the temporary password from the GUI once you're in (System > User Manager), and since the SNMP community was shared here, replace it as well.
`, V{"a": g.pw(), "b": g.netComm()}, "pfSsh.php playback changepassword admin", "Reset webConfigurator password")
}

// ---- FortiGate / Palo Alto ----

func (g *G) netFortiPalo() {
	g.add("net/fortigate-show-system-admin", `
FGT60F-HQ # show system admin
config system admin
    edit "admin"
        set accprofile "super_admin"
        set vdom "root"
        set password ENC SH2«a»
    next
    edit "netops-ro"
        set trusthost1 10.20.0.0 255.255.0.0
        set accprofile "prof_admin"
        set vdom "root"
        set password ENC SH2«b»
    next
end
`, V{"a": g.s(alAlnum+"+/", 60), "b": g.s(alAlnum+"+/", 60)}, "FGT60F-HQ #", "set trusthost1 10.20.0.0 255.255.0.0")

	g.add("net/fortigate-vpn-phase1-interface", `
config vpn ipsec phase1-interface
    edit "to-aws-tun1"
        set interface "wan1"
        set ike-version 2
        set keylife 28800
        set peertype any
        set net-device disable
        set proposal aes256-sha256
        set dhgrp 14
        set remote-gw 52.95.«=o».«=o2»
        set psksecret ENC «a»
    next
    edit "branch07"
        set interface "wan1"
        set peertype any
        set remote-gw 198.51.100.20
        set psksecret «b»
    next
end
`, V{"=o": fmt.Sprint(g.r.IntN(250)), "=o2": fmt.Sprint(g.r.IntN(250)), "a": g.netFortiENC(), "b": g.netKey()}, "to-aws-tun1", "set proposal aes256-sha256")

	g.add("net/fortigate-rest-api-token", `
$ curl -sk "https://10.20.0.254/api/v2/monitor/system/status?access_token=«a»" | jq '.serial, .version, .build'
"«_sn»"
"v7.4.7"
2733
$ curl -sk -H "Authorization: Bearer «a»" https://10.20.0.254/api/v2/cmdb/firewall/address -X POST \
    -d '{"name":"blk-198.51.100.66","subnet":"198.51.100.66 255.255.255.255"}'
`, V{"a": g.s(alLowNum, 30), "_sn": "FGT60F" + g.s(alUpNum, 10)}, "https://10.20.0.254/api/v2/cmdb/firewall/address", "v7.4.7")

	g.add("net/fortigate-user-local-ldap", `
config user ldap
    edit "AD-corp"
        set server "10.1.50.5"
        set cnid "sAMAccountName"
        set dn "DC=corp,DC=example"
        set type regular
        set username "CN=svc-fortigate,OU=Service,DC=corp,DC=example"
        set password ENC «a»
    next
end
config user local
    edit "vpn-contractor"
        set type password
        set passwd «b»
    next
end
config system snmp community
    edit 1
        set name "«c»"
        config hosts
            edit 1
                set ip 10.20.4.15 255.255.255.255
            next
        end
    next
end
`, V{"a": g.netFortiENC(), "b": g.pw(), "c": g.netComm()}, "CN=svc-fortigate,OU=Service,DC=corp,DC=example", "set cnid \"sAMAccountName\"")

	g.add("net/fortigate-ha-and-fortiguard", `
config system ha
    set group-name "FGT-HQ-HA"
    set mode a-p
    set password ENC «a»
    set hbdev "port9" 50 "port10" 50
    set override disable
    set priority 200
end
config system central-management
    set type fortimanager
    set fmg "10.20.0.40"
    set serial-number "«_sn»"
end
config system fortiguard
    set fortiguard-anycast enable
end
`, V{"a": g.netFortiENC(), "_sn": "FMG-VM" + g.s(alUpNum, 10)}, "FGT-HQ-HA", "set hbdev \"port9\" 50 \"port10\" 50")

	g.add("net/fortigate-ansible-httpapi", `
[fortigates]
fgt-hq ansible_host=10.20.0.254

[fortigates:vars]
ansible_network_os=fortinet.fortios.fortios
ansible_connection=httpapi
ansible_httpapi_use_ssl=yes
ansible_httpapi_validate_certs=no
ansible_httpapi_port=443
fortios_access_token=«a»
`, V{"a": g.s(alLowNum, 30)}, "fortinet.fortios.fortios", "ansible_httpapi_validate_certs=no")

	g.add("net/panos-keygen", `
$ curl -sk -X POST 'https://pa-fw01.corp.example/api/?type=keygen' --data-urlencode 'user=api-admin' --data-urlencode 'password=«a»'
<response status = 'success'><result><key>«b»</key></result></response>
$ export PANOS_API_KEY=«b»
$ curl -sk -H "X-PAN-KEY: $PANOS_API_KEY" 'https://pa-fw01.corp.example/api/?type=op&cmd=<show><system><info></info></system></show>' | xmllint --xpath '//serial/text()' -
«_sn»
`, V{"a": g.pwStrong(), "b": g.netPanKey(), "_sn": g.digits(12)}, "https://pa-fw01.corp.example/api/?type=keygen", "X-PAN-KEY: $PANOS_API_KEY")

	g.add("net/panos-running-config-xml", `
<mgt-config>
  <users>
    <entry name="admin">
      <phash>«a»</phash>
      <permissions>
        <role-based>
          <superuser>yes</superuser>
        </role-based>
      </permissions>
    </entry>
    <entry name="api-admin">
      <phash>«b»</phash>
      <permissions><role-based><custom><profile>api-only</profile></custom></role-based></permissions>
    </entry>
  </users>
  <password-complexity><enabled>yes</enabled><minimum-length>12</minimum-length></password-complexity>
</mgt-config>
`, V{"a": g.netSHA5(), "b": g.netMD5c()}, "<minimum-length>12</minimum-length>", "api-admin")

	g.add("net/panos-ike-gateway-xml", `
<ike-gateway>
  <entry name="IKE-GW-BRANCH07">
    <authentication>
      <pre-shared-key>
        <key>«a»</key>
      </pre-shared-key>
    </authentication>
    <protocol><version>ikev2</version><ikev2><ike-crypto-profile>IKE-AES256</ike-crypto-profile></ikev2></protocol>
    <local-address><interface>ethernet1/1</interface></local-address>
    <peer-address><ip>198.51.100.20</ip></peer-address>
  </entry>
</ike-gateway>
`, V{"a": g.netPanEnc()}, "IKE-GW-BRANCH07", "<interface>ethernet1/1</interface>")

	g.add("net/panos-set-cli-and-panorama-authkey", `
admin@PA-3220> configure
Entering configuration mode
[edit]
admin@PA-3220# set deviceconfig system panorama local-panorama panorama-server 10.20.0.41
admin@PA-3220# exit
admin@PA-3220> request authkey set «a»
Authkey set successfully
admin@PA-3220> show system info | match serial
serial: «_sn»
`, V{"a": "_AQ__" + g.s(alAlnum, 40), "_sn": g.digits(12)}, "admin@PA-3220>", "panorama-server 10.20.0.41")

	g.add("net/panos-python-pan-os", `
from panos.firewall import Firewall
from panos.objects import AddressObject

fw = Firewall("pa-fw01.corp.example", api_username="api-admin", api_password="«a»")
# fw = Firewall("pa-fw01.corp.example", api_key=os.environ["PANOS_API_KEY"])
fw.add(AddressObject("blk-198.51.100.66", "198.51.100.66/32", description="abuse"))
fw.find("blk-198.51.100.66").create()
fw.commit(sync=True)
`, V{"a": g.pw()}, "api_key=os.environ[\"PANOS_API_KEY\"]", "panos.objects")

	g.add("net/panos-globalprotect-portal-env", `
# terraform.tfvars — paloaltonetworks/panos
panos_hostname = "pa-fw01.corp.example"
panos_api_key  = "«a»"
gp_portal_ca   = "GP-Root-CA"
gp_agent_config = {
  name         = "default"
  user_override_key = "«b»"
}
`, V{"a": g.netPanKey(), "b": g.an(16)}, "paloaltonetworks/panos", "GP-Root-CA")

	g.add("net/checkpoint-mgmt-api-login", `
$ curl -sk -X POST https://cp-mgmt.corp.example/web_api/login -H 'Content-Type: application/json' \
    -d '{"user":"api-user","password":"«a»"}'
{
  "uid" : "«_uid»",
  "sid" : "«b»",
  "url" : "https://cp-mgmt.corp.example:443/web_api",
  "session-timeout" : 600,
  "api-server-version" : "1.9.1"
}
$ mgmt_cli -r true show hosts limit 5 --format json | jq '.objects[].name'
`, V{"a": g.pwStrong(), "_uid": g.uuid(), "b": g.b64u(43)}, "https://cp-mgmt.corp.example/web_api/login", "mgmt_cli -r true show hosts")
}

// ---- F5 BIG-IP, VyOS, Cumulus / FRR ----

func (g *G) netF5VyOSCumulus() {
	g.add("net/f5-tmsh-list-auth-user", `
[admin@bigip-01:Active:In Sync] ~ # tmsh list auth user all-properties | grep -E 'auth user|encrypted-password|role'
auth user admin {
    encrypted-password «a»
            role admin
auth user svc-ansible {
    encrypted-password «b»
            role admin
`, V{"a": g.netSHA6(), "b": g.netSHA6()}, "[admin@bigip-01:Active:In Sync]", "auth user svc-ansible")

	g.add("net/f5-icontrol-rest-token", `
$ curl -sk https://bigip-01.corp.example/mgmt/shared/authn/login -H 'Content-Type: application/json' \
    -d '{"username":"svc-ansible","password":"«a»","loginProviderName":"tmos"}' | jq '.token | {token, expirationMicros}'
{
  "token": "«b»",
  "expirationMicros": 1741105331000000
}
$ curl -sk -H "X-F5-Auth-Token: «b»" https://bigip-01.corp.example/mgmt/tm/ltm/pool/~Common~web_pool/members/stats
`, V{"a": g.pw(), "b": g.s(alUpNum, 26)}, "/mgmt/tm/ltm/pool/~Common~web_pool/members/stats", "loginProviderName")

	key := g.pkcs8RSAPEM()
	g.add("net/f5-ssl-key-passphrase", `
sys file ssl-key /Common/wildcard.corp.example.key {
    cache-path /config/filestore/files_d/Common_d/certificate_key_d/:Common:wildcard.corp.example.key_«_n»_1
    passphrase $M$«a»
    revision 1
    source-path file:/var/tmp/wildcard.key
}
ltm profile client-ssl /Common/clientssl-wildcard {
    cert /Common/wildcard.corp.example.crt
    key /Common/wildcard.corp.example.key
    passphrase $M$«b»
}
[admin@bigip-01:Active:In Sync] ~ # cat /var/tmp/wildcard.key
«c»
`, V{"_n": g.digits(6), "a": g.s(alAlnum+"+/", 24) + "==", "b": g.s(alAlnum+"+/", 24) + "==", "c": key.block()}, "/Common/clientssl-wildcard", "cert /Common/wildcard.corp.example.crt")

	g.add("net/f5-as3-declaration", `
{
  "class": "AS3",
  "action": "deploy",
  "declaration": {
    "class": "ADC",
    "schemaVersion": "3.50.0",
    "tenant_web": {
      "class": "Tenant",
      "app": {
        "class": "Application",
        "pool_api": {"class": "Pool", "monitors": ["http"], "members": [{"servicePort": 8080, "serverAddresses": ["10.40.1.11", "10.40.1.12"]}]},
        "tls_cert": {
          "class": "Certificate",
          "certificate": {"bigip": "/Common/wildcard.corp.example.crt"},
          "privateKey": {"bigip": "/Common/wildcard.corp.example.key"},
          "passphrase": {"ciphertext": "«a»", "protected": "eyJhbGciOiJkaXIiLCJlbmMiOiJub25lIn0"}
        }
      }
    }
  }
}
`, V{"a": b64raw(g.pw())}, "\"schemaVersion\": \"3.50.0\"", "\"protected\": \"eyJhbGciOiJkaXIiLCJlbmMiOiJub25lIn0\"")

	wgPriv, wgPub := g.wireguard()
	g.add("net/vyos-show-configuration-commands", `
vyos@vyos-edge:~$ show configuration commands | match "authentication|private-key|secret|community"
set interfaces wireguard wg01 private-key '«a»'
set interfaces wireguard wg01 peer hq public-key '«_pub»'
set service snmp community «b» authorization 'ro'
set system login user vyos authentication encrypted-password '«c»'
set system login user vyos authentication plaintext-password ''
set vpn ipsec authentication psk BRANCH07 id '198.51.100.20'
set vpn ipsec authentication psk BRANCH07 secret '«d»'
`, V{"a": wgPriv, "_pub": wgPub, "b": g.netComm(), "c": g.netSHA6(), "d": g.netKey()}, "vyos@vyos-edge:~$", "set vpn ipsec authentication psk BRANCH07 id '198.51.100.20'")

	g.add("net/vyos-http-api", `
set service https api keys id ansible key '«a»'
set service https api rest
set service https listen-address '10.20.0.2'

$ curl -sk -X POST https://10.20.0.2/retrieve -F data='{"op": "showConfig", "path": ["interfaces", "ethernet"]}' -F key='«a»'
{"success": true, "data": {"eth0": {"address": ["203.0.113.48/29"], "hw-id": "«_mac»"}}, "error": null}
`, V{"a": g.an(32), "_mac": g.netMAC()}, "set service https api rest", "\"showConfig\"")

	g.add("net/cumulus-nvue-config", `
cumulus@leaf01:mgmt:~$ nv config show -o commands | grep -Ei 'password|secret|key'
nv set system aaa user cumulus hashed-password '«a»'
nv set system aaa user netops password '«b»'
nv set vrf default router bgp neighbor swp51 password '«c»'
nv set service snmp-server readonly-community «d» access any
nv set system aaa tacacs server 1 secret '«e»'
cumulus@leaf01:mgmt:~$ nv config apply -y
`, V{"a": g.netSHA6(), "b": g.pw(), "c": g.netKey(), "d": g.netComm(), "e": g.netKey()}, "cumulus@leaf01:mgmt:~$", "nv config apply -y")

	g.add("net/frr-conf-bgp-ospf", `
$ sudo cat /etc/frr/frr.conf
frr version 10.1
frr defaults datacenter
hostname rr01
log syslog informational
service integrated-vtysh-config
!
password «a»
enable password «b»
!
router bgp 65000
 bgp router-id 10.255.0.10
 neighbor FABRIC peer-group
 neighbor FABRIC remote-as internal
 neighbor FABRIC password «c»
 bgp listen range 10.255.0.0/24 peer-group FABRIC
!
interface eth1
 ip ospf authentication message-digest
 ip ospf message-digest-key 1 md5 «d»
!
line vty
`, V{"a": g.pw(), "b": g.pw(), "c": g.netKey(), "d": g.an(12)}, "frr defaults datacenter", "bgp listen range 10.255.0.0/24 peer-group FABRIC")

	g.add("net/bird2-bgp-password", `
# /etc/bird/bird.conf
router id 192.0.2.1;

protocol device { }

template bgp upstream {
  local as 64512;
  ipv4 { import filter upstream_in; export filter own_prefixes; };
  hold time 90;
}

protocol bgp ixp_rs1 from upstream {
  neighbor 185.1.«=o».1 as 64500;
  password "«a»";
  description "IXP route server 1";
}
`, V{"=o": fmt.Sprint(g.r.IntN(250)), "a": g.netKey()}, "IXP route server 1", "export filter own_prefixes")

	g.add("net/sonic-config-db-json", `
admin@sonic:~$ sudo cat /etc/sonic/config_db.json | jq '{TACPLUS_SERVER, SNMP_COMMUNITY, DEVICE_METADATA: .DEVICE_METADATA.localhost | {hostname, hwsku, mac}}'
{
  "TACPLUS_SERVER": {
    "10.1.50.11": {"priority": "1", "tcp_port": "49", "passkey": "«a»"}
  },
  "SNMP_COMMUNITY": {
    "«b»": {"TYPE": "RO"}
  },
  "DEVICE_METADATA": {
    "hostname": "sonic-leaf-07",
    "hwsku": "Accton-AS7726-32X",
    "mac": "«_mac»"
  }
}
`, V{"a": g.netKey(), "b": g.netComm(), "_mac": g.netMAC()}, "Accton-AS7726-32X", "sonic-leaf-07")
}

// ---- OpenWrt and SOHO routers ----

func (g *G) netOpenWrtSOHO() {
	g.add("net/openwrt-etc-config-wireless", `
root@OpenWrt:~# cat /etc/config/wireless

config wifi-device 'radio0'
	option type 'mac80211'
	option path 'platform/soc/18000000.wifi'
	option channel '36'
	option band '5g'
	option htmode 'HE80'
	option cell_density '0'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid 'Birch-5G'
	option encryption 'sae-mixed'
	option key '«a»'
	option macaddr '«_mac»'

config wifi-iface 'guest'
	option device 'radio0'
	option network 'guest'
	option mode 'ap'
	option ssid 'Birch-Guest'
	option encryption 'psk2'
	option key '«b»'
	option isolate '1'
`, V{"a": g.netKey(), "_mac": g.netMAC(), "b": g.pwURL()}, "platform/soc/18000000.wifi", "Birch-Guest")

	wgPriv, _ := g.wireguard()
	_, peerPub := g.wireguard()
	g.add("net/openwrt-uci-show-network", `
root@OpenWrt:~# uci show network | grep -E 'wan|wg0'
network.wan=interface
network.wan.device='eth1'
network.wan.proto='pppoe'
network.wan.username='«_u»@vdsl.isp.example'
network.wan.password='«a»'
network.wan.ipv6='auto'
network.wg0=interface
network.wg0.proto='wireguard'
network.wg0.private_key='«b»'
network.wg0.listen_port='51820'
network.wg0.addresses='10.14.0.1/24'
network.@wireguard_wg0[0].public_key='«_pk»'
network.@wireguard_wg0[0].preshared_key='«c»'
network.@wireguard_wg0[0].allowed_ips='10.14.0.2/32'
`, V{"_u": "u" + g.digits(9), "a": g.pwURL(), "b": wgPriv, "_pk": peerPub, "c": g.b64(32)}, "network.wg0.listen_port='51820'", "network.wan.proto='pppoe'")

	g.add("net/openwrt-ubus-login", `
$ curl -s http://192.168.1.1/ubus -d '{"jsonrpc":"2.0","id":1,"method":"call","params":["00000000000000000000000000000000","session","login",{"username":"root","password":"«a»"}]}'
{"jsonrpc":"2.0","id":1,"result":[0,{"ubus_rpc_session":"«b»","timeout":300,"expires":300,"acls":{"access-group":{"luci-base":["read","write"]}},"data":{"username":"root"}}]}
$ curl -s http://192.168.1.1/ubus -d '{"jsonrpc":"2.0","id":2,"method":"call","params":["«b»","system","board",{}]}'
{"jsonrpc":"2.0","id":2,"result":[0,{"kernel":"6.6.73","hostname":"OpenWrt","model":"GL.iNet GL-MT6000","release":{"version":"24.10.0"}}]}
`, V{"a": g.pw(), "b": g.hex(32)}, "00000000000000000000000000000000", "GL.iNet GL-MT6000")

	g.add("net/openwrt-ddns-config", `
root@OpenWrt:~# cat /etc/config/ddns

config ddns 'global'
	option ddns_dateformat '%F %R'
	option ddns_loglines '250'

config service 'duckdns'
	option service_name 'duckdns.org'
	option lookup_host 'birchhome.duckdns.org'
	option domain 'birchhome'
	option username 'NA'
	option password '«a»'
	option interface 'wan'
	option ip_source 'network'
	option ip_network 'wan'
	option enabled '1'
`, V{"a": g.uuid()}, "birchhome.duckdns.org", "option ddns_loglines '250'")

	g.add("net/openwrt-shadow-and-dropbear", `
root@OpenWrt:~# cat /etc/shadow
root:«a»:20120:0:99999:7:::
daemon:*:0:0:99999:7:::
ftp:*:0:0:99999:7:::
network:*:0:0:99999:7:::
nobody:*:0:0:99999:7:::
dnsmasq:x:0:0:99999:7:::
root@OpenWrt:~# cat /etc/dropbear/authorized_keys
«_pub» laptop
`, V{"a": g.netMD5c(), "_pub": g.sshRSAPub()}, "dnsmasq:x:0:0:99999:7:::")

	g.add("net/asus-nvram-show", `
admin@RT-AX86U:/tmp/home/root# nvram show 2>/dev/null | grep -E '^(http_passwd|wl0_wpa_psk|wl1_wpa_psk|pppoe_passwd|wan0_pppoe_passwd|ddns_hostname_x|label_mac|serial_no)='
ddns_hostname_x=birchhome.asuscomm.com
http_passwd=«a»
label_mac=«_mac»
serial_no=«_sn»
wan0_pppoe_passwd=«b»
wl0_wpa_psk=«c»
wl1_wpa_psk=«c»
`, V{"a": g.pw(), "_mac": strings.ToUpper(g.netMAC()), "_sn": "M" + g.s(alUpNum, 14), "b": g.pwURL(), "c": g.netKey()}, "birchhome.asuscomm.com", "RT-AX86U")

	g.add("net/ddwrt-nvram-telnet", `
root@DD-WRT:~# nvram get http_passwd
«a»
root@DD-WRT:~# nvram get wl0_wpa_psk
«b»
root@DD-WRT:~# nvram get router_name; nvram get os_version
DD-WRT
55460
`, V{"a": g.netMD5c(), "b": g.netKey()}, "root@DD-WRT:~#", "nvram get router_name")

	g.add("net/tplink-omada-api", `
import requests

OMADA = "https://omada.corp.example:8043"
s = requests.Session()
s.verify = False
info = s.get(f"{OMADA}/api/info").json()["result"]
cid = info["omadacId"]  # «_cid»
r = s.post(f"{OMADA}/{cid}/api/v2/login", json={"username": "api-admin", "password": "«a»"})
token = r.json()["result"]["token"]  # e.g. «b»
s.headers["Csrf-Token"] = token
`, V{"_cid": g.hex(32), "a": g.pwStrong(), "b": g.hex(32)}, "https://omada.corp.example:8043", "omadacId")

	g.add("net/netgear-orbi-backup-strings", `
$ strings NETGEAR_Orbi.cfg.decoded | grep -E '^(http_passwd|wla_passphrase|wlg_passphrase|wan_pppoe_passwd|friendly_name|wan_hwaddr)='
friendly_name=RBR750
http_passwd=«a»
wan_hwaddr=«_mac»
wan_pppoe_passwd=«b»
wla_passphrase=«c»
wlg_passphrase=«c»
`, V{"a": g.pw(), "_mac": strings.ToUpper(g.netMAC()), "b": g.pwURL(), "c": g.netKey()}, "friendly_name=RBR750", "NETGEAR_Orbi.cfg.decoded")

	g.add("net/fritzbox-tr064-python", `
from fritzconnection import FritzConnection
from fritzconnection.lib.fritzwlan import FritzWLAN

fc = FritzConnection(address="192.168.178.1", user="fritz4821", password="«a»", use_tls=True)
print(fc)
w = FritzWLAN(fc, service=3)  # guest network
print(w.ssid, w.channel)
w.set_password("«b»")
`, V{"a": g.pw(), "b": g.netKey()}, "fritzconnection.lib.fritzwlan", "fritz4821")

	g.add("net/glinet-wg-client-conf", `
root@GL-MT3000:~# cat /etc/wireguard/wg_client.conf
[Interface]
Address = 10.2.0.2/32
PrivateKey = «a»
DNS = 10.2.0.1

[Peer]
PublicKey = «_pub»
AllowedIPs = 0.0.0.0/0, ::/0
Endpoint = 185.«=o».«=o2».12:51820
PersistentKeepalive = 25
`, V{"a": func() string { a, _ := g.wireguard(); return a }(), "_pub": func() string { _, b := g.wireguard(); return b }(), "=o": fmt.Sprint(g.r.IntN(250)), "=o2": fmt.Sprint(g.r.IntN(250))}, "root@GL-MT3000:~#", "AllowedIPs = 0.0.0.0/0, ::/0")
}

// ---- RADIUS, TACACS+, 802.1X ----

func (g *G) netRadius() {
	g.add("net/freeradius-clients-conf", `
# /etc/freeradius/3.0/clients.conf
client localhost {
	ipaddr = 127.0.0.1
	proto = *
	secret = testing123
	require_message_authenticator = no
	nas_type = other
}

client wlc-hq {
	ipaddr = 10.1.60.10
	secret = «a»
	shortname = wlc-hq-01
	require_message_authenticator = yes
}

client access-switches {
	ipaddr = 10.30.0.0/16
	secret = "«b»"
	shortname = idf-switches
}
`, V{"a": g.netKey(), "b": g.netKey()}, "secret = testing123", "idf-switches")

	g.add("net/freeradius-users-file", `
# /etc/freeradius/3.0/mods-config/files/authorize
bob	Cleartext-Password := "«a»"
	Reply-Message := "Hello, %{User-Name}"

printer-3f	Cleartext-Password := "«b»", Calling-Station-Id == "«_mac»"
	Tunnel-Type = VLAN,
	Tunnel-Medium-Type = IEEE-802,
	Tunnel-Private-Group-Id = "130"

DEFAULT	Framed-Protocol == PPP
	Framed-Protocol = PPP,
	Framed-Compression = Van-Jacobson-TCP-IP
`, V{"a": g.pw(), "b": g.an(12), "_mac": strings.ToUpper(strings.ReplaceAll(g.netMAC(), ":", "-"))}, "Tunnel-Private-Group-Id = \"130\"", "Framed-Compression = Van-Jacobson-TCP-IP")

	g.add("net/radtest-output", `
$ radtest -t mschap svc-wifi-test '«a»' 10.1.50.11 0 '«b»'
Sent Access-Request Id 211 from 0.0.0.0:41877 to 10.1.50.11:1812 length 133
	User-Name = "svc-wifi-test"
	MS-CHAP-Password = "«a»"
	NAS-IP-Address = 10.20.4.30
	NAS-Port = 0
	Message-Authenticator = 0x00
	Cleartext-Password = "«a»"
Received Access-Accept Id 211 from 10.1.50.11:1812 to 10.20.4.30:41877 length 84
	MS-CHAP-MPPE-Keys = 0x«c»
	MS-MPPE-Encryption-Policy = Encryption-Allowed
`, V{"a": g.pw(), "b": g.netKey(), "c": g.hex(48)}, "Sent Access-Request Id 211", "svc-wifi-test")

	k := g.pkcs8RSAPEM()
	g.add("net/freeradius-eap-tls-conf", `
# mods-enabled/eap (excerpt)
eap {
	default_eap_type = peap
	tls-config tls-common {
		private_key_password = «a»
		private_key_file = ${certdir}/radius.corp.example.key
		certificate_file = ${certdir}/radius.corp.example.pem
		ca_file = ${cadir}/corp-root-ca.pem
		cipher_list = "HIGH"
		tls_min_version = "1.2"
	}
}
$ cat /etc/freeradius/3.0/certs/radius.corp.example.key
«b»
`, V{"a": g.pw(), "b": k.block()}, "tls-config tls-common", "${certdir}/radius.corp.example.pem")

	g.add("net/freeradius-ldap-module", `
ldap {
	server = 'ldaps://dc01.corp.example'
	port = 636
	identity = 'CN=svc-radius,OU=Service,DC=corp,DC=example'
	password = «a»
	base_dn = 'DC=corp,DC=example'
	user {
		base_dn = "${..base_dn}"
		filter = "(sAMAccountName=%{%{Stripped-User-Name}:-%{User-Name}})"
	}
}
`, V{"a": g.pwStrong()}, "CN=svc-radius,OU=Service,DC=corp,DC=example", "(sAMAccountName=%{%{Stripped-User-Name}:-%{User-Name}})")

	g.add("net/tac-plus-conf", `
# /etc/tacacs+/tac_plus.conf
key = "«a»"

accounting file = /var/log/tac_plus.acct

group = netadmins {
	default service = permit
	service = exec {
		priv-lvl = 15
	}
}

user = mei {
	member = netadmins
	login = des «b»
}

user = oxidized {
	login = cleartext "«c»"
	service = exec { priv-lvl = 1 }
}
`, V{"a": g.netKey(), "b": g.s(netCryptAl, 13), "c": g.pwStrong()}, "accounting file = /var/log/tac_plus.acct", "group = netadmins")

	g.add("net/tac-plus-ng-conf", `
id = spawnd {
	listen = { port = 49 }
}
id = tac_plus-ng {
	host world {
		address = ::/0
		welcome banner = "Authorized access only\n"
		key = "«a»"
	}
	host dc-switches {
		address = 10.30.0.0/16
		key = "«b»"
	}
	user netops {
		password {
			login = crypt «c»
			pap = clear «d»
		}
		member = admin
	}
}
`, V{"a": g.netKey(), "b": g.netKey(), "c": g.netSHA6(), "d": g.pw()}, "welcome banner = \"Authorized access only\\n\"", "listen = { port = 49 }")

	g.add("net/hostapd-conf", `
# /etc/hostapd/hostapd.conf
interface=wlan0
bridge=br0
driver=nl80211
ssid=Lab-WPA2
hw_mode=a
channel=44
ieee80211ac=1
wpa=2
wpa_key_mgmt=WPA-PSK
rsn_pairwise=CCMP
wpa_passphrase=«a»

# second BSS with 802.1X
bss=wlan0_1
ssid=Lab-Enterprise
ieee8021x=1
auth_server_addr=10.1.50.11
auth_server_port=1812
auth_server_shared_secret=«b»
bssid=«_mac»
`, V{"a": g.netKey(), "b": g.netKey(), "_mac": g.netMAC()}, "ssid=Lab-Enterprise", "rsn_pairwise=CCMP")

	g.add("net/wpa-supplicant-peap", `
# /etc/wpa_supplicant/wpa_supplicant-wlan0.conf
ctrl_interface=DIR=/run/wpa_supplicant GROUP=netdev
update_config=1
country=GB

network={
	ssid="Corp-Secure"
	key_mgmt=WPA-EAP
	eap=PEAP
	identity="svc-kiosk-12@corp.example"
	password="«a»"
	phase2="auth=MSCHAPV2"
	ca_cert="/etc/ssl/certs/corp-root-ca.pem"
}

network={
	ssid="Warehouse-IoT"
	psk=«b»
}
`, V{"a": g.pw(), "b": g.hex(64)}, "svc-kiosk-12@corp.example", "ctrl_interface=DIR=/run/wpa_supplicant GROUP=netdev")

	g.add("net/wpa-passphrase-cmd", `
pi@kiosk-12:~ $ wpa_passphrase "Warehouse-IoT" '«a»'
network={
	ssid="Warehouse-IoT"
	#psk="«a»"
	psk=«b»
}
`, V{"a": g.netKey(), "b": g.hex(64)}, "pi@kiosk-12:~ $")

	g.add("net/nmcli-wifi-connection", `
$ nmcli --show-secrets connection show "Corp-Secure" | grep -E '802-1x\.|wifi-sec\.'
802-1x.eap:                             peap
802-1x.identity:                        dana@corp.example
802-1x.anonymous-identity:              anonymous@corp.example
802-1x.ca-cert:                         /etc/ssl/certs/corp-root-ca.pem
802-1x.password:                        «a»
802-1x.phase2-auth:                     mschapv2
wifi-sec.key-mgmt:                      wpa-eap
wifi-sec.psk:                           --
`, V{"a": g.pw()}, "anonymous@corp.example", "802-1x.phase2-auth:")

	g.add("net/radsecproxy-conf", `
# /etc/radsecproxy.conf
ListenUDP *:1812
tls default {
    CACertificateFile /etc/radsecproxy/ca.pem
    CertificateFile /etc/radsecproxy/proxy.pem
    CertificateKeyFile /etc/radsecproxy/proxy.key
    CertificateKeyPassword "«a»"
}
client 10.1.60.0/24 {
    type udp
    secret «b»
}
server tld1.eduroam.example {
    type tls
    secret radsec
}
`, V{"a": g.pw(), "b": g.netKey()}, "server tld1.eduroam.example", "secret radsec")
}

// ---- SNMP ----

func (g *G) netSNMP() {
	g.add("net/snmpd-conf-createuser", `
# /etc/snmp/snmpd.conf
agentAddress udp:161,udp6:[::1]:161
sysLocation    DC2 Row 14
sysContact     noc@corp.example
rocommunity «a» 10.20.0.0/16
createUser librenms SHA-256 "«b»" AES "«c»"
rouser librenms priv
view   systemonly  included   .1.3.6.1.2.1.1
extend distro /usr/bin/distro
`, V{"a": g.netComm(), "b": g.pw(), "c": g.pw()}, "agentAddress udp:161,udp6:[::1]:161", "view   systemonly  included   .1.3.6.1.2.1.1")

	g.add("net/snmpwalk-v3-command", `
$ snmpwalk -v3 -l authPriv -u librenms -a SHA-256 -A '«a»' -x AES -X '«b»' 10.30.2.7 1.3.6.1.2.1.1
SNMPv2-MIB::sysDescr.0 = STRING: Cisco IOS Software [Cupertino], Catalyst L3 Switch Software (CAT9K_IOSXE), Version 17.9.5
SNMPv2-MIB::sysObjectID.0 = OID: SNMPv2-SMI::enterprises.9.1.2494
DISMAN-EVENT-MIB::sysUpTimeInstance = Timeticks: (1831204411) 211 days, 22:40:44.11
SNMPv2-MIB::sysContact.0 = STRING: noc@corp.example
SNMPv2-MIB::sysName.0 = STRING: sw-acc-2f-07.corp.example
$ snmpget -v2c -c «c» 10.30.2.8 IF-MIB::ifHCInOctets.10101
IF-MIB::ifHCInOctets.10101 = Counter64: 918273645512
`, V{"a": g.pw(), "b": g.pw(), "c": g.netComm()}, "SNMPv2-SMI::enterprises.9.1.2494", "sw-acc-2f-07.corp.example")

	g.add("net/snmp-exporter-generator", `
# generator.yml (prometheus snmp_exporter)
auths:
  public_v2:
    version: 2
  dc_v2:
    community: «a»
    version: 2
  dc_v3:
    username: prom-snmp
    security_level: authPriv
    password: «b»
    auth_protocol: SHA256
    priv_protocol: AES
    priv_password: «c»
    version: 3
modules:
  if_mib:
    walk: [sysUpTime, interfaces, ifXTable]
`, V{"a": g.netComm(), "b": g.pw(), "c": g.pw()}, "prom-snmp", "walk: [sysUpTime, interfaces, ifXTable]")

	g.add("net/librenms-lnms-device-add", `
librenms@nms01:~$ ./lnms device:add --v3 --authlevel authPriv --authname librenms \
    --authpass '«a»' --authalgo SHA-256 --cryptopass '«b»' --cryptoalgo AES \
    --port 161 sw-acc-2f-07.corp.example
Added device sw-acc-2f-07.corp.example (142)
librenms@nms01:~$ grep -E "snmp.community|auth_ldap_bindpassword" config.php
$config['snmp']['community'] = array('«c»');
$config['auth_ldap_bindpassword'] = '«d»';
`, V{"a": g.pw(), "b": g.pw(), "c": g.netComm(), "d": g.pwStrong()}, "Added device sw-acc-2f-07.corp.example (142)")

	g.add("net/telegraf-snmp-input", `
[[inputs.snmp]]
  agents = ["udp://10.30.2.7:161", "udp://10.30.2.8:161"]
  timeout = "5s"
  version = 3
  sec_name = "telegraf"
  sec_level = "authPriv"
  auth_protocol = "SHA"
  auth_password = "«a»"
  priv_protocol = "AES"
  priv_password = "«b»"
  [[inputs.snmp.field]]
    oid = "RFC1213-MIB::sysUpTime.0"
    name = "uptime"
`, V{"a": g.pw(), "b": g.pw()}, "RFC1213-MIB::sysUpTime.0", "udp://10.30.2.7:161")

	g.add("net/zabbix-snmp-macros", `
$ curl -s https://zabbix.corp.example/api_jsonrpc.php -H 'Content-Type: application/json-rpc' -H 'Authorization: Bearer «a»' \
    -d '{"jsonrpc":"2.0","method":"usermacro.get","params":{"hostids":"10584","output":["macro","value","type"]},"id":1}'
{"jsonrpc":"2.0","result":[
  {"macro":"{$SNMP_COMMUNITY}","value":"«b»","type":"0"},
  {"macro":"{$SNMPV3_AUTHPASS}","value":"","type":"1"},
  {"macro":"{$IF.UTIL.MAX}","value":"90","type":"0"}
],"id":1}
`, V{"a": g.hex(64), "b": g.netComm()}, "{$SNMPV3_AUTHPASS}", "https://zabbix.corp.example/api_jsonrpc.php")

	g.add("net/observium-config-php", `
<?php
$config['db_host'] = 'localhost';
$config['db_user'] = 'observium';
$config['db_pass'] = '«a»';
$config['db_name'] = 'observium';
$config['snmp']['community'] = array("«b»", "«c»");
$config['snmp']['v3'][0]['authlevel'] = "authPriv";
$config['snmp']['v3'][0]['authname'] = "observium";
$config['snmp']['v3'][0]['authpass'] = "«d»";
$config['snmp']['v3'][0]['authalgo'] = "SHA";
$config['snmp']['v3'][0]['cryptopass'] = "«e»";
$config['snmp']['v3'][0]['cryptoalgo'] = "AES";
`, V{"a": g.pwStrong(), "b": g.netComm(), "c": g.netComm(), "d": g.pw(), "e": g.pw()}, "$config['snmp']['v3'][0]['authalgo'] = \"SHA\";")
}

// ---- network automation: Ansible, Netmiko, NAPALM, Nornir, NetBox ----

func (g *G) netAutomation() {
	g.add("net/ansible-ios-group-vars", `
# inventory/group_vars/ios.yml
ansible_connection: ansible.netcommon.network_cli
ansible_network_os: cisco.ios.ios
ansible_user: svc-ansible
ansible_password: «a»
ansible_become: true
ansible_become_method: enable
ansible_become_password: «b»
ansible_command_timeout: 60
`, V{"a": g.pw(), "b": g.pw()}, "cisco.ios.ios", "ansible_command_timeout: 60")

	g.add("net/ansible-vault-benign-plus-plain", `
# group_vars/all/vault.yml  (encrypted)
$ANSIBLE_VAULT;1.1;AES256
«_v»
# group_vars/all/vars.yml
snmp_ro_community: "{{ vault_snmp_ro_community }}"
tacacs_key: "{{ vault_tacacs_key }}"
ntp_servers: [10.10.0.1, 10.10.0.2]
# host_vars/sw-lab-01.yml  (lab only, not vaulted)
tacacs_key: «a»
`, V{"_v": wrap(g.hex(640), 80), "a": g.netKey()}, "{{ vault_snmp_ro_community }}", "$ANSIBLE_VAULT;1.1;AES256")

	g.add("net/ansible-playbook-ios-config", `
- name: Harden access switches
  hosts: access
  gather_facts: false
  tasks:
    - name: Set AAA servers
      cisco.ios.ios_config:
        lines:
          - address ipv4 10.1.50.11
          - key 0 «a»
        parents: tacacs server ISE-TAC-1
    - name: Local fallback user
      cisco.ios.ios_user:
        name: breakglass
        configured_password: «b»
        password_type: secret
        hashed_password:
          type: 9
          value: "«c»"
        privilege: 15
        state: present
`, V{"a": g.netKey(), "b": g.pw(), "c": g.netT9()}, "cisco.ios.ios_user", "parents: tacacs server ISE-TAC-1")

	g.add("net/ansible-verbose-output-leak", `
TASK [Push SNMP config] *********************************************************
changed: [sw-acc-2f-07] => {"banners": {}, "changed": true, "commands": ["snmp-server community «a» RO SNMP-RO", "snmp-server user librenms NMS v3 auth sha «b» priv aes 128 «c»"], "updates": ["snmp-server community «a» RO SNMP-RO", "snmp-server user librenms NMS v3 auth sha «b» priv aes 128 «c»"]}

PLAY RECAP **********************************************************************
sw-acc-2f-07               : ok=3    changed=1    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0
`, V{"a": g.netComm(), "b": g.pw(), "c": g.pw()}, "TASK [Push SNMP config]", "PLAY RECAP")

	g.add("net/netmiko-script", `
#!/usr/bin/env python3
from netmiko import ConnectHandler

device = {
    "device_type": "cisco_ios",
    "host": "10.30.2.7",
    "username": "netops",
    "password": "«a»",
    "secret": "«b»",
    "port": 22,
    "session_log": "netmiko_session.log",
}

with ConnectHandler(**device) as conn:
    conn.enable()
    out = conn.send_command("show ip interface brief", use_textfsm=True)
    for row in out:
        print(row["interface"], row["ip_address"], row["status"])
`, V{"a": g.pw(), "b": g.pw()}, "netmiko_session.log", "show ip interface brief")

	g.add("net/netmiko-session-log", `
$ cat netmiko_session.log

sw-acc-2f-07>
sw-acc-2f-07>enable
Password: «a»
sw-acc-2f-07#terminal width 511
sw-acc-2f-07#terminal length 0
sw-acc-2f-07#show ip interface brief
Interface              IP-Address      OK? Method Status                Protocol
Vlan1                  unassigned      YES NVRAM  administratively down down
Vlan30                 10.30.2.7       YES NVRAM  up                    up
GigabitEthernet0/0     unassigned      YES NVRAM  down                  down
`, V{"a": g.pw()}, "sw-acc-2f-07#terminal width 511", "administratively down")

	g.add("net/napalm-cli", `
$ napalm --user netops --password '«a»' --vendor eos --optional_args 'enable_password=«b»' 10.0.0.11 call get_facts
{
    "hostname": "leaf1a",
    "fqdn": "leaf1a.dc1.corp.example",
    "vendor": "Arista",
    "model": "DCS-7050SX3-48YC8",
    "serial_number": "«_sn»",
    "os_version": "4.32.2F-38195967.4322F",
    "uptime": 9184467.0,
    "interface_list": ["Ethernet1", "Ethernet2", "Management1"]
}
`, V{"a": g.pw(), "b": g.pw(), "_sn": "JPE" + g.s(alDigit, 8)}, "DCS-7050SX3-48YC8", "4.32.2F-38195967.4322F")

	g.add("net/nornir-defaults-yaml", `
# inventory/defaults.yaml
username: nornir
password: «a»
platform: ios
connection_options:
  netmiko:
    extras:
      secret: «b»
  scrapli:
    platform: cisco_iosxe
    extras:
      auth_strict_key: false
      auth_secondary: «b»
data:
  site: hq
`, V{"a": g.pw(), "b": g.pw()}, "auth_strict_key: false", "platform: cisco_iosxe")

	g.add("net/scrapli-async-script", `
import asyncio
from scrapli.driver.core import AsyncIOSXEDriver

DEVICE = {
    "host": "rtr-edge-01.corp.example",
    "auth_username": "netops",
    "auth_password": "«a»",
    "auth_strict_key": False,
    "transport": "asyncssh",
}

async def main():
    async with AsyncIOSXEDriver(**DEVICE) as conn:
        resp = await conn.send_command("show bgp ipv4 unicast summary")
        print(resp.result)

asyncio.run(main())
`, V{"a": g.pw()}, "scrapli.driver.core", "rtr-edge-01.corp.example")

	g.add("net/netbox-configuration-py", `
# /opt/netbox/netbox/netbox/configuration.py
ALLOWED_HOSTS = ['netbox.corp.example']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'PASSWORD': '«a»',
    'HOST': 'localhost',
    'PORT': '',
    'CONN_MAX_AGE': 300,
}
REDIS = {
    'tasks': {'HOST': 'localhost', 'PORT': 6379, 'PASSWORD': '«b»', 'DATABASE': 0, 'SSL': False},
    'caching': {'HOST': 'localhost', 'PORT': 6379, 'PASSWORD': '«b»', 'DATABASE': 1, 'SSL': False},
}
SECRET_KEY = '«c»'
API_TOKEN_PEPPERS = {1: '«d»'}
`, V{"a": g.pwStrong(), "b": g.an(24), "c": g.s(alDjango, 50), "d": g.s(alDjango, 50)}, "/opt/netbox/netbox/netbox/configuration.py", "'CONN_MAX_AGE': 300")

	g.add("net/netbox-api-curl", `
$ curl -s -H "Authorization: Token «a»" -H "Accept: application/json; indent=2" \
    "https://netbox.corp.example/api/dcim/devices/?name=sw-acc-2f-07" | jq '.results[0] | {id, name, serial, primary_ip: .primary_ip.address}'
{
  "id": 1422,
  "name": "sw-acc-2f-07",
  "serial": "«_sn»",
  "primary_ip": "10.30.2.7/24"
}
`, V{"a": g.hex(40), "_sn": g.netSerial()}, "https://netbox.corp.example/api/dcim/devices/?name=sw-acc-2f-07")

	g.add("net/pynetbox-inventory-script", `
import os
import pynetbox

nb = pynetbox.api("https://netbox.corp.example", token=os.environ.get("NETBOX_TOKEN", "«a»"))
nb.http_session.verify = "/etc/ssl/certs/corp-root-ca.pem"

for dev in nb.dcim.devices.filter(role="access-switch", status="active"):
    print(dev.name, dev.primary_ip4, dev.platform.slug if dev.platform else "-")
`, V{"a": g.hex(40)}, "access-switch", "/etc/ssl/certs/corp-root-ca.pem")

	g.add("net/netbox-v2-token-env", `
# .envrc (direnv) for the netbox-sync job
export NETBOX_URL=https://netbox.corp.example
export NETBOX_TOKEN=nbt_«a»
export VCENTER_HOST=vcsa01.corp.example
export VCENTER_USER=svc-netbox-sync@vsphere.local
export VCENTER_PASS='«b»'
`, V{"a": g.an(12) + "." + g.an(40), "b": g.pw()}, "svc-netbox-sync@vsphere.local", "export NETBOX_URL=https://netbox.corp.example")

	g.add("net/nautobot-graphql", `
$ curl -s -X POST https://nautobot.corp.example/api/graphql/ \
    -H "Authorization: Token «a»" -H "Content-Type: application/json" \
    -d '{"query":"{ devices(location: \"HQ\") { name serial primary_ip4 { address } } }"}'
{"data":{"devices":[{"name":"sw-acc-2f-07","serial":"«_sn»","primary_ip4":{"address":"10.30.2.7/24"}}]}}
`, V{"a": g.hex(40), "_sn": g.netSerial()}, "https://nautobot.corp.example/api/graphql/")

	g.add("net/oxidized-config", `
# ~/.config/oxidized/config
---
username: oxidized
password: «a»
model: ios
interval: 3600
log: ~/.config/oxidized/logs/oxidized.log
rest: 127.0.0.1:8888
vars:
  enable: «b»
groups:
  mikrotik:
    username: oxidized-ro
    password: «c»
  junos:
    vars:
      auth_methods: [ "publickey" ]
input:
  default: ssh, telnet
  ssh:
    secure: false
output:
  default: git
  git:
    user: Oxidized
    email: oxidized@corp.example
    repo: "~/.config/oxidized/configs.git"
source:
  default: csv
  csv:
    file: ~/.config/oxidized/router.db
    delimiter: !ruby/regexp /:/
    map:
      name: 0
      model: 1
      username: 2
      password: 3
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pwStrong()}, "delimiter: !ruby/regexp /:/", "oxidized@corp.example")

	g.add("net/oxidized-router-db", `
$ cat ~/.config/oxidized/router.db
rtr-edge-01.corp.example:ios:oxidized:«a»
sw-acc-2f-07.corp.example:ios:oxidized:«a»
mx-edge-1.corp.example:junos:oxidized:«b»
MikroTik-HQ.corp.example:routeros:oxidized-ro:«c»
fgt-hq.corp.example:fortios:oxidized:«d»
`, V{"a": g.pwStrong(), "b": g.pwStrong(), "c": g.pwStrong(), "d": g.pwStrong()}, "mx-edge-1.corp.example:junos:oxidized:")

	g.add("net/rancid-cloginrc", `
$ cat ~rancid/.cloginrc
# Passwords for devices. Order matters: first match wins.
add user        sw-*.corp.example       rancid
add password    sw-*.corp.example       {«a»} {«b»}
add method      sw-*.corp.example       ssh telnet
add user        fw-*.corp.example       rancid
add password    fw-*.corp.example       «c»
add autoenable  fw-*.corp.example       1
add user        *                       rancid
add password    *                       {«d»} {«e»}
$ cat /var/lib/rancid/dc1/router.db
sw-core-01.corp.example;cisco;up
fw-dc1.corp.example;cisco;up
`, V{"a": g.pw(), "b": g.pw(), "c": g.pw(), "d": g.pw(), "e": g.pw()}, "fw-dc1.corp.example;cisco;up", "add method      sw-*.corp.example       ssh telnet")

	g.add("net/gnmic-config", `
# ~/gnmic.yaml
username: gnmi
password: «a»
skip-verify: true
encoding: json_ietf
targets:
  leaf1a:57400:
    username: admin
    password: «b»
  spine1:6030:
subscriptions:
  ifcounters:
    paths:
      - /interfaces/interface/state/counters
    stream-mode: sample
    sample-interval: 10s
`, V{"a": g.pwStrong(), "b": g.pw()}, "/interfaces/interface/state/counters", "encoding: json_ietf")

	g.add("net/containerlab-topology", `
# lab.clab.yml
name: evpn-lab
topology:
  kinds:
    ceos:
      image: ceos:4.32.2F
      env:
        CLAB_MGMT_VRF: MGMT
    nokia_srlinux:
      image: ghcr.io/nokia/srlinux:24.10.1
  nodes:
    leaf1: {kind: ceos, startup-config: configs/leaf1.cfg}
    spine1: {kind: nokia_srlinux, type: ixrd3l}
    gw:
      kind: linux
      image: ghcr.io/hellt/network-multitool
      env:
        VPN_PSK: «a»
  links:
    - endpoints: ["leaf1:eth1", "spine1:e1-1"]
# default creds: ceos admin/admin, srlinux admin/NokiaSrl1!
`, V{"a": g.netKey()}, "default creds: ceos admin/admin, srlinux admin/NokiaSrl1!", "ghcr.io/nokia/srlinux:24.10.1")

	g.add("net/batfish-pybatfish-snapshot-chat", `
user: batfish is complaining about parse warnings on the ASA config, here's the relevant part

  tunnel-group 203.0.113.77 ipsec-attributes
   ikev1 pre-shared-key «a»
  crypto ca trustpoint ASDM_TrustPoint0
   enrollment self
   fqdn fw-dc1.corp.example
   keypair «_kp»

assistant: The warnings are about "enrollment self" and the keypair line, which Batfish does not model; they're harmless. Separately, that pre-shared key is now in this conversation, so rotate it with the peer and keep snapshots sanitized (netconan --anonymize-passwords works well for this) before feeding them to tools.
`, V{"a": g.netKey(), "_kp": "ASDM_LAUNCHER_" + g.digits(4)}, "netconan --anonymize-passwords", "ASDM_TrustPoint0")

	g.add("net/netconan-before-after", `
$ netconan -i configs/ -o anon/ --anonymize-passwords --anonymize-ips --salt «_salt»
$ diff <(grep -h secret configs/rtr-edge-01.cfg) <(grep -h secret anon/rtr-edge-01.cfg)
< enable secret 9 «a»
< username netadmin privilege 15 secret 9 «b»
---
> enable secret 9 «=x»
> username netadmin privilege 15 secret 9 «=y»
`, V{"_salt": g.an(16), "a": g.netT9(), "b": g.netT9(), "=x": "$9$" + strings.Repeat("x", 14) + "$" + g.s(netCryptAl, 43), "=y": "$9$" + strings.Repeat("x", 14) + "$" + g.s(netCryptAl, 43)}, "--anonymize-passwords --anonymize-ips")
}

// ---- transcripts: SSH, telnet, console, expect ----

func (g *G) netTranscripts() {
	g.add("net/telnet-transcript-echo", `
$ telnet 10.30.9.4
Trying 10.30.9.4...
Connected to 10.30.9.4.
Escape character is '^]'.


User Access Verification

Username: admin
Password:
sw-legacy-lab>en
Password:
sw-legacy-lab#show run | i username|enable
enable password «a»
username admin password 0 «b»
sw-legacy-lab#exit
Connection closed by foreign host.
`, V{"a": g.pw(), "b": g.pw()}, "User Access Verification", "sw-legacy-lab#exit")

	g.add("net/ssh-typed-password-at-username", `
$ ssh 10.30.2.7
(admin@10.30.2.7) Password:
(admin@10.30.2.7) Password:
$ ssh -l «a» 10.30.2.7
(«a»@10.30.2.7) Password:
Permission denied, please try again.
$ # oops, typed the password as the username; clearing history
$ history -d $(history 1 | awk '{print $1}')
`, V{"a": g.pw()}, "Permission denied, please try again.")

	g.add("net/expect-script-switch-backup", `
#!/usr/bin/expect -f
set timeout 20
set host [lindex $argv 0]
set user "backup"
set pass "«a»"
set enable "«b»"

spawn ssh -o StrictHostKeyChecking=no $user@$host
expect "assword:"
send "$pass\r"
expect ">"
send "enable\r"
expect "assword:"
send "$enable\r"
expect "#"
send "terminal length 0\r"
expect "#"
send "show running-config\r"
expect "#"
send "exit\r"
`, V{"a": g.pwStrong(), "b": g.pw()}, "spawn ssh -o StrictHostKeyChecking=no $user@$host", "terminal length 0")

	g.add("net/sshpass-loop", `
$ for h in $(cat switches.txt); do
>   sshpass -p '«a»' ssh -o StrictHostKeyChecking=no netops@$h 'show version | include uptime' 2>/dev/null | sed "s/^/$h: /"
> done
sw-acc-2f-07: sw-acc-2f-07 uptime is 31 weeks, 1 day, 22 hours, 40 minutes
sw-acc-2f-08: sw-acc-2f-08 uptime is 31 weeks, 1 day, 22 hours, 38 minutes
sw-acc-3f-01: sw-acc-3f-01 uptime is 2 days, 4 hours, 12 minutes
`, V{"a": g.pw()}, "sw-acc-3f-01 uptime is 2 days, 4 hours, 12 minutes")

	g.add("net/console-password-recovery", `
$ screen /dev/ttyUSB0 9600
...
Press RETURN to get started!

Router>enable
Router#copy startup-config running-config
Destination filename [running-config]?
2143 bytes copied in 0.412 secs (5201 bytes/sec)
rtr-br12#conf t
rtr-br12(config)#enable secret «a»
rtr-br12(config)#username admin privilege 15 algorithm-type scrypt secret «b»
rtr-br12(config)#config-register 0x2102
rtr-br12(config)#end
rtr-br12#wr mem
Building configuration...
[OK]
`, V{"a": g.pw(), "b": g.pw()}, "config-register 0x2102", "/dev/ttyUSB0 9600")

	g.add("net/minicom-juniper-root-set", `
Amnesiac (ttyu0)

login: root

--- JUNOS 23.4R2-S3.9 Kernel 64-bit  JNPR-12.1-20240726.3f3e5a8_buil
root@:RE:0% cli
root> configure
Entering configuration mode

[edit]
root# set system root-authentication plain-text-password
New password: 
Retype new password: 

[edit]
root# set system login user ztp class super-user authentication plain-text-password-value «a»

[edit]
root# commit and-quit
commit complete
`, V{"a": g.pw()}, "Amnesiac (ttyu0)", "JNPR-12.1-20240726.3f3e5a8_buil")

	g.add("net/paramiko-interactive-script", `
import paramiko, time

client = paramiko.SSHClient()
client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
client.connect("10.30.2.7", username="netops", password="«a»", look_for_keys=False, allow_agent=False)
chan = client.invoke_shell()
chan.send(b"enable\n")
time.sleep(0.5)
chan.send(b"«b»\n")
chan.send(b"terminal length 0\nshow cdp neighbors detail\n")
time.sleep(2)
print(chan.recv(65535).decode())
`, V{"a": g.pw(), "b": g.pw()}, "show cdp neighbors detail", "paramiko.AutoAddPolicy()")

	g.add("net/agent-transcript-show-run", `
● Bash(ssh netops@rtr-edge-01 'show running-config | section snmp|tacacs')
  ⎿  snmp-server community «a» RO SNMP-RO
     snmp-server location DC2 Row 14 Rack C07
     tacacs server ISE-TAC-1
      address ipv4 10.1.50.11
      key 7 «b»
     … +6 lines (ctrl+r to expand)

● The router uses a single read-only community restricted by the SNMP-RO ACL, and TACACS+ points to ISE-TAC-1 at 10.1.50.11. The TACACS key is stored as type 7, which is reversible.
`, V{"a": g.netComm(), "b": g.netT7(g.netKey())}, "ISE-TAC-1 at 10.1.50.11", "… +6 lines (ctrl+r to expand)")

	g.add("net/chat-handover-credentials", `
Hey Sam, handover for the weekend on-call:
- Core switches: netops / «a» (enable: «b»)
- FortiGate: admin via FortiToken, breakglass local account fgt-bg / «c»
- ISP portal (BGP session status): https://portal.transit-isp.example, account 40021877, pw «d»
- WLC guest PSK rotates Monday, current one is «e»
Runbook is in Confluence under NET/On-call. Ping me if the DC2 uplink flaps again.
`, V{"a": g.pw(), "b": g.pw(), "c": g.pwStrong(), "d": g.pw(), "e": g.netKey()}, "https://portal.transit-isp.example", "NET/On-call")

	g.add("net/ticket-isp-handoff", `
Subject: RE: [CHG-20417] New DIA circuit HQ — handoff details

Circuit ID: «_ckt»
Customer ASN: 65010   Provider ASN: 64496
IPv4 /30: 203.0.113.8/30 (provider .9, customer .10)
BGP MD5 password: «a»
Prefixes: 192.0.2.0/24
Portal login: hq-netops / «b»
`, V{"_ckt": g.s(alUpNum, 3) + "/" + g.digits(6) + "//" + g.s(alUpper, 3), "a": g.netKey(), "b": g.pw()}, "Customer ASN: 65010   Provider ASN: 64496", "CHG-20417")

	g.add("net/show-tech-wlc-upload-log", `
(Cisco Controller) >transfer upload datatype run-config
(Cisco Controller) >transfer upload mode sftp
(Cisco Controller) >transfer upload username wlcbackup
(Cisco Controller) >transfer upload password «a»
(Cisco Controller) >transfer upload serverip 10.20.4.30
(Cisco Controller) >transfer upload path /backups/wlc/
(Cisco Controller) >transfer upload start

Mode............................................. SFTP
SFTP Server IP................................... 10.20.4.30
SFTP Path........................................ /backups/wlc/
SFTP Filename.................................... wlc-hq-01_250304.cfg
Data Type........................................ Config File
Encryption....................................... Disabled
`, V{"a": g.pw()}, "wlc-hq-01_250304.cfg", "transfer upload username wlcbackup")

	g.add("net/putty-session-log", `
=~=~=~=~=~=~=~=~=~=~=~= PuTTY log 2025.03.04 15:02:11 =~=~=~=~=~=~=~=~=~=~=~=
login as: admin
Keyboard-interactive authentication prompts from server:
| Password: 
End of keyboard-interactive prompts from server
HP-2930F-IDF4# show running-config

Running configuration:

; JL259A Configuration Editor; Created on release #WC.16.11.0016
hostname "HP-2930F-IDF4"
snmp-server community "«a»" operator
radius-server host 10.1.50.11 key "«b»"
password manager user-name "admin" sha1 "«c»"
`, V{"a": g.netComm(), "b": g.netKey(), "c": g.hex(40)}, "JL259A Configuration Editor; Created on release #WC.16.11.0016", "PuTTY log 2025.03.04 15:02:11")

	g.add("net/aruba-cx-show-run", `
cx-core-01# show running-config
Current configuration:
!
!Version ArubaOS-CX GL.10.13.1010
!export-password: default
hostname cx-core-01
user admin group administrators password ciphertext «a»
radius-server host 10.1.50.11 key ciphertext «b» vrf mgmt
snmp-server community «c»
snmpv3 user librenms auth sha auth-pass ciphertext «d» priv aes priv-pass ciphertext «e»
ntp authentication-key 1 sha1 ciphertext «f» trusted
`, V{"a": "AQBapa" + g.b64(60), "b": "AQBapa" + g.b64(40), "c": g.netComm(), "d": "AQBapa" + g.b64(40), "e": "AQBapa" + g.b64(40), "f": "AQBapa" + g.b64(40)}, "!Version ArubaOS-CX GL.10.13.1010", "!export-password: default")

	g.add("net/huawei-vrp-display-current", `
<HQ-S5735>display current-configuration | include password|cipher|community
 local-user admin password irreversible-cipher «a»
 local-user ftpbackup password cipher «b»
 snmp-agent community read cipher «c»
 radius-server shared-key cipher «d»
 authentication-mode password
 set authentication password cipher «e»
`, V{"a": "$1c$" + g.s(alAlnum+"!\"#%&'()*+,-./:;<=>?@[]^_`{|}~", 50) + "$", "b": "%^%#" + g.s(alAlnum+"!\"#&'()*+,-./:;<=>?@[]_`{|}~", 40) + "%^%#", "c": "%^%#" + g.s(alAlnum+"!\"#&'()*+,-./:;<=>?@[]_`{|}~", 40) + "%^%#", "d": "%^%#" + g.s(alAlnum+"!\"#&'()*+,-./:;<=>?@[]_`{|}~", 40) + "%^%#", "e": "%^%#" + g.s(alAlnum+"!\"#&'()*+,-./:;<=>?@[]_`{|}~", 40) + "%^%#"}, "<HQ-S5735>display current-configuration")

	g.add("net/dell-os10-show-run", `
OS10# show running-configuration users
username admin password «a» role sysadmin priv-lvl 15
username netops password «b» role netadmin priv-lvl 15
OS10# show running-configuration snmp
snmp-server community «c» ro
snmp-server contact "noc@corp.example"
snmp-server location "DC2 Row 9"
`, V{"a": g.netSHA6(), "b": g.netSHA6(), "c": g.netComm()}, "OS10# show running-configuration users", "snmp-server location \"DC2 Row 9\"")
}

// ---- network services: DNS, DHCP, NTP, VRRP, DDNS, IPAM ----

func (g *G) netServices() {
	g.add("net/bind-tsig-key", `
$ sudo tsig-keygen -a hmac-sha256 dhcp-updater | sudo tee /etc/bind/keys/dhcp-updater.key
key "dhcp-updater" {
	algorithm hmac-sha256;
	secret "«a»";
};
$ grep -A3 'zone "corp.example"' /etc/bind/named.conf.local
zone "corp.example" {
    type primary;
    file "/var/lib/bind/db.corp.example";
    update-policy { grant dhcp-updater zonesub ANY; };
`, V{"a": g.b64(32)}, "update-policy { grant dhcp-updater zonesub ANY; };", "/var/lib/bind/db.corp.example")

	g.add("net/nsupdate-with-key", `
$ nsupdate -y hmac-sha256:acme-le:«a» <<'EOF'
server ns1.corp.example
zone corp.example
update add _acme-challenge.vpn.corp.example. 60 IN TXT "«_t»"
send
EOF
$ dig +short TXT _acme-challenge.vpn.corp.example @ns1.corp.example
"«_t»"
`, V{"a": g.b64(32), "_t": g.b64u(43)}, "_acme-challenge.vpn.corp.example.")

	g.add("net/isc-dhcpd-omapi-ddns", `
# /etc/dhcp/dhcpd.conf
ddns-update-style standard;
ddns-domainname "corp.example.";
key ddns-key {
    algorithm hmac-sha256;
    secret «a»;
}
omapi-port 7911;
omapi-key omapi_key;
key omapi_key {
    algorithm hmac-md5;
    secret «b»;
}
subnet 10.30.2.0 netmask 255.255.255.0 {
    range 10.30.2.100 10.30.2.200;
    option routers 10.30.2.1;
    option domain-name-servers 10.10.0.53, 10.10.0.54;
}
host printer-3f { hardware ethernet «_mac»; fixed-address 10.30.2.40; }
`, V{"a": g.b64(32), "b": g.b64(64), "_mac": g.netMAC()}, "ddns-update-style standard;", "option domain-name-servers 10.10.0.53, 10.10.0.54;")

	g.add("net/kea-ctrl-agent-json", `
{
  "Control-agent": {
    "http-host": "10.10.0.53",
    "http-port": 8000,
    "authentication": {
      "type": "basic",
      "realm": "kea-control-agent",
      "clients": [
        {"user": "stork", "password": "«a»"},
        {"user": "admin", "password-file": "/etc/kea/admin-password"}
      ]
    },
    "control-sockets": {
      "dhcp4": {"socket-type": "unix", "socket-name": "/run/kea/kea4-ctrl-socket"}
    }
  }
}
`, V{"a": g.pwStrong()}, "/etc/kea/admin-password", "kea-control-agent")

	g.add("net/ntp-keys-file", `
$ sudo cat /etc/ntp.keys
# ntpkeys generated by ntp-keygen
# keyid type key
1 MD5 «a»  # MD5 key
2 SHA1 «b»  # SHA1 key
3 SHA1 «c»  # SHA1 key
$ grep -E 'trustedkey|server' /etc/ntp.conf
trustedkey 1 2 3
server 10.10.0.1 key 2 iburst
`, V{"a": g.s("!\"$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghijklmnopqrstuvwxyz{|}~", 20), "b": g.hex(40), "c": g.hex(40)}, "trustedkey 1 2 3", "server 10.10.0.1 key 2 iburst")

	g.add("net/chrony-keys-nts", `
# /etc/chrony/chrony.keys
10 SHA256 HEX:«a»
11 AES128 HEX:«b»
# /etc/chrony/chrony.conf
keyfile /etc/chrony/chrony.keys
server ntp1.corp.example iburst key 10
server time.cloudflare.com iburst nts
ntsdumpdir /var/lib/chrony
`, V{"a": g.s(alHexU, 64), "b": g.s(alHexU, 32)}, "server time.cloudflare.com iburst nts", "keyfile /etc/chrony/chrony.keys")

	g.add("net/keepalived-conf", `
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
    unicast_src_ip 10.40.0.11
    unicast_peer {
        10.40.0.12
    }
    virtual_ipaddress {
        10.40.0.10/24 dev ens192
    }
    track_script {
        chk_haproxy
    }
}
`, V{"a": g.an(8)}, "virtual_router_id 51", "chk_haproxy")

	g.add("net/ddclient-conf", `
# /etc/ddclient.conf
daemon=300
syslog=yes
ssl=yes
use=web, web=checkip.dyndns.org/, web-skip='IP Address'

protocol=cloudflare
zone=corp.example
login=token
password=«a»
vpn.corp.example

protocol=dyndns2
server=domains.google.com
login=«_l»
password='«b»'
home.birch.example
`, V{"a": g.cfToken(), "_l": g.an(16), "b": g.an(16)}, "web-skip='IP Address'", "vpn.corp.example")

	g.add("net/infoblox-wapi-curl", `
$ curl -sk -u 'svc-ipam:«a»' 'https://gm.corp.example/wapi/v2.12/record:host?name~=sw-acc-2f&_return_fields=name,ipv4addrs'
[
    {
        "_ref": "record:host/«_ref»:sw-acc-2f-07.corp.example/default",
        "ipv4addrs": [{"ipv4addr": "10.30.2.7", "host": "sw-acc-2f-07.corp.example"}],
        "name": "sw-acc-2f-07.corp.example"
    }
]
`, V{"a": g.pw(), "_ref": g.b64u(60)}, "https://gm.corp.example/wapi/v2.12/record:host")

	g.add("net/powerdns-api-key", `
# /etc/powerdns/pdns.conf
api=yes
api-key=«a»
webserver=yes
webserver-address=127.0.0.1
webserver-port=8081
webserver-allow-from=127.0.0.1,10.20.0.0/16
launch=gpgsql
gpgsql-host=10.10.0.60
gpgsql-user=pdns
gpgsql-password=«b»
gpgsql-dbname=pdns
$ curl -s -H 'X-API-Key: «a»' http://127.0.0.1:8081/api/v1/servers/localhost/zones | jq -r '.[].name'
corp.example.
`, V{"a": g.an(32), "b": g.pwStrong()}, "webserver-allow-from=127.0.0.1,10.20.0.0/16", "launch=gpgsql")

	g.add("net/phpipam-api-token", `
$ curl -s -X POST https://ipam.corp.example/api/netauto/user/ -u netauto:«a»
{"code":200,"success":true,"data":{"token":"«b»","expires":"2025-03-04 21:12:09"},"time":0.031}
$ curl -s -H "token: «b»" https://ipam.corp.example/api/netauto/subnets/search/10.30.2.0/24/
`, V{"a": g.pwURL(), "b": g.b64u(24)}, "https://ipam.corp.example/api/netauto/user/")

	g.add("net/unbound-remote-control-and-dot", `
remote-control:
    control-enable: yes
    control-interface: 127.0.0.1
    server-key-file: "/etc/unbound/unbound_server.key"
    control-cert-file: "/etc/unbound/unbound_control.pem"
forward-zone:
    name: "."
    forward-tls-upstream: yes
    forward-addr: 45.90.28.0#«_id».dns.nextdns.io
    forward-addr: 1.1.1.1@853#cloudflare-dns.com
`, V{"_id": g.hex(6)}, "forward-tls-upstream: yes", "1.1.1.1@853#cloudflare-dns.com")

	g.add("net/openvpn-client-auth-user-pass", `
$ cat /etc/openvpn/client/hq.conf
client
dev tun
proto udp
remote vpn.corp.example 1194
auth-user-pass /etc/openvpn/client/hq.creds
remote-cert-tls server
cipher AES-256-GCM
<tls-crypt>
-----BEGIN OpenVPN Static key V1-----
«a»
-----END OpenVPN Static key V1-----
</tls-crypt>
$ cat /etc/openvpn/client/hq.creds
branch07-rtr
«b»
`, V{"a": wrap(g.hex(512), 32), "b": g.pw()}, "auth-user-pass /etc/openvpn/client/hq.creds", "remote-cert-tls server")

	g.add("net/strongswan-swanctl-secrets", `
# /etc/swanctl/conf.d/branch07.conf
connections {
    branch07 {
        remote_addrs = 198.51.100.20
        local { auth = psk id = hq.corp.example }
        remote { auth = psk id = branch07.corp.example }
        children { net { local_ts = 10.0.0.0/8 remote_ts = 10.107.0.0/16 esp_proposals = aes256gcm16-prfsha256-ecp256 } }
    }
}
secrets {
    ike-branch07 {
        id-1 = hq.corp.example
        id-2 = branch07.corp.example
        secret = 0s«a»
    }
    eap-mei {
        id = mei@corp.example
        secret = "«b»"
    }
}
`, V{"a": g.b64(32), "b": g.pw()}, "esp_proposals = aes256gcm16-prfsha256-ecp256", "branch07.corp.example")
}

// ---- benign look-alikes ----

func (g *G) netBenign() {
	g.add("net/benign-show-interfaces", `
sw-acc-2f-07#show interfaces GigabitEthernet1/0/24
GigabitEthernet1/0/24 is up, line protocol is up (connected)
  Hardware is Gigabit Ethernet, address is «_m1» (bia «_m1»)
  Description: AP-2F-07-24 (C9120AXI)
  MTU 1500 bytes, BW 1000000 Kbit/sec, DLY 10 usec,
     reliability 255/255, txload 1/255, rxload 1/255
  Encapsulation ARPA, loopback not set
  Keepalive set (10 sec)
  Full-duplex, 1000Mb/s, media type is 10/100/1000BaseTX
  input flow-control is on, output flow-control is unsupported
  ARP type: ARPA, ARP Timeout 04:00:00
  Last input 00:00:00, output 00:00:01, output hang never
`, V{"_m1": g.netCMAC()}, "AP-2F-07-24 (C9120AXI)", "media type is 10/100/1000BaseTX")

	g.add("net/benign-show-inventory", `
sw-core-01#show inventory
NAME: "c93xx Stack", DESCR: "c93xx Stack"
PID: C9300-48UXM       , VID: V02  , SN: «_s1»

NAME: "Switch 1", DESCR: "C9300-48UXM"
PID: C9300-48UXM       , VID: V02  , SN: «_s2»

NAME: "Switch 1 - Power Supply A", DESCR: "Switch 1 - Power Supply A"
PID: PWR-C1-1100WAC-P  , VID: V01  , SN: «_s3»

NAME: "Te1/1/1", DESCR: "SFP-10GBase-LR"
PID: SFP-10G-LR          , VID: V03  , SN: «_s4»
`, V{"_s1": g.netSerial(), "_s2": g.netSerial(), "_s3": "ART" + g.s(alDigit, 4) + g.s(alUpNum, 4), "_s4": g.netSerial()}, "PWR-C1-1100WAC-P", "SFP-10GBase-LR")

	g.add("net/benign-crypto-key-mypubkey", `
rtr-edge-01#show crypto key mypubkey rsa
% Key pair was generated at: 11:02:43 UTC Jan 14 2025
Key name: TP-self-signed-«_n»
Key type: RSA KEYS
 Storage Device: private-config
 Usage: General Purpose Key
 Key is not exportable. Redundancy enabled.
 Key Data:
  «_k»
`, V{"_n": g.digits(10), "_k": g.netKeyData(294)}, "Key is not exportable. Redundancy enabled.")

	g.add("net/benign-bgp-summary", `
rtr-edge-01#show bgp ipv4 unicast summary
BGP router identifier 10.255.0.1, local AS number 65010
BGP table version is 1048221, main routing table version 1048221
1002341 network entries using 248580568 bytes of memory

Neighbor        V           AS MsgRcvd MsgSent   TblVer  InQ OutQ Up/Down  State/PfxRcd
198.51.100.33   4        64511  412991   38811  1048221    0    0 3w4d        987112
203.0.113.9     4        64496  819021   38804  1048221    0    0 3w4d       1001844
10.255.0.2      4        65010   91822   91901  1048221    0    0 5w1d            14
`, nil, "BGP router identifier 10.255.0.1, local AS number 65010", "1002341 network entries using 248580568 bytes of memory")

	g.add("net/benign-lldp-neighbors", `
leaf1a#show lldp neighbors detail | include Chassis|Port ID|System Name
  Chassis ID     : «_m1»
  Port ID     : "Ethernet49/1"
  System Name: "spine1.dc1.corp.example"
  Chassis ID     : «_m2»
  Port ID     : "«_m3»"
  System Name: "esxi-07.corp.example"
`, V{"_m1": g.netCMAC(), "_m2": g.netCMAC(), "_m3": g.netMAC()}, "spine1.dc1.corp.example", "esxi-07.corp.example")

	g.add("net/benign-oxidized-masked-config", `
$ git -C ~/.config/oxidized/configs.git show HEAD:rtr-edge-01.corp.example | grep -nE 'secret|password|community|key'
23:enable secret 9 <secret hidden>
27:username netadmin privilege 15 secret 9 <secret hidden>
28:username backup privilege 1 password 7 <secret hidden>
64:snmp-server community <configuration removed> RO SNMP-RO
71: key 7 <secret hidden>
102:crypto isakmp key <secret hidden> address 192.0.2.200
`, nil, "enable secret 9 <secret hidden>", "snmp-server community <configuration removed> RO SNMP-RO", "crypto isakmp key <secret hidden> address 192.0.2.200")

	g.add("net/benign-ssh-hostkey-fingerprints", `
$ ssh-keyscan -t rsa,ecdsa 10.30.2.7 2>/dev/null | ssh-keygen -lf -
2048 SHA256:«_f1» 10.30.2.7 (RSA)
256 SHA256:«_f2» 10.30.2.7 (ECDSA)
sw-acc-2f-07#show ip ssh
SSH Enabled - version 2.0
Authentication methods:publickey,keyboard-interactive,password
Hostkey Algorithms:rsa-sha2-512,rsa-sha2-256,ssh-rsa
Encryption Algorithms:aes128-gcm,aes256-gcm,aes128-ctr,aes192-ctr,aes256-ctr
MAC Algorithms:hmac-sha2-256-etm,hmac-sha2-512-etm,hmac-sha2-256,hmac-sha2-512
Authentication timeout: 120 secs; Authentication retries: 3
`, V{"_f1": g.b64(32)[:43], "_f2": g.b64(32)[:43]}, "Hostkey Algorithms:rsa-sha2-512,rsa-sha2-256,ssh-rsa")

	_, p1 := g.wireguard()
	_, p2 := g.wireguard()
	g.add("net/benign-wg-show", `
$ sudo wg show wg0
interface: wg0
  public key: «_p1»
  private key: (hidden)
  listening port: 51820

peer: «_p2»
  endpoint: 198.51.100.20:51820
  allowed ips: 10.14.0.2/32
  latest handshake: 41 seconds ago
  transfer: 1.21 GiB received, 318.44 MiB sent
`, V{"_p1": p1, "_p2": p2}, "private key: (hidden)", "latest handshake: 41 seconds ago")

	g.add("net/benign-archive-md5-and-verify", `
rtr-edge-01#show archive
Archive Feature Information
Archive Path = scp://cfgbackup@10.20.4.30/backups/rtr-edge-01-
Maximum number of archive files 14
 The next archive file will be named scp://cfgbackup@10.20.4.30/backups/rtr-edge-01-<timestamp>-9
rtr-edge-01#verify /md5 flash:c8000v-universalk9.17.09.04a.SPA.bin «_h1»
....................Done!
Verified (flash:c8000v-universalk9.17.09.04a.SPA.bin) = «_h1»
rtr-edge-01#show running-config | include config-register
config-register 0x2102
`, V{"_h1": g.hex(32)}, "Maximum number of archive files 14", "config-register 0x2102")

	g.add("net/benign-ntp-associations", `
rtr-edge-01#show ntp associations detail | include configured|authenticated|key
10.10.0.1 configured, ipv4, authenticated, our_master, sane, valid, stratum 2
key 1, ref ID 10.10.1.1, time «_t»
10.10.0.2 configured, ipv4, authenticated, selected, sane, valid, stratum 2
key 1, ref ID 10.10.1.1, time «_t2»
`, V{"_t": strings.ToUpper(g.hex(8)) + "." + strings.ToUpper(g.hex(8)), "_t2": strings.ToUpper(g.hex(8)) + "." + strings.ToUpper(g.hex(8))}, "authenticated, our_master, sane, valid, stratum 2")

	g.add("net/benign-mac-address-table", `
sw-acc-2f-07#show mac address-table dynamic vlan 30
          Mac Address Table
-------------------------------------------

Vlan    Mac Address       Type        Ports
----    -----------       --------    -----
  30    «_m1»    DYNAMIC     Gi1/0/12
  30    «_m2»    DYNAMIC     Gi1/0/17
  30    «_m3»    DYNAMIC     Te1/1/1
Total Mac Addresses for this criterion: 3
`, V{"_m1": g.netCMAC(), "_m2": g.netCMAC(), "_m3": g.netCMAC()}, "Total Mac Addresses for this criterion: 3")

	g.add("net/benign-snmp-user-engineid", `
sw-acc-2f-07#show snmp engineID
Local SNMP engineID: «_e»
Remote Engine ID          IP-addr    Port
sw-acc-2f-07#show snmp user

User name: librenms
Engine ID: «_e»
storage-type: nonvolatile        active
Authentication Protocol: SHA
Privacy Protocol: AES128
Group-name: NMS
`, V{"_e": "80000009030" + g.s(alHexU, 13)}, "Authentication Protocol: SHA", "Group-name: NMS")

	g.add("net/benign-pki-certificate", `
rtr-edge-01#show crypto pki certificates verbose CORP-CA | include Serial|Fingerprint|Subject:|cn=
  Certificate Serial Number (hex): «_sn»
  Subject:
    cn=rtr-edge-01.corp.example
  Fingerprint MD5: «_f1»
  Fingerprint SHA1: «_f2»
`, V{"_sn": strings.ToUpper(g.hex(40)), "_f1": strings.ToUpper(g.hex(8)) + " " + strings.ToUpper(g.hex(8)) + " " + strings.ToUpper(g.hex(8)) + " " + strings.ToUpper(g.hex(8)), "_f2": strings.ToUpper(g.hex(8)) + " " + strings.ToUpper(g.hex(8)) + " " + strings.ToUpper(g.hex(8)) + " " + strings.ToUpper(g.hex(8)) + " " + strings.ToUpper(g.hex(8))}, "cn=rtr-edge-01.corp.example")

	g.add("net/benign-routeros-export-default", `
[admin@MikroTik-HQ] > /export terse where name~"wg"
# 2025-03-04 14:25:31 by RouterOS 7.16.2
/interface wireguard add listen-port=13231 mtu=1420 name=wg-roadwarrior
/interface wireguard peers add allowed-address=10.99.0.2/32 interface=wg-roadwarrior name=laptop-mei public-key="«_pk»"
/ip address add address=10.99.0.1/24 interface=wg-roadwarrior network=10.99.0.0
`, V{"_pk": func() string { _, p := g.wireguard(); return p }()}, "/interface wireguard add listen-port=13231 mtu=1420 name=wg-roadwarrior")

	g.add("net/benign-jinja-templates", `
{# templates/ios_aaa.j2 #}
tacacs server {{ item.name }}
 address ipv4 {{ item.ip }}
 key 7 {{ vault_tacacs_key_t7 }}
!
username {{ breakglass_user }} privilege 15 secret 9 {{ breakglass_hash }}
snmp-server community {{ snmp_ro_community }} RO SNMP-RO
`, nil, "key 7 {{ vault_tacacs_key_t7 }}", "secret 9 {{ breakglass_hash }}", "{{ snmp_ro_community }}")

	g.add("net/benign-junos-chassis-mac-and-license", `
netops@mx-edge-1> show chassis mac-addresses
    MAC address information:
      Public base address     «_m1»
      Public count            1984
      Private base address    «_m2»
      Private count           64
netops@mx-edge-1> show system license | match "License identifier"
  License identifier: JUNOS«_lid»
`, V{"_m1": g.netMAC(), "_m2": g.netMAC(), "_lid": g.digits(6)}, "Public count            1984")

	g.add("net/benign-fortigate-get-system-status", `
FGT60F-HQ # get system status
Version: FortiGate-60F v7.4.7,build2731,250204 (GA.M)
Security Level: 1
Firmware Signature: certified
Virus-DB: 92.03194(2025-03-04 09:24)
Serial-Number: «_sn»
BIOS version: 05000010
System Part-Number: P24524-04
Hostname: FGT60F-HQ
Operation Mode: NAT
Current HA mode: a-p, master
`, V{"_sn": "FGT60F" + g.s(alUpNum, 10)}, "Firmware Signature: certified", "System Part-Number: P24524-04")
}
