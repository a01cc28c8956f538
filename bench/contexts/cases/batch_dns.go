package cases

import (
	"fmt"
	"strings"
)

// dnsCases adds credentials from DNS, domain, CDN and edge work as a
// coding agent meets it: Cloudflare (API tokens next to global API keys,
// the token verify and create calls, flarectl, cloudflare.cfg, Origin CA
// keys, cloudflared tunnel credentials and tokens, wrangler, Access
// service tokens, DDNS scripts, Go and Terraform clients), Route 53 (aws
// cli output, credentials profiles, STS output, boto3, Traefik), the
// registrars' APIs (Namecheap ApiUser/ApiKey, GoDaddy sso-key, Porkbun
// apikey/secretapikey, Gandi PATs and legacy keys, OVH application
// key/secret/consumer key, Name.com, NameSilo, Dynadot, INWX, netcup,
// Njalla, TransIP, EPP transfer codes), DNS hosts (DigitalOcean doctl,
// Hetzner DNS, deSEC, DNSimple, NS1, PowerDNS and PowerDNS-Admin, Linode,
// Vultr, ClouDNS, Azure DNS, Cloud DNS, Hurricane Electric), CDNs and
// edge (Bunny.net, Fastly, Akamai EdgeGrid .edgerc, KeyCDN, CloudFront key
// pairs, StackPath, Imperva, Sucuri), BIND and friends (tsig-keygen,
// named.conf, nsupdate -y and -k, rndc, dnssec-keygen private files,
// ddns-confgen, dig AXFR with TSIG, Knot, NSD, pdnsutil, dhcpd and Kea
// DDNS keys), Kubernetes (external-dns and cert-manager secrets, issuers,
// Helm values and flags), DNS as code (dnscontrol creds.json, octoDNS,
// Terraform and its state, Pulumi, Ansible, lexicon), ACME DNS plugins
// (certbot ini files, acme.sh, lego, Posh-ACME, Caddy JSON), dynamic DNS
// updaters (ddclient, inadyn, DuckDNS, No-IP, FreeDNS, dynv6, OpenWrt,
// pfSense, Home Assistant, Docker updaters), resolvers (Pi-hole, AdGuard
// Home, NextDNS, dnsdist, Unbound, Technitium, blocky, CoreDNS), and the
// chats, tickets, shell history and CI logs around them. Benign
// look-alikes: zone, record, account, token and change ids, hosted zone
// ids, DNSKEY and DKIM public keys, DS digests, TXT verification strings,
// ACME challenge values, whois, dig, nslookup and zone file output. The
// case names start with "dns/".
func (g *G) dnsCases() {
	g.dnsCloudflare()
	g.dnsRoute53()
	g.dnsRegistrars()
	g.dnsHosts()
	g.dnsCDN()
	g.dnsBIND()
	g.dnsKube()
	g.dnsAsCode()
	g.dnsACME()
	g.dnsDDNS()
	g.dnsResolvers()
	g.dnsLookups()
	g.dnsChat()
}

// ---- helpers used only here ----

// dnsAdd is add with "ˋ" standing for a backtick.
func (g *G) dnsAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// dnsID is a 32-hex id as Cloudflare prints zones, records and accounts.
func (g *G) dnsID() string { return g.hex(32) }

// dnsR53Zone is a Route 53 hosted zone id.
func (g *G) dnsR53Zone() string {
	if g.r.IntN(2) == 0 {
		return "Z" + g.s(alUpNum, 13)
	}
	return "Z0" + g.s(alUpNum, 19)
}

// dnsIP is a documentation-range public address.
func (g *G) dnsIP() string {
	return g.pick("203.0.113.", "198.51.100.", "192.0.2.") + fmt.Sprint(2+g.r.IntN(250))
}

// dnsDKIM is the p= value of a 2048-bit RSA DKIM public key.
func (g *G) dnsDKIM() string {
	return "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + g.s(alB64, 342) + "IDAQAB"
}

// dnsDS is a SHA-256 DS digest as dig prints it.
func (g *G) dnsDS() string { return strings.ToUpper(g.hex(64)) }

// dnsAkab is an Akamai EdgeGrid token or host label.
func (g *G) dnsAkab() string { return "akab-" + g.s(alLowNum, 16) + "-" + g.s(alLowNum, 16) }

// dnsBunny is a Bunny.net account API key.
func (g *G) dnsBunny() string { return g.uuid() + g.uuid() }

// dnsGDKey is a GoDaddy API key (the secret half is g.an(22)).
func (g *G) dnsGDKey() string { return g.an(12) + "_" + g.an(22) }

// dnsTXT is a public verification token or an ACME challenge value.
func (g *G) dnsTXT() string { return g.b64u(43) }

// dnsSerial is a zone serial.
func (g *G) dnsSerial() string {
	return fmt.Sprintf("2024%02d%02d%02d", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(20))
}

// ---- Cloudflare ----

func (g *G) dnsCloudflare() {
	g.dnsAdd("dns/cf-curl-verify-token", `
$ curl -s "https://api.cloudflare.com/client/v4/user/tokens/verify" \
     -H "Authorization: Bearer «a»" | jq
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
`, V{"a": g.cfToken(), "_id": g.dnsID()}, "This API Token is valid and active")

	g.dnsAdd("dns/cf-curl-global-key-list-zones", `
$ curl -s -X GET "https://api.cloudflare.com/client/v4/zones?name=shopfront.example" \
    -H "X-Auth-Email: «_e»" \
    -H "X-Auth-Key: «a»" \
    -H "Content-Type: application/json" | jq '.result[0] | {id, name, status, name_servers, account}'
{
  "id": "«_z»",
  "name": "shopfront.example",
  "status": "active",
  "name_servers": [
    "elsa.ns.cloudflare.com",
    "rob.ns.cloudflare.com"
  ],
  "account": {
    "id": "«_acc»",
    "name": "Shopfront Ltd"
  }
}
`, V{"_e": "it-ops@shopfront.example", "a": g.cfGlobal(), "_z": g.dnsID(), "_acc": g.dnsID()}, "elsa.ns.cloudflare.com", "Shopfront Ltd")

	g.dnsAdd("dns/cf-create-record-export-then-post", `
export CF_ZONE_ID=«_z»
export CF_API_TOKEN=«a»

curl -s https://api.cloudflare.com/client/v4/zones/$CF_ZONE_ID/dns_records \
  -H "Authorization: Bearer $CF_API_TOKEN" \
  -H 'Content-Type: application/json' \
  --data '{"type":"CNAME","name":"status","content":"stats.uptimerobot.com","ttl":1,"proxied":false,"comment":"status page"}'
{"result":{"id":"«_r»","name":"status.kestrel.example","type":"CNAME","content":"stats.uptimerobot.com","proxiable":true,"proxied":false,"ttl":1,"settings":{"flatten_cname":false},"meta":{},"comment":"status page","tags":[],"created_on":"2024-09-17T08:41:22.102335Z","modified_on":"2024-09-17T08:41:22.102335Z"},"success":true,"errors":[],"messages":[]}
`, V{"_z": g.dnsID(), "a": g.cfToken(), "_r": g.dnsID()}, "status.kestrel.example", "stats.uptimerobot.com")

	g.dnsAdd("dns/cf-flarectl-env-and-table", `
$ export CF_API_EMAIL=hostmaster@lumen-labs.example
$ export CF_API_KEY=«a»
$ flarectl dns list --zone lumen-labs.example
ID                               | TYPE  | NAME                        | CONTENT                         | PROXIED | TTL
«_r1» | A     | lumen-labs.example          | «_ip1»                    | true    | 1
«_r2» | CNAME | www.lumen-labs.example      | lumen-labs.example              | true    | 1
«_r3» | MX    | lumen-labs.example          | aspmx.l.google.com              | false   | 3600
«_r4» | TXT   | lumen-labs.example          | v=spf1 include:_spf.google.com ~all | false | 3600
`, V{"a": g.cfGlobal(), "_r1": g.dnsID(), "_ip1": g.dnsIP(), "_r2": g.dnsID(), "_r3": g.dnsID(), "_r4": g.dnsID()}, "hostmaster@lumen-labs.example", "v=spf1 include:_spf.google.com ~all")

	g.dnsAdd("dns/cf-python-cloudflare-cfg", `
$ cat ~/.cloudflare/cloudflare.cfg
[CloudFlare]
email = dana@brightwave.example
token = «a»
certtoken = «b»
extras =

[Work]
email = dana.k@corp-brightwave.example
key = «c»
extras = /zones/:id/spectrum/apps
`, V{"a": g.cfToken(), "b": "v1.0-" + g.hex(24) + "-" + g.hex(146), "c": g.cfGlobal()}, "dana@brightwave.example", "extras = /zones/:id/spectrum/apps")

	g.dnsAdd("dns/cf-terraform-origin-ca-key", `
# providers.tf
terraform {
  required_providers {
    cloudflare = {
      source  = "cloudflare/cloudflare"
      version = "~> 4.40"
    }
  }
}

provider "cloudflare" {
  api_token            = var.cloudflare_api_token
  api_user_service_key = "«a»"
}

resource "cloudflare_origin_ca_certificate" "origin" {
  csr                = tls_cert_request.origin.cert_request_pem
  hostnames          = ["*.atlas-retail.example", "atlas-retail.example"]
  request_type       = "origin-ecc"
  requested_validity = 5475
}
`, V{"a": "v1.0-" + g.hex(24) + "-" + g.hex(146)}, "cloudflare_origin_ca_certificate", "var.cloudflare_api_token")

	tun := g.uuid()
	g.dnsAdd("dns/cf-cloudflared-credentials-json", `
$ ls ~/.cloudflared/
cert.pem  config.yml  «_t».json
$ cat ~/.cloudflared/config.yml
tunnel: «_t»
credentials-file: /home/pi/.cloudflared/«_t».json
ingress:
  - hostname: grafana.homelab.example
    service: http://localhost:3000
  - service: http_status:404
$ cat ~/.cloudflared/«_t».json
{"AccountTag":"«_acc»","TunnelSecret":"«a»","TunnelID":"«_t»"}
`, V{"_t": tun, "_acc": g.dnsID(), "a": g.b64(32)}, "grafana.homelab.example", "http_status:404")

	tunTok := b64s(fmt.Sprintf(`{"a":"%s","t":"%s","s":"%s"}`, g.dnsID(), g.uuid(), g.b64(32)))
	g.dnsAdd("dns/cf-cloudflared-service-install-token", `
pi@edge-01:~ $ sudo cloudflared service install «a»
2024-10-02T19:11:40Z INF Using Systemd
2024-10-02T19:11:42Z INF Linux service for cloudflared installed successfully
pi@edge-01:~ $ systemctl status cloudflared --no-pager | head -4
● cloudflared.service - cloudflared
     Loaded: loaded (/etc/systemd/system/cloudflared.service; enabled; preset: enabled)
     Active: active (running) since Wed 2024-10-02 19:11:42 UTC; 6s ago
   Main PID: 2217 (cloudflared)
`, V{"a": tunTok}, "Linux service for cloudflared installed successfully", "/etc/systemd/system/cloudflared.service")

	g.dnsAdd("dns/cf-api-token-create-response", `
POST /client/v4/user/tokens  200 OK
{
  "result": {
    "id": "«_id»",
    "name": "external-dns (prod-eu)",
    "status": "active",
    "issued_on": "2024-11-05T10:02:55Z",
    "modified_on": "2024-11-05T10:02:55Z",
    "policies": [
      {
        "id": "«_p»",
        "effect": "allow",
        "resources": {"com.cloudflare.api.account.zone.«_z»": "*"},
        "permission_groups": [
          {"id": "«_pg»", "name": "DNS Write"}
        ]
      }
    ],
    "condition": {},
    "value": "«a»"
  },
  "success": true,
  "errors": [],
  "messages": []
}
`, V{"_id": g.dnsID(), "_p": g.dnsID(), "_z": g.dnsID(), "_pg": g.dnsID(), "a": g.cfToken()}, "external-dns (prod-eu)", "DNS Write")

	g.dnsAdd("dns/cf-wrangler-toml-and-dev-vars", `
==> wrangler.toml <==
name = "edge-redirects"
main = "src/index.ts"
compatibility_date = "2024-09-23"
account_id = "«_acc»"
workers_dev = false
routes = [
  { pattern = "go.pinecrest.example/*", zone_id = "«_z»" }
]

[[kv_namespaces]]
binding = "LINKS"
id = "«_kv»"

==> .dev.vars <==
CLOUDFLARE_API_TOKEN=«a»
ADMIN_SHARED_SECRET=«b»
`, V{"_acc": g.dnsID(), "_z": g.dnsID(), "_kv": g.dnsID(), "a": g.cfToken(), "b": g.hex(48)}, "go.pinecrest.example/*", "edge-redirects")

	g.dnsAdd("dns/cf-ddns-bash-script", `
#!/usr/bin/env bash
# cf-ddns.sh -- update home.willowbank.example with the current WAN ip (cron: */5)
auth_email="tom@willowbank.example"
auth_method="global"          # "token" or "global"
auth_key="«a»"
zone_identifier="«_z»"
record_name="home.willowbank.example"
ttl="300"
proxy="false"

ip=$(curl -s https://api.ipify.org)
record=$(curl -s -X GET "https://api.cloudflare.com/client/v4/zones/$zone_identifier/dns_records?type=A&name=$record_name" \
  -H "X-Auth-Email: $auth_email" -H "X-Auth-Key: $auth_key" -H "Content-Type: application/json")
`, V{"a": g.cfGlobal(), "_z": g.dnsID()}, "home.willowbank.example", "tom@willowbank.example")

	g.dnsAdd("dns/cf-workflow-diff-hardcoded-token", `
diff --git a/.github/workflows/deploy-docs.yml b/.github/workflows/deploy-docs.yml
index «_s1»..«_s2» 100644
--- a/.github/workflows/deploy-docs.yml
+++ b/.github/workflows/deploy-docs.yml
@@ -31,9 +31,9 @@ jobs:
       - name: Purge Cloudflare cache
         uses: jakejarvis/cloudflare-purge-action@v0.3.0
         env:
-          CLOUDFLARE_ZONE: «_z»
-          CLOUDFLARE_TOKEN: «a»
+          CLOUDFLARE_ZONE: ${{ secrets.CLOUDFLARE_ZONE }}
+          CLOUDFLARE_TOKEN: ${{ secrets.CLOUDFLARE_TOKEN }}
           PURGE_URLS: '["https://docs.quarry.example/"]'
`, V{"_s1": g.hex(7), "_s2": g.hex(7), "_z": g.dnsID(), "a": g.cfToken()}, "jakejarvis/cloudflare-purge-action@v0.3.0", "${{ secrets.CLOUDFLARE_TOKEN }}")

	g.dnsAdd("dns/cf-curl-verbose-invalid-headers", `
$ curl -v "https://api.cloudflare.com/client/v4/zones/«_z»/purge_cache" -H "X-Auth-Email: ops@northgate.example" -H "X-Auth-Key: «a»" --data '{"purge_everything":true}'
*   Trying 104.19.192.29:443...
* Connected to api.cloudflare.com (104.19.192.29) port 443
* ALPN: server accepted h2
> POST /client/v4/zones/«_z»/purge_cache HTTP/2
> Host: api.cloudflare.com
> user-agent: curl/8.5.0
> accept: */*
> x-auth-email: ops@northgate.example
> x-auth-key: «a»
> content-length: 25
> content-type: application/x-www-form-urlencoded
>
< HTTP/2 400
< cf-ray: «_ray»-FRA
<
{"success":false,"errors":[{"code":6003,"message":"Invalid request headers","error_chain":[{"code":6103,"message":"Invalid format for X-Auth-Key header"}]}],"messages":[],"result":null}
`, V{"_z": g.dnsID(), "a": g.cfToken(), "_ray": g.hex(16)}, "Invalid format for X-Auth-Key header", "ops@northgate.example")

	g.dnsAdd("dns/cf-go-cloudflare-go-client", `
package dnsync

import (
	"context"

	"github.com/cloudflare/cloudflare-go"
)

const zoneID = "«_z»"

func newAPI() (*cloudflare.API, error) {
	// TODO(mira): read from env before merging
	return cloudflare.NewWithAPIToken("«a»")
}

func upsertA(ctx context.Context, api *cloudflare.API, name, ip string) error {
	rc := cloudflare.ZoneIdentifier(zoneID)
	_, err := api.CreateDNSRecord(ctx, rc, cloudflare.CreateDNSRecordParams{Type: "A", Name: name, Content: ip, TTL: 120})
	return err
}
`, V{"_z": g.dnsID(), "a": g.cfToken()}, "cloudflare.NewWithAPIToken", "github.com/cloudflare/cloudflare-go")

	g.dnsAdd("dns/cf-terraform-tfvars", `
# terraform.tfvars  (gitignored)
cloudflare_api_token  = "«a»"
cloudflare_account_id = "«_acc»"
zone_id               = "«_z»"
origin_ips            = ["«_ip1»", "«_ip2»"]
`, V{"a": g.cfToken(), "_acc": g.dnsID(), "_z": g.dnsID(), "_ip1": g.dnsIP(), "_ip2": g.dnsIP()}, "cloudflare_account_id")

	g.dnsAdd("dns/cf-access-service-token-curl", `
# Access service token "ci-runner" (expires 2025-10-14) -- lets the deploy job reach the staging origin
curl -sS https://staging.foxglove.example/api/health \
  -H "CF-Access-Client-Id: «=id».access" \
  -H "CF-Access-Client-Secret: «a»"
{"status":"ok","commit":"«_c»"}
`, V{"=id": g.hex(32), "a": g.hex(64), "_c": g.hex(12)}, "staging.foxglove.example", "ci-runner")

	g.dnsAdd("dns/cf-tokens-list-benign", `
$ curl -s https://api.cloudflare.com/client/v4/user/tokens -H "Authorization: Bearer $CLOUDFLARE_API_TOKEN" | jq -r '.result[] | [.id, .name, .status, .expires_on] | @tsv'
«_a»	Edit zone DNS (caddy)	active	2025-06-30T00:00:00Z
«_b»	external-dns (prod-eu)	active	null
«_c»	Read analytics	disabled	null
«_d»	terraform-cloudflare	active	2025-12-31T23:59:59Z
`, V{"_a": g.dnsID(), "_b": g.dnsID(), "_c": g.dnsID(), "_d": g.dnsID()}, "Edit zone DNS (caddy)", "$CLOUDFLARE_API_TOKEN")
}

// ---- Route 53 ----

func (g *G) dnsRoute53() {
	g.dnsAdd("dns/r53-list-hosted-zones-benign", `
$ aws route53 list-hosted-zones --output json
{
    "HostedZones": [
        {
            "Id": "/hostedzone/«_z1»",
            "Name": "orchard-labs.example.",
            "CallerReference": "RISWorkflow-RD:«_c1»",
            "Config": {
                "Comment": "HostedZone created by Route53 Registrar",
                "PrivateZone": false
            },
            "ResourceRecordSetCount": 14
        },
        {
            "Id": "/hostedzone/«_z2»",
            "Name": "internal.orchard-labs.example.",
            "CallerReference": "terraform-«_c2»",
            "Config": {
                "PrivateZone": true
            },
            "ResourceRecordSetCount": 37
        }
    ]
}
`, V{"_z1": g.dnsR53Zone(), "_c1": g.uuid(), "_z2": g.dnsR53Zone(), "_c2": g.digits(26)}, "HostedZone created by Route53 Registrar", "internal.orchard-labs.example.")

	g.dnsAdd("dns/r53-aws-credentials-dns-profile", `
$ cat ~/.aws/credentials
[default]
aws_access_key_id = «a1»
aws_secret_access_key = «a2»

[dns-admin]
aws_access_key_id=«b1»
aws_secret_access_key=«b2»
$ cat ~/.aws/config
[profile dns-admin]
region = us-east-1
output = table
`, V{"a1": g.awsID(), "a2": g.awsSecret(), "b1": g.awsID(), "b2": g.awsSecret()}, "[profile dns-admin]")

	z := g.dnsR53Zone()
	g.dnsAdd("dns/r53-change-batch-with-exports", `
$ export AWS_ACCESS_KEY_ID=«a1»
$ export AWS_SECRET_ACCESS_KEY=«a2»
$ export AWS_DEFAULT_REGION=eu-west-1
$ aws route53 change-resource-record-sets --hosted-zone-id «_z» --change-batch file://upsert-api.json
{
    "ChangeInfo": {
        "Id": "/change/C«_ch»",
        "Status": "PENDING",
        "SubmittedAt": "2024-08-21T14:03:51.120000+00:00",
        "Comment": "api -> new ALB"
    }
}
$ aws route53 wait resource-record-sets-changed --id /change/C«_ch»
`, V{"a1": g.awsID(), "a2": g.awsSecret(), "_z": z, "_ch": g.s(alUpNum, 20)}, "upsert-api.json", "api -> new ALB")

	g.dnsAdd("dns/r53-sts-assume-role-json", `
$ aws sts assume-role --role-arn arn:aws:iam::«_acct»:role/route53-acme-dns01 --role-session-name certbot-renew
{
    "Credentials": {
        "AccessKeyId": "«a1»",
        "SecretAccessKey": "«a2»",
        "SessionToken": "«a3»",
        "Expiration": "2024-08-21T15:04:11+00:00"
    },
    "AssumedRoleUser": {
        "AssumedRoleId": "AROA«_ar»:certbot-renew",
        "Arn": "arn:aws:sts::«_acct»:assumed-role/route53-acme-dns01/certbot-renew"
    }
}
`, V{"_acct": g.s(alDigit, 12), "a1": g.awsTempID(), "a2": g.awsSecret(), "a3": g.awsSession(), "_ar": g.s(alUpNum, 17)}, "route53-acme-dns01")

	g.dnsAdd("dns/r53-boto3-script", `
# scripts/failover_dns.py
import boto3

HOSTED_ZONE = "«_z»"

r53 = boto3.client(
    "route53",
    aws_access_key_id="«a1»",
    aws_secret_access_key="«a2»",
)

def point_to(target):
    return r53.change_resource_record_sets(
        HostedZoneId=HOSTED_ZONE,
        ChangeBatch={"Changes": [{"Action": "UPSERT", "ResourceRecordSet": {
            "Name": "db.mosaic.example.", "Type": "CNAME", "TTL": 30,
            "ResourceRecords": [{"Value": target}]}}]},
    )
`, V{"_z": g.dnsR53Zone(), "a1": g.awsID(), "a2": g.awsSecret()}, "db.mosaic.example.", "change_resource_record_sets")

	g.dnsAdd("dns/r53-external-dns-secret-credentials", `
apiVersion: v1
kind: Secret
metadata:
  name: external-dns-aws
  namespace: external-dns
type: Opaque
stringData:
  credentials: |
    [default]
    aws_access_key_id = «a1»
    aws_secret_access_key = «a2»
---
# values.yaml (bitnami/external-dns)
provider: aws
aws:
  credentials:
    secretName: external-dns-aws
  zoneType: public
domainFilters: ["fernhill.example"]
txtOwnerId: «_z»
`, V{"a1": g.awsID(), "a2": g.awsSecret(), "_z": g.dnsR53Zone()}, "external-dns-aws", "fernhill.example")

	sk := g.awsSecret()
	g.dnsAdd("dns/r53-cert-manager-issuer-and-secret", `
apiVersion: cert-manager.io/v1
kind: ClusterIssuer
metadata:
  name: letsencrypt-prod
spec:
  acme:
    email: platform@tidewater.example
    server: https://acme-v02.api.letsencrypt.org/directory
    privateKeySecretRef:
      name: letsencrypt-prod-account
    solvers:
    - dns01:
        route53:
          region: eu-central-1
          hostedZoneID: «_z»
          accessKeyID: «a1»
          secretAccessKeySecretRef:
            name: route53-credentials
            key: secret-access-key
---
apiVersion: v1
kind: Secret
metadata:
  name: route53-credentials
  namespace: cert-manager
data:
  secret-access-key: «a2»
`, V{"_z": g.dnsR53Zone(), "a1": g.awsID(), "a2": b64s(sk)}, "route53-credentials", "letsencrypt-prod-account")

	g.dnsAdd("dns/r53-terraform-provider-hardcoded", `
provider "aws" {
  region     = "us-west-2"
  access_key = "«a1»"
  secret_key = "«a2»"
}

data "aws_route53_zone" "main" {
  name = "granite-apps.example."
}

resource "aws_route53_record" "api" {
  zone_id = data.aws_route53_zone.main.zone_id
  name    = "api.granite-apps.example"
  type    = "A"
  alias {
    name                   = aws_lb.api.dns_name
    zone_id                = aws_lb.api.zone_id
    evaluate_target_health = true
  }
}
`, V{"a1": g.awsID(), "a2": g.awsSecret()}, "api.granite-apps.example", "aws_route53_record")

	g.dnsAdd("dns/r53-traefik-compose-env", `
services:
  traefik:
    image: traefik:v3.1
    command:
      - --certificatesresolvers.le.acme.dnschallenge=true
      - --certificatesresolvers.le.acme.dnschallenge.provider=route53
      - --certificatesresolvers.le.acme.email=admin@birchway.example
      - --certificatesresolvers.le.acme.storage=/letsencrypt/acme.json
    environment:
      - AWS_ACCESS_KEY_ID=«a1»
      - AWS_SECRET_ACCESS_KEY=«a2»
      - AWS_REGION=us-east-1
      - AWS_HOSTED_ZONE_ID=«_z»
    volumes:
      - ./letsencrypt:/letsencrypt
`, V{"a1": g.awsID(), "a2": g.awsSecret(), "_z": g.dnsR53Zone()}, "dnschallenge.provider=route53", "admin@birchway.example")

	g.dnsAdd("dns/r53-list-rrsets-table-benign", `
$ aws route53 list-resource-record-sets --hosted-zone-id «_z» --query "ResourceRecordSets[?Type=='TXT']" --output text
RESOURCERECORDSETS	_amazonses.orchard-labs.example.	300	TXT
RESOURCERECORDS	"«_ses»"
RESOURCERECORDSETS	orchard-labs.example.	300	TXT
RESOURCERECORDS	"google-site-verification=«_gsv»"
RESOURCERECORDS	"v=spf1 include:amazonses.com include:_spf.google.com -all"
RESOURCERECORDSETS	_dmarc.orchard-labs.example.	300	TXT
RESOURCERECORDS	"v=DMARC1; p=quarantine; rua=mailto:dmarc@orchard-labs.example"
`, V{"_z": g.dnsR53Zone(), "_ses": g.b64(32), "_gsv": g.dnsTXT()}, "_amazonses.orchard-labs.example.", "v=DMARC1; p=quarantine; rua=mailto:dmarc@orchard-labs.example")
}

// ---- registrars ----

func (g *G) dnsRegistrars() {
	g.dnsAdd("dns/namecheap-curl-gethosts", `
$ curl -s "https://api.namecheap.com/xml.response?ApiUser=ravenwood&ApiKey=«a»&UserName=ravenwood&Command=namecheap.domains.dns.getHosts&ClientIp=«_ip»&SLD=ravenwood-studio&TLD=com"
<?xml version="1.0" encoding="utf-8"?>
<ApiResponse Status="OK" xmlns="http://api.namecheap.com/xml.response">
  <Errors />
  <Warnings />
  <RequestedCommand>namecheap.domains.dns.gethosts</RequestedCommand>
  <CommandResponse Type="namecheap.domains.dns.getHosts">
    <DomainDNSGetHostsResult Domain="ravenwood-studio.com" EmailType="MX" IsUsingOurDNS="true">
      <host HostId="«_h1»" Name="@" Type="A" Address="«_ip2»" MXPref="10" TTL="1800" AssociatedAppTitle="" FriendlyName="" IsActive="true" IsDDNSEnabled="false" />
      <host HostId="«_h2»" Name="www" Type="CNAME" Address="ravenwood-studio.com." MXPref="10" TTL="1800" AssociatedAppTitle="" FriendlyName="" IsActive="true" IsDDNSEnabled="false" />
    </DomainDNSGetHostsResult>
  </CommandResponse>
  <Server>PHX01SBAPIEXT05</Server>
  <GMTTimeDifference>--4:00</GMTTimeDifference>
  <ExecutionTime>0.117</ExecutionTime>
</ApiResponse>
`, V{"a": g.hex(32), "_ip": g.dnsIP(), "_h1": g.digits(9), "_ip2": g.dnsIP(), "_h2": g.digits(9)}, "namecheap.domains.dns.getHosts", "ApiUser=ravenwood")

	g.dnsAdd("dns/namecheap-dotenv", `
# .env for the domain-renewal bot
NAMECHEAP_API_USER=ivyroute
NAMECHEAP_API_KEY=«a»
NAMECHEAP_USERNAME=ivyroute
NAMECHEAP_CLIENT_IP=«_ip»
NAMECHEAP_SANDBOX=false
SLACK_WEBHOOK_URL=https://hooks.slack.com/services/«_t»/«_b»/«b»
`, V{"a": g.hex(32), "_ip": g.dnsIP(), "_t": g.slackT(), "_b": g.slackB(), "b": g.an(24)}, "NAMECHEAP_CLIENT_IP", "NAMECHEAP_SANDBOX=false")

	g.dnsAdd("dns/namecheap-error-ip-not-whitelisted", `
requests.get -> https://api.namecheap.com/xml.response?ApiUser=solenne&ApiKey=«a»&UserName=solenne&ClientIp=10.0.2.15&Command=namecheap.domains.getList
<ApiResponse Status="ERROR" xmlns="http://api.namecheap.com/xml.response">
  <Errors>
    <Error Number="1011150">Invalid request IP: 10.0.2.15</Error>
  </Errors>
  <Warnings />
  <RequestedCommand>namecheap.domains.getlist</RequestedCommand>
  <Server>PHX01SBAPIEXT06</Server>
  <ExecutionTime>0.004</ExecutionTime>
</ApiResponse>
`, V{"a": g.hex(32)}, "Invalid request IP: 10.0.2.15", "Error Number=\"1011150\"")

	gk, gs := g.dnsGDKey(), g.an(22)
	g.dnsAdd("dns/godaddy-curl-sso-key-put", `
$ curl -X PUT "https://api.godaddy.com/v1/domains/copperleaf.example/records/TXT/_acme-challenge" \
    -H "Authorization: sso-key «a»:«b»" \
    -H "Content-Type: application/json" \
    -d '[{"data":"«_ch»","ttl":600}]' -w '%{http_code}\n'
200
`, V{"a": gk, "b": gs, "_ch": g.dnsTXT()}, "copperleaf.example")

	g.dnsAdd("dns/godaddy-node-axios", `
// lib/godaddy.js
const axios = require('axios');

const GD_KEY = process.env.GD_KEY || '«a»';
const GD_SECRET = process.env.GD_SECRET || '«b»';

const gd = axios.create({
  baseURL: 'https://api.godaddy.com/v1',
  headers: { Authorization: ˋsso-key ${GD_KEY}:${GD_SECRET}ˋ },
});

module.exports.listDomains = async () => (await gd.get('/domains?statuses=ACTIVE')).data;
`, V{"a": g.dnsGDKey(), "b": g.an(22)}, "https://api.godaddy.com/v1", "process.env.GD_KEY")

	g.dnsAdd("dns/godaddy-ote-and-prod-env", `
# OTE (test) keys -- safe to share inside the team
GODADDY_OTE_KEY=«a1»
GODADDY_OTE_SECRET=«a2»
GODADDY_OTE_URL=https://api.ote-godaddy.com

# production
GODADDY_KEY=«b1»
GODADDY_SECRET=«b2»
GODADDY_CUSTOMER_ID=«_cust»
`, V{"a1": g.dnsGDKey(), "a2": g.an(22), "b1": g.dnsGDKey(), "b2": g.an(22), "_cust": g.uuid()}, "https://api.ote-godaddy.com", "GODADDY_CUSTOMER_ID")

	g.dnsAdd("dns/porkbun-curl-ping", `
$ curl -s -X POST https://api.porkbun.com/api/json/v3/ping \
    -H 'Content-Type: application/json' \
    -d '{"secretapikey":"sk1_«b»","apikey":"pk1_«a»"}'
{"status":"SUCCESS","yourIp":"«_ip»"}
`, V{"b": g.hex(64), "a": g.hex(64), "_ip": g.dnsIP()}, "https://api.porkbun.com/api/json/v3/ping")

	g.dnsAdd("dns/porkbun-ddns-config-json", `
$ cat porkbun-ddns/config.json
{
	"endpoint":"https://api.porkbun.com/api/json/v3",
	"apikey":"pk1_«a»",
	"secretapikey":"sk1_«b»"
}
$ python3 porkbun-ddns.py config.json marigold.example nas
Retrieving existing record...
Deleting existing A Record
Creating A Record
{'status': 'SUCCESS', 'id': «_id»}
`, V{"a": g.hex(64), "b": g.hex(64), "_id": g.digits(9)}, "porkbun-ddns.py config.json marigold.example nas")

	g.dnsAdd("dns/gandi-livedns-pat-curl", `
$ curl -s -H "Authorization: Bearer «a»" https://api.gandi.net/v5/livedns/domains/quillfeather.example/records | jq -r '.[] | "\(.rrset_name) \(.rrset_type) \(.rrset_values|join(","))"'
@ A «_ip»
@ MX 10 spool.mail.gandi.net.,50 fb.mail.gandi.net.
@ TXT "v=spf1 include:_mailcust.gandi.net ?all"
gm1._domainkey CNAME gm1.gandimail.net.
www CNAME webredir.vip.gandi.net.
`, V{"a": g.hex(40), "_ip": g.dnsIP()}, "quillfeather.example", "gm1._domainkey CNAME gm1.gandimail.net.")

	g.dnsAdd("dns/gandi-cli-legacy-config", `
$ cat ~/.config/gandi/config.yaml
api:
  env: production
  host: https://rpc.gandi.net/xmlrpc/
  key: «a»
apirest:
  key: «b»
sshkey:
- ~/.ssh/id_ed25519.pub
`, V{"a": g.an(24), "b": g.an(24)}, "https://rpc.gandi.net/xmlrpc/", "~/.ssh/id_ed25519.pub")

	g.dnsAdd("dns/ovh-conf-three-keys", `
$ cat ~/.ovh.conf
[default]
; general configuration: default endpoint
endpoint=ovh-eu

[ovh-eu]
; configuration specific to 'ovh-eu' endpoint
application_key=«=ak»
application_secret=«a»
consumer_key=«b»
`, V{"=ak": g.an(16), "a": g.an(32), "b": g.an(32)}, "; configuration specific to 'ovh-eu' endpoint")

	g.dnsAdd("dns/ovh-request-consumer-key-response", `
$ curl -s -XPOST -H "X-Ovh-Application: «=ak»" -H "Content-type: application/json" \
    https://eu.api.ovh.com/1.0/auth/credential \
    -d '{"accessRules":[{"method":"GET","path":"/domain/zone/*"},{"method":"POST","path":"/domain/zone/*"},{"method":"DELETE","path":"/domain/zone/*/record/*"}]}'
{"consumerKey":"«a»","state":"pendingValidation","validationUrl":"https://www.ovh.com/auth/sso/api?credentialToken=«=ct»"}
`, V{"=ak": g.an(16), "a": g.an(32), "=ct": g.hex(64)}, "pendingValidation", "/domain/zone/*/record/*")

	g.dnsAdd("dns/ovh-python-client", `
import ovh

client = ovh.Client(
    endpoint="ovh-eu",
    application_key="«=ak»",
    application_secret="«a»",
    consumer_key="«b»",
)

for rid in client.get("/domain/zone/saltmarsh.example/record", fieldType="A"):
    print(client.get(f"/domain/zone/saltmarsh.example/record/{rid}"))
client.post("/domain/zone/saltmarsh.example/refresh")
`, V{"=ak": g.an(16), "a": g.an(32), "b": g.an(32)}, "/domain/zone/saltmarsh.example/refresh")

	g.dnsAdd("dns/namecom-curl-basic-auth", `
$ curl -u 'hollis-ops:«a»' 'https://api.name.com/v4/domains/hollis.example/records'
{"records":[{"id":«_r1»,"domainName":"hollis.example","host":"","fqdn":"hollis.example.","type":"A","answer":"«_ip»","ttl":300},{"id":«_r2»,"domainName":"hollis.example","host":"www","fqdn":"www.hollis.example.","type":"CNAME","answer":"hollis.example","ttl":300}]}
`, V{"a": g.hex(40), "_r1": g.digits(9), "_ip": g.dnsIP(), "_r2": g.digits(9)}, "hollis-ops", "https://api.name.com/v4/domains/hollis.example/records")

	g.dnsAdd("dns/namesilo-url-key", `
$ curl -s "https://www.namesilo.com/api/dnsListRecords?version=1&type=xml&key=«a»&domain=brambleco.example" | xmllint --format -
<?xml version="1.0"?>
<namesilo>
  <request>
    <operation>dnsListRecords</operation>
    <ip>«_ip»</ip>
  </request>
  <reply>
    <code>300</code>
    <detail>success</detail>
    <resource_record>
      <record_id>«_r»</record_id>
      <type>A</type>
      <host>brambleco.example</host>
      <value>«_ip2»</value>
      <ttl>7207</ttl>
      <distance>0</distance>
    </resource_record>
  </reply>
</namesilo>
`, V{"a": g.hex(22), "_ip": g.dnsIP(), "_r": g.hex(32), "_ip2": g.dnsIP()}, "dnsListRecords", "brambleco.example")

	g.dnsAdd("dns/dynadot-api3-set-ns", `
$ curl "https://api.dynadot.com/api3.json?key=«a»&command=set_ns&domain=pebblecove.example&ns0=ns1.pebblecove-dns.example&ns1=ns2.pebblecove-dns.example"
{"SetNsResponse":{"ResponseCode":0,"Status":"success"}}
`, V{"a": g.an(8) + g.s(alAlnum, 30)}, "pebblecove.example", "\"SetNsResponse\"")

	g.dnsAdd("dns/inwx-python-domrobot", `
from INWX.Domrobot import ApiClient

username = 'kestrelhost'
password = '«a»'
shared_secret = '«b»'  # 2FA seed from the INWX account page

api_client = ApiClient(api_url=ApiClient.API_LIVE_URL, debug_mode=False)
login_result = api_client.login(username, password, shared_secret)
if login_result['code'] == 1000:
    info = api_client.call_api(api_method='nameserver.info', method_params={'domain': 'kestrelhost.example'})
    print(info['resData']['record'])
`, V{"a": g.pw(), "b": g.totp()}, "nameserver.info", "username = 'kestrelhost'")

	g.dnsAdd("dns/netcup-ccp-login-session", `
$ curl -s -X POST https://ccp.netcup.net/run/webservice/servers/endpoint.php?JSON \
  -d '{"action":"login","param":{"customernumber":"«_cn»","apikey":"«a»","apipassword":"«b»"}}'
{"serverrequestid":"«_sr»","clientrequestid":"","action":"login","status":"success","statuscode":2000,"shortmessage":"Login successful","longmessage":"Session has been created successful.","responsedata":{"apisessionid":"«c»"}}
`, V{"_cn": g.digits(5), "a": g.an(32), "b": g.an(44), "_sr": g.an(24), "c": g.an(28)}, "Session has been created successful.")

	g.dnsAdd("dns/njalla-json-rpc", `
$ curl -s https://njal.la/api/1/ -H 'Authorization: Njalla «a»' \
    -d '{"method":"list-records","params":{"domain":"thornfield.example"}}'
{"jsonrpc": "2.0", "result": {"records": [{"id": «_r», "name": "@", "type": "AAAA", "content": "2001:db8::7", "ttl": 10800}]}}
`, V{"a": g.hex(40), "_r": g.digits(7)}, "thornfield.example", "\"method\":\"list-records\"")

	g.dnsAdd("dns/transip-private-key-login", `
<?php
// config/transip.php
return [
    'login' => 'meridianweb',
    'private_key' => '«a»',
    'generate_whitelist_only_tokens' => true,
    'domains' => ['meridianweb.example', 'meridian-shop.example'],
];
`, V{"a": jsonEsc(g.pkcs8RSAPEM().block())}, "generate_whitelist_only_tokens", "'login' => 'meridianweb'")

	g.dnsAdd("dns/epp-auth-code-transfer-mail", `
From: Registrar Support <support@registrar.example>
To: alex@lanternbay.example
Subject: Your transfer authorization code for lanternbay.example

Hello Alex,

As requested, the domain lanternbay.example has been unlocked for transfer.

  Domain:              lanternbay.example
  Registry lock:       removed
  Auth code (EPP key): «a»
  Valid until:         2024-12-01 23:59 UTC

Enter this code at the gaining registrar to start the transfer. Anyone
holding this code can move the domain, so please keep it private.

Ticket #«_t»
`, V{"a": g.s(alAlnum+"!#%*+=?@", 16), "_t": g.digits(7)}, "Registry lock:       removed", "lanternbay.example")

	g.dnsAdd("dns/registrar-ticket-benign-ids", `
Ticket #«_t» — lanternbay.example transfer
Status: Pending (awaiting losing registrar)
Order id: «_o»   Transfer id: «_tr»
Registrant contact handle: «_h»
Nameservers after transfer: ana.ns.cloudflare.com, jeff.ns.cloudflare.com
(auth code was entered by the customer; it is not stored in the ticket)
`, V{"_t": g.digits(7), "_o": g.digits(10), "_tr": g.uuid(), "_h": "C" + g.digits(8) + "-" + g.pick("LROR", "GANDI", "OVH")}, "ana.ns.cloudflare.com, jeff.ns.cloudflare.com", "Registrant contact handle")
}

// ---- DNS hosts ----

func (g *G) dnsHosts() {
	g.dnsAdd("dns/doctl-config-yaml", `
$ doctl auth init --context ops
Please authenticate doctl for use with your DigitalOcean account. You can generate a token in the control panel at https://cloud.digitalocean.com/account/api/tokens

Enter your access token: ●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●●
Validating token... ✔
$ cat ~/.config/doctl/config.yaml
access-token: «a»
auth-contexts:
  ops: «b»
context: ops
output: text
`, V{"a": g.doToken(), "b": g.doToken()}, "doctl auth init --context ops", "Validating token...")

	g.dnsAdd("dns/doctl-records-list-benign", `
$ doctl compute domain records list tarnwell.example
ID           Type    Name                 Data                                      Priority    Port    TTL     Weight
«_r1»    SOA     @                    1800                                      0           0       1800    0
«_r2»    NS      @                    ns1.digitalocean.com                      0           0       1800    0
«_r3»    A       @                    «_ip»                            0           0       3600    0
«_r4»    TXT     @                    google-site-verification=«_g»  0    0       3600    0
«_r5»    CAA     @                    letsencrypt.org                           0           0       3600    0
`, V{"_r1": g.digits(9), "_r2": g.digits(9), "_r3": g.digits(9), "_ip": g.dnsIP(), "_r4": g.digits(9), "_g": g.dnsTXT(), "_r5": g.digits(9)}, "doctl compute domain records list tarnwell.example")

	g.dnsAdd("dns/hetzner-dns-curl-zones", `
$ curl -s "https://dns.hetzner.com/api/v1/zones" -H 'Auth-API-Token: «a»' | jq '.zones[] | {id, name, ns}'
{
  "id": "«_z»",
  "name": "alderbrook.example",
  "ns": [
    "hydrogen.ns.hetzner.com",
    "oxygen.ns.hetzner.com",
    "helium.ns.hetzner.de"
  ]
}
`, V{"a": g.an(32), "_z": g.an(22)}, "hydrogen.ns.hetzner.com", "alderbrook.example")

	g.dnsAdd("dns/hetzner-terraform-provider", `
terraform {
  required_providers {
    hetznerdns = {
      source  = "timohirt/hetznerdns"
      version = "2.2.0"
    }
    hcloud = {
      source = "hetznercloud/hcloud"
    }
  }
}

provider "hetznerdns" {
  apitoken = "«a»"
}

provider "hcloud" {
  token = "«b»"
}
`, V{"a": g.an(32), "b": g.an(64)}, "timohirt/hetznerdns", "hetznercloud/hcloud")

	g.dnsAdd("dns/desec-login-token", `
$ curl -s -X POST https://desec.io/api/v1/auth/login/ \
    --header "Content-Type: application/json" \
    --data '{"email": "noor@cloverfield.example", "password": "«a»"}'
{"id":"«_id»","created":"2024-10-12T09:31:04.561204Z","last_used":null,"owner":"noor@cloverfield.example","user_override":null,"max_age":"7 00:00:00","max_unused_period":"01:00:00","name":"","perm_create_domain":false,"perm_delete_domain":false,"perm_manage_tokens":true,"allowed_subnets":["0.0.0.0/0","::/0"],"auto_policy":false,"is_valid":true,"token":"«b»"}
`, V{"a": g.pw(), "_id": g.uuid(), "b": g.b64u(28)}, "perm_manage_tokens", "noor@cloverfield.example")

	g.dnsAdd("dns/desec-rrsets-token-header", `
$ curl -s https://desec.io/api/v1/domains/cloverfield.dedyn.io/rrsets/ \
    --header "Authorization: Token «a»" | jq -c '.[] | [.subname, .type, .records]'
["","A",["«_ip»"]]
["","DS",["«_kt» 13 2 «_ds»"]]
["_acme-challenge","TXT",["\"«_ch»\""]]
`, V{"a": g.b64u(28), "_ip": g.dnsIP(), "_kt": fmt.Sprint(10000 + g.r.IntN(55000)), "_ds": strings.ToLower(g.dnsDS()), "_ch": g.dnsTXT()}, "cloverfield.dedyn.io")

	g.dnsAdd("dns/dnsimple-whoami-curl", `
$ curl -s -H "Authorization: Bearer «a»" -H "Accept: application/json" https://api.dnsimple.com/v2/whoami
{"data":{"user":null,"account":{"id":«_acc»,"email":"billing@oakhurst.example","plan_identifier":"teams-v2-monthly","created_at":"2021-03-02T10:44:09Z","updated_at":"2024-07-19T12:02:31Z"}}}
`, V{"a": "dnsimple_a_" + g.an(32), "_acc": g.digits(6)}, "teams-v2-monthly", "https://api.dnsimple.com/v2/whoami")

	g.dnsAdd("dns/dnsimple-ruby-client", `
# lib/tasks/dns.rake
require "dnsimple"

namespace :dns do
  task sync: :environment do
    client = Dnsimple::Client.new(access_token: "«a»")
    account_id = «_acc»
    client.zones.all_zone_records(account_id, "oakhurst.example").data.each do |r|
      puts [r.id, r.type, r.name, r.content].join("\t")
    end
  end
end
`, V{"a": g.an(32), "_acc": g.digits(6)}, "all_zone_records", "Dnsimple::Client.new")

	g.dnsAdd("dns/ns1-curl-nsone-key", `
$ curl -sH "X-NSONE-Key: «a»" https://api.nsone.net/v1/zones/starling.example | jq '{zone, ttl, nx_ttl, dnssec, records: (.records | length)}'
{
  "zone": "starling.example",
  "ttl": 3600,
  "nx_ttl": 3600,
  "dnssec": true,
  "records": 42
}
`, V{"a": g.an(20)}, "https://api.nsone.net/v1/zones/starling.example")

	g.dnsAdd("dns/ns1-python-nsone-config", `
$ cat ~/.nsone
{
    "default_key": "account1",
    "verbosity": 5,
    "keys": {
        "account1": {
            "key": "«a»",
            "desc": "prod account"
        },
        "account2": {
            "key": "«b»",
            "desc": "sandbox"
        }
    },
    "cli": {
        "output_format": "text"
    }
}
`, V{"a": g.an(20), "b": g.an(20)}, "\"default_key\": \"account1\"")

	g.dnsAdd("dns/pdns-conf-api-key", `
# /etc/powerdns/pdns.conf
launch=gpgsql
gpgsql-host=127.0.0.1
gpgsql-dbname=pdns
gpgsql-user=pdns
gpgsql-password=«a»
api=yes
api-key=«b»
webserver=yes
webserver-address=0.0.0.0
webserver-port=8081
webserver-allow-from=10.0.0.0/8,127.0.0.1
webserver-password=«c»
default-soa-content=ns1.@ hostmaster.@ 0 10800 3600 604800 3600
`, V{"a": g.pwStrong(), "b": g.an(32), "c": g.pw()}, "webserver-allow-from=10.0.0.0/8,127.0.0.1", "launch=gpgsql")

	g.dnsAdd("dns/pdns-curl-patch-rrset", `
$ curl -s -X PATCH -H 'X-API-Key: «a»' http://10.20.0.53:8081/api/v1/servers/localhost/zones/corp.wrenfield.example. \
  --data '{"rrsets":[{"name":"vpn.corp.wrenfield.example.","type":"A","ttl":300,"changetype":"REPLACE","records":[{"content":"«_ip»","disabled":false}]}]}' -w '%{http_code}\n'
204
`, V{"a": g.hex(32), "_ip": g.dnsIP()}, "vpn.corp.wrenfield.example.", "/api/v1/servers/localhost/zones/")

	g.dnsAdd("dns/pdns-admin-compose", `
services:
  pdns:
    image: powerdns/pdns-auth-49
    environment:
      PDNS_AUTH_API_KEY: "«a»"
  powerdns-admin:
    image: powerdnsadmin/pda-legacy:v0.4.2
    ports:
      - "9191:80"
    environment:
      - SECRET_KEY=«b»
      - SQLALCHEMY_DATABASE_URI=mysql://pda:«c»@mariadb/powerdnsadmin
      - GUNICORN_TIMEOUT=60
      - PDNS_API_URL=http://pdns:8081
      - PDNS_API_KEY=«a»
`, V{"a": g.an(32), "b": g.hex(32), "c": g.pwURL()}, "powerdnsadmin/pda-legacy:v0.4.2", "GUNICORN_TIMEOUT=60")

	g.dnsAdd("dns/linode-cli-config", `
$ cat ~/.config/linode-cli
[DEFAULT]
default-user = ember-ops

[ember-ops]
token = «a»
region = eu-central
type = g6-standard-2
image = linode/debian12
authorized_users = ember-ops
`, V{"a": g.hex(64)}, "default-user = ember-ops", "linode/debian12")

	g.dnsAdd("dns/vultr-cli-yaml-and-records", `
$ cat ~/.vultr-cli.yaml
api-key: «a»
$ vultr-cli dns record list harborlight.example
ID					TYPE	NAME	DATA			PRIORITY	TTL
«_r1»	A		«_ip»		-1		300
«_r2»	MX		mx.harborlight.example	10		300
`, V{"a": g.s(alUpNum, 36), "_r1": g.uuid(), "_ip": g.dnsIP(), "_r2": g.uuid()}, "vultr-cli dns record list harborlight.example")

	g.dnsAdd("dns/cloudns-auth-password-url", `
$ curl -s "https://api.cloudns.net/dns/add-record.json?auth-id=«_id»&auth-password=«a»&domain-name=fernvale.example&record-type=TXT&host=_acme-challenge&record=«_ch»&ttl=60"
{"status":"Success","statusDescription":"The record was added successfully.","data":{"id":«_r»}}
`, V{"_id": g.digits(5), "a": g.pwURL(), "_ch": g.dnsTXT(), "_r": g.digits(9)}, "The record was added successfully.")

	g.dnsAdd("dns/azure-dns-sp-create-output", `
$ az ad sp create-for-rbac --name dns-zone-contributor-certs --role "DNS Zone Contributor" --scopes /subscriptions/«_sub»/resourceGroups/rg-dns/providers/Microsoft.Network/dnszones/lakeview.example
Creating 'DNS Zone Contributor' role assignment under scope '/subscriptions/«_sub»/resourceGroups/rg-dns/providers/Microsoft.Network/dnszones/lakeview.example'
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control. For more information, see https://aka.ms/azadsp-cli
{
  "appId": "«_app»",
  "displayName": "dns-zone-contributor-certs",
  "password": "«a»",
  "tenant": "«_ten»"
}
`, V{"_sub": g.uuid(), "_app": g.uuid(), "a": g.azSecret(), "_ten": g.uuid()}, "dns-zone-contributor-certs", "DNS Zone Contributor")

	g.dnsAdd("dns/gcloud-dns-sa-key-json", `
$ cat secrets/dns01-solver.json
{
  "type": "service_account",
  "project_id": "lakeview-prod",
  "private_key_id": "«=kid»",
  "private_key": "«a»",
  "client_email": "dns01-solver@lakeview-prod.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}
`, V{"=kid": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block()) + `\n`, "_cid": g.digits(21)}, "dns01-solver@lakeview-prod.iam.gserviceaccount.com")

	g.dnsAdd("dns/he-net-dyn-update", `
$ curl -4 "https://dyn.dns.he.net/nic/update" -d "hostname=vpn.rookery.example" -d "password=«a»" -d "myip=«_ip»"
good «_ip»
$ curl -6 "https://vpn.rookery.example:«b»@dyn.dns.he.net/nic/update?hostname=vpn.rookery.example"
nochg 2001:db8:41:7::2
`, V{"a": g.an(16), "_ip": g.dnsIP(), "b": g.an(16)}, "hostname=vpn.rookery.example")
}

// ---- CDNs and edge ----

func (g *G) dnsCDN() {
	g.dnsAdd("dns/bunny-api-pullzone-list", `
$ curl -s https://api.bunny.net/pullzone -H "AccessKey: «a»" -H "accept: application/json" | jq '.[] | {Id, Name, OriginUrl, Hostnames: [.Hostnames[].Value]}'
{
  "Id": «_pz»,
  "Name": "slatecast-media",
  "OriginUrl": "https://origin.slatecast.example",
  "Hostnames": [
    "slatecast-media.b-cdn.net",
    "cdn.slatecast.example"
  ]
}
`, V{"a": g.dnsBunny(), "_pz": g.digits(7)}, "slatecast-media.b-cdn.net", "https://origin.slatecast.example")

	g.dnsAdd("dns/bunny-storage-put", `
$ curl --request PUT \
     --url https://storage.bunnycdn.com/slatecast-assets/video/ep42/master.m3u8 \
     --header 'AccessKey: «a»' \
     --header 'Content-Type: application/octet-stream' \
     --data-binary @dist/ep42/master.m3u8
{"HttpCode":201,"Message":"File uploaded."}
`, V{"a": g.uuid() + "-" + g.hex(4) + "-" + g.hex(4)}, "slatecast-assets/video/ep42/master.m3u8", "File uploaded.")

	g.dnsAdd("dns/bunny-token-auth-node", `
// sign.js -- Bunny CDN token authentication (pull zone "slatecast-private")
const crypto = require('crypto');

const SECURITY_KEY = '«a»';

function signUrl(path, expiresInSec = 3600) {
  const expires = Math.floor(Date.now() / 1000) + expiresInSec;
  const hash = crypto.createHash('sha256').update(SECURITY_KEY + path + expires).digest('base64')
    .replace(/\n/g, '').replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
  return ˋhttps://private.slatecast.example${path}?token=${hash}&expires=${expires}ˋ;
}
`, V{"a": g.uuid()}, "slatecast-private", "https://private.slatecast.example")

	g.dnsAdd("dns/fastly-cli-config-toml", `
$ cat ~/.config/fastly/config.toml
config_version = 5

[fastly]
api_endpoint = "https://api.fastly.com"

[profile]

[profile.user]
customer_id = "«_cid»"
customer_name = "Northwind Media"
default = true
email = "sre@northwind-media.example"
token = "«a»"

[profile.ci]
default = false
email = "ci@northwind-media.example"
token = "«b»"
`, V{"_cid": g.an(22), "a": g.b64u(32), "b": g.b64u(32)}, "Northwind Media", "sre@northwind-media.example")

	g.dnsAdd("dns/fastly-curl-purge-all", `
$ curl -s -X POST -H "Fastly-Key: «a»" -H "Accept: application/json" https://api.fastly.com/service/«_svc»/purge_all
{"status":"ok"}
$ curl -s -X POST -H "Fastly-Key: «a»" -H "Fastly-Soft-Purge: 1" https://api.fastly.com/service/«_svc»/purge/product-1182
{"status":"ok","id":"«_pid»"}
`, V{"a": g.b64u(32), "_svc": g.an(22), "_pid": fmt.Sprintf("%d-%d-%d", 1000+g.r.IntN(9000), 1700000000+g.r.IntN(9000000), g.r.IntN(99999))}, "Fastly-Soft-Purge: 1", "purge/product-1182")

	g.dnsAdd("dns/fastly-terraform-provider", `
provider "fastly" {
  api_key = "«a»"
}

resource "fastly_service_vcl" "www" {
  name = "www-northwind"

  domain {
    name    = "www.northwind-media.example"
    comment = "prod"
  }

  backend {
    address = "origin.northwind-media.example"
    name    = "origin"
    port    = 443
    use_ssl = true
  }

  force_destroy = false
}
`, V{"a": g.b64u(32)}, "fastly_service_vcl", "origin.northwind-media.example")

	g.dnsAdd("dns/fastly-compute-publish-env", `
$ FASTLY_API_TOKEN=«a» fastly compute publish --service-id=«_svc» --non-interactive
✓ Verifying fastly.toml
✓ Identifying package name
✓ Running [scripts.build]
✓ Creating package archive
SUCCESS: Built package (pkg/edge-auth.tar.gz)
✓ Uploading package
✓ Activating service (version 37)

Manage this service at:
	https://manage.fastly.com/configure/services/«_svc»

View this service at:
	https://edge-auth.edgecompute.app
`, V{"a": g.b64u(32), "_svc": g.an(22)}, "https://edge-auth.edgecompute.app", "pkg/edge-auth.tar.gz")

	g.dnsAdd("dns/akamai-edgerc", `
$ cat ~/.edgerc
[default]
client_secret = «a1»
host = «_h1».luna.akamaiapis.net
access_token = «a2»
client_token = «a3»

[ccu]
client_secret = «b1»
host = «_h2».purge.akamaiapis.net
access_token = «b2»
client_token = «b3»
max-body = 131072
`, V{"a1": g.b64(32), "_h1": g.dnsAkab(), "a2": g.dnsAkab(), "a3": g.dnsAkab(), "b1": g.b64(32), "_h2": g.dnsAkab(), "b2": g.dnsAkab(), "b3": g.dnsAkab()}, "max-body = 131072")

	g.dnsAdd("dns/akamai-python-edgegrid", `
import requests
from akamai.edgegrid import EdgeGridAuth
from urllib.parse import urljoin

baseurl = "https://«_h».luna.akamaiapis.net/"
s = requests.Session()
s.auth = EdgeGridAuth(
    client_token="«a1»",
    client_secret="«a2»",
    access_token="«a3»",
)

r = s.get(urljoin(baseurl, "/config-dns/v2/zones?search=pinegate.example"))
print(r.status_code, r.json()["zones"][0]["versionId"])
`, V{"_h": g.dnsAkab(), "a1": g.dnsAkab(), "a2": g.b64(32), "a3": g.dnsAkab()}, "/config-dns/v2/zones?search=pinegate.example")

	g.dnsAdd("dns/akamai-cli-purge-benign", `
$ akamai purge --section ccu invalidate https://www.pinegate.example/pricing https://www.pinegate.example/
Purging...Successfully invalidated 2 urls on staging.
Purge ID: «_pid»
Support ID: «_sid»
Estimated Time: 5 seconds
$ akamai dns list-recordsets pinegate.example --json | jq '.recordsets | length'
27
`, V{"_pid": g.uuid(), "_sid": "edcp-" + g.s(alLowNum, 20)}, "akamai purge --section ccu invalidate", "Successfully invalidated 2 urls on staging.")

	g.dnsAdd("dns/akamai-terraform-inline-config", `
provider "akamai" {
  config {
    client_secret = "«a1»"
    host          = "«_h».luna.akamaiapis.net"
    access_token  = "«a2»"
    client_token  = "«a3»"
    account_key   = "«_ak»"
  }
}

resource "akamai_dns_record" "www" {
  zone       = "pinegate.example"
  name       = "www.pinegate.example"
  recordtype = "CNAME"
  ttl        = 300
  target     = ["www.pinegate.example.edgekey.net"]
}
`, V{"a1": g.b64(32), "_h": g.dnsAkab(), "a2": g.dnsAkab(), "a3": g.dnsAkab(), "_ak": "B-C-" + g.s(alUpNum, 7)}, "www.pinegate.example.edgekey.net")

	g.dnsAdd("dns/keycdn-curl-basic", `
$ curl -s -u «a»: https://api.keycdn.com/zones.json | jq '.data.zones[] | {id, name, originurl}'
{
  "id": "«_zid»",
  "name": "shorelineimg",
  "originurl": "https://img-origin.shoreline.example"
}
`, V{"a": "sk_prod_" + g.an(24), "_zid": g.digits(6)}, "https://img-origin.shoreline.example")

	kp := "K" + g.s(alUpNum, 13)
	g.dnsAdd("dns/cloudfront-signed-url-python", `
# signer.py
import datetime
from botocore.signers import CloudFrontSigner
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding

KEY_PAIR_ID = "«_kp»"
PRIVATE_KEY = b"""«a»"""

def rsa_signer(message):
    key = serialization.load_pem_private_key(PRIVATE_KEY, password=None)
    return key.sign(message, padding.PKCS1v15(), hashes.SHA1())

signer = CloudFrontSigner(KEY_PAIR_ID, rsa_signer)
url = signer.generate_presigned_url("https://d111111abcdef8.cloudfront.net/reports/q3.pdf",
                                    date_less_than=datetime.datetime(2024, 12, 1))
`, V{"_kp": kp, "a": g.rsaPEM().block()}, "d111111abcdef8.cloudfront.net", "CloudFrontSigner")

	g.dnsAdd("dns/stackpath-oauth-token", `
$ curl -s -X POST https://gateway.stackpath.com/identity/v1/oauth2/token \
    -H 'Content-Type: application/json' \
    -d '{"grant_type":"client_credentials","client_id":"«_cid»","client_secret":"«a»"}'
{"access_token":"«b»","token_type":"bearer","expires_in":3600}
`, V{"_cid": g.hex(32), "a": g.hex(64), "b": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://gateway.stackpath.com","sub":"%s","exp":%d}`, g.uuid(), 1726000000+g.r.IntN(9000000)))}, "https://gateway.stackpath.com/identity/v1/oauth2/token")

	g.dnsAdd("dns/imperva-api-headers", `
$ curl -s -X POST "https://my.imperva.com/api/prov/v1/sites/list" \
    -H "x-API-Id: «_id»" \
    -H "x-API-Key: «a»" \
    -d "page_size=5" | jq '.sites[] | {site_id, domain, dns: .dns[0].set_data_to}'
{
  "site_id": «_site»,
  "domain": "www.quayside.example",
  "dns": [
    "«_cn».x.incapdns.net"
  ]
}
`, V{"_id": g.digits(5), "a": g.uuid(), "_site": g.digits(8), "_cn": g.s(alLowNum, 6)}, "www.quayside.example", "my.imperva.com/api/prov/v1/sites/list")

	g.dnsAdd("dns/sucuri-api-clear-cache", `
# crontab -l (www-data on wp01)
15 3 * * * curl -s "https://waf.sucuri.net/api?v2" --data "k=«_k»" --data "s=«a»" --data "a=clearcache" >/dev/null
`, V{"_k": g.hex(32), "a": g.hex(32)}, "https://waf.sucuri.net/api?v2", "a=clearcache")
}

// ---- BIND, Knot, NSD, PowerDNS TSIG, DHCP DDNS ----

func (g *G) dnsBIND() {
	g.dnsAdd("dns/bind-tsig-keygen-output", `
root@ns1:~# tsig-keygen -a hmac-sha256 xfr-ns2.wrenfield.example | tee /etc/bind/keys/xfr-ns2.key
key "xfr-ns2.wrenfield.example" {
	algorithm hmac-sha256;
	secret "«a»";
};
root@ns1:~# chown root:bind /etc/bind/keys/xfr-ns2.key && chmod 640 /etc/bind/keys/xfr-ns2.key
`, V{"a": g.b64(32)}, "xfr-ns2.wrenfield.example", "/etc/bind/keys/xfr-ns2.key")

	g.dnsAdd("dns/bind-named-conf-local-key-inline", `
// /etc/bind/named.conf.local
key "dhcp-update" {
        algorithm hmac-md5;
        secret "«a»";
};

key "certbot." {
        algorithm hmac-sha512;
        secret "«b»";
};

zone "lan.wrenfield.example" {
        type master;
        file "/var/lib/bind/db.lan.wrenfield.example";
        allow-update { key "dhcp-update"; };
};

zone "wrenfield.example" {
        type master;
        file "/var/lib/bind/db.wrenfield.example";
        update-policy {
                grant certbot. name _acme-challenge.wrenfield.example. txt;
        };
};
`, V{"a": g.b64(16), "b": g.b64(64)}, "grant certbot. name _acme-challenge.wrenfield.example. txt;", "/var/lib/bind/db.lan.wrenfield.example")

	g.dnsAdd("dns/bind-nsupdate-y-heredoc", `
$ nsupdate -y hmac-sha256:ddns-key.lab.wrenfield.example:«a» <<'EOF'
server 10.20.0.53
zone lab.wrenfield.example
update delete build-07.lab.wrenfield.example A
update add build-07.lab.wrenfield.example 300 A 10.20.4.107
send
EOF
$ dig +short build-07.lab.wrenfield.example @10.20.0.53
10.20.4.107
`, V{"a": g.b64(32)}, "build-07.lab.wrenfield.example")

	g.dnsAdd("dns/bind-nsupdate-k-keyfile", `
$ cat /etc/letsencrypt/tsig/acme-update.key
key "acme-update" {
	algorithm hmac-sha512;
	secret "«a»";
};
$ nsupdate -v -k /etc/letsencrypt/tsig/acme-update.key
> server ns1.ironbark.example
> update add _acme-challenge.mail.ironbark.example. 60 IN TXT "«_ch»"
> send
> quit
`, V{"a": g.b64(64), "_ch": g.dnsTXT()}, "_acme-challenge.mail.ironbark.example.")

	rk := g.b64(32)
	g.dnsAdd("dns/bind-rndc-confgen", `
# rndc-confgen
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
`, V{"a": rk}, "default-port 953;", "allow { 127.0.0.1; } keys { \"rndc-key\"; };")

	g.dnsAdd("dns/bind-dnssec-keygen-private-ecdsa", `
$ dnssec-keygen -a ECDSAP256SHA256 -f KSK -K /var/lib/bind/keys ironbark.example
Generating key pair.
Kironbark.example.+013+«_tag»
$ cat /var/lib/bind/keys/Kironbark.example.+013+«_tag».private
Private-key-format: v1.3
Algorithm: 13 (ECDSAP256SHA256)
PrivateKey: «a»
Created: 20240914081522
Publish: 20240914081522
Activate: 20240914081522
$ cat /var/lib/bind/keys/Kironbark.example.+013+«_tag».key
; This is a key-signing key, keyid «_tag», for ironbark.example.
; Created: 20240914081522 (Sat Sep 14 08:15:22 2024)
; Publish: 20240914081522 (Sat Sep 14 08:15:22 2024)
; Activate: 20240914081522 (Sat Sep 14 08:15:22 2024)
ironbark.example. IN DNSKEY 257 3 13 «_pub»
`, V{"_tag": fmt.Sprintf("%05d", 10000+g.r.IntN(55000)), "a": g.b64(32), "_pub": g.b64(64)}, "Private-key-format: v1.3", "Algorithm: 13 (ECDSAP256SHA256)")

	g.dnsAdd("dns/bind-dnssec-rsa-private-file", `
$ sudo cat /etc/bind/keys/Kolderwood.example.+008+«_tag».private
Private-key-format: v1.3
Algorithm: 8 (RSASHA256)
Modulus: «_mod»
PublicExponent: AQAB
PrivateExponent: «a1»
Prime1: «a2»
Prime2: «a3»
Exponent1: «a4»
Exponent2: «a5»
Coefficient: «a6»
Created: 20230102110000
Publish: 20230102110000
Activate: 20230102110000
`, V{"_tag": fmt.Sprintf("%05d", 10000+g.r.IntN(55000)), "_mod": g.b64(256), "a1": g.b64(256), "a2": g.b64(128), "a3": g.b64(128), "a4": g.b64(128), "a5": g.b64(128), "a6": g.b64(128)}, "Algorithm: 8 (RSASHA256)", "PublicExponent: AQAB")

	g.dnsAdd("dns/bind-ddns-confgen", `
$ ddns-confgen -s nas.ironbark.example
# To activate this key, place the following in named.conf, and
# in a separate keyfile on the system or systems from which nsupdate
# will be run:
key "nas.ironbark.example" {
	algorithm hmac-sha256;
	secret "«a»";
};

# Then, in the "zone" statement for the zone containing the
# name "nas.ironbark.example", place an "update-policy" statement
# like this one, adjusted as needed for your preferred permissions:
update-policy {
	  grant nas.ironbark.example name nas.ironbark.example ANY;
};

# After the keyfile has been placed, the following command will
# execute nsupdate using this key:
nsupdate -k <keyfile>
`, V{"a": g.b64(32)}, "grant nas.ironbark.example name nas.ironbark.example ANY;")

	g.dnsAdd("dns/bind-dig-axfr-tsig", `
$ dig @ns1.wrenfield.example wrenfield.example AXFR -y hmac-sha256:xfr-ns2.wrenfield.example:«a»

; <<>> DiG 9.18.28-1~deb12u2-Debian <<>> @ns1.wrenfield.example wrenfield.example AXFR -y hmac-sha256:xfr-ns2.wrenfield.example
; (1 server found)
;; global options: +cmd
wrenfield.example.	3600	IN	SOA	ns1.wrenfield.example. hostmaster.wrenfield.example. «_ser» 7200 3600 1209600 3600
wrenfield.example.	3600	IN	NS	ns1.wrenfield.example.
wrenfield.example.	3600	IN	NS	ns2.wrenfield.example.
wrenfield.example.	3600	IN	MX	10 mail.wrenfield.example.
mail.wrenfield.example.	3600	IN	A	«_ip»
wrenfield.example.	3600	IN	SOA	ns1.wrenfield.example. hostmaster.wrenfield.example. «_ser» 7200 3600 1209600 3600
xfr-ns2.wrenfield.example. 0	ANY	TSIG	hmac-sha256. 1726302155 300 32 «_mac» 40213 NOERROR 0
;; Query time: 3 msec
;; SERVER: 10.20.0.53#53(ns1.wrenfield.example) (TCP)
;; WHEN: Sat Sep 14 08:22:35 UTC 2024
;; XFR size: 6 records (messages 1, bytes 412)
`, V{"a": g.b64(32), "_ser": g.dnsSerial(), "_ip": g.dnsIP(), "_mac": g.b64(32)}, "XFR size: 6 records (messages 1, bytes 412)")

	g.dnsAdd("dns/knot-conf-key-acl", `
# /etc/knot/knot.conf
server:
    rundir: "/run/knot"
    user: knot:knot
    listen: [ 0.0.0.0@53, ::@53 ]

key:
  - id: secondary_xfr
    algorithm: hmac-sha256
    secret: «a»
  - id: acme_update
    algorithm: hmac-sha512
    secret: «b»

acl:
  - id: allow_xfr
    address: 198.51.100.0/24
    key: secondary_xfr
    action: transfer
  - id: acme
    key: acme_update
    action: update
    update-type: [TXT]
`, V{"a": g.b64(32), "b": g.b64(64)}, "update-type: [TXT]", "rundir: \"/run/knot\"")

	g.dnsAdd("dns/knot-keymgr-tsig-generate", `
$ keymgr -t k8s-cert-manager hmac-sha256
# hmac-sha256:k8s-cert-manager:«a»
key:
  - id: k8s-cert-manager
    algorithm: hmac-sha256
    secret: «a»
`, V{"a": g.b64(32)}, "keymgr -t k8s-cert-manager hmac-sha256")

	g.dnsAdd("dns/knot-keymgr-list-benign", `
$ keymgr ironbark.example list -e
«_id1» ksk=yes zsk=no tag=«_t1» algorithm=13 size=256 public-only=no pre-active=0 publish=1726302000 ready=1726302000 active=1726305600 retire-active=0 retire=0 post-active=0 revoke=0 remove=0
«_id2» ksk=no zsk=yes tag=«_t2» algorithm=13 size=256 public-only=no pre-active=0 publish=1726302000 ready=0 active=1726302000 retire-active=0 retire=0 post-active=0 revoke=0 remove=0
$ keymgr ironbark.example ds
ironbark.example. DS «_t1» 13 2 «_ds»
`, V{"_id1": g.hex(40), "_t1": fmt.Sprint(10000 + g.r.IntN(55000)), "_id2": g.hex(40), "_t2": fmt.Sprint(10000 + g.r.IntN(55000)), "_ds": strings.ToLower(g.dnsDS())}, "keymgr ironbark.example list -e")

	g.dnsAdd("dns/pdnsutil-generate-tsig", `
$ pdnsutil generate-tsig-key axfr-secondary hmac-sha256
Create new TSIG key axfr-secondary hmac-sha256 «a»
$ pdnsutil activate-tsig-key corp.wrenfield.example axfr-secondary primary
Enabled TSIG key axfr-secondary for corp.wrenfield.example
$ pdnsutil list-tsig-keys
axfr-secondary. hmac-sha256. «a»
`, V{"a": g.b64(32)}, "Enabled TSIG key axfr-secondary for corp.wrenfield.example")

	g.dnsAdd("dns/nsd-conf-key-pattern", `
# /etc/nsd/nsd.conf
server:
	ip-address: 0.0.0.0
	zonesdir: "/etc/nsd/zones"

remote-control:
	control-enable: yes

key:
	name: "tsig.ns1-ns2"
	algorithm: hmac-sha256
	secret: "«a»"

pattern:
	name: "secondary"
	allow-notify: 203.0.113.53 tsig.ns1-ns2
	request-xfr: AXFR 203.0.113.53 tsig.ns1-ns2
`, V{"a": g.b64(32)}, "request-xfr: AXFR 203.0.113.53 tsig.ns1-ns2")

	g.dnsAdd("dns/isc-dhcpd-ddns-key", `
# /etc/dhcp/dhcpd.conf
ddns-update-style standard;
ddns-domainname "lan.wrenfield.example.";
ddns-rev-domainname "in-addr.arpa.";
update-static-leases on;

key DHCP_UPDATER {
    algorithm HMAC-MD5.SIG-ALG.REG.INT;
    secret «a»;
};

zone lan.wrenfield.example. {
    primary 127.0.0.1;
    key DHCP_UPDATER;
}

subnet 10.20.4.0 netmask 255.255.255.0 {
    range 10.20.4.100 10.20.4.199;
    option routers 10.20.4.1;
}
`, V{"a": g.b64(16)}, "key DHCP_UPDATER;", "ddns-rev-domainname \"in-addr.arpa.\";")

	g.dnsAdd("dns/kea-dhcp-ddns-tsig-keys", `
{
"DhcpDdns": {
    "ip-address": "127.0.0.1",
    "port": 53001,
    "tsig-keys": [
        {
            "name": "kea-ddns",
            "algorithm": "HMAC-SHA256",
            "secret": "«a»"
        }
    ],
    "forward-ddns": {
        "ddns-domains": [
            {
                "name": "lan.wrenfield.example.",
                "key-name": "kea-ddns",
                "dns-servers": [ { "ip-address": "10.20.0.53" } ]
            }
        ]
    }
}
}
`, V{"a": g.b64(32)}, "\"key-name\": \"kea-ddns\"")

	g.dnsAdd("dns/bind-named-checkconf-p", `
$ sudo named-checkconf -p | sed -n '1,14p'
controls {
	inet 127.0.0.1 port 953 allow {
		127.0.0.1/32;
	} keys {
		"rndc-key";
	};
};
key "rndc-key" {
	algorithm "hmac-sha256";
	secret "«a»";
};
options {
	directory "/var/cache/bind";
	dnssec-validation auto;
`, V{"a": g.b64(32)}, "sudo named-checkconf -p", "directory \"/var/cache/bind\";")
}

// ---- Kubernetes: external-dns and cert-manager ----

func (g *G) dnsKube() {
	g.dnsAdd("dns/k8s-external-dns-cf-secret-stringdata", `
apiVersion: v1
kind: Secret
metadata:
  name: cloudflare-api-token
  namespace: external-dns
type: Opaque
stringData:
  apiToken: «a»
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: external-dns
  namespace: external-dns
spec:
  template:
    spec:
      serviceAccountName: external-dns
      containers:
      - name: external-dns
        image: registry.k8s.io/external-dns/external-dns:v0.15.0
        args:
        - --source=ingress
        - --domain-filter=juniperhq.example
        - --provider=cloudflare
        - --cloudflare-proxied
        - --txt-owner-id=k8s-prod-fra1
        env:
        - name: CF_API_TOKEN
          valueFrom:
            secretKeyRef:
              name: cloudflare-api-token
              key: apiToken
`, V{"a": g.cfToken()}, "--txt-owner-id=k8s-prod-fra1", "registry.k8s.io/external-dns/external-dns:v0.15.0")

	g.dnsAdd("dns/k8s-external-dns-helm-values-inline", `
# values-external-dns.yaml (kubernetes-sigs/external-dns chart 1.15)
provider:
  name: cloudflare
env:
  - name: CF_API_EMAIL
    value: platform@juniperhq.example
  - name: CF_API_KEY
    value: «a»
domainFilters:
  - juniperhq.example
policy: sync
txtOwnerId: k8s-staging
interval: 2m
`, V{"a": g.cfGlobal()}, "kubernetes-sigs/external-dns chart 1.15", "platform@juniperhq.example")

	tok := g.cfToken()
	g.dnsAdd("dns/k8s-cert-manager-cf-secret-data-b64", `
$ kubectl -n cert-manager get secret cloudflare-api-token-secret -o yaml
apiVersion: v1
data:
  api-token: «a»
kind: Secret
metadata:
  creationTimestamp: "2024-05-27T11:40:18Z"
  name: cloudflare-api-token-secret
  namespace: cert-manager
  resourceVersion: "«_rv»"
  uid: «_uid»
type: Opaque
$ kubectl -n cert-manager get secret cloudflare-api-token-secret -o jsonpath='{.data.api-token}' | base64 -d
«b»
`, V{"a": b64s(tok), "_rv": g.digits(8), "_uid": g.uuid(), "b": tok}, "cloudflare-api-token-secret")

	g.dnsAdd("dns/k8s-cert-manager-clusterissuer-cf-benign", `
apiVersion: cert-manager.io/v1
kind: ClusterIssuer
metadata:
  name: letsencrypt-dns
spec:
  acme:
    email: platform@juniperhq.example
    server: https://acme-v02.api.letsencrypt.org/directory
    privateKeySecretRef:
      name: letsencrypt-dns-account-key
    solvers:
    - dns01:
        cloudflare:
          apiTokenSecretRef:
            name: cloudflare-api-token-secret
            key: api-token
      selector:
        dnsZones:
        - juniperhq.example
`, V{}, "letsencrypt-dns-account-key", "apiTokenSecretRef")

	tsig := g.b64(32)
	g.dnsAdd("dns/k8s-cert-manager-rfc2136", `
apiVersion: v1
kind: Secret
metadata:
  name: tsig-secret
  namespace: cert-manager
data:
  tsig-secret-key: «a»
---
apiVersion: cert-manager.io/v1
kind: Issuer
metadata:
  name: internal-acme
  namespace: intranet
spec:
  acme:
    server: https://step-ca.corp.wrenfield.example/acme/acme/directory
    privateKeySecretRef:
      name: internal-acme-account
    solvers:
    - dns01:
        rfc2136:
          nameserver: 10.20.0.53:53
          tsigKeyName: k8s-cert-manager
          tsigAlgorithm: HMACSHA256
          tsigSecretSecretRef:
            name: tsig-secret
            key: tsig-secret-key
`, V{"a": b64s(tsig)}, "tsigKeyName: k8s-cert-manager", "https://step-ca.corp.wrenfield.example/acme/acme/directory")

	g.dnsAdd("dns/k8s-cert-manager-acmedns-json", `
apiVersion: v1
kind: Secret
metadata:
  name: acme-dns
  namespace: cert-manager
type: Opaque
stringData:
  acmedns.json: |
    {
      "tidewater.example": {
        "username": "«_u»",
        "password": "«a»",
        "fulldomain": "«_sub».auth.acme-dns.io",
        "subdomain": "«_sub»",
        "allowfrom": []
      }
    }
`, V{"_u": g.uuid(), "a": g.b64u(40), "_sub": g.uuid()}, "auth.acme-dns.io")

	g.dnsAdd("dns/k8s-external-dns-pdns-args", `
      containers:
      - name: external-dns
        image: registry.k8s.io/external-dns/external-dns:v0.14.2
        args:
        - --source=service
        - --source=ingress
        - --provider=pdns
        - --pdns-server=http://pdns-api.dns.svc.cluster.local:8081
        - --pdns-api-key=«a»
        - --txt-owner-id=onprem-k3s
        - --domain-filter=corp.wrenfield.example
        - --interval=30s
`, V{"a": g.an(32)}, "--pdns-server=http://pdns-api.dns.svc.cluster.local:8081", "--txt-owner-id=onprem-k3s")

	g.dnsAdd("dns/k8s-external-dns-rfc2136-args", `
$ kubectl -n kube-system get deploy external-dns -o jsonpath='{.spec.template.spec.containers[0].args}' | jq -r '.[]'
--registry=txt
--txt-prefix=external-dns-
--txt-owner-id=k8s
--provider=rfc2136
--rfc2136-host=10.20.0.53
--rfc2136-port=53
--rfc2136-zone=k8s.wrenfield.example
--rfc2136-tsig-secret=«a»
--rfc2136-tsig-secret-alg=hmac-sha256
--rfc2136-tsig-keyname=externaldns-key
--rfc2136-tsig-axfr
--source=ingress
--domain-filter=k8s.wrenfield.example
`, V{"a": g.b64(32)}, "--rfc2136-tsig-keyname=externaldns-key", "--rfc2136-zone=k8s.wrenfield.example")

	g.dnsAdd("dns/k8s-traefik-helm-cf-env", `
# traefik values.yaml
env:
  - name: CF_DNS_API_TOKEN
    value: "«a»"
  - name: CF_ZONE_API_TOKEN
    value: "«b»"
certificatesResolvers:
  cloudflare:
    acme:
      email: infra@saltbrook.example
      storage: /data/acme.json
      dnsChallenge:
        provider: cloudflare
        resolvers:
          - "1.1.1.1:53"
          - "1.0.0.1:53"
persistence:
  enabled: true
`, V{"a": g.cfToken(), "b": g.cfToken()}, "infra@saltbrook.example", "CF_ZONE_API_TOKEN")

	g.dnsAdd("dns/k8s-godaddy-webhook-secret", `
$ kubectl create secret generic godaddy-api-key -n cert-manager \
    --from-literal=token='«a»:«b»'
secret/godaddy-api-key created
$ helm install godaddy-webhook godaddy-webhook/godaddy-webhook -n cert-manager --set groupName=acme.copperleaf.example
NAME: godaddy-webhook
LAST DEPLOYED: Thu Oct 10 14:12:03 2024
NAMESPACE: cert-manager
STATUS: deployed
REVISION: 1
`, V{"a": g.dnsGDKey(), "b": g.an(22)}, "groupName=acme.copperleaf.example", "secret/godaddy-api-key created")

	g.dnsAdd("dns/k8s-sealed-secret-benign", `
apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: cloudflare-api-token
  namespace: external-dns
spec:
  encryptedData:
    apiToken: «_enc»
  template:
    metadata:
      name: cloudflare-api-token
      namespace: external-dns
    type: Opaque
`, V{"_enc": "AgB" + g.s(alB64, 681) + "=="}, "bitnami.com/v1alpha1", "cloudflare-api-token")

	g.dnsAdd("dns/k8s-external-dns-logs-benign", `
$ kubectl -n external-dns logs deploy/external-dns --tail=6
time="2024-10-10T14:20:01Z" level=info msg="Instantiating new Kubernetes client"
time="2024-10-10T14:20:01Z" level=info msg="Using inCluster-config based on serviceaccount-token"
time="2024-10-10T14:20:02Z" level=info msg="Changing record." action=CREATE record=grafana.juniperhq.example ttl=1 type=A zone=«_z»
time="2024-10-10T14:20:02Z" level=info msg="Changing record." action=CREATE record=a-grafana.juniperhq.example ttl=1 type=TXT zone=«_z»
time="2024-10-10T14:20:02Z" level=info msg="Changing record." action=UPDATE record=api.juniperhq.example ttl=1 type=A zone=«_z»
time="2024-10-10T14:21:02Z" level=info msg="All records are already up to date"
`, V{"_z": g.dnsID()}, "Using inCluster-config based on serviceaccount-token", "All records are already up to date")

	g.dnsAdd("dns/k8s-external-secret-vault-benign", `
apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: porkbun-credentials
  namespace: cert-manager
spec:
  refreshInterval: 1h
  secretStoreRef:
    kind: ClusterSecretStore
    name: vault-backend
  target:
    name: porkbun-credentials
  data:
  - secretKey: PORKBUN_API_KEY
    remoteRef:
      key: kv/dns/porkbun
      property: apikey
  - secretKey: PORKBUN_SECRET_API_KEY
    remoteRef:
      key: kv/dns/porkbun
      property: secretapikey
`, V{}, "kv/dns/porkbun", "vault-backend", "PORKBUN_SECRET_API_KEY")
}

// ---- DNS as code ----

func (g *G) dnsAsCode() {
	g.dnsAdd("dns/dnscontrol-creds-json-multi", `
{
  "cloudflare": {
    "TYPE": "CLOUDFLAREAPI",
    "accountid": "«_acc»",
    "apitoken": "«a»"
  },
  "r53_main": {
    "TYPE": "ROUTE53",
    "KeyId": "«b1»",
    "SecretKey": "«b2»"
  },
  "gandi": {
    "TYPE": "GANDI_V5",
    "token": "«c»",
    "sharing_id": "«_sh»"
  },
  "namecheap": {
    "TYPE": "NAMECHEAP",
    "apikey": "«d»",
    "apiuser": "heronmill"
  },
  "none": { "TYPE": "NONE" }
}
`, V{"_acc": g.dnsID(), "a": g.cfToken(), "b1": g.awsID(), "b2": g.awsSecret(), "c": g.hex(40), "_sh": g.uuid(), "d": g.hex(32)}, "\"TYPE\": \"CLOUDFLAREAPI\"", "\"apiuser\": \"heronmill\"")

	g.dnsAdd("dns/dnscontrol-creds-env-refs-one-literal", `
$ cat creds.json
{
  "bind": { "TYPE": "BIND", "directory": "zones" },
  "desec": {
    "TYPE": "DESEC",
    "auth-token": "$DESEC_TOKEN"
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
$ dnscontrol preview --domains heronmill.example
******************** Domain: heronmill.example
1 correction (hetzner)
#1: + CREATE heronmill.example TXT "v=spf1 mx -all" ttl=3600
Done. 1 corrections.
`, V{"a": g.an(32)}, "$PORKBUN_SECRET_KEY", "$DESEC_TOKEN", "dnscontrol preview --domains heronmill.example")

	g.dnsAdd("dns/dnscontrol-dnsconfig-js-benign", `
// dnsconfig.js
var REG_NONE = NewRegistrar("none");
var DSP_CF = NewDnsProvider("cloudflare");

D("heronmill.example", REG_NONE, DnsProvider(DSP_CF),
    DefaultTTL(300),
    A("@", "«_ip»", CF_PROXY_ON),
    CNAME("www", "heronmill.example."),
    MX("@", 10, "mx1.mail.example."),
    TXT("@", "google-site-verification=«_g»"),
    TXT("@", "v=spf1 include:spf.mail.example -all"),
    TXT("mail._domainkey", "v=DKIM1; k=rsa; p=«_dk»"),
    CAA("@", "issue", "letsencrypt.org"),
END);
`, V{"_ip": g.dnsIP(), "_g": g.dnsTXT(), "_dk": g.dnsDKIM()}, "NewDnsProvider(\"cloudflare\")", "CAA(\"@\", \"issue\", \"letsencrypt.org\")")

	g.dnsAdd("dns/octodns-config-env-refs-and-dotenv", `
==> config/production.yaml <==
providers:
  config:
    class: octodns.provider.yaml.YamlProvider
    directory: ./zones
  cloudflare:
    class: octodns_cloudflare.CloudflareProvider
    token: env/CLOUDFLARE_TOKEN
  ns1:
    class: octodns_ns1.Ns1Provider
    api_key: env/NS1_API_KEY
zones:
  marrowby.example.:
    sources: [config]
    targets: [cloudflare, ns1]

==> .env <==
CLOUDFLARE_TOKEN=«a»
NS1_API_KEY=«b»
`, V{"a": g.cfToken(), "b": g.an(20)}, "env/CLOUDFLARE_TOKEN", "octodns_cloudflare.CloudflareProvider")

	g.dnsAdd("dns/octodns-literal-creds", `
# config/legacy.yaml -- before we moved to env/ references
providers:
  route53:
    class: octodns_route53.Route53Provider
    access_key_id: «a1»
    secret_access_key: «a2»
  powerdns:
    class: octodns_powerdns.PowerDnsProvider
    host: pdns01.corp.marrowby.example
    port: 8081
    api_key: «b»
`, V{"a1": g.awsID(), "a2": g.awsSecret(), "b": g.an(32)}, "octodns_powerdns.PowerDnsProvider", "pdns01.corp.marrowby.example")

	g.dnsAdd("dns/terraform-state-cf-api-token-value", `
$ terraform state show cloudflare_api_token.external_dns
# cloudflare_api_token.external_dns:
resource "cloudflare_api_token" "external_dns" {
    id          = "«_id»"
    issued_on   = "2024-06-03T09:12:44Z"
    modified_on = "2024-06-03T09:12:44Z"
    name        = "external-dns-prod"
    status      = "active"
    value       = (sensitive value)

    policy {
        effect            = "allow"
        permission_groups = [
            "«_pg»",
        ]
        resources         = {
            "com.cloudflare.api.account.zone.*" = "*"
        }
    }
}
$ terraform output -raw external_dns_token
«a»
`, V{"_id": g.dnsID(), "_pg": g.dnsID(), "a": g.cfToken()}, "terraform output -raw external_dns_token", "(sensitive value)")

	g.dnsAdd("dns/terraform-tfstate-json-token", `
      "type": "cloudflare_api_token",
      "name": "cert_manager",
      "provider": "provider[\"registry.terraform.io/cloudflare/cloudflare\"]",
      "instances": [
        {
          "schema_version": 0,
          "attributes": {
            "condition": [],
            "expires_on": "",
            "id": "«_id»",
            "issued_on": "2024-06-03T09:12:45Z",
            "name": "cert-manager-dns01",
            "status": "active",
            "value": "«a»"
          },
          "sensitive_attributes": [[{"type": "get_attr", "value": "value"}]]
        }
      ]
`, V{"_id": g.dnsID(), "a": g.cfToken()}, "cert-manager-dns01", "registry.terraform.io/cloudflare/cloudflare")

	g.dnsAdd("dns/terraform-dns-provider-update-key", `
provider "dns" {
  update {
    server        = "10.20.0.53"
    key_name      = "terraform.wrenfield.example."
    key_algorithm = "hmac-sha256"
    key_secret    = "«a»"
  }
}

resource "dns_a_record_set" "gitlab" {
  zone      = "corp.wrenfield.example."
  name      = "gitlab"
  addresses = ["10.20.8.15"]
  ttl       = 300
}
`, V{"a": g.b64(32)}, "terraform.wrenfield.example.", "dns_a_record_set")

	g.dnsAdd("dns/pulumi-config-plain-and-secure", `
# Pulumi.prod.yaml
config:
  aws:region: eu-west-1
  cloudflare:apiToken: «a»
  dns:zoneId: «_z»
  dns:fastlyApiKey:
    secure: v1:«_s1»:«_s2»
  dns:records:
    - name: app
      type: CNAME
      value: app-prod.eu-west-1.elb.amazonaws.com
`, V{"a": g.cfToken(), "_z": g.dnsID(), "_s1": g.b64(12), "_s2": g.b64(48)}, "cloudflare:apiToken", "app-prod.eu-west-1.elb.amazonaws.com")

	g.dnsAdd("dns/ansible-cloudflare-dns-task", `
# roles/dns/tasks/main.yml
- name: Point mail at the new relay
  community.general.cloudflare_dns:
    zone: saltbrook.example
    record: relay
    type: A
    value: "{{ relay_ip }}"
    proxied: false
    api_token: «a»
  delegate_to: localhost

- name: SPF
  community.general.cloudflare_dns:
    zone: saltbrook.example
    type: TXT
    record: "@"
    value: "v=spf1 ip4:{{ relay_ip }} -all"
    account_email: hostmaster@saltbrook.example
    account_api_key: "{{ vault_cf_global_key }}"
`, V{"a": g.cfToken()}, "community.general.cloudflare_dns", "{{ vault_cf_global_key }}")

	g.dnsAdd("dns/ansible-nsupdate-module", `
- name: Register the VM in DNS
  community.general.nsupdate:
    key_name: "ansible-ddns"
    key_secret: "«a»"
    key_algorithm: "hmac-sha256"
    server: "10.20.0.53"
    zone: "lab.wrenfield.example"
    record: "{{ inventory_hostname_short }}"
    value: "{{ ansible_default_ipv4.address }}"
    ttl: 300
`, V{"a": g.b64(32)}, "{{ inventory_hostname_short }}", "community.general.nsupdate")

	g.dnsAdd("dns/lexicon-cli-auth-flags", `
$ lexicon namecheap create quillwork.example TXT --name=_dmarc --content="v=DMARC1; p=none" \
    --auth-username=quillwork --auth-token=«a» --auth-client-ip=«_ip»
RESULT
------
True
$ LEXICON_GODADDY_AUTH_KEY=«b1» LEXICON_GODADDY_AUTH_SECRET=«b2» lexicon godaddy list quillwork.example A
ID       TYPE NAME              CONTENT       TTL
-------- ---- ----------------- ------------- ----
«_id»  A    quillwork.example «_ip2» 600
`, V{"a": g.hex(32), "_ip": g.dnsIP(), "b1": g.dnsGDKey(), "b2": g.an(22), "_id": g.hex(8), "_ip2": g.dnsIP()}, "--auth-username=quillwork", "v=DMARC1; p=none")
}

// ---- ACME DNS-01 plugins ----

func (g *G) dnsACME() {
	g.dnsAdd("dns/certbot-digitalocean-ini-run", `
$ sudo cat /root/.secrets/certbot/digitalocean.ini
# DigitalOcean API credentials used by Certbot
dns_digitalocean_token = «a»
$ sudo certbot certonly --dns-digitalocean --dns-digitalocean-credentials /root/.secrets/certbot/digitalocean.ini \
    --dns-digitalocean-propagation-seconds 60 -d tarnwell.example -d '*.tarnwell.example'
Saving debug log to /var/log/letsencrypt/letsencrypt.log
Requesting a certificate for tarnwell.example and *.tarnwell.example
Waiting 60 seconds for DNS changes to propagate

Successfully received certificate.
Certificate is saved at: /etc/letsencrypt/live/tarnwell.example/fullchain.pem
`, V{"a": g.doToken()}, "/root/.secrets/certbot/digitalocean.ini", "Waiting 60 seconds for DNS changes to propagate")

	g.dnsAdd("dns/certbot-ionos-ini", `
# /etc/letsencrypt/ionos.ini  (certbot-dns-ionos)
dns_ionos_prefix = «_p»
dns_ionos_secret = «a»
dns_ionos_endpoint = https://api.hosting.ionos.com
`, V{"_p": g.hex(32), "a": g.b64u(86)}, "https://api.hosting.ionos.com")

	g.dnsAdd("dns/certbot-powerdns-ini", `
$ cat /etc/letsencrypt/pdns-credentials.ini
dns_powerdns_api_url = https://pdns-api.corp.wrenfield.example
dns_powerdns_api_key = «a»
$ ls -l /etc/letsencrypt/pdns-credentials.ini
-rw------- 1 root root 118 Sep 14 09:02 /etc/letsencrypt/pdns-credentials.ini
`, V{"a": g.pwStrong()}, "https://pdns-api.corp.wrenfield.example")

	g.dnsAdd("dns/certbot-sakuracloud-ini", `
# ~/.secrets/certbot/sakuracloud.ini
dns_sakuracloud_api_token = «a»
dns_sakuracloud_api_secret = «b»
`, V{"a": g.uuid(), "b": g.an(48)}, "dns_sakuracloud_api_token")

	g.dnsAdd("dns/certbot-netcup-ini-and-docker", `
$ cat credentials.ini
dns_netcup_customer_id  = «_cn»
dns_netcup_api_key      = «a»
dns_netcup_api_password = «b»
$ docker run --rm -v "$PWD:/etc/letsencrypt" coldfix/certbot-dns-netcup certbot certonly \
    --authenticator dns-netcup --dns-netcup-credentials /etc/letsencrypt/credentials.ini \
    --dns-netcup-propagation-seconds 900 -d 'briarpatch.example'
`, V{"_cn": g.digits(5), "a": g.an(32), "b": g.an(44)}, "coldfix/certbot-dns-netcup", "--dns-netcup-propagation-seconds 900")

	g.dnsAdd("dns/certbot-inwx-ini", `
dns_inwx_url           = https://api.domrobot.com/xmlrpc/
dns_inwx_username      = kestrelhost
dns_inwx_password      = «a»
dns_inwx_shared_secret = «b»
`, V{"a": g.pw(), "b": g.totp()}, "https://api.domrobot.com/xmlrpc/", "dns_inwx_username      = kestrelhost")

	g.dnsAdd("dns/certbot-dns-multi-bunny", `
# /etc/letsencrypt/dns-multi.ini  (certbot-dns-multi, lego providers underneath)
dns_multi_provider = bunny
BUNNY_API_KEY = «a»
BUNNY_PROPAGATION_TIMEOUT = 120
`, V{"a": g.dnsBunny()}, "dns_multi_provider = bunny", "BUNNY_PROPAGATION_TIMEOUT = 120")

	g.dnsAdd("dns/acmesh-bunny-issue-log", `
$ export BUNNY_API_KEY="«a»"
$ acme.sh --issue --dns dns_bunny -d slatecast.example -d '*.slatecast.example' --server letsencrypt
[Wed Oct  9 21:04:12 UTC 2024] Using CA: https://acme-v02.api.letsencrypt.org/directory
[Wed Oct  9 21:04:13 UTC 2024] Multi domain='DNS:slatecast.example,DNS:*.slatecast.example'
[Wed Oct  9 21:04:15 UTC 2024] Getting webroot for domain='slatecast.example'
[Wed Oct  9 21:04:15 UTC 2024] Adding TXT value: «_ch» for domain: _acme-challenge.slatecast.example
[Wed Oct  9 21:04:16 UTC 2024] The TXT record has been successfully added.
[Wed Oct  9 21:04:16 UTC 2024] Let's check each DNS record now. Sleeping for 20 seconds first.
`, V{"a": g.dnsBunny(), "_ch": g.dnsTXT()}, "acme.sh --issue --dns dns_bunny", "The TXT record has been successfully added.")

	g.dnsAdd("dns/acmesh-account-conf-saved-ns1-dynu", `
$ grep -E '^SAVED_|^[A-Z_]+=' ~/.acme.sh/account.conf
LOG_FILE='/root/.acme.sh/acme.sh.log'
AUTO_UPGRADE='1'
UPGRADE_HASH='«_h»'
SAVED_NS1_Key='«a»'
SAVED_Dynu_ClientId='«_cid»'
SAVED_Dynu_Secret='«b»'
USER_PATH='/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'
`, V{"_h": g.hex(40), "a": g.an(20), "_cid": g.uuid(), "b": g.an(30)}, "LOG_FILE='/root/.acme.sh/acme.sh.log'", "SAVED_Dynu_ClientId")

	g.dnsAdd("dns/lego-docker-run-ns1-env", `
$ docker run --rm -v "$PWD/.lego:/.lego" \
    -e NS1_API_KEY=«a» \
    -e NS1_PROPAGATION_TIMEOUT=180 \
    goacme/lego:v4.19.2 --email ops@starling.example --dns ns1 --domains 'starling.example' --domains '*.starling.example' --accept-tos run
2024/10/09 21:18:02 [INFO] [starling.example, *.starling.example] acme: Obtaining bundled SAN certificate
2024/10/09 21:18:03 [INFO] [*.starling.example] AuthURL: https://acme-v02.api.letsencrypt.org/acme/authz-v3/«_az»
2024/10/09 21:18:03 [INFO] [*.starling.example] acme: Preparing to solve DNS-01
2024/10/09 21:18:04 [INFO] [*.starling.example] acme: Trying to solve DNS-01
`, V{"a": g.an(20), "_az": g.digits(12)}, "goacme/lego:v4.19.2", "acme: Preparing to solve DNS-01")

	g.dnsAdd("dns/posh-acme-cloudflare-plugin", `
PS C:\> $token = ConvertTo-SecureString '«a»' -AsPlainText -Force
PS C:\> $pArgs = @{ CFToken = $token }
PS C:\> New-PACertificate '*.fernvale.example','fernvale.example' -Plugin Cloudflare -PluginArgs $pArgs -AcceptTOS -Contact 'it@fernvale.example'

Subject                  NotAfter              KeyLength Thumbprint                               AllSANs
-------                  --------              --------- ----------                               -------
CN=*.fernvale.example    1/7/2025 8:41:10 PM   2048      «_tp» {*.fernvale.example, fernvale.example}
`, V{"a": g.cfToken(), "_tp": strings.ToUpper(g.hex(40))}, "-Plugin Cloudflare -PluginArgs $pArgs", "it@fernvale.example")

	g.dnsAdd("dns/caddy-json-dns-provider", `
{
  "apps": {
    "tls": {
      "automation": {
        "policies": [
          {
            "subjects": ["*.cinderhall.example"],
            "issuers": [
              {
                "module": "acme",
                "email": "ops@cinderhall.example",
                "challenges": {
                  "dns": {
                    "provider": {
                      "name": "porkbun",
                      "api_key": "pk1_«a»",
                      "api_secret_key": "sk1_«b»"
                    }
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
`, V{"a": g.hex(64), "b": g.hex(64)}, "\"subjects\": [\"*.cinderhall.example\"]", "ops@cinderhall.example")

	g.dnsAdd("dns/certbot-manual-challenge-benign", `
Please deploy a DNS TXT record under the name:

_acme-challenge.cinderhall.example.

with the following value:

«_ch»

Before continuing, verify the TXT record has been deployed. Depending on the DNS
provider, this may take some time, from a few seconds to multiple minutes. You can
check if it has finished deploying with aid of online tools, such as the Google
Admin Toolbox: https://toolbox.googleapps.com/apps/dig/#TXT/_acme-challenge.cinderhall.example.
- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
Press Enter to Continue
`, V{"_ch": g.dnsTXT()}, "_acme-challenge.cinderhall.example.", "Press Enter to Continue")
}

// ---- dynamic DNS updaters ----

func (g *G) dnsDDNS() {
	g.dnsAdd("dns/ddclient-conf-cloudflare", `
# /etc/ddclient.conf
daemon=300
syslog=yes
pid=/var/run/ddclient.pid
ssl=yes
usev4=webv4, webv4=ipify-ipv4

protocol=cloudflare, \
zone=thistledown.example, \
ttl=1, \
login=token, \
password=«a» \
home.thistledown.example,vpn.thistledown.example
`, V{"a": g.cfToken()}, "home.thistledown.example,vpn.thistledown.example", "usev4=webv4, webv4=ipify-ipv4")

	g.dnsAdd("dns/ddclient-conf-namecheap-noip", `
# ddclient.conf on the Synology (two providers)
use=web, web=dynamicdns.park-your-domain.com/getip

protocol=namecheap
server=dynamicdns.park-your-domain.com
login=larkspur.example
password=«a»
@,www,cloud

protocol=dyndns2
server=dynupdate.no-ip.com
login=larkspur_home
password='«b»'
larkspur.ddns.net
`, V{"a": g.hex(32), "b": g.pw()}, "dynamicdns.park-your-domain.com", "larkspur.ddns.net")

	g.dnsAdd("dns/inadyn-conf", `
# /etc/inadyn.conf
period          = 300
user-agent      = Mozilla/5.0

provider default@freedns.afraid.org {
    username    = quillon
    password    = «a»
    hostname    = quillon.mooo.com
}

provider cloudflare.com {
    username = thistledown.example
    password = «b»
    hostname = nas.thistledown.example
    ttl = 1
    proxied = false
}
`, V{"a": g.pw(), "b": g.cfToken()}, "quillon.mooo.com", "nas.thistledown.example")

	g.dnsAdd("dns/duckdns-cron-script", `
$ cat ~/duckdns/duck.sh
echo url="https://www.duckdns.org/update?domains=gullhaven&token=«a»&ip=" | curl -k -o ~/duckdns/duck.log -K -
$ crontab -l
*/5 * * * * ~/duckdns/duck.sh >/dev/null 2>&1
$ cat ~/duckdns/duck.log
OK
`, V{"a": g.uuid()}, "domains=gullhaven", "~/duckdns/duck.sh >/dev/null 2>&1")

	g.dnsAdd("dns/noip-update-url-userinfo", `
$ curl -s "https://pelican_ops:«a»@dynupdate.no-ip.com/nic/update?hostname=pelican-cam.ddns.net&myip=«_ip»" -A "pelican-updater/1.2 ops@pelican.example"
good «_ip»
`, V{"a": g.pwURL(), "_ip": g.dnsIP()}, "pelican-cam.ddns.net", "pelican-updater/1.2 ops@pelican.example")

	g.dnsAdd("dns/freedns-afraid-update-token", `
# /etc/cron.d/freedns
*/10 * * * * root curl -s "https://freedns.afraid.org/dynamic/update.php?«a»" >> /var/log/freedns.log 2>&1
3-59/10 * * * * root curl -s "https://sync.afraid.org/u/«b»/" >> /var/log/freedns.log 2>&1

$ tail -2 /var/log/freedns.log
Updated quillon.mooo.com to «_ip» in 0.271 seconds
No IP change detected for quillon.mooo.com with IP «_ip», skipping update
`, V{"a": b64s(g.an(24) + ":" + g.digits(8)), "b": g.an(24), "_ip": g.dnsIP()}, "/etc/cron.d/freedns", "quillon.mooo.com")

	g.dnsAdd("dns/dynv6-update-curl", `
$ curl -fsS "https://dynv6.com/api/update?hostname=heronpi.dynv6.net&token=«a»&ipv4=auto&ipv6prefix=auto"
addresses updated
`, V{"a": g.b64u(30)}, "heronpi.dynv6.net", "addresses updated")

	g.dnsAdd("dns/openwrt-etc-config-ddns", `
root@OpenWrt:~# cat /etc/config/ddns

config ddns 'global'
	option ddns_dateformat '%F %R'
	option ddns_loglines '250'
	option upd_privateip '0'

config service 'cf_v4'
	option service_name 'cloudflare.com-v4'
	option use_ipv6 '0'
	option enabled '1'
	option lookup_host 'router.thistledown.example'
	option domain 'router@thistledown.example'
	option username 'Bearer'
	option password '«a»'
	option ip_source 'network'
	option ip_network 'wan'
	option interface 'wan'
	option use_syslog '2'
	option check_unit 'minutes'
	option force_unit 'minutes'
	option retry_unit 'seconds'
`, V{"a": g.cfToken()}, "option service_name 'cloudflare.com-v4'", "router@thistledown.example")

	g.dnsAdd("dns/pfsense-config-xml-dyndns", `
	<dyndnses>
		<dyndns>
			<type>namecheap</type>
			<interface>wan</interface>
			<host>fw</host>
			<domainname>larkspur.example</domainname>
			<username>larkspur.example</username>
			<password>«a»</password>
			<enable></enable>
			<descr><![CDATA[namecheap fw.larkspur.example]]></descr>
			<id>0</id>
		</dyndns>
		<dyndns>
			<type>he-net</type>
			<interface>wan</interface>
			<host>tunnel.larkspur.example</host>
			<username>larkspur</username>
			<password>«b»</password>
			<enable></enable>
			<id>1</id>
		</dyndns>
	</dyndnses>
`, V{"a": g.hex(32), "b": g.an(16)}, "namecheap fw.larkspur.example", "<type>he-net</type>")

	g.dnsAdd("dns/favonia-cloudflare-ddns-compose", `
services:
  cloudflare-ddns:
    image: favonia/cloudflare-ddns:1
    network_mode: host
    restart: always
    user: "1000:1000"
    read_only: true
    cap_drop: [all]
    security_opt: [no-new-privileges:true]
    environment:
      - CLOUDFLARE_API_TOKEN=«a»
      - DOMAINS=home.gullhaven.example,*.home.gullhaven.example
      - PROXIED=false
      - IP6_PROVIDER=none
`, V{"a": g.cfToken()}, "favonia/cloudflare-ddns:1", "DOMAINS=home.gullhaven.example,*.home.gullhaven.example")

	g.dnsAdd("dns/oznu-cloudflare-ddns-docker-run", `
$ docker run -d --name cf-ddns --restart unless-stopped \
    -e API_KEY=«a» \
    -e ZONE=marigold.example \
    -e SUBDOMAIN=vpn \
    -e PROXIED=false \
    oznu/cloudflare-ddns
«_cid»
`, V{"a": g.cfToken(), "_cid": g.hex(64)}, "oznu/cloudflare-ddns", "SUBDOMAIN=vpn")

	g.dnsAdd("dns/home-assistant-duckdns-secrets", `
==> configuration.yaml <==
duckdns:
  domain: wrenhouse
  access_token: !secret duckdns_token

http:
  use_x_forwarded_for: true
  trusted_proxies: 172.30.33.0/24

==> secrets.yaml <==
duckdns_token: «a»
latitude_home: 52.3731
longitude_home: 4.8922
mqtt_password: «b»
`, V{"a": g.uuid(), "b": g.pw()}, "!secret duckdns_token", "trusted_proxies: 172.30.33.0/24")

	g.dnsAdd("dns/dynu-api-key-curl", `
$ curl -s -X GET https://api.dynu.com/v2/dns -H "accept: application/json" -H "API-Key: «a»" | jq '.domains[] | {id, name, ipv4Address}'
{
  "id": «_id»,
  "name": "wrenhouse.freeddns.org",
  "ipv4Address": "«_ip»"
}
`, V{"a": g.s(alAlnum, 30), "_id": g.digits(6), "_ip": g.dnsIP()}, "wrenhouse.freeddns.org")

	g.dnsAdd("dns/ddclient-log-benign", `
$ journalctl -u ddclient --since today --no-pager | tail -5
Oct 10 06:00:01 nas ddclient[1423]: WARNING:  skipping update of home.thistledown.example from <nothing> to «_ip».
Oct 10 06:00:01 nas ddclient[1423]: WARNING:   last updated <never> but last attempt on Thu Oct 10 05:55:01 2024 failed.
Oct 10 06:05:02 nas ddclient[1423]: SUCCESS:  updating home.thistledown.example: IPv4 address set to «_ip»
Oct 10 06:05:02 nas ddclient[1423]: SUCCESS:  updating vpn.thistledown.example: IPv4 address set to «_ip»
`, V{"_ip": g.dnsIP()}, "SUCCESS:  updating vpn.thistledown.example")
}

// ---- resolvers and filtering DNS ----

func (g *G) dnsResolvers() {
	g.dnsAdd("dns/pihole-setupvars-v5", `
pi@pihole:~ $ cat /etc/pihole/setupVars.conf
PIHOLE_INTERFACE=eth0
QUERY_LOGGING=true
INSTALL_WEB_SERVER=true
INSTALL_WEB_INTERFACE=true
LIGHTTPD_ENABLED=true
CACHE_SIZE=10000
DNS_FQDN_REQUIRED=true
DNS_BOGUS_PRIV=true
DNSMASQ_LISTENING=local
WEBPASSWORD=«a»
BLOCKING_ENABLED=true
PIHOLE_DNS_1=127.0.0.1#5335
`, V{"a": g.hex(64)}, "PIHOLE_DNS_1=127.0.0.1#5335", "DNSMASQ_LISTENING=local")

	g.dnsAdd("dns/pihole-v5-api-auth-query", `
$ curl -s "http://192.168.1.53/admin/api.php?summaryRaw&auth=«a»" | jq '{domains_being_blocked, dns_queries_today, ads_percentage_today, status}'
{
  "domains_being_blocked": 176432,
  "dns_queries_today": 28817,
  "ads_percentage_today": 14.2,
  "status": "enabled"
}
`, V{"a": g.hex(64)}, "domains_being_blocked", "admin/api.php?summaryRaw")

	g.dnsAdd("dns/pihole-toml-v6-pwhash", `
[webserver.api]
  # Array of clients to be allowed to access the API without authentication
  searchAPIauth = false
  localAPIauth = true
  prettyJSON = false
  # Password hash of the web interface and API (set with: pihole setpassword)
  pwhash = "$BALLOON-SHA256$v=1$s=1024,t=32$«a1»$«a2»"
  # Application-specific password hash
  app_pwhash = "$BALLOON-SHA256$v=1$s=1024,t=32$«b1»$«b2»"
  app_sudo = false
  totp_secret = "«c»"
`, V{"a1": g.b64(16), "a2": g.b64(32), "b1": g.b64(16), "b2": g.b64(32), "c": g.totp()}, "localAPIauth = true", "pihole setpassword")

	g.dnsAdd("dns/pihole-v6-api-auth-sid", `
$ curl -sk -X POST https://pi.hole/api/auth --data '{"password":"«a»"}'
{"session":{"valid":true,"totp":false,"sid":"«b»","csrf":"«=csrf»","validity":1800,"message":"password correct"},"took":0.0431}
$ curl -sk "https://pi.hole/api/stats/summary" -H "X-FTL-SID: «b»" | jq .queries.total
31022
`, V{"a": g.pw(), "b": g.b64(18), "=csrf": g.b64(16)}, "\"message\":\"password correct\"", "X-FTL-SID")

	g.dnsAdd("dns/adguardhome-yaml-users", `
http:
  pprof:
    port: 6060
    enabled: false
  address: 0.0.0.0:3000
  session_ttl: 720h
users:
  - name: admin
    password: «a»
  - name: kids-tablet-ro
    password: «b»
auth_attempts: 5
block_auth_min: 15
dns:
  bind_hosts:
    - 0.0.0.0
  port: 53
  upstream_dns:
    - https://dns.nextdns.io/«_cfg»
    - tls://1dot1dot1dot1.cloudflare-dns.com
`, V{"a": "$2a$10$" + g.s(alAlnum+"./", 53), "b": "$2y$10$" + g.s(alAlnum+"./", 53), "_cfg": g.hex(6)}, "tls://1dot1dot1dot1.cloudflare-dns.com", "kids-tablet-ro")

	g.dnsAdd("dns/adguardhome-api-basic-auth", `
$ curl -s -u 'admin:«a»' http://10.0.0.2:3000/control/status | jq '{version, protection_enabled, dns_port}'
{
  "version": "v0.107.52",
  "protection_enabled": true,
  "dns_port": 53
}
$ curl -s -u 'admin:«a»' -X POST http://10.0.0.2:3000/control/filtering/refresh -d '{"whitelist":false}'
{"updated":3}
`, V{"a": g.pwURL()}, "/control/filtering/refresh", "v0.107.52")

	g.dnsAdd("dns/nextdns-api-key-profiles", `
$ curl -s -H "X-Api-Key: «a»" https://api.nextdns.io/profiles | jq -c '.data[]'
{"id":"«_p1»","fingerprint":"«_f1»","role":"owner","name":"Home"}
{"id":"«_p2»","fingerprint":"«_f2»","role":"owner","name":"Kids"}
`, V{"a": g.hex(40), "_p1": g.hex(6), "_f1": "fp" + g.hex(14), "_p2": g.hex(6), "_f2": "fp" + g.hex(14)}, "https://api.nextdns.io/profiles")

	g.dnsAdd("dns/dnsdist-conf-setkey-webserver", `
-- /etc/dnsdist/dnsdist.conf
setLocal('0.0.0.0:53')
controlSocket('127.0.0.1:5199')
setKey("«a»")

webserver("0.0.0.0:8083")
setWebserverConfig({password="«b»", apiKey="«c»", acl="10.0.0.0/8, 127.0.0.1"})

newServer({address="10.20.0.53", pool="auth"})
newServer({address="9.9.9.9", pool="recursor"})
addAction({"corp.wrenfield.example."}, PoolAction("auth"))
addAction(AllRule(), PoolAction("recursor"))
`, V{"a": g.b64(32), "b": g.pw(), "c": g.an(32)}, "controlSocket('127.0.0.1:5199')", "addAction(AllRule(), PoolAction(\"recursor\"))")

	g.dnsAdd("dns/unbound-control-key-cat", `
$ sudo unbound-control-setup
setup in directory /etc/unbound
Certificate request self-signature ok
subject=CN = unbound-control
removing artifacts
Setup success. Certificates created. Enable in unbound.conf file to use
$ sudo cat /etc/unbound/unbound_control.key
«a»
`, V{"a": g.rsaPEM().block()}, "Setup success. Certificates created. Enable in unbound.conf file to use")

	g.dnsAdd("dns/technitium-login-token", `
$ curl -s "http://10.0.0.3:5380/api/user/login?user=admin&pass=«a»&includeInfo=false"
{"displayName":"Administrator","username":"admin","token":"«b»","status":"ok"}
$ curl -s "http://10.0.0.3:5380/api/zones/list?token=«b»" | jq -r '.response.zones[].name'
home.arpa
lan.wrenhouse.example
`, V{"a": g.pwURL(), "b": g.hex(64)}, "lan.wrenhouse.example", "\"displayName\":\"Administrator\"")

	g.dnsAdd("dns/blocky-config-yml", `
upstreams:
  groups:
    default:
      - https://dns.quad9.net/dns-query
      - tcp-tls:one.one.one.one:853
blocking:
  denylists:
    ads:
      - https://raw.githubusercontent.com/StevenBlack/hosts/master/hosts
  clientGroupsBlock:
    default:
      - ads
redis:
  address: redis.lan:6379
  password: «a»
  database: 2
queryLog:
  type: postgresql
  target: postgres://blocky:«b»@db.lan:5432/blocky
  logRetentionDays: 14
`, V{"a": g.an(24), "b": g.pwURL()}, "tcp-tls:one.one.one.one:853", "logRetentionDays: 14")

	g.dnsAdd("dns/coredns-corefile-route53", `
# Corefile
internal.orchard-labs.example:53 {
    route53 internal.orchard-labs.example.:«_z» {
        aws_access_key «a1» «a2»
        fallthrough
        refresh 1m
    }
    errors
    cache 30
}

.:53 {
    forward . 1.1.1.1 9.9.9.9
    log
}
`, V{"_z": g.dnsR53Zone(), "a1": g.awsID(), "a2": g.awsSecret()}, "forward . 1.1.1.1 9.9.9.9")

	g.dnsAdd("dns/dnscrypt-proxy-toml-benign", `
# dnscrypt-proxy.toml
listen_addresses = ['127.0.0.1:5300']
server_names = ['quad9-doh-ip4-port443-filter-pri', 'cloudflare']
require_dnssec = true
require_nolog = true

[static]
  [static.'myresolver']
  stamp = 'sdns://AgcAAAAAAAAABzkuOS45LjkgKhX11qy258iAvx0yWb4NxqkqUJdfRwh-Sbw7kbr8GMMPZG5zOS5xdWFkOS5uZXQKL2Rucy1xdWVyeQ'

[sources.public-resolvers]
  urls = ['https://download.dnscrypt.info/resolvers-list/v3/public-resolvers.md']
  minisign_key = 'RWQf6LRCGA9i53mlYecO4IzT51TGPpvWucNSCh1CBM0QTaLn73Y7GFO3'
  cache_file = 'public-resolvers.md'
`, V{}, "minisign_key = 'RWQf6LRCGA9i53mlYecO4IzT51TGPpvWucNSCh1CBM0QTaLn73Y7GFO3'", "sdns://AgcAAAAAAAAABzkuOS45LjkgKhX11qy258iAvx0yWb4NxqkqUJdfRwh-Sbw7kbr8GMMPZG5zOS5xdWFkOS5uZXQKL2Rucy1xdWVyeQ")
}

// ---- lookups, zone files, DNSSEC and DKIM material ----

func (g *G) dnsLookups() {
	dk := g.dnsDKIM()
	g.dnsAdd("dns/dig-dkim-txt-benign", `
$ dig +short TXT s1._domainkey.mapleforge.example
"v=DKIM1; k=rsa; p=«_p1»" "«_p2»"
$ dig +short TXT google._domainkey.mapleforge.example
"v=DKIM1; k=rsa; p=«_g»"
`, V{"_p1": dk[:255-len("v=DKIM1; k=rsa; p=")], "_p2": dk[255-len("v=DKIM1; k=rsa; p="):], "_g": g.dnsDKIM()}, "s1._domainkey.mapleforge.example")

	g.dnsAdd("dns/dig-apex-txt-verifications-benign", `
$ dig mapleforge.example TXT +noall +answer
mapleforge.example.	300	IN	TXT	"v=spf1 include:_spf.google.com include:sendgrid.net include:mail.zendesk.com -all"
mapleforge.example.	300	IN	TXT	"google-site-verification=«_g»"
mapleforge.example.	300	IN	TXT	"MS=ms«_ms»"
mapleforge.example.	300	IN	TXT	"facebook-domain-verification=«_fb»"
mapleforge.example.	300	IN	TXT	"atlassian-domain-verification=«_at»"
mapleforge.example.	300	IN	TXT	"docusign=«_ds»"
mapleforge.example.	300	IN	TXT	"stripe-verification=«_st»"
mapleforge.example.	300	IN	TXT	"openai-domain-verification=dv-«_oa»"
mapleforge.example.	300	IN	TXT	"apple-domain-verification=«_ap»"
`, V{"_g": g.dnsTXT(), "_ms": g.digits(8), "_fb": g.s(alLowNum, 30), "_at": g.b64(48), "_ds": g.uuid(), "_st": g.hex(64), "_oa": g.an(24), "_ap": g.an(16)}, "include:mail.zendesk.com")

	g.dnsAdd("dns/dig-github-challenge-benign", `
$ dig +short TXT _github-challenge-mapleforge-org.mapleforge.example
"«_h»"
$ dig +short TXT _gitlab-pages-verification-code.docs.mapleforge.example
"gitlab-pages-verification-code=«_gl»"
`, V{"_h": g.hex(10), "_gl": g.hex(32)}, "_github-challenge-mapleforge-org.mapleforge.example")

	g.dnsAdd("dns/dig-dnssec-ds-dnskey-benign", `
$ dig +dnssec +multi DNSKEY ironbark.example @ns1.ironbark.example
;; ANSWER SECTION:
ironbark.example.	3600 IN DNSKEY 257 3 13 (
				«_k1a»
				«_k1b» ) ; KSK; alg = ECDSAP256SHA256 ; key id = «_t1»
ironbark.example.	3600 IN DNSKEY 256 3 13 (
				«_k2a»
				«_k2b» ) ; ZSK; alg = ECDSAP256SHA256 ; key id = «_t2»
ironbark.example.	3600 IN RRSIG DNSKEY 13 2 3600 (
				20241012000000 20240914000000 «_t1» ironbark.example.
				«_sig» )
$ dig +short DS ironbark.example @a.gtld-servers.net
«_t1» 13 2 «_ds»
`, V{"_k1a": g.b64(33), "_k1b": g.b64(30), "_t1": fmt.Sprint(10000 + g.r.IntN(55000)), "_k2a": g.b64(33), "_k2b": g.b64(30), "_t2": fmt.Sprint(10000 + g.r.IntN(55000)), "_sig": g.b64(64), "_ds": g.dnsDS()}, "alg = ECDSAP256SHA256")

	g.dnsAdd("dns/whois-output-benign", `
$ whois copperleaf.example | head -24
Domain Name: COPPERLEAF.EXAMPLE
Registry Domain ID: «_rid»_DOMAIN_COM-VRSN
Registrar WHOIS Server: whois.godaddy.com
Registrar URL: http://www.godaddy.com
Updated Date: 2024-03-11T18:22:09Z
Creation Date: 2016-03-11T18:22:08Z
Registry Expiry Date: 2026-03-11T18:22:08Z
Registrar: GoDaddy.com, LLC
Registrar IANA ID: 146
Registrar Abuse Contact Email: abuse@godaddy.com
Registrar Abuse Contact Phone: 480-624-2505
Domain Status: clientDeleteProhibited https://icann.org/epp#clientDeleteProhibited
Domain Status: clientTransferProhibited https://icann.org/epp#clientTransferProhibited
Name Server: NS27.DOMAINCONTROL.COM
Name Server: NS28.DOMAINCONTROL.COM
DNSSEC: signedDelegation
DNSSEC DS Data: «_t» 13 2 «_ds»
URL of the ICANN Whois Inaccuracy Complaint Form: https://www.icann.org/wicf/
`, V{"_rid": g.digits(10), "_t": fmt.Sprint(10000 + g.r.IntN(55000)), "_ds": g.dnsDS()}, "Registrar IANA ID: 146", "NS27.DOMAINCONTROL.COM")

	g.dnsAdd("dns/nslookup-mx-benign", `
C:\Users\jlee> nslookup -type=mx hollis.example 1.1.1.1
Server:  one.one.one.one
Address:  1.1.1.1

Non-authoritative answer:
hollis.example  MX preference = 0, mail exchanger = hollis-example.mail.protection.outlook.com

C:\Users\jlee> nslookup -type=txt selector1._domainkey.hollis.example
Non-authoritative answer:
selector1._domainkey.hollis.example	canonical name = selector1-hollis-example._domainkey.«_t».onmicrosoft.com
`, V{"_t": g.s(alLower, 9)}, "hollis-example.mail.protection.outlook.com")

	g.dnsAdd("dns/zone-file-benign", `
$ORIGIN tarnwell.example.
$TTL 3600
@       IN  SOA ns1.tarnwell.example. hostmaster.tarnwell.example. (
            «_ser» ; serial
            7200       ; refresh
            3600       ; retry
            1209600    ; expire
            3600 )     ; negative cache TTL
        IN  NS   ns1.tarnwell.example.
        IN  NS   ns2.tarnwell.example.
        IN  MX   10 mx1.tarnwell.example.
        IN  TXT  "v=spf1 mx ip4:«_ip»/32 -all"
        IN  CAA  0 issue "letsencrypt.org"
        IN  CAA  0 iodef "mailto:security@tarnwell.example"
ns1     IN  A    «_ip»
mx1     IN  A    «_ip»
_dmarc  IN  TXT  "v=DMARC1; p=reject; rua=mailto:dmarc-reports@tarnwell.example; adkim=s; aspf=s"
mail._domainkey IN TXT ( "v=DKIM1; h=sha256; k=rsa; "
          "p=«_dk»" )
_mta-sts IN TXT "v=STSv1; id=«_sts»"
_443._tcp.mx1 IN TLSA 3 1 1 «_tlsa»
`, V{"_ser": g.dnsSerial(), "_ip": g.dnsIP(), "_dk": g.dnsDKIM(), "_sts": g.digits(14), "_tlsa": g.hex(64)}, "$ORIGIN tarnwell.example.", "v=DMARC1; p=reject; rua=mailto:dmarc-reports@tarnwell.example; adkim=s; aspf=s")

	g.dnsAdd("dns/delv-validation-benign", `
$ delv @9.9.9.9 ironbark.example A +rtrace
;; fetch: ironbark.example/A
;; fetch: ironbark.example/DNSKEY
;; fetch: ironbark.example/DS
;; fetch: example/DNSKEY
; fully validated
ironbark.example.	3600	IN	A	«_ip»
ironbark.example.	3600	IN	RRSIG	A 13 2 3600 20241012000000 20240914000000 «_t» ironbark.example. «_sig»
`, V{"_ip": g.dnsIP(), "_t": fmt.Sprint(10000 + g.r.IntN(55000)), "_sig": g.b64(64)}, "; fully validated")

	dkPriv := g.rsaPEM()
	g.dnsAdd("dns/opendkim-genkey-files", `
$ sudo opendkim-genkey -b 2048 -d mapleforge.example -D /etc/opendkim/keys/mapleforge.example -s mail -v
opendkim-genkey: generating private key
opendkim-genkey: private key written to mail.private
opendkim-genkey: extracting public key
opendkim-genkey: DNS TXT record written to mail.txt
$ sudo cat /etc/opendkim/keys/mapleforge.example/mail.txt
mail._domainkey	IN	TXT	( "v=DKIM1; h=sha256; k=rsa; "
	  "p=«_p»" )  ; ----- DKIM key mail for mapleforge.example
$ sudo cat /etc/opendkim/keys/mapleforge.example/mail.private
«a»
`, V{"_p": g.dnsDKIM(), "a": dkPriv.block()}, "opendkim-genkey: DNS TXT record written to mail.txt")

	g.dnsAdd("dns/cf-bind-export-benign", `
;;
;; Domain:     juniperhq.example.
;; Exported:   2024-10-10 14:33:20
;;
;; This file is intended for use for informational and archival
;; purposes ONLY and MUST be edited before use on a production
;; DNS server.  In particular, you must:
;;   -- update the SOA record with the correct authoritative name server
;;   -- update the SOA record with the contact e-mail address information
;;   -- update the NS record(s) with the authoritative name servers for this domain.
;;
;; For further information, please consult the BIND documentation
;; located on the following website:
;;
;; http://www.isc.org/
;;
;; And RFC 1035:
;;
;; http://www.ietf.org/rfc/rfc1035.txt
;;
;; Please note that we do NOT offer technical support for any use
;; of this zone data, the BIND name server, or any other third-party
;; DNS software.
;;
;; Use at your own risk.
;; SOA Record
juniperhq.example	3600	IN	SOA	elsa.ns.cloudflare.com. dns.cloudflare.com. «_ser» 10000 2400 604800 3600

;; A Records
api.juniperhq.example.	1	IN	A	«_ip» ; cf_tags=cf-proxied:true
;; TXT Records
juniperhq.example.	1	IN	TXT	"google-site-verification=«_g»"
_acme-challenge.juniperhq.example.	120	IN	TXT	"«_ch»"
`, V{"_ser": fmt.Sprint(2040000000 + g.r.IntN(9000000)), "_ip": g.dnsIP(), "_g": g.dnsTXT(), "_ch": g.dnsTXT()}, "cf_tags=cf-proxied:true", "Use at your own risk.")

	g.dnsAdd("dns/kdig-tls-benign", `
$ kdig -d @1.1.1.1 +tls-ca +tls-host=cloudflare-dns.com AAAA mapleforge.example
;; DEBUG: Querying for owner(mapleforge.example.), class(1), type(28), server(1.1.1.1), port(853), protocol(TCP)
;; DEBUG: TLS, imported 146 system certificates
;; DEBUG: TLS, received certificate hierarchy:
;; DEBUG:  #1, CN=cloudflare-dns.com
;; DEBUG:      SHA-256 PIN: «_pin1»
;; DEBUG:  #2, C=US,O=DigiCert Inc,CN=DigiCert Global G2 TLS RSA SHA256 2020 CA1
;; DEBUG:      SHA-256 PIN: «_pin2»
;; DEBUG: TLS, skipping certificate PIN check
;; DEBUG: TLS, The certificate is trusted.
;; TLS session (TLS1.3)-(ECDHE-X25519)-(ECDSA-SECP256R1-SHA256)-(AES-256-GCM)
;; ->>HEADER<<- opcode: QUERY; status: NOERROR; id: «_qid»
;; ANSWER SECTION:
mapleforge.example.     	300	IN	AAAA	2001:db8:4f::10
`, V{"_pin1": g.b64(32), "_pin2": g.b64(32), "_qid": fmt.Sprint(g.r.IntN(65535))}, "DigiCert Global G2 TLS RSA SHA256 2020 CA1", "TLS, The certificate is trusted.")

	g.dnsAdd("dns/dig-acme-challenge-propagation-benign", `
$ for ns in elsa rob; do dig +short TXT _acme-challenge.juniperhq.example @$ns.ns.cloudflare.com; done
"«_c1»"
"«_c2»"
"«_c1»"
"«_c2»"
$ dig +short CAA juniperhq.example
0 issue "letsencrypt.org"
0 issuewild "letsencrypt.org"
0 iodef "mailto:security@juniperhq.example"
`, V{"_c1": g.dnsTXT(), "_c2": g.dnsTXT()}, "0 issuewild \"letsencrypt.org\"")

	g.dnsAdd("dns/host-and-dig-nsec3param-benign", `
$ host -t NSEC3PARAM ironbark.example
ironbark.example has NSEC3PARAM record 1 0 0 «_salt»
$ dig +short SOA ironbark.example
ns1.ironbark.example. hostmaster.ironbark.example. «_ser» 7200 3600 1209600 3600
$ dig +short CDS ironbark.example
«_t» 13 2 «_ds»
`, V{"_salt": strings.ToUpper(g.hex(16)), "_ser": g.dnsSerial(), "_t": fmt.Sprint(10000 + g.r.IntN(55000)), "_ds": g.dnsDS()}, "has NSEC3PARAM record 1 0 0")
}

// ---- chats, tickets, history, CI logs and code around DNS work ----

func (g *G) dnsChat() {
	g.dnsAdd("dns/chat-slack-cf-token-staging", `
[10:42] Priya Raman: @oskar can you kick off the cert renewal for staging? the cron box lost its env
[10:43] Oskar Lind: sure, which token do I use? the old global key got rotated
[10:44] Priya Raman: use the scoped one, Zone:DNS:Edit on staging.kestrel.example only
[10:44] Priya Raman: «a»
[10:45] Oskar Lind: 👍 got it, will delete this msg after
`, V{"a": g.cfToken()}, "Zone:DNS:Edit on staging.kestrel.example only")

	g.dnsAdd("dns/chat-agent-porkbun-403", `
I'm getting {"status":"ERROR","message":"Invalid API key. (002)"} from porkbun when I run the
update script, but the keys are definitely right?? here's what I'm using:

  PORKBUN_API_KEY=pk1_«a»
  PORKBUN_SECRET_KEY=sk1_«b»

domain is marigold.example and I did turn on "API ACCESS" in the domain settings.
`, V{"a": g.hex(64), "b": g.hex(64)}, "Invalid API key. (002)", "marigold.example")

	g.dnsAdd("dns/github-issue-external-dns-debug", `
### What happened?

external-dns keeps logging "failed to list zones" after upgrading to 0.15.0.

### Relevant log output

    time="2024-10-01T08:14:22Z" level=info msg="config: {APIServerURL: KubeConfig: ... Provider:cloudflare ... CloudflareProxied:true CloudflareDNSRecordsPerPage:5000 ...}"
    time="2024-10-01T08:14:23Z" level=debug msg="CF_API_TOKEN=«a»"
    time="2024-10-01T08:14:23Z" level=error msg="failed to list zones: Invalid request headers (6003)"

### Environment

- External-DNS version: v0.15.0
- DNS provider: cloudflare
- Zone id: «_z»
`, V{"a": g.cfToken(), "_z": g.dnsID()}, "failed to list zones: Invalid request headers (6003)", "External-DNS version: v0.15.0")

	g.dnsAdd("dns/bash-history-dns-mix", `
$ tail -n 12 ~/.bash_history
dig +short NS brambleco.example
curl -s "https://www.namesilo.com/api/listDomains?version=1&type=xml&key=«a»"
export HETZNER_DNS_TOKEN=«b»
terraform -chdir=infra/dns plan
nsupdate -y hmac-sha256:lab-update:«c» -v nsupdate-lab.txt
vim /etc/ddclient.conf
sudo systemctl restart ddclient
doctl auth init -t «d»
doctl compute domain list
history -c
`, V{"a": g.hex(22), "b": g.an(32), "c": g.b64(32), "d": g.doToken()}, "terraform -chdir=infra/dns plan", "dig +short NS brambleco.example")

	g.dnsAdd("dns/jira-ticket-godaddy-handover", `
OPS-«_n»  Hand over DNS for copperleaf.example to the agency
Reporter: Marta Díaz   Assignee: agency-ext (Bluefin Digital)   Priority: Medium

Description:
The agency needs to add their verification TXT and point www at their Netlify site.
Production API credentials (read/write on the account, please rotate after the launch):

  Key:    «a»
  Secret: «b»

Current records are in the attached export (copperleaf.example.txt).
`, V{"_n": g.digits(4), "a": g.dnsGDKey(), "b": g.an(22)}, "Bluefin Digital", "copperleaf.example.txt")

	g.dnsAdd("dns/gha-log-masked-and-unmasked", `
Run ./scripts/update-dns.sh
  ./scripts/update-dns.sh
  shell: /usr/bin/bash -e {0}
  env:
    CLOUDFLARE_API_TOKEN: ***
    NAMECHEAP_API_USER: heronmill
    NAMECHEAP_API_KEY: «a»
    NAMECHEAP_CLIENT_IP: «_ip»
+ curl -s -H 'Authorization: Bearer ***' https://api.cloudflare.com/client/v4/zones/«_z»/dns_records
{"result":[],"success":true,"errors":[],"messages":[],"result_info":{"page":1,"per_page":100,"count":0,"total_count":0,"total_pages":0}}
`, V{"a": g.hex(32), "_ip": g.dnsIP(), "_z": g.dnsID()}, "CLOUDFLARE_API_TOKEN: ***", "NAMECHEAP_API_USER: heronmill")

	g.dnsAdd("dns/docker-inspect-env-ddns", `
$ docker inspect cf-ddns --format '{{json .Config.Env}}' | jq -r '.[]'
API_KEY=«a»
ZONE=marigold.example
SUBDOMAIN=vpn
PROXIED=false
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
S6_BEHAVIOUR_IF_STAGE2_FAILS=2
`, V{"a": g.cfToken()}, "S6_BEHAVIOUR_IF_STAGE2_FAILS=2", "ZONE=marigold.example")

	g.dnsAdd("dns/systemd-unit-env-lego-renew", `
# /etc/systemd/system/lego-renew.service
[Unit]
Description=Renew certificates with lego (Gandi LiveDNS)
After=network-online.target

[Service]
Type=oneshot
Environment=GANDIV5_PERSONAL_ACCESS_TOKEN=«a»
Environment=LEGO_PATH=/var/lib/lego
ExecStart=/usr/local/bin/lego --email certs@quillfeather.example --dns gandiv5 --domains quillfeather.example renew --days 30
ExecStartPost=/bin/systemctl reload nginx
`, V{"a": g.hex(40)}, "Renew certificates with lego (Gandi LiveDNS)", "LEGO_PATH=/var/lib/lego")

	g.dnsAdd("dns/python-hetzner-requests", `
# tools/hetzner_dns.py
import os
import requests

API = "https://dns.hetzner.com/api/v1"
TOKEN = os.environ.get("HETZNER_DNS_API_TOKEN", "«a»")

def records(zone_id):
    r = requests.get(f"{API}/records", params={"zone_id": zone_id},
                     headers={"Auth-API-Token": TOKEN}, timeout=10)
    r.raise_for_status()
    return r.json()["records"]

if __name__ == "__main__":
    for rec in records("«_z»"):
        print(rec["id"], rec["type"], rec["name"], rec["value"])
`, V{"a": g.an(32), "_z": g.an(22)}, "https://dns.hetzner.com/api/v1", "HETZNER_DNS_API_TOKEN")

	g.dnsAdd("dns/go-libdns-caddy-module-config", `
package main

import (
	"context"
	"log"

	"github.com/libdns/desec"
	"github.com/libdns/libdns"
)

func main() {
	p := &desec.Provider{Token: "«a»"}
	recs, err := p.GetRecords(context.Background(), "cloverfield.dedyn.io.")
	if err != nil {
		log.Fatal(err)
	}
	for _, r := range recs {
		log.Println(r.(libdns.RR).Name, r.(libdns.RR).Type, r.(libdns.RR).Data)
	}
}
`, V{"a": g.b64u(28)}, "github.com/libdns/desec", "cloverfield.dedyn.io.")

	g.dnsAdd("dns/node-cloudflare-sdk", `
// scripts/purge.mjs
import Cloudflare from 'cloudflare';

const client = new Cloudflare({
  apiEmail: 'web@pinecrest.example',
  apiKey: '«a»',
});

const res = await client.cache.purge({ zone_id: '«_z»', files: ['https://www.pinecrest.example/app.js'] });
console.log(res.id);
`, V{"a": g.cfGlobal(), "_z": g.dnsID()}, "web@pinecrest.example", "client.cache.purge")

	g.dnsAdd("dns/dotenv-saas-many-dns-keys", `
# .env.production -- domain-onboarding service
APP_URL=https://onboard.brightwave.example
DATABASE_URL=postgres://onboard:«a»@db.internal:5432/onboard
CLOUDFLARE_ACCOUNT_ID=«_acc»
CLOUDFLARE_API_TOKEN=«b»
# customer custom hostnames (SSL for SaaS)
CLOUDFLARE_FALLBACK_ORIGIN=fallback.brightwave.example
APPROXIMATED_API_KEY=«c»
ENTRI_APPLICATION_ID=brightwave
ENTRI_SECRET=«d»
`, V{"a": g.pwURL(), "_acc": g.dnsID(), "b": g.cfToken(), "c": g.hex(40), "d": g.an(48)}, "CLOUDFLARE_FALLBACK_ORIGIN=fallback.brightwave.example", "ENTRI_APPLICATION_ID=brightwave")

	g.dnsAdd("dns/discord-duckdns-token-help", `
#homelab-help
wren_h — Today at 21:14
my duckdns isn't updating, the addon log just says KO. config below

domains:
  - wrenhouse.duckdns.org
token: «a»
aliases: []
lets_encrypt:
  accept_terms: true
  certfile: fullchain.pem
  keyfile: privkey.pem
seconds: 300

mod_ray — Today at 21:16
KO usually means the token doesn't match the account that owns the subdomain. also maybe don't paste the token here lol
`, V{"a": g.uuid()}, "wrenhouse.duckdns.org", "KO usually means the token doesn't match")

	g.dnsAdd("dns/runbook-md-placeholders-and-one-real", `
## Rotating the DNS API credentials

1. Create a new token in the Cloudflare dashboard (template: *Edit zone DNS*).
2. Update the secret:

   ˋˋˋ
   kubectl -n external-dns create secret generic cloudflare-api-token \
     --from-literal=apiToken=<NEW_TOKEN> --dry-run=client -o yaml | kubectl apply -f -
   ˋˋˋ

3. For the RFC 2136 secondary, the TSIG key lives in ˋ/etc/bind/keys/xfr-ns2.keyˋ. The
   current one (2024-Q3) is:

   ˋˋˋ
   key "xfr-ns2.wrenfield.example" { algorithm hmac-sha256; secret "«a»"; };
   ˋˋˋ

4. Revoke the old token and note the token id (e.g. ˋ«_id»ˋ) in the change log.
`, V{"a": g.b64(32), "_id": g.dnsID()}, "--from-literal=apiToken=<NEW_TOKEN>", "/etc/bind/keys/xfr-ns2.key")

	g.dnsAdd("dns/email-bunny-api-key-shared", `
From: Jonas Weber <jonas@slatecast.example>
To: freelancer@pixelhaus.example
Subject: Re: CDN access for the video player

Hi Lea,

I've created a separate storage zone for your uploads, so you don't need the account key:

  Storage zone:   slatecast-player-dev
  Hostname:       storage.bunnycdn.com (Falkenstein)
  Username:       slatecast-player-dev
  Password:       «a»
  Pull zone URL:  https://slatecast-player-dev.b-cdn.net

Read-only password if you just need to list files: «b»

Cheers,
Jonas
`, V{"a": g.uuid() + "-" + g.hex(4) + "-" + g.hex(4), "b": g.uuid() + "-" + g.hex(4) + "-" + g.hex(4)}, "https://slatecast-player-dev.b-cdn.net", "storage.bunnycdn.com (Falkenstein)")

	g.dnsAdd("dns/terraform-plan-output-benign", `
  # cloudflare_record.mx1 will be created
  + resource "cloudflare_record" "mx1" {
      + allow_overwrite = false
      + created_on      = (known after apply)
      + hostname        = (known after apply)
      + id              = (known after apply)
      + name            = "@"
      + priority        = 10
      + proxiable       = (known after apply)
      + ttl             = 3600
      + type            = "MX"
      + content         = "mx1.tarnwell.example"
      + zone_id         = "«_z»"
    }

Plan: 1 to add, 0 to change, 0 to destroy.
`, V{"_z": g.dnsID()}, "Plan: 1 to add, 0 to change, 0 to destroy.", "cloudflare_record.mx1")

	g.dnsAdd("dns/ps-history-nsupdate-and-curl", `
$ ps auxww | grep -E 'nsupdate|curl' | grep -v grep
root     31207  0.0  0.0   8396  3920 ?        S    04:00   0:00 nsupdate -y hmac-sha512:acme-update:«a» /tmp/acme-nsupdate.Xk3p1
certbot  31215  0.0  0.1  21032  9840 ?        S    04:00   0:00 curl -s -X POST -H X-API-Key: «b» http://10.20.0.53:8081/api/v1/servers/localhost/zones/wrenfield.example./notify
`, V{"a": g.b64(64), "b": g.an(32)}, "/tmp/acme-nsupdate.Xk3p1")

	g.dnsAdd("dns/mcp-server-config-cloudflare", `
{
  "mcpServers": {
    "cloudflare-dns": {
      "command": "npx",
      "args": ["-y", "@cloudflare/mcp-server-cloudflare", "run", "«_acc»"],
      "env": {
        "CLOUDFLARE_API_TOKEN": "«a»"
      }
    },
    "route53": {
      "command": "uvx",
      "args": ["awslabs.route53-mcp-server@latest"],
      "env": {
        "AWS_PROFILE": "dns-admin",
        "AWS_REGION": "us-east-1"
      }
    }
  }
}
`, V{"_acc": g.dnsID(), "a": g.cfToken()}, "@cloudflare/mcp-server-cloudflare", "\"AWS_PROFILE\": \"dns-admin\"")

	g.dnsAdd("dns/agent-transcript-ovh-rotate", `
> The renew job failed with "This credential does not exist" from OVH. Can you check?

● Bash(grep -n ovh /etc/letsencrypt/renewal/saltmarsh.example.conf; sudo cat /root/.ovh.ini)
  ⎿  9:authenticator = dns-ovh
     10:dns_ovh_credentials = /root/.ovh.ini
     dns_ovh_endpoint = ovh-eu
     dns_ovh_application_key = «=ak»
     dns_ovh_application_secret = «a»
     dns_ovh_consumer_key = «b»

● The consumer key was created with a 30-day validity and has expired. You need to request a
  new one via POST /auth/credential and validate it in the browser; I can't do that step for you.
`, V{"=ak": g.an(16), "a": g.an(32), "b": g.an(32)}, "dns_ovh_credentials = /root/.ovh.ini", "This credential does not exist")

	g.dnsAdd("dns/cf-api-zones-paginated-benign", `
$ curl -s "https://api.cloudflare.com/client/v4/zones?per_page=3" -H "Authorization: Bearer $CF_API_TOKEN" | jq -r '.result[] | "\(.id)  \(.name)  \(.plan.name)"'
«_z1»  brightwave.example  Pro Plan
«_z2»  brightwave-status.example  Free Website
«_z3»  bw-cdn.example  Enterprise Website
`, V{"_z1": g.dnsID(), "_z2": g.dnsID(), "_z3": g.dnsID()}, "brightwave-status.example  Free Website")

	g.dnsAdd("dns/ansible-vault-encrypted-benign", `
# group_vars/dns/vault.yml
$ANSIBLE_VAULT;1.1;AES256
«_v»
# group_vars/dns/vars.yml
cloudflare_api_token: "{{ vault_cloudflare_api_token }}"
pdns_api_url: https://pdns-api.corp.wrenfield.example
`, V{"_v": wrap(g.hex(480), 80)}, "{{ vault_cloudflare_api_token }}", "$ANSIBLE_VAULT;1.1;AES256")

	g.dnsAdd("dns/gcore-and-constellix-curl", `
$ curl -s https://api.gcore.com/dns/v2/zones -H "Authorization: APIKey «a»" | jq -r '.zones[].name'
quayside.example
quayside-media.example
$ curl -s https://api.dns.constellix.com/v4/domains \
    -H "Authorization: Bearer «=ak»:«b»" | jq '.data | length'
4
`, V{"a": g.digits(5) + "$" + g.hex(128), "=ak": g.uuid(), "b": g.uuid()}, "https://api.gcore.com/dns/v2/zones", "https://api.dns.constellix.com/v4/domains")
}
