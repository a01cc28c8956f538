package cases

import (
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"strings"
)

// vpnCases adds credentials of VPNs and overlay networks as they show up
// in a coding agent's session. Sources: WireGuard (wg0.conf for servers
// and phones, wg showconf, wg show and its dump, wg genkey pipelines, wg
// set from shell history, systemd-networkd .netdev, NetworkManager
// keyfiles and nmcli --show-secrets, wg-easy v14 and v15 compose files
// and wg0.json, wg-portal config.yml, Netmaker env and netclient join
// tokens, PiVPN, linuxserver/wireguard, Kubernetes Secrets, Ansible host
// vars, NixOS modules, Asus Merlin nvram, the wireguard-go UAPI socket);
// OpenVPN (.ovpn with inline <key>, <tls-auth>, <tls-crypt> and
// <tls-crypt-v2>, ta.key, auth-user-pass files, askpass files, the
// management interface with static-challenge SCRV1 answers, PUSH_REPLY
// auth-tokens, easyrsa --passin, Access Server sacli and first-boot logs,
// Pritunl, auth-user-pass-verify scripts, status files); IPsec and L2TP
// (ipsec.secrets, swanctl.conf, Libreswan secrets, racoon psk.txt,
// hwdsl2 setup-ipsec-vpn output and env, xl2tpd chap-secrets, Algo,
// strongSwan pki and .sswan profiles, SoftEther vpncmd, AWS, Azure and
// GCP tunnel pre-shared keys, Juniper SRX $9$ secrets, Cisco IOS keyrings,
// Windows Add-VpnConnection and rasdial, Apple .mobileconfig); Cisco
// AnyConnect and openconnect (--passwd-on-stdin, --authenticate cookies,
// X-DTLS-Master-Secret, vpnc and .pcf enc_GroupPwd, ASA running-config,
// ocserv RADIUS secrets, the AnyConnect vpn -s script, Pulse DSID,
// SonicWall NetExtender, Check Point snx); Fortinet (openfortivpn config,
// flags, -vvv logincheck bodies and SVPNCOOKIE, FortiGate ENC secrets,
// FortiClient backups); GlobalProtect and PAN-OS (gp-saml-gui, gpauth,
// portal getconfig cookies, keygen API keys, IKE gateway set commands);
// pfSense and OPNsense config.xml exports and API key files, MikroTik
// RouterOS exports, EdgeRouter, OpenWrt UCI, VyOS, UniFi network API;
// Tailscale (tskey-auth, tskey-api and tskey-client in cloud-init, GitHub
// Actions, Terraform, Helm, fly secrets and TS_AUTHKEY, tailscaled.state),
// Headscale (preauthkeys, apikeys, config.yaml, noise keys, Headplane);
// ZeroTier (authtoken.secret, identity.secret, Central API tokens,
// ztncui, Terraform), Nebula (ca.key, host.key, inline pki), NetBird
// (setup keys, management.json, PATs, quickstart output), Firezone;
// Cloudflare Tunnel tokens and credentials, Access service tokens, WARP
// mdm.xml and wgcf accounts; Twingate connector tokens, API keys and
// service keys; OpenZiti logins, identities and enrollment JWTs; Outline
// and Shadowsocks (ss:// keys, apiUrl, config.json, SS2022), V2Ray and
// Xray (VLESS Reality private keys, vmess:// links, x25519 output),
// Trojan, Hysteria2, Clash, sing-box, 3x-ui; commercial providers for
// gluetun (Mullvad, PIA, NordVPN, ProtonVPN, Surfshark, AirVPN), the
// Mullvad, NordVPN, ExpressVPN and IVPN clients, PIA manual-connections,
// binhex and transmission-openvpn containers; and the Reddit, forum,
// GitHub issue, mailing list, Slack, mail, helpdesk and agent-session
// posts where people paste all of it. Benign look-alikes: WireGuard and
// X25519 public keys, node keys, machine keys, ZeroTier network and node
// ids, SPIs, certificate bodies and fingerprints, trusted-cert digests,
// endpoints, short ids, device ids, masked values and key file paths.
// The case names start with "vpn/".
func (g *G) vpnCases() {
	g.vpnWireGuard()
	g.vpnWireGuardTools()
	g.vpnOpenVPN()
	g.vpnIPsec()
	g.vpnCisco()
	g.vpnFortiPalo()
	g.vpnFirewalls()
	g.vpnTailscale()
	g.vpnMesh()
	g.vpnZeroTrust()
	g.vpnProxies()
	g.vpnCommercial()
	g.vpnChat()
	g.vpnBenign()
	g.vpnMisc()
}

// ---- helpers used only here ----

// vpnAdd is add with "ˋ" standing for a backtick.
func (g *G) vpnAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// vpnPub is a WireGuard public key (of someone else's private key).
func (g *G) vpnPub() string {
	_, p := g.wireguard()
	return p
}

// vpnPSK is a WireGuard preshared key as wg genpsk prints it.
func (g *G) vpnPSK() string { return g.b64(32) }

// vpnIP is a public address from the documentation ranges.
func (g *G) vpnIP() string {
	return fmt.Sprintf("%s.%d", g.pick("203.0.113", "198.51.100", "192.0.2"), 2+g.r.IntN(250))
}

// vpnStatic is the body of an OpenVPN static key (ta.key, tls-crypt).
func (g *G) vpnStatic() string {
	l := make([]string, 16)
	for i := range l {
		l[i] = g.hex(32)
	}
	return strings.Join(l, "\n")
}

// vpnX25519 is an X25519 key pair as Xray prints it (raw URL base64).
func (g *G) vpnX25519() (string, string) {
	priv, pub := g.wireguard()
	d := func(s string) string {
		b, _ := base64.StdEncoding.DecodeString(s)
		return base64.RawURLEncoding.EncodeToString(b)
	}
	return d(priv), d(pub)
}

// vpnHexKey turns a base64 WireGuard key into the hex the UAPI prints.
func vpnHexKey(s string) string {
	b, _ := base64.StdEncoding.DecodeString(s)
	return hex.EncodeToString(b)
}

// vpnTS is a Tailscale key of the given kind (auth, api, client).
func (g *G) vpnTS(kind string) string {
	return "tskey-" + kind + "-k" + g.an(10) + "CNTRL-" + g.an(33)
}

// vpnTSID is the stable id of a Tailscale key or OAuth client.
func (g *G) vpnTSID() string { return "k" + g.an(10) + "CNTRL" }

// vpnZTNet is a ZeroTier network id.
func (g *G) vpnZTNet() string { return g.hex(16) }

// vpnNodeKey is a Tailscale node public key.
func (g *G) vpnNodeKey() string { return "nodekey:" + g.hex(64) }

// vpnNBKey is a NetBird setup key.
func (g *G) vpnNBKey() string { return strings.ToUpper(g.uuid()) }

// ---- WireGuard configs ----

func (g *G) vpnWireGuard() {
	priv, pub := g.wireguard()
	g.vpnAdd("vpn/wg0-conf-server-three-peers", `
$ sudo cat /etc/wireguard/wg0.conf
[Interface]
Address = 10.66.0.1/24, fd42:42:42::1/64
ListenPort = 51820
PrivateKey = «a»
PostUp = iptables -A FORWARD -i %i -j ACCEPT; iptables -t nat -A POSTROUTING -o eth0 -j MASQUERADE
PostDown = iptables -D FORWARD -i %i -j ACCEPT; iptables -t nat -D POSTROUTING -o eth0 -j MASQUERADE
# server public key: «_pub»

[Peer]
# laptop-dana
PublicKey = «_p1»
PresharedKey = «b»
AllowedIPs = 10.66.0.2/32, fd42:42:42::2/128

[Peer]
# pixel-8
PublicKey = «_p2»
PresharedKey = «c»
AllowedIPs = 10.66.0.3/32

[Peer]
# nas-offsite
PublicKey = «_p3»
AllowedIPs = 10.66.0.4/32, 192.168.50.0/24
`, V{"a": priv, "_pub": pub, "_p1": g.vpnPub(), "b": g.vpnPSK(), "_p2": g.vpnPub(), "c": g.vpnPSK(), "_p3": g.vpnPub()}, "10.66.0.1/24, fd42:42:42::1/64", "# nas-offsite")

	cpriv, _ := g.wireguard()
	g.vpnAdd("vpn/wg-client-conf-phone", `
[Interface]
PrivateKey = «a»
Address = 10.8.0.7/32
DNS = 10.8.0.1, 1.1.1.1
MTU = 1380

[Peer]
PublicKey = «_spub»
PresharedKey = «b»
AllowedIPs = 0.0.0.0/0, ::/0
PersistentKeepalive = 25
Endpoint = vpn.hollowfield.example:51820
`, V{"a": cpriv, "_spub": g.vpnPub(), "b": g.vpnPSK()}, "vpn.hollowfield.example:51820", "PersistentKeepalive = 25")

	spriv, spub := g.wireguard()
	g.vpnAdd("vpn/wg-showconf-running", `
$ sudo wg showconf wg0
[Interface]
ListenPort = 51820
FwMark = 0xca6c
PrivateKey = «a»

[Peer]
PublicKey = «_p1»
PresharedKey = «b»
AllowedIPs = 10.13.13.2/32
Endpoint = «_ip1»:48211

[Peer]
PublicKey = «_p2»
AllowedIPs = 10.13.13.3/32
Endpoint = «_ip2»:60114
$ sudo wg show wg0 public-key
«_pub»
`, V{"a": spriv, "_p1": g.vpnPub(), "b": g.vpnPSK(), "_ip1": g.vpnIP(), "_p2": g.vpnPub(), "_ip2": g.vpnIP(), "_pub": spub}, "FwMark = 0xca6c")

	gpriv, gpub := g.wireguard()
	g.vpnAdd("vpn/wg-genkey-tee-pipeline", `
$ umask 077
$ wg genkey | tee /etc/wireguard/privatekey | wg pubkey > /etc/wireguard/publickey
$ wg genpsk > /etc/wireguard/laptop.psk
$ head /etc/wireguard/privatekey /etc/wireguard/publickey /etc/wireguard/laptop.psk
==> /etc/wireguard/privatekey <==
«a»

==> /etc/wireguard/publickey <==
«_pub»

==> /etc/wireguard/laptop.psk <==
«b»
`, V{"a": gpriv, "_pub": gpub, "b": g.vpnPSK()}, "/etc/wireguard/publickey")

	dpriv, dpub := g.wireguard()
	g.vpnAdd("vpn/wg-show-dump-tabs", `
$ sudo wg show wg0 dump
«a»	«_pub»	51820	off
«_p1»	«b»	«_ip1»:51820	10.10.0.2/32	1718090412	18823104	99120384	25
«_p2»	(none)	(none)	10.10.0.3/32	0	0	0	off
«_p3»	«c»	«_ip3»:34011	10.10.0.4/32,192.168.8.0/24	1718090399	512044	7730012	off
`, V{"a": dpriv, "_pub": dpub, "_p1": g.vpnPub(), "b": g.vpnPSK(), "_ip1": g.vpnIP(), "_p2": g.vpnPub(), "_p3": g.vpnPub(), "c": g.vpnPSK(), "_ip3": g.vpnIP()}, "10.10.0.4/32,192.168.8.0/24")

	g.vpnAdd("vpn/wg-set-peer-from-history", `
$ history | grep 'wg set'
  412  sudo wg set wg0 peer «_p» allowed-ips 10.7.0.9/32
  413  sudo wg set wg0 peer «_p» preshared-key <(echo «a») endpoint «_ip»:51820
  419  sudo wg set wg0 private-key <(echo «b»)
  420  sudo wg-quick save wg0
`, V{"_p": g.vpnPub(), "a": g.vpnPSK(), "_ip": g.vpnIP(), "b": func() string { k, _ := g.wireguard(); return k }()}, "sudo wg-quick save wg0")

	npriv, _ := g.wireguard()
	g.vpnAdd("vpn/systemd-networkd-netdev", `
# /etc/systemd/network/90-wg0.netdev
[NetDev]
Name=wg0
Kind=wireguard
Description=WireGuard tunnel to colo

[WireGuard]
ListenPort=51871
PrivateKey=«a»
RouteTable=main

[WireGuardPeer]
PublicKey=«_p»
PresharedKey=«b»
AllowedIPs=10.200.0.0/24
Endpoint=colo-gw.ardent.example:51871
PersistentKeepalive=15
`, V{"a": npriv, "_p": g.vpnPub(), "b": g.vpnPSK()}, "colo-gw.ardent.example:51871", "Description=WireGuard tunnel to colo")

	mpriv, _ := g.wireguard()
	mpeer := g.vpnPub()
	g.vpnAdd("vpn/networkmanager-wireguard-keyfile", `
$ sudo cat /etc/NetworkManager/system-connections/wg-home.nmconnection
[connection]
id=wg-home
uuid=«_u»
type=wireguard
autoconnect=false
interface-name=wg-home

[wireguard]
private-key=«a»

[wireguard-peer.«_p»]
endpoint=home.quillby.example:51820
preshared-key=«b»
preshared-key-flags=0
allowed-ips=10.0.10.0/24;192.168.1.0/24;

[ipv4]
address1=10.0.10.5/32
dns=192.168.1.1;
method=manual
`, V{"_u": g.uuid(), "a": mpriv, "_p": mpeer, "b": g.vpnPSK()}, "home.quillby.example:51820", "interface-name=wg-home")

	g.vpnAdd("vpn/nmcli-show-secrets-wireguard", `
$ nmcli --show-secrets connection show wg-office | grep -E '^(wireguard|ipv4.addresses)'
wireguard.private-key:                  «a»
wireguard.private-key-flags:            0 (none)
wireguard.listen-port:                  0
wireguard.fwmark:                       0x0
wireguard.peer-routes:                  yes
wireguard.mtu:                          0
wireguard.ip4-auto-default-route:       -1 (default)
ipv4.addresses:                         10.42.0.18/32
$ nmcli connection show wg-office | grep private-key
wireguard.private-key:                  <hidden>
`, V{"a": func() string { k, _ := g.wireguard(); return k }()}, "wireguard.private-key:                  <hidden>", "10.42.0.18/32")

	hash := g.bcrypt()
	g.vpnAdd("vpn/wg-easy-v14-compose-password-hash", `
# docker-compose.yml
services:
  wg-easy:
    image: ghcr.io/wg-easy/wg-easy:14
    container_name: wg-easy
    environment:
      - LANG=en
      - WG_HOST=vpn.brambleway.example
      - PASSWORD_HASH=«a»
      - WG_DEFAULT_DNS=10.8.1.3
      - WG_ALLOWED_IPS=10.8.1.0/24, 192.168.20.0/24
      - UI_TRAFFIC_STATS=true
    volumes:
      - ./etc_wireguard:/etc/wireguard
    ports:
      - "51820:51820/udp"
      - "51821:51821/tcp"
    cap_add: [NET_ADMIN, SYS_MODULE]
    restart: unless-stopped
`, V{"a": strings.ReplaceAll(hash, "$", "$$")}, "WG_HOST=vpn.brambleway.example", "ghcr.io/wg-easy/wg-easy:14")

	g.vpnAdd("vpn/wg-easy-v15-init-env", `
$ cat .env
# wg-easy v15 unattended setup
INIT_ENABLED=true
INIT_USERNAME=admin
INIT_PASSWORD=«a»
INIT_HOST=wg.larkspur.example
INIT_PORT=51820
INIT_DNS=1.1.1.1,9.9.9.9
INIT_IPV4_CIDR=10.8.0.0/24
INSECURE=false
`, V{"a": g.pwStrong()}, "INIT_HOST=wg.larkspur.example", "INIT_USERNAME=admin")

	wpriv, wpub := g.wireguard()
	c1, c1pub := g.wireguard()
	g.vpnAdd("vpn/wg-easy-wg0-json", `
$ docker exec wg-easy cat /etc/wireguard/wg0.json
{
  "server": {
    "privateKey": "«a»",
    "publicKey": "«_spub»",
    "address": "10.8.0.1"
  },
  "clients": {
    "«_cid»": {
      "id": "«_cid»",
      "name": "iphone-ruth",
      "address": "10.8.0.2",
      "privateKey": "«b»",
      "publicKey": "«_cpub»",
      "preSharedKey": "«c»",
      "createdAt": "2024-05-02T18:11:40.113Z",
      "updatedAt": "2024-05-02T18:11:40.113Z",
      "enabled": true
    }
  }
}
`, V{"a": wpriv, "_spub": wpub, "_cid": g.uuid(), "b": c1, "_cpub": c1pub, "c": g.vpnPSK()}, "iphone-ruth")

	g.vpnAdd("vpn/wg-portal-config-yml", `
# /app/config/config.yml (wg-portal v2)
core:
  admin_user: admin@wgportal.local
  admin_password: «a»
  create_default_peer: true
  self_provisioning_allowed: true

web:
  external_url: https://wgportal.tessellate.example
  request_logging: false
  session_secret: «b»
  csrf_secret: «c»

auth:
  ldap:
    - id: corp-ad
      provider_name: Active Directory
      url: ldaps://dc01.corp.tessellate.example:636
      bind_user: CN=svc-wgportal,OU=Service,DC=corp,DC=tessellate,DC=example
      bind_pass: «d»
      base_dn: DC=corp,DC=tessellate,DC=example
`, V{"a": g.pw(), "b": g.an(32), "c": g.an(32), "d": g.pwStrong()}, "https://wgportal.tessellate.example", "CN=svc-wgportal,OU=Service,DC=corp,DC=tessellate,DC=example")

	g.vpnAdd("vpn/netmaker-env", `
$ cat /root/netmaker.env
NM_EMAIL=ops@sundial.example
NM_DOMAIN=nm.sundial.example
SERVER_HOST=«_ip»
MASTER_KEY=«a»
MQ_USERNAME=netmaker
MQ_PASSWORD=«b»
INSTALL_TYPE=ce
NETMAKER_TENANT_ID=
LICENSE_KEY=
SERVER_IMAGE_TAG=v0.24.1
UI_IMAGE_TAG=v0.24.1
METRICS_EXPORTER=off
DATABASE=sqlite
`, V{"_ip": g.vpnIP(), "a": g.an(30), "b": g.an(30)}, "NM_DOMAIN=nm.sundial.example", "SERVER_IMAGE_TAG=v0.24.1")

	nmTok := b64s(fmt.Sprintf(`{"server":"api.nm.sundial.example","value":"%s"}`, g.s(alUpNum, 32)))
	g.vpnAdd("vpn/netclient-join-token", `
root@edge-04:~# netclient join -t «a»
[netclient] 2024-06-11 09:41:12 joining network with enrollment key
[netclient] 2024-06-11 09:41:12 server: api.nm.sundial.example
[netclient] 2024-06-11 09:41:13 registered host edge-04 with id «_hid»
[netclient] 2024-06-11 09:41:13 joined network "prod-mesh" as 100.64.10.14
[netclient] 2024-06-11 09:41:14 wireguard interface netmaker up
`, V{"a": nmTok, "_hid": g.uuid()}, "joined network \"prod-mesh\" as 100.64.10.14")

	ppriv, _ := g.wireguard()
	g.vpnAdd("vpn/pivpn-add-and-cat", `
pi@raspberrypi:~ $ pivpn -a -n galaxy-tab
::: Client Keys generated
::: Client config generated
::: Updated server config
::: WireGuard reloaded
======================================================================
::: Done! galaxy-tab.conf successfully created!
::: galaxy-tab.conf was copied to /home/pi/configs for easy transfer.
::: Please use this profile only on one device and create additional
::: profiles for other devices. You can also use pivpn -qr
::: to generate a QR Code you can scan with the mobile app.
======================================================================
pi@raspberrypi:~ $ cat configs/galaxy-tab.conf
[Interface]
PrivateKey = «a»
Address = 10.239.172.4/24
DNS = 10.239.172.1

[Peer]
PublicKey = «_p»
PresharedKey = «b»
Endpoint = «_ip»:51820
AllowedIPs = 0.0.0.0/0, ::0/0
`, V{"a": ppriv, "_p": g.vpnPub(), "b": g.vpnPSK(), "_ip": g.vpnIP()}, "::: Done! galaxy-tab.conf successfully created!")

	lpriv, lpub := g.wireguard()
	g.vpnAdd("vpn/linuxserver-wireguard-logs-and-peer", `
$ docker logs wireguard 2>&1 | tail -8
**** Server mode is selected ****
**** External server address is set to wg.pinecrest.example ****
**** External server port is set to 51820. Make sure that port is properly forwarded to port 51820 inside this container ****
**** Internal subnet is set to 10.13.13.0 ****
**** Peer 2 (laptop) config generated ****
[ls.io-init] done.
$ cat config/peer_laptop/peer_laptop.conf
[Interface]
Address = 10.13.13.3
PrivateKey = «a»
ListenPort = 51820
DNS = 10.13.13.1

[Peer]
PublicKey = «_spub»
PresharedKey = «b»
Endpoint = wg.pinecrest.example:51820
AllowedIPs = 0.0.0.0/0
$ cat config/peer_laptop/publickey-peer_laptop
«_cpub»
`, V{"a": lpriv, "_spub": g.vpnPub(), "b": g.vpnPSK(), "_cpub": lpub}, "**** External server address is set to wg.pinecrest.example ****")

	kpriv, _ := g.wireguard()
	g.vpnAdd("vpn/k8s-secret-wg-conf-stringdata", `
apiVersion: v1
kind: Secret
metadata:
  name: wg-gateway-config
  namespace: network
type: Opaque
stringData:
  wg0.conf: |
    [Interface]
    Address = 172.31.255.2/32
    PrivateKey = «a»
    [Peer]
    PublicKey = «_p»
    AllowedIPs = 10.20.0.0/16
    Endpoint = «_ip»:51820
    PersistentKeepalive = 20
`, V{"a": kpriv, "_p": g.vpnPub(), "_ip": g.vpnIP()}, "name: wg-gateway-config")

	apriv, _ := g.wireguard()
	g.vpnAdd("vpn/ansible-host-vars-wireguard", `
# inventory/host_vars/gw-fra1.yml
wireguard_address: 10.99.0.1/24
wireguard_port: 51820
wireguard_private_key: "«a»"
wireguard_unmanaged_peers:
  gw-ams1:
    public_key: «_p1»
    preshared_key: «b»
    allowed_ips: 10.99.0.2/32, 10.120.0.0/16
    endpoint: gw-ams1.quorra.example:51820
    persistent_keepalive: 25
  bastion:
    public_key: «_p2»
    allowed_ips: 10.99.0.10/32
`, V{"a": apriv, "_p1": g.vpnPub(), "b": g.vpnPSK(), "_p2": g.vpnPub()}, "gw-ams1.quorra.example:51820", "wireguard_unmanaged_peers:")

	xpriv, _ := g.wireguard()
	g.vpnAdd("vpn/nixos-wireguard-inline-key", `
  networking.wireguard.interfaces.wg0 = {
    ips = [ "10.100.0.2/24" ];
    listenPort = 51820;
    # TODO move to privateKeyFile before pushing
    privateKey = "«a»";
    peers = [
      {
        publicKey = "«_p»";
        presharedKey = "«b»";
        allowedIPs = [ "10.100.0.0/24" ];
        endpoint = "hub.vellum.example:51820";
        persistentKeepalive = 25;
      }
    ];
  };
`, V{"a": xpriv, "_p": g.vpnPub(), "b": g.vpnPSK()}, "# TODO move to privateKeyFile before pushing", "hub.vellum.example:51820")

	rpriv, _ := g.wireguard()
	g.vpnAdd("vpn/asus-merlin-nvram-wgc", `
admin@RT-AX86U:/tmp/home/root# nvram show 2>/dev/null | grep ^wgc1_
wgc1_addr=10.64.122.19/32
wgc1_alive=25
wgc1_desc=Mullvad-se-got
wgc1_dns=10.64.0.1
wgc1_enable=1
wgc1_ep_addr=«_ip»
wgc1_ep_port=51820
wgc1_mtu=1420
wgc1_nat=1
wgc1_ppub=«_p»
wgc1_priv=«a»
wgc1_psk=
`, V{"_ip": g.vpnIP(), "_p": g.vpnPub(), "a": rpriv}, "wgc1_desc=Mullvad-se-got")

	upriv, _ := g.wireguard()
	upeer := g.vpnPub()
	upsk := g.vpnPSK()
	g.vpnAdd("vpn/wireguard-go-uapi-socket", `
$ printf 'get=1\n\n' | sudo nc -U /var/run/wireguard/utun4.sock
private_key=«a»
listen_port=51820
public_key=«_ph»
preshared_key=«b»
protocol_version=1
endpoint=«_ip»:51820
last_handshake_time_sec=1718092010
last_handshake_time_nsec=118220410
tx_bytes=2210948
rx_bytes=18110284
persistent_keepalive_interval=25
allowed_ip=10.50.0.0/24
errno=0
`, V{"a": vpnHexKey(upriv), "_ph": vpnHexKey(upeer), "b": vpnHexKey(upsk), "_ip": g.vpnIP()}, "protocol_version=1")
}

// ---- WireGuard managers and other homes of its keys ----

func (g *G) vpnWireGuardTools() {
	hpriv, _ := g.wireguard()
	g.vpnAdd("vpn/home-assistant-wireguard-addon", `
# Settings → Add-ons → WireGuard → Configuration (YAML)
server:
  host: ha.duckdns-marlow.example
  addresses:
    - 172.27.66.1
  dns:
    - 172.30.32.1
  private_key: «a»
peers:
  - name: phone-marlow
    addresses:
      - 172.27.66.2
    allowed_ips: []
    client_allowed_ips: []
    public_key: «_p»
    pre_shared_key: «b»
`, V{"a": hpriv, "_p": g.vpnPub(), "b": g.vpnPSK()}, "ha.duckdns-marlow.example", "phone-marlow")

	tpriv, tpub := g.wireguard()
	g.vpnAdd("vpn/terraform-output-wireguard-key", `
$ terraform output -json wg_gateway
{
  "endpoint": "«_ip»:51820",
  "interface_address": "10.250.0.1/24",
  "private_key": "«a»",
  "public_key": "«_pub»"
}
$ terraform state show wireguard_asymmetric_key.gateway
# wireguard_asymmetric_key.gateway:
resource "wireguard_asymmetric_key" "gateway" {
    id          = "«_pub»"
    private_key = (sensitive value)
    public_key  = "«_pub»"
}
`, V{"_ip": g.vpnIP(), "a": tpriv, "_pub": tpub}, "private_key = (sensitive value)")

	upriv, _ := g.wireguard()
	g.vpnAdd("vpn/unraid-wireguard-cfg", `
root@Tower:~# cat /boot/config/wireguard/wg0.cfg
TYPE:1="8"
NAME:1="brother-laptop"
[Interface]
#Local tunnel
PrivateKey=«a»
Address=10.253.0.1
ListenPort=51820
PostUp=logger -t wireguard 'Tunnel WireGuard-wg0 started'
PostDown=logger -t wireguard 'Tunnel WireGuard-wg0 stopped'

[Peer]
#brother-laptop
PublicKey=«_p»
PresharedKey=«b»
AllowedIPs=10.253.0.2
`, V{"a": upriv, "_p": g.vpnPub(), "b": g.vpnPSK()}, "/boot/config/wireguard/wg0.cfg", "#brother-laptop")

	apriv, _ := g.wireguard()
	g.vpnAdd("vpn/wg-access-server-config", `
# config.yaml for place1/wg-access-server
loglevel: info
storage: postgresql://wgas:«a»@db.internal:5432/wgas?sslmode=disable
adminUsername: admin
adminPassword: «b»
wireguard:
  privateKey: «c»
  port: 51820
vpn:
  cidr: 10.44.0.0/24
  gatewayInterface: eth0
dns:
  enabled: true
`, V{"a": g.pwURL(), "b": g.pw(), "c": apriv}, "adminUsername: admin", "place1/wg-access-server")

	g.vpnAdd("vpn/firezone-legacy-env", `
$ sudo cat $HOME/.firezone/.env
EXTERNAL_URL=https://fz.oakridge.example
DEFAULT_ADMIN_EMAIL=it@oakridge.example
DEFAULT_ADMIN_PASSWORD=«a»
GUARDIAN_SECRET_KEY=«b»
SECRET_KEY_BASE=«c»
LIVE_VIEW_SIGNING_SALT=«d»
COOKIE_SIGNING_SALT=«e»
COOKIE_ENCRYPTION_SALT=«f»
DATABASE_ENCRYPTION_KEY=«h»
DATABASE_PASSWORD=«i»
WIREGUARD_PORT=51820
`, V{"a": g.pwStrong(), "b": g.b64(48), "c": g.b64(48), "d": g.b64(24), "e": g.b64(6), "f": g.b64(6), "h": g.b64(32), "i": g.b64(12)}, "EXTERNAL_URL=https://fz.oakridge.example")

	fzTok := ".SFMyNTY.g2gDaAJtAAAAJDk" + g.b64u(180) + "." + g.b64u(43)
	g.vpnAdd("vpn/firezone-gateway-token", `
docker run -d \
  --restart=unless-stopped \
  --pull=always \
  --health-cmd="ip link | grep tun-firezone" \
  --name=firezone-gateway \
  --cap-add=NET_ADMIN \
  --sysctl net.ipv4.ip_forward=1 \
  --device="/dev/net/tun:/dev/net/tun" \
  --env FIREZONE_ID="«_id»" \
  --env FIREZONE_TOKEN="«a»" \
  --env RUST_LOG="str0m=warn,info" \
  ghcr.io/firezone/gateway:1
`, V{"_id": g.uuid(), "a": fzTok}, "ghcr.io/firezone/gateway:1")

	ipriv, _ := g.wireguard()
	g.vpnAdd("vpn/innernet-invitation-toml", `
$ cat ci-runner-3.toml
[interface]
network-name = "bellhaven"
address = "10.42.16.3/16"
private-key = "«a»"
endpoint = "«_ip»:51820"

[server]
public-key = "«_p»"
external-endpoint = "«_ip»:51820"
internal-endpoint = "10.42.0.1:51820"
$ sudo innernet install ci-runner-3.toml --default-name
`, V{"a": ipriv, "_ip": g.vpnIP(), "_p": g.vpnPub()}, "internal-endpoint = \"10.42.0.1:51820\"", "network-name = \"bellhaven\"")

	wpriv, _ := g.wireguard()
	g.vpnAdd("vpn/windows-wireguard-type-conf", `
C:\Users\okafor>type "%USERPROFILE%\Downloads\office-split.conf"
[Interface]
PrivateKey = «a»
Address = 10.30.9.44/32
DNS = 10.30.0.10, corp.lindqvist.example

[Peer]
PublicKey = «_p»
AllowedIPs = 10.30.0.0/16, 172.20.0.0/14
Endpoint = wg.lindqvist.example:443

C:\Users\okafor>"C:\Program Files\WireGuard\wireguard.exe" /installtunnelservice "%USERPROFILE%\Downloads\office-split.conf"
`, V{"a": wpriv, "_p": g.vpnPub()}, "wg.lindqvist.example:443", "/installtunnelservice")
}

// ---- OpenVPN ----

func (g *G) vpnOpenVPN() {
	ca, crt, key := g.certPEM(), g.certPEM(), g.ecPKCS8()
	g.vpnAdd("vpn/ovpn-inline-key-and-tls-crypt", `
$ cat ~/Downloads/ruth-laptop.ovpn
client
dev tun
proto udp
remote vpn.calderwood.example 1194
resolv-retry infinite
nobind
persist-key
persist-tun
remote-cert-tls server
cipher AES-256-GCM
auth SHA256
verb 3
<ca>
«_cab»
«_ca»
«_cae»
</ca>
<cert>
«_crb»
«_crt»
«_cre»
</cert>
<key>
«=kb»
«a»
«=ke»
</key>
<tls-crypt>
#
# 2048 bit OpenVPN static key
#
-----BEGIN OpenVPN Static key V1-----
«b»
-----END OpenVPN Static key V1-----
</tls-crypt>
`, V{"_cab": ca.begin, "_ca": ca.body, "_cae": ca.end, "_crb": crt.begin, "_crt": crt.body, "_cre": crt.end,
		"=kb": key.begin, "a": key.body, "=ke": key.end, "b": g.vpnStatic()}, "remote vpn.calderwood.example 1194")

	g.vpnAdd("vpn/openvpn-server-inline-tls-auth", `
# /etc/openvpn/server/server.conf (tail)
tls-version-min 1.2
key-direction 0
<tls-auth>
-----BEGIN OpenVPN Static key V1-----
«a»
-----END OpenVPN Static key V1-----
</tls-auth>
status /var/log/openvpn/status.log
log-append /var/log/openvpn/openvpn.log
`, V{"a": g.vpnStatic()}, "key-direction 0", "status /var/log/openvpn/status.log")

	g.vpnAdd("vpn/openvpn-genkey-cat-ta", `
root@vpn01:/etc/openvpn/server# openvpn --genkey secret ta.key
root@vpn01:/etc/openvpn/server# cat ta.key
#
# 2048 bit OpenVPN static key
#
-----BEGIN OpenVPN Static key V1-----
«a»
-----END OpenVPN Static key V1-----
root@vpn01:/etc/openvpn/server# ls -l
-rw------- 1 root root  636 Jun 11 09:02 ta.key
-rw-r--r-- 1 root root 1204 Jun 11 08:57 server.conf
`, V{"a": g.vpnStatic()}, "openvpn --genkey secret ta.key")

	g.vpnAdd("vpn/ovpn-tls-crypt-v2-client-key", `
dev tun
remote ovpn.farrow.example 443 tcp-client
auth-user-pass
auth-nocache
<tls-crypt-v2>
-----BEGIN OpenVPN tls-crypt-v2 client key-----
«a»
-----END OpenVPN tls-crypt-v2 client key-----
</tls-crypt-v2>
`, V{"a": wrap(g.b64(542), 64)}, "remote ovpn.farrow.example 443 tcp-client")

	g.vpnAdd("vpn/openvpn-auth-user-pass-file", `
$ grep -n auth-user-pass /etc/openvpn/client/work.conf
14:auth-user-pass /etc/openvpn/client/work.creds
$ sudo cat /etc/openvpn/client/work.creds
j.mbeki
«a»
$ sudo systemctl restart openvpn-client@work
$ journalctl -u openvpn-client@work -n 3 --no-pager
Jun 11 10:14:02 thinkpad openvpn[88123]: [vpn.kestrelbay.example] Peer Connection Initiated with [AF_INET]«_ip»:1194
Jun 11 10:14:03 thinkpad openvpn[88123]: TUN/TAP device tun0 opened
Jun 11 10:14:03 thinkpad openvpn[88123]: Initialization Sequence Completed
`, V{"a": g.pw(), "_ip": g.vpnIP()}, "/etc/openvpn/client/work.creds", "Initialization Sequence Completed")

	g.vpnAdd("vpn/openvpn-management-interface-session", `
$ telnet 127.0.0.1 7505
Trying 127.0.0.1...
Connected to 127.0.0.1.
Escape character is '^]'.
ENTER PASSWORD:«a»
SUCCESS: password is correct
>INFO:OpenVPN Management Interface Version 5 -- type 'help' for more info
>PASSWORD:Need 'Auth' username/password
username "Auth" dmitri.h
SUCCESS: 'Auth' username entered, but not yet verified
password "Auth" «b»
SUCCESS: 'Auth' password entered, but not yet verified
>STATE:1718095201,AUTH,,,,,,
>STATE:1718095202,CONNECTED,SUCCESS,10.8.0.14,«_ip»,1194,,
`, V{"a": g.pwURL(), "b": g.pw(), "_ip": g.vpnIP()}, "OpenVPN Management Interface Version 5", "username \"Auth\" dmitri.h")

	g.vpnAdd("vpn/openvpn-management-pw-file", `
$ grep management /etc/openvpn/server/server.conf
management 127.0.0.1 7505 /etc/openvpn/server/mgmt.pw
management-client-auth
$ sudo cat /etc/openvpn/server/mgmt.pw
«a»
`, V{"a": g.an(24)}, "management 127.0.0.1 7505 /etc/openvpn/server/mgmt.pw")

	scrv := "SCRV1:" + b64s(g.pw()) + ":" + b64s(g.digits(6))
	g.vpnAdd("vpn/openvpn-static-challenge-scrv1", `
# client.ovpn
static-challenge "Enter Duo passcode or 'push'" 1
auth-user-pass
# wrapper log (ovpn-mgmt.py, debug on)
2024-06-11 08:01:33 DEBUG >PASSWORD:Need 'Auth' username/password SC:1,Enter Duo passcode or 'push'
2024-06-11 08:01:33 DEBUG send: username "Auth" lhernandez
2024-06-11 08:01:33 DEBUG send: password "Auth" "«a»"
2024-06-11 08:01:35 DEBUG >STATE:1718092895,CONNECTED,SUCCESS,10.9.2.31,«_ip»,1194,,
`, V{"a": scrv, "_ip": g.vpnIP()}, "static-challenge \"Enter Duo passcode or 'push'\" 1")

	g.vpnAdd("vpn/openvpn-push-reply-auth-token", `
2024-06-11 09:20:41 PUSH: Received control message: 'PUSH_REPLY,redirect-gateway def1,dhcp-option DNS 10.8.0.1,route-gateway 10.8.0.1,topology subnet,ping 10,ping-restart 60,auth-token SESS_ID_AT_«a»,ifconfig 10.8.0.6 255.255.255.0,peer-id 0,cipher AES-256-GCM'
2024-06-11 09:20:41 OPTIONS IMPORT: timers and/or timeouts modified
2024-06-11 09:20:41 OPTIONS IMPORT: --ifconfig/up options modified
2024-06-11 09:20:41 OPTIONS IMPORT: route options modified
2024-06-11 09:20:41 OPTIONS IMPORT: peer-id set
2024-06-11 09:20:41 Data Channel: cipher 'AES-256-GCM', peer-id: 0
`, V{"a": g.b64(48)}, "OPTIONS IMPORT: peer-id set")

	g.vpnAdd("vpn/openvpn-as-first-boot-log", `
$ docker logs openvpn-as 2>&1 | grep -A2 -i 'auto-generated'
Auto-generated pass = "«a»". Setting in db...
Init OK
Start openvpn-as..
$ docker exec -it openvpn-as sacli --user openvpn --new_pass «b» SetLocalPassword
{
  "status": true
}
`, V{"a": g.an(12), "b": g.pw()}, "sacli --user openvpn")

	g.vpnAdd("vpn/openvpn-as-sacli-ldap-bind", `
root@as01:~# sacli --key "auth.module.type" --value "ldap" ConfigPut
root@as01:~# sacli --key "auth.ldap.0.server.0.host" --value "dc1.ashgrove.example" ConfigPut
root@as01:~# sacli --key "auth.ldap.0.bind_dn" --value "CN=svc_openvpn,OU=Svc,DC=ashgrove,DC=example" ConfigPut
root@as01:~# sacli --key "auth.ldap.0.bind_pw" --value "«a»" ConfigPut
root@as01:~# sacli start
`, V{"a": g.pwStrong()}, "CN=svc_openvpn,OU=Svc,DC=ashgrove,DC=example", "auth.ldap.0.bind_pw")

	g.vpnAdd("vpn/pritunl-setup-key-and-default-password", `
$ sudo pritunl setup-key
«a»
$ sudo pritunl default-password
[undefined][2024-06-11 10:01:22,480][INFO] Getting default administrator password
Administrator default password:
  username: "pritunl"
  password: "«b»"
`, V{"a": g.hex(32), "b": g.an(12)}, "Administrator default password:")

	g.vpnAdd("vpn/easyrsa-passin-passout", `
$ ./easyrsa --batch --passin=pass:«a» --passout=pass:«b» build-client-full kiosk-07
Using Easy-RSA 'vars' configuration:
* /etc/openvpn/easy-rsa/vars
Using SSL:
* openssl OpenSSL 3.0.13 30 Jan 2024 (Library: OpenSSL 3.0.13 30 Jan 2024)
-----
Using configuration from /etc/openvpn/easy-rsa/pki/openssl-easyrsa.cnf
Check that the request matches the signature
Signature ok
The Subject's Distinguished Name is as follows
commonName            :ASN.1 12:'kiosk-07'
Certificate is to be certified until Sep 14 10:03:55 2026 GMT (825 days)

Notice
------
Certificate created at:
* /etc/openvpn/easy-rsa/pki/issued/kiosk-07.crt
`, V{"a": g.pwURL(), "b": g.pwURL()}, "/etc/openvpn/easy-rsa/pki/issued/kiosk-07.crt")

	g.vpnAdd("vpn/openvpn-askpass-file", `
# /etc/openvpn/client/branch.conf
pkcs12 /etc/openvpn/client/branch-gw.p12
askpass /etc/openvpn/client/branch-gw.pass
auth-nocache
$ sudo cat /etc/openvpn/client/branch-gw.pass
«a»
`, V{"a": g.pwStrong()}, "pkcs12 /etc/openvpn/client/branch-gw.p12")

	g.vpnAdd("vpn/openvpn-auth-verify-script-ldap", `
#!/usr/bin/env python3
# /etc/openvpn/server/auth-ldap.py  (auth-user-pass-verify ... via-file)
import sys, ldap3

LDAP_URL = "ldaps://ldap.corvid.example"
BIND_DN = "uid=openvpn-bind,ou=services,dc=corvid,dc=example"
BIND_PW = "«a»"

with open(sys.argv[1]) as f:
    user, pw = f.read().splitlines()[:2]
conn = ldap3.Connection(LDAP_URL, BIND_DN, BIND_PW, auto_bind=True)
`, V{"a": g.pw()}, "uid=openvpn-bind,ou=services,dc=corvid,dc=example", "ldaps://ldap.corvid.example")

	g.vpnAdd("vpn/dperson-openvpn-client-auth-flag", `
  vpn:
    image: dperson/openvpn-client
    cap_add: [NET_ADMIN]
    devices: ["/dev/net/tun"]
    volumes: ["./vpn:/vpn"]
    command: '-f "" -r 192.168.1.0/24 -a "«=u»;«a»"'
    restart: unless-stopped
`, V{"=u": "p" + g.digits(7), "a": g.pwURL()}, "image: dperson/openvpn-client")

	g.vpnAdd("vpn/openvpn-windows-pass-txt", `
PS C:\Program Files\OpenVPN\config> Get-Content .\hq.ovpn | Select-String auth-user-pass
auth-user-pass "C:\\Program Files\\OpenVPN\\config\\hq-pass.txt"
PS C:\Program Files\OpenVPN\config> Get-Content .\hq-pass.txt
svc-kiosk
«a»
`, V{"a": g.pw()}, "Select-String auth-user-pass")
}

// ---- IPsec, IKEv2 and L2TP ----

func (g *G) vpnIPsec() {
	g.vpnAdd("vpn/ipsec-secrets-mixed", `
$ sudo cat /etc/ipsec.secrets
# This file holds shared secrets or RSA private keys for authentication.

# RSA private key for this host, authenticating it to any other host
# which knows the public part.
: RSA vpn-gw01.key

«_l» «_r» : PSK "«a»"
%any : PSK "«b»"
warrick : EAP "«c»"
tanvi : XAUTH "«d»"
`, V{"_l": g.vpnIP(), "_r": g.vpnIP(), "a": g.an(40), "b": g.b64(24), "c": g.pw(), "d": g.pw()}, ": RSA vpn-gw01.key")

	g.vpnAdd("vpn/swanctl-conf-secrets-block", `
# /etc/swanctl/conf.d/site-b.conf
connections {
    site-b {
        version = 2
        remote_addrs = «_ip»
        proposals = aes256gcm16-prfsha384-ecp384
        local { auth = psk  id = gw-a.nordvik.example }
        remote { auth = psk  id = gw-b.nordvik.example }
        children { net { local_ts = 10.1.0.0/16  remote_ts = 10.2.0.0/16  esp_proposals = aes256gcm16-ecp384 } }
    }
}
secrets {
    ike-site-b {
        id-a = gw-a.nordvik.example
        id-b = gw-b.nordvik.example
        secret = 0s«a»
    }
    eap-roadwarrior {
        id = ingrid
        secret = "«b»"
    }
    private-gw {
        file = gw-a.key.pem
    }
}
`, V{"_ip": g.vpnIP(), "a": g.b64(33), "b": g.pw()}, "proposals = aes256gcm16-prfsha384-ecp384", "file = gw-a.key.pem")

	g.vpnAdd("vpn/libreswan-ipsec-d-secrets", `
[root@fw2 ~]# cat /etc/ipsec.d/aws-tunnel1.secrets
«_l» «_r»: PSK "«a»"
[root@fw2 ~]# cat /etc/ipsec.d/aws-tunnel2.secrets
«_l» «_r2»: PSK "«b»"
[root@fw2 ~]# ipsec auto --add aws-tunnel1
002 "aws-tunnel1": added IKEv2 connection
`, V{"_l": g.vpnIP(), "_r": g.vpnIP(), "a": g.s(alAlnum+"._", 32), "_r2": g.vpnIP(), "b": g.s(alAlnum+"._", 32)}, "002 \"aws-tunnel1\": added IKEv2 connection")

	g.vpnAdd("vpn/hwdsl2-setup-output", `
================================================

IPsec VPN server is now ready for use!

Connect to your new VPN with these details:

Server IP: «_ip»
IPsec PSK: «a»
Username: vpnuser
Password: «b»

Write these down. You'll need them to connect!

VPN client setup: https://vpnsetup.net/clients

================================================
`, V{"_ip": g.vpnIP(), "a": g.an(20), "b": g.an(16)}, "https://vpnsetup.net/clients", "IPsec VPN server is now ready for use!")

	g.vpnAdd("vpn/hwdsl2-docker-vpn-env", `
# vpn.env for hwdsl2/ipsec-vpn-server
VPN_IPSEC_PSK=«a»
VPN_USER=field-ops
VPN_PASSWORD=«b»
VPN_ADDL_USERS=auditor kiosk
VPN_ADDL_PASSWORDS=«c» «d»
VPN_DNS_SRV1=1.1.1.1
VPN_PUBLIC_IP=«_ip»
`, V{"a": g.an(20), "b": g.pwURL(), "c": g.an(16), "d": g.an(16), "_ip": g.vpnIP()}, "VPN_ADDL_USERS=auditor kiosk")

	g.vpnAdd("vpn/xl2tpd-chap-secrets", `
$ sudo cat /etc/ppp/chap-secrets
# Secrets for authentication using CHAP
# client        server  secret                  IP addresses
"mthompson"     l2tpd   "«a»"                   *
"scanner01"     l2tpd   "«b»"                   192.168.42.50
$ sudo cat /etc/ppp/options.xl2tpd | grep -v '^#'
+mschap-v2
ipcp-accept-local
ipcp-accept-remote
ms-dns 8.8.8.8
noccp
auth
mtu 1280
`, V{"a": g.pw(), "b": g.an(14)}, "ipcp-accept-local", "\"mthompson\"     l2tpd")

	g.vpnAdd("vpn/racoon-psk-txt", `
# /etc/racoon/psk.txt  -- keep 600
# IPv4/v6 addresses
«_ip»	«a»
# USER_FQDN
ops@branch.tamsin.example	«b»
`, V{"_ip": g.vpnIP(), "a": g.an(28), "b": g.pwURL()}, "ops@branch.tamsin.example")

	g.vpnAdd("vpn/aws-vpn-generic-config-tunnel", `
IPSec Tunnel #1
================================================================================
#1: Internet Key Exchange Configuration

Configure the IKE SA as follows:
  - Authentication Method    : Pre-Shared Key
  - Pre-Shared Key           : «a»
  - Authentication Algorithm : sha1
  - Encryption Algorithm     : aes-128-cbc
  - Lifetime                 : 28800 seconds
  - Phase 1 Negotiation Mode : main
  - Diffie-Hellman           : Group 2

#3: Tunnel Interface Configuration
Outside IP Addresses:
  - Customer Gateway                 : «_cgw»
  - Virtual Private Gateway          : «_vgw»
`, V{"a": g.s(alAlnum+"._", 32), "_cgw": g.vpnIP(), "_vgw": g.vpnIP()}, "Phase 1 Negotiation Mode : main")

	g.vpnAdd("vpn/terraform-aws-vpn-connection-psk", `
resource "aws_vpn_connection" "hq" {
  vpn_gateway_id           = aws_vpn_gateway.main.id
  customer_gateway_id      = aws_customer_gateway.hq.id
  type                     = "ipsec.1"
  static_routes_only       = true
  tunnel1_inside_cidr      = "169.254.10.0/30"
  tunnel1_preshared_key    = "«a»"
  tunnel2_inside_cidr      = "169.254.10.4/30"
  tunnel2_preshared_key    = "«b»"
  tunnel1_ike_versions     = ["ikev2"]
}
`, V{"a": g.s(alAlnum+"._", 32), "b": g.s(alAlnum+"._", 32)}, "169.254.10.0/30", "aws_customer_gateway.hq.id")

	g.vpnAdd("vpn/az-vpn-connection-shared-key-show", `
$ az network vpn-connection shared-key show --connection-name cn-hq-to-azure --resource-group rg-hub-network -o json
{
  "id": "/subscriptions/«_sub»/resourceGroups/rg-hub-network/providers/Microsoft.Network/connections/cn-hq-to-azure/sharedkey",
  "resourceGroup": "rg-hub-network",
  "value": "«a»"
}
`, V{"_sub": g.uuid(), "a": g.an(32)}, "cn-hq-to-azure")

	g.vpnAdd("vpn/gcloud-vpn-tunnels-create", `
$ gcloud compute vpn-tunnels create tun-onprem-0 \
    --region=europe-west4 \
    --vpn-gateway=ha-vpn-gw \
    --interface=0 \
    --peer-external-gateway=onprem-fw \
    --peer-external-gateway-interface=0 \
    --ike-version=2 \
    --shared-secret=«a» \
    --router=cr-onprem
Creating VPN tunnel...done.
NAME          REGION        GATEWAY    VPN_INTERFACE  PEER_ADDRESS
tun-onprem-0  europe-west4  ha-vpn-gw  0              «_ip»
`, V{"a": g.b64u(32), "_ip": g.vpnIP()}, "--peer-external-gateway=onprem-fw")

	g.vpnAdd("vpn/juniper-srx-ike-psk", `
admin@srx-edge> show configuration security ike | display set
set security ike proposal p1-aes256 authentication-method pre-shared-keys
set security ike proposal p1-aes256 dh-group group14
set security ike policy pol-branch proposals p1-aes256
set security ike policy pol-branch pre-shared-key ascii-text "«a»"
set security ike gateway gw-branch ike-policy pol-branch
set security ike gateway gw-branch address «_ip»
set security ike gateway gw-branch external-interface ge-0/0/0.0
set security ike gateway gw-branch version v2-only
`, V{"a": "$9$" + g.s(alAlnum+".-", 44), "_ip": g.vpnIP()}, "set security ike gateway gw-branch external-interface ge-0/0/0.0")

	g.vpnAdd("vpn/cisco-ios-ikev2-keyring", `
csr1000v#show running-config | section crypto
crypto ikev2 keyring KR-AZURE
 peer azure-vng
  address «_ip»
  pre-shared-key «a»
 !
crypto ikev2 profile PR-AZURE
 match identity remote address «_ip» 255.255.255.255
 authentication remote pre-share
 authentication local pre-share
 keyring local KR-AZURE
crypto isakmp key «b» address «_ip2»
`, V{"_ip": g.vpnIP(), "a": g.an(32), "b": g.pwURL(), "_ip2": g.vpnIP()}, "authentication remote pre-share", "keyring local KR-AZURE")

	g.vpnAdd("vpn/windows-add-vpnconnection-l2tp", `
PS C:\> Add-VpnConnection -Name "Kestrel Office" -ServerAddress "vpn.kestrel-office.example" -TunnelType L2tp -L2tpPsk "«a»" -AuthenticationMethod MSChapv2 -EncryptionLevel Required -RememberCredential -Force
WARNING: The currently selected encryption level requires EAP or MS-CHAPv2 logon security methods. Data encryption will not occur for Pap or Chap.
PS C:\> rasdial "Kestrel Office" b.osei «b»
Verifying username and password...
Registering your computer on the network...
Successfully connected to Kestrel Office.
Command completed successfully.
`, V{"a": g.an(24), "b": g.pw()}, "Successfully connected to Kestrel Office.")

	g.vpnAdd("vpn/mobileconfig-ipsec-xauth", `
<dict>
    <key>IPSec</key>
    <dict>
        <key>AuthenticationMethod</key>
        <string>SharedSecret</string>
        <key>LocalIdentifier</key>
        <string>sales</string>
        <key>LocalIdentifierType</key>
        <string>KeyID</string>
        <key>RemoteAddress</key>
        <string>vpn.marram.example</string>
        <key>SharedSecret</key>
        <data>«a»</data>
        <key>XAuthEnabled</key>
        <integer>1</integer>
        <key>XAuthName</key>
        <string>f.adeyemi</string>
        <key>XAuthPassword</key>
        <string>«b»</string>
    </dict>
    <key>PayloadIdentifier</key>
    <string>com.marram.vpn.«_u»</string>
    <key>VPNType</key>
    <string>IPSec</string>
</dict>
`, V{"a": b64s(g.an(24)), "b": g.pw(), "_u": g.uuid()}, "vpn.marram.example")

	g.vpnAdd("vpn/algo-deploy-summary", `
TASK [Congratulations!] ********************************************************
ok: [localhost] => {
    "msg": [
        [
            "\"#                          Congratulations!                            #\"",
            "\"#                     Your Algo server is running.                     #\"",
            "\"#    Config files and certificates are in the ./configs/ directory.    #\"",
            "\"#              Go to https://whoer.net/ after connecting               #\"",
            "\"#        and ensure that all your traffic passes through the VPN.      #\"",
            "\"#                     Local DNS resolver 172.16.0.1                    #\""
        ],
        "    \"#        The p12 and SSH keys password for new users is «a»       #\"\n",
        "    \"#        The CA key password is «b»       #\"\n",
        "    \"#      Shell access: ssh -F configs/«_ip»/ssh_config algo        #\"\n"
    ]
}
`, V{"a": g.an(12), "b": g.an(32), "_ip": g.vpnIP()}, "Your Algo server is running.")

	p12 := "MIIKSQIBAzCCCg8GCSqGSIb3DQEHAaCCCgAEggn8" + g.s(alB64, 2600)
	g.vpnAdd("vpn/strongswan-sswan-profile", `
{
  "uuid": "«_u»",
  "name": "Saltire IKEv2",
  "type": "ikev2-cert",
  "remote": {
    "addr": "ikev2.saltire.example",
    "id": "ikev2.saltire.example"
  },
  "local": {
    "p12": "«a»",
    "rsa-pss": "true"
  },
  "ike-proposal": "aes256-sha256-ecp384",
  "esp-proposal": "aes256gcm16"
}
`, V{"_u": g.uuid(), "a": p12}, "ikev2.saltire.example", "\"ike-proposal\": \"aes256-sha256-ecp384\"")

	sk := g.ecSEC1()
	g.vpnAdd("vpn/strongswan-pki-gen-stdout", `
$ pki --gen --type ecdsa --size 384 --outform pem
«=b»
«a»
«=e»
$ # oops, meant to redirect that to /etc/swanctl/private/gw.key.pem
`, V{"=b": sk.begin, "a": sk.body, "=e": sk.end}, "/etc/swanctl/private/gw.key.pem")

	g.vpnAdd("vpn/softether-vpncmd", `
VPN Server/HUB_OPS>UserCreate kiosk3 /GROUP:none /REALNAME:"Kiosk 3" /NOTE:none
UserCreate command - Create User
The command completed successfully.

VPN Server/HUB_OPS>UserPasswordSet kiosk3 /PASSWORD:«a»
UserPasswordSet command - Set Password Authentication for User Auth Type and Set Password
The command completed successfully.

VPN Server/HUB_OPS>IPsecEnable /L2TP:yes /L2TPRAW:no /ETHERIP:no /PSK:«b» /DEFAULTHUB:HUB_OPS
IPsecEnable command - Enable or Disable IPsec VPN Server Function
The command completed successfully.
`, V{"a": g.pwURL(), "b": g.an(9)}, "UserCreate kiosk3")
}

// ---- Cisco AnyConnect, openconnect and other SSL VPN clients ----

func (g *G) vpnCisco() {
	g.vpnAdd("vpn/openconnect-passwd-on-stdin", `
$ echo '«a»' | sudo openconnect --user=akowalski --passwd-on-stdin --authgroup=Employees vpn.graniteworks.example
POST https://vpn.graniteworks.example/
Connected to «_ip»:443
SSL negotiation with vpn.graniteworks.example
Connected to HTTPS on vpn.graniteworks.example with ciphersuite (TLS1.2)-(ECDHE-SECP256R1)-(RSA-SHA512)-(AES-256-GCM)
XML POST enabled
Please enter your username and password.
POST https://vpn.graniteworks.example/
Got CONNECT response: HTTP/1.1 200 OK
CSTP connected. DPD 30, Keepalive 20
Connected as 10.251.4.37, using SSL, with DTLS in progress
Established DTLS connection (using GnuTLS). Ciphersuite (DTLS1.2)-(ECDHE-RSA)-(AES-256-GCM).
`, V{"a": g.pw(), "_ip": g.vpnIP()}, "--authgroup=Employees", "Connected as 10.251.4.37")

	cookie := g.s(alHexU, 8) + "@" + g.digits(10) + "@" + g.s(alHexU, 4) + "@" + g.s(alHexU, 40)
	g.vpnAdd("vpn/openconnect-authenticate-eval", `
$ openconnect --authenticate --user=pnguyen --authgroup=SSO vpn.tidewater.example
POST https://vpn.tidewater.example/
Connected to «_ip»:443
SSL negotiation with vpn.tidewater.example
Please complete the authentication process in the AnyConnect Login window.
COOKIE='«a»'
HOST='«_ip»'
CONNECT_URL='https://vpn.tidewater.example/'
FINGERPRINT='pin-sha256:«_fp»'
RESOLVE='vpn.tidewater.example:«_ip»'
$ echo "«a»" | sudo openconnect --cookie-on-stdin --servercert pin-sha256:«_fp» vpn.tidewater.example
`, V{"_ip": g.vpnIP(), "a": cookie, "_fp": g.b64(32)}, "CONNECT_URL='https://vpn.tidewater.example/'")

	g.vpnAdd("vpn/openconnect-dump-http-dtls-master", `
$ sudo openconnect -v --dump-http-traffic vpn.tidewater.example 2>&1 | sed -n '/^> CONNECT/,/^>$/p'
> CONNECT /CSCOSSLC/tunnel HTTP/1.1
> Host: vpn.tidewater.example
> User-Agent: Open AnyConnect VPN Agent v9.12
> Cookie: webvpn=<elided>
> X-CSTP-Version: 1
> X-CSTP-Hostname: dev-laptop-14
> X-CSTP-Accept-Encoding: oc-lz4,lzs
> X-CSTP-Base-MTU: 1406
> X-CSTP-MTU: 1406
> X-CSTP-Address-Type: IPv6,IPv4
> X-DTLS-Master-Secret: «a»
> X-DTLS-CipherSuite: AES256-SHA:AES128-SHA:DES-CBC3-SHA:DES-CBC-SHA
>
`, V{"a": g.s(alHexU, 96)}, "Cookie: webvpn=<elided>", "X-CSTP-Hostname: dev-laptop-14")

	g.vpnAdd("vpn/vpnc-conf-group-secret", `
$ sudo cat /etc/vpnc/hq.conf
IPSec gateway vpn.harbourline.example
IPSec ID HL-Staff
IPSec secret «a»
Xauth username r.castellano
Xauth password «b»
IKE Authmode psk
NAT Traversal Mode natt
`, V{"a": g.an(16), "b": g.pw()}, "IPSec ID HL-Staff", "NAT Traversal Mode natt")

	g.vpnAdd("vpn/cisco-pcf-enc-group-pwd", `
$ cat "Harbourline Remote.pcf"
[main]
Description=Harbourline Remote
Host=vpn.harbourline.example
AuthType=1
GroupName=HL-Remote
GroupPwd=
enc_GroupPwd=«a»
EnableISPConnect=0
EnableNat=1
TunnelingMode=0
$ cisco-decrypt «a»
«b»
`, V{"a": g.s(alHexU, 136), "b": g.an(14)}, "GroupName=HL-Remote")

	g.vpnAdd("vpn/asa-more-system-running-config", `
asa-edge# more system:running-config | begin tunnel-group
tunnel-group «_ip» type ipsec-l2l
tunnel-group «_ip» ipsec-attributes
 ikev1 pre-shared-key «a»
 ikev2 remote-authentication pre-shared-key «b»
 ikev2 local-authentication pre-shared-key «b»
tunnel-group RA-Staff type remote-access
tunnel-group RA-Staff general-attributes
 address-pool POOL-RA
 authentication-server-group ISE
 default-group-policy GP-Staff
`, V{"_ip": g.vpnIP(), "a": g.pwURL(), "b": g.an(28)}, "authentication-server-group ISE", "default-group-policy GP-Staff")

	g.vpnAdd("vpn/ocserv-radius-servers", `
# grep -E '^(auth|acct|tcp-port|udp-port)' /etc/ocserv/ocserv.conf
auth = "radius[config=/etc/radcli/radiusclient.conf,groupconfig=true]"
acct = "radius[config=/etc/radcli/radiusclient.conf]"
tcp-port = 443
udp-port = 443
# cat /etc/radcli/servers
# Server Name or Client/Server pair            Key
nps01.corp.linden.example                       «a»
nps02.corp.linden.example                       «a»
`, V{"a": g.pwStrong()}, "nps01.corp.linden.example", "/etc/radcli/radiusclient.conf")

	g.vpnAdd("vpn/anyconnect-vpn-s-printf", `
#!/bin/bash
# ~/bin/vpn-up — reconnect AnyConnect without the GUI
VPN=/opt/cisco/anyconnect/bin/vpn
$VPN disconnect >/dev/null
printf 'connect vpn.quarrybank.example\nContractors\nx.delacroix\n«a»\ny\n' | $VPN -s
$VPN state | grep -m1 state
`, V{"a": g.pwURL()}, "/opt/cisco/anyconnect/bin/vpn", "connect vpn.quarrybank.example")

	g.vpnAdd("vpn/openconnect-pulse-dsid", `
$ # grabbed DSID from the browser devtools after the SAML login
$ sudo openconnect --protocol=nc -C 'DSID=«a»' https://ra.wexford-health.example/saml
Connected to «_ip»:443
SSL negotiation with ra.wexford-health.example
Connected to HTTPS on ra.wexford-health.example with ciphersuite (TLS1.3)-(ECDHE-SECP256R1)-(RSA-PSS-RSAE-SHA256)-(AES-256-GCM)
Connected as 10.180.12.77, using SSL
`, V{"a": g.hex(32), "_ip": g.vpnIP()}, "--protocol=nc", "https://ra.wexford-health.example/saml")

	g.vpnAdd("vpn/sonicwall-netextender-cli", `
$ netExtender -u ebrandt -p '«a»' -d LocalDomain sslvpn.ferncliff.example:4433
NetExtender for Linux - Version 10.2.850
Connecting to sslvpn.ferncliff.example:4433...
Connected.
Logging in...
Login successful.
SSL Connection is ready
Using SSL Encryption Cipher 'ECDHE-RSA-AES256-GCM-SHA384'
Using new PPP frame encoding mechanism
`, V{"a": g.pw()}, "sslvpn.ferncliff.example:4433", "NetExtender for Linux - Version 10.2.850")

	g.vpnAdd("vpn/checkpoint-snx-echo", `
$ echo '«a»' | snx -s remote.oberon-logistics.example -u hkaur
Check Point's Linux SNX
build 800010003
Please enter your password:
SNX - connected.

Session parameters:
===================
Office Mode IP      : 172.16.120.44
DNS Server          : 10.10.1.10
Timeout             : 12 hours
`, V{"a": g.pw()}, "remote.oberon-logistics.example", "Office Mode IP      : 172.16.120.44")
}

// ---- Fortinet, GlobalProtect and PAN-OS ----

func (g *G) vpnFortiPalo() {
	g.vpnAdd("vpn/openfortivpn-config-file", `
$ sudo cat /etc/openfortivpn/config
### configuration file for openfortivpn, see man openfortivpn(1) ###
host = fortigate.meridale.example
port = 10443
username = tobias.wren
password = «a»
realm = staff
trusted-cert = «_tc»
set-dns = 0
pppd-use-peerdns = 0
`, V{"a": g.pw(), "_tc": g.hex(64)}, "host = fortigate.meridale.example")

	g.vpnAdd("vpn/openfortivpn-cli-password-flag", `
$ sudo openfortivpn fortigate.meridale.example:10443 -u tobias.wren -p '«a»' --trusted-cert «_tc»
INFO:   Connected to gateway.
INFO:   Authenticated.
INFO:   Remote gateway has allocated a VPN.
Using interface ppp0
Connect: ppp0 <--> /dev/pts/3
INFO:   Got addresses: [10.212.134.200], ns [10.0.0.53, 10.0.0.54]
INFO:   Negotiation complete.
INFO:   Interface ppp0 is UP.
INFO:   Setting new routes...
INFO:   Tunnel is up and running.
`, V{"a": g.pw(), "_tc": g.hex(64)}, "INFO:   Tunnel is up and running.", "[10.212.134.200]")

	g.vpnAdd("vpn/openfortivpn-vvv-logincheck", `
DEBUG:  Gateway certificate validation succeeded.
DEBUG:  http_send:
POST /remote/logincheck HTTP/1.1
Host: sslvpn.hollins-ag.example:443
User-Agent: Mozilla/5.0 SV1
Accept: */*
Accept-Encoding: identity
Pragma: no-cache
Cache-Control: no-store, no-cache, must-revalidate
If-Modified-Since: Sat, 1 Jan 2000 00:00:00 GMT
Content-Type: application/x-www-form-urlencoded
Cookie: 
Content-Length: 97

username=mreyes&credential=«a»&realm=&ajax=1&redir=%2Fremote%2Findex&just_logged_in=1
DEBUG:  http_receive:
HTTP/1.1 200 OK
Set-Cookie: SVPNCOOKIE=«b»; path=/; secure; httponly
Set-Cookie: SVPNNETWORKCOOKIE=; path=/remote/network; expires=Sat, 1 Jan 2000 00:00:00 GMT; secure; httponly
`, V{"a": g.pwURL(), "b": g.b64(96)}, "sslvpn.hollins-ag.example:443", "User-Agent: Mozilla/5.0 SV1")

	g.vpnAdd("vpn/openfortivpn-webview-cookie", `
$ openfortivpn-webview sslvpn.hollins-ag.example:443
SVPNCOOKIE=«a»
$ echo 'SVPNCOOKIE=«a»' | sudo openfortivpn sslvpn.hollins-ag.example:443 --cookie-on-stdin
INFO:   Connected to gateway.
INFO:   Tunnel is up and running.
`, V{"a": g.b64(96)}, "--cookie-on-stdin")

	g.vpnAdd("vpn/fortigate-show-phase1-enc", `
FGT60F-HQ # show vpn ipsec phase1-interface "to-branch"
config vpn ipsec phase1-interface
    edit "to-branch"
        set interface "wan1"
        set ike-version 2
        set peertype any
        set net-device disable
        set proposal aes256-sha256
        set dhgrp 14
        set remote-gw «_ip»
        set psksecret ENC «a»
    next
end
FGT60F-HQ # show user local "vpn-kiosk"
config user local
    edit "vpn-kiosk"
        set type password
        set passwd ENC «b»
    next
end
`, V{"_ip": g.vpnIP(), "a": g.b64(120), "b": g.b64(96)}, "set proposal aes256-sha256", "FGT60F-HQ #")

	g.vpnAdd("vpn/fortigate-cli-typed-psk", `
FGT40F-BRANCH # config vpn ipsec phase1-interface
FGT40F-BRANCH (phase1-interface) # edit "to-hq"
FGT40F-BRANCH (to-hq) # set interface "wan"
FGT40F-BRANCH (to-hq) # set remote-gw «_ip»
FGT40F-BRANCH (to-hq) # set psksecret «a»
FGT40F-BRANCH (to-hq) # next
FGT40F-BRANCH (phase1-interface) # end
`, V{"_ip": g.vpnIP(), "a": g.pwStrong()}, "FGT40F-BRANCH (to-hq) # next")

	g.vpnAdd("vpn/forticlient-backup-xml", `
<forticlient_configuration>
  <forticlient_version>7.2.4.0972</forticlient_version>
  <vpn>
    <sslvpn>
      <connections>
        <connection>
          <name>Hollins HQ</name>
          <server>sslvpn.hollins-ag.example:443</server>
          <username>mreyes</username>
          <password>Enc «a»</password>
          <single_user_mode>0</single_user_mode>
          <warn_invalid_server_certificate>1</warn_invalid_server_certificate>
        </connection>
      </connections>
    </sslvpn>
  </vpn>
</forticlient_configuration>
`, V{"a": g.hex(120)}, "<forticlient_version>7.2.4.0972</forticlient_version>")

	g.vpnAdd("vpn/gp-saml-gui-output", `
$ gp-saml-gui --gateway --clientos=Windows vpn-eu.corsair-bio.example
[INFO] Got SAML REDIRECT, opening browser...
[INFO] Got SAML Username and prelogin-cookie in response headers
[INFO] SAML response converted to OpenConnect command line invocation:

    echo «a» |
        sudo openconnect --protocol=gp --user=jchen@corsair-bio.example --os=win --usergroup=gateway:prelogin-cookie --passwd-on-stdin vpn-eu.corsair-bio.example

[INFO] Or, as a variable assignment:
HOST=https://vpn-eu.corsair-bio.example/gateway:prelogin-cookie
USER=jchen@corsair-bio.example
COOKIE=«a»
OS=win
`, V{"a": g.b64(36)}, "--usergroup=gateway:prelogin-cookie", "USER=jchen@corsair-bio.example")

	g.vpnAdd("vpn/gpauth-json-pipe-gpclient", `
$ gpauth portal.corsair-bio.example --browser default 2>/dev/null
{"success":{"username":"jchen@corsair-bio.example","prelogin-cookie":null,"portal-userauthcookie":"«a»","token":null}}
$ gpauth portal.corsair-bio.example --browser default 2>/dev/null | sudo gpclient connect portal.corsair-bio.example --cookie-on-stdin
[2024-06-11T09:12:44Z INFO  gpclient::cli::connect] Connecting to gateway: EU-West (vpn-eu.corsair-bio.example)
`, V{"a": g.b64(72)}, "gpclient::cli::connect", "Connecting to gateway: EU-West")

	g.vpnAdd("vpn/globalprotect-getconfig-response", `
< HTTP/1.1 200 OK
< Content-Type: application/xml; charset=UTF-8
<?xml version="1.0" encoding="UTF-8" ?>
<policy>
  <portal-name>GP-Portal</portal-name>
  <portal-config-version>4100</portal-config-version>
  <version>6.1.4-21</version>
  <client-role>global-protect-full</client-role>
  <agent-user-override-key>****</agent-user-override-key>
  <root-ca>
    <entry name="Corsair-Root-CA"><cert>«_cert»</cert></entry>
  </root-ca>
  <portal-userauthcookie>«b»</portal-userauthcookie>
  <portal-prelogonuserauthcookie>empty</portal-prelogonuserauthcookie>
  <gateways><external><list>
    <entry name="vpn-eu.corsair-bio.example"><priority-rule><entry name="Any"><priority>1</priority></entry></priority-rule></entry>
  </list></external></gateways>
</policy>
`, V{"_cert": strings.ReplaceAll(g.certPEM().body, "\n", ""), "b": g.b64(60)}, "<portal-config-version>4100</portal-config-version>")

	g.vpnAdd("vpn/panos-keygen-and-op", `
$ curl -sk "https://fw01.corsair-bio.example/api/?type=keygen&user=automation&password=«a»"
<response status = 'success'><result><key>«b»</key></result></response>
$ curl -sk "https://fw01.corsair-bio.example/api/?type=op&cmd=<show><system><info></info></system></show>&key=«b»" | xmllint --xpath '//sw-version/text()' -
11.1.2-h3
`, V{"a": g.pwURL(), "b": "LUFRPT1" + g.b64(60)}, "<response status = 'success'>", "11.1.2-h3")

	g.vpnAdd("vpn/panos-set-ike-gateway-psk", `
admin@PA-3220# set network ike gateway gw-azure authentication pre-shared-key key «a»
admin@PA-3220# set network ike gateway gw-azure protocol ikev2 ike-crypto-profile azure-ike
admin@PA-3220# set network ike gateway gw-azure peer-address ip «_ip»
admin@PA-3220# set network ike gateway gw-azure local-address interface ethernet1/1
admin@PA-3220# commit
Commit job 1842 is in progress. Use Ctrl+C to return to command prompt
..........55%.....75%.....98%.......100%
Configuration committed successfully
`, V{"a": g.an(32), "_ip": g.vpnIP()}, "Configuration committed successfully", "ike-crypto-profile azure-ike")
}

// ---- firewall and router exports ----

func (g *G) vpnFirewalls() {
	g.vpnAdd("vpn/pfsense-config-xml-ipsec", `
	<ipsec>
		<client></client>
		<phase1>
			<ikeid>1</ikeid>
			<iketype>ikev2</iketype>
			<interface>wan</interface>
			<remote-gateway>«_ip»</remote-gateway>
			<protocol>inet</protocol>
			<myid_type>myaddress</myid_type>
			<peerid_type>peeraddress</peerid_type>
			<authentication_method>pre_shared_key</authentication_method>
			<pre-shared-key>«a»</pre-shared-key>
			<descr><![CDATA[Datacenter Tunnel]]></descr>
		</phase1>
		<mobilekey>
			<ident>corin</ident>
			<type>EAP</type>
			<pre-shared-key>«b»</pre-shared-key>
		</mobilekey>
	</ipsec>
`, V{"_ip": g.vpnIP(), "a": g.an(40), "b": g.pw()}, "<![CDATA[Datacenter Tunnel]]>")

	staticTxt := "#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n" + g.vpnStatic() + "\n-----END OpenVPN Static key V1-----\n"
	srvCrt, srvKey := g.certPEM(), g.pkcs8RSAPEM()
	g.vpnAdd("vpn/pfsense-config-xml-openvpn-server", `
		<openvpn-server>
			<vpnid>1</vpnid>
			<mode>server_tls_user</mode>
			<authmode>Local Database</authmode>
			<protocol>UDP4</protocol>
			<dev_mode>tun</dev_mode>
			<interface>wan</interface>
			<local_port>1194</local_port>
			<description><![CDATA[RA users]]></description>
			<tls>«a»</tls>
			<tls_type>auth</tls_type>
			<caref>«_ref»</caref>
			<certref>«_ref2»</certref>
		</openvpn-server>
	<cert>
		<refid>«_ref2»</refid>
		<descr><![CDATA[OpenVPN Server Cert]]></descr>
		<type>server</type>
		<crt>«_crt»</crt>
		<prv>«b»</prv>
	</cert>
`, V{"a": b64s(staticTxt), "_ref": g.hex(13), "_ref2": g.hex(13), "_crt": b64s(srvCrt.block()), "b": b64s(srvKey.block())}, "<![CDATA[OpenVPN Server Cert]]>")

	fpriv, fpub := g.wireguard()
	g.vpnAdd("vpn/pfsense-wireguard-package-xml", `
		<wireguard>
			<tunnels>
				<item>
					<name>tun_wg0</name>
					<enabled>yes</enabled>
					<descr><![CDATA[Road warriors]]></descr>
					<listenport>51820</listenport>
					<privatekey>«a»</privatekey>
					<publickey>«_pub»</publickey>
					<mtu></mtu>
				</item>
			</tunnels>
			<peers>
				<item>
					<enabled>yes</enabled>
					<tun>tun_wg0</tun>
					<descr><![CDATA[ipad-lena]]></descr>
					<publickey>«_p»</publickey>
					<presharedkey>«b»</presharedkey>
					<allowedips><row><address>10.6.210.2</address><mask>32</mask></row></allowedips>
				</item>
			</peers>
		</wireguard>
`, V{"a": fpriv, "_pub": fpub, "_p": g.vpnPub(), "b": g.vpnPSK()}, "<![CDATA[ipad-lena]]>")

	key := g.s(alAlnum+"+/", 80)
	g.vpnAdd("vpn/opnsense-apikey-txt-curl", `
$ cat ~/Downloads/OPNsense.localdomain_root_apikey.txt
key=«=k»
secret=«a»
$ curl -sk -u "«=k»:«a»" https://opnsense.lan/api/wireguard/service/show | jq .
{
  "status": "ok",
  "items": [{"if": "wg0", "name": "wg-site", "peers": 3}]
}
`, V{"=k": key, "a": g.s(alAlnum+"+/", 80)}, "https://opnsense.lan/api/wireguard/service/show")

	opriv, opub := g.wireguard()
	g.vpnAdd("vpn/opnsense-config-wireguard-server", `
      <wireguard>
        <server version="0.0.6">
          <servers>
            <server uuid="«_u»">
              <enabled>1</enabled>
              <name>wg-site</name>
              <instance>0</instance>
              <pubkey>«_pub»</pubkey>
              <privkey>«a»</privkey>
              <port>51820</port>
              <tunneladdress>10.77.0.1/24</tunneladdress>
              <disableroutes>0</disableroutes>
              <peers>«_pu»</peers>
            </server>
          </servers>
        </server>
        <client version="0.0.7">
          <clients>
            <client uuid="«_pu»">
              <enabled>1</enabled>
              <name>branch-lyon</name>
              <pubkey>«_p»</pubkey>
              <psk>«b»</psk>
              <tunneladdress>10.77.0.2/32,10.78.0.0/16</tunneladdress>
              <serveraddress>«_ip»</serveraddress>
              <serverport>51820</serverport>
              <keepalive>25</keepalive>
            </client>
          </clients>
        </client>
      </wireguard>
`, V{"_u": g.uuid(), "_pub": opub, "a": opriv, "_pu": g.uuid(), "_p": g.vpnPub(), "b": g.vpnPSK(), "_ip": g.vpnIP()}, "<name>branch-lyon</name>")

	mpriv, _ := g.wireguard()
	g.vpnAdd("vpn/mikrotik-export-show-sensitive", `
[admin@hEX-Garage] > /export show-sensitive terse
# 2024-06-11 10:02:11 by RouterOS 7.15.1
# software id = «=sid»
#
# model = RB5009UG+S+
# serial number = «_sn»
/interface wireguard add listen-port=13231 mtu=1420 name=wg-home private-key="«a»"
/interface wireguard peers add allowed-address=10.10.20.2/32 comment=phone-anya interface=wg-home preshared-key="«b»" public-key="«_p1»"
/interface wireguard peers add allowed-address=10.10.20.3/32,192.168.77.0/24 comment=cabin endpoint-address=cabin.lindenhurst.example endpoint-port=13231 interface=wg-home persistent-keepalive=25s public-key="«_p2»"
/ip address add address=10.10.20.1/24 interface=wg-home network=10.10.20.0
`, V{"=sid": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4), "_sn": "HE" + g.s(alUpNum, 9), "a": mpriv, "b": g.vpnPSK(), "_p1": g.vpnPub(), "_p2": g.vpnPub()}, "comment=phone-anya", "cabin.lindenhurst.example")

	g.vpnAdd("vpn/mikrotik-ipsec-l2tp-ppp-secrets", `
/interface l2tp-server server
set authentication=mschap2 default-profile=vpn-profile enabled=yes ipsec-secret=«a» use-ipsec=required
/ip ipsec identity
add peer=peer-branch2 secret="«b»"
/ppp secret
add name=f.moreau password=«c» profile=vpn-profile service=l2tp
add name=scanner-lab password=«d» profile=vpn-profile remote-address=10.99.1.20 service=l2tp
`, V{"a": g.an(24), "b": g.an(32), "c": g.pwURL(), "d": g.an(12)}, "default-profile=vpn-profile", "peer=peer-branch2")

	g.vpnAdd("vpn/edgerouter-show-configuration-commands", `
ubnt@ER-4:~$ show configuration commands | grep -E 'vpn|wireguard'
set interfaces wireguard wg0 address 10.40.0.1/24
set interfaces wireguard wg0 listen-port 51820
set interfaces wireguard wg0 private-key /config/auth/wg.key
set interfaces wireguard wg0 peer «_p» allowed-ips 10.40.0.2/32
set vpn ipsec site-to-site peer «_ip» authentication mode pre-shared-secret
set vpn ipsec site-to-site peer «_ip» authentication pre-shared-secret '«a»'
set vpn ipsec site-to-site peer «_ip» ike-group FOO0
set vpn l2tp remote-access authentication local-users username v.roy password '«b»'
set vpn l2tp remote-access ipsec-settings authentication pre-shared-secret '«c»'
`, V{"_p": g.vpnPub(), "_ip": g.vpnIP(), "a": g.an(32), "b": g.pw(), "c": g.an(20)}, "/config/auth/wg.key", "ike-group FOO0")

	wpriv, _ := g.wireguard()
	g.vpnAdd("vpn/openwrt-etc-config-network-wg", `
root@OpenWrt:~# cat /etc/config/network | sed -n '/wg0/,$p'
config interface 'wg0'
	option proto 'wireguard'
	option private_key '«a»'
	option listen_port '51820'
	list addresses '10.14.0.1/24'

config wireguard_wg0
	option description 'laptop-ines'
	option public_key '«_p»'
	option preshared_key '«b»'
	list allowed_ips '10.14.0.2/32'
	option route_allowed_ips '1'
	option persistent_keepalive '25'
`, V{"a": wpriv, "_p": g.vpnPub(), "b": g.vpnPSK()}, "option description 'laptop-ines'")

	g.vpnAdd("vpn/openwrt-uci-show-wg", `
root@GL-MT3000:~# uci show network | grep wgclient
network.wgclient=interface
network.wgclient.proto='wireguard'
network.wgclient.private_key='«a»'
network.wgclient.addresses='10.2.0.2/32'
network.@wireguard_wgclient[0]=wireguard_wgclient
network.@wireguard_wgclient[0].public_key='«_p»'
network.@wireguard_wgclient[0].endpoint_host='«_ip»'
network.@wireguard_wgclient[0].endpoint_port='51820'
network.@wireguard_wgclient[0].allowed_ips='0.0.0.0/0'
`, V{"a": func() string { k, _ := g.wireguard(); return k }(), "_p": g.vpnPub(), "_ip": g.vpnIP()}, "network.wgclient.proto='wireguard'")

	vpriv, _ := g.wireguard()
	g.vpnAdd("vpn/vyos-show-interfaces-wireguard", `
vyos@vyos-edge# show interfaces wireguard
 wireguard wg01 {
     address 10.1.0.1/30
     description "to-dc2"
     peer dc2 {
         address «_ip»
         allowed-ips 10.1.0.2/32
         allowed-ips 172.20.0.0/16
         port 51820
         preshared-key «b»
         public-key «_p»
     }
     port 51820
     private-key «a»
 }
[edit]
`, V{"_ip": g.vpnIP(), "b": g.vpnPSK(), "_p": g.vpnPub(), "a": vpriv}, "description \"to-dc2\"")

	upriv, upub := g.wireguard()
	g.vpnAdd("vpn/unifi-networkconf-api", `
$ curl -sk -b cookies.txt https://192.168.1.1/proxy/network/api/s/default/rest/networkconf | jq '.data[] | select(.purpose=="remote-user-vpn")'
{
  "_id": "«_id»",
  "name": "WireGuard Server",
  "purpose": "remote-user-vpn",
  "vpn_type": "wireguard-server",
  "ip_subnet": "192.168.4.1/24",
  "local_port": 51820,
  "wireguard_interface": "wan",
  "x_wireguard_private_key": "«a»",
  "wireguard_public_key": "«_pub»",
  "site_id": "«_site»"
}
{
  "_id": "«_id2»",
  "name": "L2TP Legacy",
  "purpose": "remote-user-vpn",
  "vpn_type": "l2tp-server",
  "x_ipsec_pre_shared_key": "«b»",
  "site_id": "«_site»"
}
`, V{"_id": g.hex(24), "a": upriv, "_pub": upub, "_site": g.hex(24), "_id2": g.hex(24), "b": g.an(20)}, "\"vpn_type\": \"wireguard-server\"")
}

// ---- Tailscale and Headscale ----

func (g *G) vpnTailscale() {
	g.vpnAdd("vpn/tailscale-cloud-init-authkey", `
#cloud-config
package_update: true
runcmd:
  - ['sh', '-c', 'curl -fsSL https://tailscale.com/install.sh | sh']
  - ['sh', '-c', "echo 'net.ipv4.ip_forward = 1' | sudo tee -a /etc/sysctl.d/99-tailscale.conf && sudo sysctl -p /etc/sysctl.d/99-tailscale.conf"]
  - ['tailscale', 'up', '--authkey=«a»', '--ssh', '--advertise-tags=tag:build', '--hostname=builder-«_n»']
`, V{"a": g.vpnTS("auth"), "_n": g.hex(6)}, "--advertise-tags=tag:build", "https://tailscale.com/install.sh")

	g.vpnAdd("vpn/tailscale-api-devices-curl", `
$ curl -s -u "«a»:" https://api.tailscale.com/api/v2/tailnet/-/devices | jq '.devices[] | {hostname, id, nodeKey, addresses}' | head -20
{
  "hostname": "builder-3f2a1c",
  "id": "«_id1»",
  "nodeKey": "«_nk1»",
  "addresses": ["100.101.7.44", "fd7a:115c:a1e0::e901:72c"]
}
{
  "hostname": "nas",
  "id": "«_id2»",
  "nodeKey": "«_nk2»",
  "addresses": ["100.88.12.3", "fd7a:115c:a1e0::8e01:c03"]
}
`, V{"a": g.vpnTS("api"), "_id1": g.digits(17), "_nk1": g.vpnNodeKey(), "_id2": g.digits(17), "_nk2": g.vpnNodeKey()}, "https://api.tailscale.com/api/v2/tailnet/-/devices")

	g.vpnAdd("vpn/tailscale-github-action-oauth-inline", `
    steps:
      - uses: actions/checkout@v4
      - name: Tailscale
        uses: tailscale/github-action@v2
        with:
          oauth-client-id: «_cid»
          oauth-secret: «a»
          tags: tag:ci
      - name: Deploy over tailnet
        run: ssh deploy@prod-db-01 'sudo systemctl restart api'
`, V{"_cid": g.vpnTSID(), "a": g.vpnTS("client")}, "uses: tailscale/github-action@v2", "tags: tag:ci")

	g.vpnAdd("vpn/tailscale-terraform-provider", `
provider "tailscale" {
  api_key = "«a»"
  tailnet = "thornbury.example"
}

resource "tailscale_tailnet_key" "k8s_nodes" {
  reusable      = true
  ephemeral     = true
  preauthorized = true
  expiry        = 7776000
  tags          = ["tag:k8s"]
}
$ terraform output -raw k8s_nodes_key
«b»
`, V{"a": g.vpnTS("api"), "b": g.vpnTS("auth")}, "resource \"tailscale_tailnet_key\" \"k8s_nodes\"")

	g.vpnAdd("vpn/tailscale-operator-helm-set", `
$ helm upgrade --install tailscale-operator tailscale/tailscale-operator \
    --namespace=tailscale --create-namespace \
    --set-string oauth.clientId="«_cid»" \
    --set-string oauth.clientSecret="«a»" \
    --wait
Release "tailscale-operator" does not exist. Installing it now.
NAME: tailscale-operator
NAMESPACE: tailscale
STATUS: deployed
REVISION: 1
`, V{"_cid": g.vpnTSID(), "a": g.vpnTS("client")}, "tailscale/tailscale-operator")

	g.vpnAdd("vpn/tailscale-ts-authkey-oauth-params", `
  tailscale-sidecar:
    image: tailscale/tailscale:v1.68.1
    hostname: grafana
    environment:
      - TS_AUTHKEY=«a»?ephemeral=false&preauthorized=true
      - TS_EXTRA_ARGS=--advertise-tags=tag:monitoring
      - TS_STATE_DIR=/var/lib/tailscale
      - TS_SERVE_CONFIG=/config/serve.json
    volumes:
      - ./ts-state:/var/lib/tailscale
`, V{"a": g.vpnTS("client")}, "TS_EXTRA_ARGS=--advertise-tags=tag:monitoring", "tailscale/tailscale:v1.68.1")

	g.vpnAdd("vpn/tailscale-oauth-token-exchange", `
$ curl -s -d "client_id=«_cid»" -d "client_secret=«a»" \
    "https://api.tailscale.com/api/v2/oauth/token"
{"access_token":"«b»","token_type":"Bearer","expires_in":3600,"scope":"devices:core auth_keys"}
`, V{"_cid": g.vpnTSID(), "a": g.vpnTS("client"), "b": g.vpnTS("api")}, "https://api.tailscale.com/api/v2/oauth/token")

	persist := b64s(fmt.Sprintf(`{"ControlURL":"https://controlplane.tailscale.com","RouteAll":true,"ExitNodeID":"","CorpDNS":true,"WantRunning":true,"Hostname":"","AdvertiseRoutes":null,"Persist":{"PrivateNodeKey":"privkey:%s","OldPrivateNodeKey":"privkey:0000000000000000000000000000000000000000000000000000000000000000","NetworkLockKey":"nlpriv:%s","NodeID":"n%s"}}`, g.hex(64), g.hex(64), g.an(12)))
	tsPid := g.hex(4)
	g.vpnAdd("vpn/tailscaled-state-file", `
$ sudo cat /var/lib/tailscale/tailscaled.state
{
	"_current-profile": "«_cp»",
	"_machinekey": "«a»",
	"_profiles": "«_pr»",
	"profile-«=pid»": "«b»"
}
`, V{"_cp": b64s("profile-" + tsPid), "a": b64s("privkey:" + g.hex(64)), "_pr": b64s(`{"` + tsPid + `":{"ID":"` + tsPid + `","Name":"ops@thornbury.example","ControlURL":"https://controlplane.tailscale.com"}}`), "=pid": tsPid, "b": persist})

	g.vpnAdd("vpn/fly-secrets-set-tailscale", `
$ fly secrets set TAILSCALE_AUTHKEY=«a» -a ledger-sync
Updating existing machines in 'ledger-sync' with rolling strategy
-------
 ✔ [1/2] Machine 148e21ea7d0389 [app] update succeeded
 ✔ [2/2] Machine 3d8d92d1a72289 [app] update succeeded
-------
`, V{"a": g.vpnTS("auth")}, "Updating existing machines in 'ledger-sync' with rolling strategy")

	hsKey := g.hex(48)
	g.vpnAdd("vpn/headscale-preauthkeys-create-and-use", `
$ docker exec headscale headscale preauthkeys create --user homelab --reusable --expiration 24h
«a»
$ docker exec headscale headscale preauthkeys list --user homelab
ID | Key                                              | Reusable | Ephemeral | Used  | Expiration          | Created             | Tags
1  | «a» | true     | false     | false | 2024-06-12 09:30:11 | 2024-06-11 09:30:11 |
$ sudo tailscale up --login-server https://hs.pelham.example --authkey «a» --accept-routes
`, V{"a": hsKey}, "https://hs.pelham.example", "--login-server")

	hsPfx := g.an(7)
	g.vpnAdd("vpn/headscale-apikeys-create", `
$ headscale apikeys create --expiration 90d
«a»
$ headscale apikeys list
ID | Prefix  | Expiration          | Created
1  | «=p» | 2024-09-09 11:02:45 | 2024-06-11 11:02:45
$ export HEADSCALE_CLI_API_KEY=«a»
`, V{"a": hsPfx + "." + g.b64u(43), "=p": hsPfx}, "headscale apikeys create --expiration 90d")

	g.vpnAdd("vpn/headscale-config-yaml-oidc", `
server_url: https://hs.pelham.example
listen_addr: 0.0.0.0:8080
metrics_listen_addr: 127.0.0.1:9090
noise:
  private_key_path: /var/lib/headscale/noise_private.key
prefixes:
  v4: 100.64.0.0/10
  v6: fd7a:115c:a1e0::/48
database:
  type: postgres
  postgres:
    host: pg.pelham.internal
    port: 5432
    name: headscale
    user: headscale
    pass: «a»
oidc:
  only_start_if_oidc_is_available: true
  issuer: https://auth.pelham.example/application/o/headscale/
  client_id: headscale
  client_secret: «b»
  scope: ["openid", "profile", "email"]
`, V{"a": g.pwURL(), "b": g.an(64)}, "/var/lib/headscale/noise_private.key", "https://auth.pelham.example/application/o/headscale/")

	g.vpnAdd("vpn/headscale-noise-key-cat", `
$ sudo ls -l /var/lib/headscale/
-rw------- 1 headscale headscale 73728 Jun 11 11:04 db.sqlite
-rw------- 1 headscale headscale    72 May  2 19:10 noise_private.key
-rw------- 1 headscale headscale    72 May  2 19:10 derp_server_private.key
$ sudo cat /var/lib/headscale/noise_private.key
privkey:«a»
`, V{"a": g.hex(64)}, "/var/lib/headscale/noise_private.key")

	g.vpnAdd("vpn/headplane-config", `
# /etc/headplane/config.yaml
server:
  host: 0.0.0.0
  port: 3000
  cookie_secret: "«a»"
  cookie_secure: true
headscale:
  url: http://headscale:8080
  public_url: https://hs.pelham.example
  config_path: /etc/headscale/config.yaml
integration:
  docker:
    enabled: true
    container_name: headscale
oidc:
  issuer: https://auth.pelham.example/application/o/headplane/
  client_id: headplane
  client_secret: «b»
  headscale_api_key: «c»
`, V{"a": g.an(32), "b": g.an(64), "c": g.an(7) + "." + g.b64u(43)}, "config_path: /etc/headscale/config.yaml")
}

// ---- ZeroTier, Nebula, NetBird ----

func (g *G) vpnMesh() {
	addr := g.hex(10)
	g.vpnAdd("vpn/zerotier-authtoken-local-api", `
$ sudo cat /var/lib/zerotier-one/authtoken.secret
«a»
$ curl -s -H "X-ZT1-Auth: «a»" http://localhost:9993/status | jq '{address, online, version}'
{
  "address": "«_addr»",
  "online": true,
  "version": "1.14.0"
}
`, V{"a": g.s(alLowNum, 24), "_addr": addr}, "http://localhost:9993/status")

	ztPub := g.hex(128)
	zaddr := g.hex(10)
	g.vpnAdd("vpn/zerotier-identity-secret", `
$ sudo cat /var/lib/zerotier-one/identity.public
«_id»
$ sudo cat /var/lib/zerotier-one/identity.secret
«_addr»:0:«_pub»:«a»
`, V{"_id": zaddr + ":0:" + ztPub, "_addr": zaddr, "_pub": ztPub, "a": g.hex(128)})

	nw := g.vpnZTNet()
	g.vpnAdd("vpn/zerotier-central-api-authorize", `
$ export ZT_TOKEN=«a»
$ curl -s -X POST -H "Authorization: token «a»" \
    -d '{"config":{"authorized":true},"name":"rpi-greenhouse"}' \
    https://api.zerotier.com/api/v1/network/«_nw»/member/«_mem» | jq -r '.config.ipAssignments[]'
10.147.17.58
`, V{"a": g.an(32), "_nw": nw, "_mem": g.hex(10)}, "https://api.zerotier.com/api/v1/network/", "rpi-greenhouse")

	g.vpnAdd("vpn/ztncui-env", `
$ cat /opt/key-networks/ztncui/.env
HTTPS_PORT=3443
NODE_ENV=production
ZT_ADDR=localhost:9993
ZT_TOKEN=«a»
MYADDR=«_ip»
HTTP_ALL_INTERFACES=
`, V{"a": g.s(alLowNum, 24), "_ip": g.vpnIP()}, "ZT_ADDR=localhost:9993")

	g.vpnAdd("vpn/terraform-zerotier-provider", `
terraform {
  required_providers {
    zerotier = { source = "zerotier/zerotier", version = "~> 1.4" }
  }
}

provider "zerotier" {
  zerotier_central_token = "«a»"
}

resource "zerotier_network" "lab" {
  name = "lab-overlay"
  assignment_pool { start = "10.77.0.10"  end = "10.77.0.250" }
  route { target = "10.77.0.0/24" }
}
`, V{"a": g.an(32)}, "zerotier/zerotier", "lab-overlay")

	g.vpnAdd("vpn/nebula-ca-key-cat", `
$ ls ~/nebula-pki
ca.crt  ca.key  lighthouse1.crt  lighthouse1.key  laptop.crt  laptop.key
$ cat ~/nebula-pki/ca.key
-----BEGIN NEBULA ED25519 PRIVATE KEY-----
«a»
-----END NEBULA ED25519 PRIVATE KEY-----
`, V{"a": wrap(g.b64(64), 64)}, "ca.crt  ca.key  lighthouse1.crt")

	ncrt := wrap(g.b64(232), 64)
	nca := wrap(g.b64(204), 64)
	g.vpnAdd("vpn/nebula-config-inline-pki", `
# /etc/nebula/config.yml
pki:
  ca: |
    -----BEGIN NEBULA CERTIFICATE-----
«_ca»
    -----END NEBULA CERTIFICATE-----
  cert: |
    -----BEGIN NEBULA CERTIFICATE-----
«_crt»
    -----END NEBULA CERTIFICATE-----
  key: |
    -----BEGIN NEBULA X25519 PRIVATE KEY-----
    «a»
    -----END NEBULA X25519 PRIVATE KEY-----
static_host_map:
  "192.168.100.1": ["«_ip»:4242"]
lighthouse:
  am_lighthouse: false
  hosts:
    - "192.168.100.1"
`, V{"_ca": "    " + strings.ReplaceAll(nca, "\n", "\n    "), "_crt": "    " + strings.ReplaceAll(ncrt, "\n", "\n    "), "a": g.b64(32), "_ip": g.vpnIP()}, "am_lighthouse: false")

	g.vpnAdd("vpn/nebula-cert-sign-then-cat", `
$ ./nebula-cert sign -name "db-replica-2" -ip "192.168.100.23/24" -groups "db,servers"
$ ls db-replica-2.*
db-replica-2.crt  db-replica-2.key
$ cat db-replica-2.key
-----BEGIN NEBULA X25519 PRIVATE KEY-----
«a»
-----END NEBULA X25519 PRIVATE KEY-----
$ scp db-replica-2.* ca.crt root@10.0.4.23:/etc/nebula/
`, V{"a": g.b64(32)}, "-groups \"db,servers\"")

	g.vpnAdd("vpn/netbird-up-setup-key", `
$ curl -fsSL https://pkgs.netbird.io/install.sh | sh
$ sudo netbird up --management-url https://netbird.greyhollow.example --setup-key «a»
Connected
$ netbird status
Daemon status: Connected
Management: Connected
Signal: Connected
Relays: 2/2 Available
Nameservers: 1/1 Available
FQDN: ci-runner-07.netbird.selfhosted
NetBird IP: 100.92.14.201/16
Interface type: Kernel
Quantum resistance: false
Peers count: 6/9 Connected
`, V{"a": g.vpnNBKey()}, "https://netbird.greyhollow.example", "NetBird IP: 100.92.14.201/16")

	g.vpnAdd("vpn/netbird-compose-setup-key-env", `
services:
  netbird:
    image: netbirdio/netbird:latest
    container_name: netbird-peer
    hostname: pve-node2
    cap_add: [NET_ADMIN, SYS_ADMIN, SYS_RESOURCE]
    network_mode: host
    environment:
      - NB_SETUP_KEY=«a»
      - NB_MANAGEMENT_URL=https://netbird.greyhollow.example
    volumes:
      - netbird-client:/etc/netbird
`, V{"a": g.vpnNBKey()}, "NB_MANAGEMENT_URL=https://netbird.greyhollow.example")

	g.vpnAdd("vpn/netbird-management-json", `
{
    "Stuns": [{"Proto": "udp", "URI": "stun:netbird.greyhollow.example:3478"}],
    "TURNConfig": {
        "TimeBasedCredentials": false,
        "CredentialsTTL": "12h0m0s",
        "Secret": "«a»",
        "Turns": [
            {"Proto": "udp", "URI": "turn:netbird.greyhollow.example:3478", "Username": "self", "Password": "«b»"}
        ]
    },
    "Signal": {"Proto": "https", "URI": "netbird.greyhollow.example:443"},
    "Datadir": "/var/lib/netbird/",
    "DataStoreEncryptionKey": "«c»",
    "HttpConfig": {
        "AuthAudience": "netbird-dashboard",
        "AuthIssuer": "https://zitadel.greyhollow.example",
        "IdpSignKeyRefreshEnabled": true
    },
    "IdpManagerConfig": {
        "ManagerType": "zitadel",
        "ClientConfig": {
            "Issuer": "https://zitadel.greyhollow.example",
            "TokenEndpoint": "https://zitadel.greyhollow.example/oauth/v2/token",
            "ClientID": "netbird",
            "ClientSecret": "«d»",
            "GrantType": "client_credentials"
        }
    }
}
`, V{"a": g.s(alAlnum, 32), "b": g.b64(30), "c": g.b64(32), "d": g.an(64)}, "stun:netbird.greyhollow.example:3478", "\"AuthAudience\": \"netbird-dashboard\"")

	g.vpnAdd("vpn/netbird-api-pat-and-create-key", `
$ curl -s -X POST https://api.netbird.io/api/setup-keys \
    -H "Authorization: Token «a»" -H "Content-Type: application/json" \
    -d '{"name":"gh-actions","type":"reusable","expires_in":86400,"auto_groups":["«_grp»"],"ephemeral":true}'
{"id":"«_id»","key":"«b»","name":"gh-actions","expires":"2024-06-12T11:20:31Z","type":"reusable","valid":true,"revoked":false,"used_times":0,"state":"valid","auto_groups":["«_grp»"],"usage_limit":0,"ephemeral":true}
`, V{"a": "nbp_" + g.an(36), "_grp": g.s(alLowNum, 20), "_id": g.digits(10), "b": g.vpnNBKey()}, "https://api.netbird.io/api/setup-keys")

	g.vpnAdd("vpn/netbird-quickstart-output", `
$ export NETBIRD_DOMAIN=netbird.greyhollow.example; curl -fsSL https://github.com/netbirdio/netbird/releases/latest/download/getting-started-with-zitadel.sh | bash
Rendering initial files...
Initializing Zitadel with NetBird's applications
Waiting for Zitadel's PAT to be created ...
 done
Done!

You can access the NetBird dashboard at https://netbird.greyhollow.example
Login with the following credentials:
Username: admin@netbird.greyhollow.example
Password: «a»
`, V{"a": g.pwStrong()}, "Username: admin@netbird.greyhollow.example", "getting-started-with-zitadel.sh")
}

// ---- Cloudflare Zero Trust, Twingate, OpenZiti ----

func (g *G) vpnZeroTrust() {
	acct, tid := g.hex(32), g.uuid()
	cfTok := b64s(fmt.Sprintf(`{"a":"%s","t":"%s","s":"%s"}`, acct, tid, g.b64(32)))
	g.vpnAdd("vpn/cloudflared-service-install-token", `
$ sudo cloudflared service install «a»
2024-06-11T12:01:44Z INF Using Systemd
2024-06-11T12:01:46Z INF Linux service for cloudflared installed successfully
$ sudo systemctl status cloudflared --no-pager | head -3
● cloudflared.service - cloudflared
     Loaded: loaded (/etc/systemd/system/cloudflared.service; enabled; preset: enabled)
     Active: active (running) since Tue 2024-06-11 12:01:46 UTC; 4s ago
`, V{"a": cfTok}, "Linux service for cloudflared installed successfully")

	g.vpnAdd("vpn/cloudflared-credentials-json", `
$ cloudflared tunnel create homelab-ingress
Tunnel credentials written to /home/ravi/.cloudflared/«_tid».json. cloudflared chose this file based on where your origin certificate was found. Keep this file secret. To revoke these credentials, delete the tunnel.

Created tunnel homelab-ingress with id «_tid»
$ cat ~/.cloudflared/«_tid».json
{"AccountTag":"«_acct»","TunnelSecret":"«a»","TunnelID":"«_tid»","Endpoint":""}
`, V{"_tid": g.uuid(), "_acct": g.hex(32), "a": g.b64(32)}, "Created tunnel homelab-ingress with id")

	g.vpnAdd("vpn/cf-access-service-token-curl", `
$ curl -s https://metrics-internal.bayfront.example/api/health \
    -H "CF-Access-Client-Id: «=cid».access" \
    -H "CF-Access-Client-Secret: «a»"
{"status":"ok","db":"ok","version":"2024.6.2"}
`, V{"=cid": g.hex(32), "a": g.hex(64)}, "https://metrics-internal.bayfront.example/api/health")

	g.vpnAdd("vpn/warp-mdm-xml", `
$ sudo cat /var/lib/cloudflare-warp/mdm.xml
<dict>
  <key>organization</key>
  <string>bayfront</string>
  <key>auth_client_id</key>
  <string>«=cid».access</string>
  <key>auth_client_secret</key>
  <string>«a»</string>
  <key>service_mode</key>
  <string>warp</string>
  <key>auto_connect</key>
  <integer>1</integer>
  <key>onboarding</key>
  <false/>
</dict>
`, V{"=cid": g.hex(32), "a": g.hex(64)}, "/var/lib/cloudflare-warp/mdm.xml")

	cfTok2 := b64s(fmt.Sprintf(`{"a":"%s","t":"%s","s":"%s"}`, g.hex(32), g.uuid(), g.b64(32)))
	g.vpnAdd("vpn/cloudflared-compose-tunnel-token", `
services:
  cloudflared:
    image: cloudflare/cloudflared:2024.6.0
    restart: unless-stopped
    command: tunnel --no-autoupdate run
    environment:
      - TUNNEL_TOKEN=«a»
    networks: [proxy]
`, V{"a": cfTok2}, "tunnel --no-autoupdate run")

	iat := 1718000000 + g.r.IntN(1000000)
	cfJWT := g.jwt("RS256", fmt.Sprintf(`{"aud":["%s"],"email":"ravi@bayfront.example","exp":%d,"iat":%d,"nbf":%d,"iss":"https://bayfront.cloudflareaccess.com","type":"app","identity_nonce":"%s","sub":"%s","country":"GB"}`, g.hex(64), iat+86400, iat, iat, g.an(16), g.uuid()))
	g.vpnAdd("vpn/cloudflared-access-token-print", `
$ cloudflared access login https://grafana.bayfront.example
A browser window should have opened at the following URL:

https://grafana.bayfront.example/cdn-cgi/access/cli?aud=«_aud»&edge_token_transfer=true&redirect_url=https%3A%2F%2Fgrafana.bayfront.example%3Ftoken%3D«_tt»&send_org_token=true&token=«_tt»

Successfully fetched your token:

«a»

$ curl -H "cf-access-token: $(cloudflared access token -app=https://grafana.bayfront.example)" https://grafana.bayfront.example/api/health
`, V{"_aud": g.hex(64), "_tt": g.uuid(), "a": cfJWT}, "Successfully fetched your token:")

	g.vpnAdd("vpn/terraform-cf-access-service-token-output", `
resource "cloudflare_zero_trust_access_service_token" "ci" {
  account_id = var.cloudflare_account_id
  name       = "github-actions"
  duration   = "8760h"
}
$ terraform output -json ci_service_token
{
  "client_id": "«=cid».access",
  "client_secret": "«a»",
  "expires_at": "2025-06-11T12:30:02Z"
}
`, V{"=cid": g.hex(32), "a": g.hex(64)}, "name       = \"github-actions\"")

	g.vpnAdd("vpn/wgcf-account-toml", `
$ wgcf register --accept-tos
Using config file: wgcf-account.toml
This project is in no way affiliated with Cloudflare
Device name   : «_dev»
Device model  : PC
Device active : true
Account type  : free
Role          : child
Premium data  : 0.00 B
Quota         : 0.00 B
Successfully created Cloudflare Warp account
$ cat wgcf-account.toml
access_token = '«a»'
device_id = '«_did»'
license_key = '«b»'
private_key = '«c»'
`, V{"_dev": g.s(alHexU, 12), "a": g.uuid(), "_did": g.uuid(), "b": g.an(8) + "-" + g.an(8) + "-" + g.an(8), "c": func() string { k, _ := g.wireguard(); return k }()}, "Successfully created Cloudflare Warp account")

	tgAccess := g.jwt("ES256", fmt.Sprintf(`{"ntw":"bayfront","v":"1","rnw":%d,"ads":"%s","jti":"%s","aid":"%s","sid":"%s","cs":"%s","iat":%d,"exp":%d}`, 1718000000+g.r.IntN(100000), g.an(8), g.uuid(), g.digits(6), g.digits(6), g.an(6), 1718000000, 1718003600))
	g.vpnAdd("vpn/twingate-connector-docker-run", `
docker run -d --sysctl net.ipv4.ping_group_range="0 2147483647" \
  --env TWINGATE_NETWORK="bayfront" \
  --env TWINGATE_ACCESS_TOKEN="«a»" \
  --env TWINGATE_REFRESH_TOKEN="«b»" \
  --env TWINGATE_LABEL_HOSTNAME="`+"ˋhostnameˋ"+`" \
  --env TWINGATE_LABEL_DEPLOYED_BY="docker" \
  --name "twingate-sincere-mole" \
  --restart=unless-stopped \
  --pull=always \
  twingate/connector:1
`, V{"a": tgAccess, "b": g.b64u(120)}, "twingate-sincere-mole", "TWINGATE_NETWORK=\"bayfront\"")

	g.vpnAdd("vpn/twingate-api-graphql", `
$ curl -s https://bayfront.twingate.com/api/graphql/ \
    -H 'Content-Type: application/json' \
    -H 'X-API-KEY: «a»' \
    -d '{"query":"{ remoteNetworks(first: 5) { edges { node { id name } } } }"}'
{"data":{"remoteNetworks":{"edges":[{"node":{"id":"«_id»","name":"AWS eu-west-2"}}]}}}
`, V{"a": g.b64u(111), "_id": b64s("RemoteNetwork:" + g.digits(5))}, "https://bayfront.twingate.com/api/graphql/")

	tgKey := g.ecPKCS8()
	g.vpnAdd("vpn/twingate-headless-service-key", `
$ cat /etc/twingate/service_key.json
{
  "version": "1",
  "network": "bayfront.twingate.com",
  "service_account_id": "«_sa»",
  "private_key": "«=b»\n«a»\n«=e»\n",
  "key_id": "«_kid»",
  "expires_at": "2025-06-11T00:00:00+00:00",
  "login_path": "/api/v4/headless/login"
}
$ sudo twingate setup --headless /etc/twingate/service_key.json
`, V{"_sa": b64s("ServiceAccount:" + g.digits(5)), "=b": tgKey.begin, "a": jsonEsc(tgKey.body), "=e": tgKey.end, "_kid": g.an(43)}, "\"login_path\": \"/api/v4/headless/login\"")

	g.vpnAdd("vpn/ziti-edge-login", `
$ ziti edge login ctrl.ziti.bayfront.example:1280 -u admin -p «a» -y
Token: «_tok»
Saving identity 'default' to /home/ravi/.config/ziti/ziti-cli.json
$ ziti edge list identities 'name contains "laptop"'
╭───────────┬────────────┬────────┬────────────┬─────────────╮
│ ID        │ NAME       │ TYPE   │ ATTRIBUTES │ AUTH-POLICY │
├───────────┼────────────┼────────┼────────────┼─────────────┤
│ «_id» │ laptop-ravi │ Device │ #staff     │ Default     │
╰───────────┴────────────┴────────┴────────────┴─────────────╯
`, V{"a": g.pwURL(), "_tok": g.uuid(), "_id": g.an(10)}, "ctrl.ziti.bayfront.example:1280")

	zk, zc, zca := g.ecPKCS8(), g.certPEM(), g.certPEM()
	g.vpnAdd("vpn/ziti-identity-json", `
$ cat ~/ziti/laptop-ravi.json
{"ztAPI":"https://ctrl.ziti.bayfront.example:1280","ztAPIs":null,"configTypes":null,"id":{"key":"pem:«=kb»\n«a»\n«=ke»\n","cert":"pem:«_cb»\n«_c»\n«_ce»\n","ca":"pem:«_ab»\n«_a»\n«_ae»\n"},"enableHa":false}
`, V{"=kb": zk.begin, "a": jsonEsc(zk.body), "=ke": zk.end, "_cb": zc.begin, "_c": jsonEsc(zc.body), "_ce": zc.end, "_ab": zca.begin, "_a": jsonEsc(zca.body), "_ae": zca.end}, "https://ctrl.ziti.bayfront.example:1280")

	zIat := 1718000000 + g.r.IntN(1000000)
	zjwt := g.jwt("RS256", fmt.Sprintf(`{"iss":"https://ctrl.ziti.bayfront.example:1280","sub":"%s","aud":[""],"exp":%d,"jti":"%s","em":"ott","ctrls":null}`, g.an(10), zIat+86400, g.uuid()))
	g.vpnAdd("vpn/ziti-enrollment-jwt", `
$ ziti edge create identity build-agent-4 -a build-agents -o build-agent-4.jwt
New identity build-agent-4 created with id: «_id»
Enrollment expires at 2024-06-12T13:05:44.118Z
$ cat build-agent-4.jwt
«a»
`, V{"_id": g.an(10), "a": zjwt}, "-a build-agents -o build-agent-4.jwt")
}

// ---- Outline, Shadowsocks, V2Ray, Xray and friends ----

func (g *G) vpnProxies() {
	ssUser := b64raw("chacha20-ietf-poly1305:" + g.an(22))
	g.vpnAdd("vpn/outline-access-key-message", `
hey, here's the key for the new outline server, paste it into the Outline client:

ss://«a»@«_ip»:21347/?outline=1#Roof-Garden%20Server

don't share it in the group chat pls
`, V{"a": ssUser, "_ip": g.vpnIP()}, "#Roof-Garden%20Server")

	g.vpnAdd("vpn/outline-install-apiurl", `
> Starting Shadowbox............ OK
> Generating secret key......... OK
> Generating TLS certificate.... OK
> Generating SHA-256 certificate fingerprint OK
> Writing config................ OK
> Starting Shadowbox............ OK
> Starting Watchtower........... OK
> Waiting for Outline server to be healthy OK
> Creating first user........... OK
> Adding API URL to config...... OK
> Checking host firewall........ OK

CONGRATULATIONS! Your Outline server is up and running.

To manage your Outline server, please copy the following line (including curly
brackets) into Step 2 of the Outline Manager interface:

{"apiUrl":"https://«_ip»:48211/«a»","certSha256":"«_sha»"}
`, V{"_ip": g.vpnIP(), "a": g.b64u(22), "_sha": g.s(alHexU, 64)}, "CONGRATULATIONS! Your Outline server is up and running.")

	apiPath := g.b64u(22)
	ip := g.vpnIP()
	pw1 := g.an(22)
	g.vpnAdd("vpn/outline-api-list-access-keys", `
$ curl -sk https://«_ip»:48211/«a»/access-keys | jq '.accessKeys[0]'
{
  "id": "3",
  "name": "Grandma tablet",
  "password": "«b»",
  "port": 21347,
  "method": "chacha20-ietf-poly1305",
  "dataLimit": {"bytes": 50000000000},
  "accessUrl": "ss://«c»@«_ip»:21347/?outline=1"
}
`, V{"_ip": ip, "a": apiPath, "b": pw1, "c": b64raw("chacha20-ietf-poly1305:" + pw1)}, "\"name\": \"Grandma tablet\"")

	g.vpnAdd("vpn/shadowsocks-libev-config-json", `
$ sudo cat /etc/shadowsocks-libev/config.json
{
    "server":["::0", "0.0.0.0"],
    "mode":"tcp_and_udp",
    "server_port":8388,
    "local_port":1080,
    "password":"«a»",
    "timeout":86400,
    "method":"chacha20-ietf-poly1305"
}
`, V{"a": g.an(24)}, "\"method\":\"chacha20-ietf-poly1305\"")

	g.vpnAdd("vpn/shadowsocks-rust-2022", `
$ openssl rand -base64 32
«a»
$ cat /etc/shadowsocks-rust/config.json
{
    "server": "0.0.0.0",
    "server_port": 8443,
    "password": "«a»",
    "method": "2022-blake3-aes-256-gcm",
    "mode": "tcp_and_udp",
    "fast_open": true
}
`, V{"a": g.b64(32)}, "2022-blake3-aes-256-gcm")

	xpriv, xpub := g.vpnX25519()
	sid := g.hex(8)
	g.vpnAdd("vpn/xray-vless-reality-server", `
{
  "log": {"loglevel": "warning"},
  "inbounds": [
    {
      "listen": "0.0.0.0",
      "port": 443,
      "protocol": "vless",
      "settings": {
        "clients": [
          {"id": "«a»", "flow": "xtls-rprx-vision", "email": "phone"},
          {"id": "«b»", "flow": "xtls-rprx-vision", "email": "laptop"}
        ],
        "decryption": "none"
      },
      "streamSettings": {
        "network": "tcp",
        "security": "reality",
        "realitySettings": {
          "dest": "www.microsoft.com:443",
          "serverNames": ["www.microsoft.com"],
          "privateKey": "«c»",
          "shortIds": ["", "«=sid»"]
        }
      }
    }
  ],
  "outbounds": [{"protocol": "freedom", "tag": "direct"}]
}
`, V{"a": g.uuid(), "b": g.uuid(), "c": xpriv, "=sid": sid}, "\"dest\": \"www.microsoft.com:443\"")

	x2priv, x2pub := g.vpnX25519()
	g.vpnAdd("vpn/xray-x25519-output", `
root@vps:~# xray x25519
Private key: «a»
Public key: «_pub»
root@vps:~# xray uuid
«b»
`, V{"a": x2priv, "_pub": x2pub, "b": g.uuid()}, "root@vps:~# xray x25519")

	g.vpnAdd("vpn/vless-reality-share-link", `
vless://«a»@«_ip»:443?encryption=none&flow=xtls-rprx-vision&security=reality&sni=www.microsoft.com&fp=chrome&pbk=«_pbk»&sid=«=sid»&type=tcp&headerType=none#HK-reality-01
`, V{"a": g.uuid(), "_ip": g.vpnIP(), "_pbk": xpub, "=sid": sid}, "#HK-reality-01")

	vmJSON := fmt.Sprintf(`{"v":"2","ps":"JP-Tokyo-02","add":"jp2.kumo-relay.example","port":"443","id":"%s","aid":"0","scy":"auto","net":"ws","type":"none","host":"jp2.kumo-relay.example","path":"/ray","tls":"tls","sni":"jp2.kumo-relay.example"}`, g.uuid())
	g.vpnAdd("vpn/vmess-link-base64", `
subscription decoded (3 nodes):
vmess://«a»
trojan://«b»@sg1.kumo-relay.example:443?security=tls&sni=sg1.kumo-relay.example&type=tcp#SG-Trojan-01
ss://«c»@«_ip»:8388#US-SS-03
`, V{"a": base64.StdEncoding.EncodeToString([]byte(vmJSON)), "b": g.an(16), "c": b64raw("aes-256-gcm:" + g.an(16)), "_ip": g.vpnIP()}, "#SG-Trojan-01", "#US-SS-03")

	g.vpnAdd("vpn/v2ray-vmess-client-outbound", `
  "outbounds": [
    {
      "protocol": "vmess",
      "settings": {
        "vnext": [
          {
            "address": "de1.kumo-relay.example",
            "port": 443,
            "users": [{"id": "«a»", "alterId": 0, "security": "auto"}]
          }
        ]
      },
      "streamSettings": {"network": "ws", "security": "tls", "wsSettings": {"path": "/v2ws"}}
    }
  ]
`, V{"a": g.uuid()}, "de1.kumo-relay.example")

	g.vpnAdd("vpn/trojan-go-server-config", `
{
    "run_type": "server",
    "local_addr": "0.0.0.0",
    "local_port": 443,
    "remote_addr": "127.0.0.1",
    "remote_port": 80,
    "password": [
        "«a»",
        "«b»"
    ],
    "ssl": {
        "cert": "/etc/letsencrypt/live/cdn.tallowmere.example/fullchain.pem",
        "key": "/etc/letsencrypt/live/cdn.tallowmere.example/privkey.pem",
        "sni": "cdn.tallowmere.example"
    }
}
`, V{"a": g.pwURL(), "b": g.an(20)}, "/etc/letsencrypt/live/cdn.tallowmere.example/privkey.pem")

	hyPw := g.an(24)
	g.vpnAdd("vpn/hysteria2-server-and-uri", `
# /etc/hysteria/config.yaml
listen: :443
acme:
  domains:
    - hy.tallowmere.example
  email: admin@tallowmere.example
auth:
  type: password
  password: «a»
masquerade:
  type: proxy
  proxy:
    url: https://news.ycombinator.com/
    rewriteHost: true
# client URI
hysteria2://«a»@hy.tallowmere.example:443/?sni=hy.tallowmere.example#hy2-main
`, V{"a": hyPw}, "hy.tallowmere.example", "https://news.ycombinator.com/")

	g.vpnAdd("vpn/clash-meta-config-proxies", `
mixed-port: 7890
allow-lan: false
mode: rule
proxy-providers:
  airport:
    type: http
    url: "https://sub.nimbus-air.example/api/v1/client/subscribe?token=«a»"
    interval: 3600
    path: ./providers/airport.yaml
proxies:
  - {name: "HK-01", type: ss, server: hk1.nimbus-air.example, port: 20001, cipher: aes-256-gcm, password: "«b»", udp: true}
  - {name: "JP-vmess", type: vmess, server: jp1.nimbus-air.example, port: 443, uuid: «c», alterId: 0, cipher: auto, tls: true, network: ws}
  - {name: "US-trojan", type: trojan, server: us1.nimbus-air.example, port: 443, password: «d», sni: us1.nimbus-air.example}
`, V{"a": g.hex(32), "b": g.uuid(), "c": g.uuid(), "d": g.an(18)}, "path: ./providers/airport.yaml", "mixed-port: 7890")

	g.vpnAdd("vpn/sing-box-outbounds", `
{
  "outbounds": [
    {
      "type": "shadowsocks",
      "tag": "ss-out",
      "server": "«_ip»",
      "server_port": 8388,
      "method": "2022-blake3-aes-128-gcm",
      "password": "«a»"
    },
    {
      "type": "tuic",
      "tag": "tuic-out",
      "server": "tuic.tallowmere.example",
      "server_port": 8443,
      "uuid": "«b»",
      "password": "«c»",
      "congestion_control": "bbr",
      "tls": {"enabled": true, "server_name": "tuic.tallowmere.example", "alpn": ["h3"]}
    },
    {"type": "direct", "tag": "direct"}
  ]
}
`, V{"_ip": g.vpnIP(), "a": g.b64(16), "b": g.uuid(), "c": g.an(16)}, "\"congestion_control\": \"bbr\"")

	g.vpnAdd("vpn/3x-ui-install-output", `
This is a fresh installation, generating random login info for security concerns:
###############################################
Username: «a»
Password: «b»
Port: «=port»
WebBasePath: «c»
Access URL: http://«_ip»:«=port»/«c»
###############################################
If you forgot your login info, you can type "x-ui settings" to check
`, V{"a": g.s(alLowNum, 10), "b": g.an(10), "=port": fmt.Sprint(20000 + g.r.IntN(40000)), "c": g.an(18), "_ip": g.vpnIP()}, "x-ui settings")
}

// ---- commercial VPN providers, gluetun and friends ----

func (g *G) vpnCommercial() {
	mpriv, _ := g.wireguard()
	g.vpnAdd("vpn/gluetun-mullvad-wireguard-compose", `
services:
  gluetun:
    image: qmcgaw/gluetun:v3.38
    cap_add: [NET_ADMIN]
    devices: [/dev/net/tun:/dev/net/tun]
    ports:
      - 8080:8080   # qbittorrent webui
    environment:
      - VPN_SERVICE_PROVIDER=mullvad
      - VPN_TYPE=wireguard
      - WIREGUARD_PRIVATE_KEY=«a»
      - WIREGUARD_ADDRESSES=10.68.41.201/32
      - SERVER_CITIES=Amsterdam
      - TZ=Europe/Amsterdam
  qbittorrent:
    image: lscr.io/linuxserver/qbittorrent:latest
    network_mode: "service:gluetun"
`, V{"a": mpriv}, "WIREGUARD_ADDRESSES=10.68.41.201/32", "network_mode: \"service:gluetun\"")

	g.vpnAdd("vpn/gluetun-pia-openvpn-env", `
$ cat gluetun.env
VPN_SERVICE_PROVIDER=private internet access
OPENVPN_USER=p«_u»
OPENVPN_PASSWORD=«a»
SERVER_REGIONS=CA Toronto,CA Montreal
VPN_PORT_FORWARDING=on
PORT_FORWARD_ONLY=on
`, V{"_u": g.digits(7), "a": g.pw()}, "VPN_SERVICE_PROVIDER=private internet access", "SERVER_REGIONS=CA Toronto,CA Montreal")

	g.vpnAdd("vpn/gluetun-nordvpn-service-credentials", `
docker run -d --name gluetun --cap-add=NET_ADMIN --device /dev/net/tun \
  -e VPN_SERVICE_PROVIDER=nordvpn \
  -e OPENVPN_USER=«=u» \
  -e OPENVPN_PASSWORD=«a» \
  -e SERVER_COUNTRIES=Switzerland \
  -p 8888:8888/tcp -p 8388:8388/tcp -p 8388:8388/udp \
  qmcgaw/gluetun
`, V{"=u": g.an(24), "a": g.an(24)}, "SERVER_COUNTRIES=Switzerland")

	ppriv, _ := g.wireguard()
	g.vpnAdd("vpn/protonvpn-wg-conf-download", `
$ cat ~/Downloads/wg-NL-FREE-117.conf
[Interface]
# Key for gluetun-nas
# Bouncing = 6
# NetShield = 1
# Moderate NAT = off
# NAT-PMP (Port Forwarding) = on
# VPN Accelerator = on
PrivateKey = «a»
Address = 10.2.0.2/32
DNS = 10.2.0.1

[Peer]
# NL-FREE#117
PublicKey = «_p»
AllowedIPs = 0.0.0.0/0
Endpoint = «_ip»:51820
`, V{"a": ppriv, "_p": g.vpnPub(), "_ip": g.vpnIP()}, "# NL-FREE#117", "# NAT-PMP (Port Forwarding) = on")

	apriv, _ := g.wireguard()
	g.vpnAdd("vpn/gluetun-airvpn-preshared", `
    environment:
      - VPN_SERVICE_PROVIDER=airvpn
      - VPN_TYPE=wireguard
      - WIREGUARD_PRIVATE_KEY=«a»
      - WIREGUARD_PRESHARED_KEY=«b»
      - WIREGUARD_ADDRESSES=10.161.42.87/32,fd7d:76ee:e68f:a993:4cf2:1e9:8c3a:5d17/128
      - SERVER_COUNTRIES=Netherlands
      - FIREWALL_VPN_INPUT_PORTS=41822
`, V{"a": apriv, "b": g.vpnPSK()}, "FIREWALL_VPN_INPUT_PORTS=41822")

	acct := g.digits(16)
	g.vpnAdd("vpn/mullvad-cli-login", `
$ mullvad account login «a»
Mullvad account "«a»" set
$ mullvad account get
Mullvad account: «a»
Expires at:      2024-09-30 14:02:11 +02:00
Device name:     lucid cricket
$ mullvad status
Connected to se-got-wg-003 in Gothenburg, Sweden
`, V{"a": acct}, "Device name:     lucid cricket", "se-got-wg-003")

	_, mpub := g.wireguard()
	g.vpnAdd("vpn/mullvad-api-wg-pubkey-curl", `
$ curl -sSL https://api.mullvad.net/wg -d account=«a» --data-urlencode pubkey=«_pub»
10.67.118.42/32,fc00:bbbb:bbbb:bb01::4:7629/128
`, V{"a": g.digits(16), "_pub": mpub}, "https://api.mullvad.net/wg", "10.67.118.42/32")

	npriv, npub := g.wireguard()
	g.vpnAdd("vpn/nordvpn-login-token-nordlynx", `
$ nordvpn login --token «a»
Welcome to NordVPN! You can now connect to VPN by using 'nordvpn connect'.
$ nordvpn set technology nordlynx && nordvpn connect ch
Connecting to Switzerland #321 (ch321.nordvpn.com)
You are connected to Switzerland #321 (ch321.nordvpn.com)!
$ sudo wg show nordlynx private-key
«b»
$ sudo wg show nordlynx public-key
«_pub»
`, V{"a": g.hex(64), "b": npriv, "_pub": npub}, "Switzerland #321 (ch321.nordvpn.com)")

	g.vpnAdd("vpn/expressvpn-activate", `
$ expressvpn activate
Enter activation code: «a»
Activated.

Help improve ExpressVPN: Share crash reports, speed tests, usability diagnostics, and whether VPN connection attempts succeed. These reports never contain personally identifiable information. (Y/n) n
$ expressvpn connect smart
Connected to USA - New York
`, V{"a": g.s(alUpNum, 23)}, "Connected to USA - New York")

	g.vpnAdd("vpn/binhex-qbittorrentvpn-run", `
docker run -d \
    --cap-add=NET_ADMIN \
    -p 8080:8080 \
    --name=qbittorrentvpn \
    -v /mnt/user/appdata/qbittorrentvpn:/config \
    -v /mnt/user/downloads:/data \
    -e VPN_ENABLED=yes \
    -e VPN_USER=«=u» \
    -e VPN_PASS=«a» \
    -e VPN_PROV=pia \
    -e VPN_CLIENT=openvpn \
    -e STRICT_PORT_FORWARD=yes \
    -e LAN_NETWORK=192.168.1.0/24 \
    -e NAME_SERVERS=84.200.69.80,37.235.1.174 \
    binhex/arch-qbittorrentvpn
`, V{"=u": "p" + g.digits(7), "a": g.pwURL()}, "binhex/arch-qbittorrentvpn", "LAN_NETWORK=192.168.1.0/24")

	g.vpnAdd("vpn/ivpn-cli-login", `
$ ivpn login «a»
Logged in. Account ID: «a»
$ ivpn connect -last
Connecting...
[VPN] Connected to: ch01.wg.ivpn.net (Zurich)
`, V{"a": "i-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4)}, "ch01.wg.ivpn.net")

	g.vpnAdd("vpn/pia-manual-connections-run-setup", `
$ sudo VPN_PROTOCOL=wireguard DISABLE_IPV6=yes DIP_TOKEN=no AUTOCONNECT=true PIA_PF=false PIA_DNS=true PIA_USER=p«_u» PIA_PASS=«a» ./run_setup.sh
Checking login credentials...OK!

PIA_TOKEN=«b»

This token will expire in 24 hours, on Wed Jun 12 09:41:02 UTC 2024.

Getting the server list... OK!
`, V{"_u": g.digits(7), "a": g.pwURL(), "b": g.hex(128)}, "This token will expire in 24 hours")

	g.vpnAdd("vpn/transmission-openvpn-compose", `
  transmission:
    image: haugene/transmission-openvpn
    cap_add: [NET_ADMIN]
    environment:
      - OPENVPN_PROVIDER=SURFSHARK
      - OPENVPN_CONFIG=nl-ams.prod.surfshark.com_udp
      - OPENVPN_USERNAME=«=u»
      - OPENVPN_PASSWORD=«a»
      - LOCAL_NETWORK=192.168.0.0/16
    logging:
      driver: json-file
      options: {max-size: 10m}
`, V{"=u": g.an(24), "a": g.an(24)}, "OPENVPN_CONFIG=nl-ams.prod.surfshark.com_udp")

	g.vpnAdd("vpn/windscribe-ovpn-creds-file", `
$ ls ~/vpn/windscribe
Windscribe-Amsterdam-Tulip.ovpn  credentials.txt
$ cat ~/vpn/windscribe/credentials.txt
«=u»
«a»
$ sudo openvpn --config Windscribe-Amsterdam-Tulip.ovpn --auth-user-pass credentials.txt
2024-06-11 09:52:18 OpenVPN 2.6.9 x86_64-pc-linux-gnu [SSL (OpenSSL)] [LZO] [LZ4] [EPOLL] [PKCS11] [MH/PKTINFO] [AEAD] [DCO]
`, V{"=u": g.s(alLowNum, 8) + "-" + g.s(alLowNum, 8), "a": g.s(alLowNum, 10)}, "Windscribe-Amsterdam-Tulip.ovpn")
}

// ---- posts, chats, tickets and agent sessions ----

func (g *G) vpnChat() {
	cpriv, _ := g.wireguard()
	g.vpnAdd("vpn/reddit-wireguard-no-handshake", `
**Wireguard: handshake never completes, tried everything**

Server is a VPS (Ubuntu 24.04), client is my laptop. wg show on the server says the peer has never had a handshake. UFW allows 51820/udp. Here's my client config (keys are throwaway, I'll regen after):

ˋˋˋ
[Interface]
PrivateKey = «a»
Address = 10.0.0.2/24
DNS = 1.1.1.1

[Peer]
PublicKey = «_p»
PresharedKey = «b»
Endpoint = «_ip»:51820
AllowedIPs = 0.0.0.0/0
ˋˋˋ

Any idea what I'm missing? Thanks!

> **u/wg_enjoyer** · 2h
> Your client Address should be /32, and please regenerate those keys now, they're public.
`, V{"a": cpriv, "_p": g.vpnPub(), "b": g.vpnPSK(), "_ip": g.vpnIP()}, "u/wg_enjoyer")

	g.vpnAdd("vpn/reddit-selfhosted-gluetun-question", `
r/selfhosted · Posted by u/arrstack_newbie

Gluetun keeps restarting with "AUTH_FAILED" for PIA, but the same login works in the app?

    environment:
      - VPN_SERVICE_PROVIDER=private internet access
      - OPENVPN_USER=p«_u»
      - OPENVPN_PASSWORD=«a»
      - SERVER_REGIONS=Netherlands

Logs:
    2024-06-11T08:03:12Z INFO [openvpn] AUTH: Received control message: AUTH_FAILED
    2024-06-11T08:03:12Z INFO [openvpn] SIGTERM received, sending exit notification to peer

Edit: solved, the password had a trailing space in the .env
`, V{"_u": g.digits(7), "a": g.pw()}, "AUTH: Received control message: AUTH_FAILED", "r/selfhosted")

	g.vpnAdd("vpn/github-issue-openfortivpn-config", `
### Describe the bug

openfortivpn fails with "Could not authenticate to gateway. Please check the password, client certificate, etc." since upgrading to 1.21.0. 1.20.5 works.

### Config

ˋˋˋ
host = vpn.rookwood-engineering.example
port = 443
username = cdubois
password = «a»
trusted-cert = «_tc»
ˋˋˋ

### Output with -vv

ˋˋˋ
DEBUG:  Loaded configuration file "/etc/openfortivpn/config".
DEBUG:  Loaded password from configuration file "/etc/openfortivpn/config"
DEBUG:  Gateway certificate validation succeeded.
ERROR:  Could not authenticate to gateway. Please check the password, client certificate, etc.
ˋˋˋ
`, V{"a": g.pw(), "_tc": g.hex(64)}, "Loaded password from configuration file \"/etc/openfortivpn/config\"")

	g.vpnAdd("vpn/stackoverflow-l2tp-ubuntu", `
L2TP/IPsec VPN on Ubuntu 22.04 fails: "received NO_PROPOSAL_CHOSEN"

I'm trying to connect to our office's L2TP server with strongSwan + xl2tpd.

/etc/ipsec.conf:

    conn office
        keyexchange=ikev1
        authby=secret
        left=%defaultroute
        right=vpn.alderbrook-law.example
        ike=aes128-sha1-modp2048!
        esp=aes128-sha1!

/etc/ipsec.secrets:

    : PSK "«a»"

/etc/ppp/options.l2tpd.client:

    name kwalsh
    password «b»
    refuse-eap
    require-mschap-v2

ipsec up office prints ˋreceived NO_PROPOSAL_CHOSEN error notifyˋ. What am I doing wrong?
`, V{"a": g.an(18), "b": g.pw()}, "ike=aes128-sha1-modp2048!", "received NO_PROPOSAL_CHOSEN error notify")

	tc := g.vpnStatic()
	g.vpnAdd("vpn/netgate-forum-ovpn-paste", `
Re: OpenVPN client export - clients connect but no internet

Here's what the client export package gives me (removed the cert part):

dev tun
persist-tun
persist-key
data-ciphers AES-256-GCM:AES-128-GCM:CHACHA20-POLY1305
data-ciphers-fallback AES-256-CBC
auth SHA256
tls-client
client
resolv-retry infinite
remote «_ip» 1194 udp4
nobind
verify-x509-name "pfSense-RA-Server" name
auth-user-pass
remote-cert-tls server
explicit-exit-notify
<tls-crypt>
#
# 2048 bit OpenVPN static key
#
-----BEGIN OpenVPN Static key V1-----
«a»
-----END OpenVPN Static key V1-----
</tls-crypt>

Redirect IPv4 Gateway is ticked on the server. Any ideas?
`, V{"_ip": g.vpnIP(), "a": tc}, "verify-x509-name \"pfSense-RA-Server\" name", "data-ciphers-fallback AES-256-CBC")

	g.vpnAdd("vpn/slack-it-vpn-onboarding", `
#it-help  ·  Today

Marta (IT)  10:14
@Theo welcome! VPN for the new laptop:
• Type: L2TP over IPsec
• Server: vpn.wrenfold-studio.example
• Pre-shared key: «a»
• Username: theo.b
• Temp password: «b»  (you'll be asked to change it on first login)
Ping me if macOS complains about the shared secret.

Theo  10:16
thanks! connected 👍
`, V{"a": g.an(20), "b": g.pw()}, "vpn.wrenfold-studio.example", "Username: theo.b")

	g.vpnAdd("vpn/email-forticlient-credentials", `
From: IT Service Desk <servicedesk@pellworth.example>
To: Sana Iqbal <sana.iqbal@pellworth.example>
Subject: Your remote access account

Hi Sana,

Your remote access has been set up. Please install FortiClient VPN and create a new SSL-VPN connection:

  Connection name:  Pellworth Remote
  Remote gateway:   remote.pellworth.example
  Customize port:   10443
  Username:         s.iqbal
  Password:         «a»

You will get an SMS code on first login. Do not forward this email.

Kind regards,
IT Service Desk
`, V{"a": g.pw()}, "remote.pellworth.example", "Connection name:  Pellworth Remote")

	g.vpnAdd("vpn/helpdesk-ticket-globalprotect", `
Ticket #INC-48211  ·  Priority: P3  ·  Category: Remote Access / GlobalProtect
Requester: Dev Patel (dev.patel@kinloch-pharma.example)

Description:
GlobalProtect on my Mac says "Authentication failed: Invalid username or password" but I just reset it.
Portal: gp.kinloch-pharma.example
User: dpatel
Password I'm using: «a»
Tried on home wifi and hotspot. Screenshot attached.

Work notes (internal):
- AD account locked after 5 attempts; unlocked. Asked user to reset again since password was posted in the ticket.
`, V{"a": g.pw()}, "gp.kinloch-pharma.example", "Ticket #INC-48211")

	g.vpnAdd("vpn/discord-tailscale-help", `
[#help-networking] kai_dev — Today at 21:03
anyone know why my pi won't show up in the admin console? i ran
ˋsudo tailscale up --authkey «a» --advertise-exit-nodeˋ
and it just hangs on "Starting..."

[#help-networking] Lumen — Today at 21:05
that key is probably one-time and already used. also you just posted it, revoke it in Settings → Keys
`, V{"a": g.vpnTS("auth")}, "--advertise-exit-node", "Settings → Keys")

	apriv, apub := g.wireguard()
	g.vpnAdd("vpn/agent-transcript-wg-showconf", `
> The site-to-site tunnel to the Lisbon office dropped after the router swap. Can you check why?

● Bash(ssh gw-ams 'sudo wg showconf wg-lis; sudo wg show wg-lis latest-handshakes')
  ⎿  [Interface]
     ListenPort = 51820
     PrivateKey = «a»

     [Peer]
     PublicKey = «_p»
     AllowedIPs = 10.60.0.0/16
     Endpoint = «_ip»:51820
     PersistentKeepalive = 25
     «_p»	0

● The Lisbon peer has never completed a handshake since the swap. The endpoint still points
  at the old router's address. Amsterdam's public key (for the Lisbon side) is «_pub».
`, V{"a": apriv, "_p": g.vpnPub(), "_ip": g.vpnIP(), "_pub": apub}, "The Lisbon peer has never completed a handshake")

	okey := g.ecPKCS8()
	g.vpnAdd("vpn/agent-transcript-read-ovpn", `
● Read(~/Downloads/staging-vpn.ovpn)
  ⎿  Read 61 lines
     client
     dev tun
     proto udp
     remote staging-vpn.cobbleton.example 1194
     auth-user-pass
     <key>
     «=kb»
     «a»
     «=ke»
     </key>
     <tls-auth>
     -----BEGIN OpenVPN Static key V1-----
     «b»
     -----END OpenVPN Static key V1-----
     </tls-auth>
     key-direction 1

● The profile expects a username/password as well as the embedded certificate. I'll connect with
  ˋsudo openvpn --config ~/Downloads/staging-vpn.ovpnˋ; you'll need to type the password yourself.
`, V{"=kb": okey.begin, "a": strings.ReplaceAll(okey.body, "\n", "\n     "), "=ke": okey.end, "b": strings.ReplaceAll(g.vpnStatic(), "\n", "\n     ")}, "remote staging-vpn.cobbleton.example 1194")

	g.vpnAdd("vpn/agent-transcript-mikrotik-ssh", `
● Bash(ssh admin@192.168.88.1 '/ppp secret print detail; /interface l2tp-server server print')
  ⎿  Flags: X - disabled
      0   name="lena" service=l2tp caller-id="" password="«a»" profile=default-encryption
          routes="" limit-bytes-in=0 limit-bytes-out=0 last-logged-out=2024-06-10 18:22:41

      1   name="backup-nas" service=l2tp caller-id="" password="«b»" profile=default-encryption
          remote-address=192.168.89.10

               enabled: yes
      default-profile: default-encryption
       authentication: mschap2
            use-ipsec: required
         ipsec-secret: «c»

● Both L2TP users exist and IPsec is required. The connection failure is more likely the client's
  IPsec secret not matching; I won't print it again here.
`, V{"a": g.pwURL(), "b": g.an(16), "c": g.an(20)}, "name=\"backup-nas\"", "default-profile: default-encryption")

	g.vpnAdd("vpn/github-issue-wg-easy-password", `
**wg-easy web UI says "Incorrect Password" after update**

Using the compose file from the README:

ˋˋˋyaml
    environment:
      - WG_HOST=«_ip»
      - PASSWORD=«a»
      - WG_PORT=51820
ˋˋˋ

After pulling the latest image the login always fails.

---

**Maintainer** commented:
Since v14, ˋPASSWORDˋ is no longer supported; generate a bcrypt hash and set ˋPASSWORD_HASHˋ instead (see the How_to_generate_an_bcrypt_hash.md doc).
`, V{"_ip": g.vpnIP(), "a": g.pw()}, "How_to_generate_an_bcrypt_hash.md")

	g.vpnAdd("vpn/github-issue-headscale-oidc", `
## Bug description
OIDC login redirects to /oidc/callback and fails with "could not verify id token".

## Environment
- Headscale version: 0.23.0
- Authentik 2024.4.2

## Config
ˋˋˋyaml
oidc:
  issuer: "https://sso.fernhill.example/application/o/headscale/"
  client_id: "«_cid»"
  client_secret: "«a»"
  expiry: 180d
  strip_email_domain: true
ˋˋˋ
`, V{"_cid": g.an(40), "a": g.an(128)}, "https://sso.fernhill.example/application/o/headscale/", "Headscale version: 0.23.0")

	g.vpnAdd("vpn/strongswan-mailing-list-post", `
Subject: [strongSwan] IKE_AUTH fails with AUTHENTICATION_FAILED to Azure VPN gateway

Hello list,

our swanctl.conf:

connections {
   azure {
      remote_addrs = «_ip»
      local { auth = psk }
      remote { auth = psk }
      children { azure-net { remote_ts = 10.40.0.0/16 } }
   }
}
secrets {
   ike-azure { secret = "«a»" }
}

charon log:
13[IKE] establishing CHILD_SA azure-net{1}
13[ENC] generating IKE_AUTH request 1 [ IDi N(INIT_CONTACT) AUTH SA TSi TSr N(MOBIKE_SUP) N(ADD_4_ADDR) ]
14[ENC] parsed IKE_AUTH response 1 [ N(AUTH_FAILED) ]
14[IKE] received AUTHENTICATION_FAILED notify error

Regards,
Jonas
`, V{"_ip": g.vpnIP(), "a": g.an(32)}, "received AUTHENTICATION_FAILED notify error")

	g.vpnAdd("vpn/family-chat-mullvad-account", `
[WhatsApp] Family 🏠
Dad: I paid for the VPN for another year, the account number is «a»
Dad: just type it in the Mullvad app, it works on 5 devices
Mia: does it work on the ps5
Dad: no
`, V{"a": g.digits(16)}, "it works on 5 devices")
}

// ---- benign look-alikes: public keys, ids, SPIs, fingerprints ----

func (g *G) vpnBenign() {
	g.vpnAdd("vpn/benign-wg-show-hidden", `
$ sudo wg show
interface: wg0
  public key: «_pub»
  private key: (hidden)
  listening port: 51820

peer: «_p1»
  preshared key: (hidden)
  endpoint: «_ip1»:52144
  allowed ips: 10.66.0.2/32, fd42:42:42::2/128
  latest handshake: 38 seconds ago
  transfer: 48.21 MiB received, 1.02 GiB sent

peer: «_p2»
  allowed ips: 10.66.0.3/32
  latest handshake: 2 days, 4 hours ago
  transfer: 3.10 MiB received, 19.88 MiB sent
`, V{"_pub": g.vpnPub(), "_p1": g.vpnPub(), "_ip1": g.vpnIP(), "_p2": g.vpnPub()}, "private key: (hidden)", "preshared key: (hidden)")

	g.vpnAdd("vpn/benign-wg-quick-up", `
$ sudo wg-quick up wg0
[#] ip link add wg0 type wireguard
[#] wg setconf wg0 /dev/fd/63
[#] ip -4 address add 10.66.0.1/24 dev wg0
[#] ip link set mtu 1420 up dev wg0
[#] iptables -A FORWARD -i wg0 -j ACCEPT; iptables -t nat -A POSTROUTING -o eth0 -j MASQUERADE
$ sudo wg show wg0 peers
«_p1»
«_p2»
`, V{"_p1": g.vpnPub(), "_p2": g.vpnPub()}, "[#] wg setconf wg0 /dev/fd/63")

	g.vpnAdd("vpn/benign-ovpn-file-references", `
client
dev tun
proto udp
remote vpn.calderwood.example 1194
ca /etc/openvpn/client/ca.crt
cert /etc/openvpn/client/ruth-laptop.crt
key /etc/openvpn/client/ruth-laptop.key
tls-crypt /etc/openvpn/client/ta.key
auth-user-pass
remote-cert-tls server
verify-x509-name "C=GB, O=Calderwood, CN=vpn.calderwood.example" subject
`, nil, "key /etc/openvpn/client/ruth-laptop.key", "tls-crypt /etc/openvpn/client/ta.key", "verify-x509-name \"C=GB, O=Calderwood, CN=vpn.calderwood.example\" subject")

	g.vpnAdd("vpn/benign-openvpn-server-log", `
2024-06-11 08:01:11 «_ip»:51422 VERIFY OK: depth=1, CN=Calderwood Root CA
2024-06-11 08:01:11 «_ip»:51422 VERIFY OK: depth=0, CN=ruth-laptop
2024-06-11 08:01:11 «_ip»:51422 peer info: IV_VER=2.6.9
2024-06-11 08:01:11 «_ip»:51422 peer info: IV_PLAT=linux
2024-06-11 08:01:11 «_ip»:51422 peer info: IV_HWADDR=«_mac»
2024-06-11 08:01:11 «_ip»:51422 Control Channel: TLSv1.3, cipher TLSv1.3 TLS_AES_256_GCM_SHA384, peer certificate: 256 bits ECsecp384r1, signature: ecdsa-with-SHA256
2024-06-11 08:01:11 «_ip»:51422 [ruth-laptop] Peer Connection Initiated with [AF_INET]«_ip»:51422
2024-06-11 08:01:12 ruth-laptop/«_ip»:51422 MULTI_sva: pool returned IPv4=10.8.0.6, IPv6=(Not enabled)
2024-06-11 08:01:12 ruth-laptop/«_ip»:51422 SENT CONTROL [ruth-laptop]: 'PUSH_REPLY,route 10.20.0.0 255.255.0.0,route-gateway 10.8.0.1,topology subnet,ping 10,ping-restart 120,ifconfig 10.8.0.6 255.255.255.0,peer-id 0,cipher AES-256-GCM,key-derivation tls-ekm' (status=1)
`, V{"_ip": g.vpnIP(), "_mac": "52:54:00:" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2)}, "[ruth-laptop] Peer Connection Initiated", "key-derivation tls-ekm")

	g.vpnAdd("vpn/benign-openvpn-status-log", `
$ sudo cat /var/log/openvpn/status.log
TITLE,OpenVPN 2.6.9 x86_64-pc-linux-gnu [SSL (OpenSSL)] [LZO] [LZ4] [EPOLL] [PKCS11] [MH/PKTINFO] [AEAD] [DCO]
TIME,2024-06-11 10:20:01,1718101201
HEADER,CLIENT_LIST,Common Name,Real Address,Virtual Address,Virtual IPv6 Address,Bytes Received,Bytes Sent,Connected Since,Connected Since (time_t),Username,Client ID,Peer ID,Data Channel Cipher
CLIENT_LIST,ruth-laptop,«_ip1»:51422,10.8.0.6,,2215443,18811041,2024-06-11 08:01:12,1718092872,ruth,12,0,AES-256-GCM
CLIENT_LIST,kiosk-07,«_ip2»:1194,10.8.0.9,,88120,401233,2024-06-11 09:44:30,1718099070,UNDEF,14,1,AES-256-GCM
HEADER,ROUTING_TABLE,Virtual Address,Common Name,Real Address,Last Ref,Last Ref (time_t)
ROUTING_TABLE,10.8.0.6,ruth-laptop,«_ip1»:51422,2024-06-11 10:19:58,1718101198
GLOBAL_STATS,Max bcast/mcast queue length,0
END
`, V{"_ip1": g.vpnIP(), "_ip2": g.vpnIP()}, "CLIENT_LIST,kiosk-07")

	g.vpnAdd("vpn/benign-swanctl-list-sas", `
$ sudo swanctl --list-sas
site-b: #3, ESTABLISHED, IKEv2, «_i»_i* «_r»_r
  local  'gw-a.nordvik.example' @ «_l»[4500]
  remote 'gw-b.nordvik.example' @ «_rip»[4500]
  AES_GCM_16-256/PRF_HMAC_SHA2_384/ECP_384
  established 1123s ago, rekeying in 12841s
  net: #5, reqid 1, INSTALLED, TUNNEL-in-UDP, ESP:AES_GCM_16-256
    installed 1123s ago, rekeying in 2305s, expires in 2837s
    in  «_si»,  18272 bytes,   211 packets,     3s ago
    out «_so»,  22101 bytes,   240 packets,     3s ago
    local  10.1.0.0/16
    remote 10.2.0.0/16
`, V{"_i": g.hex(16), "_r": g.hex(16), "_l": g.vpnIP(), "_rip": g.vpnIP(), "_si": g.hex(8), "_so": g.hex(8)}, "AES_GCM_16-256/PRF_HMAC_SHA2_384/ECP_384")

	g.vpnAdd("vpn/benign-zerotier-cli", `
$ sudo zerotier-cli info
200 info «_addr» 1.14.0 ONLINE
$ sudo zerotier-cli listnetworks
200 listnetworks <nwid> <name> <mac> <status> <type> <dev> <ZT assigned ips>
200 listnetworks «_nw» home-lab «_mac» OK PRIVATE zt«_dev» 10.147.17.58/24
$ sudo zerotier-cli peers
200 peers
<ztaddr>   <ver>  <role> <lat> <link>   <lastTX> <lastRX> <path>
«_p1» 1.14.0 LEAF       12 DIRECT   2011     2011     192.168.1.40/9993
«_p2» -      PLANET     88 DIRECT   4412     4323     «_ip»/9993
`, V{"_addr": g.hex(10), "_nw": g.vpnZTNet(), "_mac": g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2), "_dev": g.s(alLowNum, 8), "_p1": g.hex(10), "_p2": g.hex(10), "_ip": g.vpnIP()}, "<ztaddr>   <ver>  <role>")

	g.vpnAdd("vpn/benign-tailscale-status-netcheck", `
$ tailscale status
100.101.7.44    builder-3f2a1c       ops@         linux   -
100.88.12.3     nas                  ops@         linux   active; direct 192.168.1.20:41641, tx 229104 rx 881222
100.70.2.9      pixel-8              ops@         android offline, last seen 3h ago
$ tailscale netcheck
Report:
	* UDP: true
	* IPv4: yes, «_ip»:41641
	* IPv6: no, but OS has support
	* MappingVariesByDestIP: false
	* Nearest DERP: Amsterdam
	* DERP latency:
		- ams: 11.2ms  (Amsterdam)
		- fra: 18.9ms  (Frankfurt)
`, V{"_ip": g.vpnIP()}, "active; direct 192.168.1.20:41641", "Nearest DERP: Amsterdam")

	g.vpnAdd("vpn/benign-nebula-cert-print", `
$ nebula-cert print -path /etc/nebula/host.crt
NebulaCertificate {
	Details {
		Name: lighthouse1
		Ips: [
			192.168.100.1/24
		]
		Subnets: []
		Groups: [
			"infra"
		]
		Not before: 2024-06-11 09:00:00 +0000 UTC
		Not After: 2025-06-10 23:59:59 +0000 UTC
		Is CA: false
		Issuer: «_iss»
		Public key: «_pub»
		Curve: CURVE25519
	}
	Fingerprint: «_fp»
	Signature: «_sig»
}
`, V{"_iss": g.hex(64), "_pub": g.hex(64), "_fp": g.hex(64), "_sig": g.hex(128)}, "Curve: CURVE25519")

	g.vpnAdd("vpn/benign-headscale-nodes-list", `
$ docker exec headscale headscale nodes list
ID | Hostname   | Name       | MachineKey | NodeKey | User    | IP addresses                  | Ephemeral | Last seen           | Expiration          | Connected | Expired
1  | nas        | nas        | [«=m1»]    | [«=n1»] | homelab | 100.64.0.1, fd7a:115c:a1e0::1 | false     | 2024-06-11 11:02:44 | 0001-01-01 00:00:00 | online    | no
2  | pixel-8    | pixel-8    | [«=m2»]    | [«=n2»] | homelab | 100.64.0.2, fd7a:115c:a1e0::2 | false     | 2024-06-11 08:40:12 | 0001-01-01 00:00:00 | offline   | no
$ docker exec headscale headscale nodes list -o json | jq -r '.[0].node_key'
«_nk»
`, V{"=m1": g.b64(4)[:5], "=n1": g.b64(4)[:5], "=m2": g.b64(4)[:5], "=n2": g.b64(4)[:5], "_nk": g.vpnNodeKey()}, "100.64.0.1, fd7a:115c:a1e0::1")

	g.vpnAdd("vpn/benign-cloudflared-tunnel-list", `
$ cloudflared tunnel list
You can obtain more detailed information for each tunnel with ˋcloudflared tunnel info <name/uuid>ˋ
ID                                   NAME            CREATED              CONNECTIONS
«_t1» homelab-ingress 2024-05-02T19:10:44Z 2xams08, 2xlhr01
«_t2» ci-preview      2024-06-01T07:22:10Z
$ cloudflared tunnel route dns homelab-ingress grafana.bayfront.example
2024-06-11T12:30:02Z INF Added CNAME grafana.bayfront.example which will route to this tunnel tunnelID=«_t1»
`, V{"_t1": g.uuid(), "_t2": g.uuid()}, "cloudflared tunnel info <name/uuid>")

	g.vpnAdd("vpn/benign-netbird-status-detail", `
$ netbird status -d
Peers detail:
 nas.netbird.selfhosted:
  NetBird IP: 100.92.3.4
  Public key: «_p1»
  Status: Connected
  -- detail --
  Connection type: P2P
  ICE candidate (Local/Remote): host/srflx
  ICE candidate endpoints (Local/Remote): 192.168.1.14:51820/«_ip»:51820
  Last connection update: 12 seconds ago
  Last WireGuard handshake: 41 seconds ago
  Transfer status (received/sent) 2.1 MiB/812.4 KiB
  Quantum resistance: false

OS: linux/amd64
Daemon version: 0.28.4
CLI version: 0.28.4
Management: Connected to https://netbird.greyhollow.example:443
Signal: Connected to https://netbird.greyhollow.example:443
NetBird IP: 100.92.14.201/16
Interface type: Kernel
`, V{"_p1": g.vpnPub(), "_ip": g.vpnIP()}, "ICE candidate (Local/Remote): host/srflx")

	g.vpnAdd("vpn/benign-asa-show-run-masked", `
asa-edge# show running-config tunnel-group
tunnel-group «_ip» type ipsec-l2l
tunnel-group «_ip» ipsec-attributes
 ikev1 pre-shared-key *****
 ikev2 remote-authentication pre-shared-key *****
 ikev2 local-authentication pre-shared-key *****
tunnel-group RA-Staff type remote-access
asa-edge# show crypto ikev2 sa | include READY
1         «_ip2»/4500        «_ip»/4500           READY    Responder
`, V{"_ip": g.vpnIP(), "_ip2": g.vpnIP()}, "ikev1 pre-shared-key *****")

	g.vpnAdd("vpn/benign-mikrotik-peers-print", `
[admin@hEX-Garage] > /interface wireguard print
Flags: X - disabled; R - running
 0  R name="wg-home" mtu=1420 listen-port=13231 private-key="*****" public-key="«_pub»"
[admin@hEX-Garage] > /interface wireguard peers print
Columns: INTERFACE, PUBLIC-KEY, ENDPOINT-PORT, ALLOWED-ADDRESS
# INTERFACE  PUBLIC-KEY                                    ENDPOINT-PORT  ALLOWED-ADDRESS
0 wg-home    «_p1»  0              10.10.20.2/32
1 wg-home    «_p2»  13231          10.10.20.3/32
`, V{"_pub": g.vpnPub(), "_p1": g.vpnPub(), "_p2": g.vpnPub()}, "Columns: INTERFACE, PUBLIC-KEY, ENDPOINT-PORT, ALLOWED-ADDRESS")

	g.vpnAdd("vpn/benign-wg-docs-placeholders", `
## Client configuration

Create /etc/wireguard/wg0.conf on the client:

    [Interface]
    PrivateKey = <client-private-key>
    Address = 10.0.0.2/32
    PostUp = wg set %i private-key /etc/wireguard/%i.key

    [Peer]
    PublicKey = <server-public-key>
    PresharedKey = <output of wg genpsk>
    Endpoint = vpn.example.com:51820
    AllowedIPs = 10.0.0.0/24

Never commit the private key; generate it on the device with ˋwg genkeyˋ.
`, nil, "PrivateKey = <client-private-key>", "PostUp = wg set %i private-key /etc/wireguard/%i.key", "PresharedKey = <output of wg genpsk>")

	g.vpnAdd("vpn/benign-openfortivpn-untrusted-cert", `
ERROR:  Gateway certificate validation failed, and the certificate digest is not in the local whitelist. If you trust it, rather than using --insecure-ssl, you can add it to your configuration:
ERROR:      --trusted-cert «_d»
ERROR:  Gateway certificate:
ERROR:      subject:
ERROR:          C=US
ERROR:          O=Fortinet
ERROR:          CN=«_sn»
ERROR:      issuer:
ERROR:          CN=fortinet-subca2001
ERROR:      sha256 digest:
ERROR:          «_d»
INFO:   Closed connection to gateway.
`, V{"_d": g.hex(64), "_sn": "FGT60F" + g.s(alUpNum, 10)}, "CN=fortinet-subca2001")

	g.vpnAdd("vpn/benign-warp-cli-registration", `
$ warp-cli registration show
Account type: Team
Device ID: «_dev»
Public key: «_pub»
Account ID: «_acct»
Organization: bayfront
$ warp-cli status
Status update: Connected
Network: healthy
`, V{"_dev": g.uuid(), "_pub": g.vpnPub(), "_acct": g.uuid()}, "Account type: Team", "Status update: Connected")

	g.vpnAdd("vpn/benign-xray-access-log", `
$ tail -4 /var/log/xray/access.log
2024/06/11 09:12:01 from «_ip1»:51822 accepted tcp:www.google.com:443 [vless-in >> direct] email: phone
2024/06/11 09:12:02 from «_ip1»:51830 accepted udp:1.1.1.1:53 [vless-in >> direct] email: phone
2024/06/11 09:12:07 from «_ip2»:40118 accepted tcp:api.github.com:443 [vless-in >> direct] email: laptop
2024/06/11 09:12:09 from «_ip2»:40122 rejected  proxy/vless/encoding: invalid request version > reality: processed invalid connection
`, V{"_ip1": g.vpnIP(), "_ip2": g.vpnIP()}, "[vless-in >> direct] email: laptop")
}

// ---- secret stores, keychains, IaC and other places VPN secrets end up ----

func (g *G) vpnMisc() {
	vpriv, vpub := g.wireguard()
	g.vpnAdd("vpn/vault-kv-get-vpn-secrets", `
$ vault kv get -mount=secret network/vpn/branch-lisbon
============ Secret Path ============
secret/data/network/vpn/branch-lisbon

======= Metadata =======
Key                Value
---                -----
created_time       2024-05-30T10:02:11.118Z
custom_metadata    <nil>
deletion_time      n/a
destroyed          false
version            3

======== Data ========
Key               Value
---               -----
ike_psk           «a»
wg_private_key    «b»
wg_public_key     «_pub»
`, V{"a": g.an(32), "b": vpriv, "_pub": vpub}, "secret/data/network/vpn/branch-lisbon")

	g.vpnAdd("vpn/op-item-get-office-vpn", `
$ op item get "Office VPN" --vault Infra --reveal
ID:          «_id»
Title:       Office VPN
Vault:       Infra («_vid»)
Created:     3 months ago
Updated:     2 weeks ago by Marta Quist
Favorite:    false
Version:     4
Category:    LOGIN
Fields:
  username:         vpn-svc
  password:         «a»
  pre-shared key:   «b»
URLs:
  website: https://vpn.wrenfold-studio.example (primary)
`, V{"_id": g.s(alLowNum, 26), "_vid": g.s(alLowNum, 26), "a": g.pwStrong(), "b": g.an(20)}, "https://vpn.wrenfold-studio.example (primary)")

	g.vpnAdd("vpn/macos-security-find-generic-password", `
$ security find-generic-password -l "Wrenfold Office" -a theo.b -w
«a»
$ sudo security find-generic-password -l "Wrenfold Office" -s com.apple.net.racoon -w /Library/Keychains/System.keychain
«b»
`, V{"a": g.pw(), "b": g.an(20)}, "com.apple.net.racoon", "/Library/Keychains/System.keychain")

	g.vpnAdd("vpn/nm-openvpn-keyfile-vpn-secrets", `
$ sudo cat "/etc/NetworkManager/system-connections/Calderwood VPN.nmconnection"
[connection]
id=Calderwood VPN
uuid=«_u»
type=vpn

[vpn]
ca=/home/ruth/.cert/nm-openvpn/calderwood-ca.pem
cert=/home/ruth/.cert/nm-openvpn/calderwood-cert.pem
cert-pass-flags=0
connection-type=password-tls
key=/home/ruth/.cert/nm-openvpn/calderwood-key.pem
password-flags=0
remote=vpn.calderwood.example:1194
username=ruth
service-type=org.freedesktop.NetworkManager.openvpn

[vpn-secrets]
cert-pass=«a»
password=«b»
`, V{"_u": g.uuid(), "a": g.pwURL(), "b": g.pw()}, "connection-type=password-tls", "service-type=org.freedesktop.NetworkManager.openvpn")

	g.vpnAdd("vpn/nmcli-show-secrets-vpnc", `
$ nmcli --show-secrets -f vpn.data,vpn.secrets connection show "Harbourline"
vpn.data:                               IKE DH Group = dh2, IPSec ID = HL-Staff, IPSec gateway = vpn.harbourline.example, IPSec secret-flags = 0, NAT Traversal Mode = natt, Xauth password-flags = 0, Xauth username = r.castellano
vpn.secrets:                            IPSec secret = «a», Xauth password = «b»
`, V{"a": g.an(16), "b": g.pwURL()}, "IPSec gateway = vpn.harbourline.example")

	gpw := g.pw()
	g.vpnAdd("vpn/k8s-secret-gluetun-data-b64", `
$ kubectl get secret gluetun-vpn -n media -o yaml
apiVersion: v1
data:
  OPENVPN_PASSWORD: «a»
  OPENVPN_USER: «_u»
  VPN_SERVICE_PROVIDER: «_prov»
kind: Secret
metadata:
  creationTimestamp: "2024-05-20T18:44:10Z"
  name: gluetun-vpn
  namespace: media
  resourceVersion: "«_rv»"
  uid: «_uid»
type: Opaque
`, V{"a": b64s(gpw), "_u": b64s("p" + g.digits(7)), "_prov": b64s("private internet access"), "_rv": g.digits(8), "_uid": g.uuid()}, "name: gluetun-vpn")

	g.vpnAdd("vpn/terraform-azurerm-vnet-gw-connection", `
resource "azurerm_virtual_network_gateway_connection" "onprem" {
  name                = "cn-hq-to-azure"
  location            = azurerm_resource_group.hub.location
  resource_group_name = azurerm_resource_group.hub.name

  type                       = "IPsec"
  virtual_network_gateway_id = azurerm_virtual_network_gateway.hub.id
  local_network_gateway_id   = azurerm_local_network_gateway.hq.id

  shared_key = "«a»"

  ipsec_policy {
    ike_encryption   = "AES256"
    ike_integrity    = "SHA256"
    dh_group         = "DHGroup14"
    ipsec_encryption = "GCMAES256"
    ipsec_integrity  = "GCMAES256"
    pfs_group        = "PFS2048"
  }
}
`, V{"a": g.an(32)}, "azurerm_virtual_network_gateway.hub.id")

	g.vpnAdd("vpn/ansible-vault-view-vpn", `
$ ansible-vault view group_vars/vpn_gateways/vault.yml
Vault password:
vault_ipsec_psk_dc2: "«a»"
vault_l2tp_users:
  - name: fmoreau
    password: "«b»"
  - name: scanner-lab
    password: "«c»"
vault_ovpn_mgmt_password: "«d»"
`, V{"a": g.an(40), "b": g.pw(), "c": g.an(14), "d": g.an(24)}, "group_vars/vpn_gateways/vault.yml")

	g.vpnAdd("vpn/systemd-openvpn-credential-env", `
# /etc/systemd/system/openvpn-client@work.service.d/override.conf
[Service]
Environment=OVPN_USER=j.mbeki
Environment=OVPN_PASS=«a»
ExecStartPre=/bin/sh -c 'printf "%%s\n%%s\n" "$OVPN_USER" "$OVPN_PASS" > /run/openvpn-client/work.creds'
$ systemctl show openvpn-client@work -p Environment
Environment=OVPN_USER=j.mbeki OVPN_PASS=«a»
`, V{"a": g.pwURL()}, "/run/openvpn-client/work.creds", "Environment=OVPN_USER=j.mbeki")
}
