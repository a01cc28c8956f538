package cases

import (
	"fmt"
	"strings"
)

// acmeCases adds credentials from TLS certificate automation and DNS
// provider work as a coding agent meets it while it gets a certificate
// issued, moves a zone or debugs a failed renewal. Sources: acme.sh
// (dnsapi environment variables for Cloudflare, Route 53, DigitalOcean,
// GoDaddy, Namecheap, Namesilo, Porkbun, OVH, Linode, Hetzner, deSEC,
// DuckDNS, Gandi, INWX, IONOS, Azure, Aliyun, DNSPod, Tencent, Vultr,
// netcup, acme-dns, nsupdate, PowerDNS; ~/.acme.sh/account.conf with its
// SAVED_ variables, domain and ca.conf files with ZeroSSL EAB keys,
// account keys, --debug 2 output, deploy hooks for Synology, TrueNAS,
// Proxmox and SSH), lego (env vars, CLI runs and their output, account
// files, the Go library, EAB flags, the exec and httpreq providers),
// certbot and its DNS plugins' ini files (cloudflare, route53,
// digitalocean, google, ovh, linode, rfc2136 TSIG keys, gandi, porkbun,
// namecheap, hetzner, desec, duckdns, dnsimple, luadns, nsone), renewal
// configs, account private_key.json and its output, Caddy DNS modules in
// Caddyfiles and JSON config with EAB, Traefik certificate resolvers
// (static config, CLI flags, compose env, acme.json), cert-manager
// (ClusterIssuers with secret refs for Cloudflare, Route 53, Azure DNS,
// Cloud DNS, DigitalOcean, RFC2136 and webhook solvers, their Secrets,
// EAB, kubectl and cmctl output, the Cloudflare origin-ca-issuer),
// external-dns (args, Helm values, logs for Cloudflare, PowerDNS,
// RFC2136, AWS), DNSControl creds.json and dnsconfig.js, octoDNS
// config and runs, BIND and Knot TSIG keys (tsig-keygen, ddns-confgen,
// rndc.key, named.conf, DNSSEC private key files), nsupdate sessions,
// PowerDNS API keys, registrar and DNS host API calls with curl
// (Cloudflare, GoDaddy, Porkbun, Namecheap, Namesilo, Hetzner, Gandi,
// DigitalOcean, Linode, Vultr, deSEC, DuckDNS, Hurricane Electric,
// Dynu, OVH, Bunny, name.com, DNSimple, Njalla), appliances and other
// clients (Proxmox ACME plugins, pfSense and OPNsense, Nginx Proxy
// Manager, linuxserver SWAG, Home Assistant, win-acme, Posh-ACME,
// Terraform's acme provider, Ansible, ddclient, inadyn, step-ca, Go
// autocert caches) and the chats and issues around them. Benign
// look-alikes: certificate output (fingerprints, serial numbers,
// public certificates and CSRs, DNSKEY and DS records), ACME account,
// order, authorization and challenge URLs, challenge tokens, key
// authorizations and TXT record values, JWK thumbprints, zone, account,
// record and hosted zone ids, TSIG key names and masked previews. The
// case names start with "acme/".
func (g *G) acmeCases() {
	g.acmeShEnv()
	g.acmeShFiles()
	g.acmeLego()
	g.acmeCertbot()
	g.acmeCaddy()
	g.acmeTraefik()
	g.acmeCertManager()
	g.acmeExternalDNS()
	g.acmeDNSAsCode()
	g.acmeBind()
	g.acmeRegistrar()
	g.acmeAppliances()
	g.acmeChat()
	g.acmeBenign()
}

// ---- helpers used only here ----

// acmeAdd is add with "ˋ" standing for a backtick.
func (g *G) acmeAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// acmeTS is an acme.sh log timestamp.
func (g *G) acmeTS() string {
	return fmt.Sprintf("%s %s %2d %02d:%02d:%02d UTC 2024", g.pick("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"),
		g.pick("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct"), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}

// acmeTok is an ACME challenge token, a key authorization part or a DNS-01
// TXT value: public by design (benign).
func (g *G) acmeTok() string { return g.b64u(43) }

// acmeAcct is an ACME account number in an account URL (benign).
func (g *G) acmeAcct() string { return g.digits(9) }

// acmeZone is a Cloudflare zone or account id (benign).
func (g *G) acmeZone() string { return g.hex(32) }

// acmeR53Zone is a Route 53 hosted zone id (benign).
func (g *G) acmeR53Zone() string { return "Z" + g.s(alUpNum, 13+g.r.IntN(7)) }

// acmePork is a Porkbun key: pk1_ is the API key, sk1_ the secret key.
func (g *G) acmePork(p string) string { return p + "1_" + g.hex(64) }

// acmeTSIG is a TSIG or rndc secret of n bytes, base64.
func (g *G) acmeTSIG(n int) string { return g.b64(n) }

// acmeDesec is a deSEC token.
func (g *G) acmeDesec() string { return g.b64u(28) }

// acmeGDKey and acmeGDSecret are a GoDaddy API key and secret.
func (g *G) acmeGDKey() string    { return g.an(12) + "_" + g.an(22) }
func (g *G) acmeGDSecret() string { return g.an(22) }

// acmeOVH returns an OVH application key, application secret and consumer key.
func (g *G) acmeOVH() (string, string, string) { return g.an(16), g.an(32), g.an(32) }

// acmeAliKey is an Alibaba Cloud AccessKey id and acmeAliSecret its secret.
func (g *G) acmeAliKey() string    { return "LTAI5t" + g.an(18) }
func (g *G) acmeAliSecret() string { return g.an(30) }

// acmeEABKid is a ZeroSSL EAB key id (not a secret alone), acmeEABHmac its HMAC key.
func (g *G) acmeEABKid() string  { return g.b64u(22) }
func (g *G) acmeEABHmac() string { return g.b64u(86) }

// acmeSerial is a certificate serial number as openssl prints it (benign).
func (g *G) acmeSerial() string {
	b := g.bytes(18)
	b[0] = b[0]&0x7f | 0x03
	parts := make([]string, len(b))
	for i, c := range b {
		parts[i] = fmt.Sprintf("%02x", c)
	}
	return strings.Join(parts, ":")
}

// acmeFP is a SHA-256 fingerprint with colons, upper case (benign).
func (g *G) acmeFP(n int) string {
	b := g.bytes(n)
	parts := make([]string, len(b))
	for i, c := range b {
		parts[i] = fmt.Sprintf("%02X", c)
	}
	return strings.Join(parts, ":")
}

// acmeCSR is a certificate signing request shaped PEM (benign).
func (g *G) acmeCSR() pemKey {
	der := append([]byte{0x30, 0x82, 0x01, 0x1d, 0x30, 0x81, 0xc4, 0x02, 0x01, 0x00, 0x30, 0x16}, g.bytes(270)...)
	return g.pemFromDER("CERTIFICATE REQUEST", der)
}

// acmeB64PEM is a PEM block base64-encoded as Traefik and Kubernetes store it.
func acmeB64PEM(p pemKey) string { return b64s(p.block() + "\n") }

// acmeDER is the base64 body of a PEM block on one line.
func acmeDER(p pemKey) string { return strings.ReplaceAll(p.body, "\n", "") }

// acmeOriginCA is a Cloudflare Origin CA key.
func (g *G) acmeOriginCA() string { return "v1.0-" + g.hex(24) + "-" + g.hex(146) }

// acmeBunny is a Bunny.net account API key.
func (g *G) acmeBunny() string { return g.uuid() + "-" + g.uuid()[9:] }

// acmeSA is a Google service account key file for project whose
// private_key is the placeholder «key».
func (g *G) acmeSA(project, name, key string) string {
	return fmt.Sprintf(`{
  "type": "service_account",
  "project_id": "%s",
  "private_key_id": "%s",
  "private_key": "«%s»",
  "client_email": "%s@%s.iam.gserviceaccount.com",
  "client_id": "%s",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/%s%%40%s.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}`, project, g.hex(40), key, name, project, g.digits(21), name, project)
}

// acmeSAKey is the private_key value of a service account file.
func (g *G) acmeSAKey() string { return jsonEsc(g.pkcs8RSAPEM().block() + "\n") }

func (g *G) acmeShEnv() {
	ts := g.acmeTS()
	g.add("acme/acmesh-cf-token-issue-wildcard", `
root@edge-01:~# export CF_Token="«a»"
root@edge-01:~# export CF_Account_ID="«_acct»"
root@edge-01:~# export CF_Zone_ID="«_zone»"
root@edge-01:~# acme.sh --issue --dns dns_cf -d corvidlabs.io -d '*.corvidlabs.io' --keylength ec-256
[«=ts»] Using CA: https://acme.zerossl.com/v2/DV90
[«=ts»] Multi domain='DNS:corvidlabs.io,DNS:*.corvidlabs.io'
[«=ts»] Getting domain auth token for each domain
[«=ts»] Getting webroot for domain='corvidlabs.io'
[«=ts»] Getting webroot for domain='*.corvidlabs.io'
[«=ts»] Adding txt value: «_t1» for domain:  _acme-challenge.corvidlabs.io
[«=ts»] Adding record
[«=ts»] Added, OK
[«=ts»] The txt record is added: Success.
[«=ts»] Adding txt value: «_t2» for domain:  _acme-challenge.corvidlabs.io
[«=ts»] Adding record
[«=ts»] Added, OK
[«=ts»] The txt record is added: Success.
[«=ts»] Let's check each DNS record now. Sleep 20 seconds first.
`, V{"a": g.cfToken(), "_acct": g.acmeZone(), "_zone": g.acmeZone(), "=ts": ts, "_t1": g.acmeTok(), "_t2": g.acmeTok()},
		"_acme-challenge.corvidlabs.io", "--keylength ec-256", "https://acme.zerossl.com/v2/DV90")

	g.add("acme/acmesh-cf-global-key", `
$ export CF_Key="«a»"
$ export CF_Email="hostmaster@tallgrass.coop"
$ ~/.acme.sh/acme.sh --issue -d tallgrass.coop -d www.tallgrass.coop --dns dns_cf --server letsencrypt
`, V{"a": g.cfGlobal()}, "hostmaster@tallgrass.coop", "--server letsencrypt")

	g.add("acme/acmesh-route53-env", `
# cron wrapper, /usr/local/bin/renew-certs.sh
#!/bin/sh
export AWS_ACCESS_KEY_ID=«a»
export AWS_SECRET_ACCESS_KEY=«b»
/root/.acme.sh/acme.sh --cron --home /root/.acme.sh > /var/log/acme-renew.log 2>&1
`, V{"a": g.awsID(), "b": g.awsSecret()}, "/usr/local/bin/renew-certs.sh", "/var/log/acme-renew.log")

	g.add("acme/acmesh-digitalocean", `
$ DO_API_KEY=«a» acme.sh --issue --dns dns_dgon -d api.harborview.dev --reloadcmd "systemctl reload nginx"
`, V{"a": g.doToken()}, "dns_dgon", "api.harborview.dev")

	g.add("acme/acmesh-godaddy", `
export GD_Key="«a»"
export GD_Secret="«b»"
acme.sh --issue --dns dns_gd -d lakeside-dental.com -d '*.lakeside-dental.com'
`, V{"a": g.acmeGDKey(), "b": g.acmeGDSecret()}, "dns_gd", "lakeside-dental.com")

	g.add("acme/acmesh-namecheap", `
$ export NAMECHEAP_USERNAME="rkowalczyk"
$ export NAMECHEAP_API_KEY="«a»"
$ export NAMECHEAP_SOURCEIP="https://ifconfig.co/ip"
$ acme.sh --issue --dns dns_namecheap -d kowalczyk.photo -d '*.kowalczyk.photo'
[«=ts»] Using CA: https://acme-v02.api.letsencrypt.org/directory
[«=ts»] Error getting hosts: 1011150 Parameter RequestIP is invalid
`, V{"a": g.hex(32), "=ts": g.acmeTS()}, "NAMECHEAP_USERNAME=\"rkowalczyk\"", "Parameter RequestIP is invalid")

	g.add("acme/acmesh-porkbun", `
export PORKBUN_API_KEY="«a»"
export PORKBUN_SECRET_API_KEY="«b»"
acme.sh --issue --dns dns_porkbun -d mossgarden.xyz -d '*.mossgarden.xyz' --dnssleep 120
`, V{"a": g.acmePork("pk"), "b": g.acmePork("sk")}, "dns_porkbun", "--dnssleep 120")

	ak, as, ck := g.acmeOVH()
	g.add("acme/acmesh-ovh", `
$ export OVH_END_POINT=ovh-eu
$ export OVH_AK="«a»"
$ export OVH_AS="«b»"
$ acme.sh --issue -d boulangerie-martin.fr --dns dns_ovh
[«=ts»] Using OVH endpoint: ovh-eu
[«=ts»] Checking authentication
[«=ts»] OVH consumer key is empty, Let's get one:
[«=ts»] Please open this link to do authentication: https://eu.api.ovh.com/auth/?credentialToken=«=ct»
[«=ts»] Here is a guide for you: https://github.com/acmesh-official/acme.sh/wiki/How-to-use-OVH-domain-api
[«=ts»] See the error above.
$ export OVH_CK="«c»"
`, V{"a": ak, "b": as, "=ts": g.acmeTS(), "=ct": g.an(64), "c": ck}, "OVH_END_POINT=ovh-eu", "boulangerie-martin.fr")

	g.add("acme/acmesh-linode-v4", `
export LINODE_V4_API_KEY=«a»
acme.sh --issue --dns dns_linode_v4 --dnssleep 90 -d git.fernhill.net
`, V{"a": g.hex(64)}, "dns_linode_v4", "git.fernhill.net")

	g.add("acme/acmesh-hetzner", `
$ HETZNER_Token="«a»" acme.sh --issue --dns dns_hetzner -d nas.brennholz.de --server letsencrypt --force
[«=ts»] Using CA: https://acme-v02.api.letsencrypt.org/directory
[«=ts»] Single domain='nas.brennholz.de'
[«=ts»] Getting domain auth token for each domain
[«=ts»] Adding txt value: «_t» for domain:  _acme-challenge.nas.brennholz.de
[«=ts»] Finding zone for domain _acme-challenge.nas.brennholz.de
[«=ts»] Zone found, id: «_zid»
`, V{"a": g.an(32), "=ts": g.acmeTS(), "_t": g.acmeTok(), "_zid": g.an(22)}, "nas.brennholz.de", "dns_hetzner")

	g.add("acme/acmesh-desec-dedyn", `
export DEDYN_TOKEN=«a»
export DEDYN_NAME=pumpkin-home.dedyn.io
acme.sh --issue --dns dns_desec -d pumpkin-home.dedyn.io -d '*.pumpkin-home.dedyn.io'
`, V{"a": g.acmeDesec()}, "DEDYN_NAME=pumpkin-home.dedyn.io")

	g.add("acme/acmesh-duckdns", `
pi@raspberrypi:~ $ export DuckDNS_Token="«a»"
pi@raspberrypi:~ $ ./.acme.sh/acme.sh --issue --dns dns_duckdns -d otterhome.duckdns.org --dnssleep 60
`, V{"a": g.uuid()}, "otterhome.duckdns.org", "DuckDNS_Token")

	g.add("acme/acmesh-gandi-pat", `
# gandi moved from API keys to personal access tokens
#export GANDI_LIVEDNS_KEY="«a»"
export GANDI_LIVEDNS_TOKEN="«b»"
acme.sh --issue --dns dns_gandi_livedns -d vignoble-roux.fr -d '*.vignoble-roux.fr'
`, V{"a": g.an(24), "b": g.hex(40)}, "dns_gandi_livedns", "vignoble-roux.fr")

	g.add("acme/acmesh-inwx-2fa", `
export INWX_User="pkoehler"
export INWX_Password="«a»"
export INWX_Shared_Secret="«b»"
acme.sh --issue --dns dns_inwx -d koehler-it.de -d '*.koehler-it.de'
`, V{"a": g.pw(), "b": g.totp()}, "INWX_User=\"pkoehler\"", "koehler-it.de")

	g.add("acme/acmesh-ionos", `
$ export IONOS_PREFIX="«_p»"
$ export IONOS_SECRET="«a»"
$ acme.sh --issue --dns dns_ionos -d shop.gaertnerei-weiss.de
`, V{"_p": g.hex(32), "a": g.b64u(86)}, "dns_ionos", "shop.gaertnerei-weiss.de")

	g.add("acme/acmesh-azure-sp", `
export AZUREDNS_SUBSCRIPTIONID="«_sub»"
export AZUREDNS_TENANTID="«_ten»"
export AZUREDNS_APPID="«_app»"
export AZUREDNS_CLIENTSECRET="«a»"
acme.sh --issue --dns dns_azure -d portal.northwind-legal.com
`, V{"_sub": g.uuid(), "_ten": g.uuid(), "_app": g.uuid(), "a": g.azSecret()}, "dns_azure", "portal.northwind-legal.com")

	g.add("acme/acmesh-aliyun", `
[root@iZbp1abc ~]# export Ali_Key="«a»"
[root@iZbp1abc ~]# export Ali_Secret="«b»"
[root@iZbp1abc ~]# acme.sh --issue --dns dns_ali -d mall.qingshan-tea.cn -d '*.qingshan-tea.cn'
`, V{"a": g.acmeAliKey(), "b": g.acmeAliSecret()}, "mall.qingshan-tea.cn", "dns_ali")

	g.add("acme/acmesh-dnspod-tencent", `
export DP_Id="«_id»"
export DP_Key="«a»"
acme.sh --issue --dns dns_dp -d blog.xiaoyu.cn
# or with the tencent cloud API
export Tencent_SecretId="«b»"
export Tencent_SecretKey="«c»"
acme.sh --issue --dns dns_tencent -d blog.xiaoyu.cn
`, V{"_id": g.digits(6), "a": g.hex(32), "b": "AKID" + g.an(32), "c": g.an(32)}, "blog.xiaoyu.cn", "dns_tencent")

	g.add("acme/acmesh-vultr-netcup", `
# vultr
export VULTR_API_KEY='«a»'
acme.sh --issue --dns dns_vultr -d relay.seabird.network
# netcup
export NC_Apikey='«b»'
export NC_Apipw='«c»'
export NC_CID='«_cid»'
acme.sh --issue --dns dns_netcup -d seabird.network -d '*.seabird.network' --dnssleep 900
`, V{"a": g.s(alUpNum, 36), "b": g.an(32), "c": g.an(24), "_cid": g.digits(6)}, "relay.seabird.network", "--dnssleep 900")

	g.add("acme/acmesh-acmedns", `
export ACMEDNS_BASE_URL="https://auth.acme-dns.io"
export ACMEDNS_USERNAME="«_u»"
export ACMEDNS_PASSWORD="«a»"
export ACMEDNS_SUBDOMAIN="«_s»"
acme.sh --issue --dns dns_acmedns -d vpn.ridgeback.org
`, V{"_u": g.uuid(), "a": g.b64u(40), "_s": g.uuid()}, "https://auth.acme-dns.io", "vpn.ridgeback.org")

	g.add("acme/acmesh-pdns", `
export PDNS_Url="http://ns1.internal.kettle.io:8081"
export PDNS_ServerId="localhost"
export PDNS_Token="«a»"
export PDNS_Ttl=60
acme.sh --issue --dns dns_pdns -d grafana.kettle.io
`, V{"a": g.an(32)}, "http://ns1.internal.kettle.io:8081", "PDNS_Ttl=60")

	g.add("acme/acmesh-docker-daemon", `
$ docker run --rm -itd \
    -v "$(pwd)/out":/acme.sh \
    --net=host \
    --name=acme.sh \
    -e CF_Token=«a» \
    -e CF_Account_ID=«_acct» \
    neilpang/acme.sh daemon
«_cid»
$ docker exec acme.sh --issue --dns dns_cf -d wiki.saltmarsh.dev
`, V{"a": g.cfToken(), "_acct": g.acmeZone(), "_cid": g.hex(64)}, "neilpang/acme.sh daemon", "wiki.saltmarsh.dev")

	g.add("acme/acmesh-compose-env", `
services:
  acme:
    image: neilpang/acme.sh:3.0.9
    container_name: acme
    command: daemon
    volumes:
      - ./acme:/acme.sh
      - ./certs:/certs
    environment:
      - DEPLOY_DOCKER_CONTAINER_LABEL=sh.acme.autoload.domain=mail.pinecrest.email
      - DEPLOY_DOCKER_CONTAINER_RELOAD_CMD=postfix reload
      - LINODE_V4_API_KEY=«a»
      - ACME_EMAIL=admin@pinecrest.email
    restart: unless-stopped
`, V{"a": g.hex(64)}, "neilpang/acme.sh:3.0.9", "admin@pinecrest.email")

	g.add("acme/acmesh-ssh-deploy-synology", `
$ export SYNO_Scheme="https"
$ export SYNO_Hostname="192.168.1.20"
$ export SYNO_Port="5001"
$ export SYNO_Username="acme-deploy"
$ export SYNO_Password="«a»"
$ export SYNO_Certificate="home.lindqvist.se"
$ export SYNO_Device_ID="«_dev»"
$ acme.sh --deploy --deploy-hook synology_dsm -d home.lindqvist.se
[«=ts»] Logging into 192.168.1.20:5001
[«=ts»] Getting certificates in Synology DSM
[«=ts»] Update an existing certificate
[«=ts»] Success
`, V{"a": g.pw(), "_dev": g.an(32), "=ts": g.acmeTS()}, "SYNO_Username=\"acme-deploy\"", "home.lindqvist.se")

	g.add("acme/acmesh-deploy-truenas-proxmox", `
export DEPLOY_TRUENAS_APIKEY="«a»"
export DEPLOY_TRUENAS_HOSTNAME="truenas.lan"
acme.sh --deploy -d truenas.lan.bakkerij.nl --deploy-hook truenas

export DEPLOY_PROXMOXVE_USER=root
export DEPLOY_PROXMOXVE_USER_REALM=pam
export DEPLOY_PROXMOXVE_API_TOKEN_NAME=acme
export DEPLOY_PROXMOXVE_API_TOKEN_KEY=«b»
acme.sh --deploy -d pve.lan.bakkerij.nl --deploy-hook proxmoxve
`, V{"a": g.digits(1) + "-" + g.an(64), "b": g.uuid()}, "DEPLOY_TRUENAS_HOSTNAME=\"truenas.lan\"", "DEPLOY_PROXMOXVE_API_TOKEN_NAME=acme")

	g.add("acme/acmesh-he-ddns-and-cloudns", `
# Hurricane Electric: account login, not the per-record DDNS key
export HE_Username="quillfeather"
export HE_Password="«a»"
acme.sh --issue --dns dns_he -d quillfeather.net
# ClouDNS sub-auth user
export CLOUDNS_SUB_AUTH_ID=«_id»
export CLOUDNS_AUTH_PASSWORD="«b»"
acme.sh --issue --dns dns_cloudns -d files.quillfeather.net
`, V{"a": g.pw(), "_id": g.digits(5), "b": g.pwStrong()}, "HE_Username=\"quillfeather\"", "files.quillfeather.net")

	g.add("acme/acmesh-nsupdate-env", `
$ cat /etc/acme/nsupdate.key
key "acme-update" {
	algorithm hmac-sha512;
	secret "«a»";
};
$ export NSUPDATE_SERVER="10.20.0.53"
$ export NSUPDATE_KEY="/etc/acme/nsupdate.key"
$ export NSUPDATE_ZONE="corp.tundra.local"
$ acme.sh --issue --dns dns_nsupdate -d intranet.corp.tundra.local --server https://ca.tundra.local/acme/acme/directory
`, V{"a": g.acmeTSIG(64)}, "NSUPDATE_SERVER=\"10.20.0.53\"", "intranet.corp.tundra.local")
}

func (g *G) acmeShFiles() {
	g.add("acme/acmesh-account-conf-saved", `
root@web-02:~# cat ~/.acme.sh/account.conf

#LOG_FILE="/root/.acme.sh/acme.sh.log"
#LOG_LEVEL=1

#AUTO_UPGRADE="1"

#NO_TIMESTAMP=1

ACCOUNT_EMAIL='certs@ferrovia.it'
UPGRADE_HASH='«_h»'
SAVED_CF_Token='«a»'
SAVED_CF_Account_ID='«_acct»'
USER_PATH='/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'
DEFAULT_ACME_SERVER='https://acme-v02.api.letsencrypt.org/directory'
`, V{"_h": g.hex(40), "a": g.cfToken(), "_acct": g.acmeZone()}, "ACCOUNT_EMAIL='certs@ferrovia.it'", "DEFAULT_ACME_SERVER='https://acme-v02.api.letsencrypt.org/directory'")

	ak, as, ck := g.acmeOVH()
	g.add("acme/acmesh-account-conf-many-providers", `
$ grep SAVED_ /home/acme/.acme.sh/account.conf
SAVED_OVH_END_POINT='ovh-eu'
SAVED_OVH_AK='«a»'
SAVED_OVH_AS='«b»'
SAVED_OVH_CK='«c»'
SAVED_GD_Key='«d»'
SAVED_GD_Secret='«e»'
SAVED_Namesilo_Key='«f»'
`, V{"a": ak, "b": as, "c": ck, "d": g.acmeGDKey(), "e": g.acmeGDSecret(), "f": g.an(24)}, "SAVED_OVH_END_POINT='ovh-eu'")

	g.add("acme/acmesh-account-conf-old-style", `
# ~/.acme.sh/account.conf on the old box (acme.sh 2.8.x saved them unprefixed)
CF_Key='«a»'
CF_Email='ops@brightwater.net.au'
DO_API_KEY='«b»'
AUTO_UPGRADE='1'
`, V{"a": g.cfGlobal(), "b": g.hex(64)}, "CF_Email='ops@brightwater.net.au'", "acme.sh 2.8.x")

	g.add("acme/acmesh-ca-conf-zerossl-eab", `
$ cat ~/.acme.sh/ca/acme.zerossl.com/v2/DV90/ca.conf
CA_EAB_KEY_ID='«_kid»'
CA_EAB_HMAC_KEY='«a»'
CA_EMAIL='it@moorland.ac.uk'
ACCOUNT_URL='https://acme.zerossl.com/v2/DV90/account/«_acc»'
CA_KEY_HASH='«_kh»'
`, V{"_kid": g.acmeEABKid(), "a": g.acmeEABHmac(), "_acc": g.acmeEABKid(), "_kh": g.b64(32)}, "CA_EMAIL='it@moorland.ac.uk'", "https://acme.zerossl.com/v2/DV90/account/")

	g.add("acme/acmesh-register-eab", `
$ acme.sh --register-account --server zerossl \
    --eab-kid «_kid» \
    --eab-hmac-key «a»
[«=ts»] Using CA: https://acme.zerossl.com/v2/DV90
[«=ts»] Registering account: https://acme.zerossl.com/v2/DV90
[«=ts»] Registered
[«=ts»] ACCOUNT_THUMBPRINT='«_tp»'
`, V{"_kid": g.acmeEABKid(), "a": g.acmeEABHmac(), "=ts": g.acmeTS(), "_tp": g.acmeTok()}, "--register-account --server zerossl")

	g.add("acme/acmesh-register-google-eab", `
$ gcloud publicca external-account-keys create --project=flint-pki
Created an external account key
[b64MacKey: «a»
keyId: «_kid»]
$ acme.sh --register-account -m pki@flint.systems --server google \
    --eab-kid «_kid» --eab-hmac-key «a»
`, V{"a": g.b64u(43), "_kid": g.hex(32)}, "--project=flint-pki", "pki@flint.systems")

	ec := g.ecSEC1()
	g.add("acme/acmesh-account-key", `
$ ls ~/.acme.sh/ca/acme-v02.api.letsencrypt.org/directory/
account.json  account.key  ca.conf
$ cat ~/.acme.sh/ca/acme-v02.api.letsencrypt.org/directory/account.key
«a»
$ cat ~/.acme.sh/ca/acme-v02.api.letsencrypt.org/directory/account.json
{"key":{"kty":"EC","crv":"P-256","x":"«_x»","y":"«_y»"},"contact":["mailto:admin@quarrystone.org"],"initialIp":"203.0.113.47","createdAt":"2024-04-18T09:31:06.511284172Z","status":"valid"}
`, V{"a": ec.block(), "_x": g.b64u(43), "_y": g.b64u(43)}, "mailto:admin@quarrystone.org", "account.json  account.key  ca.conf")

	dk := g.ecSEC1()
	g.add("acme/acmesh-domain-key-and-conf", `
$ ls /root/.acme.sh/dockyard.tools_ecc/
ca.cer  dockyard.tools.cer  dockyard.tools.conf  dockyard.tools.csr  dockyard.tools.csr.conf  dockyard.tools.key  fullchain.cer
$ cat /root/.acme.sh/dockyard.tools_ecc/dockyard.tools.conf
Le_Domain='dockyard.tools'
Le_Alt='*.dockyard.tools'
Le_Webroot='dns_cf'
Le_PreHook=''
Le_PostHook=''
Le_RenewHook=''
Le_API='https://acme-v02.api.letsencrypt.org/directory'
Le_Keylength='ec-256'
Le_OrderFinalize='https://acme-v02.api.letsencrypt.org/acme/finalize/«_acc»/«_ord»'
Le_LinkOrder='https://acme-v02.api.letsencrypt.org/acme/order/«_acc»/«_ord»'
Le_LinkCert='https://acme-v02.api.letsencrypt.org/acme/cert/«_ser»'
Le_CertCreateTime='1717404012'
Le_CertCreateTimeStr='2024-06-03T08:40:12Z'
Le_NextRenewTimeStr='2024-08-01T08:40:12Z'
Le_NextRenewTime='1722501612'
Le_ReloadCmd='__ACME_BASE64__START_c3lzdGVtY3RsIHJlbG9hZCBuZ2lueA==__ACME_BASE64__END_'
$ cat /root/.acme.sh/dockyard.tools_ecc/dockyard.tools.key
«a»
`, V{"_acc": g.acmeAcct(), "_ord": g.digits(11), "_ser": g.hex(36), "a": dk.block()}, "Le_Keylength='ec-256'", "__ACME_BASE64__START_c3lzdGVtY3RsIHJlbG9hZCBuZ2lueA==__ACME_BASE64__END_")

	g.add("acme/acmesh-domain-conf-deploy-saved", `
$ tail -8 ~/.acme.sh/mail.hollowoak.net_ecc/mail.hollowoak.net.conf
Le_RealFullChainPath=''
SAVED_DEPLOY_SSH_USER='deploy'
SAVED_DEPLOY_SSH_SERVER='mx1.hollowoak.net'
SAVED_DEPLOY_SSH_KEYFILE='/etc/ssl/private/mail.hollowoak.net.key'
SAVED_DEPLOY_SSH_FULLCHAIN='/etc/ssl/certs/mail.hollowoak.net.pem'
SAVED_DEPLOY_SSH_REMOTE_CMD='systemctl reload postfix dovecot'
SAVED_DEPLOY_HAPROXY_STATS_SOCKET='/run/haproxy/admin.sock'
SAVED_DEPLOY_MAILCOW_PATH='/opt/mailcow-dockerized'
`, V{}, "SAVED_DEPLOY_SSH_USER='deploy'", "mx1.hollowoak.net", "/etc/ssl/private/mail.hollowoak.net.key")

	g.add("acme/acmesh-debug2-cf-headers", `
$ acme.sh --issue --dns dns_cf -d status.quayside.app --debug 2 2>&1 | sed -n '210,232p'
[«=ts»] _hcount='0'
[«=ts»] _domain='status.quayside.app'
[«=ts»] _sub_domain='_acme-challenge.status'
[«=ts»] h='quayside.app'
[«=ts»] GET
[«=ts»] url='https://api.cloudflare.com/client/v4/zones?name=quayside.app'
[«=ts»] timeout=
[«=ts»] _CURL='curl --silent --dump-header /root/.acme.sh/http.header  -L  -g '
[«=ts»] _H1='Content-Type: application/json'
[«=ts»] _H2='Authorization: Bearer «a»'
[«=ts»] ret='0'
[«=ts»] response='{"result":[{"id":"«_zone»","name":"quayside.app","status":"active","paused":false,"type":"full","development_mode":0,"name_servers":["amit.ns.cloudflare.com","tess.ns.cloudflare.com"]}],"result_info":{"page":1,"per_page":20,"total_pages":1,"count":1,"total_count":1},"success":true,"errors":[],"messages":[]}'
[«=ts»] _domain_id='«_zone»'
`, V{"=ts": g.acmeTS(), "a": g.cfToken(), "_zone": g.acmeZone()}, "_sub_domain='_acme-challenge.status'", "tess.ns.cloudflare.com")

	g.add("acme/acmesh-debug2-godaddy", `
[«=ts»] Using GD_Key and GD_Secret
[«=ts»] GET
[«=ts»] url='https://api.godaddy.com/v1/domains/nightjar-books.com/records/TXT/_acme-challenge'
[«=ts»] _H1='Authorization: sso-key «a»:«b»'
[«=ts»] _H2='Content-Type: application/json'
[«=ts»] ret='0'
[«=ts»] response='{"code":"ACCESS_DENIED","message":"Authenticated user is not allowed access"}'
[«=ts»] Error add txt for domain:_acme-challenge.nightjar-books.com
`, V{"=ts": g.acmeTS(), "a": g.acmeGDKey(), "b": g.acmeGDSecret()}, "nightjar-books.com", "ACCESS_DENIED")

	g.add("acme/acmesh-debug-porkbun-body", `
[«=ts»] POST
[«=ts»] _post_url='https://api.porkbun.com/api/json/v3/dns/retrieve/birchwood.studio'
[«=ts»] _CURL='curl --silent --dump-header /home/ci/.acme.sh/http.header  -L  -g '
[«=ts»] _ret='0'
[«=ts»] body='{"secretapikey":"«a»","apikey":"«b»"}'
[«=ts»] response='{"status":"ERROR","message":"Domain is not opted in to API access."}'
`, V{"=ts": g.acmeTS(), "a": g.acmePork("sk"), "b": g.acmePork("pk")}, "birchwood.studio", "Domain is not opted in to API access.")

	g.add("acme/acmesh-list-and-info", `
$ acme.sh --list
Main_Domain       KeyLength  SAN_Domains        CA               Created               Renew
foxglove.cafe     "ec-256"   *.foxglove.cafe    ZeroSSL.com      2024-05-02T10:14:57Z  2024-07-01T10:14:57Z
mail.foxglove.cafe "2048"    no                 LetsEncrypt.org  2024-04-11T22:01:30Z  2024-06-10T22:01:30Z
$ acme.sh --info
LE_WORKING_DIR=/root/.acme.sh
LE_CONFIG_HOME=/root/.acme.sh
UPGRADE_HASH='«_h»'
SAVED_Namesilo_Key='«a»'
ACCOUNT_EMAIL='hello@foxglove.cafe'
`, V{"_h": g.hex(40), "a": g.an(24)}, "LE_WORKING_DIR=/root/.acme.sh", "hello@foxglove.cafe")

	g.add("acme/acmesh-cron-log-success", `
[«=ts»] ===Starting cron===
[«=ts»] Renew: 'archive.redkite.org'
[«=ts»] Renew to Le_API=https://acme-v02.api.letsencrypt.org/directory
[«=ts»] Skip, Next renewal time is: 2024-07-29T03:12:44Z
[«=ts»] Add '--force' to force to renew.
[«=ts»] Renew: 'redkite.org'
[«=ts»] Using CA: https://acme-v02.api.letsencrypt.org/directory
[«=ts»] Verifying: *.redkite.org
[«=ts»] Success
[«=ts»] Verify finished, start to sign.
[«=ts»] Lets finalize the order.
[«=ts»] Le_OrderFinalize='https://acme-v02.api.letsencrypt.org/acme/finalize/«_acc»/«_ord»'
[«=ts»] Downloading cert.
[«=ts»] Le_LinkCert='https://acme-v02.api.letsencrypt.org/acme/cert/«_ser»'
[«=ts»] Cert success.
[«=ts»] Your cert is in: /root/.acme.sh/redkite.org_ecc/redkite.org.cer
[«=ts»] Your cert key is in: /root/.acme.sh/redkite.org_ecc/redkite.org.key
[«=ts»] ===End cron===
`, V{"=ts": g.acmeTS(), "_acc": g.acmeAcct(), "_ord": g.digits(11), "_ser": g.hex(36)}, "/root/.acme.sh/redkite.org_ecc/redkite.org.key", "Renew: 'archive.redkite.org'")

	g.add("acme/acmesh-systemd-env-file", `
$ systemctl cat acme-renew.service
# /etc/systemd/system/acme-renew.service
[Unit]
Description=Renew certificates with acme.sh
Wants=network-online.target

[Service]
Type=oneshot
EnvironmentFile=/etc/acme/dns.env
ExecStart=/opt/acme.sh/acme.sh --cron --home /var/lib/acme --config-home /etc/acme
$ sudo cat /etc/acme/dns.env
HETZNER_Token=«a»
ACME_DIRECTORY=https://acme-v02.api.letsencrypt.org/directory
`, V{"a": g.an(32)}, "EnvironmentFile=/etc/acme/dns.env", "--config-home /etc/acme")

	g.add("acme/acmesh-ansible-vars", `
# group_vars/edge/vault.yml (decrypted with ansible-vault view)
acme_sh_email: noc@stonebridge.io
acme_sh_dns_provider: dns_cf
acme_sh_dns_env:
  CF_Token: «a»
  CF_Zone_ID: «_z»
acme_sh_deploy_hook: haproxy
`, V{"a": g.cfToken(), "_z": g.acmeZone()}, "acme_sh_email: noc@stonebridge.io", "acme_sh_deploy_hook: haproxy")
}

func (g *G) acmeLego() {
	g.add("acme/lego-cloudflare-run", `
$ CLOUDFLARE_DNS_API_TOKEN=«a» \
  lego --email ops@ashgrove.energy --dns cloudflare \
       --domains ashgrove.energy --domains '*.ashgrove.energy' --path /srv/lego run
2024/06/03 10:12:44 No key found for account ops@ashgrove.energy. Generating a EC256 key.
2024/06/03 10:12:44 Saved key to /srv/lego/accounts/acme-v02.api.letsencrypt.org/ops@ashgrove.energy/keys/ops@ashgrove.energy.key
2024/06/03 10:12:45 [INFO] acme: Registering account for ops@ashgrove.energy
!!!! HEADS UP !!!!

Your account credentials have been saved in your Let's Encrypt
configuration directory at "/srv/lego/accounts".

You should make a secure backup of this folder now. This
configuration directory will also contain certificates and
private keys obtained from Let's Encrypt so making regular
backups of this folder is ideal.
2024/06/03 10:12:46 [INFO] [ashgrove.energy, *.ashgrove.energy] acme: Obtaining bundled SAN certificate
2024/06/03 10:12:47 [INFO] [*.ashgrove.energy] AuthURL: https://acme-v02.api.letsencrypt.org/acme/authz-v3/«_az»
2024/06/03 10:12:47 [INFO] [*.ashgrove.energy] acme: use dns-01 solver
2024/06/03 10:12:47 [INFO] [ashgrove.energy] acme: Preparing to solve DNS-01
2024/06/03 10:12:48 [INFO] cloudflare: new record for ashgrove.energy, ID «_rid»
2024/06/03 10:12:48 [INFO] [ashgrove.energy] acme: Trying to solve DNS-01
2024/06/03 10:12:48 [INFO] [ashgrove.energy] acme: Checking DNS record propagation. [nameservers=1.1.1.1:53]
2024/06/03 10:12:50 [INFO] Wait for propagation [timeout: 2m0s, interval: 2s]
2024/06/03 10:13:04 [INFO] [ashgrove.energy] The server validated our request
`, V{"a": g.cfToken(), "_az": g.digits(12), "_rid": g.hex(32)}, "ops@ashgrove.energy", "Wait for propagation [timeout: 2m0s, interval: 2s]")

	g.add("acme/lego-env-file-route53", `
$ cat /etc/lego/route53.env
AWS_ACCESS_KEY_ID=«a»
AWS_SECRET_ACCESS_KEY=«b»
AWS_REGION=eu-central-1
AWS_HOSTED_ZONE_ID=«_z»
AWS_PROPAGATION_TIMEOUT=180
$ set -a; . /etc/lego/route53.env; set +a
$ lego --accept-tos --email pki@kranich.de --dns route53 -d vpn.kranich.de renew --days 30
`, V{"a": g.awsID(), "b": g.awsSecret(), "_z": g.acmeR53Zone()}, "AWS_PROPAGATION_TIMEOUT=180", "pki@kranich.de")

	g.add("acme/lego-gcloud-sa-file", `
$ export GCE_PROJECT=heron-dns-prod
$ export GCE_SERVICE_ACCOUNT_FILE=/secrets/lego-dns.json
$ cat /secrets/lego-dns.json
`+g.acmeSA("heron-dns-prod", "lego-dns01", "a")+`
$ lego --dns gcloud -d heron.health -m sec@heron.health run
`, V{"a": g.acmeSAKey()}, "GCE_PROJECT=heron-dns-prod", "lego-dns01@heron-dns-prod.iam.gserviceaccount.com")

	ak, as, ck := g.acmeOVH()
	g.add("acme/lego-ovh-env", `
OVH_ENDPOINT=ovh-eu \
OVH_APPLICATION_KEY=«a» \
OVH_APPLICATION_SECRET=«b» \
OVH_CONSUMER_KEY=«c» \
lego --email admin@fromagerie-dupuis.fr --dns ovh --domains fromagerie-dupuis.fr run
`, V{"a": ak, "b": as, "c": ck}, "OVH_ENDPOINT=ovh-eu", "admin@fromagerie-dupuis.fr")

	g.add("acme/lego-rfc2136-tsig", `
export RFC2136_NAMESERVER=10.0.10.2
export RFC2136_TSIG_ALGORITHM=hmac-sha256.
export RFC2136_TSIG_KEY=lego-acme
export RFC2136_TSIG_SECRET=«a»
export RFC2136_PROPAGATION_TIMEOUT=120
lego --dns rfc2136 -d '*.lab.pelican.internal' -m it@pelican.internal --server https://ca.pelican.internal/acme/acme/directory run
`, V{"a": g.acmeTSIG(32)}, "RFC2136_TSIG_KEY=lego-acme", "RFC2136_TSIG_ALGORITHM=hmac-sha256.")

	g.add("acme/lego-eab-flags", `
$ lego --server https://acme.zerossl.com/v2/DV90 \
    --eab --kid «_kid» --hmac «a» \
    --email web@tamarind.kitchen --dns digitalocean -d tamarind.kitchen run
`, V{"_kid": g.acmeEABKid(), "a": g.acmeEABHmac()}, "web@tamarind.kitchen", "--dns digitalocean")

	g.add("acme/lego-account-json-and-key", `
$ tree .lego/accounts
.lego/accounts
└── acme-v02.api.letsencrypt.org
    └── me@willowbrook.farm
        ├── account.json
        └── keys
            └── me@willowbrook.farm.key
$ cat .lego/accounts/acme-v02.api.letsencrypt.org/me@willowbrook.farm/account.json
{
	"email": "me@willowbrook.farm",
	"registration": {
		"body": {
			"status": "valid",
			"contact": [
				"mailto:me@willowbrook.farm"
			]
		},
		"uri": "https://acme-v02.api.letsencrypt.org/acme/acct/«_acc»"
	}
}
$ cat .lego/accounts/acme-v02.api.letsencrypt.org/me@willowbrook.farm/keys/me@willowbrook.farm.key
«a»
`, V{"_acc": g.acmeAcct(), "a": g.ecSEC1().block()}, "https://acme-v02.api.letsencrypt.org/acme/acct/", "me@willowbrook.farm")

	g.add("acme/lego-httpreq-provider", `
HTTPREQ_ENDPOINT=https://dns-hook.internal.marlin.sh/acme
HTTPREQ_MODE=RAW
HTTPREQ_USERNAME=lego
HTTPREQ_PASSWORD=«a»
lego --dns httpreq -d build.marlin.sh -m infra@marlin.sh run
`, V{"a": g.pwStrong()}, "HTTPREQ_ENDPOINT=https://dns-hook.internal.marlin.sh/acme", "HTTPREQ_MODE=RAW")

	g.acmeAdd("acme/lego-go-library", `
package certs

import (
	"github.com/go-acme/lego/v4/certcrypto"
	"github.com/go-acme/lego/v4/lego"
	"github.com/go-acme/lego/v4/providers/dns/cloudflare"
)

func newClient(u *acmeUser) (*lego.Client, error) {
	cfg := lego.NewConfig(u)
	cfg.CADirURL = lego.LEDirectoryProduction
	cfg.Certificate.KeyType = certcrypto.EC256
	client, err := lego.NewClient(cfg)
	if err != nil {
		return nil, err
	}
	cf := cloudflare.NewDefaultConfig()
	cf.AuthToken = "«a»" // TODO move to env before merging
	cf.ZoneToken = "«b»"
	p, err := cloudflare.NewDNSProviderConfig(cf)
	if err != nil {
		return nil, err
	}
	return client, client.Challenge.SetDNS01Provider(p)
}
`, V{"a": g.cfToken(), "b": g.cfToken()}, "lego.LEDirectoryProduction", "github.com/go-acme/lego/v4/providers/dns/cloudflare")

	g.add("acme/lego-porkbun-namecheap-env", `
# .env for the lego systemd timer
PORKBUN_API_KEY=«a»
PORKBUN_SECRET_API_KEY=«b»
NAMECHEAP_API_USER=sparrowmedia
NAMECHEAP_API_KEY=«c»
LEGO_EMAIL=certs@sparrow.media
LEGO_PATH=/var/lib/lego
`, V{"a": g.acmePork("pk"), "b": g.acmePork("sk"), "c": g.hex(32)}, "NAMECHEAP_API_USER=sparrowmedia", "LEGO_PATH=/var/lib/lego")

	g.add("acme/lego-gandi-desec-duckdns", `
$ GANDIV5_PERSONAL_ACCESS_TOKEN=«a» lego --dns gandiv5 -d atelier-noir.fr run
$ DESEC_TOKEN=«b» lego --dns desec -d tinkerlab.dedyn.io run
$ DUCKDNS_TOKEN=«c» lego --dns duckdns -d grizzlycam.duckdns.org run
`, V{"a": g.hex(40), "b": g.acmeDesec(), "c": g.uuid()}, "atelier-noir.fr", "grizzlycam.duckdns.org")

	g.add("acme/lego-error-invalid-token", `
2024/06/05 02:00:13 [INFO] [registry.quokka.dev] acme: Preparing to solve DNS-01
2024/06/05 02:00:14 [INFO] [registry.quokka.dev] acme: Cleaning DNS-01 challenge
2024/06/05 02:00:14 [WARN] [registry.quokka.dev] acme: cleaning up failed: hetzner: could not find zone for domain "registry.quokka.dev" (_acme-challenge.registry.quokka.dev.): hetzner: could not get zone ID: unexpected status code: [status code: 401] body: {"message":"Invalid authentication credentials"}
2024/06/05 02:00:14 [INFO] Deactivating auth: https://acme-v02.api.letsencrypt.org/acme/authz-v3/«_az»
2024/06/05 02:00:14 Could not obtain certificates:
	error: one or more domains had a problem:
[registry.quokka.dev] [registry.quokka.dev] acme: error presenting token: hetzner: 401
$ env | grep HETZNER
HETZNER_API_KEY=«a»
HETZNER_HTTP_TIMEOUT=30
`, V{"_az": g.digits(12), "a": g.an(32)}, "Invalid authentication credentials", "HETZNER_HTTP_TIMEOUT=30")

	g.add("acme/lego-exec-provider-script", `
$ cat /usr/local/bin/lego-dns-hook.sh
#!/usr/bin/env bash
# called by lego as: $0 present|cleanup <fqdn> <value>
set -euo pipefail
API="https://api.bunny.net/dnszone/«_zid»/records"
KEY="«a»"
case "$1" in
  present) curl -fsS -X PUT "$API" -H "AccessKey: $KEY" -H 'Content-Type: application/json' \
             -d "{\"Type\":3,\"Name\":\"${2%.daybreak.media.}\",\"Value\":\"$3\",\"Ttl\":60}" ;;
  cleanup) : ;;
esac
$ EXEC_PATH=/usr/local/bin/lego-dns-hook.sh lego --dns exec -d daybreak.media run
`, V{"_zid": g.digits(6), "a": g.acmeBunny()}, "EXEC_PATH=/usr/local/bin/lego-dns-hook.sh", "daybreak.media")

	g.add("acme/lego-linode-do-vultr-github-actions", `
      - name: Issue certificate
        env:
          LINODE_TOKEN: ${{ secrets.LINODE_TOKEN }}
          DO_AUTH_TOKEN: «a»
          VULTR_API_KEY: ${{ secrets.VULTR_API_KEY }}
        run: |
          lego --accept-tos --email ci@lumen.tools --dns digitalocean \
               -d preview.lumen.tools --path ./.lego run
`, V{"a": g.doToken()}, "${{ secrets.LINODE_TOKEN }}", "preview.lumen.tools")
}

func (g *G) acmeCertbot() {
	g.add("acme/certbot-cloudflare-ini-token", `
$ sudo cat /etc/letsencrypt/cloudflare.ini
# Cloudflare API token used by Certbot
dns_cloudflare_api_token = «a»
$ sudo certbot certonly --dns-cloudflare --dns-cloudflare-credentials /etc/letsencrypt/cloudflare.ini -d pallet.works -d '*.pallet.works'
Saving debug log to /var/log/letsencrypt/letsencrypt.log
Requesting a certificate for pallet.works and *.pallet.works
Waiting 10 seconds for DNS changes to propagate

Successfully received certificate.
Certificate is saved at: /etc/letsencrypt/live/pallet.works/fullchain.pem
Key is saved at:         /etc/letsencrypt/live/pallet.works/privkey.pem
This certificate expires on 2024-09-01.
These files will be updated when the certificate renews.
Certbot has set up a scheduled task to automatically renew this certificate in the background.
`, V{"a": g.cfToken()}, "/etc/letsencrypt/live/pallet.works/privkey.pem", "--dns-cloudflare-credentials /etc/letsencrypt/cloudflare.ini")

	g.add("acme/certbot-cloudflare-ini-global-key", `
# Cloudflare API credentials used by Certbot
dns_cloudflare_email = webmaster@olivegrove.gr
dns_cloudflare_api_key = «a»
`, V{"a": g.cfGlobal()}, "dns_cloudflare_email = webmaster@olivegrove.gr")

	g.add("acme/certbot-unsafe-permissions", `
$ certbot renew --dry-run
Saving debug log to /var/log/letsencrypt/letsencrypt.log

- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
Processing /etc/letsencrypt/renewal/cinder.run.conf
- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
Simulating renewal of an existing certificate for cinder.run
Unsafe permissions on credentials configuration file: /root/.secrets/certbot/digitalocean.ini
Waiting 10 seconds for DNS changes to propagate
$ cat /root/.secrets/certbot/digitalocean.ini
# DigitalOcean API credentials used by Certbot
dns_digitalocean_token = «a»
`, V{"a": g.doToken()}, "Unsafe permissions on credentials configuration file", "/etc/letsencrypt/renewal/cinder.run.conf")

	ak, as, ck := g.acmeOVH()
	g.add("acme/certbot-ovh-ini", `
# OVH API credentials used by Certbot
dns_ovh_endpoint = ovh-eu
dns_ovh_application_key = «a»
dns_ovh_application_secret = «b»
dns_ovh_consumer_key = «c»
`, V{"a": ak, "b": as, "c": ck}, "dns_ovh_endpoint = ovh-eu")

	g.add("acme/certbot-linode-ini", `
$ cat ~/.secrets/linode.ini
dns_linode_key = «a»
dns_linode_version = 4
$ chmod 600 ~/.secrets/linode.ini
$ certbot certonly --dns-linode --dns-linode-credentials ~/.secrets/linode.ini --dns-linode-propagation-seconds 120 -d lists.brackenridge.org
`, V{"a": g.hex(64)}, "dns_linode_version = 4", "lists.brackenridge.org")

	g.add("acme/certbot-rfc2136-ini", `
# Target DNS server (IPv4 or IPv6 address, not a hostname)
dns_rfc2136_server = 192.0.2.53
# Target DNS port
dns_rfc2136_port = 53
# TSIG key name
dns_rfc2136_name = certbot.ironwood.
# TSIG key secret
dns_rfc2136_secret = «a»
# TSIG key algorithm
dns_rfc2136_algorithm = HMAC-SHA512
# TSIG sign SOA query (optional, default: false)
dns_rfc2136_sign_query = false
`, V{"a": g.acmeTSIG(64)}, "dns_rfc2136_name = certbot.ironwood.", "dns_rfc2136_algorithm = HMAC-SHA512")

	g.add("acme/certbot-route53-aws-credentials", `
$ cat /root/.aws/config
[default]
region = us-east-1
$ cat /root/.aws/credentials
[default]
aws_access_key_id = «a»
aws_secret_access_key = «b»
$ certbot certonly --dns-route53 -d reports.pinnacle-freight.com --agree-tos -m ops@pinnacle-freight.com -n
`, V{"a": g.awsID(), "b": g.awsSecret()}, "reports.pinnacle-freight.com", "--dns-route53")

	g.add("acme/certbot-google-credentials", `
$ certbot certonly --dns-google --dns-google-credentials /etc/letsencrypt/google.json -d ledger.talon.finance
$ cat /etc/letsencrypt/google.json
`+g.acmeSA("talon-dns", "certbot-dns", "a")+`
`, V{"a": g.acmeSAKey()}, "--dns-google-credentials /etc/letsencrypt/google.json", "certbot-dns@talon-dns.iam.gserviceaccount.com")

	g.add("acme/certbot-gandi-porkbun-ini", `
$ cat gandi.ini
# live dns v5 personal access token
dns_gandi_token=«a»
$ cat porkbun.ini
dns_porkbun_key=«b»
dns_porkbun_secret=«c»
`, V{"a": g.hex(40), "b": g.acmePork("pk"), "c": g.acmePork("sk")}, "live dns v5 personal access token")

	g.add("acme/certbot-gandi-old-plugin-key", `
certbot_plugin_gandi:dns_api_key=«a»
`, V{"a": g.an(24)}, "certbot_plugin_gandi:dns_api_key")

	g.add("acme/certbot-namecheap-hetzner-ini", `
$ head -n 20 credentials/*.ini
==> credentials/hetzner.ini <==
dns_hetzner_api_token = «a»

==> credentials/namecheap.ini <==
dns_namecheap_username  = birdhouse-media
dns_namecheap_api_key   = «b»
`, V{"a": g.an(32), "b": g.hex(32)}, "dns_namecheap_username  = birdhouse-media", "credentials/hetzner.ini")

	g.add("acme/certbot-desec-duckdns-ini", `
# /etc/letsencrypt/secrets/desec.ini
dns_desec_token = «a»
dns_desec_endpoint = https://desec.io/api/v1/
# /etc/letsencrypt/secrets/duckdns.ini
dns_duckdns_token=«b»
`, V{"a": g.acmeDesec(), "b": g.uuid()}, "dns_desec_endpoint = https://desec.io/api/v1/")

	g.add("acme/certbot-dnsimple-luadns-nsone", `
# dnsimple.ini
dns_dnsimple_token = «a»
# luadns.ini
dns_luadns_email = ops@cobaltline.io
dns_luadns_token = «b»
# nsone.ini
dns_nsone_api_key = «c»
`, V{"a": g.an(32), "b": g.hex(32), "c": g.an(20)}, "dns_luadns_email = ops@cobaltline.io")

	g.add("acme/certbot-renewal-conf", `
$ cat /etc/letsencrypt/renewal/orchard.coop.conf
# renew_before_expiry = 30 days
version = 2.10.0
archive_dir = /etc/letsencrypt/archive/orchard.coop
cert = /etc/letsencrypt/live/orchard.coop/cert.pem
privkey = /etc/letsencrypt/live/orchard.coop/privkey.pem
chain = /etc/letsencrypt/live/orchard.coop/chain.pem
fullchain = /etc/letsencrypt/live/orchard.coop/fullchain.pem

# Options used in the renewal process
[renewalparams]
account = «_acc»
authenticator = dns-cloudflare
dns_cloudflare_credentials = /etc/letsencrypt/cloudflare.ini
dns_cloudflare_propagation_seconds = 30
server = https://acme-v02.api.letsencrypt.org/directory
key_type = ecdsa
`, V{"_acc": g.hex(32)}, "dns_cloudflare_credentials = /etc/letsencrypt/cloudflare.ini", "authenticator = dns-cloudflare")

	g.add("acme/certbot-account-private-key-json", `
$ sudo ls /etc/letsencrypt/accounts/acme-v02.api.letsencrypt.org/directory/«_acc»/
meta.json  private_key.json  regr.json
$ sudo cat /etc/letsencrypt/accounts/acme-v02.api.letsencrypt.org/directory/«_acc»/regr.json
{"body": {}, "uri": "https://acme-v02.api.letsencrypt.org/acme/acct/«_num»"}
$ sudo cat /etc/letsencrypt/accounts/acme-v02.api.letsencrypt.org/directory/«_acc»/private_key.json
{"n": "«_n»", "e": "AQAB", "d": "«a»", "p": "«b»", "q": "«c»", "dp": "«d»", "dq": "«e»", "qi": "«f»", "kty": "RSA"}
`, V{"_acc": g.hex(32), "_num": g.acmeAcct(), "_n": g.b64u(342), "a": g.b64u(342), "b": g.b64u(171), "c": g.b64u(171), "d": g.b64u(171), "e": g.b64u(171), "f": g.b64u(171)},
		"meta.json  private_key.json  regr.json")

	g.add("acme/certbot-privkey-cat", `
$ sudo cat /etc/letsencrypt/live/gatehouse.chat/privkey.pem
«a»
$ sudo openssl x509 -in /etc/letsencrypt/live/gatehouse.chat/cert.pem -noout -subject -enddate
subject=CN = gatehouse.chat
notAfter=Aug 29 14:02:11 2024 GMT
`, V{"a": g.pkcs8RSAPEM().block()}, "subject=CN = gatehouse.chat", "notAfter=Aug 29 14:02:11 2024 GMT")

	g.add("acme/certbot-docker-dns-plugin", `
$ docker run -it --rm --name certbot \
    -v "/etc/letsencrypt:/etc/letsencrypt" \
    -v "/var/lib/letsencrypt:/var/lib/letsencrypt" \
    certbot/dns-cloudflare certonly \
    --dns-cloudflare --dns-cloudflare-credentials /etc/letsencrypt/cf.ini \
    -d cloud.tindertrail.eu
$ cat /etc/letsencrypt/cf.ini
dns_cloudflare_api_token=«a»
`, V{"a": g.cfToken()}, "certbot/dns-cloudflare certonly", "cloud.tindertrail.eu")

	g.add("acme/certbot-manual-auth-hook", `
$ cat /etc/letsencrypt/hooks/auth.sh
#!/bin/bash
# certbot --manual --manual-auth-hook /etc/letsencrypt/hooks/auth.sh
ZONE_ID="«_z»"
TOKEN="«a»"
curl -s -X POST "https://api.cloudflare.com/client/v4/zones/$ZONE_ID/dns_records" \
  -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \
  --data "{\"type\":\"TXT\",\"name\":\"_acme-challenge.$CERTBOT_DOMAIN\",\"content\":\"$CERTBOT_VALIDATION\",\"ttl\":120}" \
  > /tmp/CERTBOT_$CERTBOT_DOMAIN
sleep 25
`, V{"_z": g.acmeZone(), "a": g.cfToken()}, "--manual-auth-hook /etc/letsencrypt/hooks/auth.sh", "$CERTBOT_VALIDATION")

	g.add("acme/certbot-manual-dns-prompt", `
- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
Please deploy a DNS TXT record under the name:

_acme-challenge.murmur.haus.

with the following value:

«_v»

Before continuing, verify the TXT record has been deployed. Depending on the DNS
provider, this may take some time, from a few seconds to multiple minutes. You can
check if it has finished deploying with aid of online tools, such as the Google
Admin Toolbox: https://toolbox.googleapps.com/apps/dig/#TXT/_acme-challenge.murmur.haus.
Look for one or more bolded line(s) below the line ';ANSWER'. It should show the
value(s) you've just added.

- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
Press Enter to Continue
`, V{"_v": g.acmeTok()}, "_acme-challenge.murmur.haus.", "Press Enter to Continue")

	g.add("acme/certbot-eab-zerossl", `
$ certbot certonly --standalone --non-interactive --agree-tos --email tls@beacon.health \
    --server https://acme.zerossl.com/v2/DV90 \
    --eab-kid «_kid» \
    --eab-hmac-key «a» \
    --domain portal.beacon.health
Saving debug log to /var/log/letsencrypt/letsencrypt.log
Account registered.
Requesting a certificate for portal.beacon.health
`, V{"_kid": g.acmeEABKid(), "a": g.acmeEABHmac()}, "tls@beacon.health", "Account registered.")

	g.add("acme/certbot-letsencrypt-log-excerpt", `
2024-06-04 03:14:09,112:DEBUG:certbot._internal.main:certbot version: 2.11.0
2024-06-04 03:14:09,113:DEBUG:certbot._internal.main:Arguments: ['--dns-rfc2136', '--dns-rfc2136-credentials', '/etc/letsencrypt/rfc2136.ini', '-d', 'git.fjordline.no']
2024-06-04 03:14:09,588:DEBUG:acme.client:Sending GET request to https://acme-v02.api.letsencrypt.org/directory.
2024-06-04 03:14:10,902:DEBUG:certbot_dns_rfc2136._internal.dns_rfc2136:Adding TXT record: _acme-challenge.git.fjordline.no
2024-06-04 03:14:10,915:ERROR:certbot._internal.error_handler:Encountered exception during recovery: certbot.errors.PluginError: Received response from server: NOTAUTH
2024-06-04 03:14:10,916:DEBUG:certbot_dns_rfc2136._internal.dns_rfc2136:tsig key: {'certbot-fjordline.': '«a»'} algorithm: hmac-sha256.
`, V{"a": g.acmeTSIG(32)}, "certbot version: 2.11.0", "git.fjordline.no")

	g.add("acme/certbot-certificates-output", `
$ sudo certbot certificates
Saving debug log to /var/log/letsencrypt/letsencrypt.log

- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
Found the following certs:
  Certificate Name: lumberyard.dev
    Serial Number: «_s1»
    Key Type: ECDSA
    Domains: lumberyard.dev *.lumberyard.dev
    Expiry Date: 2024-09-01 07:12:33+00:00 (VALID: 86 days)
    Certificate Path: /etc/letsencrypt/live/lumberyard.dev/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/lumberyard.dev/privkey.pem
  Certificate Name: mail.lumberyard.dev
    Serial Number: «_s2»
    Key Type: RSA
    Domains: mail.lumberyard.dev
    Expiry Date: 2024-06-19 22:41:07+00:00 (VALID: 12 days)
    Certificate Path: /etc/letsencrypt/live/mail.lumberyard.dev/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/mail.lumberyard.dev/privkey.pem
- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
`, V{"_s1": g.hex(36), "_s2": g.hex(35)}, "Certificate Name: lumberyard.dev", "Key Type: ECDSA")
}

func (g *G) acmeCaddy() {
	g.add("acme/caddy-caddyfile-cloudflare-literal", `
{
	email admin@thistle.garden
	acme_dns cloudflare «a»
}

thistle.garden, *.thistle.garden {
	encode zstd gzip
	reverse_proxy 127.0.0.1:3000
}
`, V{"a": g.cfToken()}, "email admin@thistle.garden", "reverse_proxy 127.0.0.1:3000")

	g.add("acme/caddy-caddyfile-tls-dns-block", `
*.home.arbor.lan {
	tls {
		dns cloudflare {
			zone_token «a»
			api_token «b»
		}
		resolvers 1.1.1.1
	}

	@jellyfin host jellyfin.home.arbor.lan
	handle @jellyfin {
		reverse_proxy 192.168.20.14:8096
	}
}
`, V{"a": g.cfToken(), "b": g.cfToken()}, "reverse_proxy 192.168.20.14:8096", "resolvers 1.1.1.1")

	g.add("acme/caddy-caddyfile-env-placeholder-and-route53", `
{
	acme_dns route53 {
		access_key_id «a»
		secret_access_key «b»
		region "us-west-2"
		hosted_zone_id «_z»
	}
}

:443, api.driftwood.fm {
	tls {
		dns cloudflare {env.CF_API_TOKEN}
	}
	reverse_proxy api:8080
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "_z": g.acmeR53Zone()}, "{env.CF_API_TOKEN}", "api.driftwood.fm")

	g.add("acme/caddy-json-dns-provider", `
{
  "apps": {
    "tls": {
      "automation": {
        "policies": [
          {
            "subjects": ["*.tessellate.app", "tessellate.app"],
            "issuers": [
              {
                "module": "acme",
                "email": "ops@tessellate.app",
                "challenges": {
                  "dns": {
                    "provider": {
                      "name": "digitalocean",
                      "auth_token": "«a»"
                    },
                    "propagation_timeout": "5m"
                  }
                }
              }
            ]
          }
        ]
      }
    }
  }
}
`, V{"a": g.doToken()}, "\"email\": \"ops@tessellate.app\"", "\"propagation_timeout\": \"5m\"")

	g.add("acme/caddy-eab-zerossl", `
{
	email pki@quillon.dev
	acme_ca https://acme.zerossl.com/v2/DV90
	acme_eab {
		key_id «_kid»
		mac_key «a»
	}
}
`, V{"_kid": g.acmeEABKid(), "a": g.acmeEABHmac()}, "acme_ca https://acme.zerossl.com/v2/DV90", "email pki@quillon.dev")

	g.add("acme/caddy-compose-and-build", `
$ cat Dockerfile
FROM caddy:2.8-builder AS builder
RUN xcaddy build --with github.com/caddy-dns/porkbun
FROM caddy:2.8
COPY --from=builder /usr/bin/caddy /usr/bin/caddy
$ cat docker-compose.yml
services:
  caddy:
    build: .
    ports: ["80:80", "443:443", "443:443/udp"]
    environment:
      PORKBUN_API_KEY: «a»
      PORKBUN_API_SECRET_KEY: «b»
    volumes:
      - ./Caddyfile:/etc/caddy/Caddyfile
      - caddy_data:/data
`, V{"a": g.acmePork("pk"), "b": g.acmePork("sk")}, "xcaddy build --with github.com/caddy-dns/porkbun", "caddy:2.8-builder")

	g.add("acme/caddy-log-dns-solver-error", `
{"level":"error","ts":1717488012.4439,"logger":"tls.obtain","msg":"could not get certificate from issuer","identifier":"*.rookery.games","issuer":"acme-v02.api.letsencrypt.org-directory","error":"[*.rookery.games] solving challenges: presenting for challenge: adding temporary record for zone \"rookery.games.\": got error status: HTTP 403: [{Code:10000 Message:Authentication error}] (order=https://acme-v02.api.letsencrypt.org/acme/order/«_acc»/«_ord») (ca=https://acme-v02.api.letsencrypt.org/directory)"}
{"level":"info","ts":1717488012.4441,"logger":"tls.obtain","msg":"releasing lock","identifier":"*.rookery.games"}
$ grep -n dns Caddyfile
4:	dns cloudflare «a»
`, V{"_acc": g.acmeAcct(), "_ord": g.digits(11), "a": g.cfToken()}, "Authentication error", "acme-v02.api.letsencrypt.org-directory")

	g.add("acme/caddy-hetzner-desec-modules", `
# /etc/caddy/Caddyfile
(hetzner_dns) {
	tls {
		dns hetzner «a»
		propagation_delay 30s
	}
}
(desec_dns) {
	tls {
		dns desec {
			token «b»
		}
	}
}
git.amberfield.de {
	import hetzner_dns
	reverse_proxy forgejo:3000
}
`, V{"a": g.an(32), "b": g.acmeDesec()}, "import hetzner_dns", "reverse_proxy forgejo:3000")

	g.add("acme/caddy-api-config-load", `
$ curl -s localhost:2019/config/apps/tls/automation/policies/0/issuers/0/challenges/dns | jq .
{
  "provider": {
    "api_token": "«a»",
    "name": "cloudflare"
  },
  "resolvers": [
    "1.1.1.1"
  ]
}
`, V{"a": g.cfToken()}, "localhost:2019/config/apps/tls/automation", "\"name\": \"cloudflare\"")

	g.add("acme/caddy-storage-account-key", `
$ ls ~/.local/share/caddy/acme/acme-v02.api.letsencrypt.org-directory/users/hello@parsnip.kitchen/
hello.json  hello.key
$ cat ~/.local/share/caddy/acme/acme-v02.api.letsencrypt.org-directory/users/hello@parsnip.kitchen/hello.key
«a»
$ cat ~/.local/share/caddy/acme/acme-v02.api.letsencrypt.org-directory/users/hello@parsnip.kitchen/hello.json
{
	"status": "valid",
	"contact": [
		"mailto:hello@parsnip.kitchen"
	],
	"location": "https://acme-v02.api.letsencrypt.org/acme/acct/«_acc»"
}
`, V{"a": g.ecSEC1().block(), "_acc": g.acmeAcct()}, "hello.json  hello.key", "mailto:hello@parsnip.kitchen")
}

func (g *G) acmeTraefik() {
	g.add("acme/traefik-static-yml-and-compose-env", `
# traefik.yml
certificatesResolvers:
  le:
    acme:
      email: infra@marigold.ventures
      storage: /letsencrypt/acme.json
      dnsChallenge:
        provider: cloudflare
        resolvers:
          - "1.1.1.1:53"
          - "8.8.8.8:53"

# docker-compose.yml (excerpt)
  traefik:
    image: traefik:v3.0
    environment:
      - CF_API_EMAIL=infra@marigold.ventures
      - CF_DNS_API_TOKEN=«a»
    volumes:
      - ./letsencrypt:/letsencrypt
      - /var/run/docker.sock:/var/run/docker.sock:ro
`, V{"a": g.cfToken()}, "storage: /letsencrypt/acme.json", "image: traefik:v3.0")

	g.add("acme/traefik-cli-flags-ovh", `
    command:
      - "--providers.docker=true"
      - "--entrypoints.websecure.address=:443"
      - "--certificatesresolvers.ovh.acme.dnschallenge=true"
      - "--certificatesresolvers.ovh.acme.dnschallenge.provider=ovh"
      - "--certificatesresolvers.ovh.acme.email=contact@cidrerie-lebreton.fr"
      - "--certificatesresolvers.ovh.acme.storage=/acme/acme.json"
    environment:
      OVH_ENDPOINT: ovh-eu
      OVH_APPLICATION_KEY: «a»
      OVH_APPLICATION_SECRET: «b»
      OVH_CONSUMER_KEY: «c»
`, V{"a": g.an(16), "b": g.an(32), "c": g.an(32)}, "--certificatesresolvers.ovh.acme.dnschallenge.provider=ovh", "contact@cidrerie-lebreton.fr")

	ak := g.ecSEC1()
	crt := g.certPEM()
	key := g.ecSEC1()
	g.add("acme/traefik-acme-json", `
$ sudo jq . /opt/traefik/letsencrypt/acme.json
{
  "le": {
    "Account": {
      "Email": "infra@saltpan.io",
      "Registration": {
        "body": {
          "status": "valid",
          "contact": [
            "mailto:infra@saltpan.io"
          ]
        },
        "uri": "https://acme-v02.api.letsencrypt.org/acme/acct/«_acc»"
      },
      "PrivateKey": "«a»",
      "KeyType": "4096"
    },
    "Certificates": [
      {
        "domain": {
          "main": "saltpan.io",
          "sans": [
            "*.saltpan.io"
          ]
        },
        "certificate": "«_crt»",
        "key": "«b»",
        "Store": "default"
      }
    ]
  }
}
`, V{"_acc": g.acmeAcct(), "a": acmeDER(ak), "_crt": acmeB64PEM(crt), "b": acmeB64PEM(key)}, "https://acme-v02.api.letsencrypt.org/acme/acct/", "\"Store\": \"default\"")

	g.add("acme/traefik-toml-eab", `
[certificatesResolvers.sectigo.acme]
  email = "pki@caldera-systems.com"
  storage = "/etc/traefik/acme/sectigo.json"
  caServer = "https://acme.sectigo.com/v2/OV"
  [certificatesResolvers.sectigo.acme.eab]
    kid = "«_kid»"
    hmacEncoded = "«a»"
  [certificatesResolvers.sectigo.acme.dnsChallenge]
    provider = "route53"
    delayBeforeCheck = 10
`, V{"_kid": g.an(22), "a": g.b64u(86)}, "caServer = \"https://acme.sectigo.com/v2/OV\"", "provider = \"route53\"")

	g.add("acme/traefik-k8s-helm-values", `
# values.yaml for traefik/traefik
env:
  - name: DO_AUTH_TOKEN
    value: «a»
  - name: DO_POLLING_INTERVAL
    value: "10"
additionalArguments:
  - --certificatesresolvers.do.acme.dnschallenge.provider=digitalocean
  - --certificatesresolvers.do.acme.email=sre@basalt.cloud
persistence:
  enabled: true
  path: /data
`, V{"a": g.doToken()}, "--certificatesresolvers.do.acme.email=sre@basalt.cloud", "DO_POLLING_INTERVAL")

	g.add("acme/traefik-file-env-swarm-secret", `
services:
  traefik:
    image: traefik:v2.11
    secrets:
      - cf_dns_token
    environment:
      CF_DNS_API_TOKEN_FILE: /run/secrets/cf_dns_token
secrets:
  cf_dns_token:
    external: true
$ printf '%s' '«a»' | docker secret create cf_dns_token -
«_id»
`, V{"a": g.cfToken(), "_id": g.s(alLowNum, 25)}, "CF_DNS_API_TOKEN_FILE: /run/secrets/cf_dns_token", "image: traefik:v2.11")

	g.add("acme/traefik-log-acme-error", `
time="2024-06-03T11:22:41Z" level=error msg="Unable to obtain ACME certificate for domains \"grafana.larkspur.lan\"" ACME CA="https://acme-v02.api.letsencrypt.org/directory" acmeCA="https://acme-v02.api.letsencrypt.org/directory" domains=["grafana.larkspur.lan"] error="unable to generate a certificate for the domains [grafana.larkspur.lan]: error: one or more domains had a problem:\n[grafana.larkspur.lan] acme: error presenting token: duckdns: unable to find the domain: larkspur.lan\n" providerName=duckdns.acme routerName=grafana@docker rule="Host(`+"`grafana.larkspur.lan`"+`)"
$ docker inspect traefik --format '{{range .Config.Env}}{{println .}}{{end}}' | grep -i duck
DUCKDNS_TOKEN=«a»
`, V{"a": g.uuid()}, "providerName=duckdns.acme", "routerName=grafana@docker")

	g.add("acme/traefik-gandi-namecheap-env", `
# /etc/traefik/traefik.env  (loaded by systemd EnvironmentFile=)
GANDIV5_PERSONAL_ACCESS_TOKEN=«a»
NAMECHEAP_API_USER=quayhouse
NAMECHEAP_API_KEY=«b»
TRAEFIK_CERTIFICATESRESOLVERS_GANDI_ACME_EMAIL=hostmaster@quayhouse.co.uk
TRAEFIK_CERTIFICATESRESOLVERS_GANDI_ACME_DNSCHALLENGE_PROVIDER=gandiv5
`, V{"a": g.hex(40), "b": g.hex(32)}, "NAMECHEAP_API_USER=quayhouse", "TRAEFIK_CERTIFICATESRESOLVERS_GANDI_ACME_DNSCHALLENGE_PROVIDER=gandiv5")

	g.acmeAdd("acme/traefik-dashboard-basic-auth-and-resolver", `
labels:
  - "traefik.enable=true"
  - "traefik.http.routers.dashboard.rule=Host(ˋtraefik.copperline.netˋ)"
  - "traefik.http.routers.dashboard.tls.certresolver=cloudflare"
  - "traefik.http.routers.dashboard.service=api@internal"
  - "traefik.http.middlewares.dash-auth.basicauth.users=admin:«a»"
environment:
  - CLOUDFLARE_EMAIL=noc@copperline.net
  - CLOUDFLARE_API_KEY=«b»
`, V{"a": "$$apr1$$" + g.s(alAlnum+"./", 8) + "$$" + g.s(alAlnum+"./", 22), "b": g.cfGlobal()}, "traefik.http.routers.dashboard.tls.certresolver=cloudflare", "CLOUDFLARE_EMAIL=noc@copperline.net")
}

func (g *G) acmeCertManager() {
	g.add("acme/certmanager-clusterissuer-cloudflare-secret", `
apiVersion: v1
kind: Secret
metadata:
  name: cloudflare-api-token-secret
  namespace: cert-manager
type: Opaque
stringData:
  api-token: «a»
---
apiVersion: cert-manager.io/v1
kind: ClusterIssuer
metadata:
  name: letsencrypt-dns
spec:
  acme:
    email: platform@foxtail.run
    server: https://acme-v02.api.letsencrypt.org/directory
    privateKeySecretRef:
      name: letsencrypt-dns-account-key
    solvers:
      - dns01:
          cloudflare:
            apiTokenSecretRef:
              name: cloudflare-api-token-secret
              key: api-token
`, V{"a": g.cfToken()}, "cloudflare-api-token-secret", "letsencrypt-dns-account-key")

	tok := g.cfToken()
	g.add("acme/certmanager-secret-data-base64", `
$ kubectl -n cert-manager get secret cloudflare-token -o yaml
apiVersion: v1
data:
  api-token: «a»
kind: Secret
metadata:
  creationTimestamp: "2024-05-21T08:11:52Z"
  name: cloudflare-token
  namespace: cert-manager
  resourceVersion: "«_rv»"
  uid: «_uid»
type: Opaque
`, V{"a": b64s(tok), "_rv": g.digits(7), "_uid": g.uuid()}, "name: cloudflare-token")

	g.add("acme/certmanager-route53-access-key", `
apiVersion: cert-manager.io/v1
kind: ClusterIssuer
metadata:
  name: letsencrypt-r53
spec:
  acme:
    email: devops@palisade.health
    server: https://acme-v02.api.letsencrypt.org/directory
    privateKeySecretRef:
      name: letsencrypt-r53
    solvers:
    - selector:
        dnsZones:
          - "palisade.health"
      dns01:
        route53:
          region: us-east-1
          hostedZoneID: «_z»
          accessKeyID: «_ak»
          secretAccessKeySecretRef:
            name: route53-credentials
            key: secret-access-key
---
apiVersion: v1
kind: Secret
metadata:
  name: route53-credentials
  namespace: cert-manager
stringData:
  secret-access-key: «a»
`, V{"_z": g.acmeR53Zone(), "_ak": g.awsID(), "a": g.awsSecret()}, "secretAccessKeySecretRef", "devops@palisade.health")

	g.add("acme/certmanager-kubectl-create-secret", `
$ kubectl create secret generic digitalocean-dns \
    --namespace cert-manager \
    --from-literal=access-token=«a»
secret/digitalocean-dns created
$ kubectl apply -f clusterissuer-do.yaml
clusterissuer.cert-manager.io/letsencrypt-do created
`, V{"a": g.doToken()}, "secret/digitalocean-dns created", "clusterissuer.cert-manager.io/letsencrypt-do created")

	g.add("acme/certmanager-azuredns-sp", `
    solvers:
    - dns01:
        azureDNS:
          clientID: «_cid»
          clientSecretSecretRef:
            name: azuredns-config
            key: client-secret
          subscriptionID: «_sub»
          tenantID: «_ten»
          resourceGroupName: rg-dns-prod
          hostedZoneName: tidewater-logistics.com
          environment: AzurePublicCloud
---
kubectl create secret generic azuredns-config -n cert-manager --from-literal=client-secret='«a»'
`, V{"_cid": g.uuid(), "_sub": g.uuid(), "_ten": g.uuid(), "a": g.azSecret()}, "resourceGroupName: rg-dns-prod", "hostedZoneName: tidewater-logistics.com")

	g.add("acme/certmanager-clouddns-sa", `
$ gcloud iam service-accounts keys create key.json --iam-account dns01-solver@kestrel-infra.iam.gserviceaccount.com
created key [«_kid»] of type [json] as [key.json] for [dns01-solver@kestrel-infra.iam.gserviceaccount.com]
$ kubectl create secret generic clouddns-dns01-solver-svc-acct -n cert-manager --from-file=key.json
$ cat key.json
`+g.acmeSA("kestrel-infra", "dns01-solver", "a")+`
`, V{"_kid": g.hex(40), "a": g.acmeSAKey()}, "clouddns-dns01-solver-svc-acct", "dns01-solver@kestrel-infra.iam.gserviceaccount.com")

	g.add("acme/certmanager-rfc2136-tsig", `
$ kubectl -n cert-manager create secret generic tsig-secret --from-literal=tsig-secret-key="«a»"
secret/tsig-secret created
$ cat issuer-rfc2136.yaml
apiVersion: cert-manager.io/v1
kind: Issuer
metadata:
  name: internal-acme
  namespace: intranet
spec:
  acme:
    server: https://step-ca.intranet.svc:9000/acme/acme/directory
    email: ops@wrenfield.internal
    privateKeySecretRef:
      name: internal-acme-key
    solvers:
    - dns01:
        rfc2136:
          nameserver: 10.96.0.53:53
          tsigKeyName: cert-manager-key
          tsigAlgorithm: HMACSHA512
          tsigSecretSecretRef:
            name: tsig-secret
            key: tsig-secret-key
`, V{"a": g.acmeTSIG(64)}, "tsigKeyName: cert-manager-key", "nameserver: 10.96.0.53:53")

	g.add("acme/certmanager-eab-zerossl", `
apiVersion: v1
kind: Secret
metadata:
  name: zerossl-eab
  namespace: cert-manager
stringData:
  secret: «a»
---
apiVersion: cert-manager.io/v1
kind: ClusterIssuer
metadata:
  name: zerossl-prod
spec:
  acme:
    server: https://acme.zerossl.com/v2/DV90
    externalAccountBinding:
      keyID: «_kid»
      keySecretRef:
        name: zerossl-eab
        key: secret
    privateKeySecretRef:
      name: zerossl-prod-account
    solvers:
    - http01:
        ingress:
          ingressClassName: nginx
`, V{"a": g.acmeEABHmac(), "_kid": g.acmeEABKid()}, "externalAccountBinding", "ingressClassName: nginx")

	g.add("acme/certmanager-account-key-secret", `
$ kubectl -n cert-manager get secret letsencrypt-prod -o jsonpath='{.data.tls\.key}' | base64 -d
«a»
`, V{"a": g.pkcs8RSAPEM().block()}, "letsencrypt-prod", "jsonpath='{.data.tls\\.key}'")

	crt := g.certPEM()
	key := g.pkcs8RSAPEM()
	g.add("acme/certmanager-tls-secret-yaml", `
$ kubectl get secret wildcard-juniper-tls -n ingress-nginx -o yaml
apiVersion: v1
data:
  tls.crt: «_crt»
  tls.key: «a»
kind: Secret
metadata:
  annotations:
    cert-manager.io/alt-names: '*.juniper.systems,juniper.systems'
    cert-manager.io/certificate-name: wildcard-juniper
    cert-manager.io/common-name: juniper.systems
    cert-manager.io/ip-sans: ""
    cert-manager.io/issuer-group: cert-manager.io
    cert-manager.io/issuer-kind: ClusterIssuer
    cert-manager.io/issuer-name: letsencrypt-prod
    cert-manager.io/uri-sans: ""
  labels:
    controller.cert-manager.io/fao: "true"
  name: wildcard-juniper-tls
  namespace: ingress-nginx
type: kubernetes.io/tls
`, V{"_crt": acmeB64PEM(crt), "a": acmeB64PEM(key)}, "cert-manager.io/certificate-name: wildcard-juniper", "type: kubernetes.io/tls")

	g.add("acme/certmanager-describe-challenge", `
$ kubectl describe challenge wildcard-juniper-tls-1-3418894022-1277044632 -n ingress-nginx
Name:         wildcard-juniper-tls-1-3418894022-1277044632
Namespace:    ingress-nginx
API Version:  acme.cert-manager.io/v1
Kind:         Challenge
Spec:
  Authorization URL:  https://acme-v02.api.letsencrypt.org/acme/authz-v3/«_az»
  Dns Name:           juniper.systems
  Issuer Ref:
    Group:  cert-manager.io
    Kind:   ClusterIssuer
    Name:   letsencrypt-prod
  Key:      «_key»
  Solver:
    dns01:
      Cloudflare:
        API Token Secret Ref:
          Key:   api-token
          Name:  cloudflare-api-token-secret
  Token:     «_tok»
  Type:      DNS-01
  URL:       https://acme-v02.api.letsencrypt.org/acme/chall-v3/«_az»/«_ch»
  Wildcard:  true
Status:
  Presented:   false
  Processing:  true
  Reason:      Error getting Cloudflare zone info: Invalid request headers (6003)
  State:       pending
`, V{"_az": g.digits(12), "_key": g.acmeTok(), "_tok": g.acmeTok(), "_ch": g.b64u(6)}, "Invalid request headers (6003)", "cloudflare-api-token-secret")

	ak, as, ck := g.acmeOVH()
	g.add("acme/certmanager-webhook-ovh", `
apiVersion: v1
kind: Secret
metadata:
  name: ovh-credentials
  namespace: cert-manager
type: Opaque
data:
  applicationSecret: «a»
  consumerKey: «b»
---
    solvers:
    - dns01:
        webhook:
          groupName: acme.saumur-vins.fr
          solverName: ovh
          config:
            endpoint: ovh-eu
            applicationKey: «_ak»
            applicationSecretRef:
              name: ovh-credentials
              key: applicationSecret
            consumerKeyRef:
              name: ovh-credentials
              key: consumerKey
`, V{"a": b64s(as), "b": b64s(ck), "_ak": ak}, "groupName: acme.saumur-vins.fr", "applicationSecretRef")

	g.add("acme/certmanager-webhook-hetzner-helm", `
$ helm install cert-manager-webhook-hetzner cert-manager-webhook-hetzner/cert-manager-webhook-hetzner \
    --namespace cert-manager --set groupName=acme.brauhaus-kiel.de
$ kubectl -n cert-manager create secret generic hetzner-secret --from-literal=api-key=«a»
secret/hetzner-secret created
`, V{"a": g.an(32)}, "groupName=acme.brauhaus-kiel.de", "secret/hetzner-secret created")

	g.add("acme/certmanager-origin-ca-issuer", `
apiVersion: v1
kind: Secret
metadata:
  name: origin-ca-key
  namespace: default
stringData:
  key: «a»
---
apiVersion: cert-manager.k8s.cloudflare.com/v1
kind: OriginIssuer
metadata:
  name: prod-issuer
  namespace: default
spec:
  requestType: OriginECC
  auth:
    serviceKeyRef:
      name: origin-ca-key
      key: key
`, V{"a": g.acmeOriginCA()}, "cert-manager.k8s.cloudflare.com/v1", "requestType: OriginECC")

	g.add("acme/certmanager-controller-log", `
$ kubectl -n cert-manager logs deploy/cert-manager --since=10m | grep -i error
E0604 09:41:12.117342       1 controller.go:167] "re-queuing item due to error processing" err="error getting cloudflare secret: secrets \"cloudflare-api-token\" not found" logger="cert-manager.challenges" key="monitoring/grafana-tls-1-2894411270-4114521087"
E0604 09:42:31.551094       1 sync.go:190] "propagation check failed" err="DNS record for \"grafana.ouzel.cloud\" not yet propagated" logger="cert-manager.challenges" dnsName="grafana.ouzel.cloud" type="DNS-01" resource_name="grafana-tls-1-2894411270-4114521087" resource_namespace="monitoring" resource_kind="Challenge" resource_version="v1"
`, V{}, "grafana.ouzel.cloud", "cloudflare-api-token")

	g.add("acme/certmanager-sealed-vs-plain-diff", `
diff --git a/clusters/prod/cert-manager/cloudflare-secret.yaml b/clusters/prod/cert-manager/cloudflare-secret.yaml
--- a/clusters/prod/cert-manager/cloudflare-secret.yaml
+++ b/clusters/prod/cert-manager/cloudflare-secret.yaml
@@ -1,9 +1,8 @@
-apiVersion: bitnami.com/v1alpha1
-kind: SealedSecret
+apiVersion: v1
+kind: Secret
 metadata:
   name: cloudflare-api-token
   namespace: cert-manager
-spec:
-  encryptedData:
-    api-token: «_enc»
+stringData:
+  api-token: «a»
`, V{"_enc": "AgB" + g.b64(520), "a": g.cfToken()}, "kind: SealedSecret", "clusters/prod/cert-manager/cloudflare-secret.yaml")
}

func (g *G) acmeExternalDNS() {
	g.add("acme/externaldns-cloudflare-deploy", `
      containers:
      - name: external-dns
        image: registry.k8s.io/external-dns/external-dns:v0.14.2
        args:
        - --source=ingress
        - --source=service
        - --domain-filter=meadowlark.app
        - --provider=cloudflare
        - --cloudflare-proxied
        - --txt-owner-id=prod-eu-1
        env:
        - name: CF_API_TOKEN
          value: «a»
`, V{"a": g.cfToken()}, "--txt-owner-id=prod-eu-1", "--domain-filter=meadowlark.app")

	g.add("acme/externaldns-pdns-args", `
        args:
        - --source=ingress
        - --provider=pdns
        - --pdns-server=http://powerdns-api.dns.svc:8081
        - --pdns-api-key=«a»
        - --txt-owner-id=k3s-garage
        - --domain-filter=garage.lan
        - --interval=30s
`, V{"a": g.an(32)}, "--pdns-server=http://powerdns-api.dns.svc:8081", "--txt-owner-id=k3s-garage")

	g.add("acme/externaldns-rfc2136-args", `
        args:
        - --registry=txt
        - --txt-prefix=external-dns-
        - --txt-owner-id=k8s
        - --provider=rfc2136
        - --rfc2136-host=192.168.0.1
        - --rfc2136-port=53
        - --rfc2136-zone=k8s.foxden.home
        - --rfc2136-tsig-secret=«a»
        - --rfc2136-tsig-secret-alg=hmac-sha256
        - --rfc2136-tsig-keyname=externaldns-key
        - --rfc2136-tsig-axfr
        - --source=ingress
        - --domain-filter=k8s.foxden.home
`, V{"a": g.acmeTSIG(32)}, "--rfc2136-tsig-keyname=externaldns-key", "--rfc2136-zone=k8s.foxden.home")

	g.add("acme/externaldns-helm-values-bitnami", `
# external-dns values (bitnami chart)
provider: cloudflare
cloudflare:
  apiToken: "«a»"
  email: ""
  proxied: false
domainFilters:
  - lattice.ai
txtOwnerId: eks-prod-us-east-1
policy: upsert-only
`, V{"a": g.cfToken()}, "txtOwnerId: eks-prod-us-east-1", "policy: upsert-only")

	g.add("acme/externaldns-aws-static-creds", `
$ kubectl -n external-dns create secret generic external-dns \
    --from-file=credentials=/dev/stdin <<'EOF'
[default]
aws_access_key_id = «a»
aws_secret_access_key = «b»
EOF
secret/external-dns created
`, V{"a": g.awsID(), "b": g.awsSecret()}, "secret/external-dns created")

	g.add("acme/externaldns-log-lines", `
time="2024-06-04T10:02:11Z" level=info msg="Changing record." action=CREATE record=shop.meadowlark.app ttl=1 type=A zone=«_z»
time="2024-06-04T10:02:11Z" level=info msg="Changing record." action=CREATE record=a-shop.meadowlark.app ttl=1 type=TXT zone=«_z»
time="2024-06-04T10:02:12Z" level=error msg="failed to create record: Authentication error (10000)" action=CREATE record=api.meadowlark.app
`, V{"_z": g.acmeZone()}, "record=shop.meadowlark.app", "Authentication error (10000)")

	g.add("acme/externaldns-digitalocean-linode", `
env:
  - name: DO_TOKEN
    value: "«a»"
  - name: LINODE_TOKEN
    value: "«b»"
extraArgs:
  - --provider=digitalocean
  - --do-api-page-size=100
`, V{"a": g.doToken(), "b": g.hex(64)}, "--do-api-page-size=100")
}

func (g *G) acmeDNSAsCode() {
	ak, as, ck := g.acmeOVH()
	g.add("acme/dnscontrol-creds-json-many", `
$ cat creds.json
{
  "cloudflare": {
    "TYPE": "CLOUDFLAREAPI",
    "accountid": "«_acct»",
    "apitoken": "«a»"
  },
  "r53_main": {
    "TYPE": "ROUTE53",
    "KeyId": "«b»",
    "SecretKey": "«c»"
  },
  "ovh": {
    "TYPE": "OVH",
    "app-key": "«d»",
    "app-secret-key": "«e»",
    "consumer-key": "«f»",
    "endpoint": "eu"
  },
  "bind": {
    "TYPE": "BIND",
    "directory": "zones"
  },
  "none": { "TYPE": "NONE" }
}
`, V{"_acct": g.acmeZone(), "a": g.cfToken(), "b": g.awsID(), "c": g.awsSecret(), "d": ak, "e": as, "f": ck},
		"\"TYPE\": \"CLOUDFLAREAPI\"", "\"directory\": \"zones\"")

	g.add("acme/dnscontrol-creds-env-refs", `
{
  "gandi": {
    "TYPE": "GANDI_V5",
    "token": "$GANDI_V5_TOKEN"
  },
  "hetzner": {
    "TYPE": "HETZNER",
    "api_key": "«a»"
  },
  "porkbun": {
    "TYPE": "PORKBUN",
    "api_key": "$PORKBUN_API_KEY",
    "secret_key": "$PORKBUN_SECRET_KEY"
  }
}
`, V{"a": g.an(32)}, "\"token\": \"$GANDI_V5_TOKEN\"", "$PORKBUN_SECRET_KEY")

	g.add("acme/dnscontrol-preview-output", `
$ dnscontrol preview --creds creds.json
******************** Domain: stonefruit.co
----- Getting nameservers from: cloudflare
----- DNS Provider: cloudflare...3 corrections
#1: ± MODIFY stonefruit.co A (203.0.113.10 ttl=1) -> (203.0.113.22 ttl=1)
#2: + CREATE _dmarc.stonefruit.co TXT "v=DMARC1; p=quarantine; rua=mailto:dmarc@stonefruit.co" ttl=1
#3: - DELETE old.stonefruit.co CNAME legacy.stonefruit.co. ttl=1
----- Registrar: none...0 corrections
Done. 3 corrections.
`, V{}, "Domain: stonefruit.co", "v=DMARC1; p=quarantine; rua=mailto:dmarc@stonefruit.co")

	g.add("acme/dnscontrol-creds-namecheap-desec-powerdns", `
  "namecheap": {
    "TYPE": "NAMECHEAP",
    "apikey": "«a»",
    "apiuser": "tollgate"
  },
  "desec": {
    "TYPE": "DESEC",
    "auth-token": "«b»"
  },
  "powerdns": {
    "TYPE": "POWERDNS",
    "apiKey": "«c»",
    "apiUrl": "http://10.8.0.2:8081",
    "serverName": "localhost"
  },
`, V{"a": g.hex(32), "b": g.acmeDesec(), "c": g.an(24)}, "\"apiuser\": \"tollgate\"", "\"apiUrl\": \"http://10.8.0.2:8081\"")

	g.add("acme/dnscontrol-creds-azure-do-linode", `
  "azure_main": {
    "TYPE": "AZURE_DNS",
    "SubscriptionID": "«_sub»",
    "ResourceGroup": "dns-rg",
    "TenantID": "«_ten»",
    "ClientID": "«_cid»",
    "ClientSecret": "«a»"
  },
  "digitalocean": {
    "TYPE": "DIGITALOCEAN",
    "token": "«b»"
  },
  "linode": {
    "TYPE": "LINODE",
    "token": "«c»"
  }
`, V{"_sub": g.uuid(), "_ten": g.uuid(), "_cid": g.uuid(), "a": g.azSecret(), "b": g.doToken(), "c": g.hex(64)}, "\"ResourceGroup\": \"dns-rg\"")

	g.add("acme/dnscontrol-github-action", `
name: dnscontrol
on:
  push:
    branches: [main]
jobs:
  push:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: koenrh/dnscontrol-action@v3
        env:
          CLOUDFLARE_APITOKEN: «a»
          CLOUDFLARE_ACCOUNTID: «_acct»
        with:
          args: push
`, V{"a": g.cfToken(), "_acct": g.acmeZone()}, "koenrh/dnscontrol-action@v3", "args: push")

	g.add("acme/octodns-config-inline-token", `
# config/production.yaml
providers:
  config:
    class: octodns.provider.yaml.YamlProvider
    directory: ./zones
    default_ttl: 3600
  cloudflare:
    class: octodns_cloudflare.CloudflareProvider
    token: «a»
  route53:
    class: octodns_route53.Route53Provider
    access_key_id: env/AWS_ACCESS_KEY_ID
    secret_access_key: env/AWS_SECRET_ACCESS_KEY
zones:
  windmill.energy.:
    sources:
      - config
    targets:
      - cloudflare
      - route53
`, V{"a": g.cfToken()}, "env/AWS_SECRET_ACCESS_KEY", "octodns_cloudflare.CloudflareProvider")

	g.add("acme/octodns-sync-output", `
$ octodns-sync --config-file=config/production.yaml
2024-06-04T09:12:44  [140216] INFO  Manager __init__: config_file=config/production.yaml, (octodns 1.7.0)
2024-06-04T09:12:45  [140216] INFO  Manager sync: eligible_zones=[], eligible_targets=[], dry_run=True, force=False, plan_output_fh=<stdout>
********************************************************************************
* windmill.energy.
********************************************************************************
* cloudflare (CloudflareProvider)
*   Create <ARecord A 300, status.windmill.energy., ['198.51.100.7']> (config)
*   Update
*     <CnameRecord CNAME 3600, docs.windmill.energy., windmill.gitbook.io.> ->
*     <CnameRecord CNAME 300, docs.windmill.energy., windmill.gitbook.io.> (config)
*   Summary: Creates=1, Updates=1, Deletes=0, Existing Records=14
********************************************************************************
`, V{}, "Summary: Creates=1, Updates=1, Deletes=0, Existing Records=14", "status.windmill.energy.")

	g.add("acme/octodns-env-export", `
$ export CLOUDFLARE_TOKEN=«a»
$ export POWERDNS_API_KEY=«b»
$ octodns-sync --config-file=config/production.yaml --doit
`, V{"a": g.cfToken(), "b": g.an(32)}, "--doit")

	g.add("acme/octodns-powerdns-gcore", `
providers:
  powerdns:
    class: octodns_powerdns.PowerDnsProvider
    host: pdns.int.lindenhof.ch
    port: 8081
    api_key: «a»
    scheme: https
  gcore:
    class: octodns_gcore.GCoreProvider
    token: «b»
    token_type: APIKey
`, V{"a": g.an(28), "b": g.digits(4) + "$" + g.hex(128)}, "host: pdns.int.lindenhof.ch", "token_type: APIKey")

	g.add("acme/terraform-cloudflare-record-tfvars", `
$ cat terraform.tfvars
cloudflare_api_token = "«a»"
zone_id              = "«_z»"
$ terraform plan
  # cloudflare_record.acme_txt will be created
  + resource "cloudflare_record" "acme_txt" {
      + name     = "_acme-challenge.vault"
      + type     = "TXT"
      + value    = "«_v»"
      + zone_id  = "«_z»"
    }
`, V{"a": g.cfToken(), "_z": g.acmeZone(), "_v": g.acmeTok()}, "cloudflare_record.acme_txt", "_acme-challenge.vault")
}

func (g *G) acmeBind() {
	g.add("acme/bind-tsig-keygen", `
$ tsig-keygen -a hmac-sha256 acme-update.
key "acme-update." {
	algorithm hmac-sha256;
	secret "«a»";
};
$ tsig-keygen -a hmac-sha256 acme-update. | sudo tee /etc/bind/acme-update.key >/dev/null
`, V{"a": g.acmeTSIG(32)}, "tsig-keygen -a hmac-sha256 acme-update.", "/etc/bind/acme-update.key")

	s := g.acmeTSIG(32)
	g.add("acme/bind-ddns-confgen", `
$ ddns-confgen -s gw.riverside.lan
# To activate this key, place the following in named.conf, and
# in a separate keyfile on the system or systems from which nsupdate
# will be run:
key "ddns-key.gw.riverside.lan" {
	algorithm hmac-sha256;
	secret "«a»";
};

# Then, in the "zone" statement for the zone containing the
# name "gw.riverside.lan", place an "update-policy" statement
# like this one, adjusted as needed for your preferred permissions:
update-policy {
	  grant ddns-key.gw.riverside.lan name gw.riverside.lan ANY;
};

# After the keyfile has been placed, the following command will
# execute nsupdate using this key:
nsupdate -k <keyfile>
`, V{"a": s}, "grant ddns-key.gw.riverside.lan name gw.riverside.lan ANY;")

	r := g.acmeTSIG(32)
	g.add("acme/bind-rndc-confgen", `
$ rndc-confgen
# Start of rndc.conf
key "rndc-key" {
	algorithm hmac-sha256;
	secret "«a»";
};

options {
	default-key "rndc-key";
	default-server 127.0.0.1;
	default-port 953;
};
# End of rndc.conf

# Use with the following in named.conf, adjusting the allow list as needed:
# key "rndc-key" {
# 	algorithm hmac-sha256;
# 	secret "«a»";
# };
#
# controls {
# 	inet 127.0.0.1 port 953
# 		allow { 127.0.0.1; } keys { "rndc-key"; };
# };
# End of named.conf
`, V{"a": r}, "default-server 127.0.0.1;", "allow { 127.0.0.1; } keys { \"rndc-key\"; };")

	g.add("acme/bind-rndc-key-file", `
$ sudo cat /etc/bind/rndc.key
key "rndc-key" {
	algorithm hmac-sha256;
	secret "«a»";
};
$ sudo rndc reload
server reload successful
`, V{"a": g.acmeTSIG(32)}, "server reload successful")

	g.add("acme/bind-named-conf-update-policy", `
// /etc/bind/named.conf.local
include "/etc/bind/rndc.key";

key "certbot." {
	algorithm hmac-sha512;
	secret "«a»";
};

key "externaldns" {
	algorithm hmac-sha256;
	secret "«b»";
};

zone "hollybush.org" {
	type primary;
	file "/var/lib/bind/db.hollybush.org";
	update-policy {
		grant certbot. name _acme-challenge.hollybush.org. txt;
		grant externaldns zonesub ANY;
	};
	allow-transfer { key externaldns; };
};
`, V{"a": g.acmeTSIG(64), "b": g.acmeTSIG(32)}, "grant certbot. name _acme-challenge.hollybush.org. txt;", "/var/lib/bind/db.hollybush.org")

	g.add("acme/bind-dhcpd-ddns-key", `
# /etc/dhcp/dhcpd.conf
ddns-update-style standard;
ddns-domainname "office.birchgrove.lan.";
key DHCP_UPDATER {
    algorithm HMAC-MD5.SIG-ALG.REG.INT;
    secret "«a»";
};
zone office.birchgrove.lan. {
    primary 127.0.0.1;
    key DHCP_UPDATER;
}
`, V{"a": g.acmeTSIG(16)}, "ddns-domainname \"office.birchgrove.lan.\";", "key DHCP_UPDATER;")

	g.add("acme/bind-dnssec-private-file", `
$ ls /var/cache/bind/keys/
Kbrambleberry.net.+013+«_tag».key  Kbrambleberry.net.+013+«_tag».private  Kbrambleberry.net.+013+«_tag».state
$ cat /var/cache/bind/keys/Kbrambleberry.net.+013+«_tag».key
; This is a key-signing key, keyid «_tag», for brambleberry.net.
; Created: 20240603101112 (Mon Jun  3 10:11:12 2024)
; Publish: 20240603101112 (Mon Jun  3 10:11:12 2024)
; Activate: 20240603101112 (Mon Jun  3 10:11:12 2024)
brambleberry.net. 3600 IN DNSKEY 257 3 13 «_pub»
$ cat /var/cache/bind/keys/Kbrambleberry.net.+013+«_tag».private
Private-key-format: v1.3
Algorithm: 13 (ECDSAP256SHA256)
PrivateKey: «a»
Created: 20240603101112
Publish: 20240603101112
Activate: 20240603101112
`, V{"_tag": g.digits(5), "_pub": g.b64(64), "a": g.b64(32)}, "Algorithm: 13 (ECDSAP256SHA256)", "Private-key-format: v1.3")

	g.add("acme/bind-ds-records-benign", `
$ dig +short DS brambleberry.net @a.gtld-servers.net
«_t1» 13 2 «_d1»
$ dig +dnssec DNSKEY brambleberry.net +short
257 3 13 «_k1»
256 3 13 «_k2»
`, V{"_t1": g.digits(5), "_d1": strings.ToUpper(g.hex(64)), "_k1": g.b64(64), "_k2": g.b64(64)}, "dig +short DS brambleberry.net @a.gtld-servers.net")

	g.add("acme/nsupdate-y-flag", `
$ nsupdate -y hmac-sha256:acme-update:«a» <<'EOF'
server 10.20.0.53
zone tundra.local
update delete _acme-challenge.intranet.tundra.local. TXT
update add _acme-challenge.intranet.tundra.local. 60 IN TXT "«_v»"
send
EOF
$ dig +short TXT _acme-challenge.intranet.tundra.local @10.20.0.53
"«_v»"
`, V{"a": g.acmeTSIG(32), "_v": g.acmeTok()}, "server 10.20.0.53", "update delete _acme-challenge.intranet.tundra.local. TXT")

	g.add("acme/nsupdate-interactive-key", `
$ nsupdate -d
> key hmac-sha512:certbot. «a»
> server ns1.hollybush.org
> update add _acme-challenge.hollybush.org. 120 TXT "«_v»"
> send
Sending update to 198.51.100.53#53
Outgoing update query:
;; ->>HEADER<<- opcode: UPDATE, status: NOERROR, id:  «_id»
;; flags:; ZONE: 1, PREREQ: 0, UPDATE: 1, ADDITIONAL: 1
;; UPDATE SECTION:
_acme-challenge.hollybush.org. 120 IN TXT "«_v»"

;; TSIG PSEUDOSECTION:
certbot.		0	ANY	TSIG	hmac-sha512. 1717491234 300 64 «_mac» «_id» NOERROR 0

Reply from update query:
;; ->>HEADER<<- opcode: UPDATE, status: NOERROR, id:  «_id»
`, V{"a": g.acmeTSIG(64), "_v": g.acmeTok(), "_id": g.digits(5), "_mac": g.b64(64)}, "Sending update to 198.51.100.53#53", "opcode: UPDATE, status: NOERROR")

	g.add("acme/nsupdate-k-keyfile-badkey", `
$ cat /etc/nsupdate/home.key
key "home-ddns" {
        algorithm hmac-sha256;
        secret "«a»";
};
$ nsupdate -k /etc/nsupdate/home.key -v update.txt
; TSIG error with server: tsig indicates error
update failed: NOTAUTH(BADKEY)
`, V{"a": g.acmeTSIG(32)}, "update failed: NOTAUTH(BADKEY)", "/etc/nsupdate/home.key")

	g.add("acme/knot-keymgr-tsig", `
$ keymgr -t acme_key hmac-sha256
# hmac-sha256:acme_key:«a»
key:
  - id: acme_key
    algorithm: hmac-sha256
    secret: «a»
$ grep -A3 'acl:' /etc/knot/knot.conf
acl:
  - id: acme_acl
    key: acme_key
    action: update
`, V{"a": g.acmeTSIG(32)}, "id: acme_acl", "keymgr -t acme_key hmac-sha256")

	g.add("acme/pdns-conf-api-key", `
$ sudo grep -Ev '^(#|$)' /etc/powerdns/pdns.conf
api=yes
api-key=«a»
launch=gsqlite3
gsqlite3-database=/var/lib/powerdns/pdns.sqlite3
local-address=0.0.0.0
webserver=yes
webserver-address=127.0.0.1
webserver-port=8081
webserver-password=«b»
`, V{"a": g.an(32), "b": g.pw()}, "gsqlite3-database=/var/lib/powerdns/pdns.sqlite3", "webserver-port=8081")

	g.add("acme/pdnsutil-tsig", `
$ pdnsutil generate-tsig-key acme-le hmac-sha256
Create new TSIG key acme-le hmac-sha256 «a»
$ pdnsutil activate-tsig-key pinewood.nl acme-le primary
Enabled TSIG key acme-le for pinewood.nl
$ pdnsutil set-meta pinewood.nl TSIG-ALLOW-DNSUPDATE acme-le
Set 'pinewood.nl' meta TSIG-ALLOW-DNSUPDATE = acme-le
`, V{"a": g.acmeTSIG(32)}, "Enabled TSIG key acme-le for pinewood.nl", "TSIG-ALLOW-DNSUPDATE")

	g.add("acme/pdns-api-curl", `
$ curl -s -H 'X-API-Key: «a»' http://127.0.0.1:8081/api/v1/servers/localhost/zones | jq -r '.[].name'
pinewood.nl.
intra.pinewood.nl.
$ curl -s -X PATCH -H 'X-API-Key: «a»' http://127.0.0.1:8081/api/v1/servers/localhost/zones/pinewood.nl. \
    --data '{"rrsets":[{"name":"_acme-challenge.pinewood.nl.","type":"TXT","ttl":60,"changetype":"REPLACE","records":[{"content":"\"«_v»\"","disabled":false}]}]}'
`, V{"a": g.an(32), "_v": g.acmeTok()}, "intra.pinewood.nl.", "http://127.0.0.1:8081/api/v1/servers/localhost/zones")

	g.add("acme/technitium-api-token", `
$ curl -s "http://dns.lab.lan:5380/api/zones/records/add?token=«a»&domain=_acme-challenge.nas.lab.lan&type=TXT&ttl=60&text=«_v»"
{"response":{"zone":{"name":"lab.lan","type":"Primary","internal":false,"dnssecStatus":"Unsigned","disabled":false},"addedRecord":{"disabled":false,"name":"_acme-challenge.nas.lab.lan","type":"TXT","ttl":60,"rData":{"text":"«_v»"}}},"status":"ok"}
`, V{"a": g.hex(64), "_v": g.acmeTok()}, "dns.lab.lan:5380", "\"dnssecStatus\":\"Unsigned\"")

	g.add("acme/acmedns-register-json", `
$ curl -s -X POST https://auth.acme-dns.io/register | tee acmedns.json
{"username":"«_u»","password":"«a»","fulldomain":"«_s».auth.acme-dns.io","subdomain":"«_s»","allowfrom":[]}
$ # now CNAME _acme-challenge.vpn.ridgeback.org -> «_s».auth.acme-dns.io
`, V{"_u": g.uuid(), "a": g.b64u(40), "_s": g.uuid()}, "https://auth.acme-dns.io/register")
}

func (g *G) acmeRegistrar() {
	g.add("acme/curl-cloudflare-verify-token", `
$ curl -s "https://api.cloudflare.com/client/v4/user/tokens/verify" \
     -H "Authorization: Bearer «a»" | jq .
{
  "result": {
    "id": "«_id»",
    "status": "active"
  },
  "success": true,
  "errors": [],
  "messages": [
    {
      "code": 10000,
      "message": "This API Token is valid and active",
      "type": null
    }
  ]
}
`, V{"a": g.cfToken(), "_id": g.acmeZone()}, "This API Token is valid and active", "https://api.cloudflare.com/client/v4/user/tokens/verify")

	g.add("acme/curl-cloudflare-global-key-headers", `
curl -X GET "https://api.cloudflare.com/client/v4/zones/«_z»/dns_records?type=TXT&name=_acme-challenge.hazelnut.shop" \
     -H "X-Auth-Email: it@hazelnut.shop" \
     -H "X-Auth-Key: «a»" \
     -H "Content-Type: application/json"
`, V{"_z": g.acmeZone(), "a": g.cfGlobal()}, "X-Auth-Email: it@hazelnut.shop", "_acme-challenge.hazelnut.shop")

	g.add("acme/curl-cloudflare-create-token-response", `
$ curl -s https://api.cloudflare.com/client/v4/user/tokens -H "Authorization: Bearer «_ref»" ... | jq '.result | {id, name, value}'
{
  "id": "«_id»",
  "name": "acme-dns01-zone-edit",
  "value": "«a»"
}
`, V{"_ref": "$CF_MASTER_TOKEN", "_id": g.acmeZone(), "a": g.cfToken()}, "acme-dns01-zone-edit")

	g.add("acme/curl-godaddy-sso-key", `
$ curl -s -X PUT "https://api.godaddy.com/v1/domains/pebblecreek.ca/records/TXT/_acme-challenge" \
    -H "Authorization: sso-key «a»:«b»" \
    -H "Content-Type: application/json" \
    -d '[{"data":"«_v»","ttl":600}]'
{"code":"ACCESS_DENIED","message":"Authenticated user is not allowed access"}
`, V{"a": g.acmeGDKey(), "b": g.acmeGDSecret(), "_v": g.acmeTok()}, "pebblecreek.ca", "Authenticated user is not allowed access")

	g.add("acme/curl-porkbun-ping", `
$ curl -s -X POST https://api.porkbun.com/api/json/v3/ping \
  -H 'Content-Type: application/json' \
  -d '{"secretapikey":"«a»","apikey":"«b»"}'
{"status":"SUCCESS","yourIp":"198.51.100.23","credentialsValid":true}
`, V{"a": g.acmePork("sk"), "b": g.acmePork("pk")}, "\"credentialsValid\":true", "https://api.porkbun.com/api/json/v3/ping")

	g.add("acme/curl-namecheap-sethosts", `
$ curl -s "https://api.namecheap.com/xml.response?ApiUser=fieldwork&ApiKey=«a»&UserName=fieldwork&Command=namecheap.domains.dns.getHosts&ClientIp=203.0.113.8&SLD=fieldwork&TLD=studio"
<?xml version="1.0" encoding="utf-8"?>
<ApiResponse Status="ERROR" xmlns="http://api.namecheap.com/xml.response">
  <Errors>
    <Error Number="1011150">Parameter RequestIP is invalid</Error>
  </Errors>
  <RequestedCommand>namecheap.domains.dns.gethosts</RequestedCommand>
  <Server>PHX01APIEXT04</Server>
  <GMTTimeDifference>--5:00</GMTTimeDifference>
  <ExecutionTime>0.003</ExecutionTime>
</ApiResponse>
`, V{"a": g.hex(32)}, "Command=namecheap.domains.dns.getHosts", "PHX01APIEXT04")

	g.add("acme/curl-namesilo", `
curl -s "https://www.namesilo.com/api/dnsAddRecord?version=1&type=json&key=«a»&domain=thornfield.org&rrtype=TXT&rrhost=_acme-challenge&rrvalue=«_v»&rrttl=3600"
{"request":{"operation":"dnsAddRecord","ip":"203.0.113.90"},"reply":{"code":300,"detail":"success","record_id":"«_rid»"}}
`, V{"a": g.an(24), "_v": g.acmeTok(), "_rid": g.hex(32)}, "thornfield.org", "\"operation\":\"dnsAddRecord\"")

	g.add("acme/curl-hetzner-dns", `
$ curl -s "https://dns.hetzner.com/api/v1/zones?name=roesterei-nord.de" -H "Auth-API-Token: «a»"
{"message":"Invalid authentication credentials"}
$ curl -s "https://dns.hetzner.com/api/v1/zones" -H "Auth-API-Token: «b»" | jq -r '.zones[] | "\(.id) \(.name)"'
«_z» roesterei-nord.de
`, V{"a": g.an(32), "b": g.an(32), "_z": g.an(22)}, "roesterei-nord.de", "Invalid authentication credentials")

	g.add("acme/curl-hetzner-cloud-dns", `
$ curl -s -H "Authorization: Bearer «a»" https://api.hetzner.cloud/v1/zones | jq '.zones[0].name'
"flusshafen.dev"
`, V{"a": g.an(64)}, "https://api.hetzner.cloud/v1/zones", "flusshafen.dev")

	g.add("acme/curl-gandi-livedns", `
$ curl -s -H "Authorization: Bearer «a»" https://api.gandi.net/v5/livedns/domains/cafe-lumiere.fr/records/_acme-challenge/TXT
{"rrset_name": "_acme-challenge", "rrset_type": "TXT", "rrset_ttl": 300, "rrset_values": ["\"«_v»\""], "rrset_href": "https://api.gandi.net/v5/livedns/domains/cafe-lumiere.fr/records/_acme-challenge/TXT"}
$ curl -s -H "Authorization: Apikey «b»" https://api.gandi.net/v5/livedns/domains
{"code": 401, "message": "The server could not verify that you are authorized to access the URL requested.", "object": "HTTPUnauthorized", "cause": "Unauthorized"}
`, V{"a": g.hex(40), "_v": g.acmeTok(), "b": g.an(24)}, "cafe-lumiere.fr", "\"object\": \"HTTPUnauthorized\"")

	g.add("acme/curl-digitalocean-records", `
$ curl -s -X POST -H "Content-Type: application/json" \
  -H "Authorization: Bearer «a»" \
  -d '{"type":"TXT","name":"_acme-challenge","data":"«_v»","ttl":30}' \
  "https://api.digitalocean.com/v2/domains/longboat.sh/records"
{"domain_record":{"id":«_rid»,"type":"TXT","name":"_acme-challenge","data":"«_v»","priority":null,"port":null,"ttl":30,"weight":null,"flags":null,"tag":null}}
`, V{"a": g.doToken(), "_v": g.acmeTok(), "_rid": g.digits(10)}, "longboat.sh", "\"name\":\"_acme-challenge\"")

	g.add("acme/curl-linode-domains", `
curl -H "Authorization: Bearer «a»" https://api.linode.com/v4/domains?page=1 | jq '.data[] | {id, domain, status}'
{
  "id": «_id»,
  "domain": "quillpoint.press",
  "status": "active"
}
`, V{"a": g.hex(64), "_id": g.digits(7)}, "quillpoint.press", "https://api.linode.com/v4/domains?page=1")

	g.add("acme/curl-vultr-dns", `
curl "https://api.vultr.com/v2/domains/tarnside.net/records" \
  -X POST \
  -H "Authorization: Bearer «a»" \
  -H "Content-Type: application/json" \
  --data '{"name":"_acme-challenge","type":"TXT","data":"\"«_v»\"","ttl":120}'
`, V{"a": g.s(alUpNum, 36), "_v": g.acmeTok()}, "tarnside.net", "https://api.vultr.com/v2/domains/")

	g.add("acme/curl-desec-rrsets", `
$ curl -X POST https://desec.io/api/v1/domains/greenhouse.dedyn.io/rrsets/ \
    --header "Authorization: Token «a»" \
    --header "Content-Type: application/json" --data @- <<< \
    '{"subname": "_acme-challenge", "type": "TXT", "ttl": 3600, "records": ["\"«_v»\""]}'
{"created":"2024-06-04T08:12:55.918273Z","domain":"greenhouse.dedyn.io","subname":"_acme-challenge","name":"_acme-challenge.greenhouse.dedyn.io.","records":["\"«_v»\""],"ttl":3600,"type":"TXT","touched":"2024-06-04T08:12:55.924112Z"}
`, V{"a": g.acmeDesec(), "_v": g.acmeTok()}, "greenhouse.dedyn.io", "https://desec.io/api/v1/domains/")

	g.add("acme/curl-duckdns-txt", `
$ curl "https://www.duckdns.org/update?domains=sleepyfox&token=«a»&txt=«_v»&verbose=true"
OK
«_v»
UPDATED
`, V{"a": g.uuid(), "_v": g.acmeTok()}, "domains=sleepyfox", "UPDATED")

	g.add("acme/curl-he-dyn-txt", `
curl "https://dyn.dns.he.net/nic/update" -d "hostname=_acme-challenge.lantern.quest" -d "password=«a»" -d "txt=«_v»"
good
`, V{"a": g.an(16), "_v": g.acmeTok()}, "hostname=_acme-challenge.lantern.quest", "https://dyn.dns.he.net/nic/update")

	g.add("acme/curl-dynu-oauth", `
$ curl -s -u «_cid»:«a» -H "Accept: application/json" https://api.dynu.com/v2/oauth2/token
{"access_token":"«b»","token_type":"bearer","expires_in":7200,"roles":["user"]}
`, V{"_cid": g.uuid(), "a": g.an(30), "b": g.an(36)}, "https://api.dynu.com/v2/oauth2/token", "\"token_type\":\"bearer\"")

	ak, as, ck := g.acmeOVH()
	g.add("acme/curl-ovh-signed", `
$ TS=$(curl -s https://eu.api.ovh.com/1.0/auth/time)
$ SIG='$1$'$(echo -n "«b»+«c»+GET+https://eu.api.ovh.com/1.0/domain/zone/lavande-provence.fr/record?fieldType=TXT++$TS" | sha1sum | cut -d' ' -f1)
$ curl -s -H "X-Ovh-Application: «a»" -H "X-Ovh-Consumer: «c»" -H "X-Ovh-Timestamp: $TS" -H "X-Ovh-Signature: $SIG" \
    "https://eu.api.ovh.com/1.0/domain/zone/lavande-provence.fr/record?fieldType=TXT"
[«_r1»,«_r2»]
`, V{"b": as, "c": ck, "a": ak, "_r1": g.digits(10), "_r2": g.digits(10)}, "lavande-provence.fr", "https://eu.api.ovh.com/1.0/auth/time")

	g.add("acme/curl-ovh-createtoken", `
$ curl -s -X POST -H "X-Ovh-Application: «_ak»" -H "Content-type: application/json" \
    https://eu.api.ovh.com/1.0/auth/credential \
    -d '{"accessRules":[{"method":"GET","path":"/domain/zone/*"},{"method":"POST","path":"/domain/zone/*"},{"method":"DELETE","path":"/domain/zone/*"}]}'
{"consumerKey":"«a»","state":"pendingValidation","validationUrl":"https://eu.api.ovh.com/auth/?credentialToken=«=ct»"}
`, V{"_ak": g.an(16), "a": g.an(32), "=ct": g.an(64)}, "\"state\":\"pendingValidation\"", "https://eu.api.ovh.com/1.0/auth/credential")

	g.add("acme/curl-bunny-dns", `
curl --request PUT \
     --url https://api.bunny.net/dnszone/«_zid»/records \
     --header 'AccessKey: «a»' \
     --header 'content-type: application/json' \
     --data '{"Type":3,"Ttl":60,"Value":"«_v»","Name":"_acme-challenge"}'
`, V{"_zid": g.digits(6), "a": g.acmeBunny(), "_v": g.acmeTok()}, "https://api.bunny.net/dnszone/")

	g.add("acme/curl-namecom-basic", `
$ curl -u 'mirefield:«a»' 'https://api.name.com/v4/domains/mirefield.games/records' -X POST \
    -H 'Content-Type: application/json' --data '{"host":"_acme-challenge","type":"TXT","answer":"«_v»","ttl":300}'
{"id":«_id»,"domainName":"mirefield.games","host":"_acme-challenge","fqdn":"_acme-challenge.mirefield.games.","type":"TXT","answer":"«_v»","ttl":300}
`, V{"a": g.hex(40), "_v": g.acmeTok(), "_id": g.digits(9)}, "https://api.name.com/v4/domains/mirefield.games/records", "\"domainName\":\"mirefield.games\"")

	g.add("acme/curl-dnsimple-whoami", `
$ curl -H 'Authorization: Bearer «a»' -H 'Accept: application/json' https://api.dnsimple.com/v2/whoami
{"data":{"user":null,"account":{"id":«_id»,"email":"ops@tideline.surf","plan_identifier":"teams-v2-monthly","created_at":"2021-03-09T11:22:33Z","updated_at":"2024-05-01T08:00:00Z"}}}
`, V{"a": g.an(32), "_id": g.digits(6)}, "ops@tideline.surf", "https://api.dnsimple.com/v2/whoami")

	g.add("acme/curl-njalla-jsonrpc", `
curl -s https://njal.la/api/1/ \
  -H "Authorization: Njalla «a»" \
  -H "Content-Type: application/json" \
  -d '{"method":"add-record","params":{"domain":"nightowl.onion.click","type":"TXT","name":"_acme-challenge","content":"«_v»","ttl":60}}'
`, V{"a": g.hex(40), "_v": g.acmeTok()}, "https://njal.la/api/1/", "nightowl.onion.click")

	g.add("acme/aws-cli-route53-change", `
$ aws route53 change-resource-record-sets --hosted-zone-id «_z» --change-batch file://txt.json
{
    "ChangeInfo": {
        "Id": "/change/C«_c»",
        "Status": "PENDING",
        "SubmittedAt": "2024-06-04T09:55:12.417000+00:00",
        "Comment": "acme dns-01 for api.saltmeadow.io"
    }
}
$ cat ~/.aws/credentials
[dns-acme]
aws_access_key_id = «a»
aws_secret_access_key = «b»
`, V{"_z": g.acmeR53Zone(), "_c": g.s(alUpNum, 20), "a": g.awsID(), "b": g.awsSecret()}, "acme dns-01 for api.saltmeadow.io", "[dns-acme]")

	g.add("acme/python-cloudflare-script", `
# scripts/rotate_txt.py
import CloudFlare

cf = CloudFlare.CloudFlare(email="sysadmin@brightfern.org", key="«a»")
zone_id = "«_z»"
records = cf.zones.dns_records.get(zone_id, params={"type": "TXT", "name": "_acme-challenge.brightfern.org"})
for r in records:
    cf.zones.dns_records.delete(zone_id, r["id"])
`, V{"a": g.cfGlobal(), "_z": g.acmeZone()}, "sysadmin@brightfern.org", "cf.zones.dns_records.delete(zone_id, r[\"id\"])")
}

func (g *G) acmeAppliances() {
	cfTok := g.cfToken()
	acct := g.acmeZone()
	g.add("acme/proxmox-plugins-cfg", `
root@pve1:~# cat /etc/pve/priv/acme/plugins.cfg
dns: cloudflare
	api cf
	data «a»
	validation-delay 30

standalone: standalone

root@pve1:~# cat /etc/pve/priv/acme/plugins.cfg | grep data | awk '{print $2}' | base64 -d
CF_Account_ID=«_acct»
CF_Token=«b»
`, V{"a": b64s("CF_Account_ID=" + acct + "\nCF_Token=" + cfTok), "_acct": acct, "b": cfTok}, "/etc/pve/priv/acme/plugins.cfg", "validation-delay 30")

	g.add("acme/proxmox-pvenode-plugin-add", `
root@pve2:~# cat /root/ovh-acme.txt
OVH_AK=«a»
OVH_AS=«b»
OVH_CK=«c»
OVH_END_POINT=ovh-eu
root@pve2:~# pvenode acme plugin add dns ovh --api ovh --data /root/ovh-acme.txt
root@pve2:~# pvenode config set --acmedomain0 pve2.cluster.saintmalo-voile.fr,plugin=ovh
root@pve2:~# pvenode acme cert order
Loading ACME account details
Placing ACME order
Order URL: https://acme-v02.api.letsencrypt.org/acme/order/«_acc»/«_ord»
`, V{"a": g.an(16), "b": g.an(32), "c": g.an(32), "_acc": g.acmeAcct(), "_ord": g.digits(11)}, "pvenode acme plugin add dns ovh --api ovh --data /root/ovh-acme.txt", "pve2.cluster.saintmalo-voile.fr")

	g.add("acme/pfsense-config-xml", `
			<item>
				<name>vpn-wildcard</name>
				<descr>*.vpn.kiln.works</descr>
				<status>active</status>
				<acmeaccount>LE-prod</acmeaccount>
				<keylength>ec-256</keylength>
				<a_domainlist>
					<item>
						<status>enable</status>
						<name>*.vpn.kiln.works</name>
						<method>dns_cf</method>
						<dns_cf_token>«a»</dns_cf_token>
						<dns_cf_account_id>«_acct»</dns_cf_account_id>
						<dns_cf_zone_id>«_z»</dns_cf_zone_id>
					</item>
				</a_domainlist>
				<dnssleep>120</dnssleep>
				<renewafter>60</renewafter>
			</item>
`, V{"a": g.cfToken(), "_acct": g.acmeZone(), "_z": g.acmeZone()}, "<acmeaccount>LE-prod</acmeaccount>", "*.vpn.kiln.works")

	ak := g.rsaPEM()
	g.add("acme/pfsense-account-key-xml", `
		<accountkeys>
			<item>
				<name>LE-prod</name>
				<descr>Let's Encrypt production</descr>
				<email>netadmin@kiln.works</email>
				<acmeserver>letsencrypt-production-2</acmeserver>
				<accountkey>«a»</accountkey>
			</item>
		</accountkeys>
`, V{"a": acmeB64PEM(ak)}, "<email>netadmin@kiln.works</email>", "letsencrypt-production-2")

	g.add("acme/opnsense-acme-validation", `
        <validation uuid="«_u»">
          <id>«_id»</id>
          <enabled>1</enabled>
          <name>hetzner-dns</name>
          <description>Hetzner DNS for wildcard</description>
          <method>dns01</method>
          <dns_service>dns_hetzner</dns_service>
          <dns_sleep>0</dns_sleep>
          <dns_hetzner_token>«a»</dns_hetzner_token>
          <dns_inwx_user/>
          <dns_inwx_password/>
        </validation>
`, V{"_u": g.uuid(), "_id": g.hex(13), "a": g.an(32)}, "<dns_service>dns_hetzner</dns_service>", "Hetzner DNS for wildcard")

	g.add("acme/npm-dns-credentials-db", `
$ sqlite3 /data/database.sqlite "select id, nice_name, meta from certificate;"
3|*.lowtide.games|{"letsencrypt_email":"admin@lowtide.games","dns_challenge":true,"dns_provider":"cloudflare","dns_provider_credentials":"# Cloudflare API token\r\ndns_cloudflare_api_token = «a»","propagation_seconds":"","letsencrypt_agree":true}
4|vault.lowtide.games|{"letsencrypt_email":"admin@lowtide.games","dns_challenge":false,"letsencrypt_agree":true}
$ cat /etc/letsencrypt/credentials/credentials-3
# Cloudflare API token
dns_cloudflare_api_token = «a»
`, V{"a": g.cfToken()}, "vault.lowtide.games", "/etc/letsencrypt/credentials/credentials-3")

	g.add("acme/swag-compose-and-dnsconf", `
services:
  swag:
    image: lscr.io/linuxserver/swag:latest
    cap_add: [NET_ADMIN]
    environment:
      - PUID=1000
      - PGID=1000
      - TZ=Europe/Lisbon
      - URL=casadomar.pt
      - VALIDATION=dns
      - SUBDOMAINS=wildcard
      - DNSPLUGIN=porkbun
      - EMAIL=joana@casadomar.pt
    volumes:
      - ./swag:/config
$ cat swag/dns-conf/porkbun.ini
# Instructions: https://github.com/infinityofspace/certbot_dns_porkbun
dns_porkbun_key=«a»
dns_porkbun_secret=«b»
`, V{"a": g.acmePork("pk"), "b": g.acmePork("sk")}, "lscr.io/linuxserver/swag:latest", "DNSPLUGIN=porkbun")

	g.add("acme/homeassistant-letsencrypt-addon", `
domains:
  - ha.brookside-cottage.uk
email: tom@brookside-cottage.uk
keyfile: privkey.pem
certfile: fullchain.pem
challenge: dns
dns:
  provider: dns-cloudflare
  cloudflare_api_token: «a»
  propagation_seconds: 60
`, V{"a": g.cfToken()}, "provider: dns-cloudflare", "ha.brookside-cottage.uk")

	g.add("acme/homeassistant-duckdns-addon", `
lets_encrypt:
  accept_terms: true
  certfile: fullchain.pem
  keyfile: privkey.pem
token: «a»
domains:
  - wrenhome.duckdns.org
aliases: []
seconds: 300
`, V{"a": g.uuid()}, "wrenhome.duckdns.org", "accept_terms: true")

	g.add("acme/win-acme-cli", `
PS C:\tools\win-acme> .\wacs.exe --source manual --host intranet.marchfield.local,portal.marchfield.com `+"`"+`
>>   --validation cloudflare --cloudflareapitoken «a» `+"`"+`
>>   --store certificatestore --installation iis --accepttos --emailaddress it@marchfield.com

 A simple Windows ACMEv2 client (WACS)
 Software version 2.2.9.1701 (release, trimmed, standalone, 64-bit)
 Connecting to https://acme-v02.api.letsencrypt.org/...
 Scheduled task looks healthy
 Please report issues at https://github.com/win-acme/win-acme
`, V{"a": g.cfToken()}, "Software version 2.2.9.1701", "it@marchfield.com")

	g.add("acme/posh-acme-plugin-args", `
PS> $pArgs = @{
>>   R53AccessKey = '«a»'
>>   R53SecretKey = (ConvertTo-SecureString '«b»' -AsPlainText -Force)
>> }
PS> New-PACertificate '*.oakhurst.edu','oakhurst.edu' -AcceptTOS -Contact 'pki@oakhurst.edu' -Plugin Route53 -PluginArgs $pArgs

Subject           NotAfter              KeyLength Thumbprint                               AllSANs
-------           --------              --------- ----------                               -------
CN=*.oakhurst.edu 9/2/2024 8:15:31 AM   2048      «_tp» {*.oakhurst.edu, oakhurst.edu}
`, V{"a": g.awsID(), "b": g.awsSecret(), "_tp": strings.ToUpper(g.hex(40))}, "pki@oakhurst.edu", "-Plugin Route53 -PluginArgs $pArgs")

	g.add("acme/posh-acme-plugindata-json", `
PS> Get-Content "$env:LOCALAPPDATA\Posh-ACME\LE_PROD\«_acc»\*.oakhurst.edu\order.json" | ConvertFrom-Json | Select -Expand PluginArgs
CFToken     : «a»
CFTokenInsecure :
`, V{"_acc": g.acmeAcct(), "a": g.cfToken()}, "LE_PROD", "CFTokenInsecure")

	g.add("acme/terraform-acme-provider", `
resource "tls_private_key" "acme" {
  algorithm = "ECDSA"
  ecdsa_curve = "P256"
}

resource "acme_registration" "this" {
  account_key_pem = tls_private_key.acme.private_key_pem
  email_address   = "platform@northstar.bank"
}

resource "acme_certificate" "api" {
  account_key_pem = acme_registration.this.account_key_pem
  common_name     = "api.northstar.bank"
  subject_alternative_names = ["api-int.northstar.bank"]

  dns_challenge {
    provider = "route53"
    config = {
      AWS_ACCESS_KEY_ID     = "«a»"
      AWS_SECRET_ACCESS_KEY = "«b»"
      AWS_HOSTED_ZONE_ID    = "«_z»"
    }
  }
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "_z": g.acmeR53Zone()}, "email_address   = \"platform@northstar.bank\"", "api-int.northstar.bank")

	key := g.ecPKCS8()
	g.add("acme/terraform-acme-state", `
$ jq '.resources[] | select(.type=="acme_certificate") | .instances[0].attributes | {certificate_domain, certificate_url, private_key_pem, certificate_p12_password}' terraform.tfstate
{
  "certificate_domain": "api.northstar.bank",
  "certificate_url": "https://acme-v02.api.letsencrypt.org/acme/cert/«_ser»",
  "private_key_pem": "«a»",
  "certificate_p12_password": ""
}
`, V{"_ser": g.hex(36), "a": jsonEsc(key.block() + "\n")}, "\"certificate_domain\": \"api.northstar.bank\"")

	g.add("acme/ansible-acme-cloudflare", `
- name: Create DNS-01 challenge records
  community.general.cloudflare_dns:
    zone: tealbrook.io
    record: "{{ item.key }}"
    type: TXT
    value: "{{ item.value | first }}"
    api_token: "«a»"
  loop: "{{ acme_challenge.challenge_data_dns | dict2items }}"

- name: Let the challenge be validated and retrieve the cert
  community.crypto.acme_certificate:
    account_key_src: /etc/ssl/private/acme-account.key
    account_email: ops@tealbrook.io
    acme_version: 2
    acme_directory: https://acme-v02.api.letsencrypt.org/directory
    challenge: dns-01
    csr: /etc/ssl/csr/tealbrook.io.csr
    fullchain_dest: /etc/ssl/certs/tealbrook.io.pem
    data: "{{ acme_challenge }}"
`, V{"a": g.cfToken()}, "community.crypto.acme_certificate", "account_key_src: /etc/ssl/private/acme-account.key")

	g.add("acme/ddclient-cloudflare", `
# /etc/ddclient.conf
daemon=300
syslog=yes
ssl=yes
use=web, web=https://cloudflare.com/cdn-cgi/trace, web-skip='ip='
protocol=cloudflare, \
zone=hearthstone.family, \
ttl=1, \
login=token, \
password=«a» \
home.hearthstone.family
`, V{"a": g.cfToken()}, "zone=hearthstone.family", "web=https://cloudflare.com/cdn-cgi/trace")

	g.add("acme/inadyn-conf", `
# /etc/inadyn.conf
period = 300
provider cloudflare.com {
    username = pebbleworks.nz
    password = «a»
    hostname = vpn.pebbleworks.nz
    ttl = 1
    proxied = false
}
provider default@freedns.afraid.org {
    username = pebbleworks
    password = «b»
    hostname = pebble.mooo.com
}
`, V{"a": g.cfToken(), "b": g.pw()}, "hostname = vpn.pebbleworks.nz", "provider default@freedns.afraid.org")

	g.add("acme/step-ca-init-password", `
$ step ca init --name "Wrenfield Internal CA" --dns ca.wrenfield.internal --address :9000 --provisioner admin@wrenfield.internal --acme
✔ Deployment Type: Standalone
Choose a password for your CA keys and first provisioner.
✔ [leave empty and we'll generate one]:
✔ Password: «a»

Generating root certificate... done!
Generating intermediate certificate... done!

✔ Root certificate: /home/step/.step/certs/root_ca.crt
✔ Root private key: /home/step/.step/secrets/root_ca_key
✔ Root fingerprint: «_fp»
✔ Intermediate certificate: /home/step/.step/certs/intermediate_ca.crt
✔ Intermediate private key: /home/step/.step/secrets/intermediate_ca_key
✔ Database folder: /home/step/.step/db
✔ Default configuration: /home/step/.step/config/defaults.json
✔ Certificate Authority configuration: /home/step/.step/config/ca.json
✔ Admin provisioner: admin@wrenfield.internal (JWK)
✔ Super admin subject: step

Your PKI is ready to go. To generate certificates for individual services see 'step help ca'.
`, V{"a": g.s(alAlnum+"[]{}()<>,.;:!@#%^&*-_=+", 32), "_fp": g.hex(64)}, "Your PKI is ready to go.", "/home/step/.step/secrets/root_ca_key")

	g.add("acme/step-ca-helm-password-secret", `
$ kubectl -n step-ca get secret step-certificates-ca-password -o jsonpath='{.data.password}' | base64 -d; echo
«a»
$ step ca bootstrap --ca-url https://step-ca.wrenfield.internal:9000 --fingerprint «_fp»
The root certificate has been saved in /home/dev/.step/certs/root_ca.crt.
The authority configuration has been saved in /home/dev/.step/config/defaults.json.
`, V{"a": g.pwStrong(), "_fp": g.hex(64)}, "step-certificates-ca-password", "The root certificate has been saved in /home/dev/.step/certs/root_ca.crt.")

	g.add("acme/go-autocert-cache", `
$ ls -la /var/cache/autocert
-rw------- 1 app app  227 Jun  3 10:11 acme_account+key
-rw------- 1 app app 3512 Jun  3 10:11 heronwatch.org
-rw------- 1 app app 3519 Jun  3 10:11 www.heronwatch.org
$ sudo cat /var/cache/autocert/acme_account+key
«a»
`, V{"a": g.ecSEC1().block()}, "/var/cache/autocert", "acme_account+key")

	g.add("acme/mailcow-acme-and-conf", `
$ grep -E 'ACME|SKIP_LETS|ADDITIONAL_SAN|DBPASS|DBROOT' mailcow.conf
DBPASS=«a»
DBROOT=«b»
SKIP_LETS_ENCRYPT=n
ADDITIONAL_SAN=imap.*,smtp.*,autodiscover.*
ACME_CONTACT=postmaster@tinker-mail.eu
LE_STAGING=n
`, V{"a": g.an(28), "b": g.an(28)}, "ACME_CONTACT=postmaster@tinker-mail.eu", "ADDITIONAL_SAN=imap.*,smtp.*,autodiscover.*")
}

func (g *G) acmeChat() {
	g.add("acme/chat-user-pastes-cf-token", `
certbot keeps failing with "Error determining zone_id: 6003 Invalid request headers" for kiteflyer.club. my cloudflare.ini is

dns_cloudflare_api_token = «a»

and the token has Zone:DNS:Edit on all zones. any idea?
`, V{"a": g.cfToken()}, "kiteflyer.club", "Zone:DNS:Edit")

	g.add("acme/chat-agent-summary-with-token", `
I've set up DNS-01 validation for *.harrowgate.dev:

1. Created /etc/letsencrypt/hetzner.ini with the token you gave me («a») and chmod 600.
2. Installed certbot-dns-hetzner 2.0.1 in the certbot venv.
3. Ran a dry run: "The dry run was successful."

The real issuance is scheduled via certbot.timer; next run 2024-06-05 03:41 UTC.
`, V{"a": g.an(32)}, "certbot-dns-hetzner 2.0.1", "*.harrowgate.dev")

	g.add("acme/chat-github-issue-acmesh-debug", `
### Steps to reproduce
acme.sh --issue --dns dns_namecheap -d tallow.works --debug 2

### Debug log
[«=ts»] Using NAMECHEAP_USERNAME=tallowworks
[«=ts»] GET
[«=ts»] url='https://api.namecheap.com/xml.response?ApiUser=tallowworks&ApiKey=«a»&UserName=tallowworks&ClientIp=198.51.100.77&Command=namecheap.domains.getList'
[«=ts»] ret='0'
[«=ts»] response='<?xml version="1.0" encoding="utf-8"?><ApiResponse Status="ERROR"><Errors><Error Number="1011102">API Key is invalid or API access has not been enabled</Error></Errors></ApiResponse>'

acme.sh v3.0.7, Ubuntu 22.04
`, V{"=ts": g.acmeTS(), "a": g.hex(32)}, "API Key is invalid or API access has not been enabled", "acme.sh v3.0.7, Ubuntu 22.04")

	g.add("acme/chat-slack-tsig-share", `
[10:14] maria.ortega: @jonas the new TSIG key for the ACME updater on ns1 is in place
[10:14] maria.ortega: name: acme-upd.  alg: hmac-sha256  secret: «a»
[10:15] jonas.weber: thx, will put it in the cert-manager secret and delete this msg after
[10:21] jonas.weber: Certificate grafana-tls is Ready=True now
`, V{"a": g.acmeTSIG(32)}, "alg: hmac-sha256", "Certificate grafana-tls is Ready=True now")

	g.add("acme/chat-masked-token-benign", `
The Cloudflare token in Vault (secret/infra/cloudflare, key dns_token, ends in …«_tail») only has
Zone.DNS edit on corvidlabs.io — that's why issuance for corvidlabs.dev fails with 10000 Authentication error.
Token id «_id» was created 2024-02-11 by svc-terraform.
`, V{"_tail": g.an(4), "_id": g.acmeZone()}, "secret/infra/cloudflare", "svc-terraform")

	g.add("acme/chat-porkbun-keys-inline", `
can you add the porkbun provider to our traefik config? keys:
api key: «a»
secret: «b»
domain is lindenbaum.dev, wildcard please
`, V{"a": g.acmePork("pk"), "b": g.acmePork("sk")}, "lindenbaum.dev")

	g.add("acme/chat-godaddy-api-question", `
why does godaddy return 403 for my acme.sh renewals? I exported

GD_Key=«a»
GD_Secret=«b»

and it worked last year. Domain is ferncastle.com, only 3 domains in the account.
`, V{"a": g.acmeGDKey(), "b": g.acmeGDSecret()}, "ferncastle.com", "only 3 domains in the account")

	g.add("acme/chat-forum-route53-policy", `
Here's my IAM policy for the certbot-dns-route53 user (account «_acc»), it still gets AccessDenied on route53:GetChange:

{
  "Version": "2012-10-17",
  "Statement": [
    {"Effect": "Allow", "Action": ["route53:ListHostedZones", "route53:GetChange"], "Resource": ["*"]},
    {"Effect": "Allow", "Action": ["route53:ChangeResourceRecordSets"], "Resource": ["arn:aws:route53:::hostedzone/«_z»"]}
  ]
}

Credentials used: «a» / «b»
`, V{"_acc": g.digits(12), "_z": g.acmeR53Zone(), "a": g.awsID(), "b": g.awsSecret()}, "route53:ChangeResourceRecordSets", "certbot-dns-route53")

	g.add("acme/chat-eab-from-zerossl-dashboard", `
ZeroSSL dashboard → Developer → EAB Credentials gave me this, paste into the traefik config?

EAB KID: «_kid»
EAB HMAC Key: «a»
`, V{"_kid": g.acmeEABKid(), "a": g.acmeEABHmac()}, "EAB Credentials")

	g.add("acme/chat-deSEC-and-duckdns", `
ok so the homelab setup:
- deSEC token for brackenhome.dedyn.io: «a»
- duckdns token (old, still used by the pi): «b»
both should go into the SWAG dns-conf, I'll rotate later
`, V{"a": g.acmeDesec(), "b": g.uuid()}, "brackenhome.dedyn.io")

	g.add("acme/chat-ovh-keys-email", `
From: Lucas Bernard <lucas@atelier-bois.fr>
Subject: Re: certificat wildcard
Date: Tue, 4 Jun 2024 09:12:40 +0200

Voici les identifiants OVH créés pour le renouvellement :
  Application Key    : «a»
  Application Secret : «b»
  Consumer Key       : «c»
Droits : GET/POST/DELETE sur /domain/zone/atelier-bois.fr/*

Lucas
`, V{"a": g.an(16), "b": g.an(32), "c": g.an(32)}, "/domain/zone/atelier-bois.fr/*", "lucas@atelier-bois.fr")

	g.add("acme/chat-linode-issue-comment", `
> **Update:** rotated the token, the old one in the log above («_mask») is revoked. The new one is only in our vault.
> Still seeing "[linode_v4] Domain not found" for sub.thornbury.net — the zone is thornbury.net, so the plugin should strip the label?
`, V{"_mask": g.hex(6) + "…" + g.hex(4)}, "sub.thornbury.net", "[linode_v4] Domain not found")
}

func (g *G) acmeBenign() {
	g.add("acme/openssl-x509-text", `
$ openssl x509 -in fullchain.pem -noout -text | head -40
Certificate:
    Data:
        Version: 3 (0x2)
        Serial Number:
            «_ser»
        Signature Algorithm: ecdsa-with-SHA384
        Issuer: C = US, O = Let's Encrypt, CN = E6
        Validity
            Not Before: Jun  3 07:40:12 2024 GMT
            Not After : Sep  1 07:40:11 2024 GMT
        Subject: CN = corvidlabs.io
        Subject Public Key Info:
            Public Key Algorithm: id-ecPublicKey
                Public-Key: (256 bit)
                pub:
                    «_pub»
                ASN1 OID: prime256v1
                NIST CURVE: P-256
        X509v3 extensions:
            X509v3 Key Usage: critical
                Digital Signature
            X509v3 Extended Key Usage:
                TLS Web Server Authentication, TLS Web Client Authentication
            X509v3 Subject Key Identifier:
                «_ski»
            X509v3 Authority Key Identifier:
                «_aki»
            Authority Information Access:
                OCSP - URI:http://e6.o.lencr.org
                CA Issuers - URI:http://e6.i.lencr.org/
            X509v3 Subject Alternative Name:
                DNS:*.corvidlabs.io, DNS:corvidlabs.io
`, V{"_ser": g.acmeSerial(), "_pub": g.acmeFP(15), "_ski": g.acmeFP(20), "_aki": g.acmeFP(20)}, "Issuer: C = US, O = Let's Encrypt, CN = E6", "OCSP - URI:http://e6.o.lencr.org")

	g.add("acme/openssl-fingerprint-serial", `
$ openssl x509 -in /etc/letsencrypt/live/pallet.works/cert.pem -noout -fingerprint -sha256 -serial -dates
sha256 Fingerprint=«_fp»
serial=«_ser»
notBefore=Jun  3 07:40:12 2024 GMT
notAfter=Sep  1 07:40:11 2024 GMT
`, V{"_fp": g.acmeFP(32), "_ser": strings.ToUpper(g.hex(36))}, "notAfter=Sep  1 07:40:11 2024 GMT")

	c1, c2 := g.certPEM(), g.certPEM()
	g.add("acme/openssl-s-client-showcerts", `
$ openssl s_client -connect git.fernhill.net:443 -servername git.fernhill.net -showcerts </dev/null 2>/dev/null | sed -n '1,40p'
CONNECTED(00000003)
---
Certificate chain
 0 s:CN = git.fernhill.net
   i:C = US, O = Let's Encrypt, CN = R11
   a:PKEY: rsaEncryption, 2048 (bit); sigalg: RSA-SHA256
   v:NotBefore: May 30 11:02:13 2024 GMT; NotAfter: Aug 28 11:02:12 2024 GMT
«_c1»
 1 s:C = US, O = Let's Encrypt, CN = R11
   i:C = US, O = Internet Security Research Group, CN = ISRG Root X1
   a:PKEY: rsaEncryption, 2048 (bit); sigalg: RSA-SHA256
   v:NotBefore: Mar 13 00:00:00 2024 GMT; NotAfter: Mar 12 23:59:59 2027 GMT
«_c2»
---
Server certificate
subject=CN = git.fernhill.net
issuer=C = US, O = Let's Encrypt, CN = R11
`, V{"_c1": c1.block(), "_c2": c2.block()}, "CN = ISRG Root X1", "subject=CN = git.fernhill.net")

	csr := g.acmeCSR()
	g.add("acme/openssl-req-csr", `
$ openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout shop.key -out shop.csr -subj "/CN=shop.gaertnerei-weiss.de"
$ cat shop.csr
«_csr»
$ openssl req -in shop.csr -noout -subject -pubkey
subject=CN = shop.gaertnerei-weiss.de
-----BEGIN PUBLIC KEY-----
«_pub»
-----END PUBLIC KEY-----
`, V{"_csr": csr.block(), "_pub": wrap("MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE"+g.s(alB64, 86)+"==", 64)}, "-keyout shop.key -out shop.csr", "subject=CN = shop.gaertnerei-weiss.de")

	g.add("acme/crtsh-json", `
$ curl -s 'https://crt.sh/?q=%25.mossgarden.xyz&output=json' | jq '.[0:2]'
[
  {
    "issuer_ca_id": 295814,
    "issuer_name": "C=US, O=Let's Encrypt, CN=R10",
    "common_name": "mossgarden.xyz",
    "name_value": "*.mossgarden.xyz\nmossgarden.xyz",
    "id": «_id1»,
    "entry_timestamp": "2024-06-03T08:40:13.512",
    "not_before": "2024-06-03T07:41:42",
    "not_after": "2024-09-01T07:41:41",
    "serial_number": "«_s1»",
    "result_count": 3
  },
  {
    "issuer_ca_id": 295814,
    "issuer_name": "C=US, O=Let's Encrypt, CN=R10",
    "common_name": "mossgarden.xyz",
    "name_value": "*.mossgarden.xyz\nmossgarden.xyz",
    "id": «_id2»,
    "entry_timestamp": "2024-06-03T08:40:12.991",
    "not_before": "2024-06-03T07:41:42",
    "not_after": "2024-09-01T07:41:41",
    "serial_number": "«_s1»",
    "result_count": 3
  }
]
`, V{"_id1": g.digits(11), "_id2": g.digits(11), "_s1": g.hex(36)}, "C=US, O=Let's Encrypt, CN=R10", "*.mossgarden.xyz")

	g.add("acme/certbot-show-account", `
$ sudo certbot show_account
Saving debug log to /var/log/letsencrypt/letsencrypt.log
Account details for server https://acme-v02.api.letsencrypt.org/directory:
  Account URL: https://acme-v02.api.letsencrypt.org/acme/acct/«_acc»
  Account Thumbprint: «_tp»
  Email contact: admin@orchard.coop
`, V{"_acc": g.acmeAcct(), "_tp": g.acmeTok()}, "Email contact: admin@orchard.coop")

	g.add("acme/http01-challenge-files", `
$ ls /var/www/html/.well-known/acme-challenge/
«_t1»
$ curl -s http://ferrybridge.town/.well-known/acme-challenge/«_t1»
«_t1».«_tp»
$ tail -2 /var/log/nginx/access.log
23.178.112.105 - - [04/Jun/2024:09:12:44 +0000] "GET /.well-known/acme-challenge/«_t1» HTTP/1.1" 200 87 "-" "Mozilla/5.0 (compatible; Let's Encrypt validation server; +https://www.letsencrypt.org)"
3.142.84.41 - - [04/Jun/2024:09:12:44 +0000] "GET /.well-known/acme-challenge/«_t1» HTTP/1.1" 200 87 "-" "Mozilla/5.0 (compatible; Let's Encrypt validation server; +https://www.letsencrypt.org)"
`, V{"_t1": g.acmeTok(), "_tp": g.acmeTok()}, "/var/www/html/.well-known/acme-challenge/", "Let's Encrypt validation server")

	g.add("acme/dig-acme-challenge-txt", `
$ dig +short TXT _acme-challenge.corvidlabs.io @amit.ns.cloudflare.com
"«_t1»"
"«_t2»"
$ dig +short CAA corvidlabs.io
0 issue "letsencrypt.org"
0 issue "sectigo.com"
0 iodef "mailto:security@corvidlabs.io"
`, V{"_t1": g.acmeTok(), "_t2": g.acmeTok()}, "0 iodef \"mailto:security@corvidlabs.io\"", "amit.ns.cloudflare.com")

	g.add("acme/kubectl-get-certificate", `
$ kubectl get certificate,certificaterequest,order -A
NAMESPACE       NAME                                             READY   SECRET                 AGE
ingress-nginx   certificate.cert-manager.io/wildcard-juniper     True    wildcard-juniper-tls   41d
monitoring      certificate.cert-manager.io/grafana-tls          False   grafana-tls            12m

NAMESPACE       NAME                                                         APPROVED   DENIED   READY   ISSUER             REQUESTOR                                         AGE
monitoring      certificaterequest.cert-manager.io/grafana-tls-1             True                False   letsencrypt-prod   system:serviceaccount:cert-manager:cert-manager   12m

NAMESPACE    NAME                                                  STATE     AGE
monitoring   order.acme.cert-manager.io/grafana-tls-1-«_h»   pending   12m
`, V{"_h": g.digits(10)}, "certificate.cert-manager.io/wildcard-juniper", "system:serviceaccount:cert-manager:cert-manager")

	g.add("acme/cmctl-status-certificate", `
$ cmctl status certificate grafana-tls -n monitoring
Name: grafana-tls
Namespace: monitoring
Created at: 2024-06-04T09:30:01Z
Conditions:
  Ready: False, Reason: DoesNotExist, Message: Issuing certificate as Secret does not exist
  Issuing: True, Reason: DoesNotExist, Message: Issuing certificate as Secret does not exist
DNS Names:
- grafana.ouzel.cloud
Issuer:
  Name: letsencrypt-prod
  Kind: ClusterIssuer
  Conditions:
    Ready: True, Reason: ACMEAccountRegistered, Message: The ACME account was registered with the ACME server
Order:
  Name: grafana-tls-1-«_h»
  State: pending, Reason:
  Authorizations:
    URL: https://acme-v02.api.letsencrypt.org/acme/authz-v3/«_az», Identifier: grafana.ouzel.cloud, Initial State: pending, Wildcard: false
Challenges:
- Name: grafana-tls-1-«_h»-«_c», Type: DNS-01, Token: «_tok», Key: «_key», State: pending, Reason: Waiting for DNS-01 challenge propagation: DNS record for "grafana.ouzel.cloud" not yet propagated, Processing: true, Presented: true
`, V{"_h": g.digits(10), "_az": g.digits(12), "_c": g.digits(10), "_tok": g.acmeTok(), "_key": g.acmeTok()}, "ACMEAccountRegistered", "grafana.ouzel.cloud")

	g.add("acme/acme-jws-debug-request", `
2024-06-04 03:14:10,231:DEBUG:acme.client:Sending POST request to https://acme-v02.api.letsencrypt.org/acme/new-order:
{
  "protected": "«_prot»",
  "signature": "«_sig»",
  "payload": "«_pl»"
}
2024-06-04 03:14:10,612:DEBUG:urllib3.connectionpool:https://acme-v02.api.letsencrypt.org:443 "POST /acme/new-order HTTP/11" 201 491
2024-06-04 03:14:10,613:DEBUG:acme.client:Received response:
HTTP 201
Server: nginx
Content-Type: application/json
Location: https://acme-v02.api.letsencrypt.org/acme/order/«_acc»/«_ord»
Replay-Nonce: «_n»

{
  "status": "pending",
  "expires": "2024-06-11T03:14:10Z",
  "identifiers": [
    {
      "type": "dns",
      "value": "git.fjordline.no"
    }
  ],
  "authorizations": [
    "https://acme-v02.api.letsencrypt.org/acme/authz-v3/«_az»"
  ],
  "finalize": "https://acme-v02.api.letsencrypt.org/acme/finalize/«_acc»/«_ord»"
}
`, V{"_prot": b64raw(fmt.Sprintf(`{"alg": "RS256", "kid": "https://acme-v02.api.letsencrypt.org/acme/acct/%s", "nonce": "%s", "url": "https://acme-v02.api.letsencrypt.org/acme/new-order"}`, g.acmeAcct(), g.b64u(43))),
		"_sig": g.b64u(342), "_pl": b64raw(`{"identifiers": [{"type": "dns", "value": "git.fjordline.no"}]}`), "_acc": g.acmeAcct(), "_ord": g.digits(11), "_n": g.b64u(43), "_az": g.digits(12)},
		"Sending POST request to https://acme-v02.api.letsencrypt.org/acme/new-order")

	g.add("acme/step-certificate-inspect", `
$ step certificate inspect https://ca.wrenfield.internal:9000 --roots /home/dev/.step/certs/root_ca.crt --short
X.509v3 TLS Certificate (ECDSA P-256) [Serial: «_ser»]
  Subject:     ca.wrenfield.internal
  Issuer:      Wrenfield Internal CA Intermediate CA
  Provisioner: admin@wrenfield.internal [ID: «_pid»]
  Valid from:  2024-06-03T10:11:12Z
          to:  2024-06-04T10:12:12Z
$ step certificate fingerprint /home/dev/.step/certs/root_ca.crt
«_fp»
`, V{"_ser": g.digits(38), "_pid": g.b64u(43), "_fp": g.hex(64)}, "Wrenfield Internal CA Intermediate CA", "X.509v3 TLS Certificate (ECDSA P-256)")

	g.add("acme/tlsa-and-spki-pins", `
$ openssl x509 -in cert.pem -noout -pubkey | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64
«_pin»
$ dig +short TLSA _25._tcp.mx1.hollowoak.net
3 1 1 «_tlsa»
`, V{"_pin": g.b64(32), "_tlsa": strings.ToUpper(g.hex(64))}, "_25._tcp.mx1.hollowoak.net")

	g.add("acme/cloudflare-token-list-benign", `
$ curl -s https://api.cloudflare.com/client/v4/user/tokens -H "Authorization: Bearer $CF_ADMIN_TOKEN" | jq -r '.result[] | [.id, .name, .status, .last_used_on] | @tsv'
«_i1»	acme-dns01-zone-edit	active	2024-06-04T03:14:10Z
«_i2»	external-dns-prod	active	2024-06-04T09:58:41Z
«_i3»	terraform-cloudflare	disabled	2024-01-19T11:20:02Z
`, V{"_i1": g.acmeZone(), "_i2": g.acmeZone(), "_i3": g.acmeZone()}, "external-dns-prod", "$CF_ADMIN_TOKEN")

	g.add("acme/letsencrypt-rate-limit-error", `
An unexpected error occurred:
Error creating new order :: too many certificates (5) already issued for this exact set of domains in the last 168h0m0s, retry after 2024-06-06T14:12:55Z: see https://letsencrypt.org/docs/rate-limits/#new-certificates-per-exact-set-of-hostnames
Ask for help or search for solutions at https://community.letsencrypt.org. See the logfile /var/log/letsencrypt/letsencrypt.log or re-run Certbot with -v for more details.
`, V{}, "https://letsencrypt.org/docs/rate-limits/#new-certificates-per-exact-set-of-hostnames", "community.letsencrypt.org")

	g.add("acme/zone-ids-only-benign", `
$ aws route53 list-hosted-zones --query 'HostedZones[].[Id,Name,ResourceRecordSetCount]' --output text
/hostedzone/«_z1»	saltmeadow.io.	42
/hostedzone/«_z2»	saltmeadow.internal.	17
$ aws route53 get-change --id C«_c» --query ChangeInfo.Status
"INSYNC"
`, V{"_z1": g.acmeR53Zone(), "_z2": g.acmeR53Zone(), "_c": g.s(alUpNum, 20)}, "saltmeadow.internal.", "\"INSYNC\"")

	g.add("acme/tsig-keys-list-names-only", `
$ sudo named-checkconf -p | grep -A1 '^key'
key "acme-update." {
	algorithm "hmac-sha256";
--
key "rndc-key" {
	algorithm "hmac-sha256";
$ sudo rndc tsig-list
view "_default"; type "static"; key "acme-update.";
view "_default"; type "static"; key "rndc-key";
`, V{}, "view \"_default\"; type \"static\"; key \"acme-update.\";")

	g.add("acme/acme-order-urls-log", `
Jun 04 03:14:09 edge-01 acme.sh[22817]: [Tue Jun  4 03:14:09 UTC 2024] Le_LinkOrder='https://acme-v02.api.letsencrypt.org/acme/order/«_acc»/«_ord»'
Jun 04 03:14:09 edge-01 acme.sh[22817]: [Tue Jun  4 03:14:09 UTC 2024] Getting authz: https://acme-v02.api.letsencrypt.org/acme/authz-v3/«_az»
Jun 04 03:14:11 edge-01 acme.sh[22817]: [Tue Jun  4 03:14:11 UTC 2024] Verifying: corvidlabs.io
Jun 04 03:14:11 edge-01 acme.sh[22817]: [Tue Jun  4 03:14:11 UTC 2024] Chall: https://acme-v02.api.letsencrypt.org/acme/chall-v3/«_az»/«_ch»
Jun 04 03:14:14 edge-01 acme.sh[22817]: [Tue Jun  4 03:14:14 UTC 2024] Success
`, V{"_acc": g.acmeAcct(), "_ord": g.digits(11), "_az": g.digits(12), "_ch": g.b64u(6)}, "Verifying: corvidlabs.io", "edge-01 acme.sh[22817]")
}
