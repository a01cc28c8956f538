package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// embeddedCases adds network appliances, routers, NAS boxes and embedded
// devices as an agent sees their configuration files and consoles.
// Sources: OpenWrt UCI files (/etc/config/wireless, network, rpcd, acme,
// openvpn, dropbear) and uci show, ubus and hostapd runtime files, ash
// history, uhttpd -m and sysupgrade backups; DD-WRT, FreshTomato and Asuswrt-Merlin
// nvram show, get and export; pfSense and OPNsense config.xml sections
// (captive portal, DHCP DDNS keys, OpenVPN clients, certificates,
// notifications, WireGuard, users), pfSsh.php, swanctl.conf and the
// OPNsense API; MikroTik RouterOS exports (PPP secrets, IPsec, SNMPv3,
// hotspot, CAPsMAN, RADIUS, BGP, containers, scripts, encrypted backups
// uploaded by fetch); Ubiquiti EdgeOS
// config.boot and configure sessions, USG config.gateway.json, UniFi AP
// system.cfg, mca-ctrl and the controller's MongoDB; FortiGate CLI (ENC
// values, SNMP communities, api-user keys, diagnose test authserver,
// execute backup to FTP, REST);
// Cisco IOS, autonomous APs, Catalyst 9800, SG350, ASA, NX-OS and IOS XR
// running-configs (type 0, 5, 7, 8, 9 and 10 secrets, communities,
// TACACS+ and RADIUS keys, EEM applets, ROMMON password recovery); Junos
// set commands and $9$ values, Aruba AOS-CX, AOS-S, Instant and mobility
// controllers, HPE Comware, Extreme EXOS and Ruckus ICX; Synology DSM
// (Web API, synowebapi, synouser, rsyncd.secrets, Task Scheduler), QNAP, TrueNAS
// midclt and API keys, ZFS raw keys, Unraid and OpenMediaVault; U-Boot
// environments (fw_printenv, setenv), BusyBox init scripts, /etc/passwd
// with DES crypt, binwalk-extracted firmware, Buildroot and Yocto
// settings, Raspberry Pi firstrun.sh, SWUpdate keys, ESP-IDF NVS dumps;
// DOCSIS config files decoded with docsis -d, Huawei hw_ctree.xml, ZTE
// config.bin decoded, Technicolor user.ini, FRITZ!Box exports, GenieACS
// and easycwmp TR-069 settings, Zyxel USG; Tasmota consoles and
// decode-config, ESPHome YAML and secrets.yaml, WLED wsec.json, Shelly
// Gen2 RPC, Zigbee2MQTT, tinytuya, Homebridge, arduino_secrets.h,
// sdkconfig, mosquitto_pub, OpenThread datasets, Z-Wave JS UI security
// keys, LMIC (TTN OTAA) keys and Meshtastic exports; OctoPrint config,
// users and CLI, Moonraker and its secrets file, Obico, Bambu Lab MQTT and
// PrusaLink; Hikvision ISAPI, Axis VAPIX, Dahua configManager, RTSP URLs, ONVIF
// (python and SOAP), Frigate, go2rtc, Reolink, motionEye and ZoneMinder;
// ipmitool, racadm, hponcfg RIBCL, the iLO CLI and ilorest, Redfish
// sessions, SMCIPMITool, Lenovo OneCLI, NUT, APC network cards and PDU
// SNMP; serial console captures (mistyped logins, first-boot passwords,
// Cisco's setup dialog, wpa_cli, OpenWrt failsafe, ESP32 monitors, expect
// scripts). Benign look-alikes: MAC addresses, serial numbers, service
// tags, firmware versions and hashes, certificate and host key
// fingerprints, public keys, device ids, config versions, SSIDs, VLAN
// ids, DOCSIS MICs, masked values (****, ******** (Write-Only),
// [redacted]) and environment placeholders. The case names start with
// "embedded/".
func (g *G) embeddedCases() {
	g.embOpenWrt()
	g.embNvram()
	g.embFirewallOS()
	g.embMikroTik()
	g.embUbiquiti()
	g.embFortinet()
	g.embCisco()
	g.embJuniperAruba()
	g.embNAS()
	g.embBoot()
	g.embModems()
	g.embIoT()
	g.embPrinters()
	g.embCameras()
	g.embBMC()
	g.embConsole()
	g.embBenign()
}

// ---- helpers used only here ----

// embAdd is add with the "embedded/" prefix and "ˋ" standing for a backtick.
func (g *G) embAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("embedded/"+name, bt(tmpl), v, benign...)
}

// embCryptAl is the crypt(3) alphabet.
const embCryptAl = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

func (g *G) embMD5() string    { return "$1$" + g.s(embCryptAl, 8) + "$" + g.s(embCryptAl, 22) }
func (g *G) embSHA256() string { return "$5$" + g.s(embCryptAl, 16) + "$" + g.s(embCryptAl, 43) }
func (g *G) embSHA512() string { return "$6$" + g.s(embCryptAl, 16) + "$" + g.s(embCryptAl, 86) }
func (g *G) embT8() string     { return "$8$" + g.s(embCryptAl, 14) + "$" + g.s(embCryptAl, 43) }
func (g *G) embT9() string     { return "$9$" + g.s(embCryptAl, 14) + "$" + g.s(embCryptAl, 43) }

// embMAC is a MAC address in lower-case colon form; embMACU upper case.
func (g *G) embMAC() string {
	p := make([]string, 6)
	for i := range p {
		p[i] = g.hex(2)
	}
	return strings.Join(p, ":")
}
func (g *G) embMACU() string { return strings.ToUpper(g.embMAC()) }

// embMACBare is a MAC without separators, upper case.
func (g *G) embMACBare() string { return strings.ToUpper(g.hex(12)) }

// embWiFi is a WPA passphrase as people choose them.
func (g *G) embWiFi() string {
	switch g.r.IntN(3) {
	case 0:
		return g.pick(pwWords...) + g.pick(pwWords...) + g.s(alDigit, 4)
	case 1:
		return strings.ToLower(g.pick(pwWords...)) + "-" + strings.ToLower(g.pick(pwWords...)) + "-" + strings.ToLower(g.pick(pwWords...)) + g.s(alDigit, 2)
	}
	return g.s(alAlnum, 12+g.r.IntN(9))
}

// embComm is an SNMP community string.
func (g *G) embComm() string {
	return g.pick("mon", "nms", "lan", "rd", "snmp", "zbx") + g.pick("-", "_", "") + g.s(alAlnum, 9+g.r.IntN(6))
}

// embKey is a shared secret typed by an engineer (RADIUS, PSK, TACACS+).
func (g *G) embKey() string {
	if g.r.IntN(2) == 0 {
		return g.s(alAlnum+"!#%*+-.=@^_~", 16+g.r.IntN(10))
	}
	return g.pick(pwWords...) + g.pick("-", "_", ".") + g.pick(pwWords...) + g.s(alDigit, 3) + g.pick("!", "#", "%", "")
}

// embOVPNStatic is an OpenVPN static key (ta.key).
func (g *G) embOVPNStatic() string {
	lines := []string{"-----BEGIN OpenVPN Static key V1-----"}
	for i := 0; i < 16; i++ {
		lines = append(lines, g.hex(32))
	}
	lines = append(lines, "-----END OpenVPN Static key V1-----")
	return strings.Join(lines, "\n")
}

// embDropbearKey is a Dropbear ed25519 host key file, base64.
func (g *G) embDropbearKey() string {
	blob := append(sshString([]byte("ssh-ed25519")), sshString(g.bytes(64))...)
	return wrap(base64.StdEncoding.EncodeToString(blob), 76)
}

// embLAN is an address on a home or office LAN.
func (g *G) embLAN() string {
	return fmt.Sprintf("192.168.%d.%d", g.embPickInt(1, 10, 20, 50, 88), 2+g.r.IntN(250))
}

func (g *G) embPickInt(xs ...int) int { return xs[g.r.IntN(len(xs))] }

// embUpHex is upper-case hex.
func (g *G) embUpHex(n int) string { return strings.ToUpper(g.hex(n)) }

// ---- OpenWrt ----

func (g *G) embOpenWrt() {
	g.embAdd("openwrt-config-wireless-two-radios", `
root@OpenWrt:~# cat /etc/config/wireless

config wifi-device 'radio0'
	option type 'mac80211'
	option path 'platform/soc/18000000.wifi'
	option channel '36'
	option band '5g'
	option htmode 'HE80'
	option cell_density '0'
	option country 'DE'

config wifi-device 'radio1'
	option type 'mac80211'
	option path 'platform/soc/18000000.wifi+1'
	option channel '1'
	option band '2g'
	option htmode 'HE20'
	option country 'DE'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid 'Kestrel-5G'
	option encryption 'sae-mixed'
	option key '«a»'
	option ieee80211w '1'

config wifi-iface 'guest_radio1'
	option device 'radio1'
	option network 'guest'
	option mode 'ap'
	option ssid 'Kestrel-Guest'
	option encryption 'psk2+ccmp'
	option key '«b»'
	option isolate '1'
	option macaddr '«_mac»'
`, V{"a": g.embWiFi(), "b": g.embWiFi(), "_mac": g.embMAC()}, "Kestrel-5G", "platform/soc/18000000.wifi+1")

	g.embAdd("openwrt-uci-show-wireless-enterprise-ft", `
root@ap-hall:~# uci show wireless | grep -v '^wireless.radio'
wireless.corp=wifi-iface
wireless.corp.device='radio0'
wireless.corp.mode='ap'
wireless.corp.network='lan'
wireless.corp.ssid='ACME-Corp'
wireless.corp.encryption='wpa2+ccmp'
wireless.corp.auth_server='10.20.0.11'
wireless.corp.auth_port='1812'
wireless.corp.auth_secret='«a»'
wireless.corp.acct_server='10.20.0.11'
wireless.corp.acct_secret='«a»'
wireless.corp.dynamic_vlan='2'
wireless.corp.vlan_tagged_interface='lan'
wireless.corp.ieee80211r='1'
wireless.corp.mobility_domain='4f57'
wireless.corp.ft_over_ds='0'
wireless.corp.nasid='ap-hall'
wireless.corp.r0kh='ff:ff:ff:ff:ff:ff,*,«b»'
wireless.corp.r1kh='00:00:00:00:00:00,00:00:00:00:00:00,«b»'
wireless.corp.macaddr='«_mac»'
`, V{"a": g.embKey(), "b": g.hex(32), "_mac": g.embMAC()}, "ACME-Corp", "wireless.corp.mobility_domain='4f57'")

	priv, _ := g.wireguard()
	_, peerPub := g.wireguard()
	g.embAdd("openwrt-uci-show-network-pppoe-wireguard", `
root@OpenWrt:~# uci show network | grep -E 'wan|wg'
network.wan=interface
network.wan.device='eth1.7'
network.wan.proto='pppoe'
network.wan.username='«=u»@t-online.de'
network.wan.password='«a»'
network.wan.ipv6='auto'
network.wan.peerdns='0'
network.wan6=interface
network.wan6.device='@wan'
network.wan6.proto='dhcpv6'
network.wg0=interface
network.wg0.proto='wireguard'
network.wg0.private_key='«b»'
network.wg0.listen_port='51820'
network.wg0.addresses='10.66.0.1/24'
network.wgclient_pixel=wireguard_wg0
network.wgclient_pixel.description='pixel-8'
network.wgclient_pixel.public_key='«_pub»'
network.wgclient_pixel.preshared_key='«c»'
network.wgclient_pixel.allowed_ips='10.66.0.2/32'
`, V{"=u": g.s(alDigit, 24) + "0001", "a": g.digits(8), "b": priv, "_pub": peerPub, "c": g.b64(32)}, "network.wan6.device='@wan'", "wgclient_pixel")

	hostPub := g.sshRSAPub()
	g.embAdd("openwrt-dropbear-host-key-base64", `
root@OpenWrt:~# cat /etc/config/dropbear
config dropbear 'main'
	option enable '1'
	option PasswordAuth 'off'
	option RootPasswordAuth 'off'
	option Port '22'
	option Interface 'lan'

root@OpenWrt:~# cat /etc/dropbear/authorized_keys
«_pub» jonas@thinkpad
root@OpenWrt:~# # copy host key to the replacement router so clients don't complain
root@OpenWrt:~# base64 /etc/dropbear/dropbear_ed25519_host_key
«a»
`, V{"_pub": hostPub, "a": g.embDropbearKey()}, "option RootPasswordAuth 'off'", "jonas@thinkpad")

	g.embAdd("openwrt-rpcd-login-and-ubus-jsonrpc", `
root@OpenWrt:~# cat /etc/config/rpcd

config rpcd
	option socket /var/run/ubus/ubus.sock
	option timeout 30

config login
	option username 'root'
	option password '$p$root'
	list read '*'
	list write '*'

config login
	option username 'hass'
	option password '«a»'
	list read 'hass'
	list write 'hass'

$ curl -s http://192.168.1.1/ubus -d '{"jsonrpc":"2.0","id":1,"method":"call","params":["00000000000000000000000000000000","session","login",{"username":"hass","password":"«b»"}]}'
{"jsonrpc":"2.0","id":1,"result":[0,{"ubus_rpc_session":"«c»","timeout":300,"expires":300,"acls":{"access-group":{"hass":["read","write"]},"ubus":{"iwinfo":["info","assoclist"]}},"data":{"username":"hass"}}]}
`, V{"a": g.embMD5(), "b": g.pw(), "c": g.hex(32)}, "option password '$p$root'", "00000000000000000000000000000000")

	g.embAdd("openwrt-ash-history-uci-set", `
root@OpenWrt:~# cat /root/.ash_history
opkg update
opkg install luci-app-ddns ddns-scripts-services
uci set wireless.default_radio0.ssid='Haus-Nord'
uci set wireless.default_radio0.key='«a»'
uci commit wireless
wifi reload
uci set ddns.myddns_ipv4.service_name='desec.io'
uci set ddns.myddns_ipv4.lookup_host='nord.dedyn.io'
uci set ddns.myddns_ipv4.username='nord.dedyn.io'
uci set ddns.myddns_ipv4.password='«b»'
uci commit ddns
/etc/init.d/ddns restart
logread -e ddns | tail
`, V{"a": g.embWiFi(), "b": g.s(alAlnum+"-_.", 28)}, "nord.dedyn.io", "desec.io")

	g.embAdd("openwrt-config-acme-dns-credentials", `
root@gw:~# cat /etc/config/acme
config acme
	option account_email 'hostmaster@lindenweg.net'
	option debug '0'

config cert 'gw'
	option enabled '1'
	option key_type 'ec256'
	option validation_method 'dns'
	option dns 'dns_cf'
	list credentials 'CF_Token="«a»"'
	list credentials 'CF_Account_ID="«_acct»"'
	list credentials 'CF_Zone_ID="«_zone»"'
	list domains 'gw.lindenweg.net'
	option staging '0'
`, V{"a": g.cfToken(), "_acct": g.hex(32), "_zone": g.hex(32)}, "hostmaster@lindenweg.net", "dns_cf")

	g.embAdd("openwrt-hostapd-runtime-conf-and-psk-file", `
root@OpenWrt:~# grep -E 'ssid|wpa|sae|bssid' /var/run/hostapd-phy1.conf
ssid=Kestrel-5G
wpa=2
wpa_pairwise=CCMP
wpa_passphrase=«a»
wpa_psk_file=/var/run/hostapd-phy1-ap0.psk
wpa_key_mgmt=WPA-PSK SAE
sae_require_mfp=1
sae_password=«a»
bssid=«_bssid»
root@OpenWrt:~# cat /var/run/hostapd-phy1-ap0.psk
vlanid=30 00:00:00:00:00:00 «b»
vlanid=40 «_cmac» «c»
`, V{"a": g.embWiFi(), "_bssid": g.embMAC(), "b": g.embWiFi(), "_cmac": g.embMAC(), "c": g.embWiFi()}, "wpa_psk_file=/var/run/hostapd-phy1-ap0.psk", "Kestrel-5G")

	g.embAdd("openwrt-openvpn-client-auth-and-tls-crypt", `
root@OpenWrt:~# uci show openvpn.nordlink
openvpn.nordlink=openvpn
openvpn.nordlink.enabled='1'
openvpn.nordlink.config='/etc/openvpn/nordlink.ovpn'
openvpn.nordlink.auth_user_pass='/etc/openvpn/nordlink.auth'
root@OpenWrt:~# cat /etc/openvpn/nordlink.auth
«=user»
«a»
root@OpenWrt:~# sed -n '/<tls-crypt>/,/<\/tls-crypt>/p' /etc/openvpn/nordlink.ovpn
<tls-crypt>
«b»
</tls-crypt>
`, V{"=user": g.s(alLowNum, 10), "a": g.an(24), "b": g.embOVPNStatic()}, "/etc/openvpn/nordlink.ovpn", "openvpn.nordlink.enabled='1'")

	g.embAdd("openwrt-sysupgrade-backup-shadow", `
root@OpenWrt:~# sysupgrade -b /tmp/backup-OpenWrt-2025-03-14.tar.gz
Saving config files...
root@OpenWrt:~# tar -tzf /tmp/backup-OpenWrt-2025-03-14.tar.gz | head
etc/config/dhcp
etc/config/dropbear
etc/config/firewall
etc/config/network
etc/config/system
etc/config/wireless
etc/dropbear/dropbear_ed25519_host_key
etc/passwd
etc/shadow
root@OpenWrt:~# tar -xzOf /tmp/backup-OpenWrt-2025-03-14.tar.gz etc/shadow
root:«a»:20161:0:99999:7:::
daemon:*:0:0:99999:7:::
ftp:*:0:0:99999:7:::
network:*:0:0:99999:7:::
nobody:*:0:0:99999:7:::
dnsmasq:x:0:0:99999:7:::
`, V{"a": g.embMD5()}, "backup-OpenWrt-2025-03-14.tar.gz", "etc/dropbear/dropbear_ed25519_host_key")

	g.embAdd("openwrt-ubus-wireless-status-json", `
root@OpenWrt:~# ubus call network.wireless status | head -32
{
	"radio0": {
		"up": true,
		"pending": false,
		"autostart": true,
		"disabled": false,
		"retry_setup_failed": false,
		"config": {
			"channel": "36",
			"band": "5g",
			"htmode": "HE80",
			"country": "NL"
		},
		"interfaces": [
			{
				"section": "default_radio0",
				"ifname": "phy0-ap0",
				"config": {
					"mode": "ap",
					"ssid": "Zeewind",
					"encryption": "sae-mixed",
					"key": "«a»",
					"network": [
						"lan"
					]
				},
				"vlans": [],
				"stations": []
			}
		]
	}
}
`, V{"a": g.embWiFi()}, `"ifname": "phy0-ap0"`, `"ssid": "Zeewind"`)

	g.embAdd("openwrt-crontab-duckdns", `
root@OpenWrt:~# crontab -l
# m h dom mon dow command
*/5 * * * * wget -qO- "https://www.duckdns.org/update?domains=vogelhaus&token=«a»&ip=" >/tmp/duck.log 2>&1
0 4 * * 1 /sbin/reboot
30 3 * * * /usr/bin/adblock-fast dl
`, V{"a": g.uuid()}, "domains=vogelhaus", "/usr/bin/adblock-fast dl")

	g.embAdd("openwrt-rc-local-tailscale", `
root@OpenWrt:~# cat /etc/rc.local
# Put your custom commands here that should be executed once
# the system init finished. By default this file does nothing.

sleep 20
tailscale up --authkey=«a» --advertise-routes=192.168.8.0/24 --accept-dns=false --hostname=camper-router
exit 0
`, V{"a": g.tailscale()}, "--advertise-routes=192.168.8.0/24", "camper-router")

	g.embAdd("openwrt-mosquitto-passwd-and-bridge", `
root@OpenWrt:~# cat /etc/mosquitto/passwd
hass:«a»
zigbee2mqtt:«b»
root@OpenWrt:~# grep -A8 '^connection' /etc/mosquitto/mosquitto.conf
connection cloud-bridge
address mqtt.lindenweg.net:8883
remote_username gw-lindenweg
remote_password «c»
bridge_cafile /etc/ssl/certs/ca-certificates.crt
topic tele/# out 1
topic cmnd/# in 1
`, V{"a": "$7$101$" + g.b64(12) + "$" + g.b64(64), "b": "$7$101$" + g.b64(12) + "$" + g.b64(64), "c": g.pwStrong()}, "mqtt.lindenweg.net:8883", "gw-lindenweg")

	g.embAdd("openwrt-uci-export-over-ssh", `
$ ssh root@192.168.1.1 'uci export wireless' > wireless.bak
$ grep -nE "ssid|key|encryption" wireless.bak
22:	option ssid 'Fjord'
23:	option encryption 'psk2'
24:	option key '«a»'
33:	option ssid 'Fjord-IoT'
34:	option encryption 'psk2'
35:	option key '«b»'
`, V{"a": g.embWiFi(), "b": g.embWiFi()}, "wireless.bak", "Fjord-IoT")

	g.embAdd("openwrt-uhttpd-m-hash", `
root@OpenWrt:~# uhttpd -m '«a»'
«b»
root@OpenWrt:~# uci add_list rpcd.@login[1].read='luci-mod-status-index'
root@OpenWrt:~# uci set rpcd.@login[1].password='«b»'
root@OpenWrt:~# uci commit rpcd && /etc/init.d/rpcd restart
`, V{"a": g.pw(), "b": g.embMD5()}, "luci-mod-status-index", "/etc/init.d/rpcd restart")
}

// ---- DD-WRT, Tomato, Asuswrt-Merlin nvram ----

func (g *G) embNvram() {
	g.embAdd("ddwrt-nvram-show-grep", `
root@DD-WRT:~# nvram show | grep -E 'passw|psk|_key|radius' | sort
size: 34710 bytes (96362 left)
ddns_passwd=«a»
http_passwd=«b»
http_username=«=hu»
pppoe_passwd=«c»
wl0_akm=psk2
wl0_crypto=aes
wl0_key=1
wl0_key1=
wl0_radius_ipaddr=0.0.0.0
wl0_radius_key=
wl0_wpa_psk=«d»
wl1_akm=psk2
wl1_wpa_psk=«d»
`, V{"a": g.pwURL(), "b": g.embMD5(), "=hu": g.embMD5(), "c": g.pw(), "d": g.embWiFi()}, "size: 34710 bytes (96362 left)", "wl0_radius_ipaddr=0.0.0.0")

	g.embAdd("freshtomato-nvram-export-set", `
root@unknown:/tmp/home/root# nvram export --set | grep -E '^nvram set (http_|wan_pppoe|wl0_wpa|sshd_auth|router_name)'
nvram set http_lanport="80"
nvram set http_passwd="«a»"
nvram set http_username="root"
nvram set router_name="tomato-gw"
nvram set sshd_authkeys="«_pub» ana@desk"
nvram set wan_pppoe_passwd="«b»"
nvram set wan_pppoe_username="«=u»@dsl.example-isp.pl"
nvram set wl0_wpa_psk="«c»"
`, V{"a": g.pw(), "_pub": g.sshRSAPub(), "b": g.an(12), "=u": g.s(alLowNum, 9), "c": g.embWiFi()}, "router_name=\"tomato-gw\"", "ana@desk")

	g.embAdd("asuswrt-nvram-get-session", `
admin@RT-AX86U-1F30:/tmp/home/root# nvram get http_username
admin
admin@RT-AX86U-1F30:/tmp/home/root# nvram get http_passwd
«a»
admin@RT-AX86U-1F30:/tmp/home/root# nvram get wl0_ssid; nvram get wl1_ssid
Lindqvist
Lindqvist_5G
admin@RT-AX86U-1F30:/tmp/home/root# nvram get wl1_wpa_psk
«b»
admin@RT-AX86U-1F30:/tmp/home/root# nvram get et0macaddr
«_mac»
`, V{"a": g.pw(), "b": g.embWiFi(), "_mac": g.embMACU()}, "RT-AX86U-1F30", "Lindqvist_5G")

	g.embAdd("asuswrt-vpn-clientlists", `
admin@RT-AC68U:/tmp/home/root# nvram get vpn_serverx_clientlist
<mira>«a»<tobias>«b»
admin@RT-AC68U:/tmp/home/root# nvram get vpn_server_unit; nvram get vpn_server1_port
1
1194
admin@RT-AC68U:/tmp/home/root# nvram get ipsec_client_list_1
<1>phone-mira>«c»>1
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}, "vpn_serverx_clientlist", "ipsec_client_list_1")

	g.embAdd("asuswrt-nvram-ddns", `
admin@GT-AX6000:/tmp/home/root# nvram show 2>/dev/null | grep ^ddns_
ddns_enable_x=1
ddns_hostname_x=lindqvist.dnsomatic.com
ddns_ipaddr=0.0.0.0
ddns_passwd_x=«a»
ddns_realip_x=1
ddns_server_x=WWW.DNSOMATIC.COM
ddns_status=1
ddns_username_x=ops@lindqvist.se
ddns_wildcard_x=0
`, V{"a": g.pw()}, "WWW.DNSOMATIC.COM", "ops@lindqvist.se")

	g.embAdd("ddwrt-rc-startup-freedns", `
root@DD-WRT:~# nvram get rc_startup
#!/bin/sh
sleep 45
# update afraid.org every boot, cron does the rest
wget -q -O - "https://freedns.afraid.org/dynamic/update.php?«a»" > /tmp/freedns.log
echo "*/10 * * * * root wget -q -O - https://freedns.afraid.org/dynamic/update.php?«a» >/dev/null" > /tmp/cron.d/freedns
stopservice cron && startservice cron
`, V{"a": g.b64(30)[:40]}, "/tmp/cron.d/freedns", "stopservice cron")

	g.embAdd("tomato-cifs-mount-nvram", `
root@tomato-gw:/tmp/home/root# nvram get cifs1
1<\\192.168.1.20\backup<«=u»<«a»<WORKGROUP<<
root@tomato-gw:/tmp/home/root# nvram get cifs2
0<<<<<<
root@tomato-gw:/tmp/home/root# mount | grep cifs
//192.168.1.20/backup on /cifs1 type cifs (rw,relatime,vers=1.0,cache=strict,username=tomato)
`, V{"=u": "tomato", "a": g.pw()}, "//192.168.1.20/backup on /cifs1", "WORKGROUP")

	wgPriv, wgPub := g.wireguard()
	g.embAdd("merlin-nvram-wireguard-client", `
admin@RT-AX88U_Pro:/tmp/home/root# nvram show 2>/dev/null | grep ^wgc1_ | sort
wgc1_addr=10.14.0.2/16
wgc1_aips=0.0.0.0/0
wgc1_alive=25
wgc1_dns=10.14.0.1
wgc1_enable=1
wgc1_ep_addr=nl-ams.vpn.example.net
wgc1_ep_port=51820
wgc1_mtu=1420
wgc1_ppub=«_pub»
wgc1_priv=«a»
wgc1_psk=«b»
`, V{"_pub": wgPub, "a": wgPriv, "b": g.b64(32)}, "nl-ams.vpn.example.net", "wgc1_mtu=1420")
}

// ---- pfSense and OPNsense ----

func (g *G) embFirewallOS() {
	g.embAdd("pfsense-config-captiveportal-radius", `
$ grep -n -A18 '<captiveportal>' config-fw01.home.arpa-20250314101522.xml
412:	<captiveportal>
413-		<guest>
414-			<zone>guest</zone>
415-			<interface>opt2</interface>
416-			<maxproc></maxproc>
417-			<timeout>120</timeout>
418-			<idletimeout>30</idletimeout>
419-			<auth_method>radius</auth_method>
420-			<radius_protocol>PAP</radius_protocol>
421-			<radiusip>10.0.10.5</radiusip>
422-			<radiusport>1812</radiusport>
423-			<radiusacctport>1813</radiusacctport>
424-			<radiuskey>«a»</radiuskey>
425-			<radiusnasid>pfsense-guest</radiusnasid>
426-			<certref>«_ref»</certref>
427-			<enable></enable>
428-			<zoneid>2</zoneid>
429-		</guest>
430-	</captiveportal>
`, V{"a": g.embKey(), "_ref": g.hex(13)}, "config-fw01.home.arpa-20250314101522.xml", "pfsense-guest")

	g.embAdd("pfsense-dhcpd-ddns-tsig", `
		<lan>
			<range>
				<from>10.0.1.100</from>
				<to>10.0.1.199</to>
			</range>
			<ddnsdomain>lan.kestrel.example</ddnsdomain>
			<ddnsdomainprimary>10.0.1.53</ddnsdomainprimary>
			<ddnsdomainkeyname>dhcp-update</ddnsdomainkeyname>
			<ddnsdomainkeyalgorithm>hmac-sha256</ddnsdomainkeyalgorithm>
			<ddnsdomainkey>«a»</ddnsdomainkey>
			<ddnsupdate></ddnsupdate>
			<enable></enable>
		</lan>
`, V{"a": g.b64(32)}, "lan.kestrel.example", "<ddnsdomainkeyname>dhcp-update</ddnsdomainkeyname>")

	static := g.embOVPNStatic()
	g.embAdd("pfsense-openvpn-client-auth-and-tls", `
	<openvpn>
		<openvpn-client>
			<vpnid>1</vpnid>
			<auth_user>«=u»</auth_user>
			<auth_pass>«a»</auth_pass>
			<protocol>UDP4</protocol>
			<dev_mode>tun</dev_mode>
			<interface>wan</interface>
			<server_addr>ch-zrh.vpn.example.net</server_addr>
			<server_port>1194</server_port>
			<tls>«b»</tls>
			<tls_type>crypt</tls_type>
			<caref>«_ca»</caref>
			<data_ciphers>AES-256-GCM,CHACHA20-POLY1305</data_ciphers>
			<digest>SHA256</digest>
			<description><![CDATA[ProtonVPN CH]]></description>
		</openvpn-client>
	</openvpn>
`, V{"=u": g.an(16), "a": g.an(32), "b": b64s(static + "\n"), "_ca": g.hex(13)}, "ch-zrh.vpn.example.net", "ProtonVPN CH")

	key := g.ecPKCS8()
	crt := g.certPEM()
	g.embAdd("pfsense-cert-crt-and-prv-base64", `
	<cert>
		<refid>«_ref»</refid>
		<descr><![CDATA[webConfigurator default (65f2a1c0d3e44)]]></descr>
		<type>server</type>
		<crt>«_crt»</crt>
		<prv>«a»</prv>
	</cert>
`, V{"_ref": g.hex(13), "_crt": b64s(crt.block() + "\n"), "a": b64s(key.block() + "\n")}, "webConfigurator default (65f2a1c0d3e44)")

	g.embAdd("pfsense-notifications-smtp-telegram", `
	<notifications>
		<smtp>
			<ipaddress>smtp.fastmail.com</ipaddress>
			<port>465</port>
			<timeout>20</timeout>
			<ssl></ssl>
			<notifyemailaddress>alerts@kestrel.example</notifyemailaddress>
			<username>fw01@kestrel.example</username>
			<password>«a»</password>
			<authentication_mechanism>LOGIN</authentication_mechanism>
			<fromaddress>fw01@kestrel.example</fromaddress>
		</smtp>
		<telegram>
			<enabled>yes</enabled>
			<api>«b»</api>
			<chatid>-100«_chat»</chatid>
		</telegram>
		<pushover>
			<enabled></enabled>
			<apikey></apikey>
			<userkey></userkey>
		</pushover>
	</notifications>
`, V{"a": g.s(alLowNum, 16), "b": g.telegram(), "_chat": g.digits(10)}, "alerts@kestrel.example", "smtp.fastmail.com")

	tPriv, tPub := g.wireguard()
	_, pPub := g.wireguard()
	g.embAdd("pfsense-wireguard-package-xml", `
		<wireguard>
			<tunnels>
				<item>
					<name>tun_wg0</name>
					<enabled>yes</enabled>
					<listenport>51820</listenport>
					<privatekey>«a»</privatekey>
					<publickey>«_tpub»</publickey>
					<mtu></mtu>
				</item>
			</tunnels>
			<peers>
				<item>
					<enabled>yes</enabled>
					<tun>tun_wg0</tun>
					<descr><![CDATA[laptop-ines]]></descr>
					<persistentkeepalive>25</persistentkeepalive>
					<publickey>«_ppub»</publickey>
					<presharedkey>«b»</presharedkey>
					<allowedips>
						<row>
							<address>10.6.0.3</address>
							<mask>32</mask>
						</row>
					</allowedips>
				</item>
			</peers>
		</wireguard>
`, V{"a": tPriv, "_tpub": tPub, "_ppub": pPub, "b": g.b64(32)}, "laptop-ines", "<name>tun_wg0</name>")

	g.embAdd("opnsense-api-curl-key-secret", `
$ curl -sk -u "«_key»:«a»" https://10.0.0.1/api/core/firmware/status | jq '{product_version, status_msg}'
{
  "product_version": "24.7.12",
  "status_msg": "There are no updates available on the selected mirror."
}
`, V{"_key": g.b64(60)[:80], "a": g.b64(60)[:80]}, "https://10.0.0.1/api/core/firmware/status", "24.7.12")

	g.embAdd("opnsense-acme-client-cloudflare", `
            <validations>
              <validation uuid="«_u»">
                <id>«_id»</id>
                <enabled>1</enabled>
                <name>cloudflare</name>
                <description>DNS-01 via Cloudflare</description>
                <method>dns01</method>
                <dns_service>dns_cf</dns_service>
                <dns_sleep>0</dns_sleep>
                <dns_cf_email>it@vanderberg.nl</dns_cf_email>
                <dns_cf_key/>
                <dns_cf_token>«a»</dns_cf_token>
                <dns_cf_account_id>«_acct»</dns_cf_account_id>
                <dns_cf_zone_id/>
              </validation>
            </validations>
`, V{"_u": g.uuid(), "_id": g.hex(24), "a": g.cfToken(), "_acct": g.hex(32)}, "it@vanderberg.nl", "DNS-01 via Cloudflare")

	g.embAdd("pfsense-pfssh-reset-admin", `
[2.7.2-RELEASE][root@fw01.home.arpa]/root: pfSsh.php

Starting the pfSense developer shell....

Welcome to the pfSense developer shell

Type "help" to show common usage scenarios.

Available playback commands:
     changepassword disablecarp disablereferercheck enableallowallwan enablecarp enablesshd externalconfiguration gatewayalarms gitsync installpkg listpkg removepkg removeshaper restartallwan restartdhcpd restartipsec setmodemrrd svc uninstallpkg

pfSense shell: $user = &getUserEntry('admin');
pfSense shell: local_user_set_password($user['item'], '«a»');
pfSense shell: write_config("admin password reset from console");
pfSense shell: exec
`, V{"a": g.pw()}, "Welcome to the pfSense developer shell", "getUserEntry('admin')")

	g.embAdd("opnsense-swanctl-conf-secrets", `
root@OPNsense:~ # sed -n '/^secrets/,$p' /usr/local/etc/swanctl/swanctl.conf
secrets {
    ike-«_u1» {
        id-0 = 203.0.113.40
        id-1 = 198.51.100.7
        secret = «a»
    }
    ike-«_u2» {
        id-0 = fw-branch.vanderberg.nl
        secret = 0s«b»
    }
}
`, V{"_u1": g.uuid(), "a": g.embKey(), "_u2": g.uuid(), "b": g.b64(32)}, "fw-branch.vanderberg.nl", "/usr/local/etc/swanctl/swanctl.conf")

	g.embAdd("pfsense-user-authorizedkeys-ipsecpsk", `
		<user>
			<name>mobile-jan</name>
			<descr><![CDATA[Jan Visser]]></descr>
			<scope>user</scope>
			<groupname>vpnusers</groupname>
			<bcrypt-hash>«a»</bcrypt-hash>
			<uid>2003</uid>
			<priv>user-ipsec-xauth-dialin</priv>
			<expires></expires>
			<dashboardcolumns>2</dashboardcolumns>
			<authorizedkeys>«_ak»</authorizedkeys>
			<ipsecpsk>«b»</ipsecpsk>
			<webguicss>pfSense.css</webguicss>
		</user>
`, V{"a": g.bcrypt(), "_ak": b64s(g.sshRSAPub() + " jan@mbp"), "b": g.embKey()}, "mobile-jan", "user-ipsec-xauth-dialin")
}

// ---- MikroTik RouterOS ----

// embROSHead is the header of a RouterOS export.
func (g *G) embROSHead(model string) string {
	return "# 2025-03-14 10:41:22 by RouterOS 7.14.3\n# software id = " + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "\n#\n# model = " + model + "\n# serial number = " + g.s(alUpNum, 12)
}

func (g *G) embMikroTik() {
	g.embAdd("routeros-ppp-secrets-l2tp", `
[admin@hq-rb5009] > /ppp secret export show-sensitive
«=h»
/ppp secret
add local-address=10.99.0.1 name=branch-ams password=«a» profile=l2tp-site remote-address=10.99.0.2 routes="10.40.0.0/24 10.99.0.2 1" service=l2tp
add local-address=10.99.0.1 name=branch-rtm password="«b»" profile=l2tp-site remote-address=10.99.0.3 service=l2tp
add name=laptop-femke password=«c» profile=default-encryption service=sstp
`, V{"=h": g.embROSHead("RB5009UG+S+"), "a": g.an(18), "b": g.pw(), "c": g.pwURL()}, "branch-ams", "routes=\"10.40.0.0/24 10.99.0.2 1\"")

	g.embAdd("routeros-ipsec-identity-and-l2tp-server", `
[admin@hq-rb5009] > /ip ipsec export show-sensitive
/ip ipsec profile
add dh-group=ecp256 enc-algorithm=aes-256 hash-algorithm=sha256 name=site-prof
/ip ipsec peer
add address=203.0.113.50/32 exchange-mode=ike2 name=dc-frankfurt profile=site-prof
/ip ipsec identity
add peer=dc-frankfurt secret="«a»"
/ip ipsec policy
add dst-address=10.200.0.0/16 peer=dc-frankfurt src-address=10.40.0.0/16 tunnel=yes
[admin@hq-rb5009] > /interface l2tp-server server export show-sensitive
/interface l2tp-server server
set enabled=yes ipsec-secret=«b» use-ipsec=required
`, V{"a": g.embKey(), "b": g.an(20)}, "dc-frankfurt", "dst-address=10.200.0.0/16")

	g.embAdd("routeros-snmp-v3-community", `
[admin@core-ccr2004] > /snmp community export show-sensitive
/snmp community
set [ find default=yes ] disabled=yes
add addresses=10.10.0.20/32 authentication-password=«a» authentication-protocol=SHA1 encryption-password=«b» encryption-protocol=AES name=librenms security=private
add addresses=10.10.0.21/32 name=«c» read-access=yes write-access=no
[admin@core-ccr2004] > /snmp print
          enabled: yes
          contact: noc@waalnet.nl
         location: DC1 rack B07
  engine-id-suffix:
        engine-id: «_eid»
      trap-target:
    trap-community: public
      trap-version: 1
`, V{"a": g.an(16), "b": g.an(16), "c": g.embComm(), "_eid": "80003a8c04" + g.hex(16)}, "noc@waalnet.nl", "DC1 rack B07")

	g.embAdd("routeros-hotspot-users", `
[admin@cafe-hap] > /ip hotspot user export show-sensitive
/ip hotspot user
add name=admin password=«a» profile=staff
add limit-uptime=1d name=guest-0314 password=«b» profile=voucher
add limit-uptime=1d name=guest-0315 password=«c» profile=voucher
[admin@cafe-hap] > /ip hotspot user print
Flags: * - default
 #   SERVER     NAME          ADDRESS    PROFILE   UPTIME
 0 *            default-trial                      0s
 1              admin                    staff     4h12m
 2              guest-0314               voucher   2h3m
 3              guest-0315               voucher   0s
`, V{"a": g.pw(), "b": g.s(alLowNum, 8), "c": g.s(alLowNum, 8)}, "guest-0314", "default-trial")

	g.embAdd("routeros-scheduler-telegram-script", `
[admin@hq-rb5009] > /system script print detail where name=notify-wan
Flags: I - invalid
 0   name="notify-wan" owner="admin" policy=read,write,test dont-require-permissions=no run-count=14 last-started=2025-03-14 06:02:11
     source=
       :local ip [/ip address get [find interface=pppoe-out1] address]
       :local msg ("hq-rb5009 WAN is " . $ip)
       /tool fetch url=("https://api.telegram.org/bot«a»/sendMessage\?chat_id=«_chat»&text=" . $msg) keep-result=no
`, V{"a": g.telegram(), "_chat": g.digits(9)}, "notify-wan", "pppoe-out1")

	g.embAdd("routeros-ovpn-client-and-email", `
/interface ovpn-client
add certificate=client-hq.crt_0 cipher=aes256-gcm connect-to=vpn.waalnet.nl mac-address=«_mac» name=ovpn-dc password=«a» user=hq-rb5009 verify-server-certificate=yes
/tool e-mail
set from=routers@waalnet.nl port=587 server=smtp.office365.com tls=starttls user=routers@waalnet.nl password=«b»
`, V{"_mac": g.embMACU(), "a": g.pwURL(), "b": g.pw()}, "vpn.waalnet.nl", "routers@waalnet.nl")

	g.embAdd("routeros-bgp-tcp-md5", `
[admin@edge1] > /routing/bgp/connection/print detail where name~"transit"
Flags: D - dynamic, X - disabled, I - inactive
 0   name="transit-a" local.role=ebgp remote.address=185.1.22.1/32 .as=64500 tcp-md5-key="«a»" routing-table=main router-id=185.1.22.2 templates=default as=64512 output.network=own-prefixes
 1   name="transit-b" local.role=ebgp remote.address=185.1.30.9/32 .as=64501 tcp-md5-key="«b»" routing-table=main router-id=185.1.22.2 templates=default as=64512 output.network=own-prefixes
`, V{"a": g.embKey(), "b": g.embKey()}, "own-prefixes", "transit-b")

	g.embAdd("routeros-capsman-and-access-list-ppsk", `
/caps-man security
add authentication-types=wpa2-psk encryption=aes-ccm group-encryption=aes-ccm name=sec-office passphrase=«a»
add authentication-types=wpa2-psk encryption=aes-ccm name=sec-iot passphrase="«b»"
/caps-man configuration
add country=netherlands datapath.bridge=bridge datapath.vlan-id=30 datapath.vlan-mode=use-tag mode=ap name=cfg-iot security=sec-iot ssid=waal-iot
/interface wireless access-list
add mac-address=«_mac» private-pre-shared-key=«c» vlan-id=40 vlan-mode=use-tag
`, V{"a": g.embWiFi(), "b": g.embWiFi(), "_mac": g.embMACU(), "c": g.embWiFi()}, "waal-iot", "datapath.vlan-id=30")

	g.embAdd("routeros-radius-user-manager", `
/radius
add address=127.0.0.1 secret=«a» service=hotspot,login timeout=3s
/user-manager
set certificate=um-cert enabled=yes
/user-manager router
add address=127.0.0.1 name=local shared-secret=«a»
/user-manager user
add group=staff name=joost password=«b»
add group=staff name=lotte password=«c»
`, V{"a": g.an(20), "b": g.pw(), "c": g.pw()}, "group=staff name=joost", "um-cert")

	g.embAdd("routeros-container-envs-pihole", `
[admin@hap-ax3] > /container/envs/print
Columns: NAME, KEY, VALUE
#  NAME         KEY           VALUE
0  pihole_envs  TZ            Europe/Amsterdam
1  pihole_envs  WEBPASSWORD   «a»
2  pihole_envs  DNSMASQ_USER  root
[admin@hap-ax3] > /container/print
 0 name="«_id»" tag="pihole/pihole:latest" os="linux" arch="arm64" interface=veth1 envlist="pihole_envs" root-dir=usb1/pihole mounts=etc_pihole,dnsmasq_pihole dns="" workdir="/" status=running
`, V{"a": g.pw(), "_id": g.uuid()}, "pihole/pihole:latest", "Europe/Amsterdam")

	g.embAdd("routeros-ansible-inventory", `
# inventory/routers.yml
all:
  children:
    routeros:
      hosts:
        hq-rb5009:
          ansible_host: 10.40.0.1
        edge1:
          ansible_host: 185.1.22.2
      vars:
        ansible_connection: ansible.netcommon.network_cli
        ansible_network_os: community.routeros.routeros
        ansible_user: ansible+cet512w
        ansible_password: «a»
        ansible_become: false
`, V{"a": g.pwStrong()}, "community.routeros.routeros", "ansible+cet512w")

	g.embAdd("routeros-pppoe-client-lte", `
[admin@branch-hex] > /interface pppoe-client export show-sensitive
/interface pppoe-client
add add-default-route=yes disabled=no interface=ether1 name=pppoe-out1 password=«a» use-peer-dns=yes user=«=u»@kpn.net
[admin@branch-hex] > /interface lte apn export show-sensitive
/interface lte apn
add apn=internet.m2m authentication=chap name=m2m password=«b» user=fleet
`, V{"a": g.an(10), "=u": g.s(alLowNum, 10), "b": g.pwURL()}, "internet.m2m", "pppoe-out1")

	g.embAdd("routeros-backup-save-and-ftp-upload", `
[admin@hq-rb5009] > /system backup save name=pre-7.15 password=«a» encryption=aes-sha256
Saving system configuration
Configuration backup saved
[admin@hq-rb5009] > /tool fetch upload=yes mode=ftp address=10.40.0.20 user=mtbackup password=«b» src-path=pre-7.15.backup dst-path=/srv/backups/hq-rb5009/pre-7.15.backup
      status: finished
  downloaded: 61KiB
       total: 61KiB
    duration: 1s
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "/srv/backups/hq-rb5009/pre-7.15.backup", "encryption=aes-sha256")
}

// ---- Ubiquiti: EdgeOS, USG, UniFi, airOS ----

func (g *G) embUbiquiti() {
	g.embAdd("edgeos-config-boot-pppoe-ipsec", `
ubnt@er-4:~$ cat /config/config.boot
interfaces {
    ethernet eth0 {
        description Internet
        duplex auto
        pppoe 0 {
            default-route auto
            firewall {
                in {
                    name WAN_IN
                }
            }
            mtu 1492
            name-server auto
            password «a»
            user-id «=u»
        }
        speed auto
        vif 7 {
            description "VLAN 7 (VDSL)"
        }
    }
}
vpn {
    ipsec {
        site-to-site {
            peer 203.0.113.44 {
                authentication {
                    mode pre-shared-secret
                    pre-shared-secret «b»
                }
                connection-type initiate
                ike-group FOO0
                local-address any
            }
        }
    }
}
`, V{"a": g.an(12), "=u": g.s(alLowNum, 8) + "@ziggo.example", "b": g.embKey()}, "VLAN 7 (VDSL)", "ike-group FOO0")

	g.embAdd("edgeos-show-configuration-commands-grep", `
ubnt@er-x:~$ show configuration commands | grep -E 'password|secret|key|community|connection'
set interfaces wireguard wg0 private-key /config/auth/wg.key
set service dns dynamic interface pppoe0 service custom-cloudflare password «a»
set service snmp community «b» authorization ro
set service unms connection 'wss://uisp.lindenweg.net:443+«c»+allowUntrustedCertificate'
set system login user ubnt authentication encrypted-password '«d»'
set system login user ubnt authentication plaintext-password ''
`, V{"a": g.cfToken(), "b": g.embComm(), "c": g.b64u(64), "d": g.embSHA512()}, "/config/auth/wg.key", "uisp.lindenweg.net")

	wPriv, wPub := g.wireguard()
	g.embAdd("edgeos-wg-key-file", `
ubnt@er-x:~$ sudo cat /config/auth/wg.key
«a»
ubnt@er-x:~$ show interfaces wireguard wg0 public-key
«_pub»
ubnt@er-x:~$ show interfaces wireguard wg0 allowed-ips
«_peer»	10.77.0.2/32
`, V{"a": wPriv, "_pub": wPub, "_peer": g.b64(32)}, "show interfaces wireguard wg0 public-key")

	g.embAdd("usg-config-gateway-json", `
{
  "vpn": {
    "ipsec": {
      "site-to-site": {
        "peer": {
          "198.51.100.61": {
            "authentication": {
              "mode": "pre-shared-secret",
              "pre-shared-secret": "«a»"
            },
            "connection-type": "initiate",
            "ike-group": "IKE_198.51.100.61",
            "local-address": "default"
          }
        }
      }
    }
  },
  "service": {
    "radius-server": {
      "client": {
        "10.30.0.0/24": {
          "secret": "«b»"
        }
      }
    }
  }
}
`, V{"a": g.embKey(), "b": g.an(24)}, "IKE_198.51.100.61", "\"connection-type\": \"initiate\"")

	g.embAdd("unifi-uap-system-cfg", `
BZ.v6.6.77# grep -E '^(aaa|users|snmp|mgmt|wireless\.[0-9]\.ssid)' /tmp/system.cfg
aaa.1.br.devname=br0
aaa.1.devname=ath0
aaa.1.driver=madwifi
aaa.1.ssid=Bakkerij
aaa.1.status=enabled
aaa.1.wpa.1.pairwise=CCMP
aaa.1.wpa.key.1.mgmt=WPA-PSK
aaa.1.wpa.psk=«a»
aaa.1.wpa=2
mgmt.authkey=«b»
mgmt.cfgversion=«_cfg»
mgmt.is_default=false
mgmt.servers.1.url=http://unifi.bakkerij.lan:8080/inform
mgmt.use_aes_gcm=true
snmp.community=«c»
users.1.name=«=u»
users.1.password=«d»
users.1.status=enabled
wireless.1.ssid=Bakkerij
`, V{"a": g.embWiFi(), "b": g.hex(32), "_cfg": g.hex(16), "c": g.embComm(), "=u": g.s(alLowNum, 8), "d": g.embSHA512()}, "http://unifi.bakkerij.lan:8080/inform", "aaa.1.driver=madwifi")

	g.embAdd("unifi-mca-ctrl-dump-cfg", `
USW-24-PoE-US.6.6.61# mca-ctrl -t dump-cfg | head -14
# mgmt_cfg
capability=notif,notif-assoc-stat
cfgversion=«_cfg»
led_enabled=true
mgmt_url=https://10.1.1.2:8443/manage/site/default
authkey=«a»
use_aes_gcm=true
report_crash=true
stun_url=stun://unifi.office.lan/
servers.1.url=http://unifi.office.lan:8080/inform
selfrun_guest_mode=pass
`, V{"_cfg": g.hex(16), "a": g.hex(32)}, "stun://unifi.office.lan/", "selfrun_guest_mode=pass")

	g.embAdd("unifi-mongo-mgmt-setting", `
root@unifi:~# mongo --quiet --port 27117 ace --eval 'db.setting.find({key:"mgmt"}).forEach(printjson)'
{
	"_id" : ObjectId("«_oid»"),
	"key" : "mgmt",
	"site_id" : "«_site»",
	"advanced_feature_enabled" : true,
	"alert_enabled" : true,
	"x_ssh_enabled" : true,
	"x_ssh_auth_password_enabled" : true,
	"x_ssh_username" : "«=u»",
	"x_ssh_password" : "«a»",
	"x_ssh_keys" : [ ],
	"x_mgmt_key" : "«b»",
	"led_enabled" : true
}
`, V{"_oid": g.hex(24), "_site": g.hex(24), "=u": g.s(alLowNum, 9), "a": g.pw(), "b": g.hex(32)}, "x_ssh_auth_password_enabled", "\"key\" : \"mgmt\"")

	g.embAdd("unifi-mongo-radiusprofile", `
root@unifi:~# mongo --quiet --port 27117 ace --eval 'db.radiusprofile.find({}, {name:1, auth_servers:1, x_secret:1}).forEach(printjson)'
{
	"_id" : ObjectId("«_oid»"),
	"name" : "NPS-Corp",
	"auth_servers" : [
		{
			"ip" : "10.1.5.10",
			"port" : 1812,
			"x_secret" : "«a»"
		},
		{
			"ip" : "10.1.5.11",
			"port" : 1812,
			"x_secret" : "«a»"
		}
	]
}
`, V{"_oid": g.hex(24), "a": g.embKey()}, "NPS-Corp", "\"ip\" : \"10.1.5.11\"")

	g.embAdd("airos-system-cfg-station", `
XC.v8.7.11# grep -E 'wpasupplicant.profile.1.network.1|users.1|snmp' /tmp/system.cfg
snmp.community=«a»
snmp.contact=noc@wisp-oost.nl
snmp.location=Tower 4 - sector north
snmp.status=enabled
users.1.name=ubnt
users.1.password=«b»
users.1.status=enabled
wpasupplicant.profile.1.network.1.key_mgmt.1.name=WPA-PSK
wpasupplicant.profile.1.network.1.pairwise.1.name=CCMP
wpasupplicant.profile.1.network.1.psk=«c»
wpasupplicant.profile.1.network.1.ssid=wisp-oost-t4n
`, V{"a": g.embComm(), "b": g.embMD5(), "c": g.embWiFi()}, "Tower 4 - sector north", "wisp-oost-t4n")

	g.embAdd("edgeos-configure-session-user", `
ubnt@er-4:~$ configure
[edit]
ubnt@er-4# set system login user noc authentication plaintext-password «a»
[edit]
ubnt@er-4# set system login user noc level admin
[edit]
ubnt@er-4# commit ; save
Saving configuration to '/config/config.boot'...
Done
[edit]
ubnt@er-4# show system login user noc
 authentication {
     encrypted-password «b»
     plaintext-password ""
 }
 level admin
`, V{"a": g.pw(), "b": g.embSHA512()}, "Saving configuration to '/config/config.boot'...")
}

// ---- FortiGate ----

func (g *G) embFortinet() {
	g.embAdd("fortigate-show-full-config-interface-pppoe", `
FGT60F-HQ # show full-configuration system interface wan1
config system interface
    edit "wan1"
        set vdom "root"
        set vrf 0
        set distance 5
        set priority 1
        set dhcp-relay-service disable
        set mode pppoe
        set ipunnumbered 0.0.0.0
        set username "«=u»@xs4all.nl"
        set password ENC «a»
        set idle-timeout 0
        set disc-retry-timeout 1
        set padt-retry-timeout 1
        set service-name ''
        set ac-name ''
        set lcp-echo-interval 5
        set lcp-max-echo-fails 3
        set defaultgw enable
        set dns-server-override enable
        set allowaccess ping fgfm
        set type physical
        set role wan
        set snmp-index 1
        set macaddr «_mac»
    next
end
`, V{"=u": g.s(alLowNum, 8), "a": g.b64(64), "_mac": g.embMAC()}, "set allowaccess ping fgfm", "FGT60F-HQ")

	g.embAdd("fortigate-user-radius-ldap", `
FGT100F # show user radius
config user radius
    edit "NPS"
        set server "10.20.1.15"
        set secret ENC «a»
        set nas-ip 10.20.0.1
        set auth-type ms_chap_v2
        set secondary-server "10.20.1.16"
        set secondary-secret ENC «b»
    next
end

FGT100F # show user ldap
config user ldap
    edit "AD-LDAPS"
        set server "dc01.corp.brouwer.local"
        set cnid "sAMAccountName"
        set dn "DC=corp,DC=brouwer,DC=local"
        set type regular
        set username "CN=svc-fortigate,OU=Service,DC=corp,DC=brouwer,DC=local"
        set password ENC «c»
        set secure ldaps
        set port 636
    next
end
`, V{"a": g.b64(48), "b": g.b64(48), "c": g.b64(72)}, "svc-fortigate", "dc01.corp.brouwer.local")

	g.embAdd("fortigate-wireless-vap-passphrase", `
FGT60F-HQ # show wireless-controller vap
config wireless-controller vap
    edit "corp-psk"
        set ssid "Brouwer"
        set security wpa2-only-personal
        set passphrase ENC «a»
        set schedule "always"
        set vlanid 20
        set quarantine disable
    next
    edit "guest"
        set ssid "Brouwer-Gast"
        set passphrase ENC «b»
        set captive-portal enable
        set schedule "always"
        set vlanid 99
    next
end
`, V{"a": g.b64(60), "b": g.b64(60)}, "Brouwer-Gast", "wpa2-only-personal")

	g.embAdd("fortigate-api-user-generate-key", `
FGT100F # config system api-user
FGT100F (api-user) # edit "terraform"
new entry 'terraform' added
FGT100F (terraform) # set accprofile "super_admin_readonly"
FGT100F (terraform) # set vdom "root"
FGT100F (terraform) # config trusthost
FGT100F (trusthost) # edit 1
FGT100F (1) # set ipv4-trusthost 10.20.5.0 255.255.255.0
FGT100F (1) # end
FGT100F (terraform) # end
FGT100F # execute api-user generate-key terraform
New API key: «a»
NOTE: The bearer of this API key will be granted all access privileges assigned to the api-user terraform.
`, V{"a": g.s(alAlnum, 30)}, "super_admin_readonly", "The bearer of this API key will be granted all access privileges")

	g.embAdd("fortigate-snmp-community-plain", `
FGT100F # show system snmp community
config system snmp community
    edit 1
        set name "«a»"
        config hosts
            edit 1
                set ip 10.20.1.30 255.255.255.255
            next
        end
    next
end

FGT100F # show system snmp user
config system snmp user
    edit "zabbix"
        set security-level auth-priv
        set auth-proto sha256
        set auth-pwd ENC «b»
        set priv-proto aes256
        set priv-pwd ENC «c»
    next
end
`, V{"a": g.embComm(), "b": g.b64(48), "c": g.b64(48)}, "set ip 10.20.1.30 255.255.255.255", "auth-priv")

	g.embAdd("fortigate-cli-script-plain-secrets", `
Here is the CLI script to paste on the branch FortiGate:

config vpn ipsec phase1-interface
    edit "to-hq"
        set interface "wan1"
        set ike-version 2
        set peertype any
        set net-device disable
        set proposal aes256gcm-prfsha384
        set remote-gw 203.0.113.10
        set psksecret «a»
    next
end
config user local
    edit "breakglass"
        set type password
        set passwd «b»
    next
end
`, V{"a": g.embKey(), "b": g.pw()}, "aes256gcm-prfsha384", "breakglass")

	g.embAdd("fortigate-automation-slack-webhook", `
config system automation-action
    edit "notify-slack"
        set action-type slack-notification
        set message "%%log%%"
        set uri "hooks.slack.com/services/«_t»/«_b»/«a»"
    next
end
config system email-server
    set server "smtp.office365.com"
    set port 587
    set authenticate enable
    set username "fortigate@brouwer.nl"
    set password ENC «c»
    set security starttls
end
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24), "c": g.b64(56)}, "notify-slack", "fortigate@brouwer.nl")

	g.embAdd("fortigate-diagnose-test-authserver", `
FGT100F # diagnose test authserver radius NPS mschap2 jdevries «a»
authenticate 'jdevries' against 'mschap2' succeeded, server=primary assigned_rad_session_id=«_sid» session_timeout=0 secs idle_timeout=0 secs!
Group membership(s) - VPN-Users

FGT100F # diagnose test authserver ldap AD-LDAPS svc-backup «b»
authenticate 'svc-backup' against 'AD-LDAPS' succeeded!
Group membership(s) - CN=Backup Operators,CN=Builtin,DC=corp,DC=brouwer,DC=local
`, V{"a": g.pw(), "_sid": g.digits(10), "b": g.pwStrong()}, "Group membership(s) - VPN-Users", "against 'mschap2' succeeded")

	g.embAdd("fortigate-rest-phase1-psk", `
$ curl -sk -X PUT "https://10.20.0.1/api/v2/cmdb/vpn.ipsec/phase1-interface/to-hq?vdom=root" \
    -H "Authorization: Bearer «a»" \
    -H "Content-Type: application/json" \
    -d '{"psksecret":"«b»","remote-gw":"203.0.113.10"}'
{
  "http_method":"PUT",
  "revision":"«_rev»",
  "revision_changed":true,
  "old_revision":"«_old»",
  "mkey":"to-hq",
  "status":"success",
  "http_status":200,
  "vdom":"root",
  "path":"vpn.ipsec",
  "name":"phase1-interface",
  "serial":"FG100FTK«_sn»",
  "version":"v7.4.4",
  "build":2662
}
`, V{"a": g.s(alAlnum, 30), "b": g.embKey(), "_rev": g.hex(32), "_old": g.hex(32), "_sn": g.s(alDigit, 8)}, "phase1-interface", "\"build\":2662")

	g.embAdd("fortigate-system-admin-and-ha", `
FGT600E-A # show system ha
config system ha
    set group-id 12
    set group-name "dc1-cluster"
    set mode a-p
    set password ENC «a»
    set hbdev "ha1" 50 "ha2" 50
    set session-pickup enable
    set override disable
    set priority 200
end

FGT600E-A # show system admin breakglass
config system admin
    edit "breakglass"
        set accprofile "super_admin"
        set vdom "root"
        set password ENC SH2«b»
    next
end
`, V{"a": g.b64(64), "b": g.b64(45)}, "dc1-cluster", "set hbdev \"ha1\" 50 \"ha2\" 50")

	g.embAdd("fortigate-execute-backup-ftp", `
FGT100F # execute backup config ftp backups/fgt100f-20250314.conf 10.20.1.40 fgtbackup «a»
Please wait...

Connect to ftp server 10.20.1.40 ...
Send config file to ftp server OK.
`, V{"a": g.pwURL()}, "backups/fgt100f-20250314.conf", "Send config file to ftp server OK.")
}

// ---- Cisco IOS, ASA, NX-OS, IOS XR, small business, wireless ----

// embT7 is a Cisco type 7 encoding of a fresh password.
func (g *G) embT7() string { return opsType7(g.embKey(), g.r.IntN(16)) }

func (g *G) embCisco() {
	g.embAdd("ios-autonomous-ap-dot11-ssid", `
ap-lager#show running-config | section dot11|username
dot11 ssid Lager-Scanner
   vlan 30
   authentication open
   authentication key-management wpa version 2
   wpa-psk ascii 0 «a»
   guest-mode
!
dot11 ssid Lager-Office
   vlan 10
   authentication open
   authentication key-management wpa version 2
   wpa-psk ascii 7 «b»
!
username Cisco password 7 «c»
`, V{"a": g.embWiFi(), "b": g.embT7(), "c": g.embT7()}, "Lager-Scanner", "authentication key-management wpa version 2")

	g.embAdd("ios-ntp-snmpv3-config-mode", `
core-sw1#conf t
Enter configuration commands, one per line.  End with CNTL/Z.
core-sw1(config)#ntp authentication-key 1 md5 «a»
core-sw1(config)#ntp authenticate
core-sw1(config)#ntp trusted-key 1
core-sw1(config)#snmp-server group V3RO v3 priv read V3VIEW
core-sw1(config)#snmp-server user librenms V3RO v3 auth sha «b» priv aes 128 «c»
core-sw1(config)#end
core-sw1#show snmp user

User name: librenms
Engine ID: «_eid»
storage-type: nonvolatile        active
Authentication Protocol: SHA
Privacy Protocol: AES128
Group-name: V3RO
`, V{"a": g.an(16), "b": g.pwURL(), "c": g.pwURL(), "_eid": "800000090300" + g.embUpHex(12)}, "Group-name: V3RO", "core-sw1(config)#ntp trusted-key 1")

	g.embAdd("ios-username-password-0-and-enable-7", `
branch-rtr#show running-config | include ^username|^enable|^ip ftp|^ip http client
enable password 7 «a»
username backup privilege 15 password 0 «b»
username monitor privilege 1 secret 9 «c»
ip ftp username cfgbackup
ip ftp password 7 «d»
ip http client username cfgbackup
ip http client password 0 «e»
`, V{"a": g.embT7(), "b": g.pw(), "c": g.embT9(), "d": g.embT7(), "e": g.pwURL()}, "ip ftp username cfgbackup", "branch-rtr#show running-config")

	g.embAdd("cisco-sg350-running-config", `
sw-floor2#show running-config
config-file-header
sw-floor2
v2.5.9.54 / RCBS2.5.9.54_930_1035_086
CLI v1.0
file SSD indicator encrypted
@
ssd-control-start
ssd config
ssd file passphrase control unrestricted
no ssd file integrity control
ssd-control-end «_ssd»
!
vlan database
vlan 10,20,30
exit
hostname sw-floor2
username cisco password encrypted «a» privilege 15
snmp-server community «b» ro view Default
encrypted radius-server key «c»
encrypted radius-server host 10.10.0.5 key «c» priority 1 usage dot1.x
`, V{"_ssd": g.hex(32), "a": g.hex(40), "b": g.embComm(), "c": g.b64(24)}, "RCBS2.5.9.54_930_1035_086", "vlan 10,20,30")

	g.embAdd("asa-show-run-masked-then-plain", `
fw-asa# show running-config aaa-server
aaa-server ISE protocol radius
aaa-server ISE (inside) host 10.1.1.5
 key *****
fw-asa# show running-config tunnel-group 203.0.113.70
tunnel-group 203.0.113.70 type ipsec-l2l
tunnel-group 203.0.113.70 ipsec-attributes
 ikev2 remote-authentication pre-shared-key *****
 ikev2 local-authentication pre-shared-key *****
fw-asa# more system:running-config | include key|username
 key «a»
 ikev2 remote-authentication pre-shared-key «b»
 ikev2 local-authentication pre-shared-key «b»
username admin password «c» pbkdf2 privilege 15
`, V{"a": g.embKey(), "b": g.embKey(), "c": "$sha512$5000$" + g.b64(16) + "$" + g.b64(16)}, "tunnel-group 203.0.113.70 type ipsec-l2l", "key *****")

	g.embAdd("nxos-users-and-radius", `
n9k-leaf1# show running-config | include "username|radius-server|snmp-server user"
username admin password 5 «a»  role network-admin
username ansible password 5 «b»  role network-admin
username ansible passphrase  lifetime 99999 warntime 14 gracetime 3
radius-server host 10.1.1.15 key 7 "«c»" authentication accounting
snmp-server user admin network-admin auth md5 «d» priv «d» localizedkey
`, V{"a": g.embSHA256(), "b": g.embSHA256(), "c": g.s(alLower+alDigit, 14), "d": "0x" + g.hex(32)}, "n9k-leaf1#", "passphrase  lifetime 99999 warntime 14 gracetime 3")

	g.embAdd("iosxr-secret-10-tacacs", `
RP/0/RSP0/CPU0:pe1#show running-config username noc
Fri Mar 14 10:58:12.441 UTC
username noc
 group root-lr
 group cisco-support
 secret 10 «a»
!
RP/0/RSP0/CPU0:pe1#show running-config tacacs-server
Fri Mar 14 10:58:19.003 UTC
tacacs-server host 10.1.1.9 port 49
 key 7 «b»
!
`, V{"a": g.embSHA512(), "b": g.embT7()}, "RP/0/RSP0/CPU0:pe1#", "group cisco-support")

	g.embAdd("c9800-wlan-psk-ascii-0-and-8", `
wlc9800(config)#wlan Corp-PSK 3 Corp-PSK
wlc9800(config-wlan)#no security wpa akm dot1x
wlc9800(config-wlan)#security wpa akm psk
wlc9800(config-wlan)#security wpa psk set-key ascii 0 «a»
wlc9800(config-wlan)#no shutdown
wlc9800(config-wlan)#end
wlc9800#show running-config wlan Corp-PSK
Building configuration...

wlan Corp-PSK 3 Corp-PSK
 no security wpa akm dot1x
 security wpa psk set-key ascii 8 «b»
 security wpa akm psk
 no shutdown
`, V{"a": g.embWiFi(), "b": g.s(alUpper+alLower+"[]^_\\", 40)}, "wlc9800(config-wlan)#security wpa akm psk", "Building configuration...")

	g.embAdd("ios-rommon-password-recovery", `
System Bootstrap, Version 17.6(1r), RELEASE SOFTWARE (fc2)
Copyright (c) 1994-2021 by cisco Systems, Inc.
ISR4321/K9 platform with 4194304 Kbytes of main memory

rommon 1 > confreg 0x2142

You must reset or power cycle for new config to take effect
rommon 2 > reset
...
Router>enable
Router#copy startup-config running-config
Destination filename [running-config]?
3142 bytes copied in 0.421 secs (7463 bytes/sec)
edge-rtr1#configure terminal
edge-rtr1(config)#enable algorithm-type scrypt secret «a»
edge-rtr1(config)#username netadmin privilege 15 algorithm-type scrypt secret «b»
edge-rtr1(config)#config-register 0x2102
edge-rtr1(config)#end
edge-rtr1#write memory
Building configuration...
[OK]
`, V{"a": g.pw(), "b": g.pwStrong()}, "rommon 1 > confreg 0x2142", "ISR4321/K9 platform")

	g.embAdd("ios-eem-applet-scp-backup", `
event manager applet NIGHTLY-BACKUP
 event timer cron cron-entry "0 2 * * *"
 action 1.0 cli command "enable"
 action 2.0 cli command "copy running-config scp://cfgbackup:«a»@10.9.9.9/ios/$_info_routername.cfg" pattern "Address|filename"
 action 2.1 cli command "" pattern "Destination|confirm"
 action 2.2 cli command ""
 action 3.0 syslog msg "nightly backup done"
`, V{"a": g.pwURL()}, "NIGHTLY-BACKUP", "event timer cron cron-entry")

	g.embAdd("ios-key-chain-and-hsrp-md5", `
dist-sw2#show running-config | section key chain|standby
key chain OSPF-KEYS
 key 1
  key-string 7 «a»
  cryptographic-algorithm hmac-sha-256
interface Vlan20
 standby version 2
 standby 20 ip 10.20.0.1
 standby 20 priority 110
 standby 20 preempt
 standby 20 authentication md5 key-string «b»
`, V{"a": g.embT7(), "b": g.an(16)}, "OSPF-KEYS", "standby 20 ip 10.20.0.1")
}

// ---- Juniper, Aruba, HPE, Extreme, Ruckus ----

// embArubaCT is an AOS-CX "ciphertext" value.
func (g *G) embArubaCT() string { return "AQBap" + g.s(alB64, 60+g.r.IntN(40)) + "=" }

func (g *G) embJuniperAruba() {
	g.embAdd("junos-display-set-match-secrets", `
noc@mx204-ams> show configuration | display set | match "encrypted-password|secret|authentication-key"
set system root-authentication encrypted-password "«a»"
set system login user noc authentication encrypted-password "«b»"
set system radius-server 10.1.1.15 secret "«c»"
set system tacplus-server 10.1.1.9 secret "«d»"
set protocols bgp group transit neighbor 185.1.22.1 authentication-key "«e»"
set snmp v3 usm local-engine user librenms authentication-sha authentication-key "«f»"
`, V{"a": g.embSHA512(), "b": g.embSHA512(), "c": g.opsJun9(g.embKey()), "d": g.opsJun9(g.embKey()), "e": g.opsJun9(g.embKey()), "f": g.opsJun9(g.hex(40))}, "noc@mx204-ams>", "neighbor 185.1.22.1")

	g.embAdd("junos-load-merge-terminal-plain", `
noc@srx345> configure
Entering configuration mode

[edit]
noc@srx345# load merge terminal relative
[Type ^D at a new line to end input]
system {
    radius-server {
        10.20.1.15 {
            secret "«a»";
            source-address 10.20.0.2;
        }
    }
}
load complete

[edit]
noc@srx345# show | compare
[edit system]
+   radius-server {
+       10.20.1.15 {
+           secret "«b»"; ## SECRET-DATA
+           source-address 10.20.0.2;
+       }
+   }
`, V{"a": g.embKey(), "b": g.opsJun9(g.embKey())}, "## SECRET-DATA", "[Type ^D at a new line to end input]")

	g.embAdd("junos-snmp-community-set", `
[edit]
noc@ex4300# set snmp community «a» authorization read-only
[edit]
noc@ex4300# set snmp community «a» clients 10.10.0.20/32
[edit]
noc@ex4300# set snmp location "Amsterdam AMS5 cage 12"
[edit]
noc@ex4300# commit check
configuration check succeeds
`, V{"a": g.embComm()}, "Amsterdam AMS5 cage 12", "configuration check succeeds")

	g.embAdd("aoscx-show-running-config", `
core-6300# show running-config
Current configuration:
!
!Version ArubaOS-CX FL.10.13.1000
!export-password: default
hostname core-6300
user admin group administrators password ciphertext «a»
user netops group administrators password ciphertext «b»
radius-server host 10.1.5.10 key ciphertext «c» vrf mgmt
snmp-server vrf mgmt
snmp-server community «d»
ssh server vrf mgmt
vlan 1,10,20,30
`, V{"a": g.embArubaCT(), "b": g.embArubaCT(), "c": g.embArubaCT(), "d": g.embComm()}, "FL.10.13.1000", "!export-password: default")

	g.embAdd("aos-s-include-credentials", `
HP-2930F-48G# show running-config

Running configuration:

; JL256A Configuration Editor; Created on release #WC.16.11.0016
; Ver #14:01.4c.59.f4.7b.ff.ff.fc.ff.ff.3f.ef:45

hostname "HP-2930F-48G"
include-credentials
password manager user-name "admin" sha1 "«a»"
radius-server host 10.1.5.10 key "«b»"
snmp-server community "«c»" operator
snmp-server host 10.1.5.30 community "«c»"
`, V{"a": g.hex(40), "b": g.embKey(), "c": g.embComm()}, "WC.16.11.0016", "JL256A Configuration Editor")

	g.embAdd("aruba-instant-show-running-config", `
f8:60:f0:c8:aa:12# show running-config | include "wpa-passphrase|mgmt-user|virtual-controller-key|key "
virtual-controller-key «a»
mgmt-user admin «b»
 wpa-passphrase «c»
 wpa-passphrase «d»
 key «e»
`, V{"a": g.hex(48), "b": g.hex(64), "c": g.hex(80), "d": g.hex(80), "e": g.hex(48)}, "virtual-controller-key")

	g.embAdd("comware-local-user-radius-cipher", `
<HPE-5130>display current-configuration configuration local-user
#
local-user admin class manage
 password hash $h$6$«a»
 service-type ssh terminal
 authorization-attribute user-role network-admin
#
<HPE-5130>display current-configuration configuration radius
#
radius scheme nps
 primary authentication 10.1.5.10 key cipher $c$3$«b»
 primary accounting 10.1.5.10 key cipher $c$3$«b»
 user-name-format without-domain
#
`, V{"a": g.b64(12) + "$" + g.b64(64), "b": g.b64(30)}, "<HPE-5130>", "user-name-format without-domain")

	g.embAdd("aruba-central-api-token", `
$ curl -s -H "Authorization: Bearer «a»" \
    "https://apigw-eucentral3.central.arubanetworks.com/monitoring/v2/aps?limit=2" | jq '.aps[] | {name, serial, macaddr, status}'
{
  "name": "ap-hall-01",
  "serial": "CNK«_s1»",
  "macaddr": "«_m1»",
  "status": "Up"
}
{
  "name": "ap-hall-02",
  "serial": "CNK«_s2»",
  "macaddr": "«_m2»",
  "status": "Up"
}
`, V{"a": g.an(32), "_s1": g.s(alUpNum, 7), "_m1": g.embMAC(), "_s2": g.s(alUpNum, 7), "_m2": g.embMAC()}, "apigw-eucentral3.central.arubanetworks.com", "ap-hall-01")

	g.embAdd("exos-accounts-and-radius", `
* X460G2-48p.1 # show configuration aaa
#
# Module aaa configuration.
#
configure radius netlogin primary server 10.1.5.10 1812 client-ip 10.1.0.2 vr VR-Default
configure radius netlogin primary shared-secret encrypted "«a»"
enable radius netlogin
create account admin ops encrypted "«b»"
`, V{"a": g.s(alLower+"#$%&", 24), "b": g.embSHA512()}, "X460G2-48p.1", "client-ip 10.1.0.2 vr VR-Default")

	g.embAdd("ruckus-icx-show-run", `
ICX7150-C12P Router#show running-config | include password|key|username
enable super-user-password 8 «a»
username admin password 8 «b»
radius-server host 10.1.5.10 auth-port 1812 acct-port 1813 default key 2 «c» dot1x mac-auth
snmp-server community 2 «d» ro
`, V{"a": g.embMD5(), "b": g.embMD5(), "c": "$" + g.s(alAlnum+"-", 20), "d": "$" + g.s(alAlnum+"-", 16)}, "ICX7150-C12P Router#", "acct-port 1813")

	g.embAdd("aos8-mobility-controller-show-run", `
(MC-7210) #show running-config | include "mgmt-user|key |passphrase|radius \""
mgmt-user admin root «a»
mgmt-user helpdesk read-only «b»
aaa authentication-server radius "NPS1"
   key «c»
   wpa-passphrase «d»
`, V{"a": g.hex(64), "b": g.hex(64), "c": g.hex(48), "d": g.hex(80)}, "(MC-7210) #", "aaa authentication-server radius \"NPS1\"")
}

// ---- NAS: Synology, QNAP, TrueNAS, Unraid, OpenMediaVault, ZFS ----

func (g *G) embNAS() {
	g.embAdd("synology-webapi-login-sid", `
$ curl -sk "https://ds920.local:5001/webapi/entry.cgi?api=SYNO.API.Auth&version=6&method=login&account=hyperbackup&passwd=«a»&session=FileStation&format=sid"
{"data":{"is_portal_port":false,"sid":"«b»"},"success":true}
$ curl -sk "https://ds920.local:5001/webapi/entry.cgi?api=SYNO.FileStation.List&version=2&method=list_share&_sid=«b»" | jq -r '.data.shares[].name'
docker
homes
photo
video
`, V{"a": g.pwURL(), "b": g.b64u(86)}, "SYNO.FileStation.List", "ds920.local:5001")

	g.embAdd("synology-synouser-history", `
admin@DS920:~$ history | tail -6
  501  sudo synouser --setpw admin '«a»'
  502  sudo synouser --add hyperbackup '«b»' "Hyper Backup target" 0 "" 0
  503  sudo synogroup --member administrators admin hyperbackup
  504  sudo synouser --get hyperbackup
  505  sudo synoservice --restart sshd
  506  history | tail -6
`, V{"a": g.pw(), "b": g.pwStrong()}, "Hyper Backup target", "synogroup --member administrators")

	g.embAdd("synology-rsyncd-secrets", `
admin@DS920:~$ sudo cat /etc/rsyncd.conf
#rsyncd.conf
secrets file = /etc/rsyncd.secrets
read only = no
list = yes
uid = root
gid = root
use chroot = no
pid file = /var/run/rsyncd.pid
admin@DS920:~$ sudo cat /etc/rsyncd.secrets
hyperbackup:«a»
ds218-offsite:«b»
`, V{"a": g.pw(), "b": g.an(20)}, "pid file = /var/run/rsyncd.pid", "ds218-offsite")

	g.embAdd("synology-container-manager-compose", `
admin@DS920:/volume1/docker/paperless-ngx$ cat docker-compose.yml
services:
  broker:
    image: docker.io/library/redis:7
    restart: unless-stopped
  db:
    image: docker.io/library/postgres:16
    restart: unless-stopped
    volumes:
      - /volume1/docker/paperless-ngx/pgdata:/var/lib/postgresql/data
    environment:
      POSTGRES_DB: paperless
      POSTGRES_USER: paperless
      POSTGRES_PASSWORD: «a»
  webserver:
    image: ghcr.io/paperless-ngx/paperless-ngx:2.14
    restart: unless-stopped
    ports:
      - "8010:8000"
    environment:
      USERMAP_UID: 1026
      USERMAP_GID: 100
      PAPERLESS_DBHOST: db
      PAPERLESS_DBPASS: «a»
      PAPERLESS_SECRET_KEY: «b»
      PAPERLESS_ADMIN_USER: gerrit
      PAPERLESS_ADMIN_PASSWORD: «c»
      PAPERLESS_TIME_ZONE: Europe/Berlin
`, V{"a": g.pwURL(), "b": g.s(alDjango, 50), "c": g.pw()}, "ghcr.io/paperless-ngx/paperless-ngx:2.14", "USERMAP_UID: 1026")

	g.embAdd("synology-task-scheduler-db", `
admin@DS920:~$ sudo sqlite3 /usr/syno/etc/esynoscheduler/esynoscheduler.db "select id, task_name, owner, operation from task where type='script';"
3|Notify disk health|root|#!/bin/bash
/usr/syno/bin/synodisk --smart_info_get /dev/sata1 > /tmp/smart.txt
curl -s -H "Authorization: Bearer «a»" -H "Title: DS920 SMART" -T /tmp/smart.txt https://ntfy.gerrit.dev/nas
4|Restart Plex weekly|root|/usr/syno/bin/synopkg restart PlexMediaServer
`, V{"a": "tk_" + g.s(alLowNum, 29)}, "Notify disk health", "ntfy.gerrit.dev/nas")

	g.embAdd("qnap-shadow-md5-empty-salt", `
[~] # uname -a
Linux NAS-TS453D 5.10.60-qnap #1 SMP Tue Feb 4 01:08:41 CST 2025 x86_64 GNU/Linux
[~] # cat /etc/shadow
admin:«a»:20161:0:99999:7:::
guest:!:14233:0:99999:7:::
httpdusr:!:19422:0:99999:7:::
marco:«b»:20102:0:99999:7:::
`, V{"a": "$1$$" + g.s(embCryptAl, 22), "b": "$1$$" + g.s(embCryptAl, 22)}, "NAS-TS453D", "httpdusr:!:19422")

	g.embAdd("qnap-container-station-run", `
[admin@NAS-TS453D ~]# getcfg System "Server Name"
NAS-TS453D
[admin@NAS-TS453D ~]# docker run -d --name unifi-db --restart unless-stopped \
    -v /share/Container/unifi/db:/data/db \
    -e MONGO_INITDB_ROOT_USERNAME=root \
    -e MONGO_INITDB_ROOT_PASSWORD=«a» \
    -e MONGO_USER=unifi -e MONGO_PASS=«b» -e MONGO_DBNAME=unifi \
    mongo:7.0
«_cid»
`, V{"a": g.pwURL(), "b": g.pwURL(), "_cid": g.hex(64)}, "/share/Container/unifi/db", "MONGO_DBNAME=unifi")

	g.embAdd("truenas-midclt-user-query", `
root@truenas[~]# midclt call user.query '[["username","=","replicator"]]' | jq '.[0] | {id, uid, username, unixhash, smbhash, home, shell, sshpubkey}'
{
  "id": 71,
  "uid": 3001,
  "username": "replicator",
  "unixhash": "«a»",
  "smbhash": "«b»",
  "home": "/mnt/tank/home/replicator",
  "shell": "/usr/bin/bash",
  "sshpubkey": "«_pub» replicator@backup-nas"
}
`, V{"a": g.embSHA512(), "b": g.embUpHex(32), "_pub": g.sshRSAPub()}, "/mnt/tank/home/replicator", "replicator@backup-nas")

	g.embAdd("truenas-cloudsync-credentials-b2", `
root@truenas[~]# midclt call cloudsync.credentials.query | jq
[
  {
    "id": 1,
    "name": "Backblaze B2 - offsite",
    "provider": {
      "type": "B2",
      "account": "«_kid»",
      "key": "«a»"
    }
  },
  {
    "id": 2,
    "name": "S3 - wasabi",
    "provider": {
      "type": "S3",
      "access_key_id": "«_ak»",
      "secret_access_key": "«b»",
      "endpoint": "s3.eu-central-2.wasabisys.com",
      "region": "eu-central-2"
    }
  }
]
`, V{"_kid": "005" + g.hex(22), "a": "K005" + g.s(alAlnum+"/+", 27), "_ak": g.s(alUpNum, 20), "b": g.s(alAlnum, 40)}, "Backblaze B2 - offsite", "s3.eu-central-2.wasabisys.com")

	g.embAdd("truenas-api-key-curl", `
$ export TRUENAS_HOST=truenas.home.arpa
$ curl -s -H "Authorization: Bearer «a»" "https://$TRUENAS_HOST/api/v2.0/pool" | jq '.[] | {name, status, healthy, guid}'
{
  "name": "tank",
  "status": "ONLINE",
  "healthy": true,
  "guid": "«_guid»"
}
`, V{"a": fmt.Sprintf("%d-", 1+g.r.IntN(9)) + g.an(64), "_guid": g.digits(19)}, "TRUENAS_HOST=truenas.home.arpa", "\"status\": \"ONLINE\"")

	g.embAdd("zfs-raw-key-hex", `
root@truenas[~]# zfs get -H -o property,value encryption,keyformat,keylocation,keystatus tank/secure
encryption	aes-256-gcm
keyformat	hex
keylocation	file:///root/keys/tank-secure.key
keystatus	unavailable
root@truenas[~]# cat /root/keys/tank-secure.key
«a»
root@truenas[~]# zfs load-key tank/secure && zfs mount tank/secure
`, V{"a": g.hex(64)}, "file:///root/keys/tank-secure.key", "aes-256-gcm")

	g.embAdd("unraid-myservers-cfg", `
root@Tower:~# cat /boot/config/plugins/dynamix.my.servers/myservers.cfg
[api]
version="3.11.0"
extraOrigins=""
[local]
sandbox="no"
[remote]
wanaccess="no"
wanport="0"
upnpEnabled="no"
apikey="unraid_«a»"
localApiKey="«b»"
email="tower-owner@vandijk.family"
username="vandijk"
accesstoken=""
idtoken=""
refreshtoken=""
dynamicRemoteAccessType="DISABLED"
`, V{"a": g.an(64), "b": g.hex(64)}, "tower-owner@vandijk.family", "dynamicRemoteAccessType=\"DISABLED\"")

	g.embAdd("omv-confdbadm-email-notification", `
root@omv:~# omv-confdbadm read conf.system.notification.email | jq
{
  "enable": true,
  "server": "smtp.gmail.com",
  "port": 587,
  "tls": "auto",
  "sender": "omv.kelder@gmail.com",
  "authentication": {
    "enable": true,
    "username": "omv.kelder@gmail.com",
    "password": "«a»"
  },
  "primaryemail": "pieter@vandijk.family",
  "secondaryemail": ""
}
`, V{"a": g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)}, "omv.kelder@gmail.com", "conf.system.notification.email")

	g.embAdd("synowebapi-exec-user-set", `
admin@DS920:~$ sudo synowebapi --exec api=SYNO.Core.User method=set version=1 name='"hyperbackup"' password='"«a»"'
[Line 254] Exec WebAPI:  api=SYNO.Core.User, version=1, method=set, param={"name":"hyperbackup","password":"«a»"}, runner=
{
   "data" : {
      "name" : "hyperbackup",
      "uid" : 1030
   },
   "httpd_restart" : false,
   "success" : true
}
`, V{"a": g.pwStrong()}, "\"httpd_restart\" : false", "Exec WebAPI:  api=SYNO.Core.User")
}

// ---- boot loaders, BusyBox, firmware images ----

func (g *G) embBoot() {
	g.embAdd("thingino-fw-printenv-wlan", `
root@ing-doorbell-4e21:~# fw_printenv
baudrate=115200
bootcmd=sf probe;sq probe;setenv bootargs ${bootargs} ${extras};sf read ${baseaddr} ${kern_addr} ${kern_size};bootm ${baseaddr}
bootdelay=1
ethaddr=«_eth»
gpio_default=
hostname=ing-doorbell-4e21
sensor=gc2053
soc=t31x
timezone=Europe/Vienna
wlandev=atbm6012b
wlanmac=«_wmac»
wlanpass=«a»
wlanssid=Kellerstiege-IoT

Environment size: 912/16380 bytes
`, V{"_eth": g.embMAC(), "_wmac": g.embMAC(), "a": g.embWiFi()}, "Kellerstiege-IoT", "wlandev=atbm6012b")

	g.embAdd("uboot-console-setenv-saveenv", `
U-Boot SPL 2013.07 (Jan 10 2025 - 11:21:42)
U-Boot 2013.07 (Jan 10 2025 - 11:21:42)

Board: ISVP (Ingenic XBurst T31 SoC)
DRAM:  64 MiB
Top of RAM usable for U-Boot at: 84000000
SF: Detected XM25QH128A
In:    serial
Out:   serial
Err:   serial
Hit any key to stop autoboot:  0
isvp_t31# setenv wlanssid Werkstatt
isvp_t31# setenv wlanpass «a»
isvp_t31# setenv osmem 39M@0x0
isvp_t31# saveenv
Saving Environment to SPI Flash...
SF: Detected XM25QH128A
Erasing SPI flash...Writing to SPI flash...done
isvp_t31# boot
`, V{"a": g.embWiFi()}, "Ingenic XBurst T31 SoC", "Werkstatt")

	g.embAdd("busybox-rcS-chpasswd-telnetd", `
/ # cat /etc/init.d/rcS
#!/bin/sh
mount -a
mkdir -p /dev/pts /var/run /var/log
mount -t devpts devpts /dev/pts
hostname -F /etc/hostname
ifconfig lo 127.0.0.1 up
/sbin/udhcpc -i eth0 -b -p /var/run/udhcpc.pid
echo "root:«a»" | chpasswd -m
telnetd -l /bin/login -p 23
/usr/sbin/crond -c /etc/crontabs
/opt/app/start.sh &
`, V{"a": g.pw()}, "/sbin/udhcpc -i eth0 -b -p /var/run/udhcpc.pid", "/etc/crontabs")

	g.embAdd("busybox-init-d-gateway-token", `
# cat /etc/init.d/S90gateway
#!/bin/sh
DAEMON=/usr/bin/lora-gateway-bridge
PIDFILE=/var/run/gateway.pid
ARGS="--server wss://lns.eu1.cloud.thethings.network:8887 --gateway-id «_gw» --api-key «a»"

case "$1" in
  start)
    echo -n "Starting gateway bridge: "
    start-stop-daemon -S -b -m -p $PIDFILE -x $DAEMON -- $ARGS && echo "OK"
    ;;
  stop)
    start-stop-daemon -K -p $PIDFILE && rm -f $PIDFILE
    ;;
esac
`, V{"_gw": g.embUpHex(16), "a": "NNSXS." + g.s(alUpNum, 39) + "." + g.s(alUpNum, 52)}, "lns.eu1.cloud.thethings.network:8887", "start-stop-daemon -K -p $PIDFILE")

	g.embAdd("embedded-etc-passwd-des-crypt", `
# cat /etc/passwd
root:«a»:0:0:root:/root:/bin/sh
daemon:x:1:1:daemon:/usr/sbin:/bin/false
admin:«b»:1000:1000:Linux User,,,:/home/admin:/bin/sh
nobody:x:65534:65534:nobody:/nonexistent:/bin/false
# cat /proc/version
Linux version 3.10.14__isvp_swan_1.0__ (gcc version 4.7.2 (Ingenic r2.3.3 2016.12) ) #1 PREEMPT Tue Jun 25 14:01:22 CST 2019
`, V{"a": g.s(embCryptAl, 13), "b": g.s(embCryptAl, 13)}, "Ingenic r2.3.3 2016.12", "/nonexistent:/bin/false")

	g.embAdd("binwalk-extracted-firmware-secrets", `
$ binwalk -e CAM-X2_V5.4.1_250112.bin

DECIMAL       HEXADECIMAL     DESCRIPTION
--------------------------------------------------------------------------------
0             0x0             uImage header, header size: 64 bytes, header CRC: «_crc», created: 2025-01-12 03:11:50, image size: 1843200 bytes, Data Address: 0x80010000, Entry Point: 0x803ECE00, data CRC: «_dcrc», OS: Linux, CPU: MIPS, image type: OS Kernel Image, compression type: lzma, image name: "Linux-3.10.14"
1966080       0x1E0000        Squashfs filesystem, little endian, version 4.0, compression:xz, size: 4194814 bytes, 412 inodes, blocksize: 131072 bytes, created: 2025-01-12 03:12:04

$ cd _CAM-X2_V5.4.1_250112.bin.extracted && cat squashfs-root/etc/shadow
root:«a»:18000:0:99999:7:::
$ grep -rn "mqtt" squashfs-root/etc/app.conf
14:mqtt_host=iot-eu.camx2cloud.example
15:mqtt_user=device
16:mqtt_pass=«b»
`, V{"_crc": "0x" + g.embUpHex(8), "_dcrc": "0x" + g.embUpHex(8), "a": g.embMD5(), "b": g.an(16)}, "iot-eu.camx2cloud.example", "Squashfs filesystem, little endian, version 4.0")

	g.embAdd("firmware-strings-hardcoded-keys", `
$ strings -n 10 squashfs-root/usr/bin/cloudd | grep -iE 'key|secret|token' | head
/etc/ssl/private/device.key
ssl_key_path
cloud_secret_key=%s
X-Api-Key: «a»
aes_key=«b»
get_token_failed, retry in %d s
AWS_IOT_ENDPOINT=a1b2c3-ats.iot.eu-west-1.amazonaws.com
`, V{"a": g.an(32), "b": g.hex(32)}, "/etc/ssl/private/device.key", "get_token_failed, retry in %d s")

	g.embAdd("buildroot-config-root-passwd", `
$ grep -E 'BR2_TARGET_GENERIC_(HOSTNAME|ISSUE|ROOT_PASSWD|GETTY)|BR2_PACKAGE_DROPBEAR' output/.config
BR2_TARGET_GENERIC_HOSTNAME="sensorhub"
BR2_TARGET_GENERIC_ISSUE="Welcome to SensorHub"
BR2_TARGET_GENERIC_ROOT_PASSWD="«a»"
BR2_TARGET_GENERIC_GETTY_PORT="ttyS0"
BR2_TARGET_GENERIC_GETTY_BAUDRATE_115200=y
BR2_PACKAGE_DROPBEAR=y
BR2_PACKAGE_DROPBEAR_CLIENT=y
`, V{"a": g.pw()}, "Welcome to SensorHub", "BR2_TARGET_GENERIC_GETTY_PORT=\"ttyS0\"")

	g.embAdd("yocto-local-conf-extrausers", `
# conf/local.conf (tail)
MACHINE ?= "imx8mp-gateway"
DISTRO ?= "fsl-imx-wayland"
INHERIT += "extrausers"
EXTRA_USERS_PARAMS = "\
    usermod -p '«a»' root; \
    useradd -p '«b»' -G sudo,dialout field; \
"
# mender
MENDER_ARTIFACT_NAME = "release-2025.03.1"
MENDER_SERVER_URL = "https://hosted.mender.io"
MENDER_TENANT_TOKEN = "«c»"
`, V{"a": g.embSHA512(), "b": g.embSHA512(), "c": g.jwt("RS256", `{"mender.tenant":"`+g.hex(24)+`","iss":"Mender","sub":"`+g.hex(24)+`"}`)}, "imx8mp-gateway", "release-2025.03.1")

	g.embAdd("rpi-imager-firstrun-sh", `
$ sed -n '1,40p' /boot/firmware/firstrun.sh
#!/bin/bash

set +e

CURRENT_HOSTNAME=$(cat /etc/hostname | tr -d " \t\n\r")
if [ -f /usr/lib/raspberrypi-sys-mods/imager_custom ]; then
   /usr/lib/raspberrypi-sys-mods/imager_custom set_hostname octopi-garage
else
   echo octopi-garage >/etc/hostname
fi
FIRSTUSER=$(getent passwd 1000 | cut -d: -f1)
if [ -f /usr/lib/userconf-pi/userconf ]; then
   /usr/lib/userconf-pi/userconf 'maker' '«a»'
else
   echo "$FIRSTUSER:"'«a»' | chpasswd -e
fi
if [ -f /usr/lib/raspberrypi-sys-mods/imager_custom ]; then
   /usr/lib/raspberrypi-sys-mods/imager_custom set_wlan 'Garage-WLAN' '«b»' 'DE'
else
cat >/etc/wpa_supplicant/wpa_supplicant.conf <<'WPAEOF'
country=DE
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
ap_scan=1

update_config=1
network={
	ssid="Garage-WLAN"
	psk=«b»
}

WPAEOF
`, V{"a": g.embSHA512(), "b": g.hex(64)}, "octopi-garage", "Garage-WLAN")

	g.embAdd("swupdate-aes-key-file", `
root@gateway:~# cat /etc/swupdate/swupdate.cfg
globals :
{
	verbose = true;
	loglevel = 5;
	public-key-file = "/etc/swupdate/public.pem";
	aes-key-file = "/etc/swupdate/aes.key";
};
root@gateway:~# cat /etc/swupdate/aes.key
«a» «=iv»
`, V{"a": g.hex(64), "=iv": g.hex(32)}, "/etc/swupdate/public.pem", "loglevel = 5;")

	g.embAdd("esp32-nvs-dump-wifi", `
$ python $IDF_PATH/components/nvs_flash/nvs_partition_tool/nvs_tool.py --dump minimal --format text nvs.bin
Page no. 0, Status: Full, Version: 2, CRC32: «_crc1»
 00: nvs.net80211 (namespace, idx 1)
 01: sta.ssid [blob 36B] = "\x0c\x00\x00\x00Lab-Sensors\x00..."
 03: sta.pswd [blob 65B] = "«a»\x00..."
 07: sta.authmode [u8] = 3
 08: sta.chan [u8] = 6
Page no. 1, Status: Active, Version: 2, CRC32: «_crc2»
 00: app (namespace, idx 2)
 01: mqtt_uri [str 48B] = "mqtts://sensor-17:«b»@mqtt.labnet.io:8883"
 03: boot_count [u32] = 214
`, V{"_crc1": g.hex(8), "a": g.embWiFi(), "_crc2": g.hex(8), "b": g.an(18)}, "nvs.net80211 (namespace, idx 1)", "mqtt.labnet.io:8883")
}

// ---- cable and DSL modems, ONTs, TR-069 ----

func (g *G) embModems() {
	g.embAdd("docsis-config-decoded-and-shared-secret", `
$ docsis -d cm-gold-500.cfg
Main
{
	NetworkAccess 1;
	GlobalPrivacyEnable 1;
	MaxCPE 4;
	UsServiceFlow
	{
		UsServiceFlowRef 1;
		QosParamSetType 7;
		MaxRateSustained 50000000;
	}
	DsServiceFlow
	{
		DsServiceFlowRef 2;
		QosParamSetType 7;
		MaxRateSustained 500000000;
	}
	SnmpMibObject docsDevNmAccessIp.1 IPAddress 10.240.0.10 ;
	SnmpMibObject docsDevNmAccessIpMask.1 IPAddress 255.255.255.0 ;
	SnmpMibObject docsDevNmAccessCommunity.1 String "«a»" ;
	SnmpMibObject docsDevNmAccessControl.1 Integer 3; /* readWrite */
	SnmpMibObject docsDevNmAccessStatus.1 Integer 4; /* createAndGo */
	MfgCVCData 0x«_cvc» ;
	/* CmMic «_cmmic» */
	/* CmtsMic «_cmtsmic» */
	/*EndOfDataMkr*/
}
$ cat cmts-shared.key
«b»
$ docsis -e cm-gold-500.txt cmts-shared.key cm-gold-500.cfg
Final content of config file cm-gold-500.cfg
`, V{"a": g.embComm(), "_cvc": g.hex(120), "_cmmic": g.hex(32), "_cmtsmic": g.hex(32), "b": g.an(16)}, "docsDevNmAccessIpMask.1", "cm-gold-500.cfg")

	g.embAdd("huawei-ont-hw-ctree-decrypted", `
$ ./aescrypt2 1 hw_ctree.xml hw_ctree.xml.gz && gunzip -f hw_ctree.xml.gz
$ grep -oE '<(X_HW_WebUserInfoInstance|WANPPPConnectionInstance|PreSharedKeyInstance)[^>]*>' hw_ctree.xml
<X_HW_WebUserInfoInstance InstanceID="1" ModifyPasswordFlag="1" UserName="root" Password="«a»" UserLevel="1" Enable="1" Alias="cpe-1" Salt="«_s1»" PassMode="3"/>
<X_HW_WebUserInfoInstance InstanceID="2" ModifyPasswordFlag="0" UserName="telecomadmin" Password="«b»" UserLevel="0" Enable="1" Alias="cpe-2" Salt="«_s2»" PassMode="3"/>
<WANPPPConnectionInstance InstanceID="1" Enable="1" ConnectionType="IP_Routed" Name="2_INTERNET_R_VID_10" NATEnabled="1" Username="«=u»@fibra.example" Password="«c»" X_HW_VLAN="10" X_HW_PRI="0">
<PreSharedKeyInstance InstanceID="1" PreSharedKey="«d»"/>
`, V{"a": g.hex(64), "_s1": g.hex(24), "b": g.hex(64), "_s2": g.hex(24), "=u": g.digits(9), "c": "$2" + g.s(alB64+"!&'()*,-.:;<=>?@[]^_{|}~", 40) + "$", "d": "$2" + g.s(alB64+"!&'()*,-.:;<=>?@[]^_{|}~", 48) + "$"}, "2_INTERNET_R_VID_10", "X_HW_WebUserInfoInstance")

	g.embAdd("zte-config-utility-decoded", `
$ python3 examples/decode.py --serial «_sn» config.bin config.xml
Detected payload type 4
Trying serial-derived key...
Successfully decoded!
$ grep -A8 '<Tbl name="DevAuthInfo"' config.xml
<Tbl name="DevAuthInfo" RowCount="2">
<Row No="0">
<DM name="ViewName" val="IGD.AU1"/>
<DM name="Enable" val="1"/>
<DM name="User" val="admin"/>
<DM name="Pass" val="«a»"/>
<DM name="Level" val="1"/>
<DM name="Extra" val=""/>
</Row>
`, V{"_sn": "ZTEG" + g.embUpHex(8), "a": g.pwURL()}, "Detected payload type 4", "IGD.AU1")

	g.embAdd("technicolor-user-ini", `
[ ppp.ini ]
ifdetach intf=Internet
ifconfig intf=Internet dest=ethoa_0_35 user="«=u»@adsl.example" password="«a»" status=enabled demanddial=disabled
ifattach intf=Internet

[ mlpuser.ini ]
config save=disabled
add name=Administrator password=_CYP_«b» role=Administrator hash2=«c» descr="Administrator" defuser=enabled
add name=tech password=_CYP_«d» role=TechnicalSupport hash2=«e»
config save=enabled
`, V{"=u": g.s(alLowNum, 9), "a": g.an(10), "b": g.embUpHex(32), "c": g.hex(32), "d": g.embUpHex(32), "e": g.hex(32)}, "ethoa_0_35", "role=TechnicalSupport")

	g.embAdd("fritzbox-export-decrypt", `
$ head -6 FRITZ.Box_7590-2025-03-14_0902.export
**** FRITZ!Box 7590 CONFIGURATION EXPORT
Password=«a»
FirmwareVersion=154.07.57
CONFIG_INSTALL_TYPE=ath_dwpa3_16MB_xilinx_4geth_2ab_isdn_nt_te_pots_wlan_usb_host_dect_66161
OEM=avm
Country=049
$ python3 fritzconfig.py decrypt --export-password '«b»' FRITZ.Box_7590-2025-03-14_0902.export | grep -E 'username|passwd|key_value|ssid'
            username = "«=u»@t-online.de";
            passwd = "«c»";
                ssid = "FRITZ!Box 7590 QX";
                key_value = "«d»";
                ssid = "FRITZ!Box Gastzugang";
                key_value = "«e»";
`, V{"a": "$$$$" + g.s(alUpNum, 60), "b": g.pw(), "=u": g.s(alDigit, 24) + "0001", "c": g.digits(8), "d": g.s(alDigit, 20), "e": g.embWiFi()}, "FirmwareVersion=154.07.57", "FRITZ!Box Gastzugang")

	g.embAdd("genieacs-device-managementserver", `
$ curl -s 'http://acs.kabelnet.lan:7557/devices/?query=%7B%22_id%22%3A%22«_id»%22%7D&projection=InternetGatewayDevice.ManagementServer' | jq '.[0].InternetGatewayDevice.ManagementServer | {URL, Username, Password, ConnectionRequestUsername, ConnectionRequestPassword}'
{
  "URL": {
    "_value": "http://acs.kabelnet.lan:7547/",
    "_type": "xsd:string",
    "_writable": true
  },
  "Username": {
    "_value": "cpe-«_sn»",
    "_writable": true
  },
  "Password": {
    "_value": "«a»",
    "_writable": true
  },
  "ConnectionRequestUsername": {
    "_value": "acs",
    "_writable": true
  },
  "ConnectionRequestPassword": {
    "_value": "«b»",
    "_writable": true
  }
}
`, V{"_id": "00259E-HG8245H-" + g.embUpHex(16), "_sn": g.embUpHex(16), "a": g.an(16), "b": g.an(12)}, "acs.kabelnet.lan:7547", "ConnectionRequestUsername")

	g.embAdd("easycwmp-uci-config", `
root@cpe:~# cat /etc/config/easycwmp
config local
	option interface 'wan'
	option port '7547'
	option ubus_socket '/var/run/ubus/ubus.sock'
	option date_format '%FT%T%z'
	option username 'easycwmp'
	option password '«a»'
	option provisioning_code ''
	option authentication 'Digest'

config acs
	option url 'https://acs.kabelnet.example:7548/'
	option username 'cpe-gw'
	option password '«b»'
	option parameter_key ''
	option periodic_enable '1'
	option periodic_interval '86400'
`, V{"a": g.an(14), "b": g.pwURL()}, "acs.kabelnet.example:7548", "option periodic_interval '86400'")

	g.embAdd("zyxel-usg-flex-show-running", `
Router> enable
Router# show running-config | match "username|pre-shared-key|snmp-server"
username admin encrypted-password $4$«a»$ user-type admin
username vpn-ana encrypted-password $4$«b»$ user-type user
 pre-shared-key $4$«c»$
snmp-server community «d» ro
`, V{"a": g.s(alAlnum+"/+", 40), "b": g.s(alAlnum+"/+", 40), "c": g.s(alAlnum+"/+", 48), "d": g.embComm()}, "user-type admin", "vpn-ana")

	g.embAdd("sagemcom-api-python", `
import asyncio
from sagemcom_api.client import SagemcomClient
from sagemcom_api.enums import EncryptionMethod

HOST = "192.168.1.254"
USERNAME = "admin"
PASSWORD = "«a»"

async def main():
    async with SagemcomClient(HOST, USERNAME, PASSWORD, EncryptionMethod.SHA512) as client:
        await client.login()
        info = await client.get_device_info()
        print(info.id, info.model_name, info.software_version)
        for d in await client.get_hosts(only_active=True):
            print(d.name, d.ip_address, d.phys_address)

asyncio.run(main())
`, V{"a": g.pw()}, "EncryptionMethod.SHA512", "client.get_hosts(only_active=True)")
}

// ---- smart home and maker devices ----

func (g *G) embIoT() {
	g.embAdd("tasmota-console-backlog", `
12:01:33.114 CMD: Backlog SSID1 Vogelnest-IoT; Password1 «a»; MqttHost 192.168.10.5; MqttUser tasmota; MqttPassword «b»; Topic plug_desk
12:01:33.121 RSL: RESULT = {"SSId1":"Vogelnest-IoT"}
12:01:33.372 RSL: RESULT = {"Password1":"****"}
12:01:33.622 RSL: RESULT = {"MqttHost":"192.168.10.5"}
12:01:33.871 RSL: RESULT = {"MqttUser":"tasmota"}
12:01:34.121 RSL: RESULT = {"MqttPassword":"****"}
12:01:34.372 RSL: RESULT = {"Topic":"plug_desk"}
12:01:35.006 APP: Restarting
`, V{"a": g.embWiFi(), "b": g.pwURL()}, "Vogelnest-IoT", `{"MqttPassword":"****"}`)

	g.embAdd("tasmota-decode-config-json", `
$ decode-config.py -s 192.168.10.41 -p «a» --output-format json --json-indent 2 | jq '{friendlyname, hostname, sta_ssid, sta_pwd, mqtt_host, mqtt_user, mqtt_pwd, web_password}'
{
  "friendlyname": ["Schreibtisch", "", "", "", "", "", "", ""],
  "hostname": "plug-desk-%04d",
  "sta_ssid": ["Vogelnest-IoT", ""],
  "sta_pwd": ["«b»", ""],
  "mqtt_host": "192.168.10.5",
  "mqtt_user": "tasmota",
  "mqtt_pwd": "«c»",
  "web_password": "«a»"
}
`, V{"a": g.pwURL(), "b": g.embWiFi(), "c": g.pwURL()}, "plug-desk-%04d", "Schreibtisch")

	g.embAdd("esphome-device-yaml-keys", `
esphome:
  name: living-room-climate
  friendly_name: Living room climate

esp32:
  board: esp32-c3-devkitm-1
  framework:
    type: esp-idf

logger:

api:
  encryption:
    key: "«a»"

ota:
  - platform: esphome
    password: "«b»"

wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
  ap:
    ssid: "Living-Room-Climate"
    password: "«c»"

captive_portal:

sensor:
  - platform: scd4x
    co2:
      name: "CO2"
`, V{"a": g.b64(32), "b": g.hex(32), "c": g.an(12)}, "esp32-c3-devkitm-1", "!secret wifi_password")

	g.embAdd("esphome-secrets-yaml", `
$ cat config/esphome/secrets.yaml
# Your Wi-Fi SSID and password
wifi_ssid: "Vogelnest"
wifi_password: "«a»"
fallback_ap_password: "«b»"
mqtt_broker: "192.168.10.5"
mqtt_username: "esphome"
mqtt_password: "«c»"
garage_api_key: "«d»"
`, V{"a": g.embWiFi(), "b": g.an(12), "c": g.pwURL(), "d": g.b64(32)}, "mqtt_username: \"esphome\"", "config/esphome/secrets.yaml")

	g.embAdd("wled-wsec-json", `
$ curl -s http://wled-kitchen.local/edit?download=wsec.json
{"nw":{"ins":[{"psk":"«a»"}]},"ap":{"psk":"«b»"},"if":{"mqtt":{"psk":"«c»"},"hue":{"key":""}},"ota":{"lock":true,"lock-wifi":false,"pwd":"«d»","aota":true}}
`, V{"a": g.embWiFi(), "b": g.an(10), "c": g.pwURL(), "d": g.pwURL()}, "wled-kitchen.local", `"lock-wifi":false`)

	g.embAdd("shelly-gen2-rpc-wifi-auth", `
$ curl -s -X POST -d '{"id":1,"method":"WiFi.SetConfig","params":{"config":{"sta":{"ssid":"Vogelnest-IoT","pass":"«a»","enable":true}}}}' http://192.168.33.1/rpc
{"id":1,"src":"shellyplus1pm-«_mac»","result":{"restart_required":true}}
$ curl -s -X POST -d '{"id":2,"method":"Shelly.SetAuth","params":{"user":"admin","realm":"shellyplus1pm-«_mac»","ha1":"«b»"}}' http://192.168.10.63/rpc
{"id":2,"src":"shellyplus1pm-«_mac»","result":null}
`, V{"a": g.embWiFi(), "_mac": g.hex(12), "b": g.hex(64)}, "\"restart_required\":true", "Shelly.SetAuth")

	var nk, ep []string
	for i := 0; i < 16; i++ {
		nk = append(nk, fmt.Sprint(g.r.IntN(256)))
	}
	for i := 0; i < 8; i++ {
		ep = append(ep, fmt.Sprint(g.r.IntN(256)))
	}
	g.embAdd("zigbee2mqtt-configuration-yaml", `
homeassistant:
  enabled: true
mqtt:
  base_topic: zigbee2mqtt
  server: mqtt://192.168.10.5:1883
  user: z2m
  password: «a»
serial:
  port: /dev/serial/by-id/usb-Itead_Sonoff_Zigbee_3.0_USB_Dongle_Plus_V2_«_usb»-if00-port0
  adapter: ember
advanced:
  network_key: [«b»]
  pan_id: «_pan»
  ext_pan_id: [«_ext»]
  channel: 20
  log_level: info
frontend:
  enabled: true
  port: 8080
  auth_token: «c»
version: 4
`, V{"a": g.pwURL(), "_usb": g.hex(32), "b": strings.Join(nk, ", "), "_pan": fmt.Sprint(1000 + g.r.IntN(60000)), "_ext": strings.Join(ep, ", "), "c": g.an(24)}, "Itead_Sonoff_Zigbee_3.0_USB_Dongle_Plus_V2", "base_topic: zigbee2mqtt")

	g.embAdd("tinytuya-devices-json", `
$ cat devices.json
[
  {
    "name": "Desk lamp",
    "id": "«_id1»",
    "key": "«a»",
    "mac": "«_m1»",
    "uuid": "«_u1»",
    "category": "dj",
    "product_name": "Smart Bulb RGBCW",
    "ip": "192.168.10.71",
    "version": "3.3"
  },
  {
    "name": "Heater plug",
    "id": "«_id2»",
    "key": "«b»",
    "mac": "«_m2»",
    "category": "cz",
    "product_name": "Smart Plug 16A",
    "ip": "192.168.10.72",
    "version": "3.4"
  }
]
$ cat tinytuya.json
{
    "apiKey": "«=ak»",
    "apiSecret": "«c»",
    "apiRegion": "eu",
    "apiDeviceID": "«_id1»"
}
`, V{"_id1": "bf" + g.s(alLowNum, 20), "a": g.s(alAlnum+"!#$%&()*+,-./:;<=>?@[]^_{|}~", 16), "_m1": g.embMAC(), "_u1": g.hex(16), "_id2": "bf" + g.s(alLowNum, 20), "b": g.s(alAlnum+"!#$%&()*+,-./:;<=>?@[]^_{|}~", 16), "_m2": g.embMAC(), "=ak": g.s(alLowNum, 20), "c": g.hex(32)}, "Smart Plug 16A", "\"apiRegion\": \"eu\"")

	g.embAdd("homebridge-config-ring", `
{
    "bridge": {
        "name": "Homebridge 5A1C",
        "username": "0E:5A:1C:42:77:9B",
        "port": 51826,
        "pin": "«=pin»"
    },
    "platforms": [
        {
            "name": "Config",
            "port": 8581,
            "platform": "config"
        },
        {
            "refreshToken": "«a»",
            "hideLightGroups": true,
            "platform": "Ring"
        }
    ]
}
`, V{"=pin": fmt.Sprintf("%03d-%02d-%03d", g.r.IntN(1000), g.r.IntN(100), g.r.IntN(1000)), "a": "eyJ" + g.b64u(420)}, "Homebridge 5A1C", "\"hideLightGroups\": true")

	g.embAdd("arduino-secrets-h", `
// arduino_secrets.h  (listed in .gitignore? no - it is tracked)
#define SECRET_SSID "Werkstatt"
#define SECRET_PASS "«a»"
#define SECRET_MQTT_USER "weather-station"
#define SECRET_MQTT_PASS "«b»"
#define SECRET_OWM_KEY "«c»"
`, V{"a": g.embWiFi(), "b": g.pwURL(), "c": g.hex(32)}, "weather-station", "#define SECRET_SSID \"Werkstatt\"")

	g.embAdd("esp-idf-sdkconfig-grep", `
$ grep -E 'WIFI|BROKER|OTA_URL' sdkconfig
CONFIG_EXAMPLE_WIFI_SSID="Labnet-2G"
CONFIG_EXAMPLE_WIFI_PASSWORD="«a»"
CONFIG_EXAMPLE_WIFI_CONN_MAX_RETRY=6
CONFIG_BROKER_URL="mqtts://sensor-fw:«b»@mqtt.labnet.io:8883"
CONFIG_EXAMPLE_FIRMWARE_UPGRADE_URL="https://ota.labnet.io/sensor/firmware.bin"
CONFIG_ESP_WIFI_STATIC_RX_BUFFER_NUM=10
`, V{"a": g.embWiFi(), "b": g.an(20)}, "https://ota.labnet.io/sensor/firmware.bin", "CONFIG_EXAMPLE_WIFI_CONN_MAX_RETRY=6")

	g.embAdd("mosquitto-pub-tasmota-command", `
$ mosquitto_pub -h 192.168.10.5 -u dashboard -P '«a»' -t cmnd/plug_desk/Power -m TOGGLE
$ mosquitto_sub -h 192.168.10.5 -u dashboard -P '«a»' -t 'stat/plug_desk/#' -v -C 1
stat/plug_desk/RESULT {"POWER":"ON"}
`, V{"a": g.pw()}, "cmnd/plug_desk/Power", "stat/plug_desk/RESULT")

	nkey := g.hex(32)
	g.embAdd("openthread-dataset-networkkey", `
$ sudo ot-ctl dataset active -x
0e080000000000010000000300000f35060004001fffe00208«_xp»0708«_mp»0510«a»030f4f70656e5468726561642d31373834010217840410«b»0c0402a0f7f8
Done
$ sudo ot-ctl networkkey
«a»
Done
$ sudo ot-ctl extpanid
«_xp»
Done
`, V{"_xp": g.hex(16), "_mp": "fd" + g.hex(14), "a": nkey, "b": g.hex(32)}, "0c0402a0f7f8", "ot-ctl extpanid")

	g.embAdd("home-assistant-secrets-for-devices", `
# /config/secrets.yaml
ecovacs_password: «a»
fritzbox_password: «b»
ups_nut_password: «c»
octoprint_api_key: «d»
latitude_home: 52.0907
longitude_home: 5.1214
`, V{"a": g.pw(), "b": g.pw(), "c": g.an(16), "d": g.embUpHex(32)}, "latitude_home: 52.0907", "/config/secrets.yaml")

	g.embAdd("ble-lock-nuki-bridge-api", `
$ curl -s "http://192.168.10.80:8080/list?token=«a»" | jq '.[0] | {nukiId, name, lastKnownState: .lastKnownState.stateName}'
{
  "nukiId": «_nid»,
  "name": "Voordeur",
  "lastKnownState": "locked"
}
$ curl -s "http://192.168.10.80:8080/info?token=«a»" | jq -r '.versions.firmwareVersion'
3.9.2
`, V{"a": g.an(6) + g.an(2), "_nid": g.digits(9)}, "\"name\": \"Voordeur\"", "firmwareVersion")

	g.embAdd("zwave-js-ui-security-keys", `
$ jq '.zwave | {port, securityKeys, securityKeysLongRange}' /opt/zwave-js-ui/store/settings.json
{
  "port": "/dev/serial/by-id/usb-Zooz_800_Z-Wave_Stick_«_usb»-if00",
  "securityKeys": {
    "S2_Unauthenticated": "«a»",
    "S2_Authenticated": "«b»",
    "S2_AccessControl": "«c»",
    "S0_Legacy": "«d»"
  },
  "securityKeysLongRange": {
    "S2_Authenticated": "«e»",
    "S2_AccessControl": "«f»"
  }
}
`, V{"_usb": g.embUpHex(32), "a": g.embUpHex(32), "b": g.embUpHex(32), "c": g.embUpHex(32), "d": g.embUpHex(32), "e": g.embUpHex(32), "f": g.embUpHex(32)}, "Zooz_800_Z-Wave_Stick", "securityKeysLongRange")

	hexBytes := func(n int) string {
		var p []string
		for i := 0; i < n; i++ {
			p = append(p, "0x"+g.embUpHex(2))
		}
		return strings.Join(p, ", ")
	}
	g.embAdd("lmic-ttn-otaa-keys", `
// This EUI must be in little-endian format (lsb). For TTN issued EUIs the last bytes should be 0xD5, 0xB3, 0x70.
static const u1_t PROGMEM APPEUI[8] = { «_app» };
void os_getArtEui (u1_t* buf) { memcpy_P(buf, APPEUI, 8);}

// This should also be in little endian format, see above.
static const u1_t PROGMEM DEVEUI[8] = { «_dev» };
void os_getDevEui (u1_t* buf) { memcpy_P(buf, DEVEUI, 8);}

// This key should be in big endian format (msb). The key can be copied as-is from the TTN console.
static const u1_t PROGMEM APPKEY[16] = { «a» };
void os_getDevKey (u1_t* buf) {  memcpy_P(buf, APPKEY, 16);}
`, V{"_app": hexBytes(8), "_dev": hexBytes(8), "a": hexBytes(16)}, "os_getArtEui", "memcpy_P(buf, DEVEUI, 8)")

	mPriv, mPub := g.wireguard()
	g.embAdd("meshtastic-export-config", `
$ meshtastic --port /dev/ttyACM0 --export-config
Connected to radio
# start of Meshtastic configure yaml
channel_url: https://meshtastic.org/e/#«a»
owner: Femke Base
owner_short: FMKB
config:
  bluetooth:
    enabled: true
    mode: FIXED_PIN
  lora:
    region: EU_868
    modemPreset: LONG_FAST
    hopLimit: 3
  network:
    wifiEnabled: true
    wifiSsid: Zolder
    wifiPsk: «b»
  security:
    privateKey: base64:«c»
    publicKey: base64:«_pub»
`, V{"a": "Cg" + g.b64u(58), "b": g.embWiFi(), "c": mPriv, "_pub": mPub}, "modemPreset: LONG_FAST", "owner_short: FMKB")
}

// ---- 3D printers ----

func (g *G) embPrinters() {
	g.embAdd("octoprint-config-yaml", `
pi@octopi:~ $ cat ~/.octoprint/config.yaml
accessControl:
  salt: «a»
api:
  key: «b»
plugins:
  announcements:
    _config_version: 1
  discovery:
    upnpUuid: «_uuid»
  obico:
    auth_token: «c»
    endpoint_prefix: https://app.obico.io
  softwareupdate:
    _config_version: 9
printerProfiles:
  default: _default
serial:
  port: /dev/ttyACM0
  baudrate: 115200
server:
  firstRun: false
  onlineCheck:
    enabled: true
  secretKey: «d»
  seenWizards:
    corewizard: 4
webcam:
  stream: /webcam/?action=stream
`, V{"a": g.an(32), "b": g.embUpHex(32), "_uuid": g.uuid(), "c": g.hex(32), "d": g.an(32)}, "https://app.obico.io", "/webcam/?action=stream")

	g.embAdd("octoprint-users-yaml", `
pi@octopi:~ $ cat ~/.octoprint/users.yaml
maker:
  active: true
  apikey: «a»
  groups:
  - users
  - admins
  password: «b»
  permissions: []
  roles:
  - user
  - admin
  settings: {}
`, V{"a": g.embUpHex(32), "b": g.hex(128)}, "- admins", "permissions: []")

	g.embAdd("octoprint-api-job-curl", `
$ curl -s -H "X-Api-Key: «a»" http://octopi.local/api/job | jq '{state, file: .job.file.name, completion: .progress.completion}'
{
  "state": "Printing",
  "file": "benchy_0.2mm_PETG_MK4_42m.gcode",
  "completion": 37.418
}
`, V{"a": g.embUpHex(32)}, "benchy_0.2mm_PETG_MK4_42m.gcode", "octopi.local/api/job")

	g.embAdd("moonraker-secrets-and-power", `
pi@voron:~ $ cat ~/printer_data/moonraker.secrets
[mqtt_credentials]
username: moonraker
password: «a»

[tasmota_plug]
password: «b»
pi@voron:~ $ grep -A6 '^\[power printer\]' ~/printer_data/config/moonraker.conf
[power printer]
type: tasmota
address: 192.168.10.44
password: {secrets.tasmota_plug.password}
off_when_shutdown: True
locked_while_printing: True
restart_klipper_when_powered: True
`, V{"a": g.pwURL(), "b": g.pwURL()}, "{secrets.tasmota_plug.password}", "locked_while_printing: True")

	g.embAdd("moonraker-notifier-telegram", `
[notifier print_end]
url: tgram://«a»/«_chat»
events: complete, error
body: "{event_args[1].filename} finished with state {event_args[1].state}"
attach: http://localhost/webcam/?action=snapshot
`, V{"a": g.telegram(), "_chat": g.digits(9)}, "event_args[1].filename", "events: complete, error")

	g.embAdd("moonraker-obico-cfg", `
pi@voron:~ $ cat ~/printer_data/config/moonraker-obico.cfg
[server]
url = https://app.obico.io
auth_token = «a»

[moonraker]
host = 127.0.0.1
port = 7125
api_key = «b»

[webcam]
disable_video_streaming = False

[logging]
path = /home/pi/printer_data/logs/moonraker-obico.log
`, V{"a": g.hex(32), "b": g.hex(32)}, "/home/pi/printer_data/logs/moonraker-obico.log", "disable_video_streaming = False")

	g.embAdd("bambu-lan-mqtt-access-code", `
$ mosquitto_sub -h 192.168.10.77 -p 8883 --insecure --cafile /dev/null -u bblp -P «a» -t "device/«_sn»/report" -C 1 | jq '.print | {gcode_state, mc_percent, nozzle_temper, subtask_name}'
{
  "gcode_state": "RUNNING",
  "mc_percent": 64,
  "nozzle_temper": 219.8,
  "subtask_name": "filament_spool_holder"
}
`, V{"a": g.s(alDigit, 8), "_sn": "01P00A" + g.s(alUpNum, 9)}, "filament_spool_holder", "gcode_state")

	g.embAdd("prusalink-printer-settings-ini", `
$ cat /boot/prusa_printer_settings.ini
[printer]
type = MK3S

[network]
hostname = prusa-mk3s-garage

[service::local]
enable = 1
username = maker
password = «a»
api_key = «b»

[service::connect]
hostname = connect.prusa3d.com
tls = True
port = 0
token = «c»
`, V{"a": g.an(10), "b": g.an(16), "c": g.an(20)}, "prusa-mk3s-garage", "connect.prusa3d.com")

	g.embAdd("octoprint-cli-user-password", `
pi@octopi:~ $ ~/oprint/bin/octoprint user list
maker (active, admin)
viewer (active)
pi@octopi:~ $ ~/oprint/bin/octoprint user password --password «a» viewer
Password for user viewer changed
pi@octopi:~ $ sudo service octoprint restart
`, V{"a": g.pwURL()}, "maker (active, admin)", "Password for user viewer changed")
}

// ---- IP cameras and NVR software ----

func (g *G) embCameras() {
	g.embAdd("hikvision-isapi-deviceinfo-digest", `
$ curl -s --digest -u admin:«a» http://10.0.30.21/ISAPI/System/deviceInfo
<?xml version="1.0" encoding="UTF-8"?>
<DeviceInfo version="2.0" xmlns="http://www.hikvision.com/ver20/XMLSchema">
<deviceName>Einfahrt</deviceName>
<deviceID>«_did»</deviceID>
<model>DS-2CD2386G2-IU</model>
<serialNumber>DS-2CD2386G2-IU20230817AAWR«_sn»</serialNumber>
<macAddress>«_mac»</macAddress>
<firmwareVersion>V5.7.15</firmwareVersion>
<firmwareReleasedDate>build 230630</firmwareReleasedDate>
<deviceType>IPCamera</deviceType>
</DeviceInfo>
`, V{"a": g.pwURL(), "_did": g.uuid(), "_sn": g.s(alUpNum, 9), "_mac": g.embMAC()}, "DS-2CD2386G2-IU", "build 230630")

	g.embAdd("hikvision-isapi-put-user", `
$ curl -s --digest -u admin:«a» -X PUT http://10.0.30.21/ISAPI/Security/users/2 -H 'Content-Type: application/xml' -d '<User><id>2</id><userName>frigate</userName><password>«b»</password><userLevel>Viewer</userLevel></User>'
<?xml version="1.0" encoding="UTF-8"?>
<ResponseStatus version="2.0" xmlns="http://www.hikvision.com/ver20/XMLSchema">
<requestURL>/ISAPI/Security/users/2</requestURL>
<statusCode>1</statusCode>
<statusString>OK</statusString>
<subStatusCode>ok</subStatusCode>
</ResponseStatus>
`, V{"a": g.pwURL(), "b": g.pwURL()}, "<userLevel>Viewer</userLevel>", "<statusString>OK</statusString>")

	g.embAdd("dahua-configmanager-email", `
$ curl -s --digest -u admin:«a» 'http://10.0.30.40/cgi-bin/configManager.cgi?action=getConfig&name=Email'
table.Email.Address=smtp.gmail.com
table.Email.Anonymous=false
table.Email.AttachEnable=true
table.Email.Authentication=true
table.Email.Enable=true
table.Email.Password=«b»
table.Email.Port=465
table.Email.Receivers[0]=security@hofstede.nl
table.Email.SendAddress=nvr.hofstede@gmail.com
table.Email.SslEnable=true
table.Email.Title=NVR Alarm
table.Email.UserName=nvr.hofstede@gmail.com
`, V{"a": g.pwURL(), "b": g.s(alLower, 16)}, "security@hofstede.nl", "table.Email.Title=NVR Alarm")

	g.embAdd("rtsp-ffprobe-dahua", `
$ ffprobe -v error -rtsp_transport tcp -show_entries stream=codec_name,width,height,r_frame_rate -of compact "rtsp://admin:«a»@10.0.30.41:554/cam/realmonitor?channel=1&subtype=0"
stream|codec_name=hevc|width=3840|height=2160|r_frame_rate=20/1
stream|codec_name=aac|width=N/A|height=N/A|r_frame_rate=0/0
`, V{"a": g.pwURL()}, "cam/realmonitor?channel=1&subtype=0", "codec_name=hevc")

	g.embAdd("onvif-zeep-python", `
from onvif import ONVIFCamera

cam = ONVIFCamera("10.0.30.23", 80, "onvif", "«a»", "/usr/local/lib/python3.11/site-packages/wsdl/")
media = cam.create_media_service()
profiles = media.GetProfiles()
for p in profiles:
    uri = media.GetStreamUri({"StreamSetup": {"Stream": "RTP-Unicast", "Transport": {"Protocol": "RTSP"}}, "ProfileToken": p.token})
    print(p.Name, uri.Uri)

# output:
# mainStream rtsp://10.0.30.23:554/Streaming/Channels/101?transportmode=unicast&profile=Profile_1
# subStream rtsp://10.0.30.23:554/Streaming/Channels/102?transportmode=unicast&profile=Profile_2
`, V{"a": g.pw()}, "cam.create_media_service()", "Profile_2")

	g.embAdd("onvif-soap-password-text", `
POST /onvif/device_service HTTP/1.1
Host: 10.0.30.24
Content-Type: application/soap+xml; charset=utf-8

<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope">
  <s:Header>
    <Security s:mustUnderstand="1" xmlns="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
      <UsernameToken>
        <Username>admin</Username>
        <Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">«a»</Password>
        <Nonce EncodingType="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary">«_nonce»</Nonce>
        <Created xmlns="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd">2025-03-14T10:12:44Z</Created>
      </UsernameToken>
    </Security>
  </s:Header>
  <s:Body><GetDeviceInformation xmlns="http://www.onvif.org/ver10/device/wsdl"/></s:Body>
</s:Envelope>
`, V{"a": g.pw(), "_nonce": g.b64(16)}, "/onvif/device_service", "GetDeviceInformation")

	g.embAdd("frigate-config-mixed-placeholders", `
mqtt:
  host: 192.168.10.5
  user: frigate
  password: «a»

cameras:
  einfahrt:
    ffmpeg:
      inputs:
        - path: rtsp://frigate:{FRIGATE_RTSP_PASSWORD}@10.0.30.21:554/Streaming/Channels/101
          roles: [record]
        - path: rtsp://frigate:{FRIGATE_RTSP_PASSWORD}@10.0.30.21:554/Streaming/Channels/102
          roles: [detect]
  garten:
    ffmpeg:
      inputs:
        - path: rtsp://admin:«b»@10.0.30.41:554/cam/realmonitor?channel=1&subtype=1
          roles: [detect, record]
    detect:
      width: 1280
      height: 720
`, V{"a": g.pwURL(), "b": g.pwURL()}, "{FRIGATE_RTSP_PASSWORD}", "/Streaming/Channels/102")

	g.embAdd("go2rtc-yaml-streams", `
streams:
  doorbell:
    - rtsp://admin:«a»@10.0.30.50:554/h264Preview_01_main
    - ffmpeg:doorbell#audio=opus
  tapo_hall: tapo://«b»@10.0.30.52
  kamera_eg: rtsp://viewer:«c»@10.0.30.53/stream1
api:
  listen: ":1984"
  username: go2rtc
  password: «d»
webrtc:
  candidates:
    - 192.168.10.20:8555
`, V{"a": g.pwURL(), "b": g.hex(64), "c": g.pwURL(), "d": g.pwURL()}, "h264Preview_01_main", "ffmpeg:doorbell#audio=opus")

	g.embAdd("reolink-api-login-token", `
$ curl -sk -X POST 'https://10.0.30.50/api.cgi?cmd=Login' -d '[{"cmd":"Login","param":{"User":{"Version":"0","userName":"admin","password":"«a»"}}}]'
[
   {
      "cmd" : "Login",
      "code" : 0,
      "value" : {
         "Token" : {
            "leaseTime" : 3600,
            "name" : "«b»"
         }
      }
   }
]
$ curl -sk "https://10.0.30.50/api.cgi?cmd=GetDevInfo&token=«b»" | jq -r '.[0].value.DevInfo | "\(.model) \(.firmVer) \(.serial)"'
RLC-810A v3.1.0.1643_2307051432 «_sn»
`, V{"a": g.pwURL(), "b": g.hex(16), "_sn": g.embUpHex(16)}, "v3.1.0.1643_2307051432", "\"leaseTime\" : 3600")

	g.embAdd("motioneye-camera-conf", `
root@motioneye:~# head -20 /etc/motioneye/camera-1.conf
# @enabled on
# @id 1
# @storage_device custom-path
# @network_server
# @network_share_name
# @network_username
# @network_password
# @upload_enabled off
# @upload_service ftp
# @upload_username backup
# @upload_password «a»
# @webhook_notifications_enabled off
netcam_url rtsp://10.0.30.60:554/live/ch0
netcam_userpass admin:«b»
netcam_keepalive on
target_dir /var/lib/motioneye/Camera1
`, V{"a": g.pw(), "b": g.pwURL()}, "/var/lib/motioneye/Camera1", "netcam_keepalive on")

	g.embAdd("zoneminder-zm-conf", `
root@nvr:~# grep -v '^#' /etc/zm/zm.conf | grep -v '^$'
ZM_PATH_BUILD=/build/zoneminder-1.36.33
ZM_DB_TYPE=mysql
ZM_DB_HOST=localhost
ZM_DB_NAME=zm
ZM_DB_USER=zmuser
ZM_DB_PASS=«a»
ZM_PATH_CGI=/usr/lib/zoneminder/cgi-bin
`, V{"a": g.pw()}, "ZM_DB_USER=zmuser", "zoneminder-1.36.33")

	g.embAdd("axis-vapix-pwdgrp-add", `
$ curl -s --digest -u root:«a» "http://10.0.30.70/axis-cgi/pwdgrp.cgi?action=add&user=frigate&pwd=«b»&grp=users&sgrp=viewer&comment=nvr"
<html><body>Created account frigate.</body></html>
$ curl -s --digest -u root:«a» "http://10.0.30.70/axis-cgi/basicdeviceinfo.cgi" -d '{"apiVersion":"1.0","method":"getAllProperties"}' | jq -r '.data.propertyList | "\(.ProdNbr) \(.Version) \(.SerialNumber)"'
P3265-LVE 11.9.60 «_sn»
`, V{"a": g.pwURL(), "b": g.pwURL(), "_sn": g.embMACBare()}, "Created account frigate.", "P3265-LVE 11.9.60")
}

// ---- BMCs (IPMI, iDRAC, iLO, XCC), UPS and PDUs ----

func (g *G) embBMC() {
	g.embAdd("ipmitool-lanplus-sel", `
$ ipmitool -I lanplus -H 10.9.0.21 -U ADMIN -P «a» sel list | tail -3
  3c | 03/12/2025 | 22:41:07 | Power Supply #0x9e | Power Supply AC lost | Asserted
  3d | 03/12/2025 | 22:41:12 | Power Supply #0x9e | Power Supply AC lost | Deasserted
  3e | 03/14/2025 | 08:02:51 | Temperature #0x01 | Upper Critical going high | Asserted
`, V{"a": g.s(alUpper, 10)}, "Power Supply AC lost", "10.9.0.21")

	g.embAdd("ipmitool-user-set-password", `
root@pve3:~# ipmitool user set name 3 monitoring
root@pve3:~# ipmitool user set password 3 '«a»' 20
Set User Password command successful (user 3)
root@pve3:~# ipmitool user priv 3 2 1
Set Privilege Level command successful (user 3)
root@pve3:~# ipmitool user list 1
ID  Name	     Callin  Link Auth	IPMI Msg   Channel Priv Limit
1                    true    false      false      NO ACCESS
2   ADMIN            false   false      true       ADMINISTRATOR
3   monitoring       true    false      true       USER
`, V{"a": g.pw()}, "Set Privilege Level command successful", "root@pve3:~#")

	g.embAdd("racadm-remote-getsysinfo", `
$ racadm -r 10.9.0.31 -u root -p «a» getsysinfo
Security Alert: Certificate is invalid - Certificate is not signed by Trusted Third Party
Continuing execution. Use -S option for racadm to stop execution on certificate-related errors.

RAC Information:
RAC Date/Time           = Fri Mar 14 2025 10:31:07
Firmware Version        = 7.00.00.173
Current IP Address      = 10.9.0.31
Current IP Gateway      = 10.9.0.1
DNS RAC Name            = idrac-«_tag»

System Information:
System Model            = PowerEdge R750
Service Tag             = «_tag»
Express Svc Code        = «_esc»
Host Name               = esx07.dc1.lan
Power Status            = ON
NIC.Integrated.1-1-1    Ethernet                = «_mac»
`, V{"a": g.pwURL(), "_tag": g.s(alUpNum, 7), "_esc": g.digits(11), "_mac": g.embMACU()}, "PowerEdge R750", "Certificate is not signed by Trusted Third Party")

	g.embAdd("racadm-set-user-and-snmp", `
racadm>>set iDRAC.Users.3.UserName svc-ome
[Key=iDRAC.Embedded.1#Users.3]
Object value modified successfully
racadm>>set iDRAC.Users.3.Password «a»
[Key=iDRAC.Embedded.1#Users.3]
Object value modified successfully
racadm>>get iDRAC.Users.3
[Key=iDRAC.Embedded.1#Users.3]
Enable=Enabled
IPMILanPrivilege=15
!!Password=******** (Write-Only)
Privilege=0x1ff
UserName=svc-ome
racadm>>get iDRAC.SNMP
[Key=iDRAC.Embedded.1#SNMP.1]
AgentCommunity=«b»
AgentEnable=Enabled
DiscoveryPort=161
TrapFormat=SNMPv1
`, V{"a": g.pwStrong(), "b": g.embComm()}, "!!Password=******** (Write-Only)", "iDRAC.Embedded.1#Users.3")

	g.embAdd("hponcfg-ribcl-add-user", `
$ cat add_user.xml
<RIBCL VERSION="2.0">
  <LOGIN USER_LOGIN="Administrator" PASSWORD="«a»">
    <USER_INFO MODE="write">
      <ADD_USER USER_NAME="ansible" USER_LOGIN="ansible" PASSWORD="«b»">
        <ADMIN_PRIV value="Y"/>
        <REMOTE_CONS_PRIV value="Y"/>
        <RESET_SERVER_PRIV value="Y"/>
        <VIRTUAL_MEDIA_PRIV value="Y"/>
        <CONFIG_ILO_PRIV value="Y"/>
      </ADD_USER>
    </USER_INFO>
  </LOGIN>
</RIBCL>
$ sudo hponcfg -f add_user.xml
HPE Lights-Out Online Configuration utility
Version 5.6.0 Date 11/9/2020 (c) 2005,2020 Hewlett Packard Enterprise Development LP
Firmware Revision = 2.82 Device type = iLO 5 Driver name = hpilo
Script succeeded
`, V{"a": g.s(alUpNum, 8), "b": g.pwStrong()}, "REMOTE_CONS_PRIV", "Device type = iLO 5")

	g.embAdd("ilo-ssh-cli-set-password", `
User:Administrator logged-in to ILOCZJ2340ABC.dc1.lan(10.9.0.42 / FE80::9E7B:EFFF:FE12:3456)

iLO Advanced 2.82 at  Dec 12 2023
Server Name: esx08.dc1.lan
Server Power: On

</>hpiLO-> set /map1/accounts1/Administrator password=«a»

status=0
status_tag=COMMAND COMPLETED
Fri Mar 14 10:44:12 2025

</>hpiLO-> exit
`, V{"a": g.pwStrong()}, "iLO Advanced 2.82", "status_tag=COMMAND COMPLETED")

	g.embAdd("redfish-session-token", `
$ curl -sk -i -X POST https://10.9.0.41/redfish/v1/SessionService/Sessions -H 'Content-Type: application/json' -d '{"UserName":"admin","Password":"«a»"}'
HTTP/1.1 201 Created
Date: Fri, 14 Mar 2025 10:46:01 GMT
Location: /redfish/v1/SessionService/Sessions/12
X-Auth-Token: «b»
OData-Version: 4.0
Content-Type: application/json; charset=utf-8

{"@odata.id":"/redfish/v1/SessionService/Sessions/12","@odata.type":"#Session.v1_3_0.Session","Id":"12","Name":"User Session","UserName":"admin"}
$ curl -sk -H "X-Auth-Token: «b»" https://10.9.0.41/redfish/v1/Systems/1 | jq -r '.PowerState, .SerialNumber'
On
«_sn»
`, V{"a": g.pwStrong(), "b": g.hex(32), "_sn": g.s(alUpNum, 10)}, "#Session.v1_3_0.Session", "Location: /redfish/v1/SessionService/Sessions/12")

	g.embAdd("smcipmitool-fru", `
$ ./SMCIPMITool 10.9.0.51 ADMIN «a» ipmi fru
Chassis Type (CT)          = Other (01h)
Chassis Part Number (CP)   = CSE-819UTS-R1K02P-T
Chassis Serial Number (CS) = «_cs»
Board Mfg Date (BDT)       = 2023/05/11 08:00:00 («_bdt»)
Board Manufacturer (BM)    = Supermicro
Board Product Name (BPN)   = X12DPU-6
Board Serial Number (BS)   = «_bs»
Product Manufacturer (PM)  = Supermicro
Product Name (PN)          = SYS-120U-TNR
`, V{"a": g.s(alUpper, 10), "_cs": "C819U" + g.s(alUpNum, 10), "_bdt": g.hex(6), "_bs": "OM" + g.s(alUpNum, 10)}, "X12DPU-6", "CSE-819UTS-R1K02P-T")

	g.embAdd("nut-upsd-users-and-upsmon", `
root@pve1:~# cat /etc/nut/upsd.users
[upsmon]
	password = «a»
	upsmon primary

[homeassistant]
	password = «b»
	upsmon secondary
root@pve1:~# grep ^MONITOR /etc/nut/upsmon.conf
MONITOR eaton5px@localhost 1 upsmon «a» primary
root@pve1:~# upsc eaton5px@localhost ups.status
OL
`, V{"a": g.pwURL(), "b": g.pwURL()}, "MONITOR eaton5px@localhost 1 upsmon", "upsmon secondary")

	g.embAdd("apc-nmc-config-ini", `
[NetworkTCP/IP]
SystemIP=10.9.0.80
SubnetMask=255.255.255.0
DefaultGateway=10.9.0.1
Hostname=apc-rack-b07
[NetworkSNMP]
Access=enabled
AccessControl1Community=«a»
AccessControl1NMSIP=10.10.0.20
AccessControl1AccessType=read
AccessControl2Community=«b»
AccessControl2NMSIP=10.10.0.21
AccessControl2AccessType=write+
[NetworkSNMPv3]
UserProfile1UserName=librenms
UserProfile1AuthPhrase=«c»
UserProfile1PrivPhrase=«d»
UserProfile1AuthType=SHA
UserProfile1PrivType=AES
`, V{"a": g.embComm(), "b": g.embComm(), "c": g.an(20), "d": g.an(20)}, "apc-rack-b07", "AccessControl2AccessType=write+")

	g.embAdd("apc-nmc-cli-user", `
apc>user -n device -pw «a» -pe Device -e enable
E000: Success

apc>user -n apc
E000: Success
Access:           Enabled
User Name:        apc
Password:         <hidden>
User Permission:  Super User
User Description: User Description
Session Timeout:  3 minutes
`, V{"a": g.pwURL()}, "User Permission:  Super User", "Password:         <hidden>")

	g.embAdd("pdu-snmpwalk-community", `
$ snmpwalk -v2c -c «a» pdu-b07a.dc1.lan PDU2-MIB::outletName.1
PDU2-MIB::outletName.1.1 = STRING: esx07-psu1
PDU2-MIB::outletName.1.2 = STRING: esx08-psu1
PDU2-MIB::outletName.1.3 = STRING: core-sw1-psu1
$ snmpset -v2c -c «b» pdu-b07a.dc1.lan PDU2-MIB::switchingOperation.1.4 i 0
PDU2-MIB::switchingOperation.1.4 = INTEGER: off(0)
`, V{"a": g.embComm(), "b": g.embComm()}, "PDU2-MIB::outletName.1.3", "pdu-b07a.dc1.lan")

	g.embAdd("ilorest-login-get", `
$ ilorest login 10.9.0.42 -u Administrator -p «a»
Discovering data...Done
$ ilorest get --select ComputerSystem. SerialNumber Model BiosVersion
BiosVersion=U30 v2.90 (01/25/2024)
Model=ProLiant DL380 Gen10
SerialNumber=«_sn»
$ ilorest logout
Logging session out.
`, V{"a": g.pwStrong(), "_sn": "CZJ" + g.s(alUpNum, 7)}, "ProLiant DL380 Gen10", "U30 v2.90 (01/25/2024)")

	g.embAdd("lenovo-onecli-xcc-password", `
C:\OneCli> OneCli.exe config set IMM.Password.2 "«a»" --bmc USERID:«b»@10.9.0.61
Lenovo XClarity Essentials OneCLI lnvgy_utl_lxce_onecli01m-4.5.0
Licensed Materials - Property of Lenovo
Invoking SET command ...
IMM.Password.2=********
Success.
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "lnvgy_utl_lxce_onecli01m-4.5.0", "IMM.Password.2=********")

	g.embAdd("ipmitool-env-sol-activate", `
$ export IPMI_PASSWORD='«a»'
$ ipmitool -I lanplus -H 10.9.0.22 -U ADMIN -E sol activate
[SOL Session operational.  Use ~? for help]

Ubuntu 24.04.2 LTS k8s-worker3 ttyS1

k8s-worker3 login:
`, V{"a": g.pwStrong()}, "[SOL Session operational.  Use ~? for help]", "k8s-worker3 login:")
}

// ---- serial consoles ----

func (g *G) embConsole() {
	g.embAdd("minicom-capture-mistyped-login", `
$ cat ~/minicom-gw07.cap
[    3.812341] random: crng init done
[    4.102211] eth0: link up (1000Mbps/Full duplex)

Debian GNU/Linux 12 gw-07 ttyS0

gw-07 login: «a»
Password:

Login incorrect
gw-07 login: root
Password:
Linux gw-07 6.1.0-31-arm64 #1 SMP Debian 6.1.128-1 (2025-02-07) aarch64
root@gw-07:~#
`, V{"a": g.pw()}, "Debian GNU/Linux 12 gw-07 ttyS0", "6.1.0-31-arm64")

	g.embAdd("first-boot-generated-admin-password", `
[   18.402113] systemd[1]: Started appliance-firstboot.service - Appliance first boot setup.
[   19.771042] appliance-firstboot[612]: ==========================================================
[   19.771101] appliance-firstboot[612]:  Web UI:          https://10.0.8.15:8443/
[   19.771128] appliance-firstboot[612]:  Username:        admin
[   19.771150] appliance-firstboot[612]:  Password:        «a»
[   19.771172] appliance-firstboot[612]:  Fingerprint:     SHA256:«_fp»
[   19.771190] appliance-firstboot[612]: ==========================================================
`, V{"a": g.s(alAlnum, 16), "_fp": strings.TrimRight(g.b64(32), "=")}, "appliance-firstboot.service", "https://10.0.8.15:8443/")

	g.embAdd("expect-conserver-login", `
#!/usr/bin/expect -f
set timeout 20
spawn console -M conserver.dc1.lan -l noc sw-b07-1
expect "password:"
send "«a»\r"
expect "Enter @c? for help"
send "\r"
expect "Username:"
send "netadmin\r"
expect "Password:"
send "«b»\r"
expect "#"
send "show inventory\r"
expect "#"
`, V{"a": g.pw(), "b": g.pwStrong()}, "conserver.dc1.lan", "Enter @c? for help")

	g.embAdd("wpa-cli-interactive-set-network", `
# wpa_cli -i wlan0
wpa_cli v2.10
Selected interface 'wlan0'

Interactive mode

> add_network
1
> set_network 1 ssid "Labnet-2G"
OK
> set_network 1 psk "«a»"
OK
> set_network 1 key_mgmt WPA-PSK
OK
> enable_network 1
OK
<3>CTRL-EVENT-CONNECTED - Connection to «_bssid» completed [id=1 id_str=]
> save_config
OK
`, V{"a": g.embWiFi(), "_bssid": g.embMAC()}, "Selected interface 'wlan0'", "CTRL-EVENT-CONNECTED")

	g.embAdd("openwrt-failsafe-console", `
Press the [f] key and hit [enter] to enter failsafe mode
Press the [1], [2], [3] or [4] key and hit [enter] to select the debug level
f
- failsafe -
BusyBox v1.36.1 (2024-09-23 12:34:46 UTC) built-in shell (ash)

================= FAILSAFE MODE active ================
special commands:
* firstboot	     reset settings to factory defaults
* mount_root	 mount root-partition with config files

root@(none):/# mount_root
root@(none):/# passwd
Changing password for root
New password:
Retype password:
passwd: password for root changed by root
root@(none):/# uci set wireless.default_radio0.key='«a»'
root@(none):/# uci commit wireless && sync && reboot -f
`, V{"a": g.embWiFi()}, "FAILSAFE MODE active", "BusyBox v1.36.1 (2024-09-23 12:34:46 UTC)")

	g.embAdd("cisco-initial-setup-dialog", `
         --- System Configuration Dialog ---

Would you like to enter the initial configuration dialog? [yes/no]: yes

  Enter host name [Switch]: acc-sw-3f

  The enable secret is a password used to protect access to
  privileged EXEC and configuration modes. This password, after
  entered, becomes encrypted in the configuration.
  Enter enable secret: «a»

  The enable password is used when you do not specify an
  enable secret password, with some older software versions, and
  some boot images.
  Enter enable password: «b»

  The virtual terminal password is used to protect
  access to the router over a network interface.
  Enter virtual terminal password: «c»
  Configure SNMP Network Management? [no]: yes
    Community string [public]: «d»
`, V{"a": g.pw(), "b": g.pw(), "c": g.pw(), "d": g.embComm()}, "--- System Configuration Dialog ---", "acc-sw-3f")

	g.embAdd("esp32-serial-monitor-debug", `
$ pio device monitor -b 115200
--- Terminal on /dev/ttyUSB0 | 115200 8-N-1
--- Available filters and text transformations: colorize, debug, default, direct, esp32_exception_decoder, hexlify, log2file, nocontrol, printable, send_on_enter, time
ets Jul 29 2019 12:21:46

rst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)
[   112][I][main.cpp:41] setup(): fw 1.4.2 built Mar 13 2025 21:04:11
[   118][D][main.cpp:52] setup(): connecting to Werkstatt with password «a»
[  2214][I][main.cpp:60] setup(): WiFi up, IP 192.168.20.87, RSSI -61
[  2230][D][mqtt.cpp:33] mqttConnect(): mqtt://weather:«b»@192.168.20.5:1883 client=ws-«_mac»
`, V{"a": g.embWiFi(), "b": g.an(16), "_mac": g.hex(12)}, "esp32_exception_decoder", "POWERON_RESET")

	g.embAdd("junos-console-root-auth", `
Amnesiac (ttyu0)

login: root

--- JUNOS 22.4R3-S2.11 Kernel 64-bit  JNPR-12.1-20240112.9e8f2c1_buil
root@:RE:0% cli
root> configure
Entering configuration mode

[edit]
root# set system root-authentication encrypted-password "«a»"

[edit]
root# set system host-name ex2300-lab
[edit]
root# commit and-quit
commit complete
`, V{"a": g.embSHA512()}, "Amnesiac (ttyu0)", "ex2300-lab")

	g.embAdd("rpi-serial-nmcli-connect", `
Raspbian GNU/Linux 12 kiosk-lobby ttyS0

kiosk-lobby login: kiosk
Password:
kiosk@kiosk-lobby:~ $ sudo nmcli dev wifi connect "Lobby-Signage" password "«a»" ifname wlan0
Device 'wlan0' successfully activated with '«_uuid»'.
kiosk@kiosk-lobby:~ $ nmcli -g IP4.ADDRESS dev show wlan0
10.40.12.33/22
`, V{"a": g.embWiFi(), "_uuid": g.uuid()}, "Lobby-Signage", "successfully activated with")

	g.embAdd("uart-router-chap-secrets", `
Please press Enter to activate this console.

BusyBox v1.19.4 (2021-03-18 10:22:31 CST) built-in shell (ash)
Enter 'help' for a list of built-in commands.

# cat /proc/cmdline
console=ttyS1,115200 rootfstype=squashfs,jffs2
# cat /tmp/etc/ppp/chap-secrets
# Secrets for authentication using CHAP
# client	server	secret			IP addresses
"«=u»@vdsl.example-isp.it" * "«a»" *
# cat /tmp/etc/ppp/pap-secrets
"«=u»@vdsl.example-isp.it" * "«a»" *
`, V{"=u": g.s(alLowNum, 10), "a": g.an(10)}, "rootfstype=squashfs,jffs2", "# Secrets for authentication using CHAP")
}

// ---- benign device output ----

func (g *G) embBenign() {
	g.embAdd("benign-openwrt-ubus-system-board", `
root@OpenWrt:~# ubus call system board
{
	"kernel": "6.6.73",
	"hostname": "OpenWrt",
	"system": "ARMv8 Processor rev 4",
	"model": "GL.iNet GL-MT6000",
	"board_name": "glinet,gl-mt6000",
	"rootfs_type": "squashfs",
	"release": {
		"distribution": "OpenWrt",
		"version": "24.10.0",
		"revision": "r28427-«_rev»",
		"target": "mediatek/filogic",
		"description": "OpenWrt 24.10.0 r28427-«_rev»",
		"builddate": "1738624177"
	}
}
`, V{"_rev": g.hex(10)}, "glinet,gl-mt6000", "mediatek/filogic")

	g.embAdd("benign-ios-show-version-inventory", `
edge-rtr1#show inventory
NAME: "Chassis", DESCR: "Cisco ISR4321 Chassis"
PID: ISR4321/K9        , VID: V08  , SN: «_sn1»

NAME: "module 0", DESCR: "Cisco ISR4321 Built-In NIM controller"
PID: ISR4321/K9        , VID:      , SN:

NAME: "Power Supply Module 0", DESCR: "External Power Supply Module"
PID: PWR-4320-AC       , VID: V03  , SN: «_sn2»

edge-rtr1#show version | include uptime|image|Processor board
Cisco IOS XE Software, Version 17.09.05a
System image file is "bootflash:isr4300-universalk9.17.09.05a.SPA.bin"
edge-rtr1 uptime is 41 weeks, 2 days, 3 hours, 12 minutes
Processor board ID «_sn1»
`, V{"_sn1": "FLM" + g.s(alDigit, 4) + g.s(alUpNum, 4), "_sn2": "PST" + g.s(alDigit, 4) + g.s(alUpNum, 4)}, "isr4300-universalk9.17.09.05a.SPA.bin", "PWR-4320-AC")

	g.embAdd("benign-fortigate-get-system-status", `
FGT100F # get system status
Version: FortiGate-100F v7.4.4,build2662,240514 (GA.F)
First GA patch build date: 230509
Security Level: 2
Firmware Signature: certified
Virus-DB: 92.04012(2025-03-14 07:24)
IPS-DB: 29.00961(2025-03-13 01:31)
Serial-Number: FG100FTK«_sn»
BIOS version: 06000100
System Part-Number: P24256-06
Log hard disk: Available
Hostname: FGT100F
Private Encryption: Disable
Operation Mode: NAT
Current virtual domain: root
Max number of virtual domains: 10
Virtual domain configuration: disable
FIPS-CC mode: disable
Current HA mode: a-p, primary
Cluster uptime: 87 days, 4 hours, 11 minutes, 52 seconds
Branch point: 2662
Release Version Information: GA
System time: Fri Mar 14 10:51:18 2025
`, V{"_sn": g.s(alDigit, 8)}, "Firmware Signature: certified", "System Part-Number: P24256-06")

	g.embAdd("benign-uboot-printenv-bootargs", `
=> printenv
arch=arm
baudrate=115200
board=rpi
board_name=4 Model B
bootargs=console=ttyS0,115200 root=/dev/mmcblk0p2 rootwait rw
bootcmd=run distro_bootcmd
bootdelay=2
ethaddr=«_eth»
fdt_addr_r=0x02600000
kernel_addr_r=0x00080000
serial#=«_ser»
serverip=192.168.50.1
ipaddr=192.168.50.20
vendor=raspberrypi

Environment size: 3102/16380 bytes
`, V{"_eth": g.embMAC(), "_ser": g.hex(16)}, "root=/dev/mmcblk0p2 rootwait rw", "run distro_bootcmd")

	g.embAdd("benign-ipmitool-lan-print", `
root@pve3:~# ipmitool lan print 1
Set in Progress         : Set Complete
Auth Type Support       : NONE MD2 MD5 PASSWORD
Auth Type Enable        : Callback : MD2 MD5 PASSWORD
                        : User     : MD2 MD5 PASSWORD
                        : Operator : MD2 MD5 PASSWORD
                        : Admin    : MD2 MD5 PASSWORD
IP Address Source       : Static Address
IP Address              : 10.9.0.23
Subnet Mask             : 255.255.255.0
MAC Address             : «_mac»
SNMP Community String   : public
Default Gateway IP      : 10.9.0.1
802.1q VLAN ID          : 90
RMCP+ Cipher Suites     : 1,2,3,6,7,8,11,12,15,16,17
Cipher Suite Priv Max   : XaaaXXaaaXXaaXX
`, V{"_mac": g.embMAC()}, "RMCP+ Cipher Suites     : 1,2,3,6,7,8,11,12,15,16,17", "802.1q VLAN ID          : 90")

	g.embAdd("benign-tasmota-status-5-6", `
12:14:02.118 CMD: Status 6
12:14:02.124 RSL: STATUS6 = {"StatusMQT":{"MqttHost":"192.168.10.5","MqttPort":1883,"MqttClientMask":"DVES_%06X","MqttClient":"DVES_«_cid»","MqttUser":"tasmota","MqttCount":1,"MAX_PACKET_SIZE":1200,"KEEPALIVE":30,"SOCKET_TIMEOUT":4}}
12:14:05.331 CMD: Status 5
12:14:05.337 RSL: STATUS5 = {"StatusNET":{"Hostname":"plug-desk-2817","IPAddress":"192.168.10.41","Gateway":"192.168.10.1","Subnetmask":"255.255.255.0","DNSServer1":"192.168.10.1","Mac":"«_mac»","Webserver":2,"HTTP_API":1,"WifiConfig":4,"WifiPower":17.0}}
`, V{"_cid": g.embUpHex(6), "_mac": g.embMACU()}, "DVES_%06X", "plug-desk-2817")

	g.embAdd("benign-esphome-logs-redacted", `
$ esphome logs living-room-climate.yaml --device 192.168.10.52
INFO ESPHome 2025.2.2
INFO Reading configuration living-room-climate.yaml...
INFO Starting log output from 192.168.10.52 using esphome API
INFO Successfully connected to living-room-climate @ 192.168.10.52 in 0.071s
INFO Successful handshake with living-room-climate @ 192.168.10.52 in 0.112s
[10:58:01][I][app:100]: ESPHome version 2025.2.2 compiled on Mar 12 2025, 20:11:43
[10:58:01][C][wifi:600]: WiFi:
[10:58:01][C][wifi:428]:   Local MAC: «_mac»
[10:58:01][C][wifi:433]:   SSID: [redacted]
[10:58:01][C][wifi:436]:   IP Address: 192.168.10.52
[10:58:01][C][wifi:439]:   BSSID: [redacted]
[10:58:01][C][api:140]: API Server:
[10:58:01][C][api:141]:   Address: living-room-climate.local:6053
[10:58:01][C][api:143]:   Using noise encryption: YES
[10:58:01][C][esphome.ota:073]: Over-The-Air updates:
[10:58:01][C][esphome.ota:074]:   Address: living-room-climate.local:3232
[10:58:01][C][esphome.ota:075]:   Version: 2
[10:58:01][C][esphome.ota:078]:   Password configured
`, V{"_mac": g.embMACU()}, "Using noise encryption: YES", "Password configured")

	g.embAdd("benign-firmware-sha256-gpg-verify", `
$ sha256sum -c sha256sums --ignore-missing
openwrt-24.10.0-mediatek-filogic-glinet_gl-mt6000-squashfs-sysupgrade.bin: OK
$ grep gl-mt6000-squashfs-sysupgrade sha256sums
«_sum» *openwrt-24.10.0-mediatek-filogic-glinet_gl-mt6000-squashfs-sysupgrade.bin
$ gpg --verify sha256sums.asc sha256sums
gpg: Signature made Mon 03 Feb 2025 11:20:14 PM CET
gpg:                using EDDSA key «_fpr»
gpg: Good signature from "OpenWrt Build System (PGP key for 24.10 release builds) <pgpsign-24.10@openwrt.org>" [unknown]
Primary key fingerprint: «_fpr»
`, V{"_sum": g.hex(64), "_fpr": g.embUpHex(40)}, "pgpsign-24.10@openwrt.org", "glinet_gl-mt6000-squashfs-sysupgrade.bin: OK")

	_, edPub := g.sshEd25519("")
	g.embAdd("benign-ssh-keyscan-router-fingerprints", `
$ ssh-keyscan -t ed25519,rsa 192.168.1.1 2>/dev/null | tee -a ~/.ssh/known_hosts
192.168.1.1 «_ed»
192.168.1.1 «_rsa»
$ ssh-keygen -lf <(ssh-keyscan 192.168.1.1 2>/dev/null)
256 SHA256:«_fp1» 192.168.1.1 (ED25519)
2048 SHA256:«_fp2» 192.168.1.1 (RSA)
`, V{"_ed": edPub, "_rsa": g.sshRSAPub(), "_fp1": strings.TrimRight(g.b64(32), "="), "_fp2": strings.TrimRight(g.b64(32), "=")}, "~/.ssh/known_hosts", "(ED25519)")

	g.embAdd("benign-nas-smartctl-mdadm", `
ash-4.4# smartctl -i /dev/sata1 | sed -n '5,12p'
Device Model:     ST8000VN004-3CP101
Serial Number:    «_sn»
LU WWN Device Id: 5 000c50 «_wwn»
Firmware Version: SC60
User Capacity:    8,001,563,222,016 bytes [8.00 TB]
Sector Sizes:     512 bytes logical, 4096 bytes physical
Rotation Rate:    7200 rpm
ash-4.4# mdadm --detail /dev/md2 | grep -E 'UUID|Events|State :'
             State : clean
              UUID : «_u1»:«_u2»:«_u3»:«_u4»
            Events : 18211
`, V{"_sn": "WRQ" + g.s(alUpNum, 5), "_wwn": g.hex(9), "_u1": g.hex(8), "_u2": g.hex(8), "_u3": g.hex(8), "_u4": g.hex(8)}, "ST8000VN004-3CP101", "Events : 18211")

	g.embAdd("benign-hikvision-sadp-export", `
ID,Device Type,Status,Security,IPv4 Address,Port,Enhanced SDK Service Port,Software Version,IPv4 Gateway,HTTP Port,Device Serial No.,Subnet Mask,MAC Address
001,DS-2CD2386G2-IU,Active,Active,10.0.30.21,8000,N/A,V5.7.15build 230630,10.0.30.1,80,DS-2CD2386G2-IU20230817AAWR«_s1»,255.255.255.0,«_m1»
002,DS-7608NXI-K2,Active,Active,10.0.30.10,8000,N/A,V4.74.110build 240301,10.0.30.1,80,DS-7608NXI-K220231102CCRR«_s2»,255.255.255.0,«_m2»
`, V{"_s1": g.s(alUpNum, 9), "_m1": strings.ReplaceAll(g.embMAC(), ":", "-"), "_s2": g.s(alUpNum, 9), "_m2": strings.ReplaceAll(g.embMAC(), ":", "-")}, "Enhanced SDK Service Port", "DS-7608NXI-K2")

	g.embAdd("benign-klipper-printer-cfg-mcu", `
[mcu]
serial: /dev/serial/by-id/usb-Klipper_stm32f446xx_«_id1»-if00
restart_method: command

[mcu EBBCan]
canbus_uuid: «_can»

[printer]
kinematics: corexy
max_velocity: 300
max_accel: 5000
square_corner_velocity: 5.0

[include mainsail.cfg]
`, V{"_id1": g.embUpHex(24), "_can": g.hex(12)}, "usb-Klipper_stm32f446xx_", "[include mainsail.cfg]")

	g.embAdd("benign-routeros-user-print-detail", `
[admin@hq-rb5009] > /user print detail
Flags: X - disabled
 0   ;;; system default user
     name="admin" group=full address="" last-logged-in=2025-03-14 09:58:21 inactivity-timeout=10m inactivity-policy=none
 1   name="ansible+cet512w" group=full address=10.40.0.0/24 last-logged-in=2025-03-14 02:00:04 inactivity-timeout=10m inactivity-policy=none
[admin@hq-rb5009] > /user ssh-keys print
Columns: USER, BITS, KEY-OWNER, INFO
#  USER     BITS  KEY-OWNER        INFO
0  admin    256   femke@laptop     ed25519 SHA256:«_fp»
`, V{"_fp": strings.TrimRight(g.b64(32), "=")}, "system default user", "femke@laptop")

	g.embAdd("benign-xdslctl-info-stats", `
# xdslctl info --stats
xdslctl: ADSL driver and PHY status
Status: Showtime
Last Retrain Reason:	0
Last initialization procedure status:	0
Max:	Upstream rate = 46212 Kbps, Downstream rate = 131348 Kbps
Bearer:	0, Upstream rate = 40000 Kbps, Downstream rate = 100000 Kbps

Link Power State:	L0
Mode:			VDSL2 Annex B
VDSL2 Profile:		Profile 17a
TPS-TC:			PTM Mode(0x0)
Trellis:		U:ON /D:ON
Line Status:		No Defect
Training Status:	Showtime
`, V{}, "VDSL2 Profile:		Profile 17a", "Downstream rate = 131348 Kbps")

	g.embAdd("benign-unifi-info-command", `
U6-Pro-BZ.6.6.77# info

Model:       U6-Pro
Version:     6.6.77.15402
MAC Address: «_mac»
IP Address:  10.1.1.31
Hostname:    ap-buero-og
Uptime:      1209634 seconds
NTP:         Synchronized

Status:      Connected (http://unifi.office.lan:8080/inform)
`, V{"_mac": g.embMAC()}, "6.6.77.15402", "ap-buero-og")

	g.embAdd("benign-junos-show-system-commit", `
noc@mx204-ams> show system commit
0   2025-03-14 10:02:11 CET by noc via cli commit confirmed, rollback in 10mins
1   2025-03-13 17:44:52 CET by ansible via netconf
    deploy prefix-lists «_sha»
2   2025-03-12 09:12:08 CET by noc via cli
`, V{"_sha": g.hex(7)}, "commit confirmed, rollback in 10mins", "by ansible via netconf")
}
